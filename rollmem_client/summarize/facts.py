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

from ..models import Fact
from .entities import Entity, find_entities

# entity kind -> fact kind
_VALUE_KIND = {"name": "person", "date": "date", "amount": "amount", "phone": "phone", "address": "address",
               "email": "id", "url": "id", "code": "id", "number": "other"}

DETERMINERS = frozenset("the a an my our your his her their its this that these those".split())
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
    "costs": "", "cost": "", "comes": "", "came": "", "totals": "", "totaled": "", "totalled": "",
    "leaves": " departure", "departs": " departure", "arrives": " arrival", "lands": " arrival",
    "starts": " start", "begins": " start", "ends": " end", "finishes": " end", "opens": " opening",
    "closes": " closing", "expires": " expiry", "due": " deadline", "falls": "", "lives": "", "live": "",
    "living": "", "stays": "", "staying": "", "located": "", "based": "", "now": "",
}
# tails that name the same thing: mapped to one spelling so a restatement supersedes
_SYNONYMS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (r"\b(?:booking reference|booking ref|booking number|confirmation code|confirmation number|confirmation|"
     r"record locator|locator|pnr)$", "booking code", ("id",)),
    (r"\b(?:reference number|reference code|ref number|ref)$", "reference", ("id",)),
    (r"\b(?:phone number|telephone number|mobile number|cell number|contact number|phone|telephone|mobile|cell|"
     r"number|tel)$", "phone", ("phone",)),
    (r"\b(?:email address|e-mail address|e-mail|email|mail)$", "email", ("id",)),
    (r"\b(?:home|street|postal|mailing|delivery|physical)\s(?=address$)", "", ("address",)),
    (r"\bappt$", "appointment", ("date", "other")),
)
_DROP_WORDS = frozenset("new updated current correct actual final latest revised original old exact real full "
                        "same official confirmed proper right usual agreed corrected".split())
ROLES = frozenset("""
broker dentist doctor gp childminder accountant lawyer solicitor attorney plumber electrician landlord landlady manager boss
contractor builder agent teacher tutor nanny babysitter vet mechanic architect therapist trainer coach realtor
advisor adviser planner caterer photographer florist officiant colleague coworker neighbour neighbor friend partner
wife husband spouse son daughter mother father mum mom dad sister brother aunt uncle cousin grandma grandmother
grandfather grandpa granny niece nephew fiance fiancé fiancee fiancée boyfriend girlfriend roommate flatmate
housemate assistant contact rep representative consultant surgeon pediatrician paediatrician physio
physiotherapist cleaner gardener driver pilot chef host godmother godfather stepmother stepfather stepson
stepdaughter child kid baby pharmacist optician dermatologist cardiologist nurse midwife doula counsellor counselor
mentor supervisor director ceo cto cfo owner founder investor banker notary surveyor inspector translator
interpreter guide sponsor recruiter hr admin secretary receptionist technician engineer designer developer editor
publisher producer instructor professor principal headteacher coordinator organiser organizer handyman locksmith
roofer painter decorator carpenter tiler plasterer mover movers groomer walker sitter
""".split())
PETS = frozenset("""
dog puppy pup cat kitten kitty rabbit bunny hamster guinea pig parrot budgie bird fish goldfish horse pony tortoise
turtle snake lizard gecko ferret rat mouse chinchilla hedgehog pet
""".split())

_CORRECTION = re.compile(
    r"\b(?:actually|correction|sorry,? i meant|i meant|scratch that|update|changed|change of plan|moved|"
    r"rescheduled|pushed|no longer|not anymore|any more|instead|rather than|switched|is now|are now|now on|"
    r"new (?:address|number|date|code|time)|wrong|mistake|typo|now)\b|,\s*not\b", re.IGNORECASE)
_STALE = re.compile(r"\b(?:not|instead of|rather than|no longer|from|replacing)\s+(?:the\s|on\s|at\s)?$",
                    re.IGNORECASE)
_TOKEN = re.compile(r"[\w'\u2019-]+|[^\w\s]")
_CLAUSE_END = re.compile(r"\s*(?:[,;.!?()\u2014\u2013]|\s-\s|\s(?:and|but|because|since|so|which|as|while|when|if|though|"
                         r"although|unless|until|or|then|instead|rather|for now)\s)")
