"""World K: a held-out recall conversation about a young couple in Montreal (with one foot in Toronto).

This module generates one long, realistic chat (about 1,000 turns) between a single user and an AI
assistant, with 50 planted facts that a conversation-memory library should be able to recall later.
It was written as held-out test data: the author did not read the memory library's code (its
client, server scripts, tests or the other ``recall_world_*`` generators), only the ``Planted`` and
``Conversation`` dataclasses in ``recall_conversation.py``.  Nothing here is tuned to any particular
extraction strategy; the phrasings are meant to measure generalisation honestly.

The world
---------
The user is Camille Gagnon, a Québécoise ceramicist in her early thirties who sells mugs, bowls and
vases through a small Etsy shop.  Her partner Theo Marsh grew up in Ottawa, works in UX for a
Toronto company and takes the VIA train down twice a month.  They own a duplex in Villeray
(Montreal), live upstairs and rent out the ground floor.  Camille is pregnant with their first baby.
Camille writes in English with French words mixed in ("bon", "pis", "en tout cas", "14 mars").

About ten everyday threads are interleaved, with sticky runs of a few turns each:

* the pregnancy: midwife visits at the maison de naissance, scans, gear, nursery, parental leave (RQAP);
* the renovation: the kitchen and floors upstairs, contractors, permits, budget, dust;
* the rental: the downstairs tenant, repairs, the TAL rules, snow, insurance;
* the Etsy ceramics shop: orders, kiln firings, glazes, Canada Post, pricing, craft markets;
* Theo's father Gord in Ottawa: health, calls, visits, home care, a possible retirement residence;
* the car: a RAV4 lease that is ending, mileage, buy-out or not, winter tires;
* the animals: a rescue dog, a house rabbit, plus pets they sit or visit;
* a babymoon trip to Portugal (Lisbon, Porto, Sintra...), flights, food, EUR prices;
* tax season: federal and Quebec returns, rental income, business expenses, RRSP;
* the community soccer team of eight-year-olds they coach, plus ordinary daily life.

Facts and styles
----------------
Fifty facts are planted: person 8, pet 4, date 7, amount 6, phone 4, address 4, id 6, decision 4,
preference 4, constraint 3.  Values are drawn per seed from pools (names, pet names, dates in ISO,
English and French formats, CAD and EUR amounts written several ways, +1 and +351 phone numbers in
several layouts, Montreal/Ottawa/Lisbon addresses, booking codes, policy and account numbers,
licence plates, tracking numbers, health-card-like numbers...).  Each value is stated verbatim in
exactly one user message (sometimes echoed by the assistant in the same turn) and nowhere else.
``n_corrections`` facts of kinds person/date/amount/phone/address/id are stated once and then
corrected at least 50 turns later in a natural wording; for those ``value`` is the new value,
``stale`` the old one, ``turn`` the first statement and ``corrected_at`` the correction.

Facts are phrased in varied styles, balanced so that each is used several times: plain statement,
value first, inside a subordinate clause, reported speech from someone else, inside a list, as an
answer to a question the assistant asked in the previous turn, inside a question, voice dictation
with odd punctuation, buried mid-message between unrelated asides, and casual texting style.

Filler turns are built from several hundred thread-specific templates with slot filling, and mention
incidental names, places, prices and times that are not planted facts.  Everything is deterministic
per seed (a single ``random.Random(seed)``).
"""

from __future__ import annotations

import os
import random
import re
import sys
from pathlib import Path

from recall_conversation import Conversation, Planted

# ---------------------------------------------------------------------------------------------
# Incidental slot values used by filler (never planted).
# ---------------------------------------------------------------------------------------------

SLOTS: dict[str, list[str]] = {
    "friend": ["Priya", "Mathieu", "Noor", "Kwame", "Fanny", "Oksana", "Benoît", "Tariq", "Lucie", "Jonah",
               "Maëlle", "Sunita", "Raphaël", "Bea", "Karim", "Josh"],
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "time": ["7:15", "8:30", "noon", "6 pm", "quarter to nine", "9:45", "4:30", "half past five", "10 am", "7 pm"],
    "price": ["$18", "$24.99", "$42", "$7.50", "$65", "$129", "$36", "$11.25", "$89", "$14", "$250", "$54"],
    "hood": ["Villeray", "Rosemont", "the Mile End", "Little Italy", "the Plateau", "Ahuntsic", "Parc-Ex",
             "Saint-Henri", "Verdun", "Hochelaga"],
    "store": ["Canadian Tire", "Rona", "the Home Depot on Acadie", "Jean-Talon market", "the IGA", "Costco",
              "the SAQ", "Pharmaprix", "Renaud-Bray", "Simons", "Ikea", "the Dollarama on Saint-Hubert"],
    "pt_place": ["Lisbon", "Porto", "Sintra", "the Douro valley", "Lagos", "Évora", "Cascais", "Coimbra",
                 "Nazaré", "Óbidos", "Aveiro", "Tavira"],
    "pt_food": ["bifanas", "a francesinha", "caldo verde", "bacalhau à Brás", "arroz de pato", "pastéis de nata",
                "grilled octopus", "queijadas", "bolo de arroz", "piri-piri chicken"],
    "player": ["Zoé", "Amir", "Léa", "Kofi", "Hugo", "Chloé", "Ravi", "Emma", "Youssef", "Olivia", "Félix",
               "Nadia", "Samuel", "Inès", "Malik", "Rosalie"],
    "player2": ["Mila", "Jayden", "Béatrice", "Omar", "Lily", "Antoine", "Sofia", "Ethan", "Clara", "Idris"],
    "opp": ["the Lynx from Ahuntsic", "Les Comètes", "the Rosemont Rockets", "FC Saint-Michel", "the Outremont Otters",
            "the Parc-Ex Panthers", "Étoiles de Villeray"],
    "glaze": ["tenmoku", "shino", "oatmeal matte", "cobalt wash", "iron red", "chun blue", "satin white",
              "rutile blue", "copper red"],
    "item": ["mugs", "bud vases", "ramen bowls", "espresso cups", "planters", "serving platters", "spoon rests",
             "pasta bowls", "butter dishes", "tumblers"],
    "reno": ["baseboards", "the subfloor", "the bathroom fan", "drywall", "the electrical panel", "outlets",
             "the window trim", "the back stairs", "the pantry shelves", "the hallway ceiling"],
    "babyitem": ["a bassinet", "swaddles", "a baby monitor", "onesies", "a diaper pail", "the change table",
                 "a baby carrier", "burp cloths", "a white noise machine", "a breast pump"],
    "n": ["two", "three", "four", "five", "six"],
    "num": ["2", "3", "4", "5", "6", "7", "8"],
    "week": ["19", "21", "23", "24", "26", "27", "29", "31", "33"],
    "fr": ["bon", "voyons", "en tout cas", "tsé", "ben là", "c'est ça", "ouf", "bref", "en fait", "mon Dieu",
           "pis", "genre", "franchement", "ayoye"],
    "dish": ["pâté chinois", "soupe aux pois", "a big lentil curry", "shakshuka", "tourtière leftovers",
             "pad thai", "a sheet-pan thing with sausages", "mac and cheese", "pho from the place on Jean-Talon",
             "ramen", "grilled cheese and tomato soup"],
    "weather": ["freezing rain", "another dump of snow", "slush everywhere", "this weird warm spell",
                "minus twenty-eight with the windchill", "pouring rain", "the first real sunny day"],
    "mins": ["twenty minutes", "forty-five minutes", "an hour and a half", "ten minutes", "half an hour"],
    "km": ["4,200", "6,800", "3,100", "5,500", "2,900"],
    "month": ["April", "May", "June", "July"],
    "show": ["the new season of Les Pays d'en haut", "a cooking competition thing", "that Danish crime show",
             "Schitt's Creek for the third time", "a nature documentary about octopuses"],
    "errand": ["pick up the dry cleaning", "return the library books", "buy more kitty litter for the rabbit",
               "refill the propane", "drop off the recycling bin key", "get stamps", "call the bank",
               "order more bubble wrap", "book a haircut", "renew the parking vignette"],
}


class _Slots(dict):
    """A format_map mapping that draws a slot value on first use and keeps it for the template."""

    def __init__(self, rng: random.Random, fixed: dict[str, str] | None = None):
        super().__init__(fixed or {})
        self.rng = rng

    def __missing__(self, key: str) -> str:
        value = self.rng.choice(SLOTS[key])
        self[key] = value
        return value


def _fill(rng: random.Random, template: str, **fixed: str) -> str:
    return template.format_map(_Slots(rng, fixed))


