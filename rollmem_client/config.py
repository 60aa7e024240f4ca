"""Client configuration, validated once at construction."""

from __future__ import annotations

from functools import lru_cache

import msgspec

from .errors import ConfigError
from .keys import LAYOUT, KeySchema
from .tokens import DEFAULT_ENCODING, encoding_names

MAX_WINDOW = 100_000
MAX_SUMMARIES = 10_000
MAX_ENTRY_BYTES = 16 * 1024 * 1024  # the Lua library's hard maximum (MAX_PAYLOAD)


def _check_int(name: str, value: object, lo: int, hi: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise ConfigError(f"{name} must be an integer in [{lo}, {hi}], got {value!r}")


def _check_frac(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value <= 1:
        raise ConfigError(f"{name} must be a number in (0, 1], got {value!r}")


def lua_fraction(x: float) -> str:
    """A fraction as the Lua library parses it: plain decimal digits, no exponent ("0.8", "1", "0.00001")."""
    return f"{x:.12f}".rstrip("0").rstrip(".")


def _check_bool(name: str, value: object) -> None:
    if not isinstance(value, bool):
        raise ConfigError(f"{name} must be True or False, got {value!r}")



class BudgetConfig(msgspec.Struct, frozen=True, kw_only=True):
    """Settings of the ``budget`` policy (seeds 001-004). Every one can be overridden per session.

    Attributes:
        max_tokens: Compress when the context (pins + summaries + active entries) passes this many tokens.
        context_window: The model's context window, if declared; then compression also fires at
            ``watermark * context_window`` tokens, whichever is lower.
        watermark: Fraction of ``context_window`` at which to compress (below 1: act before the limit).
        max_entries: Compress when more active entries than this are kept.
        recent_window: The newest entries never compressed.
        min_entries_to_compress: Fewest entries one compression takes (seed 001: 5).
        max_age_seconds: Compress entries older than this (seed 003's time trigger); None: off.
        compression_ratio: Target summary size as a fraction of the compressed tokens (seed 001: 0.3).
        auto_compress: Check the triggers on every append; False: only :meth:`compress` compresses.
        max_summaries: Summaries kept per session.
        summary_cap: ``merge`` folds the oldest summaries into one when the cap is passed, so no
            period is ever forgotten entirely; ``drop`` drops the oldest (seed 000).
        pin_anchor: Pin the first user message (the task) so it is never compressed.
        pending: How entries awaiting their summary appear in the context: ``include`` them
            verbatim, or one ``placeholder`` line.
        encoding: tiktoken encoding used to count tokens.
        events_maxlen: Length of each bucket's event stream (approximate); 0 turns events off.
        tool_timeout_seconds: How long a tool call may wait for its result. Until then the call
            (and everything after it) is never compressed; past it, the next compression closes
            the call with an error result entry written by the library (a late result is then
            refused with :class:`ToolCallTimedOut`). None: open calls wait forever.
    """

    max_tokens: int = 50_000
    context_window: int | None = None
    watermark: float = 0.8
    max_entries: int = 100
    recent_window: int = 10
    min_entries_to_compress: int = 5
    max_age_seconds: float | None = None
    compression_ratio: float = 0.3
    auto_compress: bool = True
    max_summaries: int = 10
    summary_cap: str = "merge"
    pin_anchor: bool = True
    pending: str = "include"
    encoding: str = "o200k_base"
    events_maxlen: int = 1000
    tool_timeout_seconds: float | None = 600.0

    def __post_init__(self) -> None:
        _check_int("max_tokens", self.max_tokens, 1, 1_000_000_000)
        if self.context_window is not None:
            _check_int("context_window", self.context_window, 1, 1_000_000_000)
        _check_frac("watermark", self.watermark)
        _check_int("max_entries", self.max_entries, 1, 1_000_000_000)
        _check_int("recent_window", self.recent_window, 0, 1_000_000)
        _check_int("min_entries_to_compress", self.min_entries_to_compress, 1, 1_000_000)
        if self.max_age_seconds is not None and (
            isinstance(self.max_age_seconds, bool) or not isinstance(self.max_age_seconds, (int, float))
            or not 0.001 <= self.max_age_seconds <= 10 * 365 * 86400
        ):
            raise ConfigError(f"max_age_seconds must be a number of seconds or None, got {self.max_age_seconds!r}")
        _check_frac("compression_ratio", self.compression_ratio)
        _check_bool("auto_compress", self.auto_compress)
        _check_int("max_summaries", self.max_summaries, 0, MAX_SUMMARIES)
        if self.summary_cap not in ("merge", "drop"):
            raise ConfigError(f"summary_cap must be 'merge' or 'drop', got {self.summary_cap!r}")
        _check_bool("pin_anchor", self.pin_anchor)
        if self.pending not in ("include", "placeholder"):
            raise ConfigError(f"pending must be 'include' or 'placeholder', got {self.pending!r}")
        if not isinstance(self.encoding, str) or (self.encoding != DEFAULT_ENCODING
                                                     and self.encoding not in encoding_names()):
            raise ConfigError(f"encoding must be a tiktoken encoding name ({', '.join(encoding_names())}), "
                              f"got {self.encoding!r:.80}")
        _check_int("events_maxlen", self.events_maxlen, 0, 10_000_000)
        if self.tool_timeout_seconds is not None and (
            isinstance(self.tool_timeout_seconds, bool) or not isinstance(self.tool_timeout_seconds, (int, float))
            or not 0.001 <= self.tool_timeout_seconds <= 10 * 365 * 86400
        ):
            raise ConfigError(f"tool_timeout_seconds must be a number of seconds or None, got {self.tool_timeout_seconds!r}")

    @property
    def max_age_ms(self) -> int:
        return 0 if self.max_age_seconds is None else max(1, round(self.max_age_seconds * 1000))

    @property
    def tool_timeout_ms(self) -> int:
        return 0 if self.tool_timeout_seconds is None else max(1, round(self.tool_timeout_seconds * 1000))

    def lua_args(self) -> list[str | int | float]:
        """The 13 settings in the order the Lua functions take them."""
        return [
            self.max_tokens, self.context_window or 0, lua_fraction(self.watermark), self.max_entries,
            self.recent_window, self.min_entries_to_compress, self.max_age_ms, lua_fraction(self.compression_ratio),
            int(self.auto_compress), self.max_summaries, self.summary_cap, int(self.pin_anchor), self.tool_timeout_ms,
        ]


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
        budget: Settings of the ``budget`` policy (:class:`BudgetConfig`).
        summary_cap: What happens to ``RollingMemory`` summaries past ``max_summaries``: ``drop``
            the oldest (seed 000, the default) or ``merge`` them into a summary of summaries.
        fact_ledger: Keep each session's fact ledger (both policies): daemons write the facts a
            summarizer returns, reads return them, :meth:`model_input` shows them. False: the
            daemon writes none and the model input leaves the ledger out.
        max_fact_tokens: The ledger's token cap per session (current and superseded values);
            past it, superseded values go first (oldest first), then the least useful facts.
        layout: The key layout (``keys.LAYOUT``, balanced bucket tags); 1 reads a deployment
            written before layouts existed, for ``rollmem migrate`` only.
    """

    prefix: str = "rm"
    buckets: int = 16
    window_size: int = 21
    max_summaries: int = 3
    ttl_seconds: int | None = None
    max_entry_bytes: int = 1024 * 1024
    group: str = "rollmem"
    budget: BudgetConfig = BudgetConfig()
    summary_cap: str = "drop"
    fact_ledger: bool = True
    max_fact_tokens: int = 1500
    layout: int = LAYOUT

    def __post_init__(self) -> None:
        KeySchema(self.prefix, self.buckets, self.layout)  # validates prefix, buckets and layout
        _check_int("window_size", self.window_size, 1, MAX_WINDOW)
        _check_int("max_summaries", self.max_summaries, 0, MAX_SUMMARIES)
        _check_int("max_entry_bytes", self.max_entry_bytes, 2, MAX_ENTRY_BYTES)
        if self.ttl_seconds is not None:
            _check_int("ttl_seconds", self.ttl_seconds, 1, 10 * 365 * 86400)
        if not isinstance(self.group, str) or not self.group or len(self.group) > 128:
            raise ConfigError(f"group must be a non-empty string of at most 128 characters, got {self.group!r}")
        if self.summary_cap not in ("merge", "drop"):
            raise ConfigError(f"summary_cap must be 'merge' or 'drop', got {self.summary_cap!r}")
        _check_bool("fact_ledger", self.fact_ledger)
        _check_int("max_fact_tokens", self.max_fact_tokens, 1, 10_000_000)
        if not isinstance(self.budget, BudgetConfig):
            raise ConfigError(f"budget must be a BudgetConfig, got {type(self.budget).__name__}")

    @property
    def keys(self) -> KeySchema:
        return _schema(self.prefix, self.buckets, self.layout)

    @property
    def fact_cap(self) -> int:
        """The ledger cap the write-backs pass to Lua (0: the ledger is off)."""
        return self.max_fact_tokens if self.fact_ledger else 0

    @property
    def ttl_ms(self) -> int:
        return 0 if self.ttl_seconds is None else self.ttl_seconds * 1000


@lru_cache(maxsize=64)
def _schema(prefix: str, buckets: int, layout: int) -> KeySchema:
    """One (validated) schema per deployment: building keys is on every call's path."""
    return KeySchema(prefix, buckets, layout)
