-- The fact ledger: a session's durable memory of key facts (both policies).
--
-- One hash per session, {<prefix>:bNN}:s:<sid>:facts, always the LAST key of
-- a function's KEYS. It is written only by the summary write-backs, in the same
-- atomic step as the summary the facts came with, after that write-back's
-- generation and pending-job checks passed: a late or duplicate result changes
-- neither the summaries nor the ledger.
--
-- Fields:
--   tok       total tokens of every value stored (current and superseded)
--   f:<key>   the record of one fact key: a header line, then one fact JSON per
--             line, the current value first, then up to MAX_SUPERSEDED
--             superseded values, newest first:
--               "seq:tokens:rank:vid;seq:tokens:rank:vid;...\n{json}\n{json}..."
--
-- A fact arrives as six ARGV: key, seq, tokens, rank, vid, json. The JSON is
-- opaque here (never decoded); the headers say what Lua needs: `seq` when it
-- was stated, `tokens` its size, `rank` how useful it is (higher is kept
-- longer) and `vid` an id of its normalised value, so a restatement of the same
-- value is recognised without reading the JSON.
--
-- Supersession: the value with the highest seq is current (ties: the later
-- write). A different value stated later replaces it and the old one becomes
-- superseded; one stated earlier than the current is filed as superseded
-- directly. The same value again only refreshes its seq. Superseded values
-- never repeat the current value or each other.
--
-- Eviction, while the total passes the cap: superseded values first, oldest
-- seq first; then whole facts, lowest rank first, oldest seq first.

local MAX_SUPERSEDED = 3
local MAX_FACTS_PER_CALL = 1000
local MAX_FACT_TOKENS = 10000000

-- Validate n facts (six ARGV each) starting at a[i]; returns them and the next index.
local function facts_args(a, i)
  local n = int_arg(a[i] or '0', 'n_facts', 0, MAX_FACTS_PER_CALL)
  local out = {}
  for j = 0, n - 1 do
    local b = i + 1 + 6 * j
    local key = a[b]
    if type(key) ~= 'string' or #key == 0 or #key > 200 or string.find(key, '\n', 1, true) then
      fail('BADENTRY', 'fact key must be 1-200 characters without a newline')
    end
    local vid = a[b + 4]
    if type(vid) ~= 'string' or not string.find(vid, '^%x+$') or #vid > 64 then
      fail('BADENTRY', 'fact vid must be 1-64 hex digits')
    end
    local json = json_arg(a[b + 5], 'fact', 65536)
    if string.find(json, '\n', 1, true) then fail('BADENTRY', 'fact JSON must be on one line') end
    out[#out + 1] = {key = key, seq = int_arg(a[b + 1], 'fact seq', 0, MAX_SEQ),
      tok = int_arg(a[b + 2], 'fact tokens', 1, MAX_FACT_TOKENS), rank = int_arg(a[b + 3], 'fact rank', 0, 1000),
      vid = vid, json = json}
  end
  return out, i + 1 + 6 * n
end

