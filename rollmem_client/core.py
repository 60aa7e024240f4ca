"""The sans-I/O core of the client: every operation, written once.

Each operation is a generator that yields :class:`Cmd` objects (a redis-py
method name and its arguments) and receives their replies; when it returns,
its return value is the operation's result. The sync and async clients are
thin drivers of these generators (see ``_Driver`` in ``client.py`` and
``aio.py``), so encoding, key selection and reply decoding exist once.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Generator
from dataclasses import dataclass
from typing import Any, TypeVar

import msgspec

from .config import MAX_SUMMARIES, MAX_WINDOW, MemoryConfig
from .errors import (
    ConfigError,
    EntryTooLarge,
    FunctionMissing,
    InvalidArgument,
    InvalidEntry,
    LibraryError,
    from_reply,
)
from .keys import SessionKeys, validate_session_id
from .models import (
    AppendResult,
    Context,
    Interaction,
    PendingBlock,
    Range,
    SessionConfig,
    SessionExport,
    Stats,
    StoredInteraction,
    Summary,
)
from .scripts import library_source, library_version

T = TypeVar("T")
X = TypeVar("X", bound=msgspec.Struct)


@dataclass(frozen=True)
class Cmd:
    """One Redis call: a redis-py client method and its positional arguments."""

    method: str
    args: tuple[Any, ...] = ()


Op = Generator[Cmd, Any, T]

_json = msgspec.json.Encoder()
_raw_object = msgspec.json.Decoder(dict[str, msgspec.Raw])


# ---------------------------------------------------------------- helpers


def as_str(v: Any) -> str:
    return v.decode() if isinstance(v, bytes) else str(v)


def as_bytes(v: Any) -> bytes:
    return v if isinstance(v, bytes) else str(v).encode()


def utc_now_iso() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def _timestamp(ts: object) -> str:
    if ts is None:
        return utc_now_iso()
    if isinstance(ts, _dt.datetime):
        if ts.tzinfo is None:
            raise InvalidEntry("ts must be timezone-aware (naive datetimes are ambiguous across hosts)")
        return ts.isoformat()
    if isinstance(ts, str) and 0 < len(ts) <= 64:
        try:
            parsed = _dt.datetime.fromisoformat(ts[:-1] + "+00:00" if ts.endswith("Z") else ts)
        except ValueError:
            raise InvalidEntry(f"ts must be an ISO-8601 timestamp, got {ts!r}") from None
        if parsed.tzinfo is None:
            raise InvalidEntry(f"ts must carry a timezone (naive times are ambiguous across hosts), got {ts!r}")
        return _utf8(ts, "ts")
    raise InvalidEntry(f"ts must be a timezone-aware datetime or an ISO-8601 string, got {ts!r:.80}")


def _utf8(text: str, name: str) -> str:
    """``text`` if it can be stored as UTF-8 (no lone surrogates), else :class:`InvalidEntry`."""
    try:
        text.encode()
    except UnicodeEncodeError as e:
        raise InvalidEntry(f"{name} is not valid Unicode text: {e}") from None
    return text


def json_object(value: object, name: str) -> msgspec.Raw:
    """Encode ``value`` (a dict, a Struct, or JSON text of an object) as raw JSON bytes.

    JSON text is validated and kept byte for byte, so callers that already hold
    the request or response as JSON get back exactly what they sent.
    """
    if isinstance(value, (str, bytes, bytearray, memoryview)):
        raw = bytes(value) if not isinstance(value, str) else _utf8(value, name).encode()
        try:
            _raw_object.decode(raw)
        except (msgspec.DecodeError, RecursionError) as e:
            raise InvalidEntry(f"{name} must be JSON text of an object: {e}") from None
        return msgspec.Raw(raw)
    if isinstance(value, dict) or isinstance(value, msgspec.Struct):
        try:
            return msgspec.Raw(_json.encode(value))
        # lone surrogates cannot be UTF-8; nesting too deep to encode
        except (TypeError, msgspec.EncodeError, UnicodeEncodeError, RecursionError) as e:
            raise InvalidEntry(f"{name} is not JSON-serializable: {e}") from None
    raise InvalidEntry(f"{name} must be a JSON object (dict) or its JSON text, got {type(value).__name__}")


def encode_interaction(cfg: MemoryConfig, user_request: object, ai_response: object, ts: object) -> bytes:
    payload = _json.encode(
        StoredInteraction(json_object(user_request, "user_request"), json_object(ai_response, "ai_response"), _timestamp(ts))
    )
    if len(payload) > cfg.max_entry_bytes:
        raise EntryTooLarge(f"interaction is {len(payload)} bytes, over max_entry_bytes={cfg.max_entry_bytes}")
    return payload


def decode_interaction(seq: int, payload: Any) -> Interaction:
    stored = msgspec.json.decode(as_bytes(payload), type=StoredInteraction)
    return Interaction(
        seq, msgspec.json.decode(stored.user_request), msgspec.json.decode(stored.ai_response), stored.ts
    )


def encode_summary(summary: Summary) -> bytes:
    return _json.encode(summary)


def decode_summary(payload: Any) -> Summary:
    return msgspec.json.decode(as_bytes(payload), type=Summary)


def _fcall(function: str, keys: SessionKeys, *args: Any, readonly: bool = False) -> Cmd:
    k = keys.as_list()
    return Cmd("fcall_ro" if readonly else "fcall", (function, len(k), *k, *args))


def _override(value: int | None, name: str, lo: int, hi: int) -> str:
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise InvalidArgument(f"{name} must be an integer in [{lo}, {hi}] or None, got {value!r}")
    return str(value)


# ---------------------------------------------------------------- start-up


def setup(cfg: MemoryConfig) -> Op[int]:
    """Load the library if Redis lacks it or holds an older version; check the bucket count.

    Returns the library version now loaded. Raises :class:`ConfigError` when the
    deployment in Redis uses another bucket count, :class:`LibraryError` when it
    holds a newer library than this client knows.
    """
    ours = library_version()
    try:
        theirs = int((yield Cmd("fcall_ro", ("rollmem_version", 0))))
    except LibraryError:
        theirs = 0
    if theirs < ours:
        yield Cmd("function_load", (library_source(), True))
    elif theirs > ours:
        raise LibraryError(f"Redis holds rollmem library v{theirs}, newer than this client's v{ours}: upgrade the client")
    keys = cfg.keys
    yield Cmd("hsetnx", (keys.config, "buckets", cfg.buckets))
    stored = yield Cmd("hget", (keys.config, "buckets"))
    if stored is not None and int(stored) != cfg.buckets:
        raise ConfigError(
            f"this deployment (prefix {cfg.prefix!r}) uses {int(stored)} buckets; the client is configured "
            f"with {cfg.buckets}. Sessions would land in the wrong job streams: use buckets={int(stored)}."
        )
    return max(ours, theirs)


def load_library(cfg: MemoryConfig) -> Op[int]:
    """Load the shipped library unconditionally (FUNCTION LOAD REPLACE; every primary on a cluster)."""
    yield Cmd("function_load", (library_source(), True))
    return library_version()


def ensure_groups(cfg: MemoryConfig) -> Op[int]:
    """Create the consumer group on every bucket's job stream (idempotent). Returns how many were new."""
    created = 0
    for stream in cfg.keys.all_job_streams():
        try:
            yield Cmd("xgroup_create", (stream, cfg.group, "0", True))
            created += 1
        except Exception as e:  # BUSYGROUP: it exists already
            if "BUSYGROUP" not in str(e):
                raise
    return created


