# ruff: noqa: RUF001  (Turkish words in the data: their dotless i is meant)
"""Held-out recall world "o": a Scottish developer in Berlin with a Turkish-German partner and a bakery café.

One long chat between a user and an AI assistant across eleven everyday threads (German bureaucracy, the flat
hunt, the café, the toddler's Kita, the in-laws in Istanbul, the cargo bike, the cat and the aquarium, marathon
training with a calf strain, a used car, bank and tax matters, the day job). Threads are interleaved in sticky
runs; filler is built from thread-specific templates with slot filling and mentions plenty of incidental names,
places, prices, times and numbers that are *not* planted facts.

``generate(seed)`` plants 50 facts (person 8, pet 4, date 7, amount 6, phone 4, address 4, id 6, decision 4,
preference 4, constraint 3) phrased in a dozen different styles, and corrects ``n_corrections`` of them at least
50 turns later in varied natural wordings. Every value (and every stale value) is checked to appear only where it
is allowed to.

Self-contained: standard library plus ``tiktoken`` (only for the self-check).
"""

from __future__ import annotations

import datetime as _dt
import random
import re
import sys

from recall_conversation import Conversation, Planted

VALUE_MARK = "\x00"  # stands in for the planted value until the frame has been transformed
STALE_MARK = "\x01"  # stands in for the stale value inside a correction

# ----------------------------------------------------------------------------------------------------------------
# World constants
# ----------------------------------------------------------------------------------------------------------------

PARTNERS = ["Deniz", "Aylin", "Elif", "Selin", "Derya", "Melis", "Emre", "Baran"]
KIDS = ["Leyla", "Mila", "Emir", "Rory", "Ada", "Aras", "Isla", "Defne"]
COFOUNDERS = ["Jonas", "Friederike", "Malte", "Johanna", "Nele", "Till", "Greta"]
HOMETOWNS = ["Glasgow", "Dundee", "Aberdeen", "Paisley", "Inverness", "Stirling"]

# Incidental filler slots. Fact values are drawn from different pools; any accidental overlap is rejected.
SLOTS: dict[str, list[str]] = {
    "iname": ["Lukas", "Mia", "Sophie", "Paul", "Hannah", "Tobi", "Fatma", "Ayşe", "Kemal", "Fiona", "Ewan",
              "Morag", "Lotte", "Janina", "Ole", "Yusuf", "Merve", "Kai", "Svenja", "Piotr", "Grant", "Moritz"],
    "isurname": ["Becker", "Schulz", "Wagner", "Fischer", "Neumann", "Klein", "Wolf", "Braun", "Koch", "Richter",
                 "Zimmermann", "Hoffmann"],
    "district": ["Neukölln", "Kreuzberg", "Friedrichshain", "Wedding", "Moabit", "Prenzlauer Berg", "Schöneberg",
                 "Treptow", "Lichtenberg", "Tempelhof", "Pankow", "Charlottenburg"],
    "place": ["Hermannplatz", "the Tempelhofer Feld", "Görlitzer Park", "Alexanderplatz", "Ostkreuz",
              "the Maybachufer market", "Kotti", "Boxhagener Platz", "the Spree", "Mauerpark", "Rixdorf",
              "Hasenheide", "the Landwehrkanal", "Schlesisches Tor"],
    "street": ["Sonnenallee", "Karl-Marx-Straße", "Kottbusser Damm", "Frankfurter Allee", "Torstraße",
               "Hermannstraße", "Kantstraße"],
    "time": ["7:15", "8:30", "9:45", "ten past six", "half nine", "11:20", "14:00", "quarter to five", "17:30",
             "6am", "20:15", "halb acht", "5:50", "22:40", "noon"],
    "price": ["€40", "35 euros", "€120", "89 €", "€15.90", "230 euros", "€60-ish", "€9.50", "€18", "€75", "€310",
              "about 500 euros", "49 Euro", "€140", "199 euros"],
    "bigprice": ["€1,800", "2.400 €", "3k", "€2,950", "1.900 Euro", "about 2,000 euros", "€3,400"],
    "carprice": ["€6,900", "8.400 €", "5k", "€7,250", "9.990 Euro", "€11,500"],
    "carkm": ["80,000", "112.000", "64,000", "140k", "97.500", "155,000"],
    "salary": ["8k", "€10,000", "12.000 €", "fifteen grand"],
    "price_small": ["€6", "4,50 €", "€8", "€12", "3 euros", "€2.20"],
    "n": ["3", "4", "5", "6", "7", "8", "12", "15", "20", "40", "two", "three", "four", "a dozen"],
    "dur": ["forty minutes", "an hour", "25 minutes", "almost two hours", "ten minutes", "an hour and a half",
            "most of the afternoon"],
    "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "month": ["April", "May", "June", "July", "August", "September", "October"],
    "km": ["6", "8", "10", "12", "14", "16", "18", "21", "25", "28"],
    "pace": ["5:40", "5:55", "6:10", "6:20", "5:25", "6:45", "5:10"],
    "temp": ["3", "7", "-2", "1", "-5", "4", "0", "minus 3"],
    "fridgetemp": ["9", "11", "12", "14"],
    "tanktemp": ["23", "24", "25", "26", "27", "22,5"],
    "mtime": ["5:30", "6am", "quarter past five", "4:50", "6:10", "half six"],
    "room": ["214", "3.118", "B 07", "E 12", "1.045"],
    "pct": ["30", "40", "50", "60", "20"],
    "dish": ["Franzbrötchen", "Zimtschnecken", "sourdough loaves", "Börek", "carrot cake", "rye buns",
             "Streuselkuchen", "shortbread", "Apfelkuchen", "croissants", "cheese scones", "cardamom buns",
             "Poğaça", "Käsekuchen", "millionaire's shortbread"],
    "car": ["Skoda Fabia", "VW Golf", "Opel Astra", "Toyota Yaris", "Ford Focus estate", "Dacia Logan MCV",
            "Renault Clio", "Seat Ibiza", "Mazda 3"],
    "bank": ["Sparkasse", "N26", "Commerzbank", "ING", "DKB", "Volksbank"],
    "hometown": HOMETOWNS,
    "dayord": ["the 2nd", "the 9th", "the 15th", "the 21st", "the 30th", "the 4th", "the 27th"],
    "hn": ["3", "12", "27", "41", "58", "104", "7a"],
    "bakeditem": ["a tray of Franzbrötchen", "two dozen scones", "the rye starter", "a box of Poğaça",
                  "three Käsekuchen"],
}

# ----------------------------------------------------------------------------------------------------------------
# Thread filler: user templates, assistant sentences, assistant follow-up questions, speakers
# ----------------------------------------------------------------------------------------------------------------

THREADS: dict[str, dict[str, list[str]]] = {}

THREADS["buro"] = {
    "user": [
        "The Bürgeramt website is down again. I refreshed it {n} times before {time} and got nothing.",
        "Do I need a Wohnungsgeberbestätigung for the Anmeldung even if {iname} is technically subletting to us?",
        "The Ausländerbehörde sent another letter. Two pages of German and I understood maybe {pct} percent of it.",
        "How long does the Steuer-ID letter usually take to arrive after the Anmeldung?",
        "{partner} says I should just turn up at the Bürgeramt in {district} at {time} and queue. Is that still a thing?",
        "Is the Blue Card route better for me than a family reunion permit, given I'm married to {partner}?",
        "Biometric photos cost me {price_small} at the machine at {place}, I printed everything twice, and I still feel unprepared.",
        "The health insurance wants proof of my previous cover in the UK. Where would I even get that?",
        "Got a letter from the Finanzamt that just says 'Fragebogen zur steuerlichen Erfassung'. Is that the café one?",
        "Na ja, the woman at the counter was really nice today. Sent me to room {room} though, which doesn't exist.",
        "What's the difference between a Fiktionsbescheinigung and the actual permit? Can I travel on one?",
        "The form asks for my 'Geburtsname'. I never changed my name, so I just write it again, right?",
        "I've got {n} tabs open on the Berlin.de service portal and none of them agree with each other.",
        "Do I need to deregister the old address myself, or does the new Anmeldung take care of it?",
        "I keep a folder called 'Bürokratie' with {n} subfolders now. {partner} thinks it's hilarious.",
        "They want a certified translation of our marriage certificate. A translator in {district} quoted {price}.",
        "My Rundfunkbeitrag letter came addressed to the previous tenant, a {iname} {isurname}. Do I just ignore it?",
        "Apparently the ELSTER activation code comes by post. Why is the online login sent by post?",
        "Spent {dur} on hold with the 115 hotline today. Got through eventually, and the answer was 'kommt drauf an'.",
        "Can we register the café's second employee before my own tax stuff is fully sorted?",
        "I think I mixed up the Steuernummer and the Steuer-ID on one form. Is that fixable?",
        "{iname} from the running club says her Termin at the Ausländerbehörde took eight months. Eight!",
        "The Krankenkasse app wants a video ident at {time}. Will they accept a UK passport for that?",
        "Does the Aufenthaltstitel renewal have to happen in person or can I do it online now?",
        "Quick sanity check: tax class III for me and V for {partner}, or IV/IV? Everyone has an opinion.",
        "Why does every German form need a signature in blue ink? The Bürgeramt lady actually asked.",
        "The Integrationskurs letter says I'm 'berechtigt' but not 'verpflichtet'. So I can, but don't have to?",
        "Is there an English version of the Anmeldung form or is it all in Amtsdeutsch?",
        "The Bürgeramt on {street} supposedly has walk-in slots on {dayord}, but only from {time}. Worth a try?",
        "{iname} got her Anmeldung done in {district} in ten minutes. Ten! She showed me the printout like a trophy.",
        "The Finanzamt letter gives a 'Frist' of one month from {dayord}. Does the month start when it was sent or when I got it?",
    ],
    "asst": [
        "In Berlin, appointments are often released early in the morning, so checking around 8 can help.",
        "The Anmeldung generally needs your passport, the completed form and the landlord's confirmation (Wohnungsgeberbestätigung).",
        "The Steuer-ID letter is usually posted automatically a few weeks after registration.",
        "If the letter mentions a deadline (Frist), it's worth noting that date first and working backwards.",
        "A Fiktionsbescheinigung keeps your status valid while the application is processed, but travel rules vary, so check with the office.",
        "Keeping copies of everything you submit, with the date you submitted it, saves a lot of trouble later.",
        "For the health insurer, a letter of prior coverage or an S1-type document from your previous provider is usually what they mean.",
        "The 'Fragebogen zur steuerlichen Erfassung' is the registration questionnaire for a new business, filed through ELSTER.",
        "Certified translations vary a lot in price, so getting two quotes is sensible.",
        "If Berlin.de seems contradictory, the individual office's own page tends to be the most current.",
        "It's fine to repeat your current surname in the birth-name field if it never changed.",
        "Tax class choices mostly affect monthly withholding; the annual return evens things out.",
        "You could email the caseworker to confirm which documents are still missing.",
        "Bringing originals plus one copy of each document is the safest approach.",
        "A short, polite email in simple German (or English) often gets a faster answer than a phone call.",
        "The 115 hotline can at least tell you which office is responsible.",
        "Small form mistakes can usually be corrected with a short letter, so don't panic about it.",
        "A simple list of every reference number you receive makes follow-up calls much easier.",
        "Blue ink is a tradition more than a rule in most offices, but it doesn't hurt to bring a blue pen.",
        "Voluntary integration courses can still be useful for the language part, and they're subsidised.",
    ],
    "q": ["Do you want me to draft a short email to them?", "Which office sent the letter?",
          "Would a checklist for the appointment help?", "Is there a deadline mentioned anywhere?"],
    "spk": ["the woman at the Bürgeramt", "the caseworker", "{partner}", "a guy in the queue",
            "the lady on the 115 hotline", "{iname} from work"],
}

THREADS["flat"] = {
    "user": [
        "Another viewing in {district} today. {n} couples in a stairwell, all holding identical folders.",
        "The agent asked for a Schufa, three payslips, a Mietschuldenfreiheitsbescheinigung and, I think, my blood type.",
        "How do I get a Schufa-Auskunft quickly? The free one takes weeks apparently.",
        "Is it normal for a Hausverwaltung to not answer emails for {n} days?",
        "The flat in {district} was lovely but the kitchen was 'Einbauküche zur Ablöse' for {bigprice}. For a used kitchen!",
        "Our current landlord says we have to paint everything white before we leave. Is that enforceable?",
        "What's a Staffelmiete and should I run away from it?",
        "{partner} found a flat on Kleinanzeigen that sounds too good to be true. Three rooms, near {place}.",
        "Do we need Hausratversicherung before we move in or after?",
        "The Nebenkostenabrechnung came and we owe {price}. How do I check it's actually correct?",
        "Honestly the flat hunt is worse than the Ausländerbehörde. At least they give you a number to wait with.",
        "The Hinterhaus flats are cheaper, but {kid}, the buggy and four flights of stairs... na ja.",
        "Should I include a cover letter with a photo of us? Everyone in the Facebook group says yes.",
        "The current tenant wants {price} for a wardrobe and a lamp. Is that an Abstandszahlung thing?",
        "Bathroom has no window, which the listing called 'innenliegend, modern'. Creative.",
        "How much notice do we have to give on the current flat? The contract is from 2011.",
        "Saw a place near {place}: fourth floor, no lift, balcony facing the S-Bahn. Hmm.",
        "Does the landlord have to pay interest on the deposit? Asking for my future self.",
        "The Mietpreisbremse calculator says the place we like is over the limit. Do we dare mention it?",
        "We need an Umzugsfirma for the {weekday} after next. Quotes range from {bigprice} to absurd.",
        "Heating in the current place has been off since {time} yesterday. Third time this winter.",
        "A viewing at {time} on a {weekday}, with a toddler. Who schedules these?",
        "The listing says 'WBS erforderlich'. What's a WBS and do we qualify?",
        "{iname} {isurname} from the café offered to help us move. In exchange for {dish}, obviously.",
        "Should we just stay where we are and rent a storage unit? {partner} says no, I say maybe.",
        "The agent in {district} called me 'Herr' and then switched to English mid-sentence. Was my German that bad?",
        "We measured the old sofa. It will not fit through any Berlin stairwell built after 1890.",
        "Viewing at {street} {hn} on {weekday} at {time}. The ad says 'ruhige Lage', the map says main road.",
        "A flat on {street} came up, {price} cheaper than the others, ground floor, bars on the windows. Hmm.",
        "The caretaker's number is on a sticker by the letterboxes, half torn off. Starts with 0157, that's all I know.",
    ],
    "asst": [
        "In Berlin viewings are often crowded; a complete application folder ready to hand over really helps.",
        "You can request a free data copy from Schufa under the GDPR, but the paid report is faster if you need it now.",
        "Renovation clauses (Schönheitsreparaturen) are often invalid if they're too rigid, so the exact wording matters.",
        "A Staffelmiete sets rent increases in advance; it's predictable, but check how steep the steps are.",
        "For the Nebenkostenabrechnung you have the right to inspect the receipts (Belegeinsicht).",
        "The deposit is usually held in a separate account and earns interest for the tenant, even if it's small.",
        "Three months' notice is standard for tenants, and longer periods in old contracts often don't bind you.",
        "A short, friendly cover letter helps you stand out among many applicants.",
        "Taking dated photos of every room at handover protects you later.",
        "Household contents insurance can usually start on the move-in date, so you can sign up a bit in advance.",
        "If the rent seems above the Mietpreisbremse limit, you can raise it after signing; many people wait until they're in.",
        "Moving companies get booked out at month ends, so mid-month moves are often cheaper.",
        "For heating outages, a written defect notice (Mängelanzeige) with a deadline is the formal first step.",
        "A spreadsheet of viewings with rent, size and your impressions makes comparing much easier.",
        "A WBS is a housing entitlement certificate based on income; the district office can tell you if you qualify.",
        "A storage unit can buy you time, but the monthly cost adds up quickly.",
    ],
    "q": ["Do you want help drafting the application email?", "What's your absolute maximum for warm rent?",
          "How many rooms do you really need?", "Want a checklist for the handover?"],
    "spk": ["the estate agent", "the Hausverwaltung", "{partner}", "the neighbour downstairs", "the current tenant",
            "the caretaker"],
}

