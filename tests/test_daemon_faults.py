"""Issue #4's promise under faults: summaries are written off the request path, every job is
summarized exactly once in effect, and no failure of the LLM, the daemon or the network loses or
corrupts a conversation.

Subprocess daemons (``python -m rollmem_cli summarizer``) run against a real server or the
3-primary loopback cluster; the LLM faults run in-process with ``AnthropicSummarizer`` on a mock
HTTP transport. Every wait is bounded by a deadline and every process a test starts is killed at
teardown. Test summarizers live in ``fault_summarizers.py`` next to this file.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import anthropic
import httpx2
import pytest
import redis
from click.testing import CliRunner, Result
from fault_summarizers import HangingSummarizer, RecordingSummarizer
from helpers import Daemon, Daemons, async_twin, daemon_env, drop_keys, wait_for
from rollmem_cli.main import cli

from rollmem_client import AsyncRollingMemory, RollingMemory
from rollmem_client.blocks import ops as blocks_ops
from rollmem_client.budget import AgentMemory, AsyncAgentMemory
from rollmem_client.config import BudgetConfig, MemoryConfig
from rollmem_client.daemon import SummarizerDaemon
from rollmem_client.daemon import jobs as jobs_mod
from rollmem_client.daemon.jobs import JobRunner
from rollmem_client.models import Range
from rollmem_client.ops import as_str
from rollmem_client.server import EmbeddedCluster, EmbeddedServer, free_port
from rollmem_client.summarize import ExtractiveSummarizer
from rollmem_client.summarize.anthropic import AnthropicSummarizer
from rollmem_client.tokens import TiktokenCounter

BUCKETS = 4
GROUP = "rollmem"
ENV_VARS = ("REDIS_URL", "ROLLMEM_PREFIX", "ROLLMEM_BUCKETS", "ROLLMEM_CLUSTER", "ROLLMEM_WINDOW_SIZE",
            "ROLLMEM_MAX_SUMMARIES", "ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN")

pytestmark = pytest.mark.timeout(90)


# ------------------------------------------------------------ harness


@pytest.fixture
def spawn(tmp_path: Path) -> Iterator[Callable[..., Daemon]]:
    """``spawn(url, prefix, *args, env=..., buckets=..., cluster=...)`` starts a daemon; all are killed at teardown."""
    daemons = Daemons(tmp_path)

    def start(url: str, prefix: str, *args: str, env: dict[str, str] | None = None, buckets: int = BUCKETS,
              cluster: bool = False) -> Daemon:
        cli_args = ["--url", url, "--prefix", prefix, "--buckets", str(buckets), *(["--cluster"] if cluster else []),
                    *args]
        return daemons.start(cli_args, daemon_env(env, strip=ENV_VARS))

    try:
        yield start
    finally:
        daemons.kill_all()


@pytest.fixture
def mem(real_redis: redis.Redis, prefix: str) -> Iterator[RollingMemory]:
    m = RollingMemory(real_redis, prefix=prefix, buckets=BUCKETS)
    m.ensure_groups()
    yield m
    drop_keys(real_redis, prefix)


def append(m: RollingMemory, sid: str, upto: int, tag: str = "") -> None:
    """Append interactions until the session's last sequence number is ``upto``."""
    for i in range(m.stats(sid).last_seq + 1, upto + 1):
        m.add_interaction(sid, {"text": f"{tag}Turn {i}: my name is Ada, budget {i * 10} EUR?"},
                          {"text": f"Noted, Ada: turn {i}, {i * 10} EUR."})


def append_many(m: RollingMemory, sessions: list[str], per_session: int) -> None:
    """``per_session`` appends to each session, pipelined (one round trip per few hundred calls)."""
    cfg = m.config
    pipe = m.redis.pipeline(transaction=False)
    n = 0
    for i in range(1, per_session + 1):
        for sid in sessions:
            payload = blocks_ops.encode_interaction(cfg, {"text": f"{sid} question {i}?"}, {"text": f"{sid} answer {i}."},
                                              None)
            keys = cfg.keys.session(sid).as_list()
            pipe.fcall("rollmem_append", len(keys), *keys, sid, payload, cfg.window_size, cfg.max_summaries,
                       cfg.ttl_ms, cfg.max_entry_bytes)
            n += 1
            if n % 500 == 0:
                pipe.execute()
    pipe.execute()


def streams(m: Any) -> list[str]:
    return m.config.keys.all_job_streams()  # type: ignore[no-any-return]


def stream_len(r: Any, m: Any) -> int:
    return sum(int(r.xlen(s)) for s in streams(m))


def group_pending(r: Any, m: Any) -> int:
    return sum(int(r.xpending(s, GROUP)["pending"]) for s in streams(m))


def ranges(m: RollingMemory, sid: str) -> list[tuple[int, int]]:
    return [(s.range.start_index, s.range.end_index) for s in m.context(sid).summaries]


def totals(r: Any, m: Any) -> dict[str, int]:
    """The outcome counters in Redis (all daemons of the deployment): each bucket's, written by the
    write-back functions, and the daemons' own (failed attempts)."""
    keys = m.config.keys
    out: dict[str, int] = {}
    for key in [keys.stats(b) for b in range(keys.buckets)] + [keys.summarizer_stats]:
        for k, v in r.hgetall(key).items():
            out[as_str(k)] = out.get(as_str(k), 0) + int(v)
    return out


def live_daemons(r: Any, m: Any) -> dict[str, dict[str, str]]:
    """Heartbeat hashes of the daemons registered in the daemons zset, by consumer."""
    keys = m.config.keys
    out = {}
    for consumer in r.zrange(keys.daemons, 0, -1):
        h = r.hgetall(keys.daemon(as_str(consumer)))
        if h:
            out[as_str(consumer)] = {as_str(k): as_str(v) for k, v in h.items()}
    return out


