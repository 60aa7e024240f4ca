"""The budget policy's read without Lua: a session's working set as one ``MULTI``/``EXEC`` of plain reads.

``rollmem_budget_context`` (``server_scripts/20_budget.lua``) reads six keys and
returns what it read; run as a function, every string it returns is copied into
Lua and out again, which costs the server several times what the same reads cost
as plain commands. The SDK reads a session with these commands instead, in one
transaction (a consistent snapshot, like the function's), and reads their replies
here as the function reads the keys (:func:`read_snapshot`; ``budget.ops`` decodes
the view from that; the tests lay it out as the function's reply and compare the two
item by item): the same choice of which pending entries
come verbatim, the same refusals (another policy's session, a corrupt pending
record, a key of another type). The function stays for other
languages, for replica reads on a cluster and for sessions too large to read whole:

- the entries (``ent`` headers and ``body`` payloads, pending ones included) are
  read at most ``SNAPSHOT_ENTRIES`` + 1 at a time: ``ZRANGE ent 0 N`` and
  ``HRANDFIELD body N+1 WITHVALUES``, which returns the whole hash when it has at
  most N + 1 fields and never more than that. A session holding more entries (no
  summarizer kept up) is read by the function, which bounds what it returns by the
  budget; the snapshot says so by returning ``None``, and the session is remembered (``LARGE``, bounded)
  so its next reads go to the function directly, but for a retry every 16th read.

A bot's turn (append, then read) is the function call ``rollmem_budget_append``
followed by the same reads in one transaction: one round trip, and the input it
returns is the session exactly as the append left it.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from typing import Any, NamedTuple

import msgspec

from ..errors import CorruptEntry, WrongPolicy
from ..keys import BudgetKeys
from ..models import BudgetView, Entry, PendingSegment
from ..ops import as_bytes, as_str, reply_columns, reply_pairs

SNAPSHOT_ENTRIES = 256  # entries (active and pending) a session may hold to be read whole by the snapshot
MAX_PENDING_READ = 1000  # 20_budget.lua: pending entries an `include` read returns verbatim at most
PINS = ("system_h", "system", "anchor_h", "anchor")
_PENDING = re.compile(rb"([^|]+)\|(\d+)\|([A-Za-z])\|(\d+)\|(\d+)")  # job_id|start|c|tokens|count
_NUMBER = re.compile(rb"\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*")


class LargeSessions:
    """Sessions this process found too large for the snapshot, read by the function directly (no snapshot
    shipped and dropped first). Every ``RETRY``-th read of one tries the snapshot again, so a session a
    summarizer caught up with comes back to it. Bounded: forgets everything past ``MAX`` sessions."""

    MAX = 4096
    RETRY = 16

    def __init__(self) -> None:
        self._reads: dict[str, int] = {}

    def skip(self, key: str) -> bool:
        """Whether to read session ``key`` (its meta key) by the function this time."""
        n = self._reads.get(key)
        if n is None:
            return False
        self._reads[key] = n + 1
        return (n + 1) % self.RETRY != 0

    def seen(self, key: str, large: bool) -> None:
        if not large:
            self._reads.pop(key, None)
        elif key not in self._reads:
            if len(self._reads) >= self.MAX:
                self._reads.clear()
            self._reads[key] = 0


LARGE = LargeSessions()


_LAST_INDEX, _READ_COUNT = str(SNAPSHOT_ENTRIES), str(SNAPSHOT_ENTRIES + 1)


def snapshot_cmds(keys: BudgetKeys, with_facts: bool) -> list[tuple[Any, ...]]:
    """The reads of a snapshot, in the order :func:`read_snapshot` takes their replies."""
    cmds: list[tuple[Any, ...]] = [
        ("HGETALL", keys.meta),
        ("HMGET", keys.pin, *PINS),
        ("ZRANGE", keys.sums, "0", "-1", "WITHSCORES"),  # numbers as the strings sent (packed faster)
        ("HGETALL", keys.pend),
        ("ZRANGE", keys.ent, "0", _LAST_INDEX, "WITHSCORES"),
        ("HRANDFIELD", keys.body, _READ_COUNT, "WITHVALUES"),
    ]
    if with_facts:
        cmds.append(("HGETALL", keys.facts))
    return cmds


def _num(v: Any) -> int:
    """A counter as the Lua reads it (``tonumber(v) or 0``, truncated to an integer reply)."""
    if v is None:
        return 0
    b = as_bytes(v)
    if not _NUMBER.fullmatch(b):
        return 0
    return int(float(b))


def _int(score: Any) -> int:
    return int(float(score))


def _seq_of(header: Any) -> Any:
    """The ``body`` field of an entry: its header's first field (``seq|tokens|type|call_id|added_ms``)."""
    return header.partition(b"|" if isinstance(header, bytes) else "|")[0]


