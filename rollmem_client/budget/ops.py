"""Sans-I/O operations of the ``budget`` policy (seeds 001-004).

Like the ``blocks`` operations, every operation is a generator of :class:`~rollmem_client.ops.Cmd`
driven by the sync or async facade in ``agent.py``. Entries are built and
their tokens counted here, once, before they travel to Lua with their count;
no call ever recounts a history.
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from collections.abc import Callable, Generator, Sequence
from typing import Any

import msgspec

from ..config import MemoryConfig
from ..errors import EntryTooLarge, InvalidArgument, InvalidEntry
from ..keys import BudgetKeys, validate_session_id
from ..ledger import fact_argv, ledger_part, parse_ledger, replay_order
from ..models import (
    BudgetExport,
    BudgetStats,
    BudgetView,
    CompressResult,
    Entry,
    EntryResult,
    Event,
    Fact,
    Ledger,
    MemorySummary,
    PendingSegment,
    Range,
    ServerFit,
    TimeRange,
)
from ..ops import (
    DECODE_ERRORS,
    Cmd,
    Op,
    UseFunction,
    as_bytes,
    as_str,
    check_job_args,
    decode_export,
    reading,
    remember,
    utc_now_iso,
)
from ..ops import _timestamp as timestamp
from ..tokens import TokenCounter
from .snapshot import KNOWN, LARGE, Snapshot, read_snapshot, snapshot_cmds

TYPE_CODES = {"message": "m", "tool_call": "c", "tool_result": "r", "context": "x", "system": "s"}
DEFAULT_ROLES = {"tool_call": "assistant", "tool_result": "system", "context": "system", "system": "system"}
MAX_ENTRY_TOKENS = 10_000_000
TOOL_NAME_RE = re.compile(r"[A-Za-z0-9_-]{1,64}")
CALL_ID_RE = re.compile(r"[A-Za-z0-9_.:@-]{1,256}")
ENTRY_ID_RE = re.compile(r"[A-Za-z0-9_.:@-]{1,128}")
SETTINGS = {
    "max_tokens": "max_tokens", "context_window": "context_window", "watermark": "watermark",
    "max_entries": "max_entries", "recent_window": "recent_window",
    "min_entries_to_compress": "min_entries", "max_age_seconds": "max_age_ms",
    "compression_ratio": "target_ratio", "auto_compress": "auto", "max_summaries": "max_summaries",
    "summary_cap": "cap_mode", "pin_anchor": "pin_anchor", "tool_timeout_seconds": "tool_timeout_ms",
}

_json = msgspec.json.Encoder()
_entry_decoder = msgspec.json.Decoder(Entry)
_summary_decoder = msgspec.json.Decoder(MemorySummary)


def new_id(prefix: str = "") -> str:
    """A sortable unique id: milliseconds then randomness (hex)."""
    return f"{prefix}{int(time.time() * 1000):012x}{os.urandom(6).hex()}"


def _keys(cfg: MemoryConfig, session_id: str) -> BudgetKeys:
    return cfg.keys.budget_session(session_id)


def _fcall(function: str, keys: BudgetKeys, *args: Any, readonly: bool = False) -> Cmd:
    k = keys.as_list()
    return Cmd("fcall_ro" if readonly else "fcall", (function, len(k), *k, *args))


def _fcall_writeback(function: str, keys: BudgetKeys, *args: Any) -> Cmd:
    """A write-back: the ten keys and the bucket's outcome counters (counted in the same step)."""
    k = [*keys.as_list(), keys.stats]
    return Cmd("fcall", (function, len(k), *k, *args))


# ---------------------------------------------------------------- entries


def _check_content(content: object) -> str | list[dict[str, Any]]:
    if isinstance(content, str):
        return content
    if isinstance(content, list) and all(isinstance(p, dict) for p in content):
        return content
    raise InvalidEntry(f"content must be text or a list of part objects, got {type(content).__name__}")


def count_entry(counter: TokenCounter, entry: Entry) -> int:
    """Tokens of an entry's text as a model reads it: content (all parts), name, tool name and arguments."""
    parts: list[str] = []
    if isinstance(entry.content, str):
        parts.append(entry.content)
    else:
        for p in entry.content:
            text = p.get("text")
            parts.append(text if isinstance(text, str) else _json.encode(p).decode())
    for extra in (entry.name, entry.tool_name, entry.source):
        if extra:
            parts.append(extra)
    if entry.arguments is not None:
        parts.append(_json.encode(entry.arguments).decode())
    return sum(counter.count(p) for p in parts if p)


