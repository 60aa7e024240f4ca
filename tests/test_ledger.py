"""The fact ledger: supersession, cap and eviction, guarded write-backs, export/import, merges, seed 000.

Facts come from :class:`fact_summarizers.FactSummarizer` (hand-built
``SummaryResult``s) through the real daemon, or straight through the
write-back operations for the guard tests; a hypothesis model checks the Lua
ledger against a pure-Python one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import msgspec
import pytest
import redis
from fact_summarizers import FactSummarizer, MalformedFactsSummarizer, NotAListSummarizer, plant
from helpers import drain, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rollmem_client import AgentMemory, BudgetConfig, MemoryConfig, Range, RollingMemory
from rollmem_client.blocks import ops as blocks_ops
from rollmem_client.ledger import KIND_RANK, fact_line, value_id
from rollmem_client.models import Fact, Ledger

SID = "led-1"


def blocks(r: Any, prefix: str, **cfg: Any) -> RollingMemory:
    m = RollingMemory(r, prefix=prefix, buckets=4, **cfg)
    m.ensure_groups()
    return m


def say(m: RollingMemory, n: int, planted: dict[int, str], sid: str = SID) -> None:
    """Interactions 1..n; interaction i says ``planted[i]`` when given."""
    for i in range(1, n + 1):
        m.add_interaction(sid, {"query": planted.get(i, f"turn {i}: nothing to note.")}, {"answer": f"ok {i}."})


def seed000_state(m: RollingMemory, sid: str = SID) -> tuple[list[tuple[int, int]], list[int]]:
    ctx = m.context(sid)
    return [(s.range.start_index, s.range.end_index) for s in ctx.summaries], [i.seq for i in ctx.window]


PLANTED = {
    3: plant("name", "Alice Martin"),
    10: plant("pet", "a cat called Miso"),
    30: plant("budget", "EUR 4,800"),
    50: plant("budget", "EUR 5,200"),  # a correction
    60: plant("phone", "+49 30 1234 5678"),
    70: plant("name", "Alicia Martin"),  # another correction
}


# ---------------------------------------------------------------- through the daemon


def test_ledger_keeps_latest_values_and_superseded_ones(any_redis: redis.Redis, prefix: str) -> None:
    m = blocks(any_redis, prefix)
    say(m, 85, PLANTED)
    drain(m, FactSummarizer())
    ledger = m.context(SID).ledger
    assert {f.key: f.value for f in ledger.facts} == {
        "name": "Alicia Martin", "pet": "a cat called Miso", "budget": "EUR 5,200", "phone": "+49 30 1234 5678",
    }
    assert {f.key: f.seq for f in ledger.facts} == {"name": 70, "pet": 10, "budget": 50, "phone": 60}
    assert sorted((f.key, f.value) for f in ledger.superseded) == [("budget", "EUR 4,800"), ("name", "Alice Martin")]
    assert ledger.tokens == sum(f.tokens for f in ledger.facts + ledger.superseded)
    assert all(f.tokens == len(fact_line(f).split()) or f.tokens > 0 for f in ledger.facts)
    assert m.facts(SID) == ledger
    st_ = m.stats(SID)
    assert (st_.facts, st_.fact_tokens) == (4, ledger.tokens)
    # the facts of block 2-22 outlive its summary, dropped by seed 000's cap
    assert seed000_state(m) == ([(23, 43), (44, 64), (65, 85)], list(range(65, 86)))


@pytest.mark.parametrize("ledger_on", [True, False])
def test_seed000_criteria_hold_with_the_ledger_on_and_off(any_redis: redis.Redis, prefix: str, ledger_on: bool) -> None:
    m = blocks(any_redis, prefix, fact_ledger=ledger_on)
    for n in range(1, 86):
        m.add_interaction(SID, {"query": PLANTED.get(n, f"turn {n}")}, {"answer": "ok"})
        ctx = m.context(SID)
        assert len(ctx.window) <= 21 and len(ctx.summaries) <= 3
        if n % 21 == 1 and n > 1:  # a new block's job: summarize it now
            drain(m, FactSummarizer())
            assert m.context(SID).summaries[-1].range == Range(n - 20, n)
    drain(m, FactSummarizer())
    summaries, window = seed000_state(m)
    assert summaries == [(23, 43), (44, 64), (65, 85)] and window == list(range(65, 86))
    assert bool(m.context(SID).ledger) is ledger_on
    assert bool(m.facts(SID)) is ledger_on


def test_malformed_facts_never_lose_the_summary(any_redis: redis.Redis, prefix: str) -> None:
    m = blocks(any_redis, prefix)
    say(m, 22, {})
    assert drain(m, MalformedFactsSummarizer())["written"] == 1
    ctx = m.context(SID)
    assert ctx.summaries[0].text == "summary of 21 entries"
    assert [(f.key, f.value, f.kind, f.seq) for f in ctx.ledger.facts] == [
        ("city", "Oslo", "other", 22), ("name", "Dana", "person", 22)]
    say(m, 22, {}, "led-2")
    assert drain(m, NotAListSummarizer())["written"] == 1
    assert m.context("led-2").summaries and not m.context("led-2").ledger


# ---------------------------------------------------------------- guarded write-backs


def _job(m: RollingMemory, sid: str) -> tuple[str, str, Range]:
    keys = m.config.keys.session(sid)
    rows = m.redis.xrange(keys.jobs)
    fields = {k.decode(): v.decode() for k, v in rows[-1][1].items()}
    return rows[-1][0].decode(), fields["gen"], Range(int(fields["start"]), int(fields["end"]))


def _put(m: RollingMemory, sid: str, job: tuple[str, str, Range], facts: list[Fact]) -> str:
    job_id, gen, block = job
    return m.execute(blocks_ops.put_summary, sid, gen, job_id, block, "text", None, None, None, facts)


def facts_of(*pairs: tuple[str, str, int]) -> list[Fact]:
    return [Fact(k, v, "person", s, 3) for k, v, s in pairs]


def uncounted(snap: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in snap.items() if not k.endswith("}:stats")}


def test_duplicate_and_stale_write_backs_leave_the_ledger_unchanged(any_redis: redis.Redis, prefix: str) -> None:
    m = blocks(any_redis, prefix)
    say(m, 22, {})
    job = _job(m, SID)
    assert _put(m, SID, job, facts_of(("name", "Ann", 5))) == "written"
    before = snapshot(any_redis, prefix)
    assert _put(m, SID, job, facts_of(("name", "Bob", 9))) == "duplicate"
    # nothing changes but the bucket's outcome counters (issue 11 item 7)
    assert uncounted(snapshot(any_redis, prefix)) == uncounted(before)
    # the session is cleared and lives again: the old generation's result is stale
    say(m, 43, {}, "led-3")
    old = _job(m, "led-3")
    m.clear_session("led-3")
    say(m, 22, {}, "led-3")
    before = snapshot(any_redis, prefix)
    assert _put(m, "led-3", old, facts_of(("name", "Eve", 30))) == "stale"
    assert not m.facts("led-3")
    assert {k: v for k, v in uncounted(snapshot(any_redis, prefix)).items() if "jobs" not in k} == {
        k: v for k, v in uncounted(before).items() if "jobs" not in k}


def test_budget_write_backs_are_guarded_too(any_redis: redis.Redis, prefix: str) -> None:
    mem = AgentMemory(any_redis, prefix=prefix, buckets=4, budget=BudgetConfig(max_entries=6, recent_window=2,
                                                                                 min_entries_to_compress=2))
    mem.ensure_groups()
    for i in range(8):
        mem.add_user_message("b1", f"message {i}. " + (plant("name", "Kim") if i == 2 else ""))
    ledger_before = mem.facts("b1")
    assert not ledger_before
    assert drain(RollingMemory(any_redis, mem.config), FactSummarizer())["written"] >= 1
    assert {f.key: f.value for f in mem.facts("b1").facts} == {"name": "Kim"}
    assert mem.view("b1").ledger == mem.facts("b1")
    mem.clear_session("b1")
    assert not mem.facts("b1")


# ---------------------------------------------------------------- cap and eviction order


def test_cap_evicts_superseded_values_first_then_least_useful_oldest(any_redis: redis.Redis, prefix: str) -> None:
    m = blocks(any_redis, prefix, max_fact_tokens=20, window_size=1)
    m.add_interaction(SID, {"q": 1}, {"a": 1})

    def write(*facts: Fact) -> Ledger:
        m.add_interaction(SID, {"q": 1}, {"a": 1})
        assert _put(m, SID, _job(m, SID), list(facts)) in ("written", "superseded")
        return m.facts(SID)

    write(Fact("allergy", "peanuts", "constraint", 1, 4), Fact("color", "blue", "preference", 2, 4),
          Fact("name", "Ann", "person", 3, 4))
    led = write(Fact("name", "Anna", "person", 4, 4))  # 16 tokens: Ann is superseded, kept
    assert [f.value for f in led.superseded] == ["Ann"] and led.tokens == 16
    led = write(Fact("pet", "Rex", "pet", 5, 4), Fact("city", "Oslo", "other", 6, 4))
    # 24 > 20: the superseded Ann goes first (20), then nothing more is needed
    assert not led.superseded and led.tokens == 20
    assert [f.key for f in led.facts] == ["allergy", "color", "name", "pet", "city"]
    led = write(Fact("code", "PAY-4417", "id", 7, 4))
    # 24 > 20 and nothing superseded: the lowest rank goes (city: other), oldest first
    assert [f.key for f in led.facts] == ["allergy", "color", "name", "pet", "code"]
    led = write(Fact("date", "14 May", "date", 8, 8))
    # 28 > 20: preference (color), then pet (rank 5) go; the constraint, person and id stay
    assert [f.key for f in led.facts] == ["allergy", "name", "code", "date"] and led.tokens == 20


def test_restating_a_value_refreshes_it_and_an_old_value_arriving_late_is_filed_as_superseded(
    any_redis: redis.Redis, prefix: str
) -> None:
    m = blocks(any_redis, prefix, window_size=1)
    m.add_interaction(SID, {"q": 1}, {"a": 1})
    for facts in ([Fact("name", "Ann", "person", 10, 2)], [Fact("name", "ann", "person", 12, 2)],
                  [Fact("name", "Bea", "person", 5, 2)], [Fact("name", "Bea", "person", 6, 2)]):
        m.add_interaction(SID, {"q": 1}, {"a": 1})
        _put(m, SID, _job(m, SID), facts)
    led = m.facts(SID)
    assert [(f.value, f.seq) for f in led.facts] == [("ann", 12)]  # the later statement of the same value
    assert [(f.value, f.seq) for f in led.superseded] == [("Bea", 6)]  # late, older: superseded, once


# ---------------------------------------------------------------- a model of the ledger


@dataclass
class LedgerModel:
    """The ledger's rules in Python (``05_facts.lua`` written again, independently)."""

    recs: dict[str, list[tuple[int, int, int, str, Fact]]] = field(default_factory=dict)

    def write(self, facts: list[Fact], cap: int) -> None:
        if cap == 0 or not facts:
            return
        for f in facts:
            new = (f.seq, f.tokens, KIND_RANK[f.kind], value_id(f.value), f)
            vals = self.recs.get(f.key, [])
            if not vals:
                vals = [new]
            elif new[3] == vals[0][3]:
                if new[0] > vals[0][0]:
                    vals = [new, *vals[1:]]
            elif new[0] >= vals[0][0]:
                vals = [new] + [v for v in vals if v[3] != new[3]]
            else:
                stale, placed = [], False
                for v in vals[1:]:
                    if v[3] == new[3]:
                        placed = True
                        if new[0] > v[0]:
                            v = new
                    stale.append(v)
                if not placed:
                    stale.append(new)
                stale.sort(key=lambda v: -v[0])  # stable: the value filed first stays ahead
                vals = [vals[0], *stale]
            self.recs[f.key] = vals[:4]
        total = self.tokens
        if total <= cap:
            return
        stale_order = sorted(((v[0], "f:" + k, -j) for k, vals in self.recs.items() for j, v in enumerate(vals) if j))
        for _, fld, _ in stale_order:
            if total <= cap:
                break
            total -= self.recs[fld[2:]].pop()[1]
        for _rank, _seq, fld in sorted((vals[0][2], vals[0][0], "f:" + k) for k, vals in self.recs.items()):
            if total <= cap:
                break
            total -= self.recs.pop(fld[2:])[0][1]

    @property
    def tokens(self) -> int:
        return sum(v[1] for vals in self.recs.values() for v in vals)

    def ledger(self) -> tuple[list[tuple[str, str, int]], list[tuple[str, str, int]], int]:
        cur = sorted((v[0][4].key, v[0][4].value, v[0][0]) for v in self.recs.values())
        old = sorted((v[4].key, v[4].value, v[0]) for vals in self.recs.values() for v in vals[1:])
        return cur, old, self.tokens