_NAME_THEN_ROLE = re.compile(
    r"^(?:,\s|\s(?:is|was|will be|has been|is now|'s)\s)(?:now\s|actually\s|still\s)?(?:my|our|the|his|her|their)\s"
    r"((?:[a-z'\u2019-]+\s){0,2}[A-Za-z'\u2019-]+)")
_ROLE_THEN_NAME = re.compile(r"(?:^|[\s,(])((?i:my|our|his|her|their|the))\s((?:[a-z'\u2019-]+\s){0,2}?[A-Za-z'\u2019-]+),?\s$")
_AGENT = re.compile(r"[a-z]{3,}(?:er|or|ist|ian|ant|ent|ee)$")
_NAMED = re.compile(r"(?:^|\s)(?i:a|an|the|my|our|his|her|their)\s((?:[a-z'\u2019-]+\s){0,2}?[a-z'\u2019-]+)\s"
                    r"(?:is\s|was\s)?(?:named|called)\s$")
_SELF = re.compile(r"(?:^|[\s,])(?:my name is|my name's|i'm|i am|call me|this is)\s$", re.IGNORECASE)
_DECISION = re.compile(
    r"\b(?:we|i|they)(?:'ve|'ll|'re|'d| have| will| are| would| had)?\s(?:finally\s|now\s|just\s|officially\s)?"
    r"(?:decided (?:to go with|on|to book|to take|to get|to use|to hire|to rent|to buy|to keep|to)|(?:are )?going"
    r" (?:with|for)|go (?:with|for)|went (?:with|for)|settled on|opted for|chose|picked|booked|switched to|"
    r"agreed (?:on|to)|committed to|signed (?:up for|with)|locked in)\s"
    r"|\blet's (?:go with|go for|book|do|pick|take|use|stick with)\s"
    r"|\b(?:the|our|my) (?:final )?(?:decision|choice|pick|plan) (?:is|was) (?:to\s)?", re.IGNORECASE)
_PREFERENCE = re.compile(
    r"\b(?:i|we|[a-z]+)(?:'d| would)? (?:really |much |strongly |still |now |actually )?(?:prefer|rather have|"
    r"rather|hate|dislike|can't stand|cannot stand|don't like|do not like|don't want|do not want|always want|"
    r"always order|always get|always take|never want|only (?:eat|drink|want|use))\s", re.IGNORECASE)
_ALLERGY = re.compile(r"\b(?:allergic|intolerant|allergy|allergies|sensitive)\s(?:to\s)?", re.IGNORECASE)
_DIET = re.compile(r"\b(?:i'm|i am|we're|we are|he's|she's|they're|[A-Z][a-z]+ is)\s(?:now |strictly |fully |"
                   r"still |also |a |an )?(vegetarian|vegan|pescatarian|gluten-free|lactose[- ]intolerant|"
                   r"dairy-free|kosher|halal|keto|teetotal|sober|diabetic|coeliac|celiac|pregnant)\b", re.IGNORECASE)
_CONSTRAINT = re.compile(
    r"\b(?:i|we|he|she|they|[A-Z][a-z]+)\s(?:can't|cannot|can not|mustn't|must not|won't be able to|am unable to|"
    r"are unable to|is unable to|shouldn't|should not|never|don't|do not|doesn't|does not)\s"
    r"(?=(?:eat|drink|fly|drive|travel|work|climb|take|have|go|use|do|handle|tolerate|lift|walk|be|attend|"
    r"make|stand)\b)", re.IGNORECASE)
_NOT_SUBJECTS = frozenset("saved noted updated done confirmed got ok okay thanks reminder note sure yes so "
                          "great perfect heads up".split())
_TRAILING = frozenset("instead now then too again please anyway either though yet".split())
_CONTACT = re.compile(r"\b(?:reach|call|text|contact|ring|phone|message|whatsapp|email|e-mail)\s(?:the\s|my\s|our\s)?"
                      r"(me|us|him|her|them|[A-Z][a-z]+|(?:[a-z]+\s){0,2}[a-z]+)\s(?:on|at|via)\s$", re.IGNORECASE)