def make_entry(
    counter: TokenCounter | None,
    type: str,
    role: str | None,
    content: object,
    *,
    name: str | None = None,
    metadata: dict[str, Any] | None = None,
    tool_call_id: str | None = None,
    tool_name: str | None = None,
    arguments: dict[str, Any] | None = None,
    source: str | None = None,
    is_error: bool = False,
    ts: object = None,
    tokens: int | None = None,
    id: str | None = None,
) -> Entry:
    """Build and validate an entry; count its tokens unless ``tokens`` is given.

    Raises:
        InvalidEntry: unknown type or role, malformed content, a bad tool name or call id,
            content, arguments or metadata that JSON cannot hold.
        InvalidArgument: a negative or absurd explicit token count (or none, and no counter).
    """
    if type not in TYPE_CODES:
        raise InvalidEntry(f"entry type must be one of {sorted(TYPE_CODES)}, got {type!r}"
                           + (" (summaries are written by the summarizer)" if type == "summary" else ""))
    role = role or DEFAULT_ROLES.get(type)
    if type == "message" and role not in ("user", "assistant"):
        raise InvalidEntry(f"a message's role must be 'user' or 'assistant', got {role!r}")
    if role not in ("user", "assistant", "system", "tool"):
        raise InvalidEntry(f"role must be user, assistant, system or tool, got {role!r}")
    if type in ("tool_call", "tool_result"):
        if not isinstance(tool_call_id, str) or not CALL_ID_RE.fullmatch(tool_call_id):
            raise InvalidEntry(f"tool call id must be 1-256 characters of [A-Za-z0-9_.:@-], got {tool_call_id!r:.80}")
    elif tool_call_id is not None:
        raise InvalidEntry(f"only tool calls and results carry a tool_call_id ({type} given one)")
    if type == "tool_call" or tool_name is not None:
        if type not in ("tool_call", "tool_result"):
            raise InvalidEntry(f"only tool calls and results carry a tool name ({type} given one)")
        if not isinstance(tool_name, str) or not TOOL_NAME_RE.fullmatch(tool_name):
            raise InvalidEntry(f"tool name must match [A-Za-z0-9_-]{{1,64}} (as provider APIs require), got {tool_name!r:.80}")
    if type == "tool_call" and not isinstance(arguments, dict):
        raise InvalidEntry(f"tool call arguments must be a JSON object (dict), got {type_name(arguments)}")
    if type != "tool_call" and arguments is not None:
        raise InvalidEntry(f"only tool calls carry arguments ({type} given some)")
    if name is not None and (not isinstance(name, str) or not 0 < len(name) <= 64):
        raise InvalidEntry(f"name must be a string of 1-64 characters, got {name!r:.80}")
    if metadata is not None and not isinstance(metadata, dict):
        raise InvalidEntry(f"metadata must be a dict, got {type_name(metadata)}")
    if source is not None and not isinstance(source, str):
        raise InvalidEntry(f"source must be a string, got {type_name(source)}")
    if id is not None and (not isinstance(id, str) or not ENTRY_ID_RE.fullmatch(id)):
        raise InvalidEntry(f"id must be 1-128 characters of [A-Za-z0-9_.:@-], got {id!r:.80}")
    if metadata is not None and not all(isinstance(k, str) for k in metadata):
        raise InvalidEntry("metadata keys must be strings")
    entry = Entry(
        id=id or new_id(),
        type=type,
        role=role,
        content=_check_content(content if content is not None else ""),
        ts=timestamp(ts),
        tokens=0,
        name=name,
        metadata=metadata or {},
        tool_call_id=tool_call_id,
        tool_name=tool_name,
        arguments=arguments,
        source=source,
        is_error=bool(is_error),
    )
    if tokens is None:
        if counter is None:
            raise InvalidArgument("tokens are required (no token counter given)")
        _encode(entry)  # the counter reads parts and arguments as JSON: refuse what JSON cannot hold first
        tokens = count_entry(counter, entry)
    if isinstance(tokens, bool) or not isinstance(tokens, int) or not 0 <= tokens <= MAX_ENTRY_TOKENS:
        raise InvalidArgument(f"tokens must be an integer in [0, {MAX_ENTRY_TOKENS}], got {tokens!r}")
    return msgspec.structs.replace(entry, tokens=tokens)


def type_name(v: object) -> str:
    return type(v).__name__


def _encode(entry: Entry) -> bytes:
    try:
        return _json.encode(entry)
    # objects JSON cannot hold, lone surrogates (not UTF-8), nesting too deep to encode
    except (TypeError, msgspec.EncodeError, UnicodeEncodeError, RecursionError) as e:
        raise InvalidEntry(f"entry is not JSON-serializable: {e}") from None


def check_entry(entry: Entry) -> Entry:
    """Validate a ready-made entry (it may have been built by hand) exactly as :func:`make_entry` builds one."""
    if entry.tokens is None:
        raise InvalidArgument(f"tokens must be an integer in [0, {MAX_ENTRY_TOKENS}], got None")
    return make_entry(
        None, entry.type, entry.role, entry.content, name=entry.name, metadata=entry.metadata,
        tool_call_id=entry.tool_call_id, tool_name=entry.tool_name, arguments=entry.arguments, source=entry.source,
        is_error=entry.is_error, ts=entry.ts, tokens=entry.tokens, id=entry.id,
    )


def _encode_entry(cfg: MemoryConfig, entry: Entry) -> bytes:
    payload = _encode(msgspec.structs.replace(entry, seq=0))
    if len(payload) > cfg.max_entry_bytes:
        raise EntryTooLarge(f"entry is {len(payload)} bytes, over max_entry_bytes={cfg.max_entry_bytes}")
    try:  # what is stored must read back: a field of the wrong type would break every later read
        _entry_decoder.decode(payload)
    except (msgspec.DecodeError, RecursionError) as e:
        raise InvalidEntry(f"entry {entry.id!r:.80} would not read back: {e}") from None
    return payload


def _summary_payload(summary: MemorySummary) -> bytes:
    """A summary's JSON, checked to read back (types, text that UTF-8 can hold)."""
    if not isinstance(summary, MemorySummary):
        raise InvalidEntry(f"summary must be a MemorySummary, got {type_name(summary)}")
    try:
        payload = _json.encode(summary)
        _summary_decoder.decode(payload)
    except (TypeError, msgspec.EncodeError, msgspec.DecodeError, UnicodeEncodeError, RecursionError) as e:
        raise InvalidEntry(f"summary would not read back: {e}") from None
    return payload


