"""The budget policy (seeds 001-004) through ``AgentMemory``, on a real server and on fakeredis.

Small settings (12 entries, a recent window of 4, at least 3 entries a
compression) keep every scenario a few dozen appends long. The tests play the
summarizer daemon themselves: they read the bucket's job stream with
``XREADGROUP``/``XRANGE`` and write results back with ``put_summary`` /
``put_merge``, so nothing here depends on the daemon's budget support.

The helpers at the top (``make_memory``, ``read_jobs``, ``deliver`` ...)
are also used by ``test_budget_bad_input.py`` and
``test_budget_state_machine.py``.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import math
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import msgspec
import pytest
import redis
from helpers import Unchanged, async_twin, drop_keys

from rollmem_client.budget import AgentMemory, AsyncAgentMemory
from rollmem_client.budget import ops as budget
from rollmem_client.config import BudgetConfig, MemoryConfig
from rollmem_client.errors import (
    ConfigError,
    DuplicateToolCall,
    EntryTooLarge,
    OrphanToolResult,
    SessionNotFound,
    ToolCallTimedOut,
)
from rollmem_client.models import BudgetView, Entry, MemorySummary, PendingSegment, Range, TimeRange

SID = "agent-1"
SMALL = {"max_tokens": 10_000, "max_entries": 12, "recent_window": 4, "min_entries_to_compress": 3}


# ---------------------------------------------------------------- helpers


def words(text: str) -> int:
    """The tests' summary token counter: one token per word, so sizes are chosen by the text."""
    return len(text.split())


def make_memory(r: Any, prefix: str, *, cls: type = AgentMemory, ttl_seconds: int | None = None,
                max_entry_bytes: int = 1024 * 1024, **budget_settings: Any) -> Any:
    """A budget client on ``r`` with the small settings, overridden by ``budget_settings``."""
    cfg = MemoryConfig(prefix=prefix, buckets=4, ttl_seconds=ttl_seconds, max_entry_bytes=max_entry_bytes,
                       budget=BudgetConfig(**{**SMALL, **budget_settings}))
    return cls(r, cfg)


@pytest.fixture
def mem(any_redis: redis.Redis, prefix: str) -> Iterator[AgentMemory]:
    m = make_memory(any_redis, prefix)
    m.ensure_groups()
    yield m
    drop_keys(any_redis, prefix)


def start(m: AgentMemory, sid: str = SID, system: int = 5, anchor: int = 7) -> None:
    """Seq 1: the system prompt; seq 2: the task anchor (the first user message)."""
    m.set_system_prompt(sid, "You are a careful agent.", tokens=system)
    m.add_user_message(sid, "Book me a flight to Tokyo", tokens=anchor)


def fill(m: AgentMemory, sid: str, n: int, tokens: int = 10, tag: str = "a") -> list[Any]:
    """``n`` assistant messages ``<tag>0 .. <tag>n-1`` of ``tokens`` tokens each."""
    return [m.add_assistant_message(sid, f"{tag}{i}", tokens=tokens) for i in range(n)]


@dataclass
class Job:
    """One job of the bucket stream, as the daemon reads it."""

    id: str
    fields: dict[str, str]

    def __getattr__(self, name: str) -> Any:
        try:
            v = self.fields[name]
        except KeyError:
            raise AttributeError(name) from None
        return int(v) if name in ("start", "end", "tokens", "target", "count") else v

    @property
    def entries(self) -> list[dict[str, Any]]:
        return json.loads(self.fields["entries"])  # type: ignore[no-any-return]

    @property
    def summaries(self) -> list[MemorySummary]:
        return msgspec.json.decode(self.fields["summaries"], type=list[MemorySummary])


def job_stream(m: Any, sid: str) -> str:
    return m.config.keys.jobs(m.config.keys.bucket_of(sid))  # type: ignore[no-any-return]


def read_jobs(m: Any, sid: str = SID, kind: str | None = None) -> list[Job]:
    """Deliver new jobs to a consumer (as a daemon would), then list the session's jobs still in the stream."""
    stream = job_stream(m, sid)
    m.redis.xreadgroup(m.config.group, "tester", {stream: ">"}, count=10_000)
    out = []
    for jid, f in m.redis.xrange(stream):
        d = {k.decode(): v.decode() for k, v in f.items()}
        if d.get("sid") == sid and (kind is None or d["kind"] == kind):
            out.append(Job(jid.decode(), d))
    return out


def unacked(m: Any, sid: str = SID) -> list[str]:
    """Job ids delivered to a consumer and not acknowledged."""
    pend = m.redis.xpending_range(job_stream(m, sid), m.config.group, "-", "+", 10_000)
    return [p["message_id"].decode() for p in pend]


def merged_summary(job: Job, text: str) -> MemorySummary:
    """What a daemon writes back for a merge job: one summary over the covered ones."""
    sums = job.summaries
    return MemorySummary(
        id=budget.new_id("sum_"), content=text,
        range=Range(min(s.range.start_index for s in sums), job.end),
        original_entry_ids=[i for s in sums for i in s.original_entry_ids],
        token_count=words(text), original_token_count=sum(s.original_token_count for s in sums),
        compression_ratio=1.0, created_at=budget.utc_now_iso(),
        time_range=TimeRange(sums[0].time_range.start, sums[-1].time_range.end), merged=len(sums),
    )


def deliver(m: AgentMemory, job: Job, text: str | None = None, sid: str = SID) -> str:
    """Play the daemon: write the job's summary (or merge) back."""
    if job.kind == "merge":
        return m.put_merge(sid, job.gen, job.id, merged_summary(job, text or f"merge of {job.id}"))
    summary = budget.summary_from_job(job.entries, text or f"summary of {job.start} to {job.end}", words,
                                      job.start, job.end)
    return m.put_summary(sid, job.gen, job.id, summary)


def view_tokens(v: BudgetView) -> int:
    """Tokens of everything a view holds: pins, summaries, pending segments, active entries."""
    total = sum(e.tokens for e in (v.system, v.anchor) if e is not None) + sum(e.tokens for e in v.entries)
    for s in v.segments:
        total += s.token_count if isinstance(s, MemorySummary) else s.tokens
    return total


def pending(v: BudgetView) -> list[PendingSegment]:
    return [s for s in v.segments if isinstance(s, PendingSegment)]


def summaries(v: BudgetView) -> list[MemorySummary]:
    return [s for s in v.segments if isinstance(s, MemorySummary)]


def seqs(entries: list[Entry]) -> list[int]:
    return [e.seq for e in entries]


def check_totals(m: AgentMemory, sid: str = SID) -> BudgetView:
    """stats' token totals agree with each other and with the view, to the token."""
    v = m.view(sid, "include")
    st = m.get_stats(sid)
    pins = sum(e.tokens for e in (v.system, v.anchor) if e is not None)
    assert st.pinned_tokens == pins
    assert st.summary_tokens == sum(s.token_count for s in summaries(v))
    assert st.pending_tokens == sum(s.tokens for s in pending(v))
    for seg in pending(v):
        assert seg.tokens == sum(e.tokens for e in seg.entries) and seg.count == len(seg.entries)
    assert st.context_tokens == view_tokens(v)
    assert st.context_tokens == pins + st.summary_tokens + st.pending_tokens + sum(e.tokens for e in v.entries)
    assert st.active_tokens == st.context_tokens - st.summary_tokens
    assert st.active_entries == len(v.entries)
    assert st.pending_entries == sum(s.count for s in pending(v))
    assert st.summaries == len(summaries(v))
    assert st.last_seq == v.last_seq
    # the placeholder view carries the same counts and tokens without the entries
    p = m.view(sid, "placeholder")
    assert [(s.range, s.count, s.tokens, s.entries) for s in pending(p)] == [
        (s.range, s.count, s.tokens, []) for s in pending(v)]
    assert view_tokens(p) == view_tokens(v)
    return v


