"""The summarizer daemon as a real subprocess (``python -m rollmem_cli summarizer``) on a real server.

Each test starts one or more daemon processes with the CLI, drives them with
signals (SIGTERM, SIGKILL, SIGSTOP/SIGCONT) and checks what Redis holds
afterwards: the summaries, the sessions' pend hashes, the job streams and the
consumer group's pending list. Test summarizers live in ``slow_summarizer.py``
next to this file and are loaded by the subprocess through ``PYTHONPATH``.

Every wait is bounded by a deadline, and every process a test starts is killed
by the ``spawn`` fixture's teardown whatever happens.
"""

from __future__ import annotations

import signal
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import redis
from helpers import Daemon, Daemons, daemon_env, wait_for

from rollmem_client import RollingMemory
from rollmem_client.server import EmbeddedServer

BUCKETS = 4
GROUP = "rollmem"

pytestmark = pytest.mark.timeout(60)


# ------------------------------------------------------------ harness


@pytest.fixture
def spawn(redis_server: EmbeddedServer, prefix: str, tmp_path: Path) -> Iterator[Callable[..., Daemon]]:
    """Start daemons for this test's prefix; all are killed at teardown."""
    daemons = Daemons(tmp_path)

    def start(*args: str, env: dict[str, str] | None = None) -> Daemon:
        cli_args = ["--url", redis_server.url, "--prefix", prefix, "--buckets", str(BUCKETS), *args]
        return daemons.start(cli_args, daemon_env(env))

    try:
        yield start
    finally:
        daemons.kill_all()


@pytest.fixture
def mem(real_redis: redis.Redis, prefix: str) -> RollingMemory:
    m = RollingMemory(real_redis, prefix=prefix, buckets=BUCKETS)
    m.ensure_groups()
    return m


def append(mem: RollingMemory, sid: str, upto: int) -> None:
    """Append interactions until the session's last sequence number is ``upto``."""
    for i in range(mem.stats(sid).last_seq + 1, upto + 1):
        mem.add_interaction(
            sid,
            {"text": f"Turn {i}: my name is Ada and I want a budget of {i * 10} EUR for the trip to Lisbon?"},
            {"text": f"Noted, Ada. I'll plan turn {i} around Lisbon with {i * 10} EUR."},
        )


def ranges(mem: RollingMemory, sid: str) -> list[tuple[int, int]]:
    return [(s.range.start_index, s.range.end_index) for s in mem.context(sid).summaries]


def group_pending(r: redis.Redis, mem: RollingMemory) -> int:
    return sum(int(r.xpending(s, GROUP)["pending"]) for s in mem.config.keys.all_job_streams())


def stream_len(r: redis.Redis, mem: RollingMemory) -> int:
    return sum(int(r.xlen(s)) for s in mem.config.keys.all_job_streams())


def pending_blocks(r: redis.Redis, mem: RollingMemory) -> list[tuple[int, int]]:
    """(start, end) of every job delivered to a consumer and not acknowledged."""
    found = []
    for stream in mem.config.keys.all_job_streams():
        for p in r.xpending_range(stream, GROUP, "-", "+", 1000):
            for _, fields in r.xrange(stream, p["message_id"], p["message_id"]):
                found.append((int(fields[b"start"]), int(fields[b"end"])))
    return sorted(found)


def markers(path: Path) -> list[str]:
    """Blocks the test summarizer started, one "<start>-<end>" per attempt."""
    return [line.split()[1] for line in path.read_text().splitlines()] if path.exists() else []


def assert_all_done(r: redis.Redis, mem: RollingMemory, expected: dict[str, list[tuple[int, int]]]) -> None:
    """Exactly one summary per block, nothing queued, nothing pending, streams empty."""
    for sid, blocks in expected.items():
        assert ranges(mem, sid) == blocks, sid
        st = mem.stats(sid)
        assert st.summaries_written == len(blocks), (sid, st)
        assert st.pending_jobs == 0, (sid, st)
    assert stream_len(r, mem) == 0
    assert group_pending(r, mem) == 0


def slow_env(marker: Path, sleep: float) -> dict[str, str]:
    return {"ROLLMEM_TEST_MARKER": str(marker), "ROLLMEM_TEST_SLEEP": str(sleep)}


SLOW = ("--summarizer", "slow_summarizer:SlowSummarizer")
FAILING = ("--summarizer", "slow_summarizer:FailingSummarizer")


# ------------------------------------------------------------ tests


