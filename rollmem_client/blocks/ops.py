"""Sans-I/O operations of the ``blocks`` policy (seed 000): window + rolling summaries.

Every operation is a generator of :class:`~rollmem_client.ops.Cmd` run by the
sync or async facade (``blocks/client.py``, ``blocks/aio.py``).
"""

from __future__ import annotations

import re
from typing import Any

import msgspec

from ..config import MAX_SUMMARIES, MAX_WINDOW, MemoryConfig
from ..errors import EntryTooLarge, InvalidArgument, InvalidEntry, WrongPolicy
from ..keys import SessionKeys, validate_session_id
from ..ledger import fact_argv, ledger_part, parse_ledger, replay_order
from ..model_input import blocks_model_input
from ..models import (
    AppendResult,
    Context,
    Fact,
    Interaction,
    PendingBlock,
    Range,
    SessionConfig,
    SessionExport,
    Stats,
    StoredInteraction,
    Summary,
)
from ..ops import (
    DECODE_ERRORS,
    Cmd,
    Op,
    UseFunction,
    _json,
    _timestamp,
    _utf8,
    as_bytes,
    as_str,
    check_job_args,
    decode_export,
    json_object,
    reading,
    reply_pairs,
)


def encode_interaction(cfg: MemoryConfig, user_request: object, ai_response: object, ts: object) -> bytes:
    payload = _json.encode(
        StoredInteraction(json_object(user_request, "user_request"), json_object(ai_response, "ai_response"), _timestamp(ts))
    )
    if len(payload) > cfg.max_entry_bytes:
        raise EntryTooLarge(f"interaction is {len(payload)} bytes, over max_entry_bytes={cfg.max_entry_bytes}")
    return payload


class _Decoded(msgspec.Struct, frozen=True, rename="camel"):
    """A stored interaction decoded in one pass (the payloads as Python values)."""

    user_request: Any
    ai_response: Any
    ts: str


_interaction_decoder = msgspec.json.Decoder(_Decoded)
_interactions_decoder = msgspec.json.Decoder(list[_Decoded])
_summary_decoder = msgspec.json.Decoder(Summary)


def decode_interaction(seq: int, payload: Any) -> Interaction:
    d = _interaction_decoder.decode(payload)
    return Interaction(seq, d.user_request, d.ai_response, d.ts)


def encode_summary(summary: Summary) -> bytes:
    return _json.encode(summary)


def decode_summary(payload: Any) -> Summary:
    return _summary_decoder.decode(payload)


def _fcall(function: str, keys: SessionKeys, *args: Any, readonly: bool = False) -> Cmd:
    k = keys.as_list()
    return Cmd("fcall_ro" if readonly else "fcall", (function, len(k), *k, *args))


def _fcall_writeback(function: str, keys: SessionKeys, *args: Any) -> Cmd:
    """A write-back: the session's keys and the bucket's outcome counters (counted in the same step)."""
    k = [*keys.as_list(), keys.stats]
    return Cmd("fcall", (function, len(k), *k, *args))


def _override(value: int | None, name: str, lo: int, hi: int) -> str:
    if value is None:
        return ""
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise InvalidArgument(f"{name} must be an integer in [{lo}, {hi}] or None, got {value!r}")
    return str(value)


# ---------------------------------------------------------------- blocks policy


def add_interaction(
    cfg: MemoryConfig, session_id: str, user_request: object, ai_response: object, ts: object = None
) -> Op[AppendResult]:
    keys = cfg.keys.session(session_id)
    payload = encode_interaction(cfg, user_request, ai_response, ts)
    reply = yield _fcall(
        "rollmem_append", keys, session_id, payload, cfg.window_size, cfg.max_summaries, cfg.ttl_ms, cfg.max_entry_bytes,
        cfg.summary_cap,
    )
    seq, queued, job_id, start, end = int(reply[0]), int(reply[1]), as_str(reply[2]), int(reply[3]), int(reply[4])
    return AppendResult(seq, bool(queued), job_id or None, Range(start, end) if queued else None)


# The session fields a context read needs; rollmem_context reads the same ones.
_CONTEXT_FIELDS = ("gen", "last", "mark", "w", "m", "policy", "cap", "c", "capmode")
MERGE_SLACK = 16  # 10_blocks.lua: summaries beyond the cap a merge-mode read returns at most


