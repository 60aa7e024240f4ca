"""Rendering a :class:`~rollmem_client.fit.Selection` as model input.

One function per provider shape, each pure and deterministic: the same selection
gives byte-identical JSON, so provider prompt caches keep hitting.

- :func:`to_openai`: Chat Completions ``messages``.
- :func:`to_anthropic`: Messages API ``{"system", "messages"}``.
- :func:`to_gemini`: ``{"systemInstruction", "contents"}`` in seed 003's shape
  (per-message ``name`` and ``timestamp``; summaries spoken by "Xaiver").
- :func:`to_text`: seed 001's plain-text layout.

Tool entries are regrouped the way the APIs require: parallel calls become one
assistant turn, and their results follow it at once (anything that arrived
between a call and its result is moved after the results).
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from collections import deque
from collections.abc import Iterable
from typing import Any

from ..errors import InvalidArgument
from ..ledger import ledger_text
from ..models import Entry, MemorySummary, PendingSegment
from .fit import Item, Selection

__all__ = [
    "CONTINUE_TEXT",
    "PLACEHOLDER",
    "SUMMARY_HEADER",
    "SUMMARY_SPEAKER",
    "to_anthropic",
    "to_gemini",
    "to_openai",
    "epoch_ms",
    "to_text",
]

PLACEHOLDER = "[{count} earlier messages ({tokens} tokens) are being summarized]"
"""Line standing for a pending segment held without its entries. Fields: count, tokens, start, end."""

SUMMARY_HEADER = "Summary of earlier conversation (entries {start}-{end}):"
"""First line of a summary message (OpenAI, Anthropic). Fields: start, end (sequence numbers)."""

CONTINUE_TEXT = "(Earlier messages of this conversation are summarized or omitted.)"
"""Anthropic: the user turn put first when the kept conversation would start with the assistant."""

SUMMARY_SPEAKER = "Xaiver"
"""Gemini: the ``name`` of the memory manager's summary messages (seed 003)."""

# OpenAI accepts ``name`` only in this form; other names are left out rather than sent to a 400.
_OPENAI_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")


# ---------------------------------------------------------------- shared helpers


def _fill(template: str, **fields: object) -> str:
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError) as e:
        raise InvalidArgument(f"bad template {template!r}: {e!r} (fields: {', '.join(fields)})") from None


def _placeholder(seg: PendingSegment, template: str) -> str:
    return _fill(template, count=seg.count, tokens=seg.tokens, start=seg.range.start_index, end=seg.range.end_index)


def _summary(s: MemorySummary, header: str) -> str:
    return f"{_fill(header, start=s.range.start_index, end=s.range.end_index)}\n{s.content}"


def _arguments(e: Entry) -> dict[str, Any]:
    """A tool call's input object: ``arguments``, else the content if it is a JSON object."""
    if e.arguments is not None:
        return e.arguments
    text = e.text
    if not text.strip():
        return {}
    try:
        parsed = json.loads(text)
    except ValueError:
        return {"input": text}
    return parsed if isinstance(parsed, dict) else {"input": parsed}


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)


def _context_text(e: Entry) -> str:
    return f"Context from {e.source}:\n{e.text}" if e.source else f"Context:\n{e.text}"


def _is(e: Item, kind: str) -> bool:
    return isinstance(e, Entry) and e.type == kind


def _tool_ordered(items: Iterable[Item]) -> list[Item]:
    """Items with every batch of consecutive tool calls followed at once by its results.

    Whatever came between a call and its result (another call, a message, a file) is
    held back and replayed after the batch's last result, in its original order.
    """
    out: list[Item] = []
    queue: deque[Item] = deque(items)
    held: list[Item] = []
    open_ids: set[str] = set()
    while queue:
        it = queue.popleft()
        if open_ids:
            if isinstance(it, Entry) and it.type == "tool_result" and it.tool_call_id in open_ids:
                out.append(it)
                open_ids.discard(it.tool_call_id)
                if not open_ids:
                    queue.extendleft(reversed(held))
                    held = []
            else:
                held.append(it)
            continue
        out.append(it)
        if isinstance(it, Entry) and it.type == "tool_call" and it.tool_call_id:
            open_ids.add(it.tool_call_id)
            while queue and _is(queue[0], "tool_call"):
                call = queue.popleft()
                assert isinstance(call, Entry)
                out.append(call)
                open_ids.add(call.tool_call_id or "")
    out.extend(held)  # only if a call was never answered, which fit() rules out
    return out


