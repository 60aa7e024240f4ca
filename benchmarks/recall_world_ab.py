# ruff: noqa
"""Held-out recall world "ab": a long chat with a 61-year-old Japanese-American widower in Honolulu.

He runs a small family lei-and-plant shop in Kaimuki, writes long polite meandering messages with Hawaiian
Pidgin touches, sometimes ALL CAPS, and pastes receipts, texts from his daughter and patient-portal notes.
Threads: the shop (Big Island grower, part-timer, GET filing), the broken walk-in cooler, his diabetes and
cataract surgery, his granddaughter's hula and college applications, the church bazaar, his late wife's
estate, the fishing boat shared with a cousin, a trip to Osaka, his poi dog, and termite damage at home.

``generate(seed, turns, n_corrections)`` returns a ``Conversation`` with 50 planted facts (exact kind counts)
stated in varied styles, some corrected much later; every planted string occurs only where it is stated.
"""
from __future__ import annotations

import random
import re
import sys

from recall_conversation import Conversation, Planted

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
THREADS = ["shop", "cooler", "health", "keiki", "bazaar", "estate", "boat", "osaka", "dog", "house"]
STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation",
          "buried", "texting", "pasted", "caps", "parenthetical"]
V, OLD = "\x01", "\x02"  # sentinels for the planted value / the stale value while text is assembled
LAST_STYLE_COUNTS: dict[str, int] = {}

# ----------------------------------------------------------------------------------------------------------
# persona and incidental slot pools (nothing here is ever a planted value)
# ----------------------------------------------------------------------------------------------------------
DAUGHTERS = ["Keiko", "Lori", "Janice", "Naomi", "Wendy", "Dana", "Sharlene"]
GRANDS = ["Kalena", "Hoku", "Mei", "Kanani", "Leia", "Malia", "Emi"]
WIVES = ["Setsuko", "Carol", "Amy", "Jean", "Faye", "Michiko", "Doris"]
COUSINS = ["Ronnie", "Glenn", "Stanley", "Earl", "Dickie", "Norman", "Lester"]
SHOPS = ["Hanabusa Lei & Plants", "Kaimuki Lei Stand", "Tsuda Flower & Lei", "Nakama Lei & Garden",
         "Aloha Petals Lei Shop", "Uyeda Lei Counter"]
CHURCHES = ["Kaimuki Community Church", "Palolo Hongwanji", "Makiki Union Church", "St. Columba's",
            "Waialae Valley Church"]
DOCS = ["Dr. Yamasaki", "Dr. Oshiro", "Dr. Cabral", "Dr. Lum", "Dr. Wong", "Dr. Figueroa"]
BOATNAMES = ["Lucky Lady", "Kuuipo", "Ono Hunter", "Two Uncles", "Hana Hou", "Makana"]
FARMS = ["Puna Blooms", "Hamakua Tropicals", "Volcano Mist Farm", "Keaau Orchid Growers", "Olaa Flower Farm"]

SLOTS = {
    "fname": ["Auntie Lorraine", "Uncle Sonny", "Mrs. Tanabe", "Bobby", "Gladys", "Pastor Dwight", "Wendell",
              "Mrs. Kealoha", "Clyde", "Sharon", "Darren", "Auntie Pua", "Kenji", "Marlene", "Russell",
              "Auntie Vi", "Mr. Ige", "Lopaka", "Cindy", "Alvin", "Mrs. Chun", "Uncle Boy", "Bernard",
              "Georgette", "Sister Agnes", "Mr. Fonoti"],
    "place": ["Zippy's", "Longs on Kapahulu", "Times Supermarket", "Costco Iwilei", "Ala Moana", "Waiola Store",
              "Leonard's", "the KCC farmers market", "Safeway on Beretania", "Kapiolani Park", "Don Quijote",
              "Kahala Mall", "Liliha Bakery", "Rainbow Drive-In", "the Kaimuki Superette", "Foodland Market City",
              "City Mill", "Ward", "Chinatown", "the Kapahulu Foodland", "Waikiki", "Moiliili"],
    "flower": ["pikake", "pakalana", "tuberose", "orchid", "plumeria", "maile", "ilima", "crown flower",
               "carnation", "white ginger", "kika", "puakenikeni", "micro orchid", "ti leaf"],
    "food": ["spam musubi", "loco moco", "saimin", "manapua", "malasadas", "poke", "chow fun", "butter mochi",
             "andagi", "shave ice", "kalua pig", "chicken katsu", "oxtail soup", "garlic shrimp", "li hing mango",
             "teri beef", "stew rice", "okazuya stuff"],
    "fish": ["ahi", "aku", "ono", "mahimahi", "uku", "menpachi", "papio", "opakapaka"],
    "jp_place": ["Dotonbori", "Namba", "Umeda", "Kuromon Market", "Tsuruhashi", "Shinsekai", "Tennoji Park",
                 "Nara Park", "Kyoto station", "Kobe harbor"],
    "wday": ["Thursday", "Saturday", "Sunday", "Wednesday", "Monday", "Friday"],
    "weather": ["vog", "trade winds", "rain", "humid weather", "Kona winds", "dust from the construction"],
    "season": ["November", "the winter", "cherry blossom time", "the rainy season", "early spring"],
    "day": ["yesterday", "this morning", "Thursday", "Saturday", "Sunday after church", "Monday night",
            "da other day", "last week", "Wednesday", "Friday afternoon", "this weekend", "Tuesday night"],
    "time": ["6:30", "7:15", "around 3", "noon", "4:45", "quarter to eight", "like 5 in da morning", "10:20",
             "2 o'clock", "9:40", "half past four", "around 11"],
    "num": ["two", "three", "four", "five", "six", "seven", "eight", "a dozen", "ten", "twelve", "fifteen",
            "twenty", "thirty", "like forty"],
    "opener": ["Aloha again!", "Good morning, hope you doing good.", "Eh, me again.",
               "Sorry to bother you one more time.", "Howzit.", "Ok, so.",
               "Mahalo for da help yesterday, dat was good advice.", "Long day today, brah.",
               "Shoots, here I am again.", "Sorry, my message going be long.", "Ho, what one day.",
               "Good evening, I just pau with da shop.", "Quick one before I forget.", "Hi, it's me, da lei guy.",
               "I'm back, sorry, I know I talk a lot.", "Morning! Da vog is bad today.", "Ok before I go sleep.",
               "I was thinking about what you said.", "Talk story time again.", "Sorry for da typos, my eyes.",
               "Good afternoon from Kaimuki.", "Eh, you still there? Hah, of course you are."],
    "closer": ["Mahalo!", "Anyway, what you think?", "Ok dat's all for now, mahalo plenty.",
               "Shoots, talk to you later.", "Sorry so long.", "Ok I pau.", "Any ideas?", "Let me know please.",
               "Thank you, you always so patient with me.", "I'll check back tomorrow.", "Ok, back to work.",
               "Ho, I talk too much, sorry.", "What you think I should do?", "Mahalo nui.", "A hui hou.",
               "Anyway, dat's da update.", "Please don't laugh, hah.", "Ok I going eat lunch now.",
               "You know da kine, what I mean.", "Aloha.", "Ok, gotta go open da shop."],
    "aside": ["Da vog so thick today I can barely see Diamond Head.", "{fname} dropped off {food} at da shop, so nice.",
              "Da TV at {place} was showing da Rainbow Wahine game.", "I finally fixed da squeaky kitchen chair.",
              "My neighbor's rooster started crowing at {time} again, dat buggah.", "Gas is {price} one gallon now, crazy.",
              "I saw {fname} at {place}, she looking good for her age.",
              "Da rice cooker broke, I got one new one at {place} for {price}.",
              "So hot today, da fan in da shop just pushing hot air around.",
              "I left my reading glasses at {place} again, second time dis month.",
              "Had {food} for lunch, don't tell my doctor.", "Da bus was late so I walked, good exercise I guess.",
              "Somebody parked in front my driveway again, I left one polite note.",
              "Da mango tree dropping so many mangoes, I giving um away to everybody.",
              "My knees telling me rain coming.", "{fname} called just to talk story for forty minutes.",
              "I watched one old Jidaigeki show last night and fell asleep in da chair.",
              "Da ukulele guy at {place} was playing Hawaii Aloha and everybody was singing."],
    "reporter": ["da lady at da front desk", "{fname}", "da office girl", "da guy on da phone", "my cousin {cousin}",
                 "{fname} from church", "da receptionist"],
}


def _price(rng):
    r = rng.random()
    if r < 0.4:
        return f"${rng.randint(3, 95)}"
    if r < 0.75:
        return f"${rng.randint(2, 60)}.{rng.choice(['50', '99', '25', '75', '49', '19'])}"
    return f"{rng.randint(5, 60)} bucks"


GEN_SLOTS = {
    "price": _price,
    "sugar": lambda rng: str(rng.randint(98, 189)),
    "temp": lambda rng: str(rng.randint(46, 58)),
    "d": lambda rng: str(rng.randint(0, 9)),
    "yen": lambda rng: f"¥{rng.randint(5, 19)}{rng.choice(['00', '50', '80'])}",
}

