"""``rollmem summarizer``: run the daemon, and inspect or repair its work.

``rollmem summarizer [OPTIONS]`` runs a daemon; the subcommands ``status``,
``check``, ``dead`` and ``requeue`` read and act on the state every daemon
keeps in Redis.
"""

from __future__ import annotations

import datetime as _dt
import logging
import sys
from typing import Any

import click

from .main import (
    _buckets,
    _config,
    _echo_json,
    _message,
    _require_url,
    connection_options,
    json_option,
    memory_options,
)


def _client(url: str | None, cluster: bool) -> Any:
    import redis

    cls = redis.RedisCluster if cluster else redis.Redis
    try:
        return cls.from_url(_require_url(url), protocol=2)
    except ValueError as e:
        raise click.BadParameter(str(e), param_hint="'--url'") from None


@click.group(invoke_without_command=True, short_help="Run the summarizer daemon, or inspect its work.")
@connection_options
@memory_options
@click.option("--burst", is_flag=True, help="Drain every job stream, then exit.")
@click.option("--concurrency", type=click.IntRange(1, 1024), default=4, show_default=True,
              help="Jobs summarized at once (LLM calls in parallel).")
@click.option("--batch", type=click.IntRange(1, 1000), default=16, show_default=True, help="Jobs read per stream per call.")
@click.option("--block-ms", type=click.IntRange(1), default=2000, show_default=True, help="Longest wait of one read.")
@click.option("--claim-idle-ms", type=click.IntRange(1), default=60_000, show_default=True,
              help="Take over jobs left unacknowledged this long (a crashed daemon's).")
@click.option("--grace", type=click.FloatRange(0), default=30.0, show_default=True,
              help="Seconds in-flight jobs may take to finish after SIGTERM.")
@click.option("--max-deliveries", type=click.IntRange(1), default=5, show_default=True,
              help="Deliveries after which a failing job goes to the dead-letter stream.")
@click.option("--mode", type=click.Choice(["independent", "running"]), default="independent", show_default=True,
              help="Independent summaries per block, or a running summary folding in the previous one.")
@click.option("--retries", type=click.IntRange(0, 20), default=3, show_default=True,
              help="Retries of a rate-limited / overloaded / timed-out summarizer call, with backoff.")
@click.option("--timeout", type=click.FloatRange(0.1), default=300.0, show_default=True,
              help="Seconds one summarizer call may take.")
@click.option("--max-age-seconds", type=click.FloatRange(0.001), default=None,
              help="Budget sessions: compress entries older than this even when nobody writes (seed 003's time trigger).")
@click.option("--summarizer", "summarizer_spec", metavar="MODULE:ATTR",
              help="Summarizer to use instead of the offline extractive one "
                   "(e.g. rollmem_client.summarize.anthropic:AnthropicSummarizer, which reads ANTHROPIC_API_KEY).")
@click.option("--consumer", help="Consumer name in the group (default: host-pid-random).")
@click.option("--prune-idle-ms", type=click.IntRange(1), default=600_000, show_default=True,
              help="Prune departed daemons: consumers idle this long with no pending job, heartbeats this old.")
@click.option("--heartbeat-seconds", type=click.FloatRange(0.01), default=5.0, show_default=True,
              help="How often the daemon records that it is alive (status shows daemons seen in 30 s).")
@click.option("--housekeeping-seconds", type=click.FloatRange(0.01), default=60.0, show_default=True,
              help="How often the daemon prunes departed consumers and daemons.")
@click.option("--log-level", default="INFO", show_default=True,
              type=click.Choice(["DEBUG", "INFO", "WARNING", "ERROR"], case_sensitive=False))
