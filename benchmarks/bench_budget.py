"""The budget policy's append and context against raw RPUSH and LRANGE, on one connection, side by side.

Usage:
    python benchmarks/bench_budget.py                 # starts its own throw-away redis-server
    python benchmarks/bench_budget.py --url redis://127.0.0.1:6379/0 [--rounds 5] [--ops 2000] [--json out.json]

What it measures, on a single connection (``single_connection_client``), with
the default ``BudgetConfig`` (compress past 100 active entries, keep 10 recent,
at most 10 summaries, merged past the cap):

- append: ``AgentMemory.add_message`` (the SDK: builds the entry, counts its
  tokens with tiktoken, encodes, FCALL, decodes the reply), the same with
  ``tokens=`` given (no counting), the raw ``FCALL rollmem_budget_append`` with
  pre-encoded arguments, and a raw ``RPUSH`` of the same entry bytes;
- context: ``AgentMemory.view`` (FCALL_RO plus decoding), ``AgentMemory.context
  (budget=ContextBudget(128k), format="openai")`` (view, fit, render), the raw
  ``FCALL_RO rollmem_budget_context`` and a raw ``LRANGE`` of a list holding the
  same payloads (same count, same bytes);

at a short history (20 entries; appends spread over 50 such sessions so none
reaches a compression) and a long one (100,000 entries added in total with
pipelined FCALLs, 1,000 at a time, each time waiting until a ``rollmem
summarizer`` subprocess with a constant, instant summarizer has written the
summaries: a daemon that keeps up). Variants of one operation run interleaved
call by call in a rotating order; figures are medians over rounds, ratios
(rollmem/raw) are taken within a round.

Also: how the context read grows while the long history is built (checkpoints),
the context of a session whose 100,000 entries were never summarized (no
daemon: every entry stays "pending"), the server's time per call (INFO
commandstats) and the client-side cost of counting tokens per entry.
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import os
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Sequence
from typing import Any

import msgspec
import redis
from bench_common import (
    SubprocessDaemon,
    cleanup,
    interleaved,
    machine_info,
    machine_line,
    pct,
    serve_and_report,
    wait_written,
)
from bench_core import Series, client_cpu, server_profile

from rollmem_client import AgentMemory, ContextBudget, MemoryConfig
from rollmem_client.budget.ops import count_entry, make_entry
from rollmem_client.tokens import TiktokenCounter

SHORT = 20
LONG = 100_000
SLOW_US = 1000  # the long build logs every call slower than this (slowlog), to see the write-backs' cost
SHORT_SESSIONS = 50  # appends at the short history are spread over this many sessions
CHUNK = 1_000  # appends between two waits for the daemon
CHECKPOINTS = (1_000, 10_000, 50_000, 100_000)
BUDGET = ContextBudget(context_window=128_000)

SYSTEM = ("You are a travel assistant for a rail and hotel booking service. Answer briefly, confirm every "
          "booking detail back to the user, and never invent prices: call the tools.")
USER = ("Can you check whether the 14:05 train from Milan to Zurich on Friday still has first-class seats, "
        "and what it costs with my Half Fare card?")
ASSISTANT = ("Yes: the EC 14:05 from Milano Centrale reaches Zurich HB at 17:22 and first class still has 23 "
             "seats. With your Half Fare card the fare is CHF 61.40 one way (CHF 122.80 return). Shall I hold "
             "a window seat in coach 7 for you and add the return on Sunday evening?")
# What a keeping-up daemon writes back in the long build: fixed text of a realistic size (~70 tokens).
SUMMARY_TEXT = ("User is planning a Milan-Zurich rail trip for Friday and holds a Half Fare card. Assistant "
                "confirmed the EC 14:05 (arrives 17:22), first-class fare CHF 61.40 one way, offered a window seat "
                "in coach 7 and a Sunday evening return. Open: whether to book the return and a hotel near HB.")

APPEND_BASELINE = "raw RPUSH"
CONTEXT_BASELINE = "raw LRANGE"


class ConstantSummarizer:
    """Answers at once with a fixed text (async, no thread): a daemon that keeps up, at no CPU cost."""

    async def summarize(self, entries: Sequence[Any], previous: str | None = None) -> str:
        return SUMMARY_TEXT


def entry_bytes(counter: TiktokenCounter, role: str, text: str) -> tuple[bytes, int]:
    """An entry's stored JSON (as the SDK encodes it, seq 0) and its token count."""
    e = make_entry(counter, "message", role, text)
    return msgspec.json.encode(e), e.tokens