# ---------------------------------------------------------------------------------------------
# Filler threads.  Each thread has subtopics; a subtopic has user templates ("u") and assistant
# sentences ("a") that fit any of those user templates.
# ---------------------------------------------------------------------------------------------

THREADS: dict[str, dict[str, dict[str, list[str]]]] = {
    "baby": {
        "symptoms": {
            "u": [
                "Week {week} and the heartburn is unreal. I ate {dish} and regretted it instantly.",
                "I can't sleep on my back anymore and my hips hurt on both sides. Any tricks that actually work?",
                "{fr}, the baby kicked so hard during my Zoom call that I yelped. Everyone stared.",
                "Is it normal to be this tired at {week} weeks? I napped for {mins} at my wheel today.",
                "My feet are swollen again tonight. I was standing at the studio all afternoon glazing {item}.",
                "Leg cramps woke me up twice last night. Theo had to stretch my calf at like 3 am.",
                "I've been craving clementines like a maniac. I ate {n} before lunch.",
                "Round ligament pain is a real thing, huh. I sneezed and nearly fell over.",
            ],
            "a": [
                "A lot of people find that a pregnancy pillow between the knees takes pressure off the hips, and sleeping on the left side is usually recommended.",
                "Smaller meals, staying upright for a while after eating and avoiding spicy or fatty food late in the day tend to help with heartburn.",
                "Fatigue often comes back in waves, so short rests during the day are reasonable if your body is asking for them.",
                "Swelling in the feet is common later in the day, but sudden swelling in the face or hands is worth mentioning to your midwife right away.",
                "For leg cramps, gentle calf stretches before bed, staying hydrated and asking about magnesium at your next visit are good starting points.",
                "If anything feels sharp, persistent or comes with bleeding or fever, call the birth centre rather than waiting.",
                "It sounds like your body is doing a lot of work right now, so being a bit gentler with your schedule is completely fair.",
                "Keeping a little note of symptoms with dates can make the next appointment quicker and more useful.",
            ],
        },
        "gear": {
            "u": [
                "My sister wants to give us her old crib but it's from 2009. Is that still safe in Canada?",
                "We went to look at strollers in {hood} and I left more confused than when I went in.",
                "Do we really need {babyitem}? Everyone online says it's essential and also useless.",
                "{friend} is dropping off a garbage bag of baby clothes on {day}. {fr}, we'll have to sort through it.",
                "I found {babyitem} on Marketplace for {price}. Worth it or should we buy new?",
                "Theo made a spreadsheet of baby gear with {n} tabs. I love him but it's a lot.",
                "How many onesies does one tiny human actually need? The registry list says like twenty.",
            ],
            "a": [
                "For cribs, the key things in Canada are the manufacture date, the recall database on the Health Canada site and making sure no parts are missing or modified.",
                "Second-hand is great for clothes, swaddles and most soft items; car seats are the main thing to buy new or from someone you trust completely, because of expiry dates and crash history.",
                "Most families find they need less than the lists suggest, so buying the basics and waiting to see what you actually use is a sensible approach.",
                "A good test for any gear is whether it solves a problem you'll have in the first six weeks; anything else can wait.",
                "Seven to ten newborn outfits and a few in the next size up is usually plenty if you do laundry every couple of days.",
                "It might help to split the list into must-have before the birth, nice to have, and later, so the spreadsheet feels less overwhelming.",
                "If you're buying used, checking the model on the recall list takes only a minute and is worth doing every time.",
            ],
        },
        "nursery": {
            "u": [
                "We're turning the little office into the nursery, which means my glazing notes need a new home.",
                "Theo painted a test patch on the nursery wall and now it looks like a crime scene. Colour is hard.",
                "Do we need blackout blinds in the nursery? The window faces east and the sun comes up at like 5.",
                "I want to build a shelf for the baby books but the wall is plaster and lath. {fr}.",
                "The nursery still has boxes from when we moved in. I'm giving myself until {day} to clear them.",
                "I keep rearranging where the crib should go. Away from the window, away from the radiator, that leaves one spot.",
            ],
            "a": [
                "Blackout blinds can really help with early summer sunrises, and they're cheap compared to the sleep they can buy you.",
                "For plaster and lath, finding the studs and using proper anchors matters a lot, especially for anything above a crib or change table.",
                "Keeping the crib away from windows, cords and radiators is the right instinct; the only spot that checks all the boxes is often the answer.",
                "Paint test patches almost always look strange until you see them in morning and evening light, so give it a day before deciding.",
                "Clearing one box a day is a surprisingly effective pace if the deadline feels heavy.",
                "A small cart or wall rail for your glazing notes could live in the studio corner and free up the room without losing anything.",
            ],
        },
        "leave": {
            "u": [
                "I'm trying to understand RQAP as a self-employed person. Do I even qualify with the Etsy income?",
                "Theo's company in Toronto gives a top-up but only if he applies through Quebec's plan. Is that weird?",
                "How do people plan finances for parental leave when one of them sells mugs online? Asking for me.",
                "{friend} took the shared weeks and said it was the best decision they made. We're still arguing about it.",
                "The RQAP website logged me out {n} times while I was reading the FAQ. Tabarnouche.",
            ],
            "a": [
                "In Quebec, self-employed people can be covered by the RQAP if they earned enough insurable income, so your declared Etsy business income matters.",
                "Because you live in Quebec, Theo would generally apply through the Quebec plan even though his employer is in Ontario; the top-up is usually paid by the employer on top of that.",
                "A simple approach is to estimate the benefit for each of you, list fixed costs during leave, and see how much the buffer needs to cover.",
                "The basic, special and shared weeks can be split in different ways, so it may help to sketch two or three versions on paper before deciding.",
                "It might be worth calling the RQAP line directly; people often get clearer answers on self-employed cases by phone than from the website.",
            ],
        },
        "names": {
            "u": [
                "We made a shortlist of names and Theo vetoed half of them because of soccer kids he coaches.",
                "Names that work in French and English are harder than I thought. Everything sounds wrong in one of them.",
                "My mom keeps suggesting old family names. Like, lovely, but no.",
                "Should we tell people the name before the birth or keep it secret? My family will be relentless either way.",
                "Theo's dad asked if we'd consider Gordon as a middle name. {fr}, I didn't know what to say.",
            ],
            "a": [
                "Trying each name out loud in both languages, with your last name, in a few real sentences is a good way to catch awkward combinations.",
                "Lots of couples keep the name private until the birth precisely to avoid a flood of opinions.",
                "A middle name can be a nice way to honour family without committing the first name to it.",
                "If a name reminds you strongly of one specific kid, that association usually fades less than people think, so the veto is fair.",
                "You could each make a private top five and only discuss the names that appear on both lists.",
            ],
        },
    },
    "reno": {
        "kitchen": {
            "u": [
                "The kitchen demo starts soon and I'm already mourning the ugly orange cabinets a little.",
                "Quartz or butcher block for the island? Theo wants butcher block, I'm worried about stains from my clay hands.",
                "We found original hardwood under the linoleum in the pantry. {fr}, it's gorgeous but cupped.",
                "The cabinet guy wants {n} weeks for delivery. Is that normal or are we being played?",
                "We're living on a hot plate and a microwave in the dining room. Dinner tonight was {dish}.",
                "The range hood has to vent outside and apparently that means cutting through brick. Great.",
                "I picked a backsplash tile and then saw it in a dentist's office. Back to square one.",
            ],
            "a": [
                "Butcher block is warm and repairable but needs oiling and can stain; quartz is lower maintenance, though it can scorch and is harder to fix.",
                "Lead times of several weeks for custom cabinets are common right now, but it's fair to ask for the order confirmation with the promised date in writing.",
                "Cupped hardwood can sometimes flatten out once the moisture problem is solved, so it's worth finding out why it cupped before deciding.",
                "Venting through brick is very doable but should be done by someone who knows masonry so the opening is properly sealed and flashed.",
                "A temporary kitchen is rough; batch-cooking a few things and keeping dishes to a minimum can make the next weeks easier.",
                "If a tile keeps bugging you, ordering two or three sample pieces and living with them for a week usually settles it.",
                "It helps to write down the decisions you've already made so the remaining ones feel more manageable.",
            ],
        },
        "contractor": {
            "u": [
                "The crew didn't show up until {time} today. Third time this week.",
                "The electrician says the knob and tube in the back bedroom has to go. Of course it does.",
                "I got {n} quotes for the plumbing and they're wildly different. Like double.",
                "The contractor wants to change the order of work and redo {reno} before the floors. Does that make sense?",
                "Someone left the back door open overnight and the whole duplex was freezing this morning.",
                "They found a rotten joist under the bathroom. {fr}, I knew that floor felt bouncy.",
                "Is it rude to ask the crew not to play music at 7 am? The tenant downstairs complained.",
            ],
            "a": [
                "Very different quotes often mean different scopes, so it's worth lining them up item by item to see what each one actually includes.",
                "Replacing knob and tube wiring is usually required by insurers anyway, so it's good it's being handled while the walls are open.",
                "A rotten joist is annoying but far better to find now than after the new floor is down; ask whether it can be sistered or needs full replacement.",
                "It's reasonable to agree on site hours and a point of contact in writing, especially since you have a tenant in the building.",
                "The usual order is structure, then rough-ins like plumbing and electrical, then insulation and drywall, then finishes, so changes should follow that logic.",
                "Keeping a short daily log of who showed up and what was done can help a lot if there's ever a dispute about the schedule or the invoice.",
                "A polite message asking for a later start for noisy work is completely normal, and most crews will adjust.",
            ],
        },
        "permits": {
            "u": [
                "Do we need a permit from the borough to move a wall that isn't load bearing? Villeray is so picky.",
                "The city wants drawings for the back balcony. We don't have drawings, we have a napkin.",
                "The inspector is supposed to come {day} between 8 and noon. Classic window.",
                "Our neighbour says we need a permit for the new windows because of the facade rules. Is that true?",
                "I spent {mins} on hold with the borough office today and still don't know which form to use.",
            ],
            "a": [
                "In Montreal each borough has its own rules, so checking with the Villeray–Saint-Michel–Parc-Extension permit office directly is the safest route.",
                "Facade changes, including windows visible from the street, often need a permit in Montreal because of the architectural rules.",
                "For a balcony, the borough usually wants proper drawings; a technologist can often prepare them faster and cheaper than an architect.",
                "Having the permit number, the drawings and any receipts in one folder will make the inspection go smoother.",
                "If you get an answer by phone, it's worth asking them to confirm it by email so you have it in writing.",
            ],
        },
        "budget": {
            "u": [
                "The contingency is already half gone and we haven't even started the floors.",
                "I keep a spreadsheet of reno costs and today I added {n} new lines that say 'surprise'.",
                "Theo wants to do the painting ourselves to save money. I'm 7 months pregnant by then, so, no.",
                "The lumber for the back stairs came out way more than the estimate. Prices are wild.",
                "Should we pay the contractor in stages or is it normal to pay a big chunk up front?",
            ],
            "a": [
                "Paying in stages tied to completed milestones is common and protects you; a large upfront payment should be limited to materials and a reasonable deposit.",
                "Contingencies of 15 to 20 percent are normal for older Montreal duplexes, because walls and floors hide surprises.",
                "If painting is the main DIY saving, it might be worth pricing a painter just for the ceilings and doing the walls later.",
                "It can help to tag each expense as planned, surprise or upgrade, so you can see where the overruns actually come from.",
                "Material prices swing a lot, so getting the supplier quote dated and locked in for a few weeks can help.",
            ],
        },
        "dust": {
            "u": [
                "Everything is covered in a fine layer of plaster dust. The rabbit sneezed and I felt so guilty.",
                "We put plastic sheeting over the doorways but the dust still gets everywhere. How?",
                "Is it safe for me to be in the house while they sand? I'm worried about the baby.",
                "The dog has decided the contractor's van is his enemy. He barks at it every morning at {time}.",
                "I found drywall screws in the dog bowl. {fr}. I'm going to lose it.",
            ],
            "a": [
                "Zip walls, a negative-pressure fan blowing out a window and a HEPA air purifier make a real difference compared with plastic sheeting alone.",
                "During sanding, especially of old painted surfaces that might contain lead, it's safer for you and the animals to be out of the house.",
                "A quick sweep of the animal areas at the end of each day, and asking the crew to keep one room off-limits, could help a lot.",
                "Old Montreal duplexes often have lead paint somewhere, so asking the crew about lead-safe practices is reasonable.",
                "It might be worth setting up the rabbit in the least dusty room with a purifier running until the sanding is done.",
            ],
        },
    },
    "rental": {
        "repairs": {
            "u": [
                "The tenant texted that the kitchen tap downstairs is dripping again. I just replaced the cartridge in the fall.",
                "There's a smell of damp in the basement storage locker. Could be the drain, could be the washer.",
                "The smoke detector in the downstairs hallway keeps chirping. I should probably just replace all of them.",
                "The downstairs bathroom fan sounds like a jet engine. Is it worth fixing or just replace it?",
                "The back door downstairs sticks when it's humid. Theo shaved it once and it's still bad.",
            ],
            "a": [
                "If the drip came back quickly, the seat or the valve body may be worn, and replacing the whole faucet might be less hassle than another cartridge.",
                "A damp smell in a basement often comes from a dry floor drain trap; pouring water into it is a quick first check.",
                "Smoke detectors should be replaced every ten years, and as the landlord you're responsible for having working ones in the unit.",
                "Bathroom fans are inexpensive to replace, and a quieter model with a humidistat tends to get used more, which helps with mould.",
                "Sticking doors in old buildings are often about the frame shifting, so adjusting the hinges can work better than shaving the door.",
                "Giving the tenant a 24-hour notice before entering for a non-urgent repair keeps things clear and respectful.",
            ],
        },
        "rules": {
            "u": [
                "Can we raise the rent this year with the new TAL calculation? I don't want to be greedy but taxes went up.",
                "Do I have to give the tenant notice before the contractors use the shared backyard?",
                "The lease says no smoking but I'm pretty sure I smelled weed on the stairs. Do I say something?",
                "What's the rule in Quebec for entering the apartment for repairs? I don't want to mess this up.",
                "Our insurance broker asked if the tenant has their own insurance. How do I even ask that politely?",
            ],
            "a": [
                "In Quebec the TAL publishes a calculation method each year; you can use it to propose an increase in the notice of modification, and the tenant can accept or refuse.",
                "For non-urgent work, giving 24 hours' notice and doing it between 7 am and 7 pm is the usual expectation under the Civil Code.",
                "A friendly, factual message that reminds them what the lease says is usually enough for a first occurrence.",
                "It's very common for landlords to ask for proof of tenant insurance at renewal, so framing it as routine paperwork makes it easy.",
                "Keeping copies of every notice you send, even by text, is a good habit as a landlord.",
            ],
        },
        "snow": {
            "u": [
                "Who's supposed to shovel the front stairs, us or the tenant? The lease doesn't say anything.",
                "The snow removal guy didn't come again and the tenant nearly slipped this morning.",
                "There's an ice dam forming over the downstairs entrance. Should I be worried?",
                "We got {weather} and the gutter on the tenant side is hanging off. {fr}.",
                "I salted the stairs at {time} and by noon it was a skating rink again.",
            ],
            "a": [
                "If the lease is silent, the landlord is usually expected to keep common access safe, so arranging regular clearing is the safer route.",
                "Ice dams usually mean heat escaping into the roof, so it's worth having someone look at insulation and ventilation once the season is over.",
                "A written snow-clearing contract with response times can help avoid gaps like this one.",
                "A loose gutter can pull more of the fascia with it, so a temporary fix and a proper repair in spring would make sense.",
                "Ice melt that works at very low temperatures, plus some grit for traction, tends to last longer than plain salt.",
            ],
        },
        "money": {
            "u": [
                "The tenant paid late again, by {n} days. It's the first time this year but still.",
                "Our municipal tax bill came in and it's way higher than last year. Does the rental part make it deductible?",
                "We're thinking about whether to renew the lease as-is or ask for a small increase.",
                "Hydro for the common areas is on our account. Is that normal in a duplex?",
                "The tenant asked if they can pay by e-transfer instead of post-dated cheques. Fine by me, but is there a catch?",
            ],
            "a": [
                "For a duplex where you live in one unit, the portion of property tax related to the rental unit is generally deductible against rental income.",
                "E-transfer is common now; just keep the confirmation emails as your rent receipts.",
                "A one-off late payment is usually best handled with a friendly reminder and a clear note of the due date in the lease.",
                "It's normal for the owner to pay the common-area electricity, and that cost can be partly deducted as a rental expense.",
                "Before deciding on an increase, it can help to compare your costs this year with last year and see what the TAL grid suggests.",
            ],
        },
    },
    "etsy": {
        "orders": {
            "u": [
                "I got {n} orders overnight for the {glaze} {item}. I have exactly zero in stock.",
                "A customer in Vancouver says her mug arrived cracked. Third breakage this month.",
                "Someone asked if I do custom wedding orders. {n}0 pieces. In June. While pregnant. Hmm.",
                "My Etsy views dropped by half this week and I didn't change anything. The algorithm hates me.",
                "I got a lovely review from someone in {hood} who bought {item} as a housewarming gift.",
                "A shop in {hood} wants to carry my {item} on consignment. Is 60/40 normal?",
                "I'm doing a restock drop on {day} at {time}. Last time it sold out in {mins}.",
            ],
            "a": [
                "For breakages, double-boxing with a few centimetres of padding on every side usually makes the biggest difference, more than extra bubble wrap.",
                "Consignment splits of 60/40 or 65/35 in favour of the maker are common for handmade goods, but it's worth clarifying who pays if items get damaged.",
                "Etsy traffic often fluctuates with search changes, so refreshing titles, tags and the first photo on your best sellers is a reasonable first move.",
                "It might be wise to cap custom orders, or set a lead time that leaves room for your due date and recovery.",
                "A restock drop announced in advance is a great way to turn demand into a predictable batch instead of a scramble.",
                "If you can, keep a simple list of orders by glaze and form so each firing can cover as many orders as possible.",
                "Reviews like that are worth screenshotting for your product page and social posts.",
            ],
        },
        "kiln": {
            "u": [
                "The kiln firing went weird and half the {glaze} pieces came out crawling. {fr}.",
                "I'm loading the kiln tonight for a glaze firing. Fingers crossed for the {item}.",
                "The element in my little kiln is dying. A new one is like {price} plus shipping.",
                "I think the studio's kiln is firing hotter than the cone says. Everything is running.",
                "Is it safe to keep working with glazes while pregnant? I wear a mask for mixing but still.",
                "The shared studio raised the firing fee again. It's starting to add up.",
            ],
            "a": [
                "Crawling often comes from dust or oil on the bisque or glaze applied too thickly, so wiping pieces with a damp sponge before glazing can help.",
                "Witness cones on a few shelves would tell you whether the kiln is actually overfiring or just uneven.",
                "Many potters keep working during pregnancy but avoid mixing dry materials themselves and are careful with anything containing lead, barium or manganese.",
                "Replacing elements as a set usually gives more even firings than replacing just the one that failed.",
                "Keeping a firing log with the date, cone, load and results makes patterns like this much easier to spot.",
                "If firing fees keep rising, it may be worth comparing the cost per piece with owning a small kiln outright.",
            ],
        },
        "shipping": {
            "u": [
                "Canada Post raised the rates again. Shipping a mug to BC now costs almost as much as the mug.",
                "I'm out of boxes and the packaging place in {hood} is closed until {day}.",
                "A parcel to Halifax has been stuck in Mississauga for {n} days. The customer is being nice about it, for now.",
                "Should I offer free shipping and bake it into the price? Everyone says buyers expect it.",
                "I spent {mins} at the post office today with a trolley of parcels. The clerk knows my name now.",
            ],
            "a": [
                "Building shipping into the price and offering free shipping often converts better on Etsy, as long as your margins still work for far destinations.",
                "A Canada Post Solutions for Small Business account gives discounts and lets you print labels at home, which can save a lot of counter time.",
                "For stuck parcels, opening a service request after a few days without a scan is reasonable, and updating the buyer proactively keeps goodwill.",
                "Buying boxes in bulk from a packaging supplier usually costs much less per unit than the post office.",
                "It may help to calculate your true cost per order, including packaging and your time, to see where the price needs to be.",
            ],
        },
        "pricing": {
            "u": [
                "I'm charging {price} for a mug and my friend {friend} says I'm underpricing. Am I?",
                "Clay prices went up again. Should I raise prices now or wait until after the holidays?",
                "I want to launch a small line of baby bowls and spoons. Too cute or too cliché?",
                "How do I photograph glossy glazes without every photo showing my own reflection?",
                "I'm applying to a spring craft market and they want a booth fee up front. The jury hasn't even decided yet.",
            ],
            "a": [
                "A common pricing approach for handmade work is materials plus your hourly labour plus overhead, then doubling that for a wholesale-friendly retail price.",
                "Raising prices modestly and explaining that material costs went up is usually well received by repeat customers.",
                "A baby line would be sweet given the timing, and food-safe, lead-free glazes are an easy selling point to highlight.",
                "Diffused light from a window, a large white card to fill shadows and shooting at a slight angle usually tames reflections on glossy glazes.",
                "Many juried markets refund the booth fee if you're not accepted, but it's worth confirming that before paying.",
            ],
        },
    },
    "dad": {
        "health": {
            "u": [
                "Gord called and said his knee is acting up again. He's still refusing to use the cane.",
                "Theo's dad forgot his pills twice this week. Theo is trying not to panic from Toronto.",
                "The doctor in Ottawa wants Gord to get more bloodwork. He says he's fine, of course.",
                "Gord had a dizzy spell at the grocery store yesterday. Someone called us from his phone.",
                "Theo's dad is asking about cataract surgery. The wait list in Ottawa is apparently months.",
                "Gord's hearing is getting worse but he says hearing aids are for old people. He's 81.",
            ],
            "a": [
                "A weekly pill organiser with alarms, or a pharmacy blister pack, can cut down on missed doses a lot.",
                "Dizzy spells are worth mentioning to his doctor soon, especially if they come with falls, chest pain or confusion.",
                "Some people accept a cane more easily if it's framed as something for icy sidewalks rather than for getting older.",
                "Hearing loss is linked to isolation and falls, so framing hearing aids as a way to keep doing what he likes might land better.",
                "Ontario has referral wait times for cataract surgery, and his family doctor can sometimes request a different surgeon with a shorter list.",
                "Writing down questions before his appointments and having one of you join by phone can help him remember what was said.",
            ],
        },
        "visits": {
            "u": [
                "We're driving to Ottawa {day} to see Gord. Two hours with a pregnant bladder, wish me luck.",
                "Gord wants us to come for Sunday dinner but we're drowning in reno stuff this week.",
                "I think Theo should take the train to Ottawa from Toronto next time instead of coming home first.",
                "Gord asked if he can bring his old recliner to the nursery. It's enormous and smells like pipe smoke.",
                "When we were in Ottawa, Gord showed me photo albums for {mins}. Baby Theo was adorable.",
            ],
            "a": [
                "Planning a couple of stops on the 417 for stretching and bathroom breaks makes the Ottawa drive a lot more comfortable.",
                "Shorter but more frequent visits, or a video call on the weeks you can't go, can keep the connection without wearing you out.",
                "For the recliner, maybe suggest he keeps it for when he visits, or offer to find a smaller one together.",
                "Old photos are great conversation starters, and he might love helping put together something for the baby.",
                "It's okay to say no to a dinner and offer another date; he'll probably appreciate the honesty.",
            ],
        },
        "care": {
            "u": [
                "We're starting to look at retirement residences for Gord. He hasn't agreed, but he's not saying no either.",
                "Ontario home care approved a few hours a week for Gord. Is that enough?",
                "Theo's sister lives in Calgary and keeps sending articles but never actually helps.",
                "Gord wants to stay in his house in the Glebe forever. I understand, but the stairs scare me.",
                "How do we bring up power of attorney with Gord without making it sound like we're vultures?",
            ],
            "a": [
                "Home care hours are often a starting point; you can ask the care coordinator to reassess if his needs change.",
                "Visiting two or three residences just to see what they're like, with no commitment, can make the idea less scary for him.",
                "Framing a power of attorney as something everyone should have, including you two now that a baby is coming, can make it feel less pointed.",
                "Sharing a simple task list with Theo's sister, with specific things she can do remotely, might turn articles into actual help.",
                "Stair lifts, grab bars and better lighting can sometimes buy a few more safe years at home.",
            ],
        },
        "calls": {
            "u": [
                "Gord called three times during dinner to ask about the Sens game. Theo didn't have the heart to tell him it was a rerun.",
                "Gord wants to learn FaceTime so he can see the baby. We're doing a lesson on {day}.",
                "Theo's dad left a voicemail that was just {mins} of him breathing and then 'oh, it's recording'.",
                "Gord is sending us a cheque for the baby 'to buy something practical'. Nobody uses cheques, Gord.",
            ],
            "a": [
                "Putting a big shortcut on his home screen with your photo, and practising the call a few times, usually makes video calls stick.",
                "Depositing a cheque by phone photo is easy in most Canadian banking apps, so it might be less hassle than it sounds.",
                "Those calls can be a sign he's a bit lonely; a regular call at a set time might make the random ones less frequent.",
                "It's sweet that he wants to be involved, and asking him to help choose something for the baby could make it even more meaningful.",
            ],
        },
    },
    "car": {
        "lease": {
            "u": [
                "The RAV4 lease ends soon and the dealership keeps calling about 'exciting options'.",
                "We're {km} km over the allowance on the lease. I'm scared to calculate the penalty.",
                "There's a scratch on the rear bumper from the parking garage. Will they charge us for that at lease return?",
                "Should we buy out the lease or return it? The residual seemed high three years ago but used cars are crazy now.",
                "The dealership sent a pre-inspection invite. Is it worth doing, or is it a sales trap?",
            ],
            "a": [
                "A pre-inspection is usually worth it, because it tells you what they'd charge for and gives you time to fix small things more cheaply yourself.",
                "Excess kilometres are usually charged per kilometre at the rate in your contract, so it's worth finding that number before you decide.",
                "If the buyout price is below what similar used cars sell for, buying it out can make sense, even if you sell it later.",
                "Small scratches are often within normal wear and tear guidelines; most lessors use a credit-card-size test.",
                "Keep in mind that you'll need a reliable car seat setup soon, so whichever car you choose, check how the base fits.",
            ],
        },
        "winter": {
            "u": [
                "The car wouldn't start this morning. {weather}, naturally.",
                "Do we need to switch back to summer tires by a certain date in Quebec? I always forget.",
                "The windshield got a chip on the 40. It's tiny but Theo says it'll spread.",
                "Someone dinged our door in the Jean-Talon parking. No note, obviously.",
                "I spent {mins} scraping ice off the car and then realised I'd left my keys upstairs.",
            ],
            "a": [
                "In Quebec winter tires are mandatory from December 1 to March 15, and most people switch back sometime in April when the cold is really gone.",
                "Windshield chips are often repaired for free or cheaply under insurance if you do it before they spread.",
                "A block heater or a battery tender can help a lot on the coldest mornings if you park outside.",
                "A remote starter is one of those upgrades people in Montreal rarely regret.",
                "For a door ding with no note, it's usually cheaper to live with it or use a paintless dent repair service than to go through insurance.",
            ],
        },
        "next": {
            "u": [
                "If we get a new car, we need something where a car seat fits behind Theo. He's 6'3\".",
                "Theo wants an EV. I want something that starts at minus thirty. Can we have both?",
                "The Quebec EV rebate changed again. Is it still worth it this year?",
                "Do we even need a car? We could use Communauto and the metro most of the time.",
                "My friend {friend} swears her hybrid gets 4.5 litres per 100 km. That sounds made up.",
            ],
            "a": [
                "Bringing your actual car seat to the dealership and installing it behind the driver's seat set for Theo is the most reliable test.",
                "Modern EVs cope with Quebec winters fine if you can charge at home, though range drops noticeably in the cold.",
                "Rebates change often, so it's best to check the current Roulez vert and federal amounts right before you sign anything.",
                "Car-sharing plus occasional rentals can be cheaper than owning if most of your trips are in the city, especially with Ottawa visits only once or twice a month.",
                "Real-world fuel economy depends a lot on driving style and season, but mid-4s is possible for some hybrids in summer city driving.",
            ],
        },
    },
    "pets": {
        "dog": {
            "u": [
                "The dog ate a whole sock today. It came out the other end, but still.",
                "Took the dog to Parc Jarry at {time} and he made friends with a husky twice his size.",
                "The dog is terrified of the contractor's compressor. He hides in the bathtub.",
                "How do we get the dog used to a baby before the baby arrives? He's jealous of the rabbit already.",
                "The dog's nails are clicking on the floor again. He hates the clippers with a passion.",
                "The dog pulled so hard on the leash that I almost fell. I can't walk him alone on ice anymore.",
                "Our vet in {hood} says the dog needs to lose a couple of kilos. He says it very kindly.",
            ],
            "a": [
                "Playing baby sounds at low volume during good moments, and setting up baby gear early so he can sniff it, helps many dogs adjust.",
                "A front-clip harness can reduce pulling a lot, and it might be worth having Theo do the icy walks for now.",
                "For nail trims, a grinder with lots of treats and very short sessions is often easier than clippers for nervous dogs.",
                "If the compressor scares him, a safe spot away from the noise with a chew toy might be kinder than the bathtub.",
                "Swallowed socks can cause blockages, so watch for vomiting, lethargy or not eating over the next day or two.",
                "Cutting treats into smaller pieces and measuring meals is usually the easiest way to help a dog lose a bit of weight.",
            ],
        },
        "rabbit": {
            "u": [
                "The rabbit chewed through the laptop charger. Second one this year. We need better cord protectors.",
                "The rabbit has been thumping all night. Is something wrong or is she just dramatic?",
                "How much hay should a rabbit eat? She seems to prefer pellets and snobs the hay.",
                "The rabbit got out of her pen and hid under the radiator for {mins}.",
                "Do rabbits need their teeth checked? The vet mentioned it at the last visit.",
                "We need someone to feed the rabbit while we're in Portugal. Rabbits are weirdly hard to find sitters for.",
            ],
            "a": [
                "Hay should be most of a rabbit's diet, with pellets limited to a small measured amount; that also keeps her teeth worn down.",
                "Thumping is usually a warning signal, so construction noise or a new smell could be setting her off.",
                "Split tubing cord protectors, or simply routing cables out of reach, are the usual fix for chewers.",
                "Rabbits' teeth grow constantly, so a check at each vet visit is normal and important.",
                "Exotic-pet sitters or the vet clinic's boarding service are often the best options for rabbits.",
                "If she's hiding a lot, keep an eye on whether she's eating and pooping normally, since rabbits hide illness well.",
            ],
        },
        "vet": {
            "u": [
                "Vet bill today was {price} for basically a nail trim and a lecture.",
                "Should we get pet insurance for the dog? He's {num} and starting to have creaky hips.",
                "The vet clinic in {hood} changed its hours. Now they close at {time} on weekdays.",
                "The dog needs his rabies booster before we travel, in case he goes to a kennel.",
                "Are there any pet risks with a newborn we should worry about? Toxoplasmosis is for cats, right?",
            ],
            "a": [
                "Pet insurance tends to be more expensive once a dog is older and may exclude existing conditions like the hips, so read the exclusions carefully.",
                "Kennels in Quebec usually require proof of rabies, DHPP and often bordetella, so checking their list early is smart.",
                "Toxoplasmosis is mainly a concern with cat litter and raw meat, so dogs and rabbits are not the main risk there.",
                "Keeping a folder with vaccine records and the vet's contact info makes travelling and boarding much simpler.",
                "Many clinics offer nail trims by a technician at a lower price than a full appointment.",
            ],
        },
    },
    "portugal": {
        "plan": {
            "u": [
                "Okay, Portugal. We have about ten days. Is it crazy to do Lisbon, {pt_place} and Porto?",
                "Everyone says {pt_place} is a must. Is it worth it if I can't walk up hills for hours?",
                "Should we rent a car or just take trains between cities? Theo has never driven stick.",
                "I'd love one day at the beach but it'll probably be too cold to swim. Still worth it?",
                "Are there day trips from Lisbon that aren't a nightmare with crowds?",
                "Theo wants to see a football match in Lisbon. I want to see tiles. We can compromise.",
            ],
            "a": [
                "Ten days is enough for Lisbon and Porto with one or two side trips, especially if you keep travel days light.",
                "Trains between Lisbon and Porto are comfortable and frequent, so you can skip driving for that leg entirely.",
                "Sintra is lovely but hilly and crowded; going on a weekday morning and taking the bus or a tuk-tuk up the hill helps.",
                "Most rental cars in Portugal are manual unless you specifically book an automatic, which costs more.",
                "The Azulejo museum in Lisbon is a perfect tile day, and matches at Benfica or Sporting are fun even for non-fans.",
                "Planning one rest day in each city can make a big difference when you're pregnant.",
            ],
        },
        "travel": {
            "u": [
                "Is it safe to fly at {week} weeks pregnant? My midwife said probably fine but I want to double-check.",
                "Do we need travel insurance that covers pregnancy specifically? The bank card one looks vague.",
                "Seats on the flight are {price} each to pick in advance. That's robbery.",
                "What do I do about compression socks on a seven-hour flight? I've never worn them.",
                "Our layover in Toronto is only {mins}. Is that enough at Pearson?",
            ],
            "a": [
                "Most airlines allow flying until around 36 weeks for uncomplicated pregnancies, though some ask for a medical letter after 28 weeks.",
                "Travel insurance should explicitly cover pregnancy complications and the birth of a child abroad; many card insurance policies exclude those.",
                "Compression socks, walking in the aisle every hour or so and staying hydrated reduce the risk of clots on long flights.",
                "Tight connections at Pearson can work if it's on one ticket, but customs and terminal changes can make them stressful.",
                "Paying for seats is annoying, but choosing seats near the washroom might be worth it this time.",
            ],
        },
        "food": {
            "u": [
                "I need a list of what I can eat in Portugal while pregnant. No raw stuff, no unpasteurised cheese. So, bread?",
                "Theo has already saved {n} restaurants in Porto on Google Maps. He's serious about {pt_food}.",
                "Is tap water okay to drink in Lisbon?",
                "I want to find the best pastéis de nata in Lisbon. For research.",
                "What do people tip in restaurants in Portugal? I don't want to be the weird North American.",
            ],
            "a": [
                "Tap water in Lisbon and Porto is generally safe to drink.",
                "Tipping in Portugal is modest; rounding up or leaving around 5 to 10 percent for good service is common.",
                "Well-cooked dishes like grilled fish, stews and soups are plentiful, so you'll have lots of options beyond bread.",
                "For cheese, asking whether it's pasteurizado is easy and most places will know.",
                "Pastéis de Belém is the famous one, but Manteigaria often wins the taste tests among locals.",
            ],
        },
        "money": {
            "u": [
                "How much cash should we bring in euros? Do people still use cash in Portugal?",
                "Our bank charges a fee on foreign transactions. Is it worth getting a travel card?",
                "The exchange rate is terrible right now. Every euro is like $1.50.",
                "Is it cheaper to book the Lisbon to Porto train now or just show up?",
            ],
            "a": [
                "Cards are widely accepted in Portugal, but having a small amount of cash for cafés and markets is handy.",
                "A no-foreign-fee credit card can save 2.5 percent on every purchase, which adds up on a ten-day trip.",
                "Booking the Alfa Pendular train in advance is usually a little cheaper and guarantees seats.",
                "Withdrawing from a bank ATM marked Multibanco, and always choosing to be charged in euros, avoids bad conversion rates.",
            ],
        },
    },
    "taxes": {
        "slips": {
            "u": [
                "I'm gathering slips for taxes. Where do I even find the RL-1 from my part-time teaching?",
                "Theo's T4 and RL-1 came in but his employer put the wrong address. Does that matter?",
                "I have a shoebox of receipts for clay, glaze and shipping. Do I need all of them?",
                "Do I need to declare the Etsy income if it's under {price}... okay, fine, it's more than that.",
                "Revenu Québec sent me a letter and I panicked before opening it. It was a survey.",
            ],
            "a": [
                "Employers in Quebec issue both a T4 and an RL-1; if they're not in the mail, they're often downloadable from the payroll portal.",
                "A wrong address on a slip usually doesn't matter for filing, but it's worth updating with the employer for next year.",
                "You should keep receipts for at least six years, but you only need totals by category to fill in the business statement.",
                "All self-employment income should be reported, and your expenses like clay and shipping then reduce the taxable amount.",
                "Logging into your My Account and Mon dossier online lets you see what slips the governments already have.",
            ],
        },
        "rental": {
            "u": [
                "How do we split the duplex expenses between our unit and the rental unit? By square footage?",
                "Can we deduct the kitchen reno against the rental income? It's our kitchen, not the tenant's.",
                "Do we report the rental income on both returns if the duplex is in both our names?",
                "Capital expense versus current expense is breaking my brain. Is a new roof capital?",
            ],
            "a": [
                "Splitting shared expenses by the proportion of floor area is the standard and defensible approach for a duplex you partly occupy.",
                "Renovations to your own unit generally aren't deductible against rental income, but shared items like the roof may be partly attributable to the rental.",
                "If you co-own the duplex, each of you usually reports your share of the rental income and expenses on your own returns.",
                "A new roof is typically a capital expense, depreciated through capital cost allowance rather than deducted all at once.",
                "With a renovation year, it might be worth having a professional look at the rental schedule even if you do the rest yourselves.",
            ],
        },
        "rrsp": {
            "u": [
                "Should I put money in my RRSP or TFSA this year? My income is all over the place.",
                "The RRSP deadline snuck up on me. Is it too late?",
                "Theo wants to max his RRSP but we also need a baby fund. Where's the balance?",
                "Can we use the RRSP Home Buyers' Plan for the duplex reno? Probably not, right?",
            ],
            "a": [
                "With a variable, lower income, a TFSA is often more flexible, while RRSP contributions make more sense in higher-income years.",
                "The RRSP deadline is usually around the first days of March for the previous tax year.",
                "Building a baby fund in a TFSA first, then topping up the RRSP with any employer match, is a common balance.",
                "The Home Buyers' Plan is for buying a qualifying home, not renovating one you already own, so it likely doesn't apply here.",
            ],
        },
        "filing": {
            "u": [
                "Do we file our taxes together? I know Canada doesn't do joint returns but there's some link thing.",
                "What's the deadline for self-employed people? I always mix up April and June.",
                "The tax software asked me {n} questions about medical expenses. Do prenatal vitamins count?",
                "I might owe money this year because of the shop. Can I pay in instalments?",
            ],
            "a": [
                "In Canada each person files their own return, but spouses list each other's net income and can share some credits.",
                "Self-employed people and their spouses have until June 15 to file, but any balance owing is still due April 30.",
                "Prescription prenatal vitamins may qualify as medical expenses, but regular over-the-counter ones usually don't.",
                "If you owe, both the CRA and Revenu Québec can set up payment arrangements, and you might need to pay instalments next year.",
            ],
        },
    },
    "soccer": {
        "practice": {
            "u": [
                "Practice tonight was chaos. {player} cried because {player2} stole the orange pinnie.",
                "We have {num} kids who only want to be goalie and {num} who refuse. Any rotation tips?",
                "What's a good warm-up drill for eight-year-olds that isn't just running laps?",
                "I'm running out of drill ideas. The kids are bored of cones.",
                "{player} finally scored in practice and did a cartwheel. Best moment of my week.",
                "It rained so hard at Parc Jarry that we did practice under the chalet roof.",
            ],
            "a": [
                "Games like 'sharks and minnows' with a ball at their feet warm up and build dribbling at the same time.",
                "A fixed goalie rotation posted before each game, where everyone gets a half, usually ends the arguments.",
                "Small-sided games, three against three, give each kid more touches and more fun than drills alone.",
                "Little rituals, like a team cheer or a silly celebration, help eight-year-olds stay engaged.",
                "Rain practices can be great for short technical games that don't need much space.",
                "It sounds like the team is really bonding, which at that age matters more than the results.",
            ],
        },
        "games": {
            "u": [
                "We lost {num}-1 to {opp} but the kids had a blast, so honestly a win.",
                "The referee at today's game was a fourteen-year-old who looked more scared than the kids.",
                "One of the parents yelled at {player} from the sideline. I had to say something.",
                "We have a game on {day} at {time} against {opp} and half the team is away.",
                "Our team is undefeated, which is terrifying because now the parents care.",
            ],
            "a": [
                "A short note to parents before the season about sideline behaviour, with the coaches as the only ones giving instructions, can prevent a lot.",
                "Young referees are learning too, and modelling respect towards them teaches the kids a lot.",
                "If half the team is away, asking the league about borrowing players or playing shorter-sided is usually allowed at that age.",
                "Celebrating effort and specific plays rather than the score keeps the focus healthy for eight-year-olds.",
                "You handled that the right way; a calm private word with the parent after the game is often enough.",
            ],
        },
        "admin": {
            "u": [
                "I need to make a snack schedule for the season. Parents always forget.",
                "The league wants everyone to redo their background check. The form is {num} pages.",
                "We need new pinnies. The current ones smell like a locker room from 1997.",
                "Who takes over coaching when I'm on maternity leave? Theo alone with sixteen kids is a lot.",
                "The field permit for the summer hasn't been confirmed and the season starts in {n} weeks.",
            ],
            "a": [
                "A shared online sign-up sheet with automatic reminders tends to work much better than a printed schedule.",
                "It might be worth asking one or two engaged parents now to step in as assistant coaches during your leave.",
                "Background checks are a pain, but they're standard for anyone coaching minors in Quebec.",
                "Pinnies are cheap in sets of twelve, and sometimes the league has a small equipment budget for this.",
                "Calling the borough's sports office directly about the field permit is often faster than waiting on the league.",
            ],
        },
    },
    "daily": {
        "life": {
            "u": [
                "What should we make for dinner tonight? I'm too tired to think and we have {dish} ingredients, sort of.",
                "It's {weather} today and I haven't left the house. Is that a problem or self-care?",
                "We watched {show} last night and I fell asleep in the first ten minutes.",
                "{friend} invited us to a party on {day} and I don't know how to explain that my bedtime is 9 pm now.",
                "The neighbour's renovation is louder than ours. At least it's not just us annoying everyone.",
                "Theo is in Toronto until {day} and the apartment is weirdly quiet.",
                "I need to {errand} and I've been putting it off for a week.",
                "My mom called from Sherbrooke to ask if I'm eating enough. I'm eating everything.",
            ],
            "a": [
                "Something simple like eggs, toast and whatever vegetables are left is a perfectly good dinner on a tired day.",
                "Resting when it's miserable out is a reasonable choice, especially with everything else going on.",
                "It's completely fine to go to a party for an hour and leave early; people understand pregnancy bedtimes.",
                "Doing the one small errand first thing tomorrow might take less energy than carrying it around in your head.",
                "When Theo's away, a friend over for dinner or a call with your sister might make the evenings feel less empty.",
                "It sounds like a lot is happening at once, so a quiet evening might be exactly right.",
            ],
        },
        "meta": {
            "u": [
                "Thanks, that helps. Okay, switching gears for a second.",
                "Sorry for the random questions today, my brain is all over the place.",
                "Can you help me make a to-do list for the week? Reno, shop, Gord, the usual chaos.",
                "Remind me what we talked about for the kitchen earlier? I lost the thread.",
                "Okay I'm going to bed. Merci pour l'aide, seriously.",
                "Quick one before Theo gets home: what's a nice low-effort thing I can do for him this week?",
            ],
            "a": [
                "No need to apologise; juggling this many things at once would scatter anyone's thoughts.",
                "For the week, it might help to pick one priority per area and let everything else be optional.",
                "A short list of the decisions that are still open can make it easier to pick up where you left off.",
                "Something small like his favourite breakfast or a note in his bag before the Toronto train can mean a lot.",
                "Get some rest; we can pick this up tomorrow whenever you're ready.",
                "Happy to help sort through any of it, one thing at a time.",
            ],
        },
    },
}

