"""The budget policy's read without Lua (``budget/snapshot.py``) and the one-transaction turn.

The snapshot must be the function's read exactly: the same reply, item by item, on random
sessions (messages, context files, tool calls answered or open, pins, compressions, summaries
and merges written back out of order, a ledger) in every pending mode, on a real server and on
fakeredis, in both protocols; the same refusals; the function's read for a session too large to
read whole. The turn (``rollmem_budget_append`` and the reads in one ``MULTI``/``EXEC``) returns
what an append then a read returns, and the driver's transactions leave the connection in step.
"""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from typing import Any

import fakeredis
import pytest
import redis
import redis.asyncio as aioredis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_budget import make_memory, read_jobs, words
from test_fit_server import build, steps

from rollmem_client import AgentMemory, AsyncAgentMemory, ContextBudget, RollingMemory
from rollmem_client.budget import ops as budget
from rollmem_client.budget.fit import server_fit_request
from rollmem_client.budget.snapshot import (
    KNOWN,
    SNAPSHOT_ENTRIES,
    Snapshot,
    _num,
    read_snapshot,
    snapshot_cmds,
)
from rollmem_client.driver import TransactionAborted, _may_replay, _run_transaction
from rollmem_client.errors import CorruptEntry, RollMemError, SessionNotFound, WrongKeyType, WrongPolicy
from rollmem_client.ledger import ledger_part
from rollmem_client.models import Fact, PendingSegment
from rollmem_client.ops import Cmd, as_bytes


def function_reply(m: AgentMemory, sid: str, mode: str) -> list[Any]:
    keys = m.config.keys.budget_session(sid).as_list()
    return m.redis.fcall_ro("rollmem_budget_context", len(keys), *keys, mode, int(m.config.fact_ledger))


def context_reply(mode: str, replies: list[Any]) -> list[Any] | None:
    """``rollmem_budget_context``'s reply (``mode``: include | placeholder | all) laid out from a snapshot's
    replies, or None when the session holds too many entries to be read whole this way: what these tests
    compare with the function's reply item by item (the SDK decodes :func:`read_snapshot` directly).

    Raises:
        WrongPolicy: the session is another policy's.
        CorruptEntry: a pending record the function could not read either.
    """
    snap = read_snapshot(mode, replies)
    if snap is None:
        return None
    meta = snap.meta
    out: list[Any] = [
        meta.get(b"gen") or b"", snap.last, _num(meta.get(b"pthru")),
        sum(_num(meta.get(f)) for f in (b"pintok", b"stok", b"tok", b"ptok")),
        *(p or b"" for p in snap.pins),
    ]
    out.append(len(snap.summaries))
    for end, json in snap.summaries:
        out += [end, _num(meta.get(b"st:%d" % end)), json]

    def entries(columns: tuple[list[Any], list[Any]]) -> None:
        hs, bs = columns
        out.append(len(hs))
        flat: list[Any] = [None] * (2 * len(hs))
        flat[0::2], flat[1::2] = hs, bs
        out.extend(flat)

    out.append(len(snap.pending))
    for start, stop, tokens, count, verbatim in snap.pending:
        out += [start, stop, tokens, count]
        if verbatim is not None:
            entries(verbatim)
        else:
            out.append(0)
    entries(snap.active)
    out += ledger_part(snap.facts) if snap.facts is not None else [0, 0]
    return out


def snapshot_replies(m: AgentMemory, sid: str) -> list[Any]:
    keys = m.config.keys.budget_session(sid)
    return _run_transaction(m.redis, tuple(snapshot_cmds(keys, m.config.fact_ledger)))


def snapshot_reply(m: AgentMemory, sid: str, mode: str) -> list[Any] | None:
    return context_reply(mode, snapshot_replies(m, sid))


def same(v: Any) -> Any:
    """A reply item as compared: numbers as ints, strings as bytes (the function returns Lua numbers
    as integers and strings as bulk strings, the snapshot Python ints and what Redis sent)."""
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return int(v)
    if isinstance(v, (str, bytes)):
        return as_bytes(v)
    return v


def function_read(m: AgentMemory, sid: str, mode: str) -> Any:
    """The view as the function read returns it, decoded the SDK's way."""
    return budget._decode_view(sid, function_reply(m, sid, mode))[0]


