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


FACT_KINDS = (
    "person", "pet", "date", "amount", "phone", "address", "id", "decision", "preference", "constraint", "other",
)


class Fact(msgspec.Struct, frozen=True, omit_defaults=True):
    """One entry of a session's fact ledger: what a fact is about (``key``) and its latest ``value``.

    ``key`` is normalised (lower case, single spaces), so a later fact with the
    same key supersedes an earlier one: a correction replaces, never duplicates.
    ``seq`` is the sequence number the fact was stated at (0: unknown, the
    write-back uses the end of the summarized range); ``tokens`` is its token
    count, set by the writer. Stored JSON: ``{"key", "value", "kind", "seq", "tokens"}``.
    """

    key: str
    value: str
    kind: str = "other"
    seq: int = 0
    tokens: int = 0


class SummaryResult(msgspec.Struct, frozen=True):
    """What a summarizer returns: the summary text and the facts it found (a plain ``str`` also works)."""

    text: str
    facts: list[Fact] = []


class Ledger(msgspec.Struct, frozen=True):
    """A session's fact ledger as read: the current value of each fact key and the values they superseded.

    ``facts`` holds one :class:`Fact` per key (its latest value), oldest statement
    first; ``superseded`` the earlier values still remembered (at most 3 per key; by
    key, newest first),
    so a reader can tell a stale value from a current one; ``tokens`` the tokens
    of everything stored (what the ledger's cap counts).
    """

    facts: list[Fact] = []
    superseded: list[Fact] = []
    tokens: int = 0

    def get(self, key: str) -> Fact | None:
        """The current fact for ``key`` (normalised as keys are: lower case, single spaces), or None."""
        norm = " ".join(key.lower().split())
        return next((f for f in self.facts if f.key == norm), None)

    def __bool__(self) -> bool:
        return bool(self.facts)


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
    ledger: Ledger = Ledger()

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
    window_size: int
    max_summaries: int
    ttl_ms: int
    updated_ms: int = 0  # not tracked by the blocks policy (it would cost a clock read per append)
    facts: int = 0
    fact_tokens: int = 0


class PendingBlock(msgspec.Struct, frozen=True):
    """A block queued for summarizing whose summary has not landed yet."""

    range: Range
    interactions: list[Any]


class SessionConfig(msgspec.Struct, frozen=True, rename="camel", omit_defaults=True):
    """Per-session overrides (None: the deployment's setting applies)."""

    window_size: int | None = None
    max_summaries: int | None = None
    summary_cap: str | None = None


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
    facts: list[Fact] = []
    superseded_facts: list[Fact] = []


class Job(msgspec.Struct, frozen=True):
    """A summary job as the daemon reads it from a bucket stream.

    ``kind`` is ``block`` (a ``blocks`` session's block), ``compress`` (a
    ``budget`` session's compressed entries) or ``merge`` (its oldest summaries,
    in ``entries`` as summary records). ``origin_id`` is the id the session knows
    the job by (it differs from ``id`` once a dead letter was requeued).
    ``target_tokens`` is the summary size to aim at, when the policy sets one.
    """

    stream: str
    id: str
    session_id: str
    gen: str
    policy: str
    range: Range
    entries: list[Any]
    kind: str = "block"
    origin_id: str = ""
    target_tokens: int | None = None


# ---------------------------------------------------------------- budget policy (seeds 001-004)

ENTRY_TYPES = ("message", "tool_call", "tool_result", "context", "system", "summary")


