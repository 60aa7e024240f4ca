"""One summary job, from stream entry to written summary.

The daemon (``runner.py``) decides *when* a job runs; this module decides
*how*: it decodes the job, finds the earlier summary in running mode, calls
the summarizer with bounded retries and backoff, builds the summary record of
the job's policy and writes it back through the Lua library, which checks the
generation, the pending job id and (running mode) the base, writes and
acknowledges in one step. Dead letters (``rollmem_dead_letter``) and their
requeueing live here too.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import random
from collections.abc import Mapping, Sequence
from typing import Any, cast

import msgspec

from ..blocks import ops as blocks
from ..budget import ops as budget
from ..driver import AsyncDriver
from ..errors import InvalidSessionId, RollMemError
from ..ledger import prepare_facts, read_ledger, split_result
from ..models import Fact, Job, MemorySummary, Range, SummaryResult
from ..ops import Cmd, Op, as_str
from ..summarize.anthropic import SummarizerError, TransientSummarizerError
from ..summarize.base import Summarizer, run_in_daemon_thread
from ..tokens import TokenCounter

log = logging.getLogger("rollmem.daemon")

MODES = ("independent", "running")
MAX_MERGED_IDS = 256
STALE_TEXT = "(session gone)"  # never stored: the write-back of a stale job only acknowledges it


class JobError(Exception):
    """A job whose fields cannot be read: it goes to the dead-letter stream at once."""


class NotReady(Exception):
    """Running mode: the block before this one has no summary yet."""


def parse_job(stream: str, job_id: Any, fields: Mapping[Any, Any]) -> Job:
    """Decode one stream entry into a :class:`Job` (entries get their ``seq``)."""
    f = {as_str(k): v for k, v in fields.items()}
    try:
        policy = as_str(f.get("policy", b"blocks"))
        kind = as_str(f.get("kind", b"block" if policy == "blocks" else b"compress"))
        start, end = int(f["start"]), int(f["end"])
        raw = f.get("summaries" if kind == "merge" else "entries")
        entries = msgspec.json.decode(raw) if raw else []
        if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
            raise JobError("entries is not a JSON array of objects")
        if kind == "block":
            for i, e in enumerate(entries):
                e.setdefault("seq", start + i)
        elif kind not in ("compress", "merge"):
            raise JobError(f"unknown job kind {kind!r}")
        target = f.get("target")
        return Job(
            stream=stream,
            id=as_str(job_id),
            session_id=as_str(f["sid"]),
            gen=as_str(f["gen"]),
            policy=policy,
            range=Range(start, end),
            entries=entries,
            kind=kind,
            origin_id=as_str(f.get("requeued_from") or job_id),
            target_tokens=int(target) if target else None,
        )
    except (KeyError, ValueError, TypeError, msgspec.DecodeError) as e:
        raise JobError(f"malformed job {as_str(job_id)} on {stream}: {e!r}") from None


def check_stream(cfg: Any, job: Job) -> None:
    """Refuse (:class:`JobError`) a job that is not on its session's bucket stream.

    The write-back acknowledges the job on the stream its session id implies; a
    job anywhere else would never be acknowledged and would come back forever.
    """
    try:
        expected = cfg.keys.jobs(cfg.keys.bucket_of(job.session_id))
    except InvalidSessionId as e:
        raise JobError(f"job {job.id} on {job.stream}: {e}") from None
    if job.stream != expected:
        raise JobError(f"job {job.id} of session {job.session_id!r} is on {job.stream}, not on its bucket's "
                       f"stream {expected} (its write-back would acknowledge it there)")


def session_gen(cfg: Any, job: Job) -> Op[str | None]:
    """The generation of the job's session now (None: the session is gone, e.g. expired)."""
    gen = yield Cmd("hget", (cfg.keys.session(job.session_id).meta, "gen"))
    return None if gen is None else as_str(gen)


