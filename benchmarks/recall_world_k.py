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

import datetime as _dt
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
    "vetprice": ["$180", "$240", "$315", "$97", "$420", "$156"],
    "mugprice": ["$38", "$42", "$45", "$48", "$52"],
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
                "In Montreal each borough has its own rules, so checking with the Villeray–Saint-Michel–Parc-Extension permit office directly is the safest route.",  # noqa: RUF001
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
                "I'm charging {mugprice} for a mug and my friend {friend} says I'm underpricing. Am I?",
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
                "My friend {friend} swears their hybrid gets 4.5 litres per 100 km. That sounds made up.",
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
                "Vet bill today was {vetprice} for basically a nail trim and a lecture.",
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

# More user phrasings, kept separate so the subtopic tables above stay readable.
_MORE_USER: dict[str, dict[str, list[str]]] = {
    "baby": {
        "symptoms": [
            "The glucose test is next week and I have to drink that orange syrup. Any tips to not throw up?",
            "I cried at a commercial for car insurance today. A car insurance commercial.",
            "My back hurts after {mins} at the wheel. Should I stop throwing for a while?",
            "Braxton Hicks or real cramps? It's {time} and I'm Googling things I shouldn't.",
        ],
        "gear": [
            "The car seat base doesn't seem to fit in the RAV4 at the right angle. Do they make wedges for that?",
            "Cloth vs disposable, round {n}. Theo read a blog and now he has opinions.",
            "{friend} says a baby bathtub is pointless and we should just use the sink. Thoughts?",
            "The registry website keeps suggesting a wipe warmer. Is that a real thing people need?",
        ],
        "nursery": [
            "I'm making a mobile for the nursery out of little clay birds. Is that safe if it's out of reach?",
            "The radiator in the nursery clanks all night. Can we bleed it ourselves?",
            "Theo wants to put the glider from his dad's basement in the nursery. It squeaks like a haunted house.",
        ],
        "leave": [
            "If I take RQAP, can I still fill a few Etsy orders, or does that mess up the benefits?",
            "Theo's manager in Toronto asked when he's going on leave and he panicked and said 'soon'.",
            "I made a budget for the leave months and we're short by about {price} a week. Fun.",
        ],
        "names": [
            "Theo suggested a name that's also a brand of yogurt in Quebec. Vetoed.",
            "Do people still do hyphenated last names? Gagnon-Marsh sounds like a law firm.",
            "My sister says we should pick a name that's easy to yell across a park. Practical woman.",
        ],
    },
    "reno": {
        "kitchen": [
            "The plumber says moving the sink to the island means cutting into the joists. {fr}.",
            "I found an old newspaper from 1957 inside the kitchen wall. Half the ads are for cigarettes.",
            "We can't decide between open shelves and upper cabinets. I have a lot of mugs, obviously.",
            "The fridge we want is {n} centimetres too wide for the spot. Classic.",
        ],
        "contractor": [
            "The crew took down the wrong wall section this morning. Only a little bit, they said.",
            "The contractor sent an invoice with a line that just says 'misc' for {price}. What is misc?",
            "The drywall guys want to start on {day} but the inspection isn't done. Is that allowed?",
            "One of the workers brought his dog and now our dog won't stop crying at the door.",
        ],
        "permits": [
            "The borough website says permits take {n} weeks. The counter lady said 'ha, maybe'.",
            "Do we need a permit to replace the back stairs exactly as they are? They're falling apart.",
            "The neighbour on the other side asked for a copy of our permit. Is that normal?",
        ],
        "budget": [
            "We're over budget on the electrical by a lot and the walls aren't even closed.",
            "Is it cheaper to buy our own fixtures or let the contractor get them? He says he gets a discount.",
            "Theo found a cheaper faucet online and I think it's a knockoff. The reviews are weirdly enthusiastic.",
        ],
        "dust": [
            "I had to wash all the clothes in the closet because of the dust. All of them.",
            "The smoke detector went off from the sanding dust at {time}. The dog howled for ten minutes.",
            "The HEPA filter is already grey after {n} days. Is that normal or is something wrong?",
        ],
    },
    "rental": {
        "repairs": [
            "The tenant says there's a mouse in the kitchen downstairs. I'm not emotionally ready for mice.",
            "The hot water tank downstairs is from 2009. Rent or buy the replacement?",
            "The tenant's dryer vent is clogged with lint. Fire hazard, right? I should handle that today.",
            "There's a crack in the tenant's bathroom tile and water might be getting under it.",
        ],
        "rules": [
            "The tenant wants to sublet for the summer. Can we say no in Quebec?",
            "Can I ask the tenant to keep their bike out of the shared hallway? It's blocking the mailboxes.",
            "Do I need to give the tenant a copy of the building's fire safety plan? Is that even a thing for a duplex?",
        ],
        "snow": [
            "The city plow left a wall of snow in front of the tenant's parking spot. They were late for work.",
            "The balcony above the tenant's door has icicles the size of swords. Theo knocked them down with a broom.",
            "We paid the snow removal company {price} extra for the stairs and they still skip them.",
        ],
        "money": [
            "Should we give the tenant a small discount for putting up with the reno noise? It's been a lot.",
            "The tenant asked for a receipt for last year's rent for their taxes. What do I put on it?",
            "Is the rental insurance rider worth it? The broker wants {price} more a year.",
        ],
    },
    "etsy": {
        "orders": [
            "Someone ordered {n} mugs and asked if I can write their cat's name on each one. Cute but time.",
            "I got my first order from Japan! Shipping is going to be an adventure.",
            "A buyer wants to return a bowl because 'the colour is different from the photo'. It's handmade.",
            "Etsy put one of my {item} in a gift guide and my inbox exploded overnight.",
        ],
        "kiln": [
            "A shelf cracked in the kiln and took down {n} pieces with it. {fr}.",
            "I'm testing a new {glaze} recipe and the test tiles look like the surface of the moon.",
            "The studio wants everyone to sign up for kiln slots now. Mine is at {time} on {day}, great.",
        ],
        "shipping": [
            "I'm thinking of using Chit Chats instead of Canada Post for the US orders. Anyone use them?",
            "A customer paid for express shipping and then wasn't home for {n} delivery attempts.",
            "I need to find biodegradable packing peanuts that don't cost a fortune.",
        ],
        "pricing": [
            "Should I do a sale for Mother's Day or does that cheapen the brand?",
            "A big home decor store asked about wholesale pricing. I don't even have wholesale pricing.",
            "I want to start selling seconds at a discount. Is that a good idea or does it hurt the main line?",
        ],
    },
    "dad": {
        "health": [
            "Gord fell asleep in his chair with the stove on. Nothing happened, but Theo is shaken.",
            "The pharmacy in Ottawa says Gord's prescription renewals need a new doctor's note. Again.",
            "Gord is refusing to do the physio exercises because 'they're for ballerinas'.",
        ],
        "visits": [
            "Gord wants to come to Montreal for Easter and stay {n} nights. On the pull-out. With his back.",
            "We're bringing Gord the first ultrasound photo. He'll probably put it on the fridge with a magnet from 1984.",
            "Should we take the train to Ottawa instead of driving next time? I hate the 417 in winter.",
        ],
        "care": [
            "The residence tour is on {day}. Gord agreed to 'look, not sign', his words.",
            "Theo found Gord's will in a drawer and it's from 1991. Is that still valid?",
            "The home care coordinator wants to do an assessment and Gord says he'll be 'busy'.",
        ],
        "calls": [
            "Gord called to ask what Etsy is. I explained for {mins} and he asked if it's like eBay.",
            "Gord left me a voicemail singing happy birthday. It's not my birthday.",
            "Gord called to report that the neighbour's new fence is 'an eyesore'. He sounded happy, at least.",
        ],
    },
    "car": {
        "lease": [
            "The dealership wants us to bring the car in for a 'lease-end consultation'. Translation: sales pitch?",
            "We lost one of the two keys for the RAV4. Will they charge us for that at return?",
            "The winter tires are ours, not part of the lease. Can we just keep them for the next car?",
        ],
        "winter": [
            "Street cleaning starts on our side on {day} and I keep forgetting to move the car.",
            "I got a parking ticket for {price} because the sign was buried in snow. Can I contest that?",
            "The heated seats stopped working. Of course they did, it's February.",
        ],
        "next": [
            "Theo test-drove something at the dealership on {day} and came home with brochures and a glazed look.",
            "Is a minivan an overreaction for one baby and a dog? Be honest.",
            "Do used EV batteries hold up in Montreal winters? I'm worried about buying someone else's problem.",
        ],
    },
    "pets": {
        "dog": [
            "The dog stole a whole baguette off the counter. He's proud of himself.",
            "The dog growled at the stroller in the hallway. Is that a bad sign for later?",
            "The dog rolled in something at Parc Jarry and now needs a bath at {time} at night.",
        ],
        "rabbit": [
            "The rabbit learned to open the pen latch. We have a genius and a criminal.",
            "The rabbit is shedding so much it looks like it's snowing in the living room.",
            "Is it okay to give the rabbit a bit of carrot every day or is that too much sugar?",
        ],
        "vet": [
            "The dog needs a dental cleaning under anesthesia and the estimate is wild.",
            "Our vet is retiring and I'm kind of devastated. She knows all our animals.",
            "The rabbit's nails need trimming and she hates it even more than the dog does.",
        ],
    },
    "portugal": {
        "plan": [
            "Is {pt_place} doable as a day trip or does it need a night? I get tired fast these days.",
            "Theo wants to do a port wine tasting. I'll be the designated grape juice person.",
            "I found a pottery workshop in {pt_place}! Is it weird to do a ceramics class on my vacation?",
        ],
        "travel": [
            "Do we need adapters for Portugal? Theo says he has one somewhere, which means no.",
            "What's the best way to get from Lisbon airport to the city with luggage? Taxi, Uber or metro?",
            "The airline says my carry-on has to be under 8 kg. My pregnancy snacks alone weigh that.",
        ],
        "food": [
            "Theo wants to try {pt_food} in every city and rank them. He made a scoring sheet.",
            "Is it rude to send back the couvert, the bread and cheese they put on the table? I heard they charge for it.",
            "Can I eat {pt_food} while pregnant, or is that risky?",
        ],
        "money": [
            "Do we need to pay the Lisbon tourist tax in cash? The host mentioned it.",
            "Theo thinks we should set a daily budget in euros for the trip. I think we should just eat.",
            "Is travel insurance cheaper through the bank or through the airline?",
        ],
    },
    "taxes": {
        "slips": [
            "I can't find the T5 for the savings account. Is it somewhere in the bank app?",
            "The childcare receipts from last year are in an email I can't find. Do I need them?",
            "Do I need receipts for the home office if my studio is outside the house?",
        ],
        "rental": [
            "Can we deduct the snow removal contract against the rental income?",
            "The accountant asked for the cost of the building versus the land. How would I even know that?",
            "We replaced the tenant's fridge last year. Is that a deduction or a capital thing?",
        ],
        "rrsp": [
            "My bank advisor wants to sell me a 'baby RESP'. Is the grant worth it?",
            "Should Theo contribute to a spousal RRSP for me since I'll have low income during leave?",
            "Can I withdraw from my TFSA for the reno and put it back next year without a penalty?",
        ],
        "filing": [
            "Do we need to report the money Gord gave us for the baby? It's a gift, right?",
            "I got a letter saying I have to pay instalments this year. Is that because of the shop?",
            "Can we claim the moving expenses from when we bought the duplex? It was two years ago.",
        ],
    },
    "soccer": {
        "practice": [
            "One kid spends the whole practice doing handstands in goal. Do I redirect or let it go?",
            "We did a penalty shootout at the end of practice and {player} scored on Theo. Theo is still recovering.",
            "The kids want to do a dance as a goal celebration. We spent {mins} choreographing instead of passing.",
        ],
        "games": [
            "{player} got a nosebleed in the first half and was back on the field in five minutes. Tough kid.",
            "We're playing {opp} on {day}. They beat us badly last time and the kids remember.",
            "A parent asked why their kid isn't starting. He's eight. Everyone plays equal time.",
        ],
        "admin": [
            "The league wants a team photo day and half the kids have lost their jerseys.",
            "Should we do an end-of-season party? Pizza at the park on {day}, maybe.",
            "The first aid kit is just band-aids and a very old ice pack. What should be in it?",
        ],
    },
    "daily": {
        "life": [
            "I tried to make bread and it came out like a brick. The dog was thrilled.",
            "{friend} is getting married in {month} and asked me to make the wedding favours. In my condition!",
            "The neighbours are having a loud party and it's {time}. I'm too pregnant for this.",
            "My sister Anne-Sophie called for {mins} about her kids' hockey schedule. I love her but wow.",
            "I went to {store} for one thing and came out with {n} things and not the one thing.",
        ],
        "meta": [
            "Can you help me figure out what I should tackle first this weekend? Everything feels urgent.",
            "Okay, new topic, sorry for jumping around.",
            "Thanks for listening to me ramble today, seriously.",
        ],
    },
}
# Assistant sentences matching the phrasings above (the reply ranks sentences by shared words).
_MORE_ASSISTANT: dict[str, dict[str, list[str]]] = {
    "baby": {
        "symptoms": [
            "For the glucose test, drinking the syrup cold and fairly quickly, then sitting still, helps a lot of people keep it down.",
            "Crying at commercials is a very real pregnancy thing; hormones turn the volume up on everything.",
            "If throwing on the wheel strains your back, a higher stool or standing to trim for a while might help.",
            "Braxton Hicks are usually irregular and ease with rest and water; regular or painful cramps are a reason to call.",
        ],
        "gear": [
            "Many car seats have a built-in recline adjustment, and the manual will say whether a rolled towel or noodle is allowed under the base.",
            "Cloth versus disposable is mostly about laundry tolerance; plenty of families do cloth at home and disposables when out.",
            "A baby bathtub is optional; a sink or a supportive insert in the big tub works for many families.",
            "Wipe warmers are firmly in the nice-to-have category; most babies are fine with room-temperature wipes.",
        ],
        "nursery": [
            "A clay mobile can be lovely as long as it's securely hung well out of reach and away from the crib's swing zone.",
            "Bleeding a radiator is usually easy with a radiator key and a towel, and it often stops the clanking.",
            "A squeaky glider can often be fixed with a bit of lubricant on the bearings and tightening the bolts.",
        ],
        "leave": [
            "Working during RQAP benefits can reduce them, so it's worth checking the rules on self-employed income before filling orders.",
            "If Theo shares a rough timeline with his manager early, even a tentative one, planning his leave gets easier for everyone.",
            "A weekly shortfall during leave can often be covered by a small buffer fund started now.",
        ],
        "names": [
            "Saying a name out loud in a park-yelling voice is honestly a decent test.",
            "Hyphenated last names are still common in Quebec, and some families choose one name for simplicity.",
            "A name shared with a brand or product is worth a quick search before committing.",
        ],
    },
    "reno": {
        "kitchen": [
            "Moving a sink into an island often means running drain lines through joists, so a plumber and the contractor should agree on the path before anything is cut.",
            "Old newspapers in walls are a fun find; some people frame them or tuck a new note back in for the next owners.",
            "Open shelves are great for display pieces like handmade mugs, but they collect dust and grease near the stove.",
            "When a fridge is just a little too wide, counter-depth models or adjusting the cabinet filler are the usual solutions.",
        ],
        "contractor": [
            "An invoice line that just says misc is fair to question; asking for an itemised breakdown is completely normal.",
            "Drywall generally shouldn't go up before the electrical inspection, so it's worth checking with the contractor.",
            "If a crew member's dog is upsetting yours, asking them to keep it in the truck is a reasonable request.",
            "Mistakes in demolition happen, but it's fair to ask how they plan to repair it and at whose cost.",
        ],
        "permits": [
            "Permit timelines on borough websites are often optimistic, so building a few weeks of buffer into the schedule helps.",
            "Even like-for-like stair replacements sometimes need a permit in Montreal, especially if they're visible from the lane or street.",
            "Sharing a copy of your permit with a neighbour is usually harmless and can keep relations good.",
        ],
        "budget": [
            "Contractors often get trade discounts, but buying fixtures yourself lets you control the exact model, so compare both totals.",
            "Very cheap faucets online can be knockoffs with poor cartridges; buying from a known retailer avoids that risk.",
            "Electrical overruns are common in older buildings because the surprises are inside the walls.",
        ],
        "dust": [
            "Closets collect a surprising amount of reno dust; zippered garment bags can save a second round of washing.",
            "Dust often triggers smoke detectors, so covering them temporarily during sanding is common, as long as the covers come off each evening.",
            "A HEPA filter turning grey quickly usually means it's doing its job, but it may need replacing sooner than usual during construction.",
        ],
    },
    "rental": {
        "repairs": [
            "For mice, sealing entry points with steel wool and calling a pest control company quickly keeps it from spreading.",
            "Renting a water heater is convenient but usually more expensive over time than buying one outright.",
            "A clogged dryer vent is a real fire hazard, so cleaning it soon is a good call.",
            "A cracked tile in a shower area can let water into the subfloor, so resealing or replacing it soon is wise.",
        ],
        "rules": [
            "In Quebec a landlord can't refuse a sublet without a serious reason, but the tenant has to notify you properly.",
            "Asking the tenant to keep the hallway clear is reasonable, especially if it blocks mail or an exit.",
            "Smaller buildings have lighter obligations, but working smoke detectors and clear exits are always expected.",
        ],
        "snow": [
            "Keeping a shovel and a bag of grit by the tenant's door can help on days when the snow contractor is late.",
            "Large icicles over an entrance are dangerous, so knocking them down safely and checking for an ice dam makes sense.",
            "If the snow company keeps skipping the stairs, a written reminder referencing the contract is a good next step.",
        ],
        "money": [
            "A small rent credit during a noisy renovation is a generous gesture and can build a lot of goodwill.",
            "A rent receipt usually lists the address, the period, the amount paid and both names; a simple template works fine.",
            "A rental rider is often worth it because standard home policies may not cover a rented unit properly.",
        ],
    },
    "etsy": {
        "orders": [
            "Personalised pieces are lovely but slow, so charging a personalisation fee and adding lead time is reasonable.",
            "International orders need a customs declaration, and Japan is usually smooth if the description and value are clear.",
            "A clear note in the listing that colours vary with handmade glazes makes returns like that easier to decline politely.",
            "Being featured in a gift guide is great exposure; a short note in your shop announcement about processing times can help.",
        ],
        "kiln": [
            "A cracked kiln shelf is worth replacing rather than patching, since another failure could damage more pieces.",
            "Test tiles that look lunar often mean the glaze needs adjusting for thickness or the firing schedule.",
            "Kiln slot systems are annoying but can make firings more predictable once everyone gets used to them.",
        ],
        "shipping": [
            "Chit Chats is popular with Canadian sellers for US shipping and can be cheaper than Canada Post for small parcels.",
            "After several missed delivery attempts, the parcel usually goes to a pickup point, so the buyer can collect it there.",
            "Cornstarch packing peanuts are biodegradable and cheaper when bought in bulk.",
        ],
        "pricing": [
            "A modest holiday promotion is fine for handmade shops, especially if it's framed as a limited gift collection.",
            "Wholesale pricing is usually about half of retail, so it helps to check that your costs still work at that level.",
            "Selling seconds as a separate, clearly labelled category can bring in new buyers without hurting the main line.",
        ],
    },
    "dad": {
        "health": [
            "Leaving the stove on is worth taking seriously; automatic shut-off devices for stoves exist and are easy to install.",
            "Prescription renewals can sometimes be handled by the pharmacist directly in Ontario for a short extension.",
            "Physio exercises are more likely to happen if they're tied to something he already does, like the news or his tea.",
        ],
        "visits": [
            "If Gord visits, a firmer temporary mattress topper on the pull-out can make a big difference for his back.",
            "Bringing the ultrasound photo is a lovely idea; he might enjoy a small frame to go with it.",
            "The train between Montreal and Ottawa avoids winter driving and gives you time to rest.",
        ],
        "care": [
            "A will from decades ago can still be valid, but it's worth having a notary or lawyer review it with him.",
            "Treating a residence tour as just a look, with no commitment, is a gentle first step.",
            "A home care assessment helps unlock services, so framing it as a way to keep him independent might help.",
        ],
        "calls": [
            "Explaining new things to him is tiring, but it's also a sign he wants to be part of your world.",
            "A funny voicemail like that is worth saving; those become treasured later.",
            "Those small reports about the neighbourhood are often just his way of staying connected.",
        ],
    },
    "car": {
        "lease": [
            "A missing key is often charged at lease return, so ordering a replacement from a locksmith beforehand can be cheaper.",
            "Winter tires you bought yourself are yours, and they can often be moved to the next car if the size fits.",
            "A lease-end consultation is partly a sales meeting, but it also gives you the exact return and buyout figures.",
        ],
        "winter": [
            "Tickets issued when the sign was buried in snow can sometimes be contested with photos taken that day.",
            "Street cleaning reminders from the city's app or a calendar alert can save a lot of tickets.",
            "Heated seat failures are often a fuse or a connector under the seat, so it might be a simple repair.",
        ],
        "next": [
            "A minivan isn't an overreaction if you do long drives to Ottawa with a dog and a car seat, but a wagon or small SUV can also work.",
            "Used EV batteries usually degrade slowly; a battery health report from the dealer is worth asking for.",
            "Test-driving a few options with the car seat in hand is the best way to compare.",
        ],
    },
    "pets": {
        "dog": [
            "Counter surfing is very common; keeping food pushed back and rewarding him for staying on the floor helps.",
            "Growling at a stroller usually means uncertainty, so letting him sniff it with treats nearby can build a positive association.",
            "A quick rinse with dog shampoo targeting just the smelly area can save a full bath late at night.",
        ],
        "rabbit": [
            "Clever rabbits often need a latch with a clip, since they learn simple mechanisms quickly.",
            "Heavy shedding is normal a few times a year; daily brushing helps prevent her from swallowing too much fur.",
            "Carrot is best as a small treat a few times a week, since it's fairly high in sugar for rabbits.",
        ],
        "vet": [
            "Dental cleanings under anesthesia are expensive, but asking for an itemised estimate can show where the costs are.",
            "When a vet retires, the clinic usually transfers records, and asking for a recommendation for exotic pets is worthwhile.",
            "Some rabbits tolerate nail trims better wrapped in a towel, with two people handling it.",
        ],
    },
    "portugal": {
        "plan": [
            "Most places near Lisbon are doable as day trips, but an overnight can make it much more relaxed.",
            "Port wine lodges in Gaia often offer non-alcoholic tastings or grape juice pairings, so you won't be left out.",
            "A pottery workshop would be a lovely way to connect with Portuguese ceramics traditions on the trip.",
        ],
        "travel": [
            "Portugal uses the European two-pin plug, so you'll need adapters for Canadian devices.",
            "From Lisbon airport, a taxi or ride-share is easiest with luggage, though the metro is cheap and direct to the centre.",
            "Carry-on weight limits are strictly enforced on some airlines, so weighing bags at home saves stress.",
        ],
        "food": [
            "Ranking dishes in every city sounds like a fun trip game, and Portugal has plenty of variety for it.",
            "The couvert, the bread and starters brought to the table, is optional in Portugal, and you can politely send it back.",
            "Most cooked Portuguese dishes are fine in pregnancy; the main cautions are raw seafood and unpasteurised cheese.",
        ],
        "money": [
            "The Lisbon tourist tax is usually a small amount per night, and hosts often accept it by card or cash at check-in.",
            "A rough daily budget in euros can help, even if it's mostly for food.",
            "Travel insurance from a bank or credit card can be cheaper, but check that it covers pregnancy complications.",
        ],
    },
    "taxes": {
        "slips": [
            "Banks usually post T5 slips in the documents section of online banking by the end of February.",
            "Childcare receipts can often be requested again from the provider if the email is lost.",
            "If your studio is outside the house, the rent or studio fees are a business expense rather than a home office.",
        ],
        "rental": [
            "Snow removal for the rental portion is a deductible rental expense.",
            "The split between building and land is often estimated from the municipal assessment.",
            "Replacing an appliance in the rental unit is usually a capital expense, depreciated over time.",
        ],
        "rrsp": [
            "RESP grants add 20 percent federally on contributions, plus a Quebec top-up, so they're usually worth it.",
            "A spousal RRSP can make a lot of sense when one partner will have low income during leave.",
            "TFSA withdrawals can be recontributed the following year without penalty.",
        ],
        "filing": [
            "Cash gifts from family are generally not taxable in Canada and don't need to be reported.",
            "Instalment reminders usually come after a year with a large balance owing, often because of self-employment income.",
            "Moving expenses are usually only deductible when you move for work or study, and within the year of the move.",
        ],
    },
    "soccer": {
        "practice": [
            "A kid doing handstands in goal is usually bored, so giving the keeper a job like calling out the score can help.",
            "Penalty shootouts at the end of practice are a great motivator, especially when the coach loses.",
            "Goal celebrations are part of the fun at that age, and choreography counts as team bonding.",
        ],
        "games": [
            "Facing a team that beat you before is a good moment to focus on one or two small goals for the kids.",
            "A quick note to parents about equal playing time helps avoid questions like that.",
            "Having a basic first aid kit and cold packs at every game makes nosebleeds and bumps easy to handle.",
        ],
        "admin": [
            "A team party at the park is simple and kids love it; a sign-up sheet for snacks keeps it easy.",
            "A decent first aid kit for kids' soccer includes instant ice packs, gauze, tape, gloves and a list of emergency contacts.",
            "For photo day, a reminder to parents with the time and jersey colour usually helps.",
        ],
    },
    "daily": {
        "life": [
            "Bread bricks happen to everyone; a longer rise in a warm spot usually fixes it.",
            "It's completely okay to say no to making wedding favours, or to offer a smaller version that fits your energy.",
            "Late-night neighbour noise is rough when you're pregnant; earplugs and a fan can help if a polite word isn't an option.",
            "A long call with family can be draining even when you love them; it's fine to keep it shorter next time.",
            "Going in for one thing and coming out with everything else is a universal experience.",
        ],
        "meta": [
            "For the weekend, picking one thing that would make next week easier is often the best place to start.",
            "Jumping between topics is completely fine; that's how life works right now.",
            "Any time; thinking out loud is useful.",
        ],
    },
}
for _thread, _subs in _MORE_ASSISTANT.items():
    for _sub, _sentences in _subs.items():
        THREADS[_thread][_sub]["a"].extend(_sentences)
