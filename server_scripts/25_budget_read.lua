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
local function unpack_range(t, i, j) return (table.unpack or unpack)(t, i, j) end

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

-- Every atom in order, as parallel arrays (a table per atom costs more than
-- the selection itself): seq (the first seq it covers), cost, tok, t (type
-- code; false for a summary or placeholder), cid, h (header), seg (index of
-- its segment, 0 for the active entries).
local function read_atoms(k, pthru, mode, segs, ph_cost, overhead)
  local A = {seq = {}, cost = {}, tok = {}, t = {}, cid = {}, h = {}, seg = {}, n = 0}
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
    else
      s.n = mode == 'include' and entries(s.start, s.stop, i) or 0
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

-- fit.py _units over the paired atoms (`good`: their indexes in A): per unit,
-- the position in `good` it starts at, its cost, and whether a cut there is stable.
local function split_units(A, good, page)
  local U = {start = {}, cost = {}, stable = {}, n = 0}
  local open, n_open = {}, 0
  for j, i in ipairs(good) do
    if n_open == 0 then
      local stable = U.n == 0
      if not stable then
        local prev = good[U.start[U.n]]
        stable = A.seg[i] ~= A.seg[good[j - 1]] or not A.t[i]
          or math.floor(A.seq[i] / page) > math.floor(A.seq[prev] / page)
      end
      U.n = U.n + 1
      U.start[U.n], U.cost[U.n], U.stable[U.n] = j, 0, stable
    end
    U.cost[U.n] = U.cost[U.n] + A.cost[i]
    local t, cid = A.t[i], A.cid[i]
    if t == 'c' and not open[cid] then open[cid] = true; n_open = n_open + 1
    elseif t == 'r' and open[cid] then open[cid] = nil; n_open = n_open - 1 end
  end
  return U
end

-- fit.py _choose_cut: index of the first kept unit (U.n + 1 keeps none).
local function choose_cut(U, room)
  local suffix = {[U.n + 1] = 0}
  for u = U.n, 1, -1 do suffix[u] = suffix[u + 1] + U.cost[u] end
  local tightest = U.n + 1
  for u = 1, U.n + 1 do
    if suffix[u] <= room then tightest = u; break end
  end
  for u = tightest, U.n do
    if U.stable[u] then
      if suffix[u] * 2 >= suffix[tightest] then return u end
      return tightest
    end
  end
  return tightest
end

-- The entries' bodies into their reply slots (out[slots[i]] = body of seqs[i]).
local function fill_bodies(k, out, seqs, slots)
  for lo = 1, #seqs, 1000 do  -- unpack has a stack limit: a thousand fields per HMGET
    local bodies = rcall('HMGET', k[3], unpack_range(seqs, lo, math.min(lo + 999, #seqs)))
    for i = 1, #bodies do out[slots[lo + i - 1]] = bodies[i] or '' end
  end
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

-- The whole working set appended to `out` in the reply's layout, omitting nothing:
-- for a budget that holds everything. Seqs come from the scores, so no header is parsed.
local function whole_view(k, pthru, mode, segs, out)
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
  local at, n = #out + 1, 0
  out[at] = 0
  for _, s in ipairs(segs) do
    if s.kind == 's' then
      n = n + 1
      out[#out + 1] = s.stop; out[#out + 1] = s.tokens; out[#out + 1] = s.json
    end
  end
  out[at] = n
  at, n = #out + 1, 0
  out[at] = 0
  for _, s in ipairs(segs) do
    if s.kind == 'p' then
      n = n + 1
      out[#out + 1] = s.start; out[#out + 1] = s.stop; out[#out + 1] = s.tokens; out[#out + 1] = s.count
      if mode == 'include' then entries(s.start, s.stop) else out[#out + 1] = 0 end
    end
  end
  out[at] = n
  entries('(' .. pthru, '+inf')
  fill_bodies(k, out, seqs, slots)
  out[#out + 1] = 0; out[#out + 1] = 0; out[#out + 1] = 0
  return out
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
  -- Everything fits (by an upper bound on every atom's cost): the whole working
  -- set, as rollmem_budget_context returns it, without parsing a header (the
  -- client's fit keeps it all, and leaves out the unpaired entries itself).
  local segs = read_segments(k)
  local bound = st.pintok + st.stok + st.tok + st.ptok + overhead * (2 + st.cnt + st.pcnt)
    + (ph_tokens + overhead) * #segs
  local pin = rcall('HMGET', k[4], 'system_h', 'system', 'anchor_h', 'anchor')
  local out = {st.gen or '', st.last, st.pthru, st.pintok + st.stok + st.tok + st.ptok,
    pin[1] or '', pin[2] or '', pin[3] or '', pin[4] or ''}
  if bound <= limit then return whole_view(k, st.pthru, mode, segs, out) end

  local A = read_atoms(k, st.pthru, mode, segs, ph_tokens, overhead)
  local bad = unpaired(A)
  local good = {}
  for i = 1, A.n do if not bad[i] then good[#good + 1] = i end end
  local U = split_units(A, good, page)
  local pins = pinned_cost(pin, limit, overhead, line_tokens, U.n > 0 and U.cost[U.n] or 0)
  local cut = pins and choose_cut(U, limit - pins) or U.n + 1
  local keep = {}
  for j = (U.start[cut] or #good + 1), #good do keep[good[j]] = true end

  -- what goes back: kept atoms and unpaired entries, per segment
  local per_seg, dropped = {}, {}
  local omitted_entries, omitted_tokens = 0, 0
  for i = 1, A.n do
    local seg = A.seg[i]
    if keep[i] or (bad[i] and A.t[i]) then
      local g = per_seg[seg] or {kept = 0, tokens = 0, list = {}}
      per_seg[seg] = g
      g.list[#g.list + 1] = i
      if keep[i] then
        g.kept = g.kept + 1
        g.tokens = g.tokens + A.tok[i]
        g.first = g.first or A.seq[i]
      end
    elseif not bad[i] then
      omitted_tokens = omitted_tokens + A.cost[i]
      if A.t[i] then omitted_entries = omitted_entries + 1 end
      if seg > 0 then dropped[seg] = true end
    end
  end
  local omitted_segments = 0
  for i in pairs(dropped) do
    if not (per_seg[i] and per_seg[i].kept > 0) then omitted_segments = omitted_segments + 1 end
  end

  local seqs, slots = {}, {}
  local function add_entries(list)
    out[#out + 1] = #list
    for _, i in ipairs(list) do
      out[#out + 1] = A.h[i]
      out[#out + 1] = false  -- the body, filled in by one HMGET below
      seqs[#seqs + 1] = A.seq[i]
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
      local entries = A.t[g.list[1]]
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
  fill_bodies(k, out, seqs, slots)
  out[#out + 1] = omitted_entries
  out[#out + 1] = omitted_segments
  out[#out + 1] = omitted_tokens
  return out
end

redis.register_function{function_name = 'rollmem_budget_fit', callback = guard(b_fit, 10), flags = {'no-writes'}}
