"""The fact ledger, client side: facts made ready for the write-back, records read back, the ledger shown.

The ledger itself lives in Lua (``server_scripts/05_facts.lua``): one hash per
session, written in the same atomic step as the summary the facts came with.
This module is the one place that

- cleans a summarizer's facts (:func:`prepare_facts`): malformed ones are
  dropped, never the summary; keys normalised; seqs kept inside the job's range;
  each fact's tokens counted with the daemon's counter;
- encodes them as the six ARGV per fact the Lua functions take (:func:`fact_argv`);
- decodes the ledger part of a read reply (:func:`parse_ledger`);
- presents it to a model (:func:`ledger_text`) and keeps rendered summaries
  from restating a value the ledger has superseded (:func:`scrub_superseded`).

Eviction ranks (higher is kept longer when the ledger passes its cap; within a
rank the oldest statement goes first): constraints (allergies, must-nots) 9,
people 8, decisions 7, dates, amounts and identifiers 6, phone numbers,
addresses and pets 5, preferences 4, anything else 1.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NamedTuple

import msgspec

from .config import MemoryConfig
from .keys import validate_session_id
from .models import FACT_KINDS, Fact, Ledger, SummaryResult
from .ops import Cmd, Op, as_bytes, as_str, remember
from .summarize.layout import FACT_LINE

log = logging.getLogger("rollmem.ledger")

KIND_RANK = {
    "constraint": 9, "person": 8, "decision": 7, "date": 6, "amount": 6, "id": 6,
    "phone": 5, "address": 5, "pet": 5, "preference": 4, "other": 1,
}
MAX_KEY_CHARS = 200
MAX_VALUE_CHARS = 1000
MAX_FACTS_PER_SUMMARY = 1000
LEDGER_HEADER = "Known facts (current values; they replace anything earlier that disagrees):"
# Tokens the header and the "- " of each line add to the facts' own counts, for budgeting.
HEADER_TOKENS = 16
LINE_TOKENS = 2
# Values shorter than this are not scrubbed from summaries: "12" or "no" would hit innocent text.
MIN_SCRUB_CHARS = 3
SUPERSEDED_MARK = "(since changed)"

_encoder = msgspec.json.Encoder()
_fact_decoder = msgspec.json.Decoder(Fact)


def normalize_key(key: str) -> str:
    """A fact key as the ledger files it: lower case, single spaces, at most 200 characters."""
    return " ".join(key.lower().split())[:MAX_KEY_CHARS]


def value_id(value: str) -> str:
    """An id of a value's normalised text: the same value restated is recognised without reading JSON."""
    return hashlib.sha1(" ".join(value.lower().split()).encode()).hexdigest()[:16]


def fact_line(fact: Fact) -> str:
    """How a fact is shown to a model (and what its ``tokens`` count)."""
    return f"{fact.key}: {fact.value}"


def split_result(result: object) -> tuple[object, object]:
    """(text, facts) of what a summarizer returned: a ``str``, a :class:`SummaryResult` or a look-alike."""
    if isinstance(result, SummaryResult):
        return result.text, result.facts
    if isinstance(result, str):
        return result, []
    if isinstance(result, dict):
        return result.get("text"), result.get("facts", [])
    return getattr(result, "text", result), getattr(result, "facts", [])


def _one_fact(raw: object) -> Fact | None:
    try:
        fact = raw if isinstance(raw, Fact) else msgspec.convert(raw, type=Fact)
    except (msgspec.ValidationError, TypeError):
        return None
    if not isinstance(fact.key, str) or not isinstance(fact.value, str):
        return None
    key, value = normalize_key(fact.key), " ".join(fact.value.split())
    if not key or not value or len(value) > MAX_VALUE_CHARS:
        return None
    return Fact(key, value, fact.kind if fact.kind in FACT_KINDS else "other", fact.seq)


