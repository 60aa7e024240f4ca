"""Seeded long conversations with planted facts, for ``bench_recall.py`` (and its smoke test).

A conversation is ``turns`` interactions across ten everyday threads (training,
cooking, the renovation, a trip, work, the kids, the garden, money, health,
weekend plans). Filler is assembled from many sentence parts with varied slots,
so no two turns read alike. Facts of every kind the fact ledger keeps are
planted once each, spread evenly over the early, middle and late thirds, each
in one of several phrasings (and sometimes echoed by the assistant); some are
corrected later, with a new value whose stale predecessor was planted earlier.
Nothing here is shared with the summarizer: it knows none of these templates.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

FIRST = ["Thandiwe", "Mateus", "Ingrid", "Kwame", "Priya", "Yusuf", "Marisol", "Henrik", "Oluwaseun", "Chiara",
         "Dmitri", "Esi", "Farhan", "Greta", "Hiroshi", "Anouk", "Bogdan", "Leilani", "Tomasz", "Zanele", "Rafael",
         "Saoirse", "Kenji", "Amara", "Lucian", "Noor", "Sven", "Imani", "Joaquin", "Mei", "Oskar", "Temperance"]
LAST = ["Okafor", "Lindqvist", "Ferreira", "Nakamura", "Mensah", "Dlamini", "Haddad", "Kowalski", "Brennan",
        "Achterberg", "Castellanos", "Novak", "Agyei", "Ramanathan", "Whitcombe", "Oyelaran", "Sorensen", "Marchetti"]
ROLES = ["accountant", "mortgage broker", "dentist", "physiotherapist", "plumber", "electrician", "landlord",
         "piano teacher", "vet", "lawyer", "architect", "maths tutor", "mechanic", "wedding planner", "childminder",
         "GP", "personal trainer", "financial adviser"]
PETS = ["dog", "cat", "rabbit", "parrot", "tortoise", "hamster", "puppy", "kitten"]
PET_NAMES = ["Biscuit", "Pickle", "Mango", "Juniper", "Clementine", "Waffles", "Nimbus", "Toffee", "Pistachio",
             "Marmalade", "Bramble", "Sprocket", "Dumpling", "Figaro"]
EVENTS = ["dentist appointment", "passport interview", "tax return deadline", "parent-teacher meeting", "car service",
          "kitchen fitting", "visa appointment", "lease renewal", "piano recital", "vaccination appointment",
          "job interview", "moving day", "boiler inspection", "school play", "eye test"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
COSTS = ["budget for the kitchen renovation", "deposit for the venue", "monthly rent", "quote for the car repair",
         "school trip fee", "gym membership", "wedding budget", "home insurance premium", "roof repair estimate",
         "holiday budget", "nursery fee"]
PHONES = ["plumber", "vet clinic", "school office", "builder", "landlord", "dentist surgery", "electrician", "nanny"]
PLACES = ["new flat", "office", "grandma's house", "holiday rental", "wedding venue", "storage unit", "studio"]
STREETS = ["Larch Avenue", "Baker Street", "Mill Road", "Quarry Lane", "Harbour Road", "Elm Grove", "Station Road",
           "Orchard Close", "Kingfisher Way", "Copper Lane"]
CODES = ["flight booking code", "hotel confirmation number", "insurance claim reference", "parcel tracking number",
         "gym membership number", "invoice number", "payment reference", "train ticket reference", "warranty number"]
CODE_PREFIX = ["BK", "PAY", "CLM", "INV", "HX", "TRK", "MBR", "WR", "QF", "RX"]
DECISIONS = [("sofa", ["the green velvet sofa", "the grey corner sofa", "the oak-framed sofa"]),
             ("paint", ["the sage green paint", "the warm white paint", "the navy accent paint"]),
             ("school", ["Riverside Primary", "St Anne's Academy", "Hillcrest Montessori"]),
             ("holiday", ["the Lisbon apartment", "the Lake Bled cabin", "the Crete villa"]),
             ("car", ["the used Skoda estate", "the hybrid Corolla", "the electric Kia"]),
             ("tiles", ["the terracotta floor tiles", "the hexagon marble tiles", "the matte slate tiles"]),
             ("caterer", ["the Ethiopian caterer", "the taco truck", "the family-run Italian caterer"])]
PREFERENCES = [("seat", ["aisle seats", "window seats"]), ("coffee", ["oat milk flat whites", "black Americanos"]),
               ("meeting time", ["mornings before ten", "late afternoons"]),
               ("contact method", ["email rather than calls", "text messages only"]),
               ("room", ["a quiet room on a high floor", "a ground-floor room near the garden"])]
ALLERGENS = ["peanuts", "shellfish", "sesame", "penicillin", "kiwi", "latex", "tree nuts"]
PEOPLE_WITH = ["my son", "my daughter", "my husband", "my wife", "my partner", "I"]

THREADS = {
    "training": (["Did a {n}k run this morning and my calves are {feel}.", "I'm trying to get back into {sport} after the winter.",
                  "Should I stretch before or after {sport}?", "The gym was packed again, I barely got on the {kit}.",
                  "My knee feels a bit {feel} after yesterday's session.", "Thinking about signing up for a {sport} class."],
                 ["Gentle mobility work and a proper warm-up usually help.", "Consistency matters more than intensity early on.",
                  "Listen to your body; a rest day is part of training.", "Try adding a short cool-down and some foam rolling.",
                  "Progress slowly, maybe ten percent more each week.", "Hydration and sleep make a bigger difference than most people expect."]),
    "cooking": (["I want to try making {dish} this weekend.", "My {dish} came out a bit {texture} last time.",
                 "Any tips for cooking {dish} for a crowd?", "We've got loads of {veg} left, what can I do with it?",
                 "The kids refused the {dish} again, typical."],
                ["Roasting brings out a lot of flavour, especially with a little salt and acid.",
                 "Prep everything before you start, it makes the whole thing calmer.",
                 "A splash of lemon at the end often lifts the dish.", "Low and slow tends to work better for that.",
                 "You could batch-cook and freeze portions for busy evenings."]),
    "renovation": (["The builders said the {room} will take another week.", "Dust everywhere from the {room} work, honestly.",
                    "We're still arguing about the {room} layout.", "Found some damp behind the {room} wall, ugh.",
                    "Need to pick handles for the {room} cupboards."],
                   ["It's normal for renovations to overrun a little; ask for a revised schedule.",
                    "Taking photos of each stage helps if questions come up later.",
                    "Damp is worth checking properly before anything gets covered up.",
                    "Samples in the actual light of the room are the safest way to choose."]),
    "trip": (["Still planning the trip, can't decide what to pack.", "Do you think {city} is nice in {season}?",
              "I need a good book for the flight.", "How early should we get to the airport for an international flight?",
              "We might rent bikes when we get to {city}."],
             ["Packing cubes and a short list make it much easier.", "Shoulder season is often quieter and cheaper.",
              "Two to three hours before an international flight is a safe rule.",
              "Cycling is a lovely way to see a city if the traffic is calm."]),
    "work": (["Long day, the {project} deadline is stressing everyone out.", "My manager wants the {project} slides redone.",
              "Had three meetings back to back about the {project} rollout.", "I keep getting interrupted while writing the {project} report.",
              "The team lunch was nice for once."],
             ["Blocking focus time in your calendar can protect the deep work.",
              "Breaking the slides into a clear story usually helps the review.",
              "A short written summary after meetings saves repeated discussions.",
              "It might help to agree on priorities with your manager explicitly."]),
    "kids": (["The kids were up early again, I'm exhausted.", "School sent home another letter about {topic}.",
              "My youngest wants to learn {hobby}.", "Homework battles every evening this week.",
              "Trying to limit screen time but it's hard."],
             ["Predictable routines tend to help with evenings.", "Short, regular practice works well for kids learning something new.",
              "Offering a choice between two options can reduce battles.", "Many families find a shared screen-time plan helps."]),
    "garden": (["The {plant} are finally flowering.", "Slugs ate half my {plant} overnight.",
                "Should I prune the {plant} now or wait?", "Spent the afternoon weeding, my back hurts.",
                "Thinking about a small vegetable patch."],
               ["Late winter is usually a good time for pruning most shrubs.",
                "Beer traps and copper tape are gentle slug deterrents.", "Raised beds make a vegetable patch easier to manage.",
                "Mulching helps keep the weeds down and the moisture in."]),
    "money": (["Trying to be better about tracking spending this month.", "Our energy bill went up again.",
               "Should we switch to a different savings account?", "I keep forgetting to cancel subscriptions I don't use."],
              ["A simple weekly check of your spending is often enough to stay on track.",
               "Comparing tariffs once a year can save a fair amount.", "Automatic transfers on payday make saving easier.",
               "A quick audit of subscriptions every few months helps."]),
    "health": (["Slept badly again last night.", "Trying to drink more water during the day.",
                "My back has been stiff all week.", "Going to try a meditation app."],
               ["A consistent bedtime and less screen light in the evening can help sleep.",
                "Keeping a bottle on your desk is an easy reminder.", "Gentle movement often helps stiffness more than rest.",
                "Even five minutes a day of meditation can make a difference."]),
    "weekend": (["We might go to the {event} on Saturday.", "Friends are coming over for dinner this weekend.",
                 "It rained all weekend so we watched films.", "Thinking about a day trip to the coast."],
                ["That sounds like a lovely plan.", "Board games are a good backup if the weather turns.",
                 "Check the tide times if you're going to the beach.", "A picnic could be fun if it stays dry."]),
}
SLOTS = {
    "n": ["5", "8", "10", "3"], "feel": ["sore", "tight", "wobbly", "fine", "heavy"],
    "sport": ["swimming", "cycling", "climbing", "yoga", "rowing", "running"],
    "kit": ["rowing machine", "squat rack", "bike", "treadmill"], "dish": ["risotto", "dal", "lasagne", "paella",
                                                                         "banana bread", "ramen", "shakshuka"],
    "texture": ["dry", "soggy", "bland", "salty"], "veg": ["courgettes", "spinach", "squash", "tomatoes"],
    "room": ["kitchen", "bathroom", "loft", "hallway"], "city": ["Porto", "Kyoto", "Vienna", "Oaxaca"],
    "season": ["spring", "autumn", "winter"], "project": ["migration", "billing", "onboarding", "audit"],
    "topic": ["head lice", "the trip", "uniforms", "reading logs"], "hobby": ["the violin", "chess", "judo", "coding"],
    "plant": ["roses", "hydrangeas", "tulips", "lavender"], "event": ["food market", "street fair", "museum late"],
    "money": ["£4", "$6.50", "€3.20", "£38", "$120"], "mins": ["10", "15", "20", "45"],
    "friend": ["Sam", "Jo", "Alex", "Nia", "Rob", "Tess", "Ollie", "Ravi"], "day": DAYS,
    "time": ["6pm", "7:30pm", "noon", "1pm", "8pm"],
}
# everyday sentences that carry incidental names, numbers and times (what a real chat is full of)
INCIDENTAL = ["I paid {money} for a coffee this morning, outrageous.", "The bus was {mins} minutes late again.",
              "Watched a film with {friend} on {day}.", "The match starts at {time} tonight.",
              "{friend} recommended a podcast about {topic}.", "Our street party is on {day} if it doesn't rain.",
              "Spent {money} on plants at the garden centre.", "The meeting ran {mins} minutes over.",
              "{friend} and I are meeting at {time} for lunch.", "The library closes at {time} on {day}s."]
CHATTER = ["Anyway, that's my day.", "Not sure what I'd do without coffee.", "Sorry, I'm rambling a bit.",
           "What do you think?", "Just thinking out loud here.", "It's been one of those weeks.",
           "Honestly it's fine, just a bit much.", "Let me know if that makes sense."]
AI_OPENERS = ["Good question.", "That makes sense.", "I hear you.", "Happy to help with that.", "Sounds like a lot.",
              "That's a common situation.", "Nice!", "Fair enough."]


@dataclass
class Planted:
    """One planted fact: its kind, what the recall check looks for (``value``), where it was stated."""

    kind: str
    about: str
    value: str
    turn: int
    stale: str | None = None  # set on a corrected fact: the earlier value that must be gone
    corrected_at: int | None = None


@dataclass
class Conversation:
    turns: list[tuple[str, str]]
    facts: list[Planted] = field(default_factory=list)

    @property
    def corrections(self) -> list[Planted]:
        return [f for f in self.facts if f.stale is not None]


def _fill(rng: random.Random, template: str) -> str:
    return template.format(**{k: rng.choice(v) for k, v in SLOTS.items()})


def filler(rng: random.Random, thread: str) -> tuple[str, str]:
    """One everyday exchange on ``thread``: a user message of one to three sentences, a longer answer."""
    users, answers = THREADS[thread]
    user = [_fill(rng, rng.choice(users))]
    if rng.random() < 0.6:
        user.append(_fill(rng, rng.choice(users)))
    if rng.random() < 0.4:
        user.append(rng.choice(CHATTER))
    if rng.random() < 0.25:
        user.append(_fill(rng, rng.choice(INCIDENTAL)))
    ai = [rng.choice(AI_OPENERS), *rng.sample(answers, k=min(len(answers), rng.randint(3, 4)))]
    other = rng.choice(list(THREADS))
    ai += rng.sample(THREADS[other][1], k=rng.randint(1, 2))
    return " ".join(user), " ".join(ai)


def _person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def _date(rng: random.Random) -> str:
    d, m = rng.randint(1, 28), rng.choice(MONTHS)
    h = rng.choice(["9am", "10:30am", "2pm", "3:15pm", "4pm", "11am"])
    return rng.choice([f"{m} {d} at {h}", f"{rng.choice(DAYS)} {d} {m}", f"the {d}{_th(d)} of {m}", f"{m} {d}"])


def _th(d: int) -> str:
    return "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def _amount(rng: random.Random) -> str:
    n = rng.choice([380, 450, 1200, 2450, 3800, 12500, 640, 95, 7200])
    return rng.choice([f"${n:,}", f"£{n:,}", f"€{n:,}", f"{n:,} EUR"])


def _phone(rng: random.Random) -> str:
    r = rng.randint
    return rng.choice([f"+44 20 7946 {r(0, 9999):04d}", f"({r(200, 989)}) 555-{r(100, 9999):04d}",
                       f"0161 496 {r(0, 9999):04d}", f"07700 {r(900000, 900999)}"])


def _address(rng: random.Random) -> str:
    return f"{rng.randint(2, 240)} {rng.choice(STREETS)}"


def _code(rng: random.Random) -> str:
    chars = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    tail = "".join(rng.choice(chars) for _ in range(rng.randint(4, 5)))
    return f"{rng.choice(CODE_PREFIX)}-{tail}"


# phrasings per kind: (user text, optional assistant echo); {a} is what the fact is about, {v} its value
PHRASINGS: dict[str, list[tuple[str, str]]] = {
    "person": [("Our {a} is {v}.", "Noted, {v} is your {a}."), ("By the way, {v} is our {a} now.", "Got it."),
               ("I spoke to my {a}, {v}, about it yesterday.", "Good that you reached them."),
               ("The {a}'s name is {v}, if that matters.", "Thanks, I'll remember {v}.")],
    "pet": [("Our {a}'s name is {v}.", "What a lovely name for a {a}!"), ("We adopted a {a} called {v} last month.", "Congratulations!"),
            ("My {a} {v} keeps stealing socks.", "Ha, {v} sounds like a character.")],
    "date": [("The {a} is on {v}.", "I'll keep {v} in mind for the {a}."), ("Just so you know, the {a} is {v}.", "Noted."),
             ("Reminder for me: {a} on {v}.", "Sure, {a} on {v}.")],
    "amount": [("The {a} is {v}.", "Okay, {v} it is."), ("We agreed the {a} would be {v}.", "That sounds reasonable."),
               ("Turns out the {a} is {v}, which is more than I hoped.", "It adds up quickly.")],
    "phone": [("The {a}'s number is {v}.", "Saved: {v}."), ("You can reach the {a} on {v}.", "Thanks."),
              ("Here's the {a}'s phone number: {v}.", "Got it.")],
    "address": [("The {a} is at {v}.", "Noted the address."), ("The address of the {a} is {v}.", "Thanks, saved {v}."),
                ("We're using the {a} at {v} for now.", "Makes sense.")],
    "id": [("The {a} is {v}.", "Noted: {v}."), ("Our {a}: {v}.", "Saved."), ("Keep this safe, the {a} is {v}.", "Will do, {v}.")],
    "decision": [("We decided to go with {v} for the {a}.", "Great choice."), ("After a lot of back and forth we picked {v}.", "Good to have it settled."),
                 ("Final decision on the {a}: we're going with {v}.", "Nice, {v} it is.")],
    "preference": [("I prefer {v}, always have.", "Noted."), ("For the record, I'd rather have {v}.", "Understood."),
                   ("When it comes to {a}, I prefer {v}.", "I'll keep that in mind.")],
    "constraint": [("{w} allergic to {v}, so please keep that in mind.", "Understood, no {v}."),
                   ("Important: {w} allergic to {v}.", "Thanks for telling me."),
                   ("Just a heads up, {w} allergic to {v}.", "I'll remember that.")],
}
# a second set, never used while the extractor was developed: the held-out check (``--phrasings b``)
HELD_OUT: dict[str, list[tuple[str, str]]] = {
    "person": [("{v} handles everything for us as our {a}.", "Good to know."), ("We've hired {v} as our {a}.", "Great."),
               ("Meet {v}, the {a} we're using.", "Hello!"), ("Our {a}? That's {v}.", "Thanks.")],
    "pet": [("The {a} is called {v}.", "Cute!"), ("{v} the {a} knocked over a plant today.", "Oh no!"),
            ("We named the new {a} {v}.", "Lovely name.")],
    "date": [("{a}: {v}.", "Noted."), ("We've got the {a} {v}, don't let me forget.", "I won't."),
             ("The {a} has been set for {v}.", "Okay."), ("Booked the {a} for {v}.", "Done.")],
    "amount": [("The {a} comes to {v}.", "Okay."), ("They quoted {v} for the {a}.", "Hm, that's a lot."),
               ("We're looking at {v} for the {a}.", "Understood."), ("The {a} will be {v} in total.", "Got it.")],
    "phone": [("If you need the {a}, the number's {v}.", "Thanks."), ("Number for the {a}: {v}.", "Saved."),
              ("Call the {a} on {v} if anything goes wrong.", "Will do.")],
    "address": [("The {a} address is {v}.", "Noted."), ("Post anything for the {a} to {v}.", "Okay."),
                ("You'll find the {a} at {v}.", "Thanks.")],
    "id": [("{v} is the {a}, write it down.", "Written down."), ("Here's the {a}, {v}.", "Thanks."),
           ("Use {v} whenever they ask for the {a}.", "Okay.")],
    "decision": [("We're going with {v} for the {a}.", "Good."), ("Settled it: {v}.", "Nice."),
                 ("In the end we chose {v}.", "Great choice.")],
    "preference": [("I'd always go for {v} if I can.", "Noted."), ("Given the choice, I prefer {v}.", "Okay."),
                   ("Honestly {v} suit me best.", "Good to know.")],
    "constraint": [("Please avoid {v}, {w} allergic.", "Of course."), ("No {v} please: {w} allergic.", "Understood."),
                   ("{w} allergic to {v}, it's serious.", "I'll remember.")],
}
# a third set, written after the extractor's last change and measured once: the real held-out check
HELD_OUT_C: dict[str, list[tuple[str, str]]] = {
    "person": [("Just got off the phone with {v}, our new {a}.", "Nice."), ("The {a} we found is {v}; really nice.", "Great."),
               ("Have I mentioned {v}? Our {a}.", "You hadn't!"), ("{v} (our {a}) says hi.", "Hi back!")],
    "pet": [("Our little {a}, {v}, is at the groomer's.", "Aw."), ("{v}, the {a}, needs a bath.", "Good luck!"),
            ("The {a} answers to {v}.", "Sweet.")],
    "date": [("Put the {a} in the diary for {v}.", "Done."), ("The {a} falls on {v} this year.", "Noted."),
             ("{v} is when the {a} is.", "Okay."), ("The {a} got booked in for {v}.", "Great.")],
    "amount": [("Paid {v} for the {a} today.", "Okay."), ("The {a} is going to cost {v}.", "Hm."),
               ("{v}, that's the {a}.", "Got it."), ("Looks like {v} for the {a}.", "Okay.")],
    "phone": [("Jot down the {a}'s number: {v}.", "Done."), ("{v} gets you straight through to the {a}.", "Handy."),
              ("The {a} can be reached at {v}.", "Thanks.")],
    "address": [("The {a} is over at {v}.", "Okay."), ("Send everything for the {a} to {v}.", "Will do."),
                ("{v}, that's where the {a} is.", "Noted.")],
    "id": [("Confirmation came through: {a} {v}.", "Great."), ("The {a} they gave us is {v}.", "Saved."),
           ("For the {a} they gave us {v}.", "Noted.")],
    "decision": [("We ended up going with {v}.", "Nice."), ("Decided on {v} in the end.", "Good."),
                 ("It's going to be {v} for the {a}.", "Sounds good.")],
    "preference": [("{v}, every time, for me.", "Noted."), ("I really prefer {v}.", "Okay."),
                   ("Whenever possible I'd pick {v}.", "Got it.")],
    "constraint": [("Careful with {v}: {w} allergic.", "Understood."), ("{w} allergic to {v}, so nothing with that.", "Okay."),
                   ("Anything with {v} is out, {w} allergic.", "Noted.")],
}
# a fourth set, written by a colleague who never saw the extractor (only this file's format), measured
# before any change it prompted: the held-out check of the last round (``--phrasings d``)
HELD_OUT_D: dict[str, list[tuple[str, str]]] = {
    "person": [
        ("Who's our {a}? {v} — we've been with them for years.", "Good to have someone reliable."),
        ("fyi we got assigned a new {a} - {v}. seems nice enough so far", "Hope it goes well."),
        ("Can you draft a quick email to {v}? They're our {a} and I need to move things around.",
         "Sure, happy to draft that."),
        ("The {a} my sister recommended turned out to be {v}, so we're sticking with them.", "Nice, {v} it is."),
    ],
    "pet": [
        ("{v} is what we ended up calling the {a}, after a lot of arguing.", "It suits!"),
        ("Any tips for trimming claws? Our {a} ({v}) absolutely hates it.", "Try one paw at a time."),
        ("Poor {v} has been off her food all week - she's our {a}, about two years old.",
         "Oh no, hope she perks up soon."),
        ("The new {a}'s name? {v}. The kids chose it.", "Cute!"),
    ],
    "date": [
        ("When's the {a} again... oh right, {v}. Can you remember that for me?", "Sure, I'll remember."),
        ("Heads up - the date for the {a} came through and it's {v}.", "Noted, {v}."),
        ("{v} works for the {a}, so that's what I've confirmed.", "Great, that's settled."),
        ("They've finally scheduled the {a}: {v} (took them long enough).", "Better late than never."),
    ],
    "amount": [
        ("How much is the {a}? {v}, apparently. Ouch.", "That's steep."),
        ("{v} has been agreed as the {a}, after some haggling.", "Good that it's agreed."),
        ("The {a} (which I thought would be way less) came in at {v}.", "Prices are wild at the moment."),
        ("Ok so for the {a} we're talking {v} — can you factor that into the spreadsheet?", "Yes, I'll include it."),
    ],
    "phone": [
        ("Save {v} under '{a}' for me pls.", "Done."),
        ("Best way to get hold of the {a} is to text or call {v}.", "Good to know."),
        ("The {a}'s mobile, in case you ever need it, is {v}.", "Saved."),
        ("I rang the {a} on {v} this morning but nobody picked up.", "Maybe try again later."),
    ],
    "address": [
        ("Where's the {a}? {v}, just past the big Tesco.", "Got it."),
        ("Could you add {v} to my contacts as the {a}?", "Added."),
        ("{v} is the {a}'s address - it's the one with the blue door.", "Thanks, noted."),
        ("Directions to the {a} are easy: it's {v}, right opposite the park.", "Perfect."),
    ],
    "id": [
        ("Ugh, where's the {a}... found it: {v}.", "Good find."),
        ("{v} — that's the {a}, in case I lose the email.", "Saved."),
        ("The {a} (it's {v}) has to go on every form aparently.", "Okay, noted."),
        ("Can you hang on to the {a} for me? It's {v}.", "Of course."),
    ],
    "decision": [
        ("Out of all the options for the {a}, {v} won.", "Nice."),
        ("Done deliberating - it's {v}, final answer.", "Good to have it settled."),
        ("{v} got the vote for the {a}, three to one.", "Democracy in action!"),
        ("The {a}? We've chosen {v}, no going back now.", "Exciting."),
    ],
    "preference": [
        ("If anyone asks about my {a}, tell them {v} please.", "Will do."),
        ("Not fussy about much, but I do like {v} best.", "Noted."),
        ("My {a} preference, since you asked: {v}.", "Good to know."),
        ("{v} - that's my go-to whenever I get a say.", "Got it."),
    ],
    "constraint": [
        ("Something you should know: {w} seriously allergic to {v} (EpiPen and everything).",
         "Thanks, I'll keep {v} out of anything I suggest."),
        ("{v} — {w} allergic to it, so flag anything that might contain it.", "Will do."),
        ("Did I ever tell you about the allergy? {w} allergic to {v}, diagnosed last year.", "You hadn't — noted."),
        ("{w} the one in the family with the allergy - {v} sets it off badly.", "Understood, I'll be careful."),
    ],
}

HELD_OUT_D_CORRECTIONS: list[str] = [
    "Ignore what I said before about the {a} — it's {v} now, not {old}.",
    "Update on the {a}: {old} is out, use {v} from now on.",
    "New {a} details: {v} (replacing {old}).",
    "Hmm, I got the {a} wrong earlier. It should be {v}.",
]
HELD_OUT_C_CORRECTIONS = ["Small change: the {a} is now {v}.", "Turns out the {a} is {v}, not {old}.",
                          "Forget {old}, the {a} is {v}.", "The {a} has changed to {v}."]
HELD_OUT_CORRECTIONS = ["Change of plan, the {a} is {v} now.", "Update: the {a} is {v}.",
                        "They changed the {a} to {v}.", "The {a} isn't {old} any more, it's {v}."]
CORRECTIONS = ["Actually, the {a} is {v} now, not {old}.", "Correction: the {a} changed to {v}.",
               "Quick update, the {a} moved to {v}.", "Scratch that, the {a} is now {v}."]
PLAN = [("person", 8), ("pet", 4), ("date", 7), ("amount", 6), ("phone", 4), ("address", 4), ("id", 6), ("decision", 4),
        ("preference", 4), ("constraint", 3)]


def _subject_and_value(rng: random.Random, kind: str, used: set[str]) -> tuple[str, str, dict[str, str]]:
    pools = {"person": ROLES, "pet": PETS, "date": EVENTS, "amount": COSTS, "phone": PHONES, "address": PLACES,
             "id": CODES}
    extra: dict[str, str] = {}
    if kind in pools:
        about = rng.choice([a for a in pools[kind] if a not in used])
        value = {"person": _person, "pet": lambda r: r.choice(PET_NAMES), "date": _date, "amount": _amount,
                 "phone": _phone, "address": _address, "id": _code}[kind](rng)
    elif kind == "decision":
        about, options = rng.choice([d for d in DECISIONS if d[0] not in used])
        value = rng.choice(options)
    elif kind == "preference":
        about, options = rng.choice([p for p in PREFERENCES if p[0] not in used])
        value = rng.choice(options)
    else:
        value = rng.choice([a for a in ALLERGENS if a not in used])
        about = value
        who = rng.choice(PEOPLE_WITH)
        extra["w"] = "I'm" if who == "I" else f"{who[0].upper()}{who[1:]} is"
    return about, value, extra


def generate(seed: int, turns: int = 1000, n_corrections: int = 6, phrasings: str = "a") -> Conversation:
    """A seeded conversation of ``turns`` interactions with 50 planted facts and ``n_corrections`` corrections.

    ``phrasings``: ``a`` (the set the extractor was developed against), ``b`` (held out at first, then
    used to improve the extractor), ``c`` (written after the extractor's last change, measured once, then used)
    or ``d`` (written by someone who never saw the extractor).
    """
    rng = random.Random(seed)
    templates, fixes = {"a": (PHRASINGS, CORRECTIONS), "b": (HELD_OUT, HELD_OUT_CORRECTIONS),
                        "c": (HELD_OUT_C, HELD_OUT_C_CORRECTIONS), "d": (HELD_OUT_D, HELD_OUT_D_CORRECTIONS)}[phrasings]
    kinds = [k for k, n in PLAN for _ in range(n)]
    rng.shuffle(kinds)
    n = len(kinds)
    # one fact per slot, evenly over the conversation, jittered; never in the first or last few turns
    span = max(1, (turns - 10) // n)
    positions = [5 + i * span + rng.randrange(max(1, span - 1)) for i in range(n)]
    used: set[str] = set()
    values: set[str] = set()
    conv = Conversation(turns=[])
    plants: dict[int, tuple[str, str]] = {}
    for kind, pos in zip(kinds, positions, strict=True):
        for _ in range(20):
            about, value, extra = _subject_and_value(rng, kind, used)
            if value not in values:
                break
        used.add(about)
        values.add(value)
        user, ai = rng.choice(templates[kind])
        if kind == "preference" and "{a}" not in user:
            about = f"{about} preference"
        text = user.format(a=about, v=value, **extra)
        echo = ai.format(a=about, v=value) if rng.random() < 0.5 else rng.choice(AI_OPENERS)
        plants[pos] = (text, echo)
        conv.facts.append(Planted(kind, about, value, pos))
    # corrections: facts with a named subject planted in the first two thirds, corrected later
    fixable = [f for f in conv.facts if f.kind in ("date", "amount", "phone", "address", "id") and f.turn < turns * 0.6]
    for f in rng.sample(fixable, k=min(n_corrections, len(fixable))):
        end = int(turns * 0.9)
        at = rng.randrange(min(f.turn + max(3, turns // 16), end - 1), end)
        while at in plants:
            at += 1
        new = f.value
        while new in values:
            new = _subject_and_value(rng, f.kind, set())[1]
        values.add(new)
        plants[at] = (rng.choice(fixes).format(a=f.about, v=new, old=f.value), "Updated, thanks.")
        f.stale, f.value, f.corrected_at = f.value, new, at
    threads = list(THREADS)
    thread = rng.choice(threads)
    for i in range(1, turns + 1):
        if rng.random() < 0.15:
            thread = rng.choice(threads)
        user, ai = filler(rng, thread)
        if i in plants:
            text, echo = plants[i]
            user = f"{user} {text}" if rng.random() < 0.5 else text
            ai = f"{echo} {ai}" if rng.random() < 0.5 else echo
        conv.turns.append((user, ai))
    return conv


def band(turn: int, turns: int) -> str:
    return "early" if turn <= turns / 3 else "middle" if turn <= 2 * turns / 3 else "late"
