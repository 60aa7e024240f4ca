# ruff: noqa
"""Held-out conversation world "ag" for the recall benchmark: Lucía Ferreyra.

A seeded chat (1,000 turns by default) between ONE user and an AI assistant. The user is Lucía Ferreyra, 27, an
Argentine PhD student in ecology who did her fieldwork in Patagonia (grazing exclosures, camera traps) and is writing
up in Edinburgh. She rents a room in a flat share, has a long-distance partner in Córdoba, runs trail races, and
writes in fast, lowercase, emoji-free, chatty English with Rioplatense Spanish interjections ("che", "boludo",
"dale"), run-on sentences and lots of parentheses. The assistant answers helpfully in ordinary English.

Threads of her life that the filler turns wander through:
  thesis chapters and her supervisor; a talk at an ecology conference in Lisbon; her UK Student visa, BRP and the
  Graduate route; the flat share, flatmates and landlord; training for a trail ultramarathon; her partner's visit
  from Córdoba; a fieldwork equipment grant; a broken laptop and its repair; her sister's wedding at a winery in
  Mendoza; budgeting between pesos and pounds; plus Patagonian fieldwork memories and small talk.

Planted facts: exactly 50 per conversation -- person 8, pet 4, date 7, amount 6, phone 4, address 4, id 6,
decision 4, preference 4, constraint 3. Each value is stated once, verbatim, in the user's message of its turn
(the assistant may echo it in that same turn) and nowhere else. ``n_corrections`` facts (kinds person, date,
amount, phone, address, id) are corrected 50+ turns later and before 90% of the conversation; the fact's ``stale``
holds the first value and ``value`` the corrected one. Filler turns are full of distractor names, numbers, prices,
dates, places, species and codes, none of which is a planted value.

``generate(seed, turns=1000, n_corrections=6)`` returns a ``recall_conversation.Conversation``; it uses only
``random.Random(seed)`` and is deterministic. ``turns=400, n_corrections=3`` is also supported. Run this file
from the benchmarks/ folder to self-check.
"""

from __future__ import annotations

import datetime as _dt
import math
import os
import random
import sys
import time

from recall_conversation import Conversation, Planted

# --------------------------------------------------------------------------------------------------------------
# distractor slots
# --------------------------------------------------------------------------------------------------------------

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
MON3 = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WD3 = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")

NAMES = ("Mariana", "Tomás", "Priya", "Dr. Ewan Baird", "Rodrigo", "Kenji", "Hannah", "Fergus", "Sofía", "Mateo",
         "Aileen", "Gustavo", "Inés", "Dr. Clara Mendizábal", "Rory", "Beatriz", "Oskar", "Marta", "Pablo",
         "Dr. Lena Hoffmann", "Yusuf", "Carla", "Duncan", "Prof. Kenji Sato", "Agnieszka", "Dr. Sam Okafor",
         "Eilidh", "Nahuel", "Luciana", "Craig", "Belén", "Dr. Iain Crombie", "Jazmín", "Ollie")
PLACES = ("El Chaltén", "Río Gallegos", "Bariloche", "Esquel", "Portobello", "the Pentlands", "Leith",
          "Stockbridge", "Glasgow", "Lago Viedma", "the King's Buildings", "Tollcross", "Ushuaia", "El Calafate",
          "Trelew", "Puerto Madryn", "Dunbar", "North Berwick", "Perito Moreno", "Los Antiguos", "Gobernador Gregores",
          "Musselburgh", "Peebles", "San Martín de los Andes")
SPECIES = ("Nothofagus pumilio", "Nothofagus antarctica", "Chloephaga picta", "Lama guanicoe", "Berberis microphylla",
           "Festuca pallescens", "Mulinum spinosum", "Lycalopex griseus", "Enicognathus ferrugineus",
           "Campephilus magellanicus", "Empetrum rubrum", "Rhea pennata", "Zaedyus pichiy", "Acaena magellanica",
           "Senecio filaginoides", "Pappostipa speciosa", "Poa ligularis", "Adesmia volckmannii")
ANIMALS = ("puma", "Geoffroy's cat", "grey fox", "huemul", "lesser rhea", "hairy armadillo", "culpeo fox",
           "Patagonian mara", "skunk", "pair of upland geese")
TIAS = ("Graciela", "Norma", "Silvia", "Mirta", "Susana", "Cristina", "Patricia", "Chiche")
COUNTRIES = ("Norway", "Italy", "Poland", "Ireland", "Germany", "India", "Nigeria", "Chile", "Japan", "Portugal")
TOPICS = ("Bayesian occupancy models", "species distribution modelling", "camera-trap image AI",
          "science communication", "structural equation models", "remote sensing with Sentinel-2",
          "open data and reproducible workflows", "writing for policy audiences")


def _ord(d: int) -> str:
    if 10 <= d % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suf}"


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def _fmt_date(rng: random.Random, dt: _dt.date) -> str:
    d, m, y = dt.day, dt.month, dt.year
    k = rng.randrange(10)
    if k == 0:
        return f"{d:02d}/{m:02d}/{y}"
    if k == 1:
        return f"{d:02d}/{m:02d}"
    if k == 2:
        return f"{d} {MONTHS[m - 1]} {y}"
    if k == 3:
        return f"{MONTHS[m - 1]} {_ord(d)}"
    if k == 4:
        return f"{WEEKDAYS[dt.weekday()]} {d} {MONTHS[m - 1]}"
    if k == 5:
        return dt.isoformat()
    if k == 6:
        return f"the {_ord(d)} of {MONTHS[m - 1]}"
    if k == 7:
        return f"{d} {MON3[m - 1]}"
    if k == 8:
        return f"{d:02d}.{m:02d}.{y % 100:02d}"
    return f"{WD3[dt.weekday()]} {d:02d}/{m:02d}"


def _rand_date(rng: random.Random, years=(2025, 2026)) -> _dt.date:
    return _dt.date(rng.choice(years), rng.randint(1, 12), rng.randint(1, 28))


def _code(rng: random.Random) -> str:
    k = rng.randrange(12)
    if k == 0:
        return f"plot {rng.choice('ABCDEFGH')}{rng.randint(1, 12)}"
    if k == 1:
        return f"room {rng.randint(1, 6)}.{rng.randint(1, 40):02d}"
    if k == 2:
        return f"transect T{rng.randint(1, 14)}"
    if k == 3:
        return f"quadrat Q{rng.randint(1, 60)}"
    if k == 4:
        return f"sample LF-{rng.randint(100, 999)}"
    if k == 5:
        return f"site {rng.choice(['EC', 'LV', 'PM', 'LA', 'RG'])}{rng.randint(1, 9)}"
    if k == 6:
        return f"exclosure E{rng.randint(1, 20)}"
    if k == 7:
        return f"camera trap CT-{rng.randint(1, 48):02d}"
    if k == 8:
        return f"logger SM{rng.randint(1, 30)}"
    if k == 9:
        return f"desk {rng.randint(1, 40)} in room {rng.randint(2, 5)}.{rng.randint(10, 30)}"
    if k == 10:
        return f"paddock {rng.randint(1, 15)}"
    return f"the {rng.choice(['north', 'south', 'east', 'west'])} fence at site {rng.randint(1, 9)}"


def _price(rng: random.Random) -> str:
    k = rng.randrange(6)
    if k == 0:
        return f"£{rng.randint(3, 95)}"
    if k == 1:
        return f"£{rng.randint(2, 60)}.{rng.choice(['50', '99', '20', '75', '49'])}"
    if k == 2:
        return f"€{rng.randint(10, 240)}"
    if k == 3:
        return f"${rng.randint(12, 180)}"
    if k == 4:
        return f"£{rng.randint(100, 860)}"
    return f"{rng.randint(5, 90)} quid"


def _time(rng: random.Random) -> str:
    k = rng.randrange(4)
    h = rng.randint(6, 21)
    if k == 0:
        return f"{h}:{rng.choice(['00', '15', '30', '45', '10', '50'])}"
    if k == 1:
        return f"{(h - 1) % 12 + 1}{'am' if h < 12 else 'pm'}"
    if k == 2:
        return f"half {(h - 1) % 12 + 1}"
    return f"{h:02d}:{rng.choice(['05', '20', '35', '40', '55'])}"


def _slots(rng: random.Random) -> dict:
    n1, n2 = rng.sample(NAMES, 2)
    p1, p2 = rng.sample(PLACES, 2)
    s1, s2 = rng.sample(SPECIES, 2)
    return {
        "name": n1, "name2": n2, "place": p1, "place2": p2, "species": s1, "species2": s2,
        "code": _code(rng), "code2": _code(rng), "num": rng.randint(3, 40), "num2": rng.randint(2, 14),
        "big": rng.randint(120, 2400), "km": rng.randint(16, 42), "km2": rng.randint(8, 24),
        "price": _price(rng), "price2": _price(rng), "time": _time(rng),
        "date": _fmt_date(rng, _rand_date(rng, (2024, 2025, 2026))), "day": rng.choice(WEEKDAYS),
        "month": rng.choice(MONTHS), "temp": rng.randint(-2, 19), "pct": rng.randint(5, 70),
        "hrs": rng.randint(2, 9), "chap": rng.randint(2, 6), "words": f"{rng.randint(95, 160) * 100:,}",
        "animal": rng.choice(ANIMALS), "tia": rng.choice(TIAS), "ct": f"CT-{rng.randint(1, 48):02d}",
        "country": rng.choice(COUNTRIES), "topic": rng.choice(TOPICS), "mins": rng.randint(5, 55),
    }


# --------------------------------------------------------------------------------------------------------------
# filler: (user, assistant) exchanges per thread
# --------------------------------------------------------------------------------------------------------------

