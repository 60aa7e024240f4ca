"""The budget policy against a small pure-Python model, one random operation at a time.

Hypothesis drives appends of every entry type (tool calls and results drawn
from a small id pool, so duplicates, orphans, open calls and reused ids all
occur), system prompts, manual compressions, summary and merge deliveries in
random order (duplicated and stale ones too), clears, per-session settings and
export/import round trips. After every step the server must equal the model
(pins, pending segments and their entries, active entries, summaries, counters,
the job stream), and four properties are checked on the server's own view:
pins are never compressed, a tool call and its result are never split, token
totals are exact, and nothing is lost while a summary is pending (every entry
ever added is pinned, active, pending, or covered by a summary that was written).
Runs on a real server and on fakeredis.
"""

from __future__ import annotations

import json
import math
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
from test_budget import merged_summary, words

from rollmem_client.budget import AgentMemory
from rollmem_client.budget import ops as B
from rollmem_client.config import BudgetConfig, MemoryConfig
from rollmem_client.errors import DuplicateToolCall, OrphanToolResult, SessionNotFound
from rollmem_client.models import MemorySummary, PendingSegment, Range
from rollmem_client.server import EmbeddedServer

SID = "sm-budget"
DEFAULTS: dict[str, Any] = {
    "max_tokens": 120, "context_window": None, "watermark": 0.8, "max_entries": 4, "recent_window": 2,
    "min_entries_to_compress": 1, "max_age_seconds": None, "compression_ratio": 0.3, "auto_compress": True,
    "max_summaries": 1, "summary_cap": "merge", "pin_anchor": True,
}
CIDS = ["k0", "k1", "k2", "k3"]
TYPE_OF = {"m": "message", "c": "tool_call", "r": "tool_result", "x": "context", "s": "system"}

SETTINGS = settings(
    max_examples=40,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)

OVERRIDES: dict[str, st.SearchStrategy[Any]] = {
    "max_tokens": st.integers(20, 300),
    "context_window": st.integers(40, 400),
    "watermark": st.sampled_from([0.5, 0.8, 1.0]),
    "max_entries": st.integers(2, 10),
    "recent_window": st.integers(0, 4),
    "min_entries_to_compress": st.integers(1, 4),
    "compression_ratio": st.sampled_from([0.1, 0.5, 1.0]),
    "auto_compress": st.booleans(),
    "max_summaries": st.integers(0, 3),
    "summary_cap": st.sampled_from(["drop", "merge"]),
    "pin_anchor": st.booleans(),
}


# ---------------------------------------------------------------- the model


@dataclass
class E:
    seq: int
    t: str  # type code: m c r x s
    role: str
    tokens: int
    cid: str
    id: str


@dataclass
class Block:
    """A queued compression: its job and the entries it took."""

    job_id: str
    gen: str
    entries: list[E]
    job_entries: list[dict[str, Any]]

    @property
    def start(self) -> int:
        return self.entries[0].seq

    @property
    def end(self) -> int:
        return self.entries[-1].seq


@dataclass
class Summ:
    start: int
    end: int
    tokens: int
    content: str
    ids: list[str]


@dataclass
class Merge:
    job_id: str
    gen: str
    ends: list[int]
    tokens: int
    summaries: list[MemorySummary] = field(default_factory=list)


