"""Held-out recall world N: a Brazilian-born ICU nurse in Toronto.

One long chat between a user and an AI assistant.  The user is a Brazilian-born ICU night-shift nurse living in
Toronto with her Portuguese-Canadian partner and their kid.  About ten everyday threads are interleaved in sticky
runs of a few turns:

* ``shifts`` - night-shift rota, trades, overtime, recertification at the hospital
* ``condo``  - buying a condo: mortgage broker, lawyer, home inspection, condo fees, closing
* ``kid``    - French immersion homework and minor hockey
* ``dad``    - her father's visit from Curitiba: visa, flights, insurance, saudade
* ``pets``   - a retired racing greyhound and a bearded dragon
* ``school`` - a part-time master's degree in nursing
* ``canoe``  - a canoe-camping trip in Algonquin Park
* ``taxes``  - RRSP / TFSA / FHSA, CRA, receipts
* ``car``    - the car lease coming to an end
* ``home``   - partner, cooking, family, the house

Fifty facts are planted with exact kind counts; ``n_corrections`` of them are restated later with a new value.
Filler mentions incidental names, places, prices, times and dates that are never planted values.  Values are
drawn per seed from pools with several written formats (CAD / BRL amounts, North-American and Brazilian phone
numbers, Canadian and Brazilian addresses, health-card numbers, booking codes, plates, permit numbers, ...).

Run ``python recall_world_n.py`` from the benchmarks directory for the self-checks.
"""

from __future__ import annotations

import datetime as _dt
import os
import random
import re
import sys

from recall_conversation import Conversation, Planted

__all__ = ["generate"]

VS = "\ue000"  # placeholder for the value being stated, replaced after text transforms
SS = "\ue001"  # placeholder for the stale value in a correction

KIND_COUNTS = {
    "person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4,
    "address": 4, "id": 6, "decision": 4, "preference": 4, "constraint": 3,
}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
STYLES = ("plain", "vfirst", "sub", "reported", "list", "answer", "question",
          "dictation", "buried", "texting", "pasted", "paren")
THREADS = ("shifts", "condo", "kid", "dad", "pets", "school", "canoe", "taxes", "car", "home")
THREAD_WEIGHTS = {"shifts": 12, "condo": 14, "kid": 11, "dad": 11, "pets": 10, "school": 8,
                  "canoe": 8, "taxes": 8, "car": 7, "home": 11}

# --------------------------------------------------------------------------------------------------------------
# The world: people and things that are constant in a conversation but never planted.
# --------------------------------------------------------------------------------------------------------------
PARTNERS = ["Tiago", "Rui", "Duarte", "Nuno", "Filipe", "Gonçalo", "Marco", "Paulo", "Vasco", "Hélder"]
KIDS = [("Lia", "f"), ("Sofia", "f"), ("Inês", "f"), ("Clara", "f"), ("Beatriz", "f"),
        ("Mateus", "m"), ("Leo", "m"), ("Rafael", "m"), ("Gabriel", "m"), ("Tomás", "m")]
HOSPITALS = ["Toronto Western", "St. Mike's", "Sunnybrook", "Mount Sinai", "Toronto General",
             "Michael Garron", "North York General", "St. Joe's"]
HOODS = ["Leslieville", "the Junction", "Little Portugal", "East York", "Roncesvalles", "Riverdale",
         "the Annex", "Corso Italia", "Danforth East"]
CARS = ["RAV4", "CR-V", "Tucson", "Corolla Cross", "Outback", "Kona", "Mazda CX-5", "Rogue"]
UNIS = ["TMU", "York", "U of T", "Athabasca", "Queen's online"]
UNITS = ["the ICU", "the MSICU", "the CVICU", "the trauma ICU", "the neuro ICU"]

# --------------------------------------------------------------------------------------------------------------
# Incidental slot pools used by filler (never planted).
# --------------------------------------------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MONTH_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _price(rng: random.Random) -> str:
    n = rng.choice([rng.randint(4, 60), rng.randint(20, 180), rng.randint(60, 420)])
    fmt = rng.random()
    if fmt < 0.45:
        return f"${n}"
    if fmt < 0.65:
        return f"${n}.{rng.choice(['99', '49', '95', '50', '25'])}"
    if fmt < 0.8:
        return f"{n} bucks"
    if fmt < 0.9:
        return f"like ${n}"
    return f"${n} plus tax"


def _bigprice(rng: random.Random) -> str:
    n = rng.randrange(15, 140) * 1000
    return rng.choice([f"${n:,}", f"{n // 1000}k", f"${n // 1000}K", f"{n // 1000} grand"])


def _fdate(rng: random.Random) -> str:
    m = rng.randrange(12)
    d = rng.randint(1, 28)
    return rng.choice([f"{MONTHS[m]} {d}", f"{MONTH_ABBR[m]} {d}", f"the {_ordinal(d)}", f"{d}/{m + 1}",
                       f"{MONTHS[m]} {_ordinal(d)}", f"{d} {MONTHS[m]}"])


def _time(rng: random.Random) -> str:
    return rng.choice(["6:15", "7 a.m.", "7:30", "quarter to eight", "noon", "3:45", "5:30", "19:00", "7:15 p.m.",
                       "11 p.m.", "0300", "4:30 in the morning", "2 a.m.", "6:50", "half past nine", "10:40",
                       "8 sharp", "ten to six", "1:20 a.m.", "midnight"])


SLOTS = {
    "coworker": ["Priyanka", "Mireille", "Kwame", "Jenna", "Rosalind", "Hamid", "Colm", "Dev", "Tanisha", "Yusuf",
                 "Marisol", "Gord", "Shauna", "Aoife", "Lucas", "Bernadette", "Femi", "Joelle"],
    "friend": ["Noah", "Amélie", "Zayn", "Chloé", "Mateo", "Olivia", "Aarav", "Élodie", "Kenji", "Maya", "Hugo",
               "Zoé", "Ibrahim", "Léa"],
    "classmate": ["Grace", "Farid", "Haruto", "Sinead", "Adaeze", "Bronwyn", "Luc", "Parveen", "Camille", "Otto"],
    "fname": ["Jess", "Mike", "Darlene", "Sanjay", "Krista", "Owen", "Tamsin", "Raj", "Nicole", "Brent"],
    "fsurname": ["Thibodeau", "Nakamura", "MacLeod", "Kowalski", "Osei", "Lindqvist", "Haddad", "Baptiste",
                 "Sokolov", "Gallagher", "Pereira", "Wong"],
    "tplace": ["Kensington Market", "the Danforth", "Yorkdale", "Trinity Bellwoods", "the Distillery", "Cherry Beach",
               "Dundas West", "the Beaches", "Liberty Village", "High Park", "Riverdale Park", "Harbourfront",
               "St. Lawrence Market", "Christie Pits", "the Brick Works", "Scarborough Bluffs", "Sherbourne Common"],
    "store": ["Loblaws", "No Frills", "Costco", "Canadian Tire", "MEC", "Shoppers", "Home Depot", "Winners", "IKEA",
              "Dollarama", "T&T", "Sport Chek", "the Portuguese bakery on Dundas", "Bulk Barn", "Walmart",
              "the pet store on Queen", "Sobeys"],
    "street": ["Queen", "King", "Dundas", "Bathurst", "Spadina", "Yonge", "Jarvis", "Pape", "Broadview", "Ossington",
               "College", "Eglinton", "St. Clair", "Carlaw", "Bay", "Front"],
    "price": _price,
    "bigprice": _bigprice,
    "fdate": _fdate,
    "time": _time,
    "num": lambda r: str(r.randint(2, 9)),
    "bignum": lambda r: str(r.randint(12, 95)),
    "mins": lambda r: str(r.choice([10, 15, 20, 25, 30, 40, 45])),
    "hours": lambda r: str(r.randint(2, 11)),
    "meters": lambda r: r.choice(["290", "375", "450", "640", "880", "1,120", "1,340", "2,100"]),
    "km": lambda r: f"{r.randint(31, 78)},{r.randint(100, 999)}",
    "temp": lambda r: str(r.randint(33, 47)),
    "gas": lambda r: f"$1.{r.randint(39, 79)}",
    "year": lambda r: str(r.randint(2016, 2022)),
    "wordcount": lambda r: str(r.randrange(150, 900, 50)),
    "night": ["2 a.m.", "3:40", "0300", "4:30 in the morning", "1:20 a.m.", "midnight", "half past two",
              "quarter to four", "5 a.m.", "2:15"],
    "morning": ["6:15", "7 a.m.", "5:45", "6:50", "quarter to seven", "7:30", "8 sharp", "ten to six", "6 a.m."],
    "evening": ["7 p.m.", "7:30", "8:15", "half past six", "9 p.m.", "19:00", "6:45", "8:30"],
    "daytime": ["10:40", "noon", "11 a.m.", "1:15 p.m.", "half past ten", "2 in the afternoon", "9:30"],
    "weekday": WEEKDAYS,
    "summer": ["late May", "June", "July", "August", "September"],
    "month": MONTHS,
    "bfood": ["pão de queijo", "feijoada", "coxinhas", "farofa", "moqueca", "galinhada", "bolo de fubá", "pastel de feira",
              "arroz carreteiro", "canjica", "cuscuz", "barreado"],
    "weather": ["minus eighteen with the windchill", "freezing rain", "a full-on blizzard", "sleet", "a heat wave",
                "pouring rain", "blowing snow", "that grey drizzle", "minus 25", "thirty degrees with the humidex"],
    "sportstore": ["Sport Chek", "Canadian Tire", "Play It Again Sports", "Pro Hockey Life", "the hockey shop on Danforth"],
    "petstore": ["the pet store on Queen", "PetSmart", "Global Pet Foods", "the reptile shop on Bloor", "Pet Valu"],
    "grocer": ["Loblaws", "No Frills", "Costco", "T&T", "Sobeys", "FreshCo", "Metro", "Farm Boy", "Nations"],
    "floor": ["the second floor", "the main lobby", "the basement", "the fourth floor", "the tower link"],
    "room": ["bed 4", "bed 11", "room 6", "bed 14", "the isolation room", "bed 2"],
}

USER_OPENERS = ["Okay, so.", "Hey!", "Nossa.", "Ai, gente.", "Morning!", "Ugh.", "Quick one:", "So.",
                "Tá bom, next thing:", "Hi again.", "Random thought:", "Meu Deus, what a day.", "Update:", "Oi!",
                "Right.", "Okay, another thing.", "Hey, me again.", "Good evening from the couch.",
                "Back from work.", "Sorry, brain dump incoming.", "Eita.", "Boa tarde!"]
USER_CLOSERS = ["Thoughts?", "Anyway.", "Saudade of when life was simple, haha.", "Does that make sense?",
                "Tá bom, that's it for now.", "What would you do?", "Sorry, long message.", "Just venting a bit.",
                "Beleza.", "lol", "Okay, back to it.", "Ai ai.", "Be honest.", "Tell me I'm not crazy.",
                "Going to bed now.", "More later.", "Kkkkk.", "Anyway, that's my life."]
AI_OPENERS = ["Got it.", "That makes sense.", "Oof, that sounds like a lot.", "Good question.", "Nice!",
              "Fair enough.", "I hear you.", "Okay.", "Totally understandable.", "Happy to help with that.",
              "Ha, I love that.", "Thanks for the update.", "That's a real juggling act.", "Understood.",
              "Oh no.", "That's great news."]
AI_ACKS = ["Got it, thanks.", "Noted.", "Okay, that's helpful to know.", "Thanks for telling me.", "Good to know.",
           "Got it - I'll keep that in mind.", "Thanks, that helps.", "Okay, noted for later.",
           "Perfect, thanks.", "Makes sense, thanks for sharing that."]

SLOTS["dad"] = ["Dad", "my dad", "meu pai", "my father", "Pai"]

