"""Adapters for the frameworks bots are built with, each in its own module, each an optional extra.

- :mod:`rollmem_client.integrations.openai_agents`: an OpenAI Agents SDK session
  (``pip install 'rollmem[openai-agents]'``).
- :mod:`rollmem_client.integrations.langchain`: a LangChain chat message history and a
  LangGraph pre-model hook (``pip install 'rollmem[langchain]'``).

Importing this package imports no framework.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..budget.fit import Selection
    from ..models import MemorySummary, PendingSegment


def require(module: str, extra: str, what: str) -> ModuleType:
    """Import a framework module, or raise ImportError naming the extra that installs it."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise ImportError(f"{what} needs {module.split('.')[0]!r}: pip install 'rollmem[{extra}]' ({e})") from e


def segment_text(seg: MemorySummary | PendingSegment) -> str:
    """A summary (with the header the renderers use) or a pending segment's placeholder line, as text."""
    from ..budget.render import PLACEHOLDER, SUMMARY_HEADER
    from ..models import MemorySummary

    if isinstance(seg, MemorySummary):
        return SUMMARY_HEADER.format(start=seg.range.start_index, end=seg.range.end_index) + "\n" + seg.content
    return PLACEHOLDER.format(count=seg.count, tokens=seg.tokens, start=seg.range.start_index,
                              end=seg.range.end_index)


def facts_text(selection: Selection) -> str:
    """The fitted fact ledger as the renderers give it to a model ("" when the session has no facts)."""
    from ..ledger import ledger_text

    return ledger_text(selection.ledger) if selection.ledger.facts else ""
