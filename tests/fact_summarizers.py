"""Summarizers that return hand-built :class:`SummaryResult`s, for the fact-ledger tests.

A turn plants a fact by saying ``remember <key> is <value>.`` (any policy: blocks
interactions or budget entries). :class:`FactSummarizer` returns a summary text
that repeats every sentence of the turns (so stale values reach summaries) and
one :class:`Fact` per planted fact, with the seq it was stated at.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rollmem_client.models import Fact, SummaryResult
from rollmem_client.summarize import entry_turns

PLANT = re.compile(r"remember (?P<key>[a-z ]+?) is (?P<value>[^.]+)\.", re.IGNORECASE)
KINDS = {"name": "person", "pet": "pet", "budget": "amount", "phone": "phone", "allergy": "constraint",
         "code": "id", "city": "address", "date": "date"}


def plant(key: str, value: str) -> str:
    return f"remember {key} is {value}."


def kind_of(key: str) -> str:
    return next((k for w, k in KINDS.items() if w in key), "other")


class FactSummarizer:
    """Summary text: the turns' sentences; facts: every planted ``remember <key> is <value>.``"""

    def __init__(self) -> None:
        self.calls = 0

    def summarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> SummaryResult:
        self.calls += 1
        lines, facts = [], []
        for e in entries:
            for who, text in entry_turns(e):
                lines.append(f"{who}: {text}")
                for m in PLANT.finditer(text):
                    key = m["key"].strip()
                    facts.append(Fact(key, m["value"].strip(), kind_of(key), int(e.get("seq") or 0)))
        return SummaryResult(" ".join(lines) or "nothing", facts)


class MalformedFactsSummarizer:
    """Good text and a facts list that is mostly garbage: the summary must still land."""

    def summarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> Any:
        return SummaryResult(f"summary of {len(entries)} entries", [  # type: ignore[list-item]
            {"key": "name", "value": "Dana", "kind": "person"},
            {"key": "", "value": "x"}, {"value": "no key"}, 42, None, {"key": "k", "value": 7},
            {"key": "city", "value": "Oslo", "kind": "not-a-kind", "seq": -5},
        ])


class NotAListSummarizer:
    """Facts that are not a list at all (a model that answered in the wrong shape)."""

    def summarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> Any:
        return {"text": f"summary of {len(entries)} entries", "facts": "name: Dana"}


class ShortFactSummarizer(FactSummarizer):
    """Like :class:`FactSummarizer`, but the text keeps only the planting sentences: a concise summary."""

    def summarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> SummaryResult:
        full = super().summarize(entries, previous)
        seqs = [int(e.get("seq") or 0) for e in entries] or [0]
        said = " ".join(f"Noted: {f.key} is {f.value}." for f in full.facts)
        return SummaryResult(f"Entries {min(seqs)}-{max(seqs)}: small talk. {said}".strip(), full.facts)
