"""Fuzzing the FCALL boundary (issue 11 item 1): a refused call changes nothing.

Thousands of seeded calls to every function of the library. Each starts from a
valid call, built by the SDK's own sans-I/O operations (so the arguments are
exactly what a client sends), and is then often mutated: a key replaced by
another session's, another bucket's, another prefix's or a key of another type,
a key dropped or added; an argument replaced by a padded, huge, negative,
exponent, hex, fractional, empty or non-UTF-8 number, a payload that is not a
JSON object or over any limit. Every key under the test's prefixes is dumped
before and after the call:

- refused (an ``RM_*`` error other than ``RM_INTERNAL``): nothing changed;
- accepted: the session's readers (context, export, stats, view) still read
  it through the SDK, and its counters agree with what is stored. (One
  exception by contract: interactions and entries, appended or imported, are
  checked for their braces and size only, so ``{not json}`` is accepted there;
  such a session is cleared rather than read. Summaries and facts are decoded.)

Some sessions are planted with keys of the wrong type under their own names
(written by "someone else"), so the type checks are exercised, not only the
key-name checks.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
import redis

from rollmem_client import AgentMemory, BudgetConfig, MemoryConfig, RollingMemory
from rollmem_client.blocks import ops as blocks
from rollmem_client.budget import ops as budget
from rollmem_client.daemon import jobs
from rollmem_client.errors import RollMemError
from rollmem_client.keys import KeySchema
from rollmem_client.ops import Cmd, UseFunction, as_str

BLOCK_SIDS = ["alice", "bob", "carol"]
BUDGET_SIDS = ["agent1", "agent2", "agent3"]
BAD_NUMBERS = [" 4 ", "4 ", "04", "1e3", "0x10", "4.0", "-1", "", "99999999999999999999", "1e+14",
               "100000000000000", "nan", "inf", "-0", "+4", b"\xff\xfe", "9007199254740993"]
BAD_PAYLOADS = ["", "[1]", "{", "null", "x" * 10, b"{\xff}", "{" + "x" * 70_000 + "}", "|", "a|b"]


def first_cmd(op: Any) -> Cmd:
    """The first function call a sans-I/O operation sends (without running it); for a read the SDK
    makes as a transaction, the function call it makes where the transaction is not run."""
    cmd: Cmd = next(op)
    if cmd.method == "transaction":
        cmd = op.throw(UseFunction())
    op.close()
    return cmd


def split(cmd: Cmd) -> tuple[str, str, list[Any], list[Any]]:
    fn, n = cmd.args[0], int(cmd.args[1])
    return cmd.method, fn, list(cmd.args[2:2 + n]), list(cmd.args[2 + n:])


AUTHORED = ("rollmem_append", "rollmem_budget_append", "rollmem_import", "rollmem_budget_import")


def json_ok(cmd: Cmd, i: int) -> bool:
    """Whether argument i (0-based, after the keys) is valid JSON, or not a payload at all."""
    arg = cmd.args[2 + int(cmd.args[1]) + i]
    if not isinstance(arg, (str, bytes)) or arg[:1] not in ("{", b"{", "[", b"["):
        return True
    try:
        json.loads(arg)
    except (ValueError, TypeError):
        return False
    return True


def dump_all(r: redis.Redis, prefixes: list[str]) -> dict[bytes, Any]:
    keys: list[bytes] = []
    for p in prefixes:
        keys += list(r.scan_iter(match=f"*{p}*", count=10_000))
    pipe = r.pipeline(transaction=False)
    for k in keys:
        pipe.dump(k)
        pipe.pttl(k)
    out = pipe.execute()
    return {k: (out[2 * i], out[2 * i + 1] > 0) for i, k in enumerate(keys)}


class Fuzzer:
    def __init__(self, r: redis.Redis, prefix: str, seed: int) -> None:
        self.r = r
        self.rnd = random.Random(seed)
        self.prefix = prefix
        config = MemoryConfig(prefix=prefix, buckets=4, window_size=5, max_summaries=2, budget=BudgetConfig(
            max_entries=8, recent_window=2, min_entries_to_compress=2, max_summaries=2))
        self.mem = RollingMemory(r, config)
        self.mem.setup()
        self.agent = AgentMemory(r, config)
        self.block_sids, self.budget_sids = list(BLOCK_SIDS), list(BUDGET_SIDS)
        self.other = KeySchema(prefix + "x", 4)
        self.cfg = self.mem.config
        self.acfg = self.agent.config
        self.exports: dict[str, Any] = {}
        self.calls: dict[str, int] = {}
        for sid in BLOCK_SIDS:
            for i in range(12):
                self.mem.add_interaction(sid, {"q": i}, {"a": i})
        for sid in BUDGET_SIDS:
            self.agent_session(sid)
        # keys of the wrong type under a session's own names, and a whole bucket's
        for i, name in enumerate(["win", "sums", "pend"]):
            sid = f"wt{i}"
            self.mem.add_interaction(sid, {"q": 1}, {"a": 1})
            key = getattr(self.cfg.keys.session(sid), name)
            r.delete(key)
            r.set(key, "someone else's")
            self.block_sids.append(sid)
        for i, name in enumerate(["ent", "body", "pin", "sums", "pend", "calls"]):
            sid = f"awt{i}"
            self.agent_session(sid)
            key = getattr(self.acfg.keys.budget_session(sid), name)
            r.delete(key)
            r.set(key, "someone else's")
            self.budget_sids.append(sid)

    def agent_session(self, sid: str) -> None:
        a = self.agent
        a.set_system_prompt(sid, "be brief", tokens=3)
        a.add_user_message(sid, "the task", tokens=3)
        for i in range(10):
            call = a.add_tool_call(sid, "search", {"q": i}, tokens=4).entry.tool_call_id
            if i % 3:
                a.add_tool_result(sid, call, f"found {i}", tokens=4)
            a.add_assistant_message(sid, f"step {i}", tokens=5)

    # ------------------------------------------------------------ valid calls

    def job(self, sid: str, policy: str, kind: str | None = None) -> tuple[str, str, int, int]:
        """(gen, job id, start, end) of one of the session's queued jobs, or a made-up one."""
        default = "compress" if policy == "budget" else "block"
        stream = self.cfg.keys.session(sid).jobs
        for job_id, f in self.r.xrange(stream, "-", "+"):
            f = {as_str(k): as_str(v) for k, v in f.items()}
            if f.get("sid") == sid and f.get("policy") == policy and f.get("kind", default) == (kind or default):
                return f["gen"], as_str(job_id), int(f["start"]), int(f["end"])
        return "123", "1-1", 1, 5  # made up: a stale or duplicate result

    def valid(self) -> Cmd:
        rnd = self.rnd
        b, g = rnd.choice(self.block_sids), rnd.choice(self.budget_sids)
        cfg, acfg = self.cfg, self.acfg
        choices: list[Callable[[], Cmd]] = [
            lambda: first_cmd(blocks.add_interaction(cfg, b, {"q": rnd.random()}, {"a": "x"})),
            lambda: first_cmd(blocks.context(cfg, b)),
            lambda: first_cmd(blocks.stats(cfg, b)),
            lambda: first_cmd(blocks.export_session(cfg, b)),
            lambda: first_cmd(blocks.configure_session(cfg, b, rnd.choice([None, 4, 6]), rnd.choice([None, 1, 3]))),
            lambda: first_cmd(blocks.clear_session(cfg, b)) if rnd.random() < 0.2 else self.blocks_put(b),
            lambda: self.blocks_import(b),
            lambda: self.blocks_put(b),
            lambda: first_cmd(budget.add(acfg, g, self.agent.counter, "message", "assistant", "hi", {"tokens": 3})),
            lambda: self.tool_call(g),
            lambda: first_cmd(budget.compress(acfg, g, rnd.random() < 0.5)),
            lambda: first_cmd(budget.view(acfg, g)),
            lambda: first_cmd(budget.stats(acfg, g)),
            lambda: first_cmd(budget.configure(acfg, g, {"max_entries": rnd.choice([None, 6, 9])})),
            lambda: first_cmd(budget.clear(acfg, g)) if rnd.random() < 0.2 else self.budget_put(g),
            lambda: self.budget_import(g),
            lambda: self.budget_put(g),
            lambda: self.budget_merge(g),
            lambda: self.dead_letter(b if rnd.random() < 0.5 else g, rnd.random() < 0.5),
            lambda: Cmd("fcall_ro", ("rollmem_version", 0)),
            lambda: self.blocks_merge(b),
            lambda: Cmd("fcall", ("rollmem_deployment", 1, cfg.keys.config, cfg.buckets, cfg.keys.layout)),
        ]
        return rnd.choice(choices)()

    def blocks_put(self, sid: str) -> Cmd:
        gen, job_id, start, end = self.job(sid, "blocks")
        return first_cmd(blocks.put_summary(self.cfg, sid, gen, job_id, blocks.Range(start, end), "sum",
                                            base_end=self.rnd.choice([None, 0])))

    def blocks_merge(self, sid: str) -> Cmd:
        gen, job_id, start, end = self.job(sid, "blocks", "merge")
        return first_cmd(blocks.put_merge(self.cfg, sid, gen, job_id, blocks.Range(start, end), "merged"))

    def blocks_import(self, sid: str) -> Cmd:
        state = self.mem.export_session(self.rnd.choice(BLOCK_SIDS))
        return first_cmd(blocks.import_session(self.cfg, state, sid))

    def budget_import(self, sid: str) -> Cmd:
        state = self.agent.export_session(self.rnd.choice(BUDGET_SIDS))
        return first_cmd(budget.import_(self.acfg, state, sid))

    def tool_call(self, sid: str) -> Cmd:
        rows = self.r.hgetall(self.acfg.keys.budget_session(sid).calls) if sid in BUDGET_SIDS else {}
        open_ = [as_str(k) for k, v in rows.items() if v == b"o"]
        if open_ and self.rnd.random() < 0.6:
            return first_cmd(budget.add(self.acfg, sid, self.agent.counter, "tool_result", None, "ok",
                                        {"tokens": 2, "tool_call_id": self.rnd.choice(open_)}))
        return first_cmd(budget.add(self.acfg, sid, self.agent.counter, "tool_call", "assistant", "",
                                    {"tokens": 2, "tool_name": "t", "arguments": {}, "tool_call_id": budget.new_id("c")}))

    def budget_put(self, sid: str) -> Cmd:
        gen, job_id, start, end = self.job(sid, "budget")
        summary = budget.summary_from_job([], "sum", self.agent.counter, start, end)
        return first_cmd(budget.put_summary(self.acfg, sid, gen, job_id, summary))

    def budget_merge(self, sid: str) -> Cmd:
        gen, job_id, start, end = self.job(sid, "budget", "merge")
        summary = budget.summary_from_job([], "merged", self.agent.counter, start, end)
        return first_cmd(budget.put_merge(self.acfg, sid, gen, job_id, summary))

    def dead_letter(self, sid: str, requeue: bool) -> Cmd:
        keys = self.cfg.keys
        bucket = keys.bucket_of(sid)
        if requeue:
            dead = self.r.xrange(keys.dead(bucket), "-", "+", count=1)
            return first_cmd(jobs.requeue(self.cfg, bucket, as_str(dead[0][0]) if dead else "1-1"))
        pending = self.r.xrange(keys.jobs(bucket), "-", "+", count=1)
        return first_cmd(jobs.dead_letter(self.cfg, keys.jobs(bucket), as_str(pending[0][0]) if pending else "1-1",
                                          "boom", 3, "fuzzer"))

    # ------------------------------------------------------------ mutations

    def mutate(self, cmd: Cmd) -> tuple[Cmd, str]:
        method, fn, keys, args = split(cmd)
        rnd = self.rnd
        what = rnd.random()
        label = "valid"
        if keys and what < 0.35:
            i = rnd.randrange(len(keys))
            k = keys[i]
            sid = rnd.choice(self.block_sids + self.budget_sids)
            pool = [
                *self.cfg.keys.session(sid).as_list(), *self.acfg.keys.budget_session(sid).as_list(),
                *self.other.session(sid).as_list(), *self.other.budget_session(sid).as_list(),
                self.cfg.keys.stats(rnd.randrange(4)), self.cfg.keys.dead(rnd.randrange(4)),
                self.cfg.keys.config, k.replace(":b0", ":b1").replace(":b2", ":b3"),
                k.replace("{", "").replace("}", ""), k + "x", "", "{}", "{" + k,
            ]
            op = rnd.random()
            if op < 0.08:
                keys = keys[:-1]
            elif op < 0.16:
                keys = [*keys, keys[0]]
            else:
                keys[i] = rnd.choice(pool)
            label = f"key {i}"
        elif args and what < 0.75:
            i = rnd.randrange(len(args))
            v = args[i]
            numeric = isinstance(v, int) or (isinstance(v, (str, bytes)) and as_str(v).isdigit())
            args[i] = rnd.choice(BAD_NUMBERS if numeric and rnd.random() < 0.8 else BAD_PAYLOADS + BAD_NUMBERS)
            if rnd.random() < 0.1:
                args[i] = "{" + "x" * (17 * 1024 * 1024) + "}"  # over the 16 MB hard maximum
            label = f"arg {i}"
        elif args and what < 0.8:
            args = args[:-1] if rnd.random() < 0.5 else [*args, "extra"]
            label = "argc"
        return Cmd(method, (fn, len(keys), *keys, *args)), label

    # ------------------------------------------------------------ checks

    def readers_ok(self, sid: str) -> None:
        """Every reader of every session the call could touch still reads it through the SDK."""
        if sid in BLOCK_SIDS:
            ctx = self.mem.context(sid)
            st = self.mem.stats(sid)
            exp = self.mem.export_session(sid)
            assert len(ctx.window) <= max(ctx.window_size, 1) and st.window >= len(ctx.window) - 0
            assert ctx.summarized_through <= ctx.last_seq and exp.last_seq == ctx.last_seq
        if sid in BUDGET_SIDS:
            view = self.agent.view(sid)
            st = self.agent.get_stats(sid)
            self.agent.context(sid)
            self.agent.export_session(sid)
            k = self.acfg.keys.budget_session(sid)
            heads = [as_str(h).split("|") for h in self.r.zrange(k.ent, 0, -1)]
            pthru = int(self.r.hget(k.meta, "pthru") or 0)
            active = [h for h in heads if int(h[0]) > pthru]
            assert len(view.entries) == len(active)
            assert st.active_entries == len(active)
            assert st.active_tokens - st.pinned_tokens - st.pending_tokens == sum(int(h[1]) for h in active)


