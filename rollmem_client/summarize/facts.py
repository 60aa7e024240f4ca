"""Keyed facts from sentences: what a fact is about (its key) and its value, exactly as written.

A fact's ``key`` names what it is about, normalised so that every way of
stating the same thing gives the same key ("our broker is ...", "... is our
broker" -> ``broker``; "the booking code for the flight is ...", "the flight's
confirmation number changed to ..." -> ``flight booking code``); its ``value``
is a verbatim span of the sentence, so it can be found again in any text that
quotes it. A correction ("actually it's ...", "moved to ...", "... instead of
...") produces the key of the fact it corrects, and the ledger (or a running
summary) keeps the newer value. :class:`FactBook` is that keeping, in memory.

The patterns are those of ordinary English statements (subject, verb, value;
apposition; "I prefer ...", "we decided to ..."), not of any one conversation.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import msgspec

from ..models import Fact
from .answers import answered_fact
from .clauses import (
    AMENDS,
    CORRECTION,
    NOT_TOPICS,
    bracketed_facts,
    chosen_facts,
    clause_facts,
    copular_facts,
    noted_facts,
    signals,
    value_then_what_facts,
)
from .entities import MONTHS, NOT_NAMES, VALUE_KIND, Entity, find_entities
from .words import (
    DETERMINERS,
    LINKS,
    PETS,
    ROLES,
    VERB_WORDS,
    head_noun,
    is_role,
    make_fact,
    normalize_key,
    noun_phrase,
    shape_key,
    singular,
)

__all__ = ["FactBook", "extract_facts", "normalize_key", "signals"]


_PRONOUNS = frozenset("it that this which he she they we i you there what".split())
_ADVERBS = frozenset("now actually still officially definitely finally just currently already also really "
                     "probably apparently then again instead both".split())
_PREPS = frozenset("on at for to by from until till before around about approximately roughly under over "
                   "called named in".split())
# verb words; those that say what about the subject the value is add a suffix to the key
_VERBS = {
    "is": "", "are": "", "was": "", "were": "", "be": "", "been": "", "being": "", "will": "", "would": "",
    "has": "", "have": "", "had": "", "got": "", "gets": "", "get": "", "'s": "", "\u2019s": "", ":": "",
    "moved": "", "changed": "", "rescheduled": "", "pushed": "", "bumped": "", "switched": "", "updated": "",
    "set": "", "scheduled": "", "booked": "", "fixed": "", "confirmed": "", "shifted": "", "reads": "",
    "costs": "", "cost": "", "comes": "", "came": "", "went": "", "goes": "", "rose": "", "risen": "",
    "increased": "", "dropped": "", "fell": "", "fallen": "", "stands": "", "quoted": "", "charges": "",
    "charged": "", "became": "", "becomes": "", "isn't": "", "aren't": "", "wasn't": "", "weren't": "", "totals": "", "totaled": "", "totalled": "",
    "leaves": " departure", "departs": " departure", "arrives": " arrival", "lands": " arrival",
    "leave": " departure", "depart": " departure", "arrive": " arrival", "land": " arrival",
    "starts": " start", "begins": " start", "ends": " end", "finishes": " end", "opens": " opening",
    "start": " start", "begin": " start", "end": " end", "finish": " end", "open": " opening", "close": " closing",
    "closes": " closing", "expires": " expiry", "due": " deadline", "falls": "", "lives": "", "live": "",
    "living": "", "stays": "", "staying": "", "located": "", "based": "", "now": "", "turned": "", "turns": "",
    "landed": "", "ended": "", "should": "", "must": "", "might": "", "may": "", "shall": "",
    "rings": "", "rang": "", "calls": "", "texts": "", "phones": "", "works": "", "worked": "", "revised": "", "reissued": "", "amended": "",
    "corrected": "", "adjusted": "", "raised": "", "lowered": "", "reduced": "", "replaced": "",
}

# what marks the value after it as the one replaced: "not V", "instead of V", "from V (to W)"; "the vet rings
# from V" is the caller's number
_NEGATING = r"\bnot|\binstead of|\brather than|\bno longer|\breplacing|\bignore"  # strong enough without a word of correction
_STALE = re.compile(rf"(?:{_NEGATING}|n't|(?<!rings\s)(?<!rang\s)(?<!calls\s)(?<!called\s)"
                    r"(?<!texts\s)(?<!texted\s)(?<!phoned\s)(?<!emailed\s)\bfrom|\bforget|\bscrap|\bscratch|\bdelete|\bcross\sout"
                    r"|\bwhere\s(?:i|we)\s(?:got|found|saw)"
                    r"|\b(?:i|we)\s(?:said|wrote(?:\sdown)?|told\syou|gave\syou)(?:\s(?:earlier|before|last time))?"
                    # "when I said the venue was W", "I told you the recruiter was W", "the old W"
                    r"|\b(?:i|we)\s(?:said|wrote|told\syou|mentioned|put\sdown)\s(?:that\s)?(?:the|my|our|his|her|their)\s"
                    r"[\w'\u2019 -]{1,60}?\s(?:was|were|as))"
                    r"(?:\s+|\s*\(\s*)"  # "... when I said W", "ignore what I said earlier (W)"
                    r"(?:the\s|on\s|at\s)?$",
                    re.IGNORECASE)
# "Was W, it's V now", "It was W before": a value said as what it was, with what it is now or a "before" after it
_WAS = re.compile(r"(?:^|[.!?,;:]\s+|\b(?:it|that|this)\s)was\s+(?:the\s|on\s|at\s)?$", re.IGNORECASE)
_THEN_NOW = re.compile(r",?\s(?:it's|it is|they're|now)\b|\s(?:before|originally|previously)\b|[^.!?]{0,60}?\bnow\b",
                       re.IGNORECASE)

_NEGATED = re.compile(rf"(?:{_NEGATING})\s+(?:the\s|on\s|at\s)?$", re.IGNORECASE)
_TOKEN = re.compile(r"[\w'\u2019-]+|[^\w\s]")
_PUNCT = frozenset(".,;:!?-()\"'")
_NAME_THEN_ROLE = re.compile(
    r"^(?:\s(?:myself|directly|first|yet|now))?(?:,?\s(?:seeing as|since|as|because)\s(?=(?i:they're|they are|she's|she "
    r"is|he's|he is)\s))?"
    r"(?:(?:\s(?:today|yesterday|earlier|again|this morning|this afternoon|last night|last week))?,\s"
    r"(?:(?i:apparently|it seems|I think|I'm told),\s(?:is|was|will be)\s)?(?:(?i:who's|who is|as)\s)?|\s\((?:(?i:that's|that is|who's|who is|she's|he's|it's)\s)?|\?\s(?:(?i:they're|they are|she's|she is|he's|he is|that's|that is)\s)?|\s[-\u2013\u2014]\s(?:(?i:that's|that is|she's|he's|they're)\s)?|\s(?:is|was|will be|has been|is now|'s)\s"
    r"|\s(?=the\s))(?:now\s|actually\s|still\s|the name of\s)?"
    r"(?:(?i:my|our|the|his|her|their|your)|(?i:mum|mom|dad|gran|nan)['\u2019]s)\s"
    r"((?:[A-Za-z'\u2019-]+\s){0,4}[A-Za-z'\u2019-]+)")
_ROLE_THEN_NAME = re.compile(r"(?:^|[\s,(])((?i:my|our|his|her|their|the|a|an)|[A-Z][a-z]+['\u2019]s)\s(?:new\s)?((?:[A-Za-z0-9'\u2019-]+\s){0,2}?"
                             r"[A-Za-z'\u2019-]+)(?:,|\s?[:(]|\s[-\u2013\u2014]|\s(?:and|,)\s?(?:it's|it is|she's|he's|"
                             r"they're|that's))?\s?$")
# "X has been off her food - she's our cat": the name's role said after a break, by a pronoun
_LATER_ROLE = re.compile(r"^[^.;:?!]{0,60}?(?:,|\s[-\u2013\u2014])\s(?i:she's|he's|she is|he is|they're|they are)\s"
                         r"(?i:our|my)\s((?:[a-z'\u2019-]+\s){0,2}?[A-Za-z'\u2019-]+)\b")
_NAMED = re.compile(r"(?:^|\s)(?:(?i:a|an|the|my|our|his|her|their)|[A-Z][a-z]+['\u2019]s)\s((?:[a-z'\u2019-]+\s){0,2}?[a-z'\u2019-]+)\s"
                    r"(?:(?:is\s|was\s)?(?:named|called)|answers to|goes by|is known as|responds to|knows)(?:\sthe name)?\s$")
_SELF = re.compile(r"(?:^|[\s,])(?:my name is|my name's|i'm|i am|call me|this is)\s$", re.IGNORECASE)
_CLAUSE_WORDS = frozenset("and but or so because if when that which while then also oh well ok okay yes no".split())
_LEADING = frozenset("we i you they he she we're i'm we've i've we'll i'll you're they're".split())
_GENERIC_PEOPLE = frozenset("guy man woman lady person chap bloke fellow girl boy gentleman someone".split())
_ROLE_BEFORE = re.compile(r"(?i:the|my|our|his|her|their)\s(?:new\s)?([a-z]+)(?:,|\s(?:is|was|will be))\s(?:a|an)\s$")
_AMOUNT_NOUN = re.compile(r"^\s((?:[a-z]+\s)?[a-z]+)\s(?:on|for|of)\s(?:the|my|our|a|an)\s((?:[a-z]+\s)?[a-z]+)")
_NP = r"((?:[a-z'\u2019-]+\s){0,3}?[a-z'\u2019-]+)"
_NP_END = (r"(?=[.,;:!?]|$|\s(?:and|but|if|when|so|because|since|as|or|whenever|which|please|now|too|today|"
           r"yesterday|tomorrow|tonight|this|last|next)\b)")
_VALUE_FOR = re.compile(rf"^\s(?:[\w']+\s){{0,4}}?(?:for|of)\s(?:the|my|our)\s((?:[a-z'\u2019-]+\s){{0,5}}?[a-z'\u2019-]+)"
                        rf"{_NP_END}")
# the value first, then what it is: "V is when the X is", "V, that's the X", "V - that's where the X is"
_VALUE_THEN = re.compile(r"^(?:(?:,|\s?[-\u2013\u2014:])?\s(?:that's|that is|which is|it's|is|was|will be)\s"
                         r"(?:when|where|what|how much)?\s?|\s?(?:--|[-\u2013\u2014:(])\s?"
                         r"|\s(?:has been|have been|was|were|is|got|gets)\s(?:agreed|confirmed|set|fixed|chosen|picked|"
                         r"settled on|approved)\s(?:as|for)\s"
                         r"|\s(?:is|was)\swhat\s(?:we|they|i|the kids|everyone)\s(?:ended up\s|have\s|decided to\s)?"
                         r"(?:call|called|calling|name|named|naming)\s"
                         r"|\s(?:[\w']+\s){0,4}?as\s)(?:the|my|our|[A-Za-z]+['\u2019]s)\s((?:[A-Za-z'\u2019-]+\s){0,8}?[A-Za-z'\u2019-]+)"
                         r"(?:\s(?:is|was|will be|happens|takes place|costs|cost|comes to|came to|come to|amounted to|lives))?"
                         r"(?:\s(?:in the end|in total|all in|altogether|after all))?(?=[.,;:!?)]|$)")
_ASKED_FOR = re.compile(rf"\b(?:the|our|my)\s{_NP}(?:['\u2019]s\s(?:name|number|address|date))?(?:\s(?:again|now|then|"
                        rf"these days|cost|come to|be))?\s?(?:\?|\.\.\.|\u2026)\s?(?:[\w'\u2019]+[\s,:]+){{0,3}}$",
                        re.IGNORECASE)
_THE_X_OF = re.compile(r"\b(?:(?:the\s)?(?:date|time|day|price|cost|figure|number|code|address|amount|quote)\s)?"
                       r"(?:for|of|on|about|to)\s(?:the|our|my)\s((?:[a-z'\u2019-]+\s?){1,4}?)"
                       r"(?::\s(?:[\w'\u2019]+\s){0,3}|\s(?:[\w'\u2019\u2013\u2014-]+\s){0,5}|\s(?:[\w'\u2019\u2013\u2014-]+\s){0,5}?"
                       r"[\w'\u2019]+:\s)$",
                       re.IGNORECASE)
_AUX_TAIL = frozenset("going gonna supposed expected likely about to for on at in".split())
_VALUE_TO = re.compile(rf"^\s(?:[\w']+\s){{0,4}}?to\s(?:the|my|our)\s{_NP}{_NP_END}")
_VALUE_IS = re.compile(rf"^\s(?:is|was|will be|are)\s(?:the|my|our|his|her|their)\s{_NP}(?=[.,;:!?)]|\s[-\u2013\u2014]|$)")
_CHANGED = re.compile(rf"\b(?:changed|moved|switched|updated|pushed|rescheduled|bumped|raised|lowered|increased|"
                      rf"reduced|cut|set|put|fixed|cap|capped|limit|limited)\s(?:the|my|our|[a-z]+['\u2019]s)\s{_NP}\s"
                      rf"(?:to|for|at|on)\s$", re.IGNORECASE)
_NP_COMMA = re.compile(rf"\b(?:the|my|our)\s{_NP}(?:,|\s\()\s?(?:it's\s|it is\s|that's\s)?$", re.IGNORECASE)
_ASKED = re.compile(rf"\b(?:the|my|our)\s{_NP}\?\s(?:that's|that is|it's|it is|that was|it was)\s$", re.IGNORECASE)
_NP_BEFORE = re.compile(rf"\b(?:the|my|our)\s{_NP}\s(?:is\s)?$", re.IGNORECASE)
_OWNED_BY = re.compile(r"\b(?:a|an|the|my|our|his|her|their|some|new)\s(?:[a-z-]+\s){0,2}?([a-z-]{3,})\s(for|of)\s$",
                       re.IGNORECASE)
_PAYING = re.compile(r"\b(?:pay|pays|paying|paid|owe|owes|owing|spend|spends|spending|spent|earn|earns|earning|"
                     r"charge|charges|charged|charging)\s(?:about\s|around\s|roughly\s|only\s|just\s)?$", re.IGNORECASE)
_PAID_NOUN = re.compile(r"^\s([a-z]{3,})(?=[.,;!?]|$|\s(?:at|for|per|each|every|now|this|on|in|to|and|but|so|since|"
                        r"until|from|with)\b)")
_NOT_PAID = frozenset("cash each extra more less total back tops max min upfront overall yesterday today tonight now "
                      "instead too again already".split())
_AS_ROLE = re.compile(r"^\s(?:[\w']+\s){0,5}?as\s(?:my|our|the|his|her|their)\s((?:[a-z'\u2019-]+\s){0,3}[A-Za-z'\u2019-]+)")
_ANY = ("person", "pet", "date", "amount", "phone", "address", "id")
_DEADLINE = re.compile(r"(?i:the|my|our)\s((?:[a-z-]+\s){0,2}?[a-z-]+)\s(?:(?:done|finished|ready|submitted|sent|paid|"
                       r"back|in|filed|delivered|completed|returned|signed)\s)?(?:by|before|no later than)\s$")
_NOT_SUBJECTS = frozenset("saved noted updated done confirmed got ok okay thanks reminder note sure yes so "
                          "great perfect heads up fine good right booked correction update recap fyi ps btw "
                          "summary answer question planned sorted".split())
_QUESTION = re.compile(r"\b(?:what|which|who|whom|how|where|when|why|if|whether)\b")
_COUNTED = frozenset("number pin room gate seat floor table platform locker apartment flat unit suite count size "
                     "guests people headcount age capacity score code extension weight height length width dose dosage "
                     "temperature distance mileage speed volume depth".split())
_CONTACT = re.compile(r"\b(?:reach|call|text|contact|ring|phone|message|whatsapp|email|e-mail|rang|called|texted|"
                      r"messaged|emailed|tried)\s(?:the\s|my\s|our\s)?"
                      r"(me|us|him|her|them|[A-Z][a-z]+|(?:[a-z]+\s){0,2}[a-z]+)\s(?:on|at|via)\s$", re.IGNORECASE)
_AT_ADDRESS = re.compile(r"(?:\b(?:the|my|our|his|her|their)|\b[A-Za-z]+['\u2019]s)\s((?:[a-z'\u2019-]+\s){0,2}[a-z'\u2019-]+)\s(?:at|on|in)\s$",
                         re.IGNORECASE)
_VERBLESS = re.compile(r"(?:^|[:;\u2014(]\s?)(?:(?:the|my|our|a|an)\s)?((?:[A-Za-z'\u2019-]+\s){0,3}[a-z'\u2019-]+)\s"
                       r"(?:on|at|for)\s$")
_LABEL = re.compile(r"(?:^|[\s(])((?:[a-z]+\s){1,2}(?:code|reference|ref|number|no\.|id|pin|ticket|invoice|"
                    r"account|policy|order|tracking|confirmation|serial|licen[cs]e|plate|passport|membership))"
                    r"\s?(?:#|:)?\s$", re.IGNORECASE)






def _subject_before(prefix: str) -> tuple[str, str, str] | None:
    """Scan back from a value: (subject, determiner, verb suffix), or None when no verb links them."""
    tokens = _TOKEN.findall(prefix)
    i = len(tokens) - 1
    suffix, verbs = "", 0
    while i >= 0 and (tokens[i].lower() in _PREPS or tokens[i].lower() in _ADVERBS):
        i -= 1
    while i >= 0:
        t = tokens[i].lower()
        if t == ")" and "(" in tokens[:i]:  # "the rent (more than I hoped) came to V": the aside is no subject
            i = len(tokens) - 1 - tokens[::-1].index("(", len(tokens) - 1 - i) - 1
            continue
        if t in _VERBS:
            suffix = suffix or _VERBS[t]
            verbs += 1
        elif t.endswith(("'s", "\u2019s")) and verbs == 0 and t[:-2]:  # "the code's BK-1", "it's"
            tokens[i] = tokens[i][:-2]
            verbs += 1
            break
        elif t not in _ADVERBS and t not in ("to", "for", "on", "at", "by", "up", "back", "off", "out"):
            break
        i -= 1
    if not verbs:
        return None
    # "the DEWA bill this month is V", "the rent for now is V": a time said after the subject is not the subject
    while i >= 0 and tokens[i].lower() in _WHEN_WORDS:
        i -= 1
    if i > 0 and tokens[i].lower() in _PERIODS and tokens[i - 1].lower() in ("this", "next", "last", "every", "each",
                                                                             "per", "a", "the"):
        i -= 2
    words: list[str] = []
    det = ""
    flips = 0
    while i >= 0 and len(words) < 6:
        t = tokens[i]
        low = t.lower()
        if not re.match(r"[\w'\u2019-]+$", t) or low in ("and", "but", "or", "so", "because", "if", "when", "that",
                                                     "which", "while", "then", "also", "oh", "well", "ok", "okay"):
            break
        if low in DETERMINERS:
            det = low
            if i > 0 and (tokens[i - 1].lower() in LINKS or (tokens[i - 1].lower() == "at" and i > 1 and is_role(
                    singular(tokens[i - 2].lower())))):  # "code for the flight", "the manager at the club": go on
                i -= 1
                continue
            break
        if low in LINKS:
            flips += 1
            if flips > 1:
                break
        numbered = re.sub(r"['\u2019]s$", "", t).isdigit() and i > 0 and tokens[i - 1].isalpha() and not (
            tokens[i - 1].isupper())  # "desk 12's number" keeps its number; "EUR 420" and "NH216" are not subjects
        if any(c.isdigit() for c in t) and not numbered:
            i -= 1
            continue
        if low in _PRONOUNS and not words:  # "it starts at 7pm": the pronoun is the whole subject
            before = tokens[i - 1].lower() if i > 0 else ""
            if (low not in ("we", "they", "you", "i", "he", "she") or not re.fullmatch(r"[a-z'-]+", before)
                    or before in DETERMINERS or before in _CLAUSE_WORDS):
                return low, det, suffix
            i -= 1  # "the visa fee we were quoted is": the subject is before the relative clause
            continue
        words.insert(0, low)
        i -= 1
    if words and words[0] in LINKS:
        words = words[1:]
    while len(words) > 1 and (words[-1] in _VERBS or words[-1] in _AUX_TAIL):  # "the rent is going (to cost)"
        words.pop()
    for k, w in enumerate(words[1:], 1):  # "the code they gave us is X": the relative clause is not the subject
        if w in ("they", "we", "i", "you", "he", "she"):
            words = words[:k]
            break
    return " ".join(words), det, suffix






class FactBook:
    """Facts by key, newest value kept; remembers superseded values so text quoting them can be left out.

    ``known``: the session's ledger before this block (the daemon reads it). Those facts are not the block's
    own (they are never written again); they let a correction find the key it corrects when the value it
    replaces was stated blocks ago ("not V", "the X is now W" for a ledger's "the X's Y").
    """

    def __init__(self, facts: Iterable[Fact] = (), known: Iterable[Fact] = ()) -> None:
        self.topic: str | None = None  # what a correction without a value was about: "it" in the next sentence
        self.announced = False  # the sentence before announced a correction ("Ugh, my mistake earlier.")
        self.replacing: tuple[list[str], str] | None = None  # the keys of a stale value the sentence before named
        self.replacing_for = 0  # sentences without a value of its kind it still waits for ("... was W? yeah no. it's V")
        self.facts: dict[str, Fact] = {}
        self.stale: dict[str, set[str]] = {}
        self.known: dict[str, Fact] = {f.key: f for f in known}
        self._ledger_values = {_norm(f.value) for f in self.known.values()}
        for f in facts:
            self.add(f)

    def add(self, fact: Fact) -> None:
        old = self.facts.pop(fact.key, None) or self.known.get(fact.key)  # re-inserted last: the latest statement
        if old is not None and old.value.lower() != fact.value.lower():
            self.stale.setdefault(fact.key, set()).add(old.value)
        self.facts[fact.key] = fact

    def fitting(self, fact: Fact) -> Fact | None:
        """``fact`` as it may be filed: a value of another kind than the one its key holds does not overwrite it
        (a street address under the key a nurse's name was filed under, "Block" read as somebody's name): a
        value of a kind of its own is filed under its key plus its kind, one of no kind is left out. A held
        value of no particular kind (``other``) is replaced by anything."""
        held = self.facts.get(fact.key) or self.known.get(fact.key)
        if held is None:
            return fact
        theirs, ours = held.kind, fact.kind
        if theirs == ours or theirs == "other" or {theirs, ours} <= _KINDRED.get(ours, set()):
            return fact
        if ours == "other":
            return None
        return msgspec.structs.replace(fact, key=f"{fact.key} {ours}"[:200])

    def in_ledger(self, fact: Fact) -> bool:
        """Whether the session's ledger (``known``) holds ``fact`` word for word: key and value."""
        held = self.known.get(fact.key)
        return held is not None and _norm(held.value) == _norm(fact.value)

    def in_ledger_value(self, value: str) -> bool:
        """Whether some fact of the session's ledger holds ``value``."""
        return _norm(value) in self._ledger_values

    def held(self, key: str) -> Fact:
        """The fact held under ``key``, the block's own or known before it."""
        return self.facts.get(key) or self.known[key]

    def last_of_kind(self, kind: str) -> Fact | None:
        return next((f for f in reversed(self.facts.values()) if f.kind == kind), None)

    def key_of_value(self, value: str) -> str | None:
        keys = self.keys_of_value(value)
        return keys[0] if keys else None

    def keys_of_value(self, value: str) -> list[str]:
        """The keys holding ``value``, newest statement first (the block's own, then the known ones)."""
        low = value.lower()
        keys = [k for k, f in [*reversed(self.facts.items()), *reversed(self.known.items())] if f.value.lower() == low]
        return list(dict.fromkeys(keys))

    def corrected_key(self, key: str, kind: str, owned: bool = True) -> str:
        """The key a correction's fact corrects: ``key`` itself when held, else the one held fact of the same
        kind whose key shares the most words with it ("patient ID" corrects "Dad's patient number"; the kind's
        own words, "phone", "number", "date", say nothing), else ``key``. A tie corrects nothing. ``owned``: neither
        does a held key whose owner differs ("Small update: the architect's office is at V" corrects no "accountant
        office address": each has a word the other lacks, and the first words, whose thing it is, differ); a
        sentence that plainly amends ("Scratch that, the car's reg is V" for "Octavia reg") is not held to it, and
        only people, addresses and phone numbers have owners that tell them apart ("the excess on the policy"
        corrects the "insurance excess")."""
        if key in self.facts or key in self.known:
            return key
        words = _content_words(key)
        if not words:
            return key
        best: list[tuple[int, float, str]] = []
        for held in {**self.known, **self.facts}.values():
            if held.kind != kind:
                continue
            theirs = _content_words(held.key)
            shared = sum(1 for w in words if any(_same_word(w, t) for t in theirs))
            if (owned and kind in _OWNED_KINDS and shared < len(words) and any(not any(_same_word(t, w) for w in words) for t in theirs)
                    and not _same_word(next(iter(_content_list(key)), ""), next(iter(_content_list(held.key)), ""))):
                continue
            if shared:
                best.append((shared, shared / len(words | theirs), held.key))
        best.sort(reverse=True)
        if not best or (len(best) > 1 and best[1][:2] == best[0][:2]):
            return key
        return best[0][2]

    def stale_values(self) -> set[str]:
        """Superseded values no current fact still holds."""
        current = {f.value.lower() for f in self.facts.values()}
        return {v for vals in self.stale.values() for v in vals if v.lower() not in current}

    def __len__(self) -> int:
        return len(self.facts)


# kinds one value may be read as either of ("0803 123 4567" a phone or an account number; a choice or a taste)
_KINDRED = {k: group for group in ({"id", "phone"}, {"decision", "preference", "constraint"})
            for k in group}

# words of a key that name its kind, not what it is about
_KIND_WORDS = frozenset("phone number no address date day time code ref reference id booking confirmation fee cost "
                        "price amount name figure total value details new".split())


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def _content_list(key: str) -> list[str]:
    """The words of a key that say what it is about, in order (its kind's own words left out)."""
    return [singular(w) for w in key.split() if w not in _KIND_WORDS and len(w) > 1]


def _content_words(key: str) -> set[str]:
    return set(_content_list(key))


_OWNED_KINDS = frozenset(("person", "address", "phone"))


def _same_word(a: str, b: str) -> bool:
    """The same word, a short form of it ("pup", "puppy") or a one-letter slip ("fials", "finals")."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    if len(short) >= 3 and long_.startswith(short):
        return True
    # one letter wrong, missing or swapped in a word of five letters or more, or missing from one of four ("fial",
    # "final"); two four-letter words a letter apart are two words ("case", "care")
    if len(short) < 4 or len(long_) - len(short) > 1 or (len(short) == 4 and len(long_) == 4):
        return False
    return _one_edit(short, long_)


def _one_edit(a: str, b: str) -> bool:
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) == 1 or any(
            a[:i] + a[i + 1] + a[i] + a[i + 2:] == b for i in range(len(a) - 1))  # a swap of two letters
    return any(b[:i] + b[i + 1:] == a for i in range(len(b)))


def _person_fact(prefix: str, rest: str, e: Entity, seq: int) -> Fact | None:
    """A name's role or pet by apposition: 'our vet, X', 'X, our vet', 'X the cat', 'X ... as our vet'."""
    if _SELF.search(prefix):
        return make_fact("user name", e.text, "person", seq)
    m = _NAME_THEN_ROLE.match(rest) or _AS_ROLE.match(rest) or _LATER_ROLE.match(rest)
    if m:
        words = m.group(1).split()
        while words and not (is_role(singular(words[-1].lower())) or words[-1].lower() in PETS):
            words.pop()  # "the maths tutor we're using": the role ends where the clause goes on
        if words:
            noun = " ".join(words)
            pet = words[-1].lower() in PETS
            return make_fact(shape_key(noun, "person"), e.text, "pet" if pet else "person", seq)
    m = _NAMED.search(prefix) or _ROLE_THEN_NAME.search(prefix)
    if m:
        noun = m.group(m.lastindex or 1)
        head = head_noun(noun)
        head = singular(head) if singular(head) in PETS else head  # "the bossiest of my goats answers to V"
        if head in PETS:
            return make_fact(shape_key(noun, "person"), e.text, "pet", seq)
        if head in _GENERIC_PEOPLE:  # "the plumber, a guy called X", "the landlord is a woman named X"
            role = _ROLE_BEFORE.search(prefix[: m.start(m.lastindex or 1)])
            if role and is_role(role.group(1)):
                return make_fact(shape_key(role.group(1), "person"), e.text, "person", seq)
        if is_role(head) or (_NAMED.search(prefix) and head):
            return make_fact(shape_key(noun, "person") if is_role(head) else f"{normalize_key(noun)} name",
                             e.text, "person", seq)
    return None


def _verbless_fact(prefix: str, rest: str, e: Entity, kind: str, seq: int) -> Fact | None:
    """A value linked to what it is about without a verb before it: labels, appositions, 'for the ...'."""
    for pattern, kinds in ((_CHANGED, _ANY), (_NP_COMMA, _ANY), (_ASKED, _ANY), (_ASKED_FOR, _ANY)):
        m = pattern.search(prefix)  # "changed the X to V", "the X, V", "our X? That's V"
        if m and kind in kinds:
            # "a waterproof jacket for the boat, V": V is the jacket's, not the boat's
            owner = _OWNED_BY.search(prefix, 0, m.start()) if pattern is _NP_COMMA else None
            about = f"{owner.group(1)} {owner.group(2)} {m.group(1)}" if owner else m.group(1)
            return make_fact(shape_key(about, kind), e.text, kind, seq)
    if kind in ("phone", "id", "amount", "date", "address"):
        owner = _VALUE_IS.match(rest) or _VALUE_THEN.match(rest) or _VALUE_FOR.match(rest) or (
            _VALUE_TO.match(rest) if kind == "phone" else None)  # "V is the X", "dial V for the X", "V gets the X"
        if owner:
            about = owner.group(1)
            whose = re.search(r"([A-Za-z]+)['\u2019]s\s$", rest[: owner.start(1)])  # "V -- landlord's mobile"
            if whose and whose.group(1).lower() not in ("it", "that", "what", "who", "there", "here", "he", "she"):
                about = f"{whose.group(1)} {about}"
            return make_fact(shape_key(about, kind), e.text, kind, seq)
    about = _THE_X_OF.search(prefix)  # "for the X we're talking V", "the date for the X came through: V"
    if about and kind in ("id", "amount", "date", "address", "phone") and noun_phrase(about.group(1)):
        return make_fact(shape_key(noun_phrase(about.group(1)), kind), e.text, kind, seq)
    if kind == "amount":  # "a £500 deposit on the van"
        noun = _AMOUNT_NOUN.match(rest)
        if noun:
            return make_fact(shape_key(f"{noun.group(1)} for {noun.group(2)}", kind), e.text, kind, seq)
        paid = _PAID_NOUN.match(rest) if _PAYING.search(prefix) else None  # "we're paying V rent at the moment"
        if paid and paid.group(1).lower() not in _TRAILING_WORDS | _NOT_PAID:
            return make_fact(shape_key(paid.group(1), kind), e.text, kind, seq)
    if kind == "date":  # "the report done by Friday"
        due = _DEADLINE.search(prefix)
        if due:
            return make_fact(f"{normalize_key(due.group(1))} deadline", e.text, kind, seq)
    label = _LABEL.search(prefix)
    if label and kind in ("id", "phone") and len(label.group(1).split()) > 1:  # "tracking number 1Z9..."
        return make_fact(shape_key(label.group(1), kind), e.text, kind, seq)
    bare = _VERBLESS.search(prefix)  # "Reminder: dentist on May 3"
    if bare and kind == "date" and bare.start(1) == _clause_start(prefix, bare.start(1)):
        words = bare.group(1).lower().split()
        cut = max((i for i, w in enumerate(words) if w in DETERMINERS), default=-1)
        words = words[cut + 1:]
        while words and words[0] in _LEADING:
            words.pop(0)
        if words:
            return make_fact(shape_key(" ".join(words), kind), e.text, kind, seq)
    place = _AT_ADDRESS.search(prefix)  # "we use the studio at 12 Mill Road", "the physio block at £430"
    if place and (kind == "address" or (kind == "amount" and prefix.rstrip().endswith(" at"))):
        return make_fact(shape_key(place.group(1), kind), e.text, kind, seq)
    event = _NP_BEFORE.search(prefix)  # "we've got the job interview Monday 6 June"
    if event and kind == "date":
        return make_fact(shape_key(event.group(1), kind), e.text, kind, seq)
    return None


# an item of a list, "label — value": "Notes: ring the bank; physio — €94 per session; milk", "…, and mechanic: Tadhg"
_ITEM_LABEL = re.compile(r"(?:^|[;:,(]\s|\sand\s)(?:(?:the|my|our|his|her|their)\s)?((?:[A-Za-z'\u2019-]+\s){0,3}?"
                         r"[A-Za-z'\u2019-]+)\s?(?:[\u2014\u2013]|\s-|:)\s?$")


def _item_fact(prefix: str, e: Entity, kind: str, seq: int) -> Fact | None:
    """A value after its label inside a list of items (the label is all there is to say what it is)."""
    m = _ITEM_LABEL.search(prefix)
    in_list = any(c in prefix for c in ";,") or re.search(r"[:\u2014\u2013]\s?\S.*[\u2014\u2013:]", prefix)
    if m is None or not in_list:  # a label alone before a value is for the other rules ("Re the X: V")
        return None
    label = re.sub(r"^(?:(?:and|or|then|plus|also)\s)+", "", m.group(1).lower())
    if not label or _QUESTION.search(label):
        return None
    if kind == "person":
        head = singular(label.split()[-1])
        if head in PETS:
            return make_fact(shape_key(label, "person"), e.text, "pet", seq)
        if not is_role(head):
            return None
    return make_fact(shape_key(label, kind), e.text, kind, seq)


_WHEN_WORDS = frozenset("today tonight tomorrow yesterday currently presently".split())
_PERIODS = frozenset("month week year quarter term season semester weekend summer winter spring autumn fall morning "
                     "evening night time round".split())
_GOES_TO = re.compile(r"\b(?:goes|go|going|went|gone|moved|moves|moving|comes|came|stays|stayed|staying|lives|lived|"
                      r"living|flies|flew|flying|drives|drove|driving|travels|travelling|sent|taken|boards|boarding)\s"
                      r"(?:back\s|off\s|over\s|away\s|up\s|down\s)?(?:to|into|from|at|in|through|via)\s$", re.IGNORECASE)


# a free relative as the subject: "what I send home each month is V", "how much we pay for the nursery is V"
_WHAT_I = re.compile(r"\b(?:what|how much)\s(?:i|we)\s(?:usually\s|normally\s|now\s)?((?:[a-z'\u2019]+\s){1,5}?[a-z'\u2019]+)"
                     r"\s(?:is|was|comes to|came to|will be|works out at|is going to be)\s(?:now\s|about\s|roughly\s|around\s)?$",
                     re.IGNORECASE)


def _value_fact(sentence: str, e: Entity, book: FactBook, seq: int, correcting: bool,
                topic: str | None = None) -> Fact | None:
    """A fact whose value is an entity: subject-verb-value, apposition, '<noun> called X', 'my name is X'."""
    long_number = e.kind == "number" and sum(c.isdigit() for c in e.text) >= 7  # a microchip, an account: no count
    kind = "id" if long_number else VALUE_KIND[e.kind]
    prefix, rest = sentence[: e.start], sentence[e.end:]
    if kind != "other":
        item = _item_fact(prefix, e, kind, seq)
        if item is not None:
            return item
    if kind == "person":
        fact = _person_fact(prefix, rest, e, seq)
        if fact is not None:
            return fact
    if _is_stale(sentence, e):  # "..., not March 14": the stale value, not a new fact
        return None
    relative = _WHAT_I.search(prefix)
    if relative and kind in ("amount", "date", "other", "address", "id"):  # "what I send home each month is V"
        return make_fact(shape_key(relative.group(1), kind), e.text, kind, seq)
    m = _CONTACT.search(prefix)
    if m and kind in ("phone", "id"):
        who = normalize_key(m.group(1))
        what = "phone" if kind == "phone" else "email"
        return make_fact(what if who in ("me", "us") else f"{who} {what}", e.text, kind, seq)
    found = _subject_before(prefix)
    if found is not None and prefix.rstrip().endswith(":") and _VALUE_FOR.match(rest) and kind != "person":
        found = None  # "had a look at the paperwork: V for the X": the X, not the label before the colon
    if found is None or (found[0] in _PRONOUNS and _ASKED.search(prefix)):
        return _verbless_fact(prefix, rest, e, kind, seq)
    subject, det, suffix = found
    if topic and normalize_key(subject) in ("one", "it", "that", "this", ""):  # "I had the X wrong. The right one is V."
        return make_fact(shape_key(topic, kind), e.text, kind, seq)
    if subject in _NOT_SUBJECTS or _QUESTION.search(subject):
        return None
    if subject in _PRONOUNS or subject in ("i", "we") or not subject:
        if kind == "address" and subject in ("i", "we"):
            return make_fact("address", e.text, kind, seq)
        if subject in ("it", "that", "this", "") and correcting:  # what the sentence names first, else the last
            named = _verbless_fact(prefix, rest, e, kind, seq)    # fact of the kind stated
            last = book.last_of_kind(kind)
            if named is None and last:
                return make_fact(last.key, e.text, kind, seq)
            return named
        return _verbless_fact(prefix, rest, e, kind, seq)  # "they quoted V for the X"
    if kind == "person" and (suffix or _GOES_TO.search(prefix)):  # "TP 538 lands in Lisbon", "the kelpie goes to
        return None  # Oakford Canine Lodge": a place reached, not a name of the subject
    if kind == "person":
        at = re.match(r"(.+?)\s(?:at|from|in)\s(.+)$", subject)
        if at and is_role(singular(at.group(1).split()[-1])):  # "the manager at Dad's care home": the home's manager
            subject = f"{at.group(2)} {at.group(1)}"
        head = subject.split()[-1]
        if head == "name":
            if det == "my" and subject == "name":
                return make_fact("user name", e.text, kind, seq)
            kind = "pet" if any(w in PETS for w in normalize_key(subject).split()) else "person"
        elif singular(head) in PETS:
            kind = "pet"
        elif (generic := next((i for i, w in enumerate(subject.split()) if i and w in _GENERIC_PEOPLE), None)) is not None:
            subject = " ".join(subject.split()[: generic + 1])  # "the boat guy this year is X": the boat guy
        elif not is_role(head):
            # "the contractor for the work at the cottage is X": the role the subject phrase opened with
            clause = prefix[max(prefix.rfind(", "), prefix.rfind(" that "), prefix.rfind(": ")) + 1:]
            roles = [m.group(1) for m in _ROLE_IN.finditer(clause) if is_role(m.group(1).lower())]
            if not roles:
                return make_fact(f"{shape_key(subject, 'other')} name", e.text, "other", seq)
            if roles[0].lower() not in subject.split():  # "the director of the care home": its director already
                subject = f"{subject} {roles[0].lower()}"
    if kind == "other" and e.text.endswith(" old") and subject.split()[-1] not in _COUNTED:
        subject += " age"  # "the parrot is 31 years old": the parrot's age
    if kind == "other" and subject.split()[-1] not in _COUNTED:  # "meals: 3" says little; "room number: 14" more
        return None
    key = shape_key(subject + (suffix if kind != "amount" else ""), kind)
    return make_fact(key, e.text, kind, seq)


_ROLE_IN = re.compile(r"\b(?:the|my|our|his|her|their)\s(?:new\s)?([a-z]{3,})\s(?:for|of|at|on|handling|doing|"
                      r"running|looking after|in charge of)\s", re.IGNORECASE)


def _same_turn(book: FactBook, key: str, seq: int) -> bool:
    held = book.facts.get(key)
    return seq > 0 and held is not None and held.seq == seq




def _clause_start(prefix: str, at: int) -> int:
    """Where the clause holding ``at`` starts: after the last colon, dash or sentence start before it."""
    cut = max(prefix.rfind(":", 0, at), prefix.rfind("\u2014", 0, at), prefix.rfind(";", 0, at))
    rest = prefix[cut + 1:at] if cut >= 0 else prefix[:at]
    stripped = re.sub(r"^\s*(?:(?:the|my|our|a|an)\s)?", "", rest, flags=re.IGNORECASE)
    return at - len(stripped)


# a name given as an answer or before what it names, where a capital says little (the start of a sentence)
_NAMING = (
    re.compile(r"\b(?i:the|our|my)\s(?:new\s)?((?:[a-z'\u2019-]+\s){0,2}?[A-Za-z'\u2019-]+)['\u2019]s\s(?:name|called)"
               r"\s?(?:\?|:|is|was)\s?((?:[A-Z][\w'\u2019-]+)(?:\s[A-Z][\w'\u2019-]+)?)"),
    re.compile(r"(?:^|[.!?]\s)((?:[A-Z][\w'\u2019-]+)(?:\s[A-Z][\w'\u2019-]+)?)\s(?:is|was)\swhat\s(?:(?i:the|my|our)\s|"
               r"[A-Z][a-z]+['\u2019]s\s)(?:new\s)?((?:[a-z'\u2019-]+\s){0,2}?[a-z'\u2019-]+)\s(?:is|was)\s(?:called|named)\b"),
    # "Tuan Nguyen is the broker's name"
    re.compile(r"(?:^|[.!?]\s)((?:[A-Z][\w'\u2019-]+)(?:\s[A-Z][\w'\u2019-]+){0,2})\s(?:is|was)\s(?i:the|our|my|his|her)\s"
               r"(?:new\s)?((?:[a-z'\u2019-]+\s){0,2}?[a-z'\u2019-]+)['\u2019]s\sname\b"),
    re.compile(r"(?:^|[.!?]\s)((?:[A-Z][\w'\u2019-]+)(?:\s[A-Z][\w'\u2019-]+)?)\s(?:is|was)\swhat\s(?:we|they|I|the kids|"
               r"everyone)\s(?:[a-z]+\s){0,2}?(?:call|called|calling|name|named|naming)\s(?i:the|our|my)\s(?:new\s)?"
               r"((?:[a-z'\u2019-]+\s){0,2}?[a-z'\u2019-]+)\b"),
)


_REQUEST = re.compile(r"(?:\W*\w+[,!]\s)?(?:(?:should|shall|can|could)\s(?:i|we)\s(?:ring|call|email|e-mail|text|contact|"
                      r"ask|message|phone|write to|invite|book|pay|send)\b|"
                      r"(?:can|could|would|will)\syou\s(?:please\s|pls\s)?(?:always\s)?(?:add|save|note|remember|remind|"
                      r"factor in|bear in mind|allow for|take into account|"
                      r"keep|put|store|write|jot|log|file|hang on to|hold on to)\b)", re.IGNORECASE)


# how a question (not a statement with a question mark) opens: an auxiliary, a wh-word, "any"
_INTERROGATIVE = re.compile(r"\W*(?:(?:so|and|but|oh|ok|okay|well|hey|also|btw|um|hmm|sorry|quick question)[,:]?\s+)*"
                   r"(?:is|are|was|were|am|do|does|did|can|could|will|would|should|shall|may|might|must|have|has|had|"
                   r"what|when|where|who|whom|whose|why|how|which|any|anything|anyone|anybody|isn't|aren't|don't|"
                   r"doesn't|didn't|can't|won't|wouldn't|shouldn't|haven't|hasn't|wasn't|weren't)(?:['\u2019]s)?\b",
                   re.IGNORECASE)
_ASKING = re.compile(r"\s(?:--|[-\u2013\u2014;])\s(?=[^-\u2013\u2014;]*\?\s*$)")


# who does a job for the user: "Kieran Doherty does my tax return", "Oluwaseun Igwe looks after the Lekki house"
# (a full name, or a title and a name: a capitalised word alone is as often a place or a firm)
_SERVES = re.compile(
    r"(?:^|[,.;:!?]\s|\b(?:btw|and|also|so|oh)\s)(?P<name>(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s[A-Z][\w'-]+|[A-Z][a-z'-]+\s"
    r"(?:[A-Z]\.\s)?[A-Z][\w'-]+)(?:\s[A-Z][\w'-]+)?)\s(?:does|handles|looks after|runs|manages|sorts out|takes care of|"
    r"cuts|teaches|coaches|cleans|fixes|services|treats|minds|babysits|walks|grooms|tutors|represents)\s(?:all\s)?"
    r"(?:my|our|the|his|her)\s(?P<obj>(?:[A-Za-z&-]+\s){0,3}?[a-z&-]+)(?=[.,;!?]|$|\s(?:for|now|these|since|every|on|"
    r"at|in|and|while)\b)")

# a name given: "we named the cat Tapioca", "they call the van Bessie"
_NAMED_THE = re.compile(r"\b(?:named|called|calling|naming|call)\s(?:the|our|my|her|his|their)\s(?:new\s)?"
                        r"(?P<x>(?-i:[a-z-]+(?:\s[a-z-]+)?))\s(?P<v>(?-i:[A-Z])[\w'\u2019-]*(?:\s(?-i:[A-Z])[\w'\u2019-]*){0,3})",
                        re.IGNORECASE)


# a name and what it is, side by side: "Rayo (the field station dog)", "miss Negro Cholo so much, the station dog
# who ...", "a coach online, Fraser Lumsden, and ..."; "photos of Ramona ... (she's our cat)"
_APPOSED = (
    re.compile(r"(?P<name>(?:(?:Dr|Dra|Mr|Mrs|Ms|Prof)\.?\s)?[A-Z][\w'\u2019-]+(?:\s[A-Z][\w'\u2019-]+){0,2})(?:\s[a-z]+){0,2}?"
               r"(?:,\s|\s\()(?i:the|our|my|his|her|their)\s(?P<noun>(?:[a-z'\u2019-]+\s){0,3}?[a-z'\u2019-]+)"
               r"(?=\)|\s(?:who|that|which)\b|[,.;:!?]|$)"),
    re.compile(r"\b(?i:a|an|the|my|our|his|her)\s(?P<noun>(?:[a-z'\u2019-]+\s){0,2}?[a-z'\u2019-]+)(?:\s[a-z]+){0,2},\s"
               r"(?P<name>(?:(?:Dr|Dra|Mr|Mrs|Ms|Prof)\.?\s)?[A-Z][\w'\u2019-]+(?:\s[A-Z][\w'\u2019-]+)?)(?=[,.;:!?]|\s(?:and|who)\b|$)"),
)
# "a yard dog, a big shepherd mix, the guys call him Sjors": a name given to the pet or person said before it
_CALLED = re.compile(r"\b(?:call|calls|called|named|name)\s(?:him|her|it)\s(?P<name>[A-Z][\w'\u2019-]+)")
_NAMED_NOUN = re.compile(rf"\b(?:a|an|the|my|our|his|her|their)\s(?P<noun>(?:[a-z'\u2019-]+\s){{0,2}}?"
                         rf"(?:{'|'.join(sorted(PETS, key=len, reverse=True))}))\b", re.IGNORECASE)
_OURS = re.compile(r"\((?:she's|he's|she is|he is|it's)\s(?:our|my|his|her|their)\s(?P<noun>(?:[a-z-]+\s)?[a-z-]+)\)",
                   re.IGNORECASE)
_LAST_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b[A-Z][\w'\u2019-]+(?:\s[A-Z][\w'\u2019-]+)?(?=[^A-Z]*$)")


