"""Every rendered context obeys its provider's rules, in random agent loops through the public SDK.

The rule checkers (``rollmem_client.budget.rules``) are first shown to fail on
known-bad requests, one per rule. Then hypothesis drives agent loops through
``AgentMemory``: messages with Gemini or Anthropic thinking parts, batches of
parallel tool calls answered in any order (some failing, a user message
sometimes arriving before the results), calls never answered, context files,
compressions, and summaries (and merges) written back at random points by the
write-back functions, or by the real summarizer daemon. After every step the
context is rendered in every format on a random, often tight budget, and checked
against the rules and the providers' own SDK request types; the text layout must
be within the budget as the session's counter counts the whole string.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest
import redis
from helpers import drain, drop_keys
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from provider_types import (
    strip_metadata,
    validate_anthropic,
    validate_gemini,
    validate_openai,
    validate_openai_responses,
)
from test_budget import deliver, make_memory, read_jobs

from rollmem_client.budget import AgentMemory, ContextBudget, rules
from rollmem_client.errors import ContextTooLarge

# ---------------------------------------------------------------- the checkers fail on known-bad input

GOOD_OPENAI: list[dict[str, Any]] = [
    {"role": "system", "content": "Be brief."},
    {"role": "user", "content": "List files"},
    {"role": "assistant", "content": None, "tool_calls": [
        {"id": "a", "type": "function", "function": {"name": "ls", "arguments": "{}"}},
        {"id": "b", "type": "function", "function": {"name": "pwd", "arguments": "{}"}},
    ]},
    {"role": "tool", "tool_call_id": "b", "content": "/home"},
    {"role": "tool", "tool_call_id": "a", "content": "x.txt"},
    {"role": "assistant", "content": "Done."},
]


def _edit(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    out = copy.deepcopy(value)
    target = out
    for k in path[:-1]:
        target = target[k]
    if new is _DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = new
    return out


_DELETE = object()

BAD_OPENAI = {
    "a result before its call's message ends": [*GOOD_OPENAI[:3], GOOD_OPENAI[5], *GOOD_OPENAI[3:5]],
    "a call never answered": GOOD_OPENAI[:4],
    "an orphan tool message": [GOOD_OPENAI[1], GOOD_OPENAI[3]],
    "empty user content": _edit(GOOD_OPENAI, (1, "content"), ""),
    "assistant without content or calls": _edit(GOOD_OPENAI, (5, "content"), None),
    "arguments not an object": _edit(GOOD_OPENAI, (2, "tool_calls", 0, "function", "arguments"), "[1]"),
    "duplicate call ids": _edit(GOOD_OPENAI, (2, "tool_calls", 1, "id"), "a"),
    "a name with spaces": _edit(GOOD_OPENAI, (1, "name"), "Bad Name"),
}


def test_openai_checker() -> None:
    assert rules.check_openai(GOOD_OPENAI) == []
    validate_openai(GOOD_OPENAI)
    for why, bad in BAD_OPENAI.items():
        assert rules.check_openai(bad), why


GOOD_RESPONSES: list[dict[str, Any]] = [
    {"type": "message", "role": "user", "content": "List files"},
    {"type": "function_call", "call_id": "a", "name": "ls", "arguments": "{}"},
    {"type": "function_call_output", "call_id": "a", "output": "x.txt"},
]


def test_openai_responses_checker() -> None:
    assert rules.check_openai_responses(GOOD_RESPONSES) == []
    validate_openai_responses(GOOD_RESPONSES)
    for bad in (GOOD_RESPONSES[:2], [GOOD_RESPONSES[0], GOOD_RESPONSES[2]], [*GOOD_RESPONSES, GOOD_RESPONSES[1]],
                _edit(GOOD_RESPONSES, (0, "content"), "")):
        assert rules.check_openai_responses(bad)


GOOD_ANTHROPIC: dict[str, Any] = {
    "system": [{"type": "text", "text": "Be brief."}],
    "messages": [
        {"role": "user", "content": [{"type": "text", "text": "List files"}]},
        {"role": "assistant", "content": [
            {"type": "thinking", "thinking": "ls it", "signature": "sig"},
            {"type": "tool_use", "id": "a", "name": "ls", "input": {}},
        ]},
        {"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": "a", "content": "x.txt"}, {"type": "text", "text": "thanks"},
        ]},
        {"role": "assistant", "content": [{"type": "text", "text": "Done."}]},
    ],
}

BAD_ANTHROPIC = {
    "assistant first": _edit(GOOD_ANTHROPIC, ("messages",), GOOD_ANTHROPIC["messages"][1:]),
    "two user turns": _edit(GOOD_ANTHROPIC, ("messages", 3, "role"), "user"),
    "result not first": _edit(GOOD_ANTHROPIC, ("messages", 2, "content"), GOOD_ANTHROPIC["messages"][2]["content"][::-1]),
    "unanswered tool_use": _edit(GOOD_ANTHROPIC, ("messages",), GOOD_ANTHROPIC["messages"][:2]),
    "whitespace text": _edit(GOOD_ANTHROPIC, ("messages", 3, "content", 0, "text"), "  \n"),
    "thinking without signature": _edit(GOOD_ANTHROPIC, ("messages", 1, "content", 0, "signature"), ""),
    "id with a dot": _edit(_edit(GOOD_ANTHROPIC, ("messages", 1, "content", 1, "id"), "a.1"),
                           ("messages", 2, "content", 0, "tool_use_id"), "a.1"),
    "system role in messages": _edit(GOOD_ANTHROPIC, ("messages", 0, "role"), "system"),
    "trailing space at the end": _edit(GOOD_ANTHROPIC, ("messages", 3, "content", 0, "text"), "Done. "),
    "empty system block": _edit(GOOD_ANTHROPIC, ("system", 0, "text"), ""),
    "cache_control on thinking": _edit(GOOD_ANTHROPIC, ("messages", 1, "content", 0, "cache_control"),
                                       {"type": "ephemeral"}),
}


def test_anthropic_checker() -> None:
    assert rules.check_anthropic(GOOD_ANTHROPIC) == []
    validate_anthropic(GOOD_ANTHROPIC)
    for why, bad in BAD_ANTHROPIC.items():
        assert rules.check_anthropic(bad), why


GOOD_GEMINI: dict[str, Any] = {
    "systemInstruction": {"parts": [{"text": "Be brief."}]},
    "contents": [
        {"role": "user", "parts": [{"text": "List files"}]},
        {"role": "model", "parts": [{"text": "hmm", "thought": True},
                                    {"functionCall": {"id": "a", "name": "ls", "args": {}}, "thoughtSignature": "c2ln"}]},
        {"role": "user", "parts": [{"functionResponse": {"id": "a", "name": "ls", "response": {"output": "x"}}}]},
        {"role": "model", "parts": [{"text": "Done."}]},
    ],
}
_XAIVER = {"role": "model", "parts": [{"text": "summary"}]}

BAD_GEMINI = {
    "model first": _edit(GOOD_GEMINI, ("contents",), GOOD_GEMINI["contents"][1:]),
    "a call turn after a model turn (issue 9)": _edit(
        GOOD_GEMINI, ("contents",), [GOOD_GEMINI["contents"][0], _XAIVER, *GOOD_GEMINI["contents"][1:]]),
    "a response named 'tool' (issue 9)": _edit(GOOD_GEMINI, ("contents", 2, "parts", 0, "functionResponse", "name"),
                                               "tool"),
    "an unanswered call": _edit(GOOD_GEMINI, ("contents",), GOOD_GEMINI["contents"][:2]),
    "a response without a call": _edit(GOOD_GEMINI, ("contents",), [GOOD_GEMINI["contents"][0],
                                                                     GOOD_GEMINI["contents"][2]]),
    "an empty text part": _edit(GOOD_GEMINI, ("contents", 3, "parts", 0, "text"), ""),
    "a turn without parts": _edit(GOOD_GEMINI, ("contents", 3, "parts"), []),
    "seed 003's name in the public API": _edit(GOOD_GEMINI, ("contents", 3, "name"), "Adrien"),
    "two user turns in a row": _edit(GOOD_GEMINI, ("contents",), [GOOD_GEMINI["contents"][0], *GOOD_GEMINI["contents"]]),
    "user text in the response turn": _edit(GOOD_GEMINI, ("contents", 2, "parts"),
                                            [*GOOD_GEMINI["contents"][2]["parts"], {"text": "thanks"}]),
}


def test_gemini_checker() -> None:
    assert rules.check_gemini(GOOD_GEMINI) == []
    validate_gemini(GOOD_GEMINI)
    for why, bad in BAD_GEMINI.items():
        assert rules.check_gemini(bad), why
    assert rules.check_gemini(BAD_GEMINI["seed 003's name in the public API"], metadata=True) == []


# ---------------------------------------------------------------- random agent loops

# A recent window of 8 keeps a whole batch of parallel calls (at most 7 entries here) out of compression:
# an open call pushed out of the window is abandoned by the library today (issue 11 changes that).
SETTINGS = {"max_tokens": 1500, "max_entries": 16, "recent_window": 8, "min_entries_to_compress": 3,
            "max_summaries": 2, "summary_cap": "merge"}
WORDS = "alpha beta gamma delta parser Tokyo 42 flight hotel CSV quote: {} [] résumé 東京 naïve".split()

_size = st.one_of(st.integers(1, 12), st.integers(1, 120), st.just(600))
actions = st.one_of(
    st.tuples(st.just("user"), _size),
    st.tuples(st.just("assistant"), _size, st.sampled_from(["plain", "gemini", "anthropic"])),
    st.tuples(st.just("tools"), st.integers(1, 3), st.randoms(use_true_random=False), st.booleans(),
              st.booleans(), _size),
    st.tuples(st.just("dangling"), _size),
    st.tuples(st.just("context"), _size),
    st.tuples(st.just("land"), st.randoms(use_true_random=False)),
    st.tuples(st.just("compress"),),
)
budgets = st.one_of(
    st.integers(60, 4000),
    st.builds(lambda n, o: ContextBudget(context_window=n + 500, max_reply_tokens=300, safety_margin=100,
                                         tool_headroom=100, message_overhead=o), st.integers(50, 4000), st.integers(0, 6)),
)


def _text(n: int, seed: int) -> str:
    return " ".join(WORDS[(seed * 7 + i * 3) % len(WORDS)] for i in range(n))


class Loop:
    """One agent's session, driven one action at a time."""

    def __init__(self, memory: AgentMemory, sid: str) -> None:
        self.m, self.sid, self.seq, self.dangling = memory, sid, 0, 0

    def step(self, action: tuple[Any, ...]) -> None:
        self.seq += 1
        m, sid, kind, n = self.m, self.sid, action[0], self.seq
        if kind == "user":
            m.add_user_message(sid, _text(action[1], n))
        elif kind == "assistant":
            text = _text(action[1], n)
            if action[2] == "gemini":
                m.add_assistant_message(sid, [{"text": "thinking " + text, "thought": True},
                                              {"text": text, "thoughtSignature": "c2lnbmF0dXJl"}], name="Adrien")
            elif action[2] == "anthropic":
                m.add_assistant_message(sid, [{"type": "thinking", "thinking": "hmm " + text, "signature": "EqQB"},
                                              {"type": "text", "text": text}])
            else:
                m.add_assistant_message(sid, text)
        elif kind == "tools":
            _, count, rng, interleave, signed, size = action
            meta = {"thoughtSignature": "c2ln"} if signed else {}
            calls = [m.add_tool_call(sid, f"tool_{i}", {"q": _text(3, n + i)}, call_id=f"c{n}.{i}", metadata=meta)
                     for i in range(count)]
            if interleave:
                m.add_user_message(sid, "(meanwhile) " + _text(2, n))
            order = list(range(count))
            rng.shuffle(order)
            for i in order:
                m.add_tool_result(sid, calls[i].entry.tool_call_id or "", _text(size, n + i), is_error=rng.random() < 0.3)
        elif kind == "dangling":
            self.dangling += 1
            m.add_tool_call(sid, "never_answers", {"n": n})
            m.add_assistant_message(sid, _text(action[1], n))
        elif kind == "context":
            m.add_context(sid, _text(action[1], n), f"src/file_{n}.py")
        elif kind == "land":
            rng = action[1]
            for job in read_jobs(m, sid):
                if rng.random() < 0.7:
                    deliver(m, job, sid=sid)
        else:
            m.compress(sid)


