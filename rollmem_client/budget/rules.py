"""The providers' sequencing rules, as small pure checkers (one per API).

Each returns the list of rules a request breaks (empty: none), in words a user can
act on. They check what the providers' own request types cannot: which turn may
follow which, that every tool call is answered by the next turn and every result
answers a call, ids and names that match, no empty content. The rules are the
ones each API documents or answers with a 400; the test suite runs them on every
rendered context, and on known-bad requests so that each one can fail.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

__all__ = ["check_anthropic", "check_gemini", "check_openai", "check_openai_responses"]

_NAME = re.compile(r"[A-Za-z0-9_-]{1,64}")
_ANTHROPIC_ID = re.compile(r"[A-Za-z0-9_-]+")
_GEMINI_DATA = ("text", "inlineData", "fileData", "functionCall", "functionResponse", "executableCode",
                "codeExecutionResult")


def _json_object(text: Any) -> bool:
    try:
        return isinstance(text, str) and isinstance(json.loads(text), dict)
    except ValueError:
        return False


def _nonempty_text(content: Any) -> bool:
    if isinstance(content, str):
        return bool(content)
    return isinstance(content, list) and bool(content)


# ---------------------------------------------------------------- OpenAI Chat Completions


def check_openai(messages: Sequence[dict[str, Any]]) -> list[str]:
    """Chat Completions: every assistant ``tool_calls`` message is followed at once by one
    ``tool`` message per call (and nothing else until all are answered); every ``tool``
    message answers such a call; call ids unique; no empty content; valid names."""
    errors: list[str] = []
    ids: set[str] = set()
    waiting: set[str] = set()
    for i, m in enumerate(messages):
        role = m.get("role")
        if role not in ("system", "developer", "user", "assistant", "tool"):
            errors.append(f"message {i}: unknown role {role!r}")
            continue
        if waiting and role != "tool":
            errors.append(f"message {i}: {role} message before the tool results of calls {sorted(waiting)}")
            waiting = set()
        if "name" in m and (role == "tool" or not _NAME.fullmatch(str(m["name"]))):
            errors.append(f"message {i}: name {m['name']!r} not allowed here")
        if role == "tool":
            cid = m.get("tool_call_id")
            if cid not in waiting:
                errors.append(f"message {i}: tool message {cid!r} does not answer a call of the assistant message before")
            waiting.discard(cid)
            if not isinstance(m.get("content"), str):
                errors.append(f"message {i}: tool message content must be a string")
            continue
        calls = m.get("tool_calls") or []
        if role != "assistant" and calls:
            errors.append(f"message {i}: tool_calls on a {role} message")
        if not _nonempty_text(m.get("content")) and not (role == "assistant" and calls):
            errors.append(f"message {i}: empty {role} message")
        for c in calls:
            cid, fn = c.get("id"), c.get("function") or {}
            if not isinstance(cid, str) or not cid or cid in ids:
                errors.append(f"message {i}: tool call id {cid!r} missing or used twice")
            if c.get("type") != "function" or not _NAME.fullmatch(str(fn.get("name"))):
                errors.append(f"message {i}: tool call {cid!r} needs type function and a valid name")
            if not _json_object(fn.get("arguments")):
                errors.append(f"message {i}: tool call {cid!r} arguments are not a JSON object string")
            ids.add(str(cid))
            waiting.add(str(cid))
    if waiting:
        errors.append(f"end: calls {sorted(waiting)} have no tool message")
    return errors


def check_openai_responses(items: Sequence[dict[str, Any]]) -> list[str]:
    """Responses API input: every ``function_call`` has a ``function_call_output`` after it
    and every output answers an earlier call (ids unique); no empty message."""
    errors: list[str] = []
    open_calls: set[str] = set()
    seen: set[str] = set()
    for i, it in enumerate(items):
        kind = it.get("type", "message")
        cid = it.get("call_id")
        if kind == "message":
            if it.get("role") not in ("system", "developer", "user", "assistant"):
                errors.append(f"item {i}: unknown role {it.get('role')!r}")
            if not _nonempty_text(it.get("content")):
                errors.append(f"item {i}: empty message")
        elif kind == "function_call":
            if not isinstance(cid, str) or not cid or cid in seen:
                errors.append(f"item {i}: call id {cid!r} missing or used twice")
            if not _NAME.fullmatch(str(it.get("name"))) or not _json_object(it.get("arguments")):
                errors.append(f"item {i}: function_call {cid!r} needs a valid name and JSON object arguments")
            seen.add(str(cid))
            open_calls.add(str(cid))
        elif kind == "function_call_output":
            if cid not in open_calls:
                errors.append(f"item {i}: output {cid!r} answers no earlier call")
            open_calls.discard(str(cid))
            if not isinstance(it.get("output"), str):
                errors.append(f"item {i}: output must be a string")
        else:
            errors.append(f"item {i}: unexpected item type {kind!r}")
    if open_calls:
        errors.append(f"end: calls {sorted(open_calls)} have no output")
    return errors


# ---------------------------------------------------------------- Anthropic Messages


def check_anthropic(request: dict[str, Any]) -> list[str]:
    """Messages API: system text blocks not empty; the first message the user's, roles
    alternating; the tool_use blocks of an assistant turn answered by tool_result blocks
    opening the very next user turn, and results only there; no empty or whitespace-only
    text; ids ``[A-Za-z0-9_-]+`` and unique; thinking blocks signed and, in a turn that
    uses tools, first; a final assistant
    turn not ending in whitespace; at most 4 cache breakpoints, none on thinking."""
    errors: list[str] = []
    breakpoints = 0
    for b in request.get("system", []):
        if b.get("type") != "text" or not str(b.get("text", "")).strip():
            errors.append("system: blocks must be non-empty text")
        breakpoints += "cache_control" in b
    messages = request.get("messages", [])
    if messages and messages[0].get("role") != "user":
        errors.append("message 0: the first message must be the user's")
    ids: set[str] = set()
    pending: list[str] = []  # tool_use ids the next user turn must answer
    for i, m in enumerate(messages):
        role, blocks = m.get("role"), m.get("content")
        if role not in ("user", "assistant"):
            errors.append(f"message {i}: role {role!r} (system text goes in `system`)")
        if i and role == messages[i - 1].get("role"):
            errors.append(f"message {i}: two {role} turns in a row")
        if not isinstance(blocks, list) or not blocks:
            errors.append(f"message {i}: empty content")
            continue
        kinds = [b.get("type") for b in blocks]
        results = [b.get("tool_use_id") for b in blocks if b.get("type") == "tool_result"]
        if pending:
            if role != "user" or sorted(map(str, results)) != sorted(pending):
                errors.append(f"message {i}: must answer tool_use {sorted(pending)} with tool_result blocks")
            elif kinds[: len(results)] != ["tool_result"] * len(results):
                errors.append(f"message {i}: tool_result blocks must come first")
        elif results:
            errors.append(f"message {i}: tool_result {results} answers no tool_use of the turn before")
        pending = []
        allowed = {"text", "tool_use", "thinking", "redacted_thinking"} if role == "assistant" else {
            "text", "tool_result", "image", "document"}
        for b in blocks:
            kind = b.get("type")
            breakpoints += "cache_control" in b
            if kind not in allowed:
                errors.append(f"message {i}: a {kind!r} block in a {role} turn")
            elif kind == "text" and not str(b.get("text", "")).strip():
                errors.append(f"message {i}: empty or whitespace-only text block")
            elif kind == "tool_use":
                uid = b.get("id")
                if not isinstance(uid, str) or not _ANTHROPIC_ID.fullmatch(uid) or uid in ids:
                    errors.append(f"message {i}: tool_use id {uid!r} invalid or used twice")
                if not _NAME.fullmatch(str(b.get("name"))) or not isinstance(b.get("input"), dict):
                    errors.append(f"message {i}: tool_use {uid!r} needs a valid name and an input object")
                ids.add(str(uid))
                pending.append(str(uid))
            elif kind == "thinking" and not (b.get("signature") and isinstance(b.get("thinking"), str)):
                errors.append(f"message {i}: thinking block without its signature")
            if kind in ("thinking", "redacted_thinking") and "cache_control" in b:
                errors.append(f"message {i}: cache_control on a thinking block")
        thinking = {"thinking", "redacted_thinking"} & set(kinds)
        if role == "assistant" and thinking and "tool_use" in kinds and kinds[0] not in thinking:
            errors.append(f"message {i}: an assistant turn with thinking and tool_use must open with thinking")
    if pending:
        errors.append(f"end: tool_use {pending} has no tool_result")
    if messages and messages[-1].get("role") == "assistant":
        last = messages[-1].get("content") or [{}]
        if last[-1].get("type") == "text" and str(last[-1].get("text")) != str(last[-1].get("text")).rstrip():
            errors.append("end: a final assistant turn cannot end with whitespace")
    if breakpoints > 4:
        errors.append(f"{breakpoints} cache_control breakpoints (at most 4)")
    return errors


# ---------------------------------------------------------------- Gemini generateContent


def check_gemini(request: dict[str, Any], *, metadata: bool = False) -> list[str]:
    """generateContent: the first turn the user's, then user and model alternating; a
    function-call turn only right after a user or function-response turn, answered by the
    very next turn with exactly one
    ``functionResponse`` per ``functionCall`` (same ids and names), and responses only
    there; no empty turn or part; each part one kind of data. ``metadata=True`` also
    allows seed 003's ``name`` and ``timestamp`` on a turn (the public API has neither)."""
    errors: list[str] = []
    allowed = {"role", "parts", "name", "timestamp"} if metadata else {"role", "parts"}
    system = request.get("systemInstruction")
    if system is not None and (not system.get("parts") or not all(p.get("text") for p in system["parts"])):
        errors.append("systemInstruction: parts must be non-empty text")
    contents = request.get("contents", [])
    if contents and contents[0].get("role") != "user":
        errors.append("content 0: the first turn must be the user's")
    calls: list[tuple[Any, Any]] = []  # (id, name) of the previous turn's function calls
    for i, c in enumerate(contents):
        role, parts = c.get("role"), c.get("parts")
        if set(c) - allowed:
            errors.append(f"content {i}: fields {sorted(set(c) - allowed)} are not in the API's Content")
        if role not in ("user", "model"):
            errors.append(f"content {i}: role {role!r}")
        if i and role == contents[i - 1].get("role"):
            errors.append(f"content {i}: two {role} turns in a row (user and model must alternate)")
        if not isinstance(parts, list) or not parts:
            errors.append(f"content {i}: no parts")
            calls = []
            continue
        fcs = [p["functionCall"] for p in parts if "functionCall" in p]
        frs = [p["functionResponse"] for p in parts if "functionResponse" in p]
        for p in parts:
            data = [k for k in _GEMINI_DATA if k in p]
            if len(data) != 1:
                errors.append(f"content {i}: a part must hold exactly one kind of data, has {data}")
            elif data == ["text"] and not p["text"] and "thoughtSignature" not in p:
                errors.append(f"content {i}: empty text part")
        if calls:
            got = sorted((str(r.get("id")), str(r.get("name"))) for r in frs)
            if role != "user" or len(frs) != len(parts) or got != sorted((str(a), str(b)) for a, b in calls):
                errors.append(f"content {i}: must answer function calls {calls} with one functionResponse each")
        elif frs:
            errors.append(f"content {i}: function responses answer no function call turn before")
        if fcs:
            if role != "model":
                errors.append(f"content {i}: function calls in a {role} turn")
            if i == 0 or contents[i - 1].get("role") != "user":
                errors.append(f"content {i}: a function-call turn must come right after a user or function-response turn")
            for f in fcs:
                if not f.get("name") or not isinstance(f.get("args", {}), dict):
                    errors.append(f"content {i}: function call without a name or with non-object args")
        for r in frs:
            if not r.get("name") or not isinstance(r.get("response"), dict):
                errors.append(f"content {i}: function response without a name or an object response")
        calls = [(f.get("id"), f.get("name")) for f in fcs]
    if calls:
        errors.append(f"end: function calls {calls} have no response")
    return errors
