"""Rendering a Selection for OpenAI, Anthropic, Gemini (seed 003) and plain text (seed 001).

Each format is checked against the rules its API documents: tool results right after
the calls they answer, ids matching, roles alternating where required, the system
prompt where the API wants it. Random views (test_fit's strategy) go through every
renderer with the same checks, and every renderer is byte-deterministic.
"""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st
from provider_types import (
    strip_metadata,
    validate_anthropic,
    validate_gemini,
    validate_openai,
    validate_openai_responses,
)
from test_fit import budgets, call, msg, result, summary, system_prompt, ts, views

from rollmem_client.budget import rules
from rollmem_client.budget.fit import ContextBudget, Selection, fit
from rollmem_client.budget.render import (
    epoch_ms,
    render,
    to_anthropic,
    to_gemini,
    to_openai,
    to_openai_responses,
    to_text,
)
from rollmem_client.budget.rules import check_openai as check_openai_rules
from rollmem_client.errors import ContextTooLarge, InvalidArgument
from rollmem_client.models import BudgetView, Entry, MemorySummary, PendingSegment, Range

# ---------------------------------------------------------------- validators (what the APIs require)


def check_openai(messages: list[dict[str, Any]]) -> None:
    assert check_openai_rules(messages) == []
    validate_openai(messages)


def check_anthropic(payload: dict[str, Any]) -> None:
    assert rules.check_anthropic(payload) == []
    validate_anthropic(payload)


def check_gemini(payload: dict[str, Any], metadata: bool = True) -> None:
    assert rules.check_gemini(payload, metadata=metadata) == []
    bare = strip_metadata(payload)
    assert rules.check_gemini(bare) == []
    validate_gemini(bare)


def check_all(sel: Selection) -> None:
    """Every format of ``sel`` obeys its API's rules and types; metadata never changes Gemini's turns."""
    check_openai(to_openai(sel))
    responses = to_openai_responses(sel)
    assert rules.check_openai_responses(responses) == []
    validate_openai_responses(responses)
    check_anthropic(to_anthropic(sel))
    check_anthropic(to_anthropic(sel, cache_control=True))
    check_gemini(to_gemini(sel))
    assert strip_metadata(to_gemini(sel)) == to_gemini(sel, metadata=False)


