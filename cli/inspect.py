"""Operator commands: ``rollmem keys``, ``context``, ``export``, ``import``, ``clear`` and ``events``.

They work on both policies (``blocks`` and ``budget``), on one server or a
cluster (``--cluster``). ``keys``, ``context``, ``export`` and ``events`` are
read-only: they never send a write command (not even the library set-up the
SDK does on first use), so they are safe against a live deployment and run on
a replica. They refuse to run when Redis lacks the library or holds another
version, or when ``--buckets`` differs from the deployment's.

JSON shapes (``--json``) are part of the contract:

- ``keys``: ``{"session", "policy", "bucket", "keys": [{"key", "name", "scope", "type", "length",
  "bytes", "ttl_ms"}]}``; ``scope`` is ``session`` or ``bucket`` (shared by the bucket's sessions);
  ``type`` is ``none`` for a key that does not exist (``length`` and ``bytes`` 0, ``ttl_ms`` -2);
  ``ttl_ms`` is -1 without expiry.
- ``context``: ``{"session", "policy", "format", "budget", "input"}``; ``input`` is exactly what
  the model is given in that format (a string for ``text``).
- ``export``: the SDK's export (``SessionExport`` or ``BudgetExport`` JSON), with or without ``--json``.
- ``events``: one JSON object per line, ``{"id", "type", "session_id", "data"}``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import click

from .main import (
    CliError,
    _buckets,
    _config,
    _echo_json,
    _not_found,
    _require_url,
    cli,
    connection_options,
    json_option,
    session_argument,
)

FORMATS = ("openai", "anthropic", "gemini", "text")
BLOCKS_KEYS = ("meta", "win", "sums", "pend")
BUDGET_KEYS = ("meta", "ent", "body", "pin", "sums", "pend", "calls")
BUCKET_KEYS = ("jobs", "dead", "events", "aging")
_LENGTH = {"string": "strlen", "list": "llen", "hash": "hlen", "set": "scard", "zset": "zcard", "stream": "xlen"}


@dataclass
class Deployment:
    """One connection and the two policy clients over it."""

    redis: Any
    blocks: Any  # RollingMemory
    budget: Any  # AgentMemory
    prefix: str

    def policy(self, session: str) -> str:
        """The session's policy; exits 1 if it does not exist."""
        st = self.blocks.stats(session)
        if not st.exists:
            raise _not_found(session, self.prefix)
        return str(st.policy)

    def client(self, policy: str) -> Any:
        return self.budget if policy == "budget" else self.blocks

    def close(self) -> None:
        self.redis.close()


def _connect(url: str | None, cluster: bool, prefix: str, buckets: int | None, *, read_only: bool) -> Deployment:
    """Connect both policy clients; without --buckets, use the count the deployment records.

    ``read_only`` clients never write, not even at set-up: a missing or older library
    is an error naming ``rollmem scripts load``, a bucket count unlike the deployment's
    a usage error.
    """
    import redis

    from rollmem_client import AgentMemory, RollingMemory

    try:
        client = (redis.RedisCluster if cluster else redis.Redis).from_url(_require_url(url), protocol=2)
    except ValueError as e:  # redis-py's URL parsing
        raise click.BadParameter(str(e), param_hint="'--url'") from None
    try:
        config = _config(prefix, _buckets(client, prefix, buckets))
    except BaseException:
        client.close()
        raise
    return Deployment(client, RollingMemory(client, config, read_only=read_only),
                      AgentMemory(client, config, token_counter=len, read_only=read_only), prefix)


# ---------------------------------------------------------------- keys


def _key_names(config: Any, session: str, policy: str) -> list[tuple[str, str, str]]:
    """(role, scope, key) of every key of a session and of its bucket."""
    schema = config.keys
    bucket = schema.bucket_of(session)
    if policy == "budget":
        sk = schema.budget_session(session)
        rows = [(name, "session", getattr(sk, name)) for name in BUDGET_KEYS]
    else:
        sk = schema.session(session)
        rows = [(name, "session", getattr(sk, name)) for name in BLOCKS_KEYS]
    rows += [(name, "bucket", getattr(schema, name)(bucket)) for name in BUCKET_KEYS]
    return rows


def _describe(client: Any, key: str, samples: int) -> dict[str, Any]:
    kind = client.type(key)
    kind = kind.decode() if isinstance(kind, bytes) else str(kind)
    if kind == "none":
        return {"type": "none", "length": 0, "bytes": 0, "ttl_ms": -2}
    length = int(getattr(client, _LENGTH[kind])(key)) if kind in _LENGTH else 0
    return {"type": kind, "length": length, "bytes": int(client.memory_usage(key, samples=samples) or 0),
            "ttl_ms": int(client.pttl(key))}


