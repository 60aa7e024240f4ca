"""The LangChain history and the LangGraph hook (``rollmem_client.integrations.langchain``).

langchain-tests has no standard suite for chat histories, so this ports what
langchain-core's own tests expect of one (``add_message``/``add_messages``/
``messages``/``clear``, the convenience adders, and the async variants, with and
without a native async client), then runs a real ``RunnableWithMessageHistory``
around langchain-core's fake chat model and a LangGraph graph using the pre-model hook.
"""

from __future__ import annotations

import asyncio
import threading
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
import redis
import redis.asyncio as aioredis
from helpers import drain

from rollmem_client import AgentMemory, AsyncAgentMemory, RollingMemory
from rollmem_client.server import EmbeddedCluster, EmbeddedServer

pytest.importorskip("langchain_core", reason="the langchain extra is not installed")
from langchain_core.chat_history import BaseChatMessageHistory
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    ChatMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
from langchain_core.runnables import RunnableConfig, RunnableLambda
from langchain_core.runnables.history import RunnableWithMessageHistory

from rollmem_client.integrations.langchain import (
    RollmemChatMessageHistory,
    afitted_messages,
    fitted_messages,
    pre_model_hook,
)

BUCKETS = 4
pytestmark = pytest.mark.timeout(120)

EVERY_SHAPE: list[BaseMessage] = [
    HumanMessage("Weather in Oslo and Bergen?", id="h1", name="ann"),
    SystemMessage("Answer briefly.", id="s1"),
    AIMessage("", id="a1", tool_calls=[{"name": "weather", "args": {"city": "Oslo"}, "id": "c1"}],
              usage_metadata={"input_tokens": 5, "output_tokens": 2, "total_tokens": 7}),
    ToolMessage("sunny", tool_call_id="c1", id="t1"),
    AIMessage("Checking both.", id="a2", tool_calls=[{"name": "weather", "args": {"city": "Bergen"}, "id": "c2"},
                                                     {"name": "alerts", "args": {}, "id": "c3"}],
              response_metadata={"model_name": "fake"}),
    ToolMessage("rain", tool_call_id="c2", status="error"),
    ToolMessage([{"type": "text", "text": "no alerts"}], tool_call_id="c3", artifact={"raw": [1, 2]}),
    AIMessage("Oslo: sunny. Bergen: rain.", id="a3", additional_kwargs={"refusal": None}),
    ChatMessage(content="looks fine", role="critic"),
    HumanMessage(["mixed", {"type": "text", "text": "parts"}]),
    AIMessage("ok", tool_calls=[{"name": "bad name!", "args": {}, "id": "c9"}]),  # kept whole, as context
]


@pytest.fixture
def memory(redis_server: EmbeddedServer, prefix: str) -> Iterator[AgentMemory]:
    m = AgentMemory(redis.Redis.from_url(redis_server.url, protocol=2), prefix=prefix, buckets=BUCKETS)
    yield m
    m.close()


def history(memory: AgentMemory, sid: str = "t1", **kw: Any) -> RollmemChatMessageHistory:
    return RollmemChatMessageHistory(sid, memory, **kw)


# ---------------------------------------------------------------- langchain-core's expectations


def test_is_a_chat_message_history(memory: AgentMemory) -> None:
    assert isinstance(history(memory), BaseChatMessageHistory)


def test_add_get_clear(memory: AgentMemory) -> None:
    h = history(memory)
    assert h.messages == []
    h.add_message(HumanMessage("Hello"))
    h.add_user_message("How are you?")
    h.add_ai_message("Fine.")
    h.add_messages([HumanMessage("a"), AIMessage("b")])
    assert [(type(m).__name__, m.content) for m in h.messages] == [
        ("HumanMessage", "Hello"), ("HumanMessage", "How are you?"), ("AIMessage", "Fine."),
        ("HumanMessage", "a"), ("AIMessage", "b")]
    assert "Human: Hello" in str(h)
    h.clear()
    assert h.messages == [] and h.full_messages() == []


def test_every_message_shape_round_trips(memory: AgentMemory) -> None:
    h = history(memory)
    h.add_messages(EVERY_SHAPE)
    assert h.full_messages() == EVERY_SHAPE
    fitted = h.messages  # the task anchor is pinned first, then the rest in order
    assert fitted == [EVERY_SHAPE[0], *EVERY_SHAPE[1:]]


def test_tool_calls_are_rollmem_tool_pairs(memory: AgentMemory) -> None:
    history(memory).add_messages(EVERY_SHAPE[:4])
    entries = memory.export_session("t1").entries
    assert [e.type for e in entries] == ["message", "context", "tool_call", "tool_result"]
    call, result = entries[2], entries[3]
    assert (call.tool_name, call.arguments, call.tool_call_id) == ("weather", {"city": "Oslo"}, "c1")
    assert (result.tool_call_id, result.tool_name, result.text) == ("c1", "weather", "sunny")
    rendered = memory.context("t1", format="openai")  # provider input keeps the pair
    assert any(m.get("tool_calls") for m in rendered) and any(m["role"] == "tool" for m in rendered)


