# ruff: noqa
"""Held-out recall world V: a San Antonio general contractor chatting with an assistant.

The user is a 45-year-old Mexican-American remodeler who writes fast from job sites (often by voice) and mixes in
Spanish. Ten everyday threads are interleaved in sticky runs: the crews and the lumber yard, money (a client who won't
pay, the truck loan), the city permit and inspector, his daughter's quinceañera, his father's diabetes and kidney
doctor, a fishing trip to Port Aransas, his son's Little League team, a property tax protest, the dog and the backyard
chickens, and a church fundraiser.

``generate(seed, turns, n_corrections)`` returns a ``Conversation`` with 50 planted facts (exact kind counts) phrased in
many styles, ``n_corrections`` of which are corrected at least 50 turns later. Run this file for the self-checks.
"""
from __future__ import annotations

import random
import re
import sys

from recall_conversation import Conversation, Planted

SENT = "\x00"  # value placeholder inside templates (kept out of case / punctuation transforms)
OLD = "\x01"  # stale value placeholder in corrections
NEW = "\x02"  # new value placeholder in corrections

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6, "decision": 4,
               "preference": 4, "constraint": 3}
CORRECTABLE = ["person", "date", "amount", "phone", "address", "id"]
THREADS = ["crews", "money", "permit", "quince", "dad", "fishing", "baseball", "taxes", "animals", "church"]
THREAD_W = [1.4, 1.0, 0.9, 1.4, 1.1, 0.9, 0.9, 0.8, 1.0, 0.8]
STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation", "buried",
          "texting", "afterthought", "spanglish"]

# ----------------------------------------------------------------------------------------------------------------
# incidental slot values (never planted)
# ----------------------------------------------------------------------------------------------------------------
FN = ["Beto", "Nacho", "Lalo", "Poncho", "Toño", "Kiko", "Paco", "Gabe", "Danny", "Manny", "Leti", "Connie", "Bertha",
      "Sandy", "Frankie", "Rick", "Tony", "Mari", "Ruben", "Junior", "Chato", "Gilbert"]
SLOTS = {
    "fn": FN,
    "place": ["Alamo Heights", "Stone Oak", "Helotes", "Leon Valley", "Castle Hills", "the Southside", "Terrell Hills",
              "Alamo Ranch", "Boerne", "Converse", "Schertz", "New Braunfels", "the West Side", "Monte Vista",
              "Olmos Park", "Live Oak", "Windcrest", "Shavano Park", "Kirby", "Universal City"],
    "time": ["6:30", "7", "7:15", "8", "noon", "1:30", "3", "4:45", "5:30", "6", "9", "10:30", "5 a.m."],
    "price": ["$38", "$112", "like 60 bucks", "$19.99", "$245", "around 90 bucks", "$75", "$320", "$14",
              "like 200 bucks", "$58", "$129"],
    "n": [str(i) for i in range(2, 15)],
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    "hrs": ["two hours", "forty-five minutes", "an hour and a half", "three hours", "like twenty minutes"],
    "store": ["H-E-B", "Lowe's", "Home Depot", "Academy", "Walmart", "Costco", "Buc-ee's", "Whataburger", "Bill Miller",
              "Harbor Freight", "Tractor Supply", "Walgreens", "Office Depot"],
    "food": ["breakfast tacos", "barbacoa", "Bill Miller chicken", "pan dulce", "a dozen tamales", "Whataburger",
             "brisket", "menudo", "pizza", "paletas", "gorditas"],
    "holiday": ["Fourth of July", "New Year's", "Fiesta", "Cinco de Mayo"],
    "es": ["Ni modo.", "La neta.", "Ándale pues.", "Híjole.", "Órale.", "Qué le vamos a hacer.", "Ay, Dios mío.",
           "Así es la vida."],
}

OPENERS = ["Qué onda.", "Ok so", "Hey,", "Bueno,", "Ándale, quick one.", "Ugh.", "Morning.", "Sorry, voice texting from the truck.",
           "On a roof right now so this'll be quick.", "La neta,", "Ay, ok.", "Real quick —", "Back again lol.", "Órale,",
           "Mira,", "Long day.", "Ok ok.", "Hey again."]
CLOSERS = ["Ni modo.", "Anyway.", "What do you think?", "Thoughts?", "lol", "Gotta run, the guys are waiting on me.",
           "Ándale, thanks.", "Just venting a little.", "La neta I'm tired.", "Let me know.", "Gracias in advance.",
           "Ok back to work."]
AI_OPEN = ["Got it.", "That makes sense.", "Ay, that's a lot at once.", "Good question.", "Fair enough.",
           "Sounds like a busy week.", "Okay, a few thoughts.", "I hear you.", "Totally reasonable.", "Ha, I get it."]
AI_TAIL = ["Want me to turn that into a quick checklist?", "Let me know how it goes.",
           "If you want, I can draft that message for you.", "One step at a time — you've got a lot going on.",
           "Happy to help you think through the next piece.", "Hang in there.",
           "If you tell me a bit more I can get more specific."]
PROPER = set(FN) | {"I", "I'm", "I've", "I'll", "I'd", "Valeria", "Diego", "Yesenia", "Memo", "Chuy", "Father", "Port",
                    "Medicare", "Texas", "Torreón", "Dr.", "Don", "Doña", "Captain", "Capt.", "Tío", "Spurs", "Fiesta"}