def _apposed_facts(sentence: str, seq: int) -> list[Fact | None]:
    out: list[Fact | None] = []
    pairs = [(m.group("name"), m.group("noun")) for pattern in _APPOSED for m in pattern.finditer(sentence)]
    for m in _OURS.finditer(sentence):
        last = _LAST_NAME.search(sentence[: m.start()])
        if last:
            pairs.append((last.group(0), m.group("noun")))
    for m in _CALLED.finditer(sentence):
        said = list(_NAMED_NOUN.finditer(sentence, 0, m.start()))
        if said:
            pairs.append((m.group("name"), said[-1].group("noun")))
    for name, noun in pairs:
        head = singular(noun.split()[-1].lower())
        if name.split()[0] in NOT_NAMES or not (head in PETS or is_role(head)) or head in _GENERIC_PEOPLE or (
                head not in PETS and " " not in name):  # a person by full name; a pet by one will do
            continue
        out.append(make_fact(shape_key(noun.lower(), "person"), name, "pet" if head in PETS else "person", seq))
    return out


def _named_facts(sentence: str, seq: int) -> list[Fact]:
    """'The new cat's name? Biscuit.', 'Biscuit is what we called the cat', 'we named the cat Biscuit': a pet's or
    person's name (or a thing's); who does a job for the user ('Kieran Doherty does my tax return')."""
    out = [make_fact(shape_key(m.group("obj").lower(), "person"), m.group("name"), "person", seq)
           for m in _SERVES.finditer(sentence) if m.group("name").split()[0] not in NOT_NAMES]
    for k, pattern in enumerate(_NAMING):
        for m in pattern.finditer(sentence):
            noun, name = (m.group(1), m.group(2)) if k == 0 else (m.group(2), m.group(1))
            head = head_noun(noun)
            if head in PETS or is_role(head):
                out.append(make_fact(shape_key(noun, "person"), name, "pet" if head in PETS else "person", seq))
    for m in _NAMED_THE.finditer(sentence):  # "Tasha and I named the betta Lord Voldefin": whatever was named
        what = head_noun(m.group("x"))
        if what:
            out.append(make_fact(f"{what} name", m.group("v"), "pet" if what in PETS else "other", seq))
    out += _apposed_facts(sentence, seq)
    return [f for f in out if f is not None]