# ---------------------------------------------------------------- blocks policy


def add_interaction(
    cfg: MemoryConfig, session_id: str, user_request: object, ai_response: object, ts: object = None
) -> Op[AppendResult]:
    keys = cfg.keys.session(session_id)
    payload = encode_interaction(cfg, user_request, ai_response, ts)
    reply = yield _fcall(
        "rollmem_append", keys, session_id, payload, cfg.window_size, cfg.max_summaries, cfg.ttl_ms, cfg.max_entry_bytes
    )
    seq, queued, job_id, start, end = int(reply[0]), int(reply[1]), as_str(reply[2]), int(reply[3]), int(reply[4])
    return AppendResult(seq, bool(queued), job_id or None, Range(start, end) if queued else None)


def context(cfg: MemoryConfig, session_id: str) -> Op[Context]:
    keys = cfg.keys.session(session_id)
    reply = yield _fcall("rollmem_context", keys, cfg.window_size, cfg.max_summaries, readonly=True)
    last, mark, w, m, nwin, nsum = (int(x) for x in reply[1:7])
    first = last - nwin + 1
    window = [decode_interaction(first + i, p) for i, p in enumerate(reply[7 : 7 + nwin])]
    summaries = [decode_summary(p) for p in reply[7 + nwin : 7 + nwin + nsum]]
    return Context(session_id, window, summaries, last, mark, w, m)


