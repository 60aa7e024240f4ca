"""rollmem at scale on real loopback clusters (issue 10): one round trip per call, every primary
used evenly, no start-up race, reads from replicas.

Each cluster size starts once for the module. Commands are counted on the servers
(``INFO commandstats`` after ``CONFIG RESETSTAT`` on every node), so a hidden
``COMMAND GETKEYS``, a redirection or an extra lookup cannot go unseen.
"""

from __future__ import annotations

import asyncio
import random
import re
import socket
import subprocess
import sys
import uuid
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
import redis
import redis.asyncio as aioredis
from click.testing import CliRunner
from helpers import drain
from rollmem_cli.main import cli

from rollmem_client import AgentMemory, AsyncAgentMemory, AsyncRollingMemory, MemoryConfig, RollingMemory
from rollmem_client.keys import KeySchema, key_slot
from rollmem_client.scripts import library_source, library_version
from rollmem_client.server import EmbeddedCluster

pytestmark = [pytest.mark.cluster, pytest.mark.slow]

# Commands the Lua library runs inside a call: they show in commandstats too.
LUA_COMMANDS = {c.lower() for c in re.findall(r"rcall\('([A-Z]+)'", library_source())}
# connection handshakes and the tests' own probes (redis-py sends CLIENT SETINFO to servers that know it:
# Redis 7.2+, Valkey)
HOUSEKEEPING = {"config|resetstat", "info", "hello", "ping", "client|setinfo", "cluster|slots", "cluster|shards",
                "command",
                "command|docs", "readonly"}


REPLICATION = {"multi", "exec", "replconf"}  # effects applied as a transaction; replicas acknowledge (REPLCONF ACK)


@pytest.fixture(scope="module")
def cluster4() -> Iterator[EmbeddedCluster]:
    with EmbeddedCluster(4) as c:
        yield c


@pytest.fixture(scope="module")
def cluster8() -> Iterator[EmbeddedCluster]:
    with EmbeddedCluster(8) as c:
        yield c


@pytest.fixture(scope="module")
def cluster2() -> Iterator[EmbeddedCluster]:
    with EmbeddedCluster(2) as c:
        yield c


@pytest.fixture(scope="module")
def replicated() -> Iterator[EmbeddedCluster]:
    """Two primaries, one replica each."""
    with EmbeddedCluster(2, replicas=1) as c:
        yield c


def node_clients(cluster: EmbeddedCluster) -> dict[int, redis.Redis]:
    return {p: redis.Redis(port=p, decode_responses=True) for p in cluster.ports}


def reset_stats(cluster: EmbeddedCluster) -> None:
    for r in node_clients(cluster).values():
        r.config_resetstat()
        r.close()


def command_stats(cluster: EmbeddedCluster) -> dict[int, dict[str, dict[str, int]]]:
    """Per node port: command -> {calls, rejected_calls, failed_calls}."""
    out = {}
    for port, r in node_clients(cluster).items():
        out[port] = {k.removeprefix("cmdstat_"): v for k, v in r.info("commandstats").items()}
        r.close()
    return out


def owner_port(client: redis.RedisCluster, key: str) -> int:
    return int(client.nodes_manager.get_node_from_slot(key_slot(key)).port)


def check_only_own_commands(stats: dict[int, dict[str, dict[str, int]]], allowed: set[str] = frozenset()) -> None:
    """No COMMAND GETKEYS, no redirection, nothing a rollmem call does not itself run."""
    for port, cmds in stats.items():
        assert "command|getkeys" not in cmds, (port, cmds)
        extra = set(cmds) - LUA_COMMANDS - HOUSEKEEPING - {"fcall", "fcall_ro"} - allowed
        assert not extra, (port, extra)
        for name, s in cmds.items():
            if name == "xgroup|create":  # BUSYGROUP: the group exists, as it should
                continue
            assert s.get("rejected_calls", 0) == 0 and s.get("failed_calls", 0) == 0, (port, name, s)


