"""Server time per call of the rollmem functions and of the Lua machinery under them (issue 10 item 6).

Each variant runs alone, ``--calls`` times, after ``CONFIG RESETSTAT``; its server
time is ``usec_per_call`` of ``INFO commandstats`` (which also counts the Redis
commands a function calls: their sum is reported as "in commands", the rest is
Lua and argument/reply machinery). Every figure is the median of ``--rounds``.

Probes (EVALSHA of tiny scripts) price the parts: an empty script, reading 21
ARGV, one validation helper, one ``redis.call`` of each kind the hot paths make.

    python benchmarks/bench_probe.py [--url redis://...] [--rounds 5] [--calls 2000] [--json out.json]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import uuid
from collections.abc import Callable
from typing import Any

import redis
from bench_common import cleanup, machine_info, machine_line, serve_and_report

from rollmem_client import AgentMemory, RollingMemory
from rollmem_client.blocks.ops import encode_interaction
from rollmem_client.scripts import scripts_dir

USER = {"query": "What is the capital of France, and what is it famous for?"}
AI = {"answer": "Paris. It is famous for the Eiffel Tower, the Louvre and its cafés." * 2}
ENTRY = (b'{"id":"e1","type":"message","role":"user","content":"' + b"x" * 200
         + b'","ts":"2026-01-01T00:00:00Z","tokens":50}')

PROBES: dict[str, tuple[str, int]] = {
    "return 1 (empty script)": ("return 1", 0),
    "read 21 ARGV into locals": ("local t = {} for i = 1, #ARGV do t[i] = ARGV[i] end return #t", 0),
    "strict integer check x6": (
        "local n = 0 for i = 1, 6 do local v = ARGV[i] "
        "if string.find(v, '^%-?[1-9]%d*$') or v == '0' then n = n + tonumber(v) end end return n", 0),
    "key compare x5 (concat + ==)": (
        "local b = string.sub(KEYS[5], 1, -6) .. ':s:' .. ARGV[1] .. ':' local ok = 0 "
        "for _, s in ipairs({'meta', 'win', 'sums', 'pend'}) do if KEYS[1] ~= b .. s then ok = ok + 1 end end "
        "return ok", 5),
    "redis.call HMGET 7 fields": ("return #redis.call('HMGET', KEYS[1], 'gen', 'last', 'mark', 'w', 'm', 'policy', "
                                   "'cap')", 1),
    "redis.call TYPE": ("return redis.call('TYPE', KEYS[1]).ok", 1),
    "redis.call RPUSH 300 B": ("return redis.call('RPUSH', KEYS[2], ARGV[1])", 2),
    "redis.call LTRIM": ("return redis.call('LTRIM', KEYS[2], -21, -1)", 2),
    "redis.call HSET 2 fields": ("return redis.call('HSET', KEYS[1], 'last', 5, 'mark', 2)", 1),
    "redis.call TIME": ("return redis.call('TIME')[1]", 0),
    "redis.call LRANGE 21 x 300 B, returned": ("return redis.call('LRANGE', KEYS[2], -21, -1)", 2),
}


# A throw-away library of FCALL probes built on the real 00_common.lua helpers:
# what the function machinery costs before any redis.call (blocks keys: meta win sums pend jobs facts).
PROBE_FUNCTIONS = """
local BK = key_spec({'meta', 'win', 'sums', 'pend', 'jobs', 'facts'}, {1, 2, 3, 4, 6}, {5})
redis.register_function('rmprobe_empty', function() return 1 end)
redis.register_function('rmprobe_guard', guard(function() return 1 end, 6))
redis.register_function('rmprobe_keys', guard(function(k, a) check_keys(k, BK, a[1] or '') return 1 end, 6))
redis.register_function('rmprobe_checks', guard(function(k, a)
  check_keys(k, BK, a[1] or '')
  object_arg(a[2], 'interaction', int_arg(a[6], 'max_entry_bytes', 2, MAX_PAYLOAD))
  int_arg(a[5], 'ttl_ms', 0, MAX_TTL_MS)
  int_arg(a[3], 'window_size', 1, 100000)
  int_arg(a[4], 'max_summaries', 0, 10000)
  return 1
end, 6))
"""


def probe_library() -> str:
    common = (scripts_dir() / "00_common.lua").read_text(encoding="utf-8")
    common = common.replace("#!lua name=rollmem", "#!lua name=rmprobe").replace("'rollmem_version'", "'rmprobe_version'")
    return common + PROBE_FUNCTIONS


def usec_per_call(r: redis.Redis, fn: Callable[[], Any], command: str, n: int) -> tuple[float, float]:
    """(server µs per call of ``command``, of which inside the Redis commands it called)."""
    r.config_resetstat()
    for _ in range(n):
        fn()
    stats = r.info("commandstats")
    main = stats.get(f"cmdstat_{command}", {"usec": 0, "calls": 1})
    own = {f"cmdstat_{command}", "cmdstat_multi"} if command == "exec" else {f"cmdstat_{command}"}
    # a transaction: MULTI's time plus EXEC's (which holds the queued commands' execution)
    usec = sum(stats[k]["usec"] for k in own if k in stats)
    inner = sum(v["usec"] for k, v in stats.items()
                if k not in own and not k.startswith(("cmdstat_config", "cmdstat_info")))
    return usec / main["calls"], inner / main["calls"]


def run(url: str, rounds: int, calls: int) -> dict[str, Any]:
    r = redis.Redis.from_url(url, protocol=2, single_connection_client=True)
    prefix = "probe" + uuid.uuid4().hex[:8]
    mem = RollingMemory(r, prefix=prefix)
    mem.setup()
    agent = AgentMemory(r, mem.config)
    cfg = mem.config
    payload = encode_interaction(cfg, USER, AI, None)
    for _ in range(40):
        mem.add_interaction("ctx", USER, AI)
    scratch = f"{prefix}:scratch"
    r.rpush(f"{scratch}:l", *([payload] * 21))
    bkeys = cfg.keys.session("ctx")
    budget_keys = cfg.keys.budget_session("agent").as_list()
    budget_args = [*cfg.budget.lua_args(), cfg.ttl_ms, cfg.max_entry_bytes, cfg.budget.events_maxlen]
    agent.add_user_message("agent", "Book a flight to Tokyo")

    def b_append() -> Any:
        sid = "app"
        k = cfg.keys.session(sid).as_list()
        return r.fcall("rollmem_append", len(k), *k, sid, payload, cfg.window_size, cfg.max_summaries, cfg.ttl_ms,
                       cfg.max_entry_bytes)

    def b_context() -> Any:
        return r.fcall_ro("rollmem_context", len(bkeys.as_list()), *bkeys.as_list(), cfg.window_size, cfg.max_summaries)

    def g_append() -> Any:
        return r.fcall("rollmem_budget_append", len(budget_keys), *budget_keys, "agent", "m", "user", 50, "", ENTRY,
                       *budget_args)

    def g_context() -> Any:
        return r.fcall_ro("rollmem_budget_context", len(budget_keys), *budget_keys, "include")

    functions: dict[str, tuple[Callable[[], Any], str]] = {
        "blocks append (FCALL rollmem_append)": (b_append, "fcall"),
        "blocks context (FCALL_RO rollmem_context)": (b_context, "fcall_ro"),
        "blocks context as the SDK reads it (MULTI/EXEC of 4 reads, no Lua)": (lambda: mem.context("ctx"), "exec"),
        "budget append (FCALL rollmem_budget_append, compressions included)": (g_append, "fcall"),
        "budget context (FCALL_RO, ~20 entries)": (g_context, "fcall_ro"),
        "raw RPUSH 300 B": (lambda: r.rpush(f"{scratch}:p", payload), "rpush"),
        "raw LRANGE 21 x 300 B": (lambda: r.lrange(f"{scratch}:l", -21, -1), "lrange"),
    }
    shas = {name: r.script_load(src) for name, (src, _) in PROBES.items()}
    try:  # a library without the helpers the probes call (an older rollmem) has no FCALL probes
        r.function_load(probe_library(), replace=True)
        probe_functions = True
    except redis.ResponseError:
        probe_functions = False
    app_keys = cfg.keys.session("app").as_list()
    app_args = ["app", payload, cfg.window_size, cfg.max_summaries, cfg.ttl_ms, cfg.max_entry_bytes]
    for fn, label in [] if not probe_functions else [("rmprobe_empty", "FCALL of an empty function"), ("rmprobe_guard", "+ guard (pcall, key count)"),
                      ("rmprobe_keys", "+ key checks (append's keys)"), ("rmprobe_checks", "+ all of append's argument checks")]:
        functions["probe: " + label] = ((lambda f=fn: r.fcall(f, len(app_keys), *app_keys, *app_args)), "fcall")
    probe_args = ["1", "22", "3", "0", "1048576", "4", *["x"] * 15]

    def probe(name: str) -> Callable[[], Any]:
        nkeys = PROBES[name][1]
        keys = [bkeys.meta, f"{scratch}:l", bkeys.sums, bkeys.pend, bkeys.jobs][:nkeys]
        args = [payload] if "RPUSH" in name else ["ctx"] if "key compare" in name else probe_args
        return lambda: r.evalsha(shas[name], nkeys, *keys, *args)

    samples: dict[str, list[tuple[float, float]]] = {}
    for _ in range(rounds):
        for name, (fn, command) in functions.items():
            samples.setdefault(name, []).append(usec_per_call(r, fn, command, calls))
            if "budget append" in name:  # keep the session small: the figure is the steady state
                agent.clear_session("agent")
                agent.add_user_message("agent", "Book a flight to Tokyo")
        for name in PROBES:
            samples.setdefault("probe: " + name, []).append(usec_per_call(r, probe(name), "evalsha", calls))
        r.delete(f"{scratch}:p")
    out = {
        "machine": machine_info(r),
        "rounds": rounds,
        "calls": calls,
        "rows": [{"variant": name, "server_us": round(statistics.median(t for t, _ in s), 2),
                  "min_max": [round(min(t for t, _ in s), 2), round(max(t for t, _ in s), 2)],
                  "in_commands_us": round(statistics.median(i for _, i in s), 2)}
                 for name, s in samples.items()],
    }
    cleanup(r, [prefix])
    if probe_functions:
        r.function_delete("rmprobe")
    r.close()
    return out


def report(res: dict[str, Any]) -> str:
    lines = [machine_line(res["machine"]), f"{res['rounds']} rounds x {res['calls']} calls per variant; medians",
             "", "| variant | server µs/call | min-max | in Redis commands |", "|---|---:|---:|---:|"]
    for row in res["rows"]:
        lo, hi = row["min_max"]
        lines.append(f"| {row['variant']} | {row['server_us']} | {lo}-{hi} | {row['in_commands_us']} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", help="Redis to measure (default: a throw-away redis-server on loopback)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--calls", type=int, default=2000)
    ap.add_argument("--json", metavar="PATH")
    args = ap.parse_args(argv)
    if args.rounds < 1 or args.calls < 100:
        ap.error("--rounds >= 1 and --calls >= 100")
    return serve_and_report(args.url, lambda url: run(url, args.rounds, args.calls), report, args.json)


if __name__ == "__main__":
    sys.exit(main())
