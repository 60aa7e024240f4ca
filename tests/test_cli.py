"""The ``rollmem`` command line, through click's CliRunner, on a real server.

Every test passes ``--prefix`` (a fresh one per test) and ``--url`` explicitly;
an autouse fixture clears the environment variables the CLI reads, so the
developer's own settings cannot leak in.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import click
import pytest
import redis
from click.testing import CliRunner, Result
from helpers import CLI_ENV_VARS, clean_cli_env  # noqa: F401  (an autouse fixture)
from rollmem_cli import demo as engine
from rollmem_cli.main import cli

from rollmem_client import RollingMemory
from rollmem_client.ledger import LEDGER_HEADER, ledger_text
from rollmem_client.models import Fact, Ledger
from rollmem_client.server import EmbeddedServer, free_port
from rollmem_client.tokens import TiktokenCounter

BUCKETS = "4"


def run(*args: str) -> Result:
    """Invoke the CLI; only clean exits (0 or a SystemExit with a message) are acceptable."""
    result = CliRunner().invoke(cli, list(args), prog_name="rollmem")
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.output
    return result


def ok(*args: str) -> Result:
    result = run(*args)
    assert result.exit_code == 0, result.output
    return result


def conn(url: str, prefix: str) -> list[str]:
    return ["--url", url, "--prefix", prefix, "--buckets", BUCKETS]


def request(i: int) -> dict[str, Any]:
    return {"query": f"question {i}", "context": {"page": i, "tags": ["a", i]}, "options": {"temperature": 0.1 * (i % 3)}}


def response(i: int) -> dict[str, Any]:
    return {"answer": f"answer {i}", "citations": [{"id": i}], "usage": {"total": 10 + i}, "empty": {}}


def ts(i: int) -> str:
    return f"2025-03-01T10:{i // 60:02d}:{i % 60:02d}.000Z"


def fill(url: str, prefix: str, session: str, n: int, **settings: Any) -> None:
    with RollingMemory(redis.Redis.from_url(url, protocol=2), prefix=prefix, buckets=int(BUCKETS), **settings) as m:
        for i in range(1, n + 1):
            m.add_interaction(session, request(i), response(i), ts(i))


def burst(url: str, prefix: str, *extra: str) -> str:
    result = ok("summarizer", "--burst", *conn(url, prefix), "--claim-idle-ms", "1000", "--log-level", "WARNING",
                *extra)
    return result.stderr


def show_json(url: str, prefix: str, session: str, *extra: str) -> dict[str, Any]:
    return json.loads(ok("show", session, "--json", *conn(url, prefix), *extra).stdout)


def ranges(summaries: list[dict[str, Any]]) -> list[tuple[int, int]]:
    return [(s["range"]["startIndex"], s["range"]["endIndex"]) for s in summaries]


# ---------------------------------------------------------------- help


def all_command_paths(group: click.Group, prefix: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    yield prefix
    for name, command in group.commands.items():
        if isinstance(command, click.Group):
            yield from all_command_paths(command, (*prefix, name))
        else:
            yield (*prefix, name)


HELP_CONTRACT: dict[tuple[str, ...], list[str]] = {
    (): ["conversation memory", "rollmem demo", "Exit status", "demo", "show", "sessions", "stats", "facts", "summarizer",
         "scripts", "migrate"],
    ("demo",): ["--turns", "--window-size", "--max-summaries", "--session", "--json", "--url", "REDIS_URL",
                "throw-away server", "newest first", "lastTurn", "fullHistory", "[default: 85", "[default: 21",
                "[default: 3", "[default: demo]"],
    ("show",): ["SESSION", '"interactions"', '"summaries"', "userRequest", "aiResponse", "startIndex",
                "oldest first", "--window-size", "--max-summaries", "--json", "--prefix", "--buckets", "REDIS_URL"],
    ("sessions",): ["--json", "--prefix", "one per line"],
    ("stats",): ["SESSION", "--json", "last_seq", "summarized_through", "ttl_ms", "--window-size"],
    ("facts",): ["SESSION", "--json", "superseded", '"facts"', "--prefix", "either policy"],
    ("summarizer",): ["--burst", "--concurrency", "--batch", "--block-ms", "--claim-idle-ms", "--grace",
                      "--summarizer", "--consumer", "--log-level", "--prefix", "--buckets", "--max-summaries",
                      "--max-deliveries", "--mode", "--retries", "--timeout", "status", "check", "dead", "requeue"],
    ("summarizer", "status"): ["Backlog", "lag", "--json", "--url"],
    ("summarizer", "check"): ["exit 0", "--max-lag", "--min-daemons", "--max-dead"],
    ("summarizer", "dead"): ["dead letters", "--json", "--count"],
    ("summarizer", "requeue"): ["DEAD_IDS", "--all"],
    ("keys",): ["SESSION", "MEMORY USAGE", "--samples", "--json", "Read-only"],
    ("context",): ["SESSION", "--format", "openai", "anthropic", "gemini", "--budget", "newest first", "Read-only"],
    ("export",): ["SESSION", "--output", "BudgetExport", "Read-only"],
    ("import",): ["FILE", "--session", "--yes", "atomically"],
    ("clear",): ["SESSION", "--yes", "confirmation"],
    ("events",): ["--follow", "--count", "--timeout", "--since", "--json", "Read-only"],
    ("migrate",): ["layout", "--prefix", "--buckets", "--json", "--cluster"],
    ("scripts",): ["load", "status"],
    ("scripts", "load"): ["FUNCTION LOAD REPLACE", "--url"],
    ("scripts", "status"): ["library version", "--url"],
    ("acl",): ["ACL SETUSER", "--prefix", "docs/SECURITY.md"],
}


def test_every_command_has_its_help_contract() -> None:
    assert set(all_command_paths(cli)) == set(HELP_CONTRACT)


@pytest.mark.parametrize("path", sorted(HELP_CONTRACT), ids=lambda p: " ".join(p) or "rollmem")
def test_help(path: tuple[str, ...]) -> None:
    out = ok(*path, "--help").output
    assert out.startswith(f"Usage: rollmem {' '.join(path)}".rstrip())
    for phrase in HELP_CONTRACT[path]:
        assert phrase in out, f"{phrase!r} missing from `rollmem {' '.join(path)} --help`"


def test_help_does_not_import_the_heavy_modules() -> None:
    code = (
        "import sys\n"
        "from click.testing import CliRunner\n"
        "from rollmem_cli.main import cli\n"
        "for args in ([], ['demo'], ['show'], ['summarizer']):\n"
        "    assert CliRunner().invoke(cli, [*args, '--help']).exit_code == 0\n"
        "heavy = [m for m in ('redis', 'rollmem_client', 'tiktoken', 'msgspec') if m in sys.modules]\n"
        "assert not heavy, heavy\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_python_dash_m() -> None:
    out = subprocess.run([sys.executable, "-m", "rollmem_cli", "--help"], capture_output=True, text=True,
                         check=True, timeout=60).stdout
    assert out.startswith("Usage: rollmem ")


# ---------------------------------------------------------------- show, summarizer


def test_show_after_85_interactions_and_a_summarizer_burst(redis_server: EmbeddedServer, prefix: str) -> None:
    url = redis_server.url
    fill(url, prefix, "conv-1", 85)
    before = show_json(url, prefix, "conv-1")
    assert before["summaries"] == []  # queued, not written yet
    # four blocks run concurrently; the oldest, written after the three newer ones, finds itself
    # beyond the cap of 3 (superseded): either way every job is done once
    counts = dict(p.split("=") for p in burst(url, prefix).split())
    assert int(counts.get("written", 0)) + int(counts.get("superseded", 0)) == 4 and int(counts["written"]) >= 3

    data = show_json(url, prefix, "conv-1")
    assert set(data) == {"interactions", "summaries"}
    assert ranges(data["summaries"]) == [(23, 43), (44, 64), (65, 85)]
    for s in data["summaries"]:
        assert set(s) == {"range", "text", "ts"} and s["text"].strip()
    assert [i["seq"] for i in data["interactions"]] == list(range(65, 86))
    for item in data["interactions"]:
        i = item["seq"]
        assert item == {"seq": i, "userRequest": request(i), "aiResponse": response(i), "ts": ts(i)}

    text = ok("show", "conv-1", *conn(url, prefix)).stdout
    assert "85 interactions" in text and "window 65-85" in text
    assert text.index("[65-85]") < text.index("[44-64]") < text.index("[23-43]")  # newest first
    assert "#65" in text and "#85" in text and "question 85" in text and "answer 85" in text
    assert "#64" not in text
    assert "queued for summarizing" not in text


def test_show_reports_blocks_waiting_for_the_summarizer(redis_server: EmbeddedServer, prefix: str) -> None:
    fill(redis_server.url, prefix, "waiting", 22)
    text = ok("show", "waiting", *conn(redis_server.url, prefix)).stdout
    assert "Blocks up to #22 are queued for summarizing" in text
    assert "Summaries: none" in text


def test_show_with_window_5_and_2_summaries_after_100(redis_server: EmbeddedServer, prefix: str) -> None:
    url = redis_server.url
    fill(url, prefix, "small", 100, window_size=5, max_summaries=2)
    # blocks 2-6, 7-11, ..., 92-96: 19 jobs; the daemon keeps the deployment's cap of 2
    counts = burst(url, prefix, "--max-summaries", "2")
    assert "written=" in counts

    data = show_json(url, prefix, "small", "--window-size", "5", "--max-summaries", "2")
    assert ranges(data["summaries"]) == [(87, 91), (92, 96)]
    assert [i["seq"] for i in data["interactions"]] == [96, 97, 98, 99, 100]
    assert data["interactions"][-1]["userRequest"] == request(100)
    assert data["interactions"][-1]["aiResponse"] == response(100)

    stats = json.loads(ok("stats", "small", "--json", *conn(url, prefix), "--window-size", "5",
                          "--max-summaries", "2").stdout)
    assert stats["last_seq"] == 100 and stats["summarized_through"] == 96
    assert stats["window"] == 5 and stats["summaries"] == 2 and stats["pending_jobs"] == 0
    assert stats["jobs_queued"] == 19 and 2 <= stats["summaries_written"] <= 19


def test_summarizer_bad_spec_is_a_usage_error(redis_server: EmbeddedServer, prefix: str) -> None:
    result = run("summarizer", "--burst", *conn(redis_server.url, prefix), "--summarizer", "no_such_module_x:thing")
    assert result.exit_code == 2
    assert "--summarizer" in result.output


# ---------------------------------------------------------------- sessions, stats


def test_sessions_lists_ids_sorted(redis_server: EmbeddedServer, prefix: str) -> None:
    url = redis_server.url
    assert ok("sessions", *conn(url, prefix)).stdout == ""
    assert json.loads(ok("sessions", "--json", *conn(url, prefix)).stdout) == []
    for sid in ("zeta", "alpha", "user:42@web", "m.1"):
        fill(url, prefix, sid, 2)
    expected = sorted(["zeta", "alpha", "user:42@web", "m.1"])
    assert ok("sessions", *conn(url, prefix)).stdout.splitlines() == expected
    assert json.loads(ok("sessions", "--json", *conn(url, prefix)).stdout) == expected


def test_stats_table_and_json(redis_server: EmbeddedServer, prefix: str) -> None:
    url = redis_server.url
    fill(url, prefix, "s1", 30)
    data = json.loads(ok("stats", "s1", "--json", *conn(url, prefix)).stdout)
    assert data["session_id"] == "s1" and data["exists"] is True and data["policy"] == "blocks"
    assert data["last_seq"] == 30 and data["window"] == 21 and data["summarized_through"] == 22
    assert data["pending_jobs"] == 1 and data["jobs_queued"] == 1 and data["summaries"] == 0
    assert data["window_size"] == 21 and data["max_summaries"] == 3 and data["ttl_ms"] == -1
    table = ok("stats", "s1", *conn(url, prefix)).stdout
    rows = dict(line.split(None, 1) for line in table.splitlines())
    assert rows["last_seq"].strip() == "30"
    assert rows["exists"].strip() == "yes"
    assert "no expiry" in rows["ttl_ms"]
    assert set(rows) == set(data)


@pytest.mark.parametrize("command", ["show", "stats"])
def test_missing_session_exits_1(redis_server: EmbeddedServer, prefix: str, command: str) -> None:
    result = run(command, "nobody", *conn(redis_server.url, prefix))
    assert result.exit_code == 1
    assert f"no session 'nobody' under prefix '{prefix}'" in result.output


# ---------------------------------------------------------------- errors


@pytest.mark.parametrize("command", ["show", "stats"])
@pytest.mark.parametrize("bad", ["has space", "x{tag}", "", "a" * 201])
def test_bad_session_id_exits_2(redis_server: EmbeddedServer, prefix: str, command: str, bad: str) -> None:
    result = run(command, bad, *conn(redis_server.url, prefix))
    assert result.exit_code == 2
    assert "session id must be" in result.output


def test_bad_demo_session_id_exits_2() -> None:
    result = run("demo", "--session", "no spaces please")
    assert result.exit_code == 2 and "session id must be" in result.output


@pytest.mark.parametrize("args", [["show", "s"], ["stats", "s"], ["sessions"], ["scripts", "status"],
                                  ["scripts", "load"], ["summarizer", "--burst"]])
def test_no_url_is_a_usage_error(args: list[str]) -> None:
    result = run(*args)
    assert result.exit_code == 2
    assert "pass --url or set REDIS_URL" in result.output


def test_redis_url_from_the_environment(redis_server: EmbeddedServer, prefix: str,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    fill(redis_server.url, prefix, "env", 1)
    monkeypatch.setenv("REDIS_URL", redis_server.url)
    monkeypatch.setenv("ROLLMEM_PREFIX", prefix)
    monkeypatch.setenv("ROLLMEM_BUCKETS", BUCKETS)
    assert ok("sessions").stdout.splitlines() == ["env"]


@pytest.mark.parametrize("args", [["show", "s"], ["stats", "s"], ["sessions"], ["scripts", "status"],
                                  ["scripts", "load"], ["summarizer", "--burst"], ["demo"]])
def test_unreachable_redis_is_one_line_exit_1(args: list[str]) -> None:
    url = f"redis://127.0.0.1:{free_port()}/0"  # nothing listens there
    result = run(*args, "--url", url)
    assert result.exit_code == 1
    assert result.output.startswith("Error: cannot reach Redis:")
    assert len(result.output.strip().splitlines()) == 1


def test_demo_without_a_server_binary_fails_cleanly(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROLLMEM_REDIS_SERVER", "/nonexistent/redis-server")
    result = run("demo")
    assert result.exit_code == 1
    assert result.output.startswith("Error: could not start a Redis server for the demo")
    assert "--url" in result.output


def test_demo_cluster_needs_a_url() -> None:
    result = run("demo", "--cluster")
    assert result.exit_code == 2 and "--cluster needs --url" in result.output


def test_bad_url_is_a_usage_error() -> None:
    result = run("show", "s", "--url", "http://example.invalid/")
    assert result.exit_code == 2
    assert "--url" in result.output


def test_bucket_count_unlike_the_deployment_exits_2(redis_server: EmbeddedServer, prefix: str) -> None:
    fill(redis_server.url, prefix, "s", 1)  # records 4 buckets for the prefix
    result = run("show", "s", "--url", redis_server.url, "--prefix", prefix, "--buckets", "8")
    assert result.exit_code == 2
    assert "uses 4 buckets" in result.output


# ---------------------------------------------------------------- scripts


def test_scripts_load_then_status(redis_server: EmbeddedServer, prefix: str) -> None:
    loaded = ok("scripts", "load", *conn(redis_server.url, prefix)).stdout
    assert "library v" in loaded and f"{BUCKETS} consumer groups created" in loaded
    again = ok("scripts", "load", *conn(redis_server.url, prefix)).stdout
    assert "0 consumer groups created" in again
    assert "state: current" in ok("scripts", "status", *conn(redis_server.url, prefix)).stdout


def test_scripts_status_exits_1_when_the_library_is_missing() -> None:
    with EmbeddedServer() as fresh:  # a server of its own: the shared one keeps its library
        result = run("scripts", "status", "--url", fresh.url)
        assert result.exit_code == 1
        assert "loaded: -" in result.stdout and "state: missing" in result.stdout
        ok("scripts", "load", "--url", fresh.url)
        assert "state: current" in ok("scripts", "status", "--url", fresh.url).stdout


# ---------------------------------------------------------------- demo


@pytest.fixture(scope="module")
def demo_json() -> dict[str, Any]:
    """``rollmem demo --json`` with no URL anywhere: it starts and stops its own server."""
    with pytest.MonkeyPatch.context() as mp:
        for name in CLI_ENV_VARS:
            mp.delenv(name, raising=False)
        return json.loads(ok("demo", "--json").stdout)  # type: ignore[no-any-return]


def test_demo_json_shape_and_policy(demo_json: dict[str, Any]) -> None:
    d = demo_json
    assert set(d) == {"session", "turns", "windowSize", "maxSummaries", "server", "summaryJobs", "window",
                      "summaries", "tokens", "facts", "ledger", "superseded", "headline", "corrections"}
    assert (d["session"], d["turns"], d["windowSize"], d["maxSummaries"], d["server"]) == ("demo", 85, 21, 3, "embedded")
    assert d["summaryJobs"] == {"queued": 4, "written": 4}
    assert d["window"] == {"startIndex": 65, "endIndex": 85, "count": 21}
    assert ranges(d["summaries"]) == [(65, 85), (44, 64), (23, 43)]  # newest first
    assert all(s["text"].strip() for s in d["summaries"])
    # every planted fact is still in the model input at turn 85; the correction keeps only the new value
    assert len(d["facts"]) == len(engine.FACTS) and all(f["inContext"] for f in d["facts"])
    assert d["corrections"] == [{"fact": "budget", "stale": "EUR 4,800", "current": "EUR 5,200",
                                 "currentKept": True, "staleGone": True}]
    h = d["headline"]
    assert h["rollmem"]["factsKept"] == h["fullHistory"]["factsKept"] == len(engine.FACTS)
    assert h["plainWindow"]["tokens"] <= h["rollmem"]["tokens"] < h["fullHistory"]["tokens"]
    assert h["plainWindow"]["factsKept"] < h["rollmem"]["factsKept"]
    ledger = {f["key"]: f["value"] for f in d["ledger"]}
    assert ledger["budget"] == "EUR 5,200" and "Northwind Labs" in ledger.values()


def test_demo_token_accounting(demo_json: dict[str, Any]) -> None:
    """Recount independently: the last turn exactly, and the sum over turns of the full history."""
    tokens = demo_json["tokens"]
    assert tokens["encoding"] == "o200k_base"
    counter = TiktokenCounter()
    played = list(engine.conversation(85))
    per_turn = [counter.count(engine.interaction_text(req, resp)) for req, resp, _ in played]
    last, whole = tokens["lastTurn"], tokens["conversation"]
    assert last["fullHistory"] == sum(per_turn)
    assert whole["fullHistory"] == sum(n * (85 - i) for i, n in enumerate(per_turn))  # turn t sends 1..t

    summaries = sum(
        counter.count(f"Summary of interactions {s['range']['startIndex']}-{s['range']['endIndex']}:\n{s['text']}\n")
        for s in demo_json["summaries"]
    )
    # the ledger as the model reads it: every current fact, less a line quoting a superseded value
    facts, old = ([Fact(f["key"], f["value"], f["kind"], f["seq"]) for f in demo_json[part]] for part in ("ledger", "superseded"))
    shown = ledger_text(Ledger(facts, old))
    assert shown.startswith(LEDGER_HEADER) and all(f"- {f.key}: {f.value}" in shown for f in facts
                                                    if not any(o.value in f.value for o in old))
    assert last["rollmem"] == counter.count(shown + "\n") + summaries + sum(per_turn[64:85])
    assert 0 < last["rollmem"] < last["fullHistory"] and last["ratio"] > 1
    assert 0 < whole["rollmem"] < whole["fullHistory"] and whole["ratio"] > 1
    assert last["ratio"] == round(last["fullHistory"] / last["rollmem"], 2)


def test_demo_is_deterministic(demo_json: dict[str, Any]) -> None:
    assert json.loads(ok("demo", "--json").stdout) == demo_json


def test_demo_window_5_two_summaries_100_turns() -> None:
    d = json.loads(ok("demo", "--json", "--turns", "100", "--window-size", "5", "--max-summaries", "2").stdout)
    assert d["window"] == {"startIndex": 96, "endIndex": 100, "count": 5}
    assert ranges(d["summaries"]) == [(92, 96), (87, 91)]
    assert d["summaryJobs"]["queued"] == 19
    assert d["tokens"]["lastTurn"]["ratio"] > 1


def test_demo_short_conversation_has_no_summaries() -> None:
    d = json.loads(ok("demo", "--json", "--turns", "21").stdout)
    assert d["summaries"] == [] and d["summaryJobs"] == {"queued": 0}
    assert d["window"] == {"startIndex": 1, "endIndex": 21, "count": 21}
    assert d["tokens"]["lastTurn"]["ratio"] == 1.0


def test_demo_human_output() -> None:
    out = ok("demo").stdout
    assert "85 interactions in session 'demo'" in out
    assert "throw-away" in out
    assert out.index("Summaries, newest first (3)") < out.index("[65-85]") < out.index("[44-64]") < out.index("[23-43]")
    assert "Window: interactions 65-85 (21, oldest first)" in out
    assert "#65" in out and "#85" in out and "... 17 more ..." in out
    assert "kept  user's name: Alice" in out
    assert out.index("Headline at turn 85") < out.index("Fact ledger (") < out.index("Summaries, newest first")
    assert "a plain window, same tokens" in out and "stale value gone" in out
    assert "last turn (85)" in out and "summed over every turn" in out


def test_demo_on_a_given_redis(redis_server: EmbeddedServer, prefix: str) -> None:
    args = ["demo", "--json", "--turns", "30", "--url", redis_server.url, "--prefix", prefix, "--session", "d1"]
    first = json.loads(ok(*args).stdout)
    assert first["server"] == "external" and ranges(first["summaries"]) == [(2, 22)]
    again = run(*args)
    assert again.exit_code == 1 and "already exists" in again.output and "--replace" in again.output
    assert json.loads(ok(*args, "--replace").stdout) == first
    shown = show_json(redis_server.url, prefix, "d1")
    assert [i["seq"] for i in shown["interactions"]] == list(range(10, 31))
    assert shown["interactions"][0]["userRequest"]["query"]


def test_facts_shows_the_ledger(redis_server: EmbeddedServer, prefix: str) -> None:
    import redis as redis_mod
    from fact_summarizers import FactSummarizer, plant
    from helpers import drain

    from rollmem_client import RollingMemory

    client = redis_mod.Redis.from_url(redis_server.url, protocol=2)
    memory = RollingMemory(client, prefix=prefix, buckets=int(BUCKETS))
    memory.ensure_groups()
    said = {3: plant("name", "Ann"), 9: plant("name", "Anna"), 12: plant("pet", "Rex")}
    for i in range(1, 23):
        memory.add_interaction("f-1", {"query": said.get(i, f"turn {i}.")}, {"answer": "ok."})
    drain(memory, FactSummarizer())
    data = json.loads(ok("facts", "f-1", "--json", *conn(redis_server.url, prefix)).stdout)
    assert set(data) == {"session", "tokens", "facts", "superseded"}
    assert [(f["key"], f["value"], f["seq"]) for f in data["facts"]] == [("name", "Anna", 9), ("pet", "Rex", 12)]
    assert [(f["key"], f["value"]) for f in data["superseded"]] == [("name", "Ann")]
    assert data["tokens"] == sum(f["tokens"] for f in data["facts"] + data["superseded"])
    text = ok("facts", "f-1", *conn(redis_server.url, prefix)).stdout
    assert "2 facts" in text and "name: Anna (was: Ann)" in text and "pet: Rex" in text
    missing = run("facts", "nobody", *conn(redis_server.url, prefix))
    assert missing.exit_code == 1 and "no session 'nobody'" in missing.output
    client.close()


def test_show_a_budget_session(redis_server: EmbeddedServer, prefix: str) -> None:
    import redis as redis_mod

    from rollmem_client import AgentMemory

    memory = AgentMemory(redis_mod.Redis.from_url(redis_server.url, protocol=2), prefix=prefix, buckets=int(BUCKETS))
    memory.set_system_prompt("agent-1", "Be brief.")
    memory.add_user_message("agent-1", "Find flights to Oslo")
    call = memory.add_tool_call("agent-1", "search", {"to": "OSL"})
    memory.add_tool_result("agent-1", call.entry.tool_call_id, "2 flights")
    text = ok("show", "agent-1", *conn(redis_server.url, prefix)).stdout
    assert "(budget): 4 entries" in text and "Find flights to Oslo" in text and "2 flights" in text
    data = json.loads(ok("show", "agent-1", "--json", *conn(redis_server.url, prefix)).stdout)
    assert data["sessionId"] == "agent-1"
    assert [e["type"] for e in data["entries"]] == ["system", "message", "tool_call", "tool_result"]