-- A record as a list of values {seq, tok, rank, vid, json}, current first.
local function parse_record(rec)
  local lines = {}
  for line in string.gmatch(rec, '[^\n]+') do lines[#lines + 1] = line end
  local vals, j = {}, 2
  for seq, tok, rank, vid in string.gmatch(lines[1], '(%d+):(%d+):(%d+):(%x+)') do
    vals[#vals + 1] = {seq = tonumber(seq), tok = tonumber(tok), rank = tonumber(rank), vid = vid, json = lines[j]}
    j = j + 1
  end
  return vals
end

local function format_record(vals)
  local hdr, body = {}, {}
  for i, v in ipairs(vals) do
    hdr[i] = v.seq .. ':' .. v.tok .. ':' .. v.rank .. ':' .. v.vid
    body[i] = v.json
  end
  return table.concat(hdr, ';') .. '\n' .. table.concat(body, '\n')
end

-- Merge one fact into its key's values; returns the values and the token change.
local function supersede(vals, f)
  local before = 0
  for _, v in ipairs(vals) do before = before + v.tok end
  local cur = vals[1]
  local out = {}
  if not cur then
    out = {f}
  elseif f.vid == cur.vid then
    out = vals
    if f.seq > cur.seq then out[1] = f end
  elseif f.seq >= cur.seq then
    out[1] = f
    for _, v in ipairs(vals) do
      if v.vid ~= f.vid then out[#out + 1] = v end
    end
  else
    out[1] = cur
    local stale, placed = {}, false
    for i = 2, #vals do
      local v = vals[i]
      if v.vid == f.vid then
        if f.seq > v.seq then v = f end
        placed = true
      end
      stale[#stale + 1] = v
    end
    if not placed then stale[#stale + 1] = f end
    -- newest first; on equal seqs the value already filed stays ahead (table.sort is not stable)
    local order = {}
    for i, v in ipairs(stale) do order[v] = i end
    table.sort(stale, function(x, y)
      if x.seq ~= y.seq then return x.seq > y.seq end
      return order[x] < order[y]
    end)
    for _, v in ipairs(stale) do out[#out + 1] = v end
  end
  while #out > 1 + MAX_SUPERSEDED do table.remove(out) end
  local after = 0
  for _, v in ipairs(out) do after = after + v.tok end
  return out, after - before
end

-- Evict until the ledger's tokens are within `cap` (see the order above).
local function evict_facts(k_facts, total, cap)
  if total <= cap then return total end
  local all = rcall('HGETALL', k_facts)
  local recs, stale = {}, {}
  for i = 1, #all, 2 do
    if string.sub(all[i], 1, 2) == 'f:' then
      local vals = parse_record(all[i + 1])
      recs[all[i]] = vals
      for j = 2, #vals do stale[#stale + 1] = {field = all[i], seq = vals[j].seq, pos = j} end
    end
  end
  -- oldest first; ties by field, then the record's last value first (it is removed from the end)
  table.sort(stale, function(x, y)
    if x.seq ~= y.seq then return x.seq < y.seq end
    if x.field ~= y.field then return x.field < y.field end
    return x.pos > y.pos
  end)
  local changed = {}
  for _, s in ipairs(stale) do
    if total <= cap then break end
    local vals = recs[s.field]
    total = total - vals[#vals].tok  -- each record's superseded values are newest first
    table.remove(vals)
    changed[s.field] = true
  end
  if total > cap then
    local cur = {}
    for field, vals in pairs(recs) do cur[#cur + 1] = {field = field, rank = vals[1].rank, seq = vals[1].seq} end
    table.sort(cur, function(x, y)
      if x.rank ~= y.rank then return x.rank < y.rank end
      if x.seq ~= y.seq then return x.seq < y.seq end
      return x.field < y.field
    end)
    for _, c in ipairs(cur) do
      if total <= cap then break end
      total = total - recs[c.field][1].tok
      recs[c.field] = nil
      changed[c.field] = false
      rcall('HDEL', k_facts, c.field)
    end
  end
  for field, keep in pairs(changed) do
    if keep then rcall('HSET', k_facts, field, format_record(recs[field])) end
  end
  return total
end

-- Write validated facts to the ledger and apply the cap (0: the ledger is off,
-- nothing is written).
local function write_facts(k_facts, facts, cap)
  if cap == 0 or #facts == 0 then return end
  -- one HMGET and one HSET whatever the number of facts (a key may come twice)
  local fields, seen = {'tok'}, {}
  for _, f in ipairs(facts) do
    if not seen[f.key] then
      seen[f.key] = #fields + 1
      fields[#fields + 1] = 'f:' .. f.key
    end
  end
  local got = rcall('HMGET', k_facts, unpack_(fields))
  local total = tonumber(got[1]) or 0
  local recs = {}
  for key, i in pairs(seen) do recs[key] = got[i] and parse_record(got[i]) or {} end
  for _, f in ipairs(facts) do
    local delta
    recs[f.key], delta = supersede(recs[f.key], f)
    total = total + delta
  end
  local out = {}
  for key, vals in pairs(recs) do
    out[#out + 1] = 'f:' .. key
    out[#out + 1] = format_record(vals)
  end
  rcall('HSET', k_facts, unpack_(out))
  total = evict_facts(k_facts, total, cap)
  rcall('HSET', k_facts, 'tok', total)
end

-- Append the ledger to a read's reply: total tokens, n records, records (in no
-- particular order: readers order facts by their seq). HVALS, not HGETALL: a
-- record always holds a newline, the total never does.
local function read_facts(k_facts, out)
  local vals = rcall('HVALS', k_facts)
  local at, total = #out + 1, 0
  out[at] = 0
  out[at + 1] = 0
  for _, v in ipairs(vals) do
    if string.find(v, '\n', 1, true) then
      out[#out + 1] = v
    else
      total = tonumber(v) or 0
    end
  end
  out[at] = total
  out[at + 1] = #out - at - 1
  return out
end
