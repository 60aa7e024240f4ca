"""Words the fact extractor knows: roles, pets, determiners, and the phrase helpers both kinds of facts use."""

from __future__ import annotations

import re

from ..models import Fact

DETERMINERS = frozenset("the teh a an my our your his her their its this that these those".split())  # "teh": a typo

DROP_WORDS = frozenset("new updated current correct actual final latest revised original old exact real full "
                       "same official confirmed proper right usual agreed corrected".split())

ROLES = frozenset("""
chair warden head priest imam rabbi captain chief midwife guardian sponsor mentor rep godmother godfather
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
roofer painter decorator carpenter tiler plasterer mover movers groomer walker sitter bridesmaid groomsman usher
witness registrar celebrant caseworker osteopath chiropractor midwife
""".split())

PETS = frozenset("""
dog puppy pup cat kitten kitty rabbit bunny hamster guinea pig parrot budgie bird fish goldfish horse pony tortoise
turtle snake lizard gecko ferret rat mouse chinchilla hedgehog pet gerbil cockatiel canary axolotl iguana dragon
greyhound lurcher whippet terrier spaniel labrador retriever collie poodle beagle pug dachshund sheepdog husky
tabby moggy hen chicken duck goat donkey lamb
russell kelpie griffon schnauzer corgi staffy cavoodle labradoodle cockapoo chihuahua bulldog rottweiler doberman dalmatian
vizsla weimaraner malamute samoyed akita shiba mutt pooch ragdoll siamese sphynx parakeet cockatoo macaw alpaca mare gelding
""".split())

CLAUSE_END = re.compile(r"\s*(?:[;!?()\u2014\u2013]|[.,](?!\d)|\s-\s|\sand\b(?=\s(?i:i|we|you|he|she|they|it|i'm|we're|you're|it's|he's|she's|they're|i've|we've|i'll|we'll|that|this|then|so|also|now|there|my|our|his|her|their|will|would|can|could|should|is|are|was|were)\b)|\s(?:but|because|since|so|which|as|while|when|if|"
                         r"though|although|unless|until|or|then|instead(?!\sof)|in the end|after all)\b)")

_AGENT = re.compile(r"[a-z]{3,}(?:er|or|ist|ian|ant|ent|ee)$|[a-z]{3,}(?:man|woman|person)$")  # "chairman"

TRAILING = frozenset("instead now then too again please anyway either though yet today yesterday tomorrow tonight "
                     "already somewhere".split())

NOUN_BREAK = frozenset("in at on from for with near by over to of under into about during than rather this next before after "
                       "until till".split())


def singular(word: str) -> str:
    if len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


def normalize_key(text: str) -> str:
    """Lower case, possessives split, determiners and 'new'/'updated'-like words dropped, single spaces."""
    text = re.sub(r"['\u2019]s\b", " ", text.lower())
    words = [w for w in re.findall(r"[^\W_][\w'\u2019&-]*", text) if w not in DETERMINERS and w not in DROP_WORDS]
    while words and words[-1] in TRAILING:
        words.pop()
    return " ".join(words)


def phrase_after(text: str, limit: int = 8) -> str:
    """The noun phrase or clause that follows, up to the first clause break, at most ``limit`` words."""
    m = CLAUSE_END.search(text)
    phrase = text[: m.start()] if m else text
    words = phrase.split()[:limit]
    while words and words[-1].lower().strip(".,!?") in TRAILING and not (
            len(words) > 1 and words[-2].lower() == "for" and words[-1].lower().strip(".,!?") == "now"):
        words.pop()  # "... for now" stays: a choice made for now is not the same as one made
    return " ".join(words).strip(" .,:;!?\"'")


_CUE_TAIL = re.compile(r"(?:,?\s(?:every time|each time|every single time|always|nearly always|for me|for us|without fail|"
                       r"hands down|any day|easily|please|instead|nothing else|not negotiable))+$", re.IGNORECASE)


def value_phrase(text: str, limit: int = 8) -> str:
    """The value a topic is given: its whole clause (:func:`clause_extent`: "strong tea, no sugar", "window seat on
    long flights, aisle on short ones"), without "every time"-like cues."""
    return _CUE_TAIL.sub("", clause_extent(text, max(limit, 16))).strip(" ,")


