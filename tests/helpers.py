"""Test helpers shared by several test modules."""

from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any

import fakeredis
import redis
import redis.asyncio as aioredis

from rollmem_client import AsyncRollingMemory, RollingMemory
from rollmem_client.daemon import SummarizerDaemon
from rollmem_client.summarizers import Summarizer


def async_twin(client: Any) -> Any:
    """An asyncio client on the same server as a sync one (real, fakeredis or cluster)."""
    if isinstance(client, fakeredis.FakeRedis):
        return fakeredis.FakeAsyncRedis(server=client.connection_pool.connection_kwargs["server"], protocol=2)
    if isinstance(client, redis.RedisCluster):
        node = client.get_default_node()
        return aioredis.RedisCluster(host=node.host, port=node.port, protocol=2)
    kw = client.connection_pool.connection_kwargs
    return aioredis.Redis(host=kw.get("host", "127.0.0.1"), port=kw["port"], db=kw.get("db", 0), protocol=2)


def drain(memory: RollingMemory, summarizer: Summarizer | None = None, **daemon_kw: Any) -> Counter[str]:
    """Run an in-process summarizer daemon in burst mode until every job stream is empty."""

    async def main() -> Counter[str]:
        amem = AsyncRollingMemory(async_twin(memory.redis), memory.config)
        daemon_kw.setdefault("claim_idle_ms", 1000)
        try:
            return await SummarizerDaemon(amem, summarizer, **daemon_kw).run(burst=True)
        finally:
            await amem.close()

    return asyncio.run(main())