@pytest.fixture(params=["real", "fake", "real-resp3"])
def mem(request: pytest.FixtureRequest, prefix: str) -> AgentMemory:
    if request.param == "real-resp3":
        kw = request.getfixturevalue("real_redis").connection_pool.connection_kwargs
        r: Any = redis.Redis(host=kw["host"], port=kw["port"], protocol=3)
    else:
        r = request.getfixturevalue("real_redis" if request.param == "real" else "fake_redis")
    m = make_memory(r, prefix, max_entries=10, max_summaries=2, summary_cap="merge")
    m.ensure_groups()
    return m  # type: ignore[no-any-return]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(plan=st.lists(steps, min_size=0, max_size=80), facts=st.booleans())
def test_the_snapshot_is_the_function_read_item_by_item(mem: AgentMemory, plan: list[tuple[str, int]],
                                                        facts: bool) -> None:
    sid = "s" + uuid.uuid4().hex[:8]
    mem.update_config(fact_ledger=facts)
    build(mem, sid, plan)
    jobs = [j for j in read_jobs(mem, sid) if j.kind != "merge"]
    if jobs:  # a write-back with facts: the ledger holds them (read only with the ledger on)
        j = jobs[-1]
        summary = budget.summary_from_job(j.entries, "with facts", words, j.start, j.end)
        mem.execute(budget.put_summary, sid, j.gen, j.id, summary, None, None,
                    [Fact("dog", "Biscuit", "pet", j.start, 2), Fact("vet", "+44 20 7946 0000", "phone", 0, 9)])
    for mode in ("include", "placeholder", "all"):
        want = function_reply(mem, sid, mode)
        got = snapshot_reply(mem, sid, mode)
        assert got is not None
        assert [same(x) for x in got] == [same(x) for x in want], mode
        read = function_read(mem, sid, mode)
        assert mem.view(sid, mode) == read
        snap = read_snapshot(mode, snapshot_replies(mem, sid))
        assert snap is not None
        # the view decoded from the snapshot directly (the SDK's reads) is the one its layout decodes to
        for memo in (True, False):
            assert budget._snapshot_decoded(sid, snap, memo) == read == budget._decode_view(sid, got)[0], mode


def test_a_session_too_large_to_read_whole_is_read_by_the_function(any_redis: redis.Redis, prefix: str) -> None:
    """Past SNAPSHOT_ENTRIES entries (no summarizer kept up) the snapshot declines, bounded: the reads
    return at most SNAPSHOT_ENTRIES + 1 entries; the SDK's reads and turns are the function's then."""
    m = make_memory(any_redis, prefix, max_entries=40, recent_window=5)
    m.ensure_groups()
    sid = "big"
    for i in range(SNAPSHOT_ENTRIES + 30):
        m.add_message(sid, "user" if i % 2 == 0 else "assistant", f"message {i}", tokens=3)
    keys = m.config.keys.budget_session(sid)
    replies = _run_transaction(m.redis, tuple(snapshot_cmds(keys, True)))
    assert len(replies[4]) == 2 * (SNAPSHOT_ENTRIES + 1) and len(replies[5]) == 2 * (SNAPSHOT_ENTRIES + 1)
    assert context_reply("include", replies) is None
    for mode in ("include", "placeholder", "all"):
        assert m.view(sid, mode) == function_read(m, sid, mode)
    b = ContextBudget(context_window=400, max_reply_tokens=0, safety_margin=0, tool_headroom=0)
    read = m.context(sid, b, "openai", compress_overflow=False)
    assert read == m.context(sid, b, "openai", compress_overflow=False)
    added, turned = m.add_and_context(sid, "user", "the newest", b, "openai", compress_overflow=False)
    assert turned[-1]["content"] == "the newest" and turned == m.context(sid, b, "openai", compress_overflow=False)
    assert added.seq == m.view(sid).last_seq