fact_st = st.builds(
    Fact,
    key=st.sampled_from(["name", "pet", "city", "code"]),
    value=st.sampled_from(["A", "B", "C", "D", "E"]),
    kind=st.sampled_from(sorted(KIND_RANK)),
    seq=st.integers(1, 40),
    tokens=st.integers(1, 6),
)
batches = st.lists(st.tuples(st.lists(fact_st, max_size=4), st.sampled_from([0, 6, 12, 25, 1000])),
                   min_size=1, max_size=12)


@settings(max_examples=25, suppress_health_check=[HealthCheck.function_scoped_fixture])  # a fresh prefix per example
@given(batches)
def test_ledger_matches_a_pure_python_model(real_redis: redis.Redis, batches: list[tuple[list[Fact], int]]) -> None:
    import uuid

    m = blocks(real_redis, "h" + uuid.uuid4().hex[:8], window_size=1)
    m.add_interaction(SID, {"q": 1}, {"a": 1})
    model = LedgerModel()
    for facts, cap in batches:
        m.update_config(max_fact_tokens=cap or 1, fact_ledger=cap > 0)
        m.add_interaction(SID, {"q": 1}, {"a": 1})
        _put(m, SID, _job(m, SID), facts)
        model.write(facts, cap)
        led = m.facts(SID)
        got = (sorted((f.key, f.value, f.seq) for f in led.facts),
               sorted((f.key, f.value, f.seq) for f in led.superseded), led.tokens)
        assert got == model.ledger()
    from helpers import drop_keys

    drop_keys(real_redis, m.config.prefix)


