"""LangChain and LangGraph on rollmem's ``budget`` policy.

- :class:`RollmemChatMessageHistory`: a ``BaseChatMessageHistory`` for
  ``RunnableWithMessageHistory`` and anything else that takes one. ``messages`` is the
  fitted working set (the fact ledger and the summaries as ``SystemMessage`` s, then the recent messages);
  :meth:`RollmemChatMessageHistory.full_messages` is everything still held verbatim.
  Appends are atomic and ordered by the server, so many processes can share a thread.
- :func:`fitted_messages` / :func:`afitted_messages`: the fitted messages of a thread, and
  :func:`pre_model_hook`, a LangGraph pre-model hook that puts them before the run's messages.

Messages map both ways: ``HumanMessage`` and ``AIMessage`` text become user and assistant
messages, each of an ``AIMessage``'s ``tool_calls`` a rollmem tool call (name, args, id), a
``ToolMessage`` the call's result; ids, names and the other fields ride in the entry's
metadata, so a message comes back equal to the one added. ``SystemMessage`` s and message
types rollmem does not model are kept as context entries holding the message whole.

Needs ``langchain-core`` (``pip install 'rollmem[langchain]'``).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Sequence
from typing import Any

from ..budget import AgentMemory, AsyncAgentMemory
from ..budget import ops as budget_ops
from ..budget.fit import ContextBudget, Selection
from ..errors import OrphanToolResult
from ..keys import validate_session_id
from ..models import Entry, MemorySummary, PendingSegment
from . import facts_text, require, segment_text

require("langchain_core", "langchain", "rollmem's LangChain history")  # a clear error when it is missing
from langchain_core.chat_history import BaseChatMessageHistory  # noqa: E402
from langchain_core.messages import BaseMessage, SystemMessage, message_to_dict, messages_from_dict  # noqa: E402
from langchain_core.runnables import RunnableConfig  # noqa: E402

META = "lc"
"""Metadata key: the message's fields beyond content and tool calls (``type``, ``id``, ``name`` ...)."""
GROUP = "lc_group"
"""Metadata key tying the entries of one ``AIMessage`` (its text and its tool calls) together."""
SYSTEM_SOURCE = "langchain:system"
OPAQUE_SOURCE = "langchain:"

Spec = tuple[str, dict[str, Any]]


# ---------------------------------------------------------------- messages -> entries


def _fields(data: dict[str, Any], *drop: str) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in drop and v not in (None, {}, [])}


def _parts(content: Any) -> tuple[Any, bool]:
    """Content rollmem can store (text or part dicts), and whether it is the original."""
    if isinstance(content, str) or (isinstance(content, list) and all(isinstance(p, dict) for p in content)):
        return content, True
    if isinstance(content, list):
        return [p if isinstance(p, dict) else {"type": "text", "text": str(p)} for p in content], False
    return str(content), False


def _opaque(message: Any) -> Spec:
    d = message_to_dict(message)
    text = str(message.text) if isinstance(getattr(message, "text", None), str) else ""
    return "context", {"content": text, "source": OPAQUE_SOURCE + str(d["type"])[:40],
                       "metadata": {META: {"item": d}}}


def _valid_call(tc: Any) -> bool:
    return (isinstance(tc, dict) and isinstance(tc.get("id"), str) and isinstance(tc.get("name"), str)
            and isinstance(tc.get("args"), dict) and budget_ops.CALL_ID_RE.fullmatch(tc["id"]) is not None
            and budget_ops.TOOL_NAME_RE.fullmatch(tc["name"]) is not None)


def entry_specs(message: Any) -> list[Spec]:
    """How one message is stored: ``(method, keyword arguments)`` for each entry it becomes."""
    if not isinstance(message, BaseMessage):
        raise TypeError(f"expected a LangChain BaseMessage, got {type(message).__name__}")
    d = message_to_dict(message)
    kind, data = d["type"], d["data"]
    content, exact = _parts(data.get("content", ""))
    meta = _fields(data, "content", "tool_calls")
    if not exact:
        meta["content"] = data.get("content")
    if kind in ("human", "HumanMessageChunk"):
        return [("message", {"role": "user", "content": content, "metadata": {META: meta}})]
    if kind == "system":
        return [("context", {"content": content, "source": SYSTEM_SOURCE, "metadata": {META: meta}})]
    if kind in ("tool", "ToolMessageChunk") and isinstance(data.get("tool_call_id"), str) \
            and budget_ops.CALL_ID_RE.fullmatch(data["tool_call_id"]):
        extra = {"tool_name": data["name"]} if isinstance(data.get("name"), str) else {}
        return [("tool_result", {"call_id": data["tool_call_id"], "content": content,
                                 "is_error": data.get("status") == "error", "metadata": {META: meta}, **extra})]
    if kind in ("ai", "AIMessageChunk"):
        calls = data.get("tool_calls") or []
        if not all(_valid_call(tc) for tc in calls):
            return [_opaque(message)]
        group = {GROUP: uuid.uuid4().hex[:16]}
        specs: list[Spec] = []
        if not calls or content:
            specs.append(("message", {"role": "assistant", "content": content, "metadata": {META: meta, **group}}))
        for tc in calls:
            first = {META: meta} if not specs else {}
            specs.append(("tool_call", {"tool_name": tc["name"], "arguments": tc["args"], "call_id": tc["id"],
                                        "metadata": {**first, **group}}))
        return specs
    return [_opaque(message)]