_AT_ADDRESS = re.compile(r"\b(?:the|my|our|his|her|their)\s((?:[a-z'\u2019-]+\s){0,2}[a-z'\u2019-]+)\s(?:at|on|in)\s$",
                         re.IGNORECASE)
_VERBLESS = re.compile(r"(?:^|[:;\u2014(]\s?)(?:(?:the|my|our|a|an)\s)?((?:[A-Za-z'\u2019-]+\s){0,3}[a-z'\u2019-]+)\s"
                       r"(?:on|at|for)\s$")
_FAVOURITE = re.compile(r"\b(?:my|our|his|her|their|[A-Z][a-z]+'s)\s(favou?rite|preferred|usual|go-to)\s"
                        r"((?:[a-z]+\s)?[a-z]+)\s(?:is|are|was|has always been)\s(?:now\s|actually\s)?", re.IGNORECASE)
_LABEL = re.compile(r"(?:^|[\s(])((?:[a-z]+\s){1,2}(?:code|reference|ref|number|no\.|id|pin|ticket|invoice|"
                    r"account|policy|order|tracking|confirmation|serial|licen[cs]e|plate|passport|membership))"
                    r"\s?(?:#|:)?\s$", re.IGNORECASE)
_NOUN_BREAK = frozenset("in at on from for with near by over to of under into about during than this next".split())


def singular(word: str) -> str:
    if len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ses", "xes", "ches", "shes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


def normalize_key(text: str) -> str:
    """Lower case, possessives split, determiners and 'new'/'updated'-like words dropped, single spaces."""
    text = re.sub(r"['\u2019]s\b", " ", text.lower())
    words = [w for w in re.findall(r"[a-z0-9][a-z0-9'\u2019&-]*", text) if w not in DETERMINERS and w not in _DROP_WORDS]
    while words and words[-1] in _TRAILING:
        words.pop()
    return " ".join(words)


def _flip(words: list[str]) -> list[str]:
    """'code for the flight' -> 'flight code': what a phrase is of or for goes first."""
    for i, w in enumerate(words):
        if w in ("of", "for") and 0 < i < len(words) - 1:
            return words[i + 1:] + words[:i]
    return words


def _shape_key(subject: str, kind: str) -> str:
    key = " ".join(_flip(normalize_key(subject).split()))
    for pattern, repl, kinds in _SYNONYMS:
        if kind in kinds:
            key = re.sub(pattern, repl, key).strip()
    words = key.split()
    if kind == "date":
        while words and words[-1] in ("date", "day", "time", "datetime", "when"):
            words.pop()
    elif kind == "amount":
        while words and words[-1] in ("amount", "figure", "sum", "total", "price", "cost"):
            words.pop()
    elif kind in ("phone", "email", "address"):
        label = {"phone": "phone", "email": "email", "address": "address"}[kind]
        while words and words[-1] in (label, "number"):
            words.pop()
        words.append(label)
    elif kind == "person":
        if words[-1:] == ["name"] and len(words) > 1:
            words.pop()
        if words and words[-1] in PETS:
            words.append("name")
    return " ".join(words)


def _subject_before(prefix: str) -> tuple[str, str, str] | None:
    """Scan back from a value: (subject, determiner, verb suffix), or None when no verb links them."""
    tokens = _TOKEN.findall(prefix)
    i = len(tokens) - 1
    suffix, verbs = "", 0
    while i >= 0 and (tokens[i].lower() in _PREPS or tokens[i].lower() in _ADVERBS):
        i -= 1
    while i >= 0:
        t = tokens[i].lower()
        if t in _VERBS:
            suffix = suffix or _VERBS[t]
            verbs += 1
        elif t.endswith(("'s", "\u2019s")) and verbs == 0 and t[:-2]:  # "the code's BK-1", "it's"
            tokens[i] = tokens[i][:-2]
            verbs += 1
            break
        elif t not in _ADVERBS and t not in ("to", "for", "on", "at", "by", "up", "back", "off"):
            break
        i -= 1
    if not verbs:
        return None
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
            if i > 0 and tokens[i - 1].lower() in ("of", "for"):  # "code for the flight": keep going
                i -= 1
                continue
            break
        if low in ("of", "for"):
            flips += 1
            if flips > 1:
                break
        if any(c.isdigit() for c in t) and not t.isdigit():  # "Flight NH216 leaves": not part of the subject
            i -= 1
            continue
        if low in _PRONOUNS and not words:  # "it starts at 7pm": the pronoun is the whole subject
            return low, det, suffix
        words.insert(0, low)
        i -= 1
    if words and words[0] in ("of", "for"):
        words = words[1:]
    return " ".join(words), det, suffix


