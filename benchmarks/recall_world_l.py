"""Held-out recall world L: a hawker family in Singapore.

One long chat between a user and an AI assistant.  The user runs a fried-noodle hawker stall with her husband,
has two school-age kids (the elder sitting PSLE this year), an elderly mother on dialysis, a cat, a terrarium
hobby, an HDB resale flat and its renovation, a family trip to Japan, and the usual CPF / tax / insurance
admin.  About ten threads are interleaved in sticky runs of a few turns.  Filler is built from thread-specific
templates with slot filling and is full of incidental names, places, prices and times that are NOT planted
facts.  Fifty facts are planted per conversation (person 8, pet 4, date 7, amount 6, phone 4, address 4, id 6,
decision 4, preference 4, constraint 3), phrased in a dozen different styles; ``n_corrections`` of them are
stated once and corrected at least 50 turns later.

Usage:  cd benchmarks && python recall_world_l.py      (runs the self-checks over seeds 1-5)
"""

from __future__ import annotations

import datetime
import os
import random
import re
import sys

from recall_conversation import Conversation, Planted

YEAR = 2026
SENT = "\x00"     # placeholder for the planted value while a message is being built
SENT_OLD = "\x01"  # placeholder for the stale value in a correction message

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
NOUN_KINDS = ("person", "pet", "date", "amount", "phone", "address", "id")
DPC_KINDS = ("decision", "preference", "constraint")

# --------------------------------------------------------------------------------------------------------------
# The household (fixed per seed)
# --------------------------------------------------------------------------------------------------------------

FAMILIES = [
    dict(user=["Mei Ling", "Siew Lan", "Bee Leng", "Hui Fen", "Shirley"],
         hub=["Ah Huat", "Kelvin", "Wei Jie", "Desmond", "Ah Seng"],
         son=["Jun Hao", "Ethan", "Zhi Wei", "Ryan", "Jia Le"],
         dau=["Xin Yi", "Chloe", "Hui Min", "Kayla", "Yu Xuan"],
         mum=["Mum", "Ma"], mt=["Chinese"], festival=["Chinese New Year"],
         dish=["char kway teow", "fried Hokkien mee", "fried carrot cake"]),
    dict(user=["Noraini", "Siti", "Farah", "Zarina", "Hasnah"],
         hub=["Faizal", "Hafiz", "Rizal", "Azman", "Khairul"],
         son=["Irfan", "Danish", "Aqil", "Haikal", "Adam"],
         dau=["Nurul", "Aisyah", "Alya", "Qistina", "Sofea"],
         mum=["Mak", "Mum"], mt=["Malay"], festival=["Hari Raya"],
         dish=["mee goreng", "mee rebus", "mee soto"]),
    dict(user=["Kavitha", "Malathi", "Revathi", "Selvi", "Anitha"],
         hub=["Suresh", "Ravi", "Murali", "Ganesh", "Bala"],
         son=["Arjun", "Rohan", "Vikram", "Nitin", "Aravind"],
         dau=["Priya", "Divya", "Meera", "Nithya", "Ananya"],
         mum=["Amma", "Mum"], mt=["Tamil"], festival=["Deepavali"],
         dish=["mee goreng", "Indian rojak", "fried bee hoon"]),
    dict(user=["Marilyn", "Sharon", "Belinda", "Joanne", "Christine"],
         hub=["Glenn", "Clement", "Benedict", "Roland", "Darren"],
         son=["Ethan", "Lucas", "Nathan", "Jayden", "Caleb"],
         dau=["Chloe", "Isabelle", "Megan", "Rachel", "Sophie"],
         mum=["Mum", "Mummy"], mt=["Chinese", "Malay"], festival=["Christmas"],
         dish=["char kway teow", "fried Hokkien mee"]),
]

CENTRES = ["Old Airport Road Food Centre", "Tiong Bahru Market", "Bedok Interchange Hawker Centre",
           "Chomp Chomp", "Ghim Moh Market", "Amoy Street Food Centre", "Kovan 209 Market",
           "Tampines Round Market", "Ci Yuan Hawker Centre", "Yishun Park Hawker Centre",
           "Jurong West 505 Market", "Marine Parade Central Market"]
ESTATES = ["Bedok", "Tampines", "Hougang", "Jurong West", "Yishun", "Toa Payoh", "Clementi", "Pasir Ris",
           "Bukit Batok", "Serangoon"]
NEW_ESTATES = ["Punggol", "Sengkang", "Ang Mo Kio", "Bishan", "Woodlands", "Choa Chu Kang", "Bukit Panjang",
               "Kallang", "Queenstown", "Geylang"]
SCHOOLS = ["Red Swastika", "Rosyth", "Nan Hua Primary", "Henry Park", "Haig Girls'", "Punggol Green Primary",
           "St. Hilda's Primary", "Pei Chun", "Yu Neng Primary", "Casuarina Primary"]


def _family(rng: random.Random) -> dict:
    fam = rng.choice(FAMILIES)
    ctx = {k: rng.choice(v) for k, v in fam.items()}
    while ctx["son"] == ctx["dau"]:
        ctx["dau"] = rng.choice(fam["dau"])
    ctx["centre"] = rng.choice(CENTRES)
    ctx["estate"] = rng.choice(ESTATES)
    ctx["newestate"] = rng.choice(NEW_ESTATES)
    ctx["school"] = rng.choice(SCHOOLS)
    return ctx


# --------------------------------------------------------------------------------------------------------------
# Incidental slot pools (never planted facts; the generator re-rolls any message that happens to collide)
# --------------------------------------------------------------------------------------------------------------

def _price(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.35:
        return f"${rng.randint(2, 9)}.{rng.choice(['50', '20', '80', '90', '30'])}"
    if r < 0.6:
        return f"${rng.randint(3, 60)}"
    if r < 0.8:
        return f"${rng.randint(12, 99)}.{rng.choice(['90', '50', '00'])}"
    if r < 0.92:
        return f"${rng.randint(1, 9) * 10 + rng.choice([0, 5])}"
    return f"{rng.randint(6, 40)} bucks"


def _bigprice(rng: random.Random) -> str:
    return rng.choice([f"${rng.randint(2, 19) * 50}", f"about ${rng.randint(1, 9)}00", f"${rng.randint(11, 45)}0"])


def _time(rng: random.Random) -> str:
    h = rng.randint(5, 11)
    return rng.choice([f"{h}am", f"{h}.30am", f"{rng.randint(1, 9)}pm", f"{rng.randint(1, 9)}.{rng.choice(['15', '30', '45'])}pm",
                       f"{h} something", "noon", "lunchtime", f"around {rng.randint(2, 10)}"])


def _num(rng: random.Random) -> str:
    return str(rng.choice([2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 40, 60, 80]))


def _pct(rng: random.Random) -> str:
    return rng.choice(["10%", "15%", "a third", "half", "20 percent", "5%", "about a quarter"])


SLOTS: dict = {
    "price": _price,
    "bigprice": _bigprice,
    "time": _time,
    "num": _num,
    "pct": _pct,
    "name": ["Auntie Lily", "Uncle Heng", "Mdm Rahimah", "Mr Subra", "Jasmine", "Wei Ming", "Kak Yati",
             "Aunty Saro", "Uncle Ben", "Ah Lian", "Mei Fen", "Uncle Rahman", "Mrs Pereira", "Uncle Kassim",
             "Auntie Molly", "Pei Shan", "Zul", "Auntie Kim", "Uncle Chandran", "Cheryl", "Auntie Jenny",
             "Uncle Lim", "Mdm Koh", "Kak Ros", "Aunty Pushpa", "Benjamin", "Ah Boy", "Uncle Jalil"],
    "place": ["Tampines", "Bedok", "Jurong East", "Toa Payoh", "Bishan", "Yishun", "Woodlands", "Serangoon",
              "Clementi", "Pasir Ris", "Hougang", "Punggol", "Sengkang", "Queenstown", "Geylang", "Marine Parade",
              "Bukit Batok", "Chinatown", "Bugis", "Tiong Bahru", "Kallang", "Little India", "Joo Chiat"],
    "mall": ["NEX", "Jurong Point", "Tampines Mall", "Causeway Point", "Northpoint", "Bugis Junction",
             "Plaza Singapura", "Compass One", "Waterway Point", "Junction 8", "Parkway Parade", "VivoCity",
             "Hougang Mall", "Bedok Mall", "Westgate"],
    "hc": ["Maxwell", "Chinatown Complex", "Adam Road", "Newton", "Golden Mile", "Geylang Serai", "Tekka",
           "ABC Brickworks", "Bukit Timah Market", "Dunman Food Centre"],
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "this Sat", "next Wed",
            "tomorrow", "the weekend", "Thursday night", "Sunday morning"],
    "food": ["chicken rice", "mee rebus", "laksa", "nasi padang", "yong tau foo", "fishball noodles",
             "roti prata", "economic rice", "bak chor mee", "thunder tea rice", "mee siam", "lor mee",
             "ban mian", "briyani", "popiah", "duck rice", "fish soup"],
    "drink": ["kopi-c", "teh tarik", "Milo dinosaur", "sugarcane juice", "barley water", "lime juice",
              "bandung", "soya bean milk", "chrysanthemum tea"],
    "grocer": ["NTUC", "Sheng Siong", "Giant", "Cold Storage", "the wet market", "Don Don Donki", "Mustafa"],
    "furn": ["Courts", "IKEA", "Harvey Norman", "FortyTwo", "HipVan", "Taobao", "Daiso"],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December"],
    "city": ["Osaka", "Kyoto", "Tokyo", "Nara", "Sapporo", "Fukuoka", "Hakone", "Kobe", "Nagoya", "Hiroshima"],
    "jthing": ["Don Quijote", "Universal Studios", "Dotonbori", "the deer park", "the bamboo forest",
               "the Shinkansen", "7-Eleven onigiri", "Ichiran ramen", "Kuromon Market", "the Ghibli Museum",
               "Nishiki Market", "the snow monkeys", "Kaiyukan aquarium"],
    "plant": ["fittonia", "pilea glauca", "selaginella", "mini ficus", "baby tears", "lemon button fern",
              "peperomia prostrata", "sheet moss", "haworthia", "creeping fig"],
    "critter": ["springtails", "isopods", "dwarf white isopods", "tiny snails", "fungus gnats"],
    "subject": ["Maths", "Science", "English", "composition", "comprehension", "oral", "problem sums"],
    "weather": ["so humid", "raining non-stop", "super hot", "hazy", "thundering the whole afternoon"],
    "aside": [
        "The lift in our block is down again, walked up nine floors with groceries.",
        "{dau} just spilled Milo on the sofa, wonderful.",
        "Our neighbour has been drilling since {time}, my head is pounding.",
        "I still haven't eaten lunch and it's almost {time}.",
        "Weather today {weather}, my clothes never dry.",
        "{hub} bought {food} for dinner again, third time this week.",
        "My phone screen cracked yesterday, everything I type also wrong.",
        "The kids are fighting over the iPad as usual.",
        "Saw a rainbow over {place} on the way back, so pretty.",
        "Somebody parked in our season parking lot again.",
        "I think I'm coming down with a flu, throat so scratchy.",
        "The aircon in the living room is dripping again.",
        "{name} sent me a 'good morning' picture with flowers at {time}, as usual.",
        "Grab driver just now took the longest route, charged me {price}.",
        "The cat knocked over a cup of water onto my charger.",
        "{son} is practising the recorder in the next room, send help.",
        "Got a scam SMS pretending to be from the bank, deleted already.",
        "The pasar malam is back near the MRT, smells so good.",
        "My knee is making that clicking sound again.",
        "Bought {drink} and they forgot the ice, sian.",
        "The town council is repainting our block, everything smells like paint.",
        "Someone in the family chat sent a fake news video again.",
        "I dropped my EZ-Link card somewhere, have to buy a new one.",
        "{name} from downstairs gave us a bag of rambutans.",
        "The washing machine is making a weird knocking noise.",
        "Ants everywhere in the kitchen today.",
        "{dau} lost her water bottle in school, third one this year.",
        "I fell asleep on the sofa at {time} last night, neck so stiff.",
        "There was a fire drill in the building this morning.",
        "My spectacles are so scratched, must go {mall} to change.",
    ],
    "closer": ["Can or not?", "What do you think?", "Haiz.", "Any ideas?", "Sorry, long message.",
               "Just need to vent a bit lah.", "Thanks ah.", "Let me know.", "Ok that's all for now.",
               "Don't laugh ok.", "Wah so tired.", "Shiok if it works out."],
}


def _cap(s: str) -> str:
    return s[0].upper() + s[1:] if s and s[0].isalpha() else s


_SLOT_RE = re.compile(r"\{(\w+)\}")


def _fill(rng: random.Random, ctx: dict, tpl: str, pieces: dict | None = None, depth: int = 0) -> str:
    """Fill ``{slot}`` markers: pieces first, then household context, then incidental slot pools."""

    used: set[str] = set()

    def sub(m: re.Match) -> str:
        key = m.group(1)
        if key == "V":
            return SENT
        if key == "OLD":
            return SENT_OLD
        if pieces is not None:
            if key in pieces:
                return pieces[key]
            low = key[0].lower() + key[1:]
            if key[0].isupper() and low in pieces:
                return _cap(pieces[low])
        base = key.rstrip("0123456789")
        cap = base[0].isupper()
        low = base[0].lower() + base[1:]
        if low in ctx:
            return _cap(ctx[low]) if cap else ctx[low]
        if low in SLOTS:
            pool = SLOTS[low]
            for _ in range(6):
                val = pool(rng) if callable(pool) else rng.choice(pool)
                if val not in used:
                    break
            used.add(val)
            if "{" in val and depth < 3:
                val = _fill(rng, ctx, val, pieces, depth + 1)
            return _cap(val) if cap else val
        raise KeyError(f"unknown slot {key!r} in {tpl!r}")

    return _SLOT_RE.sub(sub, tpl)


# --------------------------------------------------------------------------------------------------------------
# Style transforms (also applied to some filler so that they are no giveaway)
# --------------------------------------------------------------------------------------------------------------

_TXT = [("you", "u"), ("your", "ur"), ("please", "pls"), ("tomorrow", "tmr"), ("because", "cos"), ("okay", "ok"),
        ("thanks", "thx"), ("by the way", "btw"), ("don't know", "dunno"), ("want to", "wanna"),
        ("going to", "gonna"), ("are", "r"), ("message", "msg"), ("though", "tho"), ("minutes", "mins"),
        ("before", "b4"), ("really", "rly"), ("people", "ppl"), ("something", "smth"), ("already", "alr"),
        ("tonight", "tonite"), ("see", "c"), ("later", "ltr"), ("what", "wat")]
_PARTICLES = [" lah", " lor", " leh", " sia", " hor", " ah", "", "", " haha", " :(", " :)", " hais"]


def _texting(rng: random.Random, s: str) -> str:
    s = s.lower()
    for a, b in _TXT:
        if rng.random() < 0.75:
            s = re.sub(rf"\b{re.escape(a)}\b", b, s)
    if rng.random() < 0.6:
        s = s.replace("'", "")
    s = re.sub(r"\.(\s|$)", lambda m: rng.choice([" ", ", ", "... ", " "]) if m.group(1) else "", s)
    s = s.replace("!", rng.choice(["!!", "", "!"]))
    s = re.sub(r"\s+", " ", s).strip(" ,")
    return s + rng.choice(_PARTICLES)


_HOMO = [("for", "four"), ("to", "two"), ("there", "their"), ("right", "write"), ("week", "weak"),
         ("mail", "male"), ("by", "buy"), ("hour", "our"), ("here", "hear")]


def _dictate(rng: random.Random, s: str) -> str:
    s = s.replace("\n", rng.choice([" new line ", " next line ", ". "]))
    s = re.sub(r",\s", lambda m: rng.choice([" comma ", ", ", " ", " coma "]), s)
    s = re.sub(r"\.(\s|$)", lambda m: rng.choice([" full stop ", " period ", ". ", " "]), s)
    s = s.replace("?", rng.choice([" question mark", "?", ""])).replace("!", rng.choice([" exclamation mark", ""]))
    s = s.replace(" — ", rng.choice([" dash ", " ", ", "]))
    for a, b in _HOMO:
        if rng.random() < 0.25:
            s = re.sub(rf"\b{a}\b", b, s, count=1)
    words = s.split(" ")
    for _ in range(rng.randint(0, 2)):
        i = rng.randrange(len(words))
        words.insert(i, rng.choice(["um", "uh", "er", "ok", "erm"]))
    s = " ".join(w for w in words if w != "")
    s = s[0].lower() + s[1:] if s and s[0] != SENT else s
    pre = rng.choice(["", "", "(voice typing, sorry) ", "[voice to text] ", "sorry using voice ah ", "dictating this "])
    return (pre + s).strip()


# --------------------------------------------------------------------------------------------------------------
# Filler: per thread, (user, assistant) exchanges, extra user remarks, assistant advice, list items, "needs"
# --------------------------------------------------------------------------------------------------------------

THREAD_WEIGHTS = {"stall": 1.3, "mum": 1.2, "flat": 1.3, "kids": 1.1, "cat": 0.7, "terra": 0.6, "japan": 1.0,
                  "money": 0.9, "home": 0.8, "self": 0.6, "social": 0.6}

EX: dict[str, list[tuple[str, str]]] = {}
UX: dict[str, list[str]] = {}      # extra user remarks
AX: dict[str, list[str]] = {}      # assistant advice sentences
ITEMS: dict[str, list[str]] = {}   # to-do list items
NEEDS: dict[str, list[str]] = {}   # "..., I need to X" clauses

EX["stall"] = [
    ("Wah today the queue was crazy, we sold out by {time}. {hub} says we should prep more but I'm scared of wastage.",
     "Selling out early is a nice problem to have, but you're right to think about wastage. Track how many plates you sell each day for two weeks; if you keep running out before {time2}, add a small buffer of around {num} portions instead of a big jump."),
    ("Gas ran out halfway through lunch again, third time this month. Is it normal to burn through so much?",
     "For a high-heat wok station it can be, especially if the burner stays on during quiet periods. It's worth asking the gas supplier about a standing delivery on fixed days, and turning the flame right down between orders."),
    ("Egg prices went up again, the wholesaler now charges {price} a tray. Raise my prices or tahan first?",
     "Many hawkers absorb small rises for a while and then adjust once, rather than nibbling. If eggs are a big part of your cost, a small increase on the large portion only tends to bother regulars less than raising everything."),
    ("{name} from the next stall asked if we want to share a dishwashing service, {price} a month each. Worth it?",
     "It could be, if it saves you close to an hour a day. Put a rough value on that hour and compare. Also ask how often they collect and whether breakages are covered, because that's where these arrangements usually get messy."),
    ("My arms are so tired from frying today. {hub} took over at {time} but still, my shoulder is aching.",
     "Tossing a heavy wok for hours is hard on the shoulders. Try switching sides every few batches and do a couple of gentle stretches during the lull. If the ache is still there after a few days of rest, get it checked."),
    ("Someone left a one-star Google review saying our {dish} was too oily. Should I reply or just ignore?",
     "A short, calm reply usually helps more than silence: thank them, say you'll take note, and invite them back. People reading the reviews notice a polite response much more than the one-star itself."),
    ("Thinking of adding a special version of the {dish} with more ingredients, maybe at {price}. Will people pay?",
     "Regulars often like having a 'treat' option. Try it as a limited item for two weeks and see what share of orders it gets. If it's at least one in ten, it's probably worth keeping."),
    ("The tray return area at {centre} is so messy, the cleaners only come by a few times a day. Who do I complain to?",
     "The hawker centre's managing agent or the town council office is usually the first stop. Send photos with the date and time; a specific complaint with evidence gets acted on faster than a general one."),
    ("GrabFood takes such a big cut. Should we stay on the delivery apps or just do walk-in?",
     "Look at how many orders actually come from the apps and what's left after commission. Some stalls keep the apps on only for off-peak hours, when the extra orders don't slow down the walk-in queue."),
    ("Our exhaust hood is making a rattling sound. {hub} says it's nothing but it's getting louder every day.",
     "A rattle that keeps getting louder is usually a loose fitting or a fan bearing starting to go. Better to get it looked at during a quiet afternoon than have it fail in the middle of the lunch rush."),
    ("Since we started PayNow, half the customers pay by QR. Do I need to track it separately for tax?",
     "You don't need a separate system, but keep the bank statements and note the cash takings daily. For the tax form what matters is total revenue and expenses, so having both cash and PayNow totals makes the year-end much easier."),
    ("A tourist asked for less spicy then complained it was too bland lol. Cannot win one.",
     "Ha, that's a classic. Some stalls keep a little dish of chilli on the side for exactly this, so customers can adjust it themselves without you having to guess."),
    ("This week's chilli paste came out too salty. I think I put the belacan twice by accident.",
     "You can rescue it by making a second, unsalted half-batch and mixing the two together. It's also worth writing the recipe on a card at the prep area so nobody doubles a step when they're rushing."),
    ("Raining whole morning, very quiet at the hawker centre. Only sold about {num} plates by noon.",
     "Rainy days really cut the walk-in crowd. If it happens often, you could prep a bit less on days with heavy rain forecast, or lean on the delivery apps on those days."),
    ("{hub} wants to buy a new carbon steel wok from the shop in {place}, {price}. The old one is a bit warped but still usable.",
     "A warped wok heats unevenly, which matters when you're cooking at high heat all day. If the new one fits your burner ring it's probably worth it. Season it properly before using it for service."),
    ("A food blogger came by and took photos of the {dish}. {name} says we might become famous haha.",
     "That could bring a wave of new customers. It might be worth prepping a little extra on the days after the post goes up, and making sure your opening hours are correct on Google."),
    ("Should we hire a part-timer for the weekends? The students are asking for about {price} an hour.",
     "If weekends are your busiest days and you're both exhausted, a part-timer for washing and taking orders can pay for itself. Start with a trial for a few weekends and be clear about the tasks."),
    ("The beansprouts from the market this morning were not fresh, so many of them brown already.",
     "Tell the seller straight away and ask for a credit; most will do it for regulars. If it keeps happening, it's worth having a backup supplier you can call on short notice."),
    ("We close every {day} to rest but I keep thinking about the lost sales leh.",
     "Rest days are part of keeping the business going. Burning out would cost far more than one day's takings, so try to see the day off as maintenance for the two of you, not as lost income."),
    ("Thinking of giving the elderly 50 cents off before {time}. Good idea or not?",
     "It's a nice gesture and it builds loyalty, especially in a neighbourhood centre. Keep it simple, put up a small sign, and check after a month whether the morning crowd has grown."),
    ("The stall two rows down sells almost the same thing for {price}, cheaper than us. Customers keep comparing.",
     "You don't have to win on price. If your portion, taste or wok hei is better, lean on that. Regulars who like your version will stay; chasing the cheapest price tends to squeeze you for nothing."),
    ("The chiller at the stall is not cold enough, the thermometer shows {num} degrees.",
     "That's too warm for raw ingredients. Get the seals and the condenser checked, and in the meantime keep the most perishable items in a cooler box with ice. Inspectors do check chiller temperatures."),
    ("I need to redo our menu board, the old one is faded. Any tips so the aunties and uncles can read easily?",
     "Use big, high-contrast lettering, keep it to the main items with prices, and put the most popular dish at the top. Photos help for tourists, but keep them few so the board doesn't look cluttered."),
    ("Help me calculate a bit. If each plate costs me about {price} to make and we sell 150 a day at $5.50, what's the margin?",
     "Subtract your cost per plate from $5.50 to get the gross margin per plate, then multiply by 150 for the daily figure. Rent, gas, utilities and cleaning still come out of that, so the real profit is lower."),
    ("Behind the wok today it felt like 40 degrees, I drank like three bottles of water.",
     "That heat is no joke. Keep sipping throughout, not just when you're thirsty, and add something with a bit of salt if you're sweating a lot. A small clip-on fan pointed at you can also help."),
    ("A regular uncle who comes every morning hasn't shown up for three days. Hope he's ok.",
     "It's kind of you to notice. If you know someone who lives near him or another stallholder who knows him, you could ask them to check in. Neighbourhood hawkers often notice these things first."),
    ("{hub} and I argued about the dark sauce again. He likes it darker, I think customers prefer lighter.",
     "You could settle it with a small experiment: a week each way, and see if anyone comments or if sales change. It takes the argument out of it and you both get some data."),
    ("The management wants us to log cleaning times in some app every day now. So troublesome.",
     "New admin is annoying when you're already busy. Set a fixed time, like right after the lunch peak, to log it, so it becomes a habit instead of something you keep forgetting."),
    ("Our old steamer at the stall keeps tripping the power. {hub} keeps resetting it and carrying on.",
     "If it keeps tripping the breaker, please stop using it; that can be a fire risk. Check the wattage of a replacement against what your stall's power supply can take before buying."),
    ("{name} asked if we want to take over her stall when she retires next year. Bigger unit but higher rent.",
     "That's a big decision. Look at the footfall at that spot, the rent difference and whether you'd need extra help. Taking over a stall with a following can be valuable, but only if the numbers work."),
    ("Today the lunch crowd came all at once around {time}, queue of like {num} people. I was so stressed.",
     "Sounds intense. Some stalls pre-portion ingredients into small bowls before the rush, so each plate is just tip in and fry. It saves a surprising amount of time when the queue builds."),
    ("Customer asked if we can do a version without pork lard. Got a few asking recently.",
     "If a few people are asking, a version cooked with plain oil could bring in customers who currently skip your stall. Just be careful about cross-contamination claims; only promise what you can actually do."),
    ("The fishcake supplier delivered late again, came at {time} when we already started frying.",
     "Late deliveries throw off the whole morning. Ask them for a firm latest-delivery time, and if it keeps slipping, order a day earlier and keep a small buffer in the chiller."),
]
UX["stall"] = [
    "The stall was so hot today.", "{hub} is still at the stall washing up.", "Sold about {num} plates before {time}.",
    "The chilli this week is extra shiok, customers keep asking for more.", "My apron is black already, must buy new ones.",
    "We got a new regular, a young guy who works at the bank nearby.", "Cashless payments are really convenient though.",
    "The uncle at the drinks stall keeps asking when we'll raise prices.",
]
AX["stall"] = [
    "Keep an eye on how tired you both are; the stall only works if you two are ok.",
    "A simple notebook of daily sales and costs will make these decisions much easier over time.",
    "It's worth writing supplier terms down somewhere, so you're not relying on memory during the rush.",
    "If something affects food safety, deal with it first; everything else can wait a day.",
    "Small, steady adjustments usually work better for a hawker stall than big sudden changes.",
    "Regulars are your best asset, so it's worth keeping them in the loop when things change.",
    "If you can, batch the admin into one slot a week so it doesn't eat into your rest.",
    "Talk it through with {hub} when you're both not exhausted; decisions go better that way.",
]
ITEMS["stall"] = ["top up gas", "order more eggs", "clean the exhaust hood", "new aprons", "check chiller temperature",
                  "restock takeaway boxes", "repaint the menu board", "pay the cleaning service",
                  "ask about the new chilli supplier", "sharpen the cleavers"]
