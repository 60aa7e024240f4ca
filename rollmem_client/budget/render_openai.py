"""OpenAI input: Chat Completions ``messages`` and the Responses API ``input`` items.

Both are pure and deterministic: the same selection gives the same bytes.
OpenAI has nowhere to take thinking back in these shapes (reasoning items need
ids and encrypted content only OpenAI issues), so thought parts are left out.
"""

from __future__ import annotations

import re
from typing import Any

from ..models import Entry, MemorySummary, PendingSegment
from .fit import Selection
from .render_base import (
    PLACEHOLDER,
    SUMMARY_HEADER,
    arguments,
    chat_role,
    context_text,
    dumps,
    placeholder_text,
    prepare,
    result_text,
    summary_text,
)

__all__ = ["to_openai", "to_openai_responses"]

# OpenAI accepts ``name`` only in this form; other names are left out rather than sent to a 400.
_OPENAI_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")


def to_openai(
    selection: Selection, *, placeholder: str = PLACEHOLDER, summary_header: str = SUMMARY_HEADER
) -> list[dict[str, Any]]:
    """Chat Completions messages.

    The system prompt, the fact ledger, summaries and placeholders are ``system``
    messages; files (``context`` entries) are ``user`` messages naming their source. An
    assistant message and the tool calls right after it are one message with
    ``tool_calls`` (``content`` is null without text); each result is a ``tool`` message
    right after the calls (``Error: `` before a failed tool's output). ``name`` is passed on
    where the API takes it and when it matches ``[A-Za-z0-9_-]{1,64}``. No message is
    empty: an entry with no text for this API (only thought parts) gives none.

    Raises:
        InvalidArgument: A template with unknown fields, or an unpaired tool entry in a
            hand-made selection.
    """
    prep = prepare(selection)
    out: list[dict[str, Any]] = []
    for text, name in prep.head:
        _message(out, "system", text, name)
    for it in prep.items:
        if it.__class__ is Entry and it.type == "message":  # most of a chat: what the last branch does, inline
            content = it.content
            text = content if content.__class__ is str else it.text
            if text:
                role = it.role
                msg = {"role": role if role == "assistant" or role == "system" else "user", "content": text}
                if it.name and _OPENAI_NAME.fullmatch(it.name):
                    msg["name"] = it.name
                out.append(msg)
        elif isinstance(it, MemorySummary):
            _message(out, "system", summary_text(it, summary_header), None)
        elif isinstance(it, PendingSegment):
            _message(out, "system", placeholder_text(it, placeholder), None)
        elif it.type == "tool_call":
            call = {
                "id": it.tool_call_id,
                "type": "function",
                "function": {"name": prep.tool_name(it), "arguments": dumps(arguments(it))},
            }
            last = out[-1] if out else None
            if last is not None and last["role"] == "assistant":  # its text, or the calls of this batch
                last.setdefault("tool_calls", []).append(call)
            else:
                out.append({"role": "assistant", "content": None, "tool_calls": [call]})
        elif it.type == "tool_result":
            out.append({"role": "tool", "tool_call_id": it.tool_call_id, "content": result_text(it)})
        elif it.type == "context":
            _message(out, "user", context_text(it), None)
        else:
            _message(out, chat_role(it), it.text, it.name)
    return out


def _message(out: list[dict[str, Any]], role: str, text: str, name: str | None) -> None:
    if not text:
        return  # no empty messages; an assistant message's calls still get one of their own
    msg: dict[str, Any] = {"role": role, "content": text}
    if name and _OPENAI_NAME.fullmatch(name):
        msg["name"] = name
    out.append(msg)


def to_openai_responses(
    selection: Selection, *, placeholder: str = PLACEHOLDER, summary_header: str = SUMMARY_HEADER
) -> list[dict[str, Any]]:
    """Responses API ``input`` items (``client.responses.create(input=...)``).

    Messages are ``{"type": "message", "role", "content"}`` (the system prompt, fact ledger,
    summaries and placeholders with role ``system``); a tool call is a ``function_call``
    item, its result the ``function_call_output`` right after it. Thought parts are left out.
    The fact ledger follows the system prompt as a ``system`` message.

    Raises:
        InvalidArgument: As :func:`to_openai`.
    """
    prep = prepare(selection)
    out: list[dict[str, Any]] = []

    def message(role: str, text: str) -> None:
        if text:
            out.append({"type": "message", "role": role, "content": text})

    for text, _ in prep.head:
        message("system", text)
    for it in prep.items:
        if it.__class__ is Entry and it.type == "message":  # the last branch, inline
            content = it.content
            text = content if content.__class__ is str else it.text
            if text:
                role = it.role
                out.append({"type": "message", "role": role if role == "assistant" or role == "system" else "user",
                            "content": text})
        elif isinstance(it, MemorySummary):
            message("system", summary_text(it, summary_header))
        elif isinstance(it, PendingSegment):
            message("system", placeholder_text(it, placeholder))
        elif it.type == "tool_call":
            out.append({
                "type": "function_call", "call_id": it.tool_call_id, "name": prep.tool_name(it),
                "arguments": dumps(arguments(it)),
            })
        elif it.type == "tool_result":
            out.append({"type": "function_call_output", "call_id": it.tool_call_id, "output": result_text(it)})
        elif it.type == "context":
            message("user", context_text(it))
        else:
            message(chat_role(it), it.text)
    return out