# ---------------------------------------------------------------- export / import


def test_export_import_round_trip_keeps_the_ledger(any_redis: redis.Redis, prefix: str) -> None:
    m = blocks(any_redis, prefix)
    say(m, 85, PLANTED)
    drain(m, FactSummarizer())
    state = m.export_session(SID)
    assert state.facts and state.superseded_facts
    again = msgspec.json.decode(msgspec.json.encode(state), type=type(state))
    m.import_session(again, "copy")
    assert m.facts("copy") == m.facts(SID)
    assert m.export_session("copy").facts == state.facts


def test_budget_export_import_round_trip_keeps_the_ledger(any_redis: redis.Redis, prefix: str) -> None:
    mem = AgentMemory(any_redis, prefix=prefix, buckets=4,
                      budget=BudgetConfig(max_entries=6, recent_window=2, min_entries_to_compress=2))
    mem.ensure_groups()
    for i, text in enumerate(["the task.", plant("name", "Kim"), "hello.", plant("name", "Kimberly"), "a.", "b.", "c.", "d.",
                              plant("pet", "Rex"), "e.", "f.", "g.", "h."]):
        mem.add_user_message("b2", f"{text} ({i})")
    drain(RollingMemory(any_redis, mem.config), FactSummarizer())
    state = mem.export_session("b2")
    assert {f.key for f in state.facts} >= {"name"} and state.superseded_facts
    mem.import_session(state, "b3")
    assert mem.facts("b3") == mem.facts("b2")


