"""rollmem on a real 3-primary Redis Cluster: every function, sessions on every node, no CROSSSLOT."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
import redis
import redis.asyncio as aioredis
from helpers import drain

from rollmem_client import AsyncRollingMemory, ConfigError, MemoryConfig, Range, RollingMemory
from rollmem_client.keys import KeySchema
from rollmem_client.scripts import library_version
from rollmem_client.server import EmbeddedCluster

pytestmark = pytest.mark.cluster

BUCKETS = 8


@pytest.fixture(scope="module")
def cluster(redis_cluster: EmbeddedCluster) -> Iterator[redis.RedisCluster]:
    client = redis.RedisCluster.from_url(redis_cluster.url, protocol=2)
    yield client
    client.close()


def node_of(client: redis.RedisCluster, key: str) -> str:
    node = client.nodes_manager.get_node_from_slot(client.keyslot(key))
    return f"{node.host}:{node.port}"


def spread_prefix(client: redis.RedisCluster) -> str:
    """A fresh prefix whose bucket tags land on every primary."""
    primaries = {f"{n.host}:{n.port}" for n in client.get_primaries()}
    assert len(primaries) == 3
    for _ in range(200):
        prefix = "c" + uuid.uuid4().hex[:8]
        schema = KeySchema(prefix, BUCKETS)
        if {node_of(client, schema.jobs(b)) for b in range(BUCKETS)} == primaries:
            return prefix
    raise AssertionError("no prefix spreads over the three primaries")  # pragma: no cover


def spread_sessions(schema: KeySchema) -> list[str]:
    """Session ids covering every bucket."""
    ids: dict[int, str] = {}
    for i in range(10_000):
        sid = f"user-{i}"
        ids.setdefault(schema.bucket_of(sid), sid)
        if len(ids) == schema.buckets:
            return [ids[b] for b in sorted(ids)]
    raise AssertionError("could not cover every bucket")  # pragma: no cover


@pytest.fixture
def cmem(cluster: redis.RedisCluster) -> RollingMemory:
    mem = RollingMemory(cluster, prefix=spread_prefix(cluster), buckets=BUCKETS)
    assert mem.ensure_groups() == BUCKETS
    return mem


def test_sessions_on_every_node_and_every_function(cluster: redis.RedisCluster, cmem: RollingMemory) -> None:
    schema = cmem.config.keys
    sids = spread_sessions(schema)
    nodes = {node_of(cluster, schema.session(s).meta) for s in sids}
    assert len(nodes) == 3  # every primary holds sessions
    for sid in sids:
        keys = schema.session(sid).as_list()
        assert len({cluster.keyslot(k) for k in keys}) == 1  # one slot per call: no CROSSSLOT possible

    for sid in sids:
        results = [cmem.add_interaction(sid, {"q": i, "sid": sid}, {"a": i}) for i in range(1, 44)]
        assert [r.block for r in results if r.queued] == [Range(2, 22), Range(23, 43)]
        ctx = cmem.context(sid)
        assert [x.seq for x in ctx.window] == list(range(23, 44))
        assert all(x.user_request["sid"] == sid for x in ctx.window)
        assert cmem.stats(sid).pending_jobs == 2

    assert sorted(cmem.sessions()) == sorted(sids)  # SCAN reached every primary

    counts = drain(cmem, concurrency=1)
    assert counts == {"written": 2 * len(sids)}
    for sid in sids:
        assert [s.range for s in cmem.summaries(sid)] == [Range(2, 22), Range(23, 43)]

    # configure, export, import (into a session of another bucket and node), clear
    src = sids[0]
    dst = next(s for s in sids if node_of(cluster, schema.session(s).meta) != node_of(cluster, schema.session(src).meta))
    cmem.configure_session(src, window_size=5, max_summaries=1)
    exp = cmem.export_session(src)
    assert [i.seq for i in exp.interactions] == [39, 40, 41, 42, 43]
    assert [s.range for s in exp.summaries] == [Range(23, 43)]
    cmem.import_session(exp, dst)
    assert cmem.context(dst).window == cmem.context(src).window
    assert cmem.context(dst).summaries == cmem.context(src).summaries
    assert cmem.clear_session(src) is True
    assert cmem.stats(src).exists is False
    assert sorted(cmem.sessions()) == sorted(s for s in sids if s != src)
    for b in range(BUCKETS):
        assert cluster.xlen(schema.jobs(b)) == 0


def test_seed_000_on_cluster(cmem: RollingMemory) -> None:
    sids = spread_sessions(cmem.config.keys)[:3]
    for sid in sids:
        queued = {}
        for i in range(1, 86):
            res = cmem.add_interaction(sid, f'{{"query": {i}}}', {"answer": i})
            assert len(cmem.window(sid)) == min(i, 21)
            if res.queued:
                queued[i] = res.block
        assert queued == {22: Range(2, 22), 43: Range(23, 43), 64: Range(44, 64), 85: Range(65, 85)}
    drain(cmem, concurrency=1)
    for sid in sids:
        ctx = cmem.context(sid)
        assert [s.range for s in ctx.summaries] == [Range(23, 43), Range(44, 64), Range(65, 85)]
        assert [x.seq for x in ctx.window] == list(range(65, 86))


def test_async_cluster_client(redis_cluster: EmbeddedCluster, cluster: redis.RedisCluster) -> None:
    prefix = spread_prefix(cluster)
    sids = spread_sessions(KeySchema(prefix, BUCKETS))

    async def main() -> None:
        client = aioredis.RedisCluster.from_url(redis_cluster.url, protocol=2)
        async with AsyncRollingMemory(client, prefix=prefix, buckets=BUCKETS) as amem:
            assert await amem.ensure_groups() == BUCKETS
            for sid in sids:
                for i in range(1, 23):
                    res = await amem.add_interaction(sid, {"q": i}, {"a": i})
                assert res.queued and res.block == Range(2, 22)
                assert (await amem.stats(sid)).pending_jobs == 1
            assert sorted([s async for s in amem.sessions()]) == sorted(sids)
            await amem.configure_session(sids[0], window_size=3)
            exp = await amem.export_session(sids[0])
            await amem.import_session(exp, "copied")
            assert [x.seq for x in (await amem.context("copied")).window] == [20, 21, 22]
            assert await amem.clear_session("copied") is True

    asyncio.run(main())
    mem = RollingMemory(cluster, MemoryConfig(prefix=prefix, buckets=BUCKETS))
    assert drain(mem, concurrency=1) == {"written": len(sids)}
    assert all(len(mem.summaries(s)) == 1 for s in sids)


def test_library_on_every_primary_and_reload(cluster: redis.RedisCluster, cmem: RollingMemory) -> None:
    cmem.setup()
    assert versions_on_primaries(cluster) == [library_version()] * 3
    sid = spread_sessions(cmem.config.keys)[0]
    cmem.add_interaction(sid, {"q": 1}, {"a": 1})
    cluster.function_flush()  # every primary
    # the next call finds the function missing, reloads on every primary and goes on
    assert cmem.add_interaction(sid, {"q": 2}, {"a": 2}).seq == 2
    assert versions_on_primaries(cluster) == [library_version()] * 3


def versions_on_primaries(cluster: redis.RedisCluster) -> list[int]:
    out = []
    for node in cluster.get_primaries():
        r: Any = redis.Redis(host=node.host, port=node.port, protocol=2)
        try:
            out.append(int(r.fcall_ro("rollmem_version", 0)))
        except redis.ResponseError:
            out.append(0)
        r.close()
    return out


def test_bucket_count_is_checked_on_cluster(cluster: redis.RedisCluster, cmem: RollingMemory) -> None:
    cmem.setup()
    with pytest.raises(ConfigError):
        RollingMemory(cluster, prefix=cmem.config.prefix, buckets=BUCKETS * 2).setup()


def test_budget_policy_and_events_on_the_cluster(cluster: redis.RedisCluster) -> None:
    """AgentMemory on every node: tool pairs, compression through the daemon, context, events, export/import."""
    from rollmem_client import AgentMemory, BudgetConfig

    prefix = spread_prefix(cluster)
    config = MemoryConfig(prefix=prefix, buckets=BUCKETS,
                          budget=BudgetConfig(max_entries=8, recent_window=3, min_entries_to_compress=3))
    memory = AgentMemory(cluster, config)
    memory.ensure_groups()
    sessions = spread_sessions(config.keys)
    for sid in sessions:
        memory.set_system_prompt(sid, "You are terse.")
        memory.add_user_message(sid, f"Task for {sid}: my name is Alice.")
        for i in range(6):
            call = memory.add_tool_call(sid, "lookup", {"i": i})
            memory.add_tool_result(sid, call.entry.tool_call_id, f"result {i}")
    counts = drain(memory)
    assert counts["written"] >= len(sessions) and not counts.get("failed")
    for sid in sessions:
        st = memory.get_stats(sid)
        assert st.summaries >= 1 and st.pending_entries == 0
        messages = memory.context(sid, 2_000, "openai")
        called = {c["id"] for m in messages for c in m.get("tool_calls") or []}
        answered = {m["tool_call_id"] for m in messages if m["role"] == "tool"}
        assert called == answered
        copy = f"{sid}-copy"
        memory.import_session(memory.export_session(sid), copy)
        assert memory.get_stats(copy).active_entries == st.active_entries
    events = list(memory.events(last_id="0", block_ms=50, timeout=2.0))
    assert {e.type for e in events} >= {"entry:added", "compressed"}
    assert {e.session_id for e in events} >= set(sessions)
    assert all(memory.clear_session(sid) for sid in sessions)
