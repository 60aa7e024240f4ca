# ruff: noqa
"""Recall world AE: Rafa Mendes, 32, Brazilian-born ICU nurse in Toronto on rotating 12s, typing on break.

Held-out recall test data. Rafaela "Rafa" Mendes grew up in Belo Horizonte, works rotating 12-hour
shifts in a downtown Toronto MSICU, lives in a rented condo with her partner Callum, a rescue dog and
Callum's cat, and writes quick, warm, slightly scattered English with the odd Portuguese word.
Everyday threads: shifts, swaps and the critical-care certification exam; PR / IRCC paperwork; her
mother's visit from Belo Horizonte; the condo lease renewal; the dog and the cat; her friend Jess's
wedding (Rafa is maid of honour); a car-accident insurance claim; Brazilian jiu-jitsu; budgeting
(RRSP / TFSA / sending money home); and a dental implant.

``generate(seed)`` returns a ``Conversation`` of ``turns`` (user, assistant) pairs with exactly 50
planted facts (person 8, pet 4, date 7, amount 6, phone 4, address 4, id 6, decision 4, preference 4,
constraint 3); ``n_corrections`` of them (person/date/amount/phone/address/id) are restated later with
a new value. Every planted value occurs verbatim only in its own turn (and, for a corrected fact, the
new value only in its correction turn); filler is full of distractor names, numbers, times and places.

Run ``python recall_world_ae.py`` from ``benchmarks/`` for the self-check.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import date, timedelta

from recall_conversation import Conversation, Planted

# ---------------------------------------------------------------------------------------------------------
# Slots for filler (distractors: names, numbers, times, prices, places that are NOT planted facts)
# ---------------------------------------------------------------------------------------------------------

SLOTS: dict[str, list[str]] = {
    "cw": ["Jen", "Marcus", "Aisha", "Tom", "Dev", "Kayla", "Omar", "Bridget", "Hui", "Nkechi", "Ravi", "Sofia",
           "Grace", "Mateo", "Yasmin", "Owen", "Tanvir", "Claire", "Bruno", "Ines", "Maddie", "Joel"],
    "time": ["7:15", "8:30", "noon", "4:45", "5:30pm", "10:20", "quarter to 7", "half past 3", "9:40", "1:15pm"],
    "ntime": ["0300", "2am", "0415", "11pm", "4am", "0130", "midnight", "5am"],
    "price": ["$14", "$6.25", "$9.99", "$3.50", "$18", "$11.75", "$7.80", "$4.25", "$12.50", "$16"],
    "mid": ["$27", "$32", "$38", "$41", "$52.40", "$64.99", "$80", "$45", "$58"],
    "big": ["$120", "$145", "$189", "$215", "$260", "$310", "$174.50", "$235"],
    "place": ["Trinity Bellwoods", "High Park", "Kensington", "the Eaton Centre", "Yorkdale", "Christie Pits",
              "the St. Lawrence Market", "Dufferin Grove", "Etobicoke", "Scarborough Town Centre", "North York",
              "Liberty Village", "the Junction", "Leslieville", "Little Portugal", "the Beaches"],
    "street": ["Dundas", "College", "Ossington", "Bloor", "Dufferin", "Queen", "Spadina", "Bathurst", "Lansdowne",
               "Roncesvalles", "Danforth", "Gerrard", "Eglinton", "St Clair"],
    "n": ["2", "3", "4", "5", "6", "7", "8", "9", "10", "12"],
    "nth": ["3rd", "8th", "12th", "14th", "19th", "21st", "27th", "30th"],
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December"],
    "food": ["bifanas", "custard tarts", "grilled sardines", "chicken churrasco", "salt cod fritters", "coxinhas"],
    "show": ["that Korean zombie show", "The Bear", "Severance", "the new Brazilian Netflix thing", "Shogun",
             "the baking show Callum likes"],
    "unit": ["a post-op cardiac patient", "a septic 80-year-old", "a guy on CRRT", "an intubated overdose",
             "a DKA kid who'd just turned 18", "a trauma from the 401", "a fresh liver transplant"],
    "snack": ["frozen grapes", "the good pão de queijo", "Callum's banana bread", "Timbits", "coxinhas from the bakery",
              "those spicy peanuts"],
    "move": ["knee slice passes", "the scissor sweep", "triangle setups", "the berimbolo", "hip escapes",
             "the kimura from side control", "collar chokes"],
    "ph": ["(416) 555-0143", "647-555-0102", "905-555-0187", "416.555.0111", "(437) 555-0175", "289-555-0126"],
    "dd": ["3 April", "June 12", "the 30th of August", "Sept 19", "the 2nd of July", "Nov 28"],
    "code": ["locker 214", "room 6B", "bed 12", "gate C32", "bay 4", "pod 7", "spot P2-88"],
}

U_OPEN = ["ok so", "quick one:", "on break, typing fast:", "nossa,", "gente,", "update:", "random but", "ugh,",
          "tá, so", "hi again!", "Morning (well, my morning).", "Back from the floor.", "Sorry, long one.",
          "Post-nights brain, bear with me.", "Ok listen.", "Small vent:", "So.", "hiii", "Good news-ish:",
          "Not urgent but"]
U_TAIL = ["Anyway.", "Thoughts?", "lol", "Ok back to the floor.", "Sorry for the rant.", "Break's over, talk later.",
          "Tá bom, that's it.", "(typing this with one hand, eating with the other)", "Is that normal?",
          "Don't judge me.", "Ok I need to sleep.", "Anyway, saudade of having free time.", "Help.",
          "That's my life update.", "What would you do?", "haha", "Nossa."]

ASIDES = [
    "Also {cw} brought pastéis from the place on {street}, {price} for a dozen and worth every cent.",
    "Side note, the 506 streetcar was {n} minutes late again.",
    "Oh and my phone's at {n}% so if I disappear that's why.",
    "Callum made moqueca last night and it was honestly better than mine, don't tell him.",
    "Also it's -{n} with windchill out there, what is this country.",
    "Random: {cw}'s birthday is next {day}, I need to sign the card.",
    "Parking at the hospital went up to {price} a day, robbery.",
    "Also I finally watched {show}, why did nobody warn me about the ending.",
    "My Presto card got declined at Osgoode this morning. Love starting the day like that.",
    "The Loblaws on {street} had mangoes on sale, {mid} for a box, so obviously I bought one.",
    "({cw} swears by the {food} at the Portuguese place on {street}, I'm going after my shift.)",
    "Also Camila sent me {n} voice notes about her cat. Each one three minutes.",
    "Also I slept {n} hours. Not in a row.",
    "Oh also the gym moved open mat to {time}, which is actually great for me.",
    "Booked a haircut for {day} at {time}, first one in four months.",
    "Also Callum's brother Liam is visiting in {n} weeks, so that's another thing.",
    "Jess also wants to do a cake tasting on the {nth}.",
    "Side note: the hydro bill was {mid} this month??",
    "Also the pharmacy at Bloor and {street} gave me the wrong vitamin D dose lol.",
    "Also there's a fire drill in our building at {time} tomorrow, perfect for post-nights sleep.",
    "Also the pharmacy called from {ph} about my refill, I'll call them back tomorrow.",
    "Callum's cousin's wedding is {dd}, a different wedding, don't ask.",
    "Also my locker at work is {code} now, they reshuffled everyone.",
    "(We parked in {code} at Yorkdale and it took us {n} minutes to find the car after.)",
    "Oh and {cw} from 7th floor says hi, we bumped into each other at {place}.",
    "Also my dentist's receptionist left a voicemail from {ph} but it was just a survey.",
    "Also my niece turned {n} yesterday and I cried on FaceTime, saudade is real.",
    "Bought a {mid} plant at {place} and it's already dying.",
    "Also we're doing a potluck on the unit on the {nth}, I signed up for brigadeiros obviously.",
    "Also Callum wants to go to the Jays game on {day}, tickets are {mid} each which is fine I guess.",
]

TODO = ["pick up dry cleaning", "call the bank about the e-transfer limit", "return Jess's cake stand",
        "buy dog poop bags (the big pack)", "renew Presto autoload", "pay {cw} back {price} for lunch",
        "book flu shot", "order more compression socks", "text Camila about the photos", "fix the bathroom fan",
        "find my good stethoscope", "print the shower invites", "email the union rep", "cancel the trial subscription",
        "buy mom a transit card", "wash the gi before Thursday", "water the basil"]

AI_OPEN = ["Oh no.", "Ha!", "Nossa indeed.", "Fair.", "Ugh, that's annoying.", "Love that.", "Okay.",
           "Totally understandable.", "That's a good question.", "Oof.", "That sounds like a lot.", "Makes sense.",
           "Honestly, same.", "Good to hear from you.", "Aw."]
AI_CLOSE = ["Let me know how it goes.", "Want me to help draft something?", "Hope the rest of your shift is quiet.",
            "Get some sleep if you can.", "Boa sorte!", "Keep me posted.", "Drink some water too.",
            "You've got this.", "Happy to go through it in more detail whenever you have a minute."]
AI_SHORT = ["Ha, fair.", "Good luck tonight!", "Noted.", "Oof, hang in there.", "That's very you.", "Love this update.",
            "Sleep first, worry later.", "Totally valid.", "Sending strength for the rest of the shift."]
AI_GENERIC = [
    "That's a lot to juggle on top of 12-hour shifts. Want to make a quick list of what's actually urgent this week?",
    "Honestly, that sounds exhausting. Make sure you eat something that didn't come out of a vending machine.",
    "One step at a time. What's the next concrete thing you need to do, and when's your next day off to do it?",
    "Good call. Writing things down when you're this busy saves you later, especially coming off nights.",
    "I'd follow up in writing so there's a record. A short, polite email is usually enough.",
    "If it helps, I can draft a short message for you to send when you're off the floor.",
    "You're handling a lot really well, for what it's worth. Most people would have dropped a ball or two by now.",
    "Makes sense. Is this something that needs doing before your next stretch of nights, or can it wait?",
    "Try not to decide anything big right after a night shift. Sleep on it first and see how it feels.",
    "That's annoying, but very fixable. The first step is probably a phone call during business hours.",
    "It might help to batch all the admin stuff into one morning on your days off instead of doing it on breaks.",
    "Sounds like you already know what you want to do, you're just looking for permission. Permission granted.",
    "If you want, tell me the options and I'll help you compare them quickly.",
]

# ---------------------------------------------------------------------------------------------------------
# Filler threads (user lines, assistant lines)
# ---------------------------------------------------------------------------------------------------------

THREADS: dict[str, dict[str, list[str]]] = {
    "work": {
        "u": [
            "Just finished my third night in a row and my brain is soup. Had {unit} who kept trying to pull his lines out around {ntime}.",
            "{cw} asked if I can swap my {day} day for her {day} night, and honestly I don't know if my sleep can take another flip this week.",
            "The charge nurse put me on the float list again, which means I might end up in step-down with zero notice. Love that for me.",
            "Studying for the critical care cert on my breaks. Today was hemodynamics and I did {n} practice questions before someone coded.",
            "We were short {n} nurses on nights so I had two really sick patients at once. Didn't pee for like six hours.",
            "Is it weird that I miss the chaos when I'm on days off? Three days off and I'm already checking the unit group chat.",
            "Our unit educator wants everyone to redo the CRRT module by end of month. It's {n} hours of slides, nossa.",
            "How do I tell {cw} I can't cover again without sounding like a jerk? That's the {n}th time this month.",
            "The new grad I'm precepting is sweet but she freezes when alarms go off. I was like that once too I guess.",
            "Had a family meeting today with the attending and it was heavy. The daughter flew in from Calgary and just held his hand for an hour.",
            "Bought the practice exam bundle for {big}, which felt steep, but the questions are way closer to the real thing than the free ones.",
            "My schedule for the next block came out and it's a mess: two days, two nights, then a single day in the middle of my days off.",
            "Break room fridge update: someone stole my leftover feijoada. I labeled it and everything.",
            "We had a rapid response on the floor below and I got pulled. Patient was fine in the end, my heart rate wasn't.",
            "Night shift snack ranking: {snack} is top tier, the vending machine granola bars are bottom forever.",
            "Management is 'exploring' 8-hour shifts again. Everyone on my unit would riot, we like our 12s.",
            "Can you quiz me on vasopressors later? Norepi vs vaso vs phenylephrine, I keep mixing up the receptor stuff.",
            "Got the union rep to look at the overtime thing, apparently they owe me for {n} hours from the last pay period.",
            "Proned a patient with {n} people at {ntime} and my back is still mad at me.",
            "{cw} and I did a whole ABG interpretation quiz at the nursing station at {ntime}, we're nerds, it's fine.",
            "The new IV pumps have a touchscreen that doesn't work with gloves on. Who designed this.",
            "Charted for 40 minutes after my shift ended because the system froze. Unpaid, obviously.",
            "Got floated to CVICU for {n} hours and they do everything slightly differently, the chest tube setup confused me for a second.",
            "{cw} is leaving for a travel nurse contract in California. Tempting, honestly, until I remember the visa stuff.",
            "Did a practice block of {n}0 questions and got 71%. Pass mark is supposedly around 70. Nervous laugh.",
            "New grad orientation schedules came out and I'm precepting again in {month}. I should get paid extra for this.",
            "My feet hurt so bad after 12 hours on the new floors, I think they're concrete with a vinyl sticker on top.",
            "Someone on days left a patient with {n} meds overdue and I spent my first two hours catching up.",
            "The hospital's wellness committee gave us a mindfulness app subscription instead of hiring more staff. Cool cool.",
            "I cried in the supply room for five minutes at {ntime} and then went back out. Normal ICU stuff.",
            "Is it ok to put 'critical care certified' on my badge before I actually pass? (Joking. Mostly.)",
            "{cw} and I split a pizza at {ntime} and it tasted like the best meal of my life, which says a lot about nights.",
        ],
        "a": [
            "Three nights in a row is brutal. Try to keep one anchor block of sleep at the same time every day, even on days off, it helps the flip.",
            "You can say no without explaining much. 'I can't this time, but I hope you find someone' is a complete sentence.",
            "Happy to quiz you. Start with this: which pressor is pure alpha-1, and what tends to happen to heart rate when you give it?",
            "That sounds like a hard shift. Did you get any time to decompress after, or did you go straight home?",
            "For the cert, spaced repetition works better than marathon sessions. Twenty questions per break adds up fast.",
            "Missing the unit on days off is really common for ICU people. Maybe plan one thing each day off that's just for you.",
            "If you're owed overtime, keep your own shift log with dates, hours and who approved it. It makes the union's job much easier.",
            "Precepting is hard. It might help to give her one alarm type to 'own' per shift so she builds confidence in small steps.",
            "That schedule sounds rough. Is there anyone who'd trade the single day so your days off stay together?",
            "Labelled leftovers getting stolen is a crime against nurses everywhere. A lunch bag with a tiny lock is not an overreaction.",
            "Unpaid charting time is worth flagging to the union too, it adds up over a year.",
            "Proning is a full-body workout. Stretch your lower back before bed and maybe heat on it tomorrow.",
            "CVICU workflows vary a lot even within one hospital. It's normal to feel slow for the first few shifts there.",
            "Seventy-one percent on a practice block is a decent baseline. Review the wrong answers by topic, that's where the points are.",
            "Crying in the supply room and going back out is more common than people admit. Do you have someone on the unit to debrief with?",
            "Good shoes and compression socks make a real difference on hard floors. Some people swear by rotating two pairs.",
        ],
    },
    "immig": {
        "u": [
            "Spent my whole break reading the IRCC website again. Every page links to another page that says 'see the other page'.",
            "The PR portal was down last night for maintenance, which is of course exactly when I had time to upload stuff.",
            "I need my police certificate from Brazil and the consulate appointment system is a nightmare, all slots full until {month}.",
            "A lawyer friend says I should double check that my work history letters have hours per week on them, not just dates.",
            "Does a translated document need to be certified if the translator is also a notary? Asking because the quote was {mid} per page.",
            "Callum keeps asking if he should be listed anywhere on my application, since we're kind of common-law now.",
            "Got an email saying my profile was 'updated' but nothing actually changed in the tracker. Classic.",
            "The medical exam has to be with a panel physician and the closest one with evening slots is out near {place}.",
            "I'm so tired of proving I exist. Birth certificate, my parents' marriage certificate (why??), transcripts from 2012.",
            "Someone on Reddit got their PR in four months and someone else has been waiting nineteen. I should stop reading Reddit.",
            "Found out my language test results expire soon, so if this drags on I might have to redo IELTS. Nossa, please no.",
            "My work permit has an expiry date and I keep doing the math on whether I need to apply for maintained status.",
            "Printed the whole checklist and it's {n} pages. Going through it with a highlighter like it's a care plan.",
            "Do I need to declare the two weeks I spent in Portugal in 2019 in the travel history? It feels so tiny.",
            "Had to scan my old Brazilian nursing diploma and the scanner at the library cost {price}. Worth it I guess.",
            "{cw} went through PR two years ago and said the waiting is the worst part. Great, I'm terrible at waiting.",
            "My consultant wants a letter from Callum describing our relationship. He asked if he can include the dog.",
            "The IRCC web form has a character limit and I have a lot of feelings.",
            "Got a message in my account and my heart stopped, but it was just a generic 'we've updated processing times' notice.",
            "I need to prove I've been living in Ontario, so I'm digging up old hydro bills from {n} years ago.",
            "{cw} said her PR card took another {n} weeks to arrive after approval. The waiting never ends.",
            "My Brazilian passport expires in two years. Do I need to renew it before PR? Asking before I panic.",
            "The translator wants the originals mailed to an office near {place} and I don't want my diploma out of my sight.",
            "Filled out the family information form and realized I don't know my dad's exact birth date. Called mom at {time} her time.",
        ],
        "a": [
            "Travel history usually means all trips, even short ones. Better to include it than to have a mismatch later.",
            "Keep a single folder with every upload and the date you submitted it. If anything is questioned, you'll find it in a minute.",
            "Hours per week on employment letters does matter for skilled-work programs, so your friend's advice is solid.",
            "If the portal is down, screenshot the error with the time. It rarely matters, but it's free insurance.",
            "Wait times vary a lot by stream and by where your documents come from. Reddit timelines are mostly noise.",
            "A certified translation usually needs the translator's declaration or affidavit, so confirm that before you pay.",
            "Have you checked whether maintained status applies to you? It depends on applying before your permit expires.",
            "That's a lot of paperwork. Want to split the checklist into a few items per day off so it's less overwhelming?",
            "Waiting is the hardest part of almost every immigration process. Having a plan for each possible next step helps.",
            "A short, honest letter from Callum with dates and shared responsibilities is usually what they want. The dog can make a cameo.",
            "Your passport generally needs to be valid when you land or get your PR card, so check the expiry against likely timelines.",
            "Proof of residence can be anything dated with your address on it: bills, bank statements, tax documents.",
        ],
    },
    "mom": {
        "u": [
            "Minha mãe is already packing and she's not even coming for weeks. She wants to bring {n} kilos of pão de queijo mix.",
            "Trying to figure out what she'll do during my night shifts. She doesn't speak much English and she's never seen snow.",
            "She called me at 6am my time to ask if Canadian pharmacies have dipirona. They don't, mãe.",
            "I need to buy her a proper winter coat before she arrives. Are Winners coats ok or is that a Canada Goose situation?",
            "My sister Camila is handling her travel insurance from BH, thank god, because I can't deal with another form.",
            "Mom wants to go to Niagara, the CN Tower AND Montreal. In ten days. While I work four shifts.",
            "Saudade is hitting hard today. I haven't seen her in person since before the pandemic.",
            "She's worried about the connection in São Paulo, she's convinced she'll miss it and end up living at the airport.",
            "Cleaning the spare room for her and found a box of Callum's old hockey stuff. Where does one put a hockey bag.",
            "She asked if she needs to bring her own towels. Mãe. We have towels.",
            "Trying to find a Portuguese-language mass near us for Sunday, she'll want that. Maybe out by {place}?",
            "She wants to cook for everyone, so I'm planning a dinner with Callum's parents. That's going to be a scene lol.",
            "Should I get her a local SIM or an eSIM thing? She still uses a phone from like 2017.",
            "Mom sent a photo of the suitcase and it's already full of goiabada and cheese. The visit is in {n} weeks.",
            "She asked what 'eh' means. I didn't have a good answer.",
            "Mom asked if there are mosquitoes here. Mãe, it's {month}.",
            "She wants to see where I work. I'm not sure the ICU is the tourist spot she thinks it is.",
            "Found a bakery near {place} that does real pão de queijo, saving it for when she's here.",
            "Mom is learning English on Duolingo. She sent me 'the horse drinks milk' with {n} exclamation marks.",
            "Camila says mom has been telling the whole church that her daughter is a 'doctor in Canada'. I've stopped correcting.",
            "Thinking about renting a car for her visit vs just doing transit. She gets motion sick on streetcars though.",
            "She wants to bring my grandma's recipe notebook so we can make the Christmas cake together. I'm crying already.",
            "I have to explain tipping before she goes to a restaurant alone. 15 to 20 percent, mãe, no, really.",
        ],
        "a": [
            "A Brazilian grocery run might help her feel at home. There are a few shops around Dufferin and Bloor.",
            "For a first Canadian winter, a long insulated coat with a hood matters more than the brand. Warm boots too.",
            "An eSIM won't work on many older phones, so a prepaid physical SIM is probably the simpler bet.",
            "Ten days with four shifts is tight. Maybe pick one big outing and keep the rest close to home?",
            "Would it help to write out a small card with English phrases for the days she's on her own?",
            "Saudade is the right word for it. It's going to be so good to have her there in person.",
            "Connections in Guarulhos can involve long walks, but with a couple of hours she'll be fine, and airline staff can help.",
            "Dinner with both families sounds lovely and slightly chaotic. Who's translating?",
            "Customs may ask about the cheese, so tell her to declare all food. Declared food is almost never a problem.",
            "Tipping is a real culture shock. A little card with 15, 18 and 20 percent worked out might help her.",
            "Duolingo sentences are famously absurd. She'll get there.",
            "Making the Christmas cake together from your grandma's notebook sounds like a beautiful plan.",
        ],
    },
    "lease": {
        "u": [
            "Got a letter under the door about the renewal and it's full of legalese. Something about a 'guideline increase'.",
            "The building finally fixed the dishwasher after {n} weeks. I'm still washing everything by hand out of spite.",
            "Thinking about whether we even stay here. The commute is great but the elevator breaks every time it's cold.",
            "Saw a place on Marketplace near {place}, but it looked like a basement pretending to be a garden suite.",
            "Callum wants a second bedroom for his office. I want a bathtub. We cannot afford both in this city.",
            "There's a weird smell in the hallway again. Someone on the {n}th floor cooks something very strong at 2am.",
            "Is it normal for a landlord to ask for post-dated cheques for the whole year? Who even has cheques.",
            "Our parking spot is included right now, and I'm scared they'll start charging for it separately if we renew.",
            "I read that in Ontario rent increases for older buildings are capped but newer ones aren't. Ours was built in 2019, so...",
            "The balcony door doesn't lock properly. Reported it twice. Nothing. We're on the 23rd floor so maybe not urgent, but still.",
            "Need to measure the spare room to see if a queen bed fits before mom comes. Pretty sure it's tiny.",
            "Our neighbour is moving out and said their rent was way lower than ours for the same layout. Fun.",
            "The concierge changed again and the new guy doesn't let the dog walker in without a written note.",
            "Condo board sent a notice that the gym is closed for {n} weeks for 'renovations'. It's one treadmill.",
            "The building sent a notice about window cleaning on the {nth} and said to keep blinds closed. My blinds are always closed, I work nights.",
            "Callum found a listing in {place} with a yard for the dog. It's {big} more a month though, so, no.",
            "Our smoke detector chirps at 4am, and it's always on the day I'm post-nights.",
            "The laundry card machine in the basement ate {mid} of credit and management says 'call the laundry company'.",
            "Thinking of asking the landlord if we can paint the living room. Current colour is 'sad oatmeal'.",
            "Someone's dog in the building keeps peeing in the elevator and everyone thinks it's ours. It's NOT.",
            "Renter's insurance renewal came in and it went up {mid} for the year. Everything is going up.",
            "Our hot water was out for {n} hours yesterday. I had to shower at the gym after BJJ anyway so fine.",
        ],
        "a": [
            "Ontario's rent increase guideline generally applies to units first occupied before November 2018, so a 2019 building may not be covered.",
            "In Ontario a landlord can't require post-dated cheques. They can ask, but you can offer another payment method.",
            "Put repair requests in writing with dates. It helps a lot if you ever need to go to the Landlord and Tenant Board.",
            "It might be worth listing must-haves versus nice-to-haves with Callum before you look at anything new.",
            "If you do renew, ask them to confirm in writing whether parking stays included.",
            "A queen is about 60 by 80 inches, so you'd want at least a couple of feet of walking room around it.",
            "Would you rather stay put and negotiate, or is moving genuinely on the table?",
            "A written note for the dog walker is annoying but easy. Maybe give the concierge a copy with your unit on it.",
            "Ask management to put the laundry credit issue in writing. It's their contractor, but it's their building.",
            "Painting usually needs written permission, and some landlords ask you to repaint before you leave.",
            "A chirping smoke detector usually means a low battery. Management should replace it if it's hardwired.",
        ],
    },
    "pets": {
        "u": [
            "The dog ate a sock. Again. She's fine, it came out the other end, I won't describe it.",
            "Callum's cat has decided the dog's bed is hers now and the dog is too scared to argue.",
            "Took the dog to {place} and she made a friend, a giant Bernese who was so gentle with her.",
            "Is {big} a normal price for a dog dental cleaning? Feels like a lot but she's got tartar.",
            "Nail trim day. I'd rather manage a combative patient honestly.",
            "The cat knocked my water glass off the nightstand at 3pm while I was sleeping after nights. On purpose. Eye contact.",
            "The rescue said she might have some separation anxiety. With my 12s I worry about her being alone so long.",
            "Dog walker raised prices to {mid} a walk. Still worth it on shift days.",
            "She's learning 'leave it' and it's going ok until there's a chicken bone on the sidewalk, then she forgets I exist.",
            "The cat's been throwing up hairballs more. Is there food that helps with that or is it just a cat thing?",
            "Bought a puzzle feeder and the dog figured it out in four minutes. Genius, or I bought the easy one.",
            "Callum and I are fighting about whether the dog is allowed on the bed. He's losing.",
            "The dog barked at a snowman for ten minutes this morning. Full body bark. Neighbours loved it.",
            "The cat sat on my flashcards for an hour so I studied the ones sticking out.",
            "The dog learned to open the treat drawer. We now have a childproof lock on a drawer and no child.",
            "Took the dog to the vet on {street} for her booster, she shook the whole time and then kissed the vet tech.",
            "The cat yelled at the dog at {ntime} because the dog was breathing. That's it. That was the crime.",
            "Thinking of getting the dog a winter coat. Is that extra or does she actually need one at -{n}?",
            "The dog walker sent a video of her doing zoomies in the snow at {place}, I watched it {n} times on my break.",
            "Pet insurance quote came back at {mid} a month. Is that worth it for a mixed breed?",
            "Callum says the cat is 'misunderstood'. The cat bit me this morning.",
            "The dog got into the compost and now smells like old coffee and banana peels.",
        ],
        "a": [
            "For hairballs, a hairball-formula food or a little plain pumpkin can help, but frequent vomiting is worth a vet check.",
            "For separation anxiety, short practice absences and a frozen stuffed Kong can make the long days easier.",
            "Dental cleanings under anesthesia often run a few hundred dollars in Toronto, more if there are extractions.",
            "Sock eaters are common. A laundry hamper with a lid might save you a vet bill.",
            "'Leave it' around food on the sidewalk is the hardest level. High-value treats and lots of repetitions.",
            "The cat claiming the dog's bed is a very cat move. A second bed might keep the peace.",
            "Sounds like the dog wins. Does the cat get a vote?",
            "Barking at snowmen is a rite of passage for rescue dogs in their first winter.",
            "For a short-haired dog at -10 or colder, a coat is genuinely useful, not just cute.",
            "Pet insurance makes sense if a surprise bill of a few thousand dollars would hurt. Compare deductibles carefully.",
            "Compost can be risky for dogs because of mould. Watch for vomiting or tremors and call the vet if you see any.",
        ],
    },
    "wedding": {
        "u": [
            "Jess sent the bridal party group chat {n} Pinterest boards today. Like, whole boards.",
            "Maid of honour duties are basically project management plus emotional support plus a speech. Nobody warned me.",
            "The bachelorette debate continues: half want Montreal, half want a cottage, one person wants Vegas, and I just want sleep.",
            "Do I have to write the speech in English? My jokes are better in Portuguese but nobody would get them.",
            "Jess's mom keeps adding people to the guest list without telling her. We're at {n} extra plus-ones now.",
            "I need shoes I can stand in for eight hours. Nurse shoes in satin, does that exist.",
            "The groom's side wants a ceilidh. I had to look it up. Scottish dancing? Callum is thrilled.",
            "Made a spreadsheet for the shower RSVPs. It's the most organized I've been about anything in my own life.",
            "Jess cried on the phone tonight because of the florist quote. I told her we can DIY the centerpieces.",
            "Practicing the speech out loud to the dog. She seemed into it.",
            "One bridesmaid hasn't answered in two weeks. Do I chase her or let Jess handle it?",
            "Hair and makeup trial is at {time} on a post-night-shift day. I'm going to look like a ghost.",
            "Jess wants a 'something blue' that's not a garter. Ideas? She hates anything cheesy.",
            "The groom Aaron asked me for speech tips, which is funny because I have no idea what I'm doing either.",
            "Aaron wants bagpipes at the ceremony. Jess wants a string quartet. They might compromise on a Spotify playlist.",
            "The group chat is up to {n}00 unread messages and I was only asleep for six hours.",
            "Jess asked me to keep her grandma away from the open bar. I'm a nurse, not a bouncer, but ok.",
            "Trying to plan the shower games. Nothing with diapers, nothing gross, nothing that makes anyone cry. Tough brief.",
            "Bought a card for Jess and Aaron and wrote a draft message, it's already three paragraphs.",
            "The bridesmaid budget spreadsheet says we're at {big} each so far. Nobody is happy.",
            "I need to book my own hotel for the wedding night. Everything near the venue is {big} a night.",
            "Jess sent me her vows to proofread and I cried on my break. Sorry, patients.",
        ],
        "a": [
            "A short speech works best: how you met, one story about the two of them, and a toast. Two or three minutes.",
            "You could include one Portuguese line and translate it. It's a nice touch without losing the room.",
            "For the quiet bridesmaid, a friendly direct message from you usually works better than the group chat.",
            "DIY centerpieces can save a lot, but plan a work session with the bridal party instead of doing it alone.",
            "For standing all day, look for a block heel with a padded insole, or bring flats for the reception.",
            "Spreadsheets are a maid of honour's best friend. Want a simple template for budget and RSVPs?",
            "Ceilidh dancing is mostly a caller shouting instructions and everyone laughing, nobody needs to know the steps.",
            "For something blue, a small embroidered message inside her dress or a blue stone in a borrowed piece of jewellery works.",
            "Shower games without diapers: a 'how well do you know the bride' quiz, a recipe card station, or a date-night jar.",
            "For the hotel, ask whether Jess has a room block. They're often cheaper than booking yourself.",
            "Proofreading vows is an honour. Try to give her one or two notes, not a full edit.",
        ],
    },
    "claim": {
        "u": [
            "Still dealing with the fender bender from the Gardiner. The other guy's insurance keeps saying they're 'reviewing'.",
            "My neck's been stiff since the accident and my physio wants me to claim the sessions under accident benefits.",
            "The rental they gave me is a tiny Kia that smells like vanilla air freshener. {n} days and counting.",
            "Had to go to the collision reporting centre and wait {n} hours. Brought my study flashcards at least.",
            "Do I need to get my own estimate or just trust the shop the insurer recommends?",
            "They're saying it's 25% my fault which makes zero sense, I was stopped.",
            "Took pictures of everything like the internet says. A dashcam would have been nice, buying one now.",
            "Insurance wants a form signed by my doctor but my family doctor is booked for {n} weeks.",
            "The other driver was super nice at the scene, which makes the whole fault thing weirder.",
            "Got a letter with a bunch of section numbers from the Insurance Act. I understood maybe half.",
            "Should I tell my insurance about the physio even if it's just a few sessions? I don't want my premium going up.",
            "The bumper is apparently 'structural' now, which means more money and more weeks without my car.",
            "The rental company called because apparently the rental has a scratch that was there before. I have photos, thank god.",
            "Physio says my neck is improving, {n} more sessions probably.",
            "The insurance letter says they can't proceed until they receive some OCF form. What is that.",
            "Saw a grey SUV today and my heart rate went up. Is that a thing? That's a thing.",
            "The shop says they need to order a part from Japan. Estimated {n} weeks. I miss my car.",
            "My premium renewal notice came in {mid} higher per month. Nobody has even decided who was at fault.",
            "Took the TTC to work for a week because of the car and honestly it wasn't that bad. Except the 29 bus.",
        ],
        "a": [
            "In Ontario, fault is assigned with the Fault Determination Rules, and a stopped car that gets rear-ended is usually 0% at fault.",
            "You're allowed to get your own estimate. It's a good idea if you're unsure about the shop they suggest.",
            "Accident benefits are separate from fault, so physio for your neck should be claimable regardless.",
            "Keep every receipt and a simple log of symptoms and appointments. It helps a lot with benefit claims.",
            "If you disagree with the fault decision, ask for it in writing and escalate through their ombudsman.",
            "A dashcam is worth it for commuting. Is the car driveable or still at the shop?",
            "Ask whether the rental coverage has a daily cap, since longer repairs can run past it.",
            "Anxiety around similar cars after an accident is real. If it keeps up, mention it to your doctor or physio.",
            "OCF forms are the standard accident benefit forms in Ontario. The insurer should tell you exactly which one and send it to you.",
            "A premium increase before a fault decision is worth asking about directly. Ask what it's based on.",
        ],
    },
    "bjj": {
        "u": [
            "Got smashed at open mat by a blue belt half my age. Humbling.",
            "Finally hit the armbar from guard on someone who wasn't letting me. Screamed a little inside.",
            "My ears are starting to look kind of swollen. Should I be wearing headgear?",
            "Missed three classes because of nights. Feel like I forgot everything.",
            "Coach says I rely too much on strength, which is funny because I'm like 58 kilos.",
            "The gi I ordered shrunk in the wash and now the sleeves stop at my elbows. {mid} down the drain.",
            "There's a women's class on {day}s now and I love it. Less getting crushed, more actual learning.",
            "I tweaked my finger doing spider guard. Taping it like a proper grappler now.",
            "Thinking of doing my first competition. Is that insane at white belt?",
            "Drilled {move} for forty minutes today. My hips hurt in ways I didn't know hips could hurt.",
            "Mat burn on my forehead. My patients keep asking if I'm okay.",
            "Rolled with {cw}'s husband who is like 100 kilos and he was so careful it was almost insulting.",
            "Got my gi back from the tailor and it fits now, {mid} well spent.",
            "Did the conditioning class at {time} and couldn't lift my arms to wash my hair after.",
            "{cw} came to a trial class with me and loved it, we're going to be training buddies.",
            "Rolled with a purple belt who gave me tips the whole time. I love this sport.",
            "I have bruises shaped like fingers on my forearms and a patient's family member looked at me funny.",
            "Coach made us drill escapes from mount for a whole class. I'm now an expert at being on the bottom.",
            "Open mat on {day} was packed, like 40 people, I rolled {n} rounds and then sat on the bench like a sack of rice.",
            "The academy posted a video of my armbar attempt on Instagram. It's... not my best moment.",
        ],
        "a": [
            "First competitions at white belt are very common. The main goal is learning how you handle the adrenaline.",
            "Headgear can help prevent cauliflower ear if you're getting swelling. Worth trying for a few weeks.",
            "Missing a few classes doesn't erase progress as much as it feels like. Drilling basics brings it back fast.",
            "Buddy-taping is a good call. If the joint is still swollen after a week, get it looked at.",
            "Using less strength usually means slowing down and focusing on frames. How long have you been training now?",
            "Cold wash and hang dry for gis from now on, they love to shrink.",
            "Drilling one move for that long is exactly how it becomes automatic. Your hips will adapt.",
            "Being good on the bottom is a superpower in jiu-jitsu. Escapes are the foundation of everything.",
            "A training buddy is the best way to stay consistent. Nice!",
            "Conditioning days are brutal. Get some protein and water in afterwards.",
        ],
    },
    "money": {
        "u": [
            "Trying to figure out RRSP vs TFSA again. Every video says something different.",
            "Got my paystub and the overtime got taxed into oblivion. Is that normal?",
            "My budget app says I spent {big} on takeout last week. That can't be right. It's right.",
            "Callum and I keep talking about how to split bills. He earns more, I work more hours, it's complicated.",
            "I send money home to mom every month and the exchange rate is killing me.",
            "Does the hospital pension count as retirement savings or do I still need RRSPs on top?",
            "Opened a high-interest savings thing and the rate dropped right after. Figures.",
            "Can I even open an FHSA if I'm not a PR yet? I have a SIN and I file taxes here.",
            "Tax return question: can I claim my certification exam fees?",
            "Set up an automatic transfer on payday so I don't 'accidentally' spend it.",
            "Trying no-spend weekends. Lasted until Saturday brunch.",
            "Made a spreadsheet of subscriptions and I'm paying for {n} streaming services. Who am I.",
            "I made a budget with categories for 'mom visit', 'wedding' and 'implant' and it's mostly red.",
            "Got a tax refund of {big}! Already spent it in my head {n} times.",
            "Should I keep an emergency fund in a TFSA or a regular savings account?",
            "Compared a transfer app with my bank for sending money home and the difference on {big} was like {price}. Adds up.",
            "Callum wants to buy a condo in {n} years. I want to survive this month first.",
            "My credit card bill had a {mid} charge for a subscription I forgot about. Cancelled.",
            "Is a side gig doing agency shifts worth it after taxes? {cw} does it and says yes.",
            "Trying to figure out if I'm paying too much for my phone plan. {mid} a month for 20 gigs??",
        ],
        "a": [
            "With a defined benefit pension, your RRSP room is reduced by a pension adjustment. Your notice of assessment shows the real number.",
            "A TFSA often makes more sense while your income is lower; an RRSP gets more attractive in higher brackets.",
            "Overtime looks heavily taxed because payroll withholds as if you earned that every pay period. It often evens out at tax time.",
            "Some certification exam fees qualify for the tuition credit, but it depends on the body that runs the exam.",
            "Proportional splitting, where each of you contributes by income, works well for a lot of couples.",
            "Comparing a transfer service against your bank could save a noticeable amount on monthly transfers to Brazil.",
            "Automating savings on payday is one of the most reliable habits there is.",
            "An FHSA generally needs you to be a Canadian resident for tax purposes, not a PR, but check the first-time buyer rules.",
            "An emergency fund in a TFSA savings account grows tax-free and is still easy to access, so it's a solid choice.",
            "Agency shifts often pay well, but your marginal tax rate on extra income matters. Set aside a portion for taxes.",
            "Comparing phone plans a couple of times a year is worth it, the promos change constantly.",
        ],
    },
    "dental": {
        "u": [
            "The implant saga continues. I need a bone graft first, apparently. Fun.",
            "The temporary crown feels weird and I keep poking it with my tongue.",
            "Insurance covers {n}0% of major work but only up to an annual max, so I might split it over two years.",
            "Can I do BJJ after the implant surgery? I'm guessing mouthguard situation.",
            "Had the CT scan, the assistant said my jawbone 'looks happy'. Good to know.",
            "Soft food week: I've eaten so much açaí and mashed potatoes.",
            "Why do dentists ask you questions when their hands are in your mouth.",
            "The estimate is broken down into like 12 codes and I don't understand half of them.",
            "Should I get a second opinion? The first clinic wanted to pull two more teeth.",
            "My gums are sore after the cleaning. Salt water rinse time.",
            "Woke up with my jaw clenched again, I think I grind my teeth after stressful shifts.",
            "The clinic's billing person used so many acronyms I just said 'yes' to everything.",
            "The temporary tooth fell out while I was eating a coxinha. At the nursing station. In front of the residents.",
            "My insurance wants a predetermination before they'll say what they cover, which takes {n} weeks.",
            "Asked if I could be awake for the surgery. The answer was 'you'll want the sedation, trust me'.",
            "Soft diet menu planning: soup, soup, açaí, mashed potatoes, soup.",
            "Hygienist said I brush too hard. I brush like I scrub in, apparently.",
            "Bought an electric toothbrush for {mid} on sale. Feels like a spaceship.",
        ],
        "a": [
            "Splitting major dental work across two benefit years is a common way to make the most of annual maximums.",
            "After implant surgery most surgeons want you off contact sports for at least a couple of weeks. Ask about a custom guard.",
            "Bone grafts usually need a few months to heal before the implant goes in, so plan your schedule around that.",
            "A second opinion is reasonable for anything involving extractions. Most clinics won't mind.",
            "Ask the clinic for a plain-language breakdown of the codes; they can also send a predetermination to your insurer.",
            "Warm salt water rinses are a classic for a reason. Feel better!",
            "Night grinding is really common with shift work. A night guard might be covered under your plan.",
            "A predetermination is worth the wait because it tells you exactly what you'll pay.",
            "Brushing too hard can wear down gums. A soft brush or a pressure-sensor electric one helps.",
            "Losing a temporary is common. Call the clinic, they can usually recement it the same week.",
        ],
    },
}
THREAD_NAMES = list(THREADS)

# ---------------------------------------------------------------------------------------------------------
# Value generators
# ---------------------------------------------------------------------------------------------------------

NAMES = ["Adaeze Okonkwo", "Priya Raman", "Daniel Kowalczyk", "Mei-Lin Chao", "Farhan Siddiqui", "Gabriela Antunes",
         "Thomas Lefebvre", "Olumide Bankole", "Hannah Bergstrom", "Rohan Mehta", "Carmen Villalobos", "Isaac Goldfarb",
         "Yusuf Demir", "Siobhan Keane", "Nadia Haddad", "Kwame Asante", "Leah Tremblay", "Marco Bellini",
         "Ji-woo Park", "Anjali Desai", "Patrick O'Rourke", "Fatima Idrissi", "Viktor Novak", "Renata Cordeiro",
         "Samuel Osei", "Elena Petrova", "Arjun Pillai", "Chloe Gagnon", "Tariq Hassan", "Bronwyn Fraser",
         "Diego Marín", "Min-jun Lee", "Agnieszka Wójcik", "Kofi Mensah", "Rebecca Lindqvist", "Hamid Rezaei",
         "Sunita Bhatt", "Gregory Ashdown", "Lucía Paredes", "Noah Fitzgerald"]
PETS = ["Paçoca", "Farofa", "Jujuba", "Brigadeiro", "Quindim", "Biscoito", "Caramelo", "Pudim", "Bolacha", "Tapioca",
        "Nhoque", "Mochi", "Pretzel", "Waffles", "Pipoca", "Cuscuz", "Banguela", "Tigrão", "Nugget", "Pickles"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MON_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_ABBR = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
TO_STREETS = ["Harbord St", "Ossington Ave", "Dundas St W", "College St", "Queen St E", "Danforth Ave",
              "Eglinton Ave W", "Lansdowne Ave", "Roncesvalles Ave", "Gerrard St E", "Spadina Ave", "Bathurst St",
              "Dupont St", "St Clair Ave W", "Carlaw Ave", "Jarvis St", "Broadview Ave", "Sheppard Ave E",
              "Kingston Rd", "Dovercourt Rd"]
MISS_STREETS = ["Hurontario St", "Burnhamthorpe Rd W", "Eglinton Ave W", "Mavis Rd", "Lakeshore Rd E",
                "Winston Churchill Blvd"]


def _ordinal(n: int) -> str:
    if 11 <= n % 100 <= 13:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _date_fmt(d: date, style: int) -> str:
    m, dd, wd = d.month - 1, d.day, d.weekday()
    if style == 0:
        return f"{dd} {MONTHS[m]}"
    if style == 1:
        return f"{MONTHS[m]} {dd}"
    if style == 2:
        return f"{WEEKDAYS[wd]} the {_ordinal(dd)} of {MONTHS[m]}"
    if style == 3:
        return f"{WD_ABBR[wd]}, {MON_ABBR[m]} {dd}"
    if style == 4:
        return f"the {_ordinal(dd)} of {MONTHS[m]}"
    if style == 5:
        return f"{MONTHS[m]} {_ordinal(dd)}"
    return f"{WEEKDAYS[wd]}, {MONTHS[m]} {dd}"


_DATE_META: dict[str, tuple[date, int]] = {}  # value -> (date, style), filled per generate() call


def _date(rng: random.Random, old: str | None = None) -> str:
    """A 2025 date written the way people write dates; with ``old``, a rescheduled date near it."""
    if old is not None and old in _DATE_META:
        d0, style = _DATE_META[old]
        d = d0 + timedelta(days=rng.choice([-1, 1, 1, 1]) * rng.randint(3, 40))
        if rng.random() < 0.4:
            style = rng.randrange(7)
    else:
        d = date(2025, 1, 1) + timedelta(days=rng.randint(25, 320))
        style = rng.randrange(7)
    v = _date_fmt(d, style)
    _DATE_META[v] = (d, style)
    return v


def _phone(rng: random.Random) -> str:
    ac = rng.choice(["416", "647", "437", "905", "289", "365"])
    last = f"01{rng.randint(0, 99):02d}"
    style = rng.randrange(5)
    if style == 0:
        return f"({ac}) 555-{last}"
    if style == 1:
        return f"{ac}-555-{last}"
    if style == 2:
        return f"{ac}.555.{last}"
    if style == 3:
        return f"+1 {ac} 555 {last}"
    return f"{ac}-555-{last} ext. {rng.randint(200, 499)}"


def _postal(rng: random.Random, first: str = "M") -> str:
    L = "ABCEGHJKLMNPRSTVWXYZ"
    return f"{first}{rng.choice('4456')}{rng.choice(L)} {rng.randint(1, 9)}{rng.choice(L)}{rng.randint(1, 9)}"


def _address(rng: random.Random, city: str = "to") -> str:
    if city == "miss":
        return f"{rng.randint(1200, 4999)} {rng.choice(MISS_STREETS)}, Mississauga"
    num = rng.randint(12, 2400)
    st = rng.choice(TO_STREETS)
    style = rng.randrange(5)
    if style == 0:
        return f"{num} {st}, Unit {rng.randint(2, 40)}"
    if style == 1:
        return f"{num} {st}, {_postal(rng)}"
    if style == 2:
        return f"{rng.randint(101, 2907)}-{num} {st}"
    if style == 3:
        return f"{num} {st}, Suite {rng.randint(100, 850)}"
    return f"{num} {st}"


def _money(n: int) -> str:
    return f"${n:,}"


def _caps(rng: random.Random, k: int, alphabet: str = "ABCDEFGHJKLMNPRSTUVWXYZ") -> str:
    return "".join(rng.choice(alphabet) for _ in range(k))


def _digits(rng: random.Random, k: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(k))


# ---------------------------------------------------------------------------------------------------------
# Fact specs. Templates: "{v}" = the planted value, "{old}" = the stale value (corrections only);
# a "A:" prefix marks an answer to the assistant's question (``ask``) in the previous turn.
# ---------------------------------------------------------------------------------------------------------


@dataclass
class Spec:
    kind: str
    about: str
    thread: str
    ask: str
    say: list[str]
    fix: list[str] = field(default_factory=list)
    gen: object = None  # callable(rng) -> str, or None (pool by kind)
    values: list[str] = field(default_factory=list)


def S(kind, about, thread, ask, say, fix=(), gen=None, values=()):
    return Spec(kind, about, thread, ask, list(say), list(fix), gen, list(values))


PERSON = [
    S("person", "dental implant surgeon", "dental", "Did the clinic say who's actually doing the implant surgery?", [
        "The surgeon for my implant is Dr. {v}. Did my consult and explained the bone graft thing really clearly, which I appreciate as a nurse who hates vague doctors.",
        "Dr. {v} — writing that here bc I will 100% forget. That's who's doing the implant. Consult took {n} minutes maybe.",
        "Pasted from the clinic email:\n\"Hello, this is a reminder that your surgical consultation is booked with Dr. {v}. Please bring your insurance card and a list of current medications. Parking is available under the building ({price}/hr).\"\nSo that's who it is.",
        "can u remind me to send my CT results to Dr. {v}'s office before the weekend? they asked twice already",
        "A:Yes! Dr. {v}. The hygienist said that's who everyone asks for.",
    ], fix=[
        "Update on the implant: the clinic called and Dr. {old} is going on leave, so I'm with Dr. {v} now. Same clinic at least.",
        "New surgeon for the implant, apparently: Dr. {v}. They didn't really explain why, just 'scheduling'.",
    ]),
    S("person", "insurance adjuster on the car claim", "claim", "Do you know who the adjuster on your file is yet?", [
        "The adjuster assigned to my claim is {v}. Very polite, very slow. Said they'd call back within {n} business days.",
        "A:yeah finally got a name, it's {v}. they left a voicemail while I was in a code lol",
        "Pasting the email so I have it somewhere:\n\"Hi, my name is {v} and I will be the adjuster handling your file. Please send photos of the damage and the collision report at your earliest convenience.\"\nAt least it's a human now.",
        "So the insurance finally gave me an actual person, {v}, and the first thing they asked was whether I was on my phone while driving. I was STOPPED.",
        "Should I email {v} directly about the rental extension or go through the general claims inbox? They're the adjuster.",
    ], fix=[
        "My file got transferred to a different adjuster, {v}. Starting from zero again, nossa.",
        "Correction on the adjuster: it's {v} now, not {old}. Apparently {old} moved to another department.",
    ]),
    S("person", "immigration consultant", "immig", "Are you working with a consultant or a lawyer on the PR application?", [
        "My immigration consultant is {v}, recommended by a nurse from {cw}'s old unit. Worth the fee so far.",
        "A:Yes, a consultant, {v}. Licensed with the college and everything, I checked the registry.",
        "Had a call with {v} (my consultant) on my lunch break and we went through the whole document checklist. {n} things missing, mostly translations.",
        "remind me to send {v} the updated reference letter tmrw, I promised by end of week",
    ], fix=[
        "Switched consultants, going with {v} now. The old office kept losing my emails.",
        "Small thing but my file was moved within the firm: my consultant is {v} now instead of {old}.",
    ]),
    S("person", "nurse manager", "work", "Who do you need to send the shift-swap request to?", [
        "Our new nurse manager is {v}. First staff meeting was today and they actually listened, which is new.",
        "A:Has to go to {v}, the manager. They sign off on all swaps now.",
        "Email from this morning:\n\"Team, please direct all schedule change requests to me going forward. Thanks, {v}, Nurse Manager, MSICU\"\nso that's the person now.",
        "gotta ask {v} about education days for the cert exam, is it weird to ask for paid time? they're my manager so idk",
    ], fix=[
        "Plot twist: an interim manager stepped in while the other one is off, {v}. So swap requests go there now.",
        "Sorry, I mixed them up: our manager is {v}, not {old}. {old} is the educator.",
    ]),
    S("person", "nurse covering her Saturday night shift", "work", "Did anyone pick up that Saturday night you wanted to give away?", [
        "{v} is taking my Saturday night!! I owe them big. Bringing a coffee tomorrow.",
        "A:yes!! {v} took it. one of the float nurses, super chill.",
        "So the swap is official: the nurse covering my Saturday night is {v}, and I'm doing their {day} day in exchange. {cw} was jealous lol.",
        "Text from the unit chat: \"I can take Sat night if you do my Thursday day — {v}\". SOLD.",
    ], fix=[
        "Swap changed, {v} is covering Saturday now. The first person had a family thing.",
        "Ugh, correction: it's {v} who's taking my Saturday night, not {old}. I read the chat wrong.",
    ]),
    S("person", "BJJ women's class instructor", "bjj", "Who's teaching the women's class?", [
        "The women's class is taught by {v}, a brown belt who competed in Brazil for years. We talked in Portuguese after class!",
        "A:{v}. Brown belt, tiny, terrifying. I love it.",
        "The coach for the fundamentals program this term is {v}, and they want everyone to film their rolls. Cringe.",
    ], fix=[
        "New instructor for the women's class: {v}. The old coach moved to the Mississauga location.",
    ]),
    S("person", "Jess's wedding coordinator", "wedding", "Has Jess hired a planner, or is it all on you?", [
        "Jess finally hired a day-of coordinator, {v}. Which means I can actually enjoy the reception. Maybe.",
        "A:She hired one! {v}. The website is all beige and script fonts, very wedding.",
        "Jess says the planner is {v} and I should loop them in on the shower stuff too.",
        "Group chat update from Jess: \"Everyone please save {v}'s number, they're running the day!!\" So we have a planner lol",
    ], fix=[
        "The coordinator changed, it's {v} now. The first one double-booked the date.",
    ]),
    S("person", "condo property manager", "lease", "Who's the property manager you'd be dealing with on the renewal?", [
        "The property manager for our building is {v}. They sent the renewal letter and 'look forward to continuing our relationship'.",
        "A:{v}, the property manager. Only communicates by email, never answers the phone.",
        "Forwarding this to myself:\n\"Dear Resident, please contact your property manager, {v}, with any questions regarding your lease renewal. Office hours are Mon-Fri 9-5.\"",
    ], fix=[
        "The building got new management, so our property manager is {v} now. Hopefully less useless.",
    ]),
    S("person", "bank financial advisor", "money", "Do you have an advisor at the bank you could run this by?", [
        "Booked a call with {v}, the advisor at my branch, to talk RRSP vs TFSA. It's free so why not.",
        "A:Kind of, {v} at the branch near the hospital. Nice but always tries to sell me a credit card.",
        "my bank assigned me an advisor, {v}, and they said to bring my last notice of assessment",
    ], fix=[
        "My branch advisor left, the new one is {v}. Rebooking the RRSP chat.",
    ]),
    S("person", "mom's cousin in Mississauga", "mom", "Is there anyone in the GTA your mom could stay with while you're on nights?", [
        "Mom's cousin {v} lives in Mississauga and offered to take her for a weekend, which solves my night shift problem.",
        "A:Yes! Her cousin {v}, out in Mississauga. They haven't seen each other in like twenty years.",
        "Mom says her cousin {v} wants to take her to the Brazilian bakery in Mississauga and to church. Perfect, that's two days sorted.",
    ]),
    S("person", "other driver in the accident", "claim", "Did you get the other driver's details at the scene?", [
        "The other driver's name is {v}. We exchanged info and they were really apologetic.",
        "A:Yeah, {v}. Had to spell it twice for the police report.",
        "From the collision report: Driver 2 — {v}, vehicle: grey Honda CR-V. That's the person who hit me.",
    ], fix=[
        "Turns out I wrote the other driver's name wrong in my notes: it's {v}, not {old}. The police report has it right.",
    ]),
    S("person", "contact at the dog rescue", "pets", "Who's your contact at the rescue?", [
        "Our contact at the rescue is {v}, they do all the adoption follow-ups.",
        "A:{v}! They handle fosters and adoptions. Very intense about dog food.",
        "{v} from the rescue emailed asking for an update photo, so I sent the one of the dog in Callum's hoodie.",
    ]),
]

PET = [
    S("pet", "her rescue dog's name", "pets", "What did you end up naming the dog?", [
        "Her name is {v}! The rescue called her Daisy but she did not respond to that at all.",
        "A:{v}!! Callum wanted something Irish but I won.",
        "Officially calling the rescue pup {v}. Updating the microchip registry and everything.",
        "The vet wrote '{v} Mendes' on her file and I kinda love that she has my last name.",
    ]),
    S("pet", "Callum's cat's name", "pets", "What's the cat's name, by the way?", [
        "Callum's cat is called {v}. She's 9 and thinks she owns the condo.",
        "A:{v}. Callum named her, he says it's after a football player but I don't believe him.",
        "{v} (Callum's cat, the grumpy tabby) finally let the dog sniff her without hissing. Progress!!",
    ]),
    S("pet", "mom's dog in Belo Horizonte", "mom", "Who's looking after your mom's dog while she's here?", [
        "Camila's keeping mom's dog, {v}, while she's here. Tiny poodle who hates everyone except mom.",
        "A:My sister's taking {v}. He'll be spoiled rotten.",
        "Mom keeps sending videos of {v}, her little poodle, in a sweater. It's 28 degrees in BH, mãe.",
    ]),
    S("pet", "the foster kitten's name", "pets", "Did you decide on a name for the foster kitten?", [
        "We're fostering a kitten for two weeks and the rescue said we could name him, so he's {v}.",
        "A:{v}! It fits, he's orange and chaotic.",
        "tiny foster update: {v} the kitten climbed the curtains at 4am and the dog just watched",
    ]),
    S("pet", "Jess's corgi (ring bearer)", "wedding", "Wait, is Jess really putting the dog in the ceremony?", [
        "A:YES. {v}, her corgi, is the ring bearer. There's a tiny bow tie.",
        "Jess's corgi {v} is going to be the ring bearer and I'm in charge of him during photos. Pray for me.",
        "Jess says {v} (her corgi) has a rehearsal with the photographer. The dog has a rehearsal.",
    ]),
]

DATE = [
    S("date", "critical care certification exam", "work", "When's the certification exam?", [
        "Booked the critical care cert exam for {v}! Now it's real. Panic.",
        "A:{v}. At the test centre, {time} start. I'm going to need so much coffee.",
        "Confirmation email:\n\"Your examination appointment is scheduled for {v}. Please arrive 30 minutes early with two pieces of ID.\"\nOk so that's happening.",
        "can you help me plan study weeks backwards from {v}? that's exam day",
    ], fix=[
        "They moved my exam to {v} because the test centre had a system issue. More time to study I guess??",
        "Sorry, I had the exam date wrong: it's {v}, not {old}. Looked at the wrong email.",
        "New exam date: {v}. Rescheduled it myself, I need the extra weeks.",
    ], gen=_date),
    S("date", "mom's arrival in Toronto", "mom", "What day does your mom land?", [
        "Mom lands on {v}!!! Saudade finally ending.",
        "A:{v}, in the evening. Callum's driving us to Pearson after my shift.",
        "Camila says mom arrives {v}, she bought the ticket without telling me lol",
        "So I need {v} off, mom's landing that day and no way I'm missing the arrivals gate moment.",
    ], fix=[
        "Change of plans, mom's flight got moved and now she lands {v}.",
        "Sorry! Mom arrives {v}, not {old}. Camila told me the wrong day.",
    ], gen=_date),
    S("date", "dental implant surgery", "dental", "Do you have a date for the implant surgery yet?", [
        "Implant surgery is booked for {v}. Asked for a morning slot so I can sleep all afternoon after.",
        "A:{v}! Have to take {n} days off after, which means swapping again.",
        "Calendar invite from the clinic: \"Implant placement — {v}, 8:30 AM — Nothing to eat after midnight\". Exciting and terrifying.",
    ], fix=[
        "Clinic called, they need to move the implant surgery to {v}. Fine, whatever.",
        "Implant's now {v}, the bone graft needs more healing time.",
    ], gen=_date),
    S("date", "deadline to sign the lease renewal", "lease", "Is there a deadline to sign the renewal?", [
        "We have to sign the renewal by {v} or it goes month-to-month automatically.",
        "A:Yes, {v}. After that they assume we're leaving? The letter was confusing.",
        "From the letter: \"Please return the signed renewal agreement no later than {v}.\" Putting that in my calendar.",
    ], fix=[
        "Property management extended the deadline to {v} because half the building complained.",
    ], gen=_date),
    S("date", "PR biometrics appointment", "immig", "When's your biometrics appointment?", [
        "Biometrics appointment is {v}, first thing in the morning. Have to trade a shift.",
        "A:{v}. The letter says bring the instruction letter and passport, nothing else.",
        "Got my biometrics instruction letter!!! Appointment {v}. One step closer, gente.",
    ], fix=[
        "Had to rebook biometrics, new appointment is {v}.",
    ], gen=_date),
    S("date", "Jess's bridal shower", "wedding", "When's the bridal shower happening?", [
        "The bridal shower is {v}, at Jess's aunt's place in Oakville. I'm hosting but not at my house, which is the best kind of hosting.",
        "A:{v}, in the afternoon. I already asked for the day off.",
        "Jess's mom says the shower has to be {v} because of the cousins' schedule, so that's that.",
    ], fix=[
        "Shower moved to {v}, the aunt's basement flooded. Not joking.",
        "Correction: the shower is {v}, not {old}. Jess's mom changed it again.",
    ], gen=_date),
    S("date", "first BJJ tournament", "bjj", "When's the competition?", [
        "Signed up for my first tournament, it's {v}. White belt, female, 58 kilos. I'm so scared.",
        "A:{v}, in Mississauga. Weigh-ins the morning of.",
        "Coach says the tournament everyone's doing is {v}, so I registered before I could chicken out.",
    ], fix=[
        "The tournament got moved to {v}. More time to cut sugar lol.",
    ], gen=_date),
    S("date", "insurer's independent medical assessment", "claim", "When's the assessment the insurer asked for?", [
        "The insurer scheduled an independent medical assessment for {v}. It's with a physio I've never met.",
        "A:{v}. They'll pay for parking, supposedly.",
    ], fix=[
        "The assessment got moved to {v}, the assessor is sick.",
    ], gen=_date),
    S("date", "immigration medical exam", "immig", "Did you book the immigration medical yet?", [
        "Immigration medical is booked for {v} with the panel physician near {place}.",
        "A:Yes! {v}. Need to bring glasses and my vaccination records.",
    ], fix=[
        "The panel physician's office called, moving my medical to {v}.",
    ], gen=_date),
]


def _amt_implant(rng):
    return _money(rng.randint(62, 130) * 50)


def _amt_deductible(rng):
    return _money(rng.choice([300, 500, 750, 1000, 1500, 2000]))


def _amt_rent(rng):
    base = _money(rng.randint(84, 132) * 25)
    return base + rng.choice(["/month", " a month", "/mo"])


def _amt_ticket(rng):
    return f"${rng.randint(1, 2)},{rng.randint(100, 999)}.{rng.choice(['00', '40', '60', '18', '95', '37'])}"


def _amt_rrsp(rng):
    return _money(rng.randint(6, 19) * 500 + rng.choice([0, 250]))


def _amt_dress(rng):
    return f"${rng.randint(179, 349)}.{rng.choice(['00', '99', '50'])}"


def _amt_gym(rng):
    return f"${rng.randint(139, 229)}{rng.choice(['/month', ' a month', ' per month'])}"


def _amt_prfees(rng):
    return _money(rng.randint(1310, 1590))


def _amt_exam(rng):
    return f"${rng.randint(395, 695)}{rng.choice(['', '.00', ' plus tax'])}"


AMOUNT = [
    S("amount", "dental implant estimate", "dental", "Did they give you a price for the implant?", [
        "Got the estimate for the implant: {v} total before insurance. My soul left my body.",
        "A:{v} all in, including the crown. Insurance covers part of it, maybe.",
        "Treatment estimate copy-paste:\nBone graft — included\nImplant placement + abutment + crown: {v}\nValid 90 days.\nWhat is an abutment even.",
        "is {v} reasonable for an implant in toronto?? that's what the clinic quoted",
    ], fix=[
        "Final quote for the implant came back at {v}. Different from the first estimate because of the graft.",
        "Sorry, I said it wrong before: the implant is {v}, not {old}. I read the wrong line.",
    ], gen=_amt_implant),
    S("amount", "collision deductible", "claim", "What's your deductible on collision?", [
        "My collision deductible is {v}, which I'll have to pay if they decide it's partly my fault.",
        "A:{v}. I picked the higher one to lower my premium, regretting that now.",
        "Per my policy: Collision — deductible {v}. Comprehensive — whatever. Ok so that's what I'm on the hook for.",
    ], fix=[
        "Checked my policy doc and the deductible is actually {v}. I was remembering my old policy.",
    ], gen=_amt_deductible),
    S("amount", "new rent offered at renewal", "lease", "What's the new rent they're offering?", [
        "The renewal letter says rent goes up to {v}. That's a big jump from what we pay now.",
        "A:{v}, if we sign for two years. Month-to-month would be more.",
        "ok so new rent would be {v} starting on renewal. Callum did the math and it's basically one dinner out per week, gone.",
    ], fix=[
        "They revised the renewal offer, new rent is {v}.",
        "Correction: rent is {v}, not {old}. There was a 'typo' in their letter. Sure.",
    ], gen=_amt_rent),
    S("amount", "mom's plane ticket", "mom", "How much was your mom's ticket in the end?", [
        "Mom's ticket was {v} round trip, BH to Toronto via São Paulo. I'm paying half with Camila.",
        "A:{v}, with one checked bag. She'll fill it with goiabada.",
        "Receipt from the airline:\nPassenger: 1 adult\nTotal charged: {v} CAD\nYikes.",
    ], fix=[
        "Changed mom's return date and now the ticket total is {v} after fees.",
    ], gen=_amt_ticket),
    S("amount", "planned RRSP contribution", "money", "How much are you planning to put into the RRSP this year?", [
        "Planning to put {v} into my RRSP before the deadline, mostly from overtime money.",
        "A:{v}. That's what the calculator said makes sense with my pension adjustment.",
    ], fix=[
        "Revised the RRSP plan: going with {v} instead, I need a cushion for mom's visit.",
    ], gen=_amt_rrsp),
    S("amount", "maid of honour dress price", "wedding", "How much is the bridesmaid dress?", [
        "The dress is {v} before tax, and alterations are extra. Love Jess, but ouch.",
        "A:{v}! Plus shoes. Plus hair. Plus the shower.",
    ], fix=[
        "The dress shop called, the price is {v} now because of some supplier thing.",
    ], gen=_amt_dress),
    S("amount", "BJJ gym membership", "bjj", "What does the gym charge?", [
        "Membership is {v} for unlimited classes. Less if I commit for a year, but with my schedule...",
        "A:{v}. Cheaper than therapy, arguably the same effect.",
    ], fix=[
        "The gym raised the rate, it's {v} starting next billing cycle.",
    ], gen=_amt_gym),
    S("amount", "PR application government fees", "immig", "How much were the government fees for the application?", [
        "Paid the PR fees today, {v} total including the right of PR fee. Felt weirdly emotional clicking submit.",
        "A:{v}. Right of permanent residence fee included.",
    ], gen=_amt_prfees),
    S("amount", "certification exam fee", "work", "How much does the certification exam cost?", [
        "The cert exam registration was {v}. The hospital reimburses half if I pass, so no pressure.",
        "A:{v}. Non-refundable, so I'm definitely showing up.",
    ], fix=[
        "Exam fee ended up being {v} with the late registration surcharge.",
    ], gen=_amt_exam),
]


def _ph_br(rng):
    return f"+55 31 9{rng.randint(8000, 9999)}-{rng.randint(1000, 9999)}"


PHONE = [
    S("phone", "oral surgery clinic phone", "dental", "Do you have the clinic's number for rescheduling?", [
        "The implant clinic's number is {v}, saving it here because their website is impossible.",
        "A:Yep, {v}. They only answer between 9 and 4, which is perfect for someone who works nights /s",
        "can you remind me to call the surgery clinic back at {v} after my shift? it's about the pre-op bloodwork",
    ], fix=[
        "The clinic has a new direct line for surgical bookings: {v}. The old one goes to a general voicemail now.",
    ], gen=_phone),
    S("phone", "insurance adjuster's direct line", "claim", "Do you have a direct line for the adjuster?", [
        "Adjuster's direct line is {v} (just wait through the menu, it eventually rings).",
        "A:{v}. Writing it here because their email signature is an image and I can't copy it.",
        "Voicemail transcript: \"...please call me back at {v}, reference your claim number. Thanks.\" Ugh I missed the call by two minutes.",
    ], fix=[
        "New number for the adjuster: {v}. They're working from a different office now.",
        "Sorry, typo before: the adjuster's line is {v}, not {old}.",
    ], gen=_phone),
    S("phone", "immigration consultant's office phone", "immig", "Do you have a phone number for the consultant's office?", [
        "My consultant's office number is {v}, they said to call instead of emailing for anything urgent.",
        "A:{v}, ask for the case manager.",
    ], fix=[
        "The consultant's office moved, new phone is {v}.",
    ], gen=_phone),
    S("phone", "24-hour emergency vet", "pets", "Do you have an emergency vet number saved, just in case?", [
        "Emergency vet near us: {v}. Saving it after the sock incident.",
        "A:Now I do: {v}. It's the 24h one on {street}.",
        "The rescue told us: if anything happens overnight call {v}, that's the 24h clinic they work with.",
    ], fix=[
        "The 24h vet changed their number, the new one is {v}.",
    ], gen=_phone),
    S("phone", "body shop phone", "claim", "What's the body shop's number?", [
        "Body shop is {v}, ask for the estimator. Car's supposed to be ready in {n} days.",
        "A:{v}. The guy who answers calls everyone 'boss'.",
        "texting myself the body shop # so I stop losing it: {v}",
    ], fix=[
        "The car got moved to a different shop, their number is {v}.",
    ], gen=_phone),
    S("phone", "mom's WhatsApp number", "mom", "Does your mom use WhatsApp, by the way?", [
        "Mom's WhatsApp is {v}, she changed numbers again. Third time this year.",
        "A:Yes, her WhatsApp is {v}. Voice notes only, she never types.",
        "Camila sent mom's new number: {v}. Saving it everywhere.",
    ], fix=[
        "Mom's got a new number (again!!): {v}.",
    ], gen=_ph_br),
    S("phone", "property management office phone", "lease", "Is there a number for the management office?", [
        "Property management office is {v}, for the renewal questions.",
        "A:{v}. Nobody ever picks up but there's a voicemail.",
    ], fix=[
        "The management company changed, the office number is {v} now.",
    ], gen=_phone),
]

ADDRESS = [
    S("address", "condo they're viewing", "lease", "Where's the place you're viewing?", [
        "Viewing a 2-bed at {v} on {day}. Has a bathtub AND a den. Suspicious.",
        "A:{v}. Close to the streetcar, 15 minutes' walk from the hospital.",
        "Listing says:\n2 bed + den, 840 sq ft, parking extra ({big}/mo)\nAddress: {v}\nAvailable immediately\nSo that's the one.",
    ], fix=[
        "The agent switched us to a unit in another building: {v}. Apparently the first one got rented.",
    ], gen=_address),
    S("address", "body shop fixing her car", "claim", "Where's the shop they're sending your car to?", [
        "Car's at the body shop at {v}. Going to check on it after my shift.",
        "A:{v}. Right by a great Portuguese bakery, so at least there's that.",
    ], fix=[
        "They towed it to a different shop: {v}.",
    ], gen=_address),
    S("address", "biometrics collection office", "immig", "Where do you go for biometrics?", [
        "Biometrics is at the Service Canada office at {v}. Bring passport and the letter.",
        "A:{v}. Tiny office apparently, lines out the door.",
    ], fix=[
        "Rebooked biometrics at a different location: {v}.",
    ], gen=_address),
    S("address", "Jess's wedding venue", "wedding", "Where's the wedding venue?", [
        "The venue is {v}, an old brick warehouse with Edison bulbs everywhere. Very Jess.",
        "A:{v}. Ceremony and reception in the same place, thank god.",
        "Jess's save-the-date says: \"Jess & Aaron — {v} — dinner and dancing to follow\". So cute I could cry.",
    ], fix=[
        "Venue change!!! New place is {v}. The old one lost their liquor licence, I'm not even kidding.",
    ], gen=_address),
    S("address", "oral surgeon's office", "dental", "Where's the surgeon's office?", [
        "The surgeon's office is at {v}. Second floor, above a pharmacy.",
        "A:{v}, near the subway, thankfully.",
    ], fix=[
        "The surgery is happening at their other location: {v}.",
    ], gen=_address),
    S("address", "BJJ academy's new location", "bjj", "Where's the new academy location?", [
        "The academy is moving to {v} next month, bigger mats and actual showers.",
        "A:{v}. Ten minutes by bike from home.",
    ], fix=[
        "Academy address changed again, the final spot is {v}.",
    ], gen=_address),
    S("address", "mom's cousin's house", "mom", "Where does the cousin live?", [
        "Dropping mom at her cousin's for the weekend, {v}.",
        "A:{v}. Forty minutes with no traffic, so two hours.",
    ], gen=lambda rng: _address(rng, "miss")),
]


def _id_claim(rng):
    return f"{rng.choice(['CLM', 'AU', 'TDC'])}-{rng.randint(1000000, 9999999)}"


def _id_policy(rng):
    return f"{rng.choice(['PA', 'ON', 'AUT'])}{rng.randint(10, 99)} {rng.randint(100000, 999999)}"


def _id_uci(rng):
    return f"{rng.randint(11, 99)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"


def _id_app(rng):
    return f"E00{rng.randint(1000000, 9999999)}"


def _id_flight(rng):
    return rng.choice([f"AC {rng.randint(90, 99)}", f"LA {rng.randint(8000, 8199)}", f"G3 {rng.randint(7400, 7699)}"])


def _id_plate(rng):
    return f"{_caps(rng, 4)} {rng.randint(100, 999)}"


def _id_booking(rng):
    return _caps(rng, 3, "ABCDEFGHJKMNPQRSTUVWXYZ") + _digits(rng, 1) + _caps(rng, 2, "ABCDEFGHJKMNPQRSTUVWXYZ23456789")


def _id_candidate(rng):
    return f"CNA-{rng.randint(10000000, 99999999)}"


def _id_chip(rng):
    return f"985 {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)} {_digits(rng, 3)}"


def _id_ohip(rng):
    return f"{_digits(rng, 4)}-{_digits(rng, 3)}-{_digits(rng, 3)}-{_caps(rng, 2)}"


ID = [
    S("id", "car insurance claim number", "claim", "Do you have the claim number handy?", [
        "Claim number is {v}. Putting it here because I'll need it for literally every call.",
        "A:{v}. It's on every letter in tiny font.",
        "Email subject line: \"RE: Claim {v} — Rental Vehicle Authorization\". At least the rental's approved.",
    ], fix=[
        "They merged my files and the claim number is {v} now. 'Please use this going forward', says the letter.",
        "Sorry, the claim number is {v}. I had it wrong, it's not {old}.",
    ], gen=_id_claim),
    S("id", "auto insurance policy number", "claim", "Does the shop need your policy number?", [
        "My auto policy number is {v}, the body shop needed it.",
        "A:Yes: {v}, from the pink slip in the glovebox.",
    ], fix=[
        "The policy renewed with a new number: {v}.",
    ], gen=_id_policy),
    S("id", "her IRCC UCI number", "immig", "Do you have your UCI number for the form?", [
        "My UCI is {v}, it's on my work permit. Everyone keeps asking for it.",
        "A:{v}. I have it memorized at this point honestly.",
        "form field 'Unique Client Identifier (UCI)': {v}. ok that part's done",
    ], fix=[
        "Sorry, I typed my UCI wrong earlier. It's {v}, I checked the permit.",
    ], gen=_id_uci),
    S("id", "PR application number", "immig", "Did you get an application number after submitting?", [
        "PR application number is {v}. Application submitted!!!",
        "A:{v}. It's in the acknowledgment of receipt email.",
        "AOR email: \"We have received your application for permanent residence. Application number: {v}.\" GENTE.",
    ], fix=[
        "Got a new application number after they split my file: {v}.",
    ], gen=_id_app),
    S("id", "mom's flight number", "mom", "Which flight is she on into Toronto?", [
        "Mom's flight into Pearson is {v}, lands in the evening if nothing goes wrong in São Paulo.",
        "A:{v}. I'm tracking it already, which is silly because she hasn't left.",
        "Camila texted: \"mãe's flight is {v}, terminal 1\". Obrigada, sister.",
    ], fix=[
        "Mom got rebooked onto {v} after the first flight was cancelled.",
    ], gen=_id_flight),
    S("id", "other car's licence plate", "claim", "Did you get the other car's plate?", [
        "The other car's plate was {v}, I took a pic right before the tow truck came.",
        "A:{v}. Ontario plate, grey CR-V.",
    ], fix=[
        "I had the plate wrong, it's {v}. Checked the photo again.",
    ], gen=_id_plate),
    S("id", "bachelorette cottage booking code", "wedding", "Do you have the booking confirmation for the cottage?", [
        "Booked the cottage for the bachelorette! Confirmation code {v}. Everyone owes me {big}.",
        "A:{v}. Check-in Friday after 4.",
    ], fix=[
        "Had to rebook the cottage for different dates, new confirmation is {v}.",
    ], gen=_id_booking),
    S("id", "certification exam candidate ID", "work", "Do you have your candidate ID for exam day?", [
        "Exam candidate ID is {v}, I need it on exam day along with two pieces of ID.",
        "A:{v}. It's in the confirmation, top right.",
    ], fix=[
        "They reissued my candidate ID after the reschedule: {v}.",
    ], gen=_id_candidate),
    S("id", "rescue dog's microchip number", "pets", "Do you have the microchip number?", [
        "Her microchip number is {v}, the rescue asked me to re-register it under my name.",
        "A:{v}. It's on the rescue paperwork.",
    ], gen=_id_chip),
    S("id", "her OHIP health card number", "claim", "Does the physio form ask for your health card number?", [
        "My OHIP number is {v} in case I need it for the physio forms.",
        "A:{v}, version code at the end.",
    ], fix=[
        "Got a new health card with a new number: {v}.",
    ], gen=_id_ohip),
]

DECISION = [
    S("decision", "lease renewal choice", "lease", "Have you and Callum decided what to do about the lease?", [
        "Decision made: we're taking {v}. Moving in this market is insane.",
        "A:We're going with {v}. Callum did a spreadsheet, I did a gut feeling, they agreed.",
        "Talked it over with Callum last night and we agreed on {v}, assuming they put parking in writing.",
    ], values=["the two-year renewal", "the one-year renewal"]),
    S("decision", "implant crown choice", "dental", "Which crown option are you leaning toward?", [
        "Going with {v} for the implant. More expensive but it looks more natural.",
        "A:{v}. The dentist showed me pictures and it was an easy call.",
    ], values=["the zirconia crown", "the porcelain-fused crown"]),
    S("decision", "bridesmaid dresses", "wedding", "Did Jess settle on the bridesmaid dresses?", [
        "Jess picked {v} for the bridesmaids!! Finally. I look terrible in yellow so I'm relieved.",
        "A:{v}, final answer. Jess cried, I cried, the sales lady cried.",
    ], values=["the dusty blue dresses", "the sage green dresses"]),
    S("decision", "schedule line she's taking", "work", "Did you decide about the schedule line they offered?", [
        "I've decided to take {v}. Better pay and I get more study time.",
        "A:Yeah, I'm taking {v}. Told the manager today.",
    ], values=["permanent nights", "the 0.8 line"]),
    S("decision", "savings priority", "money", "So which account are you prioritizing?", [
        "Final decision on savings: {v}, and the RRSP later when I'm earning more.",
        "A:{v}. Simple, flexible, and I can touch it if mom needs anything.",
    ], values=["TFSA first", "emergency fund first"]),
    S("decision", "how she and Callum split bills", "money", "Did you two land on a way to split the bills?", [
        "Callum and I are opening {v} for rent, hydro, internet and groceries. Everything else stays separate.",
        "A:{v}, each of us puts in by income. Felt very adult.",
    ], values=["a bills-only joint account", "a shared bills account"]),
    S("decision", "big outing for mom's visit", "mom", "Which big outing did you pick for your mom?", [
        "For mom's big outing we're doing {v}, the rest of the visit stays close to home.",
        "A:{v}. She's going to love it, she's been talking about it since I moved here.",
    ], values=["the Niagara day trip", "the Montreal train trip"]),
    S("decision", "where to repair the car", "claim", "Did you decide where the repairs will be done?", [
        "Decided to go with {v} for the repairs. Slower maybe, but I trust them more.",
        "A:{v}. I'd rather fight about the bill than about the quality.",
    ], values=["my own body shop", "the insurer's preferred shop"]),
]

PREFERENCE = [
    S("preference", "seat preference when flying", "mom", "Do you have a seat preference when you fly?", [
        "Note for future bookings: I always want {v}. I pee a lot, the nurse bladder is a myth.",
        "A:{v}, always. Window seats are a trap.",
    ], values=["aisle seats", "an aisle seat"]),
    S("preference", "her coffee order", "work", "What's your go-to coffee order?", [
        "My break coffee is always an {v}, the cafeteria one doesn't count as coffee.",
        "A:An {v}, extra shot if it's a night shift.",
    ], values=["oat milk cortado", "iced oat latte"]),
    S("preference", "how she likes to be contacted", "work", "Do you prefer calls or texts for this kind of thing?", [
        "Tell everyone: {v}. When my phone rings I assume someone died.",
        "A:{v}, always. I can't answer calls on the floor anyway.",
    ], values=["texts, not calls", "texts over phone calls"]),
    S("preference", "shift preference", "work", "Do you actually prefer nights or days?", [
        "Honestly I prefer {v}. Quieter, the team is tight, and no managers around.",
        "A:{v}, weirdly. My body hates it but my brain loves it.",
    ], values=["nights over days", "night shifts over day shifts"]),
    S("preference", "how mom takes her coffee", "mom", "How does your mom take her coffee? I can suggest a machine.", [
        "Mom takes her coffee {v}, which is funny because she puts sugar in everything else.",
        "A:{v}. She'll complain about Canadian coffee regardless.",
    ], values=["strong, no sugar", "black with no sugar"]),
    S("preference", "preferred BJJ class", "bjj", "Which class time works best for you?", [
        "I like {v} best, it fits around my shifts and it's less crowded.",
        "A:{v}. Fewer people, more mat space, more coffee after.",
    ], values=["the 6:30am class", "the noon open mat"]),
    S("preference", "what the dog will eat", "pets", "Is the dog picky about food?", [
        "The dog only eats {v}, she spits out anything else. Rescue diva.",
        "A:Very. {v} or nothing.",
    ], values=["the salmon kibble", "the lamb and rice kibble"]),
]

CONSTRAINT = [
    S("constraint", "her drug allergy", "dental", "Any allergies they should know about before surgery?", [
        "For the surgery forms: I have a {v}. Found out the hard way in nursing school, hives everywhere.",
        "A:Just one, a {v}. Writing it on every single form.",
    ], values=["penicillin allergy", "sulfa allergy"]),
    S("constraint", "Callum's food allergy", "mom", "Any dietary stuff to plan around for the family dinner?", [
        "Callum is allergic, so {v} at any dinner we host, ever. Mom needs to know this before she starts cooking.",
        "A:{v}, for Callum. He carries an EpiPen.",
    ], values=["no shellfish", "no peanuts"]),
    S("constraint", "her hard limit on consecutive shifts", "work", "Is there a limit on how many shifts you'll pick up in a row?", [
        "Hard rule for me after last winter: {v}. I get sloppy after that and it's not safe.",
        "A:{v}, that's my limit. Told the manager too.",
    ], values=["never more than three 12s in a row", "no more than two nights in a row"]),
    S("constraint", "dog and cat safety rule", "pets", "Are the dog and cat okay alone together yet?", [
        "The rescue's rule: {v} until they've lived together a month. So the dog goes in the crate when we're out.",
        "A:Not yet. {v}, that's the rule for now.",
    ], values=["never leave the dog alone with the cat", "never leave them alone together"]),
    S("constraint", "mom's diabetic diet", "mom", "Does your mom have any dietary needs for the visit?", [
        "Mom's type 2 diabetic, so {v} for her. She'll fight me on it.",
        "A:{v}. She's diabetic and pretends she isn't.",
    ], values=["no added sugar", "no sugary drinks"]),
    S("constraint", "latex rule at the dentist", "dental", "Anything the dental team should know before they start?", [
        "Reminder to tell the dental clinic: {v}. My hands break out from it, nursing taught me that fast.",
        "A:Yes, {v}. I react to it.",
    ], values=["latex-free gloves only", "no latex"]),
]

POOLS = {"person": PERSON, "pet": PET, "date": DATE, "amount": AMOUNT, "phone": PHONE, "address": ADDRESS,
         "id": ID, "decision": DECISION, "preference": PREFERENCE, "constraint": CONSTRAINT}
KIND_COUNTS = [("person", 8), ("pet", 4), ("date", 7), ("amount", 6), ("phone", 4), ("address", 4), ("id", 6),
               ("decision", 4), ("preference", 4), ("constraint", 3)]
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")

ECHO_ACK = ["Noted: {v}.", "Got it, {v}.", "Okay, {v}. I'll keep that in mind.", "{v}, noted.",
            "Saving that: {v}.", "Good to have it written down: {v}."]
PLAIN_ACK = ["Noted!", "Good to have that written down.", "That's one less thing to keep in your head.", "Got it.",
             "Okay, good to know.", "Thanks, that helps."]
FIX_ACK = ["Updated, {v} it is.", "Thanks for the correction, {v} then.", "Ah, got it: {v}.",
           "Okay, noted: {v} now.", "Got it, updating that to {v}."]
FIX_PLAIN = ["Thanks for the update.", "Annoying, but good to know.", "Got it, I'll go with the new one.",
             "Okay, noted the change.", "Changes like that are so common. Good that you caught it."]

_SLOT_RE = re.compile(r"\{(\w+)\}")


def _sub(rng: random.Random, template: str, extra: dict[str, str] | None = None) -> str:
    extra = extra or {}

    def rep(m: re.Match[str]) -> str:
        k = m.group(1)
        if k in extra:
            return extra[k]
        return rng.choice(SLOTS[k])

    return _SLOT_RE.sub(rep, template)


# ---------------------------------------------------------------------------------------------------------
# Turn builders
# ---------------------------------------------------------------------------------------------------------

AI_ASKBACK = ["How are you feeling about it?", "When's your next day off?", "Did Callum have an opinion?",
              "Is that this week or next?", "Do you want to talk it through properly later?",
              "Are you on nights this week?", "What's your gut telling you?", "Is there a deadline on that?",
              "How did you sleep, by the way?"]

_STOP = {"that", "this", "with", "have", "just", "like", "what", "your", "they", "them", "then", "there", "their",
         "about", "from", "will", "would", "could", "should", "been", "were", "when", "which", "into", "more", "some",
         "much", "because", "also", "only", "really", "even", "it's", "don't", "i'm", "know", "after", "before",
         "every", "things", "thing", "want", "make", "sure", "good", "over", "than", "maybe", "first", "lot"}


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]{4,}", text.lower()) if w not in _STOP}


_AI_WORDS = {name: [_words(line) for line in th["a"]] for name, th in THREADS.items()}


def _join(opener: str, text: str) -> str:
    """Opener + text; after a lowercase connector ("ok so", "random but") the next word goes lowercase too."""
    if opener[-1] not in ".!?:" and len(text) > 1 and text[0].isupper() and text[1].islower():
        text = text[0].lower() + text[1:]
    return f"{opener} {text}"


class _Writer:
    """Picks templates with a short memory so the same line doesn't come back a few turns later."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.recent: list[str] = []

    def pick(self, pool: list[str], k: int = 1) -> list[str]:
        fresh = [x for x in pool if x not in self.recent]
        if len(fresh) < k:
            fresh = list(pool)
        out = self.rng.sample(fresh, k)
        self.recent.extend(out)
        del self.recent[:-36]
        return out

    def one(self, pool: list[str]) -> str:
        return self.pick(pool)[0]

    def body(self, thread: str) -> str:
        return self.one(THREADS[thread]["u"])

    # -- filler ---------------------------------------------------------------------------------------------
    def user_filler(self, thread: str) -> str:
        rng = self.rng
        r = rng.random()
        k = 1 if r < 0.2 else (2 if r < 0.82 else 3)
        parts = self.pick(THREADS[thread]["u"], k)
        if k >= 2 and rng.random() < 0.25:  # people jump between topics
            parts[-1] = self.body(rng.choice(THREAD_NAMES))
        if rng.random() < 0.5:
            parts.insert(rng.randint(1, len(parts)), self.one(ASIDES))
        if rng.random() < 0.3:
            parts.append(rng.choice(U_TAIL))
        text = " ".join(parts)
        if rng.random() < 0.4:
            text = _join(rng.choice(U_OPEN), text)
        text = _sub(rng, text)
        if rng.random() < 0.12:  # quick texting style
            text = text[0].lower() + text[1:]
            text = text.replace(" you ", " u ").replace("because", "bc").replace(" right now", " rn")
        return text

    def respond(self, thread: str, user_text: str) -> str:
        rng = self.rng
        lines = THREADS[thread]["a"]
        uw = _words(user_text)
        scores = [len(uw & ws) for ws in _AI_WORDS[thread]]
        best = max(scores)
        if best >= 2:
            return self.one([ln for ln, s in zip(lines, scores) if s == best])
        return self.one(lines if rng.random() < 0.55 else AI_GENERIC)

    def ai_filler(self, thread: str, user_text: str) -> str:
        rng = self.rng
        if rng.random() < 0.05:
            return rng.choice(AI_SHORT)
        parts = [self.respond(thread, user_text)]
        if rng.random() < 0.45:
            parts.insert(0, rng.choice(AI_OPEN))
        r = rng.random()
        if r < 0.4:
            parts.append(self.respond(thread, user_text))
        elif r < 0.7:
            parts.append(self.one(AI_GENERIC))
        if rng.random() < 0.22:
            parts.append(rng.choice(AI_ASKBACK))
        elif rng.random() < 0.4:
            parts.append(rng.choice(AI_CLOSE))
        return _sub(rng, " ".join(parts))

    def ask_ai(self, spec: Spec, user_text: str) -> str:
        rng = self.rng
        lead = self.respond(spec.thread, user_text)
        if rng.random() < 0.3:
            lead = f"{rng.choice(AI_OPEN)} {lead}"
        glue = rng.choice(["Also,", "Quick question:", "By the way,", "Oh, and", "Unrelated, but"])
        return _sub(rng, f"{lead} {glue} {spec.ask[0].lower()}{spec.ask[1:]}")

    # -- facts ----------------------------------------------------------------------------------------------
    def fact_user(self, spec: Spec, v: str, answer: bool) -> str:
        rng = self.rng
        pool = [t for t in spec.say if t.startswith("A:") == answer]
        tmpl = rng.choice(pool)
        if answer:
            core = tmpl[2:]
            if rng.random() < 0.6:
                core += " " + rng.choice([self.body(spec.thread), self.one(ASIDES)])
            return _sub(rng, core, {"v": v})
        core = tmpl
        r = rng.random()
        if "\n" in core:  # pasted email / receipt / form / invite
            lead = rng.choice(["", rng.choice(U_OPEN) + " ", self.body(spec.thread) + " Anyway. "])
            text = lead + core
            if rng.random() < 0.4:
                text += " " + rng.choice(U_TAIL)
        elif r < 0.28:  # buried mid-paragraph
            after = rng.choice([self.body(rng.choice(THREAD_NAMES)), self.one(ASIDES)])
            text = f"{self.body(spec.thread)} {core} {after}"
        elif r < 0.42:  # in a list
            items = rng.sample(TODO, rng.randint(2, 3))
            items.insert(rng.randint(0, len(items)), core)
            head = rng.choice(["Things I need to not forget this week:", "Brain dump before I sleep:",
                               "List for my days off:", "ok notes to self, ignore the chaos:"])
            text = head + "\n" + "\n".join(f"- {it}" for it in items)
        elif r < 0.58:  # opener + statement + aside
            text = f"{_join(rng.choice(U_OPEN), core)} {self.one(ASIDES)}"
        elif r < 0.74:  # statement + more detail on the same thread
            text = f"{core} {self.body(spec.thread)} {rng.choice(U_TAIL)}"
        else:
            text = f"{core} {self.body(rng.choice(THREAD_NAMES))}"
        return _sub(rng, text, {"v": v})

    def fact_ai(self, spec: Spec, v: str, user_text: str) -> str:
        rng = self.rng
        r = rng.random()
        line = self.respond(spec.thread, user_text)
        if r < 0.38:
            text = f"{rng.choice(ECHO_ACK)} {line}"
        elif r < 0.6:
            text = f"{rng.choice(PLAIN_ACK)} {line}"
        elif r < 0.85:
            text = f"{line} {rng.choice(AI_CLOSE)}"
        else:
            text = f"{rng.choice(PLAIN_ACK)} {line} {rng.choice(AI_ASKBACK)}"
        return _sub(rng, text, {"v": v})

    def fix_user(self, spec: Spec, v: str, old: str) -> str:
        rng = self.rng
        tmpl = rng.choice(spec.fix)
        r = rng.random()
        if r < 0.3:
            text = f"{self.body(spec.thread)} Oh and {tmpl[0].lower() + tmpl[1:]}"
        elif r < 0.55:
            text = f"{_join(rng.choice(U_OPEN), tmpl)} {self.one(ASIDES)}"
        elif r < 0.8:
            text = f"{tmpl} {self.body(rng.choice(THREAD_NAMES))}"
        else:
            text = f"{tmpl} {rng.choice(U_TAIL)}"
        return _sub(rng, text, {"v": v, "old": old})

    def fix_ai(self, spec: Spec, v: str, user_text: str) -> str:
        rng = self.rng
        ack = rng.choice(FIX_ACK) if rng.random() < 0.45 else rng.choice(FIX_PLAIN)
        return _sub(rng, f"{ack} {self.respond(spec.thread, user_text)}", {"v": v})