# ---------------------------------------------------------------- triggers


def test_entries_trigger_queues_the_oldest_outside_the_recent_window(mem: AgentMemory) -> None:
    start(mem)
    res = fill(mem, SID, 13)
    assert [r.seq for r in res] == list(range(3, 16))
    assert not any(r.queued for r in res[:12]) and all(r.trigger is None for r in res[:12])
    last = res[-1]
    assert last.queued and last.trigger == "entries" and last.range == Range(3, 11)
    assert (last.active_entries, last.context_tokens) == (4, 5 + 7 + 130)

    (job,) = read_jobs(mem)
    gen = mem.redis.hget(mem.config.keys.budget_session(SID).meta, "gen").decode()
    assert job.id == last.job_id
    assert (job.policy, job.kind, job.gen, job.start, job.end, job.reason) == ("budget", "compress", gen, 3, 11, "entries")
    assert (job.tokens, job.target) == (90, math.ceil(90 * 0.3))
    assert [e["seq"] for e in job.entries] == list(range(3, 12))
    assert [e["content"] for e in job.entries] == [f"a{i}" for i in range(9)]
    assert all(e["type"] == "message" and e["tokens"] == 10 for e in job.entries)

    v = check_totals(mem)
    assert (v.system.seq, v.anchor.seq) == (1, 2)
    (seg,) = v.segments
    assert isinstance(seg, PendingSegment) and seg.range == Range(3, 11) and seqs(seg.entries) == list(range(3, 12))
    assert seqs(v.entries) == [12, 13, 14, 15]
    # pending entries do not count toward the trigger: 4 active entries, far below 12 again
    assert not any(r.queued for r in fill(mem, SID, 8, tag="b"))
    assert fill(mem, SID, 1, tag="c")[0].range == Range(12, 20)


def test_trigger_stays_armed_until_enough_entries_qualify(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, max_entries=5)
    m.ensure_groups()
    res = fill(m, SID, 7)
    assert [(r.trigger, r.queued) for r in res] == [(None, False)] * 5 + [("entries", False), ("entries", True)]
    assert res[-1].range == Range(1, 3) and read_jobs(m)[0].reason == "entries"


def test_token_trigger_counts_pins_summaries_and_active_not_pending(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, max_tokens=100)
    m.ensure_groups()
    start(m)  # 12 pinned tokens
    res = fill(m, SID, 9)
    assert not any(r.queued for r in res[:8])  # 12 + 80
    assert res[8].trigger == "tokens" and res[8].range == Range(3, 7)  # 12 + 90 > 100; 5 outside the window
    assert res[8].context_tokens == 102
    # pending tokens are on their way out: 12 + 40 + 10 does not fire
    nxt = m.add_assistant_message(SID, "x", tokens=10)
    assert (nxt.trigger, nxt.queued, nxt.context_tokens) == (None, False, 112)
    # a summary's tokens count: 12 + 50 active + 40 of summary > 100
    (job,) = read_jobs(m)
    assert deliver(m, job, " ".join(["w"] * 40)) == "written"
    assert check_totals(m).segments[0].token_count == 40
    again = m.add_assistant_message(SID, "y", tokens=1)  # 12 + 40 + 51 > 100, but 2 outside the window < min
    assert (again.trigger, again.queued) == ("tokens", False)
    third = m.add_assistant_message(SID, "z", tokens=1)
    assert third.trigger == "tokens" and third.range == Range(8, 10)


def test_pins_alone_over_budget_never_get_compressed(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, max_tokens=100)
    m.ensure_groups()
    start(m, system=95)
    res = fill(m, SID, 7, tokens=1)
    assert all(r.trigger == "tokens" for r in res)
    assert [r.queued for r in res] == [False] * 6 + [True] and res[-1].range == Range(3, 5)
    for job in read_jobs(m):
        assert {e["seq"] for e in job.entries}.isdisjoint({1, 2})
    v = check_totals(m)
    assert (v.system.tokens, v.anchor.tokens) == (95, 7)


def test_watermark_of_a_declared_context_window(any_redis: redis.Redis, prefix: str) -> None:
    windowed = make_memory(any_redis, prefix, context_window=200, watermark=0.5)
    windowed.ensure_groups()
    plain = make_memory(any_redis, prefix)  # max_tokens 10,000 and no window: never fires on tokens
    for m, sid in ((windowed, "w"), (plain, "p")):
        start(m, sid)
        res = fill(m, sid, 9)
        fired = [r.trigger for r in res if r.trigger]
        if m is windowed:  # 0.5 x 200 = 100 < max_tokens
            assert fired == ["tokens"] and res[8].range == Range(3, 7)
        else:
            assert fired == []
    # min(max_tokens, watermark x window): a lower max_tokens wins over a high watermark
    low = make_memory(any_redis, prefix, context_window=1000, watermark=0.9, max_tokens=100)
    start(low, "l")
    assert [r.trigger for r in fill(low, "l", 9)][-1] == "tokens"
    # a per-session window applies too
    start(plain, "q")
    plain.configure_session("q", context_window=200, watermark=0.5)  # a session must exist to be configured
    assert fill(plain, "q", 9)[-1].trigger == "tokens"


def test_age_trigger(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, max_age_seconds=0.3)
    m.ensure_groups()
    start(m)
    assert not any(r.queued for r in fill(m, SID, 8))
    fill(m, "idle", 4)
    time.sleep(0.005)  # entries 5-8 a few milliseconds younger than 1-4: the re-filed score is strictly later
    fill(m, "idle", 4, tag="b")
    # the daemon's age check (from the bucket's aging index): nothing is old yet
    assert not m.execute(budget.compress, "idle", True).queued
    aging = m.config.keys.aging(m.config.keys.bucket_of("idle"))
    first_added = m.redis.zscore(aging, "idle")
    assert first_added is not None
    time.sleep(0.35)
    res = m.add_assistant_message(SID, "late", tokens=10)
    assert res.trigger == "age" and res.range == Range(3, 7)
    # an idle session is compressed by the daemon's check, with the same minimum
    aged = m.execute(budget.compress, "idle", True)
    assert aged.queued and aged.range == Range(1, 4)
    assert m.redis.zscore(aging, "idle") > first_added  # re-filed under its oldest active entry
    # entry 8 is old too: the trigger stays armed until min_entries qualify
    r1, r2, r3 = (m.add_assistant_message(SID, t, tokens=1) for t in "xyz")
    assert [(r.trigger, r.range) for r in (r1, r2, r3)] == [("age", None), ("age", None), ("age", Range(8, 10))]
    assert [j.reason for j in read_jobs(m)] == ["age", "age"] and read_jobs(m, "idle")[0].reason == "age"
    check_totals(m)


