"""Many writers on one session, on a real server: no lost or duplicated turns, one job per block.

Read-modify-write memories lose most appends under concurrent writers; rollmem
assigns sequence numbers and queues blocks inside one Lua call, so 8 processes
x 500 appends must give exactly 1..4000 and exactly 190 block jobs.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import multiprocessing
import threading
import time
from typing import Any

import redis
from helpers import async_twin, drain

from rollmem_client import AsyncRollingMemory, Range, RollingMemory
from rollmem_client.server import EmbeddedServer

SID = "busy-session"
PROCS, PER_PROC = 8, 500
TOTAL = PROCS * PER_PROC  # 4000
W = 21
BLOCK_ENDS = list(range(22, TOTAL + 1, W))  # 22, 43, ..., 3991


def _writer(url: str, prefix: str, wid: int, n: int, barrier: Any, results: Any) -> None:
    """One process: its own connection, n appends; reports (i, seq, block start, block end) per append."""
    r = redis.Redis.from_url(url, protocol=2)
    mem = RollingMemory(r, prefix=prefix, buckets=4)
    mem.setup()
    barrier.wait(timeout=60)  # start together, so the writers interleave
    out = []
    for i in range(n):
        res = mem.add_interaction(SID, {"w": wid, "i": i}, {"ok": True})
        out.append((i, res.seq, *((res.block.start_index, res.block.end_index) if res.block else (0, 0))))
    r.close()
    results.put((wid, out))


def check_blocks(queued: list[Range], total: int) -> None:
    """Exactly one job per block, contiguous and non-overlapping, each W long."""
    queued = sorted(queued, key=lambda b: b.end_index)
    assert [b.end_index for b in queued] == list(range(W + 1, total + 1, W))
    assert all(b.end_index - b.start_index + 1 == W for b in queued)
    assert all(a.end_index + 1 == b.start_index for a, b in itertools.pairwise(queued))
    assert queued[0].start_index == 2


def test_processes_appending_to_one_session(redis_server: EmbeddedServer, real_redis: redis.Redis, prefix: str) -> None:
    mem = RollingMemory(real_redis, prefix=prefix, buckets=4)
    mem.ensure_groups()
    # fork starts 8 writers in milliseconds; spawn (elsewhere) re-imports this module in each
    ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    barrier, queue = ctx.Barrier(PROCS), ctx.Queue()
    started = time.monotonic()
    procs = [ctx.Process(target=_writer, args=(redis_server.url, prefix, w, PER_PROC, barrier, queue))
             for w in range(PROCS)]
    for p in procs:
        p.start()
    try:
        reported = dict(queue.get(timeout=120) for _ in procs)
    finally:
        for p in procs:
            p.join(10)
            if p.is_alive():
                p.kill()
    assert all(p.exitcode == 0 for p in procs)
    results = [reported[w] for w in range(PROCS)]
    elapsed = time.monotonic() - started

    by_seq: dict[int, tuple[int, int]] = {}
    queued: list[Range] = []
    for wid, rows in enumerate(results):
        seqs = [seq for _, seq, _, _ in rows]
        assert seqs == sorted(seqs) and len(set(seqs)) == PER_PROC  # each writer sees its own turns in order
        for i, seq, start, end in rows:
            assert seq not in by_seq
            by_seq[seq] = (wid, i)
            if end:
                assert end == seq
                queued.append(Range(start, end))
    assert sorted(by_seq) == list(range(1, TOTAL + 1))
    # the writers really interleaved (otherwise this test proves nothing)
    firsts = sorted(min(s for _, s, _, _ in rows) for rows in results)
    assert firsts[-1] < TOTAL - PER_PROC, f"writers ran one after another ({elapsed:.1f}s)"

    ctx_ = mem.context(SID)
    assert [x.seq for x in ctx_.window] == list(range(TOTAL - W + 1, TOTAL + 1))
    for x in ctx_.window:  # each payload sits at the seq its writer was told
        assert (x.user_request["w"], x.user_request["i"]) == by_seq[x.seq]

    check_blocks(queued, TOTAL)
    assert len(queued) == len(BLOCK_ENDS) == 190
    keys = mem.config.keys.session(SID)
    stream = real_redis.xrange(keys.jobs)
    assert len(stream) == 190 and real_redis.hlen(keys.pend) == 190
    for _, f in stream:
        start, end = int(f[b"start"]), int(f[b"end"])
        assert end in BLOCK_ENDS and start == end - W + 1
        entries = json.loads(f[b"entries"])
        assert [(e["userRequest"]["w"], e["userRequest"]["i"]) for e in entries] == [by_seq[s] for s in range(start, end + 1)]

    st = mem.stats(SID)
    assert (st.last_seq, st.summarized_through, st.window, st.pending_jobs, st.jobs_queued) == (TOTAL, 3991, W, 190, 190)

    counts = drain(mem)
    assert set(counts) <= {"written", "superseded"} and sum(counts.values()) == 190
    assert [s.range for s in mem.summaries(SID)] == [Range(3929, 3949), Range(3950, 3970), Range(3971, 3991)]
    st = mem.stats(SID)
    assert (st.summaries, st.pending_jobs, st.summaries_written) == (3, 0, counts["written"])
    assert real_redis.xlen(keys.jobs) == 0


def test_threads_appending_while_summaries_land(real_redis: redis.Redis, prefix: str) -> None:
    """Writers in threads share one connection pool; a summarizer writes back at the same time."""
    threads_n, per = 4, 150
    total = threads_n * per
    mem = RollingMemory(real_redis, prefix=prefix, buckets=4, window_size=5, max_summaries=2)
    mem.ensure_groups()
    results: dict[int, list[tuple[int, Range | None]]] = {}
    done = threading.Event()

    def write(wid: int) -> None:
        results[wid] = [
            (r.seq, r.block) for r in (mem.add_interaction(SID, {"w": wid, "i": i}, {}) for i in range(per))
        ]

    counts: dict[str, int] = {}

    def summarize() -> None:
        for _ in range(200):  # bounded; each round drains whatever is queued
            for k, v in drain(mem, concurrency=2).items():
                counts[k] = counts.get(k, 0) + v
            if done.is_set():
                return
            time.sleep(0.01)

    writers = [threading.Thread(target=write, args=(w,)) for w in range(threads_n)]
    summarizer = threading.Thread(target=summarize)
    summarizer.start()
    for t in writers:
        t.start()
    for t in writers:
        t.join(60)
    done.set()
    summarizer.join(60)
    assert not summarizer.is_alive()
    for k, v in drain(mem, concurrency=1).items():
        counts[k] = counts.get(k, 0) + v

    seqs = sorted(s for rows in results.values() for s, _ in rows)
    assert seqs == list(range(1, total + 1))
    blocks = [b for rows in results.values() for _, b in rows if b is not None]
    assert sorted(b.end_index for b in blocks) == list(range(6, total + 1, 5))
    assert sum(counts.values()) == len(blocks)
    ctx = mem.context(SID)
    assert [x.seq for x in ctx.window] == list(range(total - 4, total + 1))
    assert [s.range for s in ctx.summaries] == [Range(587, 591), Range(592, 596)]
    assert mem.stats(SID).pending_jobs == 0


def test_async_tasks_appending_to_one_session(real_redis: redis.Redis, prefix: str) -> None:
    tasks_n, per = 8, 60
    total = tasks_n * per

    async def main() -> list[list[int]]:
        async with AsyncRollingMemory(async_twin(real_redis), prefix=prefix, buckets=4) as amem:
            await amem.setup()

            async def write(wid: int) -> list[int]:
                return [(await amem.add_interaction(SID, {"w": wid, "i": i}, {})).seq for i in range(per)]

            return list(await asyncio.gather(*(write(w) for w in range(tasks_n))))

    rows = asyncio.run(main())
    assert sorted(s for r in rows for s in r) == list(range(1, total + 1))
    mem = RollingMemory(real_redis, prefix=prefix, buckets=4)
    st = mem.stats(SID)
    assert (st.last_seq, st.pending_jobs, st.window) == (total, len(range(22, total + 1, W)), W)


def test_many_sessions_in_parallel_stay_apart(real_redis: redis.Redis, prefix: str) -> None:
    """Writers on different sessions of the same buckets never see each other's turns."""
    mem = RollingMemory(real_redis, prefix=prefix, buckets=2, window_size=3)
    sessions = [f"s{i}" for i in range(6)]

    def write(sid: str) -> None:
        for i in range(40):
            mem.add_interaction(sid, {"sid": sid, "i": i}, {})

    threads = [threading.Thread(target=write, args=(s,)) for s in sessions]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    for sid in sessions:
        ctx = mem.context(sid)
        assert [(x.seq, x.user_request) for x in ctx.window] == [(s, {"sid": sid, "i": s - 1}) for s in (38, 39, 40)]
        assert mem.stats(sid).jobs_queued == len(range(4, 41, 3))