# ---------------------------------------------------------------------------------------------------------
# Generator
# ---------------------------------------------------------------------------------------------------------


def _conflicts(v: str, taken: list[str]) -> bool:
    return any(v in t or t in v for t in taken)


def _gen_value(rng: random.Random, spec: Spec, taken: list[str], old: str | None = None) -> str:
    for _ in range(500):
        if spec.kind == "person":
            v = rng.choice(NAMES)
        elif spec.kind == "pet":
            v = rng.choice(PETS)
        elif spec.values:
            v = rng.choice(spec.values)
        elif spec.gen is _date:
            v = _date(rng, old)
        else:
            v = spec.gen(rng)  # type: ignore[operator]
        if not _conflicts(v, taken):
            return v
    raise RuntimeError(f"could not find a unique value for {spec.about}")


def _thread_schedule(rng: random.Random, turns: int) -> list[str]:
    sched: list[str] = []
    prev = ""
    while len(sched) < turns:
        t = rng.choice([x for x in THREAD_NAMES if x != prev])
        sched.extend([t] * rng.randint(3, 8))
        prev = t
    return sched[:turns]


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    rng = random.Random(seed)
    _DATE_META.clear()
    n_facts = sum(c for _, c in KIND_COUNTS)
    if turns < 8 * n_facts:
        raise ValueError("need at least 400 turns")

    # 1. pick specs and values
    chosen: list[Spec] = []
    for kind, count in KIND_COUNTS:
        chosen.extend(rng.sample(POOLS[kind], count))
    rng.shuffle(chosen)
    taken: list[str] = []
    values: list[str] = []
    for spec in chosen:
        v = _gen_value(rng, spec, taken)
        values.append(v)
        taken.append(v)

    # 2. fact positions: one per stratum, never adjacent
    span = turns - 4
    positions: list[int] = []
    for k in range(n_facts):
        lo = 2 + (k * span) // n_facts
        hi = 2 + ((k + 1) * span) // n_facts - 2
        positions.append(rng.randint(lo, max(lo, hi)))
    used = list(positions)

    # 3. corrections
    limit = int(turns * 0.9)  # correction turn must be < 90% of the conversation
    cands = [i for i, s in enumerate(chosen) if s.kind in CORRECTABLE and s.fix and positions[i] + 50 < limit - 2]
    if len(cands) < n_corrections:
        raise ValueError("not enough correctable facts")
    rng.shuffle(cands)
    fixes: dict[int, tuple[int, str]] = {}  # fact index -> (turn, new value)
    for i in cands:
        if len(fixes) == n_corrections:
            break
        opts = [c for c in range(positions[i] + 50, limit) if all(abs(c - u) >= 2 for u in used)]
        if not opts:
            continue
        c = rng.choice(opts)
        used.append(c)
        nv = _gen_value(rng, chosen[i], taken, values[i])
        taken.append(nv)
        fixes[i] = (c, nv)
    if len(fixes) < n_corrections:
        raise ValueError("could not place corrections")

    # 4. which facts are stated as an answer to the assistant's question in the previous turn
    answer = [any(t.startswith("A:") for t in s.say) and rng.random() < 0.25 for s in chosen]
    # a spec whose only non-answer templates are missing must answer
    for i, s in enumerate(chosen):
        if not any(not t.startswith("A:") for t in s.say):
            answer[i] = True

    # 5. guards: which turns may contain each string
    guards: list[tuple[str, tuple[int, ...]]] = []
    for i, v in enumerate(values):
        if i in fixes:
            c, nv = fixes[i]
            guards.append((v, (positions[i], c)))
            guards.append((nv, (c,)))
        else:
            guards.append((v, (positions[i],)))

    sched = _thread_schedule(rng, turns)
    fact_at: dict[int, int] = {p: i for i, p in enumerate(positions)}
    fix_at: dict[int, int] = {c: i for i, (c, _) in fixes.items()}
    ask_at: dict[int, int] = {}
    for i, p in enumerate(positions):
        sched[p] = chosen[i].thread
        if answer[i]:
            ask_at[p - 1] = i
            sched[p - 1] = chosen[i].thread
        elif rng.random() < 0.5:
            sched[p - 1] = chosen[i].thread

    w = _Writer(rng)
    conv_turns: list[tuple[str, str]] = []
    for t in range(turns):
        forbidden = [s for s, ok in guards if t not in ok]
        for _attempt in range(400):
            if t in fact_at:
                i = fact_at[t]
                u = w.fact_user(chosen[i], values[i], answer[i])
                a = w.fact_ai(chosen[i], values[i], u)
            elif t in fix_at:
                i = fix_at[t]
                u = w.fix_user(chosen[i], fixes[i][1], values[i])
                a = w.fix_ai(chosen[i], fixes[i][1], u)
            else:
                u = w.user_filler(sched[t])
                a = w.ask_ai(chosen[ask_at[t]], u) if t in ask_at else w.ai_filler(sched[t], u)
            joined = u + "\n" + a
            if not any(s in joined for s in forbidden):
                break
        else:
            raise RuntimeError(f"turn {t}: could not avoid forbidden values")
        conv_turns.append((u, a))

    facts: list[Planted] = []
    for i, spec in enumerate(chosen):
        if i in fixes:
            c, nv = fixes[i]
            facts.append(Planted(spec.kind, spec.about, nv, positions[i], stale=values[i], corrected_at=c))
        else:
            facts.append(Planted(spec.kind, spec.about, values[i], positions[i]))
    facts.sort(key=lambda f: f.turn)
    return Conversation(turns=conv_turns, facts=facts)


