"""Held-out conversation set "e": long seeded chats with planted facts, written without seeing the extractor.

This generator was written from scratch by someone who never saw rollmem's fact
extractor, its tests or its benchmark notes. Only the data format was read:
the ``Planted`` and ``Conversation`` dataclasses of ``recall_conversation.py``,
and how ``bench_recall.py`` uses them (``--phrasings e``). Everything else
belongs to this file and shares nothing with the other sets: the everyday life,
the value formats, the fact phrasings, the corrections and the filler.

The life: a flat in Dublin with a ceiling that leaks from upstairs, a career
change into data work, training for a marathon, a cousin's wedding, a child's
science-fair project, an old hatchback that clunks, an allotment, a book club,
a partner's residence-permit paperwork and a cat on a diet. The filler is full
of numbers, times, prices, shops, places and first names mentioned in passing.
None of them equals a planted value, and the generator re-draws any filler
sentence that would contain one.

The 50 facts (people and their roles, pets, dates, amounts, phone numbers,
addresses, reference codes, decisions, preferences and dietary or medical
restrictions) are each stated once, in one of several user phrasings. They are
spread evenly over the early, middle and late thirds, with jitter, and never
fall in the first or last five turns. ``n_corrections`` of the dates, amounts,
phone numbers, addresses and codes stated in the first 60% are corrected later
with a new value: ``Planted.value`` is the new value, ``Planted.stale`` the old
one and ``Planted.corrected_at`` the correction's turn.
"""

from __future__ import annotations

import datetime as dt
import random
import string

from recall_conversation import Conversation, Planted

# ----------------------------------------------------------------------------------------------------------------
# value pools (nothing here may appear in the filler below; ``generate`` re-draws filler that would contain a value)

GIVEN = ["Aoife", "Tadhg", "Siobhan", "Oisin", "Nkechi", "Chidi", "Emeka", "Adaeze", "Wei", "Xiaoling", "Arjun",
         "Deepika", "Mateo", "Ximena", "Rustam", "Gulnara", "Kofi", "Akosua", "Solveig", "Eero", "Aroha", "Tane",
         "Fatima", "Idris", "Yara", "Bao", "Linh", "Jae-won", "Min-ji", "Radek", "Zofia", "Valentina", "Tiago",
         "Marguerite", "Giedre", "Rahul", "Ines", "Lachlan", "Niamh", "Hamza", "Esperanza", "Torvald"]
FAMILY = ["O'Neill", "O'Sullivan", "McAllister", "MacLeod", "Nwosu", "Okonkwo", "Zhang", "Chaudhry", "Iyer",
          "Garcia Lopez", "Silva Moreira", "van der Merwe", "Al-Khatib", "Abu-Hamdan", "Fitzgerald-Khan", "Nguyen",
          "Tran", "Haugland", "Virtanen", "Ngata", "Te Whiu", "D'Souza", "D'Angelo", "Kowalczyk", "Petrauskas",
          "Ivanova", "Mahlangu", "Adeyemi", "Ruiz-Torres", "de la Cruz", "Baptiste", "Yilmaz", "Horvath",
          "Kaur Dhillon", "Bjornsdottir", "Mwangi", "Ishikawa", "Ni Bhriain"]
ROLES = ["loss adjuster", "immigration adviser", "running coach", "Year 5 teacher", "recruiter", "wedding celebrant",
         "letting agent", "orthodontist", "osteopath", "driving instructor", "sworn translator", "roofer",
         "careers coach", "allotment secretary", "cat's vet", "site manager", "book club organiser", "bridesmaid"]

ANIMALS = ["tabby", "greyhound", "guinea pig", "tortoise", "budgie", "ferret", "rescue dog", "hamster",
           "bearded dragon", "goldfish", "lurcher", "kitten", "house rabbit"]
PET_NAMES = ["Gnocchi", "Ziggy", "Pudding", "Mr Bojangles", "Sardine", "Bao Bao", "Chutney", "Pixel", "Taco",
             "Noodle", "Sir Reginald", "Miso", "Hobnob", "Crumpet", "Moose", "Wasabi", "Kevin", "Ptolemy", "Gizmo",
             "Loki", "Princess Fiona", "Digby", "Meatball", "Tofu"]

EVENTS = ["second-round interview", "biometrics appointment", "NCT test", "science fair", "hen do",
          "rehearsal dinner", "ferry crossing", "allotment inspection", "cat's weigh-in", "tax return deadline",
          "boiler service", "orthodontist appointment", "passport renewal deadline", "loss adjuster's visit",
          "parent-teacher meeting", "half-marathon", "book club night at ours", "permit renewal deadline"]
# what an amount is about, whether it takes "is" or "are", a plausible range
COSTS = [("school fees", "are", 900, 6500), ("suit hire", "is", 60, 260), ("clutch repair quote", "is", 380, 1400),
         ("insurance excess", "is", 150, 1000), ("marathon entry fee", "is", 45, 120),
         ("residence permit fee", "is", 300, 700), ("wedding gift budget", "is", 100, 450),
         ("monthly rent", "is", 1400, 2600), ("allotment rent", "is", 40, 110),
         ("ceiling repair estimate", "is", 650, 3900), ("deposit on the holiday cottage", "is", 200, 900),
         ("translation costs", "are", 90, 480), ("signing bonus", "is", 1500, 8000),
         ("cat's dental bill", "is", 180, 720), ("new running shoes", "are", 95, 210)]
CONTACTS = ["out-of-hours vet", "garage", "recruiter", "school office", "loss adjuster", "wedding venue",
            "taxi firm", "building manager", "running club captain", "translation agency", "emergency plumber",
            "immigration office", "allotment committee", "orthodontist"]
LOCATIONS = ["wedding venue", "biometrics centre", "storage unit", "holiday cottage", "recruiter's office",
             "new osteopath", "running club", "cat sitter", "translation agency", "science fair",
             "garage", "book club host", "interview"]
STREETS = ["Rosemount", "Kilbride", "Ashgrove", "Ballyneety", "Cairnbrook", "Dunmore", "Fernhill", "Glenvar",
           "Larkspur", "Marlowe", "Sandycove", "Thornbury", "Wellesley", "Belgrave", "Carrick", "Inchicore"]
STREET_KINDS = ["Terrace", "Road", "Crescent", "Avenue", "Park", "Gardens", "Lane", "Drive", "Place", "Row"]
BIRDS = ["Kingfisher", "Heron", "Curlew", "Wren", "Lapwing", "Skylark", "Plover", "Goldcrest"]
TOWNS = ["Bray", "Naas", "Galway", "Kinsale", "Clonakilty", "Westport", "Tralee", "Dundalk"]
FRENCH = ["des Lilas", "du Moulin", "de la Gare", "des Tanneurs", "Victor Hugo", "des Capucins"]
GERMAN = ["Linden", "Kastanien", "Muehlen", "Garten", "Birken", "Schiller"]
# (about, how its code is shaped)
CODES = [("ferry booking reference", "pnr"), ("flight booking code", "pnr"), ("planning application number", "slash"),
         ("insurance claim number", "claim"), ("permit case number", "dash"), ("warranty reference", "ref"),
         ("parking permit number", "permit"), ("library card number", "groups"), ("cat's microchip number", "chip"),
         ("PPS number", "pps"), ("parcel tracking number", "parcel"), ("race bib number", "bib"),
         ("Wi-Fi password at the cottage", "words"), ("locker code at the gym", "locker")]