def _fallback_fact(sentence: str, e: Entity, seq: int) -> Fact | None:
    """A value no construction keyed is still worth a ledger line when it is specific: a code, phone,
    email, address, a full name or a calendar date. Keyed by what the sentence talks about (its first
    "the/our/my X" outside the value: "When's the hen do? They've just confirmed it, 20 Aug."), else
    by the value itself. Money only with what was named before it ("we paid the caterer V"): a price
    said in passing keys nothing."""
    label = {"code": "code", "phone": "phone", "email": "email", "address": "address", "url": "link"}.get(e.kind)
    if label is None and not _specific(e) and e.kind != "amount":
        return None
    kind = VALUE_KIND[e.kind]
    for m in _TOPIC.finditer(sentence):
        if (m.end() > e.start and m.start() < e.end) or (kind == "amount" and m.start() > e.start):
            continue  # (money is what the thing named before it cost: "we paid the caterer V", not "V at the shops")
        stop = min(m.start(1) + 60, e.start if e.start > m.start(1) else len(sentence))  # never into the value
        np = noun_phrase(re.split(r"[,.;:!?()\u2014\u2013]|\s-\s", sentence[m.start(1):stop])[0])
        words = [w for w in re.findall(r"[a-z'\u2019-]+", np.lower())][:4]
        if words and words[-1] not in NOT_TOPICS and (kind != "person" or is_role(words[-1])):
            return make_fact(shape_key(" ".join(words), kind), e.text, kind, seq)
    if kind == "amount":  # money is said all the time: kept only when the sentence says what it is for
        return None
    if kind == "person":  # a capitalised pair with no role named is as often a place, a team or a title; a
        # name with a title is a person ("we're seeing Dr. Brenda Okafor now"), filed by the title's role
        titled = _TITLED.match(e.text)
        if titled is None:
            return None
        role = _TITLE_ROLES.get(titled.group(1).lower(), "person")
        name = re.sub(r"['\u2019]s$", "", e.text)  # "Mrs Pereira's cat": the name is Mrs Pereira
        return make_fact(f"{role} {name.split()[-1].lower()}", name, kind, seq)
    return make_fact(f"{label or kind} {e.text.lower()}", e.text, kind, seq)


