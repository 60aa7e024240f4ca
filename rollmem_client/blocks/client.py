"""The synchronous client: a thin driver of the operations in ``blocks/ops.py``."""

from __future__ import annotations

from typing import Any

from ..driver import SyncDriver
from ..ledger import read_ledger
from ..models import AppendResult, Context, Interaction, Ledger, Range, SessionConfig, SessionExport, Stats, Summary
from . import ops


class RollingMemory(SyncDriver):
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

    # ------------------------------------------------------------ API

    def add_interaction(self, session_id: str, user_request: Any, ai_response: Any, ts: Any = None) -> AppendResult:
        """Append one interaction; returns its sequence number and whether a summary job was queued.

        Raises:
            InvalidSessionId, InvalidEntry, EntryTooLarge, WrongPolicy.
        """
        return self.execute(ops.add_interaction, session_id, user_request, ai_response, ts)

    def context(self, session_id: str) -> Context:
        """The window and the summaries in one read-only round trip."""
        return self.execute(ops.context, session_id)

    def model_input(self, session_id: str, format: str = "openai") -> Any:
        """What to send the model, in one read: seed 000's window plus the summaries newest first, plus the ledger.

        ``format``: ``openai`` (Chat Completions messages), ``anthropic`` (``{"system", "messages"}``),
        ``gemini`` (seed 003's ``{"systemInstruction", "contents"}``), ``text``, or ``selection``
        (the :class:`~rollmem_client.budget.fit.Selection` before rendering). The fact ledger
        comes first (left out when ``fact_ledger`` is off); summaries never restate a value the
        ledger has superseded.

        Raises:
            InvalidSessionId, WrongPolicy, InvalidArgument (an unknown format).
        """
        return self.execute(ops.model_input, session_id, format)

    def facts(self, session_id: str) -> Ledger:
        """The session's fact ledger: current facts and the values they superseded."""
        return self.execute(read_ledger, session_id)

    def window(self, session_id: str) -> list[Interaction]:
        """The window, oldest first."""
        return self.context(session_id).window

    def summaries(self, session_id: str, *, newest_first: bool = False) -> list[Summary]:
        """The summaries, chronological unless ``newest_first``."""
        ctx = self.context(session_id)
        return ctx.summaries_newest_first if newest_first else ctx.summaries

    def stats(self, session_id: str) -> Stats:
        """Counters of one session."""
        return self.execute(ops.stats, session_id)

    def clear_session(self, session_id: str) -> bool:
        """Delete a session and cancel its queued jobs. Returns whether it existed."""
        return self.execute(ops.clear_session, session_id)

    def configure_session(self, session_id: str, window_size: int | None = None, max_summaries: int | None = None,
                          summary_cap: str | None = None) -> SessionConfig:
        """Set (or, with None, remove) a session's own window size, summary cap and cap mode (drop | merge)."""
        return self.execute(ops.configure_session, session_id, window_size, max_summaries, summary_cap)

    def export_session(self, session_id: str) -> SessionExport:
        """A consistent snapshot of the session, pending summary blocks included."""
        return self.execute(ops.export_session, session_id)

    def import_session(self, state: SessionExport | dict[str, Any] | bytes | str, session_id: str | None = None) -> str:
        """Replace a session with an export, atomically. Returns the session's new generation."""
        return self.execute(ops.import_session, state, session_id)

    def put_summary(self, session_id: str, gen: str, job_id: str, block: Range, text: str, ts: Any = None) -> str:
        """Write a block's summary and acknowledge its job (used by summarizers)."""
        return self.execute(ops.put_summary, session_id, gen, job_id, block, text, ts)
