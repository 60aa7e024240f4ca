"""Held-out recall world "J": a community midwife in Galway, Ireland.

This generator was written as held-out test data *without reading the memory
library's code* (nothing under rollmem_client/, server_scripts/, tests/ or the
other recall worlds was consulted), so that the facts are phrased the way a
person would phrase them rather than the way an extractor expects them.  Only
the ``Planted`` / ``Conversation`` dataclasses of ``recall_conversation`` are
used.

The world
---------
One user talks to an AI assistant for ~1000 turns.  She is a community
midwife in her early forties, based in Galway city (a rented flat in
Salthill), who works a mix of labour-ward nights at the hospital and community
postnatal visits around Galway and Connemara.  She writes Irish English
("grand", "I'm wrecked", "giving out", "the messages"), money is in euro with
Irish formatting (``€1,350``, ``€742.18``), dates are written the way Irish
people write them ("the 3rd of May", "14/03", "Thursday 9 October"), phone
numbers are Irish mobiles/landlines (``087 314 2298``, ``(091) 524 377``,
``+353 86 ...``) plus a Portuguese holiday host, addresses are Irish (house +
road, Connemara townlands, Dublin suburbs, business-park units) or Portuguese
(``Rua das Flores, 87``), and ids are Irish-shaped (car registrations like
``141-G-2378``, Eircodes, MPRNs, credit-union loan refs, An Post tracking
numbers, airline booking refs).

Threads (interleaved, with some stickiness, ~12 of them)
--------------------------------------------------------
work (labour ward nights, community visits, students, rota, CPD), cottage
(renovating a damp stone cottage out past Carna: roof, windows, grants, well
water), dad (her widowed father in Clifden recovering from a hip
replacement), swim (year-round sea swimming at Blackrock, training for a
charity bay swim), pets (a collie and a cat, plus other animals in the
family), car (an ageing Skoda Octavia: NCT, insurance, potholes), irish (a
weekly Irish-language class), trip (a week in Porto with two friends in
October), money (credit-union loan, Revenue, bills), home (the flat, cooking,
health, small joys), family (her pregnant sister Orla in Dublin, a niece,
book club), misc (weather, hurling, telly, news).

Filler is built from several hundred hand-written user/assistant template
pairs with slot filling (incidental first names, Galway/Connemara places,
times, prices, temperatures, distances), neutral assistant openers/closers
and thread-level assistant sentences, so incidental names, places and numbers
appear all the time without being planted facts.

Planted facts
-------------
50 facts per seed, drawn from a larger pool of fact "specs" (so different
seeds plant different things): person 8, pet 4, date 7, amount 6, phone 4,
address 4, id 6, decision 4, preference 4, constraint 3.  ``n_corrections``
of the person/date/amount/phone/address/id facts are stated with an old value
and corrected at least 50 turns later with a variety of natural wordings.

Phrasing styles (each used for ~5 facts per seed): plain statement, value
first, subordinate clause, reported by a third person, inside a list, answer
to the assistant's question in the previous turn, inside a question,
dictated / voice-to-text with spoken punctuation, buried mid-message among
chatter, and typos in the surrounding words.  Every value appears verbatim
(case-sensitive) in the user message of its turn, is echoed by the assistant
in that turn ~30% of the time, and appears nowhere else (a corrected fact's
old value may reappear only in the correction message).

Run ``python recall_world_j.py`` for the self-checks.
"""

from __future__ import annotations

import datetime
import random
import re

from recall_conversation import Conversation, Planted

# ---------------------------------------------------------------------------
# Incidental pools (filler only; disjoint from the planted-name pools below)
# ---------------------------------------------------------------------------

FILLER_NAMES = [
    "Bríd", "Tomás", "Caoimhe", "Fergal", "Noreen", "Dympna", "Eoin", "Sinéad", "Colm", "Mairéad",
    "Ciarán", "Úna", "Declan", "Niamh", "Oisín", "Rachel", "Priya", "Agnieszka", "Kevin", "Siobhán",
    "Joanne", "Marta", "Shane", "Louise", "Aidan", "Gráinne", "Brendan", "Darragh", "Yvonne", "Fiona",
    "Karen", "Ronan", "Emer", "Paula", "Mick", "Teresa", "Liam", "Aoibheann", "Grace", "Olga",
]

PLACES = [
    "Salthill", "Knocknacarra", "Oranmore", "Moycullen", "Spiddal", "Barna", "Oughterard", "Athenry",
    "Claregalway", "Renmore", "Newcastle", "Bushypark", "Headford", "Tuam", "Loughrea", "Ballinasloe",
    "Gort", "Kinvara", "Roundstone", "Letterfrack", "Maam Cross", "Recess", "Inverin", "Leenane",
    "Mervue", "Ballybane", "Doughiska", "Rahoon", "Furbo", "Carraroe", "Clarinbridge", "Craughwell",
]

TIMES = [
    "half seven", "quarter to eight", "ten past six", "7.40", "8.15", "half nine", "6am", "11pm",
    "quarter past two", "twenty to five", "noon", "half three", "ten to ten", "5.50", "midnight",
    "quarter past one", "half eleven", "9.05",
]

DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
SHOPS = ["Dunnes", "Tesco", "SuperValu", "Aldi", "Lidl", "Woodies", "Penneys", "the Co-op", "Brooks",
         "Heatons", "Mr Price", "Boots", "Evans"]


def _slots(rng: random.Random) -> dict:
    n1, n2 = rng.sample(FILLER_NAMES, 2)
    p1, p2 = rng.sample(PLACES, 2)
    cents = rng.choice(["00", "50", "99", "20", "45", "80", "95"])
    return {
        "name": n1, "name2": n2, "place": p1, "place2": p2,
        "time": rng.choice(TIMES), "day": rng.choice(DAYS), "month": rng.choice(MONTHS),
        "n": rng.randint(2, 9), "nn": rng.randint(11, 48),
        "price": f"€{rng.randint(3, 59)}.{cents}",
        "big": f"€{rng.randint(120, 990)}",
        "temp": rng.randint(8, 17), "mins": rng.choice([10, 15, 20, 25, 35, 40, 45, 50]),
        "shop": rng.choice(SHOPS), "km": rng.randint(4, 60),
    }


def _fill(template: str, slots: dict) -> str:
    return template.format_map(slots)


def _cap(s: str) -> str:
    """Capitalise the first letter of a template, never touching a leading {v}."""
    if not s or s.startswith("{"):
        return s
    return s[0].upper() + s[1:]


_PROPER = set(FILLER_NAMES) | set(PLACES) | {w.split()[0] for w in SHOPS} | {
    "I", "I'm", "I've", "I'll", "I'd", "Dad", "Orla", "Maeve", "Clodagh", "Revenue", "SEAI", "NCT", "Porto", "Mam",
    "Galway", "Clifden", "Spiddal", "Duolingo", "TG4", "CTG", "Irish", "Aunt", "Christmas", "Ryanair", "An", "Met",
}


def _low(s: str) -> str:
    """Lower-case the first letter for use mid-sentence, unless it starts a name or a {placeholder}."""
    if not s or s.startswith("{"):
        return s
    first = re.sub(r"('s|[^\w'])+$", "", s.split(" ", 1)[0])
    if first in _PROPER or first.isupper():
        return s
    return s[0].lower() + s[1:]


# ---------------------------------------------------------------------------
# Text "noise" transforms used by some phrasing styles
# ---------------------------------------------------------------------------

_MISSPELL = {
    "definitely": "definately", "because": "becuase", "the": "teh", "appointment": "appoinment",
    "tomorrow": "tomorow", "which": "whcih", "really": "realy", "think": "thnik", "that": "taht",
    "said": "siad", "going": "goign", "before": "befor", "there": "ther", "just": "jsut",
    "forget": "forgt", "remember": "remeber", "with": "wiht", "about": "abut", "their": "thier",
    "know": "konw", "week": "weke", "have": "ahve", "they": "tehy", "friend": "freind",
}


def _typo_word(rng: random.Random, w: str) -> str:
    m = re.match(r"^([A-Za-z']+)(.*)$", w)
    if not m:
        return w
    core, tail = m.group(1), m.group(2)
    low = core.lower()
    if low in _MISSPELL and rng.random() < 0.7:
        rep = _MISSPELL[low]
        if core[0].isupper():
            rep = rep[0].upper() + rep[1:]
        return rep + tail
    if len(core) < 5:
        return w
    i = rng.randint(1, len(core) - 3)
    op = rng.choice(["swap", "drop", "double"])
    if op == "swap":
        core = core[:i] + core[i + 1] + core[i] + core[i + 2:]
    elif op == "drop":
        core = core[:i] + core[i + 1:]
    else:
        core = core[:i] + core[i] + core[i:]
    return core + tail


def _typos(rng: random.Random, text: str) -> str:
    """Introduce 2-4 typos into words that are not part of a {placeholder}."""
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if "{" not in w and "}" not in w and re.match(r"^[A-Za-z']{3,}", w)]
    if not idx:
        return text
    k = min(len(idx), rng.randint(2, 4))
    for i in rng.sample(idx, k):
        words[i] = _typo_word(rng, words[i])
    out = " ".join(words)
    if rng.random() < 0.5:
        out = out.replace("I'm", "im", 1).replace("don't", "dont", 1)
    return out


def _dictate(rng: random.Random, text: str) -> str:
    """Voice-to-text look: spoken punctuation, ems, lower case, no apostrophes on some words."""
    t = text.replace(" — ", ", ").replace("—", ", ").replace(";", ",")
    t = re.sub(r"\.(\s|$)", lambda m: rng.choice([" full stop ", " full stop. ", ". "]), t)
    t = re.sub(r",(\s)", lambda m: rng.choice([" comma ", ", ", " comma "]), t)
    t = re.sub(r"\?(\s|$)", " question mark ", t)
    t = re.sub(r"!(\s|$)", " exclamation mark ", t)
    words = t.split()
    out = []
    for w in words:
        if "{" not in w and rng.random() < 0.07:
            out.append(rng.choice(["em", "uh", "like", "em,"]))
        out.append(w if "{" in w else (w.lower() if rng.random() < 0.8 else w))
    t = " ".join(out)
    if t and not t.startswith("{"):
        t = t[0].lower() + t[1:]
    t = t.replace(" i ", " I ").replace("it's", rng.choice(["it's", "its"]))
    lead = rng.choice([
        "voice note, sorry if this comes out weird: ", "(dictating this in the car) ", "ok siri is typing this so bear with me ",
        "talking to my phone here while I walk the dog ", "[voice to text] ", "sorry dictating, hands full. ",
    ])
    tail = rng.choice(["", " end of message", " ...sorry about the punctuation", " ok send", " send"])
    return lead + t.strip() + tail


# ---------------------------------------------------------------------------
# Filler: per-thread "user || assistant" template pairs, plus thread-level
# assistant sentences, short user asides ("bits") and to-do items.
# ---------------------------------------------------------------------------

_WORK = """
Back-to-back home visits today, {n} postnatal checks between {place} and {place2}. My car is basically an office at this stage. || That's a heavy list. Grouping calls by area usually saves more time than it looks on paper, and a small crate in the boot with scales, gloves and leaflets means you're not rummaging at every front door.
Night shift on the labour ward tonight, starting at {time}. Any tips for not crashing at 4am? || The three-to-five dip is real. A small protein snack rather than sugar, a proper drink of water every time you pass the station, and a couple of minutes of bright light or a brisk walk down the corridor can take the edge off.
{name} asked me to take a student for the next {n} weeks. I like teaching but my head is melted already. || Taking a student when you're stretched is a big ask. It might help to agree a simple plan with {name} up front: which skills the student should get signed off, which days they shadow you, and when you get protected time for the paperwork.
Had a lovely birth this morning, first baby for a couple from {place}, {nn} hours of labour and she was an absolute warrior. || That sounds like a good day at work, the kind that keeps people in the job. Did you get your notes written up before the end of the shift, or is that still waiting for you?
The rota for {month} is out and I've {n} nights in a row at the end. Who designs these things. || Stacked nights at the end of a month are rough. If swaps are allowed, ask around early before everyone's plans are fixed; people are often happier to trade a single night than a whole block.
Mandatory training day on {day}, CTG interpretation and the neonatal resus refresher. At least there's a free lunch. || Those refreshers can be useful if you go in with a question or two from recent cases. The resus one especially: ask the trainer about anything that felt awkward on the ward lately.
One of the mums I visited in {place} is really struggling with feeding and I can't stop thinking about her. || It's clear you care about her. Writing down exactly what you've put in place, the lactation referral or a follow-up call, can help you put it down mentally when you're off duty. Is there a feeding support group near her?
Our ward manager wants annual leave requests in by {day}. I haven't a clue what I'm doing in the summer. || You could put in provisional dates around anything you know is fixed and leave a buffer week. It's usually easier to cancel leave than to get it approved late in the year.
Did a home visit in {place} where the dog would not stop barking. Couldn't hear myself think doing the baby check. || That sounds chaotic. Some midwives ask families when booking the visit if pets can be put in another room; a line in the confirmation text might save you the hassle next time.
{name} is leaving the unit for a job in Perth. Another good one gone. || That's a real loss for the team, especially if they were experienced. It's a very familiar story in Irish healthcare. Is anyone organising a send-off for {name}?
I've {nn} CPD hours logged so far this year, need to check what the NMBI actually wants. || It's worth checking the current requirements on the NMBI site since they do change. A simple spreadsheet with date, activity, hours and a one-line reflection makes the renewal much less painful.
Got home at {time} after a shift that was supposed to end three hours earlier. I'm wrecked. || Three hours over on top of a full shift is a lot. Eat something proper, even if it's toast, and try to get to bed without scrolling. Are you back in tomorrow?
Antenatal class tonight in the community centre in {place}, {nn} couples booked. I'm doing the pain relief session. || That's a good-sized group. The pain relief session always gets questions about epidurals and gas and air; a couple of anonymised real-life stories tend to land better than slides.
The printer on the ward has been broken for {n} days and nobody will fix it. Small things, but honestly. || Small things like that really grind people down on a busy ward. If you log it formally with the date each time, it's harder to ignore and it gives the manager something to escalate.
Should I do the advanced practice course next year or am I mad taking on more study with everything going on? || It depends on how much else is on your plate. You could ask whether the course can be spread over two years, or whether the hospital would give study leave; that changes the maths a lot.
Three sets of twins on the ward this week. {name} says it's something in the water in {place}. || Three sets in a week is a busy run. Twins need more monitoring, so it's a lot of extra work even if it makes a nice story. Hopefully the ward settles down next week.
I need to write a reflection for my portfolio about a difficult shift. Can you help me structure it? || Of course. Gibbs is the usual structure: what happened, how you felt, what went well and badly, what you make of it, what you'd do differently, and an action plan. Keep identifying details out and focus on your own learning.
The new electronic charting system goes live on {day}. Everyone's dreading it. || New systems are always painful for the first few weeks. Find out early who the superusers are on each shift, and jot down specific problems with times; it helps the IT people fix them faster.
Mum I saw in {place} today asked about vitamin D drops for the baby and I'd no leaflets left. || It might be worth keeping a small stock of the common leaflets in the car and restocking every Monday. In the meantime you could text her the HSE page so she has the dose in writing.
Handover this morning took {mins} minutes because nobody could find the bloods. || That's maddening at the end of a night. A quick handover checklist, bloods sent, results chased, plan agreed, can stop those hunts. Is there one agreed place results are meant to be flagged?
Really hoping I don't get called in on my day off. We're down {n} midwives this week. || Being short makes those calls likely. It's fine to decide in advance whether you'll say yes, so you're not deciding on the spot when the phone rings. Your rest days matter too.
The registrar today was brilliant with a really anxious first-time mum. I want to be that calm. || It's great that you noticed. Try to pin down what made it calm: the tone, the slower pace, explaining each step before doing it. Those are all things you can practise on purpose.
We're collecting for {name}'s leaving present, {price} each. Is that normal? || That's in the usual range for a work collection, though nobody should feel pressured. An envelope that goes round anonymously stops anyone feeling awkward about the amount.
Drove {km} km today between visits and the mileage claim form is a nightmare. || Mileage forms are notoriously fiddly. Logging each trip at the end of the day, start, finish and purpose, is much quicker than reconstructing a month from your diary.
Our unit is doing a baby-friendly audit next month and I've been roped into it. || Audits are a pain but they can be useful if the findings go somewhere. Ask early what the main criteria are so you're not scrambling in the last week.
Had a mum today who only speaks Portuguese and the interpreter line dropped twice. || That's tough when clear communication matters so much. Translation apps help in a pinch, but it's worth reporting the interpreter line problems to your manager so they're on record.
Slept {n} hours after the night shift. Feel like I've been hit by a bus. || After nights even a decent sleep can leave you groggy. Some daylight, some food, and nothing important until you're properly awake. Are you back in tonight?
The community team is getting a new base in {place}. Supposedly better parking. || Better parking would make a real difference for a team that's in and out all day. Do you know when you're moving? It might change your usual routes for visits.
A dad fainted in the delivery room today. Caught him just in time. Happens more than you'd think. || It really does happen a lot, usually a mix of heat, no food and adrenaline. A chair by the bed and telling partners to sit when things get intense is half the battle. Was he okay?
Student asked me today why I became a midwife and I actually had to think about it. || That's a good question to be asked every so often. What did you tell them? Sometimes saying it out loud reminds you why the hard shifts are worth it.
{name} and I swapped shifts so I can get to Clifden on {day}. Owe her big time. || Good colleagues are worth their weight in gold. A box of biscuits from {shop} for the break room usually settles the debt.
Had to call the neonatal team at {time} for a baby who was slow to breathe. All fine in the end but my heart. || Those moments stay with you even when they end well. It might help to talk it through with a colleague or at a debrief; it's normal to feel shaky afterwards.
The car park at the hospital was full again, parked in {place2} and walked. Late for handover. || Parking at the hospital is a well-known nightmare. Is there any staff permit scheme or park-and-ride worth looking into? It might save you the stress before nights.
Our union rep says there might be industrial action in {month} over staffing. || Staffing is a real pressure point. It would be worth going to the branch meeting so you know exactly what's proposed and how it affects rostered shifts.
I've a job interview for a clinical skills facilitator post on {day}. Nervous. || That's exciting. Think of two or three concrete examples of teaching students or improving practice, and how you'd handle a struggling learner. Want to run through some likely questions?
"""

