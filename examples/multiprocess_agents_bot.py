"""Several processes serve one conversation through the OpenAI Agents SDK, sharing rollmem memory.

A user's messages arrive on a queue; ``--workers`` processes take them as they come
and each answers with ``Runner.run(agent, message, session=RollmemSession(...))``.
The model is a local stub (no network): it calls a ``weather`` tool when asked about
the weather and otherwise answers, naming the worker and how many history items it
was given. Workers run turns at the same time, so their appends interleave; rollmem
appends each item atomically in the order the server assigns.

At the end the script checks the stored conversation: every user message, every
answer and every tool call with its result exactly once, sequence numbers strictly
increasing. Then the offline summarizer compresses the old turns, and the script
prints what the model would be given next. Exit status 0 when the memory is coherent.

    python examples/multiprocess_agents_bot.py [--workers 4] [--turns 40] [--url redis://...]

Without ``--url`` it starts a throw-away server (the package's embedded one).
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing as mp
import os
import queue
import sys
from collections import Counter
from typing import Any

CONVERSATION = "support-chat-1"
PREFIX = "example-bot"
BUCKETS = 4


def memory_config() -> Any:
    from rollmem_client import BudgetConfig, MemoryConfig

    # small limits so the summarizer has work after a few dozen turns
    return MemoryConfig(prefix=PREFIX, buckets=BUCKETS, budget=BudgetConfig(max_entries=60, recent_window=12))


# ---------------------------------------------------------------- the local model stub


def stub_model(worker: int) -> Any:
    """An Agents SDK ``Model`` that answers offline and deterministically."""
    from agents import ModelResponse, Usage
    from agents.models.interface import Model
    from openai.types.responses import ResponseFunctionToolCall, ResponseOutputMessage, ResponseOutputText

    class StubModel(Model):
        async def get_response(self, system_instructions: Any, input: Any, *args: Any, **kwargs: Any) -> Any:
            items = [{"role": "user", "content": input}] if isinstance(input, str) else list(input)
            last = items[-1]
            if last.get("type") == "function_call_output":
                text = f"[worker {worker}] The forecast: {last['output']}."
                output: list[Any] = [self._message(text)]
            else:
                question = str(last.get("content"))
                if "weather" in question:
                    n = question.split("#")[-1].split()[0]
                    output = [ResponseFunctionToolCall(id=f"fc_{n}", call_id=f"call_{n}", type="function_call",
                                                       name="weather", arguments='{"city": "Oslo"}')]
                else:
                    text = f"[worker {worker}] Answer to {question} (I was given {len(items)} items)"
                    output = [self._message(text)]
            return ModelResponse(output=output, usage=Usage(), response_id=None)

        @staticmethod
        def _message(text: str) -> Any:
            return ResponseOutputMessage(id=f"msg_{os.getpid()}", type="message", role="assistant", status="completed",
                                         content=[ResponseOutputText(type="output_text", text=text, annotations=[])])

        def stream_response(self, *args: Any, **kwargs: Any) -> Any:
            raise NotImplementedError("the stub does not stream")

    return StubModel()


# ---------------------------------------------------------------- a worker process


def worker(n: int, url: str, inbox: Any, done: Any) -> None:
    asyncio.run(serve(n, url, inbox, done))


async def serve(n: int, url: str, inbox: Any, done: Any) -> None:
    from agents import Agent, Runner, function_tool, set_tracing_disabled

    from rollmem_client import AsyncAgentMemory
    from rollmem_client.integrations.openai_agents import RollmemSession

    set_tracing_disabled(True)

    @function_tool
    def weather(city: str) -> str:
        """Today's weather in a city."""
        return f"sunny and 18 C in {city}"

    memory = AsyncAgentMemory.from_url(url, config=memory_config())
    agent = Agent(name="support", instructions="Be brief.", model=stub_model(n), tools=[weather])
    session = RollmemSession(CONVERSATION, memory)
    served = 0
    try:
        while True:
            try:
                message = await asyncio.to_thread(inbox.get, True, 0.5)
            except queue.Empty:
                continue
            if message is None:
                break
            await Runner.run(agent, message, session=session)
            served += 1
    finally:
        done.put((n, served))
        await memory.close()