@dataclass
class Model:
    """The budget policy, in plain Python (after the fixes recorded in the report)."""

    gen: str | None = None
    last: int = 0
    system: E | None = None
    anchor: E | None = None
    anchor_decided: bool = False
    active: list[E] = field(default_factory=list)
    pending: dict[int, Block] = field(default_factory=dict)
    sums: dict[int, Summ] = field(default_factory=dict)
    merge: Merge | None = None
    calls: dict[str, str] = field(default_factory=dict)
    overrides: dict[str, Any] = field(default_factory=dict)
    added: int = 0
    added_tokens: int = 0
    jobs_queued: int = 0
    summaries_written: int = 0
    summaries_dropped: int = 0
    compressed: int = 0
    ever: set[str] = field(default_factory=set)  # ids of every entry added in this life of the session
    gone_ok: set[str] = field(default_factory=set)  # replaced system prompts, entries of dropped summaries

    def cfg(self, name: str) -> Any:
        return self.overrides.get(name, DEFAULTS[name])

    @property
    def pintok(self) -> int:
        return sum(e.tokens for e in (self.system, self.anchor) if e is not None)

    @property
    def stok(self) -> int:
        return sum(s.tokens for s in self.sums.values())

    @property
    def tok(self) -> int:
        return sum(e.tokens for e in self.active)

    @property
    def ptok(self) -> int:
        return sum(e.tokens for b in self.pending.values() for e in b.entries)

    @property
    def context_tokens(self) -> int:
        return self.pintok + self.stok + self.tok + self.ptok

    @property
    def meta_exists(self) -> bool:
        return self.gen is not None or bool(self.overrides)

    def refusal(self, t: str, cid: str) -> type[Exception] | None:
        if t == "r" and self.calls.get(cid) != "o":
            return OrphanToolResult
        if t == "c" and cid in self.calls:
            return DuplicateToolCall
        return None

    def append(self, e: E) -> tuple[str | None, list[E] | None]:
        """Returns the trigger that fired and the entries compressed, if any."""
        self.last += 1
        assert e.seq == self.last
        self.added += 1
        self.added_tokens += e.tokens
        self.ever.add(e.id)
        first_user = e.t == "m" and e.role == "user" and not self.anchor_decided
        if first_user:
            self.anchor_decided = True
        if e.t == "s":
            if self.system is not None:
                self.gone_ok.add(self.system.id)
            self.system = e
        elif first_user and self.cfg("pin_anchor"):
            self.anchor = e
        else:
            self.active.append(e)
            if e.t in "cr":
                self.calls[e.cid] = "o" if e.t == "c" else "d"
        if not self.cfg("auto_compress"):
            return None, None
        reason = self.trigger()
        return reason, (self.compress(self.cfg("min_entries_to_compress")) if reason else None)

    def trigger(self) -> str | None:
        threshold = self.cfg("max_tokens")
        if self.cfg("context_window"):
            threshold = min(threshold, math.floor(self.cfg("watermark") * self.cfg("context_window")))
        if self.pintok + self.stok + self.tok > threshold:
            return "tokens"
        if len(self.active) > self.cfg("max_entries"):
            return "entries"
        return None

    def compress(self, least: int) -> list[E] | None:
        n = len(self.active) - self.cfg("recent_window")
        if n < least:
            return None
        result_at = {e.cid: i for i, e in enumerate(self.active, 1) if e.t == "r"}
        cut = reach = 0
        for i, e in enumerate(self.active[:n], 1):
            if e.t == "c":  # an open call (no result yet) is never taken, nor what follows it
                reach = max(reach, result_at.get(e.cid, math.inf))
            if reach <= i:
                cut = i
        if cut < least:
            return None
        block, self.active = self.active[:cut], self.active[cut:]
        self.jobs_queued += 1
        return block

    def put_summary(self, b: Block, s: Summ) -> tuple[str, list[int] | None]:
        """Returns the status and, when the cap queues a merge, the summary ends it covers."""
        if self.gen is None or b.gen != self.gen:
            return "stale", None
        held = self.pending.get(b.end)
        if held is None or held.job_id != b.job_id:
            return "duplicate", None
        del self.pending[b.end]
        for e in held.entries:  # the pair leaves the context: its id is free again
            if e.t in "cr" and self.calls.get(e.cid) == "d":
                del self.calls[e.cid]
        self.sums[b.end] = s
        self.summaries_written += 1
        self.compressed += len(held.entries)
        return "written", self.cap()

    def cap(self) -> list[int] | None:
        limit, count = self.cfg("max_summaries"), len(self.sums)
        if count <= limit:
            return None
        ends = sorted(self.sums)
        if self.cfg("summary_cap") == "drop" or limit == 0:  # a cap of 0 keeps nothing to merge into
            for end in ends[: count - limit]:
                self.gone_ok.update(self.sums.pop(end).ids)
                self.summaries_dropped += 1
            return None
        fold = ends[: count - limit + 1]
        if self.merge is not None or len(fold) < 2:
            return None
        self.jobs_queued += 1
        return fold

    def put_merge(self, m: Merge, s: Summ) -> tuple[str, list[int] | None]:
        """Returns the status and, when the cap (applied again) queues the next merge, the ends it covers."""
        if self.gen is None or m.gen != self.gen:
            return "stale", None
        if self.merge is None or self.merge.job_id != m.job_id:
            return "duplicate", None
        self.merge = None
        first, last = m.ends[0], m.ends[-1]
        if sorted(e for e in self.sums if first <= e <= last) != m.ends:
            return "conflict", self.cap()  # still over the cap: a fresh merge of what is there now
        for end in m.ends:
            del self.sums[end]
        self.sums[last] = s
        return "written", self.cap()

    def clear(self) -> bool:
        existed = self.meta_exists
        self.__dict__.update(Model().__dict__)
        return existed

    def exported(self) -> list[E]:
        pins = [e for e in (self.system, self.anchor) if e is not None]
        return sorted(pins + [e for b in self.pending.values() for e in b.entries] + self.active, key=lambda e: e.seq)

    def imported(self, gen: str) -> None:
        """The Lua import: every entry not summarized is replayed (pending ones become active)."""
        entries, sums, overrides, last = self.exported(), self.sums, self.overrides, self.last
        ever, gone_ok = self.ever, self.gone_ok
        self.__dict__.update(Model().__dict__)
        self.gen, self.sums, self.overrides, self.last, self.ever, self.gone_ok = gen, sums, overrides, last, ever, gone_ok
        for e in entries:
            self.added += 1
            self.added_tokens += e.tokens
            if e.t == "s":
                self.system = e
            elif e.t == "m" and e.role == "user" and not self.anchor_decided:
                self.anchor, self.anchor_decided = e, True  # the import pins the first user message it sees
            else:
                self.active.append(e)
                if e.t in "cr":
                    self.calls[e.cid] = "o" if e.t == "c" else "d"