# --------------------------------------------------------------------------------------------------------------
# Filler, per thread: user sentences, assistant sentences, assistant follow-up questions, to-do items.
# --------------------------------------------------------------------------------------------------------------
FILLER = {
    "shifts": {
        "user": [
            "Just got home from a twelve-hour night. We had {num} admissions after midnight and I didn't sit down until {night}. My feet are destroyed.",
            "The new rota came out and I have four nights in a row starting {weekday}. {Coworker} offered to trade one, but then I'd be on a {weekday2} day shift in the middle, which kills my sleep.",
            "How do people actually sleep during the day? Blackout curtains, earplugs, melatonin, and I still wake up at {daytime} because of the garbage truck.",
            "The charge nurse asked if I could pick up an extra shift this weekend. It's time and a half, but I promised {kid} I'd be at {kid_hers} game.",
            "We had a really sad case last night and I'm still thinking about it. I won't go into details, but the family was so kind to us in the middle of it all.",
            "{Coworker} is leaving for a travel nursing contract out west. That's the third experienced nurse this year. The unit is getting so junior.",
            "Self-scheduling opens {weekday} at {time} and it's the Hunger Games, everyone wants the same holiday weekends.",
            "I'm on nights {weekday} through {weekday2}, then off for {num} days. Trying to figure out whether to flip back to days or stay half-nocturnal.",
            "Management wants everyone recertified in ACLS by the end of the quarter. The course is {price} and a whole Saturday. Yay.",
            "Last night the monitors kept alarming for nothing. {bignum} false alarms on one patient alone. Alarm fatigue is real.",
            "What do you eat on a night shift that doesn't make you feel like garbage at 4 a.m.? I keep grabbing chips from the vending machine on {floor}.",
            "Staff parking at {hospital} went up again, it's now {price} more a month. Criminal.",
            "I precepted a new grad tonight, {coworker}. Sharp, asks good questions, just needs confidence with the drips.",
            "The union rep says the overtime rules change with the new contract. Something about {num} hours of notice for mandated OT.",
            "I floated to step-down for half the shift because we were overstaffed for once. Felt weird, like visiting another country.",
            "I think I'll ask for a stretch of straight days before {dad} arrives, so I'm actually awake to show him around.",
            "{Coworker} brought pão de queijo for the night team and it disappeared in ten minutes. Maybe I should bring a batch next time.",
            "The break room coffee machine died at {night}. Morale hit an all-time low.",
            "Code blue on the floor above us around {night}, and then of course we got the patient. Long, long night.",
            "Is it weird that I feel most awake at 3 a.m. on my days off now? My body clock is completely broken.",
            "I keep forgetting to drink water on shift. Came home with a headache again. {Coworker} bought one of those giant bottles with the hours printed on it.",
            "Our educator is running an in-service on the new IV pumps {weekday} at {time}. Mandatory, of course, on my sleep day.",
            "Honestly nights aren't all bad. It's quieter, the team is tighter, and nobody from admin wanders in asking for audits.",
            "I swapped my {weekday} night with {coworker} so I can go to {kid}'s thing, so now I owe her a weekend.",
            "My patient in {room} kept asking me to call her daughter in Vancouver at {night}. We did a video call. Best five minutes of the night.",
            "There's talk of moving {unit} to twelve-hour rotating shifts only. Half the team is threatening to quit.",
            "Got mandated last night. Fourteen hours. I drove home with the windows down in {weather} just to stay awake.",
            "Somebody labelled their yogurt in the staff fridge with 'I know who you are'. The night shift has a yogurt thief.",
        ],
        "ai": [
            "For day sleep after nights, try to keep the same anchor: bed as soon as you get home, a cold dark room, and a consistent wake time. A short nap before the first night of a block can help too.",
            "Four nights in a row is a lot. If you can, front-load your sleep the day before the first one and plan easy meals so you're not cooking on your off hours.",
            "Protein and complex carbs tend to sit better overnight than vending-machine snacks. A wrap, yogurt, or leftover rice and beans in the middle of the night might help you avoid the crash.",
            "That sounds like a heavy night. It's normal for a case like that to stay with you; talking it through with a colleague or your EAP can help if it keeps coming back.",
            "On the swap: trading a night for a day in the middle of a block usually costs more sleep than it saves. I'd only do it if the day lands at the edge of the block.",
            "Losing experienced staff at that rate is tough. It might be worth raising with your manager how the unit plans to support so many newer nurses.",
            "Self-scheduling fights are universal, unfortunately. Having a ranked list of must-have dates ready before it opens helps you move fast.",
            "With several days off, a partial flip often works best: sleep until late morning on the first day, then shift a bit earlier each day.",
            "Time and a half is tempting, but you did promise {kid}. Those games matter, and there will be other overtime.",
            "Alarm fatigue is a recognized safety issue. Some units review alarm limits per patient; it could be worth bringing to your practice council.",
            "Precepting is tiring, but {coworker} sounds lucky to have you. Giving a new grad one focus skill per shift builds confidence quickly.",
            "Hospital parking is painful. Some hospitals have transit subsidies or carpool permits that end up cheaper; HR would know.",
            "Being mandated for fourteen hours is exhausting and not very safe for anyone. If it keeps happening, documenting it through your union is worth doing.",
            "A video call with family at night is such a human thing to do. Those small moments matter a lot to patients.",
        ],
        "ask": [
            "How many nights do you have left in this block?",
            "Do you get a real break on nights, or is it catch-as-catch-can?",
            "Is the next schedule posted yet?",
            "Are you going to sleep as soon as you get home, or push through to the afternoon?",
            "Would a short checklist for the first day off help you flip back?",
        ],
        "todo": ["swap the {weekday} night with {coworker}", "ACLS recert sign-up", "submit the vacation request",
                 "buy new compression socks", "ask about the parking permit", "finish the pump e-learning"],
    },
    "condo": {
        "user": [
            "We saw another condo last night near {tplace}. Great light, tiny kitchen, and the fees were {price} higher than the one on {street}. {Partner} loved the balcony, I hated the elevator situation.",
            "Our pre-approval expires in {num} weeks, so there's pressure to actually put an offer in. I hate being rushed into the biggest purchase of my life.",
            "The status certificate came back and the reserve fund study is from {year}. Is that a red flag?",
            "How much should we budget for closing costs on top of the down payment? {Coworker} said 1.5 percent and my cousin said 4.",
            "{Partner} wants a parking spot, I say we don't need one since the {car} lease is ending anyway. Spots in these buildings go for like {bigprice}.",
            "Bidding war on the one we liked. {num} offers. We didn't even get close, it went {bigprice} over asking.",
            "This building has a gym, a party room and a 'pet spa', whatever that is. The greyhound would not tolerate a pet spa.",
            "Our realtor says the market is softer than last spring, so we might actually get some conditions in this time.",
            "I just read the condo declaration and it's {bignum} pages. Is there anything specific I should look for?",
            "We went back for a second showing at {evening} to check the street noise. It was fine until a streetcar went by.",
            "Is a special assessment something to worry about in a building that's {bignum} years old?",
            "The FHSA is helping a lot with the down payment. I opened mine last year and {partner} opened his in {month}.",
            "I keep opening the listings app on my breaks at {hospital}. It's becoming a problem.",
            "The unit we liked has a 'den' that's really just a hallway with ambition. Could {kid} sleep in there? Probably not legally.",
            "Our realtor {fname} sent {num} new listings this morning. Two are in {hood}, which would be perfect for {kid}'s school.",
            "We keep going back and forth between being close to {hospital} for my commute or close to the immersion school. The map has become our enemy.",
            "The inspection checklist is longer than I thought: windows, HVAC, balcony railings, the garage, plumbing under the sinks.",
            "Property taxes in Toronto are lower than I expected, honestly. It's the condo fees that scare me.",
            "Movers quoted {price} an hour for a weekday move and way more for a Saturday. Of course.",
            "I dreamt we bought a condo and the whole floor was wall-to-wall carpet. Woke up sweating.",
            "The bank rep said our ratios are fine as long as my overtime is documented. Good thing I never stop working, right?",
            "Do we need title insurance? The lawyer's intake form asks and I have no idea what it covers.",
            "The listing says 'steps to the TTC', which in realtor language means a fifteen-minute walk in {weather}.",
            "Open house on {weekday} from two to four. {Partner} wants to bring a tape measure and a marble to check the floors. He's serious.",
            "The seller's agent called the kitchen 'cozy'. I could touch both walls at once.",
            "Do condo fees usually go up every year? The one we like went up {num} percent last year.",
        ],
        "ai": [
            "A reserve fund study that's a few years old isn't automatically a red flag, but look at whether the fund is growing and whether big items like the roof or elevators are coming due.",
            "Closing costs in Toronto are often 1.5 to 4 percent of the price, mostly driven by land transfer tax, which is charged twice inside the city. Add legal fees, title insurance, and adjustments.",
            "In the declaration, look for pet rules, rental restrictions, what the fees cover, and limits on renovations. The rules and bylaws matter just as much.",
            "Bidding wars are brutal. Deciding your walk-away number before the next showing keeps the decision from being made in the heat of the moment.",
            "Title insurance protects against things like fraud or title problems that weren't caught. Most Ontario lawyers recommend it, and it's usually a few hundred dollars.",
            "For noise, visiting at different times - morning rush, late evening, a weekend - gives you a much better picture than one showing.",
            "Special assessments are more likely in older buildings with underfunded reserves. The status certificate should say if one is planned.",
            "If spots sell for that much, skipping one now might be fine - just check whether you could rent one in the building later.",
            "Documenting overtime is smart. Lenders often want two years of history for variable income, so keep your T4s and pay stubs together.",
            "A weekday move is almost always cheaper. If you can line it up with a day off after nights, even better.",
            "Being close to both work and school is rare in Toronto; it may help to rank which commute happens more often or at worse hours.",
            "Condo fees feel scary, but compare what they include - heat, water, sometimes hydro - with what you'd pay separately in a house.",
            "Fee increases of a few percent a year are common; big jumps usually signal the board is catching up on an underfunded reserve.",
            "A marble on the floor is old-school but honestly not a bad test. Levels and tape measures are very normal at showings.",
        ],
        "ask": [
            "Do you already know your maximum budget including closing costs?",
            "Have you seen the status certificate yet, or only the listing?",
            "Is parking a must-have for you two or a nice-to-have?",
            "Would it help to make a comparison table of the units you've seen?",
            "What matters more for you, commute or square footage?",
        ],
        "todo": ["send pay stubs to the bank", "read the status certificate", "ask about the special assessment",
                 "get movers' quotes", "book the freight elevator", "measure the couch"],
    },
    "kid": {
        "user": [
            "{Kid} had a dictée today and got {num} out of ten wrong. {Kid_she} was upset, but honestly {kid_hers} French is already better than mine.",
            "Hockey practice is at {morning} on a {weekday}. Who schedules ice for eight-year-olds at that hour? Canada, that's who.",
            "{Kid}'s teacher wants {kid_her} reading in French for {mins} minutes every night. We try, but after a night shift I can barely read English.",
            "We need new skates again. {Kid_she} grew a whole size since September. The ones at {sportstore} are {price}.",
            "{Friend}'s mom offered to carpool to the arena on {weekday}s, which would save my life.",
            "{Kid} scored a goal on the weekend! First one ever. {Partner} screamed so loud the other parents turned around.",
            "The immersion school has a winter carnival with a sugar shack day. {Kid} wants to go as a lumberjack.",
            "{Kid} asked why {kid_she} has to learn French when {kid_she} already speaks Portuguese with me and English everywhere else. Fair question.",
            "Tournaments are so expensive. Hotel, gas, team dinners, and the entry fee is {price} on top of everything.",
            "The coach wants everyone at the rink {mins} minutes early to stretch. For a practice at {morning}.",
            "{Kid} came home saying 'c'est plate' about everything. Apparently that's Québécois for boring. I love it.",
            "The hockey smell in the car is unbelievable. I've tried everything. The bag lives in the garage now.",
            "Volunteer sign-up for the timekeeper bench: I put my name down for one game in {month}. I'll probably get the rules wrong.",
            "We have a birthday party at {tplace} on {weekday}, a game the same morning, and I'm working that night. Ótimo.",
            "The homework this week is a project about a Canadian animal. {Kid} picked the beaver, of course.",
            "{Kid} lost another mouthguard. That's {num} this season. I'm buying them in bulk now.",
            "Report card came home. Strong in math, 'progressing' in oral French. {Kid_she}'s shy about speaking in class.",
            "Picture day is {weekday} and {kid} wants to wear the hockey jersey. We compromised: jersey under a sweater.",
            "{Kid} wants to try goalie. The equipment costs more than my first car.",
            "It gives me saudade hearing {kid} chatter in French with {friend} - I never got to learn a second language that young.",
            "{Kid} and {friend} built a fort out of the couch cushions and declared it a French-only zone. I'm not allowed in.",
            "Parent council meeting {weekday} at {evening} about the French library. I'll go if I'm not sleeping.",
            "{Kid}'s team lost {num} to 1 but {kid_she} came off the ice grinning, so I'm calling it a win.",
            "Grade {grade} math is already harder than I remember. Fractions in French, no less.",
        ],
        "ai": [
            "For French reading at home, even letting {kid} read aloud to you counts - you don't need to understand every word to help.",
            "Early ice times are a rite of passage, sadly. Packing the bag and laying out clothes the night before makes those mornings easier.",
            "Carpooling is a lifesaver with shift work. A shared calendar with {friend}'s family could keep it simple.",
            "A lot of kids in immersion are shy about oral French at first. Low-pressure practice like French cartoons or songs builds confidence.",
            "For hockey smell, airing the gear out after every use and washing base layers right away helps more than any spray.",
            "Goalie is a big commitment, but many associations lend goalie gear for a first season so kids can try it.",
            "Used skates from a sports swap are a good option for growing feet - kids outgrow them before they wear them out.",
            "That's a fair question from {kid}! Framing it as a superpower - three languages - tends to land better than 'because school says so'.",
            "Congratulations to {kid}! First goals are a big deal, and it sounds like {partner} made it memorable.",
            "Tournament costs add up fast. Some teams fundraise or split hotel costs; the team manager might know.",
            "The picture-day compromise sounds perfect, honestly.",
            "Timekeeping is easier than it looks, and usually someone experienced sits with first-timers.",
            "A French-only fort is a brilliant idea, even if you're banned from it.",
            "Fractions in French are a lot, but the math itself is the same - you can still help with the concepts in Portuguese or English.",
        ],
        "ask": [
            "How is {kid} feeling about hockey this season overall?",
            "Does {kid} have anyone to practise French with outside school?",
            "Would a simple weekly schedule for practices and homework help?",
            "Is {partner} able to cover the early practices when you're on nights?",
        ],
        "todo": ["sign the French reading log", "wash the hockey jersey", "buy a new mouthguard",
                 "RSVP to {friend}'s party", "pay the tournament entry", "label the new skates"],
    },
    "dad": {
        "user": [
            "{Dad} called this morning, so excited about the trip. He keeps asking if he needs a coat. Yes, Pai. Yes you do.",
            "The visitor visa application wants proof of funds and a letter of invitation. I'm writing the letter tonight.",
            "Flights from Curitiba all connect somewhere, usually São Paulo. The cheap ones have a {hours}-hour layover, which at his age is a lot.",
            "He wants to see Niagara Falls, the CN Tower and 'a real Canadian moose'. I told him the moose is negotiable.",
            "Saudade is hitting hard this week. I haven't hugged {dad} in almost {num} years.",
            "{Dad} doesn't speak much English, so I'm trying to figure out how he'll get through the airport on his own.",
            "I want to take him to the Portuguese bakeries on Dundas. He'll complain they're not Brazilian, then eat {num} pastéis de nata.",
            "He asked if he can bring {bfood} in his suitcase. Can you even bring food through Canadian customs?",
            "Pai wants to make a churrasco for {partner}'s family. On a condo balcony grill. This will be interesting.",
            "His blood pressure meds - does he need a doctor's letter to bring three months' worth?",
            "{Kid} is making a welcome sign in Portuguese that says 'Bem-vindo, Vovô' with a very questionable toucan on it.",
            "Travel insurance for visitors over 65 is so expensive! One quote was {price} a day.",
            "I'm going to ask for a few days off while he's here. We'll see if the schedule gods are kind.",
            "{Dad} just sent me a voice message that's {mins} minutes long. Mostly about the neighbour's new car.",
            "He's never seen real snow. If he's here in winter I want to take him skating at {tplace}, even if he falls a hundred times.",
            "The visa portal keeps logging me out in the middle of the form. I've typed his education history {num} times now.",
            "Should he get an eTA or a full visitor visa? Brazil's rules changed at some point and I'm confused.",
            "My aunt is driving him to the airport in Curitiba. She drives like a Rio taxi driver, so I'll be praying.",
            "I found an old photo of me and {dad} at the Jardim Botânico. Sent it to him and he cried. I cried. Everyone cried.",
            "Where should he sleep? The sofa bed is awful. Maybe {kid} moves into our room for two weeks.",
            "{Dad} asked whether Canadians eat rice and beans every day like normal people. I said some of us do.",
            "It's {weather} in Toronto and twenty-six in Curitiba. He thinks I'm exaggerating about the cold.",
            "He wants to bring a whole suitcase of gifts for {partner}'s parents. Cachaça, coffee, a hammock. A hammock!",
            "The VAC in Brazil wants him to book biometrics, but the closest slots are weeks out. Burocracia everywhere.",
        ],
        "ai": [
            "For the invitation letter, include who you are, your status in Canada, your relationship, the purpose and dates of the visit, where he'll stay, and who covers costs.",
            "Some Brazilian citizens who've held a Canadian visa in the last ten years, or hold a valid US visa, may qualify for an eTA; otherwise it's a visitor visa. Worth checking the current IRCC rules.",
            "Declaring food at customs is the key thing. Many packaged, commercially made items are fine, while meat and some dairy can be refused.",
            "For medication, keeping it in the original labelled packaging with a copy of the prescription is usually enough, but a short doctor's letter can't hurt.",
            "Many airlines offer a meet-and-assist service for travellers who don't speak the local language - worth asking when booking.",
            "A longer layover can be easier for older travellers than a tight connection, as long as there's somewhere comfortable to rest.",
            "Skating with him sounds like a beautiful memory in the making - rentals are cheap and many rinks have skate aids for beginners.",
            "Visitor medical insurance is pricey, but it's essential; a single ER visit without coverage can cost thousands.",
            "A welcome sign with a toucan is perfect. He'll probably keep it forever.",
            "Niagara in a day is very doable, and you could stop in Niagara-on-the-Lake on the way back.",
            "Moving {kid} into your room for a couple of weeks could work; kids usually love the sleepover novelty.",
            "That saudade makes sense after so long. Planning the small details of the visit can be a nice way to feel closer in the meantime.",
            "A hammock is an amazing gift, honestly. It just might have to wait for summer to get used.",
            "Biometrics slots can be tight; checking the appointment page early in the morning Brazilian time sometimes catches cancellations.",
        ],
        "ask": [
            "Has your dad travelled internationally on his own before?",
            "Do you want help drafting the invitation letter?",
            "How long is he planning to stay?",
            "Would it help to make a list of things to show him in the first week?",
        ],
        "todo": ["finish the invitation letter", "scan Pai's passport", "buy visitor insurance", "clear the spare room",
                 "ask Tia about the airport drive", "print the customs declaration guide"],
    },
    "pets": {
        "user": [
            "The greyhound did zoomies in the yard at {morning} this morning and then slept for {hours} hours straight. Classic.",
            "The bearded dragon is shedding again and looks like a half-peeled potato. Is it normal for her to be this grumpy about it?",
            "The grey stole a whole loaf of bread off the counter. Nobody warned me greyhounds are counter surfers.",
            "I need a new UVB bulb for the dragon's tank. The one at {petstore} was {price}, which feels like a lot for a light.",
            "It's {weather} and the greyhound refuses to go outside without his coat. Honestly, same.",
            "The dragon ate {num} crickets and then looked at me like I personally offended her.",
            "Greyhounds can't really sit, did you know that? Ours tries and it looks like a folding chair collapsing.",
            "The rescue group is having a meet-up at {tplace} on {weekday}. {Kid} wants to go see all the greys in their sweaters.",
            "The greyhound's stomach is so sensitive we switched foods again. Third time this year. {Partner} is keeping a poop diary. Yes, really.",
            "The basking spot reads {temp} degrees on the thermometer. Is that too hot for a bearded dragon?",
            "The dog walker is away next week, so I'll be walking the grey after my nights. Half asleep, in the dark, in {weather}.",
            "The dragon escaped for ten minutes and we found her on the bookshelf, on top of my critical care textbook. Studious lizard.",
            "Greyhound roaching on the couch - on his back, all four legs in the air - is my favourite thing in the world.",
            "Pet insurance renewal came in at {price} a month. Worth it for a greyhound, or should we self-insure?",
            "Does the dragon need a friend? {Kid} says she's lonely. I read they're solitary.",
            "The grey was scared of the elevator at the condo we viewed. That might honestly be a dealbreaker.",
            "He has a little notch in his ear from his racing days. The rescue said a lot of them come with souvenirs like that.",
            "Is butternut squash okay for the dragon? {Kid} wants to share {kid_hers} dinner with her.",
            "The greyhound has decided the bathmat is his second bed. We now own {num} bathmats.",
            "Nail trim day for the grey. He screams like he's being murdered. The neighbours must think we're monsters.",
            "The dragon glass-surfed all evening. Is she bored, or is it the new decor?",
            "{Partner} bought the greyhound a raincoat with a hood. A hood. He looks like a tiny detective.",
        ],
        "ai": [
            "Shedding makes a lot of beardies irritable. A shallow lukewarm soak or gentle misting helps the old skin come off - just don't pull it.",
            "Greyhounds are notorious counter surfers because of their height. Keeping counters clear is the only reliable fix.",
            "For an adult bearded dragon, a basking spot around 38 to 42 Celsius is typical, with a cooler side in the mid-20s.",
            "Greyhounds have very little body fat, so a coat in the cold is genuinely useful, not just cute.",
            "UVB bulbs lose output before they stop glowing, so replacing them every 6 to 12 months is normal even if it feels pricey.",
            "Bearded dragons are solitary and can get stressed with a tankmate, so she's probably happiest on her own.",
            "Butternut squash is fine as an occasional vegetable for a beardie, finely chopped.",
            "For a sensitive stomach, switching foods gradually over a week helps, and a consistent diet usually works best.",
            "Elevator fear is common in retired racers. Lots of treats and short, calm practice rides usually help.",
            "Pet insurance is a personal call; some people put the same monthly amount into a savings account instead.",
            "A greyhound meet-up sounds lovely - usually full of very polite, very tall dogs in sweaters.",
            "The folding-chair sit is classic greyhound; their build makes sitting awkward, so most prefer lying down.",
            "Glass surfing can mean boredom, stress from a change, or temperatures being off. If the setup is new, give her a few days.",
            "Greyhounds are famous for dramatic nail trims. Doing one or two nails a day with treats can make it less of an event.",
        ],
        "ask": [
            "How long has the greyhound been with you now?",
            "What's the dragon's current lighting setup?",
            "Is the greyhound okay being alone during your night shifts?",
            "Do you want a quick checklist for the dragon's tank temperatures?",
        ],
        "todo": ["order crickets", "replace the UVB bulb", "book the grey's nail trim", "buy a new coat for the grey",
                 "deep-clean the dragon's tank", "refill the dog food"],
    },
    "school": {
        "user": [
            "My paper on sepsis bundles is due {weekday} and I have exactly one paragraph. One.",
            "APA 7 formatting will be the death of me. Why does a running head even exist?",
            "Group project update: {classmate} disappeared, {classmate2} wrote everything in bullet points, and I'm rewriting it at {night}.",
            "The stats course is kicking my butt. I understand p-values on Monday and lose them completely by Wednesday.",
            "I got an A-minus on the literature review! {Partner} made brigadeiros to celebrate.",
            "Reading week is coming, which for a part-time student who works full time means 'slightly less behind' week.",
            "The library at {uni} closes at {evening} on weekends, which is exactly when I have time to study.",
            "My capstone idea is about night-shift nurses and sleep. Write what you know, right?",
            "Zoom seminar tonight at {evening}. I'll be eating dinner with my camera off like a gremlin.",
            "I have {bignum} pages of readings this week. On top of four nights.",
            "{Classmate} suggested a study group on {weekday}s. I want to, but my schedule is chaos.",
            "Is a master's actually worth it for a bedside nurse? Some days I wonder.",
            "I need {num} more peer-reviewed sources. CINAHL keeps giving me stuff from 2004.",
            "The professor's feedback said my argument is 'promising but underdeveloped'. Story of my life.",
            "Tuition went up again. Good thing the hospital reimburses part of it, if I stay two more years.",
            "Last night I dreamed about my reference list. New low.",
            "I'm thinking about the clinical leadership stream. Or would that pull me away from the bedside?",
            "I wrote {wordcount} words on my break at work, on my phone, in the notes app. Don't judge me.",
            "Discussion posts are the worst part of online learning. 'Respond meaningfully to two peers.' I don't have the energy to be meaningful.",
            "{Classmate} and I are peer-reviewing each other's drafts. Hers is so good I want to cry.",
            "My laptop died in the middle of the quiz at {time}. I emailed the prof a screenshot of the blue screen like it was a doctor's note.",
            "I have a presentation in {num} weeks on delirium in the ICU. At least I have stories.",
        ],
        "ai": [
            "For the paper, try outlining first: one sentence per paragraph plus the source you'll use. Filling it in feels less daunting after that.",
            "APA 7 dropped the running head for student papers, so unless your instructor asks for it, you may be able to skip it.",
            "For p-values, anchor them to a question: if there were truly no effect, how surprising would this result be?",
            "Congratulations on the A-minus! That's a great result with your schedule.",
            "In CINAHL, limiting to the last five years and using subject headings instead of keywords usually helps.",
            "A master's can open doors to education, leadership and advanced practice roles, but it's also valid if it's mainly for your own growth.",
            "Writing in small chunks on your phone is honestly a legitimate strategy; lots of people draft that way.",
            "A study group could still work asynchronously - a shared document and a weekly check-in might fit your schedule better.",
            "'Promising but underdeveloped' usually means they want more analysis. Asking 'so what?' after each point helps push it further.",
            "Your capstone topic sounds great, and your lived experience with nights gives you a real edge.",
            "Tuition reimbursement with a return-of-service clause is common; just check what happens if your plans change.",
            "Building the study plan around your rota might help - reading on the first day off, writing on the second.",
            "For discussion posts, a short structure helps: one thing you agree with, one question, one link to practice.",
            "Delirium is a great presentation topic, and real (anonymized) examples make it memorable.",
        ],
        "ask": [
            "When is your next big deadline?",
            "Do you want help outlining the paper?",
            "How many courses are you taking this term?",
            "Would a weekly study plan around your shifts be useful?",
        ],
        "todo": ["finish the lit review", "email {classmate} about the group project", "fix the APA references",
                 "read chapter {num}", "post the discussion reply", "book a library carrel"],
    },
    "canoe": {
        "user": [
            "We're planning a canoe trip in Algonquin for {num} nights. I've never done backcountry, {partner} has done it twice, and {kid} thinks it'll be like a movie.",
            "How heavy is a canoe, honestly? One portage on the map says {meters} metres. Is that a lot?",
            "Black fly season - is it really as bad as people say? {Coworker} came back looking like she had chickenpox.",
            "Do we need a bear barrel or do we hang the food? The videos make hanging look easy and I know it isn't.",
            "Meal planning for the trip: I'm thinking dehydrated feijoada. Is that a crime?",
            "Our water filter is from {partner}'s trip years ago and I'm not sure it still works.",
            "{Kid} wants to bring {kid_hers} hockey stick 'in case of beavers'. I said no.",
            "How cold does it get at night in Algonquin in {summer}? I run cold and I will complain.",
            "Renting pads and a tent from an outfitter is {price} for the weekend. Buying would be way more.",
            "I'm nervous about big lake crossings with {kid}. The wind picks up in the afternoon, right?",
            "We watched a canoe rescue video and {partner} said 'we'll be fine', which did not reassure me.",
            "Do I need to swim really well? I can swim, just not pretty.",
            "Packing list debate: {partner} says two pairs of socks. I'm bringing {num}.",
            "We did a practice paddle at {tplace} and went in circles for ten minutes. Steering is harder than it looks.",
            "The drive up is about {hours} hours. We'd have to leave at {morning} to get to the access point early.",
            "Sunset on the lake is the whole reason I want this. Loons, no signal, nobody asking me to trade shifts.",
            "How do I check if there's a fire ban during our dates?",
            "{Partner} bought a tiny camp stove and has lit it {num} times in the backyard 'to practise'. The neighbours are concerned.",
            "Is it okay to bring the greyhound? Actually never mind, he'd hate the canoe and the bugs would eat him alive.",
            "I printed the Jeff's Map section and taped it to the fridge. {Kid} has drawn a dragon in one of the lakes.",
            "Thunderstorms on a lake terrify me. What do you actually do if one rolls in?",
        ],
        "ai": [
            "A typical aluminum canoe weighs around 30 kilograms; lighter Kevlar ones can be under 20. A lightweight rental makes portages much easier.",
            "Black flies peak in late May and June. Light-coloured long sleeves, a head net and a bug shirt make a big difference.",
            "Both work, but a bear barrel is often easier for beginners, and it doubles as a seat at camp.",
            "Dehydrated feijoada sounds amazing. Beans rehydrate well if they're fully cooked before drying.",
            "On big lakes, paddling early when it's calmer is the usual advice, and hugging the shoreline when you can.",
            "Algonquin nights can drop near freezing even in late spring or early fall, so pack warm layers and a good sleeping bag.",
            "You don't need to be a strong swimmer, but everyone should wear a properly fitted PFD the whole time on the water.",
            "Steering from the stern takes practice. A J-stroke tutorial and one more practice paddle will help a lot.",
            "Fire bans are posted by Ontario Parks and at the permit office, and they can change quickly in dry weather.",
            "Renting for a first trip is smart - you'll learn what you actually like before buying gear.",
            "Extra socks are never a mistake on a canoe trip. I'm on your side.",
            "If a storm rolls in, get off the water quickly, then stay away from tall isolated trees and open shoreline.",
            "Practising with the stove at home is genuinely useful, even if the neighbours disagree.",
            "A map with a dragon drawn on it sounds like the perfect trip artifact.",
        ],
        "ask": [
            "How many portages are you comfortable with on this first trip?",
            "Have you picked an access point yet?",
            "Would a gear checklist for a family trip help?",
            "Is {kid} a confident swimmer?",
        ],
        "todo": ["check fire bans", "test the water filter", "rent a bear barrel", "buy bug nets", "print the map",
                 "waterproof the phone case"],
    },
    "taxes": {
        "user": [
            "Tax season. I logged into CRA My Account and it wants me to set up multi-factor authentication again. Every year.",
            "RRSP or TFSA this year? I make more with overtime but I don't know if it'll last.",
            "My T4 from the hospital has boxes I don't understand. What's box 44 again?",
            "Do I claim the tuition credit this year or carry it forward? I'm only part-time.",
            "{Partner} was self-employed for part of the year, so his taxes are an adventure. Receipts in a shoebox. A literal shoebox.",
            "Can I claim the greyhound's vet bills? Asking for a friend. The friend is me.",
            "{Kid}'s orthodontist consult was {price}. Is that claimable?",
            "The FHSA deduction is such a nice surprise. Why didn't I open it earlier?",
            "I got a letter from CRA and my heart stopped. It was just a notice of assessment. The anxiety, nossa.",
            "Is it worth paying someone to do our taxes or should I just use the free software?",
            "{Coworker} says nurses can claim union dues and professional fees. I've been doing that, right?",
            "Do we have to declare the money {dad} sent from Brazil? It was a gift, not income.",
            "My refund last year was {price}. This year I'm scared I'll owe because of all the overtime.",
            "When's the RRSP deadline again? I always forget if it's the end of February or early March.",
            "I made a spreadsheet of all our deductions and {partner} called it 'beautiful'. Finally someone appreciates my work.",
            "Can I claim my scrubs? They're basically a uniform. {Coworker} says no, {coworker2} says yes.",
            "The tax software asked if I 'disposed of any property' this year. I threw out a futon. Does that count?",
            "I found a receipt from {month} for a massage I forgot I had. Physio and massage are medical expenses, right?",
            "CRA phone line wait time: {bignum} minutes. I listened to the hold music long enough to learn the words.",
        ],
        "ai": [
            "Box 44 on the T4 is union dues, which are deductible, so make sure that gets entered.",
            "RRSP contributions give a deduction now, which is worth more in a high-income year; a TFSA gives tax-free growth and flexible withdrawals. With variable overtime, splitting can make sense.",
            "Tuition credits can be carried forward indefinitely if you don't need them this year, and some can be transferred.",
            "Unfortunately vet bills aren't claimable as medical expenses unless it's a certified service animal.",
            "Orthodontic treatment is generally an eligible medical expense, so keep those receipts.",
            "Gifts from family abroad usually aren't taxable income in Canada, though foreign property over certain thresholds has its own reporting rules.",
            "Free certified software works well for most salaried households; a preparer helps more with self-employment income like {partner}'s.",
            "Professional fees like your College membership and union dues are deductible - yes, those belong on your return.",
            "A notice of assessment is routine, but it's completely normal to feel a jolt when a CRA envelope arrives.",
            "The RRSP deadline is 60 days after the end of the year, so usually around the first of March.",
            "If you're worried about owing because of overtime, checking your withholding with payroll can help next year.",
            "A deductions spreadsheet is the best gift you can give your future self.",
            "Scrubs generally aren't deductible for employees, unfortunately, unless your employer requires them and certifies it on a T2200 - which is rare.",
            "Massage is only claimable when it's from a practitioner recognized in your province for medical expenses; physiotherapy usually is.",
        ],
        "ask": [
            "Are you filing jointly with {partner}'s info in the same software?",
            "Do you know your RRSP contribution room from last year's notice?",
            "Would a checklist of slips and receipts help?",
            "Are you expecting a refund or a balance owing this year?",
        ],
        "todo": ["download the T4", "find the tuition slip", "add up medical receipts", "check RRSP room",
                 "call CRA about the notice", "scan {partner}'s shoebox receipts"],
    },
    "car": {
        "user": [
            "The lease on the {car} ends this year and I have no idea whether to buy it out or walk away.",
            "We're at {km} km and still have {num} months left on the lease. I think we'll be over.",
            "Winter tires went on last week. {price} for the swap plus storage. Canadian tax, basically.",
            "Someone dinged the door in the {hospital} garage. Do I fix it before the lease return?",
            "Insurance went up again, {price} more a year, for no reason. I haven't had a claim in forever.",
            "The 407 bill came and it was {price}. I used it twice! When I was late for a shift!",
            "{Partner} wants an EV next. I want something with heated seats that starts at minus thirty.",
            "The check-engine light came on during my drive home at {time} and then turned off. I'm choosing to ignore it. Kidding. Mostly.",
            "Is it true that lease return inspections are super picky about scratches?",
            "Gas near {tplace} is {gas} a litre today. I filled up anyway, no choice.",
            "{Kid}'s hockey bag lives in the trunk permanently. The car smells like a locker room.",
            "Do we even need a car if we move downtown? Between the TTC and bikes, maybe not.",
            "Car wash membership: worth it in winter with all the salt, or a scam?",
            "The dealer keeps calling about 'early lease upgrade' offers. I keep saying not now.",
            "Parallel parking on {street} at {time} with a streetcar behind me is my personal nightmare.",
            "The windshield has a chip from the 401. The crack is getting longer every cold morning.",
            "I drove to {hospital} in {weather} and the wipers gave up halfway. New wipers, {price}.",
            "{Partner} let {kid} 'help' wash the car. There's now soap inside the car.",
        ],
        "ai": [
            "Whether to buy out depends on the buyout price versus the market value of the same model and mileage. Used prices have been high, so sometimes it's a good deal.",
            "If you'll go over the kilometre allowance, it can be cheaper to buy extra kilometres before the lease ends than to pay the overage rate.",
            "For the door ding, check the lease's wear-and-tear guide - small dings under a certain size are often allowed.",
            "Lease return inspections look at damage beyond normal wear; a pre-inspection a few weeks early gives you time to fix things.",
            "It's worth shopping your insurance around - rates for the same coverage vary a lot between insurers.",
            "With Toronto salt, a wash plan can pay off if you actually use it weekly.",
            "Going car-free downtown is doable for a lot of families, especially with car-share for the occasional trip.",
            "A check-engine light that comes and goes is worth scanning - many shops can read the code quickly.",
            "EVs handle the cold fine, though range drops; heated seats are common on them too.",
            "Dealers push early upgrades because they benefit from them. No pressure to say yes.",
            "Windshield chips are often cheap to repair if caught early, and some insurers cover the repair with no deductible.",
            "Soap inside the car is a rite of passage. At least it smells better than the hockey bag.",
        ],
        "ask": [
            "Do you know the buyout price in your lease contract?",
            "How many kilometres a year are you allowed on the lease?",
            "Would you want another car after the move, or try going without?",
        ],
        "todo": ["book the lease pre-inspection", "check the odometer", "renew the car insurance",
                 "vacuum the hockey smell out", "pay the 407 bill", "fix the windshield chip"],
    },
    "home": {
        "user": [
            "{Partner} made bacalhau à Brás for dinner and {kid} ate three plates. His mother's recipe, obviously.",
            "We have {partner}'s cousin's wedding in {month} at a Portuguese hall in Mississauga. Three hundred guests, minimum.",
            "Sunday lunch at {partner}'s parents'. His mother keeps asking when we're buying 'a real house, not a box in the sky'.",
            "I made pão de queijo from scratch and they came out flat like pancakes. Saudade of my grandmother's kitchen.",
            "The dishwasher is making a noise like a dying whale. Fix it or wait until we move?",
            "{Partner} and I finally had a date night. Brazilian place near {tplace}, the picanha was decent. Not Curitiba-decent, but decent.",
            "Laundry has become a full-time job. Hockey gear, scrubs, dog towels. Nossa.",
            "I'm trying to meal prep on Sundays so nights are easier. This week: {bfood} and a big salad.",
            "The neighbours had a party until {night} last night. After my night shift. I was not a good person in my head.",
            "{Partner} found a Portuguese football match on at 7 a.m. and the whole house woke up to him yelling at Benfica.",
            "We're trying a no-phones dinner every night. It lasted {num} days.",
            "My sister in Curitiba just had a baby! I'm a tia again. Que saudade, I want to hold her.",
            "Cleaning the oven today because we might list this place soon. Why is it so disgusting in there?",
            "{Kid} is obsessed with a YouTube channel about volcanoes. We've had {num} volcano experiments this month.",
            "I went to {store} for one thing and came back with {price} worth of stuff. How does that always happen?",
            "{Partner}'s dad is lending us his truck for the move, as long as we listen to his stories about the Azores for two hours.",
            "Feeling a bit homesick today. Winter does that. Tá bom, I'll make a cafezinho and get over it.",
            "Big grocery run at {grocer}: {price}. For one week. How.",
            "{Partner}'s mom sent us home with enough caldo verde to feed the ICU. I'm bringing some to work.",
            "We watched a Brazilian novela together and {partner} is now more invested than I am.",
            "The smoke detector started chirping at {night}. Of course it did. Of course it was the one on the high ceiling.",
            "{Kid} asked whether {kid_she} is more Brazilian or more Portuguese. {Partner} said 'Canadian', and we both glared at him.",
        ],
        "ai": [
            "Bacalhau à Brás is such a comforting dish - and three plates is a strong review from {kid}.",
            "Flat pão de queijo usually means the dough was too wet or the oven not hot enough. The brand of tapioca starch makes a difference too.",
            "If you're moving within a few months, a cheap repair might still be worth it, since a broken dishwasher can hurt a showing.",
            "Meal prep on Sundays is a great strategy with nights. Freezer-friendly dishes give you extra flexibility.",
            "Congratulations on becoming a tia again! A video call this weekend might help with the saudade a little.",
            "Homesickness in winter is really common, especially with family far away. A cafezinho is a good start.",
            "The 'one thing' trip is a universal experience, unfortunately.",
            "Grocery prices have been rough lately; planning meals around sales helps a bit.",
            "A no-phones dinner that lasts a few days is still a win. Maybe try weekends only?",
            "Date night sounds lovely, even if the picanha wasn't Curitiba-level.",
            "Volcano phases are the best. Baking soda and vinegar are cheap, at least.",
            "Chirping at night usually means a low battery; most detectors also need replacing after about ten years.",
            "'Canadian' is technically correct, but I understand the glaring.",
            "Sharing caldo verde with a night team sounds like a very good way to become everyone's favourite nurse.",
        ],
        "ask": [
            "How are you and {partner} holding up with everything going on?",
            "Do you want some easy freezer meal ideas for night weeks?",
            "Is {partner}'s family helping with the move?",
        ],
        "todo": ["fix the dishwasher", "buy a gift for the cousin's wedding", "call my sister",
                 "meal prep Sunday", "clean the oven", "replace the smoke detector battery"],
    },
}

