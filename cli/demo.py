"""``rollmem demo``: a synthetic conversation driven through the SDK, its token bill and the facts kept.

The conversation is scripted (no randomness): Alice plans a team offsite, with
names, a phone number, a booking code, prices, dates, decisions, a budget that
is corrected and an open question at the end. Each turn is appended with
:meth:`RollingMemory.add_interaction`; whenever an append queues a summary job,
an in-process :class:`SummarizerDaemon` drains the job streams (burst mode, the
offline fact-first summarizer), as a daemon that keeps up would. After every
turn the demo reads the session once and builds what
:meth:`RollingMemory.model_input` gives the model (the fact ledger, the
summaries newest first, the window), counting its tokens against the whole
history so far. At the end it checks which planted facts the model input still
holds, against the whole history and against a plain window of the newest
whole turns in the same number of tokens.

Token counts are per rendered piece (the ledger, each summary, each
interaction), each counted once and cached, as chat messages are tokenized one by one.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import os
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from rollmem_client import AsyncRollingMemory, Context, Interaction, MemoryConfig, MemorySummary, RollingMemory
from rollmem_client.budget.fit import Selection
from rollmem_client.daemon import SummarizerDaemon
from rollmem_client.ledger import ledger_text
from rollmem_client.model_input import blocks_selection
from rollmem_client.models import Ledger
from rollmem_client.summarize import entry_turns
from rollmem_client.tokens import TiktokenCounter

Beat = tuple[str, str]  # (what the user asks, what the AI answers)

START = dt.datetime(2025, 5, 2, 9, 0, tzinfo=dt.timezone.utc)
TURN_GAP = dt.timedelta(minutes=3)
SUMMARIZER_TIMEOUT = 60.0

# Facts the conversation plants, and the text that shows each one is still known.
FACTS: tuple[tuple[str, str], ...] = (
    ("user's name", "Alice Martin"),
    ("company", "Northwind Labs"),
    ("Alice's mobile", "+49 170 555 0142"),
    ("destination", "Lisbon"),
    ("dates", "14-16 May"),
    ("hotel", "Casa do Rio"),
    ("hotel booking code", "CDR-5521"),
    ("approved budget", "EUR 5,200"),
    ("who approved it", "Bob"),
    ("dietary needs", "gluten-free"),
)
# Corrections: (fact, the value it had first, the value it was corrected to).
CORRECTIONS: tuple[tuple[str, str, str], ...] = (("budget", "EUR 4,800", "EUR 5,200"),)

_ASPECTS: tuple[tuple[str, str], ...] = (
    ("flights", "How are the flights from Berlin to {city}?"),
    ("hotels", "What do hotels cost in {city}?"),
    ("weather", "What is the weather like in {city} in mid-May?"),
    ("activities", "What could the team do in {city}?"),
    ("venues", "Can we find a meeting room for 12 in {city}?"),
)

_CITIES: dict[str, dict[str, str]] = {
    "Lisbon": {
        "flights": "3 h 30 min direct from BER, about EUR 140 return per person",
        "hotels": "about EUR 140 per double room per night in Baixa or Alfama",
        "weather": "around 22 °C with little rain",
        "activities": "a surf lesson in Cascais, a Tagus boat tour, tram 28 through Alfama",
        "venues": "several hotels rent a meeting room for 12 at about EUR 300 a day",
    },
    "Porto": {
        "flights": "3 h 15 min but usually with one stop, about EUR 180 return per person",
        "hotels": "about EUR 110 per double room per night near Ribeira",
        "weather": "around 19 °C, and rain is more likely than in Lisbon",
        "activities": "port wine cellars in Gaia and a day trip to the Douro valley",
        "venues": "fewer options, mostly business hotels outside the centre",
    },
    "Valencia": {
        "flights": "2 h 55 min direct, about EUR 160 return per person",
        "hotels": "about EUR 120 per double room per night in Ruzafa",
        "weather": "around 23 °C and mostly sunny",
        "activities": "a paella class, cycling in the Turia gardens, the beach at Malvarrosa",
        "venues": "a coworking space near the port rents a room for EUR 250 a day",
    },
}

_AGENDA: tuple[tuple[str, str, str], ...] = (
    ("Wednesday 14 May", "morning", "land at 11:40, minivans to Casa do Rio, check-in"),
    ("Wednesday 14 May", "lunch", "group lunch at the Time Out Market"),
    ("Wednesday 14 May", "afternoon", "kick-off workshop on the H2 roadmap, 14:00 to 17:30"),
    ("Wednesday 14 May", "evening", "welcome dinner in Alfama with fado, EUR 35 per person"),
    ("Thursday 15 May", "morning", "strategy workshop on pricing and the enterprise plan"),
    ("Thursday 15 May", "lunch", "lunch at the hotel, included with the meeting room"),
    ("Thursday 15 May", "afternoon", "surf lesson in Cascais at 14:30, EUR 45 per person"),
    ("Thursday 15 May", "evening", "a free evening"),
    ("Friday 16 May", "morning", "retrospective and action items, owners named for each"),
    ("Friday 16 May", "lunch", "picnic in the Jardim da Estrela"),
    ("Friday 16 May", "afternoon", "Tagus boat tour, EUR 30 per person"),
    ("Friday 16 May", "evening", "flight back at 19:10"),
)

_TASKS: tuple[str, ...] = (
    "the flights for all 12 people are booked",
    "the Casa do Rio deposit of EUR 500 is paid",
    "the meeting room is confirmed for 14 and 15 May",
    "the surf school confirmed Thursday at 14:30",
    "the dietary list went to the restaurants",
    "the airport minivans are confirmed",
    "the agenda is shared on Slack",
    "everyone's travel insurance is checked",
)

_RECAP: Beat = (
    "Quick recap please: where, when, and how much?",
    "Lisbon, Wednesday to Friday 14-16 May, 12 people at Casa do Rio. Budget EUR 5,200 approved by Bob, "
    "planned total EUR 4,990, so EUR 210 spare. Meals: 3 vegetarian, 1 gluten-free (Chen).",
)

CLOSING: Beat = (
    "Bob asked if we can add the Tagus boat tour back for EUR 360. Would that still fit the budget?",
    "Not quite, Alice: the total would be EUR 5,350, EUR 150 over the EUR 5,200 Bob approved. "
    "A sunset cruise at EUR 15 per person (EUR 180) would fit: total EUR 5,170, EUR 30 spare. Shall I book it?",
)


def _story() -> list[Beat]:
    """The scripted part of the conversation: goals, comparison, decision, agenda, budget, logistics."""
    beats: list[Beat] = [
        ("Hi! I need help planning our team offsite.",
         "Happy to help with the offsite. Who are you, and how many people, when, and on what budget?"),
        ("My name is Alice Martin, head of operations. Our company is Northwind Labs, in Berlin.",
         "Nice to meet you, Alice. Happy to help with the Northwind Labs offsite."),
        ("We are 12 people. We'd like three days in mid-May, and the budget is EUR 4,800 in total, travel included.",
         "Noted: 12 people, three days in mid-May, EUR 4,800 all-in, which is EUR 400 per person. "
         "That means a short flight from Berlin."),
        ("The goal is a mix of strategy workshops and team bonding. Nothing too fancy. "
         "My mobile number is +49 170 555 0142, for the hotel and the airline.",
         "Understood: workshops in the mornings, team activities in the afternoons. "
         "I'll look for a city with a good meeting room and easy outdoor options."),
        ("Can you compare Lisbon, Porto and Valencia for us?",
         "Sure. I'll compare them on flights, hotel prices, weather in May, activities and meeting rooms."),
    ]
    for aspect, question in _ASPECTS:
        for city, facts in _CITIES.items():
            beats.append((question.format(city=city), f"{city}, {aspect}: {facts[aspect]}."))
    beats += [
        ("Porto's rain risk worries me. Between Lisbon and Valencia, which fits EUR 4,800 better?",
         "Both fit on paper. Lisbon: flights 12 x EUR 140 = EUR 1,680 and 6 rooms x 2 nights x EUR 140 = EUR 1,680, "
         "leaving EUR 1,440 for the venue, food and activities. Valencia is similar, but its venue is across town."),
        ("Let's go with Lisbon. The team voted for it last year too.",
         "Decision recorded: Lisbon, Alice. Next come the dates, the hotel and the meeting room."),
        ("Can we do Wednesday 14 to Friday 16 May?",
         "14-16 May works: Wednesday to Friday, two nights. Out on the morning of 14 May, back on the evening of 16 May."),
        ("Which hotel would you pick in Lisbon?",
         "Casa do Rio in Baixa: EUR 140 per double room, a meeting room for 14 at EUR 300 a day, five minutes from the river."),
        ("Book Casa do Rio, 6 double rooms, two nights.",
         "Done in the plan: Casa do Rio, 6 double rooms, 14-16 May. The booking code for Casa do Rio is CDR-5521. "
         "The rooms come to EUR 1,680, and the meeting room is held for both days (EUR 600)."),
    ]
    for day, slot, item in _AGENDA:
        beats.append((f"What do we do on {day}, {slot}?", f"{day}, {slot}: {item}."))
    beats += [
        ("Can you total the budget now?",
         "Flights EUR 1,680, rooms EUR 1,680, meeting room EUR 600, surf EUR 540, boat tour EUR 360, "
         "welcome dinner EUR 420: EUR 5,280 in total, EUR 480 over the EUR 4,800 budget."),
        ("That's over. What can we cut?",
         "Dropping the boat tour saves EUR 360 and brings us to EUR 4,920, still EUR 120 over. "
         "Cheaper rooms would hurt the meeting-room deal, so I'd rather not."),
        ("I'll ask Bob, our CFO, whether we can raise the budget to EUR 5,200.",
         "Good idea. With EUR 5,200 we keep the surf lesson and the dinner, and drop only the boat tour."),
        ("Bob approved it: the budget is now EUR 5,200.",
         "Great news, Alice. New budget EUR 5,200, boat tour dropped: planned total EUR 4,920, EUR 280 spare."),
        ("Three of us are vegetarian, and Chen is gluten-free.",
         "Noted for every meal: 3 vegetarian and 1 gluten-free (Chen). The Alfama restaurant has a vegetarian menu."),
        ("How do we get from the airport to Casa do Rio?",
         "Metro red line then green line to Baixa-Chiado, 25 minutes, or two minivans for EUR 70 in total."),
        ("Book the minivans for the arrival; we'll take the metro back on Friday.",
         "Booked: two minivans on 14 May at 11:40. Planned total EUR 4,990, EUR 210 under the EUR 5,200 budget."),
        ("What if it rains on Thursday?",
         "Plan B for the surf lesson is the Oceanarium at EUR 25 per person; we decide on the morning of 15 May."),
    ]
    return beats


def _task_update(k: int) -> Beat:
    """The k-th (0-based) item of the checklist is done."""
    task = _TASKS[k]
    rest = "; ".join(_TASKS[k + 1 : k + 3]) or "nothing, the checklist is complete"
    return (f"Update: {task}.", f"Thanks, Alice. Marked done: {task}. Next on the list: {rest}.")


def _preparations() -> list[Beat]:
    """The weeks before the trip: logistics, people, changes of plan, the checklist and recaps."""
    task = iter(range(len(_TASKS)))
    return [
        ("Can you draft the Slack announcement for the team?",
         "Draft: 'Offsite in Lisbon, Wednesday 14 to Friday 16 May! We stay at Casa do Rio in Baixa. "
         "Flights leave Wednesday morning; the agenda doc has the details. Tell Alice about dietary needs by 9 May.'"),
        ("Post it as is. Who should share rooms?",
         "Six double rooms for 12: I'd pair people across teams, for example Chen with Priya and Jonas with Tomás."),
        ("Good. Put me with Maria from finance.",
         "Rooming list drafted: Alice and Maria, Chen and Priya, Jonas and Tomás, three more pairs to confirm."),
        _task_update(next(task)),
        ("Priya asked if she can bring her partner at her own cost.",
         "Possible: Casa do Rio charges EUR 25 per night for a second guest, EUR 50 in total, paid by Priya. "
         "It does not touch the EUR 5,200 budget."),
        ("OK, approved. What should people pack?",
         "Light layers (22 °C by day, cooler at night), a swimsuit and towel for the surf lesson, "
         "comfortable shoes for the hills of Alfama, and a laptop for the workshops."),
        ("Jonas will run the roadmap workshop and Chen the pricing one.",
         "Noted: Jonas leads the H2 roadmap workshop on Wednesday, Chen the pricing workshop on Thursday. "
         "The room needs 14 seats, a projector and two whiteboards."),
        _task_update(next(task)),
        _RECAP,
        ("What does the forecast say now?",
         "The 10-day forecast for Lisbon shows 21 to 24 °C and a 30% chance of showers on Thursday 15 May, "
         "so we keep the Oceanarium as plan B."),
        ("Can you prepare an icebreaker for the welcome dinner?",
         "Two truths and a lie, by tables of four, about 20 minutes before the main course. Fado starts at 21:30."),
        _task_update(next(task)),
        ("Maria needs every receipt for the accounts. How do we handle expenses?",
         "One company card with Alice for group costs; personal meals on the EUR 30 daily allowance, "
         "receipts photographed into the finance folder by 23 May."),
        ("What's the emergency plan?",
         "The front desk of Casa do Rio is open 24 hours and Hospital de São José is 10 minutes away. "
         "I'll add 112 and your phone number to the agenda doc."),
        _task_update(next(task)),
        ("Tomás can't surf because of a knee injury.",
         "Noted: Tomás joins the group on the beach instead. The surf school charges a flat EUR 540 for the group, "
         "so the budget does not change."),
        _task_update(next(task)),
        ("Should we hire a photographer for Thursday?",
         "A photographer in Cascais costs about EUR 250 for the afternoon, more than the EUR 210 we have spare. "
         "I'd skip it; phones will do."),
        ("Agreed, no photographer.",
         "No photographer, then. The planned total stays at EUR 4,990 of EUR 5,200."),
        _RECAP,
        _task_update(next(task)),
        ("Which flight do we take on Wednesday?",
         "TAP TP 537 leaves BER at 09:10 and lands in Lisbon at 11:40 local time; check-in closes at 08:25."),
        ("And the flight back on Friday?",
         "TP 538 leaves Lisbon at 19:10 and lands at BER at 23:40 Berlin time. We leave Casa do Rio by 17:00."),
        _task_update(next(task)),
        ("Jonas asked if the roadmap workshop can start at 14:30 instead of 14:00.",
         "Fine: Wednesday's workshop moves to 14:30 to 17:30, after lunch at the Time Out Market. Agenda updated."),
        ("Is there vegetarian food at the Time Out Market?",
         "Yes, most stalls have vegetarian dishes and two are gluten-free, so Chen is covered too."),
        _task_update(next(task)),
        ("What is still open?",
         "Two things: one pair on the rooming list, and whether to spend the EUR 210 spare or keep it."),
        ("Maria and I sorted out the last pair. Lock the rooming list.",
         "Rooming list locked: 6 rooms, sent to Casa do Rio."),
        _RECAP,
        ("Can you write a packing reminder for Slack on Monday 12 May?",
         "Draft: 'Two days to Lisbon! Layers, swimsuit and towel, good shoes, laptop. "
         "Meet at BER terminal 1 at 07:45 on Wednesday.'"),
        ("Should we keep the spare money as a buffer?",
         "Yes: I'd keep the EUR 210 for taxis and surprises until we are back."),
        ("When can we check in at Casa do Rio?",
         "Check-in is from 14:00, but they store bags when we arrive at about 12:30."),
        ("Chen asked about Wi-Fi in the meeting room.",
         "The code comes with the keys at check-in; the room also has a wired connection and an HDMI projector."),
        ("Book a table for the welcome dinner: 12 people at 20:00.",
         "Booked: Wednesday 14 May, 20:00, 12 people at Tasca do Chico in Alfama, EUR 35 per person, "
         "3 vegetarian and 1 gluten-free menus."),
        ("What happens if a flight is cancelled?",
         "TAP rebooks us on the next flight; the company card covers an extra night at Casa do Rio (EUR 140) "
         "from the EUR 210 buffer."),
        ("Priya wants to know the dress code.",
         "Casual throughout; something a little smarter for the welcome dinner is enough."),
        ("Can you summarise the plan for our CEO in three lines?",
         "Lisbon, 14-16 May, 12 people at Casa do Rio. Workshops on the roadmap (Jonas) and pricing (Chen), "
         "surf in Cascais, dinner in Alfama. EUR 4,990 planned of the EUR 5,200 Bob approved."),
        ("Great. Email it to me too.",
         "Sent to your inbox, Alice, with the agenda and the rooming list attached."),
        ("By the way, the boat tour was popular in the team survey.",
         "It was the second most voted activity. Adding it back would cost EUR 360 for 12."),
    ]


def _follow_ups() -> Iterator[Beat]:
    """After the script, for longer runs: status checks and recaps (a deterministic cycle)."""
    for n in range(1, 10**9):  # bounded by the caller's turn count
        if n % 5 == 0:
            yield _RECAP
        else:
            task = _TASKS[n % len(_TASKS)]
            yield (f"Check {n}: is it still true that {task}?", f"Yes: {task}; nothing has changed since then.")


def conversation(turns: int) -> Iterator[tuple[dict[str, Any], dict[str, Any], str]]:
    """``turns`` interactions as (userRequest, aiResponse, ts); the last one asks the open question."""
    story = _story() + _preparations()
    more = _follow_ups()
    for i in range(1, turns + 1):
        if i > len(story) and i == turns:
            user, ai = CLOSING
        elif i <= len(story):
            user, ai = story[i - 1]
        else:
            user, ai = next(more)
        ts = (START + (i - 1) * TURN_GAP).isoformat().replace("+00:00", "Z")
        request = {
            "query": user,
            "context": {"userId": "u-1042", "locale": "en-GB", "timezone": "Europe/Berlin", "channel": "web"},
            "options": {"model": "demo-model", "temperature": 0.2, "maxTokens": 512},
        }
        response = {"answer": ai, "model": "demo-model", "finishReason": "stop"}
        yield request, response, ts


def interaction_text(user_request: Any, ai_response: Any) -> str:
    """How an interaction is put in a prompt: its user and AI text, one line each."""
    return "".join(f"{role}: {text}\n" for role, text in entry_turns({"userRequest": user_request, "aiResponse": ai_response}))


def summary_text(summary: MemorySummary) -> str:
    """A summary as the model reads it (its text with the ledger's superseded values taken out)."""
    return f"Summary of interactions {summary.range.start_index}-{summary.range.end_index}:\n{summary.content}\n"


def ledger_block(ledger: Ledger) -> str:
    text = ledger_text(ledger)
    return f"{text}\n" if text else ""


@dataclass
class Side:
    """One way of feeding the model at the last turn: its tokens and which planted facts it still holds."""

    tokens: int = 0
    kept: list[str] = field(default_factory=list)  # fact labels
    interactions: int = 0

    def to_json(self, planted: int) -> dict[str, Any]:
        return {"tokens": self.tokens, "factsKept": len(self.kept), "factsPlanted": planted,
                "interactions": self.interactions}


@dataclass
class DemoResult:
    """What the demo measured (see :meth:`to_json` for the ``--json`` shape)."""

    session: str
    turns: int
    window_size: int
    max_summaries: int
    server: str
    context: Context | None = None
    selection: Selection | None = None
    jobs_queued: int = 0
    daemon_counts: Counter[str] = field(default_factory=Counter)
    last_rollmem: int = 0
    last_full: int = 0
    total_rollmem: int = 0
    total_full: int = 0
    facts: list[tuple[str, str, bool]] = field(default_factory=list)  # (fact, value, still in the model input)
    corrections: list[tuple[str, str, str, bool, bool]] = field(default_factory=list)  # + new kept, stale gone
    full: Side = field(default_factory=Side)
    plain: Side = field(default_factory=Side)
    encoding: str = ""

    @staticmethod
    def ratio(full: int, rollmem: int) -> float:
        return round(full / rollmem, 2) if rollmem else 0.0

    @property
    def ledger(self) -> Ledger:
        return self.selection.ledger if self.selection else Ledger()

    def to_json(self) -> dict[str, Any]:
        ctx, sel = self.context, self.selection
        window = ctx.window if ctx else []
        planted = len(self.facts)
        kept = sum(k for _, _, k in self.facts)
        return {
            "session": self.session,
            "turns": self.turns,
            "windowSize": self.window_size,
            "maxSummaries": self.max_summaries,
            "server": self.server,
            "summaryJobs": {"queued": self.jobs_queued, **dict(sorted(self.daemon_counts.items()))},
            "window": {
                "startIndex": window[0].seq if window else 0,
                "endIndex": window[-1].seq if window else 0,
                "count": len(window),
            },
            "summaries": [  # newest first, as the model reads them
                {"range": {"startIndex": s.range.start_index, "endIndex": s.range.end_index}, "text": s.content}
                for s in (sel.segments if sel else []) if isinstance(s, MemorySummary)
            ],
            "ledger": [{"key": f.key, "value": f.value, "kind": f.kind, "seq": f.seq} for f in self.ledger.facts],
            "superseded": [{"key": f.key, "value": f.value, "kind": f.kind, "seq": f.seq} for f in self.ledger.superseded],
            "headline": {
                "rollmem": {"tokens": self.last_rollmem, "factsKept": kept, "factsPlanted": planted,
                            "interactions": len(window)},
                "fullHistory": self.full.to_json(planted),
                "plainWindow": self.plain.to_json(planted),
            },
            "tokens": {
                "encoding": self.encoding,
                "lastTurn": {"rollmem": self.last_rollmem, "fullHistory": self.last_full,
                             "ratio": self.ratio(self.last_full, self.last_rollmem)},
                "conversation": {"rollmem": self.total_rollmem, "fullHistory": self.total_full,
                                 "ratio": self.ratio(self.total_full, self.total_rollmem)},
            },
            "facts": [{"fact": f, "value": v, "inContext": k} for f, v, k in self.facts],
            "corrections": [{"fact": f, "stale": old, "current": new, "currentKept": a, "staleGone": b}
                            for f, old, new, a, b in self.corrections],
        }


class SummarizerFailed(Exception):
    """The in-process summarizer failed a job, or did not drain the streams in time."""


def _summarize(url: str, cluster: bool, config: MemoryConfig) -> Counter[str]:
    """Drain every job stream with an in-process daemon (burst mode, offline extractive summarizer).

    A failed job would stay pending and keep a burst run waiting for its
    redelivery, so the first failure stops the daemon; so does the time limit.
    """

    async def main() -> Counter[str]:
        memory = AsyncRollingMemory.from_url(url, cluster=cluster, config=config)
        daemon = SummarizerDaemon(memory, consumer=f"rollmem-demo-{os.getpid()}")
        run = asyncio.create_task(daemon.run(burst=True))
        loop = asyncio.get_running_loop()
        deadline = loop.time() + SUMMARIZER_TIMEOUT
        try:
            while not run.done():
                if daemon.counts["failed"] or loop.time() > deadline:
                    daemon.stop()
                    await run
                    raise SummarizerFailed(
                        "a summary job failed (see the log above)" if daemon.counts["failed"]
                        else f"the streams were not drained within {SUMMARIZER_TIMEOUT:.0f} s"
                    )
                await asyncio.wait({run}, timeout=0.02)
            return run.result()
        finally:
            if not run.done():
                run.cancel()
            await asyncio.gather(run, return_exceptions=True)
            await memory.close()

    return asyncio.run(main())


class _Tokens:
    """Counts each rendered piece once (interactions by seq, summaries and the ledger by their text)."""

    def __init__(self) -> None:
        self.counter = TiktokenCounter()
        self.by_seq: dict[int, int] = {}
        self.by_text: dict[str, int] = {}

    def interaction(self, item: Interaction) -> int:
        n = self.by_seq.get(item.seq)
        if n is None:
            n = self.by_seq[item.seq] = self.counter.count(interaction_text(item.user_request, item.ai_response))
        return n

    def text(self, text: str) -> int:
        n = self.by_text.get(text)
        if n is None:
            n = self.by_text[text] = self.counter.count(text) if text else 0
        return n

    def model_input(self, ctx: Context, sel: Selection) -> int:
        summaries = [s for s in sel.segments if isinstance(s, MemorySummary)]
        return (self.text(ledger_block(sel.ledger)) + sum(self.text(summary_text(s)) for s in summaries)
                + sum(self.interaction(i) for i in ctx.window))


def model_input_text(ctx: Context, sel: Selection) -> str:
    """What the model is given: the ledger, the summaries newest first, then the window oldest first."""
    parts = [ledger_block(sel.ledger)]
    parts += [summary_text(s) for s in sel.segments if isinstance(s, MemorySummary)]
    parts += [interaction_text(i.user_request, i.ai_response) for i in ctx.window]
    return "".join(parts)


def _plain_window(history: list[Interaction], tokens: _Tokens, budget: int) -> tuple[Side, str]:
    """The newest whole interactions that fit ``budget`` tokens: what a plain window of that size sends."""
    side, texts = Side(), []
    for item in reversed(history):
        n = tokens.interaction(item)
        if side.tokens + n > budget:
            break
        side.tokens += n
        side.interactions += 1
        texts.append(interaction_text(item.user_request, item.ai_response))
    return side, "".join(reversed(texts))


def run_demo(url: str, cluster: bool, config: MemoryConfig, session: str, turns: int, *, server: str,
             replace: bool = False, on_turn: Callable[[int], None] | None = None) -> DemoResult:
    """Play the conversation into ``session`` and measure what the model is given each turn.

    Raises:
        SessionExists: ``session`` holds data and ``replace`` is False.
    """
    result = DemoResult(session, turns, config.window_size, config.max_summaries, server)
    tokens = _Tokens()
    result.encoding = tokens.counter.encoding_name
    history: list[Interaction] = []
    with RollingMemory.from_url(url, cluster=cluster, config=config) as memory:
        memory.setup()
        if memory.stats(session).exists:
            if not replace:
                raise SessionExists(session, config.prefix)
            memory.clear_session(session)
        full = 0
        for request, response, ts in conversation(turns):
            added = memory.add_interaction(session, request, response, ts)
            if added.queued:
                result.jobs_queued += 1
                result.daemon_counts.update(_summarize(url, cluster, config))
            item = Interaction(added.seq, request, response, ts)
            history.append(item)
            full += tokens.interaction(item)
            ctx = memory.context(session)  # one read: the selection is built from it, as model_input does
            sel = blocks_selection(ctx, with_ledger=config.fact_ledger)
            sent = tokens.model_input(ctx, sel)
            result.total_full += full
            result.total_rollmem += sent
            result.last_full, result.last_rollmem = full, sent
            result.context, result.selection = ctx, sel
            if on_turn is not None:
                on_turn(added.seq)
    whole = "".join(interaction_text(i.user_request, i.ai_response) for i in history)
    planted = [(f, v) for f, v in FACTS if v in whole]
    result.full = Side(full, [f for f, _ in planted], len(history))
    if result.context is not None and result.selection is not None:
        given = model_input_text(result.context, result.selection)
        result.facts = [(f, v, v in given) for f, v in planted]
        result.corrections = [(f, old, new, new in given, old not in given)
                              for f, old, new in CORRECTIONS if old in whole and new in whole]
        result.plain, plain_text = _plain_window(history, tokens, result.last_rollmem)
        result.plain.kept = [f for f, v in planted if v in plain_text]
    return result


class SessionExists(Exception):
    """The demo's session already holds data (and --replace was not given)."""

    def __init__(self, session: str, prefix: str) -> None:
        super().__init__(
            f"session {session!r} already exists under prefix {prefix!r}: pass --replace to overwrite it, "
            "or another --session"
        )
