"""Server-side selection (``rollmem_budget_fit``): the client's fitter over what the server
returned makes exactly the selection it makes over the whole working set.

Random sessions (messages, context files, parallel tool calls answered in any order or
left open, manual and automatic compressions, summaries and merges written back out of
order) are fitted to random budgets, pages, overheads and anchor lines, in both pending
modes, on a real server and on fakeredis; then the read path's guarantees through
``AgentMemory.context`` (pins, whole tool groups, sync = async, real = fake) and the
function's argument checks.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import uuid
from typing import Any

import pytest
import redis
from helpers import async_twin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_budget import deliver, make_memory, read_jobs

from rollmem_client.budget import AgentMemory, AsyncAgentMemory
from rollmem_client.budget import ops as budget
from rollmem_client.budget.fit import ContextBudget, Selection, fit, server_fit_request
from rollmem_client.errors import ContextTooLarge, InvalidArgument, OrphanToolResult, WrongPolicy
from rollmem_client.models import Entry, MemorySummary

TS = "2026-01-01T00:00:00.000Z"

# One step of a session's life; ints are token counts or choices.
steps = st.one_of(
    st.tuples(st.just("user"), st.integers(0, 400)),
    st.tuples(st.just("assistant"), st.integers(0, 400)),
    st.tuples(st.just("context"), st.integers(0, 900)),
    st.tuples(st.just("system"), st.integers(0, 300)),
    st.tuples(st.just("calls"), st.integers(1, 3)),
    st.tuples(st.just("results"), st.integers(0, 7)),
    st.tuples(st.just("compress"), st.just(0)),
    st.tuples(st.just("deliver"), st.integers(0, 7)),
)

# "share": the budget as a percentage of the session's tokens, so that cuts fall inside it.
fit_params = st.fixed_dictionaries({
    "share": st.integers(1, 110),
    "overhead": st.integers(0, 6),
    "page": st.integers(1, 30),
    "anchor_line_tokens": st.integers(1, 40),
    "placeholder_tokens": st.integers(0, 30),
    "summary_share": st.sampled_from([0, 0.25, 0.5, 1]),
})


def build(m: AgentMemory, sid: str, plan: list[tuple[str, int]], start: int = 0) -> None:
    """Play ``plan`` on session ``sid``: the client's writes and a daemon's out-of-order write-backs
    (entry and call ids numbered from ``start``)."""
    open_calls: list[str] = []
    n = itertools.count(start)
    for kind, x in plan:
        k = next(n)
        if kind in ("user", "assistant"):
            m.add_message(sid, kind, f"{kind} {k}", tokens=x, id=f"e{k}", ts=TS)
        elif kind == "context":
            m.add_context(sid, f"file {k}", f"src/f{k}.py", tokens=x, id=f"e{k}", ts=TS)
        elif kind == "system":
            m.set_system_prompt(sid, f"system {k}", tokens=x, id=f"e{k}", ts=TS)
        elif kind == "calls":
            for j in range(x):
                r = m.add_tool_call(sid, "shell", {"k": k}, call_id=f"c{k}_{j}", tokens=5 + 7 * j, id=f"e{k}_{j}", ts=TS)
                open_calls.append(r.entry.tool_call_id or "")
        elif kind == "results" and open_calls:
            cid = open_calls.pop(x % len(open_calls))
            with contextlib.suppress(OrphanToolResult):  # the call was compressed unanswered (abandoned)
                m.add_tool_result(sid, cid, f"out {k}", tokens=3 + x * 11, id=f"e{k}", ts=TS)
        elif kind == "compress":
            m.compress(sid)
        elif kind == "deliver":
            jobs = read_jobs(m, sid)
            if jobs:
                deliver(m, jobs[x % len(jobs)], f"summary number {k} of earlier work", sid=sid)


def budget_of(p: dict[str, int]) -> ContextBudget:
    return ContextBudget(context_window=p["budget"], max_reply_tokens=0, safety_margin=0, tool_headroom=0,
                         message_overhead=p["overhead"])


def both(m: AgentMemory, sid: str, p: dict[str, int], mode: str) -> tuple[Any, Any]:
    """fit over the whole view, and fit over the server's selection (or the error each raised)."""
    b = budget_of(p)
    kw = {"page": p["page"], "anchor_line_tokens": p["anchor_line_tokens"], "placeholder_tokens": p["placeholder_tokens"],
          "summary_share": p.get("summary_share", 0.5)}

    def run(view: Any) -> Any:
        try:
            return fit(view, b, **kw)
        except ContextTooLarge as e:
            return ("too large", str(e))

    whole = run(m.view(sid, mode))
    request = server_fit_request(b, placeholder_tokens=p["placeholder_tokens"])
    served = run(m.execute(budget.fitted_view, sid, request, mode))
    return whole, served


