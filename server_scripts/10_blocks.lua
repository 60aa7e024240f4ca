-- The `blocks` policy (seed 000): a window of the newest W interactions and at
-- most M summaries, each covering one block of W interactions.
--
-- Every function here takes the same six keys, all under one hash tag
-- {<prefix>:b<NN>} (see README.md in this folder):
--   KEYS[1] meta   hash    counters, generation, per-session overrides
--   KEYS[2] win    list    the window, oldest first, payloads as sent
--   KEYS[3] sums   zset    summaries: score = endIndex, member = summary JSON
--   KEYS[4] pend   hash    endIndex -> job id, for blocks queued but not summarized;
--                          field m -> "job_id|first_end|last_end|count" for a queued merge
--   KEYS[5] jobs   stream  the bucket's summary-job stream (shared by sessions)
--   KEYS[6] facts  hash    the fact ledger (05_facts.lua)
--
-- Sequence numbers start at 1 and are assigned here, never by clients, so the
-- order of turns never depends on a bot host's clock. The window always holds
-- the contiguous range last-#win+1 .. last.

local MAX_WINDOW = 100000
local MAX_SUMMARIES = 10000
local MERGE_SLACK = 16  -- summaries beyond the cap a merge-mode read returns at most

-- KEYS, checked against the sid (check_keys); write-backs add the bucket's
-- outcome counters `<tag>:stats` after the ledger.
local BLOCK_NAMES = {'meta', 'win', 'sums', 'pend', 'jobs', 'facts'}
local BLOCK_KEYS = key_spec(BLOCK_NAMES, {1, 2, 3, 4, 6}, {5})
local BLOCK_WB_KEYS = key_spec(BLOCK_NAMES, {1, 2, 3, 4, 6}, {5}, 'stats')
local BLOCK_WB_TYPES = {3, 'zset', 4, 'hash', 5, 'stream', 6, 'hash', 7, 'hash'}

-- Effective window size and summary cap: a per-session override wins. The
-- arguments are validated even then, so a bad call fails whatever the session.
local function limits(meta_w, meta_m, arg_w, arg_m)
  local w = int_arg(arg_w, 'window_size', 1, MAX_WINDOW)
  local m = int_arg(arg_m, 'max_summaries', 0, MAX_SUMMARIES)
  return meta_w and int_arg(meta_w, 'stored window_size', 1, MAX_WINDOW) or w,
    meta_m and int_arg(meta_m, 'stored max_summaries', 0, MAX_SUMMARIES) or m
end

-- The summary cap's mode: a per-session override (meta c), else what the
-- writers' last append recorded (meta capmode), else seed 000's drop.
local function cap_mode_arg(v)
  if v ~= 'drop' and v ~= 'merge' then fail('BADARG', 'cap_mode must be drop or merge, got ' .. show(v)) end
  return v
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
-- An interaction must read back through every reader: a JSON object holding
-- `userRequest`, `aiResponse` (any JSON) and a string `ts`. One decode per
-- append (a few microseconds for a typical turn) is the price of "accepted
-- means readable" for callers in any language.
local function interaction_arg(v, limit)
  object_arg(v, 'interaction', limit)
  local ok, t = pcall(cjson.decode, v)
  if not ok or type(t) ~= 'table' or t.userRequest == nil or t.aiResponse == nil or type(t.ts) ~= 'string' then
    fail('BADENTRY', 'interaction must be a JSON object {"userRequest": ..., "aiResponse": ..., "ts": "<ISO-8601>"}')
  end
  return v
end

local function enqueue_block(k, sid, gen, w, first, last_seq, start, stop, policy)
  local entries = rcall('LRANGE', k[2], start - first, stop - first)
  local id = rcall('XADD', k[5], '*',
    'sid', sid, 'gen', gen, 'policy', policy,
    'start', start, 'end', stop, 'w', w,
    'entries', '[' .. table.concat(entries, ',') .. ']')
  rcall('HSET', k[4], stop, id)
  return id