NEEDS["stall"] = ["I have to rearrange the prep schedule with {hub}", "we'll need to tell the regulars",
                  "I should sort out the stall admin this week", "{hub} and I need to plan the ordering again"]

EX["mum"] = [
    ("{mum} was so tired after dialysis today, she slept the whole afternoon and didn't want to eat.",
     "Fatigue after dialysis is very common; the session takes a lot out of the body. Let her rest, and offer something small and light later. If she's unusually drowsy or confused, though, mention it to the dialysis nurses."),
    ("Her legs are a bit swollen again. The nurse said to watch her fluid intake but she keeps drinking tea.",
     "Swelling often means she's holding on to extra fluid between sessions. It can help to give her drinks in a small cup and keep a simple tally for the day. Ice chips or sucking on a slice of lemon can ease thirst without much fluid."),
    ("The transport to the dialysis centre was late again, she waited downstairs for {num} minutes in the heat.",
     "That's tough for her, especially before a session. Ask the transport provider for a pick-up window and a number to call if they're running late, and let her wait in the void deck shade rather than at the road."),
    ("{mum} keeps scratching her arms, says very itchy every night. Is that from the kidneys?",
     "Itchiness is quite common in people on dialysis, often linked to phosphate levels. Keeping her skin moisturised helps, but it's worth asking the renal team whether her phosphate binders need adjusting."),
    ("She forgot to take her phosphate binder with lunch again. Does it matter if she takes it after?",
     "Binders work by catching phosphate from the food in the gut, so they're meant to be taken with the meal. Taking it much later doesn't do much. A pill box next to where she eats can help her remember."),
    ("The dialysis centre says her potassium was high this week. What food must I avoid for her?",
     "Common high-potassium foods include bananas, oranges, potatoes, tomatoes and some leafy greens. Her renal dietitian can give a proper list; soaking and boiling vegetables also reduces some of the potassium."),
    ("{mum} was grumpy the whole day, said she's a burden to everyone. I didn't know what to say.",
     "That's a painful thing to hear. Sometimes it helps just to acknowledge how hard it is for her rather than trying to argue her out of it. If the low mood goes on for weeks, the medical social worker can link her up with support."),
    ("Her mahjong kakis want her to come over on {day} but it's a dialysis day. She's sulking.",
     "Maybe the game could happen on a non-dialysis afternoon instead, or at your place so she doesn't have to travel. Keeping those friendships going is really good for her."),
    ("The polyclinic appointment got pushed to {day}, so she'll miss another week of the blood pressure pills refill.",
     "Call the polyclinic and ask about a medication-only refill or a teleconsult; many can arrange a top-up so she doesn't run out. Don't let her skip the blood pressure medication in the meantime."),
    ("{mum} had cramps in her legs near the end of the session, the nurse said it's from removing fluid too fast.",
     "Cramps during dialysis usually happen when a lot of fluid is taken off. The less weight she gains between sessions, the gentler the removal can be, so the fluid tally really does help her comfort."),
    ("We are thinking of getting a part-time caregiver for the dialysis days. Is there any subsidy?",
     "There are government schemes for caregiving support, and the medical social worker at the dialysis centre can tell you what she qualifies for. It's worth asking them directly rather than piecing it together online."),
    ("She doesn't want to use the walking stick, says it makes her look old lah.",
     "Pride is a real thing. Some people accept a stylish walking stick or a foldable one they can keep in a bag more easily. You could also frame it as something for the wet days only, to start with."),
    ("Should I install grab bars in {mum}'s toilet? The floor gets slippery.",
     "Yes, grab bars and a non-slip mat are some of the cheapest, most effective fall-prevention steps. There are schemes that subsidise home modifications for seniors, so ask before paying full price."),
    ("The fistula arm is sore today and she says it feels different. Should I worry?",
     "Check that she can still feel the buzz or thrill over the fistula. If it has gone quiet, is red, hot or very painful, call the dialysis centre or go to A&E quickly, because fistula problems need prompt attention."),
    ("My sister says she'll help with {mum} more but she's always busy. I'm so tired of being the only one.",
     "That's a really common and exhausting situation. It might help to ask your sister for one specific, fixed task, like taking {mum} on one dialysis day a week, rather than general help."),
    ("{mum} asked if she can still eat durian. She loves it so much.",
     "Durian is quite high in potassium, so it's usually something to be careful with. A small taste occasionally might be possible, but check with her dietitian and count it in her potassium for the day."),
    ("The dialysis bill came in and I'm not sure how much MediSave can cover. The statement is confusing.",
     "MediSave can usually be used for outpatient dialysis up to a monthly limit, and there are subsidies on top. Ask the centre's finance counter to walk you through the statement; they get this question all the time."),
    ("She woke up at {time} and couldn't sleep again, walked around the flat until morning.",
     "Sleep problems are common with kidney disease. A regular routine, less napping in the late afternoon and not too much tea after lunch can help. If it keeps happening, let the renal doctor know."),
    ("The centre wants us to attend a caregiver training session on {day}. Is it worth going?",
     "Usually yes. You'll learn practical things like fluid tracking, recognising warning signs and caring for the fistula, and it's a chance to ask questions without rushing."),
    ("{mum} is asking about going to the temple for the festival, but the crowd and the stairs worry me.",
     "You could go at a quieter hour, bring a foldable stool and check if there's a lift or ramp. Short outings like that matter a lot for her spirit, so it's worth planning around the difficulties."),
    ("Her appetite is very poor, she only ate a few spoonfuls of porridge today.",
     "Small, frequent meals may go down better than big ones. Protein matters for people on dialysis, so something like an egg or a bit of fish in the porridge helps. If she keeps eating very little, tell the renal team."),
    ("Today at dialysis she made friends with the auntie in the next chair, they were chatting the whole four hours.",
     "That's lovely. Having a friend there can make the long sessions much more bearable. Maybe they could even sit together regularly if the nurses can arrange it."),
    ("The blood pressure machine at home shows {num} higher than the one at the clinic. Which one to trust?",
     "Home machines can differ a bit. Bring yours to the next clinic visit and compare readings side by side. Also make sure she's sitting quietly for five minutes before measuring."),
    ("Do I need to tell the dialysis centre if {mum} catches a cold?",
     "Yes, let them know, especially if she has a fever. They may want to check her before the session or put her in a different area, and they'll know whether any medicine she takes is safe for her kidneys."),
    ("{mum} keeps saying she wants to move back to her old flat in {place}. But she can't manage alone.",
     "That longing for her own home is very understandable. Maybe the compromise is regular visits to the old neighbourhood, so she still feels connected without having to manage on her own."),
    ("I'm thinking of asking the nurse if {mum} can switch to home dialysis one day. Is it a lot of work?",
     "Home dialysis gives more flexibility but needs training, space for supplies and a caregiver who's comfortable with the routine. The renal team can tell you whether she's a candidate and what it involves."),
    ("The ambulance transport people called to say they're changing the pick-up time to {time}.",
     "Good that they called. Make sure {mum} has her things ready the night before, and let the dialysis centre know in case the new time affects her slot."),
    ("She refuses to wear the compression stockings. Says too hot.",
     "In this weather that's understandable. Ask the nurse if lighter or knee-length ones would still help, or whether elevating her legs a few times a day could do part of the job."),
]
UX["mum"] = ["{mum} says hi, she's watching her Korean drama.", "The dialysis centre is always so cold, must bring a shawl.",
             "Her fluid chart is on the fridge now.", "She's been in better spirits this week.",
             "I feel bad I can't be there for every session.", "{mum} complained the centre's TV is too small, haha.",
             "The nurses there are really patient with her.", "Another day, another pill organiser refill."]
AX["mum"] = [
    "Caring for a parent on dialysis is a marathon, so look after your own rest too.",
    "If anything feels off with her, the dialysis nurses would much rather hear about it early.",
    "Writing questions down before each appointment helps you get through them before the doctor moves on.",
    "The medical social worker is a good first call for anything involving costs or support schemes.",
    "Small routines, like a fixed place for her medicine, really reduce the daily mental load.",
    "Try not to carry all of it alone; even small fixed help from family makes a difference.",
    "Her renal dietitian is the best person to turn a general food list into something she'll actually eat.",
    "Keeping her socially connected is as important for her as the medical side.",
]
ITEMS["mum"] = ["refill {mum}'s pill box", "buy moisturiser for {mum}", "call the transport people",
                "update the fluid chart", "ask the dietitian about fruit", "collect her blood test results",
                "buy a new shawl for the centre", "book the polyclinic refill"]
NEEDS["mum"] = ["I need to sort out her transport again", "I have to tell my sister", "I'll need to take the morning off",
                "I must remember to bring her files", "I need to swap my stall shift with {hub}"]

EX["flat"] = [
    ("Went to see another resale unit in {newestate} yesterday. Nice view but the toilet is so old.",
     "Old toilets are one of the most common things to redo, so it's not a deal-breaker as long as you budget for it. Look more closely at things that are harder to change: the layout, the direction the unit faces and noise from the road."),
    ("The seller wants to extend their stay after completion by {num} weeks. Should we agree?",
     "An extension of stay is common in resale deals but it should be written into the agreement. Think about whether it delays your renovation or your move, and whether your current flat's timeline can accommodate it."),
    ("How long does HDB resale usually take from OTP to completion ah?",
     "Roughly eight weeks from when HDB accepts the resale application, though it varies. Once you have the acceptance and the appointment date, you can plan the renovation and move around it."),
    ("The valuation came back lower than the asking price. The agent says it's normal nowadays.",
     "When the valuation is lower, the difference has to be paid in cash, not from your loan or CPF. Before agreeing, work out how much cash you'd need and whether it still fits your budget."),
    ("The ID sent us a 3D render of the kitchen. Looks nice but the cabinets look very expensive.",
     "Renders always look good. Ask for a breakdown of the carpentry per foot run and the materials, so you can see which parts drive the cost and where you could swap to something cheaper."),
    ("{hub} wants to hack the wall between the kitchen and living room. Is that allowed for HDB?",
     "Some walls can be hacked and some can't, depending on whether they're structural. HDB publishes floor plans that show which walls are removable, and your contractor has to apply for a permit for hacking works."),
    ("The neighbour across the corridor asked when our reno will start, she's worried about the noise.",
     "It's a kind gesture to let the neighbours know early. Some families give a small notice letter with the renovation dates and a contact number, plus a little gift, which tends to smooth things over."),
    ("Comparing quotations from three contractors and they're all so different. One is almost double the others.",
     "Line the quotes up item by item. Big differences often come from different scopes: one might include the electrical work or debris disposal while another doesn't. Ask each to quote the same list so you compare fairly."),
    ("Should we keep the old windows or change all? The contractor says the current ones are still ok.",
     "If they open and close properly and don't leak during heavy rain, keeping them can save a lot. Windows are one of the pricier items, and replacing them also needs approved contractors."),
    ("Looking at sofas at {furn} this weekend. The kids want a big L-shaped one.",
     "Measure the living room first, including the walkway to the balcony. L-shaped sofas are great for families but can make a room feel cramped if the corner is in the wrong spot."),
    ("The lighting in the new flat is so dim. Downlights or keep the old ceiling lamps?",
     "Downlights give a cleaner look but need more wiring and a false ceiling in some cases, so they cost more. A mix of a main ceiling light plus a couple of lamps is a cheaper way to brighten the room."),
    ("The agent keeps pushing us to decide by {day}, says got another buyer. Is that a sales tactic?",
     "Sometimes it's true and sometimes it's pressure. Decide based on your own budget and checklist, not the deadline. If the flat is right and the numbers work, fine, but don't let a rush make you skip checks."),
    ("We went to the hardware shops in {place}, the tiles there are so much cheaper than the contractor's.",
     "Buying your own tiles can save money, but agree with your contractor first: some won't warranty installation of owner-supplied materials, and you'll be responsible for ordering the right quantity plus spares."),
    ("Packing is a nightmare. We have so much stuff from {mum}'s flat also.",
     "Start with the rooms you use least and label boxes by the room they'll go to in the new flat. It's also a good moment to donate or sell things nobody has used in a year."),
    ("Do we need to engage a professional mover or can {hub} and his friends do it with a rented lorry?",
     "Friends and a lorry can work for boxes and light furniture, but heavy items like the fridge and washing machine are easier to damage and to get hurt carrying. Some people do a hybrid: movers for big items only."),
    ("The contractor wants {pct} deposit upfront. Is that normal?",
     "Staged payments are normal, but a large upfront deposit is a risk if things go wrong. A common pattern is a smaller deposit, then payments tied to milestones, with the last portion paid after defects are fixed."),
    ("The bathroom in the new flat has this weird smell. The contractor says it's the floor trap.",
     "Dry floor traps can let sewer smell back up. Pouring water down regularly, or fitting an anti-odour trap, usually solves it. If it persists, have the plumbing checked before the new tiles go in."),
    ("{dau} wants a loft bed in her room. Is it safe for a kid her age?",
     "Loft beds are generally fine for school-age kids if there's a proper guard rail and a sturdy ladder. Keep the ceiling fan or lights away from the top bunk area and check the weight rating."),
    ("The aircon guy says we need to change all the trunking and the condenser. Another {bigprice} sia.",
     "If the existing system is old, replacing it during renovation is usually cheaper than doing it later when everything's finished. Ask for the model, energy rating and warranty in writing so you can compare."),
    ("Should we get the built-in wardrobe or just buy from IKEA? Carpentry is so expensive.",
     "Built-in carpentry uses the space better and lasts longer, but free-standing wardrobes are cheaper and you can take them with you. A mix is common: built-in where the space is odd, bought ones elsewhere."),
    ("Someone in the estate Facebook group said the lift upgrading for the block is only in {num} years.",
     "Worth checking with the town council directly, since those timelines change. If lift access matters a lot, especially with {mum}, it's a good question to ask before you commit."),
    ("The previous owners left behind a huge altar cabinet. What do we do with it?",
     "Some families prefer to hand it back or arrange for it to be collected respectfully. You could ask the sellers first; if they don't want it, the town council or a disposal service can take it away."),
    ("Thinking if we should do vinyl on top of the existing tiles to save hacking cost.",
     "Overlaying is cheaper and less messy, but it raises the floor a little, which can affect doors and the transition to the bathroom. Ask the contractor to check the existing tiles aren't hollow first."),
    ("The contractor's site photos show they put the wrong colour grout. {hub} is so angry.",
     "Raise it early and in writing, with the photos. It's much easier to fix grout now than after everything else is installed. Keep the tone firm but calm, and agree on a date for the redo."),
    ("Our old flat's buyers want to view again on {day}. The place is so messy now with boxes.",
     "Viewers are used to seeing boxes when a family is moving. Clear the walkways, open the windows and put the boxes against one wall; that's usually enough."),
    ("How do I check that the contractor is HDB-registered?",
     "HDB keeps a directory of registered renovation contractors on its website that you can search by name. It's worth checking before you sign, since only registered contractors can carry out certain works."),
    ("The new flat faces west, so hot in the afternoon. Is blackout curtain enough?",
     "Blackout curtains help a lot, especially if they're lined and go all the way to the floor. Some people also add a heat-reducing window film, which is cheaper than changing the windows."),
    ("My neighbour says we should check the feng shui before deciding where the main door faces lah.",
     "If it matters to the family, it's easier to think about it now, before carpentry goes in. Many people pick a few changes that fit the layout rather than redesigning everything around it."),
    ("The ID suggested a feature wall in the living room for {bigprice}. Is it a waste of money?",
     "A feature wall is mostly about looks. If the budget is tight, paint or wallpaper can give a similar effect for much less. It's a nice-to-have, not something that affects how the flat works."),
    ("{hub} found a second-hand fridge on Carousell for {price}. Good deal or not?",
     "Could be, if it's not too old and the seller lets you test it. Check the energy label, the seals and whether the freezer is cold. Second-hand fridges can be a good deal if they're only a few years old."),
]
UX["flat"] = ["The new flat is so much bigger, the kids are excited.", "{hub} keeps watching reno videos on YouTube.",
              "We measured the master bedroom again, still not sure about the bed size.", "Our living room is full of boxes now.",
              "I keep scrolling home decor on Instagram at night.", "The corridor outside the new flat is so windy, nice.",
              "I'll miss our old block a bit, to be honest.", "The kids already chose which room they want."]
AX["flat"] = [
    "Get everything the contractor promises in writing, including dates and what's included.",
    "With renovation, the hidden costs are usually electrical, plumbing and disposal, so keep a buffer.",
    "Taking dated photos at each stage makes it much easier to raise problems later.",
    "It helps to decide the must-haves first and treat everything else as optional if the budget allows.",
    "Checking HDB's rules early saves a lot of back-and-forth with the contractor later.",
    "Keeping one shared folder for quotes, receipts and floor plans will save you a lot of searching.",
    "Moving is stressful enough; try not to schedule the move in the same week as anything else big.",
    "A short weekly check-in with the contractor keeps small issues from becoming big ones.",
]
ITEMS["flat"] = ["measure the bedroom windows", "ask the contractor for the revised quote", "buy packing boxes",
                 "check the fridge dimensions", "pick the tile colour", "book the movers", "transfer the utilities",
                 "change the address on IC", "ask about the aircon trunking"]
NEEDS["flat"] = ["we need to plan the packing properly", "I have to coordinate with the contractor",
                 "{hub} needs to take leave from the stall", "we should redo the renovation timeline"]