class Entry(msgspec.Struct, frozen=True, rename="camel", omit_defaults=True):
    """One typed entry of a ``budget`` session, as stored (JSON, camelCase).

    ``content`` is text or a list of structured parts (seed 003's
    ``{"text": ..., "thought": true}`` parts are kept as given). ``tokens`` is
    the exact count measured when the entry was added; ``seq`` is assigned by
    the server and is 0 in the stored bytes (the server keeps it beside them).

    Types and roles (seed 001): ``message`` user/assistant; ``tool_call``
    assistant (``tool_call_id``, ``tool_name``, ``arguments``); ``tool_result``
    system (``tool_call_id``, ``tool_name``, ``is_error``); ``context`` system
    (``source``); ``system`` system (the system prompt, pinned); ``summary`` system.
    """

    id: str
    type: str
    role: str
    content: str | list[dict[str, Any]]
    ts: str
    tokens: int
    seq: int = 0
    name: str | None = None
    metadata: dict[str, Any] = {}
    tool_call_id: str | None = None
    tool_name: str | None = None
    arguments: dict[str, Any] | None = None
    source: str | None = None
    is_error: bool = False

    @property
    def text(self) -> str:
        """The content as plain text (thought parts left out)."""
        if isinstance(self.content, str):
            return self.content
        return "\n".join(
            p["text"] for p in self.content if isinstance(p.get("text"), str) and not p.get("thought")
        )


class TimeRange(msgspec.Struct, frozen=True):
    start: str
    end: str


class MemorySummary(msgspec.Struct, frozen=True, rename="camel", omit_defaults=True):
    """A summary of compressed entries (seed 001's shape, plus the seq range it covers).

    ``merged`` counts how many earlier summaries were folded into this one (merge cap mode).
    """

    id: str
    content: str
    range: Range
    original_entry_ids: list[str]
    token_count: int
    original_token_count: int
    compression_ratio: float
    created_at: str
    time_range: TimeRange
    merged: int = 0


class PendingSegment(msgspec.Struct, frozen=True):
    """Entries compressed out of the window whose summary has not landed yet.

    ``entries`` holds them (context mode "include"), or is empty (mode
    "placeholder": render ``count`` entries / ``tokens`` tokens as one line).
    """

    range: Range
    count: int
    tokens: int
    entries: list[Entry] = []


class BudgetView(msgspec.Struct, frozen=True):
    """Everything a ``budget`` session holds for the model, read in one round trip.

    Chronological order for rendering: ``system``, ``anchor``, then the
    ``segments`` (summaries and pending segments, by range), then ``entries``.
    """

    session_id: str
    system: Entry | None
    anchor: Entry | None
    segments: list[MemorySummary | PendingSegment]
    entries: list[Entry]
    last_seq: int
    ledger: Ledger = Ledger()


class EntryResult(msgspec.Struct, frozen=True):
    """What adding a ``budget`` entry did.

    ``queued`` tells whether a trigger fired and a compression job was queued
    (``range`` is then the seqs it covers); ``context_tokens`` is the session's
    context size after the append (pins + summaries + entries, pending included).
    """

    seq: int
    entry: Entry
    queued: bool
    job_id: str | None
    range: Range | None
    context_tokens: int
    active_entries: int
    trigger: str | None


class CompressResult(msgspec.Struct, frozen=True):
    """What a manual :meth:`compress` did: None fields when nothing qualified."""

    queued: bool
    job_id: str | None = None
    range: Range | None = None


class BudgetStats(msgspec.Struct, frozen=True):
    """Seed 001's ``getStats`` for a ``budget`` session, plus pending and job counters."""

    session_id: str
    exists: bool
    last_seq: int
    total_entries: int
    active_entries: int
    pending_entries: int
    compressed_entries: int
    summaries: int
    total_tokens: int
    active_tokens: int
    pending_tokens: int
    summary_tokens: int
    pinned_tokens: int
    context_tokens: int
    pending_jobs: int
    jobs_queued: int
    summaries_written: int
    summaries_dropped: int
    created_ms: int
    updated_ms: int
    ttl_ms: int
    facts: int = 0
    fact_tokens: int = 0


class BudgetExport(msgspec.Struct, frozen=True, rename="camel"):
    """A ``budget`` session's state (seed 001's export/import shape): entries oldest first, summaries."""

    session_id: str
    entries: list[Entry]
    summaries: list[MemorySummary]
    last_seq: int
    total_tokens: int = 0
    overrides: dict[str, str] = {}
    policy: str = "budget"
    version: int = 1
    facts: list[Fact] = []
    superseded_facts: list[Fact] = []


class Event(msgspec.Struct, frozen=True):
    """One event from a bucket's event stream (``entry:added``, ``compressed``, ``session:cleared``)."""

    id: str
    type: str
    session_id: str
    data: dict[str, str]
