# ruff: noqa
"""Held-out recall world "ah": a long-haul truck driver talking to an assistant from the road.

Persona: Marek Zieliński, 44, Polish, lives near Venlo (NL) and drives international routes
across the EU for a Dutch haulier.  He dictates most messages by voice while parked (run-on
sentences, few commas, the odd homophone, Polish fillers like "no", "kurcze", "dobra", Dutch and
German place names) and sometimes types short fragments at a rest stop.  The assistant answers
in ordinary English, sometimes at length.

Threads the filler wanders through:
  tacho    - driving/rest hours, tachograph card, a fine he is contesting (country varies per seed)
  plot     - buying a small plot with a summer house near Olsztyn, notary, land register, repairs
  daughter - his daughter starting university in Wrocław (books, dorm, stipend, laptop)
  custody  - his ex-wife and the shared-custody arrangement for their 17-year-old son
  back     - lower back pain, the GP, physiotherapy, exercises in the parking lot
  car      - a second-hand car for his son (import, insurance, inspection)
  dutch    - learning Dutch, permanent residence paperwork with the IND
  fishing  - the yearly fishing trip with old school friends in Masuria
  app      - the employer's new route-planning app
  money    - money sent home, złoty/euro exchange rates, taxes
  road     - small talk from the road: parking, weather, loading, police, food, showers

Fifty planted facts per conversation (person 8, pet 4, date 7, amount 6, phone 4, address 4,
id 6, decision 4, preference 4, constraint 3), values drawn per seed from pools that the filler
never uses; ``n_corrections`` of them are corrected later.  ``generate`` only uses
``random.Random(seed)``; a validation pass regenerates any filler turn that would accidentally
contain a planted value.
"""
from __future__ import annotations

import math
import random
import re
from collections import deque

from recall_conversation import Conversation, Planted

# ---------------------------------------------------------------------------------------------
# basic pools (filler distractors) -- kept disjoint from the planted-value pools further down
# ---------------------------------------------------------------------------------------------

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

NL_PLACES = ["Venlo", "Blerick", "Tegelen", "Roermond", "Eindhoven", "Nijmegen", "Tilburg", "Moerdijk",
             "Rotterdam", "the Maasvlakte", "Venray", "Helmond", "Weert", "Sevenum", "Horst", "Born",
             "Echt", "Oss", "Den Bosch", "Breda", "Waalwijk", "Duiven", "Nieuwegein", "Trade Port Noord"]
EU_PLACES = ["Duisburg", "Dortmund", "Köln", "Hannover", "Magdeburg", "Frankfurt an der Oder", "Świecko",
             "Poznań", "Łódź", "Lyon", "Reims", "Metz", "Milan", "Verona", "the Brenner", "Innsbruck",
             "Antwerp", "Liège", "Zeebrugge", "Calais", "Barcelona", "Perpignan", "Bratislava", "Brno",
             "Vienna", "Linz", "Graz", "Munich", "Nuremberg", "Leipzig", "Kassel", "Würzburg", "Bremen",
             "Hamburg", "Gothenburg", "Malmö", "Trelleborg", "Rostock", "Strasbourg", "Luxembourg",
             "Bologna", "Modena", "Zaragoza", "Dijon", "Mulhouse", "Basel", "Regensburg", "Passau"]
PL_PLACES = ["Poznań", "Gdańsk", "Toruń", "Ostróda", "Iława", "Szczytno", "Mrągowo", "Giżycko", "Elbląg",
             "Bydgoszcz", "Konin", "Słubice", "Kutno", "Grudziądz", "Działdowo", "Nidzica", "Płock"]
PORTS = ["Rostock", "Travemünde", "Trelleborg", "Calais", "Dover", "Hoek van Holland", "Gdynia", "Kiel"]
REST_STOPS = ["Rasthof Garbsen", "Autohof Hamm", "Raststätte Lichtendorf", "Rasthof Helmstedt",
              "the Shell at Grevenbroich", "Autohof Wörnitz", "Aire de Saint-Avold", "Aire de Reims-Champagne",
              "the truck parking at Greenport Venlo", "Autohof Lutterberg", "Rasthof Bad Hersfeld",
              "the Total at Loon op Zand", "the Orlen at Świecko", "Rasthof Irschenberg", "Autohof Geiselwind",
              "Aire de Ressons", "the parking at Kapellen", "Truckstop Ehrenberg", "Rasthof Medenbach",
              "the Lukoil near Bratislava", "Autohof Jena", "the Esso at Venray"]
ROADS = ["A2", "A40", "A67", "A73", "A1", "A7", "E40", "A4", "A31", "A9", "A12", "E19", "A3", "A6",
         "A8", "A22", "A13", "E313", "A61", "A44", "A5"]
PL_NAMES_FILLER = ["Grzesiek", "Mirek", "Bogdan", "Zbyszek", "Andrzej", "Leszek", "Wiesiek", "Sławek",
                   "Krzysiek", "Rysiek", "Piotrek", "Tomek", "Jarek", "Adam", "Robert", "Heniek", "Waldek",
                   "Darek", "Staszek", "Józek", "Marcin", "Paweł"]
NL_NAMES_FILLER = ["Henk", "Jeroen", "Bas", "Ruud", "Wim", "Sander", "Dirk", "Gerrit", "Kees", "Harrie",
                   "Frank", "Martijn"]
OTHER_NAMES_FILLER = ["Dragan", "Ionut", "Vasyl", "Aivaras", "Mehmet", "Gheorghe", "Tibor", "Petr",
                      "Sergei", "Kristaps"]
MR_PL = ["Nowak", "Kowalski", "Wiśniewski", "Lewandowski", "Kamiński", "Wójcik", "Kozłowski", "Grabowski",
         "Zawadzki", "Sikora"]
MR_NL = ["Janssen", "de Vries", "Bakker", "Visser", "Mulder", "de Jong", "Smit", "Meijer"]
FOODS = ["a kebab", "a bratwurst", "frikandel", "goulash soup", "instant noodles", "a chicken wrap",
         "pizza from the freezer", "chips with mayo", "a croque monsieur", "bami from the snack bar",
         "a cheese sandwich", "scrambled eggs on the gas cooker", "soup from a can", "lasagne"]
GOODS = ["tomatoes", "car parts", "flat-pack furniture", "cat litter", "paint", "beer cans",
         "frozen fries", "plants from Venlo", "medical supplies", "steel coils", "tyres", "paper rolls",
         "washing machines", "bottled water", "pet food", "insulation boards", "chocolate", "cables"]
FILLER_CARS = ["VW Polo", "Golf", "Fiat Punto", "Dacia Sandero", "Citroën C3", "Nissan Micra",
               "Toyota Aygo", "Opel Astra", "Fiat Panda", "VW Up"]
FILLER_LAKES = ["Ukiel", "Śniardwy", "Kortowskie", "Pluszne", "Wadąg", "Dadaj"]
FISH = ["pike", "perch", "zander", "bream", "tench", "eel", "roach"]

EX_NAMES = ["Ewa", "Kasia", "Monika", "Beata", "Agnieszka", "Renia"]
SON_NAMES = ["Kuba", "Bartek", "Szymon", "Oskar", "Filip", "Kacper"]
DAUGHTER_NAMES = ["Zuzia", "Natalia", "Julka", "Wiktoria", "Maja", "Hania"]
COMPANIES = ["Van Dijk Transport", "Maas Cargo", "Hoeksema Logistics", "Bos Trans", "Venlo Freight Lines",
             "Arts Internationaal"]
APPS = ["RoutePilot", "TransPlan Go", "FleetMate", "DriveLine", "CargoNav"]
TRUCKS = ["Scania R450", "DAF XF 480", "Volvo FH 500", "MAN TGX", "Mercedes Actros"]
VILLAGES = ["Gietrzwałd", "Purda", "Stawiguda", "Barczewo", "Dywity", "Jonkowo", "Butryny", "Olsztynek"]
SUBJECTS = ["architecture", "pharmacy", "computer science", "law", "psychology", "civil engineering"]
UNIS = {"architecture": "the Polytechnic", "pharmacy": "the Medical University",
        "computer science": "the Polytechnic", "law": "the University of Wrocław",
        "psychology": "the University of Wrocław", "civil engineering": "the Polytechnic"}

FINE_COUNTRIES = {
    "Germany": dict(authority="the BAG", fine_lang="German", fine_place=["near Kassel", "on the A7 near Göttingen", "at Rasthof Garbsen"], prefix="+49"),
    "France": dict(authority="the DREAL", fine_lang="French", fine_place=["near Reims", "on the A31 near Metz", "at the Nancy toll"], prefix="+33"),
    "Belgium": dict(authority="the Belgian inspection", fine_lang="French", fine_place=["near Liège", "on the E40 near Aalter", "at the parking at Kapellen"], prefix="+32"),
}


def _r_eur(rng):
    n = rng.choice([rng.randint(6, 95), rng.randint(110, 990), rng.randint(100, 990) * 10])
    return rng.choice([f"€{n:,}", f"{n:,} euro", f"{n:,} euros"])


def _r_pln(rng):
    n = rng.choice([rng.randint(20, 95) * 10, rng.randint(100, 990) * 10, rng.randint(10, 99) * 1000])
    return rng.choice([f"{n:,} zł", f"{n:,} złoty", f"{n:,} zł"])


def _r_phone(rng):
    d = lambda k: "".join(str(rng.randint(0, 9)) for _ in range(k))
    return rng.choice([f"+48 {rng.randint(5, 8)}{d(2)} {d(3)} {d(3)}", f"06-{d(8)}", f"+49 17{d(1)} {d(7)}",
                       f"0{rng.randint(70, 79)} {d(3)} {d(4)}", f"+31 77 {d(3)} {d(4)}"])


def _r_code(rng):
    d = lambda k: "".join(str(rng.randint(0, 9)) for _ in range(k))
    return rng.choice([f"order {d(2)}-{d(5)}", f"CMR {d(7)}", f"trailer {d(4)}", f"booking {d(3)}/{d(2)}",
                       f"slot {d(3)}", f"seal number {d(8)}", f"delivery note {d(6)}", f"ticket {d(4)}-{d(3)}"])


def _r_plate(rng):
    L = lambda k: "".join(rng.choice("BDFGHJKLNPRSTVXZ") for _ in range(k))
    d = lambda k: "".join(str(rng.randint(0, 9)) for _ in range(k))
    return rng.choice([f"{d(2)}-{L(3)}-{d(1)}", f"PO {d(1)}{L(1)}{d(3)}", f"KR-{L(2)} {d(4)}",
                       f"NOL {d(5)}", f"WGM {d(4)}{L(1)}", f"LT {L(3)} {d(3)}"])


SLOTS = {
    "nl": NL_PLACES, "eu": EU_PLACES, "pl": PL_PLACES, "port": PORTS, "rest": REST_STOPS, "road": ROADS,
    "colleague": PL_NAMES_FILLER + NL_NAMES_FILLER + OTHER_NAMES_FILLER, "pname": PL_NAMES_FILLER,
    "nlname": NL_NAMES_FILLER, "foreigner": OTHER_NAMES_FILLER, "mr_pl": MR_PL, "mr_nl": MR_NL,
    "food": FOODS, "load": GOODS, "car_f": FILLER_CARS, "lake_f": FILLER_LAKES, "fish": FISH,
    "wday": WEEKDAYS, "month": MONTHS,
    "eur": _r_eur, "pln": _r_pln,
    "eur_small": lambda r: r.choice(["€{}", "{} euro", "{} euros"]).format(r.randint(6, 95)),
    "eur_mid": lambda r: r.choice(["€{}", "{} euro", "{} euros"]).format(r.randint(11, 99) * 10),
    "eur_car": lambda r: r.choice(["€{:,}", "{:,} euro"]).format(r.randint(25, 190) * 50),
    "eur_ins": lambda r: r.choice(["€{}", "{} euro"]).format(r.randint(95, 340)),
    "pln_small": lambda r: r.choice(["{} zł", "{} złoty"]).format(r.randint(4, 29) * 10),
    "pln_big": lambda r: r.choice(["{:,} zł", "{:,} złoty"]).format(r.randint(10, 60) * 1000),
    "ram": lambda r: r.choice(["8", "16", "32"]), "hrs": lambda r: str(r.randint(38, 55)),
    "drive_h": lambda r: r.choice(["9", "10", "11", "12"]), "yrs": lambda r: str(r.randint(15, 26)),
    "yrs_nl": lambda r: str(r.randint(6, 14)), "teen": lambda r: str(r.randint(14, 19)), "phone_f": _r_phone, "code": _r_code, "plate": _r_plate,
    "n": lambda r: str(r.randint(2, 9)), "nn": lambda r: str(r.randint(11, 60)),
    "km": lambda r: f"{r.randint(4, 140) * 10} km", "mileage": lambda r: f"{r.randint(60, 240)},{r.randint(0, 9)}00 km",
    "time": lambda r: f"{r.randint(4, 23)}:{r.choice(['00', '15', '30', '45', '10', '20', '40', '50'])}",
    "date": lambda r: r.choice([f"{r.randint(1, 28)} {r.choice(MONTHS)}", f"the {r.choice(['2nd', '3rd', '5th', '8th', '9th', '11th', '17th', '21st', '23rd', '29th', '30th'])}", f"next {r.choice(WEEKDAYS)}"]),
    "year": lambda r: str(r.randint(2006, 2019)), "temp": lambda r: f"{r.randint(-9, 34)} degrees",
    "rate": lambda r: f"{r.uniform(4.18, 4.46):.2f}", "eur_l": lambda r: f"€{r.uniform(1.49, 1.99):.2f}",
    "eur_s": lambda r: r.choice(["€2", "€2.50", "€3", "€3.50", "€4", "€4.50"]),
    "dock": lambda r: str(r.randint(1, 48)), "pct": lambda r: str(r.randint(8, 40)),
    "ago": lambda r: r.choice(["last week", "two weeks ago", "in the spring", "last month", "before Christmas", "three weeks ago"]),
}

_SLOT_RE = re.compile(r"\{([a-z_]+?)(\d?)\}")
_KEEP = {"v", "old", "new"}