def test_manual_compress_and_auto_compress_off(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, auto_compress=False)
    m.ensure_groups()
    start(m)
    res = fill(m, SID, 20)
    assert not any(r.queued or r.trigger for r in res)
    assert read_jobs(m) == []
    got = m.compress(SID)
    assert got.queued and got.range == Range(3, 18)
    (job,) = read_jobs(m)
    assert (job.id, job.reason, [e["seq"] for e in job.entries]) == (got.job_id, "manual", list(range(3, 19)))
    assert not m.compress(SID).queued  # only the recent window is left
    m.add_assistant_message(SID, "one more", tokens=3)
    assert m.compress(SID).range == Range(19, 19)  # manual: at least one entry, min_entries does not apply
    assert not m.compress("never-written").queued
    check_totals(m)


# ---------------------------------------------------------------- pins


def test_system_prompt_and_task_anchor_are_pinned(mem: AgentMemory) -> None:
    r1 = mem.set_system_prompt(SID, "v1", tokens=5)
    assert (r1.seq, r1.context_tokens) == (1, 5)
    mem.add_user_message(SID, "the task", tokens=7)
    mem.add_user_message(SID, "second user message", tokens=3)  # not the anchor
    assert mem.get_stats(SID).pinned_tokens == 12
    r2 = mem.set_system_prompt(SID, "v2, longer", tokens=20)  # replaces v1: pinned tokens follow
    st = mem.get_stats(SID)
    assert (st.pinned_tokens, st.context_tokens, r2.context_tokens) == (27, 30, 30)
    v = mem.view(SID)
    assert (v.system.content, v.system.seq, v.system.tokens) == ("v2, longer", 4, 20)
    assert (v.anchor.content, v.anchor.seq) == ("the task", 2)
    assert [(e.seq, e.content) for e in v.entries] == [(3, "second user message")]

    for i in range(40):  # many compressions, user messages among them
        mem.add_message(SID, "user" if i % 3 == 0 else "assistant", f"turn {i}", tokens=4)
    jobs = read_jobs(mem)
    assert len(jobs) >= 3
    compressed = [e for j in jobs for e in j.entries]
    assert 3 in [e["seq"] for e in compressed]  # the second user message is an ordinary entry
    assert not {1, 2, 4} & {e["seq"] for e in compressed}
    for job in jobs:
        assert deliver(mem, job) == "written"
    v = check_totals(mem)
    assert (v.system.content, v.anchor.content) == ("v2, longer", "the task")
    assert [a.seq for a in mem.get_active_entries(SID)][:2] == [4, 2]


def test_without_pin_anchor_the_first_user_message_is_ordinary(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, pin_anchor=False)
    m.ensure_groups()
    m.add_user_message(SID, "task", tokens=7)
    fill(m, SID, 12)
    assert read_jobs(m)[0].entries[0]["content"] == "task"
    assert m.view(SID).anchor is None


def test_anchor_is_only_ever_the_first_user_message(mem: AgentMemory) -> None:
    """Pinning switched on after the first user message does not pin a later one as "the task"."""
    with pytest.raises(SessionNotFound):  # configuring never creates a session
        mem.configure_session(SID, pin_anchor=False)
    mem.add_assistant_message(SID, "how can I help?", tokens=4)
    mem.configure_session(SID, pin_anchor=False)
    mem.add_user_message(SID, "the real task", tokens=7)
    mem.configure_session(SID, pin_anchor=True)
    mem.add_user_message(SID, "just a follow-up", tokens=3)
    v = mem.view(SID)
    assert v.anchor is None
    assert [e.content for e in v.entries] == ["how can I help?", "the real task", "just a follow-up"]


# ---------------------------------------------------------------- tool calls


def test_cut_moves_back_before_a_call_whose_result_is_recent(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, auto_compress=False)
    m.ensure_groups()
    start(m)
    fill(m, SID, 5)                                                    # 3..7
    m.add_tool_call(SID, "search", {"q": "flights"}, call_id="c1", tokens=6)  # 8
    fill(m, SID, 2, tag="b")                                           # 9, 10
    m.add_tool_result(SID, "c1", "3 flights", tokens=9)               # 11
    m.add_assistant_message(SID, "done", tokens=2)                     # 12
    got = m.compress(SID)  # 10 active, window 4: 6 qualify, but the 6th is c1 whose result is recent
    assert got.range == Range(3, 7)
    v = check_totals(m)
    assert [(e.seq, e.type) for e in v.entries] == [(8, "tool_call"), (9, "message"), (10, "message"),
                                                    (11, "tool_result"), (12, "message")]
    assert (v.entries[0].tool_name, v.entries[0].arguments, v.entries[3].tool_call_id) == ("search", {"q": "flights"}, "c1")


def test_auto_trigger_does_not_split_a_group_and_waits_below_min(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, max_entries=6)
    m.ensure_groups()
    fill(m, SID, 2)                                          # 1, 2
    m.add_tool_call(SID, "shell", {"cmd": "ls"}, call_id="c1", tokens=3)  # 3
    fill(m, SID, 3, tag="b")                                 # 4..6
    # 7 active > 6, but c1's result is in the recent window: the cut moves to 2 < min 3 and waits
    r = m.add_tool_result(SID, "c1", "file1", tokens=2)      # 7
    assert (r.trigger, r.queued) == ("entries", False)
    for i in range(3):                                       # 8..10: the result is still recent
        r = m.add_assistant_message(SID, f"x{i}", tokens=1)
        assert (r.trigger, r.queued) == ("entries", False)
    r = m.add_assistant_message(SID, "y", tokens=1)          # 11: the whole group is outside the window
    assert r.queued and r.range == Range(1, 7)
    (job,) = read_jobs(m)
    assert [e["type"] for e in job.entries] == ["message", "message", "tool_call", "message", "message", "message",
                                                "tool_result"]


def test_parallel_calls_are_never_split(any_redis: redis.Redis, prefix: str) -> None:
    """c1 c2 r1 | r2: the window starts between the results; neither pair may be cut."""
    m = make_memory(any_redis, prefix, auto_compress=False)
    m.ensure_groups()
    fill(m, SID, 3)                                              # 1..3
    m.add_tool_call(SID, "weather", {"city": "Tokyo"}, call_id="c1", tokens=4)  # 4
    m.add_tool_call(SID, "weather", {"city": "Osaka"}, call_id="c2", tokens=4)  # 5
    m.add_tool_result(SID, "c1", "sunny", tokens=2)              # 6
    m.add_tool_result(SID, "c2", "rain", tokens=2)               # 7
    fill(m, SID, 3, tag="b")                                     # 8..10: window = 7..10
    got = m.compress(SID)
    assert got.range == Range(1, 3)
    v = check_totals(m)
    assert [e.seq for e in v.entries] == list(range(4, 11))
    # once both results are old, the two pairs go together
    fill(m, SID, 4, tag="c")
    assert len(read_jobs(m)) == 1
    got = m.compress(SID)
    assert got.range == Range(4, 10)
    job = read_jobs(m)[-1]
    assert [(e["type"], e.get("toolCallId")) for e in job.entries[:4]] == [
        ("tool_call", "c1"), ("tool_call", "c2"), ("tool_result", "c1"), ("tool_result", "c2")]


