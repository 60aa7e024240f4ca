"""fit(): what of a budget session's working set goes to the model (pure; no Redis).

Properties over random views check the invariants against a small independent model:
pins kept, total within budget, kept items a chronological suffix of the view minus
unpaired tool entries, tool groups whole. Then prefix stability, seed 004's
arithmetic, and the retry helper.
"""

from __future__ import annotations

import asyncio
import importlib
import itertools
import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rollmem_client.budget.fit import ANCHOR_PREFIX, ContextBudget, Selection, fit
from rollmem_client.budget.overflow import aretry_on_context_overflow, is_context_overflow, retry_on_context_overflow
from rollmem_client.budget.render import to_anthropic, to_gemini, to_openai, to_text
from rollmem_client.errors import ConfigError, ContextTooLarge, InvalidArgument, RollMemError
from rollmem_client.ledger import KIND_RANK, ledger_tokens
from rollmem_client.models import BudgetView, Entry, Fact, Ledger, MemorySummary, PendingSegment, Range, TimeRange

LINE_TOKENS = 32
PLACEHOLDER_TOKENS = 24
SHORT_ANCHOR_COST = LINE_TOKENS + 8  # the line's text plus "Original task: " and the ellipsis


# ---------------------------------------------------------------- builders


def ts(seq: int) -> str:
    return f"2025-03-01T{seq // 3600 % 24:02d}:{seq // 60 % 60:02d}:{seq % 60:02d}.000Z"


def msg(seq: int, role: str = "user", tokens: int = 10, content: Any = None, **kw: Any) -> Entry:
    return Entry(
        id=f"e{seq}",
        type=kw.pop("type", "message"),
        role=role,
        content=content if content is not None else f"{role} says {seq}",
        ts=ts(seq),
        tokens=tokens,
        seq=seq,
        **kw,
    )


def call(seq: int, cid: str, tokens: int = 10, name: str = "shell") -> Entry:
    return msg(
        seq,
        "assistant",
        tokens,
        "",
        type="tool_call",
        tool_call_id=cid,
        tool_name=name,
        arguments={"command": f"ls {seq}"},
    )


def result(seq: int, cid: str, tokens: int = 10, name: str = "shell", error: bool = False) -> Entry:
    return msg(
        seq, "system", tokens, f"output of {cid}", type="tool_result", tool_call_id=cid, tool_name=name, is_error=error
    )


def summary(start: int, end: int, tokens: int = 30) -> MemorySummary:
    return MemorySummary(
        id=f"s{start}-{end}",
        content=f"Entries {start} to {end} discussed things.",
        range=Range(start, end),
        original_entry_ids=[f"e{i}" for i in range(start, end + 1)],
        token_count=tokens,
        original_token_count=tokens * 4,
        compression_ratio=4.0,
        created_at=ts(end + 1),
        time_range=TimeRange(ts(start), ts(end)),
    )


def system_prompt(tokens: int = 50) -> Entry:
    return Entry(
        id="sys", type="system", role="system", content="You are a careful assistant.", ts=ts(0), tokens=tokens
    )


def anchor_entry(tokens: int = 20, words: int = 40) -> Entry:
    text = "Please " + " ".join(f"step{i}" for i in range(words))
    return Entry(id="anchor", type="message", role="user", content=text, ts=ts(0), tokens=tokens)


_tokens = st.one_of(st.integers(0, 60), st.integers(0, 3000), st.just(1_000_000))