class Deployment:
    """One prefix: an AgentMemory on one connection and pre-encoded raw FCALL arguments."""

    def __init__(self, r: redis.Redis, prefix: str, counter: TiktokenCounter) -> None:
        self.r = r
        self.mem = AgentMemory(r, MemoryConfig(prefix=prefix), token_counter=counter)
        self.mem.setup()
        self.cfg = self.mem.config
        b = self.cfg.budget
        self.tail = (*b.lua_args(), self.cfg.ttl_ms, self.cfg.max_entry_bytes, b.events_maxlen)
        self.user, self.user_tokens = entry_bytes(counter, "user", USER)
        self.assistant, self.assistant_tokens = entry_bytes(counter, "assistant", ASSISTANT)

    def keys(self, sid: str) -> list[str]:
        return self.cfg.keys.budget_session(sid).as_list()

    def append_args(self, sid: str, role: str) -> tuple[Any, ...]:
        payload, tokens = (self.user, self.user_tokens) if role == "user" else (self.assistant, self.assistant_tokens)
        return ("rollmem_budget_append", 11, *self.keys(sid), sid, "m", role, tokens, "", payload, *self.tail)

    def context_args(self, sid: str, mode: str = "include") -> tuple[Any, ...]:
        return ("rollmem_budget_context", 11, *self.keys(sid), mode)

    def start(self, sid: str) -> None:
        """A session with a system prompt and its task (the first user message, pinned as the anchor)."""
        self.mem.set_system_prompt(sid, SYSTEM)
        self.mem.add_user_message(sid, USER)

    def fill(self, sid: str, n: int, batch: int = 1000) -> None:
        """Append n messages (assistant, user, assistant, ...) with pipelined raw FCALLs."""
        args = {role: self.append_args(sid, role) for role in ("assistant", "user")}
        done = 0
        while done < n:
            pipe = self.r.pipeline(transaction=False)
            for i in range(done, min(n, done + batch)):
                pipe.execute_command("FCALL", *args["assistant" if i % 2 == 0 else "user"])
            done += len(pipe.execute())



def reply_payloads(reply: list[Any]) -> list[bytes]:
    """The payloads (system, anchor, summaries, entries) of a ``rollmem_budget_context`` reply, in order."""
    out = [p for p in (reply[5], reply[7]) if p]
    i = 8
    n = int(reply[i])
    out += [reply[i + 3 + 3 * j] for j in range(n)]
    i += 1 + 3 * n
    for _ in range(int(reply[i])):
        k = int(reply[i + 5])
        out += [reply[i + 7 + 2 * j] for j in range(k)]
        i += 5 + 2 * k
    i += 1
    out += [reply[i + 2 + 2 * j] for j in range(int(reply[i]))]
    return out


def shape(dep: Deployment, sid: str, mode: str = "include") -> dict[str, Any]:
    """What a context read carries: items, bytes, summaries, active and pending entries."""
    reply = dep.r.execute_command("FCALL_RO", *dep.context_args(sid, mode))
    payloads = reply_payloads(reply)
    v = dep.mem.view(sid, mode)
    sums = [s for s in v.segments if not hasattr(s, "entries")]
    pending = sum(len(s.entries) for s in v.segments if hasattr(s, "entries"))
    return {"items": len(payloads), "bytes": sum(map(len, payloads)), "summaries": len(sums),
            "largest_summary_bytes": max((len(msgspec.json.encode(s)) for s in sums), default=0),
            "entry_id_bytes": sum(len(msgspec.json.encode(s.original_entry_ids)) for s in sums),
            "active": len(v.entries), "pending_entries": pending, "last_seq": v.last_seq}


