# ruff: noqa: B007, RUF005, RUF059, B905
"""Held-out recall world "Q": an Austin QA engineer planning a Hindu-Christian wedding.

One long chat between a 29-year-old Indian-American QA engineer in Austin, Texas and an AI assistant.
About ten everyday threads are interleaved in sticky runs: the wedding with her Mexican-American fiance
(venue, caterer, mehndi artist, pandit and pastor, guest list, fittings), her roommate moving out and a
sublet, buying a used car, a weekend startup with two friends, Austin marathon training (coach, physio),
a cat and a fish tank, student loans and a 401(k) rollover, a trip to her grandparents in Pune, a book
club, and her day job.

``generate(seed)`` plants 50 facts (person 8, pet 4, date 7, amount 6, phone 4, address 4, id 6,
decision 4, preference 4, constraint 3), each stated once in a varied phrasing style, and corrects
``n_corrections`` of them at least 50 turns later.  Every planted value (and every stale value) occurs
only where the benchmark allows it; filler that would accidentally contain one is redrawn.

Run ``python recall_world_q.py`` from the benchmarks directory for the self-checks.
"""

from __future__ import annotations

import datetime
import random
import re
import sys

from recall_conversation import Conversation, Planted

# Placeholders substituted only after every text transform, so values survive verbatim.
SENT = "\u27e6\u00a7\u27e7"
SENT_OLD = "\u27e6\u00a4\u27e7"

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")

# ---------------------------------------------------------------------------------------------
# Value pools (planted values).  Kept disjoint from the incidental filler pools further down.
# ---------------------------------------------------------------------------------------------

IN_FIRST = ["Priya", "Kavita", "Sunita", "Rekha", "Anjali", "Deepa", "Meenal", "Smita", "Rohini", "Ketaki",
            "Vaishali", "Manoj", "Suresh", "Prakash", "Vinayak", "Girish", "Sachin", "Ajay", "Harish", "Nitin",
            "Swati", "Madhuri", "Amol", "Shubhangi", "Aparna", "Milind"]
IN_LAST = ["Deshmukh", "Kulkarni", "Joshi", "Patwardhan", "Gokhale", "Bhide", "Apte", "Kale", "Sathe",
           "Chitale", "Karve", "Ranade", "Phadke", "Paranjpe", "Iyer", "Menon", "Reddy", "Mehta", "Trivedi",
           "Agarwal", "Bhatt", "Godbole"]
HI_FIRST = ["Lucía", "Marisol", "Guadalupe", "Rocío", "Alejandra", "Ximena", "Beatriz", "Esteban", "Ramiro",
            "Joaquín", "Ignacio", "Rogelio", "Arturo", "Elena", "Paloma", "Tomás", "Fernando", "Graciela",
            "Yesenia", "Octavio"]
HI_LAST = ["Salgado", "Ocampo", "Villarreal", "Cantú", "Garza", "Treviño", "Zamora", "Quintanilla",
           "Benavides", "Arredondo", "Montemayor", "Ybarra", "Saldívar", "Cervantes", "Olivares", "Barrera"]
AN_FIRST = ["Hannah", "Caroline", "Whitney", "Bethany", "Lauren", "Megan", "Travis", "Brent", "Colton",
            "Dustin", "Garrett", "Wyatt", "Shelby", "Kristen", "Derek", "Heather", "Logan", "Paige", "Corbin",
            "Delaney"]
AN_LAST = ["Kessler", "Whitfield", "Brannon", "Hollis", "McCready", "Dunaway", "Pruitt", "Stallings",
           "Lockhart", "Ashby", "Crowder", "Harlan", "Pennington", "Voss", "Rutledge", "Tillman"]
INITIALS = "ABCDEGHJKLMNPRSTV"

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

US_STREETS = ["Avenue B", "E 6th St", "S Lamar Blvd", "Burnet Rd", "Manor Rd", "E Cesar Chavez St",
              "Guadalupe St", "Airport Blvd", "W Anderson Ln", "Rosewood Ave", "E 12th St", "S 1st St",
              "Koenig Ln", "N Loop Blvd", "Shoal Creek Blvd", "Red River St", "W 35th St", "E Riverside Dr",
              "Research Blvd", "S Congress Ave", "Duval St", "Webberville Rd", "Menchaca Rd", "Brodie Ln"]
US_ZIPS = ["78701", "78702", "78703", "78704", "78705", "78722", "78723", "78731", "78741", "78745", "78748",
           "78751", "78752", "78756", "78757"]
PUNE_SOCIETIES = ["Shanti Kunj", "Sai Darshan Society", "Gulmohar Apartments", "Prabhat Heights",
                  "Mrunmayee Residency", "Vrindavan Co-op Housing Society", "Anand Park", "Suyash Classic"]
PUNE_AREAS = [("Kothrud", "411038"), ("Karve Nagar", "411052"), ("Erandwane", "411004"),
              ("Aundh", "411007"), ("Sadashiv Peth", "411030"), ("Baner", "411045"), ("Warje", "411058"),
              ("Bibwewadi", "411037")]
PUNE_ROADS = ["Prabhat Road", "Law College Road", "Paud Road", "Bhandarkar Road", "Tilak Road", "DP Road"]

VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
VIN_WMI = ["1HGCV", "JTMW1", "2T3P1", "JM3KF", "JF2GT", "5YFB4", "3MZBP", "KNDPM", "1FMCU", "2HKRW"]
CODE_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _code(rng: random.Random, n: int) -> str:
    while True:
        s = "".join(rng.choice(CODE_CHARS) for _ in range(n))
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s


def _indian_group(n: int) -> str:
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts) + "," + tail


def _k(n: int) -> str:
    s = f"{n / 1000:.2f}".rstrip("0").rstrip(".")
    return s + "k"


def gen_person(rng: random.Random, fmt: str) -> str:
    pool = {"p_in": [(IN_FIRST, IN_LAST)], "p_hi": [(HI_FIRST, HI_LAST)], "p_an": [(AN_FIRST, AN_LAST)],
            "p_any": [(IN_FIRST, IN_LAST), (HI_FIRST, HI_LAST), (AN_FIRST, AN_LAST)],
            "p_dr": [(AN_FIRST, AN_LAST), (IN_FIRST, IN_LAST), (HI_FIRST, HI_LAST)]}[fmt]
    firsts, lasts = rng.choice(pool)
    first, last = rng.choice(firsts), rng.choice(lasts)
    r = rng.random()
    if fmt == "p_dr" and r < 0.5:
        return f"Dr. {first} {last}"
    if r < 0.22:
        return f"{first} {rng.choice(INITIALS)}. {last}"
    return f"{first} {last}"


def gen_date(rng: random.Random, used_forms: set[str]) -> str:
    m = rng.randint(1, 12)
    d = rng.randint(2, 28)
    day = datetime.date(2026, m, d)
    forms = [("md", 4), ("slash", 3), ("mon_ord", 3), ("iso", 2), ("wd", 2), ("dm", 1.5), ("md_ord", 1.5),
             ("the_ord", 1), ("next_wd", 1)]
    forms = [(f, w) for f, w in forms if not (f in ("the_ord", "next_wd") and f in used_forms)]
    r = rng.random() * sum(w for _, w in forms)
    for form, w in forms:
        r -= w
        if r <= 0:
            break
    used_forms.add(form)
    suf = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    if form == "md":
        return f"{MONTHS[m - 1]} {d}"
    if form == "slash":
        return f"{m}/{d}"
    if form == "mon_ord":
        return f"{MON3[m - 1]} {d}{suf}"
    if form == "iso":
        return day.isoformat()
    if form == "wd":
        return f"{WEEKDAYS[day.weekday()]}, {MONTHS[m - 1]} {d}"
    if form == "dm":
        return f"{d} {MONTHS[m - 1]}"
    if form == "md_ord":
        return f"{MONTHS[m - 1]} {d}{suf}"
    if form == "the_ord":
        return f"the {d}{suf}"
    return f"next {rng.choice(WEEKDAYS)}"


def gen_usd(rng: random.Random, lo: int, hi: int) -> str:
    if hi < 1000:
        n = rng.randint(lo, hi)
        while n % 10 == 0:
            n = rng.randint(lo, hi)
        return rng.choice([f"${n}", f"{n} bucks", f"USD {n}.00", f"${n}.{rng.choice(['50', '75', '25'])}",
                           f"{n} dollars"])
    n = rng.randrange(lo, hi, 10)
    if n % 100 == 0:
        n += rng.choice([10, 20, 30, 40, 60, 70, 80, 90])
    return rng.choice([f"${n:,}", f"${n:,}", _k(n), f"{n} bucks", f"USD {n:,}.00", f"${n}", f"{n:,} dollars"])


def gen_inr(rng: random.Random, lo: int, hi: int) -> str:
    n = rng.randrange(lo, hi, 1000)
    if n % 10000 == 0:
        n += rng.choice([2000, 3000, 7000])
    forms = [f"\u20b9{_indian_group(n)}", f"Rs. {n // 1000}k", f"{n // 1000} thousand rupees",
             f"INR {_indian_group(n)}"]
    if n >= 100000:
        lakh = f"{n / 100000:.2f}".rstrip("0").rstrip(".")
        forms += [f"Rs {lakh} lakh", f"{lakh} lakh rupees"]
    return rng.choice(forms)


def gen_phone(rng: random.Random, fmt: str) -> str:
    if fmt == "ph_us":
        a = rng.choice(["512", "737", "512"])
        line = "01" + _digits(rng, 2)
        return rng.choice([f"({a}) 555-{line}", f"{a}.555.{line}", f"+1 {a} 555 {line}", f"{a}555{line}",
                           f"{a}-555-{line}", f"+1 ({a}) 555-{line}"])
    if fmt == "ph_in_mob":
        first = rng.choice("9876") + _digits(rng, 4)
        rest = _digits(rng, 5)
        return rng.choice([f"+91 {first} {rest}", f"0{first} {rest}", f"+91-{first}{rest}", f"{first} {rest}",
                           f"+91 {first}{rest}"])
    # Pune landline
    body = rng.choice("2") + rng.choice("4567") + _digits(rng, 2)
    tail = _digits(rng, 4)
    return rng.choice([f"020 {body} {tail}", f"+91 20 {body} {tail}", f"020-{body}{tail}", f"(020) {body}-{tail}"])


def gen_address(rng: random.Random, fmt: str) -> str:
    if fmt == "addr_in":
        area, pin = rng.choice(PUNE_AREAS)
        soc = rng.choice(PUNE_SOCIETIES)
        return rng.choice([
            f"Flat {rng.randint(2, 24)}, {soc}, {area}, Pune {pin}",
            f"{rng.choice('ABCD')}-{rng.randint(1, 7)}0{rng.randint(1, 9)}, {soc}, {area}, Pune {pin}",
            f"{rng.randint(11, 189)} {rng.choice(PUNE_ROADS)}, {area}, Pune {pin}",
            f"Bungalow {rng.randint(3, 40)}, {soc}, {area}, Pune - {pin}",
        ])
    n = rng.randint(120, 9899)
    st = rng.choice(US_STREETS)
    z = rng.choice(US_ZIPS)
    u = rng.randint(2, 40)
    return rng.choice([
        f"{n} {st}", f"{n} {st}, Apt {u}", f"{n} {st}, Apt {u}, Austin TX {z}", f"{n} {st} #{u}{rng.randint(1, 9)}, Austin, TX {z}",
        f"{n} {st}, Suite {rng.randint(1, 4)}{rng.randint(0, 2)}{rng.randint(0, 9)}", f"{n} {st}, Austin {z}",
        f"{n} {st} Unit {rng.choice('ABCDEF')}",
    ])


def gen_id(rng: random.Random, fmt: str) -> str:
    if fmt == "vin":
        wmi = rng.choice(VIN_WMI)
        body = "".join(rng.choice(VIN_CHARS) for _ in range(3)) + rng.choice("0123456789X")
        year = rng.choice("KLMN")
        plant = rng.choice(VIN_CHARS[:23])
        return wmi + body + year + plant + _digits(rng, 6)
    if fmt == "loan":
        return rng.choice([f"LN-{_digits(rng, 8)}", f"{_digits(rng, 4)}-{_digits(rng, 4)}-{_digits(rng, 4)}",
                           f"AL{_digits(rng, 9)}", f"{rng.randint(1, 9)}{_digits(rng, 9)}"])
    if fmt == "pnr":
        return _code(rng, 6)
    if fmt == "oci":
        return rng.choice([f"A{rng.randint(1, 9)}{_digits(rng, 6)}", f"A-{rng.randint(1, 9)}{_digits(rng, 6)}"])
    if fmt == "order":
        return rng.choice([f"{rng.randint(111, 114)}-{_digits(rng, 7)}-{_digits(rng, 7)}",
                           f"ORD-{_digits(rng, 5)}-{_code(rng, 2)}", f"LHG{_digits(rng, 7)}",
                           f"MY-{_digits(rng, 4)}-{_digits(rng, 4)}"])
    if fmt == "ein":
        return f"{rng.choice(['82', '83', '84', '85', '86', '87', '88', '92', '93', '99'])}-{rng.randint(1, 9)}{_digits(rng, 6)}"
    if fmt == "conf":
        return rng.choice([f"WED-{_code(rng, 5)}", f"CNF{_digits(rng, 5)}{rng.choice('XKQZ')}",
                           f"HB-{_digits(rng, 5)}", _code(rng, 7)])
    if fmt == "policy":
        return rng.choice([f"TXA-{_digits(rng, 7)}-0{rng.randint(1, 9)}",
                           f"PA {_digits(rng, 4)} {_digits(rng, 4)} {_digits(rng, 2)}",
                           f"{_digits(rng, 4)}-{_digits(rng, 3)}-{_digits(rng, 3)}"])
    if fmt == "reg":
        return rng.choice([f"AUS26-{_digits(rng, 5)}", f"AM-2026-{_digits(rng, 5)}", f"REG {_digits(rng, 6)}"])
    if fmt == "ira":
        return rng.choice([f"Z{rng.randint(10, 99)}-{_digits(rng, 6)}", f"IRA-{_digits(rng, 4)}-{_digits(rng, 4)}",
                           f"{_digits(rng, 4)}-{_digits(rng, 4)}-R"])
    if fmt == "sos":
        return rng.choice([f"80{rng.randint(1, 9)}{_digits(rng, 6)}", f"080{rng.randint(1, 9)}{_digits(rng, 6)}"])
    if fmt == "chip":
        pre = rng.choice(["985", "900", "956"])
        d = pre + _digits(rng, 12)
        return rng.choice([d, f"{d[:3]} {d[3:6]} {d[6:9]} {d[9:12]} {d[12:]}"])
    if fmt == "weight":
        return rng.choice([f"{rng.randint(9, 13)}.{rng.randint(1, 9)} lbs",
                           f"{rng.randint(9, 13)}.{rng.randint(1, 9)} pounds",
                           f"{rng.randint(4, 6)}.{rng.randint(1, 9)} kg"])
    raise ValueError(fmt)


def gen_value(rng: random.Random, fmt, used_forms: set[str]) -> str:
    if isinstance(fmt, (list, tuple)):
        return rng.choice(fmt)
    if fmt.startswith("p_"):
        return gen_person(rng, fmt)
    if fmt == "date":
        return gen_date(rng, used_forms)
    if fmt.startswith("usd:") or fmt.startswith("inr:"):
        cur, lo, hi = fmt.split(":")
        return (gen_usd if cur == "usd" else gen_inr)(rng, int(lo), int(hi))
    if fmt.startswith("ph_"):
        return gen_phone(rng, fmt)
    if fmt.startswith("addr_"):
        return gen_address(rng, fmt)
    return gen_id(rng, fmt)

# ---------------------------------------------------------------------------------------------
# Incidental filler pools (names, places, prices, times, numbers that are NOT planted facts)
# ---------------------------------------------------------------------------------------------

FIANCES = ["Diego", "Mateo", "Javier", "Andrés", "Emilio", "Rafael"]
ROOMIES = ["Kendra", "Becca", "Tasha", "Morgan", "Jordan"]
FRIENDS_A = ["Rohan", "Nikhil", "Arjun", "Kabir"]
FRIENDS_B = ["Lupe", "Camila", "Daniela", "Itzel"]

BASE_SLOTS = {
    "name": ["Jess", "Tanvi", "Marco", "Kyle", "Aditi", "Hector", "Brianna", "Sam", "Neha", "Luis", "Carmen",
             "Tyler", "Shreya", "Omar", "Rachel", "Ishaan", "Valeria", "Greg", "Pooja", "Connor", "Bianca",
             "Dev", "Yolanda", "Chris"],
    "place": ["Zilker", "South Congress", "East Cesar Chavez", "Mueller", "the Domain", "Round Rock",
              "Pflugerville", "Cedar Park", "Barton Springs", "Hyde Park", "Bouldin Creek", "the HEB on Lamar",
              "the Seaholm Trader Joe's", "Riverside", "North Loop", "Lady Bird Lake", "Georgetown", "Buda",
              "Manor", "the Arboretum", "Bee Cave", "Rainey Street"],
    "price": ["$18", "$24", "$35", "$42", "$60", "$75", "$89", "$150", "$199", "$240", "$310", "40 bucks",
              "like 50 bucks", "$12.99", "$7.50", "a hundred bucks", "$65"],
    "price2": ["$350", "$400", "$500", "$650", "$800", "$900", "a grand", "$1,100", "$1,250", "like 700 bucks"],
    "time": ["6:15", "7am", "7:30", "8:45", "noon", "1pm", "3:30", "5:45", "6pm", "8pm", "9:15", "10:40"],
    "day": WEEKDAYS,
    "num": ["2", "3", "4", "5", "6", "8", "10", "12", "15", "20"],
    "num2": ["2", "3", "4", "7", "9", "11"],
    "miles": ["4", "5", "6", "8", "10", "12", "14", "16", "18", "20"],
    "pace": ["9:45", "10:10", "10:30", "9:20", "11:00", "10:50"],
    "food": ["biryani", "tacos al pastor", "pav bhaji", "migas", "dal makhani", "brisket", "elote",
             "paneer tikka", "queso", "chilaquiles", "misal", "pozole", "chole bhature", "enchiladas verdes"],
    "book": ["Lessons in Chemistry", "The Midnight Library", "Circe", "Klara and the Sun", "Project Hail Mary",
             "The Namesake", "Demon Copperhead", "Where the Crawdads Sing", "Interpreter of Maladies",
             "Normal People", "The House in the Cerulean Sea", "Educated", "Crying in H Mart"],
    "guests": ["180", "210", "240", "260", "300", "320"],
    "pct": ["10%", "15%", "20%", "25%", "30%"],
    "color": ["gray", "blue", "white", "black", "maroon", "silver"],
    "dpw": ["3", "4", "5", "6"],
    "shoe": ["300", "350", "400", "450", "500", "550"],
}

