"""The summarizers' state, read from Redis: backlog, lag, dead letters, throughput, live daemons.

Everything here is plain Redis data any language can read (see the key table
in ``keys.py``): the job and dead-letter streams of each bucket, the daemons'
heartbeat hashes, the outcome counters and per-minute completion counts.
Each command touches one key, so this works on Redis Cluster as it is. Reading
never writes (departed daemons are pruned by the daemons themselves).
"""

from __future__ import annotations

import time
from typing import Any

import msgspec

from ..config import MemoryConfig
from ..ops import as_str


class BucketStatus(msgspec.Struct, frozen=True):
    """One bucket: jobs in its stream (``backlog``, delivered or not), those delivered but not
    acknowledged (``pending``), the age of its oldest job (``lag_seconds``) and dead letters."""

    bucket: int
    backlog: int
    pending: int
    lag_seconds: float
    dead: int


class DaemonStatus(msgspec.Struct, frozen=True):
    consumer: str
    host: str
    pid: int
    started_ms: int
    beat_ms: int
    concurrency: int
    inflight: int
    mode: str
    counts: dict[str, int]


class SummarizerStatus(msgspec.Struct, frozen=True):
    """The whole deployment (``rollmem summarizer status --json``)."""

    backlog: int
    pending: int
    dead: int
    lag_seconds: float
    jobs_per_second_1m: float
    jobs_per_second_5m: float
    totals: dict[str, int]
    daemons: list[DaemonStatus]
    buckets: list[BucketStatus]


def _id_ms(stream_id: Any) -> int:
    return int(as_str(stream_id).split("-")[0])


def summarizer_status(client: Any, config: MemoryConfig, *, heartbeat_window_ms: int = 30_000) -> SummarizerStatus:
    """Read the state of every bucket and daemon (a sync redis-py client, standalone or cluster)."""
    keys = config.keys
    now = int(time.time() * 1000)
    buckets = []
    for b in range(keys.buckets):
        stream = keys.jobs(b)
        backlog = int(client.xlen(stream))
        pending = 0
        if backlog:
            try:
                pending = int(client.xpending(stream, config.group)["pending"])
            except Exception:  # no group yet
                pending = 0
        oldest = client.xrange(stream, "-", "+", count=1) if backlog else []
        lag = max(0.0, (now - _id_ms(oldest[0][0])) / 1000) if oldest else 0.0
        buckets.append(BucketStatus(b, backlog, pending, round(lag, 3), int(client.xlen(keys.dead(b)))))
    daemons = []
    for consumer in client.zrangebyscore(keys.daemons, now - heartbeat_window_ms, "+inf"):
        h = {as_str(k): as_str(v) for k, v in (client.hgetall(keys.daemon(as_str(consumer))) or {}).items()}
        if not h:
            continue  # its heartbeat expired
        daemons.append(DaemonStatus(
            consumer=h.get("consumer", as_str(consumer)), host=h.get("host", ""), pid=int(h.get("pid", 0)),
            started_ms=int(h.get("started_ms", 0)), beat_ms=int(h.get("beat_ms", 0)),
            concurrency=int(h.get("concurrency", 0)), inflight=int(h.get("inflight", 0)), mode=h.get("mode", ""),
            counts={k[2:]: int(v) for k, v in h.items() if k.startswith("n_")},
        ))
    # outcomes are counted per bucket by the write-back functions themselves (exact);
    # the daemons' own hash holds what no function decides (failed attempts)
    totals: dict[str, int] = {}
    for key in [keys.stats(b) for b in range(keys.buckets)] + [keys.summarizer_stats]:
        for k, v in (client.hgetall(key) or {}).items():
            totals[as_str(k)] = totals.get(as_str(k), 0) + int(v)
    minute = now // 60_000
    # the current minute is partial: rates use the minutes before it
    done = [int(client.get(keys.rate(m)) or 0) for m in range(minute - 5, minute)]
    return SummarizerStatus(
        backlog=sum(b.backlog for b in buckets),
        pending=sum(b.pending for b in buckets),
        dead=sum(b.dead for b in buckets),
        lag_seconds=max((b.lag_seconds for b in buckets), default=0.0),
        jobs_per_second_1m=round(done[-1] / 60, 3),
        jobs_per_second_5m=round(sum(done) / 300, 3),
        totals=totals,
        daemons=daemons,
        buckets=buckets,
    )


def health(status: SummarizerStatus, *, max_lag_seconds: float = 300.0, min_daemons: int = 1,
           max_dead: int | None = None) -> list[str]:
    """Problems that should fail a health probe (empty: healthy)."""
    problems = []
    if len(status.daemons) < min_daemons:
        problems.append(f"{len(status.daemons)} live daemons, fewer than {min_daemons}")
    if status.lag_seconds > max_lag_seconds:
        problems.append(f"oldest job waited {status.lag_seconds:.0f}s, over {max_lag_seconds:.0f}s")
    if max_dead is not None and status.dead > max_dead:
        problems.append(f"{status.dead} dead letters, over {max_dead}")
    return problems


def dead_letters(client: Any, config: MemoryConfig, count: int = 100) -> list[dict[str, Any]]:
    """The dead letters of every bucket, oldest first (at most ``count`` per bucket), entries left out."""
    keys = config.keys
    out = []
    for b in range(keys.buckets):
        for dead_id, fields in client.xrange(keys.dead(b), "-", "+", count=count):
            f = {as_str(k): as_str(v) for k, v in fields.items() if as_str(k) not in ("entries", "summaries")}
            out.append({"bucket": b, "dead_id": as_str(dead_id), **f})
    return out
