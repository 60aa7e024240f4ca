# ruff: noqa
"""Held-out recall world W: a Bengaluru software engineer relocating to Berlin.

One long chat (user <-> assistant) with ~11 interleaved everyday threads, quick Indian-English with
Hindi/Kannada words, pasted snippets from mails and apps, and 50 planted facts (6 of them corrected
later) phrased in many different styles. Deterministic per seed.

Run the self-checks with:  cd /work/main/benchmarks && python recall_world_w.py
"""
from __future__ import annotations

import datetime as _dt
import random
import re
import sys

from recall_conversation import Conversation, Planted

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4,
               "id": 6, "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")

# --------------------------------------------------------------------------------------------
# value pools (fact-only name pools are disjoint from the incidental names used in filler)
# --------------------------------------------------------------------------------------------
IN_FIRST = ["Raghavendra", "Shalini", "Venkatesh", "Padmavathi", "Girish", "Nandini", "Harsha",
            "Lakshmikanth", "Vidya", "Chethan", "Sowmya", "Praveen", "Bhavana", "Yashodha",
            "Srinivas", "Manjula", "Thejaswini", "Umesh", "Revathi", "Dinesh"]
IN_LAST = ["Hegde", "Kulkarni", "Bhat", "Gowda", "Shetty", "Iyengar", "Murthy", "Desai", "Acharya",
           "Nayak", "Upadhyaya", "Kamath", "Hosmane", "Puttaswamy", "Ballal", "Joshi", "Naidu",
           "Karanth", "Adiga", "Sirsi"]
DE_FIRST = ["Annika", "Tobias", "Henrike", "Matthias", "Svenja", "Florian", "Ulrike", "Dominik",
            "Katrin", "Jörg", "Wiebke", "Malte", "Carola", "Torsten", "Imke"]