def prepare_facts(raw: object, count: Callable[[str], int], end: int) -> list[Fact]:
    """A summarizer's facts made ready for the ledger; whatever is malformed is dropped (and logged).

    Keys are normalised, unknown kinds become ``other``, a seq of 0 (unknown) or
    past ``end`` (the last seq the job covered) becomes ``end``. A key stated twice
    keeps both values, by seq: the ledger files the earlier one as superseded (a
    correction within one block). Tokens are counted on :func:`fact_line`.
    """
    if not isinstance(raw, (list, tuple)):
        if raw:
            log.warning("summarizer facts are %s, not a list: ignored", type(raw).__name__)
        return []
    out: dict[tuple[str, str], Fact] = {}
    bad = 0
    for item in raw[:MAX_FACTS_PER_SUMMARY]:
        fact = _one_fact(item)
        if fact is None:
            bad += 1
            continue
        seq = fact.seq if 0 < fact.seq <= end else end
        fact = msgspec.structs.replace(fact, seq=seq)
        out.pop((fact.key, value_id(fact.value)), None)
        out[(fact.key, value_id(fact.value))] = msgspec.structs.replace(fact, tokens=max(1, int(count(fact_line(fact)))))
    if bad:
        log.warning("dropped %d malformed fact(s) of a summarizer result", bad)
    return sorted(out.values(), key=lambda f: f.seq)


def fact_argv(facts: Sequence[Fact]) -> list[Any]:
    """``n_facts`` then six ARGV per fact (key, seq, tokens, rank, vid, JSON), as the Lua functions take them."""
    args: list[Any] = [len(facts)]
    for f in facts:
        args += [f.key, f.seq, max(1, f.tokens), KIND_RANK.get(f.kind, 1), value_id(f.value), _encoder.encode(f)]
    return args


def replay_order(ledger_facts: Iterable[Fact], superseded: Iterable[Fact]) -> list[Fact]:
    """An exported ledger in the order that rebuilds it: by seq, a key's current value after its older ones."""
    tagged = [(f.seq, 0, i, f) for i, f in enumerate(superseded)] + [(f.seq, 1, i, f) for i, f in enumerate(ledger_facts)]
    return [t[3] for t in sorted(tagged, key=lambda t: (t[0], t[1], t[2]))]


def parse_ledger(reply: Sequence[Any], i: int) -> tuple[Ledger, int]:
    """The ledger at ``reply[i:]`` (tokens, n, records...) and the index after it."""
    if i >= len(reply):
        return Ledger(), i
    tokens, n = int(reply[i]), int(reply[i + 1])
    current: list[Fact] = []
    superseded: list[Fact] = []
    memo = _RECORDS
    for rec in reply[i + 2 : i + 2 + n]:
        facts = memo.get(rec) if type(rec) is bytes else None
        if facts is None:
            lines = as_bytes(rec).split(b"\n")[1:]
            facts = tuple(_fact_decoder.decode(line) for line in lines)
            if type(rec) is bytes:
                remember(memo, rec, facts, _RECORDS_MAX)
        if facts:
            current.append(facts[0])
            superseded += facts[1:]
    current.sort(key=lambda f: (f.seq, f.key))
    superseded.sort(key=lambda f: (f.key, -f.seq))  # each key's newest earlier value first
    return Ledger(current, superseded, tokens), i + 2 + n


# a stored record -> its facts (current first), decoded: each turn reads the same records; cleared when full
_RECORDS: dict[bytes, tuple[Fact, ...]] = {}
_RECORDS_MAX = 16_384


def read_ledger(cfg: MemoryConfig, session_id: str) -> Op[Ledger]:
    """A session's ledger, either policy (one HGETALL of its ``facts`` hash; read even with the ledger off)."""
    key = cfg.keys.session(validate_session_id(session_id)).facts  # the same name for both policies
    reply = yield Cmd("hgetall", (key,))
    return parse_ledger(ledger_part(reply), 0)[0]


