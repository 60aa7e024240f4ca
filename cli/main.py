"""The ``rollmem`` command line.

Shared options come from decorators and read environment variables
(``REDIS_URL``, ``ROLLMEM_PREFIX``, ``ROLLMEM_BUCKETS``, ``ROLLMEM_WINDOW_SIZE``,
``ROLLMEM_MAX_SUMMARIES``). Heavy imports happen inside commands so
``rollmem --help`` stays instant. rollmem and Redis errors end a command with a
one-line message and a non-zero exit status, never a traceback.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import json
import shlex
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from typing import Any

import click

EXIT_ERROR = 1  # Redis unreachable, session not found, library problems
EXIT_USAGE = 2  # bad option or argument (click's own code for usage errors)


class CliError(click.ClickException):
    """A one-line failure with its exit status."""

    def __init__(self, message: str, exit_code: int = EXIT_ERROR) -> None:
        super().__init__(message)
        self.exit_code = exit_code  # type: ignore[misc,unused-ignore]  # a ClassVar from click 8.5 on


def _message(e: BaseException) -> str:
    if isinstance(e, KeyError) and e.args:  # str(KeyError) adds quotes
        return str(e.args[0])
    return str(e) or type(e).__name__


def as_cli_error(e: Exception) -> CliError | None:
    """The message and exit status for a rollmem or Redis error; None for anything else."""
    import redis

    from rollmem_client import errors

    if isinstance(e, errors.RollMemError):
        bad_input = (errors.ConfigError, errors.InvalidSessionId, errors.InvalidArgument, errors.InvalidEntry)
        return CliError(_message(e), EXIT_USAGE if isinstance(e, bad_input) else EXIT_ERROR)
    if isinstance(e, (redis.ConnectionError, redis.TimeoutError)):
        return CliError(f"cannot reach Redis: {_message(e)}")
    if isinstance(e, (redis.RedisError, redis.exceptions.RedisClusterException)):
        return CliError(f"Redis error: {_message(e)}")
    return None


class RollmemGroup(click.Group):
    """The top-level group: turns rollmem and Redis errors of any subcommand into clean failures."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except Exception as e:
            failure = as_cli_error(e)
            if failure is None:
                raise
            raise failure from None


# ---------------------------------------------------------------- shared options


def _apply(fn: Callable[..., Any], *decorators: Callable[..., Any]) -> Callable[..., Any]:
    for d in reversed(decorators):
        fn = d(fn)
    return fn


def _url_options() -> list[Callable[..., Any]]:
    return [
        click.option("--url", envvar="REDIS_URL", help="Redis URL, e.g. redis://localhost:6379/0 [env REDIS_URL]."),
        click.option("--cluster", is_flag=True, envvar="ROLLMEM_CLUSTER", help="The URL points at a Redis Cluster."),
    ]


def connection_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """--url, --cluster, --prefix and --buckets, each with its environment variable."""
    return _apply(
        fn,
        *_url_options(),
        click.option("--prefix", envvar="ROLLMEM_PREFIX", default="rm", show_default=True,
                     help="Key prefix [env ROLLMEM_PREFIX]."),
        click.option("--buckets", envvar="ROLLMEM_BUCKETS", type=int, default=None,
                     help="Hash-tag buckets of the deployment [env ROLLMEM_BUCKETS; default: the count the "
                          "deployment records, else 16]."),
    )


def memory_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """--window-size and --max-summaries: the deployment's defaults (a session's own settings win)."""
    return _apply(
        fn,
        click.option("--window-size", envvar="ROLLMEM_WINDOW_SIZE", type=click.IntRange(1, 100_000), default=21,
                     show_default=True, help="Interactions kept verbatim [env ROLLMEM_WINDOW_SIZE]."),
        click.option("--max-summaries", envvar="ROLLMEM_MAX_SUMMARIES", type=click.IntRange(0, 10_000), default=3,
                     show_default=True, help="Summaries kept, oldest dropped first [env ROLLMEM_MAX_SUMMARIES]."),
    )


json_option: Callable[[Callable[..., Any]], Callable[..., Any]] = click.option("--json", "as_json", is_flag=True, help="Print JSON (a stable shape) instead of text.")


def _session_id(ctx: click.Context, param: click.Parameter, value: str) -> str:
    from rollmem_client import InvalidSessionId, validate_session_id

    try:
        return validate_session_id(value)
    except InvalidSessionId as e:
        raise click.BadParameter(str(e)) from None