DE_LAST = ["Krüger", "Lindemann", "Brandt", "Vogt", "Hoffmeister", "Ziegler", "Kessler", "Baumgart",
           "Reinholz", "Scholle", "Dörfler", "Wendland", "Pohlmann", "Ebeling", "Haverkamp"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _ord(d):
    return f"{d}{'th' if 11 <= d % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


def _ind(n):
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail, parts = s[:-3], s[-3:], []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    if head:
        parts.insert(0, head)
    return ",".join(parts + [tail])


def _words(n):
    return ONES[n] if n < 20 else TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")


def _digits(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def g_person(rng, origin):
    if origin == "dr":
        f, l = rng.choice(IN_FIRST), rng.choice(IN_LAST)
        return rng.choice([f"Dr. {f} {l}", f"Dr. {f[0]}. {l}", f"Dr. {l}", f"Dr. {f} {l[0]}."])
    if origin == "de":
        f, l = rng.choice(DE_FIRST), rng.choice(DE_LAST)
        return rng.choice([f"Herr {l}", f"Frau {l}", f"{f} {l}", f"{f} {l}", f"Frau {f[0]}. {l}"])
    f, l = rng.choice(IN_FIRST), rng.choice(IN_LAST)
    return rng.choice([f"{f} {l}", f"{f} {l}", f"{f} {l[0]}.", f"Mr. {l}", f"{l} {f}", f"{f} {l} ji"])


def g_date(rng, lo=2, hi=11, relative=True):
    if relative and rng.random() < 0.22:
        return rng.choice(["next Monday", "next Thursday", "end of this month", "the Monday after Ugadi",
                           f"the second Saturday of {MONTHS[rng.randint(lo, hi) - 1]}",
                           f"the first Friday of {MONTHS[rng.randint(lo, hi) - 1]}",
                           "the day after Sankranti", "this coming Wednesday", "the Friday before Diwali"])
    m, d = rng.randint(lo, hi), rng.randint(1, 28)
    dt = _dt.date(2026, m, d)
    f = rng.randrange(8)
    if f == 0:
        return f"{_ord(d)} {MONTHS[m - 1]}"
    if f == 1:
        return f"{d:02d}/{m:02d}/2026"
    if f == 2:
        return f"{d}.{m}."
    if f == 3:
        return f"2026-{m:02d}-{d:02d}"
    if f == 4:
        return f"{MONTHS[m - 1]} {_ord(d)}"
    if f == 5:
        return f"{WD[dt.weekday()][:3]}, {d} {MONTHS[m - 1][:3]}"
    if f == 6:
        return f"{d:02d}.{m:02d}.2026"
    return f"{WD[dt.weekday()]} the {_ord(d)}"


def g_inr(rng, lo, hi, step=1000):
    n = rng.randrange(lo // step, hi // step + 1) * step
    opts = [f"₹{_ind(n)}", f"Rs. {_ind(n)}", f"INR {_ind(n)}/-", f"Rs {_ind(n)}"]
    if n % 1000 == 0 and n < 1000000:
        opts.append(f"{n // 1000}k INR")
    if n >= 100000 and n % 5000 == 0:
        opts.append(f"{(n / 100000):g} lakh")
        opts.append(f"{(n / 100000):g} lakhs")
    if n >= 10000000:
        opts.append(f"{(n / 10000000):g} crore")
    if n < 100000 and n % 1000 == 0:
        opts.append(f"{_words(n // 1000)} thousand rupees")
    return rng.choice(opts)


def g_eur(rng, lo, hi, step=10):
    n = rng.randrange(lo // step, hi // step + 1) * step
    de = f"{n:,}".replace(",", ".")
    return rng.choice([f"€{n:,}", f"{n} EUR", f"{de},00 €", f"EUR {n:,}", f"{n:,} euros", f"€{n}"])


def g_phone(rng, where):
    if where == "in":
        p = rng.choice("9876") + _digits(rng, 9)
        return rng.choice([f"+91 {p[:5]} {p[5:]}", f"0{p[:5]} {p[5:]}", p, f"{p[:5]}-{p[5:]}",
                           f"+91-{p}", f"+91 {p[:3]} {p[3:6]} {p[6:]}"])
    if where == "blr":
        a, b = rng.choice("2345") + _digits(rng, 3), _digits(rng, 4)
        return rng.choice([f"080-{a} {b}", f"080 {a}{b}", f"080-{a}{b}", f"+91 80 {a} {b}"])
    if where == "de":
        p = rng.choice(["151", "152", "157", "160", "170", "176"]) + _digits(rng, 1 if rng.random() < .5 else 0)
        rest = _digits(rng, 7)
        return rng.choice([f"+49 {p} {rest}", f"0{p} {rest}", f"+49 {p}{rest}", f"0{p}-{rest}"])
    a = rng.choice("2345679") + _digits(rng, 7)
    return rng.choice([f"030 {a}", f"+49 30 {a}", f"030-{a[:4]} {a[4:]}", f"(030) {a}"])


BLR_AREAS = [("Jayanagar", "560041", "5th Block"), ("Jayanagar", "560011", "4th Block"),
             ("Basavanagudi", "560004", ""), ("HSR Layout", "560102", "Sector 2"),
             ("Banashankari", "560070", "2nd Stage"), ("JP Nagar", "560078", "6th Phase"),
             ("Vijayanagar", "560040", ""), ("Rajajinagar", "560010", "3rd Block")]
APTS = ["Sai Residency", "Srinidhi Enclave", "Brindavan Apartments", "Sree Krishna Nilaya", "Mantri Palms",
        "Lakshmi Towers", "Gokulam Heights"]
BER = [("Boxhagener Str.", "10245"), ("Karl-Marx-Allee", "10243"), ("Grünberger Straße", "10245"),
       ("Sonnenallee", "12045"), ("Prenzlauer Allee", "10405"), ("Müllerstraße", "13353"),
       ("Weserstr.", "12047"), ("Kastanienallee", "10435"), ("Seestraße", "13353"), ("Wühlischstr.", "10245")]
MYS = [("Kalidasa Road", "Jayalakshmipuram", "570012"), ("Sayyaji Rao Road", "Devaraja Mohalla", "570001"),
       ("Chamaraja Double Road", "Chamarajapuram", "570004"), ("Narayana Shastri Road", "Vontikoppal", "570002")]


def g_addr(rng, where):
    if where == "blr":
        area, pin, blk = rng.choice(BLR_AREAS)
        n, c, m = rng.randint(3, 480), rng.randint(1, 14), rng.randint(1, 18)
        blk_s = f", {blk}" if blk else ""
        return rng.choice([f"#{n}, {_ord(c)} Cross{blk_s}, {area}, Bengaluru {pin}",
                           f"Flat {rng.randint(1, 5)}0{rng.randint(1, 9)}, {rng.choice(APTS)}, {_ord(m)} Main, {area}",
                           f"No. {n}/{rng.randint(1, 9)}, {_ord(m)} Main Road{blk_s}, {area}, Bangalore - {pin}",
                           f"{n}, {_ord(c)} Cross, {_ord(m)} Main, {area}, Bengaluru {pin}"])
    if where == "mys":
        road, area, pin = rng.choice(MYS)
        n = rng.randint(2, 300)
        return rng.choice([f"No. {n}, {road}, {area}, Mysuru {pin}", f"#{n}, {road}, {area}, Mysore - {pin}",
                           f"{n}/{rng.choice('ABC')}, {road}, {area}, Mysuru"])
    st, pin = rng.choice(BER)
    n = f"{rng.randint(2, 160)}{rng.choice(['', '', '', 'A', 'B'])}"
    return rng.choice([f"{st} {n}, {pin} Berlin", f"{st} {n}, {rng.randint(1, 5)}. OG links, {pin} Berlin",
                       f"{st} {n}, Vorderhaus, {rng.randint(1, 5)}. OG rechts, {pin} Berlin",
                       f"{st} {n}, c/o {rng.choice(DE_LAST)}, {pin} Berlin"])


def _L(rng, k):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))


def g_id(rng, what):
    if what == "pan":
        return f"{_L(rng, 3)}P{_L(rng, 1)}{_digits(rng, 4)}{_L(rng, 1)}"
    if what == "passport":
        return f"{rng.choice('ZVWTUPSR')}{rng.choice('123456789')}{_digits(rng, 6)}"
    if what == "vfs":
        return rng.choice([f"DEU-BLR-2026-{_digits(rng, 6)}", f"BLRDE{_digits(rng, 7)}/26",
                           f"VFS/DE/BLR/{_digits(rng, 5)}"])
    if what == "steuer":
        d = rng.choice("123456789") + _digits(rng, 10)
        return rng.choice([d, f"{d[:2]} {d[2:5]} {d[5:8]} {d[8:]}"])
    if what == "itr":
        return _digits(rng, 3) + rng.choice("123456789") + _digits(rng, 11)
    if what == "hall":
        return rng.choice([f"RCPT/MYS/{_digits(rng, 4)}", f"No. {rng.randint(1000, 9999)}/26-27",
                           f"KMH-{_digits(rng, 5)}"])
    if what == "reg":
        r, s, n = rng.choice(["01", "02", "03", "04", "05", "41", "51", "53"]), _L(rng, 2), rng.randint(1000, 9999)
        return rng.choice([f"KA-{r}-{s}-{n}", f"KA {r} {s} {n}", f"KA{r}{s}{n}"])
    if what == "policy":
        return rng.choice([f"P/{_digits(rng, 6)}/01/2026/{_digits(rng, 6)}", f"OG-26-{_digits(rng, 4)}-{_digits(rng, 4)}-{_digits(rng, 8)}",
                           f"HLT{_digits(rng, 9)}"])
    if what == "goethe":
        return rng.choice([f"A2-BLR-{_digits(rng, 5)}", f"GI/{_digits(rng, 6)}"])
    if what == "emp":
        return rng.choice([f"EMP-{_digits(rng, 5)}", f"PN {_digits(rng, 6)}", f"REQ-{_digits(rng, 5)}-B"])
    return _digits(rng, 15)


def g_chip(rng):
    d = "900" + _digits(rng, 12)
    return rng.choice([d, f"{d[:3]} {d[3:6]} {d[6:9]} {d[9:]}"])


# --------------------------------------------------------------------------------------------
# fact slots: (kind, thread, about, label, short, generator, core sentences)
# --------------------------------------------------------------------------------------------
def _S(kind, thread, about, label, short, gen, cores=(), speaker=None):
    return dict(kind=kind, thread=thread, about=about, label=label, short=short, gen=gen, cores=list(cores))


SLOTS = [
    # person
    _S("person", "flat", "Berlin landlord's name", "the landlord's name", "landlord name", lambda r: g_person(r, "de"),
       ["Finally the WG-Gesucht landlord replied, it's {v} who owns the place."]),
    _S("person", "move", "relocation agent's name", "the relocation agent's name", "relocation agent",
       lambda r: g_person(r, rng_origin(r)), ["The relocation agent the company assigned me is {v}."]),
    _S("person", "parents", "father's orthopaedic surgeon", "the orthopaedic surgeon's name", "surgeon",
       lambda r: g_person(r, "dr"), ["Appa's knee will be operated by {v}, he is the senior ortho there."]),
    _S("person", "parents", "insurance TPA coordinator", "the TPA coordinator's name", "TPA person",
       lambda r: g_person(r, "in"), ["The TPA lady handling our claim is {v}, she is quite helpful actually."]),
    _S("person", "wedding", "wedding caterer's contact person", "the caterer's contact person", "caterer contact",
       lambda r: g_person(r, "in"), ["For catering we have to deal with {v}, he's the owner's son."]),
    _S("person", "wedding", "mehendi artist's name", "the mehendi artist's name", "mehendi artist",
       lambda r: g_person(r, "in"), ["My sister booked {v} for the mehendi, apparently she's famous on Insta."]),
    _S("person", "job", "HR contact at the new Berlin employer", "my HR contact at the new company", "HR contact",
       lambda r: g_person(r, "de"), ["My HR person at the Berlin company is {v}, all onboarding mails come from her side."]),
    _S("person", "tax", "chartered accountant's name", "the CA's name", "CA",
       lambda r: g_person(r, "in"), ["My CA for the ITR this year is {v}, Appa's old friend's son."]),
    _S("person", "cricket", "weekend cricket team captain", "our team captain's name", "captain",
       lambda r: g_person(r, "in"), ["Our captain this season is {v}, so he decides the playing XI."]),
    _S("person", "vehicles", "buyer of the bike", "the bike buyer's name", "bike buyer",
       lambda r: g_person(r, "in"), ["The guy buying my bike is {v}, from the OLX ad."]),
    _S("person", "german", "German tutor's name", "my German tutor's name", "tutor",
       lambda r: g_person(r, "de"), ["My A2 tutor is {v}, she teaches online from Leipzig."]),
    _S("person", "cat", "cat's vet", "the cat's vet", "vet", lambda r: g_person(r, "dr"),
       ["The cat's vet is {v}, near my sister's place."]),
    # pet
    _S("pet", "cat", "cat's name", "the cat's name", "cat name",
       lambda r: r.choice(["Bagheera", "Tamarind", "Pumpkin Seed", "Mishti Doi", "Ginger Biscuit", "Chukki Rani",
                           "Toffee Sultan", "Kalakand", "Bholu Bhai", "Mrs. Whiskerton", "Pepperoni"]),
       ["My cat is called {v}, she's the real boss of the house."]),
    _S("pet", "cat", "cat's food", "the cat's food", "cat food",
       lambda r: r.choice(["Whiskas Ocean Fish pouches", "Royal Canin Indoor 27", "Drools kitten kibble",
                           "Me-O tuna in jelly", "Sheba salmon cups", "Purina Felix mackerel"]),
       ["She only eats {v}, anything else she just sniffs and walks off."]),
    _S("pet", "cat", "cat's medicine dose", "the cat's medicine", "cat meds",
       lambda r: r.choice(["0.5 ml Meloxidyl", "a quarter Cetrizine tablet", "1 ml Lactulose syrup",
                           "half a Drontal tablet", "2 drops of Tobrex"]),
       ["The vet has put her on {v} daily for now."]),
    _S("pet", "cat", "cat's microchip number", "the cat's microchip number", "microchip no",
       lambda r: g_chip(r), ["Her microchip number is {v}, printed on the vaccination card."]),
    _S("pet", "cat", "cat's weight", "the cat's weight", "cat weight",
       lambda r: r.choice(["4.2 kg", "3.65 kilos", "5.1 kg", "4.75 kilos", "3.9 kg"]),
       ["At the last check-up she weighed {v}, vet says slightly chubby."]),
    _S("pet", "cat", "cat's litter", "the cat's litter", "litter",
       lambda r: r.choice(["the pine pellet litter", "the bentonite clumping litter", "the silica crystal litter",
                           "the corn-cob litter"]),
       ["She only uses {v}, the other stuff she refuses to go near."]),
    # date
    _S("date", "visa", "Blue Card appointment at VFS", "my VFS appointment", "VFS appt", lambda r: g_date(r, 2, 4),
       ["Got the VFS slot for the Blue Card — {v}, morning batch."]),
    _S("date", "flat", "Anmeldung appointment", "the Anmeldung appointment", "Anmeldung", lambda r: g_date(r, 4, 7),
       ["Bürgeramt appointment for the Anmeldung is fixed for {v}, Friedrichshain office."]),
    _S("date", "parents", "father's knee surgery date", "Appa's surgery", "surgery date", lambda r: g_date(r, 2, 5),
       ["Appa's knee surgery is scheduled for {v}."]),
    _S("date", "wedding", "sister's wedding muhurtham", "the wedding muhurtham", "muhurtham", lambda r: g_date(r, 5, 8, False),
       ["Priest fixed the muhurtham for {v}, early morning."]),
    _S("date", "wedding", "mehendi function date", "the mehendi function", "mehendi", lambda r: g_date(r, 5, 8),
       ["The mehendi function will be on {v}, evening."]),
    _S("date", "job", "last working day in Bengaluru", "my last working day", "LWD", lambda r: g_date(r, 3, 5),
       ["My last working day here is {v}, as per the resignation acceptance."]),
    _S("date", "job", "joining date in Berlin", "my joining date in Berlin", "joining date", lambda r: g_date(r, 5, 7, False),
       ["Joining date in Berlin is {v}, they sent the updated contract."]),
    _S("date", "german", "Goethe A2 exam date", "the Goethe A2 exam", "A2 exam", lambda r: g_date(r, 3, 6),
       ["My Goethe A2 exam is on {v}, at the Max Mueller Bhavan."]),
    _S("date", "move", "flight to Berlin", "my flight to Berlin", "flight", lambda r: g_date(r, 5, 7),
       ["Flight to Berlin is booked for {v}, via Frankfurt."]),
    _S("date", "flat", "flat key handover", "the key handover for the flat", "key handover", lambda r: g_date(r, 5, 7),
       ["Key handover for the flat is {v}, landlord will meet me there."]),
    _S("date", "tax", "meeting with the CA", "the meeting with the CA", "CA meeting", lambda r: g_date(r, 2, 7),
       ["I'm meeting the CA on {v} to close the ITR stuff."]),
    _S("date", "cricket", "cricket league final", "the league final", "final match", lambda r: g_date(r, 3, 5),
       ["The league final is on {v}, at the Kanakapura Road ground."]),
    # amount
    _S("amount", "wedding", "caterer's advance", "the caterer's advance", "caterer advance",
       lambda r: g_inr(r, 25000, 95000), ["Paid the caterer an advance of {v} today."]),
    _S("amount", "wedding", "wedding hall booking amount", "the hall booking amount", "hall amount",
       lambda r: g_inr(r, 110000, 380000, 5000), ["Hall booking came to {v} for two days."]),
    _S("amount", "wedding", "gold purchase for the wedding", "the gold bill", "gold bill",
       lambda r: g_inr(r, 250000, 900000, 5000), ["The gold bill at the jeweller came to {v}, Amma almost fainted."]),
    _S("amount", "parents", "knee surgery estimate", "the surgery estimate", "surgery estimate",
       lambda r: g_inr(r, 220000, 560000, 5000), ["Hospital gave an estimate of {v} for the knee replacement."]),
    _S("amount", "parents", "insurance pre-authorised amount", "the amount the insurance pre-approved", "pre-auth amount",
       lambda r: g_inr(r, 150000, 400000, 5000), ["Insurance pre-approved {v} only, rest we pay."]),
    _S("amount", "vehicles", "bike sale price", "the bike sale price", "bike price",
       lambda r: g_inr(r, 48000, 145000), ["Bike is sold for {v}, buyer will transfer tomorrow."]),
    _S("amount", "vehicles", "car sale price", "the car sale price", "car price",
       lambda r: g_inr(r, 380000, 920000, 5000), ["The car is going for {v}, final."]),
    _S("amount", "flat", "warm rent of the Berlin flat", "the warm rent", "warm rent",
       lambda r: g_eur(r, 1080, 1890), ["Warm rent for the flat is {v} per month, including Nebenkosten."]),
    _S("amount", "flat", "rental deposit (Kaution)", "the Kaution", "deposit",
       lambda r: g_eur(r, 2400, 5200, 50), ["The Kaution is {v}, three months' cold rent."]),
    _S("amount", "job", "relocation allowance", "the relocation allowance", "relocation allowance",
       lambda r: g_eur(r, 3000, 8500, 250), ["Company is giving a relocation allowance of {v}, paid with first salary."]),
    _S("amount", "tax", "income tax refund", "my tax refund", "refund",
       lambda r: g_inr(r, 9000, 86000, 10), ["The ITR shows a refund of {v}, not bad."]),
    # phone
    _S("phone", "parents", "surgeon's clinic number", "the surgeon's clinic number", "clinic no", lambda r: g_phone(r, "blr"),
       ["Clinic number of the ortho is {v}, call only after 11."]),
    _S("phone", "parents", "TPA helpdesk number", "the TPA helpdesk number", "TPA no", lambda r: g_phone(r, "in"),
       ["The TPA helpdesk number is {v}, they pick up only on the third try."]),
    _S("phone", "wedding", "caterer's phone number", "the caterer's number", "caterer no", lambda r: g_phone(r, "in"),
       ["Caterer's mobile is {v}, WhatsApp also same."]),
    _S("phone", "wedding", "mehendi artist's number", "the mehendi artist's number", "mehendi no", lambda r: g_phone(r, "in"),
       ["The mehendi girl's number is {v}, she only replies on WhatsApp."]),
    _S("phone", "flat", "landlord's phone number", "the landlord's number", "landlord no", lambda r: g_phone(r, "de"),
       ["Landlord's number is {v}, he prefers SMS to calls."]),
    _S("phone", "move", "relocation agent's office number", "the relocation office number", "agent office no",
       lambda r: g_phone(r, "ber"), ["The relocation agency's Berlin office is {v}."]),
    _S("phone", "vehicles", "bike buyer's number", "the bike buyer's number", "buyer no", lambda r: g_phone(r, "in"),
       ["Bike buyer's number is {v}, he'll come Sunday."]),
    _S("phone", "tax", "CA office landline", "the CA's office landline", "CA office no", lambda r: g_phone(r, "blr"),
       ["CA office landline is {v}, the mobile he never picks."]),
    _S("phone", "cat", "vet clinic number", "the vet clinic's number", "vet no", lambda r: g_phone(r, "blr"),
       ["Vet clinic number is {v}, they do house visits also."]),
    # address
    _S("address", "flat", "Berlin flat address", "the new flat's address", "flat address", lambda r: g_addr(r, "ber"),
       ["The flat I finally got is at {v}."]),
    _S("address", "move", "temporary furnished flat in Berlin", "the temporary flat's address", "temp flat",
       lambda r: g_addr(r, "ber"), ["For the first month the company put me in a furnished place at {v}."]),
    _S("address", "parents", "parents' home address", "my parents' address", "home address", lambda r: g_addr(r, "blr"),
       ["Parents' address for the insurance papers is {v}."]),
    _S("address", "wedding", "wedding hall address in Mysuru", "the wedding hall's address", "hall address",
       lambda r: g_addr(r, "mys"), ["The kalyana mantapa is at {v}, near the temple."]),
    _S("address", "tax", "CA's office address", "the CA's office address", "CA office", lambda r: g_addr(r, "blr"),
       ["The CA's office is at {v}, first floor above the bakery."]),
    _S("address", "cat", "sister's place where the cat will live", "my sister's address", "sister's address",
       lambda r: g_addr(r, "blr"), ["The cat will live at my sister's place, {v}."]),
    # id
    _S("id", "tax", "PAN number", "my PAN", "PAN", lambda r: g_id(r, "pan"), ["My PAN is {v}, in case the CA asks again."]),
    _S("id", "visa", "passport number", "my passport number", "passport no", lambda r: g_id(r, "passport"),
       ["Passport number is {v}, the new one."]),
    _S("id", "visa", "VFS reference number", "the VFS reference number", "VFS ref", lambda r: g_id(r, "vfs"),
       ["VFS reference number is {v}, for tracking."]),
    _S("id", "job", "German tax ID (Steuer-ID)", "my Steuer-ID", "Steuer-ID", lambda r: g_id(r, "steuer"),
       ["The Steuer-ID letter came, the number is {v}."]),
    _S("id", "tax", "ITR acknowledgement number", "the ITR acknowledgement number", "ITR ack", lambda r: g_id(r, "itr"),
       ["ITR acknowledgement number is {v}, filed finally."]),
    _S("id", "wedding", "hall booking receipt number", "the hall booking receipt number", "hall receipt",
       lambda r: g_id(r, "hall"), ["Hall booking receipt number is {v}, keep it safe they said."]),
    _S("id", "vehicles", "car registration number", "the car's registration number", "car reg", lambda r: g_id(r, "reg"),
       ["The car's registration is {v}, for the RTO transfer."]),
    _S("id", "parents", "health insurance policy number", "the health insurance policy number", "policy no",
       lambda r: g_id(r, "policy"), ["Appa's health policy number is {v}."]),
    _S("id", "german", "Goethe exam candidate number", "my Goethe candidate number", "candidate no",
       lambda r: g_id(r, "goethe"), ["My Goethe candidate number is {v}."]),
    _S("id", "job", "employee ID at the new company", "my new employee ID", "employee ID", lambda r: g_id(r, "emp"),
       ["New employee ID is {v}, they sent it with the laptop details."]),
    # decision
    _S("decision", "wedding", "catering menu decision", "the final call on the reception food", "reception menu",
       lambda r: r.choice(["the banana-leaf Udupi spread", "the Mangalorean buffet option", "the plated Kodava menu",
                           "the Bisibele-bath live counter"]),
       ["We have decided to go with {v} for the reception, done, no more discussion."]),
    _S("decision", "vehicles", "decision on selling the car", "the decision on the car", "car decision",
       lambda r: r.choice(["the Spinny offer", "the Cars24 instant quote", "the OLX buyer from Whitefield",
                           "selling to my colleague's cousin"]),
       ["For the car, I'm going with {v}, less headache."]),
    _S("decision", "move", "decision on shipping belongings", "the plan for my stuff", "shipping plan",
       lambda r: r.choice(["sea freight for the books", "one extra checked bag only", "the DHL student box",
                           "leaving the guitar with my sister"]),
       ["Decided: {v}, nothing else goes."]),
    _S("decision", "parents", "decision on the surgery type", "the decision on Appa's surgery", "surgery type",
       lambda r: r.choice(["the robotic total knee replacement", "the conventional partial knee surgery",
                           "both knees in one sitting"]),
       ["After all the drama we've chosen {v} for Appa."]),
    _S("decision", "flat", "which flat he chose", "the final flat choice", "flat choice",
       lambda r: r.choice(["the furnished Zwischenmiete in Neukölln", "the unfurnished Altbau in Wedding",
                           "the company serviced apartment"]),
       ["I'm taking {v}, signed it mentally already."]),
    _S("decision", "tax", "tax regime decision", "the decision on the tax regime", "regime",
       lambda r: r.choice(["the old tax regime", "the new tax regime"]),
       ["CA and I agreed on {v} for this year."]),
    _S("decision", "visa", "visa route decision", "the visa route", "visa route",
       lambda r: r.choice(["the Blue Card route", "the regular skilled-worker visa", "the fast-track via the employer"]),
       ["We're going with {v}, HR agreed."]),
    # preference
    _S("preference", "move", "flight seat preference", "my seat preference for the flight", "seat pref",
       lambda r: r.choice(["an aisle seat near the front", "a window seat on the Frankfurt leg", "the bulkhead row",
                           "an exit-row aisle"]), ["I always want {v}, long legs problem."]),
    _S("preference", "flat", "flat feature preference", "the one thing I really want in the flat", "flat pref",
       lambda r: r.choice(["a south-facing balcony", "an Altbau with wooden floors", "a flat near the Ringbahn",
                           "a bathtub, non-negotiable"]), ["What I really want is {v}, rest I can adjust."]),
    _S("preference", "german", "German class timing preference", "my preferred class timing", "class timing",
       lambda r: r.choice(["the Saturday intensive batch", "evening slots after 7:30", "online classes on Zoom only"]),
       ["For classes I prefer {v}, office hours are crazy."]),
    _S("preference", "wedding", "saree preference for the wedding", "the saree my sister wants", "saree",
       lambda r: r.choice(["a mustard Mysore silk", "the peacock-blue Kanjeevaram", "a maroon Ilkal saree"]),
       ["She's set on {v} for the muhurtham."]),
    _S("preference", "parents", "how parents prefer to be contacted", "how Amma wants updates", "updates pref",
       lambda r: r.choice(["WhatsApp voice notes instead of calls", "a video call every Sunday at 8",
                           "one long call, not many small texts"]), ["Amma prefers {v}, she can't read long texts."]),
    _S("preference", "job", "bank account preference in Germany", "my choice of bank in Germany", "bank pref",
       lambda r: r.choice(["N26 over Deutsche Bank", "a Sparkasse account", "the Commerzbank free account"]),
       ["For salary I'd rather have {v}, everyone in the team says so."]),
    _S("preference", "cricket", "batting position preference", "my batting slot", "batting pref",
       lambda r: r.choice(["opening with the left-hander", "batting at number four", "bowling only the death overs"]),
       ["I told them I want {v} for the farewell games."]),
    # constraint
    _S("constraint", "parents", "father's dietary restriction", "the rule for Appa's diet", "Appa diet",
       lambda r: r.choice(["strictly no sugar", "no ghee-heavy sweets", "no salt above 5 grams"]),
       ["Doctor said {v} for Appa after the surgery."]),
    _S("constraint", "flat", "flat floor constraint", "my hard rule for the flat", "flat rule",
       lambda r: r.choice(["no ground-floor flats", "nothing above the fourth floor without a lift", "no shared bathroom"]),
       ["Hard rule: {v}, I've seen enough horror stories."]),
    _S("constraint", "cat", "cat's allergy", "the cat's allergy rule", "cat allergy",
       lambda r: r.choice(["allergic to chicken", "no dairy at all for her", "no fish-based treats"]),
       ["Remember she is {v}, even small amounts."]),
    _S("constraint", "wedding", "mehendi constraint", "the condition for the mehendi", "mehendi rule",
       lambda r: r.choice(["only organic henna", "no chemical cones", "nothing on the palms before noon"]),
       ["My sister says {v}, her skin reacts otherwise."]),
    _S("constraint", "move", "flight timing constraint", "the condition for booking the flight", "flight rule",
       lambda r: r.choice(["not before the relieving letter", "no layover longer than 4 hours", "no Air India"]),
       ["One condition: {v}, I'm not risking it."]),
    _S("constraint", "wedding", "pooja lunch food constraint", "the rule for the pooja lunch", "pooja lunch",
       lambda r: r.choice(["no onion-garlic", "pure satvik food only", "no maida items"]),
       ["For the pooja lunch it has to be {v}, Ajji's orders."]),
]


def rng_origin(r):
    return r.choice(["de", "in"])


# --------------------------------------------------------------------------------------------
# threads and filler
# --------------------------------------------------------------------------------------------
FRIENDS = ["Rohit", "Sneha", "Arjun", "Divya", "Vikram", "Pooja", "Karthik", "Ananya", "Suresh", "Meera",
           "Abhi", "Tanvi", "Nikhil", "Sameer", "Ashwin", "Lukas", "Jonas", "Lena", "Nithin", "Varun"]
BLR = ["Koramangala", "Indiranagar", "Whitefield", "Basavanagudi", "Malleshwaram", "Electronic City",
       "Majestic", "MG Road", "BTM", "Marathahalli", "Hebbal", "Yeshwanthpur", "Banashankari"]
BERP = ["Kreuzberg", "Prenzlauer Berg", "Mitte", "Alexanderplatz", "Ostkreuz", "Schöneberg", "Moabit",
        "Friedrichshain", "Neukölln", "Charlottenburg", "Wedding", "Treptow"]
TIMES = ["7:15", "9:40 am", "half past six", "around 4", "18:30", "10ish", "11:20", "8 pm", "quarter to nine",
         "2:45", "5:50 pm", "noon"]
DAYS = ["Tuesday", "Thursday", "the weekend", "tomorrow", "Friday evening", "day after tomorrow", "Wednesday",
        "Saturday morning", "tonight", "Sunday"]
SHOPS = ["Brand Factory", "Reliance Digital", "Decathlon", "Lidl", "Rewe", "dm", "Vidyarthi Bhavan", "MTR",
         "Nandini booth", "the Darshini below office", "Rossmann", "Croma"]
DISHES = ["masala dosa", "bisibele bath", "ragi mudde", "Döner", "filter coffee", "idli vada", "Currywurst",
          "akki roti", "puliyogare", "Maggi"]


def _r_inr(r):
    n = r.randrange(2, 900) * 10 + r.choice([0, 0, 0, 9])
    return r.choice([f"₹{_ind(n)}", f"Rs. {n}", f"{n} rupees", f"Rs {_ind(n)}"])


def _r_eur(r):
    n = r.randrange(2, 400)
    return r.choice([f"€{n}", f"{n} euros", f"{n},{r.choice(['00', '50', '90', '99'])} €", f"EUR {n}"])


GEN = {
    "friend": lambda r: r.choice(FRIENDS), "blr": lambda r: r.choice(BLR), "ber": lambda r: r.choice(BERP),
    "time": lambda r: r.choice(TIMES), "day": lambda r: r.choice(DAYS), "shop": lambda r: r.choice(SHOPS),
    "dish": lambda r: r.choice(DISHES), "inr": _r_inr, "eur": _r_eur, "n": lambda r: str(r.randint(2, 14)),
    "big": lambda r: str(r.randint(15, 240)), "pct": lambda r: f"{r.randint(5, 40)}%",
}

THREADS = {
    "visa": dict(
        topic="the Blue Card paperwork",
        tasks=["print the whole checklist again", "book the appointment confirmation printout",
               "get the degree apostilled", "take new biometric photos"],
        speakers=["the VFS guy at the counter", "HR", "my friend who went last month", "the relocation agent"],
        items=["degree certificates scanned", "bank statement attested", "photos 35x45 done", "cover letter printed"],
        user=[
            "VFS website is down again yaar, third time today. Tried from {blr} office wifi and phone hotspot both.",
            "Do I need the original offer letter or a printout is enough for the Blue Card? {friend} says print only.",
            "Photo studio in {blr} charged {inr} for biometric photos, and the background was cream not white. Should I redo?",
            "The checklist says health insurance proof. I don't have German insurance yet na, how does that work?",
            "Apostille for my degree is taking {n} days they said. Is that normal or am I being fooled?",
            "Can you make me a list of documents for the visa appointment, in the order they check them?",
            "{friend} got his Blue Card in {n} weeks itself. Mine feels like it will take forever.",
            "They want bank statements for 3 months, stamped. Bank branch in {blr} said come {day} only.",
            "I'm so confused between the salary threshold numbers, every website says something different.",
            "Is it ok if my passport has only one blank page left? Or should I be worried?",
            "VFS sent a mail saying 'kindly carry originals'. Originals of what exactly, they didn't say.",
            "Visa fees paid, {eur} equivalent in rupees, plus the VFS service charge. Everything is extra extra.",
            "The cover letter, should it be formal formal or is a simple one ok? Draft me something short.",
            "Waited at the VFS centre for like {n} hours last time for {friend}'s file. Going to carry snacks.",
            "Do they take fingerprints at VFS or at the embassy? Just want to know what to expect.",
            "My degree certificate has my name with initials and passport has full name. Will that be a problem?",
            "Heard the embassy is strict about the 'Zusicherung' thing. What even is that?",
            "Got a message 'application under process'. No timeline given. Tension only.",
            "Can I travel to Bangkok for {friend}'s bachelor party while the visa is processing? Passport will be with them na.",
            "Okay the visa sticker came! Wait, the name spelling — no, it's fine. Phew.",
            "HR says the Blue Card approval from the Ausländerbehörde side is done. Now what is pending exactly?",
        ],
        ai=[
            "For the Blue Card file, keep originals and two copies of everything in the order of the checklist.",
            "Processing times vary a lot by season; {n} to 8 weeks is common, so plan buffer before your flight.",
            "If the photo background isn't plain white or light grey, it's safer to redo it — rejections waste more time.",
            "A short, factual cover letter works best: who you are, the employer, the role, and the start date.",
            "Name mismatches between documents are common; an affidavit or 'one and the same person' declaration usually helps.",
            "Carry printouts even if they say digital is fine — it makes the counter interaction much faster.",
            "Travel insurance covering the first weeks is usually accepted until your statutory insurance starts.",
            "Keep scanned copies on your phone and in email so you're covered if anything goes missing.",
        ]),
    "flat": dict(
        topic="the Berlin flat hunt",
        tasks=["send the Schufa alternative documents", "ask for the Wohnungsgeberbestätigung",
               "transfer the first rent", "book the Anmeldung slot"],
        speakers=["the landlord", "the current tenant", "my future colleague", "the WG-Gesucht guy"],
        items=["salary slips sent", "passport copy shared", "employment contract attached", "self-disclosure form filled"],
        user=[
            "Sent {n} more messages on WG-Gesucht today. {n} replies, all asking for Schufa. I don't have Schufa na!",
            "One flat in {ber} looked nice but the photos were clearly from 2009. Smells like a scam.",
            "Someone asked me to pay deposit via Western Union before viewing. That's a scam right? Obviously na.",
            "How much is normal for Nebenkosten? This ad says {eur} extra and I don't know if that's high.",
            "Viewing is on video call at {time} Berlin time, which is like late night for me. Fine, will manage.",
            "{friend} from my new team said {ber} is too far from office. Is the U-Bahn really that bad?",
            "What is 'Staffelmiete'? The contract mentions it and I'm scared to sign something weird.",
            "Can you help me write a short German message to a landlord? Polite but not too long.",
            "Anmeldung slots are fully booked everywhere it seems. {friend} says refresh at midnight.",
            "The flat has no kitchen. Like literally no kitchen. People take their kitchen with them? Seriously?",
            "Found one in {ber}, {n} minutes to office by S-Bahn. Rent is on the higher side but ok.",
            "Landlord wants a 'Mieterselbstauskunft'. Google says self-disclosure. What all goes in that?",
            "Is it normal that the contract is for only 12 months? Or will I have to search again next year?",
            "The current tenant wants {eur} 'Ablöse' for the old furniture. Is that a thing here?",
            "Bro the competition for flats is insane. {big} people applied for one 2-room in {ber}.",
            "Furnished flats are so expensive yaar. Unfurnished means buying everything from IKEA in the first week.",
            "Does the landlord need to give me the Wohnungsgeberbestätigung or is it the Hausverwaltung?",
            "Heating is 'Gasetagenheizung', whatever that means. Is that good or bad for winter bills?",
            "The viewing guy didn't show up, waited {n} minutes outside in the cold on video with {friend}'s cousin.",
            "Checked the street on Google Maps, there's a {dish} place right below. Sold.",
        ],
        ai=[
            "Without Schufa, a letter from your employer, your contract and recent salary slips usually carry a lot of weight.",
            "Never pay anything before viewing and seeing a real contract — that pattern is almost always a scam.",
            "Nebenkosten are typically 2 to 3 euros per square metre, so compare against the flat size.",
            "Keep the message short: who you are, your job, your move-in date, and that you have all documents ready.",
            "Anmeldung slots do get released late at night and early morning, so checking then helps.",
            "Staffelmiete means the rent rises by fixed steps on fixed dates; check how big those steps are.",
            "Unfurnished really can mean no kitchen in Berlin, so ask explicitly before you commit.",
            "Ablöse for furniture is common; you can negotiate it or decline if you don't need the items.",
        ]),
    "move": dict(
        topic="the move itself",
        tasks=["book the excess baggage", "call the packers", "sort the forex card", "get the international licence"],
        speakers=["the relocation agent", "the packers", "my manager", "the airline lady"],
        items=["forex card loaded", "packers booked", "winter jacket bought", "SIM card ordered"],
        user=[
            "Packers quoted {inr} for just packing, not even shipping. Daylight robbery only.",
            "How much cash should I carry in euros for the first week? {friend} says {eur} is enough.",
            "Bought a winter jacket from {shop}, {inr}. The guy said good till minus 10. I'll believe when I see.",
            "Should I take my pressure cooker? Everyone says take pressure cooker. Is this a joke or real advice?",
            "Relocation agent sent a {n}-page PDF. Nobody reads these right? Summarise what I should actually care about.",
            "Forex card or just use my credit card there? The markup on the card is like {pct}.",
            "Airline allows 2 bags of 23 kg. I have stuff for like 5 bags. Help me prioritise.",
            "My manager here said the last 2 weeks I can work from home, so packing will be easier.",
            "Do I need an international driving licence or can I convert my Indian one there?",
            "Getting a German SIM before landing possible? Or buy at the airport itself?",
            "Amma is packing pickles and podis for me like I'm going to war. {n} bottles already.",
            "What's the best way to send money home from Germany later? Wise or bank transfer?",
            "The relocation agent wants a call {day} at {time}. What questions should I ask her?",
            "Should I ship my books or just donate them? There's like {big} books, emotional attachment only.",
            "Layover in Frankfurt is {n} hours. Can I roam around the city or is that too risky?",
            "My laptop charger, phone charger, all Indian plugs. Adapter from here or buy there?",
            "Too much to do yaar. Every day new list, old list not finished.",
            "Excess baggage online is {inr} per kg apparently. Much cheaper than at the counter.",
            "Cancelled my gym membership at {blr}, they wanted {inr} as 'closure fee'. What closure fee?",
        ],
        ai=[
            "Pack documents, medicines and one change of clothes in your cabin bag in case the checked bags get delayed.",
            "A mix works well: a little cash, a travel card with low markup, and your bank card as backup.",
            "Prioritise things that are expensive or hard to find in Germany; bedding and basics are cheap there.",
            "For the relocation call, ask about temporary housing, Anmeldung help, bank account support and timelines.",
            "Indian licences can usually be used for a limited period; conversion rules depend on the state, so check early.",
            "Prepaid SIMs are easy to buy at the airport or any supermarket, though activation needs ID verification.",
            "Sending money home through a transfer service is usually cheaper than a regular bank wire.",
            "A universal adapter from here is fine for the first days; you can buy proper ones there cheaply.",
        ]),
    "parents": dict(
        topic="Appa's surgery",
        tasks=["get the pre-authorisation form signed", "arrange the walker", "book the physio",
               "collect the discharge summary"],
        speakers=["Amma", "Appa", "the hospital desk lady", "my cousin {friend}", "the TPA person"],
        items=["MRI report collected", "blood tests done", "ECG normal", "walker ordered"],
        user=[
            "Appa's knee pain is worse this week. He still insists on walking to the temple in the morning, stubborn.",
            "Hospital in Jayanagar wants the MRI again, the old one is {n} months old they say.",
            "Insurance TPA asked for 'indoor case papers'. What is that even?",
            "Amma called {n} times today. Every time same question, whether I'll be there for the surgery.",
            "Second opinion doctor in {blr} said surgery is not urgent. First one said do it fast. Whom to believe?",
            "Room rent cap in the policy is {inr} per day. The hospital's single room is more. How does that affect the claim?",
            "How long is recovery after knee replacement usually? Appa thinks he'll be dancing in 2 weeks.",
            "Physio guy charges {inr} per home visit. {n} sessions minimum he says.",
            "Can you explain what 'proportionate deduction' means in health insurance? TPA keeps mentioning it.",
            "Appa is refusing the walker, says he's not old. He's 67 yaar.",
            "Blood sugar readings are {big} fasting. Doctor said control it before surgery.",
            "Cousin {friend} will stay with them for the first week after surgery, that's a relief at least.",
            "The hospital canteen food is terrible apparently, Amma is taking {dish} from home daily.",
            "I feel so guilty leaving right when Appa needs help. Moving now is the right thing or not?",
            "TPA rejected one bill for {inr}, said non-medical item. It was the knee brace!",
            "Need to buy a commode chair and a walker. {shop} or some medical store in {blr}?",
            "Appa did his exercises today without complaining. Small wins.",
            "Hospital discharge summary has Appa's age wrong. Will that mess up the claim?",
            "What questions should I ask the surgeon in the pre-op consultation? Don't want to forget anything.",
            "Amma wants to do a small pooja before the surgery. Fine by me, whatever makes her calm.",
        ],
        ai=[
            "After knee replacement, most people walk with support within days, but full recovery takes a few months.",
            "Room rent caps can trigger proportionate deductions on other charges, so it's worth picking a room within the cap.",
            "Ask the surgeon about the implant type, expected hospital stay, physio plan and warning signs after discharge.",
            "Get any errors in the discharge summary fixed before submitting the claim — TPAs are strict about mismatches.",
            "Controlled blood sugar before surgery really helps healing, so the delay is worth it if needed.",
            "It's normal to feel guilty; arranging good support around them is a real way of being there.",
            "Physio consistency in the first six weeks makes the biggest difference to the final result.",
            "Keep every bill and prescription in one folder; TPAs often ask for originals again later.",
        ]),
    "wedding": dict(
        topic="the wedding in Mysuru",
        tasks=["confirm the head count", "pay the decorator", "send the invite PDF", "book rooms for relatives"],
        speakers=["my sister", "Amma", "the caterer", "Ajji", "the hall manager"],
        items=["invites printed", "return gifts ordered", "decorator confirmed", "priest booked"],
        user=[
            "Sister's wedding guest list crossed {big} today. Amma keeps adding 'just one more family'.",
            "Invitation card printing guy in Mysuru quoted {inr} for 500 cards. Is that ok?",
            "Decorator wants full payment in advance. Usually it's 50-50 na?",
            "My sister and Amma fought about the colour theme for {n} hours. I just left the room.",
            "Return gifts: steel boxes or small silver coins? Budget is {inr} per piece max.",
            "The groom's side wants a DJ for the sangeet. Ajji is scandalised. Fun times.",
            "Booked {n} rooms near the hall for relatives from Chennai. Hotel gave {pct} discount only.",
            "Photographer package is {inr} for 2 days with drone. Drone is needed or not?",
            "Can you make a simple checklist for the week before the wedding? Everything is in my head only.",
            "Relatives are asking what to gift. Sister says no gifts. Nobody will listen obviously.",
            "Mysuru in that season will be hot or pleasant? Guests are asking whether to carry shawls.",
            "Nadaswaram team wants to know the timing. Priest is saying one thing, hall another.",
            "{friend} offered to handle the car arrangements for guests. Angel.",
            "Jeweller in {blr} said gold rate went up by {inr} per gram since last week. Timing is everything.",
            "Sister wants a small haldi function also, separately. More functions, more expenses.",
            "I have to fly back from Berlin for the wedding. Leave in the first months, will they even give?",
            "Mehendi cones ordered from some Insta page. Hope they're not fake.",
            "Hall manager sent the terms and conditions, {n} pages. Any red flags to look for?",
            "Groom's family is nice actually. His dad sent a very sweet voice note to Appa.",
            "Seating plan for elders is a political exercise. Who sits next to which uncle, who is not talking to whom.",
        ],
        ai=[
            "For advances, paying in stages tied to milestones protects you if something goes wrong.",
            "A week-before checklist helps: vendor confirmations, payments, guest transport, rooms and an emergency kit.",
            "In hall contracts, check cancellation terms, extra-hour charges, power backup and what decoration is allowed.",
            "Drone shots are nice but optional; if budget is tight, prioritise a good second photographer instead.",
            "Putting one person in charge of each area — food, transport, rooms — saves a lot of last-minute chaos.",
            "Ask for written confirmation of timings from both the priest and the hall so there's no clash on the day.",
            "It's worth asking HR early about leave for the wedding; many companies are flexible for family events.",
            "Keep a shared sheet for payments so nobody pays the same vendor twice.",
        ]),
    "vehicles": dict(
        topic="selling the bike and car",
        tasks=["get the NOC from the bank", "fill Form 29 and 30", "cancel the insurance", "hand over the spare key"],
        speakers=["the buyer", "the RTO agent", "the Spinny guy", "my neighbour"],
        items=["RC copy ready", "insurance copy ready", "Form 29 signed", "service records found"],
        user=[
            "Car inspection guy said the tyres need changing, quoted {inr} less because of that. Cheeky.",
            "Bike has done {big}00 km. Is it even worth much? It's my baby though.",
            "RTO agent wants {inr} for transfer work. Can I do it myself online?",
            "The buyer wants a test ride but I'm scared he'll just vanish with the bike.",
            "Loan on the car is closed but I need NOC from the bank. Bank says {n} working days.",
            "Got a lowball offer on OLX, guy said 'last price' in the first message itself.",
            "Should I sell the car before or after the trip to Mysuru? Need it for the wedding running around.",
            "Service history book is missing. Does that reduce the price a lot?",
            "Cars24 and Spinny both gave quotes. Difference is small but one pays same day.",
            "Bike insurance is expiring {day}. Renew or let the buyer do it?",
            "Did the last service at {blr}, {inr}. Now at least it won't make that noise during the test ride.",
            "Someone messaged 'is this available' and then nothing. {n} times already.",
            "Dad says keep the car for them. But neither of them drives. Sentimental value only.",
            "What documents do I hand over when I sell? Don't want any challan coming to me later.",
            "Buyer wants to pay half now half after RC transfer. Safe or not?",
            "Cleaned the car inside after months. Found {n} pens, one shoe, and {friend}'s sunglasses.",
            "Can I keep my fancy number plate? Probably not na.",
        ],
        ai=[
            "Make sure Form 29 and 30 are signed and the RC transfer is completed, or future fines could come to you.",
            "A delivery note with date and time of handover protects you in case of any later violation.",
            "Only allow a test ride with the buyer's ID and someone accompanying them.",
            "Missing service records can reduce offers somewhat, but invoices from the garage can help.",
            "Partial payments before transfer are risky; full payment before handover is the safest.",
            "Instant-buy platforms pay less but save time, which matters when you're moving soon.",
            "Cancel or transfer the insurance after the RC change so you're not paying for someone else's vehicle.",
        ]),
    "job": dict(
        topic="the job switch",
        tasks=["sign the contract digitally", "send the relieving letter", "finish the KT documents",
               "fill the onboarding form"],
        speakers=["HR", "my manager", "the recruiter", "my new team lead"],
        items=["KT docs shared", "laptop returned", "exit interview done", "PF transfer started"],
        user=[
            "Manager here is asking me to extend notice by {n} weeks. I already said no politely.",
            "New company's HR sent {n} documents to sign with DocuSign. Everything in German and English both.",
            "Exit interview is {day}. Should I be honest about why I'm leaving?",
            "KT sessions are eating my whole day. {n} people to hand over to and nobody takes notes.",
            "Can I prepone my last working day by buying out the notice? They said ask finance.",
            "Gross salary in Germany looks big but net after tax is so much lower. Explain tax classes simply?",
            "My new team lead {friend} sent a welcome mail. Seems chill. Team has people from {n} countries.",
            "Relieving letter will come only after full and final settlement, {n} days. That's after I fly?",
            "Is 30 days of leave per year normal in Germany? Here we fight for 18.",
            "They asked for my shirt size for the welcome kit. Small things, but nice.",
            "My current team is planning a farewell lunch at {blr}. Emotional yaar, {n} years here.",
            "PF withdrawal or transfer? I'm leaving India so transfer to where exactly?",
            "The contract mentions a 6-month Probezeit. Anything to worry about?",
            "Do I need to inform the new company about the wedding leave right at the start?",
            "HR asked for a 'Sozialversicherungsnummer'. I don't have that obviously, I'm not even there.",
            "Background verification agency called my old manager {n} times. He's annoyed with me now.",
            "Kindly revert is what my manager wrote on my resignation mail. Revert what, I've already resigned.",
            "Got the laptop shipping details. Will it come to the temporary flat or office?",
        ],
        ai=[
            "Buying out notice is often possible; ask HR for the exact calculation in writing before agreeing.",
            "Germany's tax class depends mostly on marital status; as a single person you'd usually be in class 1.",
            "A six-month probation is standard in Germany; notice during that period is typically two weeks.",
            "For KT, a short written handover document saves everyone from repeating the same sessions.",
            "The social security number is usually issued after you register and start working, so HR can help.",
            "It's good to mention planned wedding leave early; it shows planning and avoids surprises.",
            "Honest but constructive feedback in an exit interview is fine; avoid anything personal.",
        ]),
    "german": dict(
        topic="German classes",
        tasks=["finish the Hören practice", "book a speaking mock", "revise the Perfekt forms",
               "write the email task again"],
        speakers=["my tutor", "{friend} from class", "the Goethe website", "the exam coordinator"],
        items=["Hören set 3 done", "article table revised", "two Schreiben tasks done", "vocab app streak"],
        user=[
            "Der, die, das is going to kill me. Why is a girl neuter? Das Mädchen. Who decided this?",
            "Did {n} pages of the workbook today. Felt productive, understood maybe half.",
            "Speaking part of A2 — do they ask random questions or fixed topics?",
            "Can you quiz me on dative prepositions? Just 5 questions, don't make it hard.",
            "Practised Hören on the metro, the audio is so fast. I got {n} out of 10.",
            "How do I say 'I will be late by 10 minutes' in German? Need for office.",
            "Class this week is {day} at {time}. Again clashes with a KT session.",
            "{friend} from class scored {big} in B1. Show-off, but also motivating.",
            "Why does the verb go to the end in some sentences? 'weil' sentences are breaking my brain.",
            "Duolingo says I have a {big}-day streak. Still cannot order coffee properly.",
            "Write me a short A2-level email, inviting a friend to a birthday party. I want to compare with mine.",
            "Exam fee was {inr}. At least pass in one attempt I should.",
            "Is Netflix with German subtitles actually helpful or just timepass?",
            "Tutor says my pronunciation of 'ü' is like 'u'. Tried {n} times in the mirror. Same.",
            "What's the difference between 'kennen' and 'wissen'? Explain like I'm five.",
            "Read a kids' book in German today. Understood the story. Proud, not going to lie.",
            "Mock test result: Lesen good, Schreiben average, Sprechen disaster.",
        ],
        ai=[
            "For A2 speaking, topics are everyday ones: introducing yourself, daily routine, and planning something together.",
            "'Weil' sends the verb to the end: 'Ich komme später, weil der Bus Verspätung hat.'",
            "Practising Hören daily for short bursts works better than long sessions once a week.",
            "Use 'kennen' for being familiar with people or places and 'wissen' for knowing facts.",
            "German subtitles on shows you already know are genuinely useful for building listening speed.",
            "For Schreiben, stick to the three points in the task; that's where most marks are.",
            "Learning nouns with their article from day one saves a lot of pain later.",
        ]),
    "cricket": dict(
        topic="the weekend cricket",
        tasks=["pay the ground fee", "collect the team jerseys", "book the nets", "send the availability poll"],
        speakers=["the captain", "{friend} from the team", "the league organiser", "our scorer"],
        items=["ground fee paid", "new ball bought", "jerseys collected", "kit bag repaired"],
        user=[
            "Scored {big} today! Okay fine, {n}. But it was a tough pitch, I swear.",
            "Dropped an easy catch at slip. Team WhatsApp group is roasting me since morning.",
            "Ground at {blr} was waterlogged, match called off. Woke up at 5 for nothing.",
            "Our team is short of a bowler for {day}'s game. {friend} said he'll come if his wife allows.",
            "League fee this season is {inr} per head. Includes umpire and balls.",
            "Should I take my kit bag to Berlin? Is there even cricket there? Serious question.",
            "Finger is swollen after keeping wicket. Ice and ignore, standard procedure.",
            "Our scorer forgot the book so we have no record of my {n} wickets. Injustice.",
            "Last few matches with this team before I leave. Feeling emotional about a tennis-ball team also.",
            "The opponents brought a guy who clearly plays Ranji level. Fixed match.",
            "Rain forecast says {pct} chance. Captain says come anyway.",
            "Team dinner after the match at {blr}, {dish} and endless arguments about DRS.",
            "Bought a new bat from {shop}, {inr}. Knocking it in with a mallet every night, neighbours hate me.",
            "Can you suggest a simple 15-minute warm-up? Hamstring pulled again.",
            "Found out there are actual cricket clubs in Berlin. {friend} sent me a link. Game on.",
            "Umpire gave me LBW when the ball was clearly going down leg. Whatever.",
        ],
        ai=[
            "A short dynamic warm-up — leg swings, lunges, light jogging and a few sprints — really helps avoid hamstring pulls.",
            "Berlin does have cricket clubs, mostly run by South Asian and British communities, and they welcome new players.",
            "For a swollen finger, ice, rest and taping it to the next finger help; if it doesn't settle, get an X-ray.",
            "Knocking in a new bat properly for a few hours really does extend its life.",
            "Keeping a simple shared scoresheet on a phone avoids disputes when the book goes missing.",
        ]),
    "cat": dict(
        topic="the cat",
        tasks=["drop the cat's stuff at my sister's", "get the vaccination card updated", "buy a new carrier",
               "show my sister the feeding routine"],
        speakers=["my sister", "the vet", "Amma", "the groomer"],
        items=["carrier bought", "scratching post moved", "food stocked for a month", "litter tray shifted"],
        user=[
            "The cat sat on my laptop during a standup again. Everyone loved it, my manager less so.",
            "Cat knocked a full glass of water off the table, looked at me, and walked away. Classic.",
            "Will she forget me after I leave? Be honest. Cats are like that no?",
            "Moved her scratching post to my sister's place to get her used to it. She ignored it.",
            "Groomer charges {inr} for a bath and nail trim. She screamed the whole time.",
            "She's been sleeping in my open suitcase since I started packing. Emotional damage.",
            "My sister's flat is on the {n} floor, no balcony net. Should we install one?",
            "Can cats get jealous? My sister's neighbour's dog keeps staring at her.",
            "Carrier from {shop} was {inr}. She refuses to go inside unless there's a treat.",
            "She vomited a hairball at {time}. On my bed. Of course on my bed.",
            "Do cats need to be introduced slowly to a new house? What's the process?",
            "Vet visit {day}, annual vaccination. Last time she bit the nurse.",
            "Sent {n} cat photos to the family group. Nobody replied. Rude.",
            "Should I leave one of my old T-shirts with her? I read somewhere it helps.",
            "My sister is more worried about the cat than about her own wedding. Priorities.",
            "Cat is eating less since {day}. Stress from all the packing boxes maybe?",
        ],
        ai=[
            "Cats do remember people; leaving an unwashed T-shirt with your scent can genuinely help during the transition.",
            "Introduce her to the new home one room at a time, with her litter, food and a hiding spot set up first.",
            "A balcony net is a good idea on higher floors — cats misjudge jumps more often than people think.",
            "Packing and boxes do stress cats; keeping her routine steady helps, and watch appetite for a few days.",
            "Hairballs now and then are normal, but frequent vomiting is worth a vet check.",
            "A treat inside the carrier and leaving it open at home makes it feel less like a trap.",
        ]),
    "tax": dict(
        topic="the income tax stuff",
        tasks=["download Form 16", "check the AIS", "upload the rent receipts", "verify the return"],
        speakers=["the CA", "my CA's assistant", "the income tax portal", "{friend} from office"],
        items=["Form 16 downloaded", "AIS checked", "rent receipts collected", "80C proofs uploaded"],
        user=[
            "Form 16 is not out yet. Company says end of June. I'll be gone by then?",
            "CA's fee is {inr} for ITR filing. {friend} pays half that. Should I bargain?",
            "AIS shows interest income from some FD I forgot about. Appa opened it in my name years ago.",
            "Will I be NRI for tax purposes this year or next? The day count thing is confusing.",
            "Rent receipts for HRA — my landlord here never gave receipts. Can I make them now?",
            "Do I need to report my Indian bank accounts in Germany? Or only income?",
            "ITR portal logged me out {n} times while uploading. Government websites yaar.",
            "What is DTAA and does it mean I won't be taxed twice? Explain simply.",
            "CA wants my capital gains statement from the broker. {n} pages of PDF.",
            "Should I keep my Indian savings account or convert it to NRO? Bank RM is pushing some product.",
            "Tax on the car sale? It's a personal car, I think no tax na?",
            "Got an email from 'income tax department' asking to click a link for refund. Phishing right?",
            "80C is already full with PF. The CA wants me to buy more ELSS. Unnecessary?",
            "Advance tax — do I have to pay that this year because of the FD interest?",
            "Aadhaar-PAN linking status says linked. At least one thing is working.",
        ],
        ai=[
            "Residency for Indian tax depends on days in India in the financial year, so your move date matters a lot.",
            "DTAA between India and Germany helps avoid double taxation, usually via credits for tax already paid.",
            "Once you become NRI, regular savings accounts should be converted to NRO; the bank will guide the process.",
            "The income tax department doesn't send refund links by email — treat that as phishing.",
            "Selling a personal car is generally not taxed as capital gains in India, since it's a personal asset.",
            "Cross-check the AIS against your records before filing; mismatches are what trigger notices.",
        ]),
}
THREAD_KEYS = list(THREADS)
THREAD_W = {"visa": 9, "flat": 12, "move": 10, "parents": 11, "wedding": 12, "vehicles": 7, "job": 10, "german": 8,
            "cricket": 7, "cat": 7, "tax": 7}

U_OPEN = ["", "", "", "", "", "Macha! ", "Arre yaar. ", "Ok listen. ", "Hi hi. ", "Good morning! ", "Hmm. ",
          "Quick one. ", "Ugh. ", "Okay. ", "Boss! ", "Hello? "]
U_TAIL = ["", "", "", "", "", " Kindly revert.", " Do the needful na.", " Tension only.", " What to do.",
          " Ok?", " Simply.", " lol", " 🙏", " Sigh.", " Tell me honestly."]
ASIDES = ["Power cut here again, typing on phone.", "Amma just called about dinner.", "Traffic at {blr} was mad today.",
          "Had {dish} for lunch, feeling sleepy now.", "{friend} is pinging me nonstop about something else.",
          "It's raining in Bengaluru like it's Cherrapunji.", "My phone battery is at {pct}.",
          "Office coffee machine is broken, so I'm cranky.", "Just came back from {shop}.",
          "The neighbour's dog has been barking since {time}.", "Can't believe it's already {day} tomorrow-ish.",
          "Zomato order is late by {n} minutes.", "Auto driver asked {inr} for 2 km, refused.",
          "Anyway, side note.", "Sorry for the random order of messages."]
AI_OPEN = ["Got it.", "Makes sense.", "That's a lot at once.", "Fair point.", "Okay.", "Understood.", "Ha, I get that.",
           "Good thinking.", "Sure.", "That sounds stressful.", "Nice progress.", ""]
AI_TAIL = ["", "Want me to make a checklist for that?", "Let me know if you want a draft.",
           "Happy to help plan the next step.", "One thing at a time — you're doing fine.",
           "Tell me how it goes.", "We can break this into smaller steps if that helps.",
           "It might help to note it in one place so nothing slips."]
SNIP_LINES = ["Please carry original documents.", "This is a system-generated message.", "Regards, Team",
              "Do not reply to this email.", "Status: confirmed", "For queries contact the helpdesk.",
              "Kindly revert with acknowledgement."]


def _fill(rng, tpl, persona):
    def rep(m):
        k = m.group(1)
        if k in persona:
            return persona[k]
        return GEN[k](rng)
    return re.sub(r"\{(\w+)\}", rep, tpl)


def _cap(s):
    return s[:1].upper() + s[1:] if s else s


# --------------------------------------------------------------------------------------------
# fact phrasing
# --------------------------------------------------------------------------------------------
STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation",
          "buried", "texting", "snippet", "hinglish"]


def _cop(slot, v):
    if slot["kind"] == "date" and (v[:1].isdigit() or v.split(" ")[0] in MONTHS or v[:3] in [w[:3] for w in WD]):
        return "is on"
    return "is"


def _fact_sentence(rng, slot, v, style, th, persona):
    lab, short, cop = slot["label"], slot["short"], _cop(slot, v)
    task = _fill(rng, rng.choice(th["tasks"]), persona)
    item = lambda: _fill(rng, rng.choice(th["items"]), persona)
    aside = lambda: _fill(rng, rng.choice(ASIDES), persona)
    if style == "plain":
        if slot["cores"] and rng.random() < 0.6:
            return rng.choice(slot["cores"]).format(v=v)
        return rng.choice([f"{_cap(lab)} {cop} {v}.", f"Just so you know, {lab} {cop} {v}.",
                           f"Noting it here: {lab} {cop} {v}.", f"FYI {lab} {cop} {v}, confirmed today."])
    if style == "value_first":
        return rng.choice([f"{v} — that's {lab}.", f"{v}. That's {lab}, just so it's somewhere.",
                           f"{v}: {short}. Save it somewhere for me.", f"{v} is what they confirmed for {short}, finally.",
                           f"{v}, yes, that's {lab}. Don't ask how long it took."])
    if style == "subordinate":
        return rng.choice([f"Since {lab} {cop} {v}, I think I should {task} first, right?",
                           f"Now that I know {lab} {cop} {v}, I can finally {task}.",
                           f"Because {lab} {cop} {v}, I need to {task} by {_fill(rng, '{day}', persona)}.",
                           f"I'll {task} after the call, considering that {lab} {cop} {v} and nobody else is going to do it."])
    if style == "reported":
        sp = _fill(rng, rng.choice(th["speakers"]), persona)
        return rng.choice([f"{_cap(sp)} just told me that {lab} {cop} {v}.",
                           f"{_cap(sp)} says {lab} {cop} {v}, don't forget it.",
                           f"According to {sp}, {lab} {cop} {v}. Hope they're right.",
                           f"{_cap(sp)} called and said, \"{_cap(lab)} {cop} {v}, note it down.\""])
    if style == "list":
        rows = [item(), item(), f"{short}: {v}"]
        rows = list(dict.fromkeys(rows))
        rng.shuffle(rows)
        bullet = rng.choice(["- ", "* ", "• "])
        num = rng.random() < 0.4
        body = "\n".join(f"{i + 1}. {r}" if num else f"{bullet}{r}" for i, r in enumerate(rows))
        return rng.choice(["Status update for {t}:\n", "Done so far:\n", "Quick list so I don't forget:\n",
                           "Today's progress on {t}:\n"]).format(t=th["topic"]) + body
    if style == "answer":
        return rng.choice([f"{v} only.", f"Oh that — {v}. Sorry, forgot to tell.", f"It's {v}.",
                           f"{v}, I checked just now.", f"Haan, {v}. Sorry, was searching in the mails.",
                           f"Wait... yes, {v}."])
    if style == "question":
        qs = [f"Is it normal that {lab} {cop} {v}?"] if slot["kind"] in ("date", "amount", "decision", "constraint") else \
            [f"Does it matter that {lab} {cop} {v}, or am I overthinking?"]
        return rng.choice(qs + [f"{_cap(lab)} {cop} {v} — should I {task} now or wait?",
                           f"If {lab} {cop} {v}, do I still have time to {task}?",
                           f"Should I save {lab} ({v}) somewhere safe or is that overkill?",
                           f"Can you remind me to {task}, given {lab} {cop} {v}?"])
    if style == "dictation":
        a = aside().rstrip(".").lower()
        return rng.choice([f"ok so note this {lab} {cop} {v} comma and also {a} full stop thanks",
                           f"hey um so {lab} {cop} {v} ... and {a} . new line remind me to {task}",
                           f"voice note sorry typing is hard. {lab} {cop} {v} period {a} period",
                           f"okay okay {short} is {v} yes and then uh {task} question mark"])
    if style == "buried":
        return f"{aside()} {aside()} Btw {lab} {cop} {v}. {aside()} {_cap(_fill(rng, rng.choice(th['user']), persona))}"
    if style == "texting":
        return rng.choice([f"btw {short} → {v}", f"{short}: {v} 👍", f"k so {short} is {v} lol",
                           f"fyi {short} {v}. pls remember", f"{v} <- {short}, save pls", f"ok {short} = {v} done"])
    if style == "snippet":
        src = rng.choice(["mail", "WhatsApp", "app", "SMS", "portal"])
        lines = [f"{_cap(short)}: {v}", rng.choice(SNIP_LINES)]
        if rng.random() < 0.5:
            lines.reverse()
        return f"Pasting from the {src}:\n\"{lines[0]}\n{lines[1]}\"\nThis is what they sent, fyi."
    # hinglish
    return rng.choice([f"Yaar, {lab} {cop} {v} only.", f"Macha {lab} {cop} {v}, do the needful and keep it noted na.",
                       f"{_cap(lab)} {cop} {v} itself, they won't change it it seems.",
                       f"Arre, {lab} {cop} {v}, I told you na? Anyway, now you know."])


def _you(s):
    return re.sub(r"\bmy\b", "your", re.sub(r"\bMy\b", "Your", s))


def _ask_question(rng, slot, th):
    lab = _you(slot["label"])
    return rng.choice([f"By the way, what's {lab}? I can keep it handy for you.",
                       f"Also, for {th['topic']} — do you have {lab} yet?",
                       f"Quick question: did they tell you {lab}?",
                       f"One more thing I'd note down: {lab}. Do you know it?"])


CORR = [
    "Scratch that — {lab} {cop} {new}, not {old}.",
    "Turns out {lab} {cop} actually {new}. I had {old} written down, my bad.",
    "It's actually {new}, not {old}, for the {short}. Sorry yaar.",
    "{new} — that's the correct {short}. Ignore the {old} I gave earlier.",
    "Update on the {short}: {old} is outdated, it's {new} now.",
    "Small change only: instead of {old}, {lab} {cop} {new}.",
    "Oh no, did I tell you {old} earlier? Wrong only. {Lab} {cop} {new}.",
    "Pasting the revised one: \"{Short}: {new} (earlier communicated {old} stands cancelled)\"",
    "Please update yaar, {old} is wrong, {new} is right. Long story.",
    "Ignore what I said before. {Lab}? {new}. Not {old}.",
    "ok correction {short} not {old} its {new} sorry voice typing",
]
CORR_K = {
    "date": ["They moved it to {new}. So not {old} anymore.", "They preponed it from {old} to {new}, tension.",
             "Postponed — {new} instead of {old}. Typical.", "Got a mail, it's shifted: {new}. The {old} slot is cancelled."],
    "phone": ["I had the wrong number — it's {new}, not {old}.", "{old} is always switched off, the right number is {new}.",
              "That {old} number was the old one, new one is {new}."],
    "amount": ["They revised it to {new} from {old}.", "Negotiated! {new} instead of {old}.",
               "Final figure came: {new}. Earlier {old} was just an estimate."],
    "address": ["Address changed — {new}. The {old} one was wrong only.", "Not {old}, they've given {new} now."],
    "person": ["Name mistake from my side — it's {new}, not {old}.", "{old} left, now {new} is handling it.",
               "Turns out it's {new} who's handling it, {old} was just forwarding the mails."],
    "id": ["Typo alert — {new} is the correct one, I typed {old} earlier.",
           "Checked the original paper: {new}. Not {old}. Eyes are tired."],
}


# --------------------------------------------------------------------------------------------
# generation
# --------------------------------------------------------------------------------------------
def _clash(a, b):
    a, b = a.lower(), b.lower()
    return a in b or b in a


def _filler(rng, th_key, persona):
    th = THREADS[th_key]
    u = _fill(rng, rng.choice(th["user"]), persona)
    if rng.random() < 0.8:
        u = _fill(rng, rng.choice(th["user"]), persona) + " " + u if rng.random() < 0.5 else u + " " + _fill(rng, rng.choice(ASIDES), persona)
    u = rng.choice(U_OPEN) + u + rng.choice(U_TAIL)
    return u, _ai(rng, th_key, persona)


def _ai(rng, th_key, persona, lead=""):
    th = THREADS[th_key]
    parts = [rng.choice(AI_OPEN), lead, _fill(rng, rng.choice(th["ai"]), persona)]
    parts.append(_fill(rng, rng.choice(th["ai"]), persona))
    if rng.random() < 0.5:
        parts.append(_fill(rng, rng.choice(th["ai"]), persona))
    parts.append(rng.choice(AI_TAIL))
    out = []
    for p in parts:
        if p and p not in out:
            out.append(p)
    return " ".join(out)


def _schedule(rng, turns):
    keys = THREAD_KEYS
    w = [THREAD_W[k] for k in keys]
    sched, prev = [], None
    while len(sched) < turns:
        k = rng.choices(keys, w)[0]
        if k == prev:
            continue
        sched.extend([k] * rng.randint(2, 6))
        prev = k
    return sched[:turns]


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    rng = random.Random(seed)
    persona = {"sis": rng.choice(["Deepa", "Kavitha", "Rashmi", "Shruthi"])}
    sched = _schedule(rng, turns)
    # ---- pick fact slots
    chosen = []
    for kind, cnt in KIND_COUNTS.items():
        pool = [s for s in SLOTS if s["kind"] == kind]
        chosen.extend(rng.sample(pool, cnt))
    # ---- draw values (distinct, no substring clashes)
    taken = []
    facts = []  # dicts
    for s in chosen:
        for _ in range(200):
            v = s["gen"](rng)
            if not any(_clash(v, t) for t in taken):
                break
        taken.append(v)
        facts.append(dict(slot=s, value=v, stale=None))
    elig = [f for f in facts if f["slot"]["kind"] in CORRECTABLE]
    corr = rng.sample(elig, min(n_corrections, len(elig)))
    for f in corr:
        for _ in range(200):
            nv = f["slot"]["gen"](rng)
            if not any(_clash(nv, t) for t in taken):
                break
        taken.append(nv)
        f["stale"], f["value"] = f["value"], nv
    # ---- placement
    third = turns // 3
    segs = [(3, third), (third, 2 * third), (2 * third, turns - 2)]
    used = set()

    def pick(lo, hi, thread):
        cands = [t for t in range(lo, hi) if sched[t] == thread and t not in used]
        if not cands:
            cands = [t for t in range(lo, hi) if t not in used]
        t = rng.choice(cands)
        used.add(t)
        sched[t] = thread
        return t

    rest = [f for f in facts if f not in corr]
    rng.shuffle(rest)
    seg_of = {}
    for i, f in enumerate(corr):
        seg_of[id(f)] = i % 2
    counts = [sum(1 for f in corr if seg_of[id(f)] == s) for s in range(3)]
    for f in rest:
        s = min(range(3), key=lambda k: (counts[k] - (0.3 if k == 2 else 0), rng.random()))
        seg_of[id(f)] = s
        counts[s] += 1
    for f in corr:
        lo, hi = segs[seg_of[id(f)]]
        f["turn"] = pick(lo, hi, f["slot"]["thread"])
        f["corr_turn"] = pick(min(f["turn"] + 60, turns - 3), min(f["turn"] + 420, turns - 2), f["slot"]["thread"])
    for f in rest:
        lo, hi = segs[seg_of[id(f)]]
        f["turn"] = pick(lo, hi, f["slot"]["thread"])
    # ---- styles balanced
    styles = (STYLES * 5)[:len(facts)]
    rng.shuffle(styles)
    for f, st in zip(sorted(facts, key=lambda f: f["turn"]), styles):
        f["style"] = st
    event = {}
    for f in facts:
        event[f["turn"]] = ("stmt", f)
        if f.get("corr_turn") is not None:
            event[f["corr_turn"]] = ("corr", f)
    qsuffix = {}
    for f in facts:
        if f["style"] == "answer":
            qsuffix[f["turn"] - 1] = _ask_question(rng, f["slot"], THREADS[f["slot"]["thread"]])

    def render(t):
        th_key = sched[t]
        th = THREADS[th_key]
        ev = event.get(t)
        if ev is None:
            u, a = _filler(rng, th_key, persona)
        elif ev[0] == "stmt":
            f = ev[1]
            s = f["slot"]
            v = f["stale"] if f["stale"] is not None else f["value"]
            core = _fact_sentence(rng, s, v, f["style"], th, persona)
            if f["style"] in ("plain", "reported", "subordinate", "value_first", "hinglish", "question") and rng.random() < 0.5:
                core = core + " " + _fill(rng, rng.choice(th["user"]), persona)
            elif f["style"] in ("list", "snippet", "texting") and rng.random() < 0.5:
                core = _fill(rng, rng.choice(th["user"]), persona) + " " + core
            if f["style"] in ("plain", "hinglish", "question", "subordinate", "reported"):
                core = rng.choice(U_OPEN) + core
            u = core + (rng.choice(U_TAIL) if f["style"] not in ("dictation", "snippet", "list") else "")
            if rng.random() < 0.5:
                lead = rng.choice([f"Noted — {v}.", f"I'll remember {v} for {s['short']}.",
                                   f"{v}, got it.", f"Okay, {_you(s['label'])}: {v}."])
            else:
                lead = rng.choice(["Noted.", "Thanks, I'll keep that in mind.", "Good to have that pinned down.", ""])
            a = _ai(rng, th_key, persona, lead)
        else:
            f = ev[1]
            s = f["slot"]
            pool = CORR + CORR_K.get(s["kind"], []) * 2
            tpl = rng.choice(pool)
            cop = _cop(s, f["value"])
            u = tpl.format(lab=s["label"], Lab=_cap(s["label"]), short=s["short"], Short=_cap(s["short"]),
                           cop=cop, old=f["stale"], new=f["value"], Old=_cap(f["stale"]))
            u = rng.choice(U_OPEN) + u
            if rng.random() < 0.5:
                u += " " + _fill(rng, rng.choice(th["user"]), persona)
            lead = rng.choice([f"Updated — {f['value']} it is.", f"Thanks for correcting that; {s['short']} is now {f['value']}.",
                               "Thanks for the correction, I've updated it.", "Okay, replacing the earlier one."])
            a = _ai(rng, th_key, persona, lead)
        if t in qsuffix:
            a = a + " " + qsuffix[t]
        if ev is not None:
            for v in (ev[1]["value"], ev[1]["stale"]):
                if v and v.endswith("."):
                    u, a = u.replace(v + ".", v), a.replace(v + ".", v)
        return u, a

    conv_turns = [render(t) for t in range(turns)]
    # ---- repair incidental clashes with planted values
    checks = []
    for f in facts:
        if f["stale"] is None:
            checks.append((f["value"], {(f["turn"], 0), (f["turn"], 1)}))
        else:
            checks.append((f["value"], {(f["corr_turn"], 0), (f["corr_turn"], 1)}))
            checks.append((f["stale"], {(f["turn"], 0), (f["turn"], 1), (f["corr_turn"], 0)}))
    for _ in range(60):
        bad = set()
        for t, (u, a) in enumerate(conv_turns):
            lu, la = u.lower(), a.lower()
            for v, ok in checks:
                lv = v.lower()
                if lv in lu and (t, 0) not in ok:
                    bad.add(t)
                if lv in la and (t, 1) not in ok:
                    bad.add(t)
        if not bad:
            break
        for t in sorted(bad):
            conv_turns[t] = render(t)
    planted = []
    for f in facts:
        s = f["slot"]
        if f["stale"] is None:
            planted.append(Planted(s["kind"], s["about"], f["value"], f["turn"]))
        else:
            planted.append(Planted(s["kind"], s["about"], f["value"], f["turn"], stale=f["stale"],
                                   corrected_at=f["corr_turn"]))
    planted.sort(key=lambda p: p.turn)
    return Conversation(turns=conv_turns, facts=planted)


# --------------------------------------------------------------------------------------------
# self-checks
# --------------------------------------------------------------------------------------------
def _self_check() -> int:
    import os
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", "/work/main/rollmem_client/_tiktoken")
    import tiktoken
    enc = tiktoken.get_encoding("cl100k_base")
    fails = 0

    def fail(msg):
        nonlocal fails
        fails += 1
        print("FAIL:", msg)

    for seed in range(1, 6):
        c = generate(seed)
        if len(c.turns) != 1000:
            fail(f"seed {seed}: {len(c.turns)} turns")
        kinds = {}
        for f in c.facts:
            kinds[f.kind] = kinds.get(f.kind, 0) + 1
        if len(c.facts) != 50 or kinds != KIND_COUNTS:
            fail(f"seed {seed}: kind counts {kinds}")
        cs = c.corrections
        if len(cs) != 6:
            fail(f"seed {seed}: {len(cs)} corrections")
        for f in cs:
            if f.kind not in CORRECTABLE or f.corrected_at is None or f.corrected_at - f.turn < 50:
                fail(f"seed {seed}: bad correction {f}")
        for f in c.facts:
            if f.stale is None:
                allowed_v = {(f.turn, 0), (f.turn, 1)}
                need_v = (f.turn, 0)
            else:
                allowed_v = {(f.corrected_at, 0), (f.corrected_at, 1)}
                need_v = (f.corrected_at, 0)
                allowed_s = {(f.turn, 0), (f.turn, 1), (f.corrected_at, 0)}
                if f.stale not in c.turns[f.turn][0]:
                    fail(f"seed {seed}: stale {f.stale!r} not in first statement turn {f.turn}")
            if f.value not in c.turns[need_v[0]][0]:
                fail(f"seed {seed}: value {f.value!r} not in user message of turn {need_v[0]}")
            for t, (u, a) in enumerate(c.turns):
                for side, msg in ((0, u), (1, a)):
                    if f.value.lower() in msg.lower() and (t, side) not in allowed_v:
                        fail(f"seed {seed}: value {f.value!r} leaks at turn {t} side {side}")
                    if f.stale is not None and f.stale.lower() in msg.lower() and (t, side) not in allowed_s:
                        fail(f"seed {seed}: stale {f.stale!r} leaks at turn {t} side {side}")
        c2 = generate(seed)
        if c2.turns != c.turns or c2.facts != c.facts:
            fail(f"seed {seed}: not deterministic")
        ntok = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in c.turns)
        avg = ntok / len(c.turns)
        if not 80 <= avg <= 130:
            fail(f"seed {seed}: avg tokens/turn {avg:.1f}")
        thirds = [sum(1 for f in c.facts if f.turn * 3 // 1000 == k) for k in range(3)]
        print(f"seed {seed}: turns={len(c.turns)} facts={len(c.facts)} corrections={len(cs)} "
              f"avg_tokens/turn={avg:.1f} early/mid/late={thirds} kinds={dict(sorted(kinds.items()))}")
        rs = random.Random(seed * 7)
        for f in rs.sample([x for x in c.facts if x.stale is None], 3):
            print(f"   [{f.kind}] {f.about} = {f.value!r} (turn {f.turn})\n      U: {c.turns[f.turn][0][:220]!r}")
        for f in cs[:2]:
            print(f"   [corr {f.kind}] {f.about}: {f.stale!r} -> {f.value!r} (turns {f.turn} -> {f.corrected_at})\n"
                  f"      U: {c.turns[f.corrected_at][0][:220]!r}")
    print("ALL CHECKS PASSED" if not fails else f"{fails} FAILURES")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(_self_check())
