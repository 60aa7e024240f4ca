"""The ``rollmem`` command line.

Shared options come from one decorator and read environment variables
(``REDIS_URL``, ``ROLLMEM_PREFIX``, ``ROLLMEM_BUCKETS``). Heavy imports happen
inside commands so ``rollmem --help`` stays instant.
"""

from __future__ import annotations

import functools
import logging
import sys
from collections.abc import Callable
from typing import Any

import click


def connection_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """--url, --cluster, --prefix and --buckets, each with its environment variable."""

    @click.option("--url", envvar="REDIS_URL", help="Redis URL [env REDIS_URL].")
    @click.option("--cluster", is_flag=True, envvar="ROLLMEM_CLUSTER", help="The URL points at a Redis Cluster.")
    @click.option("--prefix", envvar="ROLLMEM_PREFIX", default="rm", show_default=True, help="Key prefix [env ROLLMEM_PREFIX].")
    @click.option("--buckets", envvar="ROLLMEM_BUCKETS", type=int, default=16, show_default=True,
                  help="Hash-tag buckets of the deployment [env ROLLMEM_BUCKETS].")
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return fn(*args, **kwargs)

    return wrapper


def _config(prefix: str, buckets: int, **extra: Any) -> Any:
    from rollmem_client import ConfigError, MemoryConfig

    try:
        return MemoryConfig(prefix=prefix, buckets=buckets, **extra)
    except ConfigError as e:
        raise click.BadParameter(str(e)) from None


def _require_url(url: str | None) -> str:
    if not url:
        raise click.UsageError("no Redis to talk to: pass --url or set REDIS_URL")
    return url


@click.group()
@click.version_option(package_name="rollmem")
def cli() -> None:
    """rollmem: conversation memory for LLM applications on Redis."""


@cli.command()
@connection_options
@click.option("--burst", is_flag=True, help="Drain every job stream, then exit.")
@click.option("--concurrency", type=click.IntRange(1, 1024), default=4, show_default=True, help="Jobs summarized at once.")
@click.option("--batch", type=click.IntRange(1, 1000), default=16, show_default=True, help="Jobs read per stream per call.")
@click.option("--block-ms", type=click.IntRange(1), default=2000, show_default=True, help="Longest wait of one read.")
@click.option("--claim-idle-ms", type=click.IntRange(1), default=60_000, show_default=True,
              help="Take over jobs left unacknowledged this long (a crashed daemon's).")
@click.option("--grace", type=click.FloatRange(0), default=30.0, show_default=True,
              help="Seconds in-flight jobs may take to finish after SIGTERM.")
@click.option("--summarizer", "summarizer_spec", metavar="MODULE:ATTR",
              help="Summarizer to use instead of the offline extractive one.")
@click.option("--consumer", help="Consumer name in the group (default: host-pid-random).")
@click.option("--log-level", default="INFO", show_default=True,
              type=click.Choice(["DEBUG", "INFO", "WARNING", "ERROR"], case_sensitive=False))
def summarizer(url: str | None, cluster: bool, prefix: str, buckets: int, burst: bool, concurrency: int, batch: int,
               block_ms: int, claim_idle_ms: int, grace: float, summarizer_spec: str | None, consumer: str | None,
               log_level: str) -> None:
    """Run the summarizer daemon: read summary jobs, summarize, write back."""
    from rollmem_client import AsyncRollingMemory
    from rollmem_client.daemon import SummarizerDaemon, run_daemon
    from rollmem_client.summarizers import load_summarizer

    logging.basicConfig(level=log_level.upper(), stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s %(message)s")
    impl = load_summarizer(summarizer_spec) if summarizer_spec else None
    memory = AsyncRollingMemory.from_url(_require_url(url), cluster=cluster, config=_config(prefix, buckets))
    daemon = SummarizerDaemon(memory, impl, consumer=consumer, concurrency=concurrency, batch=batch,
                              block_ms=block_ms, claim_idle_ms=claim_idle_ms, grace_seconds=grace)
    counts = run_daemon(daemon, burst=burst)
    click.echo(" ".join(f"{k}={v}" for k, v in sorted(counts.items())) or "no jobs", err=True)


@cli.group()
def scripts() -> None:
    """Load or inspect the Redis Functions library."""


@scripts.command("load")
@connection_options
def scripts_load(url: str | None, cluster: bool, prefix: str, buckets: int) -> None:
    """Load (FUNCTION LOAD REPLACE) the library on every primary and create the consumer groups."""
    from rollmem_client import RollingMemory

    memory = RollingMemory.from_url(_require_url(url), cluster=cluster, config=_config(prefix, buckets))
    memory.load_library()
    version = memory.setup()
    created = memory.ensure_groups()
    click.echo(f"rollmem library v{version} loaded; {created} consumer groups created")


@scripts.command("status")
@connection_options
def scripts_status(url: str | None, cluster: bool, prefix: str, buckets: int) -> None:
    """Show the library version Redis holds against this client's."""
    import redis

    from rollmem_client.scripts import library_version

    client = (redis.RedisCluster if cluster else redis.Redis).from_url(_require_url(url), protocol=2)
    try:
        loaded: int | None = int(client.fcall_ro("rollmem_version", 0))
    except redis.ResponseError:
        loaded = None
    ours = library_version()
    state = "missing" if loaded is None else ("current" if loaded == ours else ("older" if loaded < ours else "newer"))
    click.echo(f"loaded: {loaded if loaded is not None else '-'}  client: {ours}  state: {state}")
    if state != "current":
        sys.exit(1)