ASIDES = [
    "The AC at the office is broken again and everyone's working in hoodies.",
    "I've had three coffees and it's not even eleven.",
    "My neighbor's wind chime is going to be the death of me.",
    "Traffic on MoPac was a parking lot this morning.",
    "HEB has a whole aisle of tortillas now, which is dangerous.",
    "It's supposed to storm tonight, so the cat will be under the bed.",
    "Mummy sent me seven forwarded videos before breakfast.",
    "Our team had a surprise retro that turned into a group therapy session.",
    "I burned the rice. Who burns rice.",
    "The line at Barton Springs was insane on Sunday.",
    "My phone is at 4% so I'll be quick.",
    "Someone parked in my spot again.",
    "I tried making horchata from scratch and it's a work in progress.",
    "It hit 97 today and it's not even summer.",
    "Jury duty summons came in the mail, ugh.",
    "My laptop decided to update itself in the middle of a meeting.",
    "Papa learned how to use stickers on WhatsApp and now it's all he does.",
    "The grackles outside the HEB are organizing, I swear.",
    "I've had the same Arijit Singh song on repeat all day.",
    "Went to a coworker's kid's quinceañera on Saturday and it was so fun.",
    "My pothos died. The plant that's supposedly impossible to kill.",
    "Our building's elevator has been out for a week.",
    "I signed up for a pottery class in a moment of weakness.",
    "Torchy's got my order wrong again.",
    "I need a haircut so badly.",
    "Costco on a Saturday was a mistake.",
    "I put chaat masala on watermelon and now I'm a new person.",
    "My sleep schedule is fully broken this week.",
    "{fiance} is learning Marathi on Duolingo and keeps announcing that he's hungry in it.",
    "Found a twenty in my winter coat, so that's the highlight of my week.",
    "Slack has been pinging nonstop all afternoon.",
    "The farmers market at Mueller had the best peaches.",
    "I keep forgetting to call the dentist back.",
    "The dishwasher is making a new noise. Ominous.",
    "Got caught in the rain biking home and I'm fully soaked.",
    "Someone at work microwaved fish and there's been an investigation.",
    "{roomie} left a passive-aggressive sticky note on the fridge, but a cute one.",
    "I spent my lunch break watching lehenga haul videos, no regrets.",
    "My cousin in Jersey just had her baby, so the family group chat is exploding.",
    "Why is every parking garage downtown a maze.",
]

TAILS = ["Anyway.", "Moving on.", "One less thing.", "Okay, that's all.", "Send snacks.", "Whew.",
         "Tell me I'm doing okay lol.", "", "", "Just getting it out of my head.", "Bas, that's it."]
TODOS = ["update my spreadsheet", "tell my mom", "put it in the shared calendar", "email everyone",
         "set a reminder", "text {fiance}", "loop in the group chat", "block off my calendar",
         "write it on the fridge whiteboard", "update the shared doc"]
CHORES = ["done the laundry", "replied to Aaji's voice note", "booked anything else", "figured out the seating chart",
          "answered {f1}'s twelve messages", "called the dentist back", "eaten lunch", "cleaned the fish tank",
          "opened my mail from last week"]
SWITCHES = ["Different topic:", "Okay, switching gears.", "Also —", "Unrelated:", "Changing the subject:",
            "Random one:", "Okay, new thing.", "Other stuff on my mind:", "Separate question.", "Okay so.",
            "Arre, before I forget —", "Shifting topics real quick."]
AI_OPENERS_Q = ["Good question.", "Happy to help with that.", "Okay, let's think about it.", "That's a common one.",
                "Short answer: it depends, but here's how I'd look at it."]
AI_OPENERS = ["I hear you.", "Ha, fair.", "Okay.", "Got it.", "Mm, okay.", "Understandable."]
CODEMIX_PREFIX = ["Arre yaar.", "Acha, listen.", "Órale.", "Ay, okay.", "Yaar —", "Accha, so."]
AI_ACKS = ["Thanks for the update.", "Good to know.", "Okay, that helps.", "Got it.", "Makes sense.",
           "Thanks, that's useful.", "Okay, noted.", "Love that progress."]
AI_Q_ACKS = ["That's pretty normal, honestly.", "I'd get it confirmed in writing just to be safe.",
             "It shouldn't be a problem, but a quick confirmation never hurts.",
             "You're not overthinking it — it's worth a double-check.", "Seems fine to me.",
             "Totally reasonable to keep a note of it."]
AI_EMO_ACKS = ["That's a relief!", "Deep breaths — you're handling a lot really well.", "Small wins count.",
               "Yay, progress!", "One more thing off the list."]
TIP_INTROS = ["A few quick ideas:", "If it helps, a short checklist:", "Things that usually help:", "My suggestions:",
              "Quick to-do list for this:"]
AI_LIST_ACKS = ["Nice list — that's a lot of progress.", "Thanks for the rundown.", "That's a solid checklist.",
                "Good to have it all in one place."]


# ---------------------------------------------------------------------------------------------
# Threads: paired (user, assistant) filler, advice, follow-ups, extras, list bullets, reporters.
# ---------------------------------------------------------------------------------------------

THREADS: dict[str, dict] = {}

THREADS["wedding"] = dict(
    tips=["put every vendor's deposit due date in one calendar", 'ask each vendor who their day-of contact is', 'share a single timeline doc with both families', 'keep a small emergency kit with safety pins and bindis', 'decide the must-haves with {fiance} before the next family call', 'batch vendor emails into one evening a week', 'get the menu in writing, including the vegetarian count', "ask the venue what's included in the rental"],
    more=['We have maybe {num} weekends left to sort this out.', "{fiance}'s mom thinks I'm overthinking it, and she's probably right.", 'My mom, meanwhile, has sent me {num} Instagram reels about it.', 'Every vendor in Austin seems booked that weekend.', "I made a spreadsheet with {num} tabs and it still doesn't feel organized.", "{fiance} just keeps saying 'whatever makes you happy, mi amor', which is sweet and useless.", 'The group chat with both moms is a lot right now.', "I said I'd decide by {day} and it's now {day} again.", 'Honestly the budget is the scary part, not the logistics.', 'Aaji asks about the wedding on every single call.'],
    word="Wedding", weight=3.0,
    reporters=["{fiance}", "my mom", "{fiance}'s mom", "my cousin Meera", "the wedding planner lady", "Papa"],
    leadins=["Wedding admin hour, bear with me.", "Okay, vendor stuff.", "More wedding logistics, sorry.",
             "Wedding brain is on.", "Acha, wedding update.", "Órale, wedding stuff again."],
    bullets=["seating chart still a disaster", "need to order the welcome signs", "reply to the florist",
             "{fiance} to ask his tías about the lazo", "buy more safety pins for the dupatta",
             "confirm the hotel block", "figure out the dhol timing", "send save-the-dates to Pune side",
             "tasting feedback to caterer", "decide on favors (mini cajeta jars?)"],
    extras=["{fiance} says hi.", "Why is everything a deposit.", "My mom has opinions, obviously.",
            "Ay, this wedding.", "At least the tasting was fun.", "Yaar, I need a nap."],
    advice=[
        "It might help to keep every vendor detail in one shared doc with {fiance}, so nothing lives only in one person's inbox.",
        "A simple timeline for each event, even a rough one, makes vendor conversations much easier.",
        "Multi-day weddings get overwhelming, so picking one decision per evening can keep it manageable.",
        "Getting each vendor agreement in writing now will save you a lot of back-and-forth later.",
        "Blending two traditions is a lot of coordination, but it's also what guests will remember most.",
        "If both families have strong opinions, deciding what's non-negotiable for the two of you first really helps.",
        "Leaving a little buffer in the schedule between ceremonies is always a good idea with big families.",
        "A day-of point person who isn't either of you is worth their weight in gold.",
    ],
    follow=["How are you two holding up with all of it?", "Is there any part of the planning you're actually enjoying?",
            "Do you want help drafting the message to them?", "Want me to sketch a rough timeline for the weekend?",
            "Which part feels most urgent right now?"],
    pairs=[
        ("{fiance} and I spent {num} hours on the guest list last night and we're still at like {guests} people. His side alone is huge.",
         "Guest lists balloon fast when both families are big. One trick is splitting into tiers — must-invite, should-invite, nice-to-have — and cutting from the bottom tier together so nobody feels singled out."),
        ("Do people actually do a separate sangeet AND a mehndi, or is that too much for a fusion wedding?",
         "Plenty of couples combine them into one evening — mehndi in the afternoon, music and dancing after dinner. It saves a venue rental, and guests flying in only need one extra night."),
        ("His abuela asked if there'll be mariachi at the reception and my nani asked if there'll be a dhol. Why not both lol",
         "Both is very doable, and honestly it's a lovely symbol of the two families. Some couples use the dhol for the entrance and bring mariachi in during dinner or for a surprise set later."),
        ("Arre yaar, the lehenga boutique wants {price} just for dupatta alterations.",
         "Alteration costs on heavy embroidery add up quickly. Ask whether they'll bundle alterations if you also do the blouse stitching there, or look for a local tailor in {place} who does bridal work."),
        ("How many chairs does a mandap usually need up front? The decor lady asked and I blanked.",
         "Usually four to six: the two of you, the parents doing the kanyadaan, and sometimes a seat for the priest. Check with your pandit, since some also like a small table for the puja items."),
        ("{fiance}'s mom keeps calling me mija on the phone and it melts me every single time.",
         "That's lovely — it sounds like she already treats you like family. Moments like that are worth holding onto when the planning gets stressful."),
        ("We toured a place near {place} today. Gorgeous oak trees, but the parking is a nightmare.",
         "Parking is one of those things guests remember more than the centerpieces. If you love the place, ask about a shuttle from a nearby lot; many venues already work with one."),
        ("Should the invitations be bilingual? English plus Spanish, and maybe a line in Marathi for my grandparents?",
         "A trilingual touch can be really meaningful. Keep the practical details in English and add a short welcome or blessing in Spanish and Marathi, so both families feel at the center of it."),
        ("The caterer wants a final headcount {num} weeks out. That feels early?",
         "It's pretty standard — they need time to order ingredients and schedule staff. Most will let you adjust by a small margin up to about a week before."),
        ("Tasting was yesterday. The {food} was incredible, the rice was kinda dry.",
         "Tell them specifically about the rice; caterers usually appreciate direct feedback at the tasting stage, and it's a much easier fix now than on the day."),
        ("I keep going back and forth on red vs pink for the lehenga. Red is traditional, pink is more me.",
         "There's no wrong answer. A lot of brides wear the color they feel most like themselves in and bring in tradition through the chooda, the jewelry, or a red dupatta for the pheras."),
        ("The church part needs a rehearsal on the Thursday. {fiance}'s cousins land that day at {time}, which is tight.",
         "Maybe ask whether the rehearsal can start a bit later, or let the cousins skip it if they aren't in the ceremony. The people who really need to be there are the wedding party and the readers."),
        ("How do you even seat two families who've never met? Do we mix them or nah",
         "Mixing a few tables around shared interests — age, kids, a hobby — works well. Keep the grandparents near the front and near each other, and leave most tables with familiar faces so nobody feels stranded."),
        ("The photographer quoted {price2} extra for a second shooter on the mehndi day.",
         "A second shooter is mostly worth it when things happen in two places at once, like getting-ready shots. For a mehndi, one good photographer can usually cover it."),
        ("Mummy wants a full haldi at home. Our apartment is tiny.",
         "Could you host it in a friend's backyard or a park pavilion? Haldi is messy anyway, so an outdoor space with a hose nearby is honestly ideal."),
        ("Is it rude to not give everyone a plus-one? We're trying to stay under {guests}.",
         "It's very common to give plus-ones only to people in long-term relationships or who won't know anyone else. Be consistent about the rule and most people understand."),
        ("{fiance} wants tres leches as the wedding cake and I want gulab jamun cheesecake. We may have found our first real fight.",
         "Why not a small tres leches for the cake cutting and gulab jamun cheesecake bites on the dessert table? Two smaller desserts often cost about the same as one huge cake."),
        ("Rented the safas for the groom's side, {num} of them. Do they come pre-tied?",
         "Many rental places offer pre-tied safas that just slip on, which is a lifesaver for people who've never worn one. Double-check; otherwise you'll want someone who can tie them there early."),
        ("The florist sent a mood board and it's 80% pampas grass. Not what I asked for.",
         "Send back two or three reference photos of what you do want and ask for a revised board. Florists would much rather adjust now than have you unhappy later."),
        ("Do we need a wedding website or is a WhatsApp group enough lol",
         "With guests across countries, a simple website is handy for the schedule, dress codes for each event, and hotel info. You can still use WhatsApp for last-minute updates."),
        ("The hotel near {place} wants a minimum of {num} rooms a night for the block.",
         "Ask whether it's a courtesy block with no penalty for unsold rooms. Those are common and much safer than a contracted block where you pay for the difference."),
        ("Acha, so the dress code for the reception — cocktail? Festive? What does festive even mean to his uncles",
         "Festive usually means dressy but colorful, and you can spell it out on the website: suits or guayaberas, saris and lehengas welcome, bright colors encouraged."),
        ("I feel bad that my side has way more events than his. Mehndi, haldi, sangeet, pheras... his side is church and party.",
         "It might help to frame it as one celebration with many moments rather than his events and your events. His family may love being invited into the haldi or the mehndi."),
        ("Need to order {num} dozen marigold garlands. Is Etsy a bad idea?",
         "For fresh garlands a local Indian grocery or florist is more reliable than shipping. Silk ones online are fine for decor, but the ones people wear should really be fresh."),
        ("Paid the photo booth people today, {price}. Why is everything a deposit.",
         "It really does feel like death by deposits. A simple sheet of what's paid, what's due, and when makes it a lot less stressful."),
        ("My dad wants to give a speech in Marathi AND English and I'm scared it'll be 40 minutes.",
         "You could gently suggest a five-minute target and offer to help trim it. A simple structure — one story, a welcome, a blessing — keeps speeches short."),
        ("{fiance}'s tías want to do the lazo during the church part. I had to google what that was, not gonna lie.",
         "The lazo is a beautiful tradition — a loop of rosary or flowers placed around the couple's shoulders. It pairs nicely with the idea of the pheras binding you, too."),
        ("Welcome bags for out-of-town guests: cute or a waste of money?",
         "They're appreciated but not necessary. A few local snacks, water, and a printed schedule go a long way without a big budget."),
    ],
)

THREADS["sublet"] = dict(
    tips=["check the lease's sublet clause", "get the landlord's approval in writing", 'photograph the room before move-in', 'agree on a cleaning rotation up front', 'write down how utilities are split', 'collect the deposit before handing over keys'],
    more=['The lease runs through the summer, so I need someone soon.', "I really don't want to deal with the leasing office more than I have to.", 'The cat has claimed every empty box she left.', 'The listing has had {num} views and one weird message so far.', '{roomie} feels bad about leaving, which makes me feel bad.', 'Rent in {place} went up again this year, of course.', "I've never had to be the landlord-ish person before.", "Her boyfriend's place is near {place}, so at least she'll be close."],
    word="Apartment", weight=1.0,
    reporters=["{roomie}", "the landlord", "the leasing office", "{roomie}'s boyfriend", "my neighbor"],
    leadins=["Apartment saga continues.", "Roommate stuff, part whatever.", "Okay, the room situation.",
             "Sublet update."],
    bullets=["repaint the hallway wall", "return {roomie}'s spare key", "post new listing photos",
             "ask landlord about the background check", "split the last internet bill", "buy a new couch (sigh)",
             "fix the chirping smoke detector"],
    extras=["I'll miss her though.", "Adulting is a scam.", "Austin rent is criminal.", "The cat is confused."],
    advice=[
        "Whatever you agree with a subletter, a short written agreement saves awkward conversations later.",
        "Checking the exact sublet clause in your lease first will save you surprises.",
        "Taking dated photos of the room before and after a move-out is cheap insurance for the deposit.",
        "It's worth looping the landlord in early, since approvals can take a week or two.",
        "Meeting candidates in person or on video filters out most of the scams.",
    ],
    follow=["Have you told the landlord yet?", "How's the cat handling all the moving boxes?",
            "Do you want help writing the listing?", "Is the lease end date flexible at all?"],
    pairs=[
        ("{roomie} officially told me she's moving in with her boyfriend. Happy for her, stressed for me.",
         "Both feelings make sense. The main practical question is whether your lease lets you sublet her room or whether the landlord has to add someone new to the lease."),
        ("Landlord says a sublet is fine as long as they pass the same background check. {price} application fee, ugh.",
         "That's a pretty normal requirement. You could ask the subletter to cover the application fee, since it's for their benefit."),
        ("Posted the room on Marketplace and got {num} messages in an hour, half of them obvious scams.",
         "Common red flags: they won't video call, they offer to pay more than asked, or they want you to forward money. Insist on meeting in person or on video first."),
        ("Someone asked if the room has its own bathroom. It shares with mine — should I lead with that?",
         "Yes, be upfront in the listing. It filters out people who'd say no anyway and saves you a lot of showings."),
        ("Do I split utilities with a subletter or just fold it into the rent?",
         "Either works. A flat utilities amount folded into rent is simpler and avoids monthly math; estimate it from the last few bills with a small buffer."),
        ("{roomie} is taking the couch. Which, fair, it's hers, but now I have no couch.",
         "Good time to check Marketplace, especially around UT move-out season — people practically give furniture away at the end of the semester."),
        ("Had a showing at {time}. Nice guy, works at the hospital, but he has a dog.",
         "Check what your lease says about pets and whether there's pet rent. And think about your cat — some cats adjust to a dog, some absolutely don't."),
        ("Should I do a written sublease agreement even if it's someone I kind of know?",
         "Definitely. A short agreement covering rent, deposit, dates, and house rules protects both of you and makes awkward conversations easier later."),
        ("{roomie} wants her half of the deposit back from me now, but the landlord holds it until the lease ends.",
         "You could have the subletter pay their deposit to her directly, which effectively buys out her share. Put it in writing so everyone knows who's owed what."),
        ("The room needs paint. She put up like {num} command strips and some of them took the paint with them.",
         "A small can of matching paint and a patch kit is usually enough. Ask the landlord for the paint color name so it actually matches."),
        ("How much should I ask for the room? Similar ones in {place} go for around {price2} plus utilities.",
         "Price it near the market, maybe slightly under if you want it filled fast. A reliable subletter is worth more than an extra fifty a month."),
        ("ngl I kind of want to live alone but Austin rent is criminal",
         "Running the numbers helps: what you'd pay solo versus with a roommate, and what you'd trade off. Sometimes a one-bedroom in a cheaper area is closer than you'd think."),
        ("Interviewed a UT grad student today. Super quiet, cooks a lot, asked about the internet speed.",
         "Quiet and cooks sounds promising. Internet questions usually mean they work or study from home, which is good to know for shared space."),
        ("Do I need renter's insurance to cover a subletter's stuff?",
         "Your policy generally covers your belongings, not theirs. It's reasonable to ask the subletter to get their own renter's insurance — it's cheap and protects both of you."),
        ("Move-out cleaning checklist? {roomie} is... not a cleaner.",
         "Focus on what landlords actually check: oven, fridge, bathroom grout, baseboards, and walls. A deep-clean service for one room plus shared spaces is often under a couple hundred dollars."),
        ("The subletter candidate asked if they can move in early and pay prorated.",
         "Prorating is easy: divide the monthly rent by the days in that month and multiply by the days they'll stay. Just make sure the room is empty and clean by then."),
        ("The smoke detector in her room chirps every {num} minutes. It's been two days.",
         "That's almost always a low battery. Swap in a fresh 9-volt, or if it's hardwired, look for the backup battery compartment."),
        ("{roomie}'s boyfriend brought a truck today and they took the bookshelf I'm like 60% sure was mine",
         "Might be worth a friendly text with a photo. Move-outs get chaotic and it's easy to grab the wrong stuff."),
        ("Key handoff question: do I change the locks between roommates?",
         "Ask your landlord. Many will rekey for a small fee, and it's a good idea when keys have been copied over the years."),
        ("Showing at {time} tomorrow and the apartment is a disaster.",
         "Focus on the room being shown, the kitchen, and the bathroom. Clear counters and an open window go a long way."),
        ("The leasing office wants a {price} 'lease modification fee' to swap names. Is that a thing?",
         "Some complexes do charge for it. Ask whether it's waived if the new person signs a full lease, and get the fee in writing before anyone pays."),
    ],
)

