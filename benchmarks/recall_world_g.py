"""Held-out recall world "g": a Bristol mobile bike mechanic's long chat with an AI assistant.

This generator was written as a held-out test set, without looking at the rollmem summarizer, its fact ledger, its
tests or the other recall worlds; it shares nothing with them but the ``Planted`` and ``Conversation`` dataclasses.

The person runs a one-van bike repair business, rehabs a torn knee ligament, visits a father with dementia in a care
home, helps plan a sister's wedding in Portugal, sings tenor in a community choir, restores an old wooden dinghy, keeps
bees and hens on an allotment, fosters kittens while adopting a retired greyhound, fights a landlord over damp and
learns Portuguese in evening classes. Filler is assembled from many sentence templates and slots (friends, shops,
times, small prices, days), so no two turns read alike. Fifty facts are planted once each in a user message, spread
over the early, middle and late thirds, in many phrasings (some as the answer to the assistant's question in the turn
before, some echoed by the assistant); six of them are corrected at least 40 turns later.

Usage::

    from recall_world_g import generate
    conv = generate(seed=3)             # 1,000 turns, 50 planted facts, 6 of them corrected
    conv = generate(seed=3, turns=200)  # shorter (at least 160 turns), still 50 facts
    for fact in conv.facts:             # fact.turn is a 0-based index into conv.turns
        ...

Run ``python benchmarks/recall_world_g.py`` for its self-checks (seeds 1-5).
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta

from recall_conversation import Conversation, Planted

MIN_TURNS = 160
KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6, "decision": 4,
               "preference": 4, "constraint": 3}
CORRECTABLE = ["person", "date", "amount", "phone", "address", "id"]
MIN_CORRECTION_GAP = 40

# ---------------------------------------------------------------------------------------------------------------
# the world: slots
# ---------------------------------------------------------------------------------------------------------------

FRIENDS = ["Imogen", "Tobias", "Wren", "Dev", "Ayo", "Kasia", "Rory", "Soren", "Bea", "Idris", "Lottie", "Yannick",
           "Femi", "Cal", "Juno", "Priti"]
SISTERS = ["Rosalind", "Tamsin", "Nell", "Hattie", "Philippa", "Greer"]
FIANCES = ["Tiago", "Duarte", "Rui", "Afonso", "Gonçalo", "Vasco"]
SHOPS = ["the Co-op", "Lidl", "Screwfix", "the Polish deli", "Gathercole's", "the corner shop", "B&Q",
         "the market stall on Corn Street", "the bakery on North Street", "Sainsbury's Local", "the charity shop",
         "Wilkinson's hardware", "the big Tesco", "the Turkish grocer"]
AREAS = ["Bedminster", "Easton", "Totterdown", "Redland", "Clifton", "Southville", "Fishponds", "Kingsdown",
         "Montpelier", "St Werburghs", "Horfield", "Knowle"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
TIMES = ["7:40", "half six", "quarter past nine", "10:15", "noon", "1pm", "3:30", "ten to eight", "5pm", "8:20",
         "midnight", "6am", "twenty past four", "11ish", "half two"]
SUBJECTS = ["octopuses", "Roman roads", "fermentation", "old maps", "volcanoes", "polar explorers", "lighthouses",
            "the history of the bicycle", "medieval plumbing", "bird migration"]


def _small_money(rng: random.Random) -> str:
    pounds = rng.randint(1, 39)
    return rng.choice([f"£{pounds}", f"£{pounds}.{rng.choice(['20', '45', '50', '75', '99', '10', '60', '35'])}",
                       f"{rng.randint(20, 95)}p"])


def _slot(rng: random.Random, world: dict[str, str], key: str) -> str:
    if key in world:
        return world[key]
    simple = {"friend": FRIENDS, "shop": SHOPS, "area": AREAS, "day": DAYS, "time": TIMES, "subject": SUBJECTS}
    if key in simple:
        return rng.choice(simple[key])
    if key == "Friend":
        return rng.choice(FRIENDS)
    if key == "money":
        return _small_money(rng)
    if key == "cheap":
        return f"£{rng.randint(2, 4)}.{rng.choice(['20', '40', '60', '80', '95'])}"
    if key == "mins":
        return str(rng.randint(5, 45))
    if key == "n":
        return str(rng.randint(3, 30))
    if key == "km":
        return rng.choice([str(rng.randint(2, 14)), f"{rng.randint(2, 9)}.5"])
    raise KeyError(key)


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _fill(rng: random.Random, world: dict[str, str], text: str, fields: dict[str, str] | None = None) -> str:
    fields = fields or {}

    def sub(m: re.Match[str]) -> str:
        key = m.group(1)
        return fields[key] if key in fields else _slot(rng, world, key)

    for _ in range(2):  # fields may themselves carry world slots such as {sis}
        text = _PLACEHOLDER.sub(sub, text)
    return text


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


_YOU = [(r"\bmy\b", "your"), (r"\bMy\b", "Your"), (r"\bme\b", "you"), (r"\bI'm\b", "you're"), (r"\bI\b", "you"),
        (r"\bmine\b", "yours"), (r"\bwe're\b", "you're")]


def _you(text: str) -> str:
    """The user's noun phrase as the assistant would say it."""
    for pattern, repl in _YOU:
        text = re.sub(pattern, repl, text)
    return text


# ---------------------------------------------------------------------------------------------------------------
# filler: ten threads of everyday chat (user sentences, assistant sentences)
# ---------------------------------------------------------------------------------------------------------------

