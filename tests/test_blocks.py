"""The blocks policy (seed 000) end to end, on a real server and on fakeredis.

Window W, at most M summaries; a summary job for each block of W interactions
(2-22, 23-43, ... with W = 21); summaries land whenever a summarizer delivers
them, in any order, any number of times.
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest
import redis
from helpers import drain

from rollmem_client import MemoryConfig, Range, RollingMemory, SessionNotFound
from rollmem_client.models import StoredInteraction

SEED_BLOCKS = {22: Range(2, 22), 43: Range(23, 43), 64: Range(44, 64), 85: Range(65, 85)}


# ---------------------------------------------------------------- helpers


def request_text(i: int) -> str:
    # deliberately not in msgspec's compact form: spaces, key order, an int past 2^53, unicode
    return (
        f'{{ "query" : "question {i}", "context": {{"n": {i}, "big": 1234567890123456789}},'
        '  "options": {"é": []} }'
    )


def response_obj(i: int) -> dict[str, Any]:
    return {"answer": f"answer {i}", "fields": {"i": i, "tags": ["x", "y"]}}


def jobs_in_stream(mem: RollingMemory, sid: str) -> dict[int, dict[str, Any]]:
    """This session's job entries in its bucket stream, by block end."""
    keys = mem.config.keys.session(sid)
    out: dict[int, dict[str, Any]] = {}
    for job_id, fields in mem.redis.xrange(keys.jobs):
        f = {k.decode(): v.decode() for k, v in fields.items()}
        if f["sid"] == sid:
            f["id"] = job_id.decode()
            out[int(f["end"])] = f
    return out


def raw_window(mem: RollingMemory, sid: str) -> list[StoredInteraction]:
    keys = mem.config.keys.session(sid)
    return [msgspec.json.decode(p, type=StoredInteraction) for p in mem.redis.lrange(keys.win, 0, -1)]


def read_as_consumer(mem: RollingMemory, sid: str, consumer: str = "c1") -> None:
    """Deliver every unread job of the session's bucket to one consumer, so XPENDING counts them."""
    keys = mem.config.keys.session(sid)
    mem.redis.xreadgroup(mem.config.group, consumer, {keys.jobs: ">"}, count=1000)


def pending_count(mem: RollingMemory, sid: str) -> int:
    keys = mem.config.keys.session(sid)
    return int(mem.redis.xpending(keys.jobs, mem.config.group)["pending"])


def stream_len(mem: RollingMemory, sid: str) -> int:
    return int(mem.redis.xlen(mem.config.keys.session(sid).jobs))


def other_client(memory: RollingMemory, **settings: Any) -> RollingMemory:
    """A client on the same server and prefix with other constants (bucket count unchanged)."""
    m = RollingMemory(memory.redis, MemoryConfig(prefix=memory.config.prefix, buckets=memory.config.buckets, **settings))
    m.ensure_groups()
    return m


def fill(mem: RollingMemory, sid: str, n: int, start: int = 1) -> dict[int, Range]:
    """Append interactions start..start+n-1; return the blocks queued, by the seq that queued them."""
    queued = {}
    for i in range(start, start + n):
        res = mem.add_interaction(sid, request_text(i), response_obj(i))
        assert res.seq == i
        if res.queued:
            assert res.job_id and res.block is not None
            queued[i] = res.block
        else:
            assert res.job_id is None and res.block is None
    return queued


# ---------------------------------------------------------------- seed 000


