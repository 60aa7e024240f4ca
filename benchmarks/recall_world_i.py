"""Held-out recall world I: a retired geography teacher in Oamaru, New Zealand.

This generator was written as a held-out test set, without looking at the summariser (or
any rollmem code) and without reading the other ``recall_world_*`` generators.  Its only
dependency is the ``Planted`` / ``Conversation`` dataclasses from ``recall_conversation``.

The user is Judith Visser, 71, a widowed retired geography teacher in Oamaru.  Her threads:
a worn-out hip on the surgical waiting list, a nervous rescue greyhound and an old cat, a
half-restored 1970s caravan, the Waitaki heritage seed-savers, wardrobe for the local rep
society's "The Importance of Being Earnest", selling her late sister Marion's house in
Timaru, a Flett-Mackay family reunion, genealogy (Orkney on her side, Zeeland on her late
husband Henk's), grandchildren in Dunedin and Brisbane plus a brother in Halifax, Meals on
Wheels driving, and a te reo Maori night class.

Usage::

    from recall_world_i import generate

    conv = generate(seed=3, turns=1000, n_corrections=6)
    conv.turns   # list of (user_message, assistant_reply), ~100 tokens a turn
    conv.facts   # exactly 50 Planted facts; the corrected ones carry stale/corrected_at

Each planted value appears only in the user message of the turn that states it (and, about
30% of the time, in that turn's reply).  A corrected fact's old value also appears in its
correction message.  Facts are phrased in eight styles (plain statement, value first,
subordinate clause, third-person report, bulleted or comma list, answer to the assistant's
previous question, a question containing the fact, voice dictation); corrections use nine
wordings.  ``python benchmarks/recall_world_i.py`` runs the self-checks.
"""

from __future__ import annotations

import datetime
import random
import re

from recall_conversation import Conversation, Planted

MIN_TURNS = 160
KIND_COUNTS = {
    "person": 8,
    "pet": 4,
    "date": 7,
    "amount": 6,
    "phone": 4,
    "address": 4,
    "id": 6,
    "decision": 4,
    "preference": 4,
    "constraint": 3,
}
CORRECTABLE = ["person", "date", "amount", "phone", "address", "id"]
STYLES = ["plain", "valfirst", "subord", "third", "list", "answer", "question", "dictated"]

