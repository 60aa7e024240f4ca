"""The public client API: sync/async parity, the async client end to end, library loading, bucket checks."""

from __future__ import annotations

import asyncio
import inspect
import json
from collections.abc import Iterator
from typing import Any

import fakeredis
import msgspec
import pytest
import redis
import redis.asyncio as aioredis
from helpers import drain

from rollmem_client import (
    AsyncRollingMemory,
    ConfigError,
    FunctionMissing,
    InvalidSessionId,
    LibraryError,
    MemoryConfig,
    Range,
    RollingMemory,
    RollMemError,
    WrongPolicy,
)
from rollmem_client.errors import ERROR_CODES, EntryTooLarge, InvalidArgument, InvalidEntry, from_reply
from rollmem_client.ops import translate
from rollmem_client.scripts import library_version
from rollmem_client.server import EmbeddedServer


def stub_library(version: int) -> str:
    return (
        "#!lua name=rollmem\n"
        f"redis.register_function{{function_name='rollmem_version', callback=function() return {version} end,"
        " flags={'no-writes'}}\n"
    )


def loaded_functions(r: Any) -> set[str]:
    libs = r.function_list(library="rollmem")
    names: set[str] = set()
    for lib in libs:
        if isinstance(lib, list):
            lib = {_text(k): v for k, v in zip(lib[::2], lib[1::2], strict=True)}
        for fn in lib.get("functions", []):
            if isinstance(fn, list):
                fn = {_text(k): v for k, v in zip(fn[::2], fn[1::2], strict=True)}
            names.add(_text(fn["name"]))
    return names


def _text(v: Any) -> Any:
    return v.decode() if isinstance(v, bytes) else v


@pytest.fixture(scope="module")
def own_server() -> Iterator[EmbeddedServer]:
    """A server of our own: these tests flush and replace the library."""
    with EmbeddedServer() as srv:
        yield srv


@pytest.fixture(params=["real", "fake"])
def bare_redis(request: pytest.FixtureRequest, own_server: EmbeddedServer) -> Iterator[Any]:
    """A server with no rollmem library loaded."""
    if request.param == "fake":
        yield fakeredis.FakeRedis(server=fakeredis.FakeServer(), protocol=2)
        return
    r = redis.Redis.from_url(own_server.url, protocol=2)
    r.function_flush()
    yield r
    r.function_flush()
    r.close()


def async_of(r: Any, **kw: Any) -> Any:
    if isinstance(r, fakeredis.FakeRedis):
        return fakeredis.FakeAsyncRedis(server=r.connection_pool.connection_kwargs["server"], protocol=2, **kw)
    ckw = r.connection_pool.connection_kwargs
    return aioredis.Redis(host=ckw["host"], port=ckw["port"], protocol=2, **kw)


# ---------------------------------------------------------------- parity


def public_methods(cls: type) -> dict[str, Any]:
    return {n: m for n, m in inspect.getmembers(cls) if not n.startswith("_") and callable(m)}


def test_sync_and_async_expose_the_same_methods() -> None:
    sync, aio = public_methods(RollingMemory), public_methods(AsyncRollingMemory)
    assert set(sync) == set(aio)
    assert {"add_interaction", "context", "window", "summaries", "stats", "clear_session", "configure_session",
            "export_session", "import_session", "put_summary", "sessions", "setup", "ensure_groups"} <= set(sync)
    for name in sync:
        ps = list(inspect.signature(sync[name]).parameters.values())
        pa = list(inspect.signature(aio[name]).parameters.values())
        assert [(p.name, p.kind, p.default) for p in ps] == [(p.name, p.kind, p.default) for p in pa], name
        # parameter annotations agree too (return types differ: awaitables, async iterators)
        assert [str(p.annotation) for p in ps] == [str(p.annotation) for p in pa], name
        if name == "from_url" or sync[name] is aio[name]:  # constructors and shared helpers without I/O
            continue
        if name == "sessions":
            assert inspect.isgeneratorfunction(sync[name]) and inspect.isasyncgenfunction(aio[name])
        else:
            assert not inspect.iscoroutinefunction(sync[name]), name
            assert inspect.iscoroutinefunction(aio[name]), name
        if name != "close":
            assert (sync[name].__doc__ or "").strip() and (aio[name].__doc__ or "").strip(), name


def test_constructor_accepts_config_or_settings(fake_redis: Any) -> None:
    assert RollingMemory(fake_redis, window_size=5).config == MemoryConfig(window_size=5)
    cfg = MemoryConfig(prefix="x", buckets=2)
    assert AsyncRollingMemory(fake_redis, cfg).config is cfg
    with pytest.raises(ConfigError):
        RollingMemory(fake_redis, window_size=0)
    with pytest.raises(ConfigError):
        AsyncRollingMemory(fake_redis, window_size=0)


