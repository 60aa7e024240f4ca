"""Bad input is refused with a clear RollMemError subclass and leaves Redis exactly as it was.

Every test snapshots every key of the test's prefix (type, content, stream groups
and pending entries, whether a TTL is set) before the bad call and compares after.
The Lua functions are also called directly with FCALL, as a client in another
language would, and must answer ``RM_<CODE>`` errors without writing anything.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import msgspec
import pytest
import redis
from helpers import Unchanged

from rollmem_client import (
    ConfigError,
    EntryTooLarge,
    InvalidArgument,
    InvalidEntry,
    InvalidSessionId,
    MemoryConfig,
    Range,
    RollingMemory,
    RollMemError,
    WrongPolicy,
)

GOOD = "good-session"


@pytest.fixture
def populated(memory: RollingMemory) -> RollingMemory:
    """A session with a window, a summary, a pending job delivered to a consumer, and overrides."""
    for i in range(1, 44):
        memory.add_interaction(GOOD, {"q": i}, {"a": i})
    keys = memory.config.keys.session(GOOD)
    memory.redis.xreadgroup(memory.config.group, "c1", {keys.jobs: ">"}, count=10)
    (jid, f), = [(j, f) for j, f in memory.redis.xrange(keys.jobs) if f[b"end"] == b"22"]
    assert memory.put_summary(GOOD, f[b"gen"].decode(), jid.decode(), Range(2, 22), "A") == "written"
    memory.configure_session(GOOD, window_size=21, max_summaries=3)
    return memory


def unchanged(mem: RollingMemory) -> Unchanged:
    """Context manager asserting that nothing under the client's prefix changes (and that it holds something)."""
    return Unchanged(mem, nonempty=True)


def refused(mem: RollingMemory, exc: type[BaseException], fn: Any, *args: Any, **kw: Any) -> BaseException:
    with unchanged(mem), pytest.raises(exc) as info:
        fn(*args, **kw)
    assert isinstance(info.value, RollMemError)
    assert str(info.value)
    return info.value


# ---------------------------------------------------------------- session ids

BAD_IDS = ["", "x" * 201, "{x}", "a{b", "a}b", "a b", "a\nb", "tab\t", "é", "a/b", "a*", 5, None, b"bytes", ["x"]]


@pytest.mark.parametrize("sid", BAD_IDS, ids=repr)
def test_invalid_session_ids(populated: RollingMemory, sid: Any) -> None:
    m = populated
    exp = m.export_session(GOOD)
    calls = [
        (m.add_interaction, (sid, {"q": 1}, {"a": 1})),
        (m.context, (sid,)),
        (m.window, (sid,)),
        (m.summaries, (sid,)),
        (m.stats, (sid,)),
        (m.clear_session, (sid,)),
        (m.configure_session, (sid, 5, 1)),
        (m.export_session, (sid,)),
        *([(m.import_session, (exp, sid))] if sid is not None else []),  # None: the export's own id
        (m.put_summary, (sid, "1", "1-1", Range(2, 22), "x")),
    ]
    for fn, args in calls:
        e = refused(m, InvalidSessionId, fn, *args)
        assert isinstance(e, ValueError)


def test_longest_valid_session_id(memory: RollingMemory) -> None:
    sid = "a" * 200
    assert memory.add_interaction(sid, {"q": 1}, {"a": 1}).seq == 1
    assert list(memory.sessions()) == [sid]


# ---------------------------------------------------------------- payloads


class Opaque:
    pass


BAD_PAYLOADS = [
    "hello",
    "",
    "[1, 2]",
    '"a string"',
    "null",
    "5",
    '{"a": 1} trailing',
    '{"a": ',
    b"[1]",
    5,
    1.5,
    None,
    True,
    ["a", "list"],
    {"a": Opaque()},
    {"nested": {"deeper": [object()]}},
    {"s": "\ud800"},  # a lone surrogate cannot be UTF-8
    "\ud800",
    '{"deep": ' + "[" * 100_000 + "]" * 100_000 + "}",  # nesting too deep to parse
]


def _deep(n: int) -> dict[str, Any]:
    d: dict[str, Any] = {}
    for _ in range(n):
        d = {"a": d}
    return d


