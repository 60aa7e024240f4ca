"""A prompt-cache-stable prefix, proved on an agent loop through ``AgentMemory``.

Turn after turn the rendered request must only grow at its end (its last message
may grow in place: an assistant turn gaining its tool calls), byte for byte, in
every format, until a summary lands or the cut moves to the next page boundary.
The pinned prefix (system prompt, the fact ledger, the task anchor, the summaries) stays byte-identical whenever the
summaries did not change. With ``cache_control``, every Anthropic breakpoint of
one turn marks a prefix that the next turn repeats exactly, so each turn reads
the previous turn's prefix from the cache and pays only for what is new.
"""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

import msgspec
import pytest
import redis
from test_budget import deliver, make_memory, read_jobs
from test_fit import _prefix_ok

from rollmem_client.budget import AgentMemory, Selection, fit
from rollmem_client.budget.render import render
from rollmem_client.models import Entry, Fact, Ledger, MemorySummary, PendingSegment

SID = "cache-run"
FACTS = Ledger(facts=[Fact("flight date", "2026-01-09", "date", 3, 6), Fact("traveller", "Ann", "person", 2, 4)],
               tokens=10)
FORMATS = ("openai", "openai_responses", "anthropic", "gemini", "text")


def agent_run(m: AgentMemory, turns: int, budget: int) -> list[Selection]:
    """One selection per turn of a seeded agent loop; summaries land now and then, late."""
    rng = random.Random(5)
    m.set_system_prompt(SID, "You are a travel agent. Be precise.")
    m.add_user_message(SID, "Plan and book Ann's trip to Tokyo, flights and hotel, within 2,000 EUR.")
    out = []
    for n in range(turns):
        m.add_user_message(SID, f"Step {n}: " + " ".join(rng.choice(["check", "fare", "seat", "hotel"]) for _ in range(12)))
        if rng.random() < 0.6:
            call = m.add_tool_call(SID, "search", {"q": f"query {n}"})
            m.add_tool_result(SID, call.entry.tool_call_id or "", "result " * rng.randint(5, 60))
        m.add_assistant_message(SID, f"Done with step {n}.")
        if n % 7 == 6:
            for job in read_jobs(m, SID):
                deliver(m, job, sid=SID)
        view = msgspec.structs.replace(m.view(SID), ledger=FACTS)
        out.append(fit(view, budget))
    return out


def summaries(sel: Selection) -> list[str]:
    return [s.id for s in sel.segments if isinstance(s, MemorySummary)]


def first_kept(sel: Selection) -> str:
    """Where the cut is: the first kept item after the summaries (the fitter reserves the newest summaries)."""
    for it in sel.items():
        if isinstance(it, Entry):
            return it.id
        if isinstance(it, PendingSegment):
            return f"pending{it.range.start_index}"
    return ""


def grows(fmt: str, before: Any, after: Any) -> bool:
    """``after`` repeats ``before`` and only adds at the end (its last message may grow in place)."""
    if fmt == "text":
        return bool(after.startswith(before))
    if fmt == "anthropic":
        return before.get("system") == after.get("system") and _prefix_ok(before["messages"], after["messages"])
    if fmt == "gemini":
        return before.get("systemInstruction") == after.get("systemInstruction") and _prefix_ok(
            before["contents"], after["contents"])
    return _prefix_ok(before, after)


def pinned(fmt: str, sel: Selection) -> str:
    """The bytes of the pinned prefix: system prompt, memory, anchor, summaries (and what sits between)."""
    out = render(sel, fmt)
    if fmt == "text":
        return str(out.split("=== Recent Conversation ===")[0])
    if fmt == "anthropic":
        return json.dumps([out.get("system"), out["messages"][0]["content"][0]])
    if fmt == "gemini":
        contents = out["contents"]
        last = max((i for i, c in enumerate(contents) if c.get("name") == "Xaiver"), default=-1)
        # without summaries, the anchor's own part (its turn may also hold the next user message)
        head = contents[: last + 1] if last >= 0 else [contents[0]["parts"][0]]
        return json.dumps([out.get("systemInstruction"), head])
    # openai, openai_responses: up to the last summary message, else up to the anchor
    marks = [i for i, msg in enumerate(out) if str(msg.get("content", "")).startswith("Summary of earlier")]
    return json.dumps(out[: (marks[-1] if marks else 2) + 1])


@pytest.fixture
def run(any_redis: redis.Redis, prefix: str) -> list[Selection]:
    m = make_memory(any_redis, prefix, max_entries=60, recent_window=6, max_tokens=100_000)
    m.ensure_groups()
    return agent_run(m, 60, 900)


def test_the_prefix_holds_until_a_summary_lands_or_the_cut_moves(run: list[Selection]) -> None:
    held = landed = moved = 0
    for s0, s1 in itertools.pairwise(run):
        if summaries(s0) != summaries(s1):
            landed += 1
            continue
        for fmt in FORMATS:
            assert pinned(fmt, s0) == pinned(fmt, s1), fmt  # summaries unchanged: the pinned prefix is too
        if first_kept(s0) != first_kept(s1):
            moved += 1
            continue
        held += 1
        for fmt in FORMATS:
            assert grows(fmt, render(s0, fmt), render(s1, fmt)), fmt
    # the run must exercise all three cases, and mostly hold
    assert landed >= 3 and moved >= 3 and held >= len(run) // 2, (landed, moved, held)
    assert any(isinstance(s, PendingSegment) for sel in run for s in sel.segments)


def _flat(request: dict[str, Any]) -> list[str]:
    """An Anthropic request as the ordered blocks the cache hashes (cache_control markers removed)."""
    blocks = [("system", b) for b in request.get("system", [])]
    blocks += [(m["role"], b) for m in request["messages"] for b in m["content"]]
    return [json.dumps([role, {k: v for k, v in b.items() if k != "cache_control"}]) for role, b in blocks]


def _breakpoints(request: dict[str, Any]) -> list[int]:
    blocks = list(request.get("system", [])) + [b for m in request["messages"] for b in m["content"]]
    return [i for i, b in enumerate(blocks) if "cache_control" in b]


def test_anthropic_breakpoints_mark_what_the_next_turn_repeats(run: list[Selection]) -> None:
    checked = 0
    for s0, s1 in itertools.pairwise(run):
        r0, r1 = render(s0, "anthropic", cache_control=True), render(s1, "anthropic", cache_control=True)
        assert len(_breakpoints(r0)) == 3 and r0["system"][-1]["cache_control"] == {"type": "ephemeral"}
        assert "cache_control" in r0["messages"][0]["content"][0]  # the task anchor
        if summaries(s0) != summaries(s1) or first_kept(s0) != first_kept(s1):
            continue
        f0, f1 = _flat(r0), _flat(r1)
        for i in _breakpoints(r0):
            assert f0[: i + 1] == f1[: i + 1]  # the cache written at i is read by the next turn
        checked += 1
    assert checked >= len(run) // 2
    hour = render(run[0], "anthropic", cache_control={"type": "ephemeral", "ttl": "1h"})
    assert hour["system"][-1]["cache_control"] == {"type": "ephemeral", "ttl": "1h"}