# ---------------------------------------------------------------- calling the summarizer


def _accepts(fn: Any, name: str) -> bool:
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False
    return name in params or any(p.kind is p.VAR_KEYWORD for p in params.values())


def wants_known(summarizer: Summarizer) -> bool:
    """Whether the summarizer takes the session's ledger (a ``known`` parameter)."""
    return _accepts(getattr(summarizer, "asummarize", None) or summarizer.summarize, "known")


async def call_summarizer(summarizer: Summarizer, entries: Sequence[Any], previous: str | None,
                          target_tokens: int | None = None, known: Sequence[Fact] | None = None) -> SummaryResult:
    """Call a summarizer (``asummarize`` or async ``summarize`` awaited, a sync one in a thread).

    ``target_tokens`` and ``known`` (the session's ledger before this job, so a correction can reuse the key of
    the fact it corrects) are passed only to a summarizer whose signature takes them. A plain ``str`` result
    becomes a :class:`SummaryResult` without facts. The facts are passed on as the summarizer gave them
    (``facts`` may be anything: :func:`~rollmem_client.ledger.prepare_facts` keeps what is well formed); a
    missing or empty text fails the attempt.
    """
    fn = getattr(summarizer, "asummarize", None) or summarizer.summarize
    kwargs: dict[str, Any] = {"target_tokens": target_tokens} if target_tokens and _accepts(fn, "target_tokens") else {}
    if known and _accepts(fn, "known"):
        kwargs["known"] = known
    if inspect.iscoroutinefunction(fn):
        result = await fn(entries, previous, **kwargs)
    else:
        result = await run_in_daemon_thread(fn, entries, previous, **kwargs)
        if inspect.isawaitable(result):
            result = await result
    text, facts = split_result(result)
    if not isinstance(text, str) or not text.strip():
        raise SummarizerError(f"summarizer returned {type(result).__name__} {result!r:.60}, not a non-empty text")
    # facts are checked later, against the job's range: keep whatever came (Structs do not validate here)
    return SummaryResult(text.strip(), cast(list[Fact], facts))


# ---------------------------------------------------------------- running a job


def _sums_and_pend(cfg: Any, job: Job) -> tuple[str, str]:
    if job.policy == "budget":
        k = cfg.keys.budget_session(job.session_id)
        return k.sums, k.pend
    s = cfg.keys.session(job.session_id)
    return s.sums, s.pend


def previous_summary(cfg: Any, job: Job) -> Op[tuple[str | None, int]]:
    """Running mode: the text and end of the newest summary before the job's block.

    Raises :class:`NotReady` when an earlier block of the session is still
    waiting for its summary (the chain must be built in order).
    """
    sums, pend = _sums_and_pend(cfg, job)
    # pending blocks first: one written in between is then seen in the summaries (the other order
    # could miss it in both and build on no base at all)
    ends = yield Cmd("hkeys", (pend,))
    rows = yield Cmd("zrevrangebyscore", (sums, f"({job.range.start_index}", "-inf", 0, 1, True))
    base_end = int(rows[0][1]) if rows else 0
    waiting = [int(e) for e in map(as_str, ends) if e.isdigit() and base_end < int(e) < job.range.start_index]
    if waiting:
        raise NotReady(f"block ending {min(waiting)} of session {job.session_id} has no summary yet")
    if not rows:
        return None, 0
    payload = msgspec.json.decode(rows[0][0])
    text = payload.get("content") if job.policy == "budget" else payload.get("text")
    return (text if isinstance(text, str) else None), base_end


