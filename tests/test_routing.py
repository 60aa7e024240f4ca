"""What the cluster driver retries (``routing.Attempts``): only calls that did not run, and only for so long."""

from __future__ import annotations

import pytest
import redis
from redis.exceptions import ClusterDownError, ClusterError, TryAgainError

from rollmem_client import routing
from rollmem_client.ops import Cmd
from rollmem_client.routing import Attempts, Router


class FakeCluster:
    ERRORS_ALLOW_RETRY = (redis.ConnectionError, redis.TimeoutError, ClusterDownError)


def test_migration_errors_are_retried_with_backoff_until_the_deadline(monkeypatch: pytest.MonkeyPatch) -> None:
    attempts = Attempts(FakeCluster())
    delays = [attempts.after(TryAgainError("TRYAGAIN")) for _ in range(8)]
    assert all(d is not None and 0 < d <= 0.2 for d in delays)
    assert delays == sorted(delays)  # backing off
    assert attempts.after(ClusterError("TTL exhausted.")) is not None
    monkeypatch.setattr(routing.time, "monotonic", lambda: attempts.deadline + 1)
    assert attempts.after(TryAgainError("TRYAGAIN")) is None


def test_transient_errors_are_retried_as_redis_py_would_then_raised() -> None:
    attempts = Attempts(FakeCluster())
    assert [attempts.after(redis.ConnectionError("gone")) for _ in range(4)] == [0.05, 0.05, 0.05, None]


@pytest.mark.parametrize("error", [redis.ResponseError("RM_BADARG nope"), ClusterError("other"),
                                   redis.exceptions.MovedError("3999 127.0.0.1:6381")])
def test_anything_else_is_raised_at_once(error: Exception) -> None:
    assert Attempts(FakeCluster()).after(error) is None


def test_only_keyed_fcalls_and_targeted_commands_are_routed() -> None:
    router = Router.__new__(Router)
    router.client, router.replicas = None, False
    assert router.target(Cmd("fcall_ro", ("rollmem_version", 0))) is None  # no key: any node
    assert router.target(Cmd("hgetall", ("k",))) is None  # redis-py finds the key itself
    assert router.target(Cmd("fcall_ro", ("rollmem_version", 0), node="n1"))() == "n1"  # type: ignore[misc]
    assert Router.raw(Cmd("fcall", ("f", 1, "{t}:k", "a"))) == ("FCALL", "f", 1, "{t}:k", "a")
    assert Router.raw(Cmd("function_load", ("src", True))) == ("FUNCTION LOAD", "REPLACE", "src")