session_argument = click.argument("session", callback=_session_id)


DEFAULT_BUCKETS = 16


def _config(prefix: str, buckets: int | None, **extra: Any) -> Any:
    from rollmem_client import ConfigError, MemoryConfig

    try:
        return MemoryConfig(prefix=prefix, buckets=DEFAULT_BUCKETS if buckets is None else buckets, **extra)
    except ConfigError as e:
        raise click.BadParameter(str(e)) from None


def recorded_buckets(client: Any, prefix: str) -> int | None:
    """The bucket count the deployment under ``prefix`` records (read only; None: none recorded)."""
    from rollmem_client import MemoryConfig, ops
    from rollmem_client.driver import SyncDriver

    try:
        cfg = MemoryConfig(prefix=prefix)
    except ValueError as e:
        raise click.BadParameter(str(e), param_hint="'--prefix'") from None
    return SyncDriver(client, cfg)._drive(ops.stored_buckets(cfg))


def _buckets(client: Any, prefix: str, buckets: int | None) -> int | None:
    """--buckets as given, else the deployment's own count (so `--prefix rmdemo` alone finds the demo)."""
    return buckets if buckets is not None else recorded_buckets(client, prefix)


def _require_url(url: str | None) -> str:
    if not url:
        raise click.UsageError("no Redis to talk to: pass --url or set REDIS_URL")
    return url


def _memory(url: str | None, cluster: bool, prefix: str, buckets: int | None, *, read_only: bool = False,
            **settings: Any) -> Any:
    """A ``RollingMemory`` for the options given (a bad URL is a usage error).

    ``read_only``: for commands that only inspect; its set-up never writes (no library load, no deployment record).
    """
    from rollmem_client import RollingMemory

    try:
        memory = RollingMemory.from_url(_require_url(url), cluster=cluster, config=_config(prefix, buckets, **settings),
                                        read_only=read_only)
    except ValueError as e:  # redis-py's URL parsing
        raise click.BadParameter(str(e), param_hint="'--url'") from None
    if buckets is None:
        with _closing_on_error(memory):
            memory.update_config(buckets=_buckets(memory.redis, prefix, None) or DEFAULT_BUCKETS)
    return memory


@contextlib.contextmanager
def _closing_on_error(memory: Any) -> Iterator[None]:
    try:
        yield
    except BaseException:
        memory.close()
        raise


def _echo_json(value: Any) -> None:
    click.echo(json.dumps(value, indent=2))


