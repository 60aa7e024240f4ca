"""Only ``RollMemError``s leave the SDK for what a caller or another writer can cause (issue 11, item 3).

A table of bad inputs — every argument of every public method of ``RollingMemory``, ``AgentMemory`` and
their asyncio twins, replaced in turn by values of the wrong type, out of range, unencodable or malformed —
each must raise a ``RollMemError`` subclass and change nothing in Redis. Then readers meet entries that
another client stored badly (bad JSON, wrong types, deep nesting) and must name the session and the entry.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import inspect
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import redis
from helpers import async_twin, drop_keys, snapshot

from rollmem_client import (
    AgentMemory,
    AsyncAgentMemory,
    AsyncRollingMemory,
    BudgetConfig,
    ConfigError,
    CorruptEntry,
    MemoryConfig,
    Range,
    RollingMemory,
    RollMemError,
)
from rollmem_client.budget import ops as budget_ops
from rollmem_client.models import MemorySummary, TimeRange

LONE = "\ud800"  # a lone surrogate: not UTF-8
DEEP: Any = {}
_d = DEEP
for _ in range(5000):
    _d["a"] = {}
    _d = _d["a"]


class Odd:
    """An object nothing can serialize."""


# Bad values by the kind of argument they replace.
BAD: dict[str, list[Any]] = {
    "sid": [None, 5, 1.5, True, "", "x" * 201, "a b", "a|b", "é", LONE, b"sid", ["s"], {"s": 1}, Odd()],
    "payload": [None, 5, 1.5, True, "not json", "[1, 2]", '"text"', "{bad", LONE, b"\xff\xfe", [1], Odd(),
                {"a": Odd()}, {"a": LONE}, DEEP],
    "ts": ["yesterday", 5, 1.5, "2020-01-01T00:00:00", dt.datetime(2020, 1, 1), LONE, ["ts"], "x" * 100],
    "size": [-1, 0, 1.5, "5", True, 10**12, [3]],
    "cap": [-1, 1.5, "5", True, 10**12, [3]],
    "cap_mode": ["fold", "", 5, True, LONE],
    "state": [None, 5, "not json", "{}", '{"session_id": 5}', b"\xff", [1], Odd(), {"interactions": "x"},
              {"session_id": "s", "entries": [{"id": 5}]}],
    "gen": [None, 5, "", "abc", LONE, ["1"], "1" * 100],
    "job_id": [None, 5, "", "bogus", "1-2-3", LONE, ["1-0"]],
    "range": [None, 5, "1-3", (1, 3), {"start_index": 1}],
    "text": [None, 5, LONE, b"text", ["t"], Odd()],
    "content": [5, 1.5, True, {"a": 1}, [1, 2], LONE, [{"text": LONE}], Odd(), [{"a": Odd()}]],
    "role": [None, 5, "", "system", "robot", LONE],
    "tool_name": [None, 5, "", "a b", "x" * 65, LONE, "naïve"],
    "arguments": [None, 5, "x", [1], {"a": Odd()}, {"a": LONE}, DEEP],
    "call_id": [None, 5, "", "a|b", "x" * 257, LONE, "a b"],
    "source": [5, 1.5, ["s"], Odd()],
    "id": [5, 1.5, True, "", "a|b", "x" * 129, LONE, ["i"], "a b"],
    "name": [5, "", "x" * 65, ["n"]],
    "metadata": ["m", 5, [1], {1: "a"}, {"a": Odd()}, {"a": LONE}, DEEP],
    "tokens": [-1, 1.5, "5", True, 10**12],
    "entry": [None, 5, "entry", {"type": "message"}, Odd()],
    "summary": [None, 5, "s", {"content": "x"}, Odd()],
    "pending": [5, "every", "none", LONE],
    "budget": ["x", -5, 1.5, [1], Odd()],
    "format": [None, 5, "", "xml", LONE],
    "page": [-1, 0, "8", 1.5, None],
    "last_id": [None, 5, "", "bogus", "1-2-3", LONE, "-1"],
    "block_ms": [-1, 0, "5", 1.5, True, None],
    "timeout": [-1, "5", float("nan"), float("inf"), True],
    "override": [-1, "x", 1.5, True, [1], Odd()],
    "override_name": [],  # filled by the budget table (unknown setting names)
}

GOOD_SUMMARY = MemorySummary(id="sum_1", content="s", range=Range(1, 2), original_entry_ids=[], token_count=1,
                             original_token_count=2, compression_ratio=2.0, created_at="2026-01-01T00:00:00Z",
                             time_range=TimeRange("2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z"))


def blocks_table() -> list[tuple[str, list[tuple[str, Any]], dict[str, tuple[str, Any]]]]:
    """(method, [(kind, good value) per positional argument], {keyword: (kind, good value)})."""
    sid = ("sid", "alice")
    req = ("payload", {"q": "hello"})
    return [
        ("add_interaction", [sid, req, ("payload", {"a": "hi"}), ("ts", None)], {}),
        ("context", [sid], {}),
        ("model_input", [sid, ("format", "openai")], {}),
        ("facts", [sid], {}),
        ("window", [sid], {}),
        ("summaries", [sid], {}),
        ("stats", [sid], {}),
        ("clear_session", [("sid", "ghost")], {}),
        ("configure_session", [sid, ("size", 5), ("cap", 2), ("cap_mode", None)], {}),
        ("export_session", [sid], {}),
        ("import_session", [("state", None), ("sid", "bob")], {}),
        ("put_summary", [sid, ("gen", "1"), ("job_id", "1-0"), ("range", Range(1, 21)), ("text", "s"), ("ts", None)],
         {}),
    ]


def budget_table() -> list[tuple[str, list[tuple[str, Any]], dict[str, tuple[str, Any]]]]:
    sid = ("sid", "agent")
    fields = {"id": ("id", None), "name": ("name", None), "metadata": ("metadata", None), "ts": ("ts", None),
              "tokens": ("tokens", 3)}
    return [
        ("add_message", [sid, ("role", "user"), ("content", "hi")], fields),
        ("add_user_message", [sid, ("content", "hi")], fields),
        ("add_assistant_message", [sid, ("content", "hi")], fields),
        ("add_tool_call", [sid, ("tool_name", "shell"), ("arguments", {"cmd": "ls"})],
         {"call_id": ("call_id", "c1"), **fields}),
        ("add_tool_result", [sid, ("call_id", "c-open"), ("content", "ok")], {"tokens": ("tokens", 3)}),
        ("add_context", [sid, ("content", "file"), ("source", "a.py")], fields),
        ("set_system_prompt", [sid, ("content", "be brief")], fields),
        ("add_entry", [sid, ("entry", None)], {}),
        ("compress", [sid], {}),
        ("view", [sid, ("pending", None)], {}),
        ("context", [sid, ("budget", None), ("format", "openai")], {"pending": ("pending", None), "page": ("page", 8)}),
        ("model_input", [sid, ("budget", None), ("format", "openai")],
         {"pending": ("pending", None), "page": ("page", 8)}),
        ("add_and_context", [sid, ("role", "user"), ("content", "hi"), ("budget", None), ("format", "openai")],
         {"pending": ("pending", None), "page": ("page", 8)}),
        ("facts", [sid], {}),
        ("get_active_entries", [sid], {}),
        ("get_stats", [sid], {}),
        ("configure_session", [sid], {"max_tokens": ("override", 100), "recent_window": ("override", 3)}),
        ("clear_session", [("sid", "ghost")], {}),
        ("export_session", [sid], {}),
        ("import_session", [("state", None), ("sid", "bob")], {}),
        ("put_summary", [sid, ("gen", "1"), ("job_id", "1-0"), ("summary", GOOD_SUMMARY)], {}),
        ("put_merge", [sid, ("gen", "1"), ("job_id", "1-0"), ("summary", GOOD_SUMMARY)], {}),
        ("events", [sid], {"last_id": ("last_id", "0"), "block_ms": ("block_ms", 1), "timeout": ("timeout", 0.01)}),
    ]


Case = tuple[str, tuple[Any, ...], dict[str, Any], str]


def show(v: Any) -> str:
    return "<5000-deep dict>" if v is DEEP else repr(v)[:40]


def cases(table: list[tuple[str, list[tuple[str, Any]], dict[str, tuple[str, Any]]]]) -> Iterator[Case]:
    """Every method with one argument replaced by each bad value of its kind (the rest good)."""
    for method, positional, keywords in table:
        good_args = [v for _, v in positional]
        good_kw = {k: v for k, (_, v) in keywords.items()}
        for i, (kind, _) in enumerate(positional):
            for bad in BAD[kind]:
                if bad is None and method == "events":  # events(None): every session's
                    continue
                args = list(good_args)
                args[i] = bad
                yield method, tuple(args), dict(good_kw), f"{method} arg {i} ({kind}) = {show(bad)}"
        for name, (kind, _) in keywords.items():
            for bad in BAD[kind]:
                if bad is None:  # None means "not given" for keywords
                    continue
                yield method, tuple(good_args), {**good_kw, name: bad}, f"{method} {name}= {show(bad)}"


def _consume(result: Any) -> Any:
    if inspect.isgenerator(result):
        return list(result)
    return result


async def _consume_async(result: Any) -> Any:
    if inspect.isawaitable(result):
        return await result
    if hasattr(result, "__anext__"):
        return [x async for x in result]
    return result


def outcome(call: Callable[[], Any]) -> str:
    try:
        call()
    except RollMemError:
        return "refused"
    except Exception as e:
        return f"raised {type(e).__name__}: {e!s:.120}"
    return "accepted"


async def outcome_async(call: Callable[[], Any]) -> str:
    try:
        await _consume_async(call())
    except RollMemError:
        return "refused"
    except Exception as e:
        return f"raised {type(e).__name__}: {e!s:.120}"
    return "accepted"


# ------------------------------------------------------------ fixtures


def seed(r: redis.Redis, prefix: str) -> tuple[RollingMemory, AgentMemory]:
    cfg = MemoryConfig(prefix=prefix, buckets=4)
    blocks = RollingMemory(r, cfg)
    blocks.ensure_groups()
    for i in range(23):
        blocks.add_interaction("alice", {"q": f"question {i}"}, {"a": f"answer {i}"})
    agent = AgentMemory(r, cfg, token_counter=len)
    agent.set_system_prompt("agent", "be brief")
    agent.add_user_message("agent", "fix the parser")
    agent.add_tool_call("agent", "shell", {"cmd": "pytest"}, call_id="c-open")
    return blocks, agent


@pytest.fixture
def seeded(real_redis: redis.Redis, prefix: str) -> Iterator[tuple[RollingMemory, AgentMemory]]:
    yield seed(real_redis, prefix)
    drop_keys(real_redis, prefix)


def table_cases() -> list[tuple[str, Case]]:
    out = [("blocks", c) for c in cases(blocks_table())]
    out += [("budget", c) for c in cases(budget_table())]
    return out


def test_the_table_is_large_and_covers_every_public_method() -> None:
    covered = {("blocks", m) for m, *_ in blocks_table()} | {("budget", m) for m, *_ in budget_table()}
    for policy, cls in (("blocks", RollingMemory), ("budget", AgentMemory)):
        public = {n for n, f in inspect.getmembers(cls, inspect.isfunction) if not n.startswith("_")}
        plumbing = {"setup", "load_library", "ensure_groups", "sessions", "close", "execute", "update_config",
                    "from_url"}
        assert public - plumbing <= {m for p, m in covered if p == policy}, public - plumbing
    assert len(table_cases()) >= 300


def test_every_bad_input_is_refused_with_a_rollmem_error_and_changes_nothing(
    real_redis: redis.Redis, prefix: str, seeded: tuple[RollingMemory, AgentMemory]
) -> None:
    blocks, agent = seeded
    before = snapshot(real_redis, prefix)
    failures = []
    for policy, (method, args, kw, label) in table_cases():
        target = blocks if policy == "blocks" else agent
        got = outcome(lambda: _consume(getattr(target, method)(*args, **kw)))  # noqa: B023
        if got != "refused":
            failures.append(f"{policy}.{label}: {got}")
        elif snapshot(real_redis, prefix) != before:
            failures.append(f"{policy}.{label}: refused but changed Redis")
            before = snapshot(real_redis, prefix)
    assert not failures, f"{len(failures)} of {len(table_cases())}:\n" + "\n".join(failures)


def test_every_bad_input_is_refused_by_the_async_clients_too(
    real_redis: redis.Redis, prefix: str, seeded: tuple[RollingMemory, AgentMemory]
) -> None:
    blocks, _ = seeded
    before = snapshot(real_redis, prefix)

    async def main() -> list[str]:
        ab = AsyncRollingMemory(async_twin(real_redis), blocks.config)
        aa = AsyncAgentMemory(async_twin(real_redis), blocks.config, token_counter=len)
        failures = []
        try:
            for policy, (method, args, kw, label) in table_cases():
                target = ab if policy == "blocks" else aa
                got = await outcome_async(lambda: getattr(target, method)(*args, **kw))  # noqa: B023
                if got != "refused":
                    failures.append(f"async {policy}.{label}: {got}")
        finally:
            await ab.close()
            await aa.close()
        return failures

    failures = asyncio.run(main())
    assert not failures, f"{len(failures)} of {len(table_cases())}:\n" + "\n".join(failures)
    assert snapshot(real_redis, prefix) == before


def test_config_is_validated_at_construction() -> None:
    with pytest.raises(ConfigError, match="nope"):
        BudgetConfig(encoding="nope")
    with pytest.raises(ConfigError):
        BudgetConfig(encoding=5)  # type: ignore[arg-type]
    assert BudgetConfig(encoding="cl100k_base").encoding == "cl100k_base"


def test_an_id_of_the_wrong_type_is_refused_before_it_is_stored(
    real_redis: redis.Redis, prefix: str, seeded: tuple[RollingMemory, AgentMemory]
) -> None:
    _, agent = seeded
    with pytest.raises(RollMemError, match="id"):
        agent.add_user_message("agent", "x", id=5)
    agent.context("agent")  # every later read still works
    agent.export_session("agent")


# ------------------------------------------------------------ malformed stored entries


def corrupt_cases(agent: AgentMemory, blocks: RollingMemory) -> list[tuple[str, Callable[[redis.Redis], None]]]:
    bk = blocks.config.keys.session("alice")
    ak = agent.config.keys.budget_session("agent")

    def set_window(payload: bytes) -> Callable[[redis.Redis], None]:
        return lambda r: r.lset(bk.win, -1, payload)

    def set_summary(payload: bytes) -> Callable[[redis.Redis], None]:
        return lambda r: r.zadd(bk.sums, {payload: 999})

    def set_entry(payload: bytes) -> Callable[[redis.Redis], None]:
        def go(r: redis.Redis) -> None:
            seq = max(int(x) for x in r.hkeys(ak.body) if x.isdigit())
            r.hset(ak.body, str(seq), payload)
        return go

    deep = b'{"a":' * 3000 + b"1" + b"}" * 3000
    bad = [b"not json", b"[1,2]", b"{}", b'{"userRequest": 5}', deep, b"\xff\xfe", b'{"id": 5, "type": "message"}']
    out = [(f"window {p[:20]!r}", set_window(p)) for p in bad]
    out += [(f"summary {p[:20]!r}", set_summary(p)) for p in bad]
    out += [(f"entry {p[:20]!r}", set_entry(p)) for p in bad]
    return out


def test_readers_name_the_session_and_the_entry_of_a_malformed_stored_value(
    real_redis: redis.Redis, prefix: str
) -> None:
    failures = []
    cases_run = 0
    for i in range(len(corrupt_cases(*reversed(seed(real_redis, prefix + "probe"))))):
        p = f"{prefix}c{i}"
        blocks, agent = seed(real_redis, p)
        label, corrupt = corrupt_cases(agent, blocks)[i]
        corrupt(real_redis)
        readers: list[tuple[str, Callable[[], Any]]]
        if label.startswith("entry"):
            readers = [("context", lambda: agent.context("agent")), ("view", lambda: agent.view("agent")),  # noqa: B023
                       ("export", lambda: agent.export_session("agent")),  # noqa: B023
                       ("active", lambda: agent.get_active_entries("agent"))]  # noqa: B023
            sid = "agent"
        else:
            readers = [("context", lambda: blocks.context("alice")),  # noqa: B023
                       ("export", lambda: blocks.export_session("alice"))]  # noqa: B023
            sid = "alice"
        for name, read in readers:
            cases_run += 1
            try:
                read()
            except CorruptEntry as e:
                if repr(sid) not in str(e) or not any(w in str(e) for w in ("#", "summary", "entry")):
                    failures.append(f"{label} {name}: message does not name the session and entry: {e}")
            except RollMemError:
                pass  # refused cleanly (e.g. the library saw it first)
            except Exception as e:
                failures.append(f"{label} {name}: {type(e).__name__}: {e!s:.100}")
            else:
                if label.endswith("b'{}'") or "userRequest" in label:
                    continue  # decodes to defaults: a readable (if odd) value
                failures.append(f"{label} {name}: read without complaint")
        drop_keys(real_redis, p)
    drop_keys(real_redis, prefix + "probe")
    assert cases_run >= 40
    assert not failures, "\n".join(failures)


def test_the_budget_summary_of_an_import_must_read_back(
    real_redis: redis.Redis, prefix: str, seeded: tuple[RollingMemory, AgentMemory]
) -> None:
    _, agent = seeded
    state = agent.export_session("agent")
    import msgspec

    bad = msgspec.structs.replace(state, summaries=[msgspec.structs.replace(GOOD_SUMMARY, content=LONE)])
    with pytest.raises(RollMemError):
        agent.import_session(bad, "other")
    assert budget_ops.ENTRY_ID_RE.fullmatch(budget_ops.new_id("call_"))