_TOPIC = re.compile(r"\b(?i:the|our|my)\s([a-z])")
_TITLED = re.compile(r"(Dr|Doc|Prof|Capt|Rev|Fr|Mr|Mrs|Ms|Mx|Sr|Sra|Srta|Dra|Herr|Frau|Mme|Mlle|M)\.?\s[A-Z]")
_TITLE_ROLES = {"dr": "doctor", "doc": "doctor", "dra": "doctor", "prof": "professor", "capt": "captain",
                "rev": "reverend", "fr": "father"}


def _specific(e: Entity) -> bool:
    """A full name (two words or more) or a date with its day of the month: no passing mention."""
    if e.kind == "name":
        return len(e.text.split()) >= 2
    return e.kind == "date" and re.search(r"\d", e.text) is not None and not _BARE_WHEN.fullmatch(e.text)


def ledger_kind(f: Fact) -> str:
    """The kind a fact is filed under in the ledger: a date that is a bare weekday or clock time ("the
    plumber comes on Tuesday", "he texted at 10pm") is kept, as the least useful kind (evicted first), and so
    is a lone first name with no role ("had coffee with Yemi")."""
    if f.kind == "date" and _BARE_WHEN.fullmatch(f.value):
        return "other"
    if f.kind == "person" and " " not in f.value and not is_role(f.key.split()[-1]) and "name" not in f.key:
        return "other"  # "coffee with: Yemi": a first name in passing, no role
    return f.kind


