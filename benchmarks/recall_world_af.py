# ruff: noqa
"""Held-out recall world "af": Sid Rao, marine engineer on rotation out of Aberdeen.

A seeded chat (default 1,000 turns) between ONE user and an AI assistant. The user is
Siddharth "Sid" Rao, 44, Indian-born marine engineer (second engineer) working rotations
on the offshore supply vessel "Grampian Osprey" out of Aberdeen, Scotland. Married to
Lakshmi, two teenagers (Anika, 17, and Rohan, 15). He writes clipped, practical, slightly
formal Indian English with the odd Hindi/Kannada word ("yaar", "ayyo", "theek hai",
"swalpa") and ship jargon (E/R, PMS, JSA, ROB, DP2, 2/E), usually from the ship's mess
on patchy Wi-Fi.

Ten everyday threads (plus home/small talk):
  rota       - rotation schedule, crew changes, life on board
  uni        - Anika's university applications (UCAS, open days, interview)
  cricket    - Rohan's under-15 cricket club
  appa       - his elderly father's care back in Bengaluru
  extension  - the home extension with a builder in Aberdeen
  mortgage   - remortgaging as the fix ends
  car        - the Skoda Octavia: MOT, repairs, insurance
  citizen    - Lakshmi's British citizenship (naturalisation) application
  catering   - Lakshmi's small home catering business
  coc        - revalidating his Certificate of Competency (CoC), ENG1, courses

Planted facts (exactly 50): person 8, pet 4, date 7, amount 6, phone 4, address 4,
id 6, decision 4, preference 4, constraint 3.  ``n_corrections`` of the
person/date/amount/phone/address/id facts are corrected later (``stale`` = the
original value at ``turn``, ``value`` = the new one at ``corrected_at``).

``generate(seed, turns=1000, n_corrections=6)`` is deterministic for a seed (only
``random.Random(seed)`` is used).  Run this file directly for a self-check.
"""
from __future__ import annotations

import datetime as _dt
import os
import random
import sys
import time

from recall_conversation import Conversation, Planted

KIND_COUNTS = {
    "person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4,
    "address": 4, "id": 6, "decision": 4, "preference": 4, "constraint": 3,
}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")

# --------------------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------------------
_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"]
_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


_AI_SWAPS = [("how you answer me", "how I answer you"), ("my ", "your "), ("our ", "your "),
             ("we're ", "you're "), ("I'm ", "you're ")]


def _ai_noun(noun: str) -> str:
    """The user's noun phrase as the assistant would say it ("my CoC number" -> "your CoC number")."""
    out = " " + noun
    for a, b in _AI_SWAPS:
        out = out.replace(" " + a, " " + b)
    return out[1:]


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def _digits(rng: random.Random, n: int, first: str = "123456789") -> str:
    return rng.choice(first) + "".join(rng.choice("0123456789") for _ in range(n - 1))


def _letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXY") for _ in range(n))


def _indian(n: int) -> str:
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


# --------------------------------------------------------------------------------------
# value generators for planted facts
# --------------------------------------------------------------------------------------
def _uk_mobile(rng):
    a = _digits(rng, 3, "456789")
    b = _digits(rng, 6)
    f = rng.randrange(4)
    if f == 0:
        return f"07{a} {b}"
    if f == 1:
        return f"07{a}-{b}"
    if f == 2:
        return f"+44 7{a} {b[:3]} {b[3:]}"
    return f"07{a} {b[:3]} {b[3:]}"


def _abz_landline(rng):
    b = _digits(rng, 6, "2345678")
    f = rng.randrange(3)
    if f == 0:
        return f"01224 {b}"
    if f == 1:
        return f"(01224) {b[:3]} {b[3:]}"
    return f"01224-{b}"


def _edi_landline(rng):
    a, b = _digits(rng, 3, "2345689"), _digits(rng, 4)
    f = rng.randrange(3)
    if f == 0:
        return f"0131 {a} {b}"
    if f == 1:
        return f"0131-{a}-{b}"
    return f"+44 131 {a} {b}"


def _in_mobile(rng):
    a, b = _digits(rng, 5, "6789"), _digits(rng, 5)
    f = rng.randrange(4)
    if f == 0:
        return f"+91 {a} {b}"
    if f == 1:
        return f"+91-{a}{b}"
    if f == 2:
        return f"0{a} {b}"
    return f"{a}-{b}"


def _blr_landline(rng):
    a, b = _digits(rng, 4, "2345678"), _digits(rng, 4)
    f = rng.randrange(3)
    if f == 0:
        return f"080-{a} {b}"
    if f == 1:
        return f"080 {a}{b}"
    return f"+91 80 {a} {b}"


def _date_value(rng):
    d = _dt.date(2025, 1, 1) + _dt.timedelta(days=rng.randint(15, 345))
    day, m, mon, wd = d.day, d.month, _MONTHS[d.month - 1], _WEEKDAYS[d.weekday()]
    f = rng.randrange(9)
    if f == 0:
        return f"{wd} {day} {mon}"
    if f == 1:
        return f"{_ordinal(day)} {mon}"
    if f == 2:
        return f"the {_ordinal(day)} of {mon}"
    if f == 3:
        return f"{mon} {_ordinal(day)}"
    if f == 4:
        return f"{day:02d}/{m:02d}/2025"
    if f == 5:
        return f"{day}.{m}.25"
    if f == 6:
        return f"{wd[:3]} {day} {mon[:3]}"
    if f == 7:
        return f"{day} {mon} 2025"
    return f"2025-{m:02d}-{day:02d}"


_ABZ_STREETS = ["Albyn Place", "Queen's Road", "Carden Place", "Bon Accord Crescent", "Golden Square",
                "Rubislaw Terrace", "Union Grove", "Crown Street", "Huntly Street", "Victoria Street"]
_ESTATES = ["Altens Industrial Estate", "Kirkhill Industrial Estate", "Tullos Industrial Estate",
            "Wellington Circle", "Bridge of Don Industrial Estate", "Howe Moss Drive"]
_HALLS = [("Cults Parish Hall", "Kirk Brae", "Cults"), ("Westhill Community Hall", "Old Skene Road", "Westhill"),
          ("Bieldside Village Hall", "Church Lane", "Bieldside"), ("Kingswells Community Centre", "Fernhill Drive", "Kingswells"),
          ("Milltimber Pavilion", "Monearn Gardens", "Milltimber")]
_BLR_AREAS = [("4th Block, Jayanagar", "560011"), ("Basavanagudi", "560004"), ("2nd Stage, Banashankari", "560070"),
              ("Malleswaram", "560003"), ("Whitefield", "560066"), ("J.P. Nagar 6th Phase", "560078"),
              ("Vijayanagar", "560040")]
_EDI_BUILDINGS = ["Hadley Building", "Kerr Wing", "Murchison House", "Lindsay Hall", "Ure Building"]
_EDI_STREETS = ["Marchmont Road", "Buccleuch Place", "Mayfield Terrace", "Causewayside", "Dalkeith Road"]


def _pc(rng, area):
    district = rng.choice([10, 11, 12, 13, 14, 15, 16, 21, 22, 23, 24, 25]) if area == "AB" else rng.randint(1, 17)
    return f"{area}{district} {rng.randint(1, 9)}{_letters(rng, 2)}"


def _addr_appa(rng):
    area, pin = rng.choice(_BLR_AREAS)
    f = rng.randrange(3)
    if f == 0:
        return f"No. {rng.randint(3, 240)}, {_ordinal(rng.randint(1, 12))} Cross, {area}, Bengaluru {pin}"
    if f == 1:
        return f"#{rng.randint(3, 240)}, {_ordinal(rng.randint(1, 18))} Main Road, {area}, Bangalore - {pin}"
    return f"Flat {rng.randint(1, 6)}0{rng.randint(1, 9)}, Sai Krupa Residency, {area}, Bengaluru {pin}"


def _addr_office(rng):
    return f"{rng.randint(2, 58)} {rng.choice(_ABZ_STREETS)}, Aberdeen {_pc(rng, 'AB')}"


def _addr_sol(rng):
    f = rng.randrange(2)
    if f == 0:
        return _addr_office(rng)
    return f"Suite {rng.randint(2, 9)}, {rng.randint(10, 99)} {rng.choice(['George Street', 'Melville Street', 'Queen Street'])}, Edinburgh {_pc(rng, 'EH')}"


def _addr_garage(rng):
    return f"Unit {rng.randint(2, 31)}, {rng.choice(_ESTATES)}, Aberdeen {_pc(rng, 'AB')}"


def _addr_hall(rng):
    hall, street, town = rng.choice(_HALLS)
    return f"{hall}, {rng.randint(1, 40)} {street}, {town} {_pc(rng, 'AB')}"


def _addr_exam(rng):
    return f"Marine Office, Unit {rng.randint(2, 14)}, {rng.choice(['Regent Walk', 'Prime Four Business Park', 'Stoneywood Park', 'Riverside Drive'])}, Aberdeen {_pc(rng, 'AB')}"


def _addr_rental(rng):
    return f"Flat {rng.randint(1, 4)}/{rng.randint(1, 3)}, {rng.randint(11, 190)} {rng.choice(['Holburn Street', 'Great Western Road', 'Rosemount Place', 'King Street'])}, Aberdeen {_pc(rng, 'AB')}"


def _addr_interview(rng):
    return (f"Room {rng.randint(1, 4)}.{rng.randint(1, 29):02d}, {rng.choice(_EDI_BUILDINGS)}, "
            f"{rng.randint(3, 80)} {rng.choice(_EDI_STREETS)}, Edinburgh {_pc(rng, 'EH')}")


def _id_nat(rng):
    f = rng.randrange(3)
    if f == 0:
        return f"UKVI-NAT-{_digits(rng, 7)}"
    if f == 1:
        return f"GWF0{_digits(rng, 8)}"
    return f"NAT/{_digits(rng, 4)}/{_digits(rng, 5)}/AB"


def _id_mort(rng):
    f = rng.randrange(3)
    if f == 0:
        return f"MA-{_digits(rng, 5)}-SC"
    if f == 1:
        return f"APP{_digits(rng, 8)}"
    return f"RM/{_digits(rng, 4)}/{_letters(rng, 3)}{_digits(rng, 3)}"


def _id_ucas(rng):
    return f"{_digits(rng, 3)}-{_digits(rng, 3)}-{_digits(rng, 4)}"


def _id_coc(rng):
    f = rng.randrange(3)
    if f == 0:
        return f"EK{_digits(rng, 6)}"
    if f == 1:
        return f"{_digits(rng, 6)}/CEO"
    return f"COC-II2-{_digits(rng, 5)}"


def _id_planning(rng):
    f = rng.randrange(2)
    if f == 0:
        return f"{_digits(rng, 6)}/DPP"
    return f"BW/{rng.randint(22, 25)}/{_digits(rng, 4)}"


def _id_patient(rng):
    f = rng.randrange(2)
    if f == 0:
        return f"JYN-MRN-{_digits(rng, 6)}"
    return f"UHID {_digits(rng, 10)}"


def _id_mot(rng):
    return f"{_digits(rng, 4)} {_digits(rng, 4)} {_digits(rng, 4)}"


def _id_fbr(rng):
    return f"FBR/AC/{rng.randint(2022, 2025)}/{_digits(rng, 4, '0123456789')}"


def _pick(pool):
    return lambda rng: rng.choice(pool)