# ----------------------------------------------------------------------------------------------------------
# thread filler: user sentences, assistant sentences, list items
# ----------------------------------------------------------------------------------------------------------
USER = {
    "shop": [
        "Da shop was busy busy today, {num} graduation orders all wanting {flower} by {time}.",
        "{fname} came by for one {flower} lei for her mom's birthday and we wen talk story for like half hour, so da line backed up.",
        "I went down to airport cargo at {time} to pick up da boxes from da Big Island and one whole box of {flower} was all bruised, auwe.",
        "Da part-timer doing good, she can string one double {flower} faster than me now, which is little bit embarrassing.",
        "Price of {flower} went up again, now {price} for one bag of fifty, I don't know how I going keep my prices da same.",
        "Somebody on Yelp wrote our orchid lei 'broke da mouth' and I printed it out and taped um by da register, hah.",
        "My CPA wants all da receipts sorted by month for da GET, and I get one shoebox full of dem under da counter.",
        "I stay thinking maybe I should raise da plain {flower} lei to little bit more, but da regulars going grumble.",
        "Had one lady from {place} order {num} lei for one wedding and she paid cash, exact change, even da tax.",
        "Da ti plants out front looking sad, I think too much sun bouncing off da new windows across da street.",
        "Da card reader froze up again at {time} so I had to write receipts by hand like da old days.",
        "I was counting da potted orchids in da back and came up {num} short, maybe I sold um and never write down.",
        "Pakalana season so short and everybody want um for Mother's Day, so I told {fname} I cannot promise nothing.",
        "I rearranged da shelves so da {flower} stay in front and da {flower} in back, we'll see if dat help.",
        "{daughter} keep telling me I need one Instagram for da shop, but I don't know how to do da kine hashtags.",
        "Funny thing, one tourist asked if da lei was edible. I told him only da candy ones, brah.",
        "We ran out of da gold ribbon by {time} so I sent da part-timer to {place} to buy more for {price}.",
        "Da monthly GET form, I swear da boxes get smaller every year, or maybe my eyes getting worse, probably da eyes.",
        "Business was slow {day}, only {num} walk-ins, so I scrubbed da sink and redid da price signs.",
        "{fname} from da school PTA wants {num} lei for da May Day program and asked for discount, I said shoots, ten percent.",
        "Da boxes from {farm} came in late again cause da barge was delayed, so I had to use da old stock.",
        "I finally fixed da squeaky screen door with WD-40 and now da whole shop smell like one garage.",
        "My wife was da one who did da books, so every month when I sit down with da ledger I miss her extra.",
        "One high school boy came in for one prom lei with {price} in quarters, I gave him da nice one anyway.",
        "I wen try da new foam lei boxes but da {flower} bruised, so back to da old ti leaf way.",
    ],
    "cooler": [
        "Da walk-in was reading {temp} degrees dis morning when it supposed to be 38, and my {flower} starting to wilt.",
        "I heard one clicking noise from da compressor around {time} and then nothing, da fan just stopped.",
        "I get one box fan blowing on da condenser for now, and I stay putting ice chests in back with bags of ice from {place}.",
        "Da repair guy said maybe da thermostat, maybe da relay, maybe da whole compressor, he gotta come back with one part.",
        "I lost about {price} worth of {flower} dis week because of da cooler, not counting da orders I had to turn away.",
        "My cousin {cousin} say just buy one used reefer container from da harbor, but where I going put dat in Kaimuki?",
        "Da door gasket all cracked also, I can see da light coming through when I close um.",
        "I checked da electric bill and it jumped little bit from last month, I think da cooler was running nonstop.",
        "Had to throw out {num} buckets of {flower} today, I felt so bad, my wife always said never waste flowers.",
        "Da insurance lady said spoilage maybe covered but only with da repair invoice and photos, so I took like {num} pictures.",
        "Da thermometer on da door says one thing and da one I bought from {place} says another, so which one I trust?",
        "I stay opening da cooler door less, and I put one sign KEEP CLOSED in big red letters.",
        "Ice from {place} is {price} one bag now, I went through {num} bags yesterday alone.",
        "Da drain line was dripping on da floor and I almost slipped, so I put one towel and one bucket under.",
        "Before my wife passed she always said we should get one maintenance contract for da cooler, and now I see why.",
        "Da fan motor making one whining sound like one mosquito, real high pitch, only when it first start up.",
        "I stayed late till {time} watching da temperature like one hawk, so tired today.",
    ],
    "health": [
        "My sugar was {sugar} dis morning before breakfast, better than last week, but I did have {food} last night, so who knows.",
        "Da eye drops before da cataract surgery, I gotta put um in {num} times a day and I keep forgetting which bottle is which.",
        "Da patient portal keep logging me out, I gotta type da password over and over, so frustrating.",
        "{doc} wants me walk thirty minutes every day, so I been walking around Kaimuki after I close da shop around {time}.",
        "Da Medicare paperwork came in one envelope so thick, brah, I never even open um yet, it stay on da kitchen table.",
        "Da pharmacy said my metformin refill not ready until {wday} because of insurance, and I only get {num} pills left.",
        "My right eye stay so cloudy now, I cannot read da small print on da orders, I gotta use da magnifying glass.",
        "My A1c went from 7.{d} to 7.{d}, {doc} said not bad but not good, keep going.",
        "I been trying brown rice instead of white rice but it taste like cardboard, sorry, I'm Japanese, I need my white rice.",
        "Da pharmacy lady said da copay for da eye drops is {price}, and I said for one tiny bottle?",
        "{daughter} going drive me to da surgery cause dey said no driving after, so she taking one personal day.",
        "I got one letter about Medicare Part D something, coverage gap or whatever, I don't understand da kine at all.",
        "My feet been tingling at night little bit, I mentioned to {doc} and he wants me see one podiatrist.",
        "Da glucose strips so expensive, {price} for one box, and da insurance only cover some.",
        "Night time driving is da worst with da cataract, all da headlights look like big starbursts.",
        "I cut back on da {food} but I still get my one malasada on Sunday after church, cannot help.",
        "Da nurse on da phone asked me {num} times for my date of birth, I almost hung up.",
        "Da Medicare Advantage guy keep calling at dinner time trying to switch my plan, I just say no thank you.",
    ],
    "keiki": [
        "{grand} practicing her kahiko every night in da living room, da whole house shaking, I love um.",
        "Her halau going compete and da costumes cost {price} each just for da fabric, plus da lei, which of course Grandpa making.",
        "{grand} wrote one college essay about her tutu, my wife, and I cried reading um, no lie.",
        "She looking at schools on da mainland and I worry, so far, but I don't say nothing, I just listen.",
        "I gotta make {num} haku lei for da girls in her halau, so I need extra {flower} and palapalai.",
        "{daughter} says da FAFSA form worse than taxes, and I told her nothing is worse than GET, hah.",
        "{grand} got one B-plus in calculus and she was so mad, I told her B-plus is good, I never even take calculus.",
        "Da kumu wants all da dancers there at {time} on {wday}, same time da shop open, so I gotta figure out.",
        "She asked if I can write one letter about her volunteering at da shop for her applications, I said of course.",
        "We went to {place} after practice for {food} and she ate more than me, dat girl get hollow legs.",
        "Da SAT scores came back and she did good, {daughter} posted um in da family chat with like ten emojis.",
        "I saving little bit from every lei sale for {grand}'s school, one jar on top da fridge, don't tell nobody.",
        "{grand} wants to study marine biology, she say because of all da fishing trips with me and {cousin}.",
        "Da competition tickets sold out already, good thing da halau parents get reserved seats.",
        "She needs one recommendation from one teacher and da teacher on maternity leave, so stressful for her.",
        "{grand} asked me how to say her essay title in Japanese, I had to call my sister cause I forget.",
    ],
    "bazaar": [
        "Da bazaar committee met at {time} and we argued one whole hour about whether to sell {food} or {food}.",
        "{fname} volunteered to run da white elephant table again, she always price things too cheap, like {price} for one whole rice cooker.",
        "We need {num} more volunteers for da food booth, I made one sign-up sheet but only three names so far.",
        "Da tent rental is {price} per tent for da day plus deposit, and da pastor asked if we can find cheaper.",
        "I donating {num} lei for da silent auction, and maybe one potted orchid.",
        "Last year we ran out of andagi by {time}, so dis year I told da ladies make double.",
        "Da church kitchen freezer only get so much room, so we storing da chili in {fname}'s garage freezer.",
        "Da flyers came out with da wrong start time, so now I gotta hand-write corrections on like {num} of dem.",
        "Somebody donated one whole box of Christmas decorations in July, we laughing but we going sell um anyway.",
        "I asked {place} if dey can donate paper plates and dey said maybe, come back {wday}.",
        "Da bingo cage need replacing cause da balls keep falling out da old one.",
        "Parking always da problem, maybe we ask da school across da street if we can use their lot.",
        "Da youth group wants one shave ice booth, I said ok but dey gotta clean up after, no sticky tables.",
        "I counted da money box from da last meeting and was off by {price}, I think somebody gave change wrong.",
        "{fname} wants to sing at da bazaar again, last year she sang {num} songs and nobody could stop her, hah.",
        "At {church} everybody expects me to do da lei table, like I never get one shop to run.",
    ],
    "estate": [
        "Da bank wants one certified copy of {wife}'s death certificate, again, I already gave um {num} copies.",
        "I found one old savings passbook in {wife}'s sewing box, from like 1987, I don't even know if da account still there.",
        "Da attorney's office sent one packet with so many forms, I gotta sign in blue ink only, dey very particular.",
        "Going through {wife}'s closet still hard, I did one drawer {day} and had to stop.",
        "{daughter} wants da jade bracelet and her brother wants da koa table, so far no fighting, knock on wood.",
        "Da probate taking so long, da lady said maybe {num} more months because da court backed up.",
        "I still get mail for {wife} every week, mostly catalogs, but every time I see her name my heart jump.",
        "Da teller at da {place} branch was so nice, she remembered {wife} from when she used to deposit da shop money.",
        "Gotta get one appraisal for da Hilo land {wife} inherited, and da appraiser charges {price} just for mileage.",
        "I signed da papers at {time} in front of da notary, one young guy with tattoo sleeves, but very professional.",
        "We found {wife}'s recipe box and {daughter} scanned every card, even da ones with shoyu stains.",
        "Da estate account need one EIN, whatever dat is, da attorney say she can do um for us.",
        "I keep all da documents in one accordion folder now, color coded, {grand} helped me label um.",
        "Her little life insurance claim took {num} weeks, and dey lost da paperwork once.",
        "I still set out two cups in da morning sometimes, old habit, den I just put one back.",
    ],
    "boat": [
        "Me and {cousin} went out past da reef {day} and caught {num} {fish}, nothing big but good for sashimi.",
        "Da trailer tire flat again, {cousin} said he fixed um but obviously not.",
        "Gas at da harbor is {price} one gallon, highway robbery.",
        "We split everything fifty-fifty, me and {cousin}, but somehow I always paying for da ice and bait.",
        "Da bilge pump kicked on by itself {num} times yesterday, so maybe get one small leak somewhere.",
        "{cousin} wants to go for da tournament in Kona, but I tell him we gotta fix da {boat} first, brah.",
        "Da trades was blowing like twenty-five knots so we stayed inside da bay and just talked story.",
        "We launched at {time} from Heeia and was back by noon, I got sunburn on my bald spot.",
        "I gave {num} pieces {fish} to da neighbors, dey always give me mangoes so it's fair trade.",
        "Da outboard coughing when we give um gas, maybe da fuel filter, {cousin} say maybe water in da gas.",
        "{grand} came fishing once and caught one bigger {fish} than {cousin}, he still never live um down.",
        "Bought one new rod at {place} for {price}, don't tell {daughter}, she think I get too many already.",
        "Da anchor line getting frayed, we should replace before something happen.",
        "{cousin} painted da name {boat} on da side again but da letters little bit crooked, hah.",
        "We saw one honu and one pod of spinner dolphins, so even with no fish was one good day.",
    ],
    "osaka": [
        "Da flight prices jumping around every time I check, one day cheap, next day more, how dey do dat?",
        "My cousin's family in Osaka want to take me to {jp_place} for okonomiyaki, dey say da best in Japan.",
        "I need one new suitcase, da old one da wheel broke when I went Vegas with {wife}.",
        "Is it true you can buy train tickets with da IC card at da convenience store? {daughter} said yes.",
        "I gotta exchange some money, {fname} said she got one good rate at da airport, or maybe da bank better?",
        "My Japanese not so good anymore, I understand da grandma kine Japanese but not da fast young people kine.",
        "I like visit da family grave near {jp_place} and pay respects for my parents, it's been {num} years.",
        "{daughter} says bring omiyage, so I buying macadamia nuts and Kona coffee, like {num} boxes.",
        "Da relatives asked if I like sleep on futon or bed, I said futon fine but my back says different.",
        "My passport expires soon I think, I gotta check, maybe I need rush renewal.",
        "I read you gotta carry cash in Japan cause some small shops no take card, true?",
        "How da weather in Osaka in {season}? I don't want to be cold, I only get aloha shirts.",
        "Dey told me one lunch set at {jp_place} is only {yen}, cheaper than one plate lunch here now.",
        "I wanted to bring {flower} lei for da relatives but I think agriculture no allow.",
        "{wife} always wanted to go back to Osaka with me, so dis trip kinda for her too.",
    ],
    "dog": [
        "Da dog wen dig one hole under da fence again and went visit da neighbor's chickens, auwe.",
        "My poi dog ate one whole {food} off da counter when I was on da phone, da buggah so fast.",
        "We walked around Kaimuki at {time} and he barked at every cat, {num} cats I counted.",
        "He scratching his ears a lot, maybe allergies from da {weather}.",
        "His food went up to {price} for one bag, more expensive than my own food.",
        "He sleeps by da shop door all day and da customers love him, some bring treats, I gotta tell dem no.",
        "Da groomer at {place} said his nails too long and his teeth need cleaning, always something.",
        "{wife} found him as one puppy by da side of da road in Waimanalo, all skinny, now he da king of da house.",
        "He scared of thunder, last night da storm came and he hid in da bathtub till {time}.",
        "I think he getting old, he take long time getting up in da morning, same as me.",
        "{grand} taught him how to shake hands, but only if you get food in your other hand.",
        "He rolled in something dead at da park, I had to give him one bath with da hose, he was so mad.",
        "Da leash broke near {place} and he took off after one mongoose, I chased him {num} blocks.",
        "Every time I open da rice cooker he come running, he thinks he Japanese too, hah.",
    ],
    "house": [
        "Found more termite droppings by da window sill in da back bedroom, little piles like coffee grounds.",
        "Da floor in da hallway soft when you step on um, I scared I going fall through one day.",
        "My house is old single-wall from da 1940s, so da termites having one party in da old redwood, brah.",
        "I got {num} quotes so far and dey all different, one guy said tent, one guy said no need tent.",
        "{fname} next door said da termites swarm every year when da weather get humid, all da wings on da lanai.",
        "Da door frame to da kitchen, you can push one screwdriver right in, like butter.",
        "If we tent, I gotta take all da food out and find somewhere for me and da dog to stay {num} nights.",
        "Da contractor wants {price} just to come look, I said brah, I only asking for one estimate.",
        "I patched one hole with wood filler from {place} for now but I know it's one Band-Aid.",
        "Da inspector crawled under da house and came out covered in dust, he said 'uncle, not good.'",
        "Da old screen porch {wife} loved is da worst part, I like save um if I can.",
        "Permit office da slowest, {fname} said took dem {num} months for one simple deck.",
        "I moving all my boxes out da back room so da guys can open up da wall.",
        "Da mango tree next to da house dropping branches on da roof, maybe dat's why water getting in also.",
        "I heard one clicking sound in da wall at night, {grand} said dat's da termites chewing, now I cannot sleep.",
    ],
}