# ---------------------------------------------------------------- merges keep facts


def test_blocks_merge_cap_folds_old_summaries_and_keeps_their_facts(any_redis: redis.Redis, prefix: str) -> None:
    m = blocks(any_redis, prefix, summary_cap="merge", window_size=5)
    planted = {2: plant("name", "Ann"), 9: plant("pet", "Rex"), 40: plant("name", "Anna")}
    for i in range(1, 61):
        m.add_interaction(SID, {"query": planted.get(i, f"turn {i}.")}, {"answer": "ok."})
        if i % 5 == 1:
            drain(m, FactSummarizer())
    drain(m, FactSummarizer())
    ctx = m.context(SID)
    assert len(ctx.summaries) == 3
    oldest = ctx.summaries[0]
    assert oldest.range.start_index == 2  # nothing forgotten: the first block is inside the merged summary
    assert [(s.range.start_index, s.range.end_index) for s in ctx.summaries][1:] == [(47, 51), (52, 56)]
    assert "turn 3." in oldest.text  # the merged text folds in the first block
    assert {f.key: f.value for f in ctx.ledger.facts} == {"name": "Anna", "pet": "Rex"}
    assert m.stats(SID).summaries == 3
    # drop (seed 000) is still the default, and a session can switch
    assert blocks(any_redis, prefix + "d").config.summary_cap == "drop"
    assert m.configure_session(SID, summary_cap="drop").summary_cap == "drop"