def stats(cfg: MemoryConfig, session_id: str) -> Op[Stats]:
    keys = cfg.keys.session(session_id)
    reply = yield _fcall("rollmem_stats", keys, cfg.window_size, cfg.max_summaries, readonly=True)
    f = {as_str(reply[i]): reply[i + 1] for i in range(0, len(reply), 2)}
    n = {k: int(v) for k, v in f.items() if k not in ("policy", "gen")}
    return Stats(
        session_id=session_id,
        exists=bool(n["exists"]),
        policy=as_str(f["policy"]),
        last_seq=n["last"],
        summarized_through=n["mark"],
        window=n["window"],
        summaries=n["summaries"],
        pending_jobs=n["pending"],
        jobs_queued=n["jobs_queued"],
        summaries_written=n["summaries_written"],
        created_ms=n["created_ms"],
        updated_ms=n.get("updated_ms", 0),
        window_size=n["window_size"],
        max_summaries=n["max_summaries"],
        ttl_ms=n["ttl_ms"],
    )


def clear_session(cfg: MemoryConfig, session_id: str) -> Op[bool]:
    keys = cfg.keys.session(session_id)
    reply = yield _fcall("rollmem_clear", keys, session_id, cfg.group)
    return bool(int(reply[0]))


def configure_session(
    cfg: MemoryConfig, session_id: str, window_size: int | None = None, max_summaries: int | None = None
) -> Op[SessionConfig]:
    keys = cfg.keys.session(session_id)
    w = _override(window_size, "window_size", 1, MAX_WINDOW)
    m = _override(max_summaries, "max_summaries", 0, MAX_SUMMARIES)
    reply = yield _fcall("rollmem_configure", keys, session_id, w, m)
    return SessionConfig(int(reply[0]) or None, None if int(reply[1]) < 0 else int(reply[1]))


def put_summary(
    cfg: MemoryConfig, session_id: str, gen: str, job_id: str, block: Range, text: str, ts: object = None,
    origin_id: str | None = None, base_end: int | None = None,
) -> Op[str]:
    """Write a block's summary and acknowledge its job in one step.

    ``origin_id`` is the id the job was first queued under (a requeued dead
    letter has a new one); ``base_end`` (running summaries) the end of the
    summary this one was built on, 0 for none. Returns "written", "duplicate",
    "stale", "superseded" or "stale_base" (not acknowledged: redo it).
    """
    keys = cfg.keys.session(session_id)
    if not isinstance(text, str):
        raise InvalidEntry(f"summary text must be a string, got {type(text).__name__}")
    _utf8(text, "summary text")
    payload = encode_summary(Summary(block, text, _timestamp(ts)))
    reply = yield _fcall(
        "rollmem_put_summary", keys, session_id, gen, block.end_index, job_id, cfg.group, payload,
        cfg.max_summaries, cfg.ttl_ms, origin_id or "", "" if base_end is None else base_end,
    )
    return as_str(reply[0])