MORE = {
    "shifts": {
        "user": [
            "We had a patient on three pressors last night and the resident was brand new. I basically ran the code cart and the conversation.",
            "{Coworker} and I have a deal: whoever gets the worse assignment gets the good chair at the nursing station.",
            "The float pool called me at {daytime} asking if I could come in. On my day off. I pretended to be asleep. I was asleep.",
            "My compression socks have holes in the heels. {price} for a new pair. The glamorous life of an ICU nurse.",
            "Our unit finally got a new ice machine. People cheered. Actual cheering. That's how low the bar is.",
            "I had to teach a family how to use the video call tablet at 2 a.m. and the grandpa ended up showing everyone his garden.",
            "Charting downtime tonight from one to four. Paper charting like it's 1998.",
            "The night manager keeps saying 'we're all a family here' and then cancels our break relief. Okay.",
            "Do you think a day-night rotation or permanent nights is better long term? I keep going back and forth.",
            "I'm so tired I put the milk in the cupboard and my keys in the fridge. Post-nights brain is real.",
        ],
        "ai": [
            "Permanent nights can actually be easier on the body than rotating, because your rhythm gets a chance to settle - the hard part is keeping it on days off.",
            "Post-night fog is real; a short nap and not driving anywhere important on the first afternoon can help.",
            "Having to run a code with a brand-new resident is stressful. It says a lot about your experience that you held it together.",
            "Compression socks wear out fast with twelve-hour shifts; some people rotate three pairs so each lasts longer.",
            "Paper downtime is always chaotic. A simple shared flow sheet for the night can keep everyone on the same page.",
            "It's fair to expect break relief. If it's cancelled repeatedly, documenting it is worth it.",
            "A small thing like a new ice machine matters more than people think for morale on a unit.",
        ],
    },
    "condo": {
        "user": [
            "Our realtor says the condo we liked has had {num} price drops. Is that a bad sign or an opportunity?",
            "{Partner} found out the building's elevator was out of service for two weeks last summer. With the greyhound that's a no.",
            "The unit has floor-to-ceiling windows, which looks amazing but I worry about the heat in summer.",
            "The lender wants a letter confirming my overtime is 'ongoing'. Do they think nurses ever stop doing overtime?",
            "We did the maths: if we stretch, we can get the two-bed. If we don't stretch, it's a one-plus-den and {kid} sleeps in the den.",
            "The seller's agent keeps calling {partner} instead of me. I'm the one with the spreadsheet.",
            "Storage lockers in the building sell for {price}... per square foot? That can't be right.",
            "We're thinking about the condo near {tplace}. Close to the park for the greyhound, far from everything else.",
            "The building has a concierge twenty-four hours a day. I'm weirdly excited about having someone accept my parcels.",
        ],
        "ai": [
            "Several price drops can mean the seller is motivated, but it's worth asking why it hasn't sold - sometimes it's price, sometimes the building.",
            "Elevator reliability is a fair concern with a big dog. The status certificate and board minutes sometimes mention major repairs.",
            "West- or south-facing glass can get very warm in summer; asking current owners about the AC capacity is worth it.",
            "Lenders usually need proof that variable income is consistent, so a letter from your employer plus two years of T4s usually does it.",
            "Stretching the budget is a big decision. It might help to run the numbers with a higher rate too, so you're not caught off guard at renewal.",
            "Storage locker prices vary a lot between buildings; in some they're included and in others they're sold separately.",
            "Concierge service is a real quality-of-life perk, especially with your hours.",
        ],
    },
    "kid": {
        "user": [
            "{Kid} came home with a note in French and I had to use my phone to translate it. It said {kid_she} needs a costume for {weekday}.",
            "The hockey team manager wants volunteers for the 50/50 draw. I said yes before thinking about my schedule.",
            "{Kid} fell asleep in the car on the way home from the rink with {kid_hers} helmet still on.",
            "We practised the French spelling words at breakfast and {kid} corrected MY pronunciation.",
            "{Friend} and {kid} are doing a joint project on maple syrup and the kitchen looks like a crime scene.",
            "Skating lessons or hockey skills clinic in the summer? {Kid} wants both, obviously.",
            "The school wants a family tree for a project. Brazilian side, Portuguese side, Canadian side. It's going to be a big tree.",
            "{Kid} wants to quit piano to have more time for hockey. {Partner} says let {kid_her}, I'm not sure.",
        ],
        "ai": [
            "A family tree with three countries sounds like a wonderful project - and a good chance to call relatives for stories.",
            "Letting {kid} choose between activities can build ownership; maybe a trial break from piano rather than quitting outright?",
            "Being corrected by your own kid in French is a rite of passage for immersion parents.",
            "A summer skills clinic tends to help hockey players more than general skating lessons, but both build edges.",
            "Saying yes to volunteering is a very parent thing to do. Maybe swap a slot with another parent if it lands on a night.",
            "Costume notes with a few days' notice are a classic. A simple one from what's at home usually works.",
        ],
    },
    "dad": {
        "user": [
            "{Dad} wants to know if he needs an adapter for his phone charger. Brazil has those weird three-pin plugs, right?",
            "I'm planning a day trip to Niagara with him, but {partner} says we should also do Toronto Island. Pai on a ferry, imagine.",
            "He's worried about the food. He asked if there's 'real bread' in Canada. I promised him the Portuguese bakery.",
            "{Dad} just told me he's bringing a whole wheel of queijo minas. I don't think that's going to make it through customs.",
            "My cousin in Curitiba says he's been practising English with an app. His new favourite phrase is 'very nice, thank you'.",
            "I want him to meet my coworkers. The night team already promised to teach him how to play euchre.",
            "The invitation letter needs my employment letter too. I emailed HR at {time} and got an auto-reply.",
            "He called me at 6 a.m. Toronto time because he forgot about the time difference again. Right after my night shift.",
        ],
        "ai": [
            "Brazil uses the Type N plug, so a simple adapter will do; most phone chargers handle both voltages.",
            "A Toronto Island ferry ride is a great gentle outing, especially on a nice day, and the skyline view is hard to beat.",
            "Cheese is one of the trickier items at customs. Declaring it is essential; some hard cheeses are allowed in limited amounts.",
            "Euchre with the night team sounds like a very Canadian welcome.",
            "An employment letter usually includes your position, start date, salary, and whether you're permanent - HR should have a template.",
            "A shared calendar showing both time zones might help him remember when you're sleeping.",
        ],
    },
    "pets": {
        "user": [
            "The greyhound met a cat on our walk and just... froze. Full statue mode. The cat won.",
            "The dragon's poop schedule is my new obsession. {Kid} made a chart. With stickers.",
            "We need a bigger crate for the car. The greyhound currently folds himself like a lawn chair in the back seat.",
            "I read that greyhounds can run 70 km an hour. Ours runs 70 km an hour to the couch and then sleeps for five hours.",
            "Bath night for the dragon. She floats around like a tiny grumpy log and then poops in the water. Every time.",
            "The greyhound started whining at night when I'm on shift. {Partner} says he sleeps by the door waiting for me.",
            "Do bearded dragons recognize people? She climbs on {kid}'s shoulder but hisses at {partner}.",
            "The rescue asked if we'd foster another grey. My heart says yes, my condo plans say no.",
        ],
        "ai": [
            "The 'freeze' is common in ex-racers who haven't been around cats; with the prey drive many have, keeping distance is wise.",
            "Bearded dragons often go during or after a warm bath - it's actually a normal and helpful thing.",
            "Many bearded dragons seem to recognize their regular handlers and show clear preferences.",
            "Whining when a favourite person is away is common with greyhounds; an item that smells like you can help.",
            "A crate or a hammock-style seat cover can make car rides a lot more comfortable for a tall dog.",
            "Fostering is wonderful, but timing matters - a move is stressful for a new dog too.",
        ],
    },
    "school": {
        "user": [
            "My supervisor wants a one-page summary of my capstone idea by next week. One page. I can't even write an email in one page.",
            "{Classmate} sent the group chat a 40-slide presentation at midnight and asked for 'quick feedback'.",
            "I'm reading a study about nurse fatigue and it's describing my life. Every. Symptom.",
            "The online portal crashed right before the deadline. Everyone's panicking in the class forum.",
            "Should I cite the hospital's internal policy in my paper? It's not peer-reviewed but it's the actual practice.",
            "I have a reflective journal due. 'Reflect on a challenging clinical situation.' Which one? I have hundreds.",
            "Our prof uses so much jargon I keep a glossary open in another tab.",
            "I did a literature search at work on my break and the librarian emailed me back in ten minutes. Librarians are heroes.",
        ],
        "ai": [
            "For a one-page summary: problem, why it matters, your question, the approach, and what you hope to learn. Five short paragraphs.",
            "Internal policies can usually be cited as grey literature, but it's worth checking with your instructor and balancing with published evidence.",
            "For a reflective journal, pick a situation that changed how you practise - the learning is what they're really grading.",
            "If the portal crashed at the deadline, a quick email to the instructor with a timestamp is usually enough.",
            "Keeping a glossary is smart; it often ends up being useful for the exam too.",
            "Health sciences librarians really are heroes - they can save you hours on searches.",
        ],
    },
    "canoe": {
        "user": [
            "{Partner} wants to bring a fishing rod. I want to bring a hammock. {Kid} wants to bring a hockey stick. We need a bigger canoe.",
            "I bought a dry bag at {store} and then found three dry bags in the basement. Classic.",
            "What's the deal with the thunderbox? {Kid} is horrified that there's no real toilet.",
            "Do we need a satellite messenger? There's no cell service for most of the route, and I'm a nurse, I plan for disaster.",
            "We practised setting up the tent in the living room. It took {mins} minutes and one argument.",
            "The outfitter's website says 'moderate difficulty'. What does moderate mean for a family with one kid and zero experience?",
            "Should we bring the big cooler or go all dehydrated? {Partner} has strong opinions about steak on the first night.",
        ],
        "ai": [
            "A satellite messenger is a reasonable safety investment for a family trip - many outfitters rent them by the day.",
            "Thunderboxes are basic but honestly fine. Bringing hand sanitizer and a roll of toilet paper in a zip bag helps a lot.",
            "Practising the tent at home is exactly the right move - the argument is part of the tradition.",
            "A frozen steak for the first night is a classic; after that, dehydrated meals are lighter and safer with bears.",
            "'Moderate' usually means a few portages and some open water; calling the outfitter with your group's experience is the best way to check.",
            "Extra dry bags always find a use - sleeping bags, clothes, the first-aid kit.",
        ],
    },
    "taxes": {
        "user": [
            "{Partner}'s mileage log for work is written on receipts from Tim Hortons. Is that acceptable?",
            "We got a letter saying we were eligible for the climate action payment. Free money? Is that real?",
            "If I work overtime, does it get taxed more? {Coworker} insists that overtime is 'taxed at fifty percent'.",
            "The daycare receipts from years ago are still in a box. Can I throw them out now?",
            "I moved money from my savings to the TFSA and the bank charged me a fee. Is that normal?",
            "Do we need to report the interest from the savings account? It's like {price}.",
        ],
        "ai": [
            "Overtime isn't taxed at a special rate; it just pushes more income into your marginal bracket, and withholding can look bigger on that cheque.",
            "CRA generally asks you to keep records for six years from the end of the tax year they relate to.",
            "The climate action incentive payment is real and paid quarterly to eligible households.",
            "A mileage log should show the date, destination, purpose, and kilometres - receipts with notes can work but a simple spreadsheet is safer.",
            "Interest income is taxable, even small amounts; your bank will usually issue a T5 if it's over 50 dollars.",
            "Transfers into a TFSA are often free within the same bank, so it's worth asking what the fee was for.",
        ],
    },
    "car": {
        "user": [
            "The car's back seat is covered in greyhound hair. I think the lease return people will have opinions.",
            "Someone rear-ended us lightly at a red light on {street}. No damage, they said sorry, we all drove away. Very Canadian.",
            "{Partner} wants a roof box for the canoe trip. We're renting a canoe. Why do we need a roof box?",
            "Heated steering wheel: luxury or necessity? Asking at minus 20 on my way to a night shift.",
            "The tire pressure light comes on every cold morning and goes away by lunchtime. Is that normal?",
            "We drove to Hamilton for {partner}'s cousin's thing and the traffic on the QEW added an hour each way.",
        ],
        "ai": [
            "Tire pressure drops in the cold, so a light on frosty mornings is common - topping up the tires usually fixes it.",
            "A heated steering wheel at minus 20 is firmly in the necessity category, in my opinion.",
            "A good vacuum and a rubber pet-hair brush before the return inspection can make a big difference.",
            "Even minor bumps can hide damage behind the bumper; a quick look at a body shop is cheap peace of mind.",
            "If you're renting the canoe, a roof box is probably not needed - unless it's for all the gear you're bringing.",
        ],
    },
    "home": {
        "user": [
            "{Partner} and I argued about whether to bring the old couch to the new place. The couch has history. The couch also has a spring poking out.",
            "I found my grandmother's recipe book while packing. Half the recipes say 'flour until it's right'. Thanks, vó.",
            "{Kid} wants a sleepover with {friend} this weekend. I'm working nights. {Partner} is on his own.",
            "Feijoada for twelve this Sunday. {Partner}'s whole family is coming. I've been soaking beans since yesterday.",
            "The upstairs neighbour learned the drums. I admire the commitment. I hate the timing.",
            "We ordered takeout from the Brazilian place on {street} and the coxinhas were actually good. I almost cried.",
            "Started packing the books. We own too many books. {Partner} says the same about my shoes.",
        ],
        "ai": [
            "A recipe that says 'flour until it's right' is a treasure - maybe cook one together with your mom or sister over video.",
            "Feijoada for twelve is a labour of love. Making the meats a day ahead makes the day itself much calmer.",
            "Packing books early is smart; small boxes keep them from getting too heavy.",
            "A sleepover while you're on nights might be easier with a simple plan for {partner}: dinner, movie, bedtime.",
            "A couch with a spring poking out might be the universe's way of saying it's time.",
            "Good coxinhas far from home really are a big deal.",
        ],
    },
}
for _th, _extra in MORE.items():
    FILLER[_th]["user"].extend(_extra["user"])
    FILLER[_th]["ai"].extend(_extra["ai"])