THREADS["cafe"] = {
    "user": [
        "Sold out of {dish} by {time} again. {cofounder} wants to double the batch, I want to raise the price.",
        "The espresso machine is making a noise like a goose. The service guy can't come until {weekday}.",
        "Our weekend barista called in sick, so I did the morning shift before work. {n} flat whites before nine.",
        "What's a fair price for a slice of {dish} in {district}? We're at {price_small} and people grumble.",
        "Butter went up again. We use about {n} kilos a week, so that's not nothing.",
        "Do we need a separate sink just for handwashing? The leaflet from the Ordnungsamt is unclear.",
        "Someone left a one-star review saying our music was 'too Scottish'. It was one Proclaimers song.",
        "HACCP documentation is killing me. Who knew fridges needed a diary.",
        "{cofounder} wants to start a loyalty card. Stamps or an app?",
        "Queue out the door at {time} because some influencer from {district} posted our {dish}.",
        "How do minijobs work again? Can a student do {n} hours a week on one?",
        "The café two doors down started selling {dish} too. Petty, but it stings.",
        "Trying a cardamom knot this week. {partner} says it needs more cardamom, which {partner} says about everything.",
        "The delivery van blocked the bike lane again and a cyclist shouted at me in full Berlinerisch.",
        "Can we write off the new proving cabinet in one year, or does it have to be depreciated?",
        "Thinking of a small weekend breakfast menu. Menemen on Saturdays, maybe?",
        "The display fridge hit {fridgetemp} degrees overnight. Everything's fine, but I panicked.",
        "Half our regulars still pay in coins. Do we keep cash or go card only?",
        "Inventory after close tonight: {n} bags of flour, {n} of sugar and a mystery box of paper cups.",
        "Does the café need its own bank account or is one business account enough for now?",
        "{cofounder} burnt {bakeditem} and blamed the oven. The oven is innocent.",
        "A customer asked if our Franzbrötchen are 'authentic Hamburg'. I'm Scottish, mate.",
        "We got a bulk order for {n} dozen {dish} for an office party on {weekday}. Panic.",
        "The bins in the courtyard are overflowing and the Hausmeister says it's our cardboard. It probably is.",
        "Feierabend at {time}, mopped the floor, counted the till, {price_small} short. Again.",
        "Should we close between Christmas and New Year? {cofounder} wants to, I'm torn.",
        "A regular asked if we can do gluten-free. Our whole kitchen is basically a flour cloud.",
        "The egg farm in Brandenburg changed their delivery day to {weekday}. Now the fridge is full on the wrong days.",
        "{iname} {isurname} from the Späti on {street} wants to sell our {dish}. Commission or fixed price?",
        "The market stall at {place} costs {price} per Saturday. Worth it for exposure?",
    ],
    "asst": [
        "Raising the price slightly is often less risky than increasing production if waste is a concern.",
        "Handwashing sinks usually have to be separate from prep sinks; your local food inspection office can confirm.",
        "HACCP records get easier with a printed weekly sheet per fridge and a fixed check time.",
        "Stamp cards are cheap and people like them; apps only pay off with lots of regulars.",
        "Minijob limits are based on monthly earnings, so the possible hours depend on the hourly wage.",
        "A small rotating weekend menu lets you test demand without committing too much.",
        "Bigger purchases are usually depreciated over several years, but your tax advisor can confirm the options.",
        "A calm, friendly reply to a bad review tends to look good to everyone else reading it.",
        "Temperature logs that note any corrective action are exactly what inspectors want to see.",
        "Card payments are nearly expected now, but keeping cash works for regulars.",
        "A separate business account makes bookkeeping and tax time much easier.",
        "Tracking what sells out and when helps you plan batch sizes.",
        "A quick chat with the neighbouring café might head off a price war.",
        "Till differences are common; counting at shift changes helps pinpoint where they happen.",
        "If you can't guarantee gluten-free, it's safer to say so clearly than to offer it.",
        "For a big order, taking a deposit up front is standard and reduces the risk.",
    ],
    "q": ["How are the weekend numbers looking?", "Want me to sketch a simple price calculation?",
          "Who's covering the shifts this week?", "Should I draft a reply to that review?"],
    "spk": ["{cofounder}", "our barista", "the supplier's driver", "{partner}", "a regular called {iname}"],
}

THREADS["kita"] = {
    "user": [
        "We've been on {n} Kita waiting lists since {kid} was born. Not one reply.",
        "What's a Kita-Gutschein and when do we apply for it?",
        "{kid} said 'nein' fifteen times at breakfast and then 'hayır' once, for variety.",
        "The Eingewöhnung is supposed to take two to four weeks. How does anyone work during that?",
        "Kita care is free in Berlin, right? But there's still Essensgeld and some 'Zuzahlung' for extras?",
        "{kid} came home with glitter in places glitter should never be.",
        "Another parent asked if we'd join the Elternvertretung. I can barely attend my own meetings.",
        "{kid} has had a cold for {n} days straight. Is that just Kita life now?",
        "Bedtime took {dur} tonight. I read the same book about a mole {n} times.",
        "The plan is Turkish and English at home and German at Kita. Is that too much for one small person?",
        "The Kita closes for three weeks in summer. Who invented this.",
        "{kid} bit another kid. The other kid bit first, apparently, but still.",
        "Do we bring nappies and wipes or does the Kita provide them?",
        "Picked {kid} up at {time} and got the full report: lunch was Nudeln, nap was 'no', mood was 'stürmisch'.",
        "We visited a Waldkita in {district}. The kids were outside in the rain and absolutely loving it.",
        "How do I politely ask the Kita to stop giving {kid} juice?",
        "{partner}'s mum thinks {kid} is too young for Kita. Every single phone call.",
        "{kid} now says 'genau' in exactly the tone I do. Slightly alarming.",
        "Is it normal that the Kita wants a 'Mitbringliste' with {n} items, including spare everything?",
        "The Laternenumzug is on {weekday} at {time}. We need a lantern by then. Crafting is not my strength.",
        "{kid} refused the buggy and walked the whole way from {place}. Took {dur}.",
        "The Kita sent a photo of {kid} covered head to toe in mud. Proud, honestly.",
        "What does 'Bezugserzieherin' mean exactly? The welcome letter uses it a lot.",
        "Had the Elterngespräch today. {kid} 'integrates well' and 'has strong opinions'. Sounds right.",
        "Birthday party invite for {kid} from a kid called {iname}, on {dayord}, at a soft play place in {district}. Help.",
        "The Kita's summer fest is on a {weekday} at {time}. Every family brings a dish. I'm bringing {dish}, obviously.",
    ],
    "asst": [
        "The Kita-Gutschein is applied for at the Jugendamt, and you usually need it before signing a contract.",
        "Many parents plan the Eingewöhnung around reduced hours or leave; flexible employers help a lot.",
        "Care itself is free in Berlin, but meals and optional extras can cost a small monthly amount.",
        "Frequent colds in the first Kita year are very common and usually ease off later.",
        "Raising a child with three languages works well when each language has consistent contexts.",
        "Asking the teachers directly and kindly usually works best for things like drinks.",
        "Summer closures are common; some districts offer emergency care options.",
        "Biting is a normal toddler phase, and Kitas deal with it regularly.",
        "A short note of questions for pickup time helps, since those conversations are always rushed.",
        "Waldkitas are popular and their waiting lists can be long, so applying early is wise.",
        "Small regular updates and photos can reassure grandparents a lot.",
        "Bedtime battles often improve with a fixed, short routine.",
        "The Bezugserzieherin is the key carer who accompanies the settling-in and is the main contact for you.",
        "Lanterns from a paper plate and a glowstick are a classic low-effort solution.",
    ],
    "q": ["How is {kid} sleeping at the moment?", "Do you want a packing list for the first week?",
          "Have you heard back from any of the other Kitas?", "How did pickup go today?"],
    "spk": ["the Kita Leitung", "{partner}", "another parent", "the lady at the Jugendamt", "the Erzieherin"],
}

THREADS["istanbul"] = {
    "user": [
        "{partner}'s mum called for {dur} about the trip. Mostly about what we'll eat.",
        "Flights to Istanbul in {month} are ridiculous. Last year they were half the price.",
        "What should I bring for the in-laws? Last time I brought shortbread and it was a hit.",
        "My Turkish is at the level where I can order çay and say 'çok güzel' about everything.",
        "{kid} gets passed around like a parcel at every family dinner in Kadıköy. Loves it.",
        "Sabiha Gökçen or the big new airport, with a toddler?",
        "Inshallah the weather is better than last time. It rained for {n} days straight.",
        "My father-in-law wants to take me fishing on the Bosphorus at {mtime}. In the morning.",
        "Do UK passport holders need an e-Visa for Turkey now? I keep reading conflicting things.",
        "{partner} wants to stay three weeks, I was thinking ten days. We'll see who wins. (We know who wins.)",
        "How do I explain to my mother-in-law that {kid} doesn't need a third breakfast?",
        "The ferry from Kadıköy to Eminönü with a buggy: doable or chaos?",
        "Turkish SIM or just roaming? Last time roaming cost me {price}.",
        "Every visit I gain {n} kilos. Börek for breakfast, börek for lunch, börek as a snack.",
        "The in-laws might come to Berlin in spring instead. Where do we put them in a two-room flat?",
        "I've been on the Turkish app for {n} days. 'Kedi' means cat. That's where I'm at.",
        "'Canım, you don't have to eat everything they put in front of you,' says {partner}. Easier said.",
        "Is it rude to bring a gift from Scotland for everyone, or just the parents?",
        "My mother-in-law sent a voice note that was {dur} long. {partner} summarised it as 'bring coats'.",
        "Do we need travel insurance that covers {kid} separately?",
        "{partner}'s cousin wants to take us to a meyhane on the last night. With a toddler?",
        "The in-laws' neighbour is apparently already knitting something for {kid}. I'm moved.",
        "How much Turkish lira should we bring in cash? Card works everywhere, right?",
        "My father-in-law asked if Scotland has 'real tea'. I said yes and he laughed for a full minute.",
        "{partner}'s uncle is also flying in, landing at {time} on {dayord}, and apparently we're 'on the way'.",
        "Last time we stayed at a hotel in Moda for one night and my mother-in-law still brings it up.",
    ],
    "asst": [
        "Sabiha Gökçen is on the Asian side, which is handy if family is in Kadıköy.",
        "Visa rules for UK citizens can change, so checking the official e-Visa site before you fly is wise.",
        "A local SIM or an eSIM is usually much cheaper than roaming outside the EU.",
        "Ferries are generally fine with a buggy if you avoid the rush hours.",
        "Small gifts from home are usually appreciated; something for the parents and sweets for everyone works well.",
        "Booking earlier usually helps with summer prices.",
        "A few fixed family days and a few free days can keep everyone happy.",
        "With a toddler, mid-morning flights are often easier than very early ones.",
        "Gently explaining routines ahead of time may help with the food situation.",
        "A few Turkish phrases go a long way; family usually loves the effort.",
        "For a visit to Berlin, an airbed or a nearby short-term rental could give everyone some space.",
        "Cards are widely accepted in Istanbul, but a little cash is handy for taxis, markets and tips.",
        "Family travel insurance usually covers children on the same policy, but it's worth checking the terms.",
    ],
    "q": ["How long are you planning to stay?", "Have you sorted where you'll sleep?",
          "Want a packing list for travelling with a toddler?", "How's {partner} feeling about the trip?"],
    "spk": ["{partner}", "my mother-in-law", "{partner}'s cousin", "my father-in-law", "{partner}'s aunt"],
}

THREADS["bike"] = {
    "user": [
        "Test rode a cargo bike in {district} today. Turning it is like steering a sofa.",
        "Two-wheel or three-wheel cargo bike for a toddler plus shopping?",
        "Berlin has a subsidy for cargo bikes, right? Or did that run out?",
        "Where do people even park these things? Our Hinterhof is full of bins.",
        "The rain cover is {price} extra. For a piece of plastic.",
        "{kid} sat in the box at the shop and refused to get out. I think that's a yes.",
        "Electric or not? The route to the café has one hill, which is basically a bridge.",
        "Should I insure a cargo bike separately? They get stolen a lot, apparently.",
        "Borrowed a loaner and rode to the café with {n} trays of {dish}. Nothing fell off. Proud.",
        "The bike shop in {district} has a {n}-week waiting list for a service.",
        "What lock do people use for a bike that costs as much as a small car?",
        "Got honked at on {street} for taking the lane. I was legally allowed to!",
        "How long does a cargo bike battery last in winter? It was {temp} degrees this morning.",
        "Is a JobRad lease through my employer worth it?",
        "The brakes squeal like a seagull in the rain. Normal for disc brakes?",
        "{partner} wants a bench with seatbelts for two kids. We have one kid. 'For the future', apparently.",
        "Rode past {place} with {kid} singing in the box. Tourists took photos.",
        "The box smells of old bananas. How do I clean the inside without ruining the wood?",
        "Someone left a flyer on the bike asking if I want to sell it. Cheeky.",
        "Do I need a special licence or insurance plate for an e-cargo bike here? Pretty sure not.",
        "Tyre pressure on a loaded cargo bike: any rule of thumb?",
        "A bike on Kleinanzeigen, {bigprice}, pickup in {district}, 'nur Abholung, kein PayPal'. Scam vibes?",
        "The bike shop on {street} said the service would be ready by {dayord}. It's now past {dayord}.",
    ],
    "asst": [
        "Two-wheelers are quicker and handle more like a normal bike; three-wheelers are more stable at stops.",
        "Subsidy programmes change year to year, so check the current Berlin or federal scheme.",
        "A heavy chain lock anchored to something solid, plus insurance, is the usual advice for expensive bikes.",
        "Batteries lose range in the cold; storing the battery indoors overnight helps a lot.",
        "Leasing through an employer scheme can save quite a bit through tax advantages.",
        "Squealing discs in the wet are common; a shop can clean or adjust them if it persists.",
        "Specialist cargo bike insurance often covers theft and roadside assistance.",
        "Test riding a few models back to back is the best way to decide.",
        "Electric assist makes a big difference with a loaded box and a toddler.",
        "It's worth asking the Hausverwaltung about a bike room or a shelter in the courtyard.",
        "Pedelecs with assistance up to 25 km/h are treated like normal bicycles, so no plate is needed.",
        "Slightly higher tyre pressure helps with a heavy load; the sidewall shows the allowed range.",
        "Mild soap and water and letting it dry in the air is usually fine for a wooden box.",
    ],
    "q": ["Have you test ridden both types yet?", "Where would it live overnight?",
          "What's your budget ceiling for the bike?", "Want a comparison table of the models?"],
    "spk": ["the guy at the bike shop", "{partner}", "the seller", "a dad from the Kita", "{cofounder}"],
}

THREADS["pets"] = {
    "user": [
        "The cat knocked a glass off the table at {time} and looked me dead in the eye.",
        "Water test: ammonia zero, nitrite zero, nitrate about {n}. Good, right?",
        "How often should I do water changes on a small planted tank?",
        "The cat has started sitting on my keyboard during standup. Colleagues love it.",
        "One of the neon tetras looks a bit pale. Should I be worried?",
        "Is it fine to leave the cat alone for a weekend with an automatic feeder?",
        "Bought a new Anubias for the tank. {price_small} for a single leaf, basically.",
        "The cat and {kid} have an uneasy truce. Mostly the cat hides under the bed.",
        "The last vet visit was {price} for a check-up and a jab. Is pet insurance worth it here?",
        "The filter is rattling. Do I just clean the impeller?",
        "Snails. Suddenly there are {n} snails in the tank. Where did they come from?",
        "The cat threw up on the Kita forms. Honestly, fair review.",
        "How warm should the tank be? The heater is set to {tanktemp} degrees.",
        "The cat has decided the cargo bike box is hers now.",
        "Is it okay to feed the fish well before a holiday and then nothing for a week?",
        "The cat yowls at {mtime} every morning. Hunger or opinions?",
        "{kid} wants to 'help' feed the fish. Half a tub went in yesterday.",
        "Algae on the front glass again. Less light or more plants?",
        "The cat brought a pigeon feather in from the balcony and presented it to {partner}.",
        "Does a cat really need a vaccination if it never goes outside?",
        "The shrimp are breeding. I now own an unknown number of shrimp.",
        "The cat sleeps on the warm router all afternoon. Is that bad for the WiFi or the cat?",
        "The neighbour's cat, {iname}'s I think, sits on our windowsill and our cat loses her mind.",
        "The aquarium shop on {street} has a sale on {dayord}. I have no more room. I'm going anyway.",
    ],
    "asst": [
        "Those readings sound healthy; keeping nitrate below roughly 20 to 40 is a common target.",
        "Weekly partial water changes of about a quarter to a third are typical for small planted tanks.",
        "Pale fish can be stress or lighting; watch for other symptoms before treating.",
        "Adult cats can usually manage a weekend with enough food and water, but a sitter visit is safer.",
        "Snails often arrive as eggs on new plants; they're mostly harmless.",
        "Cleaning the impeller is the usual fix for a rattling filter.",
        "Pet insurance can be worth it for unexpected surgery costs; the exclusions are what to check.",
        "Most tropical community fish are comfortable around 24 to 26 degrees.",
        "Healthy adult fish can go several days without food; overfeeding before leaving is the bigger risk.",
        "Early-morning yowling is often about food; a timed feeder can help.",
        "A high, quiet spot for the cat, away from the toddler, reduces stress for both.",
        "Reducing the lighting period a little is often the first step against algae.",
        "Indoor cats are still often vaccinated against the core diseases; your vet can advise on the schedule.",
        "Pre-portioning fish food into a small container is a good way to let a toddler help safely.",
    ],
    "q": ["How is the cat getting on with the move plans?", "What's the tank size again?",
          "Has the vet said anything else?", "Want a simple weekly tank routine?"],
    "spk": ["the vet", "{partner}", "the guy at the pet shop", "the aquarium forum", "the vet nurse"],
}

