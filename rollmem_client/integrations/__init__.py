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


def require(module: str, extra: str, what: str) -> ModuleType:
    """Import a framework module, or raise ImportError naming the extra that installs it."""
    try:
        return importlib.import_module(module)
    except ImportError as e:
        raise ImportError(f"{what} needs {module.split('.')[0]!r}: pip install 'rollmem[{extra}]' ({e})") from e
