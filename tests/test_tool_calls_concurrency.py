"""Issue 11 item 4: open tool calls are never compressed, whatever the other writers do.

16 writers share one budget session, each running slow tools (a call, a wait,
its result) while the others' appends keep firing compressions. Before, a
compression took calls whose tools were still running and 15.6% of results
were refused as orphans; now none may be. (Groups that overlap leave no cut that
splits none of them: compressions run once the overlapping tools have returned.)
"""

from __future__ import annotations

import random
import threading

import redis
from helpers import drain

from rollmem_client import AgentMemory, BudgetConfig, MemoryConfig, OrphanToolResult

WRITERS, TOOLS_EACH = 16, 12
SID = "shared-agent"


def test_sixteen_writers_with_slow_tools_lose_no_result(redis_server: object, prefix: str) -> None:
    url = redis_server.url  # type: ignore[attr-defined]
    config = MemoryConfig(prefix=prefix, buckets=4, budget=BudgetConfig(
        max_entries=8, recent_window=2, min_entries_to_compress=2, max_summaries=3, tool_timeout_seconds=60))
    setup = AgentMemory(redis.Redis.from_url(url, protocol=2), config)
    setup.ensure_groups()
    setup.add_user_message(SID, "the task", tokens=3)
    orphans: list[str] = []
    results: list[int] = []
    errors: list[BaseException] = []
    # Writers overlap freely within a round; between rounds all tools have returned, so
    # the compressions fired by the next round's appends have whole groups to take.
    rounds = threading.Barrier(WRITERS, timeout=60)

    def writer(w: int) -> None:
        rnd = random.Random(w)
        mem = AgentMemory(redis.Redis.from_url(url, protocol=2), config)
        try:
            for i in range(TOOLS_EACH):
                call = mem.add_tool_call(SID, "slow_tool", {"w": w, "i": i}, tokens=4).entry.tool_call_id
                assert call
                mem.add_assistant_message(SID, f"waiting {w}.{i}", tokens=2)
                threading.Event().wait(rnd.uniform(0.0, 0.03))  # the tool runs while others write
                try:
                    results.append(mem.add_tool_result(SID, call, f"result {w}.{i}", tokens=3).seq)
                except OrphanToolResult as e:
                    orphans.append(str(e))
                if i % 3 == 2:
                    rounds.wait()
        except BaseException as e:  # surfaced below
            errors.append(e)
        finally:
            mem.redis.close()

    threads = [threading.Thread(target=writer, args=(w,)) for w in range(WRITERS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not any(t.is_alive() for t in threads) and not errors, errors
    assert orphans == [] and len(results) == WRITERS * TOOLS_EACH
    stats = setup.get_stats(SID)
    assert stats.jobs_queued >= 2 and stats.compressed_entries + stats.pending_entries > 100  # compressions ran
    # every call is answered, and once summarized no pair was split
    drain(setup)
    view = setup.view(SID)
    assert setup.get_stats(SID).pending_entries == 0
    open_calls = {e.tool_call_id for e in view.entries if e.type == "tool_call"}
    answered = {e.tool_call_id for e in view.entries if e.type == "tool_result"}
    assert open_calls <= answered
    setup.redis.close()
