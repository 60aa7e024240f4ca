"""The operator commands (``keys``, ``context``, ``export``, ``import``, ``clear``, ``events``).

Every command runs through click's CliRunner on a real server and on the
3-primary cluster, for both policies. The read-only ones are checked to send no
write command (``INFO commandstats`` on every node) and to leave the keyspace
exactly as it was.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import redis
from click.testing import CliRunner, Result
from helpers import clean_cli_env, snapshot  # noqa: F401  (clean_cli_env: an autouse fixture)
from rollmem_cli.main import cli

from rollmem_client import AgentMemory, RollingMemory
from rollmem_client.server import EmbeddedCluster, EmbeddedServer

BUCKETS = 4
READ_ONLY = ("keys", "context", "export", "events")
pytestmark = pytest.mark.timeout(120)




@dataclass
class Target:
    """A deployment to run the CLI against: its URL, flags and a client on it."""

    url: str
    cluster: bool
    prefix: str
    client: Any
    ports: list[int]

    def args(self) -> list[str]:
        return ["--url", self.url, "--prefix", self.prefix, "--buckets", str(BUCKETS),
                *(["--cluster"] if self.cluster else [])]

    def blocks(self) -> RollingMemory:
        return RollingMemory(self.client, prefix=self.prefix, buckets=BUCKETS)

    def budget(self) -> AgentMemory:
        return AgentMemory(self.client, prefix=self.prefix, buckets=BUCKETS, token_counter=len)


@pytest.fixture(params=["server", "cluster"])
def target(request: pytest.FixtureRequest, prefix: str) -> Iterator[Target]:
    if request.param == "server":
        srv: EmbeddedServer = request.getfixturevalue("redis_server")
        client: Any = redis.Redis.from_url(srv.url, protocol=2)
        t = Target(srv.url, False, prefix, client, [srv.port])
    else:
        c: EmbeddedCluster = request.getfixturevalue("redis_cluster")
        client = redis.RedisCluster.from_url(c.url, protocol=2)
        t = Target(c.url, True, prefix, client, list(c.ports))
    yield t
    client.close()


def run(*args: str, input: str | None = None) -> Result:
    result = CliRunner().invoke(cli, list(args), prog_name="rollmem", input=input)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.output
    return result


def ok(*args: str, input: str | None = None) -> Result:
    result = run(*args, input=input)
    assert result.exit_code == 0, result.output
    return result


def fill_blocks(t: Target, session: str, n: int = 25) -> None:
    m = t.blocks()
    for i in range(1, n + 1):
        m.add_interaction(session, {"query": f"question {i}"}, {"answer": f"answer {i}"}, f"2025-03-01T10:00:{i:02d}Z")


def fill_budget(t: Target, session: str) -> None:
    m = t.budget()
    m.set_system_prompt(session, "You are terse.")
    m.add_user_message(session, "Find the weather in Oslo.")
    call = m.add_tool_call(session, "weather", {"city": "Oslo"}, call_id="call_1")
    m.add_tool_result(session, call.entry.tool_call_id or "", "12 C, rain")
    m.add_assistant_message(session, "It is 12 C and raining in Oslo.")
    for i in range(6):
        m.add_user_message(session, f"follow-up {i}: " + "words " * 20)
        m.add_assistant_message(session, f"reply {i}: " + "more " * 20)


# ---------------------------------------------------------------- read-only guarantees


def writes_among(port: int, names: set[str]) -> set[str]:
    """The commands of ``names`` that Redis flags as writing (FCALL itself may write: it counts as one)."""
    node = redis.Redis(port=port, decode_responses=True)
    try:
        found = set()
        for name in names:
            info = next(iter(node.execute_command("COMMAND", "INFO", name).values()), None)
            if not info or "write" in info["flags"] or name in ("fcall", "function|load", "function|restore"):
                found.add(name)
        return found
    finally:
        node.close()


def command_counts(ports: list[int]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for port in ports:
        node = redis.Redis(port=port, decode_responses=True)
        try:
            for name, st in node.info("commandstats").items():
                counts[name] = counts.get(name, 0) + int(st["calls"])
        finally:
            node.close()
    return counts


def commands_sent(before: dict[str, int], after: dict[str, int]) -> set[str]:
    names = {k for k, v in after.items() if v > before.get(k, 0)}
    return {n.removeprefix("cmdstat_") for n in names} - {"info"}  # the counting itself


@pytest.mark.parametrize("policy", ["blocks", "budget"])
def test_read_only_commands_send_no_write_and_change_nothing(target: Target, policy: str) -> None:
    (fill_blocks if policy == "blocks" else fill_budget)(target, "s1")
    if policy == "budget":
        target.budget().compress("s1")  # a pending job and an aging entry too
    invocations = [["keys", "s1"], ["keys", "s1", "--json", "--samples", "0"], ["context", "s1"],
                   ["context", "s1", "--format", "text"], ["context", "s1", "--format", "anthropic", "--json"],
                   ["export", "s1"], ["events"], ["events", "s1", "--json"],
                   ["events", "s1", "--follow", "--since", "0", "--count", "1", "--timeout", "1"]]
    before_keys = snapshot(target.client, target.prefix)
    assert before_keys
    before = command_counts(target.ports)
    for args in invocations:
        ok(*args, *target.args())
    sent = commands_sent(before, command_counts(target.ports))
    assert "fcall_ro" in sent and not writes_among(target.ports[0], sent), sent
    assert snapshot(target.client, target.prefix) == before_keys


def test_read_only_commands_refuse_a_missing_library_without_loading_it(redis_server: EmbeddedServer,
                                                                        prefix: str) -> None:
    with EmbeddedServer() as fresh:
        args = ["--url", fresh.url, "--prefix", prefix, "--buckets", str(BUCKETS)]
        for command in READ_ONLY:
            result = run(command, *(["s1"] if command != "events" else []), *args)
            assert result.exit_code == 1 and "rollmem scripts load" in result.output
        node = redis.Redis.from_url(fresh.url)
        assert node.function_list() == [] and node.dbsize() == 0
        node.close()


def test_read_only_commands_check_the_bucket_count(target: Target) -> None:
    fill_blocks(target, "s1", 2)
    args = [a if a != str(BUCKETS) else "8" for a in target.args()]
    result = run("keys", "s1", *args)
    assert result.exit_code == 2 and f"uses {BUCKETS} buckets" in result.output


@pytest.mark.parametrize("command", ["keys", "context", "export", "clear"])
def test_missing_session_exits_1(target: Target, command: str) -> None:
    fill_blocks(target, "other", 1)  # the library is there
    result = run(command, "nobody", *target.args(), "--yes" if command == "clear" else "--json")
    assert result.exit_code == 1 and "no session 'nobody'" in result.output


# ---------------------------------------------------------------- keys


@pytest.mark.parametrize("policy", ["blocks", "budget"])
def test_keys_lists_the_session_and_bucket_keys(target: Target, policy: str) -> None:
    (fill_blocks if policy == "blocks" else fill_budget)(target, "s1")
    target.client.pexpire(target.blocks().config.keys.session("s1").meta, 3_600_000)
    data = json.loads(ok("keys", "s1", "--json", *target.args()).output)
    assert data["session"] == "s1" and data["policy"] == policy
    assert data["bucket"] == target.blocks().config.keys.bucket_of("s1")
    rows = {r["name"]: r for r in data["keys"]}
    names = ["meta", "win", "sums", "pend"] if policy == "blocks" else ["meta", "ent", "body", "pin", "sums", "pend",
                                                                       "calls"]
    assert list(rows) == [*names, "jobs", "dead", "events", "aging"]
    for r in data["keys"]:
        assert set(r) == {"key", "name", "scope", "type", "length", "bytes", "ttl_ms"}
        assert r["scope"] == ("bucket" if r["name"] in ("jobs", "dead", "events", "aging") else "session")
        assert r["type"] == (target.client.type(r["key"]).decode())
        if r["type"] != "none":
            assert r["bytes"] > 0
    assert rows["meta"]["type"] == "hash" and 0 < rows["meta"]["ttl_ms"] <= 3_600_000
    if policy == "blocks":
        assert rows["win"] == {**rows["win"], "type": "list", "length": 21}
        assert rows["jobs"]["type"] == "stream" and rows["jobs"]["length"] == 1
    else:
        assert rows["ent"]["length"] == target.budget().get_stats("s1").total_entries - 2  # the pins live in pin
        assert rows["pin"]["length"] == target.client.hlen(rows["pin"]["key"]) > 0 and rows["events"]["type"] == "stream"
    table = ok("keys", "s1", *target.args()).output
    assert table.splitlines()[1].split() == ["key", "type", "length", "bytes", "ttl"]
    assert rows["meta"]["key"] in table and "hash" in table


# ---------------------------------------------------------------- context


def test_context_of_a_budget_session_is_the_sdks(target: Target) -> None:
    fill_budget(target, "s1")
    m = target.budget()
    for fmt in ("openai", "anthropic", "gemini"):
        assert json.loads(ok("context", "s1", "--format", fmt, *target.args()).output) == m.context("s1", format=fmt)
    assert ok("context", "s1", "--format", "text", *target.args()).output == m.context("s1", format="text")
    small = json.loads(ok("context", "s1", "--budget", "120", "--json", *target.args()).output)
    assert small == {"session": "s1", "policy": "budget", "format": "openai", "budget": 120,
                     "input": m.context("s1", 120)}
    assert len(small["input"]) < len(m.context("s1"))
    calls = [msg for msg in m.context("s1") if msg.get("tool_calls")]
    assert calls and calls[0]["tool_calls"][0]["id"] == "call_1"


def test_context_of_a_blocks_session_has_summaries_newest_first(target: Target) -> None:
    fill_blocks(target, "s1", 45)  # two blocks queued
    m = target.blocks()
    from helpers import drain

    drain(m)
    ctx = m.context("s1")
    assert len(ctx.summaries) == 2
    msgs = json.loads(ok("context", "s1", *target.args()).output)
    system = [x for x in msgs if x["role"] == "system"]
    assert [s["content"].split("\n")[0] for s in system] == [
        f"Summary of earlier conversation (entries {s.range.start_index}-{s.range.end_index}):"
        for s in ctx.summaries_newest_first]
    convo = msgs[len(system):]
    assert [x["role"] for x in convo] == ["user", "assistant"] * len(ctx.window)
    assert convo[0]["content"] == f"question {ctx.window[0].seq}" and convo[-1]["content"] == "answer 45"
    anthropic = json.loads(ok("context", "s1", "--format", "anthropic", *target.args()).output)
    assert len(anthropic["system"]) == 2 and anthropic["messages"][0]["role"] == "user"
    text = ok("context", "s1", "--format", "text", *target.args()).output
    assert "question 45" in text and "answer 45" in text
    result = run("context", "s1", "--budget", "100", *target.args())
    assert result.exit_code == 2 and "--budget applies to budget sessions" in result.output


# ---------------------------------------------------------------- export / import / clear


@pytest.mark.parametrize("policy", ["blocks", "budget"])
def test_export_import_round_trip(target: Target, policy: str, tmp_path: Path) -> None:
    (fill_blocks if policy == "blocks" else fill_budget)(target, "s1")
    client = target.blocks() if policy == "blocks" else target.budget()
    out = ok("export", "s1", *target.args()).output
    exported = json.loads(out)
    assert exported["policy"] == policy and exported["sessionId"] == "s1"
    file = tmp_path / "s1.json"
    ok("export", "s1", "-o", str(file), *target.args())
    assert json.loads(file.read_text()) == exported
    # a new id: no question asked
    res = json.loads(ok("import", str(file), "--session", "copy", "--json", *target.args()).output)
    assert res["session"] == "copy" and res["policy"] == policy and res["generation"]
    again = json.loads(ok("export", "copy", *target.args()).output)
    assert {**again, "sessionId": "s1"} == exported
    # an existing id: confirmation required; "n" and end of input change nothing
    before = snapshot(target.client, target.prefix)
    for answer in ("n\n", ""):
        result = run("import", str(file), "--session", "copy", *target.args(), input=answer)
        assert result.exit_code == 1 and "not confirmed" in result.output
    assert snapshot(target.client, target.prefix) == before
    ok("import", str(file), "--session", "copy", *target.args(), input="y\n")
    ok("import", "-", "--session", "copy", "--yes", *target.args(), input=out)
    assert {**json.loads(ok("export", "copy", *target.args()).output), "sessionId": "s1"} == exported
    assert client.stats("copy").exists if policy == "blocks" else client.get_stats("copy").exists


@pytest.mark.parametrize("content, message", [("not json", "not JSON"), ("[1]", "not a rollmem export"),
                                              ('{"policy": "x", "sessionId": "a"}', "unknown policy"),
                                              ('{"policy": "blocks"}', "session id must be")])
def test_import_refuses_bad_files(target: Target, tmp_path: Path, content: str, message: str) -> None:
    file = tmp_path / "bad.json"
    file.write_text(content)
    result = run("import", str(file), "--yes", *target.args())
    assert result.exit_code == 2 and message in result.output


@pytest.mark.parametrize("policy", ["blocks", "budget"])
def test_clear_asks_first(target: Target, policy: str) -> None:
    (fill_blocks if policy == "blocks" else fill_budget)(target, "s1")
    result = run("clear", "s1", *target.args(), input="n\n")
    assert result.exit_code == 1 and "not confirmed" in result.output
    assert target.blocks().stats("s1").exists
    result = ok("clear", "s1", *target.args(), input="y\n")
    assert f"Delete {policy} session 's1'" in result.output and "cleared" in result.output
    assert not target.blocks().stats("s1").exists
    fill_blocks(target, "s2", 1)
    assert json.loads(ok("clear", "s2", "--yes", "--json", *target.args()).output) == {
        "session": "s2", "policy": "blocks", "cleared": True}
    assert run("keys", "s2", *target.args()).exit_code == 1


# ---------------------------------------------------------------- events


def test_events_recent_and_json(target: Target) -> None:
    fill_budget(target, "s1")
    fill_budget(target, "s2")
    lines = ok("events", "s1", "--json", "--count", "5", *target.args()).output.splitlines()
    events = [json.loads(x) for x in lines]
    assert len(events) == 5 and {e["session_id"] for e in events} == {"s1"}
    assert all(set(e) == {"id", "type", "session_id", "data"} for e in events)
    assert [e["type"] for e in events] == ["entry:added"] * 5
    assert events[-1]["data"]["seq"] == str(target.budget().get_stats("s1").last_seq)
    per_session = [len(ok("events", s, "--count", "1000", *target.args()).output.splitlines()) for s in ("s1", "s2")]
    every = ok("events", "--count", "1000", *target.args()).output.splitlines()
    assert per_session[0] > 5 and len(every) == sum(per_session)
    assert all(x.split()[2] in ("s1", "s2") for x in every)
    result = run("events", "--timeout", "1", *target.args())
    assert result.exit_code == 2 and "--follow" in result.output


def test_events_follow_stops_at_count_and_timeout(target: Target) -> None:
    fill_budget(target, "s1")
    m = target.budget()
    stop = threading.Event()

    def writer() -> None:
        for i in range(200):  # bounded: the follower needs 3
            if stop.wait(0.05):
                return
            m.add_user_message("s1", f"live {i}")

    t = threading.Thread(target=writer)
    t.start()
    try:
        lines = ok("events", "s1", "--follow", "--count", "3", "--timeout", "30", "--json",
                   *target.args()).output.splitlines()
    finally:
        stop.set()
        t.join()
    events = [json.loads(x) for x in lines]
    assert len(events) == 3 and all(e["session_id"] == "s1" and e["type"] == "entry:added" for e in events)
    assert int(events[0]["data"]["seq"]) > 13  # only what came after the command started (from "$")
    assert ok("events", "s1", "--follow", "--timeout", "0.5", *target.args()).output == ""
    replay = ok("events", "s1", "--follow", "--since", "0", "--count", "2", *target.args()).output.splitlines()
    assert len(replay) == 2 and "seq=1 " in replay[0] + " "