@st.composite
def views(draw: st.DrawFn, tools: bool = True, tokens: st.SearchStrategy[int] = _tokens) -> BudgetView:
    """A random view: messages, tool calls answered late or never (unless ``tools`` is false),
    parallel calls, orphan results, files; the oldest part summarized, the next pending (with or
    without its entries), the rest recent; system prompt and anchor optional."""
    kinds = ["user", "assistant", "call", "call", "result", "result", "context", "orphan"]
    stream: list[Entry] = []
    open_ids: list[str] = []
    n = draw(st.integers(0, 35))
    for seq in range(1, n + 1):
        kind = draw(st.sampled_from(kinds if tools else [*kinds[:2], "context"]))
        tok = draw(tokens)
        if kind == "call":
            open_ids.append(f"c{seq}")
            stream.append(call(seq, f"c{seq}", tok))
        elif kind == "result" and open_ids:
            cid = open_ids.pop(draw(st.integers(0, len(open_ids) - 1)))
            stream.append(result(seq, cid, tok, error=draw(st.booleans())))
        elif kind == "orphan":
            stream.append(result(seq, f"gone{seq}", tok))
        elif kind == "context":
            stream.append(msg(seq, "system", tok, f"file body {seq}", type="context", source=f"src/f{seq}.py"))
        elif kind == "assistant" and draw(st.booleans()):
            parts = [{"text": "thinking", "thought": True}, {"text": f"answer {seq}"}]
            stream.append(msg(seq, "assistant", tok, parts, name="Adrien"))
        else:
            stream.append(msg(seq, "assistant" if kind == "assistant" else "user", tok))

    k1 = draw(st.integers(0, len(stream)))
    k2 = draw(st.integers(k1, len(stream)))
    segments: list[MemorySummary | PendingSegment] = []
    if k1:
        cuts = sorted(draw(st.sets(st.integers(1, k1 - 1), max_size=2))) if k1 > 1 else []
        bounds = [0, *cuts, k1]
        for a, b in itertools.pairwise(bounds):
            segments.append(summary(stream[a].seq, stream[b - 1].seq, draw(tokens)))
    if k2 > k1:
        pend = stream[k1:k2]
        rng = Range(pend[0].seq, pend[-1].seq)
        total = sum(e.tokens for e in pend)
        include = draw(st.booleans())
        segments.append(PendingSegment(rng, len(pend), total, pend if include else []))
    if draw(st.booleans()):
        segments.reverse()  # fit() must order segments by range itself

    anchor = None
    choice = draw(st.sampled_from(["none", "separate", "first-user"]))
    if choice == "separate":
        anchor = anchor_entry(draw(tokens), draw(st.integers(0, 200)))
    elif choice == "first-user":
        anchor = next((e for e in stream if e.type == "message" and e.role == "user"), None)
    system = system_prompt(draw(tokens)) if draw(st.booleans()) else None
    facts = [Fact(f"k{i}", f"v{i}", draw(st.sampled_from(sorted(KIND_RANK))), draw(st.integers(1, 50)),
                  draw(st.integers(1, 400))) for i in range(draw(st.integers(0, 6)))]
    ledger = Ledger(sorted(facts, key=lambda f: (f.seq, f.key)), [], sum(f.tokens for f in facts))
    return BudgetView("s1", system, anchor, segments, stream[k2:], stream[-1].seq if stream else 0, ledger)


budgets = st.one_of(
    st.integers(1, 25_000),
    st.builds(
        lambda w, r, m, t, o: ContextBudget(
            context_window=w + r + m + t, max_reply_tokens=r, safety_margin=m, tool_headroom=t, message_overhead=o
        ),
        st.integers(1, 25_000),
        st.integers(0, 5000),
        st.integers(0, 500),
        st.integers(0, 2000),
        st.integers(0, 8),
    ),
)


# ---------------------------------------------------------------- an independent model of the rules


def key(it: Entry | MemorySummary | PendingSegment) -> str:
    if isinstance(it, Entry):
        return it.id
    if isinstance(it, MemorySummary):
        return it.id
    return f"pending{it.range.start_index}"