THREAD_WEIGHTS = {"baby": 14, "reno": 13, "rental": 8, "etsy": 12, "dad": 9, "car": 6, "pets": 9,
                  "portugal": 10, "taxes": 7, "soccer": 8, "daily": 9}

AI_OPENERS = [
    "That makes sense.", "Oh no.", "Fair enough.", "Good question.", "Ah, I hear you.", "That's a lot at once.",
    "Totally understandable.", "Ha, that sounds about right.", "Okay, let's think about it.", "Good news, mostly.",
    "I can see why that's stressful.", "That's a really common situation.", "Nice.", "Honestly, good call to ask.",
    "Oof.", "Sounds like quite the day.", "That's fair.", "Right.", "Makes sense to check.", "Ah, classic.",
]

AI_CLOSERS = [
    "Want me to help you draft a message about it?", "Let me know how it goes.",
    "Do you want a short checklist for that?", "Happy to dig into any of this further.",
    "How are you feeling about it overall?", "Would it help to break that into smaller steps?",
    "Tell me if you want a second opinion on the details.", "We can revisit it once you know more.",
    "One step at a time.", "Fingers crossed it settles down soon.",
]

# Short asides used to bury a fact in the middle of a message.
ASIDES = [
    "The dog is snoring under my desk like a little chainsaw.",
    "Theo is on a call with Toronto so I'm hiding in the kitchen.",
    "It's {weather} again, so nobody is going anywhere.",
    "I just ate {n} cookies standing up, no regrets.",
    "The crew is banging on something upstairs, so sorry if this is scattered.",
    "Bon, where was I.",
    "I have a kiln load cooling and I keep peeking, which you're not supposed to do.",
    "My coffee is decaf now and I'm still bitter about it.",
    "{friend} just texted me a meme about pregnant potters, very accurate.",
    "The rabbit is doing zoomies around the living room.",
    "Anyway.",
    "I'm writing this on my phone in the waiting room.",
    "Ugh, the baby is kicking my bladder like it owes her money.",
    "Also the recycling didn't get picked up again.",
    "Sorry, I keep getting interrupted.",
    "Theo says hi, by the way.",
    "I have {n} tabs open and none of them are useful.",
    "Gord called twice this morning about nothing in particular.",
    "Practice is at {time} so I have to be quick.",
    "Okay, random thing before I forget.",
]