@cli.command(short_help="List a session's keys: type, length, bytes, TTL.")
@session_argument
@connection_options
@click.option("--samples", type=click.IntRange(0, 10_000), default=5, show_default=True,
              help="MEMORY USAGE samples for aggregate keys (0: exact, reads every element).")
@json_option
def keys(session: str, url: str | None, cluster: bool, prefix: str, buckets: int | None, samples: int,
         as_json: bool) -> None:
    """List every key of SESSION and of its bucket (job, dead-letter and event streams).

    For each key: its name, type, length (elements, or bytes of a string),
    memory (MEMORY USAGE, bytes) and time to live. Keys the policy uses but
    that do not exist now are listed as type "none". Read-only. Exits 1 if the
    session does not exist.
    """
    dep = _connect(url, cluster, prefix, buckets, read_only=True)
    try:
        policy = dep.policy(session)
        rows = [{"key": key, "name": name, "scope": scope, **_describe(dep.redis, key, samples)}
                for name, scope, key in _key_names(dep.blocks.config, session, policy)]
    finally:
        dep.close()
    bucket = dep.blocks.config.keys.bucket_of(session)
    buckets = dep.blocks.config.buckets
    if as_json:
        _echo_json({"session": session, "policy": policy, "bucket": bucket, "keys": rows})
        return
    click.echo(f"Session {session!r} ({policy}), bucket {bucket} of {buckets}")
    _table(["key", "type", "length", "bytes", "ttl"],
           [[r["key"], r["type"], r["length"], r["bytes"], _ttl(r["ttl_ms"], r["type"])] for r in rows])


def _ttl(ms: int, kind: str) -> str:
    if kind == "none":
        return "-"
    return "none" if ms < 0 else f"{ms / 1000:.0f}s"


def _table(header: list[str], rows: Iterable[list[Any]]) -> None:
    rows = [[str(c) for c in r] for r in rows]
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(header)]
    numeric = [i > 0 and all(r[i].replace(",", "").isdigit() for r in rows) for i in range(len(header))]

    def line(cells: list[str]) -> str:
        return "  ".join(c.rjust(w) if num else c.ljust(w) for c, w, num in zip(cells, widths, numeric, strict=True))

    click.echo(line(header).rstrip())
    for r in rows:
        click.echo(line(r).rstrip())


# ---------------------------------------------------------------- context


def blocks_input(ctx: Any, format: str) -> Any:
    """A ``blocks`` session's model input: its summaries newest first, then the window's turns.

    Rendered by the budget policy's renderers, so both policies obey the same
    provider rules: summaries are system text, each interaction a user and an
    assistant message (their text as the summarizer reads it).
    """
    from rollmem_client.budget.fit import Selection
    from rollmem_client.budget.render import render
    from rollmem_client.models import Entry, MemorySummary, TimeRange
    from rollmem_client.summarize import entry_turns

    summaries = [
        MemorySummary(id=f"block-{s.range.end_index}", content=s.text, range=s.range, original_entry_ids=[],
                      token_count=0, original_token_count=0, compression_ratio=0.0, created_at=s.ts,
                      time_range=TimeRange(s.ts, s.ts))
        for s in ctx.summaries_newest_first
    ]
    entries = []
    for item in ctx.window:
        turns = entry_turns({"userRequest": item.user_request, "aiResponse": item.ai_response})
        for speaker, text in turns:
            role = "user" if speaker == "User" else "assistant"
            entries.append(Entry(id=f"{item.seq}-{role}", type="message", role=role, content=text, ts=item.ts,
                                 tokens=0, seq=item.seq))
    selection = Selection(session_id=ctx.session_id, system=None, anchor=None, segments=list(summaries),
                          entries=entries, budget=0, tokens=0, message_overhead=0)
    return render(selection, format)


@cli.command(short_help="Print exactly what a model is given for a session.")
@session_argument
@connection_options
@click.option("--format", "fmt", type=click.Choice(FORMATS), default="openai", show_default=True,
              help="Provider shape: OpenAI messages, Anthropic {system, messages}, Gemini contents, or text.")
@click.option("--budget", type=click.IntRange(1, 1_000_000_000), default=None,
              help="Input budget in tokens (budget sessions; default: everything the session holds).")
