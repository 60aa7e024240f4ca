"""The framework adapters' turn against the frameworks' own Redis histories, side by side.

A turn is what a bot does per user message: read the history for the model, then
append the user's message and the answer.

- LangChain: ``RollmemChatMessageHistory`` (``messages`` + ``add_messages``) against
  langchain-community's ``RedisChatMessageHistory``.
- OpenAI Agents SDK: ``RollmemSession`` (``get_items`` + ``add_items``) against the SDK's
  ``agents.extensions.memory.RedisSession``.

Each is measured at histories of 21, 1,000 and 10,000 messages, in interleaved rounds
(each round runs every contender in a rotating order); between rounds, and while the
rollmem histories are built, the offline summarizer drains the job streams, as a
daemon would keep up. Then a concurrent-writers check: N processes append through each
history to one conversation; kept against sent, and each writer's own order.

    python benchmarks/bench_frameworks.py [--rounds 5] [--turns 20] [--sizes 21,1000,10000]
        [--writers 4] [--appends 100] [--url redis://...] [--json PATH]

Needs the ``bench`` extra (the peers) and the adapters' extras.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import statistics
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import redis

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_budget import ConstantSummarizer
from bench_common import machine_info, machine_line

from rollmem_client import AgentMemory, AsyncAgentMemory, MemoryConfig
from rollmem_client.daemon import SummarizerDaemon
from rollmem_client.server import EmbeddedServer

WORDS = "the quick brown fox jumps over the lazy dog while the bot answers every question".split()
CONTENDERS = ("langchain+rollmem", "langchain-community Redis", "agents+rollmem", "agents RedisSession")


def text(i: int) -> str:
    return " ".join(WORDS[(i + k) % len(WORDS)] for k in range(24)) + f" #{i}"


class Bench:
    """The four histories of one size, and how to run a turn on each."""

    def __init__(self, url: str, prefix: str, size: int, loop: asyncio.AbstractEventLoop) -> None:
        from agents.extensions.memory.redis_session import RedisSession
        from langchain_community.chat_message_histories import RedisChatMessageHistory
        from langchain_core.messages import AIMessage, HumanMessage

        from rollmem_client.integrations.langchain import RollmemChatMessageHistory
        from rollmem_client.integrations.openai_agents import RollmemSession

        self.loop, self.size, self.n = loop, size, size
        self.Human, self.AI = HumanMessage, AIMessage
        self.config = MemoryConfig(prefix=prefix, buckets=4)
        self.sync = redis.Redis.from_url(url, protocol=2)
        self.memory = AgentMemory(self.sync, self.config)
        self.amemory = AsyncAgentMemory(redis.asyncio.Redis.from_url(url, protocol=2), self.config)
        sid = f"n{size}"
        self.lc_rollmem = RollmemChatMessageHistory(f"lc-{sid}", self.memory)
        self.lc_peer = RedisChatMessageHistory(f"lc-{sid}", url=url, key_prefix=f"{prefix}:lcpeer:")
        self.oa_rollmem = RollmemSession(f"oa-{sid}", self.amemory)
        self.oa_peer = RedisSession(f"oa-{sid}", redis_client=redis.asyncio.Redis.from_url(url),
                                    key_prefix=f"{prefix}:oapeer")
        self.turns: dict[str, Callable[[], Any]] = {
            "langchain+rollmem": self._lc_turn(self.lc_rollmem),
            "langchain-community Redis": self._lc_turn(self.lc_peer),
            "agents+rollmem": self._oa_turn(self.oa_rollmem),
            "agents RedisSession": self._oa_turn(self.oa_peer),
        }

    def fill(self) -> None:
        """``size`` messages in each history (rollmem's summarized as they come, as a daemon would)."""
        msgs = [self.Human(text(i)) if i % 2 == 0 else self.AI(text(i)) for i in range(self.size)]
        items = [{"role": "user" if i % 2 == 0 else "assistant", "content": text(i)} for i in range(self.size)]
        for start in range(0, self.size, 1000):
            self.lc_rollmem.add_messages(msgs[start:start + 1000])
            self.loop.run_until_complete(self.oa_rollmem.add_items(items[start:start + 1000]))
            self.drain()
        self.lc_peer.add_messages(msgs)
        self.loop.run_until_complete(self.oa_peer.add_items(items))

    def drain(self) -> None:
        self.loop.run_until_complete(SummarizerDaemon(self.amemory, ConstantSummarizer(), claim_idle_ms=1000)
                                     .run(burst=True))

    def _lc_turn(self, history: Any) -> Callable[[], Any]:
        def turn() -> Any:
            self.n += 1
            got = history.messages
            history.add_messages([self.Human(text(self.n)), self.AI(text(self.n + 1))])
            return got

        return turn

    def _oa_turn(self, session: Any) -> Callable[[], Any]:
        async def turn() -> Any:
            self.n += 1
            got = await session.get_items()
            await session.add_items([{"role": "user", "content": text(self.n)},
                                     {"role": "assistant", "content": text(self.n + 1)}])
            return got

        return lambda: self.loop.run_until_complete(turn())

    def close(self) -> None:
        self.loop.run_until_complete(self.amemory.close())
        self.loop.run_until_complete(self.oa_peer.close())
        self.memory.close()


def measure(benches: list[Bench], rounds: int, turns: int, seconds: float) -> dict[int, dict[str, list[int]]]:
    """Per size and contender, the latency (ns) of every timed turn."""
    lat: dict[int, dict[str, list[int]]] = {b.size: {c: [] for c in CONTENDERS} for b in benches}
    deadline = time.monotonic() + seconds
    for r in range(rounds):
        for b in benches:
            order = CONTENDERS[r % 4:] + CONTENDERS[:r % 4]
            for name in order:
                fn = b.turns[name]
                for _ in range(turns):
                    t = time.perf_counter_ns()
                    fn()
                    lat[b.size][name].append(time.perf_counter_ns() - t)
            b.drain()
        if time.monotonic() > deadline:
            break
    return lat


# ---------------------------------------------------------------- concurrent writers


def writer(kind: str, url: str, prefix: str, sid: str, n: int, appends: int) -> None:
    from langchain_core.messages import HumanMessage

    if kind == "langchain-community Redis":
        from langchain_community.chat_message_histories import RedisChatMessageHistory

        h = RedisChatMessageHistory(sid, url=url, key_prefix=f"{prefix}:lcpeer:")
        for i in range(appends):
            h.add_messages([HumanMessage(f"w{n}-{i}")])
    elif kind == "langchain+rollmem":
        from rollmem_client.integrations.langchain import RollmemChatMessageHistory

        with AgentMemory(redis.Redis.from_url(url, protocol=2), MemoryConfig(prefix=prefix, buckets=4)) as m:
            h2 = RollmemChatMessageHistory(sid, m)
            for i in range(appends):
                h2.add_messages([HumanMessage(f"w{n}-{i}")])
    else:
        asyncio.run(_awriter(kind, url, prefix, sid, n, appends))


async def _awriter(kind: str, url: str, prefix: str, sid: str, n: int, appends: int) -> None:
    from agents.extensions.memory.redis_session import RedisSession

    from rollmem_client.integrations.openai_agents import RollmemSession

    amem = AsyncAgentMemory(redis.asyncio.Redis.from_url(url, protocol=2), MemoryConfig(prefix=prefix, buckets=4))
    session: Any = (RollmemSession(sid, amem) if kind == "agents+rollmem"
                    else RedisSession(sid, redis_client=redis.asyncio.Redis.from_url(url), key_prefix=f"{prefix}:oapeer"))
    try:
        for i in range(appends):
            await session.add_items([{"role": "user", "content": f"w{n}-{i}"}])
    finally:
        if kind != "agents+rollmem":
            await session.close()
        await amem.close()


def kept(kind: str, url: str, prefix: str, sid: str) -> list[str]:
    if kind == "langchain-community Redis":
        from langchain_community.chat_message_histories import RedisChatMessageHistory

        return [str(m.content) for m in RedisChatMessageHistory(sid, url=url, key_prefix=f"{prefix}:lcpeer:").messages]
    if kind == "langchain+rollmem":
        from rollmem_client.integrations.langchain import RollmemChatMessageHistory

        with AgentMemory(redis.Redis.from_url(url, protocol=2), MemoryConfig(prefix=prefix, buckets=4)) as m:
            return [str(x.content) for x in RollmemChatMessageHistory(sid, m).full_messages()]

    async def read() -> list[str]:
        from agents.extensions.memory.redis_session import RedisSession

        amem = AsyncAgentMemory(redis.asyncio.Redis.from_url(url, protocol=2), MemoryConfig(prefix=prefix, buckets=4))
        try:
            if kind == "agents+rollmem":
                from rollmem_client.integrations.openai_agents import RollmemSession

                items = await RollmemSession(sid, amem).get_all_items()
            else:
                peer = RedisSession(sid, redis_client=redis.asyncio.Redis.from_url(url), key_prefix=f"{prefix}:oapeer")
                items = await peer.get_items()
                await peer.close()
            return [str(i.get("content")) for i in items]
        finally:
            await amem.close()

    return asyncio.run(read())


def concurrent(url: str, prefix: str, writers: int, appends: int) -> dict[str, dict[str, Any]]:
    ctx = mp.get_context("spawn")
    out: dict[str, dict[str, Any]] = {}
    for kind in CONTENDERS:
        sid = f"conc-{uuid.uuid4().hex[:8]}"
        procs = [ctx.Process(target=writer, args=(kind, url, prefix, sid, n, appends)) for n in range(writers)]
        t = time.monotonic()
        for p in procs:
            p.start()
        for p in procs:
            p.join(300)
        elapsed = time.monotonic() - t
        got = kept(kind, url, prefix, sid)
        in_order = all([c for c in got if c.startswith(f"w{n}-")] == [f"w{n}-{i}" for i in range(appends)
                                                                        if f"w{n}-{i}" in set(got)]
                       for n in range(writers))
        out[kind] = {"sent": writers * appends, "kept": len(set(got)), "duplicates": len(got) - len(set(got)),
                     "writers_order_kept": in_order, "seconds": round(elapsed, 2)}
    return out


# ---------------------------------------------------------------- report


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--turns", type=int, default=20, help="timed turns per contender per round")
    ap.add_argument("--sizes", default="21,1000,10000")
    ap.add_argument("--seconds", type=float, default=240, help="stop starting new rounds after this")
    ap.add_argument("--writers", type=int, default=4)
    ap.add_argument("--appends", type=int, default=100)
    ap.add_argument("--url", default=None)
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    server = None if args.url else EmbeddedServer().start()
    url = args.url or server.url  # type: ignore[union-attr]
    prefix = "bf" + uuid.uuid4().hex[:8]
    r = redis.Redis.from_url(url, protocol=2)
    loop = asyncio.new_event_loop()
    benches: list[Bench] = []
    try:
        machine = machine_info(r)
        print(machine_line(machine))
        for size in sizes:
            b = Bench(url, prefix, size, loop)
            b.memory.ensure_groups()
            t = time.monotonic()
            b.fill()
            print(f"filled {size:,} messages per history in {time.monotonic() - t:.1f} s", flush=True)
            benches.append(b)
        lat = measure(benches, args.rounds, args.turns, args.seconds)
        results: dict[str, Any] = {"machine": machine, "sizes": {}}
        print(f"\nturn = read the history for the model + append user and assistant messages; medians of "
              f"{args.rounds} interleaved rounds x {args.turns} turns")
        print(f"{'history':>8}  {'contender':<28}{'median ms':>10}{'turns/s':>10}{'p90 ms':>9}   peer / rollmem")
        for size in sizes:
            row: dict[str, Any] = {}
            for name in CONTENDERS:
                xs = sorted(lat[size][name])
                med = statistics.median(xs) / 1e6
                row[name] = {"median_ms": round(med, 3), "turns_per_s": round(1000 / med, 1),
                             "p90_ms": round(xs[int(len(xs) * 0.9)] / 1e6, 3), "n": len(xs)}
            for name in CONTENDERS:
                mine = "langchain+rollmem" if name.startswith("langchain") else "agents+rollmem"
                ratio = row[name]["median_ms"] / row[mine]["median_ms"]
                row[name]["vs_rollmem"] = round(ratio, 2)
                print(f"{size:>8,}  {name:<28}{row[name]['median_ms']:>10.3f}{row[name]['turns_per_s']:>10,.0f}"
                      f"{row[name]['p90_ms']:>9.2f}   {'' if name == mine else f'{ratio:.1f}x'}")
            results["sizes"][str(size)] = row
        print(f"\nconcurrent writers: {args.writers} processes x {args.appends} appends into one conversation")
        conc = concurrent(url, prefix, args.writers, args.appends)
        for name, c in conc.items():
            print(f"  {name:<28} kept {c['kept']:>5} of {c['sent']}  duplicates {c['duplicates']}  "
                  f"each writer's order kept: {'yes' if c['writers_order_kept'] else 'NO'}  ({c['seconds']} s)")
        results["concurrent"] = conc
        results["command"] = " ".join(["python", "benchmarks/bench_frameworks.py", *sys.argv[1:]])
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=2))
        return 0
    finally:
        for b in benches:
            b.close()
        for key in r.scan_iter(match=f"*{prefix}*", count=1000):
            r.delete(key)
        r.close()
        loop.close()
        if server is not None:
            server.stop()


if __name__ == "__main__":
    sys.exit(main())