THREADS["car"] = dict(
    tips=['get the out-the-door price in writing', 'have an independent mechanic inspect it', 'call your insurer with the VIN', "compare the credit union rate against the dealer's", 'check the Carfax for accidents and service records', 'test every button and port on the drive'],
    more=["The Civic has almost 200k miles on it, so it really doesn't owe me anything.", "I've looked at {num} listings this week and they're blurring together.", 'My dad keeps sending me Consumer Reports links.', 'The dealer in {place} has been texting me twice a day.', "I want something that'll last until at least the kids-and-car-seat era.", 'Honestly I just want reliable and boring.', "The Civic's AC is also dying, just to add drama.", "{fiance} wants to come to the next test drive to 'be intimidating', lol."],
    word="Car", weight=1.2,
    reporters=["the dealer", "{fiance}", "the finance guy", "my dad", "the credit union"],
    leadins=["Car saga.", "Okay, car shopping update.", "The Civic replacement situation.", "Car stuff, sorry."],
    bullets=["get a pre-purchase inspection", "call insurance for quotes", "clean out the Civic",
             "find the Civic title", "compare credit union rates", "ask about the tire tread", "test the Bluetooth again"],
    extras=["RIP Civic.", "I hate car shopping.", "The dealership coffee was good at least.", "Órale, cars are expensive."],
    advice=[
        "Negotiating on the out-the-door price, not the monthly payment, keeps the math honest.",
        "Having a credit union preapproval in hand gives you leverage in the finance office.",
        "An independent pre-purchase inspection is one of the best hundred-and-some dollars you can spend.",
        "Getting a written buyer's order before signing anything makes it easy to spot surprise add-ons.",
        "It's worth calling your insurer with the VIN before you sign so the premium isn't a shock.",
    ],
    follow=["Are you leaning toward any particular model?", "Is the Civic still running for now?",
            "Do you want a checklist for the test drive?", "Have you looked at the Carfax yet?"],
    pairs=[
        ("My 2011 Civic finally made The Noise. You know the one. Time to buy something.",
         "Sounds like it's time. Setting a total budget first — including tax, title, and insurance — makes the search a lot more focused."),
        ("Is a CPO worth paying extra for vs a regular used car?",
         "Certified pre-owned usually adds a manufacturer warranty and an inspection. If the difference is under a thousand or so, it's often worth it for peace of mind."),
        ("Test drove one in {place}. It smelled like a wet dog wearing cologne.",
         "Odors can be really hard to get out. If it's strong, ask whether they'll do a professional detail and ozone treatment before you commit."),
        ("Dealer added a {price2} 'protection package' that's literally nitrogen in the tires.",
         "Those add-ons are almost always negotiable or removable. Ask for an out-the-door price with only tax, title, and license fees."),
        ("Carfax shows {num} owners. Is that bad?",
         "The number of owners matters less than maintenance history and accident reports. A well-documented car with several owners can beat a neglected one-owner car."),
        ("Credit union preapproval or dealer financing?",
         "Get a preapproval from a credit union first, then let the dealer try to beat it. Sometimes they can, but you'll know what a good rate looks like."),
        ("How do I even get a pre-purchase inspection? Do I just drive it to a random mechanic?",
         "Pretty much — pick an independent shop you trust, not one the dealer suggests. It usually costs a little over a hundred dollars and can save you thousands."),
        ("The salesperson keeps asking what monthly payment I'm comfortable with and I keep saying 'the total price please'.",
         "Good instinct. Focusing on the monthly payment lets them stretch the loan term; stick to negotiating the out-the-door price."),
        ("Insurance quote for a newer car is way more than my Civic. Like {price} more a month.",
         "Newer, more valuable cars cost more to insure. Try a higher deductible, bundling with renter's insurance, or getting quotes from a couple of other insurers."),
        ("{fiance} says get a truck. I live in an apartment with a compact spot. No.",
         "A truck in a compact spot sounds like a daily headache. A hatchback or small crossover gives you cargo room without the parking stress."),
        ("Found a {color} hatchback with {num}k miles and one small dent on the bumper.",
         "A small cosmetic dent is a decent negotiating point. Get a body shop estimate and bring that number to the conversation."),
        ("Trade in the Civic or sell it myself?",
         "Selling privately usually gets more, but it takes effort. If the trade-in offer is within a few hundred of private value, the convenience can be worth it — and Texas only taxes the difference."),
        ("Gap insurance — scam or actually useful?",
         "It's useful when you owe more than the car is worth, like with a small down payment or a long loan. It's often cheaper through your insurer or credit union than at the dealer."),
        ("They want me back {day} at {time} to 'talk to the manager'. Classic.",
         "It's a common tactic. You can ask them to email a written offer instead so you can compare without the pressure."),
        ("The tires on the one I like are pretty bald.",
         "Tires can easily be a six-to-eight hundred dollar expense. Ask them to replace them or knock the price down accordingly."),
        ("Can I put the down payment on a credit card for the points?",
         "Many dealers cap card payments at a few thousand. Call ahead and ask, and pay the card off right away so it doesn't turn into expensive debt."),
        ("The Bluetooth kept disconnecting on the test drive and the salesman said 'that's just your phone'.",
         "Could be, but test it with another phone. Infotainment glitches can be annoying and sometimes point to a software update the dealer should do."),
        ("Sat in the finance office for {num2} hours today. I aged.",
         "Finance offices are designed to wear you down. Reading every line and saying no to extras you didn't ask for is exactly right, even if it takes a while."),
        ("Should I get the extended warranty? It's {price2}.",
         "Depends on the model's reliability record and what it covers. For reliable brands many people skip it and put that money in a repair fund instead."),
        ("Do I need a Texas inspection before I register it or does the dealer handle that?",
         "In Texas the inspection is tied to registration, and dealers usually handle title and registration for you. Just confirm the inspection is current when you sign."),
        ("The dealer's 'doc fee' is {price}. Is that negotiable?",
         "Doc fees in Texas aren't capped, and dealers rarely drop them outright, but you can ask them to take the same amount off the sale price instead."),
    ],
)

THREADS["startup"] = dict(
    tips=['write down who owns which decision', 'keep one shared task board', 'set a budget alert on every cloud account', 'get the operating agreement signed early', 'open a business bank account once the EIN arrives', 'show the app to five strangers before adding features'],
    more=["We meet Saturdays at {time}, usually at {f1}'s apartment.", 'The app is basically a meal-prep planner for families who cook together.', '{f2} has a whole Notion board for it now.', "We've got {num} people on the waitlist, mostly friends and cousins.", "I'm the only one who writes tests, naturally.", '{f1} is great at ideas and less great at finishing them.', "We keep saying 'after the wedding' for the big stuff.", "It's fun, but it's definitely a lot on top of everything else."],
    word="App", weight=1.1,
    reporters=["{f1}", "{f2}", "the designer", "our accountant", "{f1} and {f2}"],
    leadins=["Side project update.", "Startup brain, sorry.", "App stuff.", "Okay, weekend-project news."],
    bullets=["fix the login redirect bug", "write the privacy policy", "set up the business bank account",
             "pick a logo direction", "TestFlight build #3", "order stickers for the launch", "draft the operating agreement"],
    extras=["{f1} is already talking about a Series A lol.", "We're so unserious and I love it.",
            "My QA brain cannot rest.", "Three people, six opinions."],
    advice=[
        "Time-boxing the project to a fixed block each weekend keeps it from eating the wedding season.",
        "Writing down who owns which decision avoids a lot of friendly-but-tense debates later.",
        "Shipping something small to real users usually teaches you more than another weekend of planning.",
        "It's worth keeping the company paperwork in one shared folder all three of you can reach.",
        "Agreeing on what happens if someone steps back is much easier while everyone is still excited.",
    ],
    follow=["What's the one feature you'd ship first?", "How are you splitting the work between the three of you?",
            "Do you want a quick checklist for the LLC steps?", "Have you shown it to any real users yet?"],
    pairs=[
        ("{f1}, {f2} and I spent all Saturday whiteboarding the app. We have {num} features and zero code lol",
         "That's normal for a first weekend. Pick the one feature that would make someone open the app every week, and build only that first."),
        ("Is an LLC overkill for a side project that makes zero dollars?",
         "It's not required, but it separates personal liability and makes it easier to split ownership clearly among friends. Many people form one once money or contracts are involved."),
        ("{f2} wants to raise money. {f1} wants to keep it a hobby. I'm apparently the tie-breaker.",
         "It might help to agree on a milestone first — a number of users or some revenue — and revisit funding once you hit it. That keeps everyone working toward the same goal."),
        ("Does an operating agreement need a lawyer or can we use a template?",
         "A template is fine for many small LLCs, but make sure it covers ownership splits, vesting, what happens if someone leaves, and how decisions get made."),
        ("The designer sent three logo directions. One looks like a dentist's office.",
         "Feedback like 'this feels clinical, we want warm and home-cooked' gives a designer something concrete. Point to what you like in the other two."),
        ("We should probably do vesting for the three of us, right? Even though we're friends?",
         "Especially because you're friends. Vesting — often four years with a one-year cliff — protects the friendship if someone's life changes and they step back."),
        ("Built the login flow today. It broke in {num} different ways. QA brain is thriving.",
         "Having a tester's instincts on a tiny team is a real advantage. Write down the edge cases you found; they're the start of a test plan."),
        ("What's a fair price for a freelancer to do a logo plus a few app screens?",
         "It varies widely, but anywhere from a few hundred to a few thousand dollars is common. Agree on the number of revision rounds up front."),
        ("{f1} registered like {num} domains 'just in case'. He has a problem.",
         "Domain hoarding is a classic founder hobby. Maybe agree to keep one or two and let the rest lapse at renewal."),
        ("Do we need a business bank account right away?",
         "Once the LLC exists and you have an EIN, yes — it keeps the money clean and makes taxes far easier. Many online banks open small-business accounts for free."),
        ("We demoed it to {name} and she immediately tried to break it. I've never felt more seen.",
         "That's a great tester. Watching where people try to do things the app doesn't support is some of the most useful feedback you can get."),
        ("The Firebase bill was {price}. For an app with eleven users.",
         "Check for a runaway query or a listener that keeps re-reading data. Setting a budget alert is also smart so it never surprises you again."),
        ("How do I keep this from eating every weekend before the wedding?",
         "Time-box it: one fixed block per weekend and a shared task list, so you know what 'done' looks like for each session."),
        ("Apple rejected the TestFlight build. Something about privacy strings.",
         "Usually a permission — camera, photos, location — is missing its usage description in Info.plist. Add a clear sentence for each one and resubmit."),
        ("{f2} made a pitch deck. Slide {num} is just a photo of her mom's dal.",
         "Honestly, that could work if the story is about real home cooking. Just make sure the problem and the solution are clear in the first three slides."),
        ("Stripe, or just Venmo for the beta?",
         "For a real product Stripe is worth it — receipts, refunds, and tax handling are built in. Venmo for a tiny friends-and-family beta is fine, though."),
        ("We finally wrote a privacy policy. It's a Frankenstein of three templates.",
         "That's how most start. Before launch, reread it against what the app actually collects, since a policy that doesn't match reality is worse than a simple one."),
        ("{f1} pushed directly to main at 1am. Again.",
         "Branch protection on GitHub fixes that pretty painlessly. Require a pull request and at least one review, even a quick one."),
        ("Do we need a trademark search before using the name?",
         "A quick search in the USPTO database before you invest in branding is a good idea, so you don't get a cease-and-desist after launch."),
        ("Coffee shop meeting at {place} at {time}. {f2} brought a whiteboard. An actual physical whiteboard.",
         "Respect the commitment. Snap a photo of whatever gets written so the ideas survive the eraser."),
        ("Our beta testers are mostly our moms. Is that data or just love?",
         "Mostly love, but moms can be brutally honest users. Try to add a few strangers who match your target user, even five of them."),
    ],
)

THREADS["marathon"] = dict(
    tips=['keep easy runs truly easy', 'log how the knee feels after each run', 'practice fueling on long runs', 'plan a down week every third or fourth week', 'do the physio exercises on rest days too', 'check the weather and adjust pace for heat'],
    more=["Race is in February and it's feeling very real now.", 'My coach checks my watch data every Monday, which is motivating and terrifying.', 'The knee is better than last month but not perfect.', 'I did my long run on the Lady Bird Lake trail at {time}.', 'The running group is doing a brunch after the long run, which is the real motivation.', "I've been doing the physio exercises about {dpw} days a week.", "My weekly mileage is the highest it's ever been.", '{fiance} says I talk about splits in my sleep now.'],
    word="Training", weight=1.2,
    reporters=["my coach", "the physio", "someone in my running group", "{fiance}", "the guy at the running store"],
    leadins=["Running update.", "Training log, sort of.", "Marathon stuff.", "Okay, knee news."],
    bullets=["long run Saturday", "clamshells + bridges daily", "buy more gels", "ice the knee after tempo",
             "register for the tune-up half", "replace my watch strap", "foam roll (ugh)"],
    extras=["Legs are jelly.", "My knee has opinions.", "I love running, I hate running.", "Órale, hills."],
    advice=[
        "Keeping most runs genuinely easy is what lets the hard days actually work.",
        "Logging how the knee feels after each run gives your physio much better information.",
        "Sleep and fueling matter as much as the miles in a marathon block.",
        "In Texas heat, running by effort instead of pace is completely legitimate.",
        "A down week every few weeks helps the body absorb the training.",
    ],
    follow=["How's the knee feeling this week?", "What's your long run this weekend?",
            "Are you fueling during the long runs yet?", "Do you want me to help you log the week?"],
    pairs=[
        ("Long run this weekend was {miles} miles. Legs are jelly.",
         "That's a solid effort. Prioritize sleep and protein for the next day or two, and keep the next run genuinely easy."),
        ("Coach wants my easy runs at {pace} pace. Feels embarrassingly slow.",
         "Easy runs are supposed to feel easy — that's where most of the aerobic base is built. Running them slow is what lets you run the hard days hard."),
        ("Knee is twinging again on the downhill stretch near {place}.",
         "Worth mentioning to your physio, especially if it's the same spot. Shortening your stride on downhills can reduce the load on the knee."),
        ("Do I need gels for a {miles}-miler or is that overkill?",
         "For runs over about ninety minutes, practicing fueling is a good idea — it trains your gut for race day too. Every 30 to 45 minutes is a common starting point."),
        ("It was already 80 degrees at {time} this morning. Why did I pick a February marathon with summer training.",
         "Texas training is brutal. Running early, carrying electrolytes, and adjusting pace for heat are all legitimate — effort matters more than hitting a number."),
        ("Physio gave me clamshells and single-leg bridges. I feel like a toddler doing them.",
         "Those glute exercises look simple but really help knee tracking. Consistency matters more than intensity there."),
        ("Should I run the Decker Challenge as a tune-up?",
         "A half or a 10-miler four to six weeks out is a great fitness check. Just treat it as part of training rather than an all-out race."),
        ("Lost a toenail. Rite of passage or shoe problem?",
         "Often it's a sign the toe box is a bit small or your foot slides on downhills. Try a half size up for long runs, or a different lacing."),
        ("My running group leaves from {place} at {time} and they're all way faster than me.",
         "Many groups have pace pods; ask if there's a slower group or a buddy at your pace. Running your own plan matters more than keeping up."),
        ("Coach said tempo Thursday: 2 warm, 4 at threshold, 2 cool. What is threshold in human words?",
         "Roughly the effort you could hold for about an hour in a race — comfortably hard, where you can say a few words but not chat."),
        ("How many miles a week should I be at by now?",
         "That depends on the plan your coach built and where you started. The key is gradual increases, usually around ten percent a week at most, with a down week every few."),
        ("Foam rolling my IT band is basically medieval torture.",
         "Roll the muscles around it — quads and glutes — instead of grinding on the band itself. It tends to help more and hurt a lot less."),
        ("{fiance} biked next to me for the last {num} miles with a speaker and a banana. Love him.",
         "That's a keeper. Having someone do that at a hard point on race day can be a huge mental boost too."),
        ("Do compression socks actually do anything?",
         "The evidence is mixed for performance, but many runners like them for recovery or long flights. If they feel good, there's no harm."),
        ("Race-day breakfast — what's safe? I don't want to gamble on the porta-potties.",
         "Stick with what you've practiced before long runs: toast or a bagel, a banana, maybe coffee, two to three hours before the start."),
        ("Treadmill today because it was storming. {miles} miles of staring at a wall.",
         "A podcast or a progression run helps. A 1% incline is a common setting to mimic outdoor effort."),
        ("My shoes have like {shoe} miles on them. Time?",
         "Many running shoes last around 300 to 500 miles. If the cushioning feels flat or new aches show up, it's probably time."),
        ("Why does my watch say my average was {pace} when I definitely walked a bit",
         "Watches use auto-pause and smoothing, and GPS drifts near tall buildings and trees. Treat it as an estimate."),
        ("Everyone keeps warning me about the hills in the back half of the course.",
         "Practice hill repeats on similar grades and plan to run them by effort, not pace. Easing off on the climb and recovering after is usually faster overall."),
        ("Should I skip my run if I slept {num2} hours?",
         "One short night won't ruin training, but if you're carrying a lot of sleep debt, swapping to an easy run or a rest day is smart."),
        ("Ran the Lady Bird Lake loop this morning and saw {num} people I know. Austin is tiny.",
         "Ha, the trail really is the city's living room. At least you had witnesses to your commitment."),
    ],
)