def _phrase_after(text: str, limit: int = 8) -> str:
    """The noun phrase or clause that follows, up to the first clause break, at most ``limit`` words."""
    m = _CLAUSE_END.search(text)
    phrase = text[: m.start()] if m else text
    words = phrase.split()[:limit]
    while words and words[-1].lower().strip(".,!?") in _TRAILING:
        words.pop()
    return " ".join(words).strip(" .,:;!?\"'")


def _head(phrase: str) -> str:
    words = [w for w in re.findall(r"(?<![\w'\u2019-])[A-Za-z][\w'\u2019-]*", _phrase_after(phrase).lower())
             if w not in DETERMINERS]
    for i, w in enumerate(words):
        if w in _NOUN_BREAK and i > 0:
            words = words[:i]
            break
    words = [w for w in words if w not in _DROP_WORDS]
    return singular(words[-1]) if words else ""


class FactBook:
    """Facts by key, newest value kept; remembers superseded values so text quoting them can be left out."""

    def __init__(self, facts: Iterable[Fact] = ()) -> None:
        self.facts: dict[str, Fact] = {}
        self.stale: dict[str, set[str]] = {}
        for f in facts:
            self.add(f)

    def add(self, fact: Fact) -> None:
        old = self.facts.pop(fact.key, None)  # re-inserted last: the order is that of the latest statement
        if old is not None and old.value.lower() != fact.value.lower():
            self.stale.setdefault(fact.key, set()).add(old.value)
        self.facts[fact.key] = fact

    def last_of_kind(self, kind: str) -> Fact | None:
        return next((f for f in reversed(self.facts.values()) if f.kind == kind), None)

    def key_of_value(self, value: str) -> str | None:
        low = value.lower()
        return next((k for k, f in reversed(self.facts.items()) if f.value.lower() == low), None)

    def stale_values(self) -> set[str]:
        """Superseded values no current fact still holds."""
        current = {f.value.lower() for f in self.facts.values()}
        return {v for vals in self.stale.values() for v in vals if v.lower() not in current}

    def __len__(self) -> int:
        return len(self.facts)


def _fact(key: str, value: str, kind: str, seq: int) -> Fact | None:
    key, value = key.strip(), value.strip(" .,;:!?\"'")
    if not key or not value or len(key) > 80 or len(value) > 200:
        return None
    return Fact(key=key, value=value, kind=kind, seq=seq)


