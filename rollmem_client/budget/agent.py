"""``AgentMemory``: the ``budget`` policy's client (seeds 001-004), sync and async.

Typed entries (messages, tool calls and results, context files, a pinned
system prompt and task anchor) with exact token counts; compression of the
oldest entries by the summarizer daemon when a trigger fires; a model-ready
context fitted to a token budget. Each method is a one-line call of an
operation in ``budget/ops.py``; :class:`AsyncAgentMemory` has the same methods, awaited.
"""

from __future__ import annotations

import functools
import re
import time
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

import msgspec
import redis

from ..config import MemoryConfig
from ..driver import AsyncDriver, SyncDriver
from ..errors import InvalidArgument
from ..keys import validate_session_id
from ..ledger import read_ledger
from ..models import (
    BudgetExport,
    BudgetStats,
    BudgetView,
    CompressResult,
    Entry,
    EntryResult,
    Event,
    Ledger,
    MemorySummary,
)
from ..ops import Cmd, Op, as_str, escaped
from ..tokens import CallableCounter, TiktokenCounter, TokenCounter
from . import ops as budget
from .fit import ContextBudget, server_fit_request
from .render import fit_render

NO_LIMIT = 1_000_000_000  # context(budget=None): keep everything


def _counter(config: MemoryConfig, token_counter: TokenCounter | Callable[[str], int] | None) -> TokenCounter:
    if token_counter is None:
        return TiktokenCounter(config.budget.encoding)
    if hasattr(token_counter, "count"):
        return token_counter
    return CallableCounter(token_counter)


def model_input(cfg: MemoryConfig, session_id: str, limit: ContextBudget | int | None, format: str,
                pending: str | None, page: int, compress_overflow: bool, counter: TokenCounter | None = None,
                options: dict[str, Any] | None = None) -> Op[Any]:
    """Read what can fit ``limit`` (one round trip: a small session whole, a larger one by
    ``rollmem_budget_fit``, which leaves out what cannot fit), fit it to ``limit`` and render it
    (``options`` to the renderer).

    The budget is also the session's watermark: when entries not yet queued for
    summarizing had to be left out (the unsummarized tail outgrew the budget),
    a compression of everything outside the recent window is queued, so the next
    reads show a summary where raw turns went missing. ``counter`` keeps the text
    layout within ``limit`` counted over the whole string.
    """
    if _whole(format, options):
        view = yield from budget.view(cfg, session_id, pending)
    else:  # a small session whole, a larger one without what cannot fit: fit() chooses as over the whole view
        view = yield from budget.input_view(cfg, session_id, server_fit_request(_limit(limit)), pending)
    return (yield from _rendered(cfg, view, limit, format, page, compress_overflow, counter, options))


def _whole(format: str, options: dict[str, Any] | None) -> bool:
    """Whether the fit needs the whole view: the text layout keeps unpaired tool entries (and is budgeted
    over the whole string), and a placeholder of another size changes what the server would leave out."""
    return format == "text" or "placeholder_tokens" in (options or {})


def _limit(limit: ContextBudget | int | None) -> ContextBudget | int:
    return NO_LIMIT if limit is None else limit


def _rendered(cfg: MemoryConfig, view: BudgetView, limit: ContextBudget | int | None, format: str, page: int,
              compress_overflow: bool, counter: TokenCounter | None, options: dict[str, Any] | None) -> Op[Any]:
    """Fit ``view`` and render it; queue a compression when unsummarized entries had to go."""
    selection, out = fit_render(view, _limit(limit), format, counter=None if limit is None else counter, page=page,
                                **(options or {}))
    if compress_overflow and selection.dropped_active:
        yield from budget.compress(cfg, view.session_id, False)
    return out


