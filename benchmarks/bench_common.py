"""Helpers shared by the benchmarks."""

from __future__ import annotations

import asyncio
import json
import os
import platform
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

import redis
import redis.asyncio as aioredis

from rollmem_client import AsyncAgentMemory, MemoryConfig
from rollmem_client.daemon import SummarizerDaemon
from rollmem_client.server import EmbeddedServer
from rollmem_client.summarize import Summarizer


def machine_info(r: redis.Redis) -> dict[str, Any]:
    info = r.info("server")
    return {
        "nproc": os.cpu_count(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "redis_py": redis.__version__,
        "server": f"valkey {info['valkey_version']}" if "valkey_version" in info
        else f"redis {info.get('redis_version')}",
    }


def machine_line(m: dict[str, Any]) -> str:
    return f"machine: {m['nproc']} CPUs, Python {m['python']}, {m['server']}, redis-py {m['redis_py']}, {m['platform']}"


def interleaved(fns: list[Callable[[], Any]], n: int, seconds: float) -> list[list[int]]:
    """Call each of ``fns`` up to n times, one call at a time in a rotating order, for at most ``seconds``.

    Stops after a whole rotation once the time is up, so every function gets the
    same number of calls. Returns per-call latencies in ns.
    """
    pc = time.perf_counter_ns
    k = len(fns)
    lat: list[list[int]] = [[] for _ in fns]
    deadline = pc() + int(seconds * 1e9)
    for i in range(n):
        for j in range(k):
            v = (i + j) % k
            t = pc()
            fns[v]()
            lat[v].append(pc() - t)
        if pc() > deadline:
            break
    return lat


def pct(sorted_values: list[float] | list[int], q: float) -> float:
    """The q-quantile of an ascending list (nearest rank, no interpolation)."""
    return float(sorted_values[min(len(sorted_values) - 1, int(len(sorted_values) * q))])


def burst_drain(url: str, config: MemoryConfig, summarizer: Summarizer | None = None, *, concurrency: int = 16,
                timeout: float = 120.0) -> Counter[str]:
    """Write every queued summary with an in-process burst daemon (its own connection); bounded in time."""

    async def main() -> Counter[str]:
        amem = AsyncAgentMemory(aioredis.Redis.from_url(url, protocol=2), config)
        daemon = SummarizerDaemon(amem, summarizer, concurrency=concurrency, heartbeat_seconds=60)
        try:
            return await asyncio.wait_for(daemon.run(burst=True), timeout)
        finally:
            await amem.close()

    return asyncio.run(main())


def cleanup(r: redis.Redis, prefixes: list[str]) -> None:
    """Delete the benchmark's keys only (random prefixes), also on a server given with --url."""
    for p in prefixes:
        for pattern in (f"{p}:*", f"{{{p}:*"):
            batch = list(r.scan_iter(match=pattern, count=1000))
            for i in range(0, len(batch), 500):
                r.unlink(*batch[i : i + 500])


class SubprocessDaemon:
    """``rollmem summarizer`` in its own process on the deployment ``prefix``; :meth:`stop` sends SIGTERM.

    ``args`` are more CLI options (``--summarizer bench_budget:ConstantSummarizer``: the benchmarks
    folder is on its PYTHONPATH). Its output (the log: one INFO line per job) goes to ``log``.
    """

    def __init__(self, url: str, prefix: str, log: str, *args: str, log_level: str = "INFO") -> None:
        here = os.path.dirname(os.path.abspath(__file__))
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (here, os.environ.get("PYTHONPATH")) if p)}
        with open(log, "wb") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "rollmem_cli", "summarizer", "--url", url, "--prefix", prefix,
                 "--log-level", log_level, *args],
                env=env, stdout=out, stderr=subprocess.STDOUT)

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        return self.proc.returncode


def wait_written(pending_jobs: Callable[[], int], seconds: float = 30.0) -> float:
    """Poll until ``pending_jobs()`` is 0 (every queued summary written); the seconds waited."""
    start = time.monotonic()
    while pending_jobs():
        if time.monotonic() - start > seconds:
            raise TimeoutError(f"summaries not written within {seconds}s: is the daemon running?")
        time.sleep(0.002)
    return time.monotonic() - start


def serve_and_report(url: str | None, run: Callable[[str], dict[str, Any]],
                     report: Callable[[dict[str, Any]], str], json_path: str | None) -> int:
    """Run a benchmark on ``url`` (or on a throw-away loopback server), print its report, save its JSON."""
    started = time.monotonic()
    if url:
        res = run(url)
    else:
        with EmbeddedServer() as srv:
            res = run(srv.url)
    res["total_seconds"] = round(time.monotonic() - started, 1)
    print(report(res))
    print(f"\ntotal {res['total_seconds']} s")
    if json_path:
        with open(json_path, "w", encoding="utf-8") as f:
            json.dump(res, f, indent=2)
    return 0
