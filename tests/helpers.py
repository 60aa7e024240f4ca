"""Test helpers shared by several test modules."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import fakeredis
import pytest
import redis
import redis.asyncio as aioredis
from hypothesis import settings as Settings
from hypothesis.stateful import RuleBasedStateMachine, run_state_machine_as_test

from rollmem_client import AsyncRollingMemory, RollingMemory
from rollmem_client.daemon import SummarizerDaemon
from rollmem_client.summarize import Summarizer


def async_twin(client: Any) -> Any:
    """An asyncio client on the same server as a sync one (real, fakeredis or cluster)."""
    if isinstance(client, fakeredis.FakeRedis):
        return fakeredis.FakeAsyncRedis(server=client.connection_pool.connection_kwargs["server"], protocol=2)
    if isinstance(client, redis.RedisCluster):
        node = client.get_default_node()
        return aioredis.RedisCluster(host=node.host, port=node.port, protocol=2)
    kw = client.connection_pool.connection_kwargs
    return aioredis.Redis(host=kw.get("host", "127.0.0.1"), port=kw["port"], db=kw.get("db", 0), protocol=2)


def drop_keys(r: Any, prefix: str) -> None:
    """Delete a test's keys: the real server is shared by the whole run, and SCANs slow down as it fills."""
    keys = list(r.scan_iter(match=f"*{prefix}*", count=1000))
    for i in range(0, len(keys), 500):
        r.delete(*keys[i:i + 500])


def drain(memory: RollingMemory, summarizer: Summarizer | None = None, **daemon_kw: Any) -> Counter[str]:
    """Run an in-process summarizer daemon in burst mode until every job stream is empty."""

    async def main() -> Counter[str]:
        amem = AsyncRollingMemory(async_twin(memory.redis), memory.config)
        daemon_kw.setdefault("claim_idle_ms", 1000)
        try:
            return await SummarizerDaemon(amem, summarizer, **daemon_kw).run(burst=True)
        finally:
            await amem.close()

    return asyncio.run(main())


# ------------------------------------------------------------ Redis snapshots


def _text(v: Any) -> Any:
    return v.decode() if isinstance(v, bytes) else v


def snapshot(r: Any, prefix: str) -> dict[str, Any]:
    """Everything stored under ``prefix``: per key its type, content, stream groups and PEL, whether a TTL is set."""
    out: dict[str, Any] = {}
    for key in r.scan_iter(match=f"*{prefix}*", count=1000):
        kind = _text(r.type(key))
        if kind == "string":
            content: Any = r.get(key)
        elif kind == "list":
            content = r.lrange(key, 0, -1)
        elif kind == "hash":
            content = sorted(r.hgetall(key).items())
        elif kind == "zset":
            content = r.zrange(key, 0, -1, withscores=True)
        elif kind == "stream":
            groups = []
            for g in r.xinfo_groups(key):
                pend = r.xpending_range(key, g["name"], "-", "+", 10_000)
                groups.append((g["name"], g["last-delivered-id"], [(p["message_id"], p["consumer"]) for p in pend]))
            content = (r.xrange(key), groups)
        else:
            content = kind
        out[_text(key)] = (kind, content, r.pttl(key) > 0)
    return out


class Unchanged:
    """``with Unchanged(m):`` asserts that nothing under the client's prefix changes.

    With ``nonempty=True`` it also asserts that the prefix holds something beforehand, so the check
    is not vacuous.
    """

    def __init__(self, m: Any, *, nonempty: bool = False, counted: bool = False) -> None:
        self.m = m
        self.nonempty = nonempty
        self.counted = counted

    def __enter__(self) -> None:
        self.before = snapshot(self.m.redis, self.m.config.prefix)
        if self.nonempty:
            assert self.before  # the check is not vacuous

    def __exit__(self, *exc: object) -> None:
        after = snapshot(self.m.redis, self.m.config.prefix)
        if not self.counted:
            assert after == self.before
            return
        # a write-back that changes nothing else still counts its outcome (duplicate, stale, ...)
        def plain(s: dict[str, Any]) -> dict[str, Any]:
            return {k: v for k, v in s.items() if not k.endswith("}:stats")}
        assert plain(after) == plain(self.before)


# ------------------------------------------------------------ summarizer daemon subprocesses

TESTS_DIR = Path(__file__).resolve().parent


# The CLI reads these from the environment: tests that run it start from none of them.
CLI_ENV_VARS = ("REDIS_URL", "ROLLMEM_PREFIX", "ROLLMEM_BUCKETS", "ROLLMEM_CLUSTER", "ROLLMEM_WINDOW_SIZE",
                "ROLLMEM_MAX_SUMMARIES")