# ----------------------------------------------------------------------------------------------------------------
# thread filler: user sentences, assistant sentences, to-do items, people who report things, question tails
# ----------------------------------------------------------------------------------------------------------------
USER = {
    "crews": [
        "Crew {one|two} is still on the {kitchen|bathroom|master bath|garage conversion} over in {place}, should wrap by {day} if the {tile|cabinets|countertops|vanity} shows up.",
        "{fn} called in sick again so I'm short a guy on the {demo|framing|drywall|tile} today. I'll jump in myself.",
        "Picked up {n} sheets of {drywall|half-inch plywood|cement board} from the yard this morning, {price} more than last month. Prices keep creeping up.",
        "The yard says the {2x6s|treated 4x4s|door slabs|trim packs} are backordered till {day}. La neta that throws off the whole week.",
        "Trying to figure out how to split the guys between the {place} job and the {place} job without leaving either one short.",
        "{fn} on crew two wants a raise, says the outfit he used to work for paid {price} more a day. He's good, I don't want to lose him.",
        "Homeowner in {place} keeps changing the {tile|paint color|light fixtures|grout color}. {Third|Fourth} time this week.",
        "Gotta bid a {deck|patio cover|bathroom remodel|fence} in {place} tonight. Probably {n} days of work for two guys.",
        "Spent {hrs} at the yard waiting on a forklift. It's {time} already and I haven't even started.",
        "Should I buy a second {tile saw|trailer|compressor|laser level} or keep renting one? Renting is {price} a week.",
        "The guys want to start at {time} because of the heat. I'm fine with it but the neighbors complain about the noise.",
        "Found rot under the {subfloor|window sill|shower pan} at the {place} job. Now it's a change order conversation, which nobody likes.",
        "{fn} from the yard said they're switching delivery days to {day}s. That messes up my Monday starts.",
        "How do I write a change order so it's clear but doesn't scare the client?",
        "I keep losing receipts in the truck. Need a better system before tax time or my accountant is gonna kill me.",
        "Crew one finished the {place} {kitchen|bath} a day early. Gonna buy them {food} on {day}.",
        "Thinking about hiring one more helper for summer. {price} a day plus lunch, is that fair around here?",
        "Tile guy says the {floor|backsplash|shower wall} needs {n} more boxes. I ordered exact and now I look dumb.",
        "Hot as heck today, over a hundred on the roof by {time}. Told the guys to take water breaks every hour.",
        "Need a good line for when a client asks me to 'just throw in' extra work for free. Happens every single job.",
        "{fn}'s nephew wants to learn the trade. Kid's nineteen, seems serious. Should I bring him on?",
        "Drywall mud keeps cracking on the {place} ceiling, what am I doing wrong?",
        "Ordered the wrong {vanity|faucet|door hardware}, {price} restocking fee. Ay.",
        "The {place} lady wants the {cabinets|trim|doors} painted {white|that greige color|black} now instead of stained. After we ordered.",
        "Two of my guys got into it over the radio at lunch. {Cumbias|Country|Oldies} versus {rap|Tejano|sports talk}. I'm running a daycare.",
        "Dumpster at the {place} job is full and the company says no swap till {day}.",
        "Thinking I need a real scheduling app instead of the whiteboard in the garage. Any ideas?",
    ],
    "money": [
        "The {place} client still hasn't paid. Says the check is 'in the mail' for the {second|third} week in a row.",
        "Sent another invoice reminder to the {place} client. Nothing. Starting to think I'm not getting paid.",
        "Should I stop the punch list until they pay, or finish and then fight about it?",
        "My compadre says just go to small claims. I don't even know where to start with that.",
        "Truck payment came out today, {price} more than I expected because of some fee. Gotta call the credit union.",
        "Thinking about refinancing the truck. Rates are supposedly better now, is it worth the hassle?",
        "The truck needs tires too, {price} a tire at {Discount Tire|Costco|Walmart}. Everything at once, like always.",
        "Payroll is {day} and if this client doesn't pay I'm floating it on the card again.",
        "How do you write a firm email that's still polite? I'm about to lose it with this guy.",
        "Yesenia says I'm too nice with clients. La neta, she's right.",
        "Can I charge late fees if it wasn't in the original contract?",
        "The loan officer never calls back. Left {n} messages already.",
        "Paid off the {tile saw|trailer|compressor} finally. One less payment, gracias a Dios.",
        "Cash flow is a mess this month. Two jobs waiting on final payment and materials still going out.",
        "Is it smart to take deposits up front for materials? I've always been scared it scares people off.",
        "Client texted at {time} last night asking for one more 'little thing'. Same client who owes me.",
        "Had to put {price} in gas in the truck today. That thing drinks.",
        "Do I need a lawyer for a lien or can I do it myself?",
        "They finally answered and said they're 'disputing' the bathroom tile. They picked the tile!",
        "Bank wants {n} months of statements for the refinance. Paperwork, paperwork.",
        "My accountant wants me to pay myself a real salary instead of pulling cash whenever. Is that smart?",
        "Insurance renewal on the truck went up {price} a month. For what, I didn't even have a claim.",
        "Thinking about a business credit line just for materials. Scared of more debt though.",
    ],
    "permit": [
        "City still hasn't approved the permit for the {place} addition. It's been {n} business days.",
        "Inspector flagged the {GFCI outlets|smoke detectors|stair railing|header size} at the {place} job. Easy fix but it costs me a day.",
        "Do I need a permit for a {patio cover|water heater swap|fence over six feet|shed}? Client wants to skip it to save money.",
        "The portal keeps timing out when I try to upload the {plans|site plan|engineer letter}. Third try.",
        "Inspector showed up at {time} when they told me between {time} and noon. Nobody on site. Great.",
        "Rough-in inspection passed! Only took {n} tries lol.",
        "Client's HOA wants its own approval on top of the city permit. Double paperwork.",
        "What's the difference between a {building|trade} permit and a {remodel|repair} permit for this kind of job?",
        "Had to call development services, sat on hold for {hrs}.",
        "{fn} at the counter said my drawings need a {stamp|scale|setback measurement}. Nobody told me that last time.",
        "Framing inspection is supposed to be this week but they haven't given me a window yet.",
        "The inspector and I are good now, but the first time was tough. La neta, he was right about the header.",
        "Do I need a separate electrical permit if my electrician is licensed and pulls his own?",
        "Permit fees went up again, {price} just for a little bathroom remodel.",
        "Client asked if we can start demo before the permit comes through. I said no but he's pushing.",
        "The engineer wants {price} to stamp a letter for a beam. One beam.",
        "Is a final inspection needed for a bathroom if we didn't move any plumbing?",
        "Neighbor of the {place} job called code compliance on us for the dumpster. Perfect.",
        "Got a correction notice on the plans, {n} items. Half of them I don't understand.",
        "Should I hire a permit expediter or keep doing it myself? My time isn't free either.",
    ],
    "quince": [
        "Valeria changed her mind about the {centerpieces|shoes|tiara|invitations} again. Mija, we had a decision!",
        "Yesenia wants a full court of {n} couples. I'm thinking of my wallet.",
        "Went to look at {halls|dresses|cakes} with Valeria, {hrs} and we left with nothing. Lol.",
        "How far ahead do you send quince invitations? We're behind, I think.",
        "The chambelanes practiced the waltz for the first time. {n} teenage boys, pure chaos.",
        "My tía wants to send a {rosary|Bible|set of earrings} from Mexico for the mass. Shipping is a whole thing.",
        "Valeria wants a surprise dance to {a reggaeton mix|a Selena medley|some TikTok song}. I'm supposed to be in it. Help.",
        "Do padrinos usually cover the whole thing they sponsor or just part? I don't want to offend anybody.",
        "Photographer quoted {price} more just for a second shooter. Is that normal?",
        "Need ideas for a father-daughter dance song. Something that won't make me cry in front of everybody. Or fine, I'll cry.",
        "The mass is at the cathedral downtown, reception after. Need to figure out drive time for the limo.",
        "Yesenia made a spreadsheet for the quince. It has {n} tabs. I'm scared.",
        "Valeria asked if she can invite her whole {band|volleyball team|dance group}. That's another {n} people.",
        "Is it tacky to have a cash bar at a quince? My brother says everybody does it now.",
        "Picked up the {favors|cojines|last doll} from {fn}'s shop. {price}, not bad.",
        "How do we keep the party from running late? My apá gets tired early.",
        "Valeria cried at the dress shop. Then I cried. Then the lady cried. Qué drama.",
        "The chambelanes need matching {vests|ties|shoes}. Every mom has an opinion.",
        "We still need somebody for the {ring|bible|pillow|last doll} padrinos. My cousins keep saying 'let me see'.",
        "Do we do a slideshow? Yesenia has {n} photos picked out already.",
        "Valeria wants a 'grand entrance' with fog and lights. I just remodel bathrooms, mija.",
        "Rehearsal went until {time} and the boys still can't get the turn right.",
    ],
    "dad": [
        "My apá's sugar was over 200 this morning. He swears he didn't eat anything.",
        "Took dad to get his labs done. They stuck him {n} times, he was not happy.",
        "He keeps hiding pan dulce in his truck. Found {n} conchas under the seat. Ay, apá.",
        "The Medicare paperwork is killing me. So many forms and they all ask the same thing.",
        "Dad's kidney numbers got a little better. Doctor wants to see him again soon.",
        "How do I get my dad to check his sugar twice a day? He thinks it's a waste of strips.",
        "Insulin refills at {Walgreens|the H-E-B pharmacy|CVS} are {price} even with the plan. Is there anything cheaper?",
        "Memo is supposed to help with dad's appointments but he's always working.",
        "Dad asked me what 'GFR' means and I didn't know. Can you explain it simple?",
        "He's been dizzy in the mornings. Should that worry me or is it the pills?",
        "We're trying to cook more at home for him. Any good low-carb Mexican food ideas?",
        "Drove dad to the Medical Center, {hrs} in the waiting room.",
        "His feet have been tingling. Doctor says it's the diabetes. What can we do at home?",
        "Dad insists on walking to the corner store every morning at {time}. That's good for him, right?",
        "Need a way to keep track of all his meds. There's like {n} bottles on the kitchen counter.",
        "He told the nurse he 'only eats salad'. Apá, I saw you with the tamales.",
        "Should dad be doing dialysis at some point? Nobody has said the word but I'm worried.",
        "Got a letter from Medicare about a 'coverage determination'. What does that even mean?",
        "Dad doesn't like the pen needles, says they hurt more than the old syringes.",
        "My sister-in-law says cinnamon lowers blood sugar. Is that real or a tía myth?",
    ],
    "fishing": [
        "Me and my brothers are planning the Port Aransas trip. Memo wants to fish the jetty, Chuy wants a boat.",
        "What do redfish bite on in {spring|early summer|the fall} around Port A?",
        "Chuy wants to bring his {kayak|cast net|giant cooler}. The truck is only so big.",
        "Is it worth getting a bay boat charter or should we just wade fish?",
        "Checked the forecast, {n} mph winds. Might be rough on the water.",
        "Need to renew my fishing license. Is the saltwater part separate?",
        "We always stop at {Buc-ee's|the Whataburger in Three Rivers|a gas station in George West} on the way down for {food}. Tradition.",
        "Memo says we should leave at {time} to beat traffic on 37. I say that's too early.",
        "How much ice do we need for {n} guys for three days? Last time we ran out the first night.",
        "Gonna need new {braided line|popping corks|soft plastics|waders} before the trip. {Academy|Bass Pro|Walmart} has a sale.",
        "Last time Chuy caught a black drum, like {n} pounds, and he still talks about it.",
        "What's the limit on redfish in Texas now? I don't want a ticket.",
        "Chuy's reel is older than Diego. He refuses to buy a new one.",
        "Should we take the ferry or go around through Aransas Pass? Depends on the line I guess.",
        "I want to teach Diego to throw a cast net this trip. Any tips for a beginner?",
        "Memo already made a group chat called 'Los Pescadores'. {n} messages and we haven't even left.",
        "How do you clean and keep trout fresh for the drive back? Last time it was mushy.",
    ],
    "baseball": [
        "Practice got rained out again. That's {n} this month.",
        "Diego struck out {n} times Saturday and was quiet the whole ride home.",
        "One of the parents wants to know why her kid isn't pitching. Here we go.",
        "Need a practice plan for ten-year-olds that keeps them moving. They lose focus in like {n} minutes.",
        "We're {n} and {n} so far. Not bad for a bunch of kids who couldn't catch in February.",
        "The league wants every coach to do a concussion course online. Another thing on the list.",
        "Bought {n} new buckets of balls at {Academy|Dick's|Walmart}. {price}. Coaching is expensive lol.",
        "How do I teach a kid to stop stepping in the bucket when he swings?",
        "Snack schedule is a disaster, three families brought {food} and nobody brought water.",
        "Game is at {time} in {place}. I gotta leave the job site early again.",
        "Diego wants to try catcher. Is the gear expensive?",
        "Tournament fees are {price} per kid. Should we do a car wash to cover it?",
        "The ump last night missed like {n} calls. I kept my mouth shut, I'm proud of myself.",
        "How do you tell a parent their kid needs to practice at home without sounding mean?",
        "Our shortstop moved away mid-season. Who do I slide over?",
        "Kids want walk-up songs now like the big leagues. {Bad Bunny|Selena|Fuerza Regida}, everybody wants the same one.",
        "Is it okay to let the weaker kids bat at the top sometimes? I want everybody to feel part of it.",
    ],
    "taxes": [
        "Appraisal district says our house went up {n} percent. No way it's worth that.",
        "Should I hire one of those tax protest companies or do it myself?",
        "House on the corner sold for less than what they say mine is worth. Can I use that?",
        "Got the notice of appraised value. The protest deadline is coming up fast.",
        "Took pictures of the {foundation crack|old roof|water stain|busted driveway} for the protest. Does that help?",
        "Property taxes are gonna be more than my truck payment at this rate. Ridiculous.",
        "Do we even have the homestead exemption? Yesenia thinks we filed it when we bought the house.",
        "What do they ask at the informal review? I'm nervous I'll say something dumb.",
        "The comps they used are all over in {place}. Those houses have pools!",
        "Dad's over 65 — does he get a freeze on his property taxes?",
        "Can I protest online or do I have to go in person?",
        "I got a repair estimate for the foundation from a buddy, {price} just for the report. Worth it for the protest?",
        "My neighbor protested last year and got it lowered. He won't tell me how, says it's a secret lol.",
        "Is there a penalty if I pay the taxes late while the protest is pending?",
    ],
    "animals": [
        "The dog dug under the fence again. Found her in the neighbor's yard eating their {tomatoes|cat food|garden hose}.",
        "Chickens are laying like crazy, {n} eggs today. Anybody want eggs lol.",
        "Something's been getting into the coop at night. Possum maybe?",
        "The dog is scared of fireworks. {holiday} is gonna be rough.",
        "Is it okay to give the dog {chicken bones|tortillas|cheese}? Diego keeps sneaking her stuff.",
        "One of the hens stopped laying. Is she sick or just old?",
        "Need to redo the run, the wire's rusted. Probably {n} feet of hardware cloth.",
        "The dog ate a whole {sock|work glove|bag of tortilla chips}. She seems fine? Should I worry?",
        "Vet says she needs to lose a few pounds. Easier said than done, everybody feeds her.",
        "The rooster crows at {time} every morning and the neighbor is not a fan.",
        "It's gonna be a hundred and five this week, how do I keep the chickens cool?",
        "She pulled the leash out of Diego's hand chasing a cat. He's fine, just a scraped knee.",
        "Thinking about getting {n} more chicks this spring. Yesenia says absolutely not.",
        "The dog and the rooster have a truce now. She just watches him. It's kind of funny.",
        "Is it normal for a pit mix to snore this loud? Sounds like a table saw.",
        "Found a snake by the coop. Pretty sure it was a rat snake but I didn't ask it.",
    ],
    "church": [
        "Father Tomás asked me to help with the fundraiser again. Can't say no to him.",
        "The parish wants to raise money for the {roof|AC units|youth retreat|food pantry}. We need ideas.",
        "Last year's plate sale sold out by {time}. Should we make more this year?",
        "The Guadalupanas run the kitchen. I just do the heavy lifting.",
        "How do we sell raffle tickets without it being a hassle with cash?",
        "Need volunteers for the booth. Everybody says yes and then nobody shows up.",
        "Someone donated a {smoker|big TV|pair of Spurs tickets|handmade quilt} for the raffle. Nice.",
        "Do we need a permit for a food sale at the church? Ironic that I'm asking lol.",
        "Printing flyers at {Office Depot|the FedEx place|Staples} costs {price}. Worth it or just do Facebook?",
        "Somebody suggested a lotería night. Is that a good fundraiser?",
        "The church hall AC is broken again. I said I'd look at it. Of course I did.",
        "My comadre wants to do a cakewalk like when we were kids. Do people still do that?",
        "We have {n} volunteers signed up so far. Need like double that.",
        "How do we keep track of who paid for plates ahead of time? Last year was a disaster.",
    ],
}

