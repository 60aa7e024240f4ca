"""``rollmem migrate``: a deployment written in layout 1 (tags ``{prefix:bNN}``) moves to balanced tags
with nothing lost, on a single server and on a cluster; clients refuse the old layout until then."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import redis
from click.testing import CliRunner
from helpers import drain
from rollmem_cli.main import cli

from rollmem_client import AgentMemory, LayoutError, MemoryConfig, RollingMemory
from rollmem_client.keys import LAYOUT
from rollmem_client.migrate import migrate
from rollmem_client.server import EmbeddedCluster, EmbeddedServer

BUCKETS = 4


@pytest.fixture(params=["server", "cluster"])
def deployment(request: pytest.FixtureRequest) -> Iterator[tuple[str, bool, redis.Redis]]:
    if request.param == "server":
        srv: EmbeddedServer = request.getfixturevalue("redis_server")
        client = redis.Redis.from_url(srv.url, protocol=2)
        yield srv.url, False, client
    else:
        c: EmbeddedCluster = request.getfixturevalue("redis_cluster")
        client = redis.RedisCluster.from_url(c.url, protocol=2)
        yield c.url, True, client
    client.close()


def write_layout_1(client: redis.Redis, prefix: str) -> tuple[list[str], list[str]]:
    """Sessions of both policies as a release before layouts wrote them: summaries, a pending job, tool pairs."""
    old = MemoryConfig(prefix=prefix, buckets=BUCKETS, layout=1)
    blocks, agent = RollingMemory(client, old), AgentMemory(client, old)
    blocks.ensure_groups()
    sids, agents = [f"b-{i}" for i in range(6)], [f"a-{i}" for i in range(3)]
    for sid in sids:
        for i in range(1, 23):
            blocks.add_interaction(sid, {"q": f"{sid} {i}"}, {"a": i})
    assert drain(blocks) == {"written": len(sids)}
    for sid in sids:  # one more block each, left pending
        for i in range(23, 44):
            blocks.add_interaction(sid, {"q": f"{sid} {i}"}, {"a": i})
    blocks.configure_session(sids[0], window_size=30)
    for sid in agents:
        agent.set_system_prompt(sid, "Be brief.")
        agent.add_user_message(sid, f"Task of {sid}")
        call = agent.add_tool_call(sid, "search", {"q": sid})
        agent.add_tool_result(sid, call.entry.tool_call_id, "found")
    client.hdel(old.keys.config, "layout")  # the record as layout-1 releases wrote it: buckets only
    return sids, agents


def test_migrate_moves_every_session(deployment: tuple[str, bool, redis.Redis], prefix: str) -> None:
    url, cluster, client = deployment
    sids, agents = write_layout_1(client, prefix)
    old = MemoryConfig(prefix=prefix, buckets=BUCKETS, layout=1)
    before = {s: RollingMemory(client, old).export_session(s) for s in sids}
    agents_before = {s: AgentMemory(client, old).export_session(s) for s in agents}

    new = MemoryConfig(prefix=prefix, buckets=BUCKETS)
    with pytest.raises(LayoutError, match="rollmem migrate"):
        RollingMemory(client, new).setup()

    args = ["migrate", "--url", url, "--prefix", prefix, "--buckets", str(BUCKETS), *(["--cluster"] if cluster else [])]
    result = CliRunner().invoke(cli, args, prog_name="rollmem")
    assert result.exit_code == 0, result.output
    assert f"moved {len(sids)} blocks and {len(agents)} budget sessions to layout {LAYOUT}" in result.output

    blocks, agent = RollingMemory(client, new), AgentMemory(client, new)
    assert sorted(blocks.sessions()) == sorted(sids + agents)
    for sid in sids:
        assert blocks.export_session(sid) == before[sid]
    for sid in agents:
        assert agent.export_session(sid) == agents_before[sid]
    leftovers = [k for k in client.scan_iter(match=f"{{{prefix}:b*", count=1000) if b"." not in k.split(b"}")[0]]
    assert leftovers == []
    # the pending blocks were queued again on the new streams: the daemon finishes them
    assert drain(blocks) == {"written": len(sids)}
    assert all([s.range.end_index for s in blocks.summaries(sid)] == [22, 43] for sid in sids)

    again = CliRunner().invoke(cli, args, prog_name="rollmem")
    assert again.exit_code == 0 and "nothing to do" in again.output


def test_migrate_refuses_another_bucket_count(real_redis: redis.Redis, prefix: str) -> None:
    write_layout_1(real_redis, prefix)
    with pytest.raises(Exception, match="uses 4 buckets"):
        migrate(real_redis, MemoryConfig(prefix=prefix, buckets=8))
