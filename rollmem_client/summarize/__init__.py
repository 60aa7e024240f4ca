"""The summarizing side: the interface the daemon calls, the offline default and LLM summarizers.

``base.py`` holds the :class:`Summarizer` interface and the helpers that turn
stored entries into text; ``extractive.py`` the offline, deterministic,
fact-first default, built on ``entities.py`` (whole-token entities, sentences),
``facts.py`` with ``clauses.py``, ``answers.py`` and ``words.py`` (keyed facts, corrections, answers) and
``layout.py`` (the summary text, written and read back); ``anthropic.py`` the
summarizer (structured output: summary and facts) and token counter backed by
Anthropic's API.
"""

from .base import FunctionSummarizer, Summarizer, entry_turns, load_summarizer, run_in_daemon_thread
from .extractive import ExtractiveSummarizer

__all__ = [
    "ExtractiveSummarizer",
    "FunctionSummarizer",
    "Summarizer",
    "entry_turns",
    "load_summarizer",
    "run_in_daemon_thread",
]