def epoch_ms(ts: str) -> int | None:
    """Milliseconds since the epoch of an ISO-8601 timestamp (UTC if no offset), or None."""
    s = ts.strip()
    if s.isdigit():
        return int(s)
    if s.endswith(("Z", "z")):
        s = s[:-1] + "+00:00"
    try:
        t = _dt.datetime.fromisoformat(s)
    except ValueError:
        return None
    if t.tzinfo is None:
        t = t.replace(tzinfo=_dt.timezone.utc)
    return (t - _dt.datetime(1970, 1, 1, tzinfo=_dt.timezone.utc)) // _dt.timedelta(milliseconds=1)


# ---------------------------------------------------------------- OpenAI


def to_openai(
    selection: Selection, *, placeholder: str = PLACEHOLDER, summary_header: str = SUMMARY_HEADER
) -> list[dict[str, Any]]:
    """Chat Completions messages.

    The system prompt, summaries and placeholders are ``system`` messages; files
    (``context`` entries) are ``user`` messages naming their source. An assistant message
    and the tool calls right after it are one message with ``tool_calls`` (``content`` is
    null without text); each result is a ``tool`` message. ``name`` is passed on where the
    API takes it and when it matches ``[A-Za-z0-9_-]{1,64}``. Thought parts are dropped.

    Raises:
        InvalidArgument: A template with unknown fields.
    """
    out: list[dict[str, Any]] = []
    if selection.system is not None:
        _oa_message(out, "system", selection.system.text, selection.system.name)
    if selection.ledger:
        _oa_message(out, "system", ledger_text(selection.ledger), None)
    if selection.anchor is not None:
        _oa_message(out, _chat_role(selection.anchor), selection.anchor.text, selection.anchor.name)
    for it in _tool_ordered(selection.items()):
        if isinstance(it, MemorySummary):
            _oa_message(out, "system", _summary(it, summary_header), None)
        elif isinstance(it, PendingSegment):
            _oa_message(out, "system", _placeholder(it, placeholder), None)
        elif it.type == "tool_call":
            call = {
                "id": it.tool_call_id,
                "type": "function",
                "function": {"name": it.tool_name or "tool", "arguments": _json(_arguments(it))},
            }
            last = out[-1] if out else None
            if last is not None and last["role"] == "assistant":  # its text, or the calls of this batch
                last.setdefault("tool_calls", []).append(call)
            else:
                out.append({"role": "assistant", "content": None, "tool_calls": [call]})
        elif it.type == "tool_result":
            text = f"Error: {it.text}" if it.is_error else it.text
            out.append({"role": "tool", "tool_call_id": it.tool_call_id, "content": text})
        elif it.type == "context":
            _oa_message(out, "user", _context_text(it), None)
        else:
            _oa_message(out, _chat_role(it), it.text, it.name)
    return [m for m in out if m["content"] is not None or m.get("tool_calls")]


def _chat_role(e: Entry) -> str:
    if e.type in ("system", "summary") or e.role == "system":
        return "system"
    return "assistant" if e.role == "assistant" else "user"


def _oa_message(out: list[dict[str, Any]], role: str, text: str, name: str | None) -> None:
    msg: dict[str, Any] = {"role": role, "content": text or None}
    if name and _OPENAI_NAME.fullmatch(name):
        msg["name"] = name
    out.append(msg)


# ---------------------------------------------------------------- Anthropic