ASST = {
    "shop": [
        "Graduation season sounds like a marathon; prepping the {flower} the night before and keeping it misted could save you time in the morning.",
        "Sorting the receipts into twelve envelopes by month would make your CPA's job much easier and probably cheaper.",
        "It may be worth raising prices a little; most regulars understand when flower costs go up, especially with a small sign explaining why.",
        "Writing down every sale, even quick cash ones, will help your inventory count line up at the end of the month.",
        "A simple Instagram account with a photo of each day's lei could bring in new customers without much effort.",
        "That Yelp review is lovely; you could ask happy regulars if they'd be willing to leave one too.",
        "For bruised shipments, taking photos right at cargo pickup gives you something to show the grower for a credit.",
        "It sounds like your part-timer is becoming a real asset; a small raise or bonus at graduation time can go a long way.",
        "Keeping a spare roll of ribbon and a backup card reader could save you a scramble on busy days.",
        "Ten percent for a school program sounds generous and good for community goodwill.",
    ],
    "cooler": [
        "A walk-in running warm is urgent for cut flowers; keeping the door closed and using ice chests is a smart stopgap.",
        "The clicking followed by silence often points to a start relay or capacitor, which is a cheaper fix than a compressor.",
        "Replacing a cracked door gasket is inexpensive and can make a noticeable difference in how hard the unit works.",
        "For the insurance claim, keep a simple log of temperatures, dates, and what you threw out, plus the photos.",
        "A second thermometer is a good idea; you could test both in a cup of ice water to see which one reads 32.",
        "A maintenance contract may feel like an extra cost, but coil cleaning and checks often prevent breakdowns like this.",
        "Make sure the drain line is clear; a clogged drain can cause ice buildup and leaks.",
        "A high-pitched whine at startup can be a worn fan motor bearing, worth mentioning to the technician.",
        "If the unit has been running nonstop, dirty condenser coils are a common culprit and easy to check.",
        "Please be careful around the wet floor; a non-slip mat by the cooler door might be worth it.",
    ],
    "health": [
        "That morning reading is moving in the right direction; noting what you ate the night before can help you spot patterns.",
        "A small chart taped by the sink, with a checkbox for each eye drop, might help keep the bottles straight.",
        "Walking after closing up the shop is a great habit, and it also helps with after-dinner blood sugar.",
        "If the Medicare packet feels overwhelming, going through it with your daughter or a SHIP counselor can help.",
        "It's worth calling the pharmacy a few days early for refills so you don't run low while insurance sorts itself out.",
        "Half white rice mixed with a little brown rice is a compromise many people find easier to live with.",
        "Tingling in the feet is worth following up on, so seeing the podiatrist is a good plan.",
        "Cataract glare at night is very common; it's sensible to avoid night driving until after the surgery.",
        "Please keep a list of all your medications in your wallet for appointments and the pharmacy.",
        "Ask the pharmacy whether there's a generic version of the drops; it can lower the copay.",
        "A one-malasada-on-Sunday rule sounds like a healthy balance, honestly.",
    ],
    "keiki": [
        "It sounds like your granddaughter is working so hard, and having her grandpa's lei for the competition is special.",
        "A letter describing her volunteering at the shop could be a meaningful addition to her applications.",
        "Listening without pushing is often the best support you can give while she thinks about colleges.",
        "For the haku lei, making a list of how much of each flower you need per lei could help with ordering.",
        "A B-plus in calculus is a solid grade; it's nice that you reminded her of that.",
        "Her essay about her grandmother sounds beautiful; that kind of personal story stands out.",
        "If the teacher is on leave, she could ask the school counselor which other teacher knows her work well.",
        "Marine biology is a great fit for someone who grew up fishing; UH and several mainland schools have strong programs.",
        "A jar on the fridge is sweet; you might also ask about a 529 plan if you want to save more formally.",
    ],
    "bazaar": [
        "A sign-up sheet with specific time slots often gets more volunteers than a general list.",
        "Asking local businesses for donations a few weeks ahead usually works better than last minute.",
        "Making double andagi sounds wise, and maybe a small sign when they're almost gone to keep the line moving.",
        "For pricing the white elephant items, a few pre-set price stickers can keep things consistent.",
        "A neighboring school lot could really help parking; a short letter from the church might get a yes.",
        "Having two people count the cash box together at the end of each shift can prevent mix-ups.",
        "Handwritten corrections on the flyers are fine; you could also post the right time on the church website.",
        "A youth group shave ice booth could be a hit, especially if the weather is hot.",
        "A potted orchid for the silent auction is a lovely idea; those often get good bids.",
    ],
    "estate": [
        "Probate often takes longer than expected; keeping everything in that accordion folder will help a lot.",
        "It's completely normal that going through her things is hard; taking it one drawer at a time is okay.",
        "Old passbook accounts can sometimes be traced; the bank or the state unclaimed property office can check.",
        "Ordering several extra certified death certificates at once can save you trips later.",
        "It's good that the family is talking openly about keepsakes; writing down who wants what can avoid confusion.",
        "Scanning her recipe cards is such a nice way to keep them for the whole family.",
        "An EIN for the estate is normal; it lets the estate have its own bank account and tax filings.",
        "Blue ink is a common requirement so originals can be told apart from copies.",
        "Take your time with this; there's no need to rush decisions about the house and land.",
    ],
    "boat": [
        "That still sounds like a good day on the water, and fresh sashimi is hard to beat.",
        "A bilge pump cycling on its own is worth checking soon; look around the through-hulls and the transom.",
        "Coughing under throttle is often a fuel filter or water in the fuel, so starting with a new filter makes sense.",
        "Keeping a shared log of who paid for gas, ice, and bait might make the fifty-fifty split feel fairer.",
        "Replacing a frayed anchor line before it fails is definitely a good call.",
        "Spare tire and a quick check of the bearings before each launch could save you a headache on the highway.",
        "Staying inside the bay on a windy day sounds like the safe choice.",
        "Don't forget sunscreen and a hat for that bald spot next time.",
    ],
    "osaka": [
        "Flight prices do move a lot; setting a price alert can help you pick a good moment to book.",
        "Okonomiyaki in Osaka is a treat, and your relatives will probably know the best local spot.",
        "Yes, IC cards like ICOCA work on trains and at many convenience stores, and you can top them up with cash.",
        "Carrying some cash is a good idea in Japan; smaller shops and temples sometimes don't take cards.",
        "Check your passport's expiration date soon; many countries expect several months of validity left.",
        "Macadamia nuts and Kona coffee are classic omiyage from Hawaii and usually very welcome.",
        "It's wise to leave fresh flowers at home because of agricultural rules, but dried or printed gifts are fine.",
        "A light jacket would be good for cooler evenings in Osaka, even if the days are mild.",
        "Visiting the family grave sounds like a meaningful part of the trip.",
    ],
    "dog": [
        "Digging under fences is common; burying some chicken wire or pavers along the fence line can stop it.",
        "Ear scratching can be allergies or an ear infection, so a vet check is a good idea if it keeps up.",
        "Older dogs often get stiff in the morning; a soft bed and gentle walks can help.",
        "It's kind of you to ask customers not to give treats; you could keep a jar of his own treats by the door for them.",
        "A thundershirt or a quiet spot with a blanket can help dogs who are scared of storms.",
        "He sounds like a real character, and a great shop dog.",
        "Checking the leash and collar regularly for wear can prevent another mongoose chase.",
        "Keeping the counter clear when you step away might save him from eating something that upsets his stomach.",
    ],
    "house": [
        "Droppings that look like coffee grounds are a classic sign of drywood termites, so getting it treated soon is wise.",
        "Soft spots in the floor should be looked at before anyone steps through; try to avoid heavy loads on that area.",
        "It's normal for quotes to differ; asking each company to explain why they recommend tenting or not can help you compare.",
        "Tenting usually means two or three nights away, so planning ahead for you and the dog is smart.",
        "Wood filler is fine as a temporary fix, but the structural pieces will need proper repair.",
        "Saving the screen porch may be possible if the damage is limited to a few boards.",
        "Trimming the mango tree back from the roof can help with both water and termite access.",
        "Clearing the back room will definitely make the contractor's job faster.",
    ],
}

ITEMS = {
    "shop": ["pick up da {flower} boxes at airport cargo", "call da CPA about da receipts", "order more gold ribbon",
             "pay da part-timer Friday", "redo da price signs", "restring da {flower} for {fname}"],
    "cooler": ["buy {num} bags ice at {place}", "take pictures of da thermostat", "call da insurance lady back",
               "tape da door gasket", "clean da drain line"],
    "health": ["refill metformin", "eye drops {num} times", "walk 30 min", "check sugar before breakfast",
               "bring da med list to {doc}"],
    "keiki": ["haku lei for {grand}'s halau", "letter for {grand}'s application", "buy palapalai",
              "ask {daughter} about da FAFSA"],
    "bazaar": ["sign-up sheet for da food booth", "call da tent rental", "price da white elephant stuff",
               "ask {place} for paper plates"],
    "estate": ["death certificate copies", "sign da forms in blue ink", "find {wife}'s old passbook",
               "call da appraiser"],
    "boat": ["new fuel filter", "fix da trailer tire", "buy bait", "pay {cousin} for half da gas"],
    "osaka": ["check passport", "buy omiyage", "exchange yen", "new suitcase"],
    "dog": ["dog food at {place}", "clip his nails", "fix da fence hole", "new leash"],
    "house": ["move boxes out back room", "get one more termite quote", "buy wood filler", "call da permit office"],
}

ASST_OPEN = ["That sounds like a lot to juggle.", "Thanks for the update!", "Oh, that's a busy day.",
             "I hear you.", "Good to hear from you again.", "That's a lot on your plate.", "Mahalo for sharing that.",
             "That makes sense.", "Ah, I see.", "That's understandable."]
ASST_CLOSE = ["Let me know how it goes.", "Take it one step at a time.", "Happy to help with any of it.",
              "I'm here if you want to talk it through.", "Hope the rest of your day is easier.",
              "Want me to help you make a checklist?", "Feel free to paste anything you're not sure about."]

DAUGHTER_LINES = ["Dad did you eat lunch yet?? Don't just eat crackers", "Dad I'm picking up {grand} at {time}, can you watch her till 6?",
                  "DAD. Call me back. Not an emergency lol", "Did the cooler guy come or what?",
                  "Remember to take your pills!! And check your sugar", "{grand} says hi and wants butter mochi this weekend",
                  "I can't come Sunday, work stuff. Sorry dad", "Don't climb the ladder by yourself please!!!",
                  "Did you call the bank back? They emailed me too", "Love you dad. Proud of you for walking every day"]
PORTAL_LINES = ["Your lab results are available. Hemoglobin A1c: 7.{d}% (H). Please discuss with {doc} at your next visit.",
                "Reminder: Please bring a list of all current medications to your pre-operative visit.",
                "Your prescription for metformin 500 mg tablets has been sent to your preferred pharmacy.",
                "Message from care team: Continue using the prednisolone drops four times daily until told otherwise.",
                "Fasting glucose: {sugar} mg/dL. Lipid panel within normal limits except LDL slightly elevated.",
                "Your visit summary is ready. Instructions: walk 30 minutes daily, limit sugary drinks, recheck in 3 months."]