def check_every_format(m: AgentMemory, sid: str, budget: ContextBudget | int, pending: str) -> None:
    limit = budget.input_budget if isinstance(budget, ContextBudget) else budget
    try:
        text = m.context(sid, budget, "text", pending=pending)
    except ContextTooLarge:
        return  # the pins alone exceed a tight budget: refused loudly, never overrun
    assert m.counter.count(text) <= limit, "the text layout is over the budget"
    chat = m.context(sid, budget, "openai", pending=pending)
    assert rules.check_openai(chat) == [], chat
    validate_openai(chat)
    items = m.context(sid, budget, "openai_responses", pending=pending)
    assert rules.check_openai_responses(items) == [], items
    validate_openai_responses(items)
    for cache in (None, True):
        req = m.context(sid, budget, "anthropic", pending=pending, cache_control=cache)
        assert rules.check_anthropic(req) == [], req
        validate_anthropic(req)
    seed003 = m.context(sid, budget, "gemini", pending=pending)
    assert rules.check_gemini(seed003, metadata=True) == [], seed003
    public = m.context(sid, budget, "gemini", pending=pending, metadata=False)
    assert public == strip_metadata(seed003)
    assert rules.check_gemini(public) == [], public
    validate_gemini(public)
    for content in public["contents"]:
        for p in content["parts"]:
            if "functionResponse" in p:
                assert p["functionResponse"]["name"] != "tool"
    if pending == "include":  # every stored entry is kept, dropped for the budget, or reported unpaired
        sel = m.context(sid, budget, "selection", pending=pending)
        stored = [e for e in m.export_session(sid).entries if e.type != "system" and e.seq != _anchor_seq(m, sid)]
        assert sel.kept_entries + sel.dropped_entries + len(sel.unpaired) == len(stored)