def test_open_call_is_never_compressed_and_closed_after_its_timeout(any_redis: redis.Redis, prefix: str) -> None:
    """Issue 11 item 4: a call whose result has not arrived stays active with everything after it;
    past tool_timeout_seconds the library closes it with an error result entry (never dropped)."""
    m = make_memory(any_redis, prefix, auto_compress=False, tool_timeout_seconds=600)
    m.ensure_groups()
    m.add_tool_call(SID, "slow_tool", {}, call_id="slow", tokens=3)  # 1: its tool is still running
    fill(m, SID, 7)                                                  # 2..8
    with Unchanged(m):
        assert not m.compress(SID).queued  # nothing before the open call to take
    m.add_tool_result(SID, "slow", "done at last", tokens=2)        # 9: a slow result is accepted
    fill(m, SID, 4, tag="b")                                         # 10..13
    assert m.compress(SID).range == Range(1, 9)                      # the pair goes together

    m.add_tool_call(SID, "slow_tool", {}, call_id="lost", tokens=3)  # 14: never answered
    fill(m, SID, 6, tag="c")                                         # 15..20
    assert m.compress(SID).range == Range(10, 13)  # up to the open call, never it or what follows
    m.configure_session(SID, tool_timeout_seconds=0.05)  # the session's own timeout, much shorter
    time.sleep(0.1)
    assert not m.compress(SID).queued  # closes "lost": its error result is appended as 21
    closing = m.view(SID).entries[-1]
    assert (closing.seq, closing.type, closing.tool_call_id, closing.is_error) == (21, "tool_result", "lost", True)
    assert closing.tool_name == "slow_tool" and "closed" in closing.text
    with Unchanged(m), pytest.raises(ToolCallTimedOut):
        m.add_tool_result(SID, "lost", "finally")
    fill(m, SID, 4, tag="d")                                         # 22..25: the closing result is old now
    got = m.compress(SID)
    assert got.range == Range(14, 21)
    job = read_jobs(m)[-1]
    assert [(e["type"], e.get("toolCallId")) for e in (job.entries[0], job.entries[-1])] == [
        ("tool_call", "lost"), ("tool_result", "lost")]
    assert deliver(m, job) == "written"
    with Unchanged(m), pytest.raises(ToolCallTimedOut):
        m.add_tool_result(SID, "lost", "finally")
    with Unchanged(m), pytest.raises(DuplicateToolCall):
        m.add_tool_call(SID, "slow_tool", {}, call_id="lost")  # a closed id stays used
    check_totals(m)


def test_duplicate_call_id_is_refused(mem: AgentMemory) -> None:
    start(mem)
    mem.add_tool_call(SID, "search", {"q": 1}, call_id="c1", tokens=2)
    with Unchanged(mem), pytest.raises(DuplicateToolCall):
        mem.add_tool_call(SID, "search", {"q": 2}, call_id="c1", tokens=2)
    mem.add_tool_result(SID, "c1", "ok", tokens=1)
    with Unchanged(mem), pytest.raises(DuplicateToolCall):
        mem.add_tool_call(SID, "search", {"q": 3}, call_id="c1", tokens=2)
    # generated ids are unique
    a = mem.add_tool_call(SID, "search", {"q": 4}, tokens=2).entry.tool_call_id
    b = mem.add_tool_call(SID, "search", {"q": 5}, tokens=2).entry.tool_call_id
    assert a and b and a != b


def test_result_for_unknown_or_answered_call_is_an_orphan(mem: AgentMemory) -> None:
    with Unchanged(mem), pytest.raises(OrphanToolResult):  # not even the session is created
        mem.add_tool_result(SID, "nope", "x")
    assert not mem.get_stats(SID).exists
    start(mem)
    with Unchanged(mem), pytest.raises(OrphanToolResult):
        mem.add_tool_result(SID, "nope", "x")
    mem.add_tool_call(SID, "t", {}, call_id="c1", tokens=1)
    mem.add_tool_result(SID, "c1", "first", tokens=1)
    with Unchanged(mem), pytest.raises(OrphanToolResult):  # a second result for the same call
        mem.add_tool_result(SID, "c1", "second")
    with Unchanged(mem), pytest.raises(OrphanToolResult):  # another session's call
        mem.add_tool_result("other", "c1", "x")
    assert seqs(mem.view(SID).entries) == [3, 4]


# ---------------------------------------------------------------- pending, write-back


def test_nothing_is_lost_while_the_daemon_is_down(mem: AgentMemory) -> None:
    start(mem)
    res = [mem.add_message(SID, "user" if i % 4 == 0 else "assistant", f"m{i}", tokens=1 + i % 7) for i in range(60)]
    blocks = [r.range for r in res if r.queued]
    assert len(blocks) >= 5
    assert [b.start_index for b in blocks[1:]] == [b.end_index + 1 for b in blocks[:-1]]  # contiguous
    v = check_totals(mem)
    assert [s.range for s in v.segments] == blocks
    every = seqs([v.system, v.anchor]) + [e.seq for s in pending(v) for e in s.entries] + seqs(v.entries)
    assert sorted(every) == list(range(1, 63))
    by_seq = {r.seq: r.entry for r in res}
    for seg in pending(v):
        for e in seg.entries:
            assert e == by_seq[e.seq]  # byte for byte what was added, seq included
    jobs = read_jobs(mem)
    assert [(j.start, j.end) for j in jobs] == [(b.start_index, b.end_index) for b in blocks]
    for job, seg in zip(jobs, pending(v), strict=True):
        assert [e["seq"] for e in job.entries] == seqs(seg.entries)
        assert job.tokens == seg.tokens

    # placeholder mode: counts and tokens only (per call, or as the configured default)
    ph = mem.view(SID, "placeholder")
    assert all(s.entries == [] for s in pending(ph)) and seqs(ph.entries) == seqs(v.entries)
    mem.update_config(budget=msgspec.structs.replace(mem.config.budget, pending="placeholder"))
    assert mem.view(SID) == ph
    st = mem.get_stats(SID)
    assert (st.pending_jobs, st.pending_entries) == (len(blocks), sum(s.count for s in pending(v)))
    assert st.compressed_entries == 0 and st.summaries == 0


def test_put_summary_removes_exactly_the_covered_entries(mem: AgentMemory) -> None:
    start(mem)
    fill(mem, SID, 31)  # blocks 3..11, 12..20, 21..29; active 30..33
    keys = mem.config.keys.budget_session(SID)
    j1, j2, j3 = read_jobs(mem)
    assert sorted(unacked(mem)) == sorted([j1.id, j2.id, j3.id])
    before = check_totals(mem)
    body_before = mem.redis.hlen(keys.body)

    assert deliver(mem, j2, "the middle block") == "written"  # out of order
    v = check_totals(mem)
    assert [(type(s).__name__, s.range) for s in v.segments] == [
        ("PendingSegment", Range(3, 11)), ("MemorySummary", Range(12, 20)), ("PendingSegment", Range(21, 29))]
    s2 = v.segments[1]
    assert (s2.content, s2.token_count, s2.original_token_count) == ("the middle block", 3, 90)
    assert s2.original_entry_ids == [e.id for e in before.segments[1].entries]
    assert pending(v) == [before.segments[0], before.segments[2]]
    assert v.entries == before.entries
    assert mem.redis.hlen(keys.body) == body_before - 9
    assert not any(12 <= sc <= 20 for _, sc in mem.redis.zrange(keys.ent, 0, -1, withscores=True))
    assert j2.id not in unacked(mem) and j2.id not in [j.id for j in read_jobs(mem)]
    st = mem.get_stats(SID)
    assert (st.summaries_written, st.compressed_entries, st.pending_jobs, st.summaries) == (1, 9, 2, 1)
    for job in (j3, j1):
        assert deliver(mem, job) == "written"
    v = check_totals(mem)
    assert [s.range for s in v.segments] == [Range(3, 11), Range(12, 20), Range(21, 29)]
    assert all(isinstance(s, MemorySummary) for s in v.segments)
    assert mem.redis.hlen(keys.body) == 4 and unacked(mem) == [] and read_jobs(mem) == []


