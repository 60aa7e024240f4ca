"""Summarizers for daemon subprocess tests, loaded with ``--summarizer slow_summarizer:<Class>``.

``block_of`` and ``mark`` are shared with ``fault_summarizers.py``.

Configured through environment variables so the test controls the subprocess:

- ``ROLLMEM_TEST_MARKER``: a file to which one line is appended when a job
  starts (``start <first>-<last> <pid>``); the test polls it to know a job is in
  flight.
- ``ROLLMEM_TEST_SLEEP``: seconds :class:`SlowSummarizer` sleeps before
  answering (default 30).
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping, Sequence
from typing import Any


def block_of(entries: Sequence[Mapping[str, Any]]) -> str:
    """``<first seq>-<last seq>`` of a job's entries."""
    seqs = [e.get("seq") for e in entries]
    return f"{seqs[0]}-{seqs[-1]}" if seqs else "empty"


def mark(entries: Sequence[Mapping[str, Any]]) -> None:
    """Append ``start <first>-<last> <pid>`` to the ``ROLLMEM_TEST_MARKER`` file, if set."""
    path = os.environ.get("ROLLMEM_TEST_MARKER")
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"start {block_of(entries)} {os.getpid()}\n")


class SlowSummarizer:
    """Marks the start of each job, sleeps ``ROLLMEM_TEST_SLEEP`` seconds, then answers."""

    def summarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> str:
        mark(entries)
        time.sleep(float(os.environ.get("ROLLMEM_TEST_SLEEP", "30")))
        return f"slow summary of {block_of(entries)}"


class FailingSummarizer:
    """Marks the start of each attempt, then raises, as an LLM that is down would."""

    def summarize(self, entries: Sequence[Mapping[str, Any]], previous: str | None = None) -> str:
        mark(entries)
        raise RuntimeError("summarizer backend unavailable")