ASST = {
    "crews": [
        "For splitting crews, put your most experienced lead where the homeowner is most hands-on; the other job can run on a checklist and a daily photo update.",
        "A restocking fee on a special order is pretty standard, but it's worth asking the yard to waive it against your next order since you're an account customer.",
        "On a change order, describe what you found, what it takes to fix, the cost, and the schedule impact, then get a signature before the work starts.",
        "Early starts in summer are smart. Just check the city's construction noise hours so the neighbors don't have a real complaint.",
        "Cracking mud usually means coats that are too thick or drying too fast; thinner coats and mesh tape on the joints usually fix it.",
        "If you rent a tool more than about a third of the year, buying it usually pays for itself within a season or two.",
        "For receipts, snap a photo the moment you get one and drop it in a folder per job. Even a simple habit beats a shoebox.",
        "An apprentice can be a great investment if you pair him with a patient lead and set clear expectations for the first ninety days.",
        "On the raise, compare his cost to the cost of training someone new. Losing a reliable guy mid-season usually costs more.",
        "For 'just throw it in' requests, a friendly line like 'happy to, I'll write it up as a small change order' keeps things clear.",
        "Heat safety matters: water, shade, and lighter work in the afternoon. You're doing the right thing.",
        "Overordering tile by ten to fifteen percent is normal for cuts and breakage; it's worth building into every bid.",
        "For bids, list the scope clearly, note what's excluded, and add a line for unforeseen conditions.",
        "A simple shared calendar with one color per crew goes a long way before you need a full scheduling app.",
        "Changes after ordering are a good reason to have a selections deadline in the contract.",
    ],
    "money": [
        "Before escalating, send a short written summary: work completed, amount due, and a clear date by which you expect payment.",
        "For a firm but polite email, stick to facts, attach the invoice and the signed scope, and name a specific deadline.",
        "In Texas, contractors have lien rights, but the notice deadlines are strict, so it's worth checking the timeline now rather than later.",
        "Requiring a materials deposit is normal in remodeling; most serious clients expect it.",
        "Late fees are hard to enforce if they weren't in the contract, but you can add them to your contract going forward.",
        "Refinancing makes sense if the rate drop is meaningful and the fees don't eat the savings; ask for the total cost, not just the monthly payment.",
        "Pausing punch-list work can give you leverage, but tell the client in writing so it doesn't look like abandonment.",
        "A buffer of even two weeks of payroll makes months like this a lot less stressful.",
        "Small claims in Texas goes through justice court; the filing is fairly simple and you don't need a lawyer for it.",
        "If they're disputing something they approved, the signed selection sheet or a text where they chose it is your best friend.",
        "Paying yourself a steady salary makes your personal budget and your taxes a lot more predictable.",
        "A line of credit can smooth cash flow, as long as you only draw on it for materials that are already sold.",
    ],
    "permit": [
        "Don't start work before the permit is issued; if the city catches it, you can end up with a stop-work order and double fees.",
        "Licensed trade contractors usually pull their own permits for their scope, but check that the city ties them to your project.",
        "The HOA and the city operate independently, so you do need both approvals; the HOA one can often run in parallel.",
        "For portal uploads, smaller PDFs and simple file names without special characters usually help.",
        "Missed inspection windows happen; ask if you can get a call-ahead so someone's on site when the inspector is close.",
        "A good relationship with an inspector is gold. Being ready and honest goes a long way.",
        "Even small projects like a water heater swap often need a permit; it protects the homeowner at resale too.",
        "Keep a checklist of the usual flags, like GFCI, smoke detectors, and railing heights, and walk the job before calling for inspection.",
        "For correction notices, answer each item in writing with a short note of what changed and where on the sheet it is.",
        "An expediter can pay for themselves on bigger jobs; for small remodels, most contractors learn the portal and save the fee.",
    ],
    "quince": [
        "Invitations usually go out six to eight weeks ahead, with save-the-dates earlier for out-of-town family.",
        "Padrinos often cover a specific item, sometimes fully and sometimes in part; asking what they're comfortable with is perfectly normal.",
        "For the father-daughter dance, a traditional vals works, but plenty of families pick something personal.",
        "A clear run-of-show with times for the mass, entrance, waltz, dinner and dance helps everyone, including the DJ.",
        "A cash bar is common these days, especially with a big guest list; just check that the venue's policy allows it.",
        "Fewer couples in the court means fewer rehearsals to coordinate, which honestly makes everyone's life easier.",
        "Shipping religious items from Mexico is usually fine, but leave a few weeks of buffer for customs.",
        "A slideshow during dinner is a nice touch; ten minutes or so keeps it sweet without dragging.",
        "For the surprise dance, short rehearsals a few times a week beat one long panic session the week before.",
        "It sounds like it's coming together. The last month always feels chaotic, and that's normal.",
    ],
    "dad": [
        "GFR is a rough measure of how well the kidneys are filtering; lower numbers mean they're filtering less.",
        "Morning dizziness can come from blood pressure meds or low sugar; it's worth mentioning to his doctor, especially if it's new.",
        "A weekly pill organizer and a simple written list taped inside a cabinet can make a big difference.",
        "For low-carb Mexican food, think caldo de pollo without rice, nopales with eggs, or carne asada with a salad instead of tortillas.",
        "Tingling in the feet is common with diabetes; daily foot checks and good shoes matter a lot.",
        "Walking every morning is great for blood sugar, as long as he wears good shoes and stays hydrated.",
        "Ask the pharmacist about manufacturer programs or a different plan tier; insulin prices vary a lot.",
        "Keeping a small log of readings with the time and what he ate helps the doctor adjust things.",
        "Cinnamon has weak evidence at best; it's not a substitute for his medication.",
        "It's worth asking his doctor directly where his kidney function is heading so you can plan, rather than guessing.",
    ],
    "fishing": [
        "Redfish around Port A often take live shrimp or mullet near the jetties, and soft plastics work well on the flats.",
        "Texas redfish have a slot and a daily bag limit; check the current TPWD rules before the trip since they change.",
        "For several guys over three days, plan on roughly a bag of ice per person per day, plus a block for the fish cooler.",
        "You'll want the saltwater endorsement on top of the basic license for coastal fishing.",
        "A guided trip is worth it for a first day to learn the water; after that, wade fishing is cheaper and a lot of fun.",
        "Wind over about fifteen miles an hour makes the bays choppy; plan the boat day for the calmest morning.",
        "For fish quality, bleed them, get them on ice right away, and keep the fillets dry in bags on top of the ice.",
        "For a beginner with a cast net, start with a small net and practice on the lawn before the trip.",
    ],
    "baseball": [
        "For ten-year-olds, ten-minute stations with lots of reps and a small game at the end keep attention best.",
        "Stepping in the bucket is often fear of the ball; soft toss and a tee with a target line help.",
        "For the parent, a calm private conversation about how you decide pitching usually goes better than a group discussion.",
        "Catcher's gear can be modest or pricey; many leagues have team sets for younger kids.",
        "A simple signup sheet with a water-and-snack pairing per game fixes most snack chaos.",
        "After a tough game, sometimes a quiet ride is fine. Let him bring it up when he's ready.",
        "Rotating the batting order now and then is a great way to keep every kid engaged at that age.",
        "For a mid-season hole at short, your most reliable glove usually matters more than the strongest arm.",
    ],
    "taxes": [
        "Photos of condition issues, repair estimates, and lower comparable sales are exactly the kind of evidence that helps.",
        "Doing it yourself is very doable for a single house; the companies mostly take a percentage of the savings.",
        "Homeowners 65 and older in Texas can get an additional exemption and a school tax ceiling; he'd need to apply.",
        "At the informal review, they mostly want to see your evidence; be calm and specific about why the value is too high.",
        "Comparables should be similar in size, age and condition; houses with pools or big remodels aren't fair comparisons.",
        "Most appraisal districts let you file and even settle online now, which saves a trip.",
        "You generally still need to pay the undisputed portion on time while a protest is pending.",
    ],
    "animals": [
        "Possums and raccoons are common coop raiders; hardware cloth instead of chicken wire and a secure latch usually stop them.",
        "Hens slow down with age, molting, and shorter days; if she's eating and active, it's probably not illness.",
        "Cooked chicken bones can splinter, so skip those; small bits of plain cheese are usually fine in moderation.",
        "For heat, shade, cold water, and frozen treats like watermelon help chickens a lot.",
        "For fireworks, a quiet interior room, some background noise, and a snug bed can help a nervous dog.",
        "Swallowed socks can cause blockages; watch for vomiting or not eating and call the vet if you see that.",
        "Pit mixes are notorious snorers; unless she's struggling to breathe, it's usually just the anatomy.",
        "Rat snakes are mostly after eggs; collecting eggs often and closing gaps in the coop helps.",
    ],
    "church": [
        "For raffles, a QR-code payment option next to the cash box makes things faster and easier to reconcile.",
        "Volunteer no-shows drop a lot with a reminder text the day before and short two-hour shifts.",
        "Lotería nights are great fundraisers: low cost, family-friendly, and easy to pair with food sales.",
        "Facebook and the parish bulletin reach most people for free; a small stack of flyers for the vestibule is plenty.",
        "Temporary food sales often need a health permit even for nonprofits; the city's health department can tell you quickly.",
        "A simple pre-order sheet with names, plate counts and a paid checkbox solves most of the tracking chaos.",
        "Cakewalks are making a comeback at parish festivals; they're cheap to run and kids love them.",
    ],
}

TODO = {
    "crews": ["order grout for the {place} bath", "pay the tile guy", "pick up the trailer from {fn}", "call about the dumpster swap",
              "get the guys' timesheets", "return the wrong vanity", "buy more blades for the saw"],
    "money": ["call the credit union", "send the final invoice reminder", "move money over for payroll",
              "print the signed contract", "look up the justice court forms", "pay the insurance"],
    "permit": ["upload the revised plans", "call for the rough-in inspection", "pay the permit fee online",
               "print the approved drawings for the site", "ask about the HOA letter"],
    "quince": ["confirm the chambelanes' tux rental", "pay the photographer the rest", "mail the invitations to Mexico",
               "buy the last doll", "check the waltz song with Valeria", "ask my cousins about the ring"],
    "dad": ["refill the test strips", "fax the Medicare form", "pick up dad's lab printout",
            "buy the sugar-free stuff at H-E-B", "call Memo about rides", "get a new pill organizer"],
    "fishing": ["renew the fishing license", "buy ice and bait", "check the tide chart", "fix the drag on my reel",
                "ask Chuy about his cooler", "get sunscreen"],
    "baseball": ["print the lineup cards", "wash the game jerseys", "email the parents about snacks",
                 "fix the pitching rotation", "restock the first aid kit"],
    "taxes": ["print comps from the appraisal site", "take photos of the foundation crack",
              "find the homestead paperwork", "write down my talking points"],
    "animals": ["buy layer feed", "patch the fence by the alley", "clean the coop", "get flea meds",
                "fix the waterer"],
    "church": ["call the Guadalupanas about the kitchen", "print raffle tickets", "get the tables from the hall",
               "ask {fn} about the smoker", "post the flyer on Facebook"],
}

REPORTERS = {
    "crews": ["my foreman", "{fn} from the yard", "one of my guys", "the dispatcher at the yard"],
    "money": ["Yesenia", "the lady at the credit union", "my accountant", "my compadre"],
    "permit": ["the lady at the permit counter", "my architect", "the plans examiner", "my electrician"],
    "quince": ["Yesenia", "Valeria", "my comadre", "the venue coordinator"],
    "dad": ["the nurse", "my apá", "the pharmacist", "Memo"],
    "fishing": ["Memo", "Chuy", "my brother Memo", "the guy at the bait shop"],
    "baseball": ["the league president", "one of the team moms", "Diego", "the other coach"],
    "taxes": ["my neighbor", "the lady at the appraisal district", "Yesenia", "my accountant"],
    "animals": ["the vet tech", "Diego", "Yesenia", "the neighbor"],
    "church": ["Father Tomás", "the parish secretary", "one of the Guadalupanas", "my comadre"],
}

QTAILS = ["is that normal?", "does that sound right to you?", "should I be worried about that?",
          "anything I should ask before then?", "do I need to do anything else on my end?", "would you change anything?",
          "am I overthinking it?", "is that gonna be a problem?"]

# ----------------------------------------------------------------------------------------------------------------
# planted-fact specifications
# ----------------------------------------------------------------------------------------------------------------


class Spec:
    def __init__(self, kind, thread, about, short, np, ask, cores, gen):
        self.kind, self.thread, self.about, self.short, self.np, self.ask, self.cores, self.gen = (
            kind, thread, about, short, np, ask, cores, gen)