def raw_list(dep: Deployment, key: str, sid: str, mode: str = "include") -> int:
    """A plain list holding exactly the payloads a context read returns; its length."""
    payloads = reply_payloads(dep.r.execute_command("FCALL_RO", *dep.context_args(sid, mode)))
    dep.r.delete(key)
    for i in range(0, len(payloads), 5000):
        dep.r.rpush(key, *payloads[i : i + 5000])
    return len(payloads)


def probe(fn: Callable[[], Any], n: int, seconds: float) -> dict[str, float]:
    """p50 / p99 µs of up to n calls of fn alone (bounded by ``seconds``)."""
    lat = interleaved([fn], n, seconds)[0]
    lat.sort()
    return {"calls": len(lat), "p50_us": pct(lat, 0.5) / 1000, "p99_us": pct(lat, 0.99) / 1000}


def slow_calls(r: redis.Redis) -> dict[str, dict[str, float]]:
    """FCALLs in the slow log (each over SLOW_US of server time) by function: count, median and max ms; then reset."""
    by: dict[str, list[float]] = {}
    for e in r.slowlog_get(100_000):
        words = e["command"].split()
        if len(words) > 1 and words[0].upper() in (b"FCALL", b"FCALL_RO"):
            by.setdefault(words[1].decode(), []).append(e["duration"] / 1000)
    r.slowlog_reset()
    return {k: {"calls": len(v), "median_ms": round(statistics.median(v), 2), "max_ms": round(max(v), 2)}
            for k, v in sorted(by.items())}


def build_long(url: str, dep: Deployment, server_stats: bool) -> dict[str, Any]:
    """100,000 entries in chunks of 1,000 pipelined appends; after each chunk, wait until a summarizer
    daemon (a subprocess) has written its summaries, as a daemon keeping up would. Probe the context
    read at the checkpoints."""
    r, mem = dep.r, dep.mem
    ctx = dep.context_args("long")
    log = tempfile.NamedTemporaryFile(prefix="rollmem-bench-daemon-", suffix=".log", delete=False).name
    daemon = SubprocessDaemon(url, dep.cfg.prefix, log, "--summarizer", "bench_budget:ConstantSummarizer",
                              "--concurrency", "4", "--block-ms", "500", log_level="WARNING")
    growth = []
    t0 = time.monotonic()
    if server_stats:  # every call over SLOW_US into the slow log, read at each checkpoint
        saved = r.config_get("slowlog-*")
        r.config_set("slowlog-log-slower-than", SLOW_US)
        r.config_set("slowlog-max-len", 100_000)
        r.slowlog_reset()
        r.config_resetstat()
    try:
        dep.start("long")
        added = 2
        while added < LONG:
            step = min(CHUNK - added % CHUNK, LONG - added)
            dep.fill("long", step)
            added += step
            wait_written(lambda: mem.get_stats("long").pending_jobs)
            if added in CHECKPOINTS:
                row = {"history": added, **shape(dep, "long")}
                row["raw_fcall_ro"] = probe(lambda: r.execute_command("FCALL_RO", *ctx), 200, 0.5)
                row["sdk_context"] = probe(lambda: mem.context("long", BUDGET, "openai"), 100, 0.5)
                if server_stats:
                    row["slow_calls"] = slow_calls(r)
                growth.append(row)
    finally:
        daemon.stop()
        if server_stats:
            for k, v in saved.items():
                r.config_set(k, v)
    st = mem.get_stats("long")
    out = {"seconds": round(time.monotonic() - t0, 1), "growth": growth, "jobs_queued": st.jobs_queued,
           "summaries_written": st.summaries_written, "daemon_exit": daemon.proc.returncode}
    os.unlink(log)
    if server_stats:  # server time of every FCALL during the build: the appends and the daemon's write-backs
        stats = r.info("commandstats")
        out["server_seconds"] = {k.removeprefix("cmdstat_"): round(v["usec"] / 1e6, 2) for k, v in stats.items()
                                 if k in ("cmdstat_fcall", "cmdstat_fcall_ro", "cmdstat_xadd", "cmdstat_xreadgroup")}
        out["fcall_calls"] = stats.get("cmdstat_fcall", {}).get("calls", 0)
    return out


