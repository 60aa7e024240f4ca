"""Smoke test of ``benchmarks/bench_recall.py``: its generator and its scoring on a short conversation.

The benchmark itself runs 1,000-turn conversations (minutes); this runs the same
code on 120 turns through a real Redis and the real daemon, so neither the
generator nor the bench can rot unnoticed.
"""

from __future__ import annotations

import sys
import uuid
from pathlib import Path

import pytest
import redis

from rollmem_client.server import EmbeddedServer

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

import bench_recall
from recall_conversation import band, generate


def test_generator_plants_facts_and_corrections_deterministically() -> None:
    conv = generate(7, 300)
    assert generate(7, 300).turns == conv.turns
    assert len(conv.turns) == 300 and len(conv.facts) == 50
    assert {band(f.turn, 300) for f in conv.facts} == {"early", "middle", "late"}
    assert len(conv.corrections) >= 5
    text = "\n".join(u + " " + a for u, a in conv.turns)
    for f in conv.facts:
        assert f.value in text
        if f.stale is not None:
            assert f.corrected_at is not None and f.corrected_at > f.turn
            assert f.stale in "".join(conv.turns[f.turn - 1]) and f.value in "".join(conv.turns[f.corrected_at - 1])
    assert len({u for u, _ in conv.turns}) > 250  # filler varies


@pytest.mark.parametrize("setup", [bench_recall.SETUPS[4], bench_recall.SETUPS[-1]], ids=["blocks", "budget"])
def test_bench_runs_and_the_ledger_beats_the_plain_window(redis_server: EmbeddedServer,
                                                          setup: bench_recall.Setup) -> None:
    conv = generate(3, 120)
    prefix = "smk" + uuid.uuid4().hex[:8]
    try:
        text = bench_recall.run_setup(redis_server.url, setup, conv, prefix)
    finally:
        bench_recall.cleanup(redis.Redis.from_url(redis_server.url, protocol=2), [prefix])
    row = bench_recall.score(conv, text)
    floor = bench_recall.score(conv, bench_recall.plain_window(conv, row["tokens"]))
    assert row["tokens"] < row["history_tokens"]
    assert row["recall"] >= 40 and row["recall"] > floor["recall"]
    assert row["corrections"] >= row["corrections_planted"] - 1
    assert "facts kept" in bench_recall.report({"machine": {"nproc": 1, "python": "3", "server": "redis",
                                                            "redis_py": "x", "platform": "p"},
                                                "seeds": [3], "turns": 120, "rows": {setup.name: [row]}})
