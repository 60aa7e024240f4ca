"""Drivers: run the sans-I/O operations of ``blocks.ops`` and ``budget.ops`` on a redis-py client.

An operation is a generator that yields :class:`~rollmem_client.ops.Cmd`
objects and gets their replies back; :class:`SyncDriver` sends them with a
blocking client, :class:`AsyncDriver` awaits them. The policy facades
(``RollingMemory``, ``AgentMemory`` and their async twins) subclass these and
add one-line methods, so no logic exists twice.

On a Redis Cluster client the drivers send every ``FCALL`` straight to the node
owning its keys' slot (``routing.py``): one round trip per operation, and
set-up loads the library on every primary.
"""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any, TypeVar

import redis
import redis.asyncio as aioredis
from hiredis import pack_command

from . import ops
from .config import MemoryConfig
from .errors import FunctionMissing
from .routing import Attempts, Router, is_cluster

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
        self._router = Router(redis_client) if is_cluster(redis_client) else None

    @property
    def router(self) -> Router | None:
        """How calls are routed on a cluster client (None on a single server)."""
        return self._router

    def _nodes(self) -> list[Any]:
        """Where set-up runs: every primary of a cluster, else the one server (``None``)."""
        return self._router.primaries() if self._router is not None else [None]

    def update_config(self, **changes: Any) -> MemoryConfig:
        """Change this client's deployment settings at run time (validated; returns the new config).

        Settings that are recorded in Redis (``prefix``, ``buckets``) are checked
        again on the next call.
        """
        import msgspec

        new = msgspec.structs.replace(self.config, **changes)
        if (new.prefix, new.buckets, new.layout) != (self.config.prefix, self.config.buckets, self.config.layout):
            self._ready = False
        self.config = new
        return new


class TransactionAborted(redis.ResponseError):
    """A ``MULTI``/``EXEC`` that Redis refused while queuing (``EXECABORT``): none of it ran. The first
    command's error is the message (on a cluster a ``MOVED``/``ASK``: the slot is on the move)."""