def _header(h: Any) -> tuple[int, int, str, str]:
    """An entry header's seq, tokens, type code and call id (its last field, the time added, is the library's)."""
    seq, tok, t, cid, _ = (h.decode() if type(h) is bytes else as_str(h)).split("|")
    return int(seq), int(tok), t, cid


TYPE_NAMES = {code: name for name, code in TYPE_CODES.items()}


def _decode_entry(session_id: str, header: Any, payload: Any) -> Entry:
    """A stored entry; its header (what the library itself checked) wins for seq, tokens, type and call id.

    Raises:
        CorruptEntry: Stored bytes that are not an entry (written before the library checked entries).
    """
    with reading(session_id, f"the entry with header {as_str(header)[:80]!r}"):
        seq = _header(header)[0]
    with reading(session_id, f"entry #{seq}"):
        return _stamped(_entry_decoder.decode(as_bytes(payload)), header)


def _stamped(e: Entry, header: Any) -> Entry:
    """``e`` with what its header (written by the library) says: seq, tokens, type and call id."""
    seq, tokens, code, cid = _header(header)
    return msgspec.structs.replace(e, seq=seq, tokens=tokens, type=TYPE_NAMES.get(code, e.type),
                                   tool_call_id=cid or e.tool_call_id)


_entries_decoder = msgspec.json.Decoder(list[Entry])


def _decode_entries(session_id: str, r: Any, start: int, n: int) -> list[Entry]:
    """The ``n`` stored entries whose header/payload pairs start at ``r[start]`` (see :func:`_decode_pairs`)."""
    if n <= 0:
        return []
    return _decode_pairs(session_id, r[start : start + 2 * n : 2], r[start + 1 : start + 2 * n : 2])


def _decode_pairs(session_id: str, headers: Sequence[Any], payloads: Sequence[Any], memo: bool = True) -> list[Entry]:
    """The stored entries of these headers and payloads (two columns of the same length).

    An entry is a pure function of its header and payload bytes (the header carries the
    seq and the time added, the payload the entry's unique id), so what an earlier read
    decoded is taken from a bounded memo: a bot reads the same working set every turn
    and decodes only what is new. The rest are decoded in one pass, their payloads
    joined into one JSON array; should that fail (a malformed entry), each is decoded on
    its own so the error names the bad one. ``memo=False``: the memo is neither read nor
    written, for a read whose entries are unlikely to have been read before or to be read
    again this way (see :func:`_snapshot_view`).
    """
    n = len(headers)
    if not n:
        return []
    if not memo:
        return _decode_fresh(session_id, headers, payloads)
    pairs = list(zip(headers, payloads, strict=True))
    try:
        out = list(map(_DECODED.get, pairs))
    except TypeError:  # an unhashable reply item (not bytes or str): decoded below, which names it
        out = [None] * n
    todo = [i for i, e in enumerate(out) if e is None]
    if len(todo) == n:  # nothing decoded before (a session this process has not read): no gaps to fill
        out = _decode_fresh(session_id, headers, payloads)  # type: ignore[assignment]
        _memoize(pairs, out)  # type: ignore[arg-type]
    elif todo:
        fresh = _decode_fresh(session_id, [headers[i] for i in todo], [payloads[i] for i in todo])
        for i, e in zip(todo, fresh, strict=True):
            out[i] = e
        _memoize([pairs[i] for i in todo], fresh)
    return out  # type: ignore[return-value]  # every slot is filled now


def _memoize(pairs: list[tuple[Any, Any]], entries: list[Entry]) -> None:
    """Keep these decoded entries in ``_DECODED``, within its bounds."""
    global _decoded_bytes
    memo = _DECODED
    # the common case in one step, as the loop below would do it: every payload bytes and small, room for them all
    sizes = [len(b) if type(b) is bytes else _DECODED_BYTES + 1 for _, b in pairs]
    total = sum(sizes)
    if (max(sizes) <= _DECODED_ENTRY_BYTES and len(memo) + len(pairs) <= _DECODED_MAX
            and _decoded_bytes + total <= _DECODED_BYTES):
        memo.update(zip(pairs, entries, strict=True))
        _decoded_bytes += total
        return
    for pair, e in zip(pairs, entries, strict=True):
        size = len(pair[1]) if isinstance(pair[1], (bytes, str)) else _DECODED_ENTRY_BYTES + 1
        if size <= _DECODED_ENTRY_BYTES:  # a large tool result is read rarely and would crowd out the rest
            if len(memo) >= _DECODED_MAX or _decoded_bytes + size > _DECODED_BYTES:
                memo.clear()
                _decoded_bytes = 0
            memo[pair] = e
            _decoded_bytes += size


def _decode_summary(session_id: str, end: Any, raw: Any) -> MemorySummary:
    """A stored summary, from a bounded memo of the JSON it was read from (a summary is immutable: every
    turn reads the same ones)."""
    s = _SUMMARIES.get(raw) if type(raw) is bytes else None
    if s is None:
        with reading(session_id, f"the summary ending at #{as_str(end)}"):
            s = _summary_decoder.decode(as_bytes(raw))
        if type(raw) is bytes and len(raw) <= _DECODED_ENTRY_BYTES:
            remember(_SUMMARIES, raw, s, _SUMMARIES_MAX)
    return s


_SUMMARIES: dict[bytes, MemorySummary] = {}
_SUMMARIES_MAX = 1024  # summaries of up to _DECODED_ENTRY_BYTES each: at most 16 MiB of JSON held

