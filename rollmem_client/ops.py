"""The machinery every policy's operations share: commands, encoding helpers, start-up, errors.

An operation is a generator that yields :class:`Cmd` objects (a redis-py
method name and its arguments) and receives their replies; when it returns,
its return value is the operation's result. The drivers (``driver.py``) run
these generators on a sync or asyncio client, so encoding, key selection and
reply decoding exist once. The policies' own operations live in
``blocks/ops.py`` and ``budget/ops.py``; this module holds what both use:
library set-up, consumer groups, error translation and payload helpers.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import re
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

import msgspec
import redis

from .config import MemoryConfig
from .errors import (
    ConfigError,
    CorruptEntry,
    FunctionMissing,
    InvalidArgument,
    InvalidEntry,
    LayoutError,
    LibraryError,
    RollMemError,
    WrongKeyType,
    from_reply,
)
from .scripts import library_source, library_version

T = TypeVar("T")
X = TypeVar("X", bound=msgspec.Struct)


@dataclass(frozen=True)
class Cmd:
    """One Redis call: a redis-py client method and its positional arguments.

    ``node``, when set, is the cluster node the call must go to (set-up runs on
    every primary); otherwise a cluster driver routes ``fcall``/``fcall_ro`` by
    their first key's slot and leaves other commands to redis-py.

    ``method="transaction"``: ``args`` are raw commands on one hash tag that only read,
    run as one ``MULTI``/``EXEC``; the reply is the list of their raw replies (no redis-py
    response callbacks: RESP2 or RESP3 shapes). A driver may throw :class:`UseFunction`
    into the operation instead (a replica read, a slot on the move, a lost connection).
    ``method="write_transaction"``: the same with a write among the commands: always on
    the primary, and :class:`UseFunction` only when none of it ran. ``meanwhile``, when set, is
    called once the transaction is sent, before its replies are read: work that need not wait
    for them (freeing what the operation drops), which the server's time then hides.
    """

    method: str
    args: tuple[Any, ...] = ()
    node: Any = None
    meanwhile: Callable[[], object] | None = None


Op = Generator[Cmd, Any, T]


class UseFunction(Exception):
    """Thrown by a driver into an operation whose ``transaction`` command it will not run as one
    (a cluster client reading from replicas, a slot on the move): do it with the function instead.
    Never leaves an operation. For a ``write_transaction``, nothing of it ran."""


_json = msgspec.json.Encoder()
_raw_object = msgspec.json.Decoder(dict[str, msgspec.Raw])


# ---------------------------------------------------------------- helpers


def as_str(v: Any) -> str:
    return v.decode() if isinstance(v, bytes) else str(v)


def as_bytes(v: Any) -> bytes:
    return v if isinstance(v, bytes) else str(v).encode()


def reply_columns(reply: Any) -> tuple[list[Any], list[Any]]:
    """The two columns (fields and values, members and scores) of a raw ``HGETALL``, ``HRANDFIELD ...
    WITHVALUES`` or ``ZRANGE ... WITHSCORES`` reply in either protocol: RESP2's flat list, RESP3's map or list
    of pairs (nil for a missing key: fakeredis's ``HRANDFIELD``)."""
    if not reply:
        return [], []
    if isinstance(reply, dict):
        return list(reply), list(reply.values())
    if isinstance(reply[0], (list, tuple)):
        return [p[0] for p in reply], [p[1] for p in reply]
    return reply[0::2], reply[1::2]


def reply_pairs(reply: Any) -> list[tuple[Any, Any]]:
    """:func:`reply_columns` as (field, value) pairs."""
    return list(zip(*reply_columns(reply), strict=True))


def remember(memo: dict[Any, Any], key: Any, value: Any, limit: int) -> None:
    """Keep ``value`` under ``key`` in a process-wide memo of immutable decoded values, emptied when it holds
    ``limit`` (a bot rereads the same ones every turn; a full memo starts over rather than track ages)."""
    if len(memo) >= limit:
        memo.clear()
    memo[key] = value


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


STREAM_ID_RE = re.compile(r"\d{1,20}-\d{1,20}")


def check_job_args(gen: object, job_id: object) -> None:
    """A write-back's generation and job id, as the job carried them."""
    if not isinstance(gen, str) or not gen.isdigit() or len(gen) > 40:
        raise InvalidArgument(f"gen must be the job's generation (digits), got {gen!r:.80}")
    if not isinstance(job_id, str) or not STREAM_ID_RE.fullmatch(job_id):
        raise InvalidArgument(f"job_id must be a stream id like '1700000000000-0', got {job_id!r:.80}")


# ---------------------------------------------------------------- start-up


LOAD_HINT = "an administrator loads it with `rollmem scripts load` (needs FUNCTION LOAD)"


def _denied(e: Exception) -> bool:
    return isinstance(e, redis.exceptions.NoPermissionError) or str(e).startswith("NOPERM")


def setup(cfg: MemoryConfig, nodes: Sequence[Any] = (None,), read_only: bool = False) -> Op[int]:
    """Check the library on every node of ``nodes`` and the deployment record; load what is missing.

    ``nodes`` are a cluster's primaries (``(None,)``: the one server). A node
    that lacks the library or holds an older one gets it loaded. Nothing is
    written when every node is current and the deployment record exists, so
    clients without ``FUNCTION LOAD`` permission (least-privilege bots) start
    fine. With ``read_only`` (the CLI's inspecting commands) nothing is ever
    written: a missing or older library is an error naming ``rollmem scripts load``.

    Returns the library version loaded. Raises :class:`ConfigError` when the
    deployment uses another bucket count or its record is not rollmem's,
    :class:`LayoutError` when it uses another key layout, :class:`LibraryError`
    when a node holds a newer library than this client knows or the library
    cannot be loaded.
    """
    ours = library_version()
    for node in nodes:
        try:
            theirs = int((yield Cmd("fcall_ro", ("rollmem_version", 0), node)))
        except LibraryError:
            theirs = 0
        if theirs > ours:
            raise LibraryError(f"Redis holds rollmem library v{theirs}, newer than this client's v{ours}: upgrade the client")
        if theirs < ours:
            state = f"holds v{theirs}" if theirs else "does not have it loaded"
            if read_only:
                raise LibraryError(f"this client needs rollmem library v{ours} and Redis {state}: {LOAD_HINT}")
            try:
                yield Cmd("function_load", (library_source(), True), node)
            except Exception as e:
                if not _denied(e):
                    raise
                raise LibraryError(f"this client needs rollmem library v{ours}, Redis {state} and this user may not "
                                   f"load it ({e}): {LOAD_HINT}") from None
    record = yield from stored_deployment(cfg)
    if record is None and not read_only:
        keys = cfg.keys
        try:
            reply = yield Cmd("fcall", ("rollmem_deployment", 1, keys.config, cfg.buckets, keys.layout))
        except Exception as e:
            if not _denied(e):
                raise
            raise ConfigError(f"the deployment record {keys.config!r} is missing and this user may not create "
                              f"it ({e}): {LOAD_HINT.replace('(needs FUNCTION LOAD)', '(creates it)')}") from None
        record = int(reply[0]), int(reply[1])
    if record is not None:
        check_deployment(cfg, *record)
    return ours


def check_deployment(cfg: MemoryConfig, buckets: int, layout: int) -> None:
    """Refuse a client whose bucket count or key layout differs from the deployment's record."""
    if buckets != cfg.buckets:
        raise ConfigError(
            f"this deployment (prefix {cfg.prefix!r}, key {cfg.keys.config!r}) uses {buckets} buckets; the client is "
            f"configured with {cfg.buckets}. Sessions would land in the wrong job streams: use buckets={buckets}."
        )
    if layout != cfg.keys.layout:
        raise LayoutError(
            f"this deployment (prefix {cfg.prefix!r}) stores keys in layout {layout}; this client uses "
            f"layout {cfg.keys.layout} (balanced bucket tags). Migrate it first: "
            f"`rollmem migrate --url ... --prefix {cfg.prefix} --buckets {buckets}` (see server_scripts/README.md)."
        )


def stored_deployment(cfg: MemoryConfig) -> Op[tuple[int, int] | None]:
    """The deployment record: (buckets, layout) as stored in the config hash (None: not recorded yet).

    A record without ``layout`` was written before layouts were recorded: layout 1.
    """
    key = cfg.keys.config
    try:
        raw_buckets, raw_layout = yield Cmd("hmget", (key, "buckets", "layout"))
    except Exception as e:
        if "WRONGTYPE" not in str(e):
            raise
        raise ConfigError(f"key {key!r} is not a rollmem deployment record (it holds another type): another "
                          f"application uses the prefix {cfg.prefix!r}; choose another prefix") from None
    if raw_buckets is None:
        return None
    try:
        return int(raw_buckets), int(raw_layout) if raw_layout is not None else 1
    except ValueError:
        raise ConfigError(f"key {key!r} holds buckets={as_str(raw_buckets)!r:.40}, layout="
                          f"{as_str(raw_layout or b'')!r:.40}: not a rollmem deployment record") from None


def stored_buckets(cfg: MemoryConfig) -> Op[int | None]:
    """The bucket count recorded in the deployment's config hash (None: not recorded yet)."""
    record = yield from stored_deployment(cfg)
    return None if record is None else record[0]


def load_library(cfg: MemoryConfig, nodes: Sequence[Any] = (None,)) -> Op[int]:
    """Load the shipped library unconditionally (FUNCTION LOAD REPLACE) on every node of ``nodes``."""
    for node in nodes:
        yield Cmd("function_load", (library_source(), True), node)
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



# redis-py errors that stay redis-py's: the transport, the server's state, the deployment's ACL
_PASS_THROUGH: tuple[type[BaseException], ...] = (
    redis.ConnectionError, redis.TimeoutError, redis.exceptions.ReadOnlyError, redis.exceptions.NoPermissionError,
    redis.exceptions.ClusterError, redis.exceptions.MovedError, redis.exceptions.AskError,
    redis.exceptions.TryAgainError, redis.exceptions.ClusterDownError, redis.exceptions.RedisClusterException,
    redis.exceptions.ExecAbortError, OSError,
)
# what decoding a malformed stored value (or encoding an odd argument) can raise
DECODE_ERRORS = (msgspec.DecodeError, msgspec.EncodeError, RecursionError, UnicodeError, TypeError, ValueError,
                 AttributeError, KeyError, IndexError)


def _keys_of(cmd: Cmd | None) -> str:
    if cmd is None or not cmd.args:
        return ""
    if cmd.method in ("fcall", "fcall_ro") and len(cmd.args) > 1 and isinstance(cmd.args[1], int):
        return ", ".join(repr(as_str(k)) for k in cmd.args[2:2 + cmd.args[1]])
    return repr(as_str(cmd.args[0])) if isinstance(cmd.args[0], (str, bytes)) else ""


def escaped(e: Exception, cmd: Cmd | None) -> Exception:
    """What leaves the SDK for an exception an operation did not handle: rollmem's errors as they are,
    redis-py's transport and server-state errors as they are, anything else as a :class:`RollMemError`.

    ``cmd`` is the last command sent (None: nothing was sent yet, so the input was at fault).
    """
    if isinstance(e, (RollMemError, *_PASS_THROUGH)):
        return e
    where = f" ({cmd.method} on {_keys_of(cmd)})" if cmd is not None and _keys_of(cmd) else ""
    if isinstance(e, redis.ResponseError):
        if str(e).startswith("WRONGTYPE"):
            return WrongKeyType(f"a key holds another type than rollmem's{where}: another writer uses the prefix? {e}")
        return InvalidArgument(f"Redis refused the call{where}: {e}")
    if isinstance(e, redis.DataError) or (cmd is None and isinstance(e, DECODE_ERRORS)):
        return InvalidArgument(f"invalid argument: {type(e).__name__}: {e}")
    if isinstance(e, DECODE_ERRORS):
        return CorruptEntry(f"a stored value could not be read{where}: {type(e).__name__}: {e}")
    return e  # raised by a caller's own code (a token counter): theirs to see as it is


@contextlib.contextmanager
def reading(session_id: str, what: str) -> Iterator[None]:
    """Decode a stored value of ``session_id``; a malformed one raises :class:`CorruptEntry` naming both."""
    try:
        yield
    except DECODE_ERRORS as e:
        raise CorruptEntry(f"session {session_id!r}: {what} cannot be read (written badly by another client?): "
                           f"{type(e).__name__}: {e}") from None


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