_COTTAGE = """
Drove out to the cottage after work, the damp in the back room is worse after all the rain this week. || That back room needs attention before anything cosmetic. It's worth finding out whether the damp is rising, penetrating or condensation, because the fixes are quite different. A few moisture meter readings would help.
The roofer is coming on {day} to look at the slates. Terrified of what he'll say. || Better to know now than after you've spent money inside. Ask him to separate the urgent repairs from the ones that can wait a few years, and get the quote in writing with the VAT shown.
Found a bottle of Powers and a newspaper from 1974 under the floorboards in the front room! || What a find. Old houses are full of those little time capsules. Keep the newspaper somewhere dry; it'd be lovely framed once the cottage is finished.
The SEAI form wants a BER done before anything starts. How does that work? || Generally a registered BER assessor does the assessment first, and for some schemes the grant must be approved before works begin. Check the current scheme rules so you don't invalidate the grant by starting early.
Spent the whole of {day} stripping wallpaper. There were {n} layers. {n} layers! || That's archaeology at this stage. A wallpaper steamer makes a huge difference; you can often hire one for the day. Your arms must be killing you.
The septic tank inspection is due and I don't even know where the tank is exactly. || The neighbours or the previous owner's family might know; in rural Connemara someone usually remembers. A probe rod along the likely drainage line is the old-fashioned method.
Should I keep the old open fireplace or block it up for efficiency? || You can keep the character and most of the efficiency with a stove set into the fireplace opening. An open fire loses most of its heat up the chimney, and blocking it completely needs thought about ventilation.
Picked up {n} tins of paint in Woodies, they had a sale on. Total damage {big}. || That's a decent haul. Make sure whatever goes on the old walls is breathable; modern vinyl paints can trap moisture in an old stone cottage.
The electrician says the whole place needs rewiring. No surprise there. || In a cottage that age rewiring is almost standard. Make sure you get the completion cert, because insurers and the grant people will want it, and now's the time to plan sockets and lighting properly.
The wind out at the cottage last night was something else, gusts of over a hundred km an hour according to Met Éireann. || Atlantic gusts like that are a real test of the roof. If you can, look for new drips or lifted slates after a storm like that and make a note for the roofer.
My neighbour out there, {name}, dropped over with a loaf of brown bread and the whole history of the townland. || That's the best kind of neighbour. Local knowledge is priceless in a place like that; they probably know where the water comes from and which fields flood.
Trying to decide on the bathroom layout, the room is only about {n} square metres. || In a small bathroom a walk-in shower with a glass panel usually works better than a bath. A wall-hung toilet and vanity make the floor look bigger and are easier to clean.
The skip hire place wants {big} for a week. Robbery. || Skip prices vary a lot with size and what goes in. Ring two or three firms, and ask about a smaller skip if you can do a few runs to the civic amenity site yourself.
The builder's lads found the back wall has no foundations to speak of. Great. || That's common enough with old cottages built straight onto rock or boulder clay. An engineer should look at it before anyone decides how to underpin it; don't let anyone just pour concrete without a plan.
Is lime plaster worth the extra cost on the old stone walls? || On solid stone walls lime is usually the right choice because it lets moisture out; cement render can trap water and cause damp. It costs more and takes longer to cure, but it tends to solve problems rather than cause them.
Drove to the cottage and back, {km} km each way, and half of it behind a tractor. || That's Connemara roads for you. At least it's a scenic crawl. Did you get much done while you were out there?
The well water came back with a high bacteria count. Need to sort a filter. || That's worth acting on. A UV system with a sediment pre-filter is the usual fix, and get the water retested after it's fitted. Until then, boil anything you drink.
{name} from down the road says the last owner kept hens in the back kitchen. Explains the smell. || That explains a lot. Once the old floor and plaster come out the smell usually goes with them, and a good airing will do the rest.
Windows or the roof first? I can't afford both this year. || Generally the roof first, since a leaking roof damages everything below it. Windows can be next year, and in the meantime heavy curtains or secondary glazing film help.
I've {n} different quotes for the windows and they're all over the place. || Put them side by side: material, U-value, whether fitting and taking away the old windows is included, warranty and lead time. The cheapest one often leaves something out.
Do I need planning permission to extend the kitchen out the back by {n} metres? || Some small rear extensions are exempted development, but there are size and boundary limits and different rules can apply in some areas. The council planning office will often give an informal view before you pay for drawings.
Spent the evening on Pinterest looking at cottage kitchens. I've no discipline. || Pinterest is dangerous. Try saving only ideas that would fit your actual space and budget, with a note on what you like about each one, the colour or the shelving or the worktop.
Bought a second-hand dehumidifier off DoneDeal for {price}. Left it running in the back room. || That'll help while you sort the cause. Empty it regularly and note how much water it pulls out per day; it's a rough guide to how damp the room really is.
The stone wall at the gable end is bulging a bit. Should I be worried? || A bulging stone wall is worth getting looked at by an engineer or an experienced stonemason. It might be stable for decades or it might need tying back in; either way it's better to know.
My brother-in-law keeps giving opinions on the cottage as if he's paying for it. || That's a classic. Thank him for the input and change the subject; the decisions are yours. Sometimes asking him to help with one specific job channels the enthusiasm usefully.
Got {n} bags of rubbish out of the shed today, including a rusted bike and a Sacred Heart picture. || A productive day. The Sacred Heart picture might be worth keeping for the story alone. Are you getting a skip for the rest or doing runs to the recycling centre?
Is it mad to do some of the painting and tiling myself to save money? || Not mad at all, as long as you're realistic about time. Painting is a good DIY job; tiling is learnable but slow, so try a small splashback first and see how you get on.
The cottage smells of turf smoke and damp and I love it anyway. || That's the sign of a project you'll see through. Once it's dry and warm, the turf smell will be the nice part.
Half the slates on the porch are held on with what looks like baler twine. || That's rural ingenuity at its finest, but it won't survive many more winters. Flag the porch separately with the roofer; it might be a cheaper fix than the main roof.
The old range in the kitchen still works! Lit it for the first time today. || That's a lovely moment. Get the flue checked before you use it regularly, though; old ranges can leak fumes, and a carbon monoxide alarm is a must.
The gap under the front door is so big the dog can nearly fit under it. || A new threshold and a brush strip will make a surprising difference to draughts. It's a cheap job compared to a new door.
Went to the builders' providers in {place} for insulation and came out with {n} things I didn't need. || That happens to everyone in those places. Keep the receipts; most providers take back unopened stuff within a reasonable time.
The field behind the cottage is full of rushes. Does that mean it's wet? || Rushes usually mean poor drainage, yes. It might affect where you'd put a new septic system or an extension, so it's worth knowing before you plan anything out the back.
I keep finding old nails everywhere. My tetanus is up to date, right? || As a healthcare worker you're probably covered, but it's worth checking when you last had a booster. Good gloves and boots on site are the first line of defence.
"""

_DAD = """
Dad rang {n} times today asking where the remote was. It was down the side of the armchair every time. || That sounds frustrating, and a little worrying if it's new. Keep an eye on whether he's forgetting other things more than usual. A bright remote holder on the armchair might save a few calls.
Drove to Clifden after work, Dad's walking with the frame a bit better. || That's good progress. Regular short walks with the frame are exactly what the physios want after a hip. Is he doing the exercises they gave him as well?
Dad refuses to use the shower stool. Says it's for old people. He's nearly eighty. || That's very common pride. Framing it as a way to avoid another fall and another hospital stay often works better than talking about age. The OT might also have a more discreet option.
The home help only stayed {mins} minutes today and Dad says she barely had her coat off. || That's worth raising with the agency or the HSE coordinator, politely but clearly. Ask what the care plan says the visits should include and how long they should last.
Dad's neighbour {name} has been bringing him dinners. I need to get her flowers or something. || That's very kind of her. Flowers or a voucher for somewhere in Clifden would be lovely, and a card written by your dad would probably mean the most.
He wants to drive himself to Mass on Sunday. Absolutely not. || After a hip replacement driving usually isn't advised for several weeks, and his insurance might not cover him. Could a neighbour give him a lift, or is there a parish bus?
Sorted Dad's tablets into one of those weekly pill boxes. There are {n} different ones now. || A weekly organiser is a great idea with that many. Write a simple list of each medicine, dose and time, and keep a copy on the fridge for the carers and for any hospital visit.
Dad had a bad night, didn't sleep with the pain. He won't ring the GP himself. || Pain that stops him sleeping is worth mentioning to the GP. You could ring the surgery on his behalf if he agrees, or sit with him while he calls. Is he taking the pain relief as prescribed?
He's been watching the Rose of Tralee repeats and giving out about every contestant. Clearly feeling better. || Giving out at the telly is a great sign of recovery. It sounds like his spirits are picking up, which helps a lot with rehab.
Dad wants to go to the mart in Maam Cross next week. Is that realistic? || It depends how far along he is and whether there's somewhere to sit. If he goes, someone should drive him and he should bring the frame even if he swears he doesn't need it.
Dad's fridge had {n} opened cartons of milk in it. I give up. || That's a classic. It might be a sign he's losing track of what he's bought. A simple shopping list on the fridge that the carer or a neighbour ticks off could help.
Went through Dad's post, there's a letter from the hospital about a review but it's all jargon. || Those letters can be dense. If you tell me roughly what it says, I can help translate it. Usually they give the clinic, the time, and whether he needs to bring anything.
Dad told the nurse he walks {n} km a day. He walks to the gate. || That made me smile. It might be worth gently correcting it with the nurse so the rehab plan is based on reality.
Trying to convince Dad to get a personal alarm. He says he has the phone. || A phone isn't much use if he falls and can't reach it. A pendant or watch-style alarm is worth pushing for; some come with a free trial, which might win him round.
Orla says she'll come over from Dublin to help with Dad for {n} days in {month}. || That'll give you a proper break. Write down Dad's routine for her, medication times, the carer schedule and who to ring for what, so she's not ringing you every hour.
Dad has started talking about selling the house in Clifden. I nearly fell off my chair. || That's a big thing for him to raise. Let him talk it through without rushing to solutions; he may be thinking about the stairs, loneliness or money. What do you think is behind it?
Took Dad for a spin to Roundstone and a 99 on the pier. He was delighted. || That sounds like a lovely afternoon. Small outings like that are good for his mood and his mobility. Maybe something to do every couple of weeks.
The OT says Dad needs grab rails in the bathroom and a raised toilet seat. || Those make a real difference after a hip. Some equipment is supplied through the HSE, so check with the OT; for the rails, a handyman can fit them quickly if you get the parts.
Dad's been on about his brother in Boston again. They haven't spoken in {nn} years. || Old family stories often come up when someone's recovering and has time to think. If he seems interested, you could help him make a video call. Is anyone else in touch with the brother?
Dad's GP surgery changed their hours, they close at {time} on Fridays now. || Good to know. Note the new hours somewhere handy, especially for repeat prescriptions before the weekend.
Dad says the dinners from the meals on wheels are too salty. || That's a common complaint. Ask the provider whether there's a lower-salt option; it's worth it for his blood pressure anyway.
He watched the Galway match with the telly on mute and the radio on. Old habits. || That's the classic setup. At least he's following the games; it gives him something to talk about with the neighbours and the carers.
Dad's meant to do his exercises {n} times a day. He does them when he remembers. || A simple chart on the fridge with ticks might help. Tying the exercises to things he already does, after breakfast, after the news, often works better than set times.
I think Dad is lonely. The house is so quiet since Mam died. || That's a hard thing to see. There may be a day centre or an active retirement group in Clifden, maybe through the parish. Even a regular visitor or a daily phone call can help a lot.
Dad asked me to set up online banking for him. God help us all. || It's doable. Start with just checking the balance, and write the steps down clearly. Keep the login details somewhere safe, not on a sticky note on the laptop.
He says the cushion they gave him for the chair is a torture device. || The raised cushion keeps his hip at a safe angle, so it's worth persuading him to stick with it for now. Maybe a softer cover over it would help.
Dad asked {name} to cut the hedge and now they're not speaking. Something about the height. || Hedges have ended many a friendship in rural Ireland. It'll probably blow over; maybe a neutral third party can smooth it, or you could pop over with a tin of biscuits.
Dad wants a smart speaker so he can ask it the weather. Tell me this is a good idea. || It can be, especially for someone with limited mobility. It can read out the weather, play the radio and even make calls by voice. Set it up with him and keep it simple.
Dad's appetite is gone since the operation. He's living on tea and toast. || Appetite often drops after surgery and with some painkillers. Small, frequent meals with some protein, like eggs or soup with bread, are easier than big dinners. Mention it to the GP if it continues.
The hospital sent Dad home with {n} pages of exercise instructions. He's used them as a coaster. || Classic. A one-page summary with pictures stuck on the fridge might work better than the full booklet. The physio might have one.
"""

_SWIM = """
Sea was {temp} degrees at Blackrock this morning. Did {mins} minutes and my hands are still tingling. || That's a solid swim for that temperature. Warm up gradually afterwards with layers and a hot drink rather than a hot shower straight away, which can make the after-drop worse.
The charity swim training plan says I should be doing {n} km a week by now. I'm nowhere near it. || Plans are guides, not laws. If you're behind, add distance gradually rather than trying to catch up all at once; jumping too fast is how shoulders get injured.
{name} turned up to the swim with a flask of hot chocolate and a changing robe the size of a tent. || Sounds like an essential swim buddy. The post-swim ritual is half the fun. Who else is in your regular group?
Jellyfish at Salthill today, lion's manes. I got out sharpish. || Good call, lion's mane stings can be nasty. Rinse with seawater, not fresh, and lift off any tentacles carefully with the edge of a card.
Got new goggles in {shop} for {price}. They fog up straight away. || Anti-fog coatings wear off fast. A drop of baby shampoo rinsed out, or a proper anti-fog spray, usually helps, and don't touch the inside of the lenses with your fingers.
Went in at {time} in the dark with head torches. Magical. || Night swims can be amazing, especially in a group. Just make sure someone on shore knows you're in, and everyone has a tow float with a light.
My shoulder is a bit sore after yesterday's swim. Rest or push through? || A bit of stiffness can be normal, but sharp or lasting pain isn't something to push through. A couple of easier days and some stretching is sensible; if it's still sore, get it looked at.
The swim group WhatsApp is {nn} people now and it never stops pinging. || Group chats like that get overwhelming fast. Mute it and check once a day, or only allow notifications for mentions.
High tide's at {time} tomorrow. Good for jumping off the diving tower? || High tide is generally the safer time to jump at Blackrock since the water's deeper. Still check for swell and anything in the water first.
Did my first swim without gloves since the autumn. {temp} degrees, felt like needles. || That's a brave step. Your hands will adapt somewhat over the next few weeks, but don't push it too far in one go.
How do I stop the cold water gasp when I get in? || Get in gradually, breathe out slowly as the water hits your chest, and give yourself a minute before you start swimming. The gasp reflex eases with regular exposure.
Sponsorship for the swim is at {big} so far. People are very generous. || That's brilliant. A quick update with a photo to everyone who's sponsored you often brings in a second wave.
Storm warning for the weekend so no swim. I'm like a bear with a sore head without it. || That's how you know it's part of your routine now. A pool session or a long walk on the prom might take the edge off.
Saw a seal at the tower today. Just staring at us. || Seals are curious and usually just watch. Best to give them space and not swim towards them.
My swim cap ripped. Third one this year. || Silicone caps last longer than latex ones. Dry it properly after each swim and keep it out of direct sun.
The open water coaching session was all about sighting. Apparently I swim in zig-zags. || Sighting takes practice. Lift your eyes just above the water every few strokes and pick a fixed landmark on shore; it should straighten your line fairly quickly.
Should I get a wetsuit for the long training swims? || For longer swims in cold water, a wetsuit can help you build distance safely. If the event allows both, training in both might show you which suits you.
Did the length of the prom in {mins} minutes, my fastest yet. || Nice one. Progress like that is very motivating. Note the conditions too, since tide and wind make a big difference.
{name} from the swim group is organising a Christmas Day dip at Salthill. || That's a great tradition. Bring plenty of warm layers and a flask. Is it for a charity too?
My feet are like blocks of ice after every swim. Neoprene socks? || Neoprene socks or boots help a lot, and they protect your feet from the stones too. Warm socks straight after and keep moving to get the circulation going.
Was it a mistake to swim straight after a night shift? I felt a bit dizzy. || Swimming when you're exhausted and cold can be risky, and dizziness is a warning sign. Better to sleep first and swim later in the day, with someone else there.
The sunrise at Salthill this morning was pink and gold. Worth the cold. || Mornings like that are why people get hooked. Did you get any photos?
How many calories does a cold swim burn? Asking for a friend who ate {n} scones after. || More than a pool swim, but not as many as people hope. Enjoy the scones; they're part of the tradition.
Bought a tow float for the long swims, bright orange. I look like a buoy. || Visibility is the whole point; boats and kayaks can see you. They double as a dry bag for your keys too.
{name} swam the whole way to the tower and back without stopping. I'm in awe. || That's impressive. You'll get there; consistency beats intensity for open-water distance. Maybe ask {name} to swim alongside you for a few sessions.
Water was brown and full of seaweed after the storm. Gave it a miss. || Good call. After storms there can be run-off and debris in the water. Give it a day or two to settle.
The lifeguards are back at Salthill for the summer. Feels safer. || It does make a difference. It's also a good chance to ask them about currents and conditions on the days you're unsure.
Swam with a bunch of {nn} women from the Tuesday group, the craic was ninety. || That's the best part of sea swimming. The social side keeps people going through the winter.
"""

_PETS = """
The dog rolled in something dead on the beach at {place}. The smell in the car on the way home. || That's the joy of a dog on the beach. Dog shampoo and a thorough rinse is the only cure. An old towel and a bottle of water in the boot helps for next time.
The cat brought a live mouse in at {time} this morning and released it in the kitchen. || A classic cat gift. A humane trap with a bit of peanut butter usually catches them. Maybe keep the kitchen door shut at night for a while.
The dog ate half a loaf of brown bread off the counter. Should I be worried? || Plain bread is usually fine, though it can upset his stomach. If it had raisins or anything sweetened, ring the vet. Keep an eye on him for bloating.
Dog training class in {place} on {day}s, the trainer says he's "very clever but very stubborn". || That's a classic collie report. Short, frequent sessions with rewards tend to work better for those dogs than long ones.
The cat is getting fat. The vet says she needs to lose a few hundred grams. || Measured portions and a puzzle feeder can help slow her down. Weigh her every couple of weeks to see if it's working.
Flea and worm treatment for both of them came to {price}. Pets are not cheap. || They're not, but prevention is cheaper than an infestation. A monthly reminder on your phone helps keep it regular.
The dog went for a sheep near the cottage. I nearly died. || That's scary, especially in sheep country. A long line and a solid recall are essential out there; farmers are entitled to act if a dog worries sheep.
The cat has decided my laptop keyboard is her bed. || Cats love warm keyboards. A heated pad or a box beside the laptop might tempt her away.
Who minds the animals while I'm in Porto? {name} offered but she's got a toddler and a new job. || You could ask {name} just to pop in for the cat and book a kennel or house sitter for the dog. Visits from someone they know are less stressful for cats.
The dog has a limp after chasing a ball on Silverstrand. || Rest him for a day or two and check the paw for cuts or thorns. If the limp lasts or he's in pain, get him to the vet.
The cat threw up on my good rug again. Hairballs I think. || Hairball paste or a high-fibre food can help, and regular brushing cuts down on the hair she swallows.
Bought a new dog bed in {shop} for {price}. He's ignored it and sleeps on the couch. || Classic. Putting something that smells of you in the bed sometimes helps. Or admit defeat and put a throw on the couch.
The dog's nails are clicking on the floor. Do I clip them myself? || You can, with proper clippers and care to avoid the quick. If he's nervous, the groomer or the vet nurse can do it in a minute.
Lost the dog for {mins} minutes on the beach in {place}. Longest {mins} minutes of my life. || That's terrifying. Make sure his microchip details are up to date; a GPS tag on the collar might give you some peace of mind too.
The cat sits at the window chattering at the birds every morning. || That's hunting instinct. She's probably having the time of her life. A bird feeder a bit further from the window keeps the drama manageable.
Dog had his yearly check-up, the vet says he's in great shape for {n}. || That's great news. All the beach running is clearly doing him good.
Thinking of getting a second dog. Tell me I'm mad. || It's a big decision: time, money, the cottage, and whether your current dog would like the company. Fostering first could be a good test.
The dog has learned to open the back door. Help. || Clever dog. A lever lock or a child-proof handle might be needed before he lets himself out onto the road.
The cat hates the vet. I got scratched getting her into the carrier. || Leaving the carrier out as part of the furniture, with a blanket inside, makes it less of an event. A calming spray on the blanket helps some cats too.
The dog goes spare at the postman every single morning. || It's very common. Teaching him to go to a mat when the bell rings, with treats, helps over time.
The collie's coat is matted at the back. The groomer in {place} wants {price}. || That's not unusual. Brushing a few times a week should keep it manageable between visits.
Took the dog to the beach at {place} at low tide, he ran for an hour straight. || A tired collie is a happy collie. Make sure he has fresh water afterwards since salt water can upset his stomach.
The cat got into the fridge and ate half a packet of ham. || She'll probably be fine, but salty processed meat isn't great for cats. Watch for vomiting or unusual thirst, and maybe keep the fridge door shut properly.
The dog is terrified of fireworks and Halloween is coming. || Start getting him used to the noises now with recordings at low volume, and plan a safe den for the night. The vet can advise on calming options if it's severe.
"""

_CAR = """
The Octavia is making a clunking noise going over bumps. || A clunk over bumps often points to suspension parts like drop links or bushes. Get it checked soon, especially before any long drives out west.
Diesel is {price} a litre at the station in {place}. Daylight robbery. || Prices vary a fair bit. A price app can show the cheapest nearby, though over a week it might only save a few euro.
Car insurance renewal quote came in way higher than last year. || It's worth shopping around. A broker or comparison site can help, and your current insurer may drop the price if you ring and say you're leaving.
The tyres need replacing, {n} hundred euro for all four apparently. || Tyres are one place not to cut corners, especially with wet Connemara roads. Mid-range brands usually give a good balance.
Got a parking ticket outside a house in {place} while I was doing a visit. I was there {mins} minutes! || That's maddening. If you were on a work visit, appeal and explain; it's worth asking the community team if there's a permit or letter you can display.
The windscreen has a crack from a stone on the Clifden road. || Small chips can often be repaired if done quickly; a crack usually means replacement. Check if your insurance includes windscreen cover.
Should I go electric for the next car? All the driving to Connemara worries me. || Range is a real consideration with long rural drives. Many newer EVs manage the distances fine, but check the charging options near the cottage and in Clifden first.
The service light is on again. I swear it was serviced in {month}. || Some service lights need resetting after a service and garages sometimes forget. Check the service book or ring the garage.
The car wouldn't start at {time} this morning. Flat battery. || Cold mornings finish off old batteries. A jump start might get you going, but it might be time for a new one.
Spent {price} on a car wash and it rained an hour later. || Classic Galway. At least the salt from the coast roads is off for a few days.
My car is full of sand and dog hair. Mortified giving {name} a lift. || A quick hoover at a petrol station helps. A boot liner and a seat cover for the dog will save the upholstery.
The road to the cottage is full of potholes, lost a hubcap somewhere near Recess. || Those roads are hard on cars. You can report the worst potholes to the council; most have an online form.
Clutch feels a bit high. Is that bad? || A high biting point can mean the clutch is wearing. It's not an emergency, but get a quote before it gets worse.
Got flashed by a speed van on the N59. I was doing {nn} over I think. No, less. Maybe. || If there's a fine it'll come in the post. The limits change a lot along the N59, so it's easy to get caught out.
The air conditioning smells like old socks. || That's often mould in the system. An aircon service or an anti-bacterial treatment usually sorts it out.
Thinking of a roof box for all the trips to the cottage. || A roof box is handy for bulky stuff but it does increase fuel use. Take it off when you don't need it.
The garage in {place} quoted {big} for the brakes. Is that fair? || It depends on whether it's pads only or pads and discs. Ask them to break down parts and labour, and compare with another garage.
Locked the keys in the car in the {shop} car park in {place}. Peak me. || It happens to everyone. A spare key with someone local, or a key safe at home, can save you next time.
A sheep walked out in front of me near Maam Cross and I nearly ended up in a bog. || Connemara sheep have no road sense at all. Slowing down on those stretches is the only defence, especially at dusk.
The car's been making a whining noise when I turn the wheel. || A whine on turning can point to low power steering fluid or a worn pump. It's worth a quick look at the garage before it gets worse.
Filled the car with petrol instead of diesel. Just kidding. Nearly though. || That's a heart-stopping near miss. If it ever happens for real, don't start the engine; get it towed and drained.
Car tax is up next month. Online again I suppose. || Online is the quickest. Have your tax disc reference and the car details to hand, and keep the confirmation email.
"""

