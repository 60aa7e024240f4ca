"""A LangChain chat chain whose history lives in rollmem.

``RunnableWithMessageHistory`` wraps a prompt and a chat model; the history of each
session is a :class:`RollmemChatMessageHistory`. The model is a local stub (no
network) that remembers facts only through the history it is given: tell it your
name and city, chat for a while, and ask. Old turns are summarized by the offline
summarizer; the first user message (the name) is pinned as the task anchor, so it
is never summarized away.

    python examples/langchain_chain.py [--turns 30] [--url redis://...]

Without ``--url`` it starts a throw-away server (the package's embedded one). Exit
status 0 when the model, at the end, still knows the name.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
from typing import Any

SESSION = "chain-demo"


def stub_chat_model() -> Any:
    """A chat model answering from the messages it is given (it has no memory of its own)."""
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage, BaseMessage
    from langchain_core.outputs import ChatGeneration, ChatResult

    class RememberingStub(GenericFakeChatModel):
        def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> ChatResult:
            seen = "\n".join(str(m.content) for m in messages[:-1])
            question = str(messages[-1].content)
            if "who am i" in question.lower():
                name = re.findall(r"[Mm]y name is (\w+)", seen)
                city = re.findall(r"I live in (\w+)", seen)
                text = f"You are {name[-1] if name else 'unknown'} from {city[-1] if city else 'somewhere'}."
            else:
                text = f"Noted ({len(messages)} messages in view)."
            return ChatResult(generations=[ChatGeneration(message=AIMessage(text))])

    return RememberingStub(messages=iter(()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--url", default=None, help="Redis URL (default: a throw-away embedded server)")
    args = parser.parse_args()

    import warnings

    import redis
    from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
    from langchain_core.runnables.history import RunnableWithMessageHistory

    from rollmem_client import AgentMemory, BudgetConfig, MemoryConfig
    from rollmem_client.daemon import SummarizerDaemon
    from rollmem_client.integrations.langchain import RollmemChatMessageHistory
    from rollmem_client.server import EmbeddedServer

    server = None if args.url else EmbeddedServer().start()
    url = args.url or server.url  # type: ignore[union-attr]
    config = MemoryConfig(prefix="example-chain", buckets=4, budget=BudgetConfig(max_entries=24, recent_window=8))
    memory = AgentMemory(redis.Redis.from_url(url, protocol=2), config)
    try:
        memory.clear_session(SESSION)
        memory.ensure_groups()
        prompt = ChatPromptTemplate.from_messages(
            [("system", "You are a helpful assistant."), MessagesPlaceholder("history"), ("human", "{question}")])
        warnings.filterwarnings("ignore", message="RunnableWithMessageHistory is deprecated")
        chain = RunnableWithMessageHistory(prompt | stub_chat_model(),
                                           lambda session_id: RollmemChatMessageHistory(session_id, memory),
                                           input_messages_key="question", history_messages_key="history")
        run = {"configurable": {"session_id": SESSION}}
        script = ["Hello! My name is Ada.", "I live in Bergen."] + [f"Small talk #{i}" for i in range(args.turns)]
        for text in script:
            chain.invoke({"question": text}, run)
            if memory.get_stats(SESSION).pending_jobs:  # summarize off the request path, as a daemon would
                asyncio.run(_drain(SummarizerDaemon, url, config))
        answer = chain.invoke({"question": "Who am I?"}, run).content
        stats = memory.get_stats(SESSION)
        history = RollmemChatMessageHistory(SESSION, memory)
        print(f"{len(script) + 1} turns; {stats.summaries} summaries; {len(history.messages)} messages in view "
              f"of {stats.total_entries} stored")
        print("Who am I? ->", answer)
        in_view = "Bergen" in " ".join(str(m.content) for m in history.messages)
        print(f"the city (said at turn 2, summarized since) is {'still' if in_view else 'no longer'} in view")
        return 0 if str(answer).startswith("You are Ada") else 1
    finally:
        memory.close()
        if server is not None:
            server.stop()


async def _drain(daemon_cls: Any, url: str, config: Any) -> None:
    from rollmem_client import AsyncAgentMemory

    amem = AsyncAgentMemory.from_url(url, config=config)
    try:
        await daemon_cls(amem, claim_idle_ms=1000).run(burst=True)
    finally:
        await amem.close()


if __name__ == "__main__":
    sys.exit(main())
