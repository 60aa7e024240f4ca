"""Facts whose value is a phrase, not an entity: decisions, preferences, allergies, diets, constraints.

Also :func:`signals`, which tells the summarizer how many kinds of commitment a
sentence carries (it scores sentences by it), and the correction markers.
"""

from __future__ import annotations

import re

from ..models import Fact
from .entities import NOT_NAMES, VALUE_KIND, find_entities
from .words import (
    DETERMINERS,
    DROP_WORDS,
    NOUN_BREAK,
    PETS,
    TRAILING,
    VERB_WORDS,
    clause_extent,
    head_noun,
    is_role,
    make_fact,
    noun_phrase,
    phrase_after,
    shape_key,
    singular,
    value_phrase,
)

CORRECTION = re.compile(
    r"\b(?:actually|correction|sorry,? i meant|i meant|scratch that|update|changed|change of plan|moved|"
    r"rescheduled|pushed|no longer|not anymore|any more|instead|rather than|switched|is now|are now|now on|"
    r"new (?:address|number|date|code|time)|wrong|mistake|typo|now(?!\sthat\b)|replacing|replaces|revised|reissued|scrap|"
    r"the new one|has changed|have changed|mixed it up|mixed up|out of date|isn't|wasn't|after all|turns out|turned out|"
    r"ended up being|recalculated|reissued|re-issued|misread|misheard|"
    r"(?:got|been) cancell?ed)\b|,\s*not\b",
    re.IGNORECASE)
# the narrower test a noted clause is held to: a sentence that amends an earlier one (CORRECTION's "now" and "update"
# alone do not: "my rule now is ...", "Update: we're doing X, for the record" note a fact)
AMENDS = re.compile(r"\b(?:actually|correction|sorry|i meant|scratch that|instead|wrong|mistake|typo|changed|moved|"
                    r"rescheduled|no longer|rather than|switched|out of date|mixed (?:it )?up)\b|,\s*not\b", re.IGNORECASE)
_DECISION = re.compile(
    r"\b(?:we|i|they)(?:'ve|'ll|'re|'d| have| will| are| would| had)?\s(?:finally\s|now\s|just\s|officially\s)?"
    r"(?:decided (?:to go with|on|to book|to take|to get|to use|to hire|to rent|to buy|to keep|to)|(?:are )?going"
    r" (?:with|for|w/?)|go (?:with|for)|went (?:with|for)|settled on|opted for|chose|picked|booked|switched to|"
    r"agreed (?:on|to)|committed to|signed (?:up for|with)|locked in|chosen|gone (?:with|for)|decided(?=\s(?:a|an|the|our|my)\s))\s"
    r"|\blet's (?:go with|go for|book|do|pick|take|use|stick with)\s"
    r"|\b(?:the|our|my) (?:final )?(?:decision|choice|pick|plan) (?:is|was) (?:to\s)?"
    r"|\b(?:settled it|decided|decision|final decision|verdict|the winner|settled|agreed)"
    r"(?:\s(?:this week|today|now|at last|finally|so far))?\s?:\s"
    r"|(?:^|[,.;:!?]\s)(?:ok\s|okay\s|so\s|right\s)?(?:going|gone)\s(?:with|for)\s(?=[^.;!?]{1,60}\sfor\s(?:the|our|my)\s)"
    r"|\b(?:it's|it is|it'll|it will)\s(?:going to |gonna )?be\s(?=(?:the\s|(?-i:[A-Z]))[^.;!?]{0,60}?\sfor\s(?:the|our|my)\s)"
    r"|\b(?:decided on|settled on|opted for|went with|ended up (?:going with|going for|with|choosing|picking|taking|"
    r"booking|buying))\s", re.IGNORECASE)
_PREFERENCE = re.compile(
    r"\b(?:i|we|[a-z]+)(?:'d| would) (?:really |much |still |now |actually )?rather(?: have)?\s"
    r"|\b(?:i|we|[a-z]+) (?:really |much |strongly |still |now |actually )?(?:prefers?|"
    r"hates?|dislikes?|can't stand|cannot stand|don't like|do not like|doesn't like|does not like|"
    r"don't want|do not want|always want|"
    r"always order|always get|always take|never want|only (?:eat|drink|want|use))\s"
    r"|\b(?:i|we)(?:'d| would)\s(?:always\s|usually\s)?(?:go for|pick|choose|take|go with)\s", re.IGNORECASE)
_SUITS = re.compile(r"(?:^|[,.:;!?]\s|\b(?:honestly|really|personally|generally)\s)"
                    r"(?!(?:that's|that is|this is|it's|it is)\b)((?:[\w'-]+\s){0,6}?[\w'-]+)(?<!\sthat)(?<!\swhich)\s"
                    r"(?:(?:suits?|works?)\s(?:me|us)\s(?:best|better|fine|well)|(?:is|are)\s(?:the\s)?(?:best|ideal|perfect)"
                    r"\sfor\s(?:me|us))\b", re.IGNORECASE)
# what an allergy stated after its allergen refers to: "no X", "avoid X", "careful with X", "anything with X is out"
_FOR_THE = re.compile(r"\sfor\s(?:the|our|my)\s((?:[a-z-]+\s){0,2}[a-z-]+)$", re.IGNORECASE)
_FOR_ANY = re.compile(r"\bfor\s(?:the|our|my)\s((?:[a-z-]+\s){0,2}[a-z-]+)", re.IGNORECASE)
# a preference stated without a verb: "X, every time, for me", "X is my go-to"
_MINE = re.compile(r"(?:^|[,.:;!?]\s)((?:[\w'-]+\s){0,6}?[\w'-]+),?\s(?:every time|always|any day|hands down|each time|"
                   r"every day|all the way),?\s(?:for|with)\s(?:me|us)\b"
                   r"|(?:^|[,.:;!?]\s)((?:[\w'-]+\s){0,4}?[\w'-]+)\s(?:is|are)\s(?:always\s)?(?:my|our)\s(?:go-to|first choice|"
                   r"usual|preference|pick)\b"
                   r"|(?:^|[,.:;!?]\s)((?:[\w'-]+\s){0,6}?[\w'-]+)(?:,\s(?:always|every time))?\s[-\u2013\u2014,]\s(?:that's|that is|"
                   r"it's)\s(?:always\s)?(?:my|our|his|her|their|[a-z]+['\u2019]s)\s(?:[a-z-]+\s){0,2}?(?:go-to|first choice|usual|preference|pick)\b"
                   r"|\b(?:i|we|he|she|they|[a-z]+)\s(?:do\s|really\s|much\s|has always\s|have always\s|always\s)?"
                   r"(?:like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed)\s((?:[\w'-]+\s){0,7}?[\w'-]+)\s"
                   r"(?:best|most|the most)\b"
                   r"|\b(?:i|we|he|she|they)\s(?:learn|learns|work|works|sleep|sleeps|study|studies)\sbest\s(?:with|in|on|at)\s"
                   r"([\w'-]+)"
                   r"|\b(?:my|our)\s(?:[a-z-]+\s){0,3}?preference\b[^:.;]{0,30}:\s((?:[\w'-]+\s){0,6}[\w'-]+)"
                   r"|\basks?\sabout\s(?:my|our)\s(?:[a-z-]+\s){0,2}[a-z-]+,\s(?:tell them|say|it's)\s"
                   r"((?:[\w'-]+\s){0,6}?[\w'-]+)(?=\s(?:please|thanks)|[.,;!]|$)", re.IGNORECASE)
# a decision stated value first: "X won", "X got the vote for the car", "it's X, final answer"
_CHOSEN = re.compile(r"(?:^|[,.:;!?\u2014\u2013-]\s)(?:it's\s|it is\s)?((?:[\w'-]+\s){0,5}?[\w'-]+)(?:,\s|\s)(?:(?:won|wins|got the "
                     r"vote|came out on top|is the winner|final answer|final decision|no going back)\b"
                     r"|it is(?:!|,?\s(?:then|for)\b))", re.IGNORECASE)  # "X it is, for the Y"
_AVOIDED = re.compile(r"\b(?:no|avoid|without|skip|with|containing)\s((?:[a-z-]+\s){0,2}[a-z-]+)"
                      r"(?=[\s,.:;!]|$)", re.IGNORECASE)
_OWN_ALLERGY = re.compile(r"\b(?:(?i:my|his|her|their|our)|(?P<who>[A-Z][a-z]+)['\u2019]s)\s"
                          r"(?P<a>(?:[\w-]+\s){0,2}?[\w-]+)\s(?P<w>allergy|allergies|intolerance)\b")
_NOT_ALLERGENS = frozenset("own new old bad worst mild severe serious food seasonal usual".split())
_ALLERGY = re.compile(r"\b(?:allergic|intolerant|allergy|allergies|sensitive)(?:\s+to\s+|\s+|\b)", re.IGNORECASE)
_DIET = re.compile(r"\b(?:i'm|i am|we're|we are|he's|she's|they're|[A-Z][a-z]+ is)\s(?:now |strictly |fully |"
                   r"still |also |a |an |(?P<mostly>mostly |mainly |largely |basically |pretty much |sort of |kind of ))?(vegetarian|vegan|pescatarian|gluten-free|lactose[- ]intolerant|"
                   r"dairy-free|kosher|halal|keto|teetotal|sober|diabetic|coeliac|celiac|pregnant)\b", re.IGNORECASE)
_CONSTRAINT = re.compile(
    r"\b(?:i|we|he|she|they|(?-i:[A-Z])[a-z]+)\s(?:can't|cannot|can not|mustn't|must not|won't be able to|am unable to|"
    r"are unable to|is unable to|shouldn't|should not|never|don't|do not|doesn't|does not)\s"
    r"(?=(?:eat|drink|fly|drive|travel|work|climb|take|have|go|use|do|handle|tolerate|lift|walk|be|attend|"
    r"make|stand|manage|sit|bend|carry|swim|leave|exceed|go)\b)", re.IGNORECASE)
# a limit said of a thing: "the monthly payment has to stay under what we pay now", "the Kapoor order has to be
# completely nut-free", "the extension can't go beyond 4 metres from the back wall"
_MUST_STAY = re.compile(r"(?:^|[,;:]\s|\b(?:that|is|remember|rule|thing)\s)(?P<value>(?:the|my|our|his|her|their)\s"
                        r"(?P<np>(?:[\w'\u2019-]+\s){0,3}?[\w'\u2019-]+)\s(?:has\sto|have\sto|must|needs\sto|need\sto|"
                        r"can't|cannot|can\snot|mustn't|must\snot)\s(?:stay|be|remain|go|exceed|come|start|finish|end|"
                        r"include|contain|have)\b[^.;!?]+)", re.IGNORECASE)
def _limited(phrase: str) -> str:
    """What a limit is about, from the words after its modal: "drive at night" -> night; "run more than three days in
    a row" -> run (a limit of how much is keyed by what is limited)."""
    verb, _, rest = re.sub(r"\s(?:any\s?more|any\slonger)$", "", phrase, flags=re.IGNORECASE).partition(" ")
    return singular(verb.lower()) if rest.split()[:1] and rest.split()[0].lower() in _HOW_MUCH else head_noun(rest)


_HOW_MUCH = frozenset("more less fewer over under past beyond longer further much many than at before after until till for "
                      "without".split())
# "I can't eat gluten and my sister doesn't eat pork": two limits, each its own
_NEW_SUBJECT = re.compile(r"\s(?:and|or)\s(?=(?:i|we|he|she|they|my|his|her|their|our|the)\b)", re.IGNORECASE)
_FAVOURITE = re.compile(r"\b(?:my|our|his|her|their|[A-Z][a-z]+'s)\s(favou?rite|preferred|usual|go-to)\s"
                        r"((?:[a-z]+\s)?[a-z]+)\s(?:is|are|was|has always been)\s(?:now\s|actually\s)?", re.IGNORECASE)


_NP_WORDS = r"(?:[\w'\u2019-]+\s){0,3}?[\w'\u2019-]+"
# a value that restricts: "no drilling", "nothing after 2pm", "ground floor only", "never on Sundays"
_RESTRICTED = r"(?:(?:no|nothing|never|not|only|strictly)\s[^.;!?]+|[^.;!?,:]{1,40}?\sonly\b[^.;!?]*)"
# "Note to self — coffee: V": a note about a topic that is no name, number or code (those are the entities')
_NOTE = (r"\bnote to self\s?[-\u2013\u2014:]\s?(?P<topic>(?!(?:[\w'-]+\s){0,3}?(?:name|number|phone|address|code|ref|"
         rf"date|id|claim|email)\b){_NP_WORDS})\s?:\s")
_LIMITING = r"(?:no|never|nothing|only|avoid|coeliac|vegan|vegetarian|halal|kosher|gluten|dairy|nut)"  # a note's limit
_SLOT_WORDS = r"(?:[\w'\u2019-]+\s){0,3}?"  # the words before a slot noun: "usual coffee", "paint"
# what may follow the slot noun before its value: "for the reunion dance", "for afterwards", "at the café", then
# "is" / "will be" / "is going to be"
_SLOT_TAIL = (r"(?:\s(?:of|for|at|in|on|with|about|regarding)\s(?P<scope>[^,.;:!?]{1,40}?))?\s(?:is going to be|will be|would be|has to be|is)\s"
              r"(?:always\s|now\s|definitely\s)?(?P<value>[^.;!?]+)")
