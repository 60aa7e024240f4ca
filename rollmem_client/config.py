"""Client configuration, validated once at construction."""

from __future__ import annotations

import msgspec

from .errors import ConfigError
from .keys import KeySchema

MAX_WINDOW = 100_000
MAX_SUMMARIES = 10_000
MAX_ENTRY_BYTES = 512 * 1024 * 1024


class MemoryConfig(msgspec.Struct, frozen=True, kw_only=True):
    """Deployment-wide settings of a rollmem client.

    Attributes:
        prefix: Namespace of every key (``[A-Za-z0-9_.-]``, at most 64 characters).
        buckets: Number of hash-tag buckets (and job streams). Fixed per deployment:
            it is recorded in Redis and a client configured with another count refuses
            to start.
        window_size: Interactions kept verbatim (seed 000: 21). A session can override it.
        max_summaries: Summaries kept, oldest dropped first (seed 000: 3). Per-session override too.
        ttl_seconds: Idle expiry of a session's keys, refreshed by every write; None keeps them.
        max_entry_bytes: Largest accepted interaction payload, in bytes of JSON.
        group: Consumer-group name the summarizer daemons share.
    """

    prefix: str = "rm"
    buckets: int = 16
    window_size: int = 21
    max_summaries: int = 3
    ttl_seconds: int | None = None
    max_entry_bytes: int = 1024 * 1024
    group: str = "rollmem"

    def __post_init__(self) -> None:
        KeySchema(self.prefix, self.buckets)  # validates prefix and buckets
        _check_int("window_size", self.window_size, 1, MAX_WINDOW)
        _check_int("max_summaries", self.max_summaries, 0, MAX_SUMMARIES)
        _check_int("max_entry_bytes", self.max_entry_bytes, 2, MAX_ENTRY_BYTES)
        if self.ttl_seconds is not None:
            _check_int("ttl_seconds", self.ttl_seconds, 1, 10 * 365 * 86400)
        if not isinstance(self.group, str) or not self.group or len(self.group) > 128:
            raise ConfigError(f"group must be a non-empty string of at most 128 characters, got {self.group!r}")

    @property
    def keys(self) -> KeySchema:
        return KeySchema(self.prefix, self.buckets)

    @property
    def ttl_ms(self) -> int:
        return 0 if self.ttl_seconds is None else self.ttl_seconds * 1000


def _check_int(name: str, value: object, lo: int, hi: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise ConfigError(f"{name} must be an integer in [{lo}, {hi}], got {value!r}")
