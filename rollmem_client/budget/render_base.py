"""What every renderer shares: the default texts, tool pairing and ordering, content parts.

The renderers (``render_openai``, ``render_anthropic``, ``render_gemini``,
``render``'s text layout) all start from :func:`prepare`: the selection's items
in rendering order, every tool call followed at once by its results, and each
result's tool name taken from its call.
"""

from __future__ import annotations

import datetime as _dt
import functools
import json
from collections import deque
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from ..errors import InvalidArgument
from ..ledger import ledger_text
from ..models import Entry, MemorySummary, PendingSegment
from .fit import TOOL_TYPES, Item, Selection

PLACEHOLDER = "[{count} earlier messages ({tokens} tokens) are being summarized]"
"""Line standing for a pending segment held without its entries. Fields: count, tokens, start, end."""

SUMMARY_HEADER = "Summary of earlier conversation (entries {start}-{end}):"
"""First line of a summary message (OpenAI, Anthropic). Fields: start, end (sequence numbers)."""

CONTINUE_TEXT = "(Earlier messages of this conversation are summarized or omitted.)"
"""Anthropic and Gemini: the user turn put first when the conversation would start with the model."""

SUMMARY_SPEAKER = "Xaiver"
"""Gemini: the ``name`` of the memory manager's summary messages (seed 003)."""


def fill(template: str, **fields: object) -> str:
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError) as e:
        raise InvalidArgument(f"bad template {template!r}: {e!r} (fields: {', '.join(fields)})") from None


def placeholder_text(seg: PendingSegment, template: str) -> str:
    return fill(template, count=seg.count, tokens=seg.tokens, start=seg.range.start_index, end=seg.range.end_index)


def summary_text(s: MemorySummary, header: str) -> str:
    return f"{fill(header, start=s.range.start_index, end=s.range.end_index)}\n{s.content}"


def arguments(e: Entry) -> dict[str, Any]:
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


def dumps(value: Any) -> str:
    """Compact, deterministic JSON (the same input always gives the same bytes)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)


def context_text(e: Entry) -> str:
    return f"Context from {e.source}:\n{e.text}" if e.source else f"Context:\n{e.text}"


def result_text(e: Entry) -> str:
    """A tool result's output for APIs without an error flag."""
    return f"Error: {e.text}" if e.is_error else e.text


def chat_role(e: Entry) -> str:
    """``system``, ``assistant`` or ``user``: the chat role an entry speaks with."""
    if e.type in ("system", "summary") or e.role == "system":
        return "system"
    return "assistant" if e.role == "assistant" else "user"


@functools.lru_cache(maxsize=65_536)  # a turn renders the same entries' times again: parse each once
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


# ---------------------------------------------------------------- tool pairing and order


class Prepared(NamedTuple):
    """A selection ready to render: the pinned texts, the items in order, and each call's tool name."""

    head: list[tuple[str, str | None]]  # (text, name): the system prompt, then the fact ledger; pinned
    items: list[Item]
    tool_names: dict[str, str]

    def tool_name(self, e: Entry) -> str:
        """The tool a call or result belongs to: the call's ``tool_name`` (results need not carry one)."""
        return self.tool_names.get(e.tool_call_id or "") or e.tool_name or "tool"


def prepare(selection: Selection, *, paired: bool = True) -> Prepared:
    """The selection's items (anchor first) with tool results right after their calls.

    ``paired=False`` (the text layout, which has no pairing rules) accepts unpaired tool
    entries and keeps the items in their stored order.

    Raises:
        InvalidArgument: A tool call without a result, or a result without its call, in the
            selection (:func:`~rollmem_client.budget.fit.fit` never keeps one; a hand-made
            selection might, and providers reject both).
    """
    items: list[Item] = [selection.anchor] if selection.anchor is not None else []
    items.extend(selection.items())
    head = [(selection.system.text, selection.system.name)] if selection.system is not None else []
    if selection.ledger:
        head.append((ledger_text(selection.ledger), None))
    # a chat's usual turn has no tool entry: nothing to pair, order or name (one pass to tell)
    tools = [it for it in items if isinstance(it, Entry) and it.type in TOOL_TYPES]
    if not tools:
        return Prepared(head, items, {})
    if paired:
        _check_pairs(tools)
    names = {e.tool_call_id: e.tool_name for e in tools if e.type == "tool_call" and e.tool_call_id and e.tool_name}
    return Prepared(head, tool_ordered(items) if paired else items, names)


def _check_pairs(entries: Sequence[Entry]) -> None:
    open_ids: set[str] = set()
    seen: set[str] = set()
    for e in entries:
        cid = e.tool_call_id or ""
        if e.type == "tool_call":
            if not cid or cid in seen:
                raise InvalidArgument(f"tool call {e.id} has no call id or one used before ({cid!r})")
            open_ids.add(cid)
            seen.add(cid)
        elif e.type == "tool_result":
            if cid not in open_ids:
                raise InvalidArgument(f"tool result {e.id} answers no call before it in the selection ({cid!r})")
            open_ids.discard(cid)
    if open_ids:
        raise InvalidArgument(f"tool calls without a result in the selection: {sorted(open_ids)}")


def _is_call(it: Item) -> bool:
    return isinstance(it, Entry) and it.type == "tool_call"


def tool_ordered(items: Iterable[Item]) -> list[Item]:
    """Items with every batch of consecutive tool calls followed at once by its results.

    Whatever came between a call and its result (another call, a message, a file, a
    summary) is held back and replayed after the batch's last result, in its original order.
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
            while queue and _is_call(queue[0]):
                call = queue.popleft()
                assert isinstance(call, Entry)
                out.append(call)
                open_ids.add(call.tool_call_id or "")
    out.extend(held)  # only if a call was never answered, which prepare() rules out
    return out


# ---------------------------------------------------------------- content parts

# Keys a part of the public Gemini API may carry (google-genai ``types.Part``, camelCase).
GEMINI_PART_KEYS = frozenset({
    "text", "thought", "thoughtSignature", "inlineData", "fileData", "functionCall", "functionResponse",
    "executableCode", "codeExecutionResult", "videoMetadata", "mediaResolution", "partMetadata",
})


def part_kind(p: dict[str, Any]) -> str:
    """What a stored content part is.

    ``anthropic_thinking`` (``{"type": "thinking", "thinking", "signature"}``),
    ``anthropic_redacted`` (``{"type": "redacted_thinking", "data"}``), ``thought``
    (seed 003's ``{"text", "thought": true}``), ``text`` (any other part with a
    ``text`` string: ``{"text"}``, ``{"type": "text", "text"}`` ...) or ``other``
    (an image, a file: passed on only where the API takes the part as stored).
    """
    kind = p.get("type")
    if kind == "thinking":
        return "anthropic_thinking"
    if kind == "redacted_thinking":
        return "anthropic_redacted"
    if p.get("thought") is True:
        return "thought"
    if isinstance(p.get("text"), str):
        return "text"
    return "other"