def markers(path: Path) -> list[str]:
    return [line.split()[1] for line in path.read_text().splitlines()] if path.exists() else []


def run_cli(*args: str) -> Result:
    result = CliRunner().invoke(cli, list(args), prog_name="rollmem")
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.output
    return result


def conn(url: str, prefix: str) -> list[str]:
    return ["--url", url, "--prefix", prefix, "--buckets", str(BUCKETS)]


# ------------------------------------------------------------ 1, 2: many jobs, several daemons


def drain_with_daemons(r: Any, m: RollingMemory, spawn: Callable[..., Daemon], url: str, sessions: list[str],
                       cluster: bool, timeout: float) -> list[Daemon]:
    """Start three daemons, wait until all beat, queue one job per session, wait until all are written."""
    daemons = [spawn(url, m.config.prefix, "--concurrency", "4", "--block-ms", "200",
                     "--window-size", str(m.config.window_size), buckets=m.config.buckets, cluster=cluster)
               for _ in range(3)]
    wait_for(lambda: len(live_daemons(r, m)) == 3, 20, "three daemons to beat", *daemons)
    # window 1: the second interaction of each session completes block [2, 2]
    append_many(m, sessions, 2)
    assert sum(m.stats(s).jobs_queued for s in sessions[:20]) == 20
    wait_for(lambda: totals(r, m).get("written", 0) >= len(sessions), timeout,
             f"{len(sessions)} summaries", *daemons)
    wait_for(lambda: stream_len(r, m) == 0 and group_pending(r, m) == 0, 10, "empty streams", *daemons)
    return daemons


def check_drained(r: Any, m: RollingMemory, sessions: list[str], daemons: list[Daemon]) -> None:
    written = 0
    for sid in sessions:
        st = m.stats(sid)
        assert (st.summaries, st.summaries_written, st.pending_jobs, st.jobs_queued) == (1, 1, 0, 1), st
        written += st.summaries_written
    assert written == len(sessions)
    assert ranges(m, sessions[0]) == [(2, 2)] and ranges(m, sessions[-1]) == [(2, 2)]
    assert totals(r, m) == {"written": len(sessions)}  # no duplicate, stale, failed or dead outcome
    assert stream_len(r, m) == 0 and group_pending(r, m) == 0

    beats = live_daemons(r, m)
    assert sorted(int(h["pid"]) for h in beats.values()) == sorted(d.pid for d in daemons)
    assert all(h["concurrency"] == "4" and h["mode"] == "independent" for h in beats.values())
    for d in daemons:
        assert d.stop() == 0, d.output()
    per_daemon = [d.counts() for d in daemons]
    assert all(set(c) == {"written"} and c["written"] > 0 for c in per_daemon), per_daemon  # each did work
    assert sum(c["written"] for c in per_daemon) == len(sessions)
    assert live_daemons(r, m) == {}  # a stopped daemon removes its heartbeat


def test_three_daemons_drain_1000_jobs_exactly_once(
    real_redis: redis.Redis, redis_server: EmbeddedServer, prefix: str, spawn: Callable[..., Daemon]
) -> None:
    m = RollingMemory(real_redis, prefix=prefix, buckets=BUCKETS, window_size=1)
    m.ensure_groups()
    try:
        sessions = [f"many-{i}" for i in range(1000)]
        assert {m.config.keys.bucket_of(s) for s in sessions} == set(range(BUCKETS))
        daemons = drain_with_daemons(real_redis, m, spawn, redis_server.url, sessions, False, 45)
        check_drained(real_redis, m, sessions, daemons)
    finally:
        drop_keys(real_redis, prefix)


@pytest.mark.cluster
def test_three_daemons_drain_on_the_cluster(redis_cluster: EmbeddedCluster, spawn: Callable[..., Daemon]) -> None:
    rc = redis.RedisCluster.from_url(redis_cluster.url, protocol=2)
    try:
        buckets = 8
        # a prefix whose buckets land on every primary (slots depend on the prefix)
        for _ in range(200):
            prefix = "t" + uuid.uuid4().hex[:10]
            keys = MemoryConfig(prefix=prefix, buckets=buckets).keys
            nodes = {rc.get_node_from_key(keys.jobs(b)).port for b in range(buckets)}
            if len(nodes) == 3:
                break
        assert nodes == set(redis_cluster.ports)
        m = RollingMemory(rc, prefix=prefix, buckets=buckets, window_size=1)
        m.ensure_groups()
        sessions = [f"cl-{i}" for i in range(200)]
        assert {rc.get_node_from_key(keys.session(s).meta).port for s in sessions} == set(redis_cluster.ports)
        daemons = drain_with_daemons(rc, m, spawn, redis_cluster.url, sessions, True, 45)
        check_drained(rc, m, sessions, daemons)
    finally:
        rc.close()


# ------------------------------------------------------------ 3: poison and malformed jobs


POISON = ("--summarizer", "fault_summarizers:PoisonSummarizer")
TAGGED = ("--summarizer", "fault_summarizers:TaggedSlowSummarizer")


def slow_env(marker: Path, sleep: float) -> dict[str, str]:
    return {"ROLLMEM_TEST_MARKER": str(marker), "ROLLMEM_TEST_SLEEP": str(sleep)}


def job_ids(r: Any, stream: str) -> list[str]:
    return [as_str(i) for i, _ in r.xrange(stream)]


