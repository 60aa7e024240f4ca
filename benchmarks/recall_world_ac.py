# ruff: noqa
"""Recall world AC: a Stellenbosch wine-estate accountant chatting with an AI assistant.

Held-out test data for the conversation-memory recall benchmark.  The user is a 33-year-old
Afrikaans/English bilingual accountant living in Somerset West who writes brisk South African
English (lekker, ag, now-now, eish, ja nee, robots, bakkies) and pastes bank SMSes, body corporate
emails and load-shedding schedules.  About ten everyday threads are interleaved in sticky runs;
50 facts are planted with exact kind counts and a handful are corrected much later.

    cd /work/main/benchmarks && python recall_world_ac.py      # self-checks over seeds 1-5
"""
from __future__ import annotations

import random
import re
import string
import sys

from recall_conversation import Conversation, Planted

V = "\ue000"  # marker for the planted (or new) value, substituted last so no transform touches it
O = "\ue001"  # marker for the stale value inside a correction

COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
          "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
THREADS = ["work", "braai", "wedding", "house", "dog", "mom", "solar", "run", "books", "life"]
THREAD_WEIGHTS = [12, 8, 11, 12, 9, 10, 8, 9, 7, 12]
STYLES = ["plain", "vfirst", "subord", "reported", "list", "answer", "question", "dictation",
          "buried", "texting", "paren", "pasted"]
LAST_STYLES: dict = {}  # style usage of the most recent generate() call, for the summary

# ----------------------------------------------------------------------------------------------
# persona and incidental pools (kept disjoint from the pools planted values are drawn from)
# ----------------------------------------------------------------------------------------------
PARTNERS = ["Dewald", "Wikus", "Jacques", "Hendrik", "Ruben", "Stefan", "Francois", "Gerhard"]
BROTHERS = ["Ruan", "Danie", "Tiaan", "Morné", "Schalk", "Louis"]
BRIDES = ["Lize", "Anika", "Carla", "Mignon", "Elmarie", "Jana"]
SISTERS = ["Annemarie", "Sunette", "Karlien", "Riana"]
BOSSES = ["Gerrit", "Marius", "Christo", "Andries"]
COLLEAGUES = ["Sipho", "Melissa", "Jo-Anne", "Faadiel", "Chantelle"]
FRIENDS = ["Thandi", "Marike", "Nadia", "Bianca", "Lindiwe", "Chanté"]
ESTATES = ["Dwarsrivier Estate", "Kleinbosch Wines", "Vredenhoek Estate", "Oudebrug Wine Estate",
           "Uitsig Cellars", "Rietvlei Heights Wines"]
INC_NAMES = ["Anri", "Werner", "Thabo", "Nico", "Elsabé", "Kobus", "Zanele", "Marnus", "Liezl", "Johan",
             "Bongani", "Tanya", "Henk", "Ilse", "Ockert", "Ayesha", "Yusuf", "Candice", "Reinhardt",
             "Mpho", "Sanet", "Gavin", "Megan", "Lwazi", "Tertius", "Jolene", "Pieter", "Fanie", "Bennie"]
PLACES = ["Somerset Mall", "the Strand beachfront", "Lourensford", "Gordon's Bay", "Sir Lowry's Pass",
          "Die Boord", "Franschhoek", "Paarl", "Helderberg Village", "Spier", "Jonkershoek",
          "Stellenbosch Square", "Root 44", "Asara", "Lynedoch", "Firgrove", "Bredasdorp", "Durbanville"]
SHOPS = ["CHECKERS SOMERSET MALL", "WOOLWORTHS SW", "ENGEN R44", "DISCHEM HELDERBERG", "SPAR FIRGROVE",
         "TAKEALOT", "MR PRICE HOME", "PICK N PAY STRAND", "BUILDERS SW", "VIDA E CAFFE"]
TIMES = ["06:00", "half six", "17:30", "around eight", "10ish", "14:00", "quarter to seven", "19:15",
         "lunchtime", "after five", "07:40", "half past nine", "21:00"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "tomorrow", "Friday afternoon",
        "Monday morning", "Thursday evening", "the weekend"]
EMOJI = ["😩", "🙈", "😂", "🙄", "😤", "🥲", "🤦‍♀️", "😅", "🍷", "☕", "🔥", "💪"]
FOODS = ["Ouma rusks", "oat milk", "fresh yeast", "eggs", "bread flour", "Bovril", "Mrs Ball's", "cake flour",
         "lemons", "feta", "avos", "hake", "koeksisters"]
BOOKS = ["The Thursday Murder Club", "Lessons in Chemistry", "Klara and the Sun", "Where the Crawdads Sing",
         "The Seven Husbands of Evelyn Hugo", "Eleanor Oliphant Is Completely Fine", "A Man Called Ove",
         "Remarkably Bright Creatures", "The Silent Patient", "Demon Copperhead"]
BANKS = ["FNB", "Absa", "Capitec", "Nedbank", "Std Bank"]
TAILS = ["Anyway.", "Ag, whatever.", "Lekker.", "Eish.", "Such is life.", "😂", "🙈", "Send help.", "Just had to vent.", "Sorry, long day.", "Ja nee.", "One less thing.", "Shame.", "Yoh.", "Don't ask.",
    "Moving on.", "Okay, back to work.", "🙄", "Adulting is overrated."]
ASIDES = ["The dog is snoring next to me like an old man.", "Stage {stage} starts at {time}, so I'm typing fast.", "{partner} is watching a rugby replay from 2019, again.",
    "I've had {n} coffees and it's not even lunch.", "The robot at the Mall is out again.", "Traffic on the R44 was a nightmare this morning.", "Ma phoned to ask if I'm eating properly.",
    "The wedding group chat is on fire about napkins.", "My legs still hurt from Saturday's long run.", "Body corporate sent another email about parking.",
    "It's {temp} degrees and the Southeaster is pumping.", "Checkers was out of {food}, naturally.", "{colleague} brought koeksisters to the office.", "I still haven't finished the book club book.",
    "Our fibre router is blinking orange again.", "{boss} just walked past my desk looking for a signature.", "Petrol went up again, apparently.", "Eish, forgot to defrost the chicken.",
    "There's a hadeda on the roof screaming at nobody.", "Pickers are singing outside the office, it's actually lovely.", "The tasting room is packed with tourists today.",
    "{friend} sent me a meme about accountants, rude.", "I spilled rooibos on my keyboard.", "My car is making a new noise, ignoring it for now.", "{partner} bought another braai gadget.",
    "It's raining sideways in Somerset West.", "The neighbour's cat is sitting on our wall again.", "I need a holiday after this month."]
TRANS = {
    "work": ["Work stuff:", "Back at my desk.", "Ok, work again.", "Eish, work."],
    "braai": ["Weekend plans:", "Rugby household update:", "So, {partner} news:"],
    "wedding": ["Wedding stuff again:", "Back to Knysna drama —", "Ok, wedding update."],
    "house": ["House stuff:", "Townhouse update!", "Back to the bond saga —"],
    "dog": ["Dog update:", "This dog, I swear.", "Jack Russell chronicles:"],
    "mom": ["Ma update:", "Bloem news:", "About Ma's op —"],
    "solar": ["Solar saga continues.", "Load-shedding rant incoming.", "Inverter question:"],
    "run": ["Running update:", "Training log:", "Two Oceans prep:"],
    "books": ["Book club thing:", "Bookish question:", "Book club drama:"],
    "life": ["Random one:", "Okay, life admin:", "Unrelated, but"],
}
TITLE = {"work": "work", "braai": "the weekend", "wedding": "the wedding", "house": "the house",
         "dog": "the dog", "mom": "Ma's op", "solar": "the solar", "run": "Two Oceans",
         "books": "book club", "life": "this week"}
SPEAKERS = {
    "work": ["{boss}", "{colleague}", "the cellar master", "our bookkeeper"],
    "braai": ["{name}", "{friend}", "{partner}'s mate {name}"],
    "wedding": ["Ma", "{bride}'s mom", "the venue coordinator"],
    "house": ["{partner}", "the estate agent", "the seller's agent"],
    "dog": ["{partner}", "the vet nurse", "our neighbour {name}"],
    "mom": ["{sister}", "the admin lady at the hospital", "Ma's GP"],
    "solar": ["{partner}", "the installer", "the electrician"],
    "run": ["{friend}", "the club captain"],
    "books": ["{friend}", "{name} from book club"],
    "life": ["{partner}", "{friend}"],
}
TODO = {
    "work": ["send {boss} the payroll recon", "chase the cellar for barrel counts", "upload bank recs to the audit portal", "ask {colleague} about the fuel accounts", "book the forklift service",
        "renew the tax clearance"],
    "braai": ["buy charcoal and rooikrans", "make the potato bake", "ice for the cooler box", "find the braai tongs {partner} lost", "get wors from the butcher"],
    "wedding": ["order my dress alterations", "confirm the hen party booking", "send {brother} the speech draft", "book the kennel", "buy a gift off the registry"],
    "house": ["sign the FICA docs", "get three moving quotes", "ask about the geyser", "measure the lounge", "phone the insurance broker"],
    "dog": ["buy more poo bags", "book his nail trim", "fix the hole in the fence", "order the puzzle toy", "wash his blanket"],
    "mom": ["buy the raised toilet seat", "book flights to Bloem", "print the admission forms", "phone {sister}", "check the gap cover"],
    "solar": ["get the third quote", "ask the body corporate about the roof", "check the COC thing", "charge the power banks", "buy a headlamp"],
    "run": ["long run Saturday", "buy gels", "foam roll every night", "book the physio", "strength session Wednesday"],
    "books": ["finish the book", "bake something for book club", "bring two bottles", "vote on next month's pick"],
    "life": ["car licence renewal", "pay the Vodacom bill", "buy {friend}'s birthday gift", "pick up dry cleaning", "phone the dentist"],
}