EX["kids"] = [
    ("{son} got {num} marks for his {subject} test, he's so upset. PSLE is coming so fast.",
     "One test isn't the whole story. Look at which questions he lost marks on; often it's a few types of questions that repeat. Working on those specifically helps more than doing more full papers."),
    ("His problem sums are always the issue. He understands when I explain but can't do it alone.",
     "That gap between following and doing is normal. Let him try first and only give a hint when he's stuck, then have him redo the same question a few days later without help. That's what builds independence."),
    ("{son} spent the whole evening on his phone instead of doing his assessment book. I confiscated it.",
     "Taking it away in the moment is understandable. Longer term, agreeing on phone time together, like after a fixed amount of revision, tends to cause fewer fights than surprise confiscations."),
    ("How does the PSLE scoring work now ah, with the AL thing? I'm still confused.",
     "Each subject gets an Achievement Level from 1 to 8, with 1 being the best, and the four subjects are added up. So the total ranges from 4 to 32, and lower is better for secondary school posting."),
    ("The school is recommending him for Foundation {mt}. Is that bad for his future?",
     "Not necessarily. It can help him build confidence and a stronger base. The key question is whether the standard paper is genuinely out of reach for him now; talk to his {mt} teacher about it."),
    ("{dau} keeps forgetting her spelling list, her teacher wrote in her handbook again.",
     "A small fixed routine might help, like practising five words every night after dinner. Some kids respond well to being the 'teacher' and testing you on the words instead."),
    ("{son} says his friends all go to tuition centres in {place}. He wants to go too.",
     "Sometimes kids want tuition for the social side as much as the teaching. Ask him which subject he feels weakest in and why he thinks the centre would help; it's a good way to see if it's really needed."),
    ("His composition always gets comments like 'too short, develop your ideas'. How to help?",
     "Try getting him to describe one moment in a lot of detail: what he saw, heard and felt. Reading a good model composition together and spotting how the writer stretches a moment also helps a lot."),
    ("The oral exam has this picture discussion and then conversation. {son} freezes up every time.",
     "Practise little and often: pick a random picture from a magazine and ask him to describe it for one minute, then ask him a simple question linked to it. Confidence comes from repetition more than from technique."),
    ("Should I let him quit his CCA to focus on PSLE? He loves basketball though.",
     "Many students do better when they keep an activity they love; it's a stress outlet. Maybe reduce it slightly near the exam instead of quitting, if the school allows."),
    ("{son} cried last night, said he'll fail PSLE and everyone will laugh at him. Broke my heart.",
     "That pressure is heavy for a twelve-year-old. Let him know that you're proud of his effort, whatever the result, and that the score doesn't decide his worth. If the worry keeps coming up, the school counsellor can help too."),
    ("The prelim results are out. {subject} was okay but the rest dropped a bit.",
     "Prelims are often set harder than the actual exam, so a dip is common. Use the papers to spot the recurring mistakes; that's the most useful thing prelims give you."),
    ("{dau}'s school bag is so heavy, I weighed it, like {num} kilos. Is that normal?",
     "That sounds heavy for a primary school child. Check with her whether she's carrying books she doesn't need that day; a timetable checklist on the wall can help her pack only what's needed."),
    ("Parents in the class chat are all sharing their kids' scores. It makes me anxious.",
     "Class chats can really feed anxiety. You don't have to engage with the score-sharing; mute it during exam periods if it helps. What matters is your child's progress, not the comparison."),
    ("The maths tutor says {son} should do {num} practice papers before the exam. Is that too many?",
     "It depends on how much time is left and how he's coping. Quality of review matters more than quantity: one paper properly corrected and understood can be worth three done in a rush."),
    ("{son} wants to apply for DSA for sports. Do you think it's a good idea?",
     "Direct School Admission can be a good route if he's genuinely strong and committed in that sport. Look at which schools offer it, what the trials involve, and remember that a DSA offer means committing to that school."),
    ("{dau} says her classmate keeps taking her eraser and pencils. She's too shy to tell the teacher.",
     "Role-playing what she could say can help shy kids a lot. If it keeps happening, a short note to the form teacher through the handbook or Parents Gateway is perfectly reasonable."),
    ("How much recess money should I give a P3 kid? {dau} says her friends get {price}.",
     "It varies a lot between families. Think about what she actually buys at recess; many families give a little less and use the rest as a small savings lesson."),
    ("The school is organising a learning journey to {place} on {day}, they want {price} per kid.",
     "Those trips are usually worth it for the experience. If the cost is an issue, schools often have financial assistance funds, and you can ask the office discreetly."),
    ("{son} sleeps so late, like {time}, then cannot wake up for school.",
     "Sleep matters a lot for memory and mood during exam season. Try a fixed 'screens off' time an hour before bed and keep the phone charging outside his room."),
    ("Should I buy the topical revision books or the past year papers? The bookstore at {mall} has so many.",
     "Topical books are better for fixing specific weak areas; past year papers are better closer to the exam for timing and stamina. Many parents use topical first, then switch to full papers in the last couple of months."),
    ("{son} got scolded by his teacher for not handing in homework, but he said he did. I don't know who to believe.",
     "Maybe ask to see the homework together and check with the teacher calmly, without assuming either side is wrong. Sometimes work goes missing in the collection pile."),
    ("The Science open-ended questions, he knows the concepts but keeps losing marks for not using keywords.",
     "A keyword list per topic helps a lot. After each practice question, have him compare his answer with the model answer and underline the keywords he missed."),
    ("{dau} wants to join the choir CCA but the practice ends at {time}. Who will fetch her?",
     "Maybe she can take the school bus or walk with a friend who lives nearby, if the route is safe. Some parents take turns fetching in a small group, which helps everyone."),
    ("My {mt} is not good, so I can't help {son} with his {mt} homework. Feel so useless.",
     "You're not useless at all; you can help in other ways, like setting up the routine and keeping him company. There are good {mt} apps, dictionaries and free videos that he can use for the language part."),
    ("The secondary school open houses are on different weekends. Which ones should we go to?",
     "Pick a few schools whose cut-off range is near his expected score, and a couple that interest him for CCAs or programmes. Open houses are a good chance for him to get a feel for the place."),
    ("{son} asked me if he can get a new phone if he does well in PSLE. Should I bribe him like that?",
     "Many parents do some kind of reward, and it's not a disaster. But rewarding effort, like a promise linked to finishing the revision plan, can be healthier than linking it only to the final score."),
    ("{dau} brought home a letter about a dental check-up at school. Do I need to sign?",
     "Usually yes, the school dental service needs parental consent. It's a good, free check, so it's worth signing and returning before the deadline on the letter."),
    ("The kids fought again over who gets the study table. We really need a second one.",
     "With PSLE coming, giving {son} a quiet fixed spot could help a lot. Even a small foldable desk in the bedroom can end the daily negotiations."),
]
UX["kids"] = ["{son} is doing his {subject} paper now, very quiet.", "{dau} drew a picture of the cat for art class.",
              "The PSLE countdown on the fridge makes me nervous also.", "Parents Gateway keeps pinging me.",
              "{son} ate two bowls of rice tonight, growing boy.", "{dau} wants to be a vet when she grows up.",
              "I printed another stack of practice papers.", "School holidays are coming, help."]
AX["kids"] = [
    "Consistency beats intensity: a little revision every day tends to work better than long weekend marathons.",
    "Kids often need to hear that effort is what you care about, especially near PSLE.",
    "The teachers are usually happy to help if you reach out early with a specific question.",
    "A simple weekly timetable on the wall helps both kids know what's coming.",
    "Sleep and regular meals are part of exam preparation, not a distraction from it.",
    "Try to keep some fun in the week; burnt-out kids don't revise well.",
    "Correcting mistakes carefully is where most of the learning actually happens.",
    "Younger siblings often feel left out during PSLE year, so a little one-on-one time with {dau} helps too.",
]
ITEMS["kids"] = ["buy more foolscap paper", "sign {dau}'s handbook", "renew the library books", "book the dentist",
                 "print the Science topical papers", "pay the school fees", "buy a new calculator for {son}",
                 "check Parents Gateway", "label {dau}'s water bottle"]
NEEDS["kids"] = ["I'll have to adjust the revision timetable", "I need to talk to {son} about it",
                 "I should check Parents Gateway more often", "I need to arrange who fetches {dau}"]

EX["cat"] = [
    ("The cat brought a dead cockroach to our bed this morning. Is she giving us a present?",
     "Ha, in a way, yes. Cats often bring 'prey' to people they trust. Just dispose of it and wash your hands; scolding her won't help because she thinks she's done something good."),
    ("Should we get pet insurance for the cat? Is it worth it here?",
     "It can be, especially if she's young and you want cover for big unexpected bills. Read the exclusions carefully; many policies don't cover pre-existing conditions or routine care."),
    ("The cat keeps sitting on {son}'s keyboard when he does online homework.",
     "Cats love warm keyboards and attention. A small cushion or box on the desk next to the laptop often redirects her, especially if it's in a sunny spot."),
    ("The cat vomited a hairball on the bed again. {hub} is not happy.",
     "Hairballs are common, especially in long-haired cats or ones that groom a lot. Regular brushing helps, and there are hairball-control treats and foods. If she vomits often or seems unwell, get the vet to check."),
    ("She keeps scratching the sofa even though we bought a scratching post.",
     "Try placing the post right next to the sofa spot she likes and rubbing a bit of catnip on it. Cats often prefer tall, sturdy posts that don't wobble, and some prefer horizontal cardboard scratchers instead."),
    ("Why does the cat run around like crazy at {time}? Every night zoomies.",
     "Night zoomies are normal; cats are naturally active at dawn and dusk. A good play session with a wand toy before bed, followed by a meal, often helps her settle for the night."),
    ("The cat is so picky, she only eats the wet food and leaves the kibble.",
     "Many cats prefer wet food, and it's actually good for hydration. If you want her to eat some kibble, try mixing a little in gradually, and don't leave food out all day so she comes to meals hungry."),
    ("Should we get window mesh for the new flat? The cat likes to sit at the window.",
     "Yes, window mesh or grilles are strongly recommended for cats in high-rise flats, since falls are a real risk. Measure all the windows she can reach, including the kitchen."),
    ("The cat's claws are so long, she keeps getting stuck on the curtains. I'm scared to trim.",
     "Start with just one or two claws when she's relaxed and sleepy, and only clip the clear tip, away from the pink part. Reward her with a treat after. A vet or groomer can also show you the first time."),
    ("She drinks very little water. Is a water fountain worth it?",
     "Many cats drink more from moving water, so a fountain can help. Put it away from the food bowl and litter box; cats often prefer water in a separate spot."),
    ("The litter box smells so bad even though I scoop every day. Which litter is better?",
     "Clumping litter, or tofu litter which many people in Singapore use, tends to control smell better. Scoop twice a day if you can, and wash the whole box every week or two."),
    ("The neighbour's cat keeps coming to our corridor and our cat hisses at the door.",
     "Your cat is probably feeling territorial. Blocking her view of the door with a mat or cardboard, and a friendly word with the neighbour, may calm things down."),
    ("The cat meows at {time} every morning for food. How to make her stop?",
     "Try not to feed her right when she meows, or she learns that meowing works. An automatic feeder set for a slightly later time can break the link between you and breakfast."),
    ("The kids want to bring the cat to Japan lol. I said cannot.",
     "Ha, that would be quite the trip. For a short holiday, a trusted pet sitter or a cat hotel is much less stressful for her than travelling."),
    ("Is it ok to give the cat a bit of fish from our dinner?",
     "Plain cooked fish without bones, salt or sauce is fine as an occasional treat. Avoid anything with onion, garlic or seasoning, and keep treats small so she doesn't fill up on them."),
    ("The cat sleeps on {son}'s assessment books all the time. He uses it as an excuse not to study haha.",
     "That's a clever excuse! Maybe give her a cosy basket right next to his desk, so she can keep him company without lying on the papers."),
    ("Looking for a cat sitter for when we go to Japan. Any tips on what to ask?",
     "Ask about their experience, how often they'll visit, whether they send photo updates and what they'd do in an emergency. A trial visit before the trip helps the cat get used to them."),
    ("She's shedding like crazy, the sofa is full of fur.",
     "Shedding often goes up in hot weather. Brushing a few times a week catches a lot of the loose fur, and a rubber glove or lint roller works well on the sofa."),
    ("The cat keeps trying to eat my terrarium plants. Are they poisonous?",
     "Some common houseplants are toxic to cats, so check each plant. Keeping the jars closed or up high is the simplest fix, and cat grass gives her something safe to chew instead."),
    ("She hid under the bed the whole day after the vet visit. Is she angry with me?",
     "It's normal for cats to hide after a stressful trip. Give her space, keep food and water nearby and let her come out on her own. Most cats are back to normal within a day."),
    ("The cat has a small bald patch near her ear. Should I worry?",
     "A small bald patch can come from scratching, an allergy, fleas or a fungal infection. If it's growing, red or she keeps scratching it, it's worth a vet visit."),
    ("Thinking of getting a second cat so she won't be lonely. Good idea?",
     "Some cats love company and some really don't. If you do it, introduce them slowly over a week or two, with separate rooms at first, and consider her personality."),
    ("The cat carrier is broken and we have a vet visit soon. Any carrier you recommend?",
     "A sturdy carrier that opens from the top as well as the front makes vet visits much easier, since the vet can lift her out gently. Leave it out at home so it doesn't only mean trips."),
    ("{dau} dressed the cat in a doll's dress and the cat just let her. So funny.",
     "That's a very patient cat! Just keep an eye on her body language; if her ears go flat or her tail starts flicking, it's time to let her go."),
    ("Our cat is afraid of the vacuum cleaner, she runs and hides every time.",
     "Very common. Vacuuming when she's in another room, or leaving the vacuum out switched off so she gets used to it, can help a little."),
]
UX["cat"] = ["The cat is sleeping in the laundry basket again.", "She knocked a pen off the table while staring at me.",
             "The cat loves the new cardboard box more than the toys.", "Her purring is the best stress relief honestly.",
             "{dau} wants to take a hundred photos of the cat every day.", "The cat followed me to the toilet again, zero privacy."]
AX["cat"] = [
    "Cats hide illness well, so changes in eating, drinking or litter habits are worth noting.",
    "A bit of daily play goes a long way for an indoor cat's mood.",
    "If in doubt about a food or plant, it's safer to keep it away from her until you've checked.",
    "Keeping a simple note of her weight and vet visits helps a lot later on.",
    "Most behaviour issues get better with patience and routine rather than scolding.",
    "Your vet is the best person to ask if something seems off; a quick call is often enough.",
]
ITEMS["cat"] = ["buy more tofu litter", "clean the water fountain", "order cat food", "trim the cat's claws",
                "ask about the window mesh", "wash the cat bed", "buy a new carrier"]
NEEDS["cat"] = ["I need to buy more of her stuff", "I should book the vet", "the kids need to help with the litter",
                "I need to find a sitter early"]

EX["terra"] = [
    ("Tried making a terrarium in an old Milo tin with a glass lid lol. Can or not?",
     "Creative! It can work if the tin doesn't rust and there's some way for light to get in. A glass jar is easier because light reaches the plants from the sides too."),
    ("The moss I bought from overseas came with some tiny bugs. Should I quarantine?",
     "Yes, quarantining new moss for a week or two in a separate container is a good habit. Some hobbyists rinse it gently first to get rid of hitchhikers."),
    ("My jars are getting algae on the glass, green film everywhere.",
     "Algae usually means a bit too much light. Reduce the light hours or move the jar away from the window, and wipe the inside of the glass with a cotton bud."),
    ("My moss in the big jar is turning brown at the edges. Too much water or too little?",
     "Browning at the edges can be either, but in a closed jar it's often too much light or heat rather than water. Move it away from direct sun and check if the moss feels soggy or crispy."),
    ("There's white fuzzy mould on the wood in my new terrarium. Should I throw everything away?",
     "White fuzz on new wood is very common and usually harmless; it often disappears after a few weeks. Springtails will happily eat it. If it spreads onto the plants, open the lid for a while to reduce humidity."),
    ("The condensation is so heavy I can't see the plants anymore.",
     "Heavy condensation means the humidity is very high. Leave the lid open for an hour or two a day until it clears up a bit. Some condensation in the morning is normal, though."),
    ("I bought some springtails from a guy on Carousell for {price}. How many should I put in one jar?",
     "A small pinch is plenty for a normal jar; they breed quickly if there's food and moisture. Keep a small culture going in a separate container so you always have extra."),
    ("The fittonia in the closed jar melted, all the leaves went black overnight.",
     "Fittonia can collapse if it gets too cold, too wet or if the roots rot. Trim off the mushy parts; if the stem is still firm it may recover. Check the drainage layer isn't full of water."),
    ("Went to the plant shop in {place} again. Spent {price} on moss. {hub} says I'm addicted.",
     "Every hobby has its budget creep! Maybe set a monthly terrarium allowance so it stays relaxing instead of a source of guilt."),
    ("Which light should I get for the terrarium shelf? The corner is quite dark.",
     "A small full-spectrum LED on a timer for about 8 to 10 hours a day works well for most terrarium plants. Keep it a little distance above the jars so they don't overheat."),
    ("{dau} wants to make her own terrarium for a school project. What's the simplest setup?",
     "A clear jar, a layer of small stones or leca, a thin barrier layer, some soil, and one or two hardy plants like fittonia or a small fern. Add a few pebbles or a tiny figurine and she's done."),
    ("How often should I open the closed terrarium? I keep forgetting about it.",
     "A truly closed terrarium can go weeks without opening. Open it only if there's too much condensation or mould. Forgetting about it is actually the point of closed jars!"),
    ("The isopods are breeding like crazy, the jar is full of babies.",
     "That means they're happy! You can move some to another jar, give some to friends, or sell them to other hobbyists. Make sure there's enough leaf litter for them to eat."),
    ("There are tiny flies in my terrarium, I think they're fungus gnats.",
     "Fungus gnats love wet soil. Let the top layer dry out a bit, use sticky traps, and remove any rotting plant material. Springtails can also help by competing for the same food."),
    ("Should I use activated charcoal in the bottom layer? Some videos say no need.",
     "Opinions differ. Charcoal may help a bit with odours, but a good drainage layer, the right plants and a bit of clean-up crew matter more. It's optional rather than essential."),
    ("My jar from {furn} has a very narrow opening, hard to put plants in. Any tricks?",
     "Long tweezers, a chopstick and a spoon taped to a stick are the classic tools. Roll the plant's roots in a little damp moss first so they slide in more easily."),
    ("Thinking of selling some of my terrariums at the weekend market in {place}. How much to charge?",
     "Look at what similar jars sell for locally, add up your materials and time, and start a bit lower to build up regular customers. Small jars as gifts tend to sell better than big pieces."),
    ("The moss in the open terrarium keeps drying out in the aircon room.",
     "Aircon really dries the air. A closed or semi-closed jar works better in that room, or mist the open one more often. Some mosses tolerate drier air better than others."),
    ("I think the soil in one jar smells a bit sour. Is that bad?",
     "A sour smell usually means the soil is too wet and lacks air. Open the jar to let it dry out a little, remove anything rotting, and check if the drainage layer is flooded."),
    ("Found a tiny snail in the new moss I bought. Keep or remove?",
     "Many hobbyists remove them because snails can multiply and eat the plants. If you like it, you could keep it in a separate jar and see how it behaves."),
    ("Terrarium workshop at the community centre is asking {price} per person. Worth it or just watch YouTube?",
     "A workshop gives you hands-on help and the materials, which is nice for a first big build. If you're already comfortable, YouTube plus buying your own materials is cheaper."),
    ("Doing the terrarium is the only time I feel calm this week honestly.",
     "That's worth protecting. Even twenty minutes with the jars can be a good reset after a long day at the stall, so don't feel guilty about making time for it."),
    ("The pilea in my jar is growing too tall and touching the lid.",
     "You can trim it back with small scissors; pilea usually responds by getting bushier. The cuttings can often root in another jar."),
    ("Is it ok to use water from the tap for misting? Or must use distilled?",
     "Tap water is usually fine for most terrarium plants, though it can leave white marks on the glass over time. Letting it stand for a day, or using filtered water, reduces that."),
]
UX["terra"] = ["My shelf now has {num} jars, don't tell {hub}.", "The new moss smells so nice, like forest.",
               "I spent the whole night rearranging the stones in one jar.", "The springtails are everywhere in the culture box.",
               "Saw a gorgeous terrarium on Instagram, want to copy.", "My fingers are all dirty from soil but I'm happy."]
AX["terra"] = [
    "Most terrarium problems come down to light, moisture and airflow, so adjust one thing at a time.",
    "Patience pays off with terrariums; many issues settle on their own after a few weeks.",
    "Keeping a simple log of when you misted or opened each jar helps you spot patterns.",
    "It's a lovely hobby for winding down, so don't let it become another to-do list.",
    "Buying from local hobbyists often gets you healthier plants and good advice thrown in.",
]
ITEMS["terra"] = ["buy more leca", "order springtails", "clean the glass on the big jar", "get a timer for the LED",
                  "trim the pilea", "buy long tweezers", "sort the isopod cultures"]
NEEDS["terra"] = ["I should reorganise the shelf", "I need to buy more supplies", "I'll have to make time on the weekend"]

EX["japan"] = [
    ("Planning the Japan trip. Is {num} days enough for {city} and {city2}?",
     "It can be, if you don't try to see everything. With kids, two or three main activities per day is plenty, and staying in one or two bases instead of moving every night makes it much more relaxing."),
    ("Is the JR pass still worth it after the price increase?",
     "It depends on your route. For a trip that stays mostly around one region, regional passes or individual tickets are often cheaper. Add up the main train journeys you'll take and compare."),
    ("The kids want to go to {jthing} but the tickets are so expensive.",
     "You could pick one big-ticket attraction as the highlight and fill the other days with cheaper things like parks, markets and temples, which kids often enjoy just as much."),
    ("What clothes should we pack? The weather in {city} that time is like {num} degrees.",
     "Layers work best: a warm jacket, a few long-sleeved tops and something windproof. Kids get cold faster when they're standing in queues, so bring gloves and a beanie for them."),
    ("Should I change yen now at the money changer in {place} or wait?",
     "No one can predict exchange rates reliably. A common approach is to change part of it now and part later, so you're not betting everything on one day. A multi-currency card is another option."),
    ("Do we need to buy travel insurance separately or is the credit card one enough?",
     "Card travel insurance is often basic; check the medical coverage limits and whether it covers the whole family. With kids, good medical and trip-cancellation cover is worth paying a bit more for."),
    ("{hub} is worried about closing the stall for so long. He says we'll lose customers.",
     "Regulars usually come back after a holiday, especially if you put up a notice a couple of weeks before with the reopening date. Everyone needs a break, and a rested team cooks better."),
    ("What's the best way to get from Kansai airport to {city}?",
     "Most people take the train; there are express options that are quick and comfortable. With luggage and kids, a limousine bus that drops you near your hotel can also be easier."),
    ("Who will take care of {mum} while we're in Japan? My sister can only cover a few days.",
     "You could split it: your sister for some days and respite care or a caregiver for the rest. Ask the medical social worker about short-term respite options early, since slots can be limited."),
    ("Should we get an eSIM or pocket wifi for Japan?",
     "If everyone's phone supports eSIM, it's usually the simplest. Pocket wifi is handy if several devices need to share one connection, but it's one more thing to charge and carry."),
    ("The kids want ramen every day haha. Any family-friendly food places in {city}?",
     "Department store food halls and food courts in big stations are great with kids: lots of choice, seating and clean toilets. Conveyor-belt sushi is also a fun, affordable option."),
    ("How much luggage should we bring? {hub} wants to bring an empty suitcase for shopping.",
     "That's a classic strategy! Check your airline's baggage allowance first, and remember you'll be dragging luggage through train stations, so fewer, larger bags are usually easier than many small ones."),
    ("Is it true we need to fill in some Visit Japan Web thing before arriving?",
     "Visit Japan Web lets you register your immigration and customs information online and get QR codes, which can speed up arrival. It's not the only way, but it's convenient."),
    ("What's the tax-free shopping thing in Japan? Do I need my passport?",
     "Many shops offer tax-free purchases for tourists above a minimum spend, and you'll need your passport at the counter. Keep the receipts, as the rules can change."),
    ("Should we bring {mum}'s old wheelchair for the kids to sit on when they're tired lol.",
     "Ha, a foldable stroller or just planning rest breaks might be easier! Japan has lots of benches and cafes, and building in a slow afternoon helps everyone."),
    ("Our hotel in {city} is quite far from the station, {num} minutes walk. With luggage is it ok?",
     "With suitcases and kids, even ten minutes can feel long. Consider taking a taxi from the station on arrival and departure days and walking the rest of the time."),
    ("Is the Shinkansen suitable for young kids? Any tips?",
     "Very suitable; it's smooth, clean and fast. Reserve seats together, bring snacks, and let the kids have the window seat. Buying a bento at the station before boarding is part of the fun."),
    ("The flight timings are so bad, reach {city} at like {time}.",
     "Arriving late is tiring with kids. Book a hotel near the airport or the first station for the first night, and keep the next morning free so everyone can recover."),
    ("Should I download any apps before going to Japan?",
     "A good maps app, a translation app with camera mode, and the app for your IC card if it works with your phone. Downloading offline maps for the cities you're visiting is a good backup."),
    ("{son} wants to bring his Switch to Japan. I said no, it's a family trip.",
     "A compromise might be allowing it only on the plane and trains, so it doesn't take over the trip but still helps during the long travel stretches."),
    ("Onsen with kids, is it allowed? And what about tattoos, {hub} has a small one.",
     "Many onsen welcome children, though some have age rules. Tattoo policies vary; some places ban them and others allow small covered tattoos. Private or family baths are a good option."),
    ("How much cash should we bring? Is Japan still very cash-based?",
     "Japan is more card-friendly than before, but smaller shops, shrines and some restaurants are still cash-only. Bring a moderate amount of cash plus cards, and withdraw from convenience store ATMs if needed."),
    ("Thinking of buying a rice cooker in Japan. Is it worth it, will it work in Singapore?",
     "Japanese rice cookers are often designed for 100V, while Singapore uses 230V. Look for models sold for overseas use, or you'll need a transformer."),
    ("{dau} asked if we can see snow. Where should we go for that?",
     "Snow depends a lot on when you travel. Hokkaido and the Japanese Alps are the most reliable in winter; cities like Osaka and Kyoto only see occasional flurries."),
    ("Should I book restaurants in advance in {city} or just walk in?",
     "For popular or famous places, booking helps. For everyday meals, walking in is usually fine, especially if you eat a bit earlier than the main rush."),
    ("The airline offered us an upgrade for {bigprice} more. Worth it?",
     "For a medium-haul flight, it's usually a nice-to-have. If that money would cover a special experience in Japan, that's often a better use of it."),
]
UX["japan"] = ["The kids are counting down the days to Japan already.", "{hub} bought a Japanese phrasebook, very cute.",
               "I keep watching Japan travel vlogs at night.", "Need to find our passports, hope they're not expired.",
               "{dau} wants a kimono photo so badly.", "The yen is quite good now, I think."]