def dead_entries(r: Any, m: Any, bucket: int) -> list[tuple[str, dict[str, str]]]:
    rows = r.xrange(m.config.keys.dead(bucket))
    return [(as_str(i), {as_str(k): as_str(v) for k, v in f.items()}) for i, f in rows]


def other_bucket(m: Any, sid: str) -> int:
    return (m.config.keys.bucket_of(sid) + 1) % BUCKETS


def test_poison_job_is_dead_lettered_requeued_and_then_written_once(
    real_redis: redis.Redis, redis_server: EmbeddedServer, mem: RollingMemory, spawn: Callable[..., Daemon],
    tmp_path: Path,
) -> None:
    r, keys = real_redis, mem.config.keys
    sid = "poison-1"
    append(mem, sid, 22)
    bucket = keys.bucket_of(sid)
    jobs, dead = keys.jobs(bucket), keys.dead(bucket)
    (job_id,) = job_ids(r, jobs)
    original = {as_str(k): as_str(v) for k, v in r.xrange(jobs)[0][1].items()}

    marker = tmp_path / "marker"
    d = spawn(redis_server.url, mem.config.prefix, *POISON, "--max-deliveries", "3", "--claim-idle-ms", "200",
              "--block-ms", "100", env=slow_env(marker, 0))

    def places() -> int:
        """Where the job is, in one atomic snapshot: 1 (jobs stream) or 2 (dead letters); never both, never none."""
        pipe = r.pipeline(transaction=True)
        pipe.xrange(jobs, job_id, job_id)
        pipe.xrange(dead)
        in_jobs, in_dead = pipe.execute()
        in_dead = [e for e in in_dead if e[1].get(b"job_id") == job_id.encode()]
        assert len(in_jobs) + len(in_dead) == 1, (in_jobs, in_dead)
        return 2 if in_dead else 1

    wait_for(lambda: places() == 2, 20, "the poison job to be dead-lettered", d)
    assert markers(marker) == ["2-22"] * 3  # one attempt per delivery, three deliveries
    ((dead_id, letter),) = dead_entries(r, mem, bucket)
    assert {k: letter[k] for k in original} == original  # every field of the job, entries included
    assert letter["job_id"] == job_id and letter["deliveries"] == "3"
    assert letter["error"] == "ValueError: cannot summarize block 2-22: poison"
    assert letter["consumer"] in live_daemons(r, mem)
    assert job_ids(r, jobs) == [] and int(r.xpending(jobs, GROUP)["pending"]) == 0  # acked and removed
    # the conversation lost nothing: the window is intact and the block is still known as pending
    st = mem.stats(sid)
    assert (st.last_seq, st.window, st.summaries, st.pending_jobs) == (22, 21, 0, 1), st

    # Malformed jobs are dead-lettered at their first delivery, and the daemon keeps going.
    garbage = keys.jobs(other_bucket(mem, sid))
    r.xadd(garbage, {"foo": "bar"})
    r.xadd(garbage, {"sid": sid, "gen": "1", "start": "two", "end": "22", "entries": "[]"})
    r.xadd(garbage, {"sid": sid, "gen": "1", "start": "2", "end": "22", "entries": "{not json"})
    wait_for(lambda: len(dead_entries(r, mem, other_bucket(mem, sid))) == 3, 10, "the malformed jobs", d)
    for _, f in dead_entries(r, mem, other_bucket(mem, sid)):
        assert f["deliveries"] == "1" and f["error"].startswith("malformed job"), f
    assert r.xlen(garbage) == 0 and int(r.xpending(garbage, GROUP)["pending"]) == 0
    assert d.alive(), d.output()
    assert markers(marker) == ["2-22"] * 3  # nothing else was attempted
    assert d.stop() == 0, d.output()
    assert d.counts() == {"failed": 3, "dead": 4}
    assert totals(r, mem) == {"failed": 3, "dead": 4}

    # `dead --json` lists them, without their payloads
    out = run_cli("summarizer", "dead", "--json", *conn(redis_server.url, mem.config.prefix))
    assert out.exit_code == 0, out.output
    rows = json.loads(out.output)
    assert len(rows) == 4 and all("entries" not in row for row in rows)
    (row,) = [row for row in rows if row["dead_id"] == dead_id]
    assert (row["bucket"], row["sid"], row["start"], row["end"], row["deliveries"], row["job_id"]) == (
        bucket, sid, "2", "22", "3", job_id)

    # requeue puts it back on its stream as a new job that remembers the first id
    assert run_cli("summarizer", "requeue", "1-1", *conn(redis_server.url, mem.config.prefix)).exit_code == 1
    out = run_cli("summarizer", "requeue", dead_id, *conn(redis_server.url, mem.config.prefix))
    assert out.exit_code == 0, out.output
    (new_id,) = job_ids(r, jobs)
    assert out.output.strip() == f"{dead_id} -> {new_id}"
    requeued = {as_str(k): as_str(v) for k, v in r.xrange(jobs)[0][1].items()}
    assert requeued == {**original, "requeued_from": job_id}
    assert dead_entries(r, mem, bucket) == []

    # dead again and requeued again: the job still names the id the session's pending record holds
    r.xreadgroup(GROUP, "tester", {jobs: ">"}, count=10)
    assert mem.execute(jobs_mod.dead_letter, jobs, new_id, "again", 1, "tester")
    ((dead_id, letter),) = dead_entries(r, mem, bucket)
    assert (letter["job_id"], letter["requeued_from"]) == (new_id, job_id)
    assert run_cli("summarizer", "requeue", "--all", *conn(redis_server.url, mem.config.prefix)).exit_code == 0
    assert dead_entries(r, mem, bucket) == []
    assert len(dead_entries(r, mem, other_bucket(mem, sid))) == 0  # --all took the malformed ones too
    (new_id,) = job_ids(r, jobs)
    assert {as_str(k): as_str(v) for k, v in r.xrange(jobs)[0][1].items()} == requeued

    healthy = spawn(redis_server.url, mem.config.prefix, "--burst", "--claim-idle-ms", "200", "--block-ms", "100")
    assert healthy.wait(30) == 0, healthy.output()
    assert healthy.counts() == {"written": 1, "dead": 3}  # the requeued malformed jobs are dead again at once
    assert ranges(mem, sid) == [(2, 22)]
    st = mem.stats(sid)
    assert (st.summaries_written, st.pending_jobs) == (1, 0), st
    assert "Ada" in mem.context(sid).summaries[0].text
    assert stream_len(r, mem) == 0 and group_pending(r, mem) == 0
    assert len(dead_entries(r, mem, other_bucket(mem, sid))) == 3  # the malformed ones are back with the dead


