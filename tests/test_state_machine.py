"""The blocks policy against a small pure-Python model, one random operation at a time.

Hypothesis drives appends, summary deliveries (pending, duplicated, stale),
clears, per-session overrides and export/import round trips; after every step
the server's window, sequence numbers, summaries, pending blocks, counters and
job stream must equal the model's. Runs on a real server and on fakeredis.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import fakeredis
import msgspec
import pytest
from helpers import drop_keys, run_machine_on_fakeredis, run_machine_on_real_redis
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from rollmem_client import Range, RollingMemory, SessionNotFound
from rollmem_client.server import EmbeddedServer

SID = "sm-session"
DEFAULT_W, DEFAULT_M = 3, 2

SETTINGS = settings(
    max_examples=50,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

scalars = st.integers(-1000, 1000) | st.booleans() | st.none() | st.text(
    st.characters(blacklist_categories=("Cs",)), max_size=6
)
payloads = st.dictionaries(st.sampled_from(["q", "text", "n", "ctx", "é"]), scalars | st.lists(scalars, max_size=2), max_size=3)


@dataclass
class Job:
    id: str
    gen: str
    start: int
    end: int


@dataclass
class Model:
    """The blocks policy, in plain Python."""

    gen: str | None = None
    last: int = 0
    mark: int = 0
    win: list[tuple[int, Any, Any]] = field(default_factory=list)  # stored: may exceed w after a lowered override
    sums: dict[int, tuple[int, str]] = field(default_factory=dict)  # end -> (start, text); stored, may exceed m
    pending: dict[int, Job] = field(default_factory=dict)
    w_override: int | None = None
    m_override: int | None = None
    jobs_queued: int = 0
    summaries_written: int = 0

    @property
    def w(self) -> int:
        return self.w_override if self.w_override is not None else DEFAULT_W

    @property
    def m(self) -> int:
        return self.m_override if self.m_override is not None else DEFAULT_M

    @property
    def meta_exists(self) -> bool:
        return self.gen is not None or self.w_override is not None or self.m_override is not None

    def visible_window(self) -> list[tuple[int, Any, Any]]:
        return self.win[-self.w:]

    def visible_sums(self) -> list[tuple[int, int, str]]:
        ends = sorted(self.sums)[-self.m:] if self.m > 0 else []
        return [(self.sums[e][0], e, self.sums[e][1]) for e in ends]

    def append(self, req: Any, resp: Any) -> tuple[int, tuple[int, int] | None]:
        """Returns the new seq and the block queued, if any (the job id is learned from the server)."""
        self.last += 1
        self.win.append((self.last, req, resp))
        if len(self.win) > self.w:
            self.win = self.win[-self.w:]
        block = None
        if self.last > self.w and self.last - self.mark >= self.w:
            block = (max(self.mark + 1, self.last - len(self.win) + 1), self.last)
            self.mark = self.last
            self.jobs_queued += 1
        return self.last, block

    def put_summary(self, job: Job, text: str) -> str:
        if self.gen is None or job.gen != self.gen:
            return "stale"
        held = self.pending.get(job.end)
        if held is None or held.id != job.id:
            return "duplicate"
        del self.pending[job.end]
        ends = sorted(self.sums)
        if len(ends) >= self.m and (self.m == 0 or ends[len(ends) - self.m] > job.end):
            return "superseded"
        self.sums[job.end] = (job.start, text)
        for e in sorted(self.sums)[: max(0, len(self.sums) - self.m)]:
            del self.sums[e]
        self.summaries_written += 1
        return "written"

    def clear(self) -> bool:
        existed = self.meta_exists
        self.__dict__.update(Model().__dict__)
        return existed


class BlocksMachine(RuleBasedStateMachine):
    """Subclasses provide ``connect()`` returning (redis client, key prefix)."""

    def connect(self) -> tuple[Any, str]:  # pragma: no cover - overridden
        raise NotImplementedError

    def __init__(self) -> None:
        super().__init__()
        self.r, prefix = self.connect()
        self.mem = RollingMemory(self.r, prefix=prefix, buckets=2, window_size=DEFAULT_W, max_summaries=DEFAULT_M)
        self.keys = self.mem.config.keys.session(SID)
        self.model = Model()
        self.jobs: list[Job] = []  # every job ever queued
        self.delivered: set[str] = set()

    @initialize()
    def start(self) -> None:
        self.mem.ensure_groups()

    # ------------------------------------------------------------ helpers

    def stream_jobs(self) -> dict[str, dict[str, str]]:
        return {
            j.decode(): {k.decode(): v.decode() for k, v in f.items()}
            for j, f in self.r.xrange(self.keys.jobs)
        }

    def deliver(self, job: Job) -> None:
        text = f"summary of {job.start}-{job.end} by {job.id}"
        got = self.mem.put_summary(SID, job.gen, job.id, Range(job.start, job.end), text)
        assert got == self.model.put_summary(job, text), (job, got)
        self.delivered.add(job.id)
        assert job.id not in self.stream_jobs()  # acknowledged and deleted, whatever the outcome

    # ------------------------------------------------------------ rules

    @rule(req=payloads, resp=payloads, as_text=st.booleans())
    def append(self, req: Any, resp: Any, as_text: bool) -> None:
        self.append_one(req, resp, as_text)

    @rule(items=st.lists(st.tuples(payloads, payloads, st.booleans()), min_size=2, max_size=8))
    def append_many(self, items: list[tuple[Any, Any, bool]]) -> None:
        for req, resp, as_text in items:
            self.append_one(req, resp, as_text)

    def append_one(self, req: Any, resp: Any, as_text: bool) -> None:
        sent = json.dumps(req) if as_text else req
        res = self.mem.add_interaction(SID, sent, resp)
        if self.model.gen is None:
            self.model.gen = self.r.hget(self.keys.meta, "gen").decode()
        seq, block = self.model.append(req, resp)
        assert res.seq == seq
        assert res.queued == (block is not None)
        if block is None:
            assert res.job_id is None and res.block is None
            return
        assert res.block == Range(*block) and res.job_id
        job = Job(res.job_id, self.model.gen, *block)
        fields = self.stream_jobs()[job.id]
        assert (fields["sid"], fields["gen"], int(fields["start"]), int(fields["end"])) == (SID, job.gen, *block)
        entries = json.loads(fields["entries"])
        assert [e["userRequest"] for e in entries] == [x[1] for x in self.model.win if block[0] <= x[0] <= block[1]]
        assert len(entries) == block[1] - block[0] + 1
        self.model.pending[job.end] = job
        self.jobs.append(job)

    # Several delivery rules (in order, newest first, any, twice) so that results
    # arrive about as often as blocks are queued.
    @precondition(lambda self: self.model.pending)
    @rule()
    def deliver_oldest_pending(self) -> None:
        self.deliver(min(self.model.pending.values(), key=lambda j: j.end))

    @precondition(lambda self: self.model.pending)
    @rule()
    def deliver_newest_pending(self) -> None:
        self.deliver(max(self.model.pending.values(), key=lambda j: j.end))

    @precondition(lambda self: self.model.pending)
    @rule(data=st.data())
    def deliver_pending(self, data: st.DataObject) -> None:
        job = data.draw(st.sampled_from(sorted(self.model.pending.values(), key=lambda j: j.end)))
        self.deliver(job)

    @precondition(lambda self: self.model.pending)
    @rule(data=st.data())
    def deliver_pending_twice(self, data: st.DataObject) -> None:
        job = data.draw(st.sampled_from(sorted(self.model.pending.values(), key=lambda j: j.end)))
        self.deliver(job)
        self.deliver(job)  # a redelivered result (two daemons, or a retry after a lost reply)

    @precondition(lambda self: any(j.id in self.delivered and j.gen == self.model.gen for j in self.jobs))
    @rule(data=st.data())
    def deliver_duplicate(self, data: st.DataObject) -> None:
        job = data.draw(st.sampled_from([j for j in self.jobs if j.id in self.delivered and j.gen == self.model.gen]))
        self.deliver(job)

    @precondition(lambda self: any(j.gen != self.model.gen for j in self.jobs))
    @rule(data=st.data())
    def deliver_stale(self, data: st.DataObject) -> None:
        job = data.draw(st.sampled_from([j for j in self.jobs if j.gen != self.model.gen]))
        self.deliver(job)

    @precondition(lambda self: self.model.meta_exists)
    @rule()
    def clear(self) -> None:
        assert self.mem.clear_session(SID) == self.model.clear()

    @rule(w=st.none() | st.integers(1, 6), m=st.none() | st.integers(0, 3))
    def configure(self, w: int | None, m: int | None) -> None:
        if not self.model.meta_exists:  # configuring never creates a session
            with pytest.raises(SessionNotFound):
                self.mem.configure_session(SID, w, m)
            return
        cfg = self.mem.configure_session(SID, w, m)
        assert (cfg.window_size, cfg.max_summaries) == (w, m)
        self.model.w_override, self.model.m_override = w, m

    @precondition(lambda self: self.model.sums)
    @rule()
    def lower_cap(self) -> None:
        """Lower the session's summary cap by one below what it holds, often with results in flight."""
        m = len(self.model.sums) - 1
        self.mem.configure_session(SID, self.model.w_override, m)
        self.model.m_override = m

    @rule(through_json=st.booleans())
    def export_import(self, through_json: bool) -> None:
        exp = self.mem.export_session(SID)
        md = self.model
        # the export is the visible state plus every pending block
        assert (exp.last_seq, exp.summarized_through) == (md.last, md.mark)
        assert [(i.seq, i.user_request, i.ai_response) for i in exp.interactions] == md.visible_window()
        assert [(s.range.start_index, s.range.end_index, s.text) for s in exp.summaries] == md.visible_sums()
        assert [(p.range.start_index, p.range.end_index) for p in exp.pending] == [
            (j.start, j.end) for j in sorted(md.pending.values(), key=lambda j: j.end)
        ]
        assert (exp.config.window_size, exp.config.max_summaries) == (md.w_override, md.m_override)

        gen = self.mem.import_session(msgspec.json.encode(exp) if through_json else exp)
        assert gen != md.gen
        md.gen = gen
        md.win = md.visible_window()
        md.sums = {e: (s, t) for s, e, t in md.visible_sums()}
        md.jobs_queued = md.summaries_written = 0
        requeued = {int(f["end"]): (jid, f) for jid, f in self.stream_jobs().items() if f["gen"] == gen}
        assert sorted(requeued) == sorted(md.pending)
        new_pending = {}
        for end, old in md.pending.items():
            jid, f = requeued[end]
            assert int(f["start"]) == old.start
            new_pending[end] = Job(jid, gen, old.start, end)
            self.jobs.append(new_pending[end])
        md.pending = new_pending

    # ------------------------------------------------------------ invariants

    @invariant()
    def server_matches_model(self) -> None:
        md = self.model
        ctx = self.mem.context(SID)
        assert (ctx.last_seq, ctx.summarized_through, ctx.window_size, ctx.max_summaries) == (md.last, md.mark, md.w, md.m)
        assert [(x.seq, x.user_request, x.ai_response) for x in ctx.window] == md.visible_window()
        assert [(s.range.start_index, s.range.end_index, s.text) for s in ctx.summaries] == md.visible_sums()
        assert len(ctx.window) <= md.w and len(ctx.summaries) <= md.m

        st_ = self.mem.stats(SID)
        assert st_.exists == (md.gen is not None)
        assert (st_.last_seq, st_.summarized_through, st_.window, st_.summaries, st_.pending_jobs) == (
            md.last, md.mark, len(md.win), len(md.sums), len(md.pending))
        assert (st_.jobs_queued, st_.summaries_written) == (md.jobs_queued, md.summaries_written)
        assert (st_.window_size, st_.max_summaries) == (md.w, md.m)

        # one stream entry per pending block, none for anything else
        stream = self.stream_jobs()
        assert sorted(stream) == sorted(j.id for j in md.pending.values())
        assert bool(self.r.exists(self.keys.meta)) == md.meta_exists

    def teardown(self) -> None:
        if not isinstance(self.r, fakeredis.FakeRedis):
            drop_keys(self.r, self.mem.config.prefix)


def test_blocks_policy_matches_model_fakeredis() -> None:
    run_machine_on_fakeredis(BlocksMachine, "sm", SETTINGS)


def test_blocks_policy_matches_model_real_redis(redis_server: EmbeddedServer) -> None:
    run_machine_on_real_redis(BlocksMachine, redis_server.url, "sm", SETTINGS)