# Each candidate: (key, kind, thread, about, noun, generator)
FACT_CANDIDATES = [
    # ---- person
    ("builder", "person", "extension", "builder running the extension", "the builder",
     _pick(["Gordon McTavish", "Alasdair Reid", "Craig Buchan", "Neil Forbes-Wylie", "Stuart Imrie", "Derek Garioch"])),
    ("broker", "person", "mortgage", "mortgage broker", "our mortgage broker",
     _pick(["Fiona Strachan", "Lorna Milne", "Kirsty Beattie", "Morag Cruickshank", "Gillian Duthie"])),
    ("caregiver", "person", "appa", "father's caregiver in Bengaluru", "Appa's new caregiver",
     _pick(["Shantamma Gowda", "Lalitha Narayan", "Savitri Hegde", "Pushpa Raghavendra", "Kamala Shetty"])),
    ("coach", "person", "cricket", "son's cricket coach", "Rohan's new coach at the club",
     _pick(["Imran Qureshi", "Dougie Paterson", "Faisal Mirza", "Ben Lockhart", "Tariq Rehman"])),
    ("referee", "person", "uni", "daughter's UCAS referee", "Anika's UCAS referee",
     _pick(["Mrs Elspeth Hardie", "Mr Callum Ogston", "Dr Rhona Keir", "Mrs Yvonne Stephen"])),
    ("solicitor", "person", "citizen", "immigration solicitor", "the immigration solicitor",
     _pick(["Priya Venkataraman", "Hamish Lorimer", "Aileen MacRae", "Sunil Menon-Grant"])),
    ("mechanic", "person", "car", "mechanic looking after the car", "the mechanic looking after the Octavia",
     _pick(["Kenny Slessor", "Gary Mutch", "Wullie Fyfe", "Ally Christie"])),
    ("cardio", "person", "appa", "father's cardiologist", "Appa's cardiologist",
     _pick(["Dr. K. S. Ramaswamy", "Dr. Vinay Kulkarni", "Dr. Asha Bhat", "Dr. Mohan Iyengar"])),
    ("chief", "person", "rota", "new chief engineer on the vessel", "the new chief on the Osprey",
     _pick(["Lars Haugland", "Pawel Nowicki", "Torbjorn Eide", "Grzegorz Wilk", "Jamie Ritchie"])),
    ("examiner", "person", "coc", "MCA oral examiner", "my oral examiner at the MCA",
     _pick(["Captain Graham Leask", "Mr Iain Sutherland", "Capt. Moira Flett"])),
    ("events", "person", "catering", "wife's events contact at the golf club", "Lakshmi's events contact at the golf club",
     _pick(["Heather Cowie", "Joanne Reith", "Shona Gauld"])),
    # ---- pet
    ("dog", "pet", "home", "family dog's name", "our rescue dog", _pick(["Kaju", "Sheru", "Bramble"])),
    ("cat", "pet", "appa", "name of the cat at father's house", "the cat at Appa's house", _pick(["Mishti", "Chikoo", "Billu"])),
    ("tortoise", "pet", "home", "son's tortoise's name", "Rohan's tortoise", _pick(["Captain Nemo", "Gundu", "Shelldon"])),
    ("rabbit", "pet", "home", "daughter's rabbit's name", "Anika's rabbit", _pick(["Bunty", "Pepperpot", "Laddoo"])),
    ("stray", "pet", "home", "stray cat that adopted the family's shed", "the stray cat that's moved into our shed",
     _pick(["Rollo", "Bracken", "Maisie"])),
    # ---- date
    ("ext_start", "date", "extension", "date the extension work starts", "the extension start on site", _date_value),
    ("mot", "date", "car", "car's MOT date", "the Octavia's MOT", _date_value),
    ("ceremony", "date", "citizen", "wife's citizenship ceremony date", "Lakshmi's citizenship ceremony", _date_value),
    ("interview", "date", "uni", "daughter's university interview date", "Anika's interview at Edinburgh", _date_value),
    ("surgery", "date", "appa", "father's angioplasty date", "Appa's angioplasty", _date_value),
    ("oral", "date", "coc", "CoC oral exam date", "my CoC oral exam", _date_value),
    ("crewchange", "date", "rota", "next crew change date", "my next crew change", _date_value),
    ("completion", "date", "mortgage", "remortgage completion date", "the remortgage completion", _date_value),
    ("final", "date", "cricket", "son's cup final date", "Rohan's cup final", _date_value),
    # ---- amount
    ("quote", "amount", "extension", "builder's revised quote", "the builder's revised quote",
     lambda r: f"£{r.randrange(12000, 46000, 50):,}"),
    ("hospital", "amount", "appa", "father's hospital bill", "Appa's hospital bill",
     lambda r: r.choice(["₹", "Rs ", "Rs. "]) + _indian(r.randrange(120000, 480000, 500))),
    ("clutch", "amount", "car", "garage estimate for the clutch", "the garage estimate for the clutch",
     lambda r: f"£{r.randint(380, 1350)}.{r.choice([20, 40, 60, 80, 95, 99]):02d}"),
    ("loan", "amount", "mortgage", "new mortgage loan amount", "the new loan amount",
     lambda r: f"£{r.randrange(150000, 260000, 100):,}"),
    ("invoice", "amount", "catering", "wife's invoice for the Diwali party", "Lakshmi's invoice for the Diwali party",
     lambda r: f"£{r.randrange(1500, 4800, 5):,}"),
    ("summer", "amount", "uni", "deposit for daughter's summer programme", "the deposit for Anika's summer programme in Boston",
     lambda r: r.choice(["$", "US$"]) + f"{r.randrange(1050, 2400, 25):,}"),
    ("tour", "amount", "cricket", "son's cricket tour contribution", "the cricket tour contribution",
     lambda r: f"£{r.randint(320, 690)}.00"),
    ("course", "amount", "coc", "fee for the firefighting refresher course", "the fee for the firefighting refresher",
     lambda r: f"£{r.randrange(1100, 2200, 5):,} + VAT"),
    # ---- phone
    ("builder_ph", "phone", "extension", "builder's mobile number", "the builder's mobile", _uk_mobile),
    ("care_ph", "phone", "appa", "caregiver agency's number in Bengaluru", "the caregiver agency's number", _in_mobile),
    ("broker_ph", "phone", "mortgage", "mortgage broker's direct line", "the broker's direct line", _abz_landline),
    ("garage_ph", "phone", "car", "garage's phone number", "the garage's number", _abz_landline),
    ("sol_ph", "phone", "citizen", "solicitor's office number", "the solicitor's office number", _edi_landline),
    ("ward_ph", "phone", "appa", "ward desk number at father's hospital", "the ward desk number at Appa's hospital", _blr_landline),
    ("coach_ph", "phone", "cricket", "cricket coach's mobile", "the coach's mobile", _uk_mobile),
    # ---- address
    ("appa_addr", "address", "appa", "father's new address in Bengaluru", "Appa's new flat", _addr_appa),
    ("sol_addr", "address", "citizen", "solicitor's office address", "the solicitor's office", _addr_sol),
    ("garage_addr", "address", "car", "garage's address", "the garage", _addr_garage),
    ("venue_addr", "address", "catering", "venue for the Diwali catering job", "the venue for the Diwali job", _addr_hall),
    ("exam_addr", "address", "coc", "MCA exam centre address", "the exam centre for my oral", _addr_exam),
    ("rental_addr", "address", "extension", "temporary flat during the building work", "the temporary flat we're renting during the works", _addr_rental),
    ("interview_addr", "address", "uni", "daughter's interview venue", "the interview venue in Edinburgh", _addr_interview),
    # ---- id
    ("nat_ref", "id", "citizen", "citizenship application reference", "the citizenship application reference", _id_nat),
    ("mort_ref", "id", "mortgage", "mortgage application number", "the mortgage application number", _id_mort),
    ("ucas", "id", "uni", "daughter's UCAS Personal ID", "Anika's UCAS Personal ID", _id_ucas),
    ("coc_no", "id", "coc", "his CoC certificate number", "my CoC number", _id_coc),
    ("planning", "id", "extension", "building warrant reference", "the building warrant reference", _id_planning),
    ("patient", "id", "appa", "father's hospital patient ID", "Appa's patient ID at the hospital", _id_patient),
    ("mot_no", "id", "car", "MOT test number", "the MOT test number", _id_mot),
    ("fbr", "id", "catering", "wife's food business registration number", "Lakshmi's food business registration number", _id_fbr),
    # ---- decision
    ("worktop", "decision", "extension", "kitchen worktop choice", "the kitchen worktop",
     _pick(["we're going with the quartz worktop", "we're going with the oak worktop after all"])),
    ("fix", "decision", "mortgage", "mortgage deal choice", "the mortgage term",
     _pick(["we'll fix for five years with the building society", "we're taking the two-year tracker instead of a fix"])),
    ("firm", "decision", "uni", "daughter's firm university choice", "Anika's firm choice",
     _pick(["Anika is putting Edinburgh as her firm choice", "Anika is putting Strathclyde as her firm choice"])),
    ("assisted", "decision", "appa", "father's living arrangement", "Appa's living arrangements",
     _pick(["Appa is moving into the assisted living place in Whitefield", "Appa stays at home with a live-in carer"])),
    ("carplan", "decision", "car", "what to do about the car", "the car situation",
     _pick(["we're scrapping the Octavia and buying a used Kia Ceed", "we're keeping the Octavia one more year"])),
    ("weekend", "decision", "catering", "wife's booking policy", "Lakshmi's bookings",
     _pick(["Lakshmi is only taking weekend bookings until March"])),
    ("nets", "decision", "cricket", "son's cricket schedule", "Rohan's cricket schedule",
     _pick(["Rohan is dropping Sunday nets until his exams finish"])),
    ("route", "decision", "coc", "CoC revalidation route", "the CoC revalidation route",
     _pick(["I'm revalidating on sea service, not doing the shore course"])),
    # ---- preference
    ("calls", "preference", "appa", "when he prefers video calls with his father", "the calls with Appa",
     _pick(["I'd rather do the video calls with Appa after 9pm IST"])),
    ("bullets", "preference", "misc", "preferred answer format", "how you answer me",
     _pick(["I prefer short bullet-point answers to long paragraphs"])),
    ("aisle", "preference", "rota", "seat preference on flights", "flights home",
     _pick(["I always want an aisle seat on the Aberdeen flights"])),
    ("stages", "preference", "extension", "how he prefers to pay the builder", "paying the builder",
     _pick(["I'd rather pay the builder in stages than anything upfront"])),
    ("voice", "preference", "rota", "preferred contact while offshore", "contact while I'm offshore",
     _pick(["I prefer WhatsApp voice notes to phone calls when I'm offshore"])),
    ("chai", "preference", "misc", "how he takes his chai", "my chai",
     _pick(["I like my chai with half the sugar these days"])),
    ("halls", "preference", "uni", "daughter's first-year accommodation", "Anika's accommodation",
     _pick(["I'd rather Anika lives in catered halls in first year"])),
    # ---- constraint
    ("nuts", "constraint", "catering", "allergy rule for the Kapoor order", "the Kapoor order",
     _pick(["the Kapoor order has to be completely nut-free"])),
    ("stairs", "constraint", "appa", "father's mobility limit", "Appa's new place",
     _pick(["Appa cannot manage stairs any more"])),
    ("calltimes", "constraint", "rota", "when he can take calls offshore", "my call times",
     _pick(["I can only take calls between 1800 and 1900 ship time"])),
    ("depth", "constraint", "extension", "extension size limit", "the extension size",
     _pick(["the extension can't go beyond 4 metres from the back wall"])),
    ("travel", "constraint", "citizen", "wife's travel restriction", "Lakshmi's travel",
     _pick(["Lakshmi can't travel outside the UK until the citizenship decision"])),
    ("payment", "constraint", "mortgage", "monthly payment limit", "the new mortgage payment",
     _pick(["the monthly payment has to stay under what we pay now"])),
]

# --------------------------------------------------------------------------------------
# fact phrasing templates ({noun}, {Noun}, {value}); the last one of each list is the
# "implied" template whose topic is set up by a lead-in turn just before it.
# --------------------------------------------------------------------------------------
FACT_TEMPLATES = {
    "person": [
        "Finally got a name for {noun}: {value}. Seems sensible, answered every question without fuss.",
        "{value} is going to be {noun}, so if I mention that name later, that's who it is.",
        "Few updates — Lakshmi's oven is fixed, Rohan has nets on Thursday, and {noun} will be {value}.",
        "Should I message {value} directly, since that's {noun} now, or wait for the office to introduce us?",
        "Spoke to {noun} today — {value}, very sharp, asked better questions than I did.",
        "Had a video call with {value} this afternoon. That's {noun} going forward. Thorough type, I liked that.",
        "Ok found it. {value}. That's the one, apparently very experienced.",
    ],
    "pet": [
        "Name update for {noun}: {value}. It has stuck now, no changing it.",
        "{value} — that's {noun}. Don't ask who chose it.",
        "Lakshmi sent a video of {noun}, {value}, doing absolutely nothing for two minutes. Best thing I've watched all week.",
        "Is {value} a daft name for {noun}? Be honest. Too late anyway.",
        "Home news in brief: boiler ok, Anika revising, {noun} is called {value}, and the bins are overflowing again.",
        "It's {value}. Final answer, apparently, the vote was not close.",
    ],
    "date": [
        "{Noun} is fixed for {value}. Writing it on the mess whiteboard so I don't forget.",
        "{value} — that's {noun}. Need to sort flights and cover around it.",
        "Got the letter today: {noun} is on {value}.",
        "Can you remind me nearer the time? {Noun} is {value} and I'll probably be offshore.",
        "Dates for the fridge door: {noun} on {value}, Lakshmi's market stall the weekend after, Rohan's parents' evening sometime in between.",
        "Do you think {value} is too tight for {noun}? That's what they've given us.",
        "Ok, it's {value}. Not ideal with the rota, but fine.",
    ],
    "amount": [
        "{Noun} came to {value}. Bit more than I hoped, honestly.",
        "{value}. That's {noun}. I nearly choked on my tea.",
        "So {noun} is {value} — does that sound reasonable to you?",
        "Money update, because Lakshmi wants a spreadsheet: {noun} {value}, council tax the usual, car insurance still pending.",
        "Agreed on {noun} at {value}. Bank balance will be crying.",
        "Between us, {noun} at {value} is steep, but what to do.",
        "Here: {value}, all in. They say no surprises later. We'll see.",
    ],
    "phone": [
        "{Noun} is {value}, saving it here because my phone keeps dying.",
        "If you need it later, {value} is {noun}.",
        "Can you keep {noun} handy? It's {value}.",
        "Contacts I keep losing: {noun} — {value}. That's the main one.",
        "Rang {noun} on {value} three times today, no answer. Will try again after watch.",
        "Number is {value}. Copying it here before the screenshot disappears.",
    ],
    "address": [
        "{Noun} is at {value}.",
        "For the satnav later: {value}. That's {noun}.",
        "Is parking difficult near {noun}? Address is {value}.",
        "Writing this down before I forget — {noun}, {value}.",
        "Lakshmi will drive to {noun} at {value} while I'm away, she hates the roundabouts round there.",
        "Here it is: {value}. Lakshmi already put it in the satnav.",
    ],
    "id": [
        "{Noun} is {value}. Please keep it safe, I keep losing the email.",
        "{value} — {noun}, in case they ask on the phone.",
        "They asked me to quote {noun} on every call, it's {value}.",
        "Is {value} the format you'd expect for {noun}? Looks odd to me.",
        "For the file: {noun} {value}, plus the usual passport copies.",
        "Ref is {value}. Copied it twice to be sure.",
    ],
    "decision": [
        "Right, decided — {value}.",
        "After much back and forth with Lakshmi, {value}.",
        "Do you think it's a mistake that {value}? Because that's where we've landed.",
        "For the record, {value}. No more going round in circles.",
        "Small win tonight: {value}, and Rohan did the dishes without being asked.",
        "Ok so, {value}. Done, no more discussion.",
    ],
    "preference": [
        "Just so you know, {value}.",
        "One thing about me — {value}. Lakshmi says I'm fussy.",
        "For future reference, {value}, so plan suggestions around that.",
        "Is it weird that {value}? Been like that for years.",
        "Not a big deal, but {value}.",
        "Basically, {value}. That's all.",
    ],
    "constraint": [
        "Hard rule: {value}.",
        "Whatever we plan, remember {value}.",
        "Can we work around this — {value}?",
        "The catch is that {value}, so don't suggest anything that breaks that.",
        "Lakshmi reminded me again, {value}. Non-negotiable.",
        "Main thing is, {value}. Everything else is flexible.",
    ],
}