# ----------------------------------------------------------------------------------------------
# filler templates, per thread (user side, then assistant side)
# ----------------------------------------------------------------------------------------------
FU = {
    "work": ["Ag, {boss} wants the harvest payroll recon on his desk by {day} and the cellar still hasn't sent me the picking tallies. {emo}",
        "The auditors sent another PBC list. {n} pages. Half of it I uploaded in January already. Eish.",
        "Harvest casuals got paid today and {n} of them were short because the bin counts didn't match the tally sheets. Fixing it now-now.",
        "{boss} asked why diesel for the bakkies is up {pct} this quarter. It's diesel, {boss}. It's always diesel.",
        "Can you help me word an email to the cellar master asking for the barrel count by {day}? Need it for the stock valuation and he ignores my emails.",
        "SARS eFiling has been down since {time}. Trying to upload supporting docs for the VAT query and it just spins. Ja nee.",
        "Quick accounting q: the bottling line repair was {price} and it basically gives the machine another few years. Capex or R&M?",
        "The insurer wants photos, the incident report AND the full service history for the forklift. {name} from the workshop is digging through boxes.",
        "Tasting room till was {price} short on {day}. Probably a card reversal but now I must investigate. Lekker. 🙄",
        "I have to present the cash flow forecast to the owners on {day}. Give me a simple structure for the slides? Nothing fancy, they're farmers.",
        "{boss} finally agreed we can move off Pastel. The migration is going to be a nightmare {emo}",
        "Export invoices to the UK importer are in pounds and the forex line is all over the place. Remind me how unrealised gains work at year-end?",
        "{name} in the cellar says the pickers want weekly pay instead of fortnightly. Can payroll even switch mid-season?",
        "Related-party question from the auditor again: the owner's son's restaurant buys wine at cost. That's going to be a fun conversation.",
        "Sat on the R44 for {n}0 minutes because the robot at the Annandale turn was out. Load-shedding. Got to work at {time}.",
        "Tax clearance expired and the export agent needs a new one before the next container leaves. How long does a TCS usually take?",
        "Just found a supplier invoice from October that nobody captured. {price}. Ag man.", "Can you give me a checklist for closing off harvest payroll? UIF, SDL, overtime, the works.",
        "The wine club debit orders bounced like crazy this month, {n}0-something rejections. Everyone's broke before payday I suppose.",
        "Staff braai at the estate on {day} and I'm in charge of the budget, which means I'm in charge of saying no to everyone 😂",
        "Budget meeting with {boss}: he wants to cut casual labour by {pct} next harvest. Good luck with that.",
        "VAT201 is ready, just need {boss} to sign. Why am I always the one chasing signatures?",
        "Cellar bought {n} new French oak barrels at {price} each and nobody told finance. Found out from the bank statement. Classic.",
        "Forklift is back in service but the operator is still booked off, and HR is asking me about COIDA forms. Not even my department!",
        "{colleague} is on leave so I'm doing debtors AND creditors this week. Send coffee ☕",
        "Email from the audit senior, pasting it:\n\n\"Hi, please could you provide the following by {day}: (1) fixed asset register, (2) payroll reconciliation for the harvest period, (3) support for the {n} largest journals. Thanks\"\n\nThe LARGEST journals. Ag no.",
        "Our export agent wants the proforma for {n} pallets of Chenin by {time} tomorrow. Why is everything urgent?"],
    "braai": ["{partner} has invited {n} okes over for the Stormers game on {day}. Apparently I'm doing the salads. Ja, no, that's not how this works. 😂",
        "The Boks kick off at {time} on Saturday and {partner} is already stressing about whether the fire will be ready.",
        "{partner} came home from {name}'s braai at {time} smelling like woodsmoke and Klipdrift. Lekker for him.",
        "How much meat do I need for {n} adults at a braai? {partner} always buys enough for an army.",
        "Give me a quick potato bake recipe that won't embarrass me in front of {partner}'s rugby friends.",
        "{partner}'s club lost {score} on the weekend and now the whole house is in mourning. Even the dog looks depressed.",
        "Is it normal for a grown man to own {n} pairs of braai tongs? Asking for myself, because I live with him.",
        "Ag, {partner} wants a new Weber for {price}. We're buying a house. We do not need a new Weber.",
        "His friends are coming over {day} to watch the game, so I'm escaping to {friend} for wine and zero rugby talk 🍷",
        "What's a good vegetarian option for a braai? {name} is bringing his new girlfriend and she doesn't eat meat.",
        "We're doing a potjie for {partner}'s friends on {day}. Oxtail or lamb? I've never made one without his mom supervising.",
        "The rugby club's quiz night is on {day} and {partner} signed us up as a team of {n}. My rugby knowledge is... limited.",
        "{partner} says real braaiers don't use firelighters. I say real braaiers eat before 10pm. 🙄",
        "Load-shedding hit in the second half and {partner} and {name} watched the end on a phone in the bakkie. Grown men.",
        "Can you explain the offside rule in rugby like I'm five? I'm tired of nodding along.",
        "{partner} wants to host the next braai because 'our garden is bigger'. Our garden is a strip of lawn and a lemon tree.",
        "Someone brought boerewors from a butcher in {place} and it was honestly the best I've had. Need to find out which one.",
        "Buying braai wood for the weekend — is rooikrans really better than the bags at the garage for {price}?",
        "Not complaining, but this is the third braai in two weeks. My liver would like a word.", "{partner} bet {name} {price} on the derby. I'm staying out of it.",
        "Making a malva pudding for the braai on {day}, first time ever. Any tips?", "The okes are planning a boys' weekend to watch the final in {place}. {partner} thinks I don't know yet 😏"],
    "wedding": ["{brother} and {bride} want a {n}-piece band AND a DJ. In Knysna. In peak season. My poor parents. 🙈",
        "Wedding WhatsApp group has {n}0 unread messages and it's all about napkin colours. Muting it.", "{bride} asked if I'll do a reading at the ceremony. Something not too soppy — ideas?",
        "What do you wear to a winter wedding in Knysna? Outdoor ceremony, indoor reception, and {bride} said 'semi-formal', whatever that means.",
        "Accommodation in Knysna is ridiculous that weekend. Cheapest decent place near the lagoon is {price} a night.",
        "{brother} wants me to help with his speech because I'm 'the organised one'. He's the groom!",
        "The florist wants proteas and fynbos everywhere, {bride} wants white roses. Guess who's stuck in the middle.",
        "We must drive to Knysna with the dog's stuff and my dress. Will a dress survive a bakkie trip? 😂",
        "Can you help me make a timeline for the wedding morning? Hair at {time}, photos after, ceremony in the afternoon.",
        "Ma is stressing about her outfit for the wedding because of her hip. She wants flat shoes that don't look like 'hospital shoes'.",
        "{bride}'s mom wants to invite {n}0 more people. The venue holds what it holds, tannie.",
        "Hen party ideas? {bride} wants something low-key, maybe a wine tasting, nothing with inflatable things.",
        "How much do people usually give as a wedding gift when it's your own brother? I don't want to be stingy but we're buying a house.",
        "The seating plan is a war zone. Oom {name} can't sit near Tannie {name2} because of something that happened in 2009.",
        "Rehearsal dinner is at a place in {place} and {brother} says I must 'say a few words'. Wonderful.",
        "{brother} forgot to send the save-the-dates to Dad's side of the family. Only found out when Oupa phoned me.",
        "Weather for the wedding weekend looks like rain. Do we need a plan B for the ceremony?", "The caterer's tasting menu had springbok carpaccio and a trio of malva pudding. I'm sold, honestly.",
        "Just ordered my shoes for the wedding, {price}. Don't tell {partner}.", "{bride} wants a sparkler send-off. In fynbos country. In a dry season. Someone please talk her out of it.",
        "Cake tasting was today — lemon and elderflower won. {brother} wanted chocolate and lost, as usual.",
        "Check my maths? {n}5 guests at {price} per head for catering. I think {brother} is underestimating."],
    "house": ["Viewed another townhouse near {place} today. Nice kitchen, but the 'garden' is a concrete square the size of a braai grid.",
        "The bank wants {n} months of statements, payslips and a letter from work. Why does buying a house feel like an audit?",
        "Interest rates — fixed or variable right now? {partner} says fixed, my gut says variable.",
        "We put in an offer on the Heritage Park unit! Now we wait. I'm going to refresh my email every {n} minutes.",
        "The seller wants occupational rent of {price} a month if we move in before transfer. Is that normal?",
        "Conduct rules say one pet per unit and nothing 'over knee height'. The dog qualifies, thank goodness.",
        "What does a conveyancing attorney actually do? I'm an accountant and I'm embarrassed to ask.",
        "Home inspection found damp in the second bedroom and the geyser is {n} years old. Can we ask for a price reduction?", "{partner} already measured the lounge for a couch we can't afford. 😂",
        "Moving company quotes are between {price} and {price2}. For two people and a dog! Eish.",
        "Do we need to register anything with the municipality when the house transfers, or does the attorney do all of that?",
        "The estate agent keeps calling it 'cosy'. We all know what 'cosy' means.", "Bond approved in principle from one bank, still waiting on two more. Apparently that's normal.",
        "Just read the body corporate minutes from last year. There's a whole saga about someone's washing line. I love it.",
        "Is homeowner's insurance separate from the building insurance the body corporate pays? I'm getting confused.",
        "Paint colours for the lounge: {partner} wants grey, I want something warmer. Help me win this argument.",
        "Transfer duty — do we even pay it at this price? I keep getting different answers online.", "Packing boxes cost {price} for a pack of ten. Surely there's a cheaper way.",
        "The townhouse has a lekker little stoep facing the mountain. I can already see myself there with a glass of wine at {time}.",
        "Found out the complex already has fibre. {partner} cried a little. Joking. Mostly.",
        "The electrical compliance certificate came back with {n} issues. Seller has to fix them before transfer, right?",
        "Body corporate email, copy-paste:\n\n\"Dear Residents, kindly note that the water supply will be interrupted on {day} from {time} to {time2} for repairs to the main valve. Please ensure visitors park only in marked visitor bays. Regards, The Trustees\"\n\nWe don't even live there yet and I'm already in trouble about parking 😂"],
    "dog": ["The dog dug up {partner}'s new lavender AGAIN. {n} plants. He looked so proud of himself.",
        "My JRT barks at the postman like it's a personal war. Tips that don't involve me yelling from the kitchen?",
        "Took the hond to the beach in Strand at {time} and he tried to fight a seagull. Lost, obviously.", "Is it bad that the dog sleeps on our bed? {partner} says it's my fault. It is my fault.",
        "Load-shedding plus a thunderstorm = a Jack Russell shaking under my desk for {n} hours. Poor thing.", "The dog ate half a rusk off the coffee table. Should I be worried?",
        "How often should a Jack Russell get his nails clipped? He sounds like a tap dancer on the tiles.",
        "Neighbour's cat sits on the wall and stares at the dog for sport. I swear it's psychological warfare.",
        "The dog got into the bin and ate a chop bone from the braai. Do I panic or wait and see?", "Walking the dog at {time} before work, it's the only time it's not boiling.",
        "What's a good puzzle toy for a very clever, very naughty Jack Russell?", "Grooming appointment was {price}, for a dog with short hair. Short! Hair!",
        "He's limping on his back leg after chasing a hadeda. Vet or wait a day?", "Can I take the dog to the wedding? {bride} said 'maybe', which means no.",
        "Our dog hates the vacuum cleaner more than the postman, and that's saying something.", "He learnt to open the sliding door. We're doomed. 🐶",
        "Dog-friendly restaurants around {place}? Want to take him out on Sunday.", "He keeps eating grass and then throwing up on the carpet. Lovely. Normal or vet?",
        "The dog caught a mouse and left it in my shoe. Is that a gift? I'm not grateful.", "We're moving into a townhouse — how do I help an energetic JRT adjust to a smaller garden?",
        "Bought him a raincoat for {price}. He refuses to walk in it. Just stands there like a statue."],
    "mom": ["Ma phoned again, worried about the op. She's convinced she'll never dance at {brother}'s wedding. 🙈",
        "Medical aid wants a motivation letter from the surgeon before they'll even look at the pre-auth. Why is nothing simple?",
        "{sister} can only take {n} days off work to help Ma after the op. I need to figure out the rest.",
        "What should Ma pack for hospital for a hip replacement? She wants to bring her own pillow and a whole tin of rusks.", "Flights to Bloemfontein are {price} return. Driving is ten hours. Ag.",
        "Ma's GP says she must lose a bit of weight before the op. She said 'I'm 71, leave me alone'. Fair.",
        "How long is recovery after a hip replacement, realistically? Ma thinks she'll be gardening in two weeks.",
        "Do we need a raised toilet seat and a shower chair before she comes home? What else?",
        "{sister} and I had a fight about whether Ma should come stay with us or go to {sister}'s place. Family is fun.",
        "Medical aid says the prosthesis is covered up to a limit but the surgeon charges above the rate. What does that mean for us?",
        "Ma does her pre-op physio exercises in front of the TV during Kwêla. 😂", "Ma's neighbour, Tannie {name}, had the same op and says it was 'nothing'. Tannie {name} also says a lot of things.",
        "Phoned the hospital in Bloem, waited on hold for {n}0 minutes listening to the same pan flute song.", "Is it safe for Ma to fly home after the op? She's terrified of the airport stairs.",
        "Ma asked if she can have a glass of wine the night before the op. I said ask the surgeon. She said I'm no fun.",
        "Help me draft a message to the family group so people stop phoning Ma every five minutes after the op?", "Need to find a step-down place in Bloem just in case. What should I look for?",
        "{sister} sent me the hospital admission forms. {n} pages, all in tiny print. Ma's reading glasses are not going to cope.",
        "Ma's blood results came back fine, so the op is still on. Big relief. 🙏"],
    "solar": ["Stage {stage} again tonight. {partner} says we're not waiting for the townhouse, we're getting an inverter now-now.",
        "Got {n} quotes for solar and they're all different. One says 5kW is plenty, another says 8kW. Who do I believe?",
        "Pasted from the app: 'Somerset West {area}: {slot}, {slot2}'. My whole evening, gone.", "What's the difference between a hybrid inverter and a normal one? The installer used a lot of words.",
        "Lithium or lead-acid batteries? The lead-acid one is cheaper but the guy made a face when I asked.",
        "Does the body corporate have to approve panels on the roof? Don't want a fight before we've even moved in.", "The fridge survived stage {stage}, but my patience did not.",
        "Do we need a COC and to register the system with the municipality? One installer said it's 'optional', which sounds dodgy.",
        "How many panels do I need to run a fridge, lights, wifi and the kettle? Don't say 'it depends'. 😂",
        "{partner} wants to run a borehole pump off the inverter too. We don't have a borehole. 'Yet', he says.", "Is there still a tax rebate for solar panels for individuals, or did that end?",
        "Load-shedding schedule changed again without warning. Our block is off at {time} AND at {time2}. Lekker.",
        "The installer says {n} panels will fit on the north-facing side. Is north-facing always best here?",
        "Should we finance the solar through the bond instead of a separate loan? Someone at the bank mentioned it.",
        "Our UPS for the wifi died during stage {stage}. Recommendations for something that lasts four hours?",
        "Ja nee, cooked supper by headlamp again last night. Gas stove is the best thing we ever bought.",
        "Someone in the complex WhatsApp group says their inverter 'tripped the whole block'. Is that even possible?",
        "What size battery do we need to get through a 4-hour slot with just the essentials?"],
    "run": ["Long run this morning: {km} km along Beach Road. Legs are jelly. 🏃‍♀️", "Is it normal for my knee to hurt after hills? Asking before I Google myself into a panic.",
        "The half goes up Southern Cross Drive — how do I train for that when all our hills here are short?",
        "Ran with {friend} at {time} and she talked the entire 10k. I couldn't breathe, never mind talk.",
        "What should I eat the night before a long run? Last time I had a braai and regretted everything.", "My watch says my easy pace is too fast. But it feels easy! Who do I trust?",
        "Parkrun at {place} this Saturday: {pb} PB! 🎉", "New running shoes cost {price}. A lot of money for the privilege of suffering.",
        "Do I need to carry water on a 15k training run or is that overkill?", "{partner} says he'll come cheer at the race 'if it's not too early'. It starts at dawn. So no.",
        "Hamstring is tight after speedwork. Foam roller or rest?", "How do I taper for a half marathon? I feel like I'll lose all my fitness if I rest.",
        "Running in the wind here is brutal. The Southeaster nearly blew me into the sea at Strand.", "Club time trial on {day}. I'm going to pretend I'm not competitive.",
        "Can you give me a simple strength routine for runners? Twenty minutes max, I have a job.", "Blisters on both feet after the long run. Socks or shoes?",
        "Missed two runs this week because of work and load-shedding. Make them up or let them go?", "What do people actually carry on race day? Gels, phone, tissues, dignity?"],
    "books": ["Book club chose {book} this month and I'm only on chapter {n}. We meet soon. Eish.", "Can you give me three discussion questions for {book}? I'm leading the talking part.",
        "Half of book club didn't finish the book and the other half only came for the wine. Standard.", "{friend} wants us to read something in Afrikaans next. Suggestions that aren't too heavy?",
        "We argued for an hour about whether the ending of {book} was hopeful or depressing. Thoughts?", "Audiobook or paper? I keep falling asleep with the Kindle on my face.",
        "Need a book club snack that isn't cheese and crackers again. Something easy.",
        "Someone suggested a 'wine and books' pairing night. I work at a wine estate, so guess who's bringing the wine.",
        "Could you summarise the first half of {book}? No spoilers for the end please.", "{name} quit book club because we 'never talk about the book'. She's not wrong.",
        "How do I politely tell {friend} that her pick was the most boring thing I've ever read?", "Our book club is turning {n} years old. Ideas to celebrate?",
        "Finished {book} in the bath last night. Cried. Water went cold.", "We need a rule for choosing books because it always turns into a debate. Ideas?",
        "Is {book} a good pick for a group that likes crime but also likes to feel clever?"],
    "life": ["Traffic on the N2 this morning was a joke. Robot near {place} out again, taxis everywhere. 45 minutes to do 15 km.",
        "Pasting this because I can't believe it: '{bank}: R{amt} paid from cheq a/c..{acc} @ {shop}. Avail R{amt2}.' I just went in for bread!",
        "Stage {stage} from {time}. Cooking supper on the gas stove again. At least it's romantic? 🕯️", "Checkers was out of {food} again. It's like a national crisis.",
        "Weather says {temp} degrees and a Southeaster. So my hair is ruined for the day.", "Car service was {price}. For a 'minor' service. I need a different career. Oh wait, I'm in finance.",
        "What's a quick healthy lunch I can take to work that isn't a sad sandwich?", "{friend} is turning 35 and wants a picnic at {place}. What should I bring?",
        "Bakkie needs new tyres, {partner} says {price} for a set. Reasonable for all-terrains?", "Woke up at {time} for no reason and couldn't sleep again. Tips that aren't 'put your phone away'?",
        "Ag, I forgot my gym bag AGAIN. Third time this week.", "Got a parking ticket in Stellenbosch outside the bank. {price}. I was inside for ten minutes!",
        "Petrol price goes up again next week. Should I fill up now-now?", "Found a lekker little coffee spot in {place}. The barista drew a protea in my cappuccino. ☕",
        "What's a good gift for a colleague leaving after {n} years? Budget about {price}.", "Municipal water is off for maintenance between {time} and {time2}. Of course on my one day off.",
        "Is it worth getting a second credit card for travel points or is that a trap?", "Need to renew my driver's licence card. I've heard stories about the queues. Tips?",
        "SMS from the bank, I'm screaming: '{bank}: Reversal R{amt} to cheq a/c..{acc} from {shop}.' So they DID double charge me."],
}
FA = {
    "work": ["Harvest plus a close is a brutal combination. I'd match total bins per block against the tally sheets first and only chase variances above a set threshold, so you're not checking every picker by hand.",
        "If the repair extends the useful life or improves capacity, it usually leans capital; if it just restores the machine to how it was, it's repairs and maintenance. Keep a short memo with the invoice so the auditors see your reasoning.",
        "For the owners, keep it to five slides: opening cash, expected inflows (wine club, exports, tasting room), big outflows (payroll, bottling, capex), closing position per month, and the two or three risks you want them to know about.",
        "Unrealised forex gains and losses on foreign-currency debtors are normally recognised in profit or loss at the reporting date using the closing rate. The auditors will check the rate source, so note where you got it.",
        "Switching pay frequency mid-season is possible, but you'd need to update the payroll calendar, check that UIF and PAYE periods still line up, and give the workers clear notice. Starting at the next pay cycle is usually easier.",
        "Here's a short, firm version: 'Hi, for the stock valuation I need the barrel count per cellar by the end of the week. A rough count is fine, I'll reconcile it afterwards. Thanks!' Short emails tend to get answered faster.",
        "For the forklift claim, a neat pack helps: incident report, photos, service history, the operator's licence and a short timeline of what happened. Insurers move faster when they don't have to ask twice.",
        "A till short like that is often a reversed card transaction or a refund processed as cash. Pull the card machine batch report and compare it to the till slip before assuming anything worse.",
        "A tax clearance PIN can be issued quickly on eFiling if everything is up to date; outstanding returns or debt slow it down. Check the compliance status page first.",
        "Checklist for closing harvest payroll: confirm final hours and piece rates, reconcile to the picking tallies, check overtime and Sunday time, run UIF and SDL, do the EMP201, and file the payslips where the auditors can find them.",
        "Uncaptured purchases are annoying but fixable: raise the order retrospectively, get the cellar master to sign off, and set a rule that anything over a threshold goes through finance first.",
        "Related-party sales at cost aren't necessarily a problem, but they must be disclosed and the auditor will want to see they were approved. A short note from the owner usually settles it.",
        "That's a lot on one plate. Block the morning for the urgent stuff and batch the signature-chasing into one email at lunch.",
        "Cutting casual labour that much during harvest sounds optimistic. You could model two scenarios for the owners, with the risk of fruit hanging too long spelled out.",
        "Migration tip: run the old and new systems in parallel for one month and reconcile the trial balances before you switch off the old one. It saves a lot of pain at audit time."],
    "braai": ["A rough rule of thumb is 300 to 400 grams of meat per adult if there are decent sides. For a rugby crowd, lean towards the top end.",
        "Quick potato bake: slice potatoes thin, layer with onion, pour over cream, a little milk, garlic and a packet of white onion soup, top with cheese and bake at 180°C for about an hour. Hard to get wrong.",
        "Halloumi and veg skewers or stuffed butternut on the coals work well as a vegetarian option, and a mielie or two never hurts. It stops the guest from feeling like an afterthought.",
        "Simply put: in rugby you can't take part in play if you're in front of a teammate who last played the ball. At rucks and mauls, offside is about staying behind the last feet.",
        "For a first potjie, lamb neck or oxtail are both forgiving, but oxtail needs four hours or more. Meat at the bottom, then harder veg, then softer veg, and resist stirring.",
        "Malva pudding tips: don't overbake it, pour the hot sauce over as soon as it comes out of the oven, and give it ten minutes to soak in. Custard is non-negotiable.",
        "Rooikrans burns hot and long and makes good coals, which is why braaiers swear by it. Garage bags are fine in a pinch but burn faster.",
        "That sounds like a fair deal: he gets the rugby, you get wine and a quiet evening. Everyone wins.",
        "For a quiz night, you want one person who knows sport, one who knows music and one who knows trivia. You can be the general knowledge anchor.",
        "A lot of braai debates are really about timing. If dinner keeps landing at ten, suggest lighting the fire earlier rather than changing how he braais.",
        "You could frame the Weber as a 'later' purchase — something for the new place once transfer and moving costs are behind you."],
    "wedding": ["For a reading that's warm without being soppy, try a short poem about companionship or a passage from a favourite novel. Keep it under two minutes.",
        "Semi-formal for a winter wedding usually means a midi or long dress with a warm layer and shoes you can stand on grass in. Block heels are your friend.",
        "A simple wedding-morning timeline: hair and make-up, a thirty-minute buffer, getting-ready photos, then travel to the venue with another buffer. Work backwards from the ceremony time.",
        "The groom's speech usually runs: thanks to guests and parents, a few words about the bride, one short story, and a toast. Three to five minutes is plenty.",
        "A wine tasting hen party sounds lovely and low-key. Add a long lunch afterwards and a small gift for each guest.",
        "There's no fixed rule for gifts to family — something meaningful often lands better than a big cash amount. Your help with planning is also a real gift.",
        "Seating plan tip: put the people who need distance at opposite ends, each anchored by someone easy-going. Nobody will notice the strategy.",
        "With rain in the forecast, a plan B is worth it: a marquee on standby or an indoor ceremony space. Ask the venue what they did for previous rainy weddings.",
        "A sparkler send-off in dry fynbos is a genuine fire risk. Bubbles, ribbon wands or a petal toss give a similar photo moment without the danger.",
        "For the dress, hang it in a garment bag from the hook, or lay it flat on top of everything else. Never at the bottom of the pile.",
        "Catering maths is easy to underestimate once you add staff, corkage, service fees and VAT. Ask the caterer for an all-inclusive per-head figure.",
        "Smart flat shoes are out there — loafers, embellished ballet flats or low wedges with a good footbed. Comfort matters after a hip problem."],
    "house": ["Fixed gives you certainty for the fixed period, usually at a slightly higher rate; variable moves with prime. If the budget is tight, certainty has real value, and some people fix only part of the loan.",
        "The conveyancer handles the legal transfer: checking the title deed, getting clearance certificates, preparing documents, lodging at the Deeds Office and making sure funds move at the right time.",
        "Occupational rent is normal if you move in before transfer, and it's usually set to roughly cover the seller's costs. Make sure it's written into the offer to purchase.",
        "With damp and an old geyser, you can ask for a reduction or for the seller to fix them before transfer. A repair quote anchors your request in real numbers.",
        "The body corporate's policy covers the building structure; your own household contents cover is for what's inside. Check the schedule to see whether geysers are included.",
        "Transfer duty depends on the price and the current SARS thresholds; below the threshold you pay none. The conveyancer's pro forma account will show exactly what applies.",
        "A warm greige can be a good compromise — it reads grey in daylight but feels warm in the evening. Paint big swatches and look at them at different times of day.",
        "The seller normally has to provide a valid electrical compliance certificate at transfer, so the defects are usually theirs to fix. Check the wording of your offer.",
        "Waiting on the banks is the worst part. Applications usually go to several banks at once so you can compare offers, and the rates can differ more than you'd expect.",
        "Ask liquor stores and supermarkets for free boxes, or check local moving groups — people often give them away after a move.",
        "The conveyancer usually sorts out the rates clearance, but you'll need to open your own municipal account for water and electricity once you own the place."],
    "dog": ["Jack Russells are bred to dig, so blocking the spot rarely works for long. A designated digging corner with a few buried toys can redirect him.",
        "For postman barking, reward calm behaviour while the postman is still far away, and block his view of the gate at the usual delivery time.",
        "A bit of plain rusk usually isn't dangerous, but check for raisins or chocolate. If he vomits repeatedly or seems flat, call the vet.",
        "Cooked bones can splinter, so watch him closely: vomiting, straining, a swollen belly or lethargy mean a vet visit straight away.",
        "Most dogs need nail trims every three to six weeks. If you can hear them on the tiles, they're probably due.",
        "A snug shirt, a covered crate with a blanket and some calm background noise help a lot during storms. Some vets also suggest calming supplements.",
        "Puzzle feeders, snuffle mats and a frozen stuffed Kong are great for clever terriers. Rotate them so he doesn't get bored.",
        "A sudden limp after sprinting is often a soft-tissue strain. Rest him for a day; if he won't put weight on it or it's no better tomorrow, see the vet.",
        "For a smaller garden, structured exercise helps: longer walks, sniff-walks, short training sessions and puzzle toys. Tired terriers are happy terriers.",
        "Occasional grass eating is common. If it happens a lot or comes with diarrhoea or weight loss, mention it to the vet.",
        "Ha, the mouse in the shoe is definitely a gift in dog terms. He's showing you what a good hunter he is.",
        "It's not bad as long as everyone sleeps well and he's healthy and flea-free. Lots of people share the bed with a dog; the main thing is being consistent about the rules.",
        "Unless the venue is openly dog-friendly, a kennel or a sitter is usually less stressful for everyone, including him. Weddings are loud and long for a small dog.",
        "Many wine farms and beachfront spots around the Helderberg welcome dogs, usually on the terrace. Phone ahead to check whether they're allowed inside or only outside."],
    "mom": ["Recovery varies, but many people walk with a walker within a day or two, move to crutches over a few weeks and manage most daily activities by six to twelve weeks. Gardening is more of a month-two conversation.",
        "Useful things at home: a raised toilet seat, a shower chair, a long-handled shoehorn, a grabber, and no loose rugs. An occupational therapist can check the house before discharge.",
        "For hospital she'll want loose clothes, slip-on shoes with a back, toiletries, her medication list, reading glasses and a phone charger. The rusks are optional but morale matters.",
        "That usually means the medical aid pays up to its tariff and the surgeon charges more, so there's a shortfall. Ask the rooms for a written quote with codes, and check whether gap cover applies.",
        "Gentle draft: 'Hi everyone, Ma's op went well and she's resting. She needs lots of sleep this week, so please send messages rather than calling, and we'll share updates here.'",
        "Step-down facilities differ a lot. Ask about physio on site, the nurse-to-patient ratio, whether they accept her medical aid and the daily rate if it isn't covered.",
        "Flying after a hip replacement is usually fine after a few weeks, but the surgeon will advise because of clot risk. Airlines can arrange wheelchair assistance so she avoids the stairs.",
        "Ask the surgeon about alcohol before surgery; most prefer none for at least a day, especially with an anaesthetic.",
        "Sharing care between siblings is hard. Mapping out the first six weeks one by one often makes the decision less emotional.",
        "A pre-auth usually needs the procedure codes, the ICD-10 code, the hospital and the date. The rooms normally submit it, but it's worth following up yourself."],
    "solar": ["A hybrid inverter can take power from panels, the grid and a battery and decide which to use; a plain backup inverter only charges from the grid and switches over during outages.",
        "Lithium (LiFePO4) batteries cost more upfront but last many more cycles, can be discharged deeper and need no maintenance. Lead-acid is cheaper today but usually dearer over its life.",
        "In most municipalities you need an electrical certificate of compliance and must register a hybrid or grid-tied system. An installer calling it 'optional' is a red flag.",
        "For a fridge, lights, wifi and the occasional kettle, a 5kW inverter with roughly 5 to 10kWh of battery is typical. The kettle is the big load, so timing it matters more than panel count.",
        "In the Southern Hemisphere, north-facing panels usually get the most sun. East and west arrays still work and spread production over the day.",
        "Adding it to the bond can mean a lower rate, but you pay it over the full term, so the total interest can be higher. Compare the total repayment of both options.",
        "Body corporates usually need to approve anything on shared roofs or visible from the street. Ask for the conduct rules and any solar policy before you sign a quote.",
        "For a router and fibre box, a small DC mini-UPS often runs four to eight hours, much longer than a computer UPS.",
        "To get through four hours at about 500W average you'd need roughly 2kWh usable, plus margin. Most people go for 5kWh for comfort.",
        "A faulty system can trip its own breakers, but tripping a whole complex would be unusual. Another reason to use a registered installer.",
        "The individual rebate for solar panels was a temporary measure for one specific tax year, so check the current SARS guidance or ask a tax practitioner before counting on it."],
    "run": ["Easy runs should feel conversational. If your watch's zones come from a generic formula they can be off; the talk test is a decent reality check.",
        "For Southern Cross Drive, do hill repeats on the longest climb you can find and add sustained uphill sections to the long run. Treadmill incline helps too.",
        "Taper by cutting volume by a third to a half over the last one to two weeks while keeping a little intensity. You won't lose fitness in that time.",
        "Simple strength routine: squats, lunges, glute bridges, calf raises and a plank, two or three sets each, twice a week.",
        "The night before, go for something carb-heavy and familiar — pasta, rice, potatoes — and keep fat and fibre moderate. Save the braai for after.",
        "Blisters usually come from friction: proper running socks, the right shoe size (often half a size up) and a bit of anti-chafe balm help.",
        "Missed runs happen. Don't cram them in; carry on with the plan and protect the long run.",
        "For 15k many runners are fine without water in cool weather, but if it's warm or windy carry a small bottle.",
        "Knee pain after hills can come from tight quads or the IT band, or from overdoing the downhills. If it's sharp or swollen, rest and see a physio.",
        "Congratulations on the PB! That's a great sign the training is working.",
        "On race day most people carry a couple of gels, a phone, a little cash and whatever keeps them calm. Practise with the same gels in training.",
        "Gentle foam rolling and an easy day usually help with general tightness. If it's sharp, or gets worse when you run, rest and have it looked at."],
    "books": ["Good discussion questions: Which character changed the most, and why? What did the setting add to the story? Would you recommend it to someone you love — why or why not?",
        "Easy book club snack: a baked camembert with fig preserve, a platter of dried fruit and nuts, or mini koeksisters from the shop. Minimal effort, maximum compliments.",
        "A simple rule: rotate the choice, and each picker brings three options for the group to vote on. Variety without endless debate.",
        "Honesty with kindness works: say it wasn't your style but you're curious what others saw in it. It keeps the conversation open.",
        "If people come for the wine anyway, a wine-and-books pairing night is a clever way to get both. Match each wine to a character or theme.",
        "Audiobooks are great for commutes and paper is better for focus. Mixing the two can help you finish on time.",
        "For an anniversary, revisit the very first book the club read, or have everyone bring the best book they read this year.",
        "Ambiguous endings make the best discussions. A useful question is what the author wanted the reader to feel on the last page.",
        "Spoiler-free outline: the first half mostly sets up the main characters, their situation and the central tension, and plants a few clues that matter later. Tell me where you stopped and I can be more specific.",
        "It could work well: there is enough of a puzzle to keep crime fans turning pages and enough underneath it to argue about afterwards. Check the length, though, if people are busy.",
        "For something in Afrikaans that isn't too heavy, a contemporary novel or a collection of short stories is a good start. Short stories are also kind to people who read slowly in their second language."],
    "life": ["For a lunch that isn't a sad sandwich: a grain bowl with leftover chicken, roast veg and a yoghurt dressing, or a big wrap with hummus and salad. Prep three on Sunday.",
        "Picnic crowd-pleasers: a big salad, a quiche, bread and dips, fruit, something sweet and a few cold drinks. Don't forget the rug and a bin bag.",
        "That's within the normal range for decent all-terrain tyres, depending on size and brand. Get two quotes and ask whether alignment and balancing are included.",
        "For sleep: keep your wake-up time consistent, get daylight early, skip caffeine after lunch and keep the room cool and dark. Writing tomorrow's to-do list before bed helps a racing mind.",
        "If the increase is confirmed, filling up the day before makes sense. The saving per litre is small but adds up on a bakkie tank.",
        "A good leaving gift is a nice bottle with a handwritten card from the team, or a voucher for a restaurant they like. The personal touch matters more than the price.",
        "A second card for points only pays if you settle it in full every month and the fee is lower than the rewards. Otherwise it's a trap.",
        "For licence renewals, book online where you can and go early. Take your ID, old licence, photos if needed and the exact fee.",
        "The gas-stove-by-candlelight routine gets old fast. One-pot meals and a good headlamp make it more bearable.",
        "That sounds like a great find. Small coffee places with personality are worth supporting.",
        "Ugh, double charges are the worst. Keep that reversal SMS in case the merchant's side shows something different later."],
}
A_OPEN = ["Eish, that sounds like a lot.", "Ha, fair enough.", "That's a lot to juggle.", "Oh no.", "Ja, I hear you.", "That sounds stressful.", "Okay, let's break it down.", "Good question.", "Ha!",
    "Shame, man."]