DECISIONS = [("car", ["the second-hand Volvo estate", "the little electric Renault", "keeping the old hatchback"]),
             ("ceiling", ["a full replaster rather than patching", "the insurer's own contractor"]),
             ("wedding outfit", ["the navy linen suit", "the rust-coloured jumpsuit"]),
             ("science fair project", ["the solar oven made from a pizza box", "the bee hotel experiment"]),
             ("job offer", ["the analyst job at the credit union", "the contract role with the bigger consultancy"]),
             ("marathon", ["the Cork marathon in June", "the flat one in Rotterdam"]),
             ("cat food", ["the prescription weight-control kibble", "raw feeding twice a week"]),
             ("allotment shed", ["the secondhand shed off Adverts", "a plastic storage box instead"]),
             ("summer holiday", ["the farmhouse outside Girona", "camping on the Beara peninsula"])]
PREFERENCES = [("coffee", ["decaf oat latte", "double espresso with cold milk on the side"]),
               ("flights", ["window seat near the front", "aisle seat over the wing"]),
               ("hotel rooms", ["twin room on a low floor", "quiet room at the back"]),
               ("work calls", ["video calls after lunch only", "voice notes instead of calls"]),
               ("tea", ["Earl Grey with a slice of lemon", "strong breakfast tea, no sugar"]),
               ("birthday cake", ["lemon drizzle without icing", "proper Black Forest gateau"]),
               ("train travel", ["forward-facing seat in the quiet coach"]),
               ("cinema", ["back row on the aisle"]),
               ("pizza", ["thin crust with extra olives", "sourdough base with nduja"])]
# (category, value, a sentence of context)
RESTRICTIONS = [("allergy", "cashews", "Proper anaphylaxis, we carry two EpiPens everywhere."),
                ("allergy", "sesame", "Even a smear of tahini brings the hives out."),
                ("allergy", "penicillin", "Found out the hard way with a chest infection years ago."),
                ("allergy", "shellfish", "Lips swell up within minutes."),
                ("allergy", "kiwi fruit", "Sounds made up, I know, but it's a real thing."),
                ("diet", "gluten", "Coeliac, diagnosed just after Christmas."),
                ("diet", "pork", "It's a religious thing and not up for debate."),
                ("diet", "lactose", "The intolerance has got worse over the last couple of years."),
                ("medication", "ibuprofen", "Something to do with the kidney tablets."),
                ("medication", "aspirin", "Because of the blood thinners, the GP was very firm."),
                ("medication", "codeine", "It knocks them flat and makes them sick."),
                ("diet", "alcohol", "Nearly two years sober and very proud of it.")]
WHO = ["my son", "my daughter", "my partner", "my dad", "my mother-in-law", "our youngest", "my flatmate"]

# ----------------------------------------------------------------------------------------------------------------
# value makers

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
CLOCKS = ["9.15", "10:40", "8:30am", "2pm", "11.45", "4:20pm", "3pm", "noon"]


def _ord(d: int) -> str:
    if 11 <= d <= 13:
        return f"{d}th"
    return f"{d}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


def make_name(rng: random.Random, first: str, last: str) -> str:
    if rng.random() < 0.12:
        return f"{first} {rng.choice(string.ascii_uppercase.replace('I', ''))}. {last}"
    return f"{first} {last}"


def make_date(rng: random.Random) -> str:
    day = dt.date(2026, 9, 1) + dt.timedelta(days=rng.randrange(0, 540))
    d, m, wd = day.day, day.month - 1, day.weekday()
    shape = rng.randrange(9)
    if shape == 0:
        return f"{MONTHS[m]} {_ord(d)}"
    if shape == 1:
        return f"{d} {MONTHS[m]}"
    if shape == 2:
        return f"the {_ord(d)} of {MONTHS[m]}"
    if shape == 3:
        return f"{DOW[wd]} {d} {MON[m]}"
    if shape == 4:
        return day.isoformat()
    if shape == 5:
        return f"{WEEKDAYS[wd]} {_ord(d)} {MON[m]}"
    if shape == 6:
        return f"{d} {MON[m]} at {rng.choice(CLOCKS)}"
    if shape == 7:
        return f"{day.day:02d}/{day.month:02d}/{day.year}"
    return f"{WEEKDAYS[wd]} the {_ord(d)} of {MONTHS[m]}"


def make_amount(rng: random.Random, lo: int, hi: int) -> str:
    n = rng.randint(lo, hi)
    n = 5 * round(n / 5) if n < 200 else round(n, -1) if n < 1000 else 50 * round(n / 50)
    shape = rng.randrange(10)
    if shape == 0:
        return f"€{n:,}"
    if shape == 1:
        return f"${n - 1}.99" if n < 1000 else f"${n:,}.00"
    if shape == 2 and n >= 1000:
        return f"£{n / 1000:.1f}k".replace(".0k", "k")
    if shape == 3:
        return f"{n:,} dollars"
    if shape == 4:
        return f"CHF {n:,}".replace(",", "'")
    if shape == 5:
        return f"EUR {n:,}"
    if shape == 6:
        return f"£{n:,}.{rng.choice([50, 25, 75, 40])}"
    if shape == 7:
        return f"{n:,} quid"
    if shape == 8:
        return f"AUD {n:,}"
    return f"{n:,} euro"


def make_phone(rng: random.Random) -> str:
    r = rng.randint
    shape = rng.randrange(10)
    if shape == 0:
        return f"+353 8{rng.choice('5679')} {r(100, 999)} {r(1000, 9999)}"
    if shape == 1:
        return f"({r(201, 989)}) 555-01{r(0, 99):02d}"
    if shape == 2:
        return f"07700 900{r(0, 999):03d}"
    if shape == 3:
        return f"0044 20 7946 0{r(0, 999):03d}"
    if shape == 4:
        return f"+61 4{r(10, 99)} {r(100, 999)} {r(100, 999)}"
    if shape == 5:
        return f"+49 30 {r(1000, 9999)} {r(1000, 9999)}"
    if shape == 6:
        return f"06 {r(10, 99)} {r(10, 99)} {r(10, 99)} {r(10, 99)}"
    if shape == 7:
        return f"+1 604-555-01{r(0, 99):02d}"
    if shape == 8:
        return f"01 {r(200, 899)} {r(1000, 9999)}"
    return f"+91 98{r(100, 999)} {r(10000, 99999)}"


def make_address(rng: random.Random) -> str:
    r = rng.randint
    street = f"{rng.choice(STREETS)} {rng.choice(STREET_KINDS)}"
    shape = rng.randrange(8)
    if shape == 0:
        return f"Flat {r(1, 9)}{rng.choice('ABCD')}, {r(2, 140)} {street}"
    if shape == 1:
        return f"{r(2, 88)} {rng.choice(BIRDS)} Close"
    if shape == 2:
        return f"Apt {r(2, 19)}, {r(100, 480)} {rng.choice('WE')} {_ord(r(14, 96))} St"
    if shape == 3:
        return f"Unit {r(3, 31)}, {rng.choice(STREETS)} Business Park"
    if shape == 4:
        return f"{r(3, 160)} {street}, {rng.choice(TOWNS)}"
    if shape == 5:
        return f"{r(2, 60)} rue {rng.choice(FRENCH)}"
    if shape == 6:
        return f"{rng.choice(GERMAN)}strasse {r(2, 90)}"
    return f"The Old {rng.choice(['Forge', 'Granary', 'Rectory', 'Schoolhouse'])}, {rng.choice(STREETS)} Lane"