# ---------------------------------------------------------------------------
# Incidental vocabulary for filler (never used to build planted values)
# ---------------------------------------------------------------------------
INC_FEMALE = [
    "Bev", "Colleen", "Raewyn", "Glenys", "Noeline", "Dot", "Shona", "Kiri", "Heather", "Lois", "Maureen",
    "Pauline", "Lyn", "Sandra", "Jan", "Val", "Alma", "Robyn", "Sue",
]
INC_MALE = ["Trevor", "Murray", "Keith", "Wayne", "Graham", "Ross", "Merv", "Barry", "Gordon", "Doug", "Neville"]
INC_FIRST = INC_FEMALE + INC_MALE
INC_SURN = ["Paterson", "McKenzie", "Hurst", "Dawson", "Gillies", "Booth", "Kerr", "Aitken", "Lusk", "Carrick"]
GRANDKIDS = ["Ruby", "Finn", "Mila", "Koen"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = [
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
]
SHOPS = [
    "New World", "Countdown", "PAK'nSAVE", "Mitre 10", "the Warehouse", "Farmers", "Paper Plus",
    "the Hospice Shop", "Bunnings", "the Sallies shop", "Whitcoulls", "the farmers' market",
]
CHEMISTS = ["the Unichem", "the chemist by the clock tower", "Life Pharmacy", "the supermarket pharmacy"]
TYRE_SHOPS = ["Beaurepaires", "the tyre place by the railway yards", "Tony's Tyres", "the Waimate garage"]
VEG = [
    "broad beans", "yams", "silverbeet", "scarlet runners", "tomatoes", "garlic", "leeks", "rhubarb",
    "kale", "courgettes", "Agria potatoes", "purple carrots", "sugar snap peas", "beetroot",
]
WEATHER = [
    "blustery", "grey and drizzly", "absolutely stunning", "bitterly cold", "muggy", "wild and wet",
    "frosty but clear", "changeable", "foggy all morning",
]
DISHES = [
    "a bacon and egg pie", "cheese scones", "a lamb stew", "pikelets", "a big pot of pea and ham soup",
    "ginger crunch", "Afghan biscuits", "a shepherd's pie", "date loaf", "mince and cheese toasties",
    "a rhubarb crumble", "corned beef with white sauce",
]
RALLY_PLACES = ["Naseby", "Kurow", "Hampden", "Lake Ohau", "Twizel", "Geraldine", "Omarama", "Duntroon"]

# ---------------------------------------------------------------------------
# Value pools for planted facts
# ---------------------------------------------------------------------------
GEN_FEMALE = [
    "Priya", "Anjali", "Siobhan", "Yvonne", "Marguerite", "Losaline", "Mei-Ling", "Nasrin", "Bronwyn", "Tamsin",
    "Oriana", "Niamh", "Henrietta", "Solveig", "Imogen", "Fenella", "Rosalind",
]
GEN_MALE = [
    "Callum", "Duncan", "Euan", "Lachlan", "Tevita", "Sefa", "Farid", "Gareth", "Declan", "Kieran", "Ravi", "Hamish",
    "Tobias",
]
GEN_LAST = [
    "Ballantyne", "Fairweather", "Okonkwo", "Lindqvist", "Drummond", "Abernethy", "Soutar", "Kaur",
    "Faleolo", "Fonoti", "Chen", "Petrovic", "Halvorsen", "MacLeod", "O'Donnell", "Rasmussen", "Gunn",
    "Moodie", "Strachan", "Pennington", "Whitcombe", "Nakamura", "Varga", "Tuilagi", "Carmody", "Achterberg",
]
MAORI_FEMALE = ["Aroha", "Mereana", "Anahera", "Wikitoria", "Ngaire"]
MAORI_MALE = ["Hemi", "Rawiri", "Tamati", "Hohepa", "Manaia"]
MAORI_LAST = ["Tipene", "Pohatu", "Kereama", "Te Whaiti", "Ngata", "Parata", "Te Rangi", "Walker", "Solomon", "Tainui"]
DUTCH_FIRST = ["Marijke", "Joost", "Femke", "Sander", "Willemijn", "Gerrit", "Anouk", "Bram", "Liesbeth", "Cornelis"]
DUTCH_LAST = [
    "van der Berg", "van Dijk", "de Vries", "van den Broek", "de Jong", "Verhoeven", "van der Meulen",
    "Bakker", "van Leeuwen", "de Wit", "van Wijngaarden",
]
ORK_FIRST = ["Thorfinn", "Morag", "Ingrid", "Magnus", "Eilidh", "Sigurd", "Kirsteen", "Erlend", "Ragna", "Sweyn"]
ORK_LAST = ["Flett", "Isbister", "Rendall", "Harcus", "Linklater", "Drever", "Spence", "Muir", "Tulloch", "Sclater"]
PET_NAMES = [
    "Tuppence", "Bramble", "Haggis", "Sir Humphrey", "Mrs Miggins", "Wobbles", "Dougal", "Kōwhai", "Bilbo",
    "Nugget", "Thistle", "Puku", "Florrie", "Clementine", "Admiral Nelson", "Ziggy", "Rosencrantz",
    "Bartholomew", "Jellybean", "Pōhutu", "Mabel", "Gruffalo", "Hercule", "Wonky", "Lady Macbeth", "Truffle",
]
NZ_STREETS = ["Thames", "Tyne", "Severn", "Wansbeck", "Ure", "Tees", "Humber", "Itchen", "Eden", "Arun", "Coquet"]
TIMARU_STREETS = ["Wai-iti", "Otipua", "Selwyn", "Elizabeth", "Rose", "Kitchener", "Quarry", "Sarah", "Grey", "Cain"]
TIMARU_SUBS = ["Highfield", "Gleniti", "Marchwiel", "Waimataitai", "Parkside", "Watlington"]
DUNEDIN_STREETS = ["George", "Princes", "Stuart", "Moray", "Cumberland", "Castle", "Hanover", "Great King"]
OAMARU_SUBS = ["South Hill", "Holmes Hill", "Weston", "Orana Park", "Kensington"]
RURAL_ROADS = ["Kakanui Valley", "Airedale", "Herbert-Hampden", "Moeraki Boulders", "Weston-Ngapara", "Tapui", "Reidston"]
BRIS_STREETS = ["Oxley", "Jacaranda", "Sandgate", "Waterworks", "Latrobe", "Ipswich", "Wickham", "Kedron Brook"]
BRIS_SUBS = ["Redcliffe", "Paddington", "Toowong", "Annerley", "Wynnum", "Ashgrove", "Nundah"]
HFX_STREETS = ["Oxford", "Robie", "Quinpool", "Agricola", "Creighton", "Windsor", "Gottingen", "Inglis"]
ORK_FARMS = ["Quoyloo Farm", "Netherhouse", "Upper Breckness", "Skaill Cottage", "Hoolan", "Nisthouse", "Bigswell"]
ORK_PARISHES = ["Sandwick", "Harray", "Birsay", "Stenness", "Orphir", "Evie"]
ORK_STREETS = ["Alfred Street", "Victoria Street", "John Street", "Dundas Street", "Franklin Road"]
NL_STREETS = ["Havenstraat", "Lange Delft", "Molenweg", "Kerkplein", "Noordstraat", "Zusterstraat", "Dijkweg"]
NL_TOWNS = ["Middelburg", "Vlissingen", "Zierikzee", "Veere", "Goes", "Domburg"]
ID_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"
PC_LETTERS = "ABCEGHJKLMNPRSTVXY"


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _digits(rng: random.Random, k: int, lead_nonzero: bool = False) -> str:
    out = [str(rng.randint(1 if (lead_nonzero and i == 0) else 0, 9)) for i in range(k)]
    return "".join(out)


def _pattern(rng: random.Random, pat: str) -> str:
    """'#' becomes a digit, '@' an upper-case letter (no I or O); anything else is literal."""
    out = []
    for ch in pat:
        if ch == "#":
            out.append(str(rng.randint(0, 9)))
        elif ch == "@":
            out.append(rng.choice(ID_LETTERS))
        else:
            out.append(ch)
    return "".join(out)


# --- value generators ------------------------------------------------------


def _gen_person(style: str):
    def gen(rng: random.Random) -> str:
        female = rng.random() < 0.5
        title = rng.choice(["Ms", "Mrs", "Dr", "Dr."] if female else ["Mr", "Dr", "Dr."])
        if style == "med":
            first = rng.choice((GEN_FEMALE + MAORI_FEMALE) if female else (GEN_MALE + MAORI_MALE))
            last = rng.choice(GEN_LAST + MAORI_LAST + DUTCH_LAST[:4])
            return f"{title} {first} {last}"
        if style == "dutch":
            return f"{rng.choice(DUTCH_FIRST)} {rng.choice(DUTCH_LAST)}"
        if style == "orkney":
            name = f"{rng.choice(ORK_FIRST)} {rng.choice(ORK_LAST)}"
            return ("Dr " + name) if rng.random() < 0.25 else name
        if style == "maori":
            first = rng.choice(MAORI_FEMALE if female else MAORI_MALE)
            name = f"{first} {rng.choice(MAORI_LAST)}"
            return rng.choice(["Whaea " if female else "Matua ", ""]) + name
        first = rng.choice(GEN_FEMALE if female else GEN_MALE)
        last = rng.choice(GEN_LAST + MAORI_LAST)
        r = rng.random()
        if r < 0.15:
            return f"{first} {rng.choice(ID_LETTERS)}. {last}"
        if r < 0.3 and title != "Dr.":
            return f"{title} {first} {last}"
        return f"{first} {last}"

    return gen


def _gen_pet(rng: random.Random) -> str:
    return rng.choice(PET_NAMES)


def _fmt_date(rng: random.Random, d: datetime.date) -> str:
    m = MONTHS[d.month - 1]
    wd = WEEKDAYS[d.weekday()]
    o = _ordinal(d.day)
    styles = [
        f"{d.day} {m}",
        f"{m} {o}",
        f"{d.day}/{d.month}",
        f"{wd} {o} {m}",
        d.isoformat(),
        f"{m[:3]} {d.day}",
        f"{wd} {d.day} {m}",
        f"{o} of {m}",
        f"{wd[:3]} {d.day} {m[:3]}",
        f"{d.day:02d}/{d.month:02d}/{d.year}",
        f"{m} {d.day}",
    ]
    return rng.choice(styles)


def _random_day(rng: random.Random) -> datetime.date:
    return datetime.date(2026, 2, 2) + datetime.timedelta(days=rng.randint(0, 300))


def _gen_date(rng: random.Random) -> str:
    return _fmt_date(rng, _random_day(rng))


def _date_pair(rng: random.Random):
    """Old and new generators for a corrected date: the new day is 2-28 days either side."""
    d0 = _random_day(rng)
    d1 = d0 + datetime.timedelta(days=rng.choice([-1, 1]) * rng.randint(2, 28))
    return (lambda r: _fmt_date(r, d0)), (lambda r: _fmt_date(r, d1))


_gen_date.pair = _date_pair  # type: ignore[attr-defined]


CURRENCY_FORMATS = {
    "NZD": ["NZ${n:,}", "${n:,}", "{n:,} dollars", "NZD {n:,}", "NZ$ {n:,}", "${n:,}.00"],
    "GBP": ["£{n:,}", "{n:,} pounds", "GBP {n:,}", "£{n:,}.00"],
    "EUR": ["€{n}", "{n} euros", "EUR {n}", "€{n}.00"],
    "CAD": ["CA$ {n:,}", "CA${n:,}", "C${n:,}", "{n:,} Canadian dollars"],
}


def _gen_amount(cur: str, lo: int, hi: int, step: int, monthly: bool = False):
    def fmt(rng: random.Random, n: int) -> str:
        v = rng.choice(CURRENCY_FORMATS[cur]).format(n=n)
        if monthly:
            v += rng.choice([" a month", " per month", " monthly"])
        return v

    def gen(rng: random.Random) -> str:
        return fmt(rng, rng.randrange(lo, hi + 1, step))

    def pair(rng: random.Random):
        """Old and new generators for a corrected amount: revised by 10-40% up or down."""
        n0 = rng.randrange(lo, hi + 1, step)
        n1 = n0
        while n1 == n0 or n1 <= 0:
            n1 = round(n0 * rng.choice([rng.uniform(0.6, 0.9), rng.uniform(1.1, 1.4)]) / step) * step
        return (lambda r: fmt(r, n0)), (lambda r: fmt(r, n1))

    gen.pair = pair  # type: ignore[attr-defined]
    return gen


def _gen_phone(region: str):
    def gen(rng: random.Random) -> str:
        if region == "nz_land":
            a, b = _digits(rng, 3, True), _digits(rng, 4)
            return rng.choice([f"03 {a} {b}", f"(03) {a} {b}", f"03-{a}-{b}", f"+64 3 {a} {b}", f"03 {a}{b}"])
        if region == "nz_0800":
            a, b = _digits(rng, 3, True), _digits(rng, 3)
            return rng.choice([f"0800 {a} {b}", f"0800 {a}{b}", f"0800-{a}-{b}"])
        if region == "nz_mob":
            p = rng.choice(["021", "022", "027", "029"])
            a, b = _digits(rng, 3, True), _digits(rng, rng.choice([3, 4]))
            return rng.choice([f"{p} {a} {b}", f"{p}-{a}-{b}", f"+64 {p[1:]} {a} {b}", f"{p} {a}{b}"])
        if region == "uk":
            a, b = _digits(rng, 3, True), _digits(rng, 3)
            return rng.choice([f"01856 {a}{b}", f"01856 {a} {b}", f"+44 1856 {a}{b}", f"+44 (0)1856 {a} {b}"])
        if region == "au":
            a, b, c = _digits(rng, 2), _digits(rng, 3), _digits(rng, 3)
            return rng.choice([f"04{a} {b} {c}", f"+61 4{a} {b} {c}", f"04{a}-{b}-{c}", f"04{a}{b}{c}"])
        area = rng.choice(["902", "782"])
        if rng.random() < 0.5:
            tail = "01" + _digits(rng, 2)
            return rng.choice([f"({area}) 555-{tail}", f"{area}-555-{tail}", f"+1 {area} 555 {tail}"])
        a, b = _digits(rng, 3, True), _digits(rng, 4)
        return rng.choice([f"({area}) {a}-{b}", f"+1 {area} {a} {b}", f"{area}.{a}.{b}"])

    return gen


def _ca_postcode(rng: random.Random, prefix: str) -> str:
    return f"{prefix} {rng.randint(0, 9)}{rng.choice(PC_LETTERS)}{rng.randint(0, 9)}"


def _gen_address(region: str):
    def gen(rng: random.Random) -> str:
        n = rng.randint(2, 240)
        u = rng.randint(1, 12)
        ty = rng.choice(["Street", "Road", "Terrace", "Crescent", "Place", "Avenue"])
        if region == "timaru":
            st, sub = rng.choice(TIMARU_STREETS), rng.choice(TIMARU_SUBS)
            return rng.choice([
                f"{n} {st} {ty}, {sub}, Timaru {rng.choice(['7910', '7911'])}",
                f"{u}/{n} {st} {ty}, Timaru",
                f"Flat {u}, {n} {st} {ty}, {sub}",
                f"{n}A {st} {ty}, {sub}, Timaru",
            ])
        if region == "dunedin":
            st = rng.choice(DUNEDIN_STREETS)
            return rng.choice([
                f"Level {rng.randint(1, 6)}, {n} {st} Street, Dunedin",
                f"Suite {u}, {n} {st} Street, Dunedin Central 9016",
                f"Ground Floor, {n} {st} Street, Dunedin 9016",
            ])
        if region == "oamaru":
            st, sub = rng.choice(NZ_STREETS), rng.choice(OAMARU_SUBS)
            return rng.choice([
                f"{n} {st} Street, {sub}, Oamaru 9400",
                f"{u}/{n} {st} {ty}, Oamaru",
                f"Unit {u}, {n} {st} Street, Oamaru",
                f"{n} {st} {ty}, {sub}",
            ])
        if region == "rural":
            rd = rng.choice(RURAL_ROADS)
            k = rng.randint(10, 2400)
            return rng.choice([
                f"{k} {rd} Road, RD {rng.randint(1, 9)}, Oamaru",
                f"{k} {rd} Road, Oamaru 9494",
                f"{k} {rd} Road, RD {rng.randint(1, 9)}, Palmerston",
            ])
        if region == "brisbane":
            st, sub = rng.choice(BRIS_STREETS), rng.choice(BRIS_SUBS)
            pc = rng.randint(4005, 4179)
            return rng.choice([
                f"{u}/{n} {st} {ty}, {sub} QLD {pc}",
                f"Unit {u}, {n} {st} {ty}, {sub}, Queensland {pc}",
                f"{n} {st} {ty}, {sub} QLD {pc}",
            ])
        if region == "halifax":
            st = rng.choice(HFX_STREETS)
            return rng.choice([
                f"{n * 7 + 1000} {st} Street, Halifax, NS {_ca_postcode(rng, 'B3H')}",
                f"{u}-{n * 3} {st} Street, Halifax NS {_ca_postcode(rng, 'B3K')}",
                f"{n * 5 + 100} {st} Street, Apt {u}, Halifax, Nova Scotia {_ca_postcode(rng, 'B3L')}",
            ])
        if region == "orkney":
            pc = f"KW{rng.choice(['16', '17'])} {rng.randint(1, 9)}{rng.choice(ID_LETTERS)}{rng.choice(ID_LETTERS)}"
            return rng.choice([
                f"{rng.choice(ORK_FARMS)}, {rng.choice(ORK_PARISHES)}, Orkney {pc}",
                f"{rng.randint(1, 60)} {rng.choice(ORK_STREETS)}, Stromness {pc}",
                f"{rng.choice(ORK_FARMS)}, {rng.choice(ORK_PARISHES)}, Orkney",
            ])
        st, town = rng.choice(NL_STREETS), rng.choice(NL_TOWNS)
        pc = f"{rng.randint(4300, 4399)} {rng.choice(ID_LETTERS)}{rng.choice(ID_LETTERS)}"
        return rng.choice([f"{st} {rng.randint(1, 90)}, {pc} {town}", f"{st} {rng.randint(1, 90)}a, {town}"])

    return gen


def _gen_id(patterns: list[str]):
    def gen(rng: random.Random) -> str:
        while True:
            v = _pattern(rng, rng.choice(patterns))
            if re.search(r"\d", v) and re.search(r"[A-Za-z]", v):
                return v

    return gen


def _gen_choice(options: list[str]):
    def gen(rng: random.Random) -> str:
        return rng.choice(options)

    return gen


# ---------------------------------------------------------------------------
# Topics: one planted fact each.  s = subject phrase that reads "s <connector> value".
# ---------------------------------------------------------------------------
CONNECTORS = {
    "person": ["is", "is going to be", "will be"],
    "pet": ["is called", "is named", "answers to the name"],
    "date": ["is on", "is booked for", "has been set for", "falls on"],
    "amount": ["came to", "is", "came in at", "works out at"],
    "phone": ["is"],
    "address": ["is"],
    "id": ["is"],
    "decision": ["will be", "is going to be", "is"],
    "preference": ["is"],
    "constraint": ["is"],
}
CHANGED_TO = {
    "person": ["is now", "will now be"],
    "date": ["has moved to", "is now on"],
    "amount": ["is now", "has been revised to"],
    "phone": ["is now", "has changed to"],
    "address": ["is now", "has changed to"],
    "id": ["is now", "has been reissued as"],
}


def _t(kind, about, s, q, thread, gen, src="", chg=True):
    return {"kind": kind, "about": about, "s": s, "q": q, "thread": thread, "gen": gen, "src": src, "chg": chg}


TOPICS = [
    # person
    _t("person", "hip surgeon", "the surgeon doing my hip",
       "Have they told you yet which surgeon will be doing your hip?", "hip", _gen_person("med"),
       "the hospital's booking office"),
    _t("person", "agent selling Marion's house", "the agent selling Marion's house",
       "Which agent ended up with the listing for Marion's house?", "house", _gen_person("gen"), "the real estate office"),
    _t("person", "estate lawyer", "the lawyer handling Marion's estate",
       "Who's the lawyer looking after Marion's estate, by the way?", "house", _gen_person("gen"), "the law firm"),
    _t("person", "play director", "the director of our Earnest production",
       "Who's directing the play this time round?", "theatre", _gen_person("gen"), "the rep society committee"),
    _t("person", "Orkney archivist", "the archivist in Kirkwall helping with the Flett records",
       "Did you get the name of the archivist in Orkney?", "genealogy", _gen_person("orkney"), "the Orkney Library"),
    _t("person", "reunion co-organiser", "my cousin who's co-organising the reunion",
       "Which of your cousins is helping you organise the reunion?", "reunion", _gen_person("gen"), "Aunty Peg"),
    _t("person", "hospital physio", "my new physio at the hospital",
       "Have you been told who your physio will be?", "hip", _gen_person("gen"), "the physio department"),
    _t("person", "caravan rally convoy leader", "the convoy leader for the vintage caravan rally",
       "Who's leading the convoy to the rally?", "caravan", _gen_person("gen"), "the caravan club secretary"),
    _t("person", "Meals on Wheels coordinator", "the new Meals on Wheels coordinator",
       "Have you met the new Meals on Wheels coordinator yet? What's their name?", "volunteer",
       _gen_person("gen"), "the hospital kitchen"),
    _t("person", "te reo tutor", "our te reo tutor this term",
       "Who's taking your te reo class this term?", "reo", _gen_person("maori"), "the community college"),
    _t("person", "Henk's Dutch cousin", "Henk's cousin in Zeeland who has the family bible",
       "What's the name of Henk's cousin with the family bible?", "genealogy", _gen_person("dutch"), "Pieter"),
    _t("person", "new GP", "my new GP at the medical centre",
       "Have they given you a new GP yet?", "hip", _gen_person("med"), "the medical centre"),
    _t("person", "seed savers president", "the new president of the seed savers",
       "Who did the seed savers elect as president in the end?", "seeds", _gen_person("gen"), "the club secretary"),
    _t("person", "greyhound adoption contact", "my contact at the greyhound adoption trust",
       "Who's your contact at the adoption trust, in case something comes up?", "dog", _gen_person("gen"),
       "the adoption trust"),
    # pet
    _t("pet", "rescue greyhound's name", "my rescue greyhound", "What's the greyhound called, by the way?", "dog", _gen_pet),
    _t("pet", "tabby cat's name", "my old tabby cat", "You've never told me the cat's name — what is it?", "dog", _gen_pet),
    _t("pet", "Finn's axolotl", "Finn's new axolotl", "Has Finn named the axolotl yet?", "family", _gen_pet),
    _t("pet", "Anneke's labrador puppy", "Anneke's new labrador puppy",
       "What did Anneke's lot end up calling the puppy?", "family", _gen_pet),
    _t("pet", "bossiest hen", "the bossiest of my hens", "Do your hens have names?", "seeds", _gen_pet),
    _t("pet", "theatre cat", "the theatre's resident cat", "Does the theatre cat have a name?", "theatre", _gen_pet),
    _t("pet", "Marion's budgie", "Marion's old budgie that I've taken in", "What's the budgie called?", "house", _gen_pet),
    _t("pet", "Calf Club lamb", "the pet lamb the grandkids are raising for Calf Club",
       "Have the grandkids named their lamb yet?", "family", _gen_pet),
    # date
    _t("date", "pre-op assessment", "my pre-op assessment", "Do you have a date for the pre-op assessment yet?",
       "hip", _gen_date, "the hospital"),
    _t("date", "hip operation date", "the hip operation itself",
       "Have they given you a date for the operation itself?", "hip", _gen_date, "the surgeon's secretary"),
    _t("date", "reunion weekend", "the family reunion", "Have you pinned down a date for the reunion?",
       "reunion", _gen_date, "the reunion committee"),
    _t("date", "reunion RSVP deadline", "the RSVP deadline for the reunion",
       "When do people have to RSVP for the reunion by?", "reunion", _gen_date, "the reunion committee"),
    _t("date", "house settlement day", "settlement day for Marion's house",
       "Do you know when settlement is for Marion's house?", "house", _gen_date, "the lawyer's office"),
    _t("date", "opening night", "opening night of Earnest", "When's opening night?", "theatre", _gen_date, "the director"),
    _t("date", "autumn seed swap", "the autumn seed swap", "When's the seed swap this year?", "seeds", _gen_date,
       "the seed savers committee"),
    _t("date", "caravan WOF inspection", "the caravan's warrant of fitness inspection",
       "When is the caravan booked in for its warrant?", "caravan", _gen_date, "the testing station"),
    _t("date", "flight to Brisbane", "my flight over to Brisbane", "When do you fly to Brisbane?", "family",
       _gen_date, "the airline"),
    _t("date", "noho marae weekend", "our te reo class noho marae", "When's the noho marae weekend?", "reo",
       _gen_date, "our tutor"),
    _t("date", "Kirkwall archive video call", "the video call with the Kirkwall archive",
       "Have you set a time for the call with the archive?", "genealogy", _gen_date, "the archive"),
    _t("date", "Ruby's prizegiving", "Ruby's school prizegiving", "When is Ruby's prizegiving?", "family",
       _gen_date, "Anneke"),
    _t("date", "greyhound dental appointment", "the greyhound's dental appointment",
       "When's her dental appointment at the vet?", "dog", _gen_date, "the vet clinic"),
    # amount
    _t("amount", "caravan re-roofing quote", "the quote for re-roofing the caravan",
       "Did the re-roofing quote come through? How much?", "caravan", _gen_amount("NZD", 1200, 3800, 10),
       "the panel beater"),
    _t("amount", "agent's commission estimate", "the agent's commission estimate on Marion's house",
       "Did the agent give you a figure for commission?", "house", _gen_amount("NZD", 8000, 19000, 50), "the agent"),
    _t("amount", "reunion hall hire", "the hall hire for the reunion", "How much is the hall hire?", "reunion",
       _gen_amount("NZD", 250, 950, 5), "the hall committee"),
    _t("amount", "costume budget", "the costume budget for Earnest", "What's the costume budget this time?",
       "theatre", _gen_amount("NZD", 400, 1500, 10), "the treasurer"),
    _t("amount", "private hip quote", "the private quote for my hip",
       "Did the private hospital give you a price for the hip?", "hip", _gen_amount("NZD", 24000, 38000, 100),
       "the private hospital"),
    _t("amount", "Orkney research fee", "the Orkney archive's research fee",
       "What does the archive charge for the research?", "genealogy", _gen_amount("GBP", 80, 420, 5), "the archive"),
    _t("amount", "Dutch genealogy subscription", "the Dutch genealogy website subscription",
       "How much is that Dutch genealogy subscription?", "genealogy", _gen_amount("EUR", 7, 29, 1, True),
       "the website"),
    _t("amount", "Brisbane flights cost", "the return flights to Brisbane", "How much were the flights in the end?",
       "family", _gen_amount("NZD", 620, 1450, 5), "the travel agent"),
    _t("amount", "greyhound dental estimate", "the estimate for the greyhound's dental work",
       "Did the vet give you an estimate for her teeth?", "dog", _gen_amount("NZD", 320, 1100, 5), "the vet"),
    _t("amount", "hearing aid quote", "the quote for new hearing aids",
       "What did the audiologist quote for the new hearing aids?", "hip", _gen_amount("NZD", 2500, 7200, 50),
       "the audiologist"),
    _t("amount", "Nova Scotia records fee", "the Nova Scotia archives search fee",
       "What do the Nova Scotia archives charge for a search?", "genealogy", _gen_amount("CAD", 60, 340, 5),
       "Alistair"),
    _t("amount", "seed library grant", "the council grant for the seed library",
       "How much did the council grant come to?", "seeds", _gen_amount("NZD", 500, 2400, 50), "the council"),
    # phone
    _t("phone", "after-hours vet number", "the number for the after-hours vet",
       "What's the vet's after-hours number, in case you need it?", "dog", _gen_phone("nz_land"), "the vet clinic"),
    _t("phone", "caravan mechanic's mobile", "the caravan mechanic's mobile",
       "Have you got a number for the mechanic?", "caravan", _gen_phone("nz_mob"), "the mechanic"),
    _t("phone", "Orkney cousin's phone", "my cousin's number in Orkney", "Do you have a phone number for your cousin in Orkney?",
       "genealogy", _gen_phone("uk"), "my cousin"),
    _t("phone", "Pieter's Brisbane mobile", "Pieter's new mobile number in Brisbane",
       "Did Pieter send you his new number?", "family", _gen_phone("au"), "Pieter"),
    _t("phone", "Alistair's Halifax number", "my brother Alistair's number in Halifax",
       "What's the best number for Alistair these days?", "family", _gen_phone("ca"), "Alistair"),
    _t("phone", "orthopaedic booking line", "the orthopaedic booking line at the hospital",
       "Do you have the number for the orthopaedic booking line?", "hip", _gen_phone("nz_0800"), "the hospital"),
    _t("phone", "theatre box office", "the box office number for the theatre",
       "What's the box office number, for the family?", "theatre", _gen_phone("nz_land"), "the box office"),
    _t("phone", "agent's mobile", "the agent's mobile number", "Do you have the agent's mobile handy?", "house",
       _gen_phone("nz_mob"), "the agency"),
    _t("phone", "Meals on Wheels roster line", "the Meals on Wheels roster line",
       "What number do you ring to swap shifts?", "volunteer", _gen_phone("nz_land"), "the coordinator"),
    # address
    _t("address", "Marion's house address", "the address of Marion's house in Timaru",
       "What's the address of Marion's house, for the paperwork?", "house", _gen_address("timaru"), chg=False),
    _t("address", "estate lawyer's office", "the lawyer's office in Dunedin", "Where's the lawyer's office?",
       "house", _gen_address("dunedin"), "the law firm"),
    _t("address", "reunion venue address", "the reunion venue", "Where exactly is the reunion venue?", "reunion",
       _gen_address("rural"), "the reunion committee"),
    _t("address", "caravan storage yard", "the caravan storage yard", "Where's the storage yard you're using?",
       "caravan", _gen_address("oamaru"), "the storage people"),
    _t("address", "Orkney cousin's address", "my cousin's address in Orkney", "What's your cousin's address in Orkney?",
       "genealogy", _gen_address("orkney"), chg=False),
    _t("address", "Pieter's Brisbane flat", "Pieter's new flat in Brisbane", "What's Pieter's new address?",
       "family", _gen_address("brisbane"), "Pieter"),
    _t("address", "Alistair's Halifax address", "Alistair's new place in Halifax",
       "Where should you post things to Alistair now?", "family", _gen_address("halifax"), "Alistair"),
    _t("address", "Dutch cousin's address", "Henk's cousin's house in Zeeland",
       "What's the address for Henk's cousin in Zeeland?", "genealogy", _gen_address("zeeland"), chg=False),
    _t("address", "physio rooms address", "the address of the physio rooms", "Where are the physio rooms?", "hip",
       _gen_address("oamaru"), "the physio"),
    # id
    _t("id", "caravan insurance policy", "the policy number for the caravan insurance",
       "Do you have the policy number for the caravan insurance?", "caravan",
       _gen_id(["CVN-######", "POL ### ### ###", "KW@######", "VC-####-@@"]), "the insurer"),
    _t("id", "NHI number", "my NHI number", "Do you have your NHI number handy? They'll ask for it.", "hip",
       _gen_id(["@@@####", "@@@ ####"]), chg=False),
    _t("id", "Brisbane flight booking reference", "the booking reference for the Brisbane flights",
       "Did you get a booking reference for the flights?", "family", _gen_id(["@#@@#@", "#@@@#@", "@@#@#@"]),
       "the airline"),
    _t("id", "DNA kit tracking number", "the tracking number for the DNA kit",
       "Has the DNA kit been sent? Is there a tracking number?", "genealogy",
       _gen_id(["NZ#########", "LP ### ### ### NZ", "CP#########NZ", "TRK-######-@@"]), "the courier"),
    _t("id", "car number plate", "the number plate on my new-to-me Corolla",
       "What's the rego on the Corolla, for the caravan club form?", "caravan", _gen_id(["@@@###"]), chg=False),
    _t("id", "seed savers membership number", "my seed savers membership number",
       "What's your membership number, for the seed library?", "seeds", _gen_id(["WSS-####", "SS/###/@@", "M####@"]),
       "the club secretary"),
    _t("id", "opening night ticket booking", "the booking reference for the family's opening-night tickets",
       "Did the box office give you a booking reference?", "theatre", _gen_id(["ORS-#####", "BKG ####@", "#@@-####"]),
       "the box office"),
    _t("id", "estate file number", "the lawyer's file number for Marion's estate",
       "Did the lawyer give you a file number?", "house", _gen_id(["EST/####/@@", "File ####-@", "@@-#####-E"]),
       "the law firm"),
    _t("id", "ferry booking", "the Interislander booking for the caravan trip",
       "Have you got the ferry booking number?", "caravan", _gen_id(["IFB######", "BR ### ###@", "@@####@"]),
       "the ferry company"),
    _t("id", "police vetting reference", "my police vetting reference for Meals on Wheels",
       "Did your police vetting come back with a reference number?", "volunteer",
       _gen_id(["PV-#######", "NZPV #### ####", "V@#####"]), "the coordinator"),
    # decision
    _t("decision", "sale method for Marion's house", "the sale method for Marion's house",
       "Have you decided how to sell the house?", "house",
       _gen_choice(["auction rather than tender", "a private sale with a fixed asking price",
                    "a deadline sale through the agent"])),
    _t("decision", "reunion catering", "the reunion catering", "What have you decided about the food for the reunion?",
       "reunion", _gen_choice(["a hāngī on the Saturday night", "a shared potluck lunch in the hall",
                               "a spit roast from the butcher in Palmerston"])),
    _t("decision", "caravan paint scheme", "the caravan's paint scheme", "Have you chosen colours for the caravan?",
       "caravan", _gen_choice(["duck-egg blue with a cream stripe", "the original mint-and-white two-tone",
                               "sunflower yellow all over"])),
    _t("decision", "greyhound sleeping spot", "the greyhound's sleeping spot", "Where's she going to sleep, in the end?",
       "dog", _gen_choice(["a crate in the laundry for now", "the old armchair in the sunroom",
                           "a bed at the foot of mine"])),
    _t("decision", "my role in the play", "my job in the play", "Have you decided what you'll do for the play?",
       "theatre", _gen_choice(["prompting instead of wardrobe", "running the raffle rather than front of house",
                               "props and the tea urn"])),
    _t("decision", "hip surgery route", "the plan for my hip", "Have you decided between public and private?",
       "hip", _gen_choice(["staying on the public waiting list", "paying to go private in Dunedin",
                           "using the health insurance for a private op"])),
    _t("decision", "Marion's piano", "the plan for Marion's piano", "What's happening to Marion's piano?",
       "house", _gen_choice(["giving the piano to the primary school", "shipping the piano up to Anneke",
                             "selling the piano with the house"])),
    _t("decision", "school holiday plan", "the plan for the school holidays",
       "What did you decide for the school holidays?", "family",
       _gen_choice(["a week at Naseby in the caravan", "a train trip on the TranzAlpine",
                    "having all four grandkids here at once"])),
    _t("decision", "seed savers talk topic", "my talk for the seed savers", "What's your talk going to be about?",
       "seeds", _gen_choice(["a hands-on bean-threshing demo", "a potted history of heirloom potatoes",
                             "a demonstration of fermenting tomato seed"])),
    # preference
    _t("preference", "coffee order", "my usual coffee order", "How do you take your coffee, by the way?", "daily",
       _gen_choice(["a long black with cold milk on the side", "a decaf flat white, extra hot",
                    "a weak cappuccino with no chocolate"])),
    _t("preference", "flight seat", "my seat preference on planes", "Do you prefer the aisle or the window?",
       "family", _gen_choice(["an aisle seat near the front", "a window seat on the left",
                              "an exit row for the legroom"])),
    _t("preference", "contact method", "the way I like people to get hold of me",
       "How do you prefer people to contact you?", "daily",
       _gen_choice(["text messages rather than phone calls", "an email I can answer in my own time",
                    "a proper phone call, never a text"])),
    _t("preference", "reunion dance music", "my pick of music for the reunion dance",
       "What sort of music would you like at the reunion?", "reunion",
       _gen_choice(["Scottish fiddle music for a ceilidh", "old country-and-western records",
                    "the Dutch accordion tunes Henk loved"])),
    _t("preference", "hospital ward wish", "what I'd like in the hospital ward", "Any preferences for the ward?",
       "hip", _gen_choice(["a bed by the window", "a single room if there's one going",
                           "a bed near the nurses' station"])),
    _t("preference", "bedtime reading", "my favourite bedtime reading", "What do you like to read at night?",
       "daily", _gen_choice(["large-print Scandinavian crime novels", "Agatha Christie on audiobook",
                             "old National Geographics"])),
    _t("preference", "cup of tea", "my cup of tea", "How do you take your tea?", "daily",
       _gen_choice(["Earl Grey with a slice of lemon", "strong Bell tea with a dash of milk",
                    "peppermint tea after six"])),
    _t("preference", "appointment times", "the appointment time that suits me best",
       "What time of day suits you best for appointments?", "hip",
       _gen_choice(["mornings before ten", "early afternoons after lunch", "the first slot of the day"])),
    # constraint
    _t("constraint", "medication allergy", "the big thing on my hospital file",
       "Do you have any allergies the hospital should know about?", "hip",
       _gen_choice(["a penicillin allergy", "an allergy to sulfa drugs", "a bad reaction to codeine"])),
    _t("constraint", "Ruby's diet", "Ruby's food requirement", "Does Ruby have any food needs I should keep in mind?",
       "family", _gen_choice(["strictly gluten-free food", "no nuts of any kind", "vegan meals only"])),
    _t("constraint", "post-op driving rule", "the surgeon's rule for afterwards",
       "Did the surgeon give you any rules for after the operation?", "hip",
       _gen_choice(["no driving for six weeks", "no driving until the surgeon signs me off"])),
    _t("constraint", "lifting restriction", "the physio's lifting rule", "Has the physio said anything about lifting?",
       "hip", _gen_choice(["nothing heavier than a full kettle", "no lifting over 5 kg"])),
    _t("constraint", "greyhound adoption condition", "the adoption trust's condition for the greyhound",
       "Did the trust put any conditions on the adoption?", "dog",
       _gen_choice(["a muzzle in public for the first month", "lead on at all times outside the section"])),
    _t("constraint", "son-in-law's diet", "Anneke's husband's dietary rule", "Is there anything Anneke's husband can't eat?",
       "family", _gen_choice(["no shellfish whatsoever", "no dairy at all"])),
]

# ---------------------------------------------------------------------------
# Fact phrasing templates
# ---------------------------------------------------------------------------
KIND_TEMPLATES = {
    "person": {
        "plain": ["{S} {c} {v}.", "Just so you know, {s} {c} {v}.", "Finally heard back: {s} {c} {v}."],
        "valfirst": ["{v} — that's {s}.", "{v}, apparently, is {s}."],
        "subord": [
            "Now that I know {s} {c} {v}, which {first} reckons is good news, I feel a lot calmer.",
            "Because {s} {c} {v}, who everyone speaks well of, I've stopped fretting quite so much.",
        ],
        "third": ["{R} told me {s} {c} {v}.", "According to {r}, {s} {c} {v}."],
        "question": [
            "Would it be cheeky to email {v} directly? They're {s}, after all.",
            "Should I ring {v} myself, seeing as they're {s}, or wait to hear from them?",
        ],
    },
    "pet": {
        "plain": ["{S} {c} {v}.", "I forgot to say, {s} {c} {v}."],
        "valfirst": ["{v} — that's the name of {s}.", "{v} is what {s} is called, and it suits."],
        "subord": [
            "Although {s} {c} {v}, which wasn't my choice, the name has grown on me.",
            "Since {s} {c} {v}, which the grandkids find hilarious, there's no changing it now.",
        ],
        "third": ["{R} says {s} {c} {v}.", "According to {r}, {s} {c} {v}."],
        "question": [
            "Is {v} a daft name for {s}, do you think?",
            "Do you reckon {s} knows the name {v} yet? I'm not convinced.",
        ],
    },
    "date": {
        "plain": ["{S} {c} {v}.", "Diary note: {s} {c} {v}."],
        "valfirst": ["{v} — that's {s}.", "{v} is the day for {s}, it's on the calendar."],
        "subord": [
            "Since {s} {c} {v}, which is sooner than I'd expected, I'd better get organised.",
            "Now that {s} {c} {v}, which {first} says is typical, everything else will have to fit around it.",
        ],
        "third": ["{R} says {s} {c} {v}.", "According to {r}, {s} {c} {v}."],
        "question": [
            "With {s} on {v}, do you think I can fit everything else in beforehand?",
            "{S} {c} {v} — should I keep the day before free as well?",
        ],
    },
    "amount": {
        "plain": ["{S} {c} {v}.", "Well, {s} {c} {v}."],
        "valfirst": ["{v} — that's {s}. Gulp.", "{v} is what {s} came to, if you can believe it."],
        "subord": [
            "Even though {s} {c} {v}, which is more than I'd hoped, I think I'll go ahead.",
            "Given that {s} {c} {v}, which {first} says is about normal, I'll probably say yes.",
        ],
        "third": ["{R} says {s} {c} {v}.", "{R} had a look and told me {s} {c} {v}."],
        "question": [
            "Does {v} sound reasonable for {s}?",
            "{S} {c} {v} — is that daylight robbery or about right?",
        ],
    },
    "phone": {
        "plain": ["{S} is {v}.", "For the record, {s} is {v}."],
        "valfirst": ["{v} — that's {s}.", "{v} is {s}, and it's on the fridge now."],
        "subord": [
            "Because {s} is {v}, which I can never remember, I've written it inside the pantry door as well.",
            "Now that I've got {s}, which is {v}, I feel better prepared.",
        ],
        "third": ["{R} gave me {s}: {v}.", "{R} texted me {s}, which is {v}."],
        "question": [
            "Should I ring {v} tonight or leave it till the morning? That's {s}.",
            "If I ring {v} after five, will anyone answer, do you think? It's {s}.",
        ],
    },
    "address": {
        "plain": ["{S} is {v}.", "For your records, {s} is {v}."],
        "valfirst": ["{v} — that's {s}.", "{v} is {s}, in case I need it later."],
        "subord": [
            "Since {s} is {v}, which nobody ever spells properly, I've printed some labels.",
            "Because {s} is {v}, which is a bit out of the way, I'll allow extra time.",
        ],
        "third": ["{R} reminded me that {s} is {v}.", "{R} wrote down {s} for me: {v}."],
        "question": [
            "Can a courier find {v} easily, do you think? That's {s}.",
            "Would you write {v} on the envelope exactly like that? It's {s}.",
        ],
    },
    "id": {
        "plain": ["{S} is {v}.", "Writing this here so I don't lose it: {s} is {v}."],
        "valfirst": ["{v} — that's {s}.", "{v} is {s}, for when they ask."],
        "subord": [
            "Seeing as {s} is {v}, which is impossible to memorise, I've put a copy in my purse too.",
            "Because {s} is {v}, which the computer insists on, I had to read it out twice on the phone.",
        ],
        "third": ["{R} read me {s} over the phone: {v}.", "{R} says {s} is {v}."],
        "question": [
            "Do I need to quote {v} every time I ring? That's {s}.",
            "Should I write {v} on the form exactly as it is? It's {s}.",
        ],
    },
    "decision": {
        "plain": ["We've decided: {s} {c} {v}.", "Decision made — {s} {c} {v}."],
        "valfirst": ["{v} — that's what we settled on for {s}.", "{v} won the day for {s} in the end."],
        "subord": [
            "After a lot of back and forth, which nearly started a family feud, we agreed {s} {c} {v}.",
            "Although {first} argued the other way, we've agreed {s} {c} {v}.",
        ],
        "third": ["{R} rang to confirm that {s} {c} {v}.", "{R} says it's settled: {s} {c} {v}."],
        "question": [
            "Do you think {v} was the right call for {s}? We decided last night.",
            "We've gone with {v} for {s} — was that daft of us?",
        ],
    },
    "preference": {
        "plain": ["{S} is {v}.", "If anyone ever asks, {s} is {v}."],
        "valfirst": ["{v} — that's {s}, always has been.", "{v}, that's {s}, no arguments."],
        "subord": [
            "Because {s} is {v}, which {first} thinks is fussy, I usually sort it myself.",
            "Since {s} is {v}, which the family all know, they never bother asking.",
        ],
        "third": ["{R} always teases me that {s} is {v}.", "{R} told the others that {s} is {v}, which is quite right."],
        "question": ["Is it fussy of me that {s} is {v}?", "Would it be rude to ask for {v}? That's {s}."],
    },
    "constraint": {
        "plain": ["{S} is {v}.", "Important one: {s} is {v}."],
        "valfirst": ["{v} — that's {s}, so please keep it in mind.", "{v}, that's {s}, and it's not negotiable."],
        "subord": [
            "Since {s} is {v}, which catches people out, I always double-check.",
            "Because {s} is {v}, which is easy to forget, I've put a note on the fridge.",
        ],
        "third": ["{R} reminded me that {s} is {v}.", "{R} made a point of telling me {s} is {v}."],
        "question": [
            "Should I remind them again that {s} is {v}?",
            "Do you think everyone's taken in that {s} is {v}? I worry they haven't.",
        ],
    },
}
REPORTERS = ["my daughter Anneke", "Pieter", "my neighbour {first}", "my friend {first}", "my brother Alistair", "Ruby"]
OFFICE_REPORTERS = ["the woman at the front desk", "the receptionist", "the lady on the phone"]
ANSWER_TAILS = [
    "I've written it on the calendar by the phone.", "Took me a while to dig out the letter.",
    "The receptionist spelt it out for me.", "It's on a sticky note on the fridge now.",
    "Sorry, I meant to tell you earlier.", "Anneke found it in her emails for me.",
    "That's from the paperwork, so it should be right.", "I had to go and find my glasses to read it.",
]
LOWER_LEADS = ["So, ", "Right: ", "Well, ", "Oh — ", "Easy: "]
ANSWER_LEADS = ["{v}. {tail}", "{v}! {tail}", "{v}, as it happens. {tail}", "{v} — {tail}", "Ah yes: {v}. {tail}"]
LIST_INTROS = [
    "Notes for myself, so I don't forget:", "Jobs and bits for this week:", "Quick list before I lose track:",
    "Things to remember, in no particular order:",
]
LIST_ITEMS = [
    "ring {first} about {day}", "pick up the dog's worming tablets", "buy {veg} seedlings", "return the library books",
    "post the jersey to Brisbane", "defrost the freezer", "get gold coins for the raffle", "book a haircut for {day}",
    "water the glasshouse", "get milk and bread", "change the smoke alarm battery", "write a card for {first}",
    "put the recycling out {day} night", "find the spare caravan keys", "renew the library books online",
    "top up the bird feeder", "iron the costume shirts", "send the photos to Alistair",
]
DICT_LEADS = ["ok so", "right", "note for you", "hello it's me again", "um so", "just quickly"]
KIND_ACKS = {
    "person": ["Good to have a name to go with it.", "Thanks — that's useful to know.", "Ah, helpful to know who it is."],
    "pet": ["What a great name.", "Ha, I love that.", "That's a name with character."],
    "date": ["Thanks, that's a useful date to have.", "Good — at least there's a date now.", "Noted, thank you."],
    "amount": ["Thanks for the figure.", "That gives you something concrete to plan around.", "Right, good to know."],
    "phone": ["Good idea to have that to hand.", "Thanks, handy to have.", "Sensible to keep that somewhere safe."],
    "address": ["Thanks for that.", "Good to have it written down.", "Handy to have the full address."],
    "id": ["Good thinking to keep that somewhere safe.", "Thanks — those numbers are easy to lose.", "Useful to have."],
    "decision": ["That sounds like a sensible decision.", "Good to have that settled.", "Well done getting agreement."],
    "preference": ["Nothing wrong with knowing what you like.", "Fair enough!", "Good to know."],
    "constraint": ["That's important, thanks for telling me.", "Good to have that clear.", "That's worth keeping front of mind."],
}
KIND_ADVICE = {
    "person": ["It might be worth jotting down any questions you want to ask them.",
               "A short note introducing yourself never hurts."],
    "pet": ["Pets seem to grow into their names.", "The grandchildren will have fun with that."],
    "date": ["Pop it in the calendar with a reminder a couple of days before.",
             "It might help to count back and see what needs doing before then."],
    "amount": ["It's always worth getting it in writing.", "A second opinion on the price wouldn't hurt."],
    "phone": ["Saving it in your phone's contacts as well as on paper is a good idea.",
              "Stick it by the landline too, in case your mobile is flat."],
    "address": ["It might be worth saving that in your phone's map app.", "Keep it with the rest of the paperwork."],
    "id": ["A photo of it on your phone would be a handy backup.", "Keep it with the rest of the paperwork."],
    "decision": ["It's a relief once these things are decided.", "Now you can plan the details around it."],
    "preference": ["People are usually happy to accommodate that.", "It's worth saying so up front."],
    "constraint": ["Make sure it's written down wherever it matters.", "It's worth repeating it to anyone new involved."],
}
QUESTION_ANSWERS = {
    "person": ["I don't think it would be rude at all — a short, polite message is usually welcome.",
               "Getting in touch directly is fine, especially if you keep it brief."],
    "pet": ["Not daft at all — it's the sort of name people remember.", "It'll take a few weeks, but they do learn."],
    "date": ["It should be manageable if you start on the essentials now.",
             "Keeping a day's buffer is wise — things always crop up."],
    "amount": ["It's hard to say without comparing — a second quote would tell you.",
               "It doesn't sound outrageous, but asking for a breakdown is reasonable."],
    "phone": ["If it's urgent, ring now; otherwise first thing in the morning is fine.",
              "Most places have a recorded message after hours, so it's worth trying."],
    "address": ["A full street address with a postcode is usually all a courier needs.",
                "Yes, I'd write it out exactly like that, with a phone number if you can."],
    "id": ["It usually speeds things up, so it's worth having it ready each time.",
           "Yes, copy it exactly as it's printed — spaces and all."],
    "decision": ["It sounds like a sensible call, given everything you've described.",
                 "Not daft at all — it fits what you were hoping for."],
    "preference": ["Not fussy at all — it's perfectly reasonable to know what you like.",
                   "It's not rude; people ask for that all the time."],
    "constraint": ["Yes, I'd remind them — records don't always travel with you.",
                   "It's always worth saying it again; better safe than sorry."],
}
ECHOES = ["I've noted {v} for {s}.", "So {s} {c} {v} — got it.", "Got it: {v}.", "Noted: {v}."]

CORRECTIONS = [
    ("mistake", "Oh dear, I told you the wrong thing about {s}. It's actually {N}, not {O}."),
    ("change", "{Src} rang this morning — {s} {cn} {N}. {reason}"),
    ("change", "{S} has been changed. New one: {N}."),
    ("both", "Not {O} after all! {S} {c} {N}."),
    ("both", "Scratch what I said about {s}. It's {N}, not {O}."),
    ("both", "correction full stop {sl} is {N} not {O} full stop sorry about that full stop"),
    ("mistake", "Small correction: I had {s} down as {O}, but the letter that came today says {N}."),
    ("mistake", "Silly me. {S} isn't {O} — it's {N}. I must have misread my own writing."),
    ("change", "Update on {s}: it's {N} now. {reason}"),
]
REASONS = {
    "person": ["Apparently the first one has gone on extended leave.", "Something about rosters changing."],
    "date": ["They've had a cancellation, apparently.", "Something to do with staff shortages."],
    "amount": ["They'd left part of the job out of the first figure.", "Apparently prices went up this month."],
    "phone": ["They've switched providers.", "The old number is being disconnected."],
    "address": ["It's all been a bit of a scramble.", "The other place fell through at the last minute."],
    "id": ["They reissued everything after a computer upgrade.", "The first one was cancelled and redone."],
}
CORRECTION_REPLIES = ["Thanks for the correction.", "Good to have that straightened out.",
                      "Ah, thanks for letting me know.", "No harm done — thanks for updating me."]
CORRECTION_ECHOES = ["I'll go with {N} from now on.", "So it's {N} — updated.", "{N} it is, then."]

# ---------------------------------------------------------------------------
# Filler: per-thread (user sentence, assistant response) pairs sharing slot values
# ---------------------------------------------------------------------------
THREADS = {
    "hip": {
        "weight": 1.2,
        "pairs": [
            ("The hip was grumbling all night so I was up at {night} with a hot water bottle and the crossword.",
             "Night-time hip pain is miserable, and it's worth mentioning the broken sleep to your GP."),
            ("Did my physio exercises {n} times this week, which is more than last week, so I'm counting that as a win.",
             "That's real progress — consistency matters far more than any single session."),
            ("Aqua-jogging at the pool on {day} was lovely, the water was warm and {first} kept me company in the slow lane.",
             "The pool is ideal for a sore hip, and company makes it much easier to keep going."),
            ("My blood pressure was {bp} at the chemist, which the pharmacist said is fine for my age, whatever that means.",
             "That's a perfectly reasonable reading; a little log of them would be useful for the GP."),
            ("I've been using the walking pole {first} lent me and it does help on the hill down to town.",
             "A walking pole takes a good bit of load off the hip, especially going downhill."),
            ("The waiting list letter says it could be months yet, which is a bit deflating.",
             "That's frustrating. It may be worth asking the GP whether your pain level justifies a re-referral."),
            ("I've been taking paracetamol at {time} and again before bed and it takes the edge off.",
             "Regular paracetamol is often the first step; just keep an eye on the daily maximum."),
            ("Climbing into the caravan with this hip is an undignified business, I can tell you.",
             "A sturdy step with a handrail could make getting in and out a lot safer."),
            ("My hearing aids are whistling again, so I'm booked in to get them cleaned on {day}.",
             "Whistling often just means wax build-up or a loose dome, so a clean should sort it."),
            ("The pharmacist at {chemist} changed the brand of my tablets and the new ones are enormous.",
             "It's the same medicine, but if they're hard to swallow, ask whether they can be split."),
            ("Went for a {mins}-minute walk along the harbour this morning with only one rest stop.",
             "That's a good distance, and one rest stop is nothing to worry about."),
            ("Slept on my good side with a pillow between my knees like the physio said, and it actually worked.",
             "That pillow trick helps a lot of people with hip pain — glad it's working for you."),
            ("I'm trying to lose {n} kilos before the operation, so it's no more ginger crunch for me.",
             "Losing a bit of weight beforehand does help recovery, though the odd treat won't hurt."),
            ("There's a hip-and-knee support group at the library on {day} mornings, I might pop along.",
             "A support group could help — people who've had the operation can tell you what to expect."),
            ("My knees are now complaining in sympathy with the hip, typical.",
             "Knees often take extra strain when you're favouring a hip, so gentle strengthening helps both."),
            ("The GP practice has started doing phone consults, which suits me fine on a cold morning.",
             "Phone consults can save a lot of hassle, especially for routine check-ins."),
            ("I bought one of those long-handled shoe horns at {shop} for {price}, best money I've spent all year.",
             "Those little aids make a big difference, and you'll want it after the operation too."),
            ("Getting my socks on this morning took so long the kettle had gone cold by the time I was done.",
             "A sock aid is cheap and makes a surprising difference with a stiff hip."),
            ("The occupational therapist is coming on {day} to look at the bathroom and the step at the back door.",
             "An OT visit is really worthwhile; they often suggest simple changes that help a lot."),
            ("I've been icing the hip for {mins} minutes after the walk and it seems to settle it.",
             "Ice after activity is a good habit; just keep a cloth between the pack and your skin."),
            ("{fem} says her hip replacement was the best thing she ever did, which is encouraging.",
             "Hearing from someone who's been through it can be really reassuring."),
            ("Had to leave the supermarket trolley halfway round {shop} because the hip just gave up.",
             "That's frustrating — a seat in the trolley bay or online shopping might take the pressure off."),
        ],
        "asks": ["How has the pain been overnight?", "Have you got your next physio session booked?",
                 "Are the exercises getting any easier?"],
        "acks": ["Oh, that hip.", "Sorry to hear the hip is playing up.", "Good to hear the hip news."],
    },
    "dog": {
        "weight": 1.1,
        "pairs": [
            ("The greyhound did zoomies round the back lawn at {time} and then slept for {n} hours straight.",
             "That's classic greyhound behaviour — a burst of speed followed by a very long nap."),
            ("She's still frightened of the vacuum cleaner, so I've been doing the hallway when she's out in the garden.",
             "That's a kind workaround; you can slowly get her used to it with the vacuum switched off first."),
            ("Bought a fleecy coat for the dog at {shop} for {price2}, and she looks very dignified in it.",
             "Greyhounds feel the cold with so little body fat, so a coat is a good buy."),
            ("The cat has decided the dog's bed is now her bed, and the dog just stands there looking hurt.",
             "Ha — a second bed might avoid the standoff."),
            ("We met a border collie at the park on {day} and the greyhound hid behind my legs the whole time.",
             "Ex-racing dogs can be unsure of other breeds; short, calm meetings will build her confidence."),
            ("Her nails are clicking on the lino again, so it's time for a trim.",
             "Regular trims are kinder on her feet; little and often is easiest."),
            ("The vet nurse said she's put on {grams} grams, which is good because she was skin and bone when she came.",
             "That's lovely news — steady weight gain is exactly what you want."),
            ("She stole half a ham sandwich off the bench while I answered the door to {first}.",
             "Counter-surfing is very common in greyhounds; they're just tall enough."),
            ("I walked her past the school at home time and she coped much better than last week.",
             "That's great progress — busy places are a big deal for a retired racer."),
            ("The cat brought in a sparrow at {time} this morning and left it on my slipper.",
             "A gift, apparently! A bell on her collar might give the birds a fighting chance."),
            ("The dog sleeps on her back with all four legs in the air, which {grandkid} thinks is hilarious.",
             "Roaching, they call it — it means she feels safe and settled with you."),
            ("Dog food has gone up again, {price2} for a bag that used to be a lot less.",
             "Prices really have crept up; buying larger bags on special can help."),
            ("The cat had a hairball on the hallway runner, so that was my morning sorted.",
             "Lovely. Regular brushing can cut down on those."),
            ("I've started doing the dog walk at {time} before the streets get busy.",
             "Early walks are a good idea while she's still getting used to noise and traffic."),
            ("She barked for the first time ever on {day}, at a plastic bag, and then looked shocked at herself.",
             "Ha! Lots of retired racers are nearly silent, so that's quite a milestone."),
            ("She's learned that the rustle of the cheese packet means something good is coming.",
             "Greyhounds learn food-related sounds very quickly!"),
            ("The greyhound met {grandkid} for the first time and leaned against her legs like they were old friends.",
             "Leaning is a greyhound's way of showing trust — a lovely first meeting."),
            ("Took the dog to the beach at {time}, she didn't know what to make of the waves at all.",
             "Many ex-racers have never seen the sea; she'll probably grow to love it."),
            ("The cat and the dog shared the sunny spot by the ranch slider for a whole {mins} minutes today.",
             "That's real progress — a truce in the sun!"),
        ],
        "asks": ["How's she settling at night now?", "Is she eating well?", "How is the cat taking it all?"],
        "acks": ["Ha, what a character.", "Sounds like she's settling in.", "Animals keep life interesting."],
    },
    "caravan": {
        "weight": 1.0,
        "pairs": [
            ("Spent the afternoon sanding the caravan's window frames, {n} done and plenty to go.",
             "Steady work — good preparation now will make the paint last much longer."),
            ("Found a water stain inside the top cupboard, so there's a leak somewhere round the roof vent.",
             "Roof vents are a common culprit; resealing around the flange usually sorts it."),
            ("The vintage caravan club newsletter came, and there's a rally at {place} in the autumn.",
             "A rally would be a lovely goal to work towards once the restoration is done."),
            ("{first} from the caravan club is lending me a jigsaw to redo the dinette table.",
             "That's generous of {first}; the caravan crowd sound very supportive."),
            ("The original curtains are a lovely orange floral, I'm going to try and save them.",
             "Original fabrics are part of the charm — a gentle hand wash might bring them back."),
            ("The jockey wheel has seized, so I sprayed it with CRC and left it overnight.",
             "Good call; a second dose and some gentle persuasion usually frees it up."),
            ("I priced new tyres for the caravan at {tyres} and nearly fell over.",
             "Tyres are expensive, but on a caravan they're not something to skimp on."),
            ("Towing it round the block for practice went fine, except the reversing, which went very badly.",
             "Reversing a caravan takes everyone a while — an empty car park and patience help."),
            ("I've made a list of {n2} jobs to do on the caravan before summer, which seems ambitious.",
             "Ambitious but doable if you break it into small weekend tasks."),
            ("The little gas cooker in the caravan works, I boiled the kettle on it this morning and felt very pleased.",
             "That's a lovely milestone — a cup of tea in your own caravan."),
            ("The caravan's wiring needs checking before it gets its certificate, so that's another thing.",
             "An electrical check is important for safety, so it's worth doing properly."),
            ("Got a bag of old caravan hubcaps off Trade Me for {price2}.",
             "What a find — details like that really make a restoration."),
            ("I've decided to call the caravan the Tin Palace, and {grandkid} hates it.",
             "Tin Palace is fun. Grandchildren can be harsh critics!"),
            ("Re-covered the squab cushions on {day}, took me {hours} hours and a lot of swearing.",
             "Upholstery is hard on the hands, but new squabs will transform the inside."),
            ("Measured up for new lino in the caravan and it's going to need {n} metres, more or less.",
             "Buying a little extra is sensible in case of a mis-cut."),
            ("The caravan's little fridge hums like a tractor but it does get cold.",
             "Old fridges can be noisy but reliable; just check the gas connections are sound."),
            ("{first} came round and we got the old awning rail off without snapping any screws.",
             "That's a win — old screws often shear off."),
            ("I found the original owner's manual for the caravan in the back of the wardrobe, dated {year}.",
             "What a find — that's a lovely bit of the caravan's history."),
        ],
        "asks": ["What's next on the caravan list?", "Have you found the source of the leak yet?",
                 "Is the caravan going to be ready for summer, do you think?"],
        "acks": ["The caravan saga continues!", "Sounds like good progress on the caravan.", "Ah, caravans."],
    },
    "seeds": {
        "weight": 1.0,
        "pairs": [
            ("The seed savers met at the community hall on {day} and we sorted {n2} jars of bean seed.",
             "That's a productive session — those jars keep the local varieties going."),
            ("My {veg} are coming along nicely, though the slugs found them first.",
             "Slugs love young plants; a beer trap or a ring of sheep's wool can help."),
            ("Someone brought heritage tomato seed from their grandmother, a variety none of us had heard of.",
             "How special — exactly the kind of variety a seed library should protect."),
            ("I've been labelling envelopes for the seed library until my eyes crossed.",
             "Tedious work, but good labels are what make a seed library usable."),
            ("We had a hard frost on {day}, which caught the last of my {veg}.",
             "Frost is cruel to tender crops; a bit of frost cloth could save the next lot."),
            ("{first} gave a talk on composting that went on a bit, but the cheese scones afterwards were good.",
             "At least the scones made up for it!"),
            ("The broad beans need staking already, they're nearly as tall as I am.",
             "Staking early saves a lot of heartache when the wind gets up."),
            ("I traded {n} packets of my scarlet runner seed for some purple carrot seed.",
             "A good swap — purple carrots will be fun for the grandchildren."),
            ("Picked a bucket of feijoas this morning and the neighbours are already avoiding me.",
             "Feijoa season does that — chutney or muffins freeze well."),
            ("The community orchard needs pruning, and only {n} of us turned up with secateurs.",
             "A small crew can still do a lot if you start with the worst trees."),
            ("My tomato seedlings are leggy because I started them too early on the windowsill.",
             "Leggy tomatoes can be planted deeper, which actually helps them root."),
            ("The germination test on last year's bean seed came out at about {pct} percent.",
             "That's decent; you might sow a little more thickly to make up for it."),
            ("The potatoes went in on {day}, {n} rows, which my hip reminded me about all evening.",
             "Well done getting them in — a kneeler pad might save the hip next time."),
            ("The hens have gone off the lay, I got {n} eggs all week.",
             "Hens often slow down with shorter days or a moult; they'll pick up again."),
            ("The glasshouse got up to {hot} degrees on {day} and I had to prop the door open.",
             "Glasshouses heat up fast; a shade cloth might help on hot days."),
            ("I've been saving the seed from my best lettuces by letting them bolt, they look very silly.",
             "They do look odd, but that's exactly how to get good seed."),
            ("{first} and I swapped rhubarb crowns over the back fence on {day}.",
             "A nice over-the-fence swap — rhubarb is very forgiving."),
            ("The seed library had {n2} borrowers last month, which is a record for us.",
             "That's wonderful — the word is clearly getting out."),
        ],
        "asks": ["What are you planting next?", "How are the seedlings doing?", "Is the seed library getting much use?"],
        "acks": ["Sounds like a busy time in the garden.", "The garden never stops, does it?", "Lovely."],
    },
    "theatre": {
        "weight": 1.0,
        "pairs": [
            ("Rehearsal ran until {late} last night and the second act still doesn't know its lines.",
             "There's often a turning point a couple of weeks out when it suddenly comes together."),
            ("I've been taking in waistcoats at the kitchen table all afternoon.",
             "Costume work is fiddly; a good tailor's chalk saves a lot of unpicking."),
            ("Lady Bracknell's hat needs more feathers, and I've no idea where to find ostrich plumes in Oamaru.",
             "Craft shops online sell plumes, or an op-shop feather boa could be cannibalised."),
            ("The handbag line got a huge laugh at the run-through, which cheered everyone up.",
             "It's one of the great lines — it sounds like it's landing well."),
            ("{first} forgot the cucumber sandwiches prop again, so we mimed it.",
             "Miming is fine for now, but a prop list by the door might jog memories."),
            ("The set builders were hammering away until late and the hall smells of fresh paint.",
             "It's exciting when the set starts to appear."),
            ("We're {n} weeks out and the programme still isn't at the printers.",
             "There's still time, but a firm deadline for it would be wise."),
            ("I sat in as prompt for the first act because the usual prompt had a cold.",
             "Prompting is harder than it looks — you must have been following closely."),
            ("The theatre's heating is dreadful, I wore two cardigans and a scarf to rehearsal.",
             "Old halls are freezing; a thermos of something hot wouldn't go amiss."),
            ("Tech rehearsal on {day} went for {hours} hours and the lighting cues were a shambles.",
             "Tech rehearsals are notoriously long; it usually improves quickly after that."),
            ("The young one playing Cecily is very good, she'll go far.",
             "It's lovely to see young talent coming through community theatre."),
            ("I've been sewing name tapes into all the costumes so nothing goes missing.",
             "Very sensible — costumes have a way of walking off otherwise."),
            ("Found a box of Edwardian-looking gloves at {shop} for {price2}, perfect for the ladies.",
             "What luck — gloves really finish off a period costume."),
            ("The costume cupboard smells of mothballs and damp, so I've been airing everything on the line.",
             "Airing is the best cure; a sunny day does wonders."),
            ("Our Algernon keeps eating the real muffins during rehearsal, so we've had to ration them.",
             "Ha — that's very much in character, to be fair."),
            ("Ticket sales are slow, only {n2} sold so far, so we're putting posters up in town.",
             "Sales often pick up in the last week, but posters certainly help."),
            ("The director wants everyone off book by {day}, which will be interesting.",
             "A firm deadline like that usually focuses minds."),
        ],
        "asks": ["How are rehearsals going overall?", "Are the costumes nearly done?", "Is the cast getting nervous yet?"],
        "acks": ["Ah, the theatre life.", "Sounds like the production is taking shape.", "Ha, rehearsals!"],
    },
    "house": {
        "weight": 1.0,
        "pairs": [
            ("Spent the day at Marion's house sorting the linen cupboard, which was full of tablecloths she never used.",
             "That's a hard job emotionally as well as physically; be gentle with yourself."),
            ("Found a tin of old photos under Marion's bed, including one of us at Caroline Bay in {year}.",
             "What a treasure. Those photos might be lovely at the reunion too."),
            ("The Hospice Shop is collecting {n} boxes of Marion's kitchen things on {day}.",
             "It's nice that her things will go somewhere useful."),
            ("The lawn at Marion's is knee high, so I've asked {first}'s boy to mow it for {price2}.",
             "A tidy lawn will help with viewings, and that's a fair price."),
            ("The agent wants the house staged, which apparently means hiding all the doilies.",
             "Staging mostly means decluttering, so buyers can picture themselves there."),
            ("I drove down to Timaru and back on {day}, the traffic at the Washdyke roundabout was awful.",
             "That's a tiring drive, especially on top of all the sorting."),
            ("The builder's report found a bit of borer in the back porch, nothing major they said.",
             "Borer in a porch is common in older houses and usually fixable."),
            ("The open home on {day} had {drops} groups through, apparently, though one was just nosy neighbours.",
             "That's still a decent turnout, and nosy neighbours sometimes tell friends who are looking."),
            ("I had a little cry in Marion's garden this afternoon, the daphne is flowering.",
             "That sounds very tender. It's natural for moments like that to catch you."),
            ("The power company wants a final meter reading and a forwarding address, of course.",
             "A checklist of all the utilities would make sure nothing gets missed."),
            ("I've kept Marion's tea set and her sewing box, the rest can go.",
             "Those sound like lovely things to keep of hers."),
            ("Marion's neighbour {fem} has been keeping an eye on the place, bless her.",
             "Having someone nearby watching out makes a real difference."),
            ("The carpet cleaner came to Marion's on {day} and the lounge looks like a different room.",
             "A clean carpet makes a big difference for photos and viewings."),
            ("I've been reading Marion's old letters, and she was much funnier on paper than I remember.",
             "What a lovely way to feel close to her again."),
            ("The garage at Marion's is still full of Dad's tools, and I can't decide what to do with them.",
             "Perhaps the Men's Shed would give them a good home?"),
            ("Council sent a rates demand for Marion's house addressed to her, which set me off again.",
             "That must have been a jolt; letting them know she's passed should stop those."),
        ],
        "asks": ["How are you holding up with all the sorting?", "Has there been much interest in the house?",
                 "Is there much left to clear?"],
        "acks": ["That's a lot to deal with.", "Oh, Marion's house.", "Sorting a sister's house is hard."],
    },
    "reunion": {
        "weight": 1.0,
        "pairs": [
            ("I've made a spreadsheet of reunion RSVPs and we're at {n2} so far.",
             "That's a good start; a reminder message usually brings in a second wave."),
            ("Cousin {first} wants a family T-shirt, I'm not convinced anyone would wear it.",
             "T-shirts can be fun for photos, but maybe make them an optional pre-order."),
            ("Trying to work out how many tables we'll need if everyone turns up with partners and kids.",
             "A rough rule is to plan for about four in five of the RSVPs actually arriving."),
            ("Someone suggested a family cricket match on the Sunday, and I'm in charge of the first aid kit.",
             "Family cricket is a great tradition — the first aid kit will surely come in handy."),
            ("I've asked everyone to bring old photos so we can make a display board.",
             "A photo board is always a highlight at reunions."),
            ("There's a Facebook group for the reunion now and it's mostly people posting pictures of their dinners.",
             "That's social media for you — but at least people are engaging."),
            ("Aunty {fem} wants to give a speech, and her speeches are never short.",
             "Maybe suggest a time slot for speeches so everyone gets a fair go."),
            ("I'm trying to track down the Australian branch of the family, they've gone very quiet.",
             "A personal phone call often works better than a group message."),
            ("We need a name-tag system so people know who belongs to which branch of the family.",
             "Colour-coded name tags by branch work really well."),
            ("The kids want a sack race and a lolly scramble, which takes me right back.",
             "Old-fashioned games are always a hit with the children."),
            ("I've asked {n} people to help set up on the Friday, and only one has replied.",
             "Following up individually tends to get better results than a group ask."),
            ("Went through the box of family recipes looking for something to print in the reunion booklet.",
             "A recipe page is a lovely idea — people treasure those."),
            ("Somebody wants to do a family haka at the reunion and somebody else wants bagpipes, so that'll be lively.",
             "It sounds like it will be a wonderful mix of the family's heritage."),
            ("The reunion booklet is up to {n2} pages and I haven't even started the Dutch side.",
             "It's going to be a real keepsake for the family."),
            ("Cousin {fem} offered to do a slideshow, if someone can show her how the projector works.",
             "A slideshow would be lovely — maybe a practice run the day before."),
            ("We still need someone to do the washing up roster, and no one's volunteered.",
             "Assigning short shifts by family branch might make it fairer."),
        ],
        "asks": ["How are the RSVPs looking?", "Is anyone helping you with the organising?",
                 "What's the next job for the reunion?"],
        "acks": ["Reunions are a lot of work.", "Sounds like the reunion is coming together.", "Oh, families!"],
    },
    "genealogy": {
        "weight": 1.0,
        "pairs": [
            ("Found the ship's passenger list, our Fletts arrived at Port Chalmers in {year_old}.",
             "That's a wonderful find — passenger lists often give occupations and ages too."),
            ("The Orkney parish records are hard to read, the minister had terrible handwriting.",
             "Old handwriting takes practice; comparing letters across the page helps."),
            ("My DNA results say {pct} percent Scottish, which surprised absolutely nobody.",
             "Ha, the results confirmed what the family stories said!"),
            ("I've been going through Henk's Dutch family papers, and my Dutch is not what it was.",
             "Online translation tools handle Dutch reasonably well, especially typed text."),
            ("There's a mystery great-aunt who vanishes from the records after {year_old}.",
             "Disappearances often mean marriage under a new name or emigration — worth checking both."),
            ("The Nova Scotia branch of the family went over in the 1820s, and Alistair's been digging into that.",
             "Nova Scotia had strong Scottish settlement, so there should be plenty of records."),
            ("I spent {hours} hours on Papers Past last night reading about a great-grandfather's court case over a cow.",
             "Papers Past is addictive — and a court case over a cow is a wonderful story."),
            ("The family tree now has {big} people in it and I've lost track of the second cousins.",
             "Most genealogy programs can print branch charts, which makes that easier."),
            ("Found a gravestone photo online with the wrong dates on it, which has muddled everything.",
             "Gravestones do have errors; official registrations are usually more reliable."),
            ("I'm scanning the old photos at {dpi} dpi like the library volunteer suggested.",
             "That's a good resolution for preservation."),
            ("Henk's great-grandmother was a lace maker in Zeeland, there's a photo of her in a bonnet.",
             "What a lovely detail — Zeeland costume is so distinctive."),
            ("The library's microfiche reader is broken again, so I'm stuck until {day}.",
             "Annoying — maybe a chance to sort what you've already found."),
            ("Alistair found a census entry in Pictou County with a Flett in it, could be ours.",
             "Exciting — matching ages and birthplaces will tell you whether it's the same person."),
            ("I labelled {n2} old photos with names and dates before I forget who's who.",
             "That's so valuable — unlabelled photos are the bane of family historians."),
            ("There's a story that one of the Fletts jumped ship in Lyttelton, but I can't find any proof.",
             "Family stories often have a grain of truth; shipping records might hold a clue."),
        ],
        "asks": ["Have you found anything new on the Orkney side?", "How far back have you got now?",
                 "Is Alistair finding much in Nova Scotia?"],
        "acks": ["Genealogy is such a rabbit hole.", "What a find.", "The family history keeps giving."],
    },
    "family": {
        "weight": 1.2,
        "pairs": [
            ("Ruby rang to say she passed her learner licence test, I was so proud.",
             "That's a big milestone — congratulations to her!"),
            ("Anneke's lot are coming up on {day} for tea, so I'm making {dish}.",
             "That sounds like a lovely family evening."),
            ("Pieter video-called from Brisbane, it was {warm} degrees there and raining here.",
             "Quite a contrast — lovely to see them, though."),
            ("{grandkid} is doing a school project on family history and wants to interview me.",
             "What a wonderful idea — you'll be a great source."),
            ("Finn's football team lost {n} nil but he says they had fun, which is the main thing.",
             "Having fun is what matters at that age."),
            ("Alistair rang from Halifax, they had a foot of snow overnight.",
             "Quite a contrast with here! Hopefully they're well stocked up."),
            ("Posted a parcel to the Brisbane grandkids, {price2} in postage for a couple of jerseys.",
             "Postage to Australia adds up, but hand-knitted jerseys are worth it."),
            ("I'm knitting {grandkid} a jersey in the school colours, I'm on the second sleeve.",
             "Nearly there! Sleeves always feel like they take forever."),
            ("Anneke thinks I'm doing too much, and she might be right, but don't tell her.",
             "It can be hard to slow down; maybe drop one small commitment."),
            ("The grandkids taught me how to send a voice message, and I've sent {n} by accident already.",
             "That's how everyone learns! You'll have it sorted in no time."),
            ("Had {grandkid} for the night, we watched a movie and ate far too much popcorn.",
             "That sounds like a perfect night in."),
            ("Mila lost her first tooth and sent me a photo of the gap, very proud of herself.",
             "Aw, a big moment. I hope the tooth fairy is generous!"),
            ("Koen has decided he's going to be a paleontologist and asked me if I'd met any dinosaurs.",
             "Ha — that's a grandchild's compliment if ever there was one."),
            ("Anneke rang in a flap because the car broke down outside Palmerston, {first} gave her a tow.",
             "Thank goodness someone was nearby to help."),
            ("I sent Alistair a parcel of pineapple lumps and it cost {price2} to post to Canada.",
             "Expensive, but some treats from home are worth it."),
            ("Ruby wants to borrow the caravan for a weekend with her friends, over my dead body.",
             "Ha — maybe when she's a bit older and has her full licence!"),
        ],
        "asks": ["How are the grandchildren getting on?", "When will you next see the Brisbane lot?",
                 "How's Alistair keeping?"],
        "acks": ["Family news!", "How lovely.", "Ah, grandchildren."],
    },
    "volunteer": {
        "weight": 0.8,
        "pairs": [
            ("Did my Meals on Wheels run on {day}, {drops} drops and one very chatty gentleman.",
             "Sometimes the chat matters as much as the meal for people on those runs."),
            ("Mrs {surname} on my run wasn't answering, so I rang the office, but she was just out in the garden.",
             "Good that you checked — better safe than sorry."),
            ("Read to the preschoolers at the library on {day}, and they loved the one about the hungry caterpillar.",
             "That book never fails!"),
            ("The heritage weekend committee met for {hours} hours and decided almost nothing.",
             "Committees can be like that; a clear agenda helps."),
            ("I'm dressing up in Victorian costume for the heritage fete again, bustle and all.",
             "That sounds like great fun, if a bit warm."),
            ("The Meals on Wheels car's heater doesn't work, so I took a rug.",
             "Worth reporting so it's fixed before winter proper."),
            ("{first} and I did a shift at the Hospice Shop, sorting donated books.",
             "Book sorting always turns up some gems."),
            ("We're short of drivers for Meals on Wheels again, so I've put my hand up for an extra {day}.",
             "That's generous — just watch you don't overdo it with your hip."),
            ("Collected {price2} in gold coins at the heritage stall, not bad for a wet morning.",
             "Every bit helps, especially in poor weather."),
            ("One of my Meals on Wheels ladies turned {bday} this week, so I took her a card.",
             "What a lovely touch — that will have meant a lot to her."),
            ("The heritage society wants volunteers to dress up for the cruise ship visit on {day}.",
             "That would be fun, if the weather holds."),
            ("I did the library's story time again, and a little boy told me my glasses were too big.",
             "Children are wonderfully honest!"),
            ("Meals on Wheels had a new menu this week and the fish pie went down a treat.",
             "It's nice when the meals are popular — it makes the run more cheerful."),
        ],
        "asks": ["How many runs are you doing a week now?", "Are you getting enough rest between it all?"],
        "acks": ["You do a lot for the town.", "Volunteering keeps you busy!", "Good on you."],
    },
    "reo": {
        "weight": 0.6,
        "pairs": [
            ("Te reo class on {day} was about the days of the week, and I kept mixing them up.",
             "It takes repetition; labelling your calendar in te reo might help."),
            ("I practised my pepeha in front of the mirror, and the dog looked very unimpressed.",
             "Practising aloud is the best way — and the dog is a safe audience."),
            ("Our class is learning a waiata for the end of term, and I can't hold the tune to save myself.",
             "Singing in a group is forgiving; just keep at it."),
            ("I've been using an app for ten minutes a day, and my streak is up to {streak} days.",
             "Ten minutes a day adds up quickly — great consistency."),
            ("I said kia ora at the supermarket and the checkout girl answered in te reo, made my day.",
             "How lovely — that's what it's all about."),
            ("The homework this week is describing my whānau, which is quite a task with my lot.",
             "A great excuse to talk about the grandchildren."),
            ("Macrons are driving me mad on this tablet, I can never find the right key.",
             "Holding down the vowel key usually brings up the macron options."),
            ("We practised introductions in pairs and I forgot my own mountain, which was embarrassing.",
             "It happens to everyone — it'll stick with practice."),
            ("Our tutor brought in kai for the last class and we learned the words for everything on the table.",
             "Learning over food is the best way to remember it."),
            ("I labelled the kitchen cupboards in te reo, and {grandkid} has been testing me.",
             "What a good idea — and a great way to involve the grandchildren."),
        ],
        "asks": ["How's the te reo going?", "Is the class still on Wednesdays?"],
        "acks": ["Ka pai!", "Good on you for sticking with it.", "Learning a language keeps the mind sharp."],
    },
    "daily": {
        "weight": 1.3,
        "pairs": [
            ("The weather was {weather} today, so I stayed in with the crossword.",
             "Sounds like a sensible day to stay cosy."),
            ("Went to {shop} and a cauliflower was {price}, and {cheese} for a block of cheese.",
             "Grocery prices are shocking at the moment."),
            ("Made {dish} this afternoon, and it turned out better than usual.", "That sounds delicious."),
            ("Had coffee with {fem} at the café on {day}, she's just back from Rarotonga.",
             "Lovely to catch up — she must have come back with stories."),
            ("The washing machine is making a terrible grinding noise, it's {age} years old so perhaps it's time.",
             "At that age a repair might cost nearly as much as a new one."),
            ("The power went out for {hours} hours on {day} and I discovered my torch batteries were flat.",
             "A good reminder to check the emergency kit."),
            ("Book club met on {day}, we did a novel set in Dunedin and everyone hated the ending.",
             "Disagreement makes for the best book club discussions."),
            ("My phone did an update overnight and now all the icons have moved.",
             "Updates can be annoying; you can usually drag the icons back where you like them."),
            ("{first} next door had a tree come down in the wind, and it just missed the fence.",
             "What a lucky escape."),
            ("Watched the rugby at {first}'s, and I don't understand the rules any better than I did in {year}.",
             "Ha, the rules keep changing, so you're not alone."),
            ("The chemist's queue was out the door at {time}, I waited {mins} minutes.",
             "Long waits are tiresome — some chemists let you order ahead by text."),
            ("Got a scam text saying my parcel was held up, deleted it straight away.",
             "Good instinct — never click links in those texts."),
            ("Sorted the spare room at last, found {n} odd socks and a cheque book from the nineties.",
             "Ha, spare rooms are time capsules."),
            ("Picked up a jigsaw of Mount Cook at {shop} for {price2}, a thousand pieces, heaven help me.",
             "A good winter project — sort the edges first!"),
            ("The bus to Dunedin was late by {mins} minutes and the driver didn't say a word.",
             "Frustrating, especially if you have appointments to get to."),
            ("The new café by the harbour does a good cheese scone, {price} though.",
             "Pricey, but a good cheese scone is worth it now and then."),
            ("I finally got the hang of paying by tapping my phone, and the girl at {shop} clapped.",
             "Well done! It's handy once you get used to it."),
            ("The neighbour's cat keeps using my vegetable garden as a toilet, which the greyhound finds fascinating.",
             "Some chicken wire or prickly prunings laid on the soil can deter cats."),
            ("Went to a funeral on {day} for a teacher I worked with in the eighties, lovely service.",
             "I'm sorry for the loss of your colleague — it's good the service was a fitting one."),
            ("Spent {hours} hours on hold to the power company, and they still haven't fixed the bill.",
             "That's maddening; asking for a reference number each time can help."),
        ],
        "asks": ["What are you up to for the rest of the week?", "Did you get out for a walk today?",
                 "How are you sleeping these days?"],
        "acks": ["Sounds like a full day.", "Ah, everyday life.", "Ha, that's very relatable."],
    },
}
GENERIC_ACKS = ["Thanks for the update.", "Oh, that sounds like quite a day.", "Good to hear from you.", "Ah, I see.",
                "That's a lot going on.", "Lovely to hear.", "Thanks for telling me.", "Well, that's a mixed bag."]
OPENERS = ["Morning!", "Kia ora.", "Evening.", "Me again.", "Right.", "Well.", "Hello again.", "Quick update.",
           "Gosh, what a day.", "Afternoon.", "Sorry, me again.", "Bit of a ramble, sorry.", "Hello!", "Ok.",
           "Hi there.", "Goodness."]
CLOSERS = ["What do you think?", "Any thoughts?", "Am I being silly?", "Anyway, that's my news.",
           "Does that sound sensible?", "Tell me I'm not mad.", "Anyway.", "Ha!", "Such is life.", "Onwards."]
TERSE = [
    ("Rain. Again. {first} cancelled {day}.", "What a shame — a cosy day inside might not be the worst thing."),
    ("Hip bad today. Staying put, {time} and still in my dressing gown.", "Sensible. Gentle movement and warmth."),
    ("Dog sick on the mat at {time}. Lovely start.", "Oh dear — keep an eye on her, and ring the vet if it repeats."),
    ("Done the shopping. {price} for a cauliflower!!", "Outrageous, isn't it? Frozen veg is a good stand-in."),
    ("Can't sleep. It's {night} and I'm wide awake.", "That's frustrating. A warm drink and a dull book sometimes help."),
    ("Rehearsal cancelled, {first} has a cold.", "A night off might do everyone good."),
    ("Seedlings up! {n} out of {n2}.", "That's a great result — well done."),
    ("Grandkids here till {day}. Exhausted but happy.", "The best kind of tired! Grab a rest when you can."),
    ("Caravan still leaking. Grr.", "So annoying. A hose test with someone inside can pinpoint it."),
    ("Quick one — is it safe to freeze cooked rice?", "Yes, if you cool it quickly and freeze it the same day."),
    ("Made {dish}. Nobody here to eat it.", "Freeze some portions — future you will be grateful."),
    ("Cold one. {cold} degrees at {time}.", "Brr. Layers and a hot water bottle today."),
    ("Lost my glasses. Found them on my head. {first} laughed.", "Ha — it happens to the best of us."),
    ("Power's back on after {hours} hours.", "Good — check the freezer didn't defrost."),
    ("Spent {price2} at {shop} on things I didn't need.", "We all do it! At least it was a small splurge."),
    ("{first} popped in with feijoas. Dozens.", "Feijoa season! Crumble or chutney?"),
    ("Physio {day}. Dreading it.", "It's always harder in anticipation — you'll feel better after."),
    ("Greyhound ate a sock. Vet says wait and see.", "Fingers crossed it passes — watch for vomiting or lethargy."),
    ("No news on the house. {n2} days on the market.", "Waiting is hard. It often takes one right buyer."),
    ("Lovely walk at {time}, {weather} but worth it.", "Good for you — fresh air does wonders."),
]


def _slot_values(rng: random.Random, key: str) -> str:
    if key in ("first", "first2"):
        return rng.choice(INC_FIRST)
    if key == "fem":
        return rng.choice(INC_FEMALE)
    if key == "surname":
        return rng.choice(INC_SURN)
    if key == "grandkid":
        return rng.choice(GRANDKIDS)
    if key == "day":
        return rng.choice(WEEKDAYS)
    if key == "time":
        h = rng.randint(6, 11)
        mm = rng.choice([0, 15, 30, 45, 10, 20, 40, 50])
        return rng.choice([f"{h}.{mm:02d}", f"{h}:{mm:02d}", f"{h}am", f"half past {h}", f"{h} o'clock"])
    if key == "night":
        h = rng.randint(1, 5)
        return rng.choice([f"{h}am", f"{h} in the morning", f"{h}.{rng.choice([10, 20, 30, 45])}am"])
    if key == "late":
        h = rng.randint(9, 11)
        return rng.choice([f"{h}pm", f"{h}.{rng.choice([15, 30, 45])}", f"after {h}", f"nearly {h}"])
    if key == "price":
        return f"${rng.randint(2, 12)}.{rng.choice(['50', '90', '99', '20', '80', '40'])}"
    if key == "price2":
        return rng.choice([f"${rng.randint(14, 39)}.{rng.choice(['50', '90', '99', '00'])}", f"${rng.randint(15, 39)}"])
    if key == "cheese":
        return f"${rng.randint(9, 16)}.{rng.choice(['50', '90', '99', '20'])}"
    if key == "cold":
        return str(rng.randint(-3, 6))
    if key == "warm":
        return str(rng.randint(24, 33))
    if key == "hot":
        return str(rng.randint(31, 44))
    if key == "n":
        return str(rng.randint(2, 9))
    if key == "n2":
        return str(rng.randint(10, 48))
    if key == "bday":
        return rng.choice(["80", "85", "90", "95", "100"])
    if key == "age":
        return str(rng.randint(8, 23))
    if key == "drops":
        return str(rng.randint(9, 22))
    if key == "mins":
        return str(rng.choice([10, 15, 20, 25, 35, 40, 45]))
    if key == "hours":
        return rng.choice(["two", "three", "four", "five", "six"])
    if key == "grams":
        return str(rng.choice([300, 400, 500, 600, 700, 800, 900]))
    if key == "pct":
        return str(rng.randint(41, 93))
    if key == "year":
        return str(rng.randint(1955, 1992))
    if key == "year_old":
        return str(rng.randint(1852, 1899))
    if key == "big":
        return str(rng.randint(210, 890))
    if key == "dpi":
        return rng.choice(["300", "600", "1200"])
    if key == "streak":
        return str(rng.randint(11, 160))
    if key == "bp":
        return f"{rng.randint(118, 142)} over {rng.randint(72, 90)}"
    if key == "shop":
        return rng.choice(SHOPS)
    if key == "chemist":
        return rng.choice(CHEMISTS)
    if key == "tyres":
        return rng.choice(TYRE_SHOPS)
    if key == "veg":
        return rng.choice(VEG)
    if key == "weather":
        return rng.choice(WEATHER)
    if key == "dish":
        return rng.choice(DISHES)
    if key == "place":
        return rng.choice(RALLY_PLACES)
    raise KeyError(key)


_SLOT = re.compile(r"\{(\w+)\}")


def _fill(rng: random.Random, *templates: str) -> list[str]:
    """Fill several templates with one shared set of slot values."""
    cache: dict[str, str] = {}

    def rep(m: re.Match[str]) -> str:
        k = m.group(1)
        if k not in cache:
            cache[k] = _slot_values(rng, k)
        return cache[k]

    return [_SLOT.sub(rep, t) for t in templates]


def _words(text: str) -> int:
    return len(text.split())


def _dictate(rng: random.Random, text: str) -> str:
    """Voice-dictation look: lower case, spoken punctuation, dropped commas."""
    t = text.replace(" — ", ", ").replace("!", ".")
    t = re.sub(r"\?(\s|$)", r" question mark\1", t)
    t = re.sub(r"\.(\s|$)", r" full stop\1", t)
    t = t.replace(",", " comma") if rng.random() < 0.4 else t.replace(",", "")
    return re.sub(r"\s+", " ", t.lower()).strip()


CONNECT = ["Oh, and", "Also,", "Anyway,", "On top of that,", "Meanwhile", "And", "Plus", "Oh —", "Other news:"]
LOWER_OK = {
    "the", "my", "we", "she", "her", "there's", "there", "did", "went", "made", "got", "had", "found", "spent",
    "bought", "picked", "sorted", "our", "someone", "read", "collected", "posted", "watched", "climbing", "slept",
    "towing", "re-covered", "measured", "took", "getting", "council", "somebody", "ticket", "tech", "rehearsal",
    "trying", "dog", "one", "been", "practised", "macrons",
}


def _connect(rng: random.Random, sentence: str) -> str:
    """Prefix a connector, lower-casing the first word only when it is not a name."""
    first = sentence.split(" ", 1)[0]
    if first.lower() in LOWER_OK:
        sentence = sentence[:1].lower() + sentence[1:]
    return f"{rng.choice(CONNECT)} {sentence}"


def _restyle_filler(rng: random.Random, text: str) -> str:
    r = rng.random()
    if r < 0.07:
        return _dictate(rng, text)
    if r < 0.17:
        return re.sub(r"\.(\s)", r"!\1", text, count=1) if ". " in text else text + "!"
    if r < 0.23:
        t = re.sub(r"\.(\s|$)", lambda m: m.group(1) if rng.random() < 0.6 else "." + m.group(1), text)
        return (t[:1].lower() + t[1:]).replace(" I ", " i ")
    return text


# ---------------------------------------------------------------------------
# Generator
# ---------------------------------------------------------------------------


class _Builder:
    def __init__(self, seed: int, turns: int, n_corrections: int) -> None:
        self.rng = random.Random(seed)
        self.turns = turns
        self.n_corrections = n_corrections
        self.seen_users: set[str] = set()
        self.forbidden: list[str] = []  # lower-cased planted values and stale values
        self.static = self._static_text()

    @staticmethod
    def _static_text() -> str:
        parts: list[str] = []
        for th in THREADS.values():
            for u, r in th["pairs"]:
                parts += [u, r]
            parts += th["asks"] + th["acks"]
        for u, r in TERSE:
            parts += [u, r]
        for t in TOPICS:
            parts += [t["s"], t["q"], t["src"]]
        for kt in KIND_TEMPLATES.values():
            for lst in kt.values():
                parts += lst
        for d in (KIND_ACKS, KIND_ADVICE, QUESTION_ANSWERS, REASONS):
            for lst in d.values():
                parts += lst
        parts += REPORTERS + OFFICE_REPORTERS + ANSWER_TAILS + LIST_INTROS + LIST_ITEMS + GENERIC_ACKS + OPENERS + CLOSERS
        parts += [c for _, c in CORRECTIONS] + CORRECTION_REPLIES + DICT_LEADS
        parts += INC_FIRST + INC_SURN + GRANDKIDS + SHOPS + CHEMISTS + TYRE_SHOPS + VEG + WEATHER + DISHES
        parts += RALLY_PLACES
        return "\n".join(parts).lower()

    # --- values -------------------------------------------------------------
    def _fresh(self, gen) -> str:
        for _ in range(2000):
            v = gen(self.rng)
            lv = v.lower()
            if lv in self.static:
                continue
            if any(lv in o or o in lv for o in self.forbidden):
                continue
            self.forbidden.append(lv)
            return v
        raise RuntimeError("could not draw a distinct value")

    # --- placement ----------------------------------------------------------
    def _place(self, n_facts: int, corr_idx: list[int]) -> tuple[dict[int, int], dict[int, int]]:
        rng, turns = self.rng, self.turns
        bounds = [1, turns // 3, 2 * turns // 3, turns]
        base = [n_facts // 3] * 3
        for i in range(n_facts - sum(base)):
            base[i] += 1
        for _ in range(2000):
            used: set[int] = set()

            def free(t: int, used: set[int] = used) -> bool:
                return t not in used and (t - 1) not in used and (t + 1) not in used

            counts = base[:]
            rng.shuffle(counts)
            thirds = [i % 2 for i in range(len(corr_idx))]
            rng.shuffle(thirds)
            pos: dict[int, int] = {}
            second: dict[int, int] = {}
            per_third = [0, 0, 0]
            ok = True
            for fi, th in zip(corr_idx, thirds, strict=True):
                cands = [t for t in range(bounds[th], min(bounds[th + 1], turns - 45)) if free(t)]
                if not cands:
                    ok = False
                    break
                pos[fi] = rng.choice(cands)
                used.add(pos[fi])
                per_third[th] += 1
            if not ok:
                continue
            others = [i for i in range(n_facts) if i not in pos]
            rng.shuffle(others)
            k = 0
            for th in range(3):
                for _ in range(counts[th] - per_third[th]):
                    cands = [t for t in range(bounds[th], bounds[th + 1]) if free(t)]
                    if not cands:
                        ok = False
                        break
                    pos[others[k]] = rng.choice(cands)
                    used.add(pos[others[k]])
                    k += 1
                if not ok:
                    break
            if not ok:
                continue
            for fi in corr_idx:
                cands = [t for t in range(pos[fi] + 40, turns) if free(t)]
                if not cands:
                    ok = False
                    break
                second[fi] = rng.choice(cands)
                used.add(second[fi])
            if ok:
                return pos, second
        raise RuntimeError("could not place facts; too few turns")

    # --- text helpers -------------------------------------------------------
    def _clean(self, text: str, allowed: tuple[str, ...] = ()) -> bool:
        low = text.lower()
        allow = [a.lower() for a in allowed]
        return not any(f in low for f in self.forbidden if f not in allow)

    def _context(self, thread: str, n: int) -> list[tuple[str, str]]:
        pool = THREADS[thread]["pairs"]
        return [tuple(_fill(self.rng, u, r)) for u, r in self.rng.sample(pool, min(n, len(pool)))]

    def _pick_thread(self, prev: str | None) -> str:
        rng = self.rng
        if prev is not None and rng.random() < 0.4:
            return prev
        names = list(THREADS)
        return rng.choices(names, weights=[THREADS[n]["weight"] for n in names])[0]

    # --- filler -------------------------------------------------------------
    def _filler(self, thread: str, ask: str | None) -> tuple[str, str]:
        rng = self.rng
        if ask is None and rng.random() < 0.08:
            u, r = _fill(rng, *rng.choice(TERSE))
            return u, r
        target = rng.randint(28, 52)
        parts: list[str] = []
        if rng.random() < 0.35:
            parts.append(rng.choice(OPENERS))
        pool = list(THREADS[thread]["pairs"])
        rng.shuffle(pool)
        replies: list[str] = []
        for u_t, r_t in pool:
            if _words(" ".join(parts)) >= target:
                break
            u, r = _fill(rng, u_t, r_t)
            parts.append(_connect(rng, u) if replies and rng.random() < 0.25 else u)
            replies.append(r)
            if thread != "daily" and rng.random() < 0.15 and _words(" ".join(parts)) < target - 10:
                u2, r2 = _fill(rng, *rng.choice(THREADS["daily"]["pairs"]))
                parts.append(_connect(rng, u2) if rng.random() < 0.6 else u2)
                replies.append(r2)
        if rng.random() < 0.2:
            parts.append(rng.choice(CLOSERS))
        user = _restyle_filler(rng, " ".join(parts))
        rparts: list[str] = []
        if rng.random() < 0.55:
            rparts.append(rng.choice(THREADS[thread]["acks"] + GENERIC_ACKS))
        rtarget = rng.randint(18, 32) - (_words(ask) if ask else 0)
        for r in replies:
            if rparts and _words(" ".join(rparts)) >= rtarget:
                break
            rparts.append(r)
        if ask:
            rparts.append(ask)
        elif rng.random() < 0.3:
            rparts.append(rng.choice(THREADS[thread]["asks"]))
        return user, " ".join(rparts)

    # --- planted facts ------------------------------------------------------
    def _fields(self, topic: dict, value: str) -> dict[str, str]:
        rng = self.rng
        first = rng.choice(INC_FIRST)
        pool = REPORTERS + (OFFICE_REPORTERS if topic["kind"] in CORRECTABLE else [])
        reporter = rng.choice(pool).format(first=rng.choice(INC_FIRST))
        return {
            "s": topic["s"], "S": _cap(topic["s"]), "c": rng.choice(CONNECTORS[topic["kind"]]), "v": value,
            "first": first, "r": reporter, "R": _cap(reporter),
        }

    def _fact(self, topic: dict, value: str, style: str) -> tuple[str, str]:
        rng = self.rng
        kind = topic["kind"]
        f = self._fields(topic, value)
        ctx = self._context(topic["thread"], 3)
        target = rng.randint(30, 52)
        user_parts: list[str] = []
        ctx_used: list[tuple[str, str]] = []
        qi = 0

        def add_ctx(front: bool = False) -> None:
            if ctx:
                pair = ctx.pop()
                ctx_used.append(pair)
                if front:
                    user_parts.insert(0, pair[0])
                else:
                    user_parts.append(pair[0])

        if style == "answer":
            tail = rng.choice(ANSWER_TAILS)
            core = rng.choice(ANSWER_LEADS).format(v=value, tail=tail)
            user_parts.append(core if not core[:1].islower() else rng.choice(LOWER_LEADS) + core)
            while _words(" ".join(user_parts)) < target and ctx:
                add_ctx()
        elif style == "list":
            items = [_fill(rng, it)[0] for it in rng.sample(LIST_ITEMS, rng.randint(2, 4))]
            if rng.random() < 0.5:
                core = f"{f['S']}: {value}"
                items.insert(rng.randint(0, len(items)), core)
                body = rng.choice(LIST_INTROS) + "\n" + "\n".join("- " + _cap(i) for i in items)
            else:
                core = f"{f['s']} {f['c']} {value}"
                items.insert(rng.randint(1, len(items)), core)
                body = rng.choice(LIST_INTROS) + " " + ", ".join(items[:-1]) + ", and " + items[-1] + "."
            user_parts.append(body)
            while _words(" ".join(user_parts)) < target and ctx:
                add_ctx(front=True)
        elif style == "dictated":
            core = f"{rng.choice(DICT_LEADS)} {f['s'].lower()} {f['c']} {value} full stop"
            user_parts.append(core)
            while _words(" ".join(user_parts)) < target and ctx:
                pair = ctx.pop()
                ctx_used.append(pair)
                user_parts.insert(rng.randint(0, len(user_parts)), _dictate(rng, pair[0]))
        else:
            qi = rng.randrange(len(KIND_TEMPLATES[kind][style]))
            core = KIND_TEMPLATES[kind][style][qi].format(**f)
            if core[:1].islower():
                core = rng.choice(LOWER_LEADS) + core
            user_parts.append(core)
            while _words(" ".join(user_parts)) < target and ctx:
                # the question goes last; others sit among context sentences
                add_ctx(front=(style == "question" or rng.random() < 0.5))
            if rng.random() < 0.3:
                user_parts.insert(0, rng.choice(OPENERS))
        user = " ".join(user_parts)

        rparts = []
        if style == "question":
            rparts.append(QUESTION_ANSWERS[kind][qi])
        else:
            rparts.append(rng.choice(KIND_ACKS[kind]))
        if rng.random() < 0.27:
            rparts.append(_cap(rng.choice(ECHOES).format(**f)))
        else:
            rparts.append(rng.choice(KIND_ADVICE[kind]))
        rtarget = rng.randint(20, 34)
        for _, r in ctx_used:
            if _words(" ".join(rparts)) >= rtarget:
                break
            rparts.append(r)
        return user, " ".join(rparts)

    def _correction(self, topic: dict, old: str, new: str, style: str) -> tuple[str, str]:
        rng = self.rng
        kind = topic["kind"]
        f = self._fields(topic, new)
        fill = {
            "s": f["s"], "S": f["S"], "sl": f["s"].lower(), "c": f["c"], "N": new, "O": old,
            "Src": _cap(topic["src"] or "the office"), "cn": rng.choice(CHANGED_TO[kind]),
            "reason": rng.choice(REASONS[kind]),
        }
        core = style.format(**fill)
        parts = [core]
        ctx = self._context(topic["thread"], 2)
        if rng.random() < 0.4:
            parts.insert(0, rng.choice(OPENERS))
        target = rng.randint(30, 50)
        used: list[str] = []
        for u, r in ctx:
            if _words(" ".join(parts)) >= target:
                break
            parts.append(u)
            used.append(r)
        rparts = [rng.choice(CORRECTION_REPLIES)]
        if rng.random() < 0.4:
            rparts.append(rng.choice(CORRECTION_ECHOES).format(N=new))
        else:
            rparts.append("I've updated my notes.")
        rparts += used[:1]
        return " ".join(parts), " ".join(rparts)

    # --- main -----------------------------------------------------------------
    def build(self) -> Conversation:
        rng = self.rng
        chosen: list[dict] = []
        for kind, count in KIND_COUNTS.items():
            pool = [t for t in TOPICS if t["kind"] == kind]
            chosen.extend(rng.sample(pool, count))
        ckinds = CORRECTABLE[:]
        rng.shuffle(ckinds)
        corr_idx = []
        for kind in ckinds[: self.n_corrections]:
            corr_idx.append(rng.choice([i for i, t in enumerate(chosen) if t["kind"] == kind]))

        values: list[str] = []
        stale: dict[int, str] = {}
        for i, t in enumerate(chosen):
            pair = getattr(t["gen"], "pair", None)
            if i in corr_idx and pair is not None:
                old_gen, new_gen = pair(rng)
                stale[i] = self._fresh(old_gen)
                values.append(self._fresh(new_gen))
            elif i in corr_idx:
                stale[i] = self._fresh(t["gen"])
                values.append(self._fresh(t["gen"]))
            else:
                values.append(self._fresh(t["gen"]))

        pos, second = self._place(len(chosen), corr_idx)
        styles = (STYLES * (len(chosen) // len(STYLES) + 1))[: len(chosen)]
        rng.shuffle(styles)
        corr_styles = list(CORRECTIONS)
        rng.shuffle(corr_styles)
        corr_pick: dict[int, str] = {}
        for i in corr_idx:
            ok = [c for c in corr_styles if chosen[i]["chg"] or c[0] != "change"]
            pick = ok[0] if ok else corr_styles[0]
            corr_styles.remove(pick)
            corr_styles.append(pick)
            corr_pick[i] = pick[1]

        at_turn: dict[int, tuple[str, int]] = {t: ("fact", i) for i, t in pos.items()}
        at_turn.update({t: ("corr", i) for i, t in second.items()})
        ask_at = {pos[i] - 1: chosen[i]["q"] for i in range(len(chosen)) if styles[i] == "answer"}

        out: list[tuple[str, str]] = []
        prev_thread: str | None = None
        for t in range(self.turns):
            if t == 0:
                user, reply = INTRO
                if 0 in ask_at:
                    reply += " " + ask_at[0]
            elif t in at_turn:
                what, i = at_turn[t]
                topic = chosen[i]
                for _ in range(200):
                    if what == "fact":
                        stated = stale.get(i, values[i])
                        user, reply = self._fact(topic, stated, styles[i])
                        good = self._clean(user, (stated,)) and self._clean(reply, (stated,))
                    else:
                        user, reply = self._correction(topic, stale[i], values[i], corr_pick[i])
                        good = self._clean(user, (values[i], stale[i])) and self._clean(reply, (values[i],))
                    if good and user not in self.seen_users:
                        break
                else:
                    raise RuntimeError(f"could not phrase fact turn {t}")
                prev_thread = topic["thread"]
            else:
                ask = ask_at.get(t)
                if ask is not None:
                    thread = next(chosen[i]["thread"] for i in range(len(chosen)) if pos[i] == t + 1)
                else:
                    thread = self._pick_thread(prev_thread)
                for _ in range(500):
                    user, reply = self._filler(thread, ask)
                    if user not in self.seen_users and self._clean(user) and self._clean(reply):
                        break
                else:
                    raise RuntimeError(f"could not write filler turn {t}")
                prev_thread = thread
            self.seen_users.add(user)
            out.append((user, reply))

        facts = []
        for i, topic in enumerate(chosen):
            if i in stale:
                facts.append(Planted(topic["kind"], topic["about"], values[i], pos[i], stale[i], second[i]))
            else:
                facts.append(Planted(topic["kind"], topic["about"], values[i], pos[i]))
        facts.sort(key=lambda p: p.turn)
        return Conversation(turns=out, facts=facts)


INTRO = (
    "Hello. My daughter Anneke has set this up on my tablet and tells me I can just chat to it like a person, "
    "so here goes. I'm Judith, a retired geography teacher in Oamaru, widowed, with a dodgy hip, a rescue "
    "greyhound, a half-restored caravan and far too many committees. I'll probably use you as my memory, so bear "
    "with me.",
    "Hello Judith, it's lovely to meet you. I'm happy to help keep track of everything — the hip, the dog, the "
    "caravan and the committees. Tell me things as they come up and I'll do my best to keep them straight.",
)


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    """Build one deterministic conversation with 50 planted facts (n_corrections of them corrected)."""
    if turns < MIN_TURNS:
        raise ValueError(f"turns must be at least {MIN_TURNS}")
    if not 0 <= n_corrections <= len(CORRECTABLE):
        raise ValueError(f"n_corrections must be between 0 and {len(CORRECTABLE)}")
    return _Builder(seed, turns, n_corrections).build()


# ---------------------------------------------------------------------------
# Self-checks
# ---------------------------------------------------------------------------


def _check(conv: Conversation, turns: int, n_corrections: int) -> None:
    assert len(conv.turns) == turns
    assert len(conv.facts) == 50, len(conv.facts)
    counts: dict[str, int] = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    assert counts == KIND_COUNTS, counts
    assert len({f.about for f in conv.facts}) == 50
    corr = conv.corrections
    assert len(corr) == n_corrections
    assert len({f.kind for f in corr}) == n_corrections
    users = [u for u, _ in conv.turns]
    assert len(set(users)) == len(users), "duplicate user messages"

    special = sorted([f.turn for f in conv.facts] + [f.corrected_at for f in corr if f.corrected_at is not None])
    assert len(set(special)) == len(special)
    assert all(special[k + 1] - special[k] >= 2 for k in range(len(special) - 1)), "adjacent fact turns"
    assert special[0] >= 1
    thirds = [0, 0, 0]
    for f in conv.facts:
        thirds[min(2, f.turn * 3 // turns)] += 1
    assert min(thirds) >= 15, thirds

    low = [(u.lower(), r.lower()) for u, r in conv.turns]

    def where(value: str) -> list[tuple[int, str]]:
        v = value.lower()
        hits = []
        for i, (u, r) in enumerate(low):
            if v in u:
                hits.append((i, "user"))
            if v in r:
                hits.append((i, "reply"))
        return hits

    for f in conv.facts:
        if f.kind == "date":
            assert re.search(r"\d", f.value), f.value
        if f.stale is None:
            hits = where(f.value)
            assert (f.turn, "user") in hits, (f, hits)
            assert set(hits) <= {(f.turn, "user"), (f.turn, "reply")}, (f, hits)
            assert f.value in conv.turns[f.turn][0]
        else:
            assert f.corrected_at is not None and f.corrected_at - f.turn >= 40
            hits = where(f.value)
            assert (f.corrected_at, "user") in hits, (f, hits)
            assert set(hits) <= {(f.corrected_at, "user"), (f.corrected_at, "reply")}, (f, hits)
            old = where(f.stale)
            assert (f.turn, "user") in old, (f, old)
            assert set(old) <= {(f.turn, "user"), (f.turn, "reply"), (f.corrected_at, "user")}, (f, old)
            assert f.stale in conv.turns[f.turn][0]


def _tokens(conv: Conversation) -> float:
    words = sum(_words(u) + _words(r) for u, r in conv.turns)
    return words * 1.3


if __name__ == "__main__":
    for seed in range(1, 6):
        c1 = generate(seed)
        c2 = generate(seed)
        assert c1.turns == c2.turns and c1.facts == c2.facts, "not deterministic"
        _check(c1, 1000, 6)
        tok = _tokens(c1)
        uw = sum(_words(u) for u, _ in c1.turns) / len(c1.turns)
        aw = sum(_words(r) for _, r in c1.turns) / len(c1.turns)
        print(f"seed {seed}: {tok / len(c1.turns):.1f} tokens/turn, {tok:,.0f} total "
              f"(user {uw:.1f} words, assistant {aw:.1f} words)")
    for seed in range(1, 6):
        for n in (200, MIN_TURNS):
            _check(generate(seed, turns=n), n, 6)
    _check(generate(7, turns=300, n_corrections=3), 300, 3)
    conv = generate(1)
    print("\nsample fact turns (seed 1):")
    for f in conv.facts[::9]:
        t = f.corrected_at if f.stale else f.turn
        print(f"- [{f.kind}] {f.about!r} = {f.value!r} (turn {f.turn})")
        if f.stale is None and f.turn >= 1:
            print(f"    prev reply: {conv.turns[f.turn - 1][1][-90:]}")
        print(f"    user: {conv.turns[t][0]}")
        print(f"    reply: {conv.turns[t][1]}")
    for f in conv.corrections[:3]:
        print(f"- correction [{f.kind}] {f.stale!r} -> {f.value!r} (turn {f.turn} -> {f.corrected_at})")
        print(f"    user: {conv.turns[f.corrected_at][0]}")
    print("\nall self-checks passed")