_IRISH = """
Irish class tonight, we did the tuiseal ginideach. My brain hurts. || The genitive is famously tricky. It helps to learn it in set phrases rather than as rules, like "bean an tí" or "doras na cistine".
Tried ordering a coffee in Irish in Spiddal and the girl answered me in English. Mortified. || That happens a lot and it's not a reflection on you. Keep at it; most people are delighted to chat once you persist.
Our homework is to write {n} sentences about our weekend in the past tense. || Good exercise. Start simple: "Chuaigh mé go dtí an trá", "D'ith mé", "Chonaic mé". I can check them if you like.
Can you explain the difference between "tá" and "is"? I keep mixing them up. || Broadly, "tá" describes states and where things are, while "is", the copula, is for identity and classification: "Is banaltra í" versus "Tá sí tuirseach".
Listening to Raidió na Gaeltachta in the car. Understood maybe one word in {n}. || That's normal. Regular listening helps your ear adjust even if you don't understand much yet. Slower news programmes are a good place to start.
Is it worth doing the TEG exams? || They're a good way to set a target and measure progress, and some employers recognise them. Pick the level that stretches you without overwhelming you.
How do you say "I'm wrecked after the night shift" in Irish? || Something like "Táim traochta tar éis na hoíche" works. "Tuirseach" is tired; "traochta" is exhausted, which sounds more like it.
Watched a TG4 drama with subtitles. Felt very virtuous. || That's great practice. Try Irish subtitles sometime; reading and hearing together helps a lot.
The neighbours out at the cottage speak Irish to each other. I want to be able to join in. || That's a brilliant motivation. Even short chats about the weather will build your confidence.
Our class is going to the pub for a ciorcal comhrá on {day}. || Conversation circles are great for confidence. Bring a few prepared phrases so you're not stuck at the start.
Duolingo streak is at {nn} days. Must not break it. || That's a good habit. Pair it with speaking practice, though; apps only get you so far with conversation.
The "ch" sound in Irish makes me sound like I'm choking. || The broad "ch" is like the Scottish "loch". Practise it in short words like "loch", "ach" and "oíche".
Our teacher played a sean-nós song in class. Gave me goosebumps. || Sean-nós is powerful. Listening to songs is a great way to absorb pronunciation and vocabulary.
I keep forgetting the numbers for people in Irish. Duine, beirt, and then I'm lost. || Personal numbers are tricky: duine, beirt, triúr, ceathrar, cúigear. Using them in real situations, like counting people at the table, helps them stick.
Tried to read a story to my niece in Irish over FaceTime. She corrected me. She's {n}. || That's adorable. Kids in Gaelscoileanna pick it up fast; she could be your practice partner.
What's the Irish for "damp"? Need it for talking to the neighbours about the cottage. || "Tais" is damp and "taise" is dampness. "Tá taise sa bhalla" means there's damp in the wall.
Our class has {nn} people, mostly nurses and teachers. || That's a good mix. You'll have plenty to talk about in the conversation bits.
Do I really need the fada on everything? || Fadas change meaning and pronunciation, "sean" is old but "Seán" is a name, so it's worth getting them right.
Wrote an email to the county council in Irish. Felt very brave. || That's a great step. Public bodies are generally expected to reply in Irish if you write to them in Irish.
Learned "Is fearr Gaeilge bhriste ná Béarla cliste" today. || That's a great motto for a learner: broken Irish is better than clever English.
The teacher made us do a role play at the doctor's. I was the only one who knew the medical words in English, never mind Irish. || Occupational hazard. You could make yourself a small glossary of health words; it would be useful with the Irish-speaking families on your visits too.
Tried to follow the nuacht on TG4 tonight. Got the weather and that's it. || The weather is a great start, it's the same vocabulary every night. Keep watching and the rest will come bit by bit.
"""

_TRIP = """
Maeve sent a spreadsheet for the Porto trip with {n} tabs. She's a project manager, can you tell. || It's reassuring to have someone organised. Maybe add a tab for shared costs so nobody ends up out of pocket.
Is {n} nights enough for Porto or should we add a couple in Lisbon? || Three or four nights is plenty for Porto itself. If you have a full week, adding Lisbon by train makes sense.
What should we eat in Porto? Clodagh is dying for a francesinha. || A francesinha is a must, along with bacalhau, grilled sardines and pastéis de nata. A port tasting over in Gaia is worth doing too.
Flights from Shannon or Dublin? Shannon is closer but dearer. || Consider the total cost, including the drive and parking. Sometimes the extra for Shannon is worth the easier journey.
Do I need a raincoat for Porto in October? || Yes, October can be wet there. A light waterproof and comfortable shoes for the hills are the essentials.
Clodagh wants to do a surf lesson in Matosinhos. I'm not sure. || Beginner lessons are usually safe and fun. If you're not keen, you could have a coffee on the beach and cheer.
Cash or card in Portugal? || Cards are widely accepted, but a bit of cash is handy for small cafés and markets.
Maeve's asked if we can each put {big} into a kitty for the trip. || A kitty works well for groceries, taxis and shared meals. Keep the receipts or use an app to track it.
How hilly is Porto really? My knees are asking. || Quite hilly, especially near the river. The trams and the funicular help, and good shoes make a big difference.
Clodagh says we have to see the Livraria Lello, the Harry Potter bookshop. || It's beautiful but busy. Book tickets online and go early in the morning.
Do we need travel insurance for a week away? || It's generally worth it. Check what you already have through your health insurance or a credit card first.
Do I need an adapter for Portugal? || Portugal uses the two-pin European plug, so yes, bring an adapter for Irish three-pin plugs.
Maeve found a wine tasting thing for {big} each. Seems a lot. || Check what's included; lunch and transport can justify the price. If not, a tasting at one of the lodges in Gaia is cheaper.
Best way from Porto airport into the city? || The metro goes from the airport into the centre in about half an hour. Taxis and ride apps are also reasonable.
Clodagh has bought a new suitcase for the trip. It's the size of a small car. || Tell her to check the airline's size and weight limits before she packs it. Otherwise it could be an expensive surprise.
Thinking of learning a few Portuguese phrases. Obrigada is as far as I got. || "Bom dia", "por favor", "quanto custa?" and "a conta, por favor" will get you a long way. People appreciate the effort.
Maeve wants every hour planned. Clodagh wants to wing it. I'm in the middle as usual. || A mix usually works: one or two fixed things per day and the rest free. You'll be the peacemaker, by the sound of it.
Found a cheap fado show near the river for the last night. || Fado is a lovely way to end a trip. Smaller venues are often more atmospheric than the big tourist ones.
How do I avoid looking like a tourist in Porto? || Honestly, you'll be spotted anyway. Comfortable shoes, a small bag and a few words of Portuguese go further than any disguise.
The three of us haven't been away together since {nn} years ago in Lanzarote. || That's a long gap. It'll be great to have proper time together. Any traditions from that trip you want to revive?
"""

_MONEY = """
The electricity bill came in at {big} for two months. In a one-bed flat! || That's steep. Check your unit rate and whether you're on the best plan; switching supplier can save a fair bit.
Credit union wants {n} months of payslips and bank statements for the loan. || That's standard. Get them all in one folder and highlight regular income and outgoings; it speeds things up.
Trying to work out how much to put aside each month for the cottage. || A simple budget, fixed costs, variable costs and a renovation line, helps. Even a small regular amount adds up over a year.
Can I claim tax relief for my uniform and registration fees? || There's a flat-rate expenses allowance for nurses and midwives, and registration fees may be claimable too. Check in Revenue's myAccount.
Got an overtime payment of {big} this month. Straight into the cottage fund. || That's a nice boost. Keeping it in a separate account helps resist temptation.
Bills all landed at once this month. Why does that always happen? || Bills do cluster. A small sinking fund that you top up monthly can spread the pain across the year.
Health insurance renewal. Is it worth shopping around? || Definitely. Prices and cover change often, and a broker can compare plans for free.
My pension statement came. I don't understand a word. || They're notoriously confusing. Focus on the current value, your contributions and the projected income at retirement.
My banking app says I spent {big} on takeaways last month. Mortified. || It happens, especially around night shifts. Batch cooking on days off can help.
Gas bill estimated at {big}. I'm going to submit my own reading. || Good idea; estimates are often high. Take a photo of the meter for your records.
Thinking about switching banks. Mine keeps closing branches. || Lots of people are. Compare fees, the app and branch access. Switching is usually more manageable than people expect.
Revenue says I underpaid tax last year. Not sure how. || It's often due to tax credits being split between jobs or a benefit being taxed late. Check your end-of-year statement in myAccount.
Should I overpay the credit union loan when I can? || Often yes, credit union loans usually allow it without penalty. Check with them first and keep an emergency fund aside.
Spent {price} on a coffee and a scone in {place}. When did that happen? || Prices have gone up a lot. A flask on work days makes a difference over a month.
Trying to figure out if I can afford the Porto trip and the roof in the same year. || Put both in a simple monthly plan and see where the gap is. The roof could be phased, and the trip could be funded from a small monthly saving.
Got a refund from Revenue, {big}! Felt like Christmas. || Lovely surprise. Worth splitting it between something nice and the cottage fund.
The bank charged me a fee for something I don't understand. || Ring them and ask what it is; they often reverse fees for a first query.
My payslip has a deduction I've never seen before. {price}. What's that about? || Ask payroll; it could be a union sub, a pension adjustment or something new. Payslips are rarely self-explanatory.
"""

_HOME = """
Batch cooked a big pot of stew for the week. {n} portions in the freezer. || That's a great plan around night shifts. Label the tubs with the date to save guessing later.
The washing machine in the flat is leaking. Landlord says he'll "get someone". || Take photos and note the date. If nothing happens in a reasonable time, follow up in writing.
The neighbours upstairs had a party till {time}. I'm on nights this week. || Earplugs and a white noise app can help. A polite chat with the neighbours is worth trying too.
Made soda bread for the first time. It's a brick. || Soda bread is tricky: don't overmix and get it in the oven quickly. Proper buttermilk helps too.
Went for a walk along the prom in Salthill and kicked the wall, as you do. || Tradition. The prom is the best place in Galway for clearing your head.
Dinner was a bowl of cereal at {time}. Living the dream. || Sometimes that's all you can manage. Keep a few easy options in the freezer for those nights.
Trying to get back into reading. Any recommendations? || Depends what you like. Something short like Claire Keegan is a good way back in; she's brilliant on small Irish lives.
Went to the shop for milk and it took an hour because I met {name} and got the whole saga of her kitchen extension. || That's Galway. You can't go anywhere without meeting someone.
The heating in the flat is useless. The radiators are barely lukewarm. || They may need bleeding; a radiator key costs next to nothing. If that doesn't help, tell the landlord.
I've a cold coming on and three shifts this week. || Rest, fluids, and paracetamol if needed. If you're feverish, tell your manager; you shouldn't be on a labour ward sick.
Bought flowers at the Saturday market for {price}. Small joys. || Small joys matter. The market by St Nicholas' is lovely for that.
My plants are all dying. Even the cactus. || Overwatering is the most common killer; cacti need very little water in winter.
Treated myself to a massage in {place}. Best {big} I've spent in ages. || Well deserved. With the shifts and everything else, that kind of reset is worth it.
Cleaned the flat top to bottom. Found {n} hair bobbins and a fiver under the couch. || That's a good haul. There's something satisfying about a proper clean, especially before a busy week.
Can you give me an easy dinner I can make in {mins} minutes after a shift? || An omelette with whatever veg you have, or pasta with pesto, cherry tomatoes and a tin of tuna. Both are quick and filling.
Tried a yoga class in {place}. I'm not bendy. || Nobody is at the start. Give it a few sessions; it's great for backs and shoulders after long shifts.
Watched the whole series of something on Netflix in one go. Not sorry. || Sometimes that's exactly what you need. What was it?
The smoke alarm in the flat keeps chirping at {time}. || That's usually a low battery. Replace it, and if it's an older alarm it may be due for replacement altogether.
Had lunch with {name} in a new place on Quay Street. The chowder was unreal. || Good chowder in Galway is a public service. Was it worth going back for?
The shower in the flat goes from scalding to freezing every few minutes. || That's often a faulty mixer valve or pressure issue. Worth reporting to the landlord in writing.
Spent {price} in {shop} on nothing at all. How does that keep happening. || It's the "few bits" trap. A list helps, although nobody ever sticks to it.
Can't sleep. It's {time} and I'm on an early tomorrow. || Try getting up for a few minutes, something dull, low light, no phone. Lying there stressing about sleep rarely helps.
Made a big pot of vegetable soup from everything left in the fridge. || Best use of odds and ends. It freezes well too, so it's a good standby for the shift weeks.
My new runners are rubbing my heel. Should I give up on them? || Try thicker socks and a plaster on the heel for a few days; new shoes often soften. If they're still rubbing after a week, take them back.
"""

_FAMILY = """
Orla is {nn} weeks pregnant and sends me every single symptom. Perks of having a midwife for a sister. || That's the price of the job. It's nice she trusts you, but it's fine to set some gentle limits too, especially after nights.
My niece starts in the Gaelscoil in September. She's already bossing everyone around in Irish. || That's brilliant. She'll be correcting all of you in no time.
Mam's anniversary Mass is on {day}. Orla is coming down from Dublin. || That's a good thing to do together. It might be a nice chance for you both to spend time with Dad too.
Orla's husband is painting the nursery yellow. Bright yellow. || Bold choice. At least it's cheerful. Maybe suggest a softer shade for the sleep-deprived months ahead.
Book club picked a huge novel for next month. I'll never finish it. || Read what you can and enjoy the chat. Half of book club is the wine anyway.
Video call with my cousin in Sydney. She's moving home after {n} years. || That's big news. Moving back after years away can be exciting and hard in equal measure.
Orla asked me to be godmother. I cried. || That's lovely. It's a real honour, and you'll be a great one.
My niece asked why I'm always tired. Tried to explain night shifts to a {n}-year-old. || That's a tough one. Maybe tell her you help babies arrive at night, so you sleep during the day like an owl.
Orla's baby shower is being planned. I've been told I'm in charge of games. || Baby shower games can be great or mortifying. Maybe a guess-the-baby-photo game or a nappy raffle; keep it light.
Aunt {name} is visiting from Boston and wants to see "the real Galway". || Take her to the Claddagh, a trad session in a pub on Quay Street, and maybe a drive out to Connemara. She'll love it.
Orla rang at {time} because the baby hadn't moved much today. She's fine now. || That's exactly when to ring, and reduced movements should always be checked. I'm glad everything is okay.
My cousin {name} is getting married in {month}. Another wedding, another dress. || Weddings come in waves. Maybe a dress you can wear again, and something comfortable for the dancing.
Book club tonight. Nobody read the book. We talked about the new Dunnes. || That's the most honest book club I've heard of. Sounds like a good night anyway.
Orla wants to know if she should pack the hospital bag yet. She's {nn} weeks. || Around 36 weeks is a common time to have it ready, though earlier doesn't hurt. Maternity notes, snacks and comfy clothes are the essentials.
Mam's old recipe book turned up in a box at Dad's. Her handwriting is in it. || That's a treasure. You could scan the pages so everyone in the family can have a copy.
My niece made me a card that says "to my favrit aunty". I'm keeping it forever. || Of course you are. That's going straight on the fridge.
"""

_MISC = """
Rain again, day {n} in a row. Galway things. || Classic Galway. At least it makes the dry days feel like a gift.
Watching the hurling. Galway are making a hames of it. || Hurling can turn in minutes. There's always time for a comeback, or at least something to give out about.
Can you recommend a podcast for the drive to Clifden? || Depends on your taste. A good true crime series, or something light like a comedy chat show, makes the N59 fly by.
It's {temp} degrees and people in Galway are in shorts. || That's the Irish summer response. Anything over fifteen counts as a heatwave.
The Galway Races are on and the city is mental. || Race week is wild. If you can avoid driving through town, do.
Saw a double rainbow over the bay this morning. || That's lovely. Galway weather gives you those moments in exchange for the rain.
What's a good excuse to get out of a work night out? || "I'm on an early" works for a midwife. Or just be honest that you're tired; people usually understand.
Galway won! I'm hoarse from shouting at the telly. || Brilliant. Those wins are worth the heartbreak of the bad years.
Is it normal to be this tired in winter? || Shorter days and night shifts both make it worse. Daylight, a bit of exercise and checking your iron or vitamin D with the GP could help.
Went to a trad session in {place} last night, there were {n} fiddles and one very loud bodhrán. || That's a proper session. There's always one bodhrán player.
The Arts Festival is on, any ideas what to see? || The street theatre and free events are usually great. Check the programme for anything small and unusual; those are often the best.
Just had the best pint of Guinness in ages in a pub in {place}. || There's nothing like it. The good pubs in Galway take their Guinness seriously.
The news is so depressing these days. || It can be. Limiting how often you check it and focusing on things you can influence helps.
Christmas ads are on already and it's {month}. || It gets earlier every year. You're allowed to ignore them until December.
Started a jigsaw of the Cliffs of Moher. {n} thousand pieces. What was I thinking. || That's ambitious. A good way to switch off after shifts though. Sort the edges first.
Storm {name} is due tonight. Batten down the hatches. || Stay safe. Charge your phone, bring in anything loose, and maybe stay off the coast road.
"""


def _parse(block: str) -> list[tuple[str, str]]:
    out = []
    for line in block.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        u, a = line.split(" || ")
        out.append((u.strip(), a.strip()))
    return out


THREADS: dict[str, dict] = {
    "work": {"pairs": _parse(_WORK), "weight": 1.4},
    "cottage": {"pairs": _parse(_COTTAGE), "weight": 1.4},
    "dad": {"pairs": _parse(_DAD), "weight": 1.2},
    "swim": {"pairs": _parse(_SWIM), "weight": 0.9},
    "pets": {"pairs": _parse(_PETS), "weight": 0.8},
    "car": {"pairs": _parse(_CAR), "weight": 0.7},
    "irish": {"pairs": _parse(_IRISH), "weight": 0.7},
    "trip": {"pairs": _parse(_TRIP), "weight": 0.8},
    "money": {"pairs": _parse(_MONEY), "weight": 0.8},
    "home": {"pairs": _parse(_HOME), "weight": 1.0},
    "family": {"pairs": _parse(_FAMILY), "weight": 0.7},
    "misc": {"pairs": _parse(_MISC), "weight": 0.6},
}