def make_code(rng: random.Random, shape: str) -> str:
    up = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    alnum = up + "23456789"
    r = rng.randint

    def pick(pool: str, k: int) -> str:
        return "".join(rng.choice(pool) for _ in range(k))

    if shape == "pnr":
        while True:
            code = pick(alnum, 6)
            if any(c.isdigit() for c in code) and any(c.isalpha() for c in code):
                return code
    if shape == "slash":
        return f"{pick(up, 2)}/{r(2025, 2027)}/{r(1, 999):04d}"
    if shape == "claim":
        return f"{r(1000, 9999)}-{r(10, 99)}-{rng.choice(up)}"
    if shape == "dash":
        return f"{pick(up, 2)}-{r(10, 99)}{rng.choice(up)}{r(1, 9)}"
    if shape == "ref":
        return f"REF {r(10000, 99999)}"
    if shape == "permit":
        return f"PP {r(10, 99)}-{r(1000, 9999)}"
    if shape == "groups":
        return f"{r(1000, 9999)} {r(1000, 9999)} {r(1000, 9999)}"
    if shape == "chip":
        return f"9810000{r(10000000, 99999999)}"
    if shape == "pps":
        return f"{r(1000000, 9999999)}{rng.choice(['T', 'W', 'A', 'H'])}{rng.choice(['A', 'W', ''])}"
    if shape == "parcel":
        return f"{pick(up, 2)}{r(100000000, 999999999)}GB"
    if shape == "bib":
        return f"{pick(up, 1)}{r(1000, 9999)}"
    if shape == "words":
        words = ["otter", "lamp", "cobalt", "teapot", "marble", "pylon", "kestrel", "velvet", "turnip", "quartz"]
        return f"{rng.choice(words)}-{rng.choice(words)}-{r(10, 99)}"
    low = "abcdefghjkmnpqrstuvwxyz"
    return f"{pick(low, 2)}-{r(1000, 9999)}-{pick(low, 2)}"


# ----------------------------------------------------------------------------------------------------------------
# how facts are said: (user text, echo reply, plain reply). {a}: what it is about, {v}: the value

FACTS: dict[str, list[tuple[str, str, str]]] = {
    "person": [
        ("Who's the {a} again? Oh right, {v}. Sorry, my brain is porridge today.",
         "{v}, yes. I'll keep that straight for you.", "Happens to everyone."),
        ("Got an email from our {a} ({v}) asking us to send everything over by the end of the week.",
         "Worth replying to {v} today so it doesn't slide.", "Sounds like they're keen to move things along."),
        ("remind me that the {a} is {v} - i keep calling them by the wrong name lol",
         "Will do: {v}, the {a}.", "Ha, noted."),
        ("We've been put in touch with {v}, who'll be our {a} from now on.",
         "Good, {v} as {an_a}. Hopefully that smooths things out.", "That should help."),
        ("{v} is the {a} my neighbour swore by, so we went with them.",
         "A personal recommendation is usually a good sign.", "Nice, one less thing to sort."),
        ("Spoke to the {a} - {v} - for twenty minutes this morning, very patient person.",
         "Glad {v} took the time.", "That's reassuring."),
        ("The letter is signed by {v}, so I'm guessing that's our {a} now?",
         "Sounds like it: {v}, your {a}.", "Seems a fair guess."),
        ("Quick one. We've been assigned {an_a} and it's {v}. Never met them before.",
         "Noted, {v}.", "Fingers crossed they're good."),
    ],
    "pet": [
        ("The {a} is called {v}, by the way. The kids named it after a cartoon.",
         "{v} is a great name for {an_a}.", "Kids are the best at naming."),
        ("{v} (the {a}) got into the recycling again and dragged a yoghurt pot round the flat.",
         "Classic {v}.", "Oh dear, the glamour of pet ownership."),
        ("we've got {an_a} now!! {v}. don't ask how it happened",
         "Congratulations on {v}!", "Ha, these things do just happen."),
        ("Any idea why {an_a} would go off their food? {v} has barely touched breakfast all week.",
         "If {v} is still off food in a day or two, ring the vet.", "Worth keeping an eye on."),
        ("Our {a} has been officially named {v} after a family vote that got quite heated.",
         "Democracy wins: {v} it is.", "The best family votes always get heated."),
        ("Took the {a} for a check-up. {v} was very dramatic about the whole thing.",
         "Poor {v}.", "Vet trips are rarely dignified."),
    ],
    "date": [
        ("Put the {a} in the calendar: {v}.", "Done, {a} on {v}.", "Done."),
        ("Letter came today. The {a} has been scheduled for {v}, apparently.",
         "{v} then.", "At least it's booked."),
        ("{v} - that's the {a}. Can you nudge me the week before?", "I'll remind you before {v}.", "Will do."),
        ("so the {a} is {v}?? that came round fast", "{v}, yes. Time flies.", "It always does."),
        ("When's the {a}? They've just confirmed it, {v}.", "Good to have it confirmed for {v}.",
         "Good to have a date."),
        ("Mark down {v} for the {a}, I will absolutely forget otherwise.", "Marked: {v}.", "Noted."),
        ("The {a}, which I thought was ages away, is {v}. Panic.", "{v} is still manageable.",
         "Deep breath, it's manageable."),
    ],
    "amount": [
        ("They quoted {v} for the {a}. Is that normal?", "{v} is within the usual range, I'd say.",
         "It's within the usual range, I'd say."),
        ("The {a} {be} {v} this year, up from last time.", "{v}, noted.", "Prices only go one way."),
        ("ok so {v} for the {a}. not thrilled", "Understandable, {v} is a lot.", "Understandable."),
        ("Budget-wise we've agreed to cap the {a} at {v}.", "A cap of {v} sounds sensible.", "Sounds sensible."),
        ("{v} is what the {a} came to in the end, once they'd added everything.", "Noted: {v}.",
         "They always find extras."),
        ("Had a look at the paperwork: {v} for the {a}, all in.", "{v}, got it.", "Good to know."),
        ("Can you remember that the {a} {be} {v}? I want it for the spreadsheet on Sunday.",
         "{v}, for the spreadsheet.", "Sure."),
    ],
    "phone": [
        ("Can you keep the {a}'s number somewhere? It's {v}.", "Saved: {v}.", "Saved."),
        ("If the {a} rings from {v}, that's them. Don't let me ignore it like last time.",
         "{v}, the {a}. I'll remind you.", "Ha, noted."),
        ("the {a} number is {v} btw", "{v}, got it.", "Got it."),
        ("Here's how to reach the {a}: {v} (mornings are best).", "{v}, mornings. Noted.", "Noted."),
        ("{v} - the {a}. Saving it here because my contacts app ate it.", "Safe here: {v}.",
         "Annoying when that happens."),
        ("Rang the {a} on {v} and sat on hold for twenty minutes.", "Hold music on {v}, lovely.",
         "Hold music is the worst."),
    ],
    "address": [
        ("The {a} is at {v}, if you can believe it.", "{v}, noted.", "Noted."),
        ("Sat nav kept sending me the wrong way. The {a} is actually {v}.", "{v} it is.", "Sat navs, honestly."),
        ("{v} is where the {a} is. The entrance is round the side.", "Round the side of {v}, got it.",
         "Good tip about the entrance."),
        ("address for the {a}: {v}. parking is a nightmare apparently", "{v}, noted.",
         "Maybe go by bus then."),
        ("We need to get to the {a} ({v}) by half nine.", "{v} by half nine.", "Leave a bit of slack."),
        ("Jot down {v} for the {a}, I'll need it for the taxi.", "Jotted: {v}.", "Done."),
    ],
    "id": [
        ("The {a} is {v}. Don't let me lose it.", "{v}, kept.", "I won't."),
        ("Found it in my inbox: {a} {v}.", "Good find, {v}.", "Good find."),
        ("{v} - that's the {a}, they ask for it every single time I call.", "{v}, noted.", "They always do."),
        ("ugh the {a} is {v}, why are these things never memorable", "{v}. Not catchy, agreed.",
         "They never are."),
        ("Please keep hold of the {a} for me: {v}.", "Holding on to {v}.", "Of course."),
        ("On the letter it says the {a} is {v} (top right corner, tiny print).", "{v}, thanks.",
         "Tiny print, always."),
    ],
    "decision": [
        ("Decision made on the {a}: {v}.", "{v}, great.", "Good to have it settled."),
        ("After way too many spreadsheets we're going with {v}.", "{v} sounds like a solid choice.",
         "Spreadsheets win again."),
        ("{v} it is! For the {a}, I mean. Finally.", "Finally! {v}.", "Finally indeed."),
        ("We talked it through last night and settled on {v} for the {a}.", "{v} makes sense.",
         "Sounds like a good talk."),
        ("ok so we're doing {v}, no more debating", "{v} it is.", "No more debating."),
        ("The {a} has been decided, {v}, because it was the only option everyone could live with.",
         "Compromise: {v}.", "That's usually how it goes."),
    ],
    "preference": [
        ("If you're ever booking {a} for me: {v}, always.", "{v}, always. Noted.", "Noted."),
        ("When it comes to {a}, {v} every time. The alternative drives me up the wall.", "{v}, understood.",
         "Understood."),
        ("for {a} it's {v} for me. not negotiable lol", "Not negotiable: {v}.", "Ha, fair."),
        ("Note for future me (and you): {a} = {v}.", "{v}, remembered.", "I'll remember."),
        ("Whenever there's a choice about {a}, put me down for {v}.", "{v} it is.", "Will do."),
        ("Little thing, but my go-to for {a} is {v}.", "{v}, good to know.", "Good to know."),
        ("The one thing I'm fussy about is {a}: {v}, nothing else.", "Fussy is allowed. {v} it is.",
         "Fussy is allowed."),
    ],
    "constraint": [
        ("Oh, before I forget, {who} can't have {v}. {why}", "Understood, no {v} for {who}.", "Understood."),
        ("{v} is a hard no for {who}. {why}", "Got it, nothing with {v}.", "Got it."),
        ("remind me to tell the caterers: no {v} for {who}", "No {v}, I'll remind you.", "Will do."),
        ("Just so it's written down somewhere, {who} has to avoid {v}. {why}", "Written down: avoid {v}.",
         "Written down."),
        ("{Who} reacts badly to {v}, so please never suggest anything with it.", "I'll leave out {v}.",
         "I'll be careful."),
        ("Any ideas for a dinner that's safe for {who}? Strictly no {v}. {why}",
         "Plenty of options without {v}.", "Plenty of options."),
    ],
}
# the assistant asks in one turn, the user answers in the next: (question, answers)
ASKED: dict[str, tuple[str, list[str]]] = {
    "person": ("Who's your {a} these days, by the way?", ["{v}. We've been with them a while now.",
                                                         "That'd be {v}, why?"]),
    "pet": ("What's the {a} called, by the way?", ["{v}! The kids chose it.", "{v}. Don't laugh."]),
    "date": ("When is the {a}, do you know yet?", ["{v}, last I heard.", "I think {v}? Yes, {v}."]),
    "amount": ("Did they say what the {a} would come to?", ["{v}, give or take.", "Yeah, {v}. Ouch."]),
    "phone": ("Do you have a number for the {a}?", ["Yep, {v}.", "{v}, if they ever pick up."]),
    "address": ("Where is the {a}, actually?", ["{v}. Not that far from us.", "It's {v}, I looked it up."]),
    "id": ("Do you have the {a} handy?", ["Hang on... {v}.", "Here: {v}."]),
    "decision": ("Did you ever decide on the {a}?", ["Yep, {v}.", "We did! {v}."]),
    "preference": ("What do you usually go for with {a}?", ["{v}, nearly always.", "Oh, {v}, easily."]),
    "constraint": ("Is there anything {who} needs to avoid?", ["{v}. {why}", "Just {v}, but it's serious."]),
}
# a later message with a new value; {r}: the fact as a noun phrase ("the garage's number")
FIXES = [
    "Change to {r}: it's {v} now. Ignore the old one.",
    "ugh they changed {r} AGAIN. {v} now, not {old}",
    "Can you update {r}? It was {old} but it's actually {v}.",
    "Heads-up, there's been a change to {r}. New one is {v}.",
    "I had {r} wrong, sorry. The right one is {v}.",
    "{v}, that's the new version of {r}. They sent a revised letter, so bin {old}.",
    "Small update on {r} - {v} from now on.",
]
FIX_REPLIES = ["Updated.", "Changed it.", "Got it, new one noted.", "Okay, swapped it over.", "Thanks for the update."]
KIND_REF = {"date": "the {a}", "amount": "the {a}", "phone": "the {a}'s number",
            "address": "the address for the {a}", "id": "the {a}"}