LEADINS = {
    "person": ["Some news on {noun} — hang on, need to find the email, this Wi-Fi is crawling.",
               "Lakshmi finally heard back about {noun}. Let me find her message, one sec."],
    "pet": ["Family vote tonight on the name for {noun}. Results coming in, the connection is slow.",
            "The kids have been arguing all week about what to call {noun}. Verdict is in, typing it."],
    "date": ["Got a letter about {noun} today, let me find it, I left it in the other tab.",
             "They finally confirmed {noun}. Hold on, the page is loading at dial-up speed."],
    "amount": ["The number for {noun} came through. Sitting down before I read it out.",
               "Lakshmi just forwarded {noun}. Opening the attachment, give me a second."],
    "phone": ["Someone finally sent me {noun}, one sec, copying it off a screenshot.",
              "Need to save {noun} somewhere I won't lose it. Typing it in a minute."],
    "address": ["Got the address for {noun}, hold on, the message is half loaded.",
                "Lakshmi asked me to note down where {noun} is. Give me a moment."],
    "id": ["They've emailed {noun} at last. Hang on, copying it carefully.",
           "Found {noun} in my spam folder of all places. One minute."],
    "decision": ["Been going back and forth on {noun} with Lakshmi all week. We finally agreed, typing it now.",
                 "Family meeting on the video call tonight about {noun}. Verdict coming."],
    "preference": ["Small thing about {noun}, let me type it properly.",
                   "Been meaning to tell you something about {noun}. Hang on."],
    "constraint": ["There's one hard limit on {noun} I should have mentioned earlier. Typing it now, Wi-Fi permitting.",
                   "Before we plan anything more about {noun}, one thing you must know. Sec."],
}
LEADIN_REPLIES = [
    "No rush — take your time, I'll be here. If the connection keeps dropping, paste it in short chunks; small messages tend to go through more reliably than one long one on satellite links.",
    "Sure, whenever it loads. Patchy Wi-Fi at sea is a pain, so don't worry about formatting — just send what you have and we can tidy it up afterwards.",
    "Of course. While you find it, it might be worth keeping a single note on your phone for these details so you're not hunting through emails on a slow connection every time.",
]

CORRECTION_TEMPLATES = {
    "person": [
        "Scratch that, {noun} is now {new}. The earlier arrangement fell through.",
        "Change of plan: {new} will be {noun} from now on.",
        "Small update, {noun} changed — it's {new} now, not {old}.",
        "Ugh, another reshuffle. {Noun} will be {new}, apparently final this time.",
        "Forget the name I gave you before for {noun}. It's {new}.",
    ],
    "date": [
        "The date moved: {noun} is now {new}.",
        "Scratch that, {noun} has been pushed to {new}.",
        "Correction — {noun} is {new}, not {old}. I misread the letter.",
        "They rescheduled {noun}. New date is {new}, everything else the same.",
        "Heads up, {noun} changed again, now {new}. Third time lucky.",
    ],
    "amount": [
        "Revised figure: {noun} is now {new}.",
        "Sorry, I typed it wrong earlier — {noun} is {new}, not {old}.",
        "They came back with a new number for {noun}: {new}. Please use that.",
        "Update on {noun}, it's {new} after they rechecked everything.",
    ],
    "phone": [
        "Sorry, I typed the number wrong earlier. {Noun} is {new}.",
        "{Noun} has changed, the new one is {new}. The old one just rings out.",
        "Correction, {noun} is {new}, not {old}. Fat fingers on the mess keyboard.",
        "Use {new} for {noun} from now on, they changed it.",
    ],
    "address": [
        "They've moved — {noun} is now at {new}.",
        "Address correction: {new}. That's {noun}. The earlier one was outdated.",
        "Sorry, I gave the wrong address, {noun} is {new}, not {old}.",
        "Change of plan, {noun} will be {new} instead.",
    ],
    "id": [
        "They changed the reference: {noun} is now {new}.",
        "Update, {noun} has been reissued as {new}. Some system glitch, apparently.",
        "Small correction, {noun} is {new}, I had written {old} before.",
        "New one for you — {noun} is {new}. Please forget the earlier one.",
    ],
}
CORRECTION_REPLIES = [
    "Thanks for the correction — I'll use {new} for {noun} from now on and drop the earlier one. Worth updating anything you or Lakshmi wrote down or saved, so the old detail doesn't creep back in later.",
    "Got it, updated. Changes like this are easy to miss when you're offshore, so it might help to send Lakshmi a one-line message with the new detail so you're both working from the same information.",
    "Noted, {noun} is now {new}. If any forms or emails already went out with the old detail, a quick follow-up now will save confusion later.",
    "Understood, I've replaced the earlier detail. Sounds like the usual back and forth — if anything else changes, just tell me and I'll keep it straight.",
]

FACT_REPLIES = {
    "person": [
        "Noted — {value} as {noun}. It's worth saving their details alongside the other contacts for that job, so Lakshmi can reach them easily while you're offshore.",
        "Got it, I'll remember who {noun} is. A short intro email from you, copying Lakshmi, usually sets things off well when you're away at sea and can't always pick up the phone.",
        "Good to have a name at last. I'd reach out directly with a brief message — who you are, what you need and when you're reachable — rather than waiting; it tends to speed things up.",
    ],
    "pet": [
        "{value} is a great name. Sounds like {noun} is already part of the family — enjoy the videos, they're a good lift on a long trip.",
        "Ha, noted. Names chosen by committee always end up being the ones that stick. Hope the kids are sharing the feeding and walking duties fairly.",
        "Lovely. Pets are a real comfort for everyone at home when you're away for weeks at a time, so it's nice to hear things are settling in.",
    ],
    "date": [
        "Noted: {noun} on {value}. Worth checking now what else falls around that date, so there's time to arrange cover or move things if anything clashes.",
        "Got it. I'd set one reminder a week before and another two days before — with patchy Wi-Fi you don't want to rely on a single email getting through.",
        "Thanks, that's a useful date to pin down. If anything needs preparing in advance — documents, travel, someone to cover at home — now is a good time to list it.",
    ],
    "amount": [
        "Noted, {value} for {noun}. If you're keeping Lakshmi's spreadsheet, log the date and exactly what it covers, so it's easy to compare if a revised figure comes in later.",
        "That's a meaningful sum. If you haven't already, ask for a written breakdown — it makes any later discussion much easier and shows what's included.",
        "Understood. It's within the range I'd expect, though it's always fair to ask what's included and whether there's any flexibility on payment timing.",
    ],
    "phone": [
        "Saved: {noun}, {value}. Might be worth adding it to Lakshmi's phone as well, in case you're out of signal when something needs sorting.",
        "Got it. If nobody answers, a short text with your name and what it's about usually gets a call back faster than repeated calls.",
        "Noted. If it's a busy line, mid-morning or just after lunch is often easiest, so if you can time a call for your break it might save you some frustration.",
    ],
    "address": [
        "Noted the address for {noun}. Check parking and opening times before the day, and allow extra time for traffic if it's a fixed appointment.",
        "Got it — {value}. Worth dropping a pin in the family WhatsApp group so whoever goes has it ready on their phone.",
        "Thanks. If it's somewhere new, a quick look at the street view beforehand helps with finding the entrance and parking.",
    ],
    "id": [
        "Noted, {noun}: {value}. Keep a copy in your email drafts as well, so you can find it from any device even on a slow connection.",
        "Got it. Quoting the reference at the start of every call or email usually gets you to the right person much faster.",
        "Thanks, that's safe with me. It's also worth screenshotting the confirmation in case the portal is down when you need it.",
    ],
    "decision": [
        "That sounds like a sensible call, and it's good to have it settled — deciding is often harder than the thing itself. Let me know if you want help with the next steps.",
        "Good to hear you've landed on something. Writing down the main reasons now is worth it, so if doubts creep in later you can remember why you chose this.",
        "Fair enough — there's no perfect option, and this one fits your situation. I'll keep it in mind when we talk about the related plans.",
    ],
    "preference": [
        "Understood — I'll keep that in mind from now on. It's a perfectly reasonable preference.",
        "Not weird at all, and useful to know. I'll plan suggestions around it.",
        "Got it, noted. Small preferences like that make a big difference when you're juggling rotation life and family at the same time.",
    ],
    "constraint": [
        "Understood, that's a firm constraint and I'll plan around it. Anything that doesn't fit it is off the table.",
        "Thanks for flagging it clearly. It's much easier to work within a hard limit when it's known upfront rather than discovered halfway through.",
        "Noted. That narrows things down, which honestly can make decisions easier. I'll keep every suggestion inside that limit.",
    ],
}

FACT_PREFIXES = ["Evening from the mess.", "Wi-Fi is behaving for once.", "Quick one before watch.", "Back after a long day.",
                 "Namaskara.", "Ok, admin time.", "Sitting in the mess with bad coffee.", "Lakshmi reminded me to tell you this.",
                 "Before I forget.", "Short message, signal is weak.", "Achha, one more thing."]
FACT_SUFFIXES = ["Anyway.", "Will update if anything changes.", "Theek hai.", "That's all for now, back to the E/R.",
                 "Lakshmi says hi, by the way.", "More later if the connection holds.", "Ok, chief is calling."]

# --------------------------------------------------------------------------------------
# filler: distractor slots
# --------------------------------------------------------------------------------------
D_NAMES = ["Euan", "Hamish", "Callum", "Ruaridh", "Kasia", "Tomasz", "Suresh", "Murali", "Vikram", "Jaspreet",
           "Ailsa", "Connor", "Big Davie", "Fergus", "Iona", "Shreya", "Pradeep", "Nisha", "Harpreet", "Magnus",
           "Sven", "Chinmay", "Gopal", "Bryony", "Kirsteen", "Arjun", "Mairi", "Deepak", "Lewis", "Ravi uncle",
           "Deepa aunty", "Venkatesh", "Olek", "Findlay", "Rajesh"]
D_SHIPS = ["Highland Tern", "Sea Kestrel", "North Corrie", "Braer Guardian", "Island Skua", "Troms Merlin",
           "Boka Fulmar", "Viking Sula", "Esvagt Dee"]
D_PLACES = ["Peterhead", "Montrose", "Lerwick", "Dyce", "Stonehaven", "Westhill", "Ellon", "Inverurie", "Cove Bay",
            "Banchory", "Torry", "Portlethen", "Fraserburgh", "Dundee", "Inverness", "Glasgow"]