def test_entries_from_other_writers_map_to_messages(memory: AgentMemory) -> None:
    memory.add_user_message("t1", "from the bare SDK")
    call = memory.add_tool_call("t1", "lookup", {"q": 1})
    memory.add_tool_result("t1", call.entry.tool_call_id or "", "found", is_error=True)
    memory.add_assistant_message("t1", "done")
    got = history(memory).messages
    assert got[0] == HumanMessage("from the bare SDK")
    assert isinstance(got[1], AIMessage) and got[1].tool_calls[0]["name"] == "lookup"
    assert isinstance(got[2], ToolMessage) and got[2].status == "error"
    assert got[2].tool_call_id == got[1].tool_calls[0]["id"] == call.entry.tool_call_id
    assert got[2].name == memory.export_session("t1").entries[2].tool_name  # the providers branch names results
    assert got[3] == AIMessage("done")


@pytest.mark.parametrize("native", [True, False], ids=["async-client", "executor"])
def test_async_variants(redis_server: EmbeddedServer, prefix: str, memory: AgentMemory, native: bool) -> None:
    async def main() -> None:
        amem = AsyncAgentMemory(aioredis.Redis.from_url(redis_server.url, protocol=2), prefix=prefix,
                                buckets=BUCKETS) if native else None
        h = RollmemChatMessageHistory("t1", memory, async_memory=amem)
        try:
            await h.aadd_messages(EVERY_SHAPE[:4])
            assert await h.aget_messages() == EVERY_SHAPE[:4]
            assert await h.afull_messages() == EVERY_SHAPE[:4]
            await h.aclear()
            assert await h.aget_messages() == []
        finally:
            if amem is not None:
                await amem.close()

    asyncio.run(main())


def test_async_only_history(redis_server: EmbeddedServer, prefix: str) -> None:
    async def main() -> None:
        amem = AsyncAgentMemory(aioredis.Redis.from_url(redis_server.url, protocol=2), prefix=prefix,
                                buckets=BUCKETS)
        h = RollmemChatMessageHistory("t1", async_memory=amem)
        await h.aadd_messages([HumanMessage("hi")])
        assert await afitted_messages(amem, "t1") == [HumanMessage("hi")]
        with pytest.raises(RuntimeError, match="async methods"):
            h.messages  # noqa: B018
        await amem.close()

    asyncio.run(main())


def test_concurrent_writers_keep_every_message(memory: AgentMemory) -> None:
    errors: list[BaseException] = []

    def writer(n: int) -> None:
        h = history(memory)
        try:
            for i in range(25):
                h.add_messages([HumanMessage(f"w{n}-{i}")])
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors
    got = [m.content for m in history(memory).full_messages()]
    assert sorted(got) == sorted(f"w{n}-{i}" for n in range(4) for i in range(25))
    for n in range(4):  # each writer's messages in its own order
        assert [c for c in got if str(c).startswith(f"w{n}-")] == [f"w{n}-{i}" for i in range(25)]


def test_summaries_come_back_as_a_system_message(memory: AgentMemory) -> None:
    h = history(memory)
    for n in range(12):
        h.add_messages([HumanMessage(f"My cat is called Tom, question {n}"), AIMessage(f"answer {n}")])
        if n == 0:  # settings of an existing session
            memory.configure_session("t1", recent_window=4, min_entries_to_compress=2)
    assert memory.compress("t1").queued
    blocks = RollingMemory(memory.redis, memory.config)
    blocks.ensure_groups()
    assert drain(blocks)["written"] >= 1
    facts, anchor, summary, *recent = h.messages
    assert isinstance(facts, SystemMessage) and "Tom" in str(facts.content)  # the fact ledger the summarizer wrote
    assert anchor == HumanMessage("My cat is called Tom, question 0")
    assert isinstance(summary, SystemMessage) and "Tom" in str(summary.content)
    assert recent[-1] == AIMessage("answer 11") and len(recent) <= 6
    assert fitted_messages(memory, "t1") == h.messages
    assert len(h.full_messages()) < 24  # summarized messages are in the summary only


def test_budget_bounds_messages(memory: AgentMemory) -> None:
    h = history(memory, budget=150)
    h.add_messages([HumanMessage(f"question {n} " + "word " * 10) for n in range(30)])
    got = h.messages
    assert 1 < len(got) < 30 and str(got[-1].content).startswith("question 29")


# ---------------------------------------------------------------- RunnableWithMessageHistory


def test_runnable_with_message_history(memory: AgentMemory) -> None:
    seen: list[list[BaseMessage]] = []
    model = FakeMessagesListChatModel(responses=[AIMessage("Nice to meet you, Ada."), AIMessage("You are Ada.")])
    prompt = ChatPromptTemplate.from_messages([("system", "You are helpful."), MessagesPlaceholder("history"),
                                               ("human", "{question}")])

    def record(value: Any) -> Any:
        seen.append(value.to_messages())
        return value

    chain = RunnableWithMessageHistory(prompt | RunnableLambda(record) | model,
                                       lambda session_id: history(memory, session_id),
                                       input_messages_key="question", history_messages_key="history")
    config = {"configurable": {"session_id": "chat-1"}}
    assert chain.invoke({"question": "I am Ada."}, config).content == "Nice to meet you, Ada."
    assert chain.invoke({"question": "Who am I?"}, config).content == "You are Ada."
    assert [m.content for m in seen[1]] == ["You are helpful.", "I am Ada.", "Nice to meet you, Ada.", "Who am I?"]
    assert [m.content for m in history(memory, "chat-1").messages] == [
        "I am Ada.", "Nice to meet you, Ada.", "Who am I?", "You are Ada."]