TYPOS = {"because": "becuase", "definitely": "definately", "tomorrow": "tommorow", "really": "realy",
         "the ": "teh ", "would": "woudl", "separate": "seperate", "which": "whihc", "apparently": "apparantly"}

# ----------------------------------------------------------------------------------------------------------------
# filler: ten threads of everyday life. Slots in braces are filled from FILL.

FILL = {
    "mins": ["five", "10", "twenty", "25", "40", "ninety"],
    "clock": ["7:40", "half six", "quarter past eight", "10pm", "21:15", "6am", "lunchtime", "ten to nine", "5.30"],
    "day": WEEKDAYS,
    "pal": ["Dev", "Maggie", "Kasia", "Jules", "Ruairi", "Sunita", "Femi", "Gus", "Hollie", "Marco", "Yemi", "Pete",
            "Anjali", "Col", "Bex", "Nuala", "Tobi", "Shona"],
    "shop": ["Lidl", "Aldi", "Tesco", "IKEA", "Decathlon", "Boots", "Screwfix", "the Spar", "Dunnes", "Penneys",
             "Woodies", "Smyths"],
    "price": ["€3.80", "€4.50", "€12", "€7.25", "£6", "£9.50", "€19.99", "€2.10", "€34", "€55"],
    "spot": ["Ranelagh", "the quays", "Stoneybatter", "the retail park", "the seafront", "Phibsborough", "the canal",
             "the big roundabout", "Dun Laoghaire pier", "Howth"],
    "km": ["14", "18", "21", "24", "27", "30", "32"],
    "pace": ["5:40", "6:05", "5:55", "6:20", "6:45"],
    "pct": ["3", "8", "11", "14", "22"],
    "hours": ["36", "48", "60", "72"],
    "nth": ["second", "third", "last"],
    "n": ["two", "three", "four", "five", "six", "seven", "eleven"],
    "book": ["Middlemarch", "The Remains of the Day", "Piranesi", "Small Things Like These", "Things Fall Apart",
             "Klara and the Sun", "The Overstory", "Homegoing", "Normal People", "Lincoln in the Bardo"],
    "chapter": ["four", "nine", "12", "17", "23"],
    "gel": ["SiS", "Maurten", "Decathlon own-brand", "Torq", "High5"],
    "shoe": ["Asics", "Brooks", "Hoka", "Saucony", "New Balance"],
    "tool": ["Power BI", "Tableau", "Excel", "Looker Studio", "SQL and a notebook"],
    "sector": ["charity", "fintech", "health board", "logistics", "public sector", "energy"],
    "veg": ["courgettes", "runner beans", "kale", "beetroot", "spuds", "chard", "broad beans"],
    "pest": ["slugs", "pigeons", "cabbage whites", "a fox", "blackfly"],
    "car": ["2011 Fiesta", "2013 Golf", "2009 Yaris", "2012 Focus"],
    "miles": ["118,000", "142,000", "96,000", "131,000"],
    "part": ["anti-roll bar links", "shock absorbers", "a wheel bearing", "the exhaust bracket", "the CV joint"],
    "kid": ["Finn", "Orla", "Sami", "Ruby"],
    "project": ["water filter", "paper-plane test", "mould-on-bread experiment", "volcano", "wind turbine"],
    "doc": ["birth certificate", "marriage cert", "bank statements", "proof of address", "employment letter"],
    "weeks": ["six", "eight", "ten", "twelve"],
    "kg": ["6.8", "7.1", "5.9", "7.4"],
    "treat": ["Dreamies", "tuna flakes", "freeze-dried chicken", "cheese rind"],
    "thing": ["a dinner plate", "a frisbee", "a small pizza", "a hubcap"],
    "litres": ["three", "four and a half", "two", "six"],
    "team": ["Leinster", "Shamrock Rovers", "the Dubs", "Bohs"],
    "score": ["by a point", "two-nil", "by three", "in extra time"],
}
THREADS: dict[str, tuple[list[str], list[str]]] = {
    "leak": ([
        "The drip from the bathroom ceiling is back, roughly one drop every {mins} seconds.",
        "Upstairs swear their shower is fine, but the stain says otherwise.",
        "Put a basin under the drip before bed and it was half full by {clock}.",
        "The brown patch on the ceiling is now about the size of {thing}.",
        "The paint near the light fitting has started bubbling, should I be worried?",
        "Someone from the management company had a look and mostly just shrugged.",
        "Turned the stopcock off for an hour as a test and the drip stopped completely.",
        "The dehumidifier has pulled {litres} litres out of the air since {day}.",
        "The insurer wants photos from every angle, which is fun standing on a wobbly chair.",
        "Bought a moisture meter in {shop} for {price}, the readings are pretty high.",
        "The plasterer {pal} recommended can't come until the {nth} week of the month.",
        "There's a smell of damp in the hall now too, lovely.",
        "Upstairs left a note saying they'd 'look into it', underlined twice.",
    ], [
        "Water near a light fitting is worth taking seriously, so switch that circuit off at the fuse board until "
        "an electrician has checked it.",
        "If the drip stops when the stopcock is off, the leak is almost certainly on the supply side rather than "
        "the waste pipes.",
        "Date-stamped photos and a short written log will make any insurance claim a lot smoother.",
        "Bubbling paint usually means the plaster behind it is saturated, so let it dry out fully before you "
        "repaint anything.",
        "You could ask upstairs to run the shower for five minutes while you watch the ceiling; it narrows things "
        "down quickly.",
        "Keep the moisture readings in a note with the date, they show whether things are drying out.",
        "Stain-blocking primer is worth it later, otherwise the mark tends to ghost back through ordinary "
        "emulsion.",
        "Most policies cover the resulting damage even when they won't cover the leak itself.",
        "If the management company drags its feet, a dated email asking for a response within a set number "
        "of days usually speeds things up.",
        "Leaving the bathroom door open and running the extractor fan helps the ceiling dry out between visits.",
        "It's worth asking whether upstairs has had any work done recently, even something small like new "
        "silicone around the bath.",
        "A plumber can often find the source with a thermal camera without opening up the ceiling.",
    ]),
    "jobs": ([
        "Sent off {n} applications this week and heard back from exactly one.",
        "The take-home task wants a dashboard built in {tool} by {day}.",
        "Do I mention the years in the lab on my CV or just lead with the data course?",
        "Rewrote my cover letter for the {sector} role three times and it still reads like a robot wrote it.",
        "The advert says 'fast-paced environment', which I'm choosing not to think about.",
        "There were {n} people on the interview panel and I was sweating through my shirt.",
        "Should I follow up after a week or is that pushy?",
        "Spent the evening doing SQL practice questions, my brain is fried.",
        "{pal} from my old team says the {sector} places pay better but the hours are worse.",
        "Got a rejection email at {clock} on a {day}, which feels personal somehow.",
        "Did a mock interview with {pal} over video and said 'basically' about forty times.",
        "The job board sends me {n} alerts a day for jobs in completely the wrong field.",
        "Second coffee of the morning and I still haven't opened the application.",
    ], [
        "A short follow-up after a week is normal and rarely held against anyone.",
        "Lead with the skills the role asks for; the lab years are an asset if you frame them as analysis work.",
        "For a take-home task, a clean, well-labelled dashboard beats a clever one that's hard to read.",
        "Try reading the cover letter aloud: anything that sounds stiff out loud usually reads stiff too.",
        "Panels can feel intimidating, but usually only one or two people are really driving the questions.",
        "Keeping a simple tracker of where you applied and when makes the follow-ups much easier.",
        "Rejections are mostly about fit and timing, not a verdict on you.",
        "Practising out loud with a friend is surprisingly effective for the behavioural questions.",
        "For most interviews, three or four solid stories from past work cover nearly every behavioural question.",
        "Saying 'basically' a lot is something the listener notices far less than you do.",
        "Filtering the job alerts by a couple of keywords should cut the noise down a lot.",
        "Career changers often do well when they show one concrete project end to end rather than a long "
        "list of courses.",
    ]),
    "running": ([
        "Long run was {km} km today at about {pace} a kilometre.",
        "My left shin is grumbling again after the hill reps.",
        "Tried the {gel} gels and my stomach did not approve.",
        "The plan says tempo intervals on {day}, which I'm already dreading.",
        "Running club met at {clock} in the drizzle, only {n} of us turned up.",
        "Thinking of new {shoe} trainers, mine must have done a few hundred kilometres by now.",
        "Did the parkrun with {pal} and got absolutely dropped on the last hill.",
        "Legs felt like concrete for the first {mins} minutes, then fine.",
        "Is it mad to do a long run the day after a late night?",
        "Got passed by a man pushing a double buggy on the canal, humbling.",
        "The watch says my recovery time is {hours} hours, which feels dramatic.",
        "Foam rolled my calves at {clock} last night and nearly cried.",
    ], [
        "Shin niggles often settle with a few easier days and a bit more calf strength work.",
        "Practise your race-day fuelling on long runs so there are no surprises on the day.",
        "Tempo work is meant to feel comfortably hard, not flat out.",
        "Most trainers are good for somewhere between 500 and 800 kilometres depending on your stride.",
        "Running the long run slower than feels necessary is one of the most common pieces of good advice.",
        "If your legs feel heavy early on but loosen up, that's usually just a slow warm-up, not a problem.",
        "Sleep is part of the training; a tired long run is fine once, but not every week.",
        "Hills are strength work in disguise, they'll pay off later in the block.",
        "A recovery estimate from a watch is a rough guide, not a rule; how your legs feel matters more.",
        "Easy runs should feel genuinely easy, conversational pace is a good test.",
        "Strength work twice a week, even twenty minutes, makes a real difference to niggles.",
        "Getting overtaken is part of running; the buggy dads are a league of their own.",
    ]),
    "wedding": ([
        "The family group chat about the wedding has {n} hundred unread messages.",
        "My cousin wants a ceilidh, my aunt wants a string quartet, nobody is budging.",
        "Still no idea what to wear, the invite says 'garden formal', whatever that means.",
        "I've been asked to do a reading at the ceremony and I'm terrified.",
        "The hotel rooms near the venue sold out in about {mins} minutes.",
        "The seating plan drama has officially started.",
        "{pal} is driving down with us, so that's the lift sorted.",
        "Looked at outfits in {shop} and everything was either beige or sequins.",
        "Do we get them something off the registry or just give cash?",
        "My aunt rang at {clock} to ask if I'd RSVP'd, I had, twice.",
        "The stag and hen are on the same weekend, which is causing a scheduling war.",
        "Just realised I need to book a babysitter for the whole weekend.",
    ], [
        "Garden formal usually means smart but breathable, so lighter fabrics and shoes that cope with grass.",
        "For a reading, practise slowly and mark where to breathe; nerves make everyone speed up.",
        "Cash or a registry gift are both completely normal; go with whatever the couple seem to prefer.",
        "Seating plans cause drama at every wedding; it usually resolves itself a week before.",
        "If hotel rooms are gone, a shared rental nearby can work out cheaper anyway.",
        "A ceilidh is a brilliant icebreaker when half the guests don't know each other.",
        "Muting the group chat and checking it once a day is a perfectly valid survival strategy.",
        "Book childcare early for wedding weekends, they go fast in summer.",
        "If two parties clash, going to whichever one you'd regret missing is a fair rule.",
        "Keeping the gift, outfit and travel in one small budget note stops costs creeping up.",
        "Most couples are just happy people turn up; nobody remembers the outfits a year later.",
    ]),
    "school": ([
        "{kid} wants to do a {project} for the science fair.",
        "The glue gun has claimed its first victim, which was me.",
        "The teacher wants a hypothesis written out in full sentences, which is causing tears.",
        "We tested the {project} on the balcony and it sort of worked.",
        "Poster board from {shop} was {price}, daylight robbery for a sheet of card.",
        "{kid} has decided the results are 'boring' and wants to start again.",
        "How much am I allowed to help before it stops being their project?",
        "Spent the whole of {day} evening labelling jars.",
        "{kid} asked if we could use real lava, I said no.",
        "The class WhatsApp is full of parents comparing projects, help.",
        "We used up all the baking soda, so that's another trip to {shop}.",
    ], [
        "A good rule is that the child makes the decisions and you only handle the dangerous bits.",
        "Boring results are still results; the write-up can explain what they expected and why it differed.",
        "A hypothesis can be one sentence: what they think will happen, and why they think so.",
        "Photos of each step make the poster much easier to put together at the end.",
        "Judges usually care more about the method and the explanation than about a flashy result.",
        "Keep the glue gun on a tile or a chopping board; it saves the table and a few fingertips.",
        "If it sort of worked, that's a perfect opening for a 'what we would change' section.",
        "Comparing projects on the class group is almost guaranteed to stress everyone out; maybe mute it.",
        "Vinegar and baking soda still impress every single time, real lava not required.",
        "A short practice of the explanation out loud helps kids feel confident on the day.",
        "Letting them make a mistake and fix it is a better lesson than a perfect project.",
    ]),
    "car": ([
        "The car makes a clunk going over speed bumps, front left I think.",
        "It's worse when it's cold and quieter after about {mins} minutes of driving.",
        "The garage can't look at it until {day} week.",
        "A warning light came on for a few seconds on the motorway and then went off again.",
        "It's a {car} with {miles} miles on it, so something was always going to go.",
        "{pal} reckons it's the {part}, but {pal} also thought the kettle was haunted.",
        "Filled up at {clock} and diesel was a silly price again.",
        "Do I fix it or start looking for something newer?",
        "Now there's a squeak as well as the clunk, it's a whole orchestra.",
        "The garage quoted over the phone without seeing it, which made me nervous.",
        "Had to borrow {pal}'s car for the big shop on {day}.",
    ], [
        "A clunk over bumps is very often {part} or a worn drop link, both fairly cheap jobs.",
        "Note when it happens, speed, temperature, which side, so the mechanic can reproduce it.",
        "A light that comes on briefly is still worth mentioning; many cars store the fault code.",
        "At that mileage it's worth weighing the repair bill against what the car is actually worth.",
        "Ask the garage to show you the worn part; a good one won't mind.",
        "If the steering feels different or it pulls to one side, get it checked sooner rather than later.",
        "Getting a second quote is normal and nobody reasonable will be offended.",
        "A phone quote without an inspection is only a starting point, so treat it as a rough guide.",
        "Squeaks and clunks together often point at the suspension bushes on older cars.",
        "Check the tyre wear while you're at it; uneven wear can hint at the same problem.",
        "If the repair is more than about half the car's value, it's reasonable to think about replacing it.",
    ]),
    "allotment": ([
        "We're drowning in {veg}, there's a whole bag on the counter.",
        "Something is getting at the {veg} overnight, I'm blaming {pest}.",
        "The compost heap is finally warm in the middle, I'm weirdly proud.",
        "{pal} on the next plot gave us a rhubarb crown and a lecture about mulch.",
        "It rained all week so at least there's no watering.",
        "Spent {day} digging out bindweed and my back is in bits.",
        "Should I net everything or is that overkill?",
        "The water butt is empty and the tap at the gate is broken again.",
        "Planted out the {veg} seedlings and promptly got hail.",
        "The plot holders' meeting went on for {mins} minutes about the gate padlock.",
        "Found a toad in the compost, I'm calling that a good sign.",
    ], [
        "Netting is rarely overkill once pigeons have found your brassicas.",
        "Bindweed comes back from tiny root pieces, so little and often beats one big dig.",
        "A warm heap means it's working; turn it every few weeks and it'll be ready by spring.",
        "Pick courgettes small and often and the glut becomes a bit more manageable.",
        "Mulch really does help, it keeps moisture in and the weeds down.",
        "Surplus veg makes good soup to freeze, or a neighbour will always take some.",
        "Beer traps or a night-time torch patrol are the classic answers to slugs.",
        "Hardening off seedlings for a week before planting out helps them cope with a cold snap.",
        "Toads are excellent slug control, so that's very good news.",
        "A rota for watering with the neighbouring plots can save a lot of trips in dry spells.",
        "Fleece is handy to keep in the shed for surprise frosts and hail.",
    ]),
    "books": ([
        "Book club picked {book} and I'm only on chapter {chapter}.",
        "Half the group didn't finish it, as usual.",
        "I'm hosting next month, what snacks go with {book}?",
        "{pal} spoiled the ending in the group chat, again.",
        "Should we try an audiobook month so people actually finish?",
        "Started {book} on the bus and missed my stop.",
        "The discussion went on until {clock} and nobody agreed on anything.",
        "Someone suggested a 900-page Russian novel for next month, mutiny is brewing.",
        "Read {chapter} pages last night and fell asleep with the lamp on.",
        "{pal} wants us to do a book-to-film month so we can just watch it, cheeky.",
    ], [
        "Hosting is easier with things people can pick at while talking, nothing that needs a knife and fork.",
        "An audiobook month is a nice idea; it lets people listen on commutes and walks.",
        "A couple of open questions ready in advance helps when the conversation stalls.",
        "Not finishing is fine; people often have the strongest opinions about why they stopped.",
        "Disagreement is usually the sign of a good book club night.",
        "Missing a stop because of a book is a pretty good review, honestly.",
        "Big books work better split over two meetings so nobody feels left behind.",
        "A book-to-film month can be fun if you discuss what the adaptation changed.",
        "Short novels are a good palate cleanser after a heavy pick.",
        "Falling asleep reading is a sign you needed the sleep more than the chapter.",
    ]),
    "permit": ([
        "The form wants every address we've lived at for the last {n} years.",
        "Got the {doc} back but it needs an apostille, naturally.",
        "The translator wants the {doc} scanned in colour, not black and white.",
        "The online portal crashed at the payment step twice.",
        "The guidance PDF and the website say different things about the photos.",
        "Waited on hold for {mins} minutes to be told to send an email.",
        "Processing time is apparently {weeks} weeks, which in practice means longer.",
        "We've a folder for this now and it's already bursting.",
        "The photo booth at the shopping centre ate {price} and gave me one blurry strip.",
        "Had to dig out payslips going back {n} months.",
        "The appointment letter says to bring 'original and copies', copies of what exactly?",
    ], [
        "When the PDF and the website disagree, follow the stricter one and keep a screenshot of both.",
        "Apostilles are tedious but straightforward; the foreign affairs office usually turns them round quickly.",
        "Keep a checklist of every document, the date it was sent and how, it saves a lot of stress later.",
        "If the portal fails at payment, check your bank before retrying so you don't pay twice.",
        "Colour scans are a common requirement; it's how they check stamps and seals.",
        "A single folder, in the order the form asks for things, makes the appointment much calmer.",
        "Official processing times are usually optimistic, so plan around the longer end.",
        "'Original and copies' usually means one photocopy of each original document you bring.",
        "Official photo booths often have a retake option, keep the receipt in case.",
        "Payslips and bank statements are easier to gather if you download them as PDFs in one go.",
        "A short covering letter listing what's enclosed helps the case officer, and helps you.",
    ]),
    "cat": ([
        "The vet says the cat needs to lose about a kilo, he's {kg} kg at the moment.",
        "He's worked out how to open the cupboard where the {treat} live.",
        "Switched half his dry food to wet and he's sulking on the windowsill.",
        "Is a puzzle feeder worth it or will he just ignore it?",
        "He's been yowling for breakfast at {clock} every morning this week.",
        "Caught {pal} slipping him {treat} under the table, traitor.",
        "Weighed him on the bathroom scales by holding him, which was chaos.",
        "He sat on the keyboard during a work call and muted my manager, hero.",
        "Bought a new scratching post for {price} and he prefers the sofa.",
        "The vet nurse said his ideal weight is about five and a half kilos.",
    ], [
        "Slow, steady weight loss is the goal for cats, roughly one or two percent of body weight a month.",
        "Puzzle feeders work well for food-motivated cats; start easy so he doesn't give up.",
        "Measuring the daily amount in the morning and sharing it out stops accidental overfeeding.",
        "Early yowling usually fades if breakfast stops arriving in response to it, though it takes persistence.",
        "A child-lock on the treat cupboard is cheap and surprisingly effective.",
        "Wet food is useful for weight loss, as it's filling for fewer calories.",
        "Weighing yourself with and without him is the classic way, and yes, it's always chaos.",
        "Cats on a diet often get pushier for a week or two and then settle into the new routine.",
        "A scratching post by the sofa, with a bit of catnip on it, can lure him away from the furniture.",
        "Play sessions of ten minutes before meals burn a few calories and tire him out.",
        "Weighing every two weeks is enough to see the trend without fussing.",
    ]),
}
ASIDES = ["The bus was {mins} minutes late so I walked from {spot}.", "Paid {price} for a sandwich at the station, unreal.",
          "{pal} texted at {clock} asking about the weekend.", "Watched the {team} match, they lost {score}.",
          "My phone's on {pct}% and I can't find the charger.", "Parking near {spot} was {price} for two hours.",
          "Grabbed a coffee with {pal} near {spot}.", "The heating came on at {clock} for no reason.",
          "It's lashing rain here, {day} was the only dry day.", "Went to {shop} for one thing and came out with nine."]