# Generic list items used around a fact in list style.
LIST_ITEMS = [
    "{errand}", "call Gord back about Sunday", "order more clay", "book the dog's nail trim",
    "email the borough about the permit", "pay the hydro bill", "buy hay for the rabbit", "print soccer schedule",
    "renew the car insurance", "sort the baby clothes from {friend}", "pick up glaze samples", "laundry",
    "ask about compression socks", "find the RL-1 slips", "text the tenant about the smoke detector",
    "water the plants", "charge the drill batteries", "confirm the restock drop for {day}",
]

# ---------------------------------------------------------------------------------------------
# Value generators.  A generator returns (value, meta); an "alt" returns a corrected (value, meta).
# ---------------------------------------------------------------------------------------------

import datetime as _dt  # noqa: E402  (kept next to the date helpers on purpose)

MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
             "October", "November", "December"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
YEAR = 2026


def _ordinal(d: int) -> str:
    if 11 <= d % 100 <= 13:
        return f"{d}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suffix}"


def _fmt_date(day: _dt.date, fmt: str) -> str:
    if fmt == "iso":
        return day.isoformat()
    if fmt == "en":
        return f"{MONTHS_EN[day.month - 1]} {_ordinal(day.day)}"
    if fmt == "fr":
        return f"{day.day} {MONTHS_FR[day.month - 1]}"
    if fmt == "en_full":
        return f"{MONTHS_EN[day.month - 1]} {day.day}, {day.year}"
    if fmt == "slash":
        return f"{day.day:02d}/{day.month:02d}/{day.year}"
    raise ValueError(fmt)


