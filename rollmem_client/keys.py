"""The key schema: the one place rollmem key names are built.

Every key a Lua function touches is passed in ``KEYS``; all keys of one session
and the job stream its summaries are queued on share one hash tag, the tag of
the session's bucket ``NN = slot(session_id) * buckets // 16384`` (the slot
Redis Cluster would give the session id itself, scaled to the bucket count;
layout 1 used ``crc16(session_id) % buckets``), so each call stays in
one Redis Cluster slot. Bucket tags are *balanced* (layout 2, see
:func:`bucket_tag`): ``{<prefix>:b<NN>.<k>}``, ``k`` chosen so that bucket
``NN``'s slot lies in the middle of the ``NN``-th of ``buckets`` equal slot
ranges; an even slot split over P primaries then gives each primary the same
number of buckets whenever P divides the bucket count. The table is repeated in
``server_scripts/README.md`` for callers in other languages.

=========================================  ======  ===========================
key                                        type    holds
=========================================  ======  ===========================
``<prefix>:config``                        hash    deployment settings (buckets, layout)
``{<prefix>:bNN}:s:<sid>:meta``            hash    counters, generation, overrides
``{<prefix>:bNN}:s:<sid>:win``             list    the window, oldest first
``{<prefix>:bNN}:s:<sid>:sums``            zset    summaries by block end
``{<prefix>:bNN}:s:<sid>:pend``            hash    block end -> queued job id
``{<prefix>:bNN}:s:<sid>:facts``           hash    the fact ledger (both policies)
``{<prefix>:bNN}:jobs``                    stream  the bucket's summary jobs
``{<prefix>:bNN}:dead``                    stream  the bucket's dead letters
``{<prefix>:bNN}:stats``                   hash    the bucket's job outcome counters
``<prefix>:summarizer:daemon:<consumer>``  hash    a daemon's heartbeat (TTL)
``<prefix>:summarizer:daemons``            zset    daemons by last heartbeat
``<prefix>:summarizer:stats``              hash    daemon-side counters (failed)
``<prefix>:summarizer:done:<minute>``      string  jobs finished that minute
``{<prefix>:bNN}:s:<sid>:ent``             zset    budget: entry headers by seq
``{<prefix>:bNN}:s:<sid>:body``            hash    budget: seq -> entry JSON
``{<prefix>:bNN}:s:<sid>:pin``             hash    budget: system prompt, task anchor
``{<prefix>:bNN}:s:<sid>:calls``           hash    budget: tool call id -> state
``{<prefix>:bNN}:events``                  stream  budget: the bucket's events
``{<prefix>:bNN}:aging``                   zset    budget: sessions by oldest entry
=========================================  ======  ===========================

(``{<prefix>:bNN}`` stands for the bucket's tag, ``{<prefix>:bNN.<k>}``.)
"""

from __future__ import annotations

import binascii
import re
from dataclasses import dataclass
from functools import lru_cache

from .errors import ConfigError, InvalidSessionId

SESSION_ID_RE = re.compile(r"[A-Za-z0-9_.:@-]{1,200}")
PREFIX_RE = re.compile(r"[A-Za-z0-9_.-]{1,64}")
MAX_BUCKETS = 1024
SLOTS = 16384
# The stored key layout: 1 = tags {<prefix>:bNN} (slots by chance), 2 = balanced
# tags {<prefix>:bNN.<k>}. Recorded in <prefix>:config as `layout`.
LAYOUT = 2


def crc16(data: bytes) -> int:
    """Redis Cluster's CRC16 (XMODEM), the same function that maps keys to slots."""
    return binascii.crc_hqx(data, 0)


def key_slot(key: str | bytes) -> int:
    """The Redis Cluster slot of ``key`` (its hash tag's, if it has one), as ``CLUSTER KEYSLOT`` computes it."""
    k = key.encode() if isinstance(key, str) else key
    start = k.find(b"{")
    if start > -1:
        end = k.find(b"}", start + 1)
        if end > start + 1:
            k = k[start + 1 : end]
    return crc16(k) % SLOTS