S = Spec
SPECS = [
    # ---- person
    S("person", "quince", "quinceañera DJ", "the DJ", "the DJ for Valeria's quince",
      "Did you ever lock in a DJ for the quince? Who'd you go with?",
      ["we booked {v} to DJ the quince", "the DJ for the quince is gonna be {v}", "{v} is doing the music at the quince"], "name"),
    S("person", "quince", "padrino for the quince cake", "the cake padrino", "the padrino for the cake",
      "Who ended up saying yes to being padrino for the cake?",
      ["{v} said yes to being padrino de pastel", "the padrino for the cake is {v}", "we asked {v} to sponsor the cake and got a yes"], "don"),
    S("person", "quince", "seamstress making the quince dress", "the seamstress", "the seamstress making Valeria's dress",
      "Who's actually sewing Valeria's dress?",
      ["{v} is the one sewing Valeria's dress", "the seamstress making the dress is {v}", "Yesenia found {v} to do the dress"], "name"),
    S("person", "dad", "dad's kidney specialist", "dad's kidney doctor", "dad's kidney specialist",
      "What's the name of the kidney specialist your dad got referred to?",
      ["dad's new kidney doctor is {v}", "they referred him to {v} for the kidneys", "we're seeing {v} for his kidneys now"], "dr"),
    S("person", "permit", "city building inspector", "the inspector", "the inspector on the addition",
      "Do you know which inspector the city assigned to the addition?",
      ["the inspector they assigned us is {v}", "{v} is the inspector on the addition", "the city put {v} on our inspections"], "name"),
    S("person", "money", "client who owes him money", "the client who owes me", "the client who still owes me",
      "Which client is it that's behind on paying, by the way?",
      ["the client who won't pay is {v}", "{v} is the one who still owes me for the bathroom", "the bathroom client that owes me is {v}"], "name"),
    S("person", "crews", "lumber yard account rep", "my yard rep", "my rep at the lumber yard",
      "Who's your contact at the lumber yard these days?",
      ["my rep at the lumber yard is {v} now", "{v} handles my account at the yard", "the yard gave me {v} as my account rep"], "name"),
    S("person", "crews", "crew two lead", "the crew two lead", "the lead on crew two",
      "Who's running crew two now that you've shuffled things around?",
      ["{v} is running crew two now", "I put {v} in charge of crew two", "crew two's lead from now on is {v}"], "name"),
    S("person", "fishing", "fishing charter captain", "the captain", "the captain taking us out",
      "Did you find a captain for the bay trip? Who is it?",
      ["the captain for the charter is {v}", "we booked the boat with {v}", "{v} is taking us out on the bay"], "capt"),
    S("person", "baseball", "Little League assistant coach", "my assistant coach", "my assistant coach this season",
      "Did anybody step up to be your assistant coach?",
      ["{v} agreed to be my assistant coach", "my assistant coach this season is {v}", "{v} is helping me coach this year"], "name"),
    S("person", "taxes", "appraiser on the tax protest", "the appraiser", "the appraiser on our protest",
      "Do you know who the appraiser on your protest file is?",
      ["the appraiser on my protest file is {v}", "{v} is the appraiser handling our case", "the appraisal district put {v} on our file"], "name"),
    S("person", "church", "church fundraiser chair", "the fundraiser chair", "the chair of the fundraiser committee",
      "Who's chairing the fundraiser this year?",
      ["the fundraiser chair this year is {v}", "{v} is running the fundraiser committee", "Father Tomás picked {v} to chair the fundraiser"], "name"),
    S("person", "animals", "dog's veterinarian", "the vet", "the dog's vet", "Which vet do you take her to?",
      ["the dog's vet is {v}", "we take her to {v} for the vet stuff", "{v} has been her vet since she was a puppy"], "dr"),
    # ---- pet
    S("pet", "animals", "dog's name", "the dog's name", "our pit mix's name", "What's the pup's name, by the way?",
      ["our pit mix is named {v}", "the dog's name is {v}", "Diego named the dog {v}"], "dog"),
    S("pet", "animals", "dog's medication and dose", "the dog's meds", "the medicine the vet put her on",
      "What did the vet end up prescribing for her?",
      ["the vet put her on {v}", "she's taking {v} for her hips now", "her meds are {v} with breakfast"], "med"),
    S("pet", "animals", "dog's weight", "the dog's weight", "what she weighed at the vet", "How much does she weigh these days?",
      ["she weighed in at {v} at the vet", "the dog is {v} now", "the scale at the vet said {v}"], "weight"),
    S("pet", "animals", "backyard chickens (count and breed)", "the flock", "what's in the coop right now",
      "How many hens do you have now, and what kind?",
      ["we've got {v} in the backyard", "the flock right now is {v}", "the coop has {v} in it"], "hens"),
    S("pet", "animals", "rooster's name", "the rooster's name", "the rooster's name", "Does the rooster have a name?",
      ["the rooster is called {v}", "Diego named the rooster {v}", "the rooster's name is {v}"], "rooster"),
    S("pet", "animals", "dog's food", "the dog food", "the food she eats", "What food do you have her on?",
      ["she only eats {v}", "we switched her to {v}", "the vet wants her on {v}"], "dogfood"),
    # ---- date
    S("date", "quince", "Valeria's quinceañera date", "the quince date", "the date of Valeria's quince",
      "Do you have the date of the quince locked in yet?",
      ["the quince is set for {v}", "Valeria's quince is happening {v}", "we locked in {v} for the quince"], "date"),
    S("date", "dad", "dad's kidney specialist appointment", "dad's kidney appointment", "dad's appointment with the kidney doctor",
      "When is your dad's kidney appointment?",
      ["dad's kidney appointment is {v}", "they got dad in with the kidney doctor for {v}", "the nephrology appointment is {v}"], "date"),
    S("date", "fishing", "Port Aransas fishing trip date", "the fishing trip", "when we're heading down to Port A",
      "When are y'all heading down to Port A?",
      ["we're heading down to Port A {v}", "the fishing trip is {v}", "the Port A trip is locked in for {v}"], "date"),
    S("date", "permit", "framing inspection date", "the framing inspection", "the framing inspection",
      "Did the city give you a date for the framing inspection?",
      ["the framing inspection is scheduled for {v}", "the city gave me {v} for the framing inspection", "framing inspection got booked for {v}"], "date"),
    S("date", "taxes", "property tax protest hearing date", "the protest hearing", "the hearing for the tax protest",
      "When's the hearing for the protest?",
      ["my protest hearing is {v}", "the ARB hearing got set for {v}", "they scheduled the tax hearing for {v}"], "date"),
    S("date", "church", "church fundraiser date", "the fundraiser date", "the date of the parish fundraiser",
      "When is the fundraiser actually happening?",
      ["the parish fundraiser is {v}", "the fundraiser is going to be {v}", "the fundraiser got put on the calendar for {v}"], "date"),
    S("date", "money", "truck loan payment due date", "the truck payment due date", "when the truck payment is due",
      "When's the truck payment due?",
      ["the truck payment is due {v}", "the first payment on the new truck loan hits {v}", "the credit union wants the truck payment by {v}"], "date"),
    S("date", "baseball", "Little League tournament start", "the tournament", "when the tournament starts",
      "When does the tournament start?",
      ["the tournament starts {v}", "our first tournament game is {v}", "the league set the tournament for {v}"], "date"),
    S("date", "quince", "quince cake tasting", "the cake tasting", "the cake tasting at the bakery", "When's the cake tasting?",
      ["the cake tasting is {v}", "the bakery can do the tasting {v}"], "date"),
    S("date", "quince", "Valeria's dress fitting", "the dress fitting", "Valeria's dress fitting", "When is Valeria's next fitting?",
      ["the dress fitting is {v}", "the seamstress wants Valeria in for a fitting {v}"], "date"),
    S("date", "money", "final walkthrough with the client", "the final walkthrough", "the final walkthrough on the bathroom job",
      "When's the walkthrough with that client?",
      ["the final walkthrough is {v}", "we're doing the walkthrough {v}"], "date"),
    S("date", "animals", "dog's vet appointment", "the dog's vet appointment", "the dog's vet appointment",
      "When is she due back at the vet?",
      ["the dog's vet appointment is {v}", "she goes back to the vet {v}"], "date"),
    # ---- amount
    S("amount", "quince", "quince venue deposit", "the venue deposit", "the deposit on the hall", "How much was the deposit on the hall?",
      ["the deposit for the hall is {v}", "we put down {v} on the venue", "the hall wanted {v} up front"], ("usd", 1500, 6000)),
    S("amount", "money", "amount the client owes", "the balance the client owes", "what that client owes me",
      "How much is that client into you for?",
      ["the client still owes me {v}", "the balance on that bathroom job is {v}", "the unpaid balance is {v}"], ("usd", 3000, 14000)),
    S("amount", "money", "monthly truck payment", "the truck payment", "my monthly truck note", "What's the monthly on the truck?",
      ["the truck note is {v} a month", "my truck payment is {v} every month", "I'm paying {v} monthly on the truck"], ("usd", 550, 1150)),
    S("amount", "crews", "lumber yard account balance", "the yard balance", "my balance at the lumber yard",
      "What's your balance with the yard right now?",
      ["my balance at the yard is {v}", "I owe the lumber yard {v} right now", "the yard statement says {v}"], ("usd", 1500, 9500)),
    S("amount", "dad", "dad's insulin copay", "the insulin copay", "dad's insulin copay", "What's he paying for the insulin after insurance?",
      ["dad's insulin copay is {v}", "the insulin runs {v} after insurance", "the pharmacy charged {v} for his insulin"], ("usd", 35, 160)),
    S("amount", "fishing", "fishing charter cost", "the charter price", "what the charter costs", "What's the charter going to run you?",
      ["the charter is {v} for the day", "the boat is gonna run us {v}", "the captain quoted {v} for the full day"], ("usd", 450, 1300)),
    S("amount", "quince", "DJ fee", "the DJ's fee", "what the DJ charges", "What's the DJ charging?",
      ["the DJ is charging {v}", "the DJ wants {v} for six hours", "the DJ package came to {v}"], ("usd", 600, 1900)),
    S("amount", "quince", "quince dress price in pesos", "the dress price", "what the dress costs in pesos",
      "How much is the dress from Torreón?",
      ["the dress from Torreón is {v}", "the seamstress quoted {v} for the dress", "the dress came out to {v}"], ("mxn", 8000, 32000)),
    S("amount", "taxes", "appraised value of the house", "the appraised value", "what they appraised the house at",
      "What did they appraise the house at?",
      ["they have the house appraised at {v}", "the appraisal district says the house is worth {v}", "the notice says {v} for the house"], ("big", 210000, 345000)),
    S("amount", "church", "church fundraiser goal", "the fundraiser goal", "the goal for the fundraiser",
      "Is there a dollar goal for the fundraiser?",
      ["the goal for the fundraiser is {v}", "Father wants us to raise {v}", "the committee set the goal at {v}"], ("usd", 5000, 25000)),
    S("amount", "baseball", "team uniforms cost", "the uniform bill", "what the uniforms cost", "How much did the uniforms come to?",
      ["the uniforms came out to {v}", "the jersey order was {v}"], ("usd", 300, 950)),
    # ---- phone
    S("phone", "quince", "DJ's phone number", "the DJ's number", "the DJ's cell", "Do you have a number for the DJ?",
      ["the DJ's cell is {v}", "you can reach the DJ at {v}", "the DJ said to call {v}"], "phone"),
    S("phone", "dad", "kidney clinic phone number", "the kidney clinic number", "the number for the kidney clinic",
      "What's the number for the kidney clinic?",
      ["the kidney clinic's number is {v}", "to reschedule dad you call {v}", "the nephrology office line is {v}"], "phone"),
    S("phone", "permit", "inspector's direct line", "the inspector's number", "the inspector's direct line",
      "Did the inspector give you a direct number?",
      ["the inspector's direct line is {v}", "the inspector said to call {v} before nine"], "phone"),
    S("phone", "fishing", "charter captain's phone", "the captain's number", "the captain's cell", "Do you have the captain's number?",
      ["the captain's number is {v}", "you text the captain at {v} the night before"], "phone361"),
    S("phone", "quince", "bakery's phone number", "the bakery's number", "the number for the bakery", "What's the bakery's number?",
      ["the bakery's number is {v}", "you call the panadería doing the cake at {v}"], "phone"),
    S("phone", "quince", "tía's phone number in Torreón", "my tía's number", "my tía's number in Torreón",
      "Do you have a number for your tía in Torreón?",
      ["my tía's number in Torreón is {v}", "you reach my tía in Torreón at {v}"], "phone_mx"),
    S("phone", "animals", "vet clinic phone number", "the vet's number", "the vet clinic's number", "What's the vet clinic's number?",
      ["the vet's number is {v}", "the animal clinic's line is {v}"], "phone"),
    S("phone", "money", "loan officer's direct number", "the loan officer's number", "the loan officer's direct line",
      "Did the loan officer give you a direct line?",
      ["the loan officer's direct number is {v}", "the credit union guy said to call {v}"], "phone"),
    # ---- address
    S("address", "quince", "quince reception venue address", "the venue address", "where the reception hall is",
      "What's the address of the reception hall?",
      ["the reception hall is at {v}", "the venue address is {v}", "the party's at {v}"], "addr_sa"),
    S("address", "permit", "addition job site address", "the job site address", "the job site for the addition",
      "What's the address on the addition job?",
      ["the job site is {v}", "the addition we're building is at {v}", "the permit is for {v}"], "addr_sa"),
    S("address", "dad", "kidney clinic address", "the kidney clinic address", "where the kidney clinic is",
      "Where's the kidney clinic located?",
      ["the kidney clinic is at {v}", "dad's kidney doctor is out at {v}"], "addr_ste"),
    S("address", "fishing", "Port Aransas rental address", "the rental address", "the rental house in Port A",
      "Where are y'all staying in Port A?",
      ["the rental house in Port A is {v}", "we're staying at {v}", "the beach rental is {v}"], "addr_pa"),
    S("address", "quince", "tía's house in Torreón", "my tía's address", "my tía's house in Torreón",
      "Where should the stuff for Torreón get shipped?",
      ["my tía's house is {v}", "the recuerdos get shipped to my tía at {v}"], "addr_mx"),
    S("address", "crews", "new lumber yard branch address", "the new yard location", "the yard's new location",
      "Where's the new yard location?",
      ["the new yard location is {v}", "my pickups are at the new branch, {v}"], "addr_sa"),
    S("address", "church", "fundraiser location", "the fundraiser location", "where the fundraiser is",
      "Where's the fundraiser being held?",
      ["the fundraiser's at the parish hall, {v}", "set-up for the fundraiser is at {v}"], "addr_sa"),
    S("address", "money", "non-paying client's address", "the client's address", "the house of the client who owes me",
      "What's the address on that unpaid job, for the paperwork?",
      ["the client who owes me lives at {v}", "the unpaid bathroom job was at {v}"], "addr_sa"),
    # ---- id
    S("id", "permit", "building permit number", "the permit number", "the permit number for the addition",
      "Did the permit come through with a number yet?",
      ["the permit number is {v}", "the permit came through as {v}", "the city issued it under {v}"], "permit"),
    S("id", "dad", "dad's Medicare number", "dad's Medicare number", "dad's Medicare number",
      "Do you have his Medicare number handy for the forms?",
      ["dad's Medicare number is {v}", "his Medicare card says {v}"], "mbi"),
    S("id", "money", "unpaid invoice number", "the invoice number", "the unpaid invoice", "Which invoice number is the unpaid one?",
      ["the unpaid invoice is {v}", "the invoice they never paid is {v}"], "invoice"),
    S("id", "money", "truck VIN (last eight)", "the VIN", "the last eight of the truck's VIN",
      "Do you have the VIN handy for the refinance paperwork?",
      ["the last eight of the truck's VIN are {v}", "the VIN ends in {v}"], "vin"),
    S("id", "crews", "lumber yard PO number", "the PO number", "the PO for the cabinets", "Did the yard give you a PO number?",
      ["the PO for the cabinets is {v}", "the yard put the order under {v}"], "po"),
    S("id", "taxes", "tax protest case number", "the protest case number", "the case number on the protest",
      "Did they give you a case number for the protest?",
      ["the protest case number is {v}", "my protest got filed as {v}"], "protest"),
    S("id", "fishing", "charter booking confirmation", "the confirmation code", "the charter confirmation",
      "Did you get a confirmation for the charter?",
      ["the confirmation code for the charter is {v}", "the booking confirmation is {v}"], "conf"),
    S("id", "money", "truck license plate", "the plate", "the truck's plate", "What's the plate on the truck, for the form?",
      ["the truck's plate is {v}", "my plate number is {v}"], "plate"),
    S("id", "quince", "venue contract number", "the contract number", "the venue contract number",
      "Is there a contract number on the venue paperwork?",
      ["the venue contract number is {v}", "the hall contract is {v}"], "contract"),
    # ---- decision
    S("decision", "quince", "quince cake choice", "the cake", "what we picked for the cake", "Did you all decide on a cake?",
      ["we decided on {v} for the cake", "Valeria picked {v} for the cake", "the cake is gonna be {v}"],
      ("pool", ["a four-tier tres leches", "the chocoflan with gold leaf", "pastel de elote with cajeta", "a strawberry tres leches"])),
    S("decision", "money", "what to do about the truck loan", "the truck plan", "what I'm doing about the truck",
      "Did you decide what to do about the truck loan?",
      ["I decided to {v}", "we're gonna {v}, final answer", "the plan is to {v}"],
      ("pool", ["refinance with the credit union", "pay the truck off with the tax refund", "trade it in for a used Tundra"])),
    S("decision", "money", "next step with the non-paying client", "the plan for the client", "my next step with the client",
      "What's your next move if they still don't pay?",
      ["I'm going to {v} if I don't see a check", "the next step is to {v}"],
      ("pool", ["file a mechanic's lien", "take them to justice court", "hand it to a collections lawyer"])),
    S("decision", "fishing", "fishing trip plan", "the trip plan", "what we agreed on for the trip", "Did y'all settle the plan for the trip?",
      ["we agreed to {v}", "the plan is to {v}"],
      ("pool", ["wade the flats instead of the charter", "fish the south jetty the first morning", "rent a golf cart instead of taking two trucks"])),
    S("decision", "baseball", "lineup decision", "the lineup change", "the lineup call I made", "Did you figure out the lineup question?",
      ["I'm going to {v} this weekend", "I decided to {v}"],
      ("pool", ["bat Diego ninth", "rotate catchers every two innings", "start the lefty in center"])),
    S("decision", "taxes", "how to handle the tax protest", "the protest plan", "how we're handling the protest",
      "Are you going to do the protest yourself?",
      ["I decided to {v}", "we're gonna {v}"],
      ("pool", ["do the protest myself", "sign with a protest company", "take the settlement offer"])),
    S("decision", "church", "fundraiser format", "the fundraiser idea", "what the committee picked for the fundraiser",
      "Did the committee pick a fundraiser idea?",
      ["the committee voted for {v}", "we're going with {v} for the fundraiser"],
      ("pool", ["a Saturday lotería tournament", "a brisket plate sale", "a washer-toss tournament"])),
    S("decision", "crews", "business decision about jobs", "the new rule", "my new rule for the business",
      "Did you decide anything about which jobs to take?",
      ["I made up my mind to {v}", "from now on I'm going to {v}"],
      ("pool", ["stop bidding bathrooms under ten grand", "hire a third crew lead", "only buy tile through the yard"])),
    # ---- preference
    S("preference", "quince", "quince colors", "the colors", "the colors Valeria wants", "Did Valeria settle on colors?",
      ["Valeria wants {v} for the colors", "the colors are gonna be {v}", "we're doing {v} for the colors"],
      ("pool", ["sage green and gold", "dusty rose and champagne", "emerald and black", "lavender and silver"])),
    S("preference", "crews", "how he prefers clients to contact him", "how to reach me", "how I like clients to reach me",
      "How do you prefer clients get in touch with you?",
      ["what works best for me is {v}", "clients should reach me by {v}"],
      ("pool", ["text, not email", "WhatsApp voice notes", "a call before seven"])),
    S("preference", "dad", "dad's favorite diabetic-friendly food", "dad's favorite", "the one diet food dad likes",
      "Is there anything on the diet your dad actually enjoys?",
      ["the one thing dad actually likes on his diet is {v}", "dad's happy as long as he gets {v}"],
      ("pool", ["caldo de res with no rice", "nopales with scrambled eggs", "sugar-free Jell-O", "chicken fajitas with lettuce wraps"])),
    S("preference", "fishing", "preferred bait", "my bait", "my go-to bait", "What bait do you like to use down there?",
      ["I'd rather use {v} than anything else", "my go-to bait is {v}"],
      ("pool", ["live croaker", "Gulp shrimp under a popping cork", "cut mullet"])),
    S("preference", "crews", "go-to drink on the job", "my drink", "my go-to drink on a job site", "What do you drink to get through the heat?",
      ["my go-to on the job is {v}", "all I want on a hot day is {v}"],
      ("pool", ["Topo Chico with lime", "a Big Red", "a cold Mexican Coke"])),
    S("preference", "quince", "quince music preference", "the music", "the music Yesenia wants", "What kind of music do you want at the party?",
      ["Yesenia really wants {v}", "for the music we want {v}"],
      ("pool", ["more cumbias than reggaeton", "old-school Tejano for the parents", "a live mariachi for the entrance"])),
    S("preference", "crews", "tool brand preference", "my tools", "my tool brand", "Are you loyal to any tool brand?",
      ["I'll always take {v}", "on tools it's {v} for me"],
      ("pool", ["Milwaukee over DeWalt", "Makita over Ryobi"])),
    S("preference", "baseball", "Diego's preferred position", "Diego's position", "where Diego wants to play",
      "Where does Diego like to play?",
      ["Diego wants to play {v}", "Diego keeps asking to play {v}"],
      ("pool", ["second base, not outfield", "catcher like his tío"])),
    # ---- constraint
    S("constraint", "baseball", "Diego's food allergy", "the snack rule", "the rule for team snacks",
      "Any allergies on the team I should keep in mind for the snack list?",
      ["Diego's allergic, so it's {v} for team snacks", "for snacks the rule is {v}, because of Diego"],
      ("pool", ["no peanuts", "no tree nuts", "no shellfish"])),
    S("constraint", "quince", "venue rule", "the venue rule", "the hall's rule", "Does the hall have any rules you need to plan around?",
      ["the hall's rule is {v}", "the venue contract says {v}"],
      ("pool", ["out of the hall by 12:30", "music off at 11:45", "no confetti cannons"])),
    S("constraint", "crews", "work schedule rule", "my schedule rule", "my rule with the crews",
      "Do you have any hard rules for your crews' schedule?",
      ["my rule with the crews is {v}", "with my guys it's {v}, period"],
      ("pool", ["no work on Sundays", "off the job by 4 on Fridays"])),
    S("constraint", "dad", "dad's diet limit", "dad's limit", "dad's diet limit", "Did the doctor give him a specific limit?",
      ["the doctor said {v}", "dad's limit is {v}"],
      ("pool", ["under 45 carbs a meal", "no more than two tortillas", "no regular soda at all"])),
    S("constraint", "fishing", "boat rule", "the boat rule", "the rule on the boat", "Any rules from the captain?",
      ["the captain said {v}", "the rule on the boat is {v}"],
      ("pool", ["no glass on the boat", "max four guys on the boat", "no bananas on board"])),
    S("constraint", "crews", "his lifting restriction (back)", "my restriction", "my back restriction",
      "What did they tell you about your back?",
      ["the chiropractor said {v}", "doctor's orders: {v}"],
      ("pool", ["nothing over 50 pounds", "no ladders for three weeks"])),
]