THREADS["pets"] = dict(
    tips=['keep her feeding schedule steady', 'test the tank water weekly', 'write a one-page sheet for the pet sitter', "keep the vet's number on the fridge", 'clean the filter sponge in tank water, not tap water', 'add a second scratching post'],
    more=["She's currently asleep on the warm spot of my laptop charger.", 'The fish seem totally unbothered by any of this.', 'The tank is in the living room next to the bookshelf.', "She's about {num2} years old and has the attitude of a retired auntie.", 'I watched {num} YouTube videos about it already.', "{roomie} used to handle half of this, so I'm learning.", 'She yelled at me for twenty minutes this morning for no reason.', 'The betta flares at his reflection every evening like clockwork.'],
    word="Pet", weight=1.0,
    reporters=["the vet tech", "{roomie}", "the guy at the fish store", "my neighbor", "{fiance}"],
    leadins=["Pet update.", "The cat, again.", "Fish tank drama.", "Household creatures report."],
    bullets=["buy more litter", "25% water change Sunday", "clean the filter sponge", "trim her claws",
             "order the dental treats", "test ammonia and nitrite", "new scratching post"],
    extras=["She's staring at me right now.", "The fish are thriving, at least.", "Cats are chaos.",
            "She sends her regards (she doesn't)."],
    advice=[
        "Keeping her routine steady through all the moving and travel will help her stress levels.",
        "Small weekly tank maintenance is easier than big rescue cleanings.",
        "A short pet-sitter sheet with feeding, meds, and vet info makes travel much less stressful.",
        "With cats, slow changes almost always go better than sudden ones.",
        "Testing the water before changing anything in the tank saves a lot of guesswork.",
    ],
    follow=["How's she adjusting to the roommate leaving?", "How's the tank looking this week?",
            "Do you want a pet-sitter checklist for the Pune trip?", "Is she eating normally?"],
    pairs=[
        ("The cat has decided 4am is zoomies o'clock.",
         "Play with her hard in the evening and feed a meal right before bed — cats tend to sleep after a hunt-and-eat sequence."),
        ("Tank water is cloudy again. I did a {pct} water change on {day}.",
         "Cloudy water is often a bacterial bloom, especially after big changes or overfeeding. Test ammonia and nitrite, feed lightly, and give it a few days."),
        ("She knocked a glass off the counter, made eye contact, and did it again.",
         "Classic. Some cats do it for attention; a bit more scheduled play sometimes reduces the counter crimes."),
        ("How often should I be testing the tank water?",
         "Weekly tests for ammonia, nitrite, and nitrate are a good routine for an established tank. Test more often if something looks off."),
        ("The cat threw up on my laptop bag. Hairball or something to worry about?",
         "Occasional hairballs are normal. If it's more than about once a week, or she stops eating, a vet visit is worth it."),
        ("Tank thermometer says 83. Too warm?",
         "Most tropical fish are happiest around 76 to 80°F. At 83, check the heater setting and the room temperature."),
        ("Bought a {price} cat tree. She sleeps in the box it came in.",
         "A tale as old as time. Leave the box next to the tree for a while — she may migrate once it smells like her."),
        ("Algae keeps taking over the glass. I scrub it and it's back in {num2} days.",
         "Too much light or too many nutrients usually drive that. Cut the light period to about eight hours and make sure you're not overfeeding."),
        ("Who's going to watch the cat when I'm in Pune for {num2} weeks?",
         "A trusted sitter visiting once or twice a day is usually less stressful for cats than boarding. Ask for a daily photo so you can relax."),
        ("{roomie} was the one who fed the fish. Now it's me. I forgot today.",
         "Fish are fine skipping a day. A small weekly pill organizer for fish food can help build the habit."),
        ("The cat has started scratching the new couch. I JUST got this couch.",
         "Put a tall, sturdy scratching post right next to the couch and use a cat-safe deterrent spray. Reward her every time she uses the post."),
        ("Does a betta really need a heater? The pet store guy said no.",
         "Bettas are tropical and do much better with a steady heater around 78 to 80°F. That pet store advice is outdated."),
        ("The cat sat on my keyboard during standup and unmuted me.",
         "Honestly a great way to liven up standup. A cozy bed on the desk next to the laptop sometimes redirects her."),
        ("Is it okay to add live plants to the tank? Someone from {place} gave me cuttings.",
         "Live plants are great for water quality. Rinse them well and quarantine if you can, since hitchhiking snails are common."),
        ("Vet tech said she's a 'little chonky'. Rude but fair.",
         "Measuring food precisely and using a puzzle feeder helps a lot. Small changes over a few months are safer than a sudden cut."),
        ("The filter has been making a grinding noise since {day}.",
         "That's often debris in the impeller. Unplug it, take it apart, rinse the impeller and housing in tank water, and put it back together."),
        ("Do cats actually care about water fountains or is that marketing",
         "Many cats do drink more from moving water, which is good for their kidneys. Some ignore it completely — cats are individuals."),
        ("The snail population exploded. There were {num2}, now there are like fifty.",
         "Snail booms usually mean extra food in the tank. Feed less, pull some by hand, or drop in a blanched zucchini slice overnight and lift it out covered in snails."),
        ("She's terrified of the vacuum and hides under the bed for an hour after.",
         "Pretty common. Vacuum when she's in another room with the door closed, and give her a treat afterward to lower the stress."),
        ("Should I get a second cat so she isn't lonely while I'm at the office?",
         "Some cats love a companion and some really don't. If you try it, a slow introduction over a couple of weeks is key."),
        ("Cat food prices went up again. {price} for the big bag now.",
         "Buying in bulk during sales or setting up a subscribe-and-save can take the edge off, as long as she's happy with the same food."),
    ],
)

THREADS["money"] = dict(
    tips=['download statements before any transfer', 'use a direct rollover when possible', 'list every due date for the year', 'check fund expense ratios', 'keep the emergency fund separate from the wedding fund', 'automate the minimum payments'],
    more=["I have all of this in a spreadsheet that I'm scared to open.", 'The wedding budget is eating everything right now.', "Papa would be thrilled that I'm even asking.", "My old employer's HR portal logs me out every {num} minutes.", "I'm trying to be a responsible adult about this.", "It's a lot of acronyms for someone who just wanted to test software.", "{fiance} is very 'we'll figure it out', and I am very 'spreadsheet'.", 'I have {num} browser tabs of Bogleheads threads open.'],
    word="Money", weight=0.9,
    reporters=["HR", "my dad", "the plan administrator", "my loan servicer", "{fiance}"],
    leadins=["Money stuff, ugh.", "Finance corner.", "Adulting: money edition.", "Okay, retirement nerd moment."],
    bullets=["download old 401(k) statements", "call the loan servicer", "update the budget sheet",
             "check the Roth contribution", "move bonus to savings", "look at expense ratios"],
    extras=["My budget spreadsheet is crying.", "Money is fake but bills are real.", "Acha, numbers.",
            "Papa would be proud."],
    advice=[
        "Keeping a simple calendar of money deadlines for the year makes a busy stretch a lot less scary.",
        "Direct rollovers keep the paperwork and the taxes much simpler.",
        "It's worth downloading statements before any account transfer, just to have records.",
        "With a big year of expenses, timing when each bill lands matters as much as the totals.",
        "Automating the boring payments removes a surprising amount of stress.",
    ],
    follow=["Do you want help mapping out the year's big expenses?", "Is the old plan charging high fees?",
            "What's the interest rate on the loans, roughly?", "Have you and {fiance} talked about joint finances yet?"],
    pairs=[
        ("Old job's 401(k) is just sitting there. Is that bad?",
         "It's not bad, but it's easy to lose track of and you might be paying higher fees. Rolling it into your new plan or an IRA keeps things simpler."),
        ("What's the difference between a direct and an indirect rollover?",
         "In a direct rollover the money moves straight between accounts. In an indirect one they send you a check and you have 60 days to deposit it, with withholding headaches — direct is usually the way to go."),
        ("Pay off student loans faster or put more into retirement?",
         "Compare the loan interest rates to a reasonable expected return. High-rate loans are often worth attacking; low-rate ones can wait while you capture any employer match first."),
        ("My loan servicer changed AGAIN. Third time in {num2} years.",
         "Servicer transfers are frustrating. Download your payment history and keep records, since errors sometimes happen during the switch."),
        ("Wedding + car + Pune trip all in one year. My budget spreadsheet is crying.",
         "Big-ticket years are stressful. Listing the non-negotiables and timing the rest — like booking flights before the wedding deposits peak — can smooth the cash flow."),
        ("Is it dumb to get a Roth IRA too, or is a 401(k) enough?",
         "Not dumb at all. A Roth gives you tax diversification; many people contribute to the 401(k) up to the match and then fund a Roth IRA."),
        ("{fiance} has zero student debt and I have a lot. Do we merge finances after the wedding?",
         "Couples handle it lots of ways — fully joint, fully separate, or a hybrid with a joint account for shared bills. What matters is agreeing on it openly."),
        ("Got a letter saying one of my loans is at {pct}. I thought it was lower.",
         "Check whether it's a variable rate that reset or a servicer error. Your original promissory note or the loan dashboard will show the agreed rate."),
        ("The expense ratio on the old plan's target-date fund is like 0.8. That's high, right?",
         "Yes, that's on the high side. Many index-based target-date funds are under 0.2, and over decades the difference really adds up."),
        ("Emergency fund: three months or six?",
         "Three to six months of essential expenses is the usual range. With a big year of expenses, aiming for the higher end is reasonable."),
        ("HR says the new plan accepts rollovers, but the form is a PDF from 2009.",
         "Classic HR PDF. Fill it in carefully — plan names and account numbers need to match exactly or the transfer can bounce back."),
        ("Does a wedding count as a reason to pause student loan payments lol",
         "Sadly no. If cash is tight, income-driven plans or a short forbearance exist — just know interest may keep accruing."),
        ("I tracked all my spending for {num2} weeks. Uber Eats is a personality trait now.",
         "Honestly a useful discovery. A fixed weekly delivery budget tends to work better than banning it entirely."),
        ("Do I owe taxes on a 401(k) rollover?",
         "A direct rollover from a traditional 401(k) into a traditional IRA or another 401(k) isn't taxable. Rolling into a Roth is different — that would be a taxable conversion."),
        ("Mom keeps asking if I've started saving for the kids' college. There are no kids.",
         "Parents love to plan ahead. You can tell her you're focused on retirement and debt first — that's the order most planners recommend anyway."),
        ("My credit score dropped {num} points after the auto loan inquiry.",
         "That's normal and temporary. Several auto loan inquiries in a short window usually count as one, and the dip fades as you make payments."),
        ("Bonus: loans or wedding?",
         "If the wedding costs are fixed and soon, covering them without new debt is usually the priority. Anything left could go to the highest-rate loan."),
        ("PSLF doesn't apply to me, right? I work at a private company.",
         "Right — Public Service Loan Forgiveness requires a government or qualifying nonprofit employer. Private-sector jobs don't count."),
        ("Papa wants me to buy gold for the wedding 'as an investment'. Is it, though?",
         "Gold jewelry carries a lot of cultural and sentimental value, but making charges mean it's not a great pure investment. Treat it as a gift or heirloom rather than savings."),
    ],
)

THREADS["pune"] = dict(
    tips=['keep scans of your passport and OCI in your email', 'weigh the bags before leaving for the airport', 'pack one carry-on outfit in case bags are delayed', 'ask family about the best arrival time', 'download offline maps before landing', 'bring a small gift for whoever picks you up'],
    more=["It's been {num2} years since I last visited, which feels awful to say.", 'Aaji has already planned every meal of the trip.', 'Ajoba wants to take me to his favorite misal place on day one.', "My mom is making a list of relatives I have to visit, it's long.", 'The flights are the expensive part this year.', "I'm going for about {num2} weeks.", 'My cousins have a full itinerary planned and none of it involves sleeping.', 'I want to make sure I have enough time with my grandparents themselves.'],
    word="Pune trip", weight=1.1,
    reporters=["Mummy", "Aaji", "my cousin", "the travel agent", "Papa"],
    leadins=["Pune trip planning.", "India trip stuff.", "Okay, Aaji-Ajoba visit update.", "Travel brain."],
    bullets=["buy Ajoba's reading glasses", "renew passport photos", "pack sarees flat", "get travel insurance",
             "eSIM or local SIM?", "Trader Joe's haul for cousins", "ask the cat sitter"],
    extras=["Aaji is so excited.", "The suitcase is already full.", "Mummy has a list. Of course.",
            "Can't wait for real misal."],
    advice=[
        "Keeping copies of your passport and OCI card in your email is a good backup while traveling.",
        "Landing at a reasonable hour makes it much easier on whoever is picking you up.",
        "A shared packing list with your mom will cut down on the last-minute additions.",
        "Giving yourself a couple of quiet days after the long flight helps you enjoy the visit.",
        "For grandparents, time together usually matters far more than the gifts.",
    ],
    follow=["How long are you staying this time?", "Is anyone else from the family going with you?",
            "Do you want help comparing the routings?", "What are you most excited to eat there?"],
    pairs=[
        ("Aaji asked on the video call if I'm eating properly. I was eating cereal for dinner. I lied.",
         "A time-honored tradition. She'll be delighted to feed you properly when you get there."),
        ("Every routing from Austin to Pune is {num}+ hours. Dubai or Doha for the layover?",
         "Both are comfortable airports. Compare total travel time and when you land in Pune — arriving in the middle of the night is rough on grandparents coming to pick you up."),
        ("Do I need a visa if I have an OCI card?",
         "No — an OCI card works as a lifelong visa for India. Carry it with your US passport, and make sure the passport linked to it is current."),
        ("What do I bring my grandparents? They say 'nothing', which means something.",
         "Useful gifts usually land well: warm shawls, favorite US snacks, vitamins their doctor approves, a tablet set up for video calls, or a photo book of the family."),
        ("Ajoba wants a specific brand of reading glasses from the US. He sent a blurry photo of the box.",
         "Ask a relative to read the strength off his current pair, or get a clearer photo of the label. Pharmacy readers come in standard strengths, so matching it is usually easy."),
        ("Is December a good time for Pune weather-wise?",
         "December is one of the nicest times — cool mornings and pleasant days. Bring a light sweater for the evenings."),
        ("Arre, my cousins want me to bring {num} kilos of Trader Joe's snacks. My bag has limits.",
         "Make a shared list and ask them to pick their top items. Snacks are light but bulky, so flat pouches help."),
        ("Carry rupees or just use UPI when I'm there?",
         "UPI is everywhere, but a foreign phone number can make setup tricky. Carry some cash for small vendors and rickshaws, and see if family can help with payments."),
        ("Mom wants to send {num} sarees for relatives through me. In my suitcase. Which is full.",
         "Sarees pack flat if folded carefully. Maybe swap out some of your own clothes and plan to re-wear outfits there."),
        ("Do I need any vaccines for India?",
         "Worth checking with a travel clinic a month or two ahead. Routine vaccines plus hepatitis A and typhoid are common recommendations."),
        ("Jet lag after Pune always wrecks me for a week.",
         "Shifting your sleep an hour a day before the flight and getting morning sunlight after landing both help a lot."),
        ("Aaji wants me to bring {fiance} next time. She's learning Spanish words from YouTube lol",
         "That's adorable. He might want to learn a few Marathi words to surprise her back."),
        ("Is it weird to bring a Texas-themed gift? Like a cowboy hat for Ajoba.",
         "It could be charming — a little piece of where you live. Pair it with something practical and he'll probably wear the hat for every photo."),
        ("Local SIM in Pune or an eSIM plan?",
         "An international eSIM is convenient for arrival, but a local SIM is often much cheaper for longer stays. Bring your passport and OCI for the SIM paperwork."),
        ("Their building's lift is broken again and Aaji is on the third floor. I'm worried.",
         "Maybe ask a relative nearby to check in more often while it's down, and ask the society secretary for a repair timeline."),
        ("Pune traffic makes Austin traffic look like a meditation retreat.",
         "Fair. A trusted driver or app cabs can make those trips much less stressful."),
        ("How much should I budget for gifts for the extended family? It's like {num} households.",
         "A small, consistent gift per household — sweets, a dry fruit box, or something from Texas — keeps it fair and manageable."),
        ("Mummy reminded me to touch Aaji's feet first thing. Obviously. I'm not a heathen.",
         "Ha, of course. She'll love that you're thinking about the little traditions."),
        ("Visiting Dagdusheth with Aaji is the one thing I really want to do this time.",
         "That sounds like a beautiful thing to do together. Going early in the morning usually means smaller crowds."),
    ],
)

THREADS["books"] = dict(
    tips=['pick the next book a month ahead', 'rotate hosts', 'keep a shared list of suggestions', "read the ending carefully if you're behind"],
    more=["We're about {num} people, mostly from my old job plus some partners.", 'We meet once a month and rotate houses.', '{name} always brings the best snacks.', "I've been reading on my lunch breaks to catch up.", "It's honestly my favorite night of the month.", 'Our group chat is 20% books and 80% memes.'],
    word="Book club", weight=0.8,
    reporters=["{name} from book club", "the group chat", "our host", "{name}"],
    leadins=["Book club stuff.", "Okay, reading update.", "Book club drama (mild).", "Nerd corner."],
    bullets=["finish the last three chapters", "bring snacks", "vote on next pick", "return the library copy",
             "text {name} about carpooling"],
    extras=["I love these people.", "We talked about the book for maybe ten minutes.", "I'm behind, as usual.",
            "Wine was involved."],
    advice=[
        "Book clubs tend to last when the social part matters as much as the reading.",
        "Rotating hosts keeps the load light for everyone.",
        "Letting a different person pick each month spreads the work and the taste around.",
        "Reading the last few chapters carefully is the best shortcut when you're behind.",
    ],
    follow=["What did you think of the ending?", "Who picks the next book?", "Are you hosting anytime soon?",
            "What did everyone else think?"],
    pairs=[
        ("Book club picked {book} and I'm {num} chapters behind.",
         "Skim what you've missed and read the last chapter carefully — the discussion usually centers on the ending and the big themes anyway."),
        ("Hosting book club soon. What do you serve to {num} people who only half read the book?",
         "Easy snacks and one themed drink works great. A simple chaat bar or a taco spread is fun and low-effort."),
        ("{name} came without reading it and still had the best takes. Rude.",
         "Some people are just great at discussion. Maybe she should lead the next one."),
        ("Should book club stick to fiction or mix it up?",
         "Alternating fiction and nonfiction keeps it fresh. A quick vote at the end of each meeting helps everyone feel heard."),
        ("Finished {book} on the plane. Cried in seat 24B.",
         "Crying on planes is a rite of passage. What hit you hardest?"),
        ("We have a member who does a 20-minute plot summary every time. How do we gently stop that?",
         "Open with a round where everyone shares one line about how the book made them feel. It sets the tone for discussion instead of summary."),
        ("Can we do a wedding-themed pick without it being cheesy?",
         "Pick something about families and cultures blending rather than a straight romance. It fits the season without being too on-the-nose."),
        ("The library holds list for our book is {num} people deep.",
         "Libby sometimes has the audiobook with a shorter wait, or someone in the club might pass a copy around."),
        ("We started rating books on 'would you recommend it to your mom'. Harsh but fun.",
         "Great metric. It captures a lot about tone and content in one question."),
        ("Someone suggested a book in Spanish. Half of us don't read Spanish.",
         "A bilingual edition or a translated Mexican author could bridge that. The people who read Spanish could share their favorite lines in the original."),
        ("Book club turned into a two-hour conversation about weddings. Not complaining.",
         "That's what a good book club does — it's really a friend group with a reading excuse."),
        ("How do you keep track of what you've read? I keep forgetting titles.",
         "A note on your phone with a one-line reaction per book works, or an app like StoryGraph."),
        ("Meeting is in {place} this time. Hope the parking isn't terrible.",
         "If it's busy, carpooling or a quick rideshare can save a lot of circling."),
        ("I want to propose a Marathi author in translation. Tips for pitching it?",
         "Pick one with a well-regarded English translation, and share a bit of background on the author's world so people can connect."),
        ("Does anyone actually use the discussion questions at the back of the book?",
         "Usually only the host, ten minutes before. They're a handy backup when the conversation stalls."),
        ("Re-reading {book} and it's hitting different now that I'm engaged.",
         "Books really do change as our lives do. It might make a great discussion if you bring that angle to the group."),
    ],
)