@click.pass_context
def summarizer(ctx: click.Context, url: str | None, cluster: bool, prefix: str, buckets: int | None, window_size: int,
               max_summaries: int, burst: bool, concurrency: int, batch: int, block_ms: int, claim_idle_ms: int,
               grace: float, max_deliveries: int, mode: str, retries: int, timeout: float,
               max_age_seconds: float | None, summarizer_spec: str | None, consumer: str | None, prune_idle_ms: int,
               heartbeat_seconds: float, housekeeping_seconds: float, log_level: str) -> None:
    """Run the summarizer daemon: read summary jobs, summarize, write back.

    SIGTERM stops reading and lets running jobs finish within --grace; a second
    signal cancels them (they are redelivered). Give it the deployment's
    --prefix and --buckets; --max-summaries only matters for sessions whose
    writers recorded no cap.
    """
    if ctx.invoked_subcommand is not None:
        return
    from rollmem_client import AsyncRollingMemory
    from rollmem_client.daemon import SummarizerDaemon, run_daemon
    from rollmem_client.summarize import load_summarizer

    logging.basicConfig(level=log_level.upper(), stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s %(message)s")
    try:
        impl = load_summarizer(summarizer_spec) if summarizer_spec else None
    except (ImportError, AttributeError, ValueError, TypeError) as e:
        raise click.BadParameter(_message(e), param_hint="'--summarizer'") from None
    from rollmem_client import BudgetConfig

    if buckets is None:
        probe = _client(url, cluster)
        try:
            buckets = _buckets(probe, prefix, None)
        finally:
            probe.close()
    config = _config(prefix, buckets, window_size=window_size, max_summaries=max_summaries,
                     budget=BudgetConfig(max_age_seconds=max_age_seconds))
    memory = AsyncRollingMemory.from_url(_require_url(url), cluster=cluster, config=config)
    daemon = SummarizerDaemon(memory, impl, consumer=consumer, concurrency=concurrency, batch=batch,
                              block_ms=block_ms, claim_idle_ms=claim_idle_ms, grace_seconds=grace,
                              max_deliveries=max_deliveries, mode=mode, retries=retries, timeout=timeout,
                              consumer_idle_ms=prune_idle_ms, housekeeping_seconds=housekeeping_seconds,
                              heartbeat_seconds=heartbeat_seconds)
    counts = run_daemon(daemon, burst=burst)
    click.echo(" ".join(f"{k}={v}" for k, v in sorted(counts.items())) or "no jobs", err=True)


def _ago(ms: int) -> str:
    if not ms:
        return "-"
    return _dt.datetime.fromtimestamp(ms / 1000, _dt.timezone.utc).strftime("%Y-%m-%d %H:%M:%S")


@summarizer.command("status")
@connection_options
@json_option
def status_cmd(url: str | None, cluster: bool, prefix: str, buckets: int | None, as_json: bool) -> None:
    """Backlog, lag (age of the oldest job), dead letters, throughput and live daemons."""
    import msgspec

    from rollmem_client.daemon.status import summarizer_status

    client = _client(url, cluster)
    try:
        st = summarizer_status(client, _config(prefix, _buckets(client, prefix, buckets)))
    finally:
        client.close()
    if as_json:
        _echo_json(msgspec.to_builtins(st))
        return
    click.echo(f"backlog {st.backlog}  pending {st.pending}  dead {st.dead}  lag {st.lag_seconds:.1f}s  "
               f"jobs/s {st.jobs_per_second_1m:.2f} (1m) {st.jobs_per_second_5m:.2f} (5m)")
    if st.totals:
        click.echo("totals  " + "  ".join(f"{k} {v}" for k, v in sorted(st.totals.items())))
    click.echo(f"\n{'bucket':>6} {'backlog':>8} {'pending':>8} {'lag s':>8} {'dead':>6}")
    for b in st.buckets:
        click.echo(f"{b.bucket:>6} {b.backlog:>8} {b.pending:>8} {b.lag_seconds:>8.1f} {b.dead:>6}")
    click.echo(f"\n{len(st.daemons)} live daemons")
    for d in st.daemons:
        counts = " ".join(f"{k}={v}" for k, v in sorted(d.counts.items()))
        click.echo(f"  {d.consumer}  pid {d.pid}  since {_ago(d.started_ms)}  inflight {d.inflight}/{d.concurrency}"
                   f"  {d.mode}  {counts}")


@summarizer.command("check")
@connection_options
@click.option("--max-lag", type=click.FloatRange(0), default=300.0, show_default=True,
              help="Unhealthy when the oldest job has waited longer (seconds).")
@click.option("--min-daemons", type=click.IntRange(0), default=1, show_default=True,
              help="Unhealthy with fewer live daemons.")
@click.option("--max-dead", type=click.IntRange(0), default=None, help="Unhealthy with more dead letters.")
def check_cmd(url: str | None, cluster: bool, prefix: str, buckets: int | None, max_lag: float, min_daemons: int,
              max_dead: int | None) -> None:
    """Health probe: exit 0 when healthy, 1 (with the reasons) when not."""
    from rollmem_client.daemon.status import health, summarizer_status

    client = _client(url, cluster)
    try:
        problems = health(summarizer_status(client, _config(prefix, _buckets(client, prefix, buckets))),
                          max_lag_seconds=max_lag,
                          min_daemons=min_daemons, max_dead=max_dead)
    finally:
        client.close()
    if problems:
        click.echo("unhealthy: " + "; ".join(problems))
        sys.exit(1)
    click.echo("ok")


@summarizer.command("dead")
@connection_options
@click.option("--count", type=click.IntRange(1), default=100, show_default=True, help="At most this many per bucket.")
@json_option
def dead_cmd(url: str | None, cluster: bool, prefix: str, buckets: int | None, count: int, as_json: bool) -> None:
    """List dead letters: jobs that failed --max-deliveries times, with their last error."""
    from rollmem_client.daemon.status import dead_letters

    client = _client(url, cluster)
    try:
        rows = dead_letters(client, _config(prefix, _buckets(client, prefix, buckets)), count)
    finally:
        client.close()
    if as_json:
        _echo_json(rows)
        return
    for r in rows:
        click.echo(f"{r['dead_id']}  bucket {r['bucket']}  session {r.get('sid', '?')}  "
                   f"{r.get('start', '?')}-{r.get('end', '?')}  deliveries {r.get('deliveries', '?')}  "
                   f"{r.get('error', '')}")
    if not rows:
        click.echo("no dead letters")


@summarizer.command("requeue")
@connection_options
@click.argument("dead_ids", nargs=-1)
@click.option("--all", "requeue_all", is_flag=True, help="Requeue every dead letter.")
def requeue_cmd(url: str | None, cluster: bool, prefix: str, buckets: int | None, dead_ids: tuple[str, ...],
                requeue_all: bool) -> None:
    """Put dead letters back on their job streams (by id, or --all), each atomically."""
    from rollmem_client import RollingMemory
    from rollmem_client.daemon.jobs import requeue
    from rollmem_client.daemon.status import dead_letters

    if not dead_ids and not requeue_all:
        raise click.UsageError("give dead-letter ids or --all")
    client = _client(url, cluster)
    try:
        config = _config(prefix, _buckets(client, prefix, buckets))
    except BaseException:
        client.close()
        raise
    memory = RollingMemory(client, config)
    try:
        rows = dead_letters(memory.redis, config, 1_000_000)
        wanted = rows if requeue_all else [r for r in rows if r["dead_id"] in set(dead_ids)]
        missing = set(dead_ids) - {r["dead_id"] for r in wanted}
        for r in wanted:
            new_id = memory.execute(requeue, r["bucket"], r["dead_id"])
            click.echo(f"{r['dead_id']} -> {new_id or 'gone'}")
    finally:
        memory.close()
    if missing:
        click.echo("not found: " + " ".join(sorted(missing)), err=True)
        sys.exit(1)