THREADS["run"] = {
    "user": [
        "Did {km} km this morning at {pace} pace. Calf felt tight around km {n}.",
        "Is it normal for a calf strain to feel fine walking but sore on stairs?",
        "The plan says a {km} km long run on {weekday}. Smart with the calf?",
        "Foam rolling the calf hurts in the 'good' way, I think?",
        "Ran along {place} at {time}. The swans were aggressive.",
        "How much should I cut mileage while the calf heals?",
        "{partner} says I should swim instead. I don't swim, I sink elegantly.",
        "New shoes: {price}. Is the carbon-plate stuff worth it for a hobby runner?",
        "Intervals: {n} x 800m. Felt great until the last one.",
        "Would a compression sleeve help the calf?",
        "Parkrun at {place} on Saturday with {kid} in the running buggy. Got passed by a man in a dinosaur costume.",
        "My resting heart rate is lower than last year. That's the one good number.",
        "Heel drop, cadence, stride length... I just want to run without it hurting.",
        "Does riding the cargo bike count as cross-training?",
        "Strength routine: calf raises, {n} sets. Wobbly.",
        "It was {temp} degrees on the long run. Gloves or no gloves?",
        "Running club went to {place} tonight. {iname} set a pace I could only admire from behind.",
        "Slept {n} hours. Is a tempo run still a good idea?",
        "Missed two runs this week because of the café. Should I make them up or let them go?",
        "Easy run, {km} km, no calf pain at all. Don't want to jinx it.",
        "What do you eat before a long run if you start at {time}?",
        "{iname} wants me to do a 10k in {district} on {dayord}. Calf says no, ego says yes.",
        "The club's track session moved to {weekday}s at {time}. That clashes with Kita pickup.",
    ],
    "asst": [
        "Cutting volume and intensity for a while is usually wiser than stopping completely, unless it hurts while running.",
        "Pain on stairs but not on walking is typical for a mild strain in recovery.",
        "Eccentric calf raises are a common rehab exercise, but follow your physio's progression.",
        "Cycling is decent cross-training and much gentler on the calf.",
        "Carbon-plated shoes can help a little on race day, but they're not essential for training.",
        "A compression sleeve can feel supportive, though the evidence on healing is mixed.",
        "Easy runs should feel conversational; most of your mileage can be at that pace.",
        "If the pain gets sharper or you start limping, stop and get it checked.",
        "Building back gradually, around ten percent per week, is a common guideline.",
        "Sleep and food matter as much as the plan during recovery.",
        "Missed runs are usually best left missed; cramming them in raises the injury risk.",
        "Something light and familiar an hour or so before, like toast or a banana, works for most people.",
        "Gloves are usually worth it below about five degrees; you can always tuck them in a pocket.",
    ],
    "q": ["How did the calf feel the next morning?", "What's the weekly mileage at the moment?",
          "Want me to adjust the plan for the next two weeks?", "Are you doing the physio exercises daily?"],
    "spk": ["my physio", "the running club coach", "{partner}", "{iname} from the running club", "my GP"],
}

THREADS["car"] = {
    "user": [
        "Looking at a used {car} in {district}. {carkm} km, asking {carprice}.",
        "What should I check when viewing a used car? I know nothing about cars.",
        "Do we even need a car in Berlin? {partner} says yes, for IKEA and the Brandenburg lakes.",
        "The seller says the TÜV is 'basically new'. It runs out in {n} months.",
        "How does registration work here? Zulassungsstelle appointment, right? Of course it is.",
        "Insurance quotes for an older car range from cheap to insane. Why the spread?",
        "Is a UK driving licence valid here forever, or do I need to swap it?",
        "The Umweltplakette: do we need the green sticker to drive inside the Ring?",
        "Test drove it on the A100. Something rattles at 80.",
        "Diesel or petrol for mostly short city trips and one long drive a year?",
        "The service book has stamps from a garage in {district} that doesn't exist anymore.",
        "The parking permit in our zone is cheap-ish. That part I don't mind.",
        "Private seller or dealer? The dealer wants quite a bit more.",
        "The ADAC does used car checks for members. Worth joining just for that?",
        "The seller wants cash only. Is that a red flag?",
        "Winter tyres: is it a legal requirement or just strongly recommended?",
        "{partner} test drove the {car} and said 'it smells like someone's uncle'. Deal-breaker?",
        "What's a 'Unfallwagen' exactly? The listing says 'unfallfrei' but the paint looks different on one door.",
        "Can we even get an appointment at the Zulassungsstelle before {month}?",
        "Found a car seat that fits, finally. {price} though.",
        "Another {car} on mobile.de, {carprice}, {carkm} km, in {district}. Photos all taken at night. Hmm.",
        "The Zulassungsstelle has one free slot on {dayord} at {time}. Should I just grab it?",
    ],
    "asst": [
        "Private sales are cheaper but come without warranty; dealers have to offer some liability for defects.",
        "Service history, rust, tyres and a test drive from a cold start are a good basic checklist.",
        "Registration needs an appointment, the eVB insurance number and the vehicle papers.",
        "UK licences usually need exchanging after a certain period of residence, so check the current rules.",
        "A green emissions sticker is required inside Berlin's low-emission zone.",
        "For mostly short trips, petrol is usually the better choice.",
        "Insurance prices vary a lot with no-claims history, so your UK record might help.",
        "An independent inspection like the ADAC check is often worth the money for a used car.",
        "A rattle may be minor, but it's a fair reason to negotiate or get it looked at.",
        "Cash-only isn't automatically a red flag, but a written contract and ID check are important.",
        "Germany requires tyres suited to winter conditions when the roads are icy, so all-season or winter tyres are common.",
        "Mismatched paint can point to earlier repairs; it's fair to ask directly and get it in writing.",
    ],
    "q": ["What's the budget for the car, roughly?", "Do you want a used car checklist?",
          "How often would you actually drive it?", "Has the seller sent the papers yet?"],
    "spk": ["the seller", "the mechanic", "{partner}", "the ADAC guy", "{cofounder}"],
}

THREADS["money"] = {
    "user": [
        "Our joint account with {bank} charges a monthly fee now. For what?",
        "Do I have to declare my UK ISA to the Finanzamt?",
        "Steuererklärung season. {partner} has a shoebox of receipts and a haunted look.",
        "Is a Steuerberater worth it for us, or can we do it with an app?",
        "The café made a tiny profit last quarter. Like, {price_small} tiny.",
        "What's the Kleinunternehmerregelung and does it still apply if we sell coffee and cake?",
        "Got a letter about 'Vorauszahlungen'. They want tax on money I haven't earned yet?",
        "Sending money from my UK account costs a fortune with my old bank. Wise or Revolut?",
        "Should we get a Bausparvertrag? Every German I know has one and nobody can explain why.",
        "My mum in {hometown} asked if I'm 'saving for a pension over there'. Am I?",
        "The Riester-Rente sounds like a cheese. What is it?",
        "The Finanzamt sent a yellow envelope. Is yellow bad?",
        "We pay Kirchensteuer? I haven't been to church since my cousin's wedding in {hometown}.",
        "Spent {dur} sorting receipts into folders tonight. Riveting.",
        "What's a realistic monthly savings rate with a toddler and a café? Asking for me.",
        "The {bank} app logged me out {n} times today. I just want to see my balance.",
        "Does the café's profit count as my income or as a separate thing?",
        "{cofounder} keeps paying suppliers from a personal card. That's bad, right?",
        "Our Kindergeld finally came through. Back-paid, even. Small miracle.",
        "Is Elterngeld taxed? Someone at the café said it raises your tax rate somehow.",
        "How do people in Germany budget? Everyone seems to have a spreadsheet called 'Haushaltsbuch'.",
        "The {bank} branch on {street} closes at {time}. Who's free at {time} on a weekday?",
        "My old UK bank wants {price} to close the account. To close it!",
    ],
    "asst": [
        "Foreign income and some investment gains usually have to go in the German return, so check with an advisor.",
        "A Steuerberater often pays for themselves once there's self-employment income like the café.",
        "The Kleinunternehmerregelung exempts very small businesses from charging VAT, within revenue limits.",
        "Vorauszahlungen are advance payments based on your last assessment; you can apply to lower them if income drops.",
        "Services like Wise are generally much cheaper for currency transfers than traditional banks.",
        "Yellow envelopes are formal deliveries, so note the date you received it; deadlines may run from then.",
        "Church tax only applies if you're registered as a member of a church.",
        "The state pension builds up through your employment contributions here; private top-ups are optional.",
        "A budget with fixed, variable and café categories makes savings targets clearer.",
        "Many online banks offer free joint accounts, so comparing is worthwhile.",
        "Mixing business and personal payments makes bookkeeping harder; a separate card for the café helps.",
        "Elterngeld itself is tax-free, but it can increase the tax rate on your other income (Progressionsvorbehalt).",
        "Partnership profits are usually split between the partners and taxed as part of their personal income.",
    ],
    "q": ["Do you want a rough budget template?", "Is the café set up as a GbR or something else?",
          "Have you got last year's tax assessment to hand?", "Which bank are you leaning towards?"],
    "spk": ["the bank advisor", "our Steuerberater", "{partner}", "{cofounder}", "my mum"],
}

THREADS["work"] = {
    "user": [
        "Standup ran {dur} today. {iname} presented a diagram with {n} boxes and I still don't know what the service does.",
        "Deployed on a Friday at {time}. I know, I know.",
        "My manager wants an estimate in story points for a migration. How many points is 'nobody knows'?",
        "The CI pipeline takes {n} minutes now. I've started making çay while it runs.",
        "Is it reasonable to ask for a four-day week so I can do more at the café?",
        "Got pulled into an incident at {time} because someone's cron job deleted a few thousand rows.",
        "Pair-programmed with {iname} today. Lovely person, types at twenty words a minute.",
        "The office in {district} has a new coffee machine and it's worse than ours at the café. Petty satisfaction.",
        "Our tech lead keeps saying 'let's take this offline'. We're all remote. Where is offline?",
        "A recruiter offered me {salary} more a year to write Java in Frankfurt. Tempting for about four seconds.",
        "Is it worth learning Rust properly, or is that procrastination with extra steps?",
        "Code review comment of the day: 'why'. That was the whole comment.",
        "Half my team is in {district} and half in Lisbon, so every meeting is at {time}.",
        "Wrote a small script to track the café's stock. {cofounder} called it 'overengineered'.",
        "Feierabend at {time} for once. Laptop closed, not opening it again.",
        "The Betriebsrat meeting was mostly about the new hybrid policy. Three office days from next quarter.",
        "My German colleague said my emails are 'very British'. I think that was a compliment?",
        "Is it weird to mention the café on my LinkedIn? It feels like a different life.",
        "Sprint planning took {dur}. We planned to plan better.",
        "The on-call phone went off at {time} during {kid}'s bath. Great timing.",
    ],
    "asst": [
        "Friday deploys aren't inherently bad with good rollback, but avoiding them when you can is fair.",
        "For uncertain estimates, a range plus a list of unknowns is more honest than a single number.",
        "Asking for a four-day week is more common in Germany than people think; framing it around output helps.",
        "A slow pipeline is often worth profiling; caching dependencies and splitting test stages can cut a lot.",
        "Terse review comments are frustrating; asking kindly for more context usually helps.",
        "Learning Rust is worthwhile if it connects to something you'd actually build.",
        "Protecting your evenings matters, especially with a café and a toddler in the mix.",
        "Incidents like that usually lead to a post-mortem, which is a good place to suggest safeguards.",
        "Blocking focus time in your calendar can stop meetings from eating the whole day.",
        "For mixed-location teams, rotating meeting times spreads the inconvenience more fairly.",
        "Recruiter offers are useful as a salary benchmark even if you're not moving.",
        "A side business on LinkedIn can be a nice conversation starter; it shows range.",
        "Direct German email style and British politeness often meet somewhere in the middle over time.",
    ],
    "q": ["How's the workload this week?", "Is the four-day week something you'd actually raise?",
          "Want help phrasing that to your manager?"],
    "spk": ["my manager", "{iname} from work", "the tech lead", "{partner}"],
}

THREAD_NAMES = list(THREADS)
THREAD_WEIGHTS = {"buro": 10, "flat": 12, "cafe": 12, "kita": 10, "istanbul": 9, "bike": 7, "pets": 8,
                  "run": 9, "car": 7, "money": 9, "work": 7}

USER_OPENERS = ["", "", "", "", "Okay. ", "Right. ", "Hi again. ", "Morning! ", "So. ", "Quick one. ", "Ugh. ",
                "Och. ", "Update: ", "Random thought: ", "Na ja. ", "Evening. ", "Aye, so. ", "Hey. ", "Sorry, me again. "]
USER_TAILS = ["", "", "", "", " Thoughts?", " Anyway.", " What do you think?", " Just venting.",
              " Is that normal?", " Genau.", " Sorry, long day.", " Any ideas?", " Don't judge.",
              " It's been one of those weeks.", " Let me know if that makes sense."]
AI_OPENERS = ["", "", "Good question.", "That makes sense.", "I hear you.", "Happy to help with that.",
              "Sounds like a lot.", "That's a very common situation.", "Ha, fair enough.", "Understandable.",
              "Oh no.", "Nice!", "Let's untangle that.", "That's a good instinct."]

ASIDES = [
    "The U8 was a disaster this morning.", "{kid} has decided socks are optional.",
    "It's been grey for {n} days straight.", "I burnt my thumb on a baking tray, nothing serious.",
    "My mum sent a parcel of tablet and Tunnock's teacakes from {hometown}.",
    "The neighbour's drill started at {time} again.", "I'm on my third coffee.",
    "{partner} is watching a Turkish drama with the volume at max.", "The cat is asleep on the laundry.",
    "Someone nicked the bell off my normal bike.", "It's snowing, sort of, the wet Berlin kind.",
    "I left my keys at the café and had to go back.", "The Späti guy knows my order now.",
    "I dreamt I was back in school doing German grammar.", "Our WiFi died for an hour.",
    "{kid} learnt the word 'Quatsch' and uses it for everything.", "The radiator is clanking like a ghost.",
    "I found a tenner in my winter coat, which made my day.", "Our downstairs neighbour is learning the trumpet.",
    "I still haven't unpacked the box marked 'misc cables'.", "Tempelhof was packed with kites today.",
    "The BVG app crashed again mid-ticket.", "My calf is a bit better today, touch wood.",
    "{cofounder} made a new playlist for the café and it's all sea shanties.", "It's Feierabend, finally.",
    "I accidentally said 'tschüss' to my mum on the phone.", "The pigeons on the balcony are back.",
    "I tried to make Menemen and it turned into scrambled eggs with opinions.",
    "{partner} bought a second çaydanlık, for reasons.", "The washing machine is doing its jet-engine thing.",
]

LIST_ITEMS = [
    "buy descaler for the espresso machine", "ring the Kita about pickup times", "send {cofounder} the rota",
    "renew the BVG ticket", "return the lamp from Kleinanzeigen", "fish food", "physio exercises x3",
    "reply to {iname}", "print the Schufa", "nappies (size 5!)", "birthday card for my mum",
    "order paper cups", "water the basil at the café", "check tyre pressure on the cargo bike",
    "scan the Kita forms", "cat litter", "call the Zulassungsstelle again", "pay the Rundfunkbeitrag",
    "book a haircut", "ask {partner} about the weekend", "bin day is {weekday}", "oat milk for the café",
    "descale the kettle", "email the translator", "buy a lantern for the Laternenumzug", "tax receipts folder",
    "defrost the freezer at the café", "clean the aquarium glass", "return library books", "pick up dry cleaning",
]

# ----------------------------------------------------------------------------------------------------------------
# Value pools and generators
# ----------------------------------------------------------------------------------------------------------------

DE_FIRST = ["Birgit", "Jürgen", "Katrin", "Matthias", "Sabine", "Uwe", "Anja", "Torsten", "Heike", "Ralf", "Dörte",
            "Henning", "Ulrike", "Volker", "Silke", "Gesine", "Agnieszka", "Paweł", "Oksana", "Thiago", "Ines",
            "Dariusz", "Małgorzata", "Kwame", "Roswitha", "Detlef"]
DE_LAST = ["Kowalczyk", "Brandtner", "Reinholz", "Wuttke", "Schimanski", "Pohlmann", "Gräfe", "Lindqvist",
           "Adebayo", "Nowicki", "Esposito", "Okafor", "Hartwig", "Zschiesche", "Wendland", "Möbius", "Steinhäuser",
           "Tietjen", "Quandt", "Rößler", "Dombrowski", "Haferkamp", "Vogelsang", "Lüdtke", "Kluge", "Pietsch"]
TR_FIRST_F = ["Hülya", "Zeynep", "Gülşen", "Nesrin", "Emine", "Sevgi", "Filiz", "Nurcan"]
TR_FIRST_M = ["Murat", "Serkan", "Oğuz", "Tayfun", "Kadir", "Orhan", "Volkan", "Cengiz"]
TR_LAST = ["Demirtaş", "Öztürk", "Kaymakçı", "Yılmazer", "Bozkurt", "Karaağaç", "Erdem", "Tekin", "Aydoğan",
           "Çelik", "Kocabaş", "Arslanoğlu"]

DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

FACT_STREETS = [("Weserstraße", "12047", "Neukölln"), ("Pannierstraße", "12047", "Neukölln"),
                ("Sanderstraße", "12047", "Neukölln"), ("Fuldastraße", "12043", "Neukölln"),
                ("Reuterstraße", "12053", "Neukölln"), ("Hobrechtstraße", "12047", "Neukölln"),
                ("Okerstraße", "12049", "Neukölln"), ("Lichtenrader Straße", "12049", "Neukölln"),
                ("Wühlischstraße", "10245", "Friedrichshain"), ("Kopernikusstraße", "10243", "Friedrichshain"),
                ("Liebigstraße", "10247", "Friedrichshain"), ("Stargarder Straße", "10437", "Prenzlauer Berg"),
                ("Schliemannstraße", "10437", "Prenzlauer Berg"), ("Gneisenaustraße", "10961", "Kreuzberg"),
                ("Oranienstraße", "10999", "Kreuzberg"), ("Wrangelstraße", "10997", "Kreuzberg"),
                ("Lenbachstraße", "10245", "Friedrichshain"), ("Malmöer Straße", "10439", "Prenzlauer Berg"),
                ("Utrechter Straße", "13347", "Wedding"), ("Ebertystraße", "10249", "Friedrichshain"),
                ("Grimmstraße", "10967", "Kreuzberg"), ("Böckhstraße", "10967", "Kreuzberg")]
