"""Scale-out (issue 10, item 8): N bot processes against one server and against loopback clusters.

For each topology (one server; clusters of 1, 2, 4 and 8 primaries, slots split
evenly) it starts N bot processes at the same instant. Each bot runs
``RollingMemory`` calls for ``--seconds``: alternately ``add_interaction`` and
``context`` on sessions drawn from its own pool of random ids (``--buckets``
buckets). On the clusters it runs twice: with rollmem's routing (each ``FCALL``
sent to the node owning its slot) and with redis-py's own routing (what the SDK
did before: ``COMMAND GETKEYS`` before each ``FCALL``), so the two are compared
in one run.

Measured on the servers (``CONFIG RESETSTAT`` on every node before each run):

- aggregate ops/s: calls of all bots / the longest bot's wall time;
- server CPU per op: ``used_cpu_user + used_cpu_sys`` of every node (``INFO cpu``) / ops: the
  commands, network I/O and each node's background work (cron, cluster bus);
- time in commands per op: ``usec`` of ``FCALL``/``FCALL_RO``/``COMMAND GETKEYS`` (commandstats) / ops;
- commands per op: ``FCALL`` + ``FCALL_RO`` + ``COMMAND GETKEYS`` calls (``INFO commandstats``) / ops;
- per-node share of calls: each primary's ``FCALL`` + ``FCALL_RO`` / all (fair: 1/P).

The machine's cores are shared by the bots and every server: with more primaries
than cores the servers compete for CPU, so ops/s cannot grow with P here; server CPU
per op, commands per op and the shares are what carry over to a real deployment.

    python benchmarks/bench_scale.py [--bots 4] [--seconds 3] [--primaries 1,2,4,8] [--rounds 1]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
import uuid
from typing import Any

import redis

from rollmem_client.server import EmbeddedCluster, EmbeddedServer

POOL = 2048  # sessions per bot (random ids): the per-primary shares of calls follow their buckets


def bot(url: str, cluster: bool, prefix: str, buckets: int, seconds: float, start_at: float, routed: bool,
        seed: int) -> dict[str, Any]:
    from rollmem_client import RollingMemory

    client = redis.RedisCluster.from_url(url, protocol=2) if cluster else redis.Redis.from_url(url, protocol=2)
    memory = RollingMemory(client, prefix=prefix, buckets=buckets)
    memory.setup()
    if not routed:
        memory._router = None  # redis-py routes FCALL itself (COMMAND GETKEYS first): the SDK before issue 10
    rng = random.Random(seed)
    pool = [str(uuid.UUID(int=rng.getrandbits(128))) for _ in range(POOL)]
    while time.time() < start_at:
        time.sleep(0.001)
    t0 = time.perf_counter()
    ops = 0
    deadline = t0 + seconds
    while ops < 1_000_000 and time.perf_counter() < deadline:
        sid = pool[ops % POOL]
        if ops % 2 == 0:
            memory.add_interaction(sid, {"q": ops}, {"a": "an answer of a few words"})
        else:
            memory.context(sid)
        ops += 1
    return {"ops": ops, "seconds": time.perf_counter() - t0}


def node_stats(ports: list[int]) -> dict[int, dict[str, Any]]:
    out = {}
    for p in ports:
        r = redis.Redis(port=p)
        cpu = r.info("cpu")
        cmds = r.info("commandstats")
        out[p] = {"cpu": float(cpu["used_cpu_user"]) + float(cpu["used_cpu_sys"]),
                  **{k.removeprefix("cmdstat_"): int(v["calls"]) for k, v in cmds.items()},
                  **{"usec:" + k.removeprefix("cmdstat_"): int(v["usec"]) for k, v in cmds.items()}}
        r.close()
    return out


def run_once(url: str, cluster: bool, ports: list[int], primaries: list[int], bots: int, seconds: float,
             buckets: int, routed: bool) -> dict[str, Any]:
    prefix = "bs" + uuid.uuid4().hex[:6]
    for p in ports:
        r = redis.Redis(port=p)
        r.config_resetstat()
        r.close()
    before = node_stats(ports)
    start_at = time.time() + 2.0  # every bot imports and connects first
    procs = [subprocess.Popen([sys.executable, __file__, "--bot", json.dumps(
        [url, cluster, prefix, buckets, seconds, start_at, routed, i])], stdout=subprocess.PIPE, text=True)
        for i in range(bots)]
    results = [json.loads(p.communicate(timeout=seconds + 60)[0]) for p in procs]
    after = node_stats(ports)
    ops = sum(r["ops"] for r in results)
    wall = max(r["seconds"] for r in results)
    cpu = sum(after[p]["cpu"] - before[p]["cpu"] for p in ports)

    def calls(p: int, *names: str) -> int:
        return sum(after[p].get(n, 0) for n in names)

    fcalls = {p: calls(p, "fcall", "fcall_ro") for p in primaries}
    # set-up calls (each bot: the version on every primary, the deployment record) are not operations
    setup = bots * (len(primaries) + 1)
    total_fcalls = sum(fcalls.values()) - setup
    getkeys = sum(calls(p, "command|getkeys") for p in ports)
    in_commands = sum(calls(p, "usec:fcall", "usec:fcall_ro", "usec:command|getkeys") for p in ports)
    return {
        "ops": ops, "ops_per_s": ops / wall, "cpu_us_per_op": cpu * 1e6 / ops, "cmd_us_per_op": in_commands / ops,
        "commands_per_op": (total_fcalls + getkeys) / ops, "getkeys_per_op": getkeys / ops,
        "shares": sorted(round(v / sum(fcalls.values()), 3) for v in fcalls.values()),
    }


def topology_rows(name: str, url: str, cluster: bool, ports: list[int], primaries: list[int],
                  args: argparse.Namespace) -> list[dict[str, Any]]:
    rows = []
    for routed in ([True, False] if cluster else [True]):
        runs = [run_once(url, cluster, ports, primaries, args.bots, args.seconds, args.buckets, routed)
                for _ in range(args.rounds)]
        med = {k: statistics.median(r[k] for r in runs)
               for k in ("ops_per_s", "cpu_us_per_op", "cmd_us_per_op", "commands_per_op", "getkeys_per_op")}
        rows.append({"topology": name, "routing": "rollmem" if routed or not cluster else "redis-py",
                     "primaries": len(primaries), **med, "shares": runs[len(runs) // 2]["shares"],
                     "runs": runs})
    return rows


def report(rows: list[dict[str, Any]], args: argparse.Namespace) -> str:
    lines = [f"{args.bots} bot processes x {args.seconds:g} s per run, {args.rounds} round(s), {args.buckets} buckets; "
             "ops alternate add_interaction / context",
             "", "| topology | routing | ops/s | server CPU µs/op | in commands µs/op | commands/op | GETKEYS/op "
             "| share of calls per primary (fair 1/P) |",
             "|---|---|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        lines.append(f"| {r['topology']} | {r['routing']} | {r['ops_per_s']:,.0f} | {r['cpu_us_per_op']:.1f} | "
                     f"{r['cmd_us_per_op']:.1f} | "
                     f"{r['commands_per_op']:.2f} | {r['getkeys_per_op']:.2f} | "
                     f"{', '.join(f'{s:.3f}' for s in r['shares'])} |")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bot", help=argparse.SUPPRESS)
    ap.add_argument("--bots", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--primaries", default="1,2,4,8")
    ap.add_argument("--buckets", type=int, default=16)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--json", dest="json_path")
    args = ap.parse_args()
    if args.bot:
        print(json.dumps(bot(*json.loads(args.bot))))
        return 0
    started = time.monotonic()
    rows: list[dict[str, Any]] = []
    with EmbeddedServer() as srv:
        rows += topology_rows("one server", srv.url, False, [srv.port], [srv.port], args)
    for p in (int(x) for x in args.primaries.split(",")):
        with EmbeddedCluster(p) as c:
            rows += topology_rows(f"cluster, {p} primar{'y' if p == 1 else 'ies'}", c.url, True, c.ports,
                                  c.primary_ports, args)
    print(report(rows, args))
    print(f"\ntotal {time.monotonic() - started:.0f} s")
    if args.json_path:
        with open(args.json_path, "w", encoding="utf-8") as f:
            json.dump(rows, f, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