FILLER = {
    "thesis": [
        ("ok chapter {chap} is at {words} words and my supervisor wants it under 9,000 by {day} (which, lol) and i still havent touched the discussion, how do i cut without losing the {species} stuff",
         "Cutting from {words} is very doable if you go section by section rather than sentence by sentence. The literature review is usually where the excess lives, so start there and keep only what sets up your questions. Move the detailed {species} tables to an appendix and keep one summary figure in the main text. For the discussion, three or four tight points, each tied to a result, is plenty."),
        ("che how do you write a limitations paragraph that doesnt sound like im apologising for my whole phd",
         "Frame limitations as boundaries of inference rather than confessions. Name the limitation, say which direction it could bias the result (if any), then say why the main conclusion still holds or what would test it. Something like: \"Because sampling was restricted to one season, we cannot rule out...; however, the effect was consistent across all sites.\" One short paragraph, and no \"unfortunately\"."),
        ("my supervisor left {num} comments on the methods and half of them just say 'clarify' with no explanation, boludo, what does clarify even mean on a sentence about {code}",
         "\"Clarify\" usually means a reader could interpret the sentence two ways, or a step is missing. For the {code} sentence, check that it's obvious what was measured, when and how, and that units and sample sizes are there. If you genuinely can't tell, batch those comments into one short email -- \"for comments 4, 9 and 12, could you say what felt unclear?\" -- most supervisors are happy to expand."),
        ("is it normal to hate your own thesis at month {num}? asking for a friend (the friend is me)",
         "Completely normal. Almost everyone hits a phase where they've reread their own sentences so often they stop meaning anything, and it says more about fatigue than quality. Take a proper day off, switch to a different chapter for a while, or explain your main finding out loud to someone outside ecology -- you'll often realise it's more interesting than it feels right now."),
        ("how should i order the results for the grazing exclosures, i have {num} sites and {code} is a weird outlier that ruins every plot",
         "Lead with the overall pattern across all the sites, then deal with {code} explicitly rather than hiding it. Show the main figure with {code} highlighted in a different colour and report the model with and without it. If the conclusion holds either way, say so in one sentence; if it doesn't, that's an interesting result worth a short paragraph in the discussion."),
        ("whats the difference between site as a random effect vs a fixed effect, my committee member {name} asked and i completely blanked",
         "Short version: as a fixed effect you estimate a separate parameter for each site, and your conclusions apply only to those sites. As a random effect you treat sites as a sample from a wider population and estimate the variance among them, which lets you generalise. If your interest is grazing rather than particular sites, random is usually the defensible choice -- that's a good answer to give {name}."),
        ("writing day log: {hrs} hours at the desk, {pct}% of that fighting with zotero, {num2} new sentences. progress??",
         "Progress! Reference wrangling is part of the job, but you can protect writing time: drop placeholders like [Smith 2019?] while drafting and fix all the citations in one batch at the end of the week. That way the {hrs} hours go on sentences, not on the plugin."),
        ("can you help me rephrase this, it sounds so flat: 'the results show that the cover of {species} was higher in plots with less grazing'",
         "Put the finding first and cut the throat-clearing: \"{species} cover increased as grazing pressure declined.\" If you want a number in, something like \"{species} cover was roughly {pct}% higher in lightly grazed plots\" is concrete and reads well. \"The results show that\" adds words without adding information."),
        ("can i cite a preprint in a thesis chapter or should i wait for the published version, {name} says its fine but idk",
         "Citing a preprint is generally fine in a thesis as long as you label it clearly as a preprint, and check before submission whether it has since been published -- if so, swap in the journal version. Examiners mostly care that the evidence is solid, so avoid leaning on a preprint for a central claim if you can support it elsewhere."),
        ("annual review panel is {date} at {time} in {code2}, what do they usually ask",
         "Annual reviews usually focus on three things: what you've done since last year, whether the timeline to submission is realistic, and any risks (data, funding, health, visas). Bring a one-page plan with chapters, status and target dates. Expect something like \"what would you cut if you ran out of time?\" -- having an answer ready looks great."),
        ("latex or word for the final thesis, half my office is fighting about it and {name} wont shut up about overleaf",
         "Both work; the best one is the one you'll finish in. Word with a decent template is fine if your supervisor edits with tracked changes. LaTeX shines for cross-references, long bibliographies and consistent figures, but costs setup time. If you're already halfway through in one, switching now is rarely worth it."),
        ("my r script for chapter {chap} takes {mins} minutes to run now, is that bad? its a loop over {big} bootstrap samples",
         "Not bad for {big} bootstraps, but easy to speed up. Pre-allocate the results instead of growing a vector inside the loop, and consider running it in parallel with the future.apply or parallel packages. Also save the bootstrap output to an .rds file so you only rerun it when the data change."),
        ("supervisor meeting went weird, they said chapter {chap} 'needs a clearer story' and then talked about their dog for like 15 minutes",
         "\"Needs a clearer story\" usually means the reader can't tell which question each section answers. Try writing the chapter's argument as five bullet points, one per section, and check that every result supports one bullet; anything that doesn't fit may belong in another chapter or an appendix. And the dog talk is a good sign -- it means the meeting wasn't tense."),
        ("how long should a thesis abstract be, mine is {big} words lol",
         "Most universities cap it at around 300 words, so check your regulations. A good structure: context in one sentence, the gap, what you did, the two or three main findings with numbers, and why it matters. Cut any sentence that describes the structure of the thesis -- that belongs in the introduction."),
        ("figure question: my ordination plot has {num} points all on top of each other in the middle and {species} way out on the edge, it looks like a sneeze",
         "Ordination plots get crowded fast. Try plotting sites and species in separate panels, label only the species that drive the axes, and use transparency for overlapping points. If {species} is a genuine outlier, mention it in the caption rather than letting it set the axis limits."),
    ],
    "conf": [
        ("ok they gave me a talk instead of a poster at the lisbon conference (12 min + 3 for questions) and i'm already panicking",
         "Congratulations -- a talk is a big deal. Twelve minutes is roughly ten slides at about a minute each. Build it around one clear message and a single key figure, and rehearse with a timer until you finish in eleven. The panic usually drops a lot after the second full run-through."),
        ("how many slides for a 12 minute talk, my last one had {num} and {name} said it was a firehose",
         "For 12 minutes, 10 to 12 content slides is a good ceiling, so {name} is probably right. Cut anything that's a wall of text, merge the methods into one schematic, and keep one result per slide. A couple of backup slides after the final one are fine for questions."),
        ("lisbon in {month}, what do i pack, is it hot",
         "Lisbon is usually mild to warm, but evenings by the river can get breezy, so bring a light jacket. Pack comfortable shoes -- the hills and the polished cobbles are no joke -- and something a bit smarter for the talk day. A small umbrella doesn't hurt, depending on the month."),
        ("should i email {name} before the conference and ask for a coffee or is that weird",
         "Not weird at all; it's a very normal conference move. Keep it short: who you are, one sentence on your work and why it connects to theirs, and a concrete ask like a 20-minute coffee during a break. If they're busy they'll say so, and you lose nothing."),
        ("the registration page wants my society membership number and i think i let it lapse in {month}, do i renew or just pay non-member",
         "Compare the totals: renewing a student membership plus the member rate is often cheaper than the non-member fee, and you get a year of membership on top. Most societies reactivate instantly online, so you can register straight after."),
        ("cheapest way from lisbon airport to the centre? i land at {time}",
         "The metro red line runs from the airport and connects to the rest of the network -- cheap and quick if you land while it's running. Get a rechargeable transport card at the machines. If you land late, a ride-hailing app is usually reasonable for the short hop into the centre."),
        ("can you help me write a 2 sentence bio for the session chair, everything i write sounds like a linkedin post",
         "Sure, here's a draft: \"Lucía Ferreyra is a PhD candidate in ecology at the University of Edinburgh, studying how grazing shapes plant communities in the Patagonian steppe. Her fieldwork combines long-term exclosures with camera traps to link vegetation change to herbivore activity.\" Tweak the second sentence to match your talk."),
        ("practice run in front of the lab went ok except the {species} map slide, {name2} said the colours are unreadable",
         "Easy fix: switch to a colour-blind-safe palette like viridis and increase contrast between neighbouring categories. Check it on a projector if you can, because projected colours wash out. Labelling regions directly on the map instead of using a legend makes it much easier to read at a glance."),
        ("how do i answer a question i dont know the answer to without dying on stage",
         "A calm \"That's a great question -- I haven't tested that directly, but my guess would be...\" works well. Or: \"I don't know, but I'd like to look at it -- can we chat after?\" Audiences respect honesty far more than bluffing, and it buys you a conversation with someone who cares about your work."),
        ("there's a pre-conference workshop on {topic} the day before, worth the extra {price}?",
         "If {topic} is something you'll actually use in the thesis or your next job, it's often worth it -- workshops are small, so it's easier to meet people. Check whether your school or the conference has student travel bursaries that could cover it."),
        ("do people actually go to the conference dinner or is it an old-men-in-suits thing",
         "Plenty of early-career people go, and it can be one of the best networking moments because everyone's relaxed. It varies, though. If the ticket is pricey, ask whether anyone from your lab is going -- sitting with people you know makes it much more fun."),
        ("{name} from my office is also going to lisbon and wants to share an airbnb, she's lovely but she wakes up at 5 to do yoga",
         "Sharing can halve the accommodation cost, which matters at conference prices. Earplugs and an eye mask solve most early-bird problems. Agree on the basics beforehand -- split of costs, quiet hours, and whether you'll mostly do your own thing during the day."),
    ],
    "visa": [
        ("graduate route q: do i apply before or after my thesis is submitted, the uni website is so confusing",
         "You can generally apply for the Graduate route once your university has told the Home Office you've successfully completed your course, and you must apply from inside the UK before your current Student visa expires. For PhDs, \"completed\" is defined by the university -- often after corrections are approved -- so ask the international student office exactly when they report completion."),
        ("how long does the biometrics appointment take usually? mine's at {time} in glasgow (ugh, train)",
         "It's usually quick -- often 15 to 30 minutes once you're in. Bring your passport, the appointment confirmation and any documents they asked you to bring. Leave a buffer for the train, but you probably won't need the whole morning."),
        ("immigration health surcharge -- is it per year? because {price} already hurts and that's just the first bit",
         "Yes, the Immigration Health Surcharge is charged per year of permission, so it scales with the length of the visa, and it's paid upfront with the application. Check the current rates on the official gov.uk calculator before budgeting, since they change from time to time."),
        ("can i travel to argentina while my visa application is being processed, asking BEFORE i book anything",
         "Good instinct to ask first. Generally, if you leave the UK and the Common Travel Area while an in-country application is pending, it's treated as withdrawn. Don't book anything until you have a decision, and double-check your specific case with the university's international office."),
        ("international office says i need a letter confirming completion, who even writes that",
         "Usually the graduate school or student administration issues a completion letter, not your supervisor. Email the postgraduate office with your student details and what the letter needs to say (award, dates, completion status), and ask how long it takes -- sometimes a week or two."),
        ("my visa card has my name as lucia without the accent, does that matter for anything",
         "Generally it's fine -- UK systems often drop accents, and that's treated as a formatting difference. Just make sure your name is otherwise spelled consistently across your passport, university records and any forms you fill in."),
        ("explain graduate route vs skilled worker visa like i'm a tired ecologist",
         "Graduate route: a post-study visa that lets you work or look for work for a fixed period without a sponsor; PhD graduates get longer than master's graduates. Skilled Worker: needs a job offer from a licensed sponsor at an eligible salary, but it can lead to settlement. Many people use the first to find a job that will sponsor the second."),
        ("how do i get a share code for the landlord right to rent thing",
         "You do it online through the gov.uk \"prove your right to rent\" service. You sign in with your visa or eVisa details, choose what you want to prove, and it gives you a share code valid for 90 days. Send that plus your date of birth to the landlord or agency."),
        ("do i need to tell the home office if i move flats",
         "Yes -- if you hold a visa you should keep your contact details up to date with UKVI, and there's an online form for changing your address. Tell the university as well, since they have their own reporting duties."),
        ("my friend {name} got their visa decision in {num} days, is that normal??",
         "Processing times vary a lot with the route, the time of year and whether you pay for a faster service, so {num} days is within what people report. Use the official standard processing time for planning and treat anything faster as a bonus."),
        ("eVisa thing: i got an email saying to create a ukvi account and link my passport, is that a scam or real",
         "UKVI has been moving people from physical cards to eVisas, so the process is real -- but scam emails copy it. Don't click links in the email; go to gov.uk directly and search for \"get access to your eVisa\". The real service never asks for payment to create the account."),
    ],
    "flat": [
        ("the boiler is doing the thing again where it makes a noise like a dying seal and then no hot water",
         "That could be low pressure or air in the system. Check the pressure gauge on the boiler -- it should usually sit around 1 to 1.5 bar when cold. If it's low, repressurising is often simple, but if you're not sure, report it to the landlord in writing; boiler repairs are their responsibility."),
        ("flatmate drama: someone keeps leaving pans in the sink for like {num2} days and it's NOT me",
         "Make it about the system, not the person: propose a \"nothing in the sink overnight\" rule in the group chat or at a quick flat meeting. If it keeps happening, a friendly direct message to the likely culprit usually works better than passive-aggressive notes on the fridge."),
        ("mould in the corner of my room again, {name} says bleach, is that right?",
         "Bleach can remove the stain but doesn't fix the cause. Use a mould spray, then work on ventilation: open the window a little every day, avoid drying clothes on radiators, and pull furniture a few centimetres off the wall. If it comes back fast, report it in writing -- persistent damp can be a repair issue."),
        ("council tax exemption as a student, do i have to send something every year",
         "Usually you need a student certificate from the university for each academic year, and the council may ask again when your course dates change. You can normally download one from the student portal. If everyone in the flat is a full-time student, the property is exempt."),
        ("the landlord wants to do an inspection on {day} at {time} and i'll be at the lab, can they come in without me",
         "In Scotland, landlords generally need to give at least 48 hours' notice for an inspection, and they can usually enter at a reasonable time with notice even if you're out. You can still ask to rearrange -- reply suggesting a time when someone in the flat is home."),
        ("is {price} a month for electricity normal for a 3 bed in marchmont? feels high",
         "It depends a lot on the heating. Electric storage heaters or an electric shower push bills up fast. Check whether you're on a standard variable tariff, send meter readings so you're not paying estimates, and look at how the heating timer is set."),
        ("we're thinking of getting a cleaner every 2 weeks split between us, {price2} each, worth it?",
         "If it removes the main source of flat arguments, it's often worth it. Agree in advance what they cover (kitchen and bathroom, usually) and keep one rule that everyone tidies the night before so they can actually clean."),
        ("window in the living room doesnt close properly, it was {temp} degrees inside last night, i slept in my running jacket",
         "That's worth reporting as a repair: a window that won't close is a heating and a security issue. Meanwhile, draught-excluder tape or a thick curtain helps a lot. Send the landlord a photo and a short written description so there's a record."),
        ("how do i tell my flatmate her boyfriend basically lives here now and doesnt pay bills, without it becoming a whole thing",
         "Keep it factual and about the bills, not him: \"Hey, since he's here most nights, could we split energy and internet a bit differently?\" Suggest a concrete number so it's easy to say yes. It's a very common flat conversation."),
        ("washing machine flooded the kitchen, who pays for this",
         "If the machine came with the flat and failed through normal use, repairs are usually the landlord's responsibility. Take photos, stop using it, and report it in writing straight away. Damage from misuse is different, so describe what happened accurately."),
        ("the letting agency sent a form asking for 'previous addresses for 3 years' and i've lived in like {num2} places",
         "Just list them in order with approximate dates -- month and year is usually enough. Agencies mainly use it for referencing and credit checks. Student halls or addresses abroad are fine; note them briefly."),
        ("flat meeting tonight about the wifi, {name} wants to upgrade to the {price} package and i use it for like zoom and spotify",
         "Ask what speed you actually need: for video calls and streaming for three or four people, a mid-tier package is usually plenty. If someone needs more for gaming or big uploads, they could cover the difference. Check the contract length before anyone signs."),
    ],
    "run": [
        ("long run today, {km}km in the pentlands with {big}m of climbing, legs are absolutely dead",
         "Nice work -- that's a solid session. Prioritise recovery: carbs and protein within an hour or so, plenty of fluids, and an easy walk or spin tomorrow rather than total rest. If your legs still feel heavy in two days, add an extra easy day before any intensity."),
        ("how do i fuel for runs over 4 hours, gels make me want to vomit after the second one",
         "Lots of ultrarunners switch to real food after a couple of gels: salted boiled potatoes, rice balls, dates, bananas or chews. Aim for roughly 40 to 70 g of carbohydrate an hour and practise on long runs so your gut adapts. Sipping water with each gel helps too."),
        ("what's a sensible weekly distance {num2} weeks out from an ultra?",
         "It depends on where you're starting, but a common approach is gradual increases with a cutback week every third or fourth week. For ultras, long runs and time on feet on similar terrain matter more than total volume. Peak about three weeks out, then taper."),
        ("hill reps on arthur's seat or the treadmill at the gym when it's raining sideways",
         "Arthur's Seat if it's safe underfoot -- real hills also train descending and balance. But a treadmill at a steep incline is genuinely useful in bad weather, especially for power hiking, which you'll do a lot of in an ultra."),
        ("my trail shoes have like {big}km on them, when do i replace them",
         "Many running shoes are good for roughly 500 to 800 km, so if you're well past that and notice less cushioning or new aches, it's time. Rotating two pairs extends their life, and break in race shoes on a few long runs before the day."),
        ("back to back long runs this weekend, {km} saturday and {km2} sunday, too much?",
         "Back-to-backs are a classic ultra tool because they teach you to run on tired legs, and {km} plus {km2} is reasonable if you've built up to it. Keep Sunday easy and conversational, and cut it short if something hurts rather than just feels tired."),
        ("is it ok to do strength training the day before a long run?",
         "Light strength work is fine, but a heavy leg session the day before can compromise the long run. Ideally put strength on a harder day or after an easy run, leaving about 48 hours before your key long session."),
        ("my watch says recovery time {num} hours, do i trust it",
         "Treat it as a rough guide, not a rule -- the algorithm only sees heart rate and pace. Combine it with resting heart rate, sleep, soreness and mood. If all of those look fine, an easy run is usually okay."),
        ("how do i get better at descents, i'm slow as a tortoise going down and everyone passes me",
         "Practise short descents often rather than one big one: quick light steps, eyes a few metres ahead, arms out for balance, and a slight forward lean instead of leaning back. Eccentric strength work like step-downs and slow lunges helps your quads handle the pounding."),
        ("headtorch recommendations for a race that starts at {time}",
         "Look for at least 300 to 400 lumens for trails, a comfortable strap, and a battery that outlasts your expected dark hours. Carry a small backup light too -- many races require one. Check the mandatory kit list before buying."),
        ("club run tonight was {km2}km at a pace i'd call 'social' and {name} called 'easy', we are not the same",
         "Ha, everyone's easy is different. If you could hold a conversation, it counts. Running with slightly faster people once a week is a nice stimulus -- just don't let every run turn into a race."),
        ("blister on my left heel the size of a 2p coin after {km}km, tape or lube or just suffer",
         "Don't just suffer. Prevention is mostly fit and friction: well-fitting socks, lacing that locks the heel, and either tape on the hot spot or an anti-chafe balm. For an existing blister, keep it clean and covered with a blister plaster until it settles."),
    ],
    "partner": [
        ("the time difference with argentina is killing us, he wakes up when i'm at the lab and i'm asleep when he's free",
         "Anchor a couple of fixed slots a week when you're both awake and free, even short ones, and fill the gaps asynchronously with voice notes, photos and small updates. Knowing when the next real conversation is makes the in-between easier."),
        ("we had a dumb fight about voice notes (he sends {num} minute ones, who DOES that)",
         "Ha -- long voice notes are a cultural institution. Maybe agree on a system: long ones are fine, but put the important bit first, or send a one-line text when it's logistics. Dumb fights are often just tiredness plus distance."),
        ("ideas for what to do in edinburgh when he visits, he already did the castle on a previous trip",
         "Walk up Calton Hill at sunset, follow the Water of Leith path through Dean Village to Stockbridge market, take a day trip to North Berwick or the Pentlands, catch live music in a pub, and if he likes odd history, Surgeons' Hall Museums are surprisingly great."),
        ("how do you keep long distance fun at month {num}",
         "Shared activities help more than just talking: watch the same film, cook the same recipe over video, play an online game or read the same book. Keep something on the calendar to look forward to. And let some calls be boring -- not every conversation needs to be a highlight."),
        ("he's thinking of applying for jobs in the uk, how hard is it for an argentine civil engineer",
         "Realistic, but it takes planning. Large engineering firms do sponsor Skilled Worker visas, and getting his qualifications recognised through the relevant professional institution helps. LinkedIn and recruiters who specialise in infrastructure are good starting points."),
        ("gift ideas to send to córdoba that won't get stuck in customs forever",
         "Small, low-value, non-food items tend to be easiest: a book, a scarf, a printed photo, or a digital gift. Argentine customs can be slow and charge fees, so sometimes ordering from a local shop there is kinder on both ends."),
        ("watching a film together online, what do people use nowadays",
         "Teleparty works with several streaming services, or you can both press play at the same moment while on a call. Some people use Discord screen share. Just check you both have the same film in your countries' catalogues."),
        ("he wants to do a road trip to the highlands when he's here, {num2} days, where would you go",
         "A classic loop: Edinburgh to Glencoe, then Skye via the Road to the Isles, back past Loch Ness and through the Cairngorms. Single-track roads take longer than the map suggests, so don't overpack the days."),
        ("he says hi and asks if you can settle an argument: is mate better with or without sugar",
         "Diplomatically: it depends on the drinker. Traditionalists in much of Argentina drink it amargo, but plenty of people, especially in some provinces, add sugar. The real answer is whoever prepares it decides."),
        ("video call tonight at {time} my time and i'm so tired, is it bad to cancel",
         "Not bad at all -- just say honestly that you're exhausted and suggest a short call instead of cancelling outright, or move it to tomorrow. Ten warm minutes is often better than an hour of you falling asleep."),
    ],
    "grant": [
        ("the equipment grant form wants a justification for each item, how detailed do they mean",
         "Usually a sentence or two per item: what it is, why you need it for a specific objective, and why it's the cheapest option that does the job. Tie each item to your fieldwork plan, like \"four camera traps for the exclosure sites\"."),
        ("i need {num2} new camera traps and a soil moisture logger, quotes are {price} and {price2}",
         "Attach both quotes with supplier and date. For the camera traps, explain the number -- e.g. one per plot -- and list batteries and SD cards as consumables. Reviewers like seeing that you compared at least two suppliers."),
        ("can i include shipping to argentina and customs in the budget",
         "Usually yes, if it's a necessary cost of getting equipment to the field site, but check the rules: some funds exclude import duties or want them listed separately. Give a realistic estimate and note where it came from."),
        ("how do i write the impact section for a tiny grant, it feels silly",
         "Keep it proportionate: one paragraph on what the equipment enables (data for your thesis chapters), one on who else benefits (the field station, future students, park managers), and a sentence on outputs like papers or an open dataset."),
        ("field season plan: {num2} weeks in {place} starting {month}, {num} transects, is that realistic",
         "It can be, depending on travel times and weather. Build in at least one buffer day per week for wind and rain, and decide in advance which transects you'd drop first if you lose time. A simple day-by-day table helps you and the reviewers."),
        ("last season {code} got trampled by cows, how do i protect the exclosures better",
         "Sturdier posts, an extra strand of wire at cow height and regular checks all help. Talk to the estancia about moving cattle during sensitive periods. Photograph the damage -- it justifies fencing costs in the budget."),
        ("does a letter of support from my co-supervisor actually help for these small grants",
         "Yes, especially if it confirms access to the field site, in-kind support like accommodation, or feasibility. Ask early and send a draft with the key points so it's easy for them to sign."),
        ("should i ask for a drone, {name} says reviewers hate drones in small grants",
         "{name} has a point: drones invite questions about permits, training and whether they're essential. If aerial imagery is central to an objective, include it with a clear justification and licensing plan; otherwise, borrowing one is safer."),
        ("data from {code} has a gap of {num} days because the battery died, do i interpolate or leave it",
         "For a gap that long, leaving it as missing is usually safer than interpolating, especially for anything that changes quickly. Mark it clearly and use methods that handle missing values; if you interpolate for a figure, say so in the caption."),
        ("the grant portal logged me out and ate my whole methods section ({big} characters, gone)",
         "Painful. From now on, draft every section in a document first and paste it into the portal at the end. Many portals time out after inactivity without warning, so save often if you must type directly."),
    ],
    "laptop": [
        ("laptop died. black screen, fan spinning, and my last backup of chapter {chap} is from {day} (please don't say anything)",
         "Not saying anything! First try a hard reset: hold the power button for 15 to 20 seconds, unplug and replug the charger, then try an external monitor to see if it's just the screen. Even if the board is dead, the drive is often fine and can be recovered."),
        ("is it worth repairing a 5 year old laptop or just buying new",
         "Rule of thumb: if the repair costs more than about half the price of a comparable replacement, replacing usually makes more sense. Consider the battery and performance too -- a five-year-old machine may need another repair soon."),
        ("they said it might be the motherboard, what does that usually cost",
         "Board repairs vary a lot with the model and whether they replace the whole board or fix a component. Ask for a written quote, whether they do component-level repair (often cheaper), and how long they guarantee the work."),
        ("using the library computers meanwhile and they log me out every {mins} minutes of inactivity, i lost a paragraph twice",
         "Painful. Write in something that saves continuously -- Overleaf, Google Docs or OneDrive in the browser -- so a logout costs nothing. And get into the habit of saving every time you stop to think."),
        ("how do i get my r setup back on a new machine fast",
         "If you used renv, restoring is basically one command once the project is cloned. If not, list the packages your scripts load and install them in one go. Next time, keep each project in a git repo with an renv lockfile."),
        ("should i get a refurbished thinkpad, {name} swears by them",
         "Refurbished business laptops are good value: durable, repairable, with good keyboards. Buy from a reputable refurbisher with at least a year's warranty, and check battery health and RAM -- 16 GB is comfortable for R and GIS."),
        ("they want to wipe the drive as part of the repair, how do i make sure my field photos are safe",
         "Ask them to image or copy the drive before wiping, or to give you the old drive back if they replace it. If the machine boots at all, copy the photos to an external drive and a cloud service first."),
        ("give me a backup strategy that a tired phd student will actually follow",
         "Keep it automatic: a cloud-synced folder for the thesis and scripts, plus a weekly automatic backup to an external drive. Raw data goes in a second cloud location. Then test a restore once, so you know it actually works."),
        ("my flatmate lent me an old macbook meanwhile and the keyboard layout is driving me insane, where is the @",
         "On a UK Mac keyboard the @ is usually Shift+2, and # is Option+3. You can also switch the input source to match what you're used to in System Settings, under Keyboard."),
    ],
    "wedding": [
        ("my sister's wedding is turning into a whole production, {big} guests and counting (ok not {big} but it feels like it)",
         "Argentine weddings do tend to grow. If you're helping, offer to own one specific piece -- the playlist or the slideshow -- so you can contribute without being pulled into every single decision."),
        ("i'm dama de honor and need to write a speech in spanish but i think in english now, help",
         "Draft it in whichever language comes naturally, then translate and make it sound like you. Keep it to two or three minutes: a funny story about your sister, something sincere about the couple, and a toast. Read it aloud a few times -- spoken Spanish will feel different from written."),
        ("what do i wear to a winery wedding in mendoza in {month}, nights get cold",
         "Plan for a big day-night temperature swing: a dress with a wrap or a smart jacket for later, and shoes that cope with grass or gravel. Check the dress code on the invitation, too."),
        ("my mum keeps calling about the seating plan, she wants tía {tia} as far as possible from the ex-husband",
         "Classic. Opposite sides of the room with a buffer table in between is the usual solution. If you have any influence, suggest the couple decides and everyone else stays out of it."),
        ("gift ideas for a couple who already live together and have everything",
         "Experiences tend to land well: a weekend away, a cooking class, or a contribution to the honeymoon. Or something personal, like a framed photo of the two of you as kids."),
        ("the despedida is in {place}, {num2} of us, budget ideas that aren't sad",
         "Rent a house instead of a hotel, cook together one night (an asado is a great group activity), and do one paid thing everyone will love, like a winery tour or hot springs. Set a per-person budget upfront."),
        ("my sister wants me to make a slideshow, she sent like {big} photos, what software",
         "First narrow it down to around 150 to 200 photos for eight to ten minutes. Google Photos or Canva are fine for simple slideshows; DaVinci Resolve if you want more control. Ask family to drop photos into one shared folder by a deadline."),
        ("flights from edinburgh to mendoza are a nightmare, like {num} hours with two layovers",
         "It's a long one. Look at routes via a European hub to Buenos Aires with a domestic hop, or via Santiago, which is close to Mendoza. Check whether landing at Ezeiza and flying out of Aeroparque means a cross-city transfer."),
        ("my cousin {name} wants to share a room at the wedding hotel and snores like a tractor",
         "Pack earplugs, or ask for twin beds as far apart as possible. After a long-haul flight it's fair to say you need proper sleep and book your own room."),
        ("the dress fitting is over videocall because i'm here and the seamstress is in {place2}, this is ridiculous",
         "It's a bit ridiculous but doable. Send accurate measurements (bust, waist, hips, length from shoulder), ideally taken by someone else, and photos in a fitted top. Budget for a final adjustment when you arrive."),
    ],
    "money": [
        ("budgeting in pesos and pounds is melting my brain, the official rate vs the blue rate and everything",
         "Pick one currency as your home for budgeting -- probably pounds, since that's your income -- and convert peso amounts only when needed, noting the rate and date. A \"rate used\" column in the spreadsheet saves a lot of confusion later."),
        ("is wise or western union better for sending money to argentina",
         "It depends on the day's rates and whether the recipient gets pesos at the official or a better rate. Compare the final amount received for the same send amount, fees included. Rates move, so check each time."),
        ("stipend comes in at the start of the month and i'm broke by the 20th, tips",
         "Split the stipend on payday: rent and bills into one pot, a fixed weekly amount into your spending account, the rest into savings. A weekly allowance makes overspending obvious early in the month instead of on the 20th."),
        ("i spent {price} on coffee this month. how do i stop",
         "Don't stop entirely -- make it intentional. A thermos of home coffee for the office and one café coffee a week as a treat cuts it a lot. Tracking it for two weeks usually changes the habit on its own."),
        ("savings in pounds or dollars, given, you know, argentina",
         "If your future expenses are mostly in pounds, keeping most savings in pounds avoids currency risk. Holding some dollars makes sense if you'll have costs in dollars or in Argentina. An easy-access savings account is a good home for an emergency fund."),
        ("supermarket shop was {price} this week, just for me, is that normal in edinburgh",
         "For one person, a weekly shop in that range isn't unusual. Buying staples in bulk, cooking in batches and catching yellow-sticker reductions late in the day can bring it down."),
        ("what spreadsheet categories should i use so my budget isn't depressing",
         "Keep it short: rent and bills, food, transport, running, travel home, fun, and savings -- plus a temporary wedding category. Fewer categories means you'll actually keep it up."),
        ("my mum wants to send me pesos for my birthday and i keep telling her they're worth nothing here lol",
         "That's very sweet of her, though. Maybe suggest she keeps it there as a travel fund for your next visit, when pesos are actually useful."),
        ("how big should an emergency fund be for a phd student, be honest",
         "A common target is three months of essential expenses, but even one month is a big improvement. Build it gradually with a small fixed transfer every payday."),
        ("my bank charged me {price2} for a card payment in euros, is that normal",
         "Many UK debit cards add a foreign transaction fee. For the trip, a fee-free travel card or a multi-currency account avoids that, and always choose to be charged in the local currency when a card machine asks."),
    ],
    "field": [
        ("remembering fieldwork near {place} last season, {temp} degrees and wind at like {num}0 km/h, the quadrat frames literally flew away",
         "Classic Patagonian fieldwork. Weighted frames or pegging corners with tent stakes helps. Also log the wind on your field sheets -- it can explain odd observer effects later."),
        ("how do i tell {species} seedlings from {species2} at the 2cm stage, they look identical to me",
         "Seedlings are tricky. Cotyledon shape, leaf margins, hairs and stem colour are usually the most reliable characters. Grow a few known seedlings in a tray and photograph them at each stage as a reference set."),
        ("the estancia owner near {place} wants a summary of my results, how technical should it be",
         "Not technical at all: one or two pages with a map, a couple of simple figures and plain-language takeaways about what matters to them, like grass cover or recovery after grazing. Offer a call if they have questions."),
        ("a ranger told me guanaco numbers in the park are up {pct}% since the last count, which is great but my plots are going to get hammered",
         "Good news for guanacos, more pressure on your plots. If grazing intensity changed between seasons, include it as a covariate; camera-trap detection rates could help you quantify it."),
        ("data cleaning: {num} rows where the observer wrote 'idk' in the species column. the observer was me",
         "Past-you was being honest, at least. Code them as unidentified, check whether photos exist for any of them, and report the proportion of unidentified records in the methods."),
        ("i keep dreaming about {code}, is that normal, it's been months",
         "Very normal after weeks on a site -- your brain is still processing it. Hopefully they're good dreams about {code}, not the one where the data sheets blow away."),
        ("camera trap {ct} caught a {animal} at {time} on {date}, best photo of the season, i'm putting it in the thesis",
         "That sounds like a great figure. Make sure the timestamp settings were correct on that unit, and credit the station if the camera was theirs. A good photo in a chapter opener helps readers care."),
    ],
    "small": [
        ("the weather here, {temp} degrees and sideways rain in {month}, i miss the patagonian wind honestly, at least it's honest wind",
         "Edinburgh does have a talent for four seasons in one afternoon. Patagonian wind is a different league, though -- at least here you can hide in a café."),
        ("what should i cook tonight, i have rice, an onion, half a pepper and {num2} eggs",
         "Quick fried rice: soften the onion and pepper, add the rice, push it to one side, scramble the eggs, mix, and season with soy sauce. Or a tortilla if there are potatoes hiding somewhere."),
        ("recommend me a podcast for long runs that isn't true crime",
         "Try Radiolab or 99% Invisible for stories, or Hardcore History if you want something that lasts the whole run. In Spanish, Radio Ambulante is excellent."),
        ("made empanadas for the flat, {num} of them, gone in 20 minutes, i'm a legend",
         "You are a legend. Empanadas are the ultimate flat diplomacy -- expect requests."),
        ("is it weird that i drink mate in the lab, people keep asking if it's weed",
         "Not weird; they just haven't seen it before. Offer them a try -- it's a good icebreaker, and you'll get to explain the whole ritual."),
        ("football question: talleres or belgrano, my partner and i cannot agree and we need a neutral party",
         "As a neutral party, I'm staying well out of a Córdoba derby. Compromise: you each pick one match a season to watch together, and the loser cooks."),
        ("learning scottish words, what does 'haver' mean",
         "\"Havering\" means talking nonsense or rambling on -- \"stop havering\" is \"stop talking rubbish\". Also useful: \"dreich\", for grey, miserable weather."),
        ("book recs, something NOT about ecology please",
         "Try Piranesi by Susanna Clarke, Klara and the Sun by Kazuo Ishiguro, or in Spanish, Las aventuras de la China Iron by Gabriela Cabezón Cámara."),
        ("just saw a heron at the water of leith at {time}, best part of my day honestly",
         "Herons on the Water of Leith are a lovely little Edinburgh thing. Good that you notice those moments on a heavy week."),
        ("tea or coffee for the 3pm slump",
         "Tea if you want to sleep tonight, coffee if you have heavy editing to get through. A ten-minute walk outside works surprisingly well too."),
        ("our flat group chat is called 'the haunted tenement' because the pipes scream at night, anyway how's your day (do you even have days)",
         "Great group chat name. I don't have days exactly, but I'm here whenever you need me."),
        ("went to a ceilidh with {name} and {name2} last night, i have no idea what i was doing but i was doing it with enthusiasm",
         "That's exactly how ceilidhs are meant to be done. The caller explains the steps, and enthusiasm covers the rest."),
    ],
    "short": [
        ("ok that helps, gracias", "Anytime -- shout if anything else comes up."),
        ("jajaja ok fair", "Ha, glad that landed. Let me know if you want to dig into it more."),
        ("dale, will try that tonight", "Great, let me know how it goes -- happy to adjust if it doesn't work."),
        ("ugh ok you're right", "I know it's not the answer you wanted. Take it one step at a time."),
        ("wait what do you mean", "Sorry, that was unclear. In short: do the smallest version first, then see if you need more."),
        ("mm not sure i agree but ok", "Fair -- you know your situation better than I do. Tell me what feels off and we can rethink it."),
        ("perfect", "Glad that works."),
        ("ok going to sleep, tomorrow is a big day", "Sleep well -- good luck tomorrow."),
        ("back. that was a disaster lol", "Oh no. Want to tell me what happened?"),
        ("no pero posta, thank you", "Of course. Happy to help any time."),
        ("lol ok", "Ha. Anything else on your mind?"),
        ("sorry, went to make mate, where were we", "No worries -- we were halfway through that last question. Pick it up whenever you're ready."),
        ("that's actually really useful", "Glad it helped! Let me know if you want to go deeper on any part."),
        ("hmm ok let me think about it", "Sure, take your time. I'm here when you want to come back to it."),
        ("can you say that shorter, my brain is soup", "Short version: pick one thing, do it today, ignore the rest until tomorrow."),
        ("boludo i forgot what i was going to ask", "Happens to everyone. Was it about the thesis, the flat, the running or the wedding? That might jog it."),
        ("ok done, that took 5 minutes, why did i procrastinate for 3 days", "The classic. Starting is almost always the hardest part -- well done for getting it over with."),
        ("good morning (it's raining, obviously)", "Good morning! Edinburgh, consistent as ever. What's on today?"),
        ("dale dale", "Great -- go for it."),
        ("you're a lifesaver", "Happy to help -- good luck with it."),
        ("nah that won't work here, trust me", "Fair enough, you know the local reality better. What's the main obstacle? Maybe there's a workaround."),
        ("ok and in english english?", "Sorry -- in plain terms: it's allowed, but only if you ask first and get it in writing."),
        ("jaja you sound like my mum", "I'll take that as a compliment. Mums are usually right about these things."),
        ("one sec, supervisor at the door", "Go, go. I'll be here."),
        ("ok i'm back and i have coffee, let's go", "Perfect. Where do you want to start?"),
    ],
}