# Thread-level assistant sentences appended to replies (no planted values).
THREADS["work"]["general"] = [
    "Midwifery is relentless at the moment, so protecting your days off matters as much as anything you do on shift.",
    "It might help to keep a running note on your phone of the work things that need chasing, so they don't follow you home.",
    "Short-staffed weeks always make the small admin things feel bigger than they are.",
    "Try to get a proper break on the next shift, even twenty minutes off the floor makes a difference.",
    "If anything from that shift is still on your mind, a quick debrief with a colleague you trust can help.",
    "Your CPD log will thank you for writing these things down while they're fresh.",
    "Community visits and ward shifts in the same week are a lot of switching; be kind to yourself about the tiredness.",
]
THREADS["cottage"]["general"] = [
    "With an old stone cottage, getting it dry and weathertight first almost always pays off later.",
    "It's worth keeping every quote, receipt and cert in one folder, since the grant people and insurers tend to ask for them.",
    "A renovation like this always takes longer than planned, so build some slack into the timeline.",
    "It might help to keep a simple list of jobs in the order they need to happen, so trades aren't waiting on each other.",
    "Photos before and after each stage are useful for grants, for the builder, and for your own morale.",
    "Connemara weather will decide half your schedule out there, so plan indoor jobs for the wet weeks.",
]
THREADS["dad"]["general"] = [
    "Hip recovery is slow, and the first couple of months are often the most frustrating for the person themselves.",
    "You're doing a lot for him on top of work; don't forget to let others, like Orla or the neighbours, share some of it.",
    "Keeping one page with his medications, appointments and key contacts can save a lot of stress.",
    "Small routines, the same walk, the same chair, the same time for exercises, tend to help older people recover.",
    "It's normal for his mood to go up and down while he's less independent than he's used to.",
    "If anything changes suddenly, pain, confusion or a fall, it's worth getting him seen quickly.",
]
THREADS["swim"]["general"] = [
    "Cold water swimming is great for the head, but it's always safer with someone else on the shore or in the water.",
    "Consistency matters more than big sessions for building up to a long open-water swim.",
    "Always have warm layers ready before you get in; the after-drop catches people out.",
    "Keeping a short log of water temperature, time in and how you felt is a great way to track progress.",
    "Bright caps and a tow float make you much easier to spot from the shore.",
]
THREADS["pets"]["general"] = [
    "Animals pick up on routine changes, so the shift weeks can unsettle them a bit.",
    "Keeping the vet's details and their vaccination records handy makes any emergency much easier.",
    "A tired collie is usually a well-behaved collie.",
    "Cats do their own thing, but a predictable feeding routine helps them a lot.",
    "It's worth having a plan for who minds them when you're away or on long shifts.",
]
THREADS["car"]["general"] = [
    "With the amount of driving you do for work and the cottage, the car is basically essential equipment.",
    "Keeping the service book and receipts together helps a lot when you sell or trade in.",
    "Connemara roads are hard on any car, so small issues are worth catching early.",
    "It might be worth keeping a small emergency kit in the boot: torch, blanket, jump leads.",
    "Remember to keep a note of the mileage for work claims too.",
]
THREADS["irish"]["general"] = [
    "Little and often is the best way with a language; ten minutes a day beats a long session once a week.",
    "Using Irish with the neighbours out at the cottage will do more for you than any textbook.",
    "Mistakes are part of it; native speakers are usually delighted anyone's making the effort.",
    "Keeping a small notebook of useful phrases helps them stick.",
    "TG4 and Raidió na Gaeltachta are great for getting your ear in.",
]
THREADS["trip"]["general"] = [
    "Porto in October should be lovely, a bit quieter than summer and still mild.",
    "With three people, agreeing a budget up front saves awkwardness later.",
    "It helps to keep all the bookings in one shared note so nobody's scrolling through emails at the airport.",
    "Leaving some free time in the plan usually makes the best memories.",
    "A shared kitty app makes splitting costs much less awkward.",
]
THREADS["money"]["general"] = [
    "Having one place where you see all the bills and savings together makes these decisions much easier.",
    "Revenue's myAccount is clunky but it's worth checking once a year for credits you're missing.",
    "The credit union is usually flexible if you talk to them early about anything.",
    "A small emergency fund separate from the cottage money gives you breathing room.",
    "It might help to set a reminder each month to check the accounts, even for ten minutes.",
]
THREADS["home"]["general"] = [
    "With nights in the mix, making home life easy for yourself really matters.",
    "Looking after yourself between shifts is the part that usually slips first.",
    "Small comforts count for a lot when the weeks are this busy.",
    "It might help to keep a few easy meals in the freezer for the hardest weeks.",
    "A bit of routine on the days off helps your body clock recover after nights.",
]
THREADS["family"]["general"] = [
    "Having a midwife in the family is a gift, even if it means the odd late-night phone call.",
    "It's nice that you and Orla are so close, especially with everything going on with your dad.",
    "Family things pile up alongside everything else; try not to take all of it on yourself.",
    "Those small family moments tend to be the ones people remember.",
]
THREADS["misc"]["general"] = [
    "Galway really does have its own weather system.",
    "It's good to have a few things outside work and family that are just for you.",
    "Sometimes it's the small things that make a week feel better.",
    "Hope you get a bit of a break this week.",
]

THREADS["work"]["general"] += [
    "Night shifts add up in ways that aren't obvious, so try to plan the day after as a write-off rather than a day off.",
    "It's worth raising the recurring problems at the next team meeting; if it's bothering you, it's probably bothering others too.",
    "Keeping a few notes about good moments at work is useful for your portfolio, and for the bad weeks.",
    "Community work has its own kind of tiredness, all that driving and being on your own between houses.",
    "If the staffing keeps being this tight, it's reasonable to ask your manager what the plan is.",
]
THREADS["cottage"]["general"] += [
    "Old cottages reward patience; the worst problems are usually the ones hidden under quick fixes from decades ago.",
    "It's worth asking the neighbours who they've used for work locally; word of mouth is gold out there.",
    "Try to keep a contingency of ten to fifteen percent on top of every quote, because something always turns up.",
    "Breathable materials tend to be the answer to most questions about old stone walls.",
    "Getting the water, drainage and electrics sorted early will save you undoing finished work later.",
]
THREADS["dad"]["general"] += [
    "It can help to write a short weekly note with Orla about how he's doing, so you're both working from the same picture.",
    "Try to keep his independence where it's safe; older people often do better when they still feel in charge of something.",
    "The public health nurse can be a good ally if things get harder to manage.",
    "Looking after a parent at a distance is tiring in its own way, especially on top of shift work.",
    "Getting him out of the house, even for short spins, usually does wonders for his mood.",
]
THREADS["swim"]["general"] += [
    "Listen to your body in the cold; shivering that doesn't stop after twenty minutes is a sign to take it easier next time.",
    "The social side of a swim group is half the benefit, especially through the dark months.",
    "Checking the tide and the forecast before heading down should be as routine as packing the towel.",
    "Warm-down habits matter as much as the swim itself in winter water.",
    "Building distance slowly over weeks is what gets people to the start line uninjured.",
]
THREADS["pets"]["general"] += [
    "Collies need a job to do, so a bit of training or a puzzle toy on the shift days can stop the mischief.",
    "A quick weekly check of ears, paws and teeth catches most problems early.",
    "Animals are great company around shift work, even if they don't respect your sleep.",
    "It might be worth looking into pet insurance if you haven't, given the vet bills these days.",
    "Keeping a spare lead and a bag of treats in the car is always handy.",
]
THREADS["car"]["general"] += [
    "An old car that's been looked after can keep going a long time, but repair costs add up quickly once several things go.",
    "If you're weighing up a replacement, keep a rough tally of what the Octavia costs you each year.",
    "With winter coming, it's worth checking lights, wipers and tyres anyway.",
    "The N59 is a long road in the dark, so a reliable car matters for you more than most.",
    "A good local garage is worth hanging on to.",
]
THREADS["irish"]["general"] += [
    "It's very normal to understand more than you can say at this stage; speaking catches up later.",
    "Try thinking in Irish for small things, like the shopping list or the weather, to keep it ticking over.",
    "Your work visits in the Gaeltacht areas will be a great chance to practise a few phrases.",
    "Every learner hits a plateau; it usually means the next jump is coming.",
    "Songs and prayers you half-remember from school can be a surprisingly good starting point.",
]
THREADS["trip"]["general"] += [
    "It's worth downloading offline maps of Porto before you go in case the data is patchy.",
    "Booking the one or two things you really want to do ahead of time takes the pressure off the rest.",
    "A week away with old friends after the year you've had sounds like exactly the right idea.",
    "Travel money apps can make splitting costs between the three of you painless.",
    "Pack light; the hills and cobbles of Porto are no friend to a big suitcase.",
]
THREADS["money"]["general"] += [
    "With the cottage costs coming, knowing your monthly numbers will make decisions a lot less stressful.",
    "It's worth setting aside an hour once a month to go through bills and statements properly.",
    "Small recurring charges add up; a yearly review of subscriptions is worth it.",
    "If any of this feels overwhelming, MABS offer free, confidential money advice.",
    "Keeping digital copies of important letters in one folder makes tax time much easier.",
]
THREADS["home"]["general"] += [
    "Sleep after nights is the thing most worth protecting; blackout curtains make a real difference.",
    "A bit of fresh air on the prom between shifts is cheap medicine.",
    "Renting means some things are out of your control, but keeping a record of everything helps.",
    "It's okay for some weeks to be about just getting through.",
    "Cooking in bulk on a day off pays for itself twice over in a busy week.",
]
THREADS["family"]["general"] += [
    "Orla's pregnancy will bring its own run of questions; it's fine to remind her that her own midwife is the first port of call.",
    "Having little ones in the family is a lovely counterweight to all the hard stuff with your dad.",
    "Make sure you get some of that family time as a guest, not as the family's midwife and organiser.",
    "Keeping small traditions going matters a lot, especially since your mam died.",
]
THREADS["misc"]["general"] += [
    "It's nice to hear about the everyday bits in between everything else.",
    "Galway really comes into its own on the good days.",
    "A bit of normal life is good for the head.",
    "Hope you got a few minutes for yourself today.",
]

THREADS["work"]["general"] += [
    "Try not to let the rota decide everything; put your own non-negotiables in early.",
    "It's fine to say no to extra shifts sometimes, even when the ward is short.",
    "Those long, quiet drives between visits can be good thinking time, or good podcast time.",
    "Students usually remember the midwife who explained things calmly more than anything in the lectures.",
    "The paperwork never really ends, so batching it at a set time can stop it leaking into your evenings.",
    "After a tough shift, eating properly before bed makes a surprising difference to how you sleep.",
]
THREADS["cottage"]["general"] += [
    "Keep a running snag list on your phone each time you visit; it makes conversations with trades quicker.",
    "Out in the Gaeltacht, local trades often book up months ahead, so earlier is better for everything.",
    "It's good to celebrate the small wins on a project this size.",
    "Sometimes the cheapest fix now is the most expensive one later with an old house.",
    "Ask for everything in writing, even from the nice neighbours who know a fella.",
    "The cottage will have its own pace; there's no prize for finishing it in a year.",
]
THREADS["dad"]["general"] += [
    "Clifden is a long way after a shift, so try not to feel guilty about the days you can't go.",
    "A notebook at his place where carers and visitors jot down how he is can be really useful.",
    "He may accept help more easily if it's framed as helping you worry less.",
    "It's a lot to be his daughter and his unofficial nurse at the same time.",
    "Recovery isn't a straight line; bad days don't necessarily mean he's going backwards.",
]
THREADS["home"]["general"] += [
    "The flat is your base for everything else, so making it comfortable is worth a bit of effort.",
    "A walk on the prom, a bowl of soup, an early night: the simple things do most of the work.",
    "If you're run down, it's worth mentioning it to your GP rather than just pushing on.",
    "You deserve a proper day off that isn't spent on chores, the cottage or Clifden.",
]
THREADS["swim"]["general"] += [
    "Winter swimming is as much about knowing when not to go in as when to go.",
    "A buddy system is the simplest safety rule there is in open water.",
    "It's great that the swimming gives you something that's just yours.",
]
THREADS["pets"]["general"] += [
    "Both of them will be glad of a quiet evening in with you after a long week.",
    "Pet-proofing the cottage will be a project in itself.",
    "A decent microchip registration and a tag with your number are the cheapest insurance there is.",
]
THREADS["money"]["general"] += [
    "Credit union staff tend to be happy to talk things through in person, which can save a lot of back and forth.",
    "It might help to look at the cottage budget and your monthly budget side by side.",
]
THREADS["car"]["general"] += [
    "Keeping up with small repairs is usually cheaper than waiting for them to become big ones.",
    "It's worth checking the tyres before any long trip out west.",
]
THREADS["trip"]["general"] += [
    "Make sure you all have the booking details offline, just in case.",
    "October in Portugal is still warm enough for sitting outside in the evenings.",
]
THREADS["irish"]["general"] += [
    "Your class sounds like a good place to make mistakes safely.",
    "Even ten words a week adds up to a real vocabulary by next year.",
]

ASSIST_EXTRA = [
    "If it helps, I can put together a short checklist you can keep on your phone.",
    "I can also draft a quick message if you need to send one about it.",
    "Let me know if you'd like to break it down into smaller steps.",
    "If you tell me a bit more, I can be more specific.",
    "It might be worth jotting it in your diary so it doesn't get lost in a busy week.",
    "There's no need to solve it all today; picking the next step is enough.",
    "It sounds like you've already got a good sense of what needs doing.",
    "Happy to help you think it through from a different angle if you'd like.",
    "Given everything else you're juggling, it's reasonable to keep this one simple.",
    "A quick note to yourself now will save you trying to remember it later.",
    "You're handling a lot at the moment, so go easy on yourself.",
]

# Short user asides, used to bury facts mid-message.
THREADS["work"]["bits"] = [
    "Long day on the ward again.", "{name} brought in brownies so that was something.", "The unit was heaving.",
    "Handover ran over as usual.", "I've a student with me all week.", "The community car was in the garage so I used my own.",
]
THREADS["cottage"]["bits"] = [
    "Out at the cottage all afternoon.", "The rain came in sideways again.", "The back room still smells of damp.",
    "Cleared another load of rubbish from the shed.", "The neighbour's cows were looking in the window at me.",
]
THREADS["dad"]["bits"] = [
    "Dad's in good form today.", "Just back from Clifden.", "Dad's giving out about the carers again.",
    "He did his exercises without being nagged, miracles.", "The house smells of Silvermints and turf.",
]
THREADS["swim"]["bits"] = [
    "Water was {temp} degrees this morning.", "Great swim at Blackrock earlier.", "My hands are still numb.",
    "The swim group is growing.", "Saw the seal again.",
]
THREADS["pets"]["bits"] = [
    "The dog is snoring beside me.", "The cat is ignoring me again.", "Walked the dog on the prom at {time}.",
    "Hairs everywhere.", "The dog found a dead crab on the beach.",
]
THREADS["car"]["bits"] = [
    "The car is making that noise again.", "Diesel light came on outside {place}.", "Got stuck behind a tractor for {km} km.",
    "Finally hoovered out the car.",
]
THREADS["irish"]["bits"] = [
    "Irish class was fun tonight.", "My Duolingo owl is judging me.", "We did the past tense again.",
    "The múinteoir gave us a poem to learn.",
]
THREADS["trip"]["bits"] = [
    "Maeve is in full planning mode.", "Clodagh sent {n} TikToks about Porto.", "Only a few weeks to go now.",
    "The group chat is all about the trip.",
]
THREADS["money"]["bits"] = [
    "Paid a load of bills today.", "Looked at my bank balance and then looked away.", "Finally opened the post.",
    "Spent the evening on Revenue's website.",
]
THREADS["home"]["bits"] = [
    "Just had the best cup of tea.", "Flat is freezing tonight.", "Finally got a proper sleep.",
    "Made a big pot of soup.", "Rain hammering off the windows.",
]
THREADS["family"]["bits"] = [
    "Orla rang for an hour.", "My niece drew me a horse.", "Book club tonight.", "Family group chat is buzzing.",
]
THREADS["misc"]["bits"] = [
    "Lashing rain again.", "Galway are playing later.", "The prom was packed.", "What a week.",
]

# To-do items used for the list style.
THREADS["work"]["items"] = ["swap the {day} night with {name}", "log CPD hours", "restock leaflets in the car",
                            "ring the lactation consultant", "submit the mileage form"]
THREADS["cottage"]["items"] = ["ring the skip people", "get a quote for the windows", "check the gutters",
                               "buy more dehumidifier bags", "email the engineer"]
THREADS["dad"]["items"] = ["collect Dad's prescription", "ring the home help agency", "buy grab rails",
                           "sort his pill box", "book his hair cut"]
THREADS["swim"]["items"] = ["new swim cap", "sponsorship update", "check tide times for {day}", "dry the changing robe"]
THREADS["pets"]["items"] = ["flea treatment", "dog food from {shop}", "cat litter", "book the groomer"]
THREADS["car"]["items"] = ["car wash", "tyre pressure", "renew the car tax", "top up screenwash"]
THREADS["irish"]["items"] = ["Irish homework", "learn the poem", "ten minutes of Duolingo", "watch Ros na Rún"]
THREADS["trip"]["items"] = ["adapter plugs", "check passport expiry", "pay Maeve back {price}", "buy a small backpack"]
THREADS["money"]["items"] = ["pay the gas bill", "send payslips to the credit union", "check myAccount", "move {big} to savings"]
THREADS["home"]["items"] = ["bleed the radiators", "defrost the freezer", "milk, bread, eggs", "return the runners"]
THREADS["family"]["items"] = ["card for Orla", "present for my niece", "book club book", "ring my cousin"]
THREADS["misc"]["items"] = ["batteries", "umbrella", "birthday card for {name}"]

INTROS = [
    ("Hi! I'm a community midwife in Galway and my life is a bit all over the place at the moment between shifts, a cottage I'm doing up in Connemara and my dad's new hip. Can I use you to help me keep track of things?",
     "Of course. That sounds like a lot to juggle at once. Tell me things as they come up, whether it's the shift rota, the cottage, your dad or anything else, and I'll help you think them through, draft messages, and keep the details straight."),
    ("Hello. Midwife, Galway, too many things on the go. My sister says I need a PA. You'll have to do.",
     "Happy to be the stand-in PA. Tell me what's on your plate, work, family, the house, plans, and we can sort through it bit by bit. Where would you like to start?"),
]

OPENERS = ["", "", "", "", "", "Ah.", "Oh.", "Right.", "Okay.", "Got you.", "I see.", "Fair enough.", "Ah, I see.",
           "Oh, I hear you."]
OPENERS_Q = ["", "", "", "", "Good question.", "Okay.", "Right.", "Hmm.", "Fair question.", "Let me think."]
CLOSERS = ["", "", "", "", "Let me know how it goes.", "Happy to dig into it more if you want.",
           "Shout if you want me to draft something.", "Anything else on that front?", "Keep me posted.",
           "We can come back to it whenever suits.", "Hope the rest of the day is a bit quieter.",
           "Want me to make a list for you?", "Mind yourself."]
USER_PREFIX = ["", "", "", "", "", "Ugh. ", "Right, ", "Quick one. ", "So ", "Okay so ", "Morning! ", "Evening. ",
               "Hiya. ", "Me again. "]
USER_SUFFIX = ["", "", "", "", "", "", " Anyway.", " Thoughts?", " Ah well.", " Sorry, rambling.",
               " That's all really.", " Such is life."]

# ---------------------------------------------------------------------------
# Planted facts: value generators
# ---------------------------------------------------------------------------

PLANT_FIRST = [
    "Fidelma", "Gearóid", "Attracta", "Finbarr", "Concepta", "Lorcan", "Ursula", "Tadhg", "Bernadette", "Dermot",
    "Philomena", "Ruairí", "Eilís", "Cathal", "Assumpta", "Proinsias", "Majella", "Fiachra", "Nuala", "Malachy",
    "Sorcha", "Donncha", "Ailbhe", "Canice", "Labhaoise", "Enda", "Treasa", "Cormac", "Perpetua", "Eamonn",
]
PLANT_SUR = [
    "Ó Flatharta", "Mac Donncha", "Conneely", "Keaveney", "Furey", "Geraghty", "Lydon", "Naughton", "Cloherty",
    "Ó Fátharta", "Mannion", "Folan", "Hession", "Kilbane", "Costelloe", "Fahy", "Lally", "Mulkerrin",
    "Coyne", "Staunton", "Faherty", "Ó Conghaile", "Diskin", "Qualter", "Burke-Kennedy", "Tierney",
]
PET_NAMES = [
    "Mossie", "Bramble", "Sprocket", "Juniper", "Pilchard", "Marmalade", "Gruffalo", "Nutmeg", "Clancy",
    "Taoiseach", "Bosco", "Fionnuala", "Dáithí", "Crumble", "Tinchy", "Pangur", "Mangetout", "Sherlock",
    "Wellington", "Custard", "Dougal", "Ptolemy", "Ballyhoo", "Oisínín",
]


def _person(rng, ctx):
    while True:
        v = f"{rng.choice(PLANT_FIRST)} {rng.choice(PLANT_SUR)}"
        first = v.split()[0]
        if first not in ctx.setdefault("firsts", set()):
            ctx["firsts"].add(first)
            return v


def _pet(rng, ctx):
    while True:
        v = rng.choice(PET_NAMES)
        if v not in ctx.setdefault("pets", set()):
            ctx["pets"].add(v)
            return v


def _ordinal(d: int) -> str:
    if 11 <= d <= 13:
        return f"{d}th"
    return f"{d}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th') }"


