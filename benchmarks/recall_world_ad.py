# ruff: noqa
"""Recall world AD: Graeme Rutherford, 68, a recently retired secondary-school chemistry teacher in Dunedin, New Zealand.

He writes long, chatty, slightly formal NZ-English messages with the odd te reo Maori word. His threads: his wife
Heather's knee replacement, planning a South Island campervan trip, the grandkids (Isla and Jack in Christchurch, baby
Mere in Wellington), the Roslyn community garden committee (he is secretary), selling the family villa in Roslyn and
moving to a townhouse in Mosgiel, restoring a 1967 Triumph Herald convertible, the Otago Chorale (bass), his blood
pressure, the elderly cat and next door's dog, the Rutherford whanau reunion in Oamaru, and tax / KiwiSaver / NZ Super.

``generate(seed)`` returns a held-out ``Conversation`` of user/assistant turns with 50 planted facts (some later
corrected).  Run this file directly for a self-check.
"""
from __future__ import annotations

import datetime as _dt
import os
import random
import re
import sys

from recall_conversation import Conversation, Planted

# --------------------------------------------------------------------------------------------------------------------
# Filler slots (incidental names, numbers, times, places -- none of these are planted facts)
# --------------------------------------------------------------------------------------------------------------------

FNAMES = ["Bruce", "Kevin", "Sandra", "Trevor", "Wendy", "Ngaire", "Hemi", "Margaret", "Doug", "Raewyn", "Barry",
          "Shona", "Ian", "Colleen", "Murray", "Glenys", "Neville", "Robyn", "Stu", "Bev", "Alan", "Jocelyn", "Rawiri",
          "Denise", "Pauline", "Warwick", "Lynette", "Keith", "Marion", "Dennis", "Judith", "Tane"]