def measure(op: str, make: Callable[[int], dict[tuple[str, int], Callable[[], Any]]], rounds: int, ops: int,
            seconds: float, baseline: str, res: dict[str, Any], *, split: bool = False) -> None:
    """Rounds of interleaved variants; medians over rounds into res["rows"], ratios and flatness.

    ``seconds`` bounds each interleaved run. ``split``: interleave each history's variants separately
    (one after the other in each round).
    Reading a multi-megabyte reply slows the calls that follow on the same connection for a while
    (buffers, allocator), which would charge the short history's reads for the long one's.
    """
    series: dict[tuple[int, str], Series] = {}
    ratios: dict[tuple[int, str], list[float]] = {}
    flat: dict[str, list[float]] = {}
    calls = []
    for rnd in range(rounds):
        variants = make(rnd)
        groups = [[k for k in variants if k[1] == h] for h in (SHORT, LONG)] if split else [list(variants)]
        keys, lats = [], []
        for group in groups:
            gc.collect()
            keys += group
            lats += interleaved([variants[k] for k in group], ops, seconds)
        calls.append(min(len(x) for x in lats))
        tp: dict[tuple[str, int], float] = {}
        for (name, hist), lat in zip(keys, lats, strict=True):
            tp[(name, hist)] = len(lat) / (sum(lat) / 1e9)
            lat.sort()
            s = series.setdefault((hist, name), Series())
            s.throughput.append(tp[(name, hist)])
            s.p50_us.append(pct(lat, 0.5) / 1000)
            s.p99_us.append(pct(lat, 0.99) / 1000)
        for name, hist in keys:
            if name != baseline:
                ratios.setdefault((hist, name), []).append(tp[(name, hist)] / tp[(baseline, hist)])
            if hist == SHORT:
                flat.setdefault(name, []).append(tp[(name, LONG)] / tp[(name, SHORT)])
    res.setdefault("calls_per_variant_per_round", {})[op] = min(calls)
    for (hist, name), s in series.items():
        rs = ratios.get((hist, name))
        res.setdefault("rows", []).append({
            "op": op, "history": hist, "variant": name, "ops_per_s": statistics.median(s.throughput),
            "p50_us": statistics.median(s.p50_us), "p99_us": statistics.median(s.p99_us),
            "ratio_vs_raw": statistics.median(rs) if rs else None, "ratio_min_max": [min(rs), max(rs)] if rs else None})
    res.setdefault("flatness", []).extend(
        {"op": op, "variant": name, "ratio_long_vs_short": statistics.median(v), "min": min(v), "max": max(v)}
        for name, v in flat.items())


def profile(r: redis.Redis, cases: list[tuple[str, int, str, str, Callable[[], Any]]]) -> list[dict[str, Any]]:
    out = []
    for op, hist, name, command, fn in cases:
        total, inner = server_profile(r, fn, command, 100 if hist == LONG and op == "context" else 500)
        out.append({"op": op, "history": hist, "variant": name, "server_us": round(total, 2),
                    "in_redis_commands_us": round(inner, 2)})
    return out