D_BPLACES = ["Malleswaram", "Basavanagudi", "Koramangala", "Hebbal", "Yelahanka", "Indiranagar", "Rajajinagar", "Mysuru"]
D_PORTS = ["Peterhead", "Montrose", "Lerwick", "Aberdeen harbour", "Esbjerg", "Bergen", "Great Yarmouth"]
D_CODES = ["DP2", "bay 4", "No. 2 DG", "the port bow thruster", "PMS job 118", "tank 3S", "Gen 3", "the FRC davit",
           "berth 7", "quay 12", "the fuel purifier", "the aft winch", "the HPU", "No. 1 main engine", "the OWS",
           "the sewage plant", "the stern tube seal", "FiFi pump 2"]
D_CERTS = ["cyber security", "anti-bribery", "drug and alcohol policy", "GDPR", "environmental awareness"]
D_UNIS = ["Strathclyde", "Heriot-Watt", "Glasgow", "Dundee", "RGU", "Newcastle", "Sheffield", "Aberdeen"]
D_CLUBS = ["Stoneywood-Dyce", "Huntly", "Gordonians", "Forfarshire", "Strathmore", "Ellon Gordon"]
D_FIRMS = ["Shepherd", "Allied Surveyors", "DM Hall", "Graham + Sibbald"]
D_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "next Tuesday",
          "Thursday week", "this Saturday", "Monday morning", "Friday afternoon"]


def _g_time(r):
    f = r.randrange(4)
    if f == 0:
        return f"{r.choice([0, 2, 3, 5, 6, 7, 11, 13, 14, 15, 16, 21, 22, 23]):02d}{r.choice([0, 15, 30, 45]):02d}"
    if f == 1:
        return f"{r.randint(1, 11)}.{r.choice([0, 15, 30, 45]):02d}{r.choice(['am', 'pm'])}"
    if f == 2:
        return r.choice(["half six", "quarter to eight", "noon", "half five", "just after midnight"])
    return f"{r.randint(2, 11)}{r.choice(['am', 'pm'])}"


def _g_date(r):
    d = r.randint(1, 28)
    m = r.randrange(12)
    f = r.randrange(4)
    if f == 0:
        return f"{_ordinal(d)} {_MONTHS[m][:3]}"
    if f == 1:
        return f"the {_ordinal(d)}"
    if f == 2:
        return r.choice(["mid-", "end of ", "early "]) + _MONTHS[m]
    return f"{d}/{m + 1}"


def _g_gbp(r):
    f = r.randrange(4)
    if f == 0:
        return f"£{r.randint(12, 95)}"
    if f == 1:
        return f"£{r.randint(110, 990)}"
    if f == 2:
        return f"£{r.randint(1, 9)},{r.randrange(0, 1000, 10):03d}"
    return f"£{r.randint(20, 480)}.{r.choice([49, 50, 95, 99])}"


_GENS = {
    "name": lambda r: r.choice(D_NAMES),
    "ship": lambda r: r.choice(D_SHIPS),
    "place": lambda r: r.choice(D_PLACES),
    "bplace": lambda r: r.choice(D_BPLACES),
    "port": lambda r: r.choice(D_PORTS),
    "code": lambda r: r.choice(D_CODES),
    "cert": lambda r: r.choice(D_CERTS),
    "uni": lambda r: r.choice(D_UNIS),
    "club": lambda r: r.choice(D_CLUBS),
    "firm": lambda r: r.choice(D_FIRMS),
    "day": lambda r: r.choice(D_DAYS),
    "month": lambda r: r.choice(_MONTHS),
    "time": _g_time,
    "date": _g_date,
    "gbp": _g_gbp,
    "small": lambda r: f"£{r.randint(5, 60)}",
    "mid": lambda r: f"£{r.randint(120, 980)}",
    "big": lambda r: f"£{r.randint(2, 9)},{r.randrange(0, 1000, 50):03d}",
    "rent": lambda r: f"£{r.randint(145, 289)}",
    "perhead": lambda r: f"£{r.randint(12, 26)}.{r.choice(['00', '50'])}",
    "kilo": lambda r: f"£{r.randint(8, 14)}.{r.choice(['49', '99', '20'])}",
    "inr": lambda r: "₹" + _indian(r.randrange(4000, 95000, 500)),
    "num": lambda r: str(r.randint(3, 9)),
    "runs": lambda r: str(r.randint(12, 87)),
    "overs": lambda r: str(r.randint(9, 16)),
    "score": lambda r: f"{r.randint(0, 2)}-{r.randint(2, 4)}",
    "grades": lambda r: r.choice(["AAAB at Higher", "AAAAB at Higher", "AABB at Higher", "AAAA at Higher"]),
    "bp": lambda r: f"{r.randint(142, 178)}/{r.randint(84, 98)}",
    "a1c": lambda r: r.choice(["6.9%", "7.2%", "7.4%", "7.8%", "8.1%"]),
    "cr": lambda r: r.choice(["1.3", "1.4", "1.6", "1.1"]),
    "pct": lambda r: r.choice(["3.89%", "4.09%", "4.24%", "4.39%", "4.54%", "4.69%", "4.84%", "5.04%"]),
    "lifescore": lambda r: str(r.randint(19, 24)),
    "swell": lambda r: f"{r.randint(3, 6)}.{r.randint(0, 9)}",
}


class _Slots(dict):
    def __init__(self, rng):
        super().__init__()
        self.rng = rng

    def __missing__(self, key):
        base = key.rstrip("0123456789")
        v = _GENS[base](self.rng)
        self[key] = v
        return v