def test_seed_000_step_by_step(memory: RollingMemory) -> None:
    sid = "seed-000"
    texts: dict[int, str] = {}
    for i in range(1, 86):
        texts[i] = request_text(i)
        res = memory.add_interaction(sid, texts[i], response_obj(i))
        assert res.seq == i
        ctx = memory.context(sid)
        seqs = [x.seq for x in ctx.window]
        assert len(ctx.window) <= 21
        assert seqs == list(range(max(1, i - 20), i + 1))
        assert res.queued == (i in SEED_BLOCKS)
        if res.queued:
            assert res.block == SEED_BLOCKS[i]
            job = jobs_in_stream(memory, sid)[i]
            assert job["id"] == res.job_id
            assert (int(job["start"]), int(job["end"])) == (res.block.start_index, i)
            # the job carries exactly the block's stored payloads, oldest first
            entries = json.loads(job["entries"])
            assert [e["userRequest"] for e in entries] == [json.loads(texts[s]) for s in range(res.block.start_index, i + 1)]
        if i == 21:
            assert seqs == list(range(1, 22)) and ctx.summaries == []
        if i == 22:
            assert seqs == list(range(2, 23))
        # no summarizer has run: nothing is summarized yet, nothing is lost
        assert ctx.summaries == []

    st = memory.stats(sid)
    assert (st.last_seq, st.summarized_through, st.pending_jobs, st.jobs_queued) == (85, 85, 4, 4)
    assert stream_len(memory, sid) == 4

    counts = drain(memory, concurrency=1)
    assert counts == {"written": 4}

    ctx = memory.context(sid)
    assert [s.range for s in ctx.summaries] == [Range(23, 43), Range(44, 64), Range(65, 85)]
    assert [s.range for s in ctx.summaries_newest_first] == [Range(65, 85), Range(44, 64), Range(23, 43)]
    assert all(s.text.strip() for s in ctx.summaries)
    assert [x.seq for x in ctx.window] == list(range(65, 86))
    for x in ctx.window:
        assert x.user_request == json.loads(texts[x.seq])
        assert x.ai_response == response_obj(x.seq)
    # JSON text given as a string is stored byte for byte
    raw = raw_window(memory, sid)
    assert [bytes(r.user_request) for r in raw] == [texts[s].encode() for s in range(65, 86)]

    st = memory.stats(sid)
    assert (st.window, st.summaries, st.pending_jobs, st.summaries_written) == (21, 3, 0, 4)
    assert stream_len(memory, sid) == 0 and pending_count(memory, sid) == 0


def test_the_counter_is_incremented_only_when_stored_canonically(memory: RollingMemory) -> None:
    # the steady-state append increments "last" in place; a counter not stored as a canonical integer ("07") is
    # rewritten instead, so the append never fails half-way (the window already pushed)
    sid = "counter"
    for _ in range(3):
        memory.add_interaction(sid, {"q": 1}, {"a": 1})
    meta = memory.config.keys.session(sid).meta
    assert memory.redis.hget(meta, "last") == b"3"
    memory.redis.hset(meta, "last", "07")
    assert memory.add_interaction(sid, {"q": 1}, {"a": 1}).seq == 8
    assert memory.redis.hget(meta, "last") == b"8"
    assert memory.add_interaction(sid, {"q": 1}, {"a": 1}).seq == 9 and memory.redis.hget(meta, "last") == b"9"


def test_seed_000_summaries_drain_between_blocks(memory: RollingMemory) -> None:
    """The summarizer keeps up: after each block, summaries are A; A,B; A,B,C; B,C,D."""
    sid = "keeping-up"
    expected: list[Range] = []
    for end, block in SEED_BLOCKS.items():
        fill(memory, sid, end - memory.stats(sid).last_seq, start=memory.stats(sid).last_seq + 1)
        assert drain(memory, concurrency=1) == {"written": 1}
        expected = [*expected, block][-3:]
        assert [s.range for s in memory.summaries(sid)] == expected
        assert len(memory.window(sid)) == 21


BLOCKS_5 = [Range(s, s + 4) for s in range(2, 93, 5)]  # 2-6, 7-11, ..., 92-96