CHATTER = ["Anyway.", "Sorry, long one.", "Bit of a brain dump, ignore me.", "Right, off to make dinner.", "Thoughts?",
           "lol", "What a week.", "Rant over.", "ok that's all", "Send help."]
OPENERS = ["Oof.", "Ah, that's annoying.", "Right.", "That tracks.", "Sounds like progress.", "Totally understandable.",
           "OK, a few thoughts.", "Ha, I can picture it.", "That's a lot at once.", "Good, that's a start."]
FOLLOW_UPS = ["Want me to draft something for that?", "How are you holding up otherwise?",
              "Shall I put together a short checklist?", "Let me know how it goes.", "Anything I can look up?"]


# ----------------------------------------------------------------------------------------------------------------
# building blocks


def _fill(rng: random.Random, template: str) -> str:
    slots = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    return template.format(**{s: rng.choice(FILL[s]) for s in sorted(slots)})


def _an(word: str) -> str:
    return f"an {word}" if word[0].lower() in "aeiou" else f"a {word}"


def _cap(text: str) -> str:
    return text[0].upper() + text[1:] if text and text[0].islower() else text


def _clean(text: str, forbidden: list[str]) -> bool:
    return not any(v in text for v in forbidden)


def _filler(rng: random.Random, thread: str, forbidden: list[str]) -> tuple[str, str]:
    """One everyday exchange: a user message of one to three sentences and a reply of two to five."""
    users, answers = THREADS[thread]
    for _ in range(100):
        first, second = rng.sample(users, k=2)
        user = [_fill(rng, first)]
        roll = rng.random()
        if roll < 0.4:
            user.append(_fill(rng, second))
        elif roll < 0.55:
            user.append(_fill(rng, rng.choice(ASIDES)))
        if len(user) < 3 and rng.random() < 0.25:
            user.append(rng.choice(CHATTER))
        if rng.random() < 0.2:
            user.insert(0, _fill(rng, rng.choice(ASIDES)))
            user = user[:3]
        reply = [rng.choice(OPENERS)] if rng.random() < 0.45 else []
        reply += [_fill(rng, a) for a in rng.sample(answers, k=rng.choice([2, 2, 3, 3, 3, 4]))]
        if len(reply) < 5 and rng.random() < 0.25:
            reply.append(rng.choice(FOLLOW_UPS))
        u, a = " ".join(user), " ".join(reply)
        if _clean(u, forbidden) and _clean(a, forbidden):
            return u, a
    raise RuntimeError(f"could not write {thread!r} filler free of planted values")