# --------------------------------------------------------------------------------------
# filler: (user template, [assistant templates]) per thread
# --------------------------------------------------------------------------------------
FILLER = {
    "rota": [
        ("Crew change slipped again. {ship} is weathered in at {port}, so my relief {name} won't get out to us till {day}. Chief reckons {date} at the earliest but nobody believes him.",
         ["That's frustrating, especially when the family has already started counting down. Weather slips tend to stack up, so it may help to give Lakshmi a window rather than a single date. Meanwhile, get your handover notes ready — open PMS jobs, anything odd on {code}, ROB figures — so when {name} arrives you can get away without a long overlap.",
          "Sorry, that's a rotten bit of luck. There isn't much you can do about the weather, but it's worth asking the office whether a helicopter change is an option if the boat stays stuck. And maybe plan something small and nice for the first evening home, so the delay at least has something at the end of it."]),
        ("Long day. {code} kept tripping all morning, spent hours in the E/R with {name} chasing an earth fault. Found it about {time}, chafed cable behind a panel. Classic.",
         ["Finding an intermittent earth fault in one shift is a decent result. I'd log the exact location and cable route in the PMS with a photo, so the next person doesn't start from zero if it comes back. If that panel sees vibration, extra clipping or a proper grommet at the next maintenance window should stop it rubbing through again."]),
        ("question — how do I politely tell the new 3/E that his permit paperwork is a mess? Nice lad, {name}, but the JSA he wrote for {code} was literally two lines.",
         ["Keep it private and practical. Sit with him over a coffee, go through one JSA together step by step — isolations, hazards, who does what — and let him rewrite it himself. Frame it as 'this is how the chief likes it' rather than 'you got it wrong'. Most junior engineers improve quickly once someone shows them a good example instead of just bouncing the form back."]),
        ("Cook made biryani tonight for my sake, very sweet of him. But yaar, it was basically pilau with food colouring. Didn't have the heart to tell him.",
         ["That's a kind gesture, and on a long trip the thought counts for a lot. If you want better biryani next time, you could write down a simple method or suggest a couple of things to order with the next stores — whole garam masala, proper basmati, crispy fried onions. Cooks usually enjoy a challenge if it's offered nicely and not as a complaint."]),
        ("Rotation maths. I'm on till {date}, then three weeks off. Lakshmi wants to know if we can squeeze in {place} for a long weekend somewhere in that gap.",
         ["It's usually doable if you leave a buffer of two or three days after your planned sign-off, in case the crew change slips. Book something refundable, or at least flexible, and avoid the very first weekend when you'll be tired anyway. A short drive rather than a flight keeps it simple if the dates move."]),
        ("Bunkering at {port} tomorrow {time}, about {num}0 m3 of MGO. Always some tension over the sounding figures with the barge.",
         ["Sensible to be careful. Agree the opening soundings jointly, note temperatures and the density from the delivery note, and make sure the sample is drawn properly and sealed with both signatures. If the figures don't match at the end, put it in a note of protest before signing — far easier than arguing about it weeks later by email."]),
        ("The office wants everyone to redo the {cert} e-learning by {date}. As if we have nothing else to do on twelve-hour watches.",
         ["Annoying, but these modules are usually half an hour or so. If the Wi-Fi allows, it might be easier to do it in two short sessions after watch rather than one long one. Screenshot the completion certificate in case the system doesn't register it — with patchy connections, that happens more often than the office likes to admit."]),
        ("Had a drill at {time}, abandon ship plus man overboard. {name} forgot his lifejacket in the cabin, master was not amused haha",
         ["Ha, there's always one. Better in a drill than for real, though. The debrief is usually the useful part — timings for the rescue boat launch, how fast the muster count was, comms between the bridge and the deck. If there were hiccups, a two-line note in the drill record helps the next one run smoother."]),
        ("Weather properly rough tonight, {swell} metre swell, half the galley crockery on the floor. Sleeping wedged in with a lifejacket under the mattress edge, old trick.",
         ["That old trick works surprisingly well. Rough nights are exhausting, so try to keep hydrated and eat something plain even if you don't fancy it. If you're on watch, keep an eye on the purifiers and tank levels — sloshing can set off alarms. Hopefully it eases by the morning and you get a proper sleep."]),
        ("Relief chief on {ship} is an old friend, {name}. We were cadets together, shared a cabin on a bulk carrier for nine months. Small world, this industry.",
         ["It really is a small world offshore — the same names keep coming round. Nice to have a familiar face on the circuit, and handy too when you want a candid opinion about a vessel or a company. Might be worth meeting up for a proper meal if your time off ever lines up in Aberdeen."]),
        ("Anyone who thinks offshore life is glamorous should try a {code} overhaul at 0300 with a torch in their mouth.",
         ["Ha, the glamorous part is usually one sunset photo per trip. Night overhauls are hard on concentration, so do take short breaks, and double check torque figures and gaskets before boxing things up — tired hands miss small things. Hope it ran fine on the test afterwards."]),
        ("Rumour in the mess: we might come off the {port} contract for a {num}-week spot charter. Nobody knows anything, as usual.",
         ["Uncertainty like that is tiring, especially when it might touch your rotation. Rather than chase rumours, it's worth asking the master or the office directly whether crew change dates are affected. Until then, I'd keep family plans flexible and not cancel anything yet — half of these rumours come to nothing."]),
        ("New ETO joined today, {name}. Young fellow, very keen, already found two alarms on the {code} panel that nobody fixed for months. Embarrassing for us.",
         ["A keen new pair of eyes is a gift, even if it stings a bit. Best thing is to back him publicly — get those two alarms into the PMS with his name on the finding. It sets a good tone for reporting defects, and people tend to stay sharp when they see their work taken seriously."]),
    ],
    "uni": [
        ("Anika has rewritten her personal statement for the {num}th time. Every draft gets longer, not better. She wants mechanical engineering, following her father, God help her.",
         ["That's a lovely reason, and she'll have good stories to draw on from your work. Length isn't really the issue — there's a hard character limit anyway. Encourage her to pick two or three concrete things she has actually done, like a project or work experience, and say what she learned from each. Admissions tutors respond to specifics far more than to big claims about passion."]),
        ("Open day at {uni} on {day}. I'm offshore so Lakshmi is taking her. What should they ask?",
         ["Useful questions: how much of first year is shared across engineering disciplines, whether there's a placement or year-in-industry option, typical contact hours, and how projects are assessed. On accommodation, ask about first-year guarantees and deadlines. And tell Anika to grab a few current students — they'll be far more candid than the lecturers giving talks."]),
        ("Predicted grades came through: {grades}. Maths fine, physics borderline for {uni}.",
         ["That's a solid set, and borderline on one subject is not a disaster. Check whether {uni} publishes a minimum and a typical offer — they're often different. It's sensible to have a couple of choices with slightly lower entry requirements as insurance. And there's still time for her physics to move up before the final exams."]),
        ("Is it normal that some unis give offers so early? A friend's son in {place} already has two and Anika has nothing yet. She is a bit down, not saying much.",
         ["Completely normal — timing varies a lot between universities and even between courses at the same one. Some reply within weeks, others wait until after the main deadline to compare everyone together. No news doesn't mean bad news. It may help to gently point that out and keep her busy with revision, so she isn't refreshing the portal every hour."]),
        ("Student finance, just to confirm. We live in Scotland, so tuition is covered if she studies in Scotland, correct? But England is a full fee every year?",
         ["Broadly yes. Scottish-domiciled students at Scottish universities normally have tuition covered through SAAS if they meet the residence conditions, while studying in England means paying English fees, usually funded with a tuition loan. Since your family's residence history includes time abroad, it's worth checking the eligibility rules properly before she decides."]),
        ("Anika asked me to read her statement. I told her to cut the line about 'passion since childhood'. She said I am a dinosaur. Probably true.",
         ["Dinosaur or not, you're right about that line — it's one of the most common openers admissions tutors see. A stronger approach is to show the interest through something concrete: a thing she fixed, a project, a book that changed her mind. Suggest she reads the whole statement aloud; clichés tend to jump out when you hear them."]),
        ("She has the senior maths challenge on {day} at {time}. Nervous wreck. I said just enjoy it, she rolled her eyes through the whole video call.",
         ["Ha, no teenager wants to hear 'just enjoy it' the night before. Something practical may land better: a decent sleep, a quick look at a couple of past problems in the morning, and not getting stuck on one question for too long. Whatever the result, it's good experience and looks nice on an application."]),
        ("Accommodation at {uni} is {rent} a week for en-suite! In Mangaluru we shared one room with four fellows and a ceiling fan.",
         ["Prices have climbed a lot, especially for en-suite rooms. There's usually a cheaper tier with shared bathrooms that's worth a look, and catered options can work out better value once food is included. Bursaries and hardship funds exist too. It might help to sketch a rough first-year budget with Anika so she sees the numbers herself."]),
        ("Her careers adviser, {name}, says she should add a 'wildcard' choice. Anika wants {uni}. What does wildcard even mean here?",
         ["Usually it means one choice that's a bit of a stretch — a higher entry requirement or a very competitive course — alongside safer options. That's fine as long as the others are realistic. If {uni} excites her, it's a reasonable wildcard. The key is that at least two of her choices would be genuinely happy outcomes if the top ones don't work out."]),
        ("Work experience idea: my friend {name} runs a small fabrication shop in {place}. Two weeks in summer — would that help her application?",
         ["Yes, exactly the kind of thing that strengthens an engineering application. Even two weeks gives her real examples — reading drawings, seeing why tolerances matter, watching a job go from quote to delivery. Suggest she keeps a short diary while she's there; when it comes to the statement or an interview, those notes are gold."]),
        ("Anika now talking about a gap year. Lakshmi not happy. I am... neutral-ish. Mostly worried she won't go back to studying.",
         ["It's a common worry, but structured gap years often go well — the key word is structured. If she has a plan, like working to save money plus a project or travel with a clear end date, most students return motivated. Some universities let you apply for deferred entry, so she could hold an offer while taking the year. That might reassure Lakshmi too."]),
        ("Why does the school have its own deadline two weeks before the real UCAS one? Anika thinks she has time, she doesn't.",
         ["Schools set an earlier internal deadline because the referee has to write and attach the reference after the student finishes their part of the form. With a big year group, teachers need that buffer. So treat the school's date as the real one. If she aims for a few days before it, there's room for any back-and-forth."]),
    ],
    "cricket": [
        ("Rohan made {runs} today for the under-15s against {club}. Lakshmi sent a shaky video. Proud dad moment, made the whole mess watch it.",
         ["Brilliant — well done to him. Those moments are worth celebrating properly, especially when you can't be there. Maybe send him a short voice note tonight saying what you liked about the innings, a particular shot or how he handled the bowling. Specific praise from a parent tends to stick far longer than a generic 'well done'."]),
        ("Club wants {gbp} for the winter indoor nets in {place}. Normal? Seems a lot for a few Sundays.",
         ["It varies, but indoor facilities are expensive to hire, so clubs often pass on most of the cost. Ask how many sessions it covers and whether there's coaching included — per session it may be more reasonable than it looks. Some clubs also have hardship funds or sibling discounts if you ask quietly."]),
        ("His coach wants him to try keeping wicket. Rohan not keen, says his hands hurt. How do I convince a fifteen year old?",
         ["Maybe don't try to convince him directly — teenagers dig in. Instead, ask what exactly hurts; sore hands usually mean poor gloves or inners, which are easy to fix. Point out that teams always need a keeper, so it can mean more game time. And suggest he tries it for a few sessions, with the option to stop."]),
        ("Rained off again at {time}. Scottish cricket, yaar. In Bengaluru we played through anything short of a cyclone.",
         ["Ha, the Scottish summer is the biggest opponent in the fixture list. At least the boys get a rest. If the season keeps getting washed out, the club might organise extra indoor sessions — worth asking, since the matches lost to rain are usually the ones the kids were most looking forward to."]),
        ("He wants a new English willow bat, {mid}. His current one is perfectly fine. Am I being stingy?",
         ["Not stingy — just careful. A good compromise is to check whether his current bat is the right size and weight now that he's grown; if it is, there's little real benefit to a new one. If he's outgrown it, a mid-range English willow is a fair buy. Or offer to go halves with his pocket money — he'll look after it better."]),
        ("Rohan got picked for the regional trial on {day}. He's pretending not to care, which means he cares a lot.",
         ["That's great news. Trials can be nerve-wracking, so the best support is probably low-key: make sure he sleeps and eats well, has his kit sorted the night before, and knows you're proud regardless of the outcome. Maybe a quick call the evening before, if your watch allows, just to wish him luck."]),
        ("Club fundraising quiz night on {date}. Lakshmi has volunteered samosas for {num}0 people. Of course she has.",
         ["Ha, that's very generous of her — and great publicity for the catering business too. It might be worth asking the club for a small table card with her business name, since it's donated. And maybe rope Anika and Rohan into the folding production line the afternoon before."]),
        ("No-ball in the last over and they lost by {num} runs. He's sulking in his room. What do I say from the North Sea?",
         ["Give him a little space first. Then, rather than analysing the no-ball, tell him a story about a mistake you made that felt huge at the time — they listen better to stories than advice. Remind him that a match is never lost in a single ball, and that every bowler has a day like that. He'll bounce back faster than you think."]),
        ("Is it ok for a 15 year old to bowl {overs} overs in a day? He did two matches back to back on {day}.",
         ["Fast-bowling workload guidance for juniors is fairly strict, because growing backs are vulnerable. For under-15s the usual advice caps spells at around six overs and a day's total at roughly twelve, with rest between spells. Worth checking the current guidance from Cricket Scotland and having a polite word with the coach."]),
        ("Rohan asked me to explain lbw to Lakshmi over the phone. I tried. She asked why the umpire can't just 'look properly'. Fair question honestly.",
         ["Ha, it is a fair question — lbw is one of cricket's trickiest laws. A simple version: if the ball would have hit the stumps but the batter's leg got in the way, and it didn't pitch outside leg stump, it's out. The umpire has to guess the 'would have' part, which is exactly why it causes so many arguments."]),
    ],
    "appa": [
        ("Called Appa this morning. BP was {bp} again. He says it's because of the cricket on TV. Doctor has increased his tablets.",
         ["That's higher than ideal, so good that the doctor adjusted things. Home readings can jump with excitement — the cricket explanation isn't entirely wrong. It helps to take readings at the same time each day, seated and rested for five minutes, and keep a simple log to show at the next appointment. And make sure he's actually taking the new dose."]),
        ("My sister {name} is doing most of the running around in Bengaluru and I feel guilty. She lives in {bplace}, it's an hour each way in traffic.",
         ["That guilt is very common for whoever lives far away. Practical things you can do from here: take over the admin — bills, appointments, paperwork — or pay for a driver for hospital visits so she isn't doing every trip herself. And tell her directly that you see how much she's doing; that alone matters a lot."]),
        ("Appa refuses to use the walker. Says it makes him look old. He is 81! Ayyo.",
         ["Very common with proud fathers. Sometimes it helps to reframe it: a walker means he can keep going out on his own, which is independence, not age. A doctor or physio saying it is often more persuasive than family. Some families also have luck with a smart walking stick first, as a stepping stone."]),
        ("Thinking of flying to Bengaluru in {month}. BA via Heathrow or Emirates via Dubai? {mid} vs {mid2}.",
         ["It depends on what matters more — price or total journey time. The Dubai route often has better connections from Aberdeen and a more comfortable stopover, while Heathrow can be quicker if the first leg lines up. Check the baggage allowance too, since you'll probably carry things for Appa. And book something flexible in case your rotation shifts."]),
        ("He needs a life certificate for his pension by November. The Jeevan Pramaan thing. Can it be done from home?",
         ["Yes, usually. The digital life certificate can be done with Aadhaar-based biometric authentication, and many banks and some services offer doorstep verification for elderly pensioners. Check with his pension-disbursing bank which option they accept. Doing it early in the window avoids the rush and any risk of the pension being paused."]),
        ("The day-care centre near his house is {inr} a month. Reasonable for Bengaluru?",
         ["It's within the range you'd expect for a decent day-care centre in Bengaluru, though it varies with what's included — meals, transport, nursing support, activities. Ask for a trial week, see how he takes to it, and check the staff ratio and whether a nurse is on site. His comfort there matters more than a small price difference."]),
        ("He slipped in the bathroom last week. Nothing broken, thank God. Grab rails for sure. What else is simple and quick?",
         ["Glad he's alright. Quick wins: anti-slip mats or strips in the bathroom, a plastic shower stool so he can sit, a night light on the route from bed to toilet, and removing loose rugs. A raised toilet seat helps too. If possible, keep the phone or an alarm button within reach in the bathroom."]),
        ("Appa told the Bhilai posting story again on the video call. Kids have heard it maybe {num}0 times. I don't mind honestly. Nice that he remembers.",
         ["That's a lovely way to look at it. Those stories are part of the family history — you might even ask the kids to record one next time; they'll treasure it later. Asking him questions about the details he doesn't usually mention can also turn a familiar story into a new conversation."]),
        ("Amma's sister keeps sending WhatsApp forwards about miracle cures for his heart. Turmeric, garlic, some powder from {bplace}. How to politely say no?",
         ["A gentle approach works best: thank her for caring, then say the cardiologist has asked that nothing new be added without checking, because some supplements interact with his medicines. That's true and shifts the decision away from you. Asking her to help in another way, like visiting him, can channel her energy usefully."]),
        ("Lab report came: HbA1c {a1c}, creatinine {cr}. Explain in simple words? Need to translate for the family group.",
         ["In simple terms: HbA1c shows average blood sugar over the last two to three months, and for many older adults the doctor aims for a target around 7 or a bit above. Creatinine reflects how well the kidneys filter the blood; slightly raised values are common with age but worth tracking. His doctor is the right person to interpret them together."]),
        ("Power cut at Appa's place for {num} hours yesterday, inverter battery dead. He was sitting in the dark with his transistor radio, perfectly happy. Me, panicking from eight thousand km.",
         ["Ha, he sounds far calmer about it than you. Still, worth getting the inverter battery checked or replaced — they usually last a few years. A couple of rechargeable emergency lights near his chair and bed would make a cut much safer, especially at night when falls are more likely."]),
    ],
    "extension": [
        ("Skip arrived today, Lakshmi says the whole street is staring. Foundation dig starts {day} if weather holds.",
         ["Exciting — the first visible sign it's really happening. Worth checking the skip permit if it's on the road, and keeping a photo diary from day one; it's useful for any later disputes and nice to look back on. Make sure the builder knows where any drains or service pipes run before the digger goes in."]),
        ("Building warrant question. Does the council inspect at fixed stages? Builder said 'completion certificate' and I nodded like I knew.",
         ["In Scotland, the building warrant comes with a construction compliance and notification plan that lists the stages where the council wants to be notified or inspect — typically foundations, drainage, and the final stage. At the end, you submit a completion certificate and the council accepts it after checking. Ask the builder for a copy of that plan."]),
        ("Architect changed the roof from flat to a slight pitch, adds {big}. Worth it with Aberdeen rain?",
         ["Often yes. Flat roofs are fine when detailed well, but a slight pitch sheds water more reliably and tends to need less maintenance over the years — relevant in a wet, windy climate. Check how it affects the internal ceiling height and the neighbours' light, and whether planning or the warrant needs amending."]),
        ("Next door, the {name} family asked about the boundary wall. They are fine, just want to see the drawings. Fair enough.",
         ["Sharing the drawings is a good move — neighbours who feel informed rarely cause trouble later. It's worth agreeing in writing how any work on or near the shared wall will be handled, and taking photos of its current condition before work starts, just in case of any later questions about cracks."]),
        ("Steel beam delivery delayed to {day}. Everyone is waiting on the steel, nothing else can happen.",
         ["Steel delays are common and annoying, because they block the critical path. Ask the builder whether any other jobs can be brought forward meanwhile — first fix electrics in other areas, drainage, or external works. And make sure temporary supports are properly in place while the opening waits."]),
        ("Bifold or sliding doors? Lakshmi wants bifold, I worry about draughts with our wind.",
         ["Both can be good if well made. Bifolds give a fully open wall in summer but have more seals and joints, while sliders have fewer moving parts and larger glass panes, which many people find better in windy, exposed spots. Check the weather rating and the threshold design, and ask the supplier about their performance in exposure."]),
        ("Underfloor heating quote: {big} for a wet system in about 22 square metres. Electric is cheaper to put in, but what about running costs?",
         ["As a rule of thumb, electric underfloor heating is cheaper to install but more expensive to run, so it suits small rooms used occasionally. A wet system costs more upfront but runs off your boiler or a heat pump and is usually cheaper over time for a large living space. For a main family room, wet is often the better long-term choice."]),
        ("Found a crack in the old render when they took the conservatory down. Builder says just patch it. Should I worry?",
         ["Most render cracks are cosmetic, but it's worth a closer look: a fine hairline crack is usually harmless, while a wider one or a stepped crack in the masonry underneath could mean movement. Take photos with a coin for scale, and ask the builder or the structural engineer to check it before it's covered up."]),
        ("Electrician says we need a new consumer unit, {mid}. Genuine or upselling?",
         ["It can be genuine. New circuits for an extension have to meet current wiring regulations, and older consumer units often lack the protection devices required. Ask him which specific regulation or issue makes it necessary, and whether it's noted on an inspection report. If it is, that's usually a fair reason, not upselling."]),
        ("Lakshmi sent photos, back wall is open to the garden with only a tarp. Rain forecast all week. Tension.",
         ["Understandable. Ask the builder how the tarp is secured and whether they check it after heavy wind — a properly weighted, overlapping tarp and a temporary stud wall can make a big difference. Also move anything valuable away from that side of the house, just in case water gets in."]),
        ("Plasterer {name} works like a machine but listens to Radio Scotland at full volume from 7am. Neighbours will love us.",
         ["Ha, the classic tradesman soundtrack. It might be worth a friendly word to keep the volume down before 8, mentioning the neighbours rather than yourselves. A box of biscuits with the request tends to go a long way — everyone works better with goodwill on both sides."]),
    ],
    "mortgage": [
        ("Our fix ends in {month}. We got 1.89% back in 2020, now everything is around {pct}. Painful.",
         ["That's a big jump, and many households are in the same position. Start looking at options about four to six months before the fix ends — many lenders let you secure a rate in advance. Compare your current lender's product transfer offer with a broker's search of the wider market, and factor in fees, not just the headline rate."]),
        ("Broker asked for three months' payslips, P60, bank statements. My payslips come from a manning agency in {place}. Problem?",
         ["Usually not, as long as the income is regular and documented. Lenders mainly want to see stable, verifiable earnings. If your pay varies with rotation allowances, the broker may average it or ask for a longer history. An employment contract or a letter from the agency confirming your role and rate can help."]),
        ("Offset mortgage, worth it? We keep about {big} aside for emergencies.",
         ["It can be, especially if you're a higher-rate taxpayer or keep a sizeable amount in savings. The savings reduce the interest charged while staying accessible. The trade-off is that offset rates are often a little higher. A broker can show you the numbers side by side to see whether your savings are enough for it to pay off."]),
        ("Lakshmi is self-employed, only two years of accounts. Does her income count for affordability?",
         ["Many lenders accept two years of accounts or tax calculations for self-employed applicants, usually averaging the two years or using the latest if it's lower. Some are more flexible than others, which is where a broker helps. Have her SA302s and tax year overviews ready — lenders commonly ask for those."]),
        ("Two-year fix at {pct} or five-year at {pct2}? Everyone in the mess has an opinion, none of them agree.",
         ["There's no right answer, only trade-offs. A two-year fix gives flexibility if rates drop, but you'll face another decision and possibly fees soon. A five-year fix gives certainty for budgeting, which can be valuable with a variable rotation income and teenagers heading to university. Think about which risk worries you more."]),
        ("Valuer coming {day}, from {firm}. The house is a building site because of the extension. Will that hurt the value?",
         ["It might affect things if the valuer can't see the finished work, but usually they value the property as it currently stands. If the extension is incomplete, they may note it or value it without the extension. Have the drawings and the building warrant to hand, and keep the access tidy."]),
        ("Product transfer vs full remortgage. Our bank offers {pct} with no fee. What's the real difference?",
         ["A product transfer stays with your current lender — usually quicker, often no legal work and sometimes no new affordability checks. A full remortgage moves to a new lender, which can get a better rate but involves valuation, legal work and more paperwork. If the bank's offer is competitive with no fee, it's often the simplest option."]),
        ("Should we overpay? Lakshmi says pay it down, I say keep the cash. We have been politely arguing for a week.",
         ["Both views are reasonable. Overpaying saves interest for sure, while cash gives flexibility — useful with a rotation income, a self-employed partner and university costs coming. A middle path is to keep a solid emergency fund first, then overpay within the lender's allowance. Check the early repayment limits too."]),
        ("Credit file shows an old mobile contract from my {place} days I completely forgot. Still open apparently. Will that matter?",
         ["Probably not much if it's in good standing, but it's worth tidying up before an application. Check whether it's really still active or just marked incorrectly. If it's closed, ask the provider to update it; if it's open and unused, closing it is simple. Lenders mainly care about missed payments and overall debt."]),
    ],
    "car": [
        ("Octavia needs front discs and pads, garage says {mid}. Steep?",
         ["It depends on the model and parts quality, but it's worth getting one comparison quote. Ask whether the price uses original or aftermarket parts and whether labour is included. If the discs are genuinely below minimum thickness, it's a safety item, so don't put it off too long."]),
        ("Engine warning light came on, the yellow one. Lakshmi drove to {place} with it on. Is it safe to drive?",
         ["A steady amber engine light usually means a fault has been logged but it isn't an emergency, so driving gently to a garage is generally fine. If it's flashing, or the car is losing power or running roughly, she should stop and call for help. A garage can read the fault code quickly, and some parts shops do it for free."]),
        ("Cambelt due at {num}0,000 miles they say. How strict is that really?",
         ["Fairly strict — it's one of the few jobs where the risk of waiting is a wrecked engine if the belt snaps. Manufacturers give both a mileage and an age interval; whichever comes first. If the car is close to either, it's worth doing, ideally with the water pump at the same time, since the labour overlaps."]),
        ("Airport parking at Dyce for three weeks is {mid}. Ridiculous. Park and ride better?",
         ["For three weeks at a time, the alternatives often win. Compare a taxi both ways, a lift from Lakshmi, or the park and ride plus bus. Booking airport parking well in advance can cut the price a lot. Over a year of rotations, the savings from a cheaper option add up quickly."]),
        ("Tyres — budget or mid-range? Rohan says our car looks 'tragic'. Thanks, son.",
         ["Ha. For a family car in Scottish weather, mid-range tyres are usually the sweet spot: noticeably better wet braking than budget ones without the premium price. Check the EU tyre label for wet grip. As for looking tragic, a wash and a bit of tyre shine might satisfy Rohan for free."]),
        ("Someone scraped the bumper in the {place} car park. No note left. Worth claiming?",
         ["Usually not for a minor scrape, because the excess and lost no-claims discount can cost more than the repair. Get a quote from a smart repair specialist — small bumper scuffs are often fixed quite cheaply. If there's CCTV in the car park, it's worth asking, but don't expect much."]),
        ("Thinking electric next time. With my rotation the car sits for three weeks at a stretch. Bad for the battery?",
         ["Modern EVs cope fairly well with sitting, though they lose a bit of charge each day. Leaving it around 50 to 70 percent charged is ideal. Ironically, petrol cars can suffer more from long idle periods — the 12-volt battery goes flat. Either way, having Lakshmi drive it once a week helps."]),
        ("Car insurance renewal came in at {mid}, last year was way less. Same car, same address, no claims. What is going on?",
         ["Premiums have risen sharply across the market. It's almost always worth shopping around — comparison sites plus a couple of direct insurers. Also try adjusting the voluntary excess, and check that the occupation is described accurately; small wording differences can change prices. Then ask your current insurer to match."]),
    ],
    "citizen": [
        ("Lakshmi passed the Life in the UK test! {lifescore} out of 24. She's been quizzing us on Henry VIII all month.",
         ["Congratulations to her — that's a real milestone. Keep the pass notification somewhere safe, since the reference is needed for the application. And now the whole family knows more British history than most people born here."]),
        ("Referees for her naturalisation form — one has to be a 'professional person'. Does a chartered engineer count? {name} from my old company offered.",
         ["Chartered engineers are generally accepted as professional persons for referee purposes. Check the current guidance for the full requirements — for example, referees must have known her for a minimum period and not be related to her. Ask him to keep a copy of what he signs."]),
        ("How long does a decision take these days? Her friend in {place} waited {num} months.",
         ["Processing times vary, and the published target is a guide rather than a promise. Many decisions come within that window, but complex cases can take longer. The best thing is to make sure the application is complete and consistent first time, since missing documents are the most common cause of delay."]),
        ("Absence question: she was in Bengaluru {num}0 days when Appa was in hospital. Within the limit?",
         ["There are limits on total absences over the qualifying period and in the final year. A single trip of that length is often fine, but it depends on all her other travel. Write down every trip with dates, and check against the current guidance."]),
        ("After citizenship, she loses the Indian passport, right? People get OCI then?",
         ["Yes — India doesn't allow dual citizenship, so after becoming British she would need to surrender her Indian passport, and many people then apply for an OCI card, which gives lifelong visa-free travel to India. There's a renunciation process and a few forms, so plan the timing around any trips to Bengaluru."]),
        ("English requirement — her degree is from Bangalore University, taught in English. Does it count or does she need the B1 test?",
         ["A degree taught in English can meet the requirement, but it usually needs confirming through the UK's official academic recognition service. That can be simpler than a test if she has her certificate handy. If there's any doubt, taking the approved test may be quicker."]),
        ("The fee alone is painful. Plus the ceremony fee. Plus a passport after. Britain is expensive to belong to, yaar.",
         ["It really is a significant cost. Worth budgeting for the whole chain at once: application, ceremony, passport, and any OCI fees afterwards. Getting the application right the first time matters all the more, since refused fees aren't refunded."]),
        ("She's nervous about the 'good character' section. One speeding ticket near {place}, three years ago. Does that matter?",
         ["A single minor motoring offence dealt with by a fixed penalty usually doesn't count against good character, but it should still be declared honestly if the form asks. Non-disclosure is what causes problems. If she's unsure, the solicitor can confirm how it should be listed."]),
    ],
    "catering": [
        ("Lakshmi's busiest weekend so far, {num} orders including a mehndi in {place}. She's exhausted but happy. Rohan was chief samosa folder.",
         ["That's a great milestone for the business — and Rohan has a future in logistics. After a big weekend, it's worth jotting down what worked and what was a struggle while it's fresh: prep times, quantities, any shortfalls. Those notes make pricing and planning for the next big event much easier."]),
        ("She wants a proper website. Squarespace or Wix? Her nephew offered to build one for {mid} but he is 17.",
         ["Both are fine for a small catering business — Squarespace looks polished out of the box, Wix is a bit more flexible. The key features are a clear menu, photos, an enquiry form and her hygiene rating. Her nephew could be a good option if she owns the account and the domain herself, so she isn't stuck later."]),
        ("Environmental health inspection {day}. She's been scrubbing the kitchen for two days. Got 'Pass' last time.",
         ["She's clearly on top of it. Inspectors care a lot about paperwork as well as cleanliness: fridge temperature logs, allergen information, cleaning schedules and supplier records. Having those in one folder on the counter makes a good impression and saves time during the visit."]),
        ("Pricing: she charges {perhead} a head for a veg thali buffet. Friends say too cheap. How to think about it?",
         ["Start with the real cost per head: ingredients, packaging, travel, equipment hire, and her time at a fair hourly rate. Add a margin for profit and the unexpected. Many home caterers undercharge because they leave their own time out. A small price rise with a clear menu usually doesn't lose good customers."]),
        ("She's thinking of a part-time helper, {name}'s daughter. Paperwork? PAYE?",
         ["If she pays an employee, she'll generally need to register as an employer with HMRC and run payroll, even for small amounts, plus check right to work and consider employer's liability insurance. Simple payroll software or an accountant can handle it cheaply. Paying cash informally is the thing to avoid."]),
        ("A company in {place} wants monthly team lunches for {num}0 people. Contract or just invoices?",
         ["A simple written agreement is worth it for recurring work: menu options, price per head, how much notice for numbers, cancellation terms and payment due dates. It doesn't need to be a lawyer-drafted contract — a one-page agreement both sides sign protects her if the numbers drop suddenly."]),
        ("Paneer went up to {kilo} a kilo at the cash and carry. Lakshmi is furious, thinking of making her own.",
         ["Homemade paneer is very doable — milk and lemon juice or vinegar — and can be cheaper, but it takes time and yields vary. Worth doing a proper test: cost of milk for one kilo of paneer versus the shop price, plus her time. For large orders, a mix might be most practical."]),
        ("Instagram question. Lakshmi posts at random times, gets about {num}0 likes. When should she post?",
         ["Consistency matters more than the perfect time. For a local food business, evenings and weekend mornings often do well, when people are thinking about food. Short videos of food being made tend to get more reach than still photos. Checking the account insights after a month will show her own best times."]),
        ("Someone left a 3-star review saying the biryani was 'too spicy'. Lakshmi took it personally. Reply or ignore?",
         ["A short, warm reply is usually best: thank them, say she's sorry it wasn't to their taste, and mention that spice levels can be adjusted on request. That shows future customers she's responsive. Then let it go — one mixed review among good ones actually makes the others look more genuine."]),
    ],
    "coc": [
        ("My CoC expires next year. Revalidation needs sea service in the last five years, I have plenty. Anything else I'm missing?",
         ["Besides sea service, check that your medical certificate is valid and that your STCW safety certificates — firefighting, sea survival, first aid — are in date, since those have their own refresher cycles. Start early: the MCA can take a while, and you don't want the expiry date falling in the middle of a rotation."]),
        ("MCA portal crashed twice uploading my discharge book scans. Forty minutes on this Wi-Fi, gone.",
         ["That's maddening. Try compressing the scans into smaller PDFs before uploading, and if possible do it from home or in port where the connection is stable. Saving the form at each step helps too. If it keeps failing, email the MCA with screenshots so there's a record you tried."]),
        ("Do I need to redo advanced firefighting? The certificate is dated {date} some years back.",
         ["STCW advanced firefighting needs refresher training every five years to stay valid for service. If yours is older than that, you'll need the refresher before revalidation or before the next contract that requires it. Book early — the popular colleges fill up."]),
        ("ENG1 due too. Booked with a doctor in {place}, {gbp}. Every time they make me touch my toes.",
         ["Ha, the toe-touching is a rite of passage. Take your glasses if you wear them and a list of any medications, and don't forget your previous certificate. If you've had any health changes since the last one, bring letters from your GP to avoid delays."]),
        ("Thinking about the chief's ticket upgrade eventually. Worth it at 44?",
         ["Forty-four is very much not too late — plenty of engineers go for it at that stage. The chief's ticket opens better-paid roles and shore-side jobs later, like superintendent or technical manager. The main costs are time for college and the exams; spreading the study over your off-rotations is manageable."]),
        ("Company HR says the sea service testimonial takes {num} working days. I asked two weeks ago.",
         ["It's worth a polite chase with a specific deadline, explaining that your revalidation depends on it. Copy your line manager or the superintendent if you can — it often moves faster when someone senior is in the loop. Keep your own record of vessels and dates too."]),
        ("High voltage course — the newer ships all have HV switchboards. Should I do the management-level one?",
         ["If you're aiming for chief, the management-level HV course is a good investment — more and more vessels have HV systems, and many companies now require it for senior engineers. It also makes you more useful on board during switching operations. Check whether the company will fund it."]),
    ],
    "home": [
        ("The dog dug up Lakshmi's coriander again. She is threatening to rehome him. She won't.",
         ["Ha, coriander seems to be irresistible to dogs. A small fence or chicken wire around the herb bed usually solves it, or move the herbs into raised pots. Giving him his own digging corner with a buried toy can redirect the habit. Lakshmi's threats sound like love, honestly."]),
        ("Rohan's parents' evening {day}, Lakshmi going alone again. Teachers say he is 'capable but chatty'. Like his father.",
         ["Ha, 'capable but chatty' is one of the nicer school report phrases. Maybe ask Lakshmi to find out which subjects the chatting actually affects. A quick message from you to Rohan saying you heard the good parts first might land better than a lecture."]),
        ("Anika has learned to drive in the time I was offshore. First lesson {day}. Lakshmi says she almost took out a wheelie bin.",
         ["Ha, every learner has a wheelie bin story. It's a big step. If you're doing practice drives with her during your time off, sticking to quiet estates at first and letting the instructor teach the technical things avoids a lot of father-daughter arguments."]),
        ("Boiler man came, said the pressure was low, topped it up, charged {gbp}. Could I have done that myself?",
         ["Probably, yes — on most combi boilers, topping up the pressure is a simple job using the filling loop, and the manual explains it. But if it keeps dropping, there's a leak somewhere that needs proper attention. Worth having Lakshmi learn it too, since you're often away."]),
        ("Kids want a second dog. Lakshmi says absolutely not. I'm offshore so I am conveniently neutral.",
         ["Very wise to stay neutral from the North Sea. It might help the kids to make a real plan: who walks, who feeds, who pays for the vet. Often when teenagers see the full commitment written down, the enthusiasm either becomes serious or quietly fades."]),
        ("Neighbour {name} lent us a pressure washer, Rohan did the whole drive. First useful thing he has done all summer.",
         ["Ha, a rare victory. Maybe tell Rohan the drive looks great — praise for the first useful thing might lead to a second. And a small thank-you for the neighbour keeps the lending going."]),
    ],
    "misc": [
        ("Weather in Aberdeen today is {num} degrees and sideways rain, Lakshmi says. Here flat calm for once. Enjoying it while it lasts.",
         ["Make the most of it — flat calm in the North Sea is rare enough to count as an event. A good night for a proper sleep. Meanwhile, Aberdeen seems to be doing what Aberdeen does best."]),
        ("Aberdeen lost again, {score}. Rohan is not speaking about it.",
         ["Ah, the suffering of supporting your local team. Give him a day; teenage football grief is intense but short-lived. Maybe a bit of banter about the next fixture will bring him round."]),
        ("Bosun's joke today: why did the engineer not cross the road? No permit to work. I laughed more than it deserved, long trip.",
         ["Ha, that's a very offshore joke. Long trips make everything funnier. As long as someone did a risk assessment for the road crossing, we're all fine."]),
        ("Any good podcasts for long watches? Not true crime, Lakshmi banned that after the last one gave her nightmares.",
         ["A few options away from true crime: history podcasts with long series, engineering and science shows, or long-form interview shows. Comedy panel shows are good for lifting a dull watch. Downloading episodes in port saves fighting the ship's Wi-Fi."]),
        ("Diwali coming and I'm offshore again. Third year running. Kids say it's fine. It's not fine.",
         ["That's hard, and it's fair to feel it. Maybe plan something you can do together on a video call — light the diyas together, even a short puja or sweets at the same time. And a second, smaller Diwali when you're home can become its own family tradition."]),
        ("Mess debate tonight: is Die Hard a Christmas film. Need a ruling. Money is riding on it, {small} and a Toblerone.",
         ["The official ruling: it's set on Christmas Eve at a Christmas party, with Christmas music, so yes. Pay out the Toblerone accordingly. Whoever argued otherwise is welcome to appeal, but the court is not sympathetic."]),
        ("Trying to cut sugar. Tea without sugar tastes like punishment.",
         ["It gets easier — taste buds adjust within a few weeks. Cutting gradually is easier than going cold turkey. Adding a bit of cardamom or ginger also makes it feel less like something is missing."]),
        ("Gym on board is one rowing machine and some rusty dumbbells. Doing {num}0 minutes a day. Small victories.",
         ["Small victories are the ones that last. A rowing machine is actually a great full-body option. Adding a few bodyweight exercises — squats, push-ups, planks — would round it out without needing more kit."]),
        ("Bit homesick tonight. Kids didn't pick up the video call, Lakshmi at a delivery. Just sitting in the mess with cold tea.",
         ["That's a lonely feeling, and it's normal mid-rotation. Maybe send them a voice note anyway, so there's something waiting for them. Talking to someone on board, even about nothing, can help too."]),
        ("Simple dal recipe I can give the cook? Something forgiving, he overcooks everything.",
         ["Toor dal tadka is very forgiving: boil the dal with turmeric and salt until soft — overcooking doesn't hurt. Separately fry cumin seeds, garlic, onion, tomato and chilli in oil or ghee, pour over, and finish with coriander. A squeeze of lemon at the end lifts it."]),
        ("Quick mess argument: {num}0 knots in km/h? Chief says just double it. I say no.",
         ["You're right, though the chief isn't far off. One knot is about 1.852 km/h, so doubling overestimates slightly. Multiply by 1.85 for a close answer."]),
        ("Amma would have been 75 today. Put an LED diya on the desk in my cabin, real flame not allowed obviously.",
         ["That's a lovely way to remember her, even from the middle of the sea. Maybe call Appa today too, if the timing works — days like this are often easier shared."]),
        ("Helicopter flight back last time was so bumpy, the man next to me was praying. In Malayalam, I think. I joined in, in Kannada.",
         ["Ha, a multilingual prayer meeting at a thousand feet. North Sea helicopter flights in winter are no joke. Glad you landed safely."]),
    ],
}

