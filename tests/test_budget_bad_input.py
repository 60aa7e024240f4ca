"""Bad input to the budget policy is refused with a clear RollMemError subclass and changes nothing.

Every refusal is checked against a snapshot of every key under the test's prefix
(content, stream groups and their pending entries, TTLs) taken just before the
call. The prefix holds a populated budget session (pins, an open tool call, a
summary, a pending job delivered to a consumer, per-session overrides) and a
``blocks`` session with a delivered job, so a stray write anywhere would show.
The Lua functions are also called directly with FCALL, as a client in another
language would, and must answer ``RM_<CODE>`` errors without writing anything.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
import redis
from helpers import Unchanged, drop_keys
from test_budget import SMALL, deliver, make_memory, read_jobs, start, words

from rollmem_client import Range, RollingMemory
from rollmem_client.budget import AgentMemory
from rollmem_client.budget import ops as B
from rollmem_client.config import BudgetConfig, MemoryConfig
from rollmem_client.errors import (
    ConfigError,
    DuplicateToolCall,
    EntryTooLarge,
    InvalidArgument,
    InvalidEntry,
    InvalidSessionId,
    OrphanToolResult,
    RollMemError,
    WrongPolicy,
)
from rollmem_client.models import Entry
from rollmem_client.ops import translate

GOOD = "good-session"
BLOCKS = "blocks-session"
TS = "2026-01-01T00:00:00Z"


@pytest.fixture
def mem(any_redis: redis.Redis, prefix: str) -> Iterator[AgentMemory]:
    """A budget session with everything a stray write could disturb, and a blocks session beside it."""
    m = make_memory(any_redis, prefix)
    m.ensure_groups()
    start(m, GOOD)
    m.add_tool_call(GOOD, "search", {"q": "x"}, call_id="answered", tokens=2)
    m.add_tool_result(GOOD, "answered", "found", tokens=2)
    for i in range(20):
        m.add_assistant_message(GOOD, f"a{i}", tokens=5)
    m.add_tool_call(GOOD, "search", {"q": "y"}, call_id="open", tokens=2)
    j1, _ = read_jobs(m, GOOD)  # both delivered to a consumer
    assert deliver(m, j1, sid=GOOD) == "written"
    m.configure_session(GOOD, max_summaries=5, summary_cap="drop", watermark=0.9)

    blocks = RollingMemory(any_redis, prefix=prefix, buckets=4)
    for i in range(1, 23):
        blocks.add_interaction(BLOCKS, {"q": i}, {"a": i})
    assert read_jobs(m, BLOCKS)  # the blocks job, delivered too
    yield m
    drop_keys(any_redis, prefix)


def refused(m: Any, exc: type[BaseException], fn: Any, *args: Any, **kw: Any) -> BaseException:
    with Unchanged(m):
        return raises(exc, fn, *args, **kw)


def raises(exc: type[BaseException], fn: Any, *args: Any, **kw: Any) -> BaseException:
    """``fn(*args, **kw)`` raises ``exc``, a RollMemError with a message (callers snapshot around many)."""
    with pytest.raises(exc) as info:
        fn(*args, **kw)
    assert isinstance(info.value, RollMemError), (type(info.value), fn, args, kw)
    assert str(info.value)
    return info.value


def entry(**kw: Any) -> Entry:
    """A hand-built entry (bypassing make_entry), valid unless ``kw`` says otherwise."""
    fields: dict[str, Any] = {"id": "e1", "type": "message", "role": "assistant", "content": "x", "ts": TS, "tokens": 1}
    return Entry(**{**fields, **kw})


# ---------------------------------------------------------------- token counts

BAD_TOKENS = [-1, True, False, 1.5, 10_000_001, 2**70, "5", float("nan"), [3]]


def test_bad_token_counts(mem: AgentMemory) -> None:
    calls = [
        (mem.add_message, (GOOD, "assistant", "x")),
        (mem.add_user_message, (GOOD, "x")),
        (mem.add_assistant_message, (GOOD, "x")),
        (mem.add_tool_call, (GOOD, "t", {})),
        (mem.add_tool_result, (GOOD, "open", "r")),
        (mem.add_context, (GOOD, "c", "src")),
        (mem.set_system_prompt, (GOOD, "s")),
    ]
    with Unchanged(mem):
        for tokens in BAD_TOKENS:
            for fn, args in calls:
                raises(InvalidArgument, fn, *args, tokens=tokens)
            raises(InvalidArgument, B.make_entry, mem.counter, "message", "user", "x", tokens=tokens)
            raises(InvalidArgument, mem.add_entry, GOOD, entry(tokens=tokens))  # built by hand


def test_token_count_bounds_are_inclusive(mem: AgentMemory) -> None:
    assert mem.add_assistant_message("fresh", "x", tokens=10_000_000).entry.tokens == 10_000_000
    assert mem.add_assistant_message("fresh", "y", tokens=0).context_tokens == 10_000_000


# ---------------------------------------------------------------- types, roles, tool calls


def test_unknown_entry_types(mem: AgentMemory) -> None:
    with Unchanged(mem):
        for kind in ["summary", "bogus", "", None, "Message"]:
            e = raises(InvalidEntry, B.make_entry, mem.counter, kind, "system", "x", tokens=1)
            if kind == "summary":
                assert "summarizer" in str(e)
            raises(InvalidEntry, mem.add_entry, GOOD, entry(type=kind))
        raises(InvalidEntry, mem.add_entry, GOOD, {"type": "message"})


def test_bad_message_roles(mem: AgentMemory) -> None:
    with Unchanged(mem):
        for role in ["system", "tool", "bogus", "", None, 5, "USER"]:
            raises(InvalidEntry, mem.add_message, GOOD, role, "x", tokens=1)
            raises(InvalidEntry, mem.add_entry, GOOD, entry(role=role))


def test_bad_roles_of_other_types(mem: AgentMemory) -> None:
    with pytest.raises(InvalidEntry):
        B.make_entry(mem.counter, "context", "bogus", "x", source="s", tokens=1)
    refused(mem, InvalidEntry, mem.add_entry, GOOD, entry(type="context", role="narrator", source="s"))


def test_orphan_and_duplicate_tool_entries(mem: AgentMemory) -> None:
    for cid in ("never-called", "answered"):
        refused(mem, OrphanToolResult, mem.add_tool_result, GOOD, cid, "r", tokens=1)
        refused(mem, OrphanToolResult, mem.add_entry, GOOD, entry(type="tool_result", role="system", tool_call_id=cid))
    refused(mem, OrphanToolResult, mem.add_tool_result, "no-such-session", "open", "r", tokens=1)
    mem.add_tool_call(GOOD, "search", {}, call_id="recent", tokens=1)
    mem.add_tool_result(GOOD, "recent", "r", tokens=1)
    for cid in ("open", "recent"):  # ids still in the context (a summarized pair's id is forgotten)
        refused(mem, DuplicateToolCall, mem.add_tool_call, GOOD, "search", {}, call_id=cid, tokens=1)
        refused(mem, DuplicateToolCall, mem.add_entry, GOOD,
                entry(type="tool_call", tool_call_id=cid, tool_name="search", arguments={}))


def test_tool_calls_need_a_valid_name_arguments_and_id(mem: AgentMemory) -> None:
    with Unchanged(mem):
        for name in ["", "has space", "x" * 65, 5, None, "a.b", "é"]:
            raises(InvalidEntry, mem.add_tool_call, GOOD, name, {}, tokens=1)
        for arguments in [[1], "{}", None, 5, ("a",)]:
            raises(InvalidEntry, mem.add_tool_call, GOOD, "t", arguments, tokens=1)
        for cid in ["a|b", "x" * 257, "has space", "{x}", 5, "é"]:
            raises(InvalidEntry, mem.add_tool_call, GOOD, "t", {}, call_id=cid, tokens=1)
            raises(InvalidEntry, mem.add_tool_result, GOOD, cid, "r", tokens=1)


def test_call_ids_only_on_tool_entries(mem: AgentMemory) -> None:
    refused(mem, InvalidEntry, mem.add_tool_result, GOOD, "", "r", tokens=1)
    refused(mem, InvalidEntry, mem.add_tool_result, GOOD, None, "r", tokens=1)
    refused(mem, InvalidEntry, mem.add_assistant_message, GOOD, "x", tool_call_id="open", tokens=1)
    refused(mem, InvalidEntry, mem.add_entry, GOOD, entry(tool_call_id="open"))
    refused(mem, InvalidEntry, mem.add_entry, GOOD, entry(type="tool_call", tool_name="t", arguments={}))


# ---------------------------------------------------------------- payloads


class Opaque:
    pass


def test_oversize_entries(any_redis: redis.Redis, prefix: str, mem: AgentMemory) -> None:
    small = make_memory(any_redis, prefix, max_entry_bytes=300)
    big = "x" * 400
    refused(small, EntryTooLarge, small.add_assistant_message, GOOD, big, tokens=1)
    refused(small, EntryTooLarge, small.add_assistant_message, GOOD, "x", metadata={"blob": big}, tokens=1)
    refused(small, EntryTooLarge, small.add_tool_call, GOOD, "t", {"blob": big}, tokens=1)
    refused(small, EntryTooLarge, small.add_tool_result, GOOD, "open", big, tokens=1)
    refused(small, EntryTooLarge, small.set_system_prompt, GOOD, big, tokens=1)
    e = refused(small, EntryTooLarge, small.add_context, GOOD, big, "file.txt", tokens=1)
    assert isinstance(e, InvalidEntry) and "300" in str(e)
    assert small.add_assistant_message(GOOD, "fits", tokens=1).seq > 0


def deep(levels: int) -> dict[str, Any]:
    nested: dict[str, Any] = {}
    cur = nested
    for _ in range(levels):
        cur["a"] = {}
        cur = cur["a"]
    return nested


def test_bad_fields_content_and_arguments(mem: AgentMemory) -> None:
    """Refused whether the tokens are given or counted (the counter never sees what JSON cannot hold)."""
    fields: list[dict[str, Any]] = [
        {"metadata": {"a": Opaque()}}, {"metadata": [1]}, {"metadata": deep(5000)},  # too deep to encode
        {"name": ""}, {"name": "x" * 65}, {"name": 5},
        {"ts": dt.datetime(2026, 1, 1)}, {"ts": 5}, {"ts": ""},  # naive datetimes are ambiguous across hosts
    ]
    contents = [5, Opaque(), [1], [{"text": Opaque()}], "lone \ud800 surrogate", [{"text": "\udfff"}],
                {"text": "a dict"}]
    arguments = [{"x": Opaque()}, {"x": "\ud800"}, {"\ud800": 1}, deep(5000)]
    with Unchanged(mem):
        for counted in ({"tokens": 1}, {}):
            for f in fields:
                raises(InvalidEntry, mem.add_assistant_message, GOOD, "x", **counted, **f)
            for c in contents:
                raises(InvalidEntry, mem.add_assistant_message, GOOD, c, **counted)
            for a in arguments:
                raises(InvalidEntry, mem.add_tool_call, GOOD, "t", a, **counted)


def test_bad_source(mem: AgentMemory) -> None:
    refused(mem, InvalidEntry, mem.add_context, GOOD, "c", 5, tokens=1)
    refused(mem, InvalidEntry, mem.add_context, GOOD, "c", b"bytes", tokens=1)


# ---------------------------------------------------------------- session ids

BAD_IDS = ["", "x" * 201, "{x}", "a{b", "a}b", "a b", "a\nb", "é", "a/b", "a*", 5, None, b"bytes", ["x"]]


def test_invalid_session_ids(mem: AgentMemory) -> None:
    exp = mem.export_session(GOOD)
    (job,) = read_jobs(mem, GOOD)
    summary = B.summary_from_job(job.entries, "s", words, job.start, job.end)
    ok = B.make_entry(mem.counter, "message", "assistant", "x", tokens=1)
    with Unchanged(mem):
        for sid in BAD_IDS:
            invalid_session_id(mem, sid, exp, job, summary, ok)
        raises(InvalidSessionId, mem.import_session, msgspec.structs.replace(exp, session_id="{bad}"))


def invalid_session_id(mem: AgentMemory, sid: Any, exp: Any, job: Any, summary: Any, ok: Entry) -> None:
    calls: list[tuple[Any, tuple[Any, ...], dict[str, Any]]] = [
        (mem.add_message, (sid, "assistant", "x"), {"tokens": 1}),
        (mem.add_user_message, (sid, "x"), {"tokens": 1}),
        (mem.add_assistant_message, (sid, "x"), {"tokens": 1}),
        (mem.add_assistant_message, (sid, "x"), {}),
        (mem.add_tool_call, (sid, "t", {}), {"tokens": 1}),
        (mem.add_tool_result, (sid, "open", "r"), {"tokens": 1}),
        (mem.add_context, (sid, "c", "src"), {"tokens": 1}),
        (mem.set_system_prompt, (sid, "s"), {"tokens": 1}),
        (mem.add_entry, (sid, ok), {}),
        (mem.compress, (sid,), {}),
        (mem.view, (sid,), {}),
        (mem.context, (sid,), {}),
        (mem.get_active_entries, (sid,), {}),
        (mem.get_stats, (sid,), {}),
        (mem.configure_session, (sid,), {"max_entries": 5}),
        (mem.clear_session, (sid,), {}),
        (mem.export_session, (sid,), {}),
        (mem.put_summary, (sid, job.gen, job.id, summary), {}),
        (mem.put_merge, (sid, job.gen, job.id, summary), {}),
        # None: all sessions' events, or the export's own id
        *([(lambda s: list(mem.events(s, last_id="0", timeout=0.05)), (sid,), {})] if sid is not None else []),
        *([(mem.import_session, (exp, sid), {})] if sid is not None else []),
    ]
    for fn, args, kw in calls:
        e = raises(InvalidSessionId, fn, *args, **kw)
        assert isinstance(e, ValueError)


def test_longest_valid_session_id(mem: AgentMemory) -> None:
    sid = "a" * 200
    assert mem.add_user_message(sid, "x", tokens=1).seq == 1
    assert sid in set(mem.sessions())


# ---------------------------------------------------------------- configuration


@pytest.mark.parametrize("settings", [
    {"watermark": 0}, {"watermark": 1.5}, {"watermark": -0.1}, {"watermark": True}, {"watermark": "0.5"},
    {"watermark": float("nan")},
    {"compression_ratio": 0}, {"compression_ratio": 1.01},
    {"summary_cap": "x"}, {"summary_cap": None},
    {"pending": "x"}, {"pending": ""},
    {"recent_window": -1}, {"min_entries_to_compress": 0}, {"min_entries_to_compress": -2},
    {"max_entries": 0}, {"max_tokens": 0}, {"max_tokens": -1}, {"max_tokens": True}, {"max_tokens": 1.5},
    {"context_window": 0}, {"context_window": -1},
    {"max_age_seconds": 0}, {"max_age_seconds": -1}, {"max_age_seconds": True}, {"max_age_seconds": "1"},
    {"max_summaries": -1}, {"max_summaries": 10_001},
    {"auto_compress": 1}, {"pin_anchor": "yes"}, {"encoding": ""}, {"events_maxlen": -1},
], ids=repr)
def test_bad_budget_config(settings: dict[str, Any]) -> None:
    with pytest.raises(ConfigError) as info:
        BudgetConfig(**settings)
    assert isinstance(info.value, (RollMemError, ValueError)) and str(info.value)


def test_memory_config_needs_a_budget_config() -> None:
    with pytest.raises(ConfigError):
        MemoryConfig(budget={"max_tokens": 5})  # type: ignore[arg-type]


def test_bad_session_overrides(mem: AgentMemory) -> None:
    cases: list[dict[str, Any]] = [
        {"bogus": 1}, {"pending": "include"}, {"encoding": "o200k_base"}, {"events_maxlen": 5}, {"max_age_ms": 5},
        {"watermark": 0}, {"watermark": 1.5}, {"watermark": "0.5"}, {"max_entries": 0}, {"max_entries": -1},
        {"max_entries": True}, {"max_entries": 1.5}, {"summary_cap": "x"}, {"auto_compress": "yes"},
        {"auto_compress": 1}, {"recent_window": -1}, {"max_summaries": 10_001}, {"compression_ratio": 0},
        {"max_age_seconds": -1}, {"context_window": 0},
        {"max_entries": 5, "watermark": 2},  # one good, one bad: neither is applied
    ]
    with Unchanged(mem):
        for overrides in cases:
            raises(InvalidArgument, mem.configure_session, GOOD, **overrides)
            raises(InvalidArgument, mem.configure_session, "fresh-session", **overrides)


# ---------------------------------------------------------------- direct FCALLs

SETTINGS = BudgetConfig(**SMALL).lua_args()
ENTRY = '{"id":"e","type":"message","role":"assistant","content":"x","ts":"2026-01-01T00:00:00Z","tokens":1}'
TYPE_NAMES = {"m": "message", "c": "tool_call", "r": "tool_result", "x": "context", "s": "system"}


def entry_json(t: str = "m", role: str = "assistant", cid: str = "", **fields: Any) -> str:
    """A stored entry of type code ``t`` as the README documents it (``fields`` added or, as None, removed)."""
    e: dict[str, Any] = {"id": "e", "type": TYPE_NAMES.get(t, t), "role": role, "content": "x", "ts": TS, "tokens": 1}
    if cid:
        e["toolCallId"] = cid
    if t == "c":
        e.update(toolName="shell", arguments={})
    e.update(fields)
    return json.dumps({k: v for k, v in e.items() if v is not None}, separators=(",", ":"))


def fcall(m: AgentMemory, fn: str, args: list[Any], sid: str = GOOD, keys: list[str] | None = None) -> Any:
    bk = m.config.keys.budget_session(sid)
    k = bk.as_list() if keys is None else keys
    if keys is None and fn in ("rollmem_budget_put_summary", "rollmem_budget_put_merge"):
        k = [*k, bk.stats]  # write-backs count their outcome in the bucket's stats hash
    if fn in ("rollmem_budget_context", "rollmem_budget_stats"):
        return m.redis.fcall_ro(fn, len(k), *k, *args)
    return m.redis.fcall(fn, len(k), *k, *args)


def append_args(t: str = "m", role: str = "assistant", tokens: Any = 1, cid: str = "", payload: str | None = None,
                settings: list[Any] | None = None, tail: tuple[Any, ...] = (0, 1_000_000, 100)) -> list[Any]:
    payload = entry_json(t, role, cid) if payload is None else payload
    return [GOOD, t, role, tokens, cid, payload, *(SETTINGS if settings is None else settings), *tail]


def with_setting(name: str, value: Any) -> list[Any]:
    i = list(B.SETTINGS.values()).index(name)
    out = list(SETTINGS)
    out[i] = value
    return out


def fcall_refused(m: AgentMemory, code: str, fn: str, args: list[Any], **kw: Any) -> None:
    """An ``RM_<code>`` error reply (the caller snapshots around it)."""
    with pytest.raises(redis.ResponseError) as info:
        fcall(m, fn, args, **kw)
    msg = str(info.value)
    assert msg.startswith(f"RM_{code} "), (fn, args, msg)
    assert isinstance(translate(info.value), RollMemError)


BAD_APPENDS = [
    ("unknown type", "BADENTRY", append_args(t="z")),
    ("type summary", "BADENTRY", append_args(t="summary")),
    ("empty type", "BADENTRY", append_args(t="")),
    ("bad role", "BADENTRY", append_args(role="narrator")),
    ("negative tokens", "BADARG", append_args(tokens=-1)),
    ("float tokens", "BADARG", append_args(tokens="1.5")),
    ("text tokens", "BADARG", append_args(tokens="abc")),
    ("empty tokens", "BADARG", append_args(tokens="")),
    ("absurd tokens", "BADARG", append_args(tokens=10_000_001)),
    ("nan tokens", "BADARG", append_args(tokens="nan")),
    ("inf tokens", "BADARG", append_args(tokens="inf")),
    ("call without id", "BADENTRY", append_args(t="c")),
    ("result without id", "BADENTRY", append_args(t="r", role="system")),
    ("message with id", "BADENTRY", append_args(cid="x")),
    ("id with bar", "BADENTRY", append_args(t="c", cid="a|b")),
    ("id too long", "BADENTRY", append_args(t="c", cid="x" * 257)),
    ("entry not an object", "BADENTRY", append_args(payload="[]")),
    ("entry not json", "BADENTRY", append_args(payload="x")),
    ("entry empty", "BADENTRY", append_args(payload="")),
    ("entry too large", "TOOLARGE", append_args(tail=(0, 10, 100))),
    # entry JSON the readers could not render (issue 9): refused, never stored
    ("guessed call id field", "BADENTRY", append_args(t="c", cid="n1", payload=entry_json(
        "c", cid="", tool_call_id="n1", toolName=None, name="shell"))),
    ("guessed result fields", "BADENTRY", append_args(t="r", role="system", cid="open", payload=entry_json(
        "r", "system", tool_call_id="open"))),
    ("call without toolName", "BADENTRY", append_args(t="c", cid="n2", payload=entry_json("c", cid="n2", toolName=None))),
    ("bad toolName", "BADENTRY", append_args(t="c", cid="n3", payload=entry_json("c", cid="n3", toolName="a b"))),
    ("toolCallId differs", "BADENTRY", append_args(t="c", cid="n4", payload=entry_json("c", cid="other"))),
    ("type differs from code", "BADENTRY", append_args(payload=entry_json(type="tool_call"))),
    ("unknown type name", "BADENTRY", append_args(payload=entry_json(type="note"))),
    ("role differs", "BADENTRY", append_args(payload=entry_json(role="user"))),
    ("no id", "BADENTRY", append_args(payload=entry_json(id=None))),
    ("no ts", "BADENTRY", append_args(payload=entry_json(ts=None))),
    ("no content", "BADENTRY", append_args(payload=entry_json(content=None))),
    ("content a number", "BADENTRY", append_args(payload=entry_json(content=3))),
    ("content parts not objects", "BADENTRY", append_args(payload=entry_json(content=["a"]))),
    ("tokens differ", "BADENTRY", append_args(payload=entry_json(tokens=2))),
    ("arguments an array", "BADENTRY", append_args(t="c", cid="n5", payload=entry_json("c", cid="n5", arguments=[1]))),
    ("isError on a message", "BADENTRY", append_args(payload=entry_json(isError=True))),
    ("metadata a string", "BADENTRY", append_args(payload=entry_json(metadata="x"))),
    ("entry an array", "BADENTRY", append_args(payload="[1]")),
    ("orphan result", "ORPHAN", append_args(t="r", role="system", cid="never")),
    ("answered call's result", "ORPHAN", append_args(t="r", role="system", cid="answered")),
    ("duplicate call", "DUPLICATE", append_args(t="c", cid="open")),
    ("bad session", "BADSESSION", ["a b", *append_args()[1:]]),
    ("missing args", "BADARG", append_args()[:-3]),
    ("missing last arg", "BADARG", append_args()[:-1]),
    ("bad ttl", "BADARG", append_args(tail=(-1, 1_000_000, 100))),
    ("bad max bytes", "BADARG", append_args(tail=(0, 1, 100))),
    ("bad events maxlen", "BADARG", append_args(tail=(0, 1_000_000, -1))),
    ("bad cap mode (overridden)", "BADARG", append_args(settings=with_setting("cap_mode", "x"))),
    ("bad max_summaries (overridden)", "BADARG", append_args(settings=with_setting("max_summaries", -1))),
    ("watermark 0 (overridden)", "BADARG", append_args(settings=with_setting("watermark", "0"))),
    ("watermark 1.5 (overridden)", "BADARG", append_args(settings=with_setting("watermark", "1.5"))),
    ("watermark nan (overridden)", "BADARG", append_args(settings=with_setting("watermark", "nan"))),
    ("ratio nan", "BADARG", append_args(settings=with_setting("target_ratio", "nan"))),
    ("ratio 0", "BADARG", append_args(settings=with_setting("target_ratio", "0"))),
    ("max_entries 0", "BADARG", append_args(settings=with_setting("max_entries", 0))),
    ("auto 2", "BADARG", append_args(settings=with_setting("auto", 2))),
    ("pin_anchor yes", "BADARG", append_args(settings=with_setting("pin_anchor", "yes"))),
    ("recent_window -1", "BADARG", append_args(settings=with_setting("recent_window", -1))),
    ("settings short", "BADARG", append_args(settings=SETTINGS[:-1])),
]


def test_fcall_append_bad_argv(mem: AgentMemory) -> None:
    with Unchanged(mem):
        for name, code, args in BAD_APPENDS:
            try:
                fcall_refused(mem, code, "rollmem_budget_append", args)
            except AssertionError as e:
                raise AssertionError(name) from e


def test_fcall_wrong_key_count(mem: AgentMemory) -> None:
    """A caller that forgets a key (args otherwise right) must not get half a write."""
    with Unchanged(mem):
        for nkeys in (10, 12, 0):
            wrong_key_count(mem, nkeys)


def wrong_key_count(mem: AgentMemory, nkeys: int) -> None:
    keys = mem.config.keys.budget_session(GOOD).as_list()
    keys = [*keys, keys[0]][:nkeys]
    (job,) = read_jobs(mem, GOOD)
    calls = [
        ("rollmem_budget_append", append_args()),
        ("rollmem_budget_compress", [GOOD, *SETTINGS, 0, 0]),
        ("rollmem_budget_put_summary", [GOOD, job.gen, job.end, job.id, mem.config.group, "{}", 1, 5, "drop", 0, 100]),
        ("rollmem_budget_put_merge", [GOOD, job.gen, job.id, mem.config.group, "{}", 1, 0]),
        ("rollmem_budget_configure", [GOOD, "max_entries", "7"]),
        ("rollmem_budget_clear", [GOOD, mem.config.group, 100]),
        ("rollmem_budget_import", [GOOD, mem.config.group, 0, 1000, 0, 0, 0]),
        ("rollmem_budget_context", ["include"]),
        ("rollmem_budget_stats", []),
    ]
    for fn, args in calls:
        fcall_refused(mem, "BADKEY", fn, args, keys=keys)


def test_fcall_other_functions_bad_argv(mem: AgentMemory) -> None:
    (job,) = read_jobs(mem, GOOD)  # the real pending job, delivered to a consumer: an early ack would show
    group = mem.config.group

    def put(**kw: Any) -> list[Any]:
        a = {"sid": GOOD, "gen": job.gen, "end": job.end, "job": job.id, "group": group, "summary": "{}",
             "tokens": 1, "max": 5, "mode": "drop", "ttl": 0, "ev": 100, **kw}
        return list(a.values())

    def merge(**kw: Any) -> list[Any]:
        a = {"sid": GOOD, "gen": job.gen, "job": job.id, "group": group, "summary": "{}", "tokens": 1, "ttl": 0, **kw}
        return list(a.values())

    cases: list[tuple[str, str, list[Any]]] = [
        ("BADARG", "rollmem_budget_put_summary", put(job="abc")),
        ("BADARG", "rollmem_budget_put_summary", put(group="")),
        ("BADARG", "rollmem_budget_put_summary", put(end=0)),
        ("BADARG", "rollmem_budget_put_summary", put(end="x")),
        ("BADENTRY", "rollmem_budget_put_summary", put(summary="[]")),
        ("BADARG", "rollmem_budget_put_summary", put(tokens=-1)),
        ("BADARG", "rollmem_budget_put_summary", put(tokens="1.5")),
        ("BADARG", "rollmem_budget_put_summary", put(max=-1)),
        ("BADARG", "rollmem_budget_put_summary", put(mode="x")),
        ("BADARG", "rollmem_budget_put_summary", put(ttl=-1)),
        ("BADARG", "rollmem_budget_put_summary", put()[:-1]),
        ("BADSESSION", "rollmem_budget_put_summary", put(sid="")),
        ("BADARG", "rollmem_budget_put_merge", merge(job="1")),
        ("BADARG", "rollmem_budget_put_merge", merge(group="")),
        ("BADENTRY", "rollmem_budget_put_merge", merge(summary="x")),
        ("BADARG", "rollmem_budget_put_merge", merge(tokens="abc")),
        ("BADARG", "rollmem_budget_put_merge", merge()[:-1]),
        ("BADARG", "rollmem_budget_compress", [GOOD, *SETTINGS, 0, 2]),
        ("BADARG", "rollmem_budget_compress", [GOOD, *with_setting("cap_mode", "x"), 0, 0]),
        ("BADARG", "rollmem_budget_compress", [GOOD, *SETTINGS, 0]),
        ("BADSESSION", "rollmem_budget_compress", ["{x}", *SETTINGS, 0, 0]),
        ("BADARG", "rollmem_budget_context", ["x"]),
        ("BADARG", "rollmem_budget_context", []),
        ("BADARG", "rollmem_budget_configure", [GOOD, "max_entries"]),
        ("BADARG", "rollmem_budget_configure", [GOOD, "bogus", "1"]),
        ("BADARG", "rollmem_budget_configure", [GOOD, "max_entries", "7", "watermark", "nan"]),
        ("BADARG", "rollmem_budget_configure", [GOOD, "max_entries", "7", "cap_mode", "x"]),
        ("BADARG", "rollmem_budget_configure", [GOOD, "max_entries", "0"]),
        ("BADSESSION", "rollmem_budget_configure", ["", "max_entries", "7"]),
        ("BADARG", "rollmem_budget_clear", [GOOD, "", 100]),
        ("BADARG", "rollmem_budget_clear", [GOOD, group, -1]),
        ("BADSESSION", "rollmem_budget_clear", ["a b", group, 100]),
    ]
    with Unchanged(mem):
        for code, fn, args in cases:
            fcall_refused(mem, code, fn, args)


def test_fcall_import_bad_argv(mem: AgentMemory) -> None:
    g = mem.config.group

    def imp(last: int, entries: list[list[Any]], sums: list[list[Any]] | None = None, extra: tuple[Any, ...] = ()) -> list[Any]:
        args: list[Any] = [GOOD, g, 0, 1_000_000, last, len(entries)]
        for e in entries:
            args += e
        args.append(len(sums or []))
        for s in sums or []:
            args += s
        return args + list(extra)

    user = entry_json(role="user")
    m = [1, "m", "user", 1, "", user]
    call = entry_json("c", cid="c1")
    cases: list[tuple[str, list[Any]]] = [
        ("BADARG", imp(1, [m], extra=("x",))),                                # more args than counted
        ("BADARG", imp(1, [m])[:-1]),                                         # fewer
        ("BADARG", imp(2, [m, [1, "m", "assistant", 1, "", ENTRY]])),          # seqs not increasing
        ("BADARG", imp(1, [[2, "m", "user", 1, "", user]])),                   # seq > last
        ("BADENTRY", imp(1, [[1, "z", "user", 1, "", user]])),
        ("BADENTRY", imp(1, [[1, "m", "narrator", 1, "", user]])),
        ("BADARG", imp(1, [[1, "m", "user", -1, "", user]])),
        ("BADENTRY", imp(1, [[1, "m", "user", 1, "", "[]"]])),
        ("BADENTRY", imp(1, [[1, "c", "assistant", 1, "", ENTRY]])),
        ("BADENTRY", imp(2, [m, [2, "c", "assistant", 1, "c1", entry_json("c", cid="c1", toolName=None)]])),
        ("BADENTRY", imp(2, [m, [2, "m", "assistant", 1, "", entry_json(tool_call_id="c1")]])),
        ("ORPHAN", imp(2, [m, [2, "r", "system", 1, "c9", entry_json("r", "system", "c9")]])),
        ("DUPLICATE", imp(3, [m, [2, "c", "assistant", 1, "c1", call], [3, "c", "assistant", 1, "c1", call]])),
        ("BADARG", imp(1, [m], [[0, 1, "{}"]])),
        ("BADARG", imp(1, [m], [[1, -1, "{}"]])),
        ("BADENTRY", imp(1, [m], [[1, 1, "[]"]])),
        ("BADARG", [GOOD, "", 0, 1_000_000, 0, 0, 0]),
    ]
    with Unchanged(mem):
        for code, args in cases:
            fcall_refused(mem, code, "rollmem_budget_import", args)


# ---------------------------------------------------------------- policies


def test_budget_functions_on_a_blocks_session(mem: AgentMemory) -> None:
    (bjob,) = read_jobs(mem, BLOCKS)  # a real job of the blocks session, delivered to a consumer
    exp = mem.export_session(GOOD)
    summary = B.summary_from_job([], "s", words, bjob.start, bjob.end)
    calls: list[tuple[Any, tuple[Any, ...], dict[str, Any]]] = [
        (mem.add_message, (BLOCKS, "assistant", "x"), {"tokens": 1}),
        (mem.add_user_message, (BLOCKS, "x"), {"tokens": 1}),
        (mem.add_tool_call, (BLOCKS, "t", {}), {"tokens": 1}),
        (mem.add_tool_result, (BLOCKS, "open", "r"), {"tokens": 1}),
        (mem.add_context, (BLOCKS, "c", "src"), {"tokens": 1}),
        (mem.set_system_prompt, (BLOCKS, "s"), {"tokens": 1}),
        (mem.compress, (BLOCKS,), {}),
        (mem.view, (BLOCKS,), {}),
        (mem.get_active_entries, (BLOCKS,), {}),
        (mem.get_stats, (BLOCKS,), {}),
        (mem.configure_session, (BLOCKS,), {"max_entries": 5}),
        (mem.clear_session, (BLOCKS,), {}),
        (mem.export_session, (BLOCKS,), {}),
        (mem.import_session, (exp, BLOCKS), {}),
        (mem.put_summary, (BLOCKS, bjob.gen, bjob.id, summary), {}),
        (mem.put_merge, (BLOCKS, bjob.gen, bjob.id, summary), {}),
    ]
    with Unchanged(mem):
        for fn, args, kw in calls:
            raises(WrongPolicy, fn, *args, **kw)


def test_blocks_functions_on_a_budget_session(mem: AgentMemory) -> None:
    blocks = RollingMemory(mem.redis, prefix=mem.config.prefix, buckets=4)
    (job,) = read_jobs(mem, GOOD)
    exp = blocks.export_session(BLOCKS)
    calls: list[tuple[Any, tuple[Any, ...]]] = [
        (blocks.add_interaction, (GOOD, {"q": 1}, {"a": 1})),
        (blocks.context, (GOOD,)),
        (blocks.window, (GOOD,)),
        (blocks.summaries, (GOOD,)),
        (blocks.clear_session, (GOOD,)),
        (blocks.configure_session, (GOOD, 5, 1)),
        (blocks.export_session, (GOOD,)),
        (blocks.import_session, (exp, GOOD)),
        (blocks.put_summary, (GOOD, job.gen, job.id, Range(job.start, job.end), "x")),
    ]
    with Unchanged(mem):
        for fn, args in calls:
            raises(WrongPolicy, fn, *args)
    assert blocks.stats(GOOD).policy == "budget"  # the blocks stats read any session's policy


def test_import_refuses_foreign_or_malformed_exports(mem: AgentMemory) -> None:
    blocks = RollingMemory(mem.redis, prefix=mem.config.prefix, buckets=4)
    refused(mem, InvalidEntry, mem.import_session, msgspec.json.encode(blocks.export_session(BLOCKS)), GOOD)
    refused(mem, InvalidEntry, mem.import_session, b"not json", GOOD)
    refused(mem, InvalidEntry, mem.import_session, {"sessionId": GOOD}, GOOD)
    refused(mem, InvalidEntry, mem.import_session, 5, GOOD)
    exp = mem.export_session(GOOD)
    bad = msgspec.structs.replace(exp, entries=[*exp.entries, entry(type="summary", seq=exp.last_seq)])
    refused(mem, InvalidEntry, mem.import_session, bad, GOOD)
    late = entry(type="tool_result", role="system", tool_call_id="never-called", seq=exp.last_seq + 1)
    orphaned = msgspec.structs.replace(exp, entries=[*exp.entries, late], last_seq=exp.last_seq + 1)
    refused(mem, OrphanToolResult, mem.import_session, orphaned, GOOD)
    # overrides are checked before anything is imported, here or under another id
    for overrides in ({"bogus": "1"}, {"watermark": "5"}, {"max_entries": "x"}, {"auto": "2"}, {"cap_mode": "x"},
                      {"max_age_ms": "-1"}):
        bad = msgspec.structs.replace(exp, overrides=overrides)
        refused(mem, InvalidEntry, mem.import_session, bad, GOOD)
        refused(mem, InvalidEntry, mem.import_session, bad, "elsewhere")