def test_the_snapshot_refuses_what_the_function_refuses(any_redis: redis.Redis, prefix: str) -> None:
    """Another policy's session, a corrupt pending record and a key of another type fail the same way
    on both reads, with the same RollMemError class."""
    m = make_memory(any_redis, prefix, max_entries=4, recent_window=1)
    m.ensure_groups()
    RollingMemory(any_redis, m.config).add_interaction("blocks", {"q": 1}, {"a": 1})
    for i in range(6):
        m.add_message("corrupt", "user", f"m {i}", tokens=2)
    pend = m.config.keys.budget_session("corrupt").pend
    field = next(iter(any_redis.hkeys(pend)))
    any_redis.hset(pend, field, "not|a|record")
    for i in range(3):  # the first is the pinned anchor: the others are read from `body`
        m.add_message("wrongtype", "user", f"hi {i}", tokens=2)
    any_redis.delete(m.config.keys.budget_session("wrongtype").body)
    any_redis.set(m.config.keys.budget_session("wrongtype").body, "a string")

    def error(read: Any) -> type[RollMemError]:
        with pytest.raises(RollMemError) as e:
            read()
        return type(e.value)

    def fcall_read(sid: str) -> Any:
        keys = m.config.keys.budget_session(sid)
        return budget._decode_view(sid, (yield budget._fcall("rollmem_budget_context", keys, "include", 1,
                                                             readonly=True)))[0]

    expected = {"blocks": WrongPolicy, "corrupt": CorruptEntry, "wrongtype": WrongKeyType}
    for sid, cls in expected.items():
        assert error(lambda s=sid: m.view(s)) is error(lambda s=sid: m._drive(fcall_read(s))) is cls, sid
        assert error(lambda s=sid: m.context(s, 10_000)) is cls, sid


def test_a_corrupt_stored_value_fails_the_snapshot_view_as_the_function_read(any_redis: redis.Redis,
                                                                            prefix: str) -> None:
    """The view decoded from the snapshot directly (its entries in one batch) raises what decoding the
    function's reply raises, naming the same value, for a corrupt pin, summary, pending entry or active
    entry, and for two at once (the first in the reply's order is named)."""
    m = make_memory(any_redis, prefix, max_entries=6, recent_window=2, max_summaries=3)
    m.ensure_groups()
    plan = [("system", 20), ("user", 30), ("assistant", 40), ("user", 9), ("assistant", 12), ("user", 8),
            ("compress", 0), ("assistant", 7), ("user", 5), ("assistant", 6), ("user", 3), ("compress", 0),
            ("user", 4), ("assistant", 5)]

    def session(sid: str) -> Any:
        build(m, sid, plan)
        jobs = [j for j in read_jobs(m, sid) if j.kind != "merge"]
        summary = budget.summary_from_job(jobs[0].entries, "summary", words, jobs[0].start, jobs[0].end)
        m.execute(budget.put_summary, sid, jobs[0].gen, jobs[0].id, summary)
        v = m.view(sid)
        assert v.system and v.anchor and v.entries and any(not isinstance(s, PendingSegment) for s in v.segments)
        assert any(isinstance(s, PendingSegment) and s.entries for s in v.segments)
        return v

    def error(read: Any) -> tuple[type, str]:
        with pytest.raises(RollMemError) as e:
            read()
        return type(e.value), str(e.value)

    keys = m.config.keys.budget_session
    cases: dict[str, list[str]] = {
        "system": ["system"], "anchor header": ["anchor_h"], "summary": ["summary"], "pending": ["pending"],
        "active": ["active"], "system and summary": ["summary", "system"],
        "summary and pending": ["pending", "summary"], "pending and active": ["active", "pending"],
    }
    for name, parts in cases.items():
        sid = "c" + uuid.uuid4().hex[:8]
        v = session(sid)
        k = keys(sid)
        for part in parts:
            if part in ("system", "anchor_h"):
                any_redis.hset(k.pin, part, "{not json" if part == "system" else "not a header")
            elif part == "summary":
                member, score = any_redis.zrange(k.sums, 0, 0, withscores=True)[0]
                any_redis.zrem(k.sums, member)
                any_redis.zadd(k.sums, {b'{"not": "a summary"}': score})
            else:
                seg = next(s for s in v.segments if isinstance(s, PendingSegment) and s.entries)
                seq = seg.entries[-1].seq if part == "pending" else v.entries[-1].seq
                any_redis.hset(k.body, str(seq), '{"id": 1}')
        snap = read_snapshot("include", snapshot_replies(m, sid))
        assert snap is not None
        want = error(lambda s=sid: function_read(m, s, "include"))
        assert want[0] is CorruptEntry, name
        assert error(lambda s=sid, sn=snap: budget._snapshot_decoded(s, sn)) == want, name
        assert error(lambda s=sid: m.view(s)) == want, name


