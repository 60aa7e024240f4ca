"""The synchronous client: a thin driver of the operations in ``core``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import redis

from . import core
from .config import MemoryConfig
from .errors import FunctionMissing
from .models import AppendResult, Context, Interaction, Range, SessionConfig, SessionExport, Stats, Summary

T = TypeVar("T")


class RollingMemory:
    """Conversation memory in Redis: a window of recent turns plus rolling summaries.

    Args:
        redis_client: A ``redis.Redis`` or ``redis.cluster.RedisCluster``. Either
            ``decode_responses`` setting and either protocol work.
        config: Deployment settings; keyword arguments build one instead
            (``RollingMemory(r, window_size=5)``).

    The library is loaded (or upgraded) and the deployment's bucket count checked
    on first use, or explicitly with :meth:`setup`.

    Raises:
        ConfigError: invalid settings, or a bucket count unlike the deployment's.
    """

    def __init__(self, redis_client: Any, config: MemoryConfig | None = None, **settings: Any) -> None:
        self.redis = redis_client
        self.config = config if config is not None else MemoryConfig(**settings)
        self._ready = False

    @classmethod
    def from_url(cls, url: str, *, cluster: bool = False, config: MemoryConfig | None = None, **settings: Any) -> RollingMemory:
        """Connect with a ``redis://`` URL (``cluster=True`` for Redis Cluster)."""
        client = redis.RedisCluster.from_url(url, protocol=2) if cluster else redis.Redis.from_url(url, protocol=2)
        return cls(client, config, **settings)

    # ------------------------------------------------------------ driver

    def _drive(self, op: core.Op[T]) -> T:
        reply: Any = None
        exc: Exception | None = None
        while True:
            try:
                cmd = op.send(reply) if exc is None else op.throw(exc)
            except StopIteration as stop:
                return stop.value  # type: ignore[no-any-return]
            reply, exc = None, None
            try:
                reply = getattr(self.redis, cmd.method)(*cmd.args)
            except redis.ResponseError as e:
                exc = core.translate(e)

    def _run(self, make: Callable[..., core.Op[T]], *args: Any) -> T:
        if not self._ready:
            self.setup()
        try:
            return self._drive(make(self.config, *args))
        except FunctionMissing:  # flushed or restarted without persistence: nothing ran
            self.setup()
            return self._drive(make(self.config, *args))

    def setup(self) -> int:
        """Load or upgrade the Lua library and check the bucket count. Returns the library version."""
        version = self._drive(core.setup(self.config))
        self._ready = True
        return version

    def load_library(self) -> int:
        """Load the shipped library even if Redis holds the same version (``rollmem scripts load``)."""
        return self._drive(core.load_library(self.config))

    def close(self) -> None:
        self.redis.close()

    def __enter__(self) -> RollingMemory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ API

    def add_interaction(self, session_id: str, user_request: Any, ai_response: Any, ts: Any = None) -> AppendResult:
        """Append one interaction; returns its sequence number and whether a summary job was queued.

        Raises:
            InvalidSessionId, InvalidEntry, EntryTooLarge, WrongPolicy.
        """
        return self._run(core.add_interaction, session_id, user_request, ai_response, ts)

    def context(self, session_id: str) -> Context:
        """The window and the summaries in one read-only round trip."""
        return self._run(core.context, session_id)

    def window(self, session_id: str) -> list[Interaction]:
        """The window, oldest first."""
        return self.context(session_id).window

    def summaries(self, session_id: str, *, newest_first: bool = False) -> list[Summary]:
        """The summaries, chronological unless ``newest_first``."""
        ctx = self.context(session_id)
        return ctx.summaries_newest_first if newest_first else ctx.summaries

    def stats(self, session_id: str) -> Stats:
        """Counters of one session."""
        return self._run(core.stats, session_id)

    def clear_session(self, session_id: str) -> bool:
        """Delete a session and cancel its queued jobs. Returns whether it existed."""
        return self._run(core.clear_session, session_id)

    def configure_session(self, session_id: str, window_size: int | None = None, max_summaries: int | None = None) -> SessionConfig:
        """Set (or, with None, remove) a session's own window size and summary cap."""
        return self._run(core.configure_session, session_id, window_size, max_summaries)

    def export_session(self, session_id: str) -> SessionExport:
        """A consistent snapshot of the session, pending summary blocks included."""
        return self._run(core.export_session, session_id)

    def import_session(self, state: SessionExport | dict[str, Any] | bytes | str, session_id: str | None = None) -> str:
        """Replace a session with an export, atomically. Returns the session's new generation."""
        return self._run(core.import_session, state, session_id)

    def put_summary(self, session_id: str, gen: str, job_id: str, block: Range, text: str, ts: Any = None) -> str:
        """Write a block's summary and acknowledge its job (used by summarizers)."""
        return self._run(core.put_summary, session_id, gen, job_id, block, text, ts)

    def ensure_groups(self) -> int:
        """Create the summarizers' consumer group on every bucket stream."""
        return self._run(core.ensure_groups)

    def sessions(self, count: int = 1000) -> Iterator[str]:
        """Every session id in this deployment (SCAN; every primary on a cluster)."""
        seen: set[str] = set()
        for sid in core.session_ids(self.config, self.redis.scan_iter(match=self.config.keys.meta_pattern, count=count)):
            if sid not in seen:
                seen.add(sid)
                yield sid