# ---------------------------------------------------------------- checking the memory


def check(url: str, turns: int) -> list[str]:
    """What is wrong with the stored conversation (nothing, when coherent)."""
    import redis

    from rollmem_client import AgentMemory

    memory = AgentMemory(redis.Redis.from_url(url, protocol=2), memory_config())
    entries = memory.export_session(CONVERSATION).entries
    memory.close()
    problems = []
    seqs = [e.seq for e in entries]
    if seqs != sorted(set(seqs)):
        problems.append("sequence numbers are not strictly increasing")
    users = Counter(e.text for e in entries if e.type == "message" and e.role == "user")
    for k in range(1, turns + 1):
        if users[question(k)] != 1:
            problems.append(f"user message #{k} stored {users[question(k)]} times")
    answers = [e.text for e in entries if e.type == "message" and e.role == "assistant"]
    if len(answers) != turns:
        problems.append(f"{len(answers)} answers for {turns} turns")
    calls = Counter(e.tool_call_id for e in entries if e.type == "tool_call")
    results = Counter(e.tool_call_id for e in entries if e.type == "tool_result")
    if calls != results or any(c != 1 for c in calls.values()):
        problems.append(f"tool calls {dict(calls)} and results {dict(results)} do not pair up")
    return problems


def question(k: int) -> str:
    return f"What is the weather today? #{k}" if k % 5 == 0 else f"Question #{k} about my order"


async def summarize(url: str) -> int:
    from rollmem_client import AsyncAgentMemory
    from rollmem_client.daemon import SummarizerDaemon

    memory = AsyncAgentMemory.from_url(url, config=memory_config())
    try:
        counts = await SummarizerDaemon(memory, claim_idle_ms=1000).run(burst=True)
        return counts["written"]
    finally:
        await memory.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--turns", type=int, default=40)
    parser.add_argument("--url", default=None, help="Redis URL (default: a throw-away embedded server)")
    args = parser.parse_args()

    server = None
    url = args.url
    if url is None:
        from rollmem_client.server import EmbeddedServer

        server = EmbeddedServer().start()
        url = server.url
    try:
        import redis

        from rollmem_client import AgentMemory

        with AgentMemory(redis.Redis.from_url(url, protocol=2), memory_config()) as memory:
            memory.clear_session(CONVERSATION)
            memory.ensure_groups()
        ctx = mp.get_context("spawn")
        inbox, done = ctx.Queue(), ctx.Queue()
        procs = [ctx.Process(target=worker, args=(n, url, inbox, done)) for n in range(args.workers)]
        for p in procs:
            p.start()
        for k in range(1, args.turns + 1):
            inbox.put(question(k))
        for _ in procs:
            inbox.put(None)
        for p in procs:
            p.join(120)
        served = dict(done.get(timeout=5) for _ in procs)
        print(f"{args.turns} turns served by {args.workers} processes: "
              + ", ".join(f"worker {n}: {c}" for n, c in sorted(served.items())))
        problems = check(url, args.turns)
        for p in problems:
            print("PROBLEM:", p)
        if not problems:
            print("memory is coherent: every turn stored exactly once, tool calls paired, server-assigned order")
        written = asyncio.run(summarize(url))
        with AgentMemory(redis.Redis.from_url(url, protocol=2), memory_config()) as memory:
            stats = memory.get_stats(CONVERSATION)
            given = memory.context(CONVERSATION, format="openai")
        print(f"summarizer wrote {written} summaries; {stats.total_entries} entries in all, "
              f"{len(given)} messages given to the model next turn ({stats.context_tokens} tokens)")
        return 1 if problems else 0
    finally:
        if server is not None:
            server.stop()


if __name__ == "__main__":
    sys.exit(main())