# (header, payload) -> entry, for payloads up to _DECODED_ENTRY_BYTES; cleared when it would pass either bound
_DECODED: dict[tuple[Any, Any], Entry] = {}
_DECODED_MAX = 20_000  # entries
_DECODED_BYTES = 16 * 1024 * 1024  # payload bytes held (the decoded entries take about as much again)
_DECODED_ENTRY_BYTES = 16 * 1024
_decoded_bytes = 0


def _decode_fresh(session_id: str, heads: Sequence[Any], bodies: Sequence[Any]) -> list[Entry]:
    """The entries of these headers and payloads, decoded in one pass (see :func:`_decode_pairs`)."""
    try:
        joined = b",".join(bodies) if all(type(b) is bytes for b in bodies) else b",".join(map(as_bytes, bodies))
        decoded = _entries_decoder.decode(b"[" + joined + b"]")
        # the headers likewise: seq|tokens|type code|call id|time added, five fields each (no field holds a "|")
        fields = b"|".join(heads if all(type(h) is bytes for h in heads) else map(as_bytes, heads)).decode().split("|")
        if len(decoded) != len(heads) or len(fields) != 5 * len(heads):
            raise ValueError("entry count")
        replace, names, f = msgspec.structs.replace, TYPE_NAMES, iter(fields)
        return [replace(e, seq=int(seq), tokens=int(tok), type=names.get(code, e.type), tool_call_id=cid or e.tool_call_id)
                for e, seq, tok, code, cid, _ in zip(decoded, f, f, f, f, f, strict=False)]  # 5 fields each (counted)
    except DECODE_ERRORS:
        return [_decode_entry(session_id, h, b) for h, b in zip(heads, bodies, strict=True)]


# ---------------------------------------------------------------- operations


def add_entry(cfg: MemoryConfig, session_id: str, entry: Entry) -> Op[EntryResult]:
    """Append one ready-made entry, validated first; the Lua library checks the triggers and may queue a compression."""
    validate_session_id(session_id)
    if not isinstance(entry, Entry):
        raise InvalidEntry(f"expected an Entry, got {type_name(entry)}")
    return (yield from _append(cfg, session_id, check_entry(entry)))


def _append(cfg: MemoryConfig, session_id: str, entry: Entry) -> Op[EntryResult]:
    return appended(entry, (yield append_cmd(cfg, session_id, entry)))


def append_cmd(cfg: MemoryConfig, session_id: str, entry: Entry) -> Cmd:
    """The ``rollmem_budget_append`` call storing ``entry`` (checked by the caller)."""
    return _append_cmd(cfg, _keys(cfg, validate_session_id(session_id)), session_id, entry)


def _append_cmd(cfg: MemoryConfig, keys: BudgetKeys, session_id: str, entry: Entry) -> Cmd:
    payload = _encode_entry(cfg, entry)
    return _fcall(
        "rollmem_budget_append", keys, session_id, TYPE_CODES[entry.type], entry.role, entry.tokens,
        entry.tool_call_id or "", payload, *_append_settings(cfg),
    )


def _append_settings(cfg: MemoryConfig) -> tuple[str, ...]:
    """The arguments every append of ``cfg`` ends with: the budget settings (``lua_args``), the TTL, the
    largest entry and the events' length, as the strings Redis receives. Formatted once per config (a
    frozen struct), not on every append: a bot's turn spent 2 µs formatting and packing them."""
    cached = _APPEND_SETTINGS.get(id(cfg))
    if cached is not None and cached[0] is cfg:  # the very config (the entry holds it, so its id is not reused)
        return cached[1]
    b = cfg.budget
    args = tuple(str(a) for a in (*b.lua_args(), cfg.ttl_ms, cfg.max_entry_bytes, b.events_maxlen))
    remember(_APPEND_SETTINGS, id(cfg), (cfg, args), 64)
    return args


_APPEND_SETTINGS: dict[int, tuple[MemoryConfig, tuple[str, ...]]] = {}


def appended(entry: Entry, reply: Any) -> EntryResult:
    """``rollmem_budget_append``'s reply for ``entry``, decoded."""
    seq, queued = int(reply[0]), bool(int(reply[1]))
    return EntryResult(
        seq=seq,
        entry=msgspec.structs.replace(entry, seq=seq),
        queued=queued,
        job_id=as_str(reply[2]) or None,
        range=Range(int(reply[3]), int(reply[4])) if queued else None,
        context_tokens=int(reply[5]),
        active_entries=int(reply[6]),
        trigger=as_str(reply[7]) or None,
    )


def add(cfg: MemoryConfig, session_id: str, counter: TokenCounter, type: str, role: str | None, content: object,
        fields: dict[str, Any]) -> Op[EntryResult]:
    """Build an entry (counting its tokens) and append it: the facades' one operation for every ``add_*``."""
    validate_session_id(session_id)
    entry = make_entry(counter, type, role, content, **fields)
    return (yield from _append(cfg, session_id, entry))


def compress(cfg: MemoryConfig, session_id: str, only_if_aged: bool = False) -> Op[CompressResult]:
    """Queue the entries outside the recent window for summarizing now (seed 001's manual trigger)."""
    keys = _keys(cfg, validate_session_id(session_id))
    reply = yield _fcall("rollmem_budget_compress", keys, session_id, *cfg.budget.lua_args(), cfg.ttl_ms,
                         int(only_if_aged))
    if not int(reply[0]):
        return CompressResult(False)
    return CompressResult(True, as_str(reply[1]), Range(int(reply[2]), int(reply[3])))


