"""Append and context against raw RPUSH and LRANGE, on one connection, measured side by side.

Usage:
    python benchmarks/bench_core.py                  # starts its own throw-away redis-server
    python benchmarks/bench_core.py --url redis://127.0.0.1:6379/0 [--rounds 5] [--ops 2000] [--json out.json]

What it measures, on a single connection (``single_connection_client``):

- append: ``RollingMemory.add_interaction`` (the SDK: JSON encoding, validation,
  the FCALL, reply decoding), the raw ``FCALL rollmem_append`` with pre-encoded
  bytes (the server's cost plus redis-py's), and a raw ``RPUSH`` of the same
  bytes;
- context: ``RollingMemory.context`` (FCALL_RO plus decoding 21 interactions),
  the raw ``FCALL_RO rollmem_context``, and a raw ``LRANGE`` of 21 items; for
  reference, the same three reads without Lua in one ``MULTI``/``EXEC`` (not a
  rollmem API: what a Lua-free read path would cost);

each at a history of 21 interactions and of 100,000 (built with pipelined
FCALLs). In each round the three variants of one operation are interleaved call
by call in a rotating order, so they share the same moments of a shared, noisy
machine; figures are medians over rounds, and ratios (rollmem / raw) are taken
within a round, the median quoted. With ``--url`` the server's command statistics are reset
(``CONFIG RESETSTAT``) to read its own microseconds per call, and the benchmark's
keys (a random prefix) are deleted at the end.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import redis
from bench_common import machine_info, serve_and_report

from rollmem_client import RollingMemory
from rollmem_client.blocks import ops as core
from rollmem_client.blocks.ops import encode_interaction

LONG_HISTORY = 100_000
SHORT_HISTORY = 21

# A realistic turn: about 300 bytes once stored (JSON of both payloads plus the timestamp).
USER = {"text": "Can you move my dentist appointment from Tuesday to Thursday afternoon, after 3pm?", "lang": "en"}
AI = {
    "text": "Done: your appointment with Dr. Rossi is now Thursday 14 March at 15:30. Want a reminder?",
    "model": "claude-x",
    "tokens": 27,
}

BASELINE = {"append": "raw RPUSH", "context": "raw LRANGE 21"}

# Which command's server statistics belong to each variant.
SERVER_COMMAND = {"sdk append": "fcall", "raw FCALL append": "fcall", "raw RPUSH": "rpush",
                  "sdk context": "exec", "raw FCALL_RO context": "fcall_ro", "raw LRANGE 21": "lrange",
                  "ref MULTI 3 reads": "exec"}


@dataclass
class Series:
    """One variant's measurements, one entry per round."""

    throughput: list[float] = field(default_factory=list)
    p50_us: list[float] = field(default_factory=list)
    p99_us: list[float] = field(default_factory=list)


def interleaved(fns: list[Callable[[], Any]], n: int) -> list[list[int]]:
    """Call each of ``fns`` n times, interleaved one call at a time in a rotating order.

    Returns each function's per-call latencies in ns. Interleaving call by call
    means every variant sees the same moments of a noisy machine, so their ratio
    is far steadier than that of back-to-back runs.
    """
    pc = time.perf_counter_ns
    k = len(fns)
    lat = [[0] * n for _ in fns]
    for i in range(n):
        for j in range(k):
            v = (i + j) % k
            t = pc()
            fns[v]()
            lat[v][i] = pc() - t
    return lat


def server_profile(r: redis.Redis, fn: Callable[[], Any], command: str, n: int) -> tuple[float, float]:
    """Run ``fn`` alone n times; (server µs per call, of which inside the Redis commands a function called).

    From INFO commandstats, which also counts the commands a Lua function calls
    (HMGET, RPUSH, ...): their time is the part of a function's time that is not
    the function machinery itself (argument and reply conversion, Lua).
    """
    r.config_resetstat()
    for _ in range(n):
        fn()
    stats = r.info("commandstats")
    main = stats.get(f"cmdstat_{command}", {"usec": 0, "calls": 1})
    inner = sum(v["usec"] for k, v in stats.items()
                if k != f"cmdstat_{command}" and not k.startswith(("cmdstat_config", "cmdstat_info", "cmdstat_multi")))
    usec = main["usec"] + (stats.get("cmdstat_multi", {}).get("usec", 0) if command == "exec" else 0)
    return usec / main["calls"], (inner / main["calls"] if command in ("fcall", "fcall_ro", "exec") else 0.0)