def context(cfg: MemoryConfig, session_id: str) -> Op[Context]:
    """The working set in one round trip.

    Read as one ``MULTI``/``EXEC`` of four plain commands (``HMGET`` of the session's
    settings, ``LRANGE`` of the window, ``ZRANGE`` of the summaries, ``HGETALL`` of the
    ledger): a consistent snapshot like ``rollmem_context``, at a fifth of its server
    time, as no Lua runs. The selection ``rollmem_context`` makes on the server (the
    newest ``w`` interactions, the newest ``m`` summaries, with per-session overrides)
    is made here from the same fields. Where a transaction is not the right call (a
    cluster client that reads from replicas, or a slot on the move) the driver says
    so and the read is the function call.
    """
    keys = cfg.keys.session(session_id)
    cmds = [("HMGET", keys.meta, *_CONTEXT_FIELDS), ("LRANGE", keys.win, 0, -1), ("ZRANGE", keys.sums, 0, -1)]
    if cfg.fact_ledger:
        cmds.append(("HGETALL", keys.facts))
    try:
        replies = yield Cmd("transaction", tuple(cmds))
    except UseFunction:
        reply = yield _fcall("rollmem_context", keys, cfg.window_size, cfg.max_summaries, int(cfg.fact_ledger),
                             readonly=True)
        return _context(session_id, reply)
    return _context(session_id, _select(cfg, *replies))


def _select(cfg: MemoryConfig, meta: Any, win: Any, sums: Any, facts: Any = None) -> list[Any]:
    """rollmem_context's reply, made from the transaction's replies (see ``context`` in 10_blocks.lua)."""
    gen, last, mark, mw, mm, policy, cap, c, capmode = meta
    if policy is not None and as_bytes(policy) != b"blocks":
        raise WrongPolicy(f"session uses policy {as_str(policy)}")
    w = _stored(mw, "window_size", 1, MAX_WINDOW) if mw is not None else cfg.window_size
    stored_m = mm if mm is not None else cap
    m = _stored(stored_m, "max_summaries", 0, MAX_SUMMARIES) if stored_m is not None else cfg.max_summaries
    mode = as_str(c if c is not None else capmode if capmode is not None else "drop")
    if mode not in ("drop", "merge"):
        raise InvalidArgument(f"cap_mode must be drop or merge, got {mode!r}")
    win = win[-w:]
    sums = [] if m == 0 else sums[-(m + MERGE_SLACK if mode == "merge" else m):]
    out = [gen or b"", int(last or 0), int(mark or 0), w, m, len(win), len(sums), *win, *sums]
    return [*out, *(ledger_part(dict(reply_pairs(facts))) if facts is not None else (0, 0))]


_INT = re.compile(rb"0|-?[1-9]\d{0,15}")  # int_arg's strict integers


def _stored(v: Any, name: str, lo: int, hi: int) -> int:
    """A per-session setting as stored (strictly an integer in range, as the Lua's int_arg checks it)."""
    b = as_bytes(v)
    if not _INT.fullmatch(b) or not lo <= int(b) <= hi:
        raise InvalidArgument(f"stored {name} must be an integer in [{lo}, {hi}], got {as_str(v)!r}")
    return int(b)


def _context(session_id: str, reply: Any) -> Context:
    last, mark, w, m, nwin, nsum = (int(x) for x in reply[1:7])
    first = last - nwin + 1
    window = _window(session_id, first, reply[7 : 7 + nwin])
    summaries = _summaries(session_id, reply[7 + nwin : 7 + nwin + nsum])
    ledger, _ = parse_ledger(reply, 7 + nwin + nsum)
    return Context(session_id, window, summaries, last, mark, w, m, ledger)


def model_input(cfg: MemoryConfig, session_id: str, format: str = "openai") -> Op[Any]:
    """Seed 000's model input, rendered: the ledger, the summaries newest first, the window (one read)."""
    ctx = yield from context(cfg, session_id)
    return blocks_model_input(ctx, format, with_ledger=cfg.fact_ledger)


def _window(session_id: str, first: int, payloads: Any) -> list[Interaction]:
    """The window's interactions, decoded in one call over their joined payloads; one by one (naming
    the bad one) only when that fails."""
    if payloads and all(type(p) is bytes for p in payloads):
        try:
            ds = _interactions_decoder.decode(b"[" + b",".join(payloads) + b"]")
            if len(ds) == len(payloads):
                return [Interaction(first + i, d.user_request, d.ai_response, d.ts) for i, d in enumerate(ds)]
        except DECODE_ERRORS:
            pass
    out = []
    for i, p in enumerate(payloads):
        with reading(session_id, f"interaction #{first + i}"):
            out.append(decode_interaction(first + i, p))
    return out


def _summaries(session_id: str, payloads: Any) -> list[Summary]:
    out = []
    for i, p in enumerate(payloads):
        with reading(session_id, f"summary {i + 1} of {len(payloads)}"):
            out.append(decode_summary(p))
    return out


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
        facts=n.get("facts", 0),
        fact_tokens=n.get("fact_tokens", 0),
    )


def clear_session(cfg: MemoryConfig, session_id: str) -> Op[bool]:
    keys = cfg.keys.session(session_id)
    reply = yield _fcall("rollmem_clear", keys, session_id, cfg.group)
    return bool(int(reply[0]))


def _cap_mode(value: str | None) -> str:
    if value is not None and value not in ("drop", "merge"):
        raise InvalidArgument(f"summary_cap must be 'drop', 'merge' or None, got {value!r}")
    return value or ""