FILLER["short"] = [
    ("Ok thanks, that helps.", ["You're welcome. Hope it goes smoothly — tell me how it turns out."]),
    ("Haha fair.", ["Ha. Anything else on your mind tonight, or is it back to the engine room?"]),
    ("Makes sense. Will tell Lakshmi.", ["Good idea — two heads are better than one, especially when you're offshore."]),
    ("Achha. Ok.", ["Sure. Shout if anything else comes up."]),
    ("Noted, will check tomorrow when the Wi-Fi is better.", ["Sounds sensible. No rush at all."]),
    ("Hmm, didn't think of that.", ["Easy to miss when you're juggling this many things from a ship. Worth a quick note so it doesn't slip."]),
    ("true true", ["Ha. Let me know if you want to dig into it more."]),
    ("Sorry, connection dropped. Where were we?", ["No problem — you were asking about the last thing you mentioned. Pick up wherever you like; I'm here."]),
    ("thanks yaar", ["Anytime. Get some rest after your watch."]),
    ("Ok one more question then I sleep.", ["Go ahead — fire away."]),
]
FILLER["rota"].append(
    ("Venting, sorry. Twelve hours in the E/R today. {code} again, then the office emails asking why the PMS isn't updated, then the Wi-Fi dies exactly when I try to call home. "
     "Rohan had a match, Anika had a mock, Lakshmi had a delivery, and I am here reading a sounding table. Some days this job is fine. Today is not one of those days.",
     ["That sounds genuinely draining — a long, grinding shift plus the feeling of missing everything at home at once. It's completely fair to vent. "
      "Maybe tonight, rather than trying to catch up on all three, send each of them a short voice note asking one specific question about their day; it's easier than a call on bad Wi-Fi and they'll reply when they can. "
      "And the PMS will still be there tomorrow. Get some food and sleep first."]))