# Generic helpful sentences for fact turns, per thread.
TIPS = {
    "thesis": ["For the write-up, a one-page timeline with chapters and target dates keeps supervisor meetings focused.",
               "It can help to send a short agenda the day before each meeting so feedback lands on what you actually need.",
               "If chapters keep growing, set a word budget per section before you start revising.",
               "Keep a running file of supervisor decisions so you don't relitigate them three months later."],
    "conf": ["For the talk, aim for one key message and rehearse with a timer at least three times.",
             "Check whether the school reimburses registration before or after the event -- keep every receipt.",
             "Conference days are long; plan one quiet break a day so you still have energy for your own session."],
    "visa": ["For anything visa-related, the international student office is the best second pair of eyes before you submit.",
             "Keep digital copies of every immigration document in one folder -- you'll need them repeatedly.",
             "Put key immigration dates in your calendar with reminders a month and a week before."],
    "flat": ["For flat issues, putting requests to the landlord in writing gives you a record if anything escalates.",
             "A shared note with bills, due dates and who paid saves a lot of flat friction.",
             "If repairs drag on, the tenancy rules in Scotland give you clear routes to escalate."],
    "run": ["Consistency beats hero sessions in ultra training -- protect the easy days.",
            "Practise your race-day fuelling on every long run so nothing is new on the day.",
            "Build in a cutback week every three or four weeks so the training actually sticks."],
    "partner": ["Having the next visit on the calendar makes the long-distance weeks a lot easier.",
                "Little shared routines -- same film, same recipe -- help more than long calls.",
                "It's worth planning a couple of low-key days during the visit, not just sightseeing."],
    "grant": ["For the application, tie every budget line to a specific objective -- reviewers look for that link.",
              "Get quotes in writing and dated; most funds ask for them.",
              "Ask the research office to check the form before the deadline -- they catch missing signatures."],
    "laptop": ["Whatever happens with the repair, set up an automatic cloud backup of the thesis folder today.",
               "Ask for the repair quote and turnaround in writing so there are no surprises.",
               "Before handing it in, note the serial number and take photos of its condition."],
    "wedding": ["For the wedding, it helps to own one clear task so you're not pulled into every decision.",
                "Booking long-haul flights early usually saves a lot, especially around holidays.",
                "Keep a shared list with your sister of what's done and what's pending -- it calms everyone down."],
    "money": ["For budgeting across currencies, note the rate and date next to every converted amount.",
              "A small automatic transfer on payday builds savings without having to think about it.",
              "Reviewing the spreadsheet once a week for five minutes beats a big monthly audit."],
    "field": ["For the field side, a clear day-by-day plan with buffer days makes everything easier to defend.",
              "Keep field metadata (who, when, conditions) with the data -- future-you will be grateful.",
              "Photos of every plot at each visit are cheap insurance for the analysis."],
    "small": ["Sounds like a good moment to take a proper break from the laptop.",
              "Little routines like that really help on long write-up weeks."],
}