# ---------------------------------------------------------------- entries -> messages


def _message(kind: str, content: Any, meta: dict[str, Any], **extra: Any) -> Any:
    data = {**meta, **extra}
    data.setdefault("content", content)
    return messages_from_dict([{"type": data.pop("type", kind), "data": data}])[0]


def _content(e: Entry) -> Any:
    return e.content if isinstance(e.content, str) else list(e.content)


def to_messages(entries: Sequence[Entry]) -> list[BaseMessage]:
    """Messages for consecutive entries (an assistant text and its tool calls become one ``AIMessage``)."""
    out: list[Any] = []
    i = 0
    while i < len(entries):
        e = entries[i]
        found = e.metadata.get(META)
        meta: dict[str, Any] = found if isinstance(found, dict) else {}
        i += 1
        if "item" in meta:
            out.append(messages_from_dict([meta["item"]])[0])
        elif e.type == "message" and e.role == "user":
            out.append(_message("human", _content(e), meta))
        elif e.type in ("message", "tool_call"):
            group = e.metadata.get(GROUP)
            calls = [e] if e.type == "tool_call" else []
            while i < len(entries) and entries[i].type == "tool_call" and entries[i].metadata.get(GROUP) == group:
                calls.append(entries[i])
                i += 1
            content = _content(e) if e.type == "message" else ""
            tool_calls = [{"name": c.tool_name, "args": c.arguments or {}, "id": c.tool_call_id, "type": "tool_call"}
                          for c in calls]
            out.append(_message("ai", content, meta, tool_calls=tool_calls))
        elif e.type == "tool_result":
            foreign = not meta  # written by another client: take what the entry knows
            extra = {"name": e.tool_name} if e.tool_name and foreign else {}
            status = {"status": "error"} if e.is_error and foreign else {}
            out.append(_message("tool", _content(e), meta, tool_call_id=e.tool_call_id, **extra, **status))
        elif e.type == "context" and e.source == SYSTEM_SOURCE:
            out.append(_message("system", _content(e), meta))
        elif e.type == "context":
            out.append(_message("human", f"Context from {e.source}:\n{e.text}" if e.source else e.text, {}))
        else:
            out.append(_message("system", e.text, {}))
    return out


def selection_messages(selection: Selection) -> list[BaseMessage]:
    """A fitted selection as messages: pins (system prompt, fact ledger, task), summaries (one ``SystemMessage``
    per run), the rest."""
    out = to_messages([selection.system]) if selection.system is not None else []
    facts = facts_text(selection)
    if facts:  # pinned after the system prompt, as every renderer places it
        out.append(SystemMessage(content=facts))
    if selection.anchor is not None:
        out += to_messages([selection.anchor])
    run: list[str] = []
    pending: list[Entry] = []
    for it in selection.items():
        if isinstance(it, (MemorySummary, PendingSegment)):
            out += to_messages(pending)
            pending = []
            run.append(segment_text(it))
            continue
        if run:
            out.append(SystemMessage(content="\n\n".join(run)))
            run = []
        pending.append(it)
    out += to_messages(pending)
    if run:
        out.append(SystemMessage(content="\n\n".join(run)))
    return out


# ---------------------------------------------------------------- writing


def _apply(memory: AgentMemory, session_id: str, specs: list[Spec]) -> None:
    for method, f in specs:
        f = dict(f)
        if method == "message":
            memory.add_message(session_id, f.pop("role"), f.pop("content"), **f)
        elif method == "tool_call":
            memory.add_tool_call(session_id, f.pop("tool_name"), f.pop("arguments"), call_id=f.pop("call_id"), **f)
        elif method == "tool_result":
            try:
                memory.add_tool_result(session_id, f.pop("call_id"), f.pop("content"), **f)
            except OrphanToolResult:
                memory.add_context(session_id, *_orphan(f))
        else:
            memory.add_context(session_id, f.pop("content"), f.pop("source"), metadata=f.get("metadata"))


async def _aapply(memory: AsyncAgentMemory, session_id: str, specs: list[Spec]) -> None:
    for method, f in specs:
        f = dict(f)
        if method == "message":
            await memory.add_message(session_id, f.pop("role"), f.pop("content"), **f)
        elif method == "tool_call":
            await memory.add_tool_call(session_id, f.pop("tool_name"), f.pop("arguments"), call_id=f.pop("call_id"),
                                       **f)
        elif method == "tool_result":
            try:
                await memory.add_tool_result(session_id, f.pop("call_id"), f.pop("content"), **f)
            except OrphanToolResult:
                await memory.add_context(session_id, *_orphan(f))
        else:
            await memory.add_context(session_id, f.pop("content"), f.pop("source"), metadata=f.get("metadata"))