def _pending_mode(cfg: MemoryConfig, pending: str | None) -> str:
    mode = pending or cfg.budget.pending
    if mode not in ("include", "placeholder", "all"):
        raise InvalidArgument(f"pending must be 'include', 'placeholder' or 'all', got {mode!r:.40}")
    return mode


def view(cfg: MemoryConfig, session_id: str, pending: str | None = None,
         with_facts: bool | None = None) -> Op[BudgetView]:
    """The session's whole working set in one read-only call (see ``BudgetView``); the ledger too
    unless ``with_facts`` (default: ``cfg.fact_ledger``) is False.

    ``pending``: ``include`` entries awaiting their summary verbatim, the newest
    blocks' first and at most ``MAX_PENDING_READ`` (1,000) in all, so a read stays
    bounded while no summarizer runs (older pending blocks come as placeholders;
    nothing is lost); ``placeholder`` for none; ``all`` for every one (exports).
    Read as a snapshot of plain commands (``snapshot.py``) when the session is small
    enough, else (or where the driver will not run a transaction) by ``rollmem_budget_context``.
    """
    keys = _keys(cfg, validate_session_id(session_id))
    facts = cfg.fact_ledger if with_facts is None else with_facts
    mode = _pending_mode(cfg, pending)
    snap = None
    if not LARGE.skip(keys.meta):  # a session known to be too large is not tried
        with contextlib.suppress(UseFunction):
            snap = (yield from _snapshot(keys, mode, facts))[1]
    if snap is None:
        r = yield _fcall("rollmem_budget_context", keys, mode, int(facts), readonly=True)
        return _decode_view(session_id, r)[0]
    return _snapshot_decoded(session_id, snap)


def _snapshot(keys: BudgetKeys, mode: str, facts: bool, first: tuple[Any, ...] | None = None,
              meanwhile: Callable[[], object] | None = None) -> Op[tuple[Any, Snapshot | None]]:
    """``rollmem_budget_context``'s read as a snapshot, after the write ``first`` (a command, or None) in
    the same transaction: (``first``'s reply, the snapshot read or None when the session is too large for
    this read). ``meanwhile``: as :class:`Cmd`'s.

    Raises:
        UseFunction: the driver runs no transaction here (nothing was sent).
    """
    lead = () if first is None else (first,)
    replies = yield Cmd("transaction" if first is None else "write_transaction", (*lead, *snapshot_cmds(keys, facts)),
                        meanwhile=meanwhile)
    head, replies = (replies[0], replies[1:]) if lead else (None, replies)
    snap = read_snapshot(mode, replies)
    LARGE.seen(keys.meta, snap is None)
    return head, snap


def _snapshot_view(session_id: str, keys: BudgetKeys, mode: str, facts: bool,
                   first: tuple[Any, ...] | None = None) -> Op[tuple[Any, BudgetView | None]]:
    """The reply of the write ``first`` (a command, or None) and the view read without Lua after it in
    the same transaction, or None where the snapshot does not apply: a session this process read before
    (``snapshot.KNOWN``) by what was appended since, else whole.

    Raises:
        UseFunction: the driver runs no transaction here, or the session is known to be too large.
    """
    if LARGE.skip(keys.meta):
        raise UseFunction
    key = (keys.meta, mode, facts)
    known = KNOWN.get(key)
    if known is not None:
        lead = () if first is None else (first,)
        replies = yield Cmd("transaction" if first is None else "write_transaction",
                            (*lead, *KNOWN.delta_cmds(keys, known)))
        head, replies = (replies[0] if lead else None), replies[len(lead):]
        view = KNOWN.extend(key, known, replies, lambda pairs, n: _decode_entries(session_id, pairs, 0, n))
        if view is not None:
            return head, view
        first = None  # changed otherwise than by appends: read whole (a second round trip)
    else:
        head = None
    try:
        # the view read whole is kept in KNOWN, which may have to forget another first: done while the
        # transaction is in flight (freeing a view of entries long out of the cache cost a fresh turn 7 µs)
        appended_reply, snap = yield from _snapshot(keys, mode, facts, first, KNOWN.make_room)
    except UseFunction:
        if head is None:
            raise
        return head, None  # the append ran: never sent again; the caller reads by the function
    head = appended_reply if head is None else head
    if snap is None:
        return head, None
    # A session read whole for the first time is decoded without the decoded-entry memo: its entries were not
    # read before, and its next reads are by what was appended since (KNOWN holds this view), so they would sit
    # in the memo unread until it is cleared; keeping them cost a fresh turn more than decoding them (measured:
    # 50 µs against 30 at 21 entries: a larger memo, and every entry freed much later, out of the cache). A
    # session read whole again (changed otherwise than by appends, or its view forgotten) uses the memo.
    view = _snapshot_decoded(session_id, snap, memo=known is not None or KNOWN.read_before(key))
    KNOWN.remember(key, snap, view)
    return head, view


def input_view(cfg: MemoryConfig, session_id: str, request: ServerFit, pending: str | None = None) -> Op[BudgetView]:
    """What :func:`fit` chooses the model input from, read the cheapest way: a small session whole (a
    snapshot: no Lua runs), a larger one by :func:`fitted_view` (the server leaves out what cannot fit)."""
    keys = _keys(cfg, validate_session_id(session_id))
    try:
        view = (yield from _snapshot_view(session_id, keys, _pending_mode(cfg, pending), cfg.fact_ledger))[1]
    except UseFunction:
        view = None
    if view is None:
        return (yield from fitted_view(cfg, session_id, request, pending))
    return view