# ---------------------------------------------------------------------------------------------------------
# Self-check
# ---------------------------------------------------------------------------------------------------------


def _self_check() -> int:
    import os
    import sys
    import time
    from collections import Counter

    here = os.path.dirname(os.path.abspath(__file__))
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", os.path.join(os.path.dirname(here), "rollmem_client", "_tiktoken"))
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    want = dict(KIND_COUNTS)
    errors: list[str] = []

    def check(seed: int, turns: int, n_corr: int, verbose: bool) -> None:
        t0 = time.perf_counter()
        conv = generate(seed, turns=turns, n_corrections=n_corr)
        dt = time.perf_counter() - t0
        tag = f"seed={seed} turns={turns} corr={n_corr}"

        def err(msg: str) -> None:
            errors.append(f"[{tag}] {msg}")

        if dt > 5:
            err(f"too slow: {dt:.1f}s")
        if conv != generate(seed, turns=turns, n_corrections=n_corr):
            err("not deterministic")
        if len(conv.turns) != turns:
            err(f"{len(conv.turns)} turns")
        if len(conv.facts) != 50:
            err(f"{len(conv.facts)} facts")
        got = Counter(f.kind for f in conv.facts)
        if dict(got) != want:
            err(f"kind counts {dict(got)}")
        if len(conv.corrections) != n_corr:
            err(f"{len(conv.corrections)} corrections")
        texts = [u + "\n" + a for u, a in conv.turns]
        fact_turns = sorted([f.turn for f in conv.facts] + [f.corrected_at for f in conv.corrections])
        if len(set(fact_turns)) != len(fact_turns):
            err("two facts share a turn")
        if any(b - a < 2 for a, b in zip(fact_turns, fact_turns[1:])):
            err("adjacent fact turns")
        thirds = Counter(min(2, f.turn * 3 // turns) for f in conv.facts)
        if min(thirds.get(k, 0) for k in range(3)) < 12:
            err(f"uneven spread {dict(thirds)}")
        strings: list[str] = []
        for f in conv.facts:
            strings.append(f.value)
            if f.stale is None:
                if f.value not in texts[f.turn]:
                    err(f"value {f.value!r} missing from turn {f.turn}")
                allowed = {f.turn}
            else:
                strings.append(f.stale)
                if f.kind not in CORRECTABLE:
                    err(f"corrected kind {f.kind}")
                assert f.corrected_at is not None
                if f.corrected_at - f.turn < 50 or f.corrected_at >= 0.9 * turns:
                    err(f"bad correction position {f.turn}->{f.corrected_at}")
                if f.stale not in texts[f.turn]:
                    err(f"stale {f.stale!r} missing from turn {f.turn}")
                if f.value not in texts[f.corrected_at]:
                    err(f"new value {f.value!r} missing from turn {f.corrected_at}")
                allowed = {f.corrected_at}
                for t in range(f.corrected_at + 1, turns):
                    if f.stale in texts[t]:
                        err(f"stale {f.stale!r} reappears at turn {t}")
                for t, tx in enumerate(texts):
                    if f.stale in tx and t not in (f.turn, f.corrected_at):
                        err(f"stale {f.stale!r} leaks into turn {t}")
            for t, tx in enumerate(texts):
                if f.value in tx and t not in allowed:
                    err(f"value {f.value!r} leaks into turn {t}")
        for i, a in enumerate(strings):
            for j, b in enumerate(strings):
                if i != j and a in b:
                    err(f"{a!r} is a substring of {b!r}")
        if len(set(strings)) != len(strings):
            err("duplicate values")
        ntok = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns)
        avg = ntok / turns
        if not 80 <= avg <= 130:
            err(f"avg tokens/turn {avg:.1f}")
        print(f"{tag}: {len(conv.facts)} facts, {len(conv.corrections)} corrections, avg {avg:.1f} tok/turn, "
              f"{dt:.2f}s, thirds {[thirds.get(k, 0) for k in range(3)]}")
        if verbose:
            sample = random.Random(seed).sample(conv.facts, 3)
            for f in sample:
                print(f"   [{f.kind}/{f.about}] turn {f.turn}: {(f.stale or f.value)!r}")
                print("      U:", conv.turns[f.turn][0].replace("\n", " | ")[:220])
                print("      A:", conv.turns[f.turn][1][:160])
            for f in conv.corrections[:2]:
                print(f"   [corr {f.kind}/{f.about}] {f.stale!r}@{f.turn} -> {f.value!r}@{f.corrected_at}")
                print("      U:", conv.turns[f.corrected_at][0].replace("\n", " | ")[:220])

    for seed in range(1, 6):
        check(seed, 1000, 6, True)
    check(7, 400, 3, False)
    check(11, 400, 3, False)
    if errors:
        for e in errors[:40]:
            print("FAIL", e)
        print(f"{len(errors)} failures")
        return 1
    print("ALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    raise SystemExit(_self_check())
