"""The offline summary's text: written for the model to read, and read back for running mode and merges.

A summary is plain lines::

    User: We decided to go with the green sofa.
    AI: Booked the delivery for Friday.
    Facts:
    - broker: Thandiwe Okafor
    - flight booking code: BK-88Q2
    Names: Lena; Mochi.
    Details: 555-0199; 14 Elm Street, Springfield.
    Tools used: hotel_search; 1 failed.

The quoted sentences come first (each with its speaker), then the ``Facts:``
section (one ``- key: value`` line per fact, the newest statement last), then
the entities no line above already quotes. :func:`parse` reads any text back:
its own layout exactly, and anything else (an LLM's prose, an older summary
with stacked ``Summary:`` prefixes) as sentences.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..models import Fact

SPEAKERS = ("User", "AI", "Tool error", "Tool", "Context")
# the labels this layout writes: never names, whatever their capital letter says
LABELS = frozenset(("User", "AI", "Tool", "Context", "Facts", "Names", "Details", "Numbers", "Topics", "Tools",
                    "Summary", "Earlier", "Open"))
_LIST_LINE = re.compile(r"^(Names|Details|Numbers|Topics|Tools used|Open questions):\s?(.*)$")
_SPEAKER = re.compile(r"^(User|AI|Tool error|Tool|Context):\s+")
_STACKED = re.compile(r"^(?:(?:Summary|Earlier|Summaries)\s*:\s*)+", re.IGNORECASE)
FACT_LINE = re.compile(r"^-\s+([^:]{1,80}?):\s+(.+)$")  # "- key: value" in the Facts: section


@dataclass
class Parsed:
    """A summary read back: its quoted sentences (speaker, text), facts, listed entities and tools line."""

    sentences: list[tuple[str, str]] = field(default_factory=list)
    facts: list[Fact] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    details: list[str] = field(default_factory=list)
    tools: str = ""


def _split_list(body: str) -> list[str]:
    body = body.strip().removesuffix(".")
    sep = "; " if "; " in body else ", "  # older summaries listed with commas
    return [item.strip() for item in body.split(sep) if item.strip()] if body else []


def kind_of_key(key: str) -> str:
    """The fact kind a key written by the offline summarizer implies (the text does not repeat kinds)."""
    last = key.split()[-1] if key else ""
    for kind, tails in (("phone", ("phone",)), ("address", ("address",)), ("id", ("code", "email", "reference", "link")),
                        ("decision", ("choice",)), ("preference", ("preference",)),
                        ("constraint", ("allergy", "diet", "constraint")),
                        ("date", ("appointment", "deadline", "departure", "arrival", "start", "end", "date"))):
        if last in tails:
            return kind
    if key.startswith("favourite "):
        return "preference"
    return "other"


def parse(text: str) -> Parsed:
    """Read a summary back; never fails (unknown lines are sentences)."""
    out = Parsed()
    in_facts = False
    for raw in text.splitlines():
        line = _STACKED.sub("", raw.strip())
        if not line:
            continue
        if line == "Facts:":
            in_facts = True
            continue
        fact = FACT_LINE.match(line) if in_facts else None
        if fact:
            key = " ".join(fact.group(1).lower().split())
            out.facts.append(Fact(key=key, value=fact.group(2).strip(), kind=kind_of_key(key)))
            continue
        in_facts = False
        listed = _LIST_LINE.match(line)
        if listed:
            label, body = listed.groups()
            if label == "Names":
                out.names += _split_list(body)
            elif label in ("Details", "Numbers"):
                out.details += _split_list(body)
            elif label == "Tools used":
                out.tools = body
            continue
        speaker = _SPEAKER.match(line)
        while speaker:  # "AI: User: ..." from an older merge: one speaker is enough
            line = line[speaker.end():]
            nested = _SPEAKER.match(line)
            if not nested:
                break
            speaker = nested
        out.sentences.append((speaker.group(1) if speaker else "", line.strip()))
    return out


def render(sentences: list[tuple[str, str]], facts: list[Fact], names: list[str], details: list[str],
           extra: list[str]) -> str:
    """The summary text (see the module docstring); ``extra`` lines (tools, topics) go last."""
    lines = [f"{who}: {text}" if who else text for who, text in sentences]
    if facts:
        lines.append("Facts:")
        lines += [f"- {f.key}: {f.value}" for f in facts]
    if names:
        lines.append("Names: " + "; ".join(names) + ".")
    if details:
        lines.append("Details: " + "; ".join(details) + ".")
    return "\n".join(lines + extra)
