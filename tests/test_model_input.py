"""The model input of each policy: seed 000's window and summaries plus the ledger, every format;
the budget fitter keeping the ledger and the newest summaries over a long conversation."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
import redis
from fact_summarizers import FactSummarizer, plant
from helpers import Daemons, async_twin, daemon_env, drain, wait_for

from rollmem_client import (
    AgentMemory,
    AsyncRollingMemory,
    ContextBudget,
    MemorySummary,
    RollingMemory,
)
from rollmem_client.budget import rules
from rollmem_client.budget.fit import Selection, fit
from rollmem_client.budget.render import to_openai
from rollmem_client.ledger import (
    LEDGER_HEADER,
    SUPERSEDED_MARK,
    beside_ledger,
    ledger_text,
    ledger_tokens,
    scrub_superseded,
)
from rollmem_client.models import BudgetView, Entry, Fact, Ledger
from rollmem_client.summarize import ExtractiveSummarizer

SID = "mi-1"
PLANTED = {
    3: plant("name", "Alice Martin"),
    30: plant("budget", "EUR 4,800"),
    50: plant("budget", "EUR 5,200"),
    60: plant("phone", "+49 30 1234 5678"),
}


@pytest.fixture
def memory85(any_redis: redis.Redis, prefix: str) -> RollingMemory:
    m = RollingMemory(any_redis, prefix=prefix, buckets=4)
    m.ensure_groups()
    for i in range(1, 86):
        m.add_interaction(SID, {"query": PLANTED.get(i, f"turn {i}: how is it going?")}, {"answer": f"fine {i}."})
    drain(m, FactSummarizer())
    return m


def test_blocks_model_input_in_every_format(memory85: RollingMemory) -> None:
    m = memory85
    oa = m.model_input(SID, "openai")
    assert oa[0] == {"role": "system", "content": oa[0]["content"]} and oa[0]["content"].startswith(LEDGER_HEADER)
    heads = [msg["content"].split("\n", 1)[0] for msg in oa[1:4]]
    assert heads == [f"Summary of earlier conversation (entries {a}-{b}):" for a, b in ((65, 85), (44, 64), (23, 43))]
    window = oa[4:]
    assert [msg["role"] for msg in window] == ["user", "assistant"] * 21
    assert window[0]["content"] == "turn 65: how is it going?" and window[-1]["content"] == "fine 85."

    an = m.model_input(SID, "anthropic")
    assert an["system"][0]["text"].startswith(LEDGER_HEADER) and len(an["system"]) == 4
    assert [t["role"] for t in an["messages"]][:2] == ["user", "assistant"] and len(an["messages"]) == 42

    ge = m.model_input(SID, "gemini")
    assert ge["systemInstruction"]["parts"][0]["text"].startswith(LEDGER_HEADER)
    # Gemini's turns start with the user's and alternate: seed 003's summaries are one Xaiver message
    assert [(c["role"], c.get("name")) for c in ge["contents"][:2]] == [("user", None), ("model", "Xaiver")]
    assert len(ge["contents"][1]["parts"]) == 3
    assert [c["role"] for c in ge["contents"][2:4]] == ["user", "model"]
    assert rules.check_gemini(ge, metadata=True) == [] and rules.check_anthropic(an) == [] and rules.check_openai(oa) == []

    text = m.model_input(SID, "text")
    assert "=== Known Facts ===" in text and "turn 85" in text
    sel = m.model_input(SID, "selection")
    assert isinstance(sel, Selection) and [s.range.end_index for s in sel.segments] == [85, 64, 43]

    for rendered in (oa, an, ge, text):
        blob = json.dumps(rendered) if not isinstance(rendered, str) else rendered
        # the correction: the new value kept, the stale one gone (it was in the 23-43 summary)
        assert "EUR 5,200" in blob and "EUR 4,800" not in blob
        assert "+49 30 1234 5678" in blob and "Alice Martin" in blob  # planted at 3, summary dropped: the ledger


def test_model_input_without_the_ledger_is_seed000_exactly(memory85: RollingMemory) -> None:
    m = memory85
    m.update_config(fact_ledger=False)
    oa = m.model_input(SID, "openai")
    assert not any(LEDGER_HEADER in (msg["content"] or "") for msg in oa)
    ctx = m.context(SID)
    assert len(oa) == 3 + 2 * 21 and [s.range.end_index for s in ctx.summaries_newest_first] == [85, 64, 43]


def test_async_model_input_is_the_same(memory85: RollingMemory) -> None:
    async def main() -> tuple[Any, Any]:
        am = AsyncRollingMemory(async_twin(memory85.redis), memory85.config)
        try:
            return await am.model_input(SID, "anthropic"), await am.facts(SID)
        finally:
            await am.close()

    rendered, ledger = asyncio.run(main())
    assert rendered == memory85.model_input(SID, "anthropic") and ledger == memory85.facts(SID)


def test_unknown_format_is_refused(memory85: RollingMemory) -> None:
    from rollmem_client import InvalidArgument

    with pytest.raises(InvalidArgument):
        memory85.model_input(SID, "xml")


# ---------------------------------------------------------------- the fitter over a long conversation


@pytest.fixture
def daemons(tmp_path: Path) -> Iterator[Daemons]:
    d = Daemons(tmp_path)
    try:
        yield d
    finally:
        d.kill_all()


def _words(rng: random.Random, n: int) -> str:
    vocab = ["the", "plan", "meeting", "moved", "again", "and", "we", "should", "check", "notes", "about",
             "travel", "report", "draft", "numbers", "team", "later", "today", "quick", "question"]
    return " ".join(rng.choice(vocab) for _ in range(n))


@pytest.mark.parametrize("compress_overflow", [True, False])
def test_defaults_at_16k_always_show_the_ledger_and_the_newest_summaries(
    redis_server: Any, real_redis: redis.Redis, prefix: str, daemons: Daemons, compress_overflow: bool
) -> None:
    """With ``BudgetConfig()`` and a 16k request, every turn's model input holds the whole ledger and the
    newest summary, a real daemon summarizing meanwhile. With the budget as the compression watermark
    (the default) the unsummarized tail rarely outgrows the request; without it (the triggers alone),
    it does most turns, and a plain newest-first fitter would then lose the summaries."""
    mem = AgentMemory(real_redis, prefix=prefix, buckets=4)  # BudgetConfig() defaults
    mem.ensure_groups()
    budget = ContextBudget(context_window=16000, max_reply_tokens=1024)
    d = daemons.start(["--url", redis_server.url, "--prefix", prefix, "--buckets", "4",
                       "--summarizer", "fact_summarizers:ShortFactSummarizer"], daemon_env())
    rng = random.Random(8)
    planted: dict[str, str] = {}
    mem.set_system_prompt("s", "You are a helpful assistant.")
    mem.add_user_message("s", "Help me organise my month.")
    summaries_seen = tight = plain_lost = 0
    for i in range(1, 601):
        text = _words(rng, rng.randint(30, 90)) + "."
        if i % 40 == 0:
            key = rng.choice(["name", "pet", "budget", "code", "city"])
            planted[key] = f"V{i}"
            text += " " + plant(key, f"V{i}")
        if i % 2:
            mem.add_user_message("s", text)
        else:
            mem.add_assistant_message("s", text)
        rendered = mem.model_input("s", budget, format="anthropic", compress_overflow=compress_overflow)
        assert rendered["system"][0]["text"] == "You are a helpful assistant."
        view = mem.view("s")  # the daemon writes meanwhile: judge one read, with model_input's own fitter
        sel = fit(view, budget)
        assert sel.tokens <= budget.input_budget
        assert sel.ledger.facts == view.ledger.facts  # the whole ledger, every turn
        summaries = [s for s in view.segments if isinstance(s, MemorySummary)]
        if summaries:
            summaries_seen += 1
            kept = [s.id for s in sel.segments if isinstance(s, MemorySummary)]
            assert summaries[-1].id in kept  # the newest summary, every turn
            tight += sel.dropped_active > 0  # entries not yet queued for summarizing left out
            plain = fit(view, budget, summary_share=0)  # a plain newest-suffix fitter, for comparison
            plain_lost += summaries[-1].id not in [s.id for s in plain.segments if isinstance(s, MemorySummary)]
    assert summaries_seen > 0  # (how soon the first lands depends on the daemon: no count asserted)
    if compress_overflow:
        assert tight < 30  # the unsummarized tail is queued for compressing as soon as it no longer fits
    else:
        assert tight > 50 and plain_lost > 20  # (60-130 seen: how many depends on how fast the daemon runs)
    wait_for(lambda: not mem.get_stats("s").pending_jobs, 30, "the daemon to catch up", d)
    final = json.dumps(mem.model_input("s", budget, format="anthropic"))
    for value in planted.values():
        assert value in final
    assert mem.get_stats("s").summaries >= 2


@pytest.mark.parametrize("name", [
    "Alice", "Priya Raman", "Olu Adeyemi", "Tomás Ortega", "Łucja Wróbel", "Nguyễn Thị Lan",
])
def test_seed002_name_check_with_other_names(fake_redis: redis.Redis, prefix: str, name: str) -> None:
    """Seed 002's verification with the offline summarizer: a name said early, 50 messages, a small
    window; long after its block's summary is dropped, the model input still knows the name."""
    m = RollingMemory(fake_redis, prefix=prefix, buckets=4, window_size=10, max_summaries=2)
    m.ensure_groups()
    for i in range(1, 51):
        query = f"Hi, my name is {name}. Can you help me plan a trip?" if i == 3 else f"Question {i} about the trip?"
        m.add_interaction(SID, {"query": query}, {"answer": f"Sure, here is answer {i}."})
        if i % 10 == 1:
            drain(m)
    drain(m)
    assert [s.range.start_index for s in m.context(SID).summaries] == [22, 32]  # block 2-11 long dropped
    assert name in m.model_input(SID, "text")
    assert name in json.dumps(m.model_input(SID, "openai"), ensure_ascii=False)