del _th, _extra

# Short "texting" fragments for the texting style.
TEXT_BITS = ["omg", "anyway", "ok gtg {kid} is yelling", "kkkkk", "brb", "ugh", "lol", "🙃", "send help",
             "ttyl", "sry typing w one hand", "nossa", "ok bye", "lmk", "rn on the subway"]

# --------------------------------------------------------------------------------------------------------------
# Pools for planted values (disjoint from the filler pools above).
# --------------------------------------------------------------------------------------------------------------
PLANTED_FIRST = [("Marguerite", "f"), ("Anil", "m"), ("Siobhan", "f"), ("Dmitri", "m"), ("Folasade", "f"),
                 ("Hyun-woo", "m"), ("Renée", "f"), ("Bartholomew", "m"), ("Yolanda", "f"), ("Ingrid", "f"),
                 ("Ezekiel", "m"), ("Thandiwe", "f"), ("Lorcan", "m"), ("Mei-Lin", "f"), ("Oluwaseun", "m"),
                 ("Véronique", "f"), ("Stavros", "m"), ("Annika", "f"), ("Rajesh", "m"), ("Dolores", "f"),
                 ("Wendell", "m"), ("Kateryna", "f"), ("Cosimo", "m"), ("Philippa", "f"), ("Teodoro", "m"),
                 ("Ximena", "f"), ("Gideon", "m"), ("Henrietta", "f"), ("Lachlan", "m"), ("Rosalba", "f")]
PLANTED_LAST = ["Okonkwo", "Ramsaroop", "Dubé", "Van der Berg", "Castellanos", "Brzezinski", "Achterberg",
                "Fitzgerald-Nunes", "Mahadeo", "Oyelaran", "Tremblay-Roy", "Papadakis", "Lindgren", "Szabo",
                "Whitcombe", "Quaresma", "Abernethy", "Nakashima", "Delacroix", "Kaur-Bains", "Moraitis",
                "Halvorsen", "Desrosiers", "Ng-Halloran", "Vukovic", "Arsenault", "Iyengar", "Blackwood",
                "Ferreira-Lobo", "Sandoval"]
PET_NAMES = ["Paçoca", "Jabuticaba", "Tapioca", "Biscuit", "Maple", "Pickles", "Nacho", "Churro", "Caju", "Quindim",
             "Bolinho", "Sardinha", "Pipoca", "Mr. Noodle", "Duchess", "Ziggy", "Waffles", "Gorgonzola", "Chico",
             "Banguela", "Tico", "Zeca", "Marmelada", "Pretinha", "Sir Reginald", "Bowie", "Pistache", "Guaraná",
             "Mochi", "Dona Formiga", "Baltazar", "Cleópatra", "Pudding", "Toffee", "Professor Spike", "Kiwi",
             "Seu Madruga", "Lady Gaga", "Frijol", "Biscoito"]
RACE_A = ["Kiowa", "Flying", "WW", "Bella's", "Hallmark", "Kay's", "Superior", "Dutch", "Greenwood", "Atascosa"]
RACE_B = ["Midnight", "Copper", "Sweet", "Blue", "Silver", "Lucky", "Rusty", "Velvet", "Smokin'", "Dixie"]
RACE_C = ["Rocket", "Thunder", "Lou", "Bandit", "Comet", "Jackpot", "Echo", "Hurricane", "Rebel", "Sparrow"]
ADDR_STREETS = ["Blue Jays Way", "Dufferin St", "Queen St E", "Lake Shore Blvd W", "Bathurst St", "Eglinton Ave W",
                "Danforth Ave", "Roncesvalles Ave", "Jarvis St", "Spadina Ave", "Bloor St W", "Sherbourne St",
                "Pape Ave", "Ossington Ave", "Mount Pleasant Rd", "St Clair Ave W", "Kingston Rd", "Broadview Ave",
                "Carlaw Ave", "Avenue Rd", "Leslie St", "Don Mills Rd", "Fort York Blvd", "Mill St", "The Esplanade",
                "Castlefield Ave", "Wellesley St E", "Dundas St W", "Gerrard St E", "Harbour Sq"]
ADDR_TOWNS = [("Hwy 60", "Dwight", "P0A 1H0"), ("Hwy 60", "Whitney", "K0J 2M0"), ("Hwy 35", "Dorset", "P0A 1E0"),
              ("Hwy 60", "Huntsville", "P1H 1A3"), ("Hwy 11", "Huntsville", "P1H 2B4"), ("Hwy 127", "Maynooth", "K0L 2S0")]
BR_STREETS = ["Rua Comendador Araújo", "Rua XV de Novembro", "Av. Sete de Setembro", "Rua Padre Anchieta",
              "Rua Mateus Leme", "Av. Silva Jardim", "Rua Bispo Dom José", "Rua Desembargador Motta"]
BR_BAIRROS = ["Batel", "Centro", "Água Verde", "Bigorrilho", "Juvevê", "Portão", "Mercês", "Cabral"]
PC_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"


def _postal(rng: random.Random, first: str = "M") -> str:
    return (f"{first}{rng.randint(1, 9)}{rng.choice(PC_LETTERS)} "
            f"{rng.randint(0, 9)}{rng.choice(PC_LETTERS)}{rng.randint(0, 9)}")


def _person_value(rng: random.Random, doctor: bool) -> tuple[str, str]:
    first, gender = rng.choice(PLANTED_FIRST)
    last = rng.choice(PLANTED_LAST)
    r = rng.random()
    if doctor and r < 0.45:
        return f"Dr. {last}", gender
    if doctor and r < 0.7:
        return f"Dr. {first} {last}", gender
    if r < 0.8:
        return f"{first} {last}", gender
    return f"{first} {rng.choice('ABCDEFGHJKLMNPRSTW')}. {last}", gender


def _pet_value(rng: random.Random, racing: bool = False) -> str:
    if racing:
        return f"{rng.choice(RACE_A)} {rng.choice(RACE_B)} {rng.choice(RACE_C)}"
    return rng.choice(PET_NAMES)


def _date_value(rng: random.Random, months: tuple[int, int]) -> str:
    m = rng.randint(months[0], months[1])
    d = rng.randint(2, 28)
    day = _dt.date(2026, m, d)
    wd = WEEKDAYS[day.weekday()]
    fmt = rng.randrange(10)
    if fmt == 0:
        return f"{MONTHS[m - 1]} {d}"
    if fmt == 1:
        return f"{d:02d}/{m:02d}"
    if fmt == 2:
        return f"the {_ordinal(d)}"
    if fmt == 3:
        return f"{wd} the {_ordinal(d)}"
    if fmt == 4:
        return f"2026-{m:02d}-{d:02d}"
    if fmt == 5:
        return f"{MONTH_ABBR[m - 1]}. {_ordinal(d)}"
    if fmt == 6:
        return f"{d} {MONTHS[m - 1]}"
    if fmt == 7:
        return f"{wd[:3]}, {MONTH_ABBR[m - 1]} {d}"
    if fmt == 8:
        return f"{MONTHS[m - 1]} {_ordinal(d)}"
    return f"{wd}, {MONTHS[m - 1]} {d}"


def _cad_value(rng: random.Random, lo: int, hi: int, step: int = 1, cents: bool = False) -> str:
    n = rng.randrange(lo, hi, step)
    c = rng.randint(1, 99) if cents and rng.random() < 0.6 else 0
    fmts = [f"${n:,}", f"{n} bucks", f"C${n:,}", f"{n:,} dollars", f"CAD {n:,}", f"${n:,}.{c:02d}"]
    if n >= 1000:
        fmts += [f"${n}", f"CA${n / 1000:.2f}k".replace("0k", "k").replace(".0k", "k"), f"{n:,} CAD"]
    if n >= 10000 and n % 500 == 0:
        fmts += [f"{n / 1000:g}k", f"${n / 1000:g}K"]
    if c:
        fmts = [f"${n:,}.{c:02d}", f"C${n:,}.{c:02d}", f"{n}.{c:02d} dollars"]
    return rng.choice(fmts)


def _brl_value(rng: random.Random, lo: int, hi: int, step: int = 50) -> str:
    n = rng.randrange(lo, hi, step)
    dotted = f"{n:,}".replace(",", ".")
    return rng.choice([f"{dotted},00 reais", f"R$ {dotted}", f"R${dotted},00", f"{n} reais", f"R$ {dotted},00"])


def _phone_na(rng: random.Random, areas: tuple[str, ...]) -> str:
    a = rng.choice(areas)
    x = f"01{rng.randint(0, 9)}{rng.randint(0, 9)}"
    return rng.choice([f"({a}) 555-{x}", f"{a}.555.{x}", f"+1 {a} 555 {x}", f"{a}555{x}", f"{a}-555-{x}",
                       f"{a} 555 {x}", f"1-{a}-555-{x}", f"+1 ({a}) 555-{x}"])


def _phone_br(rng: random.Random) -> str:
    a, b = rng.randint(8000, 9999), rng.randint(1000, 9999)
    return rng.choice([f"+55 41 9{a}-{b}", f"(41) 9{a}-{b}", f"+55 (41) 9 {a}-{b}", f"041 9{a} {b}",
                       f"+5541 9{a}{b}"])


def _addr_condo(rng: random.Random) -> str:
    fl, u, num, st = rng.randint(4, 38), rng.randint(1, 18), rng.randint(8, 390), rng.choice(ADDR_STREETS)
    unit = f"{fl}{u:02d}"
    pc = _postal(rng)
    return rng.choice([f"Unit {unit}, {num} {st}, Toronto ON {pc}", f"{unit}-{num} {st}", f"#{unit} - {num} {st}",
                       f"Suite {unit}, {num} {st}", f"{num} {st}, unit {unit} ({pc})", f"{unit}-{num} {st}, {pc}"])


def _addr_office(rng: random.Random) -> str:
    num, st, s = rng.randint(10, 2900), rng.choice(ADDR_STREETS), rng.randint(101, 1850)
    pc = _postal(rng)
    return rng.choice([f"{num} {st}, Suite {s}", f"Suite {s}, {num} {st}, Toronto, ON {pc}", f"{num} {st} ({pc})",
                       f"{num} {st}, 2nd floor", f"{s}-{num} {st}", f"{num} {st}, Toronto {pc}"])


def _addr_street(rng: random.Random) -> str:
    num, st = rng.randint(3, 2400), rng.choice(ADDR_STREETS)
    pc = _postal(rng)
    return rng.choice([f"{num} {st}", f"{num} {st}, {pc}", f"{num} {st}, Toronto ON {pc}", f"{num} {st} near {pc[:3]}"])


def _addr_storage(rng: random.Random) -> str:
    num, st, u = rng.randint(20, 1900), rng.choice(ADDR_STREETS), rng.randint(104, 389)
    pc = _postal(rng)
    return rng.choice([f"Unit {u}, {num} {st}", f"{num} {st}, locker {u}", f"{num} {st} ({pc}), unit {u}",
                       f"{u}-{num} {st}"])


def _addr_br(rng: random.Random) -> str:
    st, n, b = rng.choice(BR_STREETS), rng.randint(40, 2300), rng.choice(BR_BAIRROS)
    cep = f"80{rng.randint(10, 99)}{rng.randint(0, 9)}-{rng.randint(0, 9)}{rng.randint(0, 9)}0"
    apto = rng.randint(11, 1804)
    return rng.choice([f"{st}, {n} - {b}, Curitiba", f"{st}, {n}, apto {apto} - {b}, Curitiba - PR, {cep}",
                       f"{st} {n}, {b}, CEP {cep}", f"{st}, nº {n}, {b}"])


def _addr_rural(rng: random.Random) -> str:
    hwy, town, pc = rng.choice(ADDR_TOWNS)
    n = rng.randint(1100, 9900)
    return rng.choice([f"{n} {hwy}, {town} ON {pc}", f"{n} {hwy}, {town}", f"{n} {hwy} ({town}, {pc})"])


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _letters(rng: random.Random, n: int, pool: str = "ABCDEFGHJKLMNPQRSTUVWXYZ") -> str:
    return "".join(rng.choice(pool) for _ in range(n))


def _id_ohip(rng):
    d = _digits(rng, 10)
    v = _letters(rng, 2)
    return rng.choice([f"{d[:4]}-{d[4:7]}-{d[7:]}-{v}", f"{d[:4]} {d[4:7]} {d[7:]} {v}", f"{d}{v}"])


def _id_sin(rng):
    d = _digits(rng, 3)
    return rng.choice([f"***-***-{d}", f"XXX-XXX-{d}", f"XXX XX{d[0]} {d[1:]}{rng.randint(0, 9)}", f"•••-•••-{d}"])


def _id_pnr(rng):
    code = _letters(rng, 2) + str(rng.randint(2, 9)) + _letters(rng, 1) + str(rng.randint(2, 9)) + _letters(rng, 1)
    return code if rng.random() < 0.7 else _letters(rng, 6)


def _id_plate(rng):
    return rng.choice([f"{_letters(rng, 4)} {_digits(rng, 3)}", f"{_letters(rng, 4)}-{_digits(rng, 3)}",
                       f"{_letters(rng, 4)}{_digits(rng, 3)}"])


def _id_permit(rng):
    return rng.choice([f"ALG-{_digits(rng, 7)}", f"#AP26-{_digits(rng, 5)}", f"BC{_digits(rng, 8)}",
                       f"{_digits(rng, 4)}-{_digits(rng, 4)}"])


def _id_order(rng):
    return rng.choice([f"#{_digits(rng, 8)}", f"{_digits(rng, 3)}-{_digits(rng, 7)}-{_digits(rng, 7)}",
                       f"MEC-{_digits(rng, 4)}-{_digits(rng, 4)}", f"ORD{_digits(rng, 6)}{_letters(rng, 2)}"])


def _id_ircc(rng):
    return rng.choice([f"V{_digits(rng, 9)}", f"V-{_digits(rng, 3)}-{_digits(rng, 3)}-{_digits(rng, 3)}",
                       f"W{_digits(rng, 9)}"])


def _id_cno(rng):
    return rng.choice([f"{rng.randint(7, 9)}{_digits(rng, 6)}", f"#{_digits(rng, 7)}", f"{_digits(rng, 2)}-{_digits(rng, 5)}"])


def _id_student(rng):
    return rng.choice([f"10{_digits(rng, 8)}", f"{_digits(rng, 9)}", f"5{_digits(rng, 2)}-{_digits(rng, 3)}-{_digits(rng, 3)}"])


def _id_chip(rng):
    d = "9851" + _digits(rng, 11)
    return rng.choice([d, f"{d[:3]} {d[3:6]} {d[6:9]} {d[9:12]} {d[12:]}", f"{d[:3]}-{d[3:]}"])


def _id_hockey(rng):
    return rng.choice([f"HC-{_digits(rng, 8)}", f"OMHA {_digits(rng, 6)}", f"GTHL-{_digits(rng, 2)}-{_digits(rng, 5)}"])


def _id_cra(rng):
    return rng.choice([f"RC{_digits(rng, 2)}-{_digits(rng, 6)}", f"{_digits(rng, 3)}{_letters(rng, 1)}-{_digits(rng, 5)}",
                       f"T1-{_digits(rng, 4)}-{_digits(rng, 4)}"])


def _id_badge(rng):
    return rng.choice([f"E-{_digits(rng, 6)}", f"#{_digits(rng, 5)}{_letters(rng, 1)}", f"UHN{_digits(rng, 6)}"])


def _id_mortgage(rng):
    return rng.choice([f"MA-{_digits(rng, 5)}-{_digits(rng, 2)}", f"APP{_digits(rng, 7)}", f"{_letters(rng, 2)}-{_digits(rng, 6)}"])


def _id_parking(rng):
    return rng.choice([f"P{rng.randint(1, 4)}-{rng.randint(101, 299)}", f"P{rng.randint(1, 4)}/{rng.randint(101, 299)}",
                       f"P{rng.randint(1, 4)} #{rng.randint(101, 299)}"])

# --------------------------------------------------------------------------------------------------------------
# Subjects a planted fact can be about.  Text fields may use world slots such as {kid} or {partner}.
# ``subj`` is the noun phrase used by generic correction templates, ``label`` a short note-style label.
# --------------------------------------------------------------------------------------------------------------


def _P(sid, thread, about, the_role, our_role, does, task, source, org, sig, label, ask, doctor=False):
    return dict(id=sid, kind="person", thread=thread, about=about, the_role=the_role, our_role=our_role, does=does,
                task=task, source=source, org=org, sig=sig, label=label, ask=ask, subj=the_role,
                gen=lambda rng, d=doctor: _person_value(rng, d))