def test_budget_merge_keeps_facts(any_redis: redis.Redis, prefix: str) -> None:
    mem = AgentMemory(any_redis, prefix=prefix, buckets=4, budget=BudgetConfig(
        max_entries=4, recent_window=1, min_entries_to_compress=2, max_summaries=2, summary_cap="merge"))
    mem.ensure_groups()
    driver = RollingMemory(any_redis, mem.config)
    for i in range(40):
        mem.add_user_message("bm", plant("pet", "Rex") if i == 1 else plant("code", f"C{i}") if i == 30 else f"m {i}.")
        drain(driver, FactSummarizer())
    st_ = mem.get_stats("bm")
    assert st_.summaries <= 3
    assert {f.key: f.value for f in mem.facts("bm").facts} == {"pet": "Rex", "code": "C30"}


# ---------------------------------------------------------------- cluster


@pytest.mark.cluster
def test_ledger_on_a_cluster(redis_cluster: Any, prefix: str) -> None:
    client = redis.RedisCluster.from_url(redis_cluster.url, protocol=2)
    try:
        m = RollingMemory(client, prefix=prefix, buckets=8)
        m.ensure_groups()
        for sid in ("c-1", "c-2", "c-3", "c-4"):
            say(m, 43, PLANTED, sid)
        drain(m, FactSummarizer())
        for sid in ("c-1", "c-2", "c-3", "c-4"):
            assert {f.key: f.value for f in m.context(sid).ledger.facts}["budget"] == "EUR 4,800"
            m.import_session(m.export_session(sid), sid + "-copy")
            assert m.facts(sid + "-copy") == m.facts(sid)
        assert m.clear_session("c-1") and not m.facts("c-1")
    finally:
        client.close()


def test_memory_config_validates_the_ledger_settings() -> None:
    from rollmem_client import ConfigError

    for bad in ({"max_fact_tokens": 0}, {"fact_ledger": "yes"}, {"summary_cap": "fold"}):
        with pytest.raises(ConfigError):
            MemoryConfig(**bad)


def test_blocks_merge_write_backs_are_guarded(any_redis: redis.Redis, prefix: str) -> None:
    m = blocks(any_redis, prefix, summary_cap="merge", max_summaries=2, window_size=2)
    for i in range(1, 8):  # blocks 2-3, 4-5, 6-7
        m.add_interaction(SID, {"q": i}, {"a": i})
    for job in [j for j in _jobs(m, SID) if j[3] == "block"]:
        assert _put(m, SID, job[:3], facts_of(("name", f"N{job[2].end_index}", job[2].end_index))) == "written"
    (merge,) = [j for j in _jobs(m, SID) if j[3] == "merge"]
    job_id, gen, span, _ = merge
    assert span == Range(3, 5)  # the ends of the two oldest summaries

    def put_merge(facts: list[Fact], job: str = job_id, g: str = gen) -> str:
        return m.execute(blocks_ops.put_merge, SID, g, job, Range(2, 5), "merged 2-5", None, None, facts)

    assert put_merge(facts_of(("pet", "Rex", 4))) == "written"
    ctx = m.context(SID)
    assert [(s.range.start_index, s.range.end_index) for s in ctx.summaries] == [(2, 5), (6, 7)]
    assert {f.key: f.value for f in ctx.ledger.facts} == {"name": "N7", "pet": "Rex"}
    before = snapshot(any_redis, prefix)
    assert put_merge(facts_of(("pet", "Tom", 9))) == "duplicate"
    assert put_merge(facts_of(("pet", "Tom", 9)), g="999") == "stale"
    assert uncounted(snapshot(any_redis, prefix)) == uncounted(before)  # only the outcome counters moved