BAD_PAYLOADS.append(_deep(100_000))  # nesting too deep to encode


def short_id(v: Any) -> str:
    try:
        return repr(v)[:40]
    except RecursionError:
        return "deeply-nested"


@pytest.mark.parametrize("payload", BAD_PAYLOADS, ids=short_id)
def test_bad_payloads(populated: RollingMemory, payload: Any) -> None:
    for args in ((GOOD, payload, {"a": 1}), (GOOD, {"q": 1}, payload), ("brand-new", payload, {"a": 1})):
        e = refused(populated, InvalidEntry, populated.add_interaction, *args)
        assert isinstance(e, ValueError)


def test_entry_over_max_entry_bytes(memory: RollingMemory) -> None:
    small = RollingMemory(memory.redis, MemoryConfig(prefix=memory.config.prefix, buckets=4, max_entry_bytes=200))
    small.add_interaction(GOOD, {"q": "x" * 50}, {"a": 1}, ts="2026-01-01T00:00:00Z")
    for args in (({"q": "x" * 200}, {"a": 1}), ({"q": 1}, {"a": "y" * 200}), ('{"q": "%s"}' % ("z" * 180), "{}")):
        e = refused(small, EntryTooLarge, small.add_interaction, GOOD, *args, ts="2026-01-01T00:00:00Z")
        assert isinstance(e, InvalidEntry) and isinstance(e, ValueError)
        assert "200" in str(e)
    # the limit is on the stored interaction: exactly at the limit is accepted
    envelope = len(b'{"userRequest":{"q":""},"aiResponse":{},"ts":"2026-01-01T00:00:00Z"}')
    assert small.add_interaction(GOOD, {"q": "x" * (200 - envelope)}, {}, ts="2026-01-01T00:00:00Z").seq == 2
    refused(small, EntryTooLarge, small.add_interaction, GOOD, {"q": "x" * (201 - envelope)}, {}, ts="2026-01-01T00:00:00Z")


BAD_TS = [dt.datetime(2026, 1, 1, 12, 0), 5, 1.5, "", "x" * 65, b"2026-01-01", dt.date(2026, 1, 1)]


@pytest.mark.parametrize("ts", BAD_TS, ids=repr)
def test_bad_timestamps(populated: RollingMemory, ts: Any) -> None:
    refused(populated, InvalidEntry, populated.add_interaction, GOOD, {"q": 1}, {"a": 1}, ts)
    jid = "1-1"
    refused(populated, InvalidEntry, populated.put_summary, GOOD, "1", jid, Range(23, 43), "text", ts)


def test_aware_timestamps_are_accepted(memory: RollingMemory) -> None:
    tz = dt.timezone(dt.timedelta(hours=2))
    memory.add_interaction("ts", {"q": 1}, {"a": 1}, dt.datetime(2026, 1, 1, 12, 0, tzinfo=tz))
    memory.add_interaction("ts", {"q": 2}, {"a": 2}, "2026-01-01T10:00:00Z")
    assert [x.ts for x in memory.window("ts")] == ["2026-01-01T12:00:00+02:00", "2026-01-01T10:00:00Z"]
    # the server stamps interactions without a ts
    memory.add_interaction("ts", {"q": 3}, {"a": 3})
    assert dt.datetime.fromisoformat(memory.window("ts")[-1].ts.replace("Z", "+00:00")).tzinfo is not None


def test_bad_summary_text(populated: RollingMemory) -> None:
    for text in (None, 5, b"bytes", {"t": 1}, "\ud800"):
        refused(populated, InvalidEntry, populated.put_summary, GOOD, "1", "1-1", Range(23, 43), text)


def test_wrong_policy(populated: RollingMemory) -> None:
    keys = populated.config.keys.session("other-policy")
    populated.redis.hset(keys.meta, mapping={"gen": "1", "policy": "tokens", "last": 3})
    e = refused(populated, WrongPolicy, populated.add_interaction, "other-policy", {"q": 1}, {"a": 1})
    assert isinstance(e, ValueError) and "tokens" in str(e)


# ---------------------------------------------------------------- configuration


