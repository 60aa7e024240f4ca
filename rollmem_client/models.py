"""The data shapes rollmem stores, returns and exports (msgspec Structs).

Stored and exported JSON uses seed 000's field names (``userRequest``,
``aiResponse``, ``ts``, ``range.startIndex`` ...); Python attributes are snake_case.
"""

from __future__ import annotations

from typing import Any

import msgspec


class Range(msgspec.Struct, frozen=True, rename="camel"):
    """Inclusive range of interaction sequence numbers."""

    start_index: int
    end_index: int


class Interaction(msgspec.Struct, frozen=True, rename="camel"):
    """One turn: the user's request and the AI's response, both JSON objects, as given."""

    seq: int
    user_request: Any
    ai_response: Any
    ts: str


class StoredInteraction(msgspec.Struct, frozen=True, rename="camel"):
    """An interaction's stored bytes: the payloads are kept exactly as the caller sent them."""

    user_request: msgspec.Raw
    ai_response: msgspec.Raw
    ts: str


class Summary(msgspec.Struct, frozen=True):
    """A summary of one block of interactions."""

    range: Range
    text: str
    ts: str


class AppendResult(msgspec.Struct, frozen=True):
    """What ``add_interaction`` did: the server-assigned sequence number and any queued job."""

    seq: int
    queued: bool
    job_id: str | None = None
    block: Range | None = None


class Context(msgspec.Struct, frozen=True):
    """A session's working set, read in one round trip.

    ``summaries`` is chronological (oldest first); ``summaries_newest_first`` is
    seed 000's order for prompting.
    """

    session_id: str
    window: list[Interaction]
    summaries: list[Summary]
    last_seq: int
    summarized_through: int
    window_size: int
    max_summaries: int

    @property
    def summaries_newest_first(self) -> list[Summary]:
        return self.summaries[::-1]

    @property
    def exists(self) -> bool:
        return self.last_seq > 0

    def to_json(self) -> dict[str, Any]:
        """The ``rollmem show --json`` shape: chronological interactions and summaries."""
        return {
            "interactions": msgspec.to_builtins(self.window),
            "summaries": msgspec.to_builtins(self.summaries),
        }


class Stats(msgspec.Struct, frozen=True):
    """Counters of one session (``rollmem stats``)."""

    session_id: str
    exists: bool
    policy: str
    last_seq: int
    summarized_through: int
    window: int
    summaries: int
    pending_jobs: int
    jobs_queued: int
    summaries_written: int
    created_ms: int
    updated_ms: int
    window_size: int
    max_summaries: int
    ttl_ms: int


class PendingBlock(msgspec.Struct, frozen=True):
    """A block queued for summarizing whose summary has not landed yet."""

    range: Range
    interactions: list[Any]


class SessionConfig(msgspec.Struct, frozen=True, rename="camel", omit_defaults=True):
    """Per-session overrides (None: the deployment's setting applies)."""

    window_size: int | None = None
    max_summaries: int | None = None


class SessionExport(msgspec.Struct, frozen=True, rename="camel"):
    """Everything needed to recreate a session (seed 001's export/import shape)."""

    session_id: str
    last_seq: int
    summarized_through: int
    interactions: list[Interaction]
    summaries: list[Summary]
    pending: list[PendingBlock] = []
    config: SessionConfig = SessionConfig()
    policy: str = "blocks"
    version: int = 1


class Job(msgspec.Struct, frozen=True):
    """A summary job as the daemon reads it from a bucket stream."""

    stream: str
    id: str
    session_id: str
    gen: str
    policy: str
    range: Range
    entries: list[Any]
    deliveries: int = 1