TR_STREETS = [("Moda Caddesi", "Kadıköy"), ("Bahariye Caddesi", "Kadıköy"), ("Bağdat Caddesi", "Kadıköy"),
              ("Şair Nefi Sokak", "Kadıköy"), ("Nispetiye Caddesi", "Beşiktaş"), ("Çamlıca Sokak", "Üsküdar"),
              ("Barbaros Bulvarı", "Beşiktaş"), ("Kuşdili Caddesi", "Kadıköy"), ("Halitağa Caddesi", "Kadıköy")]

MOBILE_PREFIXES = ["151", "152", "157", "160", "162", "170", "171", "172", "173", "175", "176", "177", "178", "179"]
TR_OPERATORS = ["530", "532", "533", "535", "536", "541", "542", "544", "505", "507"]


def _digits(rng: random.Random, n: int, first_nonzero: bool = True) -> str:
    s = str(rng.randint(1, 9)) if first_nonzero else str(rng.randint(0, 9))
    return s + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def _de_int(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def _en_int(n: int) -> str:
    return f"{n:,}"


def _ordinal(d: int) -> str:
    if 10 <= d % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suf}"


def gen_person(rng: random.Random, w: dict, style: str = "de") -> str:
    used = w["used_surnames"]
    for _ in range(200):
        if style == "tr":
            female = rng.random() < 0.5
            first = rng.choice(TR_FIRST_F if female else TR_FIRST_M)
            last = rng.choice(TR_LAST)
            fmt = rng.choice(["full", "full", "hon", "abla"])
            if fmt == "full":
                v = f"{first} {last}"
            elif fmt == "hon":
                v = f"{first} {'Hanım' if female else 'Bey'}"
                last = first
            else:
                v = f"{first} {'Abla' if female else 'Abi'}"
                last = first
        else:
            first = rng.choice(DE_FIRST)
            last = rng.choice(DE_LAST)
            fmt = rng.choice(["full", "full", "full", "title", "title", "dr", "double"])
            if fmt == "full":
                v = f"{first} {last}"
            elif fmt == "title":
                v = f"{rng.choice(['Frau', 'Herr'])} {last}"
            elif fmt == "dr":
                v = f"Dr. {first} {last}" if rng.random() < 0.5 else f"Dr. {last}"
            else:
                last2 = rng.choice([x for x in DE_LAST if x != last])
                v = f"{first} {last}-{last2}"
                if last2 in used:
                    continue
                used.add(last2)
        if last in used:
            continue
        used.add(last)
        return v
    raise RuntimeError("person pool exhausted")


def gen_date(rng: random.Random, w: dict) -> str:
    d = _dt.date(2026, rng.randint(2, 11), rng.randint(1, 28))
    m = d.month
    wd = WEEKDAYS[d.weekday()]
    fmt = rng.choice(["dot", "de", "ord", "iso", "en", "week", "wdord", "short", "dotyear", "en_ord"])
    if fmt == "dot":
        return f"{d.day:02d}.{m:02d}."
    if fmt == "de":
        return f"{d.day}. {DE_MONTHS[m - 1]}"
    if fmt == "ord":
        return f"the {_ordinal(d.day)}"
    if fmt == "iso":
        return d.isoformat()
    if fmt == "en":
        return f"{EN_MONTHS[m - 1]} {d.day}"
    if fmt == "week":
        return f"{rng.choice(WEEKDAYS[:5])} week"
    if fmt == "wdord":
        return f"{wd} the {_ordinal(d.day)}"
    if fmt == "short":
        return f"{d.day} {EN_MONTHS[m - 1][:3]}"
    if fmt == "dotyear":
        return f"{d.day}.{m}.2026"
    return f"the {_ordinal(d.day)} of {EN_MONTHS[m - 1]}"


def make_amount(lo: int, hi: int, step: int = 10, cur: str = "EUR", cents: bool = False):
    def gen(rng: random.Random, w: dict) -> str:
        n = rng.randrange(lo, hi + 1, step)
        if cur == "GBP":
            return rng.choice([f"£{_en_int(n)}", f"{n} quid", f"£{_en_int(n)}.00", f"{_en_int(n)} pounds"])
        if cur == "TRY":
            return rng.choice([f"{_de_int(n)} TL", f"₺{_de_int(n)}", f"{_de_int(n)} lira", f"TRY {_de_int(n)}"])
        if cents:
            c = rng.randint(1, 99)
            return rng.choice([f"{_de_int(n)},{c:02d} €", f"€{_en_int(n)}.{c:02d}", f"EUR {_de_int(n)},{c:02d}",
                               f"{n}.{c:02d} euros"])
        fmts = [f"{_de_int(n)} €", f"€{_en_int(n)}", f"{n} euros", f"EUR {_de_int(n)},00", f"{_de_int(n)} Euro"]
        if n >= 1000 and n % 100 == 0:
            k = f"{n / 1000:.1f}"
            fmts += [f"{k.replace('.', ',')}k", f"€{k}k"]
        return rng.choice(fmts)
    return gen


def make_phone(kind: str):
    def gen(rng: random.Random, w: dict) -> str:
        if kind == "tr":
            op = rng.choice(TR_OPERATORS)
            a, b, c = _digits(rng, 3), _digits(rng, 2, False), _digits(rng, 2, False)
            return rng.choice([f"+90 {op} {a} {b} {c}", f"0{op} {a} {b} {c}", f"0090 {op} {a} {b}{c}",
                               f"+90 ({op}) {a}-{b}-{c}"])
        if kind == "mobile":
            pre = rng.choice(MOBILE_PREFIXES)
            num = _digits(rng, 8 if pre in ("176", "177", "178", "179") else 7)
            return rng.choice([f"+49 {pre} {num}", f"0{pre}/{num}", f"0{pre} {num}", f"0049 {pre} {num}",
                               f"0{pre}-{num[:3]} {num[3:]}"])
        if kind == "brandenburg":
            area = rng.choice(["03322", "03328", "033203", "03341", "03375"])
            num = _digits(rng, 6)
            return rng.choice([f"{area} {num}", f"{area}/{num}", f"+49 {area[1:]} {num}"])
        num = _digits(rng, 8)
        return rng.choice([f"030 {num}", f"0049 30 {num[:4]} {num[4:]}", f"+49 30 {num}",
                           f"(030) {num[:4]} {num[4:]}", f"030/{num[:3]} {num[3:6]}-{num[6:]}"])
    return gen


def _abbr(street: str) -> str:
    return street.replace(" Straße", " Str.").replace("straße", "str.")


def make_address(kind: str):
    def gen(rng: random.Random, w: dict) -> str:
        if kind == "tr":
            st, dist = rng.choice(TR_STREETS)
            n, d = rng.randint(3, 240), rng.randint(1, 18)
            return rng.choice([f"{st} No: {n} D: {d}, {dist}", f"{st} No:{n}/{d}, {dist}/İstanbul",
                               f"{dist}, {st} {n}, Daire {d}"])
        st, plz, bez = rng.choice(FACT_STREETS)
        n = rng.randint(2, 118)
        k = rng.randint(1, 5)
        letter = rng.choice("abc")
        return rng.choice([
            f"{st} {n}, {plz} Berlin",
            f"Hinterhaus, {k}. OG links, {_abbr(st)} {n}",
            f"Seitenflügel, {k}. OG rechts, {st} {n}",
            f"{_abbr(st)} {n}{letter}, {plz} Berlin",
            f"{st} {n}, Berlin-{bez}",
            f"{st} {n}{letter} (Vorderhaus, EG), {plz}",
            f"{_abbr(st)} {n}, {plz} Berlin-{bez}",
        ])
    return gen


def make_id(kind: str):
    def gen(rng: random.Random, w: dict) -> str:
        if kind == "iban":
            d = _digits(rng, 20, False)
            return f"DE{rng.randint(10, 99)} {d[:4]} {d[4:8]} {d[8:12]} {d[12:16]} {d[16:18]}"
        if kind == "steuerid":
            d = _digits(rng, 11)
            return rng.choice([d, f"{d[:2]} {d[2:5]} {d[5:8]} {d[8:]}"])
        if kind == "kvnr":
            return f"{rng.choice('ABCDEGHKLMNRSTWZ')}{_digits(rng, 9)}"
        if kind == "az":
            return rng.choice([f"AZ {rng.randint(10, 99)}-{_digits(rng, 3)}/26",
                               f"Az. IV B {rng.randint(1, 9)}-{_digits(rng, 4)}/26",
                               f"ABH-{_digits(rng, 5)}-26"])
        if kind == "tracking":
            return rng.choice([f"JJD{_digits(rng, 15, False)}", f"1Z{_digits(rng, 3)}AA1{_digits(rng, 10)}",
                               f"00340434{_digits(rng, 12)}", f"ZX{rng.choice('KMQRT')}{_digits(rng, 8)}DE"])
        if kind == "pnr":
            letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
            s = "".join(rng.choice(letters + "23456789") for _ in range(6))
            if not any(c.isdigit() for c in s):
                s = s[:3] + str(rng.randint(2, 9)) + s[4:]
            return s
        if kind == "plate":
            letters = "ABCDEFGHJKLMNPRSTUVWZ"
            return rng.choice([f"B-{rng.choice(letters)}{rng.choice(letters)} {rng.randint(100, 9999)}",
                               f"P-{rng.choice(letters)}{rng.choice(letters)} {rng.randint(100, 999)}",
                               f"B {rng.choice(letters)}{rng.choice(letters)} {rng.randint(1000, 9999)}E"])
        if kind == "vattenfall":
            return rng.choice([f"{_digits(rng, 4)} {_digits(rng, 4, False)} {_digits(rng, 2, False)}",
                               f"KD-{_digits(rng, 6)}-{rng.choice('ABCX')}"])
        if kind == "steuernummer":
            return f"{rng.randint(11, 37)}/{_digits(rng, 3)}/{_digits(rng, 5)}"
        if kind == "vin":
            chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
            return rng.choice(["WVWZZZ", "TMBJJ7", "VF1RFB", "WF0XXX"]) + "".join(rng.choice(chars) for _ in range(11))
        if kind == "kitavertrag":
            return rng.choice([f"KV-2026-{_digits(rng, 4)}", f"Vertrag Nr. {_digits(rng, 6)}",
                               f"KG-{_digits(rng, 2)}/{_digits(rng, 5)}"])
        if kind == "rundfunk":
            d = _digits(rng, 9)
            return f"{d[:3]} {d[3:6]} {d[6:]}"
        if kind == "bib":
            return rng.choice([f"F{_digits(rng, 4)}", f"bib {_digits(rng, 5)}", f"#{_digits(rng, 5)}"])
        if kind == "chip":
            return f"276 0{_digits(rng, 2, False)} {_digits(rng, 9, False)}"
        if kind == "kundennr":
            return rng.choice([f"{_digits(rng, 7)}", f"K-{_digits(rng, 6)}"])
        raise ValueError(kind)
    return gen


def pick(options: list[str]):
    def gen(rng: random.Random, w: dict) -> str:
        return rng.choice(options)
    return gen


def person(style: str = "de"):
    def gen(rng: random.Random, w: dict) -> str:
        return gen_person(rng, w, style)
    return gen


def date():
    return gen_date


def pet_weight(rng: random.Random, w: dict) -> str:
    kg = rng.randint(38, 62) / 10
    g = round(kg * 1000)
    return rng.choice([f"{str(kg).replace('.', ',')} kg", f"{kg} kg", f"{g // 1000} kilos {g % 1000}", f"{g} g"])


def pet_dose(rng: random.Random, w: dict) -> str:
    return rng.choice([f"{rng.choice(['0,3', '0,4', '0,25', '0,35'])} ml Metacam",
                       f"{rng.choice(['0.3', '0.4', '0.45'])} ml of Metacam",
                       f"half a {rng.choice(['2,5', '5'])} mg Fortekor tablet",
                       rng.choice(["one drop", "two drops"]) + " of Isathal per eye",
                       f"a quarter of a {rng.choice(['5', '10'])} mg Semintra"])


# ----------------------------------------------------------------------------------------------------------------
# Fact specs
# ----------------------------------------------------------------------------------------------------------------
# Each spec: kind, about, thread, gen, label (noun phrase: "the landlord's name"), lbl (list label), cl (clauses
# with {v}, lower-case start), vf (value-first sentences), ask (assistant questions eliciting it), optional rep
# (reported-speech frames with {spk} and {v}).


def S(kind, about, thread, gen, label, lbl, cl, vf, ask, rep=None):
    return dict(kind=kind, about=about, thread=thread, gen=gen, label=label, lbl=lbl, cl=cl, vf=vf, ask=ask,
                rep=rep or [])