def test_a_first_read_of_a_session_keeps_its_entries_out_of_the_memo(
        real_redis: redis.Redis, prefix: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The decoded-entry memo is for what is read again: a session's first whole read keeps nothing (its next
    turns are read by their appends); the entries appended since, a whole re-read (after a compression, or of
    a session whose view was forgotten) and view() keep them."""
    monkeypatch.setattr(budget, "_DECODED", {})
    monkeypatch.setattr(budget, "_decoded_bytes", 0)
    m = make_memory(real_redis, prefix, max_entries=1000)
    m.ensure_groups()
    for i in range(10):
        m.add_message("s", "user" if i % 2 == 0 else "assistant", f"m {i}", tokens=3)
    b = ContextBudget(context_window=100_000)
    assert not KNOWN.read_before((m.config.keys.budget_session("s").meta, m.config.budget.pending,
                                  m.config.fact_ledger))
    m.add_and_context("s", "user", "first", b)
    assert budget._DECODED == {}
    m.add_and_context("s", "assistant", "second", b)  # read by its appends: the new entry is kept
    assert [e.content for e in budget._DECODED.values()] == ["second"]
    m.compress("s")
    whole = m.context("s", b)  # changed otherwise: read whole again, and kept
    assert len(budget._DECODED) == 12
    assert m.context("s", b) == whole
    budget._DECODED.clear()
    assert m.view("s") == function_read(m, "s", "include")  # view() reads whole every time: kept
    assert len(budget._DECODED) == 12
    budget._DECODED.clear()
    key = (m.config.keys.budget_session("s").meta, m.config.budget.pending, m.config.fact_ledger)
    KNOWN.forget(key)  # its view forgotten (more conversations than KNOWN.MAX): read before, so kept
    assert m.context("s", b) == whole
    assert len(budget._DECODED) == 12


def test_a_turn_is_one_transaction_and_returns_what_an_append_then_a_read_returns(
        real_redis: redis.Redis, prefix: str) -> None:
    """add_and_context sends MULTI, the append's FCALL, the snapshot's reads and EXEC; its model input
    is what add_message then context return, on a session with pins, tools, pending blocks and summaries."""
    m = make_memory(real_redis, prefix, max_entries=8, recent_window=2)
    m.ensure_groups()
    twin = make_memory(real_redis, prefix + "t", max_entries=8, recent_window=2)
    twin.ensure_groups()
    b = ContextBudget(context_window=2_000, max_reply_tokens=0, safety_margin=0, tool_headroom=0)
    for mm in (m, twin):
        mm.set_system_prompt("s", "You are terse.", tokens=5, id="sys", ts="2026-01-01T00:00:00Z")
        for i in range(12):
            mm.add_message("s", "user" if i % 2 == 0 else "assistant", f"turn {i}", tokens=9, id=f"e{i}",
                           ts="2026-01-01T00:00:00Z")
    real_redis.config_resetstat()
    added, got = m.add_and_context("s", "user", "and now?", b, "anthropic",
                                    fields={"id": "last", "ts": "2026-01-01T00:00:01Z"})
    stats = real_redis.info("commandstats")
    assert stats["cmdstat_exec"]["calls"] == 1 and stats["cmdstat_multi"]["calls"] == 1
    assert stats["cmdstat_fcall"]["calls"] == 1 and "cmdstat_fcall_ro" not in stats
    twin_added = twin.add_message("s", "user", "and now?", id="last", ts="2026-01-01T00:00:01Z")
    assert added.seq == twin_added.seq and added.queued == twin_added.queued
    assert got == twin.context("s", b, "anthropic")
    assert "and now?" in str(got["messages"][-1]["content"]) and got["system"]


def test_a_refused_turn_writes_nothing(any_redis: redis.Redis, prefix: str) -> None:
    """The append refused inside the transaction (an orphan result): its error, nothing stored."""
    from rollmem_client.errors import InvalidEntry

    m = make_memory(any_redis, prefix)
    m.ensure_groups()
    m.add_message("s", "user", "hi", tokens=2)
    before = m.view("s")
    with pytest.raises(InvalidEntry):
        m.add_and_context("s", "user", {"not": "content"}, 1000)
    with pytest.raises(RollMemError):
        m.add_and_context("s", "tool", "x", 1000)
    assert m.view("s") == before


def test_the_turn_and_the_read_on_asyncio_match_sync(real_redis: redis.Redis, prefix: str) -> None:
    kw = real_redis.connection_pool.connection_kwargs
    m = make_memory(real_redis, prefix)
    m.ensure_groups()

    async def main() -> tuple[Any, Any]:
        a = AsyncAgentMemory(aioredis.Redis(host=kw["host"], port=kw["port"]), m.config)
        for i in range(5):
            await a.add_message("a", "user", f"m{i}", tokens=3, id=f"e{i}", ts="2026-01-01T00:00:00Z")
        _, turned = await a.add_and_context("a", "assistant", "ok", 500,
                                            fields={"id": "x", "ts": "2026-01-01T00:00:00Z"})
        read = await a.context("a", 500)
        await a.close()
        return turned, read

    turned, read = asyncio.run(main())
    assert turned == read == m.context("a", 500)
    assert [msg["content"] for msg in read] == ["m0", "m1", "m2", "m3", "m4", "ok"]


@pytest.mark.parametrize("kind", ["real", "fake"])
def test_a_refused_transaction_leaves_the_connection_in_step(kind: str, request: pytest.FixtureRequest) -> None:
    """A command refused while queuing aborts the whole transaction (nothing runs) and an error inside
    EXEC's reply is raised; either way every reply is read, so the next command on the connection gets
    its own reply. Sync and asyncio."""
    r = request.getfixturevalue("real_redis") if kind == "real" else fakeredis.FakeRedis(
        server=fakeredis.FakeServer(), protocol=2)
    r.set("str", "x")
    with pytest.raises(TransactionAborted):
        _run_transaction(r, (("SET", "k", "1"), ("HGET", "only-one-arg"), ("SET", "k2", "2")))
    assert r.exists("k", "k2") == 0 and r.ping() is True
    with pytest.raises(redis.ResponseError, match="WRONGTYPE"):
        _run_transaction(r, (("SET", "k", "1"), ("HGETALL", "str"), ("SET", "k2", "2")))
    assert r.exists("k", "k2") == 2 and r.get("str") == b"x"  # EXEC ran every command
    assert _run_transaction(r, (("GET", "k"), ("HRANDFIELD", "missing", 3, "WITHVALUES"))) in (
        [b"1", []], [b"1", None])

    async def main() -> None:
        from rollmem_client.driver import _arun_transaction

        if kind == "real":
            kw = r.connection_pool.connection_kwargs
            a: Any = aioredis.Redis(host=kw["host"], port=kw["port"])
        else:
            a = fakeredis.FakeAsyncRedis(server=r.connection_pool.connection_kwargs["server"], protocol=2)
        with pytest.raises(TransactionAborted):
            await _arun_transaction(a, (("HGET", "x"),))
        assert await a.ping() is True
        assert await _arun_transaction(a, (("GET", "k2"),)) == [b"2"]
        await a.aclose()

    asyncio.run(main())


def test_a_transaction_does_its_meanwhile_work_once_sent(real_redis: redis.Redis,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """``Cmd.meanwhile`` runs once the transaction is sent, before its replies are read, sync and asyncio; a
    turn on a session not read before makes room in KNOWN there (it never holds more than MAX views)."""
    done: list[int] = []
    real_redis.set("mw", "1")
    assert _run_transaction(real_redis, (("GET", "mw"),), lambda: done.append(1)) == [b"1"] and done == [1]
    kw = real_redis.connection_pool.connection_kwargs

    async def main() -> list[Any]:
        from rollmem_client.driver import _arun_transaction

        a = aioredis.Redis(host=kw["host"], port=kw["port"])
        try:
            return await _arun_transaction(a, (("GET", "mw"),), lambda: done.append(2))
        finally:
            await a.aclose()

    assert asyncio.run(main()) == [b"1"] and done == [1, 2]
    import rollmem_client.driver as driver

    m = make_memory(real_redis, "mw" + uuid.uuid4().hex[:6])
    m.ensure_groups()
    sent: list[Any] = []
    run = driver._run_transaction
    monkeypatch.setattr(driver, "_run_transaction", lambda c, cmds, mw=None: sent.append(mw) or run(c, cmds, mw))
    for i in range(3):
        m.add_and_context(f"s{i}", "user", "hi", 1000)
    m.add_and_context("s0", "user", "again", 1000)  # read by its appends: nothing to make room for
    assert sent == [KNOWN.make_room] * 3 + [None] and len(KNOWN._known) <= KNOWN.MAX


def test_a_write_transaction_is_replayed_as_a_function_only_if_it_did_not_run() -> None:
    """On a cluster a transaction that fails may be done again as a function call; a write whose
    connection failed may have run, so it is not (no duplicate append), while a refused queue did not."""
    read, write = Cmd("transaction", ()), Cmd("write_transaction", ())
    assert _may_replay(read, redis.ConnectionError()) and _may_replay(read, TransactionAborted("MOVED"))
    assert _may_replay(write, TransactionAborted("MOVED 3999 127.0.0.1:7001"))
    assert not _may_replay(write, redis.ConnectionError()) and not _may_replay(write, redis.TimeoutError())


def test_the_cluster_turn_runs_on_the_primary_and_matches_the_read(redis_cluster: Any) -> None:
    """On a cluster client the turn's transaction goes to the primary owning the session's slot; the
    asyncio cluster client, which has no per-node client, sends rollmem_budget_turn instead."""
    client = redis.RedisCluster.from_url(redis_cluster.url, protocol=2)
    m = AgentMemory(client, prefix="snap" + uuid.uuid4().hex[:6], buckets=8)
    for sid in ("a", "b", "c", "d"):
        for i in range(4):
            m.add_message(sid, "user", f"{sid}{i}", tokens=3)
        _, turned = m.add_and_context(sid, "assistant", f"{sid} done", 1000)
        assert [x["content"] for x in turned] == [f"{sid}{i}" for i in range(4)] + [f"{sid} done"]
        assert turned == m.context(sid, 1000)

    async def main() -> Any:
        a = AsyncAgentMemory(aioredis.RedisCluster.from_url(redis_cluster.url, protocol=2), m.config)
        _, out = await a.add_and_context("a", "user", "async", 1000)
        await a.close()
        return out

    assert asyncio.run(main())[-1]["content"] == "async"
    assert m.context("a", 1000)[-1]["content"] == "async"
    client.close()


def test_concurrent_turns_on_one_client_never_cross_replies(real_redis: redis.Redis, prefix: str) -> None:
    """Transactions take a connection of their own from the client's pool (as redis-py's pipelines do):
    tasks and threads sharing one client, single-connection or not, each read their own session."""
    import threading

    kw = real_redis.connection_pool.connection_kwargs
    config = make_memory(real_redis, prefix).config

    async def main() -> None:
        for single in (False, True):
            a = AsyncAgentMemory(aioredis.Redis(host=kw["host"], port=kw["port"], single_connection_client=single),
                                 config)

            async def bot(i: int, a: AsyncAgentMemory = a, sid: str = f"a{single}") -> None:
                for j in range(5):
                    _, out = await a.add_and_context(f"{sid}{i}", "user", f"task {i} turn {j}", 10_000)
                    assert [x["content"] for x in out] == [f"task {i} turn {k}" for k in range(j + 1)]
                    assert (await a.context(f"{sid}{i}", 10_000)) == out

            await asyncio.gather(*(bot(i) for i in range(20)))
            await a.close()

    asyncio.run(main())
    for single in (False, True):
        shared = AgentMemory(redis.Redis(host=kw["host"], port=kw["port"], single_connection_client=single), config)
        errors: list[BaseException] = []

        def thread_bot(i: int, shared: AgentMemory = shared, single: bool = single,
                       errors: list[BaseException] = errors) -> None:
            try:
                for j in range(5):
                    _, out = shared.add_and_context(f"t{single}{i}", "user", f"thread {i} turn {j}", 10_000)
                    assert [x["content"] for x in out] == [f"thread {i} turn {k}" for k in range(j + 1)]
            except BaseException as e:  # reported below
                errors.append(e)

        threads = [threading.Thread(target=thread_bot, args=(i,)) for i in range(8)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        assert not errors and not any(t.is_alive() for t in threads)
        shared.close()


def test_the_snapshot_reads_every_part_of_a_session(any_redis: redis.Redis, prefix: str) -> None:
    """One session with every part at once (pins, open and answered tool calls, pending blocks with and
    without their entries, summaries, a ledger), so the item-by-item comparison above is not vacuous."""
    m = make_memory(any_redis, prefix, max_entries=6, recent_window=2, max_summaries=3, summary_cap="merge")
    m.ensure_groups()
    plan = [("system", 20), ("user", 30), ("assistant", 40), ("calls", 2), ("results", 0), ("results", 0),
            ("user", 9), ("assistant", 12), ("user", 8), ("compress", 0), ("assistant", 7), ("user", 5),
            ("assistant", 6), ("context", 50), ("user", 3), ("compress", 0), ("deliver", 0), ("user", 4),
            ("assistant", 5), ("user", 6), ("assistant", 7), ("user", 8), ("compress", 0), ("user", 9),
            ("assistant", 5), ("user", 6), ("assistant", 7), ("user", 8), ("compress", 0), ("calls", 1)]
    build(m, "all", plan)
    jobs = [j for j in read_jobs(m, "all") if j.kind != "merge"]
    assert len(jobs) >= 2
    summary = budget.summary_from_job(jobs[0].entries, "facts too", words, jobs[0].start, jobs[0].end)
    m.execute(budget.put_summary, "all", jobs[0].gen, jobs[0].id, summary, None, None, [Fact("dog", "Biscuit", "pet", 0, 2)])
    v = m.view("all")
    assert v.system and v.anchor and v.ledger.facts and any(isinstance(s, PendingSegment) and s.entries
                                                            for s in v.segments)
    assert any(not isinstance(s, PendingSegment) for s in v.segments) and any(e.type == "tool_call" for e in v.entries)
    for mode in ("include", "placeholder", "all"):
        got, want = snapshot_reply(m, "all", mode), function_reply(m, "all", mode)
        assert got is not None and [same(x) for x in got] == [same(x) for x in want], mode


def test_a_session_found_too_large_is_read_by_the_function_until_it_shrinks(real_redis: redis.Redis,
                                                                           prefix: str) -> None:
    """Once a session turned out too large, its reads and turns go straight to the functions (no snapshot
    shipped and dropped), trying the snapshot again every LARGE.RETRY reads; once it is small again
    (a summarizer caught up), it is read by the snapshot."""
    from rollmem_client.budget.snapshot import LARGE

    m = make_memory(real_redis, prefix, max_entries=SNAPSHOT_ENTRIES + 50, recent_window=5)
    m.ensure_groups()
    for i in range(SNAPSHOT_ENTRIES + 10):
        m.add_message("grown", "user", f"m {i}", tokens=2)

    def calls(fn: Any) -> dict[str, int]:
        real_redis.config_resetstat()
        fn()
        stats = real_redis.info("commandstats")
        return {k: stats.get(f"cmdstat_{k}", {}).get("calls", 0) for k in ("exec", "fcall", "fcall_ro")}

    assert calls(lambda: m.context("grown", 100_000)) == {"exec": 1, "fcall": 0, "fcall_ro": 1}
    assert calls(lambda: m.context("grown", 100_000)) == {"exec": 0, "fcall": 0, "fcall_ro": 1}
    assert calls(lambda: m.add_and_context("grown", "user", "hi", 100_000)) == {"exec": 0, "fcall": 1, "fcall_ro": 0}
    tried = sum(calls(lambda: m.context("grown", 100_000))["exec"] for _ in range(LARGE.RETRY))
    assert tried == 1
    m.compress("grown")  # queued: pending entries still count; the write-back removes them
    drain_budget = [j for j in read_jobs(m, "grown") if j.kind != "merge"]
    from test_budget import deliver

    for job in drain_budget:
        deliver(m, job, "summary", sid="grown")
    for _ in range(LARGE.RETRY):  # the next retry finds it small and keeps reading it by the snapshot
        m.context("grown", 100_000)
    assert calls(lambda: m.context("grown", 100_000)) == {"exec": 1, "fcall": 0, "fcall_ro": 0}


# ---------------------------------------------------------------- a known session read by what was appended


known_steps = st.one_of(
    steps,
    st.tuples(st.just("turn"), st.integers(0, 300)),
    st.tuples(st.just("facts"), st.integers(0, 7)),
    st.tuples(st.just("configure"), st.integers(2, 12)),
    st.tuples(st.just("clear"), st.just(0)),
    st.tuples(st.just("reimport"), st.just(0)),
    st.tuples(st.just("forget"), st.just(0)),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(plan=st.lists(known_steps, min_size=1, max_size=60), facts=st.booleans(),
       mode=st.sampled_from(["include", "placeholder"]))
def test_a_known_session_read_by_its_appends_is_the_whole_read(mem: AgentMemory, plan: list[tuple[str, int]],
                                                              facts: bool, mode: str) -> None:
    """A session this process read before is read by what was appended since (``snapshot.KNOWN``): after
    every kind of change (appends by this and other writers, pins, compressions, summaries and merges
    written back with facts, overrides, a clear, a re-import) the view read so, and the turn's, are the
    function's read of the same state."""
    sid = "s" + uuid.uuid4().hex[:8]
    mem.update_config(fact_ledger=facts)
    request = server_fit_request(10**9)
    for i, (kind, x) in enumerate(plan):
        if kind == "turn":
            entry = budget.make_entry(mem.counter, "message", "user", f"turn {i}", tokens=x)
            result, view = mem.execute(budget.turn, sid, entry, request, mode)
            assert result.seq == view.last_seq
            assert view == function_read(mem, sid, mode)
        elif kind == "facts":
            jobs = [j for j in read_jobs(mem, sid) if j.kind != "merge"]
            if jobs:
                j = jobs[x % len(jobs)]
                summary = budget.summary_from_job(j.entries, f"facts {i}", words, j.start, j.end)
                mem.execute(budget.put_summary, sid, j.gen, j.id, summary, None, None,
                            [Fact(f"k{i}", f"v{i}", "other", j.start, 2)])
        elif kind == "configure":
            with contextlib.suppress(SessionNotFound):
                mem.configure_session(sid, max_entries=x)
        elif kind == "clear":
            mem.clear_session(sid)
        elif kind == "reimport":
            state = mem.export_session(sid)
            mem.clear_session(sid)
            if state.last_seq:
                mem.import_session(state)
        elif kind == "forget":
            KNOWN.forget((mem.config.keys.budget_session(sid).meta, mode, facts))
        else:  # the writes of test_fit_server's plans, ids made unique across steps
            build(mem, sid, [(kind, x)], start=100 * i)
        assert mem.execute(budget.input_view, sid, request, mode) == function_read(mem, sid, mode)


