-- The `budget` policy (seeds 001-004): typed entries with exact token counts,
-- a pinned system prompt and task anchor, compression of the oldest entries
-- into LLM summaries when a token, count or age trigger fires, tool-call /
-- tool-result groups kept together, and nothing lost while a summary is pending.
--
-- Every budget function takes the same eleven keys, all under one hash tag:
--   KEYS[1]  meta    hash    counters, generation, per-session overrides (o:<name>),
--                            summary token counts (st:<end>)
--   KEYS[2]  ent     zset    entries not yet summarized: score = seq,
--                            member = header "seq|tokens|type|call_id|added_ms"
--   KEYS[3]  body    hash    seq -> entry JSON, as sent
--   KEYS[4]  pin     hash    system, anchor -> entry JSON; system_h, anchor_h -> header
--   KEYS[5]  sums    zset    summaries: score = last seq covered, member = summary JSON
--   KEYS[6]  pend    hash    end seq -> "job_id|start|c|tokens|count" for queued
--                            compressions; field "m" -> "job_id|first_end|m|tokens|count|last_end"
--                            for a queued merge
--   KEYS[7]  jobs    stream  the bucket's summary jobs
--   KEYS[8]  calls   hash    tool call id -> o (open) | d (answered) | a (abandoned);
--                            an answered pair's id is freed when its summary lands
--   KEYS[9]  events  stream  the bucket's events (entry:added, compressed, session:cleared)
--   KEYS[10] aging   zset    the bucket's sessions by their oldest active entry (ms)
--   KEYS[11] facts   hash    the fact ledger (05_facts.lua)
--
-- Entries with seq <= meta.pthru have been compressed out: they stay in `ent`
-- and `body` (readable, "pending") until their summary's write-back removes
-- them in the same step that stores the summary.
--
-- Type codes: m message, c tool_call, r tool_result, x context, s system.

local MAX_ENTRY_TOKENS = 10000000
local MAX_ENTRIES = 1000000   -- entries one import may carry
local TYPES = {m = true, c = true, r = true, x = true, s = true}
local ROLES = {user = true, assistant = true, system = true, tool = true}