USER_OPENERS = ["", "", "", "", "che ", "ok so ", "bueno ", "hola ", "ufff ", "ok ", "dale so ", "hey ", "right so ",
                "sooo ", "ahh ", "boludo ", "ok random one, ", "quick q, ", "mm ", "ok listen ", "update: ", "jaja ok "]
USER_CLOSERS = ["", "", "", "", " lol", " (sorry for the wall of text)", " anyway", " dale thanks", " what do you think",
                " ugh", " igual whatever", " posta", " help", " (i know i know)", " jaja", " (don't judge)",
                " ni idea honestly", " qué sé yo", " thoughts?"]
USER_ASIDES = [" (sorry, at {code} with one bar of signal)", " ({name} says hi btw)",
               " (it was {temp} degrees today, in {month}, in scotland, make it make sense)",
               " (i've had like {num2} mates today, my hands are shaking)", " (bus {num} was late again)",
               " (sorry, typing from {code2})", " (also {name2} cancelled our {time} coffee, rude)",
               " (i'm on the {time} train back from {place})", " (side note, i paid {price} for a sandwich today)",
               " (writing this from {code2} because the heating in my room is off)",
               " ({name} just walked past and said {pct}% of phds feel like this, comforting?)",
               " (my {km}km run this morning did not help)"]
AI_OPENERS = ["", "", "", "Good question. ", "That makes sense. ", "Oof, that sounds stressful. ", "Fair enough. ",
              "Ha, I get it. ", "Totally understandable. ", "Okay, let's break that down. ", "Happy to help. ",
              "Ah, the classic. ", "Right. "]
AI_FOLLOWUPS = ["", "", "", " Want me to draft something?", " Happy to go through it line by line if you paste it here.",
                " Does that help?", " Let me know how it goes.", " Want me to turn that into a checklist?",
                " If you tell me more about the details, I can be more specific.", " Shout if you want a second pass."]

INTRO = [
    ("hola! ok so i'm going to use you as my second brain for the next few months (phd write-up, visa stuff, a wedding, an ultra, the whole circus), hope that's ok, i type fast and badly, sorry in advance",
     "Hola! Absolutely -- that sounds like a lot going on at once, so having somewhere to dump it all makes sense. Type however you like. Where do you want to start: the write-up, the visa, the wedding or the training?"),
    ("hey, first time using this properly. i'm lucía, phd in ecology, argentine, living in edinburgh, currently drowning (politely). can i just vent and ask random stuff as it comes",
     "Hi Lucía, of course -- venting and random questions are both welcome. Tell me what's on top of the pile today and we'll work through it."),
]

# --------------------------------------------------------------------------------------------------------------
# planted facts
# --------------------------------------------------------------------------------------------------------------