end

-- Numbers handed to redis.call are formatted with "%.17g" on every call (a few
-- hundred nanoseconds each): the steady-state append passes strings only. The
-- window's trim offset is remembered per window size.
local NEG, N_NEG = {}, 0
local function neg(n)
  local s = NEG[n]
  if not s then
    if N_NEG >= 256 then NEG, N_NEG = {}, 0 end
    s = tostring(-n)
    NEG[n], N_NEG = s, N_NEG + 1
  end
  return s
end

-- rollmem_append
--   KEYS  meta win sums pend jobs facts
--   ARGV  sid, interaction (JSON object), window_size, max_summaries,
--         ttl_ms (0 = none), max_entry_bytes, [cap_mode] (drop (default) | merge)
--   Reply {seq, queued (0|1), job_id or "", block_start, block_end}
--   Errors RM_BADSESSION, RM_BADENTRY, RM_TOOLARGE, RM_BADARG, RM_WRONGPOLICY
-- A block job is queued when the window overflows and W interactions have
-- arrived since the previous block: at 22, 43, 64, ... with W = 21.
local function append(k, a)
  local sid = check_keys(k, BLOCK_KEYS, a[1] or '')
  local limit = int_arg(a[6], 'max_entry_bytes', 2, MAX_PAYLOAD)
  local payload = interaction_arg(a[2], limit)
  local ttl = int_arg(a[5], 'ttl_ms', 0, MAX_TTL_MS)
  local capmode = cap_mode_arg(a[7] or 'drop')
  -- Every redis.call costs a few microseconds: the steady state makes four
  -- (HMGET, RPUSH, LTRIM, HSET), the clock is read only when a session starts.
  local h = rcall('HMGET', k[1], 'gen', 'last', 'mark', 'w', 'm', 'policy', 'cap', 'capmode')
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
    rcall('LTRIM', k[2], neg(w), '-1')
    len = w
  end
  if not gen then
    gen = new_gen()
    rcall('HSET', k[1], 'gen', gen, 'policy', 'blocks', 'created_ms', gen_ms(gen))
  end

  local id, start = '', 0
  if queue then
    -- the block never reaches before the window's first entry (an import can
    -- leave fewer entries than the distance to the last block)
    start = math.max(mark + 1, last - len + 1)
    id = enqueue_block(k, sid, gen, w, last - len + 1, last, start, last, 'blocks')
    mark = last
    rcall('HINCRBY', k[1], 'jobs_queued', 1)
  end
  -- `cap` records the writers' summary cap, so a daemon configured otherwise
  -- still caps this session's summaries as its writers expect. It is the
  -- deployment's value, not the session's override: put_summary reads the
  -- override itself, and an override removed by configure must not linger here.
  if tonumber(h[7]) ~= cap or (h[8] or 'drop') ~= capmode then
    rcall('HSET', k[1], 'last', last, 'mark', mark, 'cap', cap, 'capmode', capmode)
  elseif id == '' and h[2] and #h[2] <= 15 and string.find(h[2], '^[1-9]%d*$') then
    rcall('HINCRBY', k[1], 'last', '1')  -- a canonical integer (HINCRBY cannot fail on it): last = it + 1
  else
    rcall('HSET', k[1], 'last', last, 'mark', mark)
  end
  touch(ttl, k[1], k[2], k[3], k[4], k[6])
  return {last, id ~= '' and 1 or 0, id, start, id ~= '' and last or 0}
end

