"""Recall of planted facts: what the model input keeps of a long conversation, and at what size.

Usage:
    python benchmarks/bench_recall.py                       # throw-away redis-server, seeds 1-3, 1,000 turns
    python benchmarks/bench_recall.py --seeds 1,2,3,4,5 --turns 1000 [--phrasings b] [--url redis://...] [--json out.json]

Each seed generates a conversation (``recall_conversation.py``, or
``recall_world_X.py`` with ``--phrasings X`` for X in e-z, ab-ag): ten everyday threads, 50 facts
planted once each over the early, middle and late thirds, and six corrections
of values planted earlier. It goes through the public SDK into a real Redis
with the real daemon (``SummarizerDaemon`` in burst mode, the offline
``ExtractiveSummarizer``, drained every few turns as a daemon that keeps up
would have it); at the end the model input is read once with the policy's
``model_input`` call, rendered as text, and checked:

- recall: planted values (the latest one of a corrected fact) present in it, by
  the third the value was stated in;
- corrections: the new value present and the stale one absent;
- tokens (o200k_base) against the whole history rendered the same way.

The floor is a plain window: the newest whole turns that fit the token size of
the recommended ``RollingMemory`` configuration.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import statistics
import sys
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import redis
import redis.asyncio as aioredis
from bench_common import cleanup, machine_info, machine_line, serve_and_report
from recall_conversation import Conversation, band, generate

from rollmem_client import (
    AgentMemory,
    AsyncAgentMemory,
    AsyncRollingMemory,
    BudgetConfig,
    ContextBudget,
    MemoryConfig,
    RollingMemory,
)
from rollmem_client.daemon import SummarizerDaemon
from rollmem_client.summarize import ExtractiveSummarizer
from rollmem_client.tokens import TiktokenCounter

WORLDS = ("e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "ab", "ac", "ad", "ae", "af", "ag", "ah", "ai")  # recall_world_<x>.py, each written by someone who never saw the extractor
REQUEST = ContextBudget(context_window=16_000, max_reply_tokens=1024)
BANDS = ("early", "middle", "late")
counter = TiktokenCounter()


@dataclass(frozen=True)
class Setup:
    """One configuration: the policy, its deployment settings, the daemon's mode."""

    name: str
    policy: str  # blocks | budget
    config: MemoryConfig = field(default_factory=MemoryConfig)
    mode: str = "independent"


RECOMMENDED_BLOCKS = "RollingMemory recommended: 21 x 3, merge cap, ledger"
SETUPS = [
    Setup("RollingMemory seed defaults (21 x 3), no ledger", "blocks", MemoryConfig(fact_ledger=False)),
    Setup("RollingMemory seed defaults (21 x 3) + ledger", "blocks", MemoryConfig()),
    Setup("RollingMemory 21 x 3, merge cap, no ledger", "blocks", MemoryConfig(fact_ledger=False, summary_cap="merge")),
    Setup("RollingMemory 21 x 3, --mode running, no ledger", "blocks", MemoryConfig(fact_ledger=False), "running"),
    Setup(RECOMMENDED_BLOCKS, "blocks", MemoryConfig(summary_cap="merge")),
    Setup("AgentMemory defaults + ledger, ContextBudget(16000, 1024)", "budget", MemoryConfig()),
    Setup("AgentMemory recommended: max_tokens 3000, 3 summaries merged, ledger", "budget",
          MemoryConfig(budget=BudgetConfig(max_tokens=3000, max_summaries=3, summary_cap="merge"))),
]


def history_text(turns: list[tuple[str, str]]) -> list[str]:
    return [f"User: {u}\nAI: {a}" for u, a in turns]


def drain(url: str, setup: Setup, config: MemoryConfig) -> None:
    async def main() -> None:
        client = aioredis.Redis.from_url(url, protocol=2)
        mem: Any = (AsyncRollingMemory if setup.policy == "blocks" else AsyncAgentMemory)(client, config)
        try:
            daemon = SummarizerDaemon(mem, ExtractiveSummarizer(), mode=setup.mode, heartbeat_seconds=60)
            await asyncio.wait_for(daemon.run(burst=True), 120)
        finally:
            await mem.close()

    asyncio.run(main())


def run_setup(url: str, setup: Setup, conv: Conversation, prefix: str,
              model_input: Callable[[Any, str], str] | None = None) -> str:
    """Feed ``conv`` through ``setup`` and return the rendered model input (text)."""
    config = MemoryConfig(**{**{f: getattr(setup.config, f) for f in setup.config.__struct_fields__},
                             "prefix": prefix})
    r = redis.Redis.from_url(url, protocol=2)
    sid = "recall"
    every = 21 if setup.policy == "blocks" else 10
    if setup.policy == "blocks":
        mem: Any = RollingMemory(r, config)
        for i, (u, a) in enumerate(conv.turns, 1):
            mem.add_interaction(sid, {"query": u}, {"answer": a})
            if i % every == 0:
                drain(url, setup, config)
    else:
        mem = AgentMemory(r, config)
        for i, (u, a) in enumerate(conv.turns, 1):
            mem.add_message(sid, "user", u)
            mem.add_message(sid, "assistant", a)
            if i % every == 0:
                drain(url, setup, config)
    drain(url, setup, config)
    text = (model_input or default_model_input)(mem, sid)
    r.close()
    return text


def default_model_input(mem: Any, sid: str) -> str:
    """The policy's one documented model-input call, as text."""
    if isinstance(mem, RollingMemory):
        return str(mem.model_input(sid, format="text"))
    return str(mem.model_input(sid, REQUEST, format="text"))