RECEIPT = {
    "shop": ("ISLAND FLORAL SUPPLY", ["ribbon gold 1in", "floral wire 24g", "lei needles 6pk", "clear bags 100ct", "ti leaf bundle"]),
    "cooler": ("CITY MILL KAIMUKI", ["door gasket seal", "box fan 20in", "thermometer dial", "drain tube 6ft", "ice 10lb"]),
    "health": ("KAPAHULU DRUGS", ["test strips 50ct", "lancets 100ct", "reading glasses", "sugar-free candy", "eye drop bottle"]),
    "keiki": ("FABRIC MART", ["pa'u fabric 4yd", "elastic 1in", "thread red", "safety pins", "glue gun sticks"]),
    "bazaar": ("RESTAURANT DEPOT", ["paper plates 500ct", "chopsticks 1000ct", "foil pans", "napkins", "sterno cans"]),
    "estate": ("FEDEX OFFICE", ["copies b/w", "accordion folder", "certified mail", "envelopes 9x12", "notary fee"]),
    "boat": ("KANEOHE BAIT & TACKLE", ["squid bait", "leader 80lb", "hooks 7/0", "ice 20lb", "fuel filter"]),
    "osaka": ("DON QUIJOTE KAHEKA", ["mac nuts 6pk", "kona coffee 7oz", "luggage tags", "travel pillow", "hi-chew"]),
    "dog": ("PET PARADISE KAPAHULU", ["kibble 15lb", "chew bones", "flea shampoo", "leash 6ft", "poop bags"]),
    "house": ("CITY MILL KAIMUKI", ["wood filler", "sandpaper 120", "putty knife", "bug spray", "caulk white"]),
}

GREETINGS = [
    "Aloha! My name not important, everybody just call me Uncle. I'm 61, I run {shop} in Kaimuki with my family, lei and potted plants. My daughter {daughter} said I should try talk to you for help keeping track of everything since my wife {wife} passed. Hope dat's ok, I not so good with computers.",
    "Hello, good morning. {daughter} set dis up for me on da iPad. I run one small lei and plant shop, {shop}, over here in Kaimuki, and lately get too many things going on, da shop, my eyes, my granddaughter {grand}, da church bazaar, everything. So I going try talk story with you and you help me remember, ok?",
]

# ----------------------------------------------------------------------------------------------------------
# fact specs: (kind, thread, about, noun with {my}/{me}, list label, generator)
# ----------------------------------------------------------------------------------------------------------
NOUN_SPECS = [
    ("person", "shop", "part-time employee's name", "{my} new part-timer", "New part-timer", "name"),
    ("person", "shop", "CPA's name", "the CPA doing {my} GET filing", "CPA", "name"),
    ("person", "cooler", "refrigeration repairman's name", "the refrigeration guy fixing the walk-in", "Cooler repair guy", "name"),
    ("person", "health", "ophthalmologist's name", "the eye surgeon doing {my} cataract", "Eye surgeon", "name"),
    ("person", "health", "pharmacist's name", "the pharmacist who fixed {my} metformin mix-up", "Pharmacist", "name"),
    ("person", "keiki", "granddaughter's hula teacher", "{grand}'s kumu hula", "Kumu", "name"),
    ("person", "keiki", "granddaughter's college counselor", "{grand}'s college counselor", "Counselor", "name"),
    ("person", "bazaar", "bazaar co-chair", "{my} co-chair for the bazaar", "Bazaar co-chair", "name"),
    ("person", "estate", "probate attorney's name", "the probate attorney for {wife}'s estate", "Probate attorney", "name"),
    ("person", "estate", "bank trust officer's name", "the trust officer at the bank", "Trust officer", "name"),
    ("person", "boat", "outboard mechanic's name", "the outboard mechanic in Heeia", "Boat mechanic", "name"),
    ("person", "osaka", "Osaka host relative's name", "the auntie hosting {me} in Osaka", "Osaka auntie", "jpname"),
    ("person", "dog", "vet's name", "the new vet for the dog", "Vet", "name"),
    ("person", "house", "termite inspector's name", "the termite inspector", "Termite inspector", "name"),
    ("person", "house", "carpenter's name", "the carpenter fixing the termite damage", "Carpenter", "name"),
    ("pet", "dog", "poi dog's name", "{my} poi dog's name", "Dog's name", "dogname"),
    ("pet", "shop", "shop cat's name", "the shop cat's name", "Shop cat", "catname"),
    ("pet", "keiki", "granddaughter's kitten's name", "{grand}'s new kitten's name", "Kitten", "catname"),
    ("pet", "dog", "dog's heartworm medicine", "the heartworm pill the vet put the dog on", "Heartworm pill", "heartworm"),
    ("pet", "dog", "dog's food", "the only kibble that doesn't upset the dog's stomach", "Dog food", "dogfood"),
    ("pet", "dog", "dog's allergy", "the dog's allergy", "Dog allergy", "allergy"),
    ("date", "health", "cataract surgery date", "{my} cataract surgery", "Cataract surgery", "date"),
    ("date", "health", "diabetes follow-up appointment", "{my} A1c follow-up with {doc}", "A1c follow-up", "date"),
    ("date", "dog", "dog's vet appointment", "the dog's vet appointment", "Vet appt", "date"),
    ("date", "keiki", "hula competition date", "{grand}'s hula competition", "Hula competition", "date"),
    ("date", "keiki", "college application deadline", "{grand}'s early-action deadline", "Early-action deadline", "date"),
    ("date", "bazaar", "church bazaar date", "the church bazaar", "Bazaar", "date"),
    ("date", "shop", "CPA appointment for the GET filing", "the GET appointment with the CPA", "CPA appt", "date"),
    ("date", "cooler", "cooler repair visit", "the refrigeration guy's next visit", "Cooler repair", "date"),
    ("date", "estate", "probate hearing date", "the probate hearing", "Probate hearing", "date"),
    ("date", "osaka", "flight to Osaka date", "{my} flight to Osaka", "Osaka flight", "date"),
    ("date", "boat", "boat haul-out date", "the haul-out for the boat", "Haul-out", "date"),
    ("date", "house", "termite tenting date", "the termite tenting", "Tenting", "date"),
    ("amount", "cooler", "walk-in cooler repair quote", "the quote for fixing the walk-in", "Cooler quote", "usd"),
    ("amount", "house", "termite repair estimate", "the carpenter's estimate for the termite damage", "Termite repair", "usd"),
    ("amount", "shop", "GET tax owed this quarter", "the GET payment for this quarter", "GET payment", "usd"),
    ("amount", "health", "cataract surgery out-of-pocket cost", "{my} out-of-pocket for the cataract surgery", "Surgery cost", "usd"),
    ("amount", "keiki", "granddaughter's enrollment deposit", "{grand}'s enrollment deposit", "Enrollment deposit", "usd"),
    ("amount", "bazaar", "bazaar budget for tents and tables", "the bazaar budget for tents and tables", "Tent budget", "usd"),
    ("amount", "estate", "balance in late wife's savings account", "the balance in {wife}'s old savings account", "Savings balance", "usd"),
    ("amount", "boat", "his half of the new outboard", "{my} half of the new outboard", "Outboard (my half)", "usd"),
    ("amount", "osaka", "Kyoto ryokan cost", "the ryokan in Kyoto for two nights", "Ryokan", "yen"),
    ("amount", "shop", "wholesale order total", "the order total from the Big Island grower", "Grower order", "usd"),
    ("phone", "cooler", "refrigeration company's phone", "the number for the refrigeration company", "Refrigeration co.", "phone"),
    ("phone", "health", "eye surgeon's office phone", "the eye surgeon's office number", "Eye doctor office", "phone"),
    ("phone", "estate", "probate attorney's phone", "the probate attorney's number", "Attorney", "phone"),
    ("phone", "osaka", "Osaka auntie's phone", "the auntie's number in Osaka", "Osaka auntie", "jpphone"),
    ("phone", "house", "termite company's phone", "the termite company's number", "Termite co.", "phone"),
    ("phone", "dog", "vet clinic's phone", "the vet clinic's number", "Vet clinic", "phone"),
    ("phone", "boat", "harbor office phone", "the harbor office number", "Harbor office", "phone"),
    ("phone", "health", "pharmacy refill line", "the pharmacy refill line", "Pharmacy", "phone"),
    ("address", "shop", "Big Island grower's mailing address", "the grower's mailing address", "Grower mail", "bigisland"),
    ("address", "estate", "probate attorney's office address", "the probate attorney's office", "Attorney office", "suite"),
    ("address", "bazaar", "tent rental warehouse address", "the tent rental warehouse", "Tent rental", "honolulu"),
    ("address", "health", "new pharmacy address", "the new pharmacy {doc} switched {me} to", "New pharmacy", "honolulu"),
    ("address", "keiki", "hula competition venue address", "the address for {grand}'s hula competition", "Competition venue", "honolulu"),
    ("address", "house", "termite company's office address", "the termite company's office", "Termite co. office", "honolulu"),
    ("address", "boat", "where the boat trailer is kept", "{cousin}'s place where we keep the trailer", "Trailer spot", "windward"),
    ("address", "osaka", "relatives' address in Osaka", "the relatives' address in Osaka", "Osaka address", "jpaddr"),
    ("id", "health", "Medicare number", "{my} Medicare number", "Medicare #", "mbi"),
    ("id", "shop", "GET license number", "{my} GET license number", "GET license", "getlic"),
    ("id", "cooler", "cooler spoilage insurance claim number", "the claim number for the cooler spoilage", "Claim #", "claim"),
    ("id", "boat", "boat registration number", "the boat's registration number", "Boat reg", "boatreg"),
    ("id", "shop", "wholesale order number", "the order number from the grower", "Order #", "order"),
    ("id", "osaka", "flight confirmation code", "{my} flight confirmation code", "Confirmation", "conf"),
    ("id", "estate", "probate case number", "the probate case number", "Case #", "probate"),
    ("id", "health", "metformin Rx number", "the Rx number for {my} metformin", "Rx #", "rx"),
    ("id", "house", "building permit number", "the building permit for the termite repairs", "Permit #", "permit"),
    ("id", "dog", "dog's microchip number", "the dog's microchip number", "Microchip", "chip"),
]

# (kind, thread, about, topic with {my}, values)
DPC_SPECS = [
    ("decision", "house", "termite treatment choice", "the termite treatment",
     ["full tent fumigation", "the orange-oil spot treatment", "Bora-Care soaked into the framing", "Sentricon bait stations"]),
    ("decision", "cooler", "how to fix the walk-in cooler", "fixing the walk-in",
     ["a brand-new condensing unit", "the rebuilt Copeland compressor", "renting a reefer trailer for now"]),
    ("decision", "osaka", "how to get around Japan", "getting around Japan",
     ["the 7-day JR Pass", "just an ICOCA card", "the Kansai Thru Pass"]),
    ("decision", "boat", "boat engine decision", "the boat engine",
     ["repowering with a Yamaha 150", "rebuilding the old Evinrude", "a used Suzuki 140"]),
    ("decision", "estate", "what to do with the Hilo land", "{wife}'s Hilo land",
     ["leasing it to the nursery next door", "selling to her brother's family", "a conservation easement"]),
    ("decision", "shop", "Mother's Day staffing plan", "the Mother's Day rush",
     ["hiring a second part-timer", "pre-orders only, no walk-ins", "closing Mondays through May"]),
    ("decision", "health", "cataract lens choice", "the new lens in {my} right eye",
     ["the toric lens", "the multifocal implant", "a distance-only monofocal"]),
    ("decision", "bazaar", "bazaar food booth menu", "the bazaar food booth",
     ["chili rice plates", "teri beef sticks and corn", "portuguese bean soup in cups"]),
    ("preference", "osaka", "seat preference on the Osaka flight", "{my} seat on the Osaka flight",
     ["an aisle seat on the left side", "the bulkhead row", "a window seat behind the wing"]),
    ("preference", "health", "appointment time preference", "doctor appointments",
     ["early slots before 8 a.m.", "Tuesday afternoons", "the first slot after lunch"]),
    ("preference", "shop", "how lei are packed", "packing the lei for customers",
     ["ti leaf bundles instead of plastic", "the brown kraft boxes", "damp newspaper and a ti leaf wrap"]),
    ("preference", "health", "how he takes his coffee", "{my} coffee",
     ["monk fruit sweetener", "Splenda with a splash of half-and-half", "black with a pinch of cinnamon"]),
    ("preference", "osaka", "room preference in Osaka", "{my} room in Osaka",
     ["a tatami room", "a Western bed with a firm mattress", "a ground-floor room near the toilet"]),
    ("preference", "bazaar", "bazaar music preference", "the music at the bazaar",
     ["Makaha Sons on the speaker", "live slack key only", "old Cecilio & Kapono records"]),
    ("preference", "dog", "dog walking route", "the dog's evening walk",
     ["the loop around Kaimuki High", "Kapiolani Park at sunrise", "the Maunalani Heights hill"]),
    ("constraint", "health", "restriction after cataract surgery", "the week after {my} eye surgery",
     ["no bending over for seven days", "no swimming for two weeks", "no lifting over 15 pounds"]),
    ("constraint", "health", "diabetic meal limit", "{my} meals",
     ["under 45 carbs a meal", "no white rice at dinner", "half a scoop rice max"]),
    ("constraint", "osaka", "travel restriction", "the Osaka trip",
     ["no red-eye flights", "no more than one connection", "home before Obon"]),
    ("constraint", "bazaar", "fire rule for bazaar booths", "the booths in the church hall",
     ["no open flames indoors", "no extension cords across walkways"]),
    ("constraint", "dog", "dog's diet restriction", "the dog's treats",
     ["no rawhide at all", "nothing with chicken"]),
    ("constraint", "house", "tenting condition", "the tenting",
     ["not during graduation season", "three nights max out of the house"]),
    ("constraint", "estate", "estate rule", "{wife}'s things",
     ["nothing sold before the appraisal", "the kimono collection stays in the family"]),
]