def configure_session(
    cfg: MemoryConfig, session_id: str, window_size: int | None = None, max_summaries: int | None = None,
    summary_cap: str | None = None,
) -> Op[SessionConfig]:
    keys = cfg.keys.session(session_id)
    w = _override(window_size, "window_size", 1, MAX_WINDOW)
    m = _override(max_summaries, "max_summaries", 0, MAX_SUMMARIES)
    reply = yield _fcall("rollmem_configure", keys, session_id, w, m, _cap_mode(summary_cap))
    return SessionConfig(int(reply[0]) or None, None if int(reply[1]) < 0 else int(reply[1]),
                         as_str(reply[2]) or None)


def _summary_payload(block: Range, text: str, ts: object) -> bytes:
    if not isinstance(text, str):
        raise InvalidEntry(f"summary text must be a string, got {type(text).__name__}")
    _utf8(text, "summary text")
    return encode_summary(Summary(block, text, _timestamp(ts)))


def put_summary(
    cfg: MemoryConfig, session_id: str, gen: str, job_id: str, block: Range, text: str, ts: object = None,
    origin_id: str | None = None, base_end: int | None = None, facts: list[Fact] | None = None,
) -> Op[str]:
    """Write a block's summary and its facts and acknowledge its job in one step.

    ``origin_id`` is the id the job was first queued under (a requeued dead
    letter has a new one); ``base_end`` (running summaries) the end of the
    summary this one was built on, 0 for none; ``facts`` go to the session's
    ledger (prepared by :func:`rollmem_client.ledger.prepare_facts`), unless the
    ledger is off. Returns "written", "duplicate", "stale", "superseded" or
    "stale_base" (not acknowledged: redo it).
    """
    keys = cfg.keys.session(session_id)
    check_job_args(gen, job_id)
    if not isinstance(block, Range):
        raise InvalidArgument(f"block must be a Range, got {type(block).__name__}")
    payload = _summary_payload(block, text, ts)
    reply = yield _fcall_writeback(
        "rollmem_put_summary", keys, session_id, gen, block.end_index, job_id, cfg.group, payload,
        cfg.max_summaries, cfg.ttl_ms, origin_id or "", "" if base_end is None else base_end,
        cfg.fact_cap, *fact_argv(facts if cfg.fact_ledger and facts else []),
    )
    return as_str(reply[0])


def put_merge(
    cfg: MemoryConfig, session_id: str, gen: str, job_id: str, block: Range, text: str, ts: object = None,
    origin_id: str | None = None, facts: list[Fact] | None = None,
) -> Op[str]:
    """Replace the summaries a merge job covered by their merged summary (``block``: the union of their
    ranges), write its facts and acknowledge the job, in one step. Returns "written", "duplicate",
    "stale" or "conflict" (the summaries changed meanwhile; a fresh merge is queued)."""
    keys = cfg.keys.session(session_id)
    payload = _summary_payload(block, text, ts)
    reply = yield _fcall_writeback(
        "rollmem_put_merge", keys, session_id, gen, job_id, cfg.group, payload, cfg.ttl_ms, origin_id or "",
        cfg.fact_cap, *fact_argv(facts if cfg.fact_ledger and facts else []),
    )
    return as_str(reply[0])


def export_session(cfg: MemoryConfig, session_id: str) -> Op[SessionExport]:
    keys = cfg.keys.session(session_id)
    r = yield _fcall("rollmem_export", keys, cfg.window_size, cfg.max_summaries, readonly=True)
    last, mark, w, m, nwin, nsum = (int(x) for x in r[1:7])
    i = 7
    first = last - nwin + 1
    window = _window(session_id, first, r[i : i + nwin])
    i += nwin
    summaries = _summaries(session_id, [r[i + 2 * j + 1] for j in range(nsum)])
    i += 2 * nsum
    pending = []
    for j in range(int(r[i])):
        start, end, entries = int(r[i + 1 + 3 * j]), int(r[i + 2 + 3 * j]), r[i + 3 + 3 * j]
        with reading(session_id, f"the queued block {start}-{end}"):
            decoded = msgspec.json.decode(as_bytes(entries)) if entries else []
            if not isinstance(decoded, list):
                raise TypeError(f"entries are a JSON {type(decoded).__name__}, not an array")
        pending.append(PendingBlock(Range(start, end), decoded))
    pending.sort(key=lambda p: p.range.end_index)
    ledger, i = parse_ledger(r, i + 1 + 3 * int(r[i]))
    cap_mode = as_str(r[i]) if i < len(r) else ""
    return SessionExport(
        session_id=session_id,
        last_seq=last,
        summarized_through=mark,
        interactions=window,
        summaries=summaries,
        pending=pending,
        config=SessionConfig(w or None, None if m < 0 else m, cap_mode or None),
        facts=ledger.facts,
        superseded_facts=ledger.superseded,
    )


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
    args += [_cap_mode(state.config.summary_cap), cfg.fact_cap,
             *fact_argv(replay_order(state.facts, state.superseded_facts))]
    reply = yield _fcall("rollmem_import", keys, *args)
    return as_str(reply[0])
