"""Nothing grows without bound (issue 11, item 6).

A bounded workload (a few seconds) on a server of its own: both policies, sessions that expire, summarizer
daemons started and stopped (half of them SIGKILLed, leaving their consumers and heartbeats behind). Then a
census lists every key and stream under the prefix and checks each against the bound documented in
docs/ARCHITECTURE.md ("What stays bounded"). And a budget read stays bounded while no daemon runs, losing
nothing.
"""

from __future__ import annotations

import re
import signal
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from helpers import Daemon, Daemons, daemon_env

from rollmem_client import AgentMemory, BudgetConfig, MemoryConfig, RollingMemory, SessionNotFound
from rollmem_client.daemon.runner import OUTCOMES
from rollmem_client.models import PendingSegment
from rollmem_client.ops import as_str
from rollmem_client.server import EmbeddedServer

pytestmark = [pytest.mark.timeout(120), pytest.mark.slow]
ENV_VARS = ("REDIS_URL", "ROLLMEM_PREFIX", "ROLLMEM_BUCKETS", "ROLLMEM_CLUSTER", "ROLLMEM_WINDOW_SIZE",
            "ROLLMEM_MAX_SUMMARIES")
P, BUCKETS, EVENTS_MAXLEN = "grow", 2, 50
# Redis trims a stream with MAXLEN ~ by whole nodes (stream-node-max-entries, 100 by default)
APPROX_SLACK = 100
DAEMON = ["--prefix", P, "--buckets", str(BUCKETS), "--block-ms", "100", "--claim-idle-ms", "300",
          "--prune-idle-ms", "400", "--housekeeping-seconds", "0.2", "--heartbeat-seconds", "0.1",
          "--max-age-seconds", "0.5", "--grace", "1"]


@pytest.fixture
def srv() -> Iterator[EmbeddedServer]:
    with EmbeddedServer() as s:
        yield s


@pytest.fixture
def spawn(tmp_path: Path) -> Iterator[Callable[..., Daemon]]:
    daemons = Daemons(tmp_path)
    try:
        yield lambda url, *args: daemons.start(["--url", url, *DAEMON, *args], daemon_env(strip=ENV_VARS))
    finally:
        daemons.kill_all()


LUA_OUTCOMES = ("written", "duplicate", "stale", "superseded", "stale_base", "conflict", "dead")


def census(r: redis.Redis) -> dict[str, tuple[str, int, int]]:
    """Every key under the prefix: (type, size, pttl)."""
    out = {}
    size = {"stream": r.xlen, "hash": r.hlen, "zset": r.zcard, "list": r.llen, "string": r.strlen}
    for key in r.scan_iter(match=f"*{P}*", count=1000):
        k = as_str(key)
        kind = as_str(r.type(k))
        out[k] = (kind, int(size[kind](k)) if kind in size else -1, int(r.pttl(k)))
    return out


def check_bounds(r: redis.Redis, keys: dict[str, tuple[str, int, int]], live_daemons: int) -> list[str]:
    """Each key against its documented bound; returns the violations."""
    bad = []
    tag = rf"\{{{P}:b\d\d(?:\.\d+)?\}}"  # balanced tags: {prefix:bNN.k}
    for k, (kind, size, ttl) in keys.items():
        if k == f"{P}:config":
            ok = kind == "hash" and size <= 2  # buckets, layout
        elif re.fullmatch(tag + ":jobs", k):
            consumers = sum(int(g["consumers"]) for g in r.xinfo_groups(k))
            ok = kind == "stream" and size == 0 and len(r.xinfo_groups(k)) == 1 and consumers <= live_daemons + 1
        elif re.fullmatch(tag + ":dead", k):
            ok = kind == "stream" and size <= 10_000
        elif re.fullmatch(tag + ":stats", k):  # the write-backs' outcome counters
            ok = kind == "hash" and size <= len(LUA_OUTCOMES)
        elif re.fullmatch(tag + ":events", k):
            ok = kind == "stream" and size <= EVENTS_MAXLEN + APPROX_SLACK
        elif re.fullmatch(tag + ":aging", k):
            ok = kind == "zset" and size == 0  # every session expired
        elif k == f"{P}:summarizer:daemons":
            ok = kind == "zset" and size <= live_daemons
        elif k.startswith(f"{P}:summarizer:daemon:"):
            ok = kind == "hash" and 0 < ttl
        elif k == f"{P}:summarizer:stats":
            ok = kind == "hash" and size <= len(OUTCOMES)
        elif k.startswith(f"{P}:summarizer:done:"):
            ok = kind == "string" and 0 < ttl <= 7_200_000
        else:
            ok = False  # a session key (every session expired) or a key nobody documented
        if not ok:
            bad.append(f"{k}: {kind} size {size} ttl {ttl}")
    return bad


