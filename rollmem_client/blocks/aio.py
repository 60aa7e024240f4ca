"""The asyncio client: the same operations as ``RollingMemory``, awaited."""

from __future__ import annotations

from typing import Any

from ..driver import AsyncDriver
from ..ledger import read_ledger
from ..models import AppendResult, Context, Interaction, Ledger, Range, SessionConfig, SessionExport, Stats, Summary
from . import ops


class AsyncRollingMemory(AsyncDriver):
    """Conversation memory in Redis, for asyncio: the same methods as :class:`RollingMemory`, awaited.

    Args:
        redis_client: A ``redis.asyncio.Redis`` or ``redis.asyncio.RedisCluster``. Either
            ``decode_responses`` setting and either protocol work.
        config: Deployment settings; keyword arguments build one instead
            (``RollingMemory(r, window_size=5)``).

    The library is loaded (or upgraded) and the deployment's bucket count checked
    on first use, or explicitly with :meth:`setup`.

    Raises:
        ConfigError: invalid settings, or a bucket count unlike the deployment's.
    """

    # ------------------------------------------------------------ API

    async def add_interaction(self, session_id: str, user_request: Any, ai_response: Any, ts: Any = None) -> AppendResult:
        """Append one interaction; returns its sequence number and whether a summary job was queued.

        Raises:
            InvalidSessionId, InvalidEntry, EntryTooLarge, WrongPolicy.
        """
        return await self.execute(ops.add_interaction, session_id, user_request, ai_response, ts)

    async def context(self, session_id: str) -> Context:
        """The window and the summaries in one read-only round trip."""
        return await self.execute(ops.context, session_id)

    async def model_input(self, session_id: str, format: str = "openai") -> Any:
        """What to send the model, in one read (see :meth:`RollingMemory.model_input`)."""
        return await self.execute(ops.model_input, session_id, format)

    async def facts(self, session_id: str) -> Ledger:
        """The session's fact ledger: current facts and the values they superseded."""
        return await self.execute(read_ledger, session_id)

    async def window(self, session_id: str) -> list[Interaction]:
        """The window, oldest first."""
        return (await self.context(session_id)).window

    async def summaries(self, session_id: str, *, newest_first: bool = False) -> list[Summary]:
        """The summaries, chronological unless ``newest_first``."""
        ctx = await self.context(session_id)
        return ctx.summaries_newest_first if newest_first else ctx.summaries

    async def stats(self, session_id: str) -> Stats:
        """Counters of one session."""
        return await self.execute(ops.stats, session_id)

    async def clear_session(self, session_id: str) -> bool:
        """Delete a session and cancel its queued jobs. Returns whether it existed."""
        return await self.execute(ops.clear_session, session_id)

    async def configure_session(self, session_id: str, window_size: int | None = None,
                                max_summaries: int | None = None, summary_cap: str | None = None) -> SessionConfig:
        """Set (or, with None, remove) a session's own window size, summary cap and cap mode (drop | merge)."""
        return await self.execute(ops.configure_session, session_id, window_size, max_summaries, summary_cap)

    async def export_session(self, session_id: str) -> SessionExport:
        """A consistent snapshot of the session, pending summary blocks included."""
        return await self.execute(ops.export_session, session_id)

    async def import_session(self, state: SessionExport | dict[str, Any] | bytes | str, session_id: str | None = None) -> str:
        """Replace a session with an export, atomically. Returns the session's new generation."""
        return await self.execute(ops.import_session, state, session_id)

    async def put_summary(self, session_id: str, gen: str, job_id: str, block: Range, text: str, ts: Any = None) -> str:
        """Write a block's summary and acknowledge its job (used by summarizers)."""
        return await self.execute(ops.put_summary, session_id, gen, job_id, block, text, ts)