def _ok_day(day: _dt.date, fmt: str, ctx: dict) -> bool:
    # French and English day-first formats: keep the day two-digit so "1 mars" never hides in "21 mars".
    if fmt in ("fr", "en") and day.day < 10:
        return False
    return (day.month, day.day) not in ctx.setdefault("days", set())


def g_date(months, fmts=("iso", "en", "fr", "en_full", "slash")):
    def gen(rng, ctx):
        fmt = rng.choice(fmts)
        while True:
            day = _dt.date(YEAR, rng.choice(months), rng.randint(1, 28))
            if _ok_day(day, fmt, ctx):
                ctx["days"].add((day.month, day.day))
                return _fmt_date(day, fmt), {"day": day, "fmt": fmt}

    def alt(rng, ctx, meta):
        while True:
            shift = rng.choice([-12, -9, -7, -6, -3, -2, 2, 3, 5, 7, 8, 14, 21])
            day = meta["day"] + _dt.timedelta(days=shift)
            if day.year == YEAR and _ok_day(day, meta["fmt"], ctx):
                ctx["days"].add((day.month, day.day))
                return _fmt_date(day, meta["fmt"]), {"day": day, "fmt": meta["fmt"]}

    return gen, alt


def _group(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)


def _fmt_money(amount: int, cents: int | None, fmt: str) -> str:
    c = f".{cents:02d}" if cents is not None else ""
    cfr = f",{cents:02d}" if cents is not None else ""
    return {
        "dollar": f"${_group(amount, ',')}{c}",
        "fr": f"{_group(amount, ' ')}{cfr} $",
        "cad": f"CAD {_group(amount, ',')}{c}",
        "words": f"{_group(amount, ',')}{c} dollars",
        "euro": f"€{_group(amount, ',')}{c}",
        "eur_fr": f"{_group(amount, ' ')}{cfr} €",
        "eur_code": f"EUR {_group(amount, ',')}{c}",
        "euros": f"{_group(amount, ',')}{c} euros",
    }[fmt]