SPECS = [
    # ---------------------------------------------------------------- person
    S("person", "landlord's name", "flat", person(), "the landlord's name", "Landlord",
      ["the landlord is called {v}", "the landlord's name is {v}", "the flat actually belongs to {v}",
       "the owner, the actual landlord, is {v}"],
      ["{v} — that's our landlord, finally a name to go with the emails.", "{v}. That's who owns the building."],
      ["Did they ever tell you who the landlord actually is?", "Do you know the landlord's name yet?"]),
    S("person", "contact person at the Hausverwaltung", "flat", person(), "our contact at the Hausverwaltung",
      "Hausverwaltung contact",
      ["our contact at the Hausverwaltung is {v}", "the person handling our file at the Hausverwaltung is {v}",
       "the Hausverwaltung assigned us {v} as contact"],
      ["{v} is the name to ask for at the Hausverwaltung.", "{v} — that's who handles our file."],
      ["Is there a named person at the Hausverwaltung you can ask for?"]),
    S("person", "tax advisor's name", "money", person(), "our Steuerberater", "Steuerberater",
      ["our Steuerberater is {v}", "we signed up with a tax advisor called {v}",
       "the Steuerberater we went with is {v}"],
      ["{v}, that's the Steuerberater we picked.", "{v} — tax advisor, starting this year."],
      ["Did you find a Steuerberater in the end? Who is it?"]),
    S("person", "Kita key carer (Bezugserzieherin)", "kita", person(), "{kid}'s key carer at the Kita",
      "Key carer",
      ["{kid}'s Bezugsperson at the Kita will be {v}", "the one doing {kid}'s Eingewöhnung is {v}",
       "{kid}'s key carer at the Kita is {v}"],
      ["{v}. That's who'll settle {kid} in at the Kita.", "{v} — {kid}'s key person at the Kita."],
      ["Do you know yet who {kid}'s key carer at the Kita will be?"]),
    S("person", "new barista's name", "cafe", person(), "the new barista's name", "New barista",
      ["the new barista is called {v}", "we hired {v} for the weekend shifts",
       "the barista starting next week is {v}"],
      ["{v} — that's our new barista, starts on the weekend.", "{v}. New barista. Seems lovely."],
      ["Who did you end up hiring for the weekend shifts?"]),
    S("person", "flour mill sales rep", "cafe", person(), "the rep from the flour mill", "Mill rep",
      ["the rep from the flour mill is {v}", "our contact at the mill is now {v}",
       "the mill sent a new sales rep, {v}"],
      ["{v} is the new rep at the mill.", "{v}. That's who we order flour through now."],
      ["Who's your contact at the mill these days?"]),
    S("person", "food inspector's name", "cafe", person(), "the food inspector's name", "Inspector",
      ["the Lebensmittelkontrolleur coming to us is {v}", "the inspector from the Veterinär- und Lebensmittelaufsicht is {v}",
       "the inspection will be done by a {v}"],
      ["{v} — that's the inspector they're sending.", "{v}. Name of the Lebensmittelkontrolleur, apparently."],
      ["Did they say who's doing the inspection?"]),
    S("person", "physio's name", "run", person(), "my physio", "Physio",
      ["my physio is {v}", "I'm seeing a physio called {v} for the calf", "the physio treating my calf is {v}"],
      ["{v} — my physio, very strict, very good.", "{v}. That's the physio. Fingers crossed."],
      ["Who's the physio you're seeing for the calf?"]),
    S("person", "used car seller's name", "car", person(), "the car seller's name", "Seller",
      ["the guy selling the car is {v}", "the seller's name is {v}", "the car belongs to a {v}"],
      ["{v} — that's the seller.", "{v}. Owner of the car, seems honest enough."],
      ["What's the seller's name, in case you need it for the contract?"]),
    S("person", "bank advisor's name", "money", person(), "our bank advisor", "Bank advisor",
      ["our advisor at the bank is {v}", "the bank gave us an advisor called {v}",
       "the business account is handled by {v} at the bank"],
      ["{v} is our bank advisor now.", "{v} — the bank's business advisor."],
      ["Do you have a named advisor at the bank?"]),
    S("person", "caseworker at the Ausländerbehörde", "buro", person(), "my caseworker at the Ausländerbehörde",
      "Caseworker",
      ["my caseworker at the Ausländerbehörde is {v}", "my file at the Ausländerbehörde is with {v}",
       "the person handling my case is {v}"],
      ["{v} — my caseworker at the Ausländerbehörde.", "{v}. That's who has my file."],
      ["Do you know who your caseworker is?"]),
    S("person", "cousin picking them up in Istanbul", "istanbul", person("tr"),
      "the cousin picking us up at the airport", "Airport pickup",
      ["{partner}'s cousin picking us up at the airport is {v}", "the one collecting us at Sabiha is {v}",
       "{v} is driving to the airport to get us"],
      ["{v} — that's the cousin collecting us at the airport.", "{v}. Our lift from the airport."],
      ["Who's picking you up from the airport in Istanbul?"]),
    S("person", "cat sitter's name", "pets", person(), "the cat sitter", "Cat sitter",
      ["the cat sitter for the trip is {v}", "we booked {v} to look after the cat",
       "{v} will feed the cat while we're away"],
      ["{v} — cat sitter, comes twice a day.", "{v}. That's who's minding the cat."],
      ["Have you found someone to look after the cat while you're away?"]),
    S("person", "running club coach", "run", person(), "the running club coach", "Coach",
      ["the coach at the running club is {v}", "our running club coach is {v}",
       "the club's coach, {v}, wrote my new plan"],
      ["{v}, that's the coach at the club.", "{v} — coach, very into intervals."],
      ["Who's the coach at your running club?"]),
    S("person", "mechanic checking the car", "car", person(), "the mechanic checking the car", "Mechanic",
      ["the mechanic checking the car is {v}", "the garage put {v} on the pre-purchase check",
       "a mechanic called {v} is doing the inspection"],
      ["{v} — mechanic doing the check.", "{v}. That's the mechanic."],
      ["Which mechanic is looking at the car?"]),
    # ---------------------------------------------------------------- pet
    S("pet", "cat's name", "pets", pick(["Lokum", "Pamuk", "Haggis", "Tarçın", "Bröselchen", "Mochi", "Fındık",
                                         "Nessie", "Karamell", "Pişmaniye", "Tattie", "Muffin Bey"]),
      "the cat's name", "Cat",
      ["the cat's name is {v}", "we named the cat {v}", "the cat is called {v}, officially"],
      ["{v}. That's the cat's name — {partner} picked it.", "{v} — yes, that's what we called the cat."],
      ["What did you end up calling the cat?", "Does the cat have a name yet?"]),
    S("pet", "betta fish's name", "pets", pick(["Captain Fishbeard", "Baklava", "Neptün", "Sir Finnegan", "Köfte",
                                                "Bubbles McGee", "Herr Flosse", "Kaptan Balık"]),
      "the betta's name", "Betta",
      ["the betta is called {v}", "{kid} named the new betta {v}", "the betta fish goes by {v}"],
      ["{v}! That's the betta's name. {kid} chose it.", "{v} — the new betta."],
      ["Did {kid} name the new betta?"]),
    S("pet", "cat's prescription food", "pets", pick(["Royal Canin Urinary S/O", "Hill's c/d Multicare",
                                                      "Animonda Integra Protect", "Purina Pro Plan HA",
                                                      "Royal Canin Renal", "Specific FKD"]),
      "the cat's prescription food", "Cat food",
      ["the vet put the cat on {v}", "the cat is only allowed {v} now", "the cat eats {v}, prescription only"],
      ["{v} — that's the only food the cat gets now.", "{v}. Vet's orders for the cat."],
      ["What food did the vet recommend for the cat?"]),
    S("pet", "cat's medication dose", "pets", pet_dose, "the cat's dose", "Cat meds",
      ["the cat gets {v} once a day", "the dose the vet gave us is {v}", "the cat has to have {v} every morning"],
      ["{v} — that's the cat's daily dose.", "{v}, once a day, with food."],
      ["What dose did the vet prescribe?"]),
    S("pet", "cat's weight at the vet", "pets", pet_weight, "the cat's weight", "Cat weight",
      ["the cat weighed {v} at the vet", "the vet says the cat is {v} now", "the scales at the vet said {v}"],
      ["{v}. That's what the cat weighs now, apparently.", "{v} — the cat's weight at the last visit."],
      ["How much does the cat weigh now?"]),
    S("pet", "aquarium tank model", "pets", pick(["a 60-litre Dennerle Scaper", "a 54 L Juwel Primo",
                                                 "a 96-litre Eheim Vivaline", "a 112-litre Juwel Lido",
                                                 "a 30-litre Fluval Spec", "an 80-litre Aquael Opti"]),
      "the aquarium model", "Tank",
      ["the tank is {v}", "we have {v} in the living room", "the aquarium is {v}, second-hand"],
      ["{v} — that's the tank.", "{v}. Bought it off Kleinanzeigen."],
      ["What tank do you have, size-wise?"]),
    # ---------------------------------------------------------------- date
    S("date", "Anmeldung appointment at the Bürgeramt", "buro", date(), "the Anmeldung appointment",
      "Anmeldung", ["my Anmeldung appointment is on {v}", "the Bürgeramt gave us {v} for the Anmeldung",
                    "we finally got an Anmeldung slot for {v}"],
      ["{v}! That's the Anmeldung appointment.", "{v} — Bürgeramt, Anmeldung, finally."],
      ["Did you manage to get an Anmeldung appointment? When is it?"]),
    S("date", "residence permit appointment at the Ausländerbehörde", "buro", date(),
      "the Ausländerbehörde appointment", "Ausländerbehörde",
      ["the Ausländerbehörde appointment is on {v}", "my residence permit appointment is {v}",
       "they've invited me in on {v} for the permit"],
      ["{v} — that's the Ausländerbehörde appointment.", "{v}. Residence permit day."],
      ["When is the residence permit appointment?"]),
    S("date", "viewing of the flat they like", "flat", date(), "the viewing", "Viewing",
      ["the viewing for the flat we like is on {v}", "the agent booked us a viewing on {v}",
       "we can see the flat on {v}"],
      ["{v}: viewing for the flat.", "{v} — that's when we see the flat."],
      ["When's the viewing?"]),
    S("date", "key handover for the new flat", "flat", date(), "the key handover", "Key handover",
      ["we get the keys on {v}", "the Wohnungsübergabe is on {v}", "the handover for the new flat is {v}"],
      ["{v}. Keys. New flat.", "{v} — Wohnungsübergabe."],
      ["When do you get the keys?"]),
    S("date", "start of the Kita Eingewöhnung", "kita", date(), "the start of {kid}'s Eingewöhnung", "Kita start",
      ["{kid}'s Eingewöhnung starts on {v}", "the Kita wants us there from {v}", "{kid} starts Kita on {v}"],
      ["{v} — first day of the Eingewöhnung.", "{v}. {kid} starts Kita."],
      ["When does the Eingewöhnung start?"]),
    S("date", "café health inspection", "cafe", date(), "the health inspection", "Inspection",
      ["the health inspection is on {v}", "the Lebensmittelaufsicht is coming on {v}",
       "the inspector booked us for {v}"],
      ["{v}: health inspection. Cue the deep clean.", "{v} — that's inspection day."],
      ["Did they give you a date for the inspection?"]),
    S("date", "flight to Istanbul", "istanbul", date(), "our flight to Istanbul", "Flight",
      ["we fly to Istanbul on {v}", "the flight out is on {v}", "we booked the flight for {v}"],
      ["{v} — that's when we fly.", "{v}. Flight to Istanbul, booked."],
      ["When are you flying out?"]),
    S("date", "half marathon race date", "run", date(), "the half marathon", "Race",
      ["the half marathon is on {v}", "race day is {v}", "the half I signed up for is on {v}"],
      ["{v} — race day.", "{v}. The half marathon."],
      ["When is the race again?"]),
    S("date", "TÜV appointment for the car", "car", date(), "the TÜV appointment", "TÜV",
      ["the car's TÜV appointment is on {v}", "the Hauptuntersuchung is booked for {v}",
       "the car goes to TÜV on {v}"],
      ["{v}: TÜV for the car.", "{v} — Hauptuntersuchung."],
      ["Have you booked the TÜV? When?"]),
    S("date", "deadline for the tax papers", "money", date(), "the deadline for the tax papers", "Tax papers due",
      ["the Steuerberater needs the papers by {v}", "the tax papers are due on {v}",
       "we have to hand everything in by {v}"],
      ["{v} — deadline for the tax papers.", "{v}. Papers to the Steuerberater."],
      ["Did the Steuerberater give you a deadline?"]),
    S("date", "mother-in-law's birthday", "istanbul", date(), "my mother-in-law's birthday", "MIL birthday",
      ["my mother-in-law's birthday is on {v}", "{partner}'s mum turns seventy on {v}",
       "the big birthday in Istanbul is {v}"],
      ["{v} — my mother-in-law's birthday.", "{v}. Birthday. Must not forget."],
      ["When's your mother-in-law's birthday?"]),
    S("date", "next physio appointment", "run", date(), "my next physio session", "Physio",
      ["my next physio session is on {v}", "the physio booked me in for {v}", "I'm back at the physio on {v}"],
      ["{v} — next physio session.", "{v}. Physio."],
      ["When are you seeing the physio next?"]),
    S("date", "cat's vet appointment", "pets", date(), "the cat's vet appointment", "Vet",
      ["the cat's vet appointment is on {v}", "the vet wants to see the cat on {v}",
       "the cat's check-up is {v}"],
      ["{v} — vet for the cat.", "{v}. Cat to the vet."],
      ["When is the cat's vet appointment?"]),
    S("date", "cargo bike pickup", "bike", date(), "the cargo bike pickup", "Bike pickup",
      ["we pick up the cargo bike on {v}", "the bike will be ready on {v}", "the shop said we can collect it on {v}"],
      ["{v} — we collect the bike.", "{v}. Bike pickup day."],
      ["When can you collect the bike?"]),
    # ---------------------------------------------------------------- amount
    S("amount", "deposit (Kaution) for the new flat", "flat", make_amount(2400, 4800, 50), "the Kaution",
      "Kaution", ["the Kaution is {v}", "they want {v} as deposit", "the deposit comes to {v}"],
      ["{v} — that's the Kaution.", "{v}. Deposit. Ouch."],
      ["How much is the Kaution?"]),
    S("amount", "monthly warm rent of the new flat", "flat", make_amount(1100, 1900, 5), "the warm rent",
      "Warmmiete", ["the warm rent comes to {v}", "the Warmmiete is {v} a month", "we'd be paying {v} warm"],
      ["{v} — warm rent, all in.", "{v}. That's the Warmmiete."],
      ["What's the warm rent?"]),
    S("amount", "cargo bike price", "bike", make_amount(2800, 6200, 10), "the cargo bike price", "Bike price",
      ["the cargo bike costs {v}", "the price for the bike is {v} with the rain cover",
       "we're paying {v} for the bike"],
      ["{v} — that's the bike, all in.", "{v}. For a bike. I know."],
      ["What's the final price for the bike?"]),
    S("amount", "agreed price for the used car", "car", make_amount(4500, 12500, 50), "the price for the car",
      "Car price", ["we agreed {v} for the car", "the seller came down to {v}", "the car is {v}, final offer"],
      ["{v} — that's what we're paying for the car.", "{v}. Car price, agreed."],
      ["Did you settle on a price for the car?"]),
    S("amount", "monthly flour bill for the café", "cafe", make_amount(380, 1400, 10), "the monthly flour bill",
      "Flour bill", ["the monthly flour bill is about {v}", "we spend {v} a month on flour",
                     "the mill invoices us {v} a month"],
      ["{v} a month, on flour alone.", "{v} — monthly flour invoice."],
      ["Roughly what do you spend on flour per month?"]),
    S("amount", "barista's hourly wage", "cafe", make_amount(13, 16, 1, cents=True), "the barista's hourly wage",
      "Barista wage", ["we're paying the barista {v} an hour", "the barista gets {v} per hour",
                       "we settled on {v} an hour for the barista"],
      ["{v} an hour, that's the barista's rate.", "{v} per hour — barista."],
      ["What hourly rate did you agree with the barista?"]),
    S("amount", "tax back payment (Nachzahlung)", "money", make_amount(700, 3200, 10), "the Nachzahlung",
      "Nachzahlung", ["the Finanzamt wants {v} back", "the Nachzahlung is {v}", "we owe the Finanzamt {v}"],
      ["{v} — that's the Nachzahlung.", "{v}. To the Finanzamt. Sigh."],
      ["How much is the Nachzahlung?"]),
    S("amount", "oven repair quote", "cafe", make_amount(600, 2400, 10), "the oven repair quote", "Oven quote",
      ["the oven repair quote came in at {v}", "fixing the deck oven will cost {v}",
       "the technician quoted {v} for the oven"],
      ["{v} — oven repair quote.", "{v}. For the oven."],
      ["What did the oven technician quote?"]),
    S("amount", "monthly health insurance contribution", "buro", make_amount(380, 890, 1, cents=True),
      "my monthly Krankenkasse contribution", "Krankenkasse",
      ["my Krankenkasse contribution is {v} a month", "the health insurance takes {v} a month",
       "I'll be paying {v} monthly for health insurance"],
      ["{v} a month for health insurance.", "{v} — Krankenkasse, monthly."],
      ["What's the monthly contribution going to be?"]),
    S("amount", "cost of the flights to Istanbul", "istanbul", make_amount(380, 980, 5),
      "the flights to Istanbul", "Flights",
      ["the flights came to {v} for the three of us", "the flights cost {v} in total",
       "we paid {v} for the flights"],
      ["{v} — flights, all three of us.", "{v}. Flights booked."],
      ["What did the flights come to?"]),
    S("amount", "gift for the mother-in-law (in lira)", "istanbul", make_amount(3500, 18000, 250, cur="TRY"),
      "the gold bracelet for my mother-in-law", "Gift",
      ["the gold bracelet for my mother-in-law is {v}", "the jeweller in Kadıköy wants {v} for the bracelet",
       "the birthday bracelet costs {v}"],
      ["{v} — the bracelet for my mother-in-law.", "{v}. Gold's gone up."],
      ["How much is the bracelet going to be?"]),
    S("amount", "money owed to brother in Scotland", "money", make_amount(150, 1800, 50, cur="GBP"),
      "what I owe my brother", "Owe brother",
      ["I still owe my brother in {hometown} {v}", "my brother lent me {v} for the deposit",
       "the loan from my brother is {v}"],
      ["{v} — that's what I owe my brother.", "{v}. Need to pay my brother back."],
      ["How much do you still owe your brother?"]),
    S("amount", "Kita meal money (Essensgeld)", "kita", make_amount(23, 46, 1, cents=True), "the Essensgeld",
      "Essensgeld", ["the Essensgeld is {v} a month", "the Kita charges {v} for meals each month",
                     "meals at the Kita cost {v} monthly"],
      ["{v} a month, the Essensgeld.", "{v} — Essensgeld."],
      ["Did the Kita say what the Essensgeld is?"]),
    # ---------------------------------------------------------------- phone
    S("phone", "landlord's mobile number", "flat", make_phone("mobile"), "the landlord's mobile", "Landlord mobile",
      ["the landlord's mobile is {v}", "the landlord can be reached on {v}", "the landlord's number is {v}"],
      ["{v} — landlord's mobile.", "{v}. That's the landlord, for emergencies."],
      ["Do you have a number for the landlord?"]),
    S("phone", "Hausverwaltung emergency line", "flat", make_phone("berlin"),
      "the Hausverwaltung's emergency number", "Notdienst",
      ["the Hausverwaltung's emergency line is {v}", "the Notdienst number is {v}",
       "the heating emergency number is {v}"],
      ["{v} — Hausverwaltung emergency line.", "{v}. Notdienst."],
      ["Is there an emergency number for the Hausverwaltung?"]),
    S("phone", "Kita office number", "kita", make_phone("berlin"), "the Kita office number", "Kita office",
      ["the Kita office number is {v}", "the Kita office is reachable on {v}", "the Kita's phone is {v}"],
      ["{v} — Kita office.", "{v}. Kita, for sick days."],
      ["What's the Kita's phone number, for sick days?"]),
    S("phone", "flour mill order line", "cafe", make_phone("brandenburg"), "the mill's order line",
      "Mill order line",
      ["the mill's order line is {v}", "orders go through {v}", "the mill takes orders on {v}"],
      ["{v} — order line for the mill.", "{v}. Flour orders."],
      ["What number do you use to order from the mill?"]),
    S("phone", "physio practice number", "run", make_phone("berlin"), "the physio practice number",
      "Physio phone",
      ["the physio practice number is {v}", "the physio takes bookings on {v}", "the physio's phone is {v}"],
      ["{v} — physio practice.", "{v}. Physio."],
      ["Do you have the physio practice's number?"]),
    S("phone", "car seller's mobile", "car", make_phone("mobile"), "the car seller's mobile", "Seller mobile",
      ["the seller's mobile is {v}", "the car seller answers on {v}", "the seller gave me {v}"],
      ["{v} — the seller.", "{v}. Car guy."],
      ["Have you got the seller's number?"]),
    S("phone", "mother-in-law's mobile in Istanbul", "istanbul", make_phone("tr"), "my mother-in-law's mobile",
      "MIL mobile",
      ["my mother-in-law's mobile is {v}", "{partner}'s mum is on {v}",
       "my mother-in-law's new number is {v}"],
      ["{v} — my mother-in-law.", "{v}. Anne's number, as {partner} calls her."],
      ["Do you have your mother-in-law's number saved somewhere?"]),
    S("phone", "cousin's number in Istanbul", "istanbul", make_phone("tr"), "the cousin's number", "Cousin",
      ["{partner}'s cousin's number is {v}", "the cousin in Istanbul is on {v}",
       "the cousin can be reached on {v} if anything goes wrong"],
      ["{v} — the cousin in Istanbul.", "{v}. Cousin, for airport chaos."],
      ["Have you got a number for the cousin in Istanbul?"]),
    S("phone", "tax advisor's office number", "money", make_phone("berlin"), "the Steuerberater's office number",
      "Steuerberater phone",
      ["the Steuerberater's office number is {v}", "the tax office, I mean our advisor, is on {v}",
       "the Steuerberater can be reached on {v}"],
      ["{v} — Steuerberater's office.", "{v}. Tax advisor."],
      ["What's the number for the Steuerberater's office?"]),
    S("phone", "bike shop number", "bike", make_phone("berlin"), "the bike shop number", "Bike shop",
      ["the bike shop number is {v}", "the cargo bike shop is on {v}", "the bike shop answers on {v}"],
      ["{v} — bike shop.", "{v}. Cargo bike people."],
      ["Do you have the bike shop's number?"]),
    S("phone", "cat sitter's number", "pets", make_phone("mobile"), "the cat sitter's number", "Cat sitter phone",
      ["the cat sitter's number is {v}", "the cat sitter is on {v}", "the cat sitter can be reached on {v}"],
      ["{v} — cat sitter.", "{v}. For cat emergencies."],
      ["What's the cat sitter's number?"]),
    # ---------------------------------------------------------------- address
    S("address", "new flat address", "flat", make_address("berlin"), "the new flat's address", "New address",
      ["the new flat is at {v}", "our new address will be {v}", "the flat we got is {v}"],
      ["{v} — our new address!", "{v}. New flat."],
      ["What's the new address?"]),
    S("address", "flour mill depot address", "cafe", make_address("berlin"), "the mill's pickup depot",
      "Mill depot",
      ["the mill's pickup depot is at {v}", "we collect flour from {v}", "the depot moved to {v}"],
      ["{v} — flour depot.", "{v}. That's where we pick up flour."],
      ["Where's the pickup depot for the flour?"]),
    S("address", "Kita address", "kita", make_address("berlin"), "the Kita's address", "Kita address",
      ["the Kita is at {v}", "{kid}'s Kita is {v}", "the Kita we got is at {v}"],
      ["{v} — the Kita.", "{v}. {kid}'s Kita."],
      ["Where's the Kita, exactly?"]),
    S("address", "physio practice address", "run", make_address("berlin"), "the physio practice",
      "Physio address",
      ["the physio practice is at {v}", "the physio is in {v}", "my physio's practice is {v}"],
      ["{v} — physio practice.", "{v}. Physio."],
      ["Where's the physio practice?"]),
    S("address", "car seller's address", "car", make_address("berlin"), "the car seller's address",
      "Seller address",
      ["the seller lives at {v}", "the car is parked at {v}", "we're viewing the car at {v}"],
      ["{v} — where the car is.", "{v}. Seller's place."],
      ["Where do you go to see the car?"]),
    S("address", "in-laws' address in Istanbul", "istanbul", make_address("tr"), "my in-laws' address",
      "In-laws",
      ["my in-laws' flat is at {v}", "the in-laws live at {v}", "the taxi should go to {v}"],
      ["{v} — the in-laws' flat.", "{v}. In-laws, Istanbul."],
      ["What's your in-laws' address, for the taxi?"]),
    S("address", "tax advisor's office address", "money", make_address("berlin"), "the Steuerberater's office",
      "Steuerberater office",
      ["the Steuerberater's office is at {v}", "the tax advisor is based at {v}",
       "the meeting with the Steuerberater is at {v}"],
      ["{v} — Steuerberater's office.", "{v}. Tax advisor."],
      ["Where's the Steuerberater's office?"]),
    S("address", "Hausverwaltung office address", "flat", make_address("berlin"), "the Hausverwaltung's office",
      "Hausverwaltung office",
      ["the Hausverwaltung's office is at {v}", "the keys go back to {v}",
       "the Hausverwaltung sits at {v}"],
      ["{v} — Hausverwaltung office.", "{v}. Where the keys go."],
      ["Where's the Hausverwaltung's office?"]),
    S("address", "bike shop address", "bike", make_address("berlin"), "the bike shop's address", "Bike shop",
      ["the cargo bike shop is at {v}", "the bike shop is {v}", "we pick the bike up from {v}"],
      ["{v} — bike shop.", "{v}. Cargo bike place."],
      ["Where's the bike shop?"]),
    # ---------------------------------------------------------------- id
    S("id", "IBAN for the rent", "flat", make_id("iban"), "the IBAN for the rent", "Rent IBAN",
      ["the IBAN for the rent is {v}", "the rent goes to {v}", "the landlord's IBAN is {v}"],
      ["{v} — IBAN for the rent.", "{v}. That's where the rent goes."],
      ["Did they send the IBAN for the rent?"]),
    S("id", "user's Steuer-ID", "buro", make_id("steuerid"), "my Steuer-ID", "Steuer-ID",
      ["my Steuer-ID is {v}", "the letter says my tax ID is {v}", "the Steuer-ID they gave me is {v}"],
      ["{v} — my Steuer-ID.", "{v}. Tax ID, finally."],
      ["Has the Steuer-ID letter arrived? What does it say?"]),
    S("id", "health insurance number", "buro", make_id("kvnr"), "my Krankenversicherungsnummer", "KV-Nr.",
      ["my Krankenversicherungsnummer is {v}", "my health insurance number is {v}",
       "the insurance card says {v}"],
      ["{v} — health insurance number.", "{v}. From the insurance card."],
      ["What's your insurance number, for the forms?"]),
    S("id", "Aktenzeichen at the Ausländerbehörde", "buro", make_id("az"), "the Aktenzeichen", "Aktenzeichen",
      ["the Aktenzeichen is {v}", "my case reference at the Ausländerbehörde is {v}",
       "the letter's Aktenzeichen is {v}"],
      ["{v} — Aktenzeichen.", "{v}. Case reference."],
      ["Is there an Aktenzeichen on the letter?"]),
    S("id", "cargo bike delivery tracking number", "bike", make_id("tracking"), "the tracking number",
      "Tracking", ["the tracking number for the bike parts is {v}", "the delivery tracks as {v}",
                   "the shipment number is {v}"],
      ["{v} — tracking.", "{v}. The bike parts."],
      ["Did they send a tracking number?"]),
    S("id", "flight booking code", "istanbul", make_id("pnr"), "the booking code", "Booking code",
      ["the booking code is {v}", "our flight reference is {v}", "the airline's booking reference is {v}"],
      ["{v} — booking code.", "{v}. Flight reference."],
      ["What's the booking reference?"]),
    S("id", "used car licence plate", "car", make_id("plate"), "the car's plate", "Plate",
      ["the car's plate is {v}", "the Kennzeichen is {v}", "we got the plate {v}"],
      ["{v} — that's our plate now.", "{v}. Kennzeichen."],
      ["What plate did you get?"]),
    S("id", "electricity customer number", "flat", make_id("vattenfall"), "the electricity customer number",
      "Strom Kundennr.",
      ["the electricity customer number is {v}", "our Kundennummer with the electricity company is {v}",
       "the Vattenfall account number is {v}"],
      ["{v} — electricity account.", "{v}. Strom."],
      ["Do you have the customer number for the electricity?"]),
    S("id", "café Steuernummer", "money", make_id("steuernummer"), "the café's Steuernummer", "Café Steuernr.",
      ["the café's Steuernummer is {v}", "the Finanzamt gave the café the number {v}",
       "our business tax number is {v}"],
      ["{v} — café Steuernummer.", "{v}. For the invoices."],
      ["Did the café get its Steuernummer yet?"]),
    S("id", "car VIN", "car", make_id("vin"), "the car's VIN", "VIN",
      ["the VIN is {v}", "the Fahrgestellnummer is {v}", "the chassis number on the papers is {v}"],
      ["{v} — the VIN.", "{v}. Fahrgestellnummer."],
      ["Can you read the VIN off the papers?"]),
    S("id", "Kita contract number", "kita", make_id("kitavertrag"), "the Kita contract number", "Kita contract",
      ["the Kita contract number is {v}", "the Betreuungsvertrag has the number {v}",
       "our Kita contract is {v}"],
      ["{v} — Kita contract.", "{v}. Betreuungsvertrag."],
      ["Is there a contract number on the Kita paperwork?"]),
    S("id", "Rundfunkbeitrag number", "buro", make_id("rundfunk"), "the Rundfunkbeitrag number",
      "Beitragsnummer",
      ["the Rundfunkbeitrag number is {v}", "our Beitragsnummer is {v}", "the TV licence thing is {v}"],
      ["{v} — Rundfunkbeitrag.", "{v}. Beitragsnummer."],
      ["Do you have your Beitragsnummer?"]),
    S("id", "race bib number", "run", make_id("bib"), "my race number", "Bib",
      ["my race number is {v}", "they gave me {v} as start number", "my Startnummer is {v}"],
      ["{v} — race number.", "{v}. Startnummer."],
      ["What's your start number?"]),
    S("id", "cat microchip number", "pets", make_id("chip"), "the cat's chip number", "Chip",
      ["the cat's chip number is {v}", "the microchip reads {v}", "the cat is registered under chip {v}"],
      ["{v} — the cat's chip.", "{v}. Microchip."],
      ["Do you have the cat's microchip number?"]),
    # ---------------------------------------------------------------- decision
    S("decision", "which cargo bike they chose", "bike",
      pick(["the Urban Arrow", "the Bullitt with the canopy", "the Babboe Curve", "the three-wheeled Christiania",
            "the Riese & Müller Load"]),
      "which cargo bike we're getting", "Bike",
      ["we're going with {v}", "we decided on {v} in the end", "{partner} and I agreed on {v}"],
      ["{v}. That's the one, we've decided.", "{v} — decision made, no more test rides."],
      ["Have you decided which bike to get?"]),
    S("decision", "which health insurer the user joined", "buro",
      pick(["the Techniker Krankenkasse", "AOK Nordost", "the Barmer", "the DAK", "the IKK classic"]),
      "my choice of health insurer", "Krankenkasse",
      ["I'm going with {v} for health insurance", "I've decided to join {v}", "I signed up with {v}"],
      ["{v} — that's my health insurer now.", "{v}. Done, signed."],
      ["Which Krankenkasse are you going with?"]),
    S("decision", "which flat they chose", "flat",
      pick(["the Altbau with the balcony", "the Neubau with the lift", "the smaller flat by the canal",
            "the Dachgeschoss flat", "the flat with the Dielenboden"]),
      "which flat we're taking", "Flat",
      ["we're taking {v}", "we've decided on {v}", "it's going to be {v}"],
      ["{v}. That's the one. Decided.", "{v} — we said yes."],
      ["So which flat are you going for?"]),
    S("decision", "café opening-days decision", "cafe",
      pick(["close on Mondays", "drop the Sunday brunch", "switch to a four-day week", "open at 7 on weekdays",
            "stop doing takeaway cups"]),
      "the café schedule change", "Café",
      ["we've decided to {v}", "{cofounder} and I agreed to {v} from next month", "we're going to {v}"],
      ["{v} — that's the plan for the café now.", "{v}. Decided last night."],
      ["Did you and {cofounder} decide anything about the opening days?"]),
    S("decision", "how they'll do the Istanbul trip", "istanbul",
      pick(["fly Pegasus into Sabiha", "stay in Moda rather than with the in-laws", "rent a car at the airport",
            "go for the whole of August", "skip the Bursa day trip"]),
      "the trip plan", "Trip",
      ["we'll {v}", "we decided to {v}", "{partner} and I agreed we'll {v}"],
      ["{v} — that's the plan.", "{v}. Final answer."],
      ["Have you decided how you're doing the trip?"]),
    S("decision", "race plan after the calf strain", "run",
      pick(["pull out of the spring half", "defer my marathon place", "drop down to the 10k",
            "run the half as a training run"]),
      "the race decision", "Race",
      ["I'm going to {v}", "I've decided to {v}", "the sensible thing is to {v}, so that's what I'm doing"],
      ["{v} — decision made.", "{v}. Sad but sensible."],
      ["Have you decided what to do about the race?"]),
    S("decision", "which used car they're buying", "car",
      pick(["the grey Octavia estate", "the red Fabia", "the 2015 Golf Variant", "the little blue Yaris hybrid"]),
      "which car we're buying", "Car",
      ["we're buying {v}", "we went for {v}", "it's {v}, we said yes"],
      ["{v} — that's our car now.", "{v}. Bought."],
      ["Which car did you go for?"]),
    S("decision", "banking decision for the café", "money",
      pick(["move the café account to Kontist", "close the old Santander account", "keep the Sparkasse account after all",
            "open a separate GLS account for the café"]),
      "the bank decision", "Bank",
      ["we've decided to {v}", "{cofounder} and I agreed to {v}", "the plan is to {v}"],
      ["{v} — decided.", "{v}. Done deal."],
      ["What did you decide about the bank accounts?"]),
    S("decision", "which Kita place they accepted", "kita",
      pick(["take the Kinderladen place", "go with the bilingual Kita", "accept the Waldkita offer",
            "start with half days until Easter"]),
      "the Kita decision", "Kita",
      ["we've decided to {v}", "we're going to {v}", "{partner} and I agreed to {v}"],
      ["{v} — decided.", "{v}. That's what we're doing."],
      ["Have you decided about the Kita offer?"]),
    # ---------------------------------------------------------------- preference
    S("preference", "user's coffee order", "cafe",
      pick(["an oat flat white", "a cortado, no sugar", "a double espresso with tonic", "a flat white with extra foam"]),
      "my coffee order", "My coffee",
      ["my usual order is {v}", "I only drink {v} before noon", "what I always have is {v}"],
      ["{v}. That's my order, every day.", "{v} — always."],
      ["What's your usual coffee order?"],
      rep=["{cofounder} tells every new barista that I want {v}", "{partner} says my usual is {v}, and it is"]),
    S("preference", "user's seat preference on flights", "istanbul",
      pick(["window seats", "the aisle seat", "seats near the front", "the exit row"]),
      "my seat preference", "Seats",
      ["I always want {v} on flights", "I prefer {v} when flying", "I'm a {v} person on planes"],
      ["{v}, always. Non-negotiable.", "{v} — that's my thing on flights."],
      ["Do you have a seat preference when you fly?"],
      rep=["{partner} always books me {v} because I complain otherwise", "{partner} says I'm fussy about {v}"]),
    S("preference", "partner's tea preference", "istanbul",
      pick(["çay in tulip glasses", "apple tea, not black tea", "Earl Grey with lemon", "fresh mint tea"]),
      "{partner}'s tea preference", "{partner}'s tea",
      ["{partner} only drinks {v}", "{partner} prefers {v}", "what {partner} likes is {v}"],
      ["{v}. That's {partner}'s tea.", "{v} — {partner}'s favourite."],
      ["How does {partner} take tea?"]),
    S("preference", "toddler's favourite snack", "kita",
      pick(["rice cakes with hummus", "sliced cucumber and Kaşar cheese", "banana pancakes",
            "frozen peas straight from the bag", "plain Simit with butter"]),
      "{kid}'s favourite snack", "{kid}'s snack",
      ["{kid} will only eat {v} at the moment", "{kid}'s favourite snack is {v}", "{kid} asks for {v} every day"],
      ["{v}. That's all {kid} wants right now.", "{v} — {kid}'s current obsession."],
      ["What does {kid} like as a snack these days?"]),
    S("preference", "preferred running routine", "run",
      pick(["running before 6am", "long runs along the Landwehrkanal", "trail runs in the Grunewald",
            "running with the club on Thursdays"]),
      "my preferred running routine", "Running",
      ["I much prefer {v}", "my favourite is {v}", "what I like best is {v}"],
      ["{v} — that's what I like.", "{v}. Best part of the week."],
      ["When do you prefer to run?"],
      rep=["{partner} says I'm unbearable unless I get {v}", "the coach noticed I'm happiest doing {v}"]),
    S("preference", "preferred contact channel for suppliers", "cafe",
      pick(["email rather than phone calls", "WhatsApp voice notes", "a text before any delivery",
            "invoices by post"]),
      "how I like suppliers to contact me", "Contact",
      ["I prefer {v} with suppliers", "I'd much prefer {v}", "what works best for me is {v}"],
      ["{v} — that's how I want suppliers to reach me.", "{v}. Please."],
      ["How do you prefer suppliers to reach you?"],
      rep=["{cofounder} told the suppliers I prefer {v}", "{cofounder} says I'm only reachable by {v}, which is fair"]),
    S("preference", "mother-in-law's favourite treat", "istanbul",
      pick(["sugar-free lokum", "Turkish coffee with extra foam", "Tunnock's caramel wafers",
            "pistachio baklava from Karaköy Güllüoğlu"]),
      "my mother-in-law's favourite treat", "MIL treat",
      ["my mother-in-law loves {v}", "{partner}'s mum always asks for {v}", "the thing my mother-in-law likes most is {v}"],
      ["{v}. My mother-in-law's weakness.", "{v} — she loves it."],
      ["What does your mother-in-law like, as a treat?"]),
    S("preference", "user's favourite bake at the café", "cafe",
      pick(["dark rye with caraway", "the seeded spelt loaf", "Scottish morning rolls", "the cardamom knots"]),
      "my favourite bake", "My favourite",
      ["my favourite thing we bake is {v}", "I personally love {v}", "I'd eat {v} every day"],
      ["{v}. That's my favourite thing we make.", "{v} — always my pick."],
      ["What's your personal favourite from the café?"],
      rep=["{cofounder} says I only care about {v}", "{partner} says I smell of {v} half the time"]),
    # ---------------------------------------------------------------- constraint
    S("constraint", "toddler's allergy restriction", "kita",
      pick(["no sesame", "no peanuts at all", "no cow's milk", "no hazelnuts", "no egg whites"]),
      "{kid}'s allergy rule", "Allergy",
      ["the allergist says {v} for {kid}", "for {kid} it's {v}, the allergist was very clear",
       "{kid} is on {v} until the next test"],
      ["{v}. That's the rule for {kid}.", "{v} — allergist's orders."],
      ["Are there any allergies the Kita needs to know about?"]),
    S("constraint", "running restriction after the calf strain", "run",
      pick(["no hill repeats for six weeks", "nothing faster than easy pace until May", "no runs longer than 40 minutes",
            "no speedwork before the next check"]),
      "the physio's restriction", "Restriction",
      ["the physio said {v}", "I'm under strict orders: {v}", "the rule from the physio is {v}"],
      ["{v}. Physio's orders.", "{v} — annoying, but fine."],
      ["Did the physio give you any restrictions?"]),
    S("constraint", "flat hunt rent ceiling", "flat",
      pick(["nothing above 1.600 warm", "a hard cap of 1,700 warm", "max 1650 warm", "under 1.550 warm, full stop"]),
      "our rent limit", "Budget",
      ["our limit is {v}", "we've agreed {v}", "the rule is {v}"],
      ["{v}. That's our limit.", "{v} — no exceptions."],
      ["What's your upper limit on rent?"]),
    S("constraint", "café delivery restriction", "cafe",
      pick(["no deliveries before 7", "deliveries only through the courtyard", "no van parking on the pavement",
            "no deliveries during the lunch rush"]),
      "the delivery rule", "Deliveries",
      ["the Hausverwaltung insists on {v}", "the rule for the café is {v}", "we've been told {v}"],
      ["{v}. New house rule.", "{v} — the Hausverwaltung was firm."],
      ["Are there any rules about deliveries?"]),
    S("constraint", "travel restriction during the permit process", "buro",
      pick(["can't leave Germany until the permit is issued", "can't travel until the Fiktionsbescheinigung arrives",
            "can't leave Schengen before the new card"]),
      "my travel restriction", "Travel",
      ["I {v}", "apparently I {v}", "the rule is that I {v}"],
      ["{v} — that's the situation.", "{v}. So the trip depends on it."],
      ["Are you allowed to travel while the permit is being processed?"]),
    S("constraint", "cat's diet restriction", "pets",
      pick(["no chicken-based food", "no dry food at all", "strictly no treats", "no fish-flavoured food"]),
      "the cat's diet rule", "Cat diet",
      ["the vet says {v} for the cat", "for the cat it's {v} now, vet's orders", "the cat is on {v} from now on"],
      ["{v}. Cat's new rule.", "{v} — vet's orders."],
      ["Did the vet put the cat on any restrictions?"]),
    S("constraint", "used car constraint", "car",
      pick(["nothing older than 2014", "under 150,000 km", "automatic only", "must have Isofix"]),
      "our car requirement", "Car rule",
      ["we said {v} for the car", "the rule for the car is {v}", "{partner} insists on {v}"],
      ["{v}. That's the rule for the car.", "{v} — agreed."],
      ["Any hard requirements for the car?"]),
]

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6, "decision": 4,
               "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
