"""The daemon cannot loop or hang (issue 11, item 2), with real ``rollmem summarizer`` subprocesses.

A job that cannot be written back (on a stream that is not its session's bucket's, put there by hand or by a
cross-bucket requeue; delivered over and over without ever being acknowledged) is dead-lettered, and
``--burst`` ends. Errors that waiting cannot fix (NOPERM, WRONGTYPE, a failed login) end the daemon with a
logged reason; SIGTERM stops it within its grace period even while a Redis call hangs.
"""

from __future__ import annotations

import signal
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import redis
from helpers import Daemon, Daemons, daemon_env, drop_keys, wait_for

from rollmem_client import RollingMemory
from rollmem_client.ops import as_str
from rollmem_client.server import EmbeddedServer

BUCKETS = 4
GROUP = "rollmem"
ENV_VARS = ("REDIS_URL", "ROLLMEM_PREFIX", "ROLLMEM_BUCKETS", "ROLLMEM_CLUSTER", "ROLLMEM_WINDOW_SIZE",
            "ROLLMEM_MAX_SUMMARIES", "ANTHROPIC_API_KEY")

pytestmark = pytest.mark.timeout(90)


@pytest.fixture
def spawn(tmp_path: Path) -> Iterator[Callable[..., Daemon]]:
    daemons = Daemons(tmp_path)

    def start(url: str, prefix: str, *args: str) -> Daemon:
        return daemons.start(["--url", url, "--prefix", prefix, "--buckets", str(BUCKETS), *args],
                             daemon_env(strip=ENV_VARS))

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


def fill(m: RollingMemory, sid: str, n: int = 22) -> None:
    for i in range(n):
        m.add_interaction(sid, {"q": f"{sid} question {i}"}, {"a": f"answer {i}"})


def other_bucket(m: RollingMemory, sid: str) -> int:
    return (m.config.keys.bucket_of(sid) + 1) % BUCKETS


def dead_fields(r: redis.Redis, m: RollingMemory, bucket: int) -> list[dict[str, str]]:
    return [{as_str(k): as_str(v) for k, v in f.items()} for _, f in r.xrange(m.config.keys.dead(bucket))]


def everything_acknowledged(r: redis.Redis, m: RollingMemory) -> bool:
    return all(int(r.xpending(s, GROUP)["pending"]) == 0 for s in m.config.keys.all_job_streams())


def move_job(r: redis.Redis, m: RollingMemory, sid: str, to_bucket: int) -> str:
    """Move the session's queued job, fields unchanged, to another bucket's stream (as a foreign writer could)."""
    keys = m.config.keys
    src = keys.jobs(keys.bucket_of(sid))
    ((job_id, fields),) = r.xrange(src)
    r.xdel(src, job_id)
    return as_str(r.xadd(keys.jobs(to_bucket), fields))


def test_a_job_on_another_buckets_stream_is_dead_lettered_and_burst_ends(
    real_redis: redis.Redis, redis_server: EmbeddedServer, mem: RollingMemory, spawn: Callable[..., Daemon]
) -> None:
    fill(mem, "alice")
    wrong = other_bucket(mem, "alice")
    moved = move_job(real_redis, mem, "alice", wrong)
    d = spawn(redis_server.url, mem.config.prefix, "--burst", "--claim-idle-ms", "200", "--block-ms", "100")
    assert d.wait(30) == 0, d.output()
    (letter,) = dead_fields(real_redis, mem, wrong)
    assert letter["job_id"] == moved and letter["sid"] == "alice"
    assert "not on its bucket's stream" in letter["error"]
    assert everything_acknowledged(real_redis, mem)
    assert real_redis.xlen(mem.config.keys.jobs(wrong)) == 0


def test_a_cross_bucket_requeue_cannot_set_up_a_loop(
    real_redis: redis.Redis, redis_server: EmbeddedServer, mem: RollingMemory, spawn: Callable[..., Daemon]
) -> None:
    r, keys = real_redis, mem.config.keys
    fill(mem, "bob")
    home = keys.bucket_of("bob")
    ((job_id, _),) = r.xrange(keys.jobs(home))
    r.xreadgroup(GROUP, "c1", {keys.jobs(home): ">"})
    r.fcall("rollmem_dead_letter", 3, keys.jobs(home), keys.dead(home), keys.stats(home), GROUP, as_str(job_id), "boom",
            5, "c1", 0)
    ((dead_id, _),) = r.xrange(keys.dead(home))
    wrong = other_bucket(mem, "bob")
    # a caller passes another bucket's job stream: the library refuses it (keys are derived and compared),
    # so no loop can be set up; the dead letter stays where it was
    with pytest.raises(redis.ResponseError, match=r"^RM_BADKEY"):
        r.fcall("rollmem_requeue", 2, keys.jobs(wrong), keys.dead(home), as_str(dead_id))
    assert [as_str(i) for i, _ in r.xrange(keys.dead(home))] == [as_str(dead_id)]
    assert r.xlen(keys.jobs(wrong)) == 0
    d = spawn(redis_server.url, mem.config.prefix, "--burst", "--claim-idle-ms", "200", "--block-ms", "100")
    assert d.wait(30) == 0, d.output()
    assert everything_acknowledged(r, mem)


