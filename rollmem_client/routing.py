"""Redis Cluster routing: every call goes straight to the node that owns its keys' slot.

redis-py's cluster client cannot find the keys of ``FCALL`` / ``FCALL_RO`` (they
are "movable keys") and asks a node with ``COMMAND GETKEYS`` before each one, and
likewise before ``XREADGROUP``: two extra round trips per call, all on one node.
rollmem knows better: every key of a call shares its bucket's hash tag, so the
slot is computed here (``keys.key_slot``) and the command is sent with redis-py's
``target_nodes`` to the node owning that slot (a replica for read-only calls when
the client was built with ``load_balancing_strategy`` / ``read_from_replicas``).

redis-py still follows ``MOVED`` and ``ASK`` for a targeted command (after a
``MOVED`` it refreshes its slot table, so the next call goes to the new owner),
but it does not retry one. :class:`Attempts` decides what is retried here:

- ``TRYAGAIN``, and redis-py's "TTL exhausted" after a run of redirections: a
  multi-key call on a slot being migrated whose keys are split between the two
  nodes. Nothing ran; retried with a short backoff for up to
  ``MIGRATION_RETRY_SECONDS`` (the time for the migration to finish).
- what redis-py itself retries for a command it routes (connection errors,
  timeouts, ``CLUSTERDOWN``, an uncovered slot): up to the client's retry count,
  after redis-py has refreshed its view of the cluster.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import redis
import redis.asyncio as aioredis
from redis.exceptions import ClusterError, TryAgainError

from .keys import key_slot
from .ops import Cmd, as_str

MIGRATION_RETRY_SECONDS = 30.0

# redis-py method -> the raw command, for calls sent with target_nodes.
_RAW: dict[str, Callable[[tuple[Any, ...]], tuple[Any, ...]]] = {
    "fcall": lambda a: ("FCALL", *a),
    "fcall_ro": lambda a: ("FCALL_RO", *a),
    "function_load": lambda a: ("FUNCTION LOAD", "REPLACE", a[0]),
}


def is_cluster(client: Any) -> bool:
    return isinstance(client, (redis.RedisCluster, aioredis.RedisCluster))


class Attempts:
    """Decides, error by error, whether a targeted call is sent again and after how long."""

    def __init__(self, client: Any) -> None:
        get_retries = getattr(getattr(client, "retry", None), "get_retries", None)
        self.transient = int(get_retries()) if get_retries is not None else 3
        self.errors: tuple[type[Exception], ...] = tuple(getattr(client, "ERRORS_ALLOW_RETRY", ()))
        self.deadline = time.monotonic() + MIGRATION_RETRY_SECONDS
        self.delay = 0.005

    def after(self, e: Exception) -> float | None:
        """Seconds to wait before the next attempt, or None: raise ``e``."""
        if isinstance(e, TryAgainError) or (type(e) is ClusterError and "TTL exhausted" in str(e)):
            if time.monotonic() >= self.deadline:
                return None
            self.delay = min(0.2, self.delay * 2)
            return self.delay
        if type(e) in self.errors and self.transient > 0:
            self.transient -= 1
            return 0.05
        return None


class Router:
    """Picks the node for each rollmem command on a cluster client (sync or asyncio)."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.replicas = bool(getattr(client, "read_from_replicas", False)
                             or getattr(client, "load_balancing_strategy", None))

    def target(self, cmd: Cmd, replicas: bool = True) -> Callable[[], Any] | None:
        """A function giving the node ``cmd`` goes to (asked again before each attempt, as the
        cluster may have changed), or None when redis-py routes it well by itself."""
        if cmd.node is not None:
            node = cmd.node
            return lambda: node
        if cmd.method not in ("fcall", "fcall_ro") or int(cmd.args[1]) == 0:
            return None
        slot = key_slot(cmd.args[2])
        readonly = replicas and self.replicas and cmd.method == "fcall_ro"
        return lambda: self.node_of_slot(slot, readonly)

    def node_of_slot(self, slot: int, readonly: bool = False) -> Any:
        nodes = self.client.nodes_manager
        if not readonly:
            return nodes.get_node_from_slot(slot)
        strategy = getattr(self.client, "load_balancing_strategy", None)
        if strategy is None:  # redis-py < 5.1 (no strategies) or read_from_replicas=True
            return nodes.get_node_from_slot(slot, True)
        return nodes.get_node_from_slot(slot, load_balancing_strategy=strategy)

    def transaction_client(self, cmd: Cmd, replicas: bool = True) -> Any:
        """The client of the primary owning the slot of ``cmd``'s first key, for a ``MULTI``/``EXEC``;
        None where the read should go to a replica (the function call is routed there)."""
        if replicas and self.replicas:
            return None
        first = cmd.args[0]
        key = first[3] if as_str(first[0]).upper() in ("FCALL", "FCALL_RO") else first[1]  # FCALL fn numkeys key...
        return self.client.get_redis_connection(self.node_of_slot(key_slot(key)))

    @staticmethod
    def raw(cmd: Cmd) -> tuple[Any, ...]:
        return _RAW[cmd.method](cmd.args)

    def primaries(self) -> list[Any]:
        return list(self.client.get_primaries())

    def read_stream(self, head: tuple[Any, ...], stream: str, last_id: str) -> tuple[tuple[Any, ...], dict[str, Any]]:
        """``XREAD``/``XREADGROUP`` of one stream (``head``: the command up to ``STREAMS``) as raw
        arguments and the target node, so redis-py does not ask ``COMMAND GETKEYS`` first."""
        return (*head, "STREAMS", stream, last_id), {"target_nodes": self.node_of_slot(key_slot(stream))}
