"""An OpenAI Agents SDK session backed by rollmem's ``budget`` policy.

:class:`RollmemSession` implements the SDK's session protocol (``get_items``,
``add_items``, ``pop_item``, ``clear_session``), so ``Runner.run(agent, text,
session=RollmemSession("user-42", memory))`` keeps the conversation in Redis:

- ``add_items`` appends each item atomically, in the order the server assigns, so
  any number of processes can serve one conversation without losing a turn.
- ``get_items`` returns the working set fitted by :meth:`AsyncAgentMemory.context`:
  the pinned system prompt, fact ledger and task, the summaries the daemon wrote (one
  ``system`` item per run of them), then the recent items. It never rereads the whole history.
- Items round-trip exactly: messages, ``function_call`` / ``function_call_output``
  (stored as rollmem tool calls and results, paired by ``call_id``), and any other
  item type (reasoning, hosted tool calls, ...) kept opaque in the entry's metadata.

By design, and unlike the SDK's own sessions: items the daemon has summarized
come back as their summary, not verbatim (``export`` holds what is still verbatim
and the summaries); ``limit`` counts the summary item as the oldest item of the
working set; and ``pop_item`` is an optimistic read-and-replace of the session
(retried when another writer got in first), costing one export and one import.

The SDK itself is not imported: the protocol is structural.
"""

from __future__ import annotations

import asyncio
import json
from collections import OrderedDict
from typing import Any

from ..budget import AsyncAgentMemory
from ..budget import ops as budget_ops
from ..budget.fit import ContextBudget, Selection
from ..config import MemoryConfig
from ..errors import InvalidEntry, OrphanToolResult, RollMemError
from ..keys import validate_session_id
from ..models import BudgetExport, Entry, MemorySummary, PendingSegment
from . import facts_text, segment_text

Item = dict[str, Any]

META = "agents"
"""Metadata key of an entry holding what the item has beyond the entry's fields (or ``{"item": ...}``)."""

OPAQUE_SOURCE = "openai-agents:"
"""``source`` prefix of context entries holding an item rollmem does not model (reasoning, hosted tools...)."""

POP_ATTEMPTS = 20


class PopConflict(RollMemError):
    """``pop_item`` lost the race against other writers ``POP_ATTEMPTS`` times in a row."""


# ---------------------------------------------------------------- items -> entries


def _text_of(value: Any) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(p["text"] for p in value if isinstance(p, dict) and isinstance(p.get("text"), str))
    return ""


def _is_content(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, list) and all(isinstance(p, dict) for p in value))


def _rest(item: Item, *keys: str) -> dict[str, Any]:
    return {k: v for k, v in item.items() if k not in keys}


def _arguments(raw: Any) -> dict[str, Any]:
    if isinstance(raw, dict):
        return raw
    try:
        parsed = json.loads(raw) if isinstance(raw, str) and raw.strip() else {}
    except ValueError:
        return {"input": raw}
    return parsed if isinstance(parsed, dict) else {"input": parsed}


def _opaque(item: Item) -> tuple[str, dict[str, Any]]:
    kind = str(item.get("type") or item.get("role") or "item")
    text = _text_of(item.get("content")) or _text_of(item.get("summary"))
    return "context", {"content": text, "source": OPAQUE_SOURCE + kind[:40], "metadata": {META: {"item": item}}}


def entry_args(item: Item, call_names: dict[str, str]) -> tuple[str, dict[str, Any]]:
    """How one SDK item is stored: the ``AsyncAgentMemory`` method and its keyword arguments.

    User and assistant messages become messages; ``function_call`` a tool call;
    ``function_call_output`` a tool result; anything else (system and developer
    messages, reasoning, hosted tool items) a context entry holding the item whole.
    """
    if not isinstance(item, dict):
        raise InvalidEntry(f"an Agents SDK item must be a dict, got {type(item).__name__}")
    kind, role = item.get("type"), item.get("role")
    if kind in (None, "message") and role in ("user", "assistant") and _is_content(item.get("content")):
        return "message", {"role": role, "content": item["content"], "metadata": {META: _rest(item, "role", "content")}}
    call_id = item.get("call_id")
    valid_id = isinstance(call_id, str) and budget_ops.CALL_ID_RE.fullmatch(call_id) is not None
    if kind == "function_call" and valid_id and isinstance(item.get("name"), str) \
            and budget_ops.TOOL_NAME_RE.fullmatch(item["name"]):
        return "tool_call", {"tool_name": item["name"], "arguments": _arguments(item.get("arguments")),
                             "call_id": call_id, "metadata": {META: _rest(item, "call_id", "name")}}
    if kind == "function_call_output" and valid_id and _is_content(item.get("output")):
        fields: dict[str, Any] = {"call_id": call_id, "content": item["output"],
                                  "metadata": {META: _rest(item, "call_id", "output")}}
        if call_id in call_names:
            fields["tool_name"] = call_names[call_id]
        return "tool_result", fields
    return _opaque(item)