BAD_CONFIGS = [
    {"window_size": 0}, {"window_size": -1}, {"window_size": "21"}, {"window_size": True}, {"window_size": 10**9},
    {"window_size": 1.5}, {"window_size": None},
    {"max_summaries": -1}, {"max_summaries": "3"}, {"max_summaries": False}, {"max_summaries": 10**9},
    {"buckets": 0}, {"buckets": -1}, {"buckets": 1025}, {"buckets": "4"}, {"buckets": True},
    {"prefix": "{x}"}, {"prefix": ""}, {"prefix": "a}"}, {"prefix": "a b"}, {"prefix": "a:b"}, {"prefix": "x" * 65},
    {"prefix": None},
    {"ttl_seconds": 0}, {"ttl_seconds": -1}, {"ttl_seconds": "10"}, {"ttl_seconds": True}, {"ttl_seconds": 1.5},
    {"ttl_seconds": 10**12},
    {"max_entry_bytes": 0}, {"max_entry_bytes": 1}, {"max_entry_bytes": 2**40},
    {"group": ""}, {"group": None}, {"group": 5}, {"group": "g" * 129},
]


@pytest.mark.parametrize("settings", BAD_CONFIGS, ids=repr)
def test_bad_memory_config(settings: dict[str, Any]) -> None:
    with pytest.raises(ConfigError) as info:
        MemoryConfig(**settings)
    assert isinstance(info.value, ValueError) and isinstance(info.value, RollMemError)
    with pytest.raises(ConfigError):
        RollingMemory(None, **settings)


def test_extreme_valid_config() -> None:
    MemoryConfig(window_size=1, max_summaries=0, buckets=1, prefix="a", ttl_seconds=1, max_entry_bytes=2)
    MemoryConfig(window_size=100_000, max_summaries=10_000, buckets=1024, prefix="p" * 64)


BAD_OVERRIDES = [
    {"window_size": 0}, {"window_size": -1}, {"window_size": "5"}, {"window_size": True}, {"window_size": 100_001},
    {"window_size": 2.0}, {"max_summaries": -1}, {"max_summaries": "1"}, {"max_summaries": True},
    {"max_summaries": 10_001}, {"max_summaries": 1.0},
]


@pytest.mark.parametrize("override", BAD_OVERRIDES, ids=repr)
def test_configure_session_bad_values(populated: RollingMemory, override: dict[str, Any]) -> None:
    e = refused(populated, InvalidArgument, populated.configure_session, GOOD, **override)
    assert isinstance(e, ValueError)
    e = refused(populated, InvalidArgument, populated.configure_session, "fresh", **override)
    assert populated.stats(GOOD).window_size == 21


# ---------------------------------------------------------------- import


def test_import_malformed_exports(populated: RollingMemory) -> None:
    m = populated
    exp = m.export_session(GOOD)
    assert exp.pending and exp.summaries and exp.interactions
    d = msgspec.to_builtins(exp)

    def variant(**change: Any) -> dict[str, Any]:
        v = msgspec.to_builtins(exp)
        v.update(change)
        return v

    gap = list(d["interactions"])
    gap[3] = {**gap[3], "seq": gap[3]["seq"] + 100}
    bad_entry = list(d["interactions"])
    bad_entry[0] = {**bad_entry[0], "userRequest": [1, 2]}
    reversed_ = list(reversed(d["interactions"]))
    cases: list[Any] = [
        variant(interactions=gap),                    # non-contiguous sequence numbers
        variant(interactions=reversed_),              # out of order
        variant(lastSeq=exp.last_seq + 1),            # window does not end at lastSeq
        variant(policy="tokens"),                     # another policy's export
        variant(interactions=bad_entry),              # a request that is not an object
        variant(lastSeq="fifty"),                     # wrong types
        variant(summaries=[{"range": {"startIndex": 1}, "text": "x", "ts": "t"}]),
        {"sessionId": GOOD},                          # missing fields
        "this is not JSON",
        b"{\"sessionId\": ",
        "[]",
        "{}",
        b"\xff\xfe",
        5,
        None,
        ["list"],
    ]
    for case in cases:
        for target in (None, "brand-new"):
            e = refused(m, InvalidEntry, m.import_session, case, target)
            assert isinstance(e, ValueError)

    # exports that pass the client's checks but break the server's: refused by the Lua, nothing written
    server_cases = [
        variant(summarizedThrough=exp.last_seq + 1),  # summarized beyond the last interaction
        variant(summaries=[{"range": {"startIndex": 60, "endIndex": 60}, "text": "x", "ts": "t"}]),  # past mark
        variant(pending=[{"range": {"startIndex": 5, "endIndex": 4}, "interactions": []}]),
        variant(config={"windowSize": 0}),
        variant(config={"maxSummaries": -2}),
    ]
    for case in server_cases:
        e = refused(m, RollMemError, m.import_session, case)
        assert isinstance(e, ValueError)


