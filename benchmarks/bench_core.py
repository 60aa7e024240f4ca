"""Append and context against raw RPUSH and LRANGE, on one connection, measured side by side.

Usage:
    python benchmarks/bench_core.py                  # starts its own throw-away redis-server
    python benchmarks/bench_core.py --url redis://127.0.0.1:6379/0 [--rounds 7] [--ops 2000] [--json out.json]

What it measures, on a single connection (``single_connection_client``):

- append: ``RollingMemory.add_interaction`` (the SDK: JSON encoding, validation,
  the FCALL, reply decoding), the raw ``FCALL rollmem_append`` with pre-encoded
  bytes (the server's cost plus redis-py's), and a raw ``RPUSH`` of the same
  bytes;
- context: ``RollingMemory.context`` (FCALL_RO plus decoding 21 interactions),
  the raw ``FCALL_RO rollmem_context``, and a raw ``LRANGE`` of 21 items;

each at a history of 21 interactions and of 100,000 (built with pipelined
FCALLs). The variants of one operation run in rounds, alternating their order,
and the figures quoted are medians over rounds; ratios are taken within a round
(rollmem / raw) and their median is quoted, which cancels most of the drift of a
shared, noisy machine. With ``--url`` the server's command statistics are reset
(``CONFIG RESETSTAT``) to read its own microseconds per call, and the benchmark's
keys (a random prefix) are deleted at the end.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import statistics
import sys
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import redis

from rollmem_client import RollingMemory
from rollmem_client.core import encode_interaction
from rollmem_client.server import EmbeddedServer

LONG_HISTORY = 100_000
SHORT_HISTORY = 21

# A realistic turn: about 300 bytes once stored (JSON of both payloads plus the timestamp).
USER = {"text": "Can you move my dentist appointment from Tuesday to Thursday afternoon, after 3pm?", "lang": "en"}
AI = {
    "text": "Done: your appointment with Dr. Rossi is now Thursday 14 March at 15:30. Want a reminder?",
    "model": "claude-x",
    "tokens": 27,
}

# Which command's server statistics belong to each variant.
SERVER_COMMAND = {"sdk append": "fcall", "raw FCALL append": "fcall", "raw RPUSH": "rpush",
                  "sdk context": "fcall_ro", "raw FCALL_RO context": "fcall_ro", "raw LRANGE 21": "lrange"}


@dataclass
class Series:
    """One variant's measurements, one entry per round."""

    throughput: list[float] = field(default_factory=list)
    p50_us: list[float] = field(default_factory=list)
    p99_us: list[float] = field(default_factory=list)
    server_us: list[float] = field(default_factory=list)


def timed(fn: Callable[[], Any], n: int) -> tuple[float, list[int]]:
    """Run ``fn`` n times; (ops/s over the whole loop, per-call latencies in ns)."""
    pc = time.perf_counter_ns
    lat = [0] * n
    start = pc()
    for i in range(n):
        t = pc()
        fn()
        lat[i] = pc() - t
    return n / ((pc() - start) / 1e9), lat


def server_usec(r: redis.Redis, command: str) -> float:
    stats = r.info("commandstats").get(f"cmdstat_{command}", {})
    return float(stats.get("usec_per_call", 0.0))


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


