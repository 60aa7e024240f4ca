"""Move a deployment from an older key layout to the current one (``rollmem migrate``).

Layout 1 tagged bucket ``NN``'s keys ``{<prefix>:bNN}``, which land on slots by
chance; layout 2 uses balanced tags (``keys.bucket_tag``). Key names differ, so
every session is moved: exported from its old keys and imported under the new
ones (one atomic ``*_import`` call each; pending summary blocks are queued again
on the new job streams), then the old session is cleared (its queued jobs are
cancelled). Re-running after an interruption is safe: a session still under its
old keys is exported and imported again (import replaces), one already moved is
gone from the old layout. Last, the old buckets' job, event and aging keys are
deleted and the deployment record's ``layout`` is set, after which clients of
this version start and older ones refuse (their library version is older).

Stop bots and daemons first: a write to the old layout during the move may be
left behind (it is not lost: the old keys keep it until the next run). Dead
letters of the old layout are left in place and counted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from . import ops
from .blocks import ops as blocks
from .budget import ops as budget
from .config import MemoryConfig
from .driver import SyncDriver
from .errors import ConfigError
from .keys import LAYOUT


class MigrationReport(msgspec.Struct, frozen=True):
    """What a migration did: sessions moved per policy, old dead letters left, the layout now recorded."""

    blocks: int = 0
    budget: int = 0
    dead_letters_left: int = 0
    layout: int = LAYOUT
    already_current: bool = False


def migrate(client: Any, config: MemoryConfig, progress: Callable[[str], None] | None = None) -> MigrationReport:
    """Move every session of ``config``'s deployment (prefix, buckets) to the current layout.

    Raises :class:`ConfigError` if Redis holds no deployment under this prefix or
    one with another bucket count.
    """
    new_cfg = msgspec.structs.replace(config, layout=LAYOUT)
    old_cfg = msgspec.structs.replace(config, layout=1)
    old, new = SyncDriver(client, old_cfg), SyncDriver(client, new_cfg)
    record = old._drive(ops.stored_deployment(old_cfg))
    if record is None:
        raise ConfigError(f"no rollmem deployment under prefix {config.prefix!r} (no {new_cfg.keys.config} hash)")
    ops.check_deployment(old_cfg, record[0], old_cfg.keys.layout)  # the bucket count must match
    if record[1] == LAYOUT:
        return MigrationReport(already_current=True)
    if record[1] != 1:
        raise ConfigError(f"unknown layout {record[1]} recorded for prefix {config.prefix!r}")

    old.setup()  # the library on every primary (the record says layout 1: the old client is welcome)
    moved = {"blocks": 0, "budget": 0}
    for sid in list(old.sessions()):
        policy = ops.as_str(client.hget(old_cfg.keys.session(sid).meta, "policy") or b"blocks")
        if policy == "budget":
            state: Any = old._drive(budget.export(old_cfg, sid))
            new._drive(budget.import_(new_cfg, state))
            old._drive(budget.clear(old_cfg, sid))
        else:
            state = old._drive(blocks.export_session(old_cfg, sid))
            new._drive(blocks.import_session(new_cfg, state))
            old._drive(blocks.clear_session(old_cfg, sid))
        moved[policy if policy == "budget" else "blocks"] += 1
        if progress is not None:
            progress(sid)
    old_keys = old_cfg.keys
    dead = 0
    for b in range(old_keys.buckets):
        dead += int(client.xlen(old_keys.dead(b)))
        for key in (old_keys.jobs(b), old_keys.events(b), old_keys.aging(b)):
            client.delete(key)
        # the bucket's outcome counters carry over (bucket b is bucket b in both layouts)
        for field, n in (client.hgetall(old_keys.stats(b)) or {}).items():
            client.hincrby(new_cfg.keys.stats(b), field, int(n))
        client.delete(old_keys.stats(b))
    new._drive(ops.ensure_groups(new_cfg))
    client.hset(new_cfg.keys.config, "layout", LAYOUT)
    return MigrationReport(moved["blocks"], moved["budget"], dead)