# ---------------------------------------------------------------- pieces: scrubbing, the pinned ledger, the watermark


def _ledger(current: list[tuple[str, str, str]], old: Sequence[tuple[str, str]] = ()) -> Ledger:
    facts = [Fact(k, v, kind, i + 10, 4) for i, (k, v, kind) in enumerate(current)]
    return Ledger(facts, [Fact(k, v, "other", 1, 4) for k, v in old], 0)


def test_scrub_drops_stale_sentences_and_marks_stale_values_in_corrections() -> None:
    led = _ledger([("budget", "EUR 5,200", "amount"), ("city", "Lisbon", "address"), ("code", "AB", "id")],
                  [("budget", "EUR 4,800"), ("city", "Porto"), ("code", "XY")])
    text = ("The budget is EUR 4,800. Bob raised it from EUR 4,800 to EUR 5,200. We fly to porto!\n"
            "Names: Alice. Code XY stays.")
    out = scrub_superseded(text, led)
    assert "EUR 4,800" not in out and "Porto" not in out.title()
    assert f"Bob raised it from {SUPERSEDED_MARK} to EUR 5,200." in out
    assert "Names: Alice." in out and "Code XY stays." in out  # values under 3 characters are left alone
    assert scrub_superseded(text, _ledger([("budget", "EUR 5,200", "amount")])) == text  # nothing superseded
    # a stale value that is another fact's current value is not scrubbed
    assert "Lisbon" in scrub_superseded("We met in Lisbon.", _ledger(
        [("city", "Lisbon", "address"), ("home", "Oslo", "address")], [("home", "Lisbon")]))