def spread_sessions(schema: KeySchema, per_bucket: int = 1) -> list[str]:
    ids: dict[int, list[str]] = {b: [] for b in range(schema.buckets)}
    i = 0
    while any(len(v) < per_bucket for v in ids.values()):
        sid = f"u-{i}"
        if len(ids[schema.bucket_of(sid)]) < per_bucket:
            ids[schema.bucket_of(sid)].append(sid)
        i += 1
    return [s for b in sorted(ids) for s in ids[b]]


# ------------------------------------------------------------ 1. one round trip per operation


def test_every_sdk_call_is_one_command_on_the_owning_node(cluster4: EmbeddedCluster) -> None:
    client = redis.RedisCluster.from_url(cluster4.url, protocol=2)
    config = MemoryConfig(prefix="r" + uuid.uuid4().hex[:8], buckets=8)
    blocks, agent = RollingMemory(client, config), AgentMemory(client, config)
    blocks.setup()
    agent.setup()
    blocks.ensure_groups()
    sids = spread_sessions(config.keys, 2)  # every bucket, so every primary
    budget_sids = [f"{s}-agent" for s in sids]
    expected: Counter[tuple[int, str]] = Counter()  # (node port, fcall|fcall_ro) -> calls

    def sent(sid: str, kind: str, n: int = 1, agentic: bool = False) -> None:
        keys = config.keys.budget_session(sid) if agentic else config.keys.session(sid)
        expected[(owner_port(client, keys.meta), kind)] += n

    reset_stats(cluster4)
    for sid, bsid in zip(sids, budget_sids, strict=True):
        for i in range(22):  # a block completes: one summary job per session
            blocks.add_interaction(sid, {"q": i}, {"a": i})
        blocks.context(sid)
        blocks.stats(sid)
        sent(sid, "fcall", 22)
        sent(sid, "exec")  # the context: MULTI/EXEC of plain reads on the owning primary
        sent(sid, "fcall_ro")
        agent.add_user_message(bsid, "Find the failing test")
        agent.add_assistant_message(bsid, "Looking.")
        agent.context(bsid, 10_000, "anthropic")
        agent.get_stats(bsid)
        agent.add_and_context(bsid, "user", "Then fix it", 10_000)  # one transaction: the append's FCALL, the reads
        sent(bsid, "fcall", 3, True)
        sent(bsid, "fcall_ro", 1, True)
        sent(bsid, "exec", 2, True)  # the context and the turn: MULTI/EXEC on the owning primary

    async def async_calls() -> None:
        aclient = aioredis.RedisCluster.from_url(cluster4.url, protocol=2)
        ablocks, aagent = AsyncRollingMemory(aclient, config), AsyncAgentMemory(aclient, config)
        await ablocks.setup()
        await aagent.setup()
        for sid, bsid in zip(sids, budget_sids, strict=True):
            await ablocks.add_interaction(sid, {"q": "async"}, {"a": "async"})
            await ablocks.context(sid)
            await aagent.add_user_message(bsid, "and async")
            await aagent.context(bsid, 10_000, "openai")
            await aagent.add_and_context(bsid, "user", "async turn", 10_000)
        await aclient.aclose()

    asyncio.run(async_calls())
    for sid, bsid in zip(sids, budget_sids, strict=True):
        sent(sid, "fcall")
        sent(sid, "fcall_ro")
        sent(bsid, "fcall", 2, True)
        sent(bsid, "fcall_ro", 1, True)
    # the async clients' two set-ups: the version on every primary, then the deployment record, which
    # exists already, is read with one HMGET (written only by the first client of a deployment)
    for port in cluster4.primary_ports:
        expected[(port, "fcall_ro")] += 2

    stats = command_stats(cluster4)
    check_only_own_commands(stats, {"multi", "exec", "hrandfield"})  # the snapshot reads (budget/snapshot.py)
    got = Counter({(port, kind): cmds[kind]["calls"] for port, cmds in stats.items()
                   for kind in ("fcall", "fcall_ro", "exec") if kind in cmds})
    assert got == expected
    assert all(cmds.get("multi", {}).get("calls", 0) == cmds.get("exec", {}).get("calls", 0) for cmds in stats.values())
    assert len({port for port, _ in got}) == 4  # every primary served calls

    # daemon write-backs: one FCALL per job, on the job's node; reads of the streams without GETKEYS
    reset_stats(cluster4)
    counts = drain(blocks, concurrency=2)
    assert counts == {"written": len(sids)}
    stats = command_stats(cluster4)
    daemon_own = {"xreadgroup", "xautoclaim", "xpending", "xclaim", "xgroup|create", "hset", "hincrby", "incr", "incrby",
                  "expire", "pexpire", "zadd", "zrem", "del", "zrangebyscore", "zrevrangebyscore", "hkeys",
                  "xinfo|consumers", "xgroup|delconsumer", "zscan"}  # pruning departed consumers, expired sessions
    check_only_own_commands(stats, daemon_own)
    writes = Counter({port: cmds.get("fcall", {}).get("calls", 0) for port, cmds in stats.items()})
    expected_writes = Counter(owner_port(client, config.keys.session(s).meta) for s in sids)
    assert +writes == expected_writes

    # event reads: one XREAD per bucket stream, each on its stream's node
    reset_stats(cluster4)
    events = list(agent.events(last_id="0", block_ms=8, timeout=0.5))
    assert {e.session_id for e in events} >= set(budget_sids)
    check_only_own_commands(command_stats(cluster4), {"xread"})
    client.close()