AX["japan"] = [
    "With kids, building in rest time makes the whole trip more enjoyable.",
    "It helps to keep all the bookings in one place, like a shared note or folder on your phone.",
    "Japan is very family-friendly, so you don't need to over-plan every hour.",
    "Check passport validity for everyone early; renewals can take a while.",
    "A rough daily budget makes it easier to enjoy the trip without worrying about every purchase.",
    "Let each kid pick one thing they really want to do; it keeps everyone invested.",
]
ITEMS["japan"] = ["check passports", "buy travel insurance", "change some yen", "book the airport transfer",
                  "download offline maps", "buy warm jackets for the kids", "arrange the cat sitter",
                  "put up the stall closing notice"]
NEEDS["japan"] = ["we should lock in the rest of the itinerary", "I need to sort out who takes care of {mum}",
                  "we need to tell the regulars the stall will close", "I have to redo the trip budget"]

EX["money"] = [
    ("Do hawkers get any government support when costs go up? Everything is more expensive now.",
     "There are sometimes rental rebates or support packages for hawkers and small businesses, announced in the Budget or by NEA. It's worth asking the hawker centre management or checking NEA's announcements."),
    ("I want to start saving for the kids' university but don't know where to start.",
     "A simple start is a separate savings account with a fixed monthly transfer, even a small one. The Child Development Account and Edusave also help, and you can review bigger options once the flat costs settle."),
    ("{hub} lent his friend {bigprice} last year and still hasn't been paid back. So awkward.",
     "Money between friends is tricky. A gentle, direct reminder is fair after a year. It might help to suggest a small monthly repayment, which is easier for the friend to agree to."),
    ("How do I know if a phone call from 'the bank' is a scam?",
     "Banks won't ask for your OTP, password or to transfer money to a 'safe account'. If in doubt, hang up and call the number on the back of your card yourself."),
    ("How does CPF work for self-employed people like us? I'm never sure what we need to pay.",
     "Self-employed people generally have to contribute to MediSave based on their net trade income, while other CPF contributions are voluntary. The CPF website has a calculator, and the amount appears in your yearly notice."),
    ("Got the tax bill from IRAS. How did they calculate so much? We're just hawkers.",
     "Your tax is based on your net income: revenue minus allowable business expenses, and then personal reliefs. If you didn't claim all your expenses, the taxable amount can look higher than expected."),
    ("What expenses can we claim for the stall? Gas, ingredients, rent — what else?",
     "Generally, expenses incurred to run the business: ingredients, rent, utilities, gas, cleaning services, equipment repairs, packaging and part-timers' wages. Keep receipts for everything, even small ones."),
    ("Should we use the CPF OA for the new flat or pay more cash?",
     "Using CPF OA reduces the cash you need now but also reduces your retirement savings and you lose the interest it would earn. Many families use a mix, keeping some cash buffer for emergencies."),
    ("The bank is offering a fixed deposit at {pct} for {num} months. Is it good?",
     "Compare it with other options like T-bills or Singapore Savings Bonds, and think about whether you might need the money soon. Locking it away is fine only if it's not your emergency fund."),
    ("I got an SMS saying my CDC vouchers are expiring, click this link. Is it real?",
     "Be very careful; scammers often send fake voucher messages. Official government messages come from a verified sender ID, and you can always go directly to the official website instead of clicking a link."),
    ("How much emergency fund should a family like ours keep?",
     "A common guideline is three to six months of essential expenses. With irregular hawker income and your mum's medical needs, erring on the higher side gives you more peace of mind."),
    ("Should we buy an endowment plan for the kids' university? The agent is very persuasive.",
     "Endowment plans are a mix of savings and insurance, and returns are often modest. Compare the projected returns with simpler options and check how much you lose if you stop early."),
    ("The GST voucher came in, {price} in cash. Not much but still helps.",
     "Every bit helps. Some families put these government payouts straight into a separate savings pot, so they don't disappear into daily spending."),
    ("{hub} wants to buy a car. I think it's a waste with the COE so high.",
     "A car is a big ongoing cost: COE, insurance, road tax, parking and petrol. Add them up per month and compare with what you spend on Grab and public transport."),
    ("Can we use MediSave for {mum}'s dialysis? Or only her own?",
     "MediSave can often be used for a family member's approved medical expenses, including dialysis, within limits. The hospital or dialysis centre's finance counter can check what's possible."),
    ("I want to start a budget but every month is different for the stall.",
     "With irregular income, budget around a conservative baseline month. Pay yourself a fixed amount from the business account, and let the good months top up savings instead of spending."),
    ("The Integrated Shield premium for {mum} went up a lot this year. Should we downgrade?",
     "Premiums rise with age. Downgrading to a lower ward class can save a lot, but check what it means for her treatment and co-payments first. Do it carefully, since switching back later may be hard."),
    ("How to check how much is in my CPF? The app keeps logging me out.",
     "You can log in to the CPF website or app with Singpass. If the app keeps logging you out, try updating it or using the website on a computer instead."),
    ("Should I top up my own CPF Special Account for the tax relief?",
     "Cash top-ups can qualify for tax relief within limits, and the money earns a higher interest rate. But it's locked away for retirement, so only use money you won't need soon."),
    ("My friend says T-bills are very safe and give good interest. How do I buy?",
     "T-bills are issued by the government and are considered very safe. You can apply through the banks, using cash, CPF or SRS funds, but there's a bit of a learning curve with the auction system."),
    ("We keep all the stall's cash in a drawer at home. Is that a bad idea?",
     "Keeping a lot of cash at home is risky: theft, fire, and it's harder to track for tax. Banking it regularly also builds a clear record of your income."),
    ("How does the Child Development Account work? I think {dau} still has money in it.",
     "The CDA can be used for approved education and healthcare expenses. Unused amounts are usually transferred to the child's Post-Secondary Education Account after a certain age."),
    ("I got a letter from IRAS about late filing. But I thought {hub} did it already.",
     "Check the letter carefully for the reference and deadline, then log in to myTax Portal to see the filing status. If it wasn't filed, do it as soon as possible and ask whether the penalty can be waived."),
    ("The insurance agent wants to meet on {day} to do a financial review. Worth it?",
     "A review can be useful if you go in with clear questions and don't feel pressured to buy anything new. Ask for a summary of all your current policies and their coverage in writing."),
    ("Do I have to declare the money my sister gives for {mum}'s expenses?",
     "Gifts between family members generally aren't taxable income. What matters for tax is your own business and employment income."),
    ("I feel so stressed about money with the flat, the Japan trip and {mum}'s bills all at once.",
     "That's a lot happening together. Writing down all the big expenses with their dates on one page can make it feel more manageable and show where the real pressure points are."),
    ("The bank charges {price} a month fee because our balance dropped below the minimum. So annoying.",
     "It's worth asking the bank to waive it once, and then checking if there's an account without a minimum balance. Those small fees add up over the year."),
    ("Should we write a will? We're not old, but with the flat and kids...",
     "It's a good idea for anyone with dependants and property. A simple will isn't expensive, and it makes things much easier for your family if anything happens."),
]
UX["money"] = ["I keep all the receipts in a shoebox, very messy.", "Finance stuff gives me a headache honestly.",
               "{hub} doesn't like talking about money.", "I downloaded a budgeting app but haven't opened it.",
               "The CPF statement came in the post today.", "I wish someone taught us this in school."]
AX["money"] = [
    "Having a single page with all your accounts, policies and deadlines helps a lot.",
    "When in doubt with official matters, go directly to the agency's website rather than links in messages.",
    "It's usually worth getting a second opinion before signing up for any long-term financial product.",
    "Small automatic transfers into savings are easier to keep up than big irregular ones.",
    "Keeping business and household money separate makes the tax season much less painful.",
    "Financial decisions are easier when you and {hub} agree on a few priorities first.",
]
ITEMS["money"] = ["file the tax return", "check CPF statement", "review insurance policies", "pay the town council",
                  "set up GIRO for utilities", "ask about the MediSave limit", "update the budget spreadsheet"]
NEEDS["money"] = ["I need to redo our monthly budget", "I should check with the bank", "{hub} and I need to sit down and plan",
                  "I'll have to move some savings around"]

EX["home"] = [
    ("The rice cooker at home keeps making the bottom layer hard. It's like {num} years old already.",
     "The inner pot's coating may be worn, which makes rice stick and harden. Rinse the rice well and let it rest a few minutes after cooking; if it keeps happening, a new inner pot is cheaper than a new cooker."),
    ("Our neighbour's laundry pole keeps dripping onto our clothes. How to say nicely?",
     "A friendly chat usually works best, maybe suggesting they wring things out more or hang the heavier items on the inner poles. Keep it light; most people don't realise it's happening."),
    ("The kids keep leaving the lights and fan on in their rooms. The bill is painful.",
     "A small 'last one out' rule helps, and some families make it a game where whoever catches the most lights left on gets a small treat. Timers or motion sensors are another option."),
    ("Bought too much vegetables at {grocer} because got promotion, now half going bad.",
     "Blanch and freeze the sturdier ones like beans and broccoli, and cook the leafy ones first. Planning two or three dinners before shopping helps avoid buying too much on promo."),
    ("Cockroach in the kitchen last night, {dau} screamed so loud the neighbours probably heard.",
     "Gel bait near the sink and under the fridge works well over a couple of weeks. Keep food sealed, take the trash out daily and check for gaps around pipes where they can come in."),
    ("{hub} wants to get a massage chair for the living room. So expensive and so big.",
     "Massage chairs are a big spend and take a lot of space. Trying one properly in the shop for a while, and checking the return policy, is worth doing before committing."),
    ("What should I cook tonight? Got chicken, some kailan and eggs only.",
     "A simple option: stir-fried kailan with garlic, and a ginger soy chicken in one pan. Or a quick egg and chicken fried rice if you have leftover rice."),
    ("Went to {grocer} and everything so expensive now. {price} for a small bag of vegetables.",
     "Prices really have gone up. Wet markets later in the morning or the supermarket's house brands can be cheaper, and buying whatever vegetable is on promotion that week helps too."),
    ("The clothes never dry in this weather. {weather} the whole week.",
     "A dehumidifier in a small room with the door closed works well, or a fan pointed at the clothes rack. Washing smaller loads more often also helps them dry faster."),
    ("There are ants all over the kitchen counter again. What really works?",
     "Wipe the counter with vinegar to remove their scent trail, keep sugary things sealed, and use ant bait near where they come in. Sprays kill the ones you see but don't stop the colony."),
    ("The electricity bill went up to {bigprice} this month. The aircon is on every night lah.",
     "Aircon is usually the biggest culprit. Setting it to 25 degrees with a fan, and using the timer so it switches off in the early morning, can cut the bill noticeably."),
    ("Any easy dinner ideas that the kids and {mum} can both eat? She needs low salt.",
     "Steamed fish with ginger, clear soups with less salt, and stir-fried vegetables are easy to share. Let the kids add sauce at the table so the base stays suitable for {mum}."),
    ("The kids don't want to eat vegetables at all. {son} picks them out one by one.",
     "Chopping vegetables finely into fried rice, omelettes or soups often works. Letting kids choose which vegetable to buy at the market can also make them more willing to try."),
    ("Our washing machine is leaking water at the bottom. Repair or buy new?",
     "If it's more than eight or so years old and the repair quote is high, replacing it often makes more sense. Check the hose and door seal first; sometimes it's a cheap fix."),
    ("Dengue cases in our area are high now, the town council put up a banner.",
     "Check for stagnant water at home: flower pot plates, pails, the dish rack. Using repellent and closing the windows at dusk helps too."),
    ("Weekend plan: kids want to go {mall}, I want to go {place} park. Who wins lol.",
     "Maybe both: a morning walk at the park while it's cooler, then lunch and some time at the mall in the afternoon heat."),
    ("Cooked a big pot of curry and now there's so much left over. Can freeze?",
     "Curry usually freezes well, especially without potatoes, which can go grainy. Freeze it in portions so you only thaw what you need."),
    ("{dau} wants to help me bake cookies this weekend. Any easy recipe?",
     "Simple butter cookies with just butter, sugar, flour and an egg are very forgiving, and kids love shaping them. Let her decorate them with sprinkles or chocolate chips."),
    ("The kitchen exhaust at home is so oily, I don't know how to clean the filters.",
     "Soak the filters in very hot water with dishwashing liquid and a bit of baking soda, then scrub with a soft brush. Doing it monthly keeps the grease from building up."),
    ("Pasar malam near the MRT is back, the kids keep asking to go every night.",
     "Maybe make it a once-a-week treat with a small budget for each kid, so it's something to look forward to rather than a nightly negotiation."),
    ("How do I get rid of the musty smell in the wardrobe? So humid here.",
     "Moisture absorbers work well in wardrobes, and leaving the doors open for a while on dry days helps. Make sure clothes are completely dry before putting them away."),
    ("Thinking of getting a robot vacuum. Is it worth it with the cat fur everywhere?",
     "With pet hair, many people find a robot vacuum very worth it. Look for one that handles fur well and has an easy-to-empty bin."),
    ("I burnt the rice today, the whole bottom of the pot. Too distracted by Whatsapp.",
     "Happens to everyone! Soak the pot with hot water and a bit of baking soda overnight and the burnt layer usually lifts off."),
    ("{hub} came home with {num} durians from the uncle at {place}. Our whole flat smells now.",
     "Durian season is serious business! Keeping the leftovers sealed in the fridge helps, and leaving some coffee grounds or charcoal out can absorb some of the smell."),
    ("Our toilet flush is running non-stop. The plumber said he can only come on {day}.",
     "Often it's the flapper or the fill valve, which is a cheap part. In the meantime you can close the valve behind the toilet and open it only when you need to flush."),
    ("What's a good quick breakfast for the kids before school? They never want to eat so early.",
     "Small things that are easy to eat quickly work best: a slice of toast with kaya, a boiled egg, or a small bowl of cereal. Even a glass of milk is better than nothing."),
]
UX["home"] = ["The kitchen is a mess again.", "{hub} cooked dinner tonight, very rare.", "We ordered {food} for dinner, too tired to cook.",
              "The kids left their socks everywhere.", "Laundry mountain is growing.", "I bought {drink} on the way home, needed it."]
AX["home"] = [
    "Simple routines, like a fixed laundry day, can take a lot of small decisions off your plate.",
    "Getting the kids to do one small chore each can make a bigger difference than it seems.",
    "Cooking one base dish that everyone can adjust at the table saves a lot of effort.",
    "It's fine to take shortcuts on busy days; takeaway now and then is not a failure.",
    "Small fixes around the house are easier to handle before they turn into big repairs.",
]
ITEMS["home"] = ["buy detergent", "fix the toilet flush", "clean the fridge", "buy more rice", "change the bedsheets",
                 "throw away old newspapers", "buy mosquito repellent"]
NEEDS["home"] = ["I need to plan meals differently", "I have to reshuffle the weekend", "I should get the kids to help more"]

EX["self"] = [
    ("My wrist hurts when I hold the wok ladle now. Is it from the repetitive motion?",
     "Repetitive wrist movements for hours can strain the tendons. Short breaks, wrist stretches and a wrist support can help, and if it's swollen or keeps getting worse, see a doctor or physio."),
    ("I keep snapping at the kids when I'm tired. Then I feel guilty after.",
     "That happens to most parents running on empty. A quick apology later teaches the kids a lot, actually. And it's a sign you need a bit more rest, not that you're a bad mother."),
    ("Thinking of doing the free health screening at the CC on {day}. Worth it?",
     "Yes, basic screening for blood pressure, sugar and cholesterol is worth doing regularly, especially with long hours and little time for checks. It's quick and usually free or cheap."),
    ("My friend {name} says I should try meditation apps. I fall asleep every time lol.",
     "Falling asleep might mean your body really needs the rest! You could try a short five-minute session in the morning instead, when you're less likely to doze off."),
    ("I haven't bought new clothes for myself in like {num} years. Everything is for the kids.",
     "That's very common for parents. Treating yourself to one or two things you actually like isn't selfish; it can make a surprising difference to how you feel day to day."),
    ("My back has been so painful after standing at the stall the whole day.",
     "Standing for long hours puts a lot of strain on the lower back. Anti-fatigue mats and supportive shoes help, and a few gentle stretches after work can ease the stiffness. If it's sharp or spreads down your leg, see a doctor."),
    ("I only slept like {num} hours last night, woke up at {time} and couldn't sleep again.",
     "Broken sleep is exhausting, especially with early stall mornings. Try to keep a consistent bedtime and avoid your phone in bed; if your mind keeps racing, writing down tomorrow's to-dos before sleeping can help."),
    ("Started walking at the park connector in the evenings with {name}. Only {num} minutes but it's something.",
     "That's a great start, and having company makes it much easier to keep going. Even short walks regularly make a real difference to mood and energy."),
    ("My feet are swollen at the end of the day. Is it from standing?",
     "Long hours on your feet can cause that. Elevating your legs for a while in the evening and wearing supportive shoes help. If the swelling is only on one side or painful, get it checked."),
    ("My eyes are always so tired and dry. Too much phone I think.",
     "Screen time reduces blinking, which dries the eyes. Try the 20-20-20 habit: every 20 minutes, look at something 20 feet away for 20 seconds. Lubricating eye drops can help too."),
    ("I feel like I never have time for myself. Stall, {mum}, kids, flat. Everything.",
     "That sounds like a lot to carry. Even a small, protected slot each week, like an hour with your terrariums or a walk alone, can help you recharge. You matter in this too."),
    ("The polyclinic says my blood pressure is a bit high. Must I take medicine already?",
     "It depends on how high it is and your other risk factors. Often doctors start with lifestyle changes like less salt and more activity, and monitor. Follow up as they suggest."),
    ("Signed up for a yoga class at the CC on {day} nights. Hope I can keep going.",
     "That's great! Consistency matters more than intensity, so even going most weeks will help your back and stress levels."),
    ("My friend {name} wants to go for a girls' night out at {place}. I feel guilty leaving the kids.",
     "Taking a night for yourself isn't neglecting the kids; it helps you recharge for them. If {hub} can cover the evening, go and enjoy it."),
    ("Thinking of going for TCM for my shoulder. Does acupuncture really work?",
     "Some people find acupuncture helpful for muscle pain, and it's generally safe with a registered practitioner. It's reasonable to try, alongside stretching and rest."),
    ("I've been drinking {drink} every afternoon. Is that too much sugar?",
     "Sweetened drinks add up quickly. Asking for less sugar, or alternating with plain water or unsweetened tea, is an easy first step."),
    ("My hair is dropping a lot recently. Is it stress?",
     "Stress can cause temporary hair shedding, often a few months after a stressful period. If it continues or comes in patches, it's worth seeing a doctor to check things like iron or thyroid levels."),
    ("I want to learn something new, like a short course. But when got time?",
     "Short online courses you can do in small chunks might fit better than fixed classes. SkillsFuture credits can also cover some courses."),
    ("Sometimes at night I just sit in the kitchen alone for {num} minutes before sleeping. Is that weird?",
     "Not weird at all; it sounds like you're giving yourself a quiet moment after a long day. Those small pauses can be really important."),
    ("My knee hurts when I climb stairs. {hub} says I'm getting old haha.",
     "Knee pain on stairs is common and often related to the muscles around the knee. Strengthening exercises can help a lot. If it's swollen or getting worse, get it checked."),
    ("Went for a health screening, they said my cholesterol is borderline.",
     "Borderline cholesterol can often be improved with diet changes, like less fried food and more fibre, plus regular activity. Your doctor will usually recheck in a few months."),
    ("I cut my finger on the cleaver today, not deep but painful.",
     "Clean it well, keep it covered with a waterproof plaster at the stall, and watch for signs of infection like redness or swelling. If it's deep or won't stop bleeding, get it seen."),
]
UX["self"] = ["I need a holiday from my life lol.", "Drank so much coffee today.", "My shoulder is tight again.",
              "Trying to sleep earlier this week.", "Finally had a quiet hour today.", "I treated myself to a massage."]
AX["self"] = [
    "Looking after yourself isn't selfish; everyone else depends on you being well.",
    "Small, regular habits usually stick better than big resolutions.",
    "If something physical keeps bothering you for more than a couple of weeks, it's worth getting it checked.",
    "Try to protect at least one small pocket of time a week that's just for you.",
]
ITEMS["self"] = ["book the health screening", "buy new work shoes", "renew the yoga class", "get eye drops",
                 "call {name} back"]
NEEDS["self"] = ["I should pace myself better", "I need to make time for the doctor", "I have to rest more"]

EX["social"] = [
    ("My cousin asked us to be the 'brothers' and 'sisters' for the gate-crashing at her wedding. So paiseh.",
     "It could be fun! The games are usually light-hearted. If you're shy, you can take a behind-the-scenes role like preparing the props or the drinks."),
    ("The neighbours' kids keep ringing our doorbell to play with the cat haha.",
     "That's quite sweet. If it's too much, maybe set a time, like after homework on weekends, when they can come and visit her."),
    ("{festival} cookies this year, should I bake or just buy from {grocer}?",
     "If time is tight with the stall, buying is completely fine. Maybe bake one special kind with the kids for fun and buy the rest."),
    ("My aunt keeps comparing our kids with her grandkids. So tiring.",
     "Comparisons from relatives can really grate. A short, cheerful 'every kid is different' and a change of topic usually works better than engaging with the details."),
    ("The Residents' Committee asked if we want to sell our {dish} at the block party. Good publicity?",
     "Could be nice publicity among your neighbours, and it's a friendly way to be part of the community. Just make sure you're not overloading yourselves on a day you need to rest."),
    ("Old classmates chat planning a reunion dinner at {hc}. Everyone wants a different date.",
     "A simple poll in the chat with three or four dates usually settles it quickly. Whoever gets the most votes wins, and those who can't make it can join the next one."),
    ("{festival} is coming and I haven't even started preparing. Visiting schedule also not fixed.",
     "Maybe start with a rough visiting list and let everyone know which day you'll be where. A simple plan shared early prevents a lot of last-minute clashes."),
    ("My cousin's wedding dinner, how much should we give? Everyone says different amounts.",
     "It usually depends on the venue, how close you are and what's normal in your family circle. Many people aim to at least cover the cost of their seats, and give a bit more for close relatives."),
    ("The family WhatsApp group is fighting again over who hosts the reunion.",
     "Family group chats can get heated. You could suggest rotating the hosting each year, or sharing it between two households, which takes the pressure off any one person."),
    ("My auntie keeps asking when I'm going to stop working at the stall. So annoying.",
     "Some relatives show concern in unhelpful ways. A light, firm answer like 'we're happy with it for now' can close the topic without a fight."),
    ("{name}'s birthday is on {day}. What gift for someone turning {num}?",
     "Something personal often means more than something expensive: a photo book, a favourite snack, or an experience you do together."),
    ("Our neighbours invited us for dinner on {day}. What should we bring?",
     "A box of fruit, a dessert or a drink is always welcome. If you want to show off, a small portion of your own {dish} would be a very personal gift."),
    ("My school friends want to have a reunion at {place}. I haven't seen them in {num} years.",
     "That sounds fun! It can be nice to reconnect with people who knew you before the stall and the kids. Go and enjoy it."),
    ("The kids' cousins are coming over to stay for {num} days during the holidays. Help.",
     "Having a rough daily plan with one outing and lots of free play helps. Assign each kid a small chore so the flat doesn't fall apart."),
    ("{hub}'s side of the family wants us to host {festival} this year because our new flat is bigger.",
     "That's a compliment, but also a lot of work. If you agree, ask everyone to bring one dish so it becomes a potluck rather than all on you."),
    ("A friend from church asked me to help with the food for a charity event. I don't know if I have time.",
     "It's okay to say no or offer a smaller contribution, like cooking one tray of noodles instead of running the whole food side."),
    ("Went to a relative's funeral wake in {place} last night, came back very late.",
     "Those evenings are draining. Take it easy today if you can, and make sure you eat properly."),
    ("{name} is moving to Australia next month. We've been friends since primary school.",
     "That's a big change. Maybe plan a small farewell together, and set up a regular video call so the friendship doesn't fade."),
    ("How much ang bao or duit raya should I give the kids of my cousins? Prices up everything up.",
     "Many families keep the same amounts they gave last year to keep it simple. What matters more to the kids is usually the gesture, not the number."),
    ("The kids' friend's parents invited them for a birthday party at {mall}. Must we bring a present?",
     "It's usual to bring a small present. Something around what other parents in your circle spend is fine; the child won't be comparing."),
    ("My old boss from the factory days messaged me after {num} years. Want to meet for {drink}.",
     "That sounds nice. It's lovely when people reach out after a long time. A short meet-up for a drink is a low-pressure way to catch up."),
    ("I'm in charge of the potluck list for the block party. Nobody replies in the chat.",
     "Try assigning dishes directly, like 'Auntie X, can you bring fruit?'. People tend to respond to specific requests more than open questions."),
]
UX["social"] = ["My phone keeps buzzing with the family chat.", "I need a new outfit for the dinner, nothing fits.",
                "{hub} hates these big gatherings but goes anyway.", "The kids love seeing their cousins.",
                "I bought new cookies for the guests.", "Family can be so tiring sometimes, but still love them."]