def _value_fact(sentence: str, e: Entity, book: FactBook, seq: int, correcting: bool) -> Fact | None:
    """A fact whose value is an entity: subject-verb-value, apposition, '<noun> called X', 'my name is X'."""
    kind = _VALUE_KIND[e.kind]
    prefix, rest = sentence[: e.start], sentence[e.end:]
    if kind == "person":
        if _SELF.search(prefix):
            return _fact("user name", e.text, "person", seq)
        m = _NAME_THEN_ROLE.match(rest)
        if m and (_is_role(_head(m.group(1))) or _head(m.group(1)) in PETS):
            return _fact(_shape_key(m.group(1), "person"), e.text, "pet" if _head(m.group(1)) in PETS else "person",
                         seq)
        m = _NAMED.search(prefix) or _ROLE_THEN_NAME.search(prefix)
        if m:
            noun = m.group(m.lastindex or 1)
            head = _head(noun)
            if head in PETS:
                return _fact(_shape_key(noun, "person"), e.text, "pet", seq)
            if _is_role(head) or (_NAMED.search(prefix) and head):
                return _fact(_shape_key(noun, "person") if _is_role(head) else f"{normalize_key(noun)} name",
                             e.text, "person", seq)
    if _STALE.search(prefix):  # "..., not March 14": the stale value, not a new fact
        return None
    m = _CONTACT.search(prefix)
    if m and kind in ("phone", "id"):
        who = normalize_key(m.group(1))
        what = "phone" if kind == "phone" else "email"
        return _fact(what if who in ("me", "us") else f"{who} {what}", e.text, kind, seq)
    found = _subject_before(prefix)
    if found is None:
        label = _LABEL.search(prefix)
        if label and kind in ("id", "phone") and len(label.group(1).split()) > 1:  # "tracking number 1Z9..."
            return _fact(_shape_key(label.group(1), kind), e.text, kind, seq)
        bare = _VERBLESS.search(prefix)  # "Reminder: dentist on May 3"
        if bare and kind == "date" and bare.start(1) == _clause_start(prefix, bare.start(1)):
            return _fact(_shape_key(bare.group(1), kind), e.text, kind, seq)
        place = _AT_ADDRESS.search(prefix)  # "we use the studio at 12 Mill Road"
        if place and kind == "address":
            return _fact(_shape_key(place.group(1), kind), e.text, kind, seq)
        return None
    subject, det, suffix = found
    if subject in _NOT_SUBJECTS:
        return None
    if subject in _PRONOUNS or subject in ("i", "we") or not subject:
        if kind == "address" and subject in ("i", "we"):
            return _fact("address", e.text, kind, seq)
        if subject in ("it", "that", "this", "") and correcting:
            last = book.last_of_kind(kind)
            return _fact(last.key, e.text, kind, seq) if last else None
        return None
    if kind == "person":
        head = subject.split()[-1]
        if head == "name":
            if det == "my" and subject == "name":
                return _fact("user name", e.text, kind, seq)
            kind = "pet" if any(w in PETS for w in normalize_key(subject).split()) else "person"
        elif singular(head) in PETS:
            kind = "pet"
        elif not _is_role(head):
            return _fact(f"{_shape_key(subject, 'other')} name", e.text, "other", seq)
    if kind == "other":  # a bare number needs a clear subject and stays 'other'
        if len(subject.split()) > 3:
            return None
    key = _shape_key(subject + (suffix if kind != "amount" else ""), kind)
    return _fact(key, e.text, kind, seq)


def _same_turn(book: FactBook, key: str, seq: int) -> bool:
    held = book.facts.get(key)
    return seq > 0 and held is not None and held.seq == seq


def _is_role(word: str) -> bool:
    return word in ROLES or bool(_AGENT.match(word))


def _clause_start(prefix: str, at: int) -> int:
    """Where the clause holding ``at`` starts: after the last colon, dash or sentence start before it."""
    cut = max(prefix.rfind(":", 0, at), prefix.rfind("\u2014", 0, at), prefix.rfind(";", 0, at))
    rest = prefix[cut + 1:at] if cut >= 0 else prefix[:at]
    stripped = re.sub(r"^\s*(?:(?:the|my|our|a|an)\s)?", "", rest, flags=re.IGNORECASE)
    return at - len(stripped)


