-- The `blocks` policy (seed 000): a window of the newest W interactions and at
-- most M summaries, each covering one block of W interactions.
--
-- Every function here takes the same five keys, all under one hash tag
-- {<prefix>:b<NN>} (see README.md in this folder):
--   KEYS[1] meta   hash    counters, generation, per-session overrides
--   KEYS[2] win    list    the window, oldest first, payloads as sent
--   KEYS[3] sums   zset    summaries: score = endIndex, member = summary JSON
--   KEYS[4] pend   hash    endIndex -> job id, for blocks queued but not summarized
--   KEYS[5] jobs   stream  the bucket's summary-job stream (shared by sessions)
--
-- Sequence numbers start at 1 and are assigned here, never by clients, so the
-- order of turns never depends on a bot host's clock. The window always holds
-- the contiguous range last-#win+1 .. last.

local MAX_WINDOW = 100000
local MAX_SUMMARIES = 10000

-- KEYS, checked against the sid (check_keys); write-backs add the bucket's
-- outcome counters `<tag>:stats`.
local BLOCK_NAMES = {'meta', 'win', 'sums', 'pend', 'jobs'}
local BLOCK_KEYS = key_spec(BLOCK_NAMES, {1, 2, 3, 4}, {5})
local BLOCK_WB_KEYS = key_spec(BLOCK_NAMES, {1, 2, 3, 4}, {5}, 'stats')
local BLOCK_WB_TYPES = {3, 'zset', 4, 'hash', 5, 'stream', 6, 'hash'}

-- Effective window size and summary cap: a per-session override wins. The
-- arguments are validated even then, so a bad call fails whatever the session.
local function limits(meta_w, meta_m, arg_w, arg_m)
  local w = int_arg(arg_w, 'window_size', 1, MAX_WINDOW)
  local m = int_arg(arg_m, 'max_summaries', 0, MAX_SUMMARIES)
  return meta_w and int_arg(meta_w, 'stored window_size', 1, MAX_WINDOW) or w,
    meta_m and int_arg(meta_m, 'stored max_summaries', 0, MAX_SUMMARIES) or m
end

local function blocks_only(policy)
  if policy and policy ~= 'blocks' then fail('WRONGPOLICY', 'session uses policy ' .. policy) end
end

