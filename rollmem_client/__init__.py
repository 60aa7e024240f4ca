"""rollmem: conversation memory for LLM applications on Redis.

A window of the most recent turns plus rolling LLM-written summaries, kept in
Redis by an atomic Lua library and shared by every process that serves a
conversation. See ``docs/ARCHITECTURE.md`` and ``server_scripts/README.md``.
"""

from .blocks import AsyncRollingMemory, RollingMemory
from .budget import AgentMemory, AsyncAgentMemory
from .budget.fit import ContextBudget, Selection, fit
from .budget.overflow import aretry_on_context_overflow, retry_on_context_overflow
from .config import BudgetConfig, MemoryConfig
from .errors import (
    ConfigError,
    ContextTooLarge,
    CorruptEntry,
    DuplicateToolCall,
    EntryTooLarge,
    FunctionMissing,
    InvalidArgument,
    InvalidEntry,
    InvalidKeys,
    InvalidSessionId,
    LayoutError,
    LibraryError,
    OrphanToolResult,
    RollMemError,
    SessionNotFound,
    ToolCallTimedOut,
    WrongKeyType,
    WrongPolicy,
)
from .keys import KeySchema, validate_session_id
from .models import (
    AppendResult,
    BudgetExport,
    BudgetStats,
    BudgetView,
    CompressResult,
    Context,
    Entry,
    EntryResult,
    Event,
    Fact,
    Interaction,
    Job,
    MemorySummary,
    PendingBlock,
    PendingSegment,
    Range,
    SessionConfig,
    SessionExport,
    Stats,
    Summary,
    SummaryResult,
)

__version__ = "0.1.0"

__all__ = [
    "AgentMemory",
    "AppendResult",
    "AsyncAgentMemory",
    "AsyncRollingMemory",
    "BudgetConfig",
    "BudgetExport",
    "BudgetStats",
    "BudgetView",
    "CompressResult",
    "ConfigError",
    "LayoutError",
    "Context",
    "ContextBudget",
    "ContextTooLarge",
    "CorruptEntry",
    "DuplicateToolCall",
    "Entry",
    "EntryResult",
    "EntryTooLarge",
    "Fact",
    "Event",
    "FunctionMissing",
    "Interaction",
    "InvalidArgument",
    "InvalidEntry",
    "InvalidKeys",
    "InvalidSessionId",
    "Job",
    "KeySchema",
    "LibraryError",
    "MemoryConfig",
    "MemorySummary",
    "OrphanToolResult",
    "PendingBlock",
    "PendingSegment",
    "Range",
    "RollMemError",
    "RollingMemory",
    "Selection",
    "SessionConfig",
    "SessionExport",
    "SessionNotFound",
    "Stats",
    "Summary",
    "SummaryResult",
    "ToolCallTimedOut",
    "WrongKeyType",
    "WrongPolicy",
    "aretry_on_context_overflow",
    "fit",
    "retry_on_context_overflow",
    "validate_session_id",
]