def to_anthropic(
    selection: Selection,
    *,
    placeholder: str = PLACEHOLDER,
    summary_header: str = SUMMARY_HEADER,
    continue_text: str = CONTINUE_TEXT,
) -> dict[str, Any]:
    """Messages API input: ``{"system": [text blocks], "messages": [...]}``.

    The system prompt, summaries and placeholders are text blocks of ``system`` (left out
    when there are none), never messages. Tool calls are ``tool_use`` blocks of assistant
    turns; results are ``tool_result`` blocks of the next user turn, placed before any text
    in it. Consecutive same-role turns are merged so roles alternate; if the first turn would
    be the assistant's, a user turn saying ``continue_text`` goes first. Thought parts and
    names are dropped (the API has no place for them).

    Raises:
        InvalidArgument: A template with unknown fields.
    """
    system: list[str] = []
    turns: list[tuple[str, list[dict[str, Any]]]] = []

    def add(role: str, block: dict[str, Any]) -> None:
        if block.get("type") == "text" and not block["text"]:
            return  # the API rejects empty text blocks
        if turns and turns[-1][0] == role:
            turns[-1][1].append(block)
        else:
            turns.append((role, [block]))

    if selection.system is not None and selection.system.text:
        system.append(selection.system.text)
    if selection.ledger:
        system.append(ledger_text(selection.ledger))
    if selection.anchor is not None:
        add(_turn_role(selection.anchor), {"type": "text", "text": selection.anchor.text})
    for it in _tool_ordered(selection.items()):
        if isinstance(it, MemorySummary):
            system.append(_summary(it, summary_header))
        elif isinstance(it, PendingSegment):
            system.append(_placeholder(it, placeholder))
        elif it.type == "tool_call":
            use = {"type": "tool_use", "id": it.tool_call_id, "name": it.tool_name or "tool", "input": _arguments(it)}
            add("assistant", use)
        elif it.type == "tool_result":
            block: dict[str, Any] = {"type": "tool_result", "tool_use_id": it.tool_call_id}
            if it.text:
                block["content"] = it.text
            if it.is_error:
                block["is_error"] = True
            add("user", block)
        elif it.type == "context":
            add("user", {"type": "text", "text": _context_text(it)})
        elif _chat_role(it) == "system":
            if it.text:
                system.append(it.text)
        else:
            add(_turn_role(it), {"type": "text", "text": it.text})

    if turns and turns[0][0] != "user":
        turns.insert(0, ("user", [{"type": "text", "text": continue_text}]))
    messages = []
    for role, blocks in turns:
        if role == "user":  # tool results must open the turn that answers the calls
            blocks = [b for b in blocks if b["type"] == "tool_result"] + [
                b for b in blocks if b["type"] != "tool_result"
            ]
        messages.append({"role": role, "content": blocks})
    result: dict[str, Any] = {}
    if system:
        result["system"] = [{"type": "text", "text": t} for t in system]
    result["messages"] = messages
    return result


def _turn_role(e: Entry) -> str:
    return "assistant" if e.role == "assistant" else "user"


# ---------------------------------------------------------------- Gemini


def to_gemini(
    selection: Selection,
    *,
    placeholder: str = PLACEHOLDER,
    summary_speaker: str = SUMMARY_SPEAKER,
    metadata: bool = True,
) -> dict[str, Any]:
    """``{"systemInstruction": {"parts": [...]}, "contents": [...]}`` in seed 003's shape.

    Roles are ``user`` and ``model``; structured parts are kept as given (``thought``
    flags included). Each message carries ``name`` (when known) and ``timestamp`` (epoch
    ms) as in seed 003. A summary is a ``model`` message named ``summary_speaker`` whose
    timestamp is the end of the time it covers. Tool calls are ``functionCall`` parts of a
    model message (joined to the assistant text before them), results ``functionResponse``
    parts (``{"output": ...}``, or ``{"error": ...}``) of one user message per batch.

    ``metadata=False`` leaves ``name`` and ``timestamp`` out: the public Gemini API's
    ``Content`` has only ``role`` and ``parts``.

    Raises:
        InvalidArgument: A template with unknown fields.
    """
    system_parts: list[dict[str, Any]] = []
    contents: list[dict[str, Any]] = []
    joinable: str | None = None  # "call" after a model turn that calls may join, "result" after results

    def message(role: str, parts: list[dict[str, Any]], name: str | None, ts: int | None) -> None:
        msg: dict[str, Any] = {"role": role}
        if metadata and name:
            msg["name"] = name
        msg["parts"] = parts
        if metadata and ts is not None:
            msg["timestamp"] = ts
        contents.append(msg)

    if selection.system is not None and selection.system.text:
        system_parts.append({"text": selection.system.text})
    if selection.ledger:
        system_parts.append({"text": ledger_text(selection.ledger)})
    items: list[Item] = [selection.anchor] if selection.anchor is not None else []
    for it in [*items, *_tool_ordered(selection.items())]:
        kind = None
        if isinstance(it, MemorySummary):
            message("model", [{"text": it.content}], summary_speaker, epoch_ms(it.time_range.end))
        elif isinstance(it, PendingSegment):
            message("model", [{"text": _placeholder(it, placeholder)}], summary_speaker, None)
        elif it.type == "tool_call":
            call: dict[str, Any] = {"name": it.tool_name or "tool", "args": _arguments(it)}
            if it.tool_call_id:
                call["id"] = it.tool_call_id
            part: dict[str, Any] = {"functionCall": call}
            signature = it.metadata.get("thoughtSignature")
            if isinstance(signature, str):
                part["thoughtSignature"] = signature
            if joinable == "call":
                contents[-1]["parts"].append(part)
            else:
                message("model", [part], it.name, epoch_ms(it.ts))
            kind = "call"
        elif it.type == "tool_result":
            response = {"error": it.text} if it.is_error else {"output": it.text}
            reply: dict[str, Any] = {"name": it.tool_name or "tool", "response": response}
            if it.tool_call_id:
                reply = {"id": it.tool_call_id, **reply}
            if joinable == "result":
                contents[-1]["parts"].append({"functionResponse": reply})
            else:
                message("user", [{"functionResponse": reply}], None, epoch_ms(it.ts))
            kind = "result"
        elif it.type == "context":
            message("user", [{"text": _context_text(it)}], it.name, epoch_ms(it.ts))
        elif _chat_role(it) == "system":
            if it.text:
                system_parts.append({"text": it.text})
        else:
            parts = [dict(p) for p in it.content] if isinstance(it.content, list) else [{"text": it.content}]
            if any(p != {"text": ""} for p in parts):
                role = "model" if it.role == "assistant" else "user"
                message(role, parts, it.name, epoch_ms(it.ts))
                kind = "call" if role == "model" else None
        joinable = kind

    result: dict[str, Any] = {}
    if system_parts:
        result["systemInstruction"] = {"parts": system_parts}
    result["contents"] = contents
    return result