def eligible(view: BudgetView) -> list[Entry | MemorySummary | PendingSegment]:
    """The view's droppable items in order, minus pinned duplicates and unpaired tool entries."""
    pinned = {e.id for e in (view.system, view.anchor) if e is not None}
    flat: list[Entry | MemorySummary | PendingSegment] = []
    for seg in sorted(view.segments, key=lambda s: s.range.start_index):
        if isinstance(seg, PendingSegment) and seg.entries:
            flat.extend(seg.entries)
        elif isinstance(seg, MemorySummary) or seg.count:
            flat.append(seg)
    flat.extend(view.entries)
    flat = [it for it in flat if not (isinstance(it, Entry) and it.id in pinned)]
    entries = [(i, it) for i, it in enumerate(flat) if isinstance(it, Entry)]

    def paired(i: int, e: Entry) -> bool:
        if e.type == "tool_call":
            return any(j > i and x.type == "tool_result" and x.tool_call_id == e.tool_call_id for j, x in entries)
        if e.type == "tool_result":
            return any(j < i and x.type == "tool_call" and x.tool_call_id == e.tool_call_id for j, x in entries)
        return True

    return [it for i, it in enumerate(flat) if not isinstance(it, Entry) or paired(i, it)]


def cost(it: Entry | MemorySummary | PendingSegment, overhead: int) -> int:
    if isinstance(it, Entry):
        return it.tokens + overhead
    if isinstance(it, MemorySummary):
        return it.token_count + overhead
    return PLACEHOLDER_TOKENS + overhead


def unit_starts(items: Sequence[Entry | MemorySummary | PendingSegment]) -> list[int]:
    """Positions no tool call is open across: where a cut may fall."""
    open_ids: set[str] = set()
    starts = []
    for i, it in enumerate(items):
        if not open_ids:
            starts.append(i)
        if isinstance(it, Entry) and it.type == "tool_call":
            open_ids.add(it.tool_call_id or "")
        elif isinstance(it, Entry) and it.type == "tool_result":
            open_ids.discard(it.tool_call_id or "")
    return starts


def newest_unit_start(items: Sequence[Entry | MemorySummary | PendingSegment]) -> int:
    """Start of the newest span that no tool call is open across."""
    open_ids: set[str] = set()
    start = 0
    for i, it in enumerate(items):
        if not open_ids:
            start = i
        if isinstance(it, Entry) and it.type == "tool_call":
            open_ids.add(it.tool_call_id or "")
        elif isinstance(it, Entry) and it.type == "tool_result":
            open_ids.discard(it.tool_call_id or "")
    return start


def reserved_summaries(model: Sequence[Entry | MemorySummary | PendingSegment], room: int, overhead: int,
                       share: float = 0.5) -> list[int]:
    """Positions of the newest summaries kept ahead of older raw turns (fit's rule, written again)."""
    newest = newest_unit_start(model)
    newest_cost = sum(cost(it, overhead) for it in model[newest:])
    summaries = [i for i, it in enumerate(model) if isinstance(it, MemorySummary)]
    if not summaries or summaries[-1] >= newest:
        return []
    out: list[int] = []
    total = 0
    for i in reversed(summaries):
        c = cost(model[i], overhead)
        if (total + c > int(room * share) and out) or total + c + newest_cost > room:
            break
        out.append(i)
        total += c
    return sorted(out)


def limits(budget: ContextBudget | int) -> tuple[int, int]:
    if isinstance(budget, ContextBudget):
        return budget.input_budget, budget.message_overhead
    return budget, 4


def check_pairs(items: Sequence[Entry | MemorySummary | PendingSegment]) -> None:
    calls = [it.tool_call_id for it in items if isinstance(it, Entry) and it.type == "tool_call"]
    results = [it.tool_call_id for it in items if isinstance(it, Entry) and it.type == "tool_result"]
    assert sorted(map(str, calls)) == sorted(map(str, results))
    seen: set[str | None] = set()
    for it in items:
        if isinstance(it, Entry) and it.type == "tool_call":
            seen.add(it.tool_call_id)
        if isinstance(it, Entry) and it.type == "tool_result":
            assert it.tool_call_id in seen, "a tool result before (or without) its call"


# ---------------------------------------------------------------- properties


