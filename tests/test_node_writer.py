"""Entries written from Node with ``FCALL``, from the documentation alone, read back through every reader.

``tests/node/write_entries.mjs`` is a dependency-free Node script (RESP over
``net``) that builds the keys and the entry JSON exactly as
``server_scripts/README.md`` describes them, writes every entry kind, has the
shapes the issue saw silently dropped refused, and reads the session back with
``FCALL_RO``. Then the Python SDK's readers must account for every entry: the
export, ``rollmem show`` (text and JSON), and the context in every format,
checked against each provider's rules and SDK request types.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import redis
from click.testing import CliRunner
from helpers import drop_keys
from provider_types import (
    strip_metadata,
    validate_anthropic,
    validate_gemini,
    validate_openai,
    validate_openai_responses,
)
from rollmem_cli.main import cli

from rollmem_client import AgentMemory, MemoryConfig
from rollmem_client.budget import rules
from rollmem_client.budget.render_anthropic import anthropic_id
from rollmem_client.server import EmbeddedServer

NODE = shutil.which("node")
SCRIPT = Path(__file__).parent / "node" / "write_entries.mjs"
SID = "node-writer"
BUCKETS = 4

pytestmark = pytest.mark.skipif(NODE is None, reason="node is not on PATH")


@pytest.fixture
def written(redis_server: EmbeddedServer, real_redis: redis.Redis, prefix: str) -> Any:
    memory = AgentMemory(real_redis, MemoryConfig(prefix=prefix, buckets=BUCKETS))
    memory.ensure_groups()  # loads the library and records the deployment (buckets, layout) in <prefix>:config
    host, port = redis_server.url.removeprefix("redis://").split("/")[0].split(":")
    out = subprocess.run([str(NODE), str(SCRIPT), host, port, prefix, str(BUCKETS), SID],
                         capture_output=True, text=True, timeout=60, check=False)
    assert out.returncode == 0, out.stderr
    yield memory, json.loads(out.stdout)
    drop_keys(real_redis, prefix)


def test_node_writes_every_kind_and_the_unrenderable_is_refused(written: Any) -> None:
    memory, node = written
    assert node["keys"] == memory.config.keys.budget_session(SID).as_list()  # the README's key schema, in Node
    assert re.match(r"\{[^}]+:b\d\d\.\d+\}:s:", node["keys"][0])  # a balanced (layout 2) tag
    assert node["appended"] == list(range(1, 13))
    refused = node["refused"]
    assert set(refused) == {"guessed result fields", "call without a name", "unknown kind", "result without its call id"}
    assert all(msg.startswith("RM_BADENTRY ") for msg in refused.values()), refused
    assert '"toolCallId"' in refused["guessed result fields"]  # the message names the right field
    assert "toolName" in refused["call without a name"]
    # Node's own read: the pins and ten entries, headers carrying the writer's token counts
    assert node["system"]["type"] == "system" and node["anchor"]["name"] == "Ann"
    assert [a["entry"]["id"] for a in node["active"]] == [f"node-{i}" for i in (3, 4, 5, 6, 7, 8, 9, 10, 11, 16)]


def test_every_python_reader_accounts_for_every_entry(written: Any, redis_server: EmbeddedServer, prefix: str) -> None:
    memory, node = written
    export = memory.export_session(SID)
    assert [e.seq for e in export.entries] == node["appended"]
    by_id = {e.id: e for e in export.entries}
    assert {a["entry"]["id"]: int(a["header"].split("|")[1]) for a in node["active"]} == {
        i: by_id[i].tokens for i in by_id if i not in ("node-1", "node-2")}
    assert by_id["node-5"].tool_call_id == "call.h@2" and by_id["node-7"].is_error
    assert sum(e.tokens for e in export.entries) == node["contextTokens"]

    chat = memory.context(SID, format="openai")
    assert rules.check_openai(chat) == [] and validate_openai(chat) is None
    assert {m.get("tool_call_id") for m in chat} >= {"call_f1", "call.h@2", "call_x"}
    items = memory.context(SID, format="openai_responses")
    assert rules.check_openai_responses(items) == [] and validate_openai_responses(items) is None

    anthropic = memory.context(SID, format="anthropic")
    assert rules.check_anthropic(anthropic) == []
    validate_anthropic(anthropic)
    blocks = [b for m in anthropic["messages"] for b in m["content"]]
    assert {"type": "thinking", "thinking": "Search flights, then hotels.", "signature": "EqQBCkYIARgC"} in blocks
    assert {b.get("tool_use_id") for b in blocks} >= {anthropic_id("call.h@2"), "call_f1", "call_x"}

    gemini = memory.context(SID, format="gemini", metadata=False)
    assert rules.check_gemini(gemini) == [] and gemini == strip_metadata(memory.context(SID, format="gemini"))
    validate_gemini(gemini)
    responses = {p["functionResponse"]["id"]: p["functionResponse"]["name"]
                 for c in gemini["contents"] for p in c["parts"] if "functionResponse" in p}
    assert responses == {"call_f1": "search_flights", "call.h@2": "search_hotels", "call_x": "lookup"}
    parts = [p for c in gemini["contents"] for p in c["parts"]]
    assert {"text": "Plan: flights first.", "thought": True} in parts
    assert {"text": "Let me search.", "thoughtSignature": "c2lnbmF0dXJl"} in parts

    text = memory.context(SID, format="text")
    for e in export.entries:
        assert (e.text or e.tool_name or "") in text, e

    url = f"{redis_server.url}"
    args = ["--url", url, "--prefix", prefix, "--buckets", str(BUCKETS)]
    shown = CliRunner().invoke(cli, ["show", SID, *args], prog_name="rollmem")
    assert shown.exit_code == 0, shown.output
    for e in export.entries:
        assert (e.text or e.tool_name or "") in shown.output
    assert "Tool error (search_flights): rate limited" in shown.output
    as_json = CliRunner().invoke(cli, ["show", SID, "--json", *args], prog_name="rollmem")
    assert [e["id"] for e in json.loads(as_json.output)["entries"]] == [e.id for e in export.entries]