@json_option
def context(session: str, url: str | None, cluster: bool, prefix: str, buckets: int | None, fmt: str, budget: int | None,
            as_json: bool) -> None:
    """Print the model input of SESSION, as the SDK builds it for the next call.

    A budget session: pinned system prompt and task, summaries, pending entries
    and the recent entries, fitted to --budget tokens (AgentMemory.context). A
    blocks session: its summaries newest first, then its window (--budget does
    not apply). JSON formats are printed as JSON, text as text; --json wraps
    either in {"session", "policy", "format", "budget", "input"}. Read-only.
    """
    dep = _connect(url, cluster, prefix, buckets, read_only=True)
    try:
        policy = dep.policy(session)
        if policy == "budget":
            payload = dep.budget.context(session, budget, fmt)
        elif budget is not None:
            raise click.UsageError("--budget applies to budget sessions; a blocks session's input is its window "
                                   "and summaries")
        else:
            payload = blocks_input(dep.blocks.context(session), fmt)
    finally:
        dep.close()
    if as_json:
        _echo_json({"session": session, "policy": policy, "format": fmt, "budget": budget, "input": payload})
    elif fmt == "text":
        click.echo(payload, nl=False)
    else:
        _echo_json(payload)


# ---------------------------------------------------------------- export / import / clear


def _export_json(dep: Deployment, session: str) -> bytes:
    import msgspec

    policy = dep.policy(session)
    return msgspec.json.encode(dep.client(policy).export_session(session))


@cli.command("export", short_help="Write a session's export (JSON) to stdout or a file.")
@session_argument
@connection_options
@click.option("-o", "--output", type=click.Path(dir_okay=False, writable=True), default=None,
              help="Write to this file instead of stdout.")
@json_option
def export_(session: str, url: str | None, cluster: bool, prefix: str, buckets: int | None, output: str | None,
            as_json: bool) -> None:
    """Export SESSION as JSON: everything `rollmem import` needs to recreate it.

    The SDK's export: a blocks session's window, summaries and pending blocks
    (SessionExport), or a budget session's entries not yet summarized and its
    summaries (BudgetExport). The output is JSON either way (--json is
    accepted for symmetry). Read-only. Exits 1 if the session does not exist.
    """
    dep = _connect(url, cluster, prefix, buckets, read_only=True)
    try:
        data = _export_json(dep, session)
    finally:
        dep.close()
    text = json.dumps(json.loads(data), indent=2, ensure_ascii=False) + "\n"
    if output is None:
        click.echo(text, nl=False)
        return
    with open(output, "w", encoding="utf-8") as f:
        f.write(text)
    click.echo(f"exported {session!r} to {output}", err=True)


@cli.command("import", short_help="Recreate a session from an export file.")
@click.argument("file", type=click.File("rb"))
@click.option("--session", "session_id", default=None, help="Import under this id (default: the export's).")
@connection_options
@click.option("--yes", "-y", is_flag=True, help="Replace an existing session without asking.")
@json_option
def import_(file: Any, session_id: str | None, url: str | None, cluster: bool, prefix: str, buckets: int | None,
            yes: bool, as_json: bool) -> None:
    """Recreate a session from FILE (an export; `-` reads stdin), atomically.

    The export's "policy" field picks the policy. An existing session of that
    id is replaced, after confirmation (--yes skips it). Prints {"session", "policy", "generation"} with --json.
    """
    from rollmem_client import InvalidSessionId, validate_session_id

    raw = file.read()
    try:
        state = json.loads(raw)
    except ValueError as e:
        raise CliError(f"{file.name}: not JSON: {e}", 2) from None
    if not isinstance(state, dict):
        raise CliError(f"{file.name}: not a rollmem export (expected a JSON object)", 2)
    policy = state.get("policy", "blocks")
    if policy not in ("blocks", "budget"):
        raise CliError(f"{file.name}: unknown policy {policy!r}", 2)
    target = session_id if session_id is not None else state.get("sessionId")
    try:
        target = validate_session_id(target)
    except InvalidSessionId as e:
        raise click.BadParameter(str(e), param_hint="'--session'") from None
    dep = _connect(url, cluster, prefix, buckets, read_only=False)
    try:
        if dep.blocks.stats(target).exists and not yes:
            _confirm(f"Session {target!r} exists under prefix {prefix!r}: replace it?")
        gen = dep.client(policy).import_session(raw, target)
    finally:
        dep.close()
    if as_json:
        _echo_json({"session": target, "policy": policy, "generation": gen})
    else:
        click.echo(f"imported {policy} session {target!r} (generation {gen})")


def _confirm(question: str) -> None:
    """Ask on the terminal (or stdin); anything but yes, end of input included, changes nothing."""
    try:
        confirmed = click.confirm(question, default=False)
    except click.Abort:
        confirmed = False
    if not confirmed:
        raise CliError("not confirmed; nothing changed (pass --yes to skip the question)")