# ----------------------------------------------------------------------------------------------------------------
# value generators
# ----------------------------------------------------------------------------------------------------------------
FIRST_M = ["Rolando", "Efraín", "Teodoro", "Abelardo", "Heriberto", "Anselmo", "Octavio", "Wendell", "Douglas",
           "Osvaldo", "Fermín", "Leonel", "Ignacio", "Rigoberto", "Eliseo", "Baltazar", "Clemente", "Trent"]
FIRST_F = ["Graciela", "Marisela", "Lorena", "Xóchitl", "Dolores", "Brenda", "Rebeca", "Cynthia", "Gretchen", "Priya",
           "Naomi", "Itzel", "Araceli", "Maribel", "Claudette", "Noemí", "Perla", "Esmeralda"]
LAST = ["Cantú", "Villarreal", "Zamora", "Ybarra", "Escobedo", "Benavides", "Saenz", "Olvera", "Cavazos", "Longoria",
        "Tijerina", "Kowalski", "Pruitt", "Whitfield", "Okafor", "Montemayor", "Arredondo", "Quintanilla", "Galván",
        "Hinojosa", "Barrientos", "Elizondo", "Pfeiffer", "Nguyen", "Castañeda", "Maldonado", "Resendez", "Huerta"]
DOGS = ["Chispa", "Canela", "Frijolita", "Pelusa", "Duquesa", "Nieves", "Tormenta", "Bonita", "Princesa", "Lobita",
        "Cuquita", "Mazapán", "Galleta"]
