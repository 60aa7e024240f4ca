"""Gemini ``generateContent`` input in seed 003's shape: ``{"systemInstruction", "contents"}``.

Pure and deterministic. The rules it keeps (``rules.check_gemini`` tests them):
user and model turns alternate, the first being the user's; a function-call
turn is answered by the very next turn, one ``functionResponse`` per
``functionCall``, each named after its call, and nothing else in that turn; no
turn and no part is empty; thought parts and ``thoughtSignature`` go back as
the model gave them.

Seed 003's summaries are ``model`` messages named "Xaiver" (consecutive ones
are one message with a part per summary). Where the assistant speaks right
after them, a short user turn (``continue_text``) comes in between: the
assistant's turn may gain function calls later, and a function-call turn must
follow a user turn. Consecutive turns of one speaker are one turn (the first
one's name and timestamp). The same turns come out with and without
``metadata``, so seed 003's shape with ``name`` and ``timestamp`` removed is
exactly the public API's ``Content`` list.
"""

from __future__ import annotations

import itertools
from typing import Any

from ..models import Entry, MemorySummary, PendingSegment
from .fit import Selection
from .render_base import (
    CONTINUE_TEXT,
    GEMINI_PART_KEYS,
    PLACEHOLDER,
    SUMMARY_SPEAKER,
    arguments,
    chat_role,
    context_text,
    epoch_ms,
    part_kind,
    placeholder_text,
    prepare,
)

__all__ = ["RESULTS_TEXT", "to_gemini"]

RESULTS_TEXT = "(Tool results received.)"
"""The model turn put between function responses and user text that follows them (Gemini only)."""

Part = dict[str, Any]


class _Turn:
    __slots__ = ("name", "parts", "role", "summary", "ts")

    def __init__(self, role: str, parts: list[Part], name: str | None, ts: int | None, summary: bool = False) -> None:
        self.role, self.parts, self.name, self.ts, self.summary = role, parts, name, ts, summary

    @property
    def responses(self) -> bool:
        return any("functionResponse" in p for p in self.parts)


def to_gemini(
    selection: Selection,
    *,
    placeholder: str = PLACEHOLDER,
    summary_speaker: str = SUMMARY_SPEAKER,
    continue_text: str = CONTINUE_TEXT,
    results_text: str = RESULTS_TEXT,
    metadata: bool = True,
    signature_fallback: str | None = None,
) -> dict[str, Any]:
    """``{"systemInstruction": {"parts": [...]}, "contents": [...]}`` in seed 003's shape.

    Roles are ``user`` and ``model``. Each message carries ``name`` (when known) and
    ``timestamp`` (epoch ms) as in seed 003. A summary is a ``model`` message named
    ``summary_speaker`` whose timestamp is the end of the time it covers, followed by a
    user turn saying ``continue_text`` when the assistant speaks next. User text right
    after function responses gets a model turn saying ``results_text`` before it. Tool calls are
    ``functionCall`` parts of a model message (joined to the assistant text before them,
    with the call's ``thoughtSignature`` from its metadata), results ``functionResponse``
    parts (``{"output": ...}`` or ``{"error": ...}``, named after their call) of one user
    message per batch of calls. A message's parts are kept as stored when they are Gemini
    parts (``thought`` flags and signatures included); Anthropic thinking blocks are left
    out, other parts with text become text parts. The system prompt and the fact ledger are
    ``systemInstruction`` parts.

    ``metadata=False`` leaves ``name`` and ``timestamp`` out: the public Gemini API's
    ``Content`` has only ``role`` and ``parts``.

    ``signature_fallback``: Gemini 3 refuses a history whose function-call turn has no
    ``thoughtSignature`` on its first call (calls written by another model, or stored
    without one); Google documents a placeholder value to send instead. Given, it goes on
    the first call of each such turn; stored signatures are never replaced.

    Raises:
        InvalidArgument: A template with unknown fields, or an unpaired tool entry in a
            hand-made selection.
    """
    prep = prepare(selection)
    system_parts = [{"text": text} for text, _ in prep.head if text]
    turns: list[_Turn] = []
    for it in prep.items:
        if isinstance(it, MemorySummary):
            turns.append(_Turn("model", [{"text": it.content}], summary_speaker, epoch_ms(it.time_range.end), True))
        elif isinstance(it, PendingSegment):
            turns.append(_Turn("model", [{"text": placeholder_text(it, placeholder)}], summary_speaker, None, True))
        elif it.type == "tool_call":
            call: Part = {"id": it.tool_call_id, "name": prep.tool_name(it), "args": arguments(it)}
            part: Part = {"functionCall": call}
            signature = it.metadata.get("thoughtSignature")
            if isinstance(signature, str) and signature:
                part["thoughtSignature"] = signature
            turns.append(_Turn("model", [part], it.name, epoch_ms(it.ts)))
        elif it.type == "tool_result":
            response = {"error": it.text} if it.is_error else {"output": it.text}
            reply: Part = {"functionResponse": {"id": it.tool_call_id, "name": prep.tool_name(it), "response": response}}
            if turns and any("functionResponse" in p for p in turns[-1].parts):
                turns[-1].parts.append(reply)  # one turn answers the whole batch of calls
            else:
                turns.append(_Turn("user", [reply], None, epoch_ms(it.ts)))
        elif it.type == "context":
            turns.append(_Turn("user", [{"text": context_text(it)}], it.name, epoch_ms(it.ts)))
        elif chat_role(it) == "system":
            if it.text:
                system_parts.append({"text": it.text})
        else:
            parts = _parts(it)
            if parts:
                turns.append(_Turn("model" if it.role == "assistant" else "user", parts, it.name, epoch_ms(it.ts)))

    turns = _sequenced(turns, continue_text, results_text)
    _responses_in_call_order(turns)
    if signature_fallback:
        for t in turns:
            first = next((p for p in t.parts if "functionCall" in p), None)
            if first is not None and "thoughtSignature" not in first:
                first["thoughtSignature"] = signature_fallback
    result: dict[str, Any] = {}
    if system_parts:
        result["systemInstruction"] = {"parts": system_parts}
    result["contents"] = [_content(t, metadata) for t in turns]
    return result