def dump(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode()


# ---------------------------------------------------------------- a conversation with everything


def conversation(*, pending_entries: bool = True, anchor_text: str = "Build a CSV parser in Rust") -> Selection:
    anchor = Entry(id="anchor", type="message", role="user", content=anchor_text, ts=ts(1), tokens=8, seq=1)
    pending = [msg(7, "user", 12, "also handle quotes"), msg(8, "assistant", 12, "Noted.")]
    entries = [
        msg(10, "user", 10, "Read the spec file please"),
        msg(
            11, "assistant", 20, [{"text": "I should read it", "thought": True}, {"text": "Reading it."}], name="Adrien"
        ),
        call(12, "call_a", name="read_file"),
        result(13, "call_a", name="read_file"),
        msg(14, "system", 40, "fn parse() {}", type="context", source="src/lib.rs"),
        call(15, "call_b", name="grep"),
        call(16, "call_c", name="ls"),
        result(17, "call_b", name="grep"),
        msg(18, "user", 5, "(meanwhile) thanks"),  # arrived between the two results
        result(19, "call_c", name="ls", error=True),
        msg(20, "assistant", 10, "Both done.", name="Bad Name!"),
    ]
    segments: list[MemorySummary | PendingSegment] = [
        summary(2, 4, 30),
        summary(5, 6, 20),
        PendingSegment(Range(7, 8), 2, 24, pending if pending_entries else []),
    ]
    view = BudgetView("s1", system_prompt(30), anchor, segments, entries, 20)
    return fit(view, ContextBudget(context_window=200_000))


def test_openai_shape() -> None:
    out = to_openai(conversation())
    check_openai(out)
    assert out[0] == {"role": "system", "content": "You are a careful assistant."}
    assert out[1] == {"role": "user", "content": "Build a CSV parser in Rust"}
    assert out[2] == {
        "role": "system",
        "content": "Summary of earlier conversation (entries 2-4):\nEntries 2 to 4 discussed things.",
    }
    assert out[4]["content"] == "also handle quotes"  # pending entries rendered in place
    reading = next(m for m in out if m.get("content") == "Reading it.")
    assert reading["name"] == "Adrien" and reading["tool_calls"][0]["function"] == {
        "name": "read_file",
        "arguments": '{"command":"ls 12"}',
    }
    parallel = next(m for m in out if m.get("tool_calls") and len(m["tool_calls"]) == 2)
    assert parallel["content"] is None and [c["id"] for c in parallel["tool_calls"]] == ["call_b", "call_c"]
    i = out.index(parallel)
    assert [m.get("tool_call_id") for m in out[i + 1 : i + 3]] == ["call_b", "call_c"]
    assert out[i + 2]["content"].startswith("Error: ")
    assert out[i + 3] == {"role": "user", "content": "(meanwhile) thanks"}  # moved after the results
    assert {"role": "user", "content": "Context from src/lib.rs:\nfn parse() {}"} in out
    assert out[-1] == {"role": "assistant", "content": "Both done."}  # an invalid name is left out
    assert "I should read it" not in dump(out).decode()


def test_anthropic_shape() -> None:
    out = to_anthropic(conversation())
    check_anthropic(out)
    assert [b["text"].split("\n")[0] for b in out["system"]] == [
        "You are a careful assistant.",
        "Summary of earlier conversation (entries 2-4):",
        "Summary of earlier conversation (entries 5-6):",
    ]
    messages = out["messages"]
    assert messages[0]["content"][0] == {"type": "text", "text": "Build a CSV parser in Rust"}
    uses = [b for m in messages for b in m["content"] if b["type"] == "tool_use"]
    assert [u["id"] for u in uses] == ["call_a", "call_b", "call_c"]
    assert uses[0]["input"] == {"command": "ls 12"} and uses[0]["name"] == "read_file"
    results = [b for m in messages for b in m["content"] if b["type"] == "tool_result"]
    assert results[-1] == {
        "type": "tool_result",
        "tool_use_id": "call_c",
        "content": "output of call_c",
        "is_error": True,
    }
    assert "is_error" not in results[0]
    assert "I should read it" not in dump(out).decode() and "Adrien" not in dump(out).decode()


def test_anthropic_starts_with_a_user_turn() -> None:
    view = BudgetView("s", None, None, [], [msg(1, "assistant", 5, "Hello, how can I help?"), msg(2, "user", 5)], 2)
    out = to_anthropic(fit(view, 1000), continue_text="(continued)")
    check_anthropic(out)
    assert "system" not in out
    assert out["messages"][0] == {"role": "user", "content": [{"type": "text", "text": "(continued)"}]}


def test_gemini_shape() -> None:
    sel = conversation()
    out = to_gemini(sel)
    check_gemini(out)
    assert out["systemInstruction"] == {"parts": [{"text": "You are a careful assistant."}]}
    contents = out["contents"]
    xaiver = [m for m in contents if m.get("name") == "Xaiver"]
    assert xaiver == [{  # consecutive summaries: one message of the memory manager, a part each
        "role": "model",
        "name": "Xaiver",
        "parts": [{"text": "Entries 2 to 4 discussed things."}, {"text": "Entries 5 to 6 discussed things."}],
        "timestamp": epoch_ms(ts(6)),  # the last summarized message's time
    }]
    assert epoch_ms(ts(6)) == 1740787206000
    i = contents.index(xaiver[0])
    assert contents[i - 1]["parts"] == [{"text": "Build a CSV parser in Rust"}] and contents[i + 1]["role"] == "user"
    adrien = next(m for m in contents if m.get("name") == "Adrien")
    assert adrien["role"] == "model" and adrien["timestamp"] == epoch_ms(ts(11))
    assert adrien["parts"][:2] == [{"text": "I should read it", "thought": True}, {"text": "Reading it."}]
    assert adrien["parts"][2] == {"functionCall": {"id": "call_a", "name": "read_file", "args": {"command": "ls 12"}}}
    replies = next(m for m in contents if len(m["parts"]) == 2 and "functionResponse" in m["parts"][0])
    assert replies["parts"][1]["functionResponse"] == {
        "id": "call_c",
        "name": "ls",
        "response": {"error": "output of call_c"},
    }
    bare = to_gemini(sel, metadata=False)
    check_gemini(bare, metadata=False)
    assert all(set(m) == {"role", "parts"} for m in bare["contents"])


def test_text_layout() -> None:
    text = to_text(conversation())
    assert text.startswith("=== System ===\nYou are a careful assistant.\n\n=== Task ===\nBuild a CSV parser in Rust\n")
    earlier = text.split("=== Previous Conversation Summaries ===\n")[1].split("\n\n=== Recent")[0]
    assert earlier.split("\n\n") == [
        "[2025-03-01 00:00 - 2025-03-01 00:00]\nEntries 2 to 4 discussed things.",
        "[2025-03-01 00:00 - 2025-03-01 00:00]\nEntries 5 to 6 discussed things.",
    ]
    recent = text.split("=== Recent Conversation ===\n")[1].splitlines()
    assert recent[:2] == ["User: also handle quotes", "Assistant: Noted."]  # pending: still verbatim, in order
    assert recent[2:6] == [
        "User: Read the spec file please",
        "Assistant: Reading it.",
        'Tool call: read_file({"command":"ls 12"})',
        "Tool result (read_file): output of call_a",
    ]
    assert "Tool error (ls): output of call_c" in recent and "Context from src/lib.rs:" in recent
    assert recent[-1] == "Assistant: Both done." and text.endswith("\n")


def test_placeholder_mode_and_custom_text() -> None:
    sel = conversation(pending_entries=False)
    default = "[2 earlier messages (24 tokens) are being summarized]"
    assert {"role": "system", "content": default} in to_openai(sel)
    assert {"type": "text", "text": default} in to_anthropic(sel)["system"]
    xaiver = next(m for m in to_gemini(sel)["contents"] if m.get("name") == "Xaiver")
    assert xaiver["parts"][-1] == {"text": default}
    assert default in to_text(sel).splitlines()
    custom = "({count} messages from {start} to {end} pending)"
    assert {"role": "system", "content": "(2 messages from 7 to 8 pending)"} in to_openai(sel, placeholder=custom)
    assert "(2 messages from 7 to 8 pending)" in to_text(sel, placeholder=custom)
    with pytest.raises(InvalidArgument):
        to_openai(sel, placeholder="{nope}")


def test_shrunk_anchor_is_rendered_as_its_line() -> None:
    long_task = "Refactor " + " ".join(f"module{i}" for i in range(500))
    anchor = Entry(id="a", type="message", role="user", content=long_task, ts=ts(0), tokens=1500)
    view = BudgetView("s", None, anchor, [], [msg(1, "user", 500), msg(2, "assistant", 500)], 2)
    sel = fit(view, 1200)
    assert sel.anchor_shrunk
    assert to_openai(sel)[0]["content"].startswith("Original task: Refactor module0 module1")
    assert to_anthropic(sel)["messages"][0]["content"][0]["text"].endswith("…")


def test_renderers_are_deterministic() -> None:
    for pending_entries in (True, False):
        a, b = conversation(pending_entries=pending_entries), conversation(pending_entries=pending_entries)
        assert dump(to_openai(a)) == dump(to_openai(b)) == dump(to_openai(a))
        assert dump(to_anthropic(a)) == dump(to_anthropic(b)) == dump(to_anthropic(a))
        assert dump(to_gemini(a)) == dump(to_gemini(b)) == dump(to_gemini(a))
        assert to_text(a) == to_text(b)


def test_epoch_ms() -> None:
    assert epoch_ms("1970-01-01T00:00:01Z") == 1000
    assert epoch_ms("2025-10-29T13:13:27.868+00:00") == 1761743607868  # seed 003's example timestamp
    assert epoch_ms("1761743607868") == 1761743607868
    assert epoch_ms("yesterday") is None


# ---------------------------------------------------------------- every format, random views


@given(views(), budgets)
def test_random_views_render_valid_input(view: BudgetView, budget: ContextBudget | int) -> None:
    try:
        sel = fit(view, budget)
    except ContextTooLarge:
        return
    check_all(sel)
    assert dump(to_openai(sel)) == dump(to_openai(fit(view, budget)))
    assert dump(to_anthropic(sel)) == dump(to_anthropic(fit(view, budget)))
    assert dump(to_gemini(sel)) == dump(to_gemini(fit(view, budget)))
    to_text(sel)


class _Message(Entry, frozen=True, rename="camel", omit_defaults=True):
    """An entry the renderers' plain-message shortcut does not recognise (it tests the exact class)."""


_texts = st.one_of(
    st.sampled_from(["", "hi", "Ciao, Zoë"]),
    st.lists(st.fixed_dictionaries({"text": st.sampled_from(["", "a", "b c"])},
                                   optional={"thought": st.booleans()}), max_size=3),
)


@given(st.lists(st.tuples(st.sampled_from(["user", "assistant", "system"]), _texts,
                          st.sampled_from([None, "", "bob_1", "not ok!", "x" * 65])), max_size=12), views())
def test_plain_messages_render_as_the_general_rule_does(messages: list[Any], view: BudgetView) -> None:
    """OpenAI's renderers take a shortcut for plain messages, the bulk of a chat: it gives what the
    general branch gives (role, text without thoughts, a valid name, no empty message)."""
    extra = [msg(1000 + i, role, content=content, name=name) for i, (role, content, name) in enumerate(messages)]
    view = msgspec.structs.replace(view, entries=[*view.entries, *extra])
    try:
        sel = fit(view, 10**9)
    except ContextTooLarge:
        return

    def general(e: Any) -> Any:
        return _Message(**msgspec.structs.asdict(e)) if type(e) is Entry else e

    slow = msgspec.structs.replace(
        sel, entries=[general(e) for e in sel.entries],
        segments=[msgspec.structs.replace(s, entries=[general(e) for e in s.entries])
                  if isinstance(s, PendingSegment) else s for s in sel.segments])
    assert to_openai(sel) == to_openai(slow)
    assert to_openai_responses(sel) == to_openai_responses(slow)
    assert len(to_openai(sel)) >= sum(1 for e in extra if e.text)


def test_thinking_opens_an_assistant_turn_merged_from_several_messages() -> None:
    thinking = {"type": "thinking", "thinking": "search first", "signature": "EqQB"}
    entries = [
        msg(2, "assistant", 5, "Let me look."),
        msg(3, "assistant", 5, [thinking, {"type": "text", "text": "Searching."}]),
        call(4, "call_a"),
        result(5, "call_a"),
    ]
    view = BudgetView("s", None, msg(1, "user", 5, "find it"), [], entries, 5)
    out = to_anthropic(fit(view, 10_000))
    check_anthropic(out)
    assert out["messages"][1]["content"][0] == thinking
    assert [b["type"] for b in out["messages"][1]["content"]] == ["thinking", "text", "text", "tool_use"]
    assert rules.check_anthropic({"messages": [out["messages"][0], {**out["messages"][1], "content": [
        {"type": "text", "text": "Let me look."}, thinking, out["messages"][1]["content"][-1]]}, out["messages"][2]]})


def test_gemini_signature_fallback_fills_only_missing_signatures() -> None:
    view = BudgetView("s", None, msg(1, "user", 5, "go"), [], [call(2, "a"), call(3, "b"), result(4, "a"),
                                                               result(5, "b")], 5)
    out = to_gemini(fit(view, 10_000), metadata=False, signature_fallback="skip_thought_signature_validator")
    check_gemini(out, metadata=False)
    parts = out["contents"][1]["parts"]
    assert parts[0]["thoughtSignature"] == "skip_thought_signature_validator" and "thoughtSignature" not in parts[1]
    assert "thoughtSignature" not in json.dumps(to_gemini(fit(view, 10_000)))


def test_bad_formats_and_options_are_invalid_arguments() -> None:
    sel = conversation()
    for fmt, options in (("openai", {"cache_control": True}), ("anthropic", {"cache_control": "yes"}),
                         ("gemini", {"metadata": "no"}), ("text", {"placeholder": 3}), ("nope", {}),
                         ("selection", {"metadata": False})):
        with pytest.raises(InvalidArgument):
            render(sel, fmt, **options)