PERSON_SUBJECTS = [
    _P("broker", "condo", "mortgage broker's name", "the mortgage broker", "our mortgage broker",
       "is handling our pre-approval", "send my last two pay stubs to", "{partner}'s cousin", "a small brokerage on the Danforth",
       "Mortgage Agent, Level 2", "broker",
       "Who's the broker on your file, by the way? I can help you draft the email with your documents."),
    _P("lawyer", "condo", "real estate lawyer's name", "the real estate lawyer", "our lawyer for the closing",
       "is doing the closing for us", "email the signed agreement to", "the listing agent", "a real estate firm near Yonge and Eglinton",
       "Associate, Real Estate Law", "lawyer",
       "Have you picked a real estate lawyer yet? If you tell me who, I can help you prepare questions for the first call."),
    _P("inspector", "condo", "home inspector's name", "the home inspector", "our home inspector",
       "is doing the inspection on the unit", "confirm the garage access with", "our realtor", "a certified inspection company",
       "Registered Home Inspector", "inspector",
       "Who's doing the inspection? Some inspectors send a sample report in advance, worth asking."),
    _P("propmgr", "condo", "building property manager's name", "the building's property manager", "the property manager at the new building",
       "handles the status certificate and move-in bookings", "book the freight elevator with", "the seller's agent",
       "the management company", "Condominium Manager", "property manager",
       "Do you know who the property manager is? They're the one to ask about move-in rules and the elevator."),
    _P("coach", "kid", "kid's hockey coach's name", "{kid}'s hockey coach", "the new head coach",
       "runs the weekday practices and the tournament lines", "email the tournament dates to", "the team manager",
       "the house league", "Head Coach, U10", "coach",
       "What's the coach's name, by the way? I can help you write a quick note about the schedule conflict."),
    _P("teacher", "kid", "French immersion teacher's name", "{kid}'s French immersion teacher", "{kid}'s teacher this year",
       "teaches the grade {grade} immersion class", "write a note about the dictée to", "the school office", "the school",
       "Enseignante, immersion française", "French teacher",
       "Who's {kid}'s teacher this year? I can help you write the note in French if you want."),
    _P("manager", "shifts", "ICU unit manager's name", "the unit manager", "our new unit manager",
       "approves the vacation requests", "send my time-off request to", "{coworker}", "{hospital}",
       "Patient Care Manager, Critical Care", "manager",
       "Who approves the vacation requests on your unit now? It might help to address the request directly."),
    _P("supervisor", "school", "capstone supervisor's name", "my capstone supervisor", "my supervisor for the capstone",
       "is supervising my capstone project", "send the draft proposal to", "the program office", "{uni}",
       "Associate Professor, School of Nursing", "supervisor",
       "Have you been assigned a capstone supervisor yet? Knowing who it is helps in framing the proposal.", doctor=True),
    _P("vet", "pets", "greyhound's vet's name", "the greyhound's vet", "our vet for the grey",
       "has seen the grey since we adopted him", "send the dental questions to", "the rescue", "the clinic on the Danforth",
       "DVM", "vet",
       "Which vet is the greyhound seeing? Some clinics have greyhound-specific anesthesia protocols, worth asking.", doctor=True),
    _P("exovet", "pets", "bearded dragon's exotics vet's name", "the dragon's exotics vet", "the reptile vet",
       "is one of the few reptile vets in the east end", "send the fecal test results to", "the reptile store on Queen",
       "an exotics clinic", "DVM, Exotic Companion Animals", "reptile vet",
       "Do you have an exotics vet for the dragon? Not every clinic sees reptiles.", doctor=True),
    _P("agent", "dad", "travel agent booking dad's flights", "the travel agent booking {dad}'s flights", "the travel agent",
       "is booking {dad}'s flights from Curitiba", "forward his passport scan to", "my cousin in Curitiba", "an agency in Curitiba",
       "Consultora de Viagens", "travel agent",
       "Is someone in Brazil helping book his flights, or are you doing it all from here?"),
    _P("consultant", "dad", "immigration consultant's name for dad's visa", "the consultant helping with {dad}'s visa",
       "the immigration consultant", "is helping with {dad}'s visitor visa", "send the invitation letter to",
       "a friend from church", "a licensed immigration practice", "Licensed Immigration Consultant (RCIC)", "visa consultant",
       "Are you doing the visa application yourselves or with a consultant?"),
    _P("accountant", "taxes", "tax preparer's name", "our tax preparer", "the tax preparer this year",
       "is doing both our returns this year", "drop off the shoebox of receipts with", "{coworker} from work",
       "a small tax office on St. Clair", "CPA", "accountant",
       "Are you doing the taxes yourself this year or with someone? If it's a preparer, who?"),
    _P("leaserep", "car", "lease rep at the dealership", "the lease rep at the dealership", "our lease rep",
       "handles the lease-end paperwork", "ask about the buyout number from", "the dealership", "the dealership",
       "Lease Specialist", "lease rep",
       "Do you have a contact at the dealership for the lease end? It helps to have one person to deal with."),
    _P("outfitter", "canoe", "outfitter contact for the canoe rental", "the person at the outfitter", "our contact at the outfitter",
       "is holding a lightweight canoe for us", "confirm the pickup time with", "{partner}'s friend from work",
       "an outfitter near the park", "Trip Planning & Rentals", "outfitter",
       "Who are you dealing with at the outfitter? I can help you make a list of questions for them."),
    _P("walker", "pets", "dog walker's name", "the dog walker", "our new dog walker",
       "walks the grey during my long night stretches", "leave the spare key with", "the neighbour across the street",
       "a walking service", "Dog Walking & Pet Sitting", "dog walker",
       "Who's walking the greyhound when you're on nights, by the way?"),
]


def _PET(sid, thread, about, name_of, pet, detail, source, label, ask, racing=False):
    return dict(id=sid, kind="pet", thread=thread, about=about, name_of=name_of, pet=pet, detail=detail,
                source=source, label=label, ask=ask, subj=name_of, gen=lambda rng, r=racing: _pet_value(rng, r))


PET_SUBJECTS = [
    _PET("greycall", "pets", "greyhound's name", "the greyhound's name", "the greyhound",
         "he's the brindle one who steals socks", "{kid}", "grey's name",
         "Have you settled on a name for the greyhound yet? You keep calling him 'the grey'."),
    _PET("greyrace", "pets", "greyhound's registered racing name", "the name on the greyhound's racing papers", "the greyhound",
         "the rescue says he raced in Florida for two seasons", "the rescue coordinator", "racing name",
         "Did the rescue give you his racing name? It's on the papers sometimes.", racing=True),
    _PET("dragon", "pets", "bearded dragon's name", "the bearded dragon's name", "the bearded dragon",
         "she's the grumpy orange one in the big tank", "{kid}", "dragon's name",
         "What's the bearded dragon called, anyway?"),
    _PET("dadsdog", "dad", "dad's dog in Curitiba", "the name of {dad}'s dog back in Curitiba", "{dad}'s little vira-lata back home",
         "the neighbour will feed it while he's here", "my aunt", "Pai's dog",
         "Who's looking after your dad's dog while he's away? What's the dog's name, by the way?"),
    _PET("neighcat", "home", "neighbour's cat they are feeding", "the neighbours' cat's name", "the neighbours' cat",
         "we feed it while they're in the Azores", "the neighbours", "neighbour's cat",
         "What's the neighbours' cat called? I'll remember for the feeding schedule."),
    _PET("classpet", "kid", "class guinea pig coming home for March break", "the class guinea pig's name", "the class guinea pig",
         "it comes home with us for March break", "{kid}'s teacher", "class guinea pig",
         "What's the class guinea pig's name? {kid} must be so excited to host it."),
    _PET("foster", "pets", "foster greyhound from the rescue", "the foster greyhound's name", "the foster greyhound",
         "she's staying with us for two weeks before her forever home", "the rescue coordinator", "foster dog",
         "What's the foster's name? It helps to use it a lot in the first days."),
    _PET("canary", "home", "partner's mother's canary", "the name of {partner}'s mom's canary", "{partner}'s mom's canary",
         "it sings every time the kettle boils", "his sister", "canary",
         "What's the canary called? You mentioned it sings at the kettle."),
]


def _D(sid, thread, about, event, conseq, source, label, ask, months):
    return dict(id=sid, kind="date", thread=thread, about=about, event=event, conseq=conseq, source=source,
                label=label, ask=ask, subj=event, gen=lambda rng, m=months: _date_value(rng, m))


DATE_SUBJECTS = [
    _D("inspection", "condo", "home inspection date", "the home inspection", "I need someone to cover my night before it",
       "the inspector's office", "inspection", "When is the inspection booked for? I can help you plan around your shifts.", (2, 5)),
    _D("closing", "condo", "condo closing date", "the closing on the condo", "we need the movers booked around it",
       "the lawyer's assistant", "closing", "Do you have a closing date yet?", (5, 9)),
    _D("financing", "condo", "financing condition deadline", "the financing condition deadline",
       "the broker needs every document before then", "our realtor", "financing deadline",
       "When does the financing condition expire?", (3, 6)),
    _D("dadarrives", "dad", "dad's arrival in Toronto", "{dad}'s flight landing at Pearson", "I need to be off that night",
       "the travel agent", "Pai lands", "When does your dad land? I can help you plan the first few days.", (4, 7)),
    _D("biometrics", "dad", "dad's biometrics appointment", "{dad}'s biometrics appointment at the visa centre",
       "my aunt has to drive him to the visa centre", "the visa centre", "biometrics",
       "Has your dad booked his biometrics appointment yet?", (1, 3)),
    _D("dadleaves", "dad", "dad's flight home", "{dad}'s flight back to Curitiba", "I want the whole day before it free",
       "the travel agent", "Pai flies home", "When does he fly back?", (6, 8)),
    _D("tournament", "kid", "kid's hockey tournament", "{kid}'s hockey tournament in Barrie", "we need a hotel and I need the weekend off",
       "the team manager", "tournament", "When's the tournament? Hotels near rinks fill up fast.", (1, 3)),
    _D("interview", "kid", "parent-teacher interview", "the parent-teacher interview", "I'll be coming straight from a night shift",
       "the school office", "parent-teacher", "When are parent-teacher interviews this term?", (2, 4)),
    _D("proposal", "school", "capstone proposal deadline", "my capstone proposal deadline", "I have maybe four free evenings before it",
       "the course site", "proposal due", "When is the capstone proposal due?", (2, 5)),
    _D("dental", "pets", "greyhound's dental cleaning", "the greyhound's dental cleaning", "he can't eat after midnight the night before",
       "the vet clinic", "grey's dental", "When is the greyhound's dental booked?", (3, 10)),
    _D("leasereturn", "car", "car lease return date", "the lease return", "we need to sort out a replacement before it",
       "the dealership", "lease return", "When exactly does the lease end?", (8, 11)),
    _D("algonquin", "canoe", "Algonquin trip start date", "our put-in day at Algonquin", "I have to request the days off now",
       "the reservation site", "put-in day", "Which dates are you aiming for in Algonquin?", (6, 9)),
    _D("taxmeeting", "taxes", "appointment with the tax preparer", "the appointment with the tax preparer",
       "I have to find every receipt before then", "the tax office", "tax appointment", "When is your appointment with the preparer?", (3, 4)),
    _D("vacation", "shifts", "start of her vacation block", "the start of my vacation block", "I can finally plan things",
       "the unit manager", "vacation starts", "When does your vacation block start?", (6, 9)),
    _D("acls", "shifts", "ACLS recertification date", "my ACLS recert", "I need to review the algorithms before it",
       "the education office", "ACLS", "When is your ACLS recert?", (2, 5)),
]


def _A(sid, thread, about, thing, reaction, source, label, ask, gen):
    return dict(id=sid, kind="amount", thread=thread, about=about, thing=thing, reaction=reaction, source=source,
                label=label, ask=ask, subj=thing, gen=gen)


AMOUNT_SUBJECTS = [
    _A("condofee", "condo", "monthly condo fee", "the monthly condo fee", "which includes heat and water at least",
       "the listing", "condo fee", "What are the monthly fees on that unit?", lambda r: _cad_value(r, 520, 910, 1, True)),
    _A("downpay", "condo", "down payment amount", "our down payment", "which is basically every cent we have",
       "the broker", "down payment", "How much are you two putting down?", lambda r: _cad_value(r, 58000, 145000, 500)),
    _A("inspectfee", "condo", "home inspection fee", "the home inspection fee", "which is more than I budgeted",
       "the inspector's office", "inspection fee", "Did the inspector give you a price?", lambda r: _cad_value(r, 425, 725, 5)),
    _A("lawyerfee", "condo", "lawyer's closing fee quote", "the lawyer's closing quote", "disbursements included, supposedly",
       "the lawyer's assistant", "lawyer quote", "Did the lawyer quote you a fee for the closing?", lambda r: _cad_value(r, 1650, 2950, 5, True)),
    _A("ltt", "condo", "land transfer tax estimate", "the land transfer tax", "even with the first-time buyer rebate",
       "the lawyer", "land transfer tax", "Have you worked out the land transfer tax yet?", lambda r: _cad_value(r, 6100, 14800, 25)),
    _A("flight", "dad", "cost of dad's round-trip ticket", "{dad}'s round-trip ticket", "taxes and one checked bag included",
       "the travel agent", "Pai's ticket", "How much are the flights coming out to?", lambda r: _cad_value(r, 1380, 2650, 5, True)),
    _A("reais", "dad", "money dad is sending for the visit", "the money {dad} is sending for the visit",
       "he insists, I can't stop him", "my aunt", "Pai's money",
       "Is your dad covering part of the trip himself?", lambda r: _brl_value(r, 1000, 6000)),
    _A("hockeyfee", "kid", "kid's hockey fees for the season", "{kid}'s hockey fees for the season", "not counting equipment",
       "the team treasurer", "hockey fees", "What do the hockey fees come to this season?", lambda r: _cad_value(r, 650, 2400, 5)),
    _A("tuition", "school", "tuition for this term's course", "tuition for this term's course", "before the hospital reimbursement",
       "the student account page", "tuition", "How much is tuition per course?", lambda r: _cad_value(r, 1850, 3200, 1, True)),
    _A("leasepay", "car", "monthly lease payment", "the monthly lease payment on the {car}", "tax in",
       "the lease agreement", "lease payment", "What's the monthly payment on the lease right now?", lambda r: _cad_value(r, 389, 719, 1, True)),
    _A("rrsp", "taxes", "RRSP contribution", "my RRSP contribution this year", "which is the most I've ever put in",
       "my bank's advisor", "RRSP", "How much are you putting into the RRSP this year?", lambda r: _cad_value(r, 2500, 14000, 250)),
    _A("tfsa", "taxes", "TFSA contribution", "what we put into the TFSA", "which felt like a lot",
       "{partner}", "TFSA", "Did you two put anything into the TFSA this year?", lambda r: _cad_value(r, 1500, 7000, 100)),
    _A("canoerent", "canoe", "canoe rental cost", "the canoe rental for the trip", "with the lightweight canoe and the barrel",
       "the outfitter", "canoe rental", "What's the outfitter charging for the canoe?", lambda r: _cad_value(r, 165, 460, 5)),
    _A("dentalest", "pets", "vet's estimate for the greyhound's dental", "the vet's estimate for the grey's dental",
       "and that's if no extractions", "the vet clinic", "dental estimate", "Did the vet give you an estimate for the dental?",
       lambda r: _cad_value(r, 690, 1650, 1, True)),
    _A("craowe", "taxes", "amount owed to CRA", "what we owe CRA", "thanks to all the overtime",
       "the tax software", "CRA balance", "Did the return come out as a refund or a balance owing?", lambda r: _cad_value(r, 280, 2600, 1, True)),
    _A("buyout", "car", "lease buyout price", "the lease buyout price", "which seems high for the kilometres",
       "the dealership", "buyout", "Do you know the buyout price?", lambda r: _cad_value(r, 18500, 31000, 50)),
]


def _PH(sid, thread, about, whose, note, source, label, ask, gen):
    return dict(id=sid, kind="phone", thread=thread, about=about, whose=whose, note=note, source=source, label=label,
                ask=ask, subj=whose, gen=gen)


PHONE_SUBJECTS = [
    _PH("brokercell", "condo", "mortgage broker's cell number", "the broker's cell", "texting works better than calling",
        "the broker's email signature", "broker cell", "Do you have a direct number for the broker?",
        lambda r: _phone_na(r, ("416", "647", "437"))),
    _PH("lawyerline", "condo", "lawyer's office phone", "the lawyer's office line", "ask for the clerk, not the lawyer",
        "the intake form", "lawyer's office", "Do you have the lawyer's office number handy?", lambda r: _phone_na(r, ("416", "905"))),
    _PH("inspectorph", "condo", "home inspector's phone", "the inspector's number", "he only picks up before noon",
        "our realtor", "inspector #", "Do you have a number for the inspector in case of a delay?", lambda r: _phone_na(r, ("905", "289", "647"))),
    _PH("coachph", "kid", "hockey coach's cell", "the coach's cell", "for game-day emergencies only",
        "the team email", "coach's cell", "Do you have a number to reach the coach on game days?", lambda r: _phone_na(r, ("416", "647", "905"))),
    _PH("dadcell", "dad", "dad's Brazilian cell number", "{dad}'s new cell number", "it's on WhatsApp too",
        "my aunt", "Pai's cell", "Does your dad have a number that will work for WhatsApp while he travels?", _phone_br),
    _PH("tiaph", "dad", "aunt's number in Curitiba", "my aunt's number in Curitiba", "she's the emergency contact in Brazil",
        "{dad}", "Tia's number", "Who's the emergency contact on the Brazil side?", _phone_br),
    _PH("vetph", "pets", "vet clinic's phone", "the vet clinic's number", "press 2 for the front desk",
        "the rescue", "vet clinic", "Do you have the clinic's number saved?", lambda r: _phone_na(r, ("416", "647"))),
    _PH("dealerph", "car", "dealership service desk number", "the dealership's service desk", "they open at 7:30",
        "the lease folder", "dealer service", "Do you have a number for the dealership's lease department?", lambda r: _phone_na(r, ("905", "416", "289"))),
    _PH("outfitterph", "canoe", "outfitter's phone", "the outfitter's number", "there's no cell signal past the gate, so call before",
        "their website", "outfitter #", "Do you have the outfitter's phone number for the day of?", lambda r: _phone_na(r, ("705",))),
    _PH("staffing", "shifts", "hospital staffing office number", "the staffing office", "they're the ones who call about OT",
        "{coworker}", "staffing office", "What's the number for your staffing office, in case you need to call in?", lambda r: _phone_na(r, ("416",))),
    _PH("propmgmtph", "condo", "property management office phone", "the property management office", "only for booking the elevator",
        "the status certificate", "management office", "Do you have a number for the building's management office?", lambda r: _phone_na(r, ("416", "647"))),
    _PH("walkerph", "pets", "dog walker's number", "the dog walker's number", "she prefers texts",
        "the neighbour", "walker's number", "Do you have a number for the walker in case of an emergency?", lambda r: _phone_na(r, ("647", "437"))),
]


def _AD(sid, thread, about, place, note, source, label, ask, gen):
    return dict(id=sid, kind="address", thread=thread, about=about, place=place, note=note, source=source, label=label,
                ask=ask, subj=place, gen=gen)


ADDRESS_SUBJECTS = [
    _AD("condoaddr", "condo", "address of the condo they're buying", "the condo we're buying", "it's the tower with the green glass",
        "the agreement of purchase and sale", "new condo", "What's the address of the unit? I can look at what's nearby.", _addr_condo),
    _AD("lawyeroffice", "condo", "lawyer's office address", "the lawyer's office", "we sign the papers there",
        "the lawyer's assistant", "lawyer's office", "Where is the lawyer's office? You'll need to go in person to sign.", _addr_office),
    _AD("dadhome", "dad", "dad's address in Curitiba", "{dad}'s place in Curitiba", "the invitation letter needs it",
        "{dad}", "Pai's address", "What's your dad's address? The invitation letter needs it.", _addr_br),
    _AD("arena", "kid", "arena for the away games", "the arena for the away games", "parking there is a nightmare",
        "the team manager", "away arena", "Where's the away rink? I can estimate the drive.", _addr_street),
    _AD("exoclinic", "pets", "reptile vet clinic address", "the reptile vet clinic", "it's above a bubble tea place",
        "the reptile store", "reptile clinic", "Where's the exotics clinic? Some are hard to reach by transit.", _addr_office),
    _AD("dealership", "car", "dealership address for the lease return", "the dealership for the lease return",
        "it's not the one we leased from originally", "the lease folder", "dealership", "Which dealership do you return the car to?", _addr_street),
    _AD("outfitteraddr", "canoe", "outfitter's address near the park", "the outfitter near the park", "we pick up the canoe there",
        "their confirmation email", "outfitter", "Where do you pick up the rental?", _addr_rural),
    _AD("school", "kid", "kid's new French immersion school address", "{kid}'s new immersion school", "it's a bit further than the old one",
        "the school board letter", "new school", "Which school will {kid} go to after the move?", _addr_street),
    _AD("campus", "school", "campus building for the in-person seminar", "the building for my in-person seminar week",
        "room 214, apparently", "the course site", "seminar building", "Where is the in-person seminar held?", _addr_office),
    _AD("storage", "home", "storage locker address", "the storage locker we're renting for the move", "our unit is on the ground floor",
        "the storage company", "storage locker", "Where's the storage place you're using?", _addr_storage),
]


def _I(sid, thread, about, what, use, source, label, ask, gen):
    return dict(id=sid, kind="id", thread=thread, about=about, what=what, use=use, source=source, label=label, ask=ask,
                subj=what, gen=gen)