# A clause's extent, the one reading every phrase-valued fact shares: a decision, taste or limit is a whole clause
# ("writing the discussion chapter before the methods", "window seat on long flights, aisle on short ones",
# "allergic to ibuprofen so only paracetamol", "can't run more than three days in a row because of my left knee").
# It ends where the sentence does (;!?, brackets, a full stop, a dash between words), where a relative or condition
# starts ("which", "if", "and then"), where the speaker turns to the listener ("can you", "thoughts"), or at a
# comma, "so", "because" or "but" unless what follows carries the clause on: a rider (", not live edits",
# ", no shellfish", "so only paracetamol", "because of my knee", "but i eat eggs") or a short parallel part with no
# subject or verb of its own (", aisle on short ones").
_EXTENT_END = re.compile(r"[;!?()\[\]\n\"\u201c\u201d]|\.(?=\s|$)|\s(?:--|[-\u2013\u2014])\s"
                         r"|\s(?:and\s)?(?:which|if|and then|can you|could you|would you|do you|what do you|thoughts|any ideas|"
                         r"help me|anyway|unrelated|other thing|also)\b"
                         r"|\sand\s(?=(?:i|we|you|he|she|they|it|i'm|we're|you're|he's|she's|they're|it's|i've|we've|i'll|"
                         r"we'll|that's|there's)\b)|,\s|\s(?:so|because|but|though|although)\s"
                         # a new subject, as dictation runs one clause into the next ("... Weronika Mazur they already talk")
                         r"|\s(?=(?:i|you|he|she|we|they|i'm|i've|i'll|i'd|you're|he's|she's|we're|they're|it's|that's|"
                         r"there's)\s)", re.IGNORECASE)
# what may open a clause inside another, so its subject does not start a new one: "... when I'm offshore"
_OPENS_CLAUSE = frozenset("when if because while until as since before after where that whenever unless though "
                         "although once than so and but or like what who which whether how".split())
_EXTENT_TAIL = re.compile(r"(?:,?\s(?:in the end|at last|finally|for sure|lol|haha|tbh|honestly|i guess|i think|"
                          r"end of discussion|end of story|no going back|final answer|done deal|that's final|non-negotiable))+$",
                          re.IGNORECASE)
_RIDER = re.compile(r"(?:not|no|never|nothing|only|except|without|with|plus|and not|but not)\b", re.IGNORECASE)
_SO_RIDER = re.compile(r"(?:only|no|nothing|never|just)\b", re.IGNORECASE)
_BECAUSE_RIDER = re.compile(r"of\s(?:my|his|her|their|our|the|a|an)\s", re.IGNORECASE)
# words that start a clause of its own after a comma: a subject, an auxiliary, a question, the listener, a filler
_OWN_CLAUSE = frozenset("i i'm im i've i'll i'd you you're your he he's she she's we we're we've we'll they they're it it's "
                        "that's there there's is are was were will would can could should shall do does did has have "
                        "had what how why when where who which lol haha thanks please pls ok okay btw also anyway "
                        "unrelated though thoughts help sorry so then and done yeah yes me us him them my his our their "
                        "got get gets went goes said says say told tells think thinks thought know knows knew seems seem "
                        "looks made makes came comes want wants need needs feel feels felt took takes gave gives let "
                        "lets".split())
_PART_END = re.compile(r"[,;!?()\[\]\n]|\.(?=\s|$)|\s(?:--|[-\u2013\u2014])\s")
# what opens an aside, not a parallel part: ", after a long chat", ", mostly for the price"
_ASIDE_OPENERS = frozenset("after before mostly mainly partly largely especially probably maybe hopefully for due thanks given as "
                   "at in on by from since until like just even still apparently obviously basically honestly actually "
                   "really which who where when while whatever".split())
_REMARK = frozenset("it's that's you is are was will can what how why".split())  # "but it's decided": a remark
_ABBREVIATIONS = ("a.m", "p.m", "st", "dr", "mr", "mrs", "ms", "no", "vs", "etc", "approx", "e.g", "i.e")


def _carries_on(rest: str, joint: str) -> bool:
    """Whether the words after a comma, "so", "because" or "but" (``rest``) carry the clause on."""
    words = re.findall(r"[\w'\u2019%-]+", _PART_END.split(rest, maxsplit=1)[0])
    if not words:
        return False
    if joint == ",":
        if _RIDER.match(rest):
            return True
        return 2 <= len(words) <= 5 and words[0].lower() not in _ASIDE_OPENERS and not any(
            w.lower().replace("\u2019", "'") in _OWN_CLAUSE or (len(w) > 4 and w.lower().endswith("ed")) for w in words)
    if joint == "so":
        return bool(_SO_RIDER.match(rest))
    if joint == "because":
        return bool(_BECAUSE_RIDER.match(rest)) and len(words) <= 6
    # "but": a short rider that is no question or remark ("but i eat eggs", not "but it's decided")
    return len(words) <= 5 and not any(w.lower() in _REMARK for w in words)


def clause_extent(text: str, limit: int = 18) -> str:
    """The clause ``text`` starts with, to where it ends (see above), at most ``limit`` words."""
    at = 0
    while True:
        m = _EXTENT_END.search(text, at)
        if m is None:
            end = len(text)
            break
        token = m.group(0).strip().lower()
        if not token:  # a subject: a new clause, unless what comes before it opens one inside this
            before = text[: m.start()].split()
            if not before or before[-1].lower() in _OPENS_CLAUSE:
                at = m.end() + 1  # (past the subject's first letter: the zero-width match would find it again)
                continue
        if token == "." and text[: m.start()].lower().endswith(_ABBREVIATIONS) and m.end() < len(text):
            at = m.end()
            continue
        joint = "," if token == "," else token
        if joint in (",", "so", "because", "but") and _carries_on(text[m.end():], joint):
            at = m.end()
            continue
        end = m.start()
        break
    words = text[:end].split()[:limit]
    return _EXTENT_TAIL.sub("", " ".join(words).strip(" .,:;!?\"'")).strip(" ,")