_DET = r"(?:(?:the|my|our|teh)\s)?"
# a preference, decision or restriction stated by its topic and value, no verb of choosing:
# (pattern, kind, cue the sentence must also hold or None); named groups topic (optional) and value
_TOPIC_VALUE: tuple[tuple[re.Pattern[str], str, re.Pattern[str] | None], ...] = tuple(
    (re.compile(p, re.IGNORECASE), kind, re.compile(cue, re.IGNORECASE) if cue else None) for p, kind, cue in (
        # "When it comes to pizza, sourdough every time", "Whenever there's a choice about cake, put me down for V"
        (rf"\b(?:when it comes to|whenever there's a choice (?:about|of)|if there's a choice (?:about|of))\s{_DET}"
         rf"(?P<topic>{_NP_WORDS}),\s(?:(?:put me down for|it's|it has to be|i'll (?:always )?(?:have|take|go for))\s)?"
         rf"(?P<value>[^.;!?]+)", "preference",
         r"\b(?:every time|each time|always|for me|for us|without fail|hands down|any day|put me down|every single time)\b"),
        # "for me it's the aisle, every time"
        (r"\bfor (?:me|us),?\s(?:it's|it is|it has to be)\s(?:always\s)?(?P<value>[^.;!?]+)", "preference",
         r"\b(?:every time|each time|always|without fail|hands down|any day)\b"),
        # "The one thing I'm fussy about is tea: V", "my go-to for train travel is V", "booking flights for me: V"
        (rf"\b(?:fussy|picky|particular|precious)\sabout(?:\sis)?\s{_DET}(?P<topic>{_NP_WORDS})\s?[:\u2014-]\s"
         rf"(?P<value>[^.;!?]+)", "preference", None),
        (rf"\b(?:my|our)\s(?:go-to|usual|default|first choice|preference|pick)\sfor\s{_DET}(?P<topic>{_NP_WORDS})\s"
         rf"(?:is|are|has to be|would be)\s(?P<value>[^.;!?]+)", "preference", None),
        (rf"\b(?P<topic>{_NP_WORDS})\sfor\s(?:me|us)\s?[:\u2014]\s(?P<value>[^.;!?]+)", "preference", None),
        (rf"(?:^|[,.;:!?]\s|\b)for\s{_DET}(?P<topic>(?:[\w'-]+\s)?[\w'-]+),?\s(?:it's|it is|it has to be)\s(?:always\s)?"
         rf"(?P<value>[^.;!?]+?)\s(?:for me|for us)\b", "preference", None),
        (r"(?:^|[:;,]\s)(?:(?:the|my|our|his|her|[a-z]+['\u2019]s)\s)?(?P<topic>(?:[\w'-]+\s){0,3}?[\w'-]+)\s=\s"
         r"(?P<value>[^.;!?]+)", "preference", None),  # "the doctor's rule for me = no alcohol"
        # a taste under a label: "for flights: V", "me and planes: V", "seat preference if you're booking: V",
        # "food-wise i'm V", "diet thing for the record: V"
        (r"(?:^|[,.;!?]\s|\b(?:btw|also|and|oh|so|but)\s)for\s(?!(?:this|thus|years|ages|days|weeks|months|hours|"
         r"minutes|details|reference|records|example|instance|context|now)\b)(?P<topic>[a-z]{3,}s)\s?:\s(?P<value>[^.;!?]+)",
         "preference", None),
        (r"\bme\sand\s(?:the\s|my\s)?(?P<topic>[a-z]+)\s?:\s(?P<value>[^.;!?]+)", "preference", None),
        (r"\b(?P<topic>[a-z]+)\spreference(?:\s(?:if|when|for|in\scase|while)\b[^:.;!?]{0,40})?\s?:\s(?P<value>[^.;!?]+)",
         "preference", None),
        (r"\b(?P<topic>[a-z]+)-wise,?\s(?:(?:i'm|i\sam|we're|we\sare)\s)?(?P<value>[^.;!?]+)", "preference", None),
        (r"\b(?P<topic>(?!(?:other|one|last|first|next|funny|weird|random|main|only|same|big|good|bad|whole|real|"
         r"important|annoying|worst|best|new|old|little|small|another|the|this|that|any|some)\b)[a-z]+)\s(?:thing|stuff)"
         r"(?:\sfor\sthe\srecord)?\s?:\s(?P<value>[^.;!?]+)", "preference", None),
        # a taste the listener is asked to keep: "can you remember i like V?", "remember that we prefer V"
        (r"\b(?:remember|note|bear in mind|keep in mind)\s(?:that\s)?(?:i|we)\s(?:like|prefer|love|want|always want|need)\s"
         r"(?P<value>(?!(?:to|it|that|this|them|you)\b)[^.;!?]+)", "preference", None),
        # "for the new job it has to be no calls on Wednesdays", "after the surgery it's no lifting for dad"
        (r"\b(?:it|that)(?:'s|\sis|\shas\sto\sbe|\smust\sbe|\sneeds\sto\sbe|'s\sgot\sto\sbe|\swill\sbe)\s"
         r"(?P<value>(?:no|never|nothing|only)\s(?!(?:big deal|problem|worries|wonder|joke|fun|use|surprise|rush|idea|"
         r"way|one|longer|more|matter|time|doubt|point|good|better|different)\b)[^.;!?]+)", "constraint", None),
        # "Decision made on the car: V", "The cat food has been decided, V", "we're doing V, no more debating"
        (rf"\b(?:decision|verdict|choice)\s(?:made\s|taken\s|reached\s)?(?:on|about|for)\s{_DET}(?P<topic>{_NP_WORDS})"
         rf"\s?[:\u2014-]\s(?P<value>[^.;!?]+)", "decision", None),
        (rf"\b(?:the|our|my)\s(?P<topic>{_NP_WORDS})\s(?:has been|have been|is|was|got)\s(?:decided|settled|sorted|"
         rf"chosen|agreed|picked|finali[sz]ed)\s?[,:\u2014-]\s(?P<value>[^.;!?]+)", "decision", None),
        (r"\b(?:we're|we are|i'm|i am)\s(?:definitely\s|officially\s)?(?:doing|having|getting|going for|going with|"
         r"booking|taking)\s(?P<value>[^.;!?]+)", "decision",
         r"\b(?:no more debating|final|decided|settled|done deal|no going back|it's official|end of discussion)\b"),
        # "we take the Toyota Yaris, end of discussion", "Decided, no Norway this year, we go to Lake Drawsko"
        (r"\b(?:we|i)\s(?:take|get|go with|go for|go to|book|buy|pick|do|choose)\s(?P<value>[^.;!?]+)", "decision",
         r"\b(?:no more debating|final|decided|settled|done deal|no going back|it's official|end of discussion)\b"),
        # "a rainfall shower head - that's what we chose for the new shower"
        (rf"(?:^|[,.;:!?\u2013\u2014]\s)(?P<value>(?:[\w'-]+\s){{0,6}}?[\w'-]+)\s?[-\u2013\u2014,]\s(?:that's|that is|it's)\swhat\s"
         rf"(?:we|i|they)\s(?:chose|picked|went for|went with|decided on|settled on|booked|ordered|agreed on)"
         rf"(?:\sfor\s{_DET}(?P<topic>{_NP_WORDS}))?(?=[.,;!?]|$)", "decision", None),
        # "always picking V when it comes to X", "the best way to reach me is V", "my order at the X is always V"
        (rf"\b(?:always|usually|normally|invariably)\s(?:picking|choosing|ordering|getting|having|going for|booking|"
         rf"taking|asking for)\s(?P<value>[^.;!?]+?)\s(?:when it comes to|for)\s{_DET}(?P<topic>{_NP_WORDS})(?=[.,;!?]|$)",
         "preference", None),
        (r"\b(?:the\s)?best\sway\sto\s(?:reach|contact|get hold of|get in touch with)\s(?:me|us)\s(?:is|would be)\s"
         r"(?:always\s|usually\s|definitely\s)?(?P<value>[^.;!?]+?)(?=,\sif\b|[.;!?]|$)", "preference", None),
        (r"\b(?:my|our)\s(?:usual\s)?(?P<topic>order|drink|seat|spot|table|pick|choice|place)\b[^.;!?]{0,40}?\s"
         r"(?:is|are)\s(?:always|usually|normally|invariably)\s(?P<value>[^.;!?]+?)(?=,\sif\b|[.;!?]|$)",
         "preference", None),
        # "So it's V for the X, and I'm not reopening it", "Settled this week: V for my X", "going with V for the X"
        (rf"\b(?:so\s)?it's\s(?P<value>[^.;!?,]+?)\sfor\s(?:the|our|my)\s(?P<topic>{_NP_WORDS})(?=[.,;!?]|$)", "decision",
         r"\b(?:not reopening|final|decided|settled|done deliberating|no more debating|end of|no going back|"
         r"that's that|locked in|not discussing)\b"),
        # "what works best on long flights is V", "what matters most for the party is V"
        (rf"\bwhat\s(?:works|suits|helps|matters)(?:\s(?:best|most))?(?:\s(?:for\s(?:me|us)\s)?(?:for|on|in|with|at)\s{_DET}"
         rf"(?P<topic>{_NP_WORDS}))?\s(?:is|are)\s(?P<value>[^.;!?]+)", "preference", None),
        # "the knee rule is no running downhill", "She was very clear about the wedding: no white outfits"
        (rf"\b(?:the|my|our)\s(?P<topic>{_NP_WORDS})\s(?:rule|restriction|limit)\s(?:is|was|says)\s:?\s?"
         rf"(?P<value>(?:no|never|not|only)\s[^.;!?]+)", "constraint", None),
        (rf"\b(?:very\s|really\s|quite\s|super\s)?(?:clear|firm|strict|adamant|insistent)\s(?:about|on)\s{_DET}"
         rf"(?P<topic>{_NP_WORDS})\s?[:\u2014-]\s(?P<value>(?:no|never|not|only)\s[^.;!?]+)", "constraint", None),
        # notes by topic: "Note to self — coffee: V", "Important for my diary: nothing on Fridays", "for client
        # meetings I like V", "Preference noted on file: V", "for anything on site, no lifting"
        (rf"{_NOTE}(?P<value>{_LIMITING}\b[^.;!?]*)", "constraint", None),
        (rf"{_NOTE}(?P<value>(?!{_LIMITING}\b)[^.;!?]+)", "preference", None),
        (rf"\bimportant\s(?:for|about|with|re|when it comes to)\s{_DET}(?P<topic>{_NP_WORDS})\s?:\s(?P<value>[^.;!?]+)",
         "constraint", None),
        (rf"\bfor\s{_DET}(?P<topic>{_NP_WORDS}),?\s(?:i|we)\s(?:like|prefer|want|always want|go for)\s"
         rf"(?P<value>[^.;!?]+)", "preference", None),
        (r"\bpreferences?\s(?:noted|recorded|logged|saved|on file)[^:.;]{0,20}:\s(?P<value>[^.;!?]+)", "preference", None),
        (rf"\bfor\s(?:anything\s|everything\s)?(?P<topic>{_NP_WORDS}),\s(?P<value>no\s[^.;!?]+)", "constraint", None),
        # a slot and its value: "the caravan's paint scheme will be V", "my cup of tea is V", "the surgeon's rule
        # for afterwards is no driving", "my usual coffee order is V" (the slot's noun says what kind of fact)
        (rf"\b(?:the|my|our|[a-z]+['\u2019]s)\s(?P<topic>{_SLOT_WORDS}(?:rule|condition|restriction|limit|requirement|"
         rf"diet|allergy|must|no-go|dealbreaker|big thing on my (?:hospital |medical )?(?:file|notes))){_SLOT_TAIL}",
         "constraint", None),
        (rf"\b(?:the|my|our|[a-z]+['\u2019]s)\s(?P<topic>{_SLOT_WORDS}(?:order|drink|cup of tea|cuppa|coffee|tea|seat|"
         rf"preference|favourite|favorite|go-to|usual|pick of [a-z]+)){_SLOT_TAIL}", "preference", None),
        (rf"\b(?:the|my|our|[a-z]+['\u2019]s)\s(?P<topic>{_SLOT_WORDS}(?:plan|scheme|choice|decision|option|route|"
         rf"method|theme|design|colou?r|layout|menu|catering|music|song|talk|topic|spot|gift|present|venue|format)){_SLOT_TAIL}",
         "decision", None),
        (rf"\b(?:the\s)?(?P<topic>{_NP_WORDS})\s(?:that|which)\ssuits?\s(?:me|us)\sbest\s(?:is|would be)\s"
         rf"(?P<value>[^.;!?]+)", "preference", None),
        (r"\bthe\sway\s(?:i|we)\s(?:like|prefer)\s(?:people|folk|them|you|everyone)\sto\s(?:get hold of|contact|reach|"
         r"ring|call)\s(?:me|us)\s(?:is|would be)\s(?P<value>[^.;!?]+)", "preference", None),
        (rf"\bwhat\s(?:i'd|i would|we'd|we would)\s(?:like|love|want)\s(?:in|for|at|on)\s{_DET}(?P<topic>{_NP_WORDS})\s"
         rf"(?:is|would be)\s(?P<value>[^.;!?]+)", "preference", None),
        # a restriction under a label: "Worth knowing about the walls: no picture hooks", "- Dan's dietary rule: no
        # dairy at all", "for anything involving mum, ground floor only", "oh yeah, the dog: lead on at all times"
        (rf"\b(?:about|for|re|regarding|with|involving)\s(?:anything\s(?:involving\s)?(?:(?:the|my|our|"
         rf"[A-Za-z]+['\u2019]s)\s)?|(?:the|my|our|[A-Za-z]+['\u2019]s)\s)(?P<topic>{_NP_WORDS})\s?[:,]\s"
         rf"(?P<value>{_RESTRICTED})", "constraint", None),
        (rf"(?:^|\n|[-\u2022*]\s|[.;]\s|oh yeah,\s)(?:the\s|my\s|our\s|[A-Za-z]+['\u2019]s\s)?(?P<topic>{_NP_WORDS})"
         rf"\s?:\s(?P<value>{_RESTRICTED})", "constraint", None),
        (r"\bstrictly\s(?P<value>(?:vegetarian|vegan|pescatarian|halal|kosher|gluten-free|dairy-free|nut-free|"
         r"teetotal|alcohol-free))\b", "constraint", None),
        # "Things settled this week: ..., and the gift, which is V", "for my diary: nothing on Fridays"
        (rf"\b(?:the|my|our)\s(?P<topic>{_NP_WORDS}),\swhich\s(?:is|was|will be)\s(?P<value>[^.;!?]+)", "decision",
         r"\b(?:settled|decided|chosen|booked|sorted|agreed|confirmed|finali[sz]ed)\b"),
        (rf"\bfor\s(?:my|our|the)\s(?P<topic>{_NP_WORDS})\s?:\s(?P<value>(?:no|nothing|never|only|not|home by|back by|"
         rf"done by|out by)\b[^.;!?]*)", "constraint", None),
        # "my daughter has to avoid V", "reacts badly to V", "V is a hard no", "Strictly no V", "no V for our youngest"
        (r"\b(?:has|have|needs?|need|must|should)\s(?:to\s)?(?:avoid|stay away from|steer clear of|keep away from|"
         r"stay off)\s(?P<value>[^.;!?]+)", "constraint", None),
        (r"\breacts?\s(?:really\s|very\s)?(?:badly|terribly|severely|awfully)\sto\s(?P<value>[^.;!?]+)", "constraint",
         None),
        (r"(?:^|[,.;:!?]\s)(?P<value>(?:[\w'-]+\s){0,2}?[\w'-]+)\s(?:is|are)\sa\s(?:hard|firm|strict|big|definite|total|"
         r"absolute)\sno\b", "constraint", None),
        (r"\b(?:strictly|absolutely|definitely|seriously|totally)\s(?P<value>no\s[^.;!?]+)", "constraint", None),
        (r"\bno\s(?P<value>(?:[\w'-]+\s){0,2}?[\w'-]+)\sfor\s(?:my|our|the)\s(?:youngest|eldest|oldest|son|daughter|"
         r"kids?|children|baby|boy|girl|toddler|little one|husband|wife|partner|flatmate|mum|mom|dad|guests?)\b",
         "constraint", None),
    ))