WHEN = ["on Tuesday", "last Thursday", "this morning", "yesterday afternoon", "at the weekend", "on Monday evening",
        "after lunch today", "on Saturday morning", "the other day", "last night", "on Wednesday", "earlier this week",
        "on Friday", "first thing this morning", "yesterday"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEATHER = ["a southerly blowing straight off the Antarctic", "drizzle all day", "a cracker of a day", "a hard frost",
           "fog sitting on the harbour", "sideways rain", "a warm nor'wester", "hail, briefly, then sun",
           "grey and still", "a proper Dunedin four-seasons-in-one-day", "bitterly cold", "mild and calm"]
FOODS = ["cheese rolls", "a mince and cheese pie", "pikelets with jam", "Heather's feijoa loaf", "a bacon and egg pie",
         "date scones", "ginger crunch", "roast mutton and veges", "Afghan biscuits", "whitebait fritters",
         "pumpkin soup", "fish and chips from St Clair", "a lamb shank stew", "lemon slice", "sausage rolls"]
PLACES = ["the Octagon", "the St Clair esplanade", "the Botanic Garden", "Tunnel Beach", "the Otago Museum",
          "the farmers market at the railway station", "the Mitre 10 at Andersons Bay", "the public library",
          "Larnach Castle", "Port Chalmers", "Signal Hill", "the Regent Theatre", "Brighton beach", "Aramoana",
          "the Warehouse in South Dunedin", "the Roslyn shops"]
SUBURBS_F = ["Port Chalmers", "St Clair", "Mornington", "Maori Hill", "North East Valley", "Caversham", "Andersons Bay",
             "St Kilda", "Broad Bay", "Portobello"]
LIST_ITEMS = ["pick up Heather's prescription from the pharmacy", "ring {fname} about the raffle tickets",
              "buy cat biscuits (the good ones)", "return the library books, overdue again", "top up the Herald's oil",
              "get the chimney swept", "send out the garden committee minutes", "check the tyres on the Corolla",
              "buy a birthday card for {fname}", "book a haircut", "post the reunion photos to cousin {fname}",
              "find the charger for the good camera", "pay the power bill", "order more compost",
              "practise the Faure before {day}", "water the seedlings", "recycling out on {day} night",
              "get new batteries for the smoke alarms", "email {fname} back about the quiz night"]
HOURS = ["two and a half", "three", "three and a bit", "two", "about four"]


def _price(rng):
    r = rng.random()
    if r < 0.35:
        return f"${rng.randint(3, 49)}.{rng.choice(['50', '90', '99', '00', '20', '80', '40'])}"
    if r < 0.75:
        return f"${rng.randint(12, 390)}"
    return f"${rng.randint(1, 9)},{rng.randint(0, 99) * 10:03d}"


def _price_s(rng):
    if rng.random() < 0.6:
        return f"${rng.randint(2, 45)}.{rng.choice(['50', '90', '99', '20', '80', '40'])}"
    return f"${rng.randint(3, 45)}"


def _price_m(rng):
    if rng.random() < 0.3:
        return f"${rng.randint(25, 390)}.{rng.choice(['50', '90', '00'])}"
    return f"${rng.randint(25, 390)}"


def _price_l(rng):
    return f"${rng.randint(1, 6)},{rng.randint(0, 99) * 10:03d}"


def _time(rng):
    if rng.random() < 0.5:
        return f"{rng.randint(6, 11)}.{rng.choice([0, 15, 30, 45]):02d}am"
    return f"{rng.randint(1, 8)}{rng.choice(['pm', '.30pm', '.15pm'])}"


SLOTS = {
    "fname": FNAMES, "when": WHEN, "day": DAYS, "weather": WEATHER, "food": FOODS, "place": PLACES,
    "suburb_f": SUBURBS_F, "hours": HOURS,
    "price": _price, "price_s": _price_s, "price_m": _price_m, "price_l": _price_l, "time": _time,
    "n1": lambda r: str(r.randint(2, 9)),
    "n2": lambda r: str(r.randint(11, 60)),
    "n3": lambda r: str(r.randint(70, 400)),
    "mins": lambda r: str(r.randint(5, 40)),
    "km": lambda r: f"{r.randint(14, 29)}00",
    "km2": lambda r: r.choice(["four", "five", "six", "4.5", "3.8", "five and a half"]),
    "bp": lambda r: f"{r.randint(128, 158)} over {r.randint(78, 96)}",
    "rate": lambda r: f"{r.randint(3, 5)}.{r.randint(0, 9)}",
    "landline": lambda r: f"(03) {r.randint(450, 489)} {r.randint(1000, 9999)}",
}

SLOTS.update({
    "knee_act": ["did her heel slides", "managed the stairs twice", "walked to the letterbox and back", "iced the knee",
                 "did ten minutes on the exercise bike", "did her straight-leg raises", "walked round the block",
                 "got in and out of the car without help"],
    "knee_result": ["and was sore but pleased with herself", "and then slept for an hour", "without the walker, which I thought was brave",
                    "and declared it 'a bit much'", "with only a little grumbling", "and then demanded a cup of tea",
                    "and paid for it that evening"],
    "van_place": ["Lake Tekapo", "Twizel", "Omarama", "Cromwell", "Haast", "Fox Glacier", "Punakaiki", "Kaikoura",
                  "Geraldine", "Lake Ohau", "Makarora", "Glenorchy", "Te Anau", "Curio Bay", "Kurow", "Ross"],
    "van_thing": ["a freedom camping spot right by the water", "a bakery that does a legendary steak pie",
                  "a short walk to a waterfall", "a hot pools place", "a campground with a very good kitchen",
                  "a little museum Heather wants to see", "a pub that does a decent roast", "a lookout worth the detour"],
    "kid": ["Isla", "Jack"],
    "kid_did": ["built a marble run out of toilet rolls", "made a 'potion' out of bath salts and food colouring",
                "drew a portrait of our cat, not unflattering", "learned to ride without training wheels",
                "got a certificate at assembly", "beat Dave at draughts", "grew a sunflower taller than the fence",
                "wrote a two-page story about a dragon who runs a dairy", "lost a shoe at the beach"],
    "crop": ["the broad beans", "the silverbeet", "the leeks", "the lettuces", "the yams", "the courgettes",
             "the peas", "the beetroot", "the spuds", "the carrots"],
    "garden_status": ["are doing brilliantly", "have been hammered by slugs", "need thinning", "have bolted",
                      "look sorry for themselves after the frost", "are finally coming away", "have been nibbled by something"],
    "house_room": ["the spare room", "the attic", "the garage", "the linen cupboard", "the sewing room",
                   "the cupboard under the stairs", "the washhouse", "the old darkroom"],
    "house_find": ["a box of Fiona's school projects", "my old slide rule", "Heather's wedding shoes", "a 1987 phone book",
                   "three broken toasters", "a set of encyclopaedias", "Callum's Scout uniform", "a crate of preserving jars",
                   "a tin of Dad's war letters", "forty-odd years of National Geographic"],
    "house_verdict": ["Kept it, naturally.", "The op shop is getting it.", "Heather says it goes; I'm appealing.",
                      "It's in the 'decide later' pile, which is growing.", "Into the skip it went."],
    "car_part": ["the distributor", "the fuel pump", "the water pump", "the door seals", "the dashboard veneer",
                 "the heater box", "the kingpins", "the exhaust manifold", "the steering box", "the rear springs",
                 "the handbrake cable", "the wiper motor"],
    "car_status": ["is seized solid", "turned out to be fine after a good clean", "needs replacing",
                   "has been bodged by a previous owner", "is on back-order from the UK", "is better than I feared"],
    "piece": ["the Faure", "the Brahms", "the Rutter", "the Maori carol", "the Handel chorus", "the Vaughan Williams",
              "the new Gjeilo piece", "the Bach chorale"],
    "choir_note": ["the basses finally nailed the entry", "we lost the pitch halfway through",
                   "we sang it on 'noo' for ten minutes", "I sang the wrong verse with great confidence",
                   "the tenors rushed, as usual", "it actually sounded like music for a moment"],
    "health_act": ["swam twenty lengths at Moana Pool", "walked up Signal Hill", "did the Tunnel Beach track",
                   "skipped the biscuits at morning tea", "had a salad for lunch, under protest", "did the Ross Creek loop twice"],
    "cat_did": ["knocked a pot plant off the windowsill", "slept in the clean washing", "stared at a blank wall for twenty minutes",
                "caught a moth and paraded it round the lounge", "sat in the bath and yowled", "ate a bit of tinsel"],
    "dog_did": ["dug under the fence again", "barked at a hedgehog for an hour", "ran off with one of my gardening gloves",
                "stole a tennis ball from the grandkids", "rolled in something unspeakable", "sat on my foot for the whole of smoko"],
    "relative": ["Aunt Jean", "Uncle Ross", "cousin Lachlan", "my brother Iain", "cousin Morag", "Great-Uncle Alec"],
    "reunion_news": ["has confirmed they're coming from Perth", "wants to give a speech, which may be a problem",
                     "has found another box of photos", "has volunteered to make the pavlovas",
                     "is bringing the old family Bible after all", "can't make it because of a hip operation",
                     "wants to know if there'll be a bar"],
    "money_thing": ["the power bill", "the rates", "the car insurance", "the contents insurance", "the phone and internet",
                    "the pharmacy account", "the Sky subscription"],
})

_SLOT_RE = re.compile(r"\{(\w+)\}")


def _fill(rng, tpl, ctx=None):
    ctx = ctx or {}

    def rep(m):
        k = m.group(1)
        if k in ctx:
            return ctx[k]
        s = SLOTS[k]
        return s(rng) if callable(s) else rng.choice(s)

    return _SLOT_RE.sub(rep, tpl)


# --------------------------------------------------------------------------------------------------------------------
# Threads: user sentences (U) and assistant sentences (A)
# --------------------------------------------------------------------------------------------------------------------

THREADS = {
    "knee": {
        "U": [
            'Heather {knee_act} {when} {knee_result}.',
            'Progress report: Heather {knee_act} today {knee_result}.',
            "Heather's knee gave her real grief {when}; she managed about {mins} minutes on the walker before she had to sit down on the garden wall.",
            "The pre-op letter says she has to stop the anti-inflammatories a week beforehand, which she is not thrilled about, given how much it aches at night.",
            "We practised the stairs with the crutches {when}. I hovered behind her like a nervous goalkeeper and was told so, in no uncertain terms.",
            "I've been pricing up a shower stool and a raised toilet seat; the one at the pharmacy was {price_m}, which seems a lot for a plastic ring.",
            "The pre-hab exercises are mostly straight-leg raises and heel slides, and Heather counts them out loud in French for reasons known only to her.",
            "She slept badly again, so I've decamped to the spare room for a few nights so I don't jostle the knee every time I roll over.",
            "{fname} from across the road had a knee done a couple of years ago and swears by a bag of frozen peas wrapped in a tea towel.",
            "I'm trying to work out how to rearrange the lounge so there's a clear run from the bedroom to the kitchen for the walker.",
            "The waiting list apparently moves in fits and starts, so it's really a matter of being ready to go at short notice.",
            "She's determined to be back aqua-jogging at Moana Pool by the spring, and I wouldn't bet against her.",
            "I drove her to the pre-admission clinic {when}; they took bloods, did an ECG, and asked the same six questions four separate times.",
            "The swelling is down a bit compared with last week, but it's still puffy around the kneecap by the evening.",
            "The hardest part is getting her to accept help. Forty-one years married and she still won't let me carry the washing basket.",
            "The hospital pamphlet recommends a firm chair with arms, so I've dragged my grandfather's old rimu carver in from the shed.",
            "Heather's sister {fname} has offered to come down from Timaru for a week after the op, which would be a godsend.",
            "We're meant to make the house 'trip-hazard free', so I've rolled up the rugs and taped down the edge of the hall runner.",
            "Pain today was {n1} out of ten according to the patient, who is famously stoic, so I'd double it.",
            "I've taken over the cooking properly in the meantime; tonight was {food}, and nobody was hospitalised.",
            "We watched a video of the actual operation online {when}, which in hindsight was a mistake. Heather went quite pale; I found it fascinating.",
            "The occupational therapist rang to ask about our bathroom, the height of our bed and whether we have pets underfoot. The cat took offence.",
            "Heather has been reading every forum post on knee replacements and now knows more than most of the registrars, I suspect.",
            "She tried the stationary bike at the gym {when} and managed {mins} minutes, which she considered a personal triumph.",
        ],
        "A": [
            "The wait before joint surgery is often the hardest part; the pain plus the uncertainty wears people down.",
            "Clearing a path for the walker is a great idea. It's also worth checking door thresholds and the bathroom floor for anything slippery.",
            "Fifteen to twenty minutes of ice at a time, with a cloth between the ice and the skin, is the usual advice.",
            "You might set up a little recovery station by her chair: water, phone charger, books, pills and the remote all within reach.",
            "A lot of people find accepting help harder than the surgery itself. Framing it as 'helping the recovery go faster' sometimes helps.",
            "Having her sister around for the first week would take a lot of pressure off you both.",
            "The repeated questions at pre-admission are deliberate; it's a safety check, tedious as it is.",
            "Hospital occupational therapists can sometimes loan equipment like shower stools, so it's worth asking before you buy.",
            "How is she finding the exercises? Manageable, or is the pain getting in the way?",
            "Strengthening the quads before surgery really does tend to speed up recovery afterwards.",
            "Watching surgical videos is very much a personal-taste thing. Some people find it reassuring; plenty don't.",
            "It's great that she has a concrete goal like getting back to the pool; that kind of motivation matters.",
            "Make sure you're looking after yourself too; carers get worn down quietly.",
        ],
    },
    "van": {
        "U": [
            "{fname} says there's {van_thing} at {van_place}, so I've added it to the list.",
            "How long do you think we'd need at {van_place}? I'd guess a night; Heather says two.",
            'Heather has found {van_thing} near {van_place} and wants a stop there.',
            "I've been poring over the map again: the plan is Dunedin up to the Mackenzie, over to Wanaka, then down the Haast to the Coast.",
            "Heather would like at least one night at Lake Pukaki so she can see the stars without the city glow; she's been on about it for years.",
            "The NZMCA membership is {price_m} a year, which seems worthwhile if we're freedom camping even a handful of nights.",
            "{fname} from the bowls club did the same trip in the autumn and said the sandflies at Haast were 'biblical'.",
            "Do you know if you need a self-containment certificate for the DOC sites, or is that just for freedom camping?",
            "I made a list of things to pack: chilly bin, jandals, two head torches, the good frying pan, and the binoculars for the birds.",
            "The drive from Twizel to Wanaka over the Lindis is about {hours} hours, give or take a stop for a pie in Omarama.",
            "Heather is worried about the knee in a campervan, getting in and out of the back mostly, so we need something with a decent step.",
            "I'd like to do Franz Josef on a weekday so we're not shoulder to shoulder with tour buses on the glacier walk.",
            "We might break the trip at Hokitika for a couple of nights. {fname} says there's a good fish and chip shop near the clock tower.",
            "I've been watching videos on emptying the grey water tank. Glamorous it is not.",
            "Fuel is going to be a big chunk of the budget; at roughly {n2} litres per hundred kilometres it adds up over {km} kilometres.",
            "I'd quite like to go back to Arrowtown in the autumn colours. We took the kids there in about 1994 and it rained solidly.",
            "The road through the Haast Pass had a slip closure last year, so I'll keep an eye on the NZTA website before we set off.",
            "Heather wants to stop at every craft shop between here and Greymouth. I've negotiated it down to every second one.",
            "We'll need to book the Interislander if we decide to carry on to the North Island, but that's a decision for another day.",
            "I've been reading about the Catlins as an alternative: Nugget Point, Curio Bay, the petrified forest. Closer to home, too.",
            "The campervan places all seem to charge a one-way fee of about {price_m} if you drop off in a different city.",
            "Someone on a forum said to bring a doormat for the van step. Small things like that you'd never think of.",
            "I'm half-tempted to buy a van outright instead of hiring, but Heather gave me a look, so that's that.",
            "The weather for the West Coast is going to be the wild card; {weather} here, and apparently worse over there.",
            "We'll take the good camera, which means I need to find the charger, which means turning the garage upside down.",
        ],
        "A": [
            "That route is a classic; the Mackenzie to Wanaka to Haast run has some of the best scenery in the country.",
            "Lake Pukaki for stargazing is a lovely idea; it's part of the Aoraki Mackenzie dark sky reserve.",
            "For DOC campsites you generally don't need self-containment; it mainly matters for freedom camping at non-serviced spots.",
            "The sandflies at Haast are genuinely famous. Good repellent and long sleeves at dusk help a lot.",
            "A van with a proper step and a grab handle would make a big difference for Heather's knee.",
            "Checking road conditions before you go is wise; the Haast Pass can close at short notice after heavy rain.",
            "Breaking the trip at Hokitika sounds sensible; long driving days add up quickly in a van.",
            "One-way fees are common. Sometimes they're waived on relocation deals, though the dates are much less flexible.",
            "Would you like me to help sketch out a day-by-day itinerary with rough driving times?",
            "The Catlins are a great option if you want something shorter and closer to home.",
            "Fuel estimates are worth padding a little; hills and headwinds push consumption up.",
            "A doormat and a little brush are classic campervan tips; they keep the grit out of the bed.",
        ],
    },
    "grandkids": {
        "U": [
            "{kid} {kid_did} {when}, according to Fiona's latest update.",
            'News from Christchurch: {kid} {kid_did}.',
            "Fiona rang {when} with the mokopuna in the background; Isla wanted to tell me about her science project, which is on volcanoes.",
            "Jack has lost his first tooth and the going rate from the tooth fairy in Christchurch is apparently {price_s}. Inflation is rampant.",
            "I've promised Isla we'll do the baking soda and vinegar volcano properly next time they're down, food colouring and all.",
            "Baby Mere is crawling now, according to Callum; straight for the water bowl, every single time.",
            "We had the grandkids for the weekend and I'm absolutely shattered: {n1} games of Uno and a trip to the Otago Museum.",
            "Jack asked me why the sky is blue and I gave a ten-minute answer about Rayleigh scattering. He was asleep by the end.",
            "Fiona wants to know if we can have the kids for a few days in the school holidays while she and Dave go to a wedding in Nelson.",
            "Isla is learning the recorder. I'm told this is a phase all grandparents must endure with good grace.",
            "I found my old chemistry set in the attic, 1960s and probably illegal now, and I'm wondering if any of it is safe to show Jack.",
            "Callum sent a video of Mere saying something that may or may not have been 'Koro'. I've watched it {n2} times.",
            "Anahera is teaching the kids a waiata for the reunion, which I think is lovely. I'm under strict instructions to learn it as well.",
            "Jack's rugby season has started: under-sevens, where the main tactic is everyone chasing the ball at once like a flock of gulls.",
            "Isla has asked for a microscope for her birthday, so I've been reading reviews late into the night like a man possessed.",
            "We did a video call {when} and Jack showed me every single one of his Lego creations, one by one, with commentary.",
            "Fiona's worried Isla is spending too much time on the iPad. I've been told to keep my opinions on screen time to myself.",
            "I'm thinking of taking the grandkids to the Orokonui Ecosanctuary next time; Jack is obsessed with kaka at the moment.",
            "Mere's first birthday is coming up and we're trying to decide whether to fly up to Wellington or let them come to us.",
            "Isla told me, quite seriously, that when she grows up she's going to be a chemist 'like Koro, but famous'. I nearly wept.",
            "They were here for tea {when} and ate their body weight in {food}.",
            "Jack has started asking where babies come from. I referred him to his mother, in the proud tradition of grandfathers everywhere.",
        ],
        "A": [
            "A proper volcano with food colouring is a rite of passage; a drop of dish soap gives extra foam.",
            "That's a lovely thing for Isla to say. You've clearly made an impression.",
            "Under-sevens rugby is wonderful chaos. The enthusiasm is the whole point.",
            "Old chemistry sets can contain things that are genuinely hazardous now, so check each bottle carefully before showing him.",
            "Having the kids for a few days in the holidays sounds tiring but fun. Do you have some activities in mind?",
            "A video of someone saying 'Koro' is definitely worth watching a few dozen times.",
            "The Orokonui Ecosanctuary is great for kids; they're usually good at spotting kaka near the feeders.",
            "For a first microscope, a sturdy one with modest magnification is often better than an impressive-sounding one.",
            "Rayleigh scattering at bedtime is very on-brand for a retired chemistry teacher.",
            "Learning the waiata alongside the kids is a nice touch; they'll love correcting you.",
        ],
    },
    "garden": {
        "U": [
            'Down at the garden, {crop} {garden_status}.',
            'Quick garden report: {crop} {garden_status}, and {crop} {garden_status}.',
            "Committee meeting {when} ran for two hours, of which about forty minutes was an argument about the compost bins.",
            "As secretary I'm meant to get the minutes out within a week, and it has been, let's say, slightly more than a week.",
            "Someone has been helping themselves to our courgettes again. {fname} wants a camera; I think that's a bit much for courgettes.",
            "We've had an offer of free horse manure from a farm out at Outram, wonderful news for everyone except whoever has to shovel it.",
            "The kindy kids came for a planting morning {when} and put in about {n2} broad beans, roughly half of them upside down.",
            "I tested the soil pH on the bottom beds: about 5.8, so we'll need to lime. Finally, some chemistry that's useful.",
            "The water tank sprang a leak at the seam; {fname} reckons a bit of sealant will sort it, I reckon it's on its last legs.",
            "We had a working bee on Saturday: {n1} volunteers, one barbecue, and an awful lot of couch grass pulled out by hand.",
            "There's a debate about allowing a beehive on site. Half the committee loves the idea; the other half are allergic or terrified.",
            "The council wants a health and safety plan for the working bees, so I've been drafting one. Rule one: wear shoes.",
            "I planted out the garlic on the shortest day, as tradition demands, and the frost promptly lifted half of it.",
            "{fname} brought a tray of seedlings to share: tomatoes, basil, and something unlabelled that may well be a weed.",
            "The compost has reached about {n2} degrees in the middle, which I'm disproportionately proud of.",
            "We need new volunteers for the Thursday watering roster; the current crew are mostly over seventy and fading fast.",
            "The plot holders' newsletter went out {when}, with a recipe for rhubarb crumble and a stern note about the tool shed.",
            "A student from the university wants to do a project on our soil microbes, which I find tremendously exciting.",
            "There's a proposal to put a little free pantry at the gate. I'm in favour, but we'll need someone to keep it tidy.",
            "The blackbirds have discovered the strawberry netting has a gap, and they're making the most of it.",
            "We dug the first of the potatoes {when}: Agria and Jersey Benne, about {n2} kilos in total.",
            "I had to mediate a minor dispute between two plot holders over a pumpkin vine that crossed a boundary. Diplomacy, Graeme.",
        ],
        "A": [
            "Liming to bring the pH up makes sense; dolomite lime also adds magnesium if the soil is short of it.",
            "Minutes that are a bit late are a universal tradition among committee secretaries.",
            "Horse manure is great, though it's worth letting it age a while so any weed seeds break down.",
            "A compost pile hitting those temperatures means the microbes are very happy.",
            "A beehive can be a lovely addition, but allergies are a real concern, so a site well away from the paths would help.",
            "A free pantry at the gate is a great community idea. A simple tidying roster might keep it going.",
            "For the watering roster, maybe ask the local high school; students sometimes need volunteer hours.",
            "Pumpkin vines are notorious for ignoring boundaries. It sounds like you handled it well.",
            "Would you like help drafting the health and safety plan or the minutes?",
            "Garlic on the shortest day is a lovely tradition. Lifted cloves can usually just be pushed back in.",
        ],
    },
    "house": {
        "U": [
            'Cleared out {house_room} {when} and found {house_find}. {house_verdict}',
            'The big sort continues: {house_room} today, including {house_find}. {house_verdict}',
            "The Roslyn house is slowly being emptied; {when} I found thirty-five years of school reports, tax returns and one very old sandwich.",
            "The agent says we need to 'declutter' before the photos. I took that personally, as the person responsible for most of the clutter.",
            "We've had the builder's report done: a bit of borer in the subfloor, which is unsurprising for a 1920s villa.",
            "Heather wants the front door painted before the open homes. I want to leave it. Heather will win; she always does.",
            "We're leaving the rimu bookcases, which the agent says is a selling point and which I say is because they're screwed to the wall.",
            "A skip is arriving on {day} and I'm told by experienced friends that it will fill up alarmingly fast.",
            "The Mosgiel place is all on one level, which was the whole point: no more stairs for Heather's knee.",
            "{fname} from two doors down has asked for first dibs on the greenhouse. I said yes, for a crate of beer.",
            "Went through the garage {when} and found my old Bunsen burner and a box of periodic tables. Don't ask why I had them.",
            "The market in Dunedin has cooled a bit, according to the papers, so we're trying to be realistic about what it'll fetch.",
            "We had the chimney swept and the gutters cleared ahead of the photographer, who is coming at {time} on {day}.",
            "Honestly, leaving the house is harder than I expected. Both kids learned to ride bikes on that footpath.",
            "Heather has labelled every box in the spare room with coloured stickers: green for keep, red for sell, blue for the op shop.",
            "The LIM report came back with no surprises, thank goodness, though the council still thinks we have a septic tank. We don't.",
            "We've had a couple of tyre-kickers already asking about a private deal. The agent has told us firmly not to engage.",
            "I need to get the moss off the front steps before anyone breaks their neck at an open home.",
            "Sorted through my teaching files {when} and kept exactly one box; the rest went to recycling. A strange feeling.",
            "The Trade Me listing for the old lawnmower has had {n2} watchers and not a single bid.",
            "We've booked movers on {fname}'s recommendation; they quoted by the cubic metre, which felt like buying gravel.",
            "The agent thinks showing off the insulation upgrade will help, since every buyer now asks about healthy homes standards.",
        ],
        "A": [
            "Leaving a family home after decades is a big emotional shift, even when it's the right decision.",
            "Borer in a 1920s villa is very common; buyers will usually expect a bit of it.",
            "A colour-coded box system is an excellent idea; it'll save a lot of arguments on moving day.",
            "Skips fill quickly; it's worth putting the bulky items in first.",
            "Declutter advice always feels personal! It's really about letting buyers picture their own things in the space.",
            "Moss on the front steps is worth dealing with: a safety issue as well as first impressions.",
            "A single-level place makes a lot of sense with Heather's knee.",
            "Do you want help putting together a moving checklist: utilities, mail redirection, insurance and so on?",
            "It's wise to let the agent handle any direct approaches; it keeps things cleaner.",
            "Keeping one box of teaching files feels like the right balance: the highlights without the whole archive.",
        ],
    },
    "car": {
        "U": [
            'Had a look at {car_part} on the Herald {when}; it {car_status}.',
            'Herald update: {car_part} {car_status}, and {car_part} {car_status}.',
            "Spent the afternoon under the Herald again. The floor pans are worse than I thought; more rust than metal in places.",
            "I finally got the Herald to start {when}, for about eleven seconds, before it coughed and died. I'm taking that as progress.",
            "The Triumph club has a parts day in Christchurch next month; {fname} is driving up and has offered to bring back a list.",
            "I'm rebuilding the SU carburettor on the kitchen table, much to Heather's delight. She has put down newspaper, pointedly.",
            "The chrome bumpers came back from the replaters looking magnificent, and cost about as much as a small holiday.",
            "Someone on the Herald forum has a spare bonnet, but they're in Whangarei, which is a long way to send a bonnet.",
            "I've been chasing an electrical fault all week; the indicators only work when the headlights are on. Lucas, the prince of darkness.",
            "Found a genuine workshop manual at the Hospice shop for {price_s}. It has someone else's oily thumbprints on every page.",
            "The Herald's brakes need a full overhaul: new wheel cylinders all round and the master cylinder rebuilt.",
            "I'd like her on the road for the vintage rally in the spring. Heather says 'which spring?', which is fair.",
            "The speedometer cable snapped, so I've ordered one from a specialist in the UK; the shipping was more than the part.",
            "I've decided to do the wiring loom myself, armed with a multimeter, a diagram and considerable optimism.",
            "{fname} lent me an engine crane, which is now occupying most of the garage and all of Heather's patience.",
            "The tyres are original crossplies and perished; I need five new ones, which isn't cheap in that size.",
            "I sanded back the boot lid {when} and found three previous colours underneath: cream, pale blue, and something unfortunate in orange.",
            "The hood frame is in decent shape, but the fabric's shot; I'm getting quotes from an upholsterer in South Dunedin.",
            "I'm quite enjoying relearning how to gap points and set the timing with a strobe light. Nothing like it since about 1979.",
            "There's a bloke in Balclutha with a shed full of Triumph bits; {fname} says it's worth a day trip with a trailer.",
            "I had a go with the new MIG welder on some scrap {when}. Let's just say my welds look like pigeon droppings.",
            "The Herald will need a vintage WOF and a VIN inspection once she's roadworthy, so I'm keeping every receipt.",
        ],
        "A": [
            "Getting an old engine to fire at all is genuine progress; fuel, spark and timing are at least in the neighbourhood.",
            "Rust in the floor pans is very common on Heralds; repair panels are usually still available through the club suppliers.",
            "Lucas electrics do have a reputation! Often it's a bad earth, so it's worth cleaning every earth point before chasing anything else.",
            "Rebuilding an SU carb is a satisfying job. Take photos at every step of the disassembly.",
            "Crossplies versus radials is a perennial debate; some rallies prefer originality, but radials are safer on modern roads.",
            "Welding takes practice; thin floor metal is harder than thick scrap, so practise on similar-gauge steel.",
            "Keeping every receipt is smart, both for the certification and for the car's history.",
            "Would you like a checklist for the vintage WOF and certification steps?",
            "A day trip to a shed full of Triumph parts sounds like an excellent outing.",
            "It sounds like the Herald is becoming a proper labour of love.",
        ],
    },
    "choir": {
        "U": [
            'At rehearsal {when} we did {piece}, and {choir_note}.',
            'Rehearsal report: {piece} again, and {choir_note}.',
            "Choir rehearsal {when} was hard work; we're doing the Faure Requiem and the basses kept coming in early in the Libera Me.",
            "I've been asked to sing a short solo in the spring concert and I'm equal parts flattered and terrified.",
            "The warm-ups this term involve a lot of sirening, which startles the cat when I practise at home.",
            "{fname} in the tenors has a cold, so we're down to three tenors, which is a bit like a rugby team with no forwards.",
            "We're learning a Maori carol for the Christmas concert; my pronunciation is improving, thanks to Anahera coaching me over the phone.",
            "The sheet music for the new piece came to {price_s} a copy, which the committee is grumbling about.",
            "I practise in the car on the way to rehearsals, which has attracted some funny looks at the lights on Stuart Street.",
            "Our accompanist played a wrong chord in the Brahms and the whole choir dissolved into giggles. Very unprofessional. Very fun.",
            "There's a choir camp in Wanaka in the autumn: two days of singing and a great many scones.",
            "I was given a bass part that goes down to a low D. My low D, like my knees, is not what it was.",
            "The choir is singing at a fundraiser for the hospice on {day}: {n1} songs and a cup of tea afterwards.",
            "Someone suggested a Gilbert and Sullivan evening, which split the choir right down the middle.",
            "We recorded ourselves at rehearsal and the playback was humbling. The basses sound like a distant motorway.",
            "I'm on the morning tea roster for the next rehearsal, so I'll be making ginger crunch to my mother's recipe.",
            "The sopranos have started wearing matching scarves, and now the altos want matching something. Politics.",
            "Heather came to the last concert and said I was 'very audible', which I've decided to take as a compliment.",
            "I've been learning the Latin properly rather than just phonetically, a nice excuse to dust off my school Latin.",
            "We once sang the anthem in te reo and English before a rugby match in Oamaru; one of my better memories.",
            "The new piece has a fiendish bit in seven-eight time. I've been counting it out loud while doing the dishes.",
            "The heating broke at rehearsal {when}; we sang the whole Requiem in our coats, breath fogging like a Victorian painting.",
        ],
        "A": [
            "The Libera Me has some tricky entries for the basses; a pencil mark a bar before each one can help.",
            "Being asked to sing a solo is a real compliment. Do you know which section it is?",
            "Practising in the car is one of the best-kept secrets of choral singers.",
            "Recordings are always humbling, but they're one of the fastest ways to improve as a section.",
            "Learning what the Latin actually means often changes how people phrase the lines.",
            "Seven-eight is much easier once you feel it as groups of two, two and three.",
            "Ginger crunch for morning tea will make you very popular.",
            "Singing in coats sounds like a memorable rehearsal, if not a comfortable one.",
            "Would you like help with the pronunciation of the te reo lyrics?",
            "Choir politics over scarves is a classic; every choir has its own version.",
        ],
    },
    "health": {
        "U": [
            'I {health_act} {when}, and my reading afterwards was {bp}.',
            'Good day on the health front: I {health_act}.',
            "My blood pressure was {bp} on the pharmacy machine {when}, which is better than last month but not where the GP wants it.",
            "I've been doing the home readings twice a day as instructed and writing them in a little notebook like a good student.",
            "The new tablets make my ankles swell a bit by the evening. Is that a known thing with amlodipine?",
            "I'm trying to cut the salt; Heather has hidden the salt shaker, which is one approach.",
            "Walked up to the Roslyn shops and back {when}, about {km2} kilometres with the hill, and only stopped once to 'admire the view'.",
            "My repeat prescription is due; the pharmacy says they'll have it ready by {time} on {day}.",
            "The nurse wants me in for fasting bloods: cholesterol and kidney function, I think.",
            "I've cut back to two cups of coffee a day. The third cup was, frankly, the best one.",
            "I read that beetroot juice lowers blood pressure. I tried it. It tasted like a wet garden.",
            "My watch says I slept six hours and forty minutes, which seems both very precise and quite wrong.",
            "I get a bit of a dizzy spell when I stand up quickly; probably the pills, but I'll mention it to the GP.",
            "The blood pressure cuff we bought cost {price_m} and has two settings: 'fine' and 'alarming'.",
            "Heather and I have started walking the Ross Creek reservoir track on Sunday mornings; about an hour, lovely in the bush.",
            "I'm meant to be losing a few kilos. I've lost {n1} so far, according to the scales; the trousers dispute it.",
            "The GP mentioned I should get a shingles vaccine now I'm over sixty-five, and that it's free, which is always a selling point.",
            "I had my flu jab {when}; the arm's a bit sore but otherwise fine.",
            "My father had his first stroke at seventy, so I'm taking this blood pressure business seriously, even if I grumble.",
            "I've been playing with the Heart Foundation's online risk calculator, which is a terrible idea for someone who worries.",
        ],
        "A": [
            "Ankle swelling is a fairly well-known side effect of amlodipine; mention it to your GP, who may adjust the dose.",
            "Keeping a written log of home readings is really useful; bring it along to your next appointment.",
            "Dizziness on standing can be related to blood pressure medication, so flagging it with your GP is sensible.",
            "Regular walking like the Ross Creek loop is one of the best things you can do for blood pressure.",
            "Cutting salt gradually tends to stick better; your taste adjusts after a few weeks.",
            "That family history is a good reason to stay on top of it, and it sounds like you're doing the right things.",
            "Home readings are often a little lower than clinic readings, which is quite normal.",
            "The shingles vaccine is worth getting; it's funded in New Zealand at 65.",
            "Would you like a simple template for tracking your readings?",
            "How have you been feeling in yourself, apart from the numbers?",
        ],
    },
    "pets": {
        "U": [
            'The cat {cat_did} {when}.',
            "Next door's dog {dog_did} {when}.",
            'Animal news: the cat {cat_did}, and the dog next door {dog_did}.',
            "The cat has discovered that if she sits on the newspaper I can't read it, and she is exploiting this ruthlessly.",
            "Next door's dog got into our garden again {when} and dug up half the tulip bulbs. Lorraine was very apologetic.",
            "The cat brought in a live sparrow at {time} and released it in the bedroom. Heather was not amused.",
            "I've been walking Lorraine's dog while she's laid up with her hip, which has been good for my step count.",
            "The cat's getting old; she sleeps about twenty hours a day and has stopped bothering with the top of the fridge.",
            "The dog next door barks at the postie with a personal vendetta I can only admire.",
            "We've put in a new microchip cat flap so the ginger tom from down the road stops eating her biscuits.",
            "The cat had her check-up {when}; the vet says her kidneys are 'holding up for her age', a phrase I also relate to.",
            "Lorraine's dog has learned to open our side gate with his nose. We may have to upgrade to a proper latch.",
            "The cat has taken to sleeping on the warm laptop, which explains some of the strange emails I've been sending.",
            "Heather's worried about moving the cat to Mosgiel; old cats don't always take to a new territory.",
            "The dog and the cat have reached a kind of detente through the fence: he barks, she stares, and everyone saves face.",
            "Pet food prices have gone mad; a bag of the cat's biscuits is {price_s} now.",
            "We'll need someone to feed the cat while we're away in the campervan; {fname} might do it.",
            "The dog next door stole a whole sausage off our barbecue {when}, in broad daylight, with witnesses.",
            "The cat has started yowling at about {time} every night, and the internet tells me this is normal in elderly cats.",
        ],
        "A": [
            "Sitting on the newspaper is a timeless feline strategy for attention.",
            "A proper latch on the side gate sounds wise; dogs who learn a trick rarely forget it.",
            "When you move, keeping the cat indoors for a couple of weeks helps her get used to the new territory.",
            "Night-time yowling in older cats can point to hearing loss or thyroid trouble, so it might be worth a mention to the vet.",
            "A microchip cat flap is a neat solution to the neighbourhood cat problem.",
            "For a cat-sitter, a written sheet with feeding amounts and the vet's details is handy.",
            "Walking the neighbour's dog sounds like a win for everyone.",
            "The fence detente sounds very dignified.",
            "Elderly cats do sleep a lot; as long as she's eating and drinking normally, it's usually fine.",
        ],
    },
    "reunion": {
        "U": [
            'Reunion news: {relative} {reunion_news}.',
            'Heard from {relative} {when}, who {reunion_news}.',
            "The Rutherford reunion planning has gone up a gear: there's now a spreadsheet, a Facebook group and a subcommittee.",
            "I've been tasked with the family tree display, which means scanning about {n3} old photos, most of them unlabelled.",
            "Cousin {fname} found a photo of our great-grandparents arriving at Port Chalmers in 1879, looking understandably grim.",
            "We're expecting about {n3} people, from as far away as Perth and Aberdeen, which is frankly alarming catering-wise.",
            "There's a debate over whether to have a hangi or a spit roast. I've wisely abstained.",
            "I'm writing a short speech about Grandad, who was a blacksmith in Palmerston and terrified everyone, including the horses.",
            "Someone has suggested matching T-shirts. I am against matching T-shirts, on principle.",
            "The Aberdeen cousins want to visit the old family farm near Kakanui, which is now a dairy conversion, sadly.",
            "I've offered to run a quiz on family history; the first question is about Great-Aunt Jessie's infamous Christmas pudding.",
            "We need a photographer for the group shot; {fname}'s boy has a good camera and, more importantly, is cheap.",
            "Heather is coordinating the food rosters, which requires the diplomatic skills of a UN envoy.",
            "A cousin in Invercargill has the old family Bible with births and deaths going back to the 1830s; she'll bring it along.",
            "The registration form asks for dietary requirements, and we've had some very creative answers.",
            "There will be a church service on the Sunday morning at the old Presbyterian church, for those so inclined.",
            "I've been asked to check the accessible toilets at the venue for Uncle {fname}, who's ninety-one.",
            "The name tags will be colour-coded by branch of the family, which should cut down the awkward 'and you are...?' moments.",
            "A cousin wants to do DNA testing for everyone. I've suggested we start with tea and scones and work up to DNA.",
            "The reunion kitty is at {price_l} so far, mostly from the raffle of a quilt made by my aunt.",
        ],
        "A": [
            "Colour-coded name tags are a clever idea for a big family gathering.",
            "Scanning unlabelled photos goes much better if you get the older relatives to identify people early.",
            "A speech about a blacksmith who terrified the horses sounds like a guaranteed crowd-pleaser.",
            "For catering that many people, a simple roster with set dishes per branch avoids ten pavlovas and no mains.",
            "A family Bible going back to the 1830s is a wonderful thing to have on display.",
            "A quiz is a great icebreaker; mixing easy and obscure questions keeps everyone involved.",
            "Would you like me to help draft the speech or the quiz questions?",
            "Accessible facilities are well worth checking early. Good thinking.",
        ],
    },
    "money": {
        "U": [
            "I put {money_thing} on automatic payment {when}, which should save me the odd late fee.",
            "I spent an hour on hold to query {money_thing}. An hour of my life I won't get back.",
            "I've been trying to understand how NZ Super interacts with Heather's part-time income; the IRD website is not written for humans.",
            "Our KiwiSaver statements arrived {when} and I spent an hour trying to decode the fees table.",
            "I think we'll get a small tax refund this year because of the secondary tax code muddle from my last term of relief teaching.",
            "The bank is offering {rate}% on a twelve-month term deposit, which seems decent compared with last year.",
            "I need to sort out enduring powers of attorney now we're both retired; the lawyer says it's sensible at our age, a cheerful thought.",
            "The rates in Mosgiel are lower than Roslyn, which is a pleasant surprise.",
            "I did a retirement budget spreadsheet {when}. It has {n3} rows and one conclusion: fewer flat whites.",
            "We're wondering whether to pay off the last bit of the mortgage with the house proceeds or keep some invested.",
            "My old teachers' super scheme has a lump-sum option, and I can't decide whether it's wise to take it.",
            "I got a letter from the IRD {when} about a student loan from 1978 that I'm fairly sure I paid off. Investigation ongoing.",
            "Heather wants to give some of the house money to the kids now rather than later, while we can see them enjoy it.",
            "I read an article about scams targeting retirees and now I'm suspicious of every text message, including Fiona's.",
            "The power bill for the Roslyn house was {price_m} last month; winter in a villa, what can you do.",
            "I've started using the bank's budgeting app; it filed the Herald's parts under 'entertainment', which is accurate.",
            "Our insurance premiums went up about {n2}% this year, which seems to be the story everywhere.",
            "I need to update my will now the house is being sold; it still leaves the Roslyn house to the kids, which won't work.",
        ],
        "A": [
            "Term deposit rates are worth shopping around for; even half a percent adds up.",
            "Whether to clear the mortgage or invest depends on the interest rate and your appetite for risk; a fee-only adviser can help.",
            "Enduring powers of attorney are very sensible to set up while everything is straightforward.",
            "Updating your will after selling the house is a good idea; worth doing soon after settlement.",
            "Being cautious about texts is wise; banks and the IRD won't ask you to click a link to verify your details.",
            "KiwiSaver fee tables can be opaque. Comparing total annual fees as a percentage is usually the simplest way.",
            "Giving the kids some money now is a lovely idea; just think about how it sits alongside any future care needs.",
            "Would you like help laying out the pros and cons of the lump-sum option?",
        ],
    },
    "daily": {
        "U": [
            "It's been {weather} all day, so I've mostly been inside reading and doing the crossword.",
            "I popped into {place} {when} and ran into {fname}, whom I taught in about 1991 and who is now, somehow, a grandmother.",
            "Heather and I had lunch at a cafe in {suburb_f}: {food} and a pot of tea, very civilised.",
            "I've started reading a history of the Otago gold rush; fascinating, though the author does love a footnote.",
            "Retirement is strange: I still wake at 6.15 every morning as if the bell's about to go.",
            "Watched the Highlanders lose again {when}. I don't know why I do this to myself.",
            "Went for a walk around {place} {when}; {weather}, but lovely all the same.",
            "{fname}, an old colleague from the science department, rang to invite me to a retirement lunch at {time} on {day}.",
            "I've been clearing out my inbox; there were {n3} unread newsletters I have apparently subscribed to.",
            "A former student emailed to say she's now a pharmacist and still remembers the day I set the fume cupboard alight. Small blaze, very educational.",
            "Spent a good hour at the library {when}; they have a new local history section that's very well done.",
            "Mowed the lawns and then sat in the sun with a cup of tea like a proper retiree.",
            "The ODT had a piece on the new hospital build; it's going to be years yet, apparently.",
            "Fixed the dripping kitchen tap {when} with a washer that cost about {price_s}. The plumber wanted ninety just to come out.",
            "I've taken up the cryptic crossword in earnest. Today's had a clue about noble gases and I felt personally seen.",
            "The power went off for {n1} hours during the storm, so we played Scrabble by candlelight. I lost, as usual.",
            "Heather's book club is at our place on {day}, so I've been banished to the garage for the evening.",
            "I went to a talk at the museum about the chemistry of pounamu and asked far too many questions afterwards.",
        ],
        "A": [
            "That sounds like a pleasant, unhurried sort of day.",
            "Bumping into former students must be one of the real joys of a long teaching career.",
            "Waking at the old school time is very common in the first year of retirement.",
            "A fume cupboard fire that people remember decades later is a teaching legacy of sorts.",
            "Scrabble by candlelight sounds rather nice, losing aside.",
            "Fixing the tap yourself for a few dollars is very satisfying.",
            "The gold rush history of Otago is rich, footnotes and all.",
            "Do you have any plans for the rest of the week?",
        ],
    },
}
THREAD_WEIGHTS = {"knee": 10, "van": 9, "grandkids": 9, "garden": 8, "house": 10, "car": 9, "choir": 8, "health": 7,
                  "pets": 7, "reunion": 7, "money": 6, "daily": 9}

U_OPEN = ["Kia ora.", "Morena!", "Right, next thing.", "Evening.", "Another one for you.", "Bit of a ramble coming, sorry.",
          "Quick update.", "Hello again.", "Well.", "Good afternoon.", "I've had a productive morning, for once.",
          "Back again, I'm afraid.", "Cold one here today: {weather}.", "Ka pai, the kettle's on.",
          "Sorry for the silence; busy few days.", "Bear with me.", "Right then.", "Me again.",
          "Heather's out at aqua-jogging, so I have the house to myself.", "A slow Sunday here."]
U_CLOSE = ["Anyway, enough of that.", "Thoughts welcome.", "I'll let you know how it goes.", "That's me for now.",
           "Heather says hello, by the way.", "Ka kite.", "Such is life.", "Cheers.", "Does that sound sensible?",
           "Onwards.", "Right, the cat wants feeding.", "I'll report back.", "What do you reckon?",
           "Not the end of the world, I suppose.", "Ka pai.", "More later, no doubt."]
U_SHORT = ["Thanks, that's helpful.", "Good point, I hadn't thought of that.", "Ha! Fair enough.", "I'll bear that in mind.",
           "Yes, that's more or less what Heather said.", "Ka pai, thank you.", "Sensible as always.",
           "That's reassuring, thanks."]
A_OPEN = ["Kia ora, Graeme.", "Good to hear from you.", "Thanks for the update.", "Fair enough.", "That makes sense.",
          "Ha, I can picture it.", "Sounds busy!", "Right.", "Understood.", "Thanks for filling me in.", "Kia ora.",
          "I see.", "Mm, yes."]
A_CLOSE = ["How's Heather doing otherwise?", "Let me know how it goes.", "Want me to help put together a list?",
           "Is there anything you'd like me to keep track of?", "How are you feeling about it all?",
           "Shall we come back to that later in the week?", "Anything else on your plate today?"]
A_SHORT = ["You're welcome.", "Any time.", "Glad it helped.", "Happy to help, Graeme."]

# --------------------------------------------------------------------------------------------------------------------
# Planted-fact value generators
# --------------------------------------------------------------------------------------------------------------------

P_FIRST = ["Priya", "Tama", "Aroha", "Siosaia", "Mei", "Rangi", "Declan", "Ingrid", "Farida", "Wiremu", "Catriona",
           "Hamish", "Ana", "Jasper", "Lupe", "Kiri", "Rohan", "Elspeth", "Nikolai", "Mereana", "Oliver", "Sunita",
           "Tevita", "Brigid"]
P_LAST = ["Raman", "Ngata", "Wihongi", "Fifita", "Zhou", "Parata", "Byrne", "Solberg", "Haddad", "Tipene", "MacLeod",
          "Drummond", "Tuilagi", "Verhoeven", "Okoye", "Pillai", "Kowalski", "Strachan", "Aperahama", "Lindqvist",
          "Castellano", "Nakamura", "Fairbairn", "Te Whata"]
PET_NAMES = ["Marmaduke", "Tuppence", "Pickles", "Bramble", "Horatio", "Biscotti", "Wolfgang", "Sprocket", "Mabel",
             "Toffee", "Winston", "Dougal", "Clementine", "Haggis", "Moriarty", "Frodo", "Potiki", "Squiggles"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
DUN_STREETS = ["Queens Drive", "Highgate", "Cargill Street", "Eglinton Road", "Tainui Road", "Belford Street",
               "Tahuna Road", "Forbury Road", "Ravensbourne Road", "Glenpark Avenue", "Wakari Road",
               "Helensburgh Road", "Balmacewen Road", "Shetland Street", "Kenmure Road", "Bank Street",
               "Prince Albert Road", "Easther Crescent", "Doon Street", "Passmore Crescent"]
DUN_SUBURBS = ["Musselburgh", "Roslyn", "Maori Hill", "Mornington", "St Clair", "St Kilda", "Andersons Bay", "Caversham",
               "Wakari", "Belleknowes", "Kew", "Waverley", "Vauxhall", "Opoho"]


def _ord(n):
    return f"{n}{'th' if 11 <= n % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def g_date(rng):
    d = _dt.date(2025, rng.randint(1, 12), rng.randint(1, 28))
    mo, wd = MONTHS[d.month - 1], WDAYS[d.weekday()]
    f = rng.randrange(6)
    if f == 0:
        return f"{d.day} {mo}"
    if f == 1:
        return f"{wd} the {_ord(d.day)} of {mo}"
    if f == 2:
        return f"{wd} {d.day} {mo}"
    if f == 3:
        return f"the {_ord(d.day)} of {mo}"
    if f == 4:
        return f"{wd[:3]} {d.day} {mo[:3]}"
    return f"{_ord(d.day)} {mo}"


def g_person(rng):
    return f"{rng.choice(P_FIRST)} {rng.choice(P_LAST)}"


def g_pet(rng):
    return rng.choice(PET_NAMES)


def g_mobile(rng):
    if rng.random() < 0.2:
        return f"0274 {rng.randint(100, 999)} {rng.randint(100, 999)}"
    return f"{rng.choice(['027', '021', '022', '029'])} {rng.randint(200, 999)} {rng.randint(1000, 9999)}"


def g_land(rng):
    a, b = rng.randint(10, 99), rng.randint(1000, 9999)
    return rng.choice([f"(03) 4{a} {b}", f"03 4{a} {b}", f"03-4{a} {b}"])


def g_0800(rng):
    return f"0800 {rng.randint(200, 999)} {rng.randint(100, 999)}"


def g_money(lo, hi, step=1, cents=False, suffix=""):
    def g(rng):
        n = rng.randrange(lo, hi, step)
        s = f"${n:,}"
        if cents:
            s += f".{rng.randint(1, 99):02d}"
        return s + suffix
    return g


def g_addr(streets, suburbs, unit=False, level=False):
    def g(rng):
        n = rng.randint(2, 240)
        num = str(n)
        if unit and rng.random() < 0.6:
            num = f"{rng.randint(1, 6)}/{n}"
        elif rng.random() < 0.15:
            num = f"{n}{rng.choice('AB')}"
        s = f"{num} {rng.choice(streets)}"
        if level:
            s = f"Level {rng.randint(1, 4)}, {s}"
        sub = rng.choice(suburbs) if suburbs else None
        return f"{s}, {sub}" if sub else s
    return g


_L = "ABCDEFGHJKLMNPQRSTUVWXYZ"


def g_nhi(rng):
    return "".join(rng.choice(_L) for _ in range(3)) + f"{rng.randint(1000, 9999)}"


def _choice(opts):
    return lambda rng: rng.choice(opts)


# --------------------------------------------------------------------------------------------------------------------
# Fact specs
# --------------------------------------------------------------------------------------------------------------------


def S(kind, about, thread, name, gen, core=(), sender="", ask=None):
    return {"kind": kind, "about": about, "thread": thread, "name": name, "gen": gen, "core": list(core),
            "sender": sender or "the office", "ask": ask}


SPECS = [
    # ---- person
    S("person", "Heather's orthopaedic surgeon", "knee", "Heather's surgeon", g_person, [
        "We finally have a name for Heather's surgeon: {v}. Apparently does a good share of the knee replacements at Mercy these days.",
        "The surgeon doing Heather's knee is {v}. Heather looked them up online and is now worried they look about nineteen."],
        "Mercy Hospital", "Has the hospital said who'll actually be doing Heather's operation?"),
    S("person", "Heather's physiotherapist", "knee", "Heather's physio", g_person, [
        "Heather's physio is going to be {v}: young, cheerful, and by all accounts merciless with the exercises.",
        "She's been assigned a physio, {v}, who rang to introduce themselves and asked a lot of questions about our stairs."],
        "Harbourside Physiotherapy"),
    S("person", "the real estate agent selling the Roslyn house", "house", "our agent", g_person, [
        "We've signed up with an agent for the Roslyn house: {v}, from Taieri & City Realty. Came recommended by {fname} at choir.",
        "Our agent is {v}. Very polished, very good teeth, talks about 'street appeal' a great deal."],
        "Taieri & City Realty"),
    S("person", "the conveyancing lawyer", "house", "our conveyancing lawyer", g_person, [
        "The lawyer handling the conveyancing is {v} at Cargill Law, who sorted out my mother's estate years ago."],
        "Cargill Law"),
    S("person", "the choir's new musical director", "choir", "the new musical director", g_person, [
        "The Chorale has appointed a new musical director: {v}. Came down from Auckland and is very keen on warm-ups involving lip trills."],
        "the Otago Chorale"),
    S("person", "the auto electrician working on the Herald", "car", "the auto electrician", g_person, [
        "I've found an auto electrician willing to look at the Herald's wiring loom: {v}. Says they've done a few Triumphs in their time."],
        "Otago Auto Electrical"),
    S("person", "the locum GP", "health", "the locum GP", g_person, [
        "My usual GP is away, so I'm seeing a locum, {v}, about the blood pressure."],
        "Roslyn Family Medical"),
    S("person", "the accountant", "money", "our accountant", g_person, [
        "The accountant who's going to sort out the tax side of the house sale is {v}; {fname} used them for years."],
        "Stuart Street Accounting"),
    S("person", "the cousin organising the reunion", "reunion", "the reunion organiser", g_person, [
        "The cousin organising the whole reunion turns out to be {v}, from the Palmerston branch of the family."],
        "the reunion committee"),
    S("person", "the garden committee's new chair", "garden", "the new chair of the garden committee", g_person, [
        "The garden committee elected a new chair last night: {v}. I seconded the nomination, mainly so I wouldn't be nominated myself."],
        "the garden committee"),
    S("person", "the campervan company contact", "van", "our contact at the campervan company", g_person, [
        "The person sorting out our campervan booking is {v}, at Southern Lakes Campers in Christchurch."],
        "Southern Lakes Campers"),
    S("person", "Isla's teacher", "grandkids", "Isla's teacher", g_person, [
        "Isla's teacher this year is {v}; Isla has announced she is 'the best teacher in the whole universe'."],
        "Fiona"),
    # ---- pet
    S("pet", "the cat's name", "pets", "our cat", g_pet, [
        "I don't think I've ever told you the cat's name: she's {v}. Seventeen, tortoiseshell, and runs the household.",
        "Our old girl, {v}, is the cat; the kids named her years ago and it stuck."]),
    S("pet", "the neighbour's dog", "pets", "Lorraine's dog", g_pet, [
        "Lorraine next door's spaniel is called {v}, and he has decided our vege patch is his personal latrine.",
        "The dog next door, {v}, a springer spaniel with no brakes, got through the fence again."]),
    S("pet", "the grandkids' new puppy", "grandkids", "Fiona's new puppy", g_pet, [
        "Fiona's lot have got a puppy! A little cavoodle called {v}. Jack chose the name, apparently after much deliberation."]),
    S("pet", "Callum's rescue greyhound", "grandkids", "Callum's greyhound", g_pet, [
        "Callum and Anahera have adopted an ex-racing greyhound called {v}, who sleeps twenty hours a day like our cat."]),
    S("pet", "the community garden's bantam hen", "garden", "the garden's bantam", g_pet, [
        "The community garden has acquired a bantam hen (don't ask) that the kindy kids have named {v}."]),
    S("pet", "the farm dog at the reunion farm", "reunion", "the heading dog at the Kakanui farm", g_pet, [
        "The heading dog at the Kakanui farm where we're staying for the reunion is {v}; cousin {fname} swears he can open gates."]),
    # ---- date
    S("date", "Heather's knee operation", "knee", "Heather's knee operation", g_date, [
        "The hospital rang: Heather's knee operation is booked for {v}. She went very quiet and then made a cup of tea."],
        "Mercy Hospital Admissions", "Has the hospital given you a date for the operation yet?"),
    S("date", "the first open home", "house", "the first open home", g_date, [
        "The agent has set the first open home for {v}, so I've got until then to make the garage look less like a crime scene."],
        "Taieri & City Realty"),
    S("date", "settlement day for the Roslyn house", "house", "settlement day for the Roslyn house", g_date, [
        "Settlement day for the Roslyn house will be {v}, assuming the buyers' finance doesn't fall over."],
        "Cargill Law"),
    S("date", "the choir's winter concert", "choir", "the Chorale's winter concert", g_date, [
        "The Chorale's winter concert is on {v} at Knox Church; tickets are on sale already."],
        "the Otago Chorale"),
    S("date", "the family reunion", "reunion", "the Rutherford reunion", g_date, [
        "The Rutherford reunion is locked in for {v}; the invitations go out next week."],
        "the reunion committee"),
    S("date", "the campervan pickup", "van", "the campervan pickup", g_date, [
        "We pick the campervan up on {v}, first thing, from the depot in Christchurch."],
        "Southern Lakes Campers"),
    S("date", "the Herald's WOF inspection", "car", "the Herald's WOF inspection", g_date, [
        "I've booked the Herald in for her WOF inspection on {v}. Gulp."],
        "the testing station"),
    S("date", "Graeme's blood pressure review", "health", "my blood pressure review", g_date, [
        "My blood pressure review with the GP is on {v}, so I've got until then to make the numbers behave."],
        "Roslyn Family Medical"),
    S("date", "the garden committee AGM", "garden", "the garden committee AGM", g_date, [
        "The garden committee AGM is on {v} in the church hall; as secretary I have to produce an annual report, heaven help me."],
        "the garden committee"),
    S("date", "Isla's birthday party", "grandkids", "Isla's birthday party", g_date, [
        "Isla's birthday party is on {v} in Christchurch, and we've been summoned."],
        "Fiona"),
    S("date", "the meeting with the accountant", "money", "the meeting with the accountant", g_date, [
        "The meeting with the accountant about the house sale and the tax is on {v}; I need to bring every bit of paper I own."],
        "Stuart Street Accounting"),
    # ---- amount
    S("amount", "the insurance excess on Heather's operation", "knee", "the excess on Heather's operation",
      g_money(600, 2500, 50), [
          "The insurer says the excess on Heather's operation will be {v}, which is rather more than we'd pencilled in."],
      "the health insurer"),
    S("amount", "the campervan hire cost", "van", "the campervan hire", g_money(1800, 4600, 1), [
        "The campervan hire for the three weeks comes to {v} all up, insurance included."],
        "Southern Lakes Campers"),
    S("amount", "the asking price for the Roslyn house", "house", "the asking price", g_money(640000, 895000, 5000), [
        "After much discussion with the agent we're going to market at {v}. Heather thinks it's too low; I think it's too high."],
        "Taieri & City Realty"),
    S("amount", "the carburettor rebuild quote", "car", "the carburettor rebuild", g_money(380, 990, 5), [
        "I gave up on the carb myself; the specialist quoted {v} to rebuild it properly, which stings."],
        "Otago Auto Electrical"),
    S("amount", "the choir subscription", "choir", "the Chorale subs", g_money(55, 150, 5, suffix=" a term"), [
        "Chorale subs have gone up to {v}, which caused a certain amount of muttering in the basses."],
        "the Otago Chorale"),
    S("amount", "the council grant for the garden", "garden", "the council grant for the garden",
      g_money(1500, 6000, 100), [
          "Good news: the council grant for the garden came through, {v}, which will pay for the new water tank and then some."],
      "the council"),
    S("amount", "Graeme's KiwiSaver balance", "money", "my KiwiSaver balance", g_money(90000, 240000, 1), [
        "My KiwiSaver balance is sitting at {v}, according to the statement, which is more than I expected and less than I'd like."],
        "the KiwiSaver provider"),
    S("amount", "the tax refund", "money", "the IRD refund", g_money(120, 900, 1, cents=True), [
        "The IRD says we're due a refund of {v}. I'm choosing not to ask questions."],
        "Inland Revenue"),
    S("amount", "the reunion venue deposit", "reunion", "the deposit for the reunion venue", g_money(300, 1200, 10), [
        "The deposit for the reunion venue is {v}, and guess who's been asked to front it until the kitty catches up."],
        "the reunion committee"),
    S("amount", "the cat's vet bill", "pets", "the cat's vet bill", g_money(140, 700, 1, cents=True), [
        "The cat's vet bill came to {v} for bloods and a dental check. She's worth it, but don't tell her."],
        "the vet clinic"),
    # ---- phone
    S("phone", "the physio clinic's phone number", "knee", "the physio clinic", g_land, [
        "The physio clinic's number is {v}; Heather has to ring to book her first session once the date is confirmed."],
        "Harbourside Physiotherapy", "Do you have a number for the physio clinic, in case you need to rebook?"),
    S("phone", "the agent's mobile", "house", "our agent's mobile", g_mobile, [
        "Our agent's mobile is {v}, and I'm told to ring any time, which I suspect is not literally true."],
        "Taieri & City Realty"),
    S("phone", "the campervan company's number", "van", "the campervan company", g_0800, [
        "The campervan company's freephone is {v}, for breakdowns and general panics."],
        "Southern Lakes Campers"),
    S("phone", "the auto electrician's number", "car", "the auto electrician", g_land, [
        "The auto electrician is on {v}; he said to ring before eight or after four, as he's under cars the rest of the day."],
        "Otago Auto Electrical"),
    S("phone", "Lorraine the neighbour's mobile", "pets", "Lorraine next door", g_mobile, [
        "Lorraine next door gave me her mobile, {v}, for when the dog gets out, which is roughly daily."],
        "Lorraine"),
    S("phone", "the choir secretary's number", "choir", "the choir secretary", g_mobile, [
        "If I can't make rehearsal I'm meant to text the choir secretary on {v}."],
        "the choir secretary"),
    S("phone", "the reunion organiser's mobile", "reunion", "the reunion organiser", g_mobile, [
        "For reunion queries everyone is supposed to ring the organiser on {v}, who will regret putting that on the flyer."],
        "the reunion committee"),
    S("phone", "the after-hours vet", "pets", "the after-hours vet", g_land, [
        "The after-hours vet is {v}; I've stuck it on the fridge given the cat's age."],
        "the after-hours vet"),
    S("phone", "the practice nurse line", "health", "the practice nurse", g_land, [
        "The practice nurse has a direct line, {v}, for blood pressure questions, which is handy."],
        "Roslyn Family Medical"),
    S("phone", "the accountant's office number", "money", "the accountant's office", g_land, [
        "The accountant's office number is {v}; they close at four on Fridays, apparently."],
        "Stuart Street Accounting"),
    # ---- address
    S("address", "the physio clinic's address", "knee", "the physio clinic",
      g_addr(DUN_STREETS, DUN_SUBURBS), [
          "The physio clinic is at {v}, which at least has flat parking right outside."],
      "Harbourside Physiotherapy"),
    S("address", "the old Roslyn house", "house", "the Roslyn house",
      g_addr(["Highgate", "Belleknowes Road", "Drivers Road", "Nairn Street", "Ross Street", "Leven Street",
              "Tolcarne Avenue", "Queens Drive"], ["Roslyn"]), [
          "For the listing, the Roslyn house is {v}; the agent wants the number on the letterbox repainted."],
      "Taieri & City Realty", "What's the exact address of the Roslyn house, for the paperwork?"),
    S("address", "the new townhouse in Mosgiel", "house", "the new place in Mosgiel",
      g_addr(["Gordon Road", "Factory Road", "Reid Avenue", "Carncross Street", "Gladstone Road", "Church Street",
              "Murray Street", "Quarry Road"], ["Mosgiel"], unit=True), [
          "The new place in Mosgiel is {v}: three bedrooms, all on one level, and a garden I can actually manage."],
      "Cargill Law"),
    S("address", "the campervan depot in Christchurch", "van", "the campervan depot",
      g_addr(["Orchard Road", "Russley Road", "Memorial Avenue", "Sir William Pickering Drive", "Wairakei Road"],
             ["Harewood", "Burnside", "Russley", "Bishopdale"]), [
          "The campervan depot is at {v}, near the airport, so we'll fly up and get a taxi across."],
      "Southern Lakes Campers"),
    S("address", "the reunion motel in Oamaru", "reunion", "the motel in Oamaru",
      g_addr(["Thames Street", "Severn Street", "Wansbeck Street", "Tyne Street", "Eden Street"], ["Oamaru"]), [
          "We've booked a room for the reunion weekend at a motel at {v}, walking distance from everything."],
      "the motel"),
    S("address", "the Triumph parts supplier", "car", "the parts supplier",
      g_addr(["Crawford Street", "Hillside Road", "Kaikorai Valley Road", "Strathallan Street", "Hope Street"],
             ["South Dunedin", "Green Island", "Burnside", "Central Dunedin"]), [
          "The parts supplier who specialises in old British cars is at {v}; I'll pop in on Friday with my shopping list."],
      "British Car Parts Otago"),
    S("address", "the accountant's office", "money", "the accountant's office",
      g_addr(["Stuart Street", "Princes Street", "Moray Place", "Dowling Street", "Lower Stuart Street"], [],
             level=True), [
          "The accountant's office is at {v}; there's a lift, thank goodness, for when Heather comes along."],
      "Stuart Street Accounting"),
    S("address", "the choir's new rehearsal venue", "choir", "the new rehearsal venue",
      g_addr(["Moray Place", "Great King Street", "Filleul Street", "Royal Terrace", "Heriot Row"], []), [
          "Rehearsals are moving to a new venue at {v} while Knox has its roof fixed."],
      "the Otago Chorale"),
    S("address", "Fiona's new house in Christchurch", "grandkids", "Fiona's new house",
      g_addr(["Papanui Road", "Innes Road", "Office Road", "Holmwood Road", "Rossall Street"],
             ["Merivale", "Fendalton", "St Albans"]), [
          "Fiona and Dave have moved; the new house is {v}, so Isla and Jack are now walking distance to school."],
      "Fiona"),
    # ---- id
    S("id", "Heather's NHI number", "knee", "Heather's NHI number", g_nhi, [
        "Heather's NHI number is {v}; every form at the hospital wants it, so I'm writing it everywhere."],
        "Mercy Hospital"),
    S("id", "Graeme's NHI number", "health", "my NHI number", g_nhi, [
        "My own NHI number, for when the pharmacy asks: {v}."],
        "Roslyn Family Medical"),
    S("id", "the campervan booking reference", "van", "the campervan booking reference",
      lambda r: f"SLC-{r.randint(10000, 99999)}", [
          "The campervan booking reference is {v}; we need to quote it at the depot."],
      "Southern Lakes Campers"),
    S("id", "Graeme's flight to Wellington", "grandkids", "my flight up to Wellington",
      lambda r: r.choice([f"NZ {r.randint(600, 699)}", f"NZ{r.randint(5700, 5799)}", f"JQ {r.randint(200, 299)}"]), [
          "I'm booked on {v} up to Wellington for Mere's birthday; Heather will follow once her knee allows."],
      "Air New Zealand"),
    S("id", "the Herald's number plate", "car", "the Herald's number plate",
      lambda r: "".join(r.choice(_L) for _ in range(2)) + str(r.randint(1000, 9999)), [
          "The Herald's number plate is {v}; the original plates, which I'm absurdly pleased about."],
      "Waka Kotahi"),
    S("id", "the house insurance policy number", "house", "the house insurance policy number",
      lambda r: f"HP {r.randint(1000, 9999)} {r.randint(1000, 9999)}", [
          "The house insurance policy number is {v}; the lawyer wants it before settlement."],
      "the insurer"),
    S("id", "Graeme's IRD number", "money", "my IRD number",
      lambda r: f"{r.randint(100, 139)}-{r.randint(100, 999)}-{r.randint(100, 999)}", [
          "My IRD number is {v}, for the accountant's forms."],
      "Inland Revenue"),
    S("id", "Graeme's KiwiSaver member number", "money", "my KiwiSaver member number",
      lambda r: f"KS{r.randint(1000000, 9999999)}", [
          "My KiwiSaver member number is {v}, if we need to ring the provider about the withdrawal."],
      "the KiwiSaver provider"),
    S("id", "the parts order number", "car", "the parts order number",
      lambda r: f"ORD-{r.randint(20000, 89999)}-{r.choice('BCDKT')}", [
          "The parts order number for the brake cylinders is {v}, in case they go missing in the post."],
      "British Car Parts Otago"),
    S("id", "Heather's hospital booking reference", "knee", "Heather's hospital booking reference",
      lambda r: f"MH/{r.randint(10, 99)}/{r.randint(10000, 99999)}", [
          "Heather's hospital booking reference is {v}, printed at the top of the admission letter."],
      "Mercy Hospital Admissions"),
    # ---- decision
    S("decision", "which campervan they chose", "van", "the campervan",
      _choice(["the hi-top Sprinter", "the little two-berth Hiace", "the six-metre Ducato with the back lounge"]), [
          "We've plumped for {v} in the end; Heather wanted a proper bed that doesn't need assembling every night.",
          "After far too much deliberation we're going with {v}. The step height settled it."],
      "Southern Lakes Campers", "Did you two settle on which van to hire?"),
    S("decision", "how to sell the Roslyn house", "house", "how to sell the house",
      _choice(["sale by deadline treaty", "an auction on site", "a tender closing at noon"]), [
          "We've decided to go with {v} rather than putting a price on it. The agent was delighted, which makes me slightly suspicious."],
      "Taieri & City Realty"),
    S("decision", "the Herald's paint colour", "car", "the Herald's paint colour",
      _choice(["Signal Red", "Wedgwood Blue", "Conifer Green", "Valencia Blue"]), [
          "The Herald is going to be {v}. Final answer. Heather was consulted and graciously agreed.",
          "I've told the paint shop: {v}, the original factory colour, no metallic nonsense."],
      "the paint shop"),
    S("decision", "what to do with the piano", "house", "the piano",
      _choice(["give the piano to the Chorale", "ship the piano up to Callum", "keep the piano and sell the dining suite"]), [
          "We've agreed to {v}; it won't fit in the Mosgiel place as things stand and I couldn't bear to see it go to strangers."],
      "the movers"),
    S("decision", "the reunion venue choice", "reunion", "the reunion venue",
      _choice(["the Kakanui community hall", "the Weston rugby clubrooms", "the old Totara school hall"]), [
          "The committee voted and we're holding the reunion at {v}. It has a proper kitchen and enough parking."],
      "the reunion committee"),
    S("decision", "Graeme's KiwiSaver fund decision", "money", "my KiwiSaver fund",
      _choice(["switch to the conservative fund", "stay in the balanced fund", "move half into a term deposit"]), [
          "I've decided to {v}. At my age I'd rather sleep at night than chase returns."],
      "the KiwiSaver provider"),
    S("decision", "what the garden spends the spare money on", "garden", "the spare garden money",
      _choice(["a second worm farm", "raised beds along the north fence", "a tool shed with a proper lock"]), [
          "The committee voted on the spare money and it's going on {v}. I'd have voted the same, for once."],
      "the garden committee"),
    # ---- preference
    S("preference", "seat preference on flights", "grandkids", "seats on flights",
      _choice(["aisle seats", "a window seat over the wing", "the exit row"]), [
          "For the record, I always want {v} when I fly; my legs were not designed for economy.",
          "Whenever we book flights, {v} please; it's the only way I arrive in one piece."],
      "Air New Zealand", "When you book flights, do you have a seat preference?"),
    S("preference", "when Graeme likes appointments", "health", "appointment times",
      _choice(["morning appointments before ten", "anything after two o'clock"]), [
          "I've asked the practice to give me {v} where they can; I'm no good after that."],
      "Roslyn Family Medical"),
    S("preference", "where they like to camp", "van", "where we camp",
      _choice(["DOC campsites over holiday parks", "powered sites with a laundry"]), [
          "We both prefer {v}; quieter, and you can actually hear the birds in the morning."],
      "Southern Lakes Campers"),
    S("preference", "how the agent should contact him", "house", "how the agent contacts me",
      _choice(["email rather than phone calls", "a text before any viewing"]), [
          "I've asked the agent for {v}; I can't think straight with someone talking at me."],
      "Taieri & City Realty"),
    S("preference", "where Graeme stands in the choir", "choir", "where I stand in the basses",
      _choice(["the end of the back row", "right next to the piano"]), [
          "I much prefer standing at {v}; I can hear the others and nobody can see me turn the wrong page."],
      "the Otago Chorale"),
    S("preference", "Heather's preference for her hospital room", "knee", "Heather's hospital room",
      _choice(["a bed by the window", "a single room if one is going"]), [
          "Heather has asked for {v}; she says she'll go mad otherwise, and I believe her."],
      "Mercy Hospital"),
    S("preference", "presents for the grandkids", "grandkids", "presents for the mokopuna",
      _choice(["books rather than plastic toys", "experiences instead of stuff"]), [
          "Fiona's asked that we stick to {v} for the kids this year, which suits me fine."],
      "Fiona"),
    # ---- constraint
    S("constraint", "Heather's drug allergy", "knee", "Heather's allergies",
      _choice(["allergic to penicillin", "allergic to codeine", "allergic to sticking plaster"]), [
          "Heather is {v}; it's on every form, but I want it written down here as well.",
          "Important, and I'll keep saying it: Heather is {v}."],
      "Mercy Hospital", "Does Heather have any allergies the hospital needs to know about?"),
    S("constraint", "food to avoid with Graeme's blood pressure pills", "health", "my blood pressure pills",
      _choice(["no grapefruit juice", "no liquorice at all"]), [
          "The pharmacist was very firm about the new pills: {v}. I hadn't realised that was a thing."],
      "the pharmacy"),
    S("constraint", "Jack's food allergy", "grandkids", "Jack's allergy",
      _choice(["no peanuts whatsoever", "no egg of any kind"]), [
          "When Jack stays, it's {v}; he carries an EpiPen and Fiona checks every label twice."],
      "Fiona"),
    S("constraint", "Heather's post-op restriction", "knee", "Heather after the operation",
      _choice(["no stairs for six weeks", "no driving for six weeks"]), [
          "The surgeon's rule after the op is {v}, which rather settles where she'll be sleeping."],
      "Mercy Hospital"),
    S("constraint", "the campervan hire restriction", "van", "the hire agreement",
      _choice(["never on unsealed roads", "never on the Skippers Road"]), [
          "The hire agreement is very clear: {v}, or the insurance is void."],
      "Southern Lakes Campers"),
    S("constraint", "the cat's diet", "pets", "the cat's diet",
      _choice(["never any tuna", "renal biscuits only"]), [
          "The vet's rule for the cat now is {v}, on account of her kidneys."],
      "the vet clinic"),
    S("constraint", "cousin Marion's dietary rule at the reunion", "reunion", "cousin Marion's diet",
      _choice(["strictly gluten-free", "no pork whatsoever"]), [
          "For the reunion catering, cousin Marion is {v}, and she will check."],
      "the reunion committee"),
]

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6, "decision": 4,
               "preference": 4, "constraint": 3}
CORRIGIBLE = ("person", "date", "amount", "phone", "address", "id")

# --------------------------------------------------------------------------------------------------------------------
# Per-kind statement templates.  {v} value, {name}/{Name} what it is, {yname} the assistant's view, {sender}
# --------------------------------------------------------------------------------------------------------------------

KT = {
    "person": {
        "plain": ["Just so it's written down somewhere: {name} is {v}.",
                  "Right, {name}. It's {v}. I keep wanting to call them something else entirely.",
                  "We have a name at last for {name}: {v}."],
        "value_first": ["{v}. That's the name I was trying to remember yesterday: {name}.",
                        "{v}, for the record, is {name}. Nice manner on the phone, too."],
        "email": ["Got this email {when}, pasting it in:\n\n\"Kia ora Graeme,\nJust a quick note to introduce myself; I'll be your contact at {sender} from here on. Please don't hesitate to get in touch if anything comes up.\nNga mihi,\n{v}\"\n\nThat's reassuring, I suppose.",
                  "This arrived in the inbox:\n\nFrom: {v}\nSubject: Introduction\n\"Hi Graeme, I'm taking over as {yname} and wanted to say hello before we meet.\"\n\nVery civil."],
        "question": ["Do you think it would be out of line to ring {v} directly? That's {name}. I don't want to be a nuisance.",
                     "Should I send {v} a thank-you card, do you think? ({Name}.) Heather thinks it's a bit much."],
        "reported": ["Heather tells me {name} is going to be {v}; she got it from the receptionist.",
                     "{fname} says {name} is {v} now, and that they're very good."],
        "paren": ["I spent most of the morning on the phone (to {v}, {name}, who was extremely patient with me) and the rest of it in the garden."],
        "answer": ["It's {v}. Took me a minute to remember.", "{v}, I'm fairly sure. Yes."],
        "list": ["- {name}: {v}"],
    },
    "pet": {
        "plain": ["{Name} is called {v}, for the record.", "Forgot to say: {name} goes by {v}."],
        "value_first": ["{v}: that's {name}. Don't laugh.", "{v}. That's what {name} answers to, or rather ignores."],
        "question": ["Is {v} a ridiculous name for {name}, or is it just me?",
                     "Do you think {v} suits {name}? Heather has doubts."],
        "reported": ["Heather insists I tell you {name} is called {v}, since I keep calling it 'the creature'.",
                     "{fname} informs me {name} is called {v}."],
        "paren": ["I sat out in the sun (with {name}, {v}, supervising) and read the paper cover to cover."],
        "answer": ["{v}. Don't ask.", "{v}, believe it or not."],
        "list": ["- {name} is called {v}"],
    },
    "date": {
        "plain": ["{Name} is on {v}.", "We've got a date for {name}: {v}."],
        "value_first": ["{v}: that's {name}. Circle it.", "{v}! Finally a date for {name}."],
        "email": ["Here's the confirmation from {sender}:\n\n\"Dear Mr Rutherford,\nThis is to confirm {yname} on {v}. Please arrive fifteen minutes early and bring this letter with you.\nKind regards,\n{sender}\"\n\nFifteen minutes early. We'll be there half an hour early, knowing us.",
                  "Text from {sender} {when}: \"Reminder: {yname} is {v}. Reply Y to confirm.\" I replied Y, then worried I'd replied to a scam."],
        "question": ["Is {v} going to clash with anything, do you think? That's when {name} is.",
                     "Would {v} be too tight for {name}, given everything else going on?"],
        "reported": ["Heather says {name} is on {v}; she's written it on the calendar in red.",
                     "{fname} rang to say {name} is happening on {v}."],
        "paren": ["We walked along St Clair (and before I forget, {name} is {v}) before the rain came in."],
        "answer": ["{v}. It's on the fridge.", "It's {v}, if memory serves, and it does, because I checked twice."],
        "list": ["- {name}: {v}"],
        "form": ["Copying from the letter:\nEvent: {Name}\nDate: {v}\nTime: {time}\nPlease bring: photo ID\n\nAll fairly standard."],
    },
    "amount": {
        "plain": ["The figure for {name} is {v}.", "We've got a number for {name} at last: {v}."],
        "value_first": ["{v}. That's what {name} is going to set us back.", "{v}, for {name}. I nearly fell off my chair."],
        "email": ["The quote came through from {sender}:\n\n\"Hi Graeme,\nAs discussed, the figure for {yname} is {v}. Let me know if you'd like to go ahead.\nCheers\"\n\nThoughts?",
                  "Email from {sender} {when}: \"Please note the amount for {yname} is {v}. Payment details below.\" Well, there it is."],
        "question": ["Does {v} sound reasonable for {name}, or am I being taken for a ride?",
                     "Is {v} about the going rate for {name}, do you think?"],
        "reported": ["Heather says {name} will be {v}, which is less than she'd feared.",
                     "{fname} reckons {name} comes to {v}, near enough."],
        "paren": ["I did the sums at the kitchen table ({name}: {v}, ouch) and then went for a walk to calm down."],
        "answer": ["{v}. Not cheap, but there we are.", "It came to {v} all up."],
        "list": ["- {name}: {v}"],
        "form": ["Receipt, more or less as printed:\n{sender}\nRe: {Name}\nAmount: {v}\nPaid by: EFTPOS at {time}\nThank you!"],
    },
    "phone": {
        "plain": ["The number for {name} is {v}.", "{Name}'s number, before I lose the scrap of paper: {v}."],
        "value_first": ["{v}: that's {name}. Put it somewhere safe, would you?",
                        "{v}. That's {name}. Don't ask me why I can never remember it."],
        "email": ["Got a text {when}:\n\n\"Hi Graeme, it's {sender} here. Best number to reach us is {v}. Cheers\"\n\nGood to have.",
                  "The email signature from {sender} has it: \"Ph {v}\". Small print, naturally."],
        "question": ["Should I ring {name} back on {v}, or wait for them to call me?",
                     "Is it too early to call {v}? That's {name}, and it's only {time}."],
        "reported": ["Heather says the number for {name} is {v}; she got it off a fridge magnet.",
                     "{fname} passed on the number for {name}: {v}."],
        "paren": ["I rang {name} ({v}, if you ever need it) and got put on hold to Vivaldi for twenty minutes."],
        "answer": ["It's {v}.", "{v}. I've got it on the back of an envelope here."],
        "list": ["- ring {name}: {v}"],
        "form": ["From the business card:\n{sender}\nPh: {v}\nOpen Mon-Fri 8.30am to 5pm"],
    },
    "address": {
        "plain": ["{Name} is at {v}.", "For the record, the address for {name} is {v}."],
        "value_first": ["{v}: that's {name}. I'll need it for the GPS.", "{v}. That's where {name} is."],
        "email": ["The email from {sender} says: \"...our address is {v}. There's parking out the back.\" Parking out the back, good.",
                  "Pasting the relevant bit of the letter:\n\n\"Location: {v}\"\n\nNo map, naturally."],
        "question": ["How long would it take to get to {v} from Roslyn, do you think? That's {name}.",
                     "Is {v} near the big roundabout? That's {name}, and I can never picture it."],
        "reported": ["Heather says {name} is at {v}; she's been before, apparently.",
                     "{fname} tells me {name} is at {v}."],
        "paren": ["I dropped the paperwork round to {name} ({v}, next to a dairy) on the way home."],
        "answer": ["It's {v}.", "{v}. I had to look it up."],
        "list": ["- {name}: {v}"],
        "form": ["From the form I'm filling in:\nLocation: {Name}\nAddress: {v}\nContact: G. Rutherford, {landline}"],
    },
    "id": {
        "plain": ["{Name} is {v}.", "Writing this down so I can find it again: {name} is {v}."],
        "value_first": ["{v}: that's {name}. I'll never remember it otherwise.", "{v}. {Name}, in case it's needed."],
        "email": ["Confirmation from {sender}:\n\n\"Kia ora Graeme, thank you. For {yname}: {v}. Please quote this in all correspondence.\"\n\nQuote it in all correspondence. Righto.",
                  "Text from {sender}: \"{Yname}: {v}. Please keep this for your records.\" Keeping it here, then."],
        "question": ["Do I need {v} when I ring them, do you think? That's {name}.",
                     "Would {v} be what they want in the box on the form? It's {name}."],
        "reported": ["Heather read out {name} for me: {v}.", "{fname} says {name} is {v}."],
        "paren": ["I filled in the online form (with {name}, {v}, dug out of the filing cabinet) and then the website crashed."],
        "answer": ["{v}. Found it.", "It's {v}."],
        "list": ["- {name}: {v}"],
        "form": ["Screenshot text, roughly:\n{sender}\n{Yname}: {v}\nStatus: Confirmed\nUpdated {time}"],
    },
    "decision": {
        "plain": ["We've decided on {name}: {v}.", "Decision made on {name}: {v}. No more dithering."],
        "value_first": ["'{v}': that's our decision on {name}, and we're sticking to it.", "\"{v}\". That's where we landed on {name}, after a week of dithering."],
        "email": ["What I wrote to {sender}:\n\n\"Hi there, after a lot of back and forth we've settled it: {v}. Happy to discuss.\nRegards, Graeme\"\n\nSent. No going back now."],
        "question": ["Do you think {v} was the right call on {name}? It's done now, mind you."],
        "reported": ["Heather says we're going with {v} for {name}, and I've learned not to argue."],
        "paren": ["After dinner (we settled {name}, by the way: {v}) we watched the news and went to bed."],
        "answer": ["{v}. We talked it through over a cup of tea.", "We went with {v}."],
        "list": ["- {name}: {v} (decided!)"],
    },
    "preference": {
        "plain": ["When it comes to {name}, it's {v} for me, every time.", "On {name}: {v}, always, if there's a choice."],
        "value_first": ["'{v}': that's my strong preference on {name}, if anyone asks."],
        "email": ["Note I sent {sender}:\n\n\"...and as for {yname}, {v} please, if at all possible. Thanks very much.\"\n\nHopefully they pay attention."],
        "question": ["Is it unreasonable to insist on {v} for {name}?"],
        "reported": ["Heather says that on {name} I always want {v}, and she's right, as usual."],
        "paren": ["I've sorted the booking (with {v}, naturally; you know my views on {name}) and I'm waiting on the confirmation."],
        "answer": ["{v}, please.", "Definitely {v}."],
        "list": ["- {name}: {v}"],
    },
    "constraint": {
        "plain": ["Important, re {name}: {v}.", "One hard rule on {name}: {v}."],
        "value_first": ["'{v}'. That's non-negotiable for {name}.", "Three words for {name}, well, a few: {v}."],
        "email": ["From the printed sheet {sender} gave us:\n\n\"IMPORTANT: {v}.\"\n\nUnderlined twice, in red."],
        "question": ["Is it worth writing '{v}' on a card and sticking it on the fridge? That's the rule for {name}."],
        "reported": ["Heather made me promise to pass this on about {name}: {v}."],
        "paren": ["We sorted the week's menu (bearing in mind {name}: {v}) and then argued about pudding."],
        "answer": ["Yes: {v}. That's the big one.", "Just the one: {v}."],
        "list": ["- {name}: {v} !!"],
    },
}

ASK = {
    "person": "By the way, do you know yet who {yname} will be?",
    "pet": "Out of interest, what's {yname} called?",
    "date": "When is {yname} again? I don't think you've said.",
    "amount": "Did you get a figure for {yname} in the end?",
    "phone": "Do you have a number for {yname}, in case you need it in a hurry?",
    "address": "What's the address for {yname}, out of interest?",
    "id": "Have you got {yname} handy? It might be worth noting down.",
    "decision": "Did you and Heather come to a decision about {yname}?",
    "preference": "Do you have a preference when it comes to {yname}?",
    "constraint": "Are there any hard rules I should keep in mind about {yname}?",
}
ASK_PRE = ["Oh, and while I think of it: ", "Unrelated, but ", "One more thing: ", "Before I forget, ", ""]

ECHO = {
    "person": ["Noted: {v} is {yname}.", "Got it, {v}.", "{v}. I'll remember that."],
    "pet": ["{v} is a wonderful name.", "{v}! Noted.", "Ha, {v} suits {yname} perfectly, I'm sure."],
    "date": ["Noted: {yname} on {v}.", "{v}, got it.", "So {v} for {yname}. I'll keep that in mind."],
    "amount": ["So {v} for {yname}.", "{v}, noted.", "Right, {v}. That's a useful number to have."],
    "phone": ["Got it: {v} for {yname}.", "Noted, {v}.", "{v}. Saved."],
    "address": ["Right: {yname} at {v}.", "{v}, noted.", "Got it, {v}."],
    "id": ["Noted: {yname} is {v}.", "{v}, got it.", "I'll keep {v} on hand."],
    "decision": ["{v} it is, then.", "Noted: {v}.", "Sounds like {v} was a sensible call."],
    "preference": ["Noted: {v} for {yname}.", "{v}, understood.", "Good to know: {v}."],
    "constraint": ["Important one, noted: {v}.", "Understood: {v}.", "Got it: {v}. I'll keep that front of mind."],
}
ACK = ["Got it, thanks for letting me know.", "Noted.", "That's helpful to have written down.", "Thanks, I'll keep that in mind.",
       "Good to have that pinned down.", "Understood.", "Thanks for passing that on."]
Q_ACK = ["I don't think that's unreasonable at all.", "That seems perfectly sensible to me.",
         "I'd say go for it; worst case, they'll redirect you.", "It sounds fine to me, though you know the people involved better than I do.",
         "Honestly, I think you're overthinking it, in the nicest way."]

CORR = {
    "person": [("explicit", "Correction, sorry: {name} is {v}, not {old}. I'd muddled two names from the same letter."),
               ("explicit", "Scrap what I told you earlier: it's {v}, not {old}, for {name}."),
               ("implicit", "Change of personnel: {name} is now {v}; the previous one has gone on extended leave."),
               ("implicit", "They've reshuffled things at their end, so {name} will be {v} from here on."),
               ("cue", "Update on {name}: {v}, from now on.")],
    "date": [("explicit", "Actually, {name} is {v}, not {old}. I'd read the letter wrong."),
             ("explicit", "I gave you the wrong date: {name} is {v}, not {old}."),
             ("implicit", "They've moved {name} to {v}."),
             ("implicit", "{Name} has been shifted to {v}, so everything else needs a reshuffle."),
             ("cue", "New date for {name}: {v}."),
             ("cue", "Heads up: {name} is now {v}.")],
    "amount": [("explicit", "I had the figure wrong for {name}: it's {v}, not {old}."),
               ("explicit", "Ignore the earlier number for {name}; it's {v}, not {old}. I'd misread the quote."),
               ("implicit", "The revised figure for {name} came through: {v}."),
               ("implicit", "{Name} has changed, would you believe: {v} now, after they redid the sums."),
               ("cue", "Update on {name}: {v}.")],
    "phone": [("explicit", "Ignore the old number for {name} ({old}); it's {v} now."),
              ("explicit", "The number I gave you for {name} was wrong: it's {v}, not {old}."),
              ("implicit", "{Name} has a new number as of this week: {v}."),
              ("cue", "New number for {name}: {v}.")],
    "address": [("explicit", "I gave you the wrong address for {name}: it's {v}, not {old}."),
                ("implicit", "Turns out the address for {name} is actually {v}; the website was out of date."),
                ("cue", "New address for {name}: {v}.")],
    "id": [("explicit", "The one I gave you for {name} was wrong: it's {v}, not {old}. Transposed digits, as usual."),
           ("implicit", "They've reissued {name}; it's {v} now."),
           ("cue", "Updated {name}: {v}.")],
}
CORR_EMAIL = ["Email from {sender} {when}:\n\n\"Kia ora Graeme, just a quick note to let you know that {yname} has changed: it is now {v}. Apologies for any confusion.\"\n\nWell, that's that.",
              "Text from {sender}: \"Hi Graeme, please note updated details for {yname}: {v}. Thanks!\" Nothing is ever simple."]
CORR_ACK = ["Thanks for the correction; I'll go with {v} from now on.", "Good catch. Noted: {v} for {yname}.",
            "Ah, that changes things a little. Thanks for updating me.", "Updated, thanks.",
            "Noted: {yname} is now {v}."]

STYLES = ["plain", "plain", "value_first", "buried", "buried", "email", "sms", "list", "question", "reported", "paren",
          "answer", "form"]
NO_STYLE = {"pet": {"email", "form"}, "person": {"form"}, "decision": {"form"}, "preference": {"form"},
            "constraint": {"form"}}

LIST_LEADS = ["A few things to jot down from today:", "My list for the week, so I don't lose it:",
              "Notes from this morning, in no particular order:", "To-do and to-remember:"]
SMS_LEADS = ["sorry typing on my phone in the carpark: ", "quick one from the phone - ", "on the bus so excuse typos. ",
             "txt from the waiting room: "]
_SMS_MAP = [(r"\byou\b", "u"), (r"\bYou\b", "u"), (r"\bare\b", "r"), (r"\b[Tt]hanks\b", "thx"), (r"\btomorrow\b", "tmrw"),
            (r"\bbecause\b", "cos"), (r"\bplease\b", "pls"), (r"\bwith\b", "w"), (r"\band\b", "&"), (r"\bI'm\b", "im"),
            (r"\bdon't\b", "dont"), (r"\bit's\b", "its"), (r"\bthat's\b", "thats"), (r"\btonight\b", "tonite"),
            (r"\bbefore\b", "b4"), (r"\babout\b", "abt"), (r"\bwould\b", "wd"), (r"\bsomething\b", "smth")]
_SENT = "\x00"
_STOP = {"about", "which", "there", "their", "would", "could", "should", "heather", "graeme", "that's", "these", "those",
         "after", "before", "every", "really", "still", "quite", "things", "thing", "being", "where", "while"}


def _smsify(rng, text):
    parts = text.split(_SENT)
    out = []
    for i, p in enumerate(parts):
        if i % 2 == 1:  # protected value
            out.append(p)
            continue
        q = p
        for pat, rep in _SMS_MAP:
            q = re.sub(pat, rep, q)
        q = q.replace("; ", " ").replace(". ", " - ").rstrip(".")
        words = q.split(" ")
        cands = [j for j, w in enumerate(words) if len(w) >= 5 and w.isalpha()]
        if cands and rng.random() < 0.7:
            j = rng.choice(cands)
            w = words[j]
            k = rng.randint(1, len(w) - 3)
            words[j] = w[:k] + w[k + 1] + w[k] + w[k + 2:]
        q = " ".join(words)
        if i == 0:
            q = q[:1].lower() + q[1:]
        out.append(q)
    return "".join(out)


def _flip(s):
    s = re.sub(r"\bour\b", "your", s)
    s = re.sub(r"\bmy\b", "your", s)
    s = re.sub(r"\bwe\b", "you", s)
    s = re.sub(r"\bI\b", "you", s)
    return s


def _cap(s):
    return s[:1].upper() + s[1:]


# --------------------------------------------------------------------------------------------------------------------
# Generator
# --------------------------------------------------------------------------------------------------------------------


class _Gen:
    def __init__(self, rng):
        self.rng = rng
        self.recent = {k: [] for k in THREADS}

    def sent(self, thread, role="U"):
        """A thread sentence, avoiding the most recently used ones."""
        rng = self.rng
        pool = THREADS[thread][role]
        key = (thread, role)
        rec = self.recent.setdefault(key, [])
        for _ in range(8):
            i = rng.randrange(len(pool))
            if i not in rec:
                break
        rec.append(i)
        if len(rec) > (len(pool) * 3) // 4:
            rec.pop(0)
        return _fill(rng, pool[i])

    def ai_sent(self, thread, user_text):
        """An assistant sentence for ``thread``, preferring ones that share words with what the user just said."""
        rng = self.rng
        pool = THREADS[thread]["A"]
        words = {w for w in re.findall(r"[a-z]{5,}", user_text.lower())} - _STOP
        rec = self.recent.setdefault((thread, "A"), [])
        weights = []
        for i, a in enumerate(pool):
            ov = len(words & set(re.findall(r"[a-z]{5,}", a.lower())))
            weights.append((0.15 if i in rec else 1.0) * (1 + 6 * ov))
        i = rng.choices(range(len(pool)), weights)[0]
        rec.append(i)
        if len(rec) > len(pool) // 2:
            rec.pop(0)
        return _fill(rng, pool[i])

    def user_filler(self, thread):
        rng = self.rng
        if rng.random() < 0.06:
            return _fill(rng, rng.choice(U_SHORT)) + " " + self.sent(thread)
        parts = []
        if rng.random() < 0.45:
            parts.append(_fill(rng, rng.choice(U_OPEN)))
        k = rng.choices([1, 2, 3, 4], weights=[2, 5, 4, 1])[0]
        for _ in range(k):
            s = self.sent(thread)
            if s not in parts:
                parts.append(s)
        if rng.random() < 0.08:
            parts.append(self.sent("daily"))
        if rng.random() < 0.4:
            parts.append(_fill(rng, rng.choice(U_CLOSE)))
        return " ".join(parts)

    def ai_filler(self, thread, user_text=""):
        rng = self.rng
        if any(user_text.startswith(x) for x in U_SHORT[:2] + U_SHORT[5:]):
            return rng.choice(A_SHORT) + " " + self.ai_sent(thread, user_text)
        parts = []
        if rng.random() < 0.55:
            parts.append(rng.choice(A_OPEN))
        k = rng.choices([1, 2, 3], weights=[4, 5, 1])[0]
        for _ in range(k):
            s = self.ai_sent(thread, user_text)
            if s not in parts:
                parts.append(s)
        if rng.random() < 0.25:
            parts.append(rng.choice(A_CLOSE))
        return " ".join(parts)


def _ctx(spec, v):
    name = spec["name"]
    return {"v": v, "name": name, "Name": _cap(name), "yname": _flip(name), "Yname": _cap(_flip(name)),
            "sender": spec["sender"]}


def _fact_user(g, spec, v, style):
    rng = g.rng
    kind, thread = spec["kind"], spec["thread"]
    ctx = _ctx(spec, v)
    kt = KT[kind]

    def core_or(kstyle):
        if spec["core"] and (rng.random() < 0.55 or kstyle not in kt):
            return _fill(rng, rng.choice(spec["core"]), ctx)
        return _fill(rng, rng.choice(kt[kstyle]), ctx)

    if style == "plain":
        parts = [_fill(rng, rng.choice(U_OPEN))] if rng.random() < 0.4 else []
        parts.append(core_or("plain"))
        if rng.random() < 0.7:
            parts.append(g.sent(thread))
        if rng.random() < 0.3:
            parts.append(_fill(rng, rng.choice(U_CLOSE)))
        return " ".join(parts)
    if style == "value_first":
        return " ".join([_fill(rng, rng.choice(kt["value_first"]), ctx), g.sent(thread)])
    if style == "buried":
        pre = [g.sent(thread) for _ in range(rng.randint(1, 2))]
        return " ".join(pre + [core_or("plain"), g.sent(thread)])
    if style == "email":
        return _fill(rng, rng.choice(kt["email"]), ctx)
    if style == "sms":
        sctx = dict(ctx, v=_SENT + v + _SENT)
        base = core_or("plain") if not spec["core"] else _fill(rng, rng.choice(spec["core"]), sctx)
        if _SENT not in base:
            base = _fill(rng, rng.choice(kt["plain"]), sctx)
        return rng.choice(SMS_LEADS) + _smsify(rng, base)
    if style == "list":
        items = [_fill(rng, it) for it in rng.sample(LIST_ITEMS, rng.randint(2, 4))]
        fact_item = _fill(rng, rng.choice(kt["list"]), ctx)
        items.insert(rng.randint(0, len(items)), fact_item.lstrip("- "))
        return rng.choice(LIST_LEADS) + "\n" + "\n".join("- " + it for it in items)
    if style == "question":
        return " ".join([g.sent(thread), _fill(rng, rng.choice(kt["question"]), ctx)])
    if style == "reported":
        if spec["core"] and rng.random() < 0.35:
            s = "Heather made me promise to pass this on, so here goes: " + _fill(rng, rng.choice(spec["core"]), ctx)
        else:
            s = _fill(rng, rng.choice(kt["reported"]), ctx)
        return " ".join([s, g.sent(thread)])
    if style == "paren":
        parts = [g.sent(thread)] if rng.random() < 0.5 else []
        parts.append(_fill(rng, rng.choice(kt["paren"]), ctx))
        return " ".join(parts)
    if style == "answer":
        return " ".join([_fill(rng, rng.choice(kt["answer"]), ctx), g.sent(thread)])
    if style == "form":
        return _fill(rng, rng.choice(kt["form"]), ctx) + "\n\n" + g.sent(thread)
    raise ValueError(style)


def _fact_ai(g, spec, v, style, u=""):
    rng = g.rng
    ctx = _ctx(spec, v)
    parts = []
    if rng.random() < 0.4:
        parts.append(rng.choice(A_OPEN))
    if style == "question":
        parts.append(rng.choice(Q_ACK))
    if rng.random() < 0.35:
        echoes = [e for e in ECHO[spec["kind"]] if not (e.startswith("{v}") and v[:1].islower())]
        parts.append(_fill(rng, rng.choice(echoes), ctx))
    else:
        parts.append(rng.choice(ACK))
    if rng.random() < 0.75:
        parts.append(g.ai_sent(spec["thread"], u))
    if rng.random() < 0.2:
        parts.append(rng.choice(A_CLOSE))
    return " ".join(parts)


def _corr_user(g, spec, v, old, style):
    rng = g.rng
    ctx = dict(_ctx(spec, v), old=old)
    kind, thread = spec["kind"], spec["thread"]
    if style == "email":
        return _fill(rng, rng.choice(CORR_EMAIL), ctx) + " " + g.sent(thread)
    opts = CORR[kind]
    mode = rng.choice(sorted({m for m, _ in opts}))
    tpl = rng.choice([t for m, t in opts if m == mode])
    if style == "sms":
        sctx = dict(ctx, v=_SENT + v + _SENT, old=_SENT + old + _SENT)
        return rng.choice(SMS_LEADS) + _smsify(rng, _fill(rng, tpl, sctx))
    line = _fill(rng, tpl, ctx)
    if style == "buried":
        return " ".join([g.sent(thread), line, g.sent(thread)])
    parts = [_fill(rng, rng.choice(U_OPEN))] if rng.random() < 0.4 else []
    parts.append(line)
    if rng.random() < 0.7:
        parts.append(g.sent(thread))
    return " ".join(parts)


def _corr_ai(g, spec, v, u=""):
    rng = g.rng
    ctx = _ctx(spec, v)
    parts = [_fill(rng, rng.choice(CORR_ACK), ctx)]
    if rng.random() < 0.6:
        parts.append(g.ai_sent(spec["thread"], u))
    return " ".join(parts)


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    if turns < 250:
        raise ValueError("turns must be at least 250")
    rng = random.Random(seed)

    # 1. choose specs and values
    chosen = []
    for kind, n in KIND_COUNTS.items():
        pool = [s for s in SPECS if s["kind"] == kind]
        chosen.extend(rng.sample(pool, n))
    used = []

    def draw(spec):
        for _ in range(500):
            v = spec["gen"](rng)
            if all(v not in u and u not in v for u in used):
                used.append(v)
                return v
        raise RuntimeError(f"cannot draw a unique value for {spec['about']}")

    vals = [draw(s) for s in chosen]

    # 2. positions: one fact per slot, min gap 3
    usable = turns - 4
    w = usable // 50
    off = 2 + (usable - 50 * w) // 2
    rng.shuffle(order := list(range(50)))
    positions = [off + i * w + rng.randint(0, w - 3) for i in range(50)]
    fact_turn = {order[i]: positions[i] for i in range(50)}  # chosen index -> turn

    # 3. corrections
    limit = int(turns * 0.9)
    events = set(fact_turn.values())
    elig = sorted(i for i in range(50) if chosen[i]["kind"] in CORRIGIBLE and fact_turn[i] + 50 < limit - 2)
    if len(elig) < n_corrections:
        raise RuntimeError("not enough correctable facts")
    rng.shuffle(elig)
    corr_idx, corr_turn, new_vals = [], {}, {}
    for i in elig:
        if len(corr_idx) == n_corrections:
            break
        cands = [c for c in range(fact_turn[i] + 50, limit) if all(abs(c - e) >= 2 for e in events)]
        if not cands:
            continue
        c = rng.choice(cands)
        events.add(c)
        corr_idx.append(i)
        corr_turn[i] = c
        new_vals[i] = draw(chosen[i])
    if len(corr_idx) < n_corrections:
        raise RuntimeError("no room for the corrections")

    # 4. styles
    style = {}
    for i in range(50):
        t = fact_turn[i]
        opts = [s for s in STYLES if s not in NO_STYLE.get(chosen[i]["kind"], ())]
        if (t - 1) in events:
            opts = [s for s in opts if s != "answer"]
        style[i] = rng.choice(opts)
    cstyle = {i: rng.choice(["plain", "plain", "buried", "sms", "email"]) for i in corr_idx}

    plan = {}
    for i in range(50):
        plan[fact_turn[i]] = ("fact", i)
    for i in corr_idx:
        plan[corr_turn[i]] = ("corr", i)
    ask_at = {fact_turn[i] - 1: i for i in range(50) if style[i] == "answer"}

    all_strings = list(used)  # every value ever planted (incl. stale ones)

    def allowed_at(t):
        if t not in plan:
            return set()
        typ, i = plan[t]
        if typ == "fact":
            return {vals[i]}
        return {vals[i], new_vals[i]}

    # 5. turns
    g = _Gen(rng)
    thread_names = list(THREAD_WEIGHTS)
    weights = [THREAD_WEIGHTS[k] for k in thread_names]
    cur, run_left = rng.choices(thread_names, weights)[0], rng.randint(3, 8)
    out = []
    for t in range(turns):
        if t in plan:
            cur = chosen[plan[t][1]]["thread"]
            run_left = rng.randint(1, 4)
        elif t in ask_at:
            cur = chosen[ask_at[t]]["thread"]
            run_left = 1
        elif run_left <= 0:
            nxt = cur
            while nxt == cur:
                nxt = rng.choices(thread_names, weights)[0]
            cur, run_left = nxt, rng.randint(3, 9)
        run_left -= 1
        ok = allowed_at(t)
        forbidden = [s for s in all_strings if s not in ok]
        for _attempt in range(300):
            if t in plan:
                typ, i = plan[t]
                spec = chosen[i]
                if typ == "fact":
                    u = _fact_user(g, spec, vals[i], style[i])
                    a = _fact_ai(g, spec, vals[i], style[i], u)
                    need = vals[i]
                else:
                    u = _corr_user(g, spec, new_vals[i], vals[i], cstyle[i])
                    a = _corr_ai(g, spec, new_vals[i], u)
                    need = new_vals[i]
                if need not in u:
                    continue
            else:
                u = g.user_filler(cur)
                a = g.ai_filler(cur, u)
                if t in ask_at:
                    spec = chosen[ask_at[t]]
                    q = spec["ask"] or _fill(rng, ASK[spec["kind"]], _ctx(spec, ""))
                    pre = rng.choice(ASK_PRE)
                    if pre and not pre.endswith(": "):
                        q = q[:1].lower() + q[1:]
                    a = a + " " + pre + q
            text = u + "\n" + a
            if not any(s in text for s in forbidden):
                break
        else:
            raise RuntimeError(f"could not build a clean turn {t}")
        out.append((u, a))

    facts = []
    for i in range(50):
        s = chosen[i]
        if i in corr_turn:
            facts.append(Planted(s["kind"], s["about"], new_vals[i], fact_turn[i], stale=vals[i],
                                 corrected_at=corr_turn[i]))
        else:
            facts.append(Planted(s["kind"], s["about"], vals[i], fact_turn[i]))
    facts.sort(key=lambda f: f.turn)
    return Conversation(turns=out, facts=facts)


# --------------------------------------------------------------------------------------------------------------------
# Self-check
# --------------------------------------------------------------------------------------------------------------------


def _selfcheck() -> int:
    import time

    here = os.path.dirname(os.path.abspath(__file__))
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", os.path.join(os.path.dirname(here), "rollmem_client", "_tiktoken"))
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    errors = []

    def check(conv, turns, ncorr, label):
        facts = conv.facts
        if len(conv.turns) != turns:
            errors.append(f"{label}: {len(conv.turns)} turns")
        if len(facts) != 50:
            errors.append(f"{label}: {len(facts)} facts")
        counts = {}
        for f in facts:
            counts[f.kind] = counts.get(f.kind, 0) + 1
        if counts != KIND_COUNTS:
            errors.append(f"{label}: kind counts {counts}")
        corr = [f for f in facts if f.stale is not None]
        if len(corr) != ncorr:
            errors.append(f"{label}: {len(corr)} corrections")
        texts = [u + "\n" + a for u, a in conv.turns]
        ev = sorted([f.turn for f in facts] + [f.corrected_at for f in corr])
        if len(set(ev)) != len(ev) or any(b - a < 2 for a, b in zip(ev, ev[1:])):
            errors.append(f"{label}: adjacent or shared fact turns")
        thirds = [sum(1 for f in facts if k * turns / 3 <= f.turn < (k + 1) * turns / 3) for k in range(3)]
        if min(thirds) < 13:
            errors.append(f"{label}: uneven thirds {thirds}")
        allv = [f.value for f in facts] + [f.stale for f in corr]
        if len(set(allv)) != len(allv):
            errors.append(f"{label}: duplicate values")
        for x in allv:
            for y in allv:
                if x != y and x in y:
                    errors.append(f"{label}: {x!r} is a substring of {y!r}")
        for f in facts:
            first = f.stale if f.stale is not None else f.value
            if first not in texts[f.turn]:
                errors.append(f"{label}: {first!r} not in turn {f.turn}")
            own = {f.turn}
            if f.stale is not None:
                if not (f.turn + 50 <= f.corrected_at < 0.9 * turns):
                    errors.append(f"{label}: bad correction turn for {f.about}")
                if f.value not in texts[f.corrected_at]:
                    errors.append(f"{label}: new value {f.value!r} not in turn {f.corrected_at}")
                if f.value in texts[f.turn]:
                    errors.append(f"{label}: new value {f.value!r} already in planted turn")
                for t in range(f.corrected_at + 1, turns):
                    if f.stale in texts[t]:
                        errors.append(f"{label}: stale {f.stale!r} in turn {t} after correction")
                own.add(f.corrected_at)
                for t, tx in enumerate(texts):
                    if t not in own and f.stale in tx:
                        errors.append(f"{label}: stale {f.stale!r} also in turn {t}")
            for t, tx in enumerate(texts):
                if t not in own and f.value in tx:
                    errors.append(f"{label}: {f.value!r} also in turn {t}")
        ntok = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns)
        avg = ntok / turns
        if not 80 <= avg <= 130:
            errors.append(f"{label}: avg tokens/turn {avg:.1f}")
        return avg, thirds

    for seed in range(1, 6):
        t0 = time.time()
        c = generate(seed)
        dt = time.time() - t0
        c2 = generate(seed)
        if c.turns != c2.turns or c.facts != c2.facts:
            errors.append(f"seed {seed}: not deterministic")
        avg, thirds = check(c, 1000, 6, f"seed {seed}")
        print(f"seed {seed}: {len(c.turns)} turns, {len(c.facts)} facts, {len(c.corrections)} corrections, "
              f"avg {avg:.1f} tok/turn, thirds {thirds}, {dt:.2f}s")
        rs = random.Random(seed * 7)
        first_corr = c.corrections[:1]
        for f in rs.sample([f for f in c.facts if f not in first_corr], 3) + first_corr:
            t = f.turn
            print(f"  [{f.kind}] {f.about} = {f.value!r} (turn {t}" + (
                f", stale {f.stale!r}, corrected at {f.corrected_at})" if f.stale else ")"))
            print("    U: " + c.turns[t][0].replace("\n", " | ")[:300])
            if f.stale:
                print("    C: " + c.turns[f.corrected_at][0].replace("\n", " | ")[:300])
    c = generate(11, turns=400, n_corrections=3)
    avg, thirds = check(c, 400, 3, "turns=400")
    print(f"turns=400: {len(c.turns)} turns, {len(c.facts)} facts, {len(c.corrections)} corrections, avg {avg:.1f}")
    if errors:
        for e in errors[:40]:
            print("FAIL:", e)
        print(f"{len(errors)} problem(s)")
        return 1
    print("ALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(_selfcheck())