def add_and_model_input(cfg: MemoryConfig, session_id: str, counter: TokenCounter, role: str, content: object,
                        fields: dict[str, Any], limit: ContextBudget | int | None, format: str, pending: str | None,
                        page: int, compress_overflow: bool, options: dict[str, Any] | None) -> Op[tuple[EntryResult, Any]]:
    """Append a message and read the model input that follows it, in one round trip (``budget.turn``).

    Every argument, the rendering ones included, is checked before anything is
    sent, so a refused call stores nothing.
    """
    validate_session_id(session_id)
    entry = budget.make_entry(counter, "message", role, content, **fields)
    # the rendering arguments, checked on an empty view: a bad format or option must not follow a write
    _check_render_args(_limit(limit), format, page, options or {})
    whole = _whole(format, options)
    request = server_fit_request(NO_LIMIT if whole else _limit(limit))
    result, view = yield from budget.turn(cfg, session_id, entry, request, pending)
    if whole and view.server_fit is not None:
        if view.server_fit.omitted_entries or view.server_fit.omitted_segments:  # past a billion tokens
            view = yield from budget.view(cfg, session_id, pending)
        view = msgspec.structs.replace(view, server_fit=None)
    return result, (yield from _rendered(cfg, view, limit, format, page, compress_overflow, counter, options))


def _check_render_args(limit: ContextBudget | int, format: str, page: int, options: dict[str, Any]) -> None:
    """Raise what rendering with these arguments would raise (a bot passes the same ones every turn: the
    check of a combination that passed is remembered)."""
    try:
        key = (limit, format, page, tuple(sorted((k, type(v), v) for k, v in options.items())))  # True is not 1
        hash(key)
    except TypeError:  # an unhashable argument: checked every time
        fit_render(BudgetView("check", None, None, [], [], 0), limit, format, page=page, **options)
        return
    _checked_render_args(*key)


@functools.lru_cache(maxsize=256, typed=True)
def _checked_render_args(limit: ContextBudget | int, format: str, page: int,
                         options: tuple[tuple[str, type, Any], ...]) -> None:
    fit_render(BudgetView("check", None, None, [], [], 0), limit, format, page=page, **{k: v for k, _, v in options})