@given(views(), budgets, st.sampled_from([1, 4, 8, 32]))
def test_fit_invariants(view: BudgetView, budget: ContextBudget | int, page: int) -> None:
    limit, overhead = limits(budget)
    system_cost = view.system.tokens + overhead if view.system else 0
    anchor_min = 0
    if view.anchor is not None:
        anchor_min = min(view.anchor.tokens, SHORT_ANCHOR_COST) + overhead
    try:
        sel = fit(view, budget, page=page)
    except ContextTooLarge:
        assert system_cost + anchor_min > limit
        return
    assert system_cost + anchor_min <= limit

    # pins
    assert sel.system == view.system
    assert (sel.anchor is None) == (view.anchor is None)
    if view.anchor is not None:
        assert sel.anchor is not None
        if sel.anchor_shrunk:
            assert isinstance(sel.anchor.content, str) and sel.anchor.content.startswith(ANCHOR_PREFIX)
            assert sel.anchor.content.endswith("…") and sel.anchor.tokens < view.anchor.tokens
        else:
            assert sel.anchor == view.anchor

    # the ledger: pinned whole, or without its least useful facts when it does not fit beside the newest unit
    full_ledger = ledger_tokens(view.ledger) + overhead if view.ledger.facts else 0
    ledger_cost = ledger_tokens(sel.ledger) + overhead if sel.ledger.facts else 0
    gone = [f for f in view.ledger.facts if f not in sel.ledger.facts]
    assert [f for f in view.ledger.facts if f in sel.ledger.facts] == sel.ledger.facts
    order = sorted(view.ledger.facts, key=lambda f: (KIND_RANK[f.kind], f.seq, f.key))
    assert gone == sorted(order[: len(gone)], key=lambda f: (f.seq, f.key))
    anchor_cost = sel.anchor.tokens + overhead if sel.anchor else 0
    if gone:
        newest_cost = sum(cost(it, overhead) for it in eligible(view)[newest_unit_start(eligible(view)):])
        assert system_cost + anchor_cost + full_ledger + newest_cost > limit

    # budget and accounting
    kept = sel.items()
    pins = system_cost + anchor_cost + ledger_cost
    assert sel.tokens == pins + sum(cost(it, overhead) for it in kept)
    assert sel.tokens <= limit == sel.budget

    # the newest summaries reserved, then a chronological suffix of the view, minus unpaired tool entries
    model = eligible(view)
    room = limit - pins
    newest = newest_unit_start(model)
    reserved = reserved_summaries(model, room, overhead)
    kept_keys = [key(it) for it in kept]
    starts = [*unit_starts(model), len(model)]
    cut = next(
        (c for c in starts if kept_keys == [key(model[i]) for i in reserved if i < c] + [key(it) for it in model[c:]]),
        None,
    )
    assert cut is not None, "kept is not the reserved summaries plus a suffix"
    kept_ix = {i for i in reserved if i < cut} | set(range(cut, len(model)))
    dropped = [it for i, it in enumerate(model) if i not in kept_ix]
    assert sel.dropped_tokens == sum(cost(it, overhead) for it in dropped)
    assert sel.dropped_entries == sum(isinstance(it, Entry) for it in dropped)
    assert sel.kept_entries == sum(isinstance(it, Entry) for it in kept)
    in_view = [e for s in view.segments if isinstance(s, PendingSegment) for e in s.entries] + view.entries
    pinned = {e.id for e in (view.system, view.anchor) if e}
    assert sorted(sel.unpaired) == sorted(
        e.id for e in in_view if e.id not in pinned and e.id not in {key(it) for it in model}
    )
    check_pairs(kept)

    # nothing dropped when everything fits; the newest unit kept whenever it fits
    if pins + sum(cost(it, overhead) for it in model) <= limit:
        assert not dropped
    if model and pins + sum(cost(it, overhead) for it in model[newest:]) <= limit:
        assert cut <= newest

    # cutting at a stable point never keeps less than half of what the tightest cut would
    paid = sum(cost(model[i], overhead) for i in reserved)

    def suffix_cost(i: int) -> int:
        return sum(cost(it, overhead) for j, it in enumerate(model[i:], i) if j not in reserved)

    best = max((c for c in (suffix_cost(i) for i in unit_starts(model)) if c <= room - paid), default=0)
    assert (sel.tokens - pins - paid) * 2 >= best

    # the anchor shrinks only when the whole one would push the newest unit out
    if sel.anchor_shrunk:
        assert view.anchor is not None
        newest_cost = sum(cost(it, overhead) for it in model[newest:])
        assert system_cost + view.anchor.tokens + overhead + newest_cost > limit

    # kept pending segments are consistent copies
    for seg in sel.segments:
        if isinstance(seg, PendingSegment) and seg.entries:
            assert seg.count == len(seg.entries) and seg.tokens == sum(e.tokens for e in seg.entries)


