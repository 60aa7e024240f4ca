"""What a model is given for a ``RollingMemory`` session: seed 000's window and summaries, plus the ledger.

Seed 000 says: when generating a response, give the model the current window
plus the summaries, newest first. :func:`blocks_selection` builds exactly that as
a :class:`~rollmem_client.budget.fit.Selection` (the fact ledger pinned first,
summaries newest first, then the window's turns oldest first), so the same
renderers as the budget policy shape it for OpenAI, Anthropic, Gemini (seed 003)
or as text. Beside the ledger, summaries are shown without the values it has superseded and without the
fact lines it states already.
"""

from __future__ import annotations

from typing import Any

from .budget.fit import Selection
from .budget.render import render
from .ledger import beside_ledger
from .models import Context, Entry, Interaction, Ledger, MemorySummary, Summary, TimeRange
from .summarize.base import entry_turns

FORMATS = ("openai", "anthropic", "gemini", "text", "selection")


def _summary(s: Summary, ledger: Ledger) -> MemorySummary:
    return MemorySummary(
        id=f"sum-{s.range.start_index}-{s.range.end_index}",
        content=beside_ledger(s.text, ledger),
        range=s.range,
        original_entry_ids=[],
        token_count=0,
        original_token_count=0,
        compression_ratio=0.0,
        created_at=s.ts,
        time_range=TimeRange(s.ts, s.ts),
    )


def _turns(item: Interaction) -> list[Entry]:
    """An interaction as the user's message and the AI's answer (their human text)."""
    turns = entry_turns({"userRequest": item.user_request, "aiResponse": item.ai_response})
    return [
        Entry(id=f"i{item.seq}{'u' if who == 'User' else 'a'}", type="message",
              role="user" if who == "User" else "assistant", content=text, ts=item.ts, tokens=0, seq=item.seq)
        for who, text in turns
    ]


def blocks_selection(ctx: Context, *, with_ledger: bool = True) -> Selection:
    """Seed 000's model input as a selection: ledger, summaries newest first, the window oldest first."""
    ledger = ctx.ledger if with_ledger else Ledger()
    return Selection(
        session_id=ctx.session_id,
        system=None,
        anchor=None,
        segments=[_summary(s, ledger) for s in ctx.summaries_newest_first],
        entries=[e for item in ctx.window for e in _turns(item)],
        budget=0,
        tokens=0,
        message_overhead=0,
        kept_entries=2 * len(ctx.window),
        kept_segments=len(ctx.summaries),
        ledger=ledger,
    )


def blocks_model_input(ctx: Context, format: str = "openai", *, with_ledger: bool = True) -> Any:
    """Render :func:`blocks_selection` as ``openai``, ``anthropic``, ``gemini``, ``text`` or ``selection``."""
    return render(blocks_selection(ctx, with_ledger=with_ledger), format)