# ---------------------------------------------------------------- entries -> items


def _sdk_content(e: Entry) -> Any:
    if isinstance(e.content, str):
        return e.content
    if all(isinstance(p.get("type"), str) for p in e.content):
        return e.content
    return e.text  # parts written by another client, in rollmem's own shape


def to_item(e: Entry) -> Item:
    """The SDK item an entry stands for: exactly the one added, or a natural one for entries written elsewhere."""
    meta = e.metadata.get(META)
    if isinstance(meta, dict) and isinstance(meta.get("item"), dict):
        return dict(meta["item"])
    extra = dict(meta) if isinstance(meta, dict) else {}
    if e.type == "message":
        return {"role": e.role, "content": _sdk_content(e), **extra}
    if e.type == "tool_call":
        args = e.arguments if e.arguments is not None else {}
        return {"type": "function_call", "call_id": e.tool_call_id, "name": e.tool_name,
                "arguments": json.dumps(args, ensure_ascii=False), **extra}
    if e.type == "tool_result":
        output = _sdk_content(e) if meta is not None else (f"Error: {e.text}" if e.is_error else e.text)
        return {"type": "function_call_output", "call_id": e.tool_call_id, "output": output, **extra}
    if e.type == "context":
        return {"role": "user", "content": f"Context from {e.source}:\n{e.text}" if e.source else e.text}
    return {"role": "system", "content": e.text}


def selection_items(selection: Selection, summary_role: str = "system") -> list[Item]:
    """A fitted selection as SDK input items: pins, summaries (one item per run), then the rest."""
    out: list[Item] = [to_item(selection.system)] if selection.system is not None else []
    facts = facts_text(selection)
    if facts:  # pinned after the system prompt, as every renderer places it
        out.append({"role": summary_role, "content": facts})
    if selection.anchor is not None:
        out.append(to_item(selection.anchor))
    run: list[str] = []
    for it in selection.items():
        if isinstance(it, (MemorySummary, PendingSegment)):
            run.append(segment_text(it))
            continue
        if run:
            out.append({"role": summary_role, "content": "\n\n".join(run)})
            run = []
        out.append(to_item(it))
    if run:
        out.append({"role": summary_role, "content": "\n\n".join(run)})
    return out


# ---------------------------------------------------------------- the session