def test_duplicate_late_and_stale_results(mem: AgentMemory) -> None:
    start(mem)
    fill(mem, SID, 22)
    j1, j2 = read_jobs(mem)
    assert deliver(mem, j1) == "written"
    with Unchanged(mem, counted=True):
        assert deliver(mem, j1, "a second daemon's copy") == "duplicate"
    # a result whose job id does not match the pending block (a forged or mixed-up job)
    forged = Job(j1.id, {**j2.fields})
    with Unchanged(mem, counted=True):
        assert deliver(mem, forged) == "duplicate"

    # stale after clear: the job was cancelled, its late result writes nothing
    assert mem.clear_session(SID)
    assert deliver(mem, j2) == "stale"
    assert not mem.redis.exists(mem.config.keys.budget_session(SID).meta)

    # stale after import: the old generation's jobs are cancelled, their entries active again
    start(mem)
    fill(mem, SID, 13)
    (old,) = read_jobs(mem)
    exp = mem.export_session(SID)
    gen = mem.import_session(exp)
    assert gen != old.gen and read_jobs(mem) == [] and unacked(mem) == []
    with Unchanged(mem, counted=True):
        assert deliver(mem, old) == "stale"
    v = check_totals(mem)
    assert pending(v) == [] and seqs(v.entries) == list(range(3, 16))


# ---------------------------------------------------------------- summary cap


def test_summary_cap_drop(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, max_summaries=2, summary_cap="drop")
    m.ensure_groups()
    start(m)
    fill(m, SID, 40)  # four blocks of 9
    jobs = read_jobs(m)
    assert len(jobs) == 4
    for i, job in enumerate(jobs[:3]):
        assert deliver(m, job, " ".join(["w"] * (i + 1))) == "written"
    v = check_totals(m)
    assert [s.range for s in summaries(v)] == [Range(12, 20), Range(21, 29)]
    st = m.get_stats(SID)
    assert (st.summaries, st.summaries_dropped, st.summary_tokens, st.summaries_written) == (2, 1, 5, 3)
    assert read_jobs(m, kind="merge") == []
    # a lower per-session cap applies at the next write-back
    m.configure_session(SID, max_summaries=1)
    assert deliver(m, jobs[3], "newest") == "written"
    assert [s.content for s in summaries(check_totals(m))] == ["newest"]


def test_summary_cap_merge(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, max_summaries=2, summary_cap="merge")
    m.ensure_groups()
    start(m)
    fill(m, SID, 40)
    jobs = read_jobs(m)
    for i, job in enumerate(jobs[:3]):
        assert deliver(m, job, f"s{i} " + " ".join(["w"] * i)) == "written"
    (mj,) = read_jobs(m, kind="merge")
    v = check_totals(m)
    kept = summaries(v)
    assert len(kept) == 3  # the cap holds once the merge lands; nothing is dropped meanwhile
    assert (mj.policy, mj.gen, mj.end, mj.count, mj.tokens) == ("budget", jobs[0].gen, 20, 2, 1 + 2)
    assert mj.summaries == kept[:2]
    assert m.get_stats(SID).pending_jobs == 2  # the fourth compression and the merge

    assert deliver(m, mj, "one merged summary") == "written"
    v = check_totals(m)
    merged, third = summaries(v)
    assert (merged.range, merged.content, merged.merged, merged.token_count) == (Range(3, 20), "one merged summary", 2, 3)
    assert merged.original_entry_ids == kept[0].original_entry_ids + kept[1].original_entry_ids
    assert third == kept[2]
    assert m.get_stats(SID).summary_tokens == 3 + 3
    with Unchanged(m, counted=True):
        assert deliver(m, mj, "again") == "duplicate"
    # the next write-back passes the cap again and queues the next merge
    assert deliver(m, jobs[3]) == "written"
    (mj2,) = read_jobs(m, kind="merge")
    assert [s.range for s in mj2.summaries] == [Range(3, 20), Range(21, 29)]
    m.clear_session(SID)
    assert deliver(m, mj2) == "stale"


def test_merge_conflicts_when_a_summary_lands_inside_its_range(any_redis: redis.Redis, prefix: str) -> None:
    """Blocks written out of order: the merge of the 1st and 3rd must not swallow the 2nd (equal token counts)."""
    m = make_memory(any_redis, prefix, max_summaries=1, summary_cap="merge")
    m.ensure_groups()
    start(m)
    fill(m, SID, 31)
    b1, b2, b3 = read_jobs(m)
    assert deliver(m, b3, "third block") == "written"
    assert deliver(m, b1, "first block") == "written"  # 2 > 1: merge of [b1, b3] queued
    (mj,) = read_jobs(m, kind="merge")
    assert [s.content for s in mj.summaries] == ["first block", "third block"]
    assert deliver(m, b2, "second block") == "written"  # inside the merge's range, same token count
    before = check_totals(m)
    assert deliver(m, mj, "first and third") == "conflict"
    v = check_totals(m)
    assert summaries(v) == summaries(before)
    assert [s.content for s in summaries(v)] == ["first block", "second block", "third block"]
    # the cap still holds: the conflict queues a fresh merge of what is there now
    (fresh,) = read_jobs(m, kind="merge")
    assert [s.content for s in fresh.summaries] == ["first block", "second block", "third block"]
    assert m.get_stats(SID).pending_jobs == 1
    assert deliver(m, fresh, "all three") == "written"
    assert [s.content for s in summaries(check_totals(m))] == ["all three"]


def test_cap_settings_of_the_session_apply_at_write_back(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, max_summaries=10, summary_cap="merge")
    m.ensure_groups()
    start(m)
    m.configure_session(SID, max_summaries=1, summary_cap="drop")
    fill(m, SID, 22)
    for job in read_jobs(m):
        assert deliver(m, job) == "written"
    v = check_totals(m)
    assert [s.range for s in summaries(v)] == [Range(12, 20)]
    assert read_jobs(m, kind="merge") == [] and m.get_stats(SID).summaries_dropped == 1


def test_a_cap_of_zero_in_merge_mode_drops_rather_than_growing(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, max_summaries=0, summary_cap="merge")
    m.ensure_groups()
    start(m)
    fill(m, SID, 22)
    for job in read_jobs(m):
        assert deliver(m, job) == "written"
    assert summaries(check_totals(m)) == [] and read_jobs(m, kind="merge") == []
    assert m.get_stats(SID).summaries_dropped >= 1


