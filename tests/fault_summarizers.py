"""Summarizers for the daemon fault tests (``test_daemon_faults.py``).

Subprocess daemons load them with ``--summarizer fault_summarizers:<Class>``
(the tests put this folder on ``PYTHONPATH``); in-process tests use them
directly. The subprocess ones are configured through environment variables:

- ``ROLLMEM_TEST_MARKER``: a file to which one line is appended when an
  attempt starts (``start <first>-<last> <pid>``; ``slow_summarizer.mark``).
- ``ROLLMEM_TEST_SLEEP``: seconds :class:`TaggedSlowSummarizer` sleeps.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Mapping, Sequence
from typing import Any

from slow_summarizer import block_of, mark


def _first_user_text(entries: Sequence[Mapping[str, Any]]) -> str:
    request = entries[0].get("userRequest") if entries else None
    return str(request.get("text", "")) if isinstance(request, Mapping) else ""


class TaggedSlowSummarizer:
    """Marks the start, sleeps ``ROLLMEM_TEST_SLEEP`` seconds, then answers with the block and the
    first user text, so a test can tell which life of a session a summary was made from."""

    def summarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> str:
        mark(entries)
        time.sleep(float(os.environ.get("ROLLMEM_TEST_SLEEP", "2")))
        return f"summary of {block_of(entries)}: {_first_user_text(entries)}"


class PoisonSummarizer:
    """Fails every attempt with an error no retry fixes (a prompt the model refuses, a bug)."""

    def summarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> str:
        mark(entries)
        raise ValueError(f"cannot summarize block {block_of(entries)}: poison")


class HangingSummarizer:
    """An LLM call that never returns (in-process: the daemon's ``timeout`` must cut it)."""

    def __init__(self) -> None:
        self.calls = 0

    async def asummarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> str:
        self.calls += 1
        await asyncio.sleep(3600)
        return "never"

    def summarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> str:
        raise AssertionError("the daemon prefers asummarize")


class RecordingSummarizer:
    """Running mode (in-process): records the ``previous`` each block got; ``delays`` slows chosen blocks
    (by their first seq) so jobs finish out of order."""

    def __init__(self, delays: Mapping[int, float] | None = None) -> None:
        self.delays = dict(delays or {})
        self.calls: list[tuple[str, str | None]] = []

    async def asummarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> str:
        block = block_of(entries)
        self.calls.append((block, previous))
        await asyncio.sleep(self.delays.get(int(entries[0]["seq"]), 0.0))
        return f"S[{block}]" + (f" after {previous}" if previous else "")

    def summarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> str:
        raise AssertionError("the daemon prefers asummarize")