def _anchor_seq(m: AgentMemory, sid: str) -> int:
    anchor = m.view(sid).anchor
    return anchor.seq if anchor is not None else -1


@pytest.fixture
def loop_memory(fake_redis: redis.Redis, prefix: str) -> AgentMemory:
    m = make_memory(fake_redis, prefix, **SETTINGS)
    m.ensure_groups()
    return m  # type: ignore[no-any-return]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                  HealthCheck.too_slow])
@given(steps=st.lists(actions, min_size=1, max_size=30), budget_list=st.lists(budgets, min_size=1, max_size=4),
       pending=st.sampled_from(["include", "placeholder"]), system=st.booleans(), anchor=st.booleans())
def test_random_agent_loops_render_valid_requests(
    loop_memory: AgentMemory, steps: list[tuple[Any, ...]], budget_list: list[ContextBudget | int], pending: str,
    system: bool, anchor: bool,
) -> None:
    m = loop_memory
    sid = f"loop-{abs(hash((tuple(map(repr, steps)), pending))) % 10**9}"
    m.clear_session(sid)
    if system:
        m.set_system_prompt(sid, "You are a careful agent. " + _text(20, 0))
    if anchor:
        m.add_user_message(sid, "Fix the parser: " + _text(30, 1))
    loop = Loop(m, sid)
    for i, action in enumerate(steps):
        loop.step(action)
        check_every_format(m, sid, budget_list[i % len(budget_list)], pending)
    # with no budget nothing is left out but calls that can never be answered
    sel = m.context(sid, None, "selection", pending="include")
    assert len(sel.unpaired) <= loop.dangling
    assert sel.dropped_entries == 0