def _stop(text: str) -> str:
    return text if text.endswith((".", "!", "?", ")")) else f"{text}."


def _typo(rng: random.Random, template: str) -> str:
    options = [k for k in TYPOS if k in template]
    if not options:
        return template
    k = rng.choice(options)
    return template.replace(k, TYPOS[k], 1)


def _texting(template: str) -> str:
    """Lower-case a template, texting style (its placeholders are lower-case already; values are not touched)."""
    return template.lower()


PLAN = [("person", 8), ("pet", 4), ("date", 7), ("amount", 6), ("phone", 4), ("address", 4), ("id", 6),
        ("decision", 4), ("preference", 4), ("constraint", 3)]


class _Facts:
    """Draws subjects and values, unique within a conversation (no value inside another)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.abouts: set[str] = set()
        self.values: list[str] = []
        self.names: set[str] = set()  # given and family names already used

    def fits(self, value: str) -> bool:
        return all(value not in v and v not in value for v in self.values)

    def draw(self, kind: str) -> tuple[str, str, dict[str, str]]:
        rng = self.rng
        for _ in range(200):
            extra: dict[str, str] = {}
            if kind == "person":
                first, last = rng.choice(GIVEN), rng.choice(FAMILY)
                if {first, last} & self.names:
                    continue
                about, value = rng.choice(ROLES), make_name(rng, first, last)
            elif kind == "pet":
                about, value = rng.choice(ANIMALS), rng.choice(PET_NAMES)
            elif kind == "date":
                about, value = rng.choice(EVENTS), make_date(rng)
            elif kind == "amount":
                about, be, lo, hi = rng.choice(COSTS)
                value, extra["be"] = make_amount(rng, lo, hi), be
            elif kind == "phone":
                about, value = rng.choice(CONTACTS), make_phone(rng)
            elif kind == "address":
                about, value = rng.choice(LOCATIONS), make_address(rng)
            elif kind == "id":
                about, shape = rng.choice(CODES)
                value = make_code(rng, shape)
            elif kind == "decision":
                about, options = rng.choice(DECISIONS)
                value = rng.choice(options)
            elif kind == "preference":
                about, options = rng.choice(PREFERENCES)
                value = rng.choice(options)
            else:
                category, value, why = rng.choice(RESTRICTIONS)
                who = rng.choice(WHO)
                about = f"{who}'s {category}"
                extra.update(who=who, Who=_cap(who), why=why)
            if about in self.abouts or not self.fits(value):
                continue
            if kind == "person":
                self.names |= {first, last}
            self.abouts.add(about)
            self.values.append(value)
            return about, value, extra
        raise RuntimeError(f"ran out of {kind} values")

    def new_value(self, kind: str, about: str) -> str:
        rng = self.rng
        for _ in range(200):
            if kind == "date":
                value = make_date(rng)
            elif kind == "amount":
                lo, hi = next((lo, hi) for a, _, lo, hi in COSTS if a == about)
                value = make_amount(rng, lo, hi)
            elif kind == "phone":
                value = make_phone(rng)
            elif kind == "address":
                value = make_address(rng)
            else:
                value = make_code(rng, next(shape for a, shape in CODES if a == about))
            if self.fits(value):
                self.values.append(value)
                return value
        raise RuntimeError(f"ran out of new {kind} values")


def _say(rng: random.Random, kind: str, about: str, value: str, extra: dict[str, str],
         avoid: list[str], can_ask: bool) -> tuple[str, str, str | None]:
    """The user message stating a fact, the assistant's reply (echoing the value about half the time), and,
    sometimes, a question the assistant asks the turn before, which the user message answers."""
    for _ in range(50):
        user, echo, plain = rng.choice(FACTS[kind])
        ask = None
        if can_ask and rng.random() < 0.12:
            ask, answers = ASKED[kind]
            user, echo, plain = rng.choice(answers), "Thanks, noted: {v}.", "Thanks."
        style = rng.random()
        if style < 0.12:
            user = _typo(rng, user)
        elif style < 0.22 and kind != "constraint":
            user = _texting(user)
        fields = {"a": about, "v": value, "an_a": _an(about), "be": extra.get("be", "is"), **extra}
        text = user.format(**fields)  # templates carry their own case: a value that opens one stays as it is
        reply = echo if rng.random() < 0.5 else plain
        if reply.startswith("{v}") and value[0].islower():
            reply = "Okay, " + reply
        reply = reply.format(**fields)
        if _clean(text, avoid) and _clean(reply, avoid):
            return text, reply, ask and ask.format(**fields)
    raise RuntimeError("could not phrase a fact without another fact's value")


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    """A seeded conversation of ``turns`` interactions, 50 planted facts and ``n_corrections`` corrections."""
    n = sum(k for _, k in PLAN)
    if turns < 2 * (n + n_corrections) + 10:
        raise ValueError(f"turns must be at least {2 * (n + n_corrections) + 10}")
    rng = random.Random(seed)
    kinds = [kind for kind, k in PLAN for _ in range(k)]
    rng.shuffle(kinds)
    # turns 6 .. turns-5, one slot per fact, a jittered position inside each slot
    span = (turns - 10) / n
    positions = [6 + int(i * span + rng.random() * (span - 1)) for i in range(n)]
    pool = _Facts(rng)
    conv = Conversation(turns=[])
    extras: list[dict[str, str]] = []
    for kind, pos in zip(kinds, positions, strict=True):
        about, value, extra = pool.draw(kind)
        conv.facts.append(Planted(kind, about, value, pos))
        extras.append(extra)
    # corrections of values stated in the first 60%, at a later turn that holds nothing else
    taken = set(positions)
    fixable = [f for f in conv.facts if f.kind in KIND_REF and f.turn < 0.6 * turns]
    fixes: dict[int, Planted] = {}
    for f in sorted(rng.sample(fixable, k=min(n_corrections, len(fixable))), key=lambda f: f.turn):
        lo, hi = f.turn + max(4, turns // 12), int(turns * 0.93)
        at = rng.randrange(lo, max(lo + 1, hi))
        while at in taken:
            at = at + 1 if at < turns - 5 else lo
        taken.add(at)
        new = pool.new_value(f.kind, f.about)
        f.stale, f.value, f.corrected_at = f.value, new, at
        fixes[at] = f
    everything = pool.values  # every value ever stated, stale ones included
    said: dict[int, tuple[str, str]] = {}
    asks: dict[int, str] = {}  # turn -> a question the assistant ends on, answered by the next user message
    for f, extra in zip(conv.facts, extras, strict=True):
        first = f.stale if f.stale is not None else f.value
        free = f.turn - 1 not in taken
        text, reply, ask = _say(rng, f.kind, f.about, first, extra, [v for v in everything if v != first], free)
        said[f.turn] = (text, reply)
        if ask:
            asks[f.turn - 1] = ask
    for at, f in fixes.items():
        ref = KIND_REF[f.kind].format(a=f.about)
        for _ in range(50):
            text = rng.choice(FIXES).format(r=ref, v=f.value, old=f.stale)
            if _clean(text, [v for v in everything if v not in (f.value, f.stale)]):
                break
        reply = rng.choice(FIX_REPLIES)
        if rng.random() < 0.4:
            reply = f"{reply} {_cap(ref)}: {f.value}."
        said[at] = (text, reply)
    threads = list(THREADS)
    thread = rng.choice(threads)
    for i in range(1, turns + 1):
        if rng.random() < 0.18:
            thread = rng.choice([t for t in threads if t != thread])
        user, reply = _filler(rng, thread, everything)
        if i in said:
            text, ack = said[i]
            roll = rng.random()
            if i - 1 in asks:  # the answer comes first, then maybe more chat
                user = text if roll < 0.6 else f"{_stop(text)} {user}"
            elif roll < 0.4:
                user = text
            elif roll < 0.75:
                user = f"{user} {text}"
            else:  # mid-paragraph: some chat, the fact, then more chat
                head = user.split(". ")[0].rstrip(".") + "."
                user = f"{head} {_stop(text)} {rng.choice(CHATTER)}"
            reply = f"{ack} {reply}" if rng.random() < 0.55 else ack
        if i in asks:
            reply = f"{reply} {asks[i]}"
        conv.turns.append((user, reply))
    return conv