# ------------------------------------------------------------ 4: clear while a job runs


def test_clear_during_a_job_discards_the_late_summary(
    real_redis: redis.Redis, redis_server: EmbeddedServer, mem: RollingMemory, spawn: Callable[..., Daemon],
    tmp_path: Path,
) -> None:
    r = real_redis
    sid = "clear-1"
    append(mem, sid, 22, tag="old life. ")
    marker = tmp_path / "marker"
    d = spawn(redis_server.url, mem.config.prefix, *TAGGED, "--block-ms", "100", env=slow_env(marker, 2))
    wait_for(lambda: markers(marker) == ["2-22"], 15, "the daemon to start the job", d)

    assert mem.clear_session(sid) is True
    assert stream_len(r, mem) == 0 and group_pending(r, mem) == 0  # the job was cancelled: acked and deleted
    append(mem, sid, 22, tag="new life. ")  # the same block end, under a new generation
    wait_for(lambda: ranges(mem, sid) == [(2, 22)] and stream_len(r, mem) == 0 and "status=stale" in d.output(),
             20, "the new block's summary and the stale result", d)
    wait_for(lambda: group_pending(r, mem) == 0, 5, "every job acknowledged", d)

    (summary,) = mem.context(sid).summaries
    assert summary.text == "summary of 2-22: new life. Turn 2: my name is Ada, budget 20 EUR?"
    st = mem.stats(sid)
    assert (st.last_seq, st.summaries, st.summaries_written, st.pending_jobs) == (22, 1, 1, 0), st
    assert all(i.user_request["text"].startswith("new life.") for i in mem.context(sid).window)
    assert d.stop() == 0, d.output()
    assert d.counts() == {"stale": 1, "written": 1}
    assert markers(marker) == ["2-22", "2-22"]


# ------------------------------------------------------------ 5: Redis goes away and comes back


FAULTS = {
    "restart-aof": "the server stops (SIGTERM) and restarts on its port and folder, with everything back from its AOF",
    "restart-empty": "the server stops and restarts without persistence: no data, no group, no library",
    "failover": "the server is demoted to a replica (of a primary it cannot reach) for 2 s, then promoted back",
    "flushall": "everything is deleted while the daemon is blocked reading",
}


@pytest.mark.parametrize("fault", list(FAULTS))
def test_daemon_waits_out_redis_going_away_and_loses_nothing(
    fault: str, prefix: str, spawn: Callable[..., Daemon], tmp_path: Path
) -> None:
    """Redis goes away (or loses its data) while a job is in flight; the daemon never exits, waits, resumes
    and summarizes every block there is afterwards exactly once."""
    port = free_port()
    data = tmp_path / "data"
    data.mkdir()
    args = ["--dir", str(data)]
    if fault == "restart-aof":
        args += ["--appendonly", "yes", "--appendfsync", "always"]
    srv = EmbeddedServer(port=port, extra_args=args).start()
    r = redis.Redis.from_url(srv.url, protocol=2)
    try:
        m = RollingMemory(r, prefix=prefix, buckets=BUCKETS)
        m.ensure_groups()
        marker = tmp_path / "marker"
        d = spawn(srv.url, prefix, *TAGGED, "--block-ms", "1000", "--claim-idle-ms", "500",
                  env=slow_env(marker, 1.0))
        append(m, "restart-1", 22)
        wait_for(lambda: markers(marker), 15, "the daemon to start the first job", d)

        if fault.startswith("restart"):
            srv.stop()  # SIGTERM (with AOF, the server syncs it and exits)
            with pytest.raises(redis.ConnectionError):
                m.stats("restart-1")
            time.sleep(2.0)  # the job's write-back fails meanwhile; the readers back off
            assert d.alive(), d.output()
            srv = EmbeddedServer(port=port, extra_args=args).start()
        elif fault == "failover":
            r.execute_command("REPLICAOF", "127.0.0.1", str(free_port()))
            with pytest.raises(redis.ReadOnlyError):
                append(m, "restart-1", 23)
            time.sleep(2.0)
            assert d.alive(), d.output()
            r.execute_command("REPLICAOF", "NO", "ONE")
        else:
            r.flushall()
            time.sleep(0.5)
            assert d.alive(), d.output()

        kept = fault in ("restart-aof", "failover")
        if kept:
            assert m.stats("restart-1").last_seq == 22  # the job and the group's pending list too
            append(m, "restart-1", 43)
            expected = {"restart-1": [(2, 22), (23, 43)], "restart-2": [(2, 22)]}
        else:
            assert not m.stats("restart-1").exists  # Redis lost everything (the client reloaded the library)
            append(m, "restart-1", 22, tag="after. ")
            expected = {"restart-1": [(2, 22)], "restart-2": [(2, 22)]}
        append(m, "restart-2", 22)
        wait_for(lambda: all(ranges(m, s) == b for s, b in expected.items()) and stream_len(r, m) == 0
                 and group_pending(r, m) == 0, 30, "every block summarized afterwards", d)
        for sid, blocks in expected.items():
            st = m.stats(sid)
            assert (st.summaries_written, st.pending_jobs) == (len(blocks), 0), st
        if not kept:
            assert m.context("restart-1").summaries[0].text.startswith("summary of 2-22: after. ")
        assert d.alive(), d.output()
        log = d.output()
        assert "Traceback" not in log
        # the logs say why. A FLUSHALL under a blocked read: Redis 7 unblocks it with UNBLOCKED (the daemon
        # waits and retries), Valkey 9 with NOGROUP (the daemon recreates the group at once).
        reason = {"restart-aof": ["redis unavailable", "ConnectionError: "],
                  "restart-empty": ["redis unavailable", "ConnectionError: "],
                  "failover": ["redis unavailable", "ReadOnlyError: You can't write"],
                  "flushall": ["UNBLOCKED the stream key no longer exists", "consumer group missing on"]}
        if fault == "flushall":
            assert any(line in log for line in reason[fault]), log
        else:
            assert all(line in log for line in reason[fault]), log
        assert d.stop() == 0, log
        counts = d.counts()
        assert counts["written"] == sum(map(len, expected.values())), counts
        assert not {"dead", "superseded", "duplicate"} & set(counts), counts
        if kept:
            assert markers(marker).count("2-22") >= 3  # the interrupted job was done again
    finally:
        r.close()
        srv.stop()