# a bare weekday or clock time ("on Tuesday", "at 10pm"): relative, often said in passing
_BARE_WHEN = re.compile(r"(?i:(?:next|this|last|on)\s)?(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?:s)?|"
                        r"(?:\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight)", re.IGNORECASE)


# after a stale value, saying so: "W is out", "W got cancelled", "W doesn't go through anymore", "the W thing was
# from an old message", "W last time but that was wrong"
_STALE_AFTER = re.compile(r"\s(?:is|was)\s(?:out|wrong|old|cancelled|off|no good|gone|out of date|the old one|void|invalid|"
                          r"expired|disconnected|dead|not in service)\b|\s(?:left|quit|retired|has left|moved on|was replaced)\b"
                          r"|\s(?:is|was)\s(?:someone|somebody)\s(?:else|different)\b|\s(?:is|was)\s(?:a\s)?different\s(?:person|one)\b"
                          r"|,?\s(?:got|has been|was)\s(?:cancell?ed|withdrawn|voided|replaced)\b|\s(?:no longer|isn't right|"
                          r"is no longer|doesn't apply|by mistake|in error|doesn't work|does not work|won't work)"
                          r"|\s(?:doesn't|does not|won't|will not|isn't|is not|no longer)\s(?:go through|work|connect|apply|"
                          r"exist|happen|stand)|,?\s(?:thing\s)?(?:was|is)\s(?:from\san\sold|an\sold|outdated)\b"
                          r"|\s(?:last time|before|earlier),?\sbut\s(?:that|it)\s(?:was|is)\s(?:wrong|old|a mistake)"
                          r"|[^.;!?]{0,30}\b(?:anymore|any more|no more)\b"
                          # "the W I gave you before was wrong", "W from an old listing"
                          r"|\s(?:that\s)?(?:i|we)\s(?:gave|told|sent|wrote)(?:\syou)?(?:\s(?:before|earlier|last time))?\s(?:was|is)\s"
                          r"(?:wrong|from|a mistake|old|out of date)\b|\sfrom\s(?:an?\s)?(?:old|outdated|previous|earlier)\b"
                          r"|\s(?:one\s)?(?:is|was)\s(?:the|our)\s(?:old|previous|neighbou?r'?s?|wrong)\b|,?\sbut\s(?:it's|it is|that's|they're|it has)\s(?:actually|now|really|"
                          r"since|changed|been changed)\b", re.IGNORECASE)


def _is_stale(sentence: str, e: Entity) -> bool:
    """Whether the sentence says ``e`` is the old value: "not W", "instead of W", "W is out", "Was W, it's V now"."""
    return bool(_STALE.search(sentence[: e.start]) or _STALE_AFTER.match(sentence, e.end)
                or (_WAS.search(sentence[: e.start]) and _THEN_NOW.match(sentence, e.end)))


_NUMBERED = frozenset(("phone", "code"))  # one may be misread as the other: "2475-4018" corrected by "BCP1260300"


def _corrected(sentence: str, entities: list[Entity], book: FactBook, seq: int, topic: str | None) -> list[Fact]:
    """'X instead of Y', 'from Y to X', 'not Y', 'Y is out, use X': the fact that held Y gets X. ``topic``: what
    the sentence before said was changing ("they changed the X again. Z now, not Y")."""
    out = []
    for stale in entities:
        if not _is_stale(sentence, stale):
            continue
        holders = book.keys_of_value(stale.text)
        key = holders[0] if holders else None
        kind = book.held(key).kind if key else VALUE_KIND[stale.kind]
        if key is None:  # stated in an earlier block: "the X isn't Y any more, it's Z" names X itself
            found = _subject_before(sentence[: stale.start])
            if found is None or not found[0] or found[0] in _PRONOUNS or found[0] in ("i", "we"):
                opened = _WRONG.search(sentence, 0, stale.start) or _CHANGING.search(sentence, 0, stale.start)
                if not (topic or opened):  # "Can you update the X? It was Y but it's actually Z."
                    continue
                found = (_topic_of(opened) if opened else topic or "", "", "")
            key = shape_key(found[0] + (found[2] if kind != "amount" else ""), kind)
        # the new value is the nearest of the stale one's kind: "V, not W", "no longer W, it's V"
        fresh = sorted((e for e in entities if e is not stale and (e.kind == stale.kind or {e.kind, stale.kind} <= _NUMBERED)),
                       key=lambda e: (_is_stale(sentence, e), min(abs(e.start - stale.end), abs(stale.start - e.end))))
        if not fresh and holders:  # "Not W after all! The X is V.": the next sentence gives the value
            book.replacing, book.replacing_for = (holders[:3], kind), 2
        for held in (holders or [key])[:3]:  # every key that held W: none may keep it
            f = make_fact(held, fresh[0].text, _held_kind(book, held, kind), seq) if fresh else None
            if f:
                out.append(f)
    return out