local function now_ms()
  local t = rcall('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end

-- Queue the summary job for a completed block. The job carries the block's
-- payloads, so the daemon can be down for hours while the window slides on.
local function enqueue_block(k, sid, gen, w, first, last_seq, start, stop, policy)
  local entries = rcall('LRANGE', k[2], start - first, stop - first)
  local id = rcall('XADD', k[5], '*',
    'sid', sid, 'gen', gen, 'policy', policy,
    'start', start, 'end', stop, 'w', w,
    'entries', '[' .. table.concat(entries, ',') .. ']')
  rcall('HSET', k[4], stop, id)
  return id
end

-- rollmem_append
--   KEYS  meta win sums pend jobs
--   ARGV  sid, interaction (JSON object), window_size, max_summaries,
--         ttl_ms (0 = none), max_entry_bytes
--   Reply {seq, queued (0|1), job_id or "", block_start, block_end}
--   Errors RM_BADSESSION, RM_BADENTRY, RM_TOOLARGE, RM_BADARG, RM_WRONGPOLICY
-- A block job is queued when the window overflows and W interactions have
-- arrived since the previous block: at 22, 43, 64, ... with W = 21.
local function append(k, a)
  local sid = check_keys(k, BLOCK_KEYS, a[1] or '')
  local limit = int_arg(a[6], 'max_entry_bytes', 2, MAX_PAYLOAD)
  local payload = object_arg(a[2], 'interaction', limit)
  local ttl = int_arg(a[5], 'ttl_ms', 0, MAX_TTL_MS)
  -- Every redis.call costs about a microsecond: the steady state makes four
  -- (HMGET, RPUSH, LTRIM, HSET), the clock is read only when a session starts.
  local h = rcall('HMGET', k[1], 'gen', 'last', 'mark', 'w', 'm', 'policy', 'cap', 'jobs_queued')
  blocks_only(h[6])
  local w = limits(h[4], h[5], a[3], a[4])
  local cap = tonumber(a[4])
  local gen, last, mark = h[1], (tonumber(h[2]) or 0) + 1, tonumber(h[3]) or 0
  if last > MAX_SEQ then fail('BADARG', 'session is at the largest sequence number') end
  local queue = last > w and last - mark >= w
  -- No write before this point; RPUSH is the first, so only the keys written
  -- after it need their type checked, and only when they are written.
  if queue then check_types(k, {4, 'hash', 5, 'stream'}) end
  local len = rcall('RPUSH', k[2], payload)
  if len > w then
    rcall('LTRIM', k[2], len - w, -1)
    len = w
  end
  if not gen then
    gen = new_gen()
    rcall('HSET', k[1], 'gen', gen, 'policy', 'blocks', 'created_ms', gen_ms(gen))
  end

  local id, start, queued = '', 0, tonumber(h[8]) or 0
  if queue then
    -- the block never reaches before the window's first entry (an import can
    -- leave fewer entries than the distance to the last block)
    start = math.max(mark + 1, last - len + 1)
    id = enqueue_block(k, sid, gen, w, last - len + 1, last, start, last, 'blocks')
    mark, queued = last, queued + 1
  end
  -- `cap` records the writers' summary cap, so a daemon configured otherwise
  -- still caps this session's summaries as its writers expect. It is the
  -- deployment's value, not the session's override: put_summary reads the
  -- override itself, and an override removed by configure must not linger here.
  if tonumber(h[7]) ~= cap then
    rcall('HSET', k[1], 'last', last, 'mark', mark, 'cap', cap, 'jobs_queued', queued)
  elseif queue then
    rcall('HSET', k[1], 'last', last, 'mark', mark, 'jobs_queued', queued)
  else
    rcall('HSET', k[1], 'last', last, 'mark', mark)
  end
  touch(ttl, k[1], k[2], k[3], k[4])
  return {last, id ~= '' and 1 or 0, id, start, id ~= '' and last or 0}
end

-- rollmem_put_summary
--   KEYS  meta win sums pend jobs
--   ARGV  sid, gen, block_end, job_id, group, summary (JSON object),
--         max_summaries (used only if the session has no recorded cap), ttl_ms,
--         [origin_id] (the id the job was first queued under, if requeued; "" = job_id),
--         [base_end] (running summaries: the end of the summary this one builds on,
--                     0 for none; "" = no check)
--   Reply {status, summaries}; status is one of
--     "written"    stored; the oldest summaries beyond the cap were dropped
--     "duplicate"  this block is not pending under this job id (already
--                  written, or the job was replaced): nothing changed
--     "stale"      the session was cleared or replaced since the job was queued
--     "superseded" the cap is full of newer summaries: a late result, dropped
--     "stale_base" (running summaries) the newest earlier summary is not the one
--                  the result was built on: NOT acknowledged, redo it
--   In every other case the job is acknowledged and deleted from the stream in
--   the same step, so a result can be delivered any number of times.
local function put_summary(k, a)
  local sid = check_keys(k, BLOCK_WB_KEYS, a[1] or '')
  local stop = int_arg(a[3], 'block_end', 1, MAX_SEQ)
  local job_id, group = stream_id_arg(a[4], 'job_id'), group_arg(a[5])
  local summary = object_arg(a[6], 'summary', MAX_PAYLOAD)
  local arg_m = int_arg(a[7], 'max_summaries', 0, MAX_SUMMARIES)
  local ttl = int_arg(a[8], 'ttl_ms', 0, MAX_TTL_MS)
  local origin = (a[9] and a[9] ~= '') and stream_id_arg(a[9], 'origin_id') or job_id
  local base = (a[10] and a[10] ~= '') and int_arg(a[10], 'base_end', 0, stop) or nil
  check_types(k, BLOCK_WB_TYPES)
  local h = rcall('HMGET', k[1], 'gen', 'm', 'policy', 'cap')
  blocks_only(h[3])
  local _, m = limits(nil, h[2] or h[4], 1, arg_m)

  -- the outcome first (reads only), then the counter, ack and writes together
  local status, count = 'written', rcall('ZCARD', k[3])
  if base and h[1] == a[2] and not base_holds(k[3], stop, base) then
    status = 'stale_base'
  elseif not h[1] or h[1] ~= a[2] then
    status = 'stale'
  elseif rcall('HGET', k[4], stop) ~= origin then
    status = 'duplicate'
  elseif count >= m then
    -- kept only if newer than the oldest of the m newest; the zset can hold
    -- more than m when the session's cap was lowered since they were written
    local floor = m > 0 and rcall('ZRANGE', k[3], count - m, count - m, 'WITHSCORES') or {}
    if m == 0 or tonumber(floor[2]) > stop then status = 'superseded' end
  end
  count_outcome(k[6], status)
  if status == 'stale_base' then return {status, count} end
  rcall('XACK', k[5], group, job_id)
  rcall('XDEL', k[5], job_id)
  if status == 'stale' or status == 'duplicate' then return {status, count} end
  rcall('HDEL', k[4], stop)
  if status == 'superseded' then return {status, count} end
  rcall('ZADD', k[3], stop, summary)
  if count + 1 > m then
    rcall('ZREMRANGEBYRANK', k[3], 0, count - m)
  end
  rcall('HINCRBY', k[1], 'summaries_written', 1)
  touch(ttl, k[1], k[2], k[3], k[4])
  return {'written', math.min(count + 1, m)}