_RESTRICTION_END = re.compile(r"[;!?()]|\.(?!\d)|,\s|\s[-\u2013\u2014]\s|\s(?:which|so|because|but|and then|if)\b")

# Commitments said as what someone will do, usually does, or may not do: the value is the verb phrase or its
# object, up to where the clause ends (``_restriction``). (pattern, kind, key suffix)
_VERB_PHRASES: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p, re.IGNORECASE), kind) for p, kind in (
    # a plan: "we'll move Mum to the evening shift", "we're going to book a sitter", "in the end we'll keep V"
    (r"\b(?:we|i)(?:'ll|\swill|\sshall|'re going to|\sare going to|'re gonna|\sare gonna|'m going to|\sam going to)\s"
     r"(?:now\s|just\s|definitely\s|probably\s|actually\s)?"
     r"(?P<value>(?:do|move|stop|close|keep|book|fly|take|switch|skip|cancel|hire|buy|rent|lease|sell|paint|surrender|"
     r"send|start|register|sign up for|change|drop|enrol|enroll|go with|go for|stick with|stay with|stay at|order|"
     r"pick|choose|use|adopt|renew|replace|upgrade|install|join|quit|apply for|visit|drive|walk|pay|return|put|repair|"
     r"fix|refurbish|rebuild|renovate|refuse|decline|accept|postpone|delay|host|sail|hold|spend|split|roll|consolidate|"
     r"transfer|bring|bake|cook|serve|plant|build|extend|convert|rent out|sublet|settle|file|claim|appeal|sue|"
     r"rotate|swap|trade in|sell off|give away|donate)\s"
     r"(?!(?:something|anything|nothing|it|that|this|them|one|some|time|later|up|off|out|on|over)\b).+)", "decision"),
    # a choice made: "we've decided to buy out V", "we went with V", "we ordered V" (a thing named: "the V", "a V")
    (r"\b(?:we|i|he|she|they|(?-i:[A-Z])[a-z]+)(?:'ve|\shave|\shas)?\s(?:finally\s|just\s)?decided\s(?:to|on)\s(?:go\swith\s|go\sfor\s|stick\swith\s|opt\sfor\s)?"
     r"(?P<value>(?!(?:something|anything|nothing|it|that|this|them|one|some|not)\b).+)", "decision"),
    # "we switched him to V", "they've moved Mum onto V"
    (r"\b(?:we|i|they)(?:'ve|\shave)?\s(?:finally\s|just\s)?(?:switched|moved|changed|put)\s(?:him|her|them|it|us|me|"
     r"(?:the|our|my)\s[a-z]+)\s(?:to|onto|on)\s(?P<value>(?:the\s|a\s|an\s)?(?-i:[A-Z0-9])[^.;!?]+)", "decision"),
    (r"\b(?:we|i)\s(?:finally\s|just\s)?(?:picked|chose|went with|went for|ordered|settled on|opted for)\s"
     r"(?P<value>(?:the|a|an)\s(?=[^.;!?]{0,30}?\b(?-i:[A-Z0-9]))[^.;!?]+)", "decision"),
    # a habit or a taste: "I usually get V", "Mum only wants V", "he likes to study at V"
    (r"\b(?:i|we|he|she|they|[a-z]+)\s(?:usually|always|normally|only|mostly)\s(?:gets?|has|have|orders?|drinks?|"
     r"eats?|takes?|wants?|uses?|answers?|accepts?|picks?|chooses?|asks? for|goes for|go for|books?|requests?)\s(?P<value>(?!(?:to|a|it|that|this|them|one|some|any|time)\b).+)",
     "preference"),
    (r"\b(?:likes?|loves?|prefers?)\sto\s(?:study|work|sit|sleep|eat|read|train|swim|run|shop|meet|play|practi[sc]e)\s"
     r"(?:at|in|on|by)\s(?P<value>.+)", "preference"),
    # a limit: "Mum has a fluid limit of 800 ml a day", "must have no V", "the doctor said no V", "we have to be
    # back before V", "we can't hack V" (not "can't wait", "can't believe")
    (r"\b(?:has|have|had|got|is on|are on)\s(?:a\s|an\s|the\s)?(?P<value>(?:[\w-]+\s){0,2}?(?:limit|cap|maximum|"
     r"restriction|allowance)\sof\s.+)", "constraint"),
    (r"\b(?:must|should|supposed to|has to|have to|needs? to|can only)\s(?:have|eat|drink|do|get|take)\s"
     r"(?P<value>no\s.+)", "constraint"),
    (r"\b(?:said|says|told (?:me|us|her|him|them)|advised|insists?)\s(?:that\s)?(?P<value>(?:no|max|maximum|at most|"
     r"not more than|nothing more than|no more than)\s.+)", "constraint"),
    # "dad's knee means no overnight layovers", "I have told the workers: no smoking on site"
    (r"\b(?:means|meaning|rules out)\s(?:that\s)?(?P<value>(?:no|nothing more than|no more than)\s.+)", "constraint"),
    (r"\b(?:told|tell|telling)\s(?:the\s)?[a-z]+(?:\s[a-z]+)?:\s(?P<value>(?:no|never|nothing|only)\s.+)", "constraint"),
    # a wish said outright: "I would like white and blue ribbons for the harambee" (not "would like to ...")
    (r"\b(?:i|we)(?:\swould|'d)\s(?:really\s)?(?:like|love|prefer)\s(?P<value>(?!to\b|it\b|that\b|this\b|you\b|some\b|"
     r"more\b|one\b|them\b)[^.;!?]+)", "preference"),
    (r"\b(?:have|has|need|needs|must|got)\s(?:to\s)?be\s(?P<value>(?:back|home|done|out|finished|ready|there)\s"
     r"(?:before|by)\s.+)", "constraint"),
    (r"\b(?:we|i)\s(?P<value>can\sonly\s(?:come|do|work|meet|take|go|travel|drive|eat|drink|manage|call|talk|"
     r"train|study|attend|make|be)\s.+)", "constraint"),  # "I can only come Wednesday evenings"
    (r"\b(?:we|i|they|he|she)\s(?P<value>(?:can't|cannot|can not|aren't allowed to|are not allowed to|mustn't)\s"
     r"(?!(?:believe|wait|remember|decide|tell|think|imagine|sleep|stop|help|find|understand|see|say|figure|afford|"
     r"focus|stand|seem|even|get|be|go|do|make|keep|take|have|deal|cope|handle|really|just|actually|tell)\b)"
     r"[a-z]+\s.+)", "constraint"),
))
_SUFFIX = {"preference": "preference", "decision": "choice", "constraint": "constraint"}


# A taste said the many ways people say one, beyond "I prefer V": a habit ("I always grab V", "we only ever book
# V", "I'm only running V"), who the speaker is ("I'm strictly V on the trip", "I'm firmly team V", "I'm a V girl",
# "I'm set on V"), the value first ("V, that's what I like for the walk", "V makes me happy", "V is my coffee,
# always", "V are the only shoes that fit"), what someone wants ("all she wants is V", "Nan wants V for the party"),
# "I prefer to <do> V", a label without a determiner ("Seat preference is V"), a daily habit ("in the morning I
# drink V"), what one cannot do without. The value runs to the end of its clause (a taste is a phrase: "a window
# seat over the wing"); groups value and maybe topic (what the taste is for).
_WHO = r"(?:i|we|he|she|they|(?-i:[A-Z])[a-z]+)"
_NOT_TASTE = (r"(?!(?:to|it|that|this|them|one|some|any|time|a bit|a lot|a little|a few|a couple|up|out|back|home|there|"
              r"here|sick|tired|lost|nervous|stressed|annoyed|anxious|so|very|too|really|the impression|the feeling|the "
              r"sense|the chance|the urge|the idea|the way|away|in|on|off|over|around|about|you|me|him|her|us|speaking|"
              r"necessary|business|with|what|how|when|why|if)\b)")
_TASTE_VALUE = rf"(?P<value>{_NOT_TASTE}[^.;!?]+)"
_TASTES: tuple[re.Pattern[str], ...] = tuple(re.compile(p, re.IGNORECASE) for p in (
    rf"\b{_WHO}\s(?:always|usually|normally|mostly|invariably|only(?:\sever)?|ever)\s(?:try\s(?:to\s)?|like\sto\s|rather\s)?"
    rf"(?:grab|get|have|order|pick|book|take|drink|eat|wear|buy|use|run|ride|choose|request|ask for|go for|stick (?:with|to)|"
    rf"insist on)(?:s|es)?\s{_TASTE_VALUE}",
    rf"\b(?:i'm|im|i am|we're|we are)\s(?:only|always|usually|strictly)\s(?:running|using|drinking|wearing|getting|ordering|"
    rf"buying|booking|taking|riding|eating|having)\s{_TASTE_VALUE}",
    rf"\b(?:i'm|im|i am|we're|we are)\s(?:strictly|firmly|very much|all about|(?:a\s)?(?:big|huge)\sfan\sof|set\son|sold\son|"
    rf"(?:firmly\s|strictly\s|totally\s|definitely\s)?team)\s{_TASTE_VALUE}",
    r"\b(?:i'm|im|i am)\s(?:a|an)\s(?P<value>(?:[\w'\u2019-]+\s){1,3}?)(?:girl|guy|person|gal|fan|man|woman)\b"
    r"(?!\s(?:who|that))",
    # "I bring Okocim, the only beer I drink": the value, then what it is the only one of
    r"(?:^|[,.;:!?\u2014\u2013]\s|\b(?:bring|drink|eat|use|buy|get|have|order)\s)(?P<value>(?:[\w'\u2019-]+\s){0,3}?[\w'\u2019-]+),\s"
    r"the\sonly\s(?P<topic>(?:[\w'\u2019-]+\s)?[\w'\u2019-]+)\s(?:i|we)\s(?:drink|eat|like|use|buy|want|wear|trust)\b",
    r"(?:^|[,.;:!?\u2014\u2013]\s)(?P<value>(?:[\w'\u2019-]+\s){0,7}?[\w'\u2019-]+),?\s(?:that's|thats|dat's|dats|that is|"
    r"this is)\swhat\s(?:i|we|she|he|they)\s(?:like|love|prefer|want|go for|order|pick|choose|use|drink|eat)(?:\s(?:best|most))?"
    r"(?:\s(?:for|on|with|in|at)\s(?:(?:the|my|our|his|her|their)\s)?(?P<topic>(?:[\w'\u2019-]+\s){0,3}?[\w'\u2019-]+)"
    r"(?=[.,;!?]|$|\s(?:in|on|at|for)\b))?",
    r"(?:^|[,.;:!?\u2014\u2013]\s)(?P<value>(?:[\w'\u2019-]+\s){0,7}?[\w'\u2019-]+)\s(?:makes|make)\s(?:me|us)\s"
    r"(?:so\s|really\s|very\s)?happy\b",
    r"(?:^|[,.;:!?\u2014\u2013]\s)(?P<value>(?:[\w'\u2019-]+\s){0,7}?[\w'\u2019-]+)\s(?:is|are)\s(?:my|our)\s"
    r"(?P<topic>(?:[\w'\u2019-]+\s)?[\w'\u2019-]+),?\s(?:always|every time|each time|hands down|any day)\b",
    r"(?:^|[,.;:!?\u2014\u2013]\s)(?P<value>(?:[\w'\u2019&-]+\s){0,7}?[\w'\u2019&-]+)\s(?:is|are)\sthe\sonly\s"
    r"(?P<topic>(?:[\w'\u2019-]+\s)?[\w'\u2019-]+)\s(?:that|i|we|she|he|they)\b",
    rf"\b(?:all|the only thing)\s{_WHO}\s(?:wants?|likes?|craves?|eats?|drinks?|asks? for)\s(?:is|are)\s{_TASTE_VALUE}",
    rf"\b{_WHO}\s(?:really\s|much\s|always\s)?(?:prefers?|likes?|loves?)\sto\s(?P<value>(?!(?:think|know|say|ask|check|hear|"
    rf"believe|imagine|keep|be|make|let|point|mention|remind|add|share|help|try|tell|plan|pretend|complain|moan|"
    rf"joke)\b)[a-z]+\s[^.;!?]+)",
    rf"\b{_WHO}\s(?:really\s)?(?:love|loves|adore|adores)\s(?P<value>(?:a|an)\s{_NOT_TASTE}[^.;!?]+)",
    rf"\b{_WHO}\s(?:really\s|definitely\s)?wants?\s(?P<value>(?:the|a|an)\s{_NOT_TASTE}[^.;!?]+?)\sfor\s(?:the|my|our|his|"
    rf"her|their)\s(?P<topic>(?:[\w'\u2019-]+\s){{0,2}}[\w'\u2019-]+)",
    rf"\b(?:in the|every|each)\s(?:morning|evening|night|day|weekend)s?,?\s(?:i|we)\s(?:drink|have|eat|take)\s{_TASTE_VALUE}",
    rf"\b(?:grumpy|cranky|miserable|useless|hopeless|lost|can't (?:do|live|function|cope|survive)|cannot (?:do|live|function|"
    rf"cope|survive))\swithout\s{_TASTE_VALUE}",
    rf"(?:^|[:;,.!?]\s)(?P<topic>(?:[\w'\u2019-]+\s){{1,2}}?)preference\s(?:is|=|:)\s{_TASTE_VALUE}",
))
# what a taste trails off with: "V btw", "V i reckon", "V for the record"
_TASTE_TAIL = re.compile(r"(?:\s(?:btw|lol|haha\w*|hehe\w*|daw|po|ha|yan|na|pls|please|thanks|mate|ok|okay|tho|though|lah|"
                         r"eh|fyi|now|too|again|anyway|i reckon|i think|i guess|i suppose|for the record|for now|yes|"
                         r"ja|innit|honestly|really|obviously))+$", re.IGNORECASE)


# where a taste's phrase gives way to the speaker again: "V i reckon i need to ...", "V and also i still ..."
_TASTE_END = re.compile(r"\s(?:i|i'm|im|i've|i'll|we|we're|you|and also|also)\b", re.IGNORECASE)