FILLER["extension"].append(
    ("Honestly starting to regret this extension. Dust everywhere, Lakshmi cooking in the utility room on a camping stove for her catering orders, the builder's van blocking the neighbour every morning, "
     "and the kids complaining the Wi-Fi router is in a box somewhere. And I'm not even there to suffer it properly, which makes me feel worse.",
     ["Mid-build is almost always the lowest point — everything is disrupted and nothing looks finished yet. It usually turns a corner once the shell is watertight and the internal work starts. "
      "A few things might ease it: ask the builder for a rough two-week look-ahead so Lakshmi knows what's coming, agree where the van parks, and get the router out of its box and onto a shelf, even temporarily. "
      "And not being there isn't a failure — being the one who handles calls and decisions from offshore is a real contribution."]))
FILLER["appa"].append(
    ("Long call with Appa tonight. He asked three times when I'm coming, then told me not to waste money coming. Then cried a bit when we hung up, my sister says. "
     "I don't know what the right thing is. Flights, rotation, the extension money, the kids' exams. Everything is pulling in a different direction.",
     ["That's a heavy mix of feelings, and there isn't a single right answer. It might help to separate the decision into two parts: when a visit is realistically possible given your rotation, and what you can do in the meantime to make him feel connected — regular calls at a fixed time, letters or photos from the kids, a small routine your sister can help with. "
      "Having a date on the calendar, even a few months away, often comforts elderly parents more than a sudden visit. Be kind to yourself too; you're carrying a lot."]))

U_OPENERS = ["", "", "", "Evening.", "Back from watch.", "Quick one.", "Ok.", "Namaskara.", "Good morning from the North Sea.",
             "Slow night in the E/R.", "Wi-Fi is behaving for once, so.", "Arre.", "Right."]
U_CLOSERS = ["", "", "", "Thoughts?", "Anyway.", "What do you think?", "Will update.", "Theek hai, let's see.",
             "(sorry, typing from phone)", "Chief is calling, back later.", "(sorry if this sends twice, Wi-Fi is rubbish)",
             "Swalpa adjust maadi, as Appa says.", "Hmm."]
A_OPENERS = ["", "", "", "", "", "Right.", "Understood.", "Got it.", "Okay."]
A_CLOSERS = ["", "", "", "Let me know how it goes.", "Happy to help draft something if useful.", "Hope the Wi-Fi holds up.",
             "Shout if you want me to break it down further.", "Fingers crossed it sorts itself out quickly."]