# ---------------------------------------------------------------- the machine


class BudgetMachine(RuleBasedStateMachine):
    """Subclasses provide ``connect()`` returning (redis client, key prefix)."""

    def connect(self) -> tuple[Any, str]:  # pragma: no cover - overridden
        raise NotImplementedError

    def __init__(self) -> None:
        super().__init__()
        self.r, self.prefix = self.connect()
        cfg = MemoryConfig(prefix=self.prefix, buckets=2, budget=BudgetConfig(**DEFAULTS))
        self.mem = AgentMemory(self.r, cfg)
        self.keys = cfg.keys.budget_session(SID)
        self.model = Model()
        self.blocks: list[Block] = []  # every compression job ever queued
        self.merges: list[Merge] = []
        self.delivered: set[str] = set()

    @initialize()
    def start(self) -> None:
        self.mem.ensure_groups()

    # ------------------------------------------------------------ helpers

    def stream(self) -> dict[str, dict[str, str]]:
        self.r.xreadgroup(self.mem.config.group, "sm", {self.keys.jobs: ">"}, count=1000)
        return {
            j.decode(): {k.decode(): v.decode() for k, v in f.items()} for j, f in self.r.xrange(self.keys.jobs)
        }

    def add(self, t: str, role: str, tokens: int, cid: str = "") -> None:
        md = self.model
        refusal = md.refusal(t, cid)
        content = f"{TYPE_OF[t]} {md.last + 1}"
        m = self.mem
        call = {
            "m": lambda: m.add_message(SID, role, content, tokens=tokens),
            "c": lambda: m.add_tool_call(SID, "tool", {"n": tokens}, call_id=cid, tokens=tokens),
            "r": lambda: m.add_tool_result(SID, cid, content, tokens=tokens),
            "x": lambda: m.add_context(SID, content, "file.txt", tokens=tokens),
            "s": lambda: m.set_system_prompt(SID, content, tokens=tokens),
        }[t]
        if refusal is not None:
            try:
                call()
            except refusal:
                return
            raise AssertionError(f"{TYPE_OF[t]} {cid} was not refused with {refusal.__name__}")
        res = call()
        if md.gen is None:
            md.gen = self.r.hget(self.keys.meta, "gen").decode()
        e = E(res.seq, t, res.entry.role, tokens, cid, res.entry.id)
        reason, block = md.append(e)
        assert res.trigger == reason
        assert res.queued == (block is not None), (res, block)
        if block is not None:
            assert res.range == Range(block[0].seq, block[-1].seq) and res.job_id
            self.queued(res.job_id, block, reason or "")
        assert (res.context_tokens, res.active_entries) == (md.context_tokens, len(md.active))

    def queued(self, job_id: str, block: list[E], reason: str) -> None:
        md = self.model
        f = self.stream()[job_id]
        tokens = sum(e.tokens for e in block)
        assert (f["sid"], f["gen"], f["kind"], f["reason"]) == (SID, md.gen, "compress", reason)
        assert (int(f["start"]), int(f["end"]), int(f["tokens"])) == (block[0].seq, block[-1].seq, tokens)
        assert int(f["target"]) == max(1, math.ceil(tokens * md.cfg("compression_ratio")))
        entries = json.loads(f["entries"])
        assert [(x["seq"], x["id"], x["tokens"]) for x in entries] == [(e.seq, e.id, e.tokens) for e in block]
        # a job never takes a pin, never a result without its call, never a call whose result stays behind
        assert not {x["seq"] for x in entries} & {e.seq for e in (md.system, md.anchor) if e is not None}
        calls = {e.cid for e in block if e.t == "c"}
        results = {e.cid for e in block if e.t == "r"}
        assert results == calls  # and never an open call
        assert md.gen is not None
        b = Block(job_id, md.gen, block, entries)
        md.pending[b.end] = b
        self.blocks.append(b)

    def deliver(self, b: Block, k: int) -> None:
        md = self.model
        text = " ".join([f"s{b.job_id}"] + ["w"] * (k - 1))
        summary = B.summary_from_job(b.job_entries, text, words, b.start, b.end)
        expected, merge_ends = md.put_summary(b, Summ(b.start, b.end, k, text, [e.id for e in b.entries]))
        got = self.mem.put_summary(SID, b.gen, b.job_id, summary)
        assert got == expected, (got, expected)
        self.delivered.add(b.job_id)
        self.merge_queued(b.job_id, merge_ends)

    def merge_queued(self, done: str, merge_ends: list[int] | None) -> None:
        """The job ``done`` was acknowledged and deleted; a merge job was queued if ``merge_ends``."""
        md = self.model
        stream = self.stream()
        assert done not in stream  # acknowledged and deleted, whatever the outcome
        if merge_ends is not None:
            (jid, f), = [(j, f) for j, f in stream.items() if f["kind"] == "merge" and f["gen"] == md.gen]
            assert (int(f["end"]), int(f["count"])) == (merge_ends[-1], len(merge_ends))
            assert int(f["tokens"]) == sum(md.sums[e].tokens for e in merge_ends)
            summaries = msgspec.json.decode(f["summaries"], type=list[MemorySummary])
            assert [s.range.end_index for s in summaries] == merge_ends
            assert md.gen is not None
            md.merge = Merge(jid, md.gen, merge_ends, int(f["tokens"]), summaries)
            self.merges.append(md.merge)

    def deliver_merge(self, m: Merge, k: int) -> None:
        from test_budget import Job

        text = " ".join([f"m{m.job_id}"] + ["w"] * (k - 1))
        job = Job(m.job_id, {"end": str(m.ends[-1]), "summaries": msgspec.json.encode(m.summaries).decode()})
        summary = merged_summary(job, text)
        s = Summ(summary.range.start_index, m.ends[-1], k, text, summary.original_entry_ids)
        expected, merge_ends = self.model.put_merge(m, s)
        assert self.mem.put_merge(SID, m.gen, m.job_id, summary) == expected
        self.delivered.add(m.job_id)
        self.merge_queued(m.job_id, merge_ends)

    # ------------------------------------------------------------ rules

    @rule(burst=st.lists(st.tuples(
        st.sampled_from(["message", "message", "context", "call", "call", "result", "result", "system", "late result"]),
        st.sampled_from(["user", "assistant"]), st.sampled_from(CIDS), st.integers(0, 30)), min_size=1, max_size=3))
    def append(self, burst: list[tuple[str, str, str, int]]) -> None:
        """Entries of every type; a result answers an open call when there is one, a late result any pool id
        (never called, answered, closed: refused as an orphan unless that id is open)."""
        for kind, role, cid, tokens in burst:
            if kind == "result":
                open_calls = sorted(c for c, s in self.model.calls.items() if s == "o")
                cid = open_calls[tokens % len(open_calls)] if open_calls else cid
            t = {"message": "m", "context": "x", "call": "c", "result": "r", "late result": "r", "system": "s"}[kind]
            self.add(t, role if t == "m" else "system", tokens, cid if t in "cr" else "")

    # appends are most of a session's life: two more rules doing the same make them most of the steps
    append_more = append
    append_even_more = append

    @rule()
    def manual_compress(self) -> None:
        md = self.model
        got = self.mem.compress(SID)
        block = md.compress(1) if md.gen is not None else None
        assert got.queued == (block is not None)
        if block is not None:
            assert got.job_id and got.range == Range(block[0].seq, block[-1].seq)
            self.queued(got.job_id, block, "manual")

    @precondition(lambda self: self.model.pending or self.model.merge is not None)
    @rule(data=st.data(), what=st.sampled_from(["one", "all", "merge", "none"]), k=st.integers(1, 2))
    def deliver_jobs(self, data: st.DataObject, what: str, k: int) -> None:
        """The daemon: one pending job, or all of them in any order then the merge they queued (back after
        a while), or the merge; or nothing yet (a slow daemon: pending blocks pile up)."""
        md = self.model
        pending = sorted(md.pending.values(), key=lambda b: b.end)
        if what == "one" and pending:
            self.deliver(data.draw(st.sampled_from(pending)), k)
        elif what == "all" and pending:
            for b in data.draw(st.permutations(pending)):
                self.deliver(b, k)
            if md.merge is not None:  # and the merge its write-backs queued (once: it may queue the next)
                self.deliver_merge(md.merge, k)
        elif what == "merge" and md.merge is not None:
            self.deliver_merge(md.merge, k)

    deliver_more_jobs = deliver_jobs

    def old_jobs(self) -> list[Block | Merge]:
        """Jobs delivered already, or queued for an earlier life of the session (cleared or replaced since)."""
        return [j for j in self.blocks + self.merges if j.job_id in self.delivered or j.gen != self.model.gen]

    @precondition(lambda self: self.old_jobs())
    @rule(data=st.data(), k=st.integers(1, 3))
    def deliver_again(self, data: st.DataObject, k: int) -> None:
        """A duplicate, or a stale result when the session was cleared or replaced since."""
        job = data.draw(st.sampled_from(self.old_jobs()))
        if isinstance(job, Block):
            self.deliver(job, k)
        else:
            self.deliver_merge(job, k)

    @rule(what=st.sampled_from(["clear", "import", "import", "none", "none", "none", "none", "none"]),
          through_json=st.booleans())
    def lifecycle(self, what: str, through_json: bool) -> None:
        """Now and then the session is cleared, or exported and imported (replaced by itself)."""
        if what == "clear":
            assert self.mem.clear_session(SID) == self.model.clear()
        elif what == "import" and self.model.gen is not None:
            self.export_import(through_json)

    @rule(data=st.data())
    def configure(self, data: st.DataObject) -> None:
        names = data.draw(st.lists(st.sampled_from(sorted(OVERRIDES)), min_size=1, max_size=3, unique=True))
        changes = {n: data.draw(st.none() | OVERRIDES[n], label=n) for n in names}
        if self.model.gen is None:  # configuring never creates a session
            with pytest.raises(SessionNotFound):
                self.mem.configure_session(SID, **changes)
            return
        got = self.mem.configure_session(SID, **changes)
        for n, v in changes.items():
            if v is None:
                self.model.overrides.pop(n, None)
            else:
                self.model.overrides[n] = v
        assert set(got) == {B.SETTINGS[n] for n in self.model.overrides}

    def export_import(self, through_json: bool) -> None:
        md = self.model
        exp = self.mem.export_session(SID)
        assert [e.seq for e in exp.entries] == [e.seq for e in md.exported()]
        assert [s.range.end_index for s in exp.summaries] == sorted(md.sums)
        gen = self.mem.import_session(msgspec.json.encode(exp) if through_json else exp)
        assert gen != md.gen
        md.imported(gen)
        assert not any(f["gen"] == gen for f in self.stream().values())

    # ------------------------------------------------------------ invariants

    @invariant()
    def server_matches_model(self) -> None:
        md = self.model
        v = self.mem.view(SID, "include")
        assert v.last_seq == md.last
        assert (v.system and (v.system.seq, v.system.id)) == (md.system and (md.system.seq, md.system.id))
        assert (v.anchor and (v.anchor.seq, v.anchor.id)) == (md.anchor and (md.anchor.seq, md.anchor.id))
        assert [(e.seq, e.id, e.tokens, e.tool_call_id or "") for e in v.entries] == [
            (e.seq, e.id, e.tokens, e.cid) for e in md.active]
        segments: list[tuple[Any, ...]] = []
        for s in v.segments:
            if isinstance(s, MemorySummary):
                segments.append(("summary", s.range.start_index, s.range.end_index, s.token_count, s.content))
            else:
                segments.append(("pending", s.range.start_index, s.range.end_index, s.tokens,
                                 [e.seq for e in s.entries]))
        expected: list[tuple[Any, ...]] = [("summary", s.start, end, s.tokens, s.content) for end, s in md.sums.items()]
        expected += [("pending", b.start, b.end, sum(e.tokens for e in b.entries), [e.seq for e in b.entries])
                     for b in md.pending.values()]
        assert segments == sorted(expected, key=lambda x: x[2])

        st_ = self.mem.get_stats(SID)
        assert (st_.exists, st_.last_seq, st_.total_entries, st_.total_tokens) == (
            md.gen is not None, md.last, md.added, md.added_tokens)
        assert (st_.active_entries, st_.pending_entries, st_.compressed_entries, st_.summaries) == (
            len(md.active), sum(len(b.entries) for b in md.pending.values()), md.compressed, len(md.sums))
        assert (st_.pinned_tokens, st_.summary_tokens, st_.pending_tokens, st_.context_tokens) == (
            md.pintok, md.stok, md.ptok, md.context_tokens)
        assert (st_.pending_jobs, st_.jobs_queued, st_.summaries_written, st_.summaries_dropped) == (
            len(md.pending) + (md.merge is not None), md.jobs_queued, md.summaries_written, md.summaries_dropped)

        stream = self.stream()
        assert sorted(stream) == sorted([b.job_id for b in md.pending.values()]
                                        + ([md.merge.job_id] if md.merge else []))
        assert bool(self.r.exists(self.keys.meta)) == md.meta_exists

    @invariant()
    def properties_of_the_server_view(self) -> None:
        """Checked on the server's data alone: pairs, token totals, nothing lost, placeholders."""
        v = self.mem.view(SID, "include")
        calls = {k.decode(): s.decode() for k, s in self.r.hgetall(self.keys.calls).items()}
        pending = [s for s in v.segments if isinstance(s, PendingSegment)]
        summaries = [s for s in v.segments if isinstance(s, MemorySummary)]
        # tool pairs: never split between active and a pending segment, nor across segments
        for group in [v.entries, *(s.entries for s in pending)]:
            ids = [e.tool_call_id for e in group if e.type == "tool_call"]
            assert len(ids) == len(set(ids))
            results = {e.tool_call_id for e in group if e.type == "tool_result"}
            assert results <= set(ids)
            for cid in set(ids) - results:  # unanswered: open, and so still active
                assert calls.get(cid) == "o" and group is v.entries
        everywhere = [e.tool_call_id for g in [v.entries, *(s.entries for s in pending)] for e in g
                      if e.type == "tool_call"]
        assert len(everywhere) == len(set(everywhere))  # no two calls in the context share an id
        # token totals
        total = sum(e.tokens for e in (v.system, v.anchor) if e is not None) + sum(e.tokens for e in v.entries)
        total += sum(s.token_count for s in summaries) + sum(s.tokens for s in pending)
        assert all(s.tokens == sum(e.tokens for e in s.entries) and s.count == len(s.entries) for s in pending)
        assert total == self.mem.get_stats(SID).context_tokens
        # nothing lost: every entry added is pinned, active, pending, or covered by a written summary
        held = {e.id for e in (v.system, v.anchor) if e is not None} | {e.id for e in v.entries}
        held |= {e.id for s in pending for e in s.entries} | {i for s in summaries for i in s.original_entry_ids}
        assert self.model.ever - self.model.gone_ok <= held
        # the placeholder view: the same counts and tokens, no entries
        p = self.mem.view(SID, "placeholder")
        assert [(s.range, s.count, s.tokens) for s in p.segments if isinstance(s, PendingSegment)] == [
            (s.range, s.count, s.tokens) for s in pending]
        assert all(s.entries == [] for s in p.segments if isinstance(s, PendingSegment))

    def teardown(self) -> None:
        if not isinstance(self.r, fakeredis.FakeRedis):
            drop_keys(self.r, self.prefix)


def test_budget_policy_matches_model_fakeredis() -> None:
    run_machine_on_fakeredis(BudgetMachine, "smb", SETTINGS)


def test_budget_policy_matches_model_real_redis(redis_server: EmbeddedServer) -> None:
    run_machine_on_real_redis(BudgetMachine, redis_server.url, "smb", SETTINGS)
