"""Summarizers: the interface the daemon calls, and the offline default.

A summarizer turns one block of interactions (and, in running mode, the
previous summary) into text. Anything with ``summarize(entries, previous)``
returning ``str`` (or an awaitable of it) qualifies, and so does a plain
function of the same shape; :func:`load_summarizer` resolves
``package.module:attr`` names given on the command line.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import importlib
import inspect
import re
import threading
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from ..models import SummaryResult

Entry = Mapping[str, Any]


@runtime_checkable
class Summarizer(Protocol):
    """Turns a block of interactions into a summary text.

    ``entries`` are the block's interactions, oldest first, as stored
    (``{"seq", "userRequest", "aiResponse", "ts"}``). ``previous`` is the summary
    that precedes the block, or None. The result is a non-empty string, or a
    :class:`~rollmem_client.models.SummaryResult` carrying the text and the facts
    found (written to the session's fact ledger in the same step as the summary).

    Two keyword parameters are passed only to a summarizer whose ``summarize``
    (or ``asummarize``) declares them: ``target_tokens``, the size to aim at, and
    ``known``, the session's ledger before this job (a list of
    :class:`~rollmem_client.models.Fact`), so a correction stated in other words
    ("the X has changed, the new one is V") gets the key of the fact it corrects.
    """

    def summarize(
        self, entries: Sequence[Entry], previous: str | None = None
    ) -> str | SummaryResult | Awaitable[str | SummaryResult]: ...


class FunctionSummarizer:
    """Adapts a ``fn(entries, previous) -> str`` (sync or async) to :class:`Summarizer`."""

    def __init__(self, fn: Callable[..., Any]) -> None:
        self.fn = fn

    def summarize(self, entries: Sequence[Entry], previous: str | None = None) -> Any:
        return self.fn(entries, previous)


async def run_in_daemon_thread(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """Run ``fn`` in a daemon thread and await its result.

    Not ``asyncio.to_thread``: the default executor's threads are joined when the
    interpreter exits, so a summarizer stuck in a long call would hold the
    process past its grace period and past a second SIGTERM. A daemon thread is
    abandoned instead; its job stays unacknowledged and is redelivered.
    """
    loop = asyncio.get_running_loop()
    result: asyncio.Future[Any] = loop.create_future()

    def settle(value: Any, error: BaseException | None) -> None:
        if result.done():  # the awaiting task was cancelled
            return
        if error is not None:
            result.set_exception(error)
        else:
            result.set_result(value)

    def target() -> None:
        value, error = None, None
        try:
            value = fn(*args, **kwargs)
        except Exception as e:
            error = e
        except BaseException as e:  # SystemExit and the like fail the job, not the loop
            error = RuntimeError(f"summarizer raised {e!r}")
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
            loop.call_soon_threadsafe(settle, value, error)

    ctx = contextvars.copy_context()
    threading.Thread(target=ctx.run, args=(target,), name="rollmem-summarizer", daemon=True).start()
    return await result


def load_summarizer(spec: str) -> Summarizer:
    """Resolve ``package.module:attr`` to a summarizer.

    ``attr`` may be an object with ``summarize``, a class (instantiated without
    arguments) or a function ``(entries, previous) -> str``.
    """
    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise ValueError(f"summarizer must be given as package.module:attr, got {spec!r}")
    obj: Any = importlib.import_module(module_name)
    for part in attr.split("."):
        obj = getattr(obj, part)
    if inspect.isclass(obj):
        obj = obj()
    if hasattr(obj, "summarize"):
        return obj  # type: ignore[no-any-return]
    if callable(obj):
        return FunctionSummarizer(obj)
    raise TypeError(f"{spec} is neither a summarizer nor a callable")


# ------------------------------------------------------------ text extraction

_USER_KEYS = ("query", "text", "content", "message", "prompt", "question", "input")
_AI_KEYS = ("answer", "text", "content", "message", "response", "reply", "output")


def _strings(value: Any, depth: int = 0) -> list[str]:
    if isinstance(value, str):
        return [value]
    if depth > 4:
        return []
    if isinstance(value, Mapping):
        return [s for v in value.values() for s in _strings(v, depth + 1)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v, depth + 1)]
    return []


def payload_text(payload: Any, preferred: Sequence[str]) -> str:
    """The human text of a request or response object: a well-known field, else every string in it."""
    if isinstance(payload, Mapping):
        for key in preferred:
            v = payload.get(key)
            if isinstance(v, str) and v.strip():
                return v.strip()
    return " ".join(s.strip() for s in _strings(payload) if s.strip())


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content.strip()
    if isinstance(content, list):  # structured parts: thoughts are the model's scratch, not facts
        return " ".join(p["text"].strip() for p in content
                        if isinstance(p, Mapping) and isinstance(p.get("text"), str) and not p.get("thought"))
    return payload_text(content, _AI_KEYS)


def stored_field(entry: Mapping[str, Any], name: str) -> Any:
    """A budget entry's field as stored (camelCase, e.g. ``toolName``), or its snake_case spelling."""
    if name in entry:
        return entry[name]
    return entry.get(re.sub(r"[A-Z]", lambda m: "_" + m.group().lower(), name))


def entry_turns(entry: Entry) -> list[tuple[str, str]]:
    """(speaker, text) pairs of one item: a blocks interaction, a budget entry, or a summary."""
    kind = entry.get("type")
    if kind is not None:
        text = _content_text(entry.get("content"))
        if kind == "message":
            return [("User" if entry.get("role") == "user" else "AI", text)] if text else []
        if kind == "tool_call":
            args = ", ".join(f"{k}={v}" for k, v in (entry.get("arguments") or {}).items())
            return [("AI", f"Called {stored_field(entry, 'toolName')}({args}).")]
        if kind == "tool_result":
            label = "Tool error" if stored_field(entry, "isError") else "Tool"
            return [(label, text)] if text else []
        if kind == "context":
            return [("Context", f"{entry.get('source')}: {text}")] if text else []
        return [("Summary", text)] if text else []
    turns = []
    user = payload_text(entry.get("userRequest"), _USER_KEYS)
    ai = payload_text(entry.get("aiResponse"), _AI_KEYS)
    if user:
        turns.append(("User", user))
    if ai:
        turns.append(("AI", ai))
    return turns