def _jobs(m: RollingMemory, sid: str) -> list[tuple[str, str, Range, str]]:
    out = []
    for job_id, f in m.redis.xrange(m.config.keys.session(sid).jobs):
        fields = {k.decode(): v.decode() for k, v in f.items()}
        out.append((job_id.decode(), fields["gen"], Range(int(fields["start"]), int(fields["end"])),
                    fields.get("kind", "block")))
    return out


@pytest.mark.cluster
def test_budget_ledger_on_a_cluster(redis_cluster: Any, prefix: str) -> None:
    client = redis.RedisCluster.from_url(redis_cluster.url, protocol=2)
    try:
        mem = AgentMemory(client, prefix=prefix, buckets=8, budget=BudgetConfig(
            max_entries=6, recent_window=2, min_entries_to_compress=2))
        mem.ensure_groups()
        for sid in ("cb-1", "cb-2", "cb-3"):
            for i, text in enumerate(["the task.", plant("pet", "Rex"), "a.", "b.", "c.", "d.", "e.", "f.", "g."]):
                mem.add_user_message(sid, f"{text} ({i})")
        drain(RollingMemory(client, mem.config), FactSummarizer())
        for sid in ("cb-1", "cb-2", "cb-3"):
            assert {f.key: f.value for f in mem.view(sid).ledger.facts} == {"pet": "Rex"}
            assert "pet: Rex" in json.dumps(mem.model_input(sid, 4000, format="anthropic"))
    finally:
        client.close()


def test_keys_a_write_back_creates_expire_with_the_session(any_redis: redis.Redis, prefix: str) -> None:
    """Writers set a TTL, the daemon has none: the first summary and the ledger take the session's TTL."""
    writer = blocks(any_redis, prefix, ttl_seconds=100)
    daemon_side = RollingMemory(any_redis, prefix=prefix, buckets=4)  # ttl_seconds=None
    say(writer, 22, {5: plant("name", "Ann")})
    mem = AgentMemory(any_redis, prefix=prefix, buckets=4, ttl_seconds=100,
                      budget=BudgetConfig(max_entries=4, recent_window=1, min_entries_to_compress=2))
    for i in range(7):
        mem.add_user_message("b-ttl", plant("pet", "Rex") if i == 2 else f"m {i}.")
    drain(daemon_side, FactSummarizer())
    k, b = writer.config.keys.session(SID), mem.config.keys.budget_session("b-ttl")
    for key in (k.sums, k.facts, b.sums, b.facts):
        assert 0 < any_redis.pttl(key) <= 100_000, key
    assert writer.facts(SID) and mem.facts("b-ttl")


# ---------------------------------------------------------------- the ledger as the summarizer's context