def _wait_ms(block_ms: int, deadline: float | None, streams: int) -> int:
    """How long one read may block: ``block_ms`` shared by the streams, never past the deadline."""
    wait = block_ms if deadline is None else min(block_ms, int((deadline - time.monotonic()) * 1000))
    return max(1, wait // streams)


def _one(group: dict[str, str]) -> tuple[str, str]:
    """The one stream and id of a cluster read (one stream per read: each has its own slot)."""
    ((stream, last_id),) = group.items()
    return stream, last_id


_LAST_ID_RE = re.compile(r"\$|\d{1,20}(-\d{1,20})?")


def _event_streams(memory: SyncDriver | AsyncDriver, session_id: str | None, last_id: object, block_ms: object,
                   timeout: object) -> list[str]:
    """The streams to follow, once the arguments are checked (InvalidArgument)."""
    if not isinstance(last_id, str) or not _LAST_ID_RE.fullmatch(last_id):
        raise InvalidArgument(f"last_id must be '$' or a stream id like '1700000000000-0', got {last_id!r:.80}")
    if isinstance(block_ms, bool) or not isinstance(block_ms, int) or not 1 <= block_ms <= 86_400_000:
        raise InvalidArgument(f"block_ms must be an integer in [1, 86400000], got {block_ms!r:.80}")
    if timeout is not None and (isinstance(timeout, bool) or not isinstance(timeout, (int, float))
                                or not 0 <= timeout < float("inf")):
        raise InvalidArgument(f"timeout must be a number of seconds or None, got {timeout!r:.80}")
    keys = memory.config.keys
    if session_id is not None:
        return [keys.events(keys.bucket_of(session_id))]
    return [keys.events(b) for b in range(keys.buckets)]


class AgentMemory(SyncDriver):
    """Token-budget memory for agents, in Redis.

    Args:
        redis_client: ``redis.Redis`` or ``redis.RedisCluster``.
        config: Deployment settings (``config.budget`` holds the policy's); keywords build one.
        token_counter: A :class:`~rollmem_client.tokens.TokenCounter` or a ``text -> int``
            callable; tiktoken's ``config.budget.encoding`` by default (works offline).

    Every ``add_*`` raises :class:`InvalidEntry` (bad content, type, role, tool name),
    :class:`OrphanToolResult` (a result whose call is not open in the session),
    :class:`EntryTooLarge`, :class:`InvalidSessionId` or :class:`WrongPolicy`, and changes nothing then.
    """

    def __init__(self, redis_client: Any, config: MemoryConfig | None = None, *,
                 token_counter: TokenCounter | Callable[[str], int] | None = None, **settings: Any) -> None:
        super().__init__(redis_client, config, **settings)
        self.counter = _counter(self.config, token_counter)

    def add_message(self, session_id: str, role: str, content: Any, **fields: Any) -> EntryResult:
        """Add a user or assistant message (``name``, ``metadata``, ``ts``, ``tokens``, ``id`` optional)."""
        return self.execute(budget.add, session_id, self.counter, "message", role, content, fields)

    def add_user_message(self, session_id: str, content: Any, **fields: Any) -> EntryResult:
        """Add a user message; the session's first one is pinned as the task anchor."""
        return self.execute(budget.add, session_id, self.counter, "message", "user", content, fields)

    def add_assistant_message(self, session_id: str, content: Any, **fields: Any) -> EntryResult:
        """Add an assistant message (text or parts, thought parts included)."""
        return self.execute(budget.add, session_id, self.counter, "message", "assistant", content, fields)

    def add_tool_call(self, session_id: str, tool_name: str, arguments: dict[str, Any], *,
                      call_id: str | None = None, **fields: Any) -> EntryResult:
        """Add a tool call (an id is generated unless given: ``result.entry.tool_call_id``)."""
        fields.update(tool_name=tool_name, arguments=arguments, tool_call_id=budget.new_id("call_") if call_id is None else call_id)
        return self.execute(budget.add, session_id, self.counter, "tool_call", "assistant", fields.pop("content", ""), fields)

    def add_tool_result(self, session_id: str, call_id: str, content: Any, *, is_error: bool = False,
                        **fields: Any) -> EntryResult:
        """Add the result of an open tool call of this session (else :class:`OrphanToolResult`)."""
        fields.update(tool_call_id=call_id, is_error=is_error)
        return self.execute(budget.add, session_id, self.counter, "tool_result", None, content, fields)

    def add_context(self, session_id: str, content: Any, source: str, **fields: Any) -> EntryResult:
        """Add context (a file, retrieved text) with its source."""
        fields["source"] = source
        return self.execute(budget.add, session_id, self.counter, "context", None, content, fields)

    def set_system_prompt(self, session_id: str, content: Any, **fields: Any) -> EntryResult:
        """Set (replace) the session's system prompt: pinned, never compressed."""
        return self.execute(budget.add, session_id, self.counter, "system", None, content, fields)

    def add_entry(self, session_id: str, entry: Entry) -> EntryResult:
        """Add a ready-made entry (see :func:`budget.make_entry`)."""
        return self.execute(budget.add_entry, session_id, entry)

    def compress(self, session_id: str) -> CompressResult:
        """Queue every entry outside the recent window for summarizing now."""
        return self.execute(budget.compress, session_id, False)

    def view(self, session_id: str, pending: str | None = None) -> BudgetView:
        """Pins, summaries, pending segments and active entries, in one read."""
        return self.execute(budget.view, session_id, pending)

    def context(self, session_id: str, budget: ContextBudget | int | None = None, format: str = "openai", *,
                pending: str | None = None, page: int = 8, compress_overflow: bool = True, **options: Any) -> Any:
        """Model-ready input in one round trip: pins and the fact ledger, the newest summaries, then
        the recent entries, fitted to ``budget``.

        ``budget`` is a :class:`ContextBudget` (context window minus reply, safety
        margin and tool headroom) or a number of tokens; None keeps everything.
        Under a tight budget the oldest raw turns go before the newest summaries,
        never splitting a tool call from its result; an anchor that does not fit
        shrinks to a short line. When entries not yet queued for summarizing had to
        go, a compression is queued (``compress_overflow``; one more round trip).
        ``format``: ``openai``, ``openai_responses``, ``anthropic``, ``gemini``,
        ``text`` (within ``budget`` as this client's counter counts the whole string)
        or ``selection`` (the :class:`Selection`). ``options`` go to the renderer:
        ``cache_control=True`` (anthropic), ``metadata=False`` (gemini), ``placeholder=...``.

        Raises:
            ContextTooLarge: the system prompt and the shortened anchor alone exceed the budget.
            InvalidArgument: an unknown format or option.
        """
        return self.execute(model_input, session_id, budget, format, pending, page, compress_overflow, self.counter,
                            options)

    def model_input(self, session_id: str, budget: ContextBudget | int | None = None, format: str = "openai", *,
                    pending: str | None = None, page: int = 8, compress_overflow: bool = True,
                    **options: Any) -> Any:
        """What to send the model: the same as :meth:`context` (the name both policies share)."""
        return self.execute(model_input, session_id, budget, format, pending, page, compress_overflow, self.counter,
                            options)

    def add_and_context(self, session_id: str, role: str, content: Any, budget: ContextBudget | int | None = None,
                        format: str = "openai", *, fields: dict[str, Any] | None = None, pending: str | None = None,
                        page: int = 8, compress_overflow: bool = True, **options: Any) -> tuple[EntryResult, Any]:
        """A bot's turn in one round trip: add a user or assistant message, then read the model input.

        The same as :meth:`add_message` then :meth:`context` with these arguments
        (``fields``: the message's optional fields, as :meth:`add_message` takes them),
        as one call of ``rollmem_budget_turn``: the input returned is the session
        exactly as the append left it. Returns ``(EntryResult, model input)``. Every argument is
        checked before anything is sent, so a refused call stores nothing; a read
        that fails after the message was stored (a session another client corrupted)
        raises its error and leaves the message stored.
        """
        return self.execute(add_and_model_input, session_id, self.counter, role, content, fields or {}, budget,
                            format, pending, page, compress_overflow, options)

    def facts(self, session_id: str) -> Ledger:
        """The session's fact ledger: current facts and the values they superseded."""
        return self.execute(read_ledger, session_id)

    def get_active_entries(self, session_id: str) -> list[Entry]:
        """Entries not compressed (pins first, then the rest by seq)."""
        v = self.view(session_id, "placeholder")
        return [e for e in (v.system, v.anchor) if e is not None] + v.entries

    def get_stats(self, session_id: str) -> BudgetStats:
        """Seed 001's counters: total / active / compressed entries, summaries, tokens."""
        return self.execute(budget.stats, session_id)

    def configure_session(self, session_id: str, **overrides: Any) -> dict[str, str]:
        """Override :class:`BudgetConfig` settings for one session (None removes an override)."""
        return self.execute(budget.configure, session_id, overrides)

    def clear_session(self, session_id: str) -> bool:
        """Delete the session and cancel its queued jobs (event ``session:cleared``)."""
        return self.execute(budget.clear, session_id)

    def export_session(self, session_id: str) -> BudgetExport:
        """Entries (pending ones included), summaries and overrides."""
        return self.execute(budget.export, session_id)

    def import_session(self, state: BudgetExport | dict[str, Any] | bytes | str, session_id: str | None = None) -> str:
        """Replace a session with an export, atomically. Returns the new generation."""
        return self.execute(budget.import_, state, session_id)

    def put_summary(self, session_id: str, gen: str, job_id: str, summary: MemorySummary) -> str:
        """Write a compression's summary (used by summarizers)."""
        return self.execute(budget.put_summary, session_id, gen, job_id, summary)

    def put_merge(self, session_id: str, gen: str, job_id: str, summary: MemorySummary) -> str:
        """Write a merge of the oldest summaries (used by summarizers)."""
        return self.execute(budget.put_merge, session_id, gen, job_id, summary)

    def events(self, session_id: str | None = None, *, last_id: str = "$", block_ms: int = 1000,
               timeout: float | None = None) -> Iterator[Event]:
        """Events as they happen (``entry:added``, ``compressed``, ``session:cleared``).

        Follows one session (its bucket's stream) or all. Stops after ``timeout``
        seconds when given. Works on Redis Cluster (one stream read at a time).
        """
        streams = {s: last_id for s in _event_streams(self, session_id, last_id, block_ms, timeout)}
        deadline = None if timeout is None else time.monotonic() + timeout
        cluster = isinstance(self.redis, redis.RedisCluster)
        while deadline is None or time.monotonic() < deadline:
            groups = [{s: i} for s, i in streams.items()] if cluster else [streams]
            for group in groups:
                wait = _wait_ms(block_ms, deadline, len(groups))
                try:
                    if self.router is None:
                        reply = self.redis.xread(group, count=100, block=wait)
                    else:
                        args, target = self.router.read_stream(("XREAD", "COUNT", 100, "BLOCK", wait), *_one(group))
                        reply = self.redis.execute_command(*args, **target)
                except redis.ResponseError as e:  # e.g. WRONGTYPE: the events key holds something else
                    raise escaped(e, Cmd("xread", tuple(group))) from e
                for stream, entries in reply or []:
                    if entries:
                        streams[as_str(stream)] = as_str(entries[-1][0])
                    yield from budget.parse_events(stream, entries, session_id)


class AsyncAgentMemory(AsyncDriver):
    """:class:`AgentMemory` for asyncio: the same methods, awaited."""

    def __init__(self, redis_client: Any, config: MemoryConfig | None = None, *,
                 token_counter: TokenCounter | Callable[[str], int] | None = None, **settings: Any) -> None:
        super().__init__(redis_client, config, **settings)
        self.counter = _counter(self.config, token_counter)

    async def add_message(self, session_id: str, role: str, content: Any, **fields: Any) -> EntryResult:
        """Add a user or assistant message (``name``, ``metadata``, ``ts``, ``tokens``, ``id`` optional)."""
        return await self.execute(budget.add, session_id, self.counter, "message", role, content, fields)

    async def add_user_message(self, session_id: str, content: Any, **fields: Any) -> EntryResult:
        """Add a user message; the session's first one is pinned as the task anchor."""
        return await self.execute(budget.add, session_id, self.counter, "message", "user", content, fields)

    async def add_assistant_message(self, session_id: str, content: Any, **fields: Any) -> EntryResult:
        """Add an assistant message (text or parts, thought parts included)."""
        return await self.execute(budget.add, session_id, self.counter, "message", "assistant", content, fields)

    async def add_tool_call(self, session_id: str, tool_name: str, arguments: dict[str, Any], *,
                            call_id: str | None = None, **fields: Any) -> EntryResult:
        """Add a tool call (an id is generated unless given: ``result.entry.tool_call_id``)."""
        fields.update(tool_name=tool_name, arguments=arguments, tool_call_id=budget.new_id("call_") if call_id is None else call_id)
        return await self.execute(budget.add, session_id, self.counter, "tool_call", "assistant", fields.pop("content", ""), fields)

    async def add_tool_result(self, session_id: str, call_id: str, content: Any, *, is_error: bool = False,
                              **fields: Any) -> EntryResult:
        """Add the result of an open tool call of this session (else :class:`OrphanToolResult`)."""
        fields.update(tool_call_id=call_id, is_error=is_error)
        return await self.execute(budget.add, session_id, self.counter, "tool_result", None, content, fields)

    async def add_context(self, session_id: str, content: Any, source: str, **fields: Any) -> EntryResult:
        """Add context (a file, retrieved text) with its source."""
        fields["source"] = source
        return await self.execute(budget.add, session_id, self.counter, "context", None, content, fields)

    async def set_system_prompt(self, session_id: str, content: Any, **fields: Any) -> EntryResult:
        """Set (replace) the session's system prompt: pinned, never compressed."""
        return await self.execute(budget.add, session_id, self.counter, "system", None, content, fields)

    async def add_entry(self, session_id: str, entry: Entry) -> EntryResult:
        """Add a ready-made entry (see :func:`budget.make_entry`)."""
        return await self.execute(budget.add_entry, session_id, entry)

    async def compress(self, session_id: str) -> CompressResult:
        """Queue every entry outside the recent window for summarizing now."""
        return await self.execute(budget.compress, session_id, False)

    async def view(self, session_id: str, pending: str | None = None) -> BudgetView:
        """Pins, summaries, pending segments and active entries, in one read."""
        return await self.execute(budget.view, session_id, pending)

    async def context(self, session_id: str, budget: ContextBudget | int | None = None, format: str = "openai", *,
                      pending: str | None = None, page: int = 8, compress_overflow: bool = True,
                      **options: Any) -> Any:
        """Model-ready input in one round trip (see :meth:`AgentMemory.context`)."""
        return await self.execute(model_input, session_id, budget, format, pending, page, compress_overflow,
                                  self.counter, options)

    async def model_input(self, session_id: str, budget: ContextBudget | int | None = None, format: str = "openai",
                          *, pending: str | None = None, page: int = 8, compress_overflow: bool = True,
                          **options: Any) -> Any:
        """What to send the model: the same as :meth:`context` (the name both policies share)."""
        return await self.execute(model_input, session_id, budget, format, pending, page, compress_overflow,
                                  self.counter, options)

    async def add_and_context(self, session_id: str, role: str, content: Any,
                              budget: ContextBudget | int | None = None, format: str = "openai", *,
                              fields: dict[str, Any] | None = None, pending: str | None = None, page: int = 8,
                              compress_overflow: bool = True, **options: Any) -> tuple[EntryResult, Any]:
        """A bot's turn in one round trip (see :meth:`AgentMemory.add_and_context`)."""
        return await self.execute(add_and_model_input, session_id, self.counter, role, content, fields or {}, budget,
                                  format, pending, page, compress_overflow, options)

    async def facts(self, session_id: str) -> Ledger:
        """The session's fact ledger: current facts and the values they superseded."""
        return await self.execute(read_ledger, session_id)

    async def get_active_entries(self, session_id: str) -> list[Entry]:
        """Entries not compressed (pins first, then the rest by seq)."""
        v = await self.view(session_id, "placeholder")
        return [e for e in (v.system, v.anchor) if e is not None] + v.entries

    async def get_stats(self, session_id: str) -> BudgetStats:
        """Seed 001's counters: total / active / compressed entries, summaries, tokens."""
        return await self.execute(budget.stats, session_id)

    async def configure_session(self, session_id: str, **overrides: Any) -> dict[str, str]:
        """Override :class:`BudgetConfig` settings for one session (None removes an override)."""
        return await self.execute(budget.configure, session_id, overrides)

    async def clear_session(self, session_id: str) -> bool:
        """Delete the session and cancel its queued jobs (event ``session:cleared``)."""
        return await self.execute(budget.clear, session_id)

    async def export_session(self, session_id: str) -> BudgetExport:
        """Entries (pending ones included), summaries and overrides."""
        return await self.execute(budget.export, session_id)

    async def import_session(self, state: BudgetExport | dict[str, Any] | bytes | str, session_id: str | None = None) -> str:
        """Replace a session with an export, atomically. Returns the new generation."""
        return await self.execute(budget.import_, state, session_id)

    async def put_summary(self, session_id: str, gen: str, job_id: str, summary: MemorySummary) -> str:
        """Write a compression's summary (used by summarizers)."""
        return await self.execute(budget.put_summary, session_id, gen, job_id, summary)

    async def put_merge(self, session_id: str, gen: str, job_id: str, summary: MemorySummary) -> str:
        """Write a merge of the oldest summaries (used by summarizers)."""
        return await self.execute(budget.put_merge, session_id, gen, job_id, summary)

    async def events(self, session_id: str | None = None, *, last_id: str = "$", block_ms: int = 1000,
                     timeout: float | None = None) -> AsyncIterator[Event]:
        """Events as they happen (``entry:added``, ``compressed``, ``session:cleared``)."""
        import redis.asyncio as aioredis

        streams = {s: last_id for s in _event_streams(self, session_id, last_id, block_ms, timeout)}
        deadline = None if timeout is None else time.monotonic() + timeout
        cluster = isinstance(self.redis, aioredis.RedisCluster)
        if cluster:
            await self._primaries()  # the node table, to route each read
        while deadline is None or time.monotonic() < deadline:
            groups = [{s: i} for s, i in streams.items()] if cluster else [streams]
            for group in groups:
                wait = _wait_ms(block_ms, deadline, len(groups))
                try:
                    if self.router is None:
                        reply = await self.redis.xread(group, count=100, block=wait)
                    else:
                        args, target = self.router.read_stream(("XREAD", "COUNT", 100, "BLOCK", wait), *_one(group))
                        reply = await self.redis.execute_command(*args, **target)
                except redis.ResponseError as e:
                    raise escaped(e, Cmd("xread", tuple(group))) from e
                for stream, entries in reply or []:
                    if entries:
                        streams[as_str(stream)] = as_str(entries[-1][0])
                    for event in budget.parse_events(stream, entries, session_id):
                        yield event