# ------------------------------------------------------------ 6: transient LLM failures, in-process


def burst(m: Any, summarizer: Any, *, backoff: float | None = None, amem_cls: type = AsyncRollingMemory,
          **daemon_kw: Any) -> tuple[dict[str, int], float]:
    """Run an in-process daemon in burst mode (30 s at most); returns its counts and how long it took."""

    async def main() -> tuple[dict[str, int], float]:
        amem = amem_cls(async_twin(m.redis), m.config)
        daemon = SummarizerDaemon(amem, summarizer, **daemon_kw)
        if backoff is not None:
            daemon.runner.backoff = backoff
        started = time.monotonic()
        try:
            counts = await asyncio.wait_for(daemon.run(burst=True), 30)
        finally:
            await amem.close()
        return dict(counts), time.monotonic() - started

    return asyncio.run(main())  # type: ignore[no-any-return]


def ok_body(text: str) -> dict[str, Any]:
    return {"id": "msg_1", "type": "message", "role": "assistant", "model": "claude-haiku-4-5",
            "content": [{"type": "text", "text": text}], "stop_reason": "end_turn", "stop_sequence": None,
            "usage": {"input_tokens": 10, "output_tokens": 5}}


def error(status: int, kind: str, headers: dict[str, str] | None = None) -> httpx2.Response:
    return httpx2.Response(status, json={"type": "error", "error": {"type": kind, "message": kind}},
                           headers=headers or {})


class ScriptedAPI:
    """A mock Messages API answering with ``responses`` in turn (the last one repeats); records request times."""

    def __init__(self, *responses: httpx2.Response) -> None:
        self.responses = list(responses)
        self.times: list[float] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        self.times.append(time.monotonic())
        return self.responses[min(len(self.times), len(self.responses)) - 1]


def anthropic_summarizer(api: ScriptedAPI) -> AnthropicSummarizer:
    client = anthropic.Anthropic(api_key="k", http_client=httpx2.Client(transport=httpx2.MockTransport(api)),
                                 max_retries=0)
    return AnthropicSummarizer(client)


def _raised_in(filename: str, exc: type[Exception], text: str) -> Exception:
    """``exc(text)`` raised by code whose file is ``filename`` (as redis-py's transport would raise it)."""
    try:
        exec(compile(f"raise {exc.__name__}({text!r})", filename, "exec"))
    except exc as e:
        return e
    raise AssertionError("unreachable")


def test_a_connection_dropped_under_a_read_is_waited_out_not_fatal(mem: RollingMemory) -> None:
    """redis-py's asyncio client can report a connection closed under a command as the transport's own
    AttributeError (redis/redis-py#4287; seen here under a slot migration): the reader waits and resumes
    as for a ConnectionError, and the job is written once. The same error from code of ours ends the daemon."""
    from rollmem_client.daemon.runner import dropped_connection, unavailable

    leaked = _raised_in("/venv/lib/redis/asyncio/connection.py", AttributeError,
                        "'NoneType' object has no attribute 'writelines'")
    ours = _raised_in("/src/rollmem_client/daemon/runner.py", AttributeError, "'Job' object has no attribute 'x'")
    assert dropped_connection(leaked) and unavailable(leaked)
    assert not dropped_connection(ours) and not unavailable(ours)
    assert not dropped_connection(_raised_in("/venv/lib/redis/asyncio/connection.py", KeyError, "k"))

    sid = "dropped-1"
    append(mem, sid, 22)

    async def main(raise_: Exception) -> dict[str, int]:
        amem = AsyncRollingMemory(async_twin(mem.redis), mem.config)
        daemon = SummarizerDaemon(amem, ExtractiveSummarizer(), heartbeat_seconds=60)
        real, calls = amem.redis.xautoclaim, []

        async def flaky(*args: Any, **kw: Any) -> Any:
            calls.append(1)
            if len(calls) == 1:
                raise raise_
            return await real(*args, **kw)

        amem.redis.xautoclaim = flaky
        task = asyncio.create_task(daemon.run())
        try:
            deadline = time.monotonic() + 20
            while not task.done() and daemon.counts.get("written", 0) < 1 and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
            daemon.stop()
            return dict(await asyncio.wait_for(task, 10))
        finally:
            await amem.close()

    assert asyncio.run(main(leaked)) == {"written": 1}
    assert len(mem.context(sid).summaries) == 1 and group_pending(mem.redis, mem) == 0
    with pytest.raises(AttributeError, match="'Job' object"):
        asyncio.run(main(ours))


