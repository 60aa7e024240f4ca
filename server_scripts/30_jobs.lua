-- Summary jobs that failed for good: the dead-letter stream of each bucket.
--
-- Keys (all under the bucket's hash tag, checked to share it):
--   KEYS[1] jobs  stream  {<prefix>:bNN}:jobs
--   KEYS[2] dead  stream  {<prefix>:bNN}:dead
--   KEYS[3] stats hash    {<prefix>:bNN}:stats  (rollmem_dead_letter only: counts `dead`)
-- A dead letter keeps every field of its job and adds: job_id (the id it had),
-- error, deliveries, consumer, dead_ms.

local JOB_KEYS = key_spec({'jobs', 'dead'}, {}, {1, 2})
local DEAD_KEYS = key_spec({'jobs', 'dead'}, {}, {1, 2}, 'stats')

local function job_fields(k_jobs, id)
  local rows = rcall('XRANGE', k_jobs, id, id)
  return rows[1] and rows[1][2] or nil
end

-- rollmem_dead_letter
--   KEYS  jobs dead stats
--   ARGV  group, job_id, error (text, cut to 2000 bytes), deliveries, consumer, maxlen (0 = uncapped)
--   Reply {dead_id or "", moved (0|1)}
-- Moves the job to the dead-letter stream and acknowledges it in one step, so a
-- job is always in exactly one place. A job no longer in the stream (already
-- done by another daemon) is only acknowledged.
local function dead_letter(k, a)
  check_keys(k, DEAD_KEYS)
  local group, id = group_arg(a[1]), stream_id_arg(a[2], 'job_id')
  local deliveries = int_arg(a[4], 'deliveries', 0, 1000000000)
  local maxlen = int_arg(a[6], 'maxlen', 0, 100000000)
  if type(a[3]) ~= 'string' or type(a[5]) ~= 'string' or #a[5] > MAX_NAME then
    fail('BADARG', 'error text and consumer (at most 256 bytes) are required')
  end
  check_types(k, {2, 'stream', 3, 'hash'})
  local fields = job_fields(k[1], id)
  rcall('XACK', k[1], group, id)
  if not fields then return {'', 0} end
  count_outcome(k[3], 'dead')
  local t = rcall('TIME')
  local out = {}
  for _, v in ipairs(fields) do out[#out + 1] = v end
  for _, v in ipairs({'job_id', id, 'error', string.sub(a[3], 1, 2000),
      'deliveries', deliveries, 'consumer', a[5],
      'dead_ms', tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)}) do
    out[#out + 1] = v
  end
  local dead_id
  if maxlen > 0 then
    dead_id = rcall('XADD', k[2], 'MAXLEN', '~', maxlen, '*', unpack_(out))
  else
    dead_id = rcall('XADD', k[2], '*', unpack_(out))
  end
  rcall('XDEL', k[1], id)
  return {dead_id, 1}
end

-- rollmem_requeue
--   KEYS  jobs dead
--   ARGV  dead_id
--   Reply {new_job_id or ""}
-- Puts a dead letter back on the job stream as a new job (same fields, the
-- dead-letter fields removed) and deletes the dead letter, in one step. The
-- session's pending record still names the first job id, kept in the field
-- `requeued_from`: write-backs pass it as `origin_id`.
local function requeue(k, a)
  check_keys(k, JOB_KEYS)
  local id = stream_id_arg(a[1], 'dead_id')
  local fields = job_fields(k[2], id)
  if not fields then return {''} end
  local out, origin, last_id = {}, nil, ''
  local skip = {error = true, deliveries = true, consumer = true, dead_ms = true}
  for i = 1, #fields, 2 do
    local f = fields[i]
    if f == 'job_id' then
      last_id = fields[i + 1]
    elseif f == 'requeued_from' then
      origin = fields[i + 1]
    elseif not skip[f] then
      out[#out + 1] = f; out[#out + 1] = fields[i + 1]
    end
  end
  out[#out + 1] = 'requeued_from'; out[#out + 1] = origin or last_id
  local new_id = rcall('XADD', k[1], '*', unpack_(out))
  rcall('XDEL', k[2], id)
  return {new_id}
end

redis.register_function('rollmem_dead_letter', guard(dead_letter, 3))
redis.register_function('rollmem_requeue', guard(requeue, 2))