def test_runnable_with_message_history_async(redis_server: EmbeddedServer, prefix: str,
                                             memory: AgentMemory) -> None:
    async def main() -> None:
        amem = AsyncAgentMemory(aioredis.Redis.from_url(redis_server.url, protocol=2), prefix=prefix,
                                buckets=BUCKETS)
        model = FakeMessagesListChatModel(responses=[AIMessage("one"), AIMessage("two")])
        chain = RunnableWithMessageHistory(model, lambda sid: RollmemChatMessageHistory(sid, async_memory=amem))
        config = {"configurable": {"session_id": "chat-2"}}
        await chain.ainvoke([HumanMessage("first")], config)
        await chain.ainvoke([HumanMessage("second")], config)
        assert [m.content for m in await afitted_messages(amem, "chat-2")] == ["first", "one", "second", "two"]
        await amem.close()

    asyncio.run(main())


# ---------------------------------------------------------------- LangGraph


def test_langgraph_pre_model_hook(memory: AgentMemory) -> None:
    from langgraph.graph import START, MessagesState, StateGraph

    h = history(memory, "thread-9")
    h.add_messages([HumanMessage("My name is Bo."), AIMessage("Hi Bo.")])
    hook = pre_model_hook(memory)
    model = FakeMessagesListChatModel(responses=[AIMessage("You are Bo.")])
    given: list[list[BaseMessage]] = []

    def agent(state: MessagesState, config: RunnableConfig) -> dict[str, Any]:
        llm_input = hook(dict(state), config)["llm_input_messages"]
        given.append(llm_input)
        return {"messages": [model.invoke(llm_input)]}

    graph = StateGraph(MessagesState).add_node("agent", agent).add_edge(START, "agent").compile()
    out = graph.invoke({"messages": [HumanMessage("Who am I?", id=str(uuid.uuid4()))]},
                       {"configurable": {"thread_id": "thread-9"}})
    assert [m.content for m in given[0]] == ["My name is Bo.", "Hi Bo.", "Who am I?"]
    h.add_messages(out["messages"])
    assert [m.content for m in h.messages][-2:] == ["Who am I?", "You are Bo."]
    with pytest.raises(ValueError, match="thread_id"):
        hook({"messages": []}, {"configurable": {}})


def test_on_the_cluster(redis_cluster: EmbeddedCluster, prefix: str) -> None:
    m = AgentMemory(redis.RedisCluster.from_url(redis_cluster.url, protocol=2), prefix=prefix, buckets=BUCKETS)
    h = RollmemChatMessageHistory("c1", m)
    h.add_messages(EVERY_SHAPE[:4])
    assert h.full_messages() == EVERY_SHAPE[:4]
    h.clear()
    assert h.messages == []
    m.close()


SEEN: list[list[BaseMessage]] = []


class RecordingModel(FakeMessagesListChatModel):
    """The fake chat model, recording its input; tools are accepted and ignored."""

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        SEEN.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


def test_prebuilt_agent_with_the_hook(memory: AgentMemory) -> None:
    import warnings

    from langgraph.prebuilt import create_react_agent

    history(memory, "t5").add_messages([HumanMessage("My name is Bo."), AIMessage("Hi Bo.")])
    SEEN.clear()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # create_react_agent moved to langchain.agents in LangGraph 1.0
        agent = create_react_agent(RecordingModel(responses=[AIMessage("You are Bo.")]), [],
                                   pre_model_hook=pre_model_hook(memory))
    out = agent.invoke({"messages": [HumanMessage("Who am I?")]}, {"configurable": {"thread_id": "t5"}})
    assert [m.content for m in SEEN[0]] == ["My name is Bo.", "Hi Bo.", "Who am I?"]
    assert out["messages"][-1].content == "You are Bo."


def test_fact_ledger_is_a_pinned_system_message() -> None:
    import msgspec

    from rollmem_client.budget.fit import Selection
    from rollmem_client.budget.ops import make_entry
    from rollmem_client.integrations.langchain import selection_messages
    from rollmem_client.models import Fact, Ledger

    anchor = make_entry(None, "message", "user", "Plan the trip.", tokens=3)
    selection = Selection(session_id="s", system=None, anchor=anchor, segments=[], entries=[], budget=100, tokens=10,
                          message_overhead=4, ledger=Ledger(facts=[Fact("dog name", "Rex", "pet", 3, 4)]))
    facts, task = selection_messages(selection)
    assert isinstance(facts, SystemMessage) and "Rex" in str(facts.content)
    assert task == HumanMessage("Plan the trip.")
    assert selection_messages(msgspec.structs.replace(selection, ledger=Ledger())) == [task]
