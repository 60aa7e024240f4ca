"""The agent read path (issue 10 item 7): an AgentMemory turn against the peers' turns, side by side.

Usage:
    python benchmarks/bench_agent.py                 # starts its own throw-away redis-server
    python benchmarks/bench_agent.py --url redis://127.0.0.1:6379/0 [--rounds 5] [--ops 150] [--json out.json]

Needs the peers: ``pip install '.[bench]'`` (langchain-community, langchain-core, openai-agents).

A *turn* is what a bot does per model call: store the new message, read what goes to the model.

- **At a history of 21, sync**: ``AgentMemory.add_and_context(sid, "user", text, ContextBudget(128k),
  "openai")`` (tokens counted with tiktoken; the append and the read in one ``rollmem_budget_turn`` call), and for
  reference the same turn as two calls (``add_message`` then ``context``), against langchain-community's
  ``RedisChatMessageHistory.add_message`` then ``.messages`` (LPUSH, LRANGE, ``messages_from_dict``).
  Every timed turn uses its own session holding 20 messages, so each reads 21.
- **At a history of 10,000, asyncio**: ``AsyncAgentMemory.add_and_context`` (the same turn; its 10,000 entries were
  added with the default ``BudgetConfig`` while a summarizer kept up, and it keeps up during the timed turns
  too, untimed every 10 turns of each variant, so the working set is what the policy keeps) against the OpenAI
  Agents SDK's ``RedisSession.add_items`` then ``get_items()``
  (every item, as the Runner reads a session without a limit).
- **``AgentMemory.context`` per call**, before and after this change: "before" is the old path
  (``rollmem_budget_context`` ships the whole working set, the client decodes all of it, fits and
  renders), "after" the server-side pruning (``rollmem_budget_fit``); at 100 active entries and at
  10,000 entries with a summarizer keeping up (128k window), and at 10,000 entries never summarized
  (pending; the context read holds at most 1,000 of them) with a 32k window.
- **SDK CPU per call** (no I/O, replies recorded once): decoding a context reply, fitting and
  rendering; and decoding a 21-interaction ``blocks`` context.
- **Server time per call** (INFO commandstats) of both budget reads.

Each comparison runs every variant with redis-py's hiredis parser and with its pure-Python parser
(``parser_class``), each client on one connection. Variants run interleaved call by call in a
rotating order; figures are medians over rounds, ratios (rollmem / peer, in turns per second) are
taken within a round.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import statistics
import sys
import time
import uuid
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import redis
import redis.asyncio as aioredis
from bench_budget import ConstantSummarizer
from bench_common import burst_drain, cleanup, interleaved, machine_info, machine_line, pct, serve_and_report
from bench_core import client_cpu, drive, server_profile, transaction_reply
from redis._parsers import _AsyncHiredisParser, _AsyncRESP2Parser, _HiredisParser, _RESP2Parser

from rollmem_client import AgentMemory, AsyncAgentMemory, BudgetConfig, ContextBudget, MemoryConfig, RollingMemory
from rollmem_client.blocks import ops as blocks_ops
from rollmem_client.budget import ops as budget_ops
from rollmem_client.budget.fit import fit, server_fit_request
from rollmem_client.budget.render import render
from rollmem_client.budget.snapshot import read_snapshot, snapshot_cmds
from rollmem_client.daemon import SummarizerDaemon
from rollmem_client.driver import _run_transaction

BUDGET = ContextBudget(context_window=128_000)
SMALL = ContextBudget(context_window=32_000)  # 17,664 tokens of input: less than the never-summarized working set


def budget_for(case: str) -> ContextBudget:
    return SMALL if "32k" in case else BUDGET
SHORT = 21
LONG = 10_000
MID = 100
PARSERS = {"hiredis": (_HiredisParser, _AsyncHiredisParser), "python": (_RESP2Parser, _AsyncRESP2Parser)}
USER = "Can you check whether the 14:05 train from Milan to Zurich on Friday still has first-class seats?"
ASSISTANT = ("Yes: the EC 14:05 from Milano Centrale reaches Zurich HB at 17:22 and first class still has 23 seats. "
             "With your Half Fare card the fare is CHF 61.40 one way.")


def text(i: int) -> tuple[str, str]:
    return ("user", USER) if i % 2 == 0 else ("assistant", ASSISTANT)


def client(url: str, parser: str) -> redis.Redis:
    return redis.Redis.from_url(url, protocol=2, single_connection_client=True, parser_class=PARSERS[parser][0])


def aclient(url: str, parser: str) -> aioredis.Redis:
    return aioredis.Redis.from_url(url, protocol=2, single_connection_client=True, parser_class=PARSERS[parser][1])


def summarize(name: str, rounds: list[dict[str, list[int]]], baseline: dict[str, str]) -> list[dict[str, Any]]:
    """Per variant: median over rounds of turns/s and p50/p99; ratio to its baseline within each round."""
    rows = []
    for v in rounds[0]:
        tps = [len(r[v]) / (sum(r[v]) / 1e9) for r in rounds]
        p50 = [pct(sorted(r[v]), 0.5) / 1000 for r in rounds]
        p99 = [pct(sorted(r[v]), 0.99) / 1000 for r in rounds]
        row: dict[str, Any] = {"case": name, "variant": v, "ops_per_s": statistics.median(tps),
                               "p50_us": statistics.median(p50), "p99_us": statistics.median(p99),
                               "calls": min(len(r[v]) for r in rounds)}
        if v in baseline:
            b = baseline[v]
            ratios = [(len(r[v]) / sum(r[v])) / (len(r[b]) / sum(r[b])) for r in rounds]
            row.update(vs=b, ratio=statistics.median(ratios), ratio_min_max=[min(ratios), max(ratios)])
        rows.append(row)
    return rows


def timed(variants: dict[str, Callable[[], Any]], ops: int, seconds: float) -> dict[str, list[int]]:
    """One round of interleaved calls with the cyclic garbage collector off: a collection triggered by one variant's garbage
    (the peers' thousands of dicts) would otherwise be charged to whichever call happens to run then."""
    gc.collect()
    gc.disable()
    try:
        return dict(zip(variants, interleaved(list(variants.values()), ops, seconds), strict=True))
    finally:
        gc.enable()


# ---------------------------------------------------------------- history 21: LangChain, sync


def short_turns(url: str, prefix: str, rounds: int, ops: int) -> list[dict[str, Any]]:
    import json

    from langchain_community.chat_message_histories import RedisChatMessageHistory
    from langchain_core.messages import AIMessage, HumanMessage, message_to_dict

    need = rounds * ops + 20
    filler = client(url, "hiredis")
    mems = {p: AgentMemory(client(url, p), MemoryConfig(prefix=prefix)) for p in PARSERS}
    lc_clients = {p: client(url, p) for p in PARSERS}
    lc_payloads = [json.dumps(message_to_dict(HumanMessage(USER) if i % 2 == 0 else AIMessage(ASSISTANT)))
                   for i in range(SHORT - 1)]
    sessions: dict[str, Iterator[str]] = {}
    for p, mem in mems.items():
        sids = [f"s21-{p}-{i}" for i in range(need)]
        fill_sessions(filler, mem, sids, SHORT - 1)
        sessions[f"rollmem/{p}"] = iter(sids)
        if p == "hiredis":  # the same turn as two calls (add_message, then context), for reference
            sids = [f"s21-2c-{i}" for i in range(need)]
            fill_sessions(filler, mem, sids, SHORT - 1)
            sessions[f"rollmem-2calls/{p}"] = iter(sids)
        lc_sids = [f"lc21-{p}-{i}" for i in range(need)]
        pipe = filler.pipeline(transaction=False)
        for sid in lc_sids:
            pipe.lpush(f"{prefix}:lc:{sid}", *lc_payloads[::-1])
        pipe.execute()
        sessions[f"langchain/{p}"] = iter(lc_sids)

    def rollmem_turn(p: str, one_call: bool = True) -> Callable[[], Any]:
        mem, it = mems[p], sessions[f"rollmem/{p}" if one_call else f"rollmem-2calls/{p}"]

        def turn() -> Any:
            sid = next(it)
            return mem.add_and_context(sid, "user", USER, BUDGET, "openai")[1]

        def two_calls() -> Any:
            sid = next(it)
            mem.add_message(sid, "user", USER)
            return mem.context(sid, BUDGET, "openai")
        return turn if one_call else two_calls

    def langchain_turn(p: str) -> Callable[[], Any]:
        it = sessions[f"langchain/{p}"]
        h = RedisChatMessageHistory("x", url=url, key_prefix=f"{prefix}:lc:")
        h.redis_client = lc_clients[p]  # the same connection settings as rollmem's

        def turn() -> Any:
            h.session_id = next(it)
            h.add_message(HumanMessage(USER))
            return h.messages
        return turn

    # one check that both read what they should
    probe_sid = next(sessions["rollmem/hiredis"])
    assert len(mems["hiredis"].context(probe_sid, BUDGET, "openai")) == SHORT - 1
    variants = {**{f"rollmem/{p}": rollmem_turn(p) for p in PARSERS},
                "rollmem-2calls/hiredis": rollmem_turn("hiredis", one_call=False),
                **{f"langchain/{p}": langchain_turn(p) for p in PARSERS}}
    out = [timed(variants, ops, 20.0) for _ in range(rounds)]
    return summarize(f"turn @ {SHORT}", out, {**{f"rollmem/{p}": f"langchain/{p}" for p in PARSERS},
                                             "rollmem-2calls/hiredis": "langchain/hiredis"})


def fill_sessions(r: redis.Redis, mem: AgentMemory, sids: list[str], n: int) -> None:
    """``n`` messages in each session, with pipelined FCALLs carrying what the SDK would send."""
    mem.setup()
    payloads = []
    for i in range(n):
        role, t = text(i)
        e = budget_ops.make_entry(mem.counter, "message", role, t)
        payloads.append((role, e.tokens, budget_ops._encode_entry(mem.config, e)))
    b = mem.config.budget
    tail = (*b.lua_args(), mem.config.ttl_ms, mem.config.max_entry_bytes, b.events_maxlen)
    for lo in range(0, len(sids), 100):
        pipe = r.pipeline(transaction=False)
        for sid in sids[lo : lo + 100]:
            keys = mem.config.keys.budget_session(sid).as_list()
            for role, tokens, payload in payloads:
                pipe.execute_command("FCALL", "rollmem_budget_append", len(keys), *keys, sid, "m", role, tokens, "",
                                     payload, *tail)
        pipe.execute()


def build_long(url: str, r: redis.Redis, mem: AgentMemory, sid: str, n: int, summarize: bool) -> float:
    """``n`` entries in chunks of 500; with ``summarize``, an in-process summarizer writes what each chunk queued."""
    t0 = time.monotonic()
    done = 0
    while done < n:
        step = min(500, n - done)
        fill_sessions(r, mem, [sid], step)
        done += step
        if summarize:
            burst_drain(url, mem.config, ConstantSummarizer(), concurrency=4)
    return time.monotonic() - t0


# ---------------------------------------------------------------- history 10,000: OpenAI Agents, asyncio


async def ainterleaved(fns: list[Callable[[], Awaitable[Any]]], n: int, seconds: float,
                       between: Callable[[], Awaitable[Any]] | None = None, every: int = 10) -> list[list[int]]:
    """bench_common.interleaved for coroutines; ``between`` (untimed) runs after every ``every`` iterations."""
    pc = time.perf_counter_ns
    lat: list[list[int]] = [[] for _ in fns]
    deadline = pc() + int(seconds * 1e9)
    for i in range(n):
        for j in range(len(fns)):
            v = (i + j) % len(fns)
            t = pc()
            await fns[v]()
            lat[v].append(pc() - t)
            for _ in range(3):  # untimed: let callbacks a call left on the loop run before the next is timed
                await asyncio.sleep(0)
        if between is not None and (i + 1) % every == 0:
            await between()
        if pc() > deadline:
            break
    return lat


async def adrain(url: str, config: MemoryConfig) -> None:
    """bench_common.burst_drain inside a running event loop."""
    amem = AsyncAgentMemory(aioredis.Redis.from_url(url, protocol=2), config)
    try:
        await asyncio.wait_for(SummarizerDaemon(amem, ConstantSummarizer(), concurrency=4,
                                                heartbeat_seconds=60).run(burst=True), 60)
    finally:
        await amem.close()


def long_turns(url: str, prefix: str, sids: dict[str, str], rounds: int, ops: int) -> list[dict[str, Any]]:
    from agents.extensions.memory import RedisSession

    async def main() -> list[dict[str, Any]]:
        ams = {p: AsyncAgentMemory(aclient(url, p), MemoryConfig(prefix=prefix)) for p in PARSERS}
        sessions = {p: RedisSession(f"oa-{p}", redis_client=aclient(url, p), key_prefix=f"{prefix}:agents")
                    for p in PARSERS}
        for s in sessions.values():
            for lo in range(0, LONG, 1000):
                await s.add_items([{"role": text(i)[0], "content": text(i)[1]} for i in range(lo, lo + 1000)])
        assert len(await sessions["hiredis"].get_items()) == LONG

        def rollmem_turn(p: str) -> Callable[[], Awaitable[Any]]:
            async def turn() -> Any:
                return (await ams[p].add_and_context(sids[p], "user", USER, BUDGET, "openai"))[1]
            return turn

        def openai_turn(p: str) -> Callable[[], Awaitable[Any]]:
            async def turn() -> Any:
                await sessions[p].add_items([{"role": "user", "content": USER}])
                return await sessions[p].get_items()
            return turn

        variants = {**{f"rollmem/{p}": rollmem_turn(p) for p in PARSERS},
                    **{f"openai-agents/{p}": openai_turn(p) for p in PARSERS}}
        out = []
        for _ in range(rounds):
            gc.collect()
            gc.disable()
            try:
                # untimed, every 10 turns of each variant: the summarizer writes what they queued, as a
                # daemon keeps up with a bot (the working set stays what the policy keeps, about 80-120
                # entries, rather than growing by every turn of the round)
                lats = await ainterleaved(list(variants.values()), ops, 20.0,
                                          lambda: adrain(url, MemoryConfig(prefix=prefix)), every=10)
            finally:
                gc.enable()
            out.append(dict(zip(variants, lats, strict=True)))
        for m in ams.values():
            await m.close()
        for s in sessions.values():
            await s.close()
        return summarize(f"turn @ {LONG}", out, {f"rollmem/{p}": f"openai-agents/{p}" for p in PARSERS})

    return asyncio.run(main())


# ---------------------------------------------------------------- context per call, before and after


def function_view(cfg: MemoryConfig, sid: str) -> Any:
    """The whole working set as ``rollmem_budget_context`` returns it (the read before the fitted one)."""
    reply = yield budget_ops._fcall("rollmem_budget_context", cfg.keys.budget_session(sid), "include", 1, readonly=True)
    return budget_ops._decode_view(sid, reply)[0]


def before(mem: AgentMemory, sid: str, budget: ContextBudget = BUDGET) -> Any:
    """AgentMemory.context as it was: the whole working set read by the function, decoded, fitted, rendered."""
    return render(fit(mem.execute(function_view, sid), budget), "openai")


def context_calls(url: str, prefix: str, cases: dict[str, str], rounds: int, ops: int) -> list[dict[str, Any]]:
    mems = {p: AgentMemory(client(url, p), MemoryConfig(prefix=prefix)) for p in PARSERS}
    rows = []
    for case, sid in cases.items():
        b = budget_for(case)
        assert before(mems["hiredis"], sid, b) == mems["hiredis"].context(sid, b, "openai")
        variants: dict[str, Callable[[], Any]] = {}
        for p, m in mems.items():
            variants[f"before/{p}"] = lambda m=m, sid=sid, b=b: before(m, sid, b)
            variants[f"after/{p}"] = lambda m=m, sid=sid, b=b: m.context(sid, b, "openai")
        out = [timed(variants, ops, 4.0) for _ in range(rounds)]
        base = {"after/hiredis": "before/python", "after/python": "before/python", "before/hiredis": "before/python"}
        rows += summarize(f"context @ {case}", out, base)
    return rows


def sdk_cpu(r: redis.Redis, prefix: str, cases: dict[str, str], blocks_sid: str | None = None) -> list[dict[str, Any]]:
    """Client CPU per call with the replies recorded once (decode + fit + render; blocks decode)."""
    mem = AgentMemory(r, MemoryConfig(prefix=prefix))
    rows = []
    for case, sid in cases.items():
        req = server_fit_request(budget_for(case))
        keys = mem.config.keys.budget_session(sid).as_list()
        whole = r.fcall_ro("rollmem_budget_context", len(keys), *keys, "include")
        fitted = r.fcall_ro("rollmem_budget_fit", len(keys), *keys, "include", *fit_argv(req))
        snap = _run_transaction(r, tuple(snapshot_cmds(mem.config.keys.budget_session(sid), True)))
        rows.append({"case": case, **_cpu_case(mem, sid, req, whole, fitted, 500 if "pending" not in case else 20,
                                               budget_for(case))})
        if read_snapshot("include", snap) is not None:  # a session the SDK reads whole, without Lua
            rows[-1].update(best_of({
                "snapshot_us": lambda sid=sid, snap=snap, case=case: render(fit(
                    budget_ops._snapshot_decoded(sid, read_snapshot("include", snap)), budget_for(case)), "openai"),
                "decode_snapshot_us": lambda sid=sid, snap=snap: budget_ops._snapshot_decoded(
                    sid, read_snapshot("include", snap))}, 500))
    if blocks_sid is None:
        return rows
    rm = RollingMemory(r, prefix=prefix)
    reply = transaction_reply(r, blocks_ops.context(rm.config, blocks_sid))
    rows.append({"case": "blocks context, 21 interactions", **best_of(
        {"decode_after_us": lambda: drive(blocks_ops.context(rm.config, blocks_sid), reply)}, 2000)})
    return rows


def _cpu_case(mem: AgentMemory, sid: str, req: Any, whole: Any, fitted: Any, n: int,
              budget: ContextBudget) -> dict[str, float]:
    cfg = mem.config

    def old() -> Any:
        return render(fit(drive(function_view(cfg, sid), whole), budget), "openai")

    def new() -> Any:
        return render(fit(drive(budget_ops.fitted_view(cfg, sid, req), fitted), budget), "openai")

    return best_of({"before_us": old, "after_us": new,
                    "decode_before_us": lambda: drive(function_view(cfg, sid), whole),
                    "decode_after_us": lambda: drive(budget_ops.fitted_view(cfg, sid, req), fitted)}, n)


def best_of(fns: dict[str, Callable[[], Any]], n: int, batches: int = 5) -> dict[str, float]:
    """Mean µs per call of each function over n calls, the best of ``batches`` batches taken in turn
    (on a shared machine the least disturbed batch is the closest to the code's own cost)."""
    best = dict.fromkeys(fns, float("inf"))
    for _ in range(batches):
        for name, fn in fns.items():
            best[name] = min(best[name], client_cpu(fn, n))
    return best


def fit_argv(req: Any) -> tuple[int, int, int]:
    return req.budget, req.message_overhead, req.placeholder_tokens


def server_time(r: redis.Redis, prefix: str, cases: dict[str, str]) -> list[dict[str, Any]]:
    mem = AgentMemory(r, MemoryConfig(prefix=prefix))
    rows = []
    for case, sid in cases.items():
        req = server_fit_request(budget_for(case))
        keys = mem.config.keys.budget_session(sid).as_list()
        n = 300 if case != "10,000 pending, 32k window" else 20
        ctx, _ = server_profile(r, lambda keys=keys: r.fcall_ro("rollmem_budget_context", len(keys), *keys, "include"),
                                "fcall_ro", n)
        sel, _ = server_profile(r, lambda keys=keys, req=req: r.fcall_ro(
            "rollmem_budget_fit", len(keys), *keys, "include", *fit_argv(req)), "fcall_ro", n)
        cmds = tuple(snapshot_cmds(mem.config.keys.budget_session(sid), True))
        snap, _ = server_profile(r, lambda cmds=cmds: _run_transaction(r, cmds), "exec", n)
        rows.append({"case": case, "rollmem_budget_context_us": ctx, "rollmem_budget_fit_us": sel,
                     "snapshot_us": snap})
    return rows


# ---------------------------------------------------------------- run and report


def run(url: str, rounds: int, ops: int, server_stats: bool) -> dict[str, Any]:
    prefix = "bagent" + uuid.uuid4().hex[:8]
    r = client(url, "hiredis")
    res: dict[str, Any] = {"machine": machine_info(r), "load_before": _load(), "rounds": rounds, "ops": ops}
    try:
        t0 = time.monotonic()
        mem = AgentMemory(r, MemoryConfig(prefix=prefix))
        wide = AgentMemory(r, MemoryConfig(prefix=prefix, budget=BudgetConfig(max_entries=1000, max_tokens=10**9)))
        fill_sessions(r, wide, ["ctx100"], MID)
        res["build_10000_s"] = round(build_long(url, r, mem, "long", LONG, summarize=True), 1)
        build_long(url, r, mem, "long2", LONG, summarize=True)  # one session per parser variant of the turn
        # compressions queued, never summarized: a deployment of its own, out of the summarizers' reach
        pmem = AgentMemory(r, MemoryConfig(prefix=prefix + "p"))
        build_long(url, r, pmem, "pending", LONG, summarize=False)
        rm = RollingMemory(r, prefix=prefix)
        for i in range(SHORT):
            rm.add_interaction("blocks21", {"query": USER, "n": i}, {"answer": ASSISTANT, "n": i})
        res["setup_s"] = round(time.monotonic() - t0, 1)
        res["shapes"] = {"100": _shape(mem, "ctx100"), "10,000 summarized": _shape(mem, "long"),
                         "10,000 pending, 32k window": _shape(pmem, "pending", SMALL)}
        res["rows"] = short_turns(url, prefix, rounds, ops)
        res["rows"] += long_turns(url, prefix, {"hiredis": "long", "python": "long2"}, rounds, max(20, ops // 3))
        cases = {"100": "ctx100", "10,000 summarized": "long"}
        res["rows"] += context_calls(url, prefix, cases, rounds, ops)
        res["rows"] += context_calls(url, prefix + "p", {"10,000 pending, 32k window": "pending"}, 3, 10)
        res["cpu"] = sdk_cpu(r, prefix, cases, "blocks21") + sdk_cpu(r, prefix + "p", {"10,000 pending, 32k window": "pending"})
        if server_stats:
            res["server"] = server_time(r, prefix, cases) + server_time(r, prefix + "p", {"10,000 pending, 32k window": "pending"})
        res["load_after"] = _load()
    finally:
        cleanup(r, [prefix, prefix + "p"])
    return res


def _load() -> list[float]:
    with open("/proc/loadavg") as f:
        return [float(x) for x in f.read().split()[:3]]


def _shape(mem: AgentMemory, sid: str, budget: ContextBudget = BUDGET) -> dict[str, int]:
    v = mem.view(sid)
    pending = sum(len(getattr(s, "entries", [])) for s in v.segments)
    sel = mem.execute(budget_ops.fitted_view, sid, server_fit_request(budget), None)
    shipped = len(sel.entries) + sum(len(getattr(s, "entries", [])) for s in sel.segments)
    return {"entries_in_view": len(v.entries) + pending, "segments": len(v.segments), "entries_shipped_after": shipped,
            "last_seq": v.last_seq}


def report(res: dict[str, Any]) -> str:
    m = res["machine"]
    lines = [machine_line(m), f"load average before {res['load_before']}, after {res.get('load_after')}",
             f"rounds {res['rounds']}, ops {res['ops']}; setup {res['setup_s']} s (10,000 summarized: "
             f"{res['build_10000_s']} s)", ""]
    lines.append("working sets: " + "; ".join(f"{k}: {v}" for k, v in res["shapes"].items()))
    lines.append("")
    lines.append(f"{'case':<26}{'variant':<24}{'ops/s':>9}{'p50 µs':>10}{'p99 µs':>10}  ratio (min-max) vs")
    for row in res["rows"]:
        ratio = ""
        if "ratio" in row:
            lo, hi = row["ratio_min_max"]
            ratio = f"{row['ratio']:.2f}x ({lo:.2f}-{hi:.2f}) vs {row['vs']}"
        lines.append(f"{row['case']:<26}{row['variant']:<24}{row['ops_per_s']:>9.0f}{row['p50_us']:>10.0f}"
                     f"{row['p99_us']:>10.0f}  {ratio}")
    lines.append("")
    lines.append("SDK CPU per call (µs, no I/O): decode+fit+render before -> after; decode alone before -> after")
    for c in res["cpu"]:
        if "before_us" in c:
            snap = (f";  snapshot read {c['snapshot_us']:.1f} (decode {c['decode_snapshot_us']:.1f})"
                    if "snapshot_us" in c else "")
            lines.append(f"  {c['case']:<22} {c['before_us']:8.1f} -> {c['after_us']:8.1f};  "
                         f"{c['decode_before_us']:8.1f} -> {c['decode_after_us']:8.1f}{snap}")
        else:
            lines.append(f"  {c['case']}: decode {c['decode_after_us']:.1f}")
    for s in res.get("server", []):
        lines.append(f"server µs per call @ {s['case']}: rollmem_budget_context {s['rollmem_budget_context_us']:.0f}, "
                     f"rollmem_budget_fit {s['rollmem_budget_fit_us']:.0f}, snapshot (MULTI/EXEC) {s['snapshot_us']:.0f}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", help="Redis to measure (default: start a throw-away redis-server on loopback)")
    ap.add_argument("--rounds", type=int, default=5, help="rounds per comparison (default 5)")
    ap.add_argument("--ops", type=int, default=150, help="turns per variant per round at 21 (default 150)")
    ap.add_argument("--no-server-stats", action="store_true", help="do not CONFIG RESETSTAT / read INFO commandstats")
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = ap.parse_args(argv)
    if args.rounds < 1 or not 20 <= args.ops <= 2000:
        ap.error("--rounds must be >= 1 and --ops in [20, 2000]")
    return serve_and_report(args.url, lambda url: run(url, args.rounds, args.ops, not args.no_server_stats),
                            report, args.json)


if __name__ == "__main__":
    sys.exit(main())