def fitted_view(cfg: MemoryConfig, session_id: str, request: ServerFit, pending: str | None = None,
                with_facts: bool | None = None) -> Op[BudgetView]:
    """The working set minus what cannot fit ``request.budget``, left out by the server (``rollmem_budget_fit``).

    :func:`fit` over the result makes exactly the selection it makes over :func:`view`'s
    (for that budget or a smaller one); the entries that cannot fit are neither sent nor decoded.
    """
    return decode_fitted(session_id, request, (yield fit_cmd(cfg, session_id, request, pending, with_facts)))


def fit_cmd(cfg: MemoryConfig, session_id: str, request: ServerFit, pending: str | None = None,
            with_facts: bool | None = None) -> Cmd:
    """The ``rollmem_budget_fit`` call :func:`fitted_view` makes."""
    keys = _keys(cfg, validate_session_id(session_id))
    facts = cfg.fact_ledger if with_facts is None else with_facts
    return _fcall(
        "rollmem_budget_fit", keys, _pending_mode(cfg, pending), request.budget, request.message_overhead,
        request.placeholder_tokens, int(facts), readonly=True,
    )


def turn_cmd(cfg: MemoryConfig, session_id: str, entry: Entry, request: ServerFit, pending: str | None = None) -> Cmd:
    """``rollmem_budget_turn``: :func:`append_cmd`'s arguments, then :func:`fit_cmd`'s, in one call."""
    add, read = append_cmd(cfg, session_id, entry), fit_cmd(cfg, session_id, request, pending)
    nkeys = add.args[1]
    return Cmd("fcall", ("rollmem_budget_turn", *add.args[1:], *read.args[2 + nkeys:]))


def turn(cfg: MemoryConfig, session_id: str, entry: Entry, request: ServerFit,
         pending: str | None = None) -> Op[tuple[EntryResult, BudgetView]]:
    """Append ``entry`` (checked by the caller) and read the working set as the append left it, in one
    round trip: ``rollmem_budget_append`` and a snapshot's reads as one transaction, or where the driver
    will not run one (nothing ran then), ``rollmem_budget_turn``. A session this process read before is
    read by what was appended since (``snapshot.KNOWN``); one that changed otherwise is read whole right
    after, in a second round trip (whose view may hold what others appended in between). A session too
    large for the snapshot (more than ``SNAPSHOT_ENTRIES`` entries, pending ones included) is read by ``rollmem_budget_fit`` right
    after the append (a second call, whose view may already hold what other writers added since) the first
    time, and by ``rollmem_budget_turn`` while it stays that large (``snapshot.LARGE``)."""
    keys = _keys(cfg, validate_session_id(session_id))
    mode = _pending_mode(cfg, pending)
    add = _append_cmd(cfg, keys, session_id, entry)
    try:
        # known too large for the snapshot (UseFunction before anything is sent): the function turn, as where
        # no transaction runs
        reply, view = yield from _snapshot_view(session_id, keys, mode, cfg.fact_ledger, ("FCALL", *add.args))
    except UseFunction:
        reply = yield turn_cmd(cfg, session_id, entry, request, pending)
        return appended(entry, reply[:8]), decode_fitted(session_id, request, reply[8:])
    result = appended(entry, reply)
    if view is None:
        return result, decode_fitted(session_id, request, (yield fit_cmd(cfg, session_id, request, pending)))
    return result, view


def decode_fitted(session_id: str, request: ServerFit, r: Any) -> BudgetView:
    """``rollmem_budget_fit``'s reply, decoded: the view and the counts of what the server left out."""
    v, i = _decode_view(session_id, r)
    with reading(session_id, "the counts of what the server left out"):
        omitted = msgspec.structs.replace(
            request, omitted_entries=int(r[i]), omitted_segments=int(r[i + 1]), omitted_tokens=int(r[i + 2]),
            omitted_active=int(r[i + 3]),
        )
    return msgspec.structs.replace(v, server_fit=omitted)


def _snapshot_decoded(session_id: str, snap: Snapshot, memo: bool = True) -> BudgetView:
    """The view of a snapshot: what :func:`_decode_view` makes of ``rollmem_budget_context``'s reply, decoded
    from ``snap`` directly (building that layout only to parse it again was a fifth of a fresh session's turn,
    in client time). ``memo``: decode with the decoded-entry memo (:func:`_decode_pairs`).

    The entries (the pins, the pending ones that come verbatim, the active ones) are decoded in one batch
    (one JSON array, not one more per pin), in the order the function's reply holds them; a failed batch is
    decoded one by one in that order, so a corrupt entry raises the error :func:`_decode_view` raises. The
    summaries come between the pins and the other entries in that order: where there are any, the pins are
    decoded first, on their own.
    """
    pins = [p or b"" for p in snap.pins]  # system header and payload, anchor header and payload
    has_system, has_anchor = bool(as_str(pins[0])), bool(as_str(pins[2]))
    heads = [pins[0]] * has_system + [pins[2]] * has_anchor
    bodies = [pins[1]] * has_system + [pins[3]] * has_anchor
    pinned: list[Entry] | None = None
    if snap.summaries:
        pinned = _decode_pairs(session_id, heads, bodies, memo)
        heads, bodies = [], []
    segments: list[MemorySummary | PendingSegment] = [_decode_summary(session_id, end, raw)
                                                      for end, raw in snap.summaries]
    for _, _, _, _, verbatim in snap.pending:
        if verbatim is not None:
            heads += verbatim[0]
            bodies += verbatim[1]
    heads += snap.active[0]
    bodies += snap.active[1]
    decoded = _decode_pairs(session_id, heads, bodies, memo)
    i = 0
    if pinned is None:
        i = has_system + has_anchor
        pinned = decoded[:i]
    system = pinned[0] if has_system else None
    anchor = pinned[-1] if has_anchor else None
    for start, end, tokens, count, verbatim in snap.pending:
        n = len(verbatim[0]) if verbatim is not None else 0
        segments.append(PendingSegment(Range(start, end), count, tokens, decoded[i : i + n]))
        i += n
    active = decoded[i:]
    ledger = parse_ledger(ledger_part(snap.facts), 0)[0] if snap.facts else Ledger()  # what parse_ledger([0, 0]) is
    segments.sort(key=lambda s: s.range.end_index)
    return BudgetView(session_id, system, anchor, segments, active, snap.last, ledger)


