"""Summarizers: the interface the daemon calls, and the offline default.

A summarizer turns one block of interactions (and, in running mode, the
previous summary) into text. Anything with ``summarize(entries, previous)``
returning ``str`` (or an awaitable of it) qualifies, and so does a plain
function of the same shape; :func:`load_summarizer` resolves
``package.module:attr`` names given on the command line.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import importlib
import inspect
import re
import threading
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

Entry = Mapping[str, Any]


@runtime_checkable
class Summarizer(Protocol):
    """Turns a block of interactions into a summary text.

    ``entries`` are the block's interactions, oldest first, as stored
    (``{"seq", "userRequest", "aiResponse", "ts"}``). ``previous`` is the summary
    that precedes the block, or None. The result must be a non-empty string.
    """

    def summarize(self, entries: Sequence[Entry], previous: str | None = None) -> str | Awaitable[str]: ...


class FunctionSummarizer:
    """Adapts a ``fn(entries, previous) -> str`` (sync or async) to :class:`Summarizer`."""

    def __init__(self, fn: Callable[..., Any]) -> None:
        self.fn = fn

    def summarize(self, entries: Sequence[Entry], previous: str | None = None) -> Any:
        return self.fn(entries, previous)


async def run_in_daemon_thread(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """Run ``fn`` in a daemon thread and await its result.

    Not ``asyncio.to_thread``: the default executor's threads are joined when the
    interpreter exits, so a summarizer stuck in a long call would hold the
    process past its grace period and past a second SIGTERM. A daemon thread is
    abandoned instead; its job stays unacknowledged and is redelivered.
    """
    loop = asyncio.get_running_loop()
    result: asyncio.Future[Any] = loop.create_future()

    def settle(value: Any, error: BaseException | None) -> None:
        if result.done():  # the awaiting task was cancelled
            return
        if error is not None:
            result.set_exception(error)
        else:
            result.set_result(value)

    def target() -> None:
        value, error = None, None
        try:
            value = fn(*args, **kwargs)
        except Exception as e:
            error = e
        except BaseException as e:  # SystemExit and the like fail the job, not the loop
            error = RuntimeError(f"summarizer raised {e!r}")
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
            loop.call_soon_threadsafe(settle, value, error)

    ctx = contextvars.copy_context()
    threading.Thread(target=ctx.run, args=(target,), name="rollmem-summarizer", daemon=True).start()
    return await result


def load_summarizer(spec: str) -> Summarizer:
    """Resolve ``package.module:attr`` to a summarizer.

    ``attr`` may be an object with ``summarize``, a class (instantiated without
    arguments) or a function ``(entries, previous) -> str``.
    """
    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise ValueError(f"summarizer must be given as package.module:attr, got {spec!r}")
    obj: Any = importlib.import_module(module_name)
    for part in attr.split("."):
        obj = getattr(obj, part)
    if inspect.isclass(obj):
        obj = obj()
    if hasattr(obj, "summarize"):
        return obj  # type: ignore[no-any-return]
    if callable(obj):
        return FunctionSummarizer(obj)
    raise TypeError(f"{spec} is neither a summarizer nor a callable")


# ------------------------------------------------------------ text extraction

_USER_KEYS = ("query", "text", "content", "message", "prompt", "question", "input")
_AI_KEYS = ("answer", "text", "content", "message", "response", "reply", "output")


def _strings(value: Any, depth: int = 0) -> list[str]:
    if isinstance(value, str):
        return [value]
    if depth > 4:
        return []
    if isinstance(value, Mapping):
        return [s for v in value.values() for s in _strings(v, depth + 1)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v, depth + 1)]
    return []


def payload_text(payload: Any, preferred: Sequence[str]) -> str:
    """The human text of a request or response object: a well-known field, else every string in it."""
    if isinstance(payload, Mapping):
        for key in preferred:
            v = payload.get(key)
            if isinstance(v, str) and v.strip():
                return v.strip()
    return " ".join(s.strip() for s in _strings(payload) if s.strip())


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content.strip()
    if isinstance(content, list):  # structured parts: thoughts are the model's scratch, not facts
        return " ".join(p["text"].strip() for p in content
                        if isinstance(p, Mapping) and isinstance(p.get("text"), str) and not p.get("thought"))
    return payload_text(content, _AI_KEYS)


def entry_turns(entry: Entry) -> list[tuple[str, str]]:
    """(speaker, text) pairs of one item: a blocks interaction, a budget entry, or a summary."""
    kind = entry.get("type")
    if kind is not None:
        text = _content_text(entry.get("content"))
        if kind == "message":
            return [("User" if entry.get("role") == "user" else "AI", text)] if text else []
        if kind == "tool_call":
            args = ", ".join(f"{k}={v}" for k, v in (entry.get("arguments") or {}).items())
            return [("AI", f"Called {entry.get('tool_name')}({args}).")]
        if kind == "tool_result":
            label = "Tool error" if entry.get("is_error") else "Tool"
            return [(label, text)] if text else []
        if kind == "context":
            return [("Context", f"{entry.get('source')}: {text}")] if text else []
        return [("Summary", text)] if text else []
    turns = []
    user = payload_text(entry.get("userRequest"), _USER_KEYS)
    ai = payload_text(entry.get("aiResponse"), _AI_KEYS)
    if user:
        turns.append(("User", user))
    if ai:
        turns.append(("AI", ai))
    return turns


# ------------------------------------------------------------ offline summarizer

_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")
_IDENTITY = re.compile(
    r"\b(my name is|my name's|call me|i am|i'm|i live|i work|my (?:wife|husband|son|daughter|email|phone|"
    r"address|birthday|budget|company|team|goal|favou?rite)\w*)\b",
    re.IGNORECASE,
)
_DECISION = re.compile(
    r"\b(decid\w*|agree\w*|chose|choose|chosen|confirm\w*|book\w*|schedul\w*|order\w*|prefer\w*|"
    r"let's|we will|we'll|i will|i'll|going to|plan\w*|must|need\w*|want\w*|deadline|approved?|rejected?)\b",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"(?<![\w.])(?:[A-Z]{1,4})?[$€£]?\d[\d,.:/-]*%?")
_PROPER = re.compile(r"\b[A-Z][a-zA-Z'\-]+(?:\s+[A-Z][a-zA-Z'\-]+)*\b(?!\d)")
_STOP = {
    "I", "I'm", "I'll", "I've", "I'd", "AI", "User", "The", "A", "An", "It", "This", "That", "Yes", "No", "OK", "Ok",
    "Sure", "Thanks", "Thank", "Hello", "Hi", "Please", "What", "When", "Where", "Why", "How", "Who", "Which",
    "Can", "Could", "Would", "Should", "Do", "Does", "Did", "Is", "Are", "Let", "Let's", "We", "You", "My", "Your",
}


def _proper_nouns(sentence: str) -> list[str]:
    words = sentence.split()
    found = []
    for m in _PROPER.finditer(sentence):
        name = m.group(0).strip()
        # a capital at the very start of a sentence says nothing; later ones are names
        if m.start() == 0 or (words and name == words[0]) or name in _STOP:
            continue
        found.append(name)
    return found


class ExtractiveSummarizer:
    """Deterministic, offline summarizer: keeps the sentences that carry facts.

    Each sentence is scored for what a later turn is most likely to need:
    self-descriptions ("my name is ..."), decisions and commitments, names,
    numbers, and questions still open; the best ones are kept in conversation
    order within ``max_words``, followed by the names and numbers of the whole
    block and the last open questions. With ``previous`` (running mode) the
    facts of the earlier summary are carried forward.
    """

    def __init__(self, max_words: int = 160, max_sentence_words: int = 40) -> None:
        if max_words < 20 or max_sentence_words < 5:
            raise ValueError("max_words must be >= 20 and max_sentence_words >= 5")
        self.max_words = max_words
        self.max_sentence_words = max_sentence_words

    def summarize(self, entries: Sequence[Entry], previous: str | None = None,
                  target_tokens: int | None = None) -> str:
        """Summarize ``entries``; with ``target_tokens`` (budget policy) the summary aims at that size."""
        max_words = self.max_words if not target_tokens else max(12, min(self.max_words, int(target_tokens * 0.75)))
        candidates: list[tuple[float, int, str]] = []
        names: dict[str, None] = {}
        numbers: dict[str, None] = {}
        questions: list[str] = []
        order = 0
        seen: set[tuple[str, str]] = set()
        for entry in entries:
            for role, text in entry_turns(entry):
                for raw in _SENTENCE.split(text):
                    sentence = " ".join(raw.split())
                    if len(sentence) < 3 or (role, sentence) in seen:
                        continue
                    seen.add((role, sentence))
                    words = sentence.split()
                    if len(words) > self.max_sentence_words:
                        sentence = " ".join(words[: self.max_sentence_words]) + " ..."
                    found_names = _proper_nouns(sentence)
                    found_numbers = [n.rstrip(".,:") for n in _NUMBER.findall(sentence)]
                    names.update(dict.fromkeys(found_names))
                    numbers.update(dict.fromkeys(n for n in found_numbers if n))
                    score = 0.0
                    if _IDENTITY.search(sentence):
                        score += 6
                    if _DECISION.search(sentence):
                        score += 3
                    score += 1.5 * min(len(found_names), 3) + 1.5 * min(len(found_numbers), 3)
                    if role == "Tool error":
                        score += 3  # failures shape what happens next
                    elif role == "Tool":
                        score -= 1  # raw tool output: keep only what carries names or numbers
                    if role == "User" and sentence.endswith("?"):
                        questions.append(sentence)
                        score += 1
                    if role == "User":
                        score += 0.5
                    score -= len(words) / 40
                    candidates.append((score, order, f"{role}: {sentence}"))
                    order += 1

        tools = sorted({str(e["tool_name"]) for e in entries if e.get("type") == "tool_call" and e.get("tool_name")})
        errors = sum(1 for e in entries if e.get("type") == "tool_result" and e.get("is_error"))
        lines: list[str] = []
        budget = max_words
        if previous:
            previous = re.sub(r"^(Earlier: )+", "", previous.strip())
            carried = " ".join(previous.split()[: max_words // 3])
            lines.append(f"Earlier: {carried}")
            budget -= len(carried.split())
        chosen: list[tuple[int, str]] = []
        for score, idx, line in sorted(candidates, key=lambda c: (-c[0], c[1])):
            n = len(line.split())
            if score < 1 and chosen:  # small talk: not worth the words
                break
            if n <= budget:
                chosen.append((idx, line))
                budget -= n
        lines += [line for _, line in sorted(chosen)]
        listed = 15 if budget > 10 or not target_tokens else 3  # a tight target keeps the lists short
        if names:
            lines.append("Names: " + ", ".join(list(names)[:listed]) + ".")
        if numbers:
            lines.append("Numbers: " + ", ".join(list(numbers)[:listed]) + ".")
        if tools:
            lines.append("Tools used: " + ", ".join(tools) + (f"; {errors} failed." if errors else "."))
        chosen_text = {line for _, line in chosen}
        open_q = [q for q in questions[-3:] if f"User: {q}" not in chosen_text]
        if open_q:
            lines.append("Open questions: " + " ".join(open_q))
        if not lines:
            lines.append(f"{len(entries)} interactions with no text content.")
        return "\n".join(lines)
