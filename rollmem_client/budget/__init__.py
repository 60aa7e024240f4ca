"""The ``budget`` policy (seeds 001-004): typed agent entries under a token budget.

``ops.py`` holds the sans-I/O operations; ``agent.py`` the facades
(``AgentMemory``, ``AsyncAgentMemory``); ``fit.py`` chooses what fits a model's
budget and ``render.py`` shapes it for a provider's API.
"""

from .agent import AgentMemory, AsyncAgentMemory
from .fit import ContextBudget, Selection, aretry_on_context_overflow, fit, retry_on_context_overflow

__all__ = [
    "AgentMemory",
    "AsyncAgentMemory",
    "ContextBudget",
    "Selection",
    "aretry_on_context_overflow",
    "fit",
    "retry_on_context_overflow",
]