class KnownRecorder(FactSummarizer):
    """A FactSummarizer that declares ``known`` and records, per call, the ledger it was given."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[list[tuple[str, str]]] = []

    def summarize(self, entries: Any, previous: str | None = None,  # type: ignore[override]
                  known: list[Fact] | None = None) -> Any:
        self.seen.append([(f.key, f.value) for f in known or []])
        return super().summarize(entries, previous)


def test_a_summarizer_that_takes_known_gets_the_ledger_before_its_job(any_redis: redis.Redis, prefix: str) -> None:
    m = blocks(any_redis, prefix)
    say(m, 22, {3: plant("name", "Alice Martin")})  # block 2-22
    rec = KnownRecorder()
    drain(m, rec)
    say(m, 22, {5: plant("pet", "Miso")}, sid="led-2")  # another session's ledger is not this one's context
    for i in range(23, 44):  # block 23-43
        m.add_interaction(SID, {"query": plant("budget", "EUR 900") if i == 30 else f"more {i}."}, {"answer": "ok"})
    drain(m, rec)
    assert rec.seen[0] == []  # the first block: an empty ledger
    assert sorted(rec.seen[1:]) == [[], [("name", "Alice Martin")]]
    assert {f.key for f in m.facts(SID).facts} == {"name", "budget"}
    # the ledger off: nothing read, nothing passed
    off = blocks(any_redis, prefix + "off", fact_ledger=False)
    say(off, 22, {3: plant("name", "Alice Martin")})
    drain(off, rec)
    say(off, 22, {8: plant("budget", "EUR 900")})
    drain(off, rec)
    assert rec.seen[3:] == [[], []]


def test_the_default_summarizer_corrects_a_fact_stated_blocks_ago_in_other_words(any_redis: redis.Redis,
                                                                                  prefix: str) -> None:
    """The offline summarizer keys "Dad's patient ID is now V" as the ledger's "dad patient number": the new
    value supersedes the old one, which leaves the model input."""
    m = blocks(any_redis, prefix, summary_cap="merge")
    script = {4: "Dad's patient number is MRN5710540, by the way.",
              30: "They reissued it, so Dad's patient ID is now H701700B."}
    say(m, 22, script)
    drain(m)
    for i in range(23, 44):
        m.add_interaction(SID, {"query": script.get(i, f"turn {i}: nothing to note.")}, {"answer": f"ok {i}."})
    drain(m)
    ledger = m.facts(SID)
    assert [(f.key, f.value) for f in ledger.facts if "patient" in f.key] == [("dad patient number", "H701700B")]
    assert [(f.key, f.value) for f in ledger.superseded] == [("dad patient number", "MRN5710540")]
    text = str(m.model_input(SID, format="text"))
    assert "H701700B" in text and "MRN5710540" not in text


# ---------------------------------------------------------------- a summary beside the ledger, remembered

_vals = st.sampled_from(["EUR 4,800", "EUR 5,200", "Tomás Ruiz", "TOMÁS ruiz", "İstanbul", "istanbul", "Lisbon",
                         "14 May", "14  may", "ab", "Flat 3B", "flat 3b"])
_filler = st.sampled_from(["We met.", "The budget went from", "to", "Call", "on Friday", "and", "\n- rent: ",
                           "\nFacts:\n- city: ", "Ok.", "naïve"])


@given(facts=st.lists(st.tuples(st.sampled_from(["budget", "city", "name"]), _vals), max_size=4),
       old=st.lists(st.tuples(st.sampled_from(["budget", "city", "name", "other"]), _vals), max_size=4),
       parts=st.lists(st.one_of(_vals, _filler), max_size=14))
def test_a_summary_beside_the_ledger_is_remembered_as_computed(facts: list[tuple[str, str]],
                                                              old: list[tuple[str, str]], parts: list[str]) -> None:
    """The rewrite is remembered per text and ledger, and skips the regex work when no stale value's first
    word is in an ASCII text: the same output as the rewrite done in full, whatever the case, spacing and
    alphabet of the values."""
    import rollmem_client.ledger as led_mod

    ledger = Ledger([Fact(k, v, "other", i, 3) for i, (k, v) in enumerate(facts)],
                    [Fact(k, v, "other", i, 3) for i, (k, v) in enumerate(old)], 10)
    text = " ".join(parts)
    got = led_mod.beside_ledger(text, ledger)
    again = led_mod.beside_ledger(text, Ledger(list(ledger.facts), list(ledger.superseded), 10))
    saved = led_mod._scrub_of
    try:  # the regexes on every text: no first words to rule a text out by
        led_mod._scrub_of = lambda fingerprint: saved(fingerprint)._replace(words=None)  # type: ignore[assignment]
        want = led_mod._beside_ledger(text, ledger)
    finally:
        led_mod._scrub_of = saved
    assert got == again == want