def check_window_5_max_2(mem: RollingMemory, sid: str, done: int = 0) -> None:
    """100 interactions in all (``done`` of them appended already, before any block)."""
    queued = fill(mem, sid, 100 - done, start=done + 1)
    assert list(queued.values()) == BLOCKS_5
    assert list(queued) == [b.end_index for b in BLOCKS_5]
    counts = drain(mem)  # concurrent jobs may finish out of order: an old block can be superseded
    assert set(counts) <= {"written", "superseded"} and sum(counts.values()) == len(BLOCKS_5)
    ctx = mem.context(sid)
    assert [s.range for s in ctx.summaries] == [Range(87, 91), Range(92, 96)]
    assert [x.seq for x in ctx.window] == [96, 97, 98, 99, 100]
    assert (ctx.window_size, ctx.max_summaries, ctx.last_seq, ctx.summarized_through) == (5, 2, 100, 96)
    st = mem.stats(sid)
    assert (st.window, st.summaries, st.pending_jobs, st.jobs_queued) == (5, 2, 0, 19)


def test_other_constants_via_config(memory: RollingMemory) -> None:
    check_window_5_max_2(other_client(memory, window_size=5, max_summaries=2), "w5")


def test_other_constants_via_configure_session(memory: RollingMemory) -> None:
    sid = "w5-session"
    with pytest.raises(SessionNotFound):  # configuring never creates a session
        memory.configure_session(sid, window_size=5, max_summaries=2)
    assert not list(memory.sessions())
    fill(memory, sid, 1)
    cfg = memory.configure_session(sid, window_size=5, max_summaries=2)
    assert (cfg.window_size, cfg.max_summaries) == (5, 2)
    check_window_5_max_2(memory, sid, done=1)
    # another session of the same deployment keeps the deployment's constants
    fill(memory, "plain", 22)
    assert [x.seq for x in memory.window("plain")] == list(range(2, 23))
    # removing the overrides restores the defaults for the session
    cfg = memory.configure_session(sid, None, None)
    assert (cfg.window_size, cfg.max_summaries) == (None, None)
    assert memory.context(sid).window_size == 21


def test_max_summaries_zero_keeps_no_summaries(memory: RollingMemory) -> None:
    mem = other_client(memory, window_size=3, max_summaries=0)
    queued = fill(mem, "nosum", 10)
    assert list(queued.values()) == [Range(2, 4), Range(5, 7), Range(8, 10)]
    assert drain(mem, concurrency=1) == {"superseded": 3}
    assert mem.summaries("nosum") == [] and mem.stats("nosum").pending_jobs == 0


# ---------------------------------------------------------------- late, duplicate, out of order


def test_summaries_out_of_order_duplicate_and_late(memory: RollingMemory) -> None:
    sid = "ooo"
    fill(memory, sid, 85)
    jobs = jobs_in_stream(memory, sid)
    assert sorted(jobs) == [22, 43, 64, 85]
    read_as_consumer(memory, sid)
    assert pending_count(memory, sid) == 4

    def put(end: int, text: str | None = None) -> str:
        j = jobs[end]
        return memory.put_summary(sid, j["gen"], j["id"], Range(int(j["start"]), end), text or f"summary {end}")

    # the newest first, then the middle ones: every one lands, order kept by block
    assert put(85) == "written"
    assert (stream_len(memory, sid), pending_count(memory, sid)) == (3, 3)
    assert put(43) == "written"
    assert put(64) == "written"
    assert (stream_len(memory, sid), pending_count(memory, sid)) == (1, 1)
    assert [s.range for s in memory.summaries(sid)] == [Range(23, 43), Range(44, 64), Range(65, 85)]
    # the oldest block arrives last: the cap is full of newer ones
    assert put(22) == "superseded"
    assert (stream_len(memory, sid), pending_count(memory, sid)) == (0, 0)
    # redelivered results change nothing
    for end in (22, 43, 85):
        assert put(end, "other text") == "duplicate"
    ctx = memory.context(sid)
    assert [(s.range, s.text) for s in ctx.summaries] == [
        (Range(23, 43), "summary 43"), (Range(44, 64), "summary 64"), (Range(65, 85), "summary 85"),
    ]
    st = memory.stats(sid)
    assert (st.summaries, st.pending_jobs, st.summaries_written) == (3, 0, 3)