AX["social"] = [
    "It's okay to set some limits so these gatherings stay enjoyable instead of draining.",
    "Keeping a small list of birthdays and occasions in your phone takes the pressure off remembering.",
    "People usually remember the warmth of the visit more than the details.",
    "Sharing the load with {hub} and the kids makes hosting a lot more manageable.",
]
ITEMS["social"] = ["buy ang bao packets", "get a gift for {name}", "reply the family chat", "buy cookies for visitors",
                   "iron the kids' new clothes"]
NEEDS["social"] = ["I need to sort out the outfits", "I have to juggle the visiting schedule", "I should tell the relatives early"]

# Generic user / assistant openers used around filler
U_OPEN = ["Hey.", "Morning!", "Ok another thing.", "Sorry, me again.", "Quick one.", "Aiyo.", "Wah.", "Hmm.",
          "Hi hi.", "Back again.", "Random question.", "Ok so.", "Eh.", "Good evening.", "Alamak.", "Siao liao."]
A_OPEN = ["Ah, I see.", "Makes sense.", "Thanks for sharing that.", "Okay.", "Right.", "I hear you.",
          "That's understandable.", "Fair enough.", "Thanks for the update.", "Got it."]
A_TAIL = ["Tell me how it goes.", "Happy to help you think it through further.", "Hope that helps a bit.",
          "We can come back to this whenever you're ready.", "Shout if anything changes.",
          "Let me know what you end up doing.", "One step at a time.", "Keep me posted."]


# --------------------------------------------------------------------------------------------------------------
# Planted values: pools with several formats each
# --------------------------------------------------------------------------------------------------------------

CN_SUR = ["Tan", "Lim", "Lee", "Ng", "Ong", "Wong", "Goh", "Chua", "Chan", "Koh", "Teo", "Ang", "Yeo", "Tay", "Ho",
          "Low", "Toh", "Sim", "Chong", "Quek", "Seah", "Foo", "Heng", "Neo", "Phua", "Kwek", "Leong", "Soh"]
CN_GIV = ["Kok Wai", "Siew Hong", "Boon Keat", "Hui Ling", "Wee Kiat", "Mei Xuan", "Jia Hui", "Chee Keong",
          "Poh Choo", "Yong Sheng", "Li Ting", "Wen Jie", "Seok Hwa", "Kim Huat", "Pei Wen", "Guan Hock"]
EN_GIV = ["Alvin", "Vanessa", "Jeremy", "Cheryl", "Terence", "Germaine", "Melvin", "Rachael", "Edwin", "Winnie",
          "Gilbert", "Doreen", "Marcus", "Evelyn", "Bernard", "Felicia"]
MY_M = ["Muhammad Firdaus", "Ahmad Zulkifli", "Hairul Nizam", "Shahrul Azman", "Iskandar", "Mohd Razali", "Syed Hafiz"]
MY_F = ["Nur Hidayah", "Siti Zubaidah", "Farhana", "Noraini", "Aishah", "Rohana", "Nurul Ain"]
MY_FA = ["Salleh", "Osman", "Rahman", "Yusof", "Ismail", "Hamid", "Kassim", "Jaafar", "Abdullah"]
IN_M = ["Rajesh", "Vignesh", "Arun", "Prakash", "Karthik", "Senthil", "Manoj", "Harish"]
IN_F = ["Kavitha", "Lakshmi", "Deepa", "Revathi", "Sangeetha", "Vasanthi", "Shanti"]
IN_FA = ["Ramasamy", "Subramaniam", "Muthu", "Govindasamy", "Palaniappan", "Arumugam", "Velu"]
IN_SUR = ["Pillai", "Menon", "Nair", "Rajoo", "Krishnan", "Naidu", "Gopal", "Sivakumar", "Ramasamy"]
EU_GIV = ["Brian", "Gerald", "Melissa", "Andrea", "Clement", "Adrian", "Joanne", "Valerie", "Desmond", "Patricia"]
EU_SUR = ["de Souza", "Pereira", "Oliveiro", "Rozario", "D'Silva", "Minjoot", "Shepherdson", "Westerhout",
          "Fernandez", "de Costa"]