def g_money(lo: int, hi: int, step: int, fmts, cents: bool = False):
    def make(rng, amount, fmt):
        cts = rng.randint(1, 99) if cents else None
        return _fmt_money(amount, cts, fmt), {"amount": amount, "fmt": fmt}

    def gen(rng, ctx):
        return make(rng, rng.randrange(lo, hi + 1, step), rng.choice(fmts))

    def alt(rng, ctx, meta):
        while True:
            factor = rng.choice([0.88, 0.92, 1.04, 1.06, 1.08, 1.1, 1.12, 1.15, 1.2])
            amount = int(round(meta["amount"] * factor / step) * step)
            if amount != meta["amount"]:
                return make(rng, amount, meta["fmt"])

    return gen, alt


def _fmt_phone(area: str, exch: str, line: str, fmt: str) -> str:
    return {
        "dash": f"{area}-{exch}-{line}",
        "paren": f"({area}) {exch}-{line}",
        "plus": f"+1 {area} {exch} {line}",
        "dots": f"{area}.{exch}.{line}",
        "plus_dash": f"+1-{area}-{exch}-{line}",
        "raw": f"{area}{exch}{line}",
        "one": f"1 {area} {exch}-{line}",
    }[fmt]


def g_phone(areas, fmts=("dash", "paren", "plus", "dots", "plus_dash", "raw", "one")):
    def make(rng, ctx, area, fmt):
        while True:
            line = f"01{rng.randint(0, 99):02d}"
            if (area, line) not in ctx.setdefault("lines", set()):
                ctx["lines"].add((area, line))
                return _fmt_phone(area, "555", line, fmt), {"area": area, "fmt": fmt}

    def gen(rng, ctx):
        return make(rng, ctx, rng.choice(areas), rng.choice(fmts))

    def alt(rng, ctx, meta):
        return make(rng, ctx, rng.choice(areas), meta["fmt"])

    return gen, alt


