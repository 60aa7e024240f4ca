"""Token savings: what rollmem sends to the model each turn against sending the whole history.

Usage:
    python benchmarks/bench_tokens.py                 # starts its own throw-away redis-server
    python benchmarks/bench_tokens.py --url redis://127.0.0.1:6379/0 [--turns 1000] [--json out.json]

A synthetic agent conversation, the same on every run (seeded): a system prompt,
then 1,000 turns of a user message, sometimes one or two tool calls with their
results (small listings to ~3,000-token JSON), and an assistant reply.

- ``budget`` policy (``AgentMemory``, default ``BudgetConfig``): the model is
  called after the user message and after each tool result. Each call sends
  ``context(sid, budget=ContextBudget(128k), format="selection")``: its
  ``tokens`` (items' tokens plus 4 per item) against the whole history so far
  (every entry's tokens plus 4 per entry). A summarizer daemon (a subprocess,
  the offline ``ExtractiveSummarizer``) runs throughout, and after each append
  that queues a compression the benchmark waits until the summary is written,
  as a daemon that keeps up would have it.
- ``blocks`` policy (``RollingMemory``, seed 000's window of 21 and 3
  summaries): the same 1,000 turns as interactions (the user message; the
  reply with its tool calls and results folded in). Each turn's call sends the
  summaries and the window rendered as chat messages plus the new user message,
  counted with tiktoken plus 4 per message, against the whole history rendered
  the same way.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from typing import Any

import redis
from bench_common import SubprocessDaemon, cleanup, machine_info, machine_line, serve_and_report, wait_written

from rollmem_client import AgentMemory, ContextBudget, RollingMemory
from rollmem_client.tokens import TiktokenCounter

BUDGET = ContextBudget(context_window=128_000)
OVERHEAD = 4  # tokens per message, as fit.DEFAULT_MESSAGE_OVERHEAD
REPORT_TURNS = (10, 100, 500, 1000)

SYSTEM = ("You are Ada, a travel and operations assistant for a small consultancy. You book trains and hotels, "
          "track expenses and answer questions about the team's projects. Use the tools for prices, bookings and "
          "files; never guess a fare. Confirm every booking back to the user with its reference.")
WORDS = (
    "we need to check the train hotel booking for next week and the client meeting in the morning because the "
    "budget is tight so please compare options with breakfast included then send the invoice to finance before "
    "the deadline and update the project report with the new schedule also remind me about the call with the "
    "team after lunch if the fare changes let me know which seat coach and platform are best for a quiet trip "
    "keep the receipts together and book the cheaper room unless the late checkout is free"
).split()
PLACES = ["Zurich", "Milan", "Geneva", "Basel", "Lucerne", "Bern", "Lugano", "Munich", "Lyon", "Turin"]
PEOPLE = ["Anna Keller", "Marco Rossi", "Lea Brunner", "Tom Weber", "Sofia Conti", "Jonas Meier"]
TOOLS = ["search_trains", "hotel_offers", "read_file", "run_sql", "expense_report"]


class Conversation:
    """A deterministic agent conversation: turns of (user text, [(tool, arguments, result)], reply text)."""

    def __init__(self, seed: int = 2026) -> None:
        self.rng = random.Random(seed)

    def sentence(self, lo: int, hi: int, end: str = ".") -> str:
        rng = self.rng
        words = [rng.choice(WORDS) for _ in range(rng.randint(lo, hi))]
        if rng.random() < 0.6:
            words.insert(rng.randrange(len(words)), rng.choice(PLACES))
        if rng.random() < 0.4:
            words.insert(rng.randrange(len(words)), rng.choice(PEOPLE))
        if rng.random() < 0.5:
            words.insert(rng.randrange(len(words)), f"{rng.randint(2, 400)}")
        return " ".join(words).capitalize() + end

    def text(self, sentences: tuple[int, int], question: bool = False) -> str:
        n = self.rng.randint(*sentences)
        parts = [self.sentence(6, 18) for _ in range(n)]
        if question:
            parts.append(self.sentence(5, 12, "?"))
        return " ".join(parts)

    def tool(self) -> tuple[str, dict[str, Any], str]:
        rng = self.rng
        name = rng.choice(TOOLS)
        args = {"from": rng.choice(PLACES), "to": rng.choice(PLACES), "date": f"2026-{rng.randint(1, 12):02d}-"
                f"{rng.randint(1, 28):02d}", "limit": rng.choice([5, 20, 100])}
        size = rng.choices([rng.randint(2, 6), rng.randint(10, 30), rng.randint(40, 70)], weights=[5, 4, 1])[0]
        rows = [{"id": f"{name[:3]}-{rng.randint(1000, 9999)}", "name": f"{rng.choice(PLACES)} {rng.choice(WORDS)}",
                 "price_chf": round(rng.uniform(20, 400), 2), "available": rng.random() < 0.8,
                 "note": self.sentence(3, 8)} for _ in range(size)]
        return name, args, json.dumps({"results": rows, "count": size})

    def turns(self, n: int) -> list[tuple[str, list[tuple[str, dict[str, Any], str]], str]]:
        out = []
        for _ in range(n):
            user = self.text((1, 4), question=self.rng.random() < 0.7)
            tools = [self.tool() for _ in range(self.rng.choices([0, 1, 2], weights=[6, 3, 1])[0])]
            reply = self.text((2, 12))
            out.append((user, tools, reply))
        return out


def budget_run(url: str, r: redis.Redis, prefix: str, turns: list[Any], counter: TiktokenCounter) -> dict[str, Any]:
    mem = AgentMemory(r, prefix=prefix, token_counter=counter)
    mem.setup()
    sid = "agent"
    log = tempfile.NamedTemporaryFile(prefix="rollmem-bench-daemon-", suffix=".log", delete=False).name
    daemon = SubprocessDaemon(url, mem.config.prefix, log, "--block-ms", "500", log_level="WARNING")
    whole = 0  # tokens of the whole history, with per-message overhead
    calls: list[tuple[int, int, int]] = []  # (turn, rollmem tokens, whole-history tokens)
    waited, compressions = 0.0, 0
    largest_context = 0

    def add(result: Any) -> None:
        nonlocal whole, waited, compressions
        whole += result.entry.tokens + OVERHEAD
        if result.queued:
            compressions += 1
            waited += wait_written(lambda: mem.get_stats(sid).pending_jobs)

    def call(turn: int) -> None:
        nonlocal largest_context
        sel = mem.context(sid, BUDGET, "selection")
        largest_context = max(largest_context, sel.tokens)
        calls.append((turn, sel.tokens, whole))

    t0 = time.monotonic()
    try:
        add(mem.set_system_prompt(sid, SYSTEM))
        for t, (user, tools, reply) in enumerate(turns, 1):
            add(mem.add_user_message(sid, user))
            call(t)
            for name, args, result in tools:
                c = mem.add_tool_call(sid, name, args)
                add(c)
                add(mem.add_tool_result(sid, c.entry.tool_call_id, result))
                call(t)
            add(mem.add_assistant_message(sid, reply))
    finally:
        exit_code = daemon.stop()
        os.unlink(log)
    st = mem.get_stats(sid)
    out = summarize_calls(calls)
    out.update(seconds=round(time.monotonic() - t0, 1), waited_for_daemon_seconds=round(waited, 1),
               entries=st.total_entries, compressions=compressions, summaries=st.summaries,
               summaries_written=st.summaries_written, pending_entries=st.pending_entries,
               largest_context_tokens=largest_context, daemon_exit=exit_code,
               input_budget=BUDGET.input_budget,
               whole_history_over_budget_at_turn=next((t for t, _, w in calls if w > BUDGET.input_budget), None))
    return out


def render_blocks(counter: TiktokenCounter, user: str, tools: list[Any], reply: str) -> tuple[int, int]:
    """Tokens of one interaction as two chat messages (the reply carries its tool calls and results)."""
    lines = [reply] + [f"[{name}({json.dumps(args)}) -> {result}]" for name, args, result in tools]
    return counter.count(user) + OVERHEAD, counter.count("\n".join(lines)) + OVERHEAD


def blocks_run(url: str, r: redis.Redis, prefix: str, turns: list[Any], counter: TiktokenCounter) -> dict[str, Any]:
    mem = RollingMemory(r, prefix=prefix)
    mem.setup()
    sid = "chat"
    log = tempfile.NamedTemporaryFile(prefix="rollmem-bench-daemon-", suffix=".log", delete=False).name
    daemon = SubprocessDaemon(url, mem.config.prefix, log, "--block-ms", "500", log_level="WARNING")
    system = counter.count(SYSTEM) + OVERHEAD
    tokens: dict[int, tuple[int, int]] = {}  # seq -> (user message, assistant message) tokens
    whole = system
    calls: list[tuple[int, int, int]] = []
    waited, jobs = 0.0, 0
    t0 = time.monotonic()
    try:
        for t, (user, tools, reply) in enumerate(turns, 1):
            u, a = render_blocks(counter, user, tools, reply)
            ctx = mem.context(sid)
            sent = system + sum(counter.count(s.text) + OVERHEAD for s in ctx.summaries)
            sent += sum(sum(tokens[i.seq]) for i in ctx.window) + u
            calls.append((t, sent, whole + u))
            res = mem.add_interaction(sid, {"text": user},
                                      {"text": reply, "tools": [{"name": n, "arguments": ar, "result": rs}
                                                                for n, ar, rs in tools]})
            tokens[res.seq] = (u, a)
            whole += u + a
            if res.queued:
                jobs += 1
                waited += wait_written(lambda: mem.stats(sid).pending_jobs)
    finally:
        exit_code = daemon.stop()
        os.unlink(log)
    st = mem.stats(sid)
    out = summarize_calls(calls)
    out.update(seconds=round(time.monotonic() - t0, 1), waited_for_daemon_seconds=round(waited, 1),
               interactions=st.last_seq, block_jobs=jobs, summaries=st.summaries,
               summaries_written=st.summaries_written, daemon_exit=exit_code,
               whole_history_over_budget_at_turn=next((t for t, _, w in calls if w > BUDGET.input_budget), None))
    return out


def summarize_calls(calls: list[tuple[int, int, int]]) -> dict[str, Any]:
    at = {}
    for turn in REPORT_TURNS:
        first = next((c for c in calls if c[0] == turn), None)
        if first is not None:  # the turn's first call, and the mean per call over the 100 turns up to it
            near = [c for c in calls if turn - 100 < c[0] <= turn]
            mean_r, mean_w = statistics.mean(c[1] for c in near), statistics.mean(c[2] for c in near)
            at[str(turn)] = {"rollmem": first[1], "whole": first[2], "ratio": round(first[2] / first[1], 1),
                             "mean_rollmem": round(mean_r), "mean_whole": round(mean_w),
                             "mean_ratio": round(mean_w / mean_r, 1)}
    total_r = sum(c[1] for c in calls)
    total_w = sum(c[2] for c in calls)
    return {
        "model_calls": len(calls), "at_turn": at, "total_rollmem": total_r, "total_whole": total_w,
        "total_ratio": round(total_w / total_r, 1), "saved_fraction": round(1 - total_r / total_w, 3),
        "rollmem_per_call_median": statistics.median(c[1] for c in calls),
        "rollmem_per_call_max": max(c[1] for c in calls),
    }


def run(url: str, n_turns: int) -> dict[str, Any]:
    r = redis.Redis.from_url(url, protocol=2)
    counter = TiktokenCounter()
    turns = Conversation().turns(n_turns)
    res: dict[str, Any] = {"machine": machine_info(r), "turns": n_turns,
                           "tool_calls": sum(len(t[1]) for t in turns)}
    prefixes = ["bt" + uuid.uuid4().hex[:8], "bk" + uuid.uuid4().hex[:8]]
    res["budget"] = budget_run(url, r, prefixes[0], turns, counter)
    res["blocks"] = blocks_run(url, r, prefixes[1], turns, counter)
    cleanup(r, prefixes)
    r.close()
    return res


def report(res: dict[str, Any]) -> str:
    lines = [machine_line(res["machine"]),
             f"conversation: {res['turns']:,} turns, {res['tool_calls']:,} tool calls (seeded, the same every run)", ""]
    for policy in ("budget", "blocks"):
        p = res[policy]
        lines += [f"{policy}: {p['model_calls']:,} model calls, run in {p['seconds']} s "
                  f"({p['waited_for_daemon_seconds']} s waiting for the daemon); "
                  + (f"{p['entries']:,} entries, {p['compressions']} compressions, {p['summaries_written']} summaries "
                     f"written, {p['summaries']} kept, {p['pending_entries']} pending at the end"
                     if policy == "budget" else
                     f"{p['interactions']:,} interactions, {p['block_jobs']} block jobs, {p['summaries']} summaries kept"),
                  "", "| turn | rollmem tokens | whole history tokens | whole / rollmem | mean per call over the "
                  "100 turns up to it: rollmem / whole / ratio |", "|---:|---:|---:|---:|---:|"]
        for turn, a in p["at_turn"].items():
            lines.append(f"| {int(turn):,} | {a['rollmem']:,} | {a['whole']:,} | {a['ratio']}x | {a['mean_rollmem']:,} / "
                         f"{a['mean_whole']:,} / {a['mean_ratio']}x |")
        lines += [f"| all {p['model_calls']:,} calls | {p['total_rollmem']:,} | {p['total_whole']:,} | "
                  f"{p['total_ratio']}x | |", "",
                  f"per call: median {p['rollmem_per_call_median']:,.0f}, max {p['rollmem_per_call_max']:,} tokens; "
                  f"{p['saved_fraction']:.1%} of the input tokens saved; the whole history passes the "
                  f"{BUDGET.input_budget:,}-token input budget of a 128k window at turn "
                  f"{p['whole_history_over_budget_at_turn']}", ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", help="Redis to use (default: start a throw-away redis-server on loopback)")
    ap.add_argument("--turns", type=int, default=1000, help="turns of the conversation (default 1000)")
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = ap.parse_args(argv)
    if not 10 <= args.turns <= 10_000:
        ap.error("--turns must be in [10, 10000]")
    return serve_and_report(args.url, lambda url: run(url, args.turns), report, args.json)


if __name__ == "__main__":
    sys.exit(main())