A_CLOSE = ["Want me to turn that into a checklist?", "Let me know if you'd like a draft.", "Shout if you want help with the next step.", "I can help you plan the week around it if that's useful.",
    "Want a shorter version you can paste into WhatsApp?", "Happy to go into more detail if you need it."]

# ----------------------------------------------------------------------------------------------
# value generators for planted facts (South African formats, several per kind)
# ----------------------------------------------------------------------------------------------
F_FIRST = ["Marelize", "Annelie", "Hennie", "Wynand", "Nomvula", "Zinhle", "Retief", "Sulette", "Carel", "Hettie",
           "Deon", "Ilze", "Naledi", "Braam", "Lerato", "Cobus", "Elna", "Thulani", "Charlize", "Gerhardus",
           "Precious", "Estelle", "Willem", "Rochelle", "Kagiso", "Madeleen", "Sarel", "Nonhle", "Ashwin", "Leandri"]
F_SUR = ["Swanepoel", "Koekemoer", "Visagie", "Pretorius", "du Plessis", "van Wyk", "Mokoena", "Ndlovu", "Jacobs",
         "Fourie", "Steenkamp", "Oosthuizen", "Malherbe", "Erasmus", "Hendricks", "de Villiers", "Coetzee", "Naidoo",
         "Khumalo", "le Roux", "Vermeulen", "Bezuidenhout", "Cloete", "Venter", "Lategan", "Rossouw", "Theron",
         "Moolman", "Maritz", "Dreyer", "van der Westhuizen", "Pillay"]