class JobRunner:
    """Summarizes one job and writes it back; retries what is worth retrying, raises the rest.

    Args:
        driver: an async rollmem client on the deployment.
        summarizer: what turns entries into text.
        counter: counts summary tokens (budget summaries record their size).
        mode: ``independent`` summaries per block (seed 000) or a ``running`` summary that
            folds the previous one in (seed 002); running keeps each session's order.
        retries: attempts after a transient failure (429, 529, 5xx, timeout) within one delivery.
        backoff: first wait, doubled each retry (with jitter), at most ``backoff_max``; a
            server's ``retry-after`` is honoured up to ``max_retry_after``.
        timeout: seconds one summarizer call may take.
    """

    def __init__(self, driver: AsyncDriver, summarizer: Summarizer, counter: TokenCounter, *,
                 mode: str = "independent", retries: int = 3, backoff: float = 1.0, backoff_max: float = 30.0,
                 max_retry_after: float = 120.0, timeout: float = 300.0) -> None:
        if mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}, got {mode!r}")
        if retries < 0 or backoff <= 0 or backoff_max < backoff or timeout <= 0:
            raise ValueError("retries >= 0, 0 < backoff <= backoff_max and timeout > 0 are required")
        self.driver = driver
        self.summarizer = summarizer
        self.counter = counter
        self.mode = mode
        self.retries = retries
        self.backoff = backoff
        self.backoff_max = backoff_max
        self.max_retry_after = max_retry_after
        self.timeout = timeout
        self._known = wants_known(summarizer)

    def delay(self, attempt: int, retry_after: float | None) -> float:
        """Exponential backoff with full jitter, never below the server's ``retry-after``."""
        wait = random.uniform(0, min(self.backoff_max, self.backoff * 2**attempt))
        return max(wait, retry_after or 0.0)

    async def summarize(self, job: Job, previous: str | None, known: Sequence[Fact] | None = None) -> SummaryResult:
        entries = job.entries
        if job.kind == "merge":  # a summary of summaries (budget: "content", blocks: "text")
            entries = [{"seq": s.get("range", {}).get("endIndex"), "type": "summary",
                        "content": s.get("content", s.get("text", ""))} for s in job.entries]
        attempt = 0
        while True:
            try:
                return await asyncio.wait_for(
                    call_summarizer(self.summarizer, entries, previous, job.target_tokens, known), self.timeout)
            except (TransientSummarizerError, asyncio.TimeoutError) as e:
                retry_after = getattr(e, "retry_after", None)
                if attempt >= self.retries or (retry_after or 0) > self.max_retry_after:
                    raise TransientSummarizerError(f"gave up after {attempt + 1} attempts: {e}") from e
                wait = self.delay(attempt, retry_after)
                log.warning("summarizer transient failure job=%s attempt=%d wait=%.1fs error=%s",
                            job.id, attempt + 1, wait, e)
                await asyncio.sleep(wait)
                attempt += 1

    async def run(self, job: Job) -> str:
        """Summarize and write back. Returns the write-back status (written, duplicate, stale, ...)."""
        if await self.driver.execute(session_gen, job) != job.gen:
            # the session expired, was cleared or replaced: no LLM call; the write-back (checking the
            # generation first) acknowledges and deletes the job
            return await self.driver.execute(self._write, job, STALE_TEXT, None, [])
        # the ledger so far, for a summarizer that takes it: a correction then reuses its fact's key
        known = None
        if self._known and self.driver.config.fact_ledger:
            try:
                known = (await self.driver.execute(read_ledger, job.session_id)).facts
            except RollMemError as e:  # a hint only: a ledger that cannot be read is summarized without
                log.warning("ledger unreadable, summarizing without it job=%s error=%s", job.id, e)
        for _ in range(3):  # running mode: a base that moved meanwhile means redo
            previous, base_end = None, None
            if self.mode == "running" and job.kind != "merge":
                previous, base_end = await self._previous(job)
            result = await self.summarize(job, previous, known)
            facts = prepare_facts(result.facts, self.counter.count, job.range.end_index)
            status = await self.driver.execute(self._write, job, result.text, base_end, facts)
            if status != "stale_base":
                return status
            log.info("summary base moved, redoing job=%s session=%s", job.id, job.session_id)
        raise NotReady(f"job {job.id}: the previous summary kept changing")

    async def _previous(self, job: Job) -> tuple[str | None, int]:
        for attempt in range(6):  # the earlier block is usually in flight right now
            try:
                return await self.driver.execute(previous_summary, job)
            except NotReady:
                if attempt == 5:
                    raise
                await asyncio.sleep(min(5.0, 0.2 * 2**attempt))
        raise AssertionError("unreachable")

    def _write(self, cfg: Any, job: Job, text: str, base_end: int | None, facts: list[Fact] | None = None) -> Op[str]:
        if job.policy == "blocks" and job.kind == "merge":
            return (yield from blocks.put_merge(cfg, job.session_id, job.gen, job.id, merged_range(job), text,
                                                origin_id=job.origin_id, facts=facts))
        if job.policy == "blocks":
            return (yield from blocks.put_summary(cfg, job.session_id, job.gen, job.id, job.range, text,
                                                origin_id=job.origin_id, base_end=base_end, facts=facts))
        if job.kind == "merge":
            return (yield from budget.put_merge(cfg, job.session_id, job.gen, job.id,
                                                merged_summary(job, text, self.counter), origin_id=job.origin_id,
                                                facts=facts))
        summary = budget.summary_from_job(job.entries, text, self.counter, job.range.start_index, job.range.end_index)
        return (yield from budget.put_summary(cfg, job.session_id, job.gen, job.id, summary,
                                              origin_id=job.origin_id, base_end=base_end, facts=facts))


