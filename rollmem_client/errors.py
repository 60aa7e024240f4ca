"""Exceptions raised by rollmem.

Every error rollmem raises derives from :class:`RollMemError`; where a Python
built-in fits, the class derives from it too (``ValueError``, ``KeyError``), so
callers can catch either. The Lua library reports errors as ``RM_<CODE> text``;
:data:`ERROR_CODES` maps each code to its class. Transport errors (connection
refused, timeouts) stay redis-py's own.
"""

from __future__ import annotations


class RollMemError(Exception):
    """Base class of every rollmem error."""


class ConfigError(RollMemError, ValueError):
    """Bad configuration, or a client configured unlike the deployment in Redis."""


class LayoutError(ConfigError):
    """The deployment in Redis stores its keys in another layout (older bucket tags): migrate it first."""


class InvalidSessionId(RollMemError, ValueError):
    """A session id that is empty, too long, or has characters outside [A-Za-z0-9_.:@-]."""


class InvalidEntry(RollMemError, ValueError):
    """A payload that is not what the call needs (not a JSON object, wrong type)."""


class EntryTooLarge(InvalidEntry):
    """A payload over the configured ``max_entry_bytes``."""


class InvalidArgument(RollMemError, ValueError):
    """An argument out of range or of the wrong type."""


class WrongPolicy(RollMemError, ValueError):
    """A call made for one memory policy on a session that uses another."""


class ContextTooLarge(RollMemError):
    """The pinned part of a context (system prompt, shortest task anchor) alone exceeds the input budget."""


class OrphanToolResult(InvalidEntry):
    """A tool result whose call is not an open call of the session (never added, answered, or compressed)."""


class DuplicateToolCall(InvalidEntry):
    """A tool call id still in use in the session: open, answered but not yet summarized, or closed after its timeout.

    An answered pair's id is free again once its summary has replaced it in the context.
    """


class ToolCallTimedOut(OrphanToolResult):
    """A tool result whose call waited longer than ``tool_timeout_seconds``: the library closed the
    call with an error result entry, and the late result is refused."""


class InvalidKeys(RollMemError, ValueError):
    """Keys that are not the ones the session id (and the bucket's hash tag) imply, or a wrong count."""


class SessionNotFound(RollMemError, KeyError):
    """The session does not exist (never written, cleared, or expired)."""


class CorruptEntry(RollMemError, ValueError):
    """A stored entry that cannot be read (another client wrote it badly); the message names the session
    and the entry."""


class WrongKeyType(RollMemError, TypeError):
    """A key rollmem needs holds another Redis type (another application writes under the prefix);
    the message names the key."""


class LibraryError(RollMemError):
    """The Redis Functions library is missing, older than the client, or failed internally."""


class FunctionMissing(LibraryError):
    """Redis does not have the rollmem library loaded (flushed, or a fresh server)."""


ERROR_CODES: dict[str, type[RollMemError]] = {
    "BADSESSION": InvalidSessionId,
    "BADENTRY": InvalidEntry,
    "TOOLARGE": EntryTooLarge,
    "BADARG": InvalidArgument,
    "WRONGPOLICY": WrongPolicy,
    "NOSESSION": SessionNotFound,
    "ORPHAN": OrphanToolResult,
    "DUPLICATE": DuplicateToolCall,
    "TIMEDOUT": ToolCallTimedOut,
    "BADKEY": InvalidKeys,
    "WRONGTYPE": WrongKeyType,
    "CORRUPT": CorruptEntry,  # a stored record the Lua library cannot read (nothing was written)
    "INTERNAL": LibraryError,
}


def from_reply(message: str) -> RollMemError | None:
    """Return the rollmem exception for a Redis error message, or None if it is not one of ours."""
    if not message.startswith("RM_"):
        return None
    code, _, text = message[3:].partition(" ")
    return ERROR_CODES.get(code, LibraryError)(text or code)