def test_a_job_redelivered_past_the_limit_is_dead_lettered_before_it_runs(
    real_redis: redis.Redis, redis_server: EmbeddedServer, mem: RollingMemory, spawn: Callable[..., Daemon]
) -> None:
    """Whatever keeps a job from being acknowledged, its delivery count ends it: here a job another consumer
    took 9 times (XCLAIM RETRYCOUNT) and abandoned."""
    r, keys = real_redis, mem.config.keys
    fill(mem, "carol")
    stream = keys.jobs(keys.bucket_of("carol"))
    ((job_id, _),) = r.xreadgroup(GROUP, "ghost", {stream: ">"})[0][1]
    r.execute_command("XCLAIM", stream, GROUP, "ghost", 0, job_id, "RETRYCOUNT", 9)  # type: ignore[no-untyped-call]
    d = spawn(redis_server.url, mem.config.prefix, "--burst", "--claim-idle-ms", "100", "--block-ms", "100",
              "--max-deliveries", "3")
    assert d.wait(30) == 0, d.output()
    (letter,) = dead_fields(r, mem, keys.bucket_of("carol"))
    assert "never acknowledged" in letter["error"] and letter["deliveries"] == "10"
    assert mem.context("carol").summaries == []  # it did not run
    assert everything_acknowledged(r, mem)


# ------------------------------------------------------------ errors that waiting cannot fix


def acl_user(r: redis.Redis, name: str, *rules: str) -> str:
    r.acl_setuser(name, enabled=True, passwords=["+pw"], reset=True)
    r.execute_command("ACL", "SETUSER", name, *rules)  # type: ignore[no-untyped-call]
    return name


def user_url(srv: EmbeddedServer, user: str) -> str:
    return f"redis://{user}:pw@127.0.0.1:{srv.port}/0"


@pytest.mark.parametrize("denied", ["xreadgroup", "fcall", "xautoclaim"])
def test_a_permission_refused_ends_the_daemon_with_the_reason(
    real_redis: redis.Redis, redis_server: EmbeddedServer, mem: RollingMemory, spawn: Callable[..., Daemon],
    denied: str,
) -> None:
    fill(mem, "dave")
    user = acl_user(real_redis, f"no-{denied}-{mem.config.prefix}", "~*", "&*", "+@all", f"-{denied}")
    try:
        d = spawn(user_url(redis_server, user), mem.config.prefix, "--claim-idle-ms", "200", "--block-ms", "100",
                  "--grace", "1")
        code = d.wait(20)
        log = d.output()
        assert code != 0, log
        assert "no permissions" in log and "stopping" in log, log
        assert "Traceback" not in log
    finally:
        real_redis.acl_deluser(user)


def test_a_job_stream_of_the_wrong_type_ends_the_daemon(
    real_redis: redis.Redis, redis_server: EmbeddedServer, mem: RollingMemory, spawn: Callable[..., Daemon]
) -> None:
    stream = mem.config.keys.jobs(2)
    real_redis.delete(stream)
    real_redis.set(stream, "not a stream")
    d = spawn(redis_server.url, mem.config.prefix, "--block-ms", "100", "--grace", "1")
    code = d.wait(20)
    log = d.output()
    assert code != 0 and "WRONGTYPE" in log, log


def test_a_wrong_password_ends_the_daemon(redis_server: EmbeddedServer, prefix: str,
                                          spawn: Callable[..., Daemon]) -> None:
    d = spawn(f"redis://nobody:wrong@127.0.0.1:{redis_server.port}/0", prefix, "--grace", "1")
    code = d.wait(20)
    assert code != 0 and ("WRONGPASS" in d.output() or "invalid username-password" in d.output()), d.output()


# ------------------------------------------------------------ SIGTERM


@pytest.fixture
def silent_server() -> Iterator[int]:
    """A TCP port that accepts connections and never answers (a hung Redis)."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        sock.settimeout(0.1)
        while not stop.is_set():
            try:
                held.append(sock.accept()[0])
            except OSError:
                continue

    t = threading.Thread(target=accept, daemon=True)
    t.start()
    try:
        yield int(sock.getsockname()[1])
    finally:
        stop.set()
        t.join(2)
        for c in held:
            c.close()
        sock.close()


def test_sigterm_stops_a_daemon_stuck_on_a_hung_redis_within_its_grace(
    silent_server: int, prefix: str, spawn: Callable[..., Daemon]
) -> None:
    d = spawn(f"redis://127.0.0.1:{silent_server}/0", prefix, "--grace", "1")
    wait_for(lambda: "daemon start" in d.output() or d.alive(), 5, "the daemon to run", d)
    time.sleep(1.0)  # it is now blocked in its first Redis call
    assert d.alive(), d.output()
    d.signal(signal.SIGTERM)
    d.wait(1 + 1.5 + 3)  # grace + the stop margin + process start-up slack