def _spoken_end(phrase: str) -> str:
    """A phrase up to where the speaker takes over again, without what it trails off with."""
    return _TASTE_TAIL.sub("", _TASTE_END.split(phrase, maxsplit=1)[0])


def _taste_facts(sentence: str, seq: int) -> list[Fact | None]:
    out: list[Fact | None] = []
    for pattern in _TASTES:
        for m in pattern.finditer(sentence):
            value = _spoken_end(_restriction(m.group("value")))
            topic = m.groupdict().get("topic")
            topic = _spoken_end(topic) if topic else ""
            head = head_noun(topic) or head_noun(value)
            if len(value) > 2 and head and value.split()[0].lower() not in _NOT_VALUE_FIRST | {"what", "how", "it"}:
                out.append(make_fact(f"{head} preference", value, "preference", seq))
    return out


# A plan said as a gerund clause, the way people announce one ("decision made: going for the full 80k after all",
# "new plan -- dropping the soil chapter", "flying direct and skipping the dinner, X thinks i'm mad but it's
# decided", "i'm taking the train instead of flying", "switching from the 50k to the 30k"): the value is the whole
# clause. It counts as a decision when a cue says so (after it or before it), when it weighs one option against
# another, or when it changes from one thing to another.
_PLAN_CUE = re.compile(r"\b(?:it's|it\sis|that's|that\sis)\s(?:(?:been\s)?decided|final|settled|official|my\scall|"
                       r"our\scall|done)\b|\bno\sgoing\sback\b|\bdone\sdeal\b|\bend\sof\s(?:discussion|story)\b|"
                       r"\bnot\sreopening\b|\bdecision\s(?:made|taken)\b|\bmade\s(?:the|my|our|a)\s(?:call|decision)\b|"
                       r"\bi\smade\sit\b", re.IGNORECASE)
_PLAN_LABEL = re.compile(r"\b(?:(?:big|final|new|my|our|the|a)\s)?(?:decision|verdict|plan|change\sof\splan|call|decided|"
                         r"settled)(?:\s(?:made|taken|reached|now|time))?(?:\s(?:after|from|at|this|today|for\snow)\b"
                         r"[^:.;!?\u2014]{0,30}?)?\s?(?::|--|\u2014)\s"
                         r"|\bit's\s(?:official|decided|final|settled)\s?[,:\u2014-]+\s", re.IGNORECASE)
_GERUND = (r"(?!(?:nothing|something|anything|everything|thing|morning|evening|wedding|meeting|building|ceiling|feeling|"
           r"during|thinking|wondering|hoping|trying|looking|asking|saying|telling|being|kidding|joking|dying|panicking|"
           r"freaking|struggling|waiting|going\sto|gonna|reading|writing\sthis|typing|sitting|sending|crying|laughing|"
           r"sleeping|lying|complaining|worrying|breathing|coping|judging)\b)[a-z]{2,}ing")
_PLAN = re.compile(rf"(?:^|[,:;]\s|\s(?:--|[-\u2013\u2014])\s|\b(?:also|so|yeah|btw|and|ok|okay|then|now|think|guess)\s"
                   rf"|\b(?=(?:i'm|im|i\sam|we're|we\sare)\s))"
                   rf"(?P<value>(?:(?:i'm|im|i\sam|we're|we\sare|he's|she's|they're|(?-i:[A-Z])[a-z]+\s(?:is|are))\s"
                   rf"(?:now\s|definitely\s|officially\s|actually\s|only\s)?)?"
                   rf"(?:not\s)?{_GERUND}\b[^.;!?]*)", re.IGNORECASE)
_OPTIONS = re.compile(r"\b(?:instead\sof|rather\sthan|after\sall|not\sthe|over\sthe|via)\b|^(?:i'm\s|im\s|we're\s)?not\s"
                      r"|\b(?:switch|mov|chang|swapp|upgrad|downgrad|dropp|go)ing\s(?:\w+\s)?from\s(?:the|my|our|a|an)?\s?"
                      r"\S+(?:\s\S+)?\sto\s", re.IGNORECASE)
# what a plan is about: the first noun phrase after its verb ("dropping down to the 55k instead of ..." -> 55k)
_PLAN_LEAD = re.compile(r"^(?:(?:i'm|im|i\sam|we're|we\sare|i'll|we'll|now|definitely|officially|actually|not)\s)*"
                        r"(?:[a-z]+ing\s|(?:do|go|take|get|move|switch|drop)\s)?(?:(?:down|up|out|off|back|to|for|with|from|on|"
                        r"in|into|over|the|a|an|my|our|full|whole)\s)*", re.IGNORECASE)
_PLAN_BREAK = NOUN_BREAK | {"instead", "rather", "not", "and", "after", "via", "before", "but", "because", "down", "up", "out",
                            "off", "back", "away", "above", "below", "beside", "behind", "across", "opposite",
                            "between", "along", "around", "through", "without", "within"}


def _plan_head(value: str) -> str:
    head = ""
    lead = _PLAN_LEAD.match(value)  # (every part of it optional: it always matches)
    for w in value[lead.end() if lead else 0:].lower().split():
        if w in _PLAN_BREAK:
            break
        if not w.isdigit():
            head = singular(w.strip(",'\u2019"))
    return head


def _plan_facts(sentence: str, seq: int) -> list[Fact | None]:
    cue = _PLAN_CUE.search(sentence)
    label = _PLAN_LABEL.search(sentence)
    out: list[Fact | None] = []
    for m in _PLAN.finditer(sentence):
        value = clause_extent(m.group("value"), 16)
        at = m.start("value")
        labelled = label is not None and label.end() == at
        cued = cue is not None and cue.start() > at and cue.start() - at < 160 and not _PLAN_CUE.search(value)
        if not (labelled or cued or _OPTIONS.search(value)) or len(value.split()) < 3:
            continue
        head = _plan_head(value)
        if head:
            out.append(make_fact(f"{head} choice", value, "decision", seq))
    if label is None or any(f for f in out):
        return out
    # "decision made: i'm doing the 50k not the 80k", "new plan: V" (not "change of plan: we switched to V", which the
    # verb of choosing reads)
    value = clause_extent(sentence[label.end():], 16)
    head = _plan_head(value)
    if head and len(value.split()) >= 2 and not (_DECISION.search(value) or any(p.search(value) for p in _said_with("decision"))):
        out.append(make_fact(f"{head} choice", value, "decision", seq))
    return out


def _verb_phrase_facts(sentence: str, seq: int) -> list[Fact | None]:
    out: list[Fact | None] = []
    for pattern, kind in _VERB_PHRASES:
        for m in pattern.finditer(sentence):
            value = _restriction(m.group("value"))
            words = value.split()
            head = head_noun(" ".join(words[1:]) if kind == "decision" else value)
            if kind == "constraint" and words[0].lower() in ("can't", "cannot", "mustn't") and len(words) > 2:
                head = _limited(" ".join(words[1:]))  # "can't run more than three days": run
            if len(words) >= 2 and head:
                out.append(make_fact(f"{head} {_SUFFIX[kind]}", value, kind, seq))
    return out


def _restriction(text: str) -> str:
    """A restriction's words up to where its clause ends: "no driving until the surgeon signs me off" keeps its
    "until", unlike a noun phrase, and "no shellfish, not even prawns" its rider (:func:`clause_extent`)."""
    return clause_extent(text, 16)


# slot nouns that say what kind of fact, not what about: their modifier or scope tells one from another
_GENERIC_SLOTS = frozenset("plan scheme choice decision option route method rule condition restriction limit requirement "
                           "preference favourite favorite go-to pick order drink seat spot theme design colour color "
                           "layout menu format venue gift present topic music song talk must no-go dealbreaker".split())


def _topic_key(topic: str, scope: str | None) -> str:
    """What a topic-and-value fact is about: its head noun, and for a slot noun that only says what kind of fact
    ("plan", "rule") its modifier or scope too: "the knee plan", "the plan for the knee" -> ``knee plan``, so the
    plans for the knee and for the stag do are two facts, not one overwriting the other."""
    head = head_noun(topic)
    if head not in _GENERIC_SLOTS:
        return head
    words = [re.sub(r"['\u2019]s$", "", w) for w in re.findall(r"[a-z][\w'\u2019-]*", topic.lower())
             if w not in DETERMINERS and w not in DROP_WORDS and w != "own"][-2:]
    where = head_noun(scope) if scope and len(words) < 2 else ""  # its owner, else what it is for
    return " ".join([where, head] if where and where != head else words) or head


# a topic of the user's given its value with "is", no verb of choosing: "the seat to get is an aisle seat", "the goal
# for race day is a sub-4:30", "my heart is set on ..." is not one (the value would be "set on"): the value must
# read as a noun phrase (two words or more, not an adverb, a pronoun, a participle or a preposition first)
_COPULAR = re.compile(r"(?:^|[,;:.!?\u2014\u2013]\s|\b(?:so|and|but|also|now|okay|ok|basically|meanwhile|honestly|remember|"
                      r"that|said|says|know|note|guess|reckon|because|since|plus|btw|fyi|anyway|oh|well|apparently|"
                      r"me|us|think|hope)\s)"
                      r"(?:the|my|our|his|her|their|(?:(?:next|last|this|the|my|our)\s)?[a-z]+['\u2019]s)\s(?P<topic>(?:[\w'\u2019-]+\s){0,5}?[\w'\u2019-]+)\s"
                      r"(?:is|are|will be|is going to be|has to be|should be|needs to be)\s(?P<value>[^.;!?]+)", re.IGNORECASE)
_NOT_TOPIC_WORDS = frozenset("is are was were be been has have had do does did will would can could should it this that "
                             "thing things problem issue point truth reason question answer worst best news idea catch "
                             "trick joke weather traffic day week night morning evening afternoon rest part situation vibe "
                             "mood state energy bit lot kind sort way place house flat room kids kid one ones time".split())
_NOT_VALUE_FIRST = frozenset("i we you he she they it that this there what how why when where who so very really too now next "
                             "pretty quite super such not still already just probably definitely kind sort basically "
                             "literally totally completely absolutely honestly actually in on at up out over back off "
                             "down from to with by for under like about around gonna going getting being done fine great "
                             "good bad terrible awful perfect ok okay lovely nice huge tiny massive killing driving "
                             "doing making having taking coming looking".split())
# what opens a noun phrase for sure: a determiner, a number, a capitalised word, a restriction
_NP_OPENER = re.compile(r"(?:a|an|the|my|our|his|her|their|some|any|anything|every|each|no|nothing|only|never|one|two|"
                        r"three|four|five|six|seven|eight|nine|ten|twelve|twenty|both)\s|\d|(?-i:[A-Z])", re.IGNORECASE)
_ADJECTIVES = frozenset("swollen quiet loud relentless enthusiastic tired busy full empty late early cheap expensive ready "
                        "open closed broken sorted sore stiff wet dry cold hot warm freezing boiling mad crazy insane "
                        "weird strange odd funny hilarious sad happy angry upset stressed worried fine better worse "
                        "louder bigger smaller higher lower longer shorter all half much more less most least same "
                        "different new old nearly almost also even enough exactly again here gone over through "
                        "amazing brilliant gorgeous ridiculous impossible possible likely unlikely important urgent "
                        "due overdue available free busy packed slow fast quick long short tight small big".split())
_NOT_SECOND = frozenset("than again tonight today now either enough as right lately already anyway though".split())
_SCOPE = re.compile(r"\s(?:for|of|at|in|on|with|about)\s", re.IGNORECASE)  # "the strategy for the loans"
# what follows a topic's noun: "the seat to get", "the only litter she'll use", "the time that works for me"
_RELATIVE = re.compile(r"\s(?:to|that|which|who|i|we|you|he|she|they|i'd|i'll|we'd|we'll|she'll|he'll|they'll|i've|"
                       r"we've)\s", re.IGNORECASE)
_DECIDED_TOPICS = frozenset("plan strategy goal decision choice route booking option approach target pick verdict".split())


def _key_words(phrase: str) -> list[str]:
    words = [w for w in re.findall(r"[a-z][\w'\u2019-]*", phrase.lower()) if w not in DETERMINERS and w not in DROP_WORDS
             and w not in ("only", "own", "main", "whole")]
    return [re.sub(r"['\u2019]s$", "", w) for w in words[-2:-1]] + [singular(w) for w in words[-1:]]


# a value said as what the speaker wants or does: "What I'm going to push for is the staff title", "How I like
# clients to reach me is email"; the verb gives the kind
_CLEFT = re.compile(r"(?:^|[,;:.!?\u2014\u2013]\s|\b(?:so|and|but|remember|that|honestly|basically|okay|ok)\s)"
                    r"(?:what|how|where|when)\s(?:i|we)(?:'m|'re|\sam|\sare|'d|\swould|'ll|\swill)?\s"
                    r"(?:(?:really|always|usually|definitely|going to|gonna|want to|like to|need to|have to|plan to)\s)*"
                    r"(?P<verb>like|love|prefer|want|enjoy|push for|ask for|aim for|go for|choose|pick|book|order|take|"
                    r"get|do|use|eat|drink)\b(?P<rest>(?:\s[\w'\u2019-]+){0,6}?)\s(?:is|are|will be|would be)\s"
                    r"(?P<value>[^.;!?]+)", re.IGNORECASE)
_CLEFT_VAGUE = frozenset("like love want enjoy get do take use eat drink".split())
_CLEFT_KIND = {"like": "preference", "love": "preference", "prefer": "preference", "want": "preference",
               "enjoy": "preference", "eat": "preference", "drink": "preference"}


def _cleft_facts(sentence: str, seq: int) -> list[Fact | None]:
    out: list[Fact | None] = []
    for m in _CLEFT.finditer(sentence):
        value = " ".join(_restriction(m.group("value")).split()[:10])
        if not value or (not _NP_OPENER.match(value) and value.split()[0].lower() in _NOT_VALUE_FIRST):
            continue
        verb = m.group("verb").lower()
        if not m.group("rest").strip() and verb in _CLEFT_VAGUE:
            continue  # "What I want is a nap": a mood, unless it says what for ("what I want for dinner is V")
        kind = _CLEFT_KIND.get(verb, "decision")
        words = [w for w in re.findall(r"[a-z][\w'\u2019-]*", m.group("rest").lower())
                 if w not in DETERMINERS and w not in DROP_WORDS
                 and w not in ("me", "us", "to", "it", "them", "for", "with", "on", "at", "in", "of", "about")]
        about = " ".join(singular(w) for w in words[-2:]) or verb
        out.append(make_fact(f"{about} {_SUFFIX[kind]}", value, kind, seq))
    return out