def _pick(pool):
    return lambda rng: rng.choice(pool)


def _g_date(years=(2025, 2026)):
    return lambda rng: _fmt_date(rng, _rand_date(rng, years))


def _g_phone_cba(rng):
    a, b = rng.randint(200, 799), rng.randint(1000, 9999)
    return rng.choice([f"+54 9 351 {a}-{b}", f"+54 9 351 {a} {b}", f"0351 15-{a}-{b}", f"+549351{a}{b}"])


def _g_phone_mdz(rng):
    a, b = rng.randint(300, 699), rng.randint(1000, 9999)
    return rng.choice([f"+54 9 261 {a}-{b}", f"0261 15-{a}-{b}", f"+54 261 15 {a}-{b}", f"(0261) 15 {a} {b}"])


def _g_phone_uk_mob(rng):
    a, b, c = rng.randint(400, 999), rng.randint(100, 999), rng.randint(100, 999)
    return rng.choice([f"07{a} {b}{c}", f"+44 7{a} {b} {c}", f"07{a}-{b}-{c}", f"07{a} {b} {c}"])


def _g_phone_edi(rng):
    a, b = rng.randint(220, 669), rng.randint(1000, 9999)
    return rng.choice([f"0131 {a} {b}", f"(0131) {a} {b}", f"+44 131 {a} {b}", f"0131-{a}-{b}"])


FLAT_STREETS = ("Marchmont Crescent", "Warrender Park Road", "Spottiswoode Street", "Bruntsfield Place", "Leith Walk",
                "Easter Road", "Comely Bank Avenue", "Montpelier Park", "Gilmore Place", "Dalkeith Road")
SHOP_STREETS = ("Nicolson Street", "Clerk Street", "South Bridge", "Lothian Road", "Dundas Street", "Raeburn Place",
                "Forrest Road", "West Port")


def _pc(rng):
    return f"EH{rng.choice([1, 3, 6, 7, 8, 9, 10, 11])} {rng.randint(1, 9)}{_letters(rng, 2)}"


def _g_addr_flat(rng):
    no, fl, pos, st, pc = rng.randint(3, 140), rng.randint(1, 4), rng.randint(1, 3), rng.choice(FLAT_STREETS), _pc(rng)
    return rng.choice([f"Flat {fl}F{pos}, {no} {st}, Edinburgh {pc}", f"{no}/{rng.randint(1, 12)} {st}, Edinburgh {pc}",
                       f"{fl}F{pos}, {no} {st}, {pc}"])


def _g_addr_venue(rng):
    name = rng.choice(["Bodega Los Álamos", "Finca La Celeste", "Bodega Cruz del Sur", "Finca El Aromo",
                       "Estancia Los Membrillos", "Bodega Piedra Negra"])
    n = rng.randint(1200, 9800)
    return rng.choice([f"{name}, Calle Cobos {n}, Agrelo, Mendoza", f"{name}, Ruta 40 km {rng.randint(3200, 3350)}, Luján de Cuyo",
                       f"{name}, Carril Godoy Cruz {n}, Maipú, Mendoza", f"{name}, Ruta 89 km {rng.randint(10, 80)}, Tupungato"])


def _g_addr_shop(rng):
    n, st, pc = rng.randint(2, 190), rng.choice(SHOP_STREETS), _pc(rng)
    return rng.choice([f"{n} {st}, Edinburgh {pc}", f"Unit {rng.randint(1, 9)}, {n} {st}, {pc}",
                       f"{n}-{n + 2} {st}, Edinburgh"])


def _g_addr_hotel(rng):
    n = rng.randint(3, 240)
    return rng.choice([f"Rua dos Fanqueiros {n}, 1100-{rng.randint(100, 999)} Lisboa",
                       f"Hotel Miradouro, Rua da Prata {n}, Lisboa",
                       f"Rua de São Bento {n}, 2.º esq., Lisboa",
                       f"Avenida Almirante Reis {n}, 1150-{rng.randint(100, 999)} Lisboa",
                       f"Casa do Combro, Calçada do Combro {n}, Lisboa"])


def _g_brp(rng):
    return f"{rng.choice(['ZR', 'ZU', 'ZX', 'RF'])}{_digits(rng, 7)}"


def _g_matric(rng):
    return f"s{rng.randint(2000000, 2499999)}"


def _g_grantref(rng):
    return rng.choice([f"NERC-FEG-25-{_digits(rng, 4)}", f"GR-{_digits(rng, 4)}-EDN", f"EQF/2025/{_digits(rng, 4)}",
                       f"SGS{_digits(rng, 3)}{_letters(rng, 1)}"])


def _g_ticket(rng):
    return rng.choice([f"RX-{_digits(rng, 5)}", f"#{_digits(rng, 5)}-ED", f"JOB{_digits(rng, 6)}",
                       f"TKT-{_digits(rng, 4)}-{_letters(rng, 2)}"])


def _g_abstract(rng):
    return rng.choice([f"ECO25-P-{_digits(rng, 4)}", f"ABS-2025-{_digits(rng, 4)}", f"LX25/{_digits(rng, 3)}",
                       f"#P{rng.randint(1, 9)}-{_digits(rng, 3)}"])


def _g_pnr(rng):
    while True:
        s = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
        if sum(c.isalpha() for c in s) >= 3:
            return s


def _g_deposit(rng):
    n = rng.randint(95, 175) * 10
    return rng.choice([f"£{n:,}", f"£{n:,}", f"£{n:,}.00"])


def _g_grant_amt(rng):
    n = rng.randint(18, 49) * 100 + rng.choice([0, 0, 50])
    return rng.choice([f"£{n:,}", f"GBP {n:,}"])


def _g_repair(rng):
    return f"£{rng.randint(120, 420)}.{rng.choice(['00', '50', '99', '49', '95'])}"


def _g_flight_ars(rng):
    s = f"{rng.randint(900, 2600) * 1000:,}".replace(",", ".")
    return rng.choice([f"ARS {s}", f"${s} pesos", f"{s} pesos"])


def _g_conf_fee(rng):
    x = rng.randint(22, 49) * 10 + rng.choice([0, 5])
    return rng.choice([f"€{x}", f"{x} €", f"EUR {x}", f"{x} euros"])


def _g_gift(rng):
    x = rng.choice([150, 200, 250, 300, 350, 400, 500])
    return rng.choice([f"US${x}", f"USD {x}", f"u$s {x}", f"{x} dólares"])


