# ruff: noqa
"""Recall world "ai": one long chat between Abena Owusu-Mensah and an AI assistant.

Persona
    Abena Owusu-Mensah, 36, Ghanaian-American (born in Kumasi), dental hygienist in
    suburban Atlanta, single mother of a 13-year-old daughter and a 9-year-old son
    (names drawn per seed).  On the side she runs a small online shop selling shea-butter
    skincare, and she is very active in her church.  She writes warm, enthusiastic,
    well-punctuated messages, sometimes long with lists, sometimes quick, sprinkles in
    Twi ("ei", "chale", "medaase", "awurade"), uses lots of exclamation marks and asks the
    assistant a lot of questions.  The assistant answers helpfully in ordinary English.

Threads the filler wanders through
    shop      - shea butter from a cooperative in Tamale, shipping, Etsy vs her own site,
                wholesale, a pop-up market, product photos and descriptions
    kids      - school, soccer, braces, screen time, summer camps, sleepovers
    refi      - refinancing the house: rates, points, appraisal, escrow, closing
    mom       - her mother's visit from Kumasi, the visa interview, medicine, outings
    church    - the church-van fundraiser she is organising, volunteers, raffle, choir
    career    - CE hours for her hygiene licence, a possible job change, long clinic days
    car       - check-engine light, brakes, AC, insurance, registration
    accra     - trip to Accra for a cousin's wedding: flights, vaccines, cloth, gifts
    budget    - monthly budget, emergency fund, sinking funds, taxes on shop income
    small     - small talk: cooking, TV, hair, pollen, choir, tiredness, encouragement

Planted facts (50 per conversation, regardless of length): person 8, pet 4, date 7,
amount 6, phone 4, address 4, id 6, decision 4, preference 4, constraint 3.  Each is a
role drawn per seed (e.g. "mechanic's name", "date of Mom's visa interview") with a value
drawn per seed from pools; each value is stated exactly once, verbatim, in the user's
message of its turn (the assistant may echo it in that turn only) and appears nowhere
else.  ``n_corrections`` facts of kind person/date/amount/phone/address/id are later
corrected by the user (50+ turns later, before 90% of the conversation); for those
``value`` is the new value, ``stale`` the first one.

Filler is generated from per-thread (user, assistant) segment pairs with slots full of
distractor names, prices, dates, order numbers and codes; every generated turn is
re-drawn (deterministically, from the same ``random.Random(seed)``) until it contains no
planted value it does not own.
"""
from __future__ import annotations

import math
import random
import re

from recall_conversation import Conversation, Planted

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4,
               "id": 6, "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")

# ----------------------------------------------------------------------------------------
# pools
# ----------------------------------------------------------------------------------------
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# names for planted people (kept apart from the filler's distractor names)
P_GH_FIRST = ["Kwabena", "Kwaku", "Yaw", "Akua", "Adwoa", "Afua", "Yaa", "Ekow", "Kobina",
              "Araba", "Mawuli", "Selasi", "Elikem", "Edem", "Dzifa", "Nii", "Korkor",
              "Ayeley", "Kwadwo", "Abla", "Kafui", "Senyo", "Baaba", "Kweku"]
P_GH_LAST = ["Boateng", "Asante", "Appiah", "Ofori", "Agyeman", "Darko", "Badu", "Amoah",
             "Frimpong", "Addo", "Quaye", "Tetteh", "Annan", "Sarpong", "Danquah",
             "Acheampong", "Adjei", "Bonsu", "Kyei", "Opoku", "Ansah", "Gyamfi", "Antwi",
             "Yeboah", "Donkor", "Asamoah", "Amponsah", "Nyarko", "Larbi", "Ocran"]
P_US_FIRST = ["Denise", "Brandon", "Jennifer", "Marcus", "Latoya", "Greg", "Heather",
              "Shonda", "Patrice", "Derek", "Monique", "Travis", "Courtney", "Renee",
              "Dwayne", "Lauren", "Trevor", "Priya", "Miguel", "Rosa", "Hannah", "Caleb",
              "Whitney", "Andre", "Valerie", "Colleen", "Rajesh", "Tanya", "Gordon", "Yvette"]
P_US_LAST = ["Whitfield", "Carrington", "Delgado", "Patterson", "Holloway", "McBride",
             "Rutledge", "Okafor", "Brennan", "Castillo", "Nguyen", "Harrington",
             "Fairbanks", "Lindqvist", "Pemberton", "Galloway", "Thibodeaux", "Underwood",
             "Beasley", "Montgomery", "Abernathy", "Kowalski", "Ferreira", "Whitaker",
             "Dunmore", "Prescott", "Vance", "Goldberg", "Sandoval", "Ashby"]
PET_NAMES = ["Biscuit", "Nugget", "Sir Waddles", "Duchess", "Marshmallow", "Zeus", "Pebbles",
             "Ananse", "Snickers", "Bentley", "Waffles", "Gizmo", "Mochi", "Noodle",
             "Peaches", "Scooter", "Jellybean", "Sprinkles", "Cupcake", "Pharaoh", "Nala",
             "Bruno", "Princess Pea", "Dumpling", "Chewbacca", "Toffee", "Goliath",
             "Lady Grey", "Kwasi Broni", "Pudding", "Rascal", "Tinkerbell"]
STREETS = ["Magnolia Crest", "Old Norcross", "Peachtree Corners", "Lenox Ridge", "Sugarloaf",
           "Pleasant Hill", "Indian Trail", "Rockbridge", "Harbins", "Five Forks Trickum",
           "Flat Shoals", "Panola", "Covington", "Holcomb Bridge", "Mountain Industrial",
           "Pleasantdale", "Beaver Ruin", "Satellite", "Windward", "Scenic Oak",
           "Brookwood Hollow", "Cedar Bluff", "Hickory Grove", "Lakeview Commons", "Rosewell Mill"]
STREET_SFX = ["Road", "Drive", "Boulevard", "Way", "Court", "Parkway", "Lane", "Highway"]
AREA = ["404", "470", "678", "770"]

# persona pools (fixed per seed)
DAUGHTERS = ["Akosua", "Adwoa", "Efua", "Esi", "Nhyira", "Afia", "Maame Ama", "Naana"]
SONS = ["Kojo", "Kwesi", "Kobby", "Fiifi", "Nana Kwame", "Kwame", "Papa Kofi", "Yoofi"]
CARS = ["Sienna", "Odyssey", "Camry", "Altima"]
SISTERS = ["Serwaa", "Akos", "Maame Yaa", "Adoma"]
BFFS = ["Delali", "Gifty", "Priscilla", "Nadia", "Vivian"]

FRIENDS = ["Tamika", "Mercy", "Jasmine", "Ruth", "Kim", "Sandra", "Obaa", "Erica", "Dede",
           "Linda", "Charlene", "Nicole", "Rebecca", "Angela", "Joyce", "Lydia"]
COWORKERS = ["Tasha, the other hygienist", "Dr. Patel", "Maribel at the front desk",
             "Kristen", "Dr. Lowe", "Jolene", "Carla, our office manager", "Bethany the assistant"]
CHURCH = ["Sister Gifty", "Brother Emmanuel", "Deaconess Comfort", "Elder Boakye",
          "Auntie Vida", "Mama Esther", "Brother Solomon", "Sister Abigail", "Pastor Dan",
          "Deacon Osei", "Auntie Grace", "Brother Isaac"]
KID_FRIENDS = ["Jayden", "Aaliyah", "Mason", "Zoe", "Elijah", "Maya", "Chloe", "Nathaniel",
               "Amara", "Liam", "Destiny", "Josiah"]
CUST_FIRST = ["Jasmine", "Karen", "Brittany", "Ashley", "Tiffany", "Crystal", "Megan",
              "Keisha", "Dominique", "Stephanie", "Imani", "Olivia", "Rachel", "Sade"]
PRODUCTS = ["whipped shea butter", "raw shea butter tub", "black soap bar", "baobab lip balm",
            "shea and cocoa body butter", "hibiscus face oil", "shea hair butter",
            "body butter sampler", "African black soap liquid wash", "baby shea balm",
            "moringa face cream", "shea foot balm"]
SCENTS = ["lemongrass", "vanilla", "frankincense", "peppermint", "orange blossom", "ginger",
          "rose", "eucalyptus", "coconut", "sandalwood"]
CLOTH_COLORS = ["mustard", "emerald", "cream", "burnt orange", "navy kente-print", "white"]
PLACES_ATL = ["Decatur", "Stone Mountain", "Lilburn", "Tucker", "Snellville", "Marietta",
              "Duluth", "Lawrenceville", "Smyrna", "Kennesaw", "Buckhead", "Norcross",
              "Chamblee", "Conyers", "Grayson", "Suwanee"]
PLACES_GH = ["Osu", "Madina", "Spintex", "Tema", "Kasoa", "Adum", "Ejisu", "Cape Coast",
             "Bolgatanga", "Labone", "Dansoman", "Achimota"]
US_CITIES = ["Ohio", "Texas", "New Jersey", "the Bronx", "Maryland", "Houston", "Chicago",
             "Minneapolis", "Charlotte", "Columbus", "Phoenix", "Seattle"]
STORES = ["Costco", "Publix", "Kroger", "Target", "Walmart", "the African market on Buford Highway",
          "Aldi", "Sam's Club", "Food Depot"]
RESTAURANTS = ["the Cheesecake Factory", "a little Ghanaian spot in Stone Mountain", "Olive Garden",
               "the hibachi place", "Chuy's", "our favorite jollof place", "Red Lobster", "IHOP"]
DISHES = ["jollof", "light soup", "kontomire stew", "waakye", "red red", "groundnut soup",
          "fried yam and pepper sauce", "banku and okro stew", "palm nut soup", "omo tuo",
          "chicken stew and rice", "spaghetti with shito"]
INGREDIENTS = ["smoked fish", "dawadawa", "fresh palm nuts", "garden eggs", "cocoyam leaves",
               "good plantain", "tinned mackerel", "kenkey"]
SHOWS = ["Abbott Elementary", "The Great British Baking Show", "Ginny & Georgia", "a Korean drama",
         "Ted Lasso", "Wednesday", "Shark Tank", "a cooking competition", "Gilmore Girls",
         "Bridgerton"]
BOOKS = ["The Women", "Lessons in Chemistry", "Homegoing", "The Midnight Library",
         "Becoming", "Tomorrow, and Tomorrow, and Tomorrow", "Things Fall Apart"]
PRIZES = ["55-inch TV", "Kindle", "KitchenAid mixer", "spa day gift card", "set of AirPods",
          "Costco membership", "weekend hotel stay"]
SUBS = ["CloudBox Plus", "FitLife Pro", "PhotoMagic", "StreamMax", "Readly Kids", "MealMate"]
MEDS = ["amlodipine", "metformin", "lisinopril", "her eye drops", "atorvastatin"]
HAIR = ["box braids", "a locs retwist", "a wig install", "passion twists", "Bantu knots"]
SUBJECTS = ["math", "science", "ELA", "social studies", "Spanish", "pre-algebra"]
HUBS = ["Amsterdam", "JFK", "Brussels", "Lisbon", "Addis Ababa", "Paris"]
UTILS = ["Georgia Power", "water", "Xfinity", "gas", "phone"]
CAR_PARTS = ["alternator", "brake pads and rotors", "serpentine belt", "AC compressor",
             "battery", "water pump", "wheel bearing", "starter", "struts"]

# ----------------------------------------------------------------------------------------
# slot machinery
# ----------------------------------------------------------------------------------------

def _money(x: int | float, cents: bool = False) -> str:
    if cents:
        return f"${x:,.2f}"
    return f"${int(x):,}"