DPC = ("decision", "preference", "constraint")

# ----------------------------------------------------------------------------------------------------------------
# Phrasing styles
# ----------------------------------------------------------------------------------------------------------------

STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation", "buried",
          "texting", "codeswitch", "forwarded", "parenthetical"]

PLAIN = ["{C}.", "{C}, just so you know.", "Okay, update: {c}.", "{C}. Writing it here so I don't lose it.",
         "So, {c}. Good to have that sorted.", "{C}. One less thing.", "Small update — {c}.",
         "{C}. That's settled at least."]
SUBORD = ["Now that {c}, I can finally stop refreshing my inbox.", "Since {c}, we'll have to shuffle the week a bit.",
          "I only found out {c} because {iname} mentioned it in passing.",
          "Even though {c}, {partner} still wants to wait and see.",
          "{partner} was relieved when I said {c}.", "It was only after the third email that I learned {c}.",
          "Given that {c}, I think we're fine for now.", "I wrote it on the fridge whiteboard that {c}, so nobody forgets.",
          "When I got off the phone, which is when I found out {c}, I needed a sit down.",
          "I'd assumed otherwise, but it turns out {c}."]
REPORTED = ["{spk} says {c}.", "According to {spk}, {c}.", "{Spk} just texted: \"{C}.\"",
            "{Spk} told me on the phone that {c}, so I'm going with that.", "Apparently, and this is from {spk}, {c}.",
            "{Spk} swears {c}.", "{Spk} mentioned, very casually, that {c}."]
