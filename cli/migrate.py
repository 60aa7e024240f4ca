"""``rollmem migrate``: move a deployment's sessions to the current key layout."""

from __future__ import annotations

import json

import click

from .main import _buckets, _config, _require_url, connection_options, json_option


@click.command()
@connection_options
@json_option
def migrate(url: str | None, cluster: bool, prefix: str, buckets: int | None, as_json: bool) -> None:
    """Move every session to the current key layout (balanced bucket tags).

    Needed once when a deployment written by rollmem before layout 2 meets this
    version (clients refuse to start with "stores keys in layout 1"). Stop bots and
    summarizer daemons first; running it again after an interruption is safe.
    """
    import redis

    from rollmem_client.migrate import migrate as run

    client = (redis.RedisCluster if cluster else redis.Redis).from_url(_require_url(url), protocol=2)
    try:
        report = run(client, _config(prefix, _buckets(client, prefix, buckets)))
    finally:
        client.close()
    if as_json:
        click.echo(json.dumps({f: getattr(report, f) for f in report.__struct_fields__}, sort_keys=True))
    elif report.already_current:
        click.echo(f"prefix {prefix!r} already uses layout {report.layout}: nothing to do")
    else:
        click.echo(f"moved {report.blocks} blocks and {report.budget} budget sessions to layout {report.layout}; "
                   f"{report.dead_letters_left} dead letters left under the old tags")