# where a noun phrase ends: a pronoun, an auxiliary, a conjunction, a preposition or a determiner starts what follows
_NP_STOPS = frozenset("we they i you he she it we're they're it's i'm you're he's she's is are was were has have had "
                      "will would can could came comes come got gets and but or so then which that who because since "
                      "as please at in on for from to of my our his her their the a an".split())


def noun_phrase(phrase: str) -> str:
    """The words of ``phrase`` before the first that cannot be part of its noun phrase: 'tree nuts is out' -> 'tree nuts'."""
    words = phrase.split()
    for i, w in enumerate(words):
        if i and w.lower() in _NP_STOPS:
            return " ".join(words[:i])
    return " ".join(words)


def head_noun(phrase: str) -> str:
    words = [w for w in re.findall(r"(?<![\w'\u2019-])[^\W\d_][\w'\u2019-]*", phrase_after(phrase).lower())
             if w not in DETERMINERS]
    for i, w in enumerate(words):
        if i > 0 and (w in NOUN_BREAK or (i > 1 and _PARTICIPLE.fullmatch(w))):  # "a printed agenda sent the night before"
            words = words[:i]
            break
    words = [w for w in words if w not in DROP_WORDS]
    return singular(words[-1]) if words else ""


_PARTICIPLE = re.compile(r"[a-z]{4,}ed|sent|made|done|given|taken|written|bought|built|kept|left|sold|told|paid")


def is_role(word: str) -> bool:
    word = re.sub(r"^(?:co|ex|vice|step|sub|deputy|assistant)-", "", word)  # "co-supervisor", "ex-landlord"
    return word in ROLES or bool(_AGENT.match(word))


def make_fact(key: str, value: str, kind: str, seq: int) -> Fact | None:
    key, value = key.strip(), value.strip(" .,;:!?\"'")
    if not key or not value or len(key) > 80 or len(value) > 200:
        return None
    return Fact(key=key, value=value, kind=kind, seq=seq)


LINKS = ("of", "for", "with", "from", "on")
# a verb that makes a phrase a clause: "the boiler is broken", "he's our solicitor", "the one she said"
VERB_WORDS = re.compile(r"(?i)\b(?:is|are|was|were|be|been|has|have|had|will|would|can|could|should|did|does|do|"
                        r"don't|didn't|isn't|wasn't|won't|got|gets|went|goes|came|said|says)\b|['\u2019](?:s|re|ve|ll|d)\b")
# tails that name the same thing: mapped to one spelling so a restatement supersedes
_SYNONYMS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (r"\b(?:booking reference|booking ref|booking number|confirmation code|confirmation number|confirmation|"
     r"record locator|locator|pnr)$", "booking code", ("id",)),
    (r"\b(?:reference number|reference code|ref number|ref)$", "reference", ("id",)),
    (r"\b(?:phone number|telephone number|mobile number|cell number|contact number|landline|phone|telephone|mobile|cell|"
     r"number|tel)$", "phone", ("phone",)),
    (r"\b(?:email address|e-mail address|e-mail|email|mail)$", "email", ("id",)),
    (r"\b(?:home|street|postal|mailing|delivery|physical)\s(?=address$)", "", ("address",)),
    (r"\bappt$", "appointment", ("date", "other")),
)


def _flip(words: list[str]) -> list[str]:
    """'code for the flight' -> 'flight code': what a phrase is of or for goes first."""
    for i, w in enumerate(words):
        if w in LINKS and 0 < i < len(words) - 1:
            if words[i + 1] in ("me", "us", "you", "him", "her", "them"):  # "the code for me": the code
                return words[:i]
            return words[i + 1:] + words[:i]
    return words


def shape_key(subject: str, kind: str) -> str:
    """A fact's key from the words naming what it is about: normalised, "X for the Y" turned to "Y X", synonyms
    spelled one way, and the kind's label last ("the garage's number" -> ``garage phone``), so every way of
    stating the same thing, and the answer to a question about it, gets the same key."""
    words = normalize_key(subject).split()
    if len(words) > 2 and words[0] in ("version", "copy", "edition") and words[1] == "of":  # "new version of the X"
        words = words[2:]
    key = " ".join(_flip(words))
    for pattern, repl, kinds in _SYNONYMS:
        if kind in kinds:
            key = re.sub(pattern, repl, key).strip()
    words = key.split()
    words = [w for w in words if w not in ("details", "info", "information")] or words  # "new plumber details: V"
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