# ---------------------------------------------------------------- plain text (seed 001)


def to_text(selection: Selection, *, placeholder: str = PLACEHOLDER) -> str:
    """Seed 001's layout: summaries with their time ranges, then the recent conversation.

    The system prompt and the task anchor come first, each under its own heading; a pending
    segment's entries (or its placeholder line) sit among the summaries in order.

    Raises:
        InvalidArgument: A template with unknown fields.
    """
    sections: list[str] = []
    if selection.system is not None:
        sections.append(f"=== System ===\n{selection.system.text}")
    if selection.ledger:
        sections.append(f"=== Known Facts ===\n{ledger_text(selection.ledger)}")
    if selection.anchor is not None:
        sections.append(f"=== Task ===\n{selection.anchor.text}")
    earlier: list[str] = []
    for seg in selection.segments:
        if isinstance(seg, MemorySummary):
            earlier.append(f"[{_day_time(seg.time_range.start)} - {_day_time(seg.time_range.end)}]\n{seg.content}")
        elif seg.entries:
            span = f"[{_day_time(seg.entries[0].ts)} - {_day_time(seg.entries[-1].ts)}] (not yet summarized)"
            earlier.append("\n".join([span, *(_line(e) for e in seg.entries)]))
        else:
            earlier.append(_placeholder(seg, placeholder))
    if earlier:
        sections.append("=== Previous Conversation Summaries ===\n" + "\n\n".join(earlier))
    if selection.entries:
        sections.append("=== Recent Conversation ===\n" + "\n".join(_line(e) for e in selection.entries))
    return "\n\n".join(sections) + "\n" if sections else ""


def _day_time(ts: str) -> str:
    ms = epoch_ms(ts)
    if ms is None:
        return ts
    t = _dt.datetime.fromtimestamp(ms / 1000, tz=_dt.timezone.utc)
    return t.strftime("%Y-%m-%d %H:%M")


def _line(e: Entry) -> str:
    if e.type == "tool_call":
        return f"Tool call: {e.tool_name or 'tool'}({_json(_arguments(e))})"
    if e.type == "tool_result":
        return f"Tool {'error' if e.is_error else 'result'} ({e.tool_name or 'tool'}): {e.text}"
    if e.type == "context":
        return _context_text(e)
    role = _chat_role(e)
    return f"{role.capitalize()}: {e.text}"


FORMATS = ("openai", "anthropic", "gemini", "text", "selection")


def render(selection: Selection, format: str = "openai") -> Any:
    """Render a selection as ``openai`` messages, an ``anthropic`` request body, ``gemini``
    contents, seed 001's ``text`` layout, or return the ``selection`` itself."""
    if format == "openai":
        return to_openai(selection)
    if format == "anthropic":
        return to_anthropic(selection)
    if format == "gemini":
        return to_gemini(selection)
    if format == "text":
        return to_text(selection)
    if format == "selection":
        return selection
    raise InvalidArgument(f"format must be one of {FORMATS}, got {format!r}")