def test_census_after_restarts_and_expiries(srv: EmbeddedServer, spawn: Callable[..., Daemon]) -> None:
    r = redis.Redis.from_url(srv.url, protocol=2)
    budget = BudgetConfig(max_entries=6, recent_window=2, min_entries_to_compress=3, events_maxlen=EVENTS_MAXLEN)
    cfg = MemoryConfig(prefix=P, buckets=BUCKETS, ttl_seconds=1, budget=budget)
    blocks, agent = RollingMemory(r, cfg), AgentMemory(r, cfg, token_counter=len)
    blocks.ensure_groups()
    killed = 0
    for rnd in range(6):
        d = spawn(srv.url)
        for i in range(3):
            for t in range(22):
                blocks.add_interaction(f"b{rnd}-{i}", {"q": f"question {t}"}, {"a": f"answer {t}"})
            for t in range(10):
                agent.add_assistant_message(f"a{rnd}-{i}", f"step {t}", tokens=5)
        time.sleep(0.3)
        if rnd % 2 == 0:
            d.proc.kill()  # its consumers, pending jobs and heartbeat stay behind
            d.proc.wait(10)
            killed += 1
        else:
            d.signal(signal.SIGTERM)
            d.wait(10)
    assert killed == 3
    # configuring never creates a session; the workload's sessions expire (TTL 1 s)
    with pytest.raises(SessionNotFound):
        blocks.configure_session("never-written", window_size=5)
    time.sleep(1.2)
    assert not list(blocks.sessions())

    final = spawn(srv.url)
    deadline = time.monotonic() + 20
    while (bad := check_bounds(r, census(r), live_daemons=1)) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not bad, "\n".join(bad) + "\n" + final.output()[-3000:]
    final.signal(signal.SIGTERM)
    assert final.wait(10) == 0, final.output()
    bad = check_bounds(r, census(r), live_daemons=0)
    assert not bad, "\n".join(bad)
    # nothing was dead-lettered: jobs of expired sessions are dropped without an LLM call
    assert all(r.xlen(cfg.keys.dead(b)) == 0 for b in range(BUCKETS))


def test_budget_read_stays_bounded_with_no_daemon_and_nothing_is_lost(real_redis: redis.Redis, prefix: str) -> None:
    budget = BudgetConfig(max_entries=20, recent_window=5, min_entries_to_compress=10)
    agent = AgentMemory(real_redis, MemoryConfig(prefix=prefix, buckets=2, budget=budget), token_counter=len)
    agent.ensure_groups()
    pipe_entries = 1600
    for t in range(pipe_entries):
        agent.add_assistant_message("busy", f"step {t}", tokens=2)
    view = agent.view("busy")
    pending = [s for s in view.segments if isinstance(s, PendingSegment)]
    included = sum(len(s.entries) for s in pending)
    assert sum(s.count for s in pending) > 1000  # the summarizer is far behind
    assert 0 < included <= 1000  # the read is capped ...
    assert all(not s.entries for s in pending[: -len([s for s in pending if s.entries])])  # ... oldest first out
    everything = agent.export_session("busy")
    assert [e.seq for e in everything.entries] == list(range(1, pipe_entries + 1))  # ... and nothing is lost
    fitted: Any = agent.context("busy", 10_000, format="selection")
    assert fitted is not None