def _person(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.22:
        return f"{rng.choice(CN_SUR)} {rng.choice(CN_GIV)}"
    if r < 0.40:
        return f"{rng.choice(EN_GIV)} {rng.choice(CN_SUR)}"
    if r < 0.48:
        return f"{rng.choice(EN_GIV)} {rng.choice(CN_SUR)} {rng.choice(CN_GIV)}"
    if r < 0.62:
        if rng.random() < 0.5:
            return f"{rng.choice(MY_M)} bin {rng.choice(MY_FA)}"
        return f"{rng.choice(MY_F)} binte {rng.choice(MY_FA)}"
    if r < 0.80:
        g = rng.choice(IN_M + IN_F)
        if rng.random() < 0.6:
            return f"{g} {rng.choice(IN_SUR)}"
        return f"{g} {'s/o' if g in IN_M else 'd/o'} {rng.choice(IN_FA)}"
    return f"{rng.choice(EU_GIV)} {rng.choice(EU_SUR)}"


_MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December"]
_WD = ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun"]
_WDF = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _ord(n: int) -> str:
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _date(rng: random.Random) -> str:
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    wd = datetime.date(YEAR, m, d).weekday()
    f = rng.randrange(9)
    if f == 0:
        return f"{d}/{m}"
    if f == 1:
        return f"{d} {_MON[m - 1]}"
    if f == 2:
        return f"{_WD[wd]} the {_ord(d)}"
    if f == 3:
        return f"{YEAR}-{m:02d}-{d:02d}"
    if f == 4:
        return f"{_MON[m - 1]} {_ord(d)}"
    if f == 5:
        return f"the {_ord(d)} of {_MON[m - 1]}"
    if f == 6:
        return f"{_WD[wd][:3]} {d} {_MON[m - 1][:3]}"
    if f == 7:
        return f"{_WDF[wd]}, {d} {_MON[m - 1]}"
    return f"{d}.{m}.{YEAR % 100}"


def _amount(rng: random.Random, lo: int, hi: int, step: int) -> str:
    base = rng.randrange(lo, hi, step)
    opts = ["sd_comma", "dollars", "sgd", "plain_comma", "bucks", "sd_nocomma"]
    if base >= 1000 and base % 100 == 0:
        opts += ["k", "k"]
    if base < 5000 and step == 1:
        opts += ["cents"]
    f = rng.choice(opts)
    if f == "sd_comma":
        return f"S${base:,}"
    if f == "dollars":
        return f"{base} dollars"
    if f == "sgd":
        return f"SGD {base:,}"
    if f == "plain_comma":
        return f"${base:,}"
    if f == "bucks":
        return f"{base:,} bucks"
    if f == "sd_nocomma":
        return f"S${base}"
    if f == "cents":
        return f"${base:,}.{rng.choice([10, 20, 35, 40, 50, 65, 80, 95]):02d}"
    k = base / 1000
    return f"${k:.1f}k".replace(".0k", "k") if rng.random() < 0.7 else f"{k:.1f}k".replace(".0k", "k") + " dollars"


def _phone(rng: random.Random, first: str) -> str:
    d = rng.choice(first) + "".join(str(rng.randint(0, 9)) for _ in range(7))
    a, b = d[:4], d[4:]
    return rng.choice([d, f"{a} {b}", f"+65 {a}-{b}", f"+65 {a} {b}", f"+65{d}", f"(65) {a} {b}", f"{a}-{b}",
                       f"+65-{a}-{b}"])


HDB_STREETS = [("Ang Mo Kio Ave 10", "56"), ("Toa Payoh Lor 4", "31"), ("Tampines St 81", "52"),
               ("Bedok North Rd", "46"), ("Jurong West St 42", "64"), ("Woodlands Dr 16", "73"),
               ("Yishun Ring Rd", "76"), ("Punggol Field", "82"), ("Sengkang East Way", "54"),
               ("Bishan St 13", "57"), ("Clementi Ave 3", "12"), ("Hougang Ave 8", "53"),
               ("Bukit Batok West Ave 6", "65"), ("Pasir Ris Dr 6", "51"), ("Serangoon North Ave 1", "55"),
               ("Commonwealth Dr", "14"), ("Jalan Bukit Merah", "15"), ("Choa Chu Kang Ave 4", "68"),
               ("Marine Crescent", "44"), ("Geylang Bahru", "33"), ("Bukit Panjang Ring Rd", "67"),
               ("Compassvale Walk", "54"), ("Canberra Crescent", "75"), ("Telok Blangah Heights", "10")]
COM_ROADS = [("Ubi Crescent", "40", "Ubi Techpark"), ("Kaki Bukit Ave 1", "41", "Kaki Bukit Industrial Terrace"),
             ("Senoko Loop", "75", "Senoko Food Hub"), ("Defu Lane 10", "53", "Defu Industrial City"),
             ("Toh Guan Rd East", "60", "Toh Guan Centre"), ("Tai Seng St", "53", "Tai Seng Exchange"),
             ("Woodlands Loop", "73", "Woodlands Spectrum"), ("Pandan Loop", "12", "Pandan Food Zone"),
             ("Sims Ave", "38", "Sims Centre"), ("Upper Thomson Rd", "57", "Thomson Plaza"),
             ("Joo Chiat Rd", "42", "Joo Chiat Complex"), ("Bukit Timah Rd", "21", "Sunshine Plaza")]


def _addr_hdb(rng: random.Random) -> str:
    street, sector = rng.choice(HDB_STREETS)
    n = rng.randint(101, 689)
    letter = rng.choice(["", "", "", "A", "B", "C"])
    fl = rng.randint(2, 16)
    unit = rng.randint(100, 1899)
    postal = f"{sector}{rng.randint(0, 1)}{n:03d}"
    f = rng.randrange(6)
    if f == 0:
        return f"Blk {n}{letter} {street} #{fl:02d}-{unit}, S({postal})"
    if f == 1:
        return f"Block {n}{letter}, {street}"
    if f == 2:
        return f"Blk {n}{letter} {street} #{fl:02d}-{unit}"
    if f == 3:
        return f"#{fl:02d}-{unit}, Blk {n}{letter} {street}"
    if f == 4:
        return f"{n}{letter} {street}, #{fl:02d}-{unit}, Singapore {postal}"
    return f"Blk {n}{letter} {street}, Singapore {postal}"


def _addr_com(rng: random.Random) -> str:
    road, sector, bldg = rng.choice(COM_ROADS)
    n = rng.randint(2, 99)
    fl = rng.randint(1, 9)
    unit = rng.randint(1, 68)
    postal = f"{sector}{rng.randint(1000, 9999)}"
    f = rng.randrange(5)
    if f == 0:
        return f"{n} {road} #{fl:02d}-{unit:02d}"
    if f == 1:
        return f"{n} {road}, #{fl:02d}-{unit:02d} {bldg}, Singapore {postal}"
    if f == 2:
        return f"#{fl:02d}-{unit:02d} {bldg}, {n} {road}"
    if f == 3:
        return f"{bldg}, {n} {road} #{fl:02d}-{unit:02d}"
    return f"No. {n} {road}, S{postal}"


_NRIC_L = "ABCDEFGHIJZ"
_ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _code(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(_ALNUM) for _ in range(n))


def _id(rng: random.Random, kind: str) -> str:
    if kind == "nric":
        p = rng.choice("ST")
        tail = _digits(rng, 3) + rng.choice(_NRIC_L)
        return rng.choice([f"{p}****{tail}", f"XXXXX{tail}", f"{p}{_digits(rng, 2)}XXX{_digits(rng, 2)}{rng.choice(_NRIC_L)}",
                           f"{p}{_digits(rng, 7)}{rng.choice(_NRIC_L)}"])
    if kind == "licence":
        return rng.choice([f"HL{_digits(rng, 7)}", f"NEA/HC/{rng.randint(2016, 2024)}/{_digits(rng, 5)}",
                           f"H{_digits(rng, 2)}-{_digits(rng, 5)}-{rng.choice('ABCDEKMP')}", f"FSL-{_digits(rng, 4)}-{_digits(rng, 4)}"])
    if kind == "booking":
        return rng.choice([_code(rng, 6), f"{_code(rng, 3)}-{_code(rng, 3)}", _code(rng, 6).lower().upper()])
    if kind == "policy":
        return rng.choice([f"PRU-{_digits(rng, 4)}-{_digits(rng, 5)}", f"L{_digits(rng, 9)}", f"IP {_digits(rng, 3)} {_digits(rng, 6)}",
                           f"{_digits(rng, 4)}-{_digits(rng, 4)}-{_digits(rng, 2)}", f"GE{_digits(rng, 8)}"])
    if kind == "hdbapp":
        return rng.choice([f"R{YEAR - 1}-{_digits(rng, 6)}", f"RS/{_digits(rng, 5)}/{YEAR % 100}",
                           f"{_digits(rng, 2)}R{_digits(rng, 6)}"])
    if kind == "chip":
        d = rng.choice(["900", "985", "941"]) + _digits(rng, 12)
        return rng.choice([d, f"{d[:3]} {d[3:6]} {d[6:9]} {d[9:12]} {d[12:]}", f"{d[:3]}-{d[3:]}"])
    if kind == "patient":
        return rng.choice([f"NKF-{_digits(rng, 5)}", f"DC-{_digits(rng, 6)}", f"MRN {_digits(rng, 4)}{_code(rng, 2)}{_digits(rng, 2)}",
                           f"P{_digits(rng, 7)}{rng.choice(_NRIC_L)}"])
    if kind == "hotel":
        return rng.choice([f"{_digits(rng, 4)}.{_digits(rng, 3)}.{_digits(rng, 3)}", f"HTL-{_digits(rng, 4)}-{_digits(rng, 4)}",
                           f"#{_digits(rng, 9)}", f"RSV{_code(rng, 5)}"])
    if kind == "uen":
        return rng.choice([f"53{_digits(rng, 7)}{rng.choice('ABCDEKLMWX')}", f"T{_digits(rng, 2)}SS{_digits(rng, 4)}{rng.choice('ABCDEK')}"])
    if kind == "permit":
        return rng.choice([f"RP/{YEAR % 100}/{_digits(rng, 6)}", f"HDB-RN-{_digits(rng, 7)}", f"P{_digits(rng, 3)}-{_code(rng, 4)}"])
    if kind == "jr":
        return rng.choice([f"EO-{_digits(rng, 8)}", f"JRP {_code(rng, 4)} {_digits(rng, 4)}", f"MCO{_digits(rng, 9)}"])
    if kind == "ticket":
        return rng.choice([f"TKT-{_digits(rng, 6)}", f"SR{_digits(rng, 8)}", f"CASE-{_digits(rng, 4)}-{_code(rng, 2)}"])
    raise KeyError(kind)


def _value(rng: random.Random, gen) -> str:
    kind = gen[0]
    if kind == "person":
        return _person(rng)
    if kind == "date":
        return _date(rng)
    if kind == "amount":
        return _amount(rng, *gen[1:])
    if kind == "mobile":
        return _phone(rng, "89")
    if kind == "land":
        return _phone(rng, "6")
    if kind == "anyphone":
        return _phone(rng, "689")
    if kind == "hdb":
        return _addr_hdb(rng)
    if kind == "com":
        return _addr_com(rng)
    if kind == "id":
        return _id(rng, gen[1])
    if kind == "pick":
        return rng.choice(gen[1])
    if kind == "weight":
        w = rng.randint(28, 64) / 10
        return rng.choice([f"{w} kg", f"{w}kg", f"{w} kilos", f"{w} kilo"])
    raise KeyError(kind)


# --------------------------------------------------------------------------------------------------------------
# Fact slots: what can be planted, with slot-specific wording.  {V} marks the value.
#   topic:   noun phrase naming the fact ("our reno project manager")
#   clauses: statements containing {V}
#   q:       a question the assistant can ask in the previous turn (for the "answer" style)
#   src:     who might report it
#   ask:     questions that contain {V}
#   setup:   user message that leads the assistant to ask q
# For decision / preference / constraint facts ``gen`` is ("dpc", [(value, [clauses]), ...]).
# --------------------------------------------------------------------------------------------------------------

def _S(kind, thread, about, topic, clauses, q, src, ask, setup, gen):
    return dict(kind=kind, thread=thread, about=about, topic=topic, clauses=clauses, q=q, src=src, ask=ask,
                setup=setup, gen=gen)


PERSON = ("person",)
SLOTS_BY_KIND: dict[str, list[dict]] = {k: [] for k in KIND_COUNTS}


def _add(*slots):
    for s in slots:
        SLOTS_BY_KIND[s["kind"]].append(s)


_add(
    _S("person", "flat", "renovation project manager's name", "our reno project manager",
       ["the project manager the reno company assigned to us is {V}", "our reno PM is someone called {V}",
        "{V} will be our project manager for the renovation"],
       "Did the reno company say who your project manager will be?", ["the reno company", "{hub}", "the ID's assistant"],
       ["Should I WhatsApp {V} directly about the hacking schedule, or go through the company?",
        "Is it normal that {V} wants us to sign the quotation before the site visit?"],
       "The reno company finally called back this morning. Apparently they've assigned someone to our flat.", PERSON),
    _S("person", "flat", "resale property agent's name", "our property agent",
       ["the agent handling our resale purchase is {V}", "our property agent is {V}",
        "we're going with {V} as our agent for the flat"],
       "Which agent is helping you with the resale in the end?", ["my cousin who recommended the agent", "{hub}"],
       ["Do you think {V} is being honest about the valuation, or just pushing us to sign?",
        "Is it ok if {V} collects the option fee cheque on our behalf?"],
       "We finally picked an agent after talking to like three of them.", PERSON),
    _S("person", "mum", "name of the nurse in charge of Mum's dialysis", "the nurse in charge of {mum}'s dialysis",
       ["the nurse in charge of {mum}'s dialysis is {V}", "{mum}'s dialysis nurse is called {V}",
        "{V} is the nurse who handles {mum}'s sessions now"],
       "Do you know the name of the nurse managing her sessions? It helps to have one contact person.",
       ["the centre's front desk", "{mum}", "the auntie in the next chair"],
       ["Can I ask {V} to change {mum}'s slot, or must I go through the social worker?",
        "Would it be weird to bring {V} some kueh to say thanks?"],
       "The dialysis centre called about {mum}'s blood results, they said to speak to the nurse in charge.", PERSON),
    _S("person", "mum", "Mum's kidney specialist", "{mum}'s kidney specialist",
       ["{mum}'s kidney specialist at the hospital is Dr {V}", "Dr {V} is the nephrologist following {mum}'s case",
        "the renal doctor seeing {mum} now is Dr {V}"],
       "Who's the specialist following her case now?", ["the hospital letter", "the polyclinic doctor", "{mum}"],
       ["Is it ok to email Dr {V} directly with the blood pressure readings?",
        "Should I ask Dr {V} about home dialysis at the next review?"],
       "Got a letter from the hospital, they changed {mum}'s doctor again.", PERSON),
    _S("person", "kids", "son's PSLE maths tutor", "{son}'s maths tutor",
       ["{son}'s new maths tutor is {V}", "we engaged {V} to coach {son} for PSLE maths",
        "the tutor for {son}'s maths is {V}"],
       "Did you find a maths tutor for him in the end?", ["{name} from the parents' chat", "the tuition agency"],
       ["Is it weird that {V} wants to do the lessons over Zoom instead of at home?",
        "Do you think {V} is too strict? {son} came out of the first lesson looking traumatised."],
       "{son}'s maths is still shaky, so we went looking for a tutor.", PERSON),
    _S("person", "kids", "daughter's form teacher", "{dau}'s form teacher",
       ["{dau}'s form teacher this year is {V}", "the form teacher for {dau}'s class is {V}"],
       "Who's her form teacher this year?", ["{dau}", "the Parents Gateway message"],
       ["Should I message {V} on Parents Gateway about the eraser thing, or call the school?",
        "Is it ok to ask {V} to move {dau} away from that classmate?"],
       "{dau} came home upset about something that happened in class.", PERSON),
    _S("person", "stall", "contact person at the noodle supplier", "our contact at the noodle supplier",
       ["the guy handling our account at the noodle supplier is {V}", "our noodle supplier contact is {V} now",
        "{V} is the one who takes our noodle orders now"],
       "Who's your contact at the noodle supplier now?", ["{hub}", "the delivery uncle"],
       ["Do you think I can ask {V} for a better rate if we commit to a bigger order?",
        "Should I complain to {V} about the broken noodles or just let it go?"],
       "The noodle supplier changed their sales person again.", PERSON),
    _S("person", "stall", "NEA officer who inspected the stall", "the NEA officer who did our inspection",
       ["the NEA officer who inspected our stall was {V}", "{V} from NEA came to check the stall"],
       "Did you get the name of the officer who came?", ["the hawker centre manager", "{hub}"],
       ["If I need to clarify the demerit points, should I call {V} or the general NEA line?"],
       "NEA came to inspect the stall today, so stressful.", PERSON),
    _S("person", "money", "family insurance agent", "our insurance agent",
       ["our insurance agent is {V}", "{V} is the agent who sold us the family's shield plans"],
       "Who's the agent handling your policies?", ["{hub}", "the policy documents"],
       ["Should I ask {V} about adding a rider for {mum}, or is she too old?",
        "Is it normal that {V} keeps asking for a 'coffee chat' to review our portfolio?"],
       "I'm trying to review all our insurance finally.", PERSON),
    _S("person", "money", "mortgage banker handling the loan", "the banker handling our loan",
       ["the mortgage specialist at the bank is {V}", "the bank assigned {V} to handle our housing loan"],
       "Is there a specific banker handling your loan application?", ["the bank's email"],
       ["Can I ask {V} to lock in the rate before we exercise the OTP?"],
       "Went to the bank about the housing loan today.", PERSON),
    _S("person", "japan", "travel agent for the Japan trip", "our travel agent for Japan",
       ["the travel agent doing our Japan booking is {V}", "{V} from the travel agency is handling the Japan trip"],
       "Are you booking through an agent, or doing it yourself?", ["{hub}", "the agency's email"],
       ["Do you think {V} is charging us too much for the package?"],
       "We went to the travel fair at Expo over the weekend, so crowded.", PERSON),
    _S("person", "cat", "cat's regular vet", "the cat's regular vet",
       ["the vet who's been seeing our cat is Dr {V}", "Dr {V} is the cat's regular vet now"],
       "Is she seeing the same vet each time?", ["the clinic receptionist"],
       ["Should I ask Dr {V} about a kidney diet or is it too early?"],
       "Took the cat to the vet again this morning.", PERSON),
    _S("person", "stall", "new weekend stall helper", "our new stall helper",
       ["the new helper at the stall is {V}", "we hired {V} to help out at the stall on weekends"],
       "What's the new helper's name?", ["{hub}"],
       ["Is it ok to pay {V} by PayNow every week, or do I need a proper payslip?"],
       "We finally hired someone to help at the stall on weekends.", PERSON),
    _S("person", "mum", "Mum's medical social worker", "{mum}'s medical social worker",
       ["the medical social worker assigned to {mum} is {V}", "{mum}'s MSW is {V}"],
       "Has a medical social worker been assigned to her?", ["the dialysis centre", "the hospital"],
       ["Can {V} help us apply for the transport subsidy too?"],
       "The hospital said we can get help with {mum}'s dialysis costs.", PERSON),
    _S("person", "terra", "owner of the terrarium shop", "the owner of the terrarium shop I like",
       ["the owner of the terrarium shop I like is {V}", "{V} runs the little moss shop I go to"],
       "Do you know the shop owner's name? Might be useful to ask them directly.", ["{name}"],
       ["Would it be rude to ask {V} for cuttings instead of buying the whole pot?"],
       "Went back to the terrarium shop again, I know, I know.", PERSON),
)

_add(
    _S("pet", "cat", "cat's name", "the cat's name",
       ["our cat is called {V}", "the cat's name is {V}, {dau} named her", "we named the cat {V}"],
       "By the way, what's her name? I've just been calling her 'the cat'.", ["{dau}"],
       ["Is {V} a weird name for a cat? {hub} says it's embarrassing to call out at the vet."],
       "The cat is lying on my keyboard again.", ("pick", ["Mochi", "Oyen", "Putu", "Bao Bao", "Ondeh",
                                                          "Pudding", "Tiger Lily", "Snowball", "Muffin", "Comot",
                                                          "Lychee", "Tembikai", "Shiro", "Kopiko"])),
    _S("pet", "cat", "cat's vet clinic", "the cat's vet clinic",
       ["we take the cat to {V}", "the cat's clinic is {V}", "the cat is registered at {V}"],
       "Which clinic does she usually go to?", ["{hub}"],
       ["Is {V} open on Sundays, do you know?"],
       "The cat needs to go for a check-up soon.",
       ("pick", ["Whiskers & Tails Vet Clinic", "Kampong Paws Animal Clinic", "Eastgate Vet Centre",
                 "Bishan Pet Care Clinic", "Cat & Co. Veterinary", "Greenhill Animal Hospital",
                 "Furry Friends Vet @ Hougang", "Sunnyvale Animal Clinic"])),
    _S("pet", "cat", "cat's prescription food", "the cat's prescription food",
       ["the vet put the cat on {V}", "the cat is only allowed {V} now", "she eats {V} from now on"],
       "Did the vet recommend a specific food for her?", ["the vet"],
       ["Can I buy {V} from Shopee, or must it be from the clinic?"],
       "The cat's urine test came back a bit off.",
       ("pick", ["Hill's k/d", "Royal Canin Renal", "Purina NF", "Hill's c/d Multicare", "Royal Canin Urinary S/O",
                 "Specific FKW"])),
    _S("pet", "cat", "cat's daily medication", "the cat's medication",
       ["the cat gets {V} every night", "the vet prescribed {V} for the cat"],
       "Is she on any medication at the moment?", ["the vet", "the vet nurse"],
       ["Is it ok to hide {V} in her wet food?"],
       "Back from the vet with a bag of medicine for the cat.",
       ("pick", ["half a Fortekor tablet", "0.3 ml of Metacam", "1 ml of Semintra", "a quarter tablet of Vetmedin",
                 "Cerenia 4 mg", "two drops of Gabapentin oil"])),
    _S("pet", "cat", "cat's weight at last vet visit", "the cat's weight",
       ["the cat weighed {V} at the vet", "she's {V} now according to the vet's scale"],
       "How much does she weigh now?", ["the vet"],
       ["Is {V} too heavy for a cat her size?"],
       "The vet said the cat put on weight.", ("weight",)),
    _S("pet", "cat", "cat's breed", "the cat's breed",
       ["the cat is a {V}", "the shelter said she's a {V}"],
       "What breed is she, roughly?", ["the shelter", "the vet"],
       ["Do {V} cats usually shed this much?"],
       "Someone at the vet asked what breed the cat is and I wasn't sure.",
       ("pick", ["British Shorthair mix", "ragdoll cross", "Singapura", "calico domestic shorthair", "Scottish Fold",
                 "Bengal mix", "tuxedo moggy"])),
    _S("pet", "kids", "daughter's hamster's name", "{dau}'s hamster",
       ["{dau}'s new hamster is named {V}", "{dau} called the hamster {V}"],
       "What did she name the hamster?", ["{dau}"],
       ["Can the cat and {V} be in the same room or is that asking for trouble?"],
       "{dau} finally got the hamster she's been begging for.",
       ("pick", ["Popcorn", "Gummy", "Boba", "Tootsie", "Hammy", "Chiku", "Marshmallow", "Kuih"])),
    _S("pet", "terra", "isopod species in the big jar", "the isopods in the big jar",
       ["the isopods in my big jar are {V}", "I put {V} in the big jar"],
       "Which isopods did you get?", ["the seller"],
       ["Do {V} need more calcium than the normal ones?"],
       "Got my first proper isopod colony!",
       ("pick", ["Porcellio 'Dairy Cow'", "Cubaris 'Rubber Ducky'", "Armadillidium 'Magic Potion'",
                 "Porcellionides pruinosus", "Cubaris 'Panda King'", "Nagurus cristatus"])),
)

_add(
    _S("date", "mum", "Mum's next kidney specialist review", "{mum}'s next kidney review",
       ["{mum}'s next review with the kidney doctor is on {V}", "the hospital fixed {mum}'s renal review for {V}"],
       "When is her next review with the specialist?", ["the hospital SMS", "the clinic"],
       ["Is {V} too soon after her fistula check to do the blood test?"],
       "The hospital called about {mum}'s follow-up.", ("date",)),
    _S("date", "japan", "departure date of the Japan flight", "our flight to Japan",
       ["we fly out to Japan on {V}", "our flight to {city} is on {V}"],
       "Have you fixed the departure date?", ["the airline email", "{hub}"],
       ["If we fly on {V}, is it cherry blossom season already?"],
       "Booked the flights finally!", ("date",)),
    _S("date", "kids", "son's PSLE oral exam date", "{son}'s PSLE oral",
       ["{son}'s PSLE oral is on {V}", "the oral exam for {son} is scheduled for {V}"],
       "Do you know when the oral exam is?", ["the school", "{son}'s teacher"],
       ["If the oral is on {V}, should I stop the tuition the week before?"],
       "The school sent the PSLE timetable.", ("date",)),
    _S("date", "stall", "hawker licence renewal deadline", "the hawker licence renewal deadline",
       ["we must renew the hawker licence by {V}", "the NEA licence renewal is due {V}"],
       "When is the licence due for renewal?", ["the NEA letter", "{hub}"],
       ["If I renew after {V}, is there a penalty?"],
       "Got a reminder letter from NEA in the post.", ("date",)),
    _S("date", "flat", "key collection appointment for the new flat", "key collection for the new flat",
       ["our key collection appointment at HDB is {V}", "we collect the keys to the new flat on {V}"],
       "Has HDB given you a completion date yet?", ["HDB's letter", "the agent"],
       ["Can the contractor start measuring if we only get the keys on {V}?"],
       "HDB approved the resale application!", ("date",)),
    _S("date", "flat", "start date of renovation hacking works", "the start of the hacking works",
       ["the hacking works start on {V}", "the contractor will start hacking on {V}"],
       "Did the contractor give you a start date?", ["the contractor", "{hub}"],
       ["Should I tell the neighbours now if hacking only starts {V}?"],
       "Reno permit is approved, finally.", ("date",)),
    _S("date", "stall", "hawker centre spring cleaning closure", "the spring cleaning closure at {centre}",
       ["the hawker centre closes for spring cleaning from {V}", "spring cleaning at {centre} starts {V}"],
       "When is the next cleaning closure?", ["the centre management", "{name} from the next stall"],
       ["Should we go to Japan around {V} since we're closed anyway?"],
       "The management put up a notice about the spring cleaning.", ("date",)),
    _S("date", "cat", "cat's vaccination booster due date", "the cat's booster jab",
       ["the cat's booster jab is due on {V}", "the cat needs her vaccination on {V}"],
       "When is her next vaccination due?", ["the vet's reminder card"],
       ["If the booster is on {V}, can the sitter take her while we're away?"],
       "Found the cat's vaccination card while packing.", ("date",)),
    _S("date", "money", "deadline to object to the tax assessment", "the tax objection deadline",
       ["the deadline to object to the tax assessment is {V}", "I must file the objection with IRAS by {V}"],
       "Is there a deadline on the notice for objections?", ["the IRAS letter"],
       ["If I miss {V}, can I still appeal?"],
       "I think IRAS made a mistake with our assessment.", ("date",)),
    _S("date", "kids", "parent-teacher meeting for daughter", "the parent-teacher meeting for {dau}",
       ["the parent-teacher meeting for {dau} is on {V}", "{dau}'s PTM is on {V}"],
       "When is the parent-teacher meeting?", ["Parents Gateway", "{dau}"],
       ["Is {V} a weekday? I need to arrange the stall."],
       "The school wants to meet parents about the class progress.", ("date",)),
    _S("date", "social", "cousin's wedding dinner", "my cousin's wedding dinner",
       ["my cousin's wedding dinner is on {V}", "the wedding banquet is {V}"],
       "When's the wedding?", ["my aunt", "the invitation card"],
       ["If the wedding is {V}, can I still close the stall early that day?"],
       "Got the wedding invitation from my cousin today.", ("date",)),
    _S("date", "mum", "Mum's fistula procedure", "{mum}'s fistula procedure",
       ["{mum}'s fistula procedure is on {V}", "the surgeon scheduled {mum}'s fistula op for {V}"],
       "Did they fix a date for the procedure?", ["the hospital", "the nurse"],
       ["Does she need to fast the night before {V}?"],
       "The doctor said {mum} needs a small procedure for her fistula.", ("date",)),
    _S("date", "japan", "return flight from Japan", "our flight back from Japan",
       ["we fly back home on {V}", "our return flight is on {V}"],
       "And when do you come back?", ["the booking email"],
       ["If we land on {V}, can the kids go to school the next day?"],
       "The flights are confirmed, both ways.", ("date",)),
)

_add(
    _S("amount", "flat", "renovation quotation total", "the reno quote",
       ["the contractor's quotation came to {V}", "the reno quote is {V} all in"],
       "What did the contractor quote in the end?", ["the contractor", "{hub}"],
       ["Is {V} reasonable for a 4-room with the kitchen and two toilets?"],
       "Got the final quotation from the contractor.", ("amount", 28000, 65000, 10)),
    _S("amount", "flat", "cash over valuation for the resale flat", "the COV for the flat",
       ["the cash over valuation is {V}", "the sellers want {V} in COV"],
       "How much COV are the sellers asking for?", ["the agent"],
       ["Do you think {V} COV is too much for that area?"],
       "The valuation for the flat is out.", ("amount", 5000, 40000, 500)),
    _S("amount", "flat", "housing loan amount", "the loan amount",
       ["we're borrowing {V} for the flat", "the approved loan amount is {V}"],
       "How much is the loan for, roughly?", ["the bank", "HDB"],
       ["With a loan of {V}, how much would the monthly instalment be over 25 years?"],
       "The loan approval letter came.", ("amount", 180000, 420000, 1000)),
    _S("amount", "mum", "Mum's monthly dialysis cost after subsidies", "{mum}'s monthly dialysis cost",
       ["after subsidies {mum}'s dialysis costs {V} a month", "we pay {V} a month for {mum}'s dialysis now"],
       "Do you know what you're paying each month after subsidies?", ["the centre's finance counter"],
       ["Can MediSave cover the {V} a month or must we pay cash?"],
       "The dialysis centre finished the means testing.", ("amount", 120, 900, 5)),
    _S("amount", "japan", "total budget for the Japan trip", "our Japan trip budget",
       ["our budget for the whole Japan trip is {V}", "{hub} and I agreed to cap Japan at {V}"],
       "Do you have a total budget in mind for the trip?", ["{hub}"],
       ["Is {V} enough for four people for a week in Japan?"],
       "We sat down to talk about how much to spend on Japan.", ("amount", 6000, 14000, 100)),
    _S("amount", "stall", "monthly stall rental", "our stall rental",
       ["our stall rental is {V} a month", "the rent for the stall is {V} monthly"],
       "What's the rent for the stall these days?", ["the tender letter"],
       ["Is {V} a month normal for a stall at a place like {centre}?"],
       "The stall tenancy renewal letter came.", ("amount", 900, 3200, 10)),
    _S("amount", "stall", "last month's noodle supplier bill", "last month's noodle bill",
       ["last month's noodle bill came to {V}", "we paid the noodle supplier {V} last month"],
       "How much are you spending on noodles in a month?", ["the invoice"],
       ["Is {V} a month on noodles a lot for our volume?"],
       "Doing the stall accounts tonight.", ("amount", 1200, 4800, 1)),
    _S("amount", "kids", "son's maths tuition fee", "{son}'s maths tuition fee",
       ["{son}'s maths tuition is {V} a month", "the tutor charges {V} a month"],
       "How much is the tuition costing you?", ["the tutor"],
       ["Is {V} a month normal for PSLE maths tuition?"],
       "Paid the tuition fees today, ouch.", ("amount", 240, 680, 10)),
    _S("amount", "money", "income tax payable this year", "this year's tax bill",
       ["IRAS says I owe {V} in tax this year", "my tax payable this year is {V}"],
       "How much is the tax bill this year?", ["the notice of assessment"],
       ["Can I pay the {V} by GIRO in instalments?"],
       "Got the notice of assessment from IRAS.", ("amount", 600, 5400, 1)),
    _S("amount", "money", "CPF top-up for Mum", "the CPF top-up for {mum}",
       ["I'm topping up {mum}'s CPF with {V}", "we decided to top up {V} into {mum}'s retirement account"],
       "How much are you planning to top up?", ["{hub}"],
       ["Does topping up {V} for {mum} give me tax relief?"],
       "Thinking of doing the CPF top-up for {mum} this year.", ("amount", 2000, 8000, 500)),
    _S("amount", "cat", "cat's vet bill", "the cat's vet bill",
       ["the vet bill came to {V}", "we paid {V} at the vet today"],
       "How much did the visit cost in the end?", ["the receipt"],
       ["Is {V} normal for a blood test and consultation?"],
       "Back from the vet, wallet crying.", ("amount", 180, 1400, 1)),
    _S("amount", "japan", "hotel deposit in Japan", "the hotel deposit",
       ["the hotel deposit was {V}", "we paid {V} upfront for the hotel in {city}"],
       "Did the hotel need a deposit?", ["the booking site"],
       ["If we cancel, will we lose the whole {V}?"],
       "Booked the hotel in Japan.", ("amount", 300, 1800, 1)),
)

_add(
    _S("phone", "stall", "noodle supplier's phone number", "the noodle supplier's number",
       ["the noodle supplier's number is {V}", "you can reach the noodle factory at {V}"],
       "Do you have a direct number for the supplier?", ["{hub}"],
       ["If I call {V} after 3pm will anybody pick up?"],
       "The noodle delivery was short again today.", ("anyphone",)),
    _S("phone", "flat", "renovation contractor's mobile", "the contractor's mobile",
       ["the contractor's handphone is {V}", "the reno guy's number is {V}"],
       "Do you have the contractor's direct mobile?", ["the quotation"],
       ["Should I WhatsApp {V} or call?"],
       "The contractor didn't turn up at the site today.", ("mobile",)),
    _S("phone", "mum", "dialysis centre phone number", "the dialysis centre's number",
       ["the dialysis centre's number is {V}", "the centre can be reached at {V}"],
       "Do you have the centre's number saved in case of emergencies?", ["the appointment card"],
       ["Is {V} a 24-hour line or only office hours?"],
       "{mum} felt faint after dialysis yesterday and I didn't know who to call.", ("land",)),
    _S("phone", "kids", "maths tutor's phone number", "the tutor's number",
       ["the tutor's number is {V}", "you can message the tutor at {V}"],
       "Do you have the tutor's number?", ["the agency"],
       ["Should I add {V} to the family chat so {son} can ask questions?"],
       "Need to reschedule {son}'s tuition this week.", ("mobile",)),
    _S("phone", "cat", "vet clinic's phone number", "the vet clinic's number",
       ["the vet clinic's number is {V}", "the clinic's hotline is {V}"],
       "Do you have the clinic's number handy?", ["the reminder card"],
       ["Does {V} have an after-hours line?"],
       "The cat vomited three times this morning.", ("land",)),
    _S("phone", "flat", "aircon servicing technician's number", "the aircon guy's number",
       ["the aircon guy's number is {V}", "the aircon servicing uncle can be reached at {V}"],
       "Do you have a number for the aircon guy?", ["{name}"],
       ["Should I call {V} now or wait for the contractor?"],
       "Aircon in the master bedroom is leaking again.", ("mobile",)),
    _S("phone", "mum", "patient transport service's number", "the transport service's number",
       ["the patient transport hotline is {V}", "the transport people are at {V}"],
       "Do you have a number to call them directly if they're late?", ["the dialysis centre"],
       ["If I call {V} and nobody answers, what should I do?"],
       "The transport to dialysis was late again.", ("land",)),
    _S("phone", "japan", "travel agent's number", "the travel agent's number",
       ["the travel agent's direct line is {V}", "you can call the agent at {V}"],
       "Do you have a number for the agency in case something changes?", ["the itinerary"],
       ["If the flight gets cancelled, will {V} still pick up on weekends?"],
       "The travel agency sent over the itinerary.", ("anyphone",)),
)

_add(
    _S("address", "flat", "address of the new resale flat", "the new flat",
       ["the new flat is at {V}", "our new place is {V}"],
       "Where's the new flat exactly?", ["the HDB letter"],
       ["If the new flat is {V}, which MRT is nearest?"],
       "We signed for the resale flat!", ("hdb",)),
    _S("address", "mum", "address of Mum's dialysis centre", "{mum}'s dialysis centre",
       ["{mum}'s dialysis centre is at {V}", "the dialysis centre is {V}"],
       "Where's the dialysis centre she goes to?", ["the appointment card"],
       ["Is {V} wheelchair accessible, do you know?"],
       "{mum} got transferred to a new dialysis centre.", ("hdb",)),
    _S("address", "flat", "interior designer's showroom address", "the ID's showroom",
       ["the ID's showroom is at {V}", "the interior designer's office is {V}"],
       "Where's their showroom?", ["the ID's name card"],
       ["Is {V} easy to get to by bus?"],
       "We're going to meet the interior designer this weekend.", ("com",)),
    _S("address", "stall", "noodle supplier's warehouse address", "the supplier's warehouse",
       ["the supplier's warehouse is at {V}", "you collect the noodles from {V}"],
       "Where's their warehouse, in case you need to collect yourself?", ["{hub}"],
       ["If I drive to {V} at 5am, will they be open?"],
       "The noodle supplier said delivery will be late this week, so we may need to collect ourselves.", ("com",)),
    _S("address", "kids", "tuition centre address", "the tuition centre",
       ["the tuition centre is at {V}", "{son}'s tuition centre is {V}"],
       "Where's the tuition centre?", ["the brochure"],
       ["Can {son} walk from school to {V} on his own?"],
       "We signed {son} up for the science tuition at the centre.", ("hdb",)),
    _S("address", "mum", "Mum's own flat", "{mum}'s flat",
       ["{mum}'s flat is at {V}", "{mum} lives at {V}"],
       "Where is her flat?", ["{mum}"],
       ["If we put {V} on the transport form, will they pick her up from the lift lobby?"],
       "{mum} insists on staying in her own flat for now.", ("hdb",)),
    _S("address", "terra", "address of the moss shop", "the moss shop",
       ["the moss shop is at {V}", "the terrarium shop I like is {V}"],
       "Where's the shop?", ["{name}"],
       ["Is {V} near any MRT?"],
       "Found a new terrarium shop with amazing moss.", ("com",)),
    _S("address", "cat", "new vet clinic address", "the new vet clinic",
       ["the new vet clinic is at {V}", "the clinic moved to {V}"],
       "Where's the clinic now?", ["the vet's SMS"],
       ["Can I take a Grab Pet to {V} with the carrier?"],
       "The vet clinic sent a message that they've moved.", ("hdb",)),
)

_add(
    _S("id", "mum", "Mum's NRIC (masked)", "{mum}'s NRIC",
       ["{mum}'s NRIC is {V}", "{mum}'s IC number is {V}"],
       "For the forms, do you have her NRIC handy?", ["my sister", "{mum}"],
       ["Do I write {V} on the transport form or her passport number?"],
       "Filling in {mum}'s subsidy forms tonight.", ("id", "nric")),
    _S("id", "stall", "NEA hawker licence number", "our hawker licence number",
       ["our hawker licence number is {V}", "the stall's NEA licence no. is {V}"],
       "What's the licence number? The form will ask for it.", ["the licence certificate"],
       ["Do I need to put {V} on the menu board as well?"],
       "Filling in the licence renewal form.", ("id", "licence")),
    _S("id", "japan", "flight booking reference", "the flight booking reference",
       ["the booking ref for the flights is {V}", "the airline confirmation code is {V}"],
       "Did the airline send a booking reference?", ["the airline email"],
       ["Can I use {V} to choose seats online?"],
       "Just paid for the flights.", ("id", "booking")),
    _S("id", "money", "family Integrated Shield policy number", "our shield plan policy number",
       ["the policy number for our shield plan is {V}", "our insurance policy no. is {V}"],
       "Do you have the policy number? The claims form will need it.", ["the policy document"],
       ["Can I claim with just {V} or do I need the original documents?"],
       "Trying to make a claim for {son}'s hospital stay last year.", ("id", "policy")),
    _S("id", "flat", "HDB resale application number", "our resale application number",
       ["the resale application number is {V}", "HDB's ref for our resale is {V}"],
       "Did HDB give you an application number?", ["the HDB portal"],
       ["If I call HDB with {V}, can they tell me the status?"],
       "Submitted the resale application on the HDB portal.", ("id", "hdbapp")),
    _S("id", "cat", "cat's microchip number", "the cat's microchip number",
       ["the cat's microchip number is {V}", "her microchip is {V}"],
       "Do you know her microchip number? The cat hotel will ask.", ["the vet's record"],
       ["Do I need to register {V} with AVS again after we move?"],
       "Booking the cat hotel for the Japan trip.", ("id", "chip")),
    _S("id", "mum", "Mum's dialysis patient ID", "{mum}'s patient ID at the centre",
       ["{mum}'s patient ID at the centre is {V}", "the centre's ID for {mum} is {V}"],
       "Do they have a patient ID for her? It makes calls much faster.", ["the appointment card"],
       ["When I call, do I give {V} or her IC?"],
       "The dialysis centre keeps asking for her patient number when I call.", ("id", "patient")),
    _S("id", "japan", "Japan hotel confirmation number", "the hotel confirmation number",
       ["the hotel confirmation number is {V}", "the hotel's booking number is {V}"],
       "Did the hotel send you a confirmation number?", ["the booking email"],
       ["Should I print {V} or is a screenshot enough?"],
       "The hotel booking is done.", ("id", "hotel")),
    _S("id", "stall", "stall business UEN", "the stall's UEN",
       ["the stall's UEN is {V}", "our business registration number is {V}"],
       "What's the UEN for the business?", ["the ACRA printout"],
       ["Do I put {V} on the supplier's invoice form?"],
       "Filling in the supplier's credit account form.", ("id", "uen")),
    _S("id", "flat", "renovation permit number", "the reno permit number",
       ["the reno permit number is {V}", "HDB's permit no. for our renovation is {V}"],
       "Did the contractor share the permit number?", ["the contractor"],
       ["Do I need to paste {V} on the main door?"],
       "The contractor said the renovation permit is approved.", ("id", "permit")),
    _S("id", "japan", "JR pass exchange order number", "the JR pass exchange order",
       ["the JR pass exchange order number is {V}", "our JR pass voucher number is {V}"],
       "Did you get an exchange order number for the passes?", ["the agency"],
       ["If I lose the paper, can I still collect with {V}?"],
       "Bought the JR passes online.", ("id", "jr")),
    _S("id", "money", "IRAS objection case number", "the IRAS case number",
       ["the IRAS case number is {V}", "IRAS gave me case number {V}"],
       "Did IRAS give you a reference number for your objection?", ["the IRAS email"],
       ["If I quote {V} when I call, will they know the whole history?"],
       "Submitted the objection to IRAS.", ("id", "ticket")),
)


def _dpc(*pairs):
    return ("dpc", list(pairs))


_add(
    _S("decision", "flat", "flooring choice for the new flat", "the flooring",
       [], "Have you decided on the flooring?", ["{hub}", "the ID"],
       ["If we go with {V}, is it ok with the cat scratching?"],
       "The ID keeps asking us about the flooring.",
       _dpc(("SPC vinyl flooring", ["we're going with {V} for the whole flat", "we finally decided on {V}"]),
            ("homogeneous tiles throughout", ["we decided on {V}, easier to clean", "it's going to be {V}"]),
            ("engineered oak in the bedrooms", ["we'll do {V} and tiles elsewhere", "we settled on {V}"]))),
    _S("decision", "flat", "which housing loan to take", "the housing loan",
       [], "Have you decided which loan to go with?", ["{hub}", "the banker"],
       ["If we take {V}, can we still switch later?"],
       "We compared the bank loan and the HDB loan again last night.",
       _dpc(("the HDB concessionary loan", ["we're taking {V}, safer", "we decided on {V} after all"]),
            ("a three-year fixed-rate bank loan", ["we're going for {V}", "we'll sign up for {V}"]))),
    _S("decision", "stall", "change to stall opening days", "the stall's opening days",
       [], "Have you two decided what to do about the opening days?", ["{hub}"],
       ["If we {V}, will the regulars forget about us?"],
       "{hub} and I talked about the stall hours again.",
       _dpc(("close the stall every Monday", ["we decided to {V}", "from next month we'll {V}"]),
            ("stop opening for dinner", ["we agreed to {V}", "we're going to {V} from next week"]),
            ("open only five days a week", ["we're going to {V}", "we decided to {V} from now on"]))),
    _S("decision", "kids", "decision about mother tongue tuition", "{son}'s {mt} tuition",
       [], "Did you decide what to do about his {mt} tuition?", ["{hub}"],
       ["If we {V}, will his {mt} grade drop?"],
       "{son} keeps complaining about his {mt} tuition.",
       _dpc(("drop the {mt} tuition", ["we decided to {V} until after PSLE", "we're going to {V}"]),
            ("switch to the small-group class", ["we'll {V}", "we decided to {V} for {mt}"]))),
    _S("decision", "mum", "decision about Mum's dialysis shift", "{mum}'s dialysis schedule",
       [], "Have you decided about the shift change?", ["{mum}", "my sister"],
       ["If we {V}, will the transport still work?"],
       "The dialysis centre offered to change {mum}'s shift.",
       _dpc(("move {mum} to the evening shift", ["we decided to {V}", "we'll {V} so I can be at the stall in the morning"]),
            ("keep the Monday-Wednesday-Friday mornings", ["we're going to {V}", "in the end we'll {V}"]))),
    _S("decision", "japan", "Japan itinerary decision", "the Japan itinerary",
       [], "Did you settle the itinerary question?", ["{hub}", "the kids"],
       ["If we {V}, will the kids be very disappointed?"],
       "Still arguing about the Japan itinerary.",
       _dpc(("skip Tokyo entirely", ["we decided to {V}", "we'll {V} and stay in Kansai"]),
            ("fly into Osaka and out of Tokyo", ["we're going to {V}", "we decided to {V}"]),
            ("do Hokkaido instead of Kyoto", ["we'll {V}", "we finally agreed to {V}"]))),
    _S("decision", "cat", "decision about the cat during the trip", "the cat during the Japan trip",
       [], "Have you decided what to do with her while you're away?", ["{hub}"],
       ["If we {V}, will she be ok for the whole trip?"],
       "Need to sort out the cat for when we're in Japan.",
       _dpc(("leave her with my sister", ["we decided to {V}", "we'll {V} for the week"]),
            ("book a sitter to come twice a day", ["we're going to {V}", "we decided to {V}"]))),
    _S("decision", "money", "decision about the old endowment policy", "the old endowment policy",
       [], "Did you decide what to do with the old policy?", ["{hub}", "the agent"],
       ["If we {V}, do we lose a lot?"],
       "Looking at the old endowment policy again.",
       _dpc(("surrender the old endowment", ["we're going to {V}", "we decided to {V}"]),
            ("keep paying till maturity", ["we'll just {V}", "we decided to {V}"]))),
)

_add(
    _S("preference", "japan", "preferred seats on flights", "seating on the flight",
       [], "Any seat preference for the flight?", ["{hub}"],
       ["Can I request {V} for free or must pay?"],
       "Choosing seats for the Japan flight.",
       _dpc(("aisle seats", ["I prefer {V} on flights, I keep going to the toilet", "I always want {V}"]),
            ("the bulkhead row", ["I'd rather take {V} because of the legroom", "I prefer {V} if possible"]))),
    _S("preference", "flat", "colour for daughter's bedroom", "the colour for {dau}'s room",
       [], "What colour does she want for her room?", ["{dau}"],
       ["Does {V} go with light wood furniture?"],
       "{dau} has opinions about her new room.",
       _dpc(("sage green", ["{dau} wants her room in {V}", "we're painting {dau}'s room {V}"]),
            ("powder blue", ["{dau} insists on {V} for her room", "{dau} chose {V}"]),
            ("pastel lilac", ["{dau} wants {V} walls", "{dau} picked {V} for her room"]))),
    _S("preference", "mum", "Mum's favourite food after dialysis", "what {mum} likes to eat after dialysis",
       [], "Is there anything she likes to eat after the session?", ["{mum}"],
       ["Is {V} ok for her potassium?"],
       "{mum} never wants to eat after dialysis.",
       _dpc(("soft porridge with ikan bilis", ["{mum} likes {V} after dialysis", "the only thing {mum} wants after dialysis is {V}"]),
            ("steamed fish with ginger", ["{mum} prefers {V} after a session", "{mum} always asks for {V}"]),
            ("mee sua soup", ["{mum} only wants {V} after dialysis", "{mum}'s comfort food is {V}"]))),
    _S("preference", "self", "user's usual drink", "my usual drink",
       [], "What's your usual order, by the way?", ["{hub}"],
       ["Is {V} still unhealthy if I drink it every day?"],
       "Trying to cut sugar, but my drink habit...",
       _dpc(("teh-o kosong peng", ["my usual is {V}", "I always order {V}"]),
            ("kopi-c siew dai", ["I prefer {V}", "my drink is always {V}"]),
            ("barley with no sugar", ["I usually get {V}", "I switched to {V}"]))),
    _S("preference", "japan", "preferred type of hotel", "the hotel type",
       [], "Any must-haves for the hotel?", ["{hub}"],
       ["Will {V} be a lot more expensive?"],
       "Looking at hotels for Japan.",
       _dpc(("a hotel with a proper bathtub", ["I want {V}", "I prefer {V} after walking the whole day"]),
            ("a ryokan with a private onsen", ["I'd love {V} for at least one night", "I prefer {V}"]))),
    _S("preference", "stall", "how the user likes suppliers to contact her", "how suppliers should contact me",
       [], "How do you prefer suppliers to reach you?", ["{hub}"],
       ["Is it rude to tell suppliers it's {V} from now on?"],
       "Suppliers keep calling during the lunch rush.",
       _dpc(("WhatsApp text only", ["I prefer {V}, no calls", "I told them {V}"]),
            ("calls after 3pm", ["I prefer {V} when the rush is over", "I only take {V}"]))),
    _S("preference", "terra", "favourite moss for terrariums", "my favourite moss",
       [], "Do you have a favourite moss to work with?", ["the shop owner"],
       ["Does {V} need special lighting?"],
       "Restocking moss for the jars.",
       _dpc(("mood moss", ["my favourite is {V}", "I love {V} the most"]),
            ("Leucobryum cushion", ["I prefer {V}", "I always use {V}"]))),
    _S("preference", "kids", "son's preferred study spot", "where {son} likes to study",
       [], "Where does he study best?", ["{son}"],
       ["Is {V} a good idea during exam period?"],
       "{son} says he can't focus at home.",
       _dpc(("the library after school", ["{son} prefers {V}", "{son} likes to study at {V}"]),
            ("the void deck table", ["{son} likes revising at {V}", "{son} prefers {V} where it's quiet"]))),
)

_add(
    _S("constraint", "mum", "Mum's dietary restriction", "{mum}'s diet",
       [], "Are there foods she absolutely can't have?", ["the renal dietitian", "the doctor"],
       ["Is it really that serious — {V}?"],
       "Planning {mum}'s meals for the week.",
       _dpc(("no starfruit at all", ["the dietitian said {V} for {mum}, it's toxic for kidney patients", "the rule for {mum} is {V}"]),
            ("no salt substitutes", ["the doctor said {V} for {mum} because of the potassium", "{mum} must have {V}"]),
            ("fluid limit of 800 ml a day", ["{mum} has a {V}", "the nurse set a {V} for {mum}"]))),
    _S("constraint", "kids", "son's food allergy", "{son}'s allergy",
       [], "Does he have any allergies I should keep in mind for the trip food?", ["the doctor"],
       ["If {son} is {V}, is Japanese food risky?"],
       "Thinking about food for the kids in Japan.",
       _dpc(("allergic to peanuts", ["{son} is {V}", "remember {son} is {V}"]),
            ("allergic to shellfish", ["{son} is {V}, even a little prawn", "{son} is {V}"]))),
    _S("constraint", "flat", "renovation restriction", "the renovation rules",
       [], "Are there any restrictions from HDB you need to work around?", ["the contractor", "HDB"],
       ["Does {V} mean we can't put shelves in the bomb shelter?"],
       "Going through the renovation rules with the contractor.",
       _dpc(("can't hack the bomb shelter wall", ["we {V}", "the contractor reminded us we {V}"]),
            ("no drilling after 5pm", ["the town council rule is {V}", "there's {V} in our block"]))),
    _S("constraint", "japan", "trip length constraint", "the length of the Japan trip",
       [], "Is there a limit on how long you can be away?", ["{hub}", "my sister"],
       ["With {V}, can we still do two cities?"],
       "Working out how long we can go to Japan for.",
       _dpc(("no more than six nights", ["the trip must be {V} because of {mum}", "we can only do {V}"]),
            ("back before the school term", ["we have to be {V}", "we must be {V}"]))),
    _S("constraint", "cat", "plant restriction because of the cat", "plants at home because of the cat",
       [], "Any plants you need to avoid because of her?", ["the vet"],
       ["Does {V} include the small ones in the terrarium?"],
       "Buying plants for the new flat.",
       _dpc(("no lilies in the house", ["the vet said {V}, very toxic for cats", "rule is {V}"]),
            ("no pothos within reach", ["we have a rule, {V}", "the vet said {V}"]))),
    _S("constraint", "self", "user's lifting restriction", "my back",
       [], "Did the doctor give you any limits for your back?", ["the doctor", "the physio"],
       ["With {V}, how do I carry the noodle boxes?"],
       "Saw the doctor about my back.",
       _dpc(("can't lift more than 10 kg", ["the doctor said I {V} for now", "I {V} for the next month"]),
            ("no standing more than four hours", ["the physio said {V}", "I'm supposed to have {V}"]))),
)


# --------------------------------------------------------------------------------------------------------------
# Styles in which a fact is stated
# --------------------------------------------------------------------------------------------------------------

ALL = frozenset(KIND_COUNTS)
NOUN = frozenset(NOUN_KINDS)
DPC = frozenset(DPC_KINDS)
DEC, PREF, CON = frozenset({"decision"}), frozenset({"preference"}), frozenset({"constraint"})
TELLABLE = frozenset({"person", "date", "amount", "address", "decision", "constraint", "phone", "id"})
TIMELY = frozenset({"date", "decision", "constraint"})
KEEPABLE = frozenset({"person", "phone", "address", "id"})

STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation", "buried",
          "texting", "forwarded", "parenthetical"]