def export_session(cfg: MemoryConfig, session_id: str) -> Op[SessionExport]:
    keys = cfg.keys.session(session_id)
    r = yield _fcall("rollmem_export", keys, cfg.window_size, cfg.max_summaries, readonly=True)
    last, mark, w, m, nwin, nsum = (int(x) for x in r[1:7])
    i = 7
    first = last - nwin + 1
    window = [decode_interaction(first + j, p) for j, p in enumerate(r[i : i + nwin])]
    i += nwin
    summaries = [decode_summary(r[i + 2 * j + 1]) for j in range(nsum)]
    i += 2 * nsum
    pending = []
    for j in range(int(r[i])):
        start, end, entries = int(r[i + 1 + 3 * j]), int(r[i + 2 + 3 * j]), r[i + 3 + 3 * j]
        pending.append(PendingBlock(Range(start, end), msgspec.json.decode(as_bytes(entries)) if entries else []))
    pending.sort(key=lambda p: p.range.end_index)
    return SessionExport(
        session_id=session_id,
        last_seq=last,
        summarized_through=mark,
        interactions=window,
        summaries=summaries,
        pending=pending,
        config=SessionConfig(w or None, None if m < 0 else m),
    )


def decode_export(state: object, cls: type[X]) -> X:
    """An export given as the struct itself, a dict or JSON, as ``cls``; else :class:`InvalidEntry`."""
    try:
        if isinstance(state, (bytes, str)):
            state = msgspec.json.decode(state, type=cls)
        elif isinstance(state, dict):
            state = msgspec.convert(state, type=cls)
    except (msgspec.DecodeError, UnicodeEncodeError, RecursionError) as e:  # DecodeError covers ValidationError
        raise InvalidEntry(f"not a rollmem {cls.__name__} export: {e}") from None
    if not isinstance(state, cls):
        raise InvalidEntry(f"state must be a {cls.__name__}, a dict or JSON, got {type(state).__name__}")
    return state


def import_session(cfg: MemoryConfig, state: SessionExport | dict[str, Any] | bytes | str, session_id: str | None = None) -> Op[str]:
    """Replace a session with an exported state, atomically. Returns the new generation."""
    state = decode_export(state, SessionExport)
    if state.policy != "blocks":
        raise InvalidEntry(f"cannot import a {state.policy!r} session as blocks")
    sid = validate_session_id(session_id if session_id is not None else state.session_id)
    keys = cfg.keys.session(sid)
    seqs = [i.seq for i in state.interactions]
    if seqs != list(range(state.last_seq - len(seqs) + 1, state.last_seq + 1)):
        raise InvalidEntry("interactions must be the contiguous range ending at lastSeq")
    args: list[Any] = [
        sid, cfg.group, cfg.ttl_ms, cfg.max_entry_bytes,
        _override(state.config.window_size, "window_size", 1, MAX_WINDOW),
        _override(state.config.max_summaries, "max_summaries", 0, MAX_SUMMARIES),
        state.last_seq, state.summarized_through, len(state.interactions),
    ]
    args += [encode_interaction(cfg, i.user_request, i.ai_response, i.ts) for i in state.interactions]
    args.append(len(state.summaries))
    for s in state.summaries:
        args += [s.range.end_index, encode_summary(s)]
    # A block whose job was dead-lettered is exported with start 0 and no entries:
    # nothing could summarize it, so it is not queued again (it stays in the
    # source deployment's dead-letter stream).
    pending = [p for p in state.pending if p.range.start_index > 0]
    args.append(len(pending))
    for p in pending:
        args += [p.range.start_index, p.range.end_index, _json.encode(p.interactions)]
    reply = yield _fcall("rollmem_import", keys, *args)
    return as_str(reply[0])


def translate(exc: Exception) -> Exception:
    """Map a Redis error reply to rollmem's exception, or return it unchanged."""
    msg = str(exc)
    ours = from_reply(msg)
    if ours is not None:
        return ours
    if "function not found" in msg.lower():
        return FunctionMissing(msg)
    return exc


def session_ids(cfg: MemoryConfig, keys: Any) -> Generator[str, None, None]:
    """Session ids from SCANned meta keys (duplicates removed by the caller)."""
    schema = cfg.keys
    for key in keys:
        sid = schema.session_id_from_meta(as_str(key))
        if sid is not None:
            yield sid