# ------------------------------------------------------------ 2. balanced buckets


@pytest.mark.parametrize("fixture", ["cluster2", "cluster4", "cluster8"])
def test_buckets_and_calls_spread_evenly_over_the_primaries(fixture: str, request: pytest.FixtureRequest) -> None:
    cluster: EmbeddedCluster = request.getfixturevalue(fixture)
    client = redis.RedisCluster.from_url(cluster.url, protocol=2)
    primaries = cluster.primaries
    for buckets in (16, 64, 128):
        schema = KeySchema("rm", buckets)
        per_primary = Counter(owner_port(client, schema.jobs(b)) for b in range(buckets))
        assert sorted(per_primary.values()) == [buckets // primaries] * primaries, (buckets, per_primary)

    # Calls from many sessions (random ids, as conversation ids usually are): each primary's share,
    # from the cluster's own slot table; then a sample of real calls lands exactly as predicted.
    config = MemoryConfig(prefix="s" + uuid.uuid4().hex[:8], buckets=16)
    rng = random.Random(primaries)
    sessions = [str(uuid.UUID(int=rng.getrandbits(128))) for _ in range(16384)]
    owner = {b: owner_port(client, config.keys.jobs(b)) for b in range(config.buckets)}
    share = Counter(owner[config.keys.bucket_of(s)] for s in sessions)
    fair = len(sessions) / primaries
    assert len(share) == primaries
    assert max(share.values()) <= 1.1 * fair and min(share.values()) >= fair / 1.1, share

    memory = RollingMemory(client, config)
    memory.setup()
    reset_stats(cluster)
    sample = sessions[:512]
    for sid in sample:
        memory.add_interaction(sid, {"q": 1}, {"a": 1})
    stats = command_stats(cluster)
    check_only_own_commands(stats)
    calls = Counter({p: stats[p]["fcall"]["calls"] for p in cluster.primary_ports if "fcall" in stats[p]})
    assert calls == Counter(owner[config.keys.bucket_of(s)] for s in sample)
    client.close()


def test_legacy_tags_are_uneven_where_balanced_tags_are_not() -> None:
    """The old {prefix:bNN} tags land on slots by chance: with 16 buckets on 8 primaries some get none."""
    def shares(schema: KeySchema, primaries: int) -> list[int]:
        per = 16384 // primaries
        return sorted(Counter(min(schema.slot(b) // per, primaries - 1) for b in range(schema.buckets)).values())

    assert len(shares(KeySchema("rm", 16, layout=1), 8)) < 8
    assert shares(KeySchema("rm", 16), 8) == [2] * 8


# ------------------------------------------------------------ 3. no start-up race

RACER = """
import sys, redis
from rollmem_client import RollingMemory
url, prefix = sys.argv[1], sys.argv[2]
memory = RollingMemory(redis.RedisCluster.from_url(url, protocol=2), prefix=prefix, buckets=16)
for i in range(32):  # every bucket, so every primary
    memory.add_interaction(f"s-{i}", {"q": i}, {"a": i})
print("ok")
"""


def test_eight_processes_start_at_once_on_a_fresh_eight_primary_cluster(cluster8: EmbeddedCluster) -> None:
    client = redis.RedisCluster.from_url(cluster8.url, protocol=2)
    client.function_flush()  # every primary: a fresh cluster without the library
    prefix = "race" + uuid.uuid4().hex[:6]
    procs = [subprocess.Popen([sys.executable, "-c", RACER, cluster8.url, prefix], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(8)]
    results = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0] * 8, [err[-2000:] for _, err in results]
    for node in client.get_primaries():
        r = redis.Redis(host=node.host, port=node.port)
        assert int(r.fcall_ro("rollmem_version", 0)) == library_version()
        r.close()
    memory = RollingMemory(client, prefix=prefix, buckets=16)
    assert all(memory.stats(f"s-{i}").last_seq == 8 for i in range(32))
    client.close()


def test_function_missing_on_one_primary_is_loaded_there(cluster4: EmbeddedCluster) -> None:
    client = redis.RedisCluster.from_url(cluster4.url, protocol=2)
    memory = RollingMemory(client, prefix="m" + uuid.uuid4().hex[:6], buckets=8)
    memory.setup()
    sid = spread_sessions(memory.config.keys)[0]
    node = client.nodes_manager.get_node_from_slot(key_slot(memory.config.keys.session(sid).meta))
    r = redis.Redis(host=node.host, port=node.port)
    r.function_flush()  # this primary only: it lost the library (a restart without persistence)
    status = ["scripts", "status", "--url", cluster4.url, "--cluster"]
    missing = CliRunner().invoke(cli, status, prog_name="rollmem")
    assert missing.exit_code == 1 and "state: missing" in missing.output
    assert memory.add_interaction(sid, {"q": 1}, {"a": 1}).seq == 1
    current = CliRunner().invoke(cli, status, prog_name="rollmem")
    assert current.exit_code == 0 and "state: current" in current.output
    assert int(r.fcall_ro("rollmem_version", 0)) == library_version()
    r.close()
    client.close()


# ------------------------------------------------------------ 4. reads from replicas


def replica_reads(module: Any) -> dict[str, Any]:
    """Client options for reads from replicas only (redis-py >= 5.1); redis-py 5.0's
    ``read_from_replicas`` takes turns over the primary and its replicas."""
    strategy = getattr(module, "LoadBalancingStrategy", None)
    if strategy is None:
        return {"read_from_replicas": True}
    return {"load_balancing_strategy": strategy.ROUND_ROBIN_REPLICAS}


def reads_per_node(stats: dict[int, dict[str, Any]], ports: list[int]) -> int:
    return sum(stats[p].get("fcall_ro", {}).get("calls", 0) for p in ports)


def test_context_and_view_reads_go_to_replicas(replicated: EmbeddedCluster) -> None:
    import redis.cluster

    options = replica_reads(redis.cluster)
    client = redis.RedisCluster.from_url(replicated.url, protocol=2, **options)
    config = MemoryConfig(prefix="rr" + uuid.uuid4().hex[:6], buckets=4)
    blocks, agent = RollingMemory(client, config), AgentMemory(client, config)
    sids = spread_sessions(config.keys)
    for sid in sids:
        for i in range(5):
            blocks.add_interaction(sid, {"q": i}, {"a": i})
        agent.add_user_message(f"{sid}-a", "hello")
    for port in replicated.primary_ports:  # replication is asynchronous: wait until replicas have it all
        r = redis.Redis(port=port)
        assert r.execute_command("WAIT", 1, 5000) == 1
        r.close()
    reset_stats(replicated)
    for sid in sids:
        assert [x.seq for x in blocks.context(sid).window] == [1, 2, 3, 4, 5]
        assert blocks.stats(sid).last_seq == 5
        assert agent.view(f"{sid}-a").last_seq == 1
        blocks.add_interaction(sid, {"q": 6}, {"a": 6})  # writes still go to the primary
        # a turn (the append and the read in one transaction) writes: on the primary, reading its own message
        assert agent.add_and_context(f"{sid}-a", "assistant", "hi", 1000)[1][-1]["content"] == "hi"
    stats = command_stats(replicated)
    check_only_own_commands(stats, REPLICATION | {"hrandfield"})  # the turn's snapshot reads, on the primary
    for port in replicated.replica_ports:
        assert stats[port]["fcall_ro"]["calls"] > 0 and "fcall" not in stats[port]
        assert "hrandfield" not in stats[port]  # replicas serve the reads only as functions
    for port in replicated.primary_ports:
        assert stats[port].get("exec", {}).get("calls", 0) > 0  # the turns
    for port in replicated.primary_ports:
        assert stats[port]["fcall"]["calls"] > 0
    reads = reads_per_node(stats, replicated.replica_ports)
    if "load_balancing_strategy" in options:  # replicas only
        assert reads == 3 * len(sids) and reads_per_node(stats, replicated.primary_ports) == 0
    else:
        assert reads + reads_per_node(stats, replicated.primary_ports) == 3 * len(sids)
    client.close()


def test_asyncio_replica_reads(replicated: EmbeddedCluster) -> None:
    import redis.asyncio.cluster

    options = replica_reads(redis.asyncio.cluster)
    config = MemoryConfig(prefix="ra" + uuid.uuid4().hex[:6], buckets=4)
    sids = spread_sessions(config.keys)

    async def main() -> dict[int, dict[str, Any]]:
        aclient = aioredis.RedisCluster.from_url(replicated.url, protocol=2, **options)
        async with AsyncRollingMemory(aclient, config) as memory:
            for sid in sids:
                await memory.add_interaction(sid, {"q": 1}, {"a": 1})
            for port in replicated.primary_ports:
                r = redis.Redis(port=port)
                r.execute_command("WAIT", 1, 5000)
                r.close()
            reset_stats(replicated)
            for sid in sids:
                assert [x.seq for x in (await memory.context(sid)).window] == [1]
        return command_stats(replicated)

    stats = asyncio.run(main())
    check_only_own_commands(stats, REPLICATION)
    reads = reads_per_node(stats, replicated.replica_ports)
    assert reads > 0 and reads + reads_per_node(stats, replicated.primary_ports) == len(sids)
    if "load_balancing_strategy" in options:
        assert reads == len(sids)


def test_a_cluster_whose_port_was_taken_since_it_was_picked_starts_on_others() -> None:
    # ports are picked free when the cluster is made and used when it starts: another process may bind one in
    # between (seen in CI: a node exited at once); the start picks new ports and tries again
    cluster = EmbeddedCluster(2)
    taken = cluster.ports[0]
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", taken))  # bound, not listening: the node cannot bind it and exits
        with cluster:
            assert taken not in cluster.ports and len(set(cluster.ports + cluster.bus_ports)) == 4
            assert redis.Redis(port=cluster.ports[0]).execute_command("CLUSTER", "INFO").decode().count("cluster_state:ok")
