"""Held-out recall world "m": a Nigerian-British freelance sound engineer between Lagos and London.

One long chat between a user and an AI assistant, about a dozen everyday threads interleaved in sticky
runs: studio bookings and clients, a flat share in Peckham, the family house in Lekki, a younger brother's
university applications, mum's shop, visa and passport paperwork, a used car in Lagos, the dog and the
sister's parrot, a wedding where the user is best man, a side podcast, the gym and a bad knee, and money
sent home.  Fifty facts are planted per conversation in many phrasings (plain, value first, subordinate
clause, reported speech, lists, answers to the assistant's question, questions, voice dictation, buried
between asides, texting, Pidgin, pasted emails, hedged), some of them later corrected in natural wording.

Usage:  ``generate(seed, turns=1000, n_corrections=6) -> Conversation``.  The returned conversation also
carries an informational ``styles`` attribute ({fact turn: phrasing style}) used only by the self-checks.
Run this file directly for the self-checks over seeds 1-5.
"""

from __future__ import annotations

import datetime
import random
import re
import string
import sys

from recall_conversation import Conversation, Planted

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation",
          "buried", "texting", "pidgin", "pasted", "hedged"]

# Placeholders: digits and brackets only, so lower()/upper() and word-level rewrites leave them alone.
PV, POLD, PNEW = "\u27e60\u27e7", "\u27e61\u27e7", "\u27e62\u27e7"

# ---------------------------------------------------------------------------------------------------
# Incidental pools (filler).  Planted person values are built from *different* first names.
# ---------------------------------------------------------------------------------------------------

MALE_NAMES = ["Tunde", "Dayo", "Femi", "Seyi", "Wale", "Bayo", "Chidi", "Emeka", "Obinna", "Jack", "Callum", "Dan",
              "Marcus", "Musa", "Kwame", "Jide", "Deji", "Gbenga", "Josh", "Ola"]
FEMALE_NAMES = ["Kemi", "Bisi", "Lola", "Funke", "Ngozi", "Ifeoma", "Chioma", "Nneka", "Sophie", "Priya", "Hannah",
                "Zara", "Aisha", "Sade", "Toyin", "Ijeoma", "Leah"]
CAST_GENDER = {"sis": "f", "bro": "m", "groom": "m", "mate": None, "cohost": None, "gymbro": "m"}
INCIDENTAL_NAMES = ["Tunde", "Kemi", "Dayo", "Bisi", "Femi", "Lola", "Seyi", "Wale", "Yemi", "Tolu", "Bayo",
                    "Funke", "Chidi", "Ngozi", "Emeka", "Obinna", "Ifeoma", "Chioma", "Uche", "Nneka", "Jack",
                    "Sophie", "Callum", "Priya", "Dan", "Hannah", "Marcus", "Zara", "Musa", "Aisha", "Kwame",
                    "Jide", "Deji", "Sade", "Toyin", "Gbenga", "Ijeoma", "Leah", "Josh", "Ola"]
CAST_ROLES = ["sis", "bro", "groom", "mate", "cohost", "gymbro"]

LONDON_PLACES = ["Rye Lane", "Peckham Rye", "Brixton", "Canary Wharf", "Elephant and Castle", "Deptford",
                 "Camberwell", "Shoreditch", "Denmark Hill", "Old Kent Road", "Bermondsey", "Dalston",
                 "Walthamstow", "Lewisham", "Tottenham", "Stratford", "New Cross", "Woolwich", "Croydon",
                 "Hackney Wick", "London Bridge", "Nunhead"]
LAGOS_PLACES = ["Yaba", "Surulere", "Ikeja", "Ajah", "Victoria Island", "Ikoyi", "the Lekki toll gate",
                "Third Mainland Bridge", "Oshodi", "Obalende", "Festac", "Maryland", "Gbagada", "Ojota",
                "Magodo", "Sangotedo", "Chevron", "Ogba", "Allen", "Berger", "Ketu", "Oniru"]
CLIENTS = ["Midnight Bloom", "Lola Rae", "the Owambe Collective", "DJ Kaybee", "Saint Ife", "Kojo Blaze",
           "the Woolwich gospel choir", "Bassline Theory", "Young Tobz", "Amaka Sol", "the Ikeja Horns",
           "Velvet Harmattan", "MC Shaqs", "Niyi & The Agbada Kings", "Rhoda Vibes", "Ebony Static"]
ARTISTS = ["Burna Boy", "Wizkid", "Tems", "Asake", "Rema", "Ayra Starr", "Davido", "Little Simz", "Skepta",
           "Sade", "Fela", "Olamide", "Dave", "Santan Dave", "J Hus", "Stormzy", "Adekunle Gold", "Simi"]
SONGS = ["the slow jam", "track three", "the amapiano one", "the remix", "the intro skit", "the single",
         "the B-side", "the acoustic version", "the radio edit", "the gospel medley", "the lead track"]
GEAR = ["the Apollo Twin", "an 1176 clone", "the LA-2A", "a pair of Yamaha HS8s", "the Focusrite Clarett",
        "a second-hand MPC", "an SSL bus comp", "a Rode NT1", "the Beyerdynamic DT 770s", "a Soundcraft desk",
        "the UAD plugins", "a Shure Beta 58", "Sonarworks", "a Kemper", "an Avalon preamp"]