@pytest.mark.parametrize("case", ["429 retry-after", "529 then 500"])
def test_transient_llm_errors_are_retried_with_backoff(mem: RollingMemory, case: str) -> None:
    sid = "transient-1"
    append(mem, sid, 22)
    ok = httpx2.Response(200, json=ok_body("Ada plans a Lisbon trip."))
    if case == "429 retry-after":
        api = ScriptedAPI(error(429, "rate_limit_error", {"retry-after": "1"}), ok)
    else:
        api = ScriptedAPI(error(529, "overloaded_error"), error(500, "api_error"), ok)
    # one delivery only: the retries happen inside it, or the job would be dead-lettered
    counts, _ = burst(mem, anthropic_summarizer(api), backoff=0.05, retries=2, max_deliveries=1,
                      claim_idle_ms=10_000)
    assert counts == {"written": 1}
    assert [s.text for s in mem.context(sid).summaries] == ["Ada plans a Lisbon trip."]
    gaps = [b - a for a, b in itertools.pairwise(api.times)]
    if case == "429 retry-after":
        assert len(api.times) == 2 and 1.0 <= gaps[0] < 3.0, gaps  # the server's retry-after, not the 0.05 s backoff
    else:
        assert len(api.times) == 3 and all(g < 1.0 for g in gaps), gaps
    assert group_pending(mem.redis, mem) == 0 and stream_len(mem.redis, mem) == 0


def test_retry_after_beyond_the_limit_fails_the_delivery_at_once(mem: RollingMemory) -> None:
    sid = "transient-2"
    append(mem, sid, 22)
    api = ScriptedAPI(error(429, "rate_limit_error", {"retry-after": "600"}))
    counts, elapsed = burst(mem, anthropic_summarizer(api), retries=3, max_deliveries=1, claim_idle_ms=10_000)
    assert counts == {"failed": 1, "dead": 1}
    assert len(api.times) == 1 and elapsed < 5  # no 600 s sleep, no retry
    ((_, letter),) = dead_entries(mem.redis, mem, mem.config.keys.bucket_of(sid))
    assert letter["error"].startswith("TransientSummarizerError: gave up after 1 attempts")
    assert mem.stats(sid).window == 21  # nothing lost


def test_hanging_llm_is_cut_by_the_timeout_without_spinning(mem: RollingMemory) -> None:
    sid = "hang-1"
    append(mem, sid, 22)
    bucket = mem.config.keys.bucket_of(sid)
    stream = mem.config.keys.jobs(bucket)
    hanging = HangingSummarizer()

    # A service daemon: each delivery makes retries + 1 timed-out attempts, then leaves the job pending
    # until claim_idle_ms has passed; over 1.5 s that bounds the attempts.
    async def serve() -> dict[str, int]:
        amem = AsyncRollingMemory(async_twin(mem.redis), mem.config)
        daemon = SummarizerDaemon(amem, hanging, timeout=0.1, retries=1, max_deliveries=1000, claim_idle_ms=300,
                                  block_ms=100, grace_seconds=0.1)
        daemon.runner.backoff = 0.05
        task = asyncio.create_task(daemon.run())
        await asyncio.sleep(1.5)
        daemon.stop()
        try:
            return dict(await asyncio.wait_for(task, 5))
        finally:
            await amem.close()

    counts = asyncio.run(serve())
    deliveries = int(mem.redis.xpending_range(stream, GROUP, "-", "+", 10)[0]["times_delivered"])
    assert 2 <= deliveries <= 1 + 1.5 / 0.3 + 1, deliveries
    assert hanging.calls <= 2 * deliveries, (hanging.calls, deliveries)
    assert counts.get("failed", 0) >= 1 and "dead" not in counts
    assert job_ids(mem.redis, stream) and int(mem.redis.xpending(stream, GROUP)["pending"]) == 1  # still pending
    assert mem.stats(sid).pending_jobs == 1

    # The next delivery is its last: it goes to the dead letters, with its error, after bounded attempts.
    before = hanging.calls
    counts, elapsed = burst(mem, hanging, backoff=0.05, timeout=0.1, retries=2, max_deliveries=deliveries + 1,
                            claim_idle_ms=300)
    assert counts == {"failed": 1, "dead": 1}
    assert hanging.calls - before == 3 and elapsed < 5
    ((_, letter),) = dead_entries(mem.redis, mem, bucket)
    assert letter["error"].startswith("TransientSummarizerError: gave up after 3 attempts")
    assert letter["deliveries"] == str(deliveries + 1)
    assert job_ids(mem.redis, stream) == [] and int(mem.redis.xpending(stream, GROUP)["pending"]) == 0
    st = mem.stats(sid)
    assert (st.window, st.pending_jobs, st.summaries) == (21, 1, 0), st  # the conversation is intact


