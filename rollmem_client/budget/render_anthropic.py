"""Anthropic Messages API input: ``{"system": [text blocks], "messages": [...]}``.

Pure and deterministic. The rules it keeps (``rules.check_anthropic`` tests
them): the system prompt, the fact ledger, summaries and placeholders are system
blocks, never messages; roles alternate and the first message is the user's;
each assistant turn's ``tool_use`` blocks are answered by ``tool_result``
blocks opening the very next user turn; no empty or whitespace-only text; ids
match ``[A-Za-z0-9_-]+``; thinking blocks go back with their signature, in the
order the model produced them, so a tool loop with extended thinking can go on.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

from ..models import Entry, MemorySummary, PendingSegment
from .fit import Selection
from .render_base import (
    CONTINUE_TEXT,
    PLACEHOLDER,
    SUMMARY_HEADER,
    arguments,
    chat_role,
    context_text,
    part_kind,
    placeholder_text,
    prepare,
    summary_text,
)

__all__ = ["anthropic_id", "to_anthropic"]

_ID = re.compile(r"[A-Za-z0-9_-]{1,256}")
_THINKING = ("thinking", "redacted_thinking")
Block = dict[str, Any]


def anthropic_id(call_id: str) -> str:
    """A tool call id as Anthropic accepts it (``[A-Za-z0-9_-]+``).

    Valid ids are kept; others (rollmem allows ``.:@``) get the offending characters
    replaced and a hash of the original appended, so distinct ids stay distinct.
    """
    if _ID.fullmatch(call_id):
        return call_id
    digest = hashlib.sha1(call_id.encode()).hexdigest()[:10]
    return f"{re.sub(r'[^A-Za-z0-9_-]', '_', call_id)[:200]}_{digest}"


def to_anthropic(
    selection: Selection,
    *,
    placeholder: str = PLACEHOLDER,
    summary_header: str = SUMMARY_HEADER,
    continue_text: str = CONTINUE_TEXT,
    cache_control: bool | dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Messages API input: ``{"system": [text blocks], "messages": [...]}`` (``system`` left out when empty).

    Tool calls are ``tool_use`` blocks of assistant turns; results are ``tool_result``
    blocks of the next user turn, placed before any text in it. Consecutive same-role turns
    are merged so roles alternate; if the first turn would be the assistant's, a user turn
    saying ``continue_text`` goes first. An assistant message's ``thinking`` parts (with a
    ``signature``) and ``redacted_thinking`` parts are passed back as blocks, in order (an
    assistant turn with thinking opens with it, as the API requires before tool_use);
    other thought parts (Gemini's) and names are left out, as the API has no place for them.

    ``cache_control`` (``True`` for ``{"type": "ephemeral"}``, or the dict to use) marks up to
    three prompt-cache breakpoints: the last system block (system prompt, fact ledger and
    summaries), the task anchor, and the last block of the last message, so each turn reads
    the previous turn's prefix from the cache and pays only for what is new.

    Raises:
        InvalidArgument: A template with unknown fields, or an unpaired tool entry in a
            hand-made selection.
    """
    prep = prepare(selection)
    system = [text for text, _ in prep.head]
    turns: list[tuple[str, list[Block]]] = []
    anchor_block: Block | None = None

    def add(role: str, block: Block) -> None:
        if block["type"] == "text" and not block["text"].strip():
            return  # the API rejects empty and whitespace-only text blocks
        if turns and turns[-1][0] == role:
            turns[-1][1].append(block)
        else:
            turns.append((role, [block]))

    for it in prep.items:
        if isinstance(it, MemorySummary):
            system.append(summary_text(it, summary_header))
        elif isinstance(it, PendingSegment):
            system.append(placeholder_text(it, placeholder))
        elif it.type == "tool_call":
            cid = anthropic_id(it.tool_call_id or "")
            add("assistant", {"type": "tool_use", "id": cid, "name": prep.tool_name(it), "input": arguments(it)})
        elif it.type == "tool_result":
            block: Block = {"type": "tool_result", "tool_use_id": anthropic_id(it.tool_call_id or "")}
            if it.text:
                block["content"] = it.text
            if it.is_error:
                block["is_error"] = True
            add("user", block)
        elif it.type == "context":
            add("user", {"type": "text", "text": context_text(it)})
        elif chat_role(it) == "system":
            system.append(it.text)
        else:
            role = "assistant" if it.role == "assistant" else "user"
            for b in _blocks(it, role):
                add(role, b)
                if it is selection.anchor:
                    anchor_block = b

    if turns and turns[0][0] != "user":
        turns.insert(0, ("user", [{"type": "text", "text": continue_text}]))
    messages: list[dict[str, Any]] = [
        {"role": role, "content": _results_first(blocks) if role == "user" else _thinking_first(blocks)}
        for role, blocks in turns
    ]
    _no_trailing_space(messages)
    result: dict[str, Any] = {}
    system_blocks = [{"type": "text", "text": t} for t in system if t.strip()]
    if system_blocks:
        result["system"] = system_blocks
    result["messages"] = messages
    if cache_control:
        marker = {"type": "ephemeral"} if cache_control is True else dict(cache_control)
        _mark(system_blocks, marker)
        if anchor_block is not None:
            anchor_block["cache_control"] = dict(marker)
        if messages:
            _mark(messages[-1]["content"], marker)
    return result