def _date(months, fmts=None, year=2025):
    def gen(rng, ctx):
        near = ctx.get("near_date")
        if near is not None:   # a correction: a rescheduled date a few days or weeks away
            dt = near + datetime.timedelta(days=rng.randint(3, 30))
        else:
            dt = datetime.date(year, rng.choice(months), rng.randint(1, 28))
        ctx["last_date"] = dt
        m, d = dt.month, dt.day
        mon = MONTHS[m - 1]
        fmt = rng.choice(fmts or ["ord_of", "ddmm", "wd_d_month", "wd_the_ord_of", "d_mon", "month_ord", "d_month"])
        wd = DAYS[dt.weekday()]
        return {
            "ord_of": f"the {_ordinal(d)} of {mon}",
            "ddmm": f"{d:02d}/{m:02d}",
            "wd_d_month": f"{wd} {d} {mon}",
            "wd_the_ord_of": f"{wd} the {_ordinal(d)} of {mon}",
            "d_mon": f"{d} {mon[:3]}",
            "month_ord": f"{mon} {_ordinal(d)}",
            "d_month": f"{d} {mon}",
            "ddmmyy": f"{d}/{m}/{str(dt.year)[2:]}",
        }[fmt]
    return gen


def _amount(lo, hi, step=1, cents=False):
    def gen(rng, ctx):
        near = ctx.get("near_amount")
        if near is not None:   # a correction: a revised figure somewhat above the first one
            x = max(step, round(near * rng.uniform(1.05, 1.3) / step) * step)
        else:
            x = rng.randrange(lo, hi + 1, step)
        ctx["last_amount"] = x
        if cents:
            return f"€{x:,}.{rng.randint(1, 99):02d}"
        return f"€{x:,}"
    return gen


def _choice(options):
    def gen(rng, ctx):
        return rng.choice(options)
    return gen


def _digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _phone(styles):
    def gen(rng, ctx):
        s = rng.choice(styles)
        a, b = f"{rng.randint(100, 999)}", f"{rng.randint(1000, 9999)}"
        pre = rng.choice("35679")
        return {
            "mob": f"08{pre} {a} {b}",
            "mobdash": f"08{pre}-{a}{b}",
            "mobintl": f"+353 8{pre} {a} {b}",
            "mobbrk": f"(08{pre}) {a} {b}",
            "galway": f"(091) {rng.randint(500, 799)} {rng.randint(100, 999)}",
            "galway2": f"091 {rng.randint(500, 799)}{rng.randint(100, 999)}",
            "clifden": f"(095) {rng.randint(21, 44)} {rng.randint(100, 999)}",
            "clifden2": f"095-{rng.randint(21, 44)}{rng.randint(100, 999)}",
            "dublin": f"(01) {rng.randint(800, 899)} {rng.randint(1000, 9999)}",
            "pt": f"+351 9{rng.choice('1236')}{rng.randint(0, 9)} {rng.randint(100, 999)} {rng.randint(100, 999)}",
            "freephone": f"1800 {rng.randint(200, 999)} {rng.randint(100, 999)}",
        }[s]
    return gen


def _addr(kind):
    def gen(rng, ctx):
        n = rng.randint(2, 48)
        if kind == "clifden":
            return f"{n} {rng.choice(['Bayview Terrace', 'Church Hill', 'Market Street', 'Hulk Street', 'Seaview Drive', 'Ard Bhaile', 'Sky Road Cottages'])}"
        if kind == "porto":
            return f"{rng.choice(['Rua das Flores', 'Rua do Almada', 'Rua de Cedofeita', 'Rua de Santa Catarina', 'Rua da Picaria', 'Rua de Miguel Bombarda'])}, {rng.randint(12, 240)}"
        if kind == "dublin":
            return f"{n} {rng.choice(['Iona Crescent', 'Ashington Park', 'Griffith Avenue', 'Collins Drive', 'Ratoath Road', 'Drumcondra Grove'])}, {rng.choice(['Glasnevin', 'Cabra', 'Drumcondra', 'Finglas', 'Phibsborough'])}"
        if kind == "townland":
            return f"{rng.choice(['Moyrus', 'Mweenish', 'Glinsce', 'Leitir Ard', 'Aill na Brón', 'Roisín na Mainiach', 'Cill Chiaráin', 'Maíros'])}, Carna"
        if kind == "unit":
            return f"Unit {rng.randint(2, 19)}, {rng.choice(['Ballybrit Business Park', 'Liosbán Retail Park', 'Ballybane Enterprise Centre', 'Briarhill Business Park', 'Oranmore Business Park', 'Galway Technology Park'])}"
        if kind == "apt":
            return f"Apt {rng.randint(3, 38)}, {rng.choice(['Seapoint Court', 'Cois Cladaigh', 'Mutton Island Court', 'Dún Aengus House', 'Bóthar na Trá House', 'The Maoilín'])}"
        raise ValueError(kind)
    return gen


_UP = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def _ident(kind):
    def gen(rng, ctx):
        if kind == "reg":
            return f"{rng.choice(['13', '14', '15', '16'])}{rng.choice('12')}-G-{rng.randint(100, 19999)}"
        if kind == "nct":
            return _digits(rng, 4) + "-" + _digits(rng, 4) + "-" + rng.choice(_UP) + rng.choice(_UP)
        if kind == "pnr":
            return "".join(rng.choice(_UP + "23456789") for _ in range(6))
        if kind == "policy":
            return f"{rng.choice(['HHP', 'FBD-H', 'AV/HM', 'ZHI'])}/{_digits(rng, 7)}"
        if kind == "tracking":
            return f"{rng.choice(['CE', 'RX', 'LY', 'CP'])}{_digits(rng, 9)}IE"
        if kind == "loan":
            return f"LN-{_digits(rng, 5)}/{_digits(rng, 2)}"
        if kind == "eircode":
            return f"H91 {rng.choice(_UP)}{rng.randint(1, 9)}{rng.choice(_UP)}{rng.randint(1, 9)}"
        if kind == "mprn":
            return f"10 {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}"
        if kind == "medcard":
            return f"{_digits(rng, 7)}{rng.choice(_UP)}"
        raise ValueError(kind)
    return gen


# ---------------------------------------------------------------------------
# Planted facts: specs.  Each spec is one *possible* fact; every seed picks a
# subset per kind.  Clause templates use {v}; all wording here is hand-made.
# ---------------------------------------------------------------------------

def S(kind, about, thread, gen, clauses, label, frag, ask, why, q, reply, corr=None, reason=None, rep=None, ans=None):
    return dict(kind=kind, about=about, thread=thread, gen=gen, clauses=clauses, label=label, frag=frag, ask=ask,
                why=why, q=q, reply=reply, corr=corr or clauses, reason=reason or ["it changed"],
                rep=rep or ["Orla"], ans=ans or [])