def test_a_known_session_ships_only_what_was_appended(real_redis: redis.Redis, prefix: str) -> None:
    """The second read of a session sends no entry body but the new ones: no HRANDFIELD, one
    ZRANGEBYSCORE; a session changed otherwise (a compression) is read whole again."""
    m = make_memory(real_redis, prefix, max_entries=1000)
    for i in range(30):
        m.add_message("k", "user" if i % 2 == 0 else "assistant", f"message {i}", tokens=3)
    b = ContextBudget(context_window=100_000)

    def calls() -> dict[str, int]:
        return {k.removeprefix("cmdstat_"): v["calls"] for k, v in real_redis.info("commandstats").items()}

    first = m.context("k", b)
    real_redis.config_resetstat()
    _, second = m.add_and_context("k", "user", "one more", b)
    assert second[:-1] == first and second[-1]["content"] == "one more"
    assert "hrandfield" not in calls() and calls()["zrangebyscore"] == 1
    m.compress("k")
    real_redis.config_resetstat()
    after = m.context("k", b)
    assert calls()["hrandfield"] == 1 and calls()["zrangebyscore"] == 1  # tried, then read whole
    assert after == budget_context_whole(m, "k", b) == second  # the compressed entries still pending: shown whole


def budget_context_whole(m: AgentMemory, sid: str, b: ContextBudget) -> Any:
    KNOWN.forget((m.config.keys.budget_session(sid).meta, m.config.budget.pending, m.config.fact_ledger))
    return m.context(sid, b)