DOG_NAMES = ["Biltong", "Frikkie", "Koekie", "Pikkie", "Boerie", "Tjokkie", "Vlooi", "Bliksem", "Pepper", "Tokkie",
             "Kaptein", "Jakkals", "Spookie", "Doppie", "Muis", "Sjokkie"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
SPECIAL_DATES = {"after the Easter weekend": "", "the Tuesday after Easter": "on ", "month-end": "at ",
                 "the first week of June": "in ", "end of April": "at the ", "mid-May": "in ",
                 "the last Friday of the month": "on "}
STREETS = ["Protea", "Disa", "Erica", "Suikerbos", "Fynbos", "Kiepersol", "Geelhout", "Witels", "Bloekom",
           "Akasia", "Tambotie", "Vygie", "Rooiels", "Keurboom", "Assegaai", "Wilger"]
SUBURBS_SW = ["Heritage Park", "Helderberg Village", "Sitari", "Parel Vallei", "Stuart's Hill", "Bridgewater",
              "Die Wingerd", "Martinville", "Westridge"]
COMPLEXES = ["Oak Grove", "Silverleaf", "Buchu Gardens", "Wildeklawer", "Fynbos Mews", "Kliprivier Villas",
             "Jasmine Court", "Bergsig", "Tortelduif Place", "Harbour Rise"]
FARMS = ["Brenton Hoek", "Rheenen Vlei", "Kransbos", "Swartvlei Oord", "Goukamma Hill", "Bosrivier"]


def _digits(r, k, lead=False):
    s = "".join(r.choice("0123456789") for _ in range(k))
    return (r.choice("123456789") + s[1:]) if lead else s


def _ordinal(d):
    suf = "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suf}"


def g_person(r):
    f = r.randrange(10)
    if f < 7:
        return f"{r.choice(F_FIRST)} {r.choice(F_SUR)}"
    if f < 9:
        return f"{r.choice(F_FIRST)} {r.choice(F_SUR)}-{r.choice(F_SUR)}"
    return f"{r.choice(F_FIRST)[0]}. {r.choice(F_SUR)}"


def g_date(r):
    m, d = r.randint(2, 11), r.randint(10, 28)
    mon = MONTHS[m - 1]
    f = r.randrange(13)
    if f == 0:
        return f"{d:02d}/{m:02d}"
    if f == 1:
        return f"{d} {mon}"
    if f == 2:
        return f"the {_ordinal(d)}"
    if f == 3:
        return f"{r.choice(WEEKDAYS)} week"
    if f == 4:
        return f"2026/{m:02d}/{d:02d}"
    if f == 5:
        return f"{d} {mon[:3]}"
    if f == 6:
        return f"{r.choice(WEEKDAYS)} the {_ordinal(d)}"
    if f == 7:
        return r.choice(list(SPECIAL_DATES))
    if f == 8:
        return f"{d}.{m:02d}.2026"
    if f == 9:
        return f"{mon} {d}"
    if f == 10:
        return f"{_ordinal(d)} of {mon}"
    if f == 11:
        return f"{r.choice(WEEKDAYS)[:3]} {d} {mon[:3]}"
    return f"{d} {mon} 2026"


def date_on(v):
    if v in SPECIAL_DATES:
        return SPECIAL_DATES[v]
    if re.match(r"^\d+(st|nd|rd|th) of ", v):
        return "on the "
    return "on "


_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _w999(n):
    out = []
    if n >= 100:
        out.append(("a" if n // 100 == 1 else _ONES[n // 100]) + " hundred")
        n %= 100
        if n:
            out.append("and")
    if n >= 20:
        out.append(_TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else ""))
    elif n:
        out.append(_ONES[n])
    return " ".join(out)


def _words_rand(r, x):
    th, rest = divmod(x, 1000)
    if th and rest == 500 and r.random() < 0.6:
        return f"{_w999(th)} and a half thousand rand"
    parts = []
    if th:
        parts.append(f"{_w999(th)} thousand")
    if rest:
        parts.append(("and " if rest < 100 else "") + _w999(rest))
    return " ".join(parts) + " rand"


def g_amount(r, lo, hi, step):
    x = r.randrange(lo, hi + 1, step)
    opts = [f"R{x:,}".replace(",", " "), f"R {x:,}.00", f"R{x:,}"]
    if x < 100000:
        opts.append(f"R{x}")
    if 1000 <= x < 1_000_000 and x % 100 == 0:
        opts.append(f"{x / 1000:g}k")
        opts.append(f"R{x / 1000:g}k")
    if x >= 1_000_000:
        opts += [f"R{x / 1e6:g}m", f"R{x / 1e6:g} million".replace(".", ","), f"R{x:,}".replace(",", " ")]
    if x % 50 == 0 and x < 1_000_000:
        opts.append(_words_rand(r, x))
    return r.choice(opts)


def g_phone(r, kind):
    if kind == "share":
        pre = r.choice(["0860", "0861"])
        a, b = _digits(r, 3, True), _digits(r, 3)
        return r.choice([f"{pre} {a} {b}", f"{pre}{a}{b}", f"{pre}-{a}-{b}"])
    pre = {"cpt": "021", "bfn": "051", "kny": "044"}.get(kind) or r.choice(
        ["082", "083", "084", "072", "073", "076", "079", "071", "061", "064"])
    a, b = _digits(r, 3, True), _digits(r, 4)
    f = r.randrange(6)
    if f == 0:
        return f"{pre} {a} {b}"
    if f == 1:
        return f"+27 {pre[1:]} {a} {b}"
    if f == 2:
        return f"{pre}{a}{b}"
    if f == 3:
        return f"{pre}-{a}-{b}"
    if f == 4:
        return f"({pre}) {a} {b}" if kind in ("cpt", "bfn", "kny") else f"+27{pre[1:]}{a}{b}"
    return f"+27 (0){pre[1:]} {a} {b}"


def g_addr(r, kind):
    n, m = r.randint(2, 48), r.randint(3, 120)
    st, cx = r.choice(STREETS), r.choice(COMPLEXES)
    f = r.randrange(4)
    if kind == "sw":
        return [f"{n} {st} {r.choice(['Close', 'Crescent', 'Street', 'Avenue', 'Lane'])}, {r.choice(SUBURBS_SW)}, Somerset West, 7130",
                f"Unit {n}, {cx}, {m} {st} Street, Somerset West 7130",
                f"No. {n} {cx}, {st} Road, {r.choice(SUBURBS_SW)}",
                f"{n} {cx}, {m} {st} Way, Somerset West"][f]
    if kind == "gb":
        return [f"{m} {st} Crescent, Gordon's Bay", f"{m} {st} Street, Strand 7140",
                f"{n} {st} Avenue, {r.choice(SUBURBS_SW)}, Somerset West", f"Plot {m}, Winery Road, Firgrove"][f]
    if kind == "kny":
        return [f"Erf {_digits(r, 4, True)}, Knysna", f"Portion {n} of Farm {r.choice(FARMS)} {m}, Knysna",
                f"{n} {st} Drive, Leisure Isle, Knysna 6571", f"{r.choice(FARMS)} Farm, Rheenendal Road, Knysna"][f]
    if kind == "bfn":  # a practice
        return [f"Suite {m}, {st} Medical Centre, {n} Kellner Street, Westdene, Bloemfontein 9301",
                f"Room {n}, {st} Medical Suites, {m} Nelson Mandela Drive, Bloemfontein", f"Suite {m}, {st} Rooms, Fichardt Park, Bloemfontein",
                f"Room {m}, {st} Rooms, {n} Parfitt Avenue, Bloemfontein 9301"][f]
    if kind == "bfnhome":
        return [f"{m} {st} Street, Universitas, Bloemfontein 9301", f"{n} {st} Avenue, Fichardt Park, Bloemfontein, 9301",
                f"{m} {st}laan, Langenhovenpark, Bloemfontein", f"Unit {n}, {cx}, {m} {st} Road, Brandwag, Bloemfontein"][f]
    if kind == "stb":  # a home
        return [f"Unit {n}, {cx}, {m} Dorp Street, Stellenbosch 7600", f"{m} {st} Street, Die Boord, Stellenbosch",
                f"{m} {st} Avenue, Uniepark, Stellenbosch 7600", f"{m} {st} Street, Onder-Papegaaiberg, Stellenbosch"][f]
    if kind == "stboffice":
        return [f"{r.choice(['2nd', '3rd', '1st'])} Floor, {st} House, {m} Bird Street, Stellenbosch 7600",
                f"Suite {n}, {st} Chambers, {m} Andringa Street, Stellenbosch", f"{m} Plein Street, Stellenbosch 7600",
                f"Block {r.choice('ABCD')}, {st} Office Park, Techno Park, Stellenbosch"][f]
    if kind == "cpt":
        return [f"Hall {r.randint(2, 9)}, CTICC, {m} Heerengracht, Cape Town 8001",
                f"{m} {st} Street, Rondebosch, Cape Town", f"Unit {n}, {st} Park, Montague Gardens, 7441",
                f"Shop {n}, {st} Centre, Main Road, Claremont"][f]
    return [f"Unit {n}, {st} Business Park, {m} Gants Road, Strand 7140", f"{m} {st} Street, Triangle Farm, Stellenbosch",
            f"Warehouse {n}, {st} Industrial Park, Firgrove", f"{m} Old Paarl Road, {st} Park, Stellenbosch 7600"][f]


def _luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def g_said(r):
    yy = r.choice(["92", "93"])
    body = f"{yy}{r.randint(1, 12):02d}{r.randint(1, 28):02d}{r.randint(0, 4999):04d}08"
    full = body + _luhn_digit(body)
    return full if r.random() < 0.6 else f"{full[:6]} {full[6:10]} {full[10:]}"


def g_id(r, kind):
    if kind == "medaid":
        return r.choice([f"MA {_digits(r, 8, True)}", f"{_digits(r, 9, True)}", f"MEM {_digits(r, 7, True)}",
                         f"BON-{_digits(r, 8, True)}"])
    if kind == "vat":
        return r.choice([f"VAT 4{_digits(r, 9)}", f"4{_digits(r, 9)}", f"VAT no. 4{_digits(r, 9)}",
                         f"case 1-{_digits(r, 4, True)}{r.choice('ABCDEFGHKLMNPRSTWX')}{_digits(r, 3)}"])
    if kind == "bond":
        d = _digits(r, 10, True)
        return r.choice([f"{d[:3]} {d[3:6]} {d[6:]}", d, f"{d[:2]}-{d[2:6]}-{d[6:]}"])
    if kind == "policy":
        return r.choice([f"POL-ZA-{_digits(r, 7)}", f"HKP/{_digits(r, 3, True)}/{_digits(r, 6)}",
                         f"SNT{_digits(r, 8, True)}", f"CMP {_digits(r, 4, True)} {_digits(r, 4)}"])
    if kind == "race":
        L = r.choice("ABCDEFGH")
        return r.choice([f"{L}{_digits(r, 4, True)}", f"{L}-{_digits(r, 4, True)}", f"{_digits(r, 5, True)}"])
    if kind == "preauth":
        return r.choice([f"PA{_digits(r, 7, True)}", f"AUTH-{_digits(r, 4, True)}-{_digits(r, 5)}",
                         f"{_digits(r, 10, True)}", f"HOS/{_digits(r, 6, True)}"])
    if kind == "chip":
        d = "9820" + _digits(r, 11)
        return r.choice([d, f"{d[:3]} {d[3:6]} {d[6:9]} {d[9:12]} {d[12:]}"])
    if kind == "muni":
        d = _digits(r, 10, True)
        return r.choice([d, f"{d[:4]} {d[4:7]} {d[7:]}", f"acc {d}"])
    if kind == "venue":
        return r.choice([f"KNY-{_digits(r, 4, True)}-{r.choice(['RS', 'WB', 'LG', 'TK'])}", f"BK{_digits(r, 5, True)}",
                         f"#{r.choice(['WED', 'EVT'])}{_digits(r, 4, True)}"])
    return r.choice([f"CLM-{_digits(r, 6, True)}", f"WCA/2026/{_digits(r, 6)}", f"{r.choice(['SN', 'HK', 'OM'])}{_digits(r, 8, True)}"])


def pick(*opts):
    return lambda r: r.choice(opts)


# ----------------------------------------------------------------------------------------------
# fact slots: kind, thread, about, noun, value generator, clauses ({v} = the value), the question
# the assistant asks for the "answer" style, and optional pasted-text templates
# ----------------------------------------------------------------------------------------------
class Slot:
    def __init__(self, kind, thread, about, noun, gen, clauses, q, pasted=()):
        self.kind, self.thread, self.about, self.noun = kind, thread, about, noun
        self.gen, self.clauses, self.q, self.pasted = gen, clauses, q, list(pasted)


S = Slot
SLOTS = [
    # ---------------- person ----------------
    S("person", "wedding", "wedding photographer's name", "the wedding photographer", g_person,
      ["{bride} and {brother} booked {v} as the photographer", "the photographer for Knysna is going to be {v}", "{v} is shooting the wedding, not the guy from Instagram"],
      "Have {brother} and {bride} locked in a photographer yet?"),
    S("person", "house", "bond originator's name", "our bond originator", g_person,
      ["the bond originator handling our application is {v}", "{v} from the originator's office is sending our application to four banks", "we're working with {v} for the bond"],
      "Who's the bond originator you're dealing with?"),
    S("person", "house", "conveyancing attorney's name", "the conveyancing attorney", g_person,
      ["the transferring attorney is {v}", "{v} is the conveyancer the seller appointed", "the conveyancing attorney's name is {v}, at a firm in Stellenbosch"],
      "Do you know which conveyancer is handling the transfer?"),
    S("person", "mom", "orthopaedic surgeon doing Mom's hip", "Ma's orthopaedic surgeon", g_person,
      ["Ma's surgeon is Dr {v}", "the orthopaedic surgeon doing the hip replacement is {v}", "{v} will do the operation, apparently the best in Bloem for hips"],
      "Which surgeon is doing your mom's hip?"),
    S("person", "work", "external audit partner's name", "the audit partner", g_person,
      ["the audit partner on our file this year is {v}", "{v} is the new audit partner, the old one retired", "the firm sent {v} as engagement partner"],
      "Who's the audit partner this year?"),
    S("person", "work", "SARS official handling the VAT query", "the SARS official on the VAT query", g_person,
      ["the SARS official handling our VAT query is {v}", "{v} from SARS signed the letter about the VAT query", "the VAT query is assigned to someone called {v}"],
      "Does the SARS letter say who the case is assigned to?"),
    S("person", "solar", "solar company's site manager", "the solar site manager", g_person,
      ["the installer is sending {v} to do the site inspection", "{v} is the site manager for our install", "our contact at the solar company is {v}"],
      "Who's your contact at the solar company?"),
    S("person", "wedding", "wedding band's leader", "the band leader", g_person,
      ["the band's manager is {v}", "{v} runs the band {brother} wants for the reception", "the guy who leads the band is {v}, lovely oke"],
      "Who's the contact person for the band?"),
    S("person", "house", "body corporate chairperson", "the body corporate chair", g_person,
      ["the chairperson of the body corporate is {v}", "{v} chairs the body corporate and signs off on everything", "the head trustee is {v}, apparently very strict about pets"],
      "Do you know who chairs the body corporate there?"),
    S("person", "dog", "dog's vet", "our vet", g_person,
      ["our vet is Dr {v} at the practice near the Mall", "{v} is the vet who did his teeth last year", "the only vet he tolerates is {v}"],
      "Which vet do you usually take him to?"),
    S("person", "run", "running coach", "my running coach", g_person,
      ["my coach for the half is {v}", "{v} is writing my half marathon programme", "I signed up with a coach from the club, {v}"],
      "Are you training with a coach or on your own?"),
    S("person", "books", "this month's book club host", "this month's book club host", g_person,
      ["book club is at {v}'s place this month", "{v} is hosting book club this time", "it's {v}'s turn to host"],
      "Whose turn is it to host book club?"),
    S("person", "mom", "Mom's physiotherapist", "Ma's physio", g_person,
      ["the physio who'll do Ma's rehab is {v}", "{v} is the physio the hospital recommended", "Ma's physio after the op will be {v}"],
      "Has the hospital arranged a physio for afterwards?"),
    S("person", "work", "injured forklift operator", "the injured forklift operator", g_person,
      ["the operator who got hurt is {v}", "{v} was driving the forklift when it tipped", "the forklift driver, {v}, is booked off for two more weeks"],
      "Who was operating the forklift?"),
    S("person", "braai", "host of the Springbok braai", "the braai host", g_person,
      ["the braai on Saturday is at {v}'s house", "{v} is hosting the rugby braai", "{partner}'s mate {v} is doing the braai this weekend"],
      "Whose place is the braai at this time?"),
    # ---------------- pet ----------------
    S("pet", "dog", "Jack Russell's name", "the dog's name", pick(*DOG_NAMES),
      ["the dog's name is {v}, in case I haven't said", "we called the Jack Russell {v}", "our JRT is called {v}"],
      "What's your Jack Russell's name, by the way?"),
    S("pet", "dog", "dog's food brand", "the dog's food",
      pick("Royal Canin Mini Adult", "Hill's Small Paws", "Montego Karoo Small", "Acana Wild Coast",
           "Pro Plan Small & Mini", "Orijen Six Fish", "Vets Choice Small Breed"),
      ["the dog only eats {v}", "we switched him to {v} on the vet's advice", "{v} is the only kibble that doesn't upset his tummy"],
      "What food is he on at the moment?"),
    S("pet", "dog", "dog's weight at the last weigh-in", "the dog's weight",
      lambda r: r.choice(["{:.1f} kg", "{:.1f}kg", "{:.1f} kilos"]).format(r.randint(58, 94) / 10).replace(".", r.choice([".", ","])),
      ["he weighed in at {v} at the vet", "the scale at the vet said {v}, apparently he's chunky", "the dog is {v} now"],
      "Do you know what he weighs these days?"),
    S("pet", "dog", "dog's tick and flea medication", "his tick and flea meds",
      pick("NexGard Spectra", "Bravecto chewables", "Simparica Trio", "Credelio tablets", "Advocate drops",
           "a Seresto collar"),
      ["he's on {v} for ticks", "the vet put him on {v}", "we use {v} because of the ticks on the mountain"],
      "What are you using for ticks and fleas?"),
    S("pet", "dog", "boarding kennel for the wedding weekend", "the kennels for the wedding weekend",
      pick("Bossiesgif Kennels", "Vlakteplaas Dog Hotel", "Paws & Fynbos Boarding", "Rooihoek Kennels",
           "Silver Tree Pet Lodge", "Wolwekloof Boarding"),
      ["he's going to {v} while we're in Knysna", "we booked him into {v} for the wedding weekend", "{v} had a space for the wedding weekend"],
      "Where is he staying while you're in Knysna?"),
    S("pet", "dog", "dog's allergy", "his allergy", pick("allergic to chicken", "allergic to beef", "allergic to grass pollen", "allergic to flea saliva",
           "allergic to wheat"),
      ["the vet confirmed he's {v}", "turns out he's {v}, that's why he scratches", "he's {v}, so no treats from the tasting room kitchen"],
      "Did the vet figure out what's making him itch?"),
    S("pet", "dog", "dog's favourite toy", "his favourite toy",
      pick("the squeaky crocodile", "a chewed-up rugby ball", "the orange Kong", "a stuffed springbok",
           "the rope pineapple", "a one-eared teddy"),
      ["his favourite toy is {v}, he won't sleep without it", "he carries {v} everywhere", "the one toy he'd die for is {v}"],
      "Does he have a favourite toy you should pack?"),
    # ---------------- date ----------------
    S("date", "house", "townhouse transfer date", "the transfer date", g_date,
      ["the attorney says transfer should go through {on}{v}", "{v} is the expected transfer date", "registration at the Deeds Office is pencilled in for {v}"],
      "Did the attorneys give you an estimated transfer date?",
      ["Email from the attorneys, pasting:\n\n\"Good day, we confirm that the documents have been lodged at the Deeds Office. Registration is anticipated {on}{v}, subject to no rejections. Kind regards\"\n\nFinally!! 🏡"]),
    S("date", "mom", "Mom's hip replacement date", "Ma's op date", g_date,
      ["Ma's hip op is booked for {v}", "{v} is the surgery date", "they've scheduled the hip replacement for {v}"],
      "Has the hospital given a date for the op yet?",
      ["SMS from the hospital that Ma forwarded: 'Dear patient, your admission is confirmed for {v}. Please arrive at 06:00 with your ID and medical aid card.' She's already panicking."]),
    S("date", "wedding", "brother's wedding date", "the wedding date", g_date,
      ["{brother} and {bride} are getting married {on}{v}", "the wedding is {on}{v}", "{v} is the big day in Knysna"],
      "When is the wedding, exactly?"),
    S("date", "run", "Two Oceans race day", "race day", g_date,
      ["the half is {on}{v} this year", "race day is {v}", "{v} is when I run the Two Oceans half"],
      "When is race day?", ["Confirmation email: 'Thank you for entering the Two Oceans Half Marathon. Race day: {v}. Please collect your race pack at the expo.' It's real now 😬"]),
    S("date", "work", "deadline to answer the SARS VAT query", "the SARS deadline", g_date,
      ["we have to submit the VAT query response by {v}", "SARS gave us until {v} to send the supporting docs", "{v} is the deadline for the VAT verification docs"],
      "What's the deadline on the SARS query?",
      ["From the SARS letter: 'You are requested to submit the relevant material by {v}. Failure to do so may result in the adjustment of the return.' Love that for me."]),
    S("date", "work", "auditors' fieldwork start", "the auditors' fieldwork", g_date,
      ["the auditors arrive for fieldwork {on}{v}", "{v} is when the audit fieldwork starts", "the audit team is on site from {v}"],
      "When do the auditors start fieldwork?"),
    S("date", "solar", "solar installation day", "the install date", g_date,
      ["the installers are coming {on}{v}", "install day is {v}", "they can fit us in {on}{v}"],
      "Did the installer give you a date?"),
    S("date", "dog", "dog's vet appointment", "his vet appointment", g_date,
      ["his vet appointment is {on}{v} at {time}", "{v} is when he goes in for his teeth", "the vet could only take him {on}{v}"],
      "When is his vet appointment?", ["SMS: 'Reminder: your pet's appointment at the animal clinic is {on}{v}. Reply YES to confirm.' He doesn't know yet 😈"]),
    S("date", "books", "next book club meeting", "the next book club", g_date,
      ["next book club is {on}{v}", "we're meeting for book club {on}{v}", "{v} is book club, bring a plate"],
      "When's the next book club?", ["From the group chat: '[Book Club 📚] {name}: Next meeting {on}{v} at 7! Bring a plate and your opinions.'"]),
    S("date", "mom", "Mom's post-op follow-up", "Ma's follow-up appointment", g_date,
      ["her six-week follow-up is {on}{v}", "{v} is the check-up with the surgeon after the op", "the rooms booked her follow-up for {v}"],
      "Do you know when her follow-up is?"),
    S("date", "braai", "the big Springbok braai", "the Bok braai", g_date,
      ["the braai for the Bok game is {on}{v}", "{v} is the big braai, {partner} has been planning for weeks", "{partner}'s lot are doing the Bok braai {on}{v}"],
      "When is the big braai happening?"),
    S("date", "work", "final harvest payroll run", "the final harvest payroll run", g_date,
      ["we do the final harvest payroll run {on}{v}", "{v} is the last harvest pay run", "the final payroll for the pickers goes out {on}{v}"],
      "When is the last harvest pay run?"),
    # ---------------- amount ----------------
    S("amount", "house", "monthly body corporate levy", "the monthly levy", lambda r: g_amount(r, 1400, 4200, 10),
      ["the levy on the townhouse is {v} a month", "the body corporate levy comes to {v} per month", "{v} a month goes to the body corporate"],
      "Do you know what the levies are on the townhouse?",
      ["Body corporate email, pasting:\n\n\"Dear Owners, the budget was approved at the AGM. With effect from next month the levy for your section will be {v} per month, payable in advance. Regards, The Trustees\"\n\nIs that steep for Somerset West?"]),
    S("amount", "house", "approved bond amount", "the approved bond", lambda r: g_amount(r, 1_200_000, 2_800_000, 10000),
      ["the bank approved a bond of {v}", "we got approved for {v}, a bit less than we asked", "{v} is what the bank is willing to lend us"],
      "How much did the bank end up approving?", ["Bank email: 'We are pleased to confirm approval of a home loan of {v}, subject to the conditions below.' WE GOT IT 🎉"]),
    S("amount", "house", "transfer and bond registration costs", "the transfer costs", lambda r: g_amount(r, 38000, 95000, 50),
      ["the attorney's pro forma for transfer costs is {v}", "transfer and registration together come to {v}", "we need {v} in cash for the attorneys before transfer"],
      "Did the attorneys send the pro forma for the costs?"),
    S("amount", "solar", "solar installation quote", "the solar quote", lambda r: g_amount(r, 68000, 185000, 100),
      ["the quote for the inverter, panels and battery came to {v}", "{v} all in, including the battery and the COC", "the installer we liked quoted {v}"],
      "What did the quote you liked come to?",
      ["Pasting the quote summary:\nQUOTE Q-{four}\nPanels, hybrid inverter, lithium battery, installation, COC\nTOTAL (incl. VAT): {v}\nValid 14 days\n\nThoughts?"]),
    S("amount", "wedding", "photographer's fee", "the photographer's fee", lambda r: g_amount(r, 9000, 32000, 50),
      ["the photographer charges {v} for the full day", "the photos are costing {v}", "{brother} is paying {v} for the photographer, which he says is a 'bargain'"],
      "What is the photographer charging?"),
    S("amount", "work", "forklift accident claim amount", "the forklift claim", lambda r: g_amount(r, 45000, 380000, 100),
      ["we're claiming {v} for the forklift repairs and downtime", "the claim for the forklift comes to {v}", "{v} is what we submitted to the insurer for the forklift"],
      "How much are you claiming for the forklift?"),
    S("amount", "mom", "medical aid co-payment for the hip op", "the co-payment", lambda r: g_amount(r, 2000, 18000, 50),
      ["the medical aid wants a co-payment of {v}", "Ma has to pay {v} out of pocket as a co-payment", "{v} is the co-payment on the hospital side"],
      "Is there a co-payment on the procedure?", ["Medical aid email: 'Please note that a co-payment of {v} applies to this admission and is payable directly to the hospital.' Ag please."]),
    S("amount", "work", "VAT amount SARS is querying", "the disputed VAT", lambda r: g_amount(r, 18000, 420000, 100),
      ["SARS is questioning {v} in input VAT", "the amount in dispute is {v}", "{v} of our input VAT is under query"],
      "How much VAT is SARS actually questioning?"),
    S("amount", "wedding", "band's deposit", "the band deposit", lambda r: g_amount(r, 3000, 15000, 50),
      ["the band wants a deposit of {v} to hold the date", "we paid the band {v} as a deposit", "{v} is the deposit for the band"],
      "Did the band ask for a deposit?"),
    S("amount", "dog", "dog's latest vet bill", "the vet bill", lambda r: g_amount(r, 900, 6500, 10),
      ["the vet bill came to {v}", "that visit cost {v}", "we paid {v} for one vet visit"],
      "What did the vet visit end up costing?", ["Bank SMS just now: '{bank}: {v} paid from cheq a/c..{acc} @ HELDERBERG ANIMAL CLINIC.' The dog is officially more expensive than me."]),
    S("amount", "braai", "braai contribution per couple", "the braai contribution", lambda r: g_amount(r, 150, 450, 10),
      ["everyone chips in {v} per couple for the meat", "the braai kitty is {v} a couple", "it's {v} each for the meat and ice"],
      "Is everyone chipping in for the braai?"),
    # ---------------- phone ----------------
    S("phone", "wedding", "photographer's cell number", "the photographer's number", lambda r: g_phone(r, r.choice(["mob", "kny"])),
      ["the photographer's number is {v}", "you can get hold of the photographer on {v}", "{v} is the photographer's cell"],
      "Do you have the photographer's number handy?",
      ["From her email signature:\nPhotography | Knysna & Garden Route\nCell: {v}\nInsta: @fynbos.frames\n\nSaving it here so I stop scrolling for it."]),
    S("phone", "house", "bond originator's number", "the bond originator's number", lambda r: g_phone(r, r.choice(["mob", "cpt"])),
      ["the bond originator's number is {v}", "you can reach the originator on {v}", "{v} is the number for the bond originator"],
      "Do you have a number for the originator?"),
    S("phone", "mom", "surgeon's rooms phone number", "the surgeon's rooms' number", lambda r: g_phone(r, "bfn"),
      ["the surgeon's rooms are on {v}", "{v} is the number for the surgeon's rooms", "the rooms can be reached on {v} if Ma's pre-auth gets stuck"],
      "Do you have the surgeon's rooms' number?", ["From the referral letter: 'Orthopaedic Surgery — Rooms Tel: {v}. Please bring all X-rays.'"]),
    S("phone", "solar", "solar installer's phone number", "the installer's number", lambda r: g_phone(r, r.choice(["mob", "cpt"])),
      ["the installer's number is {v}", "{v} is the solar guys' office line", "the installer prefers WhatsApp on {v}"],
      "Have you got the installer's number?"),
    S("phone", "dog", "vet's after-hours emergency number", "the vet's emergency number", lambda r: g_phone(r, r.choice(["mob", "cpt"])),
      ["the vet's after-hours emergency number is {v}", "{v} is the emergency line for the vet", "after hours you phone the vet on {v}"],
      "Do you have the vet's after-hours number saved?"),
    S("phone", "mom", "medical aid pre-authorisation line", "the pre-auth line", lambda r: g_phone(r, "share"),
      ["the pre-auth line is {v}", "{v} is the medical aid pre-authorisation number", "you phone {v} for hospital pre-auth"],
      "Do you have the pre-authorisation line number?"),
    S("phone", "house", "body corporate managing agent's number", "the managing agent's number", lambda r: g_phone(r, "cpt"),
      ["the managing agent's number is {v}", "{v} is the number for the managing agents", "the body corporate's managing agent answers on {v}"],
      "Do you have a number for the managing agent?"),
    S("phone", "wedding", "wedding venue's number", "the venue's number", lambda r: g_phone(r, r.choice(["kny", "mob"])),
      ["the venue's number is {v}", "{v} is the venue's office number", "the venue coordinator answers on {v}"],
      "Do you have the venue's number?"),
    # ---------------- address ----------------
    S("address", "house", "new townhouse address", "the townhouse address", lambda r: g_addr(r, "sw"),
      ["the new place is at {v}", "our address from transfer will be {v}", "{v} is the townhouse"],
      "What's the address of the townhouse, by the way?"),
    S("address", "wedding", "wedding venue address", "the venue address", lambda r: g_addr(r, "kny"),
      ["the venue is at {v}", "the wedding's at {v}, out past the lagoon", "{v} is where the wedding is"],
      "Where exactly is the venue?"),
    S("address", "mom", "surgeon's practice address in Bloemfontein", "the surgeon's practice address", lambda r: g_addr(r, "bfn"),
      ["the surgeon's rooms are at {v}", "{v} is where the surgeon's practice is", "Ma's pre-op consult is at {v}"],
      "Where are the surgeon's rooms?"),
    S("address", "books", "book club host's address", "the book club address", lambda r: g_addr(r, "stb"),
      ["book club is at {v} this time", "{v} is where we're meeting for book club", "the host's place is {v}"],
      "Where's book club this time?"),
    S("address", "house", "conveyancers' office address", "the attorneys' offices", lambda r: g_addr(r, "stboffice"),
      ["the attorneys' offices are at {v}", "we sign the transfer documents at {v}", "{v} is the conveyancers' office"],
      "Where do you go to sign the transfer documents?"),
    S("address", "mom", "Mom's home address in Bloemfontein", "Ma's address", lambda r: g_addr(r, "bfnhome"),
      ["Ma's address is {v}", "{v} is Ma's place, for the medical aid forms", "Ma lives at {v}"],
      "What address should go on your mom's forms?"),
    S("address", "braai", "braai venue address", "the braai address", lambda r: g_addr(r, "gb"),
      ["the braai is at {v}", "{v} is where the braai is", "we're braaiing at {v} on Saturday"],
      "Where's the braai happening?"),
    S("address", "solar", "solar company's office address", "the solar company's office", lambda r: g_addr(r, "ind"),
      ["the solar company's office is at {v}", "{v} is the installer's warehouse", "you collect the panels at {v}"],
      "Where's the installer's office?"),
    S("address", "run", "race number collection venue", "the race pack collection venue", lambda r: g_addr(r, "cpt"),
      ["race pack collection is at {v}", "{v} is where we collect race numbers", "you pick up your number at {v}"],
      "Where do you collect your race number?"),
    # ---------------- id ----------------
    S("id", "house", "her SA ID number for the bond application", "my ID number", g_said,
      ["my ID number is {v}, for the bond forms", "{v} is my ID number", "the ID number on the FICA form is {v}"],
      "Could you share your ID number for the bond form?", ["Copy-paste from the FICA form I filled in:\nFull names: (me)\nID number: {v}\nEmployer: {estate}"]),
    S("id", "mom", "Mom's medical aid membership number", "Ma's medical aid number", lambda r: g_id(r, "medaid"),
      ["Ma's medical aid number is {v}", "{v} is Ma's membership number", "her medical aid number is {v}"],
      "Do you have her medical aid membership number?", ["From the back of her card: 'Member no: {v}. Dependant code 00.'"]),
    S("id", "work", "SARS VAT reference number", "the SARS VAT reference", lambda r: g_id(r, "vat"),
      ["the SARS reference on the VAT query is {v}", "{v} is the reference SARS quotes on the letter", "we must quote {v} on everything to SARS"],
      "What reference number is on the SARS letter?", ["From the SARS letter: 'Reference number: {v}. Notice of verification — VAT201.' Here we go."]),
    S("id", "house", "bond account number", "the bond account number", lambda r: g_id(r, "bond"),
      ["the bond account number is {v}", "{v} is our home loan account", "our new bond account is {v}"],
      "Did the bank give you the bond account number?", ["Welcome letter from the bank: 'Your home loan account number is {v}. Your first instalment will be debited after registration.'"]),
    S("id", "work", "forklift insurance policy number", "the forklift insurance policy number", lambda r: g_id(r, "policy"),
      ["the forklift is insured under policy {v}", "{v} is the policy number for the forklift cover", "the policy number on the schedule is {v}"],
      "What's the policy number for the forklift cover?"),
    S("id", "run", "Two Oceans race number", "my race number", lambda r: g_id(r, "race"),
      ["my race number is {v}", "{v} is my number for the half", "I'm running as {v}"],
      "Have you got your race number yet?", ["Entry confirmation: 'Congratulations! Your entry to the Two Oceans Half Marathon is confirmed. Race number: {v}.' 🏃‍♀️"]),
    S("id", "mom", "pre-authorisation number for the hip op", "the pre-auth number", lambda r: g_id(r, "preauth"),
      ["the pre-auth number is {v}", "{v} is the authorisation number for the op", "they gave us auth number {v}"],
      "Did they give you an authorisation number?", ["SMS from the medical aid: 'Pre-authorisation approved. Auth no: {v}. Valid for 90 days.' 🙏"]),
    S("id", "dog", "dog's microchip number", "his microchip number", lambda r: g_id(r, "chip"),
      ["his microchip number is {v}", "{v} is the number on his microchip", "the chip number on his card is {v}"],
      "Do you have his microchip number for the kennel form?", ["From his vaccination card: 'Microchip: {v}. Rabies: valid.'"]),
    S("id", "solar", "municipal electricity account number", "the municipal account number", lambda r: g_id(r, "muni"),
      ["the municipal account number is {v}", "{v} is our electricity account with the City", "the installer needs our account number, {v}, for registration"],
      "What's your municipal account number? The registration form will ask."),
    S("id", "wedding", "venue booking reference", "the venue booking reference", lambda r: g_id(r, "venue"),
      ["the venue booking reference is {v}", "{v} is the booking ref for the venue", "the venue confirmed under {v}"],
      "Is there a booking reference for the venue?"),
    S("id", "work", "insurance claim number for the forklift", "the forklift claim number", lambda r: g_id(r, "claim"),
      ["the claim number is {v}", "{v} is the claim number the insurer gave us", "the insurer logged it as {v}"],
      "Did the insurer give you a claim number?"),
    # ---------------- decision ----------------
    S("decision", "house", "bond term decision", "what we decided for the bond term", pick("the 20-year term", "a 25-year term", "the 30-year term"),
      ["we decided on {v}", "we're going with {v} for the bond", "{partner} and I settled on {v}"],
      "Have you two decided on the bond term?"),
    S("decision", "solar", "inverter system decision", "the system we picked", pick("the 8kW Sunsynk", "a 5kW Deye hybrid", "the 6kW Victron setup", "the 10kWh battery bank"),
      ["we're going with {v}", "we picked {v} in the end", "{partner} convinced me to go for {v}"],
      "Which system did you go with in the end?"),
    S("decision", "wedding", "how they're travelling to Knysna", "how we're getting to Knysna",
      pick("the 06:50 FlySafair to George", "the drive up via Route 62", "the early Lift flight to George",
           "a night over in Swellendam"),
      ["we're doing {v}", "we decided on {v}", "it's going to be {v}, {partner} wants to stop for pies"],
      "How are you getting to Knysna?"),
    S("decision", "run", "race-day pacing plan", "my race plan", pick("the 2h15 bus", "the 2:05 pacing group", "a start from pen D", "run-walk 4:1 intervals"),
      ["I'm going to stick with {v}", "the plan is {v}", "coach and I agreed on {v}"],
      "Have you decided how you'll pace the race?"),
    S("decision", "books", "book she picked for book club", "my book club pick",
      pick("Fiela se Kind", "Agaat by Marlene van Niekerk", "The Promise by Damon Galgut", "Born a Crime",
           "Triomf"),
      ["I picked {v} for next month", "my pick is {v}", "I'm making everyone read {v}"],
      "What are you picking when it's your turn?"),
    S("decision", "mom", "plan for Mom's care after the op", "the plan for after Ma's op",
      pick("Ma moves in with us for three weeks", "a private nurse for the first fortnight",
           "I fly up for ten days", "the step-down facility near Universitas"),
      ["we decided {v}", "the plan is {v}", "{sister} and I agreed: {v}"],
      "Have you and your sister decided who looks after her?"),
    S("decision", "work", "forklift repair-or-replace decision", "what we decided about the forklift", pick("lease a new Toyota forklift", "repair the old Hyster", "buy a second-hand Linde"),
      ["{boss} decided to {v}", "we're going to {v}", "the owners signed off to {v}"],
      "Has the estate decided whether to repair or replace the forklift?"),
    S("decision", "braai", "what she's bringing to the braai", "what I'm bringing to the braai", pick("the potjie pot", "a big Greek salad", "my ouma's melktert", "the roosterkoek dough"),
      ["I'm bringing {v}", "I decided to do {v}", "{partner} volunteered me for {v}"],
      "What are you bringing to the braai?"),
    # ---------------- preference ----------------
    S("preference", "life", "her coffee order", "my coffee order", pick("oat milk flat white", "double espresso, no sugar", "almond milk cappuccino", "red cappuccino"),
      ["my usual is {v}", "I only ever order {v}", "{v} is my coffee, always"],
      "How do you take your coffee?"),
    S("preference", "braai", "her favourite braai meat", "what I like on the braai", pick("lamb tjops", "chicken sosaties", "snoek on the coals", "pork ribs"),
      ["I'd take {v} over wors any day", "I'm a {v} girl", "I'd pick {v} every time"],
      "What's your go-to on the braai?"),
    S("preference", "wedding", "seat preference for flights", "the seat I like", pick("a window seat", "an aisle seat near the front", "the emergency exit row"),
      ["I always want {v}", "I'd always book {v}", "I get grumpy without {v}"],
      "Any seat preference if you end up flying?"),
    S("preference", "run", "favourite running shoes", "my running shoes", pick("Hoka Cliftons", "ASICS Novablast", "Nike Pegasus", "Saucony Rides"),
      ["I only run in {v}", "{v} are the only shoes that don't give me blisters", "I'm loyal to {v}"],
      "Which shoes do you run in?"),
    S("preference", "books", "preferred reading format", "how I like to read", pick("paper books, never Kindle", "audiobooks on the drive", "hardcovers from the library"),
      ["I prefer {v}", "for me it's {v}", "I'm firmly team {v}"],
      "Do you prefer paper or audio?"),
    S("preference", "work", "favourite wine", "my wine", pick("unwooded Chenin", "a dry Pinotage rosé", "Cap Classique brut", "old-vine Cinsault"),
      ["my favourite is {v}", "{v} makes me happy", "I always grab {v} for myself"],
      "What's your own favourite from the estate?"),
    S("preference", "house", "paint colour she wants", "the colour I want", pick("sage green in the kitchen", "warm white walls", "terracotta in the lounge"),
      ["I want {v}", "I'm set on {v}", "{partner} can have the garage, I'm having {v}"],
      "What colours are you thinking for the new place?"),
    S("preference", "dog", "how she likes to walk the dog", "how I like walking him", pick("sunrise walks on the Strand beach", "the Lourensford trails on Sundays", "a slow sniff-walk after supper"),
      ["I love {v}", "my favourite is {v}", "nothing beats {v}"],
      "When do you like to walk him?"),
    # ---------------- constraint ----------------
    S("constraint", "wedding", "her dietary restriction for the wedding menu", "my dietary thing", pick("no shellfish", "no mushrooms", "nothing with coconut", "no raw onion"),
      ["the caterer must know it's {v} for me", "it's {v} for me, I'm not risking it", "for my plate it's {v}"],
      "Anything the caterer needs to know for your plate?"),
    S("constraint", "mom", "Mom's mobility restriction", "Ma's restriction", pick("no stairs for Ma", "no low chairs or couches", "no bending past ninety degrees"),
      ["after the op it's {v}", "the surgeon said {v}", "wherever she stays, {v}"],
      "Are there any restrictions for her after the op?"),
    S("constraint", "run", "training restriction", "my training rule", pick("no long runs on Sundays", "nothing over 18 km before race week", "max four runs a week"),
      ["coach says {v}", "the rule is {v}", "I promised {partner}: {v}"],
      "Any rules in your training plan?"),
    S("constraint", "house", "body corporate pet rule", "the pet rule", pick("pets by trustee approval only", "one dog under knee height", "dogs on a leash in common areas"),
      ["the complex rule is {v}", "whatever we buy, the rule is {v}", "the conduct rules say {v}"],
      "Are there pet rules in the complex?"),
    S("constraint", "solar", "roof restriction", "the roof rule", pick("no panels on the street-facing roof", "flush-mounted panels only", "no visible cabling"),
      ["the body corporate says {v}", "the rule is {v}", "the trustees insist on {v}"],
      "Did the body corporate set any conditions for the roof?"),
    S("constraint", "work", "her work availability constraint", "my work constraint", pick("no leaving before 4 on payroll days", "no meetings on Friday afternoons", "no calls during the VAT close"),
      ["{boss} made it clear: {v}", "the rule at work is {v}", "for me it's {v}, so plan around it"],
      "Any days that are off-limits at work?"),
    S("constraint", "dog", "how long the dog can be left alone", "the dog's limit", pick("no more than four hours alone", "never alone during load-shedding", "not alone overnight"),
      ["the vet says {v}", "the rule is {v}", "we agreed {v} for him"],
      "How long can he be left alone?"),
]

# ----------------------------------------------------------------------------------------------
# style wrappers: <c> clause, <noun>, <sp> speaker, <tail>, <aside*>, <item*>, <title>, <filler>
# ----------------------------------------------------------------------------------------------
WRAP = {
    "plain": ["<c>.", "Ok so <c>. <tail>", "Update: <c>.", "<c>. <tail>", "Right, <c>. One less thing to worry about.", "Just so you know, <c>.", "News: <c>! <tail>", "Sorted: <c>."],
    "vfirst": ["{v} — <noun>. <tail>", "{v}. That's <noun>, before I forget.", "{v} is <noun>, just so you have it.", "So: {v}. <noun>, finally sorted.", "{v} — keep that for <noun> please 🙏",
        "{v}!! <noun>. <tail>"],
    "subord": ["Now that <c>, I can finally stop stressing about it.", "Because <c>, I'll need to shuffle a few things around.", "Even though <c>, I still feel like something's going to go wrong 🙈",
        "{partner} was relieved when I told him <c>.", "Ever since I found out <c>, I've been making lists.", "I only realised after lunch that <c>, which explains a lot.",
        "Since <c>, can you remind me what else is outstanding here?", "Given that <c>, does the rest of the plan still work?"],
    "reported": ["<sp> just WhatsApped: \"<c>.\" So there's that.", "According to <sp>, <c>.", "<sp> phoned this morning and said <c>. Will believe it when I see it.",
        "Voice note from <sp> (four minutes long, eish): basically <c>.", "<sp> reckons <c> — passing it on.", "Message from <sp>: '<c>'. <tail>"],
    "list": ["Ok list for <title>:\n- <item1>\n- <c>\n- <item2>", "Things to remember for <title>:\n1. <item1>\n2. <item2>\n3. <c>",
        "Notes from today, dumping them here:\n• <c>\n• <item1>\n• <item2>\n<tail>", "<title> to-do:\n- <item1>\n- <item2>\n- <c>\n- <item3>"],
    "answer_v": ["{v}. <tail>", "Oh — {v}. Why, do you need it?", "It's {v}, I think. Will double-check later.", "Ja, {v}.", "{v}, if I'm not mistaken. <aside>"],
    "answer_c": ["Ja — <c>.", "Oh right, <c>. <tail>", "Good question: <c>.", "Yes! <c>.", "Ag, I forgot to say — <c>."],
    "question": ["Random question, but <c> — is that normal?", "So <c>. Should I be worried or is that fine?", "If <c>, what do I need to sort out first?",
        "Is it a problem that <c>? {partner} thinks I'm overthinking it.", "<c>... does that sound right to you?", "Quick one: <c>, so do I need to tell anyone else?"],
    "dictation": ["ok voice typing because I'm in the car <c>. also remind me to <item1>. thanks", "<c>, new line, <item1>, new line, sorry I'm dictating this",
        "um so <c>, and then <item1>, okay send", "hey it's me, voice note thing again. <c>. <tail>", "right so <c> and also <aside> okay done"],
    "buried": ["<aside> <aside2> Oh and <c>. <aside3>", "<aside> Anyway, <c>. <aside2>", "Long day. <aside> <aside2> Also <c>, before I forget. <tail>", "<aside> <c>. <aside2> <aside3>"],
    "texting": ["ok so <c> lol", "fyi <c> 🙃", "ja so <c> haha", "btw <c>!!", "<c> 🙈 please remind me later", "on my way to work but quickly: <c>", "lol <c>. ok bye"],
    "paren": ["<filler> (Also — <c>.) <tail>", "<filler> Oh, side note: <c>.", "<c> (yes I know, I know). <filler>", "<filler> By the way, <c>."],
}
CORR = {
    "any": ["Scratch that — <noun> is {v}, not {old}.", "Ag sorry, I gave you the wrong info earlier: it's {v}. Not {old}.",
        "Turns out <noun> is actually {v}. I had {old} in my notes but that was wrong 🙈", "{v}. That's the right one for <noun> — ignore the {old} I said before.",
        "Update on <noun>: {old} is out, {v} is in.", "ja nee, so it's not {old} after all, <noun> is {v}", "Correction on <noun>: {v} (I said {old} earlier, my bad).",
        "Can you swap {old} for {v}? That's <noun>.", "Just double-checked and <noun> is {v}. No idea where I got {old} from.",
        "Eish, I mixed things up. <noun>: {v} — {old} was something else entirely."],
    "date": ["They moved it to {v}! So <noun> is no longer {old}.", "<noun> got shifted from {old} to {v} 🙄", "New date for <noun>: {v}. The {old} one fell through.",
        "Not {old} anymore — they've pushed <noun> to {v}."],
    "phone": ["I had the wrong number — <noun> is {v}, not {old}.", "Don't use {old}, it goes to some random tannie in Paarl 😂 <noun> is {v}",
        "They changed numbers; <noun> is now {v} ({old} is dead).", "{old} just rings and rings. The actual number is {v}, that's <noun>."],
    "person": ["{old} has left, so it's {v} now for <noun>.", "Turns out {old} was just filling in — {v} is <noun> going forward.", "They've reassigned it: {v} instead of {old}.",
        "So {old} is off the case, we've got {v} now."],
    "amount": ["The final figure came in at {v}, not the {old} they first quoted.", "<noun> went up from {old} to {v} 😤", "Revised invoice: {v}. So forget {old}.",
        "Good news for once: <noun> came down to {v} (was {old})."],
    "address": ["They've moved — <noun> is now {v}, not {old} anymore.", "Wrong address earlier! It's {v}. {old} was their old place.", "Heads up, <noun> changed: {v}. Don't send anything to {old}."],
    "id": ["I mistyped it — <noun> is {v}, not {old}.", "The number on the actual card is {v}; {old} was from the old card.", "{v} is the right one for <noun>. {old} was a typo, sorry."],
}
FOLLOW = {
    "person": ["If you need to send them a message, I can help you draft it.", "Handy to have a name to ask for when you phone.", "Worth keeping their details with the rest of the paperwork."],
    "pet": ["He sounds like a proper character.", "Worth mentioning to the vet at the next check-up.", "Jack Russells really keep you on your toes."],
    "date": ["Want me to work backwards from that and list what needs to happen before then?", "Maybe set a reminder for a week before.", "That gives you a bit of time to plan around it."],
    "amount": ["Want to compare that against your budget?", "Worth getting that in writing so there are no surprises.", "I can help you check whether that's in line with typical costs."],
    "phone": ["Save it under a clear name so you can find it in a hurry.", "Worth saving it now before it gets lost in the chat."],
    "address": ["Dropping a pin in your maps app will save you searching later.", "Good to have that handy for forms and deliveries."],
    "id": ["Keep a copy somewhere safe; you'll probably be asked for it again.", "Handy to have that ready for forms and follow-ups."],
    "decision": ["That sounds like a sensible call.", "Good — having that decided makes the rest easier to plan."],
    "preference": ["Good to know, I'll keep that in mind.", "Noted — that makes suggestions easier."],
    "constraint": ["That's an important one to flag early.", "Worth telling everyone involved so it doesn't get missed."],
}
ECHO = ["Got it — <noun>: {v}.", "Noted, {v}.", "{v} — noted for <noun>.", "Thanks, I've got {v} down as <noun>.",
        "Okay, {v}. Good to have that pinned down."]
NOECHO = ["Noted, thanks.", "Good to know.", "Okay, that helps.", "Got it.", "Thanks for the update.", "Right, that makes sense."]
QACK = ["That sounds normal to me.", "I don't think that's a problem.", "Nothing alarming there.",
        "That seems fine from what you've described."]
CORR_ACK = ["Thanks for catching that — updated.", "Got it, I'll go with the corrected one.", "Updated: <noun> is {v}.",
            "No problem — {v} it is.", "Okay, replaced. <noun>: {v}.", "Good that you double-checked."]
A_MORE = {
    "work": ["How's the rest of the close looking?", "Is {boss} at least being reasonable about timelines?", "Want me to draft the email to the auditors while you sort the payroll?",
        "If the VAT query is still open, keep a running log of what you've sent SARS and when.", "Harvest season always seems to land right on top of audit season, doesn't it?",
        "Let me know if you want a reconciliation template; it's quick to set up in Excel."],
    "braai": ["Is {partner} doing the fire, or are you roped in this time?", "Hope the Boks make it worth the effort.", "How many people are you actually expecting?",
        "At least rugby season gives everyone an excuse to get together.", "With a big crowd, a second fire just for the wors saves a lot of stress."],
    "wedding": ["How are {brother} and {bride} holding up with all the planning?", "Is the budget shared between both families?", "Knysna in winter can be beautiful if the weather plays along.",
        "Want me to keep a running list of wedding to-dos for you?", "Sounds like you're the unofficial wedding planner at this point."],
    "house": ["How's {partner} feeling about the whole process?", "Once transfer is done, the move itself usually feels easy by comparison.",
        "Want a checklist of everything that has to happen before transfer?", "Keep copies of every document you send; banks and attorneys love to ask twice.",
        "Is the seller being cooperative so far?"],
    "dog": ["How old is he now, roughly?", "Jack Russells have endless energy, so it sounds like he's keeping you busy.", "Does he get on with the other dogs in the street?",
        "A tired terrier is usually a well-behaved terrier.", "Let me know if you'd like a simple training plan for that."],
    "mom": ["How is your mom feeling about it all, apart from the nerves?", "It's a lot to coordinate from the Western Cape.", "Is {sister} close by to help in Bloem?",
        "Want me to help with a recovery checklist for the first two weeks?", "Hip replacements are very common now, and most people are delighted with the result."],
    "solar": ["Are you planning to move the system to the townhouse later, or start fresh there?", "Load-shedding really does wear everyone down.", "Want me to compare the quotes side by side?",
        "Ask each installer for references from recent jobs.", "Watch the warranties: panels, inverter and battery often have different terms."],
    "run": ["How many weeks until race day now?", "Sounds like the training is going well overall.", "Rest days count as training too.", "Are you running with the club or mostly on your own?",
        "Let me know if you want me to adjust your weekly plan."],
    "books": ["How's book club going in general — still more wine than books?", "Want a few recommendations for the next pick?", "Sometimes the books nobody loved make for the best discussions.",
        "Are you enjoying this one, apart from the deadline?"],
    "life": ["Hope the rest of the day is kinder to you.", "Sounds like a typical week in the Helderberg.", "Want me to add that to a to-do list?", "At least it's almost the weekend.",
        "Anything else on the list for today?"],
}
A_REACT = {
    "work": ["Eish, that sounds like a frustrating day. Finance always ends up holding everything together at harvest.",
        "Ha, the eternal accountant experience. Documenting it in a short email at least leaves a paper trail for later.",
        "That's annoying, but it's the kind of thing that's easy to fix once you have the paperwork in one place."],
    "braai": ["Ha, that sounds like a very South African weekend.", "Rugby households are a special kind of chaos, but it sounds like fun.",
        "Fair enough. Braai culture comes with its own rules, and most of them seem to be made up on the spot."],
    "wedding": ["Weddings bring out everyone's opinions. You're doing well keeping your head.", "Ha, classic wedding planning. It'll all come together on the day, it always does.",
        "That's a lot of moving parts for one weekend in Knysna, but it sounds like it'll be beautiful."],
    "house": ["Buying a place really is a paperwork marathon. You're getting closer though.",
        "Ha, estate agent language takes some decoding. 'Cosy' and 'low-maintenance garden' rarely mean what you hope.",
        "That's part of the process, annoying as it is. Each step ticked off gets you nearer to transfer."],
    "dog": ["Ha, Jack Russells are small dogs with enormous personalities.", "Shame, poor thing. Terriers feel everything very dramatically.",
        "That sounds like classic JRT behaviour, equal parts clever and naughty."],
    "mom": ["It's completely understandable that everyone's anxious. This kind of op is very routine these days, which helps.",
        "Ha, your mom sounds like a character. That spirit will help a lot with recovery.", "Good news like that makes the next steps feel a lot more manageable."],
    "solar": ["Load-shedding fatigue is real. Getting a backup system sorted will take a lot of the stress out of evenings.", "Ugh, schedule changes with no warning are the worst part.",
        "Ha, at least the gas stove is earning its keep."],
    "run": ["Nice work! Consistency like that is exactly what gets you to race day in good shape.", "Ha, every runner has had that moment. It sounds like you're building well.",
        "The wind on that coast is no joke. Those runs count double in my book."],
    "books": ["Ha, that's book club in a nutshell.", "Honestly, the wine is half the point of most book clubs.", "Sounds like a lively group. The debates are usually the best part."],
    "life": ["Eish, that sounds frustrating.", "Ha, life admin never ends, does it?", "That sounds like a lovely find.", "Ugh, one of those days. Hope the rest of it goes better."],
}
N = None
PAIR = {  # FU index -> FA index of the reply that answers it (None: a generic reaction)
    "work": [0, 12, 0, N, 5, N, 1, 6, 7, 2, 14, 3, 4, 11, N, 8, 10, 9, N, N, 13, 12, 10, N, 12, 12, N],
    "braai": [N, 9, N, 0, 1, N, N, 10, 7, 2, 4, 8, 9, N, 3, N, N, 6, N, N, 5, N],
    "wedding": [N, N, 0, 1, N, 3, N, 9, 2, 11, N, 4, 5, 6, N, N, 7, N, N, 8, N, 10],
    "house": [N, N, 0, N, 2, N, 1, 3, N, N, 10, N, 8, N, 4, 6, 5, 9, N, N, 7, N],
    "dog": [0, 1, N, 11, 5, 2, 4, N, 3, N, 6, N, 7, 12, N, N, 13, 9, 10, 8, N],
    "mom": [N, 9, 8, 2, N, N, 0, 1, 8, 3, N, N, N, 6, 7, 4, 5, N, N],
    "solar": [N, 3, N, 0, 1, 6, N, 2, 3, N, 10, N, 4, 5, 7, N, 9, 8],
    "run": [N, 8, 1, 0, 4, 0, 9, N, 7, N, 11, 2, N, N, 3, 5, 6, 10],
    "books": [5, 0, N, 10, 7, 5, 1, 4, 8, N, 3, 6, N, 2, 9],
    "life": [N, N, 8, N, N, N, 0, 1, 2, 3, N, N, 4, 9, 5, N, 6, 7, 10],
}
assert all(len(PAIR[t]) == len(FU[t]) and all(x is None or x < len(FA[t]) for x in PAIR[t]) for t in THREADS)
U_JOIN = ["Also, ", "Oh and ", "Other thing: ", "And ", "Separately — "]
ASK_LEAD = ["", "By the way, ", "Also — ", "Quick question: ", "Oh, and "]

# ----------------------------------------------------------------------------------------------
# slot filling and text transforms
# ----------------------------------------------------------------------------------------------
_FMT = string.Formatter()


def _ls_slot(r):
    h = r.choice([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22])
    return f"{h:02d}:00-{(h + 2) % 24:02d}:30"


GEN = {
    "name": lambda r: r.choice(INC_NAMES), "place": lambda r: r.choice(PLACES), "shop": lambda r: r.choice(SHOPS),
    "time": lambda r: r.choice(TIMES), "day": lambda r: r.choice(DAYS), "n": lambda r: str(r.randint(2, 9)),
    "pct": lambda r: f"{r.randint(6, 35)}%", "km": lambda r: str(r.randint(8, 24)), "stage": lambda r: str(r.randint(2, 6)),
    "emo": lambda r: r.choice(EMOJI), "temp": lambda r: str(r.randint(14, 34)), "food": lambda r: r.choice(FOODS),
    "book": lambda r: r.choice(BOOKS), "bank": lambda r: r.choice(BANKS),
    "amt": lambda r: f"{r.randint(12, 980)}.{r.randint(0, 99):02d}", "acc": lambda r: _digits(r, 4),
    "score": lambda r: f"{r.randint(3, 30)}-{r.randint(3, 30)}", "pb": lambda r: f"{r.randint(22, 31)}:{r.randint(0, 59):02d}",
    "area": lambda r: f"Area {r.randint(1, 16)}", "slot": _ls_slot, "four": lambda r: _digits(r, 4, True),
    "price": lambda r: _inc_price(r),
}


def _inc_price(r):
    x = r.choice([r.randint(3, 99) * 5, r.randint(10, 300) * 10, r.randint(5, 60) * 50])
    f = r.randrange(4)
    if f == 0:
        return f"R{x}"
    if f == 1:
        return f"R{x:,}".replace(",", " ")
    if f == 2:
        return f"R{x}.99" if x < 1000 else f"R{x:,}"
    return f"R {x:,}.00"


def _fill(r, tpl, ctx):
    vals = {}
    for _, f, _, _ in _FMT.parse(tpl):
        if f is None or f in vals:
            continue
        vals[f] = ctx[f] if f in ctx else GEN[f.rstrip("0123456789")](r)
    return tpl.format(**vals)


_CAP = re.compile(r"(^|[.!?]\s+|\n|: \"|: ')([a-z])")


def _cap(s):
    return _CAP.sub(lambda m: m.group(1) + m.group(2).upper(), s)


_EMO = re.compile("[\U0001F300-\U0001FAFF\u2600-\u27BF\u200d\ufe0f]")
_TXT = [(r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\btomorrow\b", "tmrw"), (r"\bplease\b", "pls"), (r"\bthanks\b", "thx"),
        (r"\bbecause\b", "coz"), (r"\bthough\b", "tho"), (r"\bi'm\b", "im"), (r"\bdon't\b", "dont"),
        (r"\bwant to\b", "wanna"), (r"\bokay\b", "ok"), (r"\bto be honest\b", "tbh"), (r"\bwith\b", "w/"), (r"\bthat's\b", "thats"),
        (r"\bit's\b", "its"), (r"\bsomething\b", "smth"), (r"\bbefore\b", "b4")]


def _texting(r, s):
    s = s.lower()
    for pat, rep in _TXT:
        if r.random() < 0.75:
            s = re.sub(pat, rep, s)
    s = re.sub(r"\.(\s|$)", lambda m: m.group(1) if r.random() < 0.7 else "." + m.group(1), s)
    return s.replace("\n", " ").strip()


def _dictate(r, s):
    s = _EMO.sub("", s.lower()).replace("'", "").replace("’", "").replace('"', "")
    s = re.sub(r"\.(\s|$)", lambda m: r.choice([" full stop ", ". ", " ", " period "]), s)
    s = re.sub(r",\s", lambda m: r.choice([" comma ", " ", ", "]), s)
    s = re.sub(r"\?", lambda m: r.choice([" question mark", "?"]), s)
    s = s.replace("!", "").replace(":", r.choice([" colon", ""])).replace("\n", " ").replace(" — ", " dash ")
    words = s.split()
    if len(words) > 6:
        words.insert(r.randrange(2, len(words) - 2), r.choice(["um", "uh", "like", "sorry"]))
    return " ".join(words)


def _you(noun):
    for a, b in ((r"\bmy\b", "your"), (r"\bour\b", "your"), (r"\bwe\b", "you"), (r"\bI'm\b", "you're"), (r"\bI\b", "you"),
                 (r"\bme\b", "you")):
        noun = re.sub(a, b, noun)
    return noun


def _struct(r, tpl, slot, ctx, others):
    """Expand <...> placeholders (clauses, asides, list items, speakers) into a template string."""
    rep = {"<c>": r.choice(slot.clauses) if slot else "", "<noun>": (_you(slot.noun) if others == "asst" else slot.noun) if slot else "",
           "<sp>": r.choice(SPEAKERS[slot.thread]) if slot else "", "<tail>": r.choice(TAILS),
           "<title>": TITLE[slot.thread] if slot else "", "<filler>": r.choice(FU[slot.thread]) if slot else ""}
    asides = r.sample(ASIDES, 3)
    items = r.sample(TODO[slot.thread], 3) if slot else ["", "", ""]
    for k in range(3):
        rep[f"<aside{k + 1 if k else ''}>"] = asides[k]
        rep[f"<item{k + 1}>"] = items[k]
    for k, v in rep.items():
        tpl = tpl.replace(k, v)
    return tpl


def _bad(text, forbidden):
    low = text.lower()
    return any(f in low for f in forbidden)


# ----------------------------------------------------------------------------------------------
# filler turns
# ----------------------------------------------------------------------------------------------
def _reply(r, th, k):
    j = PAIR[th][k]
    return FA[th][j] if j is not None else r.choice(A_REACT[th])


def _filler(r, th, ctx, run_start):
    k = r.randrange(len(FU[th]))
    u = FU[th][k]
    if run_start and r.random() < 0.35:
        u = r.choice(TRANS[th]) + " " + u
    x = r.random()
    if x < 0.55:
        u2 = r.choice(FU[th])
        u = u + " " + r.choice(U_JOIN) + (u2[0].lower() + u2[1:] if u2[1:2].islower() else u2)
    elif x < 0.85:
        u = u + " " + r.choice(ASIDES)
    if r.random() < 0.3:
        u = u + " " + r.choice(TAILS)
    a, generic = _reply(r, th, k), PAIR[th][k] is None
    if r.random() < 0.45:
        a = r.choice(A_OPEN) + " " + a
    if generic or r.random() < 0.85:
        a = a + " " + r.choice(A_MORE[th])
    if r.random() < (0.8 if generic else 0.65):
        a = a + " " + r.choice(A_CLOSE)
    return _cap(_fill(r, u, ctx)), _fill(r, a, ctx)


def _fact_turn(r, slot, style, ctx, echo_p=0.45):
    """One fact-bearing turn, with the value as the V marker."""
    if style == "pasted":
        u = _fill(r, r.choice(slot.pasted), ctx)
    else:
        if style == "answer":
            pool = WRAP["answer_c"] if slot.kind in ("decision", "preference", "constraint") else WRAP["answer_v"] + WRAP["answer_c"]
        else:
            pool = WRAP[style]
        u = _cap(_fill(r, _struct(r, r.choice(pool), slot, ctx, None), ctx))
        if style == "dictation":
            u = _dictate(r, u)
        elif style == "texting":
            u = _texting(r, u)
    if style == "question":
        a = r.choice(QACK)
    else:
        a = r.choice(ECHO) if r.random() < echo_p else r.choice(NOECHO)
    a = a + " " + r.choice(FOLLOW[slot.kind])
    if r.random() < 0.75:
        a = a + " " + r.choice(A_MORE[slot.thread])
    a = _cap(_fill(r, _struct(r, a, slot, ctx, "asst"), ctx))
    return u, a


def _corr_turn(r, slot, ctx):
    pool = CORR["any"] + CORR.get(slot.kind, []) * 2
    u = _cap(_fill(r, _struct(r, r.choice(pool), slot, ctx, None), ctx))
    x = r.random()
    if x < 0.2:
        u = _texting(r, u)
    elif x < 0.3:
        u = _dictate(r, u)
    elif x < 0.5:
        u = _cap(_fill(r, r.choice(ASIDES), ctx)) + " " + u
    elif x < 0.6:
        u = u + " " + _cap(_fill(r, r.choice(FU[slot.thread]), ctx))
    a = r.choice(CORR_ACK) + " " + r.choice(FOLLOW[slot.kind])
    if r.random() < 0.75:
        a = a + " " + r.choice(A_MORE[slot.thread])
    return u, _cap(_fill(r, _struct(r, a, slot, ctx, "asst"), ctx))


# ----------------------------------------------------------------------------------------------
# the conversation
# ----------------------------------------------------------------------------------------------
def _clash(v, taken):
    lv = v.lower()
    return any(lv in t or t in lv for t in taken)


def _new_value(r, slot, taken):
    for _ in range(500):
        v = slot.gen(r)
        if not _clash(v, taken):
            taken.append(v.lower())
            return v
    raise RuntimeError(f"cannot draw a unique value for {slot.about}")


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    r = random.Random(seed)
    T = turns
    ctx = {"partner": r.choice(PARTNERS), "brother": r.choice(BROTHERS), "bride": r.choice(BRIDES),
           "sister": r.choice(SISTERS), "boss": r.choice(BOSSES), "colleague": r.choice(COLLEAGUES),
           "friend": r.choice(FRIENDS), "estate": r.choice(ESTATES), "v": V, "old": O}
    # sticky thread schedule
    sched, prev = [], None
    while len(sched) < T:
        th = r.choices(THREADS, weights=THREAD_WEIGHTS)[0]
        if th != prev:
            sched.extend([th] * r.randint(2, 6))
            prev = th
    sched = sched[:T]
    # which facts, which get corrected, their values
    chosen = []
    for kind, n in COUNTS.items():
        chosen.extend(r.sample([s for s in SLOTS if s.kind == kind], n))
    r.shuffle(chosen)
    nf = len(chosen)
    corr_pool = [i for i, s in enumerate(chosen) if s.kind in CORRECTABLE]
    corr = sorted(r.sample(corr_pool, min(n_corrections, len(corr_pool))))
    taken = [str(ctx[k]).lower() for k in ("partner", "brother", "bride", "sister", "boss", "colleague", "friend", "estate")]
    value = {i: _new_value(r, s, taken) for i, s in enumerate(chosen)}
    stale = {i: _new_value(r, chosen[i], taken) for i in corr}
    # placement: thirds, non-adjacent fact turns, corrections >= 50 turns later
    if T < 3 * (nf + len(corr)) or (corr and T < 120):
        raise ValueError("too few turns for the planted facts")
    bounds = [(1, T // 3), (T // 3, 2 * T // 3), (2 * T // 3, T)]
    targets = [nf // 3 + (1 if k < nf % 3 else 0) for k in range(3)]
    third = {}
    for j, i in enumerate(corr):
        third[i] = j % 2
        targets[j % 2] -= 1
    rest = [k for k in range(3) for _ in range(max(0, targets[k]))]
    while len(rest) < nf - len(corr):
        rest.append(r.randrange(3))
    r.shuffle(rest)
    for i in range(nf):
        if i not in third:
            third[i] = rest.pop()
    used = set()

    def free(t):
        return t not in used and t - 1 not in used and t + 1 not in used

    def place(lo, hi, th):
        for cond in (lambda t: free(t) and sched[t] == th, free, lambda t: t not in used):
            cands = [t for t in range(max(lo, 1), min(hi, T)) if cond(t)]
            if cands:
                t = r.choice(cands)
                used.add(t)
                sched[t] = th
                return t
        raise RuntimeError("no free turn")

    at, corr_at = {}, {}
    for i in corr + [i for i in range(nf) if i not in corr]:
        lo, hi = bounds[third[i]]
        th = chosen[i].thread
        if i in corr:
            at[i] = place(lo, min(hi, T - 60), th)
            corr_at[i] = place(at[i] + 60, T, th) if at[i] + 60 < T - 1 else place(at[i] + 50, T, th)
        else:
            at[i] = place(lo, hi, th)
    # styles, balanced (greedy least-used among those allowed)
    count = {s: 0 for s in STYLES}
    style = {}
    order = list(range(nf))
    r.shuffle(order)
    for i in order:
        s, shown = chosen[i], stale.get(i, value[i])
        ok = []
        for st in STYLES:
            if st == "pasted" and (not s.pasted or (s.kind == "amount" and not shown.startswith("R"))):
                continue
            if st == "reported" and s.kind in ("decision", "preference", "constraint"):
                continue
            if st == "answer" and (at[i] - 1 in used or at[i] < 1):
                continue
            ok.append(st)
        low = min(count[st] for st in ok)
        style[i] = r.choice([st for st in ok if count[st] == low])
        count[style[i]] += 1
        if style[i] == "answer":
            sched[at[i] - 1] = s.thread
    LAST_STYLES.clear()
    LAST_STYLES.update(count)
    # render
    fact_at = {t: i for i, t in at.items()}
    fix_at = {t: i for i, t in corr_at.items()}
    ask_at = {at[i] - 1: i for i in range(nf) if style[i] == "answer"}
    forbidden = [v.lower() for v in value.values()] + [v.lower() for v in stale.values()]
    out = []
    for t in range(T):
        for attempt in range(200):
            if t in fact_at:
                i = fact_at[t]
                st = style[i] if attempt < 150 else "plain"
                c = dict(ctx, on=date_on(stale.get(i, value[i])) if chosen[i].kind == "date" else "")
                u, a = _fact_turn(r, chosen[i], st, c)
                shown = {V: stale.get(i, value[i])}
            elif t in fix_at:
                i = fix_at[t]
                u, a = _corr_turn(r, chosen[i], ctx)
                shown = {V: value[i], O: stale[i]}
            else:
                u, a = _filler(r, sched[t], ctx, t == 0 or sched[t - 1] != sched[t])
                if t in ask_at:
                    q = _fill(r, chosen[ask_at[t]].q, ctx)
                    lead = r.choice(ASK_LEAD)
                    if lead and lead != "Quick question: " and re.match(r"(What|Where|When|Who|Which|How|Have|Has|Did|Do|Does|Is|Are|Any|Could|Whose)\b", q):
                        q = q[0].lower() + q[1:]
                    a = a + " " + lead + q
                shown = {}
            if not _bad(u + "\n" + a, forbidden) and O not in a:
                break
        else:
            raise RuntimeError(f"turn {t}: could not avoid planted values")
        for mk, val in shown.items():
            u, a = u.replace(mk, val), a.replace(mk, val)
        out.append((u, a))
    facts = []
    for i, s in enumerate(chosen):
        if i in stale:
            facts.append(Planted(s.kind, s.about, value[i], at[i], stale=stale[i], corrected_at=corr_at[i]))
        else:
            facts.append(Planted(s.kind, s.about, value[i], at[i]))
    facts.sort(key=lambda f: f.turn)
    return Conversation(turns=out, facts=facts)


# ----------------------------------------------------------------------------------------------
# self-checks
# ----------------------------------------------------------------------------------------------
def _where(conv, s):
    s, hits = s.lower(), []
    for t, (u, a) in enumerate(conv.turns):
        if s in u.lower():
            hits.append((t, "u"))
        if s in a.lower():
            hits.append((t, "a"))
    return hits


def _check(conv, turns, n_corr):
    errs = []
    if len(conv.turns) != turns:
        errs.append(f"{len(conv.turns)} turns")
    if len(conv.facts) != 50:
        errs.append(f"{len(conv.facts)} facts")
    kinds = {}
    for f in conv.facts:
        kinds[f.kind] = kinds.get(f.kind, 0) + 1
    if kinds != COUNTS:
        errs.append(f"kind counts {kinds}")
    if len(conv.corrections) != n_corr:
        errs.append(f"{len(conv.corrections)} corrections")
    if len({f.value.lower() for f in conv.facts} | {f.stale.lower() for f in conv.corrections}) != 50 + n_corr:
        errs.append("values not distinct")
    for f in conv.facts:
        hits = set(_where(conv, f.value))
        if f.stale is None:
            if f.value not in conv.turns[f.turn][0] or not hits <= {(f.turn, "u"), (f.turn, "a")}:
                errs.append(f"{f.about}={f.value!r} at {f.turn}: found {sorted(hits)}")
        else:
            c = f.corrected_at
            if c - f.turn < 50 or f.kind not in CORRECTABLE:
                errs.append(f"{f.about}: correction too close ({f.turn}->{c})")
            if f.value not in conv.turns[c][0] or not hits <= {(c, "u"), (c, "a")}:
                errs.append(f"{f.about} new={f.value!r}: found {sorted(hits)}")
            sh = set(_where(conv, f.stale))
            if f.stale not in conv.turns[f.turn][0] or f.stale not in conv.turns[c][0] or \
                    not sh <= {(f.turn, "u"), (f.turn, "a"), (c, "u")}:
                errs.append(f"{f.about} stale={f.stale!r}: found {sorted(sh)}")
    return errs


if __name__ == "__main__":
    import os

    os.environ.setdefault("TIKTOKEN_CACHE_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                                             "rollmem_client", "_tiktoken"))
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    failed = False
    for seed in range(1, 6):
        conv = generate(seed)
        errs = _check(conv, 1000, 6)
        again = generate(seed)
        if again.turns != conv.turns or again.facts != conv.facts:
            errs.append("not deterministic")
        styles = dict(LAST_STYLES)
        toks = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns) / len(conv.turns)
        if not 80 <= toks <= 130:
            errs.append(f"avg tokens/turn {toks:.1f}")
        thirds = [sum(1 for f in conv.facts if k * 1000 // 3 <= f.turn < (k + 1) * 1000 // 3) for k in range(3)]
        print(f"seed {seed}: turns={len(conv.turns)} facts={len(conv.facts)} corrections={len(conv.corrections)} "
              f"avg_tokens/turn={toks:.1f} thirds={thirds} -> {'OK' if not errs else 'FAIL'}")
        print("   styles:", " ".join(f"{k}={v}" for k, v in styles.items()))
        for e in errs[:10]:
            print("   !!", e)
        failed |= bool(errs)
        rs = random.Random(seed)
        for f in rs.sample(conv.facts, 4):
            print(f"   [{f.kind}/{f.about} @{f.turn}] {f.stale or f.value!r}\n      U: {conv.turns[f.turn][0][:300]!r}")
        f = conv.corrections[seed % len(conv.corrections)]
        print(f"   [correction {f.about}: {f.stale!r} @{f.turn} -> {f.value!r} @{f.corrected_at}]\n"
              f"      U: {conv.turns[f.corrected_at][0][:300]!r}")
    small = generate(11, turns=400, n_corrections=3)
    e2 = _check(small, 400, 3)
    print(f"extra: seed 11, 400 turns, 3 corrections -> {'OK' if not e2 else 'FAIL ' + '; '.join(e2[:3])}")
    failed |= bool(e2)
    print("ALL CHECKS PASSED" if not failed else "SOME CHECKS FAILED")
    sys.exit(1 if failed else 0)