def test_a_removed_cap_override_does_not_linger(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, max_summaries=10, summary_cap="drop")
    m.ensure_groups()
    start(m)
    m.configure_session(SID, max_summaries=1)
    fill(m, SID, 22)  # appends made under the override
    m.configure_session(SID, max_summaries=None)
    for job in read_jobs(m):
        assert deliver(m, job) == "written"
    assert len(summaries(check_totals(m))) == 2 and m.get_stats(SID).summaries_dropped == 0


# ---------------------------------------------------------------- totals, stats, settings


def test_token_totals_are_exact(mem: AgentMemory) -> None:
    added = 0
    for i in range(45):
        kind = i % 6
        if kind == 0:
            r = mem.set_system_prompt(SID, f"system v{i}", tokens=i % 5 + 1)
        elif kind == 1:
            r = mem.add_user_message(SID, f"u{i}", tokens=i % 9)
        elif kind == 2:
            r = mem.add_tool_call(SID, "calc", {"x": i}, call_id=f"c{i}", tokens=i % 4 + 2)
        elif kind == 3:
            r = mem.add_tool_result(SID, f"c{i - 1}", f"{i}", tokens=i % 3)
        elif kind == 4:
            r = mem.add_context(SID, f"file {i}", "src/x.py", tokens=i % 11)
        else:
            r = mem.add_assistant_message(SID, f"a{i}", tokens=i % 7)
        added += r.entry.tokens
        assert r.context_tokens == mem.get_stats(SID).context_tokens
        if i % 15 == 14:
            for job in read_jobs(mem, kind="compress")[:1]:
                deliver(mem, job, " ".join(["w"] * (i % 4)))
        check_totals(mem)
    st = mem.get_stats(SID)
    assert st.total_tokens == added and st.total_entries == 45
    assert st.summaries >= 1


def test_stats_and_active_entries(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, ttl_seconds=600)
    m.ensure_groups()
    empty = m.get_stats(SID)
    assert (empty.exists, empty.last_seq, empty.total_entries, empty.context_tokens) == (False, 0, 0, 0)
    start(m)
    fill(m, SID, 22)
    (j1, _) = read_jobs(m)
    deliver(m, j1, "four words of summary")
    st = m.get_stats(SID)
    assert st.exists and st.last_seq == 24 and st.total_entries == 24 and st.total_tokens == 12 + 220
    assert (st.active_entries, st.pending_entries, st.compressed_entries, st.summaries) == (4, 9, 9, 1)
    assert (st.pending_jobs, st.jobs_queued, st.summaries_written, st.summaries_dropped) == (1, 2, 1, 0)
    assert (st.pinned_tokens, st.pending_tokens, st.summary_tokens) == (12, 90, 4)
    assert st.context_tokens == 12 + 4 + 90 + 40
    assert 0 < st.created_ms <= st.updated_ms and 0 < st.ttl_ms <= 600_000
    active = m.get_active_entries(SID)
    assert [e.seq for e in active] == [1, 2, 21, 22, 23, 24]  # pins first; pending ones are not active
    assert active[2:] == m.view(SID).entries


def test_configure_session_overrides(mem: AgentMemory) -> None:
    with pytest.raises(SessionNotFound):  # configuring never creates a session
        mem.configure_session(SID, max_entries=5)
    assert list(mem.sessions()) == []
    mem.add_assistant_message(SID, "a0", tokens=10)
    assert mem.configure_session(SID, max_entries=5, watermark=0.5, auto_compress=False) == {
        "watermark": "0.5", "max_entries": "5", "auto": "0"}
    res = [mem.add_assistant_message(SID, f"a{i}", tokens=10) for i in range(1, 10)]  # fill's ten, in all
    assert not any(r.queued for r in res)  # auto off for this session only
    assert fill(mem, "other", 13)[-1].queued  # the deployment's settings elsewhere
    assert mem.configure_session(SID, auto_compress=None) == {"watermark": "0.5", "max_entries": "5"}
    r = mem.add_assistant_message(SID, "now", tokens=1)  # 11 active > 5
    assert r.trigger == "entries" and r.range == Range(1, 7)
    assert mem.configure_session(SID, max_entries=None, watermark=None) == {}
    assert mem.configure_session(SID) == {}
    mem.configure_session(SID, recent_window=0, min_entries_to_compress=1, max_age_seconds=5, compression_ratio=0.5,
                          max_tokens=30, context_window=100, summary_cap="drop", max_summaries=0, pin_anchor=False)
    assert set(mem.export_session(SID).overrides) == {
        "recent_window", "min_entries", "max_age_ms", "target_ratio", "max_tokens", "context_window", "cap_mode",
        "max_summaries", "pin_anchor"}
    assert mem.export_session(SID).overrides["max_age_ms"] == "5000"
    r = mem.add_assistant_message(SID, "tiny window", tokens=1)  # 41 tokens > min(30, 0.8 x 100)
    assert r.trigger == "tokens" and r.range == Range(8, 12)  # recent_window 0: every active entry
    mem.clear_session(SID)
    with pytest.raises(SessionNotFound):  # overrides go with the session, which is gone
        mem.configure_session(SID)
    mem.add_assistant_message(SID, "again", tokens=1)
    assert mem.configure_session(SID) == {}


def test_override_count_spares_the_append_reading_overrides(mem: AgentMemory) -> None:
    """meta `ov` counts the overrides; a session stored without it (an older library's) is read in full."""
    meta = mem.config.keys.budget_session(SID).meta
    mem.add_assistant_message(SID, "a0", tokens=10)
    assert mem.redis.hget(meta, "ov") == b"0"
    mem.configure_session(SID, max_entries=3, watermark=0.5)
    assert mem.redis.hget(meta, "ov") == b"2"
    mem.configure_session(SID, watermark=None)
    assert mem.redis.hget(meta, "ov") == b"1"
    mem.redis.hdel(meta, "ov")  # as an older library left it: the override must still hold
    res = [mem.add_assistant_message(SID, f"a{i}", tokens=10) for i in range(1, 4)]
    assert res[-1].trigger == "entries"  # 4 active > max_entries 3 (the deployment's is 100)
    mem.configure_session(SID, max_entries=None)
    assert mem.redis.hget(meta, "ov") == b"0"
    assert mem.export_session(SID).overrides == {}
    mem.import_session(mem.export_session(SID), "copy")  # an import starts from none, then sets the export's
    assert mem.redis.hget(mem.config.keys.budget_session("copy").meta, "ov") == b"0"


def test_update_config_at_run_time(mem: AgentMemory) -> None:
    start(mem)
    assert not any(r.queued for r in fill(mem, SID, 6))
    new = mem.update_config(budget=msgspec.structs.replace(mem.config.budget, max_entries=3, recent_window=1))
    assert mem.config is new and new.budget.max_entries == 3
    r = mem.add_assistant_message(SID, "x", tokens=1)
    assert r.trigger == "entries" and r.range == Range(3, 8)
    old = mem.config
    with pytest.raises(ConfigError):
        mem.update_config(budget="not a BudgetConfig")
    with pytest.raises(ConfigError):
        mem.update_config(budget=msgspec.structs.replace(mem.config.budget, watermark=1.5))
    with pytest.raises(ConfigError):
        mem.update_config(max_entry_bytes=1)
    assert mem.config is old
    mem.update_config(max_entry_bytes=200)
    with Unchanged(mem), pytest.raises(EntryTooLarge):
        mem.add_assistant_message(SID, "x" * 300, tokens=1)


# ---------------------------------------------------------------- export, import, clear