@pytest.mark.parametrize(("server", "seed", "cases"), [("real", 11, 1500), ("fake", 13, 400)])
def test_refused_calls_change_nothing(request: pytest.FixtureRequest, prefix: str, server: str, seed: int,
                                      cases: int) -> None:
    real_redis = request.getfixturevalue("real_redis" if server == "real" else "fake_redis")
    fz = Fuzzer(real_redis, prefix, seed)
    prefixes = [prefix]
    refused, accepted, functions = 0, 0, set()
    for case in range(cases):
        cmd, label = fz.mutate(fz.valid())
        fn = cmd.args[0]
        functions.add(fn)
        before = dump_all(real_redis, prefixes)
        try:
            getattr(real_redis, cmd.method)(*cmd.args)
        except redis.ResponseError as e:
            msg = str(e)
            assert msg.startswith("RM_") and not msg.startswith("RM_INTERNAL"), (case, fn, label, msg)
            after = dump_all(real_redis, prefixes)
            changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
            assert not changed, (case, fn, label, msg, changed)
            refused += 1
            continue
        accepted += 1
        if label.startswith("arg ") and fn in AUTHORED and not json_ok(cmd, int(label[4:])):
            # By contract interactions and entries (appended or imported) are checked for their braces
            # and size only (a decode per append costs microseconds; clients validate fully): such a
            # session is cleared, not read.
            sid = as_str(cmd.args[2 + int(cmd.args[1])])
            (fz.mem.clear_session if "budget" not in fn else fz.agent.clear_session)(sid)
            continue
        if fn != "rollmem_version":
            sid = next((as_str(a) for a in cmd.args[2 + int(cmd.args[1]):][:1]), "")
            for s in {sid, *BLOCK_SIDS, *BUDGET_SIDS} if label != "valid" else {sid}:
                if s in BLOCK_SIDS + BUDGET_SIDS:
                    try:
                        fz.readers_ok(s)
                    except RollMemError as e:
                        raise AssertionError((case, fn, label, s, e)) from e
    assert len(functions) == 22, sorted(functions)
    assert refused > cases // 8 and accepted > cases // 8, (refused, accepted)


