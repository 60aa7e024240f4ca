"""Facts stated as answers: the assistant asks about something, the user's next message gives its value.

"Who's your accountant these days?" / "That'd be Aoife Baptiste, why?" states
``accountant: Aoife Baptiste`` although the answer alone names no role. The
question gives two things: what the answer is about (its topic, the key) and
what kind of value it asks for (a name, a date, an amount, a number, a place, a
choice, a preference, something to avoid). The answer gives the value: the
first entity of that kind, or, for a choice, preference or restriction, the
phrase it opens with ("Oh, forward-facing seat in the quiet coach, easily.").
An answer that dodges ("not sure yet", "no idea") or asks back states nothing.
"""

from __future__ import annotations

import re

from ..models import Fact
from .entities import Entity
from .words import PETS, ROLES, head_noun, is_role, make_fact, normalize_key, shape_key, value_phrase

__all__ = ["answered_fact", "asked_about"]

# what a question asks for, in the order tried: (pattern, entity kinds that answer it or "phrase", fact kind)
_ASKS: tuple[tuple[re.Pattern[str], tuple[str, ...], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), kinds, kind) for p, kinds, kind in (
        (r"^(?:(?:and|so|oh|ok|okay|also|btw|by the way),?\s)*where\b", ("address",), "address"),  # before "rent"
        (r"\b(?:called|name|named)\b", ("name",), "person"),
        (r"\bwho(?:'s|\u2019s| is| was| are| did| do)?\b", ("name",), "person"),
        (r"\b(?:how much|come to|cost|costs|price|quote|quoted|charge|charging|budget|fee|rent|deposit|pay|paying)\b",
         ("amount",), "amount"),
        (r"\b(?:when|what date|what day|which day|what time|deadline)\b", ("date",), "date"),
        (r"\b(?:phone|mobile|landline|number for|contact number|ring|call them)\b", ("phone",), "phone"),
        (r"\b(?:where|address)\b", ("address",), "address"),
        (r"\b(?:code|reference|ref|number|id|handy|plate|registration|policy|account|tracking)\b",
         ("code", "number", "phone", "email", "url"), "id"),
        (r"\b(?:avoid|allergic|allergy|allergies|intolerant|can't eat|cannot eat|can't have|shouldn't eat|diet|limits?|"
         r"restrictions?|off-limits|rules?|factor in|bear in mind|conditions?|requirements?|must-haves?|deal ?breakers?|"
         r"non-negotiables?)\b",
         ("phrase",), "constraint"),
        (r"\b(?:decide|decided|decision|choose|chose|chosen|choice|pick|picked|go with|going with|went with|settle|"
         r"settled|opt|opted|opting)\b", ("phrase",), "decision"),
        (r"\b(?:usually|normally|prefer|preference|go for|favou?rite|like best|tend to|go-to|would you like|"
         r"would you prefer|do you fancy|what sort of|what kind of|which kind of|enjoy|like most|love most|"
         r"what style of)\b", ("phrase",),
         "preference"),
        (rf"\bwhich\s(?P<role>(?:[a-z-]+\s)?(?:{'|'.join(sorted(ROLES))}))\b", ("name",), "person"),  # "Which vet ...?"
    ))
_ASKED_TOPIC = re.compile(r"\b(?:the|your|our|my|his|her|their|[A-Z][a-z]+['\u2019]s)\s(?:new\s)?((?:[a-z0-9'\u2019-]+\s){0,3}?[a-z0-9'\u2019-]+?)"
                    r"(?:['\u2019]s\b|(?=\s(?:these days|by the way|actually|handy|called|named|would|will|is|was|be|"
                    r"going|again|now|then|at the moment|right now|you|come|cost|ever|need|needs|usually|normally|in|at|from)\b"
                    r"|\s?[,?]))", re.IGNORECASE)
_LOOSE_TOPIC = re.compile(r"\b(?:with|for|on|about)\s(?!(?:with|for|on|about)\b)((?:[a-z'\u2019-]+\s){0,2}?[a-z'\u2019-]+)(?=\s?[,?])",
                          re.IGNORECASE)
_WHO = re.compile(r"\banything\s((?:(?:your|the|our|my)\s)?[A-Za-z'\u2019-]+)\s(?:needs?|has|have|should|must)\b",
                  re.IGNORECASE)
# words an answer opens with that are not its value
_OPENERS = re.compile(r"^(?:(?:yep|yes|yeah|yup|oh|ooh|well|hmm+|um+|so|ok|okay|right|sure|honestly|definitely|"
                      r"probably|just|only|we did|i did|we have|i have|we decided|it's|it is|that'd be|that would be|"
                      r"that's|that is|here|hang on|ha|haha|lol|ah|aha|always|usually|mostly|mainly|basically|i think|i guess|"
                      r"re your question|"
                      r"to answer your question|in answer to your question|answering your question|since you asked|"
                      r"you asked|as for your question|to your question)"
                      r"\b[\s,.:!\u2026\u2013\u2014-]*)+", re.IGNORECASE)