for _thread, _subs in _MORE_USER.items():
    for _sub, _templates in _subs.items():
        THREADS[_thread][_sub]["u"].extend(_templates)

THREAD_WEIGHTS = {"baby": 14, "reno": 13, "rental": 8, "etsy": 12, "dad": 9, "car": 6, "pets": 9,
                  "portugal": 10, "taxes": 7, "soccer": 8, "daily": 9}

AI_OPENERS = [
    "That makes sense.", "Fair enough.", "Good question.", "Ah, I hear you.", "Totally understandable.",
    "Okay, let's think about it.", "That's a really common situation.", "Honestly, good call to ask.", "Right.",
    "Makes sense to check.", "That's fair.", "Okay.", "Got it.", "Let's see.", "Hmm, okay.", "Understood.",
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
            shift = rng.choice([2, 3, 4, 5, 7, 8, 9, 12, 14, 21])  # corrections push things later, as they tend to
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
            factor = rng.choice([1.03, 1.04, 1.06, 1.08, 1.1, 1.12, 1.15, 1.2])  # prices and budgets only go up
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

    def alt(rng, ctx, meta):
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


# ---------------------------------------------------------------------------------------------
# Fact specifications.  Each spec has its own phrasings by style:
#   plain  - a plain statement           vfirst - the value comes first
#   sub    - value inside a clause       rep    - reported speech from someone else
#   q      - value inside a question     ans    - an answer to the assistant's question ("ask")
#   short  - a terse note used in lists  corr   - correction wordings ({old} -> {new})
# Texting, voice dictation and "buried" are transformations applied on top of these.
# ---------------------------------------------------------------------------------------------


class Spec:
    def __init__(self, kind, about, thread, val, ref, short, ask, plain, ans, vfirst=(), sub=(), rep=(), q=(),
                 corr=()):
        self.kind, self.about, self.thread, self.ref = kind, about, thread, ref
        self.gen, self.alt = val
        self.short, self.ask = short, ask
        self.forms = {"plain": list(plain), "ans": list(ans), "vfirst": list(vfirst), "sub": list(sub),
                      "rep": list(rep), "q": list(q)}
        self.corr = list(corr)


SPECS: list[Spec] = [
    # ----------------------------------------------------------------- people
    Spec("person", "midwife's name", "baby", g_pool(MIDWIVES), "your midwife", "midwife = {v}",
         "By the way, what's your midwife's name? It'd make it easier to keep track of who said what.",
         plain=["We finally got matched with a midwife at the maison de naissance. Her name is {v} and she's been doing this for twenty years.",
                "Good news on the birth centre front: our midwife is going to be {v}, and she does the home visits after the birth too."],
         ans=["Her name's {v}. Super calm, a bit intense about hydration.", "Oh, it's {v}! Sorry, I always just say 'the midwife'."],
         vfirst=["{v}. That's our midwife, finally! She called this morning and we talked for {mins}."],
         sub=["The midwife we met on {day}, {v}, said my iron is low and I should take the pills with orange juice."],
         rep=["Theo told his dad that our midwife is {v} and Gord asked if she's 'a real doctor'. Voyons, Gord."],
         q=["Is it normal that {v}, our midwife, wants to see us every two weeks already? I'm only at {week} weeks."],
         corr=["Change at the birth centre: {old} is going on leave, so our midwife is now {new}. I'm a bit sad, honestly.",
               "Small update, we're not with {old} anymore. The maison de naissance switched us to {new} because of scheduling.",
               "New midwife, as of this week: {new}. She took over the whole caseload when the other one left."]),
    Spec("person", "downstairs tenant's name", "rental", g_pool(TENANTS), "your downstairs tenant", "tenant downstairs = {v}",
         "Just so I keep it straight, what's your downstairs tenant's name?",
         plain=["Our downstairs tenant is {v}, for the record. Quiet, pays on time, grows tomatoes on the back balcony.",
                "The lease downstairs is signed! The tenant is {v}, moving in with a bike, a futon and about forty plants."],
         ans=["It's {v}. They were already there when we bought the place, actually.", "{v}, with a lease until the end of June."],
         vfirst=["{v} — that's the name on the lease downstairs. I keep forgetting how to spell it."],
         sub=["When I talked to {v}, our tenant, about the dripping tap, I found out it's been going on since Christmas."],
         rep=["My sister met the tenant on the stairs and said '{v} is the nicest person, you're so lucky'. She's right."],
         q=["Should I text {v} downstairs before the crew starts at {time} tomorrow, or is a note on the door enough?"],
         corr=["Update on the rental: {old} is moving to Quebec City for work, so the new tenant downstairs is {new}.",
               "Scratch what I said about the tenant, {old} backed out before signing and the lease went to {new} instead."]),
    Spec("person", "general contractor's name", "reno", g_pool(CONTRACTORS), "your general contractor", "GC = {v}",
         "Which contractor did you end up hiring, by the way? A name would help me keep the reno notes straight.",
         plain=["We signed with a general contractor today: {v}. He came recommended by {friend}'s parents.",
                "Our GC for the kitchen and floors is going to be {v}. Not the cheapest quote, but he actually answers his phone."],
         ans=["{v}. Small outfit, just him and two guys.", "His name is {v}, he's based in Laval."],
         vfirst=["{v} is our contractor now, for better or worse. We signed at the kitchen table last night."],
         sub=["The contractor, {v}, thinks the wall between the kitchen and dining room can come down without a beam, which sounds too good to be true."],
         rep=["Theo's brother says {v} did his basement in Verdun and was great, so that's reassuring."],
         q=["Is it weird that {v}, our contractor, wants the deposit by e-transfer to a personal account?"],
         corr=["We had to change contractors. {old} took a big commercial job and dropped us, so now it's {new}. Ugh.",
               "The reno has a new GC: {new}. The first guy just stopped answering, so we moved on."]),
    Spec("person", "Gord's home-care worker", "dad", g_pool(PSWS), "Gord's home-care worker", "Gord's PSW = {v}",
         "Does Gord's home-care worker have a name I should remember? It might come up a lot.",
         plain=["Gord has a home-care worker now, three mornings a week. Her name is {v} and he already likes her more than us.",
                "The agency in Ottawa assigned {v} as Gord's PSW. She starts next week, mornings only."],
         ans=["Her name is {v}. She's from the agency on Bank Street.", "It's {v}, she does Monday, Wednesday and Friday mornings."],
         vfirst=["{v}! That's the PSW who's been helping Gord. He says she makes better tea than Theo."],
         sub=["The PSW who comes to Gord's, {v}, noticed he hadn't been taking the evening pills and called Theo right away."],
         rep=["Gord told Theo on the phone that '{v} is bossy but fair', which from him is a glowing review."],
         q=["Should we get {v}, Gord's home-care worker, a little thank-you gift? She's been amazing with him."],
         corr=["Gord's PSW changed. {old} moved to another client, so now it's {new} who comes in the mornings.",
               "The agency replaced {old} with {new} for Gord's visits. He's grumbling but he'll get used to it."]),
    Spec("person", "accountant's name", "taxes", g_pool(ACCOUNTANTS), "your accountant", "accountant = {v}",
         "Which accountant are you working with this year? I can keep the name with the tax notes.",
         plain=["We're using an accountant this year because of the rental and the shop. The name is {v}, office in Rosemont.",
                "I booked us with an accountant for the taxes, finally. {friend} recommended {v}, who does a lot of self-employed people."],
         ans=["{v}. Office in Rosemont, above a bakery, which is dangerous.", "It's {v}!"],
         vfirst=["{v} — our accountant for this year. Theo found the office through someone at work."],
         sub=["The accountant we hired, {v}, wants all the rental receipts sorted by category before the meeting."],
         rep=["{friend} swears by {v} for taxes, apparently they found like a thousand bucks in studio expenses last year."],
         q=["Can I send {v}, our accountant, photos of receipts, or do they need the paper ones?"],
         corr=["We switched accountants. {old} is overbooked until May, so we're going with {new}.",
               "Correction on the tax stuff: our accountant is {new} now, not {old}. Long story involving a lost USB key."]),
    Spec("person", "assistant coach's name", "soccer", g_pool(COACHES), "your assistant coach", "asst coach = {v}",
         "Who's the assistant coach you mentioned? If you tell me the name I'll keep it straight.",
         plain=["We finally have an assistant coach for the team! It's {v}, one of the parents, who volunteered after the last game.",
                "The league approved our assistant coach, {v}. The background check came through yesterday."],
         ans=["{v}. Has a kid on the team and infinite patience.", "It's {v}, the one with the whistle collection."],
         vfirst=["{v} is officially our assistant coach. The kids already say 'Coach' with a capital C."],
         sub=["Our assistant coach, {v}, ran the warm-up tonight and the kids actually listened."],
         rep=["{player}'s mom says {v} played semi-pro in Portugal, so I'm putting them in charge of shooting drills."],
         q=["Should I let {v}, the assistant coach, run the games while I'm on leave, or split it with Theo?"],
         corr=["Assistant coach update: {old} had to step down because of work, and {new} is taking over.",
               "We have a new assistant coach, {new}. {old} is moving to Laval, sadly."]),
    Spec("person", "dog walker's name", "pets", g_pool(WALKERS), "your dog walker", "dog walker = {v}",
         "What's the dog walker's name, in case it comes up later?",
         plain=["We hired a dog walker for the days I can't do the ice. It's {v}, who does small groups at Parc Jarry.",
                "Booked a dog walker starting next week: {v}. Twenty-five bucks a walk, which feels fair."],
         ans=["{v}! A student at UdeM who walks dogs between classes.", "It's {v}."],
         vfirst=["{v}, that's our new dog walker. The dog adored them instantly, the traitor."],
         sub=["The dog walker, {v}, said he pulled way less with the new harness."],
         rep=["Our neighbour says {v} walks half the dogs on our street, so that's a good sign."],
         q=["Is it okay to give {v}, our dog walker, a key, or should we get a lockbox?"],
         corr=["Dog walker change: {old} is going back to school full time, so it's {new} now.",
               "The dog has a new walker, {new}. {old} got a full-time job, good for them."]),
    Spec("person", "dealership lease contact", "car", g_pool(DEALERS), "your contact at the dealership", "dealership contact = {v}",
         "Who's your contact at the dealership? I can keep the name with the lease notes.",
         plain=["My contact at the dealership for the lease return is {v}. Very smooth, very much trying to sell me a new car.",
                "The Toyota place assigned us a lease-end advisor called {v}."],
         ans=["{v}. Works at the Toyota on Jean-Talon.", "It's {v}."],
         vfirst=["{v}, that's who I'm dealing with at the dealership for the lease."],
         sub=["The lease advisor, {v}, says the buyout includes the taxes but not the admin fee, which is sneaky."],
         rep=["Theo says {v} at the dealership told him we could extend the lease month to month. Is that real?"],
         q=["Should I call {v} at the dealership before the pre-inspection, or just show up?"],
         corr=["Different person at the dealership now: {old} left, and the lease file got passed to {new}.",
               "Our lease contact at the dealership is {new} now, apparently {old} moved to the Laval location."]),
    Spec("person", "obstetrician's name", "baby", g_pool(OBGYNS), "the obstetrician you were referred to", "OB = {v}",
         "What's the name of the obstetrician they referred you to? Good to have it on file.",
         plain=["Because of my blood pressure they referred me to an OB at the Jewish General as a backup. It's {v}.",
                "I have a consult with an obstetrician too, just to be safe: {v}, at the Jewish General."],
         ans=["{v}, at the Jewish General.", "It's {v}. The referral came through on {day}."],
         vfirst=["{v} is the OB they referred me to. Very efficient, zero small talk."],
         sub=["The OB, {v}, said the placenta moved up and I don't need another scan, which is a relief."],
         rep=["My midwife said {v} is the best OB in the city for 'complicated but not scary' cases, her words."],
         q=["Do I need to bring anything to the consult with {v}, the OB?"],
         corr=["The referral changed, I'm seeing {new} now instead of {old}. Something about the clinic schedule.",
               "OB update: {old} is on sabbatical, so my file went to {new}."]),
    Spec("person", "Lisbon Airbnb host", "portugal", g_pool(HOSTS), "your host in Lisbon", "Lisbon host = {v}",
         "Do you know your Lisbon host's name? It's handy if anything goes wrong with check-in.",
         plain=["The host of the Lisbon apartment is called {v} and they already sent a guide with bakery recommendations.",
                "Our Lisbon host is {v}. Replied within five minutes, which I'm taking as a good sign."],
         ans=["{v}. Super friendly, replies in perfect English.", "Our host is {v}."],
         vfirst=["{v}. That's our host in Lisbon, in case I need to find the messages again."],
         sub=["The host, {v}, says the tram stop is right outside, which is good and also loud."],
         rep=["Theo says {v}, the Lisbon host, told him the building has no elevator. Three floors. Pregnant. Great."],
         q=["Would it be weird to ask {v}, our host in Lisbon, whether there's a fan in the bedroom?"],
         corr=["Our Lisbon host changed. {old} handed the apartment to a management company and now it's {new} handling it.",
               "Apparently the apartment is managed by {new} now, not {old}. Same place though."]),
    # ----------------------------------------------------------------- pets
    Spec("pet", "dog's name", "pets", g_pool(DOGS), "your dog", "dog's name = {v}",
         "What's your dog's name, by the way? I've only ever called him 'the dog'.",
         plain=["I realised I've never told you the dog's name. It's {v}. Shepherd mix from the SPCA, four years old.",
                "Our dog is called {v}, after a very long debate in the car on the way home from the shelter."],
         ans=["{v}. It suits him, he's a goofball.", "His name is {v}!"],
         vfirst=["{v}! That's the dog's name, I don't think I ever said. Theo picked it."],
         sub=["When we adopted {v}, our dog, the shelter said he was 'good with small animals', which was optimistic."],
         rep=["The vet tech says our dog {v} is the most dramatic patient she has, and she has a parrot that screams."],
         q=["Do you think {v} (our dog) will be okay with a crying baby? He hates the smoke detector."]),
    Spec("pet", "rabbit's name", "pets", g_pool(RABBITS), "your rabbit", "rabbit = {v}",
         "Does the rabbit have a name? I'd love to use it instead of 'the rabbit'.",
         plain=["Our rabbit is named {v}. She's a lop with one ear that sticks straight up.",
                "Fun fact, the rabbit's name is {v}. Theo wanted to call her Rabbit."],
         ans=["{v}! Lop-eared, very opinionated.", "She's called {v}."],
         vfirst=["{v} — the rabbit, I mean. She's been with us longer than the dog."],
         sub=["Our rabbit, {v}, chewed the corner off the new baseboard within an hour of it going in."],
         rep=["My niece insists the rabbit should be called 'Fluffy', but she's {v} and that's final."],
         q=["Is it bad that {v}, our rabbit, only eats her hay if I hand-feed it?"]),
    Spec("pet", "neighbour's cat's name", "pets", g_pool(CATS), "the neighbour's cat you're sitting", "neighbour's cat = {v}",
         "What's the name of the neighbour's cat you're looking after?",
         plain=["We're cat-sitting for our neighbour across the lane while she's in Florida. The cat is called {v} and he hates everyone."],
         ans=["{v}. An orange tabby the size of a raccoon.", "His name is {v}."],
         vfirst=["{v} is the neighbour's cat we're feeding this week. Very fat, very judgmental."],
         sub=["The neighbour's cat, {v}, got into our stairwell and the dog lost his mind."],
         rep=["Our neighbour texted 'don't let {v} convince you he hasn't eaten', and honestly, fair warning."],
         q=["Can I give {v}, the neighbour's cat we're sitting, a bit of tuna, or is that a bad idea?"]),
    Spec("pet", "studio betta fish's name", "etsy", g_pool(FISH), "the betta fish at your studio", "studio fish = {v}",
         "Does the studio fish have a name?",
         plain=["I have a betta fish at the studio now, a gift from {friend}. His name is {v} and he watches me trim."],
         ans=["{v}! He's a betta, very blue.", "He's called {v}."],
         vfirst=["{v} is the studio betta fish. He's blue and extremely dramatic."],
         sub=["The little fish at the studio, {v}, flared at my reflection on the glaze bucket today."],
         rep=["Everyone at the shared studio says {v} is the real boss of the place, which, yes."],
         q=["Who feeds {v}, the studio fish, while I'm in Portugal? Can a betta go a week without food?"]),
    Spec("pet", "Gord's budgie's name", "dad", g_pool(BIRDS), "Gord's budgie", "Gord's budgie = {v}",
         "What's the budgie's name, by the way?",
         plain=["Gord has a budgie, did I mention that? It's called {v} and it only says 'Go Sens Go'."],
         ans=["{v}. A green budgie, about ten years old.", "It's {v}."],
         vfirst=["{v}, that's Gord's budgie. Loudest creature in Ottawa."],
         sub=["Gord's budgie, {v}, bit the PSW again. Nobody is surprised."],
         rep=["Theo says his dad talks to {v}, the budgie, more than to any of us."],
         q=["If Gord moves to a residence, can he bring {v}, his budgie? Do they allow birds?"]),
    Spec("pet", "sister's guinea pig's name", "daily", g_pool(GUINEA), "your sister's guinea pig", "sister's guinea pig = {v}",
         "What's the guinea pig called?",
         plain=["We're babysitting my sister's guinea pig for two weeks. Her name is {v} and she squeaks whenever the fridge opens."],
         ans=["{v}. A long-haired one, very fluffy.", "Her name is {v}."],
         vfirst=["{v} has moved in! My sister's guinea pig, just until she's back from Gaspésie."],
         sub=["My sister's guinea pig, {v}, and our rabbit are staring at each other through the pen like a western."],
         rep=["Anne-Sophie says {v} needs fresh vegetables every day, 'not just the sad ends of the lettuce'."],
         q=["Can {v}, my sister's guinea pig, share a room with the rabbit, or will they fight?"]),
    # ----------------------------------------------------------------- dates
    Spec("date", "baby due date", "baby", g_date([8, 9]), "your due date", "due date: {v}",
         "When is the baby due, exactly? It'll help me think about timing for everything else.",
         plain=["The dating scan confirmed it, my due date is {v}. Right around the end of the soccer season, of course.",
                "Officially, the baby is due {v}. Unofficially, Gord is betting on a week early."],
         ans=["{v}! According to the scan, anyway.", "The due date is {v}."],
         vfirst=["{v}. That's the due date. It feels both far away and terrifyingly close."],
         sub=["The midwife said that because the due date is {v}, I should sign up for prenatal classes this month."],
         rep=["Theo told his whole team in Toronto that the baby is due {v}, so now I get congratulation emails from strangers."],
         q=["If the baby is due {v}, when should Theo start his parental leave so we overlap the most?"],
         corr=["Update from the second scan: they moved the due date from {old} to {new}. Baby is measuring a bit small apparently.",
               "I had the due date wrong in my head, it's {new}, not {old}. Pregnancy brain is real."]),
    Spec("date", "anatomy ultrasound date", "baby", g_date([2, 3]), "the anatomy scan", "ultrasound {v}",
         "When's the anatomy scan scheduled?",
         plain=["The anatomy scan is booked for {v} at the Jewish General, 8:40 in the morning."],
         ans=["It's on {v}, in the morning.", "{v}, at the hospital."],
         vfirst=["{v}, 10:15: anatomy ultrasound. Theo's taking the morning off."],
         sub=["Because the anatomy scan is on {v}, Theo is coming back from Toronto a day early."],
         rep=["The clinic called and the receptionist said 'we have you down for {v}' for the ultrasound, so I guess that's happening."],
         q=["Do I need a full bladder for the ultrasound on {v}? I forgot to ask."],
         corr=["The ultrasound got moved from {old} to {new}. The machine broke, apparently.",
               "Oops, the scan isn't {old}, it's {new}. I read the confirmation email wrong."]),
    Spec("date", "Gord's cardiology appointment", "dad", g_date([3, 4, 5]), "Gord's cardiology appointment", "Gord cardio appt {v}",
         "When is Gord's cardiology appointment? I can keep it in mind when you plan Ottawa trips.",
         plain=["Gord finally has a cardiology appointment at the Ottawa Heart Institute, on {v}."],
         ans=["{v}, at the Heart Institute.", "It's {v}, in the afternoon."],
         vfirst=["{v} — that's Gord's cardiology appointment. Theo is driving him."],
         sub=["Since Gord's cardiology appointment is on {v}, we'll probably stay the weekend in Ottawa."],
         rep=["Gord told Theo his heart appointment is on {v} and then asked him to write it down three times."],
         q=["Can Gord drive himself to the cardiology appointment on {v}, or should one of us go?"],
         corr=["Gord's cardiology appointment was moved from {old} to {new}. The Heart Institute called him this morning.",
               "Correction, Gord's heart appointment is {new}. He told us {old} but he was reading an old letter."]),
    Spec("date", "car lease return deadline", "car", g_date([5, 6, 7]), "the end of the car lease", "lease ends {v}",
         "When exactly does the car lease end?",
         plain=["The RAV4 has to be returned by {v}, otherwise we pay another full month."],
         ans=["It ends {v}.", "{v}, according to the contract."],
         vfirst=["{v}. Last day of the car lease. Gulp."],
         sub=["Now that I know the lease ends {v}, I need to figure out the car seat situation before then."],
         rep=["The dealership lady said the return deadline is {v} and 'not one day later', very dramatic."],
         q=["Is it too late to decide on a buyout if the lease ends {v}?"],
         corr=["The lease actually ends {new}, not {old}. I was counting from when we signed instead of the delivery date.",
               "Toyota sent a letter: the return date is {new}. They had {old} in their system by mistake."]),
    Spec("date", "flight to Lisbon date", "portugal", g_date([4, 5]), "your flight to Lisbon", "fly to Lisbon {v}",
         "What date do you fly to Lisbon?",
         plain=["Flights are booked! We leave for Lisbon on {v}, through Toronto."],
         ans=["We fly out {v}.", "{v}, evening flight."],
         vfirst=["{v}! That's our departure date for Portugal. I'm so excited I could cry."],
         sub=["Since we fly out {v}, I need to find someone for the rabbit by the middle of the month."],
         rep=["Theo told Gord we leave for Portugal on {v} and Gord asked if he should 'watch the house'. He lives in Ottawa."],
         q=["Is {v} too late in the pregnancy to fly to Lisbon? I'll be around {week} weeks."],
         corr=["The airline changed our flight, we now leave {new} instead of {old}. At least it's direct now.",
               "Ugh, I misread the booking: departure is {new}, not {old}."]),
    Spec("date", "accountant appointment date", "taxes", g_date([3, 4]), "the tax appointment", "tax meeting {v}",
         "When's the appointment with the accountant?",
         plain=["Meeting with the accountant is on {v} at 2. I need all the rental receipts sorted by then."],
         ans=["{v}, at 2 pm.", "It's on {v}."],
         vfirst=["{v}: tax meeting. The shoebox of receipts is not ready."],
         sub=["Because the tax meeting is on {v}, I'm spending this weekend with the shoebox."],
         rep=["The accountant's office emailed to confirm '{v} at 14h' for our appointment."],
         q=["Should I bring paper copies of the T4s to the tax appointment on {v}, or is the PDF enough?"],
         corr=["Our tax appointment moved from {old} to {new}, the accountant got sick.",
               "Tax meeting is {new}. I had {old} in my calendar by mistake."]),
    Spec("date", "soccer tournament date", "soccer", g_date([6, 7]), "the tournament", "tournament {v}",
         "When is the soccer tournament?",
         plain=["The end-of-season tournament is on {v} in Laval. All day. Very pregnant. Okay."],
         ans=["It's on {v}, in Laval.", "{v}!"],
         vfirst=["{v} — soccer tournament day. I need sunscreen for sixteen kids."],
         sub=["Since the tournament is {v}, we need to confirm the roster with the league two weeks before."],
         rep=["The league coordinator said the tournament is on {v} and we're in the early bracket."],
         q=["Do the kids need special jerseys for the tournament on {v}?"],
         corr=["The tournament got pushed from {old} to {new} because the fields in Laval flooded.",
               "League sent a correction: the tournament is {new}, not {old}."]),
    Spec("date", "craft market date", "etsy", g_date([5, 6]), "the craft market", "craft market {v}",
         "When is the craft market you got into?",
         plain=["I got into the spring craft market at the Marché Bonsecours! It's on {v}."],
         ans=["It's on {v}.", "{v}, all day."],
         vfirst=["{v}: spring market at Bonsecours. I need about two hundred pieces. Help."],
         sub=["Since the market is on {v}, I have to do my last glaze firing the week before."],
         rep=["The market organiser wrote 'see you on {v}!' with three emojis, so I guess it's real."],
         q=["Is it crazy to do a craft market on {v}, that late in the pregnancy?"],
         corr=["The craft market was moved from {old} to {new}. The venue double-booked.",
               "I had the market date wrong, it's {new}. Not {old}. Good thing I checked before renting the van."]),
    Spec("date", "electrical inspection date", "reno", g_date([2, 3, 4]), "the electrical inspection", "electrical inspection {v}",
         "When's the electrical inspection booked for?",
         plain=["The city electrical inspection is booked for {v}, so the drywall can't go up before that."],
         ans=["{v}, sometime between 8 and noon.", "It's {v}."],
         vfirst=["{v}, that's the electrical inspection. Everything else depends on it."],
         sub=["Because the inspection is on {v}, the contractor wants all the rough-in done the Friday before."],
         rep=["The electrician said the inspector is coming on {v} and that he's 'very picky about boxes'."],
         q=["If the inspection on {v} fails, how long do they usually take to come back?"],
         corr=["The inspection got moved from {old} to {new}, the inspector is sick.",
               "Correction: the inspection is {new}. The electrician told me {old} but he was looking at another job."]),
    # ----------------------------------------------------------------- amounts
    Spec("amount", "downstairs monthly rent", "rental", g_money(1150, 1650, 5, ["dollar", "fr", "words"]),
         "the downstairs rent", "rent downstairs: {v}/month",
         "How much does the downstairs unit rent for? It'll matter for the tax calculations.",
         plain=["For the tax stuff: our tenant pays {v} a month, heating not included."],
         ans=["{v} a month.", "It's {v}, utilities not included."],
         vfirst=["{v} a month, that's what the downstairs unit rents for. Below market, but they're great tenants."],
         sub=["Since the rent downstairs is {v} a month, the TAL calculation only gives us a tiny increase."],
         rep=["The accountant asked what the rent is and Theo said {v}, which is right, I checked the lease."],
         q=["Is {v} a month too low for a five and a half in Villeray? Asking before the renewal."],
         corr=["The tenant accepted the increase, so the rent is {new} now instead of {old}.",
               "I told you the wrong rent, it's {new} a month, not {old}. I was looking at the old lease."]),
    Spec("amount", "kitchen renovation budget", "reno", g_money(28000, 55000, 500, ["dollar", "fr", "cad"]),
         "the kitchen budget", "kitchen budget {v}",
         "What's the overall budget you set for the kitchen?",
         plain=["We set the total budget for the kitchen at {v}, all in, and I'm already nervous."],
         ans=["{v}, including the appliances.", "We said {v} total."],
         vfirst=["{v}. That's the kitchen budget, and we're not going one cent over. Probably."],
         sub=["Theo thinks that since our kitchen budget is {v}, we can still afford the good faucet."],
         rep=["The bank advisor said we could borrow up to {v} for the kitchen on the line of credit, so that's our ceiling."],
         q=["Can a kitchen be done for {v} in Montreal these days, or are we dreaming?"],
         corr=["We had to raise the kitchen budget to {new}. {old} was never realistic with the joist problem.",
               "New number for the kitchen: {new}, up from {old}. The electrical killed us."]),
    Spec("amount", "RAV4 lease buyout price", "car", g_money(16000, 24000, 10, ["dollar", "fr", "words"]),
         "the RAV4 buyout", "RAV4 buyout {v}",
         "Do you know the buyout price in the lease contract?",
         plain=["The lease buyout price on the RAV4 is {v}, before taxes."],
         ans=["{v}, plus tax.", "It says {v} in the contract."],
         vfirst=["{v} to keep the RAV4 for good. Is that a decent number? I genuinely have no idea."],
         sub=["The dealer says that with a buyout of {v}, we'd be 'in a great equity position', whatever that means."],
         rep=["Theo read the contract and says the residual is {v}, so that's what we'd pay to keep it."],
         q=["Is {v} a fair buyout for a three-year-old RAV4 hybrid with about 60,000 km?"],
         corr=["The buyout is actually {new}, not {old}. I forgot the admin fees and the last payment.",
               "The dealership recalculated, the buyout went up to {new} from {old}."]),
    Spec("amount", "Lisbon apartment price", "portugal", g_money(900, 1700, 10, ["euro", "eur_fr", "eur_code", "euros"]),
         "the Lisbon apartment", "Lisbon apt {v}",
         "How much is the Lisbon apartment for the week?",
         plain=["The Lisbon apartment is {v} for the week, cleaning fee included."],
         ans=["{v} total.", "It's {v} for the week."],
         vfirst=["{v} for six nights in Alfama. Is that reasonable for May?"],
         sub=["The apartment that's {v} for the week has a balcony, so I'm leaning that way."],
         rep=["Theo says the host quoted {v} for the whole stay if we book direct."],
         q=["Is {v} for a week in Lisbon a good price, or did we get fleeced?"],
         corr=["The price changed on the Lisbon apartment, it's {new} now instead of {old} because they added the tourist tax.",
               "I had the Lisbon price wrong: {new}, not {old}."]),
    Spec("amount", "cabinet deposit", "reno", g_money(3000, 8000, 50, ["dollar", "fr", "cad"]),
         "the cabinet deposit", "cabinet deposit {v}",
         "How much is the cabinet deposit they asked for?",
         plain=["The cabinet maker wants a deposit of {v} before starting production."],
         ans=["{v}.", "He asked for {v}, due this week."],
         vfirst=["{v} deposit for the cabinets, due this week. Ouch."],
         sub=["Once we pay the {v} deposit, the cabinets go into production, supposedly for six weeks."],
         rep=["The cabinet guy said {v} is 'standard' for a deposit. Is it?"],
         q=["Should we pay the {v} cabinet deposit by credit card for the protection?"],
         corr=["The cabinet deposit is {new}, not {old}. He forgot to add the pantry unit.",
               "Revised quote came in: the deposit is now {new}, up from {old}."]),
    Spec("amount", "retirement residence monthly fee", "dad", g_money(3800, 5600, 5, ["dollar", "fr", "words"]),
         "the residence fee", "residence {v}/month",
         "What was the monthly fee at the residence you toured?",
         plain=["The retirement residence we toured for Gord is {v} a month with two meals a day."],
         ans=["{v} a month, meals included.", "They quoted {v}."],
         vfirst=["{v} a month. That's the residence in Ottawa with the nice garden."],
         sub=["The place that costs {v} a month includes housekeeping and a nurse on site."],
         rep=["Theo's sister says {v} a month is 'cheap for Ottawa', easy for her to say from Calgary."],
         q=["Can Gord afford {v} a month with his pension and the house? I don't even know how to start that math."],
         corr=["The residence updated the price, it's {new} a month now, not {old}. Starting in July.",
               "I misread the brochure, the monthly fee is {new}. {old} was the studio without meals."]),
    Spec("amount", "stroller price", "baby", g_money(900, 1500, 10, ["dollar", "fr"], cents=True),
         "the stroller", "stroller {v}",
         "How much is the stroller you're looking at?",
         plain=["The stroller we like is {v} at the baby store on Saint-Laurent. Roughly the price of my first car."],
         ans=["{v} with tax.", "{v}, and the bassinet is extra."],
         vfirst=["{v}. For a stroller. I had to sit down."],
         sub=["The stroller, which is {v} with the bassinet attachment, folds with one hand."],
         rep=["Gord asked what the stroller costs and Theo said {v}, and Gord made a noise I've never heard before."],
         q=["Is {v} for a stroller insane, or is that just what they cost now?"],
         corr=["The stroller price went up to {new}, it was {old} last week. Inflation or evil, not sure.",
               "Correction on the stroller: it's {new}. The {old} was the floor model price."]),
    Spec("amount", "amount owed to Revenu Québec", "taxes", g_money(1000, 4000, 1, ["dollar", "fr"], cents=True),
         "what you owe Revenu Québec", "owe RQ {v}",
         "How much does the software say you owe Revenu Québec?",
         plain=["The software says I owe Revenu Québec {v}. Mostly because of the shop."],
         ans=["{v} to Quebec.", "About {v}."],
         vfirst=["{v}. That's what I owe Quebec this year. Ouch."],
         sub=["Now that I know I owe {v} to Quebec, the ceramics money looks a lot smaller."],
         rep=["The accountant said I'll owe {v} to Revenu Québec, give or take."],
         q=["Can I pay the {v} I owe Revenu Québec in instalments?"],
         corr=["Recalculated after the accountant caught a missing RL-1: I owe {new}, not {old}.",
               "The amount owed is {new} now, the accountant found an error in the {old} figure."]),
    Spec("amount", "café wholesale order invoice", "etsy", g_money(1200, 3500, 10, ["dollar", "fr", "cad"]),
         "the café order", "café wholesale {v}",
         "How much is the wholesale invoice for the café order?",
         plain=["A café in Quebec City ordered 120 mugs wholesale. The invoice comes to {v}."],
         ans=["{v} total.", "It comes to {v}."],
         vfirst=["{v}! Biggest wholesale order ever, from a café in Quebec City."],
         sub=["The café order, which comes to {v}, has to ship before the end of April."],
         rep=["The café owner said {v} was 'totally fine' and didn't even negotiate. Did I underprice?"],
         q=["Should I ask for half of the {v} wholesale invoice up front?"],
         corr=["The café added twenty more mugs, so the invoice is {new} now instead of {old}.",
               "Recalculated the café invoice, it's {new}. I'd forgotten shipping in the {old} number."]),
    # ----------------------------------------------------------------- phones
    Spec("phone", "birth centre after-hours number", "baby", g_phone(["514", "438"]),
         "the birth centre's after-hours line", "birth centre line {v}",
         "What's the birth centre's after-hours number? Good to have it handy.",
         plain=["The maison de naissance number for after hours is {v}. Writing it everywhere."],
         ans=["It's {v}.", "{v}, that's the after-hours line."],
         vfirst=["{v} — after-hours line for the birth centre. Putting it on the fridge."],
         sub=["The midwife said to call {v} if contractions start before 37 weeks."],
         rep=["The receptionist said '{v} is the number to call day or night', so I'm saving it."],
         q=["Should I save {v}, the birth centre line, in Theo's phone too, or is that overkill?"],
         corr=["The birth centre changed their after-hours line, it's {new} now. The {old} one is just a voicemail.",
               "Oops, I had the birth centre number wrong: {new}, not {old}."]),
    Spec("phone", "contractor's cell number", "reno", g_phone(["514", "438"]), "the contractor's cell", "GC cell {v}",
         "Do you have the contractor's cell number handy?",
         plain=["The contractor's cell is {v}, he prefers texts after 6."],
         ans=["{v}.", "His cell is {v}."],
         vfirst=["{v}. Contractor's cell. He actually answers it, which is rare."],
         sub=["If you call the contractor at {v} before 7 am, he's already on a site somewhere."],
         rep=["The contractor said 'text me at {v}, email is where things go to die'."],
         q=["Is it okay to text the contractor at {v} on weekends, or is that rude?"],
         corr=["The contractor has a new cell, {new}. The {old} number is his old phone.",
               "Correction, the contractor's number is {new}. I had it wrong before, sorry."]),
    Spec("phone", "Gord's doctor's office number", "dad", g_phone(["613", "343"]), "Gord's doctor's office", "Gord's doctor {v}",
         "What's the number for Gord's doctor's office?",
         plain=["Gord's family doctor's office in Ottawa is {v}. They only answer between 9 and 11, of course."],
         ans=["{v}.", "It's {v}, the clinic on Bank Street."],
         vfirst=["{v}: Gord's doctor's office. Calling them tomorrow about the bloodwork."],
         sub=["When I called {v} to ask about Gord's bloodwork, I was on hold for forty minutes."],
         rep=["Gord read me the number off his fridge: {v}, for his doctor's office."],
         q=["Should I call {v}, Gord's doctor, myself, or does Gord have to consent first?"],
         corr=["Gord's clinic moved and the new number is {new}. The {old} one doesn't work anymore.",
               "Gord's doctor's number is {new}, I had it wrong. His handwriting, not my fault."]),
    Spec("phone", "Lisbon host's WhatsApp number", "portugal", g_pt_phone(), "the host's WhatsApp", "Lisbon host WhatsApp {v}",
         "Do you have the host's WhatsApp number for check-in?",
         plain=["The host's WhatsApp number is {v}, for check-in."],
         ans=["{v}, on WhatsApp.", "It's {v}."],
         vfirst=["{v} — Lisbon host on WhatsApp. Saving it before I lose it."],
         sub=["The host said to message {v} when we land and someone will meet us at the door."],
         rep=["The host wrote 'if any problem, WhatsApp {v}, any hour'."],
         q=["Will {v} work from my Canadian phone on WhatsApp, or do I need a Portuguese SIM?"],
         corr=["The host gave us a new number: {new}. The {old} one was the old management company.",
               "The host's WhatsApp is actually {new}, not {old}."]),
    Spec("phone", "tenant's cell number", "rental", g_phone(["514", "438"]), "your tenant's cell", "tenant cell {v}",
         "What's your tenant's number, in case you need it for the contractors?",
         plain=["The tenant's cell is {v}, in case there's a leak and I'm not home."],
         ans=["{v}.", "It's {v}."],
         vfirst=["{v}. That's the tenant's number, for emergencies."],
         sub=["I texted the tenant at {v} about the plumber and got a thumbs-up emoji back."],
         rep=["The tenant said 'just text {v} if you need to come in'."],
         q=["Should I give {v}, the tenant's number, to the contractor so they can coordinate directly?"],
         corr=["The tenant changed phones, the new number is {new}. Don't use {old}.",
               "The tenant's number is {new}, I had a typo before."]),
    # ----------------------------------------------------------------- addresses
    Spec("address", "duplex street address", "rental",
         g_addr(["rue De Gaspé", "rue Drolet", "rue Saint-Gérard", "rue Boyer", "rue de Normanville", "rue Berri"], 7100, 8400,
                ["H2R", "H2E", "H2P"]),
         "the duplex", "duplex: {v}, {postal}",
         "What's the duplex's street address? It'll come up with the permits and the insurance.",
         plain=["Our address for the insurance forms is {v}, {postal}. The tenant's unit is the next number up."],
         ans=["{v}, {postal}.", "It's {v}, in Villeray."],
         vfirst=["{v}, Montréal, {postal}. That's the duplex, for the insurance forms."],
         sub=["The permit application for {v} has to list both units separately, apparently."],
         rep=["The insurance broker read back '{v}, {postal}' and I realised we'd been giving the wrong postal code for years."],
         q=["Do I put {v} or the tenant's unit number on the permit application?"],
         corr=["Ha, I gave you our own address wrong, pregnancy brain: it's {new}, not {old}.",
               "Correction on the duplex address, it's {new}. {old} is the house across the street."]),
    Spec("address", "Gord's house address", "dad",
         g_addr(["Fifth Avenue", "Clemow Avenue", "Powell Avenue", "Holmwood Avenue", "Linden Terrace", "Broadway Avenue"], 40, 420,
                ["K1S"]),
         "Gord's house", "Gord's house: {v}",
         "What's Gord's address in Ottawa? Useful for the care forms.",
         plain=["Gord's house is at {v} in the Glebe, {postal}, if you ever need it for forms."],
         ans=["{v}, Ottawa, {postal}.", "{v}."],
         vfirst=["{v}, Ottawa. That's Gord's place, where Theo grew up."],
         sub=["The home care agency sends the PSW to {v} every morning, so Gord can't dodge her."],
         rep=["Gord insists the house at {v} 'will be sold over his dead body'."],
         q=["Should the residence forms use {v} as Gord's current address even if he's moving?"],
         corr=["I wrote Gord's address wrong, it's {new}. {old} is the neighbour, which explains the returned mail.",
               "Gord's address is {new}, not {old}. Theo corrected me, mortified."]),
    Spec("address", "Lisbon apartment address", "portugal",
         g_addr(["Rua dos Remédios", "Rua da Rosa", "Rua de São Tomé", "Travessa do Almada", "Rua do Norte", "Rua das Gaivotas"],
                3, 140, ["1100-", "1200-"], fmt="street_num"),
         "the Lisbon apartment", "Lisbon apt: {v}",
         "What's the address of the Lisbon apartment, for the taxi?",
         plain=["The Lisbon apartment is at {v}, second floor, in Alfama."],
         ans=["{v}, Lisboa.", "{v}."],
         vfirst=["{v}, 2.º Esq. That's the Lisbon address, for the taxi from the airport."],
         sub=["The apartment on {v} is two minutes from the 28 tram stop."],
         rep=["The host said the address is {v} and to look for the blue door with the tiles."],
         q=["How far is {v} from Santa Apolónia station? We'll have suitcases."],
         corr=["The Lisbon apartment changed, the host moved us to another unit at {new} instead of {old}. Apparently a pipe burst.",
               "Address correction for Lisbon: {new}. I wrote {old} but that's the host's office."]),
    Spec("address", "ceramics studio address", "etsy",
         g_addr(["rue Saint-Viateur Ouest", "rue Bernard Ouest", "boulevard Saint-Laurent", "rue Clark", "avenue du Parc",
                 "rue Beaubien Est"], 5100, 6900, ["H2T", "H2V", "H2S"]),
         "your studio", "studio: {v}",
         "What's the studio's address, for pickups?",
         plain=["My shared studio is at {v}, third floor, the one with the freight elevator that scares me."],
         ans=["{v}, third floor.", "It's {v}."],
         vfirst=["{v}, {postal}: that's the studio, for the courier pickup."],
         sub=["The courier is picking up the café order from the studio at {v} on {day}."],
         rep=["The studio manager said to give couriers {v} and tell them to use the back door."],
         q=["Can customers pick up orders at the studio, {v}, or is that a bad idea?"],
         corr=["The studio moved! The new address is {new}. The building at {old} got sold to a condo developer.",
               "Wrong studio address before, sorry: it's {new}, not {old}."]),
    Spec("address", "birth centre address", "baby",
         g_addr(["rue Jarry Est", "boulevard Crémazie Est", "rue Bélanger", "rue Fleury Est", "avenue Papineau"], 1200, 4800,
                ["H2E", "H2M", "H1Y"]),
         "the birth centre", "birth centre: {v}",
         "Where is the birth centre, exactly? Good to have the address written down.",
         plain=["The maison de naissance is at {v}, which is twelve minutes from us if there's no traffic."],
         ans=["{v}.", "It's at {v}."],
         vfirst=["{v}. That's where the baby will be born, hopefully."],
         sub=["The birth centre, at {v}, has a parking lot, which is a relief for Theo."],
         rep=["The midwife said to tell the taxi '{v}, the door at the back'."],
         q=["How long would it take to get from our place to {v} at rush hour?"],
         corr=["The birth centre moved to a new building at {new}, not {old} anymore.",
               "Wrong address before: the maison de naissance is at {new}. {old} is their admin office."]),
    # ----------------------------------------------------------------- ids
    Spec("id", "Airbnb confirmation code", "portugal", g_id(ID_MAKERS["airbnb"]), "the Airbnb confirmation code", "Airbnb code {v}",
         "Do you have the Airbnb confirmation code somewhere?",
         plain=["The Airbnb confirmation code for Lisbon is {v}, in case I need to find it again."],
         ans=["{v}.", "It's {v}."],
         vfirst=["{v} — Lisbon Airbnb confirmation. Saving it here."],
         sub=["The confirmation email, which says {v} at the top, doesn't mention the tourist tax."],
         rep=["Theo forwarded me the booking and said 'code is {v}, don't lose it'."],
         q=["Does the host need the code {v}, or just our names, for check-in?"],
         corr=["We rebooked the Lisbon apartment, so the confirmation code is {new} now. {old} was cancelled.",
               "Correction: the Airbnb code is {new}. I misread a character in {old}."]),
    Spec("id", "TAP flight booking reference", "portugal", g_id(ID_MAKERS["pnr"]), "your flight booking reference", "TAP ref {v}",
         "What's your flight booking reference?",
         plain=["Our booking reference with TAP is {v}."],
         ans=["{v}.", "The reference is {v}."],
         vfirst=["{v}. That's the flight booking reference. Six characters of stress."],
         sub=["When I tried to pick seats with reference {v}, the website crashed twice."],
         rep=["The airline agent said 'your reference is {v}' and hung up before I could ask about bags."],
         q=["Can I add Theo's Aeroplan number to booking {v} after the fact?"],
         corr=["After the schedule change, TAP issued a new booking reference: {new}. {old} doesn't work anymore.",
               "The booking reference is {new}, not {old}. Letters and numbers, so easy to mix up."]),
    Spec("id", "RAV4 licence plate", "car", g_id(ID_MAKERS["plate"]), "the RAV4's plate", "plate {v}",
         "What's the car's licence plate? It'll come up for the parking forms.",
         plain=["The RAV4's plate is {v}, for the parking permit form."],
         ans=["{v}.", "It's {v}."],
         vfirst=["{v}, that's our plate. I always have to go look at the car to remember."],
         sub=["The parking ticket, for plate {v}, says we were parked on street-cleaning day."],
         rep=["The guy from the borough said plate {v} has two unpaid tickets. Theo swears that's not us."],
         q=["Do I need to put plate {v} on the vignette application, or just the address?"],
         corr=["Oops, the plate is {new}, not {old}. I was reading it off a blurry photo.",
               "We got new plates after the SAAQ mix-up, it's {new} now."]),
    Spec("id", "car lease account number", "car", g_id(ID_MAKERS["lease"]), "the lease account number", "lease acct {v}",
         "Do you have the lease account number handy?",
         plain=["Our lease account number is {v}, it's on every statement."],
         ans=["{v}.", "It's {v}."],
         vfirst=["{v}. Lease account number, for when I call Toyota Financial."],
         sub=["When I gave the agent account {v}, she said the buyout letter had already been mailed."],
         rep=["Theo says the account number is {v}, he took a picture of the contract."],
         q=["Do I need account {v} to book the lease-end inspection, or just the VIN?"],
         corr=["The lease account number is {new}. The {old} one was from the quote, not the final contract.",
               "Correction: lease account {new}, not {old}."]),
    Spec("id", "home insurance policy number", "rental", g_id(ID_MAKERS["policy"]), "your home insurance policy number",
         "home insurance {v}",
         "What's the home insurance policy number?",
         plain=["Our home insurance policy number is {v}, with Desjardins."],
         ans=["{v}.", "It's {v}."],
         vfirst=["{v} — home insurance policy number. The broker asked me for it twice."],
         sub=["The broker says policy {v} covers the tenant's unit as long as they have their own contents insurance."],
         rep=["The broker said 'just quote policy {v} in the subject line' when I send the reno details."],
         q=["Does policy {v} cover water damage caused by the contractors, or do they need their own?"],
         corr=["The insurance renewed under a new policy number, {new}. {old} is expired.",
               "The policy number is {new}, I copied {old} from last year's renewal."]),
    Spec("id", "Canada Post tracking number", "etsy", g_id(ID_MAKERS["tracking"]), "the tracking number", "tracking {v}",
         "Do you have the tracking number for that parcel?",
         plain=["The tracking number for the replacement mug going to Vancouver is {v}."],
         ans=["{v}.", "It's {v}."],
         vfirst=["{v}: tracking for the replacement parcel to Vancouver."],
         sub=["The parcel with tracking {v} has been 'in transit' for eight days."],
         rep=["The customer says tracking {v} shows delivered, but there's nothing at her door."],
         q=["Should I open a claim on {v} now, or wait a few more days?"],
         corr=["Canada Post reissued the label, so the tracking is now {new}, not {old}.",
               "The tracking number is {new}. I gave you {old} by mistake, that was another order."]),
    Spec("id", "Etsy custom order number", "etsy", g_id(ID_MAKERS["etsy"]), "the custom order number", "Etsy order {v}",
         "What's the order number for the custom set?",
         plain=["The custom order from the wedding planner is Etsy order {v}."],
         ans=["{v}.", "Order {v}."],
         vfirst=["{v}. That's the order number of the big custom set."],
         sub=["The order, number {v}, needs to ship by the end of the month."],
         rep=["The buyer wrote 'any update on order {v}?' three times this week."],
         q=["Can I split order {v} into two shipments without messing up the Etsy fees?"],
         corr=["The buyer cancelled and re-ordered, so it's order {new} now, not {old}.",
               "The custom order is {new}. {old} was a different buyer, oops."]),
    Spec("id", "Camille's RAMQ health card number", "baby", g_id(ID_MAKERS["ramq"]), "your RAMQ number", "my RAMQ {v}",
         "Do you want to note your RAMQ number for all these forms?",
         plain=["My RAMQ number, for the birth centre forms, is {v}."],
         ans=["{v}.", "Sure, it's {v}."],
         vfirst=["{v} — my health card number, since every form asks for it."],
         sub=["The receptionist typed my health card number as {v} and asked me to double-check it, which I did."],
         rep=["The hospital clerk read my card back as {v} and said the expiry is fine."],
         q=["Do I write {v}, my RAMQ number, on the baby's registration, or only in the mother's section?"],
         corr=["I had my health card number wrong: {new}, not {old}. The last digits, I always mix them up.",
               "Correction on my RAMQ number: it's {new}."]),
    Spec("id", "Gord's Ontario health card number", "dad", g_id(ID_MAKERS["ohip"]), "Gord's health card number", "Gord OHIP {v}",
         "Do you have Gord's health card number for the forms?",
         plain=["Gord's health card number is {v}, for the cardiology referral."],
         ans=["{v}.", "It's {v}."],
         vfirst=["{v}: Gord's OHIP number. He made me read it back twice."],
         sub=["The clinic couldn't find Gord's file until I gave them health card {v}."],
         rep=["Gord read his health card over the phone: {v}, with the version code at the end."],
         q=["Does Gord's health card, {v}, need to be renewed before the appointment?"],
         corr=["Gord's health card number is {new}. He read me {old} but he had his glasses off.",
               "Correction: Gord's OHIP is {new}."]),
    Spec("id", "shop's sales tax registration number", "taxes", g_id(ID_MAKERS["gst"]), "the shop's tax number", "shop tax # {v}",
         "What's the shop's GST or QST registration number?",
         plain=["My tax number for the shop is {v}, I registered last year."],
         ans=["{v}.", "It's {v}."],
         vfirst=["{v}. That's the shop's tax registration number."],
         sub=["The café asked for my tax number, {v}, to put on the wholesale invoice."],
         rep=["The accountant said to put {v} on every invoice from now on."],
         q=["Do I need to show {v} on my Etsy receipts, or only on wholesale invoices?"],
         corr=["My registration number is {new}, not {old}. I was reading the wrong line.",
               "Tax number correction: {new}."]),
    # ----------------------------------------------------------------- decisions
    Spec("decision", "upstairs flooring choice", "reno",
         g_pool(["white oak herringbone", "wide-plank Douglas fir", "engineered hickory", "reclaimed maple boards"]),
         "the floors", "floors: {v}",
         "Did you two decide on the flooring in the end?",
         plain=["Decision made: we're going with {v} for the upstairs floors."],
         ans=["We picked {v}.", "{v}, final answer."],
         vfirst=["{v}! After three weeks of samples, that's the floor."],
         sub=["Now that we've settled on {v} for the floors, the baseboards need to match."],
         rep=["Theo told the contractor we're doing {v} and he said 'good choice' in a tone I can't read."],
         q=["Is {v} going to survive a dog's nails? Because that's what we picked."]),
    Spec("decision", "car decision at lease end", "car",
         g_pool(["buy out the RAV4", "switch to a used Kia Niro", "lease a Subaru Crosstrek", "go car-free with Communauto"]),
         "the car", "car: {v}",
         "Have you decided what to do about the car when the lease ends?",
         plain=["Okay, we decided: we're going to {v}. Theo made a pros and cons list and this won."],
         ans=["We're going to {v}.", "Decided to {v}."],
         vfirst=["{v} — that's the plan for the car. Done, decided, no more debating."],
         sub=["Since we've decided to {v}, I need to call the dealership about the inspection."],
         rep=["Theo told Gord we're going to {v} and Gord said it's the first sensible thing we've done all year."],
         q=["We're going to {v}. Is there anything about the car seat I need to check before then?"]),
    Spec("decision", "stroller choice", "baby",
         g_pool(["the Bugaboo Dragonfly", "the UPPAbaby Cruz", "the Nuna Mixx", "the Thule Urban Glide"]),
         "the stroller", "stroller: {v}",
         "Which stroller did you end up choosing?",
         plain=["We went with {v} in the end. It fits in the trunk and up the stairs."],
         ans=["{v}!", "We chose {v}."],
         vfirst=["{v}, that's the stroller we chose. Final."],
         sub=["Once we ordered {v}, Theo immediately found a review saying the wheels squeak."],
         rep=["My sister told me {v} was the only thing that survived her two kids, so that's what we got."],
         q=["We picked {v}. Do we need the separate bassinet, or is the seat enough for a newborn?"]),
    Spec("decision", "Portugal itinerary decision", "portugal",
         g_pool(["do Porto first, then Lisbon", "skip the Algarve entirely", "stay in Lisbon and do day trips",
                 "take the slow train up the Douro"]),
         "the trip", "Portugal: {v}",
         "Did you settle on the shape of the Portugal trip?",
         plain=["Portugal decision: we're going to {v}. Less packing, more naps."],
         ans=["We'll {v}.", "We decided to {v}."],
         vfirst=["{v}, that's the plan for Portugal. We finally agreed."],
         sub=["Because we decided to {v}, I'm cancelling the rental car hold."],
         rep=["Theo's coworker who's from Porto said we should {v}, and honestly that tipped it."],
         q=["We've decided to {v}. Does that change which airport we should fly home from?"]),
    Spec("decision", "shop plan around the birth", "etsy",
         g_pool(["pause custom orders until October", "raise mug prices by 15 percent", "close the shop for August",
                 "stop doing wholesale after June"]),
         "the shop", "shop: {v}",
         "Have you decided how you'll handle the shop around the birth?",
         plain=["I've made a call on the shop: I'm going to {v}. The baby comes first."],
         ans=["I'm going to {v}.", "Decided to {v}."],
         vfirst=["{v} — that's what I decided for the shop. Saying it out loud makes it real."],
         sub=["Since I've decided to {v}, I need to update the shop announcement."],
         rep=["{friend} said I should {v}, and honestly that's fair, I can't do everything."],
         q=["I'm going to {v}. How do I tell my regular customers without sounding flaky?"]),
    Spec("decision", "tax filing decision", "taxes",
         g_pool(["split the rental income 50/50", "have the accountant file both returns", "put the refund into a baby TFSA"]),
         "the taxes", "taxes: {v}",
         "Did you decide how you're handling the taxes this year?",
         plain=["We decided to {v}. Simpler, and we won't fight about it in April."],
         ans=["We're going to {v}.", "Decided to {v}."],
         vfirst=["{v}: that's the tax plan. Theo agreed without even arguing."],
         sub=["Since we've decided to {v}, I need to tell the accountant before the meeting."],
         rep=["{friend} said they always {v} and it saves a lot of headaches, so we're doing the same."],
         q=["We're going to {v}. Is there anything that could go wrong with that?"]),
    # ----------------------------------------------------------------- preferences
    Spec("preference", "food Theo dislikes", "daily", g_pool(["cilantro", "blue cheese", "olives", "raw onion"]),
         "Theo's least favourite food", "Theo hates {v}",
         "Is there any food Theo really doesn't like? I'll keep it in mind for dinner ideas.",
         plain=["Theo can't stand {v}, by the way. He'll pick it out of anything, even at restaurants."],
         ans=["{v}. He's hated it since he was a kid.", "He can't stand {v}."],
         vfirst=["{v} is Theo's nemesis. Never put it in anything you suggest for dinner."],
         sub=["If you have a recipe that doesn't involve {v}, Theo will actually eat it."],
         rep=["Theo's mom says he used to spit out {v} as a baby, and honestly he still would."],
         q=["Any good Portuguese dishes without {v}? Theo hates it."]),
    Spec("preference", "Camille's plane seat preference", "portugal", g_pool(["aisle seats", "window seats", "bulkhead rows"]),
         "your seat preference", "Camille likes {v}",
         "Do you have a seat preference on planes? I can factor it in when you look at flights.",
         plain=["I always want {v} on planes, especially now."],
         ans=["{v}, always.", "I like {v}."],
         vfirst=["{v}, always. That's my one travel rule."],
         sub=["Since I really prefer {v}, paying for seat selection is probably worth it this time."],
         rep=["Theo always books me {v} without asking, he knows me."],
         q=["Can I request {v} for free if I mention I'm pregnant?"]),
    Spec("preference", "Camille's favourite glaze", "etsy", g_pool(["speckled celadon", "smoky charcoal matte", "honey amber gloss"]),
         "your favourite glaze", "fave glaze: {v}",
         "Do you have a favourite glaze, out of all the ones you use?",
         plain=["My favourite glaze to work with is {v}. It's also my best seller, which is a nice coincidence."],
         ans=["{v}, no contest.", "Definitely {v}."],
         vfirst=["{v} forever. If I could only fire one glaze, that's the one."],
         sub=["The {item} I glaze in {v} always sell first, which makes me happy because it's my favourite."],
         rep=["{friend} says my {v} pieces are the most 'me' thing in the shop. True, I love that glaze."],
         q=["Should I make the baby bowls in {v}? It's the glaze I love most."]),
    Spec("preference", "Gord's favourite music", "dad", g_pool(["Glenn Gould", "Stompin' Tom Connors", "Oscar Peterson",
                                                                "Gordon Lightfoot"]),
         "Gord's favourite music", "Gord loves {v}",
         "What kind of music does Gord like? Could be a nice gift idea.",
         plain=["Gord loves {v}. If we play it in the car, he stops complaining about the drive."],
         ans=["{v}. Always.", "He loves {v}."],
         vfirst=["{v} — Gord's absolute favourite. He has every record."],
         sub=["When the PSW put on {v} for him, Gord apparently sang along for an hour."],
         rep=["Theo says his dad played {v} every Sunday morning when he was a kid."],
         q=["Would a {v} box set be a good birthday gift for Gord? He loves that stuff."]),
    Spec("preference", "nursery colour Camille likes", "baby", g_pool(["sage green", "buttery yellow", "dusty lilac"]),
         "the nursery colour you like", "nursery colour: {v}",
         "Do you have a colour in mind for the nursery?",
         plain=["I've decided I love {v} for the nursery walls. Not pink, not blue, just that."],
         ans=["{v}.", "I love {v}."],
         vfirst=["{v}. That's the colour I keep coming back to for the nursery."],
         sub=["The swatch in {v} is the only one I like in both morning and evening light."],
         rep=["The lady at the paint store said {v} is 'very trendy this year', which almost put me off, but I still love it."],
         q=["Does {v} work with natural wood furniture? It's my favourite for the nursery."]),
    Spec("preference", "Camille's go-to tea", "daily", g_pool(["rooibos", "genmaicha", "hibiscus tea"]),
         "your go-to drink", "Camille's tea: {v}",
         "What do you drink instead of coffee these days?",
         plain=["Since I can't have much coffee, I've become obsessed with {v}. Like four cups a day."],
         ans=["{v}, with a bit of honey.", "Definitely {v}."],
         vfirst=["{v} is my new coffee. I'm not even sad about it anymore."],
         sub=["The café near the studio makes a {v} latte that I'd walk through a blizzard for."],
         rep=["Theo says I talk about {v} the way he talks about espresso."],
         q=["Is {v} okay during pregnancy? I've been drinking tons of it."]),
    # ----------------------------------------------------------------- constraints
    Spec("constraint", "Camille's drug allergy", "baby", g_pool(["penicillin", "sulfa antibiotics", "codeine"]),
         "your allergy", "Camille allergic: {v}",
         "Do you have any allergies the birth team should know about?",
         plain=["Important for the birth plan: I'm allergic to {v}. Hives as a teenager, the whole thing."],
         ans=["{v}. Hives, not anaphylaxis, but still.", "I'm allergic to {v}."],
         vfirst=["{v} — I'm allergic. It's in my file, but I want it everywhere."],
         sub=["The midwife asked twice about allergies, and since I'm allergic to {v}, they flagged my file in red."],
         rep=["My mom reminded me to tell the hospital I'm allergic to {v}, like I'd forget."],
         q=["I'm allergic to {v}; is there anything specific I should tell the birth centre before labour?"]),
    Spec("constraint", "Theo's food allergy", "portugal", g_pool(["shellfish", "sesame", "tree nuts"]),
         "Theo's allergy", "Theo allergic: {v}",
         "Does either of you have food allergies I should keep in mind for restaurant ideas?",
         plain=["Theo is allergic to {v}, which in Portugal is going to be a whole adventure."],
         ans=["{v}. Severe, EpiPen level.", "He's allergic to {v}."],
         vfirst=["{v}: Theo's allergy. He carries an EpiPen everywhere."],
         sub=["Since Theo can't eat {v}, I want to learn how to say it in Portuguese."],
         rep=["Theo's doctor told him his {v} allergy is 'serious enough to always carry the EpiPen'."],
         q=["How do you say 'allergic to {v}' in Portuguese? Theo needs it on a card."]),
    Spec("constraint", "Gord's blood thinner", "dad", g_pool(["warfarin", "Eliquis"]),
         "Gord's medication", "Gord on {v}",
         "Is Gord on any medication that limits what he can take for the knee pain?",
         plain=["Gord is on {v}, so no ibuprofen, no Advil, nothing like that."],
         ans=["{v}.", "He takes {v}, so it's complicated."],
         vfirst=["{v}. That's Gord's blood thinner, which means we have to be careful with everything."],
         sub=["Because Gord takes {v}, the dentist wants a note from his doctor before the extraction."],
         rep=["The pharmacist told Theo that with {v}, Gord can't take anything anti-inflammatory."],
         q=["Gord's on {v} — is Tylenol okay for his knee?"]),
    Spec("constraint", "food the rabbit must not eat", "pets", g_pool(["iceberg lettuce", "rhubarb", "avocado"]),
         "the rabbit's food rule", "rabbit: no {v}",
         "Is there anything the rabbit can't eat that a pet sitter should know?",
         plain=["Never give the rabbit {v}. The vet was very clear, it makes her sick."],
         ans=["{v}. She gets sick.", "No {v}, ever."],
         vfirst=["{v} — absolutely not for the rabbit. Vet's orders."],
         sub=["The sitter has to know that the rabbit can't have {v}, so I'm writing it on the fridge."],
         rep=["The vet said '{v} is a hard no for rabbits' and gave me a whole printed list."],
         q=["Why can't rabbits have {v}? The vet said no and I didn't ask why."]),
    Spec("constraint", "Camille's food intolerance", "daily", g_pool(["lactose", "gluten"]),
         "your intolerance", "no {v} for Camille",
         "Any dietary restrictions I should keep in mind for food suggestions?",
         plain=["Also, I'm {v} intolerant, so keep that in mind for recipes."],
         ans=["{v}.", "I'm {v} intolerant."],
         vfirst=["{v}: my nemesis since I was twelve. Intolerant, not allergic, but still."],
         sub=["Since I can't do {v}, half the desserts in Portugal are going to be a problem."],
         rep=["My doctor said {v} intolerance can get worse during pregnancy. Thanks, body."],
         q=["Is it possible to find {v}-free desserts in Portugal?"]),
]


# ---------------------------------------------------------------------------------------------
# Style machinery.
# ---------------------------------------------------------------------------------------------

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6, "decision": 4,
               "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
REQUIRED_ABOUTS = {"dog's name", "rabbit's name"}
STYLES = ("plain", "vfirst", "sub", "rep", "list", "answer", "question", "dictation", "buried", "texting")
_FORM_OF_STYLE = {"plain": "plain", "vfirst": "vfirst", "sub": "sub", "rep": "rep", "question": "q", "answer": "ans"}
_PLACEHOLDER = re.compile(r"(\{[a-z_0-9]+\})")

_TEXT_SUBS = [
    (r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bbecause\b", "bc"), (r"\btomorrow\b", "tmrw"),
    (r"\bprobably\b", "prob"), (r"\bi'm\b", "im"), (r"\bdon't\b", "dont"), (r"\bcan't\b", "cant"),
    (r"\bthough\b", "tho"), (r"\bplease\b", "pls"), (r"\babout\b", "abt"), (r"\bokay\b", "ok"),
    (r"\bbefore\b", "b4"), (r"\bthat's\b", "thats"), (r"\bit's\b", "its"), (r"\bby the way\b", "btw"),
    (r"\bsomething\b", "smth"), (r"\bpeople\b", "ppl"), (r"\bwith\b", "w/"), (r"\breally\b", "rly"),
    (r"\bhonestly\b", "honestly lol"), (r"\bi don't know\b", "idk"), (r"\bweek\b", "wk"), (r"\bfor real\b", "fr"),
    (r"\bminutes\b", "mins"), (r"\bthanks\b", "thx"), (r"\bwe're\b", "were"), (r"\bi'll\b", "ill"),
]
_TEXT_TAILS = ["", "", "", " lol", " !!", " haha", " ugh", " 🙃", " fyi", " k thx", " 😅"]

_DICTATION_MISHEARS = [("Gord", "Gourd"), ("Theo", "Teo"), ("midwife", "mid wife"), ("Villeray", "Villa Ray"),
                       ("maison de naissance", "mason de nay sauce"), ("RAV4", "rav 4"), ("PSW", "PS W"),
                       ("Alfama", "Al fama"), ("okay", "OK"), ("Bonsecours", "bon secure"), ("Laval", "La Val"),
                       ("RAMQ", "ram Q"), ("Glebe", "glebe"), ("e-transfer", "E transfer")]
_DICTATION_LEADS = ["Okay so", "Um okay", "Note", "Hey so", "Right so", "OK", "So um", "Quick note"]


def _texting(rng: random.Random, template: str) -> str:
    out = []
    for part in _PLACEHOLDER.split(template):
        if _PLACEHOLDER.fullmatch(part):
            out.append(part)
            continue
        part = part.lower().replace("’", "'")  # noqa: RUF001
        for pat, rep in _TEXT_SUBS:
            if rng.random() < 0.8:
                part = re.sub(pat, rep, part)
        part = re.sub(r"\.\s+", lambda m: rng.choice([" ", ". ", " - ", "... ", ", "]), part)
        out.append(part)
    text = "".join(out).rstrip()
    if text.endswith("."):
        text = text[:-1]
    return text + rng.choice(_TEXT_TAILS)


def _dictation(rng: random.Random, template: str) -> str:
    tokens: list[str] = []
    for part in _PLACEHOLDER.split(template):
        if _PLACEHOLDER.fullmatch(part):
            tokens.append(part)
            continue
        for heard, typed in _DICTATION_MISHEARS:
            if heard in part and rng.random() < 0.6:
                part = part.replace(heard, typed)
        part = re.sub(r"[,;:—!()]", " ", part).replace("'", "'")
        tokens.extend(w.rstrip(".") for w in part.split() if w.rstrip("."))
    n_breaks = min(rng.choice([1, 1, 2]), max(0, len(tokens) - 3))
    breaks = set(rng.sample(range(2, len(tokens)), n_breaks)) if n_breaks else set()
    out: list[str] = []
    for i, tok in enumerate(tokens):
        if i in breaks and out:
            out[-1] += "."
            if not tok.startswith("{"):
                tok = tok[0].upper() + tok[1:]
        out.append(tok)
    if out and not out[0].startswith("{") and rng.random() < 0.5:
        out[0] = out[0][0].lower() + out[0][1:]
    lead = rng.choice(_DICTATION_LEADS)
    end = rng.choice(["", ".", " period", "", " end"])
    return f"{lead} {' '.join(out)}{end}"


LIST_WRAPS = [
    "Things to remember this week: {i1}, {fact}, {i2}.",
    "Brain dump before I forget:\n- {i1}\n- {fact}\n- {i2}",
    "My notes app right now: 1) {i1} 2) {i2} 3) {fact} 4) {i3}",
    "Sticky note on the fridge says: {i1} / {fact} / {i2}. Theo added the last one.",
    "To do and to remember: {i1}; {i2}; {fact}. That's it, I think.",
    "Okay, list for Theo before he leaves for Toronto:\n* {fact}\n* {i1}\n* {i2}",
    "Writing this down so it exists somewhere: {fact}. Also {i1} and {i2}.",
    "Today's scribbles: {i1} ✔, {fact}, {i2} (not done, obviously).",
]

USER_PREFIXES = ["Okay, quick one: ", "Hi again! ", "Bon. ", "Ouf. ", "Random thing: ", "Update: ", "Hey. ",
                 "Question for you. ", "Morning! ", "Alright. ", "Small thing: "]
USER_TAILS = [" Just thinking out loud.", " Ugh.", " Anyway.", " Merci!", " Thoughts?", " Any advice?", " Bref.",
              " Send help.", " Not urgent.", " Je sais pas.", " Does that make sense?", " Lol.", " Sigh."]

OPENING = [
    ("Salut! I want to use you as a second brain for the next few months. Baby on the way, a duplex we're renovating, "
     "a tiny pottery shop and a father-in-law in Ottawa. Ready?",
     "Ready! That's a full plate: a pregnancy, a renovation, a rental unit, a ceramics business and family care all at "
     "once. Tell me things as they come up, in whatever order, and I'll help you keep track and think things through. "
     "Where would you like to start today?"),
    ("Hi! I'm Camille. My partner Theo and I are expecting, renovating our duplex in Villeray and planning a trip to "
     "Portugal, and my brain is full. Can you help me keep it all straight?",
     "Hi Camille, happy to help. It sounds like a lot of moving parts, so let's take them one at a time. Feel free to "
     "just dump things on me as they come up, whether it's the baby, the renovation, the trip or anything else, and we "
     "can sort and plan from there. What's on your mind first?"),
]

# Assistant acknowledgements: (echoing the value, not echoing it).
ACKS = {
    "person": (["Got it, {v} is {ref}. I'll remember that.", "Noted: {ref} is {v}.", "Okay, {v}. Good to have a name for {ref}."],
               ["Good to have a name for {ref} now.", "Thanks, that makes it easier to keep track of who's who.",
                "Noted, I'll remember who that is."]),
    "pet": (["{v} is a great name. Noted!", "Ha, {v}! I love that, noted."],
            ["What a great name, noted.", "That's an adorable name, I'll remember it."]),
    "date": (["Noted: {ref} is {v}.", "Okay, {v} for {ref}. I'll keep that in mind."],
             ["Got it, I've noted the date for {ref}.", "Good to have that date pinned down."]),
    "amount": (["Okay, {v} for {ref}, noted.", "So {ref} comes to {v}. Good to have the number."],
               ["Thanks, I'll keep that figure in mind.", "Good to have an actual number for {ref}."]),
    "phone": (["Saved: {v} for {ref}.", "Got it, {v}."],
              ["Got it, I'll keep that number handy.", "Noted the number for {ref}."]),
    "address": (["Noted: {v} for {ref}.", "Got it, {v}."],
                ["Got it, I've noted the address.", "Good to have the address written down."]),
    "id": (["Noted: {v} for {ref}.", "Got it, {v}. I'll keep it on file."],
           ["Got it, I'll keep that on file.", "Noted, that's a good one to have written down somewhere."]),
    "decision": (["Great, so {v} it is.", "Sounds like a solid call: {v}."],
                 ["That sounds like a solid decision.", "Nice to have that one settled."]),
    "preference": (["Noted about {v}.", "Good to know about {v}, I'll keep it in mind."],
                   ["Good to know, I'll keep that in mind.", "Noted, that's useful for later suggestions."]),
    "constraint": (["Important to know: {v}. I'll keep it in mind for any suggestions.", "Noted about the {v}, that's an important one."],
                   ["That's important, I'll keep it in mind.", "Thanks for flagging that, it matters."]),
}
CORR_ACKS = (["Thanks for the correction, I'll use {v} from now on.", "Updated: {v} for {ref}.",
              "Got it, {v} it is, and I'll forget the earlier one."],
             ["Thanks for the update, I'll go with the new one.", "Good catch, I'll drop the old one.",
              "Noted, that replaces what you told me before."])


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


_STOP = set("""about after again also always because before being could doesn't don't every from have here
into it's just like make more much need never only other really should some still than that that's their them then
there these they thing think this those very want what when where which while will with would your you're""".split())


def _stems(text: str) -> set[str]:
    words = re.findall(r"[a-zà-ÿ]+", text.lower())
    return {w[:5] for w in words if len(w) >= 4 and w not in _STOP}


def _assistant(rng: random.Random, primary: list[str], secondary: list[str], lead: str | None = None,
               tail: str | None = None, lo: int = 42, hi: int = 88, about: str = "") -> str:
    target = rng.randint(lo, hi - 12)
    parts: list[str] = []
    if lead:
        parts.append(lead)
    elif rng.random() < 0.55:
        parts.append(rng.choice(AI_OPENERS))
    count = sum(len(p.split()) for p in parts)
    first = rng.sample(primary, len(primary))
    if about:
        # Within the subtopic, answer first with the sentences sharing the most content words with the message.
        keys = _stems(about)
        first.sort(key=lambda sentence: -len(keys & _stems(sentence)))
    pool = first + rng.sample(secondary, len(secondary))
    for sentence in pool:
        if count >= target:
            break
        n = len(sentence.split())
        if count + n > hi:
            continue
        parts.append(sentence)
        count += n
    if tail:
        parts.append(tail)
    elif rng.random() < 0.3 and count < hi - 10:
        parts.append(rng.choice(AI_CLOSERS))
    return " ".join(parts)


def _thread_sentences(rng: random.Random, thread: str, sub: str | None = None) -> tuple[list[str], list[str]]:
    subs = THREADS[thread]
    key = sub or rng.choice(list(subs))
    primary = subs[key]["a"]
    secondary = [s for k, v in subs.items() if k != key for s in v["a"]]
    return primary, secondary


def _filler(rng: random.Random, thread: str, usage: dict, ask: str | None = None) -> tuple[str, str]:
    # Prefer the least used templates of the thread, so repeats are rare and far apart.
    options = [(k, i) for k, sub in THREADS[thread].items() for i in range(len(sub["u"]))]
    least = min(usage.get((thread, k, i), 0) for k, i in options)
    key, idx = rng.choice([(k, i) for k, i in options if usage.get((thread, k, i), 0) == least])
    usage[(thread, key, idx)] = least + 1
    user = _fill(rng, THREADS[thread][key]["u"][idx])
    r = rng.random()
    if r < 0.12:
        user = rng.choice(USER_PREFIXES) + user
    elif r < 0.24:
        user = user + rng.choice(USER_TAILS)
    elif r < 0.30:
        user = _fill(rng, rng.choice(ASIDES)) + " " + user
    primary, secondary = _thread_sentences(rng, thread, key)
    hi = 88 - len(ask.split()) if ask else 88
    reply = _assistant(rng, primary, secondary, tail=ask, hi=hi, about=user)
    return user, reply


def _base_form(rng: random.Random, spec: Spec) -> str:
    options = spec.forms["plain"] + spec.forms["sub"] + spec.forms["vfirst"] + spec.forms["rep"]
    return rng.choice(options)


def _statement_template(rng: random.Random, spec: Spec, style: str) -> str:
    if style in _FORM_OF_STYLE:
        return rng.choice(spec.forms[_FORM_OF_STYLE[style]])
    if style == "list":
        items = rng.sample(LIST_ITEMS, 3)
        wrap = rng.choice(LIST_WRAPS)
        return wrap.replace("{fact}", spec.short).replace("{i1}", items[0]).replace("{i2}", items[1]).replace("{i3}", items[2])
    if style == "texting":
        return _texting(rng, _base_form(rng, spec))
    if style == "dictation":
        return _dictation(rng, _base_form(rng, spec))
    if style == "buried":
        a1, a2 = rng.sample(ASIDES, 2)
        base = rng.choice(spec.forms["plain"] + spec.forms["sub"] + spec.forms["rep"])
        if rng.random() < 0.5:
            key = rng.choice(list(THREADS[spec.thread]))
            tail = rng.choice(THREADS[spec.thread][key]["u"])
            tail = re.split(r"(?<=[.!?])\s", tail)[0]
            return f"{a1} {base} {tail}"
        return f"{a1} {base} {a2}"
    raise ValueError(style)


def _available_styles(spec: Spec) -> list[str]:
    styles = ["plain", "list", "texting", "dictation", "buried"]
    for style in ("vfirst", "sub", "rep", "question", "answer"):
        if spec.forms[_FORM_OF_STYLE[style]]:
            styles.append(style)
    return styles


def _ack(rng: random.Random, spec: Spec, value: str, echo: bool, correction: bool = False) -> str:
    echo_list, plain_list = CORR_ACKS if correction else ACKS[spec.kind]
    return _cap(rng.choice(echo_list if echo else plain_list).format(v=value, ref=spec.ref))


# ---------------------------------------------------------------------------------------------
# Building a conversation.
# ---------------------------------------------------------------------------------------------


class _Fact:
    def __init__(self, spec: Spec, value: str, meta: dict):
        self.spec, self.value, self.meta = spec, value, meta
        self.stale: str | None = None
        self.stale_meta: dict = {}
        self.turn = -1
        self.fix_turn: int | None = None
        self.style = "plain"
        self.echo = False

    @property
    def strings(self) -> list[str]:
        return [self.value] + ([self.stale] if self.stale else [])


def _choose_facts(rng: random.Random, n_corrections: int) -> list[_Fact] | None:
    chosen: list[Spec] = []
    for kind, count in KIND_COUNTS.items():
        cands = [s for s in SPECS if s.kind == kind]
        required = [s for s in cands if s.about in REQUIRED_ABOUTS]
        rest = [s for s in cands if s not in required]
        chosen += required + rng.sample(rest, count - len(required))
    ctx: dict = {}
    facts = [_Fact(s, *s.gen(rng, ctx)) for s in chosen]
    # Corrections: round-robin over the correctable kinds, so they are spread across kinds.
    by_kind = {k: rng.sample([f for f in facts if f.spec.kind == k], KIND_COUNTS[k]) for k in CORRECTABLE}
    kinds = list(CORRECTABLE)
    rng.shuffle(kinds)
    picked: list[_Fact] = []
    while len(picked) < n_corrections:
        progressed = False
        for k in kinds:
            if by_kind[k] and len(picked) < n_corrections:
                picked.append(by_kind[k].pop())
                progressed = True
        if not progressed:
            raise ValueError(f"n_corrections={n_corrections} is more than the correctable facts")
    for f in picked:
        old, old_meta = f.value, f.meta
        if f.spec.kind == "id" and rng.random() < 0.5:
            new, new_meta = _typo_fix(rng, old), {}
        else:
            new, new_meta = f.spec.alt(rng, ctx, old_meta)
        if new == old:
            return None
        f.stale, f.stale_meta, f.value, f.meta = old, old_meta, new, new_meta
    strings = [s for f in facts for s in f.strings]
    if len(set(strings)) != len(strings):
        return None
    for a in strings:
        for b in strings:
            if a != b and a in b:
                return None
    return facts


def _place(rng: random.Random, facts: list[_Fact], turns: int) -> None:
    lo, hi = 2, turns - 2
    b1, b2 = turns // 3, 2 * turns // 3
    thirds = [(lo, b1 - 1), (b1, b2 - 1), (b2, hi)]
    quotas = [17, 17, 16]
    occupied: set[int] = set()

    def free(t: int) -> bool:
        return all(abs(t - o) >= 2 for o in occupied)

    def pick(a: int, b: int) -> int:
        cands = [t for t in range(a, b + 1) if free(t)]
        if not cands:
            raise ValueError("conversation too short to place all facts")
        t = rng.choice(cands)
        occupied.add(t)
        return t

    corrected = [f for f in facts if f.stale is not None]
    plain = [f for f in facts if f.stale is None]
    rng.shuffle(plain)
    start = rng.randrange(2)
    for i, f in enumerate(corrected):
        third = (start + i) % 2
        a, b = thirds[third]
        f.turn = pick(a, min(b, hi - 60))
        quotas[third] -= 1
    for f in corrected:
        f.fix_turn = pick(f.turn + 50 + rng.randint(0, 30), hi)
    i = 0
    for third, quota in enumerate(quotas):
        for _ in range(max(0, quota)):
            if i < len(plain):
                plain[i].turn = pick(*thirds[third])
                i += 1
    while i < len(plain):
        plain[i].turn = pick(lo, hi)
        i += 1


def _assign_styles(rng: random.Random, facts: list[_Fact]) -> None:
    counts = {s: 0 for s in STYLES}
    order = rng.sample(facts, len(facts))
    for f in order:
        options = _available_styles(f.spec)
        best = min(counts[s] for s in options)
        f.style = rng.choice([s for s in options if counts[s] == best])
        counts[f.style] += 1


def _schedule_threads(rng: random.Random, turns: int, fixed: dict[int, str]) -> list[str]:
    names = list(THREAD_WEIGHTS)
    weights = [THREAD_WEIGHTS[n] for n in names]
    out: list[str] = []
    cur = rng.choices(names, weights)[0]
    for t in range(turns):
        if t in fixed:
            cur = fixed[t]
        elif rng.random() > 0.5:
            cur = rng.choices(names, weights)[0]
        out.append(cur)
    return out


def _build(rng: random.Random, turns: int, n_corrections: int) -> tuple[Conversation, dict[str, str]] | None:
    facts = _choose_facts(rng, n_corrections)
    if facts is None:
        return None
    _place(rng, facts, turns)
    _assign_styles(rng, facts)
    for f in rng.sample(facts, 15):  # the assistant repeats the value back in about 30% of statements
        f.echo = True
    every = [s for f in facts for s in f.strings]

    stmt_at = {f.turn: f for f in facts}
    fix_at = {f.fix_turn: f for f in facts if f.fix_turn is not None}
    ask_at = {f.turn - 1: f for f in facts if f.style == "answer"}
    fixed_threads = {t: f.spec.thread for t, f in stmt_at.items()}
    fixed_threads.update({t: f.spec.thread for t, f in fix_at.items()})
    fixed_threads.update({t: f.spec.thread for t, f in ask_at.items()})
    fixed_threads[0] = "daily"
    threads = _schedule_threads(rng, turns, fixed_threads)

    def clean(text: str, allowed: tuple[str, ...] = ()) -> bool:
        return not any(s in text for s in every if s not in allowed)

    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    usage: dict = {}
    for t in range(turns):
        if t == 0:
            out.append(rng.choice(OPENING))
            continue
        if t in stmt_at or t in fix_at:
            f = stmt_at.get(t) or fix_at[t]
            is_fix = t not in stmt_at
            shown = f.value if (is_fix or f.stale is None) else f.stale
            meta = f.meta if (is_fix or f.stale is None) else f.stale_meta
            for _ in range(60):
                if is_fix:
                    tmpl = rng.choice(f.spec.corr)
                    r = rng.random()
                    if r < 0.2:
                        tmpl = _texting(rng, tmpl)
                    elif r < 0.3:
                        tmpl = _dictation(rng, tmpl)
                    elif r < 0.5:
                        tmpl = rng.choice(ASIDES) + " " + tmpl
                    user = _fill(rng, tmpl, old=f.stale, new=f.value, postal=meta.get("postal", ""))
                    user_ok = clean(user, (f.stale, f.value))
                else:
                    tmpl = _statement_template(rng, f.spec, f.style)
                    user = _fill(rng, tmpl, v=shown, postal=meta.get("postal", ""))
                    user_ok = clean(user, (shown,))
                echo = (f.echo and not is_fix) or (is_fix and rng.random() < 0.3)
                primary, secondary = _thread_sentences(rng, f.spec.thread)
                lead = _ack(rng, f.spec, shown, echo, correction=is_fix)
                reply = _assistant(rng, primary, secondary, lead=lead, about=user)
                if user_ok and clean(reply, (shown,)) and shown in user:
                    break
            else:
                return None
            out.append((user, reply))
            seen.add(user)
            continue
        ask = ask_at[t].spec.ask if t in ask_at else None
        for attempt in range(80):
            user, reply = _filler(rng, threads[t], usage, ask)
            if clean(user) and clean(reply) and (user not in seen or attempt > 40):
                break
        else:
            return None
        out.append((user, reply))
        seen.add(user)

    planted = []
    for f in sorted(facts, key=lambda x: x.turn):
        if f.stale is None:
            planted.append(Planted(f.spec.kind, f.spec.about, f.value, f.turn))
        else:
            planted.append(Planted(f.spec.kind, f.spec.about, f.value, f.turn, stale=f.stale, corrected_at=f.fix_turn))
    styles = {f.spec.about: f.style for f in facts}
    return Conversation(turns=out, facts=planted), styles


def _generate(seed: int, turns: int, n_corrections: int) -> tuple[Conversation, dict[str, str]]:
    if turns < 150:
        raise ValueError("world K needs at least 150 turns")
    rng = random.Random(seed)
    for _ in range(60):
        built = _build(rng, turns, n_corrections)
        if built is not None and not check(built[0], n_corrections):
            return built
    raise RuntimeError(f"could not build a valid conversation for seed {seed}")


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    """One ~``turns``-turn chat with Camille, 50 planted facts, ``n_corrections`` of them corrected later."""
    return _generate(seed, turns, n_corrections)[0]


# ---------------------------------------------------------------------------------------------
# Self-checks.
# ---------------------------------------------------------------------------------------------


def check(conv: Conversation, n_corrections: int | None = None) -> list[str]:
    """Return a list of problems (empty when the conversation is well formed)."""
    problems: list[str] = []
    turns = conv.turns
    n = len(turns)
    if len(conv.facts) != 50:
        problems.append(f"{len(conv.facts)} facts instead of 50")
    counts: dict[str, int] = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    if counts != KIND_COUNTS:
        problems.append(f"kind counts {counts}")
    if n_corrections is not None and len(conv.corrections) != n_corrections:
        problems.append(f"{len(conv.corrections)} corrections instead of {n_corrections}")
    specials: list[int] = []
    for f in conv.facts:
        if not 0 <= f.turn < n:
            problems.append(f"{f.about}: turn {f.turn} out of range")
            continue
        specials.append(f.turn)
        if f.stale is None:
            if f.corrected_at is not None:
                problems.append(f"{f.about}: corrected_at without stale")
            if f.value not in turns[f.turn][0]:
                problems.append(f"{f.about}: value {f.value!r} not in user message of turn {f.turn}")
            rules = [(f.value, {(f.turn, 0), (f.turn, 1)})]
        else:
            if f.corrected_at is None or f.corrected_at - f.turn < 50 or f.corrected_at >= n:
                problems.append(f"{f.about}: bad correction turns {f.turn} -> {f.corrected_at}")
                continue
            if f.kind not in CORRECTABLE:
                problems.append(f"{f.about}: kind {f.kind} should not be corrected")
            if f.stale == f.value:
                problems.append(f"{f.about}: stale equals value")
            if f.stale not in turns[f.turn][0]:
                problems.append(f"{f.about}: stale {f.stale!r} not in user message of turn {f.turn}")
            if f.value not in turns[f.corrected_at][0]:
                problems.append(f"{f.about}: value {f.value!r} not in correction turn {f.corrected_at}")
            specials.append(f.corrected_at)
            rules = [(f.stale, {(f.turn, 0), (f.turn, 1), (f.corrected_at, 0)}),
                     (f.value, {(f.corrected_at, 0), (f.corrected_at, 1)})]
        for text, allowed in rules:
            for t, (user, reply) in enumerate(turns):
                if text in user and (t, 0) not in allowed:
                    problems.append(f"{f.about}: {text!r} leaks into user message of turn {t}")
                if text in reply and (t, 1) not in allowed:
                    problems.append(f"{f.about}: {text!r} leaks into assistant reply of turn {t}")
    if len(set(specials)) != len(specials):
        problems.append("two facts share a turn")
    thirds = [0, 0, 0]
    for f in conv.facts:
        thirds[min(2, f.turn * 3 // n)] += 1
    if min(thirds) < 12:
        problems.append(f"facts badly spread over thirds: {thirds}")
    return problems


def _token_counter():
    try:
        import tiktoken

        try:
            enc = tiktoken.get_encoding("cl100k_base")
        except Exception:
            cache = Path(__file__).resolve().parents[2] / "shared" / "tiktoken_cache"
            if "TIKTOKEN_CACHE_DIR" in os.environ or not cache.is_dir():
                raise
            os.environ["TIKTOKEN_CACHE_DIR"] = str(cache)
            enc = tiktoken.get_encoding("cl100k_base")
        return "tiktoken cl100k_base", lambda s: len(enc.encode(s))
    except Exception:
        return "len/4 estimate", lambda s: len(s) / 4


if __name__ == "__main__":
    label, count = _token_counter()
    failures = 0
    for seed in (1, 2, 3, 4, 5):
        conv, styles = _generate(seed, 1000, 6)
        problems = check(conv, 6)
        again = generate(seed)
        if again.turns != conv.turns or again.facts != conv.facts:
            problems.append("not deterministic")
        per_turn = [count(u) + count(a) for u, a in conv.turns]
        avg = sum(per_turn) / len(per_turn)
        if not 80 <= avg <= 130:
            problems.append(f"average tokens per turn {avg:.1f} outside 80-130")
        if len(conv.turns) != 1000:
            problems.append(f"{len(conv.turns)} turns")
        echoed = sum(1 for f in conv.facts if f.stale is None and f.value in conv.turns[f.turn][1])
        words = [len(a.split()) for _, a in conv.turns]
        distinct = len({u for u, _ in conv.turns})
        style_counts: dict[str, int] = {}
        for s in styles.values():
            style_counts[s] = style_counts.get(s, 0) + 1
        thirds = [0, 0, 0]
        for f in conv.facts:
            thirds[min(2, f.turn * 3 // len(conv.turns))] += 1
        status = "OK" if not problems else "FAIL"
        failures += bool(problems)
        print(f"seed {seed}: {status} facts={len(conv.facts)} corrections={len(conv.corrections)} thirds={thirds} "
              f"avg_tokens/turn={avg:.1f} ({label}) assistant_words={min(words)}-{max(words)} "
              f"distinct_user_msgs={distinct} echoed={echoed}")
        print(f"         styles: {dict(sorted(style_counts.items()))}")
        for p in problems[:20]:
            print("   problem:", p)
    short = generate(7, turns=300, n_corrections=3)
    short_problems = check(short, 3)
    print(f"short run (300 turns, 3 corrections): {'OK' if not short_problems else short_problems[:5]}")
    failures += bool(short_problems)
    sys.exit(1 if failures else 0)