def test_a_value_its_fact_now_states_more_fully_is_not_stale() -> None:
    # "Wittiga" read first, "Wittiga 62" later under the same key: the old value is part of the new one, not stale
    led = _ledger([("dorm address", "Wittiga 62", "address"), ("parcel note", "send it to Wittiga 62", "preference")],
                  [("dorm address", "Wittiga")])
    text = ledger_text(led)
    assert "- dorm address: Wittiga 62" in text and "- parcel note: send it to Wittiga 62" in text, text
    assert "since changed" not in text


def test_the_ledger_text_never_states_a_superseded_value_on_another_line() -> None:
    # a clause noted under its own key quotes a value a correction later replaced under another key
    led = _ledger([("booking code", "KX7-291", "id"), ("flight note", "the code for the flight is KX7-221", "preference"),
                   ("trip note", "KX7-221 became KX7-291 after the rebooking", "preference"),
                   ("seat", "an aisle seat", "preference")], [("booking code", "KX7-221")])
    text = ledger_text(led)
    assert "- booking code: KX7-291" in text and "- seat: an aisle seat" in text
    assert "the code for the flight is" not in text  # only the stale value: the line goes
    assert f"- trip note: {SUPERSEDED_MARK} became KX7-291 after the rebooking" in text  # beside the current one: marked
    assert "KX7-221" not in text
    assert ledger_text(led) is ledger_text(led)  # remembered per ledger: the same text object
    plain = _ledger([("seat", "an aisle seat", "preference")])
    assert ledger_text(plain).endswith("- seat: an aisle seat")