LUA_PROBES = {
    "return 1": ("return 1", 0),
    "1 redis.call (RPUSH 300 B)": ("return redis.call('RPUSH', KEYS[1], ARGV[1])", 1),
    "LRANGE 21 into Lua, dropped": ("return #redis.call('LRANGE', KEYS[2], -21, -1)", 2),
    "LRANGE 21 into Lua, returned": ("return redis.call('LRANGE', KEYS[2], -21, -1)", 2),
}


def lua_probe(r: redis.Redis, list_key: str, scratch_key: str, payload: bytes, n: int = 2000) -> dict[str, float]:
    """Server µs per EVALSHA of tiny scripts: what one redis.call and one returned payload cost in Lua."""
    out = {}
    for name, (src, nkeys) in LUA_PROBES.items():
        sha = r.script_load(src)
        keys_args = [scratch_key, list_key][:nkeys] + ([payload] if "ARGV" in src else [])
        r.config_resetstat()
        for _ in range(n):
            r.evalsha(sha, nkeys, *keys_args)
        out[name] = round(float(r.info("commandstats")["cmdstat_evalsha"]["usec_per_call"]), 2)
        r.delete(scratch_key)
    return out


def client_cpu(fn: Callable[[], Any], n: int = 20_000) -> float:
    """Mean µs of a pure-Python step (no I/O)."""
    start = time.perf_counter_ns()
    for _ in range(n):
        fn()
    return (time.perf_counter_ns() - start) / n / 1000


def transaction_reply(r: redis.Redis, op: Any) -> list[Any]:
    """The replies to the MULTI/EXEC an operation sends first (the SDK's blocks context read), recorded once."""
    from rollmem_client.driver import _run_transaction

    cmd = next(op)
    op.close()
    return _run_transaction(r, cmd.args)


def drive(op: Any, reply: Any) -> Any:
    """Run a sans-I/O core operation that sends one command, answering it with ``reply``."""
    op.send(None)
    try:
        op.send(reply)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("the operation sent a second command")


def fill_rollmem(r: redis.Redis, mem: RollingMemory, sid: str, payload: bytes, n: int, batch: int = 2000) -> None:
    """Append n interactions with pipelined FCALLs (the same arguments the SDK sends)."""
    cfg = mem.config
    keys = cfg.keys.session(sid).as_list()
    args = (sid, payload, cfg.window_size, cfg.max_summaries, cfg.ttl_ms, cfg.max_entry_bytes)
    done = 0
    while done < n:
        pipe = r.pipeline(transaction=False)
        for _ in range(min(batch, n - done)):
            pipe.fcall("rollmem_append", len(keys), *keys, *args)
        done += len(pipe.execute())


def fill_list(r: redis.Redis, key: str, payload: bytes, n: int, batch: int = 5000) -> None:
    done = 0
    while done < n:
        k = min(batch, n - done)
        r.rpush(key, *([payload] * k))
        done += k


