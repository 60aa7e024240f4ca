-- The deployment record: the settings every client of a prefix must share.
--
-- rollmem_deployment
--   KEYS  config  hash  <prefix>:config
--   ARGV  buckets (1..1024), layout (1..1000): the caller's
--   Reply {buckets, layout}: the deployment's, as stored
--   Flags none (writes the record once)
-- Writes `buckets` and `layout` if the deployment has no record yet, in one
-- step, then returns what is stored. A record without `layout` was written
-- before layouts were recorded: it is layout 1 (tags {<prefix>:bNN}). The
-- caller refuses to run when either differs from its own.
local function deployment(k, a)
  if not string.find(k[1], '^[%w_%.%-]+:config$') or #k[1] > 71 then
    fail('BADKEY', 'key 1 must be <prefix>:config, got ' .. show(k[1]))
  end
  local buckets = int_arg(a[1], 'buckets', 1, 1024)
  local layout = int_arg(a[2], 'layout', 1, 1000)
  if rcall('EXISTS', k[1]) == 0 then
    rcall('HSET', k[1], 'buckets', buckets, 'layout', layout)
  end
  local stored = rcall('HMGET', k[1], 'buckets', 'layout')
  return {tonumber(stored[1]) or buckets, tonumber(stored[2]) or 1}
end

redis.register_function{function_name = 'rollmem_deployment', callback = guard(deployment, 1)}
