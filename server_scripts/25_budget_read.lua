-- The budget policy's fitted read: what of a session's working set can fit a
-- model's input budget, selected on the server from the token counts the
-- entry headers already carry, so that nothing is shipped (or decoded by the
-- client) that the model will not see.
--
-- The selection is the one rollmem_client/budget/fit.py `fit` makes over the
-- whole `rollmem_budget_context` reply; that fitter stays the authority: the
-- client runs it over this function's reply and gets exactly the selection it
-- would get over the whole view (a property test compares both). The steps
-- below follow fit.py's, under the same names.
--
-- Atoms (what can be left out, oldest first): segments (summaries and pending
-- segments) in order of their (start, end) range, then the active entries. A
-- pending segment contributes its entries (mode include) or one placeholder
-- (mode placeholder, or include with no entries left). A summary costs its
-- stored token count (meta st:<end>), a placeholder `placeholder_tokens`, an
-- entry the count in its header; each plus `overhead`.
-- Unpaired: a tool call with no result after it, a result with no open call
-- before it, a second call reusing an id: always left out, but returned (with
-- their bodies) so the client can report them.
-- Units: atoms split where no tool call is open (a call travels with its
-- results). A unit is a stable cut point when it is the first, starts a new
-- segment, starts with a summary or placeholder, or its first seq lies in a
-- later page (seq // page) than the first seq of the unit before.
-- Pins: the system prompt always; the anchor whole while the system prompt,
-- the whole anchor and the newest unit fit together, otherwise one line
-- costing anchor_line_tokens + 8.
-- Cut: the tightest unit whose suffix fits the room left after the pins; then
-- the first stable unit at or after it, unless that keeps less than half of
-- what the tightest keeps.

local ANCHOR_PREFIX_TOKENS = 8  -- fit.py _ANCHOR_PREFIX_TOKENS: "Original task: " and the ellipsis

-- The start of a summary's range: its top-level "range": {"startIndex": N}
-- (inside JSON strings a quote is always escaped, so no text can fake the key).
local function summary_start(json, stop)
  local r = string.match(json, '"range"%s*:%s*(%b{})')
  return tonumber(r and string.match(r, '"startIndex"%s*:%s*(%d+)')) or stop
end

-- Summaries and pending segments, sorted as fit.py sorts them: by (start, end),
-- summaries before pending segments on a tie (the order the client decodes them in).
local function read_segments(k)
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
  return segs
end

-- Every atom in order; entries as {seq, tokens, type, call_id, header, seg}.
-- seg: index of the segment (1..n), 0 for the active entries.
local function read_atoms(k, pthru, mode, segs, ph_cost, overhead)
  local atoms = {}
  local function entries(lo, hi, seg)
    local hs = rcall('ZRANGEBYSCORE', k[2], lo, hi)
    for _, h in ipairs(hs) do
      local seq, tok, t, cid = parse_header(h)
      atoms[#atoms + 1] = {e = true, seq = seq, cost = tok + overhead, tok = tok, t = t, cid = cid, h = h, seg = seg}
    end
    return #hs
  end
  for i, s in ipairs(segs) do
    if s.kind == 's' then
      atoms[#atoms + 1] = {seq = s.start, cost = s.tokens + overhead, seg = i}
    else
      s.n = mode == 'include' and entries(s.start, s.stop, i) or 0
      if s.n == 0 and s.count > 0 then
        atoms[#atoms + 1] = {seq = s.start, cost = ph_cost + overhead, seg = i}
      end
    end
  end
  entries('(' .. pthru, '+inf', 0)
  return atoms
end

-- fit.py _unpaired: marks atoms a provider would reject (a.bad = true).
local function mark_unpaired(atoms)
  local open, used = {}, {}
  for _, a in ipairs(atoms) do
    if a.t == 'c' then
      if a.cid == '' or used[a.cid] then a.bad = true else open[a.cid] = a; used[a.cid] = true end
    elseif a.t == 'r' then
      if a.cid ~= '' and open[a.cid] then open[a.cid] = nil else a.bad = true end
    end
  end
  for _, a in pairs(open) do a.bad = true end
end

-- fit.py _units over the paired atoms `good`: {start, cost, stable} per unit.
local function split_units(good, page)
  local units, open, n_open = {}, {}, 0
  for i, a in ipairs(good) do
    if n_open == 0 then
      local stable = #units == 0
      if not stable then
        local prev = good[units[#units].start]
        stable = a.seg ~= good[i - 1].seg or not a.e or math.floor(a.seq / page) > math.floor(prev.seq / page)
      end
      units[#units + 1] = {start = i, cost = 0, stable = stable}
    end
    local u = units[#units]
    u.cost = u.cost + a.cost
    if a.t == 'c' and not open[a.cid] then open[a.cid] = true; n_open = n_open + 1
    elseif a.t == 'r' and open[a.cid] then open[a.cid] = nil; n_open = n_open - 1 end
  end
  return units
end

-- fit.py _choose_cut: index of the first kept unit (#units + 1 keeps none).
local function choose_cut(units, room)
  local suffix = {[#units + 1] = 0}
  for u = #units, 1, -1 do suffix[u] = suffix[u + 1] + units[u].cost end
  local tightest = #units + 1
  for u = 1, #units + 1 do
    if suffix[u] <= room then tightest = u; break end
  end
  for u = tightest, #units do
    if units[u].stable then
      if suffix[u] * 2 >= suffix[tightest] then return u end
      return tightest
    end
  end
  return tightest
end

-- Tokens the pins take: the system prompt, and the anchor whole or as one line.
local function pinned_cost(pin, limit, overhead, line_tokens, newest)
  local sys = pin[1] and select(2, parse_header(pin[1])) + overhead or 0
  if not pin[3] then return sys <= limit and sys or nil end
  local full = select(2, parse_header(pin[3])) + overhead
  local short = full
  if full - overhead > line_tokens + ANCHOR_PREFIX_TOKENS then short = line_tokens + ANCHOR_PREFIX_TOKENS + overhead end
  if sys + short > limit then return nil end  -- the client's fit raises ContextTooLarge
  if sys + full <= limit and (sys + full + newest <= limit or sys + short + newest > limit) then
    return sys + full
  end
  return sys + short
end

-- rollmem_budget_fit  (read-only: FCALL_RO)
--   KEYS  the ten budget keys (only meta, ent, body, pin, sums and pend are read)
--   ARGV  mode (include | placeholder), budget (input tokens, 1..1e9),
--         overhead (tokens per message, 0..10000), page (1..1e9),
--         anchor_line_tokens (1..100000), placeholder_tokens (0..100000)
--   Reply rollmem_budget_context's reply holding only what fits, then three counts:
--         {gen, last, pthru, context_tokens,
--          system header, system entry, anchor header, anchor entry ("" when absent),
--          n_summaries, {end, tokens, summary}...,
--          n_pending, {start, end, tokens, count, n_entries, {header, entry}...}...,
--          n_active, {header, entry}...,
--          omitted_entries, omitted_segments, omitted_tokens}
--         Pins always. Summaries, placeholders and entries: those kept, plus every
--         unpaired tool entry (never rendered; returned so the client can name them).
--         A pending segment cut inside is returned with the range, count and tokens of
--         its kept entries. Omitted: entries and segments left out whole for the budget
--         and their tokens (each plus overhead); unpaired entries are not counted.
--         When the pins alone exceed the budget, only the pins (the client's fit raises).
--   Errors RM_BADARG, RM_WRONGPOLICY
local function b_fit(k, a)
  local mode = a[1]
  if mode ~= 'include' and mode ~= 'placeholder' then fail('BADARG', 'mode must be include or placeholder') end
  local limit = int_arg(a[2], 'budget', 1, 1000000000)
  local overhead = int_arg(a[3], 'overhead', 0, 10000)
  local page = int_arg(a[4], 'page', 1, 1000000000)
  local line_tokens = int_arg(a[5], 'anchor_line_tokens', 1, 100000)
  local ph_tokens = int_arg(a[6], 'placeholder_tokens', 0, 100000)
  local st = load_state(k)
  local pin = rcall('HMGET', k[4], 'system_h', 'system', 'anchor_h', 'anchor')
  local out = {st.gen or '', st.last, st.pthru, st.pintok + st.stok + st.tok + st.ptok,
    pin[1] or '', pin[2] or '', pin[3] or '', pin[4] or ''}

  local segs = read_segments(k)
  local atoms = read_atoms(k, st.pthru, mode, segs, ph_tokens, overhead)
  mark_unpaired(atoms)
  local good = {}
  for _, x in ipairs(atoms) do if not x.bad then good[#good + 1] = x end end
  local units = split_units(good, page)
  local pins = pinned_cost(pin, limit, overhead, line_tokens, #units > 0 and units[#units].cost or 0)
  local cut = pins and choose_cut(units, limit - pins) or #units + 1
  local first = units[cut] and units[cut].start or #good + 1
  for i = first, #good do good[i].keep = true end

  -- what goes back: kept atoms and unpaired entries, per segment
  local per_seg, dropped = {}, {}
  local omitted_entries, omitted_tokens = 0, 0
  for _, x in ipairs(atoms) do
    if x.keep or (x.bad and x.e) then
      local g = per_seg[x.seg] or {kept = 0, tokens = 0, list = {}}
      per_seg[x.seg] = g
      g.list[#g.list + 1] = x
      if x.keep then
        g.kept = g.kept + 1
        g.tokens = g.tokens + (x.tok or 0)
        g.first = g.first or x.seq
      end
    elseif not x.bad then
      omitted_tokens = omitted_tokens + x.cost
      if x.e then omitted_entries = omitted_entries + 1 end
      if x.seg > 0 then dropped[x.seg] = true end
    end
  end
  local omitted_segments = 0
  for i in pairs(dropped) do
    if not (per_seg[i] and per_seg[i].kept > 0) then omitted_segments = omitted_segments + 1 end
  end

  local seqs, slots = {}, {}
  local function add_entries(list)
    out[#out + 1] = #list
    for _, x in ipairs(list) do
      out[#out + 1] = x.h
      out[#out + 1] = false  -- the body, filled in by one HMGET below
      seqs[#seqs + 1] = x.seq
      slots[#slots + 1] = #out
    end
  end
  local n_sums, n_pend = 0, 0
  local at = #out + 1
  out[at] = 0
  for i, s in ipairs(segs) do
    if s.kind == 's' and per_seg[i] then
      n_sums = n_sums + 1
      out[#out + 1] = s.stop; out[#out + 1] = s.tokens; out[#out + 1] = s.json
    end
  end
  out[at] = n_sums
  at = #out + 1
  out[at] = 0
  for i, s in ipairs(segs) do
    local g = per_seg[i]
    if s.kind == 'p' and g then
      n_pend = n_pend + 1
      local entries = g.list[1].e
      -- trimmed: the range, count and tokens of what was kept (as fit.py reports it)
      local whole = not entries or g.kept == s.n
      out[#out + 1] = whole and s.start or (g.first or s.start)
      out[#out + 1] = s.stop
      out[#out + 1] = whole and s.tokens or g.tokens
      out[#out + 1] = whole and s.count or g.kept
      if entries then add_entries(g.list) else out[#out + 1] = 0 end
    end
  end
  out[at] = n_pend
  add_entries(per_seg[0] and per_seg[0].list or {})
  if #seqs > 0 then
    local bodies = rcall('HMGET', k[3], unpack_(seqs))
    for i, slot in ipairs(slots) do out[slot] = bodies[i] or '' end
  end
  out[#out + 1] = omitted_entries
  out[#out + 1] = omitted_segments
  out[#out + 1] = omitted_tokens
  return out
end

redis.register_function{function_name = 'rollmem_budget_fit', callback = guard(b_fit, 10), flags = {'no-writes'}}
