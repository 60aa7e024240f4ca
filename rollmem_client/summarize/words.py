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

NOUN_BREAK = frozenset("in at on from for with near by over to of under into about during than rather this next".split())


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
# what a value phrase carries on with after a comma: "strong tea, no sugar", "aisle seat, not the window"
_CARRIES_ON = re.compile(r",\s(?:no|without|with|extra|plus|never|not)\s[\w'-]+(?:\s[\w'-]+)?(?=[,.;!?]|$)", re.IGNORECASE)


def value_phrase(text: str, limit: int = 8) -> str:
    """The value a topic is given: its phrase, with a ", no sugar"-like rider, without "every time"-like cues."""
    phrase = phrase_after(text, limit)
    at = text.find(phrase)
    rider = _CARRIES_ON.match(text, at + len(phrase)) if phrase and at >= 0 else None
    if rider:
        phrase = text[at: rider.end()]
    return _CUE_TAIL.sub("", phrase).strip(" ,")


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
    words = [w for w in re.findall(r"(?<![\w'\u2019-])[A-Za-z][\w'\u2019-]*", phrase_after(phrase).lower())
             if w not in DETERMINERS]
    for i, w in enumerate(words):
        if w in NOUN_BREAK and i > 0:
            words = words[:i]
            break
    words = [w for w in words if w not in DROP_WORDS]
    return singular(words[-1]) if words else ""


def is_role(word: str) -> bool:
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
