"""What the fact ledger costs: context reads with and without it, and write-backs with and without facts.

One throw-away loopback server (or ``--url``), a ``blocks`` session of 85 turns
(window 21, 3 summaries) whose ledger holds 50 facts, measured side by side in
one run (calls interleaved, medians):

- ``FCALL_RO rollmem_context`` with the ledger (``with_facts`` 1) and without (0);
- ``RollingMemory.context`` and ``model_input("openai")`` with ``fact_ledger`` on and off;
- ``rollmem_put_summary`` carrying 10 facts against carrying none (each on a job of its own).

    python benchmarks/bench_ledger.py [--ops 2000] [--writes 400] [--json PATH]
"""

from __future__ import annotations

import argparse
import statistics
import uuid
from typing import Any

import redis
from bench_common import cleanup, interleaved, machine_info, machine_line, serve_and_report

from rollmem_client import MemoryConfig, Range, RollingMemory
from rollmem_client.blocks import ops as blocks
from rollmem_client.models import Fact

FACTS = 50
KINDS = ["person", "date", "amount", "id", "phone", "address", "decision", "preference", "constraint", "other"]


def facts(n: int, seq: int, tag: str) -> list[Fact]:
    return [Fact(f"{tag} fact {i}", f"value {i} of {tag}, stated at {seq}", KINDS[i % len(KINDS)], seq, 12)
            for i in range(n)]


def jobs(r: redis.Redis, m: RollingMemory, sid: str) -> list[tuple[str, str, Range]]:
    out = []
    for job_id, f in r.xrange(m.config.keys.session(sid).jobs):
        fields = {k.decode(): v.decode() for k, v in f.items()}
        if fields["sid"] == sid:
            out.append((job_id.decode(), fields["gen"], Range(int(fields["start"]), int(fields["end"]))))
    return out


def median_us(lat: list[int]) -> float:
    return round(statistics.median(lat) / 1000, 1)


def run(url: str, ops: int, writes: int) -> dict[str, Any]:
    r = redis.Redis.from_url(url, protocol=2)
    prefix = "bl" + uuid.uuid4().hex[:8]
    try:
        on = RollingMemory(r, prefix=prefix, buckets=4)
        off = RollingMemory(r, config=MemoryConfig(prefix=prefix, buckets=4, fact_ledger=False))
        on.ensure_groups()
        for i in range(1, 86):
            on.add_interaction("s", {"query": f"question {i} " * 10}, {"answer": f"answer {i} " * 20})
        for n, (job_id, gen, block) in enumerate(jobs(r, on, "s")):
            on.execute(blocks.put_summary, "s", gen, job_id, block, "a summary " * 60, None, None, None,
                       facts(FACTS if n == 0 else 0, block.end_index, "s"))
        assert len(on.facts("s").facts) == FACTS
        keys = on.config.keys.session("s").as_list()

        def raw(with_facts: int) -> Any:
            return lambda: r.fcall_ro("rollmem_context", len(keys), *keys, 21, 3, with_facts)

        reads = {
            "FCALL_RO rollmem_context, ledger": raw(1),
            "FCALL_RO rollmem_context, no ledger": raw(0),
            "context(), ledger": lambda: on.context("s"),
            "context(), fact_ledger=False": lambda: off.context("s"),
            "model_input('openai'), ledger": lambda: on.model_input("s", "openai"),
            "model_input('openai'), fact_ledger=False": lambda: off.model_input("s", "openai"),
        }
        lat = interleaved(list(reads.values()), ops, 30.0)
        read_us = {name: median_us(v) for name, v in zip(reads, lat, strict=True)}
        reply = r.fcall_ro("rollmem_context", len(keys), *keys, 21, 3, 1)
        ledger_bytes = sum(len(x) for x in reply[-FACTS:])

        w = RollingMemory(r, prefix=prefix, buckets=4, window_size=1)
        for i in range(2 * writes + 1):
            w.add_interaction("w", {"q": i}, {"a": i})
        queue = jobs(r, w, "w")
        with_f, without = iter(queue[0::2]), iter(queue[1::2])

        def put(it: Any, n: int) -> Any:
            def call() -> None:
                job_id, gen, block = next(it)
                w.execute(blocks.put_summary, "w", gen, job_id, block, "a summary " * 60, None, None, None,
                          facts(n, block.end_index, "w"))
            return call

        wl = interleaved([put(with_f, 10), put(without, 0)], writes, 30.0)
        return {
            "machine": machine_info(r),
            "facts_in_ledger": FACTS,
            "ledger_reply_bytes": ledger_bytes,
            "reads_us": read_us,
            "reads_n": len(lat[0]),
            "writes_us": {"put_summary with 10 facts": median_us(wl[0]), "put_summary, no facts": median_us(wl[1])},
            "writes_n": len(wl[0]),
        }
    finally:
        cleanup(r, [prefix])
        r.close()


def report(res: dict[str, Any]) -> str:
    lines = [machine_line(res["machine"]),
             f"ledger: {res['facts_in_ledger']} facts, {res['ledger_reply_bytes']:,} bytes in the context reply",
             "", f"reads (median of {res['reads_n']} interleaved calls each)      us"]
    lines += [f"  {k:<48}{v:>7}" for k, v in res["reads_us"].items()]
    r = res["reads_us"]
    raw = r["FCALL_RO rollmem_context, ledger"] / r["FCALL_RO rollmem_context, no ledger"]
    sdk = r["model_input('openai'), ledger"] / r["model_input('openai'), fact_ledger=False"]
    lines.append(f"  with / without the ledger: raw read {raw:.2f}x, model_input {sdk:.2f}x")
    lines += ["", f"write-backs (median of {res['writes_n']} each)      us"]
    lines += [f"  {k:<48}{v:>7}" for k, v in res["writes_us"].items()]
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--url")
    ap.add_argument("--ops", type=int, default=2000)
    ap.add_argument("--writes", type=int, default=400)
    ap.add_argument("--json")
    a = ap.parse_args()
    return serve_and_report(a.url, lambda url: run(url, a.ops, a.writes), report, a.json)


if __name__ == "__main__":
    raise SystemExit(main())