ROOSTERS = ["Don Chente", "El General", "Capitán Kiki", "Gallo Loco", "Pedro Infante", "El Patrón", "Señor Plumas"]
MEDS = ["Carprofen 75 mg", "Apoquel 16mg", "gabapentin 100 mg", "Galliprant 60 mg", "Rimadyl 100mg twice a day",
        "half a Benadryl at night"]
DOGFOOD = ["Diamond Naturals lamb and rice", "Purina Pro Plan Large Breed", "Kirkland salmon formula",
           "Blue Buffalo Wilderness", "Hill's Science Diet Perfect Weight"]
HENS = ["five Barred Rock hens", "six Buff Orpingtons", "four Rhode Island Reds", "seven Easter Eggers",
        "three Silkies and two Leghorns", "eight Australorps"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
          "December"]
MON3 = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
HOLIDAYS = ["Memorial Day weekend", "the Saturday before Easter", "end of the month", "the Friday after Thanksgiving",
            "Labor Day weekend", "the first Saturday in June", "the week after Easter", "Father's Day weekend",
            "the second Sunday of October"]
SA_STREETS = ["Culebra Rd", "Bandera Rd", "Zarzamora St", "Nogalitos St", "Fredericksburg Rd", "Blanco Rd",
              "Vance Jackson Rd", "Pleasanton Rd", "S Flores St", "W Commerce St", "Babcock Rd", "Marbach Rd",
              "Potranco Rd", "Wurzbach Rd", "Callaghan Rd", "Ingram Rd", "Bulverde Rd", "Rigsby Ave"]
STE_STREETS = ["NE Loop 410", "NW Loop 410", "Medical Dr", "Babcock Rd", "Fredericksburg Rd", "Floyd Curl Dr",
               "Wurzbach Rd"]
PA_STREETS = ["S Station St", "Cotter Ave", "Cut-Off Rd", "Sand Dollar Dr", "Beach St", "Avenue G", "Alister St"]
MX_STREETS = ["Calle Morelos", "Av. Juárez", "Calle Colón", "Blvd. Independencia", "Calle Abasolo", "Av. Hidalgo"]
MX_COLS = ["Col. Centro", "Col. Los Ángeles", "Col. Torreón Jardín", "Col. Navarro", "Col. Moderna"]
WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
MBI_L = "ACDEFGHJKMNPQRTUVWXY"