def _ordinal(d: int) -> str:
    if 11 <= d % 100 <= 13:
        return f"{d}th"
    return str(d) + {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def _time(rng, lo=7, hi=20):
    h = rng.randint(lo, hi)
    m = rng.choice(["00", "15", "30", "45", "10", "40"])
    hh = h if h <= 12 else h - 12
    return f"{hh}:{m}" + rng.choice(["", "", " pm" if h >= 12 else " am"])


def _date(rng):
    d = rng.randint(1, 28)
    return f"{rng.choice(MONTHS)} {_ordinal(d) if rng.random() < 0.6 else d}"


GEN = {
    "friend": lambda r: r.choice(FRIENDS),
    "friend2": lambda r: r.choice(FRIENDS),
    "coworker": lambda r: r.choice(COWORKERS),
    "church": lambda r: r.choice(CHURCH),
    "church2": lambda r: r.choice(CHURCH),
    "kfriend": lambda r: r.choice(KID_FRIENDS),
    "customer": lambda r: f"{r.choice(CUST_FIRST)} {r.choice('ABCDFGHJKLMNPRSTW')}.",
    "product": lambda r: r.choice(PRODUCTS),
    "product2": lambda r: r.choice(PRODUCTS),
    "scent": lambda r: r.choice(SCENTS),
    "scent2": lambda r: r.choice(SCENTS),
    "color": lambda r: r.choice(CLOTH_COLORS),
    "place_atl": lambda r: r.choice(PLACES_ATL),
    "place_atl2": lambda r: r.choice(PLACES_ATL),
    "place_gh": lambda r: r.choice(PLACES_GH),
    "us_city": lambda r: r.choice(US_CITIES),
    "store": lambda r: r.choice(STORES),
    "restaurant": lambda r: r.choice(RESTAURANTS),
    "dish": lambda r: r.choice(DISHES),
    "ingredient": lambda r: r.choice(INGREDIENTS),
    "show": lambda r: r.choice(SHOWS),
    "book": lambda r: r.choice(BOOKS),
    "prize": lambda r: r.choice(PRIZES),
    "sub": lambda r: r.choice(SUBS),
    "med": lambda r: r.choice(MEDS),
    "hair": lambda r: r.choice(HAIR),
    "subject": lambda r: r.choice(SUBJECTS),
    "hub": lambda r: r.choice(HUBS),
    "util": lambda r: r.choice(UTILS),
    "car_part": lambda r: r.choice(CAR_PARTS),
    "day": lambda r: r.choice(DAYS[:5]),
    "day2": lambda r: r.choice(DAYS[:5]),
    "wkday": lambda r: r.choice(DAYS),
    "month": lambda r: r.choice(MONTHS),
    "date": _date,
    "date2": _date,
    "time": lambda r: _time(r, 8, 18),
    "time_early": lambda r: f"{r.randint(4, 6)}:{r.choice(['05', '20', '30', '45', '50'])} am",
    "time_late": lambda r: f"{r.choice([11, 12, 1])}:{r.choice(['00', '15', '30', '40'])}",
    "n2": lambda r: str(r.randint(3, 38)),
    "n3": lambda r: str(r.randint(60, 480)),
    "n_hours": lambda r: str(r.randint(4, 9)),
    "n_weeks": lambda r: str(r.randint(6, 16)),
    "n_years": lambda r: str(r.randint(9, 14)),
    "n_min": lambda r: r.choice(["45", "50", "60"]),
    "pr_s": lambda r: _money(r.randint(7, 48)) if r.random() < 0.6 else _money(r.randint(700, 4800) / 100, True),
    "pr_s2": lambda r: _money(r.randint(7, 48)),
    "pr_m": lambda r: _money(r.randint(55, 950)),
    "pr_m2": lambda r: _money(r.randint(55, 950)),
    "pr_l": lambda r: _money(r.randint(10, 64) * 100 + r.choice([0, 0, 50, 75, 20])),
    "pr_lg": lambda r: _money(r.randint(205, 430) * 1000),
    "rate": lambda r: f"{r.randint(5, 7)}.{r.choice(['125', '25', '375', '5', '625', '75', '875'])}",
    "rate2": lambda r: f"{r.randint(6, 7)}.{r.choice(['25', '5', '75', '875'])}",
    "rate_drop": lambda r: r.choice(["0.25", "0.125", "0.375"]),
    "apr": lambda r: f"{r.randint(19, 29)}.{r.randint(10, 99)}",
    "credit": lambda r: str(r.randint(655, 785)),
    "pct_off": lambda r: str(r.randint(10, 40)),
    "pct_goal": lambda r: str(r.randint(22, 78)),
    "cedi": lambda r: str(r.randint(60, 160)),
    "cedi2": lambda r: str(r.randint(40, 130)),
    "year": lambda r: str(r.randint(2014, 2022)),
    "miles": lambda r: f"{r.randint(118, 212)},{r.randint(100, 999)}",
    "temp": lambda r: str(r.randint(88, 99)),
    "hourly": lambda r: _money(r.randint(36, 47)),
    "order": lambda r: f"#{r.randint(1000, 9999)}",
    "order2": lambda r: f"#{r.randint(1000, 9999)}",
    "road": lambda r: f"{r.choice(STREETS)} {r.choice(STREET_SFX)}",
    "track": lambda r: "9400" + "".join(r.choice("0123456789") for _ in range(8)),
}

_SLOT = re.compile(r"\{(\w+)\}")


class Filler:
    """Fills ``{slot}`` placeholders; one value per slot name per turn (``cache``)."""

    def __init__(self, rng: random.Random, persona: dict):
        self.rng = rng
        self.persona = persona
        self.cache: dict[str, str] = {}

    def new_turn(self, extra: dict | None = None):
        self.cache = dict(self.persona)
        if extra:
            self.cache.update(extra)

    def __call__(self, text: str) -> str:
        def rep(m):
            k = m.group(1)
            if k not in self.cache:
                val = GEN[k](self.rng)
                base = k[:-1]
                if k.endswith("2") and base in self.cache:
                    for _ in range(20):
                        if val != self.cache[base]:
                            break
                        val = GEN[k](self.rng)
                self.cache[k] = val
            return self.cache[k]
        return _SLOT.sub(rep, text)


# ----------------------------------------------------------------------------------------
# filler content: per-thread (user, assistant) segment pairs
# ----------------------------------------------------------------------------------------
SEGS: dict[str, list[tuple[str, str]]] = {}

SEGS["shop"] = [
    ("I got {n2} orders on the shop this week, which is amazing, but a bunch of them were the {product} and I'm almost out. The next batch from Tamale won't ship until the shea is properly dried, so maybe two or three weeks?",
     "Congrats on the orders! With stock that low I'd mark the {product} as 'ships in 3-4 weeks' or pause the listing so you don't oversell. A 'notify me when it's back' button helps you keep those buyers instead of losing them."),
    ("Shipping is killing me, chale. A small tub costs me almost {pr_s} to send to the West Coast with Ground Advantage. Should I bake it into the price or do flat-rate shipping?",
     "A lot of small skincare shops build part of the shipping into the product price and then offer a flat rate (or free shipping over a threshold). Buyers hate surprise shipping costs at checkout more than a slightly higher price, so test a flat rate for a month and watch your conversion."),
    ("Etsy fees this month came to {pr_m} between listing fees, transaction fees and that offsite ads thing I never asked for. Is it even worth keeping Etsy next to my own website?",
     "Etsy is expensive but it brings you buyers you wouldn't find otherwise. A common approach is to keep Etsy for discovery and push repeat customers to your own site with a card in every package, for example a small discount code for their next order."),
    ("A customer, {customer}, left a three-star review saying the {product} was 'too greasy'. Ei! It's raw shea, it's supposed to feel rich. How do I respond without sounding defensive?",
     "Something like: 'Thank you for the honest feedback! Raw shea is very rich; a little goes a long way, and it melts in best on damp skin. If you'd like something lighter, our whipped version might suit you better; message me and I'll help.' Calm and helpful reads well to future buyers."),
    ("Thinking of a Mother's Day bundle: {product}, {product2} and a small black soap bar for {pr_s}. Too cheap? My cost is about {pr_s2} per bundle before packaging.",
     "Run the numbers with packaging, fees and shipping included. A healthy target for handmade skincare is at least 3x your material cost for retail. If the bundle price doesn't leave room for Etsy fees plus a discount code, nudge it up; gift buyers are less price-sensitive."),
    ("The pop-up people want a product list and photos of my table setup by {day}. I have a folding table, a {color} tablecloth and some woven baskets from Makola. What else makes a table look inviting?",
     "Height is the big one: use crates or risers so products sit at different levels. Add a clear price sign, a tester station with wipes, a small mirror, and something living like a plant. A banner with your shop name at eye level helps people remember you."),
    ("My supplier sent a voice note saying the price per kilo went up again, now about {cedi} cedis. With the exchange rate doing what it's doing I don't even know how to price anything. Help me think?",
     "I'd set your prices off a conservative exchange rate and review them once a quarter, not every week. Track landed cost per jar (shea + shipping + duties + jar + label). If the landed cost rises more than about 10%, that's your trigger to adjust retail prices."),
    ("Labels! I ordered {n3} waterproof labels online and half of them smeared. They're offering {pct_off}% back or a reprint. Which would you take?",
     "If you need them soon, take the reprint, but ask them to confirm the material is actually waterproof vinyl or BOPP, not coated paper. If you've lost trust in the printer, take the refund and order a small test batch elsewhere first."),
    ("Can you help me write a short description for a {scent} whipped shea body butter? Warm, not salesy. I want to mention it's sourced from women's cooperatives in northern Ghana.",
     "Try: 'Hand-whipped from unrefined shea butter made by women's cooperatives in northern Ghana, with a soft note of {scent}. Rich enough for dry elbows and heels, light enough for everyday use. Small batch, made with love in Georgia.' Then list the ingredients and the jar size."),
    ("How many tubs should I make for the pop-up? Last time I sold {n2} items in about five hours. Should I bring double?",
     "Bringing about 1.5x to 2x what you sold last time is reasonable, weighted toward your best sellers. Bring fewer of the slow movers, and have a sign-up sheet or QR code so people can order anything you run out of."),
    ("Someone on Instagram asked if I do wholesale for her salon in {place_atl}. She wants maybe {n2} units a month. What's a normal wholesale discount? I was thinking {pct_off}% off retail.",
     "The usual wholesale price is around 50% of retail, because the salon needs to mark it back up. If 50% doesn't work with your costs, set a minimum order and maybe offer 35-40% to start. Put it in a simple wholesale sheet with minimums and payment terms."),
    ("Order {order} shows delivered, but the customer in {us_city} says it never arrived. How do I handle this: refund, reship, or wait?",
     "First ask her to check with neighbors and the mailroom and wait a day or two; packages marked delivered sometimes show up. Then file a missing-mail search with USPS. If it's still gone, reshipping once is usually worth it for the goodwill, especially for a small order."),
    ("Quick one: do I need to collect sales tax at the pop-up in Georgia? Etsy handles it automatically online so I've never thought about it.",
     "For in-person sales you're generally responsible yourself. In Georgia you'd register for a sales tax number through the Georgia Tax Center and collect the state plus local rate for the county where the event is. Some markets handle it for vendors, so ask the organizer too."),
    ("Made a new batch last night until almost {time_late}. My whole kitchen smells like {scent} and shea and the kids are complaining, lol. I need a proper workspace one day.",
     "Ha, the glamorous life of a small-batch maker! Even a dedicated shelf and a rolling cart you can pull out on batch nights can make a big difference. Longer term, some makers rent time in a shared commercial kitchen by the hour."),
    ("I want to start an email list for the shop. Is Mailchimp still the one people use, or is there something cheaper for under {n3} subscribers?",
     "Several platforms have free tiers at that size, including Mailchimp, MailerLite and Kit. MailerLite is often recommended for small shops because the free plan is generous. Start with a simple welcome email and one newsletter a month."),
    ("My product photos look flat. I take them on my phone by the kitchen window around {time}. Any tips?",
     "Window light is great; try turning the product so the light comes from the side, and bounce light back with a white poster board. Add a prop or two: raw shea nuts, a piece of kente, a wooden spoon. Take a few straight on for listings and a few lifestyle shots for Instagram."),
    ("The black soap bars are curing nicely, I'll have {n2} ready by next week. Sell them individually at {pr_s} or in packs of three?",
     "Do both: singles for people trying it, and a three-pack at a small discount for repeat buyers. Three-packs raise your average order value and make shipping more efficient."),
    ("A lady at church wants {n2} tubs of the {product} as party favors for her daughter's wedding. Ei, my first big custom order! How much should I ask for a deposit?",
     "Congratulations! For custom orders, 50% upfront is standard and nonrefundable once you buy materials. Put the quantity, labels, pickup date and balance due in a short written agreement, even just a text she replies 'agreed' to."),
    ("Packaging question: amber glass jars look so nice but they're heavy and one broke in the mail last month. Should I switch to plastic?",
     "Many small brands use PET plastic jars in amber, which keep the look but are lighter and won't break. If you stay with glass, use molded pulp inserts or bubble wrap and a box with a bit more room. Count the cost of breakages when you compare."),
]

SEGS["kids"] = [
    ("{kid1} has a {subject} test on {day} and she's stressing. She's 13, so of course she won't let me help, lol. How do I support her without hovering?",
     "At 13, offering is often better than pushing. Ask her, 'Do you want me to quiz you or just leave snacks?' and respect the answer. Help her break the studying into short chunks and make sure she sleeps the night before; that matters more than cramming."),
    ("{kid2} scored two goals on Saturday!! He was so proud. The coach moved him up to forward. Only problem: practices are now {day} and {day2} evenings, which clashes with my late shift.",
     "Two goals! Tell him congratulations! For the practice clash, a carpool with one or two other soccer families is usually the easiest fix; you take the weekend games and they take the weekday drop-offs."),
    ("Braces update: {kid1} says her teeth hurt after every tightening. Ibuprofen and soft food? She's living on smoothies and mashed yam.",
     "That soreness usually eases within three to five days. Over-the-counter pain relief as directed, cold drinks or smoothies, and soft foods are exactly right. Orthodontic wax helps if brackets are rubbing her cheeks."),
    ("{kid2}'s teacher emailed that he's been chatty in class and his reading log is behind. He's 9 and would rather build Lego than read. Ideas to get him reading more?",
     "Let him pick things he actually likes: graphic novels, Lego magazines, joke books, even instruction booklets. Reading together for ten minutes before bed, taking turns page by page, counts too. A chart with small rewards can help at that age."),
    ("The school fundraiser wants every family to sell {n2} boxes of cookie dough. Chale, I'm already running a fundraiser at church! Is it rude to just write a check for {pr_m}?",
     "Not rude at all; plenty of parents do a direct donation instead, and the school usually keeps more of a direct gift than of cookie dough sales. Just send it with a friendly note."),
    ("Field trip form for {kid2} is due {day}, {pr_s} plus a packed lunch. Also picture day is next week and he insists on wearing his jersey. Battles I'm choosing not to fight.",
     "Honestly, a jersey photo is a memory he'll love later. Put the form and money in his folder tonight so it's done, and maybe set a phone reminder for the packed lunch that morning."),
    ("{kid1} wants a phone upgrade because 'everyone' has the newest iPhone. Hers is a hand-me-down with a cracked screen. What's a reasonable middle ground for a 13-year-old?",
     "A middle ground is fixing the screen or getting a recent-but-not-newest model, maybe with her contributing some birthday money. It's also a good moment to agree on phone rules, like charging it outside her bedroom at night."),
    ("Screen time is a war zone in this house. {kid2} goes straight to Roblox after school. I want one simple rule both kids can follow. Suggestions?",
     "A simple one: screens after homework and one chore, and off at a fixed time. Write it down, put it on the fridge, and apply it to both kids the same way. Built-in parental controls can enforce the cut-off so you're not the bad guy every night."),
    ("Parent-teacher conferences are {date} and I have patients until {time}. Do teachers usually do virtual conferences now?",
     "Many schools offer virtual or phone conferences now, and teachers are generally happy to do one. Email the teacher, say you work clinical hours, and suggest two or three times that work for you."),
    ("{kid1} made the honor roll!! We're going to {restaurant} to celebrate. I'm so proud I almost cried in the car line.",
     "That's wonderful! Congratulations to her, and to you; that's a lot of quiet support paying off. Tell her specifically what you're proud of, like how she kept going in the hard class."),
    ("Summer is coming and I need a plan for the kids. Camps around here are {pr_m} a week per child. Ei! What are cheaper options?",
     "Look at the YMCA, county parks and rec camps, church vacation Bible school, and library programs; many are much cheaper or free. Swapping days with another working parent can cover gaps too. Some camps offer sibling discounts if you ask."),
    ("{kid2} lost another tooth and the tooth fairy forgot. Again. As a dental hygienist I feel extra guilty, lol. How do I recover?",
     "Classic fix: 'The tooth fairy had a busy night, check again tonight!' and leave a little note with the money apologizing for the delay. Extra points for a tiny sparkly glitter trail."),
    ("{kid1} wants to go to a sleepover at {kfriend}'s house and I don't know the parents well. How do other parents handle this?",
     "Many parents call or text the host parent first: who will be home, what the plans are, pickup time. It's completely normal. Some families do a 'late-over' instead, where kids stay until ten and then come home."),
    ("Both kids need new sneakers and {kid2} grew two sizes since {month}. Any tips for not spending {pr_m} at the sports store?",
     "Check outlet stores and last season's colors online, and look at local kids' resale shops for cleats, which get outgrown before they wear out. For fast-growing feet, buy a little room and skip the most expensive models."),
    ("{kid1}'s orthodontist said she has to wear her rubber bands most of the day and she keeps 'forgetting'. How do I make that stick?",
     "Put spare bands everywhere: backpack, bathroom, a little case in her pocket. A daily phone reminder she sets herself works better than you nagging. Remind her that wearing them consistently can actually shorten her treatment."),
    ("{kid2} has a science project due {date}, a model of the solar system. Of course he told me last night. Where do I even get styrofoam balls at 9pm?",
     "Walmart and some grocery stores carry them in the craft aisle, but you can also use balls of foil, paper mache, or even fruit for a quick version. Do the planets tonight and paint tomorrow; it'll still look great."),
    ("{kid1} is asking to dye her hair blue for the summer. Part of me says no, part of me remembers being 13. What would you do?",
     "Semi-permanent color over summer is a pretty low-stakes way to let her express herself. You could agree on it with conditions, like waiting until school is out and doing it properly so it doesn't damage her hair."),
    ("The school bus is late every single morning this week, like {n2} minutes. I'm going to be late for my first patient. Who do I even complain to?",
     "Start with the school's transportation department; they usually have a direct number or an online form. Note the dates and how late the bus was. If it keeps happening, a polite email to the principal copying transportation often gets action."),
]

SEGS["refi"] = [
    ("Rates dipped this week, I saw {rate}% advertised. My current rate is {rate2}% from when I bought in {year}. Is it worth refinancing for that difference?",
     "A common rule of thumb is that a refinance makes sense if you can lower your rate enough that the monthly savings pay back your closing costs within a few years and you plan to stay that long. Ask for a Loan Estimate and divide the closing costs by the monthly savings to find your break-even."),
    ("The lender sent the Loan Estimate and closing costs are about {pr_l}. Some of the line items I don't understand, like 'origination charges'. Normal?",
     "Origination charges are the lender's own fees for processing the loan. Compare them across two or three Loan Estimates; that section is where lenders differ most. Title fees, appraisal and recording fees are more standard."),
    ("They need two years of tax returns, {n2} months of bank statements, and a letter explaining a deposit of {pr_m} from my side business. Ei, the paperwork!",
     "Large or unusual deposits always get a letter of explanation. Keep it short: the date, amount, source ('payment from my skincare business, see attached Etsy payout') and a copy of the proof. Lenders see these all the time."),
    ("Appraisal is scheduled. My house is a 3-bedroom in {place_atl}, and one two doors down sold for {pr_lg}. Anything I should do before the appraiser comes?",
     "Tidy up, fix small visible things like burnt-out bulbs or a leaky faucet, and make a list of upgrades with dates and costs (roof, HVAC, flooring). Giving the appraiser recent comparable sales from your street can help too."),
    ("Should I pay points to lower the rate? They offered one point for about {rate_drop}% lower.",
     "Points make sense if you'll keep the loan long enough. Divide the cost of the point by the monthly savings to get the months to break even. If you might sell or refinance again within that period, skip the points."),
    ("My credit score is {credit} right now. I paid off the Target card last month. Will that help before they pull again?",
     "Paying down revolving balances usually helps once the new balance is reported, which can take a month or so. Avoid opening new credit before closing. Ask your lender whether a rapid rescore is worth it if you're near a pricing cutoff."),
    ("They asked if I want to do cash-out to fund the shop expansion. I'm nervous about borrowing against the house for a side business.",
     "That nervousness is healthy. Cash-out turns business risk into housing risk. If the expansion is modest, growing it from profits or a small business line of credit keeps your home separate from the shop's ups and downs."),
    ("What's the difference between locking the rate now and floating? The loan officer keeps saying 'we can lock for {n2} days'.",
     "Locking guarantees the rate for that period even if the market moves up; floating means you wait, hoping rates drop. If the current rate already works for you, locking gives you peace of mind. Make sure the lock period covers your expected closing date."),
    ("Homeowners insurance went up {pct_off}% at renewal. Should I shop around while I'm doing the refinance anyway?",
     "Yes, this is a great time to shop, since the lender will need proof of insurance anyway. Get two or three quotes with the same coverage and deductible so you're comparing apples to apples. Bundling with car insurance can also lower the price."),
    ("Explain escrow to me like I'm tired, because I am. Why is my escrow payment going up if my property taxes supposedly went down?",
     "Escrow is a savings account the lender runs for your taxes and insurance. If insurance went up, or last year's account came up short, they raise the monthly amount to cover the shortage. Your annual escrow statement shows exactly why."),
    ("Title company says I can sign at their office or with a mobile notary at home. Is a mobile notary safe? I'd rather do it after the kids are asleep.",
     "Mobile notaries are very common and fine, as long as the title company arranges them. Confirm the notary's name with the title company beforehand and never wire money based on an email alone; call the title company at a number you already know."),
    ("My friend {friend} says I should just do a HELOC instead of a full refinance. What's the difference, simply?",
     "A refinance replaces your whole mortgage with a new one. A HELOC leaves your mortgage alone and adds a line of credit against your equity, usually at a variable rate. If your main goal is a lower mortgage rate, it's the refinance; if you want access to cash, it's the HELOC."),
    ("The underwriter came back with 'conditions'. Mostly small stuff, a missing page from a bank statement and a signed explanation about my address history. Is that a bad sign?",
     "Not at all; nearly every loan gets conditions. Send everything in one clean batch and ask your loan officer to confirm nothing else is outstanding. Quick responses keep your closing on schedule."),
]

SEGS["mom"] = [
    ("Talked to Mummy this morning, she's so excited about coming. She wants to bring {n2} bottles of shito and a whole suitcase of dried fish, lol. What can she actually bring through customs?",
     "She should declare all food on the customs form. Many packaged and dried foods are allowed once declared, but meat products are often restricted. Declaring is the key: undeclared food is what gets people fined."),
    ("For the visa interview, what documents should Mom bring? I'm writing an invitation letter and including my pay stubs. Do I need a bank statement too?",
     "The interview mostly focuses on her own ties to Ghana, so her documents matter most: her passport, the DS-160 confirmation, appointment letter, proof of income or property, and family ties. Your invitation letter and a bank statement can support it, but they're secondary."),
    ("Mom is worried because her last application in {year} was refused. How do we show strong ties to Ghana this time?",
     "Help her gather evidence of her life in Ghana: property or rental documents, her pension or business income, church membership, grandchildren or other family there, and a return plan. She should answer honestly and briefly; consular officers decide quickly."),
    ("She keeps asking me to explain the DS-160 form over WhatsApp and the network keeps cutting. There has to be a simpler way!",
     "You can fill in the DS-160 for her from here as long as the answers are hers; it's all online. Do it together on a video call, save the application ID often, and have her review everything before you submit."),
    ("Mom has high blood pressure. If something happens while she's here, what are my options? A visitor insurance policy I saw was {pr_m} for three months.",
     "Visitor medical insurance is strongly recommended; a hospital visit in the US without it can be very expensive. Compare plans on coverage for pre-existing conditions, since many exclude them or only cover acute onset. Read the fine print before buying."),
    ("She'll stay in {kid1}'s room and {kid1} will bunk with me. I'm already hearing complaints, lol. What are nice touches to make a room comfortable for an older visitor?",
     "A nightlight for the hallway, an extra blanket, a small fan, a sturdy chair, and a clear path to the bathroom go a long way. Put a little basket with toiletries and a bottle of water by the bed, and maybe a photo of the grandkids."),
    ("Mom wants to visit her friend in {us_city} while she's here. Is a Greyhound bus okay for someone her age, or should I just drive her?",
     "Long bus rides can be hard on older travelers. A short domestic flight with wheelchair assistance can be easier and is sometimes cheaper than you'd expect if booked early. If her friend can meet her at the other end, that helps a lot."),
    ("My mother called me at {time_early} this morning, forgetting the time difference AGAIN. Ghana is four or five hours ahead depending on daylight saving, right? Ei.",
     "Right: Ghana stays on GMT all year, so it's 4 hours ahead of Atlanta during daylight saving time and 5 hours ahead in winter. A world clock on her phone showing Atlanta time might save you some early wake-ups!"),
    ("I want to plan outings for Mom: church obviously, the Botanical Garden, the aquarium with the kids, some African shops. What else would an older Ghanaian auntie love?",
     "A Ghanaian restaurant or association event where she can meet people from home would probably be a highlight. Add Stone Mountain (the train or the lawn, not the hike), a nice mall, and a day just cooking together. Plan rest days in between."),
    ("Mom takes {med} and a few other tablets. Can she bring three months of medication on the plane?",
     "Generally yes for personal use. She should keep it in the original labeled containers in her carry-on, bring a copy of the prescriptions or a doctor's letter, and keep the quantity reasonable for her stay."),
    ("Mom asked if she can help with the shop while she's here. Honestly her shea butter is better than mine, lol. Is that okay for a visitor?",
     "Visitor status doesn't allow working, and that includes helping in a business in ways that look like work. Sharing recipes and cooking together at home is fine; just don't have her selling at your booth or doing production as staff. If unsure, check with an immigration attorney."),
    ("She wants to cook {dish} for the whole church on her first Sunday, lol. Which is sweet, but where do I even find {ingredient} in Atlanta?",
     "African and international markets around Buford Highway, Stone Mountain and Lilburn usually carry the harder-to-find ingredients. Call ahead to check stock. Also ask the church aunties; someone always knows the best shop."),
    ("The interview went... okay? Mom says the officer asked only three questions and then kept her passport. Is that good?",
     "Usually, yes: when they keep the passport it's often to print the visa, while a refusal typically means they hand it back with a letter. Wait for the tracking update, but it sounds promising!"),
]

SEGS["church"] = [
    ("Fundraiser committee meeting tonight at {time}. We're raising money for the new church van. I need an agenda that keeps us to one hour, because Elder Boakye likes to talk.",
     "Try: opening prayer (5 min), budget update (10), sponsorship (15), volunteers (10), event logistics (15), next steps (5). Put names next to each item and a 'parking lot' list for side topics so long stories have somewhere to go."),
    ("We have {n2} volunteers signed up but only three have shown up to anything. How do I keep people engaged without nagging?",
     "Give people specific, small tasks with dates ('bring two folding tables Saturday at 10') instead of general asks. Thank them publicly, and check in personally with the ones who went quiet; sometimes they just didn't know what to do."),
    ("Can you help me write a sponsorship letter to local businesses? Sponsors who give {pr_m} or more get their logo on the program.",
     "Sure: introduce the church and the van project in one paragraph, explain how the van serves the community (seniors, youth trips), then offer the sponsorship levels with benefits. Close with a deadline and your contact. Keep it to one page."),
    ("Raffle prizes so far: a {prize}, a gift basket from my shop, and a weekend at {friend}'s cabin. Is a raffle even legal at a church event in Georgia?",
     "Georgia allows raffles by qualifying nonprofits, but they generally need a license from the local sheriff first. Check with your county sheriff's office early, since approval takes time. Some churches do a 'donation drawing' instead, but ask first."),
    ("Ticket pricing: {pr_s} for adults with kids free, or {pr_s2} with a family discount? Most of our members are families with small kids.",
     "For a family-heavy church, a family ticket is attractive; it encourages whole households to come and buy food. You could offer individual tickets plus a family pack. Pre-sale discounts help you estimate attendance."),
    ("{church} wants to do the food and she's planning {n3} plates of jollof and chicken. I think that's way too many. How do I estimate attendance?",
     "Look at past events, pre-sale tickets, and a show-of-hands survey after service. Plan for about 80-90% of RSVPs showing up, plus a small buffer. Pre-selling meal tickets is the most reliable way to avoid waste."),
    ("Pastor asked me to give a two-minute update about the fundraiser at Sunday service. Can you help me write something uplifting?",
     "Here's a start: 'Church family, God has been good! We are {pct_goal}% of the way to our van goal. This van will carry our seniors to service and our youth to camp. Please grab a ticket or volunteer at the back table. Every gift matters.' Adjust the numbers to the latest total."),
    ("We need a simple spreadsheet to track donations, pledges and who has paid. What columns?",
     "Name, contact, type (donation, pledge, sponsor, ticket), amount pledged, amount paid, date paid, payment method, receipt sent (yes/no), and notes. A summary row with totals and percent of goal keeps the committee motivated."),
    ("The youth choir wants to perform, but they need {n2} practices and the sanctuary is booked most {day}s. Chale, scheduling is the hardest part of this whole thing.",
     "Could they rehearse in the fellowship hall or a classroom and only use the sanctuary for one final run-through? A shared calendar for rooms avoids double-bookings too."),
    ("Someone suggested online giving for the fundraiser, a link people can share. Which platforms take the smallest fee for churches?",
     "Many churches already have an online giving platform; adding a designated 'van fund' option there is easiest. Otherwise compare processing fees, which usually run around 2-3% plus a small per-transaction fee."),
    ("Two committee members are fighting about the decorations budget, {pr_m} versus {pr_m2}. I'm stuck in the middle. How do I settle it diplomatically?",
     "Bring it back to the goal: every dollar on decorations is a dollar not going to the van. Ask each of them for a specific list, then agree on a cap and let them split it. Thank them both for caring; the passion is a good thing."),
    ("We're at {pct_goal}% of our goal and the event is still weeks away. Should I do a matching-gift push?",
     "A matching challenge is one of the best motivators. If a business owner or a few members pledge to match gifts up to a set amount, announce it with a deadline. People love doubling their impact."),
    ("Choir rehearsal tonight, then I have to count the money from the bake sale, {pr_m} in small bills. Is there a simple way to keep the cash safe and accounted for?",
     "Always count with two people, write the total on a tally sheet you both sign, and deposit it the next business day. Keep a simple log of cash received per event; it protects you and the church."),
]

SEGS["career"] = [
    ("I need {n2} more CE hours before my license renewal. There's an online local anesthesia refresher, or an in-person course on periodontal therapy. Which is more useful?",
     "If your practice does a lot of perio maintenance, the in-person course will probably change your day-to-day work more. Online courses are convenient for hours, though. Check which courses your state board accepts for live versus self-study credit."),
    ("Long day at work. {n2} patients, two of them hadn't been in for five years. The calculus, ei! My wrists are screaming.",
     "That's a heavy day. Stretch your wrists and forearms between patients, keep your instruments sharp so you're not using extra force, and look at your chair and patient positioning. Loupes and a saddle stool help many hygienists with posture."),
    ("I'm thinking about leaving my office. The pay is okay but there's no retirement match and the schedule is rigid. How do I evaluate another offer?",
     "Compare total compensation, not just the hourly rate: retirement match, health insurance, paid time off, CE allowance, and bonus structure. Also look at appointment length, assisted hygiene, and how the team treats each other."),
    ("Can you help me update my resume? I've been a hygienist {n_years} years, I do perio maintenance, pediatric patients, and I'm certified in local anesthesia.",
     "Absolutely. Lead with a two-line summary, then a skills section (local anesthesia, perio maintenance, pediatric care, radiography, patient education), then experience with measurable things like patient retention. Send me your current version and I'll tighten it."),
    ("A patient asked me today whether charcoal toothpaste is safe. I said not really, but what's the best simple explanation?",
     "Something like: 'Charcoal can be abrasive and wear down enamel over time, and there isn't good evidence it whitens better or keeps teeth healthier. A regular fluoride toothpaste is the safer choice.'"),
    ("The office manager wants us to upsell more whitening. I hate feeling salesy with patients. How do I recommend things without feeling pushy?",
     "Frame it as education, not selling: mention the option when it's relevant, share what results to expect, and let them decide. A simple 'If you're ever interested in whitening, I'm happy to explain the options' respects the patient."),
    ("Interview prep: what should I ask a new practice? I especially want to know if they do {n_min}-minute hygiene appointments.",
     "Ask about appointment length, whether you have an assistant, how they handle perio charting, the patient mix, how often hygienists get behind, CE support, and why the last hygienist left. The answers tell you a lot about the culture."),
    ("Should I get my expanded functions certification? It's a {n_weeks}-week program. I don't know if the extra pay is worth it.",
     "It can make you more flexible and valuable, especially in busier practices. Ask local offices whether they'd actually use those skills and pay more for them before committing the time."),
    ("My coworker {coworker} is leaving and they want me to pick up the Saturday patients. I really can't do more Saturdays with the shop and the kids.",
     "It's okay to say no clearly: 'I can't take on Saturdays, but I could help cover one extra weekday evening a month if that helps.' Offering a limited alternative shows goodwill without overcommitting."),
    ("Is it normal to negotiate hourly pay as a hygienist? I've never negotiated anything in my life, lol.",
     "Yes, it's normal, and hygienists are in demand in many areas. Research local rates, state a number slightly above what you want, and back it with your experience and skills. The worst they can say is no."),
    ("Explain the difference between a W-2 job and temping through an agency. Temping pays {hourly} an hour but no benefits.",
     "As a W-2 employee you typically get benefits, paid time off and a stable schedule. Temping pays more per hour but you cover gaps, benefits and sometimes taxes yourself. Add up what benefits are worth before comparing hourly rates."),
    ("Did a school screening with the health department today, {n3} kids. So many cavities, and the kids were so sweet. It made me think about public health work.",
     "That sounds meaningful! Public health dental hygiene is a real path: school sealant programs, community clinics, health departments. The pay can be a bit lower, but the hours are often friendlier for parents."),
    ("We got a new intraoral scanner at work and I'm the only one who likes it, lol. The others keep asking me to do their scans.",
     "Being the go-to person for new tech is a great thing to mention in your next review or on your resume. Maybe offer a short training session for the team; that turns it into a recognized skill instead of extra unpaid work."),
]

SEGS["car"] = [
    ("The check engine light came on in the {car} on the way to work. It's not flashing. Can I keep driving for a few days until the weekend?",
     "A steady (not flashing) light usually means it's not an emergency, but get the code read soon. Many auto parts stores read it for free. If the car feels different, overheats, or the light starts flashing, stop driving and get it checked."),
    ("The shop says the {car_part} is going and it's {pr_m} for parts and labor. The {car} has {miles} miles on it. Repair or start saving for a new one?",
     "A good rule of thumb: if the repair costs less than a few months of car payments and the rest of the car is in decent shape, repairing usually makes sense. Start a car fund anyway so the next decision isn't a crisis."),
    ("Weird grinding noise when I brake, especially in the morning. Is that the pads or something worse?",
     "Grinding often means the pads are worn down to metal, which can damage the rotors. Morning noise can also be surface rust after rain, but if it keeps grinding, have the brakes looked at soon."),
    ("The AC in the {car} is blowing warm and it's already {temp} degrees in Atlanta. Ei, I cannot survive summer like this.",
     "It could be as simple as low refrigerant, or a bigger issue like the compressor. A diagnostic check is usually cheap. Avoid the DIY recharge cans if there might be a leak; they can mask the real problem."),
    ("I got two quotes, {pr_m} at the dealership and {pr_m2} at the independent shop, for the same repair. Is the dealer worth the difference?",
     "For a common repair on an older car, a reputable independent shop is usually just as good. Ask whether they use OEM or quality aftermarket parts and what the warranty on the work is."),
    ("Registration renewal and emissions test are both due this month. The emissions places near {place_atl} always have a line. Best time to go?",
     "Mid-morning on a weekday is usually quietest. Bring your registration renewal notice and license; many stations are quick once you're in. You can renew registration online after the test posts."),
    ("Car insurance renewal jumped to {pr_m} every six months. I have a clean record! Who do I even call?",
     "Get quotes from two or three other insurers with the same coverage, ask your current one about discounts (bundling, low mileage, safe-driver apps), and consider a higher deductible if you have savings."),
    ("Someone dinged my door in the {store} parking lot and drove off. Is it worth an insurance claim for a small dent?",
     "For a small dent, paintless dent repair often costs less than your deductible, so a claim usually isn't worth it. Get a quote from a dent repair shop first."),
    ("The tire pressure light keeps coming on. I filled them at the gas station but it came back after about {n2} miles.",
     "That suggests a slow leak, often a nail or a bad valve stem. Most tire shops will check and patch it quickly and cheaply. Don't ignore it; driving on an underinflated tire wears it fast."),
    ("The {car} made a clicking sound this morning and wouldn't start, then started fine on the second try. Should I worry?",
     "A clicking no-start is often a weak battery or a loose terminal. Many auto parts stores test batteries for free. If the battery is more than four or five years old, it's probably time."),
    ("Oil change place says I'm overdue by {n2}00 miles and tried to sell me a {pr_m} 'fuel system cleaning'. Do I need that?",
     "Probably not; that's one of the most common upsells. Check the owner's manual maintenance schedule and stick to it. Saying 'just the oil change today, thanks' is completely fine."),
]

SEGS["accra"] = [
    ("Flight prices to Accra for December jump around every single day. When is the best time to book?",
     "For peak December travel, booking several months ahead is usually best, since holiday fares tend to rise closer to the date. Set fare alerts and check both nonstop and one-stop options."),
    ("My cousin's wedding is the traditional engagement and the white wedding on the same weekend. What do I pack for the kids? {kid2} refuses to wear anything but sneakers.",
     "Pack one traditional outfit and one dressy outfit each, plus comfortable clothes for the rest. Let {kid2} wear smart sneakers at the engagement and save dress shoes for the church part only."),
    ("The family is doing matching cloth for the engagement and the fabric is about {cedi2} cedis a yard. How many yards for a kaba and slit for me, plus small outfits for the kids?",
     "A kaba and slit typically needs about six yards (one 'half piece'), depending on the style. A child's outfit can often come out of two or three yards. Confirm with your seamstress before buying."),
    ("Do the kids need vaccines for Ghana? I know yellow fever is required. {kid2} is scared of needles.",
     "Yes: a yellow fever vaccination certificate is required to enter Ghana. Travel clinics also commonly recommend typhoid, hepatitis A and malaria prevention. Book a travel clinic visit well ahead, and bring a favorite toy or a reward plan for the needle part!"),
    ("Should I bring dollars or just use my card in Accra? Last time mobile money was everywhere.",
     "Bring some clean, newer dollar bills to change at a forex bureau, plus a card for hotels and bigger shops. For everyday spending, a family member's mobile money wallet you can top up is really handy."),
    ("The kids' passports: {kid1}'s expires in {month} next year. Is that okay, or does Ghana need six months of validity?",
     "Ghana generally requires at least six months of passport validity beyond your entry date. Check the dates carefully, and if it's close, renew now; child passports can take a while."),
    ("What gifts do I bring for family? Everyone expects something from America, lol. I have about {pr_m} budgeted for gifts total.",
     "Small, useful things go far: good lotions (your own products!), watches, phone accessories, kids' clothes, vitamins and chocolates. Make a list of who must get something and set a per-person amount so it doesn't balloon."),
    ("Layover options are Amsterdam, JFK, or Addis. Which is easiest with two kids?",
     "With kids, a single short connection in an airport that's easy to navigate is best. Shorter total travel time beats a slightly cheaper fare; look at the arrival time in Accra too, since a late-night arrival with tired kids is rough."),
    ("I want to take the kids to Cape Coast Castle while we're there. {kid1} is old enough to understand the history. How do I prepare her emotionally?",
     "Talk with her beforehand about what she'll see and why it matters, and let her ask questions. Age-appropriate books or documentaries help. Afterwards, give her space to process and talk."),
    ("Wedding gift for my cousin: cash in an envelope is normal at home, but how much is appropriate from the America cousin, lol?",
     "There's no fixed amount; give what fits your budget without stretching it, and remember you're also paying for the trip itself. A heartfelt card and a thoughtful gift from your shop can sit alongside the envelope."),
    ("Malaria meds for the kids: do they need a prescription? The travel clinic visit is {pr_m} per person, chale.",
     "Yes, malaria prevention medicine needs a prescription, and the dose for kids depends on weight. Ask your pediatrician; some prescribe it directly, which can be cheaper than a travel clinic."),
    ("Auntie keeps sending me voice notes about where we should all stay for the wedding. Everyone has an opinion, ei! How do I decide without offending anybody?",
     "Decide privately on what works best for your kids (sleep, safety, AC, distance to the events), then tell family kindly and firmly. Offering to visit the aunties often and bring something nice smooths a lot of feelings."),
]

SEGS["budget"] = [
    ("Doing my monthly budget. Take-home from the office is about {pr_l} plus maybe {pr_m} from the shop. Mortgage, car, insurance, groceries... Where do I start cutting?",
     "Start by listing fixed bills, then look at the flexible categories: groceries, eating out, subscriptions, and impulse shopping. Small cuts there add up. Pay yourself first by moving savings out on payday."),
    ("I want to build an emergency fund. Is three months of expenses enough for a single mom, or should I aim higher?",
     "As the only income in the household, many advisers suggest closer to six months of essential expenses. Start with a first goal of one month, then build from there, and keep it in a separate high-yield account."),
    ("Groceries came to {pr_m} at {store} this week. Two growing kids eat like a football team. Tips for cutting costs without eating beans every night?",
     "Plan meals around what's on sale, cook bigger batches of stews and rice that stretch into lunches, buy staples in bulk, and keep one 'leftovers night' a week. Shopping with a list and without hungry kids helps too!"),
    ("Should I separate my shop money from my personal account? Right now everything goes into one checking account and tax time is a nightmare.",
     "Yes, a separate business checking account makes bookkeeping and taxes much easier. Pay yourself a set amount from it each month. Even a free online business account is fine for a small shop."),
    ("Sinking funds: I'd like one for Christmas, one for car repairs, one for the Accra trip. How much per paycheck for each?",
     "Work backwards: decide the target for each and the date you need it, then divide by the paychecks left. For example, a Christmas fund due in ten paychecks needs a tenth of the target each time."),
    ("I have a balance of {pr_l} on a credit card at {apr}% APR from when the AC died last summer. Snowball or avalanche?",
     "At that rate, paying it off quickly matters most. With one card, just attack it with every extra dollar; after that, put the same amount into your emergency fund so the next AC surprise doesn't land on a card."),
    ("My 401(k) at work only has a few fund options. Is a target-date fund okay for someone who doesn't want to think about it?",
     "A target-date fund is a reasonable choice for hands-off investing; it adjusts automatically as you get closer to retirement. Check its fees and contribute at least enough to get any employer match."),
    ("How much should I set aside for taxes on the shop income? I made a little profit last year, not much.",
     "Self-employment income is subject to self-employment tax (about 15.3%) plus income tax, so many small-business owners set aside around 25-30% of profit. If you owe enough, you may need to make quarterly estimated payments."),
    ("Subscriptions audit: Netflix, Disney+, Spotify family, iCloud, and something called '{sub}' charging {pr_s} a month that I don't remember signing up for. Ei!",
     "Cancel the mystery one today and check whether you can dispute recent charges. Then consider rotating streaming services: keep one at a time and switch every few months."),
    ("{kid1} wants an allowance. What's reasonable at 13? And should {kid2} get the same so there's no fighting?",
     "Many families use roughly a dollar per year of age per week, tied to some chores. Different ages getting different amounts is fair; explain that the younger one gets more as he grows. It's also a great chance to teach saving and giving."),
    ("Christmas is going to sneak up on me again. Last year I spent way too much on gifts and I'm still feeling it. How do I plan better?",
     "Set a total budget now, write a list of everyone, and assign amounts. Start a sinking fund with small deposits each paycheck. Homemade gifts from your shop count; a nice shea set is a gift people love."),
    ("The {util} bill was {pr_m} this month! It's never been that high. What do I check first?",
     "Compare the usage, not just the amount, with previous months. Check for a meter reading estimate, a rate change, or something running constantly. If it looks wrong, call them and ask for a review."),
]

SEGS["small"] = [
    ("Rainy {wkday} in Atlanta. Kids are at school, I'm off today, and I'm making {dish}. Any good podcast recommendations while I cook?",
     "Sounds like a perfect day! Depending on your mood: a faith-based podcast, a small-business show for shop inspiration, or a light storytelling podcast. Want me to suggest a few specific ones in one of those areas?"),
    ("Watching {show} with {kid1} at night, it's our thing. What should we watch next that's okay for a 13-year-old?",
     "A shared show ritual is such a good thing to protect. Look for a lighthearted series or a competition show you can both root through; check the age rating and maybe watch the first episode yourself."),
    ("Got my hair done in {hair} yesterday, took {n_hours} hours, lol. My scalp is sore. Any tips to make it last?",
     "Sleep with a satin bonnet or pillowcase, keep your scalp moisturized with a light oil (your shea hair butter!), and don't pile on heavy products. The soreness usually settles in a day or two."),
    ("Choir practice ran late tonight, we're learning a new song for Easter. I'm an alto and the harmonies are hard. How can I practice at home?",
     "Ask the director for a recording of the alto line alone, then sing along in the car. Practice just the tricky bars slowly, and record yourself singing with the full recording to check you're holding your part."),
    ("Give me a quick recipe for dinner. I have chicken thighs, rice, frozen spinach, onions and a jar of shito. Thirty minutes max.",
     "Brown the chicken thighs with onions, add a spoonful of shito and a splash of water, then cover and simmer while the rice cooks. Stir in the frozen spinach at the end. Serve it over the rice."),
    ("I'm so tired today. Slept maybe {n_hours} hours. How do people with two kids and two jobs find time to exercise?",
     "Honestly, they sneak it in: a 20-minute walk after dinner with the kids, a workout video on Saturday morning, parking far away. Something small and consistent beats a perfect plan you can't keep."),
    ("Book club at church picked '{book}'. Have you heard of it? Is it a heavy read?",
     "It's a well-known pick for book clubs, and there's a lot to discuss. Some parts are emotionally heavy, so maybe read a chapter at a time with a cup of tea. Want a few discussion questions to bring?"),
    ("The pollen in Atlanta right now, ei! Everything is yellow. My car, my porch, my nose. Any allergy tips?",
     "Keep windows closed, shower and change clothes when you come in, and run the AC with a good filter. Over-the-counter antihistamines and saline rinses help many people; check with your doctor if it's really bad."),
    ("{friend}'s birthday is this weekend. She loves candles and skincare (obviously she's getting my stuff, lol). What else could I add to a gift basket for under {pr_s}?",
     "A nice candle, a small plant, a cozy pair of socks, a handwritten card, and a fancy chocolate bar would round out your products beautifully."),
    ("Tell me something encouraging, it's been a long week. {n2} patients, two shop orders, a fundraiser meeting, and {kid2} forgot his lunch twice.",
     "Look at everything you carried this week: patients cared for, customers served, a church project moving forward, and two kids who are loved. Forgotten lunches don't cancel any of that. Rest this weekend; you've earned it."),
    ("Random question: why do Americans put ice in everything? Mom is going to ask me this, lol.",
     "It's partly habit and partly history; ice became cheap and widely available in the US early on, and cold drinks became the norm. Your mom is not alone; visitors from many countries find it surprising!"),
    ("Everyone at work is making sourdough now. Is it worth learning or just a trend that won't die?",
     "It's worth it if you enjoy slow projects; a starter takes a little daily attention. If your schedule is packed, a simple no-knead bread gives you fresh bread with much less fuss."),
    ("I'm teaching {kid2} a bit of Twi at home. He knows 'medaase' and 'ete sen' but that's it. Fun ways to practice with kids?",
     "Make it a game: label things around the house in Twi, use Twi for greetings at dinner, and have him teach you back. Short songs and video calls with grandma are great motivators."),
    ("Ei, I just finished cleaning the whole kitchen and {kid2} immediately made a sandwich and left crumbs everywhere. Why do I even try, lol.",
     "Ha, the eternal struggle! A 'you make it, you wipe it' rule with a little spray bottle and cloth within his reach can help. At 9 he's totally able to do a quick wipe."),
    ("{sister} called from Ohio and we talked for two hours, lol. She wants us all to do a family reunion next summer. Where would you even start planning that?",
     "Start with a quick poll on dates and a rough budget, then pick a location most people can reach. Assign a small committee for food, lodging and activities so it's not all on one person."),
]

EXTRAS = {
    "shop": ["Orders have been steady since that Instagram reel, so something is working.",
             "I still need to restock jars before the weekend, and the supplier in {place_atl2} is always out of the 4-oz ones.",
             "My Tamale supplier says the harvest looks good this year, which is a relief after last year's mess.",
             "I also need new business cards; the old ones still have my old email on them.",
             "The labels for the new batch finally came, and the {scent2} ones look so pretty.",
             "Someone asked if I ship to Canada, which I've never done, and I don't even know where to start with customs.",
             "I packed {n2} orders at the kitchen table last night while the kids did homework.",
             "A customer from {us_city} sent me a photo of her daughter's eczema clearing up and I almost cried.",
             "I'm also out of tissue paper and the little thank-you cards, so that's another {pr_s2} gone."],
    "kids": ["{kid2} has practice again tonight, so dinner will be late as usual.",
             "{kid1} has been on her phone all evening, as usual, laughing at things she won't show me.",
             "The school sent another permission slip home, the third one this month.",
             "Both kids have dentist checkups next month, lol, the irony of a hygienist mom.",
             "{kid1} is already asking about high school options and which one {kfriend} is going to.",
             "{kid2} told me this morning that he wants to be a YouTuber when he grows up. Ei.",
             "The car line this morning was twenty minutes, I almost lost my mind."],
    "refi": ["The lender keeps emailing me checklists, and every checklist has a new item on it.",
             "I still need to find last year's W-2, it's somewhere in a box in the garage.",
             "Interest rates are all anyone talks about at work these days.",
             "I uploaded the pay stubs last night, finally, after the portal crashed twice.",
             "My neighbor refinanced last year and keeps giving me advice I didn't ask for, lol."],
    "mom": ["Mom sends voice notes every morning now, usually before I'm even awake.",
            "She keeps asking what the weather will be like and whether she needs a coat.",
            "My sister {sister} wants to fly down while Mom is here too, so the house will be full.",
            "Mom already has a list of things she wants to buy at Costco, lol, including a whole pressure cooker.",
            "The kids keep asking if Grandma will cook for them every day. I told them to ask her nicely."],
    "church": ["The committee group chat is 200 messages deep and half of them are prayer emojis.",
               "Pastor was very encouraging on Sunday, which I needed.",
               "I still need volunteers for the clean-up crew, nobody ever wants that job.",
               "We might need a second ticket table, the line was long last time.",
               "{church2} offered to print the programs at her office for free, God bless her."],
    "career": ["My back has been tight all week, I really need a massage.",
               "We're short one hygienist again this month, so everyone is running behind.",
               "I still need to upload my CE certificates before the renewal window closes.",
               "The new dentist at our office is very nice, very gentle with the anxious patients.",
               "I had {n2} patients today and two cancellations, so it was actually a decent day."],
    "car": ["The {car} is my baby, but she's getting old, and I can hear every one of her years.",
            "Gas prices are up again too, so everything about this car costs more.",
            "I need to vacuum the car; the kids left cereal everywhere and it smells like old milk.",
            "I do so much driving between work, school, church and the post office, I need this car to hold on."],
    "accra": ["Everyone in the family WhatsApp group has opinions about everything.",
              "The kids are excited to meet their cousins; {kid2} keeps asking if they have PlayStation.",
              "I also need to renew my Ghana card while I'm there.",
              "It's going to be hot, I know, so I'm packing light fabrics only.",
              "My aunt already sent me a list of things to bring, and it's two pages long."],
    "budget": ["I've been using a budgeting app for a month now and it's humbling.",
               "I checked my savings this morning and winced, lol.",
               "Payday is Friday, thank God, because the fridge is looking empty.",
               "I want to be the kind of person who knows where every dollar goes."],
    "small": ["Anyway, it's been a day.", "The weather is so nice today though, I sat on the porch for ten minutes.",
              "I made tea and I'm finally sitting down for the first time since 6am.",
              "The house is finally quiet, the kids are in bed."],
}
PRE = ["Long day, but I'm finally sitting down with some tea.", "The kids are asleep, so I finally have a minute to think.",
       "I'm on my lunch break between patients, so this might be quick.", "Writing this from the car line at school, lol.",
       "I've been meaning to ask you this all week.", "Okay, I've been thinking about this since this morning.",
       "Sitting in the parking lot at work before my first patient.", "Church was beautiful today, and now I'm home with my feet up.",
       "It's Saturday, the house is a mess, and I'm ignoring it to ask you this.", "I just got back from {store} and I'm exhausted."]

U_OPEN = ["", "", "", "", "Hi!", "Good morning!", "Hey!", "Ei!", "Okay!", "Chale!", "Quick one.",
          "Me again, lol.", "Hello hello!", "Back again!", "Good evening!", "Sorry, long message incoming!",
          "Morning! Tea in hand.", "Hiii!", "Awurade, what a day.", "Hi, hope you're well!", "Question for you!",
          "Another one for you:", "Hey there!", "Ei, chale!"]
U_CLOSE = ["", "", "", "", "Thoughts?", "What do you think?", "Medaase!", "Thank you so much!!", "Any ideas?",
           "Be honest with me!", "Lol.", "God is good, anyway!", "Okay, let me know!", "I appreciate you!",
           "Help me out here!", "Medaase paa!", "What would you do?", "Is that crazy?"]
BRIDGES = ["Different topic:", "Totally unrelated:", "Oh, and something else:", "Separately:", "Changing the subject:"]
SAME = ["Also:", "Oh, and also:", "Before I forget:", "Side note:", "While I have you:", "One more thing on this:"]
SAME_PLANT = ["Also:", "Before I forget:", "Side note:", "Also, for the record:", "Oh, and for your records:", "One more thing on this:"]
A_OPEN = ["", "", "", "Great question!", "Oh, that's exciting!", "That's a lot to juggle.", "Happy to help.",
          "Love this.", "Okay, let's think it through.", "Totally understandable.", "Good thinking.",
          "That's a really common situation.", "Ha, I get it.", "Ooh, good one.",
          "You're doing great, by the way.", "Fair question."]
STATE_CLOSE = ["", "", "", "Medaase!", "Lol.", "Just wanted to tell someone!", "God is good!", "Anyway!", "Chale, what a season."]
CORR_CLOSE = ["", "", "", "Sorry about that!", "Just so you have the right one.", "Medaase!", "Chale, my brain these days.", "Lol, sorry."]
PLANT_A_OPEN = ["", "", "", "Oh nice!", "Ha!", "Thanks for sharing that.", "Love it.", "Okay!", "Ooh."]
A_CLOSE = ["", "", "", "", "", "", "", "Want me to draft something?", "Let me know how it goes!", "Happy to go deeper on any of this.",
           "Would a checklist help?", "Keep me posted!", "Do you want me to break that into steps?",
           "If you tell me a bit more, I can be more specific.", "You've got this!"]
A_TIPS = ["One small tip: write it down somewhere you'll actually see it, like the fridge or your phone's lock screen.",
          "It may also help to block thirty minutes on your calendar just for this, so it doesn't get pushed aside.",
          "If you're feeling stretched, it's okay to pick the one thing that matters most this week and let the rest wait.",
          "Asking one or two people you trust who've been through the same thing can save you a lot of trial and error.",
          "Keep receipts and notes in one folder; future you will be grateful at tax time.",
          "And don't forget to build in a little rest for yourself; you carry a lot."]

QUICK = [
    ("Medaase! That helps a lot.", "You're so welcome! Glad it helped."),
    ("Lol okay, fair point.", "Ha! Happy to be the voice of reason today."),
    ("Done! Sent it.", "Great, one less thing on your plate!"),
    ("Ei, you're right.", "It happens to all of us. You're on top of it now."),
    ("Okay, I'll try that tonight.", "Good luck! Let me know how it goes."),
    ("Hmm, let me think about it and get back to you.", "Of course, take your time. I'm here whenever you're ready."),
    ("Sorry, kids interrupted me. Where were we?", "No worries at all! We were just going over your options; pick up wherever you like."),
    ("Haha {kid2} just walked in asking who I'm talking to.", "Ha! Tell him you're getting homework help too."),
    ("Thank you!! You're a lifesaver.", "Anytime! That's what I'm here for."),
    ("Okay wait, one more question on that.", "Go for it!"),
    ("Perfect, that's exactly what I needed.", "Wonderful! Glad it fits."),
    ("I'm so tired I can't even think, lol. Tomorrow.", "Totally fair. Get some rest; it'll all still be here tomorrow."),
    ("Chale, this is why I love asking you.", "Aw, thank you! I'm always happy to help."),
    ("Good night! Medaase.", "Good night, Abena! Sleep well."),
    ("Can you say that more simply? My brain is fried.", "Sure: do the most urgent thing first, and let the rest wait until you've rested."),
    ("Yes please, a checklist would be great.", "Here you go: 1) gather what you need, 2) do the time-sensitive step first, 3) set a reminder for the follow-up, 4) check it off and celebrate!"),
    ("Lol {kid1} says you give better advice than me. Rude!", "Ha! Tell her I learned everything from listening to moms like you."),
    ("Okay that makes sense now.", "Great! Let me know if anything else comes up."),
]

LIST_ITEMS = ["call the lender back about the appraisal", "order more {product} jars", "sign {kid2}'s field trip form",
              "finish my CE module", "get the oil changed", "pick up Mom's passport photos", "email the fundraiser sponsors",
              "pay the {util} bill", "meal prep for the week", "reply to {customer} about her order",
              "book the travel clinic for the kids", "return the stuff from {store}", "drop off the raffle tickets at church",
              "ship order {order}", "schedule {kid1}'s next braces adjustment", "wash {kid2}'s soccer uniform",
              "update my resume", "buy a birthday gift for {friend}", "renew the car registration",
              "make a new batch of black soap", "print the fundraiser flyers", "call Mom back",
              "clean out the garage for inventory", "upload bank statements for the refinance",
              "send the DS-160 details to Mom", "book the yellow fever shots"]
LIST_LEAD = ["Okay, my to-do list for this week is out of control:", "Brain dump before I forget:",
             "Things I need to do before {day}:", "Chale, look at this list:", "Weekend list, help me!"]
LIST_TAIL = ["Where do I even start?", "Help me prioritize!", "Which of these can wait?", "Be honest, is this too much?"]

THREADS = list(SEGS)
THREAD_W = {"shop": 15, "kids": 13, "refi": 9, "mom": 10, "church": 10, "career": 10, "car": 7,
            "accra": 9, "budget": 8, "small": 9}

# ----------------------------------------------------------------------------------------
# planted-fact roles
# ----------------------------------------------------------------------------------------

def _person(origin):
    def g(rng):
        o = origin if origin != "mix" else rng.choice(["gh", "us"])
        if o == "gh":
            return f"{rng.choice(P_GH_FIRST)} {rng.choice(P_GH_LAST)}"
        return f"{rng.choice(P_US_FIRST)} {rng.choice(P_US_LAST)}"
    return g


def _dategen(months=None):
    ms = months or MONTHS
    return lambda rng: f"{rng.choice(ms)} {rng.randint(10, 28)}"


def _amount(lo, hi, step=1, cents=False):
    def g(rng):
        if cents:
            return _money(rng.randint(lo, hi) / 2, True)  # half-dollar steps
        return _money(rng.randint(lo // step, hi // step) * step)
    return g


def _phone(rng):
    return f"{rng.choice(AREA)}-{rng.randint(210, 989)}-{rng.randint(1000, 9999)}"


def _address(rng):
    return f"{rng.randint(120, 9850)} {rng.choice(STREETS)} {rng.choice(STREET_SFX)}"


def _code(fmt):
    def g(rng):
        out = []
        for ch in fmt:
            if ch == "#":
                out.append(rng.choice("0123456789"))
            elif ch == "@":
                out.append(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ"))
            elif ch == "*":
                out.append(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789"))
            else:
                out.append(ch)
        return "".join(out)
    return g


def _opts(options):
    return lambda rng: rng.choice(options)


def _role(kind, about, thread, gen, say, a="", thing=""):
    return dict(kind=kind, about=about, thread=thread, gen=gen, say=say, a=a, thing=thing)


ROLES = [
    # ---------------- person
    _role("person", "daughter's orthodontist", "kids", _person("mix"),
          ["We finally picked an orthodontist for {kid1}! Dr. {v} in {place_atl}; three different moms from church recommended the practice. The consult was free and {kid1} actually liked it, which is a miracle.",
           "Okay so braces are officially happening for {kid1}. The orthodontist is Dr. {v}. We actually met years ago at a CE event, small world! The estimate is about two years of treatment, maybe less."],
          "A free consult and a good rapport with {kid1} is a great start; kids cooperate so much better when they like their orthodontist.",
          "{kid1}'s orthodontist"),
    _role("person", "mortgage loan officer", "refi", _person("us"),
          ["The loan officer at the credit union is {v}. Called me back within an hour, which honestly never happens, and explained everything without making me feel stupid.",
           "I'm working with a loan officer named {v} for the refinance. Very straightforward, didn't push anything on me, and answered my texts on a {wkday} night!"],
          "A responsive loan officer makes the whole process much less stressful.",
          "my loan officer"),
    _role("person", "contact at the shea butter cooperative in Tamale", "shop", _person("gh"),
          ["My main contact at the women's cooperative in Tamale is {v}. We talk every week on WhatsApp, and that's who handles pricing and getting the shipments out.",
           "I have to tell you about my supplier contact, {v}, at the shea cooperative in Tamale. Such a hard worker, and so patient with all my questions about the grading."],
          "Having one reliable person at the cooperative is gold for a small shop; it makes quality and timing so much easier to manage.",
          "my contact at the cooperative"),
    _role("person", "co-chair of the church fundraiser", "church", _person("gh"),
          ["Pastor paired me with a co-chair for the van fundraiser: {v}. Very organized, color-coded spreadsheets, the whole thing. I think we'll work well together!",
           "Good news, I'm not alone anymore! {v} agreed to co-chair the fundraiser with me. We've known each other since the youth choir days."],
          "A co-chair who loves spreadsheets is a perfect match for someone who's great with people.",
          "my fundraiser co-chair"),
    _role("person", "mechanic", "car", _person("us"),
          ["Found a new mechanic finally! {v}, at a small shop off {road}. Honest, showed me the old part, didn't try to upsell me a single thing.",
           "My coworker recommended a mechanic, {v}, and chale, I'm never going back to the dealership. Fixed the noise in one afternoon."],
          "An honest independent mechanic is worth their weight in gold; hold on to that one.",
          "my mechanic"),
    _role("person", "cousin who is getting married in Accra", "accra", _person("gh"),
          ["The wedding is my cousin {v}'s. We grew up in the same compound in Kumasi, so there is no way I'm missing it, ei!",
           "Just got off the phone with {v}, my cousin who's getting married. So happy! We were inseparable as kids in Kumasi."],
          "That's such a special connection; no wonder the trip matters so much to you.",
          "the cousin getting married"),
    _role("person", "hiring manager at the practice she's interviewing with", "career", _person("us"),
          ["The hiring manager at the new practice is {v}. Very friendly on the phone and asked me to come in for a working interview.",
           "I had a call with {v}, who does the hiring at that practice I told you about. It felt more like a conversation than an interview!"],
          "A warm first call is a good sign about the office culture.",
          "the hiring manager at the new practice"),
    _role("person", "immigration attorney helping with Mom's visa", "mom", _person("mix"),
          ["A lady from church recommended an immigration attorney, {v}, to look over Mom's paperwork before the interview. The consultation is just {pr_m}.",
           "We're getting some help with Mom's visa this time: an attorney named {v} is reviewing everything. After last time's refusal, I'm not taking chances."],
          "A professional review can catch small inconsistencies that cause problems at the interview.",
          "Mom's immigration attorney"),
    _role("person", "organizer of the pop-up market", "shop", _person("us"),
          ["The organizer of the pop-up market is {v}. It's for Black-owned small businesses and it's their fourth year, so I'm excited to finally be a vendor.",
           "I met the pop-up organizer, {v}, at the vendor info session. Super organized, sent everyone a whole vendor packet."],
          "A well-organized market usually means better foot traffic for vendors.",
          "the pop-up organizer"),
    _role("person", "son's soccer coach", "kids", _person("mix"),
          ["{kid2}'s new soccer coach is {v}. Very energetic, the boys love it, and {kid2} actually wants to go to practice now!",
           "Coach {v} took over {kid2}'s team this season, and the difference already! They run drills instead of just scrimmaging."],
          "A coach who makes practice fun is a big deal at that age.",
          "{kid2}'s coach"),
    _role("person", "tax preparer", "budget", _person("mix"),
          ["I'm finally using a real tax preparer this year because of the shop income: {v}, recommended by {friend}. No more doing it myself at 2am.",
           "Booked an appointment with a tax preparer, {v}, for the business and personal taxes. Worth every penny if it saves me the stress."],
          "Getting professional help once the shop has real income is a smart move.",
          "my tax preparer"),
    _role("person", "instructor of her CE course", "career", _person("mix"),
          ["The instructor for my CE course is {v}, a periodontist who also teaches in a hygiene program. The first module was actually interesting!",
           "My CE course started and the instructor, Dr. {v}, is so good. Real cases, not just slides."],
          "A good instructor makes CE hours feel like actual learning instead of box-ticking.",
          "my CE instructor"),
    # ---------------- pet
    _role("pet", "family dog's name", "small", _opts(PET_NAMES),
          ["Our dog {v} ate a whole tub of shea butter off the counter. The WHOLE tub! Vet said it's not toxic but ei, the mess on the carpet.",
           "Took {v}, our dog, for shots today and he shook like a leaf the entire time. Such a big baby."]),
    _role("pet", "daughter's cat's name", "kids", _opts(PET_NAMES),
          ["{kid1}'s cat {v} has decided my product photo setup is her new bed, lol. Every time I set up the lights, she climbs in.",
           "{kid1}'s cat, {v}, knocked a jar off the shelf this morning. Thank God it was plastic."]),
    _role("pet", "class hamster they're hosting", "kids", _opts(PET_NAMES),
          ["{kid2} volunteered us to host the class hamster over spring break. Its name is {v}. I did not agree to this, lol.",
           "We have a guest: the class hamster, {v}, is staying with us for the week. {kid2} checks on him every ten minutes."]),
    _role("pet", "Mom's parrot in Kumasi", "mom", _opts(PET_NAMES),
          ["Mom is worried about leaving her parrot {v} while she's here. He says 'Maame!' all day, lol. My aunt will feed him.",
           "Mom's biggest visa worry? Not the interview. Her parrot, {v}, and who will talk to him while she's away, lol."]),
    _role("pet", "neighbor's dog she's dog-sitting", "small", _opts(PET_NAMES),
          ["I'm dog-sitting my neighbor's dog {v} this weekend. The kids are thrilled; I'm mostly thinking about my floors.",
           "The neighbors are away so we have their dog, {v}, for four days. {kid2} is already asking if we can keep him."]),
    _role("pet", "goldfish her son won", "kids", _opts(PET_NAMES),
          ["{kid2} won a goldfish at the school carnival and named it {v}. We now own a fish. I don't know how this happened.",
           "Update on the carnival goldfish: {v} is still alive, lol! {kid2} feeds him every morning before school."]),
    # ---------------- date
    _role("date", "date of Mom's visa interview", "mom", _dategen(),
          ["Mom's visa interview is on {v}{sfx} at the embassy in Accra. She's already choosing what to wear, lol.",
           "We got an interview slot for Mom! {v}{sfx}, early morning. Now she has to get to Accra the day before."],
          "Having the date fixed lets you work backwards for documents and travel to Accra.", "Mom's visa interview"),
    _role("date", "date Mom arrives in Atlanta", "mom", _dategen(),
          ["Mom lands at Hartsfield on {v}{sfx}, the afternoon flight through {hub}. I'm counting down!",
           "Ticket booked! Mom arrives {v}{sfx}. I'll take the day off so the kids and I can meet her at the airport."],
          "That's exciting! Arrange wheelchair assistance if the connection is long.", "Mom's arrival"),
    _role("date", "date of the cousin's wedding", "accra", _dategen(["November", "December", "January"]),
          ["The white wedding is {v}{sfx}, with the engagement two days before. So we need to land at least three days early.",
           "Date is confirmed for the wedding: {v}{sfx}! My aunt says the church is already booked."],
          "With the wedding date fixed, you can finally lock in flights.", "the wedding"),
    _role("date", "date of the church fundraiser", "church", _dategen(),
          ["We set the fundraiser date: {v}{sfx}, a Saturday evening in the fellowship hall. Now the real work starts!",
           "The committee finally agreed on a date for the fundraiser, {v}{sfx}. It took three meetings, chale."],
          "Having a firm date lets you build the whole timeline backward.", "the fundraiser"),
    _role("date", "date of the pop-up market", "shop", _dategen(),
          ["The pop-up market is {v}{sfx}, from 11 to 5. I have to be set up by 10, so it's an early morning.",
           "I got accepted as a vendor for the pop-up market on {v}{sfx}!! My first in-person market!"],
          "Congratulations! That gives you a clear deadline for production.", "the pop-up market"),
    _role("date", "refinance closing date", "refi", _dategen(),
          ["Closing is scheduled for {v}{sfx}, assuming the appraisal comes in okay. I can't believe it's almost done.",
           "The title company set the closing for {v}{sfx} at 6pm so I can go after work. Pray for me, lol."],
          "You're in the home stretch!", "the closing"),
    _role("date", "date of her CE exam", "career", _dategen(),
          ["My CE exam is {v}{sfx}, online and proctored, so I need the kids quiet that whole morning, lol.",
           "Registered for the exam for my CE course: {v}{sfx}. Now I actually have to study."],
          "Putting it on the calendar makes it real; plan short study sessions until then.", "my CE exam"),
    _role("date", "date of her working interview", "career", _dategen(),
          ["The working interview at the new practice is {v}{sfx}. I had to request the day off without saying why, lol.",
           "They want me to come in for a working interview on {v}{sfx}. Ei, I'm nervous!"],
          "A working interview is a great chance for you to judge them too.", "the working interview"),
    _role("date", "date they fly to Accra", "accra", _dategen(["November", "December"]),
          ["We fly out to Accra on {v}{sfx}, coming back after New Year. The kids are already packing toys, lol.",
           "Booked! Departure is {v}{sfx}. I almost cried clicking 'purchase'."],
          "That's a big step. Start the vaccine and passport checklist now.", "our flight to Accra"),
    _role("date", "date of her son's soccer tournament", "kids", _dategen(),
          ["{kid2}'s tournament is {v}{sfx} in Columbus, two hours away. Hotel for one night, three games. Ei.",
           "The big soccer tournament is {v}{sfx}, and {kid2} has been practicing every evening in the backyard."],
          "Tournament weekends are long; pack snacks, chairs and sunscreen.", "{kid2}'s tournament"),
    # ---------------- amount
    _role("amount", "new monthly mortgage payment after refinancing", "refi", _amount(1580, 2490),
          ["If we lock today, the new payment would be {v} a month including escrow, which is a real difference from what I pay now.",
           "Ran the numbers with the loan officer: {v} per month with taxes and insurance. I can breathe a little with that."],
          "", "the new mortgage payment"),
    _role("amount", "booth fee for the pop-up market", "shop", _amount(95, 285, 5),
          ["The booth fee for the pop-up is {v}, which includes a table and a tent spot. Not bad if I sell enough!",
           "Paid the vendor fee today, {v}. Now it's real!"],
          "", "the booth fee"),
    _role("amount", "total cost of her daughter's braces", "kids", _amount(4200, 6900, 50),
          ["The braces quote came back: {v} total, and insurance only covers part of it. They do a payment plan, thank God.",
           "So {kid1}'s braces will cost {v} in total. Ei! My own teeth hurt looking at that number."],
          "", "the braces cost"),
    _role("amount", "church fundraiser goal", "church", _amount(8000, 26000, 500),
          ["Our goal for the fundraiser is {v}. That covers a used van plus a little for insurance and repairs.",
           "The committee approved the fundraising goal, {v}. Big, but I believe we can do it!"],
          "", "the fundraiser goal"),
    _role("amount", "quote for the transmission repair", "car", _amount(1250, 3450, 10),
          ["The transmission quote came back at {v}. I almost fainted right there at the counter.",
           "They say it's the transmission. {v} to fix it. Chale, I don't have that just lying around."],
          "", "the transmission quote"),
    _role("amount", "emergency fund target", "budget", _amount(6000, 15000, 500),
          ["My goal is to have {v} in the emergency fund by the end of next year. That's about six months of the basics.",
           "I set a target for the emergency fund: {v}. Writing it here so I stay accountable, lol."],
          "", "my emergency fund goal"),
    _role("amount", "total airfare for the Accra trip", "accra", _amount(3800, 6200, 10),
          ["The three tickets to Accra came to {v} all in. Ei, but it's family, and the kids need to know home.",
           "Tickets are paid: {v} for all three of us. Now I eat rice and beans until December, lol."],
          "", "the airfare"),
    _role("amount", "fee for her CE course", "career", _amount(395, 895, 5),
          ["The CE course is {v} for the whole program, which includes the exam. My office will reimburse half, maybe.",
           "Signed up for the periodontal CE course. {v}, but it covers all the hours I need."],
          "", "the CE course fee"),
    _role("amount", "hourly pay offered by the new practice", "career", _amount(88, 113, cents=True),
          ["They made an offer! {v} an hour, plus paid CE. That's more than I make now.",
           "The offer came in at {v} per hour with a 401(k) match. Ei, I need to think."],
          "", "the hourly offer"),
    # ---------------- phone
    _role("phone", "mechanic's shop phone number", "car", _phone,
          ["Saving this here so I don't lose it: the mechanic's number is {v}. Ask for the service desk.",
           "The auto shop's number is {v}; they said to call before 8 to get a same-day slot."],
          "", "the mechanic's shop"),
    _role("phone", "loan officer's direct line", "refi", _phone,
          ["The loan officer gave me a direct line, {v}, so I don't have to go through the main number anymore.",
           "For the refinance, the direct number is {v}. Texts are fine too, they said."],
          "", "the loan officer's direct line"),
    _role("phone", "orthodontist office phone number", "kids", _phone,
          ["The orthodontist's office number is {v}, for emergencies like a broken bracket.",
           "Writing this down: ortho office is {v}. {kid1} already popped a wire once."],
          "", "the ortho office"),
    _role("phone", "pop-up organizer's phone number", "shop", _phone,
          ["If anything goes wrong on market day, the organizer's cell is {v}.",
           "The pop-up organizer said to text {v} with vendor questions, not email."],
          "", "the pop-up organizer"),
    _role("phone", "immigration attorney's office number", "mom", _phone,
          ["The attorney's office number is {v}. I'm supposed to call to book the document review.",
           "Here's the number for the immigration office that's helping with Mom: {v}."],
          "", "the attorney's office"),
    _role("phone", "caterer's phone number for the fundraiser", "church", _phone,
          ["The caterer for the fundraiser is a lady from Lilburn; her number is {v}. Best jollof in Gwinnett, no contest.",
           "We found a caterer for the event! Her number is {v}, she's doing a tasting next week."],
          "", "the caterer"),
    # ---------------- address
    _role("address", "address of the pop-up market venue", "shop", _address,
          ["The pop-up is at {v}, in an old warehouse they turned into an event hall. Lots of parking, thank God.",
           "Venue for the market is {v}. I drove past yesterday to check the loading area."],
          "", "the market venue"),
    _role("address", "address of the orthodontist's office", "kids", _address,
          ["The ortho office is at {v}, Suite 210, right next to a Chick-fil-A. {kid1} already knows what she's getting after appointments, lol.",
           "The orthodontist is at {v}, about fifteen minutes from school. Perfect for pickups."],
          "", "the orthodontist's office"),
    _role("address", "address of the fundraiser venue", "church", _address,
          ["We booked the banquet hall at {v} for the fundraiser since the fellowship hall is too small.",
           "The fundraiser venue is confirmed: {v}. They even have a stage for the choir!"],
          "", "the fundraiser venue"),
    _role("address", "address of the practice she's interviewing at", "career", _address,
          ["The practice is at {v} in {place_atl}, about 25 minutes from me without traffic.",
           "I looked up the new office, it's at {v}. Brand new building, very nice."],
          "", "the new practice"),
    _role("address", "address of the auto shop", "car", _address,
          ["The auto shop is at {v}, behind the gas station. Easy to miss.",
           "Dropping the {car} at the shop on {v} tomorrow morning."],
          "", "the auto shop"),
    _role("address", "address of her inventory storage unit", "shop", _address,
          ["I rented a small climate-controlled storage unit for inventory at {v}. My garage is free again!",
           "The storage place for the shop stock is at {v}, unit number on the key fob."],
          "", "the storage unit"),
    # ---------------- id
    _role("id", "refinance loan number", "refi", _code("LN-#######"),
          ["The loan number for the refinance is {v}; they want it on every document I upload.",
           "Putting this here: loan number {v}. The portal keeps logging me out and asking for it."],
          "", "the loan number"),
    _role("id", "Mom's DS-160 confirmation number", "mom", _code("AA00******"),
          ["Mom's DS-160 is submitted! Confirmation number {v}. She has to print the page for the interview.",
           "Finally got Mom's visa form in. The confirmation is {v}; I screenshotted it three times, lol."],
          "", "Mom's DS-160 confirmation"),
    _role("id", "tracking number for the shea shipment from Tamale", "shop", _code("##########"),
          ["The new shea shipment left Tamale! DHL tracking is {v}. Should be here in about ten days.",
           "My supplier sent the waybill for the shea butter: {v}. Praying it doesn't sit in customs."],
          "", "the DHL tracking number"),
    _role("id", "CE course registration code", "career", _code("CE-#####"),
          ["My CE registration code is {v}; I need it to log in for the exam.",
           "Got my registration for the CE course, code {v}. Saving it here."],
          "", "my CE registration code"),
    _role("id", "car insurance claim number", "car", _code("CLM-#######"),
          ["The insurance claim for the fender bender is filed, claim number {v}. They said an adjuster will call.",
           "Claim number from the insurance is {v}, in case the body shop asks."],
          "", "the claim number"),
    _role("id", "flight booking reference for the Accra trip", "accra", _code("@*#@*@"),
          ["The booking reference for our Accra flights is {v}. I need it to pick seats for the kids.",
           "Airline confirmation code: {v}. Writing it everywhere because I always lose these."],
          "", "the booking reference"),
    _role("id", "fundraiser raffle license number", "church", _code("RL-####-@"),
          ["The sheriff's office approved our raffle license, number {v}. It has to be printed on every ticket.",
           "Raffle license came through: {v}. One less thing to worry about!"],
          "", "the raffle license number"),
    _role("id", "her dental hygiene license number", "career", _code("RDH-######"),
          ["My hygiene license number is {v}, the new office needs it for credentialing.",
           "For the renewal form: license number {v}. I always have to dig it out of my email."],
          "", "my license number"),
    # ---------------- decision
    _role("decision", "platform she chose for her own shop website", "shop", _opts(["Shopify", "Squarespace", "Big Cartel", "WooCommerce"]),
          ["Okay, decision made: I'm building my own site on {v}. Etsy can stay for now, but the goal is to move my regulars over.",
           "I prayed on it and compared everything, and I'm going with {v} for the website. No more going back and forth!"],
          "That's a solid choice for a small product shop; start with your bestsellers and a simple homepage."),
    _role("decision", "type of mortgage she chose for the refinance", "refi", _opts(["15-year fixed", "20-year fixed", "7/1 ARM", "10-year fixed"]),
          ["After all that back and forth I'm going with the {v}. Final answer! I told the loan officer this morning.",
           "Decision: {v}. I slept on it three nights and I feel peace about it."],
          "Good, having the loan type settled lets the lender move forward."),
    _role("decision", "job offer she decided to take", "career", _opts(["pediatric practice", "periodontal practice", "public health clinic", "mobile dental program"]),
          ["I'm doing it. I'm accepting the offer from the {v}! Giving my notice next week. Ei, nervous and excited at the same time.",
           "I made up my mind about work: I'm taking the {v} job. New chapter!"],
          "Congratulations! Give a professional notice and ask for your last day in writing."),
    _role("decision", "car she decided to buy", "car", _opts(["Honda Pilot", "Toyota Highlander", "Kia Telluride", "Subaru Outback", "Mazda CX-9"]),
          ["We're replacing the {car} with a used {v}. Test drove three cars and that's the one the kids fit in best.",
           "Decision made on the car: a certified used {v}. I'm done throwing money at repairs."],
          "Get a pre-purchase inspection and compare the financing offer with your credit union."),
    _role("decision", "format chosen for the church fundraiser", "church", _opts(["gospel concert", "gala dinner", "5K fun run", "talent show"]),
          ["The committee voted and I agree: the fundraiser will be a {v}. Now we plan!",
           "We're officially doing a {v} for the van fundraiser. Pastor loved the idea."],
          "That format works well for a church community; it gives people a reason to bring friends."),
    _role("decision", "summer activity she chose for her daughter", "kids", _opts(["robotics camp", "coding camp", "swim team", "debate club"]),
          ["I told {kid1} yes to {v} this summer. She screamed, lol. It's a stretch for the budget but she's so excited.",
           "We decided: {kid1} is doing {v}. She picked it herself and I think it'll be good for her confidence."],
          "Letting her choose makes it much more likely she'll stick with it."),
    _role("decision", "account she decided to open for savings", "budget", _opts(["high-yield savings account", "529 plan", "Roth IRA"]),
          ["I finally did it: I'm opening a {v} this week. Even {pr_s2} a week is better than nothing.",
           "Decision made, I'm putting the extra money into a {v} starting next month."],
          "Automating even a small amount each payday is the best way to make it stick."),
    _role("decision", "where they will stay in Accra", "accra", _opts(["Airbnb in Osu", "hotel in East Legon", "guest house in Tema"]),
          ["For the wedding trip we're staying at an {v}. Close enough to family, but I get my own bathroom and AC, lol.",
           "I settled the lodging question: {v} for the whole trip. Auntie will complain but she'll survive."],
          "Having your own space with reliable AC will make a big difference with kids."),
    # ---------------- preference
    _role("preference", "seat she always wants on flights", "accra", _opts(["aisle seat", "window seat"]),
          ["Note for any trip planning: I always want the {v}. Non-negotiable, lol. Long flights are hard enough.",
           "Whatever flights we pick, put me in the {v}, I'm miserable anywhere else."],
          "Good to know, I'll keep that in mind for any flight suggestions."),
    _role("preference", "color she wants for her shop branding", "shop", _opts(["sage green", "terracotta", "dusty rose", "mustard yellow", "deep plum"]),
          ["For the rebrand I'm in love with {v}: labels, tissue paper, the website, everything.",
           "I've decided my brand color is {v}. It just feels warm and earthy, like the shea itself."],
          "That would look beautiful with natural kraft packaging."),
    _role("preference", "her favorite gospel artist", "small", _opts(["Diana Hamilton", "Joe Mettle", "Sonnie Badu", "Piesie Esther", "Ohemaa Mercy"]),
          ["My favorite gospel artist right now is {v}. It's on repeat in the car every single morning, the kids know all the words, lol.",
           "If you ever want to know my mood: I'm playing {v}, always. Best gospel music, I won't hear otherwise."],
          "Music on the morning drive is such a good way to start the day."),
    _role("preference", "what she likes to drink instead of coffee", "small", _opts(["hibiscus tea", "chai with oat milk", "peppermint tea", "ginger tea with honey"]),
          ["I don't drink coffee at all, it makes me jittery. It's {v} or nothing for me.",
           "Everyone at work lives on coffee but my thing is {v}. Every morning, without fail."],
          "A warm ritual drink is a nice way to start a busy day."),
    _role("preference", "her go-to hairstyle", "small", _opts(["knotless braids", "silk press", "twist-out", "cornrows with a bun"]),
          ["My go-to style is {v}. It lasts and I don't have time for daily styling with two kids and two jobs.",
           "Honestly {v} is my favorite, always. Low maintenance, still cute."],
          "A low-maintenance style makes sense with your schedule."),
    # ---------------- constraint
    _role("constraint", "her allergy", "career", _opts(["latex", "penicillin", "sulfa drugs", "codeine"]),
          ["Just so you know, I'm allergic to {v}, so if you ever suggest anything medical, keep that in mind.",
           "One thing about me: allergic to {v}. Found out the hard way years ago."],
          "Thank you for telling me; I'll keep that in mind."),
    _role("constraint", "her son's food allergy", "kids", _opts(["tree nuts", "sesame", "shellfish", "kiwi"]),
          ["{kid2} is allergic to {v}, so for camps, parties, and the fundraiser food I always have to double-check.",
           "Important: {kid2} can't have {v}, he's allergic. We carry the EpiPen everywhere."],
          "That's important; always send the allergy action plan along with him."),
    _role("constraint", "evenings she is never available", "church", _opts(["Thursday evenings", "Wednesday nights", "Tuesday evenings"]),
          ["I can't do anything on {v}, that's choir rehearsal, no exceptions. Please remember that when we plan things.",
           "Whatever schedule we come up with, {v} are off-limits for me. Choir, always."],
          "Noted; I'll plan around that."),
    _role("constraint", "time she must leave work for school pickup", "career", _opts(["3:15", "3:30", "3:45", "2:50"]),
          ["Whatever job I take, I have to leave by {v} for school pickup. That's my hard line.",
           "I told them upfront: I need to be out the door at {v} every day for the kids. No flexibility there."],
          "That's completely reasonable to state upfront; many practices can build a schedule around it."),
]

ROLE_A = {
    "family dog's name": "Dogs and kids really do make a house feel full; just keep the shop stock up high!",
    "daughter's cat's name": "Cats always find the one warm, well-lit spot in the house, lol.",
    "class hamster they're hosting": "Hosting the class pet is a nice little responsibility lesson for him.",
    "Mom's parrot in Kumasi": "Parrots really do bond with their people; a neighbor who talks to him daily will help.",
    "neighbor's dog she's dog-sitting": "Dog-sitting is a good low-commitment test if the kids are begging for a pet.",
    "goldfish her son won": "Carnival goldfish do much better in a proper tank with a filter than in a bowl, if you decide he's staying.",
    "new monthly mortgage payment after refinancing": "Make sure that figure matches the Closing Disclosure you get three days before closing.",
    "booth fee for the pop-up market": "At that fee, a handful of sales covers your booth, so the rest of the day is profit and exposure.",
    "total cost of her daughter's braces": "Ask whether you can pay part of it from an FSA or HSA; orthodontic treatment usually qualifies.",
    "church fundraiser goal": "Break the goal into pieces (tickets, sponsors, raffle, donations) so the committee can see how to get there.",
    "quote for the transmission repair": "For a repair that size, a second opinion and a look at the car's overall value are worth it before you say yes.",
    "emergency fund target": "Automating a set amount each payday is the easiest way to get there without thinking about it.",
    "total airfare for the Accra trip": "Now that flights are done, you can set a separate budget for gifts, lodging and the wedding itself.",
    "fee for her CE course": "Keep the receipt; CE costs may be reimbursable by your employer or deductible in some cases.",
    "hourly pay offered by the new practice": "Before you answer, compare the whole package: benefits, paid time off, CE allowance and schedule.",
    "mechanic's shop phone number": "It's great to have a shop you can call directly.",
    "loan officer's direct line": "A direct line will save you a lot of hold time before closing.",
    "orthodontist office phone number": "Good thinking to have it saved for bracket emergencies.",
    "pop-up organizer's phone number": "Save it in your phone under the market name so you can find it quickly on the day.",
    "immigration attorney's office number": "When you call, have Mom's documents and the previous refusal details ready.",
    "caterer's phone number for the fundraiser": "A tasting is a great idea; bring one or two committee members so the decision is shared.",
    "address of the pop-up market venue": "Drive by once before the event to check loading and parking; it makes setup morning much calmer.",
    "address of the orthodontist's office": "Being close to school will make all those adjustment appointments much easier.",
    "address of the fundraiser venue": "Confirm what's included (tables, chairs, AV, cleanup) in writing with the venue.",
    "address of the practice she's interviewing at": "Try the drive once at rush hour so you know the real commute.",
    "address of the auto shop": "Ask them to call you with a quote before doing any work.",
    "address of her inventory storage unit": "Climate control is exactly right for shea; it softens and grains in heat.",
    "refinance loan number": "Keeping it in your notes will save you time with every call and upload.",
    "Mom's DS-160 confirmation number": "She'll also need the appointment confirmation page printed for the interview.",
    "tracking number for the shea shipment from Tamale": "Tracking can stall at customs for a few days; that's usually normal.",
    "CE course registration code": "Save it with your login details so exam day goes smoothly.",
    "car insurance claim number": "Take photos of the damage now, before any repairs, in case the adjuster needs them.",
    "flight booking reference for the Accra trip": "You can use it on the airline's website to choose seats and add the kids' meal preferences.",
    "fundraiser raffle license number": "Printing it on every ticket keeps everything above board.",
    "her dental hygiene license number": "It's smart to keep it with a copy of your CE certificates for renewals.",
}

ACK = {
    "person": ["Good to have a name for that: {v}. ", "Noted, {v}. ", "That's great you found someone you trust. ", "Nice, it sounds like you're in good hands. "],
    "pet": ["Ha, {v} sounds like a character! ", "Oh, {v}! ", "Oh, I love that. ", "Haha, that's adorable. "],
    "date": ["{v}: I'd put that on the calendar right now with a reminder a week before. ", "Okay, so you have a firm date. ", "Good, having {v} locked in makes planning easier. "],
    "amount": ["{v} is a concrete number to plan around. ", "Okay, that's helpful to know. ", "Good to have the real number. "],
    "phone": ["Got it, {v}. ", "Good idea to keep that handy. ", "Got it. "],
    "address": ["{v}, got it. ", "Good to know where it is. ", "Sounds like a convenient location. "],
    "id": ["I'd keep {v} somewhere safe, like a note on your phone. ", "Good call writing that down. ", "Keep that number handy; you'll need it if you call them. "],
    "decision": ["That sounds like a well-thought-out decision. ", "Love that you made the call! ", "Congratulations on deciding; that's usually the hardest part. "],
    "preference": ["Noted! ", "Good to know, I'll keep that in mind. ", "Ha, great choice. "],
    "constraint": ["Thank you for telling me. ", "That's important, I'll factor it in. ", "Got it, that's a firm constraint. "],
}

CORR = {
    "person": ["Ei, I have to correct myself. {Thing} is not {old}, it's {new}. {reason}",
               "Update: {thing} is now {new}. {reason} So forget {old}.",
               "Small correction from before: I said {old} for {thing}, but it's actually {new}. I was mixing up names, chale.",
               "So, news: {reason} {Thing} is {new} now, not {old}."],
    "date": ["Change of plans! {Thing} got moved from {old} to {new}{sfx}. {reason}",
             "Ei, they rescheduled {thing}. It's {new}{sfx} now, not {old}.",
             "Correction: {thing} is on {new}{sfx}. I told you {old} before but I read the email wrong.",
             "Heads up, {thing} moved to {new}{sfx}. {reason}"],
    "amount_up": ["Update on {thing}: it's actually {new}, not {old}. {reason}",
                  "So {thing} changed, the new number is {new}. {reason}",
                  "I gave you the wrong figure for {thing}. I said {old}, but the real number is {new}. {reason}"],
    "amount_down": ["Update on {thing}: it's actually {new}, not {old}. {reason}",
                    "Good news on {thing}, it's down to {new}. {reason}",
                    "I gave you the wrong figure for {thing}. I said {old}, but it's really {new}. {reason}"],
    "phone": ["The number I gave you for {thing} is wrong. Not {old}, it's {new}.",
              "Please update the number for {thing}: {new}. {reason}",
              "Use {new} for {thing} from now on. {reason} The old {old} is no good."],
    "address": ["Correction on {thing}: it's not at {old} anymore, they moved to {new}.",
                "Ei, I almost drove to the wrong place! {Thing} is at {new}, not {old}. {reason}",
                "New location for {thing}: {new}. {reason}"],
    "id": ["I typed {thing} wrong earlier. It's {new}, not {old}.",
           "They issued a new one for {thing}: {new}. {reason}",
           "Correction: {thing} is {new}. {reason} Ignore {old}."],
}
REASONS = {
    "person": ["They had a staff change.", "I had the name mixed up with someone from church.",
               "The other person left last week.", "I looked at the card again and I had it wrong."],
    "date": ["Something about a scheduling conflict on their end.", "Honestly the new date works better for us.",
             "They sent an email this morning.", "Apparently the first date was double-booked."],
    "amount_up": ["They recalculated after some fees were added.", "I was looking at an old quote.", "Prices went up, of course."],
    "amount_down": ["They gave me a small discount, thank God.", "I was looking at an old quote.", "They recalculated and took some fees off."],
    "phone": ["The old one was the main line and nobody picks up there.", "They switched to a new phone system.",
              "I copied it down wrong from the voicemail."],
    "address": ["The old space flooded, apparently.", "They outgrew the old space.", "I had the address from an old flyer."],
    "id": ["The first one got cancelled when they updated the file.", "I mixed up two digits before.",
           "The system regenerated it after I edited some details."],
}
ROLE_REASONS = {
    "daughter's orthodontist": ["The practice moved {kid1} to another doctor because of scheduling.", "I had the name mixed up with someone from church."],
    "mortgage loan officer": ["My file got transferred to someone else at the credit union.", "The first one was just covering while the real one was on vacation."],
    "contact at the shea butter cooperative in Tamale": ["The cooperative has a new coordinator handling exports now.", "I had the name mixed up with her sister, who also works there."],
    "co-chair of the church fundraiser": ["The first co-chair had to step down for family reasons.", "Pastor reshuffled the committee on Sunday."],
    "mechanic": ["The name on the sign is the owner's, not the mechanic who actually fixed my car.", "I had the name wrong, I checked the invoice."],
    "cousin who is getting married in Accra": ["I was mixing up my cousins, we have so many, lol.", "I typed the nickname before, not the real name."],
    "hiring manager at the practice she's interviewing with": ["The first person was only screening; the real hiring manager called me today.", "The hiring manager changed; the first one left the practice."],
    "immigration attorney helping with Mom's visa": ["The first attorney referred us to a colleague who handles visitor visas.", "I had the name mixed up with the paralegal."],
    "organizer of the pop-up market": ["There's a new lead organizer this year.", "I had the name from last year's flyer."],
    "son's soccer coach": ["The first coach had to step back, so there's a new head coach.", "I had the assistant coach's name before."],
    "tax preparer": ["The first one was fully booked, so I went with someone else from the same office.", "I had the name mixed up with the receptionist."],
    "instructor of her CE course": ["They switched instructors after the first week.", "The first name was the course director, not the instructor."],
    "church fundraiser goal": {"up": ["The committee raised it after we priced vans again.", "Pastor wants a cushion for insurance, so we went higher."],
                               "down": ["The committee lowered it at last night's meeting.", "We found a cheaper van, thank God."]},
    "emergency fund target": {"up": ["I redid the math with my actual monthly expenses.", "I added the kids' activities, which I forgot the first time."],
                              "down": ["I redid the math and was double-counting the car payment.", "I'm starting with something more realistic first."]},
    "hourly pay offered by the new practice": {"up": ["I negotiated, like we talked about!", "They bumped it after I mentioned my anesthesia certification."],
                                               "down": ["I misread the offer letter, the higher number was for Saturdays.", "The first number included a bonus that isn't guaranteed."]},
    "new monthly mortgage payment after refinancing": {"up": ["The escrow estimate went up with the new insurance quote.", "The rate lock expired and the new rate is a bit higher."],
                                                       "down": ["The escrow estimate came down after the new insurance quote.", "They recalculated with the final rate."]},
}
CORR_ACK = ["Thanks for the correction: {new}, not {old}. ", "Got it, updated to {new}. ", "Thanks for the update. So it's {new} now. ",
            "Okay, I'll go with {new} from here on. "]

INTRO = ("Hi! Let me introduce myself so you have some context. I'm Abena, 36, a dental hygienist outside Atlanta, originally from Kumasi. "
         "I have two kids, {kid1} (13) and {kid2} (9), and I run a little online shop selling shea butter skincare on the side. "
         "I'll probably be asking you about everything: the shop, the kids, church stuff, money, lol. Is that okay?",
         "Hi Abena, it's so nice to meet you! That's a full life: a hygienist, a mom of two and a small-business owner. "
         "Absolutely, ask me anything, big or small. I'm happy to help you think things through, draft messages, do the math, or just listen when it's been a long day.")


# ----------------------------------------------------------------------------------------
# generator
# ----------------------------------------------------------------------------------------

for _r in ROLES:
    if not _r["a"]:
        _r["a"] = ROLE_A.get(_r["about"], "")


def _pick_thread(rng, exclude=None):
    ths = [t for t in THREADS if t != exclude]
    return rng.choices(ths, weights=[THREAD_W[t] for t in ths])[0]


def _join(parts):
    return " ".join(p for p in parts if p).replace("  ", " ").strip()


_SENT = re.compile(r"(?<=[.!?])\s+(?=[A-Z'])")


def _brief(rng, text, p=0.55):
    """Sometimes keep only the first two sentences of an assistant reply."""
    if rng.random() >= p or re.search(r"[:\s]'[A-Z]", text):
        return text
    sents = _SENT.split(text)
    return " ".join(sents[:2]) if len(sents) > 2 else text


def _filler_body(rng, f: Filler, thread: str):
    """A (user, assistant) pair of filler for ``thread`` (no opener/closer)."""
    seg = rng.choice(SEGS[thread])
    u = [f(seg[0])]
    a = [_brief(rng, f(seg[1]))]
    if rng.random() < 0.42:
        u.append(f(rng.choice(EXTRAS[thread])))
    if rng.random() < 0.25:
        u.insert(0, f(rng.choice(PRE)))
    if rng.random() < 0.08:
        same = rng.random() < 0.4
        th2 = thread if same else _pick_thread(rng, thread)
        seg2 = rng.choice(SEGS[th2])
        if seg2 is not seg:
            u.append(rng.choice(SAME if same else BRIDGES) + " " + f(seg2[0]))
            a.append(rng.choice(["On the other question:", "As for your second question:", "And about the other thing:"]) + " " + _brief(rng, f(seg2[1]), 0.7))
    if rng.random() < 0.025:
        a.append(rng.choice(A_TIPS))
    return u, a


def _filler_turn(rng, f: Filler, thread: str):
    r = rng.random()
    if r < 0.06:
        q = rng.choice(QUICK)
        return f(q[0]), f(q[1])
    if r < 0.09:
        items = rng.sample(LIST_ITEMS, rng.randint(3, 5))
        items = [f(i) for i in items]
        u = f(rng.choice(LIST_LEAD)) + "\n" + "\n".join(f"{k + 1}. {it}" for k, it in enumerate(items)) + "\n" + rng.choice(LIST_TAIL)
        a = (f"Here's how I'd tackle it: start with '{items[1]}' since it probably has a deadline, then knock out '{items[0]}' "
             f"in one sitting. '{items[-1]}' can likely wait for the weekend. Group any errands by location so you're not driving back and forth, "
             "and give yourself permission to move one item to next week.")
        return u, a
    u, a = _filler_body(rng, f, thread)
    user = _join([f(rng.choice(U_OPEN))] + u + [rng.choice(U_CLOSE)])
    asst = _join([rng.choice(A_OPEN)] + a + [rng.choice(A_CLOSE)])
    return user, asst


def _sfx(rng, value):
    # optional ordinal suffix after a "Month D" date value
    if rng.random() < 0.5:
        d = int(value.split()[-1])
        return _ordinal(d)[len(str(d)):]
    return ""


def _plant_turn(rng, f: Filler, role, value):
    f.cache["v"] = value
    f.cache["sfx"] = _sfx(rng, value) if role["kind"] == "date" else ""
    plant = f(rng.choice(role["say"]))
    u_parts, a_parts = [], []
    r = rng.random()
    body_u, body_a = ([], [])
    if r < 0.6:
        body_u, body_a = _filler_body(rng, f, role["thread"])
    if body_u and rng.random() < 0.5:
        u_parts = body_u + [rng.choice(SAME_PLANT) + " " + plant if rng.random() < 0.35 else plant]
        a_parts = body_a
    else:
        u_parts = [plant] + ([rng.choice(SAME) + " " + body_u[0]] + body_u[1:] if body_u else [])
        a_parts = body_a
    ack = rng.choice(ACK[role["kind"]])
    if "{v}" in ack and rng.random() < 0.4:
        ack = rng.choice([x for x in ACK[role["kind"]] if "{v}" not in x])
    ack = f(ack)
    extra = f(role["a"]) if role["a"] and rng.random() < 0.7 else ""
    user = _join([f(rng.choice(U_OPEN))] + u_parts + [rng.choice(U_CLOSE if body_u else STATE_CLOSE)])
    asst = _join([rng.choice(PLANT_A_OPEN), ack, extra] + a_parts + [rng.choice(A_CLOSE)])
    return user, asst


def _reasons(role, key):
    r = ROLE_REASONS.get(role["about"])
    if isinstance(r, dict):
        return r["up" if key == "amount_up" else "down"]
    return r or REASONS[key]


def _corr_turn(rng, f: Filler, role, old, new):
    kind = role["kind"]
    key = kind
    if kind == "amount":
        num = lambda s: float(s.replace("$", "").replace(",", ""))
        key = "amount_up" if num(new) > num(old) else "amount_down"
    thing = f(role["thing"])
    f.cache.update(old=old, new=new, thing=thing, Thing=thing[0].upper() + thing[1:],
                   reason=f(rng.choice(_reasons(role, key))), sfx=_sfx(rng, new) if kind == "date" else "")
    msg = f(rng.choice(CORR[key]))
    parts = [msg]
    a_parts = []
    if rng.random() < 0.4:
        bu, ba = _filler_body(rng, f, role["thread"])
        parts += [rng.choice(SAME) + " " + bu[0]] + bu[1:]
        a_parts = ba
    user = _join([f(rng.choice(U_OPEN))] + parts + [rng.choice(U_CLOSE if a_parts else CORR_CLOSE)])
    asst = _join([f(rng.choice(CORR_ACK))] + a_parts + [rng.choice(A_CLOSE)])
    return user, asst


def _persona(rng):
    return {"kid1": rng.choice(DAUGHTERS), "kid2": rng.choice(SONS), "car": rng.choice(CARS),
            "sister": rng.choice(SISTERS), "bff": rng.choice(BFFS)}


def _choose_values(rng, persona, corr_needed_kinds=None):
    """Pick roles per kind and a value for each; values pairwise non-overlapping."""
    chosen = []
    for kind, n in KIND_COUNTS.items():
        pool = [r for r in ROLES if r["kind"] == kind]
        chosen += rng.sample(pool, n)
    blob = " ".join(persona.values()).lower() + " abena owusu-mensah kumasi atlanta"
    used: list[str] = []

    def ok(v):
        lv = v.lower()
        if lv in blob:
            return False
        return all(lv not in u.lower() and u.lower() not in lv for u in used)

    values = []
    for role in chosen:
        for _ in range(1000):
            v = role["gen"](rng)
            if ok(v):
                break
        else:
            raise RuntimeError(f"cannot draw value for {role['about']}")
        used.append(v)
        values.append(v)
    return chosen, values, used, ok


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    rng = random.Random(seed)
    persona = _persona(rng)
    f = Filler(rng, persona)
    n_facts = sum(KIND_COUNTS.values())
    if turns < n_facts + n_corrections + 60:
        raise ValueError("conversation too short for the planted facts")
    roles, values, used, ok = _choose_values(rng, persona)

    # positions: one fact per stratum over [2, turns - 1]
    lo, hi = 2, turns - 1
    span = (hi - lo + 1) / n_facts
    positions = [rng.randint(lo + math.ceil(i * span), lo + math.ceil((i + 1) * span) - 1) for i in range(n_facts)]
    order = list(range(n_facts))
    rng.shuffle(order)  # fact index -> stratum
    facts = []
    for fi, si in enumerate(order):
        facts.append({"role": roles[fi], "value": values[fi], "turn": positions[si], "stale": None, "corr": None})
    occupied = {x["turn"] for x in facts}

    # corrections
    corr_hi = math.ceil(0.9 * turns) - 1  # last turn strictly before 90%
    elig = [x for x in facts if x["role"]["kind"] in CORRECTABLE and x["turn"] + 50 <= corr_hi]
    rng.shuffle(elig)
    picked, seen_kinds = [], []
    for x in elig:  # first pass: one per kind
        if len(picked) < n_corrections and x["role"]["kind"] not in seen_kinds:
            picked.append(x)
            seen_kinds.append(x["role"]["kind"])
    for x in elig:
        if len(picked) < n_corrections and x not in picked:
            picked.append(x)
    if len(picked) < n_corrections:
        raise ValueError("not enough early correctable facts")
    for x in picked:
        for _ in range(1000):
            c = rng.randint(x["turn"] + 50, corr_hi)
            if c not in occupied:
                break
        else:
            raise RuntimeError("no free correction turn")
        occupied.add(c)
        num = lambda v: float(v.replace("$", "").replace(",", ""))
        for k in range(2000):
            nv = x["role"]["gen"](rng)
            near = x["role"]["kind"] != "amount" or k > 1500 or 0.75 <= num(nv) / num(x["value"]) <= 1.3
            if near and ok(nv):
                break
        else:
            raise RuntimeError("cannot draw corrected value")
        used.append(nv)
        x["stale"], x["value"], x["corr"] = x["value"], nv, c

    # schedule
    sched = {}
    for x in facts:
        if x["stale"] is None:
            sched[x["turn"]] = ("plant", x, x["value"])
        else:
            sched[x["turn"]] = ("plant", x, x["stale"])
            sched[x["corr"]] = ("corr", x, None)
    all_vals = [v.lower() for v in used]

    out = []
    thread = _pick_thread(rng)
    for t in range(1, turns + 1):
        ev = sched.get(t)
        must, allowed = [], []
        if ev and ev[0] == "plant":
            must, allowed = [ev[2]], [ev[2].lower()]
        elif ev:
            x = ev[1]
            must, allowed = [x["value"]], [x["value"].lower(), x["stale"].lower()]
        for attempt in range(400):
            f.new_turn()
            if t == 1:
                u, a = f(INTRO[0]), f(INTRO[1])
            elif ev and ev[0] == "plant":
                u, a = _plant_turn(rng, f, ev[1]["role"], ev[2])
            elif ev:
                u, a = _corr_turn(rng, f, ev[1]["role"], ev[1]["stale"], ev[1]["value"])
            else:
                u, a = _filler_turn(rng, f, thread)
            ul, al = u.lower(), a.lower()
            bad = any(v in ul or v in al for v in all_vals if v not in allowed)
            if not bad:
                bad = any(u.count(m) != 1 or ul.count(m.lower()) != 1 for m in must)
            if not bad:
                break
        else:
            raise RuntimeError(f"turn {t}: could not avoid planted values")
        out.append((u, a))
        if ev:
            thread = ev[1]["role"]["thread"]
        elif rng.random() < 0.28:
            thread = _pick_thread(rng, thread)

    planted = [Planted(kind=x["role"]["kind"], about=x["role"]["about"], value=x["value"], turn=x["turn"],
                       stale=x["stale"], corrected_at=x["corr"]) for x in facts]
    planted.sort(key=lambda p: p.turn)
    return Conversation(turns=out, facts=planted)


# ----------------------------------------------------------------------------------------
# self-check
# ----------------------------------------------------------------------------------------

def _check(conv: Conversation, turns: int, n_corr: int):
    assert len(conv.turns) == turns, len(conv.turns)
    facts = conv.facts
    assert [p.turn for p in facts] == sorted(p.turn for p in facts)
    counts = {}
    for p in facts:
        counts[p.kind] = counts.get(p.kind, 0) + 1
    assert counts == KIND_COUNTS, counts
    assert len(conv.corrections) == n_corr, len(conv.corrections)
    low = [(u.lower(), a.lower()) for u, a in conv.turns]
    vals = [p.value for p in facts] + [p.stale for p in facts if p.stale]
    assert len({v.lower() for v in vals}) == len(vals), "duplicate values"
    for v in vals:
        for w in vals:
            if v is not w:
                assert v.lower() not in w.lower(), (v, w)
    plant_turns = [p.turn for p in facts] + [p.corrected_at for p in facts if p.corrected_at]
    assert len(set(plant_turns)) == len(plant_turns), "two events in one turn"
    for p in facts:
        first = p.stale if p.stale else p.value
        u, _ = conv.turns[p.turn - 1]
        assert u.count(first) == 1 and u.lower().count(first.lower()) == 1, (p, u)
        ok_first = {p.turn - 1} | ({p.corrected_at - 1} if p.corrected_at else set())
        for i, (ul, al) in enumerate(low):
            if i in ok_first:
                continue
            assert first.lower() not in ul and first.lower() not in al, (p, i + 1)
        if p.stale:
            assert p.kind in CORRECTABLE
            assert p.corrected_at - p.turn >= 50, p
            assert p.corrected_at < 0.9 * turns, p
            u2, _ = conv.turns[p.corrected_at - 1]
            assert u2.count(p.value) == 1 and u2.lower().count(p.value.lower()) == 1, (p, u2)
            for i, (ul, al) in enumerate(low):
                if i == p.corrected_at - 1:
                    continue
                assert p.value.lower() not in ul and p.value.lower() not in al, (p, i + 1)
    # spread: facts in each third
    thirds = [sum(1 for p in facts if k * turns / 3 < p.turn <= (k + 1) * turns / 3) for k in range(3)]
    assert min(thirds) >= 12, thirds
    return thirds


if __name__ == "__main__":
    import time

    t0 = time.time()
    runs = [(s, 1000, 6) for s in range(1, 6)] + [(s, 400, 3) for s in range(1, 3)]
    for seed, n, nc in runs:
        conv = generate(seed, turns=n, n_corrections=nc)
        thirds = _check(conv, n, nc)
        again = generate(seed, turns=n, n_corrections=nc)
        assert again.turns == conv.turns and again.facts == conv.facts, "not deterministic"
        uw = sum(len(u.split()) for u, _ in conv.turns) / n
        aw = sum(len(a.split()) for _, a in conv.turns) / n
        chars = sum(len(u) + len(a) for u, a in conv.turns)
        distinct_u = len({u for u, _ in conv.turns})
        print(f"seed={seed} turns={n} facts={len(conv.facts)} corrections={len(conv.corrections)} "
              f"thirds={thirds} user_words={uw:.1f} asst_words={aw:.1f} ~tokens={chars // 4} distinct_user_msgs={distinct_u}")
    other = generate(2)
    base = generate(1)
    assert [p.value for p in base.facts] != [p.value for p in other.facts]
    print(f"all checks passed in {time.time() - t0:.1f}s")
    print("\n--- sample planted facts (seed 1) ---")
    for p in base.facts[:4] + base.corrections[:2]:
        print(p)
        print("  USER:", base.turns[p.turn - 1][0])
        if p.corrected_at:
            print("  CORR USER:", base.turns[p.corrected_at - 1][0])
            print("  CORR ASST:", base.turns[p.corrected_at - 1][1])
    print("\n--- sample filler turns (seed 1) ---")
    for i in (1, 2, 3, 500):
        print(f"[{i + 1}] USER: {base.turns[i][0]}\n      ASST: {base.turns[i][1]}")