def run(url: str, rounds: int, ops: int, ctx_ops: int, server_stats: bool) -> dict[str, Any]:
    r = redis.Redis.from_url(url, protocol=2, single_connection_client=True)
    counter = TiktokenCounter()
    prefix = "bb" + uuid.uuid4().hex[:8]
    dep = Deployment(r, prefix, counter)
    mem = dep.mem
    raw = f"{prefix}:raw"
    S, L = SHORT, LONG
    res: dict[str, Any] = {"machine": machine_info(r), "entry_bytes": {"user": len(dep.user),
                           "assistant": len(dep.assistant)},
                           "entry_tokens": {"user": dep.user_tokens, "assistant": dep.assistant_tokens}}
    res["long_build"] = build_long(url, dep, server_stats)

    # the short history: a session of 20 entries for reads; plain lists holding the same payloads
    dep.start("short")
    dep.fill("short", S - 2)
    res["context_shape"] = {str(S): shape(dep, "short"), str(L): shape(dep, "long")}
    raw_n = {S: raw_list(dep, f"{raw}:ctx-{S}", "short"), L: raw_list(dep, f"{raw}:ctx-{L}", "long")}
    ctx_args = {S: dep.context_args("short"), L: dep.context_args("long")}
    sid = {S: "short", L: "long"}

    def context_group(rnd: int) -> dict[tuple[str, int], Callable[[], Any]]:
        out: dict[tuple[str, int], Callable[[], Any]] = {}
        for h in (S, L):
            out[("sdk view", h)] = lambda h=h: mem.view(sid[h])
            out[("sdk context openai", h)] = lambda h=h: mem.context(sid[h], BUDGET, "openai")
            out[("raw FCALL_RO context", h)] = lambda h=h: r.execute_command("FCALL_RO", *ctx_args[h])
            out[(CONTEXT_BASELINE, h)] = lambda h=h: r.lrange(f"{raw}:ctx-{h}", -raw_n[h], -1)
        return out

    t0 = time.monotonic()
    load_before = os.getloadavg()
    interleaved(list(context_group(-1).values()), 20, 2.0)  # warm-up: connection, caches, the Lua VM
    measure("context", context_group, rounds, ctx_ops, 2.5, CONTEXT_BASELINE, res, split=True)
    if server_stats:  # before the appends change the long session
        res["server_profile"] = profile(r, [
            ("context", h, "raw FCALL_RO context", "fcall_ro",
             lambda h=h: r.execute_command("FCALL_RO", *ctx_args[h])) for h in (S, L)] + [
            ("context", h, f"raw LRANGE {raw_n[h]}", "lrange",
             lambda h=h: r.lrange(f"{raw}:ctx-{h}", -raw_n[h], -1)) for h in (S, L)])

    # appends: at the short history, fresh sessions each round (20 entries; a round's 1,000 appends spread
    # over 50 sessions end them at 40, under the compression trigger); at the long history every rollmem
    # variant appends to the long session (compressions queue, no daemon runs: appends do not read them)
    for _ in range(0, L, 5000):
        r.rpush(f"{raw}:append-{L}", *([dep.assistant] * 5000))
    tok = dep.assistant_tokens

    def short_sessions(tag: str) -> list[str]:
        sids = [f"{tag}-{i}" for i in range(SHORT_SESSIONS)]
        for s in sids:
            dep.start(s)
            dep.fill(s, S - 2, batch=100)
        return sids

    def append_group(rnd: int) -> dict[tuple[str, int], Callable[[], Any]]:
        sdk, sdk_tok, rawf = (short_sessions(f"r{rnd}-{t}") for t in ("sdk", "tok", "raw"))
        lists = [f"{raw}:r{rnd}-{i}" for i in range(SHORT_SESSIONS)]
        pipe = r.pipeline(transaction=False)
        for key in lists:
            pipe.rpush(key, *([dep.assistant] * S))
        pipe.execute()
        raw_args = [dep.append_args(s, "assistant") for s in rawf]
        long_args = dep.append_args("long", "assistant")
        cyc = {name: itertools.cycle(range(SHORT_SESSIONS)) for name in ("sdk", "tok", "raw", "rpush")}
        return {
            ("sdk add_message", S): lambda: mem.add_message(sdk[next(cyc["sdk"])], "assistant", ASSISTANT),
            ("sdk add_message tokens=", S): lambda: mem.add_message(sdk_tok[next(cyc["tok"])], "assistant",
                                                                   ASSISTANT, tokens=tok),
            ("raw FCALL append", S): lambda: r.execute_command("FCALL", *raw_args[next(cyc["raw"])]),
            (APPEND_BASELINE, S): lambda: r.rpush(lists[next(cyc["rpush"])], dep.assistant),
            ("sdk add_message", L): lambda: mem.add_message("long", "assistant", ASSISTANT),
            ("sdk add_message tokens=", L): lambda: mem.add_message("long", "assistant", ASSISTANT, tokens=tok),
            ("raw FCALL append", L): lambda: r.execute_command("FCALL", *long_args),
            (APPEND_BASELINE, L): lambda: r.rpush(f"{raw}:append-{L}", dep.assistant),
        }

    measure("append", append_group, rounds, ops, 8.0, APPEND_BASELINE, res)
    res["measure_seconds"] = round(time.monotonic() - t0, 1)
    res["load_average_1m_before_after"] = [round(load_before[0], 2), round(os.getloadavg()[0], 2)]
    st = mem.get_stats("long")
    res["long_after_appends"] = {"last_seq": st.last_seq, "pending_entries": st.pending_entries}
    if server_stats:
        fresh = short_sessions("prof")
        fresh_args = [dep.append_args(s, "assistant") for s in fresh]
        long_args = dep.append_args("long", "assistant")
        quiet_args = (*long_args[:-1], 0)  # events_maxlen 0: no entry:added event
        cyc = itertools.cycle(fresh_args)
        res["server_profile"] += profile(r, [
            ("append", S, "raw FCALL append", "fcall", lambda: r.execute_command("FCALL", *next(cyc))),
            ("append", L, "raw FCALL append", "fcall", lambda: r.execute_command("FCALL", *long_args)),
            ("append", L, "raw FCALL append, events off", "fcall", lambda: r.execute_command("FCALL", *quiet_args)),
            ("append", L, "raw RPUSH", "rpush", lambda: r.rpush(f"{raw}:append-{L}", dep.assistant)),
        ])

    # no daemon: 100,000 entries, every compressed one still pending (another prefix: no daemon saw it)
    t0 = time.monotonic()
    nd = Deployment(r, "bn" + uuid.uuid4().hex[:8], counter)
    nd.start("long")
    nd.fill("long", L - 2)
    nd_build = time.monotonic() - t0
    nd_raw = raw_list(nd, f"{raw}:nd", "long")
    inc, ph = nd.context_args("long", "include"), nd.context_args("long", "placeholder")
    res["no_daemon"] = {
        "build_seconds": round(nd_build, 1),
        "shape_include": shape(nd, "long", "include"),
        "shape_placeholder": shape(nd, "long", "placeholder"),
        "raw FCALL_RO context (include)": probe(lambda: r.execute_command("FCALL_RO", *inc), 3, 1.5),
        f"raw LRANGE {nd_raw:,}": probe(lambda: r.lrange(f"{raw}:nd", 0, -1), 3, 1.0),
        "sdk context openai (include)": probe(lambda: nd.mem.context("long", BUDGET, "openai"), 2, 2.0),
        "raw FCALL_RO context (placeholder)": probe(lambda: r.execute_command("FCALL_RO", *ph), 100, 0.5),
        "sdk context openai (placeholder)": probe(
            lambda: nd.mem.context("long", BUDGET, "openai", pending="placeholder"), 50, 0.5),
    }
    r.delete(f"{raw}:nd")
    res["token_counting"], res["tiktoken_first_load_ms"] = token_counting(counter)
    cleanup(r, [prefix, nd.cfg.prefix])
    r.close()
    return res