def _clause_facts(sentence: str, seq: int) -> list[Fact]:
    """Decisions, preferences, allergies, diets and constraints: their value is a phrase, not an entity."""
    out: list[Fact | None] = []
    for m in _DECISION.finditer(sentence):
        obj = _phrase_after(sentence[m.end():])
        head = _head(obj)
        if head and len(obj) > 2:
            out.append(_fact(f"{head} choice", obj, "decision", seq))
    for m in _PREFERENCE.finditer(sentence):
        obj = _phrase_after(sentence[m.end():])
        head = _head(obj)
        if head and len(obj) > 2:
            verb = m.group(0).lower()
            value = obj if "prefer" in verb or "rather" in verb else f"{m.group(0).split(' ', 1)[1].strip()} {obj}"
            out.append(_fact(f"{head} preference", value, "preference", seq))
    for m in _FAVOURITE.finditer(sentence):
        obj = _phrase_after(sentence[m.end():], 6)
        if obj:
            out.append(_fact(f"{m.group(1).lower().replace('favorite', 'favourite')} {m.group(2).lower()}", obj,
                             "preference", seq))
    for m in _ALLERGY.finditer(sentence):
        obj = _phrase_after(sentence[m.end():], 5)
        head = _head(obj)
        who = re.search(r"\b([A-Z][a-z]+)(?:'s|\sis|\shas)\s(?:\w+\s)?(?:allergic|intolerant|allerg)", sentence)
        if head:
            start = sentence.rfind("no longer", 0, m.start())
            value_start = start if start >= 0 and m.start() - start < 12 else m.start()
            value = sentence[value_start: m.end()] + obj
            owner = f"{who.group(1).lower()} " if who and who.group(1) not in ("I", "We") else ""
            out.append(_fact(f"{owner}{head} allergy", value, "constraint", seq))
    for m in _DIET.finditer(sentence):
        who = re.match(r"([A-Z][a-z]+) is", m.group(0))
        owner = f"{who.group(1).lower()} " if who else ""
        out.append(_fact(f"{owner}diet", m.group(1), "constraint", seq))
    for m in _CONSTRAINT.finditer(sentence):
        clause = _phrase_after(sentence[m.start():], 10)
        head = _head(clause.split(" ", 2)[-1]) if len(clause.split()) > 2 else ""
        if head and len(clause.split()) >= 3:
            subject = m.group(0).split()[0].lower()
            owner = "" if subject in ("i", "we") else f"{subject} "
            out.append(_fact(f"{owner}{head} constraint", clause, "constraint", seq))
    return [f for f in out if f is not None]


def signals(sentence: str) -> int:
    """How many kinds of commitment a sentence carries: decision, preference, constraint, correction."""
    return sum(1 for pattern in ((_DECISION,), (_PREFERENCE, _FAVOURITE), (_ALLERGY, _DIET, _CONSTRAINT),
                                 (_CORRECTION,)) if any(p.search(sentence) for p in pattern))


def _fallback_fact(e: Entity, seq: int) -> Fact | None:
    """A code, phone, email or address with no clear subject is still worth a ledger line of its own."""
    label = {"code": "code", "phone": "phone", "email": "email", "address": "address", "url": "link"}.get(e.kind)
    return _fact(f"{label} {e.text.lower()}", e.text, _VALUE_KIND[e.kind], seq) if label else None


def _corrected(sentence: str, entities: list[Entity], book: FactBook, seq: int) -> list[Fact]:
    """'X instead of Y', 'from Y to X', 'not Y': the fact that held Y gets X."""
    out = []
    for stale in entities:
        if not _STALE.search(sentence[: stale.start]):
            continue
        key = book.key_of_value(stale.text)
        if key is None:
            continue
        kind = book.facts[key].kind
        fresh = [e for e in entities if e is not stale and e.kind == stale.kind]
        if fresh:
            f = _fact(key, fresh[0].text, kind, seq)
            if f:
                out.append(f)
    return out


def extract_facts(sentence: str, seq: int = 0, book: FactBook | None = None,
                  entities: list[Entity] | None = None) -> list[Fact]:
    """The keyed facts one sentence states. ``book`` (the facts known so far) resolves 'it' and corrections."""
    book = book if book is not None else FactBook()
    entities = find_entities(sentence) if entities is None else entities
    correcting = bool(_CORRECTION.search(sentence))
    facts: dict[str, Fact] = {}
    if correcting:
        for fixed in _corrected(sentence, entities, book, seq):
            facts[fixed.key] = fixed
    for e in entities:
        if e.kind == "number" and not re.search(r"\d", e.text):
            continue
        f = _value_fact(sentence, e, book, seq, correcting)
        held = [k for k, g in facts.items() if g.value.lower() == e.text.lower()]
        holder = book.key_of_value(e.text)
        held += [holder] if holder else []
        if f is None and not held and not _STALE.search(sentence[: e.start]):
            f = _fallback_fact(e, seq)
        if f is not None and any(k != f.key and (set(f.key.split()) <= set(k.split()) or _same_turn(book, k, seq))
                                 for k in held):
            continue  # "the code is X" after "the flight booking code is X", or the reply's "Saved: X": an echo
        if f is not None and f.key not in facts:
            facts[f.key] = f
    for f in _clause_facts(sentence, seq):
        facts.setdefault(f.key, f)
    return list(facts.values())