# ----------------------------------------------------------------------------------------------------------
# value pools
# ----------------------------------------------------------------------------------------------------------
FIRSTS = ["Leilani", "Dennis", "Grace", "Marcus", "Joyce", "Kaipo", "Sheryl", "Darrell", "Noelani", "Vernon",
          "Rowena", "Brandon", "Lynette", "Calvin", "Momi", "Alden", "Pualani", "Reid", "Cheryl", "Travis",
          "Gordon", "Mele", "Stacy", "Wayne", "Tiare", "Kevin", "Bernice", "Keoni", "Lorna", "Duane"]
LASTS = ["Kahananui", "Tamashiro", "Nakasone", "Kealamakia", "Higa", "Medeiros", "Fukumoto", "Okamura",
         "Kauhane", "Kaneshiro", "Santos", "Ching", "Apana", "Yoshioka", "Kalani", "Furtado", "Keawe",
         "Hamasaki", "Ah Sing", "Kanahele", "Ebisu", "Kaaihue", "Agbayani", "Nakoa", "Lindsey", "Uyehara",
         "Pagan", "Kekumu", "Sakoda", "Domingo"]
JP_FIRSTS = ["Haruko", "Michiyo", "Sachiko", "Yoshiko", "Fumiko", "Kazuko", "Tomoko", "Emiko", "Noriko"]
JP_LASTS = ["Nishida", "Morimoto", "Hashimoto", "Kawaguchi", "Fujiwara", "Matsuda", "Okazaki", "Ishikawa"]
DOGNAMES = ["Kuromame", "Kimo", "Azuki", "Poki", "Buddah", "Lilikoi", "Hapa", "Koa Boy", "Chibi", "Moke"]
CATNAMES = ["Manapua", "Furikake", "Umeboshi", "Tofu-chan", "Shoyu", "Kinako", "Nori", "Puka", "Sumi"]
HEARTWORM = ["Heartgard Plus", "Simparica Trio", "Interceptor Plus", "NexGard Plus", "Sentinel Spectrum"]
DOGFOOD = ["Purina Pro Plan salmon and rice", "Hill's z/d", "Royal Canin Hydrolyzed", "Blue Buffalo lamb",
           "Wellness Core ocean fish"]