STYLE_TPL: dict[str, list[tuple[frozenset, str]]] = {
    "plain": [
        (ALL, "{Clause}."), (ALL, "Okay, so {clause}."), (ALL, "Just so you know, {clause}."),
        (ALL, "Update from my side: {clause}."), (ALL, "Oh, and {clause}."), (ALL, "Finally got it sorted. {Clause}."),
        (ALL, "Something to note: {clause}. {Closer}"), (ALL, "{Clause}. {Closer}"),
    ],
    "value_first": [
        (NOUN, "{V} — that's {topic}."), (NOUN, "{V}. That's {topic}, in case it comes up later."),
        (NOUN, "{V} is {topic}, by the way."), (NOUN, "{V}: {topic}. Putting it here so I don't lose it again."),
        (NOUN, "{V} — {topic}. Finally got it confirmed."),
        (DEC, "{V} — that's what we settled on for {topic}."), (DEC, "{V}. That's the decision on {topic}, {hub} agreed."),
        (PREF, "{V} — that's the choice for {topic}."), (PREF, "{V}, always. That's what we want for {topic}."),
        (CON, "{V} — that's the rule for {topic} now."), (CON, "{V}. That's the hard limit for {topic}."),
    ],
    "subordinate": [
        (ALL, "Since {clause}, {need}."), (ALL, "Now that {clause}, {need}."),
        (ALL, "I told {hub} that because {clause}, {need}."), (ALL, "The thing is, {clause}, which means {need}."),
        (ALL, "{Need}, given that {clause}."), (ALL, "Because {clause}, {need}, right?"),
    ],
    "reported": [
        (ALL, "{Src} said {clause}."), (ALL, "{Src} just called — apparently {clause}."),
        (ALL, "According to {src}, {clause}."), (ALL, "{Src} messaged me: \"{Clause}.\" So there you go."),
        (ALL, "Just heard from {src} that {clause}. {Closer}"),
        (ALL, "{Src} mentioned in passing that {clause}, can you believe nobody told me earlier?"),
    ],
    "answer": [
        (NOUN, "{V}."), (NOUN, "It's {V}."), (NOUN, "{V}, I think. I'll double-check with {src} later."),
        (NOUN, "Ya, {V} lah."), (NOUN, "Oh, {V}. Sorry, forgot to mention earlier."),
        (NOUN, "Hmm, I'm quite sure it's {V}."), (ALL, "Ah ya, {clause}."),
        (DPC, "Ya, {clause}."), (DPC, "Yes — {clause}."), (DPC, "We talked about it last night: {clause}."),
        (DPC, "Mm, {clause}. {Closer}"),
    ],
    "question": [
        (ALL, "{Ask}"), (ALL, "{Ask}"), (ALL, "{Ask} {Closer}"),
        (TIMELY, "Can you remind me nearer the time that {clause}?"),
        (KEEPABLE, "Should I save {V} in my phone as '{topic}', or is there a better way to keep track?"),
        (TELLABLE, "Do you think I should tell {mum} that {clause}, or will she worry?"),
        (TELLABLE, "Should I tell {hub} now that {clause}, or wait till he's less stressed?"),
        (TELLABLE, "Is it a problem that {clause}?"),
    ],
    "dictation": [
        (ALL, "ok so {clause} and {need}"), (ALL, "hi just a note {clause} ok thanks"),
        (NOUN, "note this down {topic} is {V} ok"), (ALL, "{Clause}. {Aside}"), (ALL, "so yeah {clause}, {closer}"),
        (ALL, "{Aside} and also {clause}"),
    ],
    "buried": [
        (ALL, "{Aside} {Aside2} Oh and {clause}. {Aside3}"), (ALL, "{Aside} Anyway, {clause}. {Aside2} {Aside3}"),
        (ALL, "{Aside} {Aside2} {Aside3} Btw {clause}. {Aside4}"), (ALL, "{Aside} Also {clause}, before I forget. {Aside2}"),
        (ALL, "{Aside} {Aside2} Where was I. Right — {clause}. {Aside3}"),
    ],
    "texting": [
        (ALL, "btw {clause}"), (ALL, "oh ya {clause} ok"), (ALL, "{clause} fyi"), (ALL, "eh {clause}"),
        (ALL, "{clause}. {closer}"), (ALL, "ok update {clause}"),
    ],
    "reported_doc": [
        (ALL, "{Src} says {clause}."), (ALL, "According to {src}, {clause}."), (ALL, "Just checked {src} — {clause}."),
        (ALL, "It says in {src} that {clause}. {Closer}"), (ALL, "Finally found {src}. Okay, {clause}."),
    ],
    "forwarded_doc": [
        (ALL, "Just read {src}. Long story short, {clause}."), (ALL, "Summary of {src}: {clause}. Can you help me keep track?"),
        (ALL, "Going through {src} now... ok, {clause}. {Closer}"),
    ],
    "forwarded": [
        (ALL, "Just got a message from {src}. Basically, {clause}."),
        (ALL, "{Src} sent a super long voice message, summary: {clause}. {Closer}"),
        (ALL, "Forwarding you the gist of what {src} sent: {clause}."),
        (ALL, "Got an SMS from {src} at {time} — long story short, {clause}."),
    ],
    "forwarded_self": [
        (ALL, "What I texted {src} just now: \"{Clause}.\""), (ALL, "Copy of my message to {src}: '{Clause}.' {Closer}"),
        (ALL, "Just replied {src} — \"ok noted, {clause}\" — hope that's clear enough."),
    ],
    "reported_self": [
        (ALL, "When {src} asked, I said {clause}."), (ALL, "I told {src} already: {clause}."),
        (ALL, "{Src} keeps asking, so I said it again — {clause}. {Closer}"),
    ],
    "reported_embedded": [
        (ALL, "{Clause}. {Src} was very firm about it."), (ALL, "{Src} repeated it again today — {clause}."),
        (ALL, "Saw {src} today and got reminded: {clause}."),
    ],
    "reported_dpc": [
        (ALL, "After talking to {src}, {clause}."), (ALL, "{Src} convinced us in the end — {clause}."),
        (ALL, "Had a long chat with {src} last night; in the end {clause}."),
    ],
    "parenthetical": [
        (TELLABLE, "Remind me to tell {hub} about {topic} ({V}) when he's back from the market."),
        (NOUN, "{Topic} — {V} — is the one thing I keep forgetting, so I'm writing it here."),
        (KEEPABLE, "Note to self: {topic} = {V}."),
        (TIMELY, "I finally wrote {topic} ({V}) on the calendar in the kitchen."),
        (ALL, "{Topic} ({V}) came up again today, so I'm noting it here."),
        (TELLABLE, "Told {mum} about {topic} (it's {V}) and she just said ok."),
    ],
}

LIST_HEADS = ["Okay, my list for this week:", "Things to settle:", "Notes so I don't forget:", "To-do (sorry, messy):",
              "Reminders for myself:", "Brain dump before I sleep:", "Stuff pending:"]
LIST_TAILS = ["", "", "Can you help me order these?", "That's all I can remember for now.", "Haiz, so many things.",
              "Which one should I do first?"]

ECHO_NOUN = ["Got it — {topic}: {V}. {adv}", "Noted, {V}. {adv}", "Okay, {V} for {topic}. {adv}",
             "Thanks, I'll remember {V} as {topic}. {adv}"]
ECHO_DPC = ["Noted: {V}. {adv}", "Okay — {V}. {adv}", "{Topic}: {V}, got it. {adv}"]
NO_ECHO = ["Noted. {adv}", "Thanks for letting me know. {adv}", "Okay, I'll keep that in mind. {adv}",
           "Good to have that written down. {adv}", "Got it. {adv}", "{aopen} {adv}", "Thanks. {adv} {adv2}"]
Q_ANS = ["Good question — it depends on the details, so it's worth confirming with {src}. {adv}",
         "That's reasonable to ask. {adv}", "I'd double-check with {src}, but it sounds manageable. {adv}",
         "Hard to say for sure without more details. {adv} {adv2}"]
LIST_ANS = ["I'd start with anything that has a deadline, then the quick ones. {adv}",
            "That's a solid list. {adv}", "Let's take them one at a time. {adv} {adv2}"]

CORR_ANY = [
    "Scratch that — {topic} is {V}, not {OLD}.",
    "Turns out {topic} is actually {V}. I wrote down {OLD} last time but that was wrong.",
    "Remember I told you {OLD} for {topic}? Wrong lah. It's {V}.",
    "{V}. Not {OLD}. Sorry, I mixed up {topic} earlier.",
    "Small update on {topic}: it's {V} now, instead of {OLD}.",
    "Aiyo, I gave you the wrong info. {Topic} — {OLD} is wrong, the correct one is {V}.",
    "{hub} checked the paperwork: {topic} is {V}. The {OLD} thing was from an old message.",
    "Can you update {topic}? Not {OLD} anymore — {V}.",
    "It's actually {V} for {topic}, I was looking at the wrong paper when I said {OLD}.",
    "Wait, I think I confused you. {Topic} is {V}. Forget the {OLD} I said.",
]
CORR_KIND = {
    "date": ["They moved {topic} to {V}, so {OLD} is off.", "{Topic} got shifted — from {OLD} to {V}. Haiz.",
             "They rescheduled {topic} to {V} instead of {OLD}, so now must rearrange everything.",
             "New date for {topic}: {V}. The {OLD} slot got cancelled."],
    "amount": ["The final figure for {topic} came in at {V}, not the {OLD} I told you.",
               "After they redid the numbers, {topic} is {V} (they first said {OLD}).",
               "{Topic} changed lah — {V} now, it used to be {OLD}."],
    "phone": ["I had the wrong number for {topic} — {OLD} is some random auntie. The correct one is {V}.",
              "{Topic} changed: {V} now. {OLD} doesn't work anymore.",
              "Don't use {OLD}, that's the old line. {Topic} is {V}."],
    "person": ["{OLD} has left, so {topic} is now {V}.",
               "I got the name wrong — {topic} is {V}. {OLD} is the other person in the office.",
               "They reassigned it: {topic} is {V} now, not {OLD} anymore."],
    "address": ["Ignore {OLD} for {topic}, that's an old address. It's {V}.",
                "Oops, the address I gave for {topic} was wrong — not {OLD}, it's {V}.",
                "Correct address for {topic} is {V}. I copied {OLD} from an old letter."],
    "id": ["The ref they gave me earlier, {OLD}, got cancelled. The new one for {topic} is {V}.",
           "I copied {topic} wrongly. The correct one is {V} — ignore {OLD}.",
           "They reissued it, so {topic} is {V} now instead of {OLD}."],
}
CORR_ACK_ECHO = ["Thanks for the correction — {topic} is now {V}. {adv}", "Updated: {V}. {adv}",
                 "Okay, I'll go with {V} from now on. {adv}"]