class Snapshot(NamedTuple):
    """A snapshot's replies read as ``rollmem_budget_context`` reads the keys: what ``budget.ops`` decodes
    into a view straight away (a turn does not build the function's reply layout only to parse it again).
    Entries are (headers, payloads) columns."""

    meta: dict[bytes, Any]  # the meta hash, field names as bytes
    last: int  # its last seq, as the function reads it
    pins: list[Any]  # HMGET's reply as sent: system header and payload, anchor header and payload (None: absent)
    summaries: list[tuple[int, Any]]  # (end seq, JSON), by end seq
    pending: list[tuple[int, int, int, int, tuple[list[Any], list[Any]] | None]]  # (start, end, tokens, count,
    # the entries when the block comes verbatim, else None), by start
    active: tuple[list[Any], list[Any]]
    facts: dict[Any, Any] | None  # the facts hash (None: the ledger was not read)


def read_snapshot(mode: str, replies: list[Any]) -> Snapshot | None:
    """A snapshot's replies (``mode``: include | placeholder | all) read as the function reads the keys, or
    None when the session holds too many entries to be read whole this way.

    Raises:
        WrongPolicy: the session is another policy's.
        CorruptEntry: a pending record the function could not read either.
    """
    headers, scores = reply_columns(replies[4])  # sorted by seq
    if len(headers) > SNAPSHOT_ENTRIES:
        return None
    meta_fields, meta_values = reply_columns(replies[0])
    meta = dict(zip(map(as_bytes, meta_fields), meta_values, strict=True))
    policy = meta.get(b"policy")
    if policy is not None and as_bytes(policy) != b"budget":
        raise WrongPolicy(f"session uses policy {as_str(policy)}")
    # (an empty reply is most sessions' summaries, pending blocks and facts: no columns to build then)
    summaries = [(int(float(score)), json) for json, score in reply_pairs(replies[2])] if replies[2] else []

    blocks = []
    for field, record in reply_pairs(replies[3]) if replies[3] else ():
        if as_bytes(field) == b"m":
            continue
        m = _PENDING.fullmatch(as_bytes(record))
        if m is None or not as_bytes(field).strip().isdigit():
            raise CorruptEntry(f"pending record {_show(record)}")
        blocks.append((int(m[2]), int(as_bytes(field)), int(m[4]), int(m[5])))
    blocks.sort(key=lambda b: b[0])
    room = float("inf") if mode == "all" else MAX_PENDING_READ if mode == "include" else 0
    first = len(blocks)
    while first > 0 and blocks[first - 1][3] <= room:  # the newest blocks that fit, whole
        first -= 1
        room -= blocks[first][3]

    fields, payloads = reply_columns(replies[5])
    bodies = dict(zip(fields, payloads, strict=True))
    # each header's body field is its seq: RESP2 sends the score as that very string, RESP3 a double
    names = scores
    if scores and isinstance(scores[0], float):
        fmt = "%d" if fields and isinstance(fields[0], str) else b"%d"
        names = [fmt % s for s in scores]

    def entries(lo: int, hi: int) -> tuple[list[Any], list[Any]]:  # the headers at [lo, hi) with their bodies
        hs = headers[lo:hi]
        bs = list(map(bodies.get, names[lo:hi]))
        if not all(bs):
            for j, b in enumerate(bs):
                if not b:  # a score in another form than the field name (RESP3 doubles, hand-made data)
                    bs[j] = bodies.get(_seq_of(hs[j]))
        return hs, bs

    pending = [(start, stop, tokens, count,
                entries(bisect_left(scores, start, key=_int), bisect_right(scores, stop, key=_int))
                if i >= first else None)
               for i, (start, stop, tokens, count) in enumerate(blocks)]
    pthru = _num(meta.get(b"pthru"))
    # the entries after pthru: all of them while no compression was queued (a fresh session's)
    active = entries(bisect_right(scores, pthru, key=_int) if scores and _int(scores[0]) <= pthru else 0, len(scores))
    facts = None  # not read: the ledger is off
    if len(replies) > 6:
        facts = dict(reply_pairs(replies[6])) if replies[6] else {}
    return Snapshot(meta, _num(meta.get(b"last")), replies[1], summaries, pending, active, facts)


def _show(v: Any) -> str:
    """A stored value in an error message, as the Lua's ``show`` quotes it."""
    text = as_bytes(v)[:40].decode("utf-8", "replace")
    return '"' + re.sub(r"[^\w!-/:-@\[-`{-~ ]", "?", text) + ('..."' if len(as_bytes(v)) > 40 else '"')


# ---------------------------------------------------------------- the views a process read last: appends only


class Known(NamedTuple):
    """A session as this process last read it whole: its meta hash but the fields appends change, its pins'
    headers, and the view decoded from that snapshot (``entries``: how many it holds, pending ones too)."""

    meta: dict[bytes, Any]
    pins: tuple[Any, Any]
    view: BudgetView
    entries: int


