"""rollmem: conversation memory for LLM applications on Redis.

A window of the most recent turns plus rolling LLM-written summaries, kept in
Redis by an atomic Lua library and shared by every process that serves a
conversation. See ``docs/ARCHITECTURE.md`` and ``server_scripts/README.md``.
"""

from .aio import AsyncRollingMemory
from .client import RollingMemory
from .config import MemoryConfig
from .errors import (
    ConfigError,
    EntryTooLarge,
    FunctionMissing,
    InvalidArgument,
    InvalidEntry,
    InvalidSessionId,
    LibraryError,
    RollMemError,
    SessionNotFound,
    WrongPolicy,
)
from .keys import KeySchema, validate_session_id
from .models import (
    AppendResult,
    Context,
    Interaction,
    Job,
    PendingBlock,
    Range,
    SessionConfig,
    SessionExport,
    Stats,
    Summary,
)

__version__ = "0.1.0"

__all__ = [
    "AppendResult",
    "AsyncRollingMemory",
    "ConfigError",
    "Context",
    "EntryTooLarge",
    "FunctionMissing",
    "Interaction",
    "InvalidArgument",
    "InvalidEntry",
    "InvalidSessionId",
    "Job",
    "KeySchema",
    "LibraryError",
    "MemoryConfig",
    "PendingBlock",
    "Range",
    "RollMemError",
    "RollingMemory",
    "SessionConfig",
    "SessionExport",
    "SessionNotFound",
    "Stats",
    "Summary",
    "WrongPolicy",
    "validate_session_id",
]