def _parts(e: Entry) -> list[Part]:
    """A message's parts for Gemini: its own parts kept, foreign ones turned to text or left out, none empty."""
    if isinstance(e.content, str):
        return [{"text": e.content}] if e.content else []
    out: list[Part] = []
    for p in e.content:
        kind = part_kind(p)
        if kind in ("anthropic_thinking", "anthropic_redacted"):
            continue  # another provider's signature means nothing to Gemini
        if set(p) <= GEMINI_PART_KEYS and not {"functionCall", "functionResponse"} & set(p):
            part = dict(p)  # tool calls and results are entries of their own, never message parts
        elif kind == "text":
            part = {"text": p["text"]}
        else:
            continue
        if set(part) <= {"text", "thought"} and not part.get("text"):
            continue  # an empty text part (a signature-bearing one must go back as it came)
        out.append(part)
    return out


def _sequenced(turns: list[_Turn], continue_text: str, results_text: str) -> list[_Turn]:
    """Turns in an order the API accepts, whatever comes next: user and model alternate.

    Consecutive turns of one speaker become one: the assistant's (its text, then its
    calls), the user's (a message, then a file), the memory manager's (summaries). A later
    turn so only ever grows the last one, and the prefix holds. Where the speakers differ
    but the role is the same, a short turn of the other role goes between: ``continue_text``
    (user) between the summaries and the assistant, so that an assistant turn gaining
    function calls later still follows a user turn; ``results_text`` (model) between
    function responses and user text, which must not share their turn. The first turn is
    the user's.
    """
    out: list[_Turn] = []
    for t in turns:
        prev = out[-1] if out else None
        if prev is None:
            if t.role != "user":
                out.append(_Turn("user", [{"text": continue_text}], None, None))
        elif prev.role == t.role:
            if t.role == "model" and prev.summary != t.summary:
                out.append(_Turn("user", [{"text": continue_text}], None, None))
            elif t.role == "user" and prev.responses != t.responses:
                out.append(_Turn("model", [{"text": results_text}], None, None))
            else:
                prev.parts = prev.parts + t.parts
                if t.summary:
                    prev.ts = t.ts  # the end of the time the summaries cover
                continue
        out.append(t)
    return out


def _responses_in_call_order(turns: list[_Turn]) -> None:
    """Each function-response turn lists its responses in the order of the calls they answer."""
    for prev, t in itertools.pairwise(turns):
        if t.responses:
            order = {p["functionCall"]["id"]: i for i, p in enumerate(prev.parts) if "functionCall" in p}
            t.parts = sorted(t.parts, key=lambda p: order.get(p["functionResponse"]["id"], len(order)))


def _content(t: _Turn, metadata: bool) -> dict[str, Any]:
    msg: dict[str, Any] = {"role": t.role}
    if metadata and t.name:
        msg["name"] = t.name
    msg["parts"] = t.parts
    if metadata and t.ts is not None:
        msg["timestamp"] = t.ts
    return msg