def test_agent_loop_with_the_real_daemon_writing_summaries_back(real_redis: redis.Redis, prefix: str) -> None:
    m = make_memory(real_redis, prefix, **SETTINGS)
    m.ensure_groups()
    sid = "daemon-loop"
    m.set_system_prompt(sid, "You are a careful agent.")
    m.add_user_message(sid, "Plan a trip to Tokyo and book it")
    loop = Loop(m, sid)
    import random

    rng = random.Random(9)
    try:
        for n in range(60):
            kind = rng.choice(["user", "assistant", "tools", "tools", "context"])
            if kind == "tools":
                loop.step(("tools", rng.randint(1, 3), random.Random(n), rng.random() < 0.3, n % 2 == 0,
                           rng.randint(1, 80)))
            elif kind == "assistant":
                loop.step(("assistant", rng.randint(1, 60), rng.choice(["plain", "gemini", "anthropic"])))
            else:
                loop.step((kind, rng.randint(1, 60)))
            if n % 10 == 9:
                drain(m)  # the real daemon: summaries land between turns
            for budget in (300, 900, ContextBudget(context_window=4000, max_reply_tokens=500, safety_margin=100,
                                                   tool_headroom=200)):
                check_every_format(m, sid, budget, "include")
        assert m.get_stats(sid).summaries_written > 0
    finally:
        drop_keys(real_redis, prefix)


def test_the_summarizer_reads_tool_entries_as_stored(loop_memory: AgentMemory) -> None:
    """Job entries carry the stored camelCase JSON: the tool's name and its failure reach the summary."""
    from rollmem_client.summarize import entry_turns

    m, sid = loop_memory, "summarize-tools"
    m.add_user_message(sid, "Find a flight")
    call = m.add_tool_call(sid, "search_flights", {"to": "HND"})
    m.add_tool_result(sid, call.entry.tool_call_id or "", "rate limited", is_error=True)
    for i in range(10):
        m.add_assistant_message(sid, f"retrying {i}")
    assert m.compress(sid).queued
    (job,) = read_jobs(m, sid)
    turns = [t for e in job.entries for t in entry_turns(e)]
    assert ("AI", "Called search_flights(to=HND).") in turns and ("Tool error", "rate limited") in turns
