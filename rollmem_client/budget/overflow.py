"""Retrying a model call that a provider refused as too long for its context (seed 004).

rollmem counts tokens with its own tokenizer; a provider counts a little
differently, so a context fitted to the budget can still be refused. Fitting
again with the same budget would fail again: :func:`retry_on_context_overflow`
steps the budget down (10% a retry by default) instead.

:func:`is_context_overflow` recognises the providers' own errors without
importing their SDKs: OpenAI's ``BadRequestError`` with code
``context_length_exceeded``, Anthropic's 400 ``prompt is too long``, the
google-genai ``ClientError`` 400 "input token count exceeds the maximum", and
the same texts from OpenAI-compatible servers. A rate limit, an authentication
error or any other refusal is never taken for one, whatever its text says.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable
from typing import TypeVar

from ..errors import ContextTooLarge, InvalidArgument
from .fit import ContextBudget, _check_int

__all__ = ["aretry_on_context_overflow", "is_context_overflow", "retry_on_context_overflow"]

B = TypeVar("B", int, ContextBudget)
T = TypeVar("T")

OVERFLOW_MARKERS = (
    "context_length_exceeded",  # OpenAI error code
    "maximum context length",  # OpenAI, vLLM, most OpenAI-compatible servers
    "prompt is too long",  # Anthropic
    "exceed context limit",  # Anthropic: input length and max_tokens exceed context limit
    "too many tokens",  # only read on a 400-class refusal, never on a 429
    "input is too long",  # Bedrock
    "exceeds the context window",
    "exceeds the maximum number of tokens",  # Gemini: the input token count exceeds ...
    "reduce the length of the messages",
)


# HTTP statuses a context-length refusal comes with: 400 (OpenAI, Anthropic, Gemini, vLLM),
# 413 and 422 (some OpenAI-compatible servers).
OVERFLOW_STATUSES = (400, 413, 422)


def _status(exc: BaseException) -> int | None:
    """The HTTP status an SDK error carries: ``status_code`` (openai, anthropic, httpx) or an int ``code`` (google-genai)."""
    for attr in ("status_code", "code"):
        value = getattr(exc, attr, None)
        if isinstance(value, int) and not isinstance(value, bool) and 100 <= value <= 599:
            return value
    return None


def _chain(exc: BaseException) -> list[BaseException]:
    out: list[BaseException] = []
    cur: BaseException | None = exc
    while cur is not None and len(out) < 8 and cur not in out:
        out.append(cur)
        cur = cur.__cause__ or cur.__context__
    return out


def is_context_overflow(exc: BaseException) -> bool:
    """Whether ``exc`` reports a request too long for the model's context.

    The first exception in the chain (``exc``, then what caused it) that carries an
    HTTP status decides whether this can be one: only 400, 413 and 422 can (a 429 that
    speaks of "tokens per minute" is a rate limit). Then the messages, an SDK error's
    ``code``, ``message`` and ``body`` are searched for the providers' texts
    (:data:`OVERFLOW_MARKERS`). No provider SDK is imported.
    """
    chain = _chain(exc)
    if any(isinstance(e, ContextTooLarge) for e in chain):
        return False  # the pinned part alone is too big: a smaller budget cannot help
    status = next((s for s in map(_status, chain) if s is not None), None)
    if status is not None and status not in OVERFLOW_STATUSES:
        return False
    for cur in chain:
        parts = [str(cur)] + [str(getattr(cur, attr, "") or "") for attr in ("code", "message", "body")]
        text = " ".join(parts).lower()
        if any(marker in text for marker in OVERFLOW_MARKERS):
            return True
    return False


def retry_on_context_overflow(
    call: Callable[[B], T],
    budget: B,
    *,
    steps: int = 3,
    factor: float = 0.9,
    is_overflow: Callable[[BaseException], bool] = is_context_overflow,
) -> T:
    """Call ``call(budget)``; on a context-overflow error retry with a smaller budget.

    Retry ``k`` uses ``budget * factor**k`` (rounded down; for a :class:`ContextBudget`,
    its input budget), up to ``steps`` retries. Fitting again with the same budget would
    only fail again: the provider counts tokens a little differently than rollmem.

    Args:
        call: Builds the context with the budget it is given and calls the model.
        budget: The first budget: a :class:`ContextBudget` or an input budget in tokens.
        steps: Retries after the first call.
        factor: Budget multiplier per retry, in (0, 1).
        is_overflow: Decides which errors are context overflows (default :func:`is_context_overflow`).

    Returns:
        What ``call`` returned.

    Raises:
        InvalidArgument: ``steps`` or ``factor`` out of range.
        Exception: The last overflow error when the retries are spent, and any other error at once.
    """
    _check_retry(steps, factor)
    attempt, current = 0, budget
    while True:
        try:
            return call(current)
        except Exception as e:
            smaller = _step_down(budget, factor, attempt + 1) if attempt < steps and is_overflow(e) else None
            if smaller is None:
                raise
            attempt, current = attempt + 1, smaller


async def aretry_on_context_overflow(
    call: Callable[[B], Awaitable[T]],
    budget: B,
    *,
    steps: int = 3,
    factor: float = 0.9,
    is_overflow: Callable[[BaseException], bool] = is_context_overflow,
) -> T:
    """The async form of :func:`retry_on_context_overflow`: ``call`` returns an awaitable."""
    _check_retry(steps, factor)
    attempt, current = 0, budget
    while True:
        try:
            return await call(current)
        except Exception as e:
            smaller = _step_down(budget, factor, attempt + 1) if attempt < steps and is_overflow(e) else None
            if smaller is None:
                raise
            attempt, current = attempt + 1, smaller


def _check_retry(steps: int, factor: float) -> None:
    _check_int("steps", steps, 0, 100, InvalidArgument)
    if isinstance(factor, bool) or not isinstance(factor, (int, float)) or not 0 < factor < 1:
        raise InvalidArgument(f"factor must be a number in (0, 1), got {factor!r}")


def _step_down(budget: B, factor: float, k: int) -> B | None:
    """``budget`` scaled by ``factor**k``, or None when nothing would be left."""
    scale = factor**k
    if isinstance(budget, ContextBudget):
        if math.floor(budget.input_budget * scale) <= 0:
            return None
        return budget.scaled(scale)
    n = math.floor(budget * scale)
    return n if n > 0 else None