def token_counting(counter: TiktokenCounter) -> tuple[list[dict[str, Any]], float]:
    """Client CPU per entry of counting its tokens (hot loop, no I/O), and of building it with and without."""
    tool_result = json.dumps([{"train": f"EC {14 + i % 8}:{(i * 7) % 60:02d}", "from": "Milano Centrale",
                               "to": "Zurich HB", "first_class_seats": i % 40, "fare_chf": round(61.4 + i, 2)}
                              for i in range(60)])
    texts = {"user message": USER, "assistant reply": ASSISTANT, "tool result (JSON)": tool_result}
    t0 = time.perf_counter()
    TiktokenCounter("cl100k_base")  # a first load of an encoding (o200k_base is loaded already)
    first_load_ms = round((time.perf_counter() - t0) * 1000, 1)
    out = []
    for name, text in texts.items():
        n = counter.count(text)
        e = make_entry(counter, "message", "user", text)
        out.append({
            "entry": name, "tokens": n, "chars": len(text),
            "count_us": round(client_cpu(lambda text=text: counter.count(text), 2000), 2),
            "count_entry_us": round(client_cpu(lambda e=e: count_entry(counter, e), 2000), 2),
            "make_entry_counted_us": round(client_cpu(lambda text=text: make_entry(counter, "message", "user", text),
                                                      2000), 2),
            "make_entry_given_us": round(client_cpu(
                lambda text=text, n=n: make_entry(counter, "message", "user", text, tokens=n), 2000), 2)})
    return out, first_load_ms