-- Merge mode: fold the oldest count-m+1 summaries into one (a summary of
-- summaries), one merge in flight per session; the cap holds once it lands.
local function queue_merge(k, sid, gen, m)
  local count = rcall('ZCARD', k[3])
  if m == 0 or count <= m or rcall('HEXISTS', k[4], 'm') == 1 then return end
  local old = rcall('ZRANGE', k[3], 0, count - m, 'WITHSCORES')
  local items = {}
  for i = 1, #old, 2 do items[#items + 1] = old[i] end
  local first, last = old[2], old[#old]
  local id = rcall('XADD', k[5], '*', 'sid', sid, 'gen', gen, 'policy', 'blocks', 'kind', 'merge',
    'start', first, 'end', last, 'count', #items, 'summaries', '[' .. table.concat(items, ',') .. ']')
  rcall('HSET', k[4], 'm', id .. '|' .. first .. '|' .. last .. '|' .. #items)
  rcall('HINCRBY', k[1], 'jobs_queued', 1)
end

-- The cap in force: (max_summaries, mode) from the session's overrides, else
-- the writers' recorded settings, else the caller's `m`.
local function cap_of(h_m, h_cap, h_c, h_capmode, arg_m)
  local _, m = limits(nil, h_m or h_cap, 1, arg_m)
  return m, cap_mode_arg(h_c or h_capmode or 'drop')
end

-- rollmem_put_summary
--   KEYS  meta win sums pend jobs facts
--   ARGV  sid, gen, block_end, job_id, group, summary (JSON object),
--         max_summaries (used only if the session has no recorded cap), ttl_ms,
--         [origin_id] (the id the job was first queued under, if requeued; "" = job_id),
--         [base_end] (running summaries: the end of the summary this one builds on,
--                     0 for none; "" = no check),
--         [max_fact_tokens] (the ledger's cap; 0 or absent = ledger off),
--         [n_facts, {key, seq, tokens, rank, vid, fact JSON}...] (see 05_facts.lua)
--   Reply {status, summaries}; status is one of
--     "written"    stored; the oldest summaries beyond the cap were dropped (drop
--                  mode) or queued for a merge (merge mode)
--     "duplicate"  this block is not pending under this job id (already
--                  written, or the job was replaced): nothing changed
--     "stale"      the session was cleared or replaced since the job was queued
--     "superseded" (drop mode) the cap is full of newer summaries: a late result,
--                  its summary dropped (its facts are still written to the ledger)
--     "stale_base" (running summaries) the newest earlier summary is not the one
--                  the result was built on: NOT acknowledged, redo it
--   In every other case the job is acknowledged and deleted from the stream in
--   the same step, so a result can be delivered any number of times. The facts
--   are written in the same step, and only for "written" and "superseded".
local function put_summary(k, a)
  local sid = check_keys(k, BLOCK_WB_KEYS, a[1] or '')
  local stop = int_arg(a[3], 'block_end', 1, MAX_SEQ)
  local job_id, group = stream_id_arg(a[4], 'job_id'), group_arg(a[5])
  local summary = json_arg(a[6], 'summary', MAX_PAYLOAD)
  int_arg(a[7], 'max_summaries', 0, MAX_SUMMARIES)
  local ttl = int_arg(a[8], 'ttl_ms', 0, MAX_TTL_MS)
  local origin = (a[9] and a[9] ~= '') and stream_id_arg(a[9], 'origin_id') or job_id
  local base = (a[10] and a[10] ~= '') and int_arg(a[10], 'base_end', 0, stop) or nil
  local fcap = int_arg((a[11] and a[11] ~= '') and a[11] or '0', 'max_fact_tokens', 0, MAX_FACT_TOKENS)
  local facts = facts_args(a, 12)
  check_types(k, BLOCK_WB_TYPES)
  local h = rcall('HMGET', k[1], 'gen', 'm', 'policy', 'cap', 'c', 'capmode')
  blocks_only(h[3])
  local m, mode = cap_of(h[2], h[4], h[5], h[6], a[7])

  -- the outcome first (reads only), then the counter, the ack and the writes
  local status, count = 'written', rcall('ZCARD', k[3])
  if base and h[1] == a[2] and not base_holds(k[3], stop, base) then
    status = 'stale_base'
  elseif not h[1] or h[1] ~= a[2] then
    status = 'stale'
  elseif rcall('HGET', k[4], stop) ~= origin then
    status = 'duplicate'
  elseif not (mode == 'merge' and m > 0) and count >= m then
    -- kept only if newer than the oldest of the m newest; the zset can hold
    -- more than m when the session's cap was lowered since they were written
    local floor = m > 0 and rcall('ZRANGE', k[3], count - m, count - m, 'WITHSCORES') or {}
    if m == 0 or tonumber(floor[2]) > stop then status = 'superseded' end
  end
  count_outcome(k[7], status)
  if status == 'stale_base' then return {status, count} end
  rcall('XACK', k[5], group, job_id)
  rcall('XDEL', k[5], job_id)
  if status == 'stale' or status == 'duplicate' then return {status, count} end
  rcall('HDEL', k[4], stop)
  ttl = writeback_ttl(k[1], ttl)
  write_facts(k[6], facts, fcap)
  if status == 'superseded' then
    touch(ttl, k[1], k[2], k[3], k[4], k[6])
    return {status, count}
  end
  rcall('ZADD', k[3], stop, summary)
  rcall('HINCRBY', k[1], 'summaries_written', 1)
  if mode == 'merge' and m > 0 then
    queue_merge(k, sid, h[1], m)
    touch(ttl, k[1], k[2], k[3], k[4], k[6])
    return {'written', count + 1}
  end
  if count + 1 > m then
    rcall('ZREMRANGEBYRANK', k[3], 0, count - m)
  end
  touch(ttl, k[1], k[2], k[3], k[4], k[6])
  return {'written', math.min(count + 1, m)}
end

-- rollmem_put_merge  (merge cap mode)
--   KEYS  meta win sums pend jobs facts
--   ARGV  sid, gen, job_id, group, summary (JSON object), ttl_ms, [origin_id],
--         [max_fact_tokens], [n_facts, {key, seq, tokens, rank, vid, fact JSON}...]
--   Reply {status, summaries}; status written | duplicate | stale | conflict
-- Replaces the summaries the merge job covered (ends first..last) by the merged
-- one, scored at the last end, and writes the merge's facts, in one step.
-- "conflict": those summaries are no longer exactly the ones the job read
-- (one was written in between); nothing changes but the acknowledgement, and
-- a fresh merge is queued.
local function put_merge(k, a)
  local sid = check_keys(k, BLOCK_WB_KEYS, a[1] or '')
  local job_id, group = stream_id_arg(a[3], 'job_id'), group_arg(a[4])
  local summary = json_arg(a[5], 'summary', MAX_PAYLOAD)
  local ttl = int_arg(a[6], 'ttl_ms', 0, MAX_TTL_MS)
  local origin = (a[7] and a[7] ~= '') and stream_id_arg(a[7], 'origin_id') or job_id
  local fcap = int_arg((a[8] and a[8] ~= '') and a[8] or '0', 'max_fact_tokens', 0, MAX_FACT_TOKENS)
  local facts = facts_args(a, 9)
  check_types(k, BLOCK_WB_TYPES)
  local h = rcall('HMGET', k[1], 'gen', 'm', 'policy', 'cap', 'c', 'capmode')
  blocks_only(h[3])
  local m, mode = cap_of(h[2], h[4], h[5], h[6], 1)
  -- the outcome first (reads only), then the counter, the ack and the writes
  local status, job, first, last, count = 'written', nil, nil, nil, nil
  if not h[1] or h[1] ~= a[2] then
    status = 'stale'
  else
    job, first, last, count = string.match(rcall('HGET', k[4], 'm') or '', '^([^|]+)|(%d+)|(%d+)|(%d+)$')
    if job ~= origin then
      status = 'duplicate'
    else
      local old = rcall('ZRANGEBYSCORE', k[3], first, last, 'WITHSCORES')
      if #old / 2 ~= tonumber(count) or tonumber(old[2]) ~= tonumber(first) or tonumber(old[#old]) ~= tonumber(last) then
        status = 'conflict'
      end
    end
  end
  count_outcome(k[7], status)
  rcall('XACK', k[5], group, job_id)
  rcall('XDEL', k[5], job_id)
  if status == 'stale' or status == 'duplicate' then return {status, rcall('ZCARD', k[3])} end
  rcall('HDEL', k[4], 'm')
  ttl = writeback_ttl(k[1], ttl)
  if status == 'conflict' then
    if mode == 'merge' then queue_merge(k, sid, h[1], m) end
    return {'conflict', rcall('ZCARD', k[3])}
  end
  rcall('ZREMRANGEBYSCORE', k[3], first, last)
  rcall('ZADD', k[3], last, summary)
  write_facts(k[6], facts, fcap)
  rcall('HINCRBY', k[1], 'merges_written', 1)
  if mode == 'merge' then queue_merge(k, sid, h[1], m) end
  touch(ttl, k[1], k[2], k[3], k[4], k[6])
  return {'written', rcall('ZCARD', k[3])}
end

-- Summaries a read returns: the newest m (drop mode); in merge mode every one
-- kept (at most m once the queued merge lands, a few more meanwhile: nothing
-- waiting to be merged is hidden).
local function read_sums(k, m, mode, scores)
  if m == 0 then return {} end
  local n = mode == 'merge' and -(m + MERGE_SLACK) or -m
  if scores then return rcall('ZRANGE', k[3], n, -1, 'WITHSCORES') end
  return rcall('ZRANGE', k[3], n, -1)
end

-- rollmem_context  (read-only: FCALL_RO)
--   KEYS  meta win sums pend jobs facts
--   ARGV  window_size, max_summaries (deployment defaults), [with_facts] (1 default | 0)
--   Reply {gen, last, mark, window_size, max_summaries, n_window, n_summaries,
--          window payloads (oldest first)..., summaries (oldest first)...,
--          fact_tokens, n_facts, fact records...}   (the ledger: 0, 0 with with_facts 0)
--   gen is "" when the session does not exist.
local function context(k, a)
  check_keys(k, BLOCK_KEYS)
  local h = rcall('HMGET', k[1], 'gen', 'last', 'mark', 'w', 'm', 'policy', 'cap', 'c', 'capmode')
  blocks_only(h[6])
  local w, m = limits(h[4], h[5], a[1], a[2])
  local _, mode = cap_of(h[5], h[7], h[8], h[9], a[2])
  local win = rcall('LRANGE', k[2], -w, -1)
  local sums = read_sums(k, m, mode, false)
  local out = {h[1] or '', tonumber(h[2]) or 0, tonumber(h[3]) or 0, w, m, #win, #sums}
  for _, v in ipairs(win) do out[#out + 1] = v end
  for _, v in ipairs(sums) do out[#out + 1] = v end
  if a[3] == '0' then
    out[#out + 1] = 0
    out[#out + 1] = 0
    return out
  end
  return read_facts(k[6], out)
end

-- rollmem_stats  (read-only)
--   KEYS  meta win sums pend jobs facts
--   ARGV  window_size, max_summaries (deployment defaults)
--   Reply flat field/value list: exists, policy, gen, last, mark, window,
--         summaries, pending, jobs_queued, summaries_written, created_ms,
--         window_size, max_summaries, ttl_ms (-1 = no TTL), facts, fact_tokens
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
    'facts', math.max(0, rcall('HLEN', k[6]) - 1), 'fact_tokens', tonumber(rcall('HGET', k[6], 'tok')) or 0,
  }
end

-- rollmem_clear
--   KEYS  meta win sums pend jobs facts
--   ARGV  sid, group
--   Reply {existed (0|1), jobs_cancelled}
local function clear(k, a)
  check_keys(k, BLOCK_KEYS, a[1] or '')
  group_arg(a[2])
  blocks_only(rcall('HGET', k[1], 'policy'))
  local existed = rcall('EXISTS', k[1])
  -- the first write is an XACK on `jobs`: a wrong type there changes nothing
  local cancelled = cancel_jobs(queued_jobs(k[4]), k[5], a[2])
  rcall('DEL', k[1], k[2], k[3], k[4], k[6])
  return {existed, cancelled}
end

-- rollmem_configure
--   KEYS  meta win sums pend jobs facts
--   ARGV  sid, window_size or "", max_summaries or "", [cap_mode or ""]
--         ("" removes the override; an absent cap_mode leaves it as it is)
--   Reply {window_size override or 0, max_summaries override or -1, cap_mode override or ""}
local function configure(k, a)
  check_keys(k, BLOCK_KEYS, a[1] or '')
  blocks_only(rcall('HGET', k[1], 'policy'))
  if rcall('EXISTS', k[1]) == 0 then fail('NOSESSION', 'session ' .. a[1] .. ' does not exist') end
  local w = a[2] ~= '' and int_arg(a[2], 'window_size', 1, MAX_WINDOW) or nil
  local m = a[3] ~= '' and int_arg(a[3], 'max_summaries', 0, MAX_SUMMARIES) or nil
  local c = (a[4] and a[4] ~= '') and cap_mode_arg(a[4]) or nil
  if w then rcall('HSET', k[1], 'w', w) else rcall('HDEL', k[1], 'w') end
  if m then rcall('HSET', k[1], 'm', m) else rcall('HDEL', k[1], 'm') end
  if c then rcall('HSET', k[1], 'c', c) elseif a[4] == '' then rcall('HDEL', k[1], 'c') end
  return {w or 0, m or -1, rcall('HGET', k[1], 'c') or ''}
end

-- rollmem_export  (read-only)
--   KEYS  meta win sums pend jobs facts
--   ARGV  window_size, max_summaries (deployment defaults)
--   Reply {gen, last, mark, w_override or 0, m_override or -1, n_window,
--          n_summaries, window payloads..., {end, summary}...,
--          n_pending, {start, end, entries JSON array}...,
--          fact_tokens, n_facts, fact records..., cap_mode override or ""}
--   (a queued merge is not exported: import queues one again if the cap needs it)
--   Start is 0 and entries "" if a pending job is gone from the stream
--   (dead-lettered); rollmem_import refuses start 0, so importers drop such blocks.
local function export(k, a)
  check_keys(k, BLOCK_KEYS)
  local h = rcall('HMGET', k[1], 'gen', 'last', 'mark', 'w', 'm', 'policy', 'cap', 'c', 'capmode')
  blocks_only(h[6])
  local w, m = limits(h[4], h[5], a[1], a[2])
  local _, mode = cap_of(h[5], h[7], h[8], h[9], a[2])
  local win = rcall('LRANGE', k[2], -w, -1)
  local sums = read_sums(k, m, mode, true)
  local out = {h[1] or '', tonumber(h[2]) or 0, tonumber(h[3]) or 0,
    tonumber(h[4]) or 0, tonumber(h[5]) or -1, #win, math.floor(#sums / 2)}
  for _, v in ipairs(win) do out[#out + 1] = v end
  for i = 1, #sums, 2 do
    out[#out + 1] = tonumber(sums[i + 1])
    out[#out + 1] = sums[i]
  end
  local all = rcall('HGETALL', k[4])
  local pend = {}
  for i = 1, #all, 2 do
    if all[i] ~= 'm' then pend[#pend + 1] = all[i]; pend[#pend + 1] = all[i + 1] end
  end
  out[#out + 1] = math.floor(#pend / 2)
  for i = 1, #pend, 2 do
    -- a malformed record reads as a job that left the stream
    local rows = string.find(pend[i + 1], '^%d+%-%d+$') and rcall('XRANGE', k[5], pend[i + 1], pend[i + 1]) or {}
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
  read_facts(k[6], out)
  out[#out + 1] = h[8] or ''
  return out
end

-- rollmem_import  (replaces the session atomically)
--   KEYS  meta win sums pend jobs facts
--   ARGV  sid, group, ttl_ms, max_entry_bytes, w_override or "",
--         m_override or "", last, mark, n_window, window payloads...,
--         n_summaries, {end, summary}..., n_pending, {start, end, entries}...,
--         [cap_mode override or "", max_fact_tokens, n_facts,
--          {key, seq, tokens, rank, vid, fact JSON}...]
--   Reply {gen, jobs_queued}
--   Facts are replayed in the order given (superseded values before the current
--   one, by seq), so the ledger's records come back as they were exported.
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
  for j = i, i + nwin - 1 do interaction_arg(a[j], limit) end
  i = i + nwin
  local nsum = int_arg(a[i], 'n_summaries', 0, MAX_SUMMARIES)
  for j = i + 1, i + 2 * nsum, 2 do
    int_arg(a[j], 'summary end', 1, mark)
    json_arg(a[j + 1], 'summary', MAX_PAYLOAD)
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
  local c, fcap, facts, stop = nil, 0, {}, i + 3 * npend + 1
  if a[stop] then
    c = a[stop] ~= '' and cap_mode_arg(a[stop]) or nil
    fcap = int_arg(a[stop + 1], 'max_fact_tokens', 0, MAX_FACT_TOKENS)
    facts, stop = facts_args(a, stop + 2)
  end
  if stop ~= #a + 1 then fail('BADARG', 'argument count does not match the counts given') end
  -- a budget session keeps keys this function does not know: replacing only
  -- its meta would orphan them
  blocks_only(rcall('HGET', k[1], 'policy'))
  local ids = queued_jobs(k[4])
  check_types(k, {5, 'stream'})

  cancel_jobs(ids, k[5], a[2])
  rcall('DEL', k[1], k[2], k[3], k[4], k[6])
  local gen = new_gen()
  rcall('HSET', k[1], 'gen', gen, 'policy', 'blocks', 'last', last, 'mark', mark,
    'created_ms', gen_ms(gen))
  if w then rcall('HSET', k[1], 'w', w) end
  if m then rcall('HSET', k[1], 'm', m) end
  if c then rcall('HSET', k[1], 'c', c) end
  write_facts(k[6], facts, fcap)
  for j = 10, 9 + nwin do rcall('RPUSH', k[2], a[j]) end
  for j = 11 + nwin, 10 + nwin + 2 * nsum, 2 do rcall('ZADD', k[3], a[j], a[j + 1]) end
  for j = i + 1, i + 3 * npend, 3 do
    local id = rcall('XADD', k[5], '*', 'sid', sid, 'gen', gen, 'policy', 'blocks',
      'start', a[j], 'end', a[j + 1], 'w', w or 0, 'entries', a[j + 2])
    rcall('HSET', k[4], a[j + 1], id)
  end
  touch(ttl, k[1], k[2], k[3], k[4], k[6])
  return {gen, npend}
end

redis.register_function('rollmem_append', guard(append, 6))
redis.register_function('rollmem_put_summary', guard(put_summary, 7))
redis.register_function('rollmem_clear', guard(clear, 6))
redis.register_function('rollmem_configure', guard(configure, 6))
redis.register_function('rollmem_import', guard(import, 6))
redis.register_function('rollmem_put_merge', guard(put_merge, 7))
redis.register_function{function_name = 'rollmem_context', callback = guard(context, 6), flags = {'no-writes'}}
redis.register_function{function_name = 'rollmem_stats', callback = guard(stats, 6), flags = {'no-writes'}}
redis.register_function{function_name = 'rollmem_export', callback = guard(export, 6), flags = {'no-writes'}}