ID_SUBJECTS = [
    _I("ohip", "kid", "kid's health card number", "{kid}'s health card number", "the walk-in clinic form", "the card in my wallet",
       "{kid}'s OHIP", "Do you have {kid}'s health card number handy for the form?", _id_ohip),
    _I("sin", "taxes", "masked SIN on the CRA letter", "the masked SIN on the CRA letter", "the call with CRA",
       "the letter", "SIN (masked)", "What does the CRA letter show for the SIN? They usually mask most of it.", _id_sin),
    _I("pnr", "dad", "dad's flight booking code", "{dad}'s flight booking code", "checking his seat online",
       "the travel agent", "Pai's booking", "Do you have his booking reference? You can check the seat online with it.", _id_pnr),
    _I("plate", "car", "licence plate of the leased car", "the plate on the {car}", "the visitor parking pass at the new building",
       "the ownership papers", "plate", "What's the plate number? The building will want it for the parking pass.", _id_plate),
    _I("permit", "canoe", "Algonquin backcountry permit number", "our Algonquin permit number", "the permit office pickup",
       "the reservation email", "permit", "Did the reservation give you a permit number?", _id_permit),
    _I("tentorder", "canoe", "order number for the tent", "the order number for the tent", "the store's pickup desk",
       "the confirmation email", "tent order", "Do you have the order number for the tent pickup?", _id_order),
    _I("ircc", "dad", "dad's visa application number", "{dad}'s visa application number", "checking the status online",
       "the IRCC portal", "Pai's visa app", "Did the portal give you an application number after submitting?", _id_ircc),
    _I("cno", "shifts", "her nursing college registration number", "my College of Nurses registration number",
       "the tuition reimbursement form", "the College's website", "CNO reg", "Do you have your College registration number handy?", _id_cno),
    _I("student", "school", "her student number", "my student number", "the library account", "the tuition receipt",
       "student #", "What's your student number? The library form will want it.", _id_student),
    _I("chip", "pets", "greyhound's microchip number", "the greyhound's microchip number", "registering him with the city",
       "the adoption papers", "microchip", "Do you have his microchip number for the city licence?", _id_chip),
    _I("hockeyreg", "kid", "kid's hockey registration number", "{kid}'s hockey registration number", "the tournament roster",
       "the registration email", "hockey reg", "Do you have {kid}'s registration number for the roster form?", _id_hockey),
    _I("craref", "taxes", "reference number on the CRA letter", "the reference number on the CRA letter", "calling CRA back",
       "the letter", "CRA ref", "Is there a reference number at the top of the CRA letter?", _id_cra),
    _I("badge", "shifts", "her hospital employee number", "my employee number at the hospital", "the parking office",
       "my badge", "employee #", "What's your employee number? The parking office form will ask for it.", _id_badge),
    _I("mortapp", "condo", "mortgage application number", "the mortgage application number", "following up with the bank",
       "the broker's email", "mortgage app", "Did the bank give you an application number?", _id_mortgage),
    _I("parking", "condo", "parking spot that comes with the unit", "the parking spot that comes with the unit", "the move-in form",
       "the listing", "parking spot", "Does the unit come with a parking spot? Which one?", _id_parking),
]


def _DEC(sid, thread, about, topic, why, source, label, ask, values):
    return dict(id=sid, kind="decision", thread=thread, about=about, topic=topic, why=why, source=source, label=label,
                ask=ask, subj=topic, gen=lambda rng, v=tuple(values): rng.choice(v))


DECISION_SUBJECTS = [
    _DEC("mortgage", "condo", "mortgage term decision", "the mortgage", "the payments need to be predictable with my shift income",
         "the broker", "mortgage", "Have you two decided between fixed and variable?",
         ["the 5-year fixed", "a 3-year fixed term", "the variable with the rate cap", "the 4-year fixed with the prepayment option"]),
    _DEC("offer", "condo", "which unit to make an offer on", "the offer", "it's the only one where the greyhound fits",
         "our realtor", "the unit", "Which unit are you leaning towards?",
         ["the corner two-bed on 14", "the south-facing unit with the den", "the ground-floor unit with the terrace"]),
    _DEC("route", "canoe", "canoe route choice", "the canoe route", "{kid} can handle short portages but not long ones",
         "{partner}'s friend", "route", "Have you settled on a route?",
         ["the Canisbay loop", "the Rock Lake to Pen Lake route", "a base camp on Opeongo with the water taxi",
          "the Smoke Lake circuit"]),
    _DEC("dadrouting", "dad", "dad's flight routing", "{dad}'s routing", "it's the shortest total travel time",
         "the travel agent", "Pai's routing", "Which routing are you going with for his flights?",
         ["the connection through Lisbon", "the one-stop via Panama City", "the overnight in São Paulo first",
          "the Bogotá connection"]),
    _DEC("leaseend", "car", "what to do at the end of the lease", "the lease", "we don't want car payments during the move",
         "the lease rep", "lease end", "What are you leaning towards for the lease end?",
         ["the lease buyout", "a new lease on the hybrid", "going one-car and returning it"]),
    _DEC("hockeylevel", "kid", "kid's hockey level next season", "{kid}'s hockey next season", "{kid_she} wants more time with friends, not more ice",
         "the coach", "hockey next year", "What's the plan for hockey next season?",
         ["house league plus the skills clinic", "trying out for the A team", "the co-ed house league"]),
    _DEC("fte", "shifts", "decision about her work hours", "my hours", "between school and the move I'm drowning",
         "the unit manager", "FTE", "Have you decided whether to stay full-time?",
         ["the 0.8 line", "permanent nights on the 0.8", "the days-only rotation"]),
    _DEC("elective", "school", "next term's elective", "next term's elective", "it fits around nights best",
         "{classmate}", "elective", "Which elective are you taking next term?",
         ["the health policy elective", "the qualitative methods seminar", "the leadership practicum"]),
    _DEC("taxplan", "taxes", "where the extra savings go", "the extra savings this year", "the condo comes first",
         "the tax preparer", "savings plan", "Where do you want the extra savings to go this year?",
         ["the FHSA first", "topping up the RESP first", "splitting it between the RRSP and the FHSA"]),
    _DEC("enclosure", "pets", "bearded dragon's new enclosure", "the dragon's new enclosure", "she's outgrown the old tank",
         "the reptile store", "dragon tank", "Have you picked the new enclosure for the dragon?",
         ["the 4x2x2 PVC enclosure", "the glass 120-gallon", "the bioactive setup"]),
]


def _PR(sid, thread, about, holder, ctx, topic, why, label, ask, values):
    return dict(id=sid, kind="preference", thread=thread, about=about, holder=holder, ctx=ctx, topic=topic, why=why,
                label=label, ask=ask, subj=topic, source="{partner}", gen=lambda rng, v=tuple(values): rng.choice(v))


PREFERENCE_SUBJECTS = [
    _PR("coffee", "shifts", "how she takes her coffee", "I", "in my coffee", "my coffee", "regular milk wrecks my stomach on nights",
        "coffee", "How do you take your coffee, by the way? I'll stop suggesting things you'd hate.",
        ["oat milk", "a splash of sweetened condensed milk", "almond milk, no sugar"]),
    _PR("dadseat", "dad", "dad's seat preference on flights", "{dad}", "on long flights", "{dad}'s seat",
        "his knees hate being stuck by the window", "Pai's seat", "Does your dad have a seat preference?",
        ["an aisle seat", "the bulkhead row", "a seat near the washroom"]),
    _PR("appts", "shifts", "preferred appointment times during night weeks", "I", "for any appointment on a night week",
        "appointment times", "otherwise I sleep through them", "appointments", "What times work best for appointments around your shifts?",
        ["late-afternoon slots", "anything after 2 p.m.", "early-morning slots right after shift"]),
    _PR("contact", "condo", "how she wants the lawyer's office to contact her", "I", "from the lawyer's office",
        "how the lawyer's office reaches me", "I can't take calls while I'm asleep after nights", "contact",
        "How do you prefer the lawyer's office to reach you?",
        ["email over phone calls", "texts, not calls", "voicemail, never a live call"]),
    _PR("campfood", "canoe", "kid's preferred camp breakfast", "{kid}", "for breakfast at camp", "camp breakfast",
        "it's the only thing that works before paddling", "camp breakfast", "What does {kid} like for breakfast on trips?",
        ["bannock with maple syrup", "instant oatmeal with dried mango", "tapioca crepes with cheese"]),
    _PR("kidlunch", "kid", "kid's preferred lunch", "{kid}", "in the lunchbox", "{kid}'s lunch",
        "the sandwiches keep coming home untouched", "lunch", "What does {kid} actually eat at lunch?",
        ["leftover feijão in the thermos", "rice balls with furikake", "the little cheese empanadas"]),
    _PR("shiftpattern", "shifts", "her preferred night-shift pattern", "I", "when I self-schedule", "self-scheduling",
        "my sleep recovers better that way", "shift pattern", "Is there a pattern of shifts that works best for you?",
        ["nights in blocks of three", "weekends bundled with nights", "two nights on, two off"]),
    _PR("greycoat", "pets", "greyhound's preferred winter coat", "the greyhound", "on cold walks", "the grey's coat",
        "he shivers in anything thinner", "grey's coat", "Does he have a favourite coat for the cold?",
        ["the fleece-lined snood", "the red puffer coat", "the waterproof one with the hood"]),
    _PR("study", "school", "where she prefers to study", "I", "for studying", "studying",
        "I can't focus at home with everyone around", "study spot", "Where do you get your best studying done?",
        ["the library carrels on the fourth floor", "the hour right after school drop-off", "the quiet car on the GO train"]),
    _PR("dadfood", "dad", "dad's preferred breakfast", "{dad}", "for breakfast", "{dad}'s breakfast",
        "he's been eating it every day for fifty years", "Pai's breakfast", "What does your dad usually have for breakfast?",
        ["pão na chapa with strong coffee", "papaya with lime", "cuscuz with a fried egg"]),
]


def _C(sid, thread, about, topic, why, source, label, ask, values):
    return dict(id=sid, kind="constraint", thread=thread, about=about, topic=topic, why=why, source=source, label=label,
                ask=ask, subj=topic, gen=lambda rng, v=tuple(values): rng.choice(v))


CONSTRAINT_SUBJECTS = [
    _C("snacks", "kid", "hockey team snack rule", "the team snacks", "one of the kids carries an EpiPen",
       "the team manager", "team snacks", "Are there any rules for the team snacks?",
       ["no peanuts", "nothing with tree nuts", "no nuts of any kind"]),
    _C("layover", "dad", "dad's flight routing constraint", "{dad}'s flights", "he doesn't have a US visa",
       "the travel agent", "Pai's flights", "Any restrictions on his routing?",
       ["no US layovers", "no connections through the States"]),
    _C("petrule", "condo", "building pet rule", "the building's pet rules", "it's in the condo declaration",
       "the status certificate", "pet rules", "Did the declaration say anything about pets?",
       ["no dogs over 25 kg", "only one dog per unit", "dogs must be carried in the elevator"]),
    _C("portage", "canoe", "portage length limit for the canoe trip", "the canoe route", "{kid} has to carry a pack too",
       "{partner}", "portages", "Is there a limit on portage length you want to keep to?",
       ["no portages over 1,000 m", "nothing longer than a 700 m portage"]),
    _C("back", "home", "her lifting restriction", "the move", "I tweaked my back transferring a patient",
       "the physio", "my back", "Any restrictions for you physically during the move?",
       ["no lifting over 20 lb", "nothing heavier than a laundry basket"]),
    _C("sugar", "dad", "dad's dietary restriction", "{dad}'s meals", "his diabetes is not well controlled",
       "his doctor", "Pai's diet", "Does your dad have any dietary restrictions?",
       ["no added sugar", "no white rice at dinner", "no sweet drinks, not even guaraná"]),
    _C("dragonfood", "pets", "bearded dragon food restriction", "the dragon's food", "the vet was very clear about it",
       "the reptile vet", "dragon food", "Is there anything the dragon absolutely can't eat?",
       ["no fireflies", "no spinach or citrus", "no wild-caught bugs"]),
    _C("exams", "school", "scheduling rule around exams", "my schedule around exams", "last term I failed a quiz after a night",
       "my supervisor", "exam weeks", "Do you block off anything around exams?",
       ["no night shifts the week before exams", "no overtime during exam weeks"]),
    _C("leasekm", "car", "lease kilometre limit", "the lease", "the overage is sixteen cents a kilometre",
       "the lease rep", "lease km", "What's the kilometre allowance on the lease?",
       ["no more than 20,000 km a year", "a 16,000 km yearly cap"]),
]

SUBJECTS = {
    "person": PERSON_SUBJECTS, "pet": PET_SUBJECTS, "date": DATE_SUBJECTS, "amount": AMOUNT_SUBJECTS,
    "phone": PHONE_SUBJECTS, "address": ADDRESS_SUBJECTS, "id": ID_SUBJECTS, "decision": DECISION_SUBJECTS,
    "preference": PREFERENCE_SUBJECTS, "constraint": CONSTRAINT_SUBJECTS,
}