THREADS["work"] = dict(
    tips=['write clear repro steps in every bug', 'tag flaky tests instead of ignoring them', 'raise schedule conflicts early', 'keep a running list of wins for your review'],
    more=['Our release is in {num} days and the bug count is not going down.', "My manager is nice but very 'let's take this offline'.", "I've been the only QA on two squads since {name} left.", 'Standup ran long again, of course.', "We're trying to automate more of the regression suite this quarter.", 'Our CI takes {num2}0 minutes on a good day.'],
    word="Work", weight=0.9,
    reporters=["my manager", "HR", "{name} on my team", "our PM"],
    leadins=["Work vent.", "QA life.", "Okay, day job stuff.", "Standup survivor here."],
    bullets=["triage flaky tests", "write test plan for checkout v2", "PTO request for the wedding",
             "onboard the new QA hire", "demo the API test suite", "update the regression dashboard"],
    extras=["Send coffee.", "QA life.", "I love my team, mostly.", "Release week energy."],
    advice=[
        "Writing your findings up with clear reproduction steps turns frustration into something the team can act on.",
        "Flagging schedule conflicts early, especially around the wedding, makes it much easier to get coverage.",
        "Framing QA work in terms of risk reduced tends to land well with managers.",
        "Protecting a couple of focus blocks a week helps a lot during a busy release cycle.",
    ],
    follow=["Is the release still on track?", "How's the new hire settling in?", "Do you want help wording that message?",
            "Have you put in the wedding PTO yet?"],
    pairs=[
        ("Regression suite took {num2} hours overnight and a bunch of tests flaked. Love that for me.",
         "Flaky tests erode trust in the whole suite. Tagging and quarantining the worst offenders, then fixing them one by one, usually pays off quickly."),
        ("Dev said 'works on my machine' in standup. I almost left my body.",
         "The classic. Asking for exact reproduction steps and environment details in the ticket turns that into something actionable."),
        ("Manager wants a test plan for a feature that doesn't have specs yet.",
         "You can write it against assumptions and list the open questions explicitly. That often speeds up getting the specs finalized."),
        ("Should I learn Playwright or stick with Selenium?",
         "Playwright has a lot of momentum and handles modern web apps nicely with auto-waiting. If your team is open to it, it's a valuable skill."),
        ("Release got pushed to {day}. Which means I'm testing on the weekend of the cake tasting.",
         "Worth telling your manager about the conflict now. An early heads-up makes it much easier to shuffle coverage."),
        ("Found a bug where the checkout total is off by a cent with certain discounts. Floating point strikes again.",
         "Using integer cents or a decimal type for money fixes a whole category of those bugs. Great catch."),
        ("I need to ask for {num} days off around the wedding. How early is too early?",
         "Asking early is almost always appreciated for a major life event. Put it in writing and on the team calendar once it's approved."),
        ("We're getting a new QA hire and I'm onboarding them. Tips?",
         "A written setup guide, a list of who to ask about what, and a small first bug to test end to end help a lot."),
        ("Standup at {time} every day is too early for a team that codes until midnight.",
         "Maybe propose an async standup in Slack a couple of days a week and see how it goes."),
        ("Our PM keeps adding scope after code freeze.",
         "A short change-control rule — any post-freeze change needs a risk note and QA sign-off — can make that visible without blaming anyone."),
        ("{name} brought homemade tamales and the whole floor stopped working.",
         "Sounds like the best kind of productivity loss."),
        ("Wrote {num} new API tests today and found an endpoint that returns 200 for errors.",
         "That's a sneaky one. Worth filing, since clients will read failures as successes."),
        ("Performance review next week. How do I talk about QA work without it sounding like 'I found bugs'?",
         "Frame it as impact: defects caught before release, time saved by automation, incidents prevented. Concrete numbers help."),
        ("Is it normal to feel guilty when I'm the one who blocks a release?",
         "Very normal — but blocking a release for a real issue is the job working as intended. Clear evidence and a suggested path forward help."),
        ("Prod incident at {time} last night. Not my bug, but I'm still tired.",
         "Incidents are draining even when they aren't yours. A quiet lunch and an early night might be in order."),
        ("Our test environment has been down since {day} and nobody owns it.",
         "Unowned environments are a classic gap. Proposing a rotating owner, even informally, tends to get things moving."),
    ],
)

THREAD_NAMES = list(THREADS)

# ---------------------------------------------------------------------------------------------
# Fact specs.  neutral: third-person clauses usable in reported speech; mine: first-person ones.
# ---------------------------------------------------------------------------------------------


class Spec:
    def __init__(self, kind, thread, about, label, fmt, neutral, mine=(), ask="", ans=None, vfirst=None):
        self.kind, self.thread, self.about, self.label, self.fmt = kind, thread, about, label, fmt
        self.neutral, self.mine, self.ask, self.ans, self.vfirst = list(neutral), list(mine), ask, ans, vfirst