-- KEYS, checked against the sid (check_keys): session keys 1-6, 8 and 11, bucket
-- keys 7, 9, 10; write-backs add the bucket's outcome counters `<tag>:stats`
-- after the ledger.
local BUDGET_NAMES = {'meta', 'ent', 'body', 'pin', 'sums', 'pend', 'jobs', 'calls', 'events', 'aging', 'facts'}
local BUDGET_KEYS = key_spec(BUDGET_NAMES, {1, 2, 3, 4, 5, 6, 8, 11}, {7, 9, 10})
local BUDGET_WB_KEYS = key_spec(BUDGET_NAMES, {1, 2, 3, 4, 5, 6, 8, 11}, {7, 9, 10}, 'stats')
-- every key but meta (load_state's HMGET checks it), for the calls that are
-- not on the append path and may write any of them
local BUDGET_TYPES = {2, 'zset', 3, 'hash', 4, 'hash', 5, 'zset', 6, 'hash', 7, 'stream', 8, 'hash',
  9, 'stream', 10, 'zset', 11, 'hash'}
local BUDGET_WB_TYPES = {2, 'zset', 3, 'hash', 4, 'hash', 5, 'zset', 6, 'hash', 7, 'stream', 8, 'hash',
  9, 'stream', 10, 'zset', 11, 'hash', 12, 'hash'}

-- Policy settings, in the order they travel in ARGV, each with its check:
-- `f` a fraction in (0, 1], `e` drop|merge, else an integer in [lo, hi]. A
-- per-session override (meta field o:<name>) wins over the caller's value.
local CFG = {'max_tokens', 'context_window', 'watermark', 'max_entries', 'recent_window',
  'min_entries', 'max_age_ms', 'target_ratio', 'auto', 'max_summaries', 'cap_mode', 'pin_anchor',
  'tool_timeout_ms'}
local NCFG = #CFG
local CFG_CHECK = {{1, 1000000000}, {0, 1000000000}, 'f', {1, 1000000000}, {0, 1000000},
  {1, 1000000}, {0, MAX_TTL_MS}, 'f', {0, 1}, {0, 10000}, 'e', {0, 1}, {0, MAX_TTL_MS}}
local CFG_INDEX = {}
for i = 1, NCFG do CFG_INDEX[CFG[i]] = i end

-- A decimal fraction without exponent, sign or padding ("0.8", "1", ".25").
local function frac_arg(v, name)
  local n = type(v) == 'string' and #v <= 20 and string.find(v, '^%d*%.?%d+$') and tonumber(v)
  if not n or n <= 0 or n > 1 then fail('BADARG', name .. ' must be a decimal number in (0, 1], got ' .. show(v)) end
  return n
end

local function check_cfg(name, v)
  local spec = CFG_CHECK[CFG_INDEX[name]]
  if spec == 'f' then return frac_arg(v, name) end
  if spec == 'e' then
    if v ~= 'drop' and v ~= 'merge' then fail('BADARG', 'cap_mode must be drop or merge, got ' .. show(v)) end
    return v
  end
  return int_arg(v, name, spec[1], spec[2])
end

local function with_threshold(c)
  c.threshold = c.max_tokens
  if c.context_window > 0 then
    c.threshold = math.min(c.threshold, math.floor(c.watermark * c.context_window))
  end
  return c
end

-- The settings in force: ARGV[base .. base+NCFG-1] under the session's
-- overrides (`st.o`, read by load_state with the rest of the meta hash). The
-- arguments are validated even where an override wins, so a bad call fails
-- whatever the session. Writers send the same settings on every call: a
-- validated set is remembered by its text (bounded) and shared read-only.
local CFGS, N_CFGS = {}, 0
local function read_cfg(st, a, base)
  if #a < base + NCFG - 1 then fail('BADARG', 'expected ' .. NCFG .. ' settings') end
  local text = table.concat(a, '\n', base, base + NCFG - 1)
  local args = CFGS[text]
  if not args then
    args = {}
    for i = 1, NCFG do args[CFG[i]] = check_cfg(CFG[i], a[base + i - 1]) end
    with_threshold(args)
    if N_CFGS >= 256 then CFGS, N_CFGS = {}, 0 end
    CFGS[text], N_CFGS = args, N_CFGS + 1
  end
  local c
  for i = 1, NCFG do
    if st.o[i] then
      if not c then
        c = {}
        for j = 1, NCFG do c[CFG[j]] = args[CFG[j]] end
      end
      c[CFG[i]] = check_cfg(CFG[i], st.o[i])
    end
  end
  return c and with_threshold(c) or args
end

-- A tool call id: required for calls and results (at most 256 bytes, no "|",
-- which separates header fields), absent on other entries.
local function call_id_arg(t, cid)
  if (t == 'c' or t == 'r') ~= (cid ~= '') or #cid > MAX_NAME or string.find(cid, '|', 1, true) then
    fail('BADENTRY', 'tool calls and results need a call id (at most 256 bytes, no "|"); other entries none')
  end
  return cid
end

local function parse_header(h)
  local seq, tok, t, cid, added = string.match(h, '^(%d+)|(%d+)|(%a)|([^|]*)|(%d+)$')
  if not seq then fail('CORRUPT', 'entry header ' .. show(h) .. ' is malformed') end
  return tonumber(seq), tonumber(tok), t, cid, tonumber(added)
end

local function emit(k, maxlen, ...)
  if maxlen > 0 then rcall('XADD', k[9], 'MAXLEN', '~', maxlen, '*', ...) end
end

local function num(v) return tonumber(v) or 0 end

local function touch_budget(k, ttl)
  touch(ttl, k[1], k[2], k[3], k[4], k[5], k[6], k[8], k[11])
end

-- Re-file the session in the bucket's aging index under its oldest active entry.
local function update_aging(k, sid, pthru)
  local first = rcall('ZRANGEBYSCORE', k[2], '(' .. pthru, '+inf', 'LIMIT', 0, 1)
  if first[1] then
    local _, _, _, _, added = parse_header(first[1])
    rcall('ZADD', k[10], added, sid)
  else
    rcall('ZREM', k[10], sid)
  end
end

-- An ISO-8601 UTC time (ms precision) from epoch ms, without os.date.
local function iso_ms(ms)
  local secs = math.floor(ms / 1000)
  local z = math.floor(secs / 86400) + 719468  -- days since 0000-03-01 (H. Hinnant's civil_from_days)
  local era = math.floor(z / 146097)
  local doe = z - era * 146097
  local yoe = math.floor((doe - math.floor(doe / 1460) + math.floor(doe / 36524) - math.floor(doe / 146096)) / 365)
  local doy = doe - (365 * yoe + math.floor(yoe / 4) - math.floor(yoe / 100))
  local mp = math.floor((5 * doy + 2) / 153)
  local m = mp < 10 and mp + 3 or mp - 9
  local rem = secs % 86400
  return string.format('%04d-%02d-%02dT%02d:%02d:%02d.%03dZ', yoe + era * 400 + (m <= 2 and 1 or 0), m,
    doy - math.floor((153 * mp + 2) / 5) + 1, math.floor(rem / 3600), math.floor(rem % 3600 / 60), rem % 60, ms % 1000)
end

-- Close a tool call whose result did not arrive within tool_timeout_ms: the
-- library appends an error result entry for it (the session's next seq) and
-- marks the call `t`, so a late result is refused with RM_TIMEDOUT. The pair
-- then moves together like any answered pair.
local TIMEOUT_TOKENS = 24  -- the library's own count for the text below
local function close_call(k, st, cid, body, timeout, now)
  local seq = st.last + 1
  local tool = string.match(body or '', '"toolName":"([%w_%-]+)"')
  local entry = '{"id":"timeout_' .. seq .. '","type":"tool_result","role":"tool","content":"No result within '
    .. timeout .. ' ms: rollmem closed this tool call.","ts":"' .. iso_ms(now) .. '","tokens":' .. TIMEOUT_TOKENS
    .. ',"toolCallId":"' .. cid .. '"' .. (tool and (',"toolName":"' .. tool .. '"') or '') .. ',"isError":true}'
  rcall('ZADD', k[2], seq, seq .. '|' .. TIMEOUT_TOKENS .. '|r|' .. cid .. '|' .. now)
  rcall('HSET', k[3], seq, entry)
  rcall('HSET', k[8], cid, 't')
  st.last, st.tok, st.cnt = seq, st.tok + TIMEOUT_TOKENS, st.cnt + 1
  rcall('HSET', k[1], 'last', seq, 'tok', st.tok, 'cnt', st.cnt)
end

-- Queue the oldest active entries outside the recent window for summarizing.
-- The cut never separates a tool call from its result, and never takes an
-- open call (one whose result has not arrived) or anything after it: a group
-- whose result lies in the recent window, or is still awaited, stays active
-- whole. An open call older than tool_timeout_ms (0: never) is closed with an
-- error result (close_call), so a crashed tool blocks compression only until
-- that result leaves the recent window.
-- Returns job id, start, end (or nil when fewer than `min` entries qualify).
local function compress(k, sid, st, c, min, reason, ttl, now)
  local active = rcall('ZRANGEBYSCORE', k[2], '(' .. st.pthru, '+inf')
  local n = #active - c.recent_window
  if n < min then return nil end
  local rows, result_at = {}, {}
  for i, h in ipairs(active) do
    local seq, tok, t, cid, added = parse_header(h)
    rows[i] = {seq, tok, t, cid, added}
    if t == 'r' then result_at[cid] = i end
  end
  -- The cut is the longest prefix of those n that no group straddles: each call
  -- in it has its result in it too. Parallel calls (c1 c2 r1 r2) make groups
  -- overlap, so the furthest result seen so far decides; an open call reaches
  -- past the end.
  local cut, reach = 0, 0
  for i = 1, n do
    local r = rows[i]
    if r[3] == 'c' then
      local at = result_at[r[4]]
      if not at and c.tool_timeout_ms > 0 and now - r[5] >= c.tool_timeout_ms then
        close_call(k, st, r[4], rcall('HGET', k[3], r[1]), c.tool_timeout_ms, now)
      end
      reach = math.max(reach, at or math.huge)
    end
    if reach <= i then cut = i end
  end
  if cut < min then return nil end

  local start, stop, tokens = rows[1][1], rows[cut][1], 0
  local seqs = {}
  for i = 1, cut do
    seqs[i] = rows[i][1]
    tokens = tokens + rows[i][2]
  end
  local bodies = rcall('HMGET', k[3], unpack_(seqs))
  local items = {}
  for i = 1, cut do
    local b = bodies[i] or '{}'
    -- an answered pair keeps its id ('d') while pending: it is still in the
    -- context, so the id is not free until put_summary removes the pair
    items[i] = '{"seq":' .. seqs[i] .. (#b > 2 and ',' or '') .. string.sub(b, 2)
  end
  local target = math.max(1, math.ceil(tokens * c.target_ratio))
  local id = rcall('XADD', k[7], '*', 'sid', sid, 'gen', st.gen, 'policy', 'budget', 'kind', 'compress',
    'start', start, 'end', stop, 'tokens', tokens, 'target', target, 'reason', reason,
    'entries', '[' .. table.concat(items, ',') .. ']')
  rcall('HSET', k[6], stop, id .. '|' .. start .. '|c|' .. tokens .. '|' .. cut)
  st.pthru = stop
  st.tok, st.cnt = st.tok - tokens, st.cnt - cut
  st.ptok, st.pcnt = st.ptok + tokens, st.pcnt + cut
  st.queued = st.queued + 1
  rcall('HSET', k[1], 'pthru', st.pthru, 'tok', st.tok, 'cnt', st.cnt, 'ptok', st.ptok, 'pcnt', st.pcnt,
    'jobs_queued', st.queued)
  update_aging(k, sid, st.pthru)
  return id, start, stop
end

-- One HMGET reads the state a call needs: every redis.call costs a few
-- microseconds on the append path, and so does every field asked of HMGET.
-- `ov` counts the session's overrides (o:<name>, set by configure), so the
-- overrides are read (a second HMGET) only when there are some; a session
-- written by a library before `ov` existed has none recorded and is read in full.
local STATE = {'gen', 'policy', 'last', 'pthru', 'tok', 'cnt', 'ptok', 'pcnt', 'stok', 'pintok', 'anchor',
  'added', 'added_tokens', 'cap', 'capmode', 'jobs_queued', 'ov'}
local OVERRIDES = {}
for i = 1, NCFG do OVERRIDES[i] = 'o:' .. CFG[i] end
local NO_OVERRIDES = {}

local function load_state(k)
  local h = rcall('HMGET', k[1], unpack_(STATE))
  if h[2] and h[2] ~= 'budget' then fail('WRONGPOLICY', 'session uses policy ' .. h[2]) end
  local o = NO_OVERRIDES
  if h[1] and h[17] ~= '0' then o = rcall('HMGET', k[1], unpack_(OVERRIDES)) end
  return {gen = h[1], last = num(h[3]), pthru = num(h[4]), tok = num(h[5]), cnt = num(h[6]),
    ptok = num(h[7]), pcnt = num(h[8]), stok = num(h[9]), pintok = num(h[10]), anchor = h[11],
    added = num(h[12]), added_tokens = num(h[13]), cap = h[14], capmode = h[15], o = o,
    queued = num(h[16])}
end

-- A new session's meta: its generation, policy, creation time and no overrides.
local function create_meta(k, now)
  local gen = new_gen()
  rcall('HSET', k[1], 'gen', gen, 'policy', 'budget', 'created_ms', now, 'ov', '0')
  return gen
end

-- Which trigger fires, if any (checked after every append).
local function trigger(k, st, c, now)
  if st.pintok + st.stok + st.tok > c.threshold then return 'tokens' end
  if st.cnt > c.max_entries then return 'entries' end
  if c.max_age_ms > 0 then
    local first = rcall('ZRANGEBYSCORE', k[2], '(' .. st.pthru, '+inf', 'LIMIT', 0, 1)
    if first[1] then
      local _, _, _, _, added = parse_header(first[1])
      if now - added > c.max_age_ms then return 'age' end
    end
  end
  return nil
end

-- The stored entry JSON (server_scripts/README.md, "Stored entries"), checked
-- before anything is written: whatever a reader could not render, or would
-- silently leave out, is refused here instead of stored. The payload is
-- decoded only to be checked; the bytes stored are the caller's own.
local TYPE_NAMES = {m = 'message', c = 'tool_call', r = 'tool_result', x = 'context', s = 'system'}
local ENTRY_FIELDS = {id = 'string', type = 'string', role = 'string', content = 'any', ts = 'string',
  tokens = 'number', seq = 'number', name = 'string', metadata = 'object', toolCallId = 'string',
  toolName = 'string', arguments = 'object', source = 'string', isError = 'boolean'}
local FIELD_HINTS = {tool_call_id = 'toolCallId', call_id = 'toolCallId', callId = 'toolCallId',
  tool_use_id = 'toolCallId', tool_name = 'toolName', tool = 'toolName', is_error = 'isError',
  args = 'arguments', input = 'arguments', text = 'content', timestamp = 'ts', token_count = 'tokens',
  tokenCount = 'tokens'}

local function is_array(v)
  return type(v) == 'table' and (next(v) == nil or v[1] ~= nil)
end

local function bad_entry(where, msg) fail('BADENTRY', where .. msg) end

local function entry_arg(payload, t, role, tokens, cid, limit, where)
  object_arg(payload, 'entry', limit)
  local ok, e = pcall(cjson.decode, payload)
  if not ok or type(e) ~= 'table' or e[1] ~= nil then bad_entry(where, 'entry is not a JSON object') end
  for k, v in pairs(e) do
    local want = ENTRY_FIELDS[k]
    if not want then
      local hint = FIELD_HINTS[k]
      bad_entry(where, 'unknown entry field "' .. tostring(k) .. '"' .. (hint and (' (the field is "' .. hint .. '")')
        or ' (extra data goes in "metadata")'))
    end
    local tv = type(v)
    if v == cjson.null then e[k] = nil
    elseif want == 'object' then
      if tv ~= 'table' or v[1] ~= nil then bad_entry(where, '"' .. k .. '" must be a JSON object') end
    elseif want ~= 'any' and tv ~= want then
      bad_entry(where, '"' .. k .. '" must be a ' .. want)
    end
  end
  if not e.id or e.id == '' then bad_entry(where, '"id" (a non-empty string) is required') end
  if e.type ~= TYPE_NAMES[t] then
    bad_entry(where, '"type" must be "' .. TYPE_NAMES[t] .. '" for type code ' .. t .. ', got ' .. tostring(e.type))
  end
  if e.role ~= role then bad_entry(where, '"role" must equal the role argument (' .. role .. ')') end
  if not e.ts or e.ts == '' then bad_entry(where, '"ts" (an ISO-8601 timestamp) is required') end
  if e.tokens ~= nil and e.tokens ~= tokens then
    bad_entry(where, '"tokens" is ' .. tostring(e.tokens) .. ' but the tokens argument is ' .. tokens
      .. ' (the argument counts)')
  end
  local c = e.content
  if type(c) == 'table' then
    if not is_array(c) then bad_entry(where, '"content" must be a string or an array of part objects') end
    for _, part in ipairs(c) do
      if type(part) ~= 'table' or part[1] ~= nil then bad_entry(where, '"content" parts must be JSON objects') end
    end
  elseif type(c) ~= 'string' then
    bad_entry(where, '"content" (a string or an array of part objects) is required')
  end
  if t == 'm' and role ~= 'user' and role ~= 'assistant' then bad_entry(where, 'a message\'s role is user or assistant') end
  local call_id, tool = e.toolCallId, e.toolName
  if (t == 'c' or t == 'r') ~= (call_id ~= nil) or (call_id ~= nil and call_id ~= cid) then
    bad_entry(where, '"toolCallId" must equal the call_id argument on tool calls and results, and be absent otherwise')
  end
  if tool ~= nil and ((t ~= 'c' and t ~= 'r') or #tool > 64 or not string.find(tool, '^[%w_%-]+$')) then
    bad_entry(where, '"toolName" is 1-64 characters of [A-Za-z0-9_-], on tool calls and results only')
  end
  if t == 'c' and not tool then bad_entry(where, 'a tool call needs "toolName"') end
  if e.arguments ~= nil and t ~= 'c' then bad_entry(where, 'only tool calls carry "arguments"') end
  if e.isError ~= nil and t ~= 'r' then bad_entry(where, 'only tool results carry "isError"') end
  if e.name ~= nil and (#e.name == 0 or #e.name > 64) then bad_entry(where, '"name" is 1-64 characters') end
end

-- rollmem_budget_append
--   KEYS  the eleven budget keys
--   ARGV  sid, type (m|c|r|x|s), role, tokens, call_id ("" unless c or r),
--         entry (JSON object), 13 settings (see CFG), ttl_ms, max_entry_bytes,
--         events_maxlen (0 = no events)
--   Reply {seq, queued (0|1), job_id or "", start, end, context_tokens,
--          active_entries, trigger or ""}
--   Errors RM_BADSESSION, RM_BADKEY, RM_BADENTRY (also an entry JSON readers could not
--          render: see entry_arg), RM_TOOLARGE, RM_BADARG, RM_WRONGPOLICY, RM_WRONGTYPE,
--          RM_ORPHAN (a tool result whose call is not open in the session),
--          RM_TIMEDOUT (a tool result whose call the library closed after tool_timeout_ms),
--          RM_DUPLICATE (a tool call id still in use in the session: open, answered
--          but not yet summarized, or closed)
-- A system entry replaces the pinned system prompt; the first user message is
-- pinned as the task anchor (pin_anchor = 1 when it arrives; with 0 then, no
-- later message becomes the anchor). Neither is ever compressed.
local function b_append(k, a)
  local sid = check_keys(k, BUDGET_KEYS, a[1] or '')
  local t, role = a[2], a[3]
  if not TYPES[t] then fail('BADENTRY', 'unknown entry type code ' .. show(t)) end
  if not ROLES[role] then fail('BADENTRY', 'unknown role ' .. show(role)) end
  local tokens = int_arg(a[4], 'tokens', 0, MAX_ENTRY_TOKENS)
  local cid = call_id_arg(t, a[5] or '')
  local limit = int_arg(a[8 + NCFG], 'max_entry_bytes', 2, MAX_PAYLOAD)
  local payload = object_arg(a[6], 'entry', limit)
  local ttl = int_arg(a[7 + NCFG], 'ttl_ms', 0, MAX_TTL_MS)
  local evmax = int_arg(a[9 + NCFG], 'events_maxlen', 0, 10000000)
  local st = load_state(k)
  local c = read_cfg(st, a, 7)
  entry_arg(payload, t, role, tokens, cid, limit, '')
  if t == 'r' then
    local state = rcall('HGET', k[8], cid)
    if state == 't' then
      fail('TIMEDOUT', 'tool call ' .. cid .. ' got no result within tool_timeout_ms and was closed with an error result')
    elseif state ~= 'o' then
      fail('ORPHAN', 'tool result for call ' .. cid .. ', which is not an open call of this session')
    end
  end
  if t == 'c' and rcall('HEXISTS', k[8], cid) == 1 then
    fail('DUPLICATE', 'tool call id ' .. cid .. ' is already used in this session')
  end
  if st.last >= MAX_SEQ then fail('BADARG', 'session is at the largest sequence number') end

  -- Plan (reads only): where the entry goes, the new totals, the trigger.
  local now = now_ms()
  local seq = st.last + 1
  -- numbers handed to redis.call (or concatenated) are formatted on every use: each once, as strings
  local seq_s, now_s, tokens_s = tostring(seq), tostring(now), a[4]
  local header = seq_s .. '|' .. tokens_s .. '|' .. t .. '|' .. cid .. '|' .. now_s
  -- The first user message decides the anchor once (meta anchor = its seq, or 0
  -- when pin_anchor was off): a later user message is never "the task".
  local first_user = t == 'm' and role == 'user' and not st.anchor
  local pin = t == 's' or (first_user and c.pin_anchor == 1)
  if t == 's' then
    local old = rcall('HGET', k[4], 'system_h')
    st.pintok = st.pintok + tokens - (old and select(2, parse_header(old)) or 0)
  elseif pin then
    st.pintok = st.pintok + tokens
  else
    st.tok, st.cnt = st.tok + tokens, st.cnt + 1
  end
  local reason = c.auto == 1 and trigger(k, st, c, now) or nil
  -- The types of the keys written below that no read has checked: the first
  -- write (ZADD ent, or HSET pin after a read of it) needs none.
  if pin then
    if t ~= 's' then check_types(k, {4, 'hash'}) end
    if reason then check_types(k, {2, 'zset', 3, 'hash'}) end
  else
    check_types(k, {3, 'hash'})
  end
  if (not pin and st.cnt == 1) or reason then check_types(k, {10, 'zset'}) end
  if reason then
    check_types(k, {6, 'hash', 7, 'stream'})
    if t ~= 'c' and t ~= 'r' then check_types(k, {8, 'hash'}) end
  end
  if evmax > 0 then check_types(k, {9, 'stream'}) end

  if pin then
    rcall('HSET', k[4], t == 's' and 'system' or 'anchor', payload, t == 's' and 'system_h' or 'anchor_h', header)
  else
    rcall('ZADD', k[2], seq_s, header)
    rcall('HSET', k[3], seq_s, payload)
    if st.cnt == 1 then rcall('ZADD', k[10], now_s, sid) end
    if t == 'c' then rcall('HSET', k[8], cid, 'o') elseif t == 'r' then rcall('HSET', k[8], cid, 'd') end
  end
  if not st.gen then st.gen = create_meta(k, now) end
  if first_user then rcall('HSET', k[1], 'anchor', c.pin_anchor == 1 and seq_s or '0') end
  -- the writers' cap settings, for the write-back (daemons may be configured
  -- otherwise): the deployment's values (ARGV, validated by read_cfg), not the
  -- session's overrides, which put_summary reads itself, so that an override
  -- removed by configure does not linger here
  local cap, capmode = a[6 + CFG_INDEX.max_summaries], a[6 + CFG_INDEX.cap_mode]
  if st.cap == cap and st.capmode == capmode then
    rcall('HSET', k[1], 'last', seq_s, 'tok', st.tok, 'cnt', st.cnt, 'pintok', st.pintok, 'updated_ms', now_s,
      'added', st.added + 1, 'added_tokens', st.added_tokens + tokens)
  else
    rcall('HSET', k[1], 'last', seq_s, 'tok', st.tok, 'cnt', st.cnt, 'pintok', st.pintok, 'updated_ms', now_s,
      'added', st.added + 1, 'added_tokens', st.added_tokens + tokens, 'cap', cap, 'capmode', capmode)
  end
  st.last = seq
  emit(k, evmax, 'event', 'entry:added', 'sid', sid, 'seq', seq_s, 'type', t, 'tokens', tokens_s)

  local id, start, stop
  if reason then id, start, stop = compress(k, sid, st, c, c.min_entries, reason, ttl, now) end
  touch_budget(k, ttl)
  return {seq, id and 1 or 0, id or '', start or 0, stop or 0, st.pintok + st.stok + st.tok + st.ptok,
    st.cnt, reason or ''}
end

-- rollmem_budget_compress  (manual compression, or the daemon's age check)
--   KEYS  the eleven budget keys
--   ARGV  sid, 13 settings, ttl_ms, only_if_aged (0|1)
--   Reply {queued (0|1), job_id or "", start, end}
-- Manual: compresses every entry outside the recent window (at least one).
-- only_if_aged: does so only if the oldest active entry is past max_age_ms.
local function b_compress(k, a)
  local sid = check_keys(k, BUDGET_KEYS, a[1] or '')
  local ttl = int_arg(a[2 + NCFG], 'ttl_ms', 0, MAX_TTL_MS)
  local aged = int_arg(a[3 + NCFG], 'only_if_aged', 0, 1)
  local st = load_state(k)
  local c = read_cfg(st, a, 2)
  if not st.gen then  -- gone (expired, cleared): nothing may stay filed under it
    rcall('ZREM', k[10], sid)
    return {0, '', 0, 0}
  end
  check_types(k, BUDGET_TYPES)
  local now = now_ms()
  if aged == 1 then
    if c.max_age_ms == 0 or trigger(k, st, {threshold = math.huge, max_entries = math.huge,
      max_age_ms = c.max_age_ms}, now) ~= 'age' then
      update_aging(k, sid, st.pthru)
      return {0, '', 0, 0}
    end
  end
  local id, start, stop = compress(k, sid, st, c, aged == 1 and c.min_entries or 1,
    aged == 1 and 'age' or 'manual', ttl, now)
  if id then touch_budget(k, ttl) end
  return {id and 1 or 0, id or '', start or 0, stop or 0}
end

-- Apply the cap to the summaries: drop the oldest, or queue one merge job for them.
local function cap_summaries(k, sid, st, max, mode)
  local count = rcall('ZCARD', k[5])
  if count <= max then return end
  if mode == 'drop' or max == 0 then  -- a cap of 0 keeps nothing to merge into
    local old = rcall('ZRANGE', k[5], 0, count - max - 1, 'WITHSCORES')
    for i = 2, #old, 2 do
      st.stok = st.stok - num(rcall('HGET', k[1], 'st:' .. old[i]))
      rcall('HDEL', k[1], 'st:' .. old[i])
    end
    rcall('ZREMRANGEBYRANK', k[5], 0, count - max - 1)
    rcall('HINCRBY', k[1], 'summaries_dropped', math.floor(#old / 2))
  elseif not rcall('HGET', k[6], 'm') then
    -- fold the oldest count-max+1 summaries into one: the cap holds once it lands
    local old = rcall('ZRANGE', k[5], 0, count - max, 'WITHSCORES')
    if #old < 4 then return end
    local items, tokens = {}, 0
    for i = 1, #old, 2 do
      items[#items + 1] = old[i]
      tokens = tokens + num(rcall('HGET', k[1], 'st:' .. old[i + 1]))
    end
    local first, last = old[2], old[#old]
    local id = rcall('XADD', k[7], '*', 'sid', sid, 'gen', st.gen, 'policy', 'budget', 'kind', 'merge',
      'start', first, 'end', last, 'tokens', tokens, 'count', #items,
      'summaries', '[' .. table.concat(items, ',') .. ']')
    rcall('HSET', k[6], 'm', id .. '|' .. first .. '|m|' .. tokens .. '|' .. #items .. '|' .. last)
    rcall('HINCRBY', k[1], 'jobs_queued', 1)
  end
end

-- The cap again, with the session's own settings (an override, else what the
-- writers' last append recorded), after a merge landed: compressions written
-- while the merge was queued could not queue another one.
local function recap(k, sid, st)
  local rec = rcall('HMGET', k[1], 'o:max_summaries', 'o:cap_mode', 'cap', 'capmode')
  local max, mode = tonumber(rec[1] or rec[3]), rec[2] or rec[4]
  if max and (mode == 'drop' or mode == 'merge') then
    cap_summaries(k, sid, st, max, mode)
    rcall('HSET', k[1], 'stok', st.stok)
  end
end

-- The write-backs' common arguments and checks, before any write: keys (with
-- the bucket's stats), job id, group, origin id, and every key's type.
local function writeback_args(k, a, job_at)
  local sid = check_keys(k, BUDGET_WB_KEYS, a[1] or '')
  local job_id, group = stream_id_arg(a[job_at], 'job_id'), group_arg(a[job_at + 1])
  local o = a[job_at == 4 and 12 or 8]
  local origin = (o and o ~= '') and stream_id_arg(o, 'origin_id') or job_id
  check_types(k, BUDGET_WB_TYPES)
  return sid, job_id, group, origin
end

-- Count the outcome, then acknowledge (all but stale_base) in the same step.
local function settle(k, status, group, job_id)
  count_outcome(k[12], status)
  if status ~= 'stale_base' then
    rcall('XACK', k[7], group, job_id)
    rcall('XDEL', k[7], job_id)
  end
  return status
end

-- rollmem_budget_put_summary
--   KEYS  the eleven budget keys
--   ARGV  sid, gen, end, job_id, group, summary (JSON object), summary_tokens,
--         max_summaries, cap_mode (drop|merge), ttl_ms, events_maxlen,
--         [origin_id], [base_end]   (as for rollmem_put_summary; a "stale_base"
--         result is not acknowledged)
--         (the cap settings apply only if the session has none of its own: an
--         override o:max_summaries / o:cap_mode wins, then the writers'
--         settings the last append recorded in meta `cap`, `capmode`)
--   Reply {status, summaries}; status written | duplicate | stale | stale_base (as for blocks)
--   KEYS are the ten budget keys, then the bucket's stats `<tag>:stats`, where
--   the outcome is counted in the same step.
-- Removes the compressed entries and stores their summary in one step, so the
-- context never loses them: they are readable until the summary is.
local function b_put_summary(k, a)
  local sid, job_id, group, origin = writeback_args(k, a, 4)
  local stop = int_arg(a[3], 'end', 1, MAX_SEQ)
  local summary = json_arg(a[6], 'summary', MAX_PAYLOAD)
  local tokens = int_arg(a[7], 'summary_tokens', 0, MAX_ENTRY_TOKENS)
  local max = int_arg(a[8], 'max_summaries', 0, 10000)
  local mode = check_cfg('cap_mode', a[9])
  local ttl = int_arg(a[10], 'ttl_ms', 0, MAX_TTL_MS)
  local evmax = int_arg(a[11], 'events_maxlen', 0, 10000000)
  local base = (a[13] and a[13] ~= '') and int_arg(a[13], 'base_end', 0, stop) or nil
  local fcap = int_arg((a[14] and a[14] ~= '') and a[14] or '0', 'max_fact_tokens', 0, MAX_FACT_TOKENS)
  local facts = facts_args(a, 15)
  local st = load_state(k)  -- before the ack: a call refused (wrong policy) changes nothing
  local rec = rcall('HMGET', k[1], 'o:max_summaries', 'o:cap_mode', 'cap', 'capmode')
  max = int_arg(rec[1] or rec[3] or max, 'max_summaries', 0, 10000)
  mode = check_cfg('cap_mode', rec[2] or rec[4] or mode)
  local job, start, kind, ptok, pcnt
  if base and st.gen == a[2] and not base_holds(k[5], stop, base) then
    return {settle(k, 'stale_base'), rcall('ZCARD', k[5])}
  end
  if not st.gen or st.gen ~= a[2] then return {settle(k, 'stale', group, job_id), rcall('ZCARD', k[5])} end
  job, start, kind, ptok, pcnt = string.match(rcall('HGET', k[6], stop) or '', '^([^|]+)|(%d+)|(%a)|(%d+)|(%d+)$')
  if job ~= origin or kind ~= 'c' then return {settle(k, 'duplicate', group, job_id), rcall('ZCARD', k[5])} end
  local gone = rcall('ZRANGEBYSCORE', k[2], start, stop)
  local seqs, pairs_ = {}, {}
  for i, h in ipairs(gone) do
    local seq, _, t, cid = parse_header(h)
    seqs[i] = seq
    if t == 'c' or t == 'r' then pairs_[#pairs_ + 1] = cid end
  end
  settle(k, 'written', group, job_id)
  rcall('HDEL', k[6], stop)
  ttl = writeback_ttl(k[1], ttl)
  -- the pair leaves the context: its id is free again (a closed or abandoned
  -- call's id stays, so that its late result is still refused)
  for _, cid in ipairs(pairs_) do
    if rcall('HGET', k[8], cid) == 'd' then rcall('HDEL', k[8], cid) end
  end
  rcall('ZREMRANGEBYSCORE', k[2], start, stop)
  if #seqs > 0 then rcall('HDEL', k[3], unpack_(seqs)) end
  st.ptok, st.pcnt = st.ptok - tonumber(ptok), st.pcnt - tonumber(pcnt)
  rcall('ZADD', k[5], stop, summary)
  st.stok = st.stok + tokens
  rcall('HSET', k[1], 'st:' .. stop, tokens)
  rcall('HINCRBY', k[1], 'summaries_written', 1)
  rcall('HINCRBY', k[1], 'compressed', tonumber(pcnt))
  rcall('HINCRBY', k[1], 'compressed_tokens', tonumber(ptok))
  write_facts(k[11], facts, fcap)
  cap_summaries(k, sid, st, max, mode)
  rcall('HSET', k[1], 'ptok', st.ptok, 'pcnt', st.pcnt, 'stok', st.stok)
  emit(k, evmax, 'event', 'compressed', 'sid', sid, 'start', start, 'end', stop,
    'entries', pcnt, 'tokens_saved', tonumber(ptok) - tokens)
  touch_budget(k, ttl)
  return {'written', rcall('ZCARD', k[5])}
end

-- rollmem_budget_put_merge
--   KEYS  the eleven budget keys, then the bucket's stats
--   ARGV  sid, gen, job_id, group, summary (JSON object), summary_tokens, ttl_ms, [origin_id]
--   Reply {status, summaries}; status written | duplicate | stale | conflict
-- Replaces the summaries the merge job covered by the merged one. "conflict":
-- the summaries ending in the job's first..last are no longer exactly the ones
-- it read (one landed in between, written out of order, or one was dropped);
-- nothing changes but the job's record, and the next write-back queues a fresh merge.
local function b_put_merge(k, a)
  local sid, job_id, group, origin = writeback_args(k, a, 3)
  local summary = json_arg(a[5], 'summary', MAX_PAYLOAD)
  local tokens = int_arg(a[6], 'summary_tokens', 0, MAX_ENTRY_TOKENS)
  local ttl = int_arg(a[7], 'ttl_ms', 0, MAX_TTL_MS)
  local fcap = int_arg((a[9] and a[9] ~= '') and a[9] or '0', 'max_fact_tokens', 0, MAX_FACT_TOKENS)
  local facts = facts_args(a, 10)
  local st = load_state(k)  -- before the ack: a call refused (wrong policy) changes nothing
  if not st.gen or st.gen ~= a[2] then return {settle(k, 'stale', group, job_id), rcall('ZCARD', k[5])} end
  local job, first, _, mtok, count, last = string.match(rcall('HGET', k[6], 'm') or '',
    '^([^|]+)|(%d+)|(%a)|(%d+)|(%d+)|(%d+)$')
  if job ~= origin then return {settle(k, 'duplicate', group, job_id), rcall('ZCARD', k[5])} end
  count = tonumber(count)
  -- equal token sums cannot tell a summary that landed in between: compare the ends
  local old = rcall('ZRANGEBYSCORE', k[5], first, last, 'WITHSCORES', 'LIMIT', 0, count + 1)
  local covered = {}
  for i = 2, #old, 2 do covered[#covered + 1] = old[i] end
  local sum = 0
  for _, e in ipairs(covered) do sum = sum + num(rcall('HGET', k[1], 'st:' .. e)) end
  local ok = #covered == count and tonumber(covered[1]) == tonumber(first)
    and tonumber(covered[count]) == tonumber(last) and sum == tonumber(mtok)
  settle(k, ok and 'written' or 'conflict', group, job_id)
  rcall('HDEL', k[6], 'm')
  ttl = writeback_ttl(k[1], ttl)
  if not ok then
    recap(k, sid, st)  -- the cap still holds: a fresh merge of what is there now (else none until the next write)
    return {'conflict', rcall('ZCARD', k[5])}
  end
  rcall('ZREMRANGEBYSCORE', k[5], first, last)
  for i = 1, count do rcall('HDEL', k[1], 'st:' .. covered[i]) end
  rcall('ZADD', k[5], last, summary)
  rcall('HSET', k[1], 'st:' .. last, tokens)
  st.stok = st.stok - sum + tokens
  rcall('HSET', k[1], 'stok', st.stok)
  rcall('HINCRBY', k[1], 'merges_written', 1)
  write_facts(k[11], facts, fcap)
  recap(k, sid, st)
  touch_budget(k, ttl)
  return {'written', rcall('ZCARD', k[5])}
end

-- rollmem_budget_context  (read-only)
--   KEYS  the eleven budget keys
--   ARGV  pending mode: "include" (pending entries returned, the newest blocks' first, at most
--         MAX_PENDING_READ entries in all: older pending blocks come as placeholders, n_entries 0)
--         | "placeholder" (none) | "all" (every pending entry: exports),
--         [with_facts] (1 default | 0)
--   Reply {gen, last, pthru, context_tokens,
--          system header, system entry, anchor header, anchor entry ("" when absent),
--          n_summaries, {end, tokens, summary}...,
--          n_pending, {start, end, tokens, count, n_entries, {header, entry}...}...,
--          n_active, {header, entry}...,
--          fact_tokens, n_facts, fact records...}   (0, 0 with with_facts 0)
local MAX_PENDING_READ = 1000  -- bounds a context read while no summarizer runs (nothing is lost)

local function b_context(k, a)
  local mode = a[1]
  if mode ~= 'include' and mode ~= 'placeholder' and mode ~= 'all' then
    fail('BADARG', 'mode must be include, placeholder or all')
  end
  check_keys(k, BUDGET_KEYS)
  local st = load_state(k)
  local pin = rcall('HMGET', k[4], 'system_h', 'system', 'anchor_h', 'anchor')
  local out = {st.gen or '', st.last, st.pthru, st.pintok + st.stok + st.tok + st.ptok,
    pin[1] or '', pin[2] or '', pin[3] or '', pin[4] or ''}
  local sums = rcall('ZRANGE', k[5], 0, -1, 'WITHSCORES')
  out[#out + 1] = math.floor(#sums / 2)
  for i = 1, #sums, 2 do
    out[#out + 1] = tonumber(sums[i + 1])
    out[#out + 1] = num(rcall('HGET', k[1], 'st:' .. sums[i + 1]))
    out[#out + 1] = sums[i]
  end
  local function entries(lo, hi)
    local hs = rcall('ZRANGEBYSCORE', k[2], lo, hi)
    out[#out + 1] = #hs
    if #hs == 0 then return end
    local seqs = {}
    for i, h in ipairs(hs) do seqs[i] = (parse_header(h)) end
    local bodies = rcall('HMGET', k[3], unpack_(seqs))
    for i, h in ipairs(hs) do
      out[#out + 1] = h
      out[#out + 1] = bodies[i]
    end
  end
  local pend = rcall('HGETALL', k[6])
  local blocks = {}
  for i = 1, #pend, 2 do
    if pend[i] ~= 'm' then
      local _, start, _, tok, cnt = string.match(pend[i + 1], '^([^|]+)|(%d+)|(%a)|(%d+)|(%d+)$')
      if not start or not tonumber(pend[i]) then fail('CORRUPT', 'pending record ' .. show(pend[i + 1])) end
      blocks[#blocks + 1] = {tonumber(start), tonumber(pend[i]), tonumber(tok), tonumber(cnt)}
    end
  end
  table.sort(blocks, function(x, y) return x[1] < y[1] end)
  local room, from = (mode == 'all') and math.huge or (mode == 'include' and MAX_PENDING_READ or 0), #blocks + 1
  while from > 1 and blocks[from - 1][4] <= room do  -- the newest blocks that fit, whole
    from = from - 1
    room = room - blocks[from][4]
  end
  out[#out + 1] = #blocks
  for i, b in ipairs(blocks) do
    out[#out + 1] = b[1]; out[#out + 1] = b[2]; out[#out + 1] = b[3]; out[#out + 1] = b[4]
    if i >= from then entries(b[1], b[2]) else out[#out + 1] = 0 end
  end
  entries('(' .. st.pthru, '+inf')
  if a[2] == '0' then
    out[#out + 1] = 0
    out[#out + 1] = 0
    return out
  end
  return read_facts(k[11], out)
end

-- rollmem_budget_stats  (read-only)
--   KEYS  the eleven budget keys;  ARGV none
--   Reply flat field/value list: exists policy gen last total_entries active_entries
--         pending_entries compressed_entries summaries total_tokens active_tokens
--         pending_tokens summary_tokens pinned_tokens context_tokens pending_jobs
--         jobs_queued summaries_written summaries_dropped created_ms updated_ms ttl_ms
local function b_stats(k)
  check_keys(k, BUDGET_KEYS)
  local st = load_state(k)
  local h = rcall('HMGET', k[1], 'added', 'added_tokens', 'compressed', 'jobs_queued',
    'summaries_written', 'summaries_dropped', 'created_ms', 'updated_ms')
  return {
    'exists', st.gen and 1 or 0, 'policy', st.gen and 'budget' or '', 'gen', st.gen or '', 'last', st.last,
    'total_entries', num(h[1]), 'active_entries', st.cnt, 'pending_entries', st.pcnt,
    'compressed_entries', num(h[3]), 'summaries', rcall('ZCARD', k[5]),
    'total_tokens', num(h[2]), 'active_tokens', st.pintok + st.tok + st.ptok, 'pending_tokens', st.ptok,
    'summary_tokens', st.stok, 'pinned_tokens', st.pintok,
    'context_tokens', st.pintok + st.stok + st.tok + st.ptok, 'pending_jobs', rcall('HLEN', k[6]),
    'jobs_queued', num(h[4]), 'summaries_written', num(h[5]), 'summaries_dropped', num(h[6]),
    'created_ms', num(h[7]), 'updated_ms', num(h[8]), 'ttl_ms', rcall('PTTL', k[1]),
    'facts', math.max(0, rcall('HLEN', k[11]) - 1), 'fact_tokens', num(rcall('HGET', k[11], 'tok')),
  }
end

-- rollmem_budget_configure
--   KEYS  the eleven budget keys
--   ARGV  sid, then name, value pairs (names from CFG; value "" removes the override)
--   Reply flat list of the overrides now set: name, value, ...
local function b_configure(k, a)
  check_keys(k, BUDGET_KEYS, a[1] or '')
  if not load_state(k).gen then fail('NOSESSION', 'session ' .. a[1] .. ' does not exist') end
  if #a % 2 ~= 1 or #a > 1 + 2 * NCFG then fail('BADARG', 'settings must come as name, value pairs') end
  for i = 2, #a, 2 do
    if not CFG_INDEX[a[i]] then fail('BADARG', 'unknown setting ' .. show(a[i])) end
    if a[i + 1] ~= '' then check_cfg(a[i], a[i + 1]) end
  end
  for i = 2, #a, 2 do
    if a[i + 1] == '' then rcall('HDEL', k[1], 'o:' .. a[i]) else rcall('HSET', k[1], 'o:' .. a[i], a[i + 1]) end
  end
  local set, out = rcall('HMGET', k[1], unpack_(OVERRIDES)), {}
  for i = 1, NCFG do
    if set[i] then out[#out + 1] = CFG[i]; out[#out + 1] = set[i] end
  end
  rcall('HSET', k[1], 'ov', tostring(#out / 2))
  return out
end

-- rollmem_budget_clear
--   KEYS  the eleven budget keys;  ARGV sid, group, events_maxlen
--   Reply {existed (0|1), jobs_cancelled}
local function b_clear(k, a)
  local sid = check_keys(k, BUDGET_KEYS, a[1] or '')
  group_arg(a[2])
  local evmax = int_arg(a[3], 'events_maxlen', 0, 10000000)
  load_state(k)
  local ids = queued_jobs(k[6])
  check_types(k, {7, 'stream', 9, 'stream', 10, 'zset'})
  local existed = rcall('EXISTS', k[1])
  local cancelled = cancel_jobs(ids, k[7], a[2])
  rcall('DEL', k[1], k[2], k[3], k[4], k[5], k[6], k[8], k[11])
  rcall('ZREM', k[10], sid)
  if existed == 1 then emit(k, evmax, 'event', 'session:cleared', 'sid', sid) end
  return {existed, cancelled}
end

-- rollmem_budget_import  (replaces the session atomically)
--   KEYS  the eleven budget keys
--   ARGV  sid, group, ttl_ms, max_entry_bytes, last, n_entries,
--         {seq, type, role, tokens, call_id, entry}... (seqs increasing, <= last),
--         n_summaries, {end, tokens, summary}...
--   Reply {gen, entries}
-- Entries are replayed as appends without triggers: the system entry and the
-- first user message are pinned, tool pairs re-checked (an orphan result
-- refuses the whole import). Entries that were pending become active again
-- and are compressed anew when a trigger fires.
local function b_import(k, a)
  local sid = check_keys(k, BUDGET_KEYS, a[1] or '')
  group_arg(a[2])
  local ttl = int_arg(a[3], 'ttl_ms', 0, MAX_TTL_MS)
  local limit = int_arg(a[4], 'max_entry_bytes', 2, MAX_PAYLOAD)
  local last = int_arg(a[5], 'last', 0, MAX_SEQ)
  local n = int_arg(a[6], 'n_entries', 0, math.min(MAX_ENTRIES, last))
  local open, anchor_seen, prev = {}, false, 0
  for j = 0, n - 1 do
    local i = 8 + 6 * j
    prev = int_arg(a[i - 1], 'seq', prev + 1, last)
    local t, role = a[i], a[i + 1]
    if not TYPES[t] or not ROLES[role] then fail('BADENTRY', 'bad entry type or role at ' .. j) end
    local tokens = int_arg(a[i + 2], 'tokens', 0, MAX_ENTRY_TOKENS)
    local cid = call_id_arg(t, a[i + 3] or '')
    entry_arg(a[i + 4], t, role, tokens, cid, limit, 'entry ' .. j .. ': ')
    if t == 'c' then
      if open[cid] ~= nil then fail('DUPLICATE', 'tool call id ' .. cid .. ' used twice') end
      open[cid] = true
    elseif t == 'r' then
      if open[cid] ~= true then fail('ORPHAN', 'tool result ' .. cid .. ' without an open call') end
      open[cid] = false
    end
  end
  local i = 7 + 6 * n
  local ns = int_arg(a[i], 'n_summaries', 0, 10000)
  local ends = {}
  for j = 0, ns - 1 do
    local e = int_arg(a[i + 1 + 3 * j], 'summary end', 1, last)
    if ends[e] then fail('BADARG', 'two summaries end at ' .. e) end
    ends[e] = true
    int_arg(a[i + 2 + 3 * j], 'summary tokens', 0, MAX_ENTRY_TOKENS)
    json_arg(a[i + 3 + 3 * j], 'summary', MAX_PAYLOAD)
  end
  local fcap, facts, stop = 0, {}, i + 3 * ns + 1
  if a[stop] then
    fcap = int_arg(a[stop], 'max_fact_tokens', 0, MAX_FACT_TOKENS)
    facts, stop = facts_args(a, stop + 1)
  end
  if stop ~= #a + 1 then fail('BADARG', 'argument count does not match the counts given') end
  load_state(k)
  local ids = queued_jobs(k[6])
  check_types(k, BUDGET_TYPES)

  cancel_jobs(ids, k[7], a[2])
  rcall('DEL', k[1], k[2], k[3], k[4], k[5], k[6], k[8], k[11])
  local now = now_ms()
  local st = {gen = create_meta(k, now), pintok = 0, tok = 0, cnt = 0, stok = 0}
  rcall('HSET', k[1], 'updated_ms', now)
  local added = 0
  for j = 0, n - 1 do
    local b = 8 + 6 * j
    local t, role, tokens, cid, payload = a[b], a[b + 1], tonumber(a[b + 2]), a[b + 3] or '', a[b + 4]
    local seq = tonumber(a[b - 1])
    local header = seq .. '|' .. tokens .. '|' .. t .. '|' .. cid .. '|' .. now
    added = added + tokens
    if t == 's' then
      local old = rcall('HGET', k[4], 'system_h')
      st.pintok = st.pintok + tokens - (old and select(2, parse_header(old)) or 0)
      rcall('HSET', k[4], 'system', payload, 'system_h', header)
    elseif t == 'm' and role == 'user' and not anchor_seen then
      anchor_seen = true
      st.pintok = st.pintok + tokens
      rcall('HSET', k[4], 'anchor', payload, 'anchor_h', header)
      rcall('HSET', k[1], 'anchor', seq)
    else
      rcall('ZADD', k[2], seq, header)
      rcall('HSET', k[3], seq, payload)
      st.tok, st.cnt = st.tok + tokens, st.cnt + 1
      if t == 'c' then rcall('HSET', k[8], cid, open[cid] and 'o' or 'd') end
      if t == 'r' then rcall('HSET', k[8], cid, 'd') end
    end
  end
  for j = 0, ns - 1 do
    local stop, tokens = a[i + 1 + 3 * j], tonumber(a[i + 2 + 3 * j])
    rcall('ZADD', k[5], stop, a[i + 3 + 3 * j])
    rcall('HSET', k[1], 'st:' .. stop, tokens)
    st.stok = st.stok + tokens
  end
  rcall('HSET', k[1], 'last', last, 'tok', st.tok, 'cnt', st.cnt, 'pintok', st.pintok,
    'stok', st.stok, 'added', n, 'added_tokens', added)
  if st.cnt > 0 then rcall('ZADD', k[10], now, sid) else rcall('ZREM', k[10], sid) end
  write_facts(k[11], facts, fcap)
  touch_budget(k, ttl)
  return {st.gen, n}
end

redis.register_function('rollmem_budget_append', guard(b_append, 11))
redis.register_function('rollmem_budget_compress', guard(b_compress, 11))
redis.register_function('rollmem_budget_put_summary', guard(b_put_summary, 12))
redis.register_function('rollmem_budget_put_merge', guard(b_put_merge, 12))
redis.register_function('rollmem_budget_configure', guard(b_configure, 11))
redis.register_function('rollmem_budget_clear', guard(b_clear, 11))
redis.register_function('rollmem_budget_import', guard(b_import, 11))
redis.register_function{function_name = 'rollmem_budget_context', callback = guard(b_context, 11), flags = {'no-writes'}}
redis.register_function{function_name = 'rollmem_budget_stats', callback = guard(b_stats, 11), flags = {'no-writes'}}