def test_daemon_follows_appends_then_exits_0_on_sigterm(
    real_redis: redis.Redis, mem: RollingMemory, spawn: Callable[..., Daemon]
) -> None:
    d = spawn("--block-ms", "100")
    sid = "follow-1"
    # Each block is summarized while the test is still appending: the daemon follows the stream.
    append(mem, sid, 22)
    wait_for(lambda: ranges(mem, sid) == [(2, 22)], 15, "the first block's summary", d)
    append(mem, sid, 43)
    wait_for(lambda: ranges(mem, sid) == [(2, 22), (23, 43)], 10, "the second block's summary", d)
    append(mem, sid, 85)
    wait_for(lambda: ranges(mem, sid) == [(23, 43), (44, 64), (65, 85)] and mem.stats(sid).pending_jobs == 0,
             10, "the last two summaries", d)

    st = mem.stats(sid)
    assert (st.last_seq, st.summarized_through, st.jobs_queued, st.summaries_written) == (85, 85, 4, 4)
    assert "Ada" in mem.context(sid).summaries[-1].text  # the extractive summarizer kept the name
    assert stream_len(real_redis, mem) == 0
    assert group_pending(real_redis, mem) == 0

    started = time.monotonic()
    d.signal(signal.SIGTERM)
    assert d.wait(5) == 0, d.output()
    assert time.monotonic() - started < 3  # nothing in flight: the blocking reads are not waited for
    assert "written=4" in d.output().splitlines()[-1]


def test_sigkill_mid_job_leaves_it_pending_and_another_daemon_finishes_it(
    real_redis: redis.Redis, mem: RollingMemory, spawn: Callable[..., Daemon], tmp_path: Path
) -> None:
    sessions = [f"kill-{i}" for i in range(3)]
    for sid in sessions:
        append(mem, sid, 43)  # two blocks each: 2-22 and 23-43
    marker = tmp_path / "marker"
    a = spawn(*SLOW, "--concurrency", "1", "--block-ms", "100", env=slow_env(marker, 30))
    wait_for(lambda: markers(marker), 15, "daemon A to start a job", a)
    a.signal(signal.SIGKILL)
    assert a.wait(5) == -signal.SIGKILL

    # The job A was working on is delivered, unacknowledged, still in the stream; nothing was written.
    (started_block,) = markers(marker)
    in_flight = pending_blocks(real_redis, mem)
    assert started_block in {f"{s}-{e}" for s, e in in_flight}
    assert stream_len(real_redis, mem) == 6
    for sid in sessions:
        st = mem.stats(sid)
        assert (st.summaries_written, st.summaries, st.pending_jobs) == (0, 0, 2), st

    b = spawn("--burst", "--claim-idle-ms", "500", "--block-ms", "100")
    assert b.wait(30) == 0, b.output()
    assert_all_done(real_redis, mem, {sid: [(2, 22), (23, 43)] for sid in sessions})
    assert "written=6" in b.output().splitlines()[-1]


def test_late_result_of_a_stopped_daemon_is_a_duplicate(
    real_redis: redis.Redis, mem: RollingMemory, spawn: Callable[..., Daemon], tmp_path: Path
) -> None:
    sid = "late-1"
    append(mem, sid, 22)
    marker = tmp_path / "marker"
    a = spawn(*SLOW, "--concurrency", "1", "--block-ms", "100", env=slow_env(marker, 1.5))
    wait_for(lambda: markers(marker), 15, "daemon A to start the job", a)
    a.signal(signal.SIGSTOP)  # frozen mid-job, as a VM pause or a long GC would
    try:
        b = spawn("--burst", "--claim-idle-ms", "500", "--block-ms", "100")
        assert b.wait(30) == 0, b.output()
        assert ranges(mem, sid) == [(2, 22)]
        assert mem.stats(sid).summaries_written == 1
        written_by_b = mem.context(sid).summaries[0].text
        assert not written_by_b.startswith("slow summary")
    finally:
        a.signal(signal.SIGCONT)

    # A wakes up, finishes its summary and writes it back: a no-op.
    wait_for(lambda: "status=duplicate" in a.output(), 10, "daemon A's late write-back", a)
    a.signal(signal.SIGTERM)
    assert a.wait(5) == 0, a.output()
    assert "duplicate=1" in a.output().splitlines()[-1]
    assert markers(marker) == ["2-22"]
    assert_all_done(real_redis, mem, {sid: [(2, 22)]})
    assert mem.context(sid).summaries[0].text == written_by_b


def test_sigterm_lets_the_job_in_flight_finish_within_grace(
    real_redis: redis.Redis, mem: RollingMemory, spawn: Callable[..., Daemon], tmp_path: Path
) -> None:
    sid = "grace-1"
    append(mem, sid, 22)
    marker = tmp_path / "marker"
    d = spawn(*SLOW, "--block-ms", "100", "--grace", "10", env=slow_env(marker, 2))
    wait_for(lambda: markers(marker), 15, "the daemon to start the job", d)
    started = time.monotonic()
    d.signal(signal.SIGTERM)
    assert d.wait(10) == 0, d.output()
    assert 1.0 < time.monotonic() - started < 6  # it waited for the job, not for the 10 s grace
    assert [s.text for s in mem.context(sid).summaries] == ["slow summary of 2-22"]
    assert_all_done(real_redis, mem, {sid: [(2, 22)]})