def plain_window(conv: Conversation, tokens: int) -> str:
    """The newest whole turns whose tokens fit ``tokens``: what a memory without summaries would send."""
    kept: list[str] = []
    used = 0
    for turn in reversed(history_text(conv.turns)):
        n = counter.count(turn)
        if used + n > tokens:
            break
        kept.insert(0, turn)
        used += n
    return "\n".join(kept)


def score(conv: Conversation, text: str) -> dict[str, Any]:
    """Recall by band, corrections kept clean, tokens against the whole history."""
    turns = len(conv.turns)
    by_band = dict.fromkeys(BANDS, 0)
    planted = dict.fromkeys(BANDS, 0)
    missed = []
    for f in conv.facts:
        b = band(f.corrected_at or f.turn, turns)
        planted[b] += 1
        if f.value in text:
            by_band[b] += 1
        else:
            missed.append(f"{f.kind}:{f.about}={f.value}")
    fixes = conv.corrections
    clean = sum(1 for f in fixes if f.value in text and f.stale is not None and f.stale not in text)
    history = counter.count("\n".join(history_text(conv.turns)))
    tokens = counter.count(text)
    return {"recall": sum(by_band.values()), "facts": len(conv.facts), "by_band": by_band, "planted": planted,
            "corrections": clean, "corrections_planted": len(fixes), "tokens": tokens, "history_tokens": history,
            "share": tokens / history, "missed": missed}


def run(url: str, seeds: list[int], turns: int, phrasings: str = "a") -> dict[str, Any]:
    r = redis.Redis.from_url(url, protocol=2)
    res: dict[str, Any] = {"machine": machine_info(r), "seeds": seeds, "turns": turns, "phrasings": phrasings,
                           "rows": {}}
    prefixes = []
    try:
        for seed in seeds:
            if phrasings in WORLDS:  # a whole conversation generator of its own: recall_world_<x>.py
                conv = importlib.import_module(f"recall_world_{phrasings}").generate(seed, turns)
            else:
                conv = generate(seed, turns, phrasings=phrasings)
            recommended_tokens = 0
            for setup in SETUPS:
                prefix = f"rc{uuid.uuid4().hex[:8]}"
                prefixes.append(prefix)
                text = run_setup(url, setup, conv, prefix)
                row = score(conv, text)
                res["rows"].setdefault(setup.name, []).append(row)
                if setup.name == RECOMMENDED_BLOCKS:
                    recommended_tokens = row["tokens"]
                print(f"seed {seed} {setup.name}: {row['recall']}/{row['facts']}, {row['tokens']} tokens",
                      file=sys.stderr)
            floor = "plain window of whole turns, as many tokens as the recommended RollingMemory"
            res["rows"].setdefault(floor, []).append(score(conv, plain_window(conv, recommended_tokens)))
    finally:
        cleanup(r, prefixes)
        r.close()
    return res


def report(res: dict[str, Any]) -> str:
    lines = [machine_line(res["machine"]),
             f"seeds {res['seeds']}, {res['turns']} turns each, phrasings {res.get('phrasings', 'a')}, offline "
             "ExtractiveSummarizer; recall = planted values "
             "present in the model input (text format); mean over seeds [min-max]", "",
             "| configuration | facts kept / 50 | early | middle | late | corrections clean | tokens | vs history |",
             "|---|---|---|---|---|---|---|---|"]
    for name, rows in res["rows"].items():
        recall = [row["recall"] for row in rows]
        bands = " | ".join(f"{statistics.mean(row['by_band'][b] for row in rows):.1f}/"
                           f"{statistics.mean(row['planted'][b] for row in rows):.1f}" for b in BANDS)
        fixes = [row["corrections"] for row in rows]
        tokens = statistics.mean(row["tokens"] for row in rows)
        share = statistics.mean(row["share"] for row in rows)
        lines.append(f"| {name} | {statistics.mean(recall):.1f} [{min(recall)}-{max(recall)}] | {bands} | "
                     f"{statistics.mean(fixes):.1f}/{rows[0]['corrections_planted']} [{min(fixes)}-{max(fixes)}] | "
                     f"{tokens:,.0f} | {share:.1%} |")
    history = statistics.mean(row["history_tokens"] for rows in res["rows"].values() for row in rows)
    lines.append(f"\nwhole history: {history:,.0f} tokens on average")
    return "\n".join(lines)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--url", help="a Redis to use (only the benchmark's own keys are touched)")
    p.add_argument("--seeds", default="1,2,3")
    p.add_argument("--turns", type=int, default=1000)
    p.add_argument("--phrasings", choices=("a", "b", "c", "d", *WORLDS), default="a",
                   help="a: the fact phrasings the extractor was developed against; b and c: held out, then used to "
                        "improve it; d: written by someone who never saw the extractor; e: a whole conversation "
                        "generator (recall_world_e.py: its own life, value formats, phrasings and corrections), "
                        "also written without seeing the extractor; f to z, ab and ac: more such generators "
                        "(recall_world_f.py ...), each held out until its first run")
    p.add_argument("--json", help="write the figures as JSON")
    a = p.parse_args()
    seeds = [int(s) for s in a.seeds.split(",")]
    return serve_and_report(a.url, lambda url: run(url, seeds, a.turns, a.phrasings), report, a.json)


if __name__ == "__main__":
    sys.exit(main())