def _blocks(e: Entry, role: str) -> list[Block]:
    if isinstance(e.content, str):
        return [{"type": "text", "text": e.content}]
    out: list[Block] = []
    for p in e.content:
        kind = part_kind(p)
        if kind == "text":
            out.append({"type": "text", "text": p["text"]})
        elif role != "assistant":
            continue
        elif kind == "anthropic_thinking" and _strings(p, "thinking", "signature"):
            out.append({"type": "thinking", "thinking": p["thinking"], "signature": p["signature"]})
        elif kind == "anthropic_redacted" and _strings(p, "data"):
            out.append({"type": "redacted_thinking", "data": p["data"]})
    return out


def _strings(p: dict[str, Any], *keys: str) -> bool:
    return all(isinstance(p.get(k), str) and p[k] for k in keys)


def _results_first(blocks: list[Block]) -> list[Block]:
    """A user turn answering tool calls must open with its tool_result blocks."""
    return [b for b in blocks if b["type"] == "tool_result"] + [b for b in blocks if b["type"] != "tool_result"]


def _thinking_first(blocks: list[Block]) -> list[Block]:
    """An assistant turn with thinking opens with it: the thinking before its first tool_use moves to the front.

    One stored message holds a response in the model's order already; this only matters when
    an assistant turn was merged from several messages. Thinking after a tool_use (interleaved
    thinking) stays where it is.
    """
    if not blocks or blocks[0]["type"] in _THINKING:
        return blocks
    first_use = next((i for i, b in enumerate(blocks) if b["type"] == "tool_use"), len(blocks))
    head = blocks[:first_use]
    lead = [b for b in head if b["type"] in _THINKING]
    if not lead:
        return blocks
    return lead + [b for b in head if b["type"] not in _THINKING] + blocks[first_use:]


def _no_trailing_space(messages: list[dict[str, Any]]) -> None:
    """The API refuses a final assistant turn whose text ends in whitespace (it would be a prefill)."""
    if not messages or messages[-1]["role"] != "assistant":
        return
    last = messages[-1]["content"][-1]
    if last["type"] == "text":
        last["text"] = last["text"].rstrip()  # not empty: add() refused whitespace-only text


def _mark(blocks: list[Block], marker: dict[str, Any]) -> None:
    """Put ``cache_control`` on the last block that may carry one (thinking blocks may not)."""
    for b in reversed(blocks):
        if b["type"] not in _THINKING:
            b["cache_control"] = dict(marker)
            return
