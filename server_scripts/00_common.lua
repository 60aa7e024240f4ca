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
local LIB_VERSION = 6

-- Raised errors are tables {err = "RM_<CODE> text"}; `guard` turns them into
-- error replies (fakeredis loses the text of errors raised from nested calls).
local function fail(code, msg)
  error({err = 'RM_' .. code .. ' ' .. msg})
end

-- `nkeys`, when given, is the exact KEYS count the function takes: a caller
-- passing fewer would otherwise fail on a nil key half-way through, after
-- earlier writes (Redis does not roll a script back).
local function guard(fn, nkeys)
  return function(keys, args)
    if nkeys and #keys ~= nkeys then
      return redis.error_reply('RM_BADARG expected ' .. nkeys .. ' keys, got ' .. #keys)
    end
    local ok, res = pcall(fn, keys, args)
    if ok then return res end
    -- Redis hands the raised table back as a string, fakeredis as the table.
    local msg = type(res) == 'table' and res.err or tostring(res)
    local ours = string.match(msg, 'RM_%u+ .*')
    if ours then return redis.error_reply(ours) end
    return redis.error_reply('RM_INTERNAL ' .. msg)
  end
end

local function int_arg(v, name, lo, hi)
  local n = tonumber(v)
  if n == nil or n ~= math.floor(n) or n < lo or n > hi then
    fail('BADARG', name .. ' must be an integer in [' .. lo .. ', ' .. hi .. '], got ' .. tostring(v))
  end
  return n
end

local function sid_arg(v)
  if type(v) ~= 'string' or #v == 0 or #v > 200 or not string.find(v, '^[%w_%.:@%-]+$') then
    fail('BADSESSION', 'session id must be 1-200 characters of [A-Za-z0-9_.:@-]')
  end
  return v
end

local function stream_id_arg(v, name)
  if type(v) ~= 'string' or not string.find(v, '^%d+%-%d+$') then fail('BADARG', name .. ' must be a stream id') end
  return v
end

local function group_arg(v)
  if type(v) ~= 'string' or #v == 0 then fail('BADARG', 'group is required') end
  return v
end

-- A JSON object, judged by its first and last bytes only: decoding the payload
-- here would cost time on every append (clients validate fully before sending).
local function object_arg(v, name, limit)
  if type(v) ~= 'string' or #v < 2 or string.sub(v, 1, 1) ~= '{' or string.sub(v, -1) ~= '}' then
    fail('BADENTRY', name .. ' must be a JSON object')
  end
  if #v > limit then
    fail('TOOLARGE', name .. ' is ' .. #v .. ' bytes, over the limit of ' .. limit)
  end
  return v
end

-- Session generation: a fresh token whenever a session is created or replaced,
-- so results computed for an earlier life of the session are recognised.
local function new_gen()
  local t = rcall('TIME')
  return t[1] .. string.format('%06d', tonumber(t[2]))
end

local function touch(keys_list, ttl_ms)
  if ttl_ms > 0 then
    for _, k in ipairs(keys_list) do rcall('PEXPIRE', k, ttl_ms) end
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

-- Acknowledge and delete a session's queued jobs (ids are the values of its
-- `pend` hash, before any "|"): nobody should spend an LLM call on a session
-- that no longer exists. Returns how many there were.
local function cancel_jobs(k_pend, k_jobs, group)
  local pend = rcall('HVALS', k_pend)
  for _, v in ipairs(pend) do
    local id = string.match(v, '^[^|]+')
    rcall('XACK', k_jobs, group, id)
    rcall('XDEL', k_jobs, id)
  end
  return #pend
end

redis.register_function{
  function_name = 'rollmem_version',
  callback = function() return LIB_VERSION end,
  flags = {'no-writes', 'allow-stale'},
}