SPECS = [
    # ------------------------------------------------------------------ person
    S("person", "Dad's physiotherapist", "dad", _person,
      ["the physio the hospital assigned Dad is {v}", "Dad's physio for the hip is someone called {v}",
       "the physiotherapist doing Dad's home sessions is {v}"],
      "Dad's physio", ["Dad's physio: {v}", "physio for Dad — {v}"],
      "Did the hospital tell you who the physio will be for your dad's home sessions?",
      ["I need to ring them before Dad's next session", "they're doing a home assessment first"],
      ["should I ask about a raised toilet seat or is that the OT's job?", "is it cheeky to ask for morning sessions?"],
      ["Having one named physio is a big help; you can keep the same person updated instead of starting over each time.",
       "Ask for a printed exercise sheet so your dad can follow it between visits."],
      corr=["Dad's physio is now {v}", "they've moved Dad over to {v} for physio"],
      reason=["the first physio went on leave", "the community team got reshuffled"],
      rep=["Dad", "the discharge nurse", "the ward clerk in Merlin Park"]),
    S("person", "cottage builder", "cottage", _person,
      ["the builder doing the cottage is {v}", "we've gone with a builder called {v} for the cottage",
       "the contractor for the structural work out at the cottage is {v}"],
      "the builder for the cottage", ["builder — {v}", "cottage builder: {v}"],
      "Have you settled on a builder for the cottage yet, and who is it?",
      ["they can start after the roofer is finished", "they came highly recommended by the neighbours out there"],
      ["would you ask for a written schedule of works up front?", "how much of a deposit is normal to hand over?"],
      ["A builder who knows old stone buildings is worth their weight in gold out there.",
       "It's worth getting a written schedule and payment stages agreed at the start."],
      corr=["the builder is now {v}", "we're going with {v} as the builder instead"],
      reason=["the first crowd pulled out", "the original builder broke his wrist"],
      rep=["the neighbour out at the cottage", "the engineer", "the architect"]),
    S("person", "landlord", "home", _person,
      ["my landlord is {v}", "the flat belongs to a landlord called {v}", "the landlord here in Salthill is {v}"],
      "my landlord", ["landlord: {v}", "landlord — {v}"],
      "Who's the landlord, by the way, in case we need to draft an email about the washing machine?",
      ["I've to send the meter readings directly to them", "they only ever answer emails, never calls"],
      ["should I put the washing machine complaint in writing?", "can they really put the rent up again this year?"],
      ["Having everything in writing with the landlord is always worth it.",
       "Keep copies of every message about repairs, just in case."],
      corr=["the landlord is now {v}", "the flat's been sold and the new landlord is {v}"],
      reason=["the flat was sold", "the management company changed"],
      rep=["the letting agent", "the girl in the flat upstairs"]),
    S("person", "solicitor for the cottage purchase", "money", _person,
      ["the solicitor handling the cottage title is {v}", "my solicitor for the folio transfer is {v}",
       "the solicitor sorting the right of way for the cottage is {v}"],
      "the solicitor for the cottage", ["solicitor: {v}", "cottage solicitor — {v}"],
      "Which solicitor is dealing with the title and the right of way for the cottage?",
      ["I've to drop in the signed forms this week", "they want the old deeds from Dad's house"],
      ["do solicitors usually charge for phone calls?", "how long does a folio transfer normally take?"],
      ["Property Registration stuff moves slowly, so it's good to have one solicitor driving it.",
       "Ask them for a written estimate of fees and outlays so there are no surprises."],
      corr=["the solicitor on the cottage file is now {v}", "{v} has taken over the cottage file"],
      reason=["the first solicitor retired", "the practice merged with another firm"],
      rep=["the credit union", "Dad", "the estate agent"]),
    S("person", "Irish teacher", "irish", _person,
      ["our múinteoir this term is {v}", "the new Irish teacher is {v}", "the class is being taken by {v} now"],
      "the Irish teacher", ["múinteoir: {v}", "Irish class teacher — {v}"],
      "Who's teaching the Irish class this term?",
      ["they're from Carraroe and speak really fast", "they want us to speak only Irish from the door in"],
      ["is it rude to ask them to slow down?", "do you think they'd do a few one-to-one sessions?"],
      ["A good teacher makes such a difference with a language.",
       "Native speakers from Connemara will be great for your ear, even if it's hard going at first."],
      corr=["the teacher is now {v}", "{v} is taking the Irish class from now on"],
      reason=["the first teacher got a job in Dublin", "they swapped groups"],
      rep=["the woman beside me in class", "the Conradh office"]),
    S("person", "new clinical midwife manager", "work", _person,
      ["my new clinical midwife manager is {v}", "the new CMM on the unit is {v}",
       "the manager I report to now is {v}"],
      "my new manager", ["new CMM — {v}", "manager: {v}"],
      "Have they announced who the new clinical midwife manager is?",
      ["I'll have to ask them about the rota", "they came from the Rotunda"],
      ["should I bring up the night shift pattern with them straight away?", "is it too early to ask about study leave?"],
      ["A new manager is a good chance to raise things that have been stuck for a while.",
       "Give it a few weeks to see how they work before you bring the big asks."],
      corr=["my manager is now {v}", "the new CMM is actually {v}"],
      reason=["the first appointment fell through", "there was an interim who's now gone"],
      rep=["{name} from HR", "the director of midwifery", "{name} on the ward"]),
    S("person", "vet", "pets", _person,
      ["the vet we use in Barna is {v}", "our vet is {v}", "the vet who sees the dog is {v}"],
      "the vet", ["vet: {v}", "vet — {v}"],
      "Which vet do you usually see with the animals?",
      ["they're very good with nervous dogs", "they do house calls out the Spiddal road"],
      ["should I ask them about the booster when I'm in?", "do they do the microchip check too?"],
      ["A vet who knows the animals well is worth a lot.",
       "Keep their number handy in case of any emergencies."],
      corr=["the vet we see now is {v}", "{v} is our vet from now on"],
      reason=["the practice changed hands", "the old vet retired"],
      rep=["the groomer", "{name} next door"]),
    S("person", "Dad's home carer", "dad", _person,
      ["the carer the HSE are sending to Dad is {v}", "Dad's home carer is {v}",
       "the carer coming in the mornings is {v}"],
      "Dad's carer", ["carer: {v}", "Dad's carer — {v}"],
      "Do you know the name of the carer who'll be going in to your dad?",
      ["they come at eight every morning", "Dad actually likes them, which is a first"],
      ["should I leave a note for them with his routine?", "is it okay to ask them to do a bit of shopping?"],
      ["A consistent carer makes a big difference to older people's confidence.",
       "Leaving a short note with his routine and medication times helps any carer settle in."],
      corr=["Dad's carer is now {v}", "the carer has changed to {v}"],
      reason=["the agency changed the rota", "the first carer moved to another area"],
      rep=["Dad", "the agency", "the public health nurse"]),
    S("person", "swim coach", "swim", _person,
      ["the coach for the bay swim is {v}", "the open water coach is {v}",
       "the coach running the Tuesday sessions is {v}"],
      "the swim coach", ["coach: {v}", "swim coach — {v}"],
      "Who's coaching the training sessions for the bay swim?",
      ["they're a lifeguard in Salthill", "they're doing a session on sighting next"],
      ["should I tell them about my shoulder?", "is it worth paying for one-to-one sessions?"],
      ["A good coach can spot a stroke problem in seconds.",
       "Telling the coach about any niggles early is always wise."],
      corr=["the coach is now {v}", "{v} has taken over coaching the bay swim group"],
      reason=["the first coach moved to Clare", "they split the group"],
      rep=["{name} from the swim group", "the charity organiser"]),
    S("person", "credit union loans officer", "money", _person,
      ["the loans officer at the credit union is {v}", "I'm dealing with {v} in the credit union about the loan",
       "the person handling my loan application is {v}"],
      "the loans officer", ["loans officer: {v}", "credit union contact — {v}"],
      "Who's your contact in the credit union for the loan?",
      ["I need to send them the payslips", "they said the committee meets on Thursdays"],
      ["should I ask them about overpaying?", "is it normal to wait this long for an answer?"],
      ["Having one named person in the credit union makes the process so much easier.",
       "Keep a record of what you've sent them and when."],
      corr=["my credit union contact is now {v}", "{v} is handling the loan now"],
      reason=["the first officer went on leave", "they moved branches"],
      rep=["the girl at the counter", "the credit union letter"]),
    S("person", "mechanic", "car", _person,
      ["the mechanic I use in Oranmore is {v}", "my mechanic is {v}", "the mechanic who looks after the Octavia is {v}"],
      "my mechanic", ["mechanic: {v}", "mechanic — {v}"],
      "Who's the mechanic you usually bring the Octavia to?",
      ["they're honest and cheap", "they know the car inside out"],
      ["should I get them to do the pre-NCT check?", "do mechanics usually do the timing belt?"],
      ["A mechanic you trust is worth more than any car.",
       "Getting them to do a pre-NCT check saves a lot of hassle."],
      corr=["my mechanic is now {v}", "I've moved to {v} for the car"],
      reason=["the old garage closed", "they retired"],
      rep=["{name} from work", "Dad"]),
    # ------------------------------------------------------------------ pet
    S("pet", "collie's name", "pets", _pet,
      ["my collie is called {v}", "the dog's name is {v}", "we called the collie {v}"],
      "the collie's name", ["collie — {v}", "dog: {v}"],
      "What's the collie called, by the way?",
      ["he answers to it when he feels like it", "Dad named him"],
      ["is it normal for a collie to herd the cat?", "should I get a name tag with my number on it?"],
      ["Collies are such clever dogs.", "A name tag with your number is worth it, especially near the coast."],
      rep=["Dad", "my niece"]),
    S("pet", "cat's name", "pets", _pet,
      ["the cat is called {v}", "my cat's name is {v}", "I named the cat {v}"],
      "the cat's name", ["cat — {v}", "cat: {v}"],
      "And what's the cat called?",
      ["she rules the flat", "she was a rescue from {place}"],
      ["do cats actually know their names?", "is she too old to learn tricks?"],
      ["Cats definitely know their names, they just choose whether to respond.",
       "Rescue cats often settle in wonderfully once they trust you."],
      rep=["my niece", "the rescue centre"]),
    S("pet", "Dad's Jack Russell", "dad", _pet,
      ["Dad's Jack Russell is called {v}", "Dad's little dog is {v}", "the terrier Dad has is called {v}"],
      "Dad's dog", ["Dad's dog — {v}", "Dad's terrier: {v}"],
      "Has your dad got any animals at home with him?",
      ["he's the reason Dad gets up in the morning", "he sleeps on Dad's bed, which the OT would not approve of"],
      ["is it safe for Dad to have the dog underfoot with the frame?", "who walks him while Dad can't?"],
      ["A dog can be great company for someone recovering at home.",
       "Just watch the trip hazard around the frame."],
      rep=["Dad", "{name} next door"]),
    S("pet", "niece's rabbit", "family", _pet,
      ["my niece's rabbit is called {v}", "the rabbit Orla's kids got is {v}", "the family rabbit is {v}"],
      "my niece's rabbit", ["rabbit — {v}", "niece's rabbit: {v}"],
      "Did your niece ever get that pet she was asking for?",
      ["it lives in the back garden", "it escaped twice already"],
      ["do rabbits need a friend?", "is it cruel to keep a rabbit outside in winter?"],
      ["Rabbits are sociable and usually do better with a companion.",
       "Kids and rabbits can be a lovely combination with a bit of supervision."],
      rep=["my niece", "Orla"]),
    S("pet", "donkey next to the cottage", "cottage", _pet,
      ["the donkey in the field beside the cottage is called {v}", "the neighbour's donkey is {v}",
       "the donkey that leans on my wall is {v}"],
      "the donkey next door", ["donkey — {v}", "donkey: {v}"],
      "Is there much wildlife or livestock around the cottage?",
      ["he eats my hedge", "he brays at six every morning"],
      ["can donkeys eat carrots?", "is it okay to feed him over the wall?"],
      ["Donkeys are very sociable animals, and they do love a visitor.",
       "It's best to check with the neighbour before feeding anyone's animals."],
      rep=["the neighbour", "{name} down the road"]),
    S("pet", "foster pup", "pets", _pet,
      ["the rescue pup I'm fostering is called {v}", "the foster puppy is {v}", "the pup from the rescue is {v}"],
      "the foster pup", ["foster pup — {v}", "pup: {v}"],
      "Did you end up saying yes to fostering that pup?",
      ["he's chewing everything", "he's a collie cross"],
      ["is it normal to feel guilty giving a foster back?", "how long do fosters usually stay?"],
      ["Fostering is such a generous thing to do.",
       "The first few days with a pup are always chaos."],
      rep=["the rescue", "{name} from the rescue"]),
    # ------------------------------------------------------------------ date
    S("date", "Dad's follow-up with the consultant", "dad", _date([4, 5, 6, 7]),
      ["Dad's follow-up with the consultant is on {v}", "the orthopaedic review for Dad is {v}",
       "Dad has to be back in Merlin Park on {v}"],
      "Dad's follow-up date", ["Dad follow-up — {v}", "Dad's review: {v}"],
      "When is your dad's follow-up with the consultant?",
      ["I'll have to swap a shift to bring him", "he needs an X-ray before it"],
      ["would a taxi from Clifden be covered?", "should I book a day off now?"],
      ["Good to have that date locked in so you can plan around it.",
       "Bring a list of questions to the appointment, especially about driving and stairs."],
      corr=["Dad's follow-up has been moved to {v}", "the review is now {v}"],
      reason=["the hospital rang to reschedule", "the consultant is away"],
      rep=["Dad", "the hospital letter", "the secretary in ortho"]),
    S("date", "NCT test date", "car", _date([3, 4, 5, 9, 10]),
      ["the NCT for the Octavia is on {v}", "the car's NCT is booked for {v}", "my NCT appointment is {v}"],
      "the NCT date", ["NCT — {v}", "car test: {v}"],
      "When's the NCT booked for?",
      ["I need to get the tyres done before it", "I'll have to take the morning off"],
      ["should I get it serviced first?", "do they check the tyres properly?"],
      ["A quick pre-test check at the garage can save a retest fee.",
       "Check the lights, wipers and tyre tread a few days beforehand."],
      corr=["the NCT is now on {v}", "they moved the NCT to {v}"],
      reason=["they cancelled my slot", "I had to change it for work"],
      rep=["the NCT email", "the garage"]),
    S("date", "Porto flight date", "trip", _date([9, 10]),
      ["we fly to Porto on {v}", "the flights for Porto are {v}", "the outbound flight is {v}"],
      "the Porto flight date", ["flight — {v}", "Porto, out: {v}"],
      "What date do you fly out to Porto?",
      ["I need to book the leave", "Maeve will collect us"],
      ["should I book the airport parking now?", "do you think the weather will be okay then?"],
      ["Having the dates locked in makes everything else easier to plan.",
       "Worth booking airport parking early; prices go up closer to the date."],
      corr=["we're now flying out on {v}", "the flight got moved to {v}"],
      reason=["Ryanair changed the schedule", "Clodagh couldn't get the time off"],
      rep=["Maeve", "Clodagh"]),
    S("date", "charity bay swim date", "swim", _date([6, 7, 8]),
      ["the charity swim is on {v}", "the bay swim is {v}", "the big swim itself is on {v}"],
      "the date of the bay swim", ["bay swim — {v}", "swim day: {v}"],
      "When is the charity swim itself?",
      ["that gives me about ten weeks of training", "I need to get sponsorship in before it"],
      ["is ten weeks enough to build up?", "should I taper the week before?"],
      ["A fixed date makes training much easier to plan backwards from.",
       "Tapering for a few days before the event is a good idea."],
      corr=["the swim is now on {v}", "they've pushed the swim to {v}"],
      reason=["the organisers changed it because of the tides", "the Coast Guard asked them to move it"],
      rep=["the organisers", "{name} from the swim group"]),
    S("date", "Irish oral exam date", "irish", _date([4, 5, 11]),
      ["the Irish oral exam is on {v}", "my TEG oral is {v}", "the scrúdú cainte is on {v}"],
      "the Irish oral date", ["Irish oral — {v}", "scrúdú: {v}"],
      "Did they give you a date for the oral exam?",
      ["I'll need to practise every day before it", "it's in the university"],
      ["what should I practise first?", "is it normal to be this nervous?"],
      ["Having a date makes the practice feel real.",
       "A few mock conversations in the weeks before will help a lot."],
      corr=["the oral is now on {v}", "they've changed the oral to {v}"],
      reason=["the examiner is sick", "the centre is closed that day"],
      rep=["the múinteoir", "the exam office"]),
    S("date", "SEAI grant works deadline", "cottage", _date([8, 9, 10, 11]),
      ["the grant approval runs out on {v}", "all the grant works have to be done by {v}",
       "the SEAI deadline for the cottage is {v}"],
      "the grant deadline", ["SEAI deadline — {v}", "grant deadline: {v}"],
      "Is there a deadline for getting the grant works finished?",
      ["the builder needs to be finished well before that", "otherwise I lose the grant"],
      ["is that tight for insulation and windows?", "can you get an extension?"],
      ["Deadlines like that are worth putting in the builder's contract.",
       "Keep an eye on it; grant deadlines are usually strict."],
      corr=["the grant deadline is now {v}", "they've extended the grant deadline to {v}"],
      reason=["I got an extension", "they sent a new letter"],
      rep=["the SEAI letter", "the BER assessor"]),
    S("date", "Orla's due date", "family", _date([8, 9, 10, 11, 12]),
      ["Orla's due date is {v}", "Orla's baby is due on {v}", "the baby is due {v}"],
      "Orla's due date", ["Orla due — {v}", "baby due: {v}"],
      "When is Orla due?",
      ["I've promised to be there", "I need to book leave around it"],
      ["would it be mad to take two weeks off?", "should I be at the birth or is that weird?"],
      ["It's lovely that you'll be there for her.",
       "First babies often arrive a bit after the due date, so build in some flexibility."],
      corr=["Orla's due date is now {v}", "the scan moved Orla's due date to {v}"],
      reason=["the dating scan changed it", "the consultant revised it"],
      rep=["Orla", "Orla's husband"]),
    S("date", "NMBI registration renewal deadline", "work", _date([1, 2, 3]),
      ["my NMBI renewal is due by {v}", "the registration renewal deadline is {v}",
       "I have to renew my registration before {v}"],
      "the NMBI renewal deadline", ["NMBI — {v}", "renewal: {v}"],
      "When is your registration renewal due?",
      ["the fee goes up if I'm late", "I need my CPD hours in order"],
      ["can I pay in instalments?", "should I do it now or wait?"],
      ["Registration deadlines are worth diarising.",
       "Doing it early saves a lot of last-minute stress."],
      corr=["the NMBI deadline is now {v}", "the renewal is actually due {v}"],
      reason=["they changed the renewal window", "I misread the email"],
      rep=["the NMBI email", "{name} from work"]),
    S("date", "roofer start date", "cottage", _date([3, 4, 5, 6]),
      ["the roofer starts on {v}", "the roof work is starting {v}", "the roofers are coming in on {v}"],
      "the roofer start date", ["roofer — {v}", "roof starts: {v}"],
      "When does the roofer start?",
      ["I have to clear the attic before", "the scaffolding goes up the day before"],
      ["should I be there the first day?", "what if it rains?"],
      ["Good to have a start date; it's often the hardest bit to pin down.",
       "Keep an eye on the forecast; roofers in Connemara get used to delays."],
      corr=["the roofer's now starting on {v}", "the roof job is moved to {v}"],
      reason=["the weather delayed them", "another job overran"],
      rep=["the roofer", "the builder"]),
    S("date", "collie's booster vaccination", "pets", _date([2, 3, 4, 10, 11]),
      ["the dog's booster is due on {v}", "the collie's vaccination is {v}", "the booster appointment is {v}"],
      "the dog's booster date", ["booster — {v}", "dog vaccination: {v}"],
      "When is the dog's booster due?",
      ["he needs it before the kennels will take him", "the vet sent a reminder"],
      ["do boosters make dogs sleepy?", "is kennel cough included?"],
      ["Keeping up with boosters is especially important before kennels.",
       "Some dogs are a bit quiet for a day after, which is normal."],
      corr=["the booster is now {v}", "the dog's vaccination has been moved to {v}"],
      reason=["the vet rang to change it", "I had to swap for work"],
      rep=["the vet", "the kennels"]),
    # ------------------------------------------------------------------ amount
    S("amount", "roof repair quote", "cottage", _amount(11000, 26000, 50),
      ["the roofer's quote came in at {v}", "the roof is going to cost {v}", "the quote for the roof is {v} plus VAT"],
      "the roof quote", ["roof — {v}", "roof quote: {v}"],
      "How much did the roofer quote for the job?",
      ["that's more than I budgeted", "it includes the scaffolding"],
      ["is that fair for a cottage that size?", "should I get a second quote?"],
      ["Roof costs in the west have gone up a lot; getting a second quote is always reasonable.",
       "Make sure the quote covers flashing, ridge tiles and scaffolding."],
      corr=["the roof quote is now {v}", "the roofer's revised quote is {v}"],
      reason=["the roofer found more rot in the timbers", "they revised it after seeing the attic"],
      rep=["the roofer", "the builder"]),
    S("amount", "monthly rent", "home", _amount(1150, 1900, 25),
      ["my rent is {v} a month", "I pay {v} a month for the flat", "the rent here is {v} monthly"],
      "my rent", ["rent — {v}", "rent: {v} a month"],
      "How much is the rent on the flat, roughly?",
      ["it's due on the first", "it's gone up twice in three years"],
      ["is that normal for Salthill?", "can I claim the rent tax credit?"],
      ["Rents in Galway are very high at the moment.", "The rent tax credit is worth claiming if you're eligible."],
      corr=["the rent is now {v}", "the new lease has the rent at {v}"],
      reason=["the landlord sent a new lease", "the rent review came through"],
      rep=["the landlord", "the letting agent"]),
    S("amount", "credit union loan amount", "money", _amount(15000, 40000, 500),
      ["the credit union loan is for {v}", "I'm borrowing {v} from the credit union", "the loan they approved is {v}"],
      "the credit union loan", ["loan — {v}", "CU loan: {v}"],
      "How much are you borrowing from the credit union?",
      ["that covers the roof and windows", "repayments start next month"],
      ["is that a sensible amount for the roof and windows?", "should I ask for a longer term?"],
      ["Credit union loans are often more flexible than banks.",
       "It's worth checking how much you'd save by overpaying."],
      corr=["the loan is now for {v}", "they approved {v} instead"],
      reason=["I asked for a bit more to cover the windows", "they recalculated what I'd need"],
      rep=["the credit union", "the loans officer"]),
    S("amount", "Porto apartment deposit", "trip", _amount(180, 520, 5),
      ["the deposit on the Porto apartment is {v}", "we each have to pay {v} deposit for the apartment",
       "the apartment wants {v} up front"],
      "the apartment deposit", ["apartment deposit — {v}", "deposit: {v}"],
      "How much is the deposit for the apartment in Porto?",
      ["Maeve paid it for now", "it's refundable until a month before"],
      ["should I pay Maeve back now?", "is that normal for Airbnb?"],
      ["Good to settle deposits early so nobody's out of pocket.",
       "Check the cancellation policy in case plans change."],
      corr=["the deposit is now {v}", "the apartment deposit is actually {v}"],
      reason=["the host changed the booking", "we added a night"],
      rep=["Maeve", "Clodagh"]),
    S("amount", "Dad's physio session fee", "dad", _amount(55, 95, 1),
      ["Dad's private physio sessions are {v} each", "each physio session costs {v}", "the physio charges {v} a session"],
      "the physio fee", ["physio — {v} per session", "physio fee: {v}"],
      "How much does each private physio session cost?",
      ["the health insurance covers part of it", "he's doing one a week"],
      ["can he claim it back on tax?", "is that normal for a home visit?"],
      ["Physio fees can often be claimed back partly through health insurance or tax relief.",
       "Keep the receipts for Dad's tax return."],
      corr=["the physio is now {v} a session", "the session fee is {v} now"],
      reason=["they put prices up", "the home visit costs more"],
      rep=["Dad", "the physio"]),
    S("amount", "car insurance renewal", "car", _amount(480, 1100, 1, cents=True),
      ["the car insurance renewal is {v}", "the insurance quote for the Octavia came to {v}",
       "I'm paying {v} for the car insurance this year"],
      "the car insurance", ["car insurance — {v}", "insurance: {v}"],
      "What did the renewal quote come in at for the car insurance?",
      ["that's up on last year", "that's with the no claims bonus"],
      ["should I shop around?", "is that high for a car that age?"],
      ["Insurance renewals are always worth challenging.",
       "A broker can often find a better deal."],
      corr=["the insurance is now {v}", "the final renewal figure is {v}"],
      reason=["I rang them and they recalculated", "they'd the wrong mileage on it"],
      rep=["the insurance company", "the broker"]),
    S("amount", "sponsorship target", "swim", _amount(1500, 5000, 250),
      ["my sponsorship target for the swim is {v}", "I'm aiming to raise {v}", "the target on the fundraising page is {v}"],
      "the sponsorship target", ["sponsorship — {v}", "target: {v}"],
      "What's your fundraising target for the swim?",
      ["it's for the neonatal unit", "I've set up the page"],
      ["how do I get people to donate?", "is that too ambitious?"],
      ["A clear target helps people get behind you.", "Updates and photos help keep donations coming."],
      corr=["the target is now {v}", "the fundraising target has changed to {v}"],
      reason=["the charity asked us all to change it", "I rethought it"],
      rep=["the charity", "{name} from the swim group"]),
    S("amount", "Irish course fee", "irish", _amount(120, 360, 5),
      ["the Irish course costs {v}", "the fee for the Irish course is {v}", "the course is {v} for the term"],
      "the Irish course fee", ["course — {v}", "Irish course: {v}"],
      "How much is the Irish course?",
      ["work might refund it", "that includes the books"],
      ["is it worth it?", "can I claim it on tax?"],
      ["It's worth asking work if they'll cover it.", "Courses are much more motivating when you've paid for them."],
      corr=["the course is now {v}", "the course fee is actually {v}"],
      reason=["they added an extra term", "it's a new course"],
      rep=["the Conradh office", "the múinteoir"]),
    S("amount", "window quote", "cottage", _amount(7000, 18000, 50),
      ["the window quote is {v}", "the windows will cost {v}", "the quote for all the windows came in at {v}"],
      "the window quote", ["windows — {v}", "window quote: {v}"],
      "What did the windows come in at?",
      ["that includes fitting", "there's a grant for part of it"],
      ["is that good value?", "should I go with the cheaper ones?"],
      ["Window quotes vary a lot depending on material and fitting.",
       "Ask if the SEAI grant applies to them."],
      corr=["the window quote is now {v}", "the revised window quote is {v}"],
      reason=["they re-measured everything", "I changed the spec on the back windows"],
      rep=["the window company", "the builder"]),
    # ------------------------------------------------------------------ phone
    S("phone", "builder's mobile", "cottage", _phone(["mob", "mobdash", "mobintl", "mobbrk"]),
      ["the builder's mobile is {v}", "you can get the builder on {v}", "the builder's number is {v}"],
      "the builder's mobile", ["builder mob — {v}", "builder: {v}"],
      "Have you a number for the builder in case we need to draft a text?",
      ["they never answer before ten", "texting is better than ringing"],
      ["should I text or ring?", "is it okay to text on a Sunday?"],
      ["Keep the builder's number handy for the site.", "Texts are good because there's a record."],
      corr=["the builder's number is now {v}", "the builder has a new number, {v}"],
      reason=["the builder got a new phone", "the builder switched networks"],
      rep=["the neighbour", "the engineer"]),
    S("phone", "Dad's GP surgery", "dad", _phone(["clifden", "clifden2"]),
      ["Dad's GP surgery is {v}", "the surgery in Clifden is {v}", "the number for Dad's doctor is {v}"],
      "Dad's GP number", ["GP — {v}", "Dad's GP: {v}"],
      "What's the number for your dad's GP, so you have it to hand?",
      ["they're only open till five", "they have a nurse line in the mornings"],
      ["should I ring them about his pain?", "do they do home visits?"],
      ["Good to have the surgery's number saved.", "Ringing early in the morning is usually best."],
      corr=["the surgery's number is now {v}", "the GP changed their number to {v}"],
      reason=["they moved premises", "they got a new phone system"],
      rep=["Dad", "the pharmacist"]),
    S("phone", "vet clinic", "pets", _phone(["galway", "galway2"]),
      ["the vet clinic is {v}", "the vets' number is {v}", "the out-of-hours vet line is {v}"],
      "the vet's number", ["vet — {v}", "vet: {v}"],
      "Have you the vet's number saved somewhere?",
      ["they do out-of-hours", "they're in Barna"],
      ["should I put it on the fridge?", "do they take WhatsApp?"],
      ["Having the vet's number saved is always good.",
       "Out-of-hours numbers are worth knowing before you need them."],
      corr=["the vet's number is now {v}", "the vet clinic changed number to {v}"],
      reason=["they moved", "they merged"],
      rep=["the vet", "{name} next door"]),
    S("phone", "Porto apartment host", "trip", _phone(["pt"]),
      ["the host in Porto is on {v}", "the apartment host's number is {v}", "you ring the host on {v}"],
      "the host's number", ["host — {v}", "Porto host: {v}"],
      "Did the apartment host give you a contact number?",
      ["they speak English", "they prefer WhatsApp"],
      ["can I WhatsApp them?", "should I message them the flight times?"],
      ["Good to have the host's number for arrival.", "WhatsApp is common in Portugal."],
      corr=["the host's number is now {v}", "the host gave a new number, {v}"],
      reason=["the host changed", "they gave the wrong one"],
      rep=["Maeve", "Clodagh"]),
    S("phone", "home care agency", "dad", _phone(["galway", "freephone", "mob"]),
      ["the home care agency is {v}", "the agency's number is {v}", "you ring the care coordinator on {v}"],
      "the agency's number", ["agency — {v}", "home care: {v}"],
      "Do you have a number for the home care agency?",
      ["they're open weekdays", "ask for the coordinator"],
      ["should I ring about the short visits?", "do they take complaints by phone?"],
      ["Having the coordinator's number is useful for any issues.",
       "Keep a note of any calls, with dates."],
      corr=["the agency's number is now {v}", "the care agency changed to {v}"],
      reason=["they moved office", "it's a new coordinator"],
      rep=["Dad", "the carer"]),
    S("phone", "plumber", "home", _phone(["mob", "mobdash", "mobintl"]),
      ["the plumber's number is {v}", "you get the plumber on {v}", "the landlord's plumber is on {v}"],
      "the plumber's number", ["plumber — {v}", "plumber: {v}"],
      "Have you a number for the plumber?",
      ["he's the landlord's guy", "he's booked up for weeks"],
      ["should I ring him directly?", "does the landlord pay?"],
      ["Worth having the plumber's number for any leaks.", "The landlord should cover repairs."],
      corr=["the plumber's number is now {v}", "the plumber has a new number, {v}"],
      reason=["he changed phones", "the landlord got a different plumber"],
      rep=["the landlord", "the girl upstairs"]),
    # ------------------------------------------------------------------ address
    S("address", "Dad's address in Clifden", "dad", _addr("clifden"),
      ["Dad's address is {v}, Clifden", "Dad lives at {v} in Clifden", "the house in Clifden is {v}"],
      "Dad's address", ["Dad — {v}, Clifden", "Dad's address: {v}"],
      "What's your dad's address, for the forms?",
      ["the carers need it", "the pharmacy delivers there"],
      ["should I put that on the HSE form?", "do the carers need the Eircode too?"],
      ["Having the address handy makes the forms easier.", "The Eircode helps the carers and ambulances find it."],
      corr=["Dad's address is now {v}", "Dad's moved to {v}"],
      reason=["he moved into sheltered housing", "he's moved in with his cousin"],
      rep=["Dad", "the HSE letter"]),
    S("address", "Porto apartment address", "trip", _addr("porto"),
      ["the apartment in Porto is at {v}", "we're staying at {v}", "the address of the flat in Porto is {v}"],
      "the Porto address", ["apartment — {v}", "Porto: {v}"],
      "Where exactly is the apartment in Porto?",
      ["it's near the river", "it's up a hill, of course"],
      ["is that a good area?", "how far is that from the station?"],
      ["That sounds like a central spot.", "Porto's old town is very walkable."],
      corr=["the apartment is now at {v}", "we've moved to {v}"],
      reason=["the host moved us", "the first one fell through"],
      rep=["Maeve", "the host"]),
    S("address", "Orla's new house", "family", _addr("dublin"),
      ["Orla's new house is {v}", "Orla has moved to {v}", "the new place in Dublin is {v}"],
      "Orla's address", ["Orla — {v}", "Orla's: {v}"],
      "What's Orla's new address, for the card?",
      ["it's near the Botanic Gardens", "it's a three-bed"],
      ["should I send a housewarming present?", "is it easy to get to from Heuston?"],
      ["Lovely area for a young family.", "A card for the new house would be nice."],
      corr=["Orla's address is now {v}", "Orla's actually moving to {v}"],
      reason=["the sale fell through", "they swapped houses"],
      rep=["Orla", "Orla's husband"]),
    S("address", "cottage address", "cottage", _addr("townland"),
      ["the cottage is in {v}", "the cottage address is {v}", "the place is at {v}"],
      "the cottage address", ["cottage — {v}", "cottage: {v}"],
      "What's the address of the cottage, for the forms?",
      ["the post never arrives", "there are two houses with the same name"],
      ["should I get a sign?", "do I need an Eircode for the grant?"],
      ["Rural addresses can be tricky; the Eircode helps a lot.", "A sign at the gate helps deliveries."],
      corr=["the cottage address is actually {v}", "the cottage is in {v}"],
      reason=["the deeds had the right townland", "the council corrected it"],
      rep=["the solicitor", "the neighbour"]),
    S("address", "physio clinic", "dad", _addr("unit"),
      ["the physio clinic is at {v}", "the clinic Dad goes to is at {v}", "the physio is at {v}"],
      "the clinic address", ["clinic — {v}", "physio: {v}"],
      "Where is the physio clinic?",
      ["there's parking", "it's on the ground floor"],
      ["is it easy to get to from the N59?", "is there disabled parking?"],
      ["Ground-floor clinics are much easier for hip patients.", "Check if there's accessible parking."],
      corr=["the clinic is now at {v}", "the physio moved to {v}"],
      reason=["they moved premises", "they opened a new clinic"],
      rep=["Dad", "the physio"]),
    S("address", "new flat", "home", _addr("apt"),
      ["the new flat is {v}", "I'm moving to {v}", "the new place is {v}"],
      "the new flat", ["new flat — {v}", "new address: {v}"],
      "What's the address of the new flat?",
      ["it's near the prom", "there's parking"],
      ["should I tell Revenue?", "do I need to update the NMBI?"],
      ["Updating your address with Revenue and the NMBI is worth doing.", "Near the prom sounds lovely."],
      corr=["the new flat is {v}", "I'm actually moving to {v}"],
      reason=["the first one fell through", "the landlord changed the unit"],
      rep=["the letting agent", "the landlord"]),
    # ------------------------------------------------------------------ id
    S("id", "car registration", "car", _ident("reg"),
      ["the Octavia's reg is {v}", "the car reg is {v}", "my registration is {v}"],
      "the car reg", ["reg — {v}", "car: {v}"],
      "What's the reg on the Octavia, for the insurance form?",
      ["the insurance form wants it", "the parking permit needs it"],
      ["do I need it for the toll?", "should I put it on the parking app?"],
      ["Good to have the reg handy for forms.", "Most parking apps want it."],
      corr=["the reg is {v}", "the car's reg is actually {v}"],
      reason=["I gave you Orla's reg by mistake, don't ask", "I was reading it off the wrong letter"],
      rep=["the garage", "the insurance form"]),
    S("id", "NCT booking reference", "car", _ident("nct"),
      ["the NCT booking reference is {v}", "my NCT ref is {v}", "the NCT booking number is {v}"],
      "the NCT ref", ["NCT ref — {v}", "NCT: {v}"],
      "Did they give you a booking reference for the NCT?",
      ["I need it to change the time", "it's in the email"],
      ["do I need to print it?", "can I change it online?"],
      ["Keep the booking reference handy for any changes.", "You can usually manage bookings online."],
      corr=["the NCT ref is now {v}", "the new NCT booking is {v}"],
      reason=["I rebooked", "they reissued it"],
      rep=["the NCT email", "the garage"]),
    S("id", "Porto flight booking reference", "trip", _ident("pnr"),
      ["the flight booking reference is {v}", "our booking ref is {v}", "the Ryanair reference is {v}"],
      "the flight booking ref", ["booking ref — {v}", "flight ref: {v}"],
      "Have you got the booking reference for the flights?",
      ["Maeve booked it", "we need it to check in"],
      ["do I need it for the boarding pass?", "can I add bags with it?"],
      ["Keep the booking reference for check-in.", "You can add bags online with it."],
      corr=["the booking reference is now {v}", "the new booking ref is {v}"],
      reason=["we rebooked", "the airline changed it"],
      rep=["Maeve", "Clodagh"]),
    S("id", "home insurance policy number", "money", _ident("policy"),
      ["the home insurance policy number is {v}", "my contents policy number is {v}",
       "the policy number for the cottage insurance is {v}"],
      "the policy number", ["policy — {v}", "insurance policy: {v}"],
      "What's the policy number on the insurance?",
      ["I need it for the claim", "the renewal is coming up"],
      ["should I ring them about the storm damage?", "does it cover the cottage while it's empty?"],
      ["Good to have the policy number handy for claims.", "Check the unoccupied property conditions."],
      corr=["the policy number is now {v}", "the new policy number is {v}"],
      reason=["they reissued it", "I switched insurer"],
      rep=["the insurance company", "the broker"]),
    S("id", "parcel tracking number", "home", _ident("tracking"),
      ["the tracking number for the parcel is {v}", "An Post tracking is {v}", "the parcel's tracking is {v}"],
      "the tracking number", ["tracking — {v}", "parcel: {v}"],
      "Do you have a tracking number for the parcel?",
      ["it's the uniform order", "it's a present for Orla"],
      ["how do I check it?", "should I ring An Post?"],
      ["You can track it on the An Post site.", "Parcels sometimes get held at the depot."],
      corr=["the tracking number is now {v}", "the parcel has a new tracking number, {v}"],
      reason=["they resent it", "it was a different parcel"],
      rep=["the shop", "An Post"]),
    S("id", "credit union loan reference", "money", _ident("loan"),
      ["the loan reference is {v}", "my loan ref at the credit union is {v}", "the reference on the loan is {v}"],
      "the loan reference", ["loan ref — {v}", "CU ref: {v}"],
      "What's the loan reference, in case you need to quote it?",
      ["I need it for the overpayments", "it's on the letter"],
      ["should I quote it on the standing order?", "do I need it to ring them?"],
      ["Good to have the loan reference handy.", "Quote it on any payments."],
      corr=["the loan reference is now {v}", "the new loan ref is {v}"],
      reason=["they restructured it", "they reissued the loan"],
      rep=["the credit union", "the loans officer"]),
    S("id", "cottage Eircode", "cottage", _ident("eircode"),
      ["the cottage's Eircode is {v}", "the Eircode out there is {v}", "the Eircode for the cottage is {v}"],
      "the cottage Eircode", ["Eircode — {v}", "cottage Eircode: {v}"],
      "Do you have the Eircode for the cottage?",
      ["deliveries need it", "the grant form needs it"],
      ["do couriers use it?", "should I put it on the gate?"],
      ["Eircodes make rural deliveries so much easier.", "Put it on all the forms."],
      corr=["the Eircode is {v}", "the cottage's Eircode is actually {v}"],
      reason=["I had it wrong", "the solicitor corrected it"],
      rep=["the solicitor", "the neighbour"]),
    S("id", "cottage electricity MPRN", "cottage", _ident("mprn"),
      ["the MPRN for the cottage is {v}", "the cottage's meter number is {v}", "the electricity account MPRN is {v}"],
      "the MPRN", ["MPRN — {v}", "meter: {v}"],
      "Do you have the MPRN for the cottage electricity?",
      ["ESB Networks need it", "the supplier needs it to switch"],
      ["how do I switch supplier?", "should I get a smart meter?"],
      ["The MPRN is what every supplier will ask for.", "Switching is straightforward with it."],
      corr=["the MPRN is {v}", "the cottage's MPRN is actually {v}"],
      reason=["I read the wrong meter", "ESB corrected it"],
      rep=["ESB Networks", "the electrician"]),
    S("id", "Dad's medical card number", "dad", _ident("medcard"),
      ["Dad's medical card number is {v}", "the medical card number is {v}", "Dad's GMS number is {v}"],
      "Dad's medical card number", ["medical card — {v}", "Dad's card: {v}"],
      "Have you got your dad's medical card number?",
      ["the pharmacy needs it", "the HSE form needs it"],
      ["does it cover the physio?", "when does it need renewing?"],
      ["Good to have the medical card number handy for the pharmacy.", "Medical cards need renewing periodically."],
      corr=["the medical card number is now {v}", "Dad's new medical card is {v}"],
      reason=["they renewed it", "they issued a new card"],
      rep=["Dad", "the pharmacist"]),
    # ------------------------------------------------------------------ decision
    S("decision", "kitchen choice for the cottage", "cottage",
      _choice(["the sage green shaker units", "the oak shaker kitchen", "the navy handleless units", "the cream painted kitchen"]),
      ["we're going with {v}", "I've decided on {v} for the cottage", "it's going to be {v} in the cottage kitchen"],
      "the kitchen decision", ["kitchen — {v}", "kitchen: {v}"],
      "Have you decided on the kitchen for the cottage?",
      ["they go with the stone floor", "they were the cheapest"],
      ["will they date?", "what worktop goes with them?"],
      ["That sounds lovely in a cottage kitchen.", "Timeless choices usually age well."],
      rep=["Orla", "the kitchen designer"]),
    S("decision", "cottage heating system", "cottage",
      _choice(["the air-to-water heat pump", "the wood pellet boiler", "the Stanley range with a back boiler"]),
      ["we're going with {v}", "I've decided to put in {v}", "the heating will be {v}"],
      "the heating decision", ["heating — {v}", "heating: {v}"],
      "Have you decided on heating for the cottage?",
      ["the grant covers it", "the BER assessor recommended it"],
      ["is it efficient in a stone cottage?", "will it be warm enough?"],
      ["That's a sensible choice.", "Insulation will make a big difference to how well it works."],
      rep=["the BER assessor", "the builder"]),
    S("decision", "roof slate choice", "cottage",
      _choice(["Bangor blue slate", "fibre cement slates", "reclaimed Killaloe slate"]),
      ["we're going with {v} on the roof", "the roof will be {v}", "I've decided on {v} for the roof"],
      "the roof decision", ["roof — {v}", "roof: {v}"],
      "Have you decided on what slate to use?",
      ["it'll last for decades", "the planners like it"],
      ["is it worth the extra?", "how long does it last?"],
      ["Natural slate lasts a lifetime in the west.", "Good choice for the planners too."],
      rep=["the roofer", "the architect"]),
    S("decision", "Dad's living arrangement", "dad",
      _choice(["moving his bed into the good room", "the stairlift", "two weeks' respite in Clifden"]),
      ["we've settled on {v} for Dad", "the plan for Dad is {v}", "Orla and I agreed on {v} for Dad"],
      "the plan for Dad", ["Dad — {v}", "Dad plan: {v}"],
      "What did you and Orla decide about your dad's stairs?",
      ["it's the safest option", "Dad agreed, miraculously"],
      ["will he get used to it?", "how soon can it happen?"],
      ["That sounds like a sensible plan.", "Getting Dad's agreement is half the battle."],
      rep=["Orla", "the OT"]),
    S("decision", "Porto day trip", "trip",
      _choice(["the Douro valley boat trip", "the day trip to Braga", "the port lodge tour in Gaia"]),
      ["we're doing {v}", "we've booked {v}", "the big day out is {v}"],
      "the trip decision", ["day trip — {v}", "trip: {v}"],
      "Did you three decide on a day trip?",
      ["Maeve's thrilled", "Clodagh sulked but came round"],
      ["what should we bring?", "will it be crowded?"],
      ["That sounds like a lovely day out.", "Bring layers; Portugal can be cool in October."],
      rep=["Maeve", "Clodagh"]),
    S("decision", "work pattern", "work",
      _choice(["the four-day week", "the 0.8 contract", "the community-only rota"]),
      ["I'm going for {v}", "I've decided to take {v}", "I've applied for {v}"],
      "the work decision", ["work — {v}", "work: {v}"],
      "Did you decide about your hours at work?",
      ["it'll give me more time for Dad", "the cottage needs the time"],
      ["is it worth the pay cut?", "will it affect my pension?"],
      ["That's a big but sensible decision.", "It'll give you some breathing space."],
      rep=["my manager", "{name} from HR"]),
    S("decision", "next car", "car",
      _choice(["a secondhand Yaris hybrid", "the used Kia Niro", "a 2019 Corolla estate"]),
      ["I've decided on {v}", "the next car will be {v}", "I'm going for {v}"],
      "the car decision", ["car — {v}", "next car: {v}"],
      "Have you decided what to replace the Octavia with?",
      ["it's better on fuel", "the dog will fit"],
      ["is it good for Connemara roads?", "should I trade in the Octavia?"],
      ["That should suit your driving.", "Trading in usually saves hassle."],
      rep=["my mechanic", "Dad"]),
    # ------------------------------------------------------------------ preference
    S("preference", "coffee milk", "home", _choice(["oat milk", "soya milk"]),
      ["I only drink coffee with {v}", "I take {v} in my coffee", "it's {v} in the coffee for me"],
      "how I take my coffee", ["coffee — {v}", "coffee: {v}"],
      "How do you take your coffee, by the way?",
      ["regular milk doesn't agree with me", "I've been like that for years"],
      ["is it better for you?", "do cafés charge extra?"],
      ["Lots of cafés have good plant milks now.", "Good to know for any coffee runs."],
      rep=["Orla", "{name} from work"]),
    S("preference", "flight seat", "trip", _choice(["aisle seat", "window seat"]),
      ["I always take the {v} when I fly", "I always book the {v}", "it's the {v} for me, always"],
      "my seat preference", ["seat — {v}", "seat: {v}"],
      "Do you have a seat preference on flights?",
      ["I get claustrophobic", "I like to see out"],
      ["will Ryanair charge for it?", "can I choose at check-in?"],
      ["Seat selection is usually worth a few euro.", "Good to know for booking."],
      rep=["Maeve", "Clodagh"]),
    S("preference", "tea brand", "home", _choice(["Barry's Gold Blend", "Lyons Original", "Punjana"]),
      ["the only tea I'll drink is {v}", "I only drink {v}", "it has to be {v} for me"],
      "my tea", ["tea — {v}", "tea: {v}"],
      "Are you a Barry's or a Lyons household?",
      ["I bring it to work", "anything else tastes like dishwater"],
      ["am I a snob?", "should I bring some to Porto?"],
      ["Tea loyalty is a serious business in Ireland.", "Bringing your own tea abroad is practically tradition."],
      rep=["Orla", "Dad"]),
    S("preference", "contact method", "home", _choice(["texts rather than calls", "WhatsApp voice notes"]),
      ["I much prefer {v}", "I'm much better with {v}", "for me it's {v} every time"],
      "how I like to be contacted", ["contact — {v}", "contact: {v}"],
      "How do you prefer people to get in touch?",
      ["I'm usually on shift", "I hate the phone"],
      ["is that rude?", "should I tell the builder?"],
      ["Lots of people prefer that now.", "Telling people up front saves a lot of missed calls."],
      rep=["Orla", "{name} from work"]),
    S("preference", "Dad's biscuits", "dad", _choice(["Kimberley biscuits", "Mikados", "Goldgrain"]),
      ["Dad only likes {v}", "Dad's favourite is {v}", "the only biscuits Dad eats are {v}"],
      "Dad's biscuits", ["Dad biscuits — {v}", "Dad: {v}"],
      "What treats does your dad like?",
      ["he has them with his tea", "Mam used to buy them"],
      ["should I bring some in?", "are they bad for him?"],
      ["Small treats like that are nice for morale.", "A packet on each visit sounds lovely."],
      rep=["Dad", "the carer"]),
    S("preference", "restaurant water", "home", _choice(["sparkling water", "tap water, no ice"]),
      ["I always order {v}", "I only drink {v} in restaurants", "it's {v} for me when we're out"],
      "my water order", ["water — {v}", "water: {v}"],
      "What do you usually drink when you're out?",
      ["I don't drink much", "I'm usually driving"],
      ["is that boring?", "should I order it in Porto?"],
      ["Nothing wrong with that.", "It's easy to order anywhere."],
      rep=["Maeve", "Clodagh"]),
    # ------------------------------------------------------------------ constraint
    S("constraint", "penicillin allergy", "home", _choice(["allergic to penicillin"]),
      ["I'm {v}", "I'm very {v}", "it turns out I'm {v}"],
      "my allergy", ["allergy — {v}", "me: {v}"],
      "Do you have any allergies I should keep in mind?",
      ["I came out in hives once", "it's on my file"],
      ["should I get a bracelet?", "does it matter for travel?"],
      ["That's really important to have on record.", "A medical alert bracelet is worth considering."],
      rep=["the GP", "the pharmacist"]),
    S("constraint", "latex allergy", "work", _choice(["allergic to latex"]),
      ["I'm {v}", "I've just found out I'm {v}", "I'm {v}, which is fun in my job"],
      "my latex thing", ["me — {v}", "allergy: {v}"],
      "Do you have any allergies I should keep in mind?",
      ["I have to use nitrile gloves", "occupational health knows"],
      ["do I need to tell the dentist?", "is it serious?"],
      ["That's important to flag everywhere, including dentists.", "Nitrile gloves are the usual answer."],
      rep=["occupational health", "the GP"]),
    S("constraint", "Clodagh is coeliac", "trip", _choice(["coeliac"]),
      ["Clodagh is {v}", "Clodagh's {v}", "Clodagh has to eat gluten free because she's {v}"],
      "Clodagh's diet", ["Clodagh — {v}", "Clodagh: {v}"],
      "Does anyone have dietary needs for the trip?",
      ["we need to check the restaurants", "she's very strict"],
      ["is Porto good for that?", "how do I say gluten free in Portuguese?"],
      ["Porto has gluten-free options; \"sem glúten\" is the phrase.", "Checking restaurants in advance helps."],
      rep=["Maeve", "Clodagh"]),
    S("constraint", "Dad's driving restriction", "dad",
      _choice(["no driving for six weeks", "no driving until the twelve-week review"]),
      ["the surgeon said {v}", "Dad's been told {v}", "the rule is {v} for Dad"],
      "Dad's driving rule", ["Dad — {v}", "Dad: {v}"],
      "Did the surgeon give your dad any restrictions?",
      ["he's furious", "the insurance won't cover him anyway"],
      ["how do I enforce it?", "can he drive an automatic?"],
      ["Driving restrictions after a hip are for good reason.", "Insurance usually won't cover early driving anyway."],
      rep=["Dad", "the surgeon"]),
    S("constraint", "shoulder lifting limit", "swim",
      _choice(["no lifting over 10kg", "nothing heavier than 5 kilos"]),
      ["the physio said {v} with my shoulder", "it's {v} for the shoulder", "the rule is {v} for now"],
      "my lifting limit", ["shoulder — {v}", "me: {v}"],
      "Did the physio give you any limits for the shoulder?",
      ["it's a rotator cuff thing", "I can still swim gently"],
      ["does that include shopping?", "how do I lift babies at work?"],
      ["Shoulder injuries need respect.", "Lifting limits are worth sticking to."],
      rep=["the physio", "occupational health"]),
    S("constraint", "Dad's hip precautions", "dad", _choice(["no bending past 90 degrees"]),
      ["Dad's precaution is {v}", "the rule for Dad is {v}", "Dad has to stick to {v}"],
      "Dad's hip rule", ["Dad — {v}", "Dad: {v}"],
      "Did they give your dad any hip precautions?",
      ["that's why he has the raised seat", "he forgets constantly"],
      ["how do I remind him without nagging?", "does that include bending to the dog?"],
      ["Hip precautions are important for the first few months.", "A raised seat and a grabber help a lot."],
      rep=["the OT", "the physio"]),
]
# ---------------------------------------------------------------------------
# Phrasing styles
# ---------------------------------------------------------------------------

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
NOUNISH = ("person", "date", "amount", "phone", "address", "id")
STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictated", "buried",
          "typos"]