def extract_facts(sentence: str, seq: int = 0, book: FactBook | None = None,
                  entities: list[Entity] | None = None, asked: str = "", before: str = "") -> list[Fact]:
    """The keyed facts one sentence states. ``book`` (the facts known so far) resolves 'it' and corrections;
    ``asked``: the question the other speaker asked just before, which this sentence may answer; ``before``:
    the sentence said just before it ("We've got a kitten now! Ptolemy.")."""
    book = book if book is not None else FactBook()
    topic, book.topic = book.topic, None  # what the sentence before left open lasts this one sentence
    announced, book.announced = book.announced, False
    replacing, book.replacing = book.replacing, None
    entities = find_entities(sentence, before) if entities is None else entities
    answer = answered_fact(asked, sentence, entities, seq) if asked else None
    if answer is None:  # "the Emirates routing!! that's the flight option we chose": a choice said value first
        answer = next(iter(value_then_what_facts(sentence, seq, before)), None)
    if answer is None and before:
        answer = (_named_pet(sentence, entities, before, seq) or _said_before(sentence, before, seq)
                  or _named_by_pronoun(sentence, entities, before, seq))
    if answer is None and "? " in sentence:  # "Can you remind me to book X in? That's the new puppy." (one sentence)
        asked_part, _, said = sentence.rpartition("? ")
        answer = _said_before(said, asked_part, seq)
    if answer is None and (dash := _DASH_THATS.search(sentence)):  # "... "Total: C$695" - that's the condo fee."
        answer = _said_before(sentence[dash.end():], sentence[: dash.start()], seq)
    if answer is not None and answer.kind in _CORRECTABLE and (announced or CORRECTION.search(sentence)):
        answer = msgspec.structs.replace(answer, key=book.corrected_key(answer.key, answer.kind))
    if answer is not None:  # the question names what the value is: its key wins over any the answer suggests
        others = [f for f in _statement_facts(sentence, seq, book, entities, topic, announced)
                  if f.value.lower() != answer.value.lower() and f.key != answer.key]
        return _tidied([answer, *others], sentence, entities)
    # (what quotes a stale value goes first: a stale value re-read as a fact must not stand in for its replacement)
    facts = _tidied(_statement_facts(sentence, seq, book, entities, topic, announced), sentence, entities)
    if replacing:  # "Not W after all! The lawyer's file number is V.": V takes every key that held W
        keys, kind = replacing
        new = next((f for f in facts if f.kind == kind or f.kind in _KINDRED.get(kind, ())), None)
        if new is None:  # "... when I said the venue was W? yeah no. it's V": the value alone, keyed by W's keys
            e = _fresh_value(entities, kind, book, sentence)
            new = make_fact(keys[0], e.text, _held_kind(book, keys[0], kind), seq) if e is not None else None
            facts += [new] if new is not None else []
        if new is not None:
            facts += [msgspec.structs.replace(new, key=k, kind=_held_kind(book, k, new.kind)) for k in keys if k != new.key]
        elif book.replacing is None and not facts and book.replacing_for > 0:  # "yeah no." says no value yet
            book.replacing, book.replacing_for = replacing, book.replacing_for - 1
    facts += _replaced_before(sentence, entities, book, facts, seq)
    held = [f.value.lower() for f in facts]
    correcting = announced or AMENDS.search(sentence) or any(_is_stale(sentence, e) for e in entities)
    for f in [] if correcting else noted_facts(sentence, before, seq):
        # "X, for the record", "X. I won't bend on that." (not in a correction, whose clause holds the old value too)
        low = f.value.lower()
        # "The X is V. (Writing that down.)": what this message keyed already
        if not any(v in low or low in v for v in held) and not any(
                g.seq == seq and g.value.lower() in low for g in book.facts.values()) and not book.in_ledger_value(f.value):
            facts.append(f)
    return _tidied(facts, sentence, entities)


def slipped_corrections(text: str, facts: list[Fact], book: FactBook, said: list[Entity]) -> list[Fact]:
    """A message that states a code, number or address one or two characters away from one held under another key
    corrects it, in whatever words or language it says so ("Ay, DHA-RN-343593 pala yung sa luma! The current one
    is DHA-RN-346993."): the new value is filed under the held value's key too. ``facts``: the message's own;
    ``said``: its entities."""
    out: list[Fact] = []
    mine = {f.value.lower() for f in facts}
    for f in facts:
        if f.kind not in _SLIPS:
            continue
        for e in said:
            low = e.text.lower()
            if low in mine or not _slip(low, f.value.lower()):
                continue
            for key in book.keys_of_value(e.text):
                held = book.held(key)
                if key != f.key and held.seq < f.seq and (held.kind == f.kind or {held.kind, f.kind} <= _NUMBERED):
                    out.append(msgspec.structs.replace(f, key=key, kind=held.kind))
    return out


_SLIPS = frozenset(("id", "phone", "address"))  # not dates or amounts: "the 12th and the 13th" are two values


def restated_corrections(text: str, facts: list[Fact], book: FactBook, seq: int,
                         said: list[Entity]) -> tuple[list[Fact], list[str]]:
    """A user's message that names a value held before it (W) beside a new value of its kind (V), without filing
    W again under the key that holds it, replaces W, in whatever words or language it says so ("Mali pala ako —
    354 AED talaga, hindi 148 dirhams", "Can you swap W for V?", "V. W was their old place."): V takes every key
    holding W as a value of its kind (one that says a little more too: "Kuya W", "W per month").

    Only in a message that corrects something (W called old, or words of error or change in any of the languages
    people mix into their English: :data:`_AMENDING`), and only when the message does not give V a topic of its own
    that is another thing's: V has no fact here (not for a name, which people say again all the time, unless W is
    called old), or its key names no topic (a value-only key, "number"), or W's key names none, or the two keys
    share a word ("the monthly levy" for "section levy"). "Update: my wife's number is V, mine is still W" (two
    topics) and "Actually I paid W for rent and V for the utilities" (V filed under a topic of its own) change
    nothing. W must be specific (a full name, a code, a phone, an address, a dated day, an amount of three digits or
    more): "$20" or "Tuesday" said again is no restatement.

    ``said``: the message's entities. Returns the facts to file and the keys of this message's own facts that only
    re-filed W (withdrawn; one that also holds V gets V alone)."""
    if not seq or not (book.known or book.facts):
        return [], []
    said_before = [f for f in [*book.known.values(), *book.facts.values()] if f.seq < seq]
    earlier = [f for f in said_before if f.key not in {g.key for g in facts}]  # (a key this message gave a value
    if not earlier:  # to is corrected already)
        return [], []
    before_values = {_norm(f.value) for f in said_before} | {_norm(v) for vals in book.stale.values() for v in vals}
    entities = [e for e in said if VALUE_KIND.get(e.kind) in _CORRECTABLE]
    out: list[Fact] = []
    withdrawn: list[str] = []
    done: set[str] = set()
    for w in entities:
        if not _restatable(w):
            continue
        kind = VALUE_KIND[w.kind]
        pattern = re.compile(rf"(?<!\w){re.escape(_norm(w.text))}(?!\w)")
        size = len(w.text.split())
        holders = list(dict.fromkeys(f.key for f in reversed(earlier) if (f.kind == kind or {f.kind, kind} <= _KINDRED["id"])
                                     and len(f.value.split()) <= size + 3 and pattern.search(_norm(f.value))))
        if not holders or done & set(holders):
            continue
        if any(f.key in holders for f in facts):  # filed again under its key: said again, not replaced
            continue
        fresh = [e for e in entities if e is not w and (e.kind == w.kind or {e.kind, w.kind} <= _NUMBERED)
                 and _norm(e.text) not in _norm(w.text) and _norm(w.text) not in _norm(e.text)
                 and _norm(e.text) not in before_values and not _is_stale(text, e)]
        if not fresh:
            continue
        marked = _is_stale(text, w)  # "not W", "from W", "W was wrong"
        if not (marked or _AMENDING.search(text)):
            continue
        v = min(fresh, key=lambda e: min(abs(e.start - w.end), abs(w.start - e.end)))
        own = [f for f in facts if _norm(v.text) in _norm(f.value)]
        if own and not any(_topicless(f) or any(_topicless(book.held(h)) or _share_topic(f.key, h) for h in holders)
                           for f in own):
            continue
        if not own and kind == "person" and not marked:  # a name said again beside another name, in a message that
            continue  # corrects something, corrects nothing by itself: people are named again all the time
        done.update(holders)
        for h in holders[:3]:
            f = make_fact(h, v.text, _held_kind(book, h, kind), seq)
            if f is not None:
                out.append(f)
        for f in facts:  # this message's own facts that quote W: W is gone from them
            if f.key not in holders and pattern.search(_norm(f.value)):
                if _norm(v.text) in _norm(f.value) and (g := make_fact(f.key, v.text, f.kind, seq)) is not None:
                    out.append(g)
                else:
                    withdrawn.append(f.key)
    return out, withdrawn


# a message that corrects something, in English or in a language mixed into it ("mali pala ako", "hindi na",
# "galat tha", "ya no es", "nicht mehr", "c'était une erreur"): the words of error, change and "not any more", and
# the earlier value in brackets ("V (was W)")
_AMENDING = re.compile(
    r"\b(?:wrong|mistake|mistaken|typo|mistyped|misspoke|correction|corrected|correct myself|scratch that|mixed (?:it |things )?up|"
    r"ignore|disregard|swap|changed|rescheduled|moved|update|actually|instead|no longer|not anymore|old one|was from|"
    r"mali|pala|hindi na|galat|badal|nahin|nahi|equivocad[oa]|errad[oa]|error|erreur|cambi[oó]|mudou|ya no|plus maintenant|"
    r"falsch|nicht mehr|fout|niet meer|salah|bukan|verkeerd|nie meer)\b|\((?:was|previously|formerly|before|not)\s",
    re.IGNORECASE)


def _restatable(e: Entity) -> bool:
    """A value specific enough that saying it again names the same thing: see :func:`restated_corrections`."""
    if e.kind == "amount":  # a hundred or more: "€7.25" is said again by chance
        return len(re.findall(r"\d", re.sub(r"[.,]\d{2}(?!\d)", "", e.text))) >= 3
    if e.kind == "name" or e.kind == "date":
        return _specific(e)
    return len(_norm(e.text)) >= 5


def _topicless(f: Fact) -> bool:
    """A key that names no topic: only its kind's words and its own value's ("phone +971-52-334-7896", "number")."""
    value = set(_norm(f.value).split())
    return all(w in value for w in _content_list(f.key))


def _share_topic(a: str, b: str) -> bool:
    theirs = _content_list(b)
    return any(_same_word(x, y) for x in _content_list(a) for y in theirs)


def _slip(a: str, b: str) -> bool:
    """Two values a misread apart: the same length give or take one, at most two characters different."""
    a, b = re.sub(r"[\s.-]", "", a), re.sub(r"[\s.-]", "", b)
    if a == b or min(len(a), len(b)) < 5 or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) <= 2
    return _one_edit(*sorted((a, b), key=len))  # a character left out


_SOFT = frozenset(("decision", "preference", "constraint"))
# what a value said with a figure may trail that says nothing of its own: "EVT-12597 apparently", "3900 CAD all in"
_TRAILING_WORDS = frozenset("""apparently total all in lol i think approx approximately roughly about maybe exactly only
just ok okay so yeah right now then btw haha though anyway actually really basically confirmed final answer in total
or so ish each altogether flat""".split())


def _tidied(facts: list[Fact], sentence: str, entities: list[Entity]) -> list[Fact]:
    """``facts`` without what merely repeats another's value ("booking reference choice: EVT-12597 apparently"
    beside the code itself) and without any that quotes a value the sentence calls old: either would keep a
    stale value alive once the real key is corrected."""
    hard = [f.value.lower() for f in facts if f.kind not in _SOFT and f.kind != "other"]
    stale = [e.text.lower() for e in entities if _plainly_stale(sentence, e, entities)]
    out: list[Fact] = []
    for f in facts:
        low = f.value.lower()
        if f.kind in _SOFT and any(g.kind in _SOFT and g.value.lower() == low for g in out):
            continue  # one rule read by two constructions ("Surgeon's orders: no bending"): the first key says it
        if any(w in low for w in stale) and not (f.kind in _SOFT and _NEGATES.search(low)):
            continue  # (a choice may say what it replaces: "do Hokkaido instead of Kyoto")
        if f.kind in _SOFT and any(h in low and set(_TOKEN.findall(low.replace(h, " ", 1))) - _PUNCT
                                   and set(_TOKEN.findall(low.replace(h, " ", 1))) <= _TRAILING_WORDS | _PUNCT
                                   for h in hard):
            continue
        out.append(f)
    return out