def test_export_import_round_trip(mem: AgentMemory) -> None:
    start(mem)
    mem.add_tool_call(SID, "search", {"q": "hotels"}, call_id="open-call", tokens=4)  # seq 3, answered later
    fill(mem, SID, 2)                                                                  # 4, 5
    mem.add_tool_result(SID, "open-call", "5 hotels", tokens=6)                        # 6
    fill(mem, SID, 27, tag="b")                                                        # 7..33
    mem.add_tool_call(SID, "book", {"hotel": 1}, call_id="recent-call", tokens=3)      # 34
    mem.configure_session(SID, max_summaries=4, compression_ratio=0.5)
    jobs = read_jobs(mem)
    assert len(jobs) == 3
    deliver(mem, jobs[0], "first")
    deliver(mem, jobs[2], "third")
    v = check_totals(mem)
    exp = mem.export_session(SID)
    assert exp.policy == "budget" and exp.last_seq == v.last_seq == 34
    assert exp.overrides == {"max_summaries": "4", "target_ratio": "0.5"}
    assert exp.summaries == summaries(v)
    expected_entries = [v.system, v.anchor] + [e for s in pending(v) for e in s.entries] + v.entries
    assert exp.entries == sorted(expected_entries, key=lambda e: e.seq)
    assert exp.total_tokens == mem.get_stats(SID).total_tokens

    for target, state in (("copy-json", msgspec.json.encode(exp)), ("copy-dict", msgspec.to_builtins(exp)),
                          ("copy", exp)):
        gen = mem.import_session(state, target)
        assert gen
        w = check_totals(mem, target)
        assert (w.system, w.anchor, summaries(w)) == (v.system, v.anchor, summaries(v))
        assert pending(w) == [] and w.entries == [e for e in exp.entries if e.seq > 2]  # pending ones are active
        assert mem.get_stats(target).context_tokens == mem.get_stats(SID).context_tokens
        again = mem.export_session(target)
        assert (again.entries, again.summaries, again.overrides, again.last_seq) == (
            exp.entries, exp.summaries, exp.overrides, exp.last_seq)
    # the open call is still open in the copy; the next seq follows the export's last
    r = mem.add_tool_result("copy", "recent-call", "booked", tokens=2)
    assert r.seq == 35
    # import over the source itself: pending jobs are cancelled and become stale
    mem.import_session(exp)
    assert read_jobs(mem) == [] and deliver(mem, jobs[1]) == "stale"
    assert pending(check_totals(mem)) == []


def test_clear_session(mem: AgentMemory) -> None:
    start(mem)
    fill(mem, SID, 22)
    mem.add_tool_call(SID, "t", {}, call_id="c1", tokens=1)
    j1, j2 = read_jobs(mem)
    deliver(mem, j1)
    fill(mem, "neighbour", 3)
    assert mem.clear_session(SID) is True
    assert read_jobs(mem) == [] and unacked(mem) == []
    st = mem.get_stats(SID)
    assert not st.exists and st.context_tokens == 0
    v = mem.view(SID)
    assert (v.system, v.anchor, v.segments, v.entries, v.last_seq) == (None, None, [], [], 0)
    base = mem.config.keys.budget_session(SID).meta.rsplit(":", 1)[0]
    assert not any(k.decode().startswith(base + ":") for k in mem.redis.scan_iter(match=f"*{mem.config.prefix}*"))
    assert mem.clear_session(SID) is False
    assert seqs(mem.view("neighbour").entries) == [1, 2, 3]
    # a fresh life: seqs restart, a new anchor, the old call id is free again
    assert mem.add_user_message(SID, "new task", tokens=2).seq == 1
    mem.add_tool_call(SID, "t", {}, call_id="c1", tokens=1)
    assert mem.view(SID).anchor.content == "new task"
    assert deliver(mem, j2) == "stale"


# ---------------------------------------------------------------- events


def test_events(mem: AgentMemory) -> None:
    start(mem)
    fill(mem, SID, 13)
    fill(mem, "neighbour", 1)
    (job,) = read_jobs(mem)
    deliver(mem, job, "three word summary")
    mem.clear_session(SID)
    got = list(mem.events(SID, last_id="0", block_ms=50, timeout=0.3))
    assert [e.type for e in got] == ["entry:added"] * 15 + ["compressed", "session:cleared"]
    assert all(e.session_id == SID for e in got)
    assert [e.data["seq"] for e in got[:15]] == [str(i) for i in range(1, 16)]
    assert [e.data["type"] for e in got[:3]] == ["s", "m", "m"] and got[0].data["tokens"] == "5"
    assert got[15].data == {"start": "3", "end": "11", "entries": "9", "tokens_saved": str(90 - 3)}
    everyone = list(mem.events(last_id="0", block_ms=50, timeout=0.3))
    assert {e.session_id for e in everyone} == {SID, "neighbour"}
    # following: only what happens after the last id seen
    after = list(mem.events(SID, last_id=got[-1].id, block_ms=50, timeout=0.2))
    assert after == []
    quiet = make_memory(mem.redis, mem.config.prefix + "q", events_maxlen=0)
    fill(quiet, SID, 2)
    assert list(quiet.events(SID, last_id="0", block_ms=50, timeout=0.2)) == []


def test_events_stop_at_the_timeout(real_redis: redis.Redis, prefix: str) -> None:
    """The timeout bounds the blocking read too (XREAD blocks for real on a real server)."""
    m = make_memory(real_redis, prefix)
    m.add_assistant_message(SID, "x", tokens=1)

    async def follow() -> list[Any]:
        am = make_memory(async_twin(real_redis), prefix, cls=AsyncAgentMemory)
        try:
            return [e async for e in am.events(SID, last_id="$", timeout=0.2)]
        finally:
            await am.close()

    for run in (lambda: list(m.events(SID, timeout=0.2)), lambda: asyncio.run(follow())):
        t = time.monotonic()
        assert run() == []
        assert time.monotonic() - t < 0.6  # not the default block_ms of 1000
    drop_keys(real_redis, prefix)


# ---------------------------------------------------------------- async facade


def test_async_facade_end_to_end(any_redis: redis.Redis, prefix: str) -> None:
    sync = make_memory(any_redis, prefix)
    sync.ensure_groups()

    async def main() -> None:
        m = make_memory(async_twin(any_redis), prefix, cls=AsyncAgentMemory)
        try:
            assert await m.ensure_groups() == 0  # the sync client made them
            await m.set_system_prompt(SID, "sys", tokens=5)
            await m.add_user_message(SID, "task", tokens=7)
            await m.add_tool_call(SID, "t", {"a": 1}, call_id="c1", tokens=2)
            await m.add_tool_result(SID, "c1", "ok", tokens=2)
            await m.add_context(SID, "ctx", "file.txt", tokens=3)
            res = [await m.add_assistant_message(SID, f"a{i}", tokens=10) for i in range(10)]
            assert res[-1].queued and res[-1].range == Range(3, 11)
            with pytest.raises(OrphanToolResult):
                await m.add_tool_result(SID, "c1", "again")
            (job,) = read_jobs(sync)
            summary = budget.summary_from_job(job.entries, "async summary", words, job.start, job.end)
            assert await m.put_summary(SID, job.gen, job.id, summary) == "written"
            v = await m.view(SID)
            assert v == sync.view(SID) and summaries(v)[0].content == "async summary"
            assert await m.get_stats(SID) == sync.get_stats(SID)
            assert await m.get_active_entries(SID) == sync.get_active_entries(SID)
            assert await m.configure_session(SID, max_entries=50) == {"max_entries": "50"}
            assert not (await m.compress(SID)).queued  # only the recent window is active
            exp = await m.export_session(SID)
            assert exp == sync.export_session(SID)
            await m.import_session(exp, "copy")
            assert seqs(sync.view("copy").entries) == [12, 13, 14, 15]
            events = [e async for e in m.events(SID, last_id="0", block_ms=50, timeout=0.3)]
            assert [e.type for e in events].count("entry:added") == 15 and events[-1].type == "compressed"
            assert await m.clear_session(SID) is True
            assert not (await m.get_stats(SID)).exists
            assert sorted([s async for s in m.sessions()]) == ["copy"]
        finally:
            await m.close()

    asyncio.run(main())


