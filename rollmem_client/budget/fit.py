"""Choosing what of a ``budget`` session's working set goes to the model.

Pure functions over :class:`~rollmem_client.models.BudgetView`; no I/O.

The input budget is the context window minus headroom for the reply, for
estimation drift and for tool output (seed 004). Within it, :func:`fit` keeps,
in rendering order: the system prompt (pinned), the fact ledger (pinned; its
least useful facts go if it alone cannot fit), the task anchor (pinned, whole
or shrunk to one line), then the newest summaries (long-term memory: up to
``summary_share`` of the room left, and always the newest one if it fits next
to the current turn), then the newest stretch of the rest of the conversation
that fits: older summaries, pending segments, recent entries. Whatever must go
goes oldest first, in atomic units: a tool call travels with its result, and
parallel calls travel with all their results, so no rendered tool message is an
orphan. Raw turns that must go are a reason to compress (``AgentMemory.context``
queues a compression then), never a reason to forget the summaries.

The cut only moves at stable points (page boundaries of the sequence numbers and
segment boundaries), so the rendered prefix stays byte-identical for several
turns and provider prompt caches keep hitting.

``overflow.py`` retries a model call whose provider still answered "context
too long" with a smaller budget.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Sequence
from typing import NamedTuple, final

import msgspec

from ..errors import ConfigError, ContextTooLarge, InvalidArgument
from ..ledger import KIND_RANK, beside_ledger, ledger_tokens
from ..models import BudgetView, Entry, Ledger, MemorySummary, PendingSegment, Range, ServerFit

__all__ = ["ContextBudget", "Selection", "fit", "server_fit_request"]

DEFAULT_MESSAGE_OVERHEAD = 4
DEFAULT_PAGE = 8
DEFAULT_ANCHOR_LINE_TOKENS = 32
DEFAULT_PLACEHOLDER_TOKENS = 24
DEFAULT_SUMMARY_SHARE = 0.5
ANCHOR_PREFIX = "Original task: "
# What "Original task: " and the closing ellipsis may cost on top of the kept words.
_ANCHOR_PREFIX_TOKENS = 8
_MAX_TOKENS = 1_000_000_000

Item = Entry | MemorySummary | PendingSegment


@final
class ContextBudget(msgspec.Struct, frozen=True, kw_only=True):
    """A model's context window and the headroom kept free of input (seed 004).

    ``input_budget = context_window - max_reply_tokens - safety_margin - tool_headroom``;
    with the defaults, a 200,000-token window leaves 185,664 tokens of input.

    Attributes:
        context_window: The model's total context, input plus output, in tokens.
        max_reply_tokens: Room for the reply (the call's ``max_tokens``).
        safety_margin: Room for token-count drift between rollmem's counts and the provider's.
        tool_headroom: Room for tool definitions and tool output this turn may add.
        message_overhead: Tokens a provider adds around each message (role, separators).

    Raises:
        ConfigError: A value that is not an integer in range, or headroom that leaves no input budget.
    """

    context_window: int
    max_reply_tokens: int = 4096
    safety_margin: int = 2048
    tool_headroom: int = 8192
    message_overhead: int = DEFAULT_MESSAGE_OVERHEAD

    def __post_init__(self) -> None:
        _check_int("context_window", self.context_window, 1, _MAX_TOKENS, ConfigError)
        _check_int("max_reply_tokens", self.max_reply_tokens, 0, _MAX_TOKENS, ConfigError)
        _check_int("safety_margin", self.safety_margin, 0, _MAX_TOKENS, ConfigError)
        _check_int("tool_headroom", self.tool_headroom, 0, _MAX_TOKENS, ConfigError)
        _check_int("message_overhead", self.message_overhead, 0, 10_000, ConfigError)
        if self.input_budget <= 0:
            raise ConfigError(
                f"no input budget left: context_window {self.context_window} - max_reply_tokens "
                f"{self.max_reply_tokens} - safety_margin {self.safety_margin} - tool_headroom "
                f"{self.tool_headroom} = {self.input_budget}"
            )

    @property
    def input_budget(self) -> int:
        """Tokens the input (system prompt, anchor, summaries, entries) may use."""
        return self.context_window - self.max_reply_tokens - self.safety_margin - self.tool_headroom

    def scaled(self, factor: float) -> ContextBudget:
        """The same window with the input budget multiplied by ``factor`` (rounded down).

        The tokens taken away are added to ``safety_margin``.

        Raises:
            ConfigError: The scaled input budget would be zero or less.
        """
        target = math.floor(self.input_budget * factor)
        return msgspec.structs.replace(self, safety_margin=self.safety_margin + self.input_budget - target)


class Selection(msgspec.Struct, frozen=True, kw_only=True):
    """What :func:`fit` kept of a :class:`BudgetView`, in rendering order, and what it left out.

    Attributes:
        session_id: The session the view came from.
        system: The system prompt, or None if the session has none.
        anchor: The task anchor as it will be rendered: the stored entry, or (``anchor_shrunk``)
            a copy whose content is one ``"Original task: <first words>…"`` line.
        segments: Kept summaries and pending segments, chronological. A pending segment whose
            oldest entries had to go is a copy holding the kept ones.
        entries: Kept recent entries, chronological.
        budget: The input budget the selection was fitted to.
        tokens: Tokens of everything kept, each item counted with ``message_overhead``.
        message_overhead: Tokens counted per item on top of its own.
        anchor_shrunk: The anchor did not fit whole next to the newest turn and was shrunk.
        kept_entries: Entries kept (recent ones and those inside pending segments).
        kept_segments: Summaries and pending segments kept (whole or in part).
        dropped_entries: Entries left out for the budget.
        dropped_segments: Summaries and pending segments left out whole for the budget.
        dropped_tokens: Tokens of everything left out for the budget (with overhead).
        unpaired: Ids of tool calls with no result in the view (still open, or abandoned) and
            of tool results with no call before them: left out (providers reject them) unless
            ``fit(keep_unpaired=True)`` kept them for the text layout.
        ledger: The fact ledger as it will be rendered (pinned; trimmed only if it alone cannot fit).
        dropped_active: Entries not yet queued for summarizing that were left out: the
            unsummarized tail outgrew the budget, a reason to compress.
    """

    session_id: str
    system: Entry | None
    anchor: Entry | None
    segments: list[MemorySummary | PendingSegment]
    entries: list[Entry]
    budget: int
    tokens: int
    message_overhead: int
    anchor_shrunk: bool = False
    kept_entries: int = 0
    kept_segments: int = 0
    dropped_entries: int = 0
    dropped_segments: int = 0
    dropped_tokens: int = 0
    unpaired: list[str] = []
    ledger: Ledger = Ledger()
    dropped_active: int = 0

    def items(self) -> list[Item]:
        """Everything kept after the pins, chronological and flat.

        Summaries and placeholder segments (pending, without entries) appear as themselves;
        a pending segment holding entries is replaced by those entries.
        """
        out: list[Item] = []
        for seg in self.segments:
            if isinstance(seg, PendingSegment) and seg.entries:
                out.extend(seg.entries)
            else:
                out.append(seg)
        out.extend(self.entries)
        return out


class _Atom(NamedTuple):
    """One droppable item: an entry, a summary, or a placeholder segment."""

    item: Item
    cost: int
    first_seq: int
    segment: int  # index of the segment it belongs to; -1 for the recent entries
    paired: bool = True  # False: an unpaired tool entry kept for the text layout (groups nothing)
    is_entry: bool = False
    tool: tuple[bool, str] | None = None  # a paired tool entry: (is the call, its id); opens or closes a group


class _Unit(NamedTuple):
    start: int  # first atom
    end: int  # one past the last atom
    cost: int
    stable: bool  # a cut here stays put while entries are appended


def fit(
    view: BudgetView,
    budget: ContextBudget | int,
    *,
    page: int = DEFAULT_PAGE,
    anchor_line_tokens: int = DEFAULT_ANCHOR_LINE_TOKENS,
    placeholder_tokens: int = DEFAULT_PLACEHOLDER_TOKENS,
    summary_share: float = DEFAULT_SUMMARY_SHARE,
    keep_unpaired: bool = False,
) -> Selection:
    """Choose what of ``view`` fits ``budget``, oldest going first, tool groups atomic.

    The kept conversation is the reserved newest summaries (below) plus a chronological
    suffix of the view (after leaving out unpaired tool calls and results), behind the
    pinned system prompt, ledger and task anchor.
    Among the suffixes that fit, the longest one starting at a stable cut point is chosen:
    a segment boundary, or a unit whose first sequence number is in a later ``page`` of
    sequence numbers than the unit before. If no stable point fits, or the first one that
    fits would keep less than half of what the longest fitting suffix keeps, the longest
    fitting suffix is used. ``page`` should be well below the number of entries the budget
    holds (a page wider than that degrades to exact cuts every turn).

    The anchor stays whole while the system prompt, the whole anchor and the newest unit
    (the current turn) fit together; otherwise it becomes one line of about
    ``anchor_line_tokens`` tokens of its first words.

    The view's fact ledger is pinned after the system prompt; if the pins cannot hold it
    whole, its least useful facts are left out (lowest kind rank, then oldest first).
    Before that suffix is chosen, the newest summaries are reserved: newest first, as long
    as they fit in ``summary_share`` of the room the pins leave (the newest one even if it
    is larger) and leave room for the newest unit. So a tight budget drops the oldest raw
    turns before the newest summaries. ``summary_share=0`` gives the plain suffix.

    Args:
        view: The session's working set.
        budget: A :class:`ContextBudget`, or the input budget in tokens (message overhead 4).
        page: Cut-point spacing in sequence numbers; 1 cuts exactly what must go each turn.
        anchor_line_tokens: Size of the shrunk anchor's text.
        placeholder_tokens: What a pending segment without entries costs (one line).
        summary_share: Share of the room after the pins reserved for the newest summaries, in [0, 1].
        keep_unpaired: Keep unpaired tool entries (a call still open or abandoned) as items
            of their own, for a layout without pairing rules (``text``); providers reject them.

    Returns:
        The :class:`Selection`; its ``tokens`` never exceed the input budget.

    Raises:
        InvalidArgument: A budget, page or size that is not a positive integer.
        ContextTooLarge: The system prompt and the shortest form of the anchor alone exceed
            the input budget.
    """
    request = server_fit_request(budget, placeholder_tokens=placeholder_tokens)
    limit, overhead = request.budget, request.message_overhead
    if view.server_fit is not None:
        _check_server_fit(view.server_fit, request, keep_unpaired)
    _check_int("page", page, 1, _MAX_TOKENS, InvalidArgument)
    _check_int("anchor_line_tokens", anchor_line_tokens, 1, 100_000, InvalidArgument)
    if isinstance(summary_share, bool) or not isinstance(summary_share, (int, float)) or not 0 <= summary_share <= 1:
        raise InvalidArgument(f"summary_share must be a number in [0, 1], got {summary_share!r}")

    pinned_ids = {(e.id, e.seq) for e in (view.system, view.anchor) if e is not None}
    system_cost = view.system.tokens + overhead if view.system is not None else 0
    everything = (system_cost + (view.anchor.tokens + overhead if view.anchor is not None else 0)
                  + _ledger_cost(view.ledger, overhead))
    as_is = _whole_view(view, pinned_ids, overhead, placeholder_tokens, limit, everything)
    if as_is is not None:
        return as_is
    atoms, unpaired = _atoms(view, pinned_ids, overhead, placeholder_tokens, keep_unpaired)
    if everything + sum(a.cost for a in atoms) <= limit:
        # all of it fits: the anchor whole, the whole ledger, the cut before the first atom
        # (what the steps below decide then, without their work)
        return _selection(view, atoms, 0, unpaired, view.anchor, False, limit, overhead, everything,
                          ledger=view.ledger)
    units = _units(atoms, page)

    anchor, anchor_shrunk = view.anchor, False
    anchor_cost = 0
    if view.anchor is not None:
        full_cost = view.anchor.tokens + overhead
        short = _short_anchor(view.anchor, anchor_line_tokens)
        short_cost = short.tokens + overhead if short is not None else full_cost
        newest = units[-1].cost if units else 0
        if system_cost + short_cost > limit:
            raise ContextTooLarge(_too_large(limit, system_cost, short_cost))
        # Shrinking only helps if it lets the newest unit in; a suffix without it is empty anyway.
        whole = system_cost + full_cost <= limit and (
            system_cost + full_cost + newest <= limit or system_cost + short_cost + newest > limit
        )
        if whole or short is None:
            anchor_cost = full_cost
        else:
            anchor, anchor_shrunk, anchor_cost = short, True, short_cost
    elif system_cost > limit:
        raise ContextTooLarge(_too_large(limit, system_cost, 0))

    # the ledger gives way to the current turn (the newest unit), never the reverse
    ledger = _fit_ledger(view.ledger, limit - system_cost - anchor_cost - (units[-1].cost if units else 0), overhead)
    pinned_cost = system_cost + anchor_cost + _ledger_cost(ledger, overhead)
    room = limit - pinned_cost
    reserved = _reserve_summaries(atoms, units, room, summary_share)
    if reserved:  # a reserved summary is paid for already: its unit costs that much less
        units = list(units)
        starts = [u.start for u in units]
        for i in reserved:
            u = bisect.bisect_right(starts, i) - 1
            units[u] = units[u]._replace(cost=units[u].cost - atoms[i].cost)
        room -= sum(atoms[i].cost for i in reserved)
    cut = _choose_cut(units, room)
    first_kept = units[cut].start if cut < len(units) else len(atoms)
    return _selection(
        view, atoms, first_kept, unpaired, anchor, anchor_shrunk, limit, overhead, pinned_cost,
        reserved=reserved, ledger=ledger,
    )


def server_fit_request(budget: ContextBudget | int, *, placeholder_tokens: int = DEFAULT_PLACEHOLDER_TOKENS) -> ServerFit:
    """What the server needs to leave out what :func:`fit` cannot keep (``rollmem_budget_fit``).

    A view the server selected this way may be fitted to this budget or a smaller one,
    with the same message overhead and placeholder size, and any page, anchor line or
    summary share (not with ``keep_unpaired``).

    Raises:
        InvalidArgument: As :func:`fit` does.
    """
    if isinstance(budget, ContextBudget):
        limit, overhead = budget.input_budget, budget.message_overhead
    else:
        _check_int("budget", budget, 1, _MAX_TOKENS, InvalidArgument)
        limit, overhead = budget, DEFAULT_MESSAGE_OVERHEAD
    _check_int("placeholder_tokens", placeholder_tokens, 0, 100_000, InvalidArgument)
    return ServerFit(budget=limit, message_overhead=overhead, placeholder_tokens=placeholder_tokens)


def _check_server_fit(sf: ServerFit, request: ServerFit, keep_unpaired: bool) -> None:
    """A view the server pruned for one budget lacks what a larger one (or other costs) would keep."""
    if keep_unpaired or request.budget > sf.budget or (sf.message_overhead, sf.placeholder_tokens) != (
            request.message_overhead, request.placeholder_tokens):
        raise InvalidArgument(
            f"this view was pruned by the server for budget {sf.budget} (overhead {sf.message_overhead}, "
            f"placeholder {sf.placeholder_tokens}); fit it with at most that budget, the same costs and "
            f"without keep_unpaired, or read the whole view"
        )


def _ledger_cost(ledger: Ledger, overhead: int) -> int:
    return ledger_tokens(ledger) + overhead if ledger.facts else 0


def _fit_ledger(ledger: Ledger, room: int, overhead: int) -> Ledger:
    """The ledger, or as much of it as fits ``room``: the least useful facts (rank, then age) go first."""
    if _ledger_cost(ledger, overhead) <= room:
        return ledger
    order = sorted(ledger.facts, key=lambda f: (KIND_RANK.get(f.kind, 1), f.seq, f.key))
    kept = list(ledger.facts)
    for f in order:
        kept.remove(f)
        trimmed = msgspec.structs.replace(ledger, facts=kept)
        if _ledger_cost(trimmed, overhead) <= room:
            return trimmed
    return Ledger(superseded=ledger.superseded, tokens=ledger.tokens)


def _reserve_summaries(atoms: Sequence[_Atom], units: Sequence[_Unit], room: int, share: float) -> list[int]:
    """Indices of the newest summaries kept ahead of older raw turns (see :func:`fit`)."""
    if share <= 0 or not units:
        return []
    newest = units[-1].cost
    summaries = [i for i, a in enumerate(atoms) if isinstance(a.item, MemorySummary)]
    if summaries and summaries[-1] >= units[-1].start:
        return []  # the newest unit is a summary itself: the plain suffix keeps it
    cap = math.floor(room * share)
    out: list[int] = []
    total = 0
    for i in reversed(summaries):
        c = atoms[i].cost
        if (total + c > cap and out) or total + c + newest > room:
            break
        out.append(i)
        total += c
    return sorted(out)


def _whole_view(
    view: BudgetView, pinned_ids: set[tuple[str, int]], overhead: int, placeholder_tokens: int, limit: int,
    pinned_cost: int,
) -> Selection | None:
    """The selection of a view that fits whole and holds no tool entry (a chat's usual turn), or None.

    What :func:`_selection` returns for the cut before the first atom, without building the atoms:
    with no tool entry nothing is unpaired and every unit is one atom.
    """
    segments = sorted(view.segments, key=lambda s: (s.range.start_index, s.range.end_index))
    entries = view.entries
    cost, n_entries = 0, 0
    runs = [entries]
    for seg in segments:
        if isinstance(seg, PendingSegment):
            if seg.entries:
                runs.append(seg.entries)
            elif seg.count > 0:
                cost += placeholder_tokens + overhead
        else:
            cost += seg.token_count + overhead
    for run in runs:  # one pass over the entries: their cost, and none a tool entry or a pin
        for e in run:
            if e.type in TOOL_TYPES or (pinned_ids and (e.id, e.seq) in pinned_ids):
                return None
            cost += e.tokens
        cost += overhead * len(run)
        n_entries += len(run)
    tokens = pinned_cost + cost
    if tokens > limit:
        return None
    ledger = view.ledger
    rewrite = bool(ledger.superseded or ledger.facts)
    kept: list[MemorySummary | PendingSegment] = []
    for seg in segments:
        if isinstance(seg, MemorySummary):
            kept.append(msgspec.structs.replace(seg, content=beside_ledger(seg.content, ledger)) if rewrite else seg)
        elif seg.entries or seg.count > 0:
            kept.append(seg)
    sf = view.server_fit or ServerFit(budget=0, message_overhead=0, placeholder_tokens=0)
    return Selection(
        session_id=view.session_id, system=view.system, anchor=view.anchor, segments=kept, entries=list(entries),
        budget=limit, tokens=tokens, message_overhead=overhead, anchor_shrunk=False, kept_entries=n_entries,
        kept_segments=len(kept), dropped_entries=sf.omitted_entries, dropped_segments=sf.omitted_segments,
        dropped_tokens=sf.omitted_tokens, unpaired=[], ledger=ledger, dropped_active=sf.omitted_active,
    )


def _atoms(
    view: BudgetView, pinned_ids: set[tuple[str, int]], overhead: int, placeholder_tokens: int, keep_unpaired: bool
) -> tuple[list[_Atom], list[str]]:
    """The droppable items in chronological order, unpaired tool entries left out."""
    raw: list[tuple[Item, int]] = []
    segments = sorted(view.segments, key=lambda s: (s.range.start_index, s.range.end_index))
    for i, seg in enumerate(segments):
        if isinstance(seg, PendingSegment) and seg.entries:
            raw.extend((e, i) for e in seg.entries if (e.id, e.seq) not in pinned_ids)
        elif isinstance(seg, MemorySummary) or seg.count > 0:
            raw.append((seg, i))
    raw.extend((e, -1) for e in view.entries if (e.id, e.seq) not in pinned_ids)

    bad = _unpaired([(k, it) for k, (it, _) in enumerate(raw) if isinstance(it, Entry)])
    atoms: list[_Atom] = []
    for k, (it, seg_index) in enumerate(raw):
        if k in bad and not keep_unpaired:
            continue
        if isinstance(it, Entry):
            paired = k not in bad
            cid = it.tool_call_id
            tool = (it.type == "tool_call", cid) if cid and paired and it.type in TOOL_TYPES else None
            atoms.append(_Atom(it, it.tokens + overhead, it.seq, seg_index, paired, True, tool))
        elif isinstance(it, MemorySummary):
            atoms.append(_Atom(it, it.token_count + overhead, it.range.start_index, seg_index))
        else:
            atoms.append(_Atom(it, placeholder_tokens + overhead, it.range.start_index, seg_index))
    unpaired = [it.id for k, (it, _) in enumerate(raw) if k in bad and isinstance(it, Entry)]
    return atoms, unpaired


def _unpaired(entries: Sequence[tuple[int, Entry]]) -> set[int]:
    """Positions of tool calls never answered and tool results with no open call before them.

    A call id may be open once; a second call with an id already used is unpaired too
    (providers reject duplicate ids), and so is the result that would have answered it.
    """
    open_calls: dict[str, int] = {}
    used: set[str] = set()
    bad: set[int] = set()
    for k, e in entries:
        cid = e.tool_call_id
        if e.type == "tool_call":
            if not cid or cid in used:
                bad.add(k)
            else:
                open_calls[cid] = k
                used.add(cid)
        elif e.type == "tool_result":
            if cid and cid in open_calls:
                del open_calls[cid]
            else:
                bad.add(k)
    bad.update(open_calls.values())
    return bad


TOOL_TYPES = frozenset(("tool_call", "tool_result"))


def _units(atoms: Sequence[_Atom], page: int) -> list[_Unit]:
    """Split atoms where no tool call is open, and mark the stable cut points."""
    bounds: list[int] = []
    open_ids: set[str] = set()
    for i, a in enumerate(atoms):
        if not open_ids:
            bounds.append(i)
        if a.tool is not None:
            is_call, cid = a.tool
            if is_call:
                open_ids.add(cid)
            else:
                open_ids.discard(cid)
    bounds.append(len(atoms))
    costs = list(itertools.accumulate((a.cost for a in atoms), initial=0))
    units: list[_Unit] = []
    prev = None
    for start, end in itertools.pairwise(bounds):
        here = atoms[start]
        stable = (
            prev is None
            or here.segment != atoms[start - 1].segment
            or not here.is_entry
            or here.first_seq // page > prev.first_seq // page
        )
        units.append(_Unit(start, end, costs[end] - costs[start], stable))
        prev = here
    return units


def _choose_cut(units: Sequence[_Unit], room: int) -> int:
    """Index of the first kept unit (``len(units)`` keeps none).

    The earliest stable unit at or after the tightest fitting cut, unless cutting there
    would keep less than half of what the tightest cut keeps (a page wider than what the
    budget holds, or a stable point that only just appeared at the newest end): then the
    tightest cut itself.
    """
    suffix = [0] * (len(units) + 1)
    for u in range(len(units) - 1, -1, -1):
        suffix[u] = suffix[u + 1] + units[u].cost
    tightest = next((u for u in range(len(units) + 1) if suffix[u] <= room), len(units))
    for u in range(tightest, len(units)):
        if units[u].stable:
            return u if suffix[u] * 2 >= suffix[tightest] else tightest
    return tightest


def _short_anchor(anchor: Entry, line_tokens: int) -> Entry | None:
    """The anchor as one line of its first words, or None if it is no longer than that line."""
    cost = line_tokens + _ANCHOR_PREFIX_TOKENS
    if anchor.tokens <= cost:
        return None
    text = " ".join(anchor.text.split())
    # Characters per token measured on this very text: holds for code, prose and CJK alike.
    max_chars = max(1, int(line_tokens * len(text) / anchor.tokens * 0.9))
    if len(text) > max_chars:
        cut = text[:max_chars]
        space = cut.rfind(" ")
        text = cut[:space] if space > max_chars // 2 else cut
    line = f"{ANCHOR_PREFIX}{text.rstrip()}…"
    return msgspec.structs.replace(anchor, content=line, tokens=cost)


def _selection(
    view: BudgetView,
    atoms: Sequence[_Atom],
    first_kept: int,
    unpaired: list[str],
    anchor: Entry | None,
    anchor_shrunk: bool,
    limit: int,
    overhead: int,
    pinned_cost: int,
    *,
    reserved: Sequence[int] = (),
    ledger: Ledger | None = None,
) -> Selection:
    ledger = ledger if ledger is not None else Ledger()
    segments = sorted(view.segments, key=lambda s: (s.range.start_index, s.range.end_index))
    kept_segments: list[MemorySummary | PendingSegment] = []
    entries: list[Entry] = []
    pending_kept: dict[int, tuple[int, list[Entry]]] = {}  # segment index -> (slot, kept entries)
    kept_ix = sorted({*(i for i in reserved if i < first_kept), *range(first_kept, len(atoms))})
    kept_atoms = [atoms[i] for i in kept_ix]
    for a in kept_atoms:
        if isinstance(a.item, Entry):
            if a.segment < 0:
                entries.append(a.item)
            else:
                if a.segment not in pending_kept:
                    pending_kept[a.segment] = (len(kept_segments), [])
                    kept_segments.append(segments[a.segment])  # replaced below if trimmed
                pending_kept[a.segment][1].append(a.item)
        elif isinstance(a.item, MemorySummary) and (ledger.superseded or ledger.facts):
            # a summary never restates a value the ledger knows was corrected since, nor a fact line it states
            kept_segments.append(msgspec.structs.replace(a.item, content=beside_ledger(a.item.content, ledger)))
        else:
            kept_segments.append(a.item)
    for i, (slot, kept) in pending_kept.items():
        seg = segments[i]
        assert isinstance(seg, PendingSegment)
        if kept != seg.entries:
            kept_segments[slot] = msgspec.structs.replace(
                seg,
                entries=kept,
                count=len(kept),
                tokens=sum(e.tokens for e in kept),
                range=Range(kept[0].seq or seg.range.start_index, seg.range.end_index),
            )

    kept_set = set(kept_ix)
    dropped = [a for i, a in enumerate(atoms) if i not in kept_set]
    sf = view.server_fit or ServerFit(budget=0, message_overhead=0, placeholder_tokens=0)  # what the server left out
    dropped_segment_ids = {a.segment for a in dropped if a.segment >= 0} - set(pending_kept)
    return Selection(
        session_id=view.session_id,
        system=view.system,
        anchor=anchor,
        segments=kept_segments,
        entries=entries,
        budget=limit,
        tokens=pinned_cost + sum(a.cost for a in kept_atoms),
        message_overhead=overhead,
        anchor_shrunk=anchor_shrunk,
        kept_entries=sum(1 for a in kept_atoms if isinstance(a.item, Entry)),
        kept_segments=len(kept_segments),
        dropped_entries=sum(1 for a in dropped if isinstance(a.item, Entry)) + sf.omitted_entries,
        dropped_segments=len(dropped_segment_ids) + sf.omitted_segments,
        dropped_tokens=sum(a.cost for a in dropped) + sf.omitted_tokens,
        unpaired=unpaired,
        ledger=ledger,
        dropped_active=sum(1 for a in dropped if a.segment < 0 and isinstance(a.item, Entry)) + sf.omitted_active,
    )


def _too_large(limit: int, system_cost: int, anchor_cost: int) -> str:
    return (
        f"the system prompt ({system_cost} tokens) and the shortest task anchor ({anchor_cost} tokens) "
        f"exceed the input budget of {limit} tokens; raise the budget or shorten the system prompt"
    )


def _check_int(name: str, value: object, lo: int, hi: int, error: type[Exception]) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise error(f"{name} must be an integer in [{lo}, {hi}], got {value!r}")