T_PLAIN = ["{C}.", "{C}. {Why}.", "Just so you know, {c}.", "Right so, {c}. {Why}.", "{C}, for what it's worth.",
           "FYI {c}.", "{C}. Just putting that here."]
T_SUB = ["I only found out today that {c}, and {why}.", "The thing is, {c}, and {why}.",
         "It turns out that {c}. {Why}.", "I forgot to mention that {c}.",
         "Before I forget, {c}, which I keep meaning to write down.", "What I didn't say earlier is that {c}.",
         "Turns out {c}, if you can believe it.", "Did I say that {c}? I don't think I did."]
T_REP_SELF = ["{Rep} was slagging me today because {c}.", "I was telling {rep} earlier that {c}.",
              "{Rep} asked me straight out and I told them: {c}.", "{Rep} reminded me to tell you that {c}."]
T_REP = ["According to {rep}, {c}.", "{Rep} says {c}. {Why}.", "Just heard from {rep}: {c}.",
         "{Rep} was saying {c}, so {why}.", "Word from {rep} is that {c}.", "{Rep} mentioned that {c}. News to me."]
T_LIST = ["Few bits for my own head:\n- {item1}\n- {frag}\n- {item2}", "Notes from today: {item1}; {frag}; {item2}.",
          "To-do before the weekend: 1) {item1} 2) {frag} 3) {item2}", "Brain dump: {item1}, {item2}, and {frag}.",
          "List so I don't forget:\n{item1}\n{frag}\n{item2}\n{item3}"]
T_VF_ALL = ["{v} — that's {label}. {Why}.", "{v}. Writing it here so I don't lose it: that's {label}.",
            "{v}! That's {label}, finally sorted.", "{v}: {label}, for the record."]
T_VF_NOUN = ["{v} is {label}, before I forget.", "Okay: {v}. That's {label}."]
T_Q = ["{C} — {q}", "Given that {c}, {q}", "Quick question: {c}, so {q}", "{C}. {Q}",
       "Would you say, seeing as {c}, {q}"]
T_ANS_NOUN = ["{v}.", "It's {v}.", "{v}, I think. {Why}.", "Oh yeah, sorry — {v}.", "Yes! {v}. {Why}."]
T_ANS_ALL = ["{C}.", "Yes — {c}.", "Ha, I was just about to say. {C}. {Why}.", "Sorry, meant to say: {c}."]
T_ANS_PET = ["{v}! {Why}.", "{C}. {Why}.", "Ha, {c}."]
T_BURIED = ["{bit1} {C}. {bit2}", "{bit1} Oh and {c}. {bit2} {bit3}", "{bit1} {bit2} Anyway, {c}, {why}. {bit3}",
            "{bit1} Also {c}. Mad. {bit2}"]

T_CORR = [
    "Actually, {corr}. {Reason}.",
    "Sorry, I got that wrong earlier: {corr}, not {old}.",
    "Update: {corr}.",
    "Scratch that — {corr}. I had {old} written down but that's out of date.",
    "Quick correction to something I told you a while back: {corr}. Ignore {old}.",
    "Ugh, ignore what I said before. {Reason}, so {corr}.",
    "Heads up, {reason}, so {corr}.",
    "Can you forget {old}? {Corr}. {Reason}.",
    "so the thing I told you ages ago was wrong lol, {corr}",
    "Small update — {reason}. {Corr}, not {old} like I said.",
    "Correction on {label}: it's {v} now, not {old}.",
    "Change of plan. {Reason} and {corr}. Just so you're not working off the old info.",
]