LIST_HEADS = ["Notes from today:", "Checklist for the week:", "Stuff to remember:", "Quick brain dump before I forget:",
              "To-do:", "Things I need to keep track of:"]
ANSWER_NON = ["{v}.", "It's {v}.", "{v}, I think. Let me double-check the letter later.", "Yes, found it: {v}.",
              "Oh right — {v}.", "{C}.", "Hang on... {v}.", "Yep. {C}.", "{v}, if I read my own handwriting right."]
ANSWER_DPC = ["{C}.", "Honestly? {C}.", "Yeah — {c}.", "We talked about it last night: {c}.", "Mm, {c}."]
QUESTION = ["Is it normal that {c}?", "Does it matter that {c}, or am I overthinking it?",
            "{C} — is that going to be a problem?", "If {c}, do I need to tell anyone else?",
            "Quick question: given that {c}, what else do I need to sort?",
            "Should I put it in the shared calendar that {c}, or is that overkill?",
            "Do you think it's okay that {c}?", "Wait, {c} — does that change anything for us?"]
DICTATION = ["okay so {c}. and also {a1}", "note for later. {c}. that's it", "{a1} {c}. um. {a2}",
             "hey quick voice note because I'm pushing the buggy, {c}, and I'll check the rest later",
             "so yeah, {c}, right, genau, anyway {a1}", "reminder {c} reminder ends"]
BURIED = ["{a1} {a2} Oh, and {c}. {a3}", "{a1} Anyway — {c}. {a2} {a3}", "{a1} {a2} Also {c}, before I forget. {a3}",
          "{a1} Also, {c}. {a2}", "{a1} {a2} {a3} Oh yes, {c}. Right, back to it."]
TEXTING = ["btw {c}", "fyi {c} 👍", "k so {c}", "omg {c} finally", "{c} lol", "just fyi — {c}", "{c}!! 🎉",
           "quick one: {c}", "ok news: {c} 🙃", "{c} (ugh)"]
CODESWITCH = ["Na ja, {c}, genau.", "Genau — {c}. Endlich.", "Inshallah it all works out: {c}.",
              "Feierabend at last. So, {c}.", "Canım, as {partner} would say, listen: {c}.", "Alles klar, {c}. Tamam.",
              "Ach so, {c} — wusste ich nicht.", "Tamam, tamam: {c}. Mashallah.", "Och aye, {c}. Genau so."]
FORWARDED = ["Pasting from the email: \"Hi there! {C}. Kind regards\"",
             "This is what the confirmation says: \"{C}. Please keep this message.\"",
             "Copied from the WhatsApp: \"{C} 🙂\"", "Forwarded from {partner}: \">> {C} <<\" Does that sound right to you?",
             "The letter (translated by the app): \"We inform you that {c}.\""]
# for clauses in the first person, a quoted third party would be odd: quote the user's own notes instead
FORWARDED_SELF = ["Copying this from my notes app: \"{C}.\"", "From the note I stuck on the fridge: \"{C}!!\"",
                  "Found my own scribbled note from yesterday: \"{C}.\"",
                  "What I wrote in our shared Google doc: \"{C}.\" Sound right?",
                  "Pasting what I sent {partner} earlier: \"{C} x\""]
_FIRST_PERSON = re.compile(r"\b(i|i'm|i'd|i've|my|me|we|we're|we'll|we've|our|us)\b", re.I)
PARENTH = ["For the record ({c}) I'm fine with it.", "We sorted the boring bits — {c} — and then went for lunch.",
           "The paperwork side ({c}) is done at least.", "Anyway, {c} (I'm writing that down in three places).",
           "Long story short, {c}, and the rest can wait."]
GENERIC_VF_NON = ["{v} — that's {label}.", "{v}. That's {label}, before I forget.", "{v}: {label}, for future reference."]

CORR_COMMON = [
    "Scratch that about {label}: it's {N}, not {O}.",
    "Turns out I had {label} wrong. Not {O} — {N}.",
    "{N}. That's the right one. The {O} I gave you before was wrong.",
    "Small fix: {label} is actually {N}. I wrote {O} earlier, my mistake.",
    "ugh ignore what I said before, {O} was wrong, its {N}",
    "Update on {label}: it was {O}, now it's {N}.",
    "Wait, I need to correct something — {cn}. I had {O} in my head for some reason.",
    "{Spk} just pointed out I mixed it up: {cn}, not {O}.",
    "So {O} is out. {CN}.",
    "Na ja, small change: {cn} ({O} was the old info).",
    "Correction, sorry: {N} instead of {O} for {label}.",
    "It's actually {N}. No idea where I got {O} from.",
]
CORR_KIND = {
    "date": ["They moved it to {N}, so forget {O}.", "It's been pushed from {O} to {N}.",
             "New date: {N}. {O} is off, they cancelled that slot.",
             "They rang — can't do {O} any more, it's {N} now.", "Change of plan, it's {N} now rather than {O}."],
    "amount": ["The final number is {N}, not the {O} they first quoted.", "They came back with {N} instead of {O}.",
               "Okay so it's actually {N}. The {O} was before they added everything up.",
               "Good news or bad news, not sure: {N} now, the {O} figure is out of date."],
    "phone": ["I had the wrong number: it's {N}, not {O}.",
              "{O} doesn't work, it goes to some dentist. The right number is {N}.",
              "Number changed — {N}. Delete {O}.", "Tried {O} three times, nothing. The correct one is {N}."],
    "address": ["They've moved: {N} now, not {O} anymore.", "The address is {N}. I had {O} from an old Google listing.",
                "Don't go to {O}! It's {N}."],
    "id": ["The number on the actual letter is {N}; the {O} I gave you was from the draft.",
           "I mistyped it before — {N}, not {O}.", "Correct one is {N}. {O} was missing a digit or something.",
           "New reference came through: {N}. {O} is cancelled."],
    "person": ["It's actually {N}, not {O}. {O} left the company, apparently.",
               "{N} is taking over from {O}, so that's who we deal with now.",
               "Turns out {O} was the old contact. Now it's {N}."],
}

FACT_ACKS = ["Noted.", "Thanks, good to know.", "Okay, got it.", "That's helpful.", "Good, that's settled then.",
             "Right, I'll keep that in mind.", "Perfect, thanks for telling me.", "Got it."]
FACT_ECHO = ["Noted: {v}.", "Okay, {v} — got it.", "Got it, {v}.", "Thanks — {v}, I'll remember that.",
             "{v}, noted."]
QUESTION_ACKS = ["That's not unusual.", "It shouldn't be a problem.", "Good that you mention it.",
                 "Reasonable question.", "Usually that's fine.", "Not really, no."]
CORR_ACKS = ["Thanks for the correction — I'll go with {v}.", "Got it, updated to {v}.",
             "No problem, {v} it is.", "Okay, I've got {v} now.", "Thanks for catching that.",
             "Updated, thanks.", "Good to know, I'll use the new one."]

# ----------------------------------------------------------------------------------------------------------------
# Rendering helpers
# ----------------------------------------------------------------------------------------------------------------


class _SlotDict(dict):
    def __init__(self, rng: random.Random, fixed: dict):
        super().__init__(fixed)
        self.rng = rng

    def __missing__(self, key):
        if key not in SLOTS:
            raise KeyError(key)
        val = self.rng.choice(SLOTS[key])
        self[key] = val
        return val


def _fill(rng: random.Random, tmpl: str, ctx: dict) -> str:
    d = _SlotDict(rng, ctx)
    out = tmpl
    for _ in range(4):
        if "{" not in out:
            break
        out = out.format_map(d)
    return out


def _cap(s: str) -> str:
    for i, ch in enumerate(s):
        if ch.isalpha():
            return s[:i] + ch.upper() + s[i + 1:] if i == 0 or not s[:i].strip(" \"'") else s
        if ch in (VALUE_MARK, STALE_MARK):
            return s
    return s


def _dictate(rng: random.Random, s: str) -> str:
    s = s.lower().replace("'", "").replace("’", "").replace("—", ",").replace("\"", "")
    s = re.sub(r",\s*", lambda m: rng.choice([" comma ", ", ", " ", ",, "]), s)
    s = re.sub(r"\.\s+", lambda m: rng.choice([" full stop ", ". ", "... ", " period "]), s)
    s = re.sub(r"\.$", lambda m: rng.choice([" full stop", "", ".", " period"]), s)
    s = s.replace("?", " question mark")
    s = re.sub(r"\s{2,}", " ", s).strip()
    return rng.choice(["", "[voice message] ", "(dictated) ", "🎤 "]) + s