def test_sync_and_async_agent_memory_expose_the_same_methods() -> None:
    def public(cls: type) -> dict[str, Any]:
        return {n: getattr(cls, n) for n in dir(cls) if not n.startswith("_") and callable(getattr(cls, n))}

    sync, aio = public(AgentMemory), public(AsyncAgentMemory)
    assert sorted(sync) == sorted(aio)
    for name in sync:
        ps, pa = inspect.signature(sync[name]).parameters, inspect.signature(aio[name]).parameters
        assert [(p.name, p.kind, p.default) for p in ps.values()] == [
            (p.name, p.kind, p.default) for p in pa.values()], name
        if name not in ("from_url", "update_config"):
            fn = aio[name]
            assert inspect.iscoroutinefunction(fn) or inspect.isasyncgenfunction(fn), name


def test_tokens_are_counted_once_with_tiktoken_by_default(mem: AgentMemory) -> None:
    r = mem.add_user_message(SID, "Book a flight to Tokyo")
    assert r.entry.tokens == mem.counter.count("Book a flight to Tokyo") > 0
    call = mem.add_tool_call(SID, "search_flights", {"to": "NRT"})
    assert call.entry.tokens == mem.counter.count("search_flights") + mem.counter.count('{"to":"NRT"}')
    custom = AgentMemory(mem.redis, mem.config, token_counter=lambda text: 1000)
    assert custom.add_assistant_message(SID, "anything").entry.tokens == 1000
    assert mem.get_stats(SID).total_tokens == r.entry.tokens + call.entry.tokens + 1000


# ---------------------------------------------------------------- batch decode of a read's entries


def test_entries_decode_in_one_pass_exactly_as_one_by_one():
    """The read path joins a reply's entry payloads and decodes them in one call: the result is the
    per-entry decode's, for bytes and str replies, and a malformed entry among them still raises
    CorruptEntry naming the session and that entry."""
    from rollmem_client import CorruptEntry
    from rollmem_client.budget.ops import TYPE_CODES, _decode_entries, _decode_entry, _encode_entry, make_entry

    cfg = MemoryConfig(prefix="dec")
    entries = [make_entry(None, "message", "user", f"hello {i}", tokens=3 + i) for i in range(5)]
    entries.append(make_entry(None, "tool_call", "assistant", "", tool_call_id="c1", tool_name="f",
                              arguments={"a": [1, 2]}, tokens=7))
    flat: list = ["x"]  # a reply element before the pairs
    for seq, e in enumerate(entries, 10):
        code = TYPE_CODES[e.type]
        flat += [f"{seq}|{e.tokens}|{code}|{e.tool_call_id or ''}|1700000000000".encode(), _encode_entry(cfg, e)]
    one_by_one = [_decode_entry("s", flat[1 + 2 * j], flat[2 + 2 * j]) for j in range(len(entries))]
    assert _decode_entries("s", flat, 1, len(entries)) == one_by_one
    assert [e.seq for e in one_by_one] == list(range(10, 16))
    as_text = [v.decode() if isinstance(v, bytes) else v for v in flat]
    assert _decode_entries("s", as_text, 1, len(entries)) == one_by_one
    assert _decode_entries("s", flat, 1, 0) == []
    for bad in (b'{"id": 1}', b"{", b'{"id":"a","type":"message","role":"user","content":"x","ts":"t","tokens":1},{}',
                b""):
        broken = list(flat)
        broken[2 + 2 * 3] = bad
        with pytest.raises(CorruptEntry, match=r"'s'.*#13"):
            _decode_entries("s", broken, 1, len(entries))
    broken = list(flat)
    broken[1 + 2 * 2] = b"12|3|m"  # a header missing its fields
    with pytest.raises(CorruptEntry, match="'s'"):
        _decode_entries("s", broken, 1, len(entries))


def test_entries_read_again_come_from_the_bounded_memo(monkeypatch):
    """A reread decodes only what is new: the same (header, payload) pair gives the very entry decoded
    before; a different header (another seq, a later append) is decoded afresh; the memo is cleared
    when full, never grown past its bound; a reply item that cannot be a key is still decoded (and named)."""
    from rollmem_client import CorruptEntry
    from rollmem_client.budget import ops as bops

    cfg = MemoryConfig(prefix="memo")
    e = bops.make_entry(None, "message", "user", "hello", tokens=3)
    payload = bops._encode_entry(cfg, e)
    monkeypatch.setattr(bops, "_DECODED", {})
    monkeypatch.setattr(bops, "_decoded_bytes", 0)
    monkeypatch.setattr(bops, "_DECODED_MAX", 4)
    calls = []
    fresh = bops._decode_fresh
    monkeypatch.setattr(bops, "_decode_fresh", lambda sid, heads, bodies: calls.append(len(heads)) or fresh(sid, heads, bodies))
    first = bops._decode_entries("s", [b"1|3|m||1", payload], 0, 1)
    again = bops._decode_entries("s", [b"1|3|m||1", payload, b"2|3|m||2", payload], 0, 2)
    assert again[0] is first[0] and (again[0].seq, again[1].seq) == (1, 2)
    assert calls == [1, 1]  # the second read decoded only the new pair
    bops._decode_entries("s", [f"{i}|3|m||{i}".encode() if j % 2 == 0 else payload
                               for i in range(3, 6) for j in range(2)], 0, 3)
    assert len(bops._DECODED) <= 4  # full: cleared, then holds the newest read
    big = bops._encode_entry(cfg, bops.make_entry(None, "message", "user", "x" * 20_000, tokens=3))
    before = dict(bops._DECODED)
    assert bops._decode_entries("s", [b"9|3|m||9", big], 0, 1)[0].seq == 9
    assert bops._DECODED == before  # a payload past 16 KB is decoded, not kept
    monkeypatch.setattr(bops, "_DECODED_MAX", 1000)
    monkeypatch.setattr(bops, "_DECODED_BYTES", 3 * len(payload))
    bops._decode_entries("s", [f"{i}|3|m||{i}".encode() if j % 2 == 0 else payload
                               for i in range(20, 30) for j in range(2)], 0, 10)
    assert len(bops._DECODED) <= 3 and bops._decoded_bytes <= 3 * len(payload)  # the byte bound holds too
    with pytest.raises(CorruptEntry, match="'s'"):
        bops._decode_entries("s", [[b"not", b"a header"], payload], 0, 1)