def test_late_result_older_than_kept_summaries_after_newer_ones(memory: RollingMemory) -> None:
    """With all 4 blocks summarized but 22's result delayed, A never displaces B, C, D."""
    sid = "late"
    fill(memory, sid, 85)
    jobs = jobs_in_stream(memory, sid)
    for end in (43, 64, 85):
        j = jobs[end]
        assert memory.put_summary(sid, j["gen"], j["id"], Range(int(j["start"]), end), f"s{end}") == "written"
    j = jobs[22]
    assert memory.put_summary(sid, j["gen"], j["id"], Range(2, 22), "s22") == "superseded"
    assert [s.text for s in memory.summaries(sid)] == ["s43", "s64", "s85"]
    assert memory.stats(sid).pending_jobs == 0


def test_late_result_after_the_cap_was_lowered_is_superseded(memory: RollingMemory) -> None:
    """The summaries kept can outnumber a lowered cap; a result older than the newest M is dropped."""
    sid = "lowered"
    fill(memory, sid, 85)
    jobs = jobs_in_stream(memory, sid)

    def put(end: int) -> str:
        j = jobs[end]
        return memory.put_summary(sid, j["gen"], j["id"], Range(int(j["start"]), end), f"s{end}")

    assert [put(e) for e in (22, 43, 85)] == ["written"] * 3
    memory.configure_session(sid, max_summaries=1)
    assert [s.text for s in memory.summaries(sid)] == ["s85"]
    assert put(64) == "superseded"
    assert [s.text for s in memory.summaries(sid)] == ["s85"]
    assert memory.stats(sid).summaries_written == 3
    # raising the cap again shows what was kept
    memory.configure_session(sid, max_summaries=3)
    assert [s.text for s in memory.summaries(sid)] == ["s22", "s43", "s85"]


def test_summarizer_with_other_constants_keeps_the_writers_cap(memory: RollingMemory) -> None:
    writer = other_client(memory, window_size=3, max_summaries=2)
    fill(writer, "cap", 13)  # blocks 2-4, 5-7, 8-10, 11-13
    daemon_side = other_client(memory, window_size=21, max_summaries=10)
    drain(daemon_side, concurrency=1)
    assert [s.range for s in writer.summaries("cap")] == [Range(8, 10), Range(11, 13)]
    assert writer.stats("cap").summaries == 2


def test_removed_cap_override_does_not_linger(memory: RollingMemory) -> None:
    """A block queued while the session's cap was 0 is kept once the override is removed."""
    sid = "cap-removed"
    fill(memory, sid, 1)
    memory.configure_session(sid, max_summaries=0)
    fill(memory, sid, 21, start=2)
    memory.configure_session(sid, None, None)
    assert drain(memory, concurrency=1) == {"written": 1}
    assert [s.range for s in memory.summaries(sid)] == [Range(2, 22)]


def test_result_after_clear_is_stale(memory: RollingMemory) -> None:
    sid = "cleared"
    fill(memory, sid, 43)
    jobs = jobs_in_stream(memory, sid)
    assert stream_len(memory, sid) == 2
    assert memory.clear_session(sid) is True
    # clearing cancels the queued jobs: nobody summarizes a deleted session
    assert stream_len(memory, sid) == 0
    assert memory.stats(sid).exists is False
    for end, j in jobs.items():
        assert memory.put_summary(sid, j["gen"], j["id"], Range(int(j["start"]), end), "late") == "stale"
    # a new life of the same session id does not accept the old jobs either
    fill(memory, sid, 22)
    for end, j in jobs.items():
        assert memory.put_summary(sid, j["gen"], j["id"], Range(int(j["start"]), end), "late") == "stale"
    assert memory.summaries(sid) == []
    assert memory.stats(sid).pending_jobs == 1
    assert memory.clear_session(sid) is True
    assert memory.clear_session(sid) is False