end

-- rollmem_context  (read-only: FCALL_RO)
--   KEYS  meta win sums pend jobs
--   ARGV  window_size, max_summaries (deployment defaults)
--   Reply {gen, last, mark, window_size, max_summaries, n_window, n_summaries,
--          window payloads (oldest first)..., summaries (oldest first)...}
--   gen is "" when the session does not exist.
local function context(k, a)
  check_keys(k, BLOCK_KEYS)
  local h = rcall('HMGET', k[1], 'gen', 'last', 'mark', 'w', 'm', 'policy')
  blocks_only(h[6])
  local w, m = limits(h[4], h[5], a[1], a[2])
  local win = rcall('LRANGE', k[2], -w, -1)
  local sums = m > 0 and rcall('ZRANGE', k[3], -m, -1) or {}
  local out = {h[1] or '', tonumber(h[2]) or 0, tonumber(h[3]) or 0, w, m, #win, #sums}
  for _, v in ipairs(win) do out[#out + 1] = v end
  for _, v in ipairs(sums) do out[#out + 1] = v end
  return out
end

-- rollmem_stats  (read-only)
--   KEYS  meta win sums pend jobs
--   ARGV  window_size, max_summaries (deployment defaults)
--   Reply flat field/value list: exists, policy, gen, last, mark, window,
--         summaries, pending, jobs_queued, summaries_written, created_ms,
--         window_size, max_summaries, ttl_ms (-1 = no TTL)
local function stats(k, a)
  check_keys(k, BLOCK_KEYS)
  local h = rcall('HMGET', k[1], 'gen', 'last', 'mark', 'w', 'm', 'policy',
    'jobs_queued', 'summaries_written', 'created_ms')
  local w, m = limits(h[4], h[5], a[1], a[2])
  return {
    'exists', h[1] and 1 or 0, 'policy', h[6] or '', 'gen', h[1] or '',
    'last', tonumber(h[2]) or 0, 'mark', tonumber(h[3]) or 0,
    'window', rcall('LLEN', k[2]), 'summaries', rcall('ZCARD', k[3]),
    'pending', rcall('HLEN', k[4]),
    'jobs_queued', tonumber(h[7]) or 0, 'summaries_written', tonumber(h[8]) or 0,
    'created_ms', tonumber(h[9]) or 0,
    'window_size', w, 'max_summaries', m, 'ttl_ms', rcall('PTTL', k[1]),
  }
end

-- rollmem_clear
--   KEYS  meta win sums pend jobs
--   ARGV  sid, group
--   Reply {existed (0|1), jobs_cancelled}
local function clear(k, a)
  check_keys(k, BLOCK_KEYS, a[1] or '')
  group_arg(a[2])
  blocks_only(rcall('HGET', k[1], 'policy'))
  local existed = rcall('EXISTS', k[1])
  -- the first write is an XACK on `jobs`: a wrong type there changes nothing
  local cancelled = cancel_jobs(queued_jobs(k[4]), k[5], a[2])
  rcall('DEL', k[1], k[2], k[3], k[4])
  return {existed, cancelled}
end

-- rollmem_configure
--   KEYS  meta win sums pend jobs
--   ARGV  sid, window_size or "", max_summaries or ""   ("" removes the override)
--   Reply {window_size override or 0, max_summaries override or -1}
local function configure(k, a)
  check_keys(k, BLOCK_KEYS, a[1] or '')
  blocks_only(rcall('HGET', k[1], 'policy'))
  local w = a[2] ~= '' and int_arg(a[2], 'window_size', 1, MAX_WINDOW) or nil
  local m = a[3] ~= '' and int_arg(a[3], 'max_summaries', 0, MAX_SUMMARIES) or nil
  if w then rcall('HSET', k[1], 'w', w) else rcall('HDEL', k[1], 'w') end
  if m then rcall('HSET', k[1], 'm', m) else rcall('HDEL', k[1], 'm') end
  return {w or 0, m or -1}
end

-- rollmem_export  (read-only)
--   KEYS  meta win sums pend jobs
--   ARGV  window_size, max_summaries (deployment defaults)
--   Reply {gen, last, mark, w_override or 0, m_override or -1, n_window,
--          n_summaries, window payloads..., {end, summary}...,
--          n_pending, {start, end, entries JSON array}...}
--   Start is 0 and entries "" if a pending job is gone from the stream
--   (dead-lettered); rollmem_import refuses start 0, so importers drop such blocks.
local function export(k, a)
  check_keys(k, BLOCK_KEYS)
  local h = rcall('HMGET', k[1], 'gen', 'last', 'mark', 'w', 'm', 'policy')
  blocks_only(h[6])
  local w, m = limits(h[4], h[5], a[1], a[2])
  local win = rcall('LRANGE', k[2], -w, -1)
  local sums = m > 0 and rcall('ZRANGE', k[3], -m, -1, 'WITHSCORES') or {}
  local out = {h[1] or '', tonumber(h[2]) or 0, tonumber(h[3]) or 0,
    tonumber(h[4]) or 0, tonumber(h[5]) or -1, #win, math.floor(#sums / 2)}
  for _, v in ipairs(win) do out[#out + 1] = v end
  for i = 1, #sums, 2 do
    out[#out + 1] = tonumber(sums[i + 1])
    out[#out + 1] = sums[i]
  end
  local pend = rcall('HGETALL', k[4])
  out[#out + 1] = math.floor(#pend / 2)
  for i = 1, #pend, 2 do
    -- a malformed record reads as a job that left the stream
    local ok = string.find(pend[i + 1], '^%d+%-%d+$')
    local rows = ok and rcall('XRANGE', k[5], pend[i + 1], pend[i + 1]) or {}
    local start, entries = 0, ''
    if rows[1] then
      local f = rows[1][2]
      for j = 1, #f, 2 do
        if f[j] == 'start' then start = tonumber(f[j + 1]) end
        if f[j] == 'entries' then entries = f[j + 1] end
      end
    end
    out[#out + 1] = start
    out[#out + 1] = tonumber(pend[i])
    out[#out + 1] = entries
  end
  return out
end

-- rollmem_import  (replaces the session atomically)
--   KEYS  meta win sums pend jobs
--   ARGV  sid, group, ttl_ms, max_entry_bytes, w_override or "",
--         m_override or "", last, mark, n_window, window payloads...,
--         n_summaries, {end, summary}..., n_pending, {start, end, entries}...
--   Reply {gen, jobs_queued}
--   Pending blocks are queued again under the new generation; results of the
--   replaced session's jobs are then recognised as stale. A budget session is
--   not replaced (RM_WRONGPOLICY).
local function import(k, a)
  local sid = check_keys(k, BLOCK_KEYS, a[1] or '')
  group_arg(a[2])
  local ttl = int_arg(a[3], 'ttl_ms', 0, MAX_TTL_MS)
  local limit = int_arg(a[4], 'max_entry_bytes', 2, MAX_PAYLOAD)
  local w = a[5] ~= '' and int_arg(a[5], 'window_size', 1, MAX_WINDOW) or nil
  local m = a[6] ~= '' and int_arg(a[6], 'max_summaries', 0, MAX_SUMMARIES) or nil
  local last = int_arg(a[7], 'last', 0, MAX_SEQ)
  local mark = int_arg(a[8], 'mark', 0, last)
  local nwin = int_arg(a[9], 'n_window', 0, math.min(last, MAX_WINDOW))
  local i = 10
  for j = i, i + nwin - 1 do object_arg(a[j], 'interaction', limit) end
  i = i + nwin
  local nsum = int_arg(a[i], 'n_summaries', 0, MAX_SUMMARIES)
  for j = i + 1, i + 2 * nsum, 2 do
    int_arg(a[j], 'summary end', 1, mark)
    object_arg(a[j + 1], 'summary', MAX_PAYLOAD)
  end
  i = i + 1 + 2 * nsum
  local npend = int_arg(a[i], 'n_pending', 0, MAX_WINDOW)
  local ends = {}
  for j = i + 1, i + 3 * npend, 3 do
    local stop = int_arg(a[j + 1], 'pending end', 1, mark)
    int_arg(a[j], 'pending start', 1, stop)
    if ends[stop] then fail('BADARG', 'two pending blocks end at ' .. stop) end
    ends[stop] = true
    local e = a[j + 2]
    if type(e) ~= 'string' or string.byte(e, 1) ~= 91 or string.byte(e, -1) ~= 93 then
      fail('BADENTRY', 'pending entries must be a JSON array')
    end
    if #e > MAX_JOB_BYTES then fail('TOOLARGE', 'pending entries over ' .. MAX_JOB_BYTES .. ' bytes') end
  end
  if i + 3 * npend ~= #a then fail('BADARG', 'argument count does not match the counts given') end
  -- a budget session keeps keys this function does not know: replacing only
  -- its meta would orphan them
  blocks_only(rcall('HGET', k[1], 'policy'))
  local ids = queued_jobs(k[4])
  check_types(k, {5, 'stream'})

  cancel_jobs(ids, k[5], a[2])
  rcall('DEL', k[1], k[2], k[3], k[4])
  local gen = new_gen()
  rcall('HSET', k[1], 'gen', gen, 'policy', 'blocks', 'last', last, 'mark', mark,
    'created_ms', gen_ms(gen))
  if w then rcall('HSET', k[1], 'w', w) end
  if m then rcall('HSET', k[1], 'm', m) end
  for j = 10, 9 + nwin do rcall('RPUSH', k[2], a[j]) end
  for j = 11 + nwin, 10 + nwin + 2 * nsum, 2 do rcall('ZADD', k[3], a[j], a[j + 1]) end
  for j = i + 1, i + 3 * npend, 3 do
    local id = rcall('XADD', k[5], '*', 'sid', sid, 'gen', gen, 'policy', 'blocks',
      'start', a[j], 'end', a[j + 1], 'w', w or 0, 'entries', a[j + 2])
    rcall('HSET', k[4], a[j + 1], id)
  end
  touch(ttl, k[1], k[2], k[3], k[4])
  return {gen, npend}
end

redis.register_function('rollmem_append', guard(append, 5))
redis.register_function('rollmem_put_summary', guard(put_summary, 6))
redis.register_function('rollmem_clear', guard(clear, 5))
redis.register_function('rollmem_configure', guard(configure, 5))
redis.register_function('rollmem_import', guard(import, 5))
redis.register_function{function_name = 'rollmem_context', callback = guard(context, 5), flags = {'no-writes'}}
redis.register_function{function_name = 'rollmem_stats', callback = guard(stats, 5), flags = {'no-writes'}}
redis.register_function{function_name = 'rollmem_export', callback = guard(export, 5), flags = {'no-writes'}}
