"""The summarizer daemon: reads summary jobs from every bucket's stream and writes summaries back.

Shape (arq / docket style): one reader per bucket stream, all sharing one
consumer group, so any number of daemons split the work. Each reader first
reclaims jobs left idle by a crashed consumer (``XAUTOCLAIM``), then reads new
ones (``XREADGROUP ... BLOCK``). Jobs run concurrently up to ``concurrency``;
the LLM call holds no lock; a running job's idle time is reset regularly, so
no other daemon takes over a job that is merely slow. How one job runs is in
``jobs.py``: the write-back checks the session's generation and the job's
pending id, writes and acknowledges in one atomic step, so a duplicate or late
result is a no-op and a job whose daemon dies is simply redone by another.

Failures: a job that keeps failing is moved, after ``max_deliveries``
deliveries, to its bucket's dead-letter stream (with its last error) in one
atomic step; a job that cannot be decoded, or sits on a stream that is not its
session's bucket's, goes there at once; a job delivered more than
``max_deliveries`` times without ever being acknowledged (whatever the reason)
goes there before it runs again. So no job loops and ``--burst`` always ends.
Redis going away makes the readers wait and retry with backoff; they resume
from the group's state, losing nothing. What waiting cannot fix ends the
daemon with a logged error: a permission refused (``NOPERM``), a failed
authentication, a key of the wrong type where a job stream should be. A stop
(SIGTERM) ends it within ``grace_seconds`` plus a second or two, whatever it
is waiting for. Every daemon beats a heartbeat and counts outcomes in Redis
(see ``status.py``), and prunes consumers and daemons that are gone
(``housekeeping.py``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import socket
import time
import uuid
from collections import Counter
from collections.abc import Mapping
from typing import Any

import redis

from ..budget import ops as budget
from ..driver import AsyncDriver
from ..ops import as_str
from ..scripts import library_version
from ..summarize import ExtractiveSummarizer, Summarizer
from ..tokens import TiktokenCounter, TokenCounter
from . import housekeeping, jobs
from .jobs import JobError, JobRunner

log = logging.getLogger("rollmem.daemon")

STOP_MARGIN = 1.5  # seconds past the grace period a stop may take at most

# Outcomes worth a counter; "failed" attempts stay pending and come back.
OUTCOMES = ("written", "duplicate", "stale", "superseded", "conflict", "failed", "dead")


def fatal(e: BaseException) -> bool:
    """An error no retry fixes: this user may not run a command, or cannot log in."""
    return isinstance(e, (redis.exceptions.NoPermissionError, redis.exceptions.AuthenticationError)) or (
        isinstance(e, redis.ResponseError) and str(e).startswith(("NOPERM", "WRONGPASS", "NOAUTH")))


def unavailable(e: BaseException) -> bool:
    """Redis is away for a while, so wait and retry: unreachable or restarting (LOADING), demoted by a
    failover (READONLY, and UNBLOCKED for a read blocked meanwhile), a replica cut off from its primary
    (MASTERDOWN), a cluster reconfiguring (CLUSTERDOWN, TRYAGAIN, or redis-py's ClusterError when a slot
    migration outlasts its redirections), or the stream deleted under a blocked read (UNBLOCKED; the next
    read finds no group and recreates it)."""
    if fatal(e):
        return False
    if dropped_connection(e):
        return True
    if isinstance(e, (redis.ConnectionError, redis.TimeoutError, OSError, redis.exceptions.ReadOnlyError,
                      redis.exceptions.ClusterDownError, redis.exceptions.TryAgainError,
                      redis.exceptions.ClusterError)):
        return True
    return isinstance(e, redis.ResponseError) and str(e).startswith("UNBLOCKED")


_TRANSPORT_CODE = (f"{os.sep}redis{os.sep}", f"{os.sep}asyncio{os.sep}")


def dropped_connection(e: BaseException) -> bool:
    """A connection closed under a command, reported by redis-py's asyncio client as the transport's own
    ``AttributeError``/``TypeError`` (``'NoneType' object has no attribute 'writelines'``; redis/redis-py#4287)
    rather than as ``ConnectionError``: raised inside redis-py or asyncio, never by this package's code."""
    if not isinstance(e, (AttributeError, TypeError)):
        return False
    tb, where = e.__traceback__, ""
    while tb is not None:
        where, tb = tb.tb_frame.f_code.co_filename, tb.tb_next
    return any(part in where for part in _TRANSPORT_CODE) and f"{os.sep}rollmem_client{os.sep}" not in where


def transient(e: BaseException) -> bool:
    """An error of Redis or of the connection to it, which a later round may not meet (never one of ours)."""
    return isinstance(e, (redis.RedisError, OSError)) or dropped_connection(e)


def describe(e: BaseException) -> str:
    """``Class: message`` for logs (redis-py 8's ``repr`` of its errors leaves the message out)."""
    return f"{type(e).__name__}: {e}"


async def cancel_all(tasks: list[asyncio.Task[Any]], timeout: float = 2.0) -> None:
    """Cancel ``tasks`` and wait for them, cancelling again any that swallowed the cancellation
    (redis-py can, when it lands inside a command); gives up after ``timeout`` seconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        pending = [t for t in tasks if not t.done()]
        if not pending:
            return
        if loop.time() > deadline:
            log.warning("%d tasks did not end when cancelled; leaving them", len(pending))
            return
        for t in pending:
            t.cancel()
        await asyncio.wait(pending, timeout=0.2)


class SummarizerDaemon:
    """Summarizes queued jobs until stopped (or, in burst mode, until the streams are drained).

    Args:
        memory: An async rollmem client (:class:`AsyncRollingMemory` or :class:`AsyncAgentMemory`)
            on the deployment, standalone or cluster.
        summarizer: The summarizer to call; the offline :class:`ExtractiveSummarizer` by default.
        consumer: This daemon's consumer name in the group (unique per process by default).
        concurrency: Jobs summarized at once (LLM calls in parallel).
        batch: Jobs read per stream per call.
        block_ms: How long one read waits for new jobs (a stop does not wait for it).
        claim_idle_ms: A job unacknowledged this long by its consumer is taken over.
        grace_seconds: On stop, how long in-flight jobs may take to finish.
        max_deliveries: A job failing this many deliveries goes to the dead-letter stream.
        mode: ``independent`` or ``running`` summaries (see :class:`JobRunner`).
        retries, timeout: Transient-failure retries per delivery; seconds per summarizer call.
        heartbeat_seconds: How often the daemon records that it is alive.
        consumer_idle_ms: Consumers idle this long with no pending job, and daemons silent this long (and 3
            heartbeats), are pruned (see ``housekeeping.py``); at least 2 reads long.
        housekeeping_seconds: How often the pruning runs.
        counter: Token counter for budget summaries (tiktoken by default).
    """

    def __init__(
        self,
        memory: AsyncDriver,
        summarizer: Summarizer | None = None,
        *,
        consumer: str | None = None,
        concurrency: int = 4,
        batch: int = 16,
        block_ms: int = 2000,
        claim_idle_ms: int = 60_000,
        grace_seconds: float = 30.0,
        max_deliveries: int = 5,
        mode: str = "independent",
        retries: int = 3,
        timeout: float = 300.0,
        heartbeat_seconds: float = 5.0,
        counter: TokenCounter | None = None,
        consumer_idle_ms: int = 600_000,
        housekeeping_seconds: float = 60.0,
    ) -> None:
        if concurrency < 1 or batch < 1 or block_ms < 1 or claim_idle_ms < 1 or grace_seconds < 0:
            raise ValueError("concurrency, batch, block_ms and claim_idle_ms must be positive, grace_seconds >= 0")
        if max_deliveries < 1 or heartbeat_seconds <= 0:
            raise ValueError("max_deliveries must be >= 1 and heartbeat_seconds > 0")
        if consumer_idle_ms < 2 * block_ms or housekeeping_seconds <= 0:
            raise ValueError("consumer_idle_ms must cover 2 reads (2 x block_ms); housekeeping_seconds > 0")
        self.consumer_idle_ms = consumer_idle_ms
        self.housekeeping_seconds = housekeeping_seconds
        self.aging_cursors: dict[int, int] = {}
        self.memory = memory
        self.summarizer: Summarizer = summarizer or ExtractiveSummarizer()
        self.consumer = consumer or f"{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:6]}"
        self.concurrency = concurrency
        self.batch = batch
        self.block_ms = block_ms
        self.claim_idle_ms = claim_idle_ms
        self.grace_seconds = grace_seconds
        self.max_deliveries = max_deliveries
        self.heartbeat_seconds = heartbeat_seconds
        self.runner = JobRunner(memory, self.summarizer, counter or TiktokenCounter(memory.config.budget.encoding),
                                mode=mode, retries=retries, timeout=timeout)
        self.counts: Counter[str] = Counter()
        self.started_ms = int(time.time() * 1000)
        self._stopping = asyncio.Event()
        self._slots = asyncio.Semaphore(concurrency)
        self._inflight: set[asyncio.Task[None]] = set()
        self._burst = False
        self._fatal: BaseException | None = None
        self._beat_failing = False

    @property
    def redis(self) -> Any:
        return self.memory.redis

    @property
    def group(self) -> str:
        return self.memory.config.group

    def stop(self) -> None:
        """Stop reading; in-flight jobs finish (see ``grace_seconds``)."""
        self._stopping.set()

    def _abort(self, error: BaseException, where: str) -> None:
        """Stop for good on an error no retry fixes; :meth:`run` raises it once stopped."""
        if self._fatal is None:
            self._fatal = error
            log.error("stopping: %s failed and waiting will not fix it (check the ACL user and the keys): %s",
                      where, describe(error))
        self.stop()

    async def run(self, *, burst: bool = False) -> Counter[str]:
        """Run until :meth:`stop` (or, with ``burst``, until every stream is drained). Returns counts."""
        self._burst = burst
        for step in (self.memory.setup, self.memory.ensure_groups):
            await self._until_connected(step)
            if self._stopping.is_set():  # stopped while waiting for Redis
                return self.counts
        streams = self.memory.config.keys.all_job_streams()
        log.info("daemon start consumer=%s streams=%d concurrency=%d burst=%s mode=%s", self.consumer,
                 len(streams), self.concurrency, burst, self.runner.mode)
        readers = [asyncio.create_task(self._reader(s, burst)) for s in streams]
        all_read = asyncio.gather(*readers)
        stopped = asyncio.create_task(self._stopping.wait())
        beat = asyncio.create_task(self._heartbeat())
        sweep = asyncio.create_task(self._age_sweep()) if self.memory.config.budget.max_age_seconds else None
        tidy = asyncio.create_task(housekeeping.run(self))
        try:
            # A stop does not wait for the readers (a blocking read, a wait for a
            # free slot, a batch read but not started): they are cancelled, and
            # jobs read but not started stay pending, to be reclaimed after
            # claim_idle_ms. Only jobs already running get the grace period.
            waiters: set[asyncio.Future[Any]] = {all_read, stopped}
            await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
            if all_read.done():
                all_read.result()  # a reader's error ends the daemon
            if self._fatal is not None:
                raise self._fatal
        finally:
            stopped.cancel()
            await cancel_all(readers)
            await asyncio.gather(all_read, return_exceptions=True)
            await self._drain()
            await cancel_all([t for t in (beat, sweep, tidy) if t is not None])
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._beat(final=True), 2.0)
        log.info("daemon stop consumer=%s counts=%s", self.consumer, dict(self.counts))
        return self.counts

    async def _drain(self) -> None:
        if not self._inflight:
            return
        pending = set(self._inflight)
        try:
            _, pending = await asyncio.wait(pending, timeout=self.grace_seconds)
        finally:  # grace over, or cancelled by a second signal
            for t in pending:  # unacknowledged: another daemon reclaims them
                t.cancel()
            if pending:
                log.warning("cancelled %d jobs still running (grace %.1fs)", len(pending), self.grace_seconds)
                await asyncio.gather(*pending, return_exceptions=True)

    async def _until_connected(self, call: Any) -> Any:
        """Retry ``call()`` while Redis is unreachable (backoff up to 10 s), unless stopping or in burst mode
        (a one-off drain should fail loudly, a service should wait for its Redis)."""
        wait = 0.2
        while True:
            try:
                return await call()
            except (redis.RedisError, OSError) as e:
                if self._stopping.is_set() or self._burst or not unavailable(e):
                    if not unavailable(e):
                        log.error("start-up failed: %s", describe(e))
                    raise
                log.warning("redis unavailable, retrying in %.1fs: %s", wait, describe(e))
                with contextlib.suppress(asyncio.TimeoutError):  # a stop cuts the wait short
                    await asyncio.wait_for(self._stopping.wait(), wait)
                if self._stopping.is_set():
                    return None
                wait = min(10.0, wait * 2)

    # ------------------------------------------------------------ reading

    async def _reader(self, stream: str, burst: bool) -> None:
        cursor = "0-0"
        wait = 0.2
        regroup = False
        while not self._stopping.is_set():
            try:
                if regroup:
                    await self.memory.ensure_groups()
                    regroup = False
                await self._slots.acquire()  # read only when a job can start right away
                self._slots.release()
                claimed = await self.redis.xautoclaim(
                    stream, self.group, self.consumer, self.claim_idle_ms, start_id=cursor, count=self.batch
                )
                cursor = as_str(claimed[0])
                entries = [(i, f) for i, f in claimed[1] if f]
                reclaimed = bool(entries)
                if not entries:
                    reply = await self._read_new(stream, None if burst else self.block_ms)
                    entries = reply[0][1] if reply else []
                if entries:
                    for job_id, fields in entries:
                        if not await self._start(stream, job_id, fields, reclaimed):
                            return
                elif burst and await self._drained(stream):
                    return
                elif burst:
                    await asyncio.sleep(0.05)
                wait = 0.2
            except Exception as e:
                if not transient(e):
                    raise  # a fault of ours, not of Redis or the connection
                if isinstance(e, redis.ResponseError) and "NOGROUP" in str(e) and not regroup:
                    # a stream recreated without its group (restart without persistence, flush)
                    log.warning("consumer group missing on %s: recreating it", stream)
                    regroup = True
                    continue
                # Redis restarting or a failover: the group keeps our place, so wait and resume
                if not unavailable(e):
                    # NOPERM, WRONGTYPE (the stream key is not a stream), a group that cannot be recreated
                    self._abort(e, f"reading {stream}")
                    raise
                if burst:
                    log.error("redis unavailable on %s, giving up (burst): %s", stream, describe(e))
                    raise
                log.warning("redis unavailable on %s, retrying in %.1fs: %s", stream, wait, describe(e))
                await asyncio.sleep(wait)
                wait = min(10.0, wait * 2)

    async def _read_new(self, stream: str, block: int | None) -> Any:
        """New jobs of one stream; on a cluster sent straight to the stream's node (redis-py
        would ask a node ``COMMAND GETKEYS`` before every ``XREADGROUP``)."""
        router = self.memory.router
        if router is None:
            return await self.redis.xreadgroup(self.group, self.consumer, {stream: ">"}, count=self.batch, block=block)
        head: tuple[Any, ...] = ("XREADGROUP", "GROUP", self.group, self.consumer, "COUNT", self.batch)
        args, target = router.read_stream(head if block is None else (*head, "BLOCK", block), stream, ">")
        return await self.redis.execute_command(*args, **target)

    async def _drained(self, stream: str) -> bool:
        """Burst mode: nothing unread, nothing pending in the group, nothing of ours running."""
        if any(not t.done() for t in self._inflight):
            return False
        pending = await self.redis.xpending(stream, self.group)
        return int(pending["pending"]) == 0

    async def _start(self, stream: str, job_id: Any, fields: Mapping[Any, Any], reclaimed: bool = False) -> bool:
        """Start a job once a slot is free; False (nothing started) if the daemon is stopping."""
        await self._slots.acquire()
        if self._stopping.is_set():
            self._slots.release()
            return False
        task = asyncio.create_task(self._process(stream, as_str(job_id), fields, reclaimed))
        self._inflight.add(task)

        def done(t: asyncio.Task[None]) -> None:
            self._inflight.discard(t)
            self._slots.release()

        task.add_done_callback(done)
        return True

    # ------------------------------------------------------------ one job

    async def _keepalive(self, stream: str, job_id: str) -> None:
        """Reset the job's idle time while it runs, so it is not reclaimed as a crashed daemon's."""
        while True:
            await asyncio.sleep(max(0.05, self.claim_idle_ms / 3000))
            with contextlib.suppress(redis.RedisError, OSError):
                await self.redis.xclaim(stream, self.group, self.consumer, 0, [job_id], justid=True)

    async def _deliveries(self, stream: str, job_id: str) -> int:
        """How often the group delivered the job (0 if unknown)."""
        try:
            info = await self.redis.xpending_range(stream, self.group, min=job_id, max=job_id, count=1)
            return int(info[0]["times_delivered"]) if info else 0
        except (redis.RedisError, OSError):
            return 0

    async def _process(self, stream: str, job_id: str, fields: Mapping[Any, Any], reclaimed: bool = False) -> None:
        started = time.monotonic()
        if reclaimed:  # a job that came back: whatever keeps it from being acknowledged, it stops here
            deliveries = await self._deliveries(stream, job_id)
            if deliveries > self.max_deliveries:
                await self._dead(stream, job_id, f"delivered {deliveries} times and never acknowledged "
                                 f"(over --max-deliveries {self.max_deliveries})", deliveries)
                return
        keepalive = asyncio.create_task(self._keepalive(stream, job_id))
        try:
            job = jobs.parse_job(stream, job_id, fields)
            jobs.check_stream(self.memory.config, job)
            status = await self.runner.run(job)
        except asyncio.CancelledError:
            raise
        except JobError as e:  # it will never decode, or its write-back would acknowledge another stream
            await self._dead(stream, job_id, str(e), 1)
            return
        except Exception as e:  # stays pending; redelivered after claim_idle_ms, dead after max_deliveries
            if fatal(e):
                self._abort(e, f"job {job_id} on {stream}")
                return
            await self._failed(stream, job_id, e)
            return
        finally:
            keepalive.cancel()
        await self._count(status)
        log.info("job done stream=%s id=%s session=%s kind=%s range=%d-%d status=%s ms=%.0f", stream, job.id,
                 job.session_id, job.kind, job.range.start_index, job.range.end_index, status,
                 (time.monotonic() - started) * 1000)

    async def _failed(self, stream: str, job_id: str, error: Exception) -> None:
        await self._count("failed")
        deliveries = await self._deliveries(stream, job_id)
        log.error("job failed stream=%s id=%s deliveries=%d/%d error=%s", stream, job_id, deliveries,
                  self.max_deliveries, describe(error))
        if deliveries >= self.max_deliveries:
            await self._dead(stream, job_id, f"{type(error).__name__}: {error}", deliveries)

    async def _dead(self, stream: str, job_id: str, error: str, deliveries: int) -> None:
        try:
            dead_id = await self.memory.execute(jobs.dead_letter, stream, job_id, error, deliveries, self.consumer)
        except Exception as e:
            if fatal(e):
                self._abort(e, f"dead-lettering job {job_id} on {stream}")
                return
            if unavailable(e):  # still pending: redelivered, and dead-lettered then
                log.error("could not dead-letter job stream=%s id=%s: %s", stream, job_id, describe(e))
                return
            # e.g. the dead-letter key holds another type: acknowledge the job (it stays in the
            # stream for inspection) rather than let it come back forever
            log.error("could not dead-letter job stream=%s id=%s (%s): acknowledged it instead, error=%s",
                      stream, job_id, describe(e), error)
            with contextlib.suppress(redis.RedisError, OSError):
                await self.redis.xack(stream, self.group, job_id)
            await self._count("dead")
            return
        if dead_id:
            await self._count("dead")
        log.error("job dead-lettered stream=%s id=%s dead_id=%s error=%s", stream, job_id, dead_id, error)

    # ------------------------------------------------------------ time trigger

    async def _age_sweep(self) -> None:
        """Seed 003's time trigger for idle sessions: compress entries past ``max_age_seconds``.

        Appends check the age themselves; a session nobody writes to is found
        here, in its bucket's ``aging`` index (sessions by oldest active entry).
        The Lua function re-checks the session's own settings before compressing.
        """
        budget_cfg = self.memory.config.budget
        assert budget_cfg.max_age_seconds is not None
        interval = min(60.0, max(0.5, budget_cfg.max_age_seconds / 4))
        keys = self.memory.config.keys
        while True:
            cutoff = int(time.time() * 1000 - budget_cfg.max_age_ms)
            for b in range(keys.buckets):
                try:
                    due = await self.redis.zrangebyscore(keys.aging(b), "-inf", cutoff, start=0, num=100)
                    for sid in due:
                        result = await self.memory.execute(budget.compress, as_str(sid), True)
                        if result.queued:
                            log.info("age trigger session=%s range=%s", as_str(sid), result.range)
                except Exception as e:
                    if not transient(e):
                        raise
                    log.warning("age sweep failed on bucket %d: %s", b, describe(e))
            await asyncio.sleep(interval)

    # ------------------------------------------------------------ observability

    async def _count(self, outcome: str) -> None:
        self.counts[outcome] += 1
        keys = self.memory.config.keys
        minute = int(time.time() // 60)
        with contextlib.suppress(redis.RedisError, OSError):
            # write-back outcomes and dead letters are counted by the Lua function that
            # decided them, in the bucket's `stats` hash (same step); only failures here
            if outcome == "failed":
                await self.redis.hincrby(keys.summarizer_stats, outcome, 1)
            if outcome not in ("failed", "dead"):
                await self.redis.incr(keys.rate(minute))
                await self.redis.expire(keys.rate(minute), 7200)

    async def _heartbeat(self) -> None:
        while True:
            try:
                await self._beat()
                self._beat_failing = False
            except Exception as e:
                if not transient(e):
                    raise
                if not self._beat_failing:  # once per streak: status and check will not list this daemon
                    log.warning("heartbeat failed (this daemon is invisible to `status`): %s", describe(e))
                self._beat_failing = True
            await asyncio.sleep(self.heartbeat_seconds)

    async def _beat(self, final: bool = False) -> None:
        keys = self.memory.config.keys
        now = int(time.time() * 1000)
        key = keys.daemon(self.consumer)
        if final:
            await self.redis.delete(key)
            await self.redis.zrem(keys.daemons, self.consumer)
            return
        await self.redis.hset(key, mapping={
            "consumer": self.consumer, "host": socket.gethostname(), "pid": os.getpid(),
            "started_ms": self.started_ms, "beat_ms": now, "concurrency": self.concurrency,
            "inflight": len(self._inflight), "mode": self.runner.mode, "library": library_version(),
            **{f"n_{k}": v for k, v in self.counts.items()},
        })
        await self.redis.pexpire(key, int(self.heartbeat_seconds * 3000))
        await self.redis.zadd(keys.daemons, {self.consumer: now})


def run_daemon(daemon: SummarizerDaemon, *, burst: bool = False) -> Counter[str]:
    """Run a daemon in a fresh event loop with signal handling.

    The first SIGTERM or SIGINT stops reading and lets in-flight jobs finish
    within the grace period; a second cancels them (their jobs are redelivered).
    """

    async def main() -> Counter[str]:
        loop = asyncio.get_running_loop()
        task = asyncio.current_task()
        signals = 0

        def on_signal() -> None:
            nonlocal signals
            signals += 1
            if signals == 1:
                log.info("stopping: finishing in-flight jobs (signal again to cancel)")
                daemon.stop()
                if task is not None:  # whatever it waits for (a hung connection), it ends after the grace
                    loop.call_later(daemon.grace_seconds + STOP_MARGIN, task.cancel)
            elif task is not None:
                log.info("stopping now: cancelling in-flight jobs (they will be redelivered)")
                task.cancel()

        for sig in (signal.SIGTERM, signal.SIGINT):
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(sig, on_signal)
        try:
            return await daemon.run(burst=burst)
        finally:
            with contextlib.suppress(Exception):
                await daemon.memory.close()

    try:
        return asyncio.run(main())
    except asyncio.CancelledError:
        return daemon.counts