def test_put_summary_acknowledges_and_deletes_the_job_whatever_the_outcome(memory: RollingMemory) -> None:
    """written, superseded, duplicate and stale all XACK + XDEL the job they were given."""
    sid = "acks"
    keys = memory.config.keys.session(sid)
    r = memory.redis
    fill(memory, sid, 85)
    jobs = jobs_in_stream(memory, sid)
    gen = jobs[22]["gen"]

    def deliver(job_id: str, end: int, start: int, g: str = gen) -> str:
        read_as_consumer(memory, sid)
        assert job_id in {p["message_id"].decode() for p in r.xpending_range(keys.jobs, memory.config.group, "-", "+", 100)}
        status = memory.put_summary(sid, g, job_id, Range(start, end), f"text {end}")
        assert r.xrange(keys.jobs, job_id, job_id) == []
        assert job_id not in {p["message_id"].decode() for p in r.xpending_range(keys.jobs, memory.config.group, "-", "+", 100)}
        return status

    for end in (43, 64, 85):
        assert deliver(jobs[end]["id"], end, end - 20) == "written"
    assert deliver(jobs[22]["id"], 22, 2) == "superseded"
    # a stray copy of a job for a block already summarized (e.g. re-queued by hand)
    stray = r.xadd(keys.jobs, {"sid": sid, "gen": gen, "start": 65, "end": 85, "entries": "[]"}).decode()
    assert deliver(stray, 85, 65) == "duplicate"
    # a job left behind by a session that expired (its keys vanished, the stream stayed)
    fill(memory, sid, 21, start=86)
    job = jobs_in_stream(memory, sid)[106]
    r.delete(keys.meta, keys.win, keys.sums, keys.pend)
    assert deliver(job["id"], 106, 86) == "stale"
    assert stream_len(memory, sid) == 0 and pending_count(memory, sid) == 0


# ---------------------------------------------------------------- export / import


def test_export_import_round_trip(memory: RollingMemory) -> None:
    sid = "exp"
    fill(memory, sid, 50)
    jobs = jobs_in_stream(memory, sid)
    j22 = jobs[22]
    assert memory.put_summary(sid, j22["gen"], j22["id"], Range(2, 22), "first block") == "written"
    memory.configure_session(sid, max_summaries=3)
    before_ctx = memory.context(sid)
    before_stats = memory.stats(sid)

    exp = memory.export_session(sid)
    assert (exp.session_id, exp.last_seq, exp.summarized_through) == (sid, 50, 43)
    assert [i.seq for i in exp.interactions] == list(range(30, 51))
    assert [s.range for s in exp.summaries] == [Range(2, 22)]
    assert [p.range for p in exp.pending] == [Range(23, 43)]
    assert [e["userRequest"] for e in exp.pending[0].interactions] == [json.loads(request_text(i)) for i in range(23, 44)]
    assert (exp.config.window_size, exp.config.max_summaries) == (None, 3)

    # into a new session, through JSON
    blob = msgspec.json.encode(exp)
    gen_copy = memory.import_session(blob, "copy")
    assert gen_copy
    copy_ctx = memory.context("copy")
    assert (copy_ctx.window, copy_ctx.summaries, copy_ctx.last_seq, copy_ctx.summarized_through) == (
        before_ctx.window, before_ctx.summaries, 50, 43)
    assert memory.export_session("copy").config.max_summaries == 3

    # into the same session: the pending block is queued again under a new generation
    old_job = jobs[43]
    gen_new = memory.import_session(exp)
    assert gen_new != old_job["gen"]
    after = memory.context(sid)
    assert (after.window, after.summaries) == (before_ctx.window, before_ctx.summaries)
    st = memory.stats(sid)
    assert (st.last_seq, st.summarized_through, st.window, st.summaries, st.pending_jobs) == (
        before_stats.last_seq, before_stats.summarized_through, before_stats.window, before_stats.summaries, 1)
    requeued = jobs_in_stream(memory, sid)
    assert list(requeued) == [43]
    assert requeued[43]["gen"] == gen_new and requeued[43]["id"] != old_job["id"]
    assert json.loads(requeued[43]["entries"]) == exp.pending[0].interactions

    # the replaced session's job is stale; the re-queued one is summarizable
    assert memory.put_summary(sid, old_job["gen"], old_job["id"], Range(23, 43), "old") == "stale"
    assert drain(memory, concurrency=1) == {"written": 2}  # this session's block and the copy's
    for s in (sid, "copy"):
        assert [x.range for x in memory.summaries(s)] == [Range(2, 22), Range(23, 43)]
        assert memory.stats(s).pending_jobs == 0
    # and the sessions continue where they stopped
    assert memory.add_interaction(sid, {"q": 51}, {"a": 51}).seq == 51
    assert fill(memory, sid, 13, start=52) == {64: Range(44, 64)}


