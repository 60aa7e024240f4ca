"""Rendering a :class:`~rollmem_client.budget.fit.Selection` as model input.

One pure, deterministic function per provider shape: the same selection gives
byte-identical output, so provider prompt caches keep hitting.

- :func:`to_openai`: Chat Completions ``messages``; :func:`to_openai_responses`: Responses ``input``.
- :func:`to_anthropic`: Messages API ``{"system", "messages"}`` (optional cache breakpoints).
- :func:`to_gemini`: ``{"systemInstruction", "contents"}`` in seed 003's shape
  (per-message ``name`` and ``timestamp``; summaries spoken by "Xaiver").
- :func:`to_text`: seed 001's plain-text layout.

Every shape keeps its API's sequencing rules (``rules.py`` checks them); tool
entries are regrouped the way the APIs require: parallel calls become one
assistant turn, and their results follow it at once (anything that arrived
between a call and its result is moved after the results). A result is named
after its call. :func:`fit_render` fits and renders in one step, keeping the
text layout within the budget as the session's counter counts the whole string.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

import msgspec

from ..errors import ContextTooLarge, InvalidArgument
from ..ledger import ledger_text
from ..models import BudgetView, Entry, MemorySummary, PendingSegment
from ..tokens import TokenCounter
from .fit import ContextBudget, Selection, fit
from .render_anthropic import to_anthropic
from .render_base import (
    CONTINUE_TEXT,
    PLACEHOLDER,
    SUMMARY_HEADER,
    SUMMARY_SPEAKER,
    arguments,
    chat_role,
    context_text,
    dumps,
    epoch_ms,
    placeholder_text,
    prepare,
)
from .render_gemini import to_gemini
from .render_openai import to_openai, to_openai_responses

__all__ = [
    "CONTINUE_TEXT",
    "FORMATS",
    "PLACEHOLDER",
    "SUMMARY_HEADER",
    "SUMMARY_SPEAKER",
    "fit_render",
    "epoch_ms",
    "render",
    "to_anthropic",
    "to_gemini",
    "to_openai",
    "to_openai_responses",
    "to_text",
]


# ---------------------------------------------------------------- plain text (seed 001)


def to_text(selection: Selection, *, placeholder: str = PLACEHOLDER) -> str:
    """Seed 001's layout: the pins, summaries with their time ranges, then the conversation.

    Sections, each under its own ``=== ... ===`` heading and separated by a blank line:
    the system prompt, the fact ledger ("Known Facts"),
    the task anchor, the summaries and placeholder lines of pending segments, and the
    recent conversation, one line per entry (entries awaiting their summary included,
    in order, so the text before them does not change when they are compressed). Having
    no pairing rules, it also shows tool calls without a result when the selection kept
    them (``fit(keep_unpaired=True)``, as :func:`fit_render` does for this layout).

    Raises:
        InvalidArgument: A template with unknown fields.
    """
    prep = prepare(selection, paired=False)
    sections: list[str] = []
    if selection.system is not None:
        sections.append(f"=== System ===\n{selection.system.text}")
    if selection.ledger:
        sections.append(f"=== Known Facts ===\n{ledger_text(selection.ledger)}")
    if selection.anchor is not None:
        sections.append(f"=== Task ===\n{selection.anchor.text}")
    earlier: list[str] = []
    recent: list[str] = []
    unanswered = set(selection.unpaired)
    for it in selection.items():
        if isinstance(it, MemorySummary):
            earlier.append(f"[{_day_time(it.time_range.start)} - {_day_time(it.time_range.end)}]\n{it.content}")
        elif isinstance(it, PendingSegment):
            earlier.append(placeholder_text(it, placeholder))
        else:
            recent.append(_line(it, prep.tool_name(it), it.id not in unanswered))
    if earlier:
        sections.append("=== Previous Conversation Summaries ===\n" + "\n\n".join(earlier))
    if recent:
        sections.append("=== Recent Conversation ===\n" + "\n".join(recent))
    return "\n\n".join(sections) + "\n" if sections else ""


def _day_time(ts: str) -> str:
    ms = epoch_ms(ts)
    if ms is None:
        return ts
    t = _dt.datetime.fromtimestamp(ms / 1000, tz=_dt.timezone.utc)
    return t.strftime("%Y-%m-%d %H:%M")


def _line(e: Entry, tool: str, answered: bool) -> str:
    if e.type == "tool_call":
        return f"Tool call: {tool}({dumps(arguments(e))})" + ("" if answered else " (no result)")
    if e.type == "tool_result":
        return f"Tool {'error' if e.is_error else 'result'} ({tool}): {e.text}"
    if e.type == "context":
        return context_text(e)
    return f"{chat_role(e).capitalize()}: {e.text}"


# ---------------------------------------------------------------- dispatch

FORMATS = ("openai", "openai_responses", "anthropic", "gemini", "text", "selection")

_RENDERERS: dict[str, Any] = {
    "openai": to_openai,
    "openai_responses": to_openai_responses,
    "anthropic": to_anthropic,
    "gemini": to_gemini,
    "text": to_text,
}


def render(selection: Selection, format: str = "openai", **options: Any) -> Any:
    """Render a selection as ``openai`` messages, ``openai_responses`` input items, an
    ``anthropic`` request body, ``gemini`` contents, seed 001's ``text`` layout, or return
    the ``selection`` itself. ``options`` go to the renderer (e.g. ``cache_control=True``
    for ``anthropic``, ``metadata=False`` for ``gemini``, ``placeholder=...``).

    Raises:
        InvalidArgument: An unknown format, or an option the renderer does not take.
    """
    if format == "selection":
        if options:
            raise InvalidArgument(f"format 'selection' takes no options, got {sorted(options)}")
        return selection
    fn = _RENDERERS.get(format)
    if fn is None:
        raise InvalidArgument(f"format must be one of {FORMATS}, got {format!r}")
    for name, value in options.items():
        want = _OPTION_TYPES.get(name)
        if want is not None and not isinstance(value, want):
            raise InvalidArgument(f"option {name} must be {' or '.join(t.__name__ for t in want)}, got {value!r:.80}")
    try:
        return fn(selection, **options)
    except TypeError as e:
        raise InvalidArgument(f"bad options for format {format!r}: {e}") from None


_TEXT: tuple[type, ...] = (str,)
_OPTION_TYPES: dict[str, tuple[type, ...]] = {
    "placeholder": _TEXT, "summary_header": _TEXT, "continue_text": _TEXT, "results_text": _TEXT,
    "summary_speaker": _TEXT, "signature_fallback": (str, type(None)), "metadata": (bool,),
    "cache_control": (bool, dict, type(None)),
}

# The text layout is measured as a whole; a fit that still overshoots is redone with the
# budget lowered by the overshoot (doubling the cut after a few tries), at most this often.
_TEXT_FIT_TRIES = 24


def fit_render(
    view: BudgetView,
    budget: ContextBudget | int,
    format: str = "openai",
    *,
    counter: TokenCounter | None = None,
    page: int = 8,
    **options: Any,
) -> tuple[Selection, Any]:
    """Fit ``view`` to ``budget`` and render it: the selection, and what ``AgentMemory.context`` returns.

    For ``format="text"`` with a ``counter``, the result is also within the input budget
    as ``counter`` counts the whole rendered string, headings and separators included:
    :func:`fit` budgets items, so the text's own framing is measured and the fit redone
    with less room until it fits.

    Raises:
        ContextTooLarge: The pinned part alone (system prompt, ledger, shortest anchor, and
            for text their headings) exceeds the budget.
        InvalidArgument: A bad format, option, page or budget.
    """
    text = format == "text"
    selection = fit(view, budget, page=page, keep_unpaired=text)
    if not text or counter is None:
        return selection, render(selection, format, **options)
    limit = budget.input_budget if isinstance(budget, ContextBudget) else budget
    current: ContextBudget | int = budget
    for attempt in range(_TEXT_FIT_TRIES):
        text = render(selection, "text", **options)
        over = counter.count(text) - limit
        if over <= 0:
            return selection, text
        cut = over << max(0, attempt - 3)
        current = _lowered(current, cut, limit, over)
        selection = fit(view, current, page=page, keep_unpaired=True)
    raise ContextTooLarge(f"the text layout does not fit {limit} tokens after {_TEXT_FIT_TRIES} fits")


def _lowered(budget: ContextBudget | int, cut: int, limit: int, over: int) -> ContextBudget | int:
    room = (budget.input_budget if isinstance(budget, ContextBudget) else budget) - cut
    if room <= 0:
        raise ContextTooLarge(
            f"the pinned part of the text layout (system prompt, facts, task and their headings) "
            f"is {over} tokens over the input budget of {limit} tokens"
        )
    if isinstance(budget, ContextBudget):
        return msgspec.structs.replace(budget, safety_margin=budget.safety_margin + cut)
    return room
