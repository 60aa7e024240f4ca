"""The daemons tidy up after departed daemons, so nothing grows with restarts.

Every daemon that starts adds a consumer to each bucket's group and a member to
the daemons zset; a daemon that dies (SIGKILL, OOM, a lost host) removes
neither. Each running daemon therefore, at start and then every
``housekeeping_seconds``:

* deletes (``XGROUP DELCONSUMER``) the consumers of every job stream that own
  no pending job and have been idle for ``consumer_idle_ms`` — never its own.
  A consumer with pending jobs is left alone: other daemons reclaim its jobs
  (``XAUTOCLAIM``), after which it owns none and goes at the next round. A live
  daemon whose consumer is deleted by mistake loses nothing: its next read
  recreates it;
* removes from the daemons zset the daemons whose last heartbeat is older
  than ``consumer_idle_ms`` (their heartbeat hashes expire by themselves);
* walks each bucket's aging index (``ZSCAN``, at most ``AGING_BATCH`` members
  a round, resuming where it stopped) and drops the sessions that no longer
  exist (expired): the check and the removal are one Lua step
  (``rollmem_budget_compress`` refuses to keep a missing session filed), so a
  session created meanwhile is never dropped.

The bounds this keeps are in ``docs/ARCHITECTURE.md`` ("What stays bounded").
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import TYPE_CHECKING, Any

import redis

from ..budget import ops as budget
from ..ops import as_str

if TYPE_CHECKING:
    from .runner import SummarizerDaemon

log = logging.getLogger("rollmem.daemon")


async def prune_consumers(client: Any, stream: str, group: str, own: str, idle_ms: int) -> list[str]:
    """Delete the group's consumers on ``stream`` with nothing pending and idle ``idle_ms`` (not ``own``)."""
    try:
        consumers = await client.xinfo_consumers(stream, group)
    except redis.ResponseError:  # no stream or no group (yet): nothing to prune
        return []
    gone = []
    for c in consumers:
        name = as_str(c["name"])
        if name != own and int(c["pending"]) == 0 and int(c["idle"]) >= idle_ms:
            await client.xgroup_delconsumer(stream, group, name)
            gone.append(name)
    return gone


async def prune_daemons(client: Any, daemons_key: str, idle_ms: int) -> int:
    """Remove daemons whose last heartbeat is older than ``idle_ms`` from the daemons zset."""
    return int(await client.zremrangebyscore(daemons_key, "-inf", int(time.time() * 1000) - idle_ms))


AGING_BATCH = 200


async def prune_aging(daemon: SummarizerDaemon, bucket: int, cursor: int) -> tuple[int, int]:
    """Check up to ``AGING_BATCH`` members of the bucket's aging index. Returns (next cursor, removed)."""
    keys = daemon.memory.config.keys
    cursor, members = await daemon.redis.zscan(keys.aging(bucket), cursor, count=AGING_BATCH)
    removed = 0
    for raw, _ in members[:AGING_BATCH]:
        sid = as_str(raw)
        try:
            meta = keys.budget_session(sid).meta
        except ValueError:  # not a session id: not ours to judge
            continue
        if not await daemon.redis.exists(meta):
            await daemon.memory.execute(budget.compress, sid, True)  # removes it, atomically, if still gone
            removed += 1
    return int(cursor), removed


async def tidy(daemon: SummarizerDaemon) -> int:
    """One round over every job stream and the daemons zset. Returns how many entries went."""
    keys = daemon.memory.config.keys
    removed = 0
    for stream in keys.all_job_streams():
        gone = await prune_consumers(daemon.redis, stream, daemon.group, daemon.consumer, daemon.consumer_idle_ms)
        if gone:
            log.info("pruned %d departed consumers on %s: %s", len(gone), stream, " ".join(gone))
        removed += len(gone)
    removed += await prune_daemons(daemon.redis, keys.daemons,
                                   max(daemon.consumer_idle_ms, int(3000 * daemon.heartbeat_seconds)))
    for b in range(keys.buckets):
        daemon.aging_cursors[b], dropped = await prune_aging(daemon, b, daemon.aging_cursors.get(b, 0))
        if dropped:
            log.info("dropped %d expired sessions from the aging index of bucket %d", dropped, b)
        removed += dropped
    return removed


async def run(daemon: SummarizerDaemon) -> None:
    """Tidy at start and every ``housekeeping_seconds`` until cancelled; failures of Redis are logged, never fatal."""
    from .runner import transient  # the runner imports this module

    while True:
        try:
            await tidy(daemon)
        except Exception as e:
            if not transient(e):
                raise
            log.warning("housekeeping failed (retried next round): %s: %s", type(e).__name__, e)
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.sleep(daemon.housekeeping_seconds)