def test_export_import_with_a_dead_lettered_block(memory: RollingMemory) -> None:
    """A pending block whose job left the stream (dead-lettered) does not stop a round trip."""
    sid = "dead-block"
    queued = fill(memory, sid, 43)
    memory.redis.xdel(memory.config.keys.session(sid).jobs, jobs_in_stream(memory, sid)[22]["id"])
    exp = memory.export_session(sid)
    assert [(p.range.end_index, bool(p.interactions)) for p in exp.pending] == [(22, False), (43, True)]
    memory.import_session(msgspec.json.encode(exp), "dead-copy")
    assert memory.stats("dead-copy").pending_jobs == 1
    assert list(jobs_in_stream(memory, "dead-copy")) == [43]
    assert memory.context("dead-copy").window == memory.context(sid).window
    assert drain(memory, concurrency=1)["written"] == 2  # the original's block 43 and the copy's
    assert [s.range for s in memory.summaries("dead-copy")] == [queued[43]]


def test_export_of_missing_session_is_empty(memory: RollingMemory) -> None:
    exp = memory.export_session("nobody")
    assert (exp.last_seq, exp.interactions, exp.summaries, exp.pending) == (0, [], [], [])


# ---------------------------------------------------------------- TTL, listing, reading


def test_idle_ttl_is_set_and_refreshed(memory: RollingMemory) -> None:
    mem = other_client(memory, window_size=3, ttl_seconds=100)
    sid = "ttl"
    keys = mem.config.keys.session(sid)
    r = mem.redis
    mem.add_interaction(sid, {"q": 1}, {"a": 1})
    assert 99_000 < mem.stats(sid).ttl_ms <= 100_000
    for k in (keys.meta, keys.win):
        assert 99_000 < r.pttl(k) <= 100_000
    # an append refreshes every key of the session
    for k in (keys.meta, keys.win):
        r.pexpire(k, 5_000)
    fill(mem, sid, 3, start=2)  # queues block 2-4
    for k in (keys.meta, keys.win, keys.pend):
        assert 99_000 < r.pttl(k) <= 100_000
    # so does a written summary, which also gives the summaries key its TTL
    for k in (keys.meta, keys.win, keys.pend):
        r.pexpire(k, 5_000)
    assert drain(mem, concurrency=1) == {"written": 1}
    for k in (keys.meta, keys.win, keys.sums):
        assert 99_000 < r.pttl(k) <= 100_000
    # the job stream is shared by the bucket and never expires
    assert r.pttl(keys.jobs) == -1
    # without ttl_seconds the keys persist
    memory.add_interaction("no-ttl", {"q": 1}, {"a": 1})
    assert memory.stats("no-ttl").ttl_ms == -1


