"""Drivers: run the sans-I/O operations of ``blocks.ops`` and ``budget.ops`` on a redis-py client.

An operation is a generator that yields :class:`~rollmem_client.ops.Cmd`
objects and gets their replies back; :class:`SyncDriver` sends them with a
blocking client, :class:`AsyncDriver` awaits them. The policy facades
(``RollingMemory``, ``AgentMemory`` and their async twins) subclass these and
add one-line methods, so no logic exists twice.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any, TypeVar

import redis
import redis.asyncio as aioredis

from . import ops
from .config import MemoryConfig
from .errors import FunctionMissing

T = TypeVar("T")
D = TypeVar("D", bound="SyncDriver")
A = TypeVar("A", bound="AsyncDriver")


class _Base:
    """``read_only=True``: set-up never writes (no library load, no deployment record); for inspecting tools."""

    def __init__(self, redis_client: Any, config: MemoryConfig | None = None, *, read_only: bool = False,
                 **settings: Any) -> None:
        self.redis = redis_client
        self.config = config if config is not None else MemoryConfig(**settings)
        self.read_only = read_only
        self._ready = False

    def update_config(self, **changes: Any) -> MemoryConfig:
        """Change this client's deployment settings at run time (validated; returns the new config).

        Settings that are recorded in Redis (``prefix``, ``buckets``) are checked
        again on the next call.
        """
        import msgspec

        new = msgspec.structs.replace(self.config, **changes)
        if (new.prefix, new.buckets) != (self.config.prefix, self.config.buckets):
            self._ready = False
        self.config = new
        return new


def _step(op: ops.Op[T], reply: Any, exc: Exception | None) -> ops.Cmd:
    return op.send(reply) if exc is None else op.throw(exc)


class SyncDriver(_Base):
    """Runs operations with a blocking ``redis.Redis`` / ``redis.RedisCluster``."""

    @classmethod
    def from_url(cls: type[D], url: str, *, cluster: bool = False, config: MemoryConfig | None = None,
                 **settings: Any) -> D:
        """Connect with a ``redis://`` URL (``cluster=True`` for Redis Cluster). RESP2 is pinned."""
        client = redis.RedisCluster.from_url(url, protocol=2) if cluster else redis.Redis.from_url(url, protocol=2)
        return cls(client, config, **settings)

    def _drive(self, op: ops.Op[T]) -> T:
        reply: Any = None
        exc: Exception | None = None
        sent: ops.Cmd | None = None
        while True:
            try:
                cmd = _step(op, reply, exc)
            except StopIteration as stop:
                return stop.value  # type: ignore[no-any-return]
            except Exception as e:
                out = ops.escaped(e, sent)
                if out is e:
                    raise
                raise out from e
            reply, exc, sent = None, None, cmd
            try:
                reply = getattr(self.redis, cmd.method)(*cmd.args)
            except (redis.ResponseError, redis.DataError) as e:
                exc = ops.translate(e)

    def execute(self, make: Callable[..., ops.Op[T]], *args: Any) -> T:
        """Run ``make(config, *args)``; set up on first use, reload the library if Redis lost it."""
        if not self._ready:
            self.setup()
        try:
            return self._drive(make(self.config, *args))
        except FunctionMissing:  # flushed, or restarted without persistence: nothing ran
            self.setup()
            return self._drive(make(self.config, *args))

    def setup(self) -> int:
        """Load or upgrade the Lua library and check the bucket count. Returns the library version."""
        version = self._drive(ops.setup(self.config, self.read_only))
        self._ready = True
        return version

    def load_library(self) -> int:
        """Load the shipped library even if Redis holds the same version (``rollmem scripts load``)."""
        return self._drive(ops.load_library(self.config))

    def ensure_groups(self) -> int:
        """Create the summarizers' consumer group on every bucket stream. Returns how many were new."""
        return self.execute(ops.ensure_groups)

    def sessions(self, count: int = 1000) -> Iterator[str]:
        """Every session id of this deployment, any policy (SCAN; every primary on a cluster)."""
        seen: set[str] = set()
        for sid in ops.session_ids(self.config, self.redis.scan_iter(match=self.config.keys.meta_pattern, count=count)):
            if sid not in seen:
                seen.add(sid)
                yield sid

    def close(self) -> None:
        self.redis.close()

    def __enter__(self: D) -> D:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class AsyncDriver(_Base):
    """Runs operations with ``redis.asyncio.Redis`` / ``redis.asyncio.RedisCluster``."""

    @classmethod
    def from_url(cls: type[A], url: str, *, cluster: bool = False, config: MemoryConfig | None = None,
                 **settings: Any) -> A:
        """Connect with a ``redis://`` URL (``cluster=True`` for Redis Cluster). RESP2 is pinned."""
        client = (aioredis.RedisCluster.from_url(url, protocol=2) if cluster
                  else aioredis.Redis.from_url(url, protocol=2))
        return cls(client, config, **settings)

    async def _drive(self, op: ops.Op[T]) -> T:
        reply: Any = None
        exc: Exception | None = None
        sent: ops.Cmd | None = None
        while True:
            try:
                cmd = _step(op, reply, exc)
            except StopIteration as stop:
                return stop.value  # type: ignore[no-any-return]
            except Exception as e:
                out = ops.escaped(e, sent)
                if out is e:
                    raise
                raise out from e
            reply, exc, sent = None, None, cmd
            try:
                reply = await getattr(self.redis, cmd.method)(*cmd.args)
            except (redis.ResponseError, redis.DataError) as e:
                exc = ops.translate(e)

    async def execute(self, make: Callable[..., ops.Op[T]], *args: Any) -> T:
        """Run ``make(config, *args)``; set up on first use, reload the library if Redis lost it."""
        if not self._ready:
            await self.setup()
        try:
            return await self._drive(make(self.config, *args))
        except FunctionMissing:
            await self.setup()
            return await self._drive(make(self.config, *args))

    async def setup(self) -> int:
        """Load or upgrade the Lua library and check the bucket count. Returns the library version."""
        version = await self._drive(ops.setup(self.config, self.read_only))
        self._ready = True
        return version

    async def load_library(self) -> int:
        """Load the shipped library even if Redis holds the same version (``rollmem scripts load``)."""
        return await self._drive(ops.load_library(self.config))

    async def ensure_groups(self) -> int:
        """Create the summarizers' consumer group on every bucket stream. Returns how many were new."""
        return await self.execute(ops.ensure_groups)

    async def sessions(self, count: int = 1000) -> AsyncIterator[str]:
        """Every session id of this deployment, any policy (SCAN; every primary on a cluster)."""
        seen: set[str] = set()
        async for key in self.redis.scan_iter(match=self.config.keys.meta_pattern, count=count):
            sid = self.config.keys.session_id_from_meta(ops.as_str(key))
            if sid is not None and sid not in seen:
                seen.add(sid)
                yield sid

    async def close(self) -> None:
        await self.redis.aclose()

    async def __aenter__(self: A) -> A:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