CORR_ACK = ["Thanks for correcting that, I'll use the new one from now on. {adv}",
            "No problem, good that you caught it. {adv}", "Got it, updated. {adv}",
            "Okay, noted the change. {adv}"]


_DOC_RE = re.compile(r"letter|email|SMS|card|document|certificate|quotation|receipt|invoice|notice|itinerary|"
                     r"printout|record|portal|brochure|site|Gateway|message|IC\b")


def _is_doc(src: str) -> bool:
    return bool(_DOC_RE.search(src))


GENERIC_NEEDS = ["I'd better put it in my phone properly", "I need to update my notes", "I should tell {hub} tonight",
                 "I'd better not mix it up again", "I should write it in the family calendar",
                 "I have to stop relying on my memory", "I need to write it on the whiteboard at home"]


def _clean(text: str, forbidden: list[str]) -> bool:
    low = text.lower()
    return not any(f in low for f in forbidden)


def _pieces(rng: random.Random, ctx: dict, slot: dict, clauses: list[str]) -> dict:
    thread = slot["thread"]
    clause = _fill(rng, ctx, rng.choice(clauses))
    srcs = [_fill(rng, ctx, x) for x in slot["src"]]
    srcs = [x for x in srcs if x.lower() not in clause.lower()] or \
        [x for x in ("my sister", ctx["hub"], "a friend") if x.lower() not in clause.lower()]
    causal = slot["kind"] in ("date", "amount", "decision", "constraint", "preference")
    needs = NEEDS[thread] if causal and rng.random() < 0.6 else GENERIC_NEEDS
    pieces = {
        "clause": clause,
        "topic": _fill(rng, ctx, slot["topic"]),
        "src": rng.choice(srcs),
        "ask": _fill(rng, ctx, rng.choice(slot["ask"])),
        "need": _fill(rng, ctx, rng.choice(needs)),
        "self": "yes" if re.search(r"\b(I|my|I'm|I'd)\b", clause) else "",
    }
    pieces["adv"] = _fill(rng, ctx, rng.choice(AX[thread]))
    pieces["adv2"] = _fill(rng, ctx, rng.choice([a for a in AX[thread] if _fill(rng, ctx, a) != pieces["adv"]]))
    pieces["aopen"] = rng.choice(A_OPEN)
    return pieces


def _list_message(rng: random.Random, ctx: dict, slot: dict, pieces: dict) -> str:
    thread = slot["thread"]
    pool = [i for i in ITEMS[thread]]
    others = rng.sample(pool, k=min(len(pool), rng.randint(2, 4)))
    if rng.random() < 0.4:
        other_thread = rng.choice([t for t in ITEMS if t != thread])
        others.append(rng.choice(ITEMS[other_thread]))
    line = rng.choice(["{Topic}: {V}", "{Topic} — {V}", "{V} ({topic})", "{clause}", "remember {topic} is {V}"])
    if slot["kind"] in DPC_KINDS and "is {V}" in line:
        line = "{clause}"
    fact_line = _fill(rng, ctx, line, pieces)
    items = [_fill(rng, ctx, o) for o in others]
    items.insert(rng.randint(0, len(items)), fact_line)
    bullet = rng.choice(["- ", "• ", "* ", "num"])
    lines = [(f"{i + 1}. " if bullet == "num" else bullet) + it for i, it in enumerate(items)]
    if rng.random() < 0.25:
        body = rng.choice(LIST_HEADS) + " " + "; ".join(items) + "."
    else:
        body = rng.choice(LIST_HEADS) + "\n" + "\n".join(lines)
    tail = rng.choice(LIST_TAILS)
    return body + ("\n" + tail if tail else "")


def _render_fact(rng: random.Random, ctx: dict, slot: dict, style: str, clauses: list[str]) -> tuple[str, str]:
    """Return (user, assistant) with SENT where the value goes (assistant may or may not echo)."""
    kind = slot["kind"]
    pieces = _pieces(rng, ctx, slot, clauses)
    if style == "list":
        user = _list_message(rng, ctx, slot, pieces)
    else:
        key = style
        doc = _is_doc(pieces["src"])
        if style == "reported":
            key = ("reported_doc" if doc else "reported_dpc" if kind == "decision"
                   else "reported_embedded" if re.search(r"\bsaid\b", pieces["clause"])
                   else "reported_self" if pieces["self"] else "reported")
        elif style == "forwarded":
            key = ("forwarded_doc" if doc else "forwarded_self" if kind == "decision" or pieces["self"]
                   else "forwarded")
        opts = [t for ks, t in STYLE_TPL[key] if kind in ks]
        if style == "reported":
            opts = [t for t in opts if not (pieces["src"] == ctx["hub"] and "{hub}" in t)]
        if style == "subordinate" and ctx["hub"] in pieces["need"]:
            opts = [t for t in opts if "{hub}" not in t]
        user = _fill(rng, ctx, rng.choice(opts), pieces)
        if style == "texting":
            user = _texting(rng, user)
        elif style == "dictation":
            user = _dictate(rng, user)
        elif style in ("plain", "value_first", "reported", "subordinate", "parenthetical") and rng.random() < 0.35:
            user = _fill(rng, ctx, rng.choice(UX[slot["thread"]])) + " " + user
        elif style == "question" and rng.random() < 0.3:
            user = _fill(rng, ctx, rng.choice(UX[slot["thread"]])) + " " + user
    # assistant
    if style == "question":
        asst = _fill(rng, ctx, rng.choice(Q_ANS), pieces)
    elif style == "list":
        asst = _fill(rng, ctx, rng.choice(LIST_ANS), pieces)
    elif rng.random() < 0.35:
        asst = _fill(rng, ctx, rng.choice(ECHO_NOUN if kind in NOUN_KINDS else ECHO_DPC), pieces)
    else:
        asst = _fill(rng, ctx, rng.choice(NO_ECHO), pieces)
    if style == "dictation" and rng.random() < 0.5:
        asst = rng.choice(["No worries about the voice typing, I got it. ", "Voice typing came through fine. "]) + asst
    if rng.random() < 0.6:
        extra = _fill(rng, ctx, rng.choice(AX[slot["thread"]]))
        if extra not in asst:
            asst += " " + extra
    return user, asst


def _render_setup(rng: random.Random, ctx: dict, slot: dict) -> tuple[str, str]:
    user = _fill(rng, ctx, slot["setup"])
    if rng.random() < 0.4:
        user += " " + _fill(rng, ctx, rng.choice(UX[slot["thread"]]))
    asst = rng.choice(A_OPEN) + " " + _fill(rng, ctx, rng.choice(AX[slot["thread"]])) + " " + _fill(rng, ctx, slot["q"])
    return user, asst


def _render_correction(rng: random.Random, ctx: dict, slot: dict) -> tuple[str, str]:
    kind = slot["kind"]
    pieces = _pieces(rng, ctx, slot, slot["clauses"] or ["{V}"])
    tpl = rng.choice(CORR_ANY + CORR_KIND.get(kind, []) * 2)
    user = _fill(rng, ctx, tpl, pieces)
    r = rng.random()
    if r < 0.15:
        user = _texting(rng, user)
    elif r < 0.22:
        user = _dictate(rng, user)
    elif r < 0.5:
        user = _fill(rng, ctx, rng.choice(UX[slot["thread"]])) + " " + user
    asst = _fill(rng, ctx, rng.choice(CORR_ACK_ECHO if rng.random() < 0.45 else CORR_ACK), pieces)
    return user, asst


# Decoy filler: fact-looking phrasing (notes, lists, confirmations, incidental numbers) that plants nothing
DECOYS = [
    "Note to self: {item}.", "Putting it here so I don't forget: {item}, and {item2}.",
    "Finally got it confirmed: {name} will come by on {day} around {time}.",
    "By the way, the queue number at the polyclinic today was {qnum}. Waited almost an hour.",
    "Bus {bus} took forever today, reached {place} only at {time}.",
    "{name}'s number changed, she sent it in the group chat, I'll save it later.",
    "Oh and the Grab to {place} was {price}, so expensive.",
    "Just so you know, {name} is taking over the drinks stall next month.",
    "Remind me: {item}. Also {item2}. Don't let me forget ah.",
    "Update from my side: nothing much, just {item} and then sleep.",
    "{hub} says the {dish} sold out at {time} today, the best day this month.",
    "For the record, {name} owes me {price} for lunch.",
]


def _decoy(rng: random.Random, ctx: dict, thread: str) -> tuple[str, str]:
    items = rng.sample(ITEMS[thread], 2)
    pieces = {"item": _fill(rng, ctx, items[0]), "item2": _fill(rng, ctx, items[1]),
              "qnum": str(rng.randint(1000, 4999)), "bus": str(rng.choice([2, 14, 17, 51, 65, 154, 162, 190, 858, 969]))}
    if rng.random() < 0.35:
        others = rng.sample(ITEMS[thread], min(len(ITEMS[thread]), rng.randint(3, 5)))
        bullet = rng.choice(["- ", "• ", "* "])
        user = rng.choice(LIST_HEADS) + "\n" + "\n".join(bullet + _fill(rng, ctx, o) for o in others)
        tail = rng.choice(LIST_TAILS)
        user += ("\n" + tail) if tail else ""
        asst = _fill(rng, ctx, rng.choice(LIST_ANS), {"adv": _fill(rng, ctx, rng.choice(AX[thread])),
                                                       "adv2": _fill(rng, ctx, rng.choice(AX[thread]))})
    else:
        user = _fill(rng, ctx, rng.choice(DECOYS), pieces)
        if rng.random() < 0.5:
            user = _fill(rng, ctx, rng.choice(UX[thread])) + " " + user
        asst = rng.choice(["Noted.", "Okay!", "Got it.", "Ha, okay."]) + " " + _fill(rng, ctx, rng.choice(AX[thread]))
        if rng.random() < 0.5:
            asst += " " + rng.choice(A_TAIL)
    return user, asst


# --------------------------------------------------------------------------------------------------------------
# Conversation assembly
# --------------------------------------------------------------------------------------------------------------

def _schedule(rng: random.Random, turns: int) -> list[str]:
    names = list(THREAD_WEIGHTS)
    weights = [THREAD_WEIGHTS[n] for n in names]
    sched: list[str] = []
    prev = None
    while len(sched) < turns:
        th = prev
        while th == prev:
            th = rng.choices(names, weights)[0]
        sched.extend([th] * rng.choice([2, 3, 3, 4, 4, 5, 5, 6, 7]))
        prev = th
    return sched[:turns]


def _draw_facts(rng: random.Random, ctx: dict, n_corrections: int) -> list[dict]:
    facts = []
    for kind, n in KIND_COUNTS.items():
        for slot in rng.sample(SLOTS_BY_KIND[kind], n):
            facts.append(dict(slot=slot, kind=kind))
    eligible = [f for f in facts if f["kind"] in CORRECTABLE]
    for f in rng.sample(eligible, min(n_corrections, len(eligible))):
        f["corrected"] = True

    def draw(f):
        gen = f["slot"]["gen"]
        if gen[0] == "dpc":
            value, clauses = rng.choice(gen[1])
            f["value"] = _fill(rng, ctx, value)
            f["clauses"] = clauses
        else:
            f["value"] = _value(rng, gen)
            f["clauses"] = f["slot"]["clauses"]
        f["stale"] = _value(rng, gen) if f.get("corrected") else None

    for f in facts:
        draw(f)
    # no value / stale may contain another one (case-insensitively), and none may contain household names
    for _ in range(200):
        strs = [(i, s.lower()) for i, f in enumerate(facts) for s in (f["value"], f["stale"]) if s]
        bad = None
        for i, a in strs:
            for j, b in strs:
                if (i, a) != (j, b) and a in b:
                    bad = i
                    break
            if bad is not None:
                break
        if bad is None:
            break
        draw(facts[bad])
    else:
        raise RuntimeError("could not draw distinct values")
    return facts


def _place(rng: random.Random, sched: list[str], turns: int, facts: list[dict]) -> None:
    occ: list[object] = [None] * turns
    bounds = [0, turns // 3, 2 * turns // 3, turns]

    def free(a: int, z: int) -> bool:
        if a < 1 or z >= turns:
            return False
        return all(occ[t] is None for t in range(max(0, a - 1), min(turns, z + 2)))

    def cands(thread: str, lo: int, hi: int, need_prev: bool, strict: bool = True) -> list[int]:
        out = []
        for t in range(lo, hi):
            a = t - 1 if need_prev else t
            if not free(a, t):
                continue
            if strict and any(sched[x] != thread for x in range(a, t + 1)):
                continue
            out.append(t)
        return out

    # thirds: as even as possible, corrected facts stated in the first two thirds
    thirds = [i % 3 for i in range(len(facts))]
    rng.shuffle(thirds)
    corr = [f for f in facts if f.get("corrected")]
    rest = [f for f in facts if not f.get("corrected")]
    early = [x for x in thirds if x < 2]
    for f in corr:
        f["third"] = early.pop()
        thirds.remove(f["third"])
    for f, th in zip(rest, thirds, strict=False):
        f["third"] = th

    order = corr + [f for f in rest if f["style"] == "answer"] + [f for f in rest if f["style"] != "answer"]
    for f in order:
        thread = f["slot"]["thread"]
        need_prev = f["style"] == "answer"
        lo, hi = bounds[f["third"]], bounds[f["third"] + 1]
        if f.get("corrected"):
            hi = min(hi, turns - 60)
        picked = None
        for strict in (True, False):
            cs = cands(thread, lo, hi, need_prev, strict)
            rng.shuffle(cs)
            for t in cs:
                if f.get("corrected"):
                    cc = [c for c in cands(thread, t + 50, turns, False, strict) if c - t >= 50]
                    if not cc:
                        continue
                    picked = (t, rng.choice(cc))
                else:
                    picked = (t, None)
                break
            if picked:
                break
        if not picked:
            raise RuntimeError(f"cannot place fact {f['slot']['about']}")
        t, c = picked
        f["turn"], f["corrected_at"] = t, c
        occ[t] = f
        sched[t] = thread
        if need_prev:
            occ[t - 1] = ("setup", f)
            sched[t - 1] = thread
        if c is not None:
            occ[c] = ("corr", f)
            sched[c] = thread


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    rng = random.Random(seed)
    ctx = _family(rng)
    sched = _schedule(rng, turns)
    facts = _draw_facts(rng, ctx, n_corrections)

    # styles: a shuffled cycle so that every style is used several times
    styles = []
    while len(styles) < len(facts):
        block = STYLES[:]
        rng.shuffle(block)
        styles.extend(block)
    styles = styles[:len(facts)]
    rng.shuffle(styles)
    for f, st in zip(facts, styles, strict=False):
        f["style"] = st

    _place(rng, sched, turns, facts)

    all_strs = [s.lower() for f in facts for s in (f["value"], f["stale"]) if s]
    msgs: list[tuple[str, str] | None] = [None] * turns

    def finish(text: str, new: str | None, old: str | None) -> str:
        if new is not None:
            text = text.replace(SENT, new)
        if old is not None:
            text = text.replace(SENT_OLD, old)
        return text

    for f in facts:
        slot = f["slot"]
        first_val = f["stale"] if f.get("corrected") else f["value"]
        forb = [s for s in all_strs if s != first_val.lower()]
        for _ in range(60):
            u, a = _render_fact(rng, ctx, slot, f["style"], f["clauses"])
            u, a = finish(u, first_val, None), finish(a, first_val, None)
            if first_val in u and _clean(u, forb) and _clean(a, forb):
                break
        else:
            raise RuntimeError(f"cannot render fact {slot['about']} ({f['style']})")
        msgs[f["turn"]] = (u, a)
        if f["style"] == "answer":
            for _ in range(60):
                su, sa = _render_setup(rng, ctx, slot)
                if _clean(su, all_strs) and _clean(sa, all_strs):
                    break
            else:
                raise RuntimeError("cannot render setup turn")
            msgs[f["turn"] - 1] = (su, sa)
        if f.get("corrected"):
            forb_u = [s for s in all_strs if s not in (f["value"].lower(), f["stale"].lower())]
            forb_a = [s for s in all_strs if s != f["value"].lower()]
            for _ in range(60):
                cu, ca = _render_correction(rng, ctx, slot)
                cu = finish(cu, f["value"], f["stale"])
                ca = finish(ca, f["value"], f["stale"])
                if f["value"] in cu and f["stale"] in cu and _clean(cu, forb_u) and _clean(ca, forb_a):
                    break
            else:
                raise RuntimeError("cannot render correction")
            msgs[f["corrected_at"]] = (cu, ca)

    decks: dict[str, list[int]] = {t: [] for t in EX}
    for t in range(turns):
        if msgs[t] is not None:
            continue
        thread = sched[t]
        for _ in range(80):
            if not decks[thread]:
                decks[thread] = list(range(len(EX[thread])))
                rng.shuffle(decks[thread])
            u_tpl, a_tpl = EX[thread][decks[thread].pop()]
            parts = []
            if t == 0:
                parts.append("Hi! I'm going to use you as my helper for everything lah, stall, family, all.")
            elif rng.random() < 0.22:
                parts.append(rng.choice(U_OPEN))
            parts.append(u_tpl)
            r = rng.random()
            if r < 0.5:
                parts.append(rng.choice(UX[thread]))
            elif r < 0.78:
                parts.insert(len(parts) - 1, rng.choice(UX[thread]))
            if rng.random() < 0.2:
                parts.insert(0, "{aside}")
            if rng.random() < 0.15:
                parts.append("{closer}")
            user = _fill(rng, ctx, " ".join(parts))
            r = rng.random()
            if r < 0.11:
                user = _texting(rng, user)
            elif r < 0.15:
                user = _dictate(rng, user)
            aparts = [rng.choice(A_OPEN)] if rng.random() < 0.35 else []
            aparts.append(a_tpl)
            if rng.random() < 0.8:
                aparts.extend(rng.sample(AX[thread], 2 if rng.random() < 0.3 else 1))
            if rng.random() < 0.5:
                aparts.append(rng.choice(A_TAIL))
            asst = _fill(rng, ctx, " ".join(aparts))
            if t > 0 and rng.random() < 0.07:
                user, asst = _decoy(rng, ctx, thread)
            if _clean(user, all_strs) and _clean(asst, all_strs):
                break
        else:
            raise RuntimeError("cannot render filler")
        msgs[t] = (user, asst)

    planted = []
    for f in sorted(facts, key=lambda x: x["turn"]):
        planted.append(Planted(kind=f["kind"], about=f["slot"]["about"], value=f["value"], turn=f["turn"],
                               stale=f["stale"], corrected_at=f["corrected_at"]))
    return Conversation(turns=[m for m in msgs if m is not None], facts=planted)


# --------------------------------------------------------------------------------------------------------------
# Self-checks
# --------------------------------------------------------------------------------------------------------------

def _encoder():
    import tiktoken

    if "TIKTOKEN_CACHE_DIR" not in os.environ and os.path.isdir("/work/shared/tiktoken_cache"):
        os.environ["TIKTOKEN_CACHE_DIR"] = "/work/shared/tiktoken_cache"
    return tiktoken.get_encoding("cl100k_base")


def _check(seed: int, enc) -> list[str]:
    errs: list[str] = []
    conv = generate(seed)
    again = generate(seed)
    if conv.turns != again.turns or conv.facts != again.facts:
        errs.append("not deterministic")
    if len(conv.turns) != 1000:
        errs.append(f"{len(conv.turns)} turns")
    if len(conv.facts) != 50:
        errs.append(f"{len(conv.facts)} facts")
    counts: dict[str, int] = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    if counts != KIND_COUNTS:
        errs.append(f"kind counts {counts}")
    if len(conv.corrections) != 6:
        errs.append(f"{len(conv.corrections)} corrections")
    for f in conv.corrections:
        if f.kind not in CORRECTABLE or f.corrected_at is None or f.corrected_at - f.turn < 50:
            errs.append(f"bad correction {f}")
    thirds = [0, 0, 0]
    for f in conv.facts:
        thirds[min(2, f.turn * 3 // len(conv.turns))] += 1
    if min(thirds) < 12:
        errs.append(f"uneven spread {thirds}")

    lowered = [(u.lower(), a.lower()) for u, a in conv.turns]

    def where(s: str) -> set[tuple[int, str]]:
        s = s.lower()
        out = set()
        for i, (u, a) in enumerate(lowered):
            if s in u:
                out.add((i, "user"))
            if s in a:
                out.add((i, "assistant"))
        return out

    for f in conv.facts:
        if f.stale is None:
            allowed, required = {(f.turn, "user"), (f.turn, "assistant")}, {(f.turn, "user")}
            got = where(f.value)
            if not required <= got or not got <= allowed:
                errs.append(f"value {f.value!r} ({f.about}) at {sorted(got)}, stated at {f.turn}")
            if f.value not in conv.turns[f.turn][0]:
                errs.append(f"value {f.value!r} not verbatim in turn {f.turn}")
        else:
            c = f.corrected_at
            got = where(f.value)
            if not {(c, "user")} <= got or not got <= {(c, "user"), (c, "assistant")}:
                errs.append(f"new value {f.value!r} ({f.about}) at {sorted(got)}, corrected at {c}")
            got = where(f.stale)
            allowed = {(f.turn, "user"), (f.turn, "assistant"), (c, "user")}
            if not {(f.turn, "user"), (c, "user")} <= got or not got <= allowed:
                errs.append(f"stale {f.stale!r} ({f.about}) at {sorted(got)}, stated {f.turn} corrected {c}")
            if f.stale not in conv.turns[f.turn][0] or f.value not in conv.turns[c][0] or f.stale not in conv.turns[c][0]:
                errs.append(f"correction values not verbatim for {f.about}")
    toks = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns) / len(conv.turns)
    if not 80 <= toks <= 130:
        errs.append(f"avg tokens per turn {toks:.1f}")

    print(f"seed {seed}: {len(conv.turns)} turns, {len(conv.facts)} facts, {len(conv.corrections)} corrections, "
          f"avg {toks:.1f} tokens/turn, thirds {thirds}, kinds ok={counts == KIND_COUNTS}")
    rng = random.Random(seed)
    for f in rng.sample(conv.facts, 4):
        print(f"   [{f.kind}] {f.about} = {f.value!r} (turn {f.turn})")
        print("      user: " + conv.turns[f.turn][0].replace("\n", " / "))
    for f in conv.corrections[:2]:
        print(f"   [correction] {f.about}: {f.stale!r} -> {f.value!r} (turns {f.turn} -> {f.corrected_at})")
        print("      user: " + conv.turns[f.corrected_at][0].replace("\n", " / "))
    return errs


if __name__ == "__main__":
    enc = _encoder()
    failures = []
    for sd in range(1, 6):
        for e in _check(sd, enc):
            failures.append(f"seed {sd}: {e}")
    if failures:
        print("\nFAILURES:")
        for e in failures:
            print("  " + e)
        sys.exit(1)
    print("\nall self-checks passed")