def test_known_partial_writes_are_refused_whole(real_redis: redis.Redis, prefix: str) -> None:
    """The two partial writes issue 11 found, and the cross-session append, each refused with nothing changed."""
    fz = Fuzzer(real_redis, prefix, 1)

    def refused(code: str, cmd: Cmd) -> None:
        before = dump_all(real_redis, [prefix])
        with pytest.raises(redis.ResponseError, match=f"^RM_{code} "):
            getattr(real_redis, cmd.method)(*cmd.args)
        assert dump_all(real_redis, [prefix]) == before

    # a padded number in an import used to wipe the session and then fail on ZADD
    method, fn, keys, args = split(fz.blocks_import("alice"))
    n_window = args[8]
    refused("BADARG", Cmd(method, (fn, len(keys), *keys, *args[:10 + int(n_window)], " 4 ", *args[11 + int(n_window):])))
    method, fn, keys, args = split(fz.budget_import("agent1"))
    refused("BADARG", Cmd(method, (fn, len(keys), *keys, *args[:6], " 4 ", *args[7:])))
    # a key of the wrong type in the pend slot used to acknowledge and delete the job first
    cmd = fz.blocks_put("wt2")  # wt2's pend key holds a string
    refused("WRONGTYPE", cmd)
    # alice's keys with sid mallory
    method, fn, keys, args = split(first_cmd(blocks.add_interaction(fz.cfg, "alice", {"q": 1}, {"a": 1})))
    refused("BADKEY", Cmd(method, (fn, len(keys), *keys, "mallory", *args[1:])))
    # a requeue across buckets
    k = fz.cfg.keys
    refused("BADKEY", Cmd("fcall", ("rollmem_requeue", 2, k.jobs(0), k.dead(1), "1-1")))
    # budget import values that would break every later read
    method, fn, keys, args = split(fz.budget_import("agent1"))
    for bad_last in ("100000000000000", "9007199254740993"):
        refused("BADARG", Cmd(method, (fn, len(keys), *keys, *args[:4], bad_last, *args[5:])))