def test_import_interaction_over_the_entry_limit(populated: RollingMemory) -> None:
    exp = populated.export_session(GOOD)
    small = RollingMemory(populated.redis, MemoryConfig(prefix=populated.config.prefix, buckets=4, max_entry_bytes=60))
    refused(small, EntryTooLarge, small.import_session, exp)


# ---------------------------------------------------------------- direct FCALL, as another language would


def keys_of(m: RollingMemory, sid: str = GOOD) -> list[str]:
    return m.config.keys.session(sid).as_list()


def fcall_refused(m: RollingMemory, code: str, function: str, keys: list[str], *args: Any, ro: bool = False) -> None:
    with unchanged(m):
        with pytest.raises(redis.ResponseError) as info:
            (m.redis.fcall_ro if ro else m.redis.fcall)(function, len(keys), *keys, *args)
        msg = str(info.value)
        assert msg.startswith(f"RM_{code} "), msg


PAYLOAD = '{"userRequest":{"q":1},"aiResponse":{"a":1},"ts":"2026-01-01T00:00:00Z"}'


def test_fcall_append_bad_arguments(populated: RollingMemory) -> None:
    m = populated
    k = keys_of(m)
    good = [GOOD, PAYLOAD, 21, 3, 0, 1 << 20]
    assert m.redis.fcall("rollmem_append", len(k), *k, *good)[0] == 44  # the good call works

    def bad(code: str, **at: Any) -> None:
        args = list(good)
        for i, v in at.items():
            args[int(i[1:])] = v
        fcall_refused(m, code, "rollmem_append", k, *args)

    for w in ("abc", "0", "-1", "1.5", "", "100001", "1e400"):
        bad("BADARG", a2=w)
    for mx in ("x", "-1", "10001"):
        bad("BADARG", a3=mx)
    for ttl in ("-5", "x"):
        bad("BADARG", a4=ttl)
    for lim in ("1", "x"):
        bad("BADARG", a5=lim)
    for p in ("[1]", "", "{", "x", "1", '"{}"'):
        bad("BADENTRY", a1=p)
    # shaped like an object but unreadable: accepted would mean every later read fails
    for p in ("{not json}", "{}", '{"userRequest":{}}', '{"userRequest":{},"aiResponse":{}}',
              '{"userRequest":{},"aiResponse":{},"ts":5}', '{"userRequest":{},"aiResponse":{},"ts":"x"} }'):
        bad("BADENTRY", a1=p)
    bad("TOOLARGE", a5=len(PAYLOAD) - 1)
    for sid in ("a b", "", "{x}", "x" * 201, "a\nb"):
        bad("BADSESSION", a0=sid)
    fcall_refused(m, "BADARG", "rollmem_append", k, GOOD, PAYLOAD)  # missing arguments
    fcall_refused(m, "BADSESSION", "rollmem_append", k)
    fcall_refused(m, "BADKEY", "rollmem_append", k[:2], *good)  # missing keys
    fcall_refused(m, "BADKEY", "rollmem_append", [*k, k[0]], *good)  # one key too many


def test_fcall_bad_window_argument_with_a_session_override(populated: RollingMemory) -> None:
    """An argument is validated even when the session's own override makes it unused."""
    k = keys_of(populated)
    fcall_refused(populated, "BADARG", "rollmem_append", k, GOOD, PAYLOAD, "abc", 3, 0, 1 << 20)
    fcall_refused(populated, "BADARG", "rollmem_append", k, GOOD, PAYLOAD, 21, "many", 0, 1 << 20)
    fcall_refused(populated, "BADARG", "rollmem_context", k, "abc", 3, ro=True)
    fcall_refused(populated, "BADARG", "rollmem_stats", k, 21, "-1", ro=True)