def test_context_reads(memory: RollingMemory) -> None:
    mem = other_client(memory, window_size=2, max_summaries=3)
    sid = "reads"
    empty = mem.context(sid)
    assert (empty.window, empty.summaries, empty.last_seq, empty.exists) == ([], [], 0, False)
    fill(mem, sid, 9)  # blocks 2-3, 4-5, 6-7, 8-9
    drain(mem, concurrency=1)
    ctx = mem.context(sid)
    assert ctx.exists
    assert [s.range for s in ctx.summaries] == [Range(4, 5), Range(6, 7), Range(8, 9)]
    assert ctx.summaries_newest_first == ctx.summaries[::-1]
    assert mem.summaries(sid, newest_first=True) == ctx.summaries[::-1]
    assert mem.summaries(sid) == ctx.summaries
    assert mem.window(sid) == ctx.window
    assert ctx.to_json()["interactions"][0]["seq"] == 8


def test_sessions_lists_every_session(memory: RollingMemory) -> None:
    assert list(memory.sessions()) == []
    ids = [f"user-{i}:chat@{i}.x" for i in range(12)]
    buckets = {memory.config.keys.bucket_of(s) for s in ids}
    assert buckets == set(range(memory.config.buckets))  # every bucket is used
    for s in ids:
        memory.add_interaction(s, {"q": s}, {"a": 1})
    assert sorted(memory.sessions(count=3)) == sorted(ids)
    memory.clear_session(ids[0])
    assert sorted(memory.sessions()) == sorted(ids[1:])
    # another deployment on the same server is not listed
    other = RollingMemory(memory.redis, prefix=memory.config.prefix + "x", buckets=4)
    other.add_interaction("elsewhere", {"q": 1}, {"a": 1})
    assert "elsewhere" not in set(memory.sessions())
    assert list(other.sessions()) == ["elsewhere"]


def test_many_sessions_are_independent(memory: RollingMemory) -> None:
    mem = other_client(memory, window_size=4, max_summaries=1)
    for n, sid in enumerate(["a", "b", "c"], start=1):
        fill(mem, sid, 10 * n)
    drain(mem, concurrency=1)
    assert [x.seq for x in mem.window("a")] == [7, 8, 9, 10]
    assert [s.range for s in mem.summaries("b")] == [Range(14, 17)]
    assert [s.range for s in mem.summaries("c")] == [Range(26, 29)]


def test_stream_entry_shape(memory: RollingMemory) -> None:
    """The job fields a summarizer in another language reads."""
    fill(memory, "shape", 22)
    job = jobs_in_stream(memory, "shape")[22]
    assert set(job) >= {"sid", "gen", "policy", "start", "end", "w", "entries", "id"}
    assert (job["sid"], job["policy"], job["start"], job["end"], job["w"]) == ("shape", "blocks", "2", "22", "21")
    assert len(json.loads(job["entries"])) == 21


@pytest.mark.parametrize("n", [1, 20, 21, 22, 23, 42, 43, 44])
def test_block_boundaries(memory: RollingMemory, n: int) -> None:
    queued = fill(memory, f"n{n}", n)
    assert queued == {k: v for k, v in SEED_BLOCKS.items() if k <= n}
    assert [x.seq for x in memory.window(f"n{n}")] == list(range(max(1, n - 20), n + 1))


def test_decode_responses_client_reads_the_same(memory: RollingMemory) -> None:
    kw = memory.redis.connection_pool.connection_kwargs
    if "server" in kw:  # fakeredis
        import fakeredis

        r2: Any = fakeredis.FakeRedis(server=kw["server"], protocol=2, decode_responses=True)
    else:
        r2 = redis.Redis(host=kw["host"], port=kw["port"], protocol=2, decode_responses=True)
    mem2 = RollingMemory(r2, memory.config)
    fill(memory, "dr", 22)
    assert mem2.context("dr") == memory.context("dr")
    assert mem2.stats("dr").pending_jobs == 1