def slot_window(bucket: int, buckets: int) -> tuple[int, int]:
    """The slots ``[lo, hi)`` a balanced tag of ``bucket`` may land on: the middle half of its
    share ``[bucket*16384/buckets, (bucket+1)*16384/buckets)`` (integer division), so a split of
    the slots that is even up to rounding still puts the bucket on the primary holding its share."""
    lo, hi = bucket * SLOTS // buckets, (bucket + 1) * SLOTS // buckets
    q = (hi - lo) // 4
    return lo + q, hi - q


@lru_cache(maxsize=MAX_BUCKETS * 4)
def bucket_tag(prefix: str, bucket: int, buckets: int) -> str:
    """The balanced hash tag of ``bucket`` (layout 2): ``{<prefix>:b<NN>.<k>}``.

    ``NN`` is the bucket number, at least two digits; ``k`` the smallest integer
    >= 0 (decimal, no padding) such that ``CRC16("<prefix>:b<NN>.<k>") % 16384``
    lies in :func:`slot_window`. About ``2 * buckets`` CRCs per bucket; cached.
    """
    lo, hi = slot_window(bucket, buckets)
    head = f"{prefix}:b{bucket:02d}."
    seed = crc16(head.encode())  # crc_hqx continues a CRC: only the digits of k are hashed per try
    k = 0
    while not lo <= binascii.crc_hqx(str(k).encode(), seed) % SLOTS < hi:
        k += 1
    return f"{{{head}{k}}}"


def validate_session_id(session_id: object) -> str:
    """Return ``session_id`` if valid, else raise :class:`InvalidSessionId`."""
    if not isinstance(session_id, str) or not SESSION_ID_RE.fullmatch(session_id):
        raise InvalidSessionId(
            f"session id must be 1-200 characters of [A-Za-z0-9_.:@-], got {session_id!r:.80}"
        )
    return session_id


@dataclass(frozen=True)
class SessionKeys:
    """The six keys every session function takes, in ``KEYS`` order (the fact ledger last)."""

    meta: str
    win: str
    sums: str
    pend: str
    jobs: str
    facts: str

    def as_list(self) -> list[str]:
        return [self.meta, self.win, self.sums, self.pend, self.jobs, self.facts]

    @property
    def stats(self) -> str:
        """The bucket's write-back outcome counters (the write-backs' sixth key)."""
        return self.jobs.removesuffix(":jobs") + ":stats"


@dataclass(frozen=True)
class BudgetKeys:
    """The eleven keys every ``budget`` function takes, in ``KEYS`` order (the fact ledger last)."""

    meta: str
    ent: str
    body: str
    pin: str
    sums: str
    pend: str
    jobs: str
    calls: str
    events: str
    aging: str
    facts: str

    def as_list(self) -> list[str]:
        return [self.meta, self.ent, self.body, self.pin, self.sums, self.pend, self.jobs, self.calls,
                self.events, self.aging, self.facts]

    @property
    def stats(self) -> str:
        """The bucket's write-back outcome counters (the write-backs' eleventh key)."""
        return self.jobs.removesuffix(":jobs") + ":stats"