SPECS: list[Spec] = [
    # ---------------- person ----------------
    Spec("person", "wedding", "mehndi artist's name", "mehndi artist", "p_in",
         ["the mehndi artist we booked is {v}", "the mehndi artist is {v}"],
         ["I booked {v} to do the mehndi", "we're going with {v} for the bridal mehndi"],
         "Did you ever lock in someone to do the mehndi?"),
    Spec("person", "wedding", "pandit doing the pheras", "pandit for the pheras", "p_in",
         ["the pandit doing our pheras is {v}", "the priest for the Hindu ceremony is {v}"],
         ["we confirmed {v} as our pandit", "Mummy and I met {v}, who's doing the pheras"],
         "Who's officiating the Hindu side of the ceremony?"),
    Spec("person", "wedding", "pastor for the church ceremony", "pastor", "p_hi",
         ["the pastor marrying us at the church is {v}", "the pastor for the church part is {v}"],
         ["we met with {v}, the pastor who's doing the church ceremony"],
         "And who's the pastor for the church ceremony?"),
    Spec("person", "wedding", "venue coordinator's name", "venue coordinator", "p_an",
         ["our day-of coordinator at the venue is {v}", "the venue coordinator is {v}"],
         ["I finally got through to {v}, the coordinator at the venue"],
         "Do you have a point person at the venue yet?"),
    Spec("person", "wedding", "caterer contact's name", "contact at the caterer", "p_hi",
         ["the catering manager handling our event is {v}", "our contact at the caterer is {v}"],
         ["I've been emailing back and forth with {v} from the catering company"],
         "Who's your contact at the caterer?"),
    Spec("person", "sublet", "new subletter's name", "subletter", "p_any",
         ["the person taking {roomie}'s room is {v}", "the new subletter is {v}"],
         ["I said yes to {v} for the room", "I picked {v} to sublet {roomie}'s room"],
         "Did you pick someone for the room?"),
    Spec("person", "car", "car salesperson's name", "salesperson at the dealership", "p_an",
         ["the salesperson handling my deal is {v}", "the salesperson at the dealership is {v}"],
         ["I've been dealing with {v} at the dealership"],
         "Who are you working with at the dealership?"),
    Spec("person", "car", "credit union loan officer", "loan officer at the credit union", "p_any",
         ["the loan officer at the credit union is {v}", "the loan officer on my auto loan is {v}"],
         ["I talked to {v} at the credit union about the auto loan"],
         "Did the credit union assign you a loan officer?"),
    Spec("person", "startup", "freelance designer's name", "freelance designer", "p_any",
         ["the freelance designer we hired is {v}", "our designer is {v}"],
         ["we signed {v} as our freelance designer", "{f2} found us a designer, {v}"],
         "Did you three settle on a designer?"),
    Spec("person", "marathon", "running coach's name", "running coach", "p_an",
         ["the coach who wrote my plan is {v}", "my running coach is {v}"],
         ["I signed up with {v} as my coach"],
         "Who's coaching you for Austin, by the way?"),
    Spec("person", "marathon", "physio treating her knee", "physio for my knee", "p_dr",
         ["the physio treating my knee is {v}", "the PT for my knee is {v}"],
         ["I'm seeing {v} for the knee now"],
         "Which physio are you seeing for the knee?"),
    Spec("person", "pets", "cat's vet", "cat's vet", "p_dr",
         ["the cat's vet is {v}", "the vet who sees the cat is {v}"],
         ["I switched the cat over to {v}"],
         "Who's her vet these days?"),
    Spec("person", "car", "car insurance agent", "insurance agent for the new car", "p_an",
         ["the insurance agent for the new car is {v}", "the agent handling the car policy is {v}"],
         ["I'm going through {v} for the car insurance"],
         "Did you find an agent for the car insurance?"),
    Spec("person", "pune", "cousin picking her up at Pune airport", "person picking me up at Pune airport", "p_in",
         ["the one picking me up at Pune airport is my cousin {v}", "my cousin {v} is picking me up from the airport"],
         ["I asked my cousin {v} to pick me up from the airport"],
         "Is someone picking you up when you land in Pune?"),
    Spec("person", "startup", "CPA for the LLC", "accountant for the LLC", "p_any",
         ["the CPA handling our LLC paperwork is {v}", "our accountant for the LLC is {v}"],
         ["we hired {v} to do the LLC's books"],
         "Do you have an accountant helping with the LLC?"),
    Spec("person", "books", "next book club host", "host for the next book club", "p_any",
         ["next month's book club host is {v}", "the person hosting book club next is {v}"],
         ["we roped in {v} to host next month"],
         "Who's hosting book club next time?"),

    # ---------------- pet ----------------
    Spec("pet", "pets", "cat's name", "cat's name",
         ["Jalebi", "Biscoff", "Kulfi", "Mochi", "Pickles", "Tamarind", "Noodle", "Gordita", "Peanut Butter Cup",
          "Ladoo"],
         ["the cat's name is {v}", "the cat's name on the vet forms is {v}"],
         ["I named her {v} when I adopted her", "the cat is officially {v} on all the vet forms"],
         "What's your cat's name, by the way?",
         ans=["{V}.", "Her name is {V}.", "It's {v}! Named after a dessert, obviously."]),
    Spec("pet", "pets", "betta fish's name", "betta's name",
         ["Sergeant Fins", "Captain Ruffles", "Mr. Darcy", "Señor Bubbles", "Lord Voldefin", "Admiral Snack",
          "Professor Blub"],
         ["the betta is named {v}", "the betta's name is {v}"],
         ["I named the betta {v}", "{roomie} and I named the betta {v}"],
         "Does the betta have a name?",
         ans=["{V}. Yes, really.", "Of course — {v}.", "He's {v}."]),
    Spec("pet", "pets", "cat's prescription food", "prescription food for the cat",
         ["Hill's c/d Multicare", "Royal Canin Urinary SO", "Purina Pro Plan UR", "Hill's k/d"],
         ["the vet put her on {v}", "her prescription food is {v}"],
         ["I switched her to {v} like the vet said"],
         "What food did the vet prescribe?",
         ans=["{V}.", "The vet said {v}.", "{V}, the expensive stuff."]),
    Spec("pet", "pets", "cat's microchip number", "cat's microchip number", "chip",
         ["her microchip number is {v}", "the cat's microchip number is {v}"],
         ["I finally found her microchip number, it's {v}"],
         "Do you have her microchip number handy for the sitter?"),
    Spec("pet", "pets", "cat's weight at last checkup", "cat's weight at the last checkup", "weight",
         ["she weighed in at {v} at the vet", "the cat's weight at the checkup was {v}"],
         ["the vet had me write down {v} as her weight"],
         "What did she weigh at the last checkup?",
         ans=["{V}.", "{V}. Chonky.", "She was {v}."]),
    Spec("pet", "pets", "fish tank size", "size of the new fish tank",
         ["29-gallon tank", "20-gallon long", "36-gallon bowfront", "40-gallon breeder"],
         ["the new tank is a {v}", "the fish moved into a {v}"],
         ["I upgraded the fish to a {v}"],
         "How big is the tank you ended up getting?",
         ans=["A {v}.", "It's a {v}. Total overkill for one betta lol", "Went with a {v}."]),

    # ---------------- date ----------------
    Spec("date", "wedding", "fiance's tux fitting", "tux fitting date", "date",
         ["{fiance}'s tux fitting is {v}", "the tux fitting got scheduled for {v}"],
         ["I put {fiance}'s tux fitting in the calendar for {v}"],
         "When is {fiance}'s tux fitting?"),
    Spec("date", "wedding", "lehenga fitting", "lehenga fitting date", "date",
         ["my final lehenga fitting is {v}", "the lehenga fitting is set for {v}"],
         ["I booked the lehenga fitting for {v}"],
         "When's your lehenga fitting?"),
    Spec("date", "wedding", "caterer tasting date", "caterer tasting date", "date",
         ["the tasting with the caterer is {v}", "the caterer tasting is {v}"],
         ["we scheduled the caterer tasting for {v}"],
         "When's the tasting with the caterer?"),
    Spec("date", "sublet", "roommate's move-out date", "move-out date for {roomie}", "date",
         ["{roomie}'s last day in the apartment is {v}", "{roomie} moves out {v}"],
         ["I confirmed with {roomie} that she's out by {v}"],
         "When is {roomie} actually moving out?"),
    Spec("date", "sublet", "sublet start date", "sublet start date", "date",
         ["the sublet starts {v}", "the subletter moves in {v}"],
         ["I told the subletter they can move in {v}"],
         "When would the new person move in?"),
    Spec("date", "car", "car pickup date", "car pickup date", "date",
         ["I pick up the car {v}", "the car is ready for pickup {v}"],
         ["I'm picking up the car {v}"],
         "When do you get to pick up the car?"),
    Spec("date", "marathon", "next physio appointment", "physio appointment date", "date",
         ["my next physio appointment is {v}", "the follow-up with the physio is {v}"],
         ["I booked the next physio session for {v}"],
         "When's your next physio appointment?"),
    Spec("date", "pune", "flight to Pune", "Pune flight date", "date",
         ["my flight to Pune leaves {v}", "the Pune flight is {v}"],
         ["I'm flying out to Pune {v}"],
         "When do you fly out to Pune?"),
    Spec("date", "pune", "OCI appointment", "OCI appointment date", "date",
         ["the OCI appointment at the VFS office is {v}", "my OCI appointment is {v}"],
         ["I got an OCI appointment for {v}"],
         "When's the OCI appointment?"),
    Spec("date", "books", "next book club meeting", "next book club date", "date",
         ["the next book club meeting is {v}", "book club is meeting {v}"],
         ["we settled on {v} for the next book club"],
         "When does book club meet next?"),
    Spec("date", "pets", "cat's vet appointment", "cat's vet appointment date", "date",
         ["the cat's vet appointment is {v}", "her dental cleaning at the vet is {v}"],
         ["I booked the cat's vet visit for {v}"],
         "When is her vet appointment?"),
    Spec("date", "money", "401(k) rollover deadline", "401(k) rollover deadline", "date",
         ["the rollover paperwork is due {v}", "the deadline for the 401(k) rollover forms is {v}"],
         ["I need the rollover forms in by {v}"],
         "Is there a deadline for the rollover paperwork?"),
    Spec("date", "startup", "LLC filing date", "LLC filing date", "date",
         ["the LLC paperwork gets filed {v}", "the LLC filing is scheduled for {v}"],
         ["we're filing the LLC {v}"],
         "When are you filing the LLC?"),
    Spec("date", "car", "first car loan payment due", "first car payment due date", "date",
         ["the first car loan payment is due {v}", "my first auto loan payment is due {v}"],
         ["I owe the first car payment {v}"],
         "When's the first loan payment due?"),

    # ---------------- amount ----------------
    Spec("amount", "wedding", "caterer deposit", "caterer deposit", "usd:1800:6500",
         ["the caterer deposit is {v}", "the caterer wants {v} as a deposit"],
         ["I paid the caterer a {v} deposit"],
         "How much is the caterer asking for up front?"),
    Spec("amount", "wedding", "remaining venue balance", "remaining venue balance", "usd:4000:14000",
         ["the remaining balance on the venue is {v}", "what we still owe the venue is {v}"],
         ["I still owe the venue {v}"],
         "How much is left to pay on the venue?"),
    Spec("amount", "car", "out-the-door car price", "out-the-door price on the car", "usd:14000:27000",
         ["the out-the-door price we agreed on is {v}", "the final out-the-door number on the car is {v}"],
         ["I got them down to {v} out the door"],
         "What did the out-the-door price end up being?"),
    Spec("amount", "car", "car down payment", "down payment on the car", "usd:2000:6000",
         ["the down payment on the car is {v}", "the down payment is {v}"],
         ["I'm putting {v} down on the car"],
         "How much are you putting down?"),
    Spec("amount", "car", "monthly car insurance", "monthly car insurance premium", "usd:110:260",
         ["the insurance on the new car is {v} a month", "the monthly premium for the car is {v}"],
         ["I'll be paying {v} a month for car insurance"],
         "What did the insurance quote come to per month?"),
    Spec("amount", "sublet", "sublet rent", "sublet rent", "usd:780:1400",
         ["the subletter will pay {v} a month", "rent for the sublet is {v} a month"],
         ["I'm charging {v} a month for the room"],
         "What are you charging for the room?"),
    Spec("amount", "startup", "designer's quote", "designer's quote", "usd:900:4800",
         ["the designer quoted {v} for the logo and screens", "the designer's quote is {v}"],
         ["we agreed to pay the designer {v}"],
         "What did the designer quote you?"),
    Spec("amount", "marathon", "cost per physio session", "cost per physio session", "usd:85:210",
         ["each physio session is {v} after insurance", "the physio charges {v} a session"],
         ["I'm paying {v} a session for physio"],
         "How much is each physio session costing you?"),
    Spec("amount", "wedding", "lehenga price", "lehenga price", "inr:60000:240000",
         ["the lehenga is {v} before alterations", "the lehenga costs {v}"],
         ["I'm paying {v} for the lehenga"],
         "How much is the lehenga, if you don't mind me asking?"),
    Spec("amount", "pune", "Pune gift budget", "Pune gift budget", "inr:15000:90000",
         ["the budget for gifts in Pune is {v}", "the gift budget for the Pune trip is {v}"],
         ["I'm capping gifts for the Pune trip at {v}"],
         "Do you have a budget in mind for the gifts?"),
    Spec("amount", "money", "student loan balance", "remaining student loan balance", "usd:18000:62000",
         ["the remaining balance on my student loans is {v}", "my student loans are at {v}"],
         ["I still owe {v} on the student loans"],
         "How much is left on the student loans?"),
    Spec("amount", "money", "old 401(k) balance", "old 401(k) balance", "usd:12000:58000",
         ["the old 401(k) has {v} in it", "the balance in the old 401(k) is {v}"],
         ["I've got {v} sitting in the old 401(k)"],
         "Roughly how much is in the old 401(k)?"),
    Spec("amount", "pune", "round-trip fare to Pune", "round-trip fare to Pune", "usd:1100:2300",
         ["the round-trip fare to Pune came to {v}", "the Pune tickets are {v} round trip"],
         ["I paid {v} for the round trip to Pune"],
         "How much did the flights come to?"),
    Spec("amount", "wedding", "mehndi artist's fee", "mehndi artist's fee", "usd:350:950",
         ["the mehndi artist charges {v} for the bridal design", "the mehndi artist's fee is {v}"],
         ["I'm paying the mehndi artist {v} for the bridal design"],
         "What does the mehndi artist charge?"),

    # ---------------- phone ----------------
    Spec("phone", "wedding", "caterer's phone number", "caterer's number", "ph_us",
         ["the caterer's direct line is {v}", "the number for the caterer is {v}"],
         ["I saved the caterer's number as {v}"],
         "Do you have a direct number for the caterer?"),
    Spec("phone", "wedding", "mehndi artist's phone number", "mehndi artist's number", "ph_us",
         ["the mehndi artist's cell is {v}", "the mehndi artist's number is {v}"],
         ["I got the mehndi artist's cell, it's {v}"],
         "Do you have a number for the mehndi artist?"),
    Spec("phone", "car", "salesperson's phone number", "salesperson's number", "ph_us",
         ["the salesperson's cell is {v}", "the direct number for my salesperson is {v}"],
         ["I have the salesperson's number as {v}"],
         "Did they give you a direct number at the dealership?"),
    Spec("phone", "marathon", "physio clinic's phone number", "physio clinic's number", "ph_us",
         ["the physio clinic's number is {v}", "the front desk at the physio clinic is {v}"],
         ["I call the physio clinic at {v}"],
         "What's the number for the physio clinic?"),
    Spec("phone", "sublet", "subletter's phone number", "subletter's number", "ph_us",
         ["the subletter's number is {v}", "the new person's cell is {v}"],
         ["I texted the subletter at {v}"],
         "Do you have the new person's number?"),
    Spec("phone", "startup", "designer's phone number", "designer's number", "ph_us",
         ["the designer's number is {v}", "the designer's cell is {v}"],
         ["I have the designer's cell saved as {v}"],
         "What's the best number for the designer?"),
    Spec("phone", "pune", "grandparents' landline in Pune", "grandparents' landline in Pune", "ph_in_land",
         ["Aaji and Ajoba's landline is {v}", "the landline at Aaji's place is {v}"],
         ["I always call Aaji and Ajoba on {v}"],
         "What's the landline at your grandparents' place?"),
    Spec("phone", "pune", "cousin's mobile in Pune", "cousin's mobile in Pune", "ph_in_mob",
         ["my cousin's number in Pune is {v}", "the cousin's mobile is {v}"],
         ["I saved my cousin's Indian number as {v}"],
         "Do you have a local number for your cousin?"),
    Spec("phone", "wedding", "pandit's phone number", "pandit's number", "ph_us",
         ["the pandit's number is {v}", "Panditji's cell is {v}"],
         ["Mummy gave me the pandit's number, {v}"],
         "Do you have the pandit's number?"),
    Spec("phone", "marathon", "coach's phone number", "coach's number", "ph_us",
         ["the coach's cell is {v}", "my coach's number is {v}"],
         ["I text my coach at {v}"],
         "Do you have your coach's number for race weekend?"),

    # ---------------- address ----------------
    Spec("address", "wedding", "wedding venue address", "venue address", "addr_us",
         ["the venue address is {v}", "the venue is at {v}"],
         ["I put {v} on the invitation draft as the venue"],
         "What's the venue's address, for the invitations?"),
    Spec("address", "sublet", "roommate's new address", "forwarding address for {roomie}", "addr_us",
         ["{roomie}'s new place is at {v}", "{roomie}'s forwarding address is {v}"],
         ["I'm forwarding {roomie}'s mail to {v}"],
         "Where should {roomie}'s mail go after she moves?"),
    Spec("address", "car", "dealership address", "dealership address", "addr_us",
         ["the dealership is at {v}", "the dealer's lot is at {v}"],
         ["I'm driving out to the dealer at {v}"],
         "Where's the dealership?"),
    Spec("address", "marathon", "physio clinic address", "physio clinic address", "addr_us",
         ["the physio clinic is at {v}", "the PT office is at {v}"],
         ["I go to the physio at {v}"],
         "Where's the physio clinic?"),
    Spec("address", "pune", "grandparents' address in Pune", "grandparents' address in Pune", "addr_in",
         ["Aaji and Ajoba's address is {v}", "the grandparents live at {v}"],
         ["I'm shipping the gifts to Aaji at {v}"],
         "What's your grandparents' address, for the courier?"),
    Spec("address", "books", "book club host's address", "book club host's address", "addr_us",
         ["book club is at {v} this time", "the host's place is {v}"],
         ["I'm heading to book club at {v}"],
         "Where is book club this time?"),
    Spec("address", "wedding", "tailor's address", "tailor's address", "addr_us",
         ["the tailor doing the blouse alterations is at {v}", "the tailor's shop is at {v}"],
         ["I'm taking the blouse to the tailor at {v}"],
         "Where's the tailor doing your alterations?"),
    Spec("address", "startup", "LLC registered agent address", "registered agent address", "addr_us",
         ["the LLC's registered agent address is {v}", "the registered agent for the LLC is at {v}"],
         ["we listed {v} as the registered agent address"],
         "What address are you using for the registered agent?"),
    Spec("address", "pets", "vet clinic address", "vet clinic address", "addr_us",
         ["the vet clinic is at {v}", "the cat's vet is at {v}"],
         ["I take the cat to the vet at {v}"],
         "Where's the vet clinic?"),

    # ---------------- id ----------------
    Spec("id", "car", "car's VIN", "car's VIN", "vin",
         ["the VIN on the car is {v}", "the car's VIN is {v}"],
         ["I copied the VIN off the windshield, it's {v}"],
         "Do you have the VIN? Your insurer will want it."),
    Spec("id", "car", "auto loan account number", "auto loan account number", "loan",
         ["the auto loan account number is {v}", "the account number on the car loan is {v}"],
         ["I set up autopay on loan account {v}"],
         "Do you have the loan account number for autopay?"),
    Spec("id", "pune", "flight PNR", "flight PNR", "pnr",
         ["the PNR for my Pune flights is {v}", "the booking reference for the flights is {v}"],
         ["I got the PNR, it's {v}"],
         "Do you have the booking reference for the flights?"),
    Spec("id", "pune", "OCI card number", "OCI card number", "oci",
         ["my OCI card number is {v}", "the number on my OCI card is {v}"],
         ["I double-checked my OCI card, the number is {v}"],
         "What's your OCI number? The airline form asks for it."),
    Spec("id", "wedding", "lehenga order number", "lehenga order number", "order",
         ["the order number for the lehenga is {v}", "the lehenga order is {v}"],
         ["I have the lehenga order saved as {v}"],
         "Do you have the order number for the lehenga?"),
    Spec("id", "startup", "LLC's EIN", "LLC's EIN", "ein",
         ["the EIN for the LLC is {v}", "our EIN is {v}"],
         ["I got the EIN from the IRS site, it's {v}"],
         "Did the IRS give you the EIN yet?"),
    Spec("id", "wedding", "venue booking confirmation code", "venue confirmation code", "conf",
         ["the venue booking confirmation is {v}", "the confirmation code for the venue is {v}"],
         ["I saved the venue confirmation as {v}"],
         "Did the venue send a confirmation code?"),
    Spec("id", "car", "car insurance policy number", "car insurance policy number", "policy",
         ["the policy number for the car insurance is {v}", "the car insurance policy is {v}"],
         ["I printed the insurance card, policy {v}"],
         "What's the policy number on the new insurance?"),
    Spec("id", "marathon", "marathon registration confirmation", "marathon registration confirmation", "reg",
         ["my marathon registration confirmation is {v}", "the registration confirmation for Austin is {v}"],
         ["I found the registration email, confirmation {v}"],
         "Do you have your race registration confirmation handy?"),
    Spec("id", "money", "rollover IRA account number", "rollover IRA account number", "ira",
         ["the new IRA account number is {v}", "the rollover account number is {v}"],
         ["I opened the rollover account, number {v}"],
         "What's the account number the rollover goes into?"),
    Spec("id", "money", "student loan account number", "student loan account number", "loan",
         ["my student loan account number is {v}", "the servicer account number is {v}"],
         ["I finally found my student loan account number: {v}"],
         "Do you have the account number from the servicer?"),
    Spec("id", "startup", "LLC state filing number", "LLC filing number", "sos",
         ["the state filing number for the LLC is {v}", "the Texas SOS file number is {v}"],
         ["I got the SOS file number back, {v}"],
         "Did the state give you a filing number?"),

    # ---------------- decision ----------------
    Spec("decision", "wedding", "reception venue decision", "reception venue",
         ["the ranch in Dripping Springs", "the Laguna Gloria lawn", "the Pecan Hollow barn",
          "the Hyde Park ballroom", "the rooftop on Rainey"],
         ["the reception is going to be at {v}", "the reception venue is {v}"],
         ["we finally signed with {v} for the reception", "we picked {v} for the reception"],
         "Did you two decide on a reception venue?",
         ans=["We went with {v}!", "{V}. Signed yesterday.", "Yes!! {v}."]),
    Spec("decision", "wedding", "how the two ceremonies are ordered", "ceremony plan",
         ["pheras in the morning and church vows after lunch", "church on Friday and pheras on Saturday",
          "one combined ceremony under the mandap"],
         ["the plan is {v}", "the ceremony plan is {v}"],
         ["we landed on {v}", "we decided on {v}"],
         "Have you figured out how the two ceremonies fit together?",
         ans=["We're doing {v}.", "{V}, that's the plan.", "Okay so: {v}."]),
    Spec("decision", "car", "which car she's buying", "car I'm buying",
         ["the gray 2019 CR-V", "the blue 2020 Mazda3 hatchback", "the white 2018 RAV4 hybrid",
          "the silver 2019 Crosstrek"],
         ["the one I'm buying is {v}", "the car I'm buying is {v}"],
         ["I'm going with {v}", "I decided on {v}"],
         "Which car are you leaning toward now?",
         ans=["{V}. Decided last night.", "I'm going with {v}.", "Honestly? {v}."]),
    Spec("decision", "sublet", "sublet terms", "sublet terms",
         ["a six-month sublet", "a month-to-month sublet", "a sublet through the end of the lease"],
         ["the arrangement is {v}", "it's going to be {v}"],
         ["I'm offering {v}", "we agreed on {v}"],
         "Are you doing a fixed-length sublet or something flexible?",
         ans=["{V}. Flexible enough for both of us.", "We agreed on {v}.", "I'm doing {v}."]),
    Spec("decision", "startup", "how the app's first version gets built", "build plan for the app",
         ["iOS-only for the beta", "Supabase instead of Firebase", "a waitlist page before any code",
          "React Native for both platforms"],
         ["the team decision is {v}", "the plan for v1 is {v}"],
         ["we decided on {v}", "we're going with {v}"],
         "Did you three decide how to build the first version?",
         ans=["We're doing {v}.", "{V}, final answer.", "We voted: {v}."]),
    Spec("decision", "pune", "flight routing to Pune", "flight routing to Pune",
         ["Emirates through Dubai", "Qatar Airways via Doha", "Lufthansa via Frankfurt", "Air India out of Chicago"],
         ["the routing is {v}", "the flight booked is {v}"],
         ["I booked {v}", "I'm flying {v}"],
         "Which routing did you end up choosing?",
         ans=["{V}.", "I booked {v}.", "Went with {v} in the end."]),
    Spec("decision", "money", "where the old 401(k) goes", "rollover destination",
         ["a Fidelity rollover IRA", "a Vanguard rollover IRA", "the new employer's Schwab 401(k)"],
         ["the old 401(k) is going into {v}", "the rollover destination is {v}"],
         ["I'm rolling the old 401(k) into {v}"],
         "Where are you planning to roll the old 401(k)?",
         ans=["Into {v}.", "{V}, it seemed simplest.", "I'm doing {v}."]),
    Spec("decision", "money", "student loan payoff strategy", "student loan strategy",
         ["the avalanche method", "the snowball method", "a five-year payoff plan"],
         ["the strategy for the loans is {v}", "the loan plan is {v}"],
         ["I'm switching to {v} for the student loans"],
         "Have you decided how to attack the student loans?",
         ans=["{V}.", "Going with {v}.", "I'm doing {v}, starting this month."]),
    Spec("decision", "books", "next book club pick", "next book club pick",
         ["Pachinko", "The Covenant of Water", "Sea of Tranquility", "Mexican Gothic",
          "Tomorrow, and Tomorrow, and Tomorrow", "The God of Small Things", "Homegoing"],
         ["the next book club pick is {v}", "next month's book is {v}"],
         ["I pushed for {v} and it won"],
         "What did the club pick for next month?",
         ans=["{V}! My pick won.", "{V}.", "We're reading {v}."]),
    Spec("decision", "marathon", "marathon goal", "race goal",
         ["a 4:10 finish", "a sub-4:30", "a 4:45 finish with no walking"],
         ["the goal for race day is {v}", "the race goal is {v}"],
         ["I'm aiming for {v}"],
         "What's your goal for race day?",
         ans=["{V}, if the knee cooperates.", "Aiming for {v}.", "Honestly, {v}."]),

    # ---------------- preference ----------------
    Spec("preference", "wedding", "flower preference", "flower preference",
         ["marigolds and white roses", "mogra and peonies", "dahlias and marigolds", "only white orchids"],
         ["the flowers are going to be {v}", "the flower choice is {v}"],
         ["I want {v} for the mandap", "my heart is set on {v}"],
         "Any flowers you're set on?",
         ans=["{V}. Non-negotiable.", "Honestly? {v}.", "I want {v}."]),
    Spec("preference", "wedding", "late-night snack preference", "late-night snack",
         ["birria tacos at midnight", "a late-night vada pav cart", "elote and pani puri at eleven"],
         ["the late-night snack is {v}", "the plan for late-night food is {v}"],
         ["I really want {v}"],
         "Are you doing a late-night snack?",
         ans=["Yes!! {v}.", "{V}, obviously.", "I want {v}."]),
    Spec("preference", "wedding", "baraat music preference", "baraat music",
         ["a dhol player and a mariachi trumpet", "mariachi for the baraat", "a dhol-only baraat"],
         ["the baraat is going to have {v}", "the baraat plan is {v}"],
         ["we want {v}", "I'm dreaming of {v}"],
         "What kind of music do you want for the baraat?",
         ans=["{V}.", "We want {v}.", "Ooh — {v}."]),
    Spec("preference", "marathon", "race-day shoes", "race-day shoes",
         ["Hoka Cliftons", "Brooks Ghost 15s", "Saucony Endorphin Speeds", "ASICS Novablasts"],
         ["the race shoes are {v}", "the shoes for race day are {v}"],
         ["I'm racing in {v}", "I like {v} best by far"],
         "Have you picked shoes for race day?",
         ans=["{V}.", "Yep, {v}.", "I'm racing in {v}."]),
    Spec("preference", "pune", "seat preference on long flights", "seat preference on long flights",
         ["an aisle seat", "a window seat over the wing", "the bulkhead row"],
         ["what works best on long flights is {v}", "the seat to get is {v}"],
         ["I always want {v} on long flights"],
         "Any seat preference for the long haul?",
         ans=["{V}, always.", "Always {v}.", "I need {v}, otherwise I'm miserable."]),
    Spec("preference", "pets", "cat's litter preference", "litter she likes",
         ["unscented pine pellets", "tofu litter", "paper-based litter"],
         ["the only litter she'll use is {v}", "the litter she likes is {v}"],
         ["she'll only use {v}, I tested"],
         "Which litter does she like?",
         ans=["{V}. She's picky.", "Only {v}.", "{V}, nothing else."]),
    Spec("preference", "work", "coffee order", "coffee order",
         ["oat milk cortados", "an iced chai with oat milk", "black cold brew"],
         ["my usual coffee is {v}", "the coffee order is {v}"],
         ["I basically live on {v}"],
         "What's your go-to coffee order, so I can suggest a café?",
         ans=["{V}.", "Always {v}.", "Mostly {v}."]),
    Spec("preference", "startup", "logo color direction", "logo colors",
         ["terracotta and teal", "saffron and navy", "forest green and cream"],
         ["the logo colors are {v}", "the color direction for the logo is {v}"],
         ["we want {v} for the logo", "we told the designer {v}"],
         "Did you give the designer a color direction?",
         ans=["{V}.", "We said {v}.", "{V}, warm and homey."]),
    Spec("preference", "books", "reading format", "reading format",
         ["audiobooks at 1.5x", "paperbacks only", "the Kindle with the warm light"],
         ["the way I read for book club is {v}", "my reading format is {v}"],
         ["I do {v} for book club"],
         "Do you read on paper or listen?",
         ans=["{V}.", "Mostly {v}.", "{V}, no shame."]),
    Spec("preference", "marathon", "preferred run time", "preferred run time",
         ["runs before 6am", "evening runs after 7"],
         ["the time that works for me is {v}", "the best time for me is {v}"],
         ["I'm firmly team {v}"],
         "Do you prefer running mornings or evenings?",
         ans=["{V}.", "Definitely {v}.", "{V}, the heat is too much otherwise."]),

    # ---------------- constraint ----------------
    Spec("constraint", "wedding", "food allergy restriction", "menu restriction",
         ["no peanuts", "no tree nuts", "nothing with shellfish"],
         ["the menu has to have {v} because {fiance}'s nephew is allergic", "the rule for the caterer is {v}"],
         ["I told the caterer {v}, his nephew has a serious allergy"],
         "Any allergies the caterer needs to know about?",
         ans=["Yes — {v}. His nephew carries an EpiPen.", "{V}. It's serious.", "Big one: {v}."]),
    Spec("constraint", "wedding", "venue noise rule", "venue noise rule",
         ["amplified music off by 10pm", "music done by 10:30", "no DJ after 11"],
         ["the venue rule is {v}", "the noise rule at the venue is {v}"],
         ["we signed off on {v}"],
         "Does the venue have any noise restrictions?",
         ans=["Yeah, {v}. Neighbors complained last year apparently.", "{V}. Strict.", "{V}, per the contract."]),
    Spec("constraint", "car", "mileage limit for the car", "mileage limit",
         ["under 60k miles", "under 45,000 miles", "under 50k on the odometer"],
         ["the rule is {v}", "the mileage limit is {v}"],
         ["I'm only looking at cars {v}"],
         "Do you have a mileage limit?",
         ans=["{V}, firm.", "Only {v}.", "Yes — {v}."]),
    Spec("constraint", "marathon", "physio's running restriction", "physio's running restriction",
         ["max 25 miles a week", "no back-to-back run days", "no downhill repeats"],
         ["the rule from the physio is {v} until the knee settles", "the physio restriction is {v}"],
         ["I'm stuck with {v} for now"],
         "Did the physio give you any restrictions?",
         ans=["Yeah: {v}. For a month at least.", "{V}. Ugh.", "{V}, sadly."]),
    Spec("constraint", "pets", "flower rule because of the cat", "flower rule for the cat",
         ["no lilies anywhere", "no lilies in the bouquets", "zero lilies in the apartment"],
         ["the rule for the apartment is {v}", "the florist rule is {v}"],
         ["I told the florist {v} because they're toxic to cats"],
         "Anything the florist should avoid, with the cat at home?",
         ans=["{V}. They're toxic to cats.", "Yes — {v}.", "{V}, I bring bouquets home."]),
    Spec("constraint", "sublet", "house rule for the subletter", "house rule for the subletter",
         ["no smokers", "no dogs in the unit", "quiet hours after 10pm"],
         ["the house rule is {v}", "the one dealbreaker is {v}"],
         ["I'm insisting on {v}"],
         "Any dealbreakers for the subletter?",
         ans=["{V}. Non-negotiable.", "Just one: {v}.", "{V}, that's it."]),
    Spec("constraint", "pune", "layover rule", "layover rule",
         ["no layovers over four hours", "no overnight layovers", "nothing through London"],
         ["the rule for this trip is {v}", "the layover rule is {v}"],
         ["I'm holding firm on {v}"],
         "Any layover rules for this trip?",
         ans=["{V}. Learned my lesson last time.", "Yes: {v}.", "{V}, my back can't take it."]),
    Spec("constraint", "startup", "startup ground rule", "startup ground rule",
         ["no paid ads before 500 users", "no investor money this year", "no work on weekday nights"],
         ["the rule the three of us agreed on is {v}", "the ground rule is {v}"],
         ["we shook on {v}"],
         "Did you three set any ground rules?",
         ans=["{V}. We shook on it.", "Yes — {v}.", "Just one: {v}."]),
    Spec("constraint", "wedding", "family menu rule", "family menu rule",
         ["strictly vegetarian at the pheras", "no alcohol at the mehndi", "no beef anywhere on the menu"],
         ["the rule for the wedding food is {v}", "the family rule is {v}"],
         ["I promised Aaji {v}"],
         "Are there any family rules for the menu?",
         ans=["{V}. Aaji would faint otherwise.", "Yes: {v}.", "{V}, non-negotiable."]),
]