def test_known_views_are_bounded_and_forget_the_least_recently_read(any_redis: redis.Redis, prefix: str) -> None:
    """At most MAX sessions are kept; reading one again makes it the newest, so the oldest read goes first.
    Which sessions were read before is remembered past that, for at most SEEN sessions."""
    from rollmem_client.budget.snapshot import KnownViews

    m = make_memory(any_redis, prefix, max_entries=1000)
    known = KnownViews()
    known.MAX = 2
    known.SEEN = 3
    keys = {}
    for sid in ("a", "b", "c"):
        m.add_message(sid, "user", f"hello {sid}", tokens=2)
        k = m.config.keys.budget_session(sid)
        keys[sid] = (k.meta, "include", True)
        snap = read_snapshot("include", _run_transaction(m.redis, tuple(snapshot_cmds(k, True))))
        assert snap is not None
        known.remember(keys[sid], snap, budget._snapshot_decoded(sid, snap))
        if sid == "b":
            known.remember(keys["a"], *_whole(m, "a"))  # "a" read again: "b" is now the oldest
    assert known.get(keys["b"]) is None and known.get(keys["a"]) is not None and known.get(keys["c"]) is not None
    assert all(known.read_before(k) for k in keys.values())  # "b" too: its view is forgotten, not its read
    keys["d"] = (m.config.keys.budget_session("d").meta, "include", True)
    assert not known.read_before(keys["d"])
    known.remember(keys["d"], *_whole(m, "d"))  # a fourth: the record is full, so it starts over
    assert known.read_before(keys["d"]) and not known.read_before(keys["b"]) and len(known._seen) == 1


def _whole(m: AgentMemory, sid: str) -> tuple[Snapshot, Any]:
    snap = read_snapshot("include", _run_transaction(m.redis, tuple(snapshot_cmds(m.config.keys.budget_session(sid),
                                                                                  True))))
    assert snap is not None
    return snap, budget._snapshot_decoded(sid, snap)