def run(url: str, rounds: int, ops: int, reset_stats: bool) -> dict[str, Any]:
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
        return lambda: r.fcall("rollmem_append", 5, *args)

    def fcall_context(sid: str) -> Callable[[], Any]:
        args = (*cfg.keys.session(sid).as_list(), cfg.window_size, cfg.max_summaries)
        return lambda: r.fcall_ro("rollmem_context", 5, *args)

    def groups(rnd: int) -> list[tuple[str, int, dict[str, Callable[[], Any]]]]:
        """The measured variants of each operation; append at 21 starts each round on fresh sessions."""
        short_sdk, short_raw = f"short-sdk-{rnd}", f"short-raw-{rnd}"
        fill_rollmem(r, mem, short_sdk, payload, SHORT_HISTORY)
        fill_rollmem(r, mem, short_raw, payload, SHORT_HISTORY)
        r.delete(f"{raw}:append")
        fill_list(r, f"{raw}:append", payload, SHORT_HISTORY)
        return [
            ("append", SHORT_HISTORY, {
                "sdk append": lambda: mem.add_interaction(short_sdk, USER, AI),
                "raw FCALL append": fcall_append(short_raw),
                "raw RPUSH": lambda: r.rpush(f"{raw}:append", payload),
            }),
            ("append", LONG_HISTORY, {
                "sdk append": lambda: mem.add_interaction("long", USER, AI),
                "raw FCALL append": fcall_append("long"),
                "raw RPUSH": lambda: r.rpush(f"{raw}:long", payload),
            }),
            ("context", SHORT_HISTORY, {
                "sdk context": lambda: mem.context("short-ctx"),
                "raw FCALL_RO context": fcall_context("short-ctx"),
                "raw LRANGE 21": lambda: r.lrange(f"{raw}:short", -21, -1),
            }),
            ("context", LONG_HISTORY, {
                "sdk context": lambda: mem.context("long"),
                "raw FCALL_RO context": fcall_context("long"),
                "raw LRANGE 21": lambda: r.lrange(f"{raw}:long", -21, -1),
            }),
        ]

    # sanity: the context variants return the same 21 items as the LRANGE
    ctx = mem.context("long")
    assert len(ctx.window) == 21 and len(r.lrange(f"{raw}:long", -21, -1)) == 21
    assert r.lrange(cfg.keys.session("long").win, 0, -1) == r.lrange(f"{raw}:long", -21, -1)

    for _, _, variants in groups(-1):  # warm-up: connection, caches, the Lua VM
        for fn in variants.values():
            timed(fn, 200)

    series: dict[tuple[str, int, str], Series] = {}
    ratios: dict[tuple[str, int, str], list[float]] = {}
    t0 = time.monotonic()
    for rnd in range(rounds):
        for op, hist, variants in groups(rnd):
            names = list(variants)
            if rnd % 2:
                names.reverse()
            round_tp: dict[str, float] = {}
            for name in names:
                gc.collect()
                if reset_stats:
                    r.config_resetstat()
                tp, lat = timed(variants[name], ops)
                lat.sort()
                s = series.setdefault((op, hist, name), Series())
                s.throughput.append(tp)
                s.p50_us.append(lat[len(lat) // 2] / 1000)
                s.p99_us.append(lat[int(len(lat) * 0.99)] / 1000)
                if reset_stats:
                    s.server_us.append(server_usec(r, SERVER_COMMAND[name]))
                round_tp[name] = tp
            baseline = next(n for n in names if n.startswith("raw RPUSH") or n.startswith("raw LRANGE"))
            for name in names:
                if name != baseline:
                    ratios.setdefault((op, hist, name), []).append(round_tp[name] / round_tp[baseline])
    measure_s = time.monotonic() - t0

    info = r.info("server")
    long_keys = cfg.keys.session("long")
    stream_jobs = int(r.xlen(long_keys.jobs))
    result = {
        "machine": {
            "nproc": os.cpu_count(),
            "python": platform.python_version(),
            "platform": platform.platform(),
            "redis_py": redis.__version__,
            "server": f"{'valkey' if 'valkey_version' in info else 'redis'} {info.get('redis_version')}",
        },
        "payload_bytes": len(payload),
        "rounds": rounds,
        "ops_per_round": ops,
        "build_seconds": round(build_s, 1),
        "measure_seconds": round(measure_s, 1),
        "long_session_last_seq": mem.stats("long").last_seq,
        "jobs_in_long_sessions_stream": stream_jobs,
        "rows": [
            {
                "op": op, "history": hist, "variant": name,
                "ops_per_s": statistics.median(s.throughput),
                "p50_us": statistics.median(s.p50_us),
                "p99_us": statistics.median(s.p99_us),
                "server_us_per_call": statistics.median(s.server_us) if s.server_us else None,
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
        f"long session at seq {res['long_session_last_seq']}, {res['jobs_in_long_sessions_stream']} jobs in its "
        "bucket stream (no daemon running)",
        "",
        "| operation | history | variant | ops/s | p50 µs | p99 µs | server µs/call | vs raw (min-max) |",
        "|---|---:|---|---:|---:|---:|---:|---:|",
    ]
    for row in res["rows"]:
        server = f"{row['server_us_per_call']:.2f}" if row["server_us_per_call"] is not None else "-"
        ratio = (f"{row['ratio_vs_raw']:.2f}x ({row['ratio_min_max'][0]:.2f}-{row['ratio_min_max'][1]:.2f})"
                 if row["ratio_vs_raw"] is not None else "baseline")
        lines.append(f"| {row['op']} | {row['history']:,} | {row['variant']} | {row['ops_per_s']:,.0f} | "
                     f"{row['p50_us']:.1f} | {row['p99_us']:.1f} | {server} | {ratio} |")
    by = {(row["op"], row["history"], row["variant"]): row for row in res["rows"]}
    lines.append("")
    for op, variants in (("append", ("sdk append", "raw FCALL append", "raw RPUSH")),
                         ("context", ("sdk context", "raw FCALL_RO context", "raw LRANGE 21"))):
        for v in variants:
            short, long = by[(op, SHORT_HISTORY, v)], by[(op, LONG_HISTORY, v)]
            lines.append(f"flatness {v}: ops/s at {LONG_HISTORY:,} / at {SHORT_HISTORY} = "
                         f"{long['ops_per_s'] / short['ops_per_s']:.2f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", help="Redis to measure (default: start a throw-away redis-server on loopback)")
    ap.add_argument("--rounds", type=int, default=7, help="rounds per variant (default 7)")
    ap.add_argument("--ops", type=int, default=2000, help="operations per variant per round (default 2000)")
    ap.add_argument("--no-server-stats", action="store_true", help="do not CONFIG RESETSTAT / read INFO commandstats")
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = ap.parse_args(argv)
    if args.rounds < 1 or args.ops < 100:
        ap.error("--rounds must be >= 1 and --ops >= 100")

    started = time.monotonic()
    if args.url:
        res = run(args.url, args.rounds, args.ops, not args.no_server_stats)
    else:
        with EmbeddedServer() as srv:
            res = run(srv.url, args.rounds, args.ops, not args.no_server_stats)
    res["total_seconds"] = round(time.monotonic() - started, 1)
    print(report(res))
    print(f"\ntotal {res['total_seconds']} s")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(res, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