def _orphan(f: dict[str, Any]) -> tuple[Any, str]:
    """A result whose call is not open in the session is kept as context, as it came."""
    return f.get("content", ""), OPAQUE_SOURCE + "orphan_tool_result"


def _specs(messages: Sequence[Any], names: dict[str, str]) -> list[Spec]:
    specs = [s for m in messages for s in entry_specs(m)]
    for method, f in specs:  # a result carries its call's name when the call is known here
        if method == "tool_call":
            names[f["call_id"]] = f["tool_name"]
        elif method == "tool_result" and "tool_name" not in f and f["call_id"] in names:
            f["tool_name"] = names[f["call_id"]]
    return specs


# ---------------------------------------------------------------- the history


class RollmemChatMessageHistory(BaseChatMessageHistory):
    """A LangChain chat message history kept in rollmem.

    Args:
        session_id: The thread's id (rollmem's charset: ``[A-Za-z0-9_.:@-]{1,200}``).
        memory: An :class:`AgentMemory` for the sync methods.
        async_memory: An :class:`AsyncAgentMemory` for ``aget_messages``, ``aadd_messages``
            and ``aclear`` (without it they run the sync methods in a thread).
        budget: Input budget of ``messages`` (tokens or a :class:`ContextBudget`); None keeps
            every summary and every message not yet summarized.
    """

    def __init__(self, session_id: str, memory: AgentMemory | None = None, *,
                 async_memory: AsyncAgentMemory | None = None, budget: ContextBudget | int | None = None) -> None:
        if memory is None and async_memory is None:
            raise ValueError("give memory (AgentMemory), async_memory (AsyncAgentMemory) or both")
        self.session_id = validate_session_id(session_id)
        self.memory = memory
        self.async_memory = async_memory
        self.budget = budget
        self._names: dict[str, str] = {}

    def _sync(self) -> AgentMemory:
        if self.memory is None:
            raise RuntimeError("this history has only an AsyncAgentMemory: use the async methods")
        return self.memory

    @property
    def messages(self) -> list[BaseMessage]:  # type: ignore[override]
        """The fitted working set: pins, summaries as a ``SystemMessage``, recent messages."""
        return selection_messages(self._sync().context(self.session_id, self.budget, "selection"))

    async def aget_messages(self) -> list[BaseMessage]:
        if self.async_memory is None:
            return await super().aget_messages()
        return selection_messages(await self.async_memory.context(self.session_id, self.budget, "selection"))

    def full_messages(self) -> list[BaseMessage]:
        """Every message still held verbatim, oldest first (the summarized ones are in ``export_session``)."""
        return to_messages(self._sync().export_session(self.session_id).entries)

    async def afull_messages(self) -> list[BaseMessage]:
        if self.async_memory is None:
            return self.full_messages()
        return to_messages((await self.async_memory.export_session(self.session_id)).entries)

    def add_messages(self, messages: Sequence[Any]) -> None:
        """Append the messages in order, each entry atomically."""
        _apply(self._sync(), self.session_id, _specs(messages, self._names))

    async def aadd_messages(self, messages: Sequence[Any]) -> None:
        if self.async_memory is None:
            await super().aadd_messages(messages)
            return
        await _aapply(self.async_memory, self.session_id, _specs(messages, self._names))

    def clear(self) -> None:
        """Delete the thread and cancel its queued summary jobs."""
        self._sync().clear_session(self.session_id)

    async def aclear(self) -> None:
        if self.async_memory is None:
            await super().aclear()
            return
        await self.async_memory.clear_session(self.session_id)


# ---------------------------------------------------------------- LangGraph


def fitted_messages(memory: AgentMemory, thread_id: str, budget: ContextBudget | int | None = None) -> list[BaseMessage]:
    """The fitted messages of a thread (what :attr:`RollmemChatMessageHistory.messages` returns)."""
    return selection_messages(memory.context(thread_id, budget, "selection"))


async def afitted_messages(memory: AsyncAgentMemory, thread_id: str,
                           budget: ContextBudget | int | None = None) -> list[BaseMessage]:
    return selection_messages(await memory.context(thread_id, budget, "selection"))


def pre_model_hook(memory: AgentMemory, budget: ContextBudget | int | None = None, *,
                   thread_key: str = "thread_id") -> Callable[..., dict[str, Any]]:
    """A LangGraph pre-model hook: the thread's fitted history, then the run's own messages.

    Returns ``{"llm_input_messages": [...]}`` (the model's input; the graph state is left
    alone). The thread id is read from ``config["configurable"][thread_key]``. Store the run's
    messages after it with :meth:`RollmemChatMessageHistory.add_messages`.
    """

    def hook(state: dict[str, Any], config: RunnableConfig) -> dict[str, Any]:
        configurable = config.get("configurable") or {}
        thread = configurable.get(thread_key)
        if thread is None:
            raise ValueError(f"the run's config has no configurable[{thread_key!r}]")
        return {"llm_input_messages": fitted_messages(memory, thread, budget) + list(state["messages"])}

    return hook
