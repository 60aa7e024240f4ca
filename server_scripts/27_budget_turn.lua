-- A bot's turn in one call: append an entry, then read what fits the budget,
-- so the model input returned is the session exactly as the append left it.

-- rollmem_budget_turn
--   KEYS  the eleven budget keys
--   ARGV  rollmem_budget_append's 22 arguments (sid ... events_maxlen), then
--         rollmem_budget_fit's five (mode, budget, overhead, placeholder_tokens, with_facts)
--   Reply rollmem_budget_append's 8 items, then rollmem_budget_fit's reply
--   Errors rollmem_budget_append's and rollmem_budget_fit's. Every argument of both
--          is checked before the append writes: a refused call changes nothing.
local APPEND_ARGC = 9 + NCFG

local function b_turn(k, a)
  if #a ~= APPEND_ARGC + 5 then
    fail('BADARG', 'expected ' .. (APPEND_ARGC + 5) .. ' arguments (the append\'s, then the fit\'s), got ' .. #a)
  end
  local mode, limit, overhead, ph_tokens, facts = fit_args(a, APPEND_ARGC + 1)
  local out = b_append(k, a)
  local view = fitted(k, mode, limit, overhead, ph_tokens, facts)
  for i = 1, #view do out[#out + 1] = view[i] end
  return out
end

redis.register_function('rollmem_budget_turn', guard(b_turn, 11))