class KnownViews:
    """The views of the sessions this process reads most, so that the next read of one ships only what was
    appended since (a bot serving a conversation reads it every turn).

    A session changes in two ways. Appends (a bot's message, a tool call closed by the library) add entries
    after the last seq and change only the meta fields in ``APPEND_FIELDS``. Everything else (a compression
    queued, a summary or merge written with its facts, a new system prompt or anchor, settings, a clear, an
    import, expiry) changes another meta field or a pin's header. So a read of ``delta_cmds`` (the meta hash,
    the pins' headers, the headers after the last seq and their bodies) tells which happened: appends only,
    and the view is the known one plus the new entries; else the session is read whole again. At most
    ``MAX`` sessions are kept (the least recently read go first), and only views of at most
    ``SNAPSHOT_ENTRIES`` entries, as the snapshot reads. The keys of up to ``SEEN`` sessions read whole
    are remembered too, views or not (:meth:`read_before`)."""

    MAX = 256
    SEEN = 8192
    AHEAD = 4  # bodies read after the last known seq: the turn's own entry and a few other writers'
    APPEND_FIELDS = frozenset({b"last", b"tok", b"cnt", b"updated_ms", b"added", b"added_tokens"})

    def __init__(self) -> None:
        self._known: dict[tuple[str, str, bool], Known] = {}
        self._seen: dict[tuple[str, str, bool], None] = {}  # keys read whole, in the order first read

    def get(self, key: tuple[str, str, bool]) -> Known | None:
        return self._known.get(key)

    def read_before(self, key: tuple[str, str, bool]) -> bool:
        """Whether this process read session ``key`` whole before (its view may be forgotten since: a process
        serving more than ``MAX`` conversations reads them whole every turn). Bounded: forgets everything past
        ``SEEN`` sessions."""
        return key in self._known or key in self._seen

    def forget(self, key: tuple[str, str, bool]) -> None:
        self._known.pop(key, None)

    def remember(self, key: tuple[str, str, bool], snap: Snapshot, view: BudgetView) -> None:
        """Keep ``view``, read whole from the snapshot ``snap`` (:func:`read_snapshot`)."""
        entries = len(view.entries) + sum(len(s.entries) for s in view.segments if isinstance(s, PendingSegment))
        skip = self.APPEND_FIELDS
        meta = {k: v for k, v in snap.meta.items() if k not in skip}  # as _meta reads the hash
        self._put(key, Known(meta, (snap.pins[0], snap.pins[2]), view, entries))
        seen = self._seen
        if key not in seen:
            if len(seen) >= self.SEEN:
                seen.clear()
            seen[key] = None

    def make_room(self) -> None:
        """Forget the least recently read view if ``MAX`` are kept (before :meth:`remember` keeps one more)."""
        known_views = self._known
        if len(known_views) >= self.MAX:
            try:
                del known_views[next(iter(known_views))]
            except (RuntimeError, KeyError, StopIteration):  # another thread changed it meanwhile: start over
                known_views.clear()

    def _put(self, key: tuple[str, str, bool], known: Known) -> None:
        self._known.pop(key, None)
        self.make_room()
        self._known[key] = known

    def _meta(self, reply: Any) -> dict[bytes, Any]:
        skip = self.APPEND_FIELDS
        return {k: v for k, v in ((as_bytes(k), v) for k, v in reply_pairs(reply)) if k not in skip}

    @staticmethod
    def _last(reply: Any) -> int:
        return next((_num(v) for k, v in reply_pairs(reply) if as_bytes(k) == b"last"), 0)

    def delta_cmds(self, keys: BudgetKeys, known: Known) -> list[tuple[Any, ...]]:
        """The reads that tell what changed since ``known`` was read, in the order :meth:`extend` takes them."""
        last = known.view.last_seq
        return [
            ("HGETALL", keys.meta),
            ("HMGET", keys.pin, "system_h", "anchor_h"),
            ("ZRANGEBYSCORE", keys.ent, f"({last}", "+inf", "WITHSCORES", "LIMIT", 0, self.AHEAD + 1),
            ("HMGET", keys.body, *range(last + 1, last + 1 + self.AHEAD)),
        ]

    def extend(self, key: tuple[str, str, bool], known: Known, replies: list[Any],
               decode: Callable[[list[Any], int], list[Entry]]) -> BudgetView | None:
        """The view after ``replies`` (:meth:`delta_cmds`'s): ``known``'s plus the entries appended since, or
        None when the session changed otherwise (or grew past what it may hold) and must be read whole.
        ``decode(pairs, n)`` decodes ``n`` header/payload pairs."""
        meta = replies[0]
        if self._meta(meta) != known.meta or tuple(replies[1]) != known.pins:
            self.forget(key)
            return None
        headers, scores = reply_columns(replies[2])
        last = known.view.last_seq
        bodies = replies[3]
        pairs: list[Any] = []
        for h, s in zip(headers, scores, strict=True):
            at = int(float(s)) - last - 1
            if not 0 <= at < self.AHEAD or not bodies[at]:  # more appends than read ahead
                self.forget(key)
                return None
            pairs += (h, bodies[at])
        n = len(headers)
        if known.entries + n > SNAPSHOT_ENTRIES:
            self.forget(key)
            return None
        if not n:
            return known.view
        new = decode(pairs, n)
        view = msgspec.structs.replace(known.view, entries=[*known.view.entries, *new],
                                       last_seq=max(self._last(meta), new[-1].seq))
        self._put(key, Known(known.meta, known.pins, view, known.entries + n))
        return view


KNOWN = KnownViews()