def _clip(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _not_found(session: str, prefix: str) -> CliError:
    return CliError(f"no session {session!r} under prefix {prefix!r} (check --prefix)")


# ---------------------------------------------------------------- commands


@click.group(cls=RollmemGroup)
@click.version_option(package_name="rollmem")
def cli() -> None:
    """rollmem: conversation memory for LLM applications on Redis.

    Each session keeps a window of its latest interactions plus rolling
    summaries of older blocks, maintained atomically by a Redis Functions
    library; a summarizer daemon writes the summaries. Try `rollmem demo`: it
    needs nothing but this package.

    \b
    Exit status: 0 success; 1 failure (Redis unreachable, session not found,
    library problem); 2 invalid usage, option or argument.
    """


@cli.command(short_help="Play a synthetic conversation; show what it costs in tokens.")
@click.option("--turns", type=click.IntRange(1, 100_000), default=85, show_default=True,
              help="Interactions in the synthetic conversation.")
@memory_options
@click.option("--session", default="demo", show_default=True, callback=_session_id, help="Session id to write.")
@click.option("--replace", is_flag=True, help="Overwrite the session if it already exists (with --url).")
@click.option("--url", envvar="REDIS_URL",
              help="Redis to use [env REDIS_URL]. Without it a throw-away server is started on loopback.")
@click.option("--cluster", is_flag=True, envvar="ROLLMEM_CLUSTER", help="The URL points at a Redis Cluster.")
@click.option("--prefix", default="rmdemo", show_default=True,
              help="Key prefix of the demo. Keep it apart from a live deployment's: the demo's summarizer "
                   "drains every job stream under its prefix.")
@click.option("--buckets", type=click.IntRange(1, 1024), default=4, show_default=True,
              help="Hash-tag buckets of the demo's prefix (each has a job stream the summarizer reads).")
@json_option
def demo(turns: int, window_size: int, max_summaries: int, session: str, replace: bool, url: str | None,
         cluster: bool, prefix: str, buckets: int, as_json: bool) -> None:
    """Play a synthetic conversation and show what the model is given.

    Appends --turns scripted interactions (a user planning a team offsite: names,
    a phone number, a booking code, prices, dates, decisions, a corrected budget,
    an open question) through the Python SDK, runs the offline summarizer
    in-process whenever a block is queued, then prints a headline (tokens and
    planted facts kept by rollmem, by the whole history and by a plain window of
    the same tokens), the fact ledger, the summaries (newest first), the window
    and the token cost of sending them instead of the whole history: for the last
    turn and summed over every turn. Deterministic, and quick (a second or two
    for the default 85 turns).

    Without --url or REDIS_URL, starts a throw-away server (redis-server on
    PATH, else the bundled Valkey) on a free loopback port and stops it at the
    end. With --json, prints one object: session, turns, windowSize,
    maxSummaries, server, summaryJobs, window {startIndex, endIndex, count},
    summaries (newest first: range, text), ledger (key, value, kind, seq),
    headline {rollmem, fullHistory, plainWindow: each {tokens, factsKept,
    factsPlanted, interactions}}, tokens {encoding, lastTurn, conversation: each
    {rollmem, fullHistory, ratio}}, facts (fact, value, inContext) and
    corrections (fact, stale, current, currentKept, staleGone).
    """
    from . import demo as engine

    config = _config(prefix, buckets, window_size=window_size, max_summaries=max_summaries)
    server = None
    if not url:
        if cluster:
            raise click.UsageError("--cluster needs --url (the throw-away server is a single node)")
        server = _start_server()
        url = server.url
    started = time.monotonic()
    try:
        with _progress(turns, enabled=not as_json and turns >= 1000) as on_turn:
            result = engine.run_demo(url, cluster, config, session, turns, server="embedded" if server else "external",
                                     replace=replace, on_turn=on_turn)
    except engine.SessionExists as e:
        raise CliError(str(e)) from None
    except engine.SummarizerFailed as e:
        raise CliError(f"the in-process summarizer: {e}") from None
    finally:
        if server is not None:
            server.stop()
    if as_json:
        _echo_json(result.to_json())
        return
    where = (f"throw-away {server.binary.rsplit('/', 1)[-1]} on 127.0.0.1:{server.port} (stopped)"
             if server else "the Redis at --url")
    _print_demo(result, where, time.monotonic() - started)
    click.echo()
    if server is None:
        # the CLI's other commands read the bucket count the demo recorded: --prefix is all they need
        shown = shlex.quote(url) if "@" not in url else '"$REDIS_URL"'  # never print a password
        click.echo(f"Inspect it: rollmem show {session} --url {shown} --prefix {prefix}")
    else:
        click.echo("The throw-away server is gone with the session. To keep it, give a Redis: "
                   f"rollmem demo --url redis://HOST:PORT, then rollmem show {session} --url redis://HOST:PORT "
                   f"--prefix {prefix}")


def _start_server() -> Any:
    from rollmem_client.server import EmbeddedServer

    server = None
    try:
        server = EmbeddedServer()  # RuntimeError: no server binary at all
        return server.start()
    except (RuntimeError, OSError) as e:  # OSError: it would not start (TimeoutError is one too)
        if server is not None:
            server.stop()
        raise CliError(f"could not start a Redis server for the demo: {e}; pass --url instead") from None


@contextlib.contextmanager
def _progress(total: int, enabled: bool) -> Iterator[Callable[[int], None] | None]:
    """A progress bar on stderr for long demos; no callback otherwise."""
    if not enabled:
        yield None
        return
    with click.progressbar(length=total, label="interactions", file=sys.stderr) as bar:
        yield lambda _seq: bar.update(1)


def _print_demo(result: Any, where: str, elapsed: float) -> None:
    r = result.to_json()
    jobs = r["summaryJobs"]
    done = ", ".join(f"{v} {k}" for k, v in jobs.items() if k != "queued") or "none processed"
    click.echo(f"rollmem demo: {r['turns']} interactions in session {r['session']!r} "
               f"(window {r['windowSize']}, up to {r['maxSummaries']} summaries) in {elapsed:.1f} s")
    click.echo(f"Redis: {where}")
    click.echo(f"Summary jobs: {jobs['queued']} queued; in-process offline summarizer: {done}")
    click.echo()
    _print_headline(r)
    click.echo()
    click.echo(f"What the model is given for turn {r['turns'] + 1} (memory.model_input):")
    click.echo()
    click.echo(f"Fact ledger ({len(r['ledger'])} facts, latest values):")
    for f in r["ledger"]:
        click.echo(f"  #{f['seq']:<4} " + _clip(f"{f['key']}: {f['value']}  ({f['kind']})", 92))
    if not r["ledger"]:
        click.echo("  (empty)")
    click.echo()
    click.echo(f"Summaries, newest first ({len(r['summaries'])}):")
    for s in r["summaries"]:
        click.echo(f"  [{s['range']['startIndex']}-{s['range']['endIndex']}]")
        for line in s["text"].splitlines():
            click.echo(textwrap.fill(line, 100, initial_indent="    ", subsequent_indent="      "))
    if not r["summaries"]:
        click.echo("  (none yet)")
    w = r["window"]
    click.echo()
    click.echo(f"Window: interactions {w['startIndex']}-{w['endIndex']} ({w['count']}, oldest first)")
    _print_window_sample(result.context.window if result.context else [])
    if r["facts"]:
        kept = sum(f["inContext"] for f in r["facts"])
        click.echo()
        click.echo(f"Planted facts still in what the model is given: {kept} of {len(r['facts'])}")
        for f in r["facts"]:
            click.echo(f"  {'kept' if f['inContext'] else 'LOST':<5} {f['fact']}: {f['value']}")
    for c in r["corrections"]:
        verdict = "new value kept" if c["currentKept"] else "NEW VALUE LOST"
        verdict += ", stale value gone" if c["staleGone"] else ", STALE VALUE STILL SHOWN"
        click.echo(f"  correction {c['fact']}: {c['stale']} -> {c['current']}: {verdict}")
    t = r["tokens"]
    last, whole = t["lastTurn"], t["conversation"]
    click.echo()
    click.echo(f"Tokens ({t['encoding']})                 rollmem   full history   saving")
    click.echo(f"  last turn ({r['turns']})".ljust(31)
               + f"{last['rollmem']:>11,} {last['fullHistory']:>14,}   {last['ratio']:.1f}x")
    click.echo("  summed over every turn".ljust(31)
               + f"{whole['rollmem']:>11,} {whole['fullHistory']:>14,}   {whole['ratio']:.1f}x")
    click.echo("(rollmem: ledger + summaries + window; full history: every interaction so far. The first stays")
    click.echo(" bounded while the second grows with the conversation: try --turns 1000.)")


def _print_headline(r: dict[str, Any]) -> None:
    h = r["headline"]
    planted = h["rollmem"]["factsPlanted"]
    click.echo(f"Headline at turn {r['turns']}: what each way of feeding the model costs, and what it remembers")
    click.echo("                                         tokens   planted facts kept")
    rows = (("rollmem (ledger + summaries + window)", h["rollmem"]),
            ("the whole history", h["fullHistory"]),
            (f"a plain window, same tokens ({h['plainWindow']['interactions']} turns)", h["plainWindow"]))
    for label, side in rows:
        click.echo(f"  {label:<38}{side['tokens']:>7,}   {side['factsKept']} of {planted}")


def _print_window_sample(window: list[Any]) -> None:
    from rollmem_client.summarize import entry_turns

    shown = window if len(window) <= 4 else window[:2] + window[-2:]
    for n, item in enumerate(shown):
        if n == 2 and len(window) > 4:
            click.echo(f"  ... {len(window) - 4} more ...")
        turns = entry_turns({"userRequest": item.user_request, "aiResponse": item.ai_response})
        for j, (role, text) in enumerate(turns):
            click.echo(f"  {f'#{item.seq}' if j == 0 else '':<6}{_clip(f'{role}: {text}', 92)}")


@cli.command()
@session_argument
@connection_options
@memory_options
@json_option
def show(session: str, url: str | None, cluster: bool, prefix: str, buckets: int | None, window_size: int,
         max_summaries: int, as_json: bool) -> None:
    """Show a session's window and summaries.

    Text by default. With --json, prints exactly
    {"interactions": [{"seq", "userRequest", "aiResponse", "ts"}, ...],
    "summaries": [{"range": {"startIndex", "endIndex"}, "text", "ts"}, ...]},
    both oldest first. --window-size and --max-summaries are the deployment's
    defaults (a session's own settings win). Exits 1 if the session does not exist.

    A ``budget`` session (AgentMemory) is shown as seed 001's text layout, or
    with --json as its export: {"sessionId", "entries", "summaries", ...}.
    """
    with _memory(url, cluster, prefix, buckets, read_only=True, window_size=window_size,
                 max_summaries=max_summaries) as memory:
        if memory.stats(session).policy == "budget":
            _show_budget(memory, session, as_json)
            return
        ctx = memory.context(session)
    if not ctx.exists:
        raise _not_found(session, prefix)
    if as_json:
        _echo_json(ctx.to_json())
        return
    from rollmem_client.summarize import entry_turns

    first = ctx.window[0].seq if ctx.window else 0
    click.echo(f"Session {session!r} (prefix {prefix!r}): {ctx.last_seq} interactions; "
               f"window {first}-{ctx.last_seq} ({len(ctx.window)} of {ctx.window_size}); "
               f"{len(ctx.summaries)} summaries (max {ctx.max_summaries})")
    newest_end = ctx.summaries[-1].range.end_index if ctx.summaries else 0
    if ctx.max_summaries and ctx.summarized_through > newest_end:
        click.echo(f"Blocks up to #{ctx.summarized_through} are queued for summarizing (is a summarizer running?)")
    click.echo()
    click.echo("Summaries, newest first:" if ctx.summaries else "Summaries: none")
    for s in ctx.summaries_newest_first:
        click.echo(f"  [{s.range.start_index}-{s.range.end_index}]  {s.ts}")
        for line in s.text.splitlines():
            click.echo(textwrap.fill(line, 100, initial_indent="    ", subsequent_indent="      "))
    click.echo()
    click.echo("Window, oldest first:")
    for item in ctx.window:
        click.echo(f"  #{item.seq}  {item.ts}")
        turns = entry_turns({"userRequest": item.user_request, "aiResponse": item.ai_response})
        for role, text in turns or [("-", "(no text)")]:
            click.echo(f"    {role}: {_clip(text, 240)}")


def _show_budget(blocks_memory: Any, session: str, as_json: bool) -> None:
    import msgspec

    from rollmem_client import AgentMemory

    memory = AgentMemory(blocks_memory.redis, blocks_memory.config, token_counter=len, read_only=True)
    if as_json:
        _echo_json(msgspec.to_builtins(memory.export_session(session)))
        return
    st = memory.get_stats(session)
    click.echo(f"Session {session!r} (budget): {st.total_entries} entries, {st.active_entries} active, "
               f"{st.pending_entries} awaiting summary, {st.summaries} summaries; {st.context_tokens} tokens in context")
    click.echo()
    click.echo(memory.context(session, format="text"))


@cli.command(short_help="Show a session's fact ledger.")
@session_argument
@connection_options
@json_option
def facts(session: str, url: str | None, cluster: bool, prefix: str, buckets: int, as_json: bool) -> None:
    """Show a session's fact ledger (either policy): each fact's latest value, and the values it superseded.

    The ledger is written by the summarizer daemon with each summary. With
    --json, prints {"session", "tokens", "facts": [{"key", "value", "kind", "seq",
    "tokens"}, ...], "superseded": [...]}, facts oldest statement first. Exits 1
    if the session does not exist.
    """
    import msgspec

    with _memory(url, cluster, prefix, buckets) as memory:
        exists = memory.stats(session).exists
        ledger = memory.facts(session)
    if not exists:
        raise _not_found(session, prefix)
    if as_json:
        _echo_json({"session": session, "tokens": ledger.tokens, "facts": msgspec.to_builtins(ledger.facts),
                    "superseded": msgspec.to_builtins(ledger.superseded)})
        return
    click.echo(f"Session {session!r}: {len(ledger.facts)} facts, {ledger.tokens} tokens in the ledger")
    old: dict[str, list[str]] = {}
    for f in ledger.superseded:
        old.setdefault(f.key, []).append(f.value)
    for f in ledger.facts:
        was = f"  (was: {'; '.join(old[f.key])})" if f.key in old else ""
        click.echo(f"  #{f.seq:<5} {f.kind:<10} " + _clip(f"{f.key}: {f.value}{was}", 160))
    if not ledger.facts:
        click.echo("  (no facts yet: they are written with the summaries; is a summarizer running?)")


@cli.command(short_help="List the session ids under the prefix.")
@connection_options
@json_option
def sessions(url: str | None, cluster: bool, prefix: str, buckets: int | None, as_json: bool) -> None:
    """List the session ids under the prefix, sorted, one per line (--json: a JSON array)."""
    with _memory(url, cluster, prefix, buckets, read_only=True) as memory:
        ids = sorted(memory.sessions())
    if as_json:
        _echo_json(ids)
    elif ids:
        click.echo("\n".join(ids))
    else:
        click.echo(f"no sessions under prefix {prefix!r}", err=True)


@cli.command(short_help="Show a session's counters.")
@session_argument
@connection_options
@memory_options
@json_option
def stats(session: str, url: str | None, cluster: bool, prefix: str, buckets: int | None, window_size: int,
          max_summaries: int, as_json: bool) -> None:
    """Show a session's counters: sequence numbers, sizes, jobs, timestamps.

    A table by default; with --json, the Stats fields (session_id, exists, policy,
    last_seq, summarized_through, window, summaries, pending_jobs, jobs_queued,
    summaries_written, created_ms, updated_ms, window_size, max_summaries,
    ttl_ms; ttl_ms is -1 without expiry). Exits 1 if the session does not exist.
    """
    import msgspec

    with _memory(url, cluster, prefix, buckets, read_only=True, window_size=window_size,
                 max_summaries=max_summaries) as memory:
        st = memory.stats(session)
    if not st.exists:
        raise _not_found(session, prefix)
    fields = msgspec.to_builtins(st)
    if as_json:
        _echo_json(fields)
        return
    for name, value in fields.items():
        note = ""
        if name in ("created_ms", "updated_ms") and value:
            note = "  " + _dt.datetime.fromtimestamp(value / 1000, _dt.timezone.utc).isoformat(timespec="seconds")
        elif name == "ttl_ms":
            note = "  (no expiry)" if value < 0 else f"  ({value / 1000:.0f} s)"
        elif isinstance(value, bool):
            value = "yes" if value else "no"
        click.echo(f"{name:<20} {value}{note}")


@cli.group()
def scripts() -> None:
    """Load or inspect the Redis Functions library."""


@scripts.command("load")
@connection_options
def scripts_load(url: str | None, cluster: bool, prefix: str, buckets: int | None) -> None:
    """Load (FUNCTION LOAD REPLACE) the library on every primary and create the consumer groups."""
    with _memory(url, cluster, prefix, buckets) as memory:
        memory.load_library()
        version = memory.setup()
        created = memory.ensure_groups()
    click.echo(f"rollmem library v{version} loaded; {created} consumer groups created")


@scripts.command("status")
@connection_options
def scripts_status(url: str | None, cluster: bool, prefix: str, buckets: int | None) -> None:
    """Show the library version Redis holds (the oldest primary's on a cluster) against this client's
    (exit 1 unless current)."""
    import redis

    from rollmem_client.scripts import library_version

    client: Any = (redis.RedisCluster if cluster else redis.Redis).from_url(_require_url(url), protocol=2)
    loaded: int | None = None
    try:  # on a cluster, every primary: the oldest one decides
        targets = [{"target_nodes": n} for n in client.get_primaries()] if cluster else [{}]
        loaded = min(int(client.execute_command("FCALL_RO", "rollmem_version", 0, **t)) for t in targets)
    except redis.ResponseError:
        loaded = None
    finally:
        client.close()
    ours = library_version()
    state = "missing" if loaded is None else ("current" if loaded == ours else ("older" if loaded < ours else "newer"))
    click.echo(f"loaded: {loaded if loaded is not None else '-'}  client: {ours}  state: {state}")
    if state != "current":
        sys.exit(1)


@cli.command(short_help="Print the least-privilege ACL rules of a role.")
@click.argument("role", type=click.Choice(["bot", "daemon", "admin"]))
@click.option("--user", default=None, help="User name in the printed command [default: rollmem-ROLE].")
@click.option("--prefix", envvar="ROLLMEM_PREFIX", default="rm", show_default=True,
              help="Key prefix of the deployment [env ROLLMEM_PREFIX].")
def acl(role: str, user: str | None, prefix: str) -> None:
    """Print an ACL SETUSER command with the narrowest rules ROLE needs (see docs/SECURITY.md).

    Give each tenant its own --prefix and its own users: the key patterns keep
    them apart. Add a password (>secret) before running it.
    """
    from rollmem_client.acl import acl_rules

    rules = " ".join(acl_rules(role, _config(prefix, None).keys))
    click.echo(f"ACL SETUSER {user or 'rollmem-' + role} on {rules}")


from .migrate import migrate  # noqa: E402
from .summarizer import summarizer  # noqa: E402  (the group uses the shared options above)

cli.add_command(summarizer)
cli.add_command(migrate)

from . import inspect as _inspect  # noqa: E402, F401  (registers keys, context, export, import, clear, events)