def ledger_part(facts_hash: Mapping[Any, Any]) -> list[Any]:
    """A ``facts`` hash (``HGETALL``) as a read's ledger part: tokens, n, records (as ``read_facts`` in
    05_facts.lua returns it; a token total that is not a number reads as 0, as there)."""
    fields = {as_str(k): v for k, v in facts_hash.items()}
    records = [as_bytes(v) for k, v in fields.items() if k.startswith("f:")]
    tok = as_str(fields.get("tok", 0))
    return [int(tok) if tok.isdigit() else 0, len(records), *records]


def ledger_tokens(ledger: Ledger) -> int:
    """What :func:`ledger_text` costs a model (the facts' own counts plus the header and bullets)."""
    if not ledger.facts:
        return 0
    return HEADER_TOKENS + sum(f.tokens + LINE_TOKENS for f in ledger.facts)


def ledger_text(ledger: Ledger) -> str:
    """The current facts as one block of text for the model, oldest statement first.

    A line that quotes another fact's superseded value is scrubbed like a summary's sentence
    (:func:`scrub_superseded`): "- ref preference: the ref is W" goes once the booking code's W was
    corrected to V, and a line holding both says ``(since changed)`` for W. The model never reads a
    value the ledger knows is stale, whichever of its lines states it."""
    if not ledger.facts:
        return ""
    if not ledger.superseded:
        return "\n".join([LEDGER_HEADER, *(f"- {fact_line(f)}" for f in ledger.facts)])
    # a regex search per line and stale value: remembered per ledger, as a bot's every turn renders the same one
    fp = _fingerprint(ledger)
    text = _TEXTS.get(fp)
    if text is None:
        patterns = _scrub_of(fp).patterns
        lines = (_scrub_line(f"- {fact_line(f)}", patterns) for f in ledger.facts)
        text = "\n".join([LEDGER_HEADER, *(line for line in lines if line is not None)])
        remember(_TEXTS, fp, text, 256)
    return text


_TEXTS: dict[Any, str] = {}


# ---------------------------------------------------------------- stale values in summaries

_SENTENCE = re.compile(r"(?<=[.!?;])\s+|\n")


class _Scrub(NamedTuple):
    """What scrubbing against one ledger needs: (stale value, that key's current value) patterns for the
    superseded values worth scrubbing, and the first word of each stale value in lower case (an ASCII text
    holding none of them holds no stale value; None when one is not ASCII, as case-insensitive matching then
    knows more than ``str.lower``)."""

    patterns: list[tuple[re.Pattern[str], re.Pattern[str] | None]]
    words: tuple[str, ...] | None


@functools.lru_cache(maxsize=64)
def _scrub_of(fingerprint: Any) -> _Scrub:
    facts, superseded = fingerprint
    current = dict(facts)
    live = {" ".join(v.lower().split()) for v in current.values()}
    patterns, words = [], []
    for key, value in superseded:
        norm = " ".join(value.lower().split())
        if key not in current or len(norm) < MIN_SCRUB_CHARS or norm in live:
            continue
        cur = current[key]
        if _word(norm).search(cur):
            continue  # a value said more fully: the stale "Wittiga" is part of the current "Wittiga 62"
        patterns.append((_word(value), _word(cur) if len(cur) >= MIN_SCRUB_CHARS else None))
        words.append(norm.split()[0])
    return _Scrub(patterns, tuple(words) if all(w.isascii() for w in words) else None)


@functools.lru_cache(maxsize=64)
def _shown(fingerprint: Any) -> frozenset[tuple[str, str]]:
    return frozenset((_norm(k), _norm(v)) for k, v in fingerprint[0])


def _word(value: str) -> re.Pattern[str]:
    body = r"\s+".join(re.escape(w) for w in value.split())
    return re.compile(rf"(?<!\w){body}(?!\w)", re.IGNORECASE)