class _Ctx:
    """Per-seed persistent world details plus a slot filler with a per-turn cache."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        country = rng.choice(sorted(FINE_COUNTRIES))
        info = FINE_COUNTRIES[country]
        subject = rng.choice(SUBJECTS)
        friends = rng.sample(["Darek", "Waldek", "Heniek", "Staszek", "Józek", "Mietek", "Zenek"], 3)
        self.fixed = {
            "ex": rng.choice(EX_NAMES), "son": rng.choice(SON_NAMES), "daughter": rng.choice(DAUGHTER_NAMES),
            "company": rng.choice(COMPANIES), "app": rng.choice(APPS), "truck": rng.choice(TRUCKS),
            "village": rng.choice(VILLAGES), "subject": subject, "uni": UNIS[subject],
            "fine_country": country, "authority": info["authority"], "fine_lang": info["fine_lang"],
            "sonage": "17",
        }
        self.fine_places = info["fine_place"]
        self.prefix = info["prefix"]
        self.friends = friends

    def fill(self, text: str, cache: dict) -> str:
        rng = self.rng

        def rep(m):
            base, idx = m.group(1), m.group(2)
            if base in _KEEP:
                return m.group(0)
            key = base + idx
            if key in cache:
                return cache[key]
            if base in self.fixed:
                val = self.fixed[base]
            else:
                if base == "friend":
                    pool = self.friends
                elif base == "fine_place":
                    pool = self.fine_places
                else:
                    pool = SLOTS[base]
                others = {v for k, v in cache.items() if k.rstrip("0123456789") == base}
                for _ in range(6):
                    val = pool(rng) if callable(pool) else rng.choice(pool)
                    if val not in others:
                        break
            cache[key] = val
            return val

        return _SLOT_RE.sub(rep, text)


# ---------------------------------------------------------------------------------------------
# voice style
# ---------------------------------------------------------------------------------------------

HOMOPHONES = [("there", "their"), ("their", "there"), ("break", "brake"), ("right", "write"),
              ("week", "weak"), ("hear", "here"), ("whole", "hole"), ("buy", "by"), ("wait", "weight"),
              ("road", "rode"), ("through", "threw"), ("four", "for"), ("piece", "peace"), ("your", "you're"),
              ("its", "it's"), ("it's", "its"), ("then", "than"), ("sale", "sail")]


def _voice(rng: random.Random, text: str) -> str:
    """Dictation artefacts: commas mostly dropped, a homophone or two."""
    if not text:
        return text
    if rng.random() < 0.85:
        text = re.sub(r",(?=\s)", lambda m: "" if rng.random() < 0.8 else ",", text)
    if rng.random() < 0.45:
        for a, b in rng.sample(HOMOPHONES, 4):
            pat = re.compile(r"\b" + re.escape(a) + r"\b")
            if pat.search(text):
                text = pat.sub(b, text, count=1)
                if rng.random() < 0.6:
                    break
    return text


def _ujoin(rng: random.Random, parts) -> str:
    """Join spoken fragments: dictation sometimes puts a full stop or comma, often nothing."""
    parts = [p.strip() for p in parts if p and p.strip()]
    out = ""
    for p in parts:
        if not out:
            out = p
            continue
        r = rng.random()
        if r < 0.5 or out[-1] in ".?!,":
            out += " " + p
        elif r < 0.72:
            out += ", " + p
        else:
            out += ". " + p[:1].upper() + p[1:]
    return out


def _typed(text: str) -> str:
    return text[:1].lower() + text[1:]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _join(parts) -> str:
    out = []
    for p in parts:
        p = p.strip()
        if not p:
            continue
        out.append(p)
    s = " ".join(out)
    return re.sub(r"\s+", " ", s).strip()


U_OPENERS = ["", "", "", "", "Ok so", "No so", "Hey", "Kurcze", "Dobra so", "Me again", "Quick one", "Hi",
             "Parked at {rest} now", "Morning from {eu}", "Evening", "On the break now", "Ok listen",
             "Sitting in the cab in {eu} waiting for unloading", "Stuck at {eu} again", "No wiesz",
             "Another thing", "So", "Ok", "Good morning", "Hello again", "Short break at {rest}",
             "Waiting at dock {dock} in {nl}", "Back in {nl} finally", "Ej", "Tak so"]
U_FOLLOW = ["Ok thanks", "Makes sense", "Ok good", "Dobra", "Aha ok", "Thanks that helps", "Ok and",
            "Right", "No ok", "Jasne", "Ok I see"]
U_CLOSERS = ["", "", "", "", "", "what do you think", "no I don't know", "anyway", "tell me honestly",
             "ok that's it", "dobra I have to drive", "break is over soon", "thanks", "any ideas",
             "just thinking out loud", "sorry for the long message", "the voice thing writes what it wants",
             "I'll read your answer tonight", "kurcze what a week", "ok going to sleep soon"]
ASIDES = ["by the way it's {temp} here in {eu} and raining sideways",
          "the {food} at {rest} was terrible today",
          "diesel is {eur_l} here unbelievable",
          "the parking is full again I'm standing on the ramp",
          "a Romanian guy next to me runs his engine all night for the heater",
          "traffic on the {road} was stop and go for {n} hours",
          "{colleague} from work says hi, he's parked two trucks down",
          "my phone is on {pct} percent so quick",
          "loading tomorrow at {time} in {eu} so early sleep",
          "the sun finally came out near {eu}",
          "my mother called twice today already, she worries when I'm in {eu}",
          "the radio here only has German schlager",
          "I'm eating {food} in the cab as we speak",
          "{n} hours to {eu} tomorrow with {load}",
          "there was a police check at the {road} exit but they waved me through",
          "the heater in the cab makes a strange noise since {wday}",
          "the CB is full of Bulgarians arguing about football",
          "I have {code} on the papers and nobody at the warehouse can find it"]

A_OPENERS = ["", "", "", "", "Got it.", "Okay.", "Right.", "I see.", "Alright.", "Sure.", "Understood.",
             "Thanks for the update.", "Okay, let's look at it.", "Happy to help."]
A_CLOSERS = ["", "", "", "", "Drive safe.", "Let me know how it goes.", "If you want I can draft that for you.",
             "Want me to write it out in Polish too?", "Good luck with it.", "Get some rest tonight.",
             "Happy to go through it step by step if you like.", "Hope the rest of the week is calmer.",
             "Tell me what they say.", "Shout if anything is unclear."]

# ---------------------------------------------------------------------------------------------
# threads: (user, assistant) pairs, extra user lines, extra assistant lines, typed pairs
# ---------------------------------------------------------------------------------------------

THREADS = {}

THREADS["tacho"] = dict(
    pairs=[
        ("about the fine from {authority} I'm still fighting it, they say I drove {nn} minutes over the 4.5 hours on {date} {fine_place} but the printout shows the break split 15 and 30 so what do I write back",
         "The strongest thing you can send is the printout for that day plus the company's digital download, with a short timeline: when you started, when the 15-minute part began, when the 30-minute part began, and when you drove again. The split must be 15 first and 30 second, which it sounds like it was."),
        ("{authority} sent a second letter in {fine_lang} and English mixed kurcze, they want an answer within {nn} days, can I answer in English or do I need a translator",
         "You can usually reply in English, though a reply in {fine_lang} tends to be processed faster. Whatever you do, send something before the {nn}-day deadline, even a short holding reply saying you contest the notice and documents will follow."),
        ("my union guy {colleague} says never pay before you contest because then it's like you admit it, is that true in {fine_country}",
         "Generally yes — in most systems, including {fine_country}, paying is treated as accepting the offence, which ends the procedure. Look on the letter for the objection procedure and deadline and use that first."),
        ("the company says they will not pay the fine for me because it's the driver's responsibility but the planning gave me the slot at {time} which was impossible to do legally",
         "Keep that planning message. Even if the company won't pay, it shows schedule pressure, and under Article 10 of Regulation 561/2006 transport companies can be held responsible for infringements their planning causes."),
        ("I found the photo of the parking sign at {rest} from that night showing the parking was full so I had to drive {nn} km further, is that an argument",
         "It can be. Article 12 allows you to exceed driving time to reach a suitable stopping place if road safety requires it, but you're supposed to note the reason by hand on a printout at the time. The photo helps as supporting evidence even if you didn't."),
        ("ok I wrote a draft of the appeal can you make it more formal, it says that I did everything correct and the controller read the card wrong and I have witnesses {colleague} and {colleague2}",
         "Here's a more formal opening: 'I hereby object to the penalty notice. On the day in question my driving and rest periods complied with Regulation (EC) 561/2006; the break was taken in two parts of 15 and 30 minutes, as the enclosed printout shows.' Then list the enclosures and add the witness statements from {colleague} and {colleague2} as separate signed pages."),
        ("the lawyer said the fine is too high because they counted it twice once for the daily and once for the weekly, is that even allowed",
         "Counting the same event twice is a classic ground for appeal. If one missing break is listed as two separate infringements, ask in writing for the legal basis of each line; many authorities reduce the amount when challenged."),
        ("is it true that the fine goes on some European register and then the next control in {eu2} they see it",
         "Serious infringements can be recorded in the national risk-rating systems, and under the Mobility Package information is increasingly shared between member states. It mainly affects the company's risk rating rather than you personally, but it's another reason to contest properly."),
    ],
    pairs2=[
        ("quick question about the hours, if I drive 10 hours {wday} and {wday2} can I still do 10 on {wday3} or is it max twice",
         "The 10-hour extension is allowed at most twice per week, so if you've used it on {wday} and {wday2}, {wday3} has to stay at 9 hours or less."),
        ("I'm at {hrs} hours this week already and planning wants me to do {eu} to {nl} tomorrow which is like {km}, is that even possible with the 56 max",
         "The weekly limit is 56 hours and no more than 90 over two consecutive weeks. Add last week's hours as well — the 90-hour rule is usually the one that catches drivers out. If it doesn't fit, tell planning in writing."),
        ("the weekly rest I want to take at home in {nl} but I'm in {eu} on {wday} so it will be reduced again, second time in a row",
         "Two consecutive reduced weekly rests are only allowed in international transport if both are taken outside your country of establishment and compensated before the next regular rest. Also remember the return-home rule every four weeks — planning is supposed to organise that."),
        ("what happens with the hours when I'm on the ferry from {port}, is that rest or not",
         "On a ferry or train, your rest counts as regular daily rest if you have access to a bunk or couchette. It can be interrupted at most twice, for no more than an hour in total, for boarding and disembarking."),
        ("tacho says {nn} minutes left and I'm {km} from {nl} with traffic on the {road}, dobra I stop at {rest} and sleep there",
         "Stopping at {rest} is the right call. Losing an hour is better than being caught on the edge, and with the {road} jammed you'd likely run out of time anyway."),
        ("forgot to do the manual entry again this morning in {nl}, the card was out from {time} yesterday, how do I fix it now",
         "You can still add the manual entry at the next card insertion, or write it by hand on the back of a printout and sign it. Do it today and keep that printout with your papers."),
        ("my driver card expires in {month}, do I apply in the Netherlands or in Poland since I live here now",
         "You apply in the country of your normal residence — if that's the Netherlands now, it's the RDW. Apply at least 15 working days before it expires so you're never without a valid card."),
        ("the tacho in the {truck} shows the time in UTC and I always get confused in {eu} with the summer time",
         "Tachographs always run on UTC. In summer, the Netherlands and Poland are UTC+2, so a local 08:00 start shows as 06:00 on the tacho. A small sticker on the dash with the offset helps a lot."),
        ("the company wants to download my card every {n} days, is that normal or too often",
         "Legally the driver card must be downloaded at least every 28 days, so every {n} days is fine — companies often do it more often so they never lose data."),
        ("{colleague} says you can drive 10 hours twice a week and also 11 if there is a ferry, is that right",
         "The ferry part isn't right — there's no 11-hour driving day. The maximum is 9 hours, extendable to 10 hours twice a week. The ferry rule only concerns how daily rest can be interrupted."),
    ],
    extra_u=["honestly these rules are made by people who never sat in a cab",
             "the tacho is like a second wife, always watching haha",
             "I keep all printouts in a folder now, {nn} of them already",
             "every control it's the same story, they look for something",
             "{colleague} got a fine in {eu} last year for the same thing and paid it"],
    extra_a=["If you like, I can help you build a simple checklist for the start and end of each shift.",
             "Keeping the printouts organised by date is really worth it if this ever goes further.",
             "It may also be worth asking your union whether they offer free legal help for tachograph cases.",
             "The rules are strict but they're also quite precise, which helps when you contest something."],
    typed=[("at {rest}. 45 min break can i split 30 + 15?", "No — the split has to be 15 minutes first, then 30. The other way round doesn't count as a valid break."),
           ("tacho error 'card insertion while driving' what now", "Stop safely, note the time, and make a printout. Write a short explanation on the back and sign it, then report it to your company."),
           ("how long keep printouts", "Keep them at least until your company has downloaded the card, and ideally a year if you have an open dispute."),
           ("reduced daily rest how many times", "Up to three reduced daily rests (at least 9 hours) between two weekly rests.")],
)

THREADS["plot"] = dict(
    pairs=[
        ("the plot near {village} again, the seller says the summer house is from the seventies but the roof was done in {year} and the lake is maybe {n} hundred meters away, is it a good price for {nn} ares",
         "Price per are around Olsztyn varies a lot with lake access and whether there's electricity and water. Before comparing, get the land register number and check the entries — encumbrances in section III and mortgages in section IV are the important parts."),
        ("I talked to my cousin {pname} in {pl} and he says check the zoning plan before signing because some plots there are agricultural, how do I check that",
         "The local zoning plan is published by the gmina. If there isn't one, ask for an extract and map ('wypis i wyrys') or check whether a development-conditions decision exists. That tells you whether the summer house is legal and what you could build."),
        ("what is the difference between the notary deed and the księga wieczysta, my Polish is fine but this legal stuff I never did",
         "The notarial deed is the contract that transfers ownership; the księga wieczysta is the public land register showing who owns the plot and what burdens it. You can view any register for free online at ekw.ms.gov.pl."),
        ("the seller wants a deposit of {pln_big} before the notary, is that normal in Poland or risky",
         "A deposit is common, but the type matters: a 'zadatek' is lost if you back out and returned double if the seller backs out, while a 'zaliczka' is simply refunded. Put it in a written preliminary agreement, ideally a notarial one."),
        ("no so the surveyor says the border with the neighbour is {n} meters off from the map, what do I do",
         "Ask for the boundary to be properly marked and documented before you sign, or make it a condition in the preliminary agreement. It's also a fair reason to negotiate the price."),
        ("I want to see the plot again in {month} when I have the long break, from {nl} to {village} is like {km} with the car",
         "{km} is a lot after a week in the cab. If you can, split it with a night somewhere on the way, and use the visit to check the things that only show in person — damp, access road, neighbours."),
        ("the summer house needs a lot of work, the floor in the kitchen is soft and the windows are old wood, how much would you guess for new windows, there are {n} of them",
         "For PVC windows in Poland a rough guess is 1,000–2,000 zł per window fitted, depending on size, so {n} windows adds up. A soft kitchen floor often means moisture underneath, so check ventilation and the foundation before replacing boards."),
        ("my friend {friend} says I should not touch the old shed because of the permit, it's small like {nn} square meters",
         "Small outbuildings often only need a notification rather than a full permit, but the thresholds have changed a few times. Ask the starostwo before demolishing or extending anything."),
        ("is it better a septic tank or the connection to the village sewer, the pipe is {n} hundred meters away",
         "If the sewer is in reach, a connection is usually better long term — a septic tank needs regular emptying and gminas increasingly check it. A small home treatment plant is another option if the soil allows."),
        ("neighbour pan {mr_pl} came by and said the previous owner had trouble with mice in the attic, great",
         "Mice in the attic are very common in summer houses near lakes. Seal the gaps around the roof and set traps in autumn before they move in for winter."),
        ("do I pay the PCC tax if I buy it, someone said 2 percent, and who pays the notary",
         "In a normal purchase the buyer pays the 2% PCC, which the notary collects, plus the notary fee and the court fee for the land register entry. Ask the notary for a cost estimate in advance."),
        ("the bank in {pl} wants proof of income in złoty but I'm paid in euro, what do I show them",
         "Banks usually accept a Dutch employment contract and payslips with a sworn translation, plus a few months of bank statements. Expect them to apply a buffer for the currency risk."),
        ("electricity is there but only {n} kW, for the winter that's probably not enough",
         "{n} kW is tight if you want electric heating plus a kettle and a water heater. Ask the grid operator how much it costs to raise the connection capacity — sometimes it's cheap, sometimes not."),
    ],
    extra_u=["I have pictures, the veranda is falling apart but the view on the lake in the morning is something else",
             "in {village} it's so quiet at night you hear only frogs",
             "I think about that place every night in the cab honestly",
             "my mother says I'm crazy buying a house I will use {n} weeks a year",
             "the access road is gravel and after rain it's mud, but ok",
             "there are old apple trees and some plums, {daughter} loved it"],
    extra_a=["Take photos of everything on the next visit, including meter readings — it helps later with quotes and paperwork.",
             "A summer house near a lake can be a great place for the kids too, not only for you.",
             "It's worth asking the seller for any old bills or permits they still have.",
             "Before you sign, make a list of questions for the notary; they're obliged to explain the deed to you."],
    typed=[("ekw site says 'brak dostępu' what", "That usually means the site is overloaded or the number is mistyped. Check the court code and the check digit, and try again later."),
           ("wypis i wyrys how long", "Usually one to a few weeks depending on the gmina; many let you apply online or by post."),
           ("zadatek or zaliczka better for me", "As a buyer, a zaliczka is safer if you're unsure; a zadatek protects you more if you're worried the seller will back out.")],
)

THREADS["daughter"] = dict(
    pairs=[
        ("{daughter} called last night she is nervous about starting {subject} in Wrocław, she's afraid the others will know more",
         "Nerves before the first semester are completely normal. In the first year almost everyone starts from roughly the same point, and the first weeks are mostly orientation — she'll find her feet."),
        ("she got the list of books for the first semester, it's like {nn} books and some cost {pln_small} each, kurcze",
         "She doesn't need to buy all {nn} books. The university library and second-hand groups are the first stop — older students sell their copies every October."),
        ("{daughter} wants a laptop for the studies, she says at least {ram} GB RAM, does that matter for {subject}",
         "For {subject}, {ram} GB is plenty unless she'll run heavy software. A good battery, a decent keyboard and a solid warranty matter more day to day."),
        ("is there a student discount for the train from {pl} to Wrocław",
         "Yes — with a student ID (legitymacja studencka) she gets 51% off on PKP trains, plus discounts on public transport in Wrocław."),
        ("she found a part time job in a café on the Rynek {n} hours a week, I'm not sure it's good for the first year",
         "A few hours a week is usually fine and teaches budgeting. I'd suggest she waits until she knows her timetable and sees how heavy the first exams are before adding more hours."),
        ("the stipend thing, she can get a social stipend if the income is low but my income is in the Netherlands, how do they count it",
         "For the social stipend the university counts household income including foreign income converted to złoty. She'll need documents from the Dutch tax office; the exact rules are in her university's regulations."),
        ("I will drive her to Wrocław with all her things, {km} from {pl} where she lives with my mother, the boot of the car is small",
         "A roof box or a second trip might be easier than squeezing everything in. Most of the bulky stuff — bedding, kettle, hangers — she can also buy in Wrocław."),
        ("she says the kitchen in the dorm is shared with {n} people and the fridge is always empty haha",
         "Classic dorm life. A small lockable box for her fridge shelf and a couple of labelled containers save a lot of arguments."),
        ("{daughter} asked me to help with an email to the dean's office in English about a document, can you write it nice",
         "Here's a short draft: 'Dear Sir or Madam, I am a first-year {subject} student and I would like to ask which document is still required to complete my enrolment. Thank you in advance for your help. Kind regards,' — then her name and student number."),
        ("what should a first year student take with her, she thinks she needs everything",
         "A useful short list: bedding, towels, a kettle, an extension cord, a padlock, slippers for the shared bathroom, a folder for documents, and a few kitchen basics. Everything else can be bought there."),
        ("{daughter} says the first lectures at {uni} are at 8 in the morning, she never woke up before 10 in her life haha",
         "She'll adapt faster than she thinks — and 8 a.m. lectures are a rite of passage. A cheap alarm clock across the room works wonders."),
        ("she wants to go with friends to a festival in {month} instead of coming home, I said ok but I'm not happy",
         "That's a very normal step at her age. Maybe agree on a simple check-in — a message when she arrives and when she leaves — so you're not worrying the whole weekend."),
    ],
    extra_u=["I'm proud of her but I miss when she was small",
             "she is the first in the family to go to university",
             "my mother cried when she got the letter",
             "{daughter} is smarter than me and her mother together",
             "I send her some money every month but she says she doesn't need it, she does"],
    extra_a=["It sounds like she's got a good head on her shoulders.",
             "Regular short calls often mean more to students than people think.",
             "The first semester is the steepest; it usually gets easier after the first exams.",
             "It's lovely that you're so involved in her start."],
    typed=[("legitymacja studencka where she gets it", "At the dean's office or the student service centre after enrolment, often in the first week of October."),
           ("dorm deposit refundable?", "Usually yes, when she moves out and the room is fine — check the dorm regulations to be sure.")],
)

THREADS["custody"] = dict(
    pairs=[
        ("{ex} texted again she wants to change the weekends because of her new job, I'm on the road {wday} to {wday2} so it doesn't work",
         "It might help to propose a concrete alternative instead of just saying no — for example swapping to the following weekend, or a weekday evening when you're back."),
        ("{son} was supposed to be with me this weekend but I'm stuck in {eu} until {wday}, I feel bad every time",
         "That's understandable. Consistency matters more than perfection — a call at a fixed time while you're away keeps the connection strong even when plans fall through."),
        ("the arrangement says every second weekend and half the holidays but with my schedule it never fits, should I ask for a new one",
         "If the schedule regularly clashes with your work, it's worth asking for a new parenting plan that reflects your real rotation. A mediator can help you agree on it without going to court."),
        ("{ex} says {son} doesn't want to come anymore because my flat is boring, he's {sonage}, what do you do",
         "At {sonage} it's often less about the flat and more about having something to do together. Ask him what he'd actually like — even something simple like driving practice or a match."),
        ("we had a fight on the phone about the school trip money {eur_mid}, she says I should pay half, I already pay {eur_mid2} a month",
         "Extra costs like school trips are often outside regular child support, so it depends on what your agreement says. Check the wording before discussing it — it keeps the conversation factual."),
        ("{son} has a parent evening at school on {date} and I will be in {eu}, can I join by video",
         "Most Dutch schools are fine with a video call if you ask the mentor in advance. Send a short email explaining you're a driver and will be abroad that day."),
        ("how do I tell {son} that I'm buying the summer house in Poland, he thinks I'm moving back",
         "Tell him directly and early: it's a place for holidays, for him too, not a move. Kids usually fear change more when nobody explains it."),
        ("{son} has his first girlfriend, {ex} told me, he didn't tell me anything kurcze",
         "At {sonage} that's pretty normal — parents often hear these things second-hand. Don't push; just make it easy for him to talk if he wants to."),
        ("picked up {son} from {ex}'s place, we went for {food} and he talked for an hour about the car, first time in months",
         "That's a really good sign. Shared projects like the car can open things up — keep that going."),
        ("{ex} wants {son} to go to her parents in {pl} for the whole summer, but that's my half of the holidays",
         "Check what your agreement says about holiday division, then propose a split in writing — for example two weeks each — so it doesn't turn into a phone argument."),
    ],
    extra_u=["we were married {yrs} years, now we talk only about schedules",
             "she's not a bad person, we just don't work together",
             "{son} is a good kid, quiet, more like me",
             "sometimes I think the job cost me the marriage",
             "her new partner is ok actually, {nlname}, Dutch guy, calm"],
    extra_a=["Keeping things written and calm with {ex} usually pays off.",
             "It's clear you care a lot about {son}.",
             "Short, regular contact tends to matter more to teenagers than big plans.",
             "If you ever want help phrasing a message to {ex}, I'm happy to draft it."],
    typed=[("ex wants to swap weekend again. how to say no politely", "Try: 'I can't do that weekend because I'm abroad for work, but I can take the following one or {wday} evening.'"),
           ("is 17 old enough to choose where he lives", "In the Netherlands a judge will weigh a 17-year-old's wishes heavily; in practice his preference matters a lot.")],
)

THREADS["back"] = dict(
    pairs=[
        ("the back again, lower left side, after the {drive_h} hours yesterday I could barely get out of the cab at {rest}",
         "Long sitting followed by a sudden climb down is hard on the lower back. Try to get out and walk for five minutes every break, and climb down facing the cab using all three points of contact."),
        ("physio gave me exercises, the cat cow and the bridge thing, I do them in the parking at night and the other drivers look at me funny",
         "Doing them regularly matters much more than where. Honestly, the other drivers probably wish they did the same."),
        ("is the seat in the {truck} adjustable enough, I put the lumbar support to max but after {n} hours it still hurts",
         "Max lumbar isn't always best. Aim for hips slightly higher than knees, lumbar support filling the curve without pushing you forward, and the wheel close enough that your elbows stay bent."),
        ("doctor in {nl} only says paracetamol and rest, I can't rest I have to work",
         "If pain stops you from working safely, go back and ask for a referral or imaging. Weeks of persistent pain deserve more than 'rest and paracetamol'."),
        ("would one of these massage cushions for {eur_small} help or is it nonsense",
         "It may feel nice, but it won't fix the underlying problem. A better mattress topper, a lumbar roll and short walks at every break will probably do more."),
        ("the worst part is the coupling and uncoupling of trailers, cranking the legs kills me",
         "When winding the landing legs, keep your back straight, use your legs and body weight, and use the fast gear for the unloaded part. Swap hands regularly."),
        ("I slept bad, the mattress in the cab is like {n} cm thick only",
         "A {n} cm mattress is thin for a bad back. A decent foam topper for the bunk is one of the best investments you can make."),
        ("the pain goes down into the leg sometimes to the knee, is that a bad sign",
         "Pain radiating down the leg can mean nerve irritation, like sciatica. If you get numbness, weakness in the leg, or any bladder or bowel problems, get medical help urgently."),
        ("the physio wants me twice a week but I'm in {eu} half the time, how do people with my job do it",
         "Ask if the physio can give you a home programme and see you once every week or two instead. Some drivers book Saturday sessions or combine with online check-ins."),
        ("a colleague {colleague} swears by a kidney belt for driving, like the motorbike ones",
         "Some people find a support belt comfortable for short periods, but wearing it all day can weaken the core muscles. Ask your physio before relying on it."),
    ],
    extra_u=["I'm 44 not 80 but my back thinks different",
             "my father had the same, a disc, he drove a bus in {pl}",
             "kurcze I can't even tie my shoes in the morning",
             "I bought a hot water bottle at {rest} haha like a grandma",
             "the bumps on the {road} near {eu} are the worst for the back"],
    extra_a=["Small, regular movement usually helps lower back pain more than long rest.",
             "Heat often helps stiff muscles; ice is more for fresh injuries.",
             "If the pain changes character or gets suddenly worse, don't wait — see a doctor.",
             "It's worth telling your employer if the back affects tasks like coupling; they may have to adapt."],
    typed=[("back bad today. heat or ice", "For a stiff, aching lower back, heat usually helps more. Ice is for fresh injuries or swelling."),
           ("ibuprofen and paracetamol together ok?", "For most healthy adults they can be combined for short periods at normal doses, but check with a pharmacist given your other medicines.")],
)

THREADS["car"] = dict(
    pairs=[
        ("{son} is looking at cars online every day now, he sends me links, a {car_f} from {year} with {mileage} for {eur_car}, what do you think",
         "A {car_f} from {year} can be a good first car if the history is solid. At {mileage} I'd want to see service records, especially for the timing belt or chain and the clutch."),
        ("is it cheaper to buy the car in Germany and register it here or buy in the Netherlands directly, the BPM thing confuses me",
         "Importing from Germany means paying BPM when registering it, calculated on age and CO2. Use the RDW/Belastingdienst BPM calculator before deciding — the price difference sometimes disappears."),
        ("insurance for a {sonage} year old in the Netherlands is crazy, they quoted {eur_ins} a month",
         "Young-driver insurance is expensive everywhere. Putting the car in your name with {son} as regular driver can be cheaper, but it has to be declared honestly or the insurer can refuse a claim."),
        ("what should I check when I look at a used car, I know trucks but small cars are different",
         "The basics: full service history, rust under the sills and wheel arches, even tyre wear, a cold start, warning lights on the dash, and a NAP mileage check with the plate number."),
        ("the APK is valid until {month}, is that important",
         "It's useful — it means the car passed inspection recently. If it expires soon, ask the seller to renew it before you buy, or negotiate the price."),
        ("seller says the timing belt was done at {mileage} but no papers, trust or not",
         "Without paperwork, assume it hasn't been done. Either budget to do it yourself straight away or negotiate the price down accordingly."),
        ("{son} wants a red one of course, I want something that doesn't break",
         "Colour matters much less than condition — but if you find a red one with a good history, everyone's happy."),
        ("diesel or petrol for a young driver who does maybe {km} a week",
         "For low mileage, petrol is almost always better. Diesel only pays off with lots of kilometres, and short trips are hard on modern diesel particulate filters."),
        ("{son} is doing the 2toDrive thing with me as coach, yesterday he stalled {n} times at the roundabout in {nl} haha",
         "That's completely normal at the start. Quiet industrial areas on a Sunday are great for practising clutch control before busy roundabouts."),
        ("how much should I keep aside for the first year with the car, tax, insurance, everything",
         "A rough rule: insurance, road tax, fuel, maintenance and an emergency repair buffer. For a young driver in the Netherlands, budgeting a few hundred euro a month in total is realistic."),
    ],
    extra_u=["when I was {sonage} in {pl} I drove my father's Fiat 126p, no insurance no nothing",
             "he wants a big exhaust, I said over my dead body",
             "{ex} says a car is too early, but he needs it for the job at the warehouse",
             "we looked at {n} cars already, all rubbish"],
    extra_a=["Taking {son} along to the viewings is a good way to teach him what to look for.",
             "A pre-purchase inspection at an independent garage is often worth the fee.",
             "Boring cars make the best first cars."],
    typed=[("NAP check how", "Use the RDW 'kentekencheck' with the plate — it shows the NAP mileage verdict and APK date."),
           ("car with 'marge' vs btw what difference", "A margin car has VAT included in the price and you can't reclaim it; for a private buyer it usually makes no difference.")],
)

THREADS["dutch"] = dict(
    pairs=[
        ("Dutch practice today on the phone app, the word 'eigenlijk' I still don't know when to use it",
         "'Eigenlijk' is like 'actually' or 'really', often used to soften or correct something: 'Eigenlijk wil ik morgen vrij' — 'Actually, I'd like tomorrow off.'"),
        ("for the permanent residence do I need the inburgering exam or is it enough to be EU citizen",
         "As an EU citizen you don't need to do inburgering. After five years of continuous legal residence you can ask the IND for a document confirming permanent residence. Language only becomes a formal requirement for naturalisation."),
        ("my colleague {colleague} speaks Dutch perfect after {n} years and I still say everything wrong",
         "Everyone's pace is different, and you're learning while working long shifts. Even ten minutes a day of speaking practice adds up faster than grammar books."),
        ("the g sound kurcze I can't do it, the teacher laughs",
         "The Dutch g comes from the back of the throat, a bit like the Polish 'ch' in 'chleb' but softer. You're probably closer than you think — in Limburg they say it softer anyway."),
        ("can you make me a list of truck words in Dutch, like loading dock, pallet, waybill",
         "Here you go: laadperron (loading dock), pallet (pallet), vrachtbrief (waybill/CMR), oplegger (trailer), lossen (unload), laden (load), rijtijden (driving times), rustpauze (break), weegbrug (weighbridge)."),
        ("I want to ask planning in Dutch for a day off on {date}, how do I say it polite",
         "Try: 'Zou ik op {date} een vrije dag kunnen krijgen? Alvast bedankt.' It's friendly and correct."),
        ("what's the difference between 'de' and 'het', there's no rule right",
         "There's no complete rule — roughly two-thirds of nouns take 'de'. Diminutives ending in -je always take 'het', and it's best to learn each new word together with its article."),
        ("translate for me: I'm waiting at dock {dock} since {time} and nobody is answering",
         "'Ik sta sinds {time} te wachten bij dock {dock} en niemand reageert.' Simple and clear."),
        ("the IND website wants me to log in with DigiD, but my DigiD stopped working after the new phone",
         "You can reactivate DigiD on a new phone through the DigiD app; if you lost access completely, you can request a new activation code by post to your Dutch address."),
        ("I listen to Dutch radio in the cab now, I understand maybe {pct} percent, mostly the traffic jams haha",
         "That's actually a great method — traffic news repeats the same words every day. Try a podcast in slow Dutch too, like news for learners."),
        ("how do I say in Dutch 'the trailer is damaged on the left side, I have photos'",
         "'De oplegger is beschadigd aan de linkerkant, ik heb foto's.' If you want to be extra clear: 'De schade was er al bij het ophalen.'"),
    ],
    extra_u=["the Dutch people switch to English the moment they hear my accent",
             "in Venlo half of them speak German to me anyway",
             "my brain after {drive_h} hours driving doesn't take new words",
             "{son} corrects my Dutch all the time, it's embarrassing"],
    extra_a=["Tell people you're learning and ask them to keep speaking Dutch — most are happy to.",
             "Short daily practice works better than a long session once a week.",
             "Work vocabulary is a good starting point because you use it every day."],
    typed=[("'graag gedaan' means?", "It means 'you're welcome' — literally 'gladly done'."),
           ("hoe gaat het reply?", "'Goed, dank je. En met jou?' — 'Good, thanks. And you?'")],
)

THREADS["fishing"] = dict(
    pairs=[
        ("the boys {friend} and {friend2} are planning the fishing trip again like every year since school, this time maybe {n} days",
         "That's a great tradition to keep. {n} days is a good length — enough to get a few early mornings on the water without anyone's family complaining too much."),
        ("what line do I need for pike, {friend} says {n} mm braided but that's nonsense no",
         "{n} mm would be way too thick — for pike, braid around 0.15–0.20 mm is typical, with a steel or thick fluorocarbon leader, because pike teeth cut through mono easily."),
        ("we used to go to {lake_f} when we were {teen} years old, sleeping in the tent, now everybody has a bad back haha",
         "Maybe a cabin or a room with real beds this time — you can still keep the campfire part of the tradition."),
        ("do we need a fishing licence in Poland, I mean a karta wędkarska, I had one in the nineties",
         "In Poland you need the karta wędkarska plus a permit for the specific water, from PZW or whoever manages the lake. Your old card is still valid if you can find it."),
        ("{friend} wants to bring his son, is it ok in the boat with {n} people",
         "Check the capacity plate on the boat — small rowing boats often take three adults. With more people it's safer to rent a second boat, and everyone should have a life jacket."),
        ("best time of the day for {fish}, morning or evening",
         "Early morning and dusk are usually best, especially in warm weather. On overcast days fish can bite well during the day too."),
        ("I found my old rods at my mother's place in {pl}, maybe still good",
         "They may be fine — check the rod guides for cracks, replace the line, and clean and grease the reels. Old reels are often better built than new cheap ones."),
        ("{friend2} wants to take the camper, {friend} wants cabins, every year the same discussion",
         "Sounds like the discussion is part of the tradition. Maybe split it — camper for those who like it, a cabin for the bad backs."),
        ("what do I need for {fish}, {friend} says only worms",
         "Worms work for a lot of species, but for {fish} you might also try small lures or deadbait depending on the water. Ask the locals what's been biting."),
        ("we have a group chat for the trip and it's {nn} messages a day about sausages and beer, no plan at all",
         "Maybe one of you makes a simple shared list: dates, who drives, who brings the boat gear, who brings food. The sausage debate can continue separately."),
    ],
    extra_u=["{friend} still owes me {pln_small} from the last trip haha",
             "we caught nothing last year but it was the best week of the year",
             "my father took me fishing every Sunday, I miss that",
             "{son} maybe comes this year, first time"],
    extra_a=["Trips like that are worth protecting every year.",
             "Bringing {son} along could be a great way to spend time together.",
             "Don't forget mosquito spray — Masurian evenings are famous for them."],
    typed=[("pike season pl when closed", "Pike are protected in Poland from 1 January to 30 April; check the local lake rules, as some waters differ."),
           ("braid or mono for perch", "Thin braid with a fluorocarbon leader gives better feel; mono is more forgiving for beginners.")],
)

THREADS["app"] = dict(
    pairs=[
        ("the new app {app} from the company again sent me through the centre of {eu} with the truck, it doesn't know the weight limits",
         "Car-based routing often ignores truck restrictions. Ask planning whether {app} has a truck profile with weight, height and length set correctly — and report the route, it helps them fix the data."),
        ("{app} says ETA {time} but it doesn't count my break, planning sees green and I'm red",
         "ETAs that ignore breaks are a known problem. Send planning a screenshot with your remaining driving time so it's documented that the ETA isn't realistic."),
        ("can I turn off the voice in {app}, it talks over my radio",
         "Most apps have a voice toggle under navigation or sound settings. If not, lowering the phone's media volume usually mutes it without affecting calls."),
        ("the app wants me to scan the CMR with the phone camera but in the dark at {rest} it doesn't work",
         "Turn on the flashlight inside the app's camera if it has one, or put the CMR on the dashboard under the cab light. A flat, bright surface makes a big difference."),
        ("since the update {app} uses {pct} percent battery in an hour, my phone is dead before {eu}",
         "That kind of drain is usually GPS plus screen. Use a proper charger, lower the brightness, and report the update — other drivers will have the same problem."),
        ("they say from {month} everything will be only through {app}, no more calling planning",
         "It's worth asking what happens when the app fails or you have an urgent problem — there should still be a phone number for emergencies."),
        ("is it legal for the company to track me in the app also in my break time",
         "Under GDPR the company needs a legitimate reason for location tracking, and tracking during private time is hard to justify. The works council or your union can ask how the data is used."),
        ("{app} wants a photo of every pallet at unloading, {nn} pallets, it takes longer than the unloading",
         "Maybe suggest one photo per row or a video walk-through instead. If the app is slowing unloading, planning should know because it costs time on every drop."),
        ("the app crashed in the middle of {eu} and I lost the delivery address, had to call {colleague} to send it to me",
         "Worth taking a screenshot of each delivery address and reference at the start of the day, so a crash doesn't leave you stranded."),
        ("the young guys love {app}, for me the old way with the phone call was better, {colleague} agrees",
         "Both have a point — the app gives planning a better overview, but a phone call solves problems faster. Suggest keeping both for exceptions."),
    ],
    extra_u=["they paid a lot of money for this app and it thinks a truck is a bicycle",
             "the app has a thumbs up button for the route, I never press it",
             "planning says the app is 'smart', it's not smart",
             "{colleague} already deleted it once by accident haha"],
    extra_a=["Keeping a short log of app problems with times and places makes your feedback much more convincing.",
             "New systems are always rough for the first months; feedback from drivers is what fixes them.",
             "Don't let the app push you into unsafe or illegal driving — the tacho rules still win."],
    typed=[("app asks 'confirm arrival' but im not there yet", "Don't confirm early — just wait until you're actually at the dock, or tell planning the app triggered too soon."),
           ("how turn off notifications android for one app", "Settings → Apps → pick the app → Notifications, and switch off the categories you don't need.")],
)

THREADS["money"] = dict(
    pairs=[
        ("złoty is at {rate} today, should I wait to send money to my mother or send now",
         "Nobody can reliably predict exchange rates. For regular transfers, sending on a fixed day is usually better than trying to time small moves."),
        ("the bank takes {eur_small} fee plus a bad rate, my colleague {colleague} uses an app and says it's cheaper",
         "Banks often hide most of the cost in the exchange rate. Compare the total złoty that arrives, not just the fee — online transfer services are usually much cheaper for euro to złoty."),
        ("I send money every month for {daughter}'s studies and for my mother's medicine, it adds up",
         "It does add up. It might help to write down the fixed monthly amounts so you can see the total and plan around it."),
        ("if I buy the plot I need to move like {pln_big} to Poland in one go, is there a limit or do I need to tell the tax office",
         "There's no limit on moving your own money within the EU, but banks may ask about the source of funds for large amounts. Keep payslips and the preliminary agreement ready."),
        ("taxes, I pay in the Netherlands but the plot is in Poland, will Poland want something also",
         "Owning a summer house in Poland doesn't create income tax there unless you rent it out. You'd pay local property tax to the gmina, which is usually modest."),
        ("the exchange office in {pl} gave me {rate} which is worse than online, I'm stupid",
         "Not stupid — cash exchange offices vary a lot. City-centre kantors usually beat border or airport ones, and paying by card in złoty is often better still."),
        ("should I keep savings in euro or złoty when I want to retire in Poland in maybe {yrs} years",
         "Many people split it: part in the currency of their current life, part in the one they plan to spend. Over a long period, the interest rate and inflation matter as much as the exchange rate."),
        ("the Dutch pension, can I get it in Poland later or do I lose it",
         "You don't lose it. State pensions built up in the Netherlands can be paid to you in Poland, and EU rules coordinate pensions from both countries."),
        ("{colleague} says I should open a Polish bank account with a debit card in euro and złoty, is it worth it",
         "A multi-currency account can save on conversion fees if you spend in both currencies. Compare monthly fees and the exchange spread before switching."),
    ],
    extra_u=["the złoty goes up and down like the road in {eu}",
             "I don't trust apps with money but ok",
             "my mother still thinks in old złoty from before the change haha",
             "in the nineties we changed money with guys at the market in {pl}"],
    extra_a=["A simple monthly budget spreadsheet can make this much less stressful.",
             "Keep records of larger transfers in case the tax office or the bank asks.",
             "Exchange-rate differences of a few grosze matter far less than the fees on each transfer."],
    typed=[("eur pln today?", "I can't see live rates, but your banking app or the NBP website shows the current rate."),
           ("sepa to poland how long", "A SEPA transfer in euro usually arrives within one business day; conversions to złoty can take a bit longer.")],
)

THREADS["road"] = dict(
    pairs=[
        ("parked at {rest} for the night, {nn} trucks around me, a Lithuanian guy is cooking something that smells amazing",
         "Sounds like a proper truck-stop evening. Maybe go say hello — the best recipes on the road are never written down."),
        ("rain since {eu} nonstop and the wipers on the {truck} are squeaking",
         "Squeaky wipers usually mean worn blades or a dirty windscreen. Wiping the rubber with a bit of alcohol helps for a while, but new blades are cheap."),
        ("{temp} in the cab this morning, the heater was off because of a fuse",
         "That's miserable. Worth carrying a couple of spare fuses of the right rating in the glovebox for next time."),
        ("loading in {eu} took {n} hours because the forklift guy was on break, I lose my whole day like this",
         "Log the waiting time properly on the tacho as 'other work' or 'availability', depending on your company's rules, and note it on the CMR so the delay is documented."),
        ("police control at the border near {eu}, nothing special, they checked the papers and the load",
         "Glad it was quick. Keeping all the documents in one folder makes those stops so much faster."),
        ("diesel is {eur_l} here in {eu}, in {eu2} it was much cheaper",
         "Fuel prices vary a lot across borders — that's why so many drivers plan refuelling around Luxembourg or Poland."),
        ("saw an accident on the {road} near {eu}, looked bad, a van under a trailer",
         "That's hard to see. Take a few minutes before driving on if it shook you — it's normal to be affected."),
        ("shower at {rest} costs {eur_s} now and the water is cold, kurcze",
         "Cold water at that price is a crime. Maybe keep a list of rest stops with decent showers — other drivers swap those tips all the time."),
        ("tomorrow {km} to {eu} with {load}, start at {time}",
         "That's a solid day. Get to sleep early and plan your break location in advance in case the parking fills up."),
        ("sunset over the fields near {eu} tonight was really nice, sometimes this job has good moments",
         "Those moments count. Enjoy the evening."),
        ("someone tried to open my trailer last night at {rest}, I heard it and turned on the lights and they ran",
         "That's scary. Report it to the police and your company — it helps warn other drivers about that parking, and insurers may ask for it if anything goes missing."),
        ("the tyre guy at {nl} wants {eur_mid} for two new tyres on the trailer, the company will pay but still",
         "Trailer tyres aren't cheap, but it's the company's cost and worn tyres are a real risk on wet roads."),
        ("waiting at the gate in {eu} with {code}, they say the booking is for tomorrow",
         "Ask them to check the booking under the trailer number or the order reference as well — and call planning so they can sort the date with the customer."),
        ("the AdBlue warning came on near {eu}, last time the station at {rest} had none",
         "You usually have a decent range after the first warning, but don't push it — the engine will derate when it's empty."),
        ("had {food} for dinner again, I need to start cooking in the cab, my doctor says my cholesterol is high",
         "A small cool box and a gas or electric cooker can make a big difference. Simple things — eggs, vegetables, rice, tinned fish — are quick to make."),
        ("phone number for the tyre service is on a sticker {phone_f} but nobody answers at night",
         "Check whether your company has a 24-hour breakdown number as well — many fleets use a central service that can dispatch a tyre van at night."),
        ("a Bulgarian driver {foreigner} helped me with the trailer lights at {rest}, good people everywhere",
         "That's the best part of the road — the small favours between drivers."),
        ("it's {temp} and the fridge trailer with {load} is beeping every hour, I can't sleep",
         "Worth telling planning about the alarm — if it's a sensor fault, they may let you reset it or swap at the next stop."),
    ],
    extra_u=["the sky here is enormous, in the Netherlands you forget",
             "{yrs} years on the road and it still surprises me",
             "on the CB someone is singing Polish disco, terrible",
             "I bought a new thermos at {rest}, {eur_small} for a thermos",
             "the trailer this week has a torn curtain on the left side, {colleague} says it was like that before",
             "a car with plates {plate} was driving next to me for {n} km filming the truck, strange people"],
    extra_a=["Stay safe out there.",
             "Try to get some real sleep tonight.",
             "Those long days add up — take the rest when you can.",
             "If anything feels off with the truck, better to get it checked at the next stop."],
    typed=[("at {rest}. parking full. next one?", "Check your parking app or the truck-parking map for the next services along the {road}; if nothing's free, ask planning for a secure parking booking."),
           ("cold. heater broken. tips", "Extra blanket, a hot water bottle, and keep the curtains shut to hold heat in the cab. Get the heater checked tomorrow."),
           ("how many hours dover to calais ferry", "About 90 minutes at sea, plus check-in and boarding time.")],
)

LONG = {
    "tacho": ["Quick recap of the main limits, since they come up a lot: daily driving 9 hours (10 hours twice a week); weekly 56 hours and 90 over two weeks; a 45-minute break after 4.5 hours, splittable as 15 + 30; daily rest 11 hours, reducible to 9 up to three times between weekly rests; weekly rest 45 hours, reducible to 24 with compensation. If a letter or a control ever claims otherwise, these are the numbers to compare against.",
              "For the contest itself, a clean structure works best: 1) the reference and date of the notice, 2) one sentence saying you object, 3) a short factual timeline of that day, 4) the legal point (for example the split break or Article 12), 5) a list of enclosures. Keep it to one page — the people reading these see hundreds of them and the clear ones get handled first."],
    "plot": ["Before signing, a short checklist: 1) land register — owner, section III burdens, section IV mortgages; 2) zoning — what the plan or a WZ decision allows; 3) the summer house's legal status, ideally with the building documents; 4) access road — is it public or an easement; 5) utilities — electricity capacity, water, sewage; 6) the boundary — marked and matching the map. The notary will check some of this but not all of it.",
             "Budget-wise, think in three blocks: the purchase itself plus 2% PCC and notary and court fees; urgent work before winter, such as roof, windows and damp; and the slow improvements you can do over several summers. Keeping those separate makes it much easier to decide what really has to happen this year."],
    "daughter": ["A first-semester survival list for her: find the faculty's student council (samorząd) early — they know everything; get the student ID and the transport discount sorted in week one; check the exam rules for the first session; and find one or two people to study with. Most first-years who struggle do so because they're isolated, not because the material is too hard.",
                 "On money, it may help to agree a simple monthly budget with her: rent, food, transport, phone, books, and a small amount for fun. Students who know exactly what's coming in and going out tend to worry less — and call home for money less often."],
    "custody": ["If you go the mediation route, prepare three things: your actual work rotation for the next few months, a proposal that fits it (for example alternate weekends when you're home plus a fixed call twice a week when you're not), and what you're willing to be flexible on. Mediators work best when both parents come with concrete options rather than complaints.",
                "With a teenager, the arrangement on paper matters less than whether he feels welcome and has something to do. Some fathers in shift jobs do better with fewer but longer blocks of time — a few days together after a trip — rather than trying to hit every second weekend."],
    "back": ["A simple routine for the road: at every break, get out and walk for five minutes; twice a day, do a few gentle back extensions standing, hands on your lower back; in the evening, the exercises from your physio. Adjust the seat so your hips are slightly above your knees and the lumbar support fills the curve. And if anything new appears — numbness, weakness, pain waking you at night — see a doctor rather than waiting.",
             "For climbing in and out of the cab: always three points of contact, face the cab, and don't jump down the last step. For coupling, bend your knees and keep the load close. These sound small, but for drivers with back problems they make a real difference over a year."],
    "car": ["For the viewing, bring a small checklist: the registration papers and NAP report; service book and invoices; check for rust on the sills and under the boot floor; look at tyre wear for alignment problems; start it cold and listen for noises; test every switch; and drive it on both a quiet road and a faster one. If anything feels off, walk away — there are always more cars.",
            "Running costs for a young driver add up quickly: insurance is usually the biggest item, then fuel, road tax and maintenance. A smaller petrol engine with a low insurance group keeps all of those down, which is why simple hatchbacks are the classic first car."],
    "dutch": ["A realistic plan with your schedule: 10–15 minutes a day with an app or flashcards while parked, Dutch radio or podcasts while driving, and one lesson or conversation a week. Focus on the words you use every day — loading, planning, appointments — and say them out loud. Speaking is what usually lags behind, so use every chance at the depot.",
              "For the residence paperwork, keep one folder with your registration at the municipality (BRP extract), employment contracts and payslips for the last five years, and your passport or ID. The IND mostly wants proof of continuous residence and sufficient means, and having it all together makes the application quick."],
    "fishing": ["Practical trip list: fishing cards and the lake permits; life jackets for everyone in the boat; spare line, leaders and hooks; a landing net and a pair of long pliers for pike; mosquito spray; a first-aid kit; and someone who is clearly in charge of food. The rest usually sorts itself out around the fire.",
                "If backs are a problem in the group, rent a boat with a proper bench seat or bring boat cushions, and plan shorter sessions — early morning and evening — with a long lunch in between. That's when the fish bite anyway."],
    "app": ["If you want the feedback to land, keep a short log for a week or two: date, time, place, what the app did, and what it should have done — for example 'routed through a 7.5-tonne zone' or 'ETA ignored my break'. Send it to planning in one message with screenshots. One concrete list gets much further than ten angry phone calls.",
            "About privacy: the company can track the truck during work for planning and security, but it should have a clear policy on what is collected, who sees it, and how long it's kept. You're entitled to ask for that policy and for the data they hold on you."],
    "money": ["A simple setup many people use: one fixed transfer on the same day every month for the regular amounts, done through a low-cost service, and larger one-off transfers planned ahead so you can compare rates over a few days. Keep a note of what each transfer was for; it helps with the tax return and if the bank ever asks.",
              "When comparing transfer options, look at three numbers: the fee, the exchange rate compared with the mid-market rate, and how long it takes. The cheapest-looking fee is often not the cheapest overall once the rate is included."],
    "road": ["On long weeks it helps to plan the evening stop before you start driving — check two or three parking options along the route, because the first choice is often full after six. Secure parkings cost money, but with a valuable load or after a theft attempt they're usually worth it, and many companies will reimburse them.",
             "Eating well on the road is hard, but a few basics help: a cool box, a small cooker, and simple food you can make in ten minutes. Even two home-made meals a week instead of rest-stop food makes a difference to energy and to the cholesterol your doctor mentioned."],
}


THREAD_WEIGHTS = {"road": 3.0, "tacho": 2.0, "plot": 2.0, "daughter": 1.4, "custody": 1.4, "back": 1.4,
                  "car": 1.4, "dutch": 1.2, "fishing": 1.2, "app": 1.4, "money": 1.2}

INTROS = [
    ("Hi so I'm Marek, 44, Polish, I drive trucks for {company} out of Venlo, international mostly Germany France Italy, I will use you for all kind of things, my Dutch my papers my kids, ok? I talk with the voice thing so sorry for the mistakes",
     "Hi Marek, nice to meet you! Happy to help with anything — papers, Dutch, the kids, the road. Voice typing is fine; I'll work out what you mean. What's on your mind today?"),
    ("Hello, Marek here, truck driver, living near Venlo since {yrs_nl} years, originally from Poland near Olsztyn, I have a lot of things going on and I need someone to think with me, mostly I dictate while parked so the text is messy",
     "Hello Marek! That sounds like a lot on your plate. Dictated messages are no problem. Tell me what's going on and we can take things one at a time."),
]

# ---------------------------------------------------------------------------------------------
# planted-fact value pools (disjoint from the filler pools above)
# ---------------------------------------------------------------------------------------------

NL_F = ["Sanne", "Lotte", "Femke", "Maartje", "Eline", "Anouk", "Inge", "Marloes", "Ilse", "Sietske", "Mirjam", "Ellen"]
NL_M = ["Joris", "Thijs", "Koen", "Stijn", "Maarten", "Niels", "Rik", "Bart", "Wouter", "Sjoerd", "Twan", "Luuk"]
NL_LAST = ["Verhoeven", "van den Berg", "Peeters", "Willems", "Hermans", "Smeets", "Gerards", "Coenen", "Linders",
           "Vermeulen", "Hendrikx", "Kuijpers", "van Lieshout", "Bongers", "Theelen", "Driessen", "Poels", "Wijnen"]
PL_M = ["Zdzisław", "Tadeusz", "Ryszard", "Mirosław", "Wojciech", "Henryk", "Janusz", "Stanisław", "Kazimierz",
        "Bogusław", "Czesław", "Przemysław", "Jacek", "Marian"]
PL_F_YOUNG = ["Weronika", "Martyna", "Paulina", "Karolina", "Aleksandra", "Oliwia", "Amelia", "Kinga", "Klaudia", "Patrycja"]
PL_LAST = [("Mazur", "Mazur"), ("Kowalewski", "Kowalewska"), ("Sobczak", "Sobczak"), ("Wróbel", "Wróbel"),
           ("Pietrzak", "Pietrzak"), ("Jabłoński", "Jabłońska"), ("Dudek", "Dudek"), ("Zając", "Zając"),
           ("Szulc", "Szulc"), ("Wieczorek", "Wieczorek"), ("Michalski", "Michalska"), ("Borkowski", "Borkowska"),
           ("Czarnecki", "Czarnecka"), ("Kaczmarek", "Kaczmarek"), ("Chmielewski", "Chmielewska"), ("Urban", "Urban")]
DE_M = ["Uwe", "Jürgen", "Klaus", "Dieter", "Rainer", "Wolfgang", "Manfred", "Detlef", "Holger", "Bernd"]
DE_LAST = ["Brandt", "Hoffmann", "Krüger", "Schröder", "Neumann", "Wolff", "Lange", "Vogel", "Hartmann", "Engel"]
PET_NAMES = ["Kluska", "Pestka", "Bąbel", "Fafik", "Mruczek", "Tofik", "Kropka", "Gucio", "Saba", "Pimpek",
             "Dropsik", "Balbina", "Pralinka", "Ciapek", "Miszka", "Frodo", "Sjors", "Guus", "Pluis", "Dribbel",
             "Snuffie", "Kiko", "Bursztyn", "Figa"]
PL_STREETS = ["Sosnowa", "Leśna", "Jeziorna", "Brzozowa", "Polna", "Klonowa", "Słoneczna", "Spacerowa",
              "Wiejska", "Modrzewiowa", "Rybacka", "Łąkowa"]
WRO_STREETS = ["Wittiga", "Piastowska", "Grunwaldzka", "Olszewskiego", "Kuźnicza", "Sienkiewicza",
               "Jedności Narodowej", "Parkowa", "Drobnera", "Kredytowa", "Bujwida", "Smoluchowskiego"]
VENLO_STREETS = ["Hogeweg", "Kaldenkerkerweg", "Prinsessesingel", "Nijmeegseweg", "Straelseweg",
                 "Deken van Oppensingel", "Vleesstraat", "Eindhovenseweg", "Tegelseweg", "Roermondseweg"]
TEGELEN_STREETS = ["Kerkstraat", "Maasstraat", "Molenstraat", "Spoorstraat", "Hoogstraat", "Antoniuslaan",
                   "Vossenerlaan", "Drie Decembersingel", "Kloosterstraat", "Grootestraat"]
CARS_PLANTED = ["Toyota Yaris", "Skoda Fabia", "Kia Rio", "Hyundai i20", "Opel Corsa", "Ford Fiesta",
                "Suzuki Swift", "Seat Ibiza", "Renault Clio", "Peugeot 208", "Mazda 2", "Honda Jazz"]
LAKES_PLANTED = ["Lake Wigry", "Lake Mamry", "Lake Niegocin", "Lake Nidzkie", "Lake Bełdany", "Lake Hańcza",
                 "Lake Łańskie", "Lake Drawsko", "Lake Jeziorak", "Lake Tałty"]
HEATING = ["wood-burning stove", "heat pump", "pellet boiler", "infrared panels", "fireplace insert", "gas boiler"]
ROUTES = ["Scandinavia runs", "Italy runs", "Spain runs", "UK runs", "Austria runs", "Czech runs", "Baltic runs"]
FOODS_PLANTED = ["pierogi ruskie", "żurek", "gołąbki", "placki ziemniaczane", "schabowy with cabbage",
                 "kotlet mielony", "flaki", "bigos"]
BANDS = ["Budka Suflera", "Dire Straits", "Lady Pank", "Dżem", "Kult", "Creedence", "AC/DC", "Bajm",
         "Republika", "Elektryczne Gitary", "Maanam"]
BEERS = ["Żywiec", "Tyskie", "Warka", "Perła", "Okocim", "Grolsch", "Hertog Jan", "Kozel", "Pilsner Urquell"]
COFFEES = ["black with two sugars", "with condensed milk", "espresso with a drop of cold milk", "black no sugar",
           "latte with an extra shot", "with cinnamon and hot milk"]
LIFTS = ["8 kilos", "10 kilos", "12 kilos", "15 kilos", "20 kilos"]
ALLERGIES = ["penicillin", "amoxicillin", "walnuts", "peanuts", "shellfish", "wasp stings", "celery"]
AVAIL = ["Monday evenings", "Tuesday evenings", "Wednesday evenings", "Thursday evenings", "Saturday mornings",
         "Sunday afternoons"]


def _d(rng, k):
    return "".join(str(rng.randint(0, 9)) for _ in range(k))


def _date_val(months):
    return lambda rng, ctx: f"{rng.randint(10, 28)} {rng.choice(months)}"


G = {
    "nl_f": lambda rng, ctx: f"{rng.choice(NL_F)} {rng.choice(NL_LAST)}",
    "nl_m": lambda rng, ctx: f"{rng.choice(NL_M)} {rng.choice(NL_LAST)}",
    "pl_m": lambda rng, ctx: f"{rng.choice(PL_M)} {rng.choice(PL_LAST)[0]}",
    "pl_f": lambda rng, ctx: f"{rng.choice(PL_F_YOUNG)} {rng.choice(PL_LAST)[1]}",
    "de_m": lambda rng, ctx: f"{rng.choice(DE_M)} {rng.choice(DE_LAST)}",
    "pet": lambda rng, ctx: rng.choice(PET_NAMES),
    "date_any": _date_val(MONTHS),
    "date_autumn": _date_val(["September", "October"]),
    "date_summer": _date_val(["May", "June", "July", "August"]),
    "fine_eur": lambda rng, ctx: f"€{rng.randint(160, 590) * 5:,}",
    "plot_pln": lambda rng, ctx: f"{rng.randint(280, 520) * 500:,} zł",
    "rent_pln": lambda rng, ctx: f"{rng.randint(62, 115) * 10} złoty",
    "car_eur": lambda rng, ctx: f"€{rng.randint(56, 138) * 50:,}",
    "transfer_eur": lambda rng, ctx: f"€{rng.randint(14, 38) * 25}",
    "course_eur": lambda rng, ctx: f"€{rng.randint(39, 129) * 10:,}",
    "ph_olsztyn": lambda rng, ctx: f"+48 89 {rng.randint(512, 549)} {_d(rng, 2)} {_d(rng, 2)}",
    "ph_lawyer": lambda rng, ctx: f"{ctx.prefix} {rng.randint(2, 9)}{_d(rng, 2)} {_d(rng, 3)} {_d(rng, 3)}",
    "ph_de_mob": lambda rng, ctx: f"+49 15{rng.randint(1, 9)} {_d(rng, 4)} {_d(rng, 4)}",
    "ph_pl_mob": lambda rng, ctx: f"+48 {rng.choice(['501', '502', '600', '601', '604', '691', '695', '723', '781', '889'])} {_d(rng, 3)} {_d(rng, 3)}",
    "addr_plot": lambda rng, ctx: f"{rng.choice(PL_STREETS)} {rng.randint(2, 58)}",
    "addr_wro": lambda rng, ctx: f"{rng.choice(WRO_STREETS)} {rng.randint(2, 98)}",
    "addr_venlo": lambda rng, ctx: f"{rng.choice(VENLO_STREETS)} {rng.randint(3, 187)}",
    "addr_tegelen": lambda rng, ctx: f"{rng.choice(TEGELEN_STREETS)} {rng.randint(2, 96)}",
    "fine_ref": lambda rng, ctx: {"Germany": f"BAG-{_d(rng, 3)}-{_d(rng, 5)}-{rng.choice('ABCDK')}",
                                  "France": f"AF-{_d(rng, 4)}-{_d(rng, 6)}",
                                  "Belgium": f"PV {_d(rng, 2)}.{_d(rng, 2)}.{_d(rng, 6)}"}[ctx.fixed["fine_country"]],
    "kw": lambda rng, ctx: f"OL1O/000{_d(rng, 5)}/{rng.randint(0, 9)}",
    "vnum": lambda rng, ctx: f"V-{rng.randint(2, 3)}{_d(rng, 9)}",
    "index": lambda rng, ctx: f"nr {rng.randint(26, 29)}{_d(rng, 4)}",
    "plate_nl": lambda rng, ctx: f"{rng.choice('BOVW')}{rng.choice('DFGHJKLNPRSTXZ')}-{rng.randint(101, 989)}-{rng.choice('BDFGHJKLNPRSTVXZ')}",
    "drv_id": lambda rng, ctx: f"DRV-{_d(rng, 2)}{rng.choice('ABCDEFGHKLMNPRSTVWXYZ')}{_d(rng, 3)}",
    "car_model": lambda rng, ctx: rng.choice(CARS_PLANTED),
    "lake": lambda rng, ctx: rng.choice(LAKES_PLANTED),
    "heating": lambda rng, ctx: rng.choice(HEATING),
    "route": lambda rng, ctx: rng.choice(ROUTES),
    "food_p": lambda rng, ctx: rng.choice(FOODS_PLANTED),
    "band": lambda rng, ctx: rng.choice(BANDS),
    "beer": lambda rng, ctx: rng.choice(BEERS),
    "coffee": lambda rng, ctx: rng.choice(COFFEES),
    "lift": lambda rng, ctx: rng.choice(LIFTS),
    "allergy": lambda rng, ctx: rng.choice(ALLERGIES),
    "avail": lambda rng, ctx: rng.choice(AVAIL),
}

# (key, kind, about, thread, generator, correction reference, user phrasings)
FACTS = [
    # ---- person (8)
    ("physio", "person", "physiotherapist's name", "back", "nl_f", "my physio",
     ["went to the new physio today in Venlo, {v} is her name, she pressed on my lower back and said the muscles are hard like stone and I should stop sleeping curled up",
      "my GP finally sent me to a physio, {v}, first appointment was ok, she asked a lot about how many hours I sit and how I climb out of the cab",
      "the physio I go to now is {v}, she gave me homework with an elastic band, three times ten every evening, and she says she sees it immediately if I skip"]),
    ("notary", "person", "notary handling the plot purchase", "plot", "pl_m", "the notary",
     ["the seller picked the notary, it's {v} in Olsztyn, old school office with wooden doors, he wants all the documents a week before",
      "so the notary will be {v}, my cousin knows him from another sale, says he is slow but careful which is what I want",
      "we agreed on the notary finally, {v}, his office is near the old town in Olsztyn, parking there is a nightmare"]),
    ("teacher", "person", "Dutch teacher's name", "dutch", "nl_f", "my Dutch teacher",
     ["started the Dutch course finally, the teacher is {v}, very patient, she speaks slow for me and two Romanian guys",
      "my Dutch teacher {v} says my grammar is not bad but I talk like a truck radio, too fast and no full sentences haha",
      "the new teacher for the Dutch lessons is {v}, she used to work at a transport company so she knows our words"]),
    ("planner", "person", "new planner/dispatcher at work", "app", "nl_m", "the new planner",
     ["we have a new planner at {company}, {v}, young guy maybe 28, he knows the app better than the roads",
      "from Monday my planner is {v} instead of the old one, let's see if he gives me normal slots",
      "the planner now is a guy called {v}, he called me himself to introduce, first time in {yrs_nl} years someone from the office did that"]),
    ("seller", "person", "private seller of the car for his son", "car", "de_m", "the car seller",
     ["the seller of the car is a German guy {v} near Krefeld, he seems honest, older man, says he only drove it to the supermarket",
      "I called the guy selling the car, {v}, he speaks a bit of English and a bit of Polish even, we can look at it Saturday",
      "found a car from a private person, {v}, retired, has all the invoices in a folder, that's a good sign no"]),
    ("mediator", "person", "family mediator for the custody arrangement", "custody", "nl_f", "the mediator",
     ["we got a mediator for the new arrangement, {v}, first session next week, {ex} agreed which is a miracle",
      "the mediator is called {v}, she wants both of us to write down what we want for {son} before the meeting",
      "{ex}'s lawyer suggested a mediator, {v}, I checked online she has good reviews, so ok I said yes"]),
    ("boatman", "person", "man who rents the boats at the lake", "fishing", "pl_m", "the boat guy",
     ["{friend} found a guy who rents boats on the lake, {v}, he has a small camping too with a fire place",
      "the boat guy this year is {v}, he says bring our own anchors because people keep stealing them",
      "we booked the boats with {v}, old fisherman, {friend} says he knows every spot where the {fish} stands"]),
    ("roommate", "person", "daughter's roommate in the dorm", "daughter", "pl_f", "{daughter}'s roommate",
     ["{daughter} got her room and the roommate is a girl from Opole, {v}, they already talk on Instagram every day",
      "her roommate in the dorm will be {v}, she studies the same thing so at least they can learn together",
      "{daughter} sent me a photo with her roommate {v}, nice girl, the room is small but they laugh all the time"]),
    # ---- pet (4)
    ("dog", "pet", "name of his son's dog", "custody", "pet", None,
     ["{son} and {ex} got a puppy, a beagle mix, they called him {v}, now {son} wants to bring him every weekend to my flat",
      "when I picked up {son} the dog {v} ate half of my shoe in the hallway haha, {son} thought it was the funniest thing",
      "{son}'s dog is called {v}, he's the only one in that house who is always happy to see me haha"]),
    ("cat", "pet", "name of the cat that lives at the summer house", "plot", "pet", None,
     ["there is a cat living at the summer house, the seller says she comes with the house, her name is {v}, grey with one white paw",
      "the old lady next door feeds the cat at the plot, they call her {v}, I think I'm buying a house with a cat included",
      "a cat sleeps on the veranda every time we come, the neighbour says she's called {v} and she is the real owner of the place"]),
    ("guineapig", "pet", "name of his daughter's guinea pig", "daughter", "pet", None,
     ["{daughter} has to leave her guinea pig {v} with my mother because the dorm doesn't allow animals, big drama",
      "my mother now sends me photos of {daughter}'s guinea pig every day, {v} eats better than me",
      "the guinea pig is called {v}, {daughter} had him since she was fourteen and now grandma has to take care"]),
    ("yarddog", "pet", "name of the yard dog at the Venlo depot", "road", "pet", None,
     ["at the depot in Venlo there is a yard dog, a big shepherd mix, the guys call him {v} and he knows exactly which driver has sausages",
      "the depot dog {v} was waiting at my truck again this morning, I think he remembers the sound of the engine",
      "the security man at the depot has a dog, {v}, every driver gives him something, he's fatter than the forklift"]),
    # ---- date (7)
    ("hearing", "date", "date of the hearing about the fine", "tacho", "date_any", "the hearing about the fine",
     ["{authority} gave me the date for the appeal hearing, {v}, and of course I'm supposed to be in Italy that week",
      "so the hearing about the fine is on {v}, I have to be there in person or send the lawyer, still thinking",
      "got the letter, the hearing for the fine is {v} in the morning, I asked the company for the day off already"]),
    ("signing", "date", "date of signing at the notary", "plot", "date_any", "the signing at the notary",
     ["we set the signing at the notary for {v}, I have to take two days off and drive from {nl} the night before",
      "the notary signing is {v}, the seller wanted earlier but the bank needs time with the papers",
      "ok the date for the notary is fixed, {v} at ten, I need to tell planning now before they send me to Spain"]),
    ("movein", "date", "daughter's dorm move-in date", "daughter", "date_autumn", "the move-in at the dorm",
     ["{daughter} can move into the dorm on {v}, I will try to drive her with all the bags",
      "the dorm says moving in is {v}, not earlier, so she stays with my mother until then",
      "{daughter} got the email from the dorm, keys on {v}, she already packed three boxes of clothes and no pots"]),
    ("exam", "date", "date of his Dutch exam", "dutch", "date_any", "my Dutch exam",
     ["I registered for the Dutch exam, it's on {v} in Eindhoven, I'm nervous like a schoolboy",
      "the teacher says I'm ready so I booked the exam for {v}, speaking and reading on the same day",
      "Dutch exam is {v}, I already asked planning to keep me in the Netherlands that week"]),
    ("mri", "date", "date of his MRI scan", "back", "date_any", "the MRI",
     ["the hospital called, the MRI of the back is on {v} at VieCuri, finally after all the waiting",
      "I got an appointment for the MRI on {v}, early in the morning, I have to be without metal and without coffee kurcze",
      "MRI booked for {v}, the physio said good, then we know if it's the disc or just muscles"]),
    ("tripdate", "date", "start date of the fishing trip", "fishing", "date_summer", "the fishing trip",
     ["we leave for the fishing trip on {v}, {friend} picks me up in {pl} and we drive together",
      "ok date is fixed, the trip starts {v}, I took the week off already, first time in a year",
      "the boys agreed on {v} for the trip, {friend2} complained because of his wife but he's coming"]),
    ("drivetest", "date", "date of his son's driving test", "car", "date_any", "{son}'s driving test",
     ["{son} has his driving test on {v}, he practices every evening with {ex} now, she is more nervous than him",
      "the CBR gave {son} the exam date, {v}, if he passes he needs the car right away for the job",
      "driving test for {son} is {v} in Venlo, I hope I'm not in {eu} that day, I want to be there"]),
    # ---- amount (6)
    ("fineamt", "amount", "amount of the fine he is contesting", "tacho", "fine_eur", "the fine",
     ["the fine they want is {v}, for one break that was maybe five minutes short, crazy money",
      "so the letter says {v} to pay, within thirty days, or I contest, and I'm contesting of course",
      "{v} they want from me, that's almost a month of what I send home, no way I'm paying that without a fight"]),
    ("plotprice", "amount", "agreed price for the plot", "plot", "plot_pln", "the price for the plot",
     ["we agreed on {v} for the plot with the house, he wanted more but the roof convinced him",
      "the price is {v} with everything, the furniture inside too, even the old boat behind the shed",
      "after two hours of talking with the seller we said {v}, handshake, my cousin says that's fair for there"]),
    ("rent", "amount", "monthly rent of the daughter's dorm room", "daughter", "rent_pln", "the dorm rent",
     ["the dorm is {v} a month with internet, much cheaper than a room in the city",
      "{daughter}'s room costs {v} monthly, they want it paid before the tenth of each month",
      "the rent in the dorm will be {v} a month, I said to {daughter} I pay it, she pays her phone and food"]),
    ("carprice", "amount", "asking price of the car for his son", "car", "car_eur", "the car price",
     ["the guy wants {v} for the car, I think I can go a bit lower if I bring cash",
      "price for the car is {v}, with new tyres and the APK just done, not bad",
      "we talked and he said {v} final price, {son} is jumping already"]),
    ("transfer", "amount", "monthly amount he sends his mother", "money", "transfer_eur", "what I send my mother",
     ["I send my mother {v} every month, first of the month, for the medicines and the bills",
      "every month {v} goes to my mother, since my father died, she doesn't ask but I know she needs it",
      "the standing order for my mother is {v} a month, it goes out automatic on the first"]),
    ("coursefee", "amount", "cost of the Dutch course", "dutch", "course_eur", "the Dutch course fee",
     ["the Dutch course costs {v} for the whole year, the company maybe pays half, I have to ask",
      "I paid {v} for the Dutch course today, now I have to go, no excuses",
      "the course at the language school is {v} with the books, the online one was cheaper but I need a real teacher"]),
    # ---- phone (4)
    ("ph_notary", "phone", "phone number of the notary's office", "plot", "ph_olsztyn", "the notary office",
     ["number of the notary office is {v}, the secretary speaks only Polish of course and only till three",
      "I need to call the notary office tomorrow, {v}, to ask what documents they need from me exactly",
      "the notary's office gave me the direct number {v}, better than the main line where nobody picks up"]),
    ("ph_lawyer", "phone", "phone number of the lawyer helping with the fine", "tacho", "ph_lawyer", "the lawyer",
     ["the lawyer who will help with the fine, his number is {v}, he speaks Polish too luckily",
      "{colleague} gave me the number of a lawyer for transport cases, {v}, he helped him with something similar",
      "I should call the lawyer this week, {v}, he said best before nine in the morning"]),
    ("ph_seller", "phone", "phone number of the car seller", "car", "ph_de_mob", "the car guy",
     ["the number of the car guy is {v}, he only answers after six because he works",
      "I got the seller's mobile {v}, he sends photos on WhatsApp if we want more",
      "{son} wrote down the number of the seller wrong so I called again, it's {v}"]),
    ("ph_boat", "phone", "phone number of the boat rental at the lake", "fishing", "ph_pl_mob", "the boat rental",
     ["the boat rental number is {v} if the boys ask me again, I'm not the secretary of this trip",
      "I called the boats at the lake, {v}, the man said he keeps two boats for us",
      "{friend} lost the number for the boats so I write it here, {v}"]),
    # ---- address (4)
    ("addr_plot", "address", "address of the plot with the summer house", "plot", "addr_plot", "the plot",
     ["the plot is at {v} in {village}, last house before the forest, the sign on the fence is almost gone",
      "for the papers the address of the summer house is {v}, {village}, the post lady knows it as 'the old German house'",
      "address of the plot is {v}, I put it in the navigation so I find it in the dark next time"]),
    ("addr_dorm", "address", "address of the daughter's dorm in Wrocław", "daughter", "addr_wro", "the dorm",
     ["the dorm address is {v} in Wrocław, near the river, {daughter} says you can see the tram from the window",
      "I need the dorm address for the parcel, it's {v}, room number I will ask her",
      "{daughter}'s dorm is {v}, I checked on the map, twenty minutes to her faculty by tram"]),
    ("addr_physio", "address", "address of the physiotherapy practice", "back", "addr_venlo", "the physio practice",
     ["the physio practice is at {v} in Venlo, there is parking behind for the car which is good",
      "physio is at {v}, ten minutes from my flat, so I can go straight after I park the truck",
      "the practice moved, now it's {v}, above a bakery, the smell during exercises is torture"]),
    ("addr_ex", "address", "address of his ex-wife's new flat", "custody", "addr_tegelen", "{ex}'s new flat",
     ["{ex} moved with {son}, new flat at {v} in Tegelen, closer to his school, good for him",
      "so now I pick up {son} at {v}, the new place of {ex}, there is no parking in front of course",
      "{ex}'s new address is {v}, I need it for the papers of the mediator and for the child benefit"]),
    # ---- id (6)
    ("fineref", "id", "reference number of the fine", "tacho", "fine_ref", "the fine reference",
     ["the reference on the letter from {authority} is {v}, I need to put it on every letter I send back",
      "the case number for the fine is {v}, the lawyer asked for it first thing",
      "writing it here so I don't lose it, fine reference {v}, the paper is already coffee stained"]),
    ("kw", "id", "land register (księga wieczysta) number of the plot", "plot", "kw", "the land register number",
     ["the land register number is {v}, can you tell me what to look for when I check it online",
      "seller sent me the księga wieczysta number, {v}, my cousin says check section four first",
      "ok the KW number for the plot is {v}, I looked at it on the phone but the website is from 1995"]),
    ("vnum", "id", "his V-number (foreign national number) for the IND", "dutch", "vnum", "my V-number",
     ["my V-number from the IND letter is {v}, they want it in all the emails and forms",
      "found the IND letter, the number they want is {v}, it's written small at the top",
      "for the residence thing I need my V-number, {v}, I always forget where I put the letter"]),
    ("index", "id", "daughter's student index number", "daughter", "index", "{daughter}'s student number",
     ["{daughter}'s student number is {v}, she needs it on the dorm form and I have to sign as parent",
      "the university gave {daughter} the index number {v}, she's proud like she got a medal",
      "for the stipend form they want her index, it's {v}, she sent me a photo of the card"]),
    ("plate", "id", "registration plate of his current truck", "road", "plate_nl", "the truck plate",
     ["they gave me a newer truck this week, plate {v}, it has a better bed and the seat is good for my back",
      "my new truck is plate {v}, {colleague} had it before me and left sunflower seeds everywhere",
      "the truck I drive now has the plate {v}, I need it for the parking booking every time"]),
    ("drvid", "id", "his driver login ID for the route app", "app", "drv_id", "my app login",
     ["my login for {app} is {v} and a pin, the pin I won't tell you haha",
      "planning sent me a new driver ID for {app}, {v}, the old one doesn't work after the update",
      "to log into {app} I need my driver code {v}, every morning it logs me out kurcze"]),
    # ---- decision (4)
    ("carchoice", "decision", "which car he decided to buy for his son", "car", "car_model", None,
     ["ok decided, we go for the {v}, it's boring but it doesn't break and the insurance is lower",
      "{son} wanted something sporty but I said no, we take the {v}, end of discussion",
      "after all the looking we decided on the {v}, {son} agreed when he saw it has a good sound system haha"]),
    ("fishdest", "decision", "where the fishing trip will go this year", "fishing", "lake", None,
     ["we voted, this year we go to {v} instead of Norway, cheaper and closer for everyone",
      "decided, no Norway this year, we go to {v}, {friend} knows a place there from his uncle",
      "final decision for the trip is {v}, I pushed for it because of the {fish} there"]),
    ("heating", "decision", "heating he chose for the summer house", "plot", "heating", None,
     ["for the winter in the summer house I decided on a {v}, I don't want to freeze when I come in December",
      "my decision about heating the summer house, a {v}, the electrician said it's possible with some work",
      "I'm going with a {v} for the summer house, {friend} has the same and he's happy"]),
    ("route", "decision", "which routes he decided to take at work", "app", "route", None,
     ["I told planning I will take the {v} from next month, more kilometres but the weekends are better",
      "ok decided, I switch to the {v}, {colleague} did it last year and says it's calmer",
      "from next month I'm on the {v}, the money is a bit better and the parking is less crazy"]),
    # ---- preference (4)
    ("food", "preference", "his favourite meal on the road", "road", "food_p", None,
     ["when I can find it I always take {v}, nothing else, the rest of the rest stop food is plastic",
      "there is a Polish truck stop near {eu} that makes {v}, it's the only food on the road I really like",
      "for me the best thing to eat is {v}, like my grandmother made, the rest is just fuel"]),
    ("band", "preference", "his favourite music in the cab", "road", "band", None,
     ["in the cab it's only {v}, since I was a boy, the new music I don't understand",
      "I have a USB stick with only {v} on it, {nn} hours of it, {colleague} says I'm a dinosaur",
      "when the road is boring I put {v} loud, the best music for driving ever made"]),
    ("beer", "preference", "the beer he drinks", "fishing", "beer", None,
     ["for the trip I bring {v}, the only beer I drink, the other stuff is water",
      "I'm a {v} man, always was, {friend} brings craft beer with grapefruit, terrible",
      "if I drink a beer it's {v}, one or two, I'm not twenty anymore"]),
    ("coffee", "preference", "how he takes his coffee", "road", "coffee", None,
     ["my coffee is always {v}, the machine at the depot can't do it so I bring my own",
      "at every rest stop I have to explain, coffee {v}, the French look at me like I'm crazy",
      "I drink my coffee {v}, like my father, four or five a day on the road"]),
    # ---- constraint (3)
    ("lift", "constraint", "maximum weight he is allowed to lift", "back", "lift", None,
     ["physio said no lifting more than {v} for the next months, so the pallets by hand are over for me",
      "new rule from the doctor, nothing heavier than {v}, I told planning no more hand unloading",
      "the limit they gave me is {v}, so the fishing boat I can't carry either, the boys have to do it"]),
    ("allergy", "constraint", "what he is allergic to", "back", "allergy", None,
     ["and remember I'm allergic to {v}, I had a bad reaction once in Germany and nearly ended in hospital",
      "the physio asked about allergies, I told her {v}, I always forget to say it at the doctor",
      "important thing, I'm allergic to {v}, my mother always reminds me like I'm ten"]),
    ("avail", "constraint", "only time he can do Dutch lessons", "dutch", "avail", None,
     ["the only time I can do the lessons is {v}, the rest of the week I'm on the road",
      "I told the school I can only come {v}, with my schedule nothing else is possible",
      "for the course they had options but for me it's only {v}, I checked with planning"]),
]

ACKS = {
    "person": ["Good to know it's {v}.", "Okay, {v} — noted.", "That's helpful, thanks.", "Sounds like a good start with {v}.", "Alright."],
    "pet": ["{v} is a great name.", "Ha, {v} sounds like a character.", "Every place needs an animal like that.", "Love that."],
    "date": ["Okay, {v} — worth putting in your phone calendar with a reminder a few days before.", "Noted: {v}.",
             "That gives you some time to plan around it.", "Tell planning now so they don't book you far away that week."],
    "amount": ["{v} — okay, that's a useful number to keep in mind.", "Alright, noted.",
               "Keep the paperwork for that amount somewhere safe.", "Okay, so {v}."],
    "phone": ["Saved: {v}.", "Good to have the number.", "I'd save that in your phone under a clear name too.", "Okay, {v}."],
    "address": ["Okay, {v}.", "Good to have the address.", "Noted — I'd put it in the navigation in advance.", "Got it."],
    "id": ["Keep {v} somewhere safe — a photo of the letter on your phone is handy.", "Noted, that number will be useful.",
           "Good, always quote that number in your correspondence.", "Okay, {v}."],
    "decision": ["Sounds like a sensible decision.", "Good call — {v} makes sense given what you said.", "That's a solid choice.",
                 "Fair enough, and the reasoning is sound."],
    "preference": ["Ha, good taste.", "{v} — fair enough, you know what you like.", "Nothing wrong with that.", "Noted."],
    "constraint": ["Important — noted, {v}.", "That's good to know; I'll keep it in mind.", "Definitely take that seriously.", "Understood."],
}

CORR_TEMPLATES = {
    "person": ["kurcze about {ref}, I got the name wrong before, it's not {old} it's {new}, I mixed up two people",
               "small correction, {ref} changed, {old} is gone and now it's {new}",
               "forget what I said about {ref}, they switched it on me, now it's {new}",
               "{ref} is actually {new}, not {old}, I read it off the wrong paper",
               "I had the name of {ref} wrong the whole time, it's {new}, so embarrassing"],
    "date": ["{ref} got moved, not {old} anymore, now it's {new}",
             "they called, {ref} is now {new}, the old date is cancelled",
             "correction, {ref} is {new} not {old}, I mixed up the letters",
             "change of plan, {ref} moved to {new}, kurcze I already told planning the other date",
             "{ref} is not {old}, they wrote me again and now it's {new}"],
    "amount": ["turns out {ref} is {new} not {old} like I told you before",
               "update on {ref}, it changed to {new}",
               "I had it wrong, {ref} is {new}, the {old} was from the first paper",
               "no wait, {ref} is not {old}, it's {new}, I looked again at the papers",
               "small change, {ref} is {new} now, so a bit different from before"],
    "phone": ["the number I gave you for {ref} was wrong, {old} doesn't work, the right one is {new}",
              "new number for {ref}, {new}, the old one is dead",
              "correction on {ref}, the number is {new}, I swapped some digits before",
              "{ref} changed the phone, they have a new line now, {new}",
              "I called {old} and some old lady answered haha, so the real number for {ref} is {new}"],
    "address": ["wrong address before for {ref}, it's {new} not {old}",
                "{ref} is actually at {new}, I wrote down the wrong house before",
                "correction, {ref} changed, now {new}, the {old} was the old one",
                "no so {ref} is {new}, not what I said, I looked at the papers again",
                "the navigation sent me to {old} and it was wrong, {ref} is at {new}"],
    "id": ["I gave you {ref} wrong, {old} was the old one, the correct one is {new}",
           "update, {ref} is now {new}, they issued a new one",
           "correction on {ref}: {new}, not {old}, bad photo of the letter",
           "{ref} changed, it's {new} now, the old one doesn't work anymore",
           "careful, {ref} is not {old}, I checked the original and it's {new}"],
}
CORR_ACKS = ["Thanks for correcting that — so it's {new}, not {old}.", "Got it, updating: {new}.",
             "Okay, {new} then. Good that you caught it.", "No problem — {new} instead of {old}.",
             "Right, {new} from now on.", "Thanks, noted the change to {new}."]
CORR_KINDS = {"person", "date", "amount", "phone", "address", "id"}
KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}


# ---------------------------------------------------------------------------------------------
# generation
# ---------------------------------------------------------------------------------------------

def _new_value(rng, ctx, gen, taken):
    for _ in range(500):
        v = G[gen](rng, ctx)
        lv = v.lower()
        if all(lv not in t and t not in lv for t in taken):
            taken.append(lv)
            return v
    raise RuntimeError(f"cannot draw a unique value for {gen}")


def _pick_thread(rng, prev):
    if prev is not None and rng.random() < 0.45:
        return prev
    names = list(THREAD_WEIGHTS)
    return rng.choices(names, weights=[THREAD_WEIGHTS[n] for n in names])[0]


class _Builder:
    def __init__(self, rng, ctx):
        self.rng = rng
        self.ctx = ctx
        self.recent = deque(maxlen=40)

    def _pair(self, thread):
        rng = self.rng
        t = THREADS[thread]
        pool = t["pairs"] + t.get("pairs2", [])
        for _ in range(6):
            i = rng.randrange(len(pool))
            if (thread, i) not in self.recent:
                break
        self.recent.append((thread, i))
        return pool[i]

    def filler(self, thread, follow=False):
        """One ordinary turn about ``thread``."""
        rng, ctx = self.rng, self.ctx
        cache = {}
        t = THREADS[thread]
        if rng.random() < 0.08:  # typed at a rest stop: short fragment
            u, a = rng.choice(t["typed"])
            u = rng.choice(["", "", "", "at {rest}. ", "sorry typing, ", "quick q ", "parked. ", "hi ", "{time} "]) + u
            user = _typed(ctx.fill(u, cache))
            asst = ctx.fill(a, cache)
            if rng.random() < 0.3:
                asst = _join([asst, ctx.fill(rng.choice(t["extra_a"]), cache)])
            return user, asst
        u, a = self._pair(thread)
        opener = rng.choice(U_FOLLOW) if follow and rng.random() < 0.5 else rng.choice(U_OPENERS)
        parts = [opener, u]
        extras = rng.sample(t["extra_u"], 2)
        r = rng.random()
        if r < 0.65:
            parts.append(extras[0])
        if r < 0.2:
            parts.append(extras[1])
        wander = None
        if rng.random() < 0.22:  # he drifts to another thing on his mind
            wander = rng.choice([n for n in THREADS if n != thread])
            parts.append(rng.choice(["and", "oh and", "also", "and another thing", "by the way", "ah and"])
                         + " " + rng.choice(THREADS[wander]["extra_u"]))
        if rng.random() < 0.4:
            parts.append(rng.choice(ASIDES))
        parts.append(rng.choice(U_CLOSERS))
        user = _cap(_voice(rng, ctx.fill(_ujoin(rng, parts), cache)))
        aparts = [rng.choice(A_OPENERS), a]
        if rng.random() < 0.08:  # occasionally a long answer
            aparts.append(rng.choice(LONG[thread]))
        elif rng.random() < 0.3:
            aparts.append(rng.choice(t["extra_a"]))
        if wander is not None and rng.random() < 0.5:
            aparts.append(rng.choice(THREADS[wander]["extra_a"]))
        aparts.append(rng.choice(A_CLOSERS))
        asst = ctx.fill(_join(aparts), cache)
        return user, asst

    def fact(self, spec, value):
        rng, ctx = self.rng, self.ctx
        key, kind, about, thread, gen, ref, phr = spec
        cache = {}
        t = THREADS[thread]
        pre = []
        if rng.random() < 0.5:
            pre.append(rng.choice(U_OPENERS))
        if rng.random() < 0.5:
            u, a = self._pair(thread)
            pre.append(u)
        else:
            u, a = None, None
        pre_txt = _voice(rng, ctx.fill(_ujoin(rng, pre), cache))
        sent = ctx.fill(rng.choice(phr), cache).replace("{v}", value)
        post = []
        if rng.random() < 0.55:
            post.append(rng.choice(t["extra_u"]))
        if rng.random() < 0.25:
            post.append(rng.choice(ASIDES))
        post.append(rng.choice(U_CLOSERS))
        post_txt = _voice(rng, ctx.fill(_ujoin(rng, post), cache))
        user = _cap(_ujoin(rng, [pre_txt, sent, post_txt]))
        ack = rng.choice(ACKS[kind])
        ack = ack.replace("{v}", value) if rng.random() < 0.6 else (rng.choice([x for x in ACKS[kind] if "{v}" not in x] or ["Noted."]))
        aparts = [ack]
        if a is not None:
            aparts.append(a)
        elif rng.random() < 0.6:
            aparts.append(rng.choice(t["extra_a"]))
        aparts.append(rng.choice(A_CLOSERS))
        asst = ctx.fill(_join(aparts), cache)
        return user, asst

    def correction(self, spec, old, new):
        rng, ctx = self.rng, self.ctx
        key, kind, about, thread, gen, ref, phr = spec
        cache = {}
        t = THREADS[thread]
        opener = rng.choice(["", "Ah", "Kurcze", "No so", "Wait", "Dobra", "One thing", "Ok"])
        sent = ctx.fill(rng.choice(CORR_TEMPLATES[kind]).replace("{ref}", ref), cache)
        sent = sent.replace("{old}", old).replace("{new}", new)
        post = []
        if rng.random() < 0.4:
            post.append(rng.choice(t["extra_u"]))
        post.append(rng.choice(U_CLOSERS))
        user = _cap(_ujoin(rng, [opener, sent, _voice(rng, ctx.fill(_ujoin(rng, post), cache))]))
        ack = rng.choice(CORR_ACKS).replace("{new}", new).replace("{old}", old)
        aparts = [ack]
        if rng.random() < 0.6:
            aparts.append(rng.choice(t["extra_a"]))
        aparts.append(rng.choice(A_CLOSERS))
        asst = ctx.fill(_join(aparts), cache)
        return user, asst


def _hits(text_l, values_l):
    return [v for v in values_l if v in text_l]


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    rng = random.Random(seed)
    ctx = _Ctx(rng)
    n_f = len(FACTS)
    if turns < n_f * 3 + 2:
        raise ValueError("conversation too short for 50 planted facts")

    # 1. values
    taken: list[str] = []
    values = [_new_value(rng, ctx, spec[4], taken) for spec in FACTS]

    # 2. positions: one fact per band, spread evenly, random fact order
    lo, hi = 2, turns - 1
    span = (hi - lo + 1) / n_f
    positions = []
    for i in range(n_f):
        a = lo + int(i * span)
        b = lo + int((i + 1) * span) - 1
        positions.append(rng.randint(a, max(a, b)))
    order = list(range(n_f))
    rng.shuffle(order)
    fact_turn = {order[i]: positions[i] for i in range(n_f)}  # fact index -> turn

    # 3. corrections
    last_ok = math.ceil(0.9 * turns) - 1
    occupied = set(fact_turn.values())
    eligible = [i for i in range(n_f) if FACTS[i][1] in CORR_KINDS and fact_turn[i] + 50 <= last_ok]
    rng.shuffle(eligible)
    chosen, kinds_used = [], set()
    for i in eligible:  # prefer distinct kinds first
        if len(chosen) < n_corrections and FACTS[i][1] not in kinds_used:
            chosen.append(i)
            kinds_used.add(FACTS[i][1])
    for i in eligible:
        if len(chosen) < n_corrections and i not in chosen:
            chosen.append(i)
    if len(chosen) < n_corrections:
        raise ValueError("not enough room for the requested corrections")
    corr = {}  # fact index -> (turn, new value)
    for i in sorted(chosen, key=lambda k: fact_turn[k]):
        for _ in range(1000):
            c = rng.randint(fact_turn[i] + 50, last_ok)
            if c not in occupied:
                break
        else:
            raise RuntimeError("no free correction turn")
        occupied.add(c)
        corr[i] = (c, _new_value(rng, ctx, FACTS[i][4], taken))

    all_values_l = taken[:]  # every planted string, lower-case (stale + new included)
    plan = {}  # turn -> ("fact", i) | ("corr", i)
    for i, t in fact_turn.items():
        plan[t] = ("fact", i)
    for i, (c, _) in corr.items():
        plan[c] = ("corr", i)

    # 4. build turns
    b = _Builder(rng, ctx)
    out: list[tuple[str, str]] = []
    prev_thread = None
    for turn in range(1, turns + 1):
        task = plan.get(turn)
        for attempt in range(200):
            if turn == 1:
                u, a = rng.choice(INTROS)
                cache = {}
                u, a = ctx.fill(u, cache), ctx.fill(a, cache)
                allowed = set()
                thread = None
            elif task is None:
                thread = _pick_thread(rng, prev_thread)
                u, a = b.filler(thread, follow=(thread == prev_thread))
                allowed = set()
            elif task[0] == "fact":
                i = task[1]
                thread = FACTS[i][3]
                u, a = b.fact(FACTS[i], values[i])
                allowed = {values[i].lower()}
            else:
                i = task[1]
                thread = FACTS[i][3]
                u, a = b.correction(FACTS[i], values[i], corr[i][1])
                allowed = {values[i].lower(), corr[i][1].lower()}
            ul, al = u.lower(), a.lower()
            bad = [v for v in _hits(ul + "\n" + al, all_values_l) if v not in allowed]
            if bad:
                continue
            if task is not None:
                want = values[task[1]].lower() if task[0] == "fact" else corr[task[1]][1].lower()
                if ul.count(want) != 1:
                    continue
            break
        else:
            raise RuntimeError(f"turn {turn}: could not avoid planted-value collision")
        out.append((u, a))
        prev_thread = thread

    facts = []
    for i, spec in enumerate(FACTS):
        key, kind, about, thread, gen, ref, phr = spec
        if i in corr:
            facts.append(Planted(kind=kind, about=about, value=corr[i][1], turn=fact_turn[i],
                                 stale=values[i], corrected_at=corr[i][0]))
        else:
            facts.append(Planted(kind=kind, about=about, value=values[i], turn=fact_turn[i]))
    facts.sort(key=lambda f: f.turn)
    return Conversation(turns=out, facts=facts)


# ---------------------------------------------------------------------------------------------
# self-check
# ---------------------------------------------------------------------------------------------

def _check(conv: Conversation, turns: int, n_corr: int) -> None:
    assert len(conv.turns) == turns
    assert all(isinstance(u, str) and isinstance(a, str) and u and a for u, a in conv.turns)
    counts = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    assert counts == KIND_COUNTS, counts
    assert len(conv.facts) == 50
    assert [f.turn for f in conv.facts] == sorted(f.turn for f in conv.facts)
    assert len({f.turn for f in conv.facts}) == 50, "one fact per turn"
    cs = conv.corrections
    assert len(cs) == n_corr, len(cs)
    texts = [(u.lower(), a.lower()) for u, a in conv.turns]
    strings = [f.value for f in conv.facts] + [f.stale for f in cs]
    low = [s.lower() for s in strings]
    assert len(set(low)) == len(low), "duplicate values"
    for i, x in enumerate(low):
        for j, y in enumerate(low):
            assert i == j or x not in y, (strings[i], strings[j])
    fact_turns = {f.turn for f in conv.facts}
    corr_turns = {f.corrected_at for f in cs}
    assert not (fact_turns & corr_turns)
    assert len(corr_turns) == n_corr
    for f in conv.facts:
        assert f.kind in KIND_COUNTS
        if f.stale is None:
            first, allowed = f.value.lower(), {f.turn}
        else:
            assert f.kind in CORR_KINDS
            assert f.corrected_at >= f.turn + 50, (f.turn, f.corrected_at)
            assert f.corrected_at < 0.9 * turns, f.corrected_at
            first = f.stale.lower()
            allowed = {f.turn, f.corrected_at}
            # new value: only in the correction turn, stated once by the user
            nv = f.value.lower()
            ul, _ = texts[f.corrected_at - 1]
            assert ul.count(nv) == 1, (f.value, conv.turns[f.corrected_at - 1])
            for k, (u, a) in enumerate(texts, 1):
                if k != f.corrected_at:
                    assert nv not in u and nv not in a, (f.value, k)
        ul, _ = texts[f.turn - 1]
        assert ul.count(first) == 1, (first, conv.turns[f.turn - 1][0])
        for k, (u, a) in enumerate(texts, 1):
            if k not in allowed:
                assert first not in u and first not in a, (first, k, conv.turns[k - 1])


def _summary(conv: Conversation) -> str:
    uw = [len(u.split()) for u, _ in conv.turns]
    aw = [len(a.split()) for _, a in conv.turns]
    chars = sum(len(u) + len(a) for u, a in conv.turns)
    n = len(conv.turns)
    distinct = len({u for u, _ in conv.turns})
    return (f"turns={n} facts={len(conv.facts)} corrections={len(conv.corrections)} "
            f"user_words={sum(uw) / n:.1f} asst_words={sum(aw) / n:.1f} ~tokens={chars // 4} "
            f"distinct_user_msgs={distinct}")


if __name__ == "__main__":
    import time

    t0 = time.time()
    for seed in range(1, 6):
        c1 = generate(seed)
        c2 = generate(seed)
        assert c1.turns == c2.turns and c1.facts == c2.facts, "non-deterministic"
        _check(c1, 1000, 6)
        print(f"seed {seed} (1000/6): {_summary(c1)}")
    for seed in (1, 2):
        c1 = generate(seed, turns=400, n_corrections=3)
        c2 = generate(seed, turns=400, n_corrections=3)
        assert c1.turns == c2.turns and c1.facts == c2.facts, "non-deterministic"
        _check(c1, 400, 3)
        print(f"seed {seed} (400/3):  {_summary(c1)}")
    a, b = generate(1), generate(2)
    assert [f.value for f in a.facts] != [f.value for f in b.facts]
    print(f"all checks passed in {time.time() - t0:.1f}s")

    conv = generate(1)
    print("\n--- sample turns (seed 1) ---")
    for k in (1, 2, 3, 150, 400, 777):
        u, a = conv.turns[k - 1]
        print(f"[{k}] USER: {u}\n      AI: {a}")
    print("\n--- sample planted facts (seed 1) ---")
    shown = [f for f in conv.facts if f.stale is None][:: 11][:4] + conv.corrections[:2]
    for f in shown:
        print(f"{f.kind:10s} {f.about!r} = {f.value!r} (turn {f.turn}"
              + (f", stale {f.stale!r}, corrected at {f.corrected_at})" if f.stale else ")"))
        print(f"   USER@{f.turn}: {conv.turns[f.turn - 1][0]}")
        if f.stale:
            print(f"   USER@{f.corrected_at}: {conv.turns[f.corrected_at - 1][0]}")
