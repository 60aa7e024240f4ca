"""The summarizer daemon: reads summary jobs from every bucket's stream and writes summaries back.

Shape (arq / docket style): one reader per bucket stream, all sharing one
consumer group, so any number of daemons split the work. Each reader first
reclaims jobs left idle by a crashed consumer (``XAUTOCLAIM``), then reads new
ones (``XREADGROUP ... BLOCK``). Jobs run concurrently up to ``concurrency``;
the LLM call holds no lock. The write-back (``rollmem_put_summary``) checks the
session's generation and the block's pending job id, writes the summary and
acknowledges the job in one atomic step, so a duplicate or late result is a
no-op and a job whose daemon dies mid-way is simply redone by another.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import inspect
import logging
import os
import signal
import socket
import threading
import time
import uuid
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from .aio import AsyncRollingMemory
from .core import as_str
from .models import Job, Range
from .summarizers import ExtractiveSummarizer, Summarizer

log = logging.getLogger("rollmem.daemon")


class JobError(Exception):
    """A job whose fields cannot be read."""


def parse_job(stream: str, job_id: Any, fields: Mapping[Any, Any]) -> Job:
    """Decode one stream entry into a :class:`Job` (entries get their ``seq``)."""
    f = {as_str(k): v for k, v in fields.items()}
    try:
        start, end = int(f["start"]), int(f["end"])
        entries = msgspec.json.decode(f["entries"]) if f.get("entries") else []
        if not isinstance(entries, list):
            raise JobError("entries is not a JSON array")
        for i, e in enumerate(entries):
            if isinstance(e, dict):
                e.setdefault("seq", start + i)
        return Job(
            stream=stream,
            id=as_str(job_id),
            session_id=as_str(f["sid"]),
            gen=as_str(f["gen"]),
            policy=as_str(f.get("policy", b"blocks")),
            range=Range(start, end),
            entries=entries,
        )
    except (KeyError, ValueError, msgspec.DecodeError) as e:
        raise JobError(f"malformed job {as_str(job_id)} on {stream}: {e!r}") from None


async def _in_daemon_thread(fn: Any, *args: Any) -> Any:
    """Run ``fn(*args)`` in a daemon thread and await its result.

    Not ``asyncio.to_thread``: the default executor's threads are joined when the
    loop and the interpreter shut down, so a summarizer stuck in a 30 s call
    would hold the process past its grace period and past a second SIGTERM. A
    daemon thread is abandoned instead; its job stays unacknowledged and is
    redelivered.
    """
    loop = asyncio.get_running_loop()
    result: asyncio.Future[Any] = loop.create_future()

    def settle(value: Any, error: BaseException | None) -> None:
        if result.done():  # the awaiting task was cancelled
            return
        if error is not None:
            result.set_exception(error)
        else:
            result.set_result(value)

    def target() -> None:
        value, error = None, None
        try:
            value = fn(*args)
        except Exception as e:
            error = e
        except BaseException as e:  # SystemExit and the like fail the job, not the loop
            error = RuntimeError(f"summarizer raised {e!r}")
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
            loop.call_soon_threadsafe(settle, value, error)

    ctx = contextvars.copy_context()
    threading.Thread(target=ctx.run, args=(target,), name="rollmem-summarizer", daemon=True).start()
    return await result


async def call_summarizer(summarizer: Summarizer, entries: Sequence[Any], previous: str | None) -> str:
    """Run a sync summarizer in a (daemon) thread, await an async one; check the result is text."""
    fn = summarizer.summarize
    if inspect.iscoroutinefunction(fn):
        text = await fn(entries, previous)
    else:
        text = await _in_daemon_thread(fn, entries, previous)
        if inspect.isawaitable(text):
            text = await text
    if not isinstance(text, str) or not text.strip():
        raise ValueError(f"summarizer returned {type(text).__name__} {text!r:.60}, not a non-empty string")
    return text


class SummarizerDaemon:
    """Summarizes queued blocks until stopped (or, in burst mode, until the streams are drained).

    Args:
        memory: An :class:`AsyncRollingMemory` on the deployment (standalone or cluster).
        summarizer: The summarizer to call; the offline :class:`ExtractiveSummarizer` by default.
        consumer: This daemon's consumer name in the group (unique per process by default).
        concurrency: Jobs summarized at once.
        batch: Jobs read per stream per call.
        block_ms: How long one read waits for new jobs (a stop does not wait for it).
        claim_idle_ms: A job unacknowledged this long by its consumer is taken over.
        grace_seconds: On stop, how long in-flight jobs may take to finish.
    """

    def __init__(
        self,
        memory: AsyncRollingMemory,
        summarizer: Summarizer | None = None,
        *,
        consumer: str | None = None,
        concurrency: int = 4,
        batch: int = 16,
        block_ms: int = 2000,
        claim_idle_ms: int = 60_000,
        grace_seconds: float = 30.0,
    ) -> None:
        if concurrency < 1 or batch < 1 or block_ms < 1 or claim_idle_ms < 1 or grace_seconds < 0:
            raise ValueError("concurrency, batch, block_ms and claim_idle_ms must be positive, grace_seconds >= 0")
        self.memory = memory
        self.summarizer: Summarizer = summarizer or ExtractiveSummarizer()
        self.consumer = consumer or f"{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:6]}"
        self.concurrency = concurrency
        self.batch = batch
        self.block_ms = block_ms
        self.claim_idle_ms = claim_idle_ms
        self.grace_seconds = grace_seconds
        self.counts: Counter[str] = Counter()
        self._stopping = asyncio.Event()
        self._slots = asyncio.Semaphore(concurrency)
        self._inflight: set[asyncio.Task[None]] = set()

    @property
    def redis(self) -> Any:
        return self.memory.redis

    @property
    def group(self) -> str:
        return self.memory.config.group

    def stop(self) -> None:
        """Stop reading; in-flight jobs finish (see ``grace_seconds``)."""
        self._stopping.set()

    async def run(self, *, burst: bool = False) -> Counter[str]:
        """Run until :meth:`stop` (or, with ``burst``, until every stream is drained). Returns counts."""
        await self.memory.setup()
        await self.memory.ensure_groups()
        streams = self.memory.config.keys.all_job_streams()
        log.info("daemon start consumer=%s streams=%d concurrency=%d burst=%s", self.consumer, len(streams),
                 self.concurrency, burst)
        readers = [asyncio.create_task(self._reader(s, burst)) for s in streams]
        all_read = asyncio.gather(*readers)
        stopped = asyncio.create_task(self._stopping.wait())
        try:
            # A stop does not wait for the readers (a blocking read, a wait for a
            # free slot, a batch read but not started): they are cancelled, and
            # jobs read but not started stay pending, to be reclaimed after
            # claim_idle_ms. Only jobs already running get the grace period.
            waiters: set[asyncio.Future[Any]] = {all_read, stopped}
            await asyncio.wait(waiters, return_when=asyncio.FIRST_COMPLETED)
            if all_read.done():
                all_read.result()  # a reader's error ends the daemon
        finally:
            stopped.cancel()
            for t in readers:
                t.cancel()
            await asyncio.gather(all_read, return_exceptions=True)
            await self._drain()
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

    async def _reader(self, stream: str, burst: bool) -> None:
        cursor = "0-0"
        while not self._stopping.is_set():
            await self._slots.acquire()  # read only when a job can start right away
            self._slots.release()
            claimed = await self.redis.xautoclaim(
                stream, self.group, self.consumer, self.claim_idle_ms, start_id=cursor, count=self.batch
            )
            cursor = as_str(claimed[0])
            entries = [(i, f) for i, f in claimed[1] if f]
            if not entries:
                reply = await self.redis.xreadgroup(
                    self.group, self.consumer, {stream: ">"}, count=self.batch,
                    block=None if burst else self.block_ms,
                )
                entries = reply[0][1] if reply else []
            if entries:
                for job_id, fields in entries:
                    if not await self._start(stream, job_id, fields):
                        return
            elif burst and await self._drained(stream):
                return
            elif burst:
                await asyncio.sleep(0.05)

    async def _drained(self, stream: str) -> bool:
        """Burst mode: nothing unread, nothing pending in the group, nothing of ours running."""
        if any(not t.done() for t in self._inflight):
            return False
        pending = await self.redis.xpending(stream, self.group)
        return int(pending["pending"]) == 0

    async def _start(self, stream: str, job_id: Any, fields: Mapping[Any, Any]) -> bool:
        """Start a job once a slot is free; False (nothing started) if the daemon is stopping."""
        await self._slots.acquire()
        if self._stopping.is_set():
            self._slots.release()
            return False
        task = asyncio.create_task(self._process(stream, job_id, fields))
        self._inflight.add(task)

        def done(t: asyncio.Task[None]) -> None:
            self._inflight.discard(t)
            self._slots.release()

        task.add_done_callback(done)
        return True

    async def _process(self, stream: str, job_id: Any, fields: Mapping[Any, Any]) -> None:
        started = time.monotonic()
        try:
            job = parse_job(stream, job_id, fields)
            text = await call_summarizer(self.summarizer, job.entries, None)
            status = await self.memory.put_summary(job.session_id, job.gen, job.id, job.range, text)
        except asyncio.CancelledError:
            raise
        except Exception as e:  # the job stays pending and is retried after claim_idle_ms
            self.counts["failed"] += 1
            log.error("job failed stream=%s id=%s error=%r", stream, as_str(job_id), e)
            return
        self.counts[status] += 1
        log.info("job done stream=%s id=%s session=%s range=%d-%d status=%s ms=%.0f", stream, job.id,
                 job.session_id, job.range.start_index, job.range.end_index, status,
                 (time.monotonic() - started) * 1000)


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
