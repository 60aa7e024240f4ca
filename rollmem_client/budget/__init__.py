"""The ``budget`` policy (seeds 001-004): typed agent entries under a token budget.

``ops.py`` holds the sans-I/O operations; ``agent.py`` the facades
(``AgentMemory``, ``AsyncAgentMemory``); ``fit.py`` chooses what fits a model's
budget, ``render.py`` shapes it for a provider's API (``render_openai.py``,
``render_anthropic.py``, ``render_gemini.py``; ``rules.py`` checks each API's
sequencing rules) and ``overflow.py`` retries a call the provider found too long.
"""

from .agent import AgentMemory, AsyncAgentMemory
from .fit import ContextBudget, Selection, fit
from .overflow import aretry_on_context_overflow, is_context_overflow, retry_on_context_overflow

__all__ = [
    "AgentMemory",
    "AsyncAgentMemory",
    "ContextBudget",
    "Selection",
    "aretry_on_context_overflow",
    "fit",
    "is_context_overflow",
    "retry_on_context_overflow",
]
