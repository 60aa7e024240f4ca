"""Summarizer daemon throughput at concurrency 1, 4 and 16, and summary lag under a steady append load.

Usage:
    python benchmarks/bench_daemon.py                 # starts its own throw-away redis-server
    python benchmarks/bench_daemon.py --url redis://127.0.0.1:6379/0 [--lag-rates 10,16,p16] [--lag-seconds 15]

Throughput: compression jobs of 30 entries each (varied text, budget
sessions) are queued first, then one in-process daemon (``SummarizerDaemon``,
asyncio, burst mode) drains them, with (a) the offline
``ExtractiveSummarizer`` and (b) a summarizer that sleeps 200 ms per call as
an LLM call would (``async``, like ``AnthropicSummarizer.asummarize``; one row
also with a blocking ``time.sleep``, which the daemon runs in a thread).
jobs/s is the jobs divided by the time from the first summarizer call to the
last one's end; the wall time of the whole burst run (start-up and the check
that the streams are empty included) is reported beside it. The ideal for (b)
is concurrency / 0.2 s.

Lag (c): an appender (this process, one connection) appends to 40 budget
sessions (``max_entries=40, recent_window=10``: one compression per 31
appends) so that compressions are queued at a steady pace (sessions staggered,
one append every 1/(31 * rate) s) or as a Poisson process (a session gets its
31 appends at once, at exponentially spaced times), while one ``rollmem
summarizer`` subprocess at concurrency 4 with the 200 ms summarizer works. Lag is from the
job's enqueue (its stream id, the server's clock) to its summary written (the
id of the ``compressed`` event the write-back emits, the server's clock too).
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import itertools
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Sequence
from typing import Any

import msgspec
import redis
import redis.asyncio as aioredis
from bench_common import SubprocessDaemon, cleanup, machine_info, machine_line, pct, serve_and_report, wait_written
from bench_tokens import Conversation

from rollmem_client import AgentMemory, AsyncAgentMemory, BudgetConfig, MemoryConfig
from rollmem_client.budget.ops import make_entry
from rollmem_client.daemon import SummarizerDaemon
from rollmem_client.summarize import ExtractiveSummarizer
from rollmem_client.tokens import TiktokenCounter

SLEEP = float(os.environ.get("ROLLMEM_BENCH_SLEEP", "0.2"))
JOB_ENTRIES = 30
CONCURRENCY = (1, 4, 16)
LAG_SESSIONS = 40
LAG_CONFIG = BudgetConfig(max_entries=40, recent_window=10)
PER_JOB = LAG_CONFIG.max_entries + 1 - LAG_CONFIG.recent_window  # appends per compression in the steady state


class SleepSummarizer:
    """An LLM stand-in: answers after ``ROLLMEM_BENCH_SLEEP`` seconds (0.2 by default) without using the CPU."""

    async def summarize(self, entries: Sequence[Any], previous: str | None = None) -> str:
        await asyncio.sleep(SLEEP)
        return f"Summary of {len(entries)} entries."


class BlockingSleepSummarizer:
    """The same with a blocking sleep: the daemon runs it in a thread."""

    def summarize(self, entries: Sequence[Any], previous: str | None = None) -> str:
        time.sleep(SLEEP)
        return f"Summary of {len(entries)} entries."


class Timed:
    """Records each call's start and end (wall clock) around a sync or async summarizer."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.spans: list[tuple[float, float]] = []
        if inspect.iscoroutinefunction(inner.summarize):
            self.summarize = self._async  # type: ignore[method-assign]

    def summarize(self, entries: Sequence[Any], previous: str | None = None) -> Any:
        t = time.time()
        out = self.inner.summarize(entries, previous)
        self.spans.append((t, time.time()))
        return out

    async def _async(self, entries: Sequence[Any], previous: str | None = None) -> str:
        t = time.time()
        out: str = await self.inner.summarize(entries, previous)
        self.spans.append((t, time.time()))
        return out