def g_pt_phone():
    def make(rng):
        if rng.random() < 0.7:
            digits = rng.choice("1236") + "".join(rng.choice("0123456789") for _ in range(7))
            return f"+351 9{digits[0]}{digits[1]} {digits[2:5]} {digits[5:8]}"
        digits = "".join(rng.choice("0123456789") for _ in range(7))
        return f"+351 21 {digits[:3]} {digits[3:]}"

    def gen(rng, ctx):
        return make(rng), {}

    def alt(rng, ctx, meta):
        return make(rng), {}

    return gen, alt


def g_addr(streets, lo: int, hi: int, postal_prefixes, fmt: str = "num_street"):
    def postal(rng):
        return f"{rng.choice(postal_prefixes)} {rng.randint(1, 9)}{rng.choice('ABCEGHJKLMNPRSTVWXYZ')}{rng.randint(0, 9)}"

    def make(rng, num, street):
        value = f"{street} {num}" if fmt == "street_num" else f"{num} {street}"
        return value, {"num": num, "street": street, "postal": postal(rng)}

    def gen(rng, ctx):
        return make(rng, rng.randint(lo, hi), rng.choice(streets))

    def alt(rng, ctx, meta):
        num = str(meta["num"])
        if len(num) >= 3 and num[-1] != num[-2] and rng.random() < 0.6:
            swapped = int(num[:-2] + num[-1] + num[-2])  # transposed digits, a classic
            if swapped != meta["num"] and num[-1] != "0":
                return make(rng, swapped, meta["street"])
        while True:
            street = rng.choice(streets)
            n = rng.randint(lo, hi)
            if street != meta["street"] or n != meta["num"]:
                return make(rng, n, street)

    return gen, alt