THREADS: dict[str, tuple[list[str], list[str]]] = {
    "bikes": ([
        "Fixed {n} punctures today, which is a record even for a {day}.",
        "A customer in {area} wanted a full service on a bike that hadn't moved since about 2009.",
        "The van's sliding door is sticking again and I had to climb in through the passenger side like an idiot.",
        "Ordered more brake pads from the wholesaler; they were {money} a pair, which is daylight robbery.",
        "{friend} wants me to look at her daughter's BMX before the weekend.",
        "I spent {mins} minutes hunting for a 5mm Allen key that was in my pocket the whole time.",
        "Invoices are piling up and I keep putting off the bookkeeping.",
        "Had a lovely job this morning, an old Raleigh with a three-speed hub, proper vintage.",
        "The card reader died halfway through a payment and I had to ask the guy to do a bank transfer.",
        "Got a five-star review from someone in {area}, which made my whole week.",
        "The chain tool snapped, so that's another thing on the shopping list.",
        "Rain meant I was truing a wheel under a bus shelter at {time}.",
        "Two cancellations today, so I spent the gap tidying the parts bins.",
        "Someone asked if I do e-bike batteries and I honestly don't know where to start with those.",
        "I did {n} jobs this week and about half of them were gears nobody had ever adjusted.",
        "A student in {area} paid me in cash and a slice of banana bread.",
        "The van's fuel light came on in {area} and I coasted into the garage on fumes.",
        "Spent {day} evening replacing every cable on a touring bike, very satisfying.",
    ], [
        "For the bookkeeping, a fixed half hour every {day} tends to stop it snowballing.",
        "A sticky sliding door is often just dry runners, and a bit of silicone spray can work wonders.",
        "Buying consumables like pads and cables in bulk usually brings the unit price down.",
        "Reviews like that are worth screenshotting for your website or the van window.",
        "E-bike batteries are a specialist area, so partnering with a local shop might be safer.",
        "Keeping a spare card reader or a payment link on your phone saves a lot of awkward moments.",
        "Vintage hub gears are a nice niche, and people with old bikes tend to be loyal customers.",
        "It might help to block out travel time between jobs so the day doesn't get squeezed.",
        "A simple price list for common jobs can make quoting much quicker.",
        "Batching jobs by area could save you a fair bit of driving.",
    ]),
    "dad": ([
        "Visited Dad on {day} and he thought I was his brother for most of the afternoon.",
        "Dad ate all his lunch today, which the staff said is a good sign.",
        "We did a lighthouse jigsaw together and left {n} pieces for next time.",
        "He got agitated around {time} again, the staff call it sundowning.",
        "I brought Dad his old cardigan and he put it on straight away.",
        "{friend} offered to come with me on the next visit, which is kind.",
        "The care home has a singing session on {day}s and Dad apparently loves it.",
        "I found a box of his old photos and I'm making a little memory book.",
        "Feeling guilty that I only managed one visit this week.",
        "Dad asked about Mum again and I never know what to say.",
        "Parking near the care home cost me {money} for an hour, which feels cheeky.",
        "He's been sleeping a lot more, they said it's normal but it worries me.",
        "Took Dad round the garden in the wheelchair and the daffodils were out.",
        "I need to sort his winter clothes and label everything.",
        "Dad recognised me straight away on {day}, first time in weeks.",
        "He told one of the carers a long story about his national service, in great detail.",
    ], [
        "Memory books can be really calming, and photos with short captions work best.",
        "Going along with his reality gently, rather than correcting him, often reduces distress.",
        "It's normal to feel guilty, but one good visit matters more than counting them.",
        "Music is one of the last things to fade, so the singing sessions are a great idea.",
        "Iron-on name tags save a lot of lost-laundry heartache.",
        "Late-afternoon agitation is common, and a calm routine around that time can help.",
        "Asking the staff to jot down his good days could give you something to look forward to.",
        "Bringing a familiar object each time can help him settle.",
        "Those moments of recognition are precious, so it's worth writing them down.",
    ]),
    "knee": ([
        "Knee felt stiff this morning, probably from the stairs at Temple Meads.",
        "Did my {mins} minutes of exercises and the straight-leg raises are getting easier.",
        "The ice pack has basically become a permanent part of the sofa.",
        "Managed {km} km on the static bike without any pain.",
        "Still can't fully straighten the leg, which is frustrating.",
        "Cycling to jobs is out for now, so the van is doing everything.",
        "Tried the single-leg balance thing while brushing my teeth and wobbled like a jelly.",
        "The swelling's down a bit compared to last {day}.",
        "Resistance bands arrived from {shop}, {money} for a set of three.",
        "I'm terrified of doing something stupid and undoing all the progress.",
        "Had a twinge going down the hill in {area} and had to stop for a bit.",
        "My thigh on that side looks like it belongs to someone else.",
        "The knee clicked on the stairs at {time} and I froze like a statue.",
        "Walked to the shop and back without the brace for the first time.",
    ], [
        "Little and often is usually the rule with rehab exercises.",
        "Gradual loading is key, so don't be discouraged by small setbacks.",
        "Stairs are a common trigger, and leading with the good leg going up helps.",
        "Balance work is underrated, and brushing your teeth is a clever time to do it.",
        "Muscle loss after an injury is normal and usually comes back with consistent work.",
        "It's worth jotting down pain levels each day so you can spot trends.",
        "Keep checking in with the clinic before you increase the load.",
        "Celebrating the small wins really does help with a long recovery.",
    ]),
    "wedding": ([
        "{sis} sent me {n} photos of table settings and I can't tell them apart.",
        "The wedding group chat has {n} unread messages and I'm scared to open it.",
        "I need a suit that works in heat, apparently it'll be thirty-odd degrees out there.",
        "{sis} wants me to give a speech and I've written exactly one sentence.",
        "Mum's side of the family are arguing about who sits where, classic.",
        "Looked at linen shirts in town but they were all crumpled on the hanger.",
        "{sis} asked if I'd do a reading, which I'm weirdly nervous about.",
        "There's a welcome dinner the night before, which means two outfits.",
        "I'm trying to learn a toast in Portuguese to surprise everyone.",
        "The hen do plans have got completely out of hand.",
        "{bil} keeps sending me memes about the speech.",
        "{sis} and {bil} did a tasting on {day} and now can't agree on the fish course.",
        "My cousins want to hire a minibus for the whole week, which sounds like chaos.",
        "I tried on my good shoes and they've somehow shrunk since the last wedding.",
    ], [
        "For a speech, three short stories and a toast is a structure that rarely fails.",
        "Linen blends wrinkle less than pure linen and still breathe well.",
        "Muting the group chat and checking it once a day is totally reasonable.",
        "A toast in Portuguese would be a lovely touch, so keep it short enough to say confidently.",
        "Seating debates are best left to the couple; you can just nod politely.",
        "Practising the reading out loud a few times will calm the nerves.",
        "Breaking in the shoes around the house for a week or two can save your feet.",
        "It could help to ask {sis} what she'd most like from you on the day.",
    ]),
    "choir": ([
        "Rehearsal ran late, we did the same eight bars about {n} times.",
        "The tenors are outnumbered again, it's me and two retired vicars.",
        "I'm struggling with the Latin pronunciation in the second piece.",
        "{friend} brought homemade flapjacks to rehearsal and everyone lost their minds.",
        "My voice cracked on the high note and the director just smiled politely.",
        "We're singing in a church in {area} on {day}, which has lovely acoustics.",
        "I listen to the practice tracks in the van between jobs.",
        "Someone suggested matching scarves for the concert and there was a heated debate.",
        "The choir chat is mostly people asking where the car park is.",
        "I think I finally nailed the harmony in the last verse.",
        "Sight-reading the new piece was a disaster, I was a bar behind the whole time.",
        "The basses have started a rivalry with us and it's getting silly.",
        "We sang at a retirement do on {day} and someone's nan cried.",
    ], [
        "Practice tracks in the van are a great use of dead time.",
        "For Latin, marking the vowels in pencil on the score helps a lot.",
        "A gentle warm-up beforehand makes a crack on high notes less likely.",
        "Being in a small section means your voice really counts.",
        "Recording yourself on your phone is a quick way to check tricky harmonies.",
        "Sight-reading improves surprisingly fast if you do a little each day.",
        "A friendly section rivalry can be good for morale, as long as it stays friendly.",
    ]),
    "dinghy": ([
        "Spent {day} sanding the transom and I'm covered in dust.",
        "Found rot under the thwart, which wasn't in the plan.",
        "The epoxy needs {n} hours to cure, so I've got to be patient.",
        "Bought a tin of varnish at {shop} for {money}, fingers crossed it's the right stuff.",
        "{friend} came down to the yard and mostly drank tea and gave opinions.",
        "The old sails are mouldy but I'm tempted to keep them for sentimental reasons.",
        "I've been watching boat restoration videos until 1am.",
        "The trailer tyres are flat, so that's another job.",
        "The mast has a crack near the step and I can't tell if it's cosmetic.",
        "The harbour was glassy calm at {time} when I got there.",
        "Steamed my first new rib on {day} and it didn't snap, small miracle.",
        "Counted {n} bronze screws that need replacing on one side alone.",
    ], [
        "Rot usually spreads further than it looks, so probing with an awl is worth doing.",
        "Epoxy cure times vary with temperature, and a cold night can slow it right down.",
        "Thin coats of varnish with a light sand between them give the best finish.",
        "Photographing each stage makes putting everything back together much easier.",
        "A crack near the mast step is worth getting a second opinion on.",
        "Old sails can make lovely bags or covers if you don't want to throw them out.",
        "Steaming ribs is a real milestone, so well done.",
    ]),
    "allotment": ([
        "The broad beans are finally up, {n} of them anyway.",
        "Slugs destroyed the lettuces overnight and I'm furious.",
        "Opened the hive for the first time this year and the bees were calm.",
        "The hens have started laying again, we got {n} eggs this week.",
        "Someone left a bag of manure by my plot, which is the allotment version of love.",
        "Watering took {mins} minutes because the trough was empty.",
        "I traded {friend} some rhubarb for a jar of her chutney.",
        "The shed door blew off in the wind on {day}.",
        "I'm wondering whether to grow squash up an arch this year.",
        "The fox has been sniffing around the chicken run again.",
        "Spotted the first swarm cells and had a small panic.",
        "My neighbour on the next plot gave me {n} leek seedlings.",
    ], [
        "Beer traps or wool pellets can help with slugs without harming wildlife.",
        "Checking the fox-proofing on the run, especially along the bottom, is worth doing.",
        "Squash on an arch works well if you support the fruit with netting.",
        "Calm bees on a first inspection is a good sign of a healthy colony.",
        "Hens often lay more as the days lengthen.",
        "Swarm cells are worth a call to a more experienced keeper if you're unsure.",
        "Swapping produce with plot neighbours is one of the best things about allotments.",
    ]),
    "pets": ([
        "The kittens discovered the curtains and it's chaos.",
        "We went to the rescue again on {day} and walked a few of the dogs.",
        "Bought a cat tree for {money} at a car boot and they prefer the box it came in.",
        "One of the kittens sneezed twice and I panicked.",
        "I've been reading about greyhounds and apparently they sleep about eighteen hours a day.",
        "Need to fix the gap in the back fence before the dog comes home.",
        "The kittens are eating me out of house and home, {n} pouches a day.",
        "{friend} says greyhounds are basically forty-mile-an-hour couch potatoes.",
        "The litter tray situation is getting out of hand.",
        "I have a sofa blanket ready and a squeaky toy shaped like a hedgehog.",
        "Weighed the kittens on the kitchen scales and they've both put on weight.",
        "One of them climbed into the washing basket and fell asleep on my work trousers.",
    ], [
        "Kittens and curtains is a classic, and a couple of sturdy scratching posts can redirect them.",
        "Retired racers often need time to learn about stairs and glass doors.",
        "An occasional sneeze is usually fine, but watch for runny eyes or a change in appetite.",
        "A secure fence is worth sorting first, as greyhounds can be surprisingly good at escaping.",
        "Greyhounds usually love a soft bed and a quiet corner.",
        "Weekly weigh-ins are a great way to keep an eye on foster kittens.",
    ]),
    "flat": ([
        "The mould in the bathroom is back, black spots all along the ceiling.",
        "The landlord still hasn't replied to my email from {day}.",
        "I've been running the dehumidifier and it fills up in about {n} hours.",
        "Took more photos of the damp with a tape measure for scale.",
        "The neighbour downstairs has the same problem, which is weirdly reassuring.",
        "I've started a spreadsheet of every message and every date.",
        "The bedroom window doesn't close properly either.",
        "Smelled damp on my jumpers this morning, grim.",
        "Citizens Advice were helpful but the queue was {mins} minutes.",
        "Spent {money} on mould spray, which obviously isn't a real fix.",
        "The extractor fan in the bathroom sounds like a dying wasp.",
        "A bit of plaster came off the wall behind the wardrobe on {day}.",
    ], [
        "Keeping a dated log of communications will help a lot if it goes further.",
        "Photos with something for scale and a date are exactly what a tribunal likes to see.",
        "Persistent mould is usually a structural or ventilation issue the landlord is responsible for.",
        "It's worth putting everything in writing, even after a phone call.",
        "Talking to your neighbour could strengthen both your cases.",
        "Falling plaster is worth photographing and reporting straight away.",
    ]),
    "portuguese": ([
        "Portuguese class tonight, we did the past tense and my brain melted.",
        "I can now order a coffee and ask where the toilet is, so that's progress.",
        "The nasal vowels are going to be the death of me.",
        "My language app streak is at {n} days, don't judge.",
        "{friend} from class and I practise over a pastry on {day}s.",
        "I mixed up the words for grandfather and grandmother in front of the whole class.",
        "Watching a Portuguese series with subtitles, understood maybe a quarter of it.",
        "Homework this week is to describe my family in ten sentences.",
        "The teacher speaks so fast when she gets excited.",
        "I keep slipping into Spanish, which is no help whatsoever.",
        "Learned {n} new verbs this week and forgot most of them by {day}.",
        "Tried ordering in Portuguese at the café on {day} and they answered in English.",
    ], [
        "Switching to Portuguese subtitles rather than English is a nice next step.",
        "Nasal vowels come with listening practice, and shadowing short clips helps.",
        "Slipping into Spanish is really common and it fades as your Portuguese gets stronger.",
        "Describing your family is great practice for the wedding small talk.",
        "Short daily sessions beat one long cram.",
        "Being answered in English happens to everyone; keep going in Portuguese anyway.",
    ]),
}