def test_backoff_grows_exponentially_with_jitter_and_honours_retry_after() -> None:
    memory = AsyncRollingMemory(redis.asyncio.Redis(), prefix="unused")  # never connected
    runner = SummarizerDaemon(memory, ExtractiveSummarizer(), counter=TiktokenCounter()).runner
    assert isinstance(runner, JobRunner) and (runner.backoff, runner.backoff_max) == (1.0, 30.0)
    means = []
    for attempt in range(8):
        cap = min(30.0, 2.0**attempt)
        waits = [runner.delay(attempt, None) for _ in range(400)]
        assert all(0 <= w <= cap for w in waits)
        assert max(waits) > 0.8 * cap and min(waits) < 0.2 * cap  # full jitter over [0, cap]
        assert len(set(waits)) > 390
        means.append(sum(waits) / len(waits))
    for a in range(4):  # the mean doubles with each attempt until the cap
        assert 1.6 < means[a + 1] / means[a] < 2.4, means
    assert abs(means[6] - means[7]) < 3 and 12 < means[7] < 18  # capped at backoff_max
    assert all(runner.delay(0, 7.0) >= 7.0 for _ in range(100))
    waits = [runner.delay(3, 2.0) for _ in range(400)]
    assert all(2.0 <= w <= 8.0 for w in waits) and max(waits) > 6.0  # the larger of the two


# ------------------------------------------------------------ 7: running summaries


def test_running_mode_builds_each_summary_on_the_previous_one(mem: RollingMemory) -> None:
    sid = "running-1"
    append(mem, sid, 64)  # three blocks: 2-22, 23-43, 44-64, read in one batch and started together
    rec = RecordingSummarizer(delays={2: 0.6, 23: 0.3})  # the earlier blocks are the slow ones
    counts, _ = burst(mem, rec, mode="running", concurrency=4)
    assert counts == {"written": 3}
    s1, s2, s3 = "S[2-22]", "S[23-43] after S[2-22]", "S[44-64] after S[23-43] after S[2-22]"
    assert rec.calls == [("2-22", None), ("23-43", s1), ("44-64", s2)]  # each waited for its base
    assert [s.text for s in mem.context(sid).summaries] == [s1, s2, s3]
    assert stream_len(mem.redis, mem) == 0 and group_pending(mem.redis, mem) == 0


def test_running_mode_rejects_a_result_built_on_a_stale_base_and_redoes_it(mem: RollingMemory) -> None:
    r, sid = mem.redis, "running-2"
    append(mem, sid, 43)
    stream = mem.config.keys.session(sid).jobs
    reply = r.xreadgroup(GROUP, "tester", {stream: ">"}, count=10)
    (j1, f1), (j2, f2) = ((as_str(i), {as_str(k): as_str(v) for k, v in f.items()})
                          for i, f in reply[0][1])
    assert (f1["end"], f2["end"]) == ("22", "43")
    assert mem.execute(blocks_ops.put_summary, sid, f1["gen"], j1, Range(2, 22), "first block", None, None, 0) == "written"
    for wrong in (0, 10, 43):  # built on no summary, or on one that does not exist
        assert mem.execute(blocks_ops.put_summary, sid, f2["gen"], j2, Range(23, 43), "built on the wrong base",
                           None, None, wrong) == "stale_base"
    # refused and NOT acknowledged: the job is still in the stream, pending, and the block still queued
    assert job_ids(r, stream) == [j2]
    assert [as_str(p["message_id"]) for p in r.xpending_range(stream, GROUP, "-", "+", 10)] == [j2]
    assert mem.stats(sid).pending_jobs == 1 and [s.text for s in mem.context(sid).summaries] == ["first block"]

    rec = RecordingSummarizer()
    counts, _ = burst(mem, rec, mode="running", claim_idle_ms=200)  # takes the job over once idle
    assert counts == {"written": 1}
    assert rec.calls == [("23-43", "first block")]
    assert [s.text for s in mem.context(sid).summaries] == ["first block", "S[23-43] after first block"]
    assert stream_len(r, mem) == 0 and group_pending(r, mem) == 0 and mem.stats(sid).pending_jobs == 0


# ------------------------------------------------------------ 8: budget jobs through the daemon


NAME = "My name is Alice, by the way."
USER_FILLER = ["Hi there, how is your day going?", "That sounds nice.", "Haha, yes indeed.",
               "What a lovely morning it is.", "ok cool", "I like that idea a lot.", "Tell me something fun."]
AI_FILLER = ["It is going well, thanks for asking!", "Glad you think so.", "Indeed it is.",
             "Here is a fun fact: octopuses have three hearts.", "Happy to chat."]


def openai_text(messages: list[dict[str, Any]]) -> str:
    return "\n".join(m["content"] if isinstance(m["content"], str) else json.dumps(m["content"]) for m in messages)


