"""The offline default summarizer: fact-first, extractive, deterministic, no network.

It reads a block sentence by sentence, finds entities (``entities.py``) and
keyed facts (``facts.py``), and writes a summary (``layout.py``) of three parts:

1. the sentences that carry the most information, quoted with their speaker,
   scored by what they add (facts, entities not seen before in the block,
   decisions, preferences, constraints, corrections) — never by filler words,
   and never a sentence that adds nothing (small talk is left out, not ranked);
2. the ``Facts:`` section, every keyed fact, the newest value per key;
3. the entities no quoted sentence or fact already holds, whole (``PAY-4417``).

The target size is met by leaving out sentences, lowest score first; facts and
entities are never left out. Beside a fact ledger (``known``, the session's
ledger the daemon passes), what the ledger already states is not paid for twice:
its facts cost no sentence budget (the model input shows them once, in the
ledger) and a sentence scores by the facts and entities it adds to the ledger.
In running mode the previous summary's facts are carried forward (newer values
win) and its sentences compete, at half their score, with the block's own, so
the summary moves on with every block. A block
of summaries (a merge) is read back the same way: one header per part at most,
its facts carried, its lists merged without duplicates and kept to what still
means something without the sentence it came from (names, amounts, codes, dates
with their day; not counts, durations or clock times). A sentence quoting a
value that a later fact superseded is left out, so a corrected value does not
linger beside its correction; and a user's message that names a held value
beside a new one of its kind, in words of correction (English or a language
mixed into it), moves every key holding the old value to the new one, whatever
key the new value was read under (``facts.restated_corrections``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import msgspec

from ..models import Fact, SummaryResult
from . import layout
from .base import Entry, entry_turns, stored_field
from .entities import Entity, find_entities, split_sentences
from .facts import FactBook, extract_facts, ledger_kind, restated_corrections, signals, slipped_corrections

_STOPWORDS = frozenset("""
about after again also always anything because been before being could didn't does doing don't every from going
have having here into it's just know like maybe more much need only other really should something still sure than
that thanks that's their them then there these they thing think this those through today very want well were what
when where which while will with would yeah your you're yours okay great good nice right cool
""".split())

# a pictograph: it ends a clause and is never part of a value
_EMOJI = re.compile(r"\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF][\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF"
                    r"\uFE0F\u200D\U0001F3FB-\U0001F3FF]*")
# contractions texted without their apostrophe that are no other word ("wont", "were", "its" and "ill" are)
_APOSTROPHE = {w.replace("'", ""): w for w in """that's what's i'm i've i'd don't can't didn't doesn't isn't wasn't
aren't weren't haven't hasn't couldn't wouldn't shouldn't they're you're we've they've you've there's here's
let's who's""".split()}
# ("id" is "i'd" only before what "i'd" goes with: "my student id is V" keeps its id)
_TEXTED = re.compile(rf"\b(?:{'|'.join(w for w in _APOSTROPHE if w != 'id')}|id(?=\s(?:rather|like|love|hate|say|be|have|go|"
                     rf"prefer|need|want|never|probably|definitely|better|get|take|pick|choose|do)\b))\b", re.IGNORECASE)


def _with_apostrophe(m: re.Match[str]) -> str:
    word = _APOSTROPHE[m.group(0).lower()]
    return word[0].upper() + word[1:] if m.group(0)[0].isupper() else word


_LIST_DASH = re.compile(r"^(\s*(?:[*\u2022-]|\d{1,2}[.)])\s+[^-:=\u2013\u2014]{2,60}?)\s[-\u2013\u2014]\s(?=\S)")
_GREETING = re.compile(r"\W*(?:good (?:morning|afternoon|evening|day)|hello|hi|hey|greetings|dear|hallo|habari|"
                       r"i hope you are|hope you are|thanks|thank you)\b", re.IGNORECASE)
_LEADER = re.compile(r"(?<=\w)\s?\.{4,}\s?(?=\S)")  # a form's dotted leader: "Adjuster on my claim ........ V"
_ARROW = re.compile(r"(?<=\w)\s?(?:->|=>|-->|\u2192|\u21d2|\u27f6)\s")
# a dictated hesitation inside a sentence: "the buyout would be um, CAD 19,850" reads "would be CAD 19,850", "X is doing
# uh the inspection" reads "X is doing the inspection"
_HESITATION = re.compile(r"(?<=\s)(?:um+|uh+|erm+|er),?\s(?=\S)")


@dataclass
class _Candidate:
    order: int
    speaker: str
    text: str
    entities: list[Entity]
    facts: int
    signal: int
    weight: float  # 1 for the block's own sentences, less for carried ones
    score: float = 0.0


_USER_ONLY = frozenset(("decision", "preference", "constraint"))  # facts only the user's own words state


class ExtractiveSummarizer:
    """Fact-first extractive summaries: facts and entities always, then the most informative sentences.

    Args:
        max_words: the size to aim at, in words (a ``target_tokens`` given by the policy
            lowers it); facts and entity lists are kept beyond it, sentences are not.
        max_sentence_words: a longer sentence is cut (its entities are then listed).
        max_facts: most facts a summary carries (running mode and merges accumulate them);
            past it the oldest statements go first. The fact ledger has its own cap.
        max_listed: most entities listed per kind in a merge or running summary (a block's
            own entities are always all listed).
        min_score: the least information a sentence must carry to be quoted.

    ``summarize`` returns a :class:`~rollmem_client.models.SummaryResult`: the text, and
    the facts stated in the block's own entries (with their ``seq``). Facts carried from
    ``previous`` or from merged summaries are in the text but not in ``facts``: the fact
    ledger received them when they were first stated, and sending them again with a later
    range could let an old value overwrite a newer correction.
    """

    def __init__(self, max_words: int = 160, max_sentence_words: int = 40, *, max_facts: int = 120,
                 max_listed: int = 40, min_score: float = 1.0) -> None:
        if max_words < 20 or max_sentence_words < 5:
            raise ValueError("max_words must be >= 20 and max_sentence_words >= 5")
        if max_facts < 1 or max_listed < 1:
            raise ValueError("max_facts and max_listed must be >= 1")
        self.max_words = max_words
        self.max_sentence_words = max_sentence_words
        self.max_facts = max_facts
        self.max_listed = max_listed
        self.min_score = min_score

    def __repr__(self) -> str:
        return f"ExtractiveSummarizer(max_words={self.max_words}, max_facts={self.max_facts})"

    def summarize(self, entries: Sequence[Entry], previous: str | None = None,
                  target_tokens: int | None = None, known: Sequence[Fact] | None = None) -> SummaryResult:
        """Summarize ``entries`` (after ``previous`` in running mode); ``target_tokens`` sets the size to aim at;
        ``known``: the session's ledger so far, so a correction gets the key of the fact it corrects."""
        max_words = self.max_words if not target_tokens else max(12, min(self.max_words, int(target_tokens * 0.75)))
        book = FactBook(known=known or ())
        stated: dict[str, Fact] = {}  # facts of the block's own entries: what goes to the ledger
        candidates: list[_Candidate] = []
        carried_lists: tuple[list[str], list[str]] = ([], [])  # names, details
        tools: list[str] = []
        if previous:
            self._read_summary(previous, book, candidates, carried_lists, weight=0.5)
        before = ""  # the sentence said last, across turns: what a short answer answers
        asked = ""  # the question the assistant's last turn ended on: what the user's next sentence answers
        user_said = ""
        for entry in entries:
            if entry.get("type") == "summary":
                self._read_summary(_content(entry), book, candidates, carried_lists, weight=1.0)
                continue
            if entry.get("type") == "tool_call" and stored_field(entry, "toolName"):
                tools.append(str(stored_field(entry, "toolName")))
            seq = entry.get("seq")
            seq = seq if isinstance(seq, int) and not isinstance(seq, bool) and seq > 0 else 0
            for speaker, text in entry_turns(entry):
                if speaker == "User":
                    user_said = text.lower()  # what the assistant's answer may repeat
                sentences = split_sentences(_LEADER.sub(": ", _HESITATION.sub("", text)))
                said: list[Fact] = []  # the message's facts
                for k, sentence in enumerate(sentences):
                    # the answer opens the message, after a greeting at most ("Good evening, I hope you are keeping
                    # well. Julius Ouma, if I remember well.")
                    answering = speaker == "User" and (k == 0 or (k == 1 and (len(sentences[0].split()) <= 3
                                                                                or _GREETING.match(sentences[0]))))
                    facts = self._add(sentence, speaker, seq, book, candidates, weight=1.0, before=before,
                                      asked=asked if answering else "", own=k > 0, user_said=user_said)
                    before = sentence
                    said += facts
                    for f in facts:
                        stated.pop(f.key, None)
                        stated[f.key] = f
                if speaker == "User":
                    # (a message's entities found once for both: only a held value can be slipped or restated)
                    found = find_entities(text) if book.known or book.facts else []
                    slipped = slipped_corrections(text, said, book, found)
                    restated, withdrawn = restated_corrections(text, said + slipped, book, seq, found)
                    for key in withdrawn:  # this message's own facts that only quoted the value it replaced
                        stated.pop(key, None)
                        book.facts.pop(key, None)
                    for f in slipped + restated:
                        book.add(f)
                        stated.pop(f.key, None)
                        stated[f.key] = f
                asked = sentences[-1] if speaker == "AI" and sentences and sentences[-1].endswith("?") else ""
        errors = sum(1 for e in entries if e.get("type") == "tool_result" and stored_field(e, "isError"))
        text = self._compose(book, candidates, carried_lists, tools, errors, max_words, len(entries),
                             bounded=bool(previous) or any(e.get("type") == "summary" for e in entries))
        return SummaryResult(text=text, facts=[msgspec.structs.replace(f, kind=ledger_kind(f)) for f in stated.values()])

    # ------------------------------------------------------------ reading

    def _add(self, sentence: str, speaker: str, seq: int, book: FactBook, candidates: list[_Candidate],
             weight: float, before: str = "", asked: str = "", own: bool = False, user_said: str = "") -> list[Fact]:
        """Read one sentence. ``before``: the sentence said just before it, by anyone; ``own``: the same speaker
        said it; ``asked``: the assistant's question this sentence may answer; ``user_said``: the user's last
        message (lower case), which an answer may repeat."""
        # "our estate agent -> Mário Caldeira", a list line "* accountant - Tom Quinn": a label and its value, as
        # a colon gives them
        sentence = _LIST_DASH.sub(r"\1: ", _ARROW.sub(": ", sentence))
        if _EMOJI.search(sentence):  # "max two sessions a week 🙌", "we chose 😊 will explain later": a pictograph
            sentence = _EMOJI.sub(" \u2014 ", sentence).strip(" \u2014")  # ends a clause as a dash does, and is no value
        if _TEXTED.search(sentence):  # "thats the one we chose": texted without apostrophes
            sentence = _TEXTED.sub(_with_apostrophe, sentence)
        entities = find_entities(sentence, before)  # facts are read from the whole sentence, however long it runs
        facts = extract_facts(sentence, seq, book, entities, asked, before if own else "")
        words = sentence.split()
        if len(words) > self.max_sentence_words:  # the summary quotes at most max_sentence_words of it
            sentence = " ".join(words[: self.max_sentence_words]) + " ..."
            entities = [e for e in entities if e.end <= len(sentence) - 4]
        if speaker == "AI":  # the assistant's advice ("X is the best way to compare") is nobody's choice or taste,
            # unless it repeats what the user just said
            facts = [f for f in facts if f.kind not in _USER_ONLY or f.value.lower() in user_said]
        facts = [f for f in map(book.fitting, facts) if f is not None]
        for f in facts:
            book.add(f)
        # what the ledger already states is in the model input beside this summary: a sentence scores by the
        # facts and entities it adds to the ledger, not by restating it
        entities = [e for e in entities if not book.in_ledger_value(e.text)]
        new = sum(1 for f in facts if not book.in_ledger(f))
        candidates.append(_Candidate(len(candidates), speaker, sentence, entities, new, signals(sentence), weight))
        return facts

    def _read_summary(self, text: str, book: FactBook, candidates: list[_Candidate],
                      listed: tuple[list[str], list[str]], weight: float) -> None:
        parsed = layout.parse(text)
        for speaker, sentence in parsed.sentences:
            self._add(sentence, speaker, 0, book, candidates, weight)
        for f in parsed.facts:  # the part's own facts section is its last word on each key
            book.add(f)
        listed[0].extend(parsed.names)
        listed[1].extend(parsed.details)

    # ------------------------------------------------------------ writing

    def _score(self, candidates: list[_Candidate]) -> None:
        seen: set[str] = set()
        for c in candidates:
            fresh = [e for e in c.entities if e.text.lower() not in seen]
            seen.update(e.text.lower() for e in c.entities)
            score = 3.0 * c.facts + 1.5 * len(fresh) + 0.25 * (len(c.entities) - len(fresh))
            if score or c.signal:
                score += 1.0 * c.signal
            if c.speaker == "Tool error":
                score += 2.0  # failures shape what happens next
            elif c.speaker == "Tool":
                score -= 0.5  # raw tool output: only what carries names or numbers
            c.score = score * c.weight - len(c.text.split()) / 60

    def _compose(self, book: FactBook, candidates: list[_Candidate], carried_lists: tuple[list[str], list[str]],
                 tools: list[str],
                 errors: int, max_words: int, n_entries: int, bounded: bool) -> str:
        self._score(candidates)
        stale = [v.lower() for v in book.stale_values()]
        facts = list(book.facts.values())[-self.max_facts:]
        # a fact the ledger states word for word is not shown twice (the model input leaves it out of the
        # summary): it costs none of the sentences' budget
        fact_words = sum(len(f.key.split()) + len(f.value.split()) + 1 for f in facts if not book.in_ledger(f))
        budget = max_words - fact_words
        chosen: list[_Candidate] = []
        quoted: set[str] = set()
        for c in sorted(candidates, key=lambda c: (-c.score, -c.order)):
            if c.score < self.min_score or c.text in quoted:
                continue
            low = c.text.lower()
            if any(v in low for v in stale):
                continue
            n = len(c.text.split()) + 1
            if n <= budget:
                chosen.append(c)
                quoted.add(c.text)
                budget -= n
        chosen.sort(key=lambda c: c.order)
        sentences = [(c.speaker, c.text) for c in chosen]
        body = "\n".join(t for _, t in sentences).lower() + "\n" + "\n".join(f.value for f in facts).lower()
        names: dict[str, None] = dict.fromkeys(carried_lists[0])
        details: dict[str, None] = dict.fromkeys(carried_lists[1])
        for c in candidates:
            for e in c.entities:
                (names if e.kind == "name" else details)[e.text] = None
        listed = [[x for x in group if x.lower() not in body and not any(x.lower() == v for v in stale)
                   and x not in layout.LABELS] for group in (names, details)]
        if bounded:  # a running or merged summary keeps the newest entities worth listing without their sentence
            listed = [[x for x in listed[0] if not book.in_ledger_value(x)][-self.max_listed:],
                      [x for x in listed[1] if _listworthy(x) and not book.in_ledger_value(x)][-self.max_listed:]]
        extra = []
        if tools:
            extra.append("Tools used: " + ", ".join(sorted(set(tools))) + (f"; {errors} failed." if errors else "."))
        if not sentences and not facts and not any(listed):
            topics = _topics(candidates)
            extra.append(f"Topics: {', '.join(topics)}." if topics else
                         f"{n_entries} entries with no facts, names or decisions.")
        return layout.render(sentences, facts, listed[0], listed[1], extra)