THREAD_WEIGHTS = [("rota", 15), ("uni", 9), ("cricket", 8), ("appa", 10), ("extension", 10), ("mortgage", 7),
                  ("car", 7), ("citizen", 6), ("catering", 8), ("coc", 6), ("home", 5), ("misc", 9)]


def _typo(rng: random.Random, s: str) -> str:
    words = s.split(" ")
    idx = [i for i, w in enumerate(words) if w.isalpha() and w.islower() and len(w) >= 5]
    if not idx:
        return s
    i = rng.choice(idx)
    w = words[i]
    j = rng.randint(1, len(w) - 3)
    if rng.random() < 0.6:
        w = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    else:
        w = w[:j] + w[j + 1:]
    words[i] = w
    return " ".join(words)


def _join(*parts: str) -> str:
    return " ".join(p for p in parts if p)


def _pick_thread(rng: random.Random, prev: str | None) -> str:
    if prev is not None and rng.random() < 0.35:
        return prev
    total = sum(w for _, w in THREAD_WEIGHTS)
    x = rng.uniform(0, total)
    for t, w in THREAD_WEIGHTS:
        x -= w
        if x <= 0:
            return t
    return THREAD_WEIGHTS[-1][0]


def _filler_turn(rng: random.Random, thread: str, recent: list) -> tuple[str, str]:
    pool = FILLER[thread]
    for _ in range(6):
        k = rng.randrange(len(pool))
        if (thread, k) not in recent:
            break
    recent.append((thread, k))
    if len(recent) > 40:
        del recent[0]
    u_t, a_list = pool[k]
    slots = _Slots(rng)
    user = u_t.format_map(slots)
    asst = rng.choice(a_list).format_map(slots)
    user = _join(rng.choice(U_OPENERS), user, rng.choice(U_CLOSERS))
    if rng.random() < 0.15:
        user = _typo(rng, user)
    if rng.random() < 0.08:
        user = user[:1].lower() + user[1:]
    asst = _join(rng.choice(A_OPENERS), asst, rng.choice(A_CLOSERS))
    return user, asst


def _contains_any(text: str, needles_lower: list[str]) -> bool:
    t = text.lower()
    return any(n in t for n in needles_lower)


def _collides(v: str, existing: list[str]) -> bool:
    lv = v.lower()
    for e in existing:
        le = e.lower()
        if lv in le or le in lv:
            return True
    return False


# --------------------------------------------------------------------------------------
# generation
# --------------------------------------------------------------------------------------
def _positions(rng: random.Random, turns: int, m: int) -> list[int]:
    lo, hi = 2, turns - 2
    w = (hi - lo) / m
    fw = int(w)
    if fw < 2:
        raise ValueError("conversation too short for the planted facts")
    out = []
    for i in range(m):
        start = lo + int(i * w)
        out.append(start + rng.randint(0, fw - 2))
    return out


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    rng = random.Random(seed)
    m = 50 + n_corrections
    positions = _positions(rng, turns, m)

    # choose which candidate facts to plant
    chosen = []
    for kind, count in KIND_COUNTS.items():
        cands = [c for c in FACT_CANDIDATES if c[1] == kind]
        chosen.extend(rng.sample(cands, count))

    # values (no substring collisions, case-insensitive)
    used: list[str] = []
    values = {}
    for c in chosen:
        for _ in range(200):
            v = c[5](rng)
            if not _collides(v, used):
                break
        else:
            raise RuntimeError("could not find a distinct value")
        values[c[0]] = v
        used.append(v)

    # assign positions: corrections first, then originals
    limit = 0.9 * turns
    for _attempt in range(500):
        eligible = [p for p in positions if positions[0] + 50 <= p < limit]
        corr_pos = sorted(rng.sample(eligible, n_corrections)) if n_corrections else []
        orig_pos = [p for p in positions if p not in corr_pos]
        order = list(chosen)
        rng.shuffle(order)
        turn_of = {c[0]: p for c, p in zip(order, orig_pos)}
        corrected = {}
        ok = True
        for cp in corr_pos:
            pool = [c for c in chosen if c[1] in CORRECTABLE and c[0] not in corrected and turn_of[c[0]] <= cp - 50]
            kinds_used = {next(x for x in chosen if x[0] == k)[1] for k in corrected}
            fresh = [c for c in pool if c[1] not in kinds_used]
            if fresh:
                pool = fresh
            if not pool:
                ok = False
                break
            c = rng.choice(pool)
            corrected[c[0]] = cp
        if ok:
            break
    else:
        raise RuntimeError("could not place corrections")

    new_values = {}
    for key in corrected:
        c = next(x for x in chosen if x[0] == key)
        for _ in range(200):
            v = c[5](rng)
            if not _collides(v, used):
                break
        else:
            raise RuntimeError("could not find a distinct corrected value")
        new_values[key] = v
        used.append(v)
    needles = [u.lower() for u in used]

    # build fact turns
    slots: dict[int, tuple[str, str]] = {}
    fact_threads: dict[int, str] = {}
    leadins: dict[int, tuple[str, str]] = {}
    facts: list[Planted] = []
    for c in chosen:
        key, kind, thread, about, noun, _gen = c
        t = turn_of[key]
        v = values[key]
        tmpls = FACT_TEMPLATES[kind]
        ti = rng.randrange(len(tmpls))
        if ti == len(tmpls) - 1:
            lu = rng.choice(LEADINS[kind]).format(noun=noun)
            leadins[t - 1] = (lu, rng.choice(LEADIN_REPLIES))
        sent = tmpls[ti].format(noun=noun, Noun=_cap(noun), value=v)
        pre = rng.choice(FACT_PREFIXES) if rng.random() < 0.4 else ""
        suf = rng.choice(FACT_SUFFIXES) if rng.random() < 0.35 else ""
        user = _join(pre, sent, suf)
        reply = rng.choice(FACT_REPLIES[kind]).format(noun=_ai_noun(noun), value=v)
        slots[t] = (user, reply)
        fact_threads[t] = thread
        if key in corrected:
            ct = corrected[key]
            nv = new_values[key]
            cu = rng.choice(CORRECTION_TEMPLATES[kind]).format(noun=noun, Noun=_cap(noun), new=nv, old=v)
            cu = _join(rng.choice(FACT_PREFIXES) if rng.random() < 0.3 else "", cu)
            cr = rng.choice(CORRECTION_REPLIES).format(noun=_ai_noun(noun), new=nv)
            slots[ct] = (cu, cr)
            fact_threads[ct] = thread
            facts.append(Planted(kind=kind, about=about, value=nv, turn=t, stale=v, corrected_at=ct))
        else:
            facts.append(Planted(kind=kind, about=about, value=v, turn=t))
    facts.sort(key=lambda f: f.turn)

    # assemble all turns
    out: list[tuple[str, str]] = []
    thread = None
    recent: list = []
    for i in range(turns):
        if i in slots:
            out.append(slots[i])
            thread = fact_threads[i]
            continue
        if i in leadins:
            out.append(leadins[i])
            continue
        if (i + 1) in fact_threads and rng.random() < 0.4:
            thread = fact_threads[i + 1]
        elif i > 0 and (i - 1) not in slots and (i - 1) not in leadins and rng.random() < 0.06:
            thread = "short"
        else:
            thread = _pick_thread(rng, thread if thread != "short" else None)
        for _ in range(60):
            u, a = _filler_turn(rng, thread, recent)
            if not _contains_any(u, needles) and not _contains_any(a, needles):
                break
            thread = _pick_thread(rng, None)
        else:
            raise RuntimeError("filler keeps colliding with planted values")
        out.append((u, a))
    return Conversation(turns=out, facts=facts)


# --------------------------------------------------------------------------------------
# self-check
# --------------------------------------------------------------------------------------
def _self_check() -> int:
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", os.path.join(repo, "rollmem_client", "_tiktoken"))
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    failures: list[str] = []
    configs = [(s, 1000, 6) for s in range(1, 6)] + [(7, 400, 3), (11, 400, 3)]
    sample_conv = None
    for seed, T, nc in configs:
        tag = f"seed={seed} turns={T} corr={nc}"
        t0 = time.perf_counter()
        conv = generate(seed, turns=T, n_corrections=nc)
        dt = time.perf_counter() - t0
        if sample_conv is None:
            sample_conv = conv
        errs: list[str] = []
        if dt >= 5.0:
            errs.append(f"took {dt:.2f}s")
        conv2 = generate(seed, turns=T, n_corrections=nc)
        if conv2.turns != conv.turns or conv2.facts != conv.facts:
            errs.append("not deterministic")
        if len(conv.turns) != T:
            errs.append(f"turn count {len(conv.turns)}")
        if len(conv.facts) != 50:
            errs.append(f"fact count {len(conv.facts)}")
        counts: dict[str, int] = {}
        for f in conv.facts:
            counts[f.kind] = counts.get(f.kind, 0) + 1
        if counts != KIND_COUNTS:
            errs.append(f"kind counts {counts}")
        corr = conv.corrections
        if len(corr) != nc:
            errs.append(f"corrections {len(corr)} != {nc}")
        for f in corr:
            if f.kind not in CORRECTABLE:
                errs.append(f"corrected kind {f.kind}")
            if f.corrected_at is None or f.corrected_at - f.turn < 50:
                errs.append(f"correction too close: {f.about} {f.turn}->{f.corrected_at}")
            if f.corrected_at is not None and not f.corrected_at < 0.9 * T:
                errs.append(f"correction too late: {f.about} at {f.corrected_at}")
        for f in conv.facts:
            if not f.about or not f.value:
                errs.append(f"empty about/value: {f}")
            if f.stale is None and f.corrected_at is not None:
                errs.append(f"corrected_at without stale: {f.about}")
        fact_turns = [f.turn for f in conv.facts] + [f.corrected_at for f in corr]
        if len(set(fact_turns)) != len(fact_turns):
            errs.append("two facts share a turn")
        st = sorted(fact_turns)
        gaps = [b - a for a, b in zip(st, st[1:])]
        if gaps and min(gaps) < 2:
            errs.append(f"adjacent fact turns (min gap {min(gaps)})")
        thirds = [0, 0, 0]
        for t in fact_turns:
            thirds[min(2, t * 3 // T)] += 1
        if min(thirds) < 12:
            errs.append(f"spread per third {thirds}")
        # verbatim placement
        texts_lower = [(u + "\n" + a).lower() for u, a in conv.turns]
        for f in conv.facts:
            own = f.corrected_at if f.stale is not None else f.turn
            u = conv.turns[own][0]
            if u.count(f.value) != 1:
                errs.append(f"value {f.value!r} appears {u.count(f.value)}x in user text of turn {own}")
            lv = f.value.lower()
            others = [i for i, tx in enumerate(texts_lower) if lv in tx and i != own]
            if others:
                errs.append(f"value {f.value!r} also in turns {others[:5]}")
            if f.stale is not None:
                if f.stale not in conv.turns[f.turn][0]:
                    errs.append(f"stale {f.stale!r} not in user text of turn {f.turn}")
                ls = f.stale.lower()
                bad = [i for i, tx in enumerate(texts_lower) if ls in tx and i not in (f.turn, f.corrected_at)]
                if bad:
                    errs.append(f"stale {f.stale!r} also in turns {bad[:5]}")
        allv = [f.value for f in conv.facts] + [f.stale for f in corr]
        if len({v.lower() for v in allv}) != len(allv):
            errs.append("values not distinct")
        for i, a in enumerate(allv):
            for j, b in enumerate(allv):
                if i != j and a.lower() in b.lower():
                    errs.append(f"substring collision {a!r} in {b!r}")
        ntok = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns)
        avg = ntok / T
        if not 80 <= avg <= 130:
            errs.append(f"avg tokens {avg:.1f}")
        status = "ok" if not errs else "FAIL"
        print(f"[{status}] {tag}: facts={len(conv.facts)} corrections={len(corr)} thirds={thirds} "
              f"min_gap={min(gaps)} avg_tokens={avg:.1f} gen={dt * 1000:.0f}ms")
        for e in errs[:15]:
            print("    -", e)
        failures.extend(f"{tag}: {e}" for e in errs)

    print("\nSample fact turns (seed 1):")
    conv = sample_conv
    plain = [f for f in conv.facts if f.stale is None]
    pick = [plain[i] for i in (0, 11, 23, 35)] + conv.corrections[:2]
    for f in pick:
        t = f.corrected_at if f.stale is not None else f.turn
        print(f"  turn {t} [{f.kind}] {f.about} = {f.value!r}" + (f" (was {f.stale!r} at turn {f.turn})" if f.stale else ""))
        if f.stale is not None:
            print(f"    ORIGINAL (turn {f.turn}): {conv.turns[f.turn][0]}")
        print(f"    USER: {conv.turns[t][0]}")
        print(f"    AI:   {conv.turns[t][1][:160]}")
    if failures:
        print(f"\n{len(failures)} CHECK(S) FAILED")
        return 1
    print("\nALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(_self_check())