_CHOSEN_NP = re.compile(r"(?:the|my|our)\s(?:[\w'-]+\s){0,4}?(?:we|i)(?:'ve|\shave)?\s(?:chose|chosen|picked|booked|went with|"
                        r"gone with|agreed on|settled on|decided on|want|like|prefer)\b", re.IGNORECASE)


def copular_facts(sentence: str, seq: int) -> list[Fact]:
    """A topic given its value with "is" (the last resort of :func:`clause_facts`'s kinds: a value no other
    construction keyed), or what the speaker wants or does given its value ("What I'll push for is V")."""
    out: list[Fact | None] = _cleft_facts(sentence, seq)
    for m in _COPULAR.finditer(sentence):
        # "the strategy for the loans", "the seat to get", "the only litter she'll use": the topic's own noun
        # phrase, and what it is for
        topic, scope = m.group("topic"), ""
        if (of := _SCOPE.search(topic)) is not None:
            topic, scope = topic[: of.start()], topic[of.end():]
        topic = _RELATIVE.split(f"{topic} ", maxsplit=1)[0].strip()
        words = topic.lower().split()
        if not words or words[-1] in _NOT_TOPIC_WORDS or any(w in ("is", "are", "was", "were", "it's") for w in words):
            continue
        value = _restriction(m.group("value"))
        if _CHOSEN_NP.match(value):
            continue  # "the Emirates routing is the flight option we chose": the subject is the value, said first
        vwords = value.split()[:10]
        value = " ".join(vwords)
        first = vwords[0].lower() if vwords else ""
        if not _NP_OPENER.match(value) and (
                len(vwords) < 2 or first in _NOT_VALUE_FIRST or first in _ADJECTIVES or vwords[1].lower() in _NOT_SECOND
                or ("-" not in first and first.endswith(("ing", "ed", "ly")))):
            continue
        # the key: the topic's last two words after what it is for: "the goal for race day" -> race day goal
        about = " ".join(_key_words(scope) + _key_words(topic))
        if not head_noun(topic) or not about:
            continue
        low = value.lower()
        kind = ("constraint" if re.match(r"(?:no|never|nothing|only|not)\b", low) or low.endswith(" only")
                else "decision" if set(words) & _DECIDED_TOPICS else "preference")
        out.append(make_fact(f"{about} {_SUFFIX[kind]}", value, kind, seq))
    return [f for f in out if f is not None]


# What people say to have something remembered, or to say it matters: the clause it marks is a fact, whatever its
# wording. (family, pattern); the families give the kind: a firm rule is a constraint, a wish a preference, a
# decision made a decision, a plain "for the record" a preference unless its clause restricts
_NOTED = tuple((kind, re.compile(p, re.IGNORECASE)) for kind, p in (
    ("note", r"\b(?:for the record|for your (?:notes|records|file)|for (?:future )?reference|for later|"
             r"(?:so|before) (?:i|we) (?:don'?t |do not )?(?:forget|lose it)|(?:just )?so you know(?: for later)?|"
             r"(?:please |pls )?(?:don'?t|do not) let me forget|(?:please |pls )?(?:keep|bear) (?:that|this|it) in mind|"
             r"(?:please |pls )?remember (?:that|this)|make a note(?: of (?:that|this|it))?|note (?:that|this|it) down|"
             r"(?:i'm |i am )?writing (?:this|it) down|(?:i've |i have )?(?:written|put) (?:it|this) (?:down|on [^:.;!?]{1,40})|"
             r"worth remembering|fyi|heads up|(?:abeg |please )?remember am)\b"),
    ("constraint", r"\b(?:(?:i|we) won'?t bend(?: on (?:that|this|it))?|(?:that|this|it)(?: one)? (?:isn'?t|is not) negotiable|"
                   r"non-negotiable|not negotiable|that's the one rule(?: i have)?|(?:my|our) (?:one |only |new |golden |big )?"
                   r"rule(?: now)? is|hard rule|no exceptions|deal ?breaker|(?:i'm|i am) holding firm on|i draw the line(?: at)?)\b"),
    ("preference", r"\b(?:if (?:i|we) (?:get|have) (?:the|a|any) (?:choice|say)|if (?:they|you) can manage it|if at all possible|"
                   r"(?:top of )?(?:my|our) wish ?list(?: is)?|what (?:i'd|i would|we'd|we would) (?:really |absolutely )?love "
                   r"is|(?:my|our) heart is set on|i'm partial to|(?:my|our) ideal (?:would be|is))\b"),
    ("decision", r"\b(?:(?:i|we) slept on it(?: and (?:that|it) (?:felt|feels) right)?|(?:that|it) (?:felt|feels) right|"
                 r"(?:i've|we've|i have|we have) made up (?:my|our) minds?|(?:my|our) minds? (?:is|are|'s) made up|"
                 r"so nobody argues|so no one argues|no more dithering|no going back)\b"),
))
_ANAPHORIC = re.compile(r"^\W*(?:(?:and|so|oh|ok|okay|but|please|pls|just|also|yes|yeah)\W+)*(?:that|this|it|i|we)\b",
                        re.IGNORECASE)
# where a noted clause ends (the text is one sentence of split_sentences: a period inside it is an abbreviation's)
_NOTE_END = re.compile(r"[;!?]|\.$|\s\(|\s[-\u2013\u2014]\s"
                       r"|,\s(?=(?:for|if|so|before|and|but|which|because|don'?t|please|just)\b)", re.IGNORECASE)
_FILLERS = frozenset("ok okay so oh and also meanwhile but please pls just yes yeah well right anyway now the a an "
                     "lol haha x xx ttyl".split())
_SUBORDINATE = re.compile(r"\W*(?:whenever|when|if|because|as|since|while|until|before|after|whatever)\b", re.IGNORECASE)
_WRITING_DOWN = re.compile(r"\b(?:writing|write|wrote|written|note|noting|jot|jotting|put)\w*\s(?:this|it)\s(?:down|here)\b",
                           re.IGNORECASE)


def _content(text: str) -> int:
    return sum(1 for w in re.findall(r"[\w'\u2019-]+", text.lower()) if w not in _FILLERS)


def _note_value(text: str) -> str:
    """The words of a noted clause: up to where it ends, without quotes or a leading "that"/"is", 2 to 16 words."""
    m = _NOTE_END.search(text)
    text = (text[: m.start()] if m else text).strip(" ,:;'\"\u2018\u2019\u201c\u201d")
    text = re.sub(r"^(?:is|are|that|that's|it's)\s", "", text, flags=re.IGNORECASE).strip(" ,:;'\"\u2018\u2019\u201c\u201d")
    return text if 2 <= len(text.split()) <= 16 and _content(text) >= 2 else ""


def _cues(sentence: str) -> list[tuple[str, re.Match[str]]]:
    return sorted(((kind, m) for kind, p in _NOTED for m in p.finditer(sentence)), key=lambda c: c[1].start())


def _only_cues(sentence: str, cues: list[tuple[str, re.Match[str]]]) -> bool:
    """Whether a sentence says nothing but that something matters ("I won't bend on that.")."""
    rest, at = [], 0
    for _, m in cues:
        rest.append(sentence[at: m.start()])
        at = max(at, m.end())
    rest.append(sentence[at:])
    return _content(" ".join(rest)) < 2


def noted_facts(sentence: str, before: str, seq: int) -> list[Fact]:
    """The clause a remember-me or it-matters phrase marks, as a fact: "(we're doing a sponsored hymn-a-thon, for the
    record)", "phone calls in the afternoon only, if I get the choice", "my rule now is no phone-only agreements",
    "no chemical sprays on the plot: that's the one rule I have". A sentence that is only such a phrase marks
    ``before``, the speaker's sentence just before ("... I won't bend on that."), or, when it ends on a colon or
    says it is writing this down, the sentence after it ("Writing this down so I don't forget: ...")."""
    cues = _cues(sentence)
    if not cues:
        told = _cues(before) if before else []
        if told and _only_cues(before, told) and (before.rstrip().endswith(":") or _WRITING_DOWN.search(before)):
            return [f for f in [_note(_note_value(sentence), told[0][0], seq)] if f]
        return []
    m = cues[0][1]
    kind = next((k for k, _ in cues if k != "note"), "note")  # "I put it on the chat so nobody argues": a decision
    if _only_cues(sentence, cues):
        if sentence.rstrip().endswith(":") or _WRITING_DOWN.search(sentence):
            return []  # the sentence after it says what
        return [f for f in [_note(_said_before(before), kind, seq)] if f]
    inside = re.search(r"\(([^()]*)\)", sentence)
    colon = sentence.find(":", m.end())
    if inside and inside.start() < m.start() < inside.end():  # "(we're going with X, for the record)"
        value = _note_value(inside.group(1).replace(m.group(0), ""))
    elif colon >= 0 and _content(sentence[m.end(): colon]) == 0:  # "I put it on the WhatsApp so nobody argues: X"
        value = _note_value(sentence[colon + 1:])
    else:
        clauses = re.split(r"[,;:(]\s*", sentence[: m.start()].rstrip(" ,:;\u2014\u2013-"))
        while len(clauses) > 1 and _content(clauses[-1]) < 2:  # "X, so that's non-negotiable": X
            clauses.pop()
        left = clauses[-1]
        nxt = next((c.start() for _, c in cues if c.start() >= m.end()), len(sentence))
        right = sentence[m.end(): nxt].lstrip(" ,:;\u2014\u2013-")
        if _SUBORDINATE.match(right):  # "keep that in mind whenever we plan anything": nothing said after it
            right = ""
        side = left if _content(left) > _content(right) else right  # "X, if I get the choice" / "my rule now is X"
        value = _note_value(side) if _content(side) >= 2 and not _ANAPHORIC.match(side) else _said_before(before)
    return [f for f in [_note(value, kind, seq)] if f]


def _said_before(before: str) -> str:
    """What a phrase pointing back marks: the sentence before, unless that one marked its own clause already."""
    return "" if not before or _cues(before) else _note_value(before)


def _note(value: str, kind: str, seq: int) -> Fact | None:
    if not value or (_ANAPHORIC.match(value) and len(value.split()) < 4):
        return None
    if kind == "note":
        kind = "constraint" if re.match(r"(?:no|never|nothing|only|not)\b", value, re.IGNORECASE) else "preference"
    words = [w for w in re.findall(r"[a-z][\w'\u2019-]*", value.lower()) if w not in DETERMINERS and w not in _FILLERS][:3]
    return make_fact(f"{' '.join(words)} {_SUFFIX[kind]}", value, kind, seq) if words else None


def _topic_value_facts(sentence: str, seq: int) -> list[Fact | None]:
    out: list[Fact | None] = []
    for pattern, kind, cue in _TOPIC_VALUE:
        if cue is not None and not cue.search(sentence):
            continue
        for m in pattern.finditer(sentence):
            restricts = kind == "constraint" or re.match(r"(?:no|never|nothing|only)\s", m.group("value"), re.IGNORECASE)
            value = _restriction(m.group("value")) if restricts else value_phrase(m.group("value"), 8)
            head = head_noun(value)
            if not head or value.lower() in ("it", "that", "this", "them", "one"):
                continue
            topic = m.groupdict().get("topic")
            about = _topic_key(topic, m.groupdict().get("scope")) if topic else head
            out.append(make_fact(f"{about or head} {_SUFFIX[kind]}", value, kind, seq))
    return out


# money the user paid or owes, and what something weighs: "we paid V at the vet", "I owe Revenu Québec V",
# "the cabinet maker wants a deposit of V", "the cat weighed V"; the value is the amount (or weight) said there
_MONEY = (
    re.compile(r"\b(?:we|i)\s(?:just\s|finally\s|already\s)?(?:paid|spent|forked out|shelled out)\s(?P<v>\S.{0,30}?)\s"
               r"(?:at|for|to|on)\s(?:the\s|my\s|our\s)?(?!(?:a|an|some|it|that|this|them|ages|nothing)\b)"
               r"(?P<x>(?:[\w'-]+\s){0,2}?[\w'-]+?)(?=[.,;!?]|$|\s(?:today|yesterday|last|this|in|and|but|so|which|because)\b)",
               re.IGNORECASE),
    re.compile(r"\b(?:we|i)\s(?:still\s)?owe\s(?:(?:the\s)?(?P<x>(?-i:[A-Z])[\w'-]*(?:\s(?-i:[A-Z])[\w'-]*){0,3})\s"
               r"|(?:the|my|our)\s(?P<y>(?-i:[a-z])[\w'-]*)\s)?(?P<v>.{1,40})", re.IGNORECASE),  # "I owe the venue V"
    re.compile(r"\b(?:the|my|our)\s(?P<x>(?:[\w'-]+\s){0,2}?[\w'-]+)\s(?:wants|asked for|needs|is asking for|requires)\s"
               r"(?:a|an|the)\s(?P<n>deposit|fee|payment|down payment|retainer|advance)\sof\s(?P<v>.{1,40})", re.IGNORECASE),
)
_OWED_TO = re.compile(r"\bto\s(?:the\s|my\s|our\s)?(?P<y>(?:[\w'-]+\s){0,2}?[\w'-]+)(?=[.,;!?]|$|\s(?:for|by|before|and|but|"
                      r"so|which|because|now|this)\b)", re.IGNORECASE)
_WEIGHT_UNITS = r"(?:kg|kgs|kilos?|kilograms?|lbs?|pounds|st|stone)"
# a weight, and the grams or ounces after its kilos or pounds: "24.9 kg", "6 kilos 700"
_WEIGHT = rf"\d[\d.,]*\s?{_WEIGHT_UNITS}\b(?:\s\d{{1,3}}(?![\d.,]))?"
_WEIGHED = re.compile(r"\b(?:the|my|our|[A-Z][a-z]+['\u2019]s)\s(?P<x>(?:[\w'-]+\s){0,2}?[\w'-]+)\s(?:now\s)?"
                      r"(?:weighs|weighed|is weighing)\s(?:in\sat\s)?(?:about\s|around\s)?(?P<v>\d[\d.,]*\s?"
                      rf"(?:{_WEIGHT_UNITS}|g|grams)\b(?:\s\d{{1,3}}(?![\d.,]))?)", re.IGNORECASE)


# what a pet is on, eats, where it goes or stays, and what it weighs: "my cat is on a quarter tab of methimazole",
# "we feed him Black Hawk lamb and rice", "the kelpie goes to Oakford Canine Lodge when we're away", "he weighed in at
# 24.9 kg" (a weight said of a named thing: ``_WEIGHED``). A pet named by its kind or breed; "he"/"she" only with a
# medicine's or a pet place's own words beside it; a medicine has a medicine's word or a name.
_PET_WORDS = "|".join(sorted(PETS))
_PET_SUBJECT = rf"\b(?:my|our|the|his|her|their|da|(?-i:[A-Z])[a-z]+['\u2019]s)\s(?:[\w-]+\s)?(?P<pet>{_PET_WORDS})"
_MEDICINE = (r"\b(?:tablets?|tabs?|pills?|mg|ml|drops|syrup|injections?|shots?|capsules?|chews?|meds|medication|"
             r"medicine|spot-on|ointment|cream|dose)\b")