def report(res: dict[str, Any]) -> str:
    m = res["machine"]
    lines = [
        machine_line(m),
        f"entries: user {res['entry_bytes']['user']} B / {res['entry_tokens']['user']} tokens, assistant "
        f"{res['entry_bytes']['assistant']} B / {res['entry_tokens']['assistant']} tokens; long history built in "
        f"{res['long_build']['seconds']} s ({res['long_build']['jobs_queued']:,} jobs queued, "
        f"{res['long_build']['summaries_written']:,} compression summaries written); measured in {res['measure_seconds']} s, "
        f"calls per variant per round {res['calls_per_variant_per_round']}; 1-min load before/after "
        f"{res['load_average_1m_before_after']}",
        "",
        "what a context read carries:",
    ]
    for h, s in res["context_shape"].items():
        lines.append(f"  history {int(h):,}: {s['items']} items, {s['bytes']:,} B ({s['summaries']} summaries, "
                     f"largest {s['largest_summary_bytes']:,} B; {s['active']} active, {s['pending_entries']} pending)")
    lines += ["", "| operation | history | variant | ops/s | p50 µs | p99 µs | ops/s vs raw, median (min-max) |",
              "|---|---:|---|---:|---:|---:|---:|"]
    for row in res["rows"]:
        ratio = (f"{row['ratio_vs_raw']:.2f}x ({row['ratio_min_max'][0]:.2f}-{row['ratio_min_max'][1]:.2f})"
                 if row["ratio_vs_raw"] is not None else "baseline")
        lines.append(f"| {row['op']} | {row['history']:,} | {row['variant']} | {row['ops_per_s']:,.0f} | "
                     f"{row['p50_us']:.1f} | {row['p99_us']:.1f} | {ratio} |")
    lines += ["", f"flatness: ops/s at {LONG:,} / at {SHORT}, same round, median (min-max):"]
    lines += [f"  {f['op']} {f['variant']}: {f['ratio_long_vs_short']:.2f} ({f['min']:.2f}-{f['max']:.2f})"
              for f in res["flatness"]]
    lines += ["", "context read while the long history grows (the daemon keeps up within each 1,000 appends):", "",
              "| history | items | bytes | of which summaries' originalEntryIds | summaries | largest summary B | "
              "active | raw FCALL_RO p50 µs | sdk context p50 µs |", "|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for g in res["long_build"]["growth"]:
        lines.append(f"| {g['history']:,} | {g['items']} | {g['bytes']:,} | {g['entry_id_bytes']:,} | "
                     f"{g['summaries']} | {g['largest_summary_bytes']:,} | {g['active']} | "
                     f"{g['raw_fcall_ro']['p50_us']:.0f} | {g['sdk_context']['p50_us']:.0f} |")
    b = res["long_build"]
    if b.get("server_seconds"):
        lines += ["", f"server time during the long build (appends and the daemon's write-backs): "
                  f"{b['server_seconds']} s over {b['fcall_calls']:,} FCALLs"]
    if any("slow_calls" in g for g in b["growth"]):
        lines += ["", f"FCALLs over {SLOW_US / 1000:g} ms of server time (slowlog) during the long build, "
                  "since the previous checkpoint: calls, median ms, max ms:"]
        for g in b["growth"]:
            lines.append(f"  up to {g['history']:,}: " + ("; ".join(
                f"{k.removeprefix('rollmem_budget_')} {v['calls']}, {v['median_ms']}, {v['max_ms']}"
                for k, v in g["slow_calls"].items()) or "none"))
    nd = res["no_daemon"]
    si, sp = nd["shape_include"], nd["shape_placeholder"]
    lines += ["", f"no daemon, {LONG:,} entries (built in {nd['build_seconds']} s): include reads {si['items']:,} "
              f"items / {si['bytes'] / 1e6:.1f} MB ({si['pending_entries']:,} pending); placeholder reads "
              f"{sp['items']} items / {sp['bytes']:,} B", ""]
    for k, v in nd.items():
        if isinstance(v, dict) and "p50_us" in v:
            lines.append(f"  {k}: p50 {v['p50_us'] / 1000:.2f} ms, p99 {v['p99_us'] / 1000:.2f} ms ({v['calls']} calls)")
    if res.get("server_profile"):
        lines += ["", "server time per call (INFO commandstats, each alone, 500 calls):", "",
                  "| operation | history | variant | server µs/call | in Redis commands |", "|---|---:|---|---:|---:|"]
        for p in res["server_profile"]:
            inner = f"{p['in_redis_commands_us']:.1f}" if p["variant"].startswith("raw F") else "-"
            lines.append(f"| {p['op']} | {p['history']:,} | {p['variant']} | {p['server_us']:.1f} | {inner} |")
    lines += ["", f"token counting, client CPU per entry (hot loop; first load of an encoding "
              f"{res['tiktoken_first_load_ms']} ms):", "",
              "| entry | tokens | chars | count µs | count_entry µs | make_entry counted µs | make_entry tokens= µs |",
              "|---|---:|---:|---:|---:|---:|---:|"]
    for t in res["token_counting"]:
        lines.append(f"| {t['entry']} | {t['tokens']} | {t['chars']} | {t['count_us']:.1f} | {t['count_entry_us']:.1f}"
                     f" | {t['make_entry_counted_us']:.1f} | {t['make_entry_given_us']:.1f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--url", help="Redis to measure (default: start a throw-away redis-server on loopback)")
    ap.add_argument("--rounds", type=int, default=5, help="rounds per operation (default 5)")
    ap.add_argument("--ops", type=int, default=1000, help="appends per variant per round (default 1000)")
    ap.add_argument("--ctx-ops", type=int, default=1000,
                    help="context reads per variant per round, at most (default 1000; each history at most 2.5 s a round)")
    ap.add_argument("--no-server-stats", action="store_true", help="do not CONFIG RESETSTAT / read INFO commandstats")
    ap.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    args = ap.parse_args(argv)
    if args.rounds < 1 or not 100 <= args.ops <= 4000 or args.ctx_ops < 20:
        # more than 4,000 appends per round would take the short sessions past the compression trigger
        ap.error("--rounds must be >= 1, --ops in [100, 4000] and --ctx-ops >= 20")
    return serve_and_report(args.url, lambda url: run(url, args.rounds, args.ops, args.ctx_ops, not args.no_server_stats), report, args.json)


if __name__ == "__main__":
    sys.exit(main())