GENERIC_ANS = {
    "person": ["{V}.", "Oh, {v}.", "It's {v}.", "{V} — sorry, I thought I'd mentioned that.", "Yes! {v}. Really nice so far.",
               "That's {v}."],
    "date": ["{V}.", "It's {v}.", "{V}, I think — yep, just checked.", "Oh, it's {v}.", "Set for {v}."],
    "amount": ["{V}.", "It came to {v}.", "{V}, which, ouch.", "That'd be {v}.", "About — no, exactly {v}."],
    "phone": ["{V}.", "Here: {v}", "It's {v}.", "Oh yeah — {v}.", "Yep, {v}."],
    "address": ["{V}.", "It's {v}.", "It's at {v}.", "{V} — I'll send the pin too."],
    "id": ["{V}.", "It's {v}.", "Yep, {v}.", "Copying it from the email: {v}", "Hold on... {v}."],
    "pet": ["{V}.", "It's {v}."],
}
GENERIC_VFIRST = ["{V} — that's the {label}.", "{V}. That's the {label}, for the record.", "{V} is the {label}, by the way.",
                  "{V}: {label}. Putting it here so it lives somewhere besides a sticky note.",
                  "{lead} {V} is the {label}."]
PHRASE_VFIRST = ["{V}. That's where we landed on the {label}.", "{V} — that's the {label}, final answer.",
                 "{V}: {label}, settled.", "{V}. That's the {label} now, for the record."]

# ---------------------------------------------------------------------------------------------
# Phrasing styles for fact statements
# ---------------------------------------------------------------------------------------------

STYLES = ["plain", "vfirst", "subordinate", "reported", "list", "answer", "question", "dictation", "buried",
          "texting", "parenthetical", "note", "codemix", "forwarded", "emotional"]

STYLE_T = {
    "plain": ["{C}.", "So, {c}.", "Okay — {c}.", "Update: {c}.", "{lead} {C}.", "{C}. {tail}", "{lead} {C}. {tail}",
              "Just so you know, {c}.", "Oh, also, {c}.", "Small thing: {c}."],
    "subordinate": ["Since {c}, I guess I should {todo}.", "Now that {c}, I can finally stop worrying about that part.",
                    "Given that {c}, does it make sense to {todo} now or wait?",
                    "Because {c}, {fiance} thinks I should {todo} sooner rather than later.",
                    "I was about to {todo} when I realized that {c}, so that's on hold.",
                    "Even though {c}, I still haven't {chore}.",
                    "Once I confirmed that {c}, everything else kind of fell into place.",
                    "The thing is, {c}, which means I have to {todo} before the weekend.",
                    "{lead} Now that {c}, the rest should be easy. Famous last words."],
    "reported": ["{Who} just texted that {n}.", "According to {who}, {n}.", "{Who} says {n}, so I guess that's settled.",
                 "{Who} told me {n}, then spent twenty minutes on something else entirely.", "Per {who}: {n}.",
                 "{Who} called and said, and I quote, \"{Q}.\" Okay then.", "I heard from {who} that {n}.",
                 "{Who} mentioned that {n}. Good to know, I guess."],
    "question": ["Quick question — {c}. Should I get that confirmed in writing?",
                 "{C}. Do I need to tell {who} that, or is that overkill?",
                 "So {c}... does that change anything, or am I overthinking?",
                 "If I tell you {c}, can you help me remember it later? Or is that not how this works lol",
                 "Would it be weird to put in the family group chat that {c}?",
                 "Do you think it's fine that {c}, or should I double-check?",
                 "Wait, {c} — should I {todo} now or does it not matter yet?"],
    "dictation": ["{C}. {aside}", "{lead} {C}.", "Okay so {c}. {tail}", "{aside} {C}.", "{C} and also {todo} later."],
    "buried": ["{aside} {aside2} Oh, and {c}. {aside3}", "{aside} Side note: {c}. {aside2} {aside3}",
               "{aside} {aside2} Unrelated, but {c}. Anyway. {aside3}", "{aside} Also {c}, fyi. {aside2} {aside3}",
               "Long day. {aside} {aside2} Meanwhile {c}. {aside3}"],
    "texting": ["btw {c} lol", "ok so {c}!!", "fyi {c}", "{c} just fyi", "omg {c}", "{c}. anyway", "lol ok {c}",
                "{c} 🙃", "quick thing, {c}", "ugh ok {c}"],
    "parenthetical": ["{lead} (Also, {c} — before I forget.) {tail}", "{aside} (Oh and {c}.) Anyway.",
                      "Random thing: {aside} Also — parenthetically — {c}.",
                      "{aside} (Side note for the record: {c}.) {aside2}"],
    "note": ["Note to self: {label} — {v}.", "Saving this here so I can search for it later: {c}.",
             "For future me: the {label} is {v}.", "Reminder for myself — {label}: {v}.",
             "Writing this down before I lose it. {C}.", "Putting this somewhere I'll find it: {label}, {v}."],
    "codemix": ["Arre yaar, {c}. {tail}", "Acha, so {c}. Theek hai?", "Órale — {c}. One less thing.",
                "Bas, {c}. Done. Khatam.", "Ay, mija moment: {c}, so now I need to {todo}.", "Haan haan, {c}, pakka.",
                "Arre, I forgot to say — {c}!", "Okay so, {c}, y ya. That's the update."],
    "forwarded": ["Forwarding what I got: \"{Q}.\"",
                  "Copy-pasting from the email: \"Hi! Just confirming {q}. Let us know if you have questions!\"",
                  "The text I got just says \"{Q}\" with a thumbs up.", "Pasting from the group chat: \"{Q}!!\"",
                  "From {who}'s message, verbatim: \"{Q}, ok?\"", "{Who} wrote back: \"{Q}. Anything else you need?\""],
    "emotional": ["Okay, deep breath. {C}. I'm fine. Everything is fine.", "Finally!! {C}. Small wins.",
                  "Ugh, {c}, and I still haven't {chore}.", "Honestly, relieved: {c}.",
                  "One thing actually got sorted today, so let me enjoy it — {c}.",
                  "I'm so tired, yaar. {C}. That's all I've got in me tonight."],
}
LIST_INTROS = ["Quick brain dump so I don't forget:", "Where things stand right now:", "Running list for this week:",
               "Notes from today:", "{word} checklist, as of tonight:", "Okay, status:", "Things on my plate:"]
LIST_OUTROS = ["", "", "", "That's it for now.", "More later.", "Phew.", "Did I miss anything?"]

ECHO_VALUE = ["Got it — {label}: {v}.", "Noted, {v} for the {label}.", "Okay, {v}. I'll keep that in mind.",
              "Thanks — so the {label} is {v}.", "Saved: {v}."]
ECHO_PHRASE = ["Sounds like a good call: {v}.", "Noted: {v}.", "Okay, {v} — got it.", "Love that: {v}."]

CORR_GENERIC = [
    "Scratch that — the {label} is {new}, not {old}.",
    "Turns out I had it wrong. {new} is the {label}; ignore the {old} thing.",
    "Okay, update: the {label} changed. It's {new} now (it was {old}).",
    "Small fix to something I told you way back: where I said {old} for the {label}, it's actually {new}.",
    "{new}. Not {old}. The {label}, I mean — I mixed it up earlier.",
    "Arre, I messed up — {old} was wrong, the {label} is {new}.",
    "so apparently the {label} is {new} now?? not {old}. cool cool cool",
    "Correction on the {label}: {new} instead of {old}.",
    "Forget {old}. The {label} is {new}.",
    "Heads up, the {label} isn't {old} anymore — it's {new}.",
    "Ay, I was wrong earlier: the {label} is {new}. I'd written down {old} but that was old info.",
    "{fiance} pointed out I had the {label} wrong. Not {old} — it's {new}.",
    "Update your notes, or whatever you have: {label} = {new}. The {old} thing is dead.",
]
CORR_KIND = {
    "date": ["They moved it to {new}. So the {label} isn't {old} anymore.", "The {label} got pushed from {old} to {new}.",
             "They bumped it up — {new} instead of {old} for the {label}.",
             "Reschedule alert: the {label} is now {new}. {old} is off."],
    "amount": ["The final number came back at {new} instead of {old} for the {label}.",
               "They revised the {label}. It's {new} now, not {old}.",
               "Ugh, I had the {label} as {old}, but the invoice says {new}."],
    "phone": ["I had the wrong number for the {label}. It's {new}, not {old}.",
              "The {old} number doesn't work anymore — use {new} for the {label}.",
              "Turns out {old} was an old number. The {label} is {new}."],
    "address": ["They moved — the {label} is {new} now, not {old}.",
                "I typed the {label} wrong earlier. It's {new}. The {old} one was from my old notes.",
                "New place: the {label} changed from {old} to {new}."],
    "person": ["It's not {old} anymore — {new} is the {label} now.", "{old} had to drop out, so the {label} is {new}.",
               "Turns out {new} is the {label}, not {old}. {old} handed it off."],
    "id": ["They reissued it — the {label} is {new}. {old} is void now.", "Turns out {old} was a typo. The {label} is {new}.",
           "New {label}: {new}. The old one ({old}) got cancelled."],
}
CORR_AI = ["Thanks for the heads-up — I'll use {new} from now on.", "Got it, {new} it is.", "Good catch, noted.",
           "Okay, updated.", "No problem, thanks for correcting that.", "Noted the change to {new}.",
           "Easy fix — thanks for flagging it."]

HOMOPHONES = {"their": "there", "to": "too", "for": "four", "right": "write", "know": "no", "our": "hour",
              "week": "weak", "here": "hear", "would": "wood", "by": "buy"}

_SLOT = re.compile(r"\{(\w+)\}")


def second_person(s: str) -> str:
    """Turn a first-person clause into what someone else would write to her ("my flight" -> "your flight")."""
    for pat, rep in [(r"\bI'm\b", "you're"), (r"\bmy\b", "your"), (r"\bMy\b", "Your"), (r"\bI\b", "you"),
                     (r"\bme\b", "you"), (r"\bmine\b", "yours")]:
        s = re.sub(pat, rep, s)
    return s


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s and not s.startswith(SENT) and not s.startswith(SENT_OLD) else s


def fill(rng: random.Random, text: str, slots: dict, extra: dict | None = None) -> str:
    def rep(m):
        k = m.group(1)
        if extra is not None and k in extra:
            return extra[k]
        v = slots[k]
        return rng.choice(v) if isinstance(v, list) else v

    for _ in range(4):
        new = _SLOT.sub(rep, text)
        if new == text:
            break
        text = new
    return text


def dictate(rng: random.Random, t: str) -> str:
    """Voice-dictation rendering: spoken punctuation, run-ons, misheard words, stray breaks."""
    mode = rng.randrange(3)
    if mode == 0:
        t = t.replace("—", ",").replace("(", "").replace(")", "")
        t = re.sub(r",\s*", " comma ", t)
        t = re.sub(r"\.(\s+|$)", " period ", t)
        t = re.sub(r"\?(\s+|$)", " question mark ", t)
        t = re.sub(r"!(\s+|$)", " exclamation point ", t)
        t = re.sub(r":\s+", " colon ", t)
        t = re.sub(r"\s+", " ", t.lower()).strip()
        return ("" if t.startswith("okay") else rng.choice(["", "um ", "okay so ", "hey "])) + t
    if mode == 1:
        t = re.sub(r"[,!?;:—()\"]", "", t)
        t = re.sub(r"\.(\s+|$)", " ", t).lower()
        out = []
        for w in t.split():
            out.append(w)
            if rng.random() < 0.09:
                out[-1] += "."
        s = " ".join(out)
        s = re.sub(r"\. (\w)", lambda m: ". " + m.group(1).upper(), s)
        return rng.choice(["", "(voice to text sorry) ", "Dictating this while driving. "]) + s
    words = t.split(" ")
    for i, w in enumerate(words):
        core = w.lower().strip(",.?!")
        if core in HOMOPHONES and rng.random() < 0.5:
            words[i] = w.lower().replace(core, HOMOPHONES[core])
        elif rng.random() < 0.07 and w[:1].isalpha():
            words[i] = w[:1].upper() + w[1:]
    s = " ".join(words).replace(". ", ". New line ", 1) if rng.random() < 0.5 else " ".join(words)
    return s + rng.choice([" end message", " send", " period", " new line"])