_PET_PLACE = r"\b(?:Kennels?|Boarding|Lodge|Cattery|Pets?|Vets?|Veterinary|Grooming|Groomers?|Daycare|Resort|Hotel|Clinic)\b"
# a place's name: capitalised words and the small words inside one ("Toilettage Poils de Carotte", "Paws & Whiskers")
_NAMED = r"(?P<value>(?-i:[A-Z])[\w'\u2019&.-]*(?:\s(?:(?-i:[A-Z0-9])[\w'\u2019&.-]*|&|de|du|des|la|le|of|the|and|van|von|y))*)"
_PET_CARE: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p, re.IGNORECASE), about) for p, about in (
    (rf"{_PET_SUBJECT}(?:['\u2019]s|\sis|\shas\sbeen|\sare)\s(?:now\s|still\s|currently\s)?on\s(?P<value>[^.;!?]+)",
     "medication"),
    (rf"\b(?P<who>he|she)(?:['\u2019]s|\sis|\shas\sbeen)\s(?:now\s|still\s|currently\s)?on\s(?P<value>[^.;!?]*?{_MEDICINE}[^.;!?]*)",
     "medication"),
    (rf"{_PET_SUBJECT}\s(?:only\s|mostly\s|now\s)?(?:eats|is\sfed|gets\sfed|lives\son|is\seating|is\son\sa\sdiet\sof)\s"
     rf"(?P<value>[^.;!?]+)", "food"),
    (rf"\bfeed(?:s|ing)?\s(?:him|her|them|(?:the|my|our|da)\s(?P<pet>{_PET_WORDS}))\s(?:only\s|on\s)*(?P<value>[^.;!?]+)",
     "food"),
    (rf"{_PET_SUBJECT}\s(?:goes|is\sgoing|will\sgo|went|stays|is\sstaying|will\sstay|boards)\s(?:to|at|with|in)\s{_NAMED}",
     "place"),
    (rf"\b(?:he|she)(?:['\u2019]s|\sis)?\s(?:goes|going|will\sgo|stays|staying|boards)\s(?:to|at|with|in)\s"
     rf"(?=[^.;!?]*?{_PET_PLACE}){_NAMED}", "place"),
    (rf"\bbook(?:ed|ing)?\s(?:him|her|them|(?:the|my|our|da)\s(?P<pet>{_PET_WORDS}))\s(?:in\s)?(?:into|at|with)\s"
     rf"(?=[^.;!?]*?{_PET_PLACE}){_NAMED}", "place"),
    (r"\b(?P<who>he|she)\s(?:now\s)?(?:weighs|weighed|is\sweighing)\s(?:in\sat\s)?(?:about\s|around\s|just\s)?"
     rf"(?P<value>{_WEIGHT})", "weight"),
    (r"\bscale\s(?:[\w']+\s){0,4}?(?:said|says|showed|shows|read|reads)\s"
     rf"(?P<value>{_WEIGHT})", "weight"),
))
# where what a pet is on or eats gives way to the rest of the sentence: "Credelio tablets for ticks", "... btw"
_CARE_END = re.compile(r"\s(?:btw|lol|haha\w*|hehe\w*|for|since|because|but|so|if|when|while|ok|okay|pls|anyway|now|"
                       r"and\salso|at\sthe|from\sthe|i|we|you)\b|\s[-\u2013\u2014]\s|,\s", re.IGNORECASE)


def _pet_care_facts(sentence: str, seq: int) -> list[Fact | None]:
    out: list[Fact | None] = []
    for pattern, about in _PET_CARE:
        for m in pattern.finditer(sentence):
            pet = (m.groupdict().get("pet") or "").lower()
            value = m.group("value")
            if about in ("medication", "food"):
                value = _CARE_END.split(_restriction(value), maxsplit=1)[0]
                if (len(value.split()) < 2 and not value[:1].isupper()) or (about == "medication" and not (
                        re.search(_MEDICINE, value, re.IGNORECASE) or re.search(r"(?-i:\b[A-Z])", value))):
                    continue  # "the cat's on edge with the fireworks", "she's on it"
            who = (m.groupdict().get("who") or "").lower()  # "he's on V", "she weighed V": a pet or a person
            owner = pet or {"he": "his", "she": "her"}.get(who) or ("pet" if about != "weight" else "")
            out.append(make_fact(f"{owner} {about}", value, "pet" if pet or owner == "pet" else "other", seq))
    return out


# a rule said as what may not happen: "no frying fish on weekdays", "the trustees insist on no visible cabling", "the
# rule for the booths is no open flames indoors", "it's gotta be no bending over for seven days". "No" opens the value
# at a clause's start or after what states a rule; small talk ("no worries", "no idea", "no rush on that") is no rule,
# and neither is what there is none of ("there are no tickets left", "we have no milk").
_NO_RULE = re.compile(
    r"(?:^|[:;,.!?(\u2014\u2013]\s*|\s-\s|\b(?P<strong>insists?\son|strictly|(?:has|have|got|gotta|needs?)\s(?:to\s)?be|must\sbe|"
    r"rule\s(?:is|was|says)|rules\s(?:are|say)|means)\s|\b(?:is|are|it's|its|it\sis|be|i|we)\s)"
    r"(?P<value>(?:no|nothing|never)\s(?!(?:worries|worry|idea|problem|problems|way|thanks|thank|rush|pressure|luck|joke|"
    r"clue|big|matter|one|longer|doubt|kidding|offense|offence|sweat|stress|chance|wonder|need|reason|harm|time|i|we|you|"
    r"he|she|they|it|that|this|not|sorry|more\sthan|less\sthan|shit|fun|good|bad|biggie|deal|comment|answer|reply|"
    r"news|word|sign|change|difference|point|use|hurry|excuse|question|questions|can\sdo|pain|prob|probs|drama|fuss|"
    r"bother|bueno|pasa|hay|es|ok|okay|wiesz|dobra|tak|nie|well|yeah|yes|so|but|and|then|did|do|does|was|were|is|had|"
    r"have|been|heard|mind|seen|thought|knew|ever|again|liked|really|actually|i'm|i'd|i've|i'll|it's|that's|you're)\b)"
    r"[^.;:!?]+)", re.IGNORECASE)
_THERE_IS = re.compile(r"\b(?:there(?:'s|\sis|\sare|\swas|\swere)|(?:i|we|you|they)\s(?:have|had|got))\s$", re.IGNORECASE)
_WHEN_BREAK = re.compile(r"\s(?:after|before|until|till|across|past|without|unless|while|when)\s", re.IGNORECASE)
# "my hard line for the new role is no V": a topic of the user's given its value, keyed by that topic (``_COPULAR``)
_TOPIC_IS = re.compile(r"\b(?:the|my|our|his|her|their)\s[\w'\u2019 -]{1,60}\s(?:is|are)\s$", re.IGNORECASE)


def _no_rule_facts(sentence: str, seq: int) -> list[Fact | None]:
    out: list[Fact | None] = []
    for m in _NO_RULE.finditer(sentence):
        if _THERE_IS.search(sentence[: m.start("value")]) or (not m.group("strong") and _TOPIC_IS.search(
                sentence[: m.start("value")])):
            continue
        value = _spoken_end(_restriction(m.group("value")))
        words = value.split()
        if len(words) < (2 if m.group("strong") else 3):
            continue
        head = head_noun(_WHEN_BREAK.split(" ".join(words[1:]), maxsplit=1)[0])  # "no drilling after 6pm": drilling
        if head:
            out.append(make_fact(f"{head} {_SUFFIX['constraint']}", value, "constraint", seq))
    return out


def _money_facts(sentence: str, seq: int) -> list[Fact | None]:
    out: list[Fact | None] = []
    for pattern in _MONEY:
        for m in pattern.finditer(sentence):
            amounts = [e for e in find_entities(m.group("v")) if e.kind == "amount"]
            if not amounts or (pattern is not _MONEY[0] and amounts[0].start > 2):
                continue  # the amount comes right after the verb (or "a deposit of")
            about = m.group("x") or m.groupdict().get("y")
            if "owe" in m.group(0).lower():
                to = _OWED_TO.search(m.group("v"), amounts[0].end)
                about = about or (to.group("y") if to else None)
                key = f"owed to {about}"
            else:
                key = f"{about} {m.group('n')}" if m.groupdict().get("n") else f"{about} payment"
            if about:
                out.append(make_fact(key, amounts[0].text, "amount", seq))
    for m in _WEIGHED.finditer(sentence):
        out.append(make_fact(f"{m.group('x')} weight", m.group("v"),
                             "pet" if m.group("x").lower().split()[-1] in PETS else "other", seq))
    return out


# a value in brackets after what it is: "remind me to tell him about Mak's dialysis centre (Blk 302A ...)",
# "told Amma about the cat during the trip (it's book a sitter to come twice a day)"
_BRACKETED = re.compile(r"\b(?:(?i:the|my|our|his|her)|(?P<owner>[A-Z][a-z]+)['\u2019]s)\s(?P<x>(?:[\w'\u2019-]+\s){0,5}?[\w'\u2019-]+)\s"
                        r"\((?:(?i:it's|it is|that's|that is|which is|i\.e\.|ie)\s)?(?P<v>[^()]{3,80})\)")
_NOT_BRACKETED = re.compile(r"(?i)^(?:lol|haha|sorry|again|maybe|i think|i guess|probably|long story|don't ask|ugh|"
                            r"sigh|as usual|thank god|finally|or so|ish|approx|roughly|hopefully|"
                            # an aside said as a clause: "(I'm writing that down in three places)", "(we checked)"
                            r"(?:i|i'm|i've|i'll|i'd|we|we're|we've|you|he|she|they|it's|that's|this is|which)\s)")


# a bracket that talks rather than names: "(side note, i paid 53 quid for a sandwich today)", "(hannah says hi btw)",
# "(don't judge)", "(sorry for the wall of text)"
_ASIDE_WORDS = re.compile(r"(?i)\b(?:i|i'm|i've|i'll|i'd|we|we're|you|you're|he|she|they|btw|lol|haha|jaja|says|said|"
                          r"side note|sorry|don't|judge)\b")


# ... or said first, before a colon and what it is: "Harish s/o Velu: Ma's medical social worker."; a bare label
# closing the clause, after a colon or an arrow pointing back: "Mr. Iyengar: relocation agent.", "V <- mehendi no"
_VALUE_COLON = re.compile(r"^[^\w+]*(?P<v>[^:<\u2190]{2,60}?)(?::\s(?:(?i:the|my|our|his|her)|(?P<owner>[A-Z][a-z]+)['\u2019]s)\s"
                          r"(?P<x>(?:[\w'\u2019-]+\s){0,4}?[\w'\u2019-]+)(?=[.,;!?]|$|\s(?:who|which|that|for|at|in|on)\b)"
                          r"|\s?(?::|<-|\u2190)\s(?P<label>[a-z][a-z'\u2019 -]{1,40}?[a-z])(?=\s*(?:[.,;!?]|$)))")
# ... or said first in a cleft: "Dr. X is what they confirmed for vet", "V is who we went with as the caterer"
_VALUE_CLEFT = re.compile(r"^\W*(?P<v>.{2,60}?)\sis\s(?:what|who)\s(?:they|we|he|she|i|you|the\s[a-z]+)\s"
                          r"(?:have\s|just\s|finally\s)?(?:confirmed|said|gave|quoted|told me|sent|put down|wrote|picked|"
                          r"chose|went with|booked|use)\s(?:for|as|on)\s(?:the\s|my\s|our\s)?"
                          r"(?P<x>[a-z][a-z'\u2019 -]{1,40}?[a-z])(?=\s*(?:[.,;!?]|$))", re.IGNORECASE)


# ... or a note's line, what it is and then its value after a colon, a dash or "=" (an arrow is read as a colon):
# "3. My tea: V", "- The dog's daily medication: V", "Cat's food — V", "ok so my day rate with the agency = V".
# What it is is owned or determined, or a bare label on a list's line ("* student #: V") or a form's field
# (:func:`_form_field`); the value is a phrase, not a clause ("My problem: I can't sleep" explains)
_LABEL_LINE = re.compile(r"^(?P<item>\s*(?:[*\u2022-]|\d{1,2}[.)])\s)?[^\w(]*(?:(?:ok|okay|so|and|also|oh|right|then|btw|"
                         r"plus|ps)[,:]?\s)*(?P<det>(?i:the|my|our|his|her|their)\s|(?P<owner>[A-Z][\w\u00c0-\u00ff]+)['\u2019]s\s)?"
                         r"(?P<x>(?:[\w'\u2019-]+\s){0,6}?(?:[\w'\u2019-]+|#))(?::|\s[\u2014\u2013=-])\s(?P<v>[^:;\u2014\u2013]{2,80}?)"
                         r"[\s.!?]*$")
_NOT_LABEL_VALUE = re.compile(r"(?i)(?:i|i'm|i've|i'll|i'd|we|we're|we've|we'll|you|he|she|they|it|it's|that|that's|this|"
                              r"there|there's|what|how|why|who|when|is|was|are|yes|done|sorted|same|nothing|none|tbc|tba|"
                              r"tbd|n/a|pending|still|maybe|unknown|later|soon|not yet|ok|okay|fine|see|ask|check)\b|no\W*$")
# the kind a label gives a value of no kind of its own: "my preferred route: V", "the split of the holidays: V"
_LABEL_KINDS = ((re.compile(r"\b(?:prefer\w*|favou?rite)\b"), "preference"),
                (re.compile(r"\b(?:decided|decision|agreed|plan|plans|split)\b"), "decision"))


# ... or a line that is a value and, in brackets, what it is: "* Kulfi (cat's name)", "- Logan Crowder (venue
# coordinator)", "29-gallon tank (size of the new fish tank)"
_VALUE_BRACKETED = re.compile(r"^[\W]*?(?P<v>[^\W_][^()]{1,58}?)\s\((?P<x>(?:[\w'\u2019-]+\s){0,6}[\w'\u2019-]+)\)[\W]*$")


