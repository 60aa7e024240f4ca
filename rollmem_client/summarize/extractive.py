"""The offline default summarizer: extractive, deterministic, no network."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .base import Entry, entry_turns, stored_field

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

        tools = sorted({str(stored_field(e, "toolName")) for e in entries
                        if e.get("type") == "tool_call" and stored_field(e, "toolName")})
        errors = sum(1 for e in entries if e.get("type") == "tool_result" and stored_field(e, "isError"))
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