# Each spec: kind, about, thread, gen, tpl (user sentences with {v}), what (noun phrase for corrections),
# corr (may be corrected), prev (optional (user, assistant) turn placed just before, setting the topic).
SPECS = [
    # ---------------- person (8)
    dict(kind="person", about="supervisor's name", thread="thesis", corr=True, what="my main supervisor",
         gen=_pick(["Dr. Fiona Strachan", "Prof. Alasdair Munro", "Dr. Morag Kinnaird", "Prof. Hamish Dalgleish",
                    "Dr. Isla Rennie", "Dr. Gordon Lennox"]),
         tpl=["my supervisor is {v} btw, in case i keep complaining about 'my supervisor' with no name lol",
              "{v} (my supervisor) just replied to my email from {num2} days ago with one line: 'let's discuss'. fantastic",
              "ok names so you can follow: main supervisor is {v}, second supervisor is on leave so doesn't count",
              "is it normal that {v} wants weekly meetings in the last year of a phd? (my supervisor, sorry, never said)",
              "meeting with my supervisor tomorrow at {time}, {v} reads everything with a red pen in their soul, wish me luck"]),
    dict(kind="person", about="partner's name (long-distance, in Córdoba)", thread="partner", corr=False, what="my partner",
         gen=_pick(["Joaquín Peralta", "Martín Oviedo", "Facundo Aráoz", "Nicolás Ledesma", "Santiago Bustos",
                    "Emiliano Carrizo"]),
         tpl=["my partner is {v} (he's in córdoba, long distance, it's a whole thing)",
              "{v} just sent me a voice note of the cat meowing for 3 minutes, that's my partner, that's who i chose",
              "quick context, the guy i keep mentioning is {v}, we've been together {num2} years",
              "can you help me write a birthday message for {v}? my partner, engineer, hates cheesy stuff",
              "so my novio says hi (that's {v}, he reads over my shoulder sometimes jaja)"]),
    dict(kind="person", about="sister's name (the bride)", thread="wedding", corr=False, what="my sister",
         gen=_pick(["Valentina Ferreyra", "Camila Ferreyra", "Agustina Ferreyra", "Florencia Ferreyra",
                    "Micaela Ferreyra"]),
         tpl=["my sister {v} is getting married and i'm already tired",
              "the bride is {v}, my little sister, and she's a total bridezilla (i say that with love)",
              "{v} just called me crying about the florist, sisters are a full time job",
              "for the speech: bride is {v}, groom is {name}, they met at uni in mendoza, any structure ideas?",
              "do you think it's ok if i roast {v} a little in the speech? she's my sister, she can take it"]),
    dict(kind="person", about="landlord's name", thread="flat", corr=True, what="the landlord",
         gen=_pick(["Mr. Graham Pettigrew", "Mrs. Elspeth Gourlay", "Douglas McAvoy", "Ailsa Torrance", "Mr. Neil Cowie",
                    "Moira Haldane", "Keith Ogilvie"]),
         tpl=["the landlord is {v}, who never answers emails before noon, ever",
              "i finally got a reply from {v} (landlord) about the boiler, it says 'noted'. that's it",
              "should i cc the letting agency or write directly to {v}? that's the landlord",
              "our landlord, {v}, wants to 'pop round' on {day}, what does pop round mean legally",
              "so the flat is owned by {v} and managed by nobody, apparently"]),
    dict(kind="person", about="flatmate's name", thread="flat", corr=True, what="my flatmate (the one in the big room)",
         gen=_pick(["Ingrid Solberg", "Chiara Benedetti", "Tomasz Wójcik", "Magnus Eriksen", "Aoife Brennan",
                    "Léa Marchand", "Jonas Weber"]),
         tpl=["new flatmate moved into the big room, {v}, from {country}, seems nice so far",
              "{v} (flatmate) made a chore rota on a whiteboard, very organised energy, i'm scared",
              "my flatmate {v} offered to water my plants while i'm away, angel",
              "who lives in the flat, for context: me, {v} in the big room, and {name} in the box room"]),
    dict(kind="person", about="running coach's name", thread="run", corr=True, what="my coach",
         gen=_pick(["Euan Pirie", "Kirsty Baillie", "Callum Fyfe", "Rhona Muir", "Fraser Lumsden", "Shona Cairns"]),
         tpl=["my coach is {v}, from the club, and the plan says {km}km this week, help",
              "{v} (coach) changed my plan again, now there are hill sprints on {day}",
              "i started working with a coach online, {v}, and the first thing was 'you run your easy runs too fast'",
              "is it weird to tell {v}, my coach, that i skipped the tempo run to finish a chapter?"]),
    dict(kind="person", about="grants officer's name", thread="grant", corr=True, what="the grants officer",
         gen=_pick(["Dr. Niamh Gallagher", "Ruaridh Sinclair", "Heather Lindsay", "Dr. Colin Abernethy", "Sunita Mehra",
                    "Gavin Rollo"]),
         tpl=["the grants officer is {v}, do i email them directly or go through the school",
              "{v} from the research office said the form needs a head of school signature, since when",
              "got a reply from the school's grants officer ({v}) finally, they said the budget is 'a bit optimistic'",
              "who do i address the cover letter to? i think {v}, the grants officer, or is 'dear committee' better"]),
    dict(kind="person", about="Argentine co-supervisor's name", thread="field", corr=False, what="my co-supervisor",
         gen=_pick(["Dra. Silvina Quiroga", "Dr. Pablo Etchegaray", "Dra. Mercedes Lanusse", "Dr. Gastón Irigoyen",
                    "Dra. Natalia Vidoz"]),
         tpl=["my co-supervisor in argentina is {v}, at conicet, the one who actually knows the plants",
              "{v} (co-sup, conicet) wants to be a co-author on chapter {chap}, fair honestly",
              "video call with {v} tomorrow at {time} argentina time, my co-supervisor, i need to look like i've done things",
              "should i send the draft to {v} first or to my edinburgh supervisor? {v2}"]),
    # ---------------- pet (4)
    dict(kind="pet", about="her cat's name (lives with her partner in Córdoba)", thread="partner", corr=False, what="the cat",
         gen=_pick(["Ramona", "Chispita", "Pimienta", "Tortuguita", "Manolita", "Frida la gata"]),
         tpl=["our cat {v} is living with him in córdoba while i'm here and she ignores me on video calls",
              "he sent photos of {v} sleeping on my jumper, i'm not crying you're crying (she's our cat)",
              "the cat, {v}, knocked his laptop off the desk mid-meeting, she's a menace and i miss her",
              "how do i convince him to put {v} on a diet? the cat is spherical now"]),
    dict(kind="pet", about="sister's dog's name", thread="wedding", corr=False, what="the dog",
         gen=_pick(["Bandido", "Pirata", "Zapallo", "Coquito", "Firulais", "Tuco"]),
         tpl=["my sister's dog {v} is going to be the ring bearer, i'm not joking",
              "{v}, the family dog in mendoza, ate part of a save-the-date card, which honestly is a review",
              "can a dog be at a wedding at a bodega? asking for {v}, my sister's border collie",
              "the dog ({v}, my sister's) has his own little bow tie for the wedding, i can't"]),
    dict(kind="pet", about="flatmate's cat's name", thread="flat", corr=False, what="the flat cat",
         gen=_pick(["Bramble", "Clootie", "Wee Jock", "Dougal", "Marmalade", "Hamish the cat"]),
         tpl=["{v}, my flatmate's cat, has decided my room is hers and my chapter drafts are a bed",
              "the flat cat is called {v} and she's technically not allowed in the lease, shh",
              "is it normal for a cat to chew plastic bags? asking about {v}, the flatmate's cat",
              "i'm feeding {v} this weekend while my flatmate is away, how much do cats eat, she acts starving"]),
    dict(kind="pet", about="name of the field station dog in Patagonia", thread="field", corr=False, what="the station dog",
         gen=_pick(["Trueno", "Cachirla", "Barbucho", "Matungo", "Rayo", "Negro Cholo"]),
         tpl=["there was a dog at the field station called {v} who followed us to every transect",
              "miss {v} so much, the station dog who sat on my quadrats like it was his job",
              "{v} (the field station dog) is on the station's instagram again, looking majestic in the wind",
              "when i go back in {month} the first thing i'm doing is seeing {v}, the station dog, priorities"]),
    # ---------------- date (7)
    dict(kind="date", about="thesis submission deadline", thread="thesis", corr=True, what="the thesis submission deadline",
         gen=_g_date((2026,)),
         tpl=["thesis submission deadline is {v}, i just wrote it on a post-it and stuck it on my monitor, terrifying",
              "{v}. that's the date. thesis due. i have {chap} chapters left to polish",
              "if i submit on {v} (the official deadline) can i still do the viva before the visa runs out?",
              "graduate school confirmed my submission date is {v}, so now it's real",
              "so i have until {v} to submit, is a chapter every 3 weeks realistic or am i delusional"]),
    dict(kind="date", about="date of her conference talk in Lisbon", thread="conf", corr=True, what="my talk in lisbon",
         gen=_g_date((2025, 2026)),
         tpl=["my talk in lisbon is on {v}, session 4B, right after lunch (the graveyard slot)",
              "they published the programme and i'm speaking {v}, in the {time} slot",
              "talk day is {v}, so i need the slides done a week before, remind me i said that",
              "is it bad that my talk ({v}) is the same day as the conference dinner? i'll be dead"]),
    dict(kind="date", about="student visa expiry date", thread="visa", corr=True, what="my visa expiry date",
         gen=_g_date((2026,)),
         tpl=["my current visa expires on {v}, so i have to sort the graduate route before that",
              "the card says expiry {v}, is that the last day i can legally be here or is there a grace thing",
              "just checked, the visa runs out {v}, should i panic yet or later",
              "expiry date on my visa: {v}. deep breath. ok what's the order of things"]),
    dict(kind="date", about="sister's wedding date", thread="wedding", corr=True, what="the wedding date",
         gen=_g_date((2025, 2026)),
         tpl=["the wedding is on {v} in mendoza, mark your calendar (you don't have one but still)",
              "they set the date!! {v}, at a bodega, of course",
              "so the wedding's {v}, which is right in the middle of my writing up, obviously",
              "can i fly out {num2} days before {v} (wedding day) and still be useful, or do i need a week"]),
    dict(kind="date", about="date of her ultramarathon", thread="run", corr=True, what="the race date",
         gen=_g_date((2025, 2026)),
         prev=("entries for the ultra opened at 8 this morning and i panicked and clicked 'enter' before thinking",
               "Ha, that's how most ultras get entered. The good news is that now you have a fixed target to build the training around -- the first step is counting back the weeks to race day."),
         tpl=["it's happening, {v}, oh no",
              "race day is {v}, i signed up, no going back",
              "the ultra is {v} so that gives me how many weeks? i'm too scared to count",
              "{v} -- that's the race. write it down somewhere for me",
              "if the race is on {v} when should i start tapering?"]),
    dict(kind="date", about="date her partner arrives in Edinburgh", thread="partner", corr=True, what="his arrival date",
         gen=_g_date((2025, 2026)),
         prev=("HE BOOKED THE FLIGHTS. i'm screaming. ok i'm calm. i'm not calm",
               "That's wonderful news! Having the visit locked in makes the long-distance stretch so much easier. Do you want help planning the days once you know how long he's staying?"),
         tpl=["lands {v}, i already made a countdown on my phone",
              "he lands in edinburgh on {v}!!! finally",
              "flights booked, arrival {v} at {time}, i'm going to cry at the airport like a telenovela",
              "so he arrives {v} and stays {num2} days, what do we do first",
              "{v} is when he gets here, which means i need to clean the flat and hide the thesis chaos"]),
    dict(kind="date", about="equipment grant application deadline", thread="grant", corr=True, what="the grant deadline",
         gen=_g_date((2025, 2026)),
         tpl=["the equipment grant closes {v}, at 5pm uk time, and i have nothing",
              "deadline for the fieldwork equipment fund is {v} and i haven't got the quotes yet",
              "{v} is the cutoff for applications, can we do the budget section today?",
              "is {v} enough time to get a letter of support from argentina? that's the grant deadline"]),
    # ---------------- amount (6)
    dict(kind="amount", about="flat deposit", thread="flat", corr=True, what="the deposit",
         gen=_g_deposit,
         tpl=["the deposit was {v} and the landlord is already hinting at keeping some of it for 'wear'",
              "{v} deposit, held in one of those tenancy deposit schemes, right? so they can't just keep it",
              "how do i get my deposit back in full when i move out? it's {v} and i need every penny",
              "we paid {v} as a deposit when we moved in, {num2} of us, but it's all in my name"]),
    dict(kind="amount", about="equipment grant amount requested", thread="grant", corr=True, what="the grant budget total",
         gen=_g_grant_amt,
         tpl=["i'm asking for {v} in total for the equipment, too greedy?",
              "budget total comes out at {v}, is that too much for a small fund",
              "the fund caps at 5k and my budget is {v}, do i round up or leave a margin",
              "camera traps, logger, batteries, shipping... total {v}. did i forget anything"]),
    dict(kind="amount", about="laptop repair quote", thread="laptop", corr=True, what="the repair quote",
         gen=_g_repair,
         prev=("the repair shop finally called back with a price and i had to sit on the stairs",
               "Oof. Before deciding, ask them to break the quote down into parts and labour, and whether it includes a warranty -- that makes it easier to compare with replacing the laptop."),
         tpl=["{v}. for a laptop that's 5 years old. thoughts?",
              "the repair shop quoted {v} for the motherboard, sit down before you read that",
              "{v} to fix it, or a new one for way more, thoughts?",
              "is {v} a rip-off for a logic board repair? be honest",
              "they want {v} upfront before they even open it properly"]),
    dict(kind="amount", about="cost of her flight to Mendoza for the wedding (pesos)", thread="wedding", corr=True,
         what="the flight to mendoza",
         gen=_g_flight_ars,
         tpl=["flights buenos aires to mendoza for the wedding are {v} return, my mum nearly fainted",
              "domestic leg to mendoza: {v}. in pesos it sounds like a phone number lol",
              "the mendoza flight came out at {v}, is it cheaper to take the bus honestly",
              "my dad offered to pay the {v} for the domestic flight, do i let him?"]),
    dict(kind="amount", about="Lisbon conference registration fee", thread="conf", corr=True, what="the registration fee",
         gen=_g_conf_fee,
         tpl=["early-bird registration for lisbon is {v}, does the school usually reimburse that",
              "student rate is {v} which is robbery for a student but ok",
              "registration: {v}, plus the dinner, plus the hotel, i'm going to need a second phd",
              "paid the conference fee today ({v}), now it's real"]),
    dict(kind="amount", about="her share of the wedding gift", thread="money", corr=True, what="my part of the wedding gift",
         gen=_g_gift,
         tpl=["my sister asked for cash in dollars lol, so i'm putting in {v} for the gift",
              "we agreed {v} each for the wedding gift, me and my cousins",
              "is {v} ok as a wedding gift from a broke phd sister?",
              "budget line i forgot: wedding gift, {v}, in actual dollars, which i have to buy somehow"]),
    # ---------------- phone (4)
    dict(kind="phone", about="partner's mobile number", thread="partner", corr=True, what="his number",
         gen=_g_phone_cba,
         tpl=["his number if you ever need it for the flight stuff: {v}",
              "just so it's written somewhere, my partner's argentine number is {v}",
              "{v} is his mobile, the roaming on it is awful but whatever",
              "for the airport pickup form they want his number, it's {v}, right format?"]),
    dict(kind="phone", about="landlord's phone number", thread="flat", corr=True, what="the landlord's number",
         gen=_g_phone_uk_mob,
         prev=("the boiler died AGAIN, no hot water since {day}, i need to call the landlord instead of emailing, emails go into a black hole",
               "Calling makes sense for something urgent like no hot water. Follow the call up with a short email summarising what was agreed, so there's a written record and a date."),
         tpl=["found the number, it's {v}, calling at 9 sharp",
              "the landlord's number is {v}, calling tomorrow about the boiler",
              "{v} -- landlord's mobile, texting is better than calling apparently",
              "if the boiler dies again i call {v} right? that's the landlord"]),
    dict(kind="phone", about="laptop repair shop's phone number", thread="laptop", corr=True, what="the repair shop's number",
         gen=_g_phone_edi,
         tpl=["repair shop number is {v}, they said call after 2",
              "they'll call me from {v} when it's ready, apparently, if i don't pick up they move on to the next person",
              "saving this here: {v}, the laptop repair place",
              "should i call {v} (the repair shop) or just wait, it's been {num2} days"]),
    dict(kind="phone", about="sister's phone number", thread="wedding", corr=True, what="my sister's number",
         gen=_g_phone_mdz,
         tpl=["my sister's number is {v} in case i need you to help me draft a message to her",
              "her whatsapp is {v}, the bride, for the group with the cousins",
              "{v} -- that's my sister, for the hotel booking form",
              "do i put {v} (my sister) as the emergency contact for the trip or my mum?"]),
    # ---------------- address (4)
    dict(kind="address", about="her flat's address", thread="flat", corr=True, what="my address",
         gen=_g_addr_flat,
         tpl=["my address for the forms is {v}",
              "{v} -- that's the flat, for the council tax letter",
              "could you check the formatting for a uk form: {v}",
              "we live at {v}, top floor, no lift, which is my leg day"]),
    dict(kind="address", about="wedding venue address in Mendoza", thread="wedding", corr=True, what="the venue",
         gen=_g_addr_venue,
         tpl=["venue is {v}, about 40 min from the city",
              "the invitation says {v}, is that near the airport or do i need a car",
              "the wedding is at {v}, outdoors, in the vineyards, what could go wrong",
              "where to stay near {v}? the hotels in town are full"]),
    dict(kind="address", about="laptop repair shop's address", thread="laptop", corr=True, what="the repair shop's address",
         gen=_g_addr_shop,
         prev=("ok found a repair place near the uni that does same-week logic board repairs, reviews are mostly good",
               "Same-week turnaround is good. Ask for a written quote before they start, check whether diagnostics are free, and get a ticket or receipt when you drop it off."),
         tpl=["it's at {v} if you want to see if that's near the uni",
              "the repair place is at {v}, ten minutes from the library",
              "dropped it off at {v} this morning, felt like leaving a child at nursery",
              "is {v} the one with the yellow sign? i walked past twice"]),
    dict(kind="address", about="her hotel address in Lisbon", thread="conf", corr=True, what="my hotel in lisbon",
         gen=_g_addr_hotel,
         tpl=["booked a place: {v}, is that walkable to the venue",
              "the hotel is {v}, cheap because it has no lift, again, story of my life",
              "staying at {v}, close to the river apparently",
              "how do i get from the metro to {v} with a suitcase on cobbles"]),
    # ---------------- id (6)
    dict(kind="id", about="BRP (residence permit) card number", thread="visa", corr=True, what="my brp number",
         gen=_g_brp,
         tpl=["brp number is {v}, the form wants it without spaces right",
              "card number {v} -- that's the brp, writing it here so i stop digging the card out",
              "the graduate route form asks for the brp number ({v}) and the expiry, ok",
              "is {v} the right thing to put as 'document number' or do they want the passport one"]),
    dict(kind="id", about="university student (matriculation) number", thread="thesis", corr=True, what="my matric number",
         gen=_g_matric,
         tpl=["matric number {v} in case the library asks, it always asks",
              "for the form: name lucía ferreyra, student number {v}, school of geosciences",
              "my student id is {v}, the completion letter request needs it",
              "why does every form want {v} and my date of birth and my soul"]),
    dict(kind="id", about="equipment grant application reference", thread="grant", corr=True, what="the grant reference",
         gen=_g_grantref,
         tpl=["submitted! the reference is {v}",
              "application reference {v}, they said to quote it in every email",
              "got a confirmation email with {v} as the reference, is that normal or should there be more",
              "if i email the fund about the deadline do i put {v} in the subject line?"]),
    dict(kind="id", about="laptop repair ticket number", thread="laptop", corr=True, what="the repair ticket",
         gen=_g_ticket,
         tpl=["they gave me a ticket, {v}, and said 'we'll be in touch', very reassuring",
              "repair ticket is {v}, writing it here because i will lose the paper",
              "can you draft an email chasing them? ticket {v}, dropped off {num2} days ago",
              "the online tracker says {v} is 'awaiting parts', what parts"]),
    dict(kind="id", about="conference abstract submission ID", thread="conf", corr=True, what="my abstract id",
         gen=_g_abstract,
         tpl=["abstract accepted!!! submission id {v}",
              "they want the abstract id for the registration, it's {v}",
              "my submission is {v}, should i email the organisers about changing the title?",
              "the acceptance email says {v} and 'oral presentation', i'm going to throw up"]),
    dict(kind="id", about="flight booking reference for Mendoza trip", thread="wedding", corr=True, what="the flight booking reference",
         gen=_g_pnr,
         tpl=["booking reference for the mendoza trip is {v}",
              "flights done, code {v}, now i just need to survive 30 hours of travel",
              "do i need {v} (the booking ref) to add my passport details online?",
              "my mum wants the reserva code to stalk my flight: {v}"]),
    # ---------------- decision (4)
    dict(kind="decision", about="which race distance she's doing", thread="run", corr=False, what="",
         gen=_pick(["i'm doing the 50k not the 80k", "dropping down to the 55k instead of the 100k",
                    "going for the full 80k after all", "switching from the 50k to the 30k"]),
         tpl=["ok decision made: {v}, my knees will thank me",
              "after a lot of drama, {v}. {name} thinks i'm a coward but whatever",
              "so yeah, {v} -- can you help me adjust the plan?",
              "telling my coach tomorrow: {v}. final. no more going back and forth"]),
    dict(kind="decision", about="how she's travelling to the Lisbon conference", thread="conf", corr=False, what="",
         gen=_pick(["taking the train to lisbon instead of flying", "flying to lisbon via amsterdam",
                    "getting the sleeper to london and flying from there", "flying direct and skipping the dinner"]),
         tpl=["ok so i decided: {v}, for my carbon conscience and my sanity",
              "final answer on lisbon travel: {v}",
              "{v}, {name} thinks i'm mad but it's decided",
              "i'm {v}, can you help me plan the connections?"]),
    dict(kind="decision", about="what she decided about the flat", thread="flat", corr=False, what="",
         gen=_pick(["staying in the flat another year", "not renewing the lease in august",
                    "moving to a studio in leith in september", "signing the new lease for 12 months"]),
         tpl=["decision: i'm {v}, the market is insane and i can't deal with viewings",
              "ok i think i'm {v}, told the others last night",
              "after a week of spreadsheets: {v}. done. no more rightmove at 2am",
              "so it's official, {v}, can you help me write the email to the landlord?"]),
    dict(kind="decision", about="thesis structure decision", thread="thesis", corr=False, what="",
         gen=_pick(["merging chapters 4 and 5 into one", "dropping the soil chapter from the thesis",
                    "writing the discussion chapter before the methods", "turning chapter 3 into a paper first"]),
         tpl=["big decision after the meeting: i'm {v}",
              "ok we agreed: {v}. feels scary but right",
              "i'm {v}, my supervisor said it's my call and i made it",
              "new plan -- {v} -- does that mess up the timeline?"]),
    # ---------------- preference (4)
    dict(kind="preference", about="dietary preference", thread="conf", corr=False, what="",
         gen=_pick(["vegetarian but i eat fish", "vegetarian except for asado at family things",
                    "mostly vegan but i eat eggs", "pescatarian, no shellfish"]),
         tpl=["for the conference dinner form, food-wise i'm {v}, is there a box for that",
              "btw i'm {v}, in case you suggest recipes",
              "diet thing for the record: {v}, it's complicated, i'm argentine",
              "how do i fill in 'dietary requirements' when i'm {v}?"]),
    dict(kind="preference", about="plane seat preference", thread="wedding", corr=False, what="",
         gen=_pick(["always an aisle seat", "window seat on long flights, aisle on short ones",
                    "exit row if i can get it, otherwise aisle"]),
         tpl=["for flights: {v}, i'm a nightmare otherwise",
              "seat preference if you're helping me book: {v}",
              "me and planes: {v}, non-negotiable, i have long legs and a small bladder",
              "can you remember i like {v}? i always forget to select it and end up in a middle seat"]),
    dict(kind="preference", about="when she prefers to talk to her partner", thread="partner", corr=False, what="",
         gen=_pick(["video calls after 9pm uk time", "voice notes instead of calls on weekdays",
                    "calls on sunday mornings"]),
         tpl=["what works for us is {v}, my brain is dead before that",
              "i told him i prefer {v}, he was fine with it",
              "honestly {v} is the best for me, weekday evenings i'm a zombie",
              "we finally agreed: {v}, finally some structure"]),
    dict(kind="preference", about="how she prefers thesis feedback", thread="thesis", corr=False, what="",
         gen=_pick(["feedback as tracked changes in word", "written comments before meetings, not live edits",
                    "one big feedback round per chapter"]),
         tpl=["i told my supervisor i prefer {v}, we'll see",
              "{v} works best for me, otherwise i spiral",
              "can i ask for {v}? or is that too demanding for a phd student",
              "for the record, i work best with {v}"]),
    # ---------------- constraint (3)
    dict(kind="constraint", about="training constraint from her physio", thread="run", corr=False, what="",
         gen=_pick(["can't run more than three days in a row because of my left knee",
                    "no downhill running over 10% because of my knee",
                    "max two hard sessions a week for my it band"]),
         tpl=["physio says i {v}, so the plan needs to work around that",
              "rule from the physio: {v}. annoying but ok",
              "important for any plan you make me: i {v}",
              "so yeah, physio visit: i {v}. how do i still get fit"]),
    dict(kind="constraint", about="visa constraint", thread="visa", corr=False, what="",
         gen=_pick(["can't leave the uk while the visa application is pending",
                    "can't work more than 20 hours a week during term",
                    "can't start the new job until the graduate visa is granted"]),
         tpl=["ok important thing i confirmed with the international office: i {v}",
              "so i {v}, which ruins half my plans",
              "note to self and to you: i {v}",
              "this means i {v}, right? that's what they told me"]),
    dict(kind="constraint", about="medical constraint", thread="small", corr=False, what="",
         gen=_pick(["allergic to ibuprofen so only paracetamol", "allergic to penicillin",
                    "coeliac so strictly no gluten"]),
         tpl=["also medical thing: i'm {v}, in case it matters for anything you suggest",
              "for the race medical form: {v}, what else do they usually ask",
              "remember i'm {v}, the last doctor here didn't even check",
              "fun fact nobody asked for: i'm {v}"]),
]