# a person chosen for a part: "we confirmed Amol Mehta as our pandit", "I said yes to Rohini Bhide for the room",
# "the bank assigned us Ana Reis as our mortgage manager", "we're sticking with Rui Lobo as Tomás's pediatrician"
_NAME = (r"(?-i:[A-Z])(?:[\w'\u2019-]+|\.(?=\s(?-i:[A-Z])[\w'\u2019-]{2,}))"  # a first name or an initial ("Z. Moolman")
         r"(?:\s(?:(?-i:van|von|der|den|de|du|la|le|da|dos|das|del|di|bin|al)\s)*(?-i:[A-Z])(?:\.|[\w'\u2019-]+)){1,3}")
_CHOSE_PERSON = re.compile(rf"\b(?:said yes to|confirmed|picked|chose|hired|booked|went with|going with|signed|"
                           rf"sticking with|staying with|keeping|settled on|opted for|switched to|appointed|"
                           rf"(?:assigned|gave|allocated)(?:\s(?:us|me|him|her|them|dad|mum|mom))?)\s(?P<v>{_NAME})\s"
                           rf"(?:as\s(?:our|my|the|his|her|their|(?-i:[A-Z])[\w-]+['\u2019]s)\s"
                           rf"(?P<x>(?:[a-z-]+\s)?[a-z-]+)|for\s(?:the|our|my)\s"
                           rf"(?P<y>(?:[a-z-]+\s)?[a-z-]+))(?=[\s,.;:!?]|$)", re.IGNORECASE)


# a person named as the one who handles something: "Vítor Tavares is the person handling our mortgage file"
_HANDLER = re.compile(rf"(?P<v>{_NAME})\s(?:is|was|will be)\s(?:now\s)?the\s(?:person|one|guy|lady|woman|man|contact)\s"
                      rf"(?:handling|in charge of|dealing with|looking after|managing|running|responsible for|doing)\s"
                      rf"(?:our|my|the|his|her|their)\s(?P<x>(?:[a-z-]+\s)?[a-z-]+)(?=[\s,.;:!?]|$)")


# a value said first, then what it is, with a word that makes it a choice or a taste: "the Emirates routing!!
# that's the flight option we chose", "a hojicha latte - that's the answer for coffee every time"
_VALUE_THEN_WHAT = re.compile(
    r"^[\W\d]*(?:(?:oh|ok|okay|so|and|um|yeah|yes|right|btw|also|hallo|hello|hi)[\s,.!]+)*(?P<v>[^.!?:;\u2013\u2014]{3,80}?)\s*"
    r"(?:(?:!+|\s[-\u2013\u2014]|[,.])\s+(?:that's|that is|this is)|\s(?:is|was|will be))\s(?:the|my|our)\s"
    r"(?P<x>[\w'\u2019 -]{2,50}?)"
    r"(?:\s(?P<chose>(?:we|i)(?:'ve|\shave)?\s(?:chose|chosen|picked|went with|gone with|went for|booked|agreed on|settled on|"
    r"decided on)|(?:we|i)'re going with)|\s(?P<likes>(?:(?:i|we)\s(?:want|like|prefer|like best|love))|(?:that|which)\s(?:suits?|works?)"
    r"\s(?:me|us)(?:\sbest)?|every time|for me))?(?=[.,;!?]|\s[-\u2013\u2014]\s|$)", re.IGNORECASE)
# or what the value is said to be names the kind: "no arrivals after dark - that is my condition for the booking"
_SLOT = re.compile(r"\b(?P<slot>condition|rule|preference|choice|pick|decision|plan)\b", re.IGNORECASE)


# ... or then what was decided about what: "V — what we decided about the forklift", "V: what I decided about
# Luxembourg", "V - that's the call on the team", "V, final answer on where we're staying", "V — my race plan"
_VALUE_THEN_DECIDED = re.compile(
    r"^[\W\d]*(?:(?:oh|ok|okay|so|and|um|yeah|yes|right|btw|also)[\s,.!]+)*(?P<v>(?:[^.!?:;=\u2013\u2014]|(?<=\d)[:.](?=\d))"
    r"{3,80}?)\s*(?:!+|\s?[-\u2013\u2014:=,]\s?)\s*(?:that's\s|that\sis\s|it's\s)?"
    r"(?:(?:what\s(?:we|i)(?:'ve|\shave)?\s(?:decided|chose|agreed(?:\son)?|picked|settled\son|went\swith|went\sfor|voted\sfor)|"
    r"(?:the|my|our)\s(?:final\s)?(?:call|verdict|decision|choice|pick|plan)|final\sanswer)"
    r"\s(?:about|on|for|with|re)\s(?:the\s|my\s|our\s|where\s(?:we're|we\sare|i'm|i\sam)\s|how\s(?:we|i)(?:'ll|\swill)?\s)?"
    r"(?P<x>[\w'\u2019 -]{2,50}?)"
    r"|(?:my|our|the)\s(?P<y>[\w'\u2019-]+(?:\s[\w'\u2019-]+)?)\s(?:plan|choice|decision|pick|call))"
    r"(?=[.,;!?]|\s[-\u2013\u2014]\s|$|\s(?:for\sthe\srecord|btw|then|now|i\sreckon|lol)\b)", re.IGNORECASE)


def value_then_what_facts(sentence: str, seq: int, before: str = "") -> list[Fact]:
    """A choice or a taste said value first ("V!! that's the flight option we chose"; ``before``: the sentence
    before this one, which may be the value said alone)."""
    if before and re.match(r"\W*(?:that's|that is|this is)\s", sentence, re.IGNORECASE):
        sentence = f"{before} {sentence}"
    return _value_then_what(sentence, seq) or _value_then_decided(sentence, seq)


def _reads_as_value(value: str) -> bool:
    """Whether a phrase said first can be the value that follows names: a dozen words at most, not opened by a
    pronoun, an adverb or an adjective ("so tired - that's my week")."""
    words = value.split()
    first = re.sub(r"\W+$", "", words[0].lower()) if words else ""
    return bool(first) and len(words) <= 12 and first not in _NOT_VALUE_FIRST and first not in _ADJECTIVES


def _value_then_what(sentence: str, seq: int) -> list[Fact]:
    m = _VALUE_THEN_WHAT.match(sentence)
    if m is None:
        return []
    value, about = m.group("v").strip(" \"'"), m.group("x")
    if not _reads_as_value(value):
        return []
    slot_m = None if m.group("chose") or m.group("likes") else _SLOT.search(about)
    if not (m.group("chose") or m.group("likes") or slot_m):
        return []  # "the weather is the worst part": no choice, taste or rule said
    topic, _, scope = about.partition(" for ")  # "the answer for her food": the food
    slot = slot_m.group("slot").lower() if slot_m else ""
    kind = ("decision" if m.group("chose") or slot in ("choice", "pick", "decision", "plan")
            else "constraint" if slot in ("condition", "rule") else "preference")
    if slot and not re.match(r"(?:no|never|nothing|only|not)\b", value, re.IGNORECASE) and kind == "constraint":
        kind = "preference"  # "my condition" that restricts nothing is what is wanted
    words = _key_words(scope or topic)
    f = make_fact(f"{' '.join(words)} {_SUFFIX[kind]}", value, kind, seq) if words else None
    return [f] if f is not None else []


def _value_then_decided(sentence: str, seq: int) -> list[Fact]:
    m = _VALUE_THEN_DECIDED.match(sentence)
    if m is None:
        return []
    value = m.group("v").strip(" \"'")
    if not _reads_as_value(value):
        return []
    words = _key_words(m.group("x") or m.group("y") or "")
    f = make_fact(f"{' '.join(words)} {_SUFFIX['decision']}", value, "decision", seq) if words else None
    return [f] if f is not None else []


# what a person is given to do: "my account at the yard", "the fundraiser", "crew two"
_TASK = (r"(?:(?:the|my|our|his|her|their)\s(?P<np>[a-z][a-z'\u2019-]*(?:\s[a-z0-9][a-z0-9'\u2019-]*){0,3})"
         r"|(?P<team>[a-z]+\s(?:one|two|three|four|five|six|[0-9]{1,2}|[A-Z]))(?![\w-]))")
# ... by what the person does: "X handles my account", "X is running crew two now", "X is in charge of the raffle"
_DOES_TASK = re.compile(rf"(?P<v>{_NAME})\s(?:is\s|will\s(?:be\s)?|has\sbeen\s|['\u2019]s\s)?(?:now\s|also\s|still\s|like\s)?"
                        r"(?:handles|handling|handle|runs|running|run|manages|managing|manage|chairs|chairing|chair|leads|"
                        r"hosts|hosting|host|writes|writing|write|plans|planning|helping\s(?:me|us)\s(?:with\s)?|"
                        r"leading|lead|coordinates|coordinating|coordinate|covers|covering|cover|looks\safter|"
                        r"looking\safter|takes\scare\sof|taking\scare\sof|in\scharge\sof|organi[sz]es|organi[sz]ing|"
                        rf"teaches|teaching|coaches|coaching|does|doing|do)\s{_TASK}")
_NOT_TASKS = frozenset("same rest most best usual other opposite thing lot things job work".split())  # "X does the same"
# ... or given it: "they put X on our file", "Father T picked X to chair the fundraiser"
_GIVEN_TASK = re.compile(rf"\b(?:put|picked|hired|assigned|named|appointed|chose|got|brought\sin|asked)\s(?P<v>{_NAME})\s"
                         r"(?:to\s(?:chair|run|lead|handle|manage|organi[sz]e|coordinate|do|cover|coach|teach)\s|on\s|as\s|for\s)"
                         rf"{_TASK}")
# ... or said the other way round: "the antenatal class is run by X", "settlement's being handled by X at Redgum"
_DONE_BY = re.compile(rf"(?:\b(?i:the|my|our|his|her|their)\s|(?:^|[,:;]\s|\b(?:that|since|because|as)\s))"
                      r"(?P<np>[a-z][a-z'\u2019-]*(?:\s[A-Za-z0-9][A-Za-z0-9'\u2019-]*){0,3})\s?(?:is|are|was|were|will\sbe|has\sbeen|"
                      r"['\u2019]s)\s(?:now\s|also\s|still\s|being\s|getting\s)*"
                      r"(?:run|handled|managed|organi[sz]ed|led|taught|coached|coordinated|hosted|chaired|done|covered|"
                      r"looked\safter|taken\scare\sof|sorted|inspected|serviced|delivered|catered|officiated|photographed)"
                      rf"\sby\s(?P<v>{_NAME})")
# ... or whose turn it is: "it's Retief Vermeulen's turn to host"
_TURN_TO = re.compile(rf"\bit['\u2019]?s\s(?P<v>{_NAME})['\u2019]s\sturn\sto\s(?P<np>[a-z]+(?:\s(?:the|a)\s[a-z]+)?)",
                      re.IGNORECASE)
# ... or where they work: "Thulani Pretorius from the originator's office", "Ana Reis from the bank's mortgage team"
_FROM_OFFICE = re.compile(rf"(?P<v>{_NAME})\s(?:from|at)\s(?:the|our|my)\s(?P<x>[a-z][\w-]*(?:\s[a-z][\w-]*)?)(?:['\u2019]s?)?\s"
                          r"(?:[a-z]+\s)?(?:office|team|firm|practice|clinic|agency|desk|department)\b")
# words that name no topic or task of their own: "the way", "the weekend"
NOT_TOPICS = frozenset("way time day week thing one bit lot end moment morning evening night weekend".split())


def chosen_facts(sentence: str, seq: int) -> list[Fact]:
    """A person chosen for a part ("confirmed X as our pandit", "said yes to X for the room"), named as the
    one who handles something ("X is the person handling our mortgage file"), given a task ("X handles my
    account", "they put X on our file", "it's X's turn to host"), or said to work at a named office ("X from the
    originator's office")."""
    out: list[Fact | None] = []
    for m in _HANDLER.finditer(sentence):
        name = _person(m.group("v"))
        if head_noun(m.group("x")) and name:
            out.append(make_fact(shape_key(f"{m.group('x').lower()} contact", "person"), name, "person", seq))
    for m in _CHOSE_PERSON.finditer(sentence):
        part, name = m.group("x") or m.group("y"), _person(m.group("v"))
        if head_noun(part) and name:
            out.append(make_fact(shape_key(part.lower(), "person") if m.group("x") else f"{head_noun(part)} choice",
                                 name, "person" if m.group("x") else "decision", seq))
    for m in _FROM_OFFICE.finditer(sentence):
        name = _person(m.group("v"))
        if head_noun(m.group("x")) and name:
            out.append(make_fact(shape_key(m.group("x").lower(), "person"), name, "person", seq))
    for m in [*_DOES_TASK.finditer(sentence), *_GIVEN_TASK.finditer(sentence), *_DONE_BY.finditer(sentence),
              *_TURN_TO.finditer(sentence)]:
        task, name = noun_phrase(m.groupdict().get("np") or m.groupdict().get("team") or ""), _person(m.group("v"))
        if task and task.split()[-1] not in NOT_TOPICS and task.split()[0] not in _NOT_TASKS and name:
            out.append(make_fact(shape_key(f"person for {task}", "person"), name, "person", seq))
    return [f for f in out if f is not None]


def _person(words: str) -> str:
    """A name as the constructions above match it, without a capitalised word that opens the clause ("Since")."""
    parts = words.split()
    while parts and parts[0] in NOT_NAMES:
        parts.pop(0)
    return " ".join(parts) if len(parts) >= 2 else ""