# ---------------------------------------------------------------- the context read without Lua


def function_context(mem: RollingMemory, sid: str) -> Any:
    """The working set as rollmem_context (FCALL_RO) returns it, decoded the SDK's way."""
    from rollmem_client.blocks import ops as blocks_ops

    keys = mem.config.keys.session(sid).as_list()
    reply = mem.redis.fcall_ro("rollmem_context", len(keys), *keys, mem.config.window_size,
                               mem.config.max_summaries, int(mem.config.fact_ledger))
    return blocks_ops._context(sid, reply)


@pytest.mark.parametrize("cap", ["drop", "merge"])
@pytest.mark.parametrize("ledger", [True, False])
def test_transaction_read_selects_exactly_what_the_function_returns(
    any_redis: redis.Redis, prefix: str, cap: str, ledger: bool
) -> None:
    """context() reads with MULTI/EXEC and selects in Python: the same Context as rollmem_context,
    with per-session overrides of the window and the cap, before and after summaries land."""
    from fact_summarizers import FactSummarizer

    mem = RollingMemory(any_redis, MemoryConfig(prefix=prefix, buckets=4, window_size=5, max_summaries=2,
                                               summary_cap=cap, fact_ledger=ledger))
    sids = {"none": 0, "short": 3, "long": 37, "wide": 23, "narrow": 29, "nosums": 31}
    for sid, n in sids.items():
        for i in range(n):
            mem.add_interaction(sid, {"q": f"remember the {sid} phone is 0{i}1 555 01{i:02d}."}, {"a": i})
    mem.configure_session("wide", window_size=9, max_summaries=4)
    for i in range(6):
        mem.add_interaction("wide", {"q": f"more {i}"}, {"a": i})
    mem.configure_session("narrow", window_size=3, summary_cap="drop" if cap == "merge" else "merge")
    mem.configure_session("nosums", max_summaries=0)
    for phase in ("queued", "summarized"):
        if phase == "summarized":
            drain(mem, FactSummarizer())
        for sid in sids:
            got, want = mem.context(sid), function_context(mem, sid)
            assert got == want, (phase, sid)
    assert mem.context("none").last_seq == 0 and mem.context("none").window == []
    assert len(mem.context("wide").window) == 9 and len(mem.context("narrow").window) == 3
    assert mem.context("nosums").summaries == []
    assert mem.context("long").summaries  # summaries landed and are read
    assert bool(mem.context("long").ledger.facts) is ledger


def test_transaction_read_refuses_what_the_function_refuses(any_redis: redis.Redis, prefix: str) -> None:
    """A corrupt stored setting, another policy's session and a key of another type fail the same way
    on both reads, with the same RollMemError class."""
    from rollmem_client import AgentMemory
    from rollmem_client.errors import RollMemError

    mem = RollingMemory(any_redis, MemoryConfig(prefix=prefix, buckets=4))
    for i in range(3):
        mem.add_interaction("a", {"q": i}, {"a": i})
    AgentMemory(any_redis, MemoryConfig(prefix=prefix, buckets=4)).add_user_message("agent", "hi")
    any_redis.hset(mem.config.keys.session("a").meta, "w", "7x")
    any_redis.set(mem.config.keys.session("b").win, "not a list")

    def error(read: Any) -> type[RollMemError]:
        with pytest.raises(RollMemError) as e:
            read()
        return type(e.value)

    for sid in ("a", "agent", "b"):
        assert error(lambda s=sid: mem.context(s)) is error(lambda s=sid: mem._drive(_fcall_read(mem, s))), sid


def _fcall_read(mem: RollingMemory, sid: str) -> Any:
    from rollmem_client.blocks import ops as blocks_ops

    keys = mem.config.keys.session(sid)
    reply = yield blocks_ops._fcall("rollmem_context", keys, mem.config.window_size, mem.config.max_summaries, 1,
                                    readonly=True)
    return blocks_ops._context(sid, reply)
