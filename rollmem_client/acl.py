"""Least-privilege Redis ACL rules for the three roles of a rollmem deployment.

Redis runs a Function with the *caller's* ACL: every command the Lua library
runs must be allowed to the user calling ``FCALL``, on the keys it touches. So
a bot user needs, besides ``FCALL``/``FCALL_RO``, the raw commands the
functions run, on its prefix's keys (see ``docs/SECURITY.md`` for what that
means). The rules below are the narrowest Redis allows for each role; they are
what ``rollmem acl ROLE`` prints and what the test suite runs the bot, the
daemon and the CLI under.

Roles:
    bot: the application (``RollingMemory``, ``AgentMemory``): writes and reads
        sessions, follows events, lists sessions. Cannot load the library,
        read the dead letters, or touch the daemons' keys.
    daemon: ``rollmem summarizer``: reads jobs from the consumer groups,
        writes summaries back, dead-letters, beats its heartbeat, prunes
        departed consumers, runs the age sweep.
    admin: ``rollmem scripts load``, ``summarizer status | check | dead |
        requeue``, ``show``/``stats``/``sessions``: loads the library, creates
        the deployment record and the consumer groups.
"""

from __future__ import annotations

from .keys import KeySchema

# Commands the Lua library runs (all functions; a caller needs those of the functions it calls).
LIBRARY_COMMANDS = (
    "time", "exists", "del", "pttl", "pexpire", "type",
    "hget", "hmget", "hset", "hdel", "hincrby", "hgetall", "hlen", "hvals", "hexists",
    "lrange", "rpush", "ltrim", "llen",
    "zadd", "zcard", "zrange", "zrangebyscore", "zrevrangebyscore", "zrem", "zremrangebyscore",
    "zremrangebyrank",
    "xadd", "xdel", "xack", "xrange",
)
# redis-py tolerates a refused CLIENT SETINFO; a context of either policy is read with MULTI/EXEC of library
# commands and, for a budget session's entries, HRANDFIELD (budget/snapshot.py)
CLIENT_COMMANDS = ("ping", "fcall", "fcall_ro", "multi", "exec", "hrandfield")
ROLE_COMMANDS = {
    # set-up reads the deployment record; sessions() scans; events() reads the event streams
    "bot": ("hget", "scan", "xread"),
    "daemon": ("hget", "hkeys", "zrevrangebyscore", "zrangebyscore", "xreadgroup", "xautoclaim", "xclaim",
               "xpending", "xack", "xgroup|create", "xgroup|delconsumer", "xinfo|consumers", "hset", "pexpire",
               "zadd", "zrem", "del", "hincrby", "incr", "expire", "zremrangebyscore"),
    "admin": ("function|load", "hsetnx", "hget", "hgetall", "scan", "xgroup|create", "xlen", "xpending", "xrange",
              "zrangebyscore", "get", "xinfo|groups"),
}
ROLES = tuple(ROLE_COMMANDS)


def key_patterns(role: str, schema: KeySchema) -> list[str]:
    """The key patterns of a role (``%R~``: read only)."""
    p = schema.prefix
    bucket = f"{{{p}:b*}}"
    session_keys = [f"~{bucket}:s:*", f"~{bucket}:jobs", f"~{bucket}:events", f"~{bucket}:aging"]
    if role == "bot":
        return [*session_keys, f"%R~{schema.config}"]
    if role == "daemon":
        return [*session_keys, f"~{bucket}:dead", f"~{bucket}:stats", f"~{p}:summarizer:*", f"%R~{schema.config}"]
    if role == "admin":
        return [*session_keys, f"~{bucket}:dead", f"~{bucket}:stats", f"~{p}:summarizer:*", f"~{schema.config}"]
    raise ValueError(f"role must be one of {ROLES}, got {role!r}")


def acl_rules(role: str, schema: KeySchema) -> list[str]:
    """``ACL SETUSER`` rules for ``role`` on the deployment ``schema`` (add ``on`` and a password)."""
    patterns = key_patterns(role, schema)
    commands = dict.fromkeys((*CLIENT_COMMANDS, *LIBRARY_COMMANDS, *ROLE_COMMANDS[role]))
    return ["resetkeys", *patterns, "resetchannels", "-@all", *(f"+{c}" for c in commands)]