def _decode_view(session_id: str, r: Any) -> tuple[BudgetView, int]:
    """Decode the reply layout ``rollmem_budget_context`` and ``rollmem_budget_fit`` share; and where it ends."""
    last = int(r[1])
    system = _decode_entry(session_id, r[4], r[5]) if as_str(r[4]) else None
    anchor = _decode_entry(session_id, r[6], r[7]) if as_str(r[6]) else None
    i = 8
    segments: list[MemorySummary | PendingSegment] = []
    for _ in range(int(r[i])):
        segments.append(_decode_summary(session_id, r[i + 1], r[i + 3]))
        i += 3
    i += 1
    for _ in range(int(r[i])):
        start, end, tokens, count, n = (int(x) for x in r[i + 1 : i + 6])
        entries = _decode_entries(session_id, r, i + 6, n)
        segments.append(PendingSegment(Range(start, end), count, tokens, entries))
        i += 5 + 2 * n
    i += 1
    n = int(r[i])
    active = _decode_entries(session_id, r, i + 1, n)
    ledger, end = parse_ledger(r, i + 1 + 2 * n)
    segments.sort(key=lambda s: s.range.end_index)
    return BudgetView(session_id, system, anchor, segments, active, last, ledger), end


def stats(cfg: MemoryConfig, session_id: str) -> Op[BudgetStats]:
    keys = _keys(cfg, validate_session_id(session_id))
    r = yield _fcall("rollmem_budget_stats", keys, readonly=True)
    f = {as_str(r[i]): r[i + 1] for i in range(0, len(r), 2)}
    n = {k: int(v) for k, v in f.items() if k not in ("policy", "gen")}
    return BudgetStats(
        session_id=session_id, exists=bool(n.pop("exists")), last_seq=n.pop("last"),
        **{k: v for k, v in n.items() if k in BudgetStats.__struct_fields__},
    )


def put_summary(cfg: MemoryConfig, session_id: str, gen: str, job_id: str, summary: MemorySummary,
                origin_id: str | None = None, base_end: int | None = None, facts: list[Fact] | None = None) -> Op[str]:
    """Write a compression's summary and its facts, remove the entries it covers and acknowledge the job, atomically.

    ``origin_id``, ``base_end`` and ``facts`` as for the ``blocks`` write-back (``blocks.ops.put_summary``).
    """
    keys = _keys(cfg, validate_session_id(session_id))
    payload = _summary_payload(summary)
    check_job_args(gen, job_id)
    b = cfg.budget
    reply = yield _fcall_writeback(
        "rollmem_budget_put_summary", keys, session_id, gen, summary.range.end_index, job_id, cfg.group,
        payload, summary.token_count, b.max_summaries, b.summary_cap, cfg.ttl_ms, b.events_maxlen,
        origin_id or "", "" if base_end is None else base_end,
        cfg.fact_cap, *fact_argv(facts if cfg.fact_ledger and facts else []),
    )
    return as_str(reply[0])


def put_merge(cfg: MemoryConfig, session_id: str, gen: str, job_id: str, summary: MemorySummary,
              origin_id: str | None = None, facts: list[Fact] | None = None) -> Op[str]:
    """Replace the summaries a merge job covered by their merged summary, write its facts, and acknowledge the job."""
    keys = _keys(cfg, validate_session_id(session_id))
    payload = _summary_payload(summary)
    check_job_args(gen, job_id)
    reply = yield _fcall_writeback(
        "rollmem_budget_put_merge", keys, session_id, gen, job_id, cfg.group, payload,
        summary.token_count, cfg.ttl_ms, origin_id or "",
        cfg.fact_cap, *fact_argv(facts if cfg.fact_ledger and facts else []),
    )
    return as_str(reply[0])


def configure(cfg: MemoryConfig, session_id: str, overrides: dict[str, Any]) -> Op[dict[str, str]]:
    """Set (value) or remove (None) per-session overrides of :class:`BudgetConfig` settings."""
    keys = _keys(cfg, validate_session_id(session_id))
    args: list[Any] = []
    for name, value in overrides.items():
        if name not in SETTINGS:
            raise InvalidArgument(f"unknown budget setting {name!r}; known: {sorted(SETTINGS)}")
        if value is None:
            args += [SETTINGS[name], ""]
            continue
        try:  # validate exactly as the deployment-wide settings are
            checked = msgspec.structs.replace(cfg.budget, **{name: value})
        except Exception as e:
            raise InvalidArgument(str(e)) from None
        lua = dict(zip(SETTINGS.values(), checked.lua_args(), strict=True))
        args += [SETTINGS[name], lua[SETTINGS[name]]]
    reply = yield _fcall("rollmem_budget_configure", keys, session_id, *args)
    return {as_str(reply[i]): as_str(reply[i + 1]) for i in range(0, len(reply), 2)}


