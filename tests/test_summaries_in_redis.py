"""The fact-first summarizer through the real daemon and Redis (real server and fakeredis).

Seed 002's "Alice check" with other names and phrasings: after many blocks, a
name stated early is still in the model input; and the same through the merge
cap and running mode with the ledger off, where only the summaries can carry it.
"""

from __future__ import annotations

from typing import Any

import pytest
import redis
from helpers import drain

from rollmem_client import RollingMemory
from rollmem_client.summarize import ExtractiveSummarizer

FILLER = [("How's your week going?", "Pretty good, thanks for asking!"),
          ("I tried a new bakery today.", "Nice, what did you get?"),
          ("Just a croissant, nothing fancy.", "Sometimes simple is best."),
          ("The weather keeps changing.", "It really does this time of year.")]


def chat(statement: str, turns: int = 130, at: int = 2) -> list[tuple[str, str]]:
    return [(statement, "Lovely to meet you!") if i == at else FILLER[i % len(FILLER)] for i in range(1, turns + 1)]


def feed(memory: RollingMemory, sid: str, pairs: list[tuple[str, str]], **daemon_kw: Any) -> str:
    for i, (u, a) in enumerate(pairs, 1):
        memory.add_interaction(sid, {"query": u}, {"answer": a})
        if i % 21 == 0:
            drain(memory, ExtractiveSummarizer(), **daemon_kw)
    drain(memory, ExtractiveSummarizer(), **daemon_kw)
    return str(memory.model_input(sid, format="text"))


@pytest.mark.parametrize(("statement", "name"), [
    ("Hi! My name is Oluwaseun, by the way.", "Oluwaseun"),
    ("You can call me Marisol.", "Marisol"),
    ("Our dog's name is Pistachio.", "Pistachio"),
])
def test_name_stated_early_is_in_the_model_input_after_many_blocks(memory: RollingMemory, statement: str,
                                                                   name: str) -> None:
    text = feed(memory, "alice-check", chat(statement))
    assert memory.context("alice-check").summaries[0].range.start_index > 2 + 21  # the block that said it is gone
    assert name in text
    assert any(f.value == name for f in memory.facts("alice-check").facts)


def _without_ledger(memory: RollingMemory, **changes: Any) -> RollingMemory:
    return RollingMemory(memory.redis, prefix=memory.config.prefix, buckets=memory.config.buckets, fact_ledger=False,
                         **changes)


@pytest.mark.parametrize("how", ["merge", "running"])
def test_summaries_alone_carry_an_early_fact(memory: RollingMemory, how: str) -> None:
    mem = _without_ledger(memory, summary_cap="merge" if how == "merge" else "drop")
    mode = "running" if how == "running" else "independent"
    pairs = chat("The locker code at the pool is PL-7731.", turns=150)
    pairs[60] = ("Correction: the locker code at the pool is now PL-9904.", "Updated.")
    text = feed(mem, "carry", pairs, mode=mode)
    assert "PL-9904" in text and "PL-7731" not in text  # the correction replaced the stale value
    summaries = mem.context("carry").summaries
    assert all(s.text.count("Facts:") <= 1 and "Summary:" not in s.text for s in summaries)


def test_merge_through_the_daemon_never_stacks_headers(real_redis: redis.Redis, prefix: str) -> None:
    mem = RollingMemory(real_redis, prefix=prefix, buckets=4, summary_cap="merge", fact_ledger=False)
    mem.ensure_groups()
    pairs = [(f"Lunch with Zanele today. Desk {i}'s number is 0161 496 {1000 + i}.", "Nice.") for i in range(1, 106)]
    text = feed(mem, "merges", pairs)
    assert "0161 496 1002" in text and "0161 496 1105" in text  # the first block's fact (seed 000 never summarizes turn 1)
    for s in mem.context("merges").summaries:
        assert "Summary" not in s.text
        names = [line for line in s.text.splitlines() if line.startswith("Names:")]
        assert len(names) <= 1
        if names:
            items = names[0].removeprefix("Names: ").rstrip(".").split("; ")
            assert len(items) == len(set(items)) and not {"Summary", "Names", "Numbers"} & set(items)
