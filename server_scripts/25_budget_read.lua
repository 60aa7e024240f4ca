-- The budget policy's fitted read: the part of a session's working set that
-- can reach the model at a given input budget, chosen on the server from the
-- token counts the entry headers already carry, so that what cannot fit is
-- neither sent nor decoded by the client.
--
-- The client's fitter (rollmem_client/budget/fit.py `fit`) stays the authority
-- on what is rendered: it runs over this function's reply and makes exactly the
-- selection it makes over the whole `rollmem_budget_context` reply (a property
-- test compares both on random sessions and budgets). This function only leaves
-- out what that fitter is certain to leave out, whatever its pins, fact ledger
-- and summary reservation cost:
--
-- Atoms (fit.py's), oldest first: summaries and pending segments ordered by
-- their range (start, end) (a summary's start is its JSON's top-level
-- range.startIndex), each pending segment as its entries (when the context read
-- would return them: see MAX_PENDING_READ) or one placeholder, then the
-- active entries. Cost: an entry the token count in its header, a placeholder
-- `placeholder_tokens`; each plus `overhead`. Unpaired tool entries (a call
-- with no result after it, a result with no open call before it, a second call
-- reusing an id) are never rendered. Units: the paired atoms split where no
-- tool call is open.
--
-- The fitter keeps the pins, the ledger, reserved (newest) summaries and a
-- suffix of the units that starts at or after the tightest unit whose suffix
-- fits the room left, which is at most the budget. So once the suffix of
-- non-summary atoms from a unit U1 costs more than the whole budget, nothing
-- before U1 other than a summary can be kept, and the cut depends on no atom
-- before the unit U0 just before U1. Returned: pins, ledger, every summary
-- (they are few, and reservations may keep any of them), every unpaired entry
-- (the fitter names them), and every atom from U0 on.

-- The summaries of `segs` as the context read returns them: a count, then
-- (end, tokens, json) per summary.
local function put_summaries(out, segs)
  local at, n = #out + 1, 0
  out[at] = 0
  for _, s in ipairs(segs) do
    if s.kind == 's' then
      n = n + 1
      out[#out + 1] = s.stop; out[#out + 1] = s.tokens; out[#out + 1] = s.json
    end
  end
  out[at] = n
end

local function unpack_range(t, i, j) return (table.unpack or unpack)(t, i, j) end

-- The start of a summary's range: its top-level "range": {"startIndex": N}
-- (inside JSON strings a quote is always escaped, so no text can fake the key).
local function summary_start(json, stop)
  local r = string.match(json, '"range"%s*:%s*(%b{})')
  return tonumber(r and string.match(r, '"startIndex"%s*:%s*(%d+)')) or stop
end

-- Summaries and pending segments, sorted as fit.py sorts them: by (start, end),
-- summaries before pending segments on a tie (the order the client decodes them in).
local function read_segments(k, mode)
  local segs = {}
  local sums = rcall('ZRANGE', k[5], 0, -1, 'WITHSCORES')
  if #sums > 0 then
    local fields = {}
    for i = 2, #sums, 2 do fields[#fields + 1] = 'st:' .. sums[i] end
    local toks = rcall('HMGET', k[1], unpack_(fields))
    for i = 1, #sums, 2 do
      local stop = tonumber(sums[i + 1])
      segs[#segs + 1] = {kind = 's', start = summary_start(sums[i], stop), stop = stop,
        tokens = num(toks[(i + 1) / 2]), json = sums[i], rank = 0}
    end
  end
  local pend = rcall('HGETALL', k[6])
  for i = 1, #pend, 2 do
    if pend[i] ~= 'm' then
      local _, start, _, tok, cnt = string.match(pend[i + 1], '^([^|]+)|(%d+)|(%a)|(%d+)|(%d+)$')
      segs[#segs + 1] = {kind = 'p', start = tonumber(start), stop = tonumber(pend[i]), tokens = tonumber(tok),
        count = tonumber(cnt), rank = 1}
    end
  end
  table.sort(segs, function(x, y)
    if x.start ~= y.start then return x.start < y.start end
    if x.stop ~= y.stop then return x.stop < y.stop end
    return x.rank < y.rank
  end)
  -- which pending segments come with their entries: as rollmem_budget_context decides (the newest
  -- blocks whose counts fit MAX_PENDING_READ in include mode, all in mode all, none in placeholder)
  local room = (mode == 'all') and math.huge or (mode == 'include' and MAX_PENDING_READ or 0)
  for i = #segs, 1, -1 do
    local s = segs[i]
    if s.kind == 'p' then
      if s.count > room then break end
      s.with_entries = true
      room = room - s.count
    end
  end
  return segs
end

-- Every atom in order, as parallel arrays (a table per atom costs more than
-- the work itself): seq (the first seq it covers), cost, tok, t (type code;
-- false for a summary or placeholder), cid, h (header), seg (index of its
-- segment, 0 for the active entries); sums[i] true for a summary.
local function read_atoms(k, pthru, segs, ph_cost, overhead)
  local A = {seq = {}, cost = {}, tok = {}, t = {}, cid = {}, h = {}, seg = {}, sums = {}, n = 0}
  local function add(seq, cost, tok, t, cid, h, seg)
    local n = A.n + 1
    A.n = n
    A.seq[n], A.cost[n], A.tok[n], A.t[n], A.cid[n], A.h[n], A.seg[n] = seq, cost, tok, t, cid, h, seg
  end
  local function entries(lo, hi, seg)
    local hs = rcall('ZRANGEBYSCORE', k[2], lo, hi)
    for _, h in ipairs(hs) do
      local seq, tok, t, cid = string.match(h, '^(%d+)|(%d+)|(%a)|([^|]*)|')
      tok = tonumber(tok)
      add(tonumber(seq), tok + overhead, tok, t, cid, h, seg)
    end
    return #hs
  end
  for i, s in ipairs(segs) do
    if s.kind == 's' then
      add(s.start, s.tokens + overhead, s.tokens, false, '', false, i)
      A.sums[A.n] = true
    else
      s.n = s.with_entries and entries(s.start, s.stop, i) or 0
      if s.n == 0 and s.count > 0 then add(s.start, ph_cost + overhead, 0, false, '', false, i) end
    end
  end
  entries('(' .. pthru, '+inf', 0)
  return A
end

-- fit.py _unpaired: the atoms a provider would reject (bad[i] = true).
local function unpaired(A)
  local bad, open, used = {}, {}, {}
  for i = 1, A.n do
    local t, cid = A.t[i], A.cid[i]
    if t == 'c' then
      if cid == '' or used[cid] then bad[i] = true else open[cid] = i; used[cid] = true end
    elseif t == 'r' then
      if cid ~= '' and open[cid] then open[cid] = nil else bad[i] = true end
    end
  end
  for _, i in pairs(open) do bad[i] = true end
  return bad
end

-- The first atom the fitter may keep other than a summary: the start of U0
-- (see the top of this file), or 1 when the whole working set may fit.
local function first_needed(A, bad, limit)
  local starts, open, n_open = {}, {}, 0  -- fit.py _units: split where no call is open
  for i = 1, A.n do
    if not bad[i] then
      if n_open == 0 then starts[#starts + 1] = i end
      local t, cid = A.t[i], A.cid[i]
      if t == 'c' and not open[cid] then open[cid] = true; n_open = n_open + 1
      elseif t == 'r' and open[cid] then open[cid] = nil; n_open = n_open - 1 end
    end
  end
  local suffix, stop = 0, A.n
  for u = #starts, 1, -1 do
    for i = starts[u], stop do
      if not bad[i] and not A.sums[i] then suffix = suffix + A.cost[i] end
    end
    stop = starts[u] - 1
    if suffix > limit then return starts[u - 1] or 1 end
  end
  return 1
end

-- The entries' bodies into their reply slots (out[slots[i]] = body of seqs[i]).
local function fill_bodies(k, out, seqs, slots)
  for lo = 1, #seqs, 1000 do  -- unpack has a stack limit: a thousand fields per HMGET
    local bodies = rcall('HMGET', k[3], unpack_range(seqs, lo, math.min(lo + 999, #seqs)))
    for i = 1, #bodies do out[slots[lo + i - 1]] = bodies[i] or '' end
  end
end

-- The whole working set appended to `out` in the context's layout: for a budget
-- that holds everything. Seqs come from the scores, so no header is parsed.
local function whole_view(k, pthru, segs, out)
  local seqs, slots = {}, {}
  local function entries(lo, hi)
    local hs = rcall('ZRANGEBYSCORE', k[2], lo, hi, 'WITHSCORES')
    out[#out + 1] = #hs / 2
    for i = 1, #hs, 2 do
      out[#out + 1] = hs[i]
      out[#out + 1] = false
      seqs[#seqs + 1] = hs[i + 1]
      slots[#slots + 1] = #out
    end
  end
  put_summaries(out, segs)
  local at, n = #out + 1, 0
  out[at] = 0
  for _, s in ipairs(segs) do
    if s.kind == 'p' then
      n = n + 1
      out[#out + 1] = s.start; out[#out + 1] = s.stop; out[#out + 1] = s.tokens; out[#out + 1] = s.count
      if s.with_entries then entries(s.start, s.stop) else out[#out + 1] = 0 end
    end
  end
  out[at] = n
  entries('(' .. pthru, '+inf')
  fill_bodies(k, out, seqs, slots)
  return {0, 0, 0, 0}
end

-- The pruned working set appended to `out` in the context's layout: every atom
-- from `first` on, every summary, every unpaired entry. Returns the omitted
-- counts {entries, segments, tokens, active entries}.
local function pruned_view(A, bad, first, segs, k, out)
  local per_seg, omitted_segs = {}, {}
  local o_entries, o_tokens, o_active = 0, 0, 0
  for i = 1, A.n do
    local seg = A.seg[i]
    if i >= first or A.sums[i] or (bad[i] and A.t[i]) then
      local g = per_seg[seg] or {good = 0, tokens = 0, list = {}}
      per_seg[seg] = g
      g.list[#g.list + 1] = i
      g.tokens = g.tokens + A.tok[i]
      g.first = g.first or A.seq[i]
      if not bad[i] then g.good = g.good + 1 end
    elseif not bad[i] then
      o_tokens = o_tokens + A.cost[i]
      if A.t[i] then
        o_entries = o_entries + 1
        if seg == 0 then o_active = o_active + 1 end
      end
      if seg > 0 then omitted_segs[seg] = true end
    end
  end
  local o_segments = 0
  for i in pairs(omitted_segs) do
    if not (per_seg[i] and per_seg[i].good > 0) then o_segments = o_segments + 1 end
  end
  local seqs, slots = {}, {}
  local function add_entries(list)
    out[#out + 1] = #list
    for _, i in ipairs(list) do
      out[#out + 1] = A.h[i]
      out[#out + 1] = false
      seqs[#seqs + 1] = A.seq[i]
      slots[#slots + 1] = #out
    end
  end
  put_summaries(out, segs)
  local at, n = #out + 1, 0
  out[at] = 0
  for i, s in ipairs(segs) do
    local g = per_seg[i]
    if s.kind == 'p' and g then
      n = n + 1
      local entries = A.t[g.list[1]]
      -- cut inside: the range start, count and tokens of what is returned (as fit.py reports a trimmed segment)
      local whole = not entries or #g.list == s.n
      out[#out + 1] = whole and s.start or g.first
      out[#out + 1] = s.stop
      out[#out + 1] = whole and s.tokens or g.tokens
      out[#out + 1] = whole and s.count or #g.list
      if entries then add_entries(g.list) else out[#out + 1] = 0 end
    end
  end
  out[at] = n
  add_entries(per_seg[0] and per_seg[0].list or {})
  fill_bodies(k, out, seqs, slots)
  return {o_entries, o_segments, o_tokens, o_active}
end

-- rollmem_budget_fit  (read-only: FCALL_RO)
--   KEYS  the eleven budget keys (meta, ent, body, pin, sums, pend and facts are read)
--   ARGV  mode (include | placeholder | all, as for rollmem_budget_context), budget (input tokens, 1..1e9),
--         overhead (tokens per message, 0..10000), placeholder_tokens (0..100000),
--         [with_facts] (1 default | 0)
--   Reply rollmem_budget_context's reply without what cannot fit, then four counts:
--         {gen, last, pthru, context_tokens,
--          system header, system entry, anchor header, anchor entry ("" when absent),
--          n_summaries, {end, tokens, summary}...,
--          n_pending, {start, end, tokens, count, n_entries, {header, entry}...}...,
--          n_active, {header, entry}...,
--          fact_tokens, n_facts, fact records...   (0, 0 with with_facts 0)
--          omitted_entries, omitted_segments, omitted_tokens, omitted_active}
--         Left out: pending and active entries and placeholders older than U0 (see the
--         top of this file), unless unpaired. A pending segment cut inside comes back
--         with the range start, count and tokens of the entries returned. Omitted counts:
--         entries left out, segments left out whole, their tokens (with overhead), and
--         how many of the entries were active (not yet queued for summarizing).
--   Errors RM_BADARG, RM_WRONGPOLICY
-- The fit's arguments from ARGV[i..i+4], checked.
local function fit_args(a, i)
  local mode = a[i]
  if mode ~= 'include' and mode ~= 'placeholder' and mode ~= 'all' then
    fail('BADARG', 'mode must be include, placeholder or all')
  end
  return mode, int_arg(a[i + 1], 'budget', 1, 1000000000), int_arg(a[i + 2], 'overhead', 0, 10000),
    int_arg(a[i + 3], 'placeholder_tokens', 0, 100000), a[i + 4] == nil and 1 or int_arg(a[i + 4], 'with_facts', 0, 1)
end

local function fitted(k, mode, limit, overhead, ph_tokens, facts)
  local st = load_state(k)
  local pin = rcall('HMGET', k[4], 'system_h', 'system', 'anchor_h', 'anchor')
  local out = {st.gen or '', st.last, st.pthru, st.pintok + st.stok + st.tok + st.ptok,
    pin[1] or '', pin[2] or '', pin[3] or '', pin[4] or ''}
  local segs = read_segments(k, mode)
  local omitted
  -- an upper bound on what the atoms other than summaries cost: within the budget, nothing goes
  local bound = st.tok + overhead * st.cnt
  for _, s in ipairs(segs) do
    if s.with_entries then bound = bound + s.tokens + overhead * s.count + ph_tokens  -- (or its placeholder)
    elseif s.kind == 'p' then bound = bound + ph_tokens + overhead end
  end
  if bound <= limit then
    omitted = whole_view(k, st.pthru, segs, out)
  else
    local A = read_atoms(k, st.pthru, segs, ph_tokens, overhead)
    local bad = unpaired(A)
    omitted = pruned_view(A, bad, first_needed(A, bad, limit), segs, k, out)
  end
  if facts == 1 then read_facts(k[11], out) else out[#out + 1] = 0; out[#out + 1] = 0 end
  for _, n in ipairs(omitted) do out[#out + 1] = n end
  return out
end

local function b_fit(k, a) return fitted(k, fit_args(a, 1)) end

redis.register_function{function_name = 'rollmem_budget_fit', callback = guard(b_fit, 11), flags = {'no-writes'}}