def queue_jobs(r: redis.Redis, mem: AgentMemory, conv: Conversation, counter: TiktokenCounter, tag: str,
               n: int) -> None:
    """n budget sessions of JOB_ENTRIES + 10 varied messages, each compressed once: n jobs of JOB_ENTRIES entries."""
    cfg = mem.config
    b = cfg.budget
    tail = (*b.lua_args(), cfg.ttl_ms, cfg.max_entry_bytes, b.events_maxlen)
    pipe = r.pipeline(transaction=False)
    sids = [f"{tag}-{i}" for i in range(n)]
    for sid in sids:
        keys = cfg.keys.budget_session(sid).as_list()
        for j in range(JOB_ENTRIES + b.recent_window):
            role = "user" if j % 2 == 0 else "assistant"
            e = make_entry(counter, "message", role, conv.text((1, 3) if role == "user" else (2, 6), j % 2 == 0))
            pipe.execute_command("FCALL", "rollmem_budget_append", len(keys), *keys, sid, "m", role, e.tokens, "",
                                 msgspec.json.encode(e), *tail)
    pipe.execute()
    for sid in sids:
        assert mem.compress(sid).queued


def throughput(url: str, r: redis.Redis, cfg: MemoryConfig, mem: AgentMemory, conv: Conversation,
               counter: TiktokenCounter, name: str, summarizer: Any, concurrency: int, jobs: int) -> dict[str, Any]:
    tag = f"t{concurrency}-{uuid.uuid4().hex[:6]}"
    queue_jobs(r, mem, conv, counter, tag, jobs)
    timed = Timed(summarizer)

    async def main() -> Any:
        amem = AsyncAgentMemory(aioredis.Redis.from_url(url, protocol=2), cfg)
        daemon = SummarizerDaemon(amem, timed, concurrency=concurrency, heartbeat_seconds=60)
        try:
            t0 = time.monotonic()
            counts = await asyncio.wait_for(daemon.run(burst=True), 120)
            return counts, time.monotonic() - t0
        finally:
            await amem.close()

    counts, wall = asyncio.run(main())
    span = max(e for _, e in timed.spans) - min(s for s, _ in timed.spans)
    row = {"summarizer": name, "concurrency": concurrency, "jobs": jobs, "written": counts.get("written", 0),
           "jobs_per_s": jobs / span, "wall_s": round(wall, 2), "jobs_per_s_wall": jobs / wall,
           "summarize_ms_median": statistics.median(e - s for s, e in timed.spans) * 1000}
    if "sleep" in name:
        row["ideal_jobs_per_s"] = concurrency / SLEEP
        row["of_ideal"] = row["jobs_per_s"] / row["ideal_jobs_per_s"]
    return row


