"""What the entry check of ``rollmem_budget_append`` costs: server time per append, with and without it.

Usage:
    python benchmarks/bench_entry_check.py            # starts its own throw-away redis-server
    python benchmarks/bench_entry_check.py [--rounds 7] [--ops 2000]

The library is loaded as shipped, and as shipped minus the one ``entry_arg``
call in the append (everything else identical), alternately on one server; each
round appends ``--ops`` typical entries (a user message, a tool call with
arguments, its result, an assistant message with thinking parts: 150-400 bytes
each, spread over fresh sessions so none compresses) under each library and
reads the server's own time per call from ``INFO commandstats``. Medians over
rounds; the difference is what checking the entry JSON adds to an append.
"""

from __future__ import annotations

import argparse
import statistics
import uuid
from typing import Any

import redis

from rollmem_client import AgentMemory, MemoryConfig
from rollmem_client.budget import ops as budget
from rollmem_client.scripts import library_source
from rollmem_client.server import EmbeddedServer
from rollmem_client.tokens import TiktokenCounter

CHECK_CALL = "  entry_arg(payload, t, role, tokens, cid, limit, '')\n"


def _entries(counter: TiktokenCounter) -> list[Any]:
    call = budget.make_entry(counter, "tool_call", "assistant", "", tool_call_id="call_1", tool_name="search_flights",
                             arguments={"to": "HND", "date": "2026-01-09", "cabin": "economy"})
    return [
        budget.make_entry(counter, "message", "user", "Book me a flight to Tokyo next Friday, window seat please."),
        call,
        budget.make_entry(counter, "tool_result", "system", "NH 110 at 10:05, 812 EUR; JL 44 at 11:20, 790 EUR",
                          tool_call_id="call_1"),
        budget.make_entry(counter, "message", "assistant", [
            {"type": "thinking", "thinking": "Two options; JL is cheaper.", "signature": "EqQBCkYIARgC"},
            {"type": "text", "text": "JL 44 at 11:20 is the cheaper one (790 EUR). Shall I book it?"}]),
    ]


def _server_us(r: redis.Redis) -> tuple[int, float]:
    stats = r.info("commandstats").get("cmdstat_fcall", {})
    return int(stats.get("calls", 0)), float(stats.get("usec", 0))


def run(url: str, rounds: int, ops: int) -> dict[str, float]:
    r = redis.Redis.from_url(url, protocol=2)
    m = AgentMemory(r, MemoryConfig(prefix="bench" + uuid.uuid4().hex[:6], buckets=4))
    m.ensure_groups()
    shipped = library_source()
    assert CHECK_CALL in shipped, "the append's entry check moved: update CHECK_CALL"
    variants = {"checked": shipped, "unchecked": shipped.replace(CHECK_CALL, "")}
    entries = _entries(TiktokenCounter())
    per_call: dict[str, list[float]] = {k: [] for k in variants}
    for rnd in range(rounds):
        order = list(variants) if rnd % 2 == 0 else list(variants)[::-1]
        for name in order:
            r.function_load(variants[name], replace=True)
            before = _server_us(r)
            for i in range(ops // len(entries)):
                sid = f"s{rnd}-{name}-{i}"
                for e in entries:
                    m.add_entry(sid, e)
            after = _server_us(r)
            per_call[name].append((after[1] - before[1]) / (after[0] - before[0]))
    r.function_load(shipped, replace=True)
    r.close()
    return {name: statistics.median(v) for name, v in per_call.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--ops", type=int, default=2000)
    args = ap.parse_args()
    with EmbeddedServer() as srv:
        res = run(srv.url, args.rounds, args.ops)
    print(f"server time per append: checked {res['checked']:.1f} us, unchecked {res['unchecked']:.1f} us, "
          f"check {res['checked'] - res['unchecked']:.1f} us ({res['checked'] / res['unchecked']:.2f}x)")


if __name__ == "__main__":
    main()