def bracketed_facts(sentence: str, seq: int) -> list[Fact]:
    """A value in brackets after what it is, or said first with what it is after a colon or in brackets; or a
    note's or a form's line, what it is and then its value ("My tea: V", "Saree: V")."""
    out: list[Fact | None] = []
    line = _VALUE_BRACKETED.match(sentence)
    if line and not _NOT_BRACKETED.match(line.group("x")) and not _ASIDE_WORDS.search(line.group("x")) and head_noun(
            line.group("x")):
        value, about = line.group("v").strip(), line.group("x").strip()
        found = [e for e in find_entities(value) if e.text == value]
        head = head_noun(re.sub(r"['\u2019]s\sname$", "", about))
        kind = (VALUE_KIND[found[0].kind] if found and found[0].kind != "name"
                else "pet" if head in PETS else "person" if is_role(head) or about.endswith("name") else "other")
        out.append(make_fact(shape_key(about.lower(), kind), value, kind, seq))
    for m in _BRACKETED.finditer(sentence):
        value = m.group("v").strip()
        if _NOT_BRACKETED.match(value) or len(value.split()) > 14:
            continue
        found = [e for e in find_entities(value) if e.text == value]
        words = m.group("x").split()
        while words and words[-1].lower() in TRAILING:  # "the flight reference now (V)"
            words.pop()
        # "the cat's weight (V)": keyed "cat weight", as "the cat's weight is V" is
        about = re.sub(r"['\u2019]s\b", "", " ".join(([m.group("owner")] if m.group("owner") else []) + words))
        if found:
            kind = VALUE_KIND[found[0].kind]
        elif len(value.split()) >= 2 and head_noun(about) and not _ASIDE_WORDS.search(value):
            kind = "other"
        else:
            continue
        out.append(make_fact(about.lower(), value, kind, seq))
    # "Manoj s/o Subramaniam: the NEA officer who did our inspection.", "Dr. X is what they confirmed for vet"
    first = _VALUE_COLON.match(sentence) or _VALUE_CLEFT.match(sentence)
    if first:
        value = first.group("v").strip()
        found = [e for e in find_entities(value) if e.text == value]
        if found and found[0].kind != "number":
            label = first.groupdict().get("label") or first.group("x")
            owner = first.groupdict().get("owner")
            about = " ".join(([owner] if owner else []) + label.split())
            kind = VALUE_KIND[found[0].kind]
            # (a bare label or a cleft's is keyed as a statement's would be: "mehendi no" -> "mehendi no phone")
            bare = first.groupdict().get("x") is None or first.re is _VALUE_CLEFT
            out.append(make_fact(shape_key(about.lower(), kind) if bare else about.lower(), value, kind, seq))
    if not out and (note := _LABEL_LINE.match(sentence)) and not _NOT_LABEL_VALUE.match(note.group("v")) and (
            note.group("det") or note.group("item") or _form_field(note)):
        # "My tea: V", a bare label on a list's line ("- dragon food: V"), or a form's field ("Visa route: V")
        out.append(_label_line_fact(note, seq))
    return [f for f in out if f is not None]


def _form_field(note: re.Match[str]) -> bool:
    """A bare label before a colon, as a pasted form or message writes a field ("Saree: V", "car reg: V"): a
    short label that is no heading of a message ("Note:", "Update:", "Re:"), and a value that is a phrase."""
    label, value = note.group("x").split(), note.group("v")
    return (":" in note.group(0)[note.end("x"):note.start("v")] and len(label) <= 3
            and not any(c.isdigit() for c in note.group("x"))  # "turn 29: rain again" numbers a line, it names nothing
            and label[0].lower() not in _HEADINGS and len(value.split()) <= 8 and not VERB_WORDS.search(value)
            and "," not in value)  # "Meals: 3 vegetarian, 1 vegan" counts; a value with its own format is an entity


_HEADINGS = frozenset("""note notes reminder update edit re fwd fw fyi ps btw question answer warning tip summary todo
to-do subject from to cc sent ok okay listen anyway translation context background status problem issue reason result
advice verdict conclusion lesson plan idea thought thoughts point news saved noted got done added recorded remembered
logged stored confirmed sure great perfect thanks understood right""".split())


def _label_line_fact(note: re.Match[str], seq: int) -> Fact | None:
    value, label = note.group("v").strip(), note.group("x")
    if len(value.split()) > 12 or not re.search(r"[^\W_]", value) or not head_noun(label):
        return None
    owner = note.group("owner")
    about = re.sub(r"['\u2019]s\b", "", " ".join(([owner] if owner else []) + label.split())).lower().replace("#", "number")
    if sum(c.isdigit() for c in value) >= 6 and re.fullmatch(r"[\d\s./-]+", value):  # "* student #: 1005964023"
        return make_fact(shape_key(about, "id"), value, "id", seq)
    entities = find_entities(value)
    if any(e.text != value for e in entities if e.kind not in ("number", "name")):
        return None  # "the plumber's mobile - V fyi": V is keyed by the rules for values
    found = [e for e in entities if e.text == value and e.kind != "number"]
    if found:
        kind = VALUE_KIND[found[0].kind]
        if kind == "person" and not (is_role(head_noun(about)) or about.endswith("name") or head_noun(about) in PETS):
            return None  # "my week: Monday Tuesday" or a place named as a name: a role or a name says a person
        return make_fact(shape_key(about, kind), value, kind, seq)
    kind = next((k for pattern, k in _LABEL_KINDS if pattern.search(about)), "other")
    return make_fact(about, value, kind, seq)


def clause_facts(sentence: str, seq: int) -> list[Fact]:
    """Decisions, preferences, allergies, diets and constraints: their value is a phrase, not an entity; money paid
    or owed and a weight, said with a verb. (A value in brackets after what it is: :func:`bracketed_facts`.)"""
    out: list[Fact | None] = (_topic_value_facts(sentence, seq) + _verb_phrase_facts(sentence, seq) + _taste_facts(sentence, seq)
                              + _money_facts(sentence, seq) + _pet_care_facts(sentence, seq) + _no_rule_facts(sentence, seq)
                              + _plan_facts(sentence, seq))
    for m in _DECISION.finditer(sentence):
        near = phrase_after(sentence[m.end():])
        purpose = _FOR_THE.search(near)  # "X for the car": a choice of car, whose value is X
        if purpose and head_noun(purpose.group(1)) and len(near[: purpose.start()]) > 2:
            out.append(make_fact(f"{head_noun(purpose.group(1))} choice", near[: purpose.start()], "decision", seq))
            continue
        obj = clause_extent(sentence[m.end():], 12)  # the whole clause: "dropping down to the 55k instead of the 100k"
        head = head_noun(obj)
        if head and len(obj) > 2:
            out.append(make_fact(f"{head} choice", obj, "decision", seq))
    for m in _PREFERENCE.finditer(sentence):
        obj = clause_extent(sentence[m.end():], 12)
        head = head_noun(obj)
        if head and len(obj) > 2 and not re.match(r"(?:not|to|that|it|this)\b", obj.lower()):
            verb = m.group(0).lower()
            value = obj if re.search(r"prefer|rather|go for|go with|pick|choose|take", verb) else f"{m.group(0).split(' ', 1)[1].strip()} {obj}"
            out.append(make_fact(f"{head} preference", value, "preference", seq))
    for m in _FAVOURITE.finditer(sentence):
        obj = phrase_after(sentence[m.end():], 6)
        if obj:
            out.append(make_fact(f"{m.group(1).lower().replace('favorite', 'favourite')} {m.group(2).lower()}", obj,
                             "preference", seq))
    for m in _CHOSEN.finditer(sentence):
        obj = phrase_after(m.group(1))
        lead = re.match(r"(?:after|of|out of|from|among|following|in|between|with)\s.*?\s(?=(?:the|our|my|a|an)\s)", obj,
                        re.IGNORECASE)
        obj = obj[lead.end():] if lead else obj  # "after the tastings the X won": X
        purpose = _FOR_ANY.search(sentence)
        key = head_noun(purpose.group(1)) if purpose else head_noun(obj)
        contest = not re.search(r"vote|final|going back|it is\b", m.group(0), re.IGNORECASE)
        if contest and not (purpose or re.search(r"\boptions?\b|\bchoices?\b|\bshortlist", sentence, re.IGNORECASE)):
            continue  # "Arsenal won again": a result, not a choice
        if key and head_noun(obj) and obj.lower() not in ("it", "that", "this", "which"):
            out.append(make_fact(f"{key} choice", obj, "decision", seq))
    for m in _MINE.finditer(sentence):
        group = next(i for i, g in enumerate(m.groups(), 1) if g)
        # a value said after its cue is read to its clause's end ("i work best with feedback as tracked changes")
        obj = phrase_after(m.group(group)) if group < 5 else clause_extent(sentence[m.start(group):], 12)
        head = head_noun(obj)
        if head:
            out.append(make_fact(f"{head} preference", obj, "preference", seq))
    for m in _SUITS.finditer(sentence):
        value = re.sub(r"^(?:honestly|really|personally|generally|tbh)\s", "", m.group(1), flags=re.IGNORECASE)
        head = head_noun(value)
        if head:
            out.append(make_fact(f"{head} preference", value, "preference", seq))
    owned = set()
    for m in _OWN_ALLERGY.finditer(sentence):  # "his tree nut allergy", "Mum's latex allergy"
        allergen = m.group("a")
        if allergen.lower().split()[0] in _NOT_ALLERGENS:
            continue
        who = m.group("who")
        owner = f"{who.lower()} " if who else ""
        out.append(make_fact(f"{owner}{head_noun(allergen) or allergen} allergy", f"{allergen} {m.group('w')}",
                             "constraint", seq))
        owned.add(m.start("w"))
    for m in _ALLERGY.finditer(sentence):
        if m.start() in owned:
            continue
        obj = clause_extent(sentence[m.end():], 8)
        before = ""
        if obj.lower() in ("it", "them", "that", "this", "those", "these") and not m.start() == 0:
            first = re.match(r"\s*((?:[\w'-]+\s){0,3}?[\w'-]+)\s?[-\u2013\u2014,:;]", sentence)
            obj = first.group(1) if first and first.end() <= m.start() else ""  # "X - I'm allergic to it"
            before = obj
        if not head_noun(obj):  # "no peanuts please, I'm allergic": the allergen came first
            avoided = list(_AVOIDED.finditer(sentence, 0, m.start()))
            before = obj = phrase_after(noun_phrase(avoided[-1].group(1))) if avoided else obj
        head = head_noun(obj)
        who = re.search(r"\b([A-Z][a-z]+)(?:'s|\sis|\shas)\s(?:\w+\s)?(?:allergic|intolerant|allerg)", sentence)
        if head:
            start = sentence.rfind("no longer", 0, m.start())
            value_start = start if start >= 0 and m.start() - start < 12 else m.start()
            article = re.search(r"\b(?:an|a)\s$", sentence[:value_start])  # "an allergy to sulfa drugs"
            value_start = article.start() if article and not start >= 0 else value_start
            value = before or sentence[value_start: m.end()] + obj
            owner = f"{who.group(1).lower()} " if who and who.group(1) not in ("I", "We") else ""
            out.append(make_fact(f"{owner}{head} allergy", value, "constraint", seq))
    for m in _DIET.finditer(sentence):
        who = re.match(r"([A-Z][a-z]+) is", m.group(0))
        owner = f"{who.group(1).lower()} " if who else ""
        diet = m.group(2)  # "pescatarian, no shellfish", "mostly vegan but i eat eggs": the diet's clause, whole
        start = m.start("mostly") if m.group("mostly") else m.start(2)
        whole = clause_extent(sentence[start:], 10)
        out.append(make_fact(f"{owner}diet", whole if len(whole) > len(diet) else diet, "constraint", seq))
    read_whole: set[int] = set()  # where a thing's limit begins that was read whole
    for m in _MUST_STAY.finditer(sentence):
        read_whole.update(range(m.start("np"), m.end("np")))
        value = _restriction(m.group("value"))
        head = head_noun(m.group("np"))
        if head and len(value.split()) >= 5:
            out.append(make_fact(f"{head} constraint", value, "constraint", seq))
    for m in _CONSTRAINT.finditer(sentence):  # (the clause keeps what limits it: "... until the decision")
        if m.start() in read_whole:
            continue  # "the extension can't go beyond V": a thing's limit, read whole above
        clause = _NEW_SUBJECT.split(_restriction(sentence[m.start():]), maxsplit=1)[0]
        words = clause.split(" ", 3)
        head = _limited(" ".join(words[2:])) if len(words) > 3 else ""
        if head:
            subject = m.group(0).split()[0].lower()
            owner = "" if subject in ("i", "we") else f"{subject} "
            out.append(make_fact(f"{owner}{head} constraint", clause, "constraint", seq))
    return [_with_subject(f, sentence) for f in out if f is not None]


# who holds a choice, taste or limit, said right before its value in the same clause: "I'd rather", "we're going
# with", "I always want", "Rohan is"; the value keeps it ("I'd rather pay the builder in stages", not "pay the
# builder in stages": whose it is, and how firmly, is part of the fact)
_HOLDER = re.compile(r"(?:^|[,;:.!?()\u2014\u2013]\s*|\s-{1,2}\s|\bthat\s|\b(?:so|and|but|basically|honestly|anyway)\s)"
                     r"(?P<holder>(?:(?:i|we|he|she|they)(?:'d|'m|'re|'ll|'ve|\swould|\swill)?|(?-i:[A-Z])[a-z]+(?=\s(?:is|are|"
                     r"was|has|have|wants|needs|can't|cannot|won't|will|would|prefers|likes|loves|hates|only|always|never|"
                     r"usually)\b))(?:\s(?!(?:that|if|when|because|said|says|told|thinks?|think|asked|reminded|wonder)\b)"
                     r"[a-z'\u2019]+){0,3}\s)$", re.IGNORECASE)
_BARE_HOLDER = re.compile(r"\s(?P<holder>(?:i|we|he|she|they)\s)$", re.IGNORECASE)  # "I told the gym I can only V"
_NOT_HOLDERS = frozenset("it this that there what who how why when where which just so ok okay right well yes no "
                         "please thanks also anyway".split()) | {w.lower() for w in NOT_NAMES if w not in ("I", "We")}


def _with_subject(f: Fact, sentence: str) -> Fact:
    if f.kind not in ("decision", "preference", "constraint"):
        return f
    at = sentence.lower().find(f.value.lower())
    holder = (_HOLDER.search(sentence[:at]) or _BARE_HOLDER.search(sentence[:at])) if at > 0 else None
    if holder is None:
        return f
    words = holder.group("holder").lower().split()
    if words[-1] in DETERMINERS or (words[0] not in _PRONOUNS and words[0] in _NOT_HOLDERS):
        return f  # "I'm a salt and vinegar ...", "Ok is ...": no one holds it
    return make_fact(f.key, f"{holder.group('holder')}{f.value}", f.kind, f.seq) or f


_PRONOUNS = frozenset("i i'd i'm i'll i've we we'd we're we'll we've he he'd he's he'll she she'd she's she'll they they'd "
                      "they're they'll they've".split())


def _said_with(kind: str) -> tuple[re.Pattern[str], ...]:
    return tuple(p for p, k in _VERB_PHRASES if k == kind)


# the patterns of each kind of commitment (signals counts the kinds a sentence carries)
_SIGNALS = ((_DECISION, _CHOSEN, *_said_with("decision")), (_PREFERENCE, _FAVOURITE, _MINE, _SUITS, *_said_with("preference")),
            (_ALLERGY, _DIET, _CONSTRAINT, *_said_with("constraint")), (CORRECTION,))


def signals(sentence: str) -> int:
    """How many kinds of commitment a sentence carries: decision, preference, constraint, correction."""
    return sum(1 for group in _SIGNALS if any(p.search(sentence) for p in group))