def lag(url: str, r: redis.Redis, counter: TiktokenCounter, rate: float, seconds: float,
        arrivals: str = "paced") -> dict[str, Any]:
    """Queue ``rate`` compressions per second for ``seconds``; the lag of each from enqueue to written.

    ``paced``: one append every 1 / (31 * rate) s, round-robin over 40 sessions staggered so their
    compressions fall evenly: jobs arrive at a steady rate. ``poisson``: at random times (exponential
    gaps, seeded) one session receives its next 31 appends at once: jobs arrive as a Poisson process,
    so they sometimes bunch up.
    """
    cfg = MemoryConfig(prefix="bl" + uuid.uuid4().hex[:8], budget=LAG_CONFIG)
    mem = AgentMemory(r, cfg, token_counter=counter)
    mem.setup()
    mem.ensure_groups()
    text = ("Yes: the EC 14:05 from Milano Centrale reaches Zurich HB at 17:22 and first class still has 23 seats. "
            "Shall I hold a window seat in coach 7?")
    tokens = counter.count(text)
    sids = [f"lag-{i}" for i in range(LAG_SESSIONS)]
    for i, sid in enumerate(sids):  # paced: session i is i/40 of the way to its next compression
        for _ in range(LAG_CONFIG.recent_window + (i * PER_JOB // LAG_SESSIONS if arrivals == "paced" else 0)):
            mem.add_message(sid, "assistant", text, tokens=tokens)
    streams = cfg.keys.all_job_streams()
    log = tempfile.NamedTemporaryFile(prefix="rollmem-bench-daemon-", suffix=".log", delete=False).name
    daemon = SubprocessDaemon(url, cfg.prefix, log, "--summarizer", "bench_daemon:SleepSummarizer",
                              "--concurrency", "4", log_level="WARNING")
    queued: dict[tuple[str, int], int] = {}  # (session, end) -> enqueue ms (job id)
    rng = random.Random(42)
    backlog_max, appends = 0, 0

    def append(sid: str) -> None:
        nonlocal appends
        res = mem.add_message(sid, "assistant", text, tokens=tokens)
        appends += 1
        if res.queued:
            queued[(sid, res.range.end_index)] = int(res.job_id.split("-")[0])

    def backlog() -> int:
        pipe = r.pipeline(transaction=False)
        for stream in streams:
            pipe.xlen(stream)
        return sum(pipe.execute())

    try:
        time.sleep(1.0)  # the daemon's start-up (imports, setup) is not lag
        t0 = time.monotonic()
        if arrivals == "paced":
            per_s = rate * PER_JOB
            for i, sid in zip(range(int(per_s * seconds)), itertools.cycle(sids), strict=False):
                ahead = t0 + i / per_s - time.monotonic()
                if ahead > 0:
                    time.sleep(ahead)
                append(sid)
                if i % 100 == 0:
                    backlog_max = max(backlog_max, backlog())
                if time.monotonic() - t0 > seconds * 1.5:  # the appender could not keep the pace
                    break
        else:
            at = 0.0
            for _, sid in zip(range(int(rate * seconds)), itertools.cycle(sids), strict=False):
                at += rng.expovariate(rate)
                ahead = t0 + at - time.monotonic()
                if ahead > 0:
                    time.sleep(ahead)
                for _ in range(PER_JOB):
                    append(sid)
                backlog_max = max(backlog_max, backlog())
                if time.monotonic() - t0 > seconds * 1.5:
                    break
        elapsed = time.monotonic() - t0
        for sid in sids:
            wait_written(lambda sid=sid: mem.get_stats(sid).pending_jobs, 60)
    finally:
        exit_code = daemon.stop()
        os.unlink(log)
    written: dict[tuple[str, int], int] = {}
    for stream in {cfg.keys.events(cfg.keys.bucket_of(s)) for s in sids}:
        for event_id, f in r.xrange(stream, count=100_000):
            if f.get(b"event") == b"compressed":
                written[(f[b"sid"].decode(), int(f[b"end"]))] = int(event_id.decode().split("-")[0])
    lags = sorted(written[k] - v for k, v in queued.items() if k in written)
    cleanup(r, [cfg.prefix])
    return {"arrivals": arrivals, "target_jobs_per_s": rate, "appends_per_s": round(appends / elapsed),
            "seconds": round(elapsed, 1), "jobs": len(queued), "jobs_per_s": round(len(queued) / elapsed, 1),
            "measured": len(lags), "utilization": round(len(queued) / elapsed * SLEEP / 4, 2),
            "backlog_max": backlog_max,
            "lag_ms": {"p50": pct(lags, 0.5), "p90": pct(lags, 0.9), "p99": pct(lags, 0.99), "max": lags[-1],
                       "min": lags[0]} if lags else None, "daemon_exit": exit_code}


def run(url: str, rates: list[tuple[str, float]], lag_seconds: float, throughput_jobs: int) -> dict[str, Any]:
    r = redis.Redis.from_url(url, protocol=2)
    counter = TiktokenCounter()
    conv = Conversation(seed=7)
    cfg = MemoryConfig(prefix="bd" + uuid.uuid4().hex[:8])
    mem = AgentMemory(r, cfg, token_counter=counter)
    mem.setup()
    res: dict[str, Any] = {"machine": machine_info(r), "sleep_s": SLEEP, "job_entries": JOB_ENTRIES, "rows": []}
    t0 = time.monotonic()
    for c in CONCURRENCY:
        res["rows"].append(throughput(url, r, cfg, mem, conv, counter, "extractive (offline)", ExtractiveSummarizer(), c,
                                      throughput_jobs))
    for c in CONCURRENCY:
        res["rows"].append(throughput(url, r, cfg, mem, conv, counter, "sleep 200 ms (async)", SleepSummarizer(), c,
                                      int(15 * c)))
    res["rows"].append(throughput(url, r, cfg, mem, conv, counter, "sleep 200 ms (blocking, in threads)",
                                  BlockingSleepSummarizer(), 16, 240))
    res["throughput_seconds"] = round(time.monotonic() - t0, 1)
    cleanup(r, [cfg.prefix])
    res["lag"] = [lag(url, r, counter, rate, lag_seconds, arrivals) for arrivals, rate in rates]
    r.close()
    return res


def report(res: dict[str, Any]) -> str:
    lines = [machine_line(res["machine"]),
             f"jobs of {res['job_entries']} entries; throughput part {res['throughput_seconds']} s", "",
             "| summarizer | concurrency | jobs | jobs/s | ideal jobs/s | of ideal | wall s (jobs/s incl. start-up) | "
             "summarize ms, median |", "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for row in res["rows"]:
        ideal = f"{row['ideal_jobs_per_s']:.0f} | {row['of_ideal']:.0%}" if "ideal_jobs_per_s" in row else "- | -"
        lines.append(f"| {row['summarizer']} | {row['concurrency']} | {row['jobs']} | {row['jobs_per_s']:.1f} | "
                     f"{ideal} | {row['wall_s']} ({row['jobs_per_s_wall']:.1f}) | {row['summarize_ms_median']:.1f} |")
    lines += ["", f"lag from enqueue to summary written, one subprocess daemon at concurrency 4, summarizer "
              f"sleeping {res['sleep_s'] * 1000:.0f} ms (capacity {4 / res['sleep_s']:.0f} jobs/s):", "",
              "| arrivals | target jobs/s | appends/s | jobs | jobs/s | utilization | max backlog | lag p50 ms | p90 | "
              "p99 | max |", "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for g in res["lag"]:
        lm = g["lag_ms"] or {}
        lines.append(f"| {g['arrivals']} | {g['target_jobs_per_s']:g} | {g['appends_per_s']} | {g['jobs']} "
                     f"({g['measured']} measured) | "
                     f"{g['jobs_per_s']} | {g['utilization']:.0%} | {g['backlog_max']} | {lm.get('p50', 0):.0f} | "
                     f"{lm.get('p90', 0):.0f} | {lm.get('p99', 0):.0f} | {lm.get('max', 0):.0f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", help="Redis to use (default: start a throw-away redis-server on loopback)")
    ap.add_argument("--jobs", type=int, default=300, help="jobs per run with the offline summarizer (default 300)")
    ap.add_argument("--lag-rates", default="10,16,p16",
                    help="compressions per second of each lag run, p for Poisson arrivals (default 10,16,p16)")
    ap.add_argument("--lag-seconds", type=float, default=15.0, help="seconds of appending per lag run (default 15)")
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = ap.parse_args(argv)
    try:
        rates = [("poisson", float(x[1:])) if x.startswith("p") else ("paced", float(x))
                 for x in args.lag_rates.split(",") if x]
    except ValueError:
        ap.error("--lag-rates: numbers, each optionally prefixed with p")
    if not 20 <= args.jobs <= 5000 or not all(0 < x <= 100 for _, x in rates) or not 1 <= args.lag_seconds <= 60:
        ap.error("--jobs in [20, 5000], --lag-rates in (0, 100], --lag-seconds in [1, 60]")
    return serve_and_report(args.url, lambda url: run(url, rates, args.lag_seconds, args.jobs), report, args.json)


if __name__ == "__main__":
    sys.exit(main())