def scrub_superseded(text: str, ledger: Ledger) -> str:
    """``text`` without the superseded values the ledger knows of.

    A sentence that states only a stale value of a fact (not its current one) is
    dropped; in a sentence that also states the current value (a correction:
    "the budget went from EUR 4,800 to EUR 5,200"), the stale value is replaced
    by ``(since changed)``. Values shorter than 3 characters, values that are
    some fact's current value, and values their own fact now states more fully
    ("Wittiga" → "Wittiga 62"), are left alone.
    """
    if not ledger.superseded or not text:
        return text
    patterns, words = _scrub_of(_fingerprint(ledger))
    if not patterns:
        return text
    if words is not None and text.isascii():
        low = text.lower()
        if not any(word in low for word in words):
            return text  # no stale value's first word anywhere: one substring test each, no regex
    pieces = _SENTENCE.split(text)
    seps = _SENTENCE.findall(text)
    kept: list[str] = []
    for n, sentence in enumerate(pieces):
        out = _scrub_line(sentence, patterns)
        if out is not None:
            kept.append(out + (seps[n] if n < len(seps) else ""))
    return "".join(kept).strip()


def _scrub_line(line: str, patterns: list[tuple[re.Pattern[str], re.Pattern[str] | None]]) -> str | None:
    """One sentence or ledger line without stale values: None when it states one without that fact's current
    value beside it, else each stale value marked ``(since changed)``."""
    out = line
    for stale, cur in patterns:
        if stale.search(out):
            if cur is None or not cur.search(out):
                return None
            out = stale.sub(SUPERSEDED_MARK, out)
    return out


# ---------------------------------------------------------------- a summary shown beside the ledger

def beside_ledger(text: str, ledger: Ledger) -> str:
    """A summary as the model sees it next to ``ledger``: without superseded values (:func:`scrub_superseded`)
    and without the ``- key: value`` lines of its ``Facts:`` section that the ledger states word for word
    (the section's header goes too when no line is left). The summary as stored is unchanged; only the
    copy in the model input is shorter, and says nothing the ledger beside it does not.

    A pure function of the text and the ledger's facts, remembered (bounded): a bot renders the same
    summaries beside the same ledger every turn, and the rewrite costs a regex search per superseded
    value and sentence."""
    memo_key = (text, _fingerprint(ledger))
    out = _BESIDE.get(memo_key)
    if out is None:
        out = _beside_ledger(text, ledger)
        remember(_BESIDE, memo_key, out, _BESIDE_MAX)
    return out


_BESIDE: dict[tuple[str, Any], str] = {}
_BESIDE_MAX = 4096
_last_fingerprint: list[Any] = [None, None]  # the last ledger fingerprinted (held, so its id is not reused) and its print


def _fingerprint(ledger: Ledger) -> Any:
    """What of ``ledger`` :func:`beside_ledger` depends on, hashable (the summaries of one read share one)."""
    if _last_fingerprint[0] is ledger:
        return _last_fingerprint[1]
    fp = (tuple((f.key, f.value) for f in ledger.facts), tuple((f.key, f.value) for f in ledger.superseded))
    _last_fingerprint[:] = [ledger, fp]
    return fp


def _beside_ledger(text: str, ledger: Ledger) -> str:
    text = scrub_superseded(text, ledger)
    if not ledger.facts or "\n- " not in text:
        return text
    shown = _shown(_fingerprint(ledger))

    def stated(line: str) -> bool:
        fact = FACT_LINE.match(line.strip())
        return fact is not None and (_norm(fact.group(1)), _norm(fact.group(2))) in shown

    lines = [line for line in text.split("\n") if not stated(line)]
    lines = [line for i, line in enumerate(lines)  # a header left without a line of its own goes
             if line.strip() != "Facts:" or (i + 1 < len(lines) and FACT_LINE.match(lines[i + 1].strip()))]
    return "\n".join(lines).strip() or text  # a summary of nothing but ledger facts stays as it is: never empty


def _norm(s: str) -> str:
    return " ".join(s.lower().split())