def served_entries(m: AgentMemory, sid: str, p: dict[str, int], mode: str) -> int:
    b = budget_of(p)
    v = m.execute(budget.fitted_view, sid, server_fit_request(b, placeholder_tokens=p["placeholder_tokens"]), mode)
    return len(v.entries) + sum(len(getattr(s, "entries", [])) for s in v.segments)


@pytest.fixture(params=["real", "fake"])
def mem(request: pytest.FixtureRequest, prefix: str) -> AgentMemory:
    r = request.getfixturevalue("real_redis" if request.param == "real" else "fake_redis")
    m = make_memory(r, prefix, max_entries=10, max_summaries=2, summary_cap="merge")
    m.ensure_groups()
    return m  # type: ignore[no-any-return]


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                   HealthCheck.too_slow])
@given(plan=st.lists(steps, min_size=10, max_size=80), params=st.lists(fit_params, min_size=1, max_size=4))
def test_server_selection_equals_client_fit_over_whole_view(mem: AgentMemory, plan: list[tuple[str, int]],
                                                            params: list[dict[str, int]]) -> None:
    sid = "s" + uuid.uuid4().hex[:8]
    build(mem, sid, plan)
    total = mem.get_stats(sid).context_tokens
    for p in params:
        p = {**p, "budget": max(1, total * p["share"] // 100)}
        for mode in ("include", "placeholder"):
            whole, served = both(mem, sid, p, mode)
            assert whole == served, (p, mode)


def test_only_what_fits_is_shipped(mem: AgentMemory) -> None:
    """At a budget for a few turns, the reply holds those turns, not the session."""
    sid = "long"
    build(mem, sid, [("user", 20)] + [("assistant", 50)] * 60)
    mem.configure_session(sid, auto_compress=False)
    p = {"budget": 400, "overhead": 4, "page": 1, "anchor_line_tokens": 32, "placeholder_tokens": 24}
    whole, served = both(mem, sid, p, "include")
    assert whole == served and isinstance(served, Selection)
    assert served.dropped_entries > 40
    kept = len(served.entries) + sum(len(getattr(s, "entries", [])) for s in served.segments)
    # shipped: what kept the budget's worth of entries (54 tokens each with overhead) plus one, and one more unit
    assert kept <= served_entries(mem, sid, p, "include") == 400 // 54 + 2


# ---------------------------------------------------------------- the read path's guarantees


def tool_session(m: AgentMemory, sid: str) -> None:
    m.set_system_prompt(sid, "You are a build agent.", tokens=12, id="sys", ts=TS)
    m.add_user_message(sid, "Make the test suite pass " * 30, tokens=150, id="task", ts=TS)
    for i in range(25):
        m.add_assistant_message(sid, f"step {i}", tokens=30, id=f"a{i}", ts=TS)
        m.add_tool_call(sid, "shell", {"i": i}, call_id=f"p{i}", tokens=20, id=f"c{i}", ts=TS)
        m.add_tool_call(sid, "grep", {"i": i}, call_id=f"q{i}", tokens=20, id=f"d{i}", ts=TS)
        m.add_tool_result(sid, f"q{i}", "found " * i, tokens=15 + 9 * i, id=f"rq{i}", ts=TS)
        m.add_tool_result(sid, f"p{i}", "ok", tokens=40, id=f"rp{i}", ts=TS)
    m.add_tool_call(sid, "shell", {"open": True}, call_id="still-open", tokens=20, id="open", ts=TS)


@pytest.mark.parametrize("limit", [250, 400, 900, 2500, 100_000])
def test_context_keeps_pins_and_whole_tool_groups(mem: AgentMemory, limit: int) -> None:
    tool_session(mem, "tools")
    sel = mem.context("tools", limit, "selection")
    assert sel.system is not None and sel.system.id == "sys"
    assert sel.anchor is not None and sel.anchor.id == "task"
    assert sel.tokens <= limit
    kept = [it for it in sel.items() if isinstance(it, Entry)]
    calls = {e.tool_call_id for e in kept if e.type == "tool_call"}
    results = {e.tool_call_id for e in kept if e.type == "tool_result"}
    assert calls == results  # every kept call has its result and every result its call
    assert sel.unpaired == ["open"] and "still-open" not in calls  # entry ids
    messages = mem.context("tools", limit, "openai")
    ids = [c["id"] for msg in messages for c in msg.get("tool_calls") or []]
    assert ids == [msg["tool_call_id"] for msg in messages if msg["role"] == "tool"] or set(ids) == {
        msg["tool_call_id"] for msg in messages if msg["role"] == "tool"}


def test_real_and_fake_redis_select_the_same(real_redis: redis.Redis, prefix: str) -> None:
    import fakeredis

    outs = []
    for r in (real_redis, fakeredis.FakeRedis(server=fakeredis.FakeServer(), protocol=2)):
        m = make_memory(r, prefix, max_entries=30)
        m.ensure_groups()
        tool_session(m, "same")
        for job in read_jobs(m, "same")[:1]:
            deliver(m, job, "what happened first", sid="same")
        outs.append([(m.context("same", b, "anthropic"), m.context("same", b, "selection").dropped_tokens)
                     for b in (300, 700, 1500, 9000)])
    assert outs[0] == outs[1]


def test_sync_and_async_contexts_are_identical(any_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(any_redis, prefix, max_entries=30)
    m.ensure_groups()
    tool_session(m, "twin")
    am = make_memory(async_twin(any_redis), prefix, cls=AsyncAgentMemory, max_entries=30)

    async def read_all() -> list[Any]:
        return [await am.context("twin", b, f) for b in (300, 1200, None) for f in ("openai", "selection")]

    assert asyncio.run(read_all()) == [m.context("twin", b, f) for b in (300, 1200, None) for f in ("openai", "selection")]


def test_too_small_a_budget_still_raises_context_too_large(mem: AgentMemory) -> None:
    tool_session(mem, "tiny")
    with pytest.raises(ContextTooLarge):
        mem.context("tiny", 30)


def test_a_view_selected_for_one_budget_refuses_a_larger_one(mem: AgentMemory) -> None:
    tool_session(mem, "mismatch")
    v = mem.execute(budget.fitted_view, "mismatch", server_fit_request(500), None)
    assert v.server_fit is not None and v.server_fit.omitted_entries > 0
    whole = mem.view("mismatch")
    for limit, kw in ((500, {}), (400, {}), (500, {"page": 3}), (450, {"summary_share": 0.0})):
        assert fit(v, limit, **kw) == fit(whole, limit, **kw)  # a smaller budget or another page is fine
    with pytest.raises(InvalidArgument, match="pruned by the server"):
        fit(v, 600)
    with pytest.raises(InvalidArgument):
        fit(v, ContextBudget(context_window=500, max_reply_tokens=0, safety_margin=0, tool_headroom=0,
                             message_overhead=5))
    with pytest.raises(InvalidArgument):
        fit(v, 500, placeholder_tokens=3)
    with pytest.raises(InvalidArgument):  # the text layout's unpaired entries: the server left some out
        fit(v, 500, keep_unpaired=True)
    assert isinstance(mem.context("mismatch", 500, "text"), str)  # the text layout reads the whole view


def test_missing_session_and_summaries_only(mem: AgentMemory) -> None:
    sel = mem.context("nobody", 1000, "selection")
    assert (sel.system, sel.anchor, sel.segments, sel.entries) == (None, None, [], [])
    build(mem, "sums", [("user", 10)] + [("assistant", 30)] * 14 + [("deliver", 0)])
    sel = mem.context("sums", 100_000, "selection")
    assert any(isinstance(s, MemorySummary) for s in sel.segments)


# ---------------------------------------------------------------- the function's contract


def fcall(m: AgentMemory, sid: str, *argv: Any) -> Any:
    keys = m.config.keys.budget_session(sid).as_list()
    return m.redis.fcall_ro("rollmem_budget_fit", len(keys), *keys, *argv)


@pytest.mark.parametrize("argv", [
    ("both", 100, 4, 24),
    ("include", 0, 4, 24),
    ("include", "lots", 4, 24),
    ("include", 100, -1, 24),
    ("include", 100, 4, 100_001),
    ("include", 100, 4, 24, 2),
    ("include", 100, 4),
])
def test_bad_arguments_are_refused(mem: AgentMemory, argv: tuple[Any, ...]) -> None:
    mem.setup()
    with pytest.raises(redis.ResponseError, match="RM_BADARG"):
        fcall(mem, "x", *argv)


def test_wrong_key_count_and_wrong_policy(mem: AgentMemory) -> None:
    mem.setup()
    keys = mem.config.keys.budget_session("x").as_list()
    with pytest.raises(redis.ResponseError, match=f"RM_BADKEY expected {len(keys)} keys"):
        mem.redis.fcall_ro("rollmem_budget_fit", len(keys) - 1, *keys[:-1], "include", 100, 4, 24)
    from rollmem_client import RollingMemory

    rm = RollingMemory(mem.redis, prefix=mem.config.prefix, buckets=4)
    rm.add_interaction("blocks-1", {"q": 1}, {"a": 1})
    with pytest.raises(WrongPolicy):
        mem.context("blocks-1", 1000)


def test_reply_layout_for_other_languages(mem: AgentMemory) -> None:
    """The documented reply: the context layout (ledger included), then four omitted counts."""
    mem.add_user_message("layout", "task", tokens=5, id="u", ts=TS)
    for i in range(8):
        mem.add_assistant_message("layout", f"m{i}", tokens=10, id=f"m{i}", ts=TS)
    # 8 entries of 14 (10 + overhead 4): a budget of 30 is passed by the newest 3, so the one before
    # them (U0) is the oldest returned
    r = fcall(mem, "layout", "include", 30, 4, 24)
    assert r[6] and r[8] == 0 and r[9] == 0  # anchor; no summaries; no pending segments
    assert r[10] == 4 and len(r) == 11 + 2 * 4 + 2 + 4
    assert r[-4:] == [4, 0, 4 * 14, 4]
    assert r[-6:-4] == [0, 0]  # an empty ledger
    v = mem.execute(budget.fitted_view, "layout", server_fit_request(30), "include")
    assert [e.id for e in v.entries] == ["m4", "m5", "m6", "m7"]
    r = fcall(mem, "layout", "include", 10_000, 4, 24, 0)  # everything fits: the whole view
    assert r[10] == 8 and r[-4:] == [0, 0, 0, 0]


def test_many_pending_entries_as_the_context_read_bounds_them(real_redis: redis.Redis, prefix: str) -> None:
    """Past 1,000 pending entries the context read turns older blocks into placeholders; so does the pruning."""
    m = make_memory(real_redis, prefix, max_entries=60, recent_window=5, min_entries_to_compress=50)
    m.ensure_groups()
    build(m, "backlog", [("user", 30)] + [("assistant", 40), ("calls", 2), ("results", 0), ("results", 0)] * 300)
    v = m.view("backlog")
    pending = [s for s in v.segments if not isinstance(s, MemorySummary)]
    assert any(s.entries for s in pending) and any(not s.entries for s in pending)  # the bound took effect
    for limit in (500, 5_000, 40_000, 400_000):
        for mode in ("include", "placeholder", "all"):
            p = {"budget": limit, "overhead": 4, "page": 8, "anchor_line_tokens": 32, "placeholder_tokens": 24}
            whole, served = both(m, "backlog", p, mode)
            assert whole == served, (limit, mode)


# ---------------------------------------------------------------- rollmem_budget_turn: append, then fit


def turn_argv(m: AgentMemory, sid: str, text: str, fit_argv: tuple[Any, ...], tokens: int = 5) -> list[Any]:
    """rollmem_budget_turn's keys and arguments: the append's, then the fit's."""
    entry = budget.make_entry(m.counter, "message", "assistant", text, tokens=tokens, id=f"t-{text}", ts=TS)
    add = budget.append_cmd(m.config, sid, entry)
    return [*add.args[1:], *fit_argv]


@pytest.mark.parametrize("fit_argv", [
    ("both", 100, 4, 24, 1),
    ("include", 0, 4, 24, 1),
    ("include", 100, 4, 100_001, 1),
    ("include", 100, 4, 24, 2),
    ("include", 100, 4, 24),  # all five are required here
    ("include", 100, 4, 24, 1, "extra"),
])
def test_turn_checks_the_read_arguments_before_it_appends(mem: AgentMemory, fit_argv: tuple[Any, ...]) -> None:
    from helpers import Unchanged

    mem.add_user_message("turn", "task", tokens=5, id="u", ts=TS)
    with Unchanged(mem, nonempty=True), pytest.raises(redis.ResponseError, match="RM_BADARG"):
        mem.redis.fcall("rollmem_budget_turn", *turn_argv(mem, "turn", "hi", fit_argv))


def test_turn_reply_is_the_append_then_the_fit(mem: AgentMemory) -> None:
    """One call gives what rollmem_budget_append then rollmem_budget_fit give, on a twin session."""
    for sid in ("one", "two"):
        mem.add_user_message(sid, "task", tokens=5, id="u", ts=TS)
        for i in range(6):
            mem.add_assistant_message(sid, f"m{i}", tokens=10, id=f"m{i}", ts=TS)
    fit_argv = ("include", 40, 4, 24, 1)
    got = mem.redis.fcall("rollmem_budget_turn", *turn_argv(mem, "one", "new", fit_argv))
    added = mem.redis.fcall("rollmem_budget_append", *turn_argv(mem, "two", "new", ()))
    read = fcall(mem, "two", *fit_argv)
    assert got[:8] == added and len(got) == 8 + len(read)
    request = server_fit_request(40)
    one, two = budget.decode_fitted("one", request, got[8:]), budget.decode_fitted("two", request, read)
    assert [(e.seq, e.id, e.content) for e in one.entries] == [(e.seq, e.id, e.content) for e in two.entries]
    assert one.entries[-1].content == "new" and one.server_fit == two.server_fit
    assert (one.anchor.content, one.last_seq) == (two.anchor.content, two.last_seq) == ("task", 8)