@dataclass(frozen=True)
class KeySchema:
    """Builds every key name from a prefix and a fixed bucket count."""

    prefix: str = "rm"
    buckets: int = 16
    layout: int = LAYOUT

    def __post_init__(self) -> None:
        if not isinstance(self.prefix, str) or not PREFIX_RE.fullmatch(self.prefix):
            raise ConfigError(f"prefix must be 1-64 characters of [A-Za-z0-9_.-], got {self.prefix!r}")
        if isinstance(self.buckets, bool) or not isinstance(self.buckets, int) or not 1 <= self.buckets <= MAX_BUCKETS:
            raise ConfigError(f"buckets must be an integer in [1, {MAX_BUCKETS}], got {self.buckets!r}")
        if self.layout not in (1, LAYOUT):
            raise ConfigError(f"layout must be 1 (legacy, for migrating) or {LAYOUT}, got {self.layout!r}")

    @property
    def config(self) -> str:
        return f"{self.prefix}:config"

    def bucket_of(self, session_id: str) -> int:
        """The session's bucket: its own cluster slot scaled to the bucket count (layout 2).

        The high bits of CRC16 spread sequential ids (``sess-00001``, ``sess-00002``, ...)
        evenly; the low bits that ``% buckets`` takes do not (1.59x the fair share on the
        busiest of 8 primaries for 1,024 such ids, against 1.06x). Layout 1 kept ``% buckets``.
        """
        crc = crc16(validate_session_id(session_id).encode())
        if self.layout == 1:
            return crc % self.buckets
        return (crc % SLOTS) * self.buckets // SLOTS

    def tag(self, bucket: int) -> str:
        """The bucket's hash tag: balanced (:func:`bucket_tag`), or ``{<prefix>:bNN}`` in the legacy layout 1."""
        if self.layout == 1:
            return f"{{{self.prefix}:b{bucket:02d}}}"
        return bucket_tag(self.prefix, bucket, self.buckets)

    def slot(self, bucket: int) -> int:
        """The Redis Cluster slot of every key of ``bucket``."""
        return key_slot(self.tag(bucket))

    def jobs(self, bucket: int) -> str:
        return f"{self.tag(bucket)}:jobs"

    def all_job_streams(self) -> list[str]:
        return [self.jobs(b) for b in range(self.buckets)]

    def session(self, session_id: str) -> SessionKeys:
        if not isinstance(session_id, str):
            validate_session_id(session_id)  # raises InvalidSessionId (and keeps the cache hashable)
        return _session_keys(self, session_id)

    def _session(self, session_id: str) -> SessionKeys:
        tag = self.tag(self.bucket_of(session_id))
        base = f"{tag}:s:{session_id}"
        return SessionKeys(f"{base}:meta", f"{base}:win", f"{base}:sums", f"{base}:pend", f"{tag}:jobs",
                           f"{base}:facts")

    def budget_session(self, session_id: str) -> BudgetKeys:
        if not isinstance(session_id, str):
            validate_session_id(session_id)
        return _budget_keys(self, session_id)

    def _budget_session(self, session_id: str) -> BudgetKeys:
        tag = self.tag(self.bucket_of(session_id))
        base = f"{tag}:s:{session_id}"
        return BudgetKeys(
            f"{base}:meta", f"{base}:ent", f"{base}:body", f"{base}:pin", f"{base}:sums", f"{base}:pend",
            f"{tag}:jobs", f"{base}:calls", f"{tag}:events", f"{tag}:aging", f"{base}:facts",
        )

    def stats(self, bucket: int) -> str:
        """The bucket's job outcome counters, written by the write-back and dead-letter functions."""
        return f"{self.tag(bucket)}:stats"

    def dead(self, bucket: int) -> str:
        """The bucket's dead-letter stream (jobs that failed for good)."""
        return f"{self.tag(bucket)}:dead"

    def daemon(self, consumer: str) -> str:
        """A summarizer daemon's heartbeat hash (expires when the daemon stops beating)."""
        return f"{self.prefix}:summarizer:daemon:{consumer}"

    @property
    def daemons(self) -> str:
        """Sorted set of daemon consumer names by last heartbeat (ms)."""
        return f"{self.prefix}:summarizer:daemons"

    @property
    def summarizer_stats(self) -> str:
        """Hash of the daemons' own counters (``failed``); the outcomes are per bucket (:meth:`stats`)."""
        return f"{self.prefix}:summarizer:stats"

    def rate(self, minute: int) -> str:
        """Jobs finished during one minute (epoch minute), all daemons; expires after two hours."""
        return f"{self.prefix}:summarizer:done:{minute}"

    def events(self, bucket: int) -> str:
        return f"{self.tag(bucket)}:events"

    def aging(self, bucket: int) -> str:
        return f"{self.tag(bucket)}:aging"

    @property
    def meta_pattern(self) -> str:
        """SCAN pattern matching every session's meta key."""
        return f"{{{self.prefix}:b*}}:s:*:meta"

    def session_id_from_meta(self, key: str) -> str | None:
        tag = r":b\d+\}" if self.layout == 1 else r":b\d+\.\d+\}"
        m = re.fullmatch(r"\{" + re.escape(self.prefix) + tag + r":s:(.+):meta", key)
        return m.group(1) if m else None


# Key names are built on every call: remember the recent sessions' (invalid ids
# raise before anything is cached).
@lru_cache(maxsize=65536)
def _session_keys(schema: KeySchema, session_id: str) -> SessionKeys:
    return schema._session(session_id)


@lru_cache(maxsize=65536)
def _budget_keys(schema: KeySchema, session_id: str) -> BudgetKeys:
    return schema._budget_session(session_id)