def test_a_summary_beside_the_ledger_does_not_repeat_its_fact_lines() -> None:
    led = _ledger([("vet", "Dr Amina Osei", "person"), ("gate code", "4471#", "id")])
    text = ("User: The vet moved the jab to Friday.\nFacts:\n- vet: Dr Amina Osei\n- jab: Friday\n"
            "- gate code: 4471#\nNames: Bruno.")
    assert beside_ledger(text, led) == "User: The vet moved the jab to Friday.\nFacts:\n- jab: Friday\nNames: Bruno."
    only = "Facts:\n- VET: dr amina osei\n- gate code: 4471#\nDetails: 12 Elm Row."
    assert beside_ledger(only, led) == "Details: 12 Elm Row."  # the empty section's header goes too
    assert beside_ledger("Facts:\n- vet: Dr Amina Osei", led) == "Facts:\n- vet: Dr Amina Osei"  # never empty
    assert beside_ledger(text, Ledger()) == text
    # a fact line the ledger holds with another value is kept: the ledger shows the newer one beside it
    assert "- vet: Dr Rao" in beside_ledger("Facts:\n- vet: Dr Rao\n- jab: Friday", led)


def test_model_input_beside_the_ledger_states_each_fact_once(any_redis: redis.Redis, prefix: str) -> None:
    m = RollingMemory(any_redis, prefix=prefix, buckets=4)
    m.ensure_groups()
    said = {2: "Our vet is Dr Amina Osei.", 5: "The gate code is 4471#."}
    for i in range(1, 31):
        m.add_interaction("bl-1", {"query": said.get(i, f"turn {i}: rain again.")}, {"answer": f"ok {i}."})
    drain(m, ExtractiveSummarizer())
    stored = "\n".join(s.text for s in m.context("bl-1").summaries)
    shown = m.model_input("bl-1", "text")
    for line in ("- vet: Dr Amina Osei", "- gate code: 4471"):
        assert line in stored  # the summary as stored keeps its fact line
        assert shown.count(line) == 1, shown  # the model reads it once, in the ledger
    assert "User: Our vet is Dr Amina Osei." in shown  # the summary's quoted sentences stay


def test_the_ledger_is_pinned_and_gives_way_to_the_current_turn_least_useful_first() -> None:
    led = _ledger([("allergy", "peanuts", "constraint"), ("color", "blue", "preference"),
                   ("name", "Ann", "person"), ("misc", "x y z", "other")])
    turn = Entry(id="e1", type="message", role="user", content="hi", ts="2026-01-01T00:00:00Z", tokens=50, seq=1)
    view = BudgetView("s", None, None, [], [turn], 1, led)
    whole = fit(view, 1000)
    assert whole.ledger == led and whole.entries == [turn]
    assert whole.tokens == ledger_tokens(led) + 4 + 54
    tight = fit(view, 54 + 4 + ledger_tokens(led) - 1)  # one token short: the least useful fact goes
    assert [f.key for f in tight.ledger.facts] == ["allergy", "color", "name"] and tight.entries == [turn]
    tighter = fit(view, 54 + 4 + 16 + 2 * 6)  # room for two facts: the constraint and the person stay
    assert [f.key for f in tighter.ledger.facts] == ["allergy", "name"]
    assert fit(view, 54).ledger.facts == [] and fit(view, 54).entries == [turn]
    assert LEDGER_HEADER in json.dumps(to_openai(whole)) and LEDGER_HEADER not in json.dumps(to_openai(fit(view, 54)))


def test_an_unsummarized_tail_that_outgrows_the_budget_queues_a_compression(any_redis: redis.Redis,
                                                                             prefix: str) -> None:
    mem = AgentMemory(any_redis, prefix=prefix, buckets=4)  # defaults: no trigger fires for 30 short messages
    mem.ensure_groups()
    for i in range(30):
        mem.add_message("w", "user" if i % 2 == 0 else "assistant", f"message number {i} " * 5)
    assert mem.get_stats("w").jobs_queued == 0
    sel = mem.model_input("w", 400, format="selection", compress_overflow=False)
    assert sel.dropped_active > 0 and mem.get_stats("w").jobs_queued == 0
    assert mem.model_input("w", None, format="selection").dropped_active == 0  # everything fits: nothing queued
    assert mem.get_stats("w").jobs_queued == 0
    mem.context("w", 400)  # the budget is the watermark: the tail is queued for summarizing
    st_ = mem.get_stats("w")
    assert st_.jobs_queued == 1 and st_.pending_entries == 30 - 1 - 10  # all but the anchor and the recent 10
    mem.context("w", 400)  # nothing more to compress outside the recent window: no second job
    assert mem.get_stats("w").jobs_queued == 1


# ------------------------------------------------------------ a turn in one round trip


def _twins(any_redis: redis.Redis, prefix: str) -> tuple[AgentMemory, AgentMemory]:
    """Two clients of one deployment; the second never adds in one call (the reference)."""
    a, b = AgentMemory(any_redis, prefix=prefix, buckets=4), AgentMemory(any_redis, prefix=prefix, buckets=4)
    a.set_system_prompt("one", "You are terse.")
    b.set_system_prompt("two", "You are terse.")
    return a, b