FOODS = ["jollof", "suya", "puff-puff", "moi moi", "egusi", "efo riro", "pounded yam", "chin chin",
         "meat pie", "fried plantain", "akara", "pepper soup", "amala", "a Nando's", "a Greggs sausage roll",
         "jerk chicken from Rye Lane", "boli and fish", "Indomie"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
TIMES = ["7:30", "half nine", "10pm", "quarter past six", "8am", "noon", "3 o'clock", "half five", "11ish",
         "9:15", "midnight", "4pm", "6:45", "ten", "1:30"]
ORD = ["2nd", "3rd", "5th", "9th", "11th", "12th", "16th", "19th", "20th", "22nd", "23rd", "27th", "30th"]
SHOP_ITEMS = ["Ankara fabric", "George wrappers", "lace", "beads", "head ties", "Aso-oke", "shoes",
              "handbags", "perfume oils", "kaftans", "Hollandais wax prints"]


def _gbp_inc(rng: random.Random) -> str:
    n = rng.choice([rng.randint(3, 60), rng.randint(60, 400)])
    return rng.choice([f"£{n}", f"{n} quid", f"£{n}.{rng.choice(['50', '99', '20'])}"])


def _ngn_inc(rng: random.Random) -> str:
    n = rng.randint(2, 180) * 500
    return rng.choice([f"₦{n:,}", f"{n // 1000}k" if n >= 1000 and n % 1000 == 0 else f"₦{n:,}",
                       f"N{n:,}"])


SLOT = {
    "name": lambda r: r.choice(INCIDENTAL_NAMES),
    "name2": lambda r: r.choice(INCIDENTAL_NAMES),
    "uncle": lambda r: r.choice(["Uncle", "Aunty", "Brother", "Sister", "Mama", "Baba"]) + " " + r.choice(
        INCIDENTAL_NAMES),
    "lplace": lambda r: r.choice(LONDON_PLACES),
    "nplace": lambda r: r.choice(LAGOS_PLACES),
    "client": lambda r: r.choice(CLIENTS),
    "artist": lambda r: r.choice(ARTISTS),
    "song": lambda r: r.choice(SONGS),
    "gear": lambda r: r.choice(GEAR),
    "food": lambda r: r.choice(FOODS),
    "day": lambda r: r.choice(DAYS),
    "day2": lambda r: r.choice(DAYS),
    "time": lambda r: r.choice(TIMES),
    "ord": lambda r: r.choice(ORD),
    "num": lambda r: str(r.randint(2, 9)),
    "big": lambda r: str(r.randint(12, 95)),
    "pct": lambda r: str(r.choice([5, 10, 12, 15, 20, 25, 30, 40])),
    "gbp": _gbp_inc,
    "gbp2": _gbp_inc,
    "ngn": _ngn_inc,
    "ngn2": _ngn_inc,
    "item": lambda r: r.choice(SHOP_ITEMS),
    "weeks": lambda r: r.choice(["two weeks", "three weeks", "a month", "six weeks", "ten days", "a fortnight"]),
    "mins": lambda r: str(r.choice([10, 15, 20, 25, 40, 45, 90])),
    "rate": lambda r: f"{r.randint(1400, 2100)}",
}

_FMT = string.Formatter()


def _price(rng: random.Random, cur: str, lo: int, hi: int) -> str:
    step = 1 if hi <= 60 else 5 if hi <= 1000 else 50 if hi <= 50000 else 500 if hi <= 300000 else 50000
    n = rng.randrange(lo, hi + 1, step) if hi > lo else lo
    if cur == "gbp":
        return rng.choice([f"£{n:,}", f"{n} quid" if n < 2000 else f"£{n:,}", f"£{n}", f"about £{n:,}"])
    opts = [f"₦{n:,}", f"N{n:,}"]
    if n % 1000 == 0 and n < 1_000_000:
        opts += [f"{n // 1000}k", f"₦{n // 1000}k"]
    if n >= 1_000_000 and n % 100_000 == 0:
        mil = f"{n / 1_000_000:.1f}".rstrip("0").rstrip(".")
        opts += [f"₦{mil}m", f"N{mil} million", f"{mil} million naira"]
    return rng.choice(opts)


def fill(rng: random.Random, tpl: str, ctx: dict) -> str:
    """Fill {slot} and {gbp:lo-hi}/{ngn:lo-hi} fields; a repeated field gets the same value."""
    vals: dict[str, str] = {}
    out = []
    for literal, field, spec, _conv in _FMT.parse(tpl):
        out.append(literal)
        if field is None:
            continue
        key = f"{field}:{spec}" if spec else field
        if key not in vals:
            if spec and field in ("gbp", "ngn"):
                lo, hi = (int(x) for x in spec.split("-"))
                vals[key] = _price(rng, field, lo, hi)
            elif field in ctx:
                vals[key] = ctx[field]
            elif field in SLOT:
                vals[key] = SLOT[field](rng)
            else:
                raise KeyError(f"unknown slot {field!r} in {tpl!r}")
        out.append(vals[key])
    return "".join(out)


def cap(s: str) -> str:
    for i, ch in enumerate(s):
        if ch.isalpha():
            return s[:i] + ch.upper() + s[i + 1:]
        if not (ch in " \"'(" or ch == "\u2018"):
            return s
    return s


def you(s: str) -> str:
    """Turn a user-voice noun phrase into the assistant's voice."""
    s = re.sub(r"\bmy\b", "your", s)
    s = re.sub(r"\bMy\b", "Your", s)
    s = re.sub(r"\bI've\b", "you've", s)
    s = re.sub(r"\bI'm\b", "you're", s)
    s = re.sub(r"\bI\b", "you", s)
    s = re.sub(r"\bme\b", "you", s)
    s = re.sub(r"\bmine\b", "yours", s)
    s = re.sub(r"\bmyself\b", "yourself", s)
    s = re.sub(r"\bour\b", "your", s)
    s = re.sub(r"\bwe're\b", "you're", s)
    s = re.sub(r"\bwe've\b", "you've", s)
    s = re.sub(r"\bwe\b", "you", s)
    s = re.sub(r"\bus\b", "you", s)
    s = re.sub(r"\bam\b", "are", s)
    return s


# ---------------------------------------------------------------------------------------------------
# Planted value generators (several formats each)
# ---------------------------------------------------------------------------------------------------

NG_UNISEX = ["Temitope", "Olamide", "Ayodele", "Kehinde", "Taiwo", "Abiodun", "Oluwaseun", "Opeyemi", "Busayo",
             "Oluwatoyin", "Chinonso", "Uchenna", "Somtochukwu"]
NG_FIRST_M = ["Adebayo", "Olumide", "Babatunde", "Adewale", "Chukwuemeka", "Ikechukwu", "Nnamdi", "Ebuka", "Abubakar", "Ibrahim", "Ifeanyi", "Ekene", "Ugochukwu", "Oluwadamilare", *NG_UNISEX]
NG_FIRST_F = ["Folake", "Titilayo", "Modupe", "Morenike", "Omolara", "Obiageli", "Adaeze", "Chidinma", "Amarachi", "Chiamaka", "Zainab", "Hadiza", "Olufunmilayo", "Nkechi", "Adaobi", *NG_UNISEX]
NG_LAST = ["Adeyemi", "Okonkwo", "Balogun", "Ogunleye", "Nwosu", "Okafor", "Adebisi", "Ilori", "Oyelaran",
           "Nwachukwu", "Obiora", "Akande", "Onyekachi", "Bello", "Danjuma", "Lawal", "Fashola", "Oladipo",
           "Anyanwu", "Ezeji", "Olawuyi", "Ogundipe", "Odunsi", "Igwe", "Ajayi", "Oyebanji", "Uzoma",
           "Adesanya", "Nnadi", "Abiola", "Okoro", "Osagie"]
UK_FIRST_M = ["Gareth", "Rupert", "Stuart", "Declan", "Graham", "Nigel", "Alistair", "Mervyn", "Kieran"]
UK_FIRST_F = ["Fiona", "Bethany", "Imogen", "Harriet", "Eleanor", "Rosalind", "Philippa", "Siobhan", "Lorraine"]
MALE_TITLES = {"Mr", "Alhaji", "Engr.", "Oga", "Baba", "Mallam"}
FEMALE_TITLES = {"Mrs", "Ms", "Miss", "Madam", "Alhaja"}
UK_LAST = ["Whitfield", "Hargreaves", "Pemberton", "Caldwell", "Thornton", "Ashworth", "Fairbairn", "Kowalski",
           "Doherty", "McAllister", "Brennan", "Oakley", "Sutcliffe", "Haddon", "Prendergast", "Lindqvist"]


def g_person(culture: str, titles: tuple = ("Mr", "Mrs", "Dr", "Ms"), gender: str | None = None):
    def gen(rng: random.Random) -> str:
        c = culture if culture != "any" else rng.choice(["ng", "ng", "uk"])
        g = gender or rng.choice("mf")
        if c == "ng":
            first = rng.choice(NG_FIRST_M if g == "m" else NG_FIRST_F)
            last = rng.choice(NG_LAST)
        else:
            first = rng.choice(UK_FIRST_M if g == "m" else UK_FIRST_F)
            last = rng.choice(UK_LAST)
        ok_titles = [t for t in titles if t not in (FEMALE_TITLES if g == "m" else MALE_TITLES)]
        fmt = rng.choice(["fl", "fl", "fl", "tl", "tfl", "fil"])
        if fmt in ("tl", "tfl") and not ok_titles:
            fmt = "fl"
        if fmt == "fl":
            return f"{first} {last}"
        if fmt == "tl":
            return f"{rng.choice(ok_titles)} {last}"
        if fmt == "tfl":
            return f"{rng.choice(ok_titles)} {first} {last}"
        return f"{first} {rng.choice('ABCDEFGIKMOST')}. {last}"
    return gen


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def _th(d: int) -> str:
    return f"{d}{'th' if 11 <= d <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


def g_date(years=(2025, 2026)):
    def gen(rng: random.Random) -> str:
        y = rng.choice(years)
        m = rng.randint(1, 12)
        d = rng.randint(1, 28)
        dt = datetime.date(y, m, d)
        mon = MONTHS[m - 1]
        fmt = rng.randrange(9)
        return [f"{d} {mon} {y}", f"{d:02d}/{m:02d}/{y}", f"{mon} {_th(d)}", f"{DAYS[dt.weekday()]} {d} {mon}",
                f"the {_th(d)} of {mon}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}.{m:02d}.{str(y)[2:]}",
                f"{mon[:3]} {d}, {y}", f"{DAYS[dt.weekday()][:3]} {_th(d)} {mon[:3]}"][fmt]
    return gen


def g_gbp(lo: int, hi: int, step: int = 5, pence: bool = False):
    def gen(rng: random.Random) -> str:
        n = rng.randrange(lo, hi + 1, step)
        if pence and rng.random() < 0.4:
            return f"£{n}.{rng.choice(['50', '75', '99', '25', '40'])}"
        fmts = [f"£{n:,}", f"{n} quid", f"£{n}", f"GBP {n:,}", f"{n:,} pounds", f"£{n:,}.00"]
        return rng.choice(fmts)
    return gen


def g_ngn(lo: int, hi: int, step: int = 5000):
    def gen(rng: random.Random) -> str:
        n = rng.randrange(lo, hi + 1, step)
        fmts = [f"₦{n:,}", f"N{n:,}", f"NGN {n:,}", f"{n:,} naira"]
        if n % 1000 == 0 and n < 1_000_000:
            fmts += [f"{n // 1000}k naira", f"₦{n // 1000}k", f"N{n // 1000}k"]
        if n >= 1_000_000 and n % 100_000 == 0:
            mil = f"{n / 1_000_000:.1f}".rstrip("0").rstrip(".")
            fmts += [f"N{mil}m", f"₦{mil}m", f"{mil} million naira", f"₦{mil} million"]
        return rng.choice(fmts)
    return gen


NG_PREFIX = ["803", "806", "813", "816", "703", "706", "805", "807", "815", "905", "809", "817", "909", "802",
             "808", "812", "902", "701", "708", "810"]


def g_phone_ng(rng: random.Random) -> str:
    p = rng.choice(NG_PREFIX)
    a, b = rng.randint(100, 999), rng.randint(1000, 9999)
    return rng.choice([f"0{p} {a} {b}", f"+234 {p} {a} {b}", f"0{p}{a}{b}", f"+234{p}{a}{b}",
                       f"0{p}-{a}-{b}", f"(+234) {p} {a} {b}", f"234 {p} {a} {b}"])


def g_phone_uk(rng: random.Random) -> str:
    p = f"7{rng.randint(300, 999)}"
    a = rng.randint(100000, 999999)
    s = str(a)
    return rng.choice([f"0{p} {s}", f"+44 {p} {s}", f"0{p}{s}", f"+44 (0){p} {s[:3]} {s[3:]}",
                       f"0{p} {s[:3]} {s[3:]}", f"+447{p[1:]}{s}"])


def g_phone_ldn(rng: random.Random) -> str:
    a, b = rng.randint(3000, 8999), rng.randint(1000, 9999)
    return rng.choice([f"020 {a} {b}", f"+44 20 {a} {b}", f"(020) {a} {b}", f"0207 {str(a)[1:]} {b}",
                       f"020{a}{b}"])


def g_phone_any(rng: random.Random) -> str:
    return rng.choice([g_phone_ng, g_phone_uk])(rng)


LAGOS_STREETS = [
    "Plot {n}, Admiralty Way, Lekki Phase 1", "{n}B Adeola Odeku Street, Victoria Island",
    "No. {n} Allen Avenue, Ikeja", "Flat {f}, {n} Bode Thomas Street, Surulere", "{n} Ogunlana Drive, Surulere",
    "Block {f}, Plot {n}, Oniru Estate", "{n} Awolowo Road, Ikoyi", "{n} Herbert Macaulay Way, Yaba",
    "Km {n} Lekki-Epe Expressway, Ajah", "{n} Isaac John Street, GRA Ikeja", "{n} Ajose Adeogun Street, VI",
    "Shop {n}, Balogun Market, Lagos Island", "{n} Adeniran Ogunsanya Street, Surulere",
    "{n} Fola Osibo Road, Lekki Phase 1", "House {n}, 3rd Avenue, Festac Town", "{n} Opebi Road, Ikeja",
    "{n} Akin Adesola Street, Victoria Island", "Suite {f}, {n} Ikorodu Road, Maryland",
    "{n} Bourdillon Road, Ikoyi", "No {n}, Ogudu Road, Ojota", "{n} Freedom Way, Lekki Phase 1",
    "Plot {n} Block {f}, Chevron Drive, Lekki",
]
LONDON_STREETS = [
    ("Flat {f}, {n} Choumert Road", "SE15"), ("{n} Rye Lane", "SE15"), ("Unit {f}, {n} Bermondsey Street", "SE1"),
    ("{n} Coldharbour Lane", "SW9"), ("Studio {f}, {n} Mare Street", "E8"), ("{n} Denmark Hill", "SE5"),
    ("{n} Old Kent Road", "SE1"), ("{n} Bellenden Road", "SE15"), ("Flat {f}, {n} Lordship Lane", "SE22"),
    ("Arch {n}, Ossory Road", "SE1"), ("{n} Deptford High Street", "SE8"), ("{n} Camberwell Church Street", "SE5"),
    ("Unit {f}, {n} Hatcham Road", "SE15"), ("{n} Atlantic Road", "SW9"), ("{n} Kingsland Road", "E2"),
    ("{n} Queens Road", "SE15"), ("{n} Lewisham Way", "SE14"), ("Unit {f} Blenheim Grove", "SE15"),
]


def g_addr_lagos(rng: random.Random) -> str:
    return rng.choice(LAGOS_STREETS).format(n=rng.randint(2, 48), f=rng.randint(1, 9))


def g_addr_london(rng: random.Random) -> str:
    street, dist = rng.choice(LONDON_STREETS)
    pc = f"{dist} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXY')}{rng.choice('ABDEFGHJLNPQRSTUWXY')}"
    s = street.format(n=rng.randint(2, 180), f=rng.randint(1, 9))
    return rng.choice([f"{s}, London {pc}", f"{s}, {pc}", f"{s}, London, {pc}"])


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _alnum(rng: random.Random, n: int, alphabet: str = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def g_ref_visa(rng):
    return rng.choice([f"GWF0{_digits(rng, 8)}", f"GWF 0{_digits(rng, 2)} {_digits(rng, 3)} {_digits(rng, 3)}",
                       f"3434-{_digits(rng, 4)}-{_digits(rng, 4)}-{_digits(rng, 4)}"])


def g_ng_passport(rng):
    return rng.choice([f"A{_digits(rng, 8)}", f"B0{_digits(rng, 7)}", f"A {_digits(rng, 4)} {_digits(rng, 4)}"])


def g_uk_passport(rng):
    d = str(rng.randint(5, 6)) + _digits(rng, 8)
    return rng.choice([d, f"{d[:3]} {d[3:6]} {d[6:]}", f"{d[:5]} {d[5:]}"])


def g_nin(rng):
    d = str(rng.randint(1, 9)) + _digits(rng, 10)
    return rng.choice([d, f"{d[:4]} {d[4:7]} {d[7:]}", f"{d[:3]}-{d[3:7]}-{d[7:]}"])


def g_ucas(rng):
    d = "1" + _digits(rng, 9)
    return rng.choice([f"{d[:3]}-{d[3:6]}-{d[6:]}", d, f"{d[:3]} {d[3:6]} {d[6:]}"])


PLATE_CODES = ["LSR", "KJA", "EKY", "APP", "FKJ", "AAA", "LND", "KTU", "MUS", "SMK", "GGE", "BDG", "EPE",
               "JJJ", "AGL", "FST", "LSD", "KRD", "YAB", "AKD"]


def g_plate(rng):
    c = rng.choice(PLATE_CODES)
    n = rng.randint(101, 989)
    s = _alnum(rng, 2, "ABCDEFGHJKLMNPRSTUVWXYZ")
    return rng.choice([f"{c} {n} {s}", f"{c}-{n}-{s}", f"{c} {n}{s}", f"{c}{n}{s}"])


def g_booking(rng):
    return rng.choice([f"BK-{_alnum(rng, 6)}", f"SR-{_digits(rng, 5)}", f"#{_alnum(rng, 3)}{_digits(rng, 4)}",
                       f"booking {_alnum(rng, 2)}{_digits(rng, 6)}", f"RM{_digits(rng, 3)}-{_alnum(rng, 3)}"])


def g_invoice(rng):
    return rng.choice([f"INV-{rng.choice([2025, 2026])}-{_digits(rng, 4)}", f"INV{_digits(rng, 5)}",
                       f"SE-INV/{rng.randint(100, 999)}", f"#{rng.randint(1000, 9999)}-{_alnum(rng, 2)}",
                       f"AO-{rng.randint(24, 26)}{_digits(rng, 3)}"])


def g_tracking(rng):
    return rng.choice([f"JD0146{_digits(rng, 14)}", f"1Z {_alnum(rng, 3)} {_alnum(rng, 3)} {_digits(rng, 2)} "
                       f"{_digits(rng, 4)} {_digits(rng, 4)}", f"RN{_digits(rng, 9)}GB",
                       f"{_digits(rng, 2)} {_digits(rng, 4)} {_digits(rng, 4)}", f"DHL {_digits(rng, 10)}"])


def g_pnr(rng):
    return rng.choice([_alnum(rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ"), _alnum(rng, 6),
                       f"{_alnum(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}-{_alnum(rng, 3)}"])


def g_chip(rng):
    d = "9" + rng.choice(["41", "85", "56"]) + _digits(rng, 12)
    return rng.choice([d, f"{d[:3]} {d[3:7]} {d[7:11]} {d[11:]}", f"{d[:3]}-{d[3:]}"])


def g_member(rng):
    return rng.choice([f"PG-{_digits(rng, 6)}", f"M{_digits(rng, 7)}", f"{_alnum(rng, 2)}{_digits(rng, 5)}-L"])


def g_dps(rng):
    return rng.choice([f"DPS-{_digits(rng, 7)}", f"TDS{_digits(rng, 8)}", f"mydeposits {_digits(rng, 6)}"])


def g_utr(rng):
    d = _digits(rng, 10)
    return rng.choice([d, f"{d[:5]} {d[5:]}"])


def g_vin(rng):
    return rng.choice(["JTD", "4T1", "JN1", "5NP", "KMH"]) + _alnum(rng, 14, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789")


def g_choice(opts):
    def gen(rng):
        return rng.choice(opts)
    return gen


# ---------------------------------------------------------------------------------------------------
# Fact specs.  np: noun phrase in the user's voice such that "<np> <cop> <value>" is a sentence.
# cl: extra clauses containing {v}; core: full plain-statement sentences; ask: the assistant's question
# that the "answer" style replies to; rep: plausible people to report the fact.
# ---------------------------------------------------------------------------------------------------

def S(kind, thread, about, np, gen, cop="is", cl=(), ask=None, rep=(), core=()):
    return dict(kind=kind, thread=thread, about=about, np=np, gen=gen, cop=cop, cl=list(cl), ask=ask,
                rep=list(rep) or ["my sister", "Mum"], core=list(core))


SPECS = [
    # ------------------------------------------------------------------ person
    S("person", "flat", "Peckham landlord's name", "the landlord's name", g_person("any"),
      cl=["the flat belongs to {v}", "the landlord on paper is {v}"],
      ask="Do you know your landlord's actual name? Letters like this land better addressed to a person.",
      rep=["the letting agent", "{mate}", "the guy downstairs"],
      core=["The landlord, for the record, is {v} — not the agency, the actual owner.",
            "Found the tenancy agreement. Landlord's listed as {v}."]),
    S("person", "flat", "new flatmate's name", "the new flatmate's name", g_person("any"),
      cl=["the person taking the small room is {v}", "{v} is moving into the box room"],
      ask="Who's the new flatmate, by the way? Have you met them properly yet?",
      rep=["{mate}", "the letting agent"],
      core=["We finally filled the box room — {v} is moving in at the end of the month."]),
    S("person", "studio", "studio manager at the Bermondsey studio", "the studio manager's name",
      g_person("uk", gender="f"), cl=["the bookings at the Bermondsey place go through {v}", "{v} runs the Bermondsey studio"],
      ask="Who's the manager at the Bermondsey studio? Worth emailing them directly about the rate.",
      rep=["{cohost}", "one of the assistants there"],
      core=["The Bermondsey studio has a new manager, {v}, and she actually answers emails."]),
    S("person", "studio", "A&R contact at the label", "my A&R contact at the label", g_person("any"),
      cl=["the A&R handling the EP is {v}", "{v} is the A&R I deal with now"],
      ask="Who's your contact at the label for the EP — is it the A&R or someone in production?",
      rep=["{client}'s manager", "{cohost}"],
      core=["The label finally gave me a named contact — {v} in A&R."]),
    S("person", "brother", "brother's UCAS referee", "{bro}'s referee", g_person("any", ("Mr", "Mrs", "Ms", "Dr")),
      cl=["the teacher writing {bro}'s reference is {v}", "{v} is writing {bro}'s reference"],
      ask="Who's writing {bro}'s reference? It helps to give them a nudge about the deadline.",
      rep=["{bro}", "Mum"],
      core=["{bro}'s reference is being written by {v}, his further maths teacher."]),
    S("person", "shop", "Mum's fabric supplier at Balogun", "Mum's supplier at Balogun", g_person("ng", (
        "Alhaji", "Mrs", "Madam", "Chief", "Alhaja"), gender="f"),
      cl=["Mum buys her lace from {v}", "the supplier Mum trusts is {v}"],
      ask="Who does your mum buy her stock from at Balogun? Might help to compare prices.",
      rep=["Mum", "my sister"],
      core=["Mum's lace supplier at Balogun is {v} — been buying from her for fifteen years."]),
    S("person", "visa", "immigration solicitor", "the immigration solicitor", g_person("any", (
        "Ms", "Mr", "Mrs", "Barrister")),
      cl=["the solicitor handling my ILR is {v}", "{v} is handling the visa side for me"],
      ask="Who's the solicitor handling your application? Do you have a named person there?",
      rep=["{mate}", "the receptionist"],
      core=["Spoke to the firm — my case is with {v} now."]),
    S("person", "car", "Lagos mechanic's name", "the mechanic's name", g_person("ng", ("Mr", "Engr.", "Oga"), gender="m"),
      cl=["the mechanic in Ogba is {v}", "{v} is the mechanic fixing the Camry"],
      ask="What's the mechanic's name, by the way? So we can keep track of who quoted what.",
      rep=["{uncle}", "my cousin"],
      core=["The mechanic my uncle swears by is {v}."]),
    S("person", "gym", "physio's name", "my physio", g_person("any", ("Dr", "Ms", "Mr")),
      cl=["the physio treating my knee is {v}", "{v} is the physio I'm seeing"],
      ask="Who's the physio you're seeing? Is it the same person each time?",
      rep=["{gymbro}", "the GP"],
      core=["Got assigned a physio for the knee: {v}."]),
    S("person", "podcast", "podcast's new editor", "our new podcast editor", g_person("any"),
      cl=["the person editing our episodes now is {v}", "{v} is going to edit the episodes"],
      ask="Who did you and {cohost} end up getting to edit the episodes?",
      rep=["{cohost}", "our producer friend"],
      core=["{cohost} found us an editor — {v}, who used to do the edits for a BBC Asian Network show."]),
    S("person", "wedding", "bride's name", "{groom}'s fiancée", g_person("ng", ("Miss",), gender="f"),
      cl=["{groom} is marrying {v}", "the bride is {v}"],
      ask="What's the bride's name? You'll want to get it exactly right in the speech.",
      rep=["{groom}", "the planner"],
      core=["For the speech: the bride is {v}. I need to stop calling her '{groom}'s babe'."]),
    S("person", "wedding", "wedding planner's name", "the wedding planner", g_person("ng", ("Mrs", "Madam", "Ms"), gender="f"),
      cl=["the planner running the day is {v}", "{v} is the planner"],
      ask="Who's the planner for the wedding? You'll probably be coordinating with them a lot.",
      rep=["{groom}", "the bride's cousin"],
      core=["The wedding planner is {v}. Apparently she's planned for half of Lekki."]),
    S("person", "money", "accountant's name", "my accountant", g_person("any"),
      cl=["my self-assessment is done by {v}", "{v} does my tax return"],
      ask="Do you have an accountant doing your self-assessment, or are you doing it yourself?",
      rep=["{cohost}", "{mate}"],
      core=["My accountant, {v}, says I should be putting more aside for tax."]),
    S("person", "lekki", "caretaker at the Lekki house", "the caretaker at the Lekki house",
      g_person("ng", ("Mr", "Baba", "Mallam"), gender="m"),
      cl=["the man looking after the Lekki house is {v}", "{v} looks after the Lekki house"],
      ask="Who's looking after the Lekki house day to day while everyone's away?",
      rep=["Mum", "{sis}"],
      core=["The caretaker at the Lekki house is {v} — he's been with the family since I was small."]),
    S("person", "pets", "vet in Peckham", "the vet", g_person("uk", ("Dr", "Ms", "Mr")),
      cl=["the vet who saw the dog is {v}", "{v} is the vet we see"],
      ask="Which vet saw the dog? Do you remember their name?",
      rep=["{mate}", "{sis}"],
      core=["The vet who saw the dog was {v}, really patient with him."]),
    S("person", "lekki", "estate chairman in Lekki", "the estate chairman", g_person("ng", ("Chief", "Mr", "Dr")),
      cl=["the chairman of the residents' association is {v}", "{v} is the estate chairman now"],
      ask="Who's the estate chairman these days? They usually handle the levy disputes.",
      rep=["Mum", "the caretaker"],
      core=["The estate chairman, {v}, wants every house to pay the security levy upfront."]),
    # ------------------------------------------------------------------ pet
    S("pet", "pets", "dog's name", "the dog's name", g_choice(
        ["Bruno", "Tyson", "Simba", "Rocky", "Zeus", "Bingo", "Marley", "Kofi", "Biscuit", "Duchess", "Nala",
         "Bandit", "Caesar", "Oreo", "Banjo"]),
      cl=["my dog is called {v}", "the dog answers to {v}"],
      ask="What's the dog called, by the way? You've only said 'the dog' so far.",
      rep=["{mate}", "the dog walker"],
      core=["My dog's called {v}, named after a character in a film I barely remember."]),
    S("pet", "pets", "sister's parrot's name", "{sis}'s parrot's name", g_choice(
        ["Koko", "Jojo", "Kiwi", "Lulu", "Pepe", "Sunny", "Baba Ijebu", "Polly Ade", "Mr Beak",
         "Tinkerbell", "Captain Jack"]),
      cl=["the parrot is called {v}", "{sis}'s parrot is {v}"],
      ask="What's the parrot's name? I feel like I should know who we're dealing with.",
      rep=["{sis}", "Mum"],
      core=["The parrot's name is {v}. {sis} named him, obviously."]),
    S("pet", "pets", "dog's breed", "the dog's breed", g_choice(
        ["Boerboel", "Rhodesian Ridgeback", "Staffy cross", "Basenji", "German Shepherd mix", "Cane Corso",
         "Labrador cross", "Alsatian-Boerboel mix", "Whippet cross", "Belgian Malinois"]),
      cl=["my dog is a {v}", "he's a {v}"],
      ask="What breed is the dog? It matters a bit for the food and exercise advice.",
      rep=["the vet", "the rescue centre"],
      core=["He's a {v}, so he's got more energy than my flat can handle."]),
    S("pet", "pets", "dog's food", "the dog's food", g_choice(
        ["Royal Canin Maxi Adult", "Lily's Kitchen", "Harringtons grain-free", "Purina Pro Plan", "Burns Original",
         "Forthglade turkey", "James Wellbeloved lamb", "Eukanuba Large Breed"]),
      cl=["the dog eats {v}", "the only food he'll touch is {v}"],
      ask="What food is the dog on at the moment?",
      rep=["the vet", "{mate}"],
      core=["He's on {v} now, after the tummy drama."]),
    S("pet", "pets", "dog's weight", "the dog's weight", g_choice(
        ["31.5 kg", "28kg", "34 kilos", "26.8kg", "41 kg", "29.4 kilos", "37kg", "22.6 kg"]),
      cl=["the dog weighs {v}", "he came in at {v}"],
      ask="Did they weigh him at the vet? The dosage usually goes by weight.",
      rep=["the vet nurse", "{mate}"],
      core=["Weighed him at the vet — {v}, which is apparently slightly chunky."]),
    S("pet", "pets", "parrot's age", "the parrot's age", g_choice(
        ["17 years old", "nine years old", "twenty-two years old", "14 years old", "eleven years old",
         "31 years old"]),
      cl=["the parrot is {v}", "{sis}'s parrot is {v}"],
      ask="How old is the parrot? Greys can live a very long time.",
      rep=["{sis}", "Mum"],
      core=["Fun fact, the parrot is {v}, older than some of my clients."]),
    S("pet", "pets", "parrot's species", "the parrot's species", g_choice(
        ["African grey", "Senegal parrot", "Timneh grey", "Jardine's parrot", "Meyer's parrot", "Congo grey"]),
      cl=["the parrot is a {v}", "{sis}'s bird is a {v}"],
      ask="What kind of parrot is it, actually?",
      rep=["{sis}", "the bird vet"],
      core=["{sis}'s parrot is a {v}, and it talks more than me."]),
    S("pet", "pets", "dog's medication", "the dog's medication", g_choice(
        ["Apoquel 16mg", "Metacam drops", "Librela injections", "Yumove joint tablets", "Cytopoint", "Loxicom"]),
      cl=["the dog is on {v}", "the vet put him on {v}"],
      ask="Is the dog on any medication at the moment?",
      rep=["the vet", "{mate}"],
      core=["The vet's put him on {v} for the itching."]),
    # ------------------------------------------------------------------ date
    S("date", "wedding", "wedding day", "the wedding", g_date((2025, 2026)), cop="is on",
      cl=["{groom} is getting married on {v}", "the traditional and white wedding are both on {v}"],
      ask="When's the actual wedding date? That sets the timeline for the stag and the speech.",
      rep=["{groom}", "the planner"],
      core=["Wedding's confirmed for {v}. No more moving it, please God."]),
    S("date", "wedding", "stag do date", "the stag do", g_date(), cop="is on",
      cl=["we're doing the stag on {v}", "the stag is happening on {v}"],
      ask="Have you picked a date for the stag yet?",
      rep=["{groom}", "the groomsmen group chat"],
      core=["Stag do is locked in for {v}."]),
    S("date", "visa", "visa biometrics appointment", "my biometrics appointment", g_date(), cop="is on",
      cl=["I'm booked in for biometrics on {v}", "VFS have me down for {v}"],
      ask="Have they given you a biometrics appointment yet?",
      rep=["the solicitor", "VFS"],
      core=["Biometrics appointment came through: {v}."]),
    S("date", "visa", "Nigerian passport renewal appointment", "my passport renewal appointment", g_date(),
      cop="is on", cl=["the High Commission has me in for the renewal on {v}", "I'm renewing the passport on {v}"],
      ask="When's your passport appointment at the High Commission?",
      rep=["the High Commission's email", "my cousin"],
      core=["Passport renewal at the High Commission is {v}. Their site crashed twice before it went through."]),
    S("date", "brother", "brother's university interview", "{bro}'s interview", g_date(), cop="is on",
      cl=["{bro} interviews on {v}", "the uni wants {bro} in for interview on {v}"],
      ask="Has {bro} heard back about an interview date?",
      rep=["{bro}", "Mum"],
      core=["{bro} got an interview! It's {v}."]),
    S("date", "gym", "knee MRI scan", "my MRI scan", g_date(), cop="is on",
      cl=["the MRI on my knee is booked for {v}", "they're scanning the knee on {v}"],
      ask="Have they booked the MRI for the knee yet?",
      rep=["the physio", "the hospital letter"],
      core=["Knee MRI got booked for {v}, finally."]),
    S("date", "lekki", "flight to Lagos", "my flight to Lagos", g_date(), cop="is on",
      cl=["I fly out to Lagos on {v}", "I land in Lagos on {v}"],
      ask="When are you flying to Lagos? I'll plan the checklist around that.",
      rep=["the travel agent", "{sis}"],
      core=["Flight to Lagos is {v}. Booked it before prices jumped again."]),
    S("date", "flat", "tenancy renewal date", "the tenancy renewal", g_date(), cop="is on",
      cl=["the tenancy comes up for renewal on {v}", "our lease ends on {v}"],
      ask="When does the tenancy come up for renewal?",
      rep=["the letting agent", "{mate}"],
      core=["Tenancy renewal date is {v}, so we have time, but not loads."]),
    S("date", "podcast", "podcast launch date", "the podcast launch", g_date(), cop="is on",
      cl=["episode one goes live on {v}", "we launch the podcast on {v}"],
      ask="Have you and {cohost} set a launch date for the podcast?",
      rep=["{cohost}", "our editor"],
      core=["Podcast launch is set: {v}."]),
    S("date", "shop", "shop's reopening date", "the shop's reopening", g_date(), cop="is on",
      cl=["Mum reopens the shop on {v}", "the shop opens its doors again on {v}"],
      ask="When's the shop reopening after the renovation?",
      rep=["Mum", "{sis}"],
      core=["Mum's reopening the shop on {v} after the renovation."]),
    S("date", "car", "car papers expiry", "the car's vehicle licence expiry", g_date(), cop="is on",
      cl=["the car's papers expire on {v}", "the vehicle licence runs out on {v}"],
      ask="When do the car's papers run out? Lagos VIO will flag expired ones.",
      rep=["my cousin", "the agent who did the papers"],
      core=["Checked the papers, the vehicle licence expires {v}."]),
    S("date", "pets", "dog's vaccination booster", "the dog's booster", g_date(), cop="is on",
      cl=["the dog is due his booster on {v}", "the booster jab is booked for {v}"],
      ask="When's the dog's booster due?",
      rep=["the vet", "the vet receptionist"],
      core=["Dog's booster is due {v}."]),
    S("date", "shop", "Mum's 60th birthday", "Mum's birthday", g_date(), cop="is on",
      cl=["Mum turns sixty on {v}", "we're celebrating Mum's birthday on {v}"],
      ask="When's your mum's birthday? Sixty is a big one.",
      rep=["{sis}", "{bro}"],
      core=["Mum's sixtieth is {v}. {sis} wants a full owambe."]),
    S("date", "studio", "EP delivery deadline", "the EP deadline", g_date(), cop="is on",
      cl=["the label wants the EP mastered by {v}", "final masters are due {v}"],
      ask="What's the deadline for the EP masters?",
      rep=["the A&R", "{client}'s manager"],
      core=["EP masters are due {v}. Tight."]),
    # ------------------------------------------------------------------ amount
    S("amount", "flat", "my share of the Peckham rent", "my share of the rent", g_gbp(690, 1180, 5),
      cl=["I pay {v} a month for my room", "my half of the rent comes to {v}"],
      ask="What's your share of the rent at the moment?",
      rep=["{mate}", "the letting agent"],
      core=["My share of the rent is {v} a month, bills not included."]),
    S("amount", "studio", "my studio day rate", "my day rate", g_gbp(260, 650, 10),
      cl=["I charge {v} for a full day", "a day in the room with me is {v}"],
      ask="What's your current day rate for mixing?",
      rep=["{cohost}", "a client"],
      core=["Day rate is {v} now. Half days are pro rata."]),
    S("amount", "money", "monthly money sent home", "what I send home each month", g_ngn(150000, 900000, 10000),
      cl=["I send Mum {v} every month", "the monthly transfer home is {v}"],
      ask="How much do you usually send home each month?",
      rep=["Mum", "{sis}"],
      core=["Every month I send {v} home for Mum and {bro}."]),
    S("amount", "car", "car repair quote", "the mechanic's quote", g_ngn(180000, 1400000, 10000),
      cl=["fixing the gearbox will cost {v}", "the mechanic wants {v} for the gearbox"],
      ask="Did the mechanic give you a quote for the gearbox?",
      rep=["my cousin", "the mechanic"],
      core=["Quote for the gearbox came in at {v}. Na wa."]),
    S("amount", "brother", "brother's accommodation deposit", "{bro}'s halls deposit", g_gbp(200, 650, 25),
      cl=["the halls deposit for {bro} is {v}", "{bro} needs {v} for the halls deposit"],
      ask="How much is the deposit for {bro}'s halls?",
      rep=["{bro}", "the accommodation office"],
      core=["Halls deposit is {v}. Due before results day."]),
    S("amount", "wedding", "best man suit cost", "the suit", g_gbp(180, 760, 10), cop="cost",
      cl=["the suit came to {v}", "I paid {v} for the suit"],
      ask="How much did the suit end up costing?",
      rep=["the tailor", "{groom}"],
      core=["Suit came to {v} with the alterations."]),
    S("amount", "podcast", "podcast mic order", "the new podcast mics", g_gbp(90, 480, 5, pence=True),
      cop="cost", cl=["the mics for the podcast cost {v}", "I spent {v} on podcast mics"],
      ask="What did the new podcast mics come to?",
      rep=["{cohost}", "the shop"],
      core=["The two new mics cost {v} together."]),
    S("amount", "shop", "Mum's stock order", "Mum's new stock order", g_ngn(400000, 3500000, 50000),
      cl=["Mum's stock order came to {v}", "the new lace stock is {v}"],
      ask="How much was the stock order for the shop?",
      rep=["Mum", "the supplier"],
      core=["Mum's new stock order is {v}. I said I'd cover part of it."]),
    S("amount", "gym", "physio session price", "each physio session", g_gbp(45, 95, 1, pence=True), cop="costs",
      cl=["a physio session costs {v}", "the physio charges {v} a session"],
      ask="How much is each physio session?",
      rep=["the clinic", "{gymbro}"],
      core=["Physio is {v} a session. Adds up fast."]),
    S("amount", "visa", "visa application fee", "the visa fee", g_gbp(820, 2900, 5),
      cl=["the application fee came to {v}", "I paid {v} for the application"],
      ask="How much was the application fee in the end?",
      rep=["the solicitor", "the Home Office page"],
      core=["Application fee came to {v}, before the health surcharge."]),
    S("amount", "lekki", "diesel for the Lekki generator", "diesel for the generator", g_ngn(60000, 380000, 5000),
      cop="costs", cl=["filling the generator costs {v}", "the diesel for the gen runs to {v} a week"],
      ask="How much is diesel for the generator costing per week?",
      rep=["the caretaker", "Mum"],
      core=["Diesel for the gen is {v} a week now. Madness."]),
    S("amount", "lekki", "Lekki roof repair quote", "the roof repair at the Lekki house", g_ngn(
        900000, 4800000, 100000), cop="costs",
      cl=["fixing the roof will cost {v}", "the roofer quoted {v}"],
      ask="Did you get a quote for the roof in the end?",
      rep=["the caretaker", "the roofer"],
      core=["Roof quote came back: {v}."]),
    S("amount", "studio", "outstanding client invoice", "the outstanding invoice", g_gbp(300, 2400, 10),
      cl=["{client} still owes me {v}", "the unpaid invoice is for {v}"],
      ask="How much is the outstanding invoice, roughly?",
      rep=["my accountant", "{cohost}"],
      core=["{client} still owes {v}. It's been two months."]),
    # ------------------------------------------------------------------ phone
    S("phone", "car", "Lagos mechanic's phone number", "the mechanic's number", g_phone_ng,
      cl=["you can reach the mechanic on {v}", "the mechanic picks up on {v}"],
      ask="Do you have the mechanic's number saved somewhere?",
      rep=["my cousin", "{uncle}"],
      core=["Mechanic's number: {v}. He only answers after ten."]),
    S("phone", "shop", "Mum's shop line", "the shop's number", g_phone_ng,
      cl=["the shop line is {v}", "customers call the shop on {v}"],
      ask="What number do customers call for the shop?",
      rep=["Mum", "{sis}"],
      core=["The shop line is {v}, in case you need it for the flyer."]),
    S("phone", "flat", "landlord's mobile", "the landlord's mobile", g_phone_uk,
      cl=["the landlord's mobile is {v}", "the landlord can be reached on {v}"],
      ask="Do you have a direct number for the landlord?",
      rep=["the letting agent", "{mate}"],
      core=["Got the landlord's mobile: {v}."]),
    S("phone", "gym", "physio clinic number", "the physio clinic's number", g_phone_ldn,
      cl=["the clinic's reception is {v}", "you rebook by ringing {v}"],
      ask="What's the number for the physio clinic? You might need to rebook.",
      rep=["{gymbro}", "the GP receptionist"],
      core=["Physio clinic's number is {v}."]),
    S("phone", "wedding", "wedding planner's number", "the planner's number", g_phone_ng,
      cl=["the planner's WhatsApp is {v}", "the planner is on {v}"],
      ask="Do you have the planner's number? You'll be chasing her a lot.",
      rep=["{groom}", "the bride's cousin"],
      core=["Planner's WhatsApp: {v}."]),
    S("phone", "lekki", "caretaker's phone", "the caretaker's number", g_phone_ng,
      cl=["the caretaker picks up on {v}", "the caretaker's line is {v}"],
      ask="Do you have the caretaker's number handy?",
      rep=["Mum", "{sis}"],
      core=["Caretaker's number is {v}, if the gen story starts again."]),
    S("phone", "visa", "solicitor's direct line", "the solicitor's direct line", g_phone_ldn,
      cl=["the solicitor's direct line is {v}", "you get the solicitor on {v}"],
      ask="Did the solicitor give you a direct number?",
      rep=["the receptionist", "{mate}"],
      core=["Solicitor's direct line is {v}, which beats the switchboard."]),
    S("phone", "pets", "dog walker's number", "the dog walker's number", g_phone_uk,
      cl=["the dog walker is on {v}", "the dog walker picks up on {v}"],
      ask="Do you have the dog walker's number?",
      rep=["{mate}", "the neighbour"],
      core=["Dog walker's number: {v}."]),
    S("phone", "brother", "brother's new number", "{bro}'s new number", g_phone_any,
      cl=["{bro}'s new line is {v}", "{bro} changed his number to {v}"],
      ask="Has {bro} got a new number? You mentioned his phone died.",
      rep=["{bro}", "Mum"],
      core=["{bro} got a new SIM. Number is {v}."]),
    # ------------------------------------------------------------------ address
    S("address", "studio", "new studio address", "the new studio", g_addr_london, cop="is at",
      cl=["the new studio is at {v}", "I'm working out of {v} from next month"],
      ask="Where exactly is the new studio?",
      rep=["{cohost}", "the studio manager"],
      core=["New studio address: {v}."]),
    S("address", "wedding", "wedding reception venue", "the reception venue", g_addr_lagos, cop="is at",
      cl=["the reception is at {v}", "the party after the church is at {v}"],
      ask="Where's the reception being held?",
      rep=["{groom}", "the planner"],
      core=["Reception venue is {v}."]),
    S("address", "gym", "physio clinic address", "the physio clinic", g_addr_london, cop="is at",
      cl=["the physio clinic is at {v}", "I do physio at {v}"],
      ask="Where's the physio clinic? Is it close to you?",
      rep=["{gymbro}", "the GP"],
      core=["The clinic is at {v}, ten minutes on the bus."]),
    S("address", "shop", "Mum's new shop location", "Mum's new shop", g_addr_lagos, cop="is at",
      cl=["Mum's new shop is at {v}", "Mum is moving the shop to {v}"],
      ask="Where's the new shop going to be?",
      rep=["Mum", "{sis}"],
      core=["The new shop is at {v}."]),
    S("address", "wedding", "tailor's address", "the tailor", g_addr_lagos, cop="is at",
      cl=["the tailor doing the agbada is at {v}", "my fitting is at {v}"],
      ask="Where's the tailor based? You'll need to get there for fittings.",
      rep=["{groom}", "my cousin"],
      core=["Tailor is at {v}, upstairs."]),
    S("address", "podcast", "podcast recording space", "the recording space for the podcast", g_addr_london,
      cop="is at", cl=["we record the podcast at {v}", "the podcast room is at {v}"],
      ask="Where are you recording the podcast now?",
      rep=["{cohost}", "the space manager"],
      core=["We're recording at {v} from now on."]),
    S("address", "car", "mechanic's workshop", "the mechanic's workshop", g_addr_lagos, cop="is at",
      cl=["the car is sitting at {v}", "the workshop is at {v}"],
      ask="Where's the workshop the car is at?",
      rep=["my cousin", "{uncle}"],
      core=["The car's at the workshop, {v}."]),
    S("address", "pets", "vet clinic address", "the vet clinic", g_addr_london, cop="is at",
      cl=["the vet is at {v}", "we take the dog to {v}"],
      ask="Which vet clinic do you use? Where is it?",
      rep=["{mate}", "the dog walker"],
      core=["The vet clinic is at {v}."]),
    S("address", "brother", "brother's halls address", "{bro}'s halls", g_addr_london, cop="are at",
      cl=["{bro}'s halls are at {v}", "{bro} will be living at {v}"],
      ask="Do you have the address for {bro}'s halls? Useful for the move-in.",
      rep=["{bro}", "the accommodation office"],
      core=["{bro}'s halls are at {v}."]),
    # ------------------------------------------------------------------ id
    S("id", "visa", "visa application reference", "my visa application reference", g_ref_visa,
      cl=["the reference on the visa application is {v}", "the Home Office reference is {v}"],
      ask="Do you have the application reference number? You'll need it for any follow-up.",
      rep=["the solicitor", "the confirmation email"],
      core=["Visa application reference is {v}."]),
    S("id", "visa", "Nigerian passport number", "my passport number", g_ng_passport,
      cl=["the number on the Nigerian passport is {v}"],
      ask="Do you have your passport number handy for the form?",
      rep=["the travel agent", "the High Commission"],
      core=["Passport number, for the form: {v}."]),
    S("id", "shop", "Mum's NIN", "Mum's NIN", g_nin,
      cl=["Mum's national ID number is {v}", "the NIN on Mum's slip is {v}"],
      ask="Do you have your mum's NIN? The bank will ask for it.",
      rep=["Mum", "{sis}"],
      core=["Mum's NIN is {v}."]),
    S("id", "brother", "brother's UCAS Personal ID", "{bro}'s UCAS Personal ID", g_ucas,
      cl=["{bro}'s UCAS ID is {v}", "the UCAS number for {bro} is {v}"],
      ask="Do you have {bro}'s UCAS Personal ID? The unis ask for it on every call.",
      rep=["{bro}", "the school"],
      core=["{bro}'s UCAS Personal ID is {v}."]),
    S("id", "car", "Lagos car's plate number", "the car's plate number", g_plate,
      cl=["the Camry's plate is {v}", "the car is registered as {v}"],
      ask="What's the plate number on the Camry? Handy for the insurance.",
      rep=["my cousin", "the agent"],
      core=["Plate number is {v}."]),
    S("id", "studio", "studio booking reference", "the studio booking reference", g_booking,
      cl=["the booking ref for the big room is {v}", "the session is booked under {v}"],
      ask="Did they give you a booking reference for the session?",
      rep=["the studio manager", "the booking email"],
      core=["Booking ref for the big room: {v}."]),
    S("id", "studio", "invoice number for the label", "the invoice number for the label job", g_invoice,
      cl=["the label invoice went out as {v}", "I billed the label on {v}"],
      ask="What invoice number did you use for the label? They'll ask for it.",
      rep=["my accountant", "the label's finance team"],
      core=["Invoice for the label went out as {v}."]),
    S("id", "podcast", "tracking number for the mic parcel", "the tracking number for the mics", g_tracking,
      cl=["the mics are being tracked under {v}", "the parcel tracking is {v}"],
      ask="Did the shop send you a tracking number?",
      rep=["the shop", "{cohost}"],
      core=["Tracking number for the mics: {v}."]),
    S("id", "lekki", "flight booking reference", "the flight booking reference", g_pnr,
      cl=["the flight is booked under {v}", "the PNR is {v}"],
      ask="Do you have the booking reference for the flight?",
      rep=["the travel agent", "{sis}"],
      core=["Flight booking ref: {v}."]),
    S("id", "pets", "dog's microchip number", "the dog's microchip number", g_chip,
      cl=["the dog's chip number is {v}", "the microchip reads {v}"],
      ask="Do you have the dog's microchip number? You'll need it for the insurance.",
      rep=["the vet", "the rescue centre"],
      core=["Dog's microchip number: {v}."]),
    S("id", "gym", "gym membership number", "my gym membership number", g_member,
      cl=["my membership number at the gym is {v}", "the gym has me as {v}"],
      ask="Do you have your membership number? They'll ask for it to freeze the account.",
      rep=["the front desk", "{gymbro}"],
      core=["Gym membership number is {v}."]),
    S("id", "flat", "deposit protection reference", "the deposit protection reference", g_dps,
      cl=["the deposit is protected under {v}", "the deposit scheme reference is {v}"],
      ask="Is the deposit protected? There should be a scheme reference.",
      rep=["the letting agent", "{mate}"],
      core=["Deposit protection reference is {v}."]),
    S("id", "money", "UTR tax reference", "my UTR", g_utr,
      cl=["my tax reference is {v}", "HMRC has me under {v}"],
      ask="Do you have your UTR to hand? The accountant will want it.",
      rep=["my accountant", "the HMRC letter"],
      core=["My UTR is {v}."]),
    S("id", "car", "car's chassis number", "the car's chassis number", g_vin,
      cl=["the VIN on the car is {v}", "the chassis number reads {v}"],
      ask="Do you have the chassis number? The insurance people always want it.",
      rep=["the agent", "my cousin"],
      core=["Chassis number off the windscreen: {v}."]),
    # ------------------------------------------------------------------ decision
    S("decision", "lekki", "how to fly home for Christmas", "the flight I've gone with for Christmas", g_choice(
        ["the Thursday night Virgin flight", "the Ethiopian via Addis", "the RwandAir connection through Kigali",
         "the direct Air Peace from Gatwick", "the Egyptair one via Cairo"]),
      cl=["I've gone with {v} for Christmas", "for Christmas I'm booking {v}"],
      ask="Did you settle on a flight for Christmas in the end?",
      rep=["{sis}", "the travel agent"]),
    S("decision", "car", "what to do about the Lagos car", "the plan for the Camry", cop="is to", gen=g_choice(
        ["sell it to the Berger dealer", "keep it and fix the gearbox", "give it to my cousin for ride-hailing",
         "swap it for a Corolla at Ikeja", "park it until December"]),
      cl=["we've decided to {v}", "the plan now is to {v}"],
      ask="Have you decided what to do with the Camry?",
      rep=["my cousin", "{uncle}"]),
    S("decision", "podcast", "podcast hosting platform", "the podcast host we picked", g_choice(
        ["Buzzsprout", "Captivate", "Spotify for Podcasters", "Transistor", "RSS.com"]),
      cl=["we're hosting the podcast on {v}", "{cohost} and I went with {v} for hosting"],
      ask="Which hosting platform did you and {cohost} go for?",
      rep=["{cohost}", "our editor"]),
    S("decision", "wedding", "stag do plan", "the stag plan", g_choice(
        ["a weekend in Lisbon", "paintball in Epping then a curry", "a boat party on the Thames",
         "go-karting in Bermondsey", "a quiet dinner at Chishuru"]),
      cl=["we're doing {v} for the stag", "the stag is going to be {v}"],
      ask="What did the groomsmen land on for the stag?",
      rep=["{groom}", "the groomsmen chat"]),
    S("decision", "brother", "brother's firm university choice", "{bro}'s firm choice", g_choice(
        ["King's as firm, Kent as insurance", "UCL as firm", "Manchester firm, Leeds insurance",
         "Warwick as firm", "Queen Mary as firm choice"]),
      cl=["{bro} is putting {v}", "{bro} went with {v}"],
      ask="Has {bro} made his firm and insurance choices yet?",
      rep=["{bro}", "Mum"]),
    S("decision", "flat", "whether to renew the Peckham lease", "the decision on the lease", cop="is to", gen=g_choice(
        ["renew for another twelve months", "give notice after the summer", "go periodic rolling monthly",
         "move to a one-bed in Nunhead"]),
      cl=["we've agreed to {v}", "{mate} and I are going to {v}"],
      ask="Did you and {mate} decide about the lease?",
      rep=["{mate}", "the letting agent"]),
    S("decision", "money", "how to send money home", "the plan for sending money", cop="is to", gen=g_choice(
        ["switch to LemFi", "stick with Wise", "use Grey for the transfers", "send through Sendwave",
         "go through my Kuda account"]),
      cl=["I'm going to {v}", "from now on I {v}"],
      ask="Have you decided which transfer service to use going forward?",
      rep=["{sis}", "{cohost}"]),
    S("decision", "gym", "knee treatment choice", "the knee plan", cop="is to", gen=g_choice(
        ["go ahead with the PRP injection", "do the six-week physio block first", "skip surgery for now",
         "try the hydrotherapy pool"]),
      cl=["I've decided to {v}", "the plan for the knee is to {v}"],
      ask="Did you decide which way to go with the knee treatment?",
      rep=["the physio", "{gymbro}"]),
    S("decision", "shop", "change to Mum's shop", "Mum's plan for the shop", cop="is to", gen=g_choice(
        ["add a Moniepoint POS terminal", "start selling on Instagram", "close on Sundays", "hire a second sales girl"]),
      cl=["Mum has decided to {v}", "Mum's going to {v}"],
      ask="Did your mum decide what to change at the shop?",
      rep=["Mum", "{sis}"]),
    # ------------------------------------------------------------------ preference
    S("preference", "studio", "my drink order at the studio", "my usual order at the studio", g_choice(
        ["zobo with no sugar", "an oat milk flat white", "Lipton with Peak milk", "chapman with extra cucumber",
         "hot Milo, no sugar"]),
      cl=["I always ask for {v} in sessions", "what I drink in sessions is {v}"],
      ask="What do you usually drink during long sessions? I'll keep it in mind for the rider.",
      rep=["{cohost}", "the studio runner"]),
    S("preference", "studio", "vocal mic preference", "my go-to vocal mic", g_choice(
        ["the Neumann U87", "the Shure SM7B", "the Telefunken U47", "the AKG C414", "the Sony C-800G"]),
      cl=["for vocals I reach for {v}", "I'd rather track vocals on {v}"],
      ask="What's your go-to mic for vocals?",
      rep=["{cohost}", "the studio manager"]),
    S("preference", "lekki", "seat preference on flights", "my seat preference", g_choice(
        ["aisle seat near the front", "window seat on the left side", "exit row, any side",
         "a bulkhead seat for the knee"]),
      cl=["I always book {v}", "on long flights I want {v}"],
      ask="Any seat preference when you fly? I'll note it for bookings.",
      rep=["{sis}", "the travel agent"]),
    S("preference", "wedding", "food at the stag", "what I want to eat at the stag", g_choice(
        ["asun with extra pepper", "ofada rice with ayamase", "suya with no onions", "catfish pepper soup",
         "goat meat peppersoup"]),
      cl=["what I'm eating at the stag is {v}", "I've asked for {v}"],
      ask="Any food requests for the stag menu?",
      rep=["{groom}", "the caterer"]),
    S("preference", "wedding", "entrance song", "my pick for the groomsmen's entrance", g_choice(
        ["Ojuelegba by Wizkid", "Essence, the Tems version", "Jerusalema by Master KG",
         "Fall by Davido", "the Sungba remix", "Buga by Kizz Daniel"]),
      cl=["the groomsmen should walk in to {v}", "I'm pushing for {v}"],
      ask="Do you have a song in mind for the groomsmen's entrance?",
      rep=["{groom}", "the DJ"]),
    S("preference", "podcast", "podcast recording time", "my favourite time to record", g_choice(
        ["Sunday evenings after church", "late Tuesday nights", "Saturday mornings before the gym",
         "Wednesday lunchtimes"]),
      cl=["I prefer recording on {v}", "my best recording slot is {v}"],
      ask="When do you like to record? I can plan the episode schedule around it.",
      rep=["{cohost}", "our editor"]),
    S("preference", "gym", "gym session time", "my gym slot", g_choice(
        ["6am before the studio", "lunchtime at the Peckham Pulse", "evenings after nine", "straight after the school run"]),
      cl=["I like training at {v}", "I prefer the gym at {v}"],
      ask="When do you prefer to train? Morning or evening?",
      rep=["{gymbro}", "the physio"]),
    S("preference", "money", "how Mum wants the money", "Mum's preference for the money", g_choice(
        ["straight into her GTBank account", "in dollars, not naira", "cash through my cousin",
         "split across two weeks"]),
      cl=["Mum prefers getting it {v}", "Mum wants it {v}"],
      ask="How does your mum prefer to receive it?",
      rep=["Mum", "{sis}"]),
    S("preference", "flat", "flat chores preference", "the chore I'd rather have", g_choice(
        ["bins and recycling", "the bathroom every Sunday", "hoovering the stairs", "doing the big Lidl shop"]),
      cl=["I'm happy to take {v}", "I've signed up for {v}"],
      ask="Which chore would you rather take on the new rota?",
      rep=["{mate}", "the new flatmate"]),
    # ------------------------------------------------------------------ constraint
    S("constraint", "pets", "parrot diet rule", "the one rule for the parrot", g_choice(
        ["no avocado near the cage", "no chocolate anywhere near him", "no salted groundnuts",
         "no caffeine, not even a sip"]),
      cl=["the parrot gets {v}", "with the bird it's {v}"],
      ask="Is there anything the parrot absolutely can't have?",
      rep=["{sis}", "the bird vet"]),
    S("constraint", "pets", "dog diet rule", "the rule for the dog's food", g_choice(
        ["no cooked chicken bones", "no grapes or raisins", "no onions in his food", "no xylitol gum lying around"]),
      cl=["the dog gets {v}", "with the dog it's strictly {v}"],
      ask="Anything the dog can't eat that the sitter should know?",
      rep=["the vet", "{mate}"]),
    S("constraint", "gym", "knee training restriction", "the restriction for my knee", g_choice(
        ["no deep squats", "no jumping until the physio clears it", "no running on concrete",
         "nothing heavier than 40kg on the leg press"]),
      cl=["for the knee it's {v}", "the physio says {v}"],
      ask="Did the physio give you any restrictions for training?",
      rep=["the physio", "{gymbro}"]),
    S("constraint", "wedding", "food allergy", "the food rule for me", g_choice(
        ["no peanuts at all", "no shellfish, not even prawn crackers", "no sesame", "no tree nuts"]),
      cl=["the caterers need to know it's {v} for me", "for me it's {v}"],
      ask="Any allergies the caterer should know about?",
      rep=["{groom}", "my sister"]),
    S("constraint", "flat", "flat house rule", "the house rule in the flat", g_choice(
        ["no guests staying over on weeknights", "quiet after 11pm", "no smoking on the balcony",
         "no studio gear in the hallway"]),
      cl=["the rule in the flat is {v}", "we've agreed {v}"],
      ask="Are there any house rules the new flatmate needs to know?",
      rep=["{mate}", "the landlord"]),
    S("constraint", "wedding", "stag budget cap", "the budget cap for the stag", g_choice(
        ["a hard cap of 250 quid each", "nothing over £300 a head", "under 400 pounds all in"]),
      cl=["for the stag it's {v}", "we said {v}"],
      ask="Is there a budget limit for the stag?",
      rep=["{groom}", "the groomsmen chat"]),
    S("constraint", "brother", "brother's university restriction", "Mum's condition for {bro}'s uni", g_choice(
        ["only unis within an hour of London", "nowhere further north than Birmingham",
         "only places with guaranteed first-year halls"]),
      cl=["Mum says {v}", "the rule for {bro}'s applications is {v}"],
      ask="Does your mum have any conditions on where {bro} applies?",
      rep=["Mum", "{bro}"]),
    S("constraint", "shop", "Mum's call hours", "the rule for calling Mum", g_choice(
        ["no calls before 8am Lagos time", "never during Sunday service", "no video calls at the shop"]),
      cl=["with Mum it's {v}", "the rule is {v}"],
      ask="Is there a good time to reach your mum?",
      rep=["{sis}", "{bro}"]),
    S("constraint", "studio", "studio noise curfew", "the curfew at the studio", g_choice(
        ["no drums after 9pm", "no sessions past 10pm on weekdays", "no amps above half volume after eight"]),
      cl=["at the studio it's {v}", "the neighbours got the council involved so it's {v}"],
      ask="Are there any noise restrictions at the new place?",
      rep=["the studio manager", "{cohost}"]),
]


# ---------------------------------------------------------------------------------------------------
# Threads: user filler templates, assistant advice sentences, assistant follow-up questions, short
# asides (used to bury facts), and to-do verb phrases (used in lists and subordinate clauses).
# ---------------------------------------------------------------------------------------------------

THREADS: dict[str, dict] = {}

# Each user template is paired with a reply that answers *that* message; slots are shared between the two.
THREADS["studio"] = dict(
    label=["the studio stuff", "work", "the mixing side", "studio things", "the client drama"],
    user=[
        ("Had a session with {client} today near {lplace}. {num} hours and we only got two songs tracked because the drummer kept arriving late from every break.",
         "Two songs in {num} hours is frustrating, but it happens. Next time it might help to agree break lengths at the start and track the drummer first while everyone's fresh."),
        ("Client wants a mix revision by {day}. Third round on the same track. At what point do I start charging for revisions?",
         "Three rounds is usually the point where it's fair to start charging. If your quote didn't mention a limit, you could say this one's included but further changes will be billed hourly."),
        ("The vocal on {client}'s track has so much room noise — recorded in a bedroom with the AC running. Can I actually save it or do I ask for a retake?",
         "AC noise is fairly steady, so a denoiser trained on a noise-only section can do a lot. If the performance is great, I'd try to save it before asking for a retake."),
        ("Booked the big room for {day} from {time}. {gbp:150-450} for the day, which isn't bad for that room, but the parking is a nightmare.",
         "That's a decent price for the big room. For the parking, it might be worth checking whether there's a bay you can pre-book nearby, or just going by train with a light kit."),
        ("Should I get {gear} second-hand? Guy on Gumtree wants {gbp:80-900} for it and swears it's barely been used.",
         "It can be a good deal second-hand, but check the going rate on Reverb first and ask to see it working before you pay."),
        ("Mastering question: streaming platforms normalise loudness, right? {client} keeps asking me to make it louder and I'm running out of headroom.",
         "Yes, most platforms turn loud masters down to a target level. You could show {client} a loudness-matched comparison so they hear that louder isn't actually better on Spotify."),
        ("Lagos session on {day} got cancelled because NEPA took light and the studio's gen was out of diesel. Wahala everywhere.",
         "That's so Lagos. If you book there again, it might be worth asking the studio upfront whether diesel is included and what the backup plan is."),
        ("Finished the mix for {client}. Honestly proud of this one, the low end finally sits right with the kick.",
         "That's great — getting the kick and bass to sit together is half the battle. Worth saving that session as a template for similar tracks."),
        ("How do I politely chase an invoice that's {num} weeks overdue? It's {gbp:300-2500}, not small money for me right now.",
         "A short, friendly email with the invoice attached, the amount, and a clear 'could you confirm when this will be paid' usually works. If nothing comes back in a week, a phone call is fair."),
        ("Someone asked me to engineer a live show in {lplace} on {day}. Load-in at {time}. Good money but it clashes with physio.",
         "If the money's good, it might be worth asking the clinic whether you can move physio to earlier that day or the next morning."),
        ("Got a DM from {name} asking if I do Afrobeats production or only mixing. Do I take it on or stay in my lane?",
         "It depends how confident you feel producing. You could offer a trial track at a modest rate, so neither of you is locked into a big project straight away."),
        ("The studio in {nplace} wants {ngn:40000-250000} per session now. Everything in Lagos is climbing every month.",
         "Prices have really jumped. It might be worth asking whether they do a block rate if you book several sessions together."),
        ("Spent the whole morning chasing a ground-loop hum. Turned out to be one dodgy XLR cable. Four hours of my life gone.",
         "The classic. A cheap cable tester in the bag can save you from that next time — it'd have found it in five minutes."),
        ("{name} wants stems for {song} by tonight and I'm still in the middle of printing them. Why is everything always urgent?",
         "Freelance life. If it helps, send the most important stems first — drums, bass, vocals — and the rest as they finish."),
        ("Thinking of raising my rates. Everyone in London seems to charge more than me for the same work.",
         "If you're consistently booked and cheaper than people at your level, that's a strong sign you can raise them. Starting with new clients is the gentlest way."),
        ("My headphones are dying — the left side crackles whenever I move my head. Buy the same ones again or try something new?",
         "If you know those headphones inside out, buying the same again keeps your references consistent. Sometimes it's just the cable, though, so check that first."),
        ("A producer from {nplace} sent a session with {big} tracks of ad-libs. Who needs {big} tracks of ad-libs??",
         "Ha, that's a lot. It might be quickest to ask them which ad-libs are essential, then comp the rest down into a couple of tracks."),
        ("Do I need a proper contract for a one-off mixing job? It's only {gbp:80-250}, feels like overkill.",
         "A full contract is probably overkill, but a short email confirming fee, revisions and delivery date protects you for almost no effort."),
        ("{name}, the engineer I assisted years ago, just recommended me to a label. Feeling lowkey proud.",
         "You should be proud — a recommendation from someone who's seen you work is worth a lot. Maybe send {name} a thank-you."),
        ("Client asked me to 'make it sound like {artist}'. What does that even mean in practice?",
         "Usually it means a vibe rather than a technical spec. Asking them for two specific reference tracks, and what they like about each, narrows it down fast."),
        ("Tracking a choir on {day}: {big} singers, one room, and I only have {num} decent condenser mics. Send help.",
         "You can get a good sound with a stereo pair in front plus a spot mic or two on the weaker sections. Spend time on placement and the room before anything else."),
        ("Abeg, how do I tell an artist their vocal is flat without killing the vibe in the room?",
         "Keep it about the take rather than the singer — something like 'that one's nearly there, let's get one more with a bit more lift on the chorus'."),
        ("Hard drive started clicking this morning. Backing everything up now. Why does this always happen on deadline week?",
         "Good call backing up immediately — clicking usually means it's on its way out. Once it's copied, I wouldn't trust that drive with anything again."),
        ("Session tomorrow at {time}. Need to prep the template and label everything tonight or I'll be lost.",
         "Prepping tonight will pay off. Even just naming the tracks and setting up the headphone mixes saves a lot of stress in the room."),
        ("{client} paid half upfront, rest after delivery. Is that a normal setup or should I be asking for more upfront?",
         "Half upfront is pretty standard. For new or slow-paying clients, some engineers ask for the full amount before releasing final files."),
        ("The monitors in the new room are lying to me. Mixes sound great there and thin everywhere else.",
         "That usually means the room is hyping the low end. Checking against reference tracks and on headphones should help you correct for it."),
        ("A rapper wanted to pay me in 'exposure'. I laughed, he didn't. {name} says I should have just said no politely.",
         "{name} has a point, but honestly a laugh is a pretty natural reaction. A polite 'I only work paid sessions, here's my rate' keeps the door open."),
        ("I keep getting asked for Dolby Atmos mixes. Is it worth learning it now or is it a fad?",
         "It's not going away, but it's only worth the investment if clients are actually willing to pay for it."),
        ("Long day. {client} brought {num} friends to the session and they all had opinions on the snare.",
         "The entourage snare debate is a rite of passage. Next time you could set a 'one decision-maker in the room' rule before you start."),
        ("Thinking about offering remote mixing to Lagos artists properly — online sessions, stems by WeTransfer. Is that a real market?",
         "There are definitely artists in Lagos who want a London mix. Clear pricing in naira and a fast turnaround would make it much easier for them to say yes."),
        ("Writing a rate card. Do I list prices per song or per hour?",
         "Per song is easier for artists to understand, with an hourly rate listed for extra revisions or recording time."),
        ("{client}'s manager wants the session files as well as the stems. Do I hand them over?",
         "It's common to give stems but keep the session files unless it was agreed. If they want them, it's reasonable to charge a small fee."),
    ],
    ai=[
        "It's also worth noting session times and revision requests in one place, so nothing gets lost between WhatsApp and email.",
        'Clear delivery formats — WAV, sample rate, stems or not — save a lot of back-and-forth at the end of a project.',
        'Taking short ear breaks every hour or so keeps your judgement sharper on long mix days.',
        'It might help to keep a small folder of reference tracks per genre, so every session starts from the same baseline.',
        "Getting deposits before booking rooms on a client's behalf protects you if they cancel last minute.",
        "For revisions, it's worth putting a cap in writing — two rounds included, then an hourly rate after that.",
        "Labelling and colour-coding tracks before the session saves a lot of stress once the room fills up.",
        "Backing up to two places — one physical drive and one cloud copy — is the safest habit for client work.",
        "A one-page agreement covering fee, revisions, delivery date and credit is usually enough for small jobs.",
        "Checking mixes on cheap earbuds and in the car is still one of the best reality checks.",
        "Keeping a simple spreadsheet of sessions and invoices makes tax time much less painful.",
    ],
    aq=["Do you have a contract template already?", "How many revisions did you quote for?",
        "Is this for a single or a whole project?", "Are you mixing in the box or on a console these days?",
        "What's your turnaround time usually?", "Have you worked with this client before?"],
    aside=["The studio kettle is broken again.", "{client} sent me a voice note at 2am, as usual.",
           "My ears are tired today.", "I still haven't labelled the hard drives.",
           "Someone left a half-eaten {food} on the console.", "The Bermondsey room smells like new carpet."],
    todo=["print the stems for {client}", "chase the {gbp:200-1500} invoice", "buy new XLR cables", "back up the session drive",
          "reply to {name} about the live gig", "update my rate card", "prep the template for {day}"],
)

THREADS["flat"] = dict(
    label=["the flat", "Peckham stuff", "flat drama", "the house share"],
    user=[
        ("{mate} left the dishes again. Three days now. I'm not a nagging person but this is testing me.",
         "Three days is a lot. A calm chat at a neutral moment — not when you're staring at the sink — usually goes better than a note."),
        ("The boiler in the flat is making that banging noise again. Do I report it to the agency or wait for it to die?",
         "Report it now, in writing. Banging can be a pressure or pump issue, and it's better on record before it actually fails."),
        ("Council tax bill came through. {gbp:300-650} for the quarter split between us. Is that right for Peckham?",
         "It depends on the band of the property. You can look up the band on the government site and check the council's rates for this year."),
        ("There's mould creeping up the bathroom wall again. We open the window, we run the fan. Nothing works.",
         "If you're already ventilating and it keeps coming back, it may be a damp problem the landlord needs to deal with. Photos with dates will help."),
        ("{mate} wants to get a joint Netflix and Spotify family plan for the flat. I only use Spotify. Fair to pay half?",
         "Splitting by what you actually use seems fair — you could just go in on the Spotify one and let {mate} cover Netflix."),
        ("The guy downstairs complained about bass from my room at {time}. I was mixing on headphones for half of it!",
         "Maybe the other half was enough. A quick word with him about when you'll be working late could keep things friendly."),
        ("Energy bill just jumped to {gbp:90-320} for the month. Do I need to do something about the tariff?",
         "It's worth checking whether you're on a fixed or variable tariff and sending an actual meter reading, since estimated bills can be off."),
        ("Someone keeps parking their bike in our hallway. It's not any of us. Genuinely no idea whose it is.",
         "Mysterious bike. A polite note on it asking the owner to get in touch might solve it, and if not, let the agency know."),
        ("Landlord's sending someone round to check the smoke alarms on {day}. Do we have to be in?",
         "Usually not, as long as they've given proper notice, but you can ask to be present or to rearrange if the time doesn't suit you."),
        ("The washing machine flooded the kitchen a bit. {mate} says it's the filter. I say it's cursed.",
         "{mate} might be right — a blocked filter is a common cause. It's worth cleaning it and checking the door seal before calling anyone."),
        ("Broadband has been dropping every evening around {time}. Working from home with that is impossible.",
         "Evening drop-outs often point to congestion or a router issue. Asking the provider for a line test is a good first step."),
        ("Trying to set up a chore rota without it becoming a whole thing. Any format that actually works?",
         "Simple works best: a weekly rotation of three or four jobs on the fridge, with everyone ticking when done."),
        ("The window in my room doesn't close properly and it's freezing. How long should a landlord take to fix that?",
         "A window that won't close affects security and heating, so it should be treated fairly quickly. Put it in writing and ask for a date."),
        ("{mate} had {num} people over until 3am on a Tuesday. I had a session at {time} the next day.",
         "That's rough before an early session. Agreeing some basic weeknight quiet hours together might save the argument next time."),
        ("Rent on Rye Lane for a one-bed is now silly. I saw one for {gbp:380-650} a week and it was basically a cupboard.",
         "London rents are brutal right now. Sometimes looking a few stops further out on the Overground changes the numbers a lot."),
        ("We got a letter about a rent increase. No figure yet, just 'a review'. What are my rights here?",
         "It depends on your tenancy, but increases usually need either a rent review clause or a formal notice. You're allowed to ask how they've worked out the new figure."),
        ("Our letting agent takes {num} business days to reply to anything. Is there a way to escalate?",
         "Most agencies have a complaints process, and they're members of a redress scheme you can go to if that fails."),
        ("Fox got into the bins again. Rubbish all over the front. Peckham life.",
         "Peckham foxes are relentless. A bin with a clip lid, or a bungee cord over it, usually does the trick."),
        ("Thinking of soundproofing my room a bit so I can mix at night. Anything renter-friendly?",
         "Heavy curtains, a thick rug, a draught seal on the door and a full bookshelf on the shared wall all help without drilling anything."),
        ("Flat inspection on {day}. I need to clean like my deposit depends on it, because it does.",
         "Focus on the kitchen and bathroom — that's what inspectors look at most. Take photos afterwards too."),
        ("The neighbour's dog barks every time I leave. Funny enough mine doesn't bark at all.",
         "Your dog clearly has better manners. Not much you can do about theirs unless it's constant."),
        ("Our hot water went off for {num} days. Had to shower at the gym like a teenager.",
         "No hot water for {num} days is definitely an urgent repair. If it happens again, chase the agency the same day."),
        ("The fridge is {mate}'s food, {mate}'s food, and one sad egg that is mine.",
         "Ha. A shelf each might help, or at least give your egg some company."),
        ("Is it normal for the landlord to want to do viewings while we're still living here?",
         "It's common near the end of a tenancy, but they still need to give you notice and arrange reasonable times."),
        ("Smoke alarm went off from my {food}. Whole flat now smells of it.",
         "At least you know the alarm works. Opening the windows and boiling some water with lemon can help with the smell."),
        ("{mate} wants a cat. I already have a dog. This is not going to end well.",
         "Cats and dogs can get along, but it takes a slow introduction. Also check the tenancy — a second pet might need permission."),
        ("Found out the flat upstairs pays less rent than us for the same layout. Annoying.",
         "It happens when people signed at different times. It could be useful context if you're negotiating at renewal, though."),
        ("{mate}'s partner is 'not living here' but is here five nights a week.",
         "That's basically full-time. It's fair to raise bills and space, and the tenancy might have rules about extra occupants."),
        ('The extractor fan in the bathroom sounds like a jet engine. Can I ask them to replace it?',
         "Yes — a failing fan affects ventilation and mould, so it's a reasonable repair request."),
        ("Post keeps going to the wrong flat. I've lost a parcel already this month.",
         'A clear label on the door and a note on the parcel delivery instructions usually helps. Worth reporting the lost one to the courier too.'),
    ],
    ai=[
        'A short flat group chat just for bills and repairs can stop things getting lost in general banter.',
        'Keeping a copy of the tenancy agreement somewhere you can find it quickly makes these questions much easier.',
        "Shelter's website has clear guides on most renting questions if you want to double-check your rights.",
        'Setting up a shared bills pot, even a simple one, can take the awkwardness out of chasing flatmates.',
        "Reporting repairs in writing — email, not just a call — gives you a paper trail if it drags on.",
        "Landlords generally need to give you at least 24 hours' written notice before visits.",
        "Taking dated photos of any issues can save arguments about the deposit later.",
        "If the agency is slow, the complaints route usually escalates things faster than repeated calls.",
    ],
    aq=["Is the tenancy in both your names?", "Have you raised it with the agency in writing yet?",
        "How long have you been in the flat now?", "Does {mate} know it's bothering you?",
        "Is that a joint tenancy or separate rooms?"],
    aside=["{mate} is playing FIFA loudly next door.", "The fox is back in the garden.",
           "Someone nicked our recycling bin again.", "The hallway light still hasn't been fixed.",
           "It's freezing in my room right now."],
    todo=["email the agency about the boiler", "clean the oven before the inspection", "sort the chore rota",
          "pay my share of the council tax", "photograph the mould", "check the broadband contract"],
)

THREADS["lekki"] = dict(
    label=["the Lekki house", "home stuff in Lagos", "the family house"],
    user=[
        ("Mum says the gate at the Lekki house is giving trouble again. The remote only works when it feels like it.",
         "It's often the remote battery or the receiver rather than the motor. Worth ruling those out before anyone quotes for a new gate motor."),
        ("NEPA has been terrible in Lekki this month. They're running the gen almost {num} hours a day.",
         "That's a lot of generator time. If it keeps up, it might be worth pricing an inverter and batteries to cover the nights at least."),
        ("Thinking of getting solar panels for the Lekki house. The quote from the installer in {nplace} was {ngn:2500000-9000000}. Worth it?",
         "It can be, if the generator runs most of the day. I'd ask for the panel and battery specs in writing and get at least one more quote to compare."),
        ("The estate wants everyone to pay for new speed bumps. Another levy. Na wa for these estates.",
         "Estate levies always seem to multiply. It's fair to ask the committee for a breakdown of the costs before paying."),
        ("Flooding on the road to the house again after the rain. Mum couldn't get out for {num} hours.",
         "That's worrying. It might be worth making sure she has enough food and fuel stocked during the rainy season."),
        ("The borehole pump packed up. Plumber is coming {day}, they said, which in Lagos means maybe {day2}.",
         "Ha, Lagos time. In the meantime, a water delivery might tide the house over."),
        ("Trying to book my flight to Lagos. Prices are mad — {gbp:750-1400} for economy in December.",
         "December is peak season. Flying a week earlier, or via a connection, can sometimes knock a lot off."),
        ("Mum wants to rent out the boys' quarters at the Lekki house for extra income. Is that a good idea?",
         "It can be, with a written agreement and someone trusted around. It'd be worth checking the estate rules too."),
        ("The painter wants {ngn:400000-1800000} to do the whole outside of the house. Does that sound okay to you?",
         "I can't judge Lagos prices precisely, but asking whether that includes the paint, and getting one more quote, is a good idea."),
        ("Security guard at the house asked for a raise. He's been there {num} years. I think he deserves it honestly.",
         "Loyal security is hard to find. If he's reliable, a raise is probably money well spent."),
        ("Whole family group chat is arguing about whether to sell the Lekki house one day. I'm staying quiet.",
         "Staying out of it for now sounds wise. Those conversations tend to go better in person."),
        ("Traffic from the airport to Lekki took {num} hours last time. I'm dreading it already.",
         "A late-night arrival can make a big difference to the airport run, if there's a flight that suits."),
        ("{uncle} is coming to stay at the Lekki house for {weeks}. Mum is already stressed.",
         "Maybe you can help by arranging a few things from here — groceries, or someone to help with cooking while they're there."),
        ("The inverter batteries at home need replacing. Everyone is sending me quotes on WhatsApp.",
         "Put the quotes side by side — brand, capacity in amp-hours, warranty and installation — and the comparison gets much easier."),
        ("Getting a Lagos SIM sorted before I land is always a wahala. Any tips?",
         "If your phone supports eSIM, some networks let you set one up in advance. Otherwise, having your NIN handy speeds up registration."),
        ("Mum says a snake was seen near the generator house. She wants someone to come and check the whole compound.",
         "That's definitely worth getting checked. Clearing tall grass and rubbish around the generator house helps too."),
        ("I want to get the house some CCTV, just basic cameras. Is Hikvision the usual choice?",
         "It's a common choice. Whatever brand, make sure there's a way to view it remotely and that recordings are backed up."),
        ("Packing list for Lagos is already out of control. Mum has asked for {num} specific things from Tesco.",
         "Classic. A shared list with Mum, in priority order, might help you decide what actually fits in the suitcase."),
        ("Water in the Lekki house smells weird again. Is that the borehole or the tank?",
         "Testing water from the borehole tap and from the tank separately will tell you which one it is."),
        ("The compound's cleaning lady wants {ngn:40000-120000} a month now. Prices generally have doubled.",
         "With how prices have moved, her asking for more isn't surprising. If she's good, it's probably worth it."),
        ("Mum wants a new water heater. The one in the guest bathroom gave up.",
         "A small instant heater is usually enough for a guest bathroom. Ask the plumber to check the wiring when they fit it."),
        ("The neighbour's tree is hanging over our fence and dropping everything into the compound.",
         "A polite word with the neighbour first, then the estate office if that goes nowhere."),
        ("Abeg, the estate security now wants everyone's visitors to register on an app. Mum cannot use app.",
         'Maybe the caretaker or a neighbour could register visitors for her, or you could do it from London if the app allows.'),
        ('Mum says the mosquito nets in the guest rooms are all torn. Malaria season is coming.',
         'Worth replacing them before you visit. Treated nets are cheap and worth it.'),
        ('The PHCN prepaid meter is showing units finishing faster than normal. Is somebody tapping our light?',
         "It's possible. Comparing usage with everything switched off for a few hours would show if something is drawing power."),
        ('{sis} wants to repaint her old room at the Lekki house purple. Mum said over her dead body.',
         'Ha. Maybe a compromise — one feature wall — keeps the peace.'),
        ('My cousin wants to use the Lekki house for his engagement party. Mum said yes before asking anybody.',
         "That's Mum. It might be worth agreeing who cleans up and who pays for diesel on the day."),
        ('The roof is leaking in the parlour every time it rains. Buckets everywhere.',
         'That should be fixed before the rainy season gets worse. Water damage to the ceiling gets expensive fast.'),
        ("How do I send money for house repairs without it disappearing into 'logistics'?",
         'Paying suppliers directly, or asking for receipts and photos before sending the next instalment, keeps it transparent.'),
        ('The fence at the back of the compound is cracking. The builder says it needs {ngn:300000-900000}.',
         'A cracked fence is a security issue. Asking the builder to itemise materials and labour will help you judge the price.'),
    ],
    ai=[
        'A shared list of what needs fixing at the house, in priority order, might make the family conversations easier.',
        'If your mum is the one dealing with tradespeople, having a trusted relative with her for big jobs helps.',
        'Paying for work in stages — some upfront, the rest after completion — is usually safer with Lagos contractors.',
        'Budgeting a small monthly amount just for house maintenance avoids the big shocks.',
        "Asking the caretaker to send photos before and after any work helps you keep track from London.",
        "For quotes from Lagos tradespeople, two or three to compare usually brings the price down.",
        "Keeping all the house receipts in one shared folder makes it easier for everyone to see what's been spent.",
    ],
    aq=["Is anyone living in the house full-time apart from your mum?", "Who's handling quotes on the ground?",
        "How often is the generator running right now?", "Are you flying in December this year?"],
    aside=["Mum just sent me {num} voice notes in a row.", "The family WhatsApp is on fire again.",
           "Apparently it's been raining non-stop in Lagos.", "My cousin just sent a video of the flooded road."],
    todo=["send the solar quote to Mum", "call the plumber about the borehole", "pay the estate levy",
          "buy the inverter batteries", "book the airport pickup"],
)

THREADS["brother"] = dict(
    label=["{bro}'s uni stuff", "the UCAS saga", "my brother's applications"],
    user=[
        ("{bro} sent me his personal statement draft. It opens with 'Since I was a young child'. We need to talk.",
         "Ha, the classic opener. He'd do much better starting with something specific he's actually done — a project, a problem he solved."),
        ("Is it better for {bro} to do Computer Science or Software Engineering? He can't decide and Mum has opinions.",
         "They overlap a lot. Comparing the module lists side by side at his top choices usually makes the difference clearer than the course titles."),
        ("{bro}'s predicted grades came in: A*AA. Is that enough for the top London unis?",
         "That's a strong set. It meets or is close to the typical offers for most London courses, though the very top ones can ask for more in maths."),
        ("How do international students from Nigeria prove English if they did WAEC? {bro} is asking.",
         "Many UK universities accept a good WAEC English grade, but it varies. Each uni's international entry requirements page will say exactly."),
        ("{bro} wants to apply to eight unis but he can only pick five on UCAS, right?",
         "Right, five choices on UCAS. It's worth him mixing a couple of ambitious picks with safer ones."),
        ("Mum wants {bro} to do Medicine. {bro} wants to do Music Tech. I'm caught in the middle as usual.",
         "That's a tough spot. Maybe helping {bro} show Mum where Music Tech graduates actually end up working could take some heat out of it."),
        ("Does {bro} need a student visa if he's coming to the UK for uni? He's on a Nigerian passport only.",
         "Yes, with only a Nigerian passport he'd need a Student visa, which comes after he has an unconditional offer and a CAS from the university."),
        ("Accommodation in London for first years is crazy. {gbp:180-420} a week for a room the size of a wardrobe.",
         "London halls are expensive. Some universities have cheaper catered or shared options if he applies early."),
        ("{bro} asked me to proofread his statement at {time} last night. I fell asleep on paragraph two.",
         "Understandable. Maybe agree a proper slot this week, when you're both awake, and go through it together."),
        ("Are scholarships for Nigerian students actually a thing or is it mostly marketing?",
         "They're real, but many are partial and competitive. Checking each uni's international scholarships page and applying early is the way to go."),
        ("{bro} is stressing about his maths mock. I told him to stop doom-scrolling and study.",
         "Good big-brother advice. Past papers under timed conditions are usually the most useful thing at this stage."),
        ("The open day is on a {day}. Do I go with {bro} or is that embarrassing for him?",
         "Plenty of students bring family. You could ask him — and promise to walk a few steps behind if needed."),
        ("International tuition fees are scary. Some courses are {gbp:18000-42000} a year. How do families even do this?",
         "It's a lot. Families often combine savings, scholarships and part-time work — and some pick universities with lower fees outside London."),
        ("{bro} wants to take a gap year and 'build his brand'. Mum nearly fainted.",
         "A gap year can work with a clear plan. If he writes down what he'd actually do month by month, it might calm Mum down."),
        ("Should {bro}'s statement mention the studio stuff he did with me, or is that too random?",
         "It could be great if he connects it to the course — for example, problem-solving with audio software if he's applying for computing."),
        ("The UCAS form asks about parents' education. Does that matter for anything?",
         "It's mostly used for widening participation statistics. It doesn't count against him."),
        ("{bro} got an offer from one place already! Conditional, but still. Proud big brother moment.",
         "That's brilliant news! Congratulate him from me."),
        ("He wants to know if part-time jobs are allowed on a student visa. How many hours?",
         "Usually a limited number of hours a week during term time, with more allowed in holidays, but he should check the current rules before he starts."),
        ("{bro} keeps changing his mind between Leeds and London. The cost of living difference is real.",
         "Rent alone is a big gap. A rough monthly budget for each city might help him decide."),
        ("How do interviews for computing courses even work? Is it maths problems on a whiteboard?",
         "Sometimes, yes. They often want to see how he thinks, so practising talking through problems out loud helps."),
        ("{bro} just asked me if he can borrow my old MacBook for uni. It's older than his friendship group.",
         "Ha. If it still runs the software he needs, it could get him through first year."),
        ("Mum wants {bro} to live with family in London instead of halls. He's not thrilled.",
         "Halls are a big part of first-year social life, but living with family saves a lot. Maybe a compromise — halls first year, family after?"),
        ('{bro} asked if he should mention that he fixed half the laptops in his school. Is that a personal statement thing?',
         "Yes, that's exactly the kind of specific example that works — it shows curiosity and problem-solving."),
        ("Mum wants {bro} to apply to Harvard 'just in case'. He's applying for UK unis.",
         'US applications are a completely different process and timeline. It might be worth focusing on the UK ones first.'),
        ("{bro}'s school counsellor has gone quiet. Deadline is in {weeks}.",
         "It's worth {bro} sending a polite follow-up with the deadline in the subject line. Schools get swamped at this time."),
        ('The IELTS test centre in Lagos is fully booked. {bro} might need to go to Abuja for it.',
         'Checking for cancellations every few days can work, but booking Abuja as a backup is safer if his deadline is tight.'),
        ("{bro} thinks a foundation year is 'for people who failed'. Is that true?",
         'Not at all — foundation years are often for international students whose school system is different. They can be a smart route.'),
        ("Proof of funds for {bro}'s visa: the bank statement has to show the money for 28 days? That's a lot of money sitting still.",
         "Yes, there's a requirement for funds to be held for a set period. Planning ahead for that is important."),
        ("{bro} wants to do a music minor alongside computing. He's clearly my brother.",
         'Ha, he is. Some universities let you take optional modules from other departments — worth checking.'),
        ('{bro} sent me a 1,200-word statement. The limit is 4,000 characters. We have a problem.',
         'Cutting is painful but makes it better. Start with anything general and keep the specific examples.'),
    ],
    ai=[
        'UCAS deadlines come round fast, so working backwards from them with a simple calendar helps.',
        'It might help {bro} to talk to a current student on the course — many unis run ambassador chats.',
        "Funding, accommodation and visa timelines all interact, so it's worth mapping them out together.",
        'Reading the statement out loud is one of the quickest ways to find the clunky sentences.',
        "A personal statement lands better when it opens with something specific rather than a general line.",
        "Keeping a shared doc of deadlines for {bro} — UCAS, scholarships, accommodation — would help a lot.",
        "Going to at least one open day in person really helps make the choice feel real.",
    ],
    aq=["Which courses is he leaning towards right now?", "Has he picked his five choices yet?",
        "Is he applying from Lagos or will he be in the UK?", "What does your mum think about the shortlist?"],
    aside=["{bro} just sent me a meme instead of his statement.", "{bro} has his mocks next week.",
           "Mum keeps forwarding me scholarship links.", "{bro} wants a new laptop for uni, obviously."],
    todo=["proofread {bro}'s statement", "check the scholarship deadlines", "call {bro} about his choices",
          "look up the English requirements", "book train tickets for the open day"],
)

THREADS["shop"] = dict(
    label=["Mum's shop", "the shop", "Mum's business"],
    user=[
        ("Mum's shop had a slow month. People are not buying lace like before, everyone's tightening belts.",
         "With prices up everywhere, that's not surprising. Maybe a few cheaper lines could keep customers coming in until things pick up."),
        ("Mum wants to start selling on Instagram but doesn't know how to take good photos. Maybe I'll help when I'm home.",
         "That'd be a great use of your time home. Daylight by a window and a plain background make fabric photos look much better."),
        ("Rent for the shop went up by {pct} percent. Landlords in Lagos are something else.",
         "{pct} percent is a big jump. It might be worth Mum asking for it to be phased in, especially if she's a long-standing tenant."),
        ("A customer owes Mum {ngn:80000-600000} for {item} since Easter. She won't chase because they go to the same church.",
         "That's awkward. A gentle, private reminder — maybe from someone else in the family — could avoid the church tension."),
        ("Is a POS machine worth it for a small shop? Mum still wants everything cash or transfer.",
         "It can bring in customers who don't carry cash. The fees are the main thing to compare between providers."),
        ("Mum's sales girl quit without notice. Now Mum is there from {time} till late every day.",
         "That's exhausting for her. Even a part-time helper for the busy hours would take some pressure off."),
        ("Container prices for importing {item} from Dubai have gone crazy. Mum is thinking of buying locally.",
         "Buying locally reduces the risk from shipping and exchange rates, even if the margin is a bit smaller."),
        ("How do I help Mum do basic bookkeeping? Right now it's a notebook and vibes.",
         "Start tiny: a daily total of sales and a weekly stock count. Once that's a habit, a spreadsheet is an easy step."),
        ("Mum says {uncle} keeps borrowing stock and 'forgetting' to pay. Family business wahala.",
         "Family and stock is a tricky mix. Writing down what's taken, even informally, makes it easier to bring up later."),
        ("Should Mum register the shop as a business properly? CAC registration and all that.",
         "Registering can help with opening a business account and getting loans. The business name registration is usually the simplest route."),
        ("Shop's generator broke and now customers can't see the fabric colours properly in the evening.",
         "Some rechargeable LED lamps could help in the meantime — colour matters so much with fabric."),
        ("Mum wants to do a sale before Christmas. {pct} percent off {item}. Does that make sense?",
         "A sale on {item} could work well if it's stock that's been sitting a while. I'd keep the popular lines at full price."),
        ("Someone tried to pay Mum with a fake transfer screenshot. She nearly released the goods.",
         "That scam is everywhere. The safest rule is: no goods until the money shows in the account, not on someone's phone."),
        ("Abeg, is there a simple inventory app that works offline? Network at the market is terrible.",
         "There are apps that work offline and sync later. Something simple with a barcode scanner would be ideal."),
        ("Mum's thinking of adding {item} to the shop because customers keep asking for it.",
         "If customers are asking, that's a good sign. She could start with a small batch to test it."),
        ("The market association wants a new 'development levy'. Mum doesn't know if it's legit.",
         "It's reasonable for her to ask for something in writing, and to check with other shop owners whether they're paying it."),
        ("Mum asked me to design a small flyer for the shop. I'm a sound guy, not a graphic designer!",
         "Canva templates make it fairly painless. Shop name, what she sells, location and phone number is all it needs."),
        ("Sales for {item} have been good this month, Mum's happy for once.",
         "Nice! Maybe worth noting what drove it — a season, an event — so she can plan stock for next time."),
        ("Mum is giving credit to too many customers. Half the shop is 'I'll pay next week'.",
         "A simple rule, like credit only for regulars and only up to a limit, could protect her cash."),
        ("Mum wants to go to Dubai to buy stock herself. At her age, with her knees.",
         "It might be worth exploring whether a trusted agent could buy for her, or whether someone could travel with her."),
        ("Mum's POS guy wants to charge {pct} percent on every transaction. That's daylight robbery.",
         "That's high. It's worth comparing a couple of other POS providers — the fees vary a lot."),
        ("A customer returned a lace after wearing it to a party. Mum took it back. I can't.",
         "Your mum's too kind. A simple 'no returns after wearing' sign might help her say no next time."),
        ("Mum's shop sign fell down in the wind. She wants a big LED one now.",
         "An LED sign could help in the evenings, especially with the power situation if it's low-energy."),
        ("Abeg, is it normal for suppliers to ask for full payment before delivery? Mum's new supplier wants everything upfront.",
         "For a new supplier it's common, but starting with a small order builds trust both ways."),
        ('Mum hired {name} to help at the shop. First day, three wrappers sold. Mum is impressed.',
         "That's a great start! A good sales person makes a huge difference."),
        ("Customers keep haggling Mum down to nothing. She can't say no.",
         'Marking prices with a small margin for haggling built in lets customers feel they got a deal without hurting her.'),
        ("The shop next door is selling fake lace as Swiss lace. Mum's livid.",
         'Maybe Mum can show customers the difference — that kind of expertise builds trust.'),
        ('Mum wants to sell on Jumia too. Is that worth the hassle?',
         'It can widen her reach, but the fees and delivery logistics are real. Instagram and WhatsApp might be easier first.'),
        ("Mum's storage room flooded and some {item} got wet. Can fabric be saved?",
         "Drying it quickly, flat and out of direct sun, can save a lot. Anything that's been sitting wet for days might stain."),
        ('Mum is thinking of opening a second branch. She can barely manage one.',
         'A second branch needs someone trusted to run it. Maybe start by getting the first one running without her there every day.'),
    ],
    ai=[
        'Separating the shop money from household money, even with two envelopes, gives a clearer picture of profit.',
        'Regular customers are gold in a slow economy, so small loyalty gestures can go a long way.',
        'A WhatsApp Business account with a catalogue would let customers browse before they come in.',
        'Knowing which lines actually make money helps her decide what to restock first.',
        "Even a simple weekly record of sales and stock would give your mum a much clearer picture.",
        "Keeping a little emergency fund for the shop can help her ride out slow months.",
        "Photos of new stock on WhatsApp status can work as well as any ad in Lagos.",
    ],
    aq=["Does your mum track sales anywhere at the moment?", "How long has the shop been running?",
        "Is anyone helping her day to day right now?", "Is the shop mostly walk-in customers?"],
    aside=["Mum sent me a picture of new {item}.", "Mum is asking if I've eaten, as always.",
           "The shop's neighbour is selling the same {item} cheaper.", "Mum thinks I work too much."],
    todo=["set up a spreadsheet for Mum", "design the shop flyer", "look into CAC registration",
          "compare POS fees", "call Mum about the sale"],
)

THREADS["visa"] = dict(
    label=["the visa stuff", "paperwork", "the Home Office saga", "passport things"],
    user=[
        ("Home Office website logged me out halfway through the form. Again. I've been at this since {time}.",
         "That's infuriating. Writing your answers in a separate document first and pasting them in can save you when it times out."),
        ("Do I need certified translations for any Nigerian documents or is English enough?",
         "Documents already in English are usually fine. Translations are only needed for anything in another language."),
        ("How long does ILR usually take to process these days? People are saying {num} months.",
         "It varies, so the official processing times page is the most reliable guide. Anecdotes tend to be the worst cases."),
        ("My Nigerian passport expires next year. Can I still travel on it or will airlines give me wahala?",
         "Some airlines and countries want six months' validity. Renewing early avoids any drama at check-in."),
        ("The form wants every trip outside the UK in the last five years. I've been to Lagos like {big} times.",
         "Your old boarding passes, emails and passport stamps can help rebuild the list. A spreadsheet makes it manageable."),
        ("The Nigerian High Commission's booking site is the worst website I've ever used. And I've used a lot.",
         "It's notorious. Trying early in the morning sometimes works better when fewer people are on it."),
        ("Is the immigration health surcharge refundable if the application is refused?",
         "In many cases it's refunded if the application is refused, but it's worth checking the current guidance for your route."),
        ("Solicitor wants {gbp:250-900} just to review my documents. Is that normal?",
         "A document review fee is common. Ask whether it's fixed and whether it comes off the full fee if you instruct them."),
        ("Do I need to show payslips or are freelancers assessed on bank statements?",
         "Freelancers usually use bank statements, invoices and tax returns. What's needed depends on the route you're applying under."),
        ("Passport photos: apparently my ears need to be visible. Who knew.",
         "The photo rules are weirdly specific. A photo booth that guarantees acceptance saves a rejected application."),
        ("The BRP card thing is being replaced by eVisas? I'm confused about what I'm supposed to carry now.",
         "With eVisas you prove your status online through your UKVI account, so keeping that login safe matters more than the card."),
        ("Lost my old passport with the previous visa stamps in it. Do they need that?",
         "They may ask for evidence of your past status, but the Home Office has its own records. A police report for the lost passport could help."),
        ("Queue at the High Commission on {day} was out the door by {time}. I gave up and went to work.",
         "Oof. If there's an appointment system, booking a slot rather than walking in might save you another wasted morning."),
        ("Can I leave the UK while my application is pending? I've got a Lagos trip coming up.",
         "Be careful — for some applications, travelling while it's pending can be treated as withdrawing it. Check before you book."),
        ("Need to gather {num} years of tax returns for the application. Good thing I have an accountant.",
         "Your accountant should be able to download them from HMRC quickly, along with the tax calculations."),
        ("The biometrics place is in {lplace}, miles from me. Can I pick a different centre?",
         "You can usually choose from available centres when you book, so it's worth checking for a closer one."),
        ("There's a section about 'absences' that is stressing me out. I was away a lot for work in 2022.",
         "Being honest and precise is what matters. If some trips were for work, noting the reason helps."),
        ("Home Office sent an email that just says 'we are considering your application'. Okay, thanks?",
         "That's a standard update. Frustrating, but it at least means it's in the system."),
        ("Do I need my birth certificate for the Nigerian passport renewal or just the old passport?",
         "For a straight renewal, the old passport and NIN are usually the key documents, but check the High Commission's current list."),
        ("Apparently I need a NIN even to renew my passport abroad. Does anyone even know their NIN by heart?",
         "Hardly anyone does. Photographing the NIN slip and keeping it somewhere safe will save you next time."),
        ("The form asks if I've ever been refused a visa anywhere. I was refused a Schengen visa in 2019. Do I mention it?",
         'Yes, always declare it. Not declaring a refusal is much worse than the refusal itself.'),
        ("VFS is trying to sell me a 'premium lounge' for {gbp:60-150}. Is that a scam?",
         "It's an optional extra — it doesn't speed up the decision. Only worth it if you want a quieter wait."),
        ("I need to prove I've lived continuously in the UK. Will council tax bills work?",
         'Council tax bills, tenancy agreements and bank statements are common evidence of residence.'),
        ('The life in the UK test booking site says I need my passport. My passport is with the High Commission for renewal.',
         "That's awkward timing. Check which ID they accept — sometimes a BRP or other document works."),
        ('Practising for the Life in the UK test. I know more about Tudor kings than my own family history now.',
         'Ha. The practice tests online are the fastest way to get through it.'),
        ("How early can I apply for ILR before my visa expires? I don't want to leave it late.",
         "There's usually a window before the qualifying date when you can apply. The guidance for your route will give exact dates."),
        ("Solicitor says my bank statements need to be stamped by the bank. Online banks don't even have branches.",
         'Many online banks can provide an official letter or certified statement on request. Worth asking their support.'),
        ("Home Office sent me an email asking for 'further information'. My heart dropped.",
         "It's fairly common and doesn't mean a refusal. Reply promptly and fully, and ask your solicitor if you're unsure."),
        ('The passport photo on the High Commission site needs to be exactly 600 by 600 pixels. Exactly.',
         'Frustratingly specific. A photo app that crops to exact pixels would save you a rejected upload.'),
        ("The health surcharge alone is more than my rent. I'm paying for the NHS twice at this point.",
         "It's a huge cost. Make sure to budget for it separately so the application fee doesn't get delayed."),
    ],
    ai=[
        'Keeping a running log of every form, reference number and payment in one place makes follow-ups much easier.',
        'Double-checking names and dates of birth match exactly across documents avoids silly delays.',
        'If anything is unclear, asking the solicitor in writing gives you a record of the advice.',
        'Setting reminders well before expiry dates saves a lot of last-minute panic.',
        "It's usually worth keeping scanned copies of every document in one folder with clear names.",
        "Booking appointments as early as possible gives you room if anything goes wrong.",
        "A simple timeline of your immigration history makes forms like this much easier.",
    ],
    aq=["Which route are you applying under?", "Do you have a solicitor for this or are you doing it yourself?",
        "When does your current leave expire?", "Are you planning to travel before a decision comes through?"],
    aside=["The Home Office site is down again.", "I've printed about {big} pages of bank statements.",
           "My passport photo looks like a mugshot.", "The form timed out twice today."],
    todo=["list every trip abroad", "print the bank statements", "book new passport photos",
          "upload the tax returns", "set up my eVisa account"],
)

THREADS["car"] = dict(
    label=["the car", "the Camry situation", "the car in Lagos"],
    user=[
        ("The Camry in Lagos is making a knocking sound when my cousin drives it. Could be the engine mounts?",
         "Could be mounts, but a knock over bumps is often suspension — bushings or shock absorbers. A mechanic can check both quickly."),
        ("My cousin says the car's AC has stopped blowing cold. In Lagos heat, that's a crisis.",
         "Often it just needs a gas top-up, but if it's leaking, the leak has to be found first or it'll be empty again in weeks."),
        ("Thinking of selling the car. It mostly sits in the compound when I'm in London.",
         "If it's mostly sitting, selling could save you papers, repairs and battery headaches. Worth checking what similar cars go for."),
        ("Fuel price in Lagos is now {ngn:45000-110000} for a full tank. Running the car is expensive even when I'm away.",
         "That's steep. If it's mostly used for errands, maybe ask your cousin to batch trips together."),
        ("LASTMA towed my cousin in {nplace}. He says he wasn't even parked, just waiting. Now we have to pay.",
         "Annoying. Get an official receipt for whatever you pay, and a photo of the paperwork."),
        ("Is it worth getting the car tinted? Apparently you need a permit for tinted windows in Nigeria.",
         "Yes, tint needs a permit. Without it, it's an easy excuse for checkpoints to stop the car."),
        ("Car insurance in Nigeria — is third party enough or should I get comprehensive?",
         "Third party is the legal minimum. Comprehensive makes more sense if the car is being driven daily or is worth a fair bit."),
        ("The tyres are bald. My cousin sent a photo and honestly I'm scared to look at it.",
         "Bald tyres in Lagos rain are genuinely dangerous. I'd make those the priority before anything else on the car."),
        ("Someone offered {ngn:2500000-6000000} for the car. That feels low for a 2012 Camry but I don't know the market anymore.",
         "Checking listings for 2012 Camrys on Jiji or Cars45 will give you a realistic range before you answer."),
        ("The mechanic kept the car for {num} days for a 'small' job. It's always small until it's not.",
         "Asking for a written list of what was done, and the old parts back, keeps things honest."),
        ("Should I let my cousin use the car for Bolt rides to make some money off it?",
         "It could cover running costs. Agree the split, who pays for repairs, and check the insurance covers commercial use."),
        ("Battery died again after sitting for {weeks}. Do I just buy a new one?",
         "If it keeps dying after sitting, someone starting the engine once a week might be enough. If it's old, replacing it makes sense."),
        ("Roadworthiness, vehicle licence, proof of ownership... how many papers does one car need in Lagos?",
         "Quite a few. Keeping copies of all of them photographed on your cousin's phone helps at checkpoints."),
        ("Got a message from my cousin: 'Bros, the car dey make noise for bumpy road'. Very specific, thanks.",
         "Ha. Sounds like suspension again. A short video with sound might help the mechanic diagnose it."),
        ("Is it cheaper to service the car in {nplace} or at the Toyota dealer? Dealer wants {ngn:150000-450000}.",
         "Independent mechanics are usually cheaper. The dealer might be worth it for anything electronic or under warranty."),
        ("The windscreen has a crack now from a stone on Third Mainland. How urgent is that?",
         "Cracks tend to spread with heat and bumps. Sooner is better, and it can also get the car stopped at checkpoints."),
        ("Police stopped my cousin at {nplace} asking for 'particulars'. Everything was complete, thank God.",
         "Good thing the papers were in order. That's exactly why keeping them up to date is worth it."),
        ("Do people still import Tokunbo cars or is buying locally better now?",
         "With import duties and the exchange rate, buying locally has become more competitive. It depends on the model."),
        ("My cousin wants to put a big sound system in the car. I'm the sound engineer and even I think that's a bad idea.",
         "Ha. A modest upgrade is fine, but a big system drains the battery, especially if the car sits a lot."),
        ("The car's side mirror got knocked off in traffic at {nplace}. The other driver just drove off.",
         "Very Lagos. Second-hand mirrors at Ladipo can be cheap if you know the exact model."),
        ("My cousin says the car needs 'general servicing'. That phrase scares me.",
         'Ask what exactly is included — oil, filters, plugs — and for a price per item.'),
        ("The car's engine light came on. My cousin says it's been on since March and 'it's fine'.",
         'An engine light can be something minor, but a quick diagnostic scan is cheap and would tell you.'),
        ("The Camry's central lock stopped working. Now my cousin uses the key like it's 1995.",
         "Often it's just the key fob battery or a fuse. Worth trying the cheap fixes first."),
        ("Abeg, why is it so hard to find original Toyota parts in Lagos? Everything is 'Taiwan original'.",
         'Ha, the eternal question. Buying from a known dealer, even if it costs more, avoids the fakes.'),
        ("Somebody scraped the side of the car at a petrol station. My cousin wants to 'settle it' himself.",
         "It's usually fine to settle small damage privately. Just get photos and the other person's details."),
        ("The car's registration is in my name but I'm in London. Will that cause problems with the police?",
         'It can, if your cousin gets stopped. A letter of authorisation from you could help.'),
        ('Thinking of converting the car to CNG to save on fuel. Is that a thing people do now?',
         "It's becoming more common in Nigeria. Check the conversion cost against how much the car is actually driven."),
        ("The car's shocks are finished. Mechanic wants to replace all four.",
         "If the car's been bouncing a lot, all four is normal. Ask for a price with original parts and one with good alternatives."),
        ('Rain got into the car through the sunroof. Now it smells like a swamp.',
         'Drying it out properly with the windows open on a sunny day, plus checking the sunroof drains, should help.'),
        ('My cousin wants me to pay for a new car radio with Bluetooth. Priorities.',
         'Ha. If the tyres and brakes are done, a radio is a small ask.'),
    ],
    ai=[
        'Having one trusted person on the ground in charge of the car keeps things from falling between relatives.',
        "Paying mechanics for parts directly, with receipts, reduces the 'the part cost more than expected' stories.",
        'If the car is mostly parked, covering it and starting it weekly keeps a lot of problems away.',
        "Setting a repair budget for the year helps you decide when it's time to stop fixing and sell.",
        "Getting two or three quotes and asking for old parts back is a good habit with any mechanic.",
        "Keeping all the car papers photographed in one folder saves stress at checkpoints.",
        "A simple log of what's been repaired and when makes it easier to sell the car later.",
    ],
    aq=["Who's driving the car while you're in London?", "How old is the Camry now?",
        "Are the papers all up to date?", "Have you had a second opinion on the repair?"],
    aside=["My cousin just sent another voice note about the car.", "Fuel queues are back in Lagos apparently.",
           "The car's been sitting in the compound for {weeks}.", "Someone scratched the bumper at the market."],
    todo=["get a second quote for the car", "renew the car papers", "buy new tyres",
          "check Jiji prices for a 2012 Camry", "send my cousin money for fuel"],
)

THREADS["pets"] = dict(
    label=["the dog", "pet stuff", "the animals", "{sis}'s parrot"],
    user=[
        ("The dog ate a sock. A whole sock. He seems fine but I'm watching him like a hawk.",
         "Watching him is right. If he starts vomiting, stops eating, or seems in pain, call the vet straight away — socks can cause blockages."),
        ("{sis}'s parrot learned to copy my phone's ringtone. I keep checking my phone for nothing.",
         "Parrots love a ringtone. Changing yours might be easier than retraining the bird."),
        ("Dog walker wants {gbp:12-25} per walk now. Is that the going rate in south London?",
         "That's within the usual range for south London, depending on group or solo walks and how long they're out."),
        ("The dog pulls so hard on the lead that my shoulder hurts. Harness or training?",
         "Both, ideally. A front-clip harness reduces pulling right away, and short loose-lead sessions fix it long term."),
        ("{sis} is travelling for {weeks} and wants me to look after the parrot. In my flat. With my dog.",
         "It can work if they're kept apart — the parrot in a room the dog can't get into. Check with {mate} too."),
        ("Pet insurance renewal went up to {gbp:25-90} a month. Is it worth keeping?",
         "Premiums jump as dogs get older. It's worth comparing, but switching can mean existing conditions aren't covered."),
        ("The dog hates the hoover, the postman and thunder. In that order.",
         "Very normal dog list. Treats while the hoover is off but visible can help him get used to it slowly."),
        ("Parrot keeps plucking its feathers. {sis} is worried. Is that stress?",
         "It can be stress or boredom, but also a medical issue. An avian vet check is the first step."),
        ("Took the dog to Peckham Rye park and he rolled in something unspeakable. Bath time.",
         "The joys. A dog shampoo rather than human shampoo is kinder to his skin."),
        ("How do I get the dog used to being alone while I'm at the studio for long sessions?",
         "Build up slowly with short absences, and a long walk before you go helps. For really long days, a walker in the middle is kind."),
        ("The parrot said 'abeg' perfectly today. {sis} swears she didn't teach it. She did.",
         "Ha, that parrot is more Lagos than some of your clients."),
        ("The dog has been scratching his ears a lot. Infection or just allergies?",
         "Could be either, or mites. If there's a smell or redness, it's worth a vet visit."),
        ("{mate} fed the dog {food}. Is that okay or do I need to panic?",
         "A small amount of plain food is usually fine, but watch for anything with onion, garlic or lots of spice."),
        ("Vet bill for a check-up and jabs came to {gbp:60-250}. Pets are expensive children.",
         "They really are. A health plan at the vet can spread the cost of routine things."),
        ("The parrot screams at {time} every morning. Is there a way to make it stop or is this my life now?",
         "Dawn screaming is normal for parrots. Covering the cage at night and a consistent routine can soften it a bit."),
        ("Should I get a dog camera to check on him when I'm out? {name} says they're a gimmick.",
         "They can actually be useful for seeing whether he's anxious when you leave. A basic one is enough."),
        ("Flying a dog to Lagos — is that even a sane idea? Mum wants to meet him.",
         "It's possible but expensive and stressful for the dog. Mum visiting London might be easier!"),
        ("The dog is afraid of the bus. Every time we get near a bus stop he digs his paws in.",
         "Treats near the bus stop at a distance he's okay with, then slowly closer, can build his confidence."),
        ("Parrot's cage needs a proper clean and I don't know where to start.",
         "Move the bird somewhere safe, take out perches and toys, scrub with hot water and a bird-safe cleaner, and dry everything well."),
        ("The dog found a chicken wing on the pavement on Rye Lane. I wrestled it out of his mouth.",
         "Good save — cooked bones can splinter. Worth practising 'leave it' with high-value treats."),
        ("{sis} wants to know if the parrot can go on holiday with her to Abuja. On a plane.",
         "Flying with birds is possible but involves paperwork and airline rules. A trusted sitter is usually easier."),
        ("The dog chewed the corner of {mate}'s new trainers. I'm buying new trainers, aren't I?",
         'Probably. A few sturdy chew toys and keeping shoes out of reach will help next time.'),
        ("{sis} says the parrot needs 'stimulation'. I don't know how to stimulate a parrot.",
         'Foraging toys, shredding toys and a bit of training with treats are great enrichment for parrots.'),
        ("Dog's due a nail trim and he screams like I'm killing him.",
         'Lots of treats and doing one paw at a time can help. Groomers or vet nurses can do it too.'),
        ('The parrot bit {name}. Properly bit. There was blood.',
         'Parrot bites can be nasty. Clean it well, and if it looks infected, a doctor should take a look.'),
        ('The dog got into the bin and ate something with chocolate in it. I think. Not sure.',
         "If there's a chance he ate chocolate, call the vet and tell them roughly how much and what type. Dark chocolate is the most dangerous."),
        ('Should I get the dog neutered? The vet keeps mentioning it.',
         "It's common and has health and behaviour benefits, but ask the vet about the right age for his breed."),
        ('{sis} forgot to leave enough parrot food. Can parrots eat regular fruit?',
         'Many fruits are fine, like apple without seeds or banana — but avoid avocado and anything salty or sugary.'),
        ("The dog barked at a man in a hi-vis jacket for ten minutes. He's usually so chill.",
         'Dogs sometimes react to unusual clothing. Calm exposure and treats usually sorts it.'),
        ("Thinking of getting a second dog. {mate} looked at me like I'd suggested a third flatmate.",
         'Ha. Maybe start by fostering to see how your dog and {mate} feel about it.'),
    ],
    ai=[
        'Writing a one-page care sheet for anyone looking after the animals — food, walks, vet, quirks — saves a lot of calls.',
        'Plenty of mental stimulation, like puzzle feeders, helps both dogs and parrots stay calm.',
        'Regular weigh-ins at the vet are a good way to catch problems early.',
        'A spare lead and harness by the door makes handovers to walkers and sitters easier.',
        "Keeping the parrot and the dog in separate rooms is safest until you know how they react.",
        "Having the vet's number saved and the insurance details in one place helps in a panic.",
        "Routine really helps both dogs and parrots feel settled.",
    ],
    aq=["How old is the dog now?", "Is the parrot used to other animals?", "Does the dog have any health issues?",
        "How long is {sis} away for?"],
    aside=["The dog is snoring next to me.", "The parrot just said my name in Mum's voice.",
           "The dog has stolen my slipper again.", "{sis} sent me a parrot video, as usual."],
    todo=["book the dog's check-up", "buy a new harness", "clean the parrot's cage", "renew the pet insurance",
          "order more dog food"],
)

THREADS["wedding"] = dict(
    label=["the wedding", "best man duties", "{groom}'s wedding", "the stag and all that"],
    user=[
        ("Best man speech draft number three. Still not funny. How do I make it funny without embarrassing {groom}?",
         "Affectionate teasing works better than embarrassing stories. One or two jokes, then something sincere, is usually the sweet spot."),
        ("{groom}'s family wants a traditional wedding and a white wedding on separate days. Do I need two outfits?",
         "Almost certainly — agbada or native for the traditional, a suit for the white wedding. Check what colours the groomsmen are wearing."),
        ("The aso-ebi fabric is {ngn:8000-45000} per yard and we need {num} yards. That's just for the groomsmen.",
         "Aso-ebi adds up fast. Worth confirming whether the groom's family is covering any of it before everyone buys."),
        ("What does a best man actually do at a Nigerian wedding? It seems different from the English ones.",
         "There's overlap — supporting the groom, the rings, a speech — but at Nigerian weddings the best man often also helps with logistics and the groom's side of the party."),
        ("Groomsmen group chat is chaos. {name} keeps sending memes instead of measurements.",
         "Maybe a simple form or a pinned message with what you need and a deadline would cut through the memes."),
        ("Should the speech be in English or mix in some Yoruba? Half the guests are {groom}'s English colleagues.",
         "Mostly English with a Yoruba line or two — translated or explained — would include everyone."),
        ("{groom} wants me to MC part of the reception too. I'm an engineer, not a hype man!",
         "You know how to read a room from the desk, though. A short script with the running order would carry you through."),
        ("Do I need to organise the rings or does the groom handle that?",
         "The groom usually buys them, but the best man often looks after them on the day."),
        ("Hotel near the venue is {ngn:60000-250000} a night. The whole family will be there, so rooms are disappearing fast.",
         "If rooms are going fast, booking a refundable rate now and cancelling later if needed might be safest."),
        ("I'm writing a bit about {groom} breaking his leg at uni. Too much for the speech?",
         "It depends on how it happened. If it's funny and he laughs about it himself, it's probably fine."),
        ("The bride's family has a long list of requirements for the introduction. Is this normal?",
         "Very normal for a Nigerian introduction. The list often has traditional items, and families sometimes negotiate."),
        ("The DJ wants a playlist from us. I'm the sound guy, so obviously everyone thinks I'll do it.",
         "A must-play list and a do-not-play list is usually all a good DJ needs."),
        ("Stag do planning: half the boys want to go abroad, half can barely afford Southend.",
         "A quick anonymous budget poll before anyone books could find the option most people can actually do."),
        ("How long should a best man speech be? {groom} says 'short'. His mum says 'from the heart'.",
         "Three to five minutes satisfies both — short enough to keep attention, long enough to say something real."),
        ("Gift for the couple: do I go off the registry or do something personal?",
         "Doing both works: something small and personal with a registry gift."),
        ("{groom} is panicking about the money spray at the reception. Is there a polite way to limit it?",
         "Some couples have the MC announce a specific spraying moment so it doesn't take over the whole evening."),
        ("Rehearsal dinner is on a {day}. I have a session that day till {time}. Pray for me.",
         "Maybe ask the client if you can wrap up earlier that day, or at least have your outfit ready to change into."),
        ("The tailor says my agbada needs another fitting. This is the third one.",
         "Annoying but worth it. A badly fitting agbada in every photo would be worse."),
        ("{name} wants to bring a plus-one to the stag. The stag is literally for the boys.",
         "A friendly 'it's just the boys for this one' should do it. Maybe suggest they come to the reception instead."),
        ("I need to get {num} crisp bundles of naira notes for spraying. Where do people even get new notes?",
         "Vendors near big events often sell them, and some banks have them. Ask the planner — they'll know."),
        ("{groom} wants the groomsmen to learn a dance routine for the entrance. I have two left feet.",
         "Ha. A short, simple routine practised a few times is usually enough. Everyone's watching the groom anyway."),
        ("The wedding photographer wants a shot list from the groom's side. What goes on it?",
         "Family groupings, the groomsmen, the moment with the rings, and any relatives who must be in photos."),
        ('The planner wants the groomsmen at the venue by 7am for photos. The wedding starts at 2pm.',
         "That's early, but Nigerian wedding photos take a long time. Bring snacks and a charger."),
        ("{groom}'s uncle wants to give a speech too. And his other uncle. And his pastor.",
         'Maybe suggest a running order with time limits so everyone gets their moment without the reception running late.'),
        ('Abeg, how do I politely tell the groomsmen that they need to pay for their aso-ebi by Friday?',
         'A clear message with the amount, the account details and the deadline — and a thank-you — works best.'),
        ("The bride's sister is in charge of the bridesmaids and keeps messaging me about 'coordination'. I'm scared.",
         "Ha. A quick call to agree who's doing what on the day might save a lot of messages."),
        ('I found an old video of {groom} singing Westlife at a uni talent show. Speech gold or friendship-ender?',
         "Speech gold — if he'd laugh about it. Maybe check with someone who knows him well."),
        ("{groom} wants a surprise dance from the groomsmen for the bride. We've had one practice. It was bad.",
         "One bad practice is normal. A couple more with a simple routine and it'll be fine on the day."),
        ('Do I need to give the couple money on top of a gift? At Nigerian weddings I feel like everyone sprays.',
         'Spraying is a lovely tradition but not a replacement for a gift. A modest gift plus some spraying is typical.'),
        ('The venue wants us out by midnight. No Nigerian party has ever ended by midnight.',
         'Ha, true. Maybe plan an after-party somewhere else for the die-hards.'),
    ],
    ai=[
        'Assigning one groomsman to collect money for shared costs stops the group chat turning into a spreadsheet.',
        'Writing the speech in short lines, like a script, makes it easier to deliver without reading word for word.',
        'For Nigerian weddings, having a small emergency kit — safety pins, plasters, mints, cash — on the day is a lifesaver.',
        'Confirming every booking a week before the date catches most last-minute surprises.',
        "A quick rehearsal out loud — timed — will show you what to cut from the speech.",
        "A simple run sheet for the groom's side on the day would take a lot of stress off {groom}.",
        "Keeping receipts for everything wedding-related helps when the groomsmen split costs.",
    ],
    aq=["How many groomsmen are there?", "Is the wedding in Lagos or London?", "Have you got a first line for the speech yet?",
        "Who's coordinating the groomsmen on the day?"],
    aside=["{groom} just sent his eleventh voice note of the day.", "The groomsmen chat has {big} unread messages.",
           "I still haven't written the ending of the speech.", "The aso-ebi colour is apparently 'champagne gold'."],
    todo=["finish the speech", "send my measurements to the tailor", "book the stag",
          "get new naira notes for spraying", "send the DJ the playlist"],
)

THREADS["podcast"] = dict(
    label=["the podcast", "the pod", "podcast stuff"],
    user=[
        ("{cohost} and I recorded episode {num}. Audio's good, conversation meandered. Need to edit hard.",
         "Meandering is normal for a chat show. Cutting the tangents hard can make a 70-minute recording a tight 40."),
        ("Podcast idea: every episode, one Lagos-to-London story from a guest. Too niche?",
         "Niche is good for podcasts — it's easier to find the people who care. That idea has a clear hook."),
        ("Our download numbers are... humble. {big} listens on the last episode. Mostly our mums.",
         "Everyone starts there. Consistency and sharing clips tends to grow it more than anything else."),
        ("Should we film the podcast for YouTube or stay audio only? {cohost} wants video.",
         "Video helps discovery, but it's much more work. One static camera is a cheap way to test it."),
        ("We had a guest cancel {time} before recording. Do we just do a two-hander episode?",
         "A two-hander is fine. You could even make it a listener Q&A."),
        ("Is it worth paying for a podcast editor or should I keep editing it myself? I'm an engineer, but time.",
         "If editing eats time you could spend on paid mixing work, paying an editor might actually save you money."),
        ("What's a good episode length? Ours are running over an hour and I think people drop off.",
         "It depends on the format, but many chat shows land between 30 and 50 minutes. Your drop-off stats will tell you."),
        ("{cohost} wants to monetise already. We've done {num} episodes. Ads? Patreon?",
         "It's early. Building a steady audience first usually pays off more than ads on small numbers."),
        ("Our cover art looks like a Microsoft Paint project. Can we do better cheaply?",
         "A freelance designer on a small budget, or a clean Canva template with bold text, would be a big step up."),
        ("Recorded an episode about Nigerian parents and careers. Mum listened and is not happy with me.",
         "Oh no. Maybe a phone call to explain what you meant, before she hears the next one."),
        ("How do we get guests? Cold DMs to people like {artist}'s producer feel awkward.",
         "A short, specific message about the angle of the episode tends to get more replies than a general invitation."),
        ("Room echo on the last episode was bad — we recorded in {cohost}'s kitchen.",
         "Kitchens are the worst for echo. A bedroom with a bed, curtains and a duvet on the wall would sound much better."),
        ("Should we have a regular schedule? We've been releasing whenever we feel like it.",
         "Yes — even fortnightly on the same day helps listeners build a habit."),
        ("Had a great chat with {name} about the Peckham music scene. Might be our best episode yet.",
         "Nice! That sounds like a good one to push with clips."),
        ("Podcast name debate again. {cohost} wants to change it. I'm tired.",
         "Changing it early is easier than later. If you do, keep the old name in the description for a while."),
        ("We got our first hate comment. Is it weird that I'm a bit proud?",
         "Not weird at all. It means someone outside your mums is listening."),
        ("Clip for TikTok: vertical video of two guys talking into mics. How does anyone make this interesting?",
         "Start mid-thought with the strongest line, add captions, and keep it under a minute."),
        ("{cohost} keeps talking over guests. How do I tell him without starting a fight?",
         "Frame it about the listener — 'let's give guests more room to finish' — rather than as a criticism."),
        ("Thinking of a live podcast recording at a bar in {lplace}. Is that mad?",
         "Not mad — live shows can be great for community. Just plan the audio carefully; bars are noisy."),
        ("{cohost} booked a guest without telling me. It's {name}, who I owe money to.",
         "Awkward. Maybe settle that before the recording so it doesn't hang over the conversation."),
        ('Our RSS feed broke and Apple Podcasts stopped updating. How do I even fix that?',
         "Check the feed in a validator — it's often a missing field or a bad image link."),
        ("We want a theme tune. I'm a sound engineer, so obviously I should make it, but I'm too busy.",
         "A short, simple sting is enough. Even ten seconds of something you've already made could work."),
        ('Should we have a Patreon with bonus episodes? {cohost} thinks people will pay.',
         'Some will, if they already love the show. It might be worth waiting until you have a loyal core.'),
        ("Recorded a whole episode and the guest's mic was muted. An hour gone.",
         'Painful. A quick test recording and playback before starting every time will save you.'),
        ('Someone from a bigger podcast wants to do a crossover episode with us!',
         "That's a great chance to reach new listeners. Plan a topic that suits both audiences."),
        ('Our YouTube views are better than our audio downloads. Should we switch focus?',
         "If that's where the audience is, it makes sense to lean into it — while keeping the audio feed going."),
        ('A brand wants to send us free sneakers for a mention. Do we need to disclose that?',
         "Yes, paid or gifted mentions should be clearly disclosed. A quick 'this was gifted' is enough."),
        ('Episode titles: do we go clickbait or descriptive?',
         'Descriptive with a hook usually works best for search and for trust.'),
        ("{cohost} wants to do an episode on dating. I'm not going on air to discuss my love life.",
         "Fair enough. Maybe do it with a guest panel so the focus isn't on you."),
        ("Got an email from a listener in Ibadan who said the podcast helped her move to London. I'm emotional.",
         "That's lovely. Maybe ask her if she'd share her story on a future episode."),
    ],
    ai=[
        'A simple episode template — intro, main chat, one recurring segment, outro — makes editing much faster.',
        'Recording a few minutes of room tone each session makes cleaning up the edit easier.',
        'Asking listeners for one specific action, like sharing with a friend, works better than a general plea.',
        'Batch-recording two episodes on the same day can keep you ahead of your release schedule.',
        "A consistent release schedule usually helps a small podcast grow more than anything else.",
        "Short clips with captions are the cheapest way to get new listeners.",
        "Keeping a running list of episode ideas saves a lot of stress before recording days.",
    ],
    aq=["How often are you releasing episodes?", "Where are you recording at the moment?",
        "Who does the editing right now?", "What's the podcast called, by the way?"],
    aside=["{cohost} is already talking about merch.", "We have {big} followers now, don't laugh.",
           "The last episode is still half edited.", "Someone left a five-star review, finally."],
    todo=["edit episode {num}", "email two guests", "make the TikTok clips", "fix the cover art",
          "schedule the next recording"],
)

THREADS["gym"] = dict(
    label=["the knee", "gym stuff", "my knee situation", "physio"],
    user=[
        ("Knee is sore again after leg day. Was it the squats or the running? {gymbro} says I'm being dramatic.",
         "Hard to say from here, but if it flares after both, it might be the total load. Mention the pattern to your physio."),
        ("Physio gave me these boring exercises — clamshells, bridges, step-ups. Do they actually work?",
         "They're boring because they're basic, but they build the muscles that support the knee. Consistency over weeks is what makes them work."),
        ("Should I ice or heat my knee after training? The internet disagrees with itself.",
         "Roughly: ice for swelling soon after activity, heat for stiffness before you move. Your physio can tell you what suits your knee."),
        ("My knee clicks every time I go down stairs. No pain, just clicking. Worry or ignore?",
         "Clicking without pain or swelling is usually harmless. If it starts to hurt or swell, get it checked."),
        ("Gym membership is {gbp:25-75} a month and I've been {num} times this month. Not a good ratio.",
         "Ha. If the knee's keeping you out, freezing the membership for a month might make sense."),
        ("{gymbro} wants me to try a boxing class with him. Is that a bad idea for my knee?",
         "Boxing involves a lot of bouncing and pivoting. Maybe ask the physio first, or do the upper-body parts only."),
        ("Sitting for {num} hours in the studio makes my knee stiff. Any desk exercises?",
         "Straightening the leg and holding it for a few seconds, a few times an hour, helps. So does standing up between takes."),
        ("Trying to lose a bit of weight before the wedding. Not dramatic, just not wanting to burst the agbada.",
         "Small, steady changes — fewer late-night snacks in the studio, more walking — will get you there without drama."),
        ("Cycling or swimming for cardio while the knee recovers?",
         "Both are usually gentler than running. Cycling with the seat at the right height is often recommended for knees."),
        ("My knee swelled up a bit after the session on {day}. Is that normal after physio?",
         "A little reaction can happen after new exercises, but if the swelling lasts more than a day or two, tell your physio."),
        ("Protein shakes — do I actually need them or is it marketing?",
         "You don't need them. They're convenient, but you can get enough protein from normal food."),
        ("The GP referred me for a scan but the wait is {weeks}. Should I go private?",
         "If it's affecting your work and you can afford it, a private scan can speed things up. Ask for the price first."),
        ("Did some stretches at {time} last night and felt loads better this morning.",
         "Nice — sounds like the stretching is worth keeping in your routine."),
        ("{gymbro} eats six eggs a day and thinks I'm weak for eating {food} after training.",
         "Ha. What you eat over the whole day matters more than one post-gym meal."),
        ("Knee brace or no knee brace? The physio was vague.",
         "A brace can help with confidence for some activities, but it's not a replacement for strengthening. Ask when exactly to use it."),
        ("How do I not lose all my progress while the knee heals?",
         "Upper-body and core work, plus whatever leg work the physio allows, will keep most of your progress."),
        ("Back at the gym after {weeks}. Everything hurts but I feel good about it.",
         "Welcome back! Easing in over the first couple of weeks will keep the knee happy."),
        ("The physio wants me to do single-leg balance with my eyes closed. I fell over. Twice.",
         "That's actually normal at first. Holding onto a counter until it gets easier is fine."),
        ("Found a five-a-side team in {lplace} that needs a keeper. Tempting, but the knee.",
         "Keeping involves a lot of diving and twisting. Maybe wait until the physio clears you for it."),
        ('{gymbro} wants me to do a 5k charity run with him in {weeks}. My knee says no.',
         'Maybe you could walk it or volunteer at the event instead. Running 5k on a recovering knee is a big ask.'),
        ("The physio says my glutes are 'switched off'. I've been offended all day.",
         "Ha. It's very common — lots of sitting does it. The bridges and clamshells are meant to wake them up."),
        ('Is it okay to go to the sauna after leg day with a dodgy knee?',
         'Heat can ease stiffness, but if the knee is swollen, it might make it worse. Listen to how it feels.'),
        ('Bought a foam roller. It hurts in a way that feels like punishment.',
         "That's about right at first. Go gently, especially near the knee itself."),
        ('Does creatine actually do anything or is it just gym bro nonsense?',
         "It's one of the better-researched supplements for strength training, but it's not essential."),
        ("I've been doing the physio exercises every day for {weeks} and the knee's way better.",
         "That's great to hear — consistency clearly paying off."),
        ("My gym is removing the leg press to add more 'functional space'. Whatever that means.",
         'Probably more room for kettlebells and sled pushes. There are usually alternatives for the leg press.'),
        ('The knee feels fine on the bike but aches on the stairs at the Tube station.',
         "Stairs put more load through the knee than cycling. It's worth telling your physio that pattern."),
        ('Skipped the gym for {weeks} because of deadlines. How much progress have I lost?',
         "Less than you'd think. A few weeks off and you'll get most of it back fast."),
        ('Should I get a personal trainer for a month to fix my form?',
         'A few sessions focused on form can be worth it, especially with the knee. Make sure they know about your injury.'),
        ('{gymbro} is doing a bulk and eating rice with everything. Even breakfast.',
         'Ha. Jollof for breakfast is a bold bulking strategy.'),
    ],
    ai=[
        'Warming up properly before anything involving the legs helps a lot with knee flare-ups.',
        'Progress with knees is usually slow and a bit up and down, so look at the trend over weeks.',
        "Good trainers with some cushioning can make a difference if you're walking a lot.",
        "If something feels sharp rather than achy, it's better to stop and check than push through.",
        "Doing the physio exercises little and often tends to work better than one big session.",
        "Keeping a short log of what you did and how the knee felt helps the physio a lot.",
        "Sleep and recovery matter as much as the exercises themselves.",
    ],
    aq=["How long has the knee been bothering you?", "Does it hurt more going up or down stairs?",
        "Are you still doing the physio exercises daily?", "Did the physio say when you can run again?"],
    aside=["My knee is doing the clicking thing again.", "{gymbro} sent me his new PR video.",
           "The gym was packed at {time}.", "I forgot my gym bag at the studio again."],
    todo=["do the physio exercises", "book the next physio session", "freeze the gym membership",
          "buy a foam roller", "ice the knee after the session"],
)

THREADS["money"] = dict(
    label=["money stuff", "the money home", "finances", "the transfers"],
    user=[
        ("Exchange rate moved again. Sending the same pounds home now gives Mum way more naira than last year.",
         "That helps Mum, though prices in Lagos have gone up too, so it may not stretch as far as it looks."),
        ("Black tax is real. Between Mum, {bro}'s fees and the house, half my income goes home.",
         "That's a lot to carry. Agreeing a fixed monthly amount with the family might make it easier to plan and say no to extras."),
        ("Wise or LemFi for sending money to Nigeria? {name} says LemFi is faster.",
         "Compare the amount that actually arrives in naira, not just the fee. Speed and rate can both vary day to day."),
        ("Self-assessment deadline is coming. I haven't even looked at my receipts yet.",
         "Start with a rough pile by month. Your accountant can work with messy, but not with missing."),
        ("Do I pay UK tax on money I send home? Or is that just gifting?",
         "Money you send is generally just a gift from income you've already been taxed on. It isn't taxed again as your income."),
        ("Trying to build an emergency fund but something always comes up. Last month it was the roof, this month the car.",
         "A small automatic transfer on payday, even if it's tiny, keeps the habit going when big costs land."),
        ("{uncle} asked me for {ngn:200000-1500000} for 'a small project'. It's never a small project.",
         "It's fine to say no, or to offer a smaller amount as a gift rather than a loan you'll never see again."),
        ("Can I claim my studio headphones and mics as business expenses?",
         "Equipment used for your work is generally an allowable expense. Keep the receipts."),
        ("My bank blocked a transfer to Nigeria for 'security checks'. I had to call them for {mins} minutes.",
         "That happens a lot with transfers to Nigeria. Using a specialist transfer service can avoid the bank's checks."),
        ("Should I open a domiciliary account in Nigeria to keep some savings in dollars?",
         "It can protect savings from naira swings, but check how easy withdrawals are before you commit."),
        ("Freelance income is so up and down. Two great months then nothing for {weeks}.",
         "A buffer of a couple of months' expenses makes the dry spells less scary."),
        ("Budget for this month: rent, gym, {bro}'s stuff, the wedding, Mum. I'm already in minus.",
         "Listing what's fixed versus what can move might show where you can push something to next month."),
        ("Is a Lifetime ISA worth it if I might buy property in Lagos instead of London?",
         "A Lifetime ISA's bonus only works for a UK first home or retirement. For a Lagos property it'd be less useful."),
        ("Sent {gbp:50-300} to {sis} for the parrot's vet bill. Somehow I'm paying for a bird now.",
         "Ha. The parrot has you well trained."),
        ("How much should I be putting aside for tax as a freelancer? I never know.",
         "Many freelancers put aside around 25 to 30 percent of each invoice. Your accountant can give you a tighter number."),
        ("Pension as a freelancer... I don't have one. Is that as bad as it sounds?",
         "It's worth starting one. A personal pension gets tax relief, and even small amounts grow over time."),
        ("Mum refuses to tell me when she's short. I find out from {sis} later.",
         "Maybe a regular check-in about money, framed as planning, would make it easier for her to tell you."),
        ("Just realised I've been paying for {num} subscriptions I don't use.",
         "Classic. Cancelling them is the easiest money you'll save this month."),
        ("Got paid by a client in dollars. Do I convert now or wait?",
         "Nobody can time the rate reliably. Converting what you need now and holding a little back is a common middle ground."),
        ('Mum says the naira notes are scarce again and people are selling cash for a premium.',
         'That keeps happening. Transfers and POS might be easier for her until it settles.'),
        ("{name} says I should invest in crypto to beat inflation. I don't trust it.",
         "It's very volatile. Only put in what you could afford to lose completely."),
        ("My accountant wants all my invoices in one folder by next week. They're spread over three email accounts.",
         "Searching each inbox for 'invoice' and saving PDFs into one folder by month will get you there."),
        ('Is it better to send Mum one big amount or smaller amounts every week?',
         'Regular smaller amounts can help with budgeting; one big amount saves on fees. Depends on what she prefers.'),
        ('I forgot to pay my payment on account in July. HMRC sent a letter.',
         'Pay it as soon as you can to limit interest. Setting a reminder for next January and July will help.'),
        ('My credit card bill is {gbp:400-1800}. Half of it is wedding stuff.',
         'Paying more than the minimum, and getting the groomsmen to settle their share quickly, would help.'),
        ('{sis} wants to borrow money for her business. Family loans never end well.',
         'A written agreement with a repayment plan can make it less awkward — or give only what you can afford to lose.'),
        ("How do I explain to Mum that freelance means I don't get paid every month?",
         'Maybe agree a fixed amount you send regardless, and extras only in good months.'),
        ('Got a tax rebate! {gbp:100-600}. Should I save it or spend it?',
         'Splitting it — some into savings, some on something nice — is a good compromise.'),
        ('Transferring money home on a Friday evening is always slower. Why?',
         'Banking cut-offs and weekends slow things down. Sending earlier in the week is usually quicker.'),
        ('Thinking of buying land in Lagos as an investment. Everyone warns about fake documents.',
         'The warnings are real. Verifying the title at the land registry and using a trusted lawyer is essential.'),
    ],
    ai=[
        'A separate account for tax and one for family transfers can make the picture much clearer.',
        'Reviewing subscriptions and direct debits every few months usually finds some easy savings.',
        "Writing down what you send home each month helps when you're planning for bigger costs like fees.",
        "If income is uneven, paying yourself a fixed 'salary' from a business account can smooth things out.",
        "Setting aside a fixed percentage of each invoice for tax, in a separate pot, takes a lot of stress out of January.",
        "Tracking money in a simple monthly budget makes the uneven freelance months less scary.",
        "Automating the monthly transfer home can make it one less thing to think about.",
    ],
    aq=["Do you have a separate account for tax?", "Roughly what share of your income goes home?",
        "Which service do you use for transfers right now?", "Is your income mostly from mixing or live work?"],
    aside=["My banking app logged me out again.", "The naira rate changed again this morning.",
           "I have {num} unpaid invoices out right now.", "{uncle} is calling me again."],
    todo=["file the self-assessment", "move money into the tax pot", "compare transfer rates",
          "send Mum this month's money", "sort the receipts folder"],
)


# ---------------------------------------------------------------------------------------------------
# General conversational glue
# ---------------------------------------------------------------------------------------------------

TRANSITIONS = ["Different topic — ", "Switching gears: ", "Unrelated, but ", "Okay, back to {label}. ",
               "Anyway, {label}. ", "On {label}: ", "Random one: ", "So, {label} update. ", "Right, {label}. ",
               "Sorry to jump around — ", "Also, ", "Changing the subject: ", "Oh, and about {label} — ",
               "Quick one about {label}. ", "Meanwhile, "]
USER_TAILS = ["Anyway.", "Long day.", "Na wa.", "E go be.", "Sorry for the essay.", "Rant over.",
              "Just thinking out loud.", "What do you reckon?", "Any thoughts?", "Lol.", "Make it make sense.",
              "God abeg.", "Honestly.", "It's been one of those weeks.", "No rush on this.",
              "I'm tired, man.", "Talk me through it?", "Omo.", "Be honest with me.", "This is my life now."]
AI_OPENERS = ["Got it.", "Okay.", "That makes sense.", "Ah, that's annoying.", "Fair enough.", "Nice one.",
              "Oof.", "I hear you.", "Right.", "Good question.", "That sounds stressful.", "Ha, classic.",
              "That's a lot to juggle.", "Understandable.", "Makes sense to think about it now.",
              "That's a fair worry.", "Sounds like progress, at least.", "Ah, Lagos.", "Yeah, that happens a lot."]
USER_PREFIXES = ["Quick one before my session at {time}.", "On the bus to {lplace} right now.", "Can't sleep, so:",
                 "Just got back from the studio.", "Typing this with one hand, eating {food} with the other.",
                 "Morning!", "Sorry, been a mad week.", "Okay so.", "It's already {time} in Lagos, Mum's asleep.",
                 "Sat in the car outside the gym.", "Between takes, quickly:", "Evening.", "Right, brain dump time.",
                 "Just finished a call with Mum.", "On my lunch break.", "Waiting for {client} to turn up, so:",
                 "Tube's delayed again, so I have time.", "Need your brain for a sec.", "Hey.", "Long day, but:",
                 "Okay, another one.", "Ugh.", "Random thought while I'm walking the dog:", "Back from {lplace}."]
AI_OFFERS = ["If it helps, I can draft a message for you to send.", "Want me to put together a quick checklist?",
             "I can help you compare the options if you send me the details.",
             "If you'd like, we can break it into smaller steps.", "Happy to help you word it if you want.",
             "We can come back to this once you've heard back.", "If you share the numbers, I can help you sanity-check them.",
             "I can make you a short to-do list for this week if that's useful.",
             "Let me know what they say and we'll take it from there.", "Shout if you want a second pair of eyes on it.",
             "We could also plan this around your studio schedule if that helps.",
             "If it's stressing you out, writing it all down in one place often helps."]
NEUTRAL_OPENERS = ["Okay.", "Right.", "Hmm.", "Got it.", "I see.", "Ah.", "Fair.", "Okay, so.", "Right, okay."]
LOWER_OK = {"The", "My", "Is", "Should", "How", "Do", "Our", "Thinking", "Someone", "Council", "Energy", "There's",
            "Broadband", "Trying", "Rent", "We", "Fox", "Flat", "Smoke", "Found", "Landlord's", "Had", "Client",
            "Booked", "Mastering", "Lagos", "Finished", "Spent", "Session", "Long", "Writing", "Got", "Home", "Does",
            "Can", "Need", "Queue", "Passport", "Lost", "Apparently", "Fuel", "Car", "Battery", "Police", "Took",
            "Dog", "Pet", "Parrot", "Vet", "Flying", "Best", "Groomsmen", "Hotel", "Stag", "Gift", "Rehearsal",
            "Podcast", "Recorded", "Room", "Clip", "Knee", "Physio", "Sitting", "Cycling", "Protein", "Did", "Back",
            "Exchange", "Black", "Wise", "Self-assessment", "Budget", "Sent", "Pension", "Just", "Whole",
            "Traffic", "Packing", "Water", "Security", "Shop's", "Sales", "Container", "Accommodation", "Are",
            "International", "Abeg,", "Gym", "Freelance", "Roadworthiness"}
AI_CLOSERS = ["Happy to help draft something if useful.", "Let me know how it goes.",
              "We can go through it step by step if you like.", "Shout if you want a checklist.",
              "I can help you plan the week around it.", "", "", "", ""]

FACT_ACK = {
    "question": ["It shouldn't be a problem on its own, but it's worth confirming in writing.",
                 "Probably fine — I'd just double-check with them directly.",
                 "Not necessarily a problem; it mostly depends on timing.",
                 "That on its own is okay, I think. The main thing is to keep everything consistent."],
    "answer": ["Perfect, thanks.", "Great, that helps.", "Thanks — noted.", "Brilliant, that's what I needed."],
    "dictation": ["Got it — I think I caught all of that.", "Noted, voice typing and all.",
                  "Understood, even with the speech-to-text."],
    "texting": ["Noted 👍", "Got it.", "Ha, okay — noted.", "Cool, noted."],
    "pidgin": ["No wahala, I've noted it.", "E don set — noted.", "Noted o.", "Sharp, I've got it."],
    "list": ["Nice list.", "That's a solid list.", "Good to have it all in one place.", "Okay, noted all of that."],
    "_": ["Noted.", "Got it, I'll keep that in mind.", "Okay, good to have that written down.",
          "Thanks for flagging that.", "Understood.", "Good to know.", "Okay, noted.", "Makes sense, noted."],
}
ECHO = ["So {npy} {cop} {v} — noted.", "I've noted that {npy} {cop} {v}.", "Okay: {npy} {cop} {v}.",
        "Just to confirm, {npy} {cop} {v}."]

GENERIC_ASK = ["Quick question — what's {npy}? I don't think you've mentioned it.",
               "By the way, do you know {npy} yet?", "Remind me, what's {npy}?",
               "Did you ever find out {npy}?", "Oh, and do you have {npy} to hand?"]

# ---------------------------------------------------------------------------------------------------
# Styles.  Templates see: v (placeholder), clause/Clause, np/Np, npy/Npy, cop, aside, aside2, todo, todo2,
# rep/Rep, day, plus the cast.
# ---------------------------------------------------------------------------------------------------

ST = {
    "plain": ["{Clause}.", "Just so you know, {clause}.", "Okay so, {clause}.", "Right — {clause}.",
              "{Clause}, for what it's worth.", "Update: {clause}.", "So yeah, {clause}. {aside}",
              "{aside} {Clause}.", "{Clause}. One less thing to chase."],
    "value_first": ["{v} — that's {np}.", "{v}. That's {np}, before I forget.",
                    "{v}: {np}. Writing it here so it's somewhere.", "{v} is {np}, apparently.",
                    "{v}, by the way — {np}.", "\"{v}\" — {np}, in case it comes up again.",
                    "{v}. Yep, that's {np}. {aside}", "{v} — {np}. Don't let me lose that."],
    "subordinate": ["Now that {clause}, I can finally {todo}.",
                    "Because {clause}, I've had to move a few things around this week.",
                    "If {clause} like they said, I should be fine to {todo} on {day}.",
                    "Although {clause}, nobody has confirmed anything in writing yet.",
                    "Seeing as {clause}, I'm going to {todo} this weekend.",
                    "Even though {clause}, I still haven't managed to {todo}.",
                    "The thing is, given that {clause}, I need to {todo} sooner rather than later.",
                    "{aside} Anyway, once I'd worked out that {clause}, everything else made more sense.",
                    "I only realised {clause} when I sat down to {todo}, which is typical me.",
                    "Whatever happens with the rest, as long as {clause}, I'm okay."],
    "reported": ["{Rep} said {clause}.", "According to {rep}, {clause}.", "{Rep} was very clear on the phone: {clause}.",
                 "I asked {rep} and apparently {clause}.", "{Rep} texted to say {clause}.",
                 "{Rep} reminded me that {clause}. {aside}", "Had a long call with {rep}. Main thing: {clause}.",
                 "{Rep} keeps telling everyone that {clause}, so I guess it's official.",
                 "{Rep} just confirmed it — {clause}. Their words, not mine."],
    "question": ["Did I already tell you that {clause}?", "Is it weird that {clause}?",
                 "Can you remind me closer to the time that {clause}?", "Since {clause}, should I {todo} first?",
                 "Should I write down somewhere that {clause}, or is this chat enough?",
                 "What else do I need to sort now that {clause}?", "Did I mention {clause}? Feels like I did.",
                 "Quick question: if {clause}, when should I {todo}?",
                 "Would it be weird to {todo} now, given {clause}?",
                 "Is there anything I should watch out for, considering {clause}?",
                 "{aside} Also, {clause} — does that change anything for {day}?"],
    "answer": ["It's {v}.", "Oh — {v}. Should have said earlier.", "Let me check... yeah, {v}.",
               "Yeah, {clause}.", "{v}, yeah. {aside}", "Good question. {Clause}.",
               "Ah yes. {v}. {aside}", "Hmm, hold on. Right: {clause}.", "{v}! Sorry, thought I'd mentioned it."],
    "hedged": ["I think {clause}, but I'll double-check.", "If I remember right, {clause}.",
               "Pretty sure {clause} — it's in my notes somewhere.", "Don't quote me, but {clause}.",
               "{Clause}, I'm like 90% sure.", "I might be wrong but I'm fairly certain {clause}.",
               "From memory, {clause}. I'll confirm when I find the email."],
    "pidgin": ["Abeg, make I tell you before I forget: {clause}.", "Na so e be o — {clause}.",
               "Wahala no dey finish. {Clause}, and I never even {todo} yet.",
               "{Clause}. Abeg no let me forget am.", "My guy, {clause}. E don set.", "Omo, {clause}! Na wa.",
               "Oya, note am: {clause}. {aside}"],
    "pasted": ["Copying this from {rep}'s message so it's somewhere: \"Hi, just confirming {npy} {cop} {v}. Thanks.\"",
               "Copying this from {rep}'s message so it's somewhere: \"Hi, just confirming {npy} {cop} {v}. Thanks.\"",
               "Screenshot says: \"{Npy}: {v}\". That's literally all it says.",
               "Forwarded from {rep}:\n> {Clausey}.\n> Let me know if anything changes.",
               "This is what came through on WhatsApp: '{Clausey} 🙏🏾'. So there we go.",
               "Text from {rep}, verbatim: \"{Clausey}, pls confirm you got this\"."],
    "texting": ["btw {clause}", "oh yh {clause} lol", "fyi {clause}", "k so {clause}. also need to {todo} tmrw",
                "{clause} 👍", "ngl {clause}, still need to {todo}", "{clause} x", "update: {clause} 😅",
                "lol so {clause}", "{clause}. thats all"],
    "dictation": ["okay so {clause} and also I need to {todo}", "note to self {clause} and remind me to {todo} on {day}",
                  "send to assistant {clause}, thanks", "right so um {clause}, yeah. and {aside}",
                  "hey just quickly. {clause}. that's it", "so basically {clause}, okay, and I need to {todo}"],
    "list": [],  # built in code
    "buried": [],  # built in code
}
LIST_HEADERS = ["Quick list so I don't forget:", "Things for this week:", "Brain dump before I sleep:",
                "To-do, in no particular order:", "Notes from today:", "Stuff on my plate:", "Weekend plan:"]
TEXTING_SUBS = [(r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bbecause\b", "cos"), (r"\btomorrow\b", "tmrw"),
                (r"\bplease\b", "pls"), (r"\bthanks\b", "thx"), (r"\bokay\b", "ok"), (r"\bgoing to\b", "gonna"),
                (r"\bwant to\b", "wanna"), (r"\bby the way\b", "btw"), (r"\breally\b", "rly"), (r"\bi'm\b", "im"),
                (r"\bdon't\b", "dont"), (r"\bthat's\b", "thats"), (r"\bit's\b", "its"),
                (r"\bwith\b", "w"), (r"\bpeople\b", "ppl"), (r"\bsomething\b", "smth")]

CORR = {
    "date": ["They've moved {np} to {new}. It was {old} before, so update that.",
             "Change of plan: {np} {cop} {new} now, not {old}.",
             "{new} — that's the new date for {np}. {old} is off.",
             "Postponed! {Np} has been pushed from {old} to {new}.",
             "ugh they pushed {np} back. not {old} anymore, now its {new}",
             "They rescheduled {np}: {old} didn't work for them, so it's {new}."],
    "phone": ["I had the wrong number — {np} is {new}. The {old} one was someone else entirely.",
              "{Np} has changed: {new} now. {old} doesn't go through anymore.",
              "Don't use {old}, it's dead. {Np} is {new}.",
              "They've got a new line, {new}. The old one, {old}, isn't working.",
              "Rang {old} and got a random guy in Ibadan. Turns out {np} is {new}."],
    "amount": ["The price went up: {np} {cop} {new} now instead of {old}.",
               "Turns out {np} {cop} {new}, not {old} — I misread the quote.",
               "They knocked it down! {Np} {cop} {new} now, not {old}.",
               "Small fix: {new}, not {old}. That's for {np}.",
               "Remember {old}? Forget it. New figure for {np} is {new}."],
    "address": ["They've moved — {np} {cop} {new} now, not {old}.",
                "Wrong address earlier! Not {old}. {Np} {cop} {new}.",
                "Update: {new} is the right one for {np}; {old} was the old place.",
                "Google Maps sent me to {old} and it was a car wash. Proper address for {np}: {new}."],
    "person": ["Mixed up the names — it's {new}, not {old}. That's {np}, I mean.",
               "Turns out {np} isn't {old} any more; {new} has taken over.",
               "I had it wrong: {new} is {np}. {old} is someone else entirely.",
               "Embarrassing — I've been saying {old} but {np} is {new}."],
    "id": ["They reissued it — {np} is {new} now. Ignore {old}.",
           "I copied {np} wrong: it's {new}, not {old}.",
           "New one: {new}. The old {old} got cancelled. That's {np}.",
           "Typo on my part. {Np} is {new} — I'd written {old}."],
    "_": ["Scratch that — {np} {cop} {new}, not {old}.",
          "Actually, it's {new}. I said {old} before but that was wrong — {np}, I mean.",
          "Ignore what I said earlier ({old}). {Np} {cop} {new}.",
          "Abeg update am: {np} na {new}, no be {old}.",
          "ok so apparently {np} {cop} {new} now?? not {old}. typical",
          "Correction on {np}: {new}. Not {old}.",
          "Remember I told you {old}? Wrong. {Np} {cop} {new}.",
          "{new}, not {old}. {Np}, I mean — I'd written it down wrong.",
          "{Np}? Turns out it's {new}. I was going off an old message that said {old}.",
          "Heads up, {np} changed. Was {old}, it's {new} now."],
}
CORR_ACK = ["Thanks for catching that — I'll go with {new} from now on.", "Updated: {npy} {cop} {new}.",
            "Good to know, I've swapped it.", "No problem, the newer one it is.", "Got it, I'll drop the old one.",
            "Noted, {new} it is.", "Okay, updated on my side."]


# ---------------------------------------------------------------------------------------------------
# Builders
# ---------------------------------------------------------------------------------------------------

def _texting(text: str, rng: random.Random) -> str:
    t = text.lower()
    for pat, rep in TEXTING_SUBS:
        if rng.random() < 0.8:
            t = re.sub(pat, rep, t)
    t = t.rstrip()
    if t.endswith(".") and rng.random() < 0.8:
        t = t[:-1]
    if rng.random() < 0.3:
        t += rng.choice([" lol", " x", " smh", " 🙃", " haha", " abeg"])
    return t


def _dictate(text: str, rng: random.Random) -> str:
    if rng.random() < 0.5:  # spoken punctuation
        words = text.lower().replace("'", "").split(" ")
        out = []
        for w in words:
            out.append(w)
            if rng.random() < 0.07 and w[-1:].isalpha():
                out.append(rng.choice(["um", "uh", "like", "er"]))
        t = " ".join(out)
        t = t.replace(", ", " comma ").replace(". ", " full stop ").replace("?", " question mark")
        t = t.replace(" — ", " dash ").rstrip(".")
        return t + rng.choice([" full stop", " full stop send", "", " period", " full stop full stop"])
    # misheard pauses: random full stops and capitals
    words = text.replace(",", "").split(" ")
    out = []
    cap_next = True
    for i, w in enumerate(words):
        w = cap(w) if cap_next else w.lower() if not w.startswith("\u27e6") else w
        cap_next = False
        if i < len(words) - 1 and rng.random() < 0.18 and not w.endswith("."):
            w += "."
            cap_next = True
        if w.endswith("."):
            cap_next = True
        out.append(w)
    t = " ".join(out)
    return t if t.endswith(".") else t + "."


_MON = {m[:3].lower(): i + 1 for i, m in enumerate(MONTHS)}


def canon(kind: str, v: str):
    """A format-independent key, so a correction never 'changes' a value to the same thing written differently."""
    low = v.lower()
    if kind == "date":
        m = re.search(r"(\d{4})-(\d{2})-(\d{2})", low)
        if m:
            return int(m.group(2)), int(m.group(3))
        m = re.search(r"(\d{1,2})[/.](\d{1,2})[/.]\d{2,4}", low)
        if m:
            return int(m.group(2)), int(m.group(1))
        mon = next(n for k, n in _MON.items() if re.search(rf"\b{k}", low))
        day = int(re.search(r"\b(\d{1,2})(?:st|nd|rd|th)?\b", low).group(1))
        return mon, day
    if kind == "amount":
        m = re.search(r"(\d[\d,]*(?:\.\d+)?)\s*(k|m\b|million)?", low)
        n = float(m.group(1).replace(",", ""))
        mult = {"k": 1e3, "m": 1e6, "million": 1e6}.get(m.group(2) or "", 1)
        return round(n * mult)
    if kind == "phone":
        return re.sub(r"\D", "", low)[-10:]
    if kind == "person":
        return low.split()[-1]
    return re.sub(r"[^0-9a-z]", "", low)


class _World:
    def __init__(self, seed: int, turns: int, n_corrections: int):
        self.rng = random.Random(seed)
        self.turns = turns
        self.n_corr = n_corrections
        self.cast = {}
        for role in CAST_ROLES:
            g = CAST_GENDER[role]
            pool = MALE_NAMES if g == "m" else FEMALE_NAMES if g == "f" else INCIDENTAL_NAMES
            self.cast[role] = self.rng.choice([n for n in pool if n not in self.cast.values()])
        self.reserved: list[str] = []
        self.decks: dict[str, list[str]] = {}
        self.seen: set[str] = set()

    # -- helpers ------------------------------------------------------------------------------------
    def f(self, tpl: str, **extra) -> str:
        ctx = dict(self.cast)
        ctx.update(extra)
        return fill(self.rng, tpl, ctx)

    def thread_bits(self, th: str) -> dict:
        T = THREADS[th]
        r = self.rng
        return dict(aside=self.f(r.choice(T["aside"])), todo=self.f(r.choice(T["todo"])),
                    label=self.f(r.choice(T["label"])))

    def other_aside(self, th: str) -> str:
        other = self.rng.choice([k for k in THREADS if k != th])
        return self.f(self.rng.choice(THREADS[other]["aside"]))

    def other_user(self, th: str) -> str:
        other = self.rng.choice([k for k in THREADS if k != th])
        return self.f(self.rng.choice(THREADS[other]["user"])[0])

    def pair(self, tpl: tuple[str, str]) -> tuple[str, str]:
        """Fill a (user, reply) template pair with shared slot values."""
        u, a = self.f(tpl[0] + "\x1f" + tpl[1]).split("\x1f")
        return u, a

    def clean(self, text: str, allowed: set) -> bool:
        tl = text.lower()
        return all(r in allowed or r not in tl for r in self.reserved)

    def draw(self, spec: dict, differ_from: str | None = None) -> str:
        for _ in range(500):
            v = spec["gen"](self.rng)
            vl = v.lower()
            if differ_from is not None and canon(spec["kind"], v) == canon(spec["kind"], differ_from):
                continue
            if any(vl in r or r in vl for r in self.reserved):
                continue
            if any(vl in n.lower() for n in self.cast.values()):
                continue
            self.reserved.append(vl)
            return v
        raise RuntimeError(f"could not draw a fresh value for {spec['about']}")

    # -- assistant ----------------------------------------------------------------------------------
    def ai_reply(self, th: str, n_adv=None, question=True, opener=True) -> str:
        r = self.rng
        T = THREADS[th]
        parts = []
        if opener:
            parts.append(r.choice(AI_OPENERS))
        k = n_adv if n_adv is not None else r.choice([1, 2])
        for a in r.sample(T["ai"], min(k, len(T["ai"]))):
            parts.append(self.f(a))
        if question and r.random() < 0.45:
            parts.append(self.f(r.choice(T["aq"])))
        elif r.random() < 0.3:
            c = r.choice(AI_CLOSERS)
            if c:
                parts.append(c)
        return " ".join(parts)

    # -- filler -------------------------------------------------------------------------------------
    def deal(self, th: str) -> str:
        """Draw user templates from a per-thread shuffled deck so every template gets used evenly."""
        deck = self.decks.setdefault(th, [])
        if not deck:
            deck.extend(THREADS[th]["user"])
            self.rng.shuffle(deck)
        return deck.pop()

    def filler(self, th: str, switched: bool, ask: str | None) -> tuple[str, str]:
        r = self.rng
        T = THREADS[th]
        u, a = self.pair(self.deal(th))
        replies = [a]
        if r.random() < 0.25:
            u2, a2 = self.pair(r.choice(T["user"]))
            if u2[:25] != u[:25]:
                u = u + " " + u2
                replies.append(a2)
        if switched and r.random() < 0.6:
            first = u.split(" ", 1)[0]
            tr = cap(self.f(r.choice(TRANSITIONS), label=self.f(r.choice(T["label"]))))
            body = u[0].lower() + u[1:] if first in LOWER_OK and not tr.rstrip().endswith(".") else u
            u = tr + body
        if r.random() < 0.25:
            u = u + " " + r.choice(USER_TAILS)
        if r.random() < 0.08:
            u = u + " " + self.other_aside(th)
        if r.random() < 0.3:
            u = self.f(r.choice(USER_PREFIXES)) + " " + u
        parts = []
        if r.random() < 0.3 and len(replies[0].split(".")[0].split()) > 3:
            parts.append(r.choice(NEUTRAL_OPENERS))
        parts += replies
        n_extra = r.choice([0, 1, 1, 2, 2])
        for x in r.sample(T["ai"], n_extra):
            parts.append(self.f(x))
        if ask:
            parts.append(ask)
        elif r.random() < 0.45:
            parts.append(self.f(r.choice(T["aq"])))
        elif r.random() < 0.55:
            parts.append(r.choice(AI_OFFERS))
        return u, " ".join(parts)

    # -- facts --------------------------------------------------------------------------------------
    def spec_ctx(self, spec: dict) -> dict:
        r = self.rng
        np_ = self.f(spec["np"])
        cl_opts = [np_ + " " + spec["cop"] + " {v}"] * 2 + spec["cl"]
        clause = self.f(r.choice(cl_opts), v=PV)
        rep = self.f(r.choice(spec["rep"]))
        bits = self.thread_bits(spec["thread"])
        return dict(v=PV, np=np_, Np=cap(np_), npy=you(np_), Npy=cap(you(np_)), cop=spec["cop"], clause=clause,
                    Clause=cap(clause), Clausey=cap(you(clause)), rep=rep, Rep=cap(rep), aside=bits["aside"],
                    todo=bits["todo"], day=r.choice(DAYS))

    def fact_user(self, spec: dict, style: str) -> str:
        r = self.rng
        c = self.spec_ctx(spec)
        th = spec["thread"]
        dec = spec["kind"] in ("decision", "preference", "constraint")
        if style == "plain" and spec["core"] and r.random() < 0.5:
            text = self.f(r.choice(spec["core"]), v=PV)
            if r.random() < 0.5:
                text = text + " " + c["aside"]
            return text
        if style == "list":
            todos = [*r.sample(THREADS[th]["todo"], 2), r.choice(THREADS[r.choice(list(THREADS))]["todo"])]
            items = [cap(self.f(t)) for t in todos[: r.choice([2, 3])]]
            fact_item = r.choice([f"{c['Np']}: {PV}", c["Clause"], f"{c['Np']} -> {PV}"])
            items.insert(r.randrange(len(items) + 1), fact_item)
            if r.random() < 0.3:
                return (r.choice(["Today's list: ", "This week: ", "Plan: "]) + ", ".join(i[0].lower() + i[1:] if not
                        i.startswith(PV) else i for i in items[:-1]) + ", and " + items[-1][0].lower() + items[-1][1:] + ".")
            bullet = r.choice(["- ", "* ", "• ", "#"])
            lines = [(f"{i + 1}. " if bullet == "#" else bullet) + it for i, it in enumerate(items)]
            return r.choice(LIST_HEADERS) + "\n" + "\n".join(lines)
        if style == "buried":
            sent = r.choice(["Oh and {clause}.", "{Clause}.", "Also {clause}, while I remember.",
                             "Anyway, {clause}.", "And {clause}, so that's that."])
            sent = sent.format(clause=c["clause"], Clause=c["Clause"])
            pre = [self.other_user(th) if r.random() < 0.5 else self.other_aside(th), self.other_aside(th)]
            post = [self.other_aside(th)]
            if r.random() < 0.5:
                post.append(r.choice(USER_TAILS))
            return " ".join([*pre, sent, *post])
        tpls = ST[style]
        if style == "reported":  # "Mum said Mum's NIN is ..." -> "Mum said her NIN is ..."
            who = {"Mum": "f", self.cast["sis"]: "f", self.cast["bro"]: "m", self.cast["groom"]: "m"}
            g = who.get(c["rep"])
            if g:
                poss, subj = ("her", "she") if g == "f" else ("his", "he")
                cl = re.sub(rf"\b{re.escape(c['rep'])}'s ", poss + " ", c["clause"])
                cl = re.sub(rf"\b{re.escape(c['rep'])} ", subj + " ", cl)
                c["clause"], c["Clause"] = cl, cap(cl)
        if style == "reported" and any(w in c["rep"] for w in ("email", "letter", "page", "chat", "site", "VFS")):
            tpls = ["{Rep} says {clause}.", "According to {rep}, {clause}.", "It says in {rep} that {clause}.",
                    "Checked {rep} again: {clause}."]
        if style == "pasted" and spec["kind"] in ("id", "date", "address") and r.random() < 0.4:
            tpls = ["Pasting the email: \"Dear customer, please note that {npy} {cop} {v}. If you have any questions, "
                    "reply to this email.\"", "From the confirmation email, word for word: \"{Npy}: {v}. Please keep "
                    "this for your records.\""]
        if style == "answer" and dec:
            tpls = [t for t in tpls if not t.startswith("It's")]
        text = r.choice(tpls).format(**c)
        if style == "texting":
            return _texting(text, r)
        if style == "dictation":
            return _dictate(text, r)
        if r.random() < 0.2 and style not in ("answer", "pasted"):
            text = text + " " + r.choice(USER_TAILS)
        return text

    def fact_ai(self, spec: dict, style: str, value: str, echo_ok: bool) -> str:
        r = self.rng
        th = spec["thread"]
        parts = [r.choice(FACT_ACK.get(style, FACT_ACK["_"]))]
        if echo_ok and r.random() < 0.35:
            npy = you(self.f(spec["np"]))
            parts.append(cap(r.choice(ECHO).format(npy=npy, cop=spec["cop"], v=value)))
        parts.append(self.ai_reply(th, n_adv=r.choice([1, 2, 2]), opener=False))
        return " ".join(parts)

    def ask_for(self, spec: dict) -> str:
        if spec["ask"] and self.rng.random() < 0.8:
            return self.f(spec["ask"])
        return self.rng.choice(GENERIC_ASK).format(npy=you(self.f(spec["np"])))

    def correction_user(self, spec: dict) -> str:
        r = self.rng
        np_ = self.f(spec["np"])
        pool = CORR[spec["kind"]] + CORR["_"]
        tpl = r.choice(pool)
        text = tpl.format(np=np_, Np=cap(np_), cop=spec["cop"], old=POLD, new=PNEW)
        text = cap(text) if not text.startswith("ok so") and not text.startswith("ugh") else text
        if r.random() < 0.3:
            text = self.thread_bits(spec["thread"])["aside"] + " " + text
        elif r.random() < 0.2:
            text = text + " " + r.choice(USER_TAILS)
        return text

    def correction_ai(self, spec: dict, new: str) -> str:
        r = self.rng
        npy = you(self.f(spec["np"]))
        ack = r.choice(CORR_ACK).format(new=new, npy=npy, cop=spec["cop"])
        return cap(ack) + " " + self.ai_reply(spec["thread"], n_adv=r.choice([1, 2]), opener=False)

    # -- main ---------------------------------------------------------------------------------------
    def build(self) -> Conversation:
        r = self.rng
        T = self.turns
        chosen = []
        for kind, n in KIND_COUNTS.items():
            pool = [s for s in SPECS if s["kind"] == kind]
            chosen += r.sample(pool, n)
        r.shuffle(chosen)
        nf = len(chosen)
        seg = T / nf
        fturns = []
        for i in range(nf):
            lo, hi = int(i * seg) + 2, int((i + 1) * seg) - 3
            fturns.append(r.randint(lo, max(lo, hi)))
        base = nf // len(STYLES)
        styles = STYLES * base + r.sample(STYLES, nf - base * len(STYLES))
        r.shuffle(styles)

        occupied = set()
        for t in fturns:
            occupied.update({t - 1, t, t + 1})
        cand = [i for i, s in enumerate(chosen) if s["kind"] in CORRECTABLE and fturns[i] <= T - 60]
        corr_idx = set(r.sample(cand, min(self.n_corr, len(cand))))
        corr_turn = {}
        for i in sorted(corr_idx, key=lambda i: fturns[i]):
            opts = [t for t in range(fturns[i] + 50, T - 2) if t not in occupied]
            if not opts:
                raise RuntimeError("no room for a correction")
            ct = r.choice(opts)
            corr_turn[i] = ct
            occupied.update({ct - 1, ct, ct + 1})

        values, stales = {}, {}
        for i, spec in enumerate(chosen):
            if i in corr_idx:
                stales[i] = self.draw(spec)
            values[i] = self.draw(spec, differ_from=stales.get(i))

        tnames = list(THREADS)
        sched: list[str] = []
        cur = r.choice(tnames)
        while len(sched) < T:
            sched += [cur] * r.choice([2, 3, 3, 4, 4, 5, 6, 7])
            cur = r.choice([t for t in tnames if t != cur])
        sched = sched[:T]
        fact_at, corr_at, ask_at = {}, {}, {}
        for i, t in enumerate(fturns):
            th = chosen[i]["thread"]
            sched[t] = th
            fact_at[t] = i
            if styles[i] == "answer":
                sched[t - 1] = th
                ask_at[t - 1] = i
            elif r.random() < 0.5:
                sched[t - 1] = th
        for i, t in corr_turn.items():
            sched[t] = chosen[i]["thread"]
            corr_at[t] = i

        out: list[tuple[str, str]] = []
        prev = None
        for t in range(T):
            th = sched[t]
            switched = th != prev
            prev = th
            for _attempt in range(400):
                if t in fact_at:
                    i = fact_at[t]
                    spec, style = chosen[i], styles[i]
                    first = stales.get(i, values[i])
                    u = self.fact_user(spec, style).replace(PV, first)
                    a = self.fact_ai(spec, style, first, True)
                    allowed = {first.lower()}
                    good = first in u and self.clean(u, allowed) and self.clean(a, allowed)
                elif t in corr_at:
                    i = corr_at[t]
                    spec = chosen[i]
                    u = self.correction_user(spec).replace(POLD, stales[i]).replace(PNEW, values[i])
                    a = self.correction_ai(spec, values[i])
                    good = (values[i] in u and stales[i] in u and
                            self.clean(u, {values[i].lower(), stales[i].lower()}) and
                            self.clean(a, {values[i].lower()}))
                else:
                    ask = self.ask_for(chosen[ask_at[t]]) if t in ask_at else None
                    u, a = self.filler(th, switched, ask)
                    good = self.clean(u, set()) and self.clean(a, set()) and (u not in self.seen or _attempt > 60)
                if good:
                    break
            else:
                raise RuntimeError(f"seed could not place turn {t} cleanly")
            out.append((u, a))
            self.seen.add(u)

        facts = []
        for i, spec in enumerate(chosen):
            if i in corr_idx:
                facts.append(Planted(spec["kind"], spec["about"], values[i], fturns[i], stale=stales[i],
                                     corrected_at=corr_turn[i]))
            else:
                facts.append(Planted(spec["kind"], spec["about"], values[i], fturns[i]))
        facts.sort(key=lambda p: p.turn)
        conv = Conversation(turns=out, facts=facts)
        conv.styles = {fturns[i]: styles[i] for i in range(nf)}  # informational only
        return conv


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    return _World(seed, turns, n_corrections).build()


# ---------------------------------------------------------------------------------------------------
# Self-checks
# ---------------------------------------------------------------------------------------------------

def _self_check(seeds=(1, 2, 3, 4, 5)) -> int:
    import collections
    import os
    from pathlib import Path

    if not os.environ.get("TIKTOKEN_CACHE_DIR"):  # offline machines: use a cache of the BPE file if one exists
        here = Path(__file__).resolve().parent
        for cand in (here.parent / "rollmem_client" / "_tiktoken", here.parent.parent / "shared" / "tiktoken_cache"):
            if (cand / "9b5ad71b2ce5302211f9c61530b329a4922fc6a4").exists():
                os.environ["TIKTOKEN_CACHE_DIR"] = str(cand)
                break
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    failures: list[str] = []

    def fail(msg: str) -> None:
        failures.append(msg)
        print("  FAIL:", msg)

    style_total: collections.Counter = collections.Counter()
    for seed in seeds:
        conv = generate(seed)
        again = generate(seed)
        print(f"=== seed {seed} ===")
        if conv.turns != again.turns or conv.facts != again.facts:
            fail(f"seed {seed}: not deterministic")
        if len(conv.turns) != 1000:
            fail(f"seed {seed}: {len(conv.turns)} turns")
        if len(conv.facts) != 50:
            fail(f"seed {seed}: {len(conv.facts)} facts")
        kinds = collections.Counter(f.kind for f in conv.facts)
        if dict(kinds) != KIND_COUNTS:
            fail(f"seed {seed}: kind counts {dict(kinds)}")
        if len(conv.corrections) != 6:
            fail(f"seed {seed}: {len(conv.corrections)} corrections")
        users = [u for u, _ in conv.turns]
        ais = [a for _, a in conv.turns]

        def where(s: str, msgs: list[str]) -> set:
            return {i for i, m in enumerate(msgs) if s in m}

        for f in conv.facts:
            if not f.value or not f.about:
                fail(f"seed {seed}: empty value/about {f}")
            if f.stale is None:
                if where(f.value, users) != {f.turn}:
                    fail(f"seed {seed}: value {f.value!r} in user msgs {sorted(where(f.value, users))}, want {f.turn}")
                if not where(f.value, ais) <= {f.turn}:
                    fail(f"seed {seed}: value {f.value!r} in assistant msgs {sorted(where(f.value, ais))}")
            else:
                if f.kind not in CORRECTABLE:
                    fail(f"seed {seed}: corrected fact of kind {f.kind}")
                if canon(f.kind, f.value) == canon(f.kind, f.stale):
                    fail(f"seed {seed}: correction {f.stale!r} -> {f.value!r} does not change the value")
                if f.corrected_at is None or f.corrected_at - f.turn < 50:
                    fail(f"seed {seed}: correction too close {f}")
                if where(f.value, users) != {f.corrected_at}:
                    fail(f"seed {seed}: new value {f.value!r} in user msgs {sorted(where(f.value, users))}")
                if not where(f.value, ais) <= {f.corrected_at}:
                    fail(f"seed {seed}: new value {f.value!r} in assistant msgs {sorted(where(f.value, ais))}")
                if where(f.stale, users) != {f.turn, f.corrected_at}:
                    fail(f"seed {seed}: stale {f.stale!r} in user msgs {sorted(where(f.stale, users))}")
                if not where(f.stale, ais) <= {f.turn}:
                    fail(f"seed {seed}: stale {f.stale!r} in assistant msgs {sorted(where(f.stale, ais))}")
        thirds = collections.Counter(min(2, f.turn * 3 // 1000) for f in conv.facts)
        if min(thirds[k] for k in range(3)) < 12:
            fail(f"seed {seed}: uneven spread {dict(thirds)}")
        abouts = [f.about for f in conv.facts]
        if len(set(abouts)) != len(abouts):
            fail(f"seed {seed}: duplicate about")
        toks = [len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns]
        avg = sum(toks) / len(toks)
        if not 80 <= avg <= 130:
            fail(f"seed {seed}: average tokens per turn {avg:.1f}")
        styles = collections.Counter(getattr(conv, "styles", {}).values())
        style_total.update(styles)
        distinct_users = len(set(users))
        print(f"  turns={len(conv.turns)} facts={len(conv.facts)} corrections={len(conv.corrections)} "
              f"avg_tokens/turn={avg:.1f} distinct_user_msgs={distinct_users} thirds={dict(sorted(thirds.items()))}")
        print(f"  kinds={dict(kinds)}")
        print(f"  styles={dict(sorted(styles.items()))}")
        rng = random.Random(seed)
        for f in rng.sample(conv.facts, 4):
            print(f"  [{f.kind} | {f.about} | turn {f.turn} | {getattr(conv, 'styles', {}).get(f.turn)}] "
                  f"{users[f.turn]!r}")
        for f in conv.corrections[:2]:
            print(f"  [correction {f.about}: {f.stale!r} -> {f.value!r} @ {f.corrected_at}] "
                  f"{users[f.corrected_at]!r}")
    print("style usage over all seeds:", dict(sorted(style_total.items())))
    if failures:
        print(f"{len(failures)} FAILURE(S)")
        return 1
    print("ALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(_self_check())