def _w(n):
    if n < 20:
        return WORDS[n]
    return TENS[n // 10] + ("" if n % 10 == 0 else "-" + WORDS[n % 10])


def _words_amount(n):
    if n < 100:
        return f"{_w(n)} bucks"
    if n < 10000 and n % 100 == 0 and n // 100 < 100:
        return f"{_w(n // 100)} hundred"
    if 1000 <= n < 10000 and n % 100 >= 10 and (n // 100) % 10 != 0:
        return f"{_w(n // 100)} {_w(n % 100)}"
    if n >= 10000 and n % 1000 == 0 and n // 1000 < 100:
        return f"{_w(n // 1000)} thousand"
    return None


def _ordinal(d):
    suf = "th" if 11 <= d % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suf}"


def _k(n):
    s = f"{n / 1000:.3f}".rstrip("0").rstrip(".")
    return s + "k"


def gen_value(rng, gen):
    r = rng
    if isinstance(gen, tuple):
        tag = gen[0]
        if tag == "pool":
            return r.choice(gen[1])
        lo, hi = gen[1], gen[2]
        if tag == "usd":
            step = 5 if hi < 200 else (25 if hi < 2000 else 50)
            n = r.randrange(lo, hi, step)
            opts = [f"${n:,}", f"{n} bucks", f"USD {n:,}.00", f"${n:,}.00"]
            if n >= 1000 and n % 10 == 0:
                opts.append(_k(n))
            w = _words_amount(n)
            if w:
                opts += [w, w]
            if hi < 200:
                opts.append(f"${n}.{r.choice([49, 50, 99, 25])}")
            return r.choice(opts)
        if tag == "mxn":
            n = r.randrange(lo, hi, 500)
            opts = [f"${n:,} pesos", f"MX${n:,}", f"{n:,} pesos"]
            if n % 1000 == 0:
                opts.append(f"{n // 1000} mil pesos")
            return r.choice(opts)
        if tag == "big":
            n = r.randrange(lo, hi, 100)
            return r.choice([f"${n:,}", _k(n), f"USD {n:,}", f"${n:,}.00"])
    if gen == "name":
        return f"{r.choice(FIRST_M + FIRST_F)} {r.choice(LAST)}"
    if gen == "dr":
        return r.choice([f"Dr. {r.choice(LAST)}", f"Dr. {r.choice(FIRST_M + FIRST_F)} {r.choice(LAST)}"])
    if gen == "don":
        return r.choice([f"Don {r.choice(FIRST_M)} {r.choice(LAST)}", f"Doña {r.choice(FIRST_F)} {r.choice(LAST)}",
                         f"{r.choice(FIRST_M + FIRST_F)} {r.choice(LAST)}"])
    if gen == "capt":
        return r.choice([f"Captain {r.choice(FIRST_M)} {r.choice(LAST)}", f"Capt. {r.choice(LAST)}",
                         f"{r.choice(FIRST_M + FIRST_F)} {r.choice(LAST)}"])
    if gen == "dog":
        return r.choice(DOGS)
    if gen == "rooster":
        return r.choice(ROOSTERS)
    if gen == "med":
        return r.choice(MEDS)
    if gen == "dogfood":
        return r.choice(DOGFOOD)
    if gen == "hens":
        return r.choice(HENS)
    if gen == "weight":
        n = r.randint(52, 79)
        return r.choice([f"{n} pounds", f"{n} lbs", f"{_w(n)} pounds", f"{n}.{r.randint(1, 9)} lbs"])
    if gen == "date":
        m, d = r.randint(3, 11), r.randint(1, 28)
        wd = r.choice(WEEKDAYS)
        f = r.randrange(11)
        return [f"{MONTHS[m - 1]} {_ordinal(d)}", f"{m}/{d}", f"the {_ordinal(d)}", f"next {wd}",
                f"2026-{m:02d}-{d:02d}", r.choice(HOLIDAYS), f"{wd}, {MON3[m - 1]} {d}",
                f"{MONTHS[m - 1]} {d} at {r.choice(['8:15', '9:40', '10:30', '1:45', '2:20', '3:10'])}",
                f"{wd} the {_ordinal(d)}", f"{m}/{d}/26", r.choice(HOLIDAYS)][f]
    if gen in ("phone", "phone361"):
        a = "361" if gen == "phone361" else r.choice(["210", "210", "726", "830"])
        ln = f"01{r.randint(0, 99):02d}"
        return r.choice([f"({a}) 555-{ln}", f"{a}-555-{ln}", f"{a}.555.{ln}", f"+1 {a} 555 {ln}", f"{a}555{ln}"])
    if gen == "phone_mx":
        a, b = r.randint(100, 999), r.randint(1000, 9999)
        return r.choice([f"+52 871 {a} {b}", f"871 {a} {b}", f"+52 (871) {a}-{b}"])
    if gen == "addr_sa":
        num, st = r.randint(1100, 9899), r.choice(SA_STREETS)
        return r.choice([f"{num} {st}, San Antonio, TX 782{r.randint(1, 59):02d}", f"{num} {st}",
                         f"Lot {r.randint(3, 40)}, {st}", f"{num} {st} #{r.randint(101, 420)}",
                         f"{num} {st}, San Antonio 782{r.randint(1, 59):02d}"])
    if gen == "addr_ste":
        return r.choice([f"Ste {r.randint(100, 480)}, {r.randint(1000, 9800)} {r.choice(STE_STREETS)}",
                         f"{r.randint(1000, 9800)} {r.choice(STE_STREETS)}, Suite {r.randint(100, 480)}",
                         f"{r.randint(1000, 9800)} {r.choice(STE_STREETS)} Bldg {r.choice('ABCD')}"])
    if gen == "addr_pa":
        return r.choice([f"{r.randint(100, 1900)} {r.choice(PA_STREETS)}, Port Aransas, TX 78373",
                         f"Unit {r.randint(1, 9)}{r.choice('ABC')}, {r.randint(100, 1900)} {r.choice(PA_STREETS)}",
                         f"{r.randint(100, 1900)} {r.choice(PA_STREETS)}"])
    if gen == "addr_mx":
        return r.choice([f"{r.choice(MX_STREETS)} {r.randint(100, 1900)}, {r.choice(MX_COLS)}, Torreón",
                         f"{r.choice(MX_STREETS)} {r.randint(100, 1900)} Ote., Torreón, Coah.",
                         f"{r.choice(MX_STREETS)} #{r.randint(100, 1900)}, {r.choice(MX_COLS)}"])
    if gen == "permit":
        return r.choice([f"BP-2026-{r.randint(0, 99999):05d}", f"RES-26-{r.randint(0, 999999):06d}",
                         f"B26-{r.randint(0, 999999):06d}", f"PRJ-{r.randint(1000000, 9999999)}"])
    if gen == "mbi":
        L = lambda: r.choice(MBI_L)
        A = lambda: r.choice(MBI_L + "0123456789")
        D = lambda: str(r.randint(0, 9))
        p1, p2, p3 = f"{r.randint(1, 9)}{L()}{A()}{D()}", f"{L()}{A()}{D()}", f"{L()}{L()}{D()}{D()}"
        return r.choice([f"{p1}-{p2}-{p3}", f"{p1}{p2}{p3}"])
    if gen == "invoice":
        return r.choice([f"INV {2026}{r.randint(1, 12):02d}{r.randint(1, 28):02d}-{r.randint(1, 19):02d}",
                         f"INV-{r.randint(1000, 9999)}", f"#2026-{r.randint(100, 999):04d}", f"TR-{r.randint(1000, 9999)}"])
    if gen == "vin":
        return f"{r.choice('NPRST')}{r.choice('CFKEG')}{r.randint(0, 999999):06d}"
    if gen == "po":
        return r.choice([f"PO {r.randint(10000, 99999)}", f"PO# {r.randint(10000, 99999)}-{r.choice('ABCK')}",
                         f"PO-{r.randint(100000, 999999)}"])
    if gen == "protest":
        return r.choice([f"26-{r.randint(100000, 999999)}", f"P{r.randint(10000000, 99999999)}",
                         f"2026-PR-{r.randint(10000, 99999)}"])
    if gen == "conf":
        return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    if gen == "plate":
        p = "".join(r.choice("BCDFGHJKLMNPRSTVWXYZ") for _ in range(3))
        return r.choice([f"{p}-{r.randint(1000, 9999)}", f"{p} {r.randint(1000, 9999)}"])
    if gen == "contract":
        return r.choice([f"QC-{r.randint(1000, 9999)}", f"EVT-26-{r.randint(100, 999)}", f"Contract #{r.randint(10000, 99999)}"])
    raise ValueError(gen)


# ----------------------------------------------------------------------------------------------------------------
# text helpers
# ----------------------------------------------------------------------------------------------------------------
_BR = re.compile(r"\{([^{}]*)\}")


def ex(rng, s, extra=None):
    def rep(m):
        b = m.group(1)
        if "|" in b:
            return rng.choice(b.split("|"))
        if extra and b in extra:
            return extra[b]
        return rng.choice(SLOTS[b])

    for _ in range(8):
        s2 = _BR.sub(rep, s)
        if s2 == s:
            break
        s = s2
    return s


def cap(s):
    if not s or s[0] in (SENT, OLD, NEW):
        return s
    return s[0].upper() + s[1:]


def decap(s):
    if not s or s[0] in (SENT, OLD, NEW):
        return s
    first = s.split(" ", 1)[0].rstrip(",.'’s")
    if first in PROPER or s.split(" ", 1)[0] in PROPER or (len(first) > 1 and first[1].isupper()):
        return s
    return s[0].lower() + s[1:]


def join(*parts):
    out = ""
    for p in parts:
        if not p:
            continue
        if not out:
            out = p
        elif out[-1] in ".!?)\n":
            out += " " + cap(p)
        else:
            out += " " + decap(p)
    return out


_TXT = [(r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bbecause\b", "bc"), (r"\btomorrow\b", "tmrw"),
        (r"\bright now\b", "rn"), (r"\bokay\b", "ok"), (r"\bpeople\b", "ppl"), (r"\bplease\b", "pls"),
        (r"\bthough\b", "tho"), (r"\bi'm\b", "im"), (r"\bdon't\b", "dont"), (r"\bcan't\b", "cant"),
        (r"\bwith\b", "w"), (r"\bi\b", "i"), (r"\bthe\b", "da")]


def texting(rng, s):
    s = s.lower()
    for pat, rep in _TXT:
        if rep == "da" and rng.random() < 0.8:
            continue
        s = re.sub(pat, rep, s)
    s = s.replace(". ", rng.choice([" ", ". ", " .. "]))
    return s.rstrip(".")


def dictate(rng, s):
    s = s.lower().replace("—", ",")

    def rep(m):
        c = m.group(1)
        if rng.random() < 0.35:
            return ""
        return {".": " period", ",": " comma", "?": " question mark", "!": " exclamation point"}[c]

    s = re.sub(r"([.,?!])(?=\s|$)", rep, s)
    return s


# ----------------------------------------------------------------------------------------------------------------
# filler
# ----------------------------------------------------------------------------------------------------------------


def filler_user(rng, th):
    r = rng.random()
    if r < 0.06:
        return ex(rng, rng.choice(["lol ok.", "Gracias!", "Ok, that helps.", "Perfect, thanks.", "Órale, gracias.",
                                   "Makes sense.", "Ha. Ok.", "Ok ok.", "Sí, that's what I figured."])) + " " + \
            ex(rng, rng.choice(USER[th]))
    parts = []
    if rng.random() < 0.35:
        parts.append(ex(rng, rng.choice(OPENERS)))
    r = rng.random()
    k = 3 if r < 0.15 else (2 if r < 0.8 else 1)
    for t in rng.sample(USER[th], k):
        parts.append(ex(rng, t))
    if rng.random() < 0.3:
        parts.append(ex(rng, rng.choice(CLOSERS)))
    s = join(*parts)
    if rng.random() < 0.1:
        s = texting(rng, s)
    return s


def filler_asst(rng, th, opener=True):
    parts = []
    if opener and rng.random() < 0.5:
        parts.append(rng.choice(AI_OPEN))
    r = rng.random()
    k = 3 if r < 0.3 else (2 if r < 0.85 else 1)
    parts += [ex(rng, x) for x in rng.sample(ASST[th], k)]
    if rng.random() < 0.35:
        parts.append(rng.choice(AI_TAIL))
    return " ".join(parts)


def other_sentence(rng, th):
    o = rng.choice([t for t in THREADS if t != th])
    return ex(rng, rng.choice(USER[o]))


# ----------------------------------------------------------------------------------------------------------------
# fact phrasing styles (value stays as SENT until the very end)
# ----------------------------------------------------------------------------------------------------------------
VF = ["{v} — that's {np}.", "{v}. That's {np}, in case I forget.", "{v} is {np}, just so you have it.",
      "{v}: {np}. Put that somewhere for me.", "{v}, that's {np}, no?", "{v}. Yeah, {np}. Finally."]
SUB = ["Since {core}, I guess I can cross that one off the list.", "Now that {core}, I can quit stressing about that part.",
       "Because {core}, I had to move some stuff around this week.", "Even though {core}, I still feel like I'm forgetting something.",
       "I told {rep} that {core}, so hopefully that's the end of the questions.",
       "The thing is, {core}, which makes the rest of the month tighter.", "If I'm remembering right {core}, but double check me on that later.",
       "Ever since {rep} found out that {core}, it's been calmer around here."]
REP = ["{rep} told me {core}.", "According to {rep}, {core}.", "{rep} called and said {core}. So there's that.",
       "{rep} just texted me: \"{Core}.\" Passing it along.", "So {rep} says {core}. I'm trusting that.",
       "Per {rep}, {core}."]
LISTS = ["Ok making a list before I forget:\n- {i1}\n- {c}\n- {i2}", "Things for this week: 1) {i1} 2) {c} 3) {i2}",
         "Notes from today — {i1}; {c}; {i2}.", "To-do, don't let me forget:\n* {i1}\n* {i2}\n* {c}\n* {i3}",
         "List for Yesenia (and you):\n1. {c}\n2. {i1}\n3. {i2}"]
ANS = ["{v}.", "Oh yeah — {v}. Sorry, forgot to answer that.", "{Core}. Sorry, I got pulled away before.",
       "To answer your question, {core}.", "It's {v}, I'm pretty sure.", "Yeah, {core}.", "lol sorry, {core}",
       "{v}. Anyway, {o}"]
QS = ["Quick question — {core}, {qt}", "Is it weird that {core}?", "{Core}. {Qt}", "So if {core}, {qt}",
      "Be honest: {core} — {qt}", "Wait, {core}, right? Or did I dream that?"]
DICT = ["ok so voice text {Core}. {a}", "{Core}. {a} {b}", "hey um {a} {Core}. ok send", "{a} And also {core}. Yeah."]
BUR = ["{a} {b} Oh and {core}. {c}", "{a} Anyway. {Core}. {b} {c}", "{a} — also {core} — {b}", "{a} {b} {c} {Core}, by the way. {d}"]
TXTS = ["ok so {core} lol", "fyi {core}", "{core} btw", "k so {core}. tell u more later", "omg ok {core}!!", "{core} 👍",
        "heads up {core} ok"]
AFT = ["{f} Oh — and {core}.", "{f} P.S. {core}.", "{f}\n\nAlmost forgot: {core}.", "{f} Unrelated but {core}.",
       "{f} Also, before I forget, {core}."]
ES = ["Oye, {core}, ¿me entiendes? {es}", "Bueno pues, {core}. {es}", "La neta {core}, y ya.", "Qué onda. Mira, {core}. Ándale.",
      "Pues fíjate que {core}. {es}", "Ay, mija— perdón, wrong chat lol. Anyway {core}."]


def render_style(rng, spec, style):
    th = spec.thread
    core = ex(rng, rng.choice(spec.cores), {"v": SENT})
    rep = ex(rng, rng.choice(REPORTERS[th]))
    d = {"v": SENT, "core": core, "Core": cap(core), "np": spec.np, "rep": rep}
    if style == "plain":
        pre = ex(rng, rng.choice(OPENERS)) if rng.random() < 0.45 else ""
        post = ex(rng, rng.choice(USER[th])) if rng.random() < 0.65 else ""
        return join(pre, cap(core) + ".", post)
    if style == "value_first":
        s = ex(rng, rng.choice(VF), d)
        return join(s, ex(rng, rng.choice(USER[th]))) if rng.random() < 0.5 else s
    if style == "subordinate":
        s = ex(rng, rng.choice(SUB), d)
        pre = ex(rng, rng.choice(OPENERS)) if rng.random() < 0.3 else ""
        return join(pre, cap(s), ex(rng, rng.choice(USER[th])) if rng.random() < 0.4 else "")
    if style == "reported":
        s = cap(ex(rng, rng.choice(REP), d))
        return join(s, ex(rng, rng.choice(USER[th])) if rng.random() < 0.5 else "")
    if style == "list":
        items = rng.sample(TODO[th], 3)
        return ex(rng, rng.choice(LISTS), {"i1": items[0], "i2": items[1], "i3": items[2], "c": core})
    if style == "answer":
        d["o"] = ex(rng, rng.choice(USER[th]))
        return ex(rng, rng.choice(ANS), d)
    if style == "question":
        qt = rng.choice([q for q in QTAILS if spec.kind == "date" or "before then" not in q])
        if spec.kind == "amount" and rng.random() < 0.6:
            qt = rng.choice(["is that a good deal or am I getting played?", "is that reasonable?"])
        d.update(qt=qt, Qt=cap(qt))
        return ex(rng, rng.choice(QS), d)
    if style == "dictation":
        d.update(a=ex(rng, rng.choice(USER[th])), b=other_sentence(rng, th))
        return dictate(rng, ex(rng, rng.choice(DICT), d))
    if style == "buried":
        d.update(a=other_sentence(rng, th), b=other_sentence(rng, th), c=other_sentence(rng, th),
                 d=ex(rng, rng.choice(CLOSERS)))
        return ex(rng, rng.choice(BUR), d)
    if style == "texting":
        return texting(rng, ex(rng, rng.choice(TXTS), d))
    if style == "afterthought":
        d["f"] = ex(rng, rng.choice(USER[th]))
        return ex(rng, rng.choice(AFT), d)
    if style == "spanglish":
        d["es"] = ex(rng, "{es}")
        return ex(rng, rng.choice(ES), d)
    raise ValueError(style)


ECHO = ["Got it — {v}.", "Okay, {v}. Noted.", "{v}, got it.", "Noted: {short}, {v}.", "Perfect, I'll keep {v} in mind."]
ECHO_LOW = [e for e in ECHO if not e.startswith("{v}")]

CORR_ANY = ["Scratch that about {short} — it's {new}, not {old}.",
            "My bad, I gave you the wrong info. {Short} is {new}. Not {old}.",
            "{new}. That's the right one for {short}; the {old} thing was old info.",
            "Update on {short}: {old} is out, {new} is in.",
            "Remember when I said {old}? Yeah no. {Short} is actually {new}.",
            "ok so i messed up, {short} is {new} not {old} lol",
            "Yesenia checked the paperwork and {short} is {new}, not {old} like I told you.",
            "Correction on {short}: {new} instead of {old}.",
            "Turns out {short} is {new}. I had {old} written on my hand and it smudged.",
            "It's actually {new} — {short}, I mean. No idea where I got {old} from.",
            "{f} Oh and fix {short} in your notes: {new}. I said {old} before, my bad."]
CORR_KIND = {
    "date": ["They moved it to {new}, so {short} is not {old} anymore.",
             "Heads up, {short} got pushed from {old} to {new}.",
             "{Short} changed — was {old}, now it's {new}. Ni modo."],
    "phone": ["I had the wrong number for {short}. {old} goes to some lady's voicemail. It's {new}.",
              "Don't use {old}, that's disconnected. {Short} is {new}."],
    "person": ["{old} isn't doing it anymore, {new} is taking over as {short}.",
               "Change of plans on {short}: {new}, not {old}."],
    "amount": ["They changed the number on me: {short} is {new} now instead of {old}.",
               "So {short} isn't {old} after all. They came back with {new}."],
    "address": ["They moved locations — {short} is {new} now, not {old}.",
                "Wrong address before. Not {old}. {new}. That's {short}."],
    "id": ["I read the number wrong off the paper. {Short} is {new}, not {old}.",
           "They reissued it, so {short} is now {new} (the old one was {old})."],
}


def render_correction(rng, spec):
    tpl = rng.choice(CORR_ANY + CORR_KIND[spec.kind] * 2)
    d = {"short": spec.short, "Short": cap(spec.short), "old": OLD, "new": NEW, "f": ex(rng, rng.choice(USER[spec.thread]))}
    s = ex(rng, tpl, d)
    if rng.random() < 0.3:
        pre = ex(rng, rng.choice(OPENERS))
        s = join(pre, s)
    return s


# ----------------------------------------------------------------------------------------------------------------
# generator
# ----------------------------------------------------------------------------------------------------------------


class _F:
    pass


def _schedule(rng, n):
    sched, prev = [], None
    while len(sched) < n:
        th = rng.choices(THREADS, weights=THREAD_W)[0]
        if th == prev:
            continue
        sched += [th] * rng.choice([2, 2, 3, 3, 3, 4, 4, 5, 6])
        prev = th
    return sched[:n]


def _generate(seed, turns=1000, n_corrections=6):
    rng = random.Random(seed)
    n = turns
    sched = _schedule(rng, n)

    # choose specs and values
    facts = []
    used_vals = []

    def fresh(gen):
        for _ in range(500):
            v = gen_value(rng, gen)
            vl = v.lower()
            if any(vl in u or u in vl for u in used_vals):
                continue
            used_vals.append(vl)
            return v
        raise RuntimeError("could not draw a unique value")

    for kind, cnt in KIND_COUNTS.items():
        for spec in rng.sample([s for s in SPECS if s.kind == kind], cnt):
            f = _F()
            f.spec, f.value, f.stale, f.turn, f.corr = spec, fresh(spec.gen), None, None, None
            facts.append(f)
    rng.shuffle(facts)

    # corrections: round-robin over correctable kinds
    kinds = CORRECTABLE[:]
    rng.shuffle(kinds)
    corrected = []
    k = 0
    while len(corrected) < n_corrections:
        kind = kinds[k % len(kinds)]
        k += 1
        cands = [f for f in facts if f.spec.kind == kind and f not in corrected]
        if cands:
            corrected.append(rng.choice(cands))
        if k > 1000:
            raise RuntimeError("not enough correctable facts")
    for f in corrected:
        f.stale = f.value
        f.value = fresh(f.spec.gen)

    # styles, balanced
    styles = (STYLES * (len(facts) // len(STYLES) + 1))[:len(facts)]
    rng.shuffle(styles)
    for f, st in zip(facts, styles):
        f.style = st

    # segments: corrected facts early/middle, the rest fill to a third each
    bounds = [(1, n // 3), (n // 3, 2 * n // 3), (2 * n // 3, n)]
    target = [len(facts) // 3 + (1 if i < len(facts) % 3 else 0) for i in range(3)]
    for i, f in enumerate(corrected):
        f.seg = i % 2
        target[f.seg] -= 1
    pool = [i for i in range(3) for _ in range(max(0, target[i]))]
    rng.shuffle(pool)
    for f in facts:
        if f not in corrected:
            f.seg = pool.pop() if pool else rng.randrange(3)

    used = set()
    gap = min(50, max(2, n // 3))

    def free(t):
        return 1 <= t < n - 1 and not ({t - 1, t, t + 1} & used)

    def place(th, lo, hi):
        lo, hi = max(1, lo), min(n - 1, hi)
        c = [t for t in range(lo, hi) if free(t) and sched[t] == th and sched[t - 1] == th]
        if not c:
            c = [t for t in range(lo, hi) if free(t)]
        if not c:
            c = [t for t in range(1, n - 1) if free(t)]
        t = rng.choice(c)
        sched[t] = sched[t - 1] = th
        used.add(t)
        return t

    for f in corrected:
        lo, hi = bounds[f.seg]
        f.turn = place(f.spec.thread, lo, min(hi, n - gap - 2))
        f.corr = place(f.spec.thread, f.turn + gap, n)
    for f in facts:
        if f not in corrected:
            f.turn = place(f.spec.thread, *bounds[f.seg])

    # render
    fact_at = {f.turn: f for f in facts}
    corr_at = {f.corr: f for f in corrected}
    ask_at = {f.turn - 1: f.spec.ask for f in facts if f.style == "answer"}
    users, assts = [None] * n, [None] * n

    def do_filler_user(t):
        users[t] = filler_user(rng, sched[t])

    def do_filler_asst(t):
        a = filler_asst(rng, sched[t])
        if t in ask_at:
            a = a + " " + ask_at[t]
        assts[t] = a

    def do_fact(t):
        f = fact_at[t]
        v = f.stale if f.stale is not None else f.value
        users[t] = render_style(rng, f.spec, f.style).replace(SENT, v)
        echo = rng.random() < 0.4
        a = filler_asst(rng, f.spec.thread, opener=not echo)
        if echo:
            a = ex(rng, rng.choice(ECHO if v[:1].isupper() or v[:1].isdigit() or v[:1] in "$+(#" else ECHO_LOW), {"v": SENT, "short": f.spec.short}).replace(SENT, v) + " " + a
        assts[t] = a

    def do_corr(t):
        f = corr_at[t]
        users[t] = render_correction(rng, f.spec).replace(OLD, f.stale).replace(NEW, f.value)
        r = rng.random()
        a = filler_asst(rng, f.spec.thread, opener=r >= 0.6)
        if r < 0.35:
            a = rng.choice([f"Updated — {f.spec.short} is {f.value} now.", f"Got it, {f.value} it is.",
                            f"Thanks, I'll go with {f.value} from here on."]) + " " + a
        elif r < 0.6:
            a = rng.choice(["Thanks for catching that.", "Good thing you double-checked.", "No worries, updated."]) + " " + a
        assts[t] = a

    for t in range(n):
        if t in fact_at:
            do_fact(t)
        elif t in corr_at:
            do_corr(t)
        else:
            do_filler_user(t)
            do_filler_asst(t)

    # enforce: each value/stale only where allowed
    needles = []
    for f in facts:
        if f.stale is None:
            needles.append((f.value.lower(), {f.turn}, {f.turn}))
        else:
            needles.append((f.value.lower(), {f.corr}, {f.corr}))
            needles.append((f.stale.lower(), {f.turn, f.corr}, {f.turn}))
    for _ in range(80):
        ul = [u.lower() for u in users]
        al = [a.lower() for a in assts]
        bad_u, bad_a = set(), set()
        for nd, au, aa in needles:
            for i in range(n):
                if i not in au and nd in ul[i]:
                    bad_u.add(i)
                if i not in aa and nd in al[i]:
                    bad_a.add(i)
        if not bad_u and not bad_a:
            break
        for i in sorted(bad_u | bad_a):
            if i in fact_at:
                do_fact(i)
            elif i in corr_at:
                do_corr(i)
            else:
                if i in bad_u:
                    do_filler_user(i)
                if i in bad_a:
                    do_filler_asst(i)
    else:
        raise RuntimeError("could not make planted values unique")

    planted = []
    for f in sorted(facts, key=lambda f: f.turn):
        planted.append(Planted(kind=f.spec.kind, about=f.spec.about, value=f.value, turn=f.turn, stale=f.stale,
                               corrected_at=f.corr))
    meta = {"styles": {f.turn: f.style for f in facts}, "threads": sched}
    return Conversation(turns=list(zip(users, assts)), facts=planted), meta


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    return _generate(seed, turns, n_corrections)[0]


# ----------------------------------------------------------------------------------------------------------------
# self-checks
# ----------------------------------------------------------------------------------------------------------------
if __name__ == "__main__":
    import os
    from collections import Counter

    os.environ.setdefault("TIKTOKEN_CACHE_DIR", "/work/main/rollmem_client/_tiktoken")
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    failures = []

    def fail(seed, msg):
        failures.append(f"seed {seed}: {msg}")

    for seed in range(1, 6):
        conv, meta = _generate(seed)
        conv2 = generate(seed)
        if conv.turns != conv2.turns or conv.facts != conv2.facts:
            fail(seed, "not deterministic")
        if len(conv.turns) != 1000:
            fail(seed, f"{len(conv.turns)} turns")
        if len(conv.facts) != 50:
            fail(seed, f"{len(conv.facts)} facts")
        kc = Counter(f.kind for f in conv.facts)
        if dict(kc) != KIND_COUNTS:
            fail(seed, f"kind counts {dict(kc)}")
        corrs = conv.corrections
        if len(corrs) != 6:
            fail(seed, f"{len(corrs)} corrections")
        ul = [u.lower() for u, _ in conv.turns]
        al = [a.lower() for _, a in conv.turns]

        def where(s):
            s = s.lower()
            return [i for i in range(len(ul)) if s in ul[i]], [i for i in range(len(al)) if s in al[i]]

        for f in conv.facts:
            if f.stale is None:
                u, a = where(f.value)
                if u != [f.turn]:
                    fail(seed, f"value {f.value!r} ({f.about}) in user turns {u}, expected [{f.turn}]")
                if set(a) - {f.turn}:
                    fail(seed, f"value {f.value!r} in assistant turns {a}")
            else:
                if f.kind not in CORRECTABLE:
                    fail(seed, f"corrected kind {f.kind}")
                if f.corrected_at - f.turn < 50:
                    fail(seed, f"correction gap {f.corrected_at - f.turn}")
                u, a = where(f.value)
                if u != [f.corrected_at] or set(a) - {f.corrected_at}:
                    fail(seed, f"new value {f.value!r} at user {u} asst {a}, corrected_at {f.corrected_at}")
                u, a = where(f.stale)
                if u != sorted({f.turn, f.corrected_at}) or set(a) - {f.turn}:
                    fail(seed, f"stale {f.stale!r} at user {u} asst {a}, stated {f.turn}/{f.corrected_at}")
        toks = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns) / len(conv.turns)
        if not 80 <= toks <= 130:
            fail(seed, f"avg tokens/turn {toks:.1f}")
        segs = Counter(min(2, f.turn * 3 // 1000) for f in conv.facts)
        styles = Counter(meta["styles"].values())
        gaps = [f.corrected_at - f.turn for f in corrs]
        print(f"seed {seed}: turns={len(conv.turns)} facts={len(conv.facts)} corrections={len(corrs)} "
              f"avg_tokens/turn={toks:.1f} early/mid/late={segs[0]}/{segs[1]}/{segs[2]} "
              f"correction_gaps={sorted(gaps)}")
        print(f"  kinds={dict(sorted(kc.items()))}")
        print(f"  styles={dict(sorted(styles.items()))}")
        sr = random.Random(seed * 7)
        for f in sr.sample(conv.facts, 3):
            print(f"  [{f.kind}/{meta['styles'][f.turn]}] {f.about} = {f.value!r} @ {f.turn}: {conv.turns[f.turn][0]!r}")
        for f in corrs[:2]:
            print(f"  [correction {f.kind}] {f.stale!r} -> {f.value!r} @ {f.corrected_at}: {conv.turns[f.corrected_at][0]!r}")
    if failures:
        print("FAILURES:")
        for x in failures:
            print("  " + x)
        sys.exit(1)
    print("ALL CHECKS PASSED (seeds 1-5)")