@pytest.mark.parametrize("fmt", ["openai", "openai_responses", "anthropic", "gemini", "text", "selection"])
def test_add_and_context_is_add_then_context(any_redis: redis.Redis, prefix: str, fmt: str) -> None:
    one, two = _twins(any_redis, prefix)
    budget = ContextBudget(context_window=12_000, max_reply_tokens=1000, safety_margin=0, tool_headroom=0)
    for i in range(40):
        role, text = ("user", f"question {i} about the Lisbon trip " * 3) if i % 2 == 0 else ("assistant", f"answer {i}")
        fields: dict[str, Any] = {"ts": f"2026-11-23T10:{i:02d}:00Z"}
        if i % 7 == 0:
            fields.update(name="ana", metadata={"turn": i})
        got, out = one.add_and_context("one", role, text, budget, fmt, fields=fields)
        want = two.add_message("two", role, text, **fields)
        assert (got.seq, got.queued, got.context_tokens, got.active_entries) == (
            want.seq, want.queued, want.context_tokens, want.active_entries)
        assert got.entry.content == text and got.entry.seq == got.seq
        ref = two.context("two", budget, fmt)
        if fmt == "selection":
            assert [e.content for e in out.entries] == [e.content for e in ref.entries]
        else:
            assert out == ref
    assert one.view("one").last_seq == 41


def test_add_and_context_refuses_bad_input_and_stores_nothing(any_redis: redis.Redis, prefix: str) -> None:
    from helpers import Unchanged

    from rollmem_client.errors import InvalidArgument, InvalidEntry, InvalidSessionId, WrongPolicy

    mem = AgentMemory(any_redis, prefix=prefix, buckets=4)
    mem.add_user_message("s", "Plan the move")
    RollingMemory(any_redis, prefix=prefix, buckets=4).add_interaction("blocks-s", {"q": 1}, {"a": 1})
    bad: list[tuple[type[Exception], dict[str, Any]]] = [
        (InvalidArgument, {"format": "yaml"}),
        (InvalidArgument, {"format": "anthropic", "cache_control": "yes"}),
        (InvalidArgument, {"format": "openai", "no_such_option": 1}),
        (InvalidArgument, {"page": 0}),
        (InvalidArgument, {"budget": -5}),
        (InvalidArgument, {"pending": "some"}),
        (InvalidEntry, {"role": "tool"}),
        (InvalidEntry, {"content": 42}),
        (InvalidArgument, {"fields": {"colour": "red"}}),
        (InvalidSessionId, {"session_id": "no spaces"}),
        (WrongPolicy, {"session_id": "blocks-s"}),
    ]
    for exc, change in bad:
        call: dict[str, Any] = {"session_id": "s", "role": "user", "content": "hello", "budget": 4000, **change}
        with Unchanged(mem, nonempty=True), pytest.raises(exc):
            mem.add_and_context(**call)


def test_add_and_context_stores_the_message_when_only_the_read_fails(any_redis: redis.Redis, prefix: str) -> None:
    from rollmem_client.errors import CorruptEntry

    mem = AgentMemory(any_redis, prefix=prefix, buckets=4)
    mem.add_user_message("s", "Plan the move")  # seq 1, the pinned anchor
    mem.add_assistant_message("s", "Which city?")  # seq 2, in the body hash
    keys = mem.config.keys.budget_session("s")
    any_redis.hset(keys.body, "2", b'{"id": "x", "type": "message", "role": "assistant", "content": ')  # truncated
    with pytest.raises(CorruptEntry):
        mem.add_and_context("s", "user", "Porto.", 4000)
    assert mem.get_stats("s").last_seq == 3  # the message is stored; the error is the read's


def test_async_add_and_context(any_redis: redis.Redis, prefix: str) -> None:
    from rollmem_client import AsyncAgentMemory

    sync = AgentMemory(any_redis, prefix=prefix, buckets=4)

    async def turns() -> list[Any]:
        mem = AsyncAgentMemory(async_twin(any_redis), prefix=prefix, buckets=4)
        try:
            return [await mem.add_and_context("a", "user" if i % 2 == 0 else "assistant", f"m{i}", 2000, "anthropic")
                    for i in range(6)]
        finally:
            await mem.close()

    out = asyncio.run(turns())
    assert [r.seq for r, _ in out] == [1, 2, 3, 4, 5, 6]
    assert out[-1][1] == sync.context("a", 2000, "anthropic")
