"""The OpenAI Agents SDK session (``rollmem_client.integrations.openai_agents``).

A port of the expectations of the SDK's own session tests
(``tests/memory/test_session.py``, ``tests/memory/test_session_limit.py`` and
``tests/extensions/memory/test_redis_session.py`` of openai-agents-python) run
against :class:`RollmemSession`, with the SDK's real ``Runner`` and its
``ScriptedModel``, on a real server (and one scenario on the cluster). Left out
as not applicable: the SQLite and Redis backends' connection-pool, cancellation
and corruption tests (they test those backends' own I/O code), TTL via the
session (rollmem's TTL is the deployment's ``ttl_ms``). Differing by design, and
tested as such here: summarized items come back as one summary item; ``pop_item``
removes the newest entry not yet summarized.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import pytest
import redis
import redis.asyncio as aioredis
from helpers import drain

from rollmem_client import AsyncAgentMemory, InvalidSessionId, RollingMemory
from rollmem_client.server import EmbeddedCluster, EmbeddedServer

agents = pytest.importorskip("agents", reason="the openai-agents extra is not installed")
from agents import Agent, RunConfig, Runner, function_tool  # noqa: E402
from agents.memory import Session, SessionSettings  # noqa: E402
from agents.testing import ScriptedModel  # noqa: E402
from openai.types.responses import (  # noqa: E402
    ResponseFunctionToolCall,
    ResponseOutputMessage,
    ResponseOutputText,
)

from rollmem_client.integrations.openai_agents import RollmemSession  # noqa: E402

BUCKETS = 4
pytestmark = pytest.mark.timeout(120)


def text_message(text: str) -> ResponseOutputMessage:
    return ResponseOutputMessage(id="1", type="message", role="assistant", status="completed",
                                 content=[ResponseOutputText(text=text, type="output_text", annotations=[],
                                                             logprobs=[])])


def tool_call(call_id: str, name: str, arguments: str) -> ResponseFunctionToolCall:
    return ResponseFunctionToolCall(id=f"fc_{call_id}", call_id=call_id, type="function_call", name=name,
                                    arguments=arguments)


@function_tool
def get_weather(city: str) -> str:
    """The weather in a city."""
    return f"sunny in {city}"


Factory = Callable[..., RollmemSession]


@pytest.fixture
def run_with(redis_server: EmbeddedServer, prefix: str) -> Iterator[Callable[[Callable[[Factory], Awaitable[Any]]], Any]]:
    """``run_with(body)``: run ``await body(make_session)`` on a fresh loop with a real server."""

    def runner(body: Callable[[Factory], Awaitable[Any]]) -> Any:
        async def main() -> Any:
            memory = AsyncAgentMemory(aioredis.Redis.from_url(redis_server.url, protocol=2), prefix=prefix,
                                      buckets=BUCKETS)
            try:
                return await body(lambda sid="s1", **kw: RollmemSession(sid, memory, **kw))
            finally:
                await memory.close()

        return asyncio.run(main())

    yield runner


async def run_agent(method: str, agent: Agent[Any], text: str, **kwargs: Any) -> Any:
    if method == "run":
        return await Runner.run(agent, text, **kwargs)
    if method == "run_streamed":
        result = Runner.run_streamed(agent, text, **kwargs)
        async for _ in result.stream_events():
            pass
        return result
    raise ValueError(method)


# ---------------------------------------------------------------- the protocol


def test_is_an_agents_session(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        assert isinstance(make(), Session)

    run_with(body)


def test_direct_ops(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        s = make()
        await s.add_items([{"role": "user", "content": "Hello"}, {"role": "assistant", "content": "Hi there!"}])
        assert [i.get("content") for i in await s.get_items()] == ["Hello", "Hi there!"]
        popped = await s.pop_item()
        assert popped == {"role": "assistant", "content": "Hi there!"}
        assert [i.get("content") for i in await s.get_items()] == ["Hello"]
        await s.clear_session()
        assert await s.get_items() == []

    run_with(body)


def test_pop_item_sequence_and_empty(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        s = make("pop_test")
        assert await s.pop_item() is None
        items = [{"role": "user", "content": "Hello"}, {"role": "assistant", "content": "Hi there!"},
                 {"role": "user", "content": "How are you?"}]
        await s.add_items(items)
        assert await s.get_items() == items
        for expected in reversed(items):
            assert await s.pop_item() == expected
        assert await s.pop_item() is None and await s.get_items() == []
        await s.add_items(items[:1])  # the session works after popping everything
        assert await s.get_items() == items[:1]

    run_with(body)


def test_pop_affects_only_its_session(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        a, b = make("a"), make("b")
        await a.add_items([{"role": "user", "content": "A1"}, {"role": "assistant", "content": "A2"}])
        await b.add_items([{"role": "user", "content": "B1"}, {"role": "assistant", "content": "B2"}])
        assert (await a.pop_item() or {}).get("content") == "A2"
        assert [i["content"] for i in await b.get_items()] == ["B1", "B2"]
        assert [i["content"] for i in await a.get_items()] == ["A1"]

    run_with(body)


def test_get_items_with_limit(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        s = make()
        items = [{"role": r, "content": str(n)} for n, r in enumerate(["user", "assistant"] * 2, 1)]
        await s.add_items(items)
        assert [i["content"] for i in await s.get_items(limit=2)] == ["3", "4"]
        assert len(await s.get_items()) == 4 and len(await s.get_items(limit=10)) == 4
        assert await s.get_items(limit=0) == []
        settings = make(session_settings=SessionSettings(limit=3))
        assert [i["content"] for i in await settings.get_items()] == ["2", "3", "4"]
        assert [i["content"] for i in await settings.get_items(limit=1)] == ["4"]  # explicit wins

    run_with(body)


def test_add_empty_list_and_isolation(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        s = make()
        await s.add_items([])
        assert await s.get_items() == []
        await make("other").add_items([{"role": "user", "content": "elsewhere"}])
        assert await s.get_items() == []

    run_with(body)


PROBLEMATIC = ["こんにちは", "😊👍", "Привет", "O'Reilly", '{"nested": "json"}', 'Quote: "Hello world"',
               "Line1\nLine2\tTabbed", "DROP TABLE sessions;", "Robert'); DROP TABLE students;--",
               "\\n\\t\\r Special escapes", ""]


def test_content_round_trips_exactly(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        s = make()
        items = [{"role": "user" if n % 2 == 0 else "assistant", "content": t} for n, t in enumerate(PROBLEMATIC)]
        await s.add_items(items)
        assert await s.get_items() == items

    run_with(body)


def test_every_item_shape_round_trips(run_with: Any) -> None:
    history: list[dict[str, Any]] = [
        {"role": "user", "content": [{"type": "input_text", "text": "What is the weather?"}]},
        {"type": "reasoning", "id": "rs_1", "summary": [{"type": "summary_text", "text": "Use the tool."}],
         "encrypted_content": "gAAAA=="},
        {"type": "function_call", "call_id": "call_1", "name": "get_weather", "arguments": '{"city": "Oslo"}',
         "id": "fc_1", "status": "completed"},
        {"type": "function_call_output", "call_id": "call_1", "output": "sunny"},
        {"type": "function_call", "call_id": "call_2", "name": "get_weather", "arguments": "not json"},
        {"type": "function_call_output", "call_id": "call_2",
         "output": [{"type": "input_text", "text": "error: bad arguments"}]},
        {"type": "message", "role": "assistant", "id": "msg_1", "status": "completed",
         "content": [{"type": "output_text", "text": "It is sunny.", "annotations": [], "logprobs": []}]},
        {"role": "developer", "content": "Be brief."},
        {"type": "web_search_call", "id": "ws_1", "status": "completed", "action": {"type": "search", "query": "x"}},
        {"type": "function_call_output", "call_id": "call_unknown", "output": "an output whose call never came"},
        {"type": "item_reference", "id": "msg_0"},
    ]

    async def body(make: Factory) -> None:
        s = make()
        await s.add_items(history)
        assert await s.get_items() == history
        assert await s.get_all_items() == history
        entries = (await s.export()).entries
        assert [e.type for e in entries[:4]] == ["message", "context", "tool_call", "tool_result"]
        assert entries[2].tool_name == "get_weather" and entries[2].arguments == {"city": "Oslo"}
        assert entries[3].tool_name == "get_weather" and entries[3].tool_call_id == "call_1"

    run_with(body)


def test_concurrent_add_items_keep_every_item(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        sessions = [make("concurrent_test") for _ in range(3)]

        async def add(session: RollmemSession, start: int) -> None:
            await session.add_items([{"role": "user", "content": f"Message {start + i}"} for i in range(5)])

        await asyncio.gather(*(add(s, 5 * n) for n, s in enumerate(sessions)))
        contents = [i["content"] for i in await sessions[0].get_items()]
        assert sorted(contents, key=lambda c: int(c.split()[1])) == [f"Message {i}" for i in range(15)]
        for start in (0, 5, 10):  # each batch kept its own order
            mine = [c for c in contents if start <= int(c.split()[1]) < start + 5]
            assert mine == [f"Message {start + i}" for i in range(5)]

    run_with(body)


def test_pop_under_concurrent_writers_loses_nothing(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        s = make()
        await s.add_items([{"role": "user", "content": f"seed {i}"} for i in range(10)])

        async def writer(n: int) -> None:
            for i in range(15):
                await make().add_items([{"role": "assistant", "content": f"w{n}-{i}"}])

        async def popper() -> list[Any]:
            return [await make().pop_item() for _ in range(5)]

        *_, popped = await asyncio.gather(writer(0), writer(1), popper())
        kept = [i["content"] for i in await s.get_items()]
        assert len(popped) == 5 and all(p is not None for p in popped)
        assert sorted(kept + [p["content"] for p in popped]) == sorted(
            [f"seed {i}" for i in range(10)] + [f"w{n}-{i}" for n in range(2) for i in range(15)])

    run_with(body)


def test_bad_session_id_is_refused(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        with pytest.raises(InvalidSessionId):
            make("has space")

    run_with(body)


# ---------------------------------------------------------------- with the SDK's Runner


@pytest.mark.parametrize("method", ["run", "run_streamed"])
def test_runner_keeps_history_between_turns(run_with: Any, method: str) -> None:
    async def body(make: Factory) -> None:
        s = make()
        model = ScriptedModel()
        agent = Agent(name="test", model=model)
        model.enqueue([text_message("San Francisco")])
        first = await run_agent(method, agent, "What city is the Golden Gate Bridge in?", session=s)
        assert first.final_output == "San Francisco"
        model.enqueue([text_message("California")])
        second = await run_agent(method, agent, "What state is it in?", session=s)
        assert second.final_output == "California"
        last_input = model.calls[-1].input
        assert len(last_input) == 3 and "Golden Gate Bridge" in str(last_input[0]["content"])
        assert len(await s.get_items()) == 4

    run_with(body)


def test_run_sync_with_a_session_per_run(redis_server: EmbeddedServer, prefix: str) -> None:
    """``Runner.run_sync`` runs its own event loop: an asyncio Redis client belongs to one loop, so each
    run gets its session from ``from_url`` (the conversation is in Redis, not in the object)."""
    from rollmem_client import MemoryConfig

    config = MemoryConfig(prefix=prefix, buckets=BUCKETS)
    model = ScriptedModel()
    agent = Agent(name="test", model=model)
    for question, answer in (("What city is the Golden Gate Bridge in?", "San Francisco"),
                             ("What state is it in?", "California")):
        model.enqueue([text_message(answer)])
        result = Runner.run_sync(agent, question, session=RollmemSession.from_url("s1", redis_server.url,
                                                                                 config=config))
        assert result.final_output == answer
    assert len(model.calls[-1].input) == 3 and "Golden Gate" in str(model.calls[-1].input[0])


def test_runner_isolates_sessions(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        model = ScriptedModel()
        agent = Agent(name="test", model=model)
        model.enqueue([text_message("I like cats.")])
        await Runner.run(agent, "I like cats.", session=make("session_1"))
        model.enqueue([text_message("I like dogs.")])
        await Runner.run(agent, "I like dogs.", session=make("session_2"))
        model.enqueue([text_message("You said you like cats.")])
        await Runner.run(agent, "What animal did I say I like?", session=make("session_1"))
        given = json.dumps(model.calls[-1].input)
        assert "cats" in given and "dogs" not in given

    run_with(body)


def test_runner_tool_turn_is_stored_as_a_rollmem_tool_pair(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        s = make()
        model = ScriptedModel()
        agent = Agent(name="test", model=model, tools=[get_weather])
        model.enqueue([tool_call("call_7", "get_weather", '{"city":"Oslo"}')])
        model.enqueue([text_message("It is sunny in Oslo.")])
        await Runner.run(agent, "Weather in Oslo?", session=s)
        model.enqueue([text_message("You are welcome.")])
        await Runner.run(agent, "Thanks", session=s)
        shapes = [(i.get("type"), i.get("role")) for i in model.calls[-1].input]
        assert shapes == [(None, "user"), ("function_call", None), ("function_call_output", None),
                          ("message", "assistant"), (None, "user")]
        assert model.calls[-1].input[2] == {"type": "function_call_output", "call_id": "call_7",
                                            "output": "sunny in Oslo"}
        entries = (await s.export()).entries
        call, result = entries[1], entries[2]
        assert (call.type, call.tool_name, call.arguments, call.tool_call_id) == (
            "tool_call", "get_weather", {"city": "Oslo"}, "call_7")
        assert (result.type, result.tool_call_id, result.text) == ("tool_result", "call_7", "sunny in Oslo")

    run_with(body)


@pytest.mark.parametrize("method", ["run", "run_streamed"])
def test_run_config_session_limit(run_with: Any, method: str) -> None:
    async def body(make: Factory) -> None:
        s = make()
        model = ScriptedModel()
        agent = Agent(name="test", model=model)
        for n in (1, 2, 3):
            model.enqueue([text_message(f"Reply {n}")])
            await run_agent(method, agent, f"Message {n}", session=s)
        assert len(await s.get_items()) == 6
        model.enqueue([text_message("Reply 4")])
        await run_agent(method, agent, "Message 4", session=s,
                        run_config=RunConfig(session_settings=SessionSettings(limit=2)))
        given = model.calls[-1].input
        assert len(given) == 3 and given[0]["content"] == "Message 3"
        assert given[1]["content"][0]["text"] == "Reply 3" and given[2]["content"] == "Message 4"

    run_with(body)


def test_limit_that_splits_a_tool_pair(run_with: Any) -> None:
    history: list[dict[str, Any]] = [
        {"role": "user", "content": "What is the weather?"},
        {"type": "function_call", "call_id": "call_1", "name": "get_weather", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "call_1", "output": "sunny"},
        {"type": "message", "role": "assistant",
         "content": [{"type": "output_text", "text": "It is sunny.", "annotations": []}]},
    ]

    async def body(make: Factory) -> None:
        s = make()
        await s.add_items(history)
        assert await s.get_items(limit=2) == history[-2:]  # as the SDK's sessions: the Runner drops the orphan
        model = ScriptedModel()
        model.enqueue([text_message("Tomorrow is sunny too.")])
        await Runner.run(Agent(name="t", model=model), "What about tomorrow?", session=s,
                         run_config=RunConfig(session_settings=SessionSettings(limit=2)))
        assert model.calls[-1].input == [history[-1], {"role": "user", "content": "What about tomorrow?"}]

    run_with(body)


# ---------------------------------------------------------------- what rollmem adds


def test_summaries_come_back_as_one_system_item(run_with: Any, redis_server: EmbeddedServer, prefix: str) -> None:
    async def body(make: Factory) -> None:
        s = make()
        for n in range(12):
            await s.add_items([{"role": "user", "content": f"My dog is called Rex, question {n}"},
                               {"role": "assistant", "content": f"answer {n}"}])
            if n == 0:  # settings of an existing session
                await s.memory.configure_session("s1", recent_window=4, min_entries_to_compress=2)
        assert (await s.memory.compress("s1")).queued

    run_with(body)
    sync = RollingMemory(redis.Redis.from_url(redis_server.url, protocol=2), prefix=prefix, buckets=BUCKETS)
    sync.ensure_groups()
    assert drain(sync)["written"] >= 1

    async def after(make: Factory) -> None:
        s = make()
        items = await s.get_items()
        facts, anchor, summary, *recent = items
        assert facts["role"] == "system" and "Rex" in facts["content"]  # the fact ledger the summarizer wrote
        assert anchor == {"role": "user", "content": "My dog is called Rex, question 0"}  # the pinned task
        assert summary["role"] == "system" and summary["content"].startswith("Summary of earlier conversation")
        assert "Rex" in summary["content"]
        assert recent[-1] == {"role": "assistant", "content": "answer 11"} and len(recent) <= 6
        assert (await s.get_items(limit=len(recent)))[0] == recent[0]  # a limit keeps the newest items
        model = ScriptedModel()
        model.enqueue([text_message("Rex.")])
        await Runner.run(Agent(name="t", model=model), "What is my dog called?", session=s)
        assert "Rex" in json.dumps(model.calls[-1].input[:2])
        assert await s.pop_item() == {"role": "assistant", "content": [
            {"annotations": [], "logprobs": [], "text": "Rex.", "type": "output_text"}],
            "id": "1", "status": "completed", "type": "message"}
        assert (await s.export()).overrides.get("recent_window") == "4"  # pop kept the session's settings
        developer = make(summary_role="developer")
        assert [i["role"] for i in (await developer.get_items())[:3]] == ["developer", "user", "developer"]

    run_with(after)


def test_budget_bounds_what_the_model_is_given(run_with: Any) -> None:
    async def body(make: Factory) -> None:
        s = make(budget=200)
        for n in range(40):
            await s.add_items([{"role": "user", "content": f"question {n} " + "word " * 10}])
        items = await s.get_items()
        assert 1 < len(items) < 40 and items[-1]["content"].startswith("question 39")
        assert items[0]["content"].startswith("question 0")  # the task anchor stays

    run_with(body)


def test_on_the_cluster(redis_cluster: EmbeddedCluster, prefix: str) -> None:
    async def main() -> None:
        memory = AsyncAgentMemory(aioredis.RedisCluster.from_url(redis_cluster.url, protocol=2), prefix=prefix,
                                  buckets=BUCKETS)
        try:
            s = RollmemSession("c1", memory)
            await s.add_items([{"role": "user", "content": "hi"}, {"role": "assistant", "content": "hello"}])
            model = ScriptedModel()
            model.enqueue([text_message("again")])
            await Runner.run(Agent(name="t", model=model), "once more", session=s)
            assert len(model.calls[-1].input) == 3
            assert (await s.pop_item() or {}).get("type") == "message"
            assert [i.get("content") for i in await s.get_items()] == ["hi", "hello", "once more"]
            await s.clear_session()
            assert await s.get_items() == []
        finally:
            await memory.close()

    asyncio.run(main())


def test_from_url_owns_its_client(redis_server: EmbeddedServer, prefix: str) -> None:
    from rollmem_client import MemoryConfig

    async def main() -> None:
        s = RollmemSession.from_url("u1", redis_server.url, config=MemoryConfig(prefix=prefix, buckets=BUCKETS))
        assert await s.ping()
        await s.add_items([{"role": "user", "content": "x"}])
        await s.close()
        shared = RollmemSession("u1", s.memory)
        await shared.close()  # a session given its memory leaves the client open
        assert len(await RollmemSession("u1", s.memory).get_items()) == 1
        await s.memory.close()

    asyncio.run(main())


def test_fact_ledger_is_pinned_after_the_system_prompt() -> None:
    from rollmem_client.budget.fit import Selection
    from rollmem_client.budget.ops import make_entry
    from rollmem_client.integrations.openai_agents import selection_items
    from rollmem_client.models import Fact, Ledger

    system = make_entry(None, "system", None, "Be brief.", tokens=3)
    anchor = make_entry(None, "message", "user", "Plan the trip.", tokens=3)
    ledger = Ledger(facts=[Fact("dog name", "Rex", "pet", 3, 4)])
    selection = Selection(session_id="s", system=system, anchor=anchor, segments=[], entries=[], budget=100,
                          tokens=10, message_overhead=4, ledger=ledger)
    items = selection_items(selection)
    assert items[0] == {"role": "system", "content": "Be brief."}
    assert items[1]["role"] == "system" and "Rex" in items[1]["content"]
    assert items[2] == {"role": "user", "content": "Plan the trip."}
    assert selection_items(msgspec_replace(selection, ledger=Ledger()))[1] == items[2]


def msgspec_replace(s: Any, **kw: Any) -> Any:
    import msgspec

    return msgspec.structs.replace(s, **kw)