def g_pool(pool):
    def gen(rng, ctx):
        free = [p for p in pool if p not in ctx.setdefault("names", set())]
        value = rng.choice(free)
        ctx["names"].add(value)
        return value, {}

    def alt(rng, ctx, meta):
        return gen(rng, ctx)

    return gen, alt


_ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
_LET = "ABCDEFGHJKLMNPRSTVWXYZ"


def _digits(rng, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _letters(rng, n: int) -> str:
    return "".join(rng.choice(_LET) for _ in range(n))


def g_id(make):
    """An id generator; the correction either fixes one mistyped character or is a fresh id."""

    def gen(rng, ctx):
        return make(rng), {}

    def alt(rng, ctx, meta, old=None):
        return make(rng), {}

    return gen, alt


def _typo_fix(rng: random.Random, old: str) -> str:
    idx = [i for i, ch in enumerate(old) if ch.isalnum()]
    while True:
        i = rng.choice(idx)
        pool = "0123456789" if old[i].isdigit() else _LET
        ch = rng.choice(pool)
        if ch != old[i]:
            return old[:i] + ch + old[i + 1:]


ID_MAKERS = {
    "airbnb": lambda r: "HM" + "".join(r.choice(_ALNUM) for _ in range(8)),
    "pnr": lambda r: "".join(r.choice(_ALNUM) for _ in range(6)),
    "plate": lambda r: f"{r.choice(_LET)}{_digits(r, 2)} {_letters(r, 3)}",
    "lease": lambda r: f"{r.choice(['LA', 'TFS', 'LSE'])}-{_digits(r, 4)}-{_digits(r, 5)}",
    "policy": lambda r: r.choice([f"HAB-{_digits(r, 4)}-{_digits(r, 5)}", f"PH {_digits(r, 3)} {_digits(r, 3)} {_digits(r, 4)}",
                                  f"{_letters(r, 2)}{_digits(r, 8)}"]),
    "tracking": lambda r: f"{_digits(r, 4)} {_digits(r, 4)} {_digits(r, 4)} {_digits(r, 4)}",
    "etsy": lambda r: r.choice("23") + _digits(r, 9),
    "ramq": lambda r: f"GAGC {r.randint(91, 96)}{r.randint(51, 62)} {r.randint(1, 28):02d}{_digits(r, 2)}",
    "ohip": lambda r: f"{_digits(r, 4)}-{_digits(r, 3)}-{_digits(r, 3)}-{_letters(r, 2)}",
    "gst": lambda r: r.choice([f"{_digits(r, 9)} RT0001", f"{_digits(r, 10)} TQ0001"]),
}

# ---------------------------------------------------------------------------------------------
# Name pools (planted only; disjoint from the incidental names in SLOTS).
# ---------------------------------------------------------------------------------------------

MIDWIVES = ["Ingrid Castellanos", "Solène Marchetti", "Harriet Okonkwo", "Beatriz Villanueva", "Margaux Delisle-Hart",
            "Yasmin Kaddour", "Rosalind Umeh", "Océane Berthiaume"]
TENANTS = ["Gaëtan Lapierre", "Wendell Fairbanks", "Oona Schüssler", "Rashid Benhamou", "Pernille Dahl",
           "Cosmo Vidal", "Hortense Mbala", "Ivo Radic"]
CONTRACTORS = ["Radu Petrescu", "Luc Beausoleil", "Dario Menconi", "Hamish Grady", "Teodor Kowalski",
               "Aurelio Santangelo", "Yannick Thibodeau-Ruiz"]
PSWS = ["Florence Agyeman", "Marisol Teixeira", "Gwendolyn Pryce", "Nadège Toussaint", "Imelda Ocampo",
        "Bronwyn Achterberg"]
ACCOUNTANTS = ["Mireille Kowalczyk", "Bernard Achebe", "Sigrid Halvorsen", "Josée Vaillancourt-Lam",
               "Anand Mehrotra", "Philippa Desrosiers"]
COACHES = ["Desmond Okafor", "Tomasz Wierzbicki", "Ines Carvalhal", "Kenji Albright", "Ferdinand Obi",
           "Gisèle Paquin-Hale"]
WALKERS = ["Tallulah Brennan", "Zephyr Ouellette", "Priscilla Nakashima", "Lorcan Doyle", "Mayumi Laforest"]
DEALERS = ["Curtis Vandenberg", "Sabrina Moretti-Blais", "Ahmed Zerrouki", "Colette Brisebois", "Dmitri Varga"]
OBGYNS = ["Dr. Anjali Ferreira", "Dr. Étienne Roussin", "Dr. Miriam Katzenberg", "Dr. Kwabena Osei",
          "Dr. Hélène Tessier-Park"]
HOSTS = ["Joaquim Serrão", "Leonor Magalhães", "Duarte Figueiredo", "Benedita Quaresma", "Tiago Esteves"]

DOGS = ["Gribouille", "Pamplemousse", "Bartleby", "Moxie", "Tartiflette", "Chewbacca"]
RABBITS = ["Clafoutis", "Radicchio", "Beignet", "Pâquerette", "Ficelle", "Turnip Townshend"]
CATS = ["Mistigri", "Sir Pounce", "Babka", "Cornichon", "Lady Marmalade"]
FISH = ["Captain Bubbles", "Glouglou", "Neptune Jr", "Fishstick Fred"]
BIRDS = ["Pavarotti", "Sergeant Pepper", "Kiwi-Lou", "Baxter Birdie"]
GUINEA = ["Gnocchi", "Pouding", "Wasabi", "Mr. Whiskerton"]