_NEGATES = re.compile(r"\b(?:instead of|rather than|not|no longer|replacing|cannot|can't|any ?more)\b")


def _plainly_stale(sentence: str, e: Entity, entities: list[Entity]) -> bool:
    """:func:`_is_stale`, but not by "from" alone ("a call from Idris") nor by a mark after another value ("V not W
    anymore": the mark is W's)."""
    if _STALE.search(sentence[: e.start]):
        return not re.search(r"\bfrom\s+(?:the\s|on\s|at\s)?$", sentence[: e.start], re.IGNORECASE)
    after = _STALE_AFTER.match(sentence, e.end)
    if after:
        return not any(e.end < o.start < after.end() for o in entities)
    return _is_stale(sentence, e)


def _fresh_value(entities: list[Entity], kind: str, book: FactBook, sentence: str) -> Entity | None:
    """The first value of ``kind`` (or a kindred one) the sentence gives that nothing holds and it does not call
    stale: the new value of a correction whose old one was named before."""
    kinds = {kind, *_KINDRED.get(kind, ())}
    return next((e for e in entities if VALUE_KIND.get(e.kind) in kinds and not book.keys_of_value(e.text)
                 and not _is_stale(sentence, e)), None)


def _held_kind(book: FactBook, key: str, kind: str) -> str:
    """The kind ``key`` is filed under (a stale value's key keeps its kind when a correction replaces it)."""
    held = book.facts.get(key) or book.known.get(key)
    return held.kind if held is not None else kind


def _replaced_before(sentence: str, entities: list[Entity], book: FactBook, facts: list[Fact], seq: int) -> list[Fact]:
    """"The caretaker's number has changed: V now. W doesn't go through anymore.", "... is on V now?? not W":
    a held value W named stale with no new value of its kind beside it is replaced by the value of that kind the
    same message stated just before (V takes every key that held W, whatever words first keyed it)."""
    out: list[Fact] = []
    for e in entities:
        kind = VALUE_KIND.get(e.kind)
        holders = book.keys_of_value(e.text)
        if kind not in _CORRECTABLE or not holders or any(f.kind == kind for f in facts) or any(
                o is not e and VALUE_KIND.get(o.kind) == kind for o in entities):
            continue
        if not _is_stale(sentence, e):
            continue
        new = next((f for f in reversed(book.facts.values()) if f.seq == seq and f.kind == kind
                    and f.value.lower() != e.text.lower()), None) if seq else None
        if new is not None:
            out += [msgspec.structs.replace(new, key=k, kind=_held_kind(book, k, new.kind)) for k in holders if k != new.key]
        else:  # "Ignore what I said earlier (W). The X is V.": the next sentence gives the value
            book.replacing, book.replacing_for = (holders[:3], kind), 2
    return out


def _topic_of(opened: re.Match[str]) -> str:
    """The topic an opening pattern captured (whichever of its alternatives matched)."""
    return next(g for g in opened.groups() if g)


_PET_MENTION = re.compile(rf"\b(?:a|an|the|our|my|new)\s(?:new\s|little\s|rescue\s)?((?:[a-z]+\s)?(?:{'|'.join(sorted(PETS))}))\b",
                          re.IGNORECASE)


def _named_pet(sentence: str, entities: list[Entity], before: str, seq: int) -> Fact | None:
    """A name said alone right after a pet was mentioned names the pet: "we've got a greyhound now!! Gizmo." """
    mention = _PET_MENTION.search(before)
    if mention is None or len(entities) != 1 or entities[0].kind != "name":
        return None
    if sentence.strip(" .!\u2026") != entities[0].text or entities[0].text.lower() in _EXCLAIMED:
        return None
    if any(e.kind == "name" and e.start > mention.end() for e in find_entities(before)):
        return None  # "my dog's name is Hapa. Mahalo!": the name was said; what follows is a word of its own
    return make_fact(shape_key(mention.group(1), "person"), entities[0].text, "pet", seq)


# "She's called Beignet." / "Her name is Margaux." / "It's Pamplemousse." after the sentence that brought up who
_BY_PRONOUN = re.compile(r"^\W*(?:(?:she's|he's|they're|it's|she is|he is|they are|it is)\s(?:called|named)"
                         r"|(?:her|his|its|their)\sname(?:'s|\sis|\swas)|(?:it's|it is|that's|that is))\s", re.IGNORECASE)
_NAME_OF = re.compile(r"\b(?:the|my|our|his|her|their)\s((?:[a-z]+\s)?[a-z]+)['\u2019]s\sname\W*$", re.IGNORECASE)
_MENTION = re.compile(rf"\b(?:a|an|the|our|my|his|her|their|new)\s(?:new\s|little\s|rescue\s)?((?:[a-z]+\s)?"
                      rf"(?:{'|'.join(sorted(PETS | ROLES, key=len, reverse=True))}))s?\b", re.IGNORECASE)


def _named_by_pronoun(sentence: str, entities: list[Entity], before: str, seq: int) -> Fact | None:
    """A name given by a pronoun right after who or what it names was brought up; ``before`` says what."""
    m = _BY_PRONOUN.match(sentence)
    names = [e for e in entities if e.kind == "name"]
    if m is None or not names or names[0].start != m.end():
        return None
    plain = m.group(0).lower().strip().startswith(("it's", "it is", "that's", "that is"))
    if plain:  # "It's X." answers only a sentence that ends on the name asked about: "... never told you the dog's name."
        asked = _NAME_OF.search(before)
        if asked is None:
            return None
        noun = asked.group(1).lower()
    else:
        nouns = [g.group(1).lower() for g in _MENTION.finditer(before)]
        if not nouns:
            return None
        noun = nouns[-1]
    head = singular(noun.split()[-1])
    if head in PETS:
        return make_fact(shape_key(noun, "person"), names[0].text, "pet", seq)
    if is_role(head):
        return make_fact(shape_key(noun, "person"), names[0].text, "person", seq)
    return None


# words said alone as a reaction, not as a name ("The dog has learned to open the back door. Help.")
_EXCLAIMED = frozenset("""help stop wait look listen typical classic brilliant lovely grand mad cheers exactly indeed
great amazing awful terrible bliss chaos madness progress success disaster finally again seriously unreal honestly
gorgeous adorable hilarious ridiculous priceless legend trouble nightmare heaven perfect rip yikes""".split())


# "That's the stone yard." after a pasted address: what the value just given was
_THATS = re.compile(r"^\W*(?:(?:yep|yes|yeah|yup|right|ok|okay|so|and)\W{1,3})?"
                    r"(?:that's|that is|this is|it's|it is|that replaces what (?:i|we) (?:told|gave) you (?:for|about))\s"
                    r"(?:(?:the|my|our|their|his|her|your)\s|(?:[A-Z][\w'-]+|mum|mom|dad)['\u2019]s\s)(?:new\s)?"
                    r"(?P<x>(?:[\w&'\u2019-]+\s){0,7}?[\w&'\u2019-]+)(?=[,.;!?]|$|\s(?:who|which|that|for the record|in case|"
                    r"by the way|btw|going forward|from now on|from here on|for now|now|these days)\b)", re.IGNORECASE)
_DASH_THATS = re.compile(r"\s[-\u2013\u2014]\s(?=(?:that's|that is|this is)\s)", re.IGNORECASE)
# ... or "the X finally sorted", or the X named alone: "840 bucks!! the service quote finally sorted", "So: V. Ma's
# address, finally sorted.", "V!! The race pack collection venue." (owned or determined, not "He's ...")
_OWNED_OPENING = (r"^\W*(?:(?i:the|my|our|their|his|her)\s|(?!(?:He|She|It|That|There|What|Who|Where|Here|Let)\W)"
                  r"(?:[A-Z][\w'-]+|mum|mom|dad)['\u2019]s\s)")
_SORTED = re.compile(_OWNED_OPENING + r"(?P<x>(?:[\w&'\u2019-]+\s){0,5}?[\w&'\u2019-]+),?\s(?:is\s|are\s|has\sbeen\s|got\s)?"
                     r"(?:finally\s|now\s|all\s|officially\s|just\s)?(?:sorted|confirmed|locked\sin|settled|decided|"
                     r"fixed|official|agreed|booked\sin|set)(?:\sout)?\W*$", re.IGNORECASE)
# (the X alone, after a value said alone: lower-case words, no verb)
_BARE_X = re.compile(_OWNED_OPENING + r"(?P<x>(?:[a-z&'\u2019-]+\s){0,4}?[a-z&'\u2019-]+)\W*$")
# a sentence that is a value and nothing else (a filler word before it at most): "Eliquis.", "Oh, H15 DAR!"
_ALONE = re.compile(r"[\s\"'\u2018\u201c(*\u2022-]*(?:(?:oh|ok|okay|so|and|um|uh|right|yes|yep|yeah|also|btw)[\s,!.:-]{1,3})*(?P<v>[^\s.,;:!?]"
                    r"(?:[^.;:!?]*[^\s.,;:!?])?)\s*[.!]*\s*", re.IGNORECASE)
_CAPITALISED = re.compile(r"(?:(?<=[\s'\"(\u2018\u201c])|^)[A-Z\u00c0-\u00de][a-z\u00df-\u00ff]{2,}\b")


def _said_before(sentence: str, before: str, seq: int) -> Fact | None:
    """'That's the studio tortoise.' right after a pasted 'Reminder: Jollof is due a check-up': the value the
    sentence before gave (its last; a name for a pet or a role) is the X's."""
    m = _THATS.match(sentence) or _SORTED.match(sentence)
    if m is None and (bare := _BARE_X.match(sentence)) and not VERB_WORDS.search(bare.group("x")) and _ALONE.fullmatch(before):
        m = bare
    if m is None and ": " in sentence:  # "Writing it here so I don't lose it: that's the loans officer."
        m = _THATS.match(sentence[sentence.rindex(": ") + 2:])
    if m is None:
        return None
    about = m.group("x")
    called = re.sub(r"['\u2019]s\sname$", "", about)  # "that's the studio manager's name": the studio manager
    head = head_noun(called)
    if not head:
        return None
    named = head in PETS or is_role(head) or called != about
    about = called
    values = [e for e in find_entities(before) if (e.kind == "name") == named and e.kind != "number"
              and not _is_stale(before, e)]  # "It's V, not W. That's my physio.": V
    alone = _ALONE.fullmatch(before)
    found = find_entities(alone.group("v")) if alone else []
    # (short, or an address written in parts: "Unit 12, Silverleaf, 67 Kiepersol Road, Brandwag, Bloemfontein.")
    if alone and found and (len(alone.group("v").split()) <= 5 or (
            "address" in {e.kind for e in found} and {e.kind for e in found} <= {"address", "name", "code", "number"})):
        # the value said alone, then what it is: "Eliquis. That's Gord's blood thinner.", "7559470900 TQ0001.
        # That's the shop's tax number.": the whole of it, whatever kind its words would be on their own
        whole = alone.group("v")
        kinds = [e.kind for e in found if e.text == whole] or (["address"] if any(e.kind == "address" for e in found)
                                                                else [])
        if head in PETS:
            kind = "pet"
        elif kinds == ["name"]:  # a name is a person's only when what it is named as is a role
            kind = "person" if is_role(head) else "other"
        else:
            kind = next((VALUE_KIND[k] for k in kinds if k in VALUE_KIND), "other")
        return make_fact(shape_key(about, kind), whole, kind, seq)
    if named and not values:  # a lone name where a capital says little: "Reminder: Jollof is due ..."
        values = [Entity("name", w.group(0), w.start()) for w in _CAPITALISED.finditer(before)
                  if w.group(0) not in NOT_NAMES and not MONTHS.match(w.group(0))]
    if not values:
        return None
    kind = ("pet" if head in PETS else "person") if named else VALUE_KIND[values[-1].kind]
    return make_fact(shape_key(about, "person" if named else kind), values[-1].text, kind, seq)