# the 8th person template references {v2}; fill it with a harmless phrase
_V2 = ["no idea honestly", "i want the friendly eyes first", "politics", "who do i fear less"]

CORR_TPL = {
    "person": ["ok update, {what} changed, it's now {new} (long story, will tell you later)",
               "che small correction: {what} is {new} from now on, not {old}",
               "heads up, new info: {what} is {new} now. the other one is out of the picture",
               "so {what} is {new} now?? nobody tells me anything",
               "remember what i said about {what}? forget it, it's {new} now"],
    "date": ["ok update on {what}: they moved it to {new}",
             "{what} got changed, it's {new} now, not {old}. ugh",
             "correction, {what} is actually {new} (i misread the email, boludo)",
             "so they pushed {what} to {new}, which honestly might be better",
             "new date for {what}: {new}. write that down instead"],
    "amount": ["ok update, {what} is actually {new} (i misread the email, boludo)",
               "revised number for {what}: {new}, not {old}",
               "turns out {what} is {new}, they recalculated everything",
               "che correction: {what} ended up being {new}"],
    "phone": ["wrong number before for {what}, it's {new}",
              "{what} changed, the new one is {new}",
              "update {what} to {new}, the old one ({old}) doesn't work anymore",
              "correction: {what} is {new}, i had it wrong"],
    "address": ["update, {what} changed, it's {new} now",
                "correction on {what}: it's {new}, the one i gave you before was wrong",
                "new info: {what} is now {new}",
                "so {what} is actually {new}, not {old}, good thing i checked"],
    "id": ["they issued a new reference for {what}: {new}, the old one ({old}) is cancelled",
           "{what} got reissued, it's {new} now",
           "update on {what}: {new}",
           "che i gave you {what} wrong, it's {new}"],
}

ACKS = {
    "person": ["Good to have the name -- {v}.", "Noted.", "Thanks, that helps me keep track of who's who.", "Got it, {v}."],
    "pet": ["{v} sounds like a character.", "Ha, noted.", "What a name!", "I love that name."],
    "date": ["{v} -- okay, let's plan backwards from that.", "Noted the date.", "Got it, that gives us a timeline.",
             "Okay, I'll keep {v} in mind."],
    "amount": ["{v}, noted.", "Okay, that's useful for the budget.", "Got it.", "That figure helps."],
    "phone": ["Saved: {v}.", "Noted the number.", "Got it.", "Okay, noted."],
    "address": ["Got it -- {v}.", "Noted the address.", "Thanks, noted.", "Okay."],
    "id": ["Noted: {v}.", "Got the reference.", "Good idea to keep that handy.", "Okay, noted."],
    "decision": ["Sounds like a sensible call.", "Noted -- I'll plan around that.", "Good to know.", "That makes sense."],
    "preference": ["Noted -- I'll keep that in mind.", "Good to know.", "Makes sense.", "Got it."],
    "constraint": ["Important -- I'll keep that in mind.", "Noted, that matters for planning.", "Got it, thanks for flagging.",
                   "Okay, I'll work around that."],
}
CORR_ACKS = ["Thanks for the correction -- I'll use {v} from now on.", "Got it, updated.", "Okay, noted the change.",
             "Updated: {v}.", "Thanks -- good to have the current one."]

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6, "decision": 4,
               "preference": 4, "constraint": 3}
CORRECTABLE_KINDS = ("person", "date", "amount", "phone", "address", "id")

THREAD_WEIGHTS = {"thesis": 14, "conf": 8, "visa": 7, "flat": 9, "run": 11, "partner": 8, "grant": 7, "laptop": 6,
                  "wedding": 9, "money": 7, "field": 5, "small": 9}

# --------------------------------------------------------------------------------------------------------------
# text helpers
# --------------------------------------------------------------------------------------------------------------


def _typo(rng: random.Random, text: str) -> str:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 5 and w.isalpha()]
    if not idx:
        return text
    i = rng.choice(idx)
    w = words[i]
    k = rng.randrange(3)
    j = rng.randint(1, len(w) - 3)
    if k == 0:
        w = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    elif k == 1:
        w = w[:j] + w[j + 1:]
    else:
        w = w[:j] + w[j] + w[j:]
    words[i] = w
    return " ".join(words)


def _lower_keep(text: str, keep: list[str]) -> str:
    """Lowercase ``text`` except for the placeholders \\x00, \\x01 which become keep[0], keep[1]."""
    out = text.lower()
    for i, k in enumerate(keep):
        out = out.replace(chr(i), k)
    return out


class _Gen:
    def __init__(self, rng: random.Random, bad: list[str]):
        self.rng = rng
        self.bad = bad  # lowercased planted values and stale values
        self.recent: dict[str, list[int]] = {}

    def clean(self, text: str, allow: tuple[str, ...] = ()) -> bool:
        tl = text.lower()
        for a in allow:
            tl = tl.replace(a.lower(), "\x02")
        return not any(b in tl for b in self.bad)

    def pick_pair(self, thread: str) -> tuple[str, str]:
        pool = FILLER[thread]
        rec = self.recent.setdefault(thread, [])
        opts = [i for i in range(len(pool)) if i not in rec] or list(range(len(pool)))
        i = self.rng.choice(opts)
        rec.append(i)
        if len(rec) > min(5, len(pool) - 2):
            rec.pop(0)
        return pool[i]

    def filler(self, thread: str, pair: tuple[str, str] | None = None) -> tuple[str, str]:
        rng = self.rng
        for _ in range(40):
            s = _slots(rng)
            u_t, a_t = pair if pair is not None else self.pick_pair(thread)
            core = u_t.format(**s)
            if thread != "short" and rng.random() < 0.12:
                core = _typo(rng, core)
            u = rng.choice(USER_OPENERS) + core if thread != "short" else core
            if thread != "short":
                if rng.random() < 0.4:
                    u += rng.choice(USER_ASIDES).format(**s)
                u += rng.choice(USER_CLOSERS)
            u = u.lower()
            a = a_t.format(**s)
            if thread != "short":
                if thread in TIPS and rng.random() < 0.4:
                    a += " " + rng.choice(TIPS[thread])
                a = rng.choice(AI_OPENERS) + a + rng.choice(AI_FOLLOWUPS)
            if self.clean(u + "\n" + a):
                return u, a
        return FILLER["short"][0]

    def fact_turn(self, sp: dict, v: str, v2: str) -> tuple[str, str]:
        rng = self.rng
        th = sp["thread"]
        for _ in range(60):
            s = _slots(rng)
            tpl = rng.choice(sp["tpl"])
            core = _lower_keep(tpl.format(v="\x00", v2=rng.choice(_V2), **s), [v])
            opener = rng.choice(USER_OPENERS)
            ack = rng.choice(ACKS[sp["kind"]]).format(v=v)
            mode = rng.random()
            pool_th = th if th in FILLER else "small"
            if mode < 0.35:
                pu, pa = self.pick_pair(pool_th)
                pu, pa = pu.format(**s), pa.format(**s)
                conn = rng.choice([". also", ". oh and", ". other thing:", ", unrelated but", ", and", ". separately,"])
                if core[-1:] in "?!." and conn[0] in ".,":
                    conn = conn[1:]
                u = _lower_keep(opener + "\x00" + conn + " " + pu.lower() + rng.choice(USER_CLOSERS), [core])
                a = ack + " " + pa
            elif mode < 0.6:
                pu, pa = self.pick_pair(pool_th)
                pu, pa = pu.format(**s), pa.format(**s)
                conn = rng.choice([". oh and", ". also", " -- btw", ". anyway,", ", and", ". unrelated:"])
                if pu[-1:] in "?!." and conn[0] in ".,":
                    conn = conn[1:]
                u = _lower_keep(opener + pu.lower() + conn + " \x00" + rng.choice(USER_CLOSERS), [core])
                a = pa + " " + rng.choice(["And noted on the other thing.", ack, "And thanks for the detail -- noted.", ack])
            else:
                aside = rng.choice(USER_ASIDES).format(**s).lower() if rng.random() < 0.4 else ""
                u = _lower_keep(opener + "\x00" + aside + rng.choice(USER_CLOSERS), [core])
                tips = rng.sample(TIPS[th], 2) if rng.random() < 0.6 else [rng.choice(TIPS[th])]
                a = ack + " " + " ".join(tips) + rng.choice(AI_FOLLOWUPS)
            if u.count(v) == 1 and u.lower().count(v.lower()) == 1 and self.clean(u + "\n" + a, allow=(v,)):
                return u, a
        raise RuntimeError(f"could not build fact turn for {sp['about']}")

    def corr_turn(self, sp: dict, old: str, new: str) -> tuple[str, str]:
        rng = self.rng
        th = sp["thread"]
        for _ in range(60):
            s = _slots(rng)
            tpl = rng.choice(CORR_TPL[sp["kind"]])
            core = _lower_keep(tpl.format(what=sp["what"], new="\x00", old="\x01"), [new, old])
            opener = rng.choice(USER_OPENERS)
            ack = rng.choice(CORR_ACKS).format(v=new)
            if rng.random() < 0.4:
                pu, pa = self.pick_pair(th)
                pu, pa = pu.format(**s), pa.format(**s)
                sep = " " if core[-1:] in "?!." else ". "
                u = _lower_keep(opener + "\x00" + sep + rng.choice(["also", "anyway", "other thing,", "and"]) + " " + pu.lower(), [core])
                a = ack + " " + pa
            else:
                u = _lower_keep(opener + "\x00" + rng.choice(USER_CLOSERS), [core])
                a = ack + " " + " ".join(rng.sample(TIPS[th], 2)) + rng.choice(AI_FOLLOWUPS)
            if (u.count(new) == 1 and u.lower().count(new.lower()) == 1
                    and self.clean(u + "\n" + a, allow=(new, old))):
                return u, a
        raise RuntimeError(f"could not build correction turn for {sp['about']}")