INCIDENTAL = [
    "Paid {cheap} for a flat white at {shop} this morning, outrageous.",
    "The 72 bus was {mins} minutes late again.",
    "{friend} and I are getting lunch at {time} on {day}.",
    "My phone died at {time} and I felt oddly free.",
    "It's been drizzling since {day}.",
    "Bumped into {friend} at {shop} and we chatted for ages.",
    "Walked {km} km today according to my phone.",
    "The bin men didn't come on {day}, again.",
    "Made a huge pot of soup that'll last about {n} meals.",
    "Watched a documentary about {subject} until way too late.",
    "The heating came on at {time} for no reason.",
    "{friend} lent me a book about {subject}.",
    "Found {money} in an old coat pocket, best thing all week.",
    "Slept badly, woke at {time} and couldn't get back to sleep.",
    "There's a quiz at the pub on {day} if I can be bothered.",
    "{friend}'s birthday is coming up and I have no ideas.",
    "Spent {money} at {shop} on things I didn't need.",
    "The washing machine has started making a noise like a helicopter.",
    "{friend} texted at {time} asking if I was still alive.",
    "Got caught in a downpour in {area} without a coat.",
    "Treated myself to a pasty from {shop}, {cheap} well spent.",
    "The neighbours had a barbecue on {day} and the smoke came straight in.",
]
CHATTER = ["Anyway, that's my news.", "Sorry, long message.", "Bit of a scattered day.", "Right, kettle time.",
           "Just getting it all out of my head.", "Not much else to report.", "Onwards.", "It's been a week.",
           "Brain is a bit fried.", "Let me know what you think.", "Thoughts?", "I'll stop rambling now.",
           "Anyway, enough about that.", "Send help, or biscuits.", "That's the update."]
USER_OPENERS = ["Morning!", "Hey.", "Hiya.", "Evening.", "Right, update.", "Quick one.", "Ok so.", "Hi again.",
                "Me again.", "Hello!", "Afternoon."]
AI_OPENERS = ["That sounds like a full day.", "Thanks for the update.", "Good to hear from you.", "Oof, that's a lot.",
              "Nice one.", "That's understandable.", "Sounds busy!", "Ah, I see.", "Makes sense.",
              "That's a tricky one.", "Glad you mentioned that.", "Fair enough.", "That's good progress.",
              "Ha, that's very relatable.", "Sounds like quite a week."]
AI_FIX_OPENERS = ["Thanks for the correction.", "Good catch.", "No problem, I've updated that.", "Ah, thanks for that.",
                  "Noted, thanks for fixing it.", "Got it, I'll go with the new one."]
AI_GENERIC = ["It might help to write a short list for tomorrow.", "Try to build in a proper break today.",
              "Small steps still count.", "It's fine to let a few things slide this week.",
              "Sleep and a decent meal make everything easier to cope with.",
              "You're juggling a lot, so be kind to yourself.", "One thing at a time is plenty."]
AI_CLOSERS = ["How are you feeling about it all?", "Want me to help you plan the week?",
              "Is there anything you'd like to prioritise?", "Let me know how it goes.", "Would a checklist help?",
              "Shall I draft something for you?", "Hope the rest of the day is calmer.",
              "Do you want to talk it through a bit more?", "Anything else on your mind?"]
ASK_PREFIXES = ["", "Oh, and ", "One thing I meant to ask: ", "Also, ", "Before I forget, "]

# ---------------------------------------------------------------------------------------------------------------
# fact values
# ---------------------------------------------------------------------------------------------------------------

FIRST = ["Ifeoma", "Radek", "Solveig", "Kobina", "Anjali", "Tarek", "Catalina", "Benedikt", "Wanjiru", "Fionnuala",
         "Hamza", "Ludmila", "Kaito", "Adaeze", "Matías", "Eilidh", "Nikos", "Rukhsana", "Jarrah", "Ottilie", "Vuyo",
         "Margarethe", "Caoimhe", "Dayo", "Ilse", "Teodor", "Sunniva", "Babajide", "Arvid", "Nalani", "Emre", "Hedda",
         "Santiago", "Ayesha", "Rasmus", "Chiamaka", "Lorcan", "Xiadani"]
LAST = ["Abernathy-Cole", "Nwachukwu", "Halloran", "Kristiansen", "Balan", "Mbatha", "Oyelowo", "Arrieta",
        "Przybylski", "Lindgren", "Murugan", "Fairweather", "Delgado", "Kiplagat", "Soares", "van der Berg",
        "Quintero", "Ishikawa", "Oduya", "Szabo", "Brannigan", "Chaudhry", "Ekström", "Nyambura", "Lefebvre",
        "Toivonen", "Abubakar", "Petrakis", "Sekibo", "Villanueva", "Hartigan", "Ferraz", "Yilmaz", "Kasprzak",
        "Mahlangu", "Drummond"]