def _only(sentence: str, entities: list[Entity], start: int, stop: int) -> tuple[str, list[Entity]]:
    """``sentence[start:stop]`` as the sentence to read, blanked before so the entities' offsets stay valid."""
    return " " * start + sentence[start:stop], [e for e in entities if e.start >= start and e.end <= stop]


# a reason given inside a question states a fact: "seeing as the quote came in at V", "now that the vet is X"
_GIVEN = re.compile(r"\b(?:seeing as|given(?: that)?|now that|considering(?: that)?|since)\s(?=(?:the|my|our|his|her|their|i|"
                    r"we|i've|we've|i'm|we're|she|he|they|(?-i:[A-Z])[a-z]+\s(?:has|have|is|decided|chose|picked|booked|"
                    r"agreed|went))\s)", re.IGNORECASE)
# and so does a clause a question asks about: "Is it a problem that the X is at V?", "Should I tell Ana now that
# we're going to V?", "Do you think it's weird that Ana Lima keeps calling?" ("is that", "like that": no clause)
_ASKED_THAT = re.compile(r"\b([\w']+)\sthat\s(?=(?:the|my|our|his|her|their|we|we're|we've|we'll|i|i'm|i've|i'll|she|"
                         r"he|they)\b|(?-i:[A-Z]))", re.IGNORECASE)
_NO_CLAUSE_BEFORE = frozenset("is was are were does did do like about with for all and but not how be so than".split())


def _asked_clause(sentence: str) -> re.Match[str] | None:
    """Where the clause a question gives or asks about begins (its match ends there), if it has one."""
    given = _GIVEN.search(sentence)
    if given:
        return given
    return next((m for m in _ASKED_THAT.finditer(sentence) if m.group(1).lower() not in _NO_CLAUSE_BEFORE), None)


_CLAUSE_END = re.compile(r",\s|\s[-\u2013\u2014]\s|\?")
_DID_I_SAY = re.compile(r"\W*(?:(?:did|have)\s(?:i|we)|(?:i|we)\s(?:don't\sthink|can't\sremember\sif)\s(?:i|we))\s"
                        r"(?:ever\s)?(?:say|said|mention|mentioned|tell\syou|told\syou)\s(?:that\s)?", re.IGNORECASE)


def _statement_facts(sentence: str, seq: int, book: FactBook, entities: list[Entity], topic: str | None,
                     announced: bool = False) -> list[Fact]:
    valued = [e for e in entities if e.kind != "name" or " " in e.text]  # "the PPS number", "AGAIN" name no value
    opened = (_WRONG_FOR.search(sentence) or _WRONG.search(sentence) or _CHANGING.search(sentence)
              or _HAS_CHANGED.search(sentence))
    if opened and not valued and not (copular_facts(sentence, seq) or _named_facts(sentence, seq)
                                      or clause_facts(sentence, seq)):
        # "I had the X wrong, sorry.", "Can you update the X?": the next sentence gives its value (unlike "update the
        # rota, and remember my hard line is V", a to-do list that states V)
        book.topic = _topic_of(opened)
        return []
    if not valued and CORRECTION.search(sentence):  # "Ugh, my mistake earlier.": the next sentence corrects
        book.announced = True
    if opened and topic is None and all(e.start >= opened.end() for e in valued):
        topic = _topic_of(opened)  # "the X has changed, the new one is V", "the X changed again - it's V now"
    said = _DID_I_SAY.match(sentence)
    if said and sentence.rstrip().endswith("?"):  # "Did I say that the X came in at V?": the X came in at V
        sentence, entities = _only(sentence, entities, said.end(), len(sentence.rstrip().rstrip("?")))
    if sentence.rstrip().endswith("?") and _INTERROGATIVE.match(sentence) and not _REQUEST.match(sentence):
        # a question states nothing, a request may; "so the X is V??" is a statement checked aloud
        given = _asked_clause(sentence)  # "Would you say, seeing as the X came in at V, is that fair?"
        if given:
            stop = next((m for m in _CLAUSE_END.finditer(sentence, given.end())  # not inside a value ("Rd, Singapore")
                         if not any(e.start <= m.start() < e.end for e in entities)), None)
            sentence, entities = _only(sentence, entities, given.end(), stop.start() if stop else len(sentence))
            return _sentence_facts(sentence, seq, book, entities, topic, announced)
        stated = _ASKING.split(sentence)  # "for the X it's V - can you add it?": the statement before the question
        if len(stated) >= 2 and _INTERROGATIVE.match(stated[0]) and not _INTERROGATIVE.match(stated[-1]):
            # "how should i order the results -- btw i'm writing V, thoughts?": the statement after the question
            start = len(sentence) - len(stated[-1])
            sentence, entities = _only(sentence, entities, start, len(sentence))
            return _sentence_facts(sentence, seq, book, entities, topic, announced)
        if len(stated) < 2 or not stated[0].strip():
            # a label and its value in brackets state it, asked about or not: "Should I save the cat's weight
            # (3.9 kg) somewhere safe?"
            return bracketed_facts(sentence, seq)
        sentence = stated[0]
        entities = [e for e in entities if e.end <= len(sentence)]
    return _sentence_facts(sentence, seq, book, entities, topic, announced)


_TOPIC_NP = (r"((?:[a-z0-9'\u2019-]+\s){0,3}?[a-z0-9'\u2019-]+(?:\s(?:for|of|at|from|in)\s(?:(?:the|my|our)\s)?"
             r"(?:[\w'\u2019-]+\s){0,3}?[\w'\u2019-]+)?)")
_WRONG = re.compile(rf"\b(?:the|my|our)\s{_TOPIC_NP}\s(?:wrong|mixed up|muddled|incorrect)\b", re.IGNORECASE)
# "I gave you the wrong figure for the X", "Scratch what I said about the X": the X is what the next value corrects
_WRONG_FOR = re.compile(rf"\bwrong\s(?:[a-z]+\s){{0,2}}?(?:for|of|on)\s(?:the|my|our)\s{_TOPIC_NP}(?=[.,;:!?]|$|\s(?:earlier|"
                        rf"before|last time))|\b(?:scratch|ignore|forget|disregard)\swhat\s(?:i|we)\s(?:said|told you|"
                        rf"wrote|sent)\s(?:before\s|earlier\s|last time\s)?(?:about|on|for)\s(?:the|my|our)\s{_TOPIC_NP}(?=[.,;:!?]|$)", re.IGNORECASE)
_HAS_CHANGED = re.compile(rf"\b(?:the|my|our)\s{_TOPIC_NP}\s(?:has\s|have\s|'s\s)?(?:just\s)?(?:been\s)?"
                          r"(?:changed|moved|updated|reissued|replaced|switched)\b", re.IGNORECASE)
_CHANGING = re.compile(r"\b(?:update|change|correct|fix|amend|changed|updated|moved|corrected|a change to|an update (?:to|on)|"
                       r"update on|a correction to|correction (?:on|to|for))\s(?:the|my|our|[A-Z][a-z]+['\u2019]s)\s([a-z0-9'\u2019 -]{1,60}?)"
                       r"(?:\s(?:again|now|for me|please|too))?\s?(?=[.,;:!?]|$)", re.IGNORECASE)


def _sentence_facts(sentence: str, seq: int, book: FactBook, entities: list[Entity], topic: str | None,
                    announced: bool = False) -> list[Fact]:
    correcting = announced or bool(CORRECTION.search(sentence))
    facts: dict[str, Fact] = {}
    guessed: set[str] = set()  # keys the fallback gave: a value the sentence itself keys takes them over
    if not correcting:  # "the new building at V, not W": W was held, so V replaces it, said as a correction or not
        correcting = any(book.keys_of_value(e.text) and any(
            o is not e and (o.kind == e.kind or {o.kind, e.kind} <= _NUMBERED) for o in entities) and (
            _NEGATED.search(sentence[: e.start]) or _STALE_AFTER.match(sentence, e.end)) for e in entities)
    if correcting:
        for fixed in _corrected(sentence, entities, book, seq, topic):
            facts[fixed.key] = fixed
    for e in entities:
        if e.kind == "number" and not re.search(r"\d", e.text):
            continue
        f = _value_fact(sentence, e, book, seq, correcting, topic)
        fallback = False
        held = [k for k, g in facts.items() if g.value.lower() == e.text.lower()]
        holder = book.key_of_value(e.text)
        held += [holder] if holder else []
        if f is None and not held and not _is_stale(sentence, e):
            f, fallback = _fallback_fact(sentence, e, seq), True
        if f is not None and any(k != f.key and (set(f.key.split()) <= set(k.split()) or _same_turn(book, k, seq))
                                 for k in held):
            continue  # "the code is X" after "the flight booking code is X", or the reply's "Saved: X": an echo
        if f is not None and (f.key not in facts or (f.key in guessed and not fallback)):
            facts[f.key] = f  # "Mei at Tiles Ltd, and Ana Ruiz, my contact at the printer": Ana is the contact
            guessed.discard(f.key)
            if fallback:
                guessed.add(f.key)
    if correcting or topic:  # a correction's value replaces a held one, though its words for it may differ
        owned = not AMENDS.search(sentence)
        for key, f in list(facts.items()):
            if f.kind in _CORRECTABLE:
                holder = book.corrected_key(key, f.kind, owned=owned)
                if holder != key and holder not in facts:
                    facts[holder] = msgspec.structs.replace(facts.pop(key), key=holder)
    # (a bare clock time or weekday quoted by a choice is part of it: "we decided on the 5am charter out of X")
    valued = [f.value.lower() for f in facts.values() if any(c.isdigit() for c in f.value) and ledger_kind(f) != "other"]
    figures = {w for v in valued for w in _FIGURE.findall(v)}
    for f in chosen_facts(sentence, seq):  # "the bank assigned us V as our X": said of V, whatever name a guess gave X
        held_f = facts.get(f.key)
        if held_f is not None and held_f.kind == "person" and held_f.value.lower() not in f.value.lower():
            del facts[f.key]
    for f in [*_named_facts(sentence, seq), *clause_facts(sentence, seq), *chosen_facts(sentence, seq)]:
        if f.kind in ("decision", "preference", "constraint") and (
                any(v in f.value.lower() for v in valued) or figures & set(_FIGURE.findall(f.value.lower()))):
            continue  # "we're going for 12 May for the relaunch", "the venue is at 112 Admiralty Way, Lekki": the
            # date or the address is the fact, not a choice quoting it (or a piece of it)
        same = [k for k, h in facts.items() if h.value.lower() == f.value.lower()]
        if f.kind not in ("decision", "preference", "constraint") and same:
            if any(k not in guessed for k in same):
                continue  # "we paid V for the X", "the flight reference (V)": the statement keyed it already
            for k in same:  # what only a guess keyed: "I still owe the venue V" is owed to the venue
                del facts[k]
        facts.setdefault(f.key, f)
    held = [h.value.lower() for h in facts.values()]
    amending = announced or AMENDS.search(sentence) or (correcting and not CORRECTION.search(sentence))
    for f in [] if amending else copular_facts(sentence, seq):  # "the seat to get is an aisle seat": what no
        # construction above keyed (not in a sentence that amends, whose clause may hold the old value too; "update
        # the CV, and remember my hard line is V" amends nothing)
        low = f.value.lower()
        if not any(low in v for v in held):
            facts.setdefault(f.key, f)
    for f in bracketed_facts(sentence, seq):  # "the ferry reference now (V)": it names what only a guess keyed
        same = [k for k, h in facts.items() if h.value.lower() == f.value.lower()]
        if any(k not in guessed for k in same):
            continue
        for k in same:
            del facts[k]
        facts.setdefault(f.key, f)
    return list(facts.values())


_CORRECTABLE = frozenset("person pet date amount phone address id".split())
_FIGURE = re.compile(r"[\w/:.,-]*\d[\w/:.,-]*")  # a word with a digit in it: "112", "6:40", "sub-4:30"