def _content(entry: Entry) -> str:
    value = entry.get("content", entry.get("text", ""))
    return value if isinstance(value, str) else ""


# a date that names its day of the month: "4 Sep", "March 15th", "15/11", "2026-03-14"
_DAY_OF_MONTH = re.compile(r"\d{1,2}(?:st|nd|rd|th)?\s[A-Za-z]{3}|[A-Za-z]{3}\.?\s\d{1,2}(?:st|nd|rd|th)?\b"
                           r"|\d{1,2}[/.-]\d{1,2}|\d{4}-\d{2}")


def _listworthy(detail: str) -> bool:
    """Whether a detail stays listed in a merged or running summary: an amount, a code, a phone, an address,
    a date with its day of the month; not a count, a duration, a clock time or a weekday alone ("3 days",
    "15%", "9am on Monday"), which say nothing once the sentence around them is gone."""
    found = find_entities(detail, "")
    if len(found) != 1 or found[0].text != detail:
        return True  # not one entity we can judge: keep it
    kind = found[0].kind
    if kind == "number":
        return False
    if kind == "date":
        return bool(_DAY_OF_MONTH.search(detail))
    return True


def _topics(candidates: list[_Candidate]) -> list[str]:
    """The block's most frequent content words: what a block with no facts was about."""
    words = Counter(w for c in candidates for w in re.findall(r"[a-z]{4,}", c.text.lower()) if w not in _STOPWORDS)
    return [w for w, _ in words.most_common(5)]
