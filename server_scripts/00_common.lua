#!lua name=rollmem
-- rollmem: conversation memory as a Redis Functions library.
--
-- The files in this folder are concatenated in name order and loaded as one
-- library:  cat server_scripts/*.lua | redis-cli -x FUNCTION LOAD REPLACE
-- Every function's contract (KEYS, ARGV, reply, errors) is written above its
-- registration and collected in server_scripts/README.md.
--
-- Rules kept throughout (they make the library behave the same on Redis 7,
-- Valkey and fakeredis, and keep it safe on Redis Cluster):
--   * every key arrives in KEYS (built by the caller from one hash tag);
--   * payloads are opaque strings: stored and returned byte for byte;
--   * every argument is validated before the first write, so a refused call
--     changes nothing;
--   * no loop is unbounded: batch sizes come from stored or passed limits.

-- redis.call is not reachable while the library loads, only once a function
-- runs, hence the wrapper rather than `local rcall = redis.call`.
local function rcall(...) return redis.call(...) end

-- Bumped whenever a function's contract or the stored layout changes. Clients
-- compare it with their own copy and reload the library when Redis holds an
-- older one.
local LIB_VERSION = 8

-- Server-side maxima: whatever a caller passes, no limit goes above these
-- (server_scripts/README.md, "Limits").
local MAX_SEQ = 99999999999999        -- 10^14 - 1: Lua 5.1 prints larger integers as 1e+14
local MAX_PAYLOAD = 16777216          -- 16 MB: one interaction, entry or summary
local MAX_JOB_BYTES = 67108864        -- 64 MB: one imported pending block's entries
local MAX_TTL_MS = 315360000000       -- ten years
local MAX_NAME = 256                  -- group and consumer names, tool call ids

-- Raised errors are tables {err = "RM_<CODE> text"}; `guard` turns them into
-- error replies (fakeredis loses the text of errors raised from nested calls).
local function fail(code, msg)
  error({err = 'RM_' .. code .. ' ' .. msg})
end

-- A caller's value quoted in an error: short, and printable ASCII only, so the
-- reply always decodes whatever bytes were sent.
local function show(v)
  if type(v) ~= 'string' then return tostring(v) end
  return '"' .. string.gsub(string.sub(v, 1, 40), '[^%w%p ]', '?') .. (#v > 40 and '..."' or '"')
end

-- `nkeys`, when given, is the exact KEYS count the function takes: a caller
-- passing fewer would otherwise fail on a nil key half-way through, after
-- earlier writes (Redis does not roll a script back). A Redis error escaping
-- here (WRONGTYPE) comes from a read or the first write of a key whose type
-- was not checked before: every function orders its calls so (see README).
local function guard(fn, nkeys)
  return function(keys, args)
    if nkeys and #keys ~= nkeys then
      return redis.error_reply('RM_BADKEY expected ' .. nkeys .. ' keys, got ' .. #keys)
    end
    local ok, res = pcall(fn, keys, args)
    if ok then return res end
    -- Redis hands the raised table back as a string, fakeredis as the table.
    local msg = type(res) == 'table' and res.err or tostring(res)
    local ours = string.match(msg, 'RM_%u+ .*')
    if ours then return redis.error_reply(ours) end
    if string.find(msg, 'WRONGTYPE', 1, true) then return redis.error_reply('RM_WRONGTYPE ' .. msg) end
    return redis.error_reply('RM_INTERNAL ' .. msg)
  end
end

-- Integers are parsed strictly: decimal digits, an optional minus, no leading
-- zero, no padding, exponent, hex or fraction (tonumber accepts all of those,
-- and Redis commands then refuse some of them half-way through a call).
-- Arguments repeat from call to call (window sizes, limits, TTLs): a string
-- parsed once is remembered (bounded), so most checks are one table lookup.
local INTS, N_INTS = {}, 0
local function int_arg(v, name, lo, hi)
  local n = INTS[v]
  if n == nil then
    if type(v) == 'number' then
      if v == math.floor(v) then n = v end
    elseif type(v) == 'string' and #v <= 16 and (v == '0' or string.find(v, '^%-?[1-9]%d*$')) then
      n = tonumber(v)
      if N_INTS >= 4096 then INTS, N_INTS = {}, 0 end
      INTS[v], N_INTS = n, N_INTS + 1
    end
  end
  if n == nil or n < lo or n > hi then
    fail('BADARG', name .. ' must be an integer in [' .. lo .. ', ' .. hi .. '], got ' .. show(v))
  end
  return n
end

local function sid_arg(v)
  if type(v) ~= 'string' or #v == 0 or #v > 200 or not string.find(v, '^[%w_%.:@%-]+$') then
    fail('BADSESSION', 'session id must be 1-200 characters of [A-Za-z0-9_.:@-], got ' .. show(v))
  end
  return v
end

local function stream_id_arg(v, name)
  if type(v) ~= 'string' or #v > 41 or not string.find(v, '^%d+%-%d+$') then
    fail('BADARG', name .. ' must be a stream id, got ' .. show(v))
  end
  return v
end

local function group_arg(v)
  if type(v) ~= 'string' or #v == 0 or #v > MAX_NAME then fail('BADARG', 'group must be 1-256 bytes') end
  return v
end

-- A JSON object, judged by its first and last bytes only: decoding the payload
-- here would cost time on every append (clients validate fully before sending).
-- `limit` is the caller's, never above MAX_PAYLOAD.
local function object_arg(v, name, limit)
  if type(v) ~= 'string' or #v < 2 or string.byte(v, 1) ~= 123 or string.byte(v, -1) ~= 125 then
    fail('BADENTRY', name .. ' must be a JSON object')
  end
  if #v > limit then
    fail('TOOLARGE', name .. ' is ' .. #v .. ' bytes, over the limit of ' .. limit)
  end
  return v
end

-- A JSON value that must also decode: for the payloads the library's own
-- clients build (summaries, merges, facts). Interactions and budget entries
-- are decoded and checked field by field by their policy's own checks
-- (`interaction_arg`, `entry_arg`). fakeredis's cjson refuses integers past
-- 64 bits, which Redis accepts (as doubles): test payloads stay within them.
local function json_arg(v, name, limit)
  object_arg(v, name, limit)
  if not pcall(cjson.decode, v) then fail('BADENTRY', name .. ' is not valid JSON') end
  return v
end

-- Keys are derived and compared, never trusted. The bucket-level key at
-- `at` (named `<tag>:<names[at]>`) gives the hash tag `{...}`; the tag's text
-- is not interpreted (deployments may shape it as they like). Every other
-- bucket-level key must be `<tag>:<name>` and every session key
-- `<tag>:s:<sid>:<name>`. `sid` nil: taken from the first key (read-only
-- functions get no sid argument; writers pass `a[1] or ''`). Returns the sid,
-- validated (RM_BADSESSION).
-- Whether the tag is the bucket CRC16(sid) % buckets is not checked here (no
-- bit operations in the portable Lua subset, and the bucket count is not a
-- key); the daemon dead-letters a job found on a stream its sid does not map to.
local function expected_keys(k, spec, sid)
  local jk, jn = k[spec.at], spec.names[spec.at]
  local tl = #jk - #jn - 1
  local tag = string.sub(jk, 1, tl)
  if tl < 2 or string.byte(jk, 1) ~= 123 or string.find(jk, '}', 1, true) ~= tl or jk ~= tag .. ':' .. jn then
    fail('BADKEY', 'key ' .. spec.at .. ' must be <{tag}>:' .. jn .. ', got ' .. show(jk))
  end
  local want = {}
  for j = 1, #spec.bucket do
    local i = spec.bucket[j]
    want[i] = tag .. ':' .. spec.names[i]
  end
  if #spec.session > 0 then
    local base, first = tag .. ':s:', spec.session[1]
    sid = sid_arg(sid or string.sub(k[first], #base + 1, -#spec.names[first] - 2))
    base = base .. sid .. ':'
    for j = 1, #spec.session do
      local i = spec.session[j]
      want[i] = base .. spec.names[i]
    end
  end
  return {sid = sid, keys = want}
end

-- The expected names of a session's keys are built once and remembered (by
-- the first session key, or the bucket key), so a call compares interned
-- strings only. An entry is stored only after a full comparison passed.
local function check_keys(k, spec, sid)
  local first = k[spec.session[1] or spec.at]
  local hit = spec.cache[first]
  local e = hit or expected_keys(k, spec, sid)
  local want = e.keys
  for i = 1, #want do
    if k[i] ~= want[i] then
      fail('BADKEY', 'key ' .. i .. ' must be ' .. show(want[i]) .. ', got ' .. show(k[i]))
    end
  end
  if sid and sid ~= e.sid then
    sid_arg(sid)
    fail('BADKEY', 'the keys are session ' .. show(e.sid) .. "'s, not " .. show(sid) .. "'s")
  end
  if not hit then
    if spec.n >= 1024 then spec.cache, spec.n = {}, 0 end
    spec.cache[first], spec.n = e, spec.n + 1
  end
  return e.sid
end

-- A key spec (see check_keys): `names` by KEYS position, the positions of the
-- session's keys and of the bucket's, and the bucket key the tag is taken from.
-- (Runs while the library loads, when only a few globals exist: no ipairs.)
local function key_spec(names, session, bucket, extra)
  local s = {names = {}, session = session, bucket = {}, at = bucket[1], cache = {}, n = 0}
  for i = 1, #names do s.names[i] = names[i] end
  for i = 1, #bucket do s.bucket[i] = bucket[i] end
  if extra then
    s.names[#names + 1] = extra
    s.bucket[#s.bucket + 1] = #names + 1
  end
  return s
end

-- Keys a call writes whose type no earlier read has checked: TYPE each
-- before the first write (missing keys are fine). `spec` lists KEYS
-- positions and the type each must have.
local function check_types(k, spec)
  for i = 1, #spec, 2 do
    local t = rcall('TYPE', k[spec[i]])
    t = type(t) == 'table' and t.ok or t
    if t ~= 'none' and t ~= spec[i + 1] then
      fail('WRONGTYPE', 'key ' .. show(k[spec[i]]) .. ' holds a ' .. t .. ', not a ' .. spec[i + 1])
    end
  end
end

-- Session generation: a fresh token whenever a session is created or replaced,
-- so results computed for an earlier life of the session are recognised.
local function new_gen()
  local t = rcall('TIME')
  return t[1] .. string.format('%06d', tonumber(t[2]))
end

-- The creation time (ms) a generation token carries.
local function gen_ms(gen) return math.floor(tonumber(gen) / 1000) end

-- Write-back outcomes (written, duplicate, stale, ...) and dead letters are
-- counted in the bucket's `<tag>:stats` hash by the function that decides
-- them, in the same atomic step: counted == done, exactly.
local function count_outcome(k_stats, outcome) rcall('HINCRBY', k_stats, outcome, 1) end

-- Refresh the TTL of the keys given (nothing to do, and no table built, without one).
local function touch(ttl_ms, ...)
  if ttl_ms > 0 then
    for i = 1, select('#', ...) do rcall('PEXPIRE', (select(i, ...)), ttl_ms) end
  end
end

-- A write-back's TTL: its caller's, else (a daemon configured without one) the
-- session's remaining TTL, so keys a write-back creates (the first summary, the
-- ledger) never outlive the session they belong to.
local function writeback_ttl(k_meta, ttl_ms)
  if ttl_ms > 0 then return ttl_ms end
  local left = rcall('PTTL', k_meta)
  return left > 0 and left or 0
end

-- Running summaries: does the newest summary before `stop` in the summaries
-- zset `k_sums` end at `base` (0: there must be none)?
local function base_holds(k_sums, stop, base)
  local prev = rcall('ZREVRANGEBYSCORE', k_sums, '(' .. stop, '-inf', 'WITHSCORES', 'LIMIT', 0, 1)
  return (tonumber(prev[2]) or 0) == base
end

local function unpack_(t) return (table.unpack or unpack)(t) end

-- A session's queued job ids (the values of its `pend` hash, before any
-- "|"), read and checked before anything is written: cancel_jobs must not stop
-- half-way on a malformed one.
local function queued_jobs(k_pend)
  local pend = rcall('HVALS', k_pend)
  for i, v in ipairs(pend) do
    local id = string.match(v, '^(%d+%-%d+)|') or string.match(v, '^%d+%-%d+$')
    if not id then fail('CORRUPT', 'pending record ' .. show(v) .. ' names no job id') end
    pend[i] = id
  end
  return pend
end

-- Acknowledge and delete those jobs: nobody should spend an LLM call on a
-- session that no longer exists. Returns how many there were.
local function cancel_jobs(ids, k_jobs, group)
  for _, id in ipairs(ids) do
    rcall('XACK', k_jobs, group, id)
    rcall('XDEL', k_jobs, id)
  end
  return #ids
end

redis.register_function{
  function_name = 'rollmem_version',
  callback = function() return LIB_VERSION end,
  flags = {'no-writes', 'allow-stale'},
}