def _queued(commands: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    return [("MULTI",), *commands, ("EXEC",)]


def _packed(conn: Any, commands: tuple[Any, ...]) -> Any:
    """A transaction as the bytes to send, packed by hiredis in one call per command (the same bytes as
    redis-py's packers: its asyncio connections pack in Python, 77 µs for a turn's transaction against
    9). Command names never hold a space here. An argument hiredis cannot pack goes to the connection's
    packer, which says what is wrong with it."""
    try:
        return [b"".join([_MULTI, *[pack_command(c) for c in commands], _EXEC])]
    except TypeError:
        return conn.pack_commands(_queued(commands))


_MULTI, _EXEC = pack_command(("MULTI",)), pack_command(("EXEC",))


def _exec_replies(responses: list[Any]) -> list[Any]:
    """The replies of a transaction from everything Redis sent for it (``+OK``, ``+QUEUED``..., the
    ``EXEC`` reply); a refused queue raised as :class:`TransactionAborted`, the first error among the
    replies raised as Redis sent it (``WRONGTYPE ...``, a function's ``RM_...``)."""
    for r in responses[:-1]:
        if isinstance(r, Exception):
            raise TransactionAborted(str(r)) from r
    replies = responses[-1]
    if isinstance(replies, Exception):
        raise TransactionAborted(str(replies)) from replies
    for r in replies:
        if isinstance(r, Exception):
            raise r
    return replies  # type: ignore[no-any-return]


_WANTS_NAME: dict[type, bool] = {}  # pool class -> whether its get_connection needs a command name


def _connection_args(pool: Any) -> tuple[str, ...]:
    """What a pool's ``get_connection`` takes: redis-py < 5.1 pools want a command name, later ones
    warn about one."""
    wants = _WANTS_NAME.get(type(pool))
    if wants is None:
        p = inspect.signature(type(pool).get_connection).parameters.get("command_name")
        wants = _WANTS_NAME[type(pool)] = p is not None and p.default is inspect.Parameter.empty
    return ("MULTI",) if wants else ()


def _read(conn: Any) -> Any:
    try:
        return conn.read_response()
    except redis.ResponseError as e:  # an error reply: the connection is still in step
        return e


async def _aread(conn: Any) -> Any:
    try:
        return await conn.read_response()
    except redis.ResponseError as e:
        return e


def _run_transaction(client: Any, commands: tuple[Any, ...], meanwhile: Callable[[], object] | None = None
                     ) -> list[Any]:
    """One ``MULTI``/``EXEC`` of ``commands`` on one connection of ``client``: sent in one write, every
    reply read back raw (no response callbacks) before any error is raised, so the connection returns
    to its pool in step; a transport error closes it. Not retried: a transaction that may have run is
    never sent twice. (redis-py's transaction pipeline does the same with bookkeeping that costs more
    client time than a small read costs the server.) ``meanwhile``: called once it is sent (``Cmd``)."""
    pool = client.connection_pool  # as redis-py's pipelines do: a single-connection client's lock is not ours
    conn = pool.get_connection(*_connection_args(pool))
    try:
        conn.send_packed_command(_packed(conn, commands))
        if meanwhile is not None:
            meanwhile()
        responses = [_read(conn) for _ in range(len(commands) + 2)]
    except BaseException:
        conn.disconnect()
        raise
    finally:
        pool.release(conn)
    return _exec_replies(responses)


async def _arun_transaction(client: Any, commands: tuple[Any, ...], meanwhile: Callable[[], object] | None = None
                            ) -> list[Any]:
    """:func:`_run_transaction` on an asyncio client."""
    pool = client.connection_pool
    conn = await pool.get_connection(*_connection_args(pool))
    try:
        await conn.send_packed_command(_packed(conn, commands))
        if meanwhile is not None:
            meanwhile()
        responses = [await _aread(conn) for _ in range(len(commands) + 2)]
    except BaseException:
        await conn.disconnect()
        raise
    finally:
        await pool.release(conn)
    return _exec_replies(responses)


def _may_replay(cmd: ops.Cmd, e: Exception) -> bool:
    """Whether a transaction that failed with ``e`` may be done again as a function call: one that
    did not run (refused while queuing), or a read; a write whose connection failed may have run."""
    return cmd.method == "transaction" or isinstance(e, TransactionAborted)


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

    def _drive(self, op: ops.Op[T], replicas: bool = True) -> T:
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
                reply = self._send(cmd, replicas)
            except ops.UseFunction as e:
                exc = e
            except (redis.ResponseError, redis.DataError) as e:
                exc = ops.translate(e)

    def _send(self, cmd: ops.Cmd, replicas: bool) -> Any:
        if cmd.method in ("transaction", "write_transaction"):
            return self._transaction(cmd, replicas and cmd.method == "transaction")
        target = self._router.target(cmd, replicas) if self._router is not None else None
        if target is None:
            return getattr(self.redis, cmd.method)(*cmd.args)
        raw, attempts = Router.raw(cmd), None
        while True:
            try:
                return self.redis.execute_command(*raw, target_nodes=target())
            except redis.RedisError as e:
                attempts = attempts or Attempts(self.redis)
                delay = attempts.after(e)
                if delay is None:
                    raise
                time.sleep(delay)

    def _transaction(self, cmd: ops.Cmd, replicas: bool) -> list[Any]:
        client = self.redis
        if self._router is not None:
            # on the primary owning the slot, through its own client; a redirection or a
            # lost node is left to the function call, which redis-py routes and retries
            client = self._router.transaction_client(cmd, replicas)
            if client is None:
                raise ops.UseFunction
        try:
            return _run_transaction(client, cmd.args, cmd.meanwhile)
        except (TransactionAborted, redis.ConnectionError, redis.TimeoutError) as e:
            if not _may_replay(cmd, e):
                raise
            if self._router is not None:
                raise ops.UseFunction from e
            if isinstance(e, TransactionAborted):
                raise
            return _run_transaction(client, cmd.args)  # a read, on a fresh connection (as redis-py retries one)

    def execute(self, make: Callable[..., ops.Op[T]], *args: Any) -> T:
        """Run ``make(config, *args)``; set up on first use, reload the library if Redis lost it."""
        if not self._ready:
            self.setup()
        try:
            return self._drive(make(self.config, *args))
        except FunctionMissing:
            # flushed, restarted without persistence, a primary that never had it, or a
            # replica the library has not replicated to yet: nothing ran. Load it on every
            # primary and run again, reads on the primary this time.
            self.setup()
            return self._drive(make(self.config, *args), replicas=False)

    def setup(self) -> int:
        """Load or upgrade the Lua library (on every primary of a cluster) and check the deployment
        record (bucket count, key layout). Returns the library version."""
        version = self._drive(ops.setup(self.config, self._nodes(), self.read_only))
        self._ready = True
        return version

    def load_library(self) -> int:
        """Load the shipped library even if Redis holds the same version (``rollmem scripts load``)."""
        return self._drive(ops.load_library(self.config, self._nodes()))

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

    async def _drive(self, op: ops.Op[T], replicas: bool = True) -> T:
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
                reply = await self._send(cmd, replicas)
            except ops.UseFunction as e:
                exc = e
            except (redis.ResponseError, redis.DataError) as e:
                exc = ops.translate(e)

    async def _send(self, cmd: ops.Cmd, replicas: bool) -> Any:
        if cmd.method in ("transaction", "write_transaction"):
            if self._router is not None:  # the asyncio cluster client has no per-node client to run it on
                raise ops.UseFunction
            try:
                return await _arun_transaction(self.redis, cmd.args, cmd.meanwhile)
            except (redis.ConnectionError, redis.TimeoutError) as e:
                if not _may_replay(cmd, e):  # a write that may have run is not sent twice
                    raise
                return await _arun_transaction(self.redis, cmd.args)  # a read, on a fresh connection
        target = self._router.target(cmd, replicas) if self._router is not None else None
        if target is None:
            return await getattr(self.redis, cmd.method)(*cmd.args)
        raw, attempts = Router.raw(cmd), None
        while True:
            try:
                return await self.redis.execute_command(*raw, target_nodes=target())
            except redis.RedisError as e:
                attempts = attempts or Attempts(self.redis)
                delay = attempts.after(e)
                if delay is None:
                    raise
                await asyncio.sleep(delay)

    async def execute(self, make: Callable[..., ops.Op[T]], *args: Any) -> T:
        """Run ``make(config, *args)``; set up on first use, reload the library if Redis lost it."""
        if not self._ready:
            await self.setup()
        try:
            return await self._drive(make(self.config, *args))
        except FunctionMissing:  # see SyncDriver.execute
            await self.setup()
            return await self._drive(make(self.config, *args), replicas=False)

    async def setup(self) -> int:
        """Load or upgrade the Lua library (on every primary of a cluster) and check the deployment
        record (bucket count, key layout). Returns the library version."""
        version = await self._drive(ops.setup(self.config, await self._primaries(), self.read_only))
        self._ready = True
        return version

    async def load_library(self) -> int:
        """Load the shipped library even if Redis holds the same version (``rollmem scripts load``)."""
        return await self._drive(ops.load_library(self.config, await self._primaries()))

    async def _primaries(self) -> list[Any]:
        if self._router is not None and not self.redis.nodes_manager.slots_cache:
            await self.redis.initialize()  # the asyncio cluster client learns its nodes lazily
        return self._nodes()

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