def merged_range(job: Job) -> Range:
    """A blocks merge's range: from the first merged summary's start to the last one's end."""
    ranges = [s.get("range") or {} for s in job.entries]
    starts = [int(r["startIndex"]) for r in ranges if isinstance(r.get("startIndex"), int)]
    return Range(min(starts) if starts else job.range.start_index, job.range.end_index)


def merged_summary(job: Job, text: str, counter: TokenCounter) -> MemorySummary:
    """The summary that replaces a merge job's summaries: their union of ranges, ids, sizes and times."""
    parts = [msgspec.convert(s, type=MemorySummary) for s in job.entries]
    summary = budget.summary_from_job([], text, counter, parts[0].range.start_index, parts[-1].range.end_index)
    original = sum(p.original_token_count for p in parts)
    ids = [i for p in parts for i in p.original_entry_ids]
    return msgspec.structs.replace(
        summary,
        # the ids of a long history would grow every merged summary without bound (and every
        # read of the context with it): past MAX_MERGED_IDS the range alone says what is covered
        original_entry_ids=ids if len(ids) <= MAX_MERGED_IDS else [],
        original_token_count=original,
        compression_ratio=round(original / summary.token_count, 2) if summary.token_count else 0.0,
        time_range=msgspec.structs.replace(parts[0].time_range, end=parts[-1].time_range.end),
        merged=sum(max(p.merged, 1) for p in parts),
    )


# ---------------------------------------------------------------- dead letters


def dead_letter(cfg: Any, stream: str, job_id: str, error: str, deliveries: int, consumer: str,
                maxlen: int = 10_000) -> Op[str]:
    """Move a job to its bucket's dead-letter stream and acknowledge it, atomically."""
    tag = stream.removesuffix(":jobs")
    reply = yield Cmd("fcall", ("rollmem_dead_letter", 3, stream, f"{tag}:dead", f"{tag}:stats", cfg.group, job_id, error[:2000],
                                deliveries, consumer, maxlen))
    return as_str(reply[0])


def requeue(cfg: Any, bucket: int, dead_id: str) -> Op[str]:
    """Put a dead letter back on its bucket's job stream. Returns the new job id ("" if gone)."""
    keys = cfg.keys
    reply = yield Cmd("fcall", ("rollmem_requeue", 2, keys.jobs(bucket), keys.dead(bucket), dead_id))
    return as_str(reply[0])