class RollmemSession:
    """An Agents SDK session (``agents.memory.Session`` protocol) kept in rollmem.

    Args:
        session_id: The conversation's id (rollmem's charset: ``[A-Za-z0-9_.:@-]{1,200}``).
        memory: The :class:`AsyncAgentMemory` to use (its client is not closed by :meth:`close`).
        budget: Input budget of :meth:`get_items` (tokens or a :class:`ContextBudget`); None keeps
            every summary and every entry not yet summarized.
        session_settings: The SDK's ``SessionSettings`` (its ``limit`` applies when ``get_items``
            gets none).
        summary_role: Role of the item carrying the summaries (``system`` or ``developer``).

    Raises:
        InvalidSessionId: A session id rollmem cannot key.
    """

    session_settings: Any = None

    def __init__(self, session_id: str, memory: AsyncAgentMemory, *, budget: ContextBudget | int | None = None,
                 session_settings: Any = None, summary_role: str = "system", owns_client: bool = False) -> None:
        self.session_id = validate_session_id(session_id)
        self.memory = memory
        self.budget = budget
        self.session_settings = session_settings
        self.summary_role = summary_role
        self._owns_client = owns_client
        self._call_names: OrderedDict[str, str] = OrderedDict()

    @classmethod
    def from_url(cls, session_id: str, url: str, *, cluster: bool = False, config: MemoryConfig | None = None,
                 **kwargs: Any) -> RollmemSession:
        """A session with its own client (closed by :meth:`close`); ``config`` as for ``AsyncAgentMemory``."""
        memory = AsyncAgentMemory.from_url(url, cluster=cluster, config=config)
        return cls(session_id, memory, owns_client=True, **kwargs)

    def _limit(self, limit: int | None) -> int | None:
        if limit is not None:
            return limit
        return getattr(self.session_settings, "limit", None)

    async def get_items(self, limit: int | None = None) -> list[Item]:
        """The fitted working set as SDK items, oldest first; with ``limit``, its latest ``limit`` items."""
        limit = self._limit(limit)
        if limit is not None and limit <= 0:
            return []
        selection = await self.memory.context(self.session_id, self.budget, "selection")
        items = selection_items(selection, self.summary_role)
        return items if limit is None else items[-limit:]

    async def add_items(self, items: list[Item]) -> None:
        """Append the items in order, each atomically (the server assigns the order across writers).

        Raises:
            InvalidEntry, EntryTooLarge: an item rollmem cannot store (nothing of it is written;
                the items before it are).
        """
        names = self._call_names
        for item in items:
            method, fields = entry_args(item, names)
            if method == "tool_call":
                names[fields["call_id"]] = fields["tool_name"]
                while len(names) > 4096:
                    names.popitem(last=False)
            await self._add(method, fields, item)

    async def _add(self, method: str, f: dict[str, Any], item: Item) -> None:
        m, sid = self.memory, self.session_id
        if method == "message":
            await m.add_message(sid, f.pop("role"), f.pop("content"), **f)
        elif method == "tool_call":
            await m.add_tool_call(sid, f.pop("tool_name"), f.pop("arguments"), call_id=f.pop("call_id"), **f)
        elif method == "tool_result":
            try:
                await m.add_tool_result(sid, f.pop("call_id"), f.pop("content"), **f)
            except OrphanToolResult:  # its call is not open here: keep the item anyway, as it came
                _, fields = _opaque(item)
                await m.add_context(sid, fields.pop("content"), fields.pop("source"), **fields)
        else:
            await m.add_context(sid, f.pop("content"), f.pop("source"), **f)

    async def pop_item(self) -> Item | None:
        """Remove and return the newest item (None if the session holds no verbatim item).

        Reads the session and replaces it without its newest entry, in a transaction
        that fails if anyone wrote meanwhile; then it tries again (up to ``POP_ATTEMPTS``).

        Raises:
            PopConflict: other writers kept winning.
        """
        for _ in range(POP_ATTEMPTS):
            popped = await _pop_once(self.memory, self.session_id)
            if popped is not _CONFLICT:
                return popped  # type: ignore[no-any-return]
            await asyncio.sleep(0)
        raise PopConflict(f"pop_item on {self.session_id!r} lost to concurrent writers {POP_ATTEMPTS} times")

    async def clear_session(self) -> None:
        """Delete the session and cancel its queued summary jobs."""
        await self.memory.clear_session(self.session_id)

    async def export(self) -> BudgetExport:
        """Everything the session holds: entries not yet summarized (verbatim) and the summaries."""
        return await self.memory.export_session(self.session_id)

    async def get_all_items(self) -> list[Item]:
        """Every item still held verbatim, oldest first, as SDK items (summarized ones are in :meth:`export`)."""
        return [to_item(e) for e in (await self.export()).entries]

    async def ping(self) -> bool:
        try:
            return bool(await self.memory.redis.ping())
        except Exception:
            return False

    async def close(self) -> None:
        """Close the Redis client if this session created it (``from_url``)."""
        if self._owns_client:
            await self.memory.close()


_CONFLICT = object()


async def _pop_once(memory: AsyncAgentMemory, session_id: str) -> Any:
    """One optimistic attempt: WATCH the session, export, import without the newest entry."""
    import msgspec
    from redis.exceptions import ResponseError, WatchError

    from ..ops import translate

    if not memory._ready:
        await memory.setup()
    keys = memory.config.keys.budget_session(session_id)
    tx_client = _node_client(memory.redis, keys.meta)
    try:
        async with tx_client.pipeline(transaction=True) as pipe:
            # WATCH first, then read on the ordinary client: any write after the WATCH fails the EXEC
            await pipe.watch(keys.meta, keys.ent, keys.pin, keys.sums)
            state = await memory.export_session(session_id)
            if not state.entries:
                await pipe.unwatch()
                return None
            newest = max(state.entries, key=lambda e: e.seq)
            rest = [e for e in state.entries if e is not newest]
            replaced = msgspec.structs.replace(state, entries=rest, total_tokens=state.total_tokens - newest.tokens)
            op = budget_ops.import_(memory.config, replaced, session_id)
            cmd = next(op)
            pipe.multi()
            getattr(pipe, cmd.method)(*cmd.args)
            try:
                (reply,) = await pipe.execute()
            except WatchError:
                return _CONFLICT
            except ResponseError as e:
                raise translate(e) from None
    finally:
        if tx_client is not memory.redis:
            await tx_client.aclose()
    try:  # overrides of the session are set again after the import
        cmd = op.send(reply)
        while True:
            cmd = op.send(await memory._send(cmd, False))  # routed by the driver, on a cluster too
    except StopIteration:
        pass
    return to_item(newest)


def _node_client(client: Any, key: str) -> Any:
    """A client for a WATCH/MULTI/EXEC on ``key``: the client itself, or on a cluster a plain client of the
    primary owning the key (redis-py's asyncio cluster transactions run on another event loop)."""
    import redis.asyncio as aioredis

    if not isinstance(client, aioredis.RedisCluster):
        return client
    node = client.get_node_from_key(key)
    if node is None:
        raise RollMemError(f"no cluster node serves {key!r}")
    pool = aioredis.ConnectionPool(connection_class=node.connection_class, **node.connection_kwargs)
    return aioredis.Redis.from_pool(pool)