def test_error_codes_map_to_classes() -> None:
    assert all(issubclass(c, RollMemError) for c in ERROR_CODES.values())
    assert isinstance(from_reply("RM_BADSESSION bad id"), InvalidSessionId)
    assert isinstance(from_reply("RM_TOOLARGE too big"), EntryTooLarge)
    assert isinstance(from_reply("RM_WRONGPOLICY x"), WrongPolicy)
    assert isinstance(from_reply("RM_SOMETHINGNEW x"), LibraryError)
    assert from_reply("ERR wrong number of arguments") is None
    assert isinstance(translate(redis.ResponseError("ERR Function not found")), FunctionMissing)
    other = redis.ResponseError("WRONGTYPE Operation against a key")
    assert translate(other) is other
    for cls in (ConfigError, InvalidSessionId, InvalidEntry, EntryTooLarge, InvalidArgument, WrongPolicy):
        assert issubclass(cls, ValueError)


# ---------------------------------------------------------------- async end to end


async def async_scenario(amem: AsyncRollingMemory, prefix_check: bool = True) -> None:
    sid = "async-1"
    queued = {}
    for i in range(1, 44):
        res = await amem.add_interaction(sid, f'{{"q": {i}}}', {"a": i})
        assert res.seq == i
        if res.queued:
            queued[i] = res
    assert {i: r.block for i, r in queued.items()} == {22: Range(2, 22), 43: Range(23, 43)}
    ctx = await amem.context(sid)
    assert [x.seq for x in ctx.window] == list(range(23, 44))
    assert (await amem.window(sid)) == ctx.window
    st = await amem.stats(sid)
    assert (st.last_seq, st.pending_jobs, st.summaries) == (43, 2, 0)

    keys = amem.config.keys.session(sid)
    jobs = {}
    for job_id, f in await amem.redis.xrange(keys.jobs):
        f = {(k.decode() if isinstance(k, bytes) else k): (v.decode() if isinstance(v, bytes) else v) for k, v in f.items()}
        jobs[int(f["end"])] = (job_id.decode() if isinstance(job_id, bytes) else job_id, f["gen"])
    assert jobs[22][0] == queued[22].job_id
    assert await amem.put_summary(sid, jobs[43][1], jobs[43][0], Range(23, 43), "B") == "written"
    assert await amem.put_summary(sid, jobs[43][1], jobs[43][0], Range(23, 43), "B again") == "duplicate"
    assert await amem.put_summary(sid, jobs[22][1], jobs[22][0], Range(2, 22), "A") == "written"
    assert [s.text for s in await amem.summaries(sid)] == ["A", "B"]
    assert [s.text for s in await amem.summaries(sid, newest_first=True)] == ["B", "A"]

    cfg = await amem.configure_session(sid, window_size=4, max_summaries=1)
    assert (cfg.window_size, cfg.max_summaries) == (4, 1)
    ctx = await amem.context(sid)
    assert [x.seq for x in ctx.window] == [40, 41, 42, 43] and [s.text for s in ctx.summaries] == ["B"]

    exp = await amem.export_session(sid)
    assert [i.seq for i in exp.interactions] == [40, 41, 42, 43]
    gen = await amem.import_session(exp, "async-2")
    assert isinstance(gen, str) and gen
    assert (await amem.context("async-2")).window == ctx.window
    assert sorted([s async for s in amem.sessions()]) == ["async-1", "async-2"]
    assert await amem.clear_session(sid) is True
    assert (await amem.stats(sid)).exists is False
    assert [s async for s in amem.sessions()] == ["async-2"]
    assert await amem.ensure_groups() == 0  # the groups exist already


def test_async_client_end_to_end_real(real_redis: redis.Redis, prefix: str) -> None:
    async def main() -> None:
        async with AsyncRollingMemory(async_of(real_redis), prefix=prefix, buckets=4) as amem:
            assert await amem.setup() == library_version()
            assert await amem.ensure_groups() == 4
            await async_scenario(amem)

    asyncio.run(main())


def test_async_client_end_to_end_fake(fake_redis: fakeredis.FakeRedis, prefix: str) -> None:
    async def main() -> None:
        amem = AsyncRollingMemory(async_of(fake_redis), prefix=prefix, buckets=4)
        assert await amem.ensure_groups() == 4
        await async_scenario(amem)
        await amem.close()

    asyncio.run(main())


def test_async_from_url(real_redis: redis.Redis, prefix: str, redis_server: EmbeddedServer) -> None:
    async def main() -> None:
        async with AsyncRollingMemory.from_url(redis_server.url, prefix=prefix, buckets=4) as amem:
            assert (await amem.add_interaction("u", {"q": 1}, {"a": 1})).seq == 1
        with RollingMemory.from_url(redis_server.url, prefix=prefix, buckets=4) as mem:
            assert mem.add_interaction("u", {"q": 2}, {"a": 2}).seq == 2

    asyncio.run(main())