@given(views(), budgets)
def test_fit_is_deterministic(view: BudgetView, budget: ContextBudget | int) -> None:
    try:
        a, b = fit(view, budget), fit(view, budget)
    except ContextTooLarge:
        return
    assert a == b


@settings(max_examples=300)
@given(st.one_of(views(tools=False, tokens=st.integers(0, 3000)), views()), st.one_of(budgets, st.integers(25_000, 300_000)),
       st.booleans())
def test_whole_view_shortcut_selects_what_the_cut_search_selects(view: BudgetView, budget: ContextBudget | int,
                                                                  keep_unpaired: bool) -> None:
    """A view that fits whole and has no tool entry skips the atoms: the same Selection as without the shortcut."""
    from unittest import mock

    fit_module = importlib.import_module("rollmem_client.budget.fit")

    try:
        fast = fit(view, budget, keep_unpaired=keep_unpaired)
    except ContextTooLarge:
        return
    with mock.patch.object(fit_module, "_whole_view", return_value=None) as skipped:
        slow = fit(view, budget, keep_unpaired=keep_unpaired)
    assert skipped.called
    assert fast == slow


def test_whole_view_shortcut_is_taken_for_a_chat_that_fits() -> None:
    fit_module = importlib.import_module("rollmem_client.budget.fit")

    view = BudgetView("s1", system_prompt(), None, [summary(1, 4)], [msg(5), msg(6, "assistant")], 6)
    assert fit_module._whole_view(view, set(), 4, 20, 10_000, 54) == fit(view, 10_000)
    assert fit_module._whole_view(view, set(), 4, 20, 100, 54) is None  # does not fit: the cut search decides
    tools = BudgetView("s1", None, None, [], [call(1, "c1"), result(2, "c1")], 2)
    assert fit_module._whole_view(tools, set(), 4, 20, 10_000, 0) is None


def test_unanswered_and_orphan_tool_entries_are_left_out() -> None:
    entries = [
        msg(1),
        call(2, "a"),
        call(3, "b"),  # never answered
        result(4, "a"),
        result(5, "zzz"),  # its call is gone
        msg(6),
        call(7, "c"),  # in flight: the agent asked for context before the result
    ]
    sel = fit(BudgetView("s", None, None, [], entries, 7), 10_000)
    assert [e.id for e in sel.entries] == ["e1", "e2", "e4", "e6"]
    assert sorted(sel.unpaired) == ["e3", "e5", "e7"]


def test_parallel_calls_travel_together() -> None:
    entries = [msg(1), call(2, "a"), call(3, "b"), result(4, "a"), result(5, "b"), msg(6)]
    view = BudgetView("s", None, None, [], entries, 6)
    # room for the last message and three of the four tool entries: the whole group must go
    sel = fit(view, 4 * 14 - 1, page=1)
    assert [e.id for e in sel.entries] == ["e6"]
    sel = fit(view, 5 * 14, page=1)
    assert [e.id for e in sel.entries] == ["e2", "e3", "e4", "e5", "e6"]


def test_system_prompt_alone_too_large_raises() -> None:
    view = BudgetView("s", system_prompt(5000), None, [], [msg(1)], 1)
    with pytest.raises(ContextTooLarge) as err:
        fit(view, 4000)
    assert isinstance(err.value, RollMemError)
    assert "4000" in str(err.value)