_TEXT_SUBS = [(r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\btomorrow\b", "tmrw"), (r"\bbecause\b", "cos"),
              (r"\bby the way\b", "btw"), (r"\bi'm\b", "im"), (r"\bdon't\b", "dont"), (r"\bokay\b", "ok"),
              (r"\bplease\b", "pls"), (r"\bthanks\b", "thx"), (r"\bit's\b", "its"), (r"\bthat's\b", "thats"),
              (r"\bwe're\b", "were"), (r"\bwith\b", "w/"), (r"\band\b", "&")]


def _texting(rng: random.Random, s: str) -> str:
    s = s.lower()
    for pat, rep in _TEXT_SUBS:
        if rng.random() < 0.8:
            s = re.sub(pat, rep, s)
    s = s.rstrip(".")
    return s


def _clean_spaces(s: str) -> str:
    return re.sub(r"[ \t]{2,}", " ", s).strip()


class World:
    def __init__(self, rng: random.Random):
        self.partner = rng.choice(PARTNERS)
        self.kid = rng.choice(KIDS)
        self.cofounder = rng.choice(COFOUNDERS)
        self.hometown = rng.choice(HOMETOWNS)
        self.used_surnames: set[str] = set()

    def ctx(self) -> dict:
        return {"partner": self.partner, "kid": self.kid, "cofounder": self.cofounder, "hometown": self.hometown,
                "v": VALUE_MARK}


# ----------------------------------------------------------------------------------------------------------------
# Generator
# ----------------------------------------------------------------------------------------------------------------


class _Fact:
    def __init__(self, spec: dict, value: str):
        self.spec = spec
        self.kind = spec["kind"]
        self.value = value  # value as first stated
        self.new: str | None = None
        self.turn = -1
        self.corr_turn: int | None = None
        self.style = "plain"
        self.corr_style = ""


def _thread_schedule(rng: random.Random, turns: int) -> list[str]:
    seq: list[str] = []
    cur = None
    names = THREAD_NAMES
    weights = [THREAD_WEIGHTS[n] for n in names]
    while len(seq) < turns:
        nxt = cur
        while nxt == cur:
            nxt = rng.choices(names, weights)[0]
        cur = nxt
        seq.extend([cur] * rng.choice([2, 3, 3, 4, 4, 5, 6, 7]))
    return seq[:turns]


def _conflicts(a: str, others: list[str]) -> bool:
    la = a.lower()
    for o in others:
        lo = o.lower()
        if la in lo or lo in la:
            return True
    return False


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    rng = random.Random(seed)
    w = World(rng)
    wdict = {"used_surnames": w.used_surnames}
    base_ctx = w.ctx()

    # ---- choose specs and draw values
    facts: list[_Fact] = []
    all_vals: list[str] = []
    for kind, count in KIND_COUNTS.items():
        pool = [s for s in SPECS if s["kind"] == kind]
        for spec in rng.sample(pool, count):
            for _ in range(500):
                v = spec["gen"](rng, wdict)
                if not _conflicts(v, all_vals):
                    break
            else:
                raise RuntimeError(f"could not draw a distinct value for {spec['about']}")
            all_vals.append(v)
            facts.append(_Fact(spec, v))

    # ---- corrections: spread over kinds
    corrected: list[_Fact] = []
    kinds = list(CORRECTABLE)
    rng.shuffle(kinds)
    i = 0
    while len(corrected) < n_corrections:
        k = kinds[i % len(kinds)]
        i += 1
        cands = [f for f in facts if f.kind == k and f not in corrected]
        if not cands:
            if i > 10 * len(kinds):
                raise RuntimeError("not enough correctable facts")
            continue
        f = rng.choice(cands)
        for _ in range(500):
            nv = f.spec["gen"](rng, wdict)
            if not _conflicts(nv, all_vals):
                break
        else:
            raise RuntimeError("could not draw a distinct corrected value")
        all_vals.append(nv)
        f.new = nv
        corrected.append(f)

    # ---- schedule
    threads = _thread_schedule(rng, turns)
    gap = min(50, max(5, turns // 4))
    used: list[int] = []

    def free(t: int) -> bool:
        return all(abs(t - u) > 2 for u in used)

    def choose_turn(lo: int, hi: int, thread: str) -> int:
        lo, hi = max(2, lo), min(turns - 1, hi)
        good = [t for t in range(lo, hi) if threads[t] == thread and threads[t - 1] == thread and free(t)]
        if not good:
            good = [t for t in range(lo, hi) if free(t)]
            if not good:
                raise RuntimeError("no free turn left")
            t = rng.choice(good)
            threads[t] = threads[t - 1] = thread
            return t
        return rng.choice(good)

    third = turns / 3
    seg_bounds = [(2, int(third)), (int(third), int(2 * third)), (int(2 * third), turns - 1)]
    n = len(facts)
    quotas = [n // 3 + (1 if r < n % 3 else 0) for r in range(3)]
    order = corrected + [f for f in facts if f not in corrected]
    rest = [f for f in facts if f not in corrected]
    rng.shuffle(rest)
    order = corrected + rest
    seg_of: dict[int, int] = {}
    for idx, f in enumerate(corrected):
        s = idx % 2
        seg_of[id(f)] = s
        quotas[s] -= 1
    for f in rest:
        s = max(range(3), key=lambda r: (quotas[r], rng.random()))
        seg_of[id(f)] = s
        quotas[s] -= 1
    for f in order:
        lo, hi = seg_bounds[seg_of[id(f)]]
        if f.new is not None:
            hi = min(hi, turns - 1 - gap - 3)
        f.turn = choose_turn(lo, hi, f.spec["thread"])
        used.append(f.turn)
        if f.new is not None:
            f.corr_turn = choose_turn(f.turn + gap, turns - 1, f.spec["thread"])
            used.append(f.corr_turn)

    # ---- styles, balanced
    deck: list[str] = []
    while len(deck) < len(facts):
        block = STYLES[:]
        rng.shuffle(block)
        deck.extend(block)
    deck = deck[:len(facts)]
    rng.shuffle(deck)
    for f, st in zip(facts, deck, strict=False):
        f.style = st
    corr_deck: list[str] = []
    for f in corrected:
        pool = CORR_COMMON + CORR_KIND.get(f.kind, []) * 2
        for _ in range(50):
            c = rng.choice(pool)
            if c not in corr_deck:
                break
        corr_deck.append(c)
        f.corr_style = c

    at_fact = {f.turn: f for f in facts}
    at_corr = {f.corr_turn: f for f in corrected}
    ask_before = {f.turn - 1: f for f in facts if f.style == "answer"}

    forbidden = [s.lower() for s in all_vals]

    def ok(text: str, allowed: tuple[str, ...] = ()) -> bool:
        low = text.lower()
        al = {a.lower() for a in allowed}
        if VALUE_MARK in text or STALE_MARK in text or "{" in text or "}" in text:
            return False
        return not any(s in low for s in forbidden if s not in al)

    # ---- text builders
    def thread_user_sentence(th: str) -> str:
        return _fill(rng, rng.choice(THREADS[th]["user"]), base_ctx)

    def thread_asst(th: str, k: int) -> str:
        sents = rng.sample(THREADS[th]["asst"], k)
        return " ".join(_fill(rng, s, base_ctx) for s in sents)

    def aside(exclude_thread: str | None = None) -> str:
        if rng.random() < 0.6:
            return _fill(rng, rng.choice(ASIDES), base_ctx)
        th = rng.choice([t for t in THREAD_NAMES if t != exclude_thread])
        return thread_user_sentence(th)

    def filler_turn(th: str) -> tuple[str, str]:
        first = rng.choice(THREADS[th]["user"])
        u = rng.choice(USER_OPENERS) + _fill(rng, first, base_ctx)
        r = rng.random()
        if r < 0.45:
            second = rng.choice([x for x in THREADS[th]["user"] if x != first])
            u += " " + _fill(rng, second, base_ctx)
        elif r < 0.6:
            u += " " + _fill(rng, rng.choice(ASIDES), base_ctx)
        u += rng.choice(USER_TAILS)
        a_parts = [rng.choice(AI_OPENERS), thread_asst(th, rng.choice([2, 2, 3, 3, 4]))]
        if rng.random() < 0.35:
            a_parts.append(_fill(rng, rng.choice(THREADS[th]["q"]), base_ctx))
        return _clean_spaces(u), _clean_spaces(" ".join(a_parts))

    def speaker(th: str, spec: dict | None = None) -> str:
        opts = THREADS[th]["spk"]
        if spec is not None:  # nobody reports their own name to us second-hand
            ref = (spec["about"] + " " + spec["label"]).lower()
            opts = [o for o in opts if re.sub(r"\W", "", o.split()[-1]).lower() not in ref] or opts
        return _fill(rng, rng.choice(opts), base_ctx)

    def clause(spec: dict, new_value_mark: str = VALUE_MARK) -> str:
        ctx = dict(base_ctx)
        ctx["v"] = new_value_mark
        return _fill(rng, rng.choice(spec["cl"]), ctx)

    def render_statement(f: _Fact) -> str:
        spec, th, st = f.spec, f.spec["thread"], f.style
        is_dpc = f.kind in DPC
        ctx = dict(base_ctx)
        label = _fill(rng, spec["label"], ctx)
        lbl = _fill(rng, spec["lbl"], ctx)
        c = clause(spec)
        ctx.update(c=c, C=_cap(c), label=label, lbl=lbl)
        pad_before = pad_after = False
        if st == "plain":
            body = _fill(rng, rng.choice(PLAIN), ctx)
            pad_before, pad_after = rng.random() < 0.5, rng.random() < 0.4
        elif st == "value_first":
            opts = list(spec["vf"]) + ([] if is_dpc else GENERIC_VF_NON)
            body = _fill(rng, rng.choice(opts), ctx)
            pad_after = rng.random() < 0.6
        elif st == "subordinate":
            body = _fill(rng, rng.choice(SUBORD), ctx)
            pad_before = rng.random() < 0.5
        elif st == "reported":
            spk = speaker(th, spec)
            if spec["rep"]:
                body = _cap(_fill(rng, rng.choice(spec["rep"]), ctx)) + "."
            else:
                ctx.update(spk=spk, Spk=_cap(spk))
                body = _fill(rng, rng.choice(REPORTED), ctx)
            pad_after = rng.random() < 0.5
        elif st == "list":
            items = [_fill(rng, x, ctx) for x in rng.sample(LIST_ITEMS, rng.randint(2, 4))]
            if is_dpc:
                fact_item = c
            else:
                fact_item = rng.choice([f"{lbl}: {VALUE_MARK}", f"{lbl} = {VALUE_MARK}", f"{lbl} -> {VALUE_MARK}", c])
            items.insert(rng.randint(0, len(items)), fact_item)
            shape = rng.random()
            if shape < 0.45:
                body = rng.choice(LIST_HEADS) + "\n" + "\n".join("- " + x for x in items)
            elif shape < 0.75:
                body = rng.choice(LIST_HEADS) + " " + " ".join(f"{k + 1}) {x}" for k, x in enumerate(items))
            else:
                body = rng.choice(["A few things: ", "Today's list: ", "Done today: "]) + "; ".join(items) + "."
        elif st == "answer":
            body = _fill(rng, rng.choice(ANSWER_DPC if is_dpc else ANSWER_NON), ctx)
            pad_after = rng.random() < 0.6
        elif st == "question":
            body = _fill(rng, rng.choice(QUESTION), ctx)
            pad_before = rng.random() < 0.5
        elif st == "dictation":
            ctx.update(a1=aside(th), a2=aside(th))
            body = _dictate(rng, _fill(rng, rng.choice(DICTATION), ctx))
        elif st == "buried":
            ctx.update(a1=aside(th), a2=aside(th), a3=aside(th))
            body = _fill(rng, rng.choice(BURIED), ctx)
        elif st == "texting":
            body = _texting(rng, _fill(rng, rng.choice(TEXTING), ctx))
            if rng.random() < 0.5:
                body = _texting(rng, aside(th)) + " " + body
        elif st == "codeswitch":
            body = _fill(rng, rng.choice(CODESWITCH), ctx)
            pad_before = rng.random() < 0.5
        elif st == "forwarded":
            frames = FORWARDED_SELF if _FIRST_PERSON.search(c) else FORWARDED + FORWARDED_SELF[:2]
            body = _fill(rng, rng.choice(frames), ctx)
            pad_before = rng.random() < 0.4
        else:  # parenthetical
            body = _fill(rng, rng.choice(PARENTH), ctx)
            pad_before = rng.random() < 0.6
        parts = []
        if pad_before:
            parts.append(thread_user_sentence(th))
        parts.append(body)
        if pad_after:
            parts.append(thread_user_sentence(th))
        text = " ".join(parts)
        return _clean_spaces(text).replace(VALUE_MARK, f.value) if "\n" not in text else \
            "\n".join(_clean_spaces(x) for x in text.split("\n")).replace(VALUE_MARK, f.value)

    def render_statement_reply(f: _Fact) -> str:
        th = f.spec["thread"]
        parts = []
        if f.style == "question":
            parts.append(rng.choice(QUESTION_ACKS))
        elif rng.random() < 0.3:
            parts.append(_fill(rng, rng.choice(FACT_ECHO), dict(base_ctx, v=f.value)))
        else:
            parts.append(rng.choice(FACT_ACKS))
        parts.append(thread_asst(th, rng.choice([1, 2, 2, 3])))
        if rng.random() < 0.3:
            parts.append(_fill(rng, rng.choice(THREADS[th]["q"]), base_ctx))
        return _clean_spaces(" ".join(parts))

    def render_correction(f: _Fact) -> str:
        spec, th = f.spec, f.spec["thread"]
        ctx = dict(base_ctx)
        cn = clause(spec, VALUE_MARK)
        spk = speaker(th, spec)
        ctx.update(label=_fill(rng, spec["label"], ctx), cn=cn, CN=_cap(cn), N=VALUE_MARK, O=STALE_MARK,
                   Spk=_cap(spk), spk=spk)
        body = _fill(rng, f.corr_style, ctx)
        body = _cap(body) if not body.startswith("ugh") else body
        if rng.random() < 0.5:
            body = thread_user_sentence(th) + " " + body
        elif rng.random() < 0.3:
            body = body + " " + thread_user_sentence(th)
        return _clean_spaces(body).replace(VALUE_MARK, f.new).replace(STALE_MARK, f.value)

    def render_correction_reply(f: _Fact) -> str:
        th = f.spec["thread"]
        ack = rng.choice(CORR_ACKS)
        parts = [ack.replace("{v}", f.new) if rng.random() < 0.5 or "{v}" not in ack else "Thanks, updated."]
        parts.append(thread_asst(th, rng.choice([1, 2, 2])))
        return _clean_spaces(" ".join(parts))

    def attempt(fn, allowed: tuple[str, ...], what: str) -> str:
        for _ in range(300):
            s = fn()
            if ok(s, allowed):
                return s
        raise RuntimeError(f"could not render {what} cleanly (seed {seed})")

    # ---- build
    out: list[tuple[str, str]] = []
    for t in range(turns):
        th = threads[t]
        if t in at_fact:
            f = at_fact[t]
            allowed = (f.value,)
            u = attempt(lambda f=f: render_statement(f), allowed, f"statement of {f.spec['about']}")
            if f.value.lower() not in u.lower():
                raise RuntimeError("value missing from statement")
            a = attempt(lambda f=f: render_statement_reply(f), allowed, "statement reply")
        elif t in at_corr:
            f = at_corr[t]
            u = attempt(lambda f=f: render_correction(f), (f.value, f.new), f"correction of {f.spec['about']}")
            a = attempt(lambda f=f: render_correction_reply(f), (f.new,), "correction reply")
        else:
            pair = None
            for _ in range(300):
                cand = filler_turn(th)
                if ok(cand[0]) and ok(cand[1]):
                    pair = cand
                    break
            if pair is None:
                raise RuntimeError(f"could not render filler turn {t}")
            u, a = pair
        if t in ask_before:
            q = _fill(rng, rng.choice(ask_before[t].spec["ask"]), base_ctx)
            a = a + " " + q
            if not ok(a):
                raise RuntimeError("question leaks a value")
        out.append((u, a))

    planted = []
    for f in sorted(facts, key=lambda x: x.turn):
        about = _fill(random.Random(0), f.spec["about"], base_ctx)
        if f.new is not None:
            planted.append(Planted(f.kind, about, f.new, f.turn, stale=f.value, corrected_at=f.corr_turn))
        else:
            planted.append(Planted(f.kind, about, f.value, f.turn))
    conv = Conversation(turns=out, facts=planted)
    conv.styles = {f.turn: f.style for f in facts}  # type: ignore[attr-defined]
    return conv


# ----------------------------------------------------------------------------------------------------------------
# Self-check
# ----------------------------------------------------------------------------------------------------------------


def _occurrences(conv: Conversation, s: str) -> tuple[set[int], set[int]]:
    low = s.lower()
    us = {i for i, (u, _) in enumerate(conv.turns) if low in u.lower()}
    asst = {i for i, (_, a) in enumerate(conv.turns) if low in a.lower()}
    return us, asst


def _self_check() -> int:
    import collections
    import os

    if "TIKTOKEN_CACHE_DIR" not in os.environ:  # offline machines: use a local copy of the BPE file if there is one
        here = os.path.dirname(os.path.abspath(__file__))
        for cand in (os.path.join(here, "..", "..", "shared", "tiktoken_cache"),
                     os.path.join(here, "..", "shared", "tiktoken_cache")):
            if os.path.isdir(cand):
                os.environ["TIKTOKEN_CACHE_DIR"] = os.path.abspath(cand)
                break
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    failures: list[str] = []
    for seed in range(1, 6):
        conv = generate(seed)
        again = generate(seed)
        errs: list[str] = []
        if len(conv.turns) != 1000:
            errs.append(f"turns={len(conv.turns)}")
        if len(conv.facts) != 50:
            errs.append(f"facts={len(conv.facts)}")
        counts = collections.Counter(f.kind for f in conv.facts)
        if dict(counts) != KIND_COUNTS:
            errs.append(f"kind counts {dict(counts)}")
        corr = conv.corrections
        if len(corr) != 6:
            errs.append(f"corrections={len(corr)}")
        if conv.turns != again.turns or conv.facts != again.facts:
            errs.append("not deterministic")
        turns_used = [f.turn for f in conv.facts] + [f.corrected_at for f in corr]
        if len(set(turns_used)) != len(turns_used):
            errs.append("two facts share a turn")
        for f in conv.facts:
            u_occ, a_occ = _occurrences(conv, f.value)
            if f.stale is None:
                if u_occ != {f.turn}:
                    errs.append(f"value {f.value!r} ({f.about}) in user turns {sorted(u_occ)}, expected {f.turn}")
                if not a_occ <= {f.turn}:
                    errs.append(f"value {f.value!r} in assistant turns {sorted(a_occ)}")
            else:
                if f.kind not in CORRECTABLE:
                    errs.append(f"corrected kind {f.kind}")
                if f.corrected_at is None or f.corrected_at - f.turn < 50:
                    errs.append(f"correction gap too small for {f.about}")
                if u_occ != {f.corrected_at}:
                    errs.append(f"new value {f.value!r} in user turns {sorted(u_occ)}, expected {f.corrected_at}")
                if not a_occ <= {f.corrected_at}:
                    errs.append(f"new value {f.value!r} in assistant turns {sorted(a_occ)}")
                su, sa = _occurrences(conv, f.stale)
                if su != {f.turn, f.corrected_at}:
                    errs.append(f"stale {f.stale!r} in user turns {sorted(su)}, expected {f.turn},{f.corrected_at}")
                if not sa <= {f.turn}:
                    errs.append(f"stale {f.stale!r} in assistant turns {sorted(sa)}")
            if f.kind in DPC and len(f.value.split()) > 9:
                errs.append(f"phrase too long: {f.value!r}")
        for i, (u, a) in enumerate(conv.turns):
            for m in (u, a):
                if "{" in m or "}" in m or VALUE_MARK in m or STALE_MARK in m or not m.strip():
                    errs.append(f"bad message at turn {i}: {m[:60]!r}")
        thirds = collections.Counter(min(2, f.turn * 3 // 1000) for f in conv.facts)
        if min(thirds.values()) < 12:
            errs.append(f"facts badly spread over thirds: {dict(thirds)}")
        total = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns)
        avg = total / len(conv.turns)
        if not 80 <= avg <= 130:
            errs.append(f"average tokens per turn {avg:.1f}")
        styles = collections.Counter(conv.styles.values())  # type: ignore[attr-defined]
        print(f"seed {seed}: {len(conv.turns)} turns, {len(conv.facts)} facts, {len(corr)} corrections, "
              f"avg {avg:.1f} tokens/turn, thirds {dict(sorted(thirds.items()))}")
        print(f"  styles: {dict(sorted(styles.items()))}")
        rng = random.Random(seed)
        for f in rng.sample(conv.facts, 4):
            print(f"  [{f.kind}/{conv.styles[f.turn]}] {f.about} = {f.stale or f.value!r} @ {f.turn}: "  # type: ignore
                  f"{conv.turns[f.turn][0][:220]!r}")
        for f in corr[:2]:
            print(f"  [correction {f.kind}] {f.stale!r} -> {f.value!r} @ {f.corrected_at}: "
                  f"{conv.turns[f.corrected_at][0][:220]!r}")
        if errs:
            for e in errs[:20]:
                print("  FAIL:", e)
            failures.extend(errs)
    print("OK" if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(_self_check())