def clear(cfg: MemoryConfig, session_id: str) -> Op[bool]:
    keys = _keys(cfg, validate_session_id(session_id))
    reply = yield _fcall("rollmem_budget_clear", keys, session_id, cfg.group, cfg.budget.events_maxlen)
    return bool(int(reply[0]))


def export(cfg: MemoryConfig, session_id: str) -> Op[BudgetExport]:
    """Every entry not yet summarized (pins and pending ones included) and the summaries."""
    v = yield from view(cfg, session_id, "all", True)
    st = yield from stats(cfg, session_id)
    keys = _keys(cfg, session_id)
    over = yield Cmd("hgetall", (keys.meta,))
    overrides = {as_str(k)[2:]: as_str(x) for k, x in over.items() if as_str(k).startswith("o:")}
    entries = [e for e in (v.system, v.anchor) if e is not None]
    summaries = []
    for seg in v.segments:
        if isinstance(seg, MemorySummary):
            summaries.append(seg)
        else:
            entries += seg.entries
    entries += v.entries
    entries.sort(key=lambda e: e.seq)
    return BudgetExport(session_id, entries, summaries, v.last_seq, st.total_tokens, overrides,
                        facts=v.ledger.facts, superseded_facts=v.ledger.superseded)


def import_(cfg: MemoryConfig, state: BudgetExport | dict[str, Any] | bytes | str,
            session_id: str | None = None) -> Op[str]:
    """Replace a session with an export, atomically. Returns the new generation."""
    state = decode_export(state, BudgetExport)
    sid = validate_session_id(session_id if session_id is not None else state.session_id)
    keys = _keys(cfg, sid)
    over = _checked_overrides(cfg, state.overrides)  # before anything is written
    args: list[Any] = [sid, cfg.group, cfg.ttl_ms, cfg.max_entry_bytes, state.last_seq, len(state.entries)]
    for e in state.entries:
        if e.type not in TYPE_CODES:
            raise InvalidEntry(f"entry {e.id} has unknown type {e.type!r}")
        args += [e.seq, TYPE_CODES[e.type], e.role, e.tokens, e.tool_call_id or "", _encode_entry(cfg, e)]
    args.append(len(state.summaries))
    for s in state.summaries:
        args += [s.range.end_index, s.token_count, _summary_payload(s)]
    args += [cfg.fact_cap, *fact_argv(replay_order(state.facts, state.superseded_facts))]
    reply = yield _fcall("rollmem_budget_import", keys, *args)
    if over:
        yield _fcall("rollmem_budget_configure", keys, sid, *over)
    return as_str(reply[0])


def _checked_overrides(cfg: MemoryConfig, overrides: dict[str, str]) -> list[Any]:
    """An export's overrides (Lua names and values) as configure ARGV, each checked as ``configure`` checks it."""
    names = {lua: py for py, lua in SETTINGS.items()}
    out: list[Any] = []
    for lua_name, value in overrides.items():
        if lua_name not in names:
            raise InvalidEntry(f"unknown override {lua_name!r} in export")
        try:
            if lua_name in ("watermark", "target_ratio"):
                v: Any = float(value)
            elif lua_name == "cap_mode":
                v = value
            elif lua_name in ("auto", "pin_anchor"):
                if value not in ("0", "1"):
                    raise ValueError("must be 0 or 1")
                v = value == "1"
            else:
                n = int(value)
                seconds = lua_name in ("max_age_ms", "tool_timeout_ms")
                v = (n / 1000 if n else None) if seconds else (n or None) if lua_name == "context_window" else n
            msgspec.structs.replace(cfg.budget, **{names[lua_name]: v})
        except (ValueError, TypeError) as e:  # ConfigError is a ValueError
            raise InvalidEntry(f"bad override {lua_name}={value!r} in export: {e}") from None
        out += [lua_name, value]
    return out


def parse_events(stream: Any, entries: Sequence[Any], session_id: str | None) -> Generator[Event, None, None]:
    for event_id, fields in entries:
        f = {as_str(k): as_str(v) for k, v in fields.items()}
        sid = f.pop("sid", "")
        if session_id is None or sid == session_id:
            yield Event(as_str(event_id), f.pop("event", ""), sid, f)


def summary_from_job(
    job_entries: Sequence[dict[str, Any]], text: str, counter: TokenCounter | Callable[[str], int],
    start: int, end: int, merged: int = 0,
) -> MemorySummary:
    """Build seed 001's summary record for a compression job's entries and the summarizer's text."""
    count = counter.count if hasattr(counter, "count") else counter
    original = sum(int(e.get("tokens", 0)) for e in job_entries)
    tokens = int(count(text))
    stamps = [str(e.get("ts", "")) for e in job_entries if e.get("ts")] or [utc_now_iso()]
    return MemorySummary(
        id=new_id("sum_"),
        content=text,
        range=Range(start, end),
        original_entry_ids=[str(e.get("id", "")) for e in job_entries],
        token_count=tokens,
        original_token_count=original,
        compression_ratio=round(original / tokens, 2) if tokens else 0.0,
        created_at=utc_now_iso(),
        time_range=TimeRange(min(stamps), max(stamps)),
        merged=merged,
    )