def test_anchor_shrinks_rather_than_push_out_the_newest_turn() -> None:
    anchor = anchor_entry(tokens=900, words=600)
    view = BudgetView("s", system_prompt(100), anchor, [], [msg(1, tokens=300), msg(2, "assistant", tokens=300)], 2)
    whole = fit(view, 2000)
    assert not whole.anchor_shrunk and whole.anchor == anchor and len(whole.entries) == 2
    tight = fit(view, 1200)  # 104 + 904 + 304 > 1200: the anchor gives way
    assert tight.anchor_shrunk and tight.anchor is not None
    text = tight.anchor.text
    assert text.startswith("Original task: Please step0 step1") and text.endswith("…")
    assert len(text.split()) < 60 and [e.id for e in tight.entries] == ["e1", "e2"]
    # the short line is still there when nothing else fits
    assert fit(view, 150).anchor is not None
    with pytest.raises(ContextTooLarge):
        fit(view, 100)


def test_anchor_found_among_entries_is_rendered_once() -> None:
    first = msg(1, content="Build me a parser")
    view = BudgetView("s", None, first, [], [first, msg(2, "assistant")], 2)
    sel = fit(view, 1000)
    assert sel.anchor == first and [e.id for e in sel.entries] == ["e2"]
    assert [m["content"] for m in to_openai(sel)] == ["Build me a parser", "assistant says 2"]


def test_segments_go_oldest_first_and_pending_segments_trim_from_the_front() -> None:
    pend = [msg(7), msg(8, "assistant"), msg(9)]
    view = BudgetView(
        "s",
        None,
        None,
        [summary(1, 3, 100), summary(4, 6, 100), PendingSegment(Range(7, 9), 3, 30, pend)],
        [msg(10, "assistant"), msg(11)],
        11,
    )
    everything = fit(view, 10_000)
    assert [key(i) for i in everything.items()] == ["s1-3", "s4-6", "e7", "e8", "e9", "e10", "e11"]
    sel = fit(view, 104 + 5 * 14, page=1)
    assert [key(i) for i in sel.items()] == ["s4-6", "e7", "e8", "e9", "e10", "e11"]
    assert sel.dropped_segments == 1 and sel.dropped_tokens == 104
    sel = fit(view, 4 * 14, page=1)
    assert [key(i) for i in sel.items()] == ["e8", "e9", "e10", "e11"]
    (seg,) = sel.segments
    assert isinstance(seg, PendingSegment) and seg.count == 2 and seg.range == Range(8, 9)


def test_placeholder_segment_costs_a_fixed_line() -> None:
    view = BudgetView("s", None, None, [PendingSegment(Range(1, 40), 40, 90_000)], [msg(41)], 41)
    sel = fit(view, 100)
    assert sel.tokens == (24 + 4) + 14 and len(sel.segments) == 1


