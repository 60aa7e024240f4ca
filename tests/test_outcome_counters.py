"""Issue 11 item 7: the summarizer's outcome counters are written by the write-back itself.

Each bucket's ``{<prefix>:bNN}:stats`` is incremented by ``rollmem_put_summary``,
``rollmem_budget_put_summary`` / ``put_merge`` and ``rollmem_dead_letter`` in the
same atomic step as the outcome they decide, so the counters equal what was
written, exactly, whatever is delivered twice, late or for a cleared session.
"""

from __future__ import annotations

from collections import Counter

import redis
from helpers import drain

from rollmem_client import AgentMemory, BudgetConfig, MemoryConfig, RollingMemory
from rollmem_client.daemon.status import summarizer_status
from rollmem_client.models import Range
from rollmem_client.ops import as_str


def bucket_counters(r: redis.Redis, config: MemoryConfig) -> Counter[str]:
    total: Counter[str] = Counter()
    for b in range(config.keys.buckets):
        total.update({as_str(k): int(v) for k, v in r.hgetall(config.keys.stats(b)).items()})
    return total


def queued_jobs(r: redis.Redis, config: MemoryConfig) -> list[tuple[str, dict[str, str]]]:
    out = []
    for stream in config.keys.all_job_streams():
        for job_id, fields in r.xrange(stream):
            out.append((as_str(job_id), {as_str(k): as_str(v) for k, v in fields.items()}))
    return out


def test_blocks_counters_equal_outcomes_with_duplicates_and_stale(any_redis: redis.Redis, prefix: str) -> None:
    mem = RollingMemory(any_redis, prefix=prefix, buckets=4, window_size=3, max_summaries=50)
    mem.ensure_groups()
    sids = [f"s{i}" for i in range(6)]
    for sid in sids:
        for i in range(13):
            mem.add_interaction(sid, {"q": i}, {"a": i})
    mem.clear_session("s5")  # its jobs are cancelled: deliver one anyway, by hand
    jobs = queued_jobs(any_redis, mem.config)
    assert len(jobs) == 5 * 4
    seen: Counter[str] = Counter()
    for job_id, f in jobs:
        block = Range(int(f["start"]), int(f["end"]))
        for _ in range(2):  # the second delivery is a duplicate
            seen[mem.put_summary(f["sid"], f["gen"], job_id, block, "s")] += 1
    seen[mem.put_summary("s5", "1", "1-1", Range(1, 3), "late")] += 1
    counted = bucket_counters(any_redis, mem.config)
    written = sum(mem.stats(s).summaries_written for s in sids)
    assert seen == Counter(written=20, duplicate=20, stale=1)
    assert counted == seen and counted["written"] == written


def test_daemon_totals_equal_summaries_written(real_redis: redis.Redis, prefix: str) -> None:
    config = MemoryConfig(prefix=prefix, buckets=4, budget=BudgetConfig(
        max_entries=6, recent_window=2, min_entries_to_compress=2, max_summaries=2, summary_cap="merge"))
    mem, agent = RollingMemory(real_redis, config), AgentMemory(real_redis, config)
    mem.ensure_groups()
    for i in range(40):
        mem.add_interaction(f"b{i % 4}", {"q": i}, {"a": i})
    for i in range(120):
        agent.add_assistant_message(f"a{i % 3}", f"step {i}", tokens=5)
    drain(mem)
    status = summarizer_status(real_redis, config)
    written = sum(mem.stats(f"b{i}").summaries_written for i in range(4))
    written += sum(agent.get_stats(f"a{i}").summaries_written for i in range(3))
    merges = sum(int(real_redis.hget(config.keys.budget_session(f"a{i}").meta, "merges_written") or 0)
                 for i in range(3))
    assert written > 0 and merges > 0
    assert status.totals["written"] == written + merges
    assert status.totals == bucket_counters(real_redis, config)