def run(url: str, rounds: int, ops: int, server_stats: bool) -> dict[str, Any]:
    r = redis.Redis.from_url(url, protocol=2, single_connection_client=True)
    prefix = "bench" + uuid.uuid4().hex[:8]
    mem = RollingMemory(r, prefix=prefix)
    mem.setup()
    cfg = mem.config
    payload = encode_interaction(cfg, USER, AI, None)
    raw = f"{prefix}:raw"

    t0 = time.monotonic()
    fill_rollmem(r, mem, "long", payload, LONG_HISTORY)
    fill_list(r, f"{raw}:long", payload, LONG_HISTORY)
    fill_rollmem(r, mem, "short-ctx", payload, SHORT_HISTORY)
    fill_list(r, f"{raw}:short", payload, SHORT_HISTORY)
    build_s = time.monotonic() - t0

    def fcall_append(sid: str) -> Callable[[], Any]:
        keys = cfg.keys.session(sid).as_list()
        args = (*keys, sid, payload, cfg.window_size, cfg.max_summaries, cfg.ttl_ms, cfg.max_entry_bytes)
        return lambda: r.fcall("rollmem_append", len(keys), *args)

    def fcall_context(sid: str) -> Callable[[], Any]:
        keys = cfg.keys.session(sid).as_list()
        args = (*keys, cfg.window_size, cfg.max_summaries)
        return lambda: r.fcall_ro("rollmem_context", len(keys), *args)

    def multi_read(sid: str) -> Callable[[], Any]:
        """Reference only, not a rollmem API: the same three reads without Lua, in one MULTI/EXEC."""
        k = cfg.keys.session(sid)

        def read() -> Any:
            pipe = r.pipeline(transaction=True)
            pipe.hmget(k.meta, "gen", "last", "mark", "w", "m")
            pipe.lrange(k.win, -cfg.window_size, -1)
            pipe.zrange(k.sums, -cfg.max_summaries, -1)
            return pipe.execute()

        return read

    S, L = SHORT_HISTORY, LONG_HISTORY

    def groups(rnd: int) -> list[tuple[str, dict[tuple[str, int], Callable[[], Any]]]]:
        """Each operation's variants at both history lengths, all measured together.

        Append at 21 starts every round on fresh sessions (the round's appends take them to 21 + ops).
        """
        short_sdk, short_raw = f"short-sdk-{rnd}", f"short-raw-{rnd}"
        fill_rollmem(r, mem, short_sdk, payload, S)
        fill_rollmem(r, mem, short_raw, payload, S)
        r.delete(f"{raw}:append")
        fill_list(r, f"{raw}:append", payload, S)
        return [
            ("append", {
                ("sdk append", S): lambda: mem.add_interaction(short_sdk, USER, AI),
                ("raw FCALL append", S): fcall_append(short_raw),
                ("raw RPUSH", S): lambda: r.rpush(f"{raw}:append", payload),
                ("sdk append", L): lambda: mem.add_interaction("long", USER, AI),
                ("raw FCALL append", L): fcall_append("long"),
                ("raw RPUSH", L): lambda: r.rpush(f"{raw}:long", payload),
            }),
            ("context", {
                ("sdk context", S): lambda: mem.context("short-ctx"),
                ("raw FCALL_RO context", S): fcall_context("short-ctx"),
                ("ref MULTI 3 reads", S): multi_read("short-ctx"),
                ("raw LRANGE 21", S): lambda: r.lrange(f"{raw}:short", -21, -1),
                ("sdk context", L): lambda: mem.context("long"),
                ("raw FCALL_RO context", L): fcall_context("long"),
                ("ref MULTI 3 reads", L): multi_read("long"),
                ("raw LRANGE 21", L): lambda: r.lrange(f"{raw}:long", -21, -1),
            }),
        ]

    # sanity: the context variants return the same 21 items as the LRANGE
    ctx = mem.context("long")
    assert len(ctx.window) == 21 and len(r.lrange(f"{raw}:long", -21, -1)) == 21
    assert r.lrange(cfg.keys.session("long").win, 0, -1) == r.lrange(f"{raw}:long", -21, -1)

    for _, variants in groups(-1):  # warm-up: connection, caches, the Lua VM
        interleaved(list(variants.values()), 200)

    series: dict[tuple[str, int, str], Series] = {}
    ratios: dict[tuple[str, int, str], list[float]] = {}  # rollmem / raw, same history, same round
    flat: dict[tuple[str, str], list[float]] = {}  # at 100,000 / at 21, same variant, same round
    t0 = time.monotonic()
    load_before = os.getloadavg()
    for rnd in range(rounds):
        for op, variants in groups(rnd):
            keys = list(variants)
            gc.collect()
            lats = interleaved([variants[k] for k in keys], ops)
            tp: dict[tuple[str, int], float] = {}
            for (name, hist), lat in zip(keys, lats, strict=True):
                tp[(name, hist)] = len(lat) / (sum(lat) / 1e9)  # back-to-back calls on one connection
                lat.sort()
                s = series.setdefault((op, hist, name), Series())
                s.throughput.append(tp[(name, hist)])
                s.p50_us.append(lat[len(lat) // 2] / 1000)
                s.p99_us.append(lat[int(len(lat) * 0.99)] / 1000)
            for name, hist in keys:
                if name != BASELINE[op]:
                    ratios.setdefault((op, hist, name), []).append(tp[(name, hist)] / tp[(BASELINE[op], hist)])
                if hist == S:
                    flat.setdefault((op, name), []).append(tp[(name, L)] / tp[(name, S)])
    load_after = os.getloadavg()
    measure_s = time.monotonic() - t0

    # Where the time goes: the server's own time per call (each variant alone), and the SDK's
    # client-side Python per call with no I/O (encoding, validation, reply decoding).
    server: list[dict[str, Any]] = []
    if server_stats:
        for op, variants in groups(rounds):
            for (name, hist), fn in variants.items():
                total, inner = server_profile(r, fn, SERVER_COMMAND[name], 1000)
                server.append({"op": op, "history": hist, "variant": name, "server_us": round(total, 2),
                               "in_redis_commands_us": round(inner, 2)})
    probes = lua_probe(r, f"{raw}:short", f"{raw}:probe", payload) if server_stats else {}
    append_reply = r.fcall("rollmem_append", 6, *cfg.keys.session("cpu").as_list(), "cpu", payload,
                           cfg.window_size, cfg.max_summaries, cfg.ttl_ms, cfg.max_entry_bytes)
    context_reply = transaction_reply(r, core.context(cfg, "long"))
    cpu = {
        "sdk append (encode + decode)": client_cpu(lambda: drive(core.add_interaction(cfg, "long", USER, AI),
                                                                 append_reply)),
        "sdk context (decode 21 interactions)": client_cpu(lambda: drive(core.context(cfg, "long"), context_reply)),
    }

    long_keys = cfg.keys.session("long")
    stream_jobs = int(r.xlen(long_keys.jobs))
    result = {
        "machine": machine_info(r),
        "payload_bytes": len(payload),
        "rounds": rounds,
        "ops_per_round": ops,
        "build_seconds": round(build_s, 1),
        "load_average_1m_before_after": [round(load_before[0], 2), round(load_after[0], 2)],
        "measure_seconds": round(measure_s, 1),
        "long_session_last_seq": mem.stats("long").last_seq,
        "jobs_in_long_sessions_stream": stream_jobs,
        "flatness": [
            {"op": op, "variant": name, "ratio_long_vs_short": statistics.median(v), "min": min(v), "max": max(v)}
            for (op, name), v in flat.items()
        ],
        "server_profile": server,
        "lua_probe_server_us": probes,
        "client_cpu_us": {k: round(v, 2) for k, v in cpu.items()},
        "rows": [
            {
                "op": op, "history": hist, "variant": name,
                "ops_per_s": statistics.median(s.throughput),
                "p50_us": statistics.median(s.p50_us),
                "p99_us": statistics.median(s.p99_us),
                "ratio_vs_raw": statistics.median(ratios[(op, hist, name)]) if (op, hist, name) in ratios else None,
                "ratio_min_max": [min(ratios[(op, hist, name)]), max(ratios[(op, hist, name)])]
                if (op, hist, name) in ratios else None,
            }
            for (op, hist, name), s in series.items()
        ],
    }

    # the benchmark's keys only (a random prefix), also on a server given with --url
    for pattern in (f"{prefix}:*", f"{{{prefix}:*"):
        batch = list(r.scan_iter(match=pattern, count=1000))
        for i in range(0, len(batch), 500):
            r.unlink(*batch[i : i + 500])
    r.close()
    return result


def report(res: dict[str, Any]) -> str:
    m = res["machine"]
    lines = [
        f"machine: {m['nproc']} CPUs, Python {m['python']}, {m['server']}, redis-py {m['redis_py']}, {m['platform']}",
        f"payload {res['payload_bytes']} bytes; {res['rounds']} rounds x {res['ops_per_round']} ops per variant; "
        f"history built in {res['build_seconds']} s, measured in {res['measure_seconds']} s; "
        f"long session at seq {res['long_session_last_seq']:,}, {res['jobs_in_long_sessions_stream']:,} jobs in its "
        "bucket stream (no daemon running); 1-min load average before/after: "
        f"{res['load_average_1m_before_after'][0]} / {res['load_average_1m_before_after'][1]}",
        "",
        "| operation | history | variant | ops/s | p50 µs | p99 µs | ops/s vs raw, median (min-max) |",
        "|---|---:|---|---:|---:|---:|---:|",
    ]
    for row in res["rows"]:
        ratio = (f"{row['ratio_vs_raw']:.2f}x ({row['ratio_min_max'][0]:.2f}-{row['ratio_min_max'][1]:.2f})"
                 if row["ratio_vs_raw"] is not None else "baseline")
        lines.append(f"| {row['op']} | {row['history']:,} | {row['variant']} | {row['ops_per_s']:,.0f} | "
                     f"{row['p50_us']:.1f} | {row['p99_us']:.1f} | {ratio} |")
    lines += ["", f"flatness: ops/s at a history of {LONG_HISTORY:,} / at {SHORT_HISTORY}, same round, median (min-max):"]
    for f in res["flatness"]:
        lines.append(f"  {f['variant']}: {f['ratio_long_vs_short']:.2f} ({f['min']:.2f}-{f['max']:.2f})")
    if res["server_profile"]:
        lines += ["", "server time per call (INFO commandstats, each variant run alone, 1000 calls):", "",
                  "| operation | history | variant | server µs/call | in Redis commands | Lua / MULTI machinery |",
                  "|---|---:|---|---:|---:|---:|"]
        for p in res["server_profile"]:
            rest = p["server_us"] - p["in_redis_commands_us"]
            inner = f"{p['in_redis_commands_us']:.1f}" if p["variant"].startswith(("sdk", "raw F", "ref")) else "-"
            machinery = f"{rest:.1f}" if inner != "-" else "-"
            lines.append(f"| {p['op']} | {p['history']:,} | {p['variant']} | {p['server_us']:.1f} | {inner} | "
                         f"{machinery} |")
    if res["lua_probe_server_us"]:
        lines += ["", "Lua probes, server µs per EVALSHA: " + "; ".join(
            f"{k} {v:.1f}" for k, v in res["lua_probe_server_us"].items())]
    lines += ["", "client-side Python per call, no I/O (hot loop):"]
    lines += [f"  {k}: {v:.1f} µs" for k, v in res["client_cpu_us"].items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", help="Redis to measure (default: start a throw-away redis-server on loopback)")
    ap.add_argument("--rounds", type=int, default=5, help="rounds per variant (default 5)")
    ap.add_argument("--ops", type=int, default=2000, help="operations per variant per round (default 2000)")
    ap.add_argument("--no-server-stats", action="store_true", help="do not CONFIG RESETSTAT / read INFO commandstats")
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = ap.parse_args(argv)
    if args.rounds < 1 or args.ops < 100:
        ap.error("--rounds must be >= 1 and --ops >= 100")

    return serve_and_report(args.url, lambda url: run(url, args.rounds, args.ops, not args.no_server_stats), report, args.json)


if __name__ == "__main__":
    sys.exit(main())