def textify(rng: random.Random, t: str) -> str:
    t = t.lower()
    for pat, rep in [(r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bare\b", "r"), (r"\bbecause\b", "bc"),
                     (r"\bokay\b", "ok"), (r"\bthough\b", "tho"), (r"\bby the way\b", "btw"),
                     (r"\bplease\b", "pls"), (r"\bsomething\b", "smth"), (r"\bwith\b", "w"),
                     (r"\btonight\b", "tn"), (r"\bfor real\b", "fr")]:
        if rng.random() < 0.8:
            t = re.sub(pat, rep, t)
    t = t.replace("'", "").replace("\u2019", "")
    if rng.random() < 0.7:
        t = re.sub(r"\.(\s|$)", r"\1", t)
    return t.strip() + rng.choice(["", "", " 😅", " lol", " 🙏", " 😭", " ✨", " haha"])


def render_fact(rng: random.Random, spec: Spec, style: str, W: dict) -> str:
    th = THREADS[spec.thread]
    neu = fill(rng, rng.choice(spec.neutral), W, {"v": SENT})
    anyc = fill(rng, rng.choice(spec.neutral + spec.mine), W, {"v": SENT})
    label = fill(rng, spec.label, W)
    reporters = [fill(rng, r, W) for r in th["reporters"]]
    fine = [r for r in reporters
            if not any(w in (neu + " " + anyc).lower() for w in re.findall(r"[a-z]{4,}", r.lower()))]
    who = rng.choice(fine or ["a friend"])
    a1, a2, a3 = [fill(rng, a, W) for a in rng.sample(ASIDES, 3)]
    q = second_person(neu)
    x = dict(c=anyc, C=cap(anyc), n=neu, N=cap(neu), q=q, Q=cap(q), v=SENT, V=SENT, label=label, Label=cap(label), who=who,
             Who=cap(who), lead=fill(rng, rng.choice(th["leadins"]), W), aside=a1, aside2=a2, aside3=a3,
             word=th["word"], tail=rng.choice(TAILS))
    if style == "answer":
        opts = spec.ans or GENERIC_ANS.get(spec.kind) or ["{V}."]
        msg = fill(rng, rng.choice(opts), W, x)
        r = rng.random()
        if r < 0.35:
            msg += " " + fill(rng, rng.choice(th["extras"]), W)
        elif r < 0.55:
            msg += " " + a1
    elif style == "vfirst":
        if spec.vfirst:
            opts = spec.vfirst
        elif spec.kind in ("decision", "preference", "constraint"):
            opts = PHRASE_VFIRST
        else:
            opts = GENERIC_VFIRST
        msg = fill(rng, rng.choice(opts), W, x)
    elif style == "list":
        intro = fill(rng, rng.choice(LIST_INTROS), W, x)
        others = [fill(rng, b, W) for b in rng.sample(th["bullets"], rng.randint(2, 4))]
        if spec.kind in ("decision", "preference", "constraint"):
            fb = rng.choice(["{Label}: {v}", "{C}"])
        else:
            fb = rng.choice(["{Label}: {v}", "{C}", "{v} ({label})"])
        fb = fill(rng, fb, W, x)
        pos = rng.randint(0, len(others))
        items = others[:pos] + [fb] + others[pos:]
        marker = rng.choice(["- ", "* ", "• ", "num"])
        lines = [f"{i + 1}. {it}" if marker == "num" else marker + it for i, it in enumerate(items)]
        outro = rng.choice(LIST_OUTROS)
        msg = intro + "\n" + "\n".join(lines) + ("\n" + outro if outro else "")
    elif style == "dictation":
        msg = dictate(rng, fill(rng, rng.choice(STYLE_T["dictation"]), W, x))
    elif style == "texting":
        msg = textify(rng, fill(rng, rng.choice(STYLE_T["texting"]), W, x))
    elif style in ("subordinate", "question"):
        x["c"], x["C"] = neu, cap(neu)
        msg = fill(rng, rng.choice(STYLE_T[style]), W, x)
    else:
        msg = fill(rng, rng.choice(STYLE_T[style]), W, x)
    msg = re.sub(r"[ \t]+", " ", msg).strip()
    assert SENT in msg, (style, msg)
    return msg


def ai_fact_reply(rng: random.Random, spec: Spec, style: str, W: dict) -> str:
    th = THREADS[spec.thread]
    label = fill(rng, spec.label, W)
    parts = []
    if style == "question":
        parts.append(rng.choice(AI_Q_ACKS))
    elif style == "emotional":
        parts.append(rng.choice(AI_EMO_ACKS))
    elif style == "list":
        parts.append(rng.choice(AI_LIST_ACKS))
    if rng.random() < 0.4:
        pool = ECHO_PHRASE if spec.kind in ("decision", "preference", "constraint") else ECHO_VALUE
        parts.append(fill(rng, rng.choice(pool), W, {"v": SENT, "V": SENT, "label": label}))
    elif not parts:
        parts.append(rng.choice(AI_ACKS))
    adv = rng.sample(th["advice"], 2)
    parts.append(fill(rng, adv[0], W))
    if rng.random() < 0.5:
        parts.append(fill(rng, adv[1], W))
    if rng.random() < 0.45:
        parts.append(fill(rng, rng.choice(th["follow"]), W))
    return " ".join(parts)


# ---------------------------------------------------------------------------------------------
# Planning: thread schedule, fact selection, positions
# ---------------------------------------------------------------------------------------------


def _schedule(rng: random.Random, turns: int) -> list[str]:
    names = THREAD_NAMES
    weights = [THREADS[n]["weight"] for n in names]
    out: list[str] = []
    cur = None
    while len(out) < turns:
        while True:
            nxt = rng.choices(names, weights)[0]
            if nxt != cur:
                break
        cur = nxt
        run = rng.choice([1, 2, 2, 3, 3, 3, 4, 4, 5, 6])
        out.extend([cur] * run)
    return out[:turns]


def _conflicts(a: str, others: list[str]) -> bool:
    al = a.lower()
    return any(al in o.lower() or o.lower() in al for o in others)


def _plan(rng: random.Random, turns: int, n_corrections: int):
    schedule = _schedule(rng, turns)
    chosen: list[Spec] = []
    for kind, cnt in KIND_COUNTS.items():
        pool = [s for s in SPECS if s.kind == kind]
        chosen.extend(rng.sample(pool, cnt))
    rng.shuffle(chosen)

    used_forms: set[str] = set()
    values: list[str] = []
    for sp in chosen:
        while True:
            v = gen_value(rng, sp.fmt, used_forms)
            if not _conflicts(v, values):
                break
        values.append(v)

    # pick corrected facts, spreading them over different kinds
    cand = [i for i, sp in enumerate(chosen) if sp.kind in CORRECTABLE]
    rng.shuffle(cand)
    corr: list[int] = []
    kinds_used: set[str] = set()
    for i in cand:
        if len(corr) >= n_corrections:
            break
        if chosen[i].kind not in kinds_used:
            corr.append(i)
            kinds_used.add(chosen[i].kind)
    for i in cand:
        if len(corr) >= n_corrections:
            break
        if i not in corr:
            corr.append(i)
    new_values: dict[int, str] = {}
    for i in corr:
        while True:
            v = gen_value(rng, chosen[i].fmt, used_forms)
            if not _conflicts(v, values + list(new_values.values())):
                break
        new_values[i] = v

    # styles: balanced cycling through all styles
    styles: list[str] = []
    while len(styles) < len(chosen):
        block = STYLES[:]
        rng.shuffle(block)
        styles.extend(block)
    styles = styles[:len(chosen)]
    rng.shuffle(styles)

    # sections: early / middle / late, roughly a third each
    n = len(chosen)
    quotas = [n // 3 + (1 if r < n % 3 else 0) for r in range(3)]
    section = {}
    for j, i in enumerate(corr):
        section[i] = j % 2
        quotas[j % 2] -= 1
    rest = [i for i in range(n) if i not in section]
    rng.shuffle(rest)
    k = 0
    for s in range(3):
        for _ in range(max(0, quotas[s])):
            if k < len(rest):
                section[rest[k]] = s
                k += 1
    while k < len(rest):
        section[rest[k]] = 2
        k += 1

    bounds = [(1, turns // 3), (turns // 3, 2 * turns // 3), (2 * turns // 3, turns - 1)]
    used: list[int] = []

    def ok(t: int) -> bool:
        return all(abs(t - u) > 2 for u in used)

    def place(lo: int, hi: int, thread: str, need_prev: bool) -> int:
        lo = max(lo, 1)
        cands = [t for t in range(lo, hi) if ok(t) and schedule[t] == thread
                 and (not need_prev or schedule[t - 1] == thread)]
        if not cands:
            cands = [t for t in range(lo, hi) if ok(t)]
            t = rng.choice(cands)
            schedule[t] = thread
            if need_prev:
                schedule[t - 1] = thread
            used.append(t)
            return t
        t = rng.choice(cands)
        used.append(t)
        return t

    first: dict[int, int] = {}
    second: dict[int, int] = {}
    for i in corr:
        lo, hi = bounds[section[i]]
        t1 = place(lo, min(hi, turns - 80), chosen[i].thread, styles[i] == "answer")
        first[i] = t1
        t2 = place(t1 + 60, min(turns, t1 + 420), chosen[i].thread, False)
        second[i] = t2
    for i in range(n):
        if i in first:
            continue
        lo, hi = bounds[section[i]]
        first[i] = place(lo, hi, chosen[i].thread, styles[i] == "answer")
    return schedule, chosen, values, new_values, styles, first, second, section


# ---------------------------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------------------------


def _generate(seed: int, turns: int = 1000, n_corrections: int = 6):
    rng = random.Random(seed)
    W = dict(BASE_SLOTS)
    W.update(fiance=rng.choice(FIANCES), roomie=rng.choice(ROOMIES), f1=rng.choice(FRIENDS_A),
             f2=rng.choice(FRIENDS_B), aside=ASIDES, tail=TAILS, todo=TODOS, chore=CHORES)
    schedule, chosen, values, new_values, styles, first, second, section = _plan(rng, turns, n_corrections)

    # where each tracked string may appear: (turn, role) pairs
    allowed: dict[str, set] = {}
    for i, sp in enumerate(chosen):
        t1 = first[i]
        if i in new_values:
            t2 = second[i]
            allowed[values[i]] = {(t1, "u"), (t1, "a"), (t2, "u")}
            allowed[new_values[i]] = {(t2, "u"), (t2, "a")}
        else:
            allowed[values[i]] = {(t1, "u"), (t1, "a")}
    tracked = [(s, s.lower()) for s in allowed]

    def clean(msg: str, t: int, role: str) -> bool:
        m = msg.lower()
        return all(low not in m or (t, role) in allowed[s] for s, low in tracked)

    stmt_at = {t: i for i, t in first.items()}
    corr_at = {t: i for i, t in second.items()}
    ask_at = {first[i] - 1: i for i in range(len(chosen)) if styles[i] == "answer"}
    corr_order = CORR_GENERIC[:]
    rng.shuffle(corr_order)
    corr_used = 0
    recent: dict[str, list[int]] = {n: [] for n in THREAD_NAMES}

    out: list[tuple[str, str]] = []
    for t in range(turns):
        thread = schedule[t]
        th = THREADS[thread]
        run_start = t == 0 or schedule[t - 1] != thread
        for _attempt in range(60):
            if t in stmt_at:
                i = stmt_at[t]
                sp = chosen[i]
                user = render_fact(rng, sp, styles[i], W).replace(SENT, values[i])
                ai = ai_fact_reply(rng, sp, styles[i], W).replace(SENT, values[i])
            elif t in corr_at:
                i = corr_at[t]
                sp = chosen[i]
                label = fill(rng, sp.label, W)
                if _attempt == 0 and corr_used < len(corr_order) and rng.random() < 0.6:
                    tmpl = corr_order[corr_used]
                    corr_used += 1
                else:
                    tmpl = rng.choice(CORR_GENERIC + CORR_KIND[sp.kind] * 2)
                ex = {"new": SENT, "old": SENT_OLD, "label": label}
                user = fill(rng, tmpl, W, ex)
                user = cap(user) if not user.startswith("so ") else user
                if rng.random() < 0.3 and not user.startswith("so "):
                    user = fill(rng, rng.choice(th["leadins"]), W) + " " + user
                elif rng.random() < 0.3:
                    user += " " + fill(rng, rng.choice(th["extras"]), W)
                user = user.replace(SENT_OLD, values[i]).replace(SENT, new_values[i])
                ai = fill(rng, rng.choice(CORR_AI), W, {"new": SENT}) + " " + fill(rng, rng.choice(th["advice"]), W)
                ai = ai.replace(SENT, new_values[i])
            else:
                pairs = th["pairs"]
                avoid = set(recent[thread][-8:])
                idx = rng.choice([k for k in range(len(pairs)) if k not in avoid])
                u_t, a_t = pairs[idx]
                user = fill(rng, u_t, W)
                if run_start and rng.random() < 0.45:
                    user = fill(rng, rng.choice(SWITCHES), W) + " " + user
                elif rng.random() < 0.06:
                    user = rng.choice(CODEMIX_PREFIX) + " " + user
                r = rng.random()
                if r < 0.25:
                    user = fill(rng, rng.choice(ASIDES), W) + " " + user
                elif r < 0.38:
                    user = fill(rng, rng.choice(th["leadins"]), W) + " " + user
                if rng.random() < 0.55:
                    if user[-1:].isalnum():
                        user += "."
                    user = user + " " + fill(rng, rng.choice(th["more"]), W)
                if rng.random() < 0.3:
                    extra = fill(rng, rng.choice(th["extras"] + [x for x in TAILS if x]), W)
                    user = user + ("." if user[-1:].isalnum() else "") + " " + extra
                parts = []
                if rng.random() < 0.35:
                    parts.append(rng.choice(AI_OPENERS_Q if "?" in u_t else AI_OPENERS))
                parts.append(fill(rng, a_t, W))
                adv = rng.sample(th["advice"], 2)
                if rng.random() < 0.92:
                    parts.append(fill(rng, adv[0], W))
                    if rng.random() < 0.4:
                        parts.append(fill(rng, adv[1], W))
                ai = " ".join(parts)
                if rng.random() < 0.22:
                    tips = [fill(rng, x, W) for x in rng.sample(th["tips"], rng.randint(2, 3))]
                    ai += "\n\n" + rng.choice(TIP_INTROS) + "\n" + "\n".join("- " + cap(x) for x in tips) + "\n\n"
                else:
                    ai += " "
                if t in ask_at:
                    ai += fill(rng, chosen[ask_at[t]].ask, W)
                elif rng.random() < 0.5:
                    ai += fill(rng, rng.choice(th["follow"]), W)
                ai = ai.strip()
            if clean(user, t, "u") and clean(ai, t, "a"):
                break
        else:
            raise RuntimeError(f"seed {seed}: could not build a clean turn {t}")
        if t not in stmt_at and t not in corr_at:
            recent[thread].append(idx)
        out.append((user, ai))

    facts: list[Planted] = []
    for i, sp in enumerate(chosen):
        if i in new_values:
            facts.append(Planted(sp.kind, sp.about, new_values[i], first[i], stale=values[i],
                                 corrected_at=second[i]))
        else:
            facts.append(Planted(sp.kind, sp.about, values[i], first[i]))
    order = sorted(range(len(facts)), key=lambda k: facts[k].turn)
    facts = [facts[k] for k in order]
    meta = {"styles": [styles[k] for k in order], "schedule": schedule}
    return Conversation(turns=out, facts=facts), meta


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    return _generate(seed, turns, n_corrections)[0]



# ---------------------------------------------------------------------------------------------
# Self-checks
# ---------------------------------------------------------------------------------------------


def _encoder():
    import os
    import pathlib

    if "TIKTOKEN_CACHE_DIR" not in os.environ:  # offline machines: use a shared BPE cache if one exists
        here = pathlib.Path(__file__).resolve()
        for cand in (here.parents[2] / "shared" / "tiktoken_cache", here.parents[1] / "shared" / "tiktoken_cache"):
            if cand.is_dir():
                os.environ["TIKTOKEN_CACHE_DIR"] = str(cand)
                break
    import tiktoken

    return tiktoken.get_encoding("cl100k_base")


def _check_conversation(conv: Conversation, turns: int, n_corr: int) -> list[str]:
    errs: list[str] = []
    if len(conv.turns) != turns:
        errs.append(f"{len(conv.turns)} turns, want {turns}")
    counts: dict[str, int] = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    if counts != KIND_COUNTS:
        errs.append(f"kind counts {counts}")
    if len(conv.facts) != 50:
        errs.append(f"{len(conv.facts)} facts")
    corr = conv.corrections
    if len(corr) != n_corr:
        errs.append(f"{len(corr)} corrections, want {n_corr}")
    for f in corr:
        if f.kind not in CORRECTABLE:
            errs.append(f"correction of kind {f.kind}")
        if f.corrected_at is None or f.corrected_at - f.turn < 50:
            errs.append(f"correction too close: {f}")
        if f.stale == f.value:
            errs.append(f"stale equals value: {f}")
    stated = [f.corrected_at if f.stale else f.turn for f in conv.facts]
    all_turns = [f.turn for f in conv.facts] + [f.corrected_at for f in corr]
    if len(set(all_turns)) != len(all_turns):
        errs.append("two facts share a turn")
    if len({f.about for f in conv.facts}) != len(conv.facts):
        errs.append("duplicate 'about'")
    allowed: dict[str, set] = {}
    for f, st in zip(conv.facts, stated):
        if not (0 <= f.turn < len(conv.turns)):
            errs.append(f"turn out of range: {f}")
            continue
        if f.value not in conv.turns[st][0]:
            errs.append(f"value {f.value!r} not verbatim in user message of turn {st}")
        if f.stale is not None:
            if f.stale not in conv.turns[f.turn][0] or f.stale not in conv.turns[f.corrected_at][0]:
                errs.append(f"stale {f.stale!r} missing from its statement or correction")
            allowed[f.stale] = {(f.turn, 0), (f.turn, 1), (f.corrected_at, 0)}
            allowed[f.value] = {(f.corrected_at, 0), (f.corrected_at, 1)}
        else:
            allowed[f.value] = {(f.turn, 0), (f.turn, 1)}
    if len(allowed) != len(conv.facts) + len(corr):
        errs.append("a value or stale value is shared between facts")
    lowered = [(s, s.lower()) for s in allowed]
    for t, pair in enumerate(conv.turns):
        for role, msg in enumerate(pair):
            m = msg.lower()
            for s, low in lowered:
                if low in m and (t, role) not in allowed[s]:
                    errs.append(f"{s!r} leaks into turn {t} {'user' if role == 0 else 'assistant'}")
    return errs


def _main() -> int:
    enc = _encoder()
    failures = 0
    for seed in range(1, 6):
        conv, meta = _generate(seed)
        errs = _check_conversation(conv, 1000, 6)
        again = generate(seed)
        if again.turns != conv.turns or again.facts != conv.facts:
            errs.append("not deterministic")
        toks = [len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns]
        avg = sum(toks) / len(toks)
        if not 80 <= avg <= 130:
            errs.append(f"average tokens per turn {avg:.1f} outside 80-130")
        thirds = [0, 0, 0]
        for f in conv.facts:
            thirds[min(2, f.turn * 3 // len(conv.turns))] += 1
        if min(thirds) < 12:
            errs.append(f"facts not spread over thirds: {thirds}")
        style_counts: dict[str, int] = {}
        for s in meta["styles"]:
            style_counts[s] = style_counts.get(s, 0) + 1
        if set(style_counts) != set(STYLES) or min(style_counts.values()) < 3:
            errs.append(f"styles not balanced: {style_counts}")
        threads = {}
        for th in meta["schedule"]:
            threads[th] = threads.get(th, 0) + 1
        print(f"seed {seed}: {len(conv.turns)} turns, {len(conv.facts)} facts, {len(conv.corrections)} corrections, "
              f"avg {avg:.1f} tokens/turn, facts per third {thirds}")
        print("  threads:", ", ".join(f"{k} {v}" for k, v in sorted(threads.items(), key=lambda kv: -kv[1])))
        print("  styles: ", ", ".join(f"{k} {v}" for k, v in sorted(style_counts.items())))
        rng = random.Random(1000 + seed)
        picks = rng.sample(range(len(conv.facts)), 4)
        for k in sorted(picks):
            f = conv.facts[k]
            msg = conv.turns[f.turn][0].replace("\n", " / ")
            print(f"  [{f.kind}/{meta['styles'][k]}] {f.about} = {f.value if f.stale is None else f.stale!r}"
                  f" @ {f.turn}: {msg[:220]}")
        c = rng.choice(conv.corrections)
        print(f"  [correction] {c.about}: {c.stale!r} -> {c.value!r} @ {c.turn}->{c.corrected_at}: "
              f"{conv.turns[c.corrected_at][0][:220]}")
        for e in errs[:20]:
            print("  FAIL:", e)
        failures += bool(errs)
    # non-default parameters still produce a valid conversation
    small = generate(11, turns=400, n_corrections=4)
    errs = _check_conversation(small, 400, 4)
    print(f"seed 11 (400 turns, 4 corrections): {'ok' if not errs else errs[:5]}")
    failures += bool(errs)
    print("ALL CHECKS PASSED" if not failures else f"{failures} FAILING RUN(S)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(_main())