_DODGES = re.compile(r"^(?:not|no idea|no clue|dunno|don't|do not|haven't|have not|nothing|none|nobody|i|we|you|"
                     r"they|he|she|it|that|this|there|what|why|how|who|when|where|maybe|still|not yet|good question)\b",
                     re.IGNORECASE)


_KIND_OF = re.compile(r"\b(?:a|any|an)\s((?:[a-z-]+\s){0,2}?[a-z-]+)\s(?:preference|choice|pick|favou?rite)\b"
                      r"|\bwhat\s(?:style|kind|sort|type)s?\sof\s((?:[a-z-]+\s)?[a-z-]+)(?=\s(?:do|does|did|would|are|is)\b)",
                      re.IGNORECASE)
_BUT_NOT = re.compile(r",\s(?:no|not|never|without)\s[\w'-]+(?:\s[\w'-]+){0,3}(?=[.,;!?]|$)", re.IGNORECASE)
_CHOICE_OF = re.compile(r"^(?:preference|choice|decision|favou?rite|pick|go-to|usual)\s(?:for|of|on|about|with)\s")
_NO_TOPIC = frozenset(("", "way", "moment", "end", "preference", "choice", "decision", "favourite", "favorite", "pick",
                       "go-to", "usual"))


def asked_about(question: str) -> tuple[str, tuple[str, ...], str] | None:
    """(topic, answering entity kinds or ("phrase",), fact kind) of a question, or None when it asks for nothing
    rollmem can key ("How are you?")."""
    question = question.strip()
    if not question.endswith("?"):
        return None
    clause = re.split(r"[.!;]\s", question)[-1]  # the question itself, not what the reply said before it
    for pattern, kinds, kind in _ASKS:
        if not (asking := pattern.search(clause)):
            continue
        if "role" in pattern.groupindex:  # the role asked about is the topic: "Which vet has been seeing the birds?"
            return normalize_key(asking.group("role")), kinds, kind
        if kind == "constraint":
            who = _WHO.search(clause)
            return (normalize_key(who.group(1)) if who else "", kinds, kind)
        topics = [_CHOICE_OF.sub("", t) for t in (normalize_key(m.group(1)) for m in _ASKED_TOPIC.finditer(clause))]
        topics = [t for t in topics if t not in _NO_TOPIC]
        topics = topics or [normalize_key(m.group(1)) for m in _LOOSE_TOPIC.finditer(clause)]  # "your preference for X"
        topics = topics or [normalize_key(m.group(1) or m.group(2)) for m in _KIND_OF.finditer(clause)]  # "a flower preference",
        # "what style of problems"
        topics = [t for t in topics if t and t not in _NO_TOPIC]
        if not topics:
            return None
        return topics[-1] if kind in ("preference", "decision") else topics[0], kinds, kind
    return None


def answered_fact(question: str, sentence: str, entities: list[Entity], seq: int) -> Fact | None:
    """The fact ``sentence`` states by answering ``question`` (the assistant's last sentence), or None. Its key
    is shaped as a statement's would be, so an answer and a later correction of it get the same key."""
    asked = asked_about(question)
    if asked is None or sentence.lstrip().startswith(("No,", "Nope", "Not ")):
        return None
    topic, kinds, kind = asked
    if kinds != ("phrase",):
        found = next((e for e in entities if e.kind in kinds), None)
        if found is None:
            return None
        if kind == "person":
            head = topic.split()[-1] if topic else ""
            if head in PETS or any(w in PETS for w in topic.split()):
                return make_fact(shape_key(topic, "person"), found.text, "pet", seq)
            if not is_role(head) and not topic.endswith("name"):
                return None  # "who did you meet?": a name, but of nobody in particular
            return make_fact(shape_key(topic, "person"), found.text, "person", seq)
        return make_fact(shape_key(topic, kind), found.text, kind, seq)
    text = _OPENERS.sub("", sentence.strip())
    value = value_phrase(text, 8)  # "no overnight trains" is the value; its head noun says what it is about
    if value and (more := _BUT_NOT.match(text, text.find(value) + len(value))):
        value += more.group(0)  # "white peonies, no roses": what is not wanted is part of the taste
    bare = re.sub(r"^(?:avoid|definitely no|absolutely no|strictly no|no)\s", "", value, flags=re.IGNORECASE)
    if kind == "constraint" and re.match(r"(?:avoid|definitely|absolutely|strictly)\s", value, re.IGNORECASE):
        value = bare
    if not value or _DODGES.match(bare) or "?" in sentence.split(value, 1)[-1][:2]:
        return None
    head = head_noun(bare)
    if not head:
        return None
    if kind == "constraint":
        owner = f"{topic} " if topic and topic not in ("you", "your") else ""
        return make_fact(f"{owner}{head} constraint", value, "constraint", seq)
    suffix = "choice" if kind == "decision" else "preference"
    return make_fact(f"{head_noun(topic) or head} {suffix}", value, kind, seq)