@cli.command(short_help="Delete a session (asks first).")
@session_argument
@connection_options
@click.option("--yes", "-y", is_flag=True, help="Do not ask for confirmation.")
@json_option
def clear(session: str, url: str | None, cluster: bool, prefix: str, buckets: int | None, yes: bool, as_json: bool) -> None:
    """Delete SESSION's keys and cancel its queued summary jobs.

    Asks for confirmation unless --yes. Exits 1 if the session does not exist
    or the answer is no. Prints {"session", "policy", "cleared"} with --json.
    """
    dep = _connect(url, cluster, prefix, buckets, read_only=False)
    try:
        policy = dep.policy(session)
        if not yes:
            _confirm(f"Delete {policy} session {session!r} under prefix {prefix!r}?")
        cleared = bool(dep.client(policy).clear_session(session))
    finally:
        dep.close()
    if as_json:
        _echo_json({"session": session, "policy": policy, "cleared": cleared})
    else:
        click.echo(f"cleared {policy} session {session!r}")


# ---------------------------------------------------------------- events


def _recent(dep: Deployment, session: str | None, count: int) -> list[Any]:
    """The newest ``count`` events (of one session or all), oldest first."""
    from rollmem_client.budget.ops import parse_events

    keys = dep.budget.config.keys
    streams = [keys.events(keys.bucket_of(session))] if session else [keys.events(b) for b in range(keys.buckets)]
    page_size = max(count, 100)
    found: list[Any] = []
    for stream in streams:
        # a session shares its bucket's stream with others: page back until enough are its own
        mine: list[Any] = []
        last = "+"
        while len(mine) < count:
            page = dep.redis.xrevrange(stream, max=last, count=page_size)
            mine += parse_events(stream, page, session)
            if len(page) < page_size:
                break
            last = "(" + _id(page[-1][0])
        found += mine[:count]
    found.sort(key=lambda e: tuple(int(x) for x in e.id.split("-")))
    return found[-count:]


def _id(v: Any) -> str:
    return v.decode() if isinstance(v, bytes) else str(v)


def _print_event(e: Any, as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps({"id": e.id, "type": e.type, "session_id": e.session_id, "data": e.data},
                              sort_keys=True))
        return
    import datetime as _dt

    ms = int(e.id.split("-")[0])
    when = _dt.datetime.fromtimestamp(ms / 1000, _dt.timezone.utc).isoformat(timespec="milliseconds")
    fields = " ".join(f"{k}={v}" for k, v in sorted(e.data.items()))
    click.echo(f"{when}  {e.type:<16} {e.session_id}  {fields}".rstrip())


def _follow(dep: Deployment, session: str | None, since: str, count: int | None,
            timeout: float | None) -> Iterator[Any]:
    seen = 0
    for event in dep.budget.events(session, last_id=since, block_ms=500, timeout=timeout):
        yield event
        seen += 1
        if count is not None and seen >= count:
            return


@cli.command(short_help="Print or follow budget sessions' events.")
@click.argument("session", required=False, default=None)
@connection_options
@click.option("--follow", "-f", is_flag=True, help="Wait for new events and print them as they come.")
@click.option("--count", "-n", type=click.IntRange(1, 1_000_000), default=None,
              help="Events to print (default 20 without --follow; with it, stop after this many).")
@click.option("--timeout", type=click.FloatRange(0, 86_400), default=None,
              help="With --follow: stop after this many seconds.")
@click.option("--since", default="$", show_default=True,
              help="With --follow: start after this event id (0: the whole retained stream).")
@json_option
def events(session: str | None, url: str | None, cluster: bool, prefix: str, buckets: int | None, follow: bool,
           count: int | None, timeout: float | None, since: str, as_json: bool) -> None:
    """Print budget sessions' events, of SESSION or of every session.

    Without --follow, the latest --count events (default 20), oldest first.
    With --follow, events as they happen, until --count events or --timeout
    seconds (scripts should pass one of them; Ctrl-C ends it otherwise).
    One line per event: time, type, session, fields; --json prints one JSON
    object per line. Only budget sessions write events. Read-only.
    """
    if session is not None:
        from rollmem_client import InvalidSessionId, validate_session_id

        try:
            validate_session_id(session)
        except InvalidSessionId as e:
            raise click.BadParameter(str(e), param_hint="'SESSION'") from None
    if not follow and (timeout is not None or since != "$"):
        raise click.UsageError("--timeout and --since go with --follow")
    dep = _connect(url, cluster, prefix, buckets, read_only=True)
    try:
        dep.budget.setup()  # checks the library and the bucket count (read-only: writes nothing)
        if not follow:
            for event in _recent(dep, session, count or 20):
                _print_event(event, as_json)
            return
        try:
            for event in _follow(dep, session, since, count, timeout):
                _print_event(event, as_json)
                sys.stdout.flush()
        except KeyboardInterrupt:
            pass
    finally:
        dep.close()