ACK_ECHO = ["Got it — {v}.", "Okay, {v}, noted.", "I'll keep {v} in mind.", "Noted: {v}.", "Got it: {v}."]
ACK_PLAIN = ["Noted.", "Got it, thanks.", "Okay, good to know.", "Thanks, that's useful.", "Right, I'll keep that in mind.",
             "Thanks for letting me know.", "Good to have that.", ""]
ACK_ANSWER = ["Perfect, thanks.", "Great, thanks for that.", "Lovely, that helps.", "Thanks."]
ACK_CORR = ["Thanks for the correction.", "Got it, I'll go with the new one.", "Okay, updated.",
            "No problem, noted the change.", "Thanks, good to have the right one."]
CORR_ECHO = ["I'll use {v} from now on.", "So it's {v} now.", "Going with {v} from here on, then."]
ANSWER_Q = ["By the way, {low}", "Oh, and one thing: {low}", "{ask}", "Also, while I think of it, {low}", "Out of interest, {low}"]


SELF_ABOUTS = {"penicillin allergy", "latex allergy", "shoulder lifting limit", "coffee milk", "flight seat", "tea brand",
               "contact method", "restaurant water"}


def _is_self(spec: dict) -> bool:
    """Facts whose clauses are in the first person ("I'm allergic...", "we're going with...")."""
    return spec["kind"] == "decision" or spec["about"] in SELF_ABOUTS


VF_CUSTOM = {
    "kitchen choice for the cottage": ["{v}! Decided. The kitchen saga is over.", "{v} — final answer for the cottage kitchen."],
    "cottage heating system": ["{v} — that's what's going in for the heating. Decided.", "{v}. Heating decision made, finally."],
    "roof slate choice": ["{v}. That's the roof sorted, decision made.", "{v} on the roof — we agreed it this morning."],
    "Dad's living arrangement": ["{v} — that's what we've landed on for Dad.", "{v}. That's the plan for Dad, agreed with Orla."],
    "Porto day trip": ["{v} — that's our big day out in Porto, booked!", "{v}. Booked. Maeve is thrilled."],
    "work pattern": ["{v}! Decided. Putting in the form tomorrow.", "{v} — that's what I'm going for at work."],
    "next car": ["{v} — that's the next car, decided.", "{v}. That's what's replacing the Octavia."],
    "coffee milk": ["{v}, always, in my coffee. Just so you know for the Porto café planning.", "{v} in the coffee, always."],
    "flight seat": ["{v}, always. I can't do the middle.", "{v} or I'm not getting on the plane, ha."],
    "tea brand": ["{v} or nothing. I'm bringing a box to Porto.", "{v} — that's the only tea allowed in this flat."],
    "contact method": ["{v}, honestly, over phone calls any day.", "{v} — that's how to reach me, I never pick up the phone."],
    "Dad's biscuits": ["{v} — that's the only thing that gets Dad to sit still.", "{v}. Dad's favourite, in case I'm ever stuck for a present."],
    "restaurant water": ["{v} — that's my order everywhere, boring I know.", "{v}, always, when we're out."],
    "penicillin allergy": ["{v} — that's me, in case it ever comes up.", "{v}. Found that out the hard way years ago."],
    "latex allergy": ["{v}, of all things, in my job.", "{v} — that's me, as of this week. Great."],
    "Clodagh is coeliac": ["{v} — that's Clodagh, so restaurants need checking.", "{v}: Clodagh, so no francesinha bread for her."],
    "Dad's driving restriction": ["{v} — that's what the surgeon told Dad.", "{v}. Surgeon's orders for Dad."],
    "shoulder lifting limit": ["{v} — that's my limit with the shoulder for now.", "{v}. Physio's orders for the shoulder."],
    "Dad's hip precautions": ["{v} — that's Dad's main hip precaution.", "{v}. That's the big rule for Dad's hip."],
}


def _fmt(t: str, d: dict) -> str:
    """Fill every slot except {v}, which stays a placeholder."""
    d2 = dict(d)
    d2["v"] = "{v}"
    return t.format_map(d2)


class _Gen:
    def __init__(self, seed: int, turns: int, n_corrections: int):
        if turns < 300:
            raise ValueError("recall_world_j needs at least 300 turns")
        self.rng = random.Random(seed)
        self.T = turns
        self.n_corr = n_corrections
        self.last_used: dict[tuple, int] = {}
        self.last_gen: dict[str, int] = {}
        self._now = 0

    # ------------------------------------------------------------- filler
    def _thread_pick(self, cur: str | None) -> str:
        rng = self.rng
        if cur and cur in THREADS and rng.random() < 0.45:
            return cur
        names = list(THREADS)
        return rng.choices(names, weights=[THREADS[n]["weight"] for n in names])[0]

    def _pair(self, thread: str, t: int) -> tuple[str, str]:
        rng = self.rng
        pairs = THREADS[thread]["pairs"]
        fresh = [i for i in range(len(pairs)) if t - self.last_used.get((thread, i), -10 ** 6) > 150]
        i = rng.choice(fresh or list(range(len(pairs))))
        self.last_used[(thread, i)] = t
        return pairs[i]

    def filler(self, thread: str, t: int, ask: str | None) -> tuple[str, str]:
        rng = self.rng
        u, a = self._pair(thread, t)
        sl = _slots(rng)
        msg = _fill(u, sl)
        if rng.random() < 0.35:
            user = _fill(rng.choice(THREADS[thread]["bits"]), sl) + " " + msg
        else:
            pre = rng.choice(USER_PREFIX)
            if pre.rstrip().lower().endswith(("so", ",")):
                msg = _low(msg)
            user = pre + msg
        user += rng.choice(USER_SUFFIX)
        if rng.random() < 0.2:
            other = rng.choice([k for k in THREADS if k != thread])
            bit = _fill(rng.choice(THREADS[other]["bits"]), sl)
            user += " " + rng.choice(["Also,", "Oh and", "Unrelated but", "Other news:"]) + " " + _low(bit)
        parts = [rng.choice(OPENERS_Q if "?" in user else OPENERS), _fill(a, sl), self._general(thread, sl)]
        r = rng.random()
        if r < 0.5:
            parts.append(self._general(thread, sl))
        elif r < 0.75:
            parts.append(rng.choice(ASSIST_EXTRA))
        if ask:
            parts.append(rng.choice(ANSWER_Q).format(ask=ask, low=_low(ask)))
        else:
            parts.append(rng.choice(CLOSERS))
        reply = " ".join(p for p in parts if p)
        return user.strip(), reply

    def _general(self, thread: str, sl: dict) -> str:
        """A thread-level assistant sentence, avoiding ones used in the last ~40 turns."""
        pool = THREADS[thread]["general"]
        now = self._now
        fresh = [g for g in pool if now - self.last_gen.get(g, -10 ** 6) > 40]
        g = self.rng.choice(fresh or pool)
        self.last_gen[g] = now
        return _fill(g, sl)

    # ------------------------------------------------------------- facts
    def _ctx(self, spec: dict, thread: str) -> dict:
        rng = self.rng
        sl = _slots(rng)
        c = _fmt(rng.choice(spec["clauses"]), sl)
        why = _fmt(rng.choice(spec["why"]), sl)
        q = _fmt(rng.choice(spec["q"]), sl)
        rep = _fmt(rng.choice(spec["rep"]), sl)
        items = rng.sample(THREADS[thread]["items"], min(3, len(THREADS[thread]["items"])))
        while len(items) < 3:
            items.append(_fill(rng.choice(THREADS["home"]["items"]), sl))
        bits = [_fill(b, sl) for b in rng.sample(THREADS[thread]["bits"], 3)]
        return {
            "c": c, "C": _cap(c), "why": why, "Why": _cap(why), "q": q, "Q": _cap(q),
            "rep": rep, "Rep": _cap(rep), "label": spec["label"], "frag": rng.choice(spec["frag"]),
            "item1": _fill(items[0], sl), "item2": _fill(items[1], sl), "item3": _fill(items[2], sl),
            "bit1": bits[0], "bit2": bits[1], "bit3": bits[2],
        }

    def fact_user(self, spec: dict, value: str, style: str) -> str:
        rng = self.rng
        kind = spec["kind"]
        d = self._ctx(spec, spec["thread"])
        if style == "plain":
            t = rng.choice(T_PLAIN)
        elif style == "subordinate":
            t = rng.choice(T_SUB)
        elif style == "reported":
            t = rng.choice(T_REP_SELF if _is_self(spec) else T_REP)
        elif style == "list":
            t = rng.choice(T_LIST)
        elif style == "value_first":
            if spec["about"] in VF_CUSTOM:
                t = rng.choice(VF_CUSTOM[spec["about"]])
            else:
                t = rng.choice(T_VF_ALL + (T_VF_NOUN if kind in NOUNISH else []))
        elif style == "question":
            t = rng.choice(T_Q)
        elif style == "answer":
            pool = T_ANS_NOUN if kind in NOUNISH else (T_ANS_PET if kind == "pet" else T_ANS_ALL)
            t = rng.choice(pool)
        elif style == "buried":
            t = rng.choice(T_BURIED)
        elif style == "dictated":
            t = rng.choice(T_PLAIN + T_SUB)
        elif style == "typos":
            t = rng.choice(T_PLAIN[1:] + T_SUB + (T_REP_SELF if _is_self(spec) else T_REP))
        else:
            raise ValueError(style)
        text = t.format_map({**d, "v": "{v}"})
        text = re.sub(r"\.\.(\s|$)", r".\1", text).replace("?.", "?")
        if style == "dictated":
            text = _dictate(rng, text)
        elif style == "typos":
            text = _typos(rng, text)
        elif t.startswith("{C}") and rng.random() < 0.3:
            text = rng.choice(["Oh, ", "Ok so ", "Right, ", "So ", "Hiya, "]) + _low(text)
        return text.replace("{v}", value)

    def fact_reply(self, spec: dict, value: str, style: str, echo: bool) -> str:
        rng = self.rng
        sl = _slots(rng)
        parts = []
        if style == "answer":
            parts.append(rng.choice(ACK_ANSWER))
        if echo:
            parts.append(rng.choice(ACK_ECHO))
        elif style != "answer":
            parts.append(rng.choice(ACK_PLAIN))
        parts.append(_fill(rng.choice(spec["reply"]), sl))
        parts.append(self._general(spec["thread"], sl))
        if rng.random() < 0.6:
            parts.append(self._general(spec["thread"], sl))
        if rng.random() < 0.4:
            parts.append(rng.choice(ASSIST_EXTRA))
        if rng.random() < 0.5:
            parts.append(rng.choice(CLOSERS))
        out = " ".join(p for p in parts if p)
        return out.replace("{v}", value)

    def corr_user(self, spec: dict, new: str, old: str) -> str:
        rng = self.rng
        sl = _slots(rng)
        corr = _fmt(rng.choice(spec["corr"]), sl)
        reason = _fmt(rng.choice(spec["reason"]), sl)
        t = rng.choice(T_CORR)
        if "ctually" in t:
            corr = corr.replace("actually ", "")
        text = t.format_map({"corr": corr, "Corr": _cap(corr), "reason": reason, "Reason": _cap(reason),
                             "old": old, "label": spec["label"], "v": "{v}"})
        if rng.random() < 0.2:
            text = _typos(rng, text.replace(old, "\x00")).replace("\x00", old)
        return text.replace("{v}", new)

    def corr_reply(self, spec: dict, new: str, echo: bool) -> str:
        rng = self.rng
        sl = _slots(rng)
        parts = [rng.choice(ACK_CORR)]
        if echo:
            parts.append(rng.choice(CORR_ECHO))
        parts.append(_fill(rng.choice(spec["reply"]), sl))
        parts.append(self._general(spec["thread"], sl))
        if rng.random() < 0.5:
            parts.append(rng.choice(ASSIST_EXTRA))
        if rng.random() < 0.4:
            parts.append(rng.choice(CLOSERS))
        return " ".join(p for p in parts if p).replace("{v}", new)

    # ------------------------------------------------------------- plan
    def run(self) -> Conversation:
        rng, T = self.rng, self.T
        # 1. choose specs
        chosen: list[dict] = []
        for kind, k in KIND_COUNTS.items():
            pool = [s for s in SPECS if s["kind"] == kind]
            chosen += rng.sample(pool, k)
        # 2. values, mutually non-overlapping
        ctx: dict = {}
        strings: list[str] = []

        def fresh_value(spec, anchor=None):
            ctx["near_date"] = (anchor or {}).get("date")
            ctx["near_amount"] = (anchor or {}).get("amount")
            for _ in range(500):
                v = spec["gen"](rng, ctx)
                if all(v not in s and s not in v for s in strings):
                    strings.append(v)
                    return v
            raise RuntimeError("could not draw a distinct value for " + spec["about"])

        values, anchors = [], {}
        for i, s in enumerate(chosen):
            values.append(fresh_value(s))
            if s["kind"] == "date":
                anchors[i] = {"date": ctx["last_date"]}
            elif s["kind"] == "amount":
                anchors[i] = {"amount": ctx["last_amount"]}
        eligible = [i for i, s in enumerate(chosen) if s["kind"] in CORRECTABLE]
        corr_idx = set(rng.sample(eligible, min(self.n_corr, len(eligible))))
        stale: dict[int, str] = {}
        for i in sorted(corr_idx):
            stale[i] = values[i]                 # what is said first
            values[i] = fresh_value(chosen[i], anchors.get(i))   # what it is corrected to
        # 3. positions
        order = list(range(len(chosen)))
        rng.shuffle(order)
        third = {i: n % 3 for n, i in enumerate(order)}
        for i in corr_idx:
            if third[i] == 2:
                swap = next(j for j in order if j not in corr_idx and third[j] != 2)
                third[i], third[swap] = third[swap], 2
        gap = 3
        taken: set[int] = set()

        def free(t):
            return 2 <= t < T and all(abs(t - u) >= gap for u in taken)

        def pick(lo, hi):
            for _ in range(5000):
                t = rng.randint(lo, hi)
                if free(t):
                    taken.add(t)
                    return t
            raise RuntimeError("no free turn")

        bounds = [(2, T // 3 - 1), (T // 3, 2 * T // 3 - 1), (2 * T // 3, T - 1)]
        t1: dict[int, int] = {}
        t2: dict[int, int] = {}
        for i in sorted(corr_idx, key=lambda j: order.index(j)):
            lo, hi = bounds[third[i]]
            t1[i] = pick(lo, min(hi, T - 70))
            t2[i] = pick(t1[i] + 50, min(T - 1, t1[i] + 50 + T // 2))
        for i in order:
            if i not in t1:
                t1[i] = pick(*bounds[third[i]])
        # 4. styles: each of the ten used five times
        styles = STYLES * 5
        rng.shuffle(styles)
        style = {i: styles[n] for n, i in enumerate(order)}
        plan: dict[int, tuple[str, int]] = {t1[i]: ("fact", i) for i in t1}
        plan.update({t2[i]: ("corr", i) for i in t2})
        asks = {t1[i] - 1: i for i in t1 if style[i] == "answer"}
        # 5. render
        all_strings = set(values) | set(stale.values())
        turns: list[tuple[str, str]] = []
        cur = None
        for t in range(T):
            self._now = t
            allowed: set[str] = set()
            if t in plan:
                kind_, i = plan[t]
                if kind_ == "fact":
                    allowed.add(stale.get(i, values[i]))
                else:
                    allowed |= {values[i], stale[i]}
            forbidden = [s for s in all_strings if s not in allowed]
            for _attempt in range(400):
                if t == 0:
                    u, a = rng.choice(INTROS)
                elif t in plan:
                    kind_, i = plan[t]
                    spec = chosen[i]
                    echo = rng.random() < 0.3
                    if kind_ == "fact":
                        v = stale.get(i, values[i])
                        u = self.fact_user(spec, v, style[i])
                        a = self.fact_reply(spec, v, style[i], echo)
                    else:
                        u = self.corr_user(spec, values[i], stale[i])
                        a = self.corr_reply(spec, values[i], echo)
                    cur = spec["thread"]
                else:
                    ask_i = asks.get(t)
                    thread = chosen[ask_i]["thread"] if ask_i is not None else self._thread_pick(cur)
                    ask = _fill(chosen[ask_i]["ask"], _slots(rng)) if ask_i is not None else None
                    u, a = self.filler(thread, t, ask)
                    cur = thread
                if not any(s in u or s in a for s in forbidden):
                    break
            else:
                raise RuntimeError(f"could not render turn {t} without leaking a planted value")
            turns.append((u, a))
        facts = []
        for i, spec in enumerate(chosen):
            if i in stale:
                facts.append(Planted(spec["kind"], spec["about"], values[i], t1[i], stale=stale[i], corrected_at=t2[i]))
            else:
                facts.append(Planted(spec["kind"], spec["about"], values[i], t1[i]))
        facts.sort(key=lambda f: f.turn)
        return Conversation(turns=turns, facts=facts)


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    """Build the Galway-midwife conversation for ``seed`` (deterministic)."""
    return _Gen(seed, turns, n_corrections).run()


# ---------------------------------------------------------------------------
# Self-checks
# ---------------------------------------------------------------------------

def _token_counter():
    import os
    try:
        import tiktoken
    except Exception:
        return None, "len/4"
    for cand in (os.environ.get("TIKTOKEN_CACHE_DIR"), "/work/shared/tiktoken_cache"):
        try:
            if cand:
                os.environ["TIKTOKEN_CACHE_DIR"] = cand
            enc = tiktoken.get_encoding("cl100k_base")
            return (lambda s, enc=enc: len(enc.encode(s))), "tiktoken cl100k_base"
        except Exception:
            continue
    return None, "len/4"


def _check(seed: int, count) -> float:
    conv = generate(seed)
    assert len(conv.turns) == 1000, len(conv.turns)
    assert len(conv.facts) == 50, len(conv.facts)
    kinds: dict[str, int] = {}
    for f in conv.facts:
        kinds[f.kind] = kinds.get(f.kind, 0) + 1
    assert kinds == KIND_COUNTS, kinds
    corrs = [f for f in conv.facts if f.stale is not None]
    assert len(corrs) == 6, len(corrs)
    values = [f.value for f in conv.facts]
    assert len(set(values)) == 50
    for f in conv.facts:
        u, _ = conv.turns[f.turn]
        if f.stale is None:
            assert f.corrected_at is None
            assert f.value in u, (f, u)
        else:
            assert f.kind in CORRECTABLE, f
            assert f.corrected_at is not None and f.corrected_at - f.turn >= 50, f
            assert f.stale in u, (f, u)
            assert f.value not in u and f.value not in conv.turns[f.turn][1], f
            assert f.value in conv.turns[f.corrected_at][0], (f, conv.turns[f.corrected_at])
            assert f.stale != f.value
        for t, (uu, aa) in enumerate(conv.turns):
            ok_v = {f.corrected_at} if f.stale is not None else {f.turn}
            if t not in ok_v:
                assert f.value not in uu and f.value not in aa, (f, t, uu, aa)
            if f.stale is not None and t not in (f.turn, f.corrected_at):
                assert f.stale not in uu and f.stale not in aa, (f, t)
    thirds = [0, 0, 0]
    for f in conv.facts:
        thirds[min(2, f.turn * 3 // 1000)] += 1
    assert min(thirds) >= 10, thirds
    special = [f.turn for f in conv.facts] + [f.corrected_at for f in corrs]
    assert len(set(special)) == len(special)
    # determinism
    again = generate(seed)
    assert again.turns == conv.turns and again.facts == conv.facts
    text = [u + " " + a for u, a in conv.turns]
    if count:
        toks = sum(count(u) + count(a) for u, a in conv.turns)
    else:
        toks = sum(len(s) / 4 for s in text)
    avg = toks / len(conv.turns)
    assert 80 <= avg <= 130, avg
    distinct_users = len({u for u, _ in conv.turns})
    echoes = sum(1 for f in conv.facts if f.value in conv.turns[f.turn][1] or (f.stale and f.stale in conv.turns[f.turn][1]))
    print(f"seed {seed}: ok  avg tokens/turn={avg:.1f}  thirds={thirds}  corrections={len(corrs)}  "
          f"echoed={echoes}/50  distinct user msgs={distinct_users}")
    return avg


if __name__ == "__main__":
    count, how = _token_counter()
    print("token counter:", how)
    avgs = [_check(s, count) for s in (1, 2, 3, 4, 5)]
    # other parameters still work
    c = generate(7, turns=400, n_corrections=3)
    assert len(c.turns) == 400 and len(c.facts) == 50 and len(c.corrections) == 3
    print(f"all checks passed; mean tokens/turn over seeds 1-5: {sum(avgs) / len(avgs):.1f}")