@pytest.mark.parametrize(("cap", "drain_every"), [
    pytest.param(None, 5, id="following"),
    pytest.param("merge", 5, id="merge-following"),
    pytest.param("merge", 50, id="merge-backlog"),
])
def test_budget_compressions_through_the_daemon_keep_the_name(
    real_redis: redis.Redis, prefix: str, cap: str | None, drain_every: int
) -> None:
    """Seed 002's check through the daemon: 50 messages, the name early. The daemon drains every 5
    messages (following the conversation) or once at the end (a backlog of compressions landing together)."""
    settings: dict[str, Any] = {"recent_window": 10, "max_entries": 10, "min_entries_to_compress": 5}
    if cap:
        settings.update(summary_cap=cap, max_summaries=2)
    m = AgentMemory(real_redis, MemoryConfig(prefix=prefix, buckets=BUCKETS, budget=BudgetConfig(**settings)))
    m.ensure_groups()
    sid = "alice-1"
    outcomes: dict[str, int] = {}
    try:
        for i in range(1, 51):  # message 1 is the pinned task, the name comes in message 3
            role = "user" if i % 2 else "assistant"
            text = NAME if i == 3 else (USER_FILLER if role == "user" else AI_FILLER)[i % 5]
            m.add_message(sid, role, text)
            if i % drain_every:
                continue
            counts, _ = burst(m, None, amem_cls=AsyncAgentMemory, concurrency=4)  # offline summarizer
            assert set(counts) <= {"written", "conflict"}, counts
            for k, v in counts.items():
                outcomes[k] = outcomes.get(k, 0) + v
            st = m.get_stats(sid)
            # every compression and merge written: nothing pending, nothing left in the streams
            assert (st.pending_jobs, st.pending_entries) == (0, 0), st
            assert stream_len(real_redis, m) == 0 and group_pending(real_redis, m) == 0
            assert "Alice" in m.context(sid, format="text")
            if not st.summaries_written:
                assert i < 20  # the first compression comes once 15 entries are outside the pins
                continue
            view = m.view(sid)
            sums = list(view.segments)
            # the summaries cover every compressed entry, oldest first, without gap or overlap
            assert sums[0].range.start_index == 2
            assert all(a.range.end_index + 1 == b.range.start_index for a, b in itertools.pairwise(sums)), sums
            assert sums[-1].range.end_index + 1 == view.entries[0].seq
            if cap:  # capped, the oldest period folded into a merged summary rather than forgotten
                assert len(sums) <= 2, [(s.range, s.merged) for s in sums]
                assert st.summaries_written <= 2 or sums[0].merged >= 2, sums
            # seed 002's check: after every summarization, the model still knows the name ...
            assert "Alice" in m.context(sid, format="text")
            assert "Alice" in openai_text(m.context(sid, format="openai"))
            assert all(e.seq > 3 for e in view.entries)  # ... from a summary: the message itself is compressed
        st = m.get_stats(sid)
        merges = merges_written(m, sid)
        assert st.summaries_written >= 6
        assert outcomes.get("written", 0) == st.summaries_written + merges
        assert st.jobs_queued == outcomes.get("written", 0) + outcomes.get("conflict", 0)
        if cap:
            assert merges >= 1 and st.summaries <= 2
        else:
            assert merges == 0 and st.summaries == st.summaries_written
    finally:
        drop_keys(real_redis, prefix)


def merges_written(m: AgentMemory, sid: str) -> int:
    meta = m.config.keys.budget_session(sid).meta
    return int(m.redis.hget(meta, "merges_written") or 0)


# ------------------------------------------------------------ 9: status and health


def test_status_and_check_report_backlog_dead_letters_and_live_daemons(
    real_redis: redis.Redis, redis_server: EmbeddedServer, mem: RollingMemory, spawn: Callable[..., Daemon],
    tmp_path: Path,
) -> None:
    r, keys, url, prefix = real_redis, mem.config.keys, redis_server.url, mem.config.prefix
    sid = "status-1"
    append(mem, sid, 43)  # two jobs on one bucket
    bucket, garbage = keys.bucket_of(sid), other_bucket(mem, sid)
    marker = tmp_path / "marker"
    # both jobs run (for 30 s); a third slot stays free to read the malformed job below
    d = spawn(url, prefix, *TAGGED, "--concurrency", "3", "--block-ms", "100", "--grace", "0",
              env=slow_env(marker, 30))
    wait_for(lambda: len(markers(marker)) == 2, 15, "the daemon to start both jobs", d)
    r.xadd(keys.jobs(garbage), {"junk": "1"})
    wait_for(lambda: r.xlen(keys.dead(garbage)) == 1, 10, "the malformed job's dead letter", d)
    time.sleep(0.1)  # the oldest job is a little older still

    out = run_cli("summarizer", "status", "--json", *conn(url, prefix))
    assert out.exit_code == 0, out.output
    st = json.loads(out.output)
    assert (st["backlog"], st["pending"], st["dead"]) == (2, 2, 1)
    assert 0.1 <= st["lag_seconds"] < 60
    assert st["totals"] == {"dead": 1}
    by_bucket = {b["bucket"]: b for b in st["buckets"]}
    assert sorted(by_bucket) == list(range(BUCKETS))
    assert (by_bucket[bucket]["backlog"], by_bucket[bucket]["pending"], by_bucket[bucket]["dead"]) == (2, 2, 0)
    assert by_bucket[bucket]["lag_seconds"] == st["lag_seconds"]
    assert (by_bucket[garbage]["backlog"], by_bucket[garbage]["dead"]) == (0, 1)
    (daemon,) = st["daemons"]
    assert (daemon["pid"], daemon["concurrency"], daemon["mode"]) == (d.pid, 3, "independent")
    assert daemon["beat_ms"] >= daemon["started_ms"] > 0
    human = run_cli("summarizer", "status", *conn(url, prefix)).output
    assert "backlog 2  pending 2  dead 1" in human and "1 live daemons" in human and f"pid {d.pid}" in human

    def check(*args: str) -> Result:
        return run_cli("summarizer", "check", *conn(url, prefix), *args)

    assert (check().exit_code, check().output.strip()) == (0, "ok")
    assert check("--max-lag", "60", "--min-daemons", "1").exit_code == 0
    res = check("--max-dead", "0")
    assert res.exit_code == 1 and "1 dead letters, over 0" in res.output
    res = check("--max-lag", "0.05")
    assert res.exit_code == 1 and "oldest job waited" in res.output

    assert d.stop() == 0, d.output()  # grace 0: the running jobs are abandoned, still pending
    res = check("--min-daemons", "1")
    assert res.exit_code == 1 and "0 live daemons, fewer than 1" in res.output
    assert check("--min-daemons", "0").exit_code == 0
    assert json.loads(run_cli("summarizer", "status", "--json", *conn(url, prefix)).output)["pending"] == 2