def test_sync_and_async_clients_share_sessions(any_redis: Any, prefix: str) -> None:
    mem = RollingMemory(any_redis, prefix=prefix, buckets=4)
    mem.ensure_groups()
    for i in range(1, 23):
        mem.add_interaction("shared", {"q": i}, {"a": i})

    async def main() -> None:
        amem = AsyncRollingMemory(async_of(any_redis), mem.config)
        assert (await amem.add_interaction("shared", {"q": 23}, {"a": 23})).seq == 23
        assert await amem.context("shared") == mem.context("shared")
        assert await amem.stats("shared") == mem.stats("shared")
        await amem.close()

    asyncio.run(main())
    assert drain(mem) == {"written": 1}
    assert [s.range for s in mem.summaries("shared")] == [Range(2, 22)]


# ---------------------------------------------------------------- library loading


def test_library_loads_on_first_use(bare_redis: Any, prefix: str) -> None:
    with pytest.raises(redis.ResponseError):
        bare_redis.fcall_ro("rollmem_version", 0)
    mem = RollingMemory(bare_redis, prefix=prefix, buckets=4)
    assert mem.add_interaction("s", {"q": 1}, {"a": 1}).seq == 1
    assert int(bare_redis.fcall_ro("rollmem_version", 0)) == library_version()
    assert {"rollmem_append", "rollmem_put_summary", "rollmem_context", "rollmem_stats", "rollmem_clear",
            "rollmem_configure", "rollmem_export", "rollmem_import", "rollmem_version"} <= loaded_functions(bare_redis)
    assert bare_redis.hget(f"{prefix}:config", "buckets") == b"4"


def test_library_reloads_after_function_flush(bare_redis: Any, prefix: str) -> None:
    mem = RollingMemory(bare_redis, prefix=prefix, buckets=4)
    mem.add_interaction("s", {"q": 1}, {"a": 1})
    bare_redis.function_flush()
    # the data survives a flush of functions; the next call reloads the library and goes on
    assert mem.add_interaction("s", {"q": 2}, {"a": 2}).seq == 2
    bare_redis.function_flush()
    assert [x.seq for x in mem.context("s").window] == [1, 2]
    bare_redis.function_flush()

    async def main() -> None:
        amem = AsyncRollingMemory(async_of(bare_redis), mem.config)
        await amem.setup()
        bare_redis.function_flush()
        assert (await amem.add_interaction("s", {"q": 3}, {"a": 3})).seq == 3
        bare_redis.function_flush()
        assert (await amem.stats("s")).last_seq == 3
        await amem.close()

    asyncio.run(main())


def test_older_library_is_replaced_at_start_up(bare_redis: Any, prefix: str) -> None:
    bare_redis.function_load(stub_library(0), replace=True)
    assert loaded_functions(bare_redis) == {"rollmem_version"}
    mem = RollingMemory(bare_redis, prefix=prefix, buckets=4)
    assert mem.setup() == library_version()
    assert int(bare_redis.fcall_ro("rollmem_version", 0)) == library_version()
    assert "rollmem_append" in loaded_functions(bare_redis)
    assert mem.add_interaction("s", {"q": 1}, {"a": 1}).seq == 1

    async def main() -> None:
        bare_redis.function_load(stub_library(0), replace=True)
        amem = AsyncRollingMemory(async_of(bare_redis), mem.config)
        assert (await amem.add_interaction("s", {"q": 2}, {"a": 2})).seq == 2
        await amem.close()

    asyncio.run(main())
    assert "rollmem_append" in loaded_functions(bare_redis)


def test_newer_library_is_refused(bare_redis: Any, prefix: str) -> None:
    newer = library_version() + 1
    bare_redis.function_load(stub_library(newer), replace=True)
    mem = RollingMemory(bare_redis, prefix=prefix, buckets=4)
    with pytest.raises(LibraryError, match="newer"):
        mem.add_interaction("s", {"q": 1}, {"a": 1})
    with pytest.raises(LibraryError):
        mem.setup()
    # the newer library is left in place, nothing was written
    assert int(bare_redis.fcall_ro("rollmem_version", 0)) == newer
    assert list(bare_redis.scan_iter(match=f"*{prefix}*")) == []

    async def main() -> None:
        amem = AsyncRollingMemory(async_of(bare_redis), mem.config)
        with pytest.raises(LibraryError):
            await amem.context("s")
        await amem.close()

    asyncio.run(main())