def test_fcall_put_summary_bad_arguments(populated: RollingMemory) -> None:
    m = populated
    keys = m.config.keys.session(GOOD)
    k = [*keys_of(m), keys.stats]
    (jid, f), = [(j, f) for j, f in m.redis.xrange(keys.jobs) if f[b"sid"] == GOOD.encode()]
    summary = '{"range":{"startIndex":23,"endIndex":43},"text":"B","ts":"2026-01-01T00:00:00Z"}'
    good = [GOOD, f[b"gen"].decode(), 43, jid.decode(), m.config.group, summary, 3, 0]

    def bad(code: str, i: int, v: Any) -> None:
        args = list(good)
        args[i] = v
        fcall_refused(m, code, "rollmem_put_summary", k, *args)

    for job_id in ("abc", "1-", "-1", "", "1-2-3", "1 -2"):
        bad("BADARG", 3, job_id)
    bad("BADARG", 4, "")
    for s in ("text", "[]", ""):
        bad("BADENTRY", 5, s)
    for end in ("0", "x", "-3"):
        bad("BADARG", 2, end)
    bad("BADARG", 6, "x")
    bad("BADARG", 7, "-1")
    bad("BADSESSION", 0, "{bad}")
    fcall_refused(m, "BADARG", "rollmem_put_summary", k, *good[:4])
    fcall_refused(m, "BADKEY", "rollmem_put_summary", k[:4], *good)
    # and the good call still works afterwards
    assert m.redis.fcall("rollmem_put_summary", len(k), *k, *good)[0] == b"written"


def test_fcall_other_functions_bad_arguments(populated: RollingMemory) -> None:
    m = populated
    k = keys_of(m)
    fcall_refused(m, "BADARG", "rollmem_configure", k, GOOD, "0", "")
    fcall_refused(m, "BADARG", "rollmem_configure", k, GOOD, "", "-1")
    fcall_refused(m, "BADARG", "rollmem_configure", k, GOOD, "5", "x")  # nothing written although 5 is fine
    fcall_refused(m, "BADSESSION", "rollmem_configure", k, "a b", "5", "1")
    fcall_refused(m, "BADARG", "rollmem_clear", k, GOOD, "")
    fcall_refused(m, "BADSESSION", "rollmem_clear", k, "", m.config.group)
    fcall_refused(m, "BADKEY", "rollmem_clear", k[:3], GOOD, m.config.group)
    g = m.config.group
    # import: counts that do not match, a non-object interaction, a mark beyond last
    fcall_refused(m, "BADARG", "rollmem_import", k, GOOD, g, 0, 1 << 20, "", "", 5, 5, 1, PAYLOAD, 0, 0, "extra")
    fcall_refused(m, "BADENTRY", "rollmem_import", k, GOOD, g, 0, 1 << 20, "", "", 5, 5, 1, "[]", 0, 0)
    fcall_refused(m, "BADARG", "rollmem_import", k, GOOD, g, 0, 1 << 20, "", "", 5, 6, 0, 0, 0)
    fcall_refused(m, "BADARG", "rollmem_import", k, GOOD, g, 0, 1 << 20, "", "", 5, 5, 6, *[PAYLOAD] * 6, 0, 0)
    fcall_refused(m, "BADARG", "rollmem_import", k, GOOD, g, 0, 1 << 20, "", "", 5, 5, 0, 1, 9, "{}", 0)
    fcall_refused(m, "BADENTRY", "rollmem_import", k, GOOD, g, 0, 1 << 20, "", "", 5, 5, 0, 0, 1, 1, 5, "{}")
    fcall_refused(m, "BADARG", "rollmem_import", k, GOOD, g, 0, 1 << 20, "", "", 5, 5)
    fcall_refused(m, "BADSESSION", "rollmem_import", k, "x y", g, 0, 1 << 20, "", "", 0, 0, 0, 0, 0)