# --------------------------------------------------------------------------------------------------------------
# generate
# --------------------------------------------------------------------------------------------------------------


def _collides(s: str, used: list[str]) -> bool:
    sl = s.lower()
    return any(sl in u or u in sl for u in used)


def _positions(rng: random.Random, turns: int, n_total: int) -> list[int]:
    lo0 = 3
    span = turns - 2 - lo0
    w = span / n_total
    pos = []
    for i in range(n_total):
        a = math.ceil(lo0 + i * w) + 1
        b = math.floor(lo0 + (i + 1) * w) - 1
        if b < a:
            raise ValueError("too many facts for this many turns")
        pos.append(rng.randint(a, b))
    return pos


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    rng = random.Random(seed)
    specs = SPECS
    n = len(specs)

    # 1. values (distinct, no substring collisions, case-insensitive)
    used: list[str] = []
    values: list[str] = []
    for sp in specs:
        for _ in range(500):
            v = sp["gen"](rng)
            if not _collides(v, used):
                break
        else:
            raise RuntimeError("value pool exhausted")
        used.append(v.lower())
        values.append(v)
    elig = [i for i, sp in enumerate(specs) if sp["corr"] and sp["kind"] in CORRECTABLE_KINDS]
    corr_idx = sorted(rng.sample(elig, n_corrections))
    new_vals: dict[int, str] = {}
    for i in corr_idx:
        for _ in range(500):
            v = specs[i]["gen"](rng)
            if not _collides(v, used):
                break
        else:
            raise RuntimeError("value pool exhausted (corrections)")
        used.append(v.lower())
        new_vals[i] = v

    # 2. positions
    n_total = n + n_corrections
    for _ in range(200):
        pos = _positions(rng, turns, n_total)
        limit = 0.9 * turns
        cands = [p for p in pos if p < limit and p - 50 >= pos[0]]
        if len(cands) < n_corrections:
            continue
        corr_slots = sorted(rng.sample(cands, n_corrections))
        avail = set(pos) - set(corr_slots)
        pairs = []
        ok = True
        for cs in corr_slots:
            opts = sorted(p for p in avail if p <= cs - 50)
            if not opts:
                ok = False
                break
            o = rng.choice(opts)
            avail.remove(o)
            pairs.append((o, cs))
        if ok:
            break
    else:
        raise RuntimeError("could not place corrections")
    rng.shuffle(pairs)
    turn_of: dict[int, int] = {}
    corr_at: dict[int, int] = {}
    for i, (o, cs) in zip(corr_idx, pairs):
        turn_of[i] = o
        corr_at[i] = cs
    rest = sorted(avail)
    rng.shuffle(rest)
    others = [i for i in range(n) if i not in corr_at]
    for i, p in zip(others, rest):
        turn_of[i] = p

    plan: dict[int, tuple[str, int]] = {}
    for i, t in turn_of.items():
        plan[t] = ("fact", i)
    for i, t in corr_at.items():
        plan[t] = ("corr", i)
    force: dict[int, tuple[str, int | None]] = {}
    for t, (what, i) in plan.items():
        sp = specs[i]
        if what == "fact" and "prev" in sp:
            force[t - 1] = (sp["thread"], i)
        else:
            force[t - 1] = (sp["thread"], None)

    # 3. turns
    bad = list(used)
    g = _Gen(rng, bad)
    threads = list(THREAD_WEIGHTS)
    weights = [THREAD_WEIGHTS[k] for k in threads]
    out: list[tuple[str, str]] = []
    cur = None
    for t in range(turns):
        if t == 0:
            u, a = rng.choice(INTRO)
            out.append((u, a))
            continue
        if t in plan:
            what, i = plan[t]
            sp = specs[i]
            if what == "fact":
                out.append(g.fact_turn(sp, values[i], ""))
            else:
                out.append(g.corr_turn(sp, values[i], new_vals[i]))
            cur = sp["thread"] if sp["thread"] in FILLER else None
            continue
        if t in force:
            th, pi = force[t]
            th = th if th in FILLER else "small"
            if pi is not None:
                out.append(g.filler(th, pair=specs[pi]["prev"]))
            else:
                out.append(g.filler(th))
            cur = th
            continue
        r = rng.random()
        if r < 0.07:
            th = "short"
        elif cur is not None and cur != "short" and r < 0.5:
            th = cur
        else:
            th = rng.choices(threads, weights)[0]
        out.append(g.filler(th))
        cur = th

    facts: list[Planted] = []
    for i, sp in enumerate(specs):
        if i in corr_at:
            facts.append(Planted(sp["kind"], sp["about"], new_vals[i], turn_of[i], stale=values[i],
                                 corrected_at=corr_at[i]))
        else:
            facts.append(Planted(sp["kind"], sp["about"], values[i], turn_of[i]))
    facts.sort(key=lambda f: f.turn)
    return Conversation(turns=out, facts=facts)


# --------------------------------------------------------------------------------------------------------------
# self-check
# --------------------------------------------------------------------------------------------------------------


def _is_emoji(ch: str) -> bool:
    o = ord(ch)
    return 0x1F000 <= o <= 0x1FAFF or 0x2600 <= o <= 0x27BF or 0xFE00 <= o <= 0xFE0F


def _check_one(seed: int, turns: int, n_corr: int, enc) -> list[str]:
    errs: list[str] = []
    t0 = time.perf_counter()
    conv = generate(seed, turns, n_corr)
    dt = time.perf_counter() - t0
    if dt >= 5.0:
        errs.append(f"generation took {dt:.2f}s")
    conv2 = generate(seed, turns, n_corr)
    if conv.turns != conv2.turns or [vars(f) for f in conv.facts] != [vars(f) for f in conv2.facts]:
        errs.append("not deterministic")
    if len(conv.turns) != turns:
        errs.append(f"{len(conv.turns)} turns, want {turns}")
    for i, tr in enumerate(conv.turns):
        if not (isinstance(tr, tuple) and len(tr) == 2 and all(isinstance(x, str) and x for x in tr)):
            errs.append(f"turn {i} malformed")
            break
    facts = conv.facts
    if len(facts) != 50:
        errs.append(f"{len(facts)} facts")
    counts: dict[str, int] = {}
    for f in facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    if counts != KIND_COUNTS:
        errs.append(f"kind counts {counts}")
    corrs = conv.corrections
    if len(corrs) != n_corr:
        errs.append(f"{len(corrs)} corrections, want {n_corr}")
    for f in corrs:
        if f.kind not in CORRECTABLE_KINDS:
            errs.append(f"corrected kind {f.kind}")
        if f.corrected_at is None or f.corrected_at - f.turn < 50:
            errs.append(f"correction too close: {f.about} {f.turn}->{f.corrected_at}")
        if f.corrected_at is not None and not f.corrected_at < 0.9 * turns:
            errs.append(f"correction too late: {f.about} at {f.corrected_at}")
    for f in facts:
        if f.stale is None and f.corrected_at is not None:
            errs.append(f"corrected_at without stale: {f.about}")
    fturns = [f.turn for f in facts] + [f.corrected_at for f in corrs]
    if len(set(fturns)) != len(fturns):
        errs.append("fact turns collide")
    st = sorted(fturns)
    for a, b in zip(st, st[1:]):
        if b - a < 2:
            errs.append(f"fact turns {a} and {b} adjacent")
    for k in range(3):
        lo, hi = k * turns / 3, (k + 1) * turns / 3
        c = sum(1 for t in fturns if lo <= t < hi)
        if c < 12:
            errs.append(f"third {k}: only {c} fact turns")
    if any(t < 0 or t >= turns for t in fturns):
        errs.append("fact turn out of range")
    strs = [f.value for f in facts] + [f.stale for f in corrs]
    low = [s.lower() for s in strs]
    if len(set(low)) != len(low):
        errs.append("values not distinct")
    for i, a in enumerate(low):
        for j, b in enumerate(low):
            if i != j and a in b:
                errs.append(f"substring collision: {strs[i]!r} in {strs[j]!r}")
    tl = [(u + "\n" + a).lower() for u, a in conv.turns]
    for f in facts:
        home = f.corrected_at if f.stale is not None else f.turn
        u = conv.turns[home][0]
        if u.count(f.value) != 1:
            errs.append(f"value {f.value!r} occurs {u.count(f.value)}x in its user message (turn {home})")
        vl = f.value.lower()
        for i, txt in enumerate(tl):
            if i != home and vl in txt:
                errs.append(f"value {f.value!r} ({f.about}) leaks into turn {i} (home {home})")
        if f.stale is not None:
            u0 = conv.turns[f.turn][0]
            if u0.count(f.stale) != 1:
                errs.append(f"stale {f.stale!r} occurs {u0.count(f.stale)}x at its turn {f.turn}")
            sl = f.stale.lower()
            for i, txt in enumerate(tl):
                if i not in (f.turn, f.corrected_at) and sl in txt:
                    errs.append(f"stale {f.stale!r} leaks into turn {i}")
    for i, (u, a) in enumerate(conv.turns):
        if any(_is_emoji(ch) for ch in u + a):
            errs.append(f"emoji in turn {i}")
            break
    ntok = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns)
    avg = ntok / len(conv.turns)
    if not 80 <= avg <= 130:
        errs.append(f"average tokens per turn {avg:.1f} outside 80..130")
    print(f"seed {seed:>2} turns {turns:>4} corr {n_corr}: facts {len(facts)}, corrections {len(corrs)}, "
          f"fact turns per third {[sum(1 for t in fturns if k * turns / 3 <= t < (k + 1) * turns / 3) for k in range(3)]}, "
          f"min gap {min(b - a for a, b in zip(st, st[1:]))}, avg tokens/turn {avg:.1f}, gen {dt * 1000:.0f} ms"
          f" -> {'ok' if not errs else str(len(errs)) + ' ERRORS'}")
    return errs


def _self_check() -> int:
    here = os.path.dirname(os.path.abspath(__file__))
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", os.path.join(os.path.dirname(here), "rollmem_client", "_tiktoken"))
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    configs = [(s, 1000, 6) for s in range(1, 6)] + [(7, 400, 3), (11, 400, 3)]
    all_errs: list[str] = []
    for seed, turns, nc in configs:
        errs = _check_one(seed, turns, nc, enc)
        all_errs += [f"seed {seed}/{turns}: {e}" for e in errs]
    conv = generate(1)
    print("\nsample fact turns (seed 1):")
    shown = 0
    for f in conv.facts:
        if shown >= 5 and f.stale is None:
            continue
        home = f.corrected_at if f.stale is not None else f.turn
        print(f"  [{f.kind}] {f.about} = {f.value!r} (turn {f.turn}"
              + (f", stale {f.stale!r}, corrected at {f.corrected_at})" if f.stale else ")"))
        if f.stale is not None:
            print(f"    orig U: {conv.turns[f.turn][0]}")
        print(f"    U: {conv.turns[home][0]}")
        print(f"    A: {conv.turns[home][1][:160]}...")
        shown += 1
        if shown >= 8:
            break
    print("\nsample filler turns (seed 1):")
    for t in (10, 11, 500):
        print(f"  {t} U: {conv.turns[t][0]}\n     A: {conv.turns[t][1][:160]}...")
    if all_errs:
        print(f"\n{len(all_errs)} CHECK(S) FAILED:")
        for e in all_errs[:60]:
            print("  " + e)
        return 1
    print("\nALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(_self_check())
