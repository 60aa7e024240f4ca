"""Resharding under load (issue 10, item 5): bucket slots migrate between primaries
(``CLUSTER SETSLOT ... IMPORTING/MIGRATING``, ``MIGRATE ... KEYS`` in small batches,
``SETSLOT ... NODE``) while bot threads append (blocks interactions and budget
messages that trigger compressions) and summarizer daemons (subprocesses) write
summaries back. Calls on a slot whose keys are split between the two nodes
get ``ASK`` then ``TRYAGAIN`` and are retried; afterwards every turn is there once,
every block summarized once.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from helpers import Daemons, daemon_env, drain, wait_for

from rollmem_client import AgentMemory, BudgetConfig, MemoryConfig, Range, RollingMemory
from rollmem_client.keys import key_slot
from rollmem_client.server import EmbeddedCluster

pytestmark = [pytest.mark.cluster, pytest.mark.slow]

BUCKETS = 4
TURNS = 64  # at least three blocks per session: 2-22, 23-43, 44-64


@pytest.fixture(scope="module")
def cluster() -> Iterator[EmbeddedCluster]:
    with EmbeddedCluster(2) as c:
        yield c


def node_ids(cluster: EmbeddedCluster) -> dict[int, str]:
    out = {}
    for port in cluster.primary_ports:
        r = redis.Redis(port=port, decode_responses=True)
        out[port] = r.execute_command("CLUSTER", "MYID")
        r.close()
    return out


def tryagains(*ports: int) -> int:
    """``TRYAGAIN`` replies the nodes gave (either side of a migration may give them)."""
    n = 0
    for port in ports:
        r = redis.Redis(port=port)
        n += int(r.info("errorstats").get("errorstat_TRYAGAIN", {}).get("count", 0))
        r.close()
    return n


def migrate_slot(slot: int, src: int, dst: int, ids: dict[int, str], batch: int = 3, pause: float = 0.03) -> int:
    """Move one slot from port ``src`` to port ``dst`` the way redis-cli --cluster reshard does. Returns keys moved.

    After the first batch it holds the slot half-moved until a call has met it (``TRYAGAIN``)."""
    a, b = redis.Redis(port=src, decode_responses=True), redis.Redis(port=dst, decode_responses=True)
    b.execute_command("CLUSTER", "SETSLOT", slot, "IMPORTING", ids[src])
    a.execute_command("CLUSTER", "SETSLOT", slot, "MIGRATING", ids[dst])
    moved = 0
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        keys = a.execute_command("CLUSTER", "GETKEYSINSLOT", slot, batch)
        if not keys:
            break
        a.execute_command("MIGRATE", "127.0.0.1", dst, "", 0, 5000, "KEYS", *keys)
        if moved == 0:
            before = tryagains(src, dst)
            wait_for(lambda b=before: tryagains(src, dst) > b, 20, "a call to meet the half-moved slot")
            time.sleep(1.0)  # longer than redis-py's own TRYAGAIN loop lasts: rollmem's retry must carry it
        moved += len(keys)
        time.sleep(pause)  # calls meanwhile find the session's keys split: ASK, then TRYAGAIN
    for r in (b, a):
        r.execute_command("CLUSTER", "SETSLOT", slot, "NODE", ids[dst])
    a.close()
    b.close()
    return moved


def test_slot_migration_while_bots_append_and_daemons_summarize(cluster: EmbeddedCluster, tmp_path: Path) -> None:
    prefix = "rs" + uuid.uuid4().hex[:6]
    config = MemoryConfig(prefix=prefix, buckets=BUCKETS)
    agent_config = MemoryConfig(prefix=prefix, buckets=BUCKETS,
                                budget=BudgetConfig(max_entries=8, recent_window=3, min_entries_to_compress=3))
    client = redis.RedisCluster.from_url(cluster.url, protocol=2)
    memory = RollingMemory(client, config)
    memory.setup()
    memory.ensure_groups()
    ids = node_ids(cluster)
    slots = {b: config.keys.slot(b) for b in range(BUCKETS)}
    owner = {b: int(client.nodes_manager.get_node_from_slot(s).port) for b, s in slots.items()}
    src = cluster.primary_ports[0]
    dst = cluster.primary_ports[1]
    moving = [b for b in range(BUCKETS) if owner[b] == src]
    assert moving  # balanced tags: two of the four buckets live on each primary
    candidates = (f"m-{i}" for i in range(100_000))
    in_moving = [sid for sid in candidates if config.keys.bucket_of(sid) in moving]
    sessions, agents = in_moving[:12], in_moving[12:15]  # blocks sessions; budget sessions

    daemons = Daemons(tmp_path)
    cli = ["--url", cluster.url, "--cluster", "--prefix", prefix, "--buckets", str(BUCKETS),
           "--block-ms", "200", "--claim-idle-ms", "2000"]
    for _ in range(2):
        daemons.start(cli, daemon_env())

    results: dict[str, list[int]] = {}
    errors: list[BaseException] = []

    migrated = threading.Event()

    def bot(mine: list[str]) -> None:
        own = RollingMemory(redis.RedisCluster.from_url(cluster.url, protocol=2), config)
        try:
            turn = 0
            while turn < TURNS or not migrated.is_set():  # bounded: the migration ends within 60 s
                turn += 1
                for sid in mine:
                    results[sid].append(own.add_interaction(sid, {"sid": sid, "turn": turn}, {"a": turn}).seq)
                time.sleep(0.01)
        except BaseException as e:  # reported by the test thread
            errors.append(e)
        finally:
            own.close()

    def agent_bot(mine: list[str]) -> None:
        own = AgentMemory(redis.RedisCluster.from_url(cluster.url, protocol=2), agent_config)
        try:
            turn = 0
            while turn < 40 or not migrated.is_set():
                turn += 1
                for sid in mine:
                    role, text = "user" if turn % 2 else "assistant", f"{sid} says {turn}"
                    if turn % 3:
                        results[sid].append(own.add_message(sid, role, text).entry.seq)
                    else:  # a turn: the append and the read in one function call
                        added, messages = own.add_and_context(sid, role, text, 100_000)
                        assert messages[-1]["content"] == text
                        results[sid].append(added.entry.seq)
                time.sleep(0.01)
        except BaseException as e:
            errors.append(e)
        finally:
            own.close()

    for sid in sessions + agents:
        results[sid] = []
    wait_for(lambda: client.zcard(config.keys.daemons) == 2, 60, "daemons to start", *daemons.started)
    bots = [threading.Thread(target=bot, args=(sessions[k::3],)) for k in range(3)]
    bots.append(threading.Thread(target=agent_bot, args=(agents,)))
    try:
        for t in bots:
            t.start()
        wait_for(lambda: min(len(v) for v in results.values()) >= 10, 30, "bots under way")
        try:
            moved = sum(migrate_slot(slots[b], src, dst, ids) for b in moving)
        finally:
            migrated.set()
        for t in bots:
            t.join(60)
        assert not errors, errors
        assert moved > 0
        redirected = redis.Redis(port=src).info("errorstats")
        met = sum(redirected.get(f"errorstat_{e}", {}).get("count", 0) for e in ("ASK", "TRYAGAIN"))
        assert met > 0  # calls did meet the migration (redirected, or told to retry while keys were split)
        for b in moving:
            r = redis.Redis(port=dst)
            assert int(r.execute_command("CLUSTER", "COUNTKEYSINSLOT", slots[b])) > 0
            r.close()
        # each append ran exactly once: sequence numbers 1..n, in order, per session
        turns = {sid: len(results[sid]) for sid in sessions + agents}
        assert all(results[sid] == list(range(1, turns[sid] + 1)) for sid in sessions + agents)
        agent = AgentMemory(client, agent_config)
        wait_for(lambda: all(memory.stats(s).pending_jobs == 0 for s in sessions)
                 and all(agent.get_stats(s).pending_jobs == 0 for s in agents), 60, "daemons to finish",
                 *daemons.started)
        for d in daemons.started:
            assert d.stop(20) == 0, d.output()[-3000:]
    finally:
        daemons.kill_all()
    assert drain(memory) == {}  # nothing left over
    for sid in sessions:
        n = turns[sid]
        ctx = memory.context(sid)
        assert [x.seq for x in ctx.window] == list(range(n - 20, n + 1))
        assert all(x.user_request == {"sid": sid, "turn": x.seq} for x in ctx.window)
        blocks = [Range(end - 20, end) for end in range(22, n + 1, 21)]
        assert [s.range for s in ctx.summaries] == blocks[-3:]
        st = memory.stats(sid)
        assert st.jobs_queued == st.summaries_written == len(blocks)  # no block queued or written twice
    for sid in agents:
        st = agent.get_stats(sid)
        assert (st.last_seq, st.total_entries, st.pending_entries) == (turns[sid], turns[sid], 0)
        assert st.summaries >= 1 and st.jobs_queued == st.summaries_written  # every compression written once
    for b in moving:
        assert key_slot(config.keys.jobs(b)) == slots[b]
        assert int(client.nodes_manager.get_node_from_slot(slots[b]).port) == dst
    client.close()