@pytest.fixture(autouse=True)
def clean_cli_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """Autouse in every module that imports it: no CLI setting leaks in from the environment."""
    for name in CLI_ENV_VARS:
        monkeypatch.delenv(name, raising=False)


def daemon_env(env: dict[str, str] | None = None, strip: Iterable[str] = ()) -> dict[str, str]:
    """The environment for a daemon subprocess: ours minus ``strip``, this folder on ``PYTHONPATH``
    (so ``--summarizer slow_summarizer:...`` / ``fault_summarizers:...`` load), then ``env``."""
    drop = set(strip)
    full_env = {k: v for k, v in os.environ.items() if k not in drop}
    full_env["PYTHONPATH"] = os.pathsep.join(p for p in (str(TESTS_DIR), os.environ.get("PYTHONPATH")) if p)
    full_env.update(env or {})
    return full_env


class Daemon:
    """One ``rollmem summarizer`` subprocess; stdout and stderr go to a log file."""

    def __init__(self, args: list[str], env: dict[str, str], log: Path) -> None:
        self.log = log
        with open(log, "wb") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "rollmem_cli", "summarizer", *args],
                stdout=out, stderr=subprocess.STDOUT, env=env, cwd=TESTS_DIR.parent,
            )

    @property
    def pid(self) -> int:
        return self.proc.pid

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def alive(self) -> bool:
        return self.proc.poll() is None

    def signal(self, sig: int) -> None:
        self.proc.send_signal(sig)

    def counts(self) -> dict[str, int]:
        """The outcome counts the daemon printed on exit (its last line: ``written=3 stale=1``)."""
        last = self.output().strip().splitlines()[-1]
        if last == "no jobs":
            return {}
        return {k: int(v) for k, v in (p.split("=") for p in last.split())}

    def stop(self, timeout: float = 10) -> int:
        """SIGTERM, then the exit code; fails the test (with the log) if it does not exit in time."""
        self.proc.send_signal(signal.SIGTERM)
        return self.wait(timeout)

    def wait(self, timeout: float) -> int:
        """The exit code; fails the test (with the daemon's log) if it does not exit in time."""
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            pytest.fail(f"daemon {self.pid} did not exit within {timeout}s; log:\n{self.output()}")

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()  # also ends a SIGSTOPped process
            self.proc.wait(10)


class Daemons:
    """The daemons one test started (logs ``daemon-<n>.log`` in ``log_dir``); ``kill_all`` at teardown."""

    def __init__(self, log_dir: Path) -> None:
        self.log_dir = log_dir
        self.started: list[Daemon] = []

    def start(self, cli_args: list[str], env: dict[str, str]) -> Daemon:
        daemon = Daemon(cli_args, env, self.log_dir / f"daemon-{len(self.started)}.log")
        self.started.append(daemon)
        return daemon

    def kill_all(self) -> None:
        for daemon in self.started:
            daemon.kill()


def wait_for(predicate: Callable[[], Any], timeout: float, what: str, *daemons: Daemon) -> Any:
    """Poll ``predicate`` every 50 ms until it is truthy; fail (with the daemons' logs) after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            logs = "".join(f"\n--- daemon {d.pid} log:\n{d.output()[-4000:]}" for d in daemons)
            pytest.fail(f"timed out after {timeout}s waiting for {what}{logs}")
        time.sleep(0.05)


# ------------------------------------------------------------ state machines on real Redis and fakeredis


def run_machine_on_fakeredis(machine: type[RuleBasedStateMachine], prefix: str, settings: Settings) -> None:
    """Run a state machine whose ``connect()`` returns (client, prefix) on a fresh fakeredis server per run."""

    class OnFakeRedis(machine):  # type: ignore[valid-type,misc]
        def connect(self) -> tuple[Any, str]:
            return fakeredis.FakeRedis(server=fakeredis.FakeServer(), protocol=2), prefix

    run_state_machine_as_test(OnFakeRedis, settings=settings)


def run_machine_on_real_redis(machine: type[RuleBasedStateMachine], url: str, prefix: str, settings: Settings) -> None:
    """The same on the real server at ``url``, one client for all runs, a fresh random prefix per run."""
    client = redis.Redis.from_url(url, protocol=2)

    class OnRealRedis(machine):  # type: ignore[valid-type,misc]
        def connect(self) -> tuple[Any, str]:
            return client, prefix + uuid.uuid4().hex[:10]

    try:
        run_state_machine_as_test(OnRealRedis, settings=settings)
    finally:
        client.close()