ALLERGY = ["chicken fat", "flea saliva", "grass pollen", "beef protein", "dust mites"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
HOLIDAYS = ["after Merrie Monarch", "Prince Kuhio Day", "the Friday after Kamehameha Day", "Good Friday",
            "the day after Thanksgiving", "Veterans Day", "Memorial Day weekend", "right after Aloha Festivals"]
STREETS = [("Waialae Ave", "96816"), ("Kapahulu Ave", "96815"), ("S King St", "96826"), ("Kapiolani Blvd", "96814"),
           ("Nuuanu Ave", "96817"), ("Kilauea Ave", "96816"), ("Wilder Ave", "96822"), ("Keeaumoku St", "96814"),
           ("S Beretania St", "96826"), ("Pensacola St", "96814"), ("Dillingham Blvd", "96817"), ("Sand Island Access Rd", "96819")]
WINDWARD = [("45-", "Kamehameha Hwy", "Kaneohe"), ("41-", "Kalanianaole Hwy", "Waimanalo"),
            ("47-", "Hui Iwa St", "Kaneohe"), ("46-", "Haiku Rd", "Kaneohe"), ("44-", "Kaneohe Bay Dr", "Kaneohe")]
BIGISLAND = [("Hilo", "96720"), ("Pahoa", "96778"), ("Keaau", "96749"), ("Kurtistown", "96760"), ("Volcano", "96785")]
JP_AREAS = [("Tennoji-ku", "543"), ("Abeno-ku", "545"), ("Ikuno-ku", "544"), ("Sumiyoshi-ku", "558"), ("Higashinari-ku", "537")]
MBI_LET = "ACDEFGHJKMNPQRTUVWXY"
W1 = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
      "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
W10 = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _w(n):
    if n < 20:
        return W1[n]
    return W10[n // 10] + ("-" + W1[n % 10] if n % 10 else "")


def _words(n):
    """1250 -> 'twelve hundred fifty' (the way people say prices)."""
    if n % 1000 == 0:
        return f"{_w(n // 1000)} thousand"
    if n < 10000 and (n // 100) % 10 != 0 and n >= 1100:
        h, r = divmod(n, 100)
        return f"{_w(h)} hundred" + (f" {_w(r)}" if r else "")
    th, rest = divmod(n, 1000)
    out = f"{_w(th)} thousand" if th else ""
    h, r = divmod(rest, 100)
    if h:
        out += f" {_w(h)} hundred"
    if r:
        out += f" {_w(r)}"
    return out.strip()


def _sfx(d):
    return "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


class ValueMaker:
    """Draws values per seed; keeps day numbers, weekdays, phone suffixes unique."""

    def __init__(self, rng):
        self.rng = rng
        self.days = list(range(10, 29))
        rng.shuffle(self.days)
        self.wdays = WEEKDAYS[:]
        rng.shuffle(self.wdays)
        self.hols = HOLIDAYS[:]
        rng.shuffle(self.hols)
        self.date_fmts = []
        self.usd_fmts = []
        self.phone_fmts = []
        self.suffixes = list(range(100, 200))
        rng.shuffle(self.suffixes)

    def _cycle(self, store, options):
        if not store:
            store.extend(options)
            self.rng.shuffle(store)
        return store.pop()

    def make(self, gen):
        rng = self.rng
        if gen == "name":
            f, l = rng.choice(FIRSTS), rng.choice(LASTS)
            r = rng.random()
            if r < 0.15:
                return f"{f} {rng.choice('ABDEKMST')}. {l}"
            if r < 0.25:
                return f"{f} {l}-{rng.choice(LASTS)}"
            return f"{f} {l}"
        if gen == "jpname":
            f, l = rng.choice(JP_FIRSTS), rng.choice(JP_LASTS)
            return f"{l} {f}" if rng.random() < 0.4 else f"{f} {l}"
        if gen in ("dogname", "catname", "heartworm", "dogfood", "allergy"):
            return rng.choice({"dogname": DOGNAMES, "catname": CATNAMES, "heartworm": HEARTWORM,
                               "dogfood": DOGFOOD, "allergy": ALLERGY}[gen])
        if gen == "date":
            fmt = self._cycle(self.date_fmts, ["md", "mon_d", "da_d", "next_wd", "hol", "d_mon", "wd_d", "mon_dot"])
            m = rng.randint(1, 12)
            if fmt == "next_wd":
                return f"next {self.wdays.pop()}"
            if fmt == "hol":
                return self.hols.pop()
            d = self.days.pop()
            if fmt == "md":
                return f"{m}/{d}"
            if fmt == "mon_d":
                return f"{MONTHS[m - 1]} {d}{_sfx(d)}"
            if fmt == "da_d":
                return f"da {d}{_sfx(d)}"
            if fmt == "d_mon":
                return f"{d} {MON[m - 1]}"
            if fmt == "wd_d":
                return f"{self.wdays.pop()} the {d}{_sfx(d)}"
            return f"{MON[m - 1]}. {d}"
        if gen == "usd":
            fmt = self._cycle(self.usd_fmts, ["comma", "bucks", "words", "k", "cents"])
            if fmt == "k":
                n = rng.randint(11, 89) * 100
                while n % 1000 == 0:
                    n = rng.randint(11, 89) * 100
                return f"${n / 1000:.1f}k"
            n = rng.randint(36, 980) * 10 + rng.choice([0, 0, 5])
            if fmt == "comma":
                return f"${n:,}"
            if fmt == "bucks":
                return f"{n} bucks"
            if fmt == "words":
                return f"{_words(n)} dollars"
            return f"${n:,}.{rng.randint(10, 99)}"
        if gen == "yen":
            n = rng.randint(21, 190) * 1000
            return rng.choice([f"¥{n:,}", f"{n:,} yen", f"{n // 1000}k yen"])
        if gen == "phone":
            s = self.suffixes.pop()
            last = f"0{s}"
            fmt = self._cycle(self.phone_fmts, ["paren", "dash", "space", "dot", "plain7"])
            return {"paren": f"(808) 555-{last}", "dash": f"808-555-{last}", "space": f"555 {last}",
                    "dot": f"808.555.{last}", "plain7": f"555-{last}"}[fmt]
        if gen == "jpphone":
            a, b = rng.randint(1000, 9999), rng.randint(1000, 9999)
            return rng.choice([f"+81 90-{a}-{b}", f"+81 6-6{a % 1000:03d}-{b}", f"090-{a}-{b}", f"+81 80 {a} {b}"])
        if gen == "honolulu":
            st, z = rng.choice(STREETS)
            n = rng.randint(100, 3999)
            return rng.choice([f"{n} {st}, Honolulu, HI {z}", f"{n} {st}, Honolulu {z}", f"{n} {st} #{rng.randint(2, 9)}0{rng.randint(1, 9)}, Honolulu"])
        if gen == "suite":
            return f"{rng.randint(700, 1199)} Bishop St, Suite {rng.randint(12, 29)}{rng.randint(0, 9)}{rng.randint(1, 9)}, Honolulu HI 96813"
        if gen == "windward":
            pre, st, town = rng.choice(WINDWARD)
            return f"{pre}{rng.randint(100, 999)} {st}, {town}"
        if gen == "bigisland":
            town, z = rng.choice(BIGISLAND)
            r = rng.random()
            if r < 0.5:
                return f"PO Box {rng.randint(1000, 9999)}, {town} HI {z}"
            if r < 0.75:
                return f"P.O. Box {rng.randint(100, 999)}, {town}, HI {z}"
            return f"{rng.choice(['15-', '16-', '18-'])}{rng.randint(1000, 9999)} {rng.choice(['Pahoa Village Rd', 'Old Volcano Rd', 'Kaloli Dr'])}, {town} HI {z}"
        if gen == "jpaddr":
            ward, z = rng.choice(JP_AREAS)
            a, b, c = rng.randint(1, 9), rng.randint(1, 30), rng.randint(1, 20)
            return rng.choice([f"{a}-{b}-{c} {ward.split('-')[0]}, {ward}, Osaka", f"{ward}, Osaka {z}-00{rng.randint(10, 99)}, {a}-{b}-{c}",
                               f"{a}-chome {b}-{c}, {ward}, Osaka-shi"])
        if gen == "mbi":
            L = lambda: rng.choice(MBI_LET)
            A = lambda: rng.choice(MBI_LET + "0123456789")
            D = lambda: str(rng.randint(0, 9))
            a, b, c = f"{rng.randint(1, 9)}{L()}{A()}{D()}", f"{L()}{A()}{D()}", f"{L()}{L()}{D()}{D()}"
            return f"{a}-{b}-{c}" if rng.random() < 0.6 else f"{a}{b}{c}"
        if gen == "getlic":
            if rng.random() < 0.6:
                return f"GE-{rng.randint(100, 999)}-{rng.randint(100, 999)}-{rng.randint(1000, 9999)}-01"
            return f"W{rng.randint(10000000, 99999999)}-01"
        if gen == "claim":
            return rng.choice([f"CLM-{rng.randint(1000000, 9999999)}", f"HI-{rng.randint(20, 26)}-{rng.randint(100000, 999999)}",
                               f"{rng.randint(10, 99)}-{rng.randint(10000, 99999)}-PR"])
        if gen == "boatreg":
            sep = rng.choice([" ", "-"])
            return f"HA{sep}{rng.randint(1000, 9999)}{sep}{rng.choice('ABCDEFGHJK')}{rng.choice('BCDFGHJKLMNPRSTVWXYZ')}"
        if gen == "order":
            return rng.choice([f"#{rng.randint(10000, 99999)}", f"PO-{rng.randint(1000, 9999)}-B", f"INV {rng.randint(200000, 299999)}"])
        if gen == "conf":
            chars = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
            return rng.choice(["JL", "HA", "NH", "UA"]) + "".join(rng.choice(chars) for _ in range(4))
        if gen == "probate":
            return rng.choice([f"1CPR-{rng.randint(22, 25)}-{rng.randint(100000, 999999):07d}", f"1LP{rng.randint(22, 25)}-1-{rng.randint(100, 999)}"])
        if gen == "rx":
            return rng.choice([f"Rx {rng.randint(1000000, 9999999)}", f"RX#{rng.randint(100000, 999999)}-{rng.randint(10, 99)}"])
        if gen == "permit":
            return rng.choice([f"BP-{rng.randint(2024, 2026)}-{rng.randint(10000, 99999)}", f"A{rng.randint(2024, 2026)}-{rng.randint(1, 12):02d}-{rng.randint(1000, 9999)}"])
        if gen == "chip":
            return "985" + "".join(str(rng.randint(0, 9)) for _ in range(12))
        raise KeyError(gen)


# ----------------------------------------------------------------------------------------------------------
# phrasing of facts
# ----------------------------------------------------------------------------------------------------------
CLAUSE = {
    "person": ["{n} is {v}", "{n} is {v}", "{n} going be {v}", "{n} is gonna be {v}"],
    "pet": ["{n} is {v}"],
    "date": ["{n} is {v}", "{n} is set for {v}", "{n} going be {v}", "{n} stay scheduled for {v}"],
    "amount": ["{n} is {v}", "{n} came out to {v}", "{n} comes to {v}"],
    "phone": ["{n} is {v}"], "address": ["{n} is {v}"], "id": ["{n} is {v}"],
    "decision": ["we going with {v} for {t}", "I decided on {v} for {t}", "for {t} I going with {v}", "I settled on {v} for {t}"],
    "preference": ["I prefer {v} for {t}", "for {t} I like {v} best", "I always rather have {v} for {t}"],
    "constraint": ["for {t} it's gotta be {v}", "da rule for {t} is {v}", "for {t} dey told me {v}"],
}
CLAUSE_Y = {  # daughter speaking to him
    "decision": ["we agreed on {v} for {t}", "go with {v} for {t}"],
    "preference": ["you always like {v} for {t}", "remember you said {v} for {t}"],
    "constraint": ["for {t} it has to be {v}", "remember for {t}: {v}"],
}
VFIRST = {
    "noun": ["{v} — dat's {n}.", "{v}. Dat's {n}, in case I forget.", "{v} is {n}.", "{v}, yeah, dat's {n}."],
    "decision": ["{v} — dat's what we decided for {t}.", "{v}. Dat's da plan for {t}, final answer."],
    "preference": ["{v}, dat's what I like for {t}.", "{v} — I always prefer dat for {t}."],
    "constraint": ["{v} — dat's da rule for {t} now.", "{v}. Dat's da restriction for {t}."],
}
ANSWER = {
    "noun": ["Oh, {v}.", "It's {v}.", "Ah yeah, {S}, sorry I never mention before.", "{v}, I pretty sure, I looked at da paper.", "Yes — {v}."],
    "decision": ["Yeah, {v}.", "We decided, {v}.", "Yup, {S}."],
    "preference": ["{v}, if I get da choice.", "Oh, {S}.", "Honestly? {v}."],
    "constraint": ["Yeah, {S}.", "Only one big one: {v}.", "Ah yes, {S}."],
}
QUESTION_A = {
    "person": ["By the way, who is {n}?", "Do you know who {n} is yet?"],
    "pet": ["Out of curiosity, what's {n}?", "Oh, and what's {n}? I don't think you've said."],
    "date": ["When is {n}, by the way?", "Did they give you a date for {n} yet?"],
    "amount": ["How much is {n}, if you don't mind me asking?", "Did you get a number for {n}?"],
    "phone": ["What's {n}? I can keep it handy for you.", "Do you have {n} handy?"],
    "address": ["What's {n}? I can keep it handy for you.", "Do you have {n} written down somewhere?"],
    "id": ["What's {n}? It'd be good to have it noted.", "Do you have {n} handy?"],
    "decision": ["Have you decided what to do about {t}?", "Did you make up your mind about {t}?"],
    "preference": ["Do you have a preference for {t}?", "What do you like for {t}?"],
    "constraint": ["Are there any restrictions I should keep in mind for {t}?", "Anything you have to avoid for {t}?"],
}
FOLLOW = {
    "person": ["how I should address dem, by da first name or Mr./Mrs.?", "should I bring one lei when I meet dem?"],
    "pet": ["is dat ok for one old dog?", "you think dat's one good choice?"],
    "date": ["how much time I get to prepare?", "what I should do before then?", "should I mark um on da shop calendar too?"],
    "amount": ["is dat reasonable or I getting ripped off?", "should I pay all at once or ask for installments?"],
    "phone": ["what's da best time to call?", "should I call or text?"],
    "address": ["is there parking over there?", "how long you think da drive from Kaimuki?"],
    "id": ["where I should keep dat so I no lose um?", "do I need dat on every form?"],
    "decision": ["you think dat's da right call?", "what's da next step?"],
    "preference": ["can you remember dat for me?", "is dat weird?"],
    "constraint": ["how I going manage dat with da shop?", "any tips for dat?"],
}

STYLE_T = {
    "plain": ["{opener} {ctx} Just so you have it, {S}. {closer}", "{ctx} Oh and {S}. {ctx2}",
              "{opener} Ok so {S}. {ctx} {closer}", "{Sc}. {ctx} {ctx2} {closer}"],
    "value_first": ["{VF} {ctx} {closer}", "{opener} {VF} Write dat down for me please. {ctx}",
                    "{VF} {ctx} {ctx2}"],
    "subordinate": ["{ctx} Since {S}, {qf} {closer}",
                    "Da thing is, after {daughter} found out dat {S}, she made me promise to tell you. {ctx}",
                    "{opener} Now dat I know {S}, {qf}",
                    "I was telling {fname} at {place} dat {S}, and dey just laughed at me for writing everything down. {ctx}",
                    "{ctx} Even though {S}, I still feel like I forgetting something. {closer}"],
    "reported": ["{daughter} texted me dis morning: \"Dad, {SY}. Don't forget ok!!\" {ctx} {closer}",
                 "{opener} {reporter} called and said {S}. {ctx}",
                 "Here's what {daughter} wrote in da family group chat:\n\"{SYc}. Also {dline}\"\n{closer}",
                 "{Reporter} told me {S}, and said it twice so I know dey mean business. {ctx}"],
    "list": ["Ok my list for dis week, tell me if I missing anything:\n- {item1}\n- {L}: {v}\n- {item2}\n- {item3}\n{closer}",
             "Notes from today:\n1. {item1}\n2. {item2}\n3. {L} - {v}\n4. {item3}\nSorry, I just copying from my notebook.",
             "{opener} To-do before da weekend:\n* {item1}\n* {L} = {v}\n* {item2}\n{closer}"],
    "answer": ["{A} {ctx} {closer}", "{A} {ctx} {ctx2}", "{opener} {A} {ctx}"],
    "question": ["{opener} Quick question — if {S}, {qf}", "So {S} — {qf} {ctx}",
                 "{ctx} Should I tell {fname} dat {S}, or wait until I know more?",
                 "Can you help me figure out, since {S}, {qf} {closer}"],
    "dictation": ["{opener} {ctx} also {S}. {closer}", "ok so {S}. {ctx} {closer}", "{ctx} and uh {S}, {ctx2}"],
    "buried": ["{aside} {aside2} Oh and {S}, anyway. {aside3} {aside4}",
               "{opener} {aside} {aside2} ({S}.) {aside3} {closer}",
               "{aside} Anyway {S}, but dat's not why I writing. {aside2} {aside3}"],
    "texting": ["btw {S} 🤙", "k so {S}. also {ctxs}", "shoots. {S} lol", "quick one, {S}. pau", "ok ok {S} 🌺 {ctxs}"],
    "pasted": ["Copy paste from my notes app:\n---\n{L}: {v}\n{item1}\n{item2}\n---\n{ctx} {closer}",
               "Forwarded from {daughter}:\n> {SYc}.\n> {dline}\n{closer}",
               "I wrote dis on da back of one receipt, let me type um out:\n'{L} — {v}. {item1}.'\n{ctx}"],
    "caps": ["{opener} {ctx} IMPORTANT, {SU}!! {closer}", "{ctx} PLEASE REMEMBER: {SU}. {ctx2}",
             "OK DIS ONE BIG: {SU}. {ctx} {closer}"],
    "parenthetical": ["{ctx} (Oh, and {S}, before I forget.) {ctx2} {closer}",
                      "{opener} I went to {place} for {food} — {S}, by da way — and da line was so long. {closer}",
                      "{ctx} {ctx2} Side note: {S}. {closer}"],
}

CORR_T = {
    "any": ["Scratch dat about {n} — it's {v}, not {o}. {ctx}",
            "Eh sorry, I gave you da wrong info before. {Nc} is actually {v}. Da {o} was from one old paper. {closer}",
            "Turns out {n} is {v}. I had {o} written on da calendar but {daughter} double-checked for me.",
            "{v}!! Not {o}. Dat's {n}, I was looking at da wrong paper. {closer}",
            "{opener} Update: {n} changed. Cross out {o}, put {v}. {ctx}",
            "Remember I told you {o} for {n}? Wrong, brah. It's {v}. {ctx}",
            "{ctx} Oh, and fix {n} in your notes — {v}. I mixed um up with something else when I said {o}.",
            "ok so {daughter} says {n} is {v} not {o} lol my bad 🤙",
            "{opener} I gotta correct myself, {n} is {v}. Ignore what I said before. {ctx}"],
    "date": ["They moved {n} to {v}. Was {o} but da office called dis morning. {ctx}",
             "Bad news, {n} got pushed — now {v} instead of {o}. {closer}",
             "{opener} {Nc} got rescheduled, it's {v} now. {ctx}"],
    "amount": ["Da final bill for {n}... {v}. Not da {o} dey told me at first, auwe. {ctx}",
               "Good news! {Nc} came down to {v} from {o}. {closer}",
               "I went over da paper again and {n} is really {v}. {ctx}"],
    "phone": ["I had da wrong one for {n}. {o} is disconnected, da right one is {v}. {closer}",
              "{v} — dat's da correct one for {n}, da {o} was one fax or something. {ctx}"],
    "address": ["{Nc} moved. New one is {v}. Don't use {o} anymore. {ctx}",
                "Turns out {n} is {v}; {o} was da old place. {closer}"],
    "id": ["I mistyped {n} before. It's {v}, not {o}. Da letters look da same on dis small card. {ctx}",
           "Da new card came in da mail — {n} is actually {v}. Ignore {o}. {closer}"],
    "person": ["{Nc} is actually {v}. {o} was da one before, dey retired. {ctx}",
               "Eh, {n} changed. {o} left da company, now it's {v}. {closer}",
               "I had da name wrong — it's {v}, not {o}. I was thinking of somebody else from small kid time, I mixed um up. {ctx}"],
}
CORR_A = ["Thanks for the correction — I'll go with {v} from now on.", "Got it, updated: {v}.",
          "No problem, that's easy to mix up. Noted the change.", "Okay, I've updated that in my notes.",
          "Good catch. {v} it is."]
ECHO = {
    "noun": ["Got it — {n} is {v}.", "Noted: {L}, {v}.", "Okay, {v}. I'll keep that handy.", "Thanks, I've noted {v}."],
    "dpc": ["Noted — {v} for {t}.", "That sounds like a reasonable choice: {v}.", "Got it, {v}."],
}

# ----------------------------------------------------------------------------------------------------------
# text helpers
# ----------------------------------------------------------------------------------------------------------
_SLOT_RE = re.compile(r"\{(\w+)\}")


def _fill(rng, tpl, ctx):
    def rep(m):
        k = m.group(1)
        if k in ctx:
            val = ctx[k]
            return val(rng) if callable(val) else val
        if k in GEN_SLOTS:
            return GEN_SLOTS[k](rng)
        if k in SLOTS:
            return rng.choice(SLOTS[k])
        raise KeyError(k)

    for _ in range(5):
        new = _SLOT_RE.sub(rep, tpl)
        if new == tpl:
            break
        tpl = new
    return tpl


def _cap(s):
    for i, ch in enumerate(s):
        if ch in (V, OLD):
            return s
        if ch.isalpha():
            return s[:i] + ch.upper() + s[i + 1:]
    return s


def _clean(s):
    lines = [re.sub(r"[ \t]+", " ", ln).strip() for ln in s.split("\n")]
    return "\n".join(lines).strip()


def _pidgin(rng, s):
    if rng.random() < 0.65:
        s = re.sub(r"\bthe\b", "da", s)
        s = re.sub(r"\bthis\b", "dis", s)
    return s


def _dictate(rng, s):
    s = s.replace("\n", " ").lower().replace("'", "").replace("’", "")
    out = []
    for w in s.split(" "):
        if not w:
            continue
        if V not in w and OLD not in w:
            if w.endswith(".") and rng.random() < 0.55:
                w = w[:-1] + rng.choice([" period", "..", " .", ""])
            elif w.endswith(",") and rng.random() < 0.5:
                w = w[:-1] + rng.choice([" comma", "", " ,"])
        out.append(w)
        if rng.random() < 0.06:
            out.append(rng.choice(["um", "uh", "um,", "like"]))
    s = " ".join(out)
    for a, b in [(" pau", " pow"), ("mahalo", "ma hollow"), (" brah", " bra"), ("da kine", "the kind"), ("shoots", "shoot")]:
        if rng.random() < 0.6:
            s = s.replace(a, b)
    return rng.choice(["", "ok ", "ok um ", "voice text: ", "(sorry using da talk-to-text) ", "hey siri no wait. "]) + s


def _textify(rng, s):
    s = s.lower()
    for a, b in [(r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bokay\b", "k"), (r"\bbecause\b", "cuz"),
                 (r"\bplease\b", "pls"), (r"\bthanks\b", "thx"), (r"\bgoing\b", "goin")]:
        s = re.sub(a, b, s)
    return s.rstrip(".")


class World:
    def __init__(self, rng):
        self.rng = rng
        self.P = {"daughter": rng.choice(DAUGHTERS), "grand": rng.choice(GRANDS), "wife": rng.choice(WIVES),
                  "cousin": rng.choice(COUSINS), "shop": rng.choice(SHOPS), "church": rng.choice(CHURCHES),
                  "doc": rng.choice(DOCS), "boat": rng.choice(BOATNAMES), "farm": rng.choice(FARMS)}

    def f(self, tpl, **extra):
        ctx = dict(self.P)
        ctx["Reporter"] = lambda r: _cap(_fill(r, r.choice(SLOTS["reporter"]), self.P))
        ctx.update(extra)
        return _fill(self.rng, tpl, ctx)

    # ---- filler ----
    def sentence(self, th):
        return self.f(self.rng.choice(USER[th]))

    def aside(self, th):
        rng = self.rng
        if rng.random() < 0.4:
            return self.f(rng.choice(SLOTS["aside"]))
        return self.sentence(rng.choice([t for t in THREADS if t != th]))

    def pasted(self, th):
        rng = self.rng
        r = rng.random()
        if r < 0.4:
            store, items = RECEIPT[th]
            lines, sub = [], 0.0
            for it in rng.sample(items, rng.randint(2, 4)):
                qty = rng.randint(1, 3)
                p = round(rng.randint(199, 3999) / 100, 2)
                sub += qty * p
                lines.append(f"{qty} x {it.upper()}  {qty * p:.2f}")
            tax = round(sub * 0.04712, 2)
            block = "\n".join([store, f"REG {rng.randint(1, 9)}  TRANS {rng.randint(1000, 9999)}"] + lines +
                              [f"SUBTOTAL {sub:.2f}", f"GET 4.712% {tax:.2f}", f"TOTAL {sub + tax:.2f}"])
            pre = rng.choice(["Ok here's da receipt, I just copy paste:", "Look at dis receipt from today:",
                              "I typed dis off da receipt cause da paper fading already:"])
            post = rng.choice(["I gotta keep dis for da taxes or what?", "Ho, everything so expensive now.",
                               "Which one of dese I can write off for da shop?", "Not bad, right? I was expecting worse."])
            return f"{pre}\n{block}\n{post} {self.sentence(th)}"
        if r < 0.7:
            line = self.f(rng.choice(DAUGHTER_LINES))
            return self.f(rng.choice(["{daughter} just texted me:", "Text from {daughter}, look:", "My daughter sent dis:"])) + \
                f"\n\"{line}\"\n" + self.sentence(th) + " " + self.f(rng.choice(["Dat girl, always worrying.", "She's right, I know.", "{closer}"]))
        line = self.f(rng.choice(PORTAL_LINES))
        return f"From da patient portal, I copy paste:\n---\n{line}\n---\n" + self.f(rng.choice(
            ["What dat mean in plain English?", "Is dat bad? I don't understand da kine numbers.", "Ok so I just keep doing what I doing?"])) + \
            " " + self.sentence(rng.choice(["health", th]))

    def filler_user(self, th):
        rng = self.rng
        if rng.random() < 0.09:
            return self.pasted(th)
        parts = []
        if rng.random() < 0.5:
            parts.append(self.f("{opener}"))
        for s in rng.sample(USER[th], rng.choice([2, 2, 3, 3, 3, 4])):
            parts.append(self.f(s))
        if rng.random() < 0.25:
            parts.insert(rng.randint(1, len(parts)), self.aside(th))
        if rng.random() < 0.55:
            parts.append(self.f("{closer}"))
        text = " ".join(parts)
        if rng.random() < 0.06:
            text = _textify(rng, text)
        return text

    def filler_asst(self, th):
        rng = self.rng
        parts = []
        if rng.random() < 0.5:
            parts.append(rng.choice(ASST_OPEN))
        parts += [self.f(s) for s in rng.sample(ASST[th], rng.choice([1, 1, 2, 2]))]
        if rng.random() < 0.3:
            parts.append(rng.choice(ASST_CLOSE))
        return " ".join(parts)


# ----------------------------------------------------------------------------------------------------------
# fact phrasing helpers
# ----------------------------------------------------------------------------------------------------------
def _noun(w, fact, who):
    """who: 'u' user (pidgin), 'a' assistant, 'y' daughter."""
    mine = {"u": ("my", "me"), "a": ("your", "you"), "y": ("your", "you")}[who]
    s = w.f(fact["noun"], my=mine[0], me=mine[1])
    return _pidgin(w.rng, s) if who == "u" else s


def _slots_for(w, fact, th):
    rng = w.rng
    kind = fact["kind"]
    dpc = kind in ("decision", "preference", "constraint")
    nU, nA, nY = _noun(w, fact, "u"), _noun(w, fact, "a"), _noun(w, fact, "y")
    S = _fill(rng, rng.choice(CLAUSE[kind]), {"n": nU, "t": nU, "v": V})
    if dpc:
        SY = _fill(rng, rng.choice(CLAUSE_Y[kind]), {"t": nY, "v": V})
        VF = _fill(rng, rng.choice(VFIRST[kind]), {"t": nU, "v": V})
        A = _fill(rng, rng.choice(ANSWER[kind]), {"S": S, "v": V})
        L = _cap(re.sub(r"^(the|da) ", "", w.f(fact["noun"], my="my", me="me")))
    else:
        SY = f"{nY} is {V}"
        VF = _fill(rng, rng.choice(VFIRST["noun"]), {"n": nU, "v": V})
        A = _fill(rng, rng.choice(ANSWER["noun"]), {"S": S, "v": V})
        L = fact["label"]
    other = [t for t in THREADS if t != th]
    family = kind in ("pet", "decision", "preference", "constraint")
    rep_pool = ["{daughter}", "{grand}", "my cousin {cousin}", "{daughter}"] if family else SLOTS["reporter"]
    return {
        "reporter": lambda r: w.f(r.choice(rep_pool)), "Reporter": lambda r: _cap(w.f(r.choice(rep_pool))),
        "S": S, "Sc": _cap(S), "SY": SY, "SYc": _cap(SY), "VF": VF, "A": A, "L": L, "v": V,
        "SU": S.upper(), "qf": rng.choice(FOLLOW[kind]),
        "ctx": lambda r: w.sentence(th), "ctx2": lambda r: w.sentence(th),
        "ctxs": lambda r: _textify(r, w.sentence(th)),
        "aside": lambda r: w.aside(th), "aside2": lambda r: w.aside(th), "aside3": lambda r: w.aside(th),
        "aside4": lambda r: w.aside(th),
        "item1": lambda r: w.f(r.choice(ITEMS[th])), "item2": lambda r: w.f(r.choice(ITEMS[r.choice(other)])),
        "item3": lambda r: w.f(r.choice(ITEMS[r.choice(other)])),
        "dline": lambda r: w.f(r.choice(DAUGHTER_LINES)),
        "nA": nA, "tA": nA,
    }


def fact_user(w, fact, style):
    rng = w.rng
    th = fact["thread"]
    sl = _slots_for(w, fact, th)
    text = w.f(rng.choice(STYLE_T[style]), **sl)
    if style == "dictation":
        text = _dictate(rng, text)
    elif style == "texting":
        text = _textify(rng, text)
    return _clean(text)


def fact_asst(w, fact, value):
    rng = w.rng
    th = fact["thread"]
    dpc = fact["kind"] in ("decision", "preference", "constraint")
    parts = []
    if rng.random() < 0.45:
        tpl = rng.choice(ECHO["dpc" if dpc else "noun"])
        parts.append(_cap(_fill(rng, tpl, {"n": _noun(w, fact, "a"), "t": _noun(w, fact, "a"), "L": fact.get("label", ""), "v": V})))
    elif rng.random() < 0.5:
        parts.append(rng.choice(["Noted.", "Thanks, I'll remember that.", "Got it.", "Okay, I've got that down."]))
    parts += [w.f(s) for s in rng.sample(ASST[th], rng.choice([1, 2, 2]))]
    return _clean(" ".join(parts)).replace(V, value)


def question_for(w, fact):
    rng = w.rng
    nA = _noun(w, fact, "a")
    return _fill(rng, rng.choice(QUESTION_A[fact["kind"]]), {"n": nA, "t": nA})


def correction_user(w, fact):
    rng = w.rng
    th = fact["thread"]
    nU = _noun(w, fact, "u")
    pool = CORR_T["any"] + CORR_T.get(fact["kind"], []) * 2
    text = w.f(rng.choice(pool), n=nU, Nc=_cap(nU), v=V, o=OLD, ctx=lambda r: w.sentence(th))
    return _clean(text)


# ----------------------------------------------------------------------------------------------------------
# generation
# ----------------------------------------------------------------------------------------------------------
def _corpus():
    parts = []
    for d in (SLOTS, USER, ASST, ITEMS, STYLE_T, CORR_T, CLAUSE, CLAUSE_Y, VFIRST, ANSWER, QUESTION_A, FOLLOW, ECHO):
        for vals in d.values():
            parts.extend(vals)
    for lst in (DAUGHTERS, GRANDS, WIVES, COUSINS, SHOPS, CHURCHES, DOCS, BOATNAMES, FARMS, ASST_OPEN, ASST_CLOSE,
                DAUGHTER_LINES, PORTAL_LINES, GREETINGS, CORR_A):
        parts.extend(lst)
    for store, items in RECEIPT.values():
        parts.append(store)
        parts.extend(items)
    for s in NOUN_SPECS:
        parts.append(s[3])
    for s in DPC_SPECS:
        parts.append(s[3])
    return "\n".join(parts).lower()


CORPUS = _corpus()


def _related(a, b):
    a, b = a.lower(), b.lower()
    return a in b or b in a


def _schedule(rng, turns):
    sched, cur = [], rng.choice(THREADS)
    while len(sched) < turns:
        sched.extend([cur] * rng.randint(2, 6))
        cur = rng.choice([t for t in THREADS if t != cur])
    return sched[:turns]


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    if turns < 200:
        raise ValueError("recall_world_ab needs at least 200 turns to place 50 facts and late corrections")
    rng = random.Random(seed)
    w = World(rng)
    vm = ValueMaker(rng)
    persona_lower = [str(x).lower() for x in w.P.values()]

    # --- choose fact specs ---
    facts = []
    for kind, cnt in KIND_COUNTS.items():
        if kind in ("decision", "preference", "constraint"):
            specs = [s for s in DPC_SPECS if s[0] == kind]
            for s in rng.sample(specs, cnt):
                facts.append({"kind": kind, "thread": s[1], "about": s[2], "noun": s[3], "label": "", "pool": s[4]})
        else:
            specs = [s for s in NOUN_SPECS if s[0] == kind]
            for s in rng.sample(specs, cnt):
                facts.append({"kind": kind, "thread": s[1], "about": s[2], "noun": s[3], "label": s[4], "gen": s[5]})
    used: list[str] = []

    def draw(fact):
        for _ in range(500):
            if "pool" in fact:
                cand = rng.choice(fact["pool"])
            else:
                cand = vm.make(fact["gen"])
            low = cand.lower()
            if low in CORPUS or any(low in p or p in low for p in persona_lower):
                continue
            if any(_related(cand, u) for u in used):
                continue
            used.append(cand)
            return cand
        raise RuntimeError(f"cannot draw value for {fact['about']}")

    for fact in facts:
        fact["value"] = draw(fact)
        fact["stale"] = None
    # --- corrections: spread over kinds ---
    elig = [f for f in facts if f["kind"] in CORRECTABLE]
    rng.shuffle(elig)
    by_kind: dict[str, list] = {}
    for f in elig:
        by_kind.setdefault(f["kind"], []).append(f)
    chosen, kinds = [], list(CORRECTABLE)
    rng.shuffle(kinds)
    while len(chosen) < n_corrections and any(by_kind.values()):
        for k in kinds:
            if by_kind.get(k) and len(chosen) < n_corrections:
                chosen.append(by_kind[k].pop())
    for f in chosen:
        f["stale"] = f["value"]
        f["value"] = draw(f)

    # --- styles ---
    order = list(range(len(facts)))
    rng.shuffle(order)
    style_seq = []
    while len(style_seq) < len(facts):
        block = STYLES[:]
        rng.shuffle(block)
        style_seq += block
    for i, idx in enumerate(order):
        facts[idx]["style"] = style_seq[i]

    # --- placement ---
    sched = _schedule(rng, turns)
    T = turns
    bounds = [(2, T // 3), (T // 3, 2 * T // 3), (2 * T // 3, T - 1)]
    fact_turns: set[int] = set()
    reserved: set[int] = {0}

    def ok(t, need_prev, strict_nb=True):
        if t in reserved or t in fact_turns or t < 1 or t >= T:
            return False
        if strict_nb and (t - 1 in fact_turns or t + 1 in fact_turns):
            return False
        if need_prev and (t - 1 in reserved or t - 1 in fact_turns or t - 1 < 1):
            return False
        return True

    def place(lo, hi, thread, need_prev):
        for strict_thread, strict_nb in ((True, True), (False, True), (False, False)):
            c = [t for t in range(lo, hi) if ok(t, need_prev, strict_nb) and (not strict_thread or sched[t] == thread)]
            if c:
                return rng.choice(c)
        raise RuntimeError("cannot place fact")

    thirds = []
    corr_thirds = [0, 1] * n_corrections
    n_corr = sum(1 for f in facts if f["stale"] is not None)
    rest = ([0] * 17 + [1] * 17 + [2] * 16)
    for th_ in corr_thirds[:n_corr]:
        rest.remove(th_)
    rng.shuffle(rest)
    ci = 0
    for f in facts:
        if f["stale"] is not None:
            f["third"] = corr_thirds[ci]
            ci += 1
        else:
            f["third"] = rest.pop() if rest else rng.randint(0, 2)
    for f in sorted(facts, key=lambda f: f["stale"] is None):  # corrections first
        lo, hi = bounds[f["third"]]
        if f["stale"] is not None:
            hi = min(hi, T - 70)
        t = place(lo, hi, f["thread"], f["style"] == "answer")
        f["turn"] = t
        fact_turns.add(t)
        if f["style"] == "answer":
            reserved.add(t - 1)
        if f["stale"] is not None:
            lo2 = t + 50 + min(rng.randint(10, 120), max(0, (T - 1 - (t + 50)) // 2))
            hi2 = min(lo2 + 400, T - 1)
            t2 = place(lo2, hi2, f["thread"], False)
            f["corrected_at"] = t2
            fact_turns.add(t2)

    by_turn = {}
    for f in facts:
        by_turn[f["turn"]] = ("fact", f)
        if f["stale"] is not None:
            by_turn[f["corrected_at"]] = ("corr", f)
    q_before = {f["turn"] - 1: f for f in facts if f["style"] == "answer"}

    protected = []
    for f in facts:
        protected.append(f["value"].lower())
        if f["stale"]:
            protected.append(f["stale"].lower())

    def bad(text, allowed=()):
        low = text.lower()
        allowed_l = [a.lower() for a in allowed]
        return any(p in low for p in protected if p not in allowed_l)

    def attempt(make, allowed=(), tries=60):
        for _ in range(tries):
            text = make()
            if not bad(text, allowed):
                return text
        raise RuntimeError("could not build a clean message")

    out_turns = []
    for t in range(T):
        th = sched[t]
        if t == 0:
            u = attempt(lambda: w.f(rng.choice(GREETINGS)))
            a = "Aloha, and welcome! I'm happy to help you keep track of the shop, appointments, family things, all of it. Just tell me what's going on whenever you like, and paste anything you want me to look at."
        elif t in by_turn:
            typ, f = by_turn[t]
            if typ == "fact":
                shown = f["stale"] or f["value"]
                u = attempt(lambda: fact_user(w, f, f["style"]).replace(V, shown), (shown,))
                a = attempt(lambda: fact_asst(w, f, shown), (shown,))
                f["_msg"] = u
            else:
                u = attempt(lambda: correction_user(w, f).replace(V, f["value"]).replace(OLD, f["stale"]), (f["value"], f["stale"]))
                a = attempt(lambda: (_fill(rng, rng.choice(CORR_A), {"v": f["value"]}) + " " + w.filler_asst(f["thread"])), (f["value"],))
        else:
            u = attempt(lambda: w.filler_user(th))
            a = attempt(lambda: w.filler_asst(th))
            if t in q_before:
                a = a + " " + question_for(w, q_before[t])
                if bad(a):
                    raise RuntimeError("question leaks a value")
        out_turns.append((_clean(u), _clean(a)))

    planted = []
    for f in sorted(facts, key=lambda f: f["turn"]):
        if f["stale"] is not None:
            planted.append(Planted(f["kind"], f["about"], f["value"], f["turn"], stale=f["stale"], corrected_at=f["corrected_at"]))
        else:
            planted.append(Planted(f["kind"], f["about"], f["value"], f["turn"]))
    LAST_STYLE_COUNTS.clear()
    for f in facts:
        LAST_STYLE_COUNTS[f["style"]] = LAST_STYLE_COUNTS.get(f["style"], 0) + 1
    return Conversation(turns=out_turns, facts=planted)


# ----------------------------------------------------------------------------------------------------------
# self-checks
# ----------------------------------------------------------------------------------------------------------
def _check(seed, enc):
    errs = []
    conv = generate(seed)
    styles = dict(LAST_STYLE_COUNTS)
    again = generate(seed)
    if conv.turns != again.turns or conv.facts != again.facts:
        errs.append("not deterministic")
    if len(conv.turns) != 1000:
        errs.append(f"{len(conv.turns)} turns")
    if len(conv.facts) != 50:
        errs.append(f"{len(conv.facts)} facts")
    counts = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    if counts != KIND_COUNTS:
        errs.append(f"kind counts {counts}")
    corr = conv.corrections
    if len(corr) != 6:
        errs.append(f"{len(corr)} corrections")
    vals = [f.value.lower() for f in conv.facts] + [f.stale.lower() for f in corr]
    if len(set(vals)) != len(vals):
        errs.append("duplicate values")
    for f in conv.facts:
        if f.stale is not None:
            if f.kind not in CORRECTABLE:
                errs.append(f"correction of kind {f.kind}")
            if f.corrected_at - f.turn < 50:
                errs.append(f"correction gap {f.corrected_at - f.turn}")
            if f.stale not in conv.turns[f.turn][0]:
                errs.append(f"stale {f.stale!r} not in stated user message")
            if f.stale not in conv.turns[f.corrected_at][0] and False:
                pass
            if f.value not in conv.turns[f.corrected_at][0]:
                errs.append(f"new {f.value!r} not in correction user message")
            allowed_v = {(f.corrected_at, 0), (f.corrected_at, 1)}
            allowed_s = {(f.turn, 0), (f.turn, 1), (f.corrected_at, 0)}
        else:
            if f.value not in conv.turns[f.turn][0]:
                errs.append(f"value {f.value!r} not in user message of turn {f.turn}")
            allowed_v = {(f.turn, 0), (f.turn, 1)}
            allowed_s = set()
        for i, (u, a) in enumerate(conv.turns):
            for j, msg in enumerate((u, a)):
                low = msg.lower()
                if f.value.lower() in low and (i, j) not in allowed_v:
                    errs.append(f"value {f.value!r} ({f.about}) leaks at turn {i} {'ua'[j]}")
                if f.stale is not None and f.stale.lower() in low and (i, j) not in allowed_s:
                    errs.append(f"stale {f.stale!r} leaks at turn {i} {'ua'[j]}")
    thirds = [0, 0, 0]
    for f in conv.facts:
        thirds[min(2, f.turn * 3 // 1000)] += 1
    if min(thirds) < 12:
        errs.append(f"spread {thirds}")
    toks = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns) / len(conv.turns)
    if not 80 <= toks <= 130:
        errs.append(f"avg tokens {toks:.1f}")
    return conv, errs, toks, thirds, styles


if __name__ == "__main__":
    import os

    os.environ.setdefault("TIKTOKEN_CACHE_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "rollmem_client", "_tiktoken"))
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    failed = False
    for seed in range(1, 6):
        conv, errs, toks, thirds, styles = _check(seed, enc)
        print(f"seed {seed}: turns={len(conv.turns)} facts={len(conv.facts)} corrections={len(conv.corrections)} "
              f"avg_tokens/turn={toks:.1f} spread(early/mid/late)={thirds}")
        print("  styles:", ", ".join(f"{k}={v}" for k, v in sorted(styles.items())))
        for c in conv.corrections:
            print(f"  correction [{c.kind}] {c.about}: {c.stale!r} (t{c.turn}) -> {c.value!r} (t{c.corrected_at})")
            print("     ", conv.turns[c.corrected_at][0][:220].replace("\n", " | "))
        r = random.Random(seed)
        for f in r.sample(conv.facts, 4):
            print(f"  [{f.kind}] {f.about} = {f.value!r} @t{f.turn}")
            print("     ", conv.turns[f.turn][0][:300].replace("\n", " | "))
        for e in errs[:20]:
            print("  FAIL:", e)
        failed = failed or bool(errs)
    print("ALL CHECKS PASSED" if not failed else "SOME CHECKS FAILED")
    sys.exit(1 if failed else 0)