def test_bad_arguments() -> None:
    view = BudgetView("s", None, None, [], [], 0)
    for bad in (0, -5, True, 2.5, "100"):
        with pytest.raises(InvalidArgument):
            fit(view, bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        fit(view, 100, page=0)
    assert fit(view, 100).tokens == 0


# ---------------------------------------------------------------- budgets (seed 004)


def test_seed_004_input_budget() -> None:
    b = ContextBudget(context_window=200_000, max_reply_tokens=4096, safety_margin=2048, tool_headroom=8192)
    assert b.input_budget == 185_664
    assert ContextBudget(context_window=200_000).input_budget == 185_664  # the defaults are seed 004's


@pytest.mark.parametrize(
    "kwargs",
    [
        {"context_window": 8000},  # 8000 - 4096 - 2048 - 8192 < 0
        {"context_window": 10_000, "max_reply_tokens": 10_000, "safety_margin": 0, "tool_headroom": 0},
        {"context_window": 0},
        {"context_window": 100_000, "max_reply_tokens": -1},
        {"context_window": "200k"},
        {"context_window": 100_000, "message_overhead": True},
    ],
)
def test_nonsense_budgets_are_refused(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        ContextBudget(**kwargs)


def test_budget_scaled_keeps_the_window() -> None:
    b = ContextBudget(context_window=200_000).scaled(0.9)
    assert b.input_budget == 167_097 and b.context_window == 200_000 and b.safety_margin == 2048 + 18_567


# ---------------------------------------------------------------- prompt-cache stability


def _grow(rng: random.Random, seq: int) -> list[Entry]:
    """One step of an agent conversation: a message, or a tool round (sometimes parallel)."""
    r = rng.random()
    if r < 0.45:
        return [msg(seq, rng.choice(["user", "assistant"]), rng.randint(20, 120))]
    if r < 0.8:
        return [call(seq, f"c{seq}", 30), result(seq + 1, f"c{seq}", rng.randint(50, 400))]
    return [
        call(seq, f"c{seq}", 30),
        call(seq + 1, f"d{seq}", 30),
        result(seq + 2, f"d{seq}", 80),
        result(seq + 3, f"c{seq}", 200),
    ]


def _run(page: int, steps: int = 150) -> list[tuple[str, Selection]]:
    rng = random.Random(7)
    entries: list[Entry] = [msg(1, tokens=40)]
    turns = []
    for _ in range(steps):
        entries += _grow(rng, entries[-1].seq + 1)
        view = BudgetView(
            "s", system_prompt(200), anchor_entry(60), [summary(-50, 0, 300)], list(entries), entries[-1].seq
        )
        sel = fit(view, 3000, page=page, summary_share=0)  # the suffix's own cut (summaries not reserved)
        turns.append((key(sel.items()[0]), sel))
    return turns


def _prefix_ok(before: list[Any], after: list[Any]) -> bool:
    """``before`` is a prefix of ``after``, except that its last message may have grown in place:
    an assistant turn that later tool calls joined, or a same-role turn merged with the next."""
    if len(before) > len(after) or before[:-1] != after[: len(before) - 1]:
        return False
    a, b = before[-1], after[len(before) - 1]
    if a.keys() - b.keys():
        return False
    return all(
        v == b[k] or (isinstance(v, list) and isinstance(b[k], list) and b[k][: len(v)] == v) for k, v in a.items()
    )


def _moves(turns: list[tuple[str, Selection]]) -> int:
    return sum(a[0] != b[0] for a, b in itertools.pairwise(turns))


def test_cut_moves_in_pages_and_the_rendered_prefix_holds() -> None:
    turns = _run(page=8)
    assert turns[0][0] == "s-50-0" and turns[-1][0] != turns[0][0], "the scenario must overflow the budget"
    moves, exact_moves = _moves(turns), _moves(_run(page=1))
    # The cut advances a page (8 sequence numbers, about 4 turns here) at a time, not every turn.
    assert moves * 2 <= exact_moves and moves * 3 <= len(turns), (moves, exact_moves)
    held = 0
    for (k0, s0), (k1, s1) in itertools.pairwise(turns):
        if k0 != k1:
            continue
        held += 1
        assert to_text(s1).startswith(to_text(s0))  # byte prefix
        for render in (to_openai, lambda s: to_anthropic(s)["messages"], lambda s: to_gemini(s)["contents"]):
            assert _prefix_ok(render(s0), render(s1))
        assert to_anthropic(s0).get("system") == to_anthropic(s1).get("system")
    assert held >= len(turns) * 2 // 3


# ---------------------------------------------------------------- retry on context overflow


class FakeAPIError(Exception):
    def __init__(self, message: str, code: str | None = None) -> None:
        super().__init__(message)
        self.code = code


OVERFLOWS = [
    FakeAPIError("Error code: 400 - {'error': {'code': 'context_length_exceeded'}}"),
    FakeAPIError("This model's maximum context length is 128000 tokens. However, you requested 130512 tokens."),
    FakeAPIError("Error code: 400 - prompt is too long: 208310 tokens > 200000 maximum"),
    FakeAPIError("input length and `max_tokens` exceed context limit: 197000 + 8192 > 200000"),
    FakeAPIError("The input token count (1100000) exceeds the maximum number of tokens allowed (1048576)."),
    FakeAPIError("bad request", code="context_length_exceeded"),
]


@pytest.mark.parametrize("exc", OVERFLOWS)
def test_overflow_messages_are_recognised(exc: Exception) -> None:
    assert is_context_overflow(exc)


def test_other_errors_are_not_overflows() -> None:
    assert not is_context_overflow(FakeAPIError("rate limit exceeded, retry in 20s"))
    assert not is_context_overflow(ContextTooLarge("the system prompt exceeds the input budget: too many tokens"))
    try:
        try:
            raise FakeAPIError("prompt is too long: 1 > 0")
        except FakeAPIError as inner:
            raise RuntimeError("model call failed") from inner
    except RuntimeError as wrapped:
        assert is_context_overflow(wrapped)  # the cause is read too


def _flaky(fail_times: int, exc: Exception) -> tuple[Callable[[Any], str], list[Any]]:
    seen: list[Any] = []

    def call(budget: Any) -> str:
        seen.append(budget)
        if len(seen) <= fail_times:
            raise exc
        return f"ok at {budget}"

    return call, seen


def test_retry_steps_the_budget_down() -> None:
    fn, seen = _flaky(2, OVERFLOWS[0])
    assert retry_on_context_overflow(fn, 10_000) == "ok at 8100"
    assert seen == [10_000, 9000, 8100]


def test_retry_gives_up_after_steps() -> None:
    fn, seen = _flaky(99, OVERFLOWS[2])
    with pytest.raises(FakeAPIError):
        retry_on_context_overflow(fn, 1000, steps=2, factor=0.5)
    assert seen == [1000, 500, 250]


def test_retry_passes_other_errors_through_at_once() -> None:
    fn, seen = _flaky(99, ValueError("boom"))
    with pytest.raises(ValueError, match="boom"):
        retry_on_context_overflow(fn, 1000)
    assert seen == [1000]


def test_retry_with_a_context_budget_and_a_custom_predicate() -> None:
    fn, seen = _flaky(1, KeyError("custom"))
    b = ContextBudget(context_window=200_000)
    retry_on_context_overflow(fn, b, is_overflow=lambda e: isinstance(e, KeyError))
    assert [x.input_budget for x in seen] == [185_664, 167_097]


def test_retry_refuses_bad_settings() -> None:
    with pytest.raises(InvalidArgument):
        retry_on_context_overflow(lambda b: b, 100, factor=1.0)
    with pytest.raises(InvalidArgument):
        retry_on_context_overflow(lambda b: b, 100, steps=-1)


def test_retry_end_to_end_with_fit() -> None:
    entries = [msg(i, tokens=100) for i in range(1, 41)]
    view = BudgetView("s", system_prompt(), None, [], entries, 40)
    provider_limit = 3000  # the provider counts more than rollmem does

    def call(budget: int) -> int:
        sel = fit(view, budget)
        if sel.tokens * 1.15 > provider_limit:
            raise FakeAPIError("prompt is too long")
        return sel.tokens

    assert retry_on_context_overflow(call, 3000) * 1.15 <= provider_limit


def test_async_retry() -> None:
    seen: list[int] = []

    async def call(budget: int) -> int:
        seen.append(budget)
        await asyncio.sleep(0)
        if len(seen) < 3:
            raise FakeAPIError("maximum context length is 8192 tokens")
        return budget

    assert asyncio.run(aretry_on_context_overflow(call, 1000)) == 810
    assert seen == [1000, 900, 810]

    async def boom(budget: int) -> int:
        raise FakeAPIError("too many tokens")

    with pytest.raises(FakeAPIError):
        asyncio.run(aretry_on_context_overflow(boom, 1000, steps=1))