# --------------------------------------------------------------------------------------------------------------
# Fact templates per kind and style.  {V} is the value; other fields come from the subject and the world.
# "casual" templates feed the texting and dictation styles; "list" and "buried" are assembled generically.
# --------------------------------------------------------------------------------------------------------------
KT = {
    "person": {
        "plain": [
            "{Our_role} is {V}. {He} {does}.",
            "So we finally have a name: {the_role} is {V}.",
            "Just so it's written down somewhere, {the_role} is {V}, from {org}.",
            "We're working with {V} as {our_role}, and so far {he} answers emails within the hour, which is a miracle.",
            "I spoke to {the_role} today, {V}, and {he} was lovely.",
        ],
        "vfirst": [
            "{V} - that's {the_role}. {He} {does}.",
            "{V} is the name you'll see on the emails; {he}'s {the_role}.",
            "{V}, {the_role}, finally called me back today.",
            "{V}. Remember that name, {he}'s {the_role} and {he} {does}.",
        ],
        "sub": [
            "Since {V} {does}, I should probably {task} {him} before the weekend.",
            "When I talked to {V}, who {does}, {he} said there was nothing to worry about yet.",
            "Now that {V} is {our_role}, I can stop chasing three different people.",
            "I have to {task} {V} before Friday, because apparently nothing moves until {he} has it.",
        ],
        "reported": [
            "{Source} says {the_role} is {V} and that {he}'s very good.",
            "According to {source}, we should ask for {V}, since {he} {does}.",
            "{Partner} told me on the phone: 'ask for {V}, {he}'s {the_role}.'",
            "The email from {source} said our contact is {V}, who {does}.",
        ],
        "answer": [
            "{V}.",
            "It's {V}. {He} {does}.",
            "Oh right, sorry - {V}, from {org}.",
            "{V}! {Source} recommended {him}.",
        ],
        "question": [
            "Should I {task} {V} directly, or go through {source}?",
            "Is it normal that {V} hasn't replied in three days? {He}'s {the_role}.",
            "Would it be rude to text {V} on a Sunday? {He} {does}, so I don't want to annoy {him}.",
            "How formal should my email to {V} be? It's {the_role}, and I've never written to {him} before.",
        ],
        "pasted": [
            "Pasting from the email: \"Hi there, my name is {V} and I'll be your main contact from now on. Please don't hesitate to reach out.\"",
            "The signature at the bottom says: {V} | {sig} | {org}.",
            "From the voicemail transcript: \"...hi, this is {V} from {org} calling back about your file, call me when you can...\"",
        ],
        "paren": [
            "I finally heard back ({the_role} is {V}, by the way) and things are moving.",
            "Long day, but good news on one front: {V} (that's {the_role}) says we're on track.",
            "We had a call with the person who {does} - {V}, if I didn't say - and it went fine.",
        ],
        "casual": [
            "ok so {the_role} is {V}. {he} seems nice",
            "{the_role} is {V} btw. {he}'s super chill",
            "got a name finally: {V}, {the_role}",
            "{V}!! that's {the_role}. remember it for me pls",
        ],
    },
    "pet": {
        "plain": [
            "{Name_of} is {V}. {Detail}.",
            "It's official: {name_of} is {V}.",
            "For the record, {name_of} is {V}. {Detail}.",
            "We never told you, but {name_of} is {V}.",
        ],
        "vfirst": [
            "{V}! That's {name_of}. {Detail}.",
            "{V} - that's what everyone calls {pet} now.",
            "{V}. Yes, that is {name_of}, and no, I didn't choose it.",
        ],
        "sub": [
            "Since {pet} answers to {V} now, {kid} keeps yelling it across the house.",
            "Because {name_of} is {V}, {partner} keeps making terrible puns.",
            "Ever since we settled on {V} for {pet}, {kid} has been drawing it on everything.",
        ],
        "reported": [
            "{Source} says {name_of} is {V}, apparently.",
            "{Kid} announced at dinner that {name_of} is {V} and that's final.",
            "{Source} told me {name_of} is {V}. {Detail}.",
        ],
        "answer": [
            "{V}!",
            "It's {V}. {Detail}.",
            "{V} - {kid} picked it.",
            "Ha, {V}. Don't laugh.",
        ],
        "question": [
            "Is {V} a ridiculous name for {pet}? Be honest.",
            "Do you think {pet} will ever come when we call {V}?",
            "Can you think of a nickname for {V}? That's {name_of}, and it's a mouthful.",
        ],
        "pasted": [
            "The sticker on the file at the clinic literally says \"{V}\", so I guess that's official for {pet}.",
            "Copying from the paperwork: \"Animal name: {V}\". That's {pet}.",
        ],
        "paren": [
            "Had a funny moment with {pet} ({V}, if I never told you the name) this morning.",
            "{Kid} made a birthday card for {pet} - {V}, for the record - with glitter everywhere.",
        ],
        "casual": [
            "{name_of} is {V} lol",
            "its {V}. {pet} is {V}. dont judge",
            "{V} is {name_of} btw, {kid} chose it",
        ],
    },
    "date": {
        "plain": [
            "{Event} is on {V}.",
            "{Event} got booked for {V}, so {conseq}.",
            "It's official, {event} is on {V}.",
            "Heads up: {event} is on {V}. {Conseq}.",
        ],
        "vfirst": [
            "{V} - that's {event}. {Conseq}.",
            "{V} is the date for {event}, mark it somewhere.",
            "{V}. That's when {event} is, finally confirmed.",
        ],
        "sub": [
            "Because {event} is on {V}, {conseq}.",
            "If {event} really is on {V}, {conseq}.",
            "I've been stressed since {source} confirmed {event} for {V}.",
            "Now that {event} is set for {V}, {conseq}.",
        ],
        "reported": [
            "{Source} called and said {event} is on {V}.",
            "{Partner} heard from {source} that {event} is on {V}.",
            "According to {source}, {event} is {V}, and they don't do changes.",
        ],
        "answer": [
            "{V}.",
            "It's on {V}.",
            "They gave us {V}. {Conseq}.",
            "{V}, if nothing changes.",
        ],
        "question": [
            "Is {V} going to be too tight for {event}? {Conseq}.",
            "Can you help me plan the week around {V}? That's {event}.",
            "Do you think I can do a night shift the day before {V}? That's {event}.",
        ],
        "pasted": [
            "The email just says \"Confirmed for {V}. Please arrive 15 minutes early.\" - that's for {event}.",
            "Copying the text message: \"Reminder: {label} on {V}. Reply Y to confirm.\"",
            "Calendar invite from {source}: \"{Label} - {V}\". So there we go.",
        ],
        "paren": [
            "Work is chaotic (and {event} is on {V}, which doesn't help), but I'm hanging in there.",
            "We're planning the month - {event} on {V}, remember - and it's already full.",
        ],
        "casual": [
            "{event} is {V} fyi",
            "{V} for {event}!! finally",
            "ok {event} = {V}. dont let me forget",
        ],
    },
    "amount": {
        "plain": [
            "{Thing} is {V}.",
            "{Thing} came to {V}, {reaction}.",
            "We finally have the number for {thing}: {V}.",
            "So {thing} is {V}. Deep breaths.",
        ],
        "vfirst": [
            "{V}. That's {thing}. {Reaction}.",
            "{V} is what {thing} ended up being.",
            "{V} - {thing}, {reaction}.",
        ],
        "sub": [
            "Since {thing} is {V}, we need to rethink the budget a bit.",
            "Now that we know {thing} is {V}, {partner} wants to make a spreadsheet.",
            "Even though {thing} is {V}, {partner} thinks we're fine.",
                    ],
        "reported": [
            "{Source} said {thing} would be {V}.",
            "{Partner} checked and says {thing} is {V}.",
            "According to {source}, {thing} is {V}, {reaction}.",
        ],
        "answer": [
            "{V}.",
            "It was {V}.",
            "{V}, {reaction}.",
            "{V}. I nearly fainted.",
        ],
        "question": [
            "Is {V} normal for {thing}? {Reaction}.",
            "How would you fit {V} for {thing} into our monthly budget?",
            "Should we negotiate {thing}, or is {V} reasonable?",
        ],
        "pasted": [
            "Straight from the invoice: \"Total due: {V}\" - that's {thing}.",
            "The quote line says \"{V}\" next to {label}. Ugh.",
            "Screenshot text from {source}: \"{Label}: {V}\".",
        ],
        "paren": [
            "Budget talk with {partner} tonight ({thing} is {V}, ugh) so wish me luck.",
            "We sat down with the numbers - {thing} at {V}, for one - and it's tight but doable.",
        ],
        "casual": [
            "{thing} = {V} smh",
            "{V} for {thing} lol send help",
            "{thing} came in at {V}. ok",
        ],
    },
    "phone": {
        "plain": [
            "{Whose} is {V}.",
            "Save this somewhere: {whose} is {V}.",
            "{Whose} is {V}. {Note}.",
        ],
        "vfirst": [
            "{V} - {whose}. {Note}.",
            "{V} is {whose}, in case I lose it again.",
            "{V}. That's {whose}, {note}.",
        ],
        "sub": [
            "If I can't get through on {V}, which is {whose}, I'll just email.",
            "Since {whose} is {V}, {partner} can call while I'm asleep after nights.",
            "I called {V} three times, because that's {whose}, and nobody picked up.",
        ],
        "reported": [
            "{Source} gave me {whose}: {V}.",
            "{Partner} says {whose} is {V}. {Note}.",
            "According to {source}, {whose} is {V}.",
        ],
        "answer": [
            "{V}.",
            "It's {V}. {Note}.",
            "Yep: {V}.",
        ],
        "question": [
            "Is {V} a cell or an office line? It's supposed to be {whose}.",
            "Should I text {V} or call? That's {whose}.",
            "Can you remind me what to say when I call {V}? It's {whose}.",
        ],
        "pasted": [
            "From the business card: \"Tel. {V}\" - that's {whose}.",
            "The voicemail said to call back at {V}. That's {whose}.",
            "Copying from {source}: \"Questions? Call {V}.\"",
        ],
        "paren": [
            "I left a message ({whose} is {V}) and now I'm just waiting.",
            "Spent my break on hold - {whose}, {V}, if you need it - and gave up.",
        ],
        "casual": [
            "{whose} {V} fyi",
            "{V} is {whose} pls remember it for me lol",
            "number for {label}: {V}",
        ],
    },
    "address": {
        "plain": [
            "{Place} is at {V}.",
            "The address for {place} is {V}.",
            "{Place} is at {V}. {Note}.",
        ],
        "vfirst": [
            "{V} - that's {place}. {Note}.",
            "{V} is {place}, if anyone asks.",
            "{V}. That's {place}, {note}.",
        ],
        "sub": [
            "Since {place} is at {V}, the drive from {hood} is going to be fun.",
            "Once we get to {V}, which is {place}, I'll text {partner}.",
            "I Googled {V}, because that's {place}, and it looks nicer than I expected.",
        ],
        "reported": [
            "{Source} sent the address for {place}: {V}.",
            "{Partner} says {place} is at {V}. {Note}.",
            "According to {source}, {place} is {V}.",
        ],
        "answer": [
            "{V}.",
            "It's {V}. {Note}.",
            "{V} - {note}.",
        ],
        "question": [
            "How long would it take to get to {V} from {hood} at rush hour? That's {place}.",
            "Is there parking near {V}? It's {place}.",
            "Do you know anything about the area around {V}? That's {place}.",
        ],
        "pasted": [
            "Copying from the confirmation: \"Location: {V}\" - {place}.",
            "The pin in the email says {V}. That's {place}.",
            "Straight from {source}: \"Address: {V}\".",
        ],
        "paren": [
            "We drove past {place} ({V}) on the way home and it looked good.",
            "I walked by {place} - {V}, the one I mentioned - and there was a line out the door.",
        ],
        "casual": [
            "{place} is {V} fyi",
            "addy for {label}: {V}",
            "{V} = {place} ok",
        ],
    },
    "id": {
        "plain": [
            "{What} is {V}.",
            "For {use}, {what} is {V}.",
            "Putting this here so I stop digging for it: {what} is {V}.",
        ],
        "vfirst": [
            "{V} - that's {what}.",
            "{V} is {what}, keep it handy please.",
            "{V}. {What}, for {use}.",
        ],
        "sub": [
            "Since they keep asking for {what}, which is {V}, I'm putting it here.",
            "When the form asks for {what} - {V} - I always have to dig through my purse.",
            "Now that I have {what}, {V}, I can finally do {use}.",
        ],
        "reported": [
            "{Source} says {what} is {V}.",
            "{Partner} read it off the paper: {what} is {V}.",
            "According to {source}, {what} is {V}, and I should keep it for {use}.",
        ],
        "answer": [
            "{V}.",
            "Here: {V}.",
            "It's {V}, I just checked {source}.",
        ],
        "question": [
            "Do I put {V} in the box for {what}, or is that something else?",
            "Is {V} the right format for {what}? The website keeps rejecting it.",
            "Does {V} look like a normal number to you? It's {what}.",
        ],
        "pasted": [
            "From the confirmation: \"Reference: {V}\" - that's {what}.",
            "The top right corner of the page says \"{V}\". That's {what}.",
            "Copying from {source}: \"{Label}: {V}\".",
        ],
        "paren": [
            "Finally done with the forms ({what} is {V}) and I need a glass of wine.",
            "Spent an hour on {use} - {what} is {V}, for next time - and it still didn't work.",
        ],
        "casual": [
            "{what} {V}",
            "its {V} for {what} btw",
            "{label} = {V} save it pls",
        ],
    },
    "decision": {
        "plain": [
            "We decided on {V} for {topic}.",
            "Final answer on {topic}: {V}.",
            "Okay, {topic} is settled. We're going with {V}, because {why}.",
            "{Partner} and I talked it through and it's {V} for {topic}.",
        ],
        "vfirst": [
            "{V}. That's what we're doing for {topic}. {Why}.",
            "{V} it is, for {topic}.",
            "{V} - final decision on {topic}, no more debating.",
        ],
        "sub": [
            "Since we picked {V} for {topic}, I can stop reading about it at 3 a.m.",
            "Now that {partner} and I agreed on {V}, {topic} is one less thing.",
            "Because we're going with {V}, {topic} is finally off my list.",
        ],
        "reported": [
            "{Partner} says he's fine with {V} for {topic}, so that's that.",
            "{Source} recommended {V} for {topic} and we agreed.",
            "{Partner} texted me 'ok, {V}', so {topic} is decided.",
        ],
        "answer": [
            "{V}.",
            "We went with {V}.",
            "{V}, because {why}.",
            "Decided last night: {V}.",
        ],
        "question": [
            "Does {V} sound sensible for {topic}? {Why}.",
            "Am I crazy to go with {V} for {topic}?",
            "What are the downsides of {V} for {topic}? We basically decided already.",
        ],
        "pasted": [
            "What I sent {partner}: \"ok decided, {V}, no more debating\".",
            "The note on the fridge now says \"{Label}: {V}\". Done.",
        ],
        "paren": [
            "After two hours of going back and forth ({V}, in the end, for {topic}) we watched a movie.",
            "Big night of decisions - {topic} is {V}, by the way - and now I need sleep.",
        ],
        "casual": [
            "ok {V} for {topic}. done. decided",
            "we're doing {V} lol",
            "{topic}: {V}. final",
        ],
    },
    "preference": {
        "plain": [
            "{Holder} {prefers} {V} {ctx}.",
            "{Holder} always {wants} {V} {ctx}.",
            "For {topic}, {holder} {likes} {V} best, {why}.",
        ],
        "vfirst": [
            "{V} - that's what {holder} {likes} {ctx}.",
            "{V}, always, {ctx}. {Why}.",
            "{V}. That's the only way {holder} {likes} it {ctx}.",
        ],
        "sub": [
            "Because {holder} {prefers} {V} {ctx}, I always check before booking anything.",
            "Since {holder} only {wants} {V} {ctx}, I've stopped offering alternatives.",
            "Whenever I sort out {topic}, I ask for {V}, since {why}.",
        ],
        "reported": [
            "{Partner} reminded me: {V} {ctx}, always.",
            "{Partner} says I should tell you that for {topic} it's {V}, because {why}.",
            "{Kid} informed me that for {topic} it has to be {V}. Direct quote.",
        ],
        "answer": [
            "{V}.",
            "{V}, please.",
            "{V}, {why}.",
            "Definitely {V}.",
        ],
        "question": [
            "Is it too fussy that {holder} only {wants} {V} {ctx}?",
            "Is it reasonable to insist on {V} {ctx}? {Why}.",
            "Can you keep in mind {V} {ctx}? {Why}.",
        ],
        "pasted": [
            "The note in my phone literally says \"{label}: {V}\".",
            "From the list on the fridge: \"{Label} - {V}!!\"",
        ],
        "paren": [
            "Grabbed groceries ({V} for {topic}, obviously) and came home to chaos.",
            "We sorted out {topic} - {V}, as always - and everything else is a mess.",
        ],
        "casual": [
            "{V} {ctx} always lol",
            "{holder} {likes} {V} {ctx} dont forget",
            "for {topic}: {V}. thats it",
        ],
    },
    "constraint": {
        "plain": [
            "Rule for {topic}: {V}.",
            "One hard line for {topic} - {V}. {Why}.",
            "{Topic} comes with one rule: {V}.",
        ],
        "vfirst": [
            "{V}. That's non-negotiable for {topic}.",
            "{V} - {why}, so it's a hard rule for {topic}.",
            "{V}, whatever happens, for {topic}.",
        ],
        "sub": [
            "Because the rule for {topic} is {V}, I'm double-checking everything.",
            "Since {source} said {V} for {topic}, our options shrink a lot.",
            "As long as it's {V}, I'm flexible about the rest of {topic}.",
        ],
        "reported": [
            "{Source} was very clear: {V} for {topic}.",
            "{Partner} reminded me - {V}, because {why}.",
            "{Source} said it again today: {V}.",
        ],
        "answer": [
            "{V}.",
            "Just one: {V}.",
            "{V}, because {why}.",
        ],
        "question": [
            "How strict should I be with the '{V}' rule for {topic}?",
            "Is '{V}' going to make {topic} much harder to plan?",
            "How do I explain {V} to people who don't take it seriously? It's for {topic}.",
        ],
        "pasted": [
            "The email says, in bold: \"{V}.\" That's for {topic}.",
            "From {source}'s note: \"Please remember: {V}.\"",
        ],
        "paren": [
            "Planning {topic} ({V}, remember) is like a puzzle.",
            "We went over {topic} again - {V}, of course - and made a new plan.",
        ],
        "casual": [
            "{V} for {topic}!! important",
            "reminder to self: {V}. {topic}",
            "{topic} = {V}. no exceptions",
        ],
    },
}

# Assistant acknowledgements that echo the value.
ECHO = {
    "person": ["Got it - {V} is {the_role}. I'll keep that in mind.", "Noted: {the_role}, {V}.",
               "Great, having {V} as a single point of contact should make things easier."],
    "pet": ["{V} is a great name.", "Ha, {V}! Noted.", "{V} suits {pet}, honestly."],
    "date": ["Okay, {event} on {V}. Want me to help plan around it?", "Noted for {V}.",
             "{V} it is. I'd block the day before too, with your shifts."],
    "amount": ["{V} for {thing} - noted.", "Okay, {V}. That's useful for the budget.",
               "Thanks - I'll use {V} when we do the numbers."],
    "phone": ["Saved: {V} for {whose}.", "Got it, {V}.", "Noted - {whose} is {V}."],
    "address": ["Got it, {V}.", "Okay - {place} at {V}.", "Noted: {V}."],
    "id": ["Noted: {V}. Keep the original somewhere safe too.", "Got it - {V}.", "Okay, {what}: {V}."],
    "decision": ["{V} sounds like a solid choice.", "Great, {V} it is.", "Okay - {V} for {topic}. One less thing."],
    "preference": ["{V} {ctx} - noted.", "Got it, {V}.", "Noted: {V}."],
    "constraint": ["Understood - {V}. I'll keep that in mind for anything we plan.", "Got it: {V}.",
                   "Noted, {V} for {topic}."],
}

LIST_INTROS = ["My list for this week:", "Notes from today, dumping them here:", "Things I need to keep track of:",
               "ok running list", "Checklist before the weekend:", "Brain dump before I sleep:",
               "Writing these down before I forget:", "Stuff for this week, in no particular order:"]
LIST_LINES = ["{label}: {V}", "{label} -> {V}", "{V} ({label})", "{label} - {V}", "{Label}: {V}"]
BURY_CONNECTORS = ["Oh, and", "Also, before I forget:", "Anyway.", "Unrelated, but", "Oh right,", "Also -",
                   "Side note:", "And then,", "Totally different topic:", "Ah, and"]

# Correction templates: {V} is the new value, {S} the old one.
CORR = {
    "person": [
        "Quick update - {S} handed our file off, so {the_role} is now {V}.",
        "Turns out I had the name wrong. {The_role} is {V}; {S} is the person who referred us.",
        "{V} is {our_role} from now on. {S} moved to another office, apparently.",
        "ugh, they switched us: {V} instead of {S}",
        "Not {S} anymore - it's {V} who {does} now.",
        "{S} went on leave, so now we deal with {V}. Same job, new person.",
    ],
    "date": [
        "They moved {event} to {V}. So {S} is off.",
        "Scratch that about {event}, it's actually {V}, not {S}.",
        "{V} now for {event} - the {S} slot fell through.",
        "Ok update: {event} got pushed from {S} to {V}.",
        "I misread the email, {event} is {V}. I had {S} written down, no idea why.",
        "Change of plans: {event} is no longer {S}. New date is {V}.",
    ],
    "amount": [
        "The final number for {thing} came in at {V}, not the {S} I told you.",
        "Turns out {thing} is {V}. {S} was last year's figure.",
        "{V}! That's {thing} now - it was {S} when I first asked.",
        "Ignore the {S} I said for {thing}. Real number: {V}.",
        "They revised {thing}: {V} instead of {S}.",
    ],
    "phone": [
        "I had the wrong number for {whose}: it's {V}. {S} goes to some random guy's voicemail.",
        "New number for {whose}: {V}. The {S} one is disconnected.",
        "{S} is dead - {whose} is {V} now.",
        "Oops, I copied the wrong number. {Whose} is {V}, not {S}.",
        "They changed lines, so {whose} is {V} now instead of {S}.",
    ],
    "address": [
        "They moved - {place} is now at {V}, not {S}.",
        "I had the address wrong for {place}. It's {V}. {S} was the old location.",
        "Correction on {place}: {V} (I said {S} before, wrong building).",
        "{V} is the right address for {place}. Forget {S}.",
        "Turns out {S} was their old spot; {place} is at {V} now.",
    ],
    "id": [
        "What I gave you for {what} was wrong - {S} was an old one, the right one is {V}.",
        "They reissued it: {what} is now {V}. Throw away {S}.",
        "Typo on my part: {what} is {V}, not {S}.",
        "{V} is the real one for {what}. {S} was from the cancelled attempt.",
        "New one for {what}: {V}. The old {S} doesn't work anymore.",
    ],
    "generic": [
        "Scratch what I said about {subj}: it's {V}, not {S}.",
        "Correction on {subj} - {V}. I said {S} earlier but that was wrong.",
        "it's actually {V} for {subj}. not {S}. my brain is fried",
        "Wait, I messed up. {Subj} is {V}. Forget {S}.",
        "Update on {subj}: {S} is out, {V} is in.",
        "Small fix for your notes: {subj} changed from {S} to {V}.",
        "Hmm, I told you {S} for {subj}, right? Turns out it's {V}.",
    ],
}
CORR_ACK_ECHO = ["Thanks for the update - {subj} is now {V}.", "Got it, updated to {V}.", "Noted: {V} from now on.",
                 "Okay, {V} it is. Good catch."]
CORR_ACK = ["Good catch, I'll use the new one from here.", "Thanks for correcting that.", "Okay, updated.",
            "Got it - the new one replaces the old.", "No problem, that happens with so much going on."]

# --------------------------------------------------------------------------------------------------------------
# Engine
# --------------------------------------------------------------------------------------------------------------


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


class _Slots(dict):
    """format_map mapping: world and subject fields first, then random picks from SLOTS (cached per message).

    ``{Key}`` is the capitalised form of ``{key}``; ``{coworker2}`` is a second, different pick from ``coworker``.
    """

    def __init__(self, rng: random.Random, *bases: dict):
        super().__init__()
        for b in bases:
            self.update(b)
        self.rng = rng
        self.used: dict[str, list[str]] = {}

    def __missing__(self, key: str) -> str:
        if key[:1].isupper():
            low = key[:1].lower() + key[1:]
            if low in self or low.rstrip("0123456789") in SLOTS:
                val = _cap(self[low])
                self[key] = val
                return val
        base = key.rstrip("0123456789")
        pool = SLOTS.get(base)
        if pool is None:
            raise KeyError(key)
        val = ""
        for _ in range(8):
            val = pool(self.rng) if callable(pool) else self.rng.choice(pool)
            if val not in self.used.get(base, ()):
                break
        self.used.setdefault(base, []).append(val)
        self[key] = val
        return val


def _fill(rng: random.Random, template: str, *bases: dict) -> str:
    return template.format_map(_Slots(rng, *bases))