PET_NAMES = ["Ziggy", "Mortimer", "Kumquat", "Salsify", "Mungo", "Wasabi", "Rasputin", "Gnocchi", "Admiral Snuggles",
             "Kipper", "Bilbo", "Tofu", "Biscotti", "Pancetta", "Pixel", "Gatsby", "Ottoline", "Bartholomew",
             "Fennel", "Chorizo", "Obi", "Miso", "Lentil", "Hobnob", "Captain Custard", "Persimmon", "Rhubarb Jr",
             "Moomin", "Tinkerbell", "Sir Reginald"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"]
WD_ABBR = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
UK_STREETS = ["Gloucester Road", "Cheltenham Road", "Ashley Down Road", "Coronation Road", "Whiteladies Road",
              "Stapleton Road", "Church Road", "Wells Road", "St Marks Road", "Zetland Road", "Chandos Road",
              "Belmont Street", "Raleigh Road", "Hotwell Road", "Mina Road", "Nevil Road", "Cotham Brow"]


def _pat(rng: random.Random, pattern: str) -> str:
    """``%`` becomes a digit, ``^`` a capital letter (no I or O), anything else stays."""
    out = []
    for ch in pattern:
        if ch == "%":
            out.append(rng.choice("0123456789"))
        elif ch == "^":
            out.append(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ"))
        else:
            out.append(ch)
    return "".join(out)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _name(rng: random.Random, _year: int) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def _doctor(rng: random.Random, year: int) -> str:
    return "Dr " + _name(rng, year)


def _pet(rng: random.Random, _year: int) -> str:
    return rng.choice(PET_NAMES)


def _date(rng: random.Random, year: int) -> str:
    d = date(year, 1, 1) + timedelta(days=rng.randrange(365))
    month, mon, wd = MONTHS[d.month - 1], MON_ABBR[d.month - 1], d.weekday()
    return rng.choice([
        f"{d.day} {month}",
        f"{month} {_ordinal(d.day)}",
        f"the {_ordinal(d.day)} of {month}",
        f"{WD_ABBR[wd]} {d.day} {mon}",
        d.isoformat(),
        f"{DAYS[wd]} {d.day} {month}",
        f"{d.day:02d}/{d.month:02d}/{d.year}",
        f"{DAYS[wd]} the {_ordinal(d.day)}",
    ])


def _group(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)


def _money(currency: str, lo: int, hi: int) -> Callable[[random.Random, int], str]:
    def make(rng: random.Random, _year: int) -> str:
        n = rng.randrange(lo, hi) // 5 * 5 + rng.choice([0, 0, 0, 5, 1, 9])
        pence = f"{rng.randint(1, 99):02d}"
        styles = {
            "GBP": [f"£{n:,}", f"£{n:,}.{pence}", f"£{n:,}.00"],
            "EUR": [f"€{n:,}", f"{_group(n, '.')} €", f"EUR {_group(n, ' ')}", f"€{n:,}.{pence}"],
            "CHF": [f"{_group(n, ' ')} CHF", f"CHF {_group(n, chr(39))}", f"CHF {n:,}.-"],
            "USD": [f"${n:,}", f"US${n:,}", f"${n:,}.{pence}"],
            "ZAR": [f"R{_group(n, ' ')}", f"ZAR {n:,}", f"R{_group(n, ' ')},{pence}"],
            "AUD": [f"AUD {n}", f"A${n:,}", f"AUD {n:,}.{pence}"],
        }[currency]
        return rng.choice(styles)

    return make


def _pattern(*patterns: str) -> Callable[[random.Random, int], str]:
    def make(rng: random.Random, _year: int) -> str:
        return _pat(rng, rng.choice(patterns))

    return make


def _choice(*values: str) -> Callable[[random.Random, int], str]:
    def make(rng: random.Random, _year: int) -> str:
        return rng.choice(values)

    return make


def _addr_uk_unit(rng: random.Random, _year: int) -> str:
    n, u, st = rng.randint(2, 240), rng.randint(1, 12), rng.choice(UK_STREETS)
    return rng.choice([f"{n} {st}, Unit {u}", f"Unit {u}, {n} {st}", f"{n}a {st}"])


def _addr_care_home(rng: random.Random, _year: int) -> str:
    house = rng.choice(["Elmcroft", "Harbour View", "Larkfield", "Rosemount", "Ashgrove", "Willowbank", "Greystoke"])
    return f"{house} House, {rng.randint(3, 160)} {rng.choice(UK_STREETS)}"


def _addr_quinta(rng: random.Random, _year: int) -> str:
    quinta = rng.choice(["dos Loureiros", "da Amendoeira", "do Vale Fresco", "das Oliveiras", "da Boa Vista"])
    rua = rng.choice(["da Pena", "do Castelo", "das Flores", "de São Pedro", "dos Moinhos"])
    return rng.choice([f"Quinta {quinta}, Rua {rua} {rng.randint(2, 190)}",
                       f"Rua {rua} {rng.randint(2, 190)}, Quinta {quinta}"])


def _addr_zurich(rng: random.Random, _year: int) -> str:
    street = rng.choice(["Seefeldstrasse", "Hottingerstrasse", "Klosbachstrasse", "Weinbergstrasse", "Badenerstrasse",
                         "Militärstrasse"])
    n = rng.randint(4, 220)
    return rng.choice([f"{street} {n}", f"{street} {n}, 80{rng.randint(0, 57):02d} Zürich"])


def _addr_estate(rng: random.Random, _year: int) -> str:
    estate = rng.choice(["Feeder Road", "Avonmouth Way", "St Philips", "Netham", "Cabot Park"])
    return f"Unit {rng.randint(1, 40)}{rng.choice('ABCDEF')}, {estate} Trading Estate"


def _addr_floor(rng: random.Random, _year: int) -> str:
    street = rng.choice(["Redcliff Street", "Temple Quay", "Victoria Street", "Marlborough Street", "Park Row"])
    return f"{rng.choice(['2nd', '3rd', '4th', '5th', 'Ground'])} Floor, {rng.randint(1, 90)} {street}"


def _addr_farm(rng: random.Random, _year: int) -> str:
    farm = rng.choice(["Hollybush", "Coldharbour", "Windmill Hill", "Brookside", "Nettlebed"])
    lane = rng.choice(["Bishops", "Mill", "Pound", "Crabtree", "Tanhouse"])
    village = rng.choice(["Winterbourne", "Pucklechurch", "Backwell", "Wrington", "Chew Magna"])
    return f"{farm} Farm, {lane} Lane, {village}"


def _addr_house(rng: random.Random, _year: int) -> str:
    return rng.choice([f"{rng.randint(2, 199)} {rng.choice(UK_STREETS)}",
                       f"Flat {rng.randint(1, 9)}, {rng.randint(2, 99)} {rng.choice(UK_STREETS)}"])


def _pnr(rng: random.Random, _year: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))


# ---------------------------------------------------------------------------------------------------------------
# topics: what each fact is about, how the user refers to it, and how its value is drawn
# ---------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Topic:
    about: str
    thread: str
    np: str  # the full noun phrase, in the user's voice
    short: str  # a short noun phrase, in the user's voice
    src: str  # who told the user
    make: Callable[[random.Random, int], str]


T = Topic
TOPICS: dict[str, list[Topic]] = {
    "person": [
        T("physio", "knee", "my new physio", "the physio", "the clinic", _name),
        T("dad's social worker", "dad", "Dad's social worker", "Dad's social worker", "the council", _name),
        T("care home manager", "dad", "the manager at Dad's care home", "the care home manager", "Dad's key worker",
          _name),
        T("portuguese tutor", "portuguese", "my Portuguese tutor", "the tutor", "the language school", _name),
        T("choir director", "choir", "the new choir director", "the choir director", "the committee", _name),
        T("wedding planner", "wedding", "the wedding planner in Portugal", "the wedding planner", "{sis}", _name),
        T("housing solicitor", "flat", "the solicitor handling the damp case", "the solicitor", "Citizens Advice",
          _name),
        T("letting agent", "flat", "the letting agent for the flat", "the letting agent", "the landlord", _name),
        T("shipwright", "dinghy", "the shipwright at the boatyard", "the shipwright", "the boatyard office", _name),
        T("rescue coordinator", "pets", "the coordinator at the greyhound rescue", "the rescue coordinator",
          "the rescue", _name),
        T("accountant", "bikes", "my accountant for the bike business", "the accountant", "the small business hub",
          _name),
        T("knee consultant", "knee", "the knee consultant", "the consultant", "the hospital", _doctor),
        T("allotment secretary", "allotment", "the allotment society secretary", "the allotment secretary",
          "the noticeboard", _name),
        T("beekeeping mentor", "allotment", "my beekeeping mentor", "the bee mentor", "the beekeepers' association",
          _name),
    ],
    "pet": [
        T("greyhound", "pets", "the greyhound we're adopting", "the greyhound", "the rescue", _pet),
        T("ginger foster kitten", "pets", "the ginger foster kitten", "the ginger kitten", "the shelter", _pet),
        T("tabby foster kitten", "pets", "the little tabby we're fostering", "the tabby", "the shelter", _pet),
        T("dad's cat", "dad", "Dad's old cat", "Dad's cat", "Dad", _pet),
        T("sister's dog", "wedding", "my sister's dog", "the ring-bearer dog", "{sis}", _pet),
        T("boss hen", "allotment", "the bossiest of the allotment hens", "the boss hen", "Kasia at the allotment",
          _pet),
        T("neighbours' tortoise", "flat", "the tortoise I'm minding for the neighbours", "the tortoise",
          "the neighbours", _pet),
        T("boatyard cat", "dinghy", "the boatyard cat", "the boatyard cat", "the shipwright", _pet),
    ],
    "date": [
        T("dad's care review", "dad", "Dad's care review", "the care review", "the care home", _date),
        T("knee MRI", "knee", "my MRI on the knee", "the MRI", "the hospital", _date),
        T("tribunal hearing", "flat", "the tribunal hearing about the damp", "the hearing", "the solicitor", _date),
        T("flight to Lisbon", "wedding", "my flight to Lisbon", "the flight", "the airline", _date),
        T("choir concert", "choir", "the choir's spring concert", "the concert", "the choir director", _date),
        T("portuguese oral exam", "portuguese", "my Portuguese oral exam", "the oral exam", "the language school",
          _date),
        T("tax return deadline", "bikes", "the deadline for the business tax return", "the tax deadline",
          "the accountant", _date),
        T("greyhound home check", "pets", "the home check for the greyhound", "the home check", "the rescue", _date),
        T("dinghy relaunch", "dinghy", "the dinghy's relaunch", "the relaunch", "the harbour master", _date),
        T("van MOT", "bikes", "the van's MOT", "the MOT", "the garage", _date),
        T("allotment inspection", "allotment", "the allotment inspection", "the inspection", "the committee", _date),
        T("dress fitting", "wedding", "the dress fitting with {sis}", "the fitting", "{sis}", _date),
        T("kittens' jabs", "pets", "the kittens' second jabs", "the jabs", "the vet", _date),
    ],
    "amount": [
        T("hull repair quote", "dinghy", "the quote for re-planking the dinghy", "the boatyard quote",
          "the boatyard", _money("GBP", 900, 3200)),
        T("villa share", "wedding", "my share of the wedding villa", "the villa share", "{sis}",
          _money("EUR", 400, 1600)),
        T("choir trip fee", "choir", "the fee for the Zurich choir trip", "the trip fee", "the choir treasurer",
          _money("CHF", 600, 1900)),
        T("custom frame price", "bikes", "the price of the custom frame from Portland", "the frame",
          "the frame builder", _money("USD", 1400, 3800)),
        T("solicitor's fee", "flat", "the solicitor's fixed fee", "the solicitor's fee", "the solicitor",
          _money("GBP", 450, 1800)),
        T("care home top-up", "dad", "the monthly top-up for Dad's care home", "the top-up", "the care home",
          _money("GBP", 300, 1200)),
        T("greyhound adoption fee", "pets", "the adoption fee for the greyhound", "the adoption fee", "the rescue",
          _money("GBP", 150, 350)),
        T("loan to brother", "bikes", "what I'm lending my brother in Cape Town for his van", "the loan",
          "my brother", _money("ZAR", 5000, 25000)),
        T("van clutch quote", "bikes", "the garage's quote for the van clutch", "the clutch quote", "the garage",
          _money("GBP", 450, 1100)),
        T("portuguese course fee", "portuguese", "the fee for the intensive Portuguese course", "the course fee",
          "the language school", _money("EUR", 700, 1900)),
        T("vintage saddle shipping", "bikes", "the shipping for the vintage saddle from Melbourne",
          "the saddle shipping", "the seller", _money("AUD", 180, 900)),
        T("private physio block", "knee", "the block of private physio sessions", "the physio block", "the clinic",
          _money("GBP", 240, 600)),
    ],
    "phone": [
        T("physio clinic phone", "knee", "the number for the physio clinic", "the physio clinic", "the receptionist",
          _pattern("0117 496 %%%%", "(0117) 496 %%%%")),
        T("wedding venue phone", "wedding", "the number for the wedding venue in Sintra", "the venue", "{sis}",
          _pattern("+351 219 %%% %%%", "+351 21 %%% %%%%")),
        T("frame builder phone", "bikes", "the frame builder's number in Portland", "the frame builder",
          "his website", _pattern("(503) 555-0%%%", "+1 503-555-0%%%")),
        T("care home night desk phone", "dad", "the number for the care home night desk", "the night desk",
          "the manager", _pattern("0117 %%% %%%%", "+44 117 %%% %%%%")),
        T("zurich hostel phone", "choir", "the number for the choir's hostel in Zurich", "the hostel",
          "the choir treasurer", _pattern("+41 44 %%% %% %%", "044 %%% %% %%")),
        T("emergency plumber phone", "flat", "the emergency plumber's mobile", "the emergency plumber",
          "the letting agent", _pattern("07%%% %%% %%%", "07%%%-%%%%%%")),
        T("bee mentor phone", "allotment", "my bee mentor's mobile", "the bee mentor", "the association",
          _pattern("+44 7%%% %%%%%%", "07%%% %%%%%%")),
        T("portuguese tutor phone", "portuguese", "the tutor's WhatsApp number", "the tutor", "the school",
          _pattern("+351 9%% %%% %%%", "+351 9%%%%%%%%")),
        T("wholesaler trade desk phone", "bikes", "the trade desk number at the bike wholesaler", "the trade desk",
          "the rep", _pattern("0345 %%% %%%%", "0345-%%%-%%%%")),
    ],
    "address": [
        T("physio clinic address", "knee", "the new physio clinic", "the physio clinic", "the receptionist",
          _addr_uk_unit),
        T("dad's care home address", "dad", "Dad's care home", "the care home", "the social worker", _addr_care_home),
        T("wedding venue address", "wedding", "the wedding venue", "the venue", "{sis}", _addr_quinta),
        T("zurich hostel address", "choir", "the choir's hostel in Zurich", "the hostel", "the choir treasurer",
          _addr_zurich),
        T("storage unit address", "bikes", "the storage unit for the business", "the storage unit", "the agent",
          _addr_estate),
        T("tribunal venue address", "flat", "the tribunal venue", "the tribunal venue", "the solicitor",
          _addr_floor),
        T("rescue kennels address", "pets", "the greyhound rescue kennels", "the kennels", "the rescue coordinator",
          _addr_farm),
        T("dad's old house address", "dad", "Dad's old house that we're clearing", "Dad's old house",
          "the estate agent", _addr_house),
    ],
    "id": [
        T("van insurance policy", "bikes", "the policy number for the van insurance", "the van insurance",
          "the insurer", _pattern("VAN-%%%%%%-^^", "P^^%%%%%%%", "%%%-^^^-%%%%")),
        T("deposit scheme reference", "flat", "the deposit scheme reference", "the deposit", "the letting agent",
          _pattern("DPS-%%%%%%%", "TDS/%%%%/%%%%^")),
        T("lisbon flight booking code", "wedding", "the booking code for the Lisbon flight", "the flight booking",
          "the airline", _pnr),
        T("frame tracking number", "bikes", "the tracking number for the frame", "the frame delivery",
          "the courier", _pattern("1Z ^%^ %^% %% %%%% %%%%", "1Z^%^%^%%%%%%%%%%%")),
        T("knee referral number", "knee", "the hospital referral number for my knee", "the referral",
          "the GP surgery", _pattern("%%%% %%%% %%%%", "RBR-%%%%%%")),
        T("tribunal case number", "flat", "the tribunal case number", "the tribunal case", "the solicitor",
          _pattern("BRS/%%^^/HNA/%%%%", "CHI/%%^^/HMF/%%%%")),
        T("parts order number", "bikes", "the order number for the parts", "the parts order", "the wholesaler",
          _pattern("#^%%-%%%-%%%", "ORD-%%%%%%^")),
        T("choir trip booking code", "choir", "the booking code for the choir trip", "the trip booking",
          "the treasurer", _pattern("ZRH-^^%%%%", "CH^%%%^^")),
        T("greyhound microchip", "pets", "the greyhound's microchip number", "the microchip", "the rescue",
          _pattern("9%% %%% %%% %%% %%%", "9%%%%%%%%%%%%%%")),
        T("care home resident id", "dad", "Dad's resident ID at the care home", "Dad's resident ID",
          "the care home office", _pattern("RES-%%%%^", "R%%%%-^^")),
        T("tax UTR", "bikes", "my UTR for the business tax return", "the UTR", "the accountant",
          _pattern("%%%%% %%%%%", "%%%%%%%%%%")),
    ],
    "decision": [
        T("new van choice", "bikes", "the van replacement", "the new van", "the accountant",
          _choice("the electric Kangoo", "the long-wheelbase Transit Custom", "the ex-council Vivaro",
                  "the little Berlingo with the roof rack")),
        T("hull colour", "dinghy", "the hull colour", "the hull colour", "the shipwright",
          _choice("racing green with a cream stripe", "pale duck-egg blue", "plain varnished mahogany",
                  "signal red topsides")),
        T("wedding present", "wedding", "the wedding present", "the wedding present", "{sis}'s best friend",
          _choice("the hand-painted azulejo tiles", "a framed map of Sintra", "the cork picnic hamper",
                  "a cookery class in Porto")),
        T("choir solo piece", "choir", "my solo piece", "my solo", "the choir director",
          _choice("the Fauré Pie Jesu", "Shenandoah with the humming intro", "the Purcell lament",
                  "the Welsh lullaby arrangement")),
        T("damp case route", "flat", "the route for the damp case", "the damp case", "the solicitor",
          _choice("mediation before the tribunal", "the no-win-no-fee firm", "a formal complaint to the council")),
        T("knee treatment plan", "knee", "the knee treatment plan", "the knee", "the consultant",
          _choice("the hydrotherapy programme", "keyhole surgery in the autumn",
                  "six more weeks of conservative rehab")),
        T("portuguese course format", "portuguese", "the next Portuguese course", "the Portuguese course",
          "the tutor", _choice("the intensive August course in Porto", "the Tuesday evening group",
                               "one-to-one lessons online")),
        T("allotment beds", "allotment", "the allotment beds", "the allotment beds", "the allotment secretary",
          _choice("raised larch beds", "the no-dig method", "a second-hand polytunnel")),
        T("business name", "bikes", "the business name", "the business name", "{friend}",
          _choice("Spoke Doctor", "Two Wheel Triage", "Bristol Bike Medic", "Chain Reaction Repairs")),
    ],
    "preference": [
        T("coffee order", "bikes", "my usual coffee order", "coffee", "{friend}",
          _choice("a cortado with oat milk", "a double espresso, no sugar", "a decaf soy cappuccino",
                  "an iced long black")),
        T("plane seat", "wedding", "my seat preference on planes", "plane seats", "{sis}",
          _choice("a bulkhead seat with legroom", "anything but the middle seat", "the last row near the galley")),
        T("contact method", "bikes", "the best way to reach me", "getting hold of me", "{friend}",
          _choice("a missed call and I'll ring back", "a voice note on WhatsApp", "email before noon")),
        T("physio slot", "knee", "my ideal physio slot", "physio appointments", "the receptionist",
          _choice("first thing in the morning", "the late lunchtime slot", "Friday afternoons")),
        T("choir spot", "choir", "my favourite spot in the choir", "where I stand in choir", "the director",
          _choice("the end of the back row", "right next to the piano", "the far left by the window")),
        T("portuguese café order", "portuguese", "my order at the Portuguese café", "the Portuguese café",
          "{friend}", _choice("the bifana with extra mustard", "grilled sardines on toast",
                              "caldo verde and a custard tart")),
        T("van soundtrack", "bikes", "my van soundtrack", "music in the van", "{friend}",
          _choice("old Cape Verdean mornas", "70s Brazilian funk", "late-night jazz on Radio 3")),
        T("tea", "dad", "how I take my tea", "tea", "Dad",
          _choice("builder's tea with two sugars", "smoky lapsang, no milk", "fresh mint tea")),
        T("dog walk time", "pets", "my favourite time for dog walks", "dog walks", "the rescue",
          _choice("just after sunrise", "the hour before dinner")),
    ],
    "constraint": [
        T("my allergy", "knee", "my one allergy", "my allergy", "the GP",
          _choice("bee stings", "celery", "mustard seed", "ibuprofen", "lupin flour")),
        T("knee restriction", "knee", "the physio's rule for my knee", "the knee", "the physio",
          _choice("no deep squats", "no running downhill", "no kneeling", "no twisting sports")),
        T("dad's diet", "dad", "Dad's diet at the care home", "Dad's meals", "the dietitian",
          _choice("soft foods only", "no added salt", "thickened drinks only")),
        T("greyhound rule", "pets", "the rescue's rule for the greyhound", "the greyhound", "the rescue",
          _choice("no off-lead walks", "a muzzle on in the park", "no homes with small dogs")),
        T("wedding guest rule", "wedding", "{sis}'s one rule for guests", "the wedding", "{sis}",
          _choice("no phones during the ceremony", "no white outfits", "no confetti cannons")),
        T("workshop parking", "bikes", "the parking restriction outside the workshop", "parking", "the council",
          _choice("no parking before 10am", "loading only, twenty minutes max")),
        T("caffeine rule", "choir", "my own rule about caffeine", "caffeine", "the GP",
          _choice("nothing caffeinated after 2pm", "one coffee a day, tops")),
        T("party wall rule", "flat", "the landlord's rule about the walls", "the walls", "the tenancy agreement",
          _choice("no drilling into the party wall", "no picture hooks")),
    ],
}
del T

# ---------------------------------------------------------------------------------------------------------------
# phrasings. {v} is the value; a leading "~" marks casual text typed all in lower case (except the value)
# ---------------------------------------------------------------------------------------------------------------

STATE: dict[str, list[str]] = {
    "person": [
        "{NP} is {v}, by the way.",
        "{v} is going to be {np} from now on.",
        "Finally met {np} ({v}) and it went better than I expected.",
        "Now that I know {np} is {v}, I feel a bit less anxious about it all.",
        "{Src} emailed to say {np} will be {v}.",
        "Names to remember this week: {v} ({short}), {friend}'s new partner and the woman at the garage.",
        "~ok so {short} is called {v} apparently",
        "Had a call from {v} today, {np}, who was really nice.",
    ],
    "pet": [
        "{NP} is called {v}.",
        "{v} (that's {np}) spent the whole afternoon asleep in a sunny patch.",
        "Turns out the name on the paperwork for {short} is {v}, which suits them.",
        "{Src} told me {short} answers to {v}, though only when food is involved.",
        "Roll call for this week: {v} ({short}), the spider plant and me.",
        "~{short} is called {v} lol, i didn't choose it",
        "We've all been calling {np} {v}, and it's stuck.",
    ],
    "date": [
        "{NP} is on {v}.",
        "{v} is the date for {np}, apparently.",
        "They've booked {np} for {v}, which clashes with a job I'll have to move.",
        "Reminder to self: {np} ({v}).",
        "{Src} rang to say {np} will be on {v}.",
        "Diary so far: {short} on {v}, choir practice as usual, and bins out on {day}.",
        "~note to self, {short} is on {v}",
        "If {np} really is on {v}, I'll need to rearrange a couple of customers.",
    ],
    "amount": [
        "{NP} came to {v}.",
        "{v} for {short}, can you believe it?",
        "{Src} said {np} would be {v} all in.",
        "Got {short} sorted today ({v}, ouch).",
        "Money stuff this month: {short} at {v}, choir subs and the phone bill.",
        "Given that {np} is {v}, I might have to skip a few takeaways.",
        "~so {short} is {v}. ugh",
        "I keep rechecking {np} and it's still {v}.",
    ],
    "phone": [
        "{NP} is {v}.",
        "{v} is {np}, saving it here so I don't lose it.",
        "If I need to ring {short}, it's {v}.",
        "Got a direct line for {short} at last: {v}.",
        "Numbers for the fridge door: {short} {v}, the plumber and {friend}'s mobile.",
        "~{short} number is {v} fyi",
        "{Src} said to call {v} if anything comes up with {short}.",
    ],
    "address": [
        "{NP} is at {v}.",
        "{v}, that's where {np} is.",
        "{NP} ({v}) looks nice enough on Street View.",
        "Writing {v} on a sticky note for {short}, because I will forget.",
        "{Src} confirmed the address for {short} is {v}.",
        "Addresses for this week: {v} ({short}), the boatyard and the tip.",
        "~{short} is at {v} btw",
        "Because {np} is at {v}, I'll have to plan the route properly.",
    ],
    "id": [
        "{NP} is {v}.",
        "{v} is {np}, writing it down before I lose the email.",
        "Apparently I have to quote {v} ({short}) every time I call them.",
        "{Src} said to quote {v} for anything to do with {short}.",
        "Reference numbers, for the record: {short} {v}, plus the council one I've already lost.",
        "Since the reference for {short} is {v}, I've put it in my notes app too.",
        "~{short} ref is {v}",
    ],
    "decision": [
        "We've gone with {v} for {short}.",
        "Decision made on {short}: {v}.",
        "After weeks of dithering I've picked {v} for {short}.",
        "{Src} agreed that {v} makes the most sense for {short}, so that's settled.",
        "Settled this week: {v} for {short}, plus who's driving to the concert.",
        "~ok going with {v} for {short}, done deliberating",
        "So it's {v} for {short}, and I'm not reopening it.",
    ],
    "preference": [
        "{NP} is always {v}, if anyone asks.",
        "I really prefer {v} when it comes to {short}.",
        "For {short}, {v} every time.",
        "{Friend} teases me for always picking {v} when it comes to {short}.",
        "Things I like, for the record: {v} ({short}), long baths and quiet Sundays.",
        "~{short}: {v}, always",
        "Just so you know my taste, {np} is {v}.",
    ],
    "constraint": [
        "{NP} is {v}, so bear that in mind.",
        "Worth knowing about {short}: {v}.",
        "{Src} was very clear about {short}: {v}.",
        "Things I have to work around at the moment: {v} ({short}), early nights and more water.",
        "~{short} rule is {v}. annoying but fine",
        "Just flagging that {np} is {v}, in case it comes up.",
    ],
}
QUESTIONS: dict[str, list[str]] = {
    "person": ["Do you know who {ynp} will be yet?", "Out of interest, what's the name of {ynp}?"],
    "pet": ["What's {yshort} called, by the way?", "I don't think you've told me what {yshort} is called?"],
    "date": ["When is {ynp}, by the way?", "Do you have a date for {ynp} yet?"],
    "amount": ["How much did {ynp} come to in the end?", "Did you get a figure for {ynp}?"],
    "phone": ["Do you have a number for {yshort} saved somewhere?",
              "What's the number for {yshort}, in case you need it in a hurry?"],
    "address": ["Where exactly is {yshort}?", "What's the address for {yshort}, by the way?"],
    "id": ["Do you have the reference number for {yshort} handy?", "What's the reference on {yshort}, by the way?"],
    "decision": ["What did you decide about {ynp} in the end?", "Did you make a call on {ynp}?"],
    "preference": ["Out of curiosity, what's your preference for {yshort}?", "How do you like {yshort}, usually?"],
    "constraint": ["Is there anything I should keep in mind about {yshort}?",
                   "Any restrictions around {yshort} I should know about?"],
}
ANSWERS_ANY = ["Oh, you asked about {short}: {v}.", "To answer your question, {v}.", "Re your question: {v}.",
               "~oh yeah, {short}: {v}"]
ANSWERS: dict[str, list[str]] = {
    "person": ["It's {v}, I've got it written on the letter.", "{v}, apparently."],
    "pet": ["{v}! Great name, right?", "Oh, {short} is called {v}."],
    "date": ["It's {v}, I've put it in the calendar.", "{v}, as far as I know."],
    "amount": ["It came to {v}.", "{v}, which made me wince."],
    "phone": ["Yes, it's {v}.", "{v}, I've saved it now."],
    "address": ["It's {v}.", "{v}, I looked it up on the map."],
    "id": ["Yes, it's {v}.", "{v}, copied straight off the email."],
    "decision": ["We went with {v} in the end.", "In the end, {v}."],
    "preference": ["Honestly, {v}.", "Always {v}."],
    "constraint": ["Yes, {v}.", "Just the one thing: {v}."],
}
ECHOES = ["Got it, {v}.", "Noted: {v} for {yshort}.", "Thanks, I've made a note of {v}.",
          "Okay, {v}. Good to have that written down.", "I'll remember {v} for {yshort}."]
LINK = {"person": "is", "date": "is on", "amount": "is", "phone": "is", "address": "is at", "id": "is"}
SLINK = {"person": "is", "date": "is on", "amount": "is", "phone": "number is", "address": "is at", "id": "ref is"}
WHAT = {"person": "name", "date": "date", "amount": "figure", "phone": "number", "address": "address",
        "id": "reference"}
CORRECTIONS = [
    "Scratch what I said about {short}. It's actually {new}.",
    "Correction on {short}: not {old}, it's {new}.",
    "Turns out I had {short} wrong. It's {new}, not what I told you before.",
    "Update on {short}: it's changed to {new}.",
    "Ugh, my mistake earlier. {NP} {link} {new}; I'd mixed it up with something else.",
    "They've changed it. {NP} {link} {new} now, instead of {old}.",
    "~quick fix: {short} {slink} {new}, ignore the old one",
    "Just got a letter: {np} {link} {new} now. So forget the earlier one.",
    "Hold on, I need to correct something. I gave you the wrong {what} for {short}, the right one is {new}.",
]

# ---------------------------------------------------------------------------------------------------------------
# generation
# ---------------------------------------------------------------------------------------------------------------

_V, _OLD, _NEW = "\x01", "\x02", "\x03"  # stand-ins for values while a sentence is lower-cased


@dataclass
class _Fact:
    kind: str
    topic: Topic
    first: str  # the value stated at ``turn`` (the stale one, for a corrected fact)
    new: str | None = None  # the corrected value, stated at ``fix_turn``
    turn: int = -1
    fix_turn: int | None = None
    bucket: int = 0
    ask: bool = False  # planted as the answer to the assistant's question in the turn before
    echo: bool = False


def _third(turn: int, turns: int) -> int:
    return next(i for i in range(3) if turn < turns * (i + 1) // 3)


def _words(text: str) -> int:
    return len(text.split())


def _clean(text: str, banned: list[str]) -> bool:
    low = text.lower()
    return not any(b in low for b in banned)


def _render(rng: random.Random, world: dict[str, str], template: str, topic: Topic, kind: str,
            values: dict[str, str]) -> str:
    """A fact sentence; ``values`` maps v/old/new to the strings to insert verbatim."""
    casual = template.startswith("~")
    template = template.lstrip("~")
    np, short = _fill(rng, world, topic.np), _fill(rng, world, topic.short)
    src = _fill(rng, world, topic.src)
    fields = {"NP": _cap(np), "np": np, "short": short, "Short": _cap(short), "src": src, "Src": _cap(src),
              "yshort": _you(short), "ynp": _you(np), "v": _V, "old": _OLD, "new": _NEW, "link": LINK.get(kind, "is"), "slink": SLINK.get(kind, "is"),
              "what": WHAT.get(kind, "detail")}
    text = _fill(rng, world, template, fields)
    if casual:
        text = text.lower()
    return text.replace(_V, values.get("v", "")).replace(_OLD, values.get("old", "")).replace(_NEW,
                                                                                             values.get("new", ""))


def _sentence(rng: random.Random, world: dict[str, str], pool: list[str], banned: list[str],
              used: set[str]) -> str | None:
    for _ in range(40):
        template = rng.choice(pool)
        if template in used:
            continue
        text = _fill(rng, world, template)
        if _clean(text, banned):
            used.add(template)
            return text
    return None


def _user_message(rng: random.Random, world: dict[str, str], thread: str, banned: list[str],
                  fixed: str | None = None, fixed_first: bool = False) -> str:
    target = rng.randint(31, 50)
    opener = rng.choice(USER_OPENERS) if rng.random() < 0.3 and not fixed_first else None
    closer = rng.choice(CHATTER) if rng.random() < 0.35 else None
    budget = target - _words(opener or "") - _words(closer or "") - _words(fixed or "")
    body: list[str] = []
    used: set[str] = set()
    others = [t for t in THREADS if t != thread]
    while sum(map(_words, body)) < budget or (fixed is not None and not body):
        r = rng.random()
        pool = THREADS[thread][0] if r < 0.62 else INCIDENTAL if r < 0.85 else THREADS[rng.choice(others)][0]
        text = _sentence(rng, world, pool, banned, used)
        if text is not None:
            body.append(text)
    if fixed is not None:
        body.insert(0 if fixed_first else rng.randint(0, len(body)), fixed)
    parts = ([opener] if opener else []) + body + ([closer] if closer else [])
    return " ".join(parts)


def _reply(rng: random.Random, world: dict[str, str], thread: str, banned: list[str], *, echo: str | None = None,
           ask: str | None = None, fix: bool = False) -> str:
    target = rng.randint(18, 30)
    parts: list[str] = []
    if fix or rng.random() < 0.85:
        parts.append(rng.choice(AI_FIX_OPENERS if fix else AI_OPENERS))
    if echo:
        parts.append(echo)
    closer = ask if ask else (rng.choice(AI_CLOSERS) if rng.random() < 0.4 else None)
    used: set[str] = set()
    budget = target - _words(closer or "")
    while sum(map(_words, parts)) < budget:
        pool = THREADS[thread][1] if rng.random() < 0.8 else AI_GENERIC
        text = _sentence(rng, world, pool, banned, used)
        if text is not None:
            parts.append(text)
    if closer:
        parts.append(closer)
    return " ".join(parts)


def _choose_facts(rng: random.Random, year: int, n_corrections: int) -> list[_Fact]:
    facts: list[_Fact] = []
    taken: list[str] = []  # every value so far (lower case): none may contain another

    def draw(topic: Topic) -> str:
        for _ in range(200):
            value = topic.make(rng, year)
            low = value.lower()
            if all(low not in t and t not in low for t in taken):
                taken.append(low)
                return value
        raise RuntimeError(f"no distinct value for {topic.about}")

    for kind, count in KIND_COUNTS.items():
        for topic in rng.sample(TOPICS[kind], count):
            facts.append(_Fact(kind, topic, draw(topic)))
    fixable = CORRECTABLE[:]
    rng.shuffle(fixable)
    for i in range(n_corrections):
        kind = fixable[i % len(fixable)]
        candidates = [f for f in facts if f.kind == kind and f.new is None]
        fact = rng.choice(candidates)
        fact.new = draw(fact.topic)
    return facts


def _place(rng: random.Random, facts: list[_Fact], turns: int) -> None:
    """Spread facts evenly over the thirds, never on adjacent turns; corrections come 40+ turns later."""
    n = len(facts)
    sizes = [n // 3 + (1 if i < n % 3 else 0) for i in range(3)]
    thirds = [(max(2, turns * i // 3), turns * (i + 1) // 3 - 1) for i in range(3)]  # see _third
    fixed = [f for f in facts if f.new is not None]
    plain = [f for f in facts if f.new is None]
    rng.shuffle(plain)
    slots = [b for b in range(3) for _ in range(sizes[b])]
    for i, fact in enumerate(fixed):  # corrected facts go early or middle, so their corrections fit after them
        fact.bucket = i % 2
        slots.remove(fact.bucket)
    rng.shuffle(slots)
    for fact, bucket in zip(plain, slots, strict=True):
        fact.bucket = bucket
    def take(blocked: list[bool], lo: int, hi: int) -> int | None:
        candidates = [t for t in range(lo, min(hi, turns - 1) + 1) if not blocked[t]]
        if not candidates:
            return None
        t = rng.choice(candidates)
        for u in (t - 1, t, t + 1):
            if 0 <= u < turns:
                blocked[u] = True
        return t

    for _ in range(1000):
        blocked = [False] * turns
        ok = True
        for fact in fixed:
            lo, hi = thirds[fact.bucket]
            t1 = take(blocked, lo, min(hi, turns - MIN_CORRECTION_GAP - 4))
            t2 = None if t1 is None else take(blocked, t1 + MIN_CORRECTION_GAP, turns - 1)
            if t1 is None or t2 is None:
                ok = False
                break
            fact.turn, fact.fix_turn = t1, t2
        for fact in plain if ok else []:
            t = take(blocked, *thirds[fact.bucket])
            if t is None:
                ok = False
                break
            fact.turn = t
        if ok:
            return
    raise RuntimeError(f"could not place {n} facts in {turns} turns")


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    """A ``turns``-long conversation with 50 planted facts, ``n_corrections`` of them corrected later."""
    if turns < MIN_TURNS:
        raise ValueError(f"need at least {MIN_TURNS} turns, got {turns}")
    rng = random.Random(seed)
    world = {"sis": rng.choice(SISTERS), "bil": rng.choice(FIANCES)}
    year = rng.choice([2025, 2026, 2027])
    facts = _choose_facts(rng, year, n_corrections)
    _place(rng, facts, turns)
    banned = [f.first.lower() for f in facts] + [f.new.lower() for f in facts if f.new]
    for fact in facts:
        fact.ask = rng.random() < 0.15
        fact.echo = rng.random() < 0.3
    events: dict[int, tuple[str, _Fact]] = {}
    for fact in facts:
        events[fact.turn] = ("plant", fact)
        if fact.fix_turn is not None:
            events[fact.fix_turn] = ("fix", fact)
    asks = {f.turn - 1: f for f in facts if f.ask}

    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    thread = rng.choice(list(THREADS))
    for t in range(turns):
        if rng.random() < 0.45:
            thread = rng.choice(list(THREADS))
        ask = None
        if t in asks:
            fact = asks[t]
            question = _render(rng, world, rng.choice(QUESTIONS[fact.kind]), fact.topic, fact.kind, {})
            prefix = rng.choice(ASK_PREFIXES)
            ask = prefix + (question[:1].lower() + question[1:] if prefix else question)
        if t in events:
            user, reply = _event_turn(rng, world, thread, banned, *events[t])
        else:
            for _ in range(50):
                user = _user_message(rng, world, thread, banned)
                if user not in seen:
                    break
            reply = _reply(rng, world, thread, banned, ask=ask)
        seen.add(user)
        out.append((user, reply))

    planted = []
    for f in facts:
        if f.new is None:
            planted.append(Planted(f.kind, f.topic.about, f.first, f.turn))
        else:
            planted.append(Planted(f.kind, f.topic.about, f.new, f.turn, stale=f.first, corrected_at=f.fix_turn))
    planted.sort(key=lambda p: p.turn)
    return Conversation(turns=out, facts=planted)


def _event_turn(rng: random.Random, world: dict[str, str], thread: str, banned: list[str], what: str,
                fact: _Fact) -> tuple[str, str]:
    """The turn that plants ``fact`` (``what == "plant"``) or corrects it (``"fix"``)."""
    own = [fact.first.lower()] + ([fact.new.lower()] if fact.new else [])
    others = [b for b in banned if b not in own]
    topic_thread = fact.topic.thread if rng.random() < 0.4 else thread
    for _ in range(200):
        if what == "fix":
            values = {"new": fact.new or "", "old": fact.first}
            sentence = _render(rng, world, rng.choice(CORRECTIONS), fact.topic, fact.kind, values)
            value, first = fact.new or "", False
        else:
            value = fact.first
            if fact.ask:
                template = rng.choice(ANSWERS_ANY + ANSWERS[fact.kind])
            else:
                template = rng.choice(STATE[fact.kind])
            sentence = _render(rng, world, template, fact.topic, fact.kind, {"v": value})
            first = fact.ask
        if _clean(sentence, others):
            break
    else:
        raise RuntimeError(f"no clean phrasing for {fact.topic.about}")
    user = _user_message(rng, world, topic_thread, banned, fixed=sentence, fixed_first=first)
    echo = None
    if fact.echo:
        echo = _render(rng, world, rng.choice(ECHOES), fact.topic, fact.kind, {"v": value})
        if not _clean(echo, others):
            echo = None
    reply = _reply(rng, world, topic_thread, banned, echo=echo, fix=what == "fix")
    return user, reply


# ---------------------------------------------------------------------------------------------------------------
# self-checks
# ---------------------------------------------------------------------------------------------------------------


def _check(conv: Conversation, turns: int, n_corrections: int = 6) -> dict[str, float]:
    assert len(conv.turns) == turns, len(conv.turns)
    assert len(conv.facts) == 50, len(conv.facts)
    counts: dict[str, int] = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    assert counts == KIND_COUNTS, counts
    assert len(conv.corrections) == n_corrections, len(conv.corrections)
    assert len({f.about for f in conv.facts}) == 50, "abouts not distinct"
    assert all(f.kind in CORRECTABLE for f in conv.corrections)

    def where(value: str) -> set[tuple[int, int]]:
        low = value.lower()
        return {(t, side) for t, pair in enumerate(conv.turns) for side in (0, 1) if low in pair[side].lower()}

    event_turns = []
    for f in conv.facts:
        event_turns.append(f.turn)
        if f.stale is None:
            found = where(f.value)
            assert (f.turn, 0) in found and found <= {(f.turn, 0), (f.turn, 1)}, (f, found)
        else:
            assert f.corrected_at is not None and f.corrected_at - f.turn >= MIN_CORRECTION_GAP, f
            event_turns.append(f.corrected_at)
            found = where(f.value)
            assert (f.corrected_at, 0) in found and found <= {(f.corrected_at, 0), (f.corrected_at, 1)}, (f, found)
            old = where(f.stale)
            assert (f.turn, 0) in old and old <= {(f.turn, 0), (f.turn, 1), (f.corrected_at, 0)}, (f, old)
    event_turns.sort()
    assert all(b - a >= 2 for a, b in itertools.pairwise(event_turns)), "adjacent fact turns"
    thirds = [0, 0, 0]
    for f in conv.facts:
        thirds[_third(f.turn, turns)] += 1
    assert min(thirds) >= 16, thirds
    users = [u for u, _ in conv.turns]
    assert len(set(users)) == len(users), "duplicate user messages"
    uw = [_words(u) for u in users]
    aw = [_words(a) for _, a in conv.turns]
    total_tokens = (sum(uw) + sum(aw)) * 1.3
    return {"tokens": total_tokens, "per_turn": total_tokens / turns, "user_avg": sum(uw) / turns,
            "user_min": min(uw), "user_max": max(uw), "ai_avg": sum(aw) / turns, "ai_min": min(aw),
            "ai_max": max(aw), "thirds": thirds}


if __name__ == "__main__":
    for seed in range(1, 6):
        conv = generate(seed, 1000)
        stats = _check(conv, 1000)
        assert conv.turns == generate(seed, 1000).turns, "not deterministic"
        assert 80_000 <= stats["tokens"] <= 120_000, stats
        print(f"seed {seed}: {stats['tokens']:,.0f} tokens, {stats['per_turn']:.1f}/turn; user words avg "
              f"{stats['user_avg']:.1f} ({stats['user_min']}-{stats['user_max']}), assistant avg {stats['ai_avg']:.1f} "
              f"({stats['ai_min']}-{stats['ai_max']}); facts per third {stats['thirds']}")
        short = generate(seed, 200)
        _check(short, 200)
        _check(generate(seed, MIN_TURNS), MIN_TURNS)
    conv = generate(1, 1000)
    print("\nsample fact turns (seed 1):")
    answers = ("Oh, you asked", "To answer", "Re your question", "oh yeah")
    asked = [f for f in conv.facts if f.stale is None and conv.turns[f.turn][0].startswith(answers)]
    for fact in conv.facts[::7] + asked[:2] + conv.corrections[:2]:
        t = fact.corrected_at if fact.corrected_at is not None else fact.turn
        print(f"- {fact.kind}/{fact.about} = {fact.value!r} (turn {fact.turn}"
              + (f", stale {fact.stale!r}, corrected at {fact.corrected_at})" if fact.stale else ")"))
        if fact.stale is None and conv.turns[fact.turn - 1][1].endswith("?"):
            print(f"    prev assistant: {conv.turns[fact.turn - 1][1]}")
        print(f"    user: {conv.turns[t][0]}\n    assistant: {conv.turns[t][1]}")
    print("\nall self-checks passed")