def test_sigterm_starts_no_new_job_from_a_batch_already_read(
    real_redis: redis.Redis, mem: RollingMemory, spawn: Callable[..., Daemon], tmp_path: Path
) -> None:
    sid = "batch-1"
    append(mem, sid, 64)  # three blocks on one stream, read in one XREADGROUP
    marker = tmp_path / "marker"
    d = spawn(*SLOW, "--concurrency", "1", "--block-ms", "100", "--grace", "10", env=slow_env(marker, 1.5))
    wait_for(lambda: markers(marker), 15, "the daemon to start the first job", d)
    d.signal(signal.SIGTERM)
    assert d.wait(10) == 0, d.output()
    # Only the job in flight ran; the other two stay delivered-but-unacked for another daemon.
    assert markers(marker) == ["2-22"]
    assert ranges(mem, sid) == [(2, 22)]
    assert pending_blocks(real_redis, mem) == [(23, 43), (44, 64)]
    b = spawn("--burst", "--claim-idle-ms", "200", "--block-ms", "100")
    assert b.wait(30) == 0, b.output()
    assert_all_done(real_redis, mem, {sid: [(2, 22), (23, 43), (44, 64)]})


@pytest.mark.parametrize("how", ["grace expires", "second signal"])
def test_stuck_job_is_abandoned_and_stays_pending(
    how: str, real_redis: redis.Redis, mem: RollingMemory, spawn: Callable[..., Daemon], tmp_path: Path
) -> None:
    sid = "stuck-1"
    append(mem, sid, 22)
    marker = tmp_path / "marker"
    grace = "0.5" if how == "grace expires" else "30"
    d = spawn(*SLOW, "--block-ms", "100", "--grace", grace, env=slow_env(marker, 30))
    wait_for(lambda: markers(marker), 15, "the daemon to start the job", d)
    started = time.monotonic()
    d.signal(signal.SIGTERM)
    if how == "second signal":
        time.sleep(0.3)
        d.signal(signal.SIGTERM)
    assert d.wait(10) == 0, d.output()
    assert time.monotonic() - started < 5  # not the summarizer's 30 s
    assert ranges(mem, sid) == []
    assert pending_blocks(real_redis, mem) == [(2, 22)]  # redelivered to the next daemon
    assert mem.stats(sid).pending_jobs == 1


def test_burst_drains_every_bucket_and_exits_0(
    real_redis: redis.Redis, mem: RollingMemory, spawn: Callable[..., Daemon]
) -> None:
    sessions = [f"burst-{i}" for i in range(24)]
    assert {mem.config.keys.bucket_of(s) for s in sessions} == set(range(BUCKETS))
    for sid in sessions:
        for i in range(1, 44):
            mem.add_interaction(sid, {"text": f"{sid} question {i}?"}, {"text": f"Answer {i} for {sid}."})
    assert stream_len(real_redis, mem) == 2 * len(sessions)

    d = spawn("--burst", "--block-ms", "100")
    assert d.wait(30) == 0, d.output()
    assert_all_done(real_redis, mem, {sid: [(2, 22), (23, 43)] for sid in sessions})
    assert f"written={2 * len(sessions)}" in d.output().splitlines()[-1]


def test_failing_summarizer_keeps_the_job_pending_without_spinning(
    real_redis: redis.Redis, mem: RollingMemory, spawn: Callable[..., Daemon], tmp_path: Path
) -> None:
    sid = "fail-1"
    append(mem, sid, 22)
    marker = tmp_path / "marker"
    claim_ms = 300
    a = spawn(*FAILING, "--claim-idle-ms", str(claim_ms), "--block-ms", "100", "--max-deliveries", "1000",
              env=slow_env(marker, 0))
    wait_for(lambda: markers(marker), 15, "the first attempt", a)
    first = time.monotonic()
    window = 2.5
    time.sleep(window)
    attempts = len(markers(marker))
    elapsed = time.monotonic() - first
    # Retried after each claim_idle_ms, never in a tight loop.
    assert 2 <= attempts <= 1 + elapsed * 1000 / claim_ms + 1, attempts

    assert ranges(mem, sid) == []
    st = mem.stats(sid)
    assert (st.summaries_written, st.pending_jobs) == (0, 1), st
    assert pending_blocks(real_redis, mem) == [(2, 22)]
    (entry,) = real_redis.xpending_range(mem.config.keys.session(sid).jobs, GROUP, "-", "+", 10)
    assert entry["times_delivered"] >= attempts

    a.signal(signal.SIGTERM)
    assert a.wait(5) == 0, a.output()
    assert "failed=" in a.output().splitlines()[-1]

    # the deployment's delivery limit (a job delivered more often is dead-lettered before it runs again)
    b = spawn("--burst", "--claim-idle-ms", "200", "--block-ms", "100", "--max-deliveries", "1000")
    assert b.wait(30) == 0, b.output()
    assert_all_done(real_redis, mem, {sid: [(2, 22)]})