def test_load_library_is_unconditional(bare_redis: Any, prefix: str) -> None:
    mem = RollingMemory(bare_redis, prefix=prefix, buckets=4)
    assert mem.load_library() == library_version()
    assert mem.load_library() == library_version()
    assert "rollmem_append" in loaded_functions(bare_redis)


# ---------------------------------------------------------------- bucket count


def test_other_bucket_count_is_refused(any_redis: Any, prefix: str) -> None:
    RollingMemory(any_redis, prefix=prefix, buckets=4).add_interaction("s", {"q": 1}, {"a": 1})
    wrong = RollingMemory(any_redis, prefix=prefix, buckets=8)
    with pytest.raises(ConfigError, match="4 buckets") as info:
        wrong.add_interaction("s", {"q": 2}, {"a": 2})
    assert isinstance(info.value, ValueError)
    with pytest.raises(ConfigError):
        wrong.context("s")
    assert any_redis.hget(f"{prefix}:config", "buckets") == b"4"
    assert RollingMemory(any_redis, prefix=prefix, buckets=4).stats("s").last_seq == 1

    async def main() -> None:
        amem = AsyncRollingMemory(async_of(any_redis), prefix=prefix, buckets=16)
        with pytest.raises(ConfigError):
            await amem.setup()
        await amem.close()

    asyncio.run(main())
    # another prefix is another deployment with its own count
    assert RollingMemory(any_redis, prefix=prefix + "b", buckets=8).add_interaction("s", {"q": 1}, {"a": 1}).seq == 1


# ---------------------------------------------------------------- reply shapes


def decode_client(r: Any) -> Any:
    if isinstance(r, fakeredis.FakeRedis):
        return fakeredis.FakeRedis(server=r.connection_pool.connection_kwargs["server"], protocol=2, decode_responses=True)
    kw = r.connection_pool.connection_kwargs
    return redis.Redis(host=kw["host"], port=kw["port"], protocol=2, decode_responses=True)


def full_flow(mem: RollingMemory) -> None:
    sid = "flow"
    res = [mem.add_interaction(sid, f'{{"q": {i}, "u": "ü"}}', {"a": i}) for i in range(1, 23)]
    assert res[-1].queued and isinstance(res[-1].job_id, str)
    keys = mem.config.keys.session(sid)
    (_, fields), = mem.redis.xrange(keys.jobs)
    gen = fields["gen" if "gen" in fields else b"gen"]
    gen = gen.decode() if isinstance(gen, bytes) else gen
    assert mem.put_summary(sid, gen, res[-1].job_id, res[-1].block, "sum") == "written"
    ctx = mem.context(sid)
    assert ctx.window[0].user_request == {"q": 2, "u": "ü"} and ctx.summaries[0].text == "sum"
    st = mem.stats(sid)
    assert (st.policy, st.last_seq, st.summaries) == ("blocks", 22, 1)
    mem.configure_session(sid, window_size=3)
    exp = mem.export_session(sid)
    mem.import_session(exp, "flow2")
    assert msgspec.structs.replace(mem.context("flow2"), session_id=sid) == mem.context(sid)
    assert sorted(mem.sessions()) == ["flow", "flow2"]
    assert mem.clear_session("flow2")


def test_decode_responses_true(any_redis: Any, prefix: str) -> None:
    r = decode_client(any_redis)
    mem = RollingMemory(r, prefix=prefix, buckets=4)
    assert mem.ensure_groups() == 4
    full_flow(mem)

    async def main() -> None:
        amem = AsyncRollingMemory(async_of(any_redis, decode_responses=True), prefix=prefix + "a", buckets=4)
        await amem.ensure_groups()
        await async_scenario(amem)
        await amem.close()

    asyncio.run(main())


def test_resp3_client(real_redis: redis.Redis, prefix: str) -> None:
    kw = real_redis.connection_pool.connection_kwargs
    mem = RollingMemory(redis.Redis(host=kw["host"], port=kw["port"], protocol=3), prefix=prefix, buckets=4)
    full_flow(mem)


def test_interaction_payloads_come_back_as_given(any_redis: Any, prefix: str) -> None:
    mem = RollingMemory(any_redis, prefix=prefix, buckets=4)
    req = {"query": "q", "context": {"nested": [1, 2.5, None, True, {"k": "v"}]}, "options": {}, "big": 2**62 + 1}  # past 2^53: exact, not a double (fakeredis stops at 2^63)
    text = '{"b": 1,  "a": {"z": [], "y": {}}}'
    mem.add_interaction("p", req, text, ts="2026-01-02T03:04:05Z")
    (x,) = mem.window("p")
    assert x.user_request == req and x.ai_response == json.loads(text)
    assert x.ts == "2026-01-02T03:04:05Z"
    assert x.ai_response["a"]["y"] == {}  # empty objects are not turned into arrays
