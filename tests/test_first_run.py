"""A first run that is green anywhere: token counting offline whatever the environment says, inspecting
commands that never write, errors that name the key, and a demo whose session the CLI finds.

Write checks compare the keyspace and the server's own count of write commands (``INFO commandstats``, each
command's flags from ``COMMAND INFO``) before and after, on a server of the test's own.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
from click.testing import CliRunner, Result
from helpers import clean_cli_env, snapshot  # noqa: F401  (clean_cli_env: an autouse fixture)
from rollmem_cli.main import cli

from rollmem_client import AgentMemory, ConfigError, LibraryError, RollingMemory
from rollmem_client.daemon import jobs
from rollmem_client.server import EmbeddedServer


@pytest.fixture
def own_server() -> Iterator[EmbeddedServer]:
    """A server of this test only: its write counters move only when this test writes."""
    with EmbeddedServer() as srv:
        yield srv


def run(*args: str) -> Result:
    result = CliRunner().invoke(cli, list(args), prog_name="rollmem")
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "Traceback" not in result.output
    return result


# ------------------------------------------------------------ tokens


@pytest.mark.parametrize("encoding", ["o200k_base", "cl100k_base"])
def test_token_counting_uses_the_shipped_files_whatever_the_cache_dir_says(tmp_path: Path, encoding: str) -> None:
    """A TIKTOKEN_CACHE_DIR without the encodings (common in ML images) and no network: the shipped files do,
    the user's cache dir is left as it was and the variable is restored."""
    cache = tmp_path / "cache"
    cache.mkdir()
    code = f"""
import os
from rollmem_client.tokens import TiktokenCounter
assert TiktokenCounter({encoding!r}).count("hello world") == 2
assert os.environ["TIKTOKEN_CACHE_DIR"] == {str(cache)!r}
print("ok")
"""
    dead_proxy = "http://127.0.0.1:9"  # nothing listens: a download attempt fails at once
    env = {**os.environ, "TIKTOKEN_CACHE_DIR": str(cache), "HTTPS_PROXY": dead_proxy, "HTTP_PROXY": dead_proxy,
           "https_proxy": dead_proxy, "http_proxy": dead_proxy, "NO_PROXY": "", "no_proxy": ""}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
    assert list(cache.iterdir()) == []


# ------------------------------------------------------------ inspecting never writes


def write_calls(r: redis.Redis) -> dict[str, int]:
    """Calls so far of every command that can write (FCALL counts: only FCALL_RO is read-only)."""
    stats = {k.removeprefix("cmdstat_"): v["calls"] for k, v in r.info("commandstats").items()}
    out = {}
    for name, calls in stats.items():
        info = r.execute_command("COMMAND", "INFO", name) or {}  # type: ignore[no-untyped-call]
        flags = {f.decode() if isinstance(f, bytes) else f for f in (info.get(name) or {}).get("flags", [])}
        if "write" in flags or name in ("fcall", "function|load", "function|delete", "function|flush"):
            out[name] = int(calls)
    return out


def inspect_all(url: str, prefix: str, sid: str, *extra: str) -> list[Result]:
    conn = ["--url", url, "--prefix", prefix, *extra]
    return [run(*cmd, *conn) for cmd in (["show", sid], ["show", sid, "--json"], ["stats", sid],
                                         ["stats", sid, "--json"], ["sessions"], ["summarizer", "status"],
                                         ["summarizer", "status", "--json"], ["summarizer", "dead"],
                                         ["summarizer", "check", "--min-daemons", "0"], ["scripts", "status"])]


def test_inspecting_an_empty_server_writes_nothing(own_server: EmbeddedServer) -> None:
    r = redis.Redis.from_url(own_server.url, protocol=2)
    before = write_calls(r)
    results = inspect_all(own_server.url, "rm", "demo")
    assert write_calls(r) == before
    assert r.dbsize() == 0 and r.function_list() == []
    show = results[0]
    assert show.exit_code == 1 and "rollmem scripts load" in show.output, show.output  # says what to do
    assert results[2].exit_code == 1 and "rollmem scripts load" in results[2].output


def test_inspecting_a_deployment_writes_nothing(own_server: EmbeddedServer) -> None:
    r = redis.Redis.from_url(own_server.url, protocol=2)
    m = RollingMemory(r, prefix="prod", buckets=4)
    m.ensure_groups()
    for i in range(30):
        m.add_interaction("alice", {"q": f"question {i}"}, {"a": f"answer {i}"})
    a = AgentMemory(r, m.config, token_counter=len)
    a.add_user_message("agent", "Fix the parser")
    stream = m.config.keys.jobs(m.config.keys.bucket_of("alice"))
    job_id = r.xreadgroup("rollmem", "c1", {stream: ">"}, count=1)[0][1][0][0]
    m.execute(jobs.dead_letter, stream, job_id.decode(), "boom", 5, "c1")
    keys_before, calls_before = snapshot(r, "prod"), write_calls(r)
    for sid in ("alice", "agent", "nobody"):
        for res in inspect_all(own_server.url, "prod", sid):  # no --buckets: the recorded 4 is used
            assert res.exit_code in (0, 1), res.output
            if sid != "nobody":
                assert res.exit_code == 0, res.output
    assert snapshot(r, "prod") == keys_before
    assert write_calls(r) == calls_before


def test_a_foreign_config_key_is_named(own_server: EmbeddedServer) -> None:
    r = redis.Redis.from_url(own_server.url, protocol=2)
    RollingMemory(r).setup()  # the library is there; the record is not rollmem's
    r.delete("rm:config")
    r.set("rm:config", "someone else's")
    with pytest.raises(ConfigError, match="'rm:config'"):
        RollingMemory(r).stats("alice")
    for args in (["show", "alice"], ["stats", "alice"], ["sessions"], ["summarizer", "status"]):
        res = run(*args, "--url", own_server.url)
        assert res.exit_code != 0 and "'rm:config'" in res.output, (args, res.output)
    r.delete("rm:config")
    r.hset("rm:config", "buckets", "many")
    with pytest.raises(ConfigError, match=r"'rm:config'.*'many'"):
        RollingMemory(r).stats("alice")


def test_read_only_client_refuses_to_load_the_library(own_server: EmbeddedServer) -> None:
    r = redis.Redis.from_url(own_server.url, protocol=2)
    with pytest.raises(LibraryError, match="rollmem scripts load"):
        RollingMemory(r, read_only=True).stats("alice")
    assert r.function_list() == [] and r.dbsize() == 0


# ------------------------------------------------------------ the demo


def test_the_demo_prints_a_command_that_finds_its_session(own_server: EmbeddedServer) -> None:
    res = run("demo", "--url", own_server.url, "--turns", "30")
    assert res.exit_code == 0, res.output
    line = next(x for x in res.output.splitlines() if x.startswith("Inspect it: "))
    argv = shlex.split(line.removeprefix("Inspect it: "))
    assert argv[:3] == ["rollmem", "show", "demo"] and "--buckets" not in argv
    shown = run(*argv[1:])
    assert shown.exit_code == 0 and "Session 'demo' (prefix 'rmdemo'): 30 interactions" in shown.output, shown.output
    listed = run("sessions", "--url", own_server.url, "--prefix", "rmdemo")
    assert listed.output.split() == ["demo"]
    # an explicit wrong bucket count is still refused, naming the right one
    wrong = run("show", "demo", "--url", own_server.url, "--prefix", "rmdemo", "--buckets", "16")
    assert wrong.exit_code != 0 and "uses 4 buckets" in wrong.output