TEXT_SUBS = [(r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bbecause\b", "bc"), (r"\btomorrow\b", "tmrw"),
             (r"\bplease\b", "pls"), (r"\bright now\b", "rn"), (r"\bby the way\b", "btw"), (r"\bokay\b", "ok"),
             (r"\bto be honest\b", "tbh"), (r"\bi don't know\b", "idk"), (r"\bthanks\b", "thx"),
             (r"\bsomething\b", "smth"), (r"\bpeople\b", "ppl"), (r"\bthough\b", "tho"), (r"\bi'm\b", "im"),
             (r"\bdon't\b", "dont"), (r"\bcan't\b", "cant"), (r"\bthat's\b", "thats"), (r"\bit's\b", "its"),
             (r"\bwhat\b", "wat"), (r"\bfor real\b", "fr"), (r"\bseriously\b", "srsly")]


def _texting(rng: random.Random, s: str) -> str:
    s = s.lower()
    for pat, rep in TEXT_SUBS:
        if rng.random() < 0.8:
            s = re.sub(pat, rep, s)
    if rng.random() < 0.7:
        s = re.sub(r"\.(\s|$)", r"\1", s)
    if rng.random() < 0.4:
        s = s.replace(", ", " ")
    return s.strip()


def _dictate(rng: random.Random, s: str) -> str:
    s = s.lower().replace(" - ", ", ")
    s = re.sub(r",\s+", lambda m: rng.choice([" comma ", ", ", " ", " comma, "]), s)
    marks = {".": [" period ", ". ", " full stop ", " ", "... ", " period. "],
             "?": [" question mark ", "? ", " ", "?? "], "!": [" exclamation point ", "! ", " exclamation mark ", " "]}
    s = re.sub(r"([.!?])(\s+|$)", lambda m: rng.choice(marks[m.group(1)]), s)
    s = s.replace("'", "" if rng.random() < 0.5 else "'")
    words = s.split(" ")
    out = []
    for w in words:
        out.append(w)
        if w and rng.random() < 0.07:
            out.append(rng.choice(["um", "uh", "like", "um,", "so"]))
    s = " ".join(x for x in out if x != "")
    pre = rng.choice(["", "ok so ", "okay um ", "[voice message] ", "(dictating this while driving sorry) ",
                      "hey so ", "right so ", "[voice to text] "])
    post = rng.choice(["", " end of message", " send", " period", " over", " ok send"])
    return (pre + s.strip() + post).strip()


class _Fact:
    def __init__(self, kind: str, subj: dict, fields: dict, value: str):
        self.kind = kind
        self.subj = subj
        self.thread = subj["thread"]
        self.about = subj["about"]
        self.fields = fields
        self.value = value
        self.stale: str | None = None
        self.turn = -1
        self.corr_turn: int | None = None
        self.style = "plain"

    @property
    def first_value(self) -> str:
        return self.stale if self.stale is not None else self.value


def _make_world(rng: random.Random) -> dict:
    kid, g = rng.choice(KIDS)
    return dict(partner=rng.choice(PARTNERS), kid=kid, kid_she="she" if g == "f" else "he",
                kid_her="her" if g == "f" else "him", kid_hers="her" if g == "f" else "his",
                hospital=rng.choice(HOSPITALS), hood=rng.choice(HOODS), car=rng.choice(CARS), uni=rng.choice(UNIS),
                unit=rng.choice(UNITS), grade=str(rng.randint(2, 5)))


def _subject_fields(rng: random.Random, world: dict, subj: dict, gender: str | None) -> dict:
    slots = _Slots(rng, world, {"dad": rng.choice(["Dad", "my dad", "Pai", "my father"])})
    fields = {k: v.format_map(slots) for k, v in subj.items() if isinstance(v, str)}
    if gender is not None:
        fields.update(he="she" if gender == "f" else "he", him="her" if gender == "f" else "him",
                      his="her" if gender == "f" else "his")
    if subj["kind"] == "preference":
        me = fields["holder"] == "I"
        fields.update(prefers="prefer" if me else "prefers", wants="want" if me else "wants",
                      likes="like" if me else "likes")
    return fields


def _gen_value(rng: random.Random, subj: dict) -> tuple[str, str | None]:
    v = subj["gen"](rng)
    if isinstance(v, tuple):
        return v
    return v, None


def _ok_value(v: str, reserved: list[str], texts: list[str]) -> bool:
    lv = v.lower()
    if len(lv) < 4:
        return False
    if any(lv in r or r in lv for r in reserved):
        return False
    return not any(lv in t for t in texts)


# ---------------------------------------------------------------- writer

_STOP = set("""that this with have from they what your just about been were when will there their them then than into
like some more only also over very really because which would could should does here after before again being other
still these those much many even while where whole it's that's don't i'm can't thing things know think right going
sure make made take said says well okay honestly actually every everyone something usually often""".split())


def _words(text: str) -> set[str]:
    out = set()
    for w in re.findall(r"[a-zà-ÿ0-9]+", text.lower()):
        if len(w) >= 4 and w not in _STOP:
            out.add(w[:-1] if w.endswith("s") else w)
    return out


AI_WORDS = {th: [_words(t) for t in FILLER[th]["ai"]] for th in THREADS}


def _end(s: str) -> str:
    """Close a sentence that is about to be followed by another one."""
    return s if s[-1:] in ".!?\"')" else s + "."


def _tidy(s: str) -> str:
    s = re.sub(r"(a\.m|p\.m)\.\.", r"\1.", s)
    s = re.sub(r"([?!])\.", r"\1", s)
    return s


_LOWER_OK = set("""the since since when now we so just for it's our because okay if long work budget putting heads rule
one finally spent after big grabbed planning had even ever once whenever as save my tuition what his it they""".split())


class _Writer:
    """Builds message text; holds the per-conversation template decks so repeats are spread out."""

    def __init__(self, rng: random.Random, world: dict):
        self.rng = rng
        self.world = world
        self.decks: dict[tuple, list[str]] = {}
        self.recent_ai: dict[str, list[str]] = {}
        self.used_corr: list[str] = []

    # -- helpers
    def draw(self, key: tuple, pool: list[str], avoid: tuple[str, ...] = ()) -> str:
        deck = self.decks.get(key)
        for _ in range(3):
            if not deck:
                deck = list(pool)
                self.rng.shuffle(deck)
                self.decks[key] = deck
            item = deck.pop()
            if item not in avoid:
                return item
        return item

    def fill(self, template: str, *bases: dict) -> str:
        return template.format_map(_Slots(self.rng, self.world, *bases))

    # -- filler
    def user_sentences(self, thread: str, n: int) -> list[str]:
        pool = FILLER[thread]["user"]
        slots = _Slots(self.rng, self.world)
        picked: list[str] = []
        for _ in range(n):
            picked.append(self.draw(("u", thread), pool, tuple(picked)))
        return [t.format_map(slots) for t in picked]

    def user_filler(self, thread: str, n: int | None = None, frame: bool = True) -> str:
        if n is None:
            r = self.rng.random()
            n = 1 if r < 0.3 else (2 if r < 0.9 else 3)
        parts = self.user_sentences(thread, n)
        if frame and self.rng.random() < 0.25:
            parts.insert(0, self.rng.choice(USER_OPENERS))
        if frame and self.rng.random() < 0.22:
            parts.append(self.rng.choice(USER_CLOSERS))
        return " ".join(parts)

    def ai_reply(self, thread: str, user_text: str, n: int | None = None, ask: bool = True,
                 opener: bool = True) -> str:
        rng = self.rng
        if n is None:
            n = 1 if rng.random() < 0.25 else 2
        pool = FILLER[thread]["ai"]
        recent = self.recent_ai.setdefault(thread, [])
        uw = _words(user_text)
        chosen: list[int] = []
        for k in range(n):
            every = [i for i in range(len(pool)) if i not in chosen]
            strong = [(len(uw & AI_WORDS[thread][i]), i) for i in every]
            strong = [(sc, i) for sc, i in strong if sc >= 2]
            cands = [i for i in every if pool[i] not in recent] or every
            scores = [len(uw & AI_WORDS[thread][i]) for i in cands]
            best = max(scores)
            if strong and (k == 0 or rng.random() < 0.7):
                top_sc = max(sc for sc, _ in strong)
                chosen.append(rng.choice([i for sc, i in strong if sc == top_sc]))
            elif best >= 1 and (k == 0 or rng.random() < 0.6):
                top = [i for i, sc in zip(cands, scores, strict=False) if sc == best]
                chosen.append(rng.choice(top))
            else:
                chosen.append(rng.choice(cands))
        for i in chosen:
            recent.append(pool[i])
        del recent[:-10]
        slots = _Slots(rng, self.world)
        parts = [pool[i].format_map(slots) for i in chosen]
        if opener and rng.random() < 0.5:
            parts.insert(0, rng.choice(AI_OPENERS))
        if ask and rng.random() < 0.3:
            parts.append(self.draw(("ask", thread), FILLER[thread]["ask"]).format_map(slots))
        return " ".join(parts)

    def todo(self, thread: str) -> str:
        return _cap(self.fill(self.draw(("todo", thread), FILLER[thread]["todo"])))

    # -- facts
    def core(self, fact: _Fact, style: str, extra: dict) -> str:
        return self.fill(self.draw(("kt", fact.kind, style), KT[fact.kind][style]), fact.fields, extra)

    def fact_user(self, fact: _Fact, style: str) -> str:
        rng = self.rng
        extra = {"V": VS}
        th = fact.thread
        if style == "answer":
            core = _end(self.core(fact, "answer", extra))
            if rng.random() < 0.75:
                return core + " " + self.user_filler(th, 1 if rng.random() < 0.75 else 2, frame=False)
            return core
        if style == "list":
            items = [self.todo(th)]
            for _ in range(rng.randint(2, 4)):
                items.append(self.todo(rng.choice(THREADS)))
            items = list(dict.fromkeys(items))
            line = self.fill(rng.choice(LIST_LINES), fact.fields, extra)
            items.insert(rng.randint(1, len(items)), line)
            bullet = rng.choice(["- ", "* ", "• ", "num", ""])
            lines = [f"{i + 1}) {x}" if bullet == "num" else bullet + x for i, x in enumerate(items)]
            head = rng.choice(LIST_INTROS)
            if rng.random() < 0.6:
                head = self.user_filler(th, 1, frame=False) + "\n" + head
            return head + "\n" + "\n".join(lines)
        if style == "buried":
            others = [x for x in THREADS if x != th]
            asides = [self.user_filler(rng.choice(others), 1, frame=False) for _ in range(rng.randint(2, 3))]
            core = self.core(fact, rng.choice(["plain", "plain", "paren", "sub"]), extra)
            if rng.random() < 0.6:
                first = re.match(r"[A-Za-z']*", core).group(0).lower()
                low = first in _LOWER_OK
                core = rng.choice(BURY_CONNECTORS) + " " + (core[:1].lower() + core[1:] if low else core)
            pos = rng.randint(1, len(asides) - 1)
            return " ".join([*asides[:pos], core, *asides[pos:]])
        if style == "texting":
            lines = [self.core(fact, "casual", extra)]
            if rng.random() < 0.75:
                lines.insert(rng.randint(0, 1), self.user_filler(th, 1, frame=False))
            if rng.random() < 0.7:
                lines.append(self.fill(rng.choice(TEXT_BITS)))
            return "\n".join(_texting(rng, x) for x in lines)
        if style == "dictation":
            core = self.core(fact, rng.choice(["casual", "plain", "reported", "sub"]), extra)
            parts = [core, self.user_filler(th, 1, frame=False)]
            if rng.random() < 0.5:
                parts.reverse()
            return _dictate(rng, _tidy(" ".join(parts)))
        core = _end(self.core(fact, style, extra))
        parts = [core]
        if rng.random() < 0.8:
            filler = self.user_filler(th, 1 if rng.random() < 0.8 else 2, frame=False)
            if style in ("sub", "paren") or rng.random() < 0.5:
                parts.append(filler)
            else:
                parts.insert(0, filler)
        if rng.random() < 0.2:
            parts.insert(0, rng.choice(USER_OPENERS))
        if rng.random() < 0.15:
            parts.append(rng.choice(USER_CLOSERS))
        return " ".join(parts)

    def fact_ai(self, fact: _Fact, user_text: str) -> str:
        rng = self.rng
        if rng.random() < 0.4:
            head = self.fill(rng.choice(ECHO[fact.kind]), fact.fields, {"V": VS})
        else:
            head = rng.choice(AI_ACKS)
        return head + " " + self.ai_reply(fact.thread, user_text, rng.randint(1, 2), ask=False, opener=False)

    def corr_user(self, fact: _Fact) -> str:
        rng = self.rng
        pool = CORR[fact.kind] + CORR["generic"]
        fresh = [t for t in pool if t not in self.used_corr] or pool
        tpl = rng.choice(fresh)
        self.used_corr.append(tpl)
        parts = [_end(self.fill(tpl, fact.fields, {"V": VS, "S": SS}))]
        if rng.random() < 0.7:
            filler = self.user_filler(fact.thread, 1 if rng.random() < 0.8 else 2, frame=False)
            if rng.random() < 0.6:
                parts.append(filler)
            else:
                parts.insert(0, filler)
        if rng.random() < 0.3:
            parts.insert(0, rng.choice(["Oh wait.", "Hm.", "Ugh, okay.", "Nossa, one more thing.", "Sorry -",
                                        "Ai, gente."]))
        return " ".join(parts)

    def corr_ai(self, fact: _Fact, user_text: str) -> str:
        rng = self.rng
        if rng.random() < 0.5:
            head = self.fill(rng.choice(CORR_ACK_ECHO), fact.fields, {"V": VS})
        else:
            head = rng.choice(CORR_ACK)
        return head + " " + self.ai_reply(fact.thread, user_text, 1, ask=False, opener=False)


# ---------------------------------------------------------------- plan


def _schedule(rng: random.Random, turns: int) -> list[str]:
    out: list[str] = []
    prev = None
    names = list(THREADS)
    weights = [THREAD_WEIGHTS[t] for t in names]
    while len(out) < turns:
        th = prev
        while th == prev:
            th = rng.choices(names, weights)[0]
        out.extend([th] * rng.randint(2, 6))
        prev = th
    return out[:turns]


def _pick_corrected(rng: random.Random, facts: list[_Fact], n: int) -> list[_Fact]:
    by_kind = {k: [f for f in facts if f.kind == k] for k in CORRECTABLE}
    for lst in by_kind.values():
        rng.shuffle(lst)
    order = list(CORRECTABLE)
    rng.shuffle(order)
    chosen: list[_Fact] = []
    while len(chosen) < n and any(by_kind.values()):
        for k in order:
            if by_kind[k] and len(chosen) < n:
                chosen.append(by_kind[k].pop())
    if len(chosen) < n:
        raise ValueError("not enough correctable facts")
    return chosen


def _place(rng: random.Random, facts: list[_Fact], corrected: list[_Fact], sched: list[str], turns: int) -> None:
    third = turns // 3
    bounds = [(2, third), (third, 2 * third), (2 * third, turns - 1)]
    used: set[int] = set()

    def free(t: int) -> bool:
        return 1 <= t < turns and t - 1 not in used and t not in used and t + 1 not in used

    segs = [0] * 17 + [1] * 17 + [2] * 16
    corr_ids = {id(f) for f in corrected}
    for i, _ in enumerate(corrected):
        segs.remove(i % 2)
    rng.shuffle(segs)
    seg_of = {}
    it = iter(segs)
    for i, f in enumerate(corrected):
        seg_of[id(f)] = i % 2
    for f in facts:
        if id(f) not in corr_ids:
            seg_of[id(f)] = next(it)

    order = corrected + [f for f in facts if id(f) not in corr_ids and f.style == "answer"] + \
        [f for f in facts if id(f) not in corr_ids and f.style != "answer"]
    for f in order:
        lo, hi = bounds[seg_of[id(f)]]
        if id(f) in corr_ids:
            hi = min(hi, turns - 60)
        need_prev = f.style == "answer"
        cands = [t for t in range(lo, hi) if sched[t] == f.thread and free(t)
                 and (not need_prev or sched[t - 1] == f.thread)]
        if id(f) in corr_ids:
            cands = [t for t in cands if any(sched[c] == f.thread and free(c) for c in range(t + 50, turns))]
        if not cands:
            cands = [t for t in range(lo, hi) if free(t)]
            if not cands:
                raise ValueError("conversation too short to place every fact")
            t = rng.choice(cands)
            sched[t] = f.thread
            if need_prev:
                sched[t - 1] = f.thread
        else:
            t = rng.choice(cands)
        f.turn = t
        used.add(t)
        if id(f) in corr_ids:
            cc = [c for c in range(t + 50, turns) if sched[c] == f.thread and free(c)]
            if not cc:
                cc = [c for c in range(t + 50, turns) if free(c)]
                if not cc:
                    raise ValueError("conversation too short for corrections")
                c = rng.choice(cc)
                sched[c] = f.thread
            else:
                c = rng.choice(cc)
            f.corr_turn = c
            used.add(c)


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    """Build one deterministic conversation of ``turns`` turns with 50 planted facts."""
    if turns < 200:
        raise ValueError("world N needs at least 200 turns")
    rng = random.Random(seed)
    world = _make_world(rng)

    # -- choose subjects and values
    chosen: list[tuple[str, dict]] = []
    for kind, n in KIND_COUNTS.items():
        for subj in rng.sample(SUBJECTS[kind], n):
            chosen.append((kind, subj))
    texts = [str(v).lower() for v in world.values()]
    genders: dict[str, str | None] = {}
    # format subject text first (without pronouns) so values can be checked against it
    pre_fields = [_subject_fields(rng, world, subj, None) for _, subj in chosen]
    for fl in pre_fields:
        texts.extend(v.lower() for v in fl.values())
    reserved: list[str] = []
    facts: list[_Fact] = []
    for (kind, subj), fl in zip(chosen, pre_fields, strict=False):
        for _ in range(500):
            v, g = _gen_value(rng, subj)
            if _ok_value(v, reserved, texts):
                break
        else:
            raise RuntimeError(f"could not draw a value for {subj['id']}")
        reserved.append(v.lower())
        genders[subj["id"]] = g
        fields = dict(fl)
        if g is not None:
            fields.update(he="she" if g == "f" else "he", him="her" if g == "f" else "him",
                          his="her" if g == "f" else "his")
        facts.append(_Fact(kind, subj, fields, v))

    corrected = _pick_corrected(rng, facts, n_corrections)
    for f in corrected:
        for _ in range(500):
            nv, _g = _gen_value(rng, f.subj)
            if _ok_value(nv, reserved, texts):
                break
        else:
            raise RuntimeError(f"could not draw a corrected value for {f.subj['id']}")
        reserved.append(nv.lower())
        f.stale, f.value = f.value, nv

    # -- styles, balanced
    pool: list[str] = []
    while len(pool) < len(facts):
        pool += rng.sample(STYLES, len(STYLES))
    pool = pool[:len(facts)]
    rng.shuffle(pool)
    for f, st in zip(facts, pool, strict=False):
        f.style = st

    # -- placement
    sched = _schedule(rng, turns)
    _place(rng, facts, corrected, sched, turns)
    plan: dict[int, tuple[str, _Fact]] = {}
    for f in facts:
        plan[f.turn] = ("fact", f)
        if f.corr_turn is not None:
            plan[f.corr_turn] = ("corr", f)

    # -- turns
    w = _Writer(rng, world)
    out: list[tuple[str, str]] = []
    for t in range(turns):
        what = plan.get(t)
        nxt = plan.get(t + 1)
        ask = nxt[1].fields["ask"] if nxt and nxt[0] == "fact" and nxt[1].style == "answer" else None
        f = what[1] if what else None
        if what is None:
            allow_u: tuple[str, ...] = ()
            allow_a: tuple[str, ...] = ()
            must = None
        elif what[0] == "fact":
            allow_u = allow_a = (f.first_value.lower(),)
            must = f.first_value
        else:
            allow_u = (f.value.lower(), f.stale.lower())
            allow_a = (f.value.lower(),)
            must = f.value
        for attempt in range(600):
            if what is None:
                if attempt < 500:
                    u = _tidy(w.user_filler(sched[t]))
                    a = w.ai_reply(sched[t], u, ask=ask is None)
                else:
                    u, a = "Okay, thanks.", "You're welcome."
            elif what[0] == "fact":
                u = _tidy(w.fact_user(f, f.style))
                a = _tidy(w.fact_ai(f, u))
                u, a = u.replace(VS, f.first_value), _cap(a.replace(VS, f.first_value))
            else:
                u = _tidy(w.corr_user(f))
                a = _tidy(w.corr_ai(f, u))
                u, a = u.replace(VS, f.value).replace(SS, f.stale), _cap(a.replace(VS, f.value))
            if ask is not None:
                a = a + " " + ask
            if must is not None and must not in u:
                continue
            if what is not None and what[0] == "corr" and f.stale not in u:
                continue
            lu, la = u.lower(), a.lower()
            if any(r in lu for r in reserved if r not in allow_u):
                continue
            if any(r in la for r in reserved if r not in allow_a):
                continue
            break
        else:
            raise RuntimeError(f"could not build turn {t} without leaking a planted value")
        out.append((u, a))

    planted = []
    for f in facts:
        planted.append(Planted(kind=f.kind, about=f.about, value=f.value, turn=f.turn, stale=f.stale,
                               corrected_at=f.corr_turn))
    planted.sort(key=lambda p: p.turn)
    return Conversation(turns=out, facts=planted)


# --------------------------------------------------------------------------------------------------------------
# Self-checks
# --------------------------------------------------------------------------------------------------------------


def _encoder():
    if "TIKTOKEN_CACHE_DIR" not in os.environ:
        here = os.path.dirname(os.path.abspath(__file__))
        bundled = os.path.join(os.path.dirname(here), "rollmem_client", "_tiktoken")
        if os.path.isdir(bundled):  # offline copy of the cl100k_base ranks shipped with the repository
            os.environ["TIKTOKEN_CACHE_DIR"] = bundled
    import tiktoken

    return tiktoken.get_encoding("cl100k_base")


def _self_check() -> int:
    enc = _encoder()
    failures: list[str] = []
    for seed in range(1, 6):
        conv = generate(seed)
        again = generate(seed)
        errs: list[str] = []
        if conv.turns != again.turns or [vars(f) for f in conv.facts] != [vars(f) for f in again.facts]:
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
        corr = conv.corrections
        if len(corr) != 6:
            errs.append(f"{len(corr)} corrections")
        for f in corr:
            if f.kind not in CORRECTABLE:
                errs.append(f"correction of kind {f.kind}")
            if f.corrected_at is None or f.corrected_at - f.turn < 50:
                errs.append(f"correction of {f.about} too early ({f.turn} -> {f.corrected_at})")
        lows = [(u.lower(), a.lower()) for u, a in conv.turns]
        for f in conv.facts:
            first = f.stale if f.stale is not None else f.value
            if first not in conv.turns[f.turn][0]:
                errs.append(f"value {first!r} not verbatim in user message {f.turn}")
            if f.stale is not None:
                if f.value not in conv.turns[f.corrected_at][0]:
                    errs.append(f"new value {f.value!r} not in correction message {f.corrected_at}")
                if f.stale not in conv.turns[f.corrected_at][0]:
                    errs.append(f"stale value {f.stale!r} not in correction message {f.corrected_at}")
                allowed_new = {(f.corrected_at, 0), (f.corrected_at, 1)}
                allowed_old = {(f.turn, 0), (f.turn, 1), (f.corrected_at, 0)}
                checks = [(f.value, allowed_new), (f.stale, allowed_old)]
            else:
                checks = [(f.value, {(f.turn, 0), (f.turn, 1)})]
            for val, allowed in checks:
                lv = val.lower()
                where = {(i, j) for i, pair in enumerate(lows) for j in (0, 1) if lv in pair[j]}
                if not where <= allowed:
                    errs.append(f"{val!r} ({f.about}) leaks at {sorted(where - allowed)[:4]}")
        third = 1000 // 3
        spread = [sum(1 for f in conv.facts if lo <= f.turn < hi) for lo, hi in ((0, third), (third, 2 * third), (2 * third, 1000))]
        if min(spread) < 12:
            errs.append(f"facts badly spread {spread}")
        ntok = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns)
        avg = ntok / len(conv.turns)
        if not 80 <= avg <= 130:
            errs.append(f"average tokens per turn {avg:.1f}")
        user_tok = sum(len(enc.encode(u)) for u, _ in conv.turns) / len(conv.turns)
        print(f"seed {seed}: turns={len(conv.turns)} facts={len(conv.facts)} corrections={len(corr)} "
              f"spread={spread} avg_tokens/turn={avg:.1f} (user {user_tok:.1f}) kinds={counts}")
        for f in corr:
            print(f"   correction  {f.kind:<8} {f.about!r}: {f.stale!r} @{f.turn} -> {f.value!r} @{f.corrected_at}")
            print(f"      user> {conv.turns[f.corrected_at][0][:220]!r}")
        rng = random.Random(seed)
        for f in rng.sample([f for f in conv.facts if f.stale is None], 4):
            print(f"   fact {f.kind:<10} {f.about!r} = {f.value!r} @{f.turn}")
            print(f"      user> {conv.turns[f.turn][0][:260]!r}")
        for e in errs:
            print(f"   FAIL: {e}")
        failures.extend(f"seed {seed}: {e}" for e in errs)
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(_self_check())
