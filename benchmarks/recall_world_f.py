"""World F: a held-out conversation generator for the recall benchmark.

Written without looking at the extractor: its own everyday life (a house move, a
wedding, a small pottery shop, caring for Dad, a car claim, Italian lessons, a
bathroom refit, the kids' hockey club, a trip to South Africa / Australia and a
new puppy), its own value formats (several national phone, address, currency and
date styles; names of varied origins), its own phrasings (value first or last,
in brackets, in lists, as the answer to the assistant's question, lower-case
texting, the odd typo) and its own corrections.

    from recall_world_f import generate
    conv = generate(seed=1, turns=1000)

Every planted value (and every stale value of a correction) occurs only in the
user message of the turn that states it, optionally echoed once in the reply to
that same turn; a stale value may also be quoted in its correction ("not X").
"""

from __future__ import annotations

import datetime as dt
import itertools
import random
import re
from dataclasses import dataclass

from recall_conversation import Conversation, Planted

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
MIN_TURNS = 160

# --------------------------------------------------------------------------- the people around the user

PARTNERS = ["Sam", "Alex", "Jordan", "Robin", "Nikhil", "Leah", "Maeve", "Thabo", "Chris", "Dani"]
KIDS = ["Leo", "Ava", "Noah", "Isla", "Arjun", "Zanele", "Finn", "Mia", "Oisín", "Tara", "Kabir", "Lerato"]
FRIENDS = ["Maya", "Dev", "Jess", "Sipho", "Hannah", "Raj", "Lotte", "Mick", "Bongani", "Priyanka", "Fergus",
           "Ana", "Kai", "Shona", "Tariq", "Bea", "Gemma", "Nathan", "Yusra", "Declan", "Carla", "Wes"]

SLOTS = {
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "time": ["7:30", "half eight", "10am", "quarter past four", "6.15pm", "noon", "9:40", "2pm", "half five",
             "11:20", "8pm", "quarter to nine", "3.30", "lunchtime"],
    "n": ["two", "three", "four", "five", "six", "a dozen", "eight", "ten", "twenty", "a couple of", "fifteen"],
    "night": ["1am", "half two", "3:15", "4am", "quarter to five", "midnight", "2am"],
    "town": ["town", "the retail park", "the garden centre", "the big Tesco", "the station", "the high street",
             "the mall", "the market", "the leisure centre", "the library"],
}

USER_OPENERS = ["Morning!", "ok so...", "Right.", "Quick update:", "Hiya.", "Howzit.", "G'day.", "Ugh.", "Hey!",
                "So...", "Evening.", "Hi again.", "Hello hello.", "Right so.", "Okay.", "Sorry, me again."]
USER_CLOSERS = ["Anyway.", "Thoughts?", "lol", "Cheers.", "Ta.", "Does that sound mad?", "Sorry, long one.",
                "Just venting really.", "Kindly suggest.", "Will update you.", "No worries either way.",
                "It's grand, honestly.", "I'll sort it just now.", "Y'all would laugh if you saw me.",
                "What would you do?", "Bit of a week."]
# small prices and shops, by where the user lives
LOCAL = {
    "UK": (["£4.50", "£12", "£3.99", "£18", "£7", "£2.80", "£25"],
           ["Tesco", "Aldi", "B&Q", "Argos", "Screwfix", "Boots", "Sainsbury's", "Lidl", "IKEA", "Wilko"]),
    "IE": (["€6", "€11.50", "€2.80", "€19.99", "€8", "€4.50", "€30"],
           ["Dunnes", "Tesco", "Aldi", "Woodie's", "Penneys", "Lidl", "IKEA", "SuperValu", "Boots"]),
    "US": (["$9", "$14.99", "$22", "$5.49", "$12", "$3", "$35"],
           ["Target", "Walgreens", "Home Depot", "Trader Joe's", "Costco", "IKEA", "CVS", "Walmart"]),
    "AU": (["$9.50", "$15", "$4", "$22", "$7.90", "$30", "$12"],
           ["Woolies", "Bunnings", "Kmart", "Coles", "Aldi", "IKEA", "Officeworks", "Big W"]),
    "ZA": (["R85", "R39.99", "R120", "R250", "R18", "R65", "R199"],
           ["Pick n Pay", "Checkers", "Woolies", "Builders Warehouse", "Clicks", "Game", "Dis-Chem", "Mr Price"]),
    "IN": (["₹240", "₹60", "₹450", "₹99", "₹1,200", "₹35", "₹180"],
           ["Big Bazaar", "DMart", "Croma", "IKEA", "FabIndia", "Reliance Fresh", "Decathlon", "Nykaa"]),
}
AI_OPENERS = ["Sounds like progress.", "That's a lot at once.", "Good thinking.", "Ah, that's frustrating.",
              "Nice one.", "That's useful to know.", "Oof.", "Okay, that helps.", "Understandable.",
              "That's a good sign.", "Sounds sensible.", "Ha, classic."]

THREADS: dict[str, dict[str, list[str]]] = {
    "move": {
        "user": [
            "Spent {day} evening packing the spare room and we're up to {n} boxes, haven't even touched the kitchen.",
            "{partner} wants to label everything by room, I just want it all in the van.",
            "The mortgage broker finally emailed back at {time}, says the valuation came in fine.",
            "Picked up more tape and bubble wrap from {shop}, {price} a roll which feels steep.",
            "We still haven't told the broadband people we're moving, I'll ring them {day}.",
            "The buyers want to come round again to measure for curtains, {day} at {time} apparently.",
            "Honestly the chain is the stressful bit, everyone's waiting on someone else.",
            "{friend} offered to lend us a trailer for the garden stuff.",
            "Found {n} old phone chargers in one drawer, no idea where they all came from.",
            "Searches are back and nothing scary in them, thank God.",
            "The survey flagged a bit of damp in the back bedroom, probably just the gutter.",
            "Need to redirect the post, the form is online and it's {price} a month or something.",
            "{kid} is upset about leaving the treehouse, we promised to build a new one.",
            "I keep forgetting to take the meter readings, remind me on the day.",
            "We're giving the old sofa to {friend}, it won't fit through the new front door anyway.",
            "Went past the new street on {day} just to look at it, felt a bit like a stalker.",
            "The freezer needs running down before we go, so it's fish fingers for a fortnight.",
            "The kitchen cupboards had {n} half-empty jars of paprika in them, why.",
            "{partner} wrapped every glass in a separate sheet of newspaper, it took the whole of {day}.",
            "The solicitor's office shuts at lunchtime on Fridays, which I only found out today.",
            "We've started eating through the cupboard tins, last night was chickpeas and rice.",
            "Booked a charity collection for the wardrobe, they come {day} between eight and one.",
        ],
        "ai": [
            "Packing room by room and writing the destination room on each box saves a lot of time at the other end.",
            "Keep a first-night box with the kettle, mugs, loo roll, chargers and bedding, and put it in the car.",
            "Take photos of the meter readings on the day you leave and the day you arrive.",
            "Chains do stall, but a short weekly check-in with the solicitor usually keeps things moving.",
            "If the survey mentions damp, a specialist report before exchange can be worth the small fee.",
            "Redirecting post for at least three months catches most of the stragglers.",
            "Giving the kids a job on moving day, like packing their own special box, often helps them cope.",
            "Book the broadband transfer early, as some providers want two or three weeks' notice.",
            "Measure the doorways and stairs before moving any big furniture, it saves a nasty surprise.",
            "Clearing out before the move is worth it; every box you don't pack is one you don't unpack.",
            "Using towels and bedding as padding saves buying so much bubble wrap.",
            "Eating down the cupboards before a move is a classic, and it does save a lot of packing.",
        ],
        "q": ["How are you feeling about the timing overall?", "Have you sorted who's minding the kids on the day?",
              "Do you want me to draft a moving-day checklist?", "Is the new place ready to move straight into?"],
        "todo": ["boxes: need {n} more", "broadband: still to ring", "meter readings: on the day", "post redirect: tbc",
                 "sofa: going to {friend}"],
    },
    "wedding": {
        "user": [
            "Wedding admin again tonight, {partner} and I sat with the spreadsheet until gone midnight.",
            "We're at about {n} tables now, which is already more than we said we'd have.",
            "{friend} has offered to do the cake, which is lovely but also slightly terrifying.",
            "Tried on shoes in {town} on {day}, the comfortable ones are all hideous.",
            "My mum keeps adding people to the guest list who I have genuinely never met.",
            "The save-the-dates came out a bit blurry but honestly nobody will notice.",
            "We had a tasting on {day} and I ate far too much bread before the mains.",
            "{partner} wants a first dance, I want a first sit-down.",
            "Bought {n} packs of fairy lights from {shop} at {price} each, no regrets.",
            "The seating plan is basically a diplomatic negotiation at this point.",
            "We still need to sort transport from the church, {friend} reckons a minibus is cheapest.",
            "Someone suggested a hashtag and I physically cringed.",
            "Wrote {n} thank-you cards for the engagement gifts, only about forty to go.",
            "The veil I liked has gone out of stock, typical.",
            "Honestly half the stress is other people's opinions on what we should do.",
            "{partner}'s aunt asked if she can bring her new boyfriend, whom none of us have met.",
            "We spent {day} afternoon tying ribbons on {n} jam jars, my fingers hurt.",
            "The bridesmaids' group chat has {n} unread messages and I'm scared to open it.",
            "Found a lovely vintage tablecloth in a charity shop in {town} for {price}.",
            "Our first dance song is still a point of contention.",
            "Half the guests need flights, so we're asking the hotel near the venue for a group rate.",
            "{partner}'s family are doing most of the legwork over there, which is a huge help.",
        ],
        "ai": [
            "A shared spreadsheet with one owner per task stops things slipping between the two of you.",
            "Seating plans are easier if you start with the tables that have to work and fill in the rest after.",
            "Wearing the wedding shoes around the house for a few evenings softens them a lot.",
            "It's fine to keep a firm line on the guest list; a polite 'we're keeping it small' usually does it.",
            "Build a little buffer into the day's timings, photos nearly always run over.",
            "A minibus is often cheaper than people expect if you book it a few months ahead.",
            "Delegating small jobs to friends who offer can take a surprising amount off your plate.",
            "Keep a running list of who gave what, it makes the thank-you cards far quicker.",
            "Remember to eat on the day itself; a lot of couples barely touch their own food.",
            "It's your day, so a few decisions other people don't love are completely normal.",
            "Group chats are easier to manage with one pinned message of key details.",
            "Charity shops are great for mismatched vintage pieces, they photograph beautifully.",
        ],
        "q": ["How's the budget holding up so far?", "Have you two agreed who's handling the suppliers?",
              "Would a timeline for the day help?", "How many guests are you expecting in the end?"],
        "todo": ["cake: {friend} doing it", "favours: still thinking", "shoes: not bought", "minibus: get quotes",
                 "thank-you cards: half done"],
    },
    "shop": {
        "user": [
            "Fired {n} mugs on {day} and two of them cracked, which is about par for the course.",
            "Sales were slow this week, I think everyone's saving for the holidays.",
            "A customer in Germany wants a custom set of bowls, which is exciting and scary.",
            "I spent {day} evening photographing stock on a bedsheet, very glamorous.",
            "Bought glaze samples at {price} each and only one of them looks like the picture.",
            "The post office queue on {day} was out the door, I nearly gave up.",
            "{friend} says I should raise my prices, and honestly she's probably right.",
            "Had my first one-star review, the parcel arrived broken and I feel awful.",
            "Thinking of doing a small newsletter, but I barely have time to make things.",
            "Sold {n} planters at the weekend, which paid for the clay at least.",
            "The wheel is making a grinding noise again, I need to get it looked at.",
            "I'm trying to batch my packing on {day}s so I'm not at the post office every day.",
            "Instagram has decided nobody should see my posts this month, apparently.",
            "Got a wholesale enquiry from a café in {town}, they want {n} espresso cups.",
            "Spent {day} morning reclaiming clay scraps, it's oddly relaxing.",
            "A café in {town} has asked about a small run of plates with their logo.",
            "I finally wrote proper care instructions to pop in every parcel.",
            "Shipping to the US has gone up again, I might have to pass it on.",
            "Made {n} test tiles with a new speckled glaze, two of them are gorgeous.",
        ],
        "ai": [
            "Batching tasks into set days, making, photographing, packing, usually frees up a lot of time.",
            "A one-star review for a breakage is worth replying to publicly; calm replies reassure future buyers.",
            "Double-boxing ceramics with a bit of space between the boxes cuts breakages dramatically.",
            "If your costs have gone up, a modest price rise is usually accepted without fuss.",
            "For wholesale, a price around half of retail is normal, so check your margins first.",
            "Natural light by a window in the morning is often better than any lightbox.",
            "A short monthly newsletter to past customers tends to sell better than social posts.",
            "Keeping a simple log of glaze recipes and firing results saves a lot of guesswork later.",
            "Custom orders are easier with a written brief and a deposit before you start.",
            "It's worth tracking which items actually sell so you can make more of those.",
            "Care cards in the parcel cut down on questions and make the unboxing feel special.",
            "Test tiles for every glaze change are a good habit, it saves ruining a whole batch.",
        ],
        "q": ["What sells best for you at the moment?", "Do you take deposits on custom work?",
              "Are you thinking of doing any markets this season?", "How long does a batch take you, start to finish?"],
        "todo": ["photos: new mugs", "glaze: reorder", "newsletter: draft", "wholesale: reply to café",
                 "wheel: get serviced"],
    },
    "dad": {
        "user": [
            "Went over to Dad's on {day}, he'd forgotten his tablets again.",
            "Dad rang at {time} to say the telly wasn't working, it was on the wrong input.",
            "The carers were late twice this week, and Dad gets anxious when that happens.",
            "I did a big shop for him at {shop}, he mostly wants biscuits and tinned soup.",
            "My brother lives miles away so it's mostly me and {partner} covering the visits.",
            "Dad had a wobble on the stairs, no fall thankfully but it frightened us both.",
            "Spent an hour on hold with the council about the stairlift, got nowhere.",
            "He's started calling me by Mum's name sometimes, which is hard.",
            "The pill organiser from the chemist has helped a bit, {price} well spent.",
            "Dad wants to keep driving and honestly I don't think he should.",
            "{friend} from next door pops in most mornings, she's an absolute saint.",
            "Took Dad to the garden centre café on {day}, he loved it.",
            "I'm so tired this week, {n} visits on top of work is a lot.",
            "He keeps the heating on full and then opens every window, I can't win.",
            "Dad told the same story about his army days {n} times on {day}, bless him.",
            "Found a pile of unopened post at Dad's, including a parking fine from March.",
            "The chemist now delivers his prescriptions, which saves me a trip on {day}s.",
            "Dad asked after Mum again today, I didn't know what to say.",
            "{partner} fixed Dad's hearing aid, it just needed a new battery.",
        ],
        "ai": [
            "A weekly pill organiser plus a phone reminder at the same time each day works for a lot of families.",
            "It's worth asking the council for a needs assessment; it can unlock equipment and extra help.",
            "Carers being late is worth raising with the agency in writing, they should tell you when it happens.",
            "Grab rails and a second banister are cheap and can make the stairs much safer.",
            "Looking after yourself matters too; respite options exist so family carers can have a break.",
            "Driving is a hard conversation, and sometimes it lands better coming from the GP.",
            "Short outings he enjoys can really lift his mood, even just a cup of tea somewhere.",
            "A simple visit rota shared with your brother can make the load feel fairer.",
            "Keeping a notebook by the phone of what happened each day helps when you talk to professionals.",
            "Forgetting names is upsetting, but gently going along with him is usually kinder than correcting.",
            "A pile of unopened post is common, and a quick weekly sort together can help.",
            "Prescription delivery is a great help, as long as someone checks the bag each time.",
        ],
        "q": ["How is he in himself at the moment?", "Is your brother able to help at all?",
              "Would it help to plan a visit rota?", "Has anyone done a proper assessment of his needs yet?"],
        "todo": ["stairlift: chase council", "tablets: new organiser", "carers: complain about times",
                 "shopping: Thursday", "heating: timer"],
    },
    "car": {
        "user": [
            "Still no car, so I'm getting the bus at {time} and it's always late.",
            "The insurer sent me {n} forms to fill in, each asking the same questions.",
            "The other driver is now saying I braked suddenly, which is rubbish.",
            "I've got dashcam footage thankfully, {friend} helped me pull it off the card.",
            "The courtesy car they offered is tiny, I can't fit the kids' hockey bags in it.",
            "Rang the claims line on {day}, held for forty minutes, then got cut off.",
            "The bumper is basically hanging on by a cable tie at this point.",
            "{partner} thinks we should just pay for the repair ourselves and not claim.",
            "Had a letter saying the repair is 'under review', no idea what that means.",
            "Got a taxi to work on {day}, {price} which is daylight robbery.",
            "My neck still aches a bit from the bump, nothing serious though.",
            "The body shop said they're waiting on a part from the manufacturer.",
            "I'm starting to think the car might be a write-off.",
            "The insurer's app keeps logging me out, so I've given up and use email.",
            "I borrowed {friend}'s car on {day} to get the big shop in.",
            "The police gave me an incident number, at least that part was easy.",
            "A witness left a note on my windscreen, which was very decent of them.",
            "The courtesy car smells of someone else's air freshener, {n} of them.",
        ],
        "ai": [
            "Keep a log of every call: date, time, who you spoke to and what they said.",
            "Dashcam footage is very useful; send it to the insurer in writing, not just over the phone.",
            "If your neck is still sore after a few days, it's worth getting it checked and noted.",
            "Paying for small repairs yourself can protect your no-claims discount, so compare the numbers.",
            "'Under review' usually means an assessor is checking the estimate; it's fine to ask for a timescale.",
            "You can ask for a bigger courtesy car if the one offered doesn't meet your needs.",
            "If the car is written off, the offer should reflect market value, and you can challenge it.",
            "Parts delays are common at the moment, so ask the body shop for a rough date in writing.",
            "Emailing rather than calling gives you a paper trail and saves the hold music.",
            "A witness note is gold, so get their details to the insurer straight away.",
            "Keep a copy of the incident number with the rest of the claim paperwork.",
        ],
        "q": ["Has the other driver's insurer been in touch yet?", "Do you have the dashcam clip saved somewhere safe?",
              "How are you getting to work in the meantime?", "Has anyone given you a timescale?"],
        "todo": ["dashcam clip: email it", "forms: sign and return", "courtesy car: ask for bigger",
                 "neck: see GP if still sore", "taxi receipts: keep"],
    },
    "italian": {
        "user": [
            "Did {n} pages of verb drills on {day}, my brain is soup.",
            "The subjunctive is going to be the death of me, honestly.",
            "I tried ordering in Italian at the deli in {town} and the guy answered in English.",
            "Watching an Italian crime show with subtitles, understood maybe a third.",
            "My flashcard app streak is at {n} days, which is a personal record.",
            "Had a conversation class at {time}, I froze when they asked about my weekend.",
            "Bought a grammar book for {price}, it's already covered in sticky notes.",
            "{friend} is half Italian and laughed at my accent, fair enough.",
            "I keep mixing up Spanish words from school into everything.",
            "The listening exercises are the worst, everyone talks so fast.",
            "Wrote a short diary entry in Italian on {day}, probably full of mistakes.",
            "Prepositions make no sense to me, why is it 'in' for some places and 'a' for others?",
            "Changed my phone language to Italian, now I can't find anything.",
            "Learned {n} new words about food, which is all I really need anyway.",
            "I tried a podcast at {time} on the bus and understood the intro and nothing else.",
            "My accent is apparently 'very Milanese', which I'm taking as a compliment.",
            "Did a language exchange on {day} with someone who wants to practise English.",
        ],
        "ai": [
            "Freezing in conversation is normal; a few stock phrases for buying time help a lot.",
            "Short daily practice beats long weekend sessions for keeping grammar in your head.",
            "Shows with Italian subtitles, rather than English ones, push your listening further.",
            "For prepositions, learning them attached to common places as set phrases is easier than rules.",
            "Writing a few lines a day and getting them corrected is one of the quickest ways to improve.",
            "The subjunctive mostly shows up after a handful of verbs of opinion and wishing, so start there.",
            "Slowing audio down to 0.75x for a first listen is a perfectly good strategy.",
            "Mixing in Spanish is very common for English speakers; it fades with exposure.",
            "Keep going with the flashcards, and add whole sentences rather than single words.",
            "Language exchanges are brilliant, as long as you split the time fairly.",
            "Switching your phone over is a great bit of daily immersion once the panic wears off.",
        ],
        "q": ["What's the hardest bit for you at the moment?", "Do you get much chance to speak it?",
              "Would some practice sentences help?", "How many hours a week are you managing?"],
        "todo": ["verbs: irregular past", "listening: two podcasts", "diary: daily", "flashcards: keep streak",
                 "grammar book: chapter 6"],
    },
    "bathroom": {
        "user": [
            "The bathroom is stripped back to the bare walls and it looks like a crime scene.",
            "We're showering at the leisure centre in {town} until it's done, {price} a go.",
            "Went to {shop} on {day} to look at taps and came out with a lamp somehow.",
            "The old bath weighed a ton, took {n} of us to get it down the stairs.",
            "Found some very dodgy wiring behind the cabinet, so that's another cost.",
            "{partner} and I disagree about grout colour, it's getting heated.",
            "The skip is full and the neighbours are already complaining about it.",
            "The extractor fan we ordered came in the wrong size.",
            "Honestly I just want a working toilet that doesn't wobble.",
            "{friend} recommended a sealant that doesn't go mouldy, I'll try it.",
            "The plasterer can't come until {day}, so everything's on hold.",
            "Picked up {n} sample pots of paint, they all look the same on the wall.",
            "I didn't realise how much dust one bathroom could make.",
            "The toilet is currently in the garden, which the neighbours love.",
            "The plumber found a leak under the floor that's been there for years.",
            "We're using the downstairs loo and the kitchen sink for teeth, very glamorous.",
            "Spent {price} on a bath mat for a bathroom that doesn't exist yet.",
            "The new radiator arrived {day} and it's taller than {kid}.",
        ],
        "ai": [
            "Unexpected wiring issues are common in older houses, so it's good they were found now.",
            "A mid-grey grout hides marks better than white and is less stark than charcoal.",
            "Anti-mould silicone around the bath and shower really does last longer.",
            "Getting an extractor fan with a humidity sensor saves you remembering to switch it on.",
            "Painting large swatches on card and moving them around the room shows colours far better.",
            "Keep a contingency of ten to fifteen percent for surprises once walls are opened up.",
            "Dust sheets taped over doorways and a cheap air purifier help with the mess.",
            "Waiting on trades is frustrating, but it's worth getting the order of work right.",
            "A wobbly toilet is often just the floor fixings, an easy fix once the floor is sorted.",
            "A towel radiator on the same circuit as the heating is easy; electric-only ones cost more to run.",
            "Old leaks under the floor are worth letting dry out properly before the new floor goes down.",
        ],
        "q": ["How long did they say the whole job would take?", "Have you chosen the fittings yet?",
              "Is the floor staying or coming up too?", "Are you doing any of the work yourselves?"],
        "todo": ["taps: decide", "grout: agree a colour", "extractor: return", "skip: collect {day}",
                 "paint: pick one"],
    },
    "hockey": {
        "user": [
            "Hockey training moved to {time} on {day}s, which clashes with everything.",
            "{kid} scored in the match at the weekend and hasn't stopped talking about it.",
            "I'm on the snack rota this week, {n} oranges cut into quarters.",
            "The new shin pads were {price} and {kid} has already lost one.",
            "It was freezing on the touchline on {day}, I couldn't feel my toes.",
            "Some of the parents get far too competitive, it's an under-11s game.",
            "The team lost 5-1 but they were all in good spirits afterwards.",
            "{friend} and I are sharing the lift to away games now, which helps.",
            "The kit needs washing by {day} and the washing machine is on its last legs.",
            "{kid} wants a proper stick for their birthday, apparently the club one is 'embarrassing'.",
            "They're doing a fundraiser quiz night at the clubhouse, we've been roped into it.",
            "Training was cancelled because the pitch was waterlogged again.",
            "The end-of-season party is at the clubhouse on {day}, {n} families so far.",
            "{kid} had a clash of sticks and came home with a bruised knuckle.",
            "The minibus for away games leaves at {time} sharp, and I mean sharp.",
            "Washed the kit and one shirt came out pink, no idea how.",
            "{kid} wants to go to hockey camp in the summer holidays.",
        ],
        "ai": [
            "Cutting oranges the night before and bagging them up saves a frantic morning.",
            "Touchline parents can be a lot; most clubs have a code of conduct you can point to.",
            "A flask and a proper hat make winter sidelines much more bearable.",
            "Writing names on every bit of kit helps, as lost shin pads tend to turn up in the club bin.",
            "Sharing lifts with another family is a great way to cut down the driving.",
            "Kids that age mostly remember whether it was fun, not the score.",
            "For a first proper stick, the right length matters more than the brand.",
            "Quiz nights are usually a good laugh, and an easy fundraiser.",
            "A second set of kit can save you from washing it the night before every game.",
            "Bruised knuckles are common; hockey gloves for the left hand help a lot.",
            "Holiday camps are a nice way to keep them playing and make new friends.",
        ],
        "q": ["Is {kid} enjoying it overall?", "How often are the matches?", "Are the away games far?",
              "Do they play all year round?"],
        "todo": ["oranges: Saturday", "kit: wash", "shin pad: find", "quiz night: team name",
                 "lifts: swap with {friend}"],
    },
    "trip": {
        "user": [
            "Started a packing list for the trip, it's already two pages long.",
            "The kids want to see penguins more than anything, so that's non-negotiable.",
            "Our passports all run out at different times, of course, so I'm checking them.",
            "Looked at adapters in {shop}, {price} for one that works in both countries.",
            "My cousin's 40th is the whole reason for the Melbourne leg, she's very excited.",
            "{partner} wants to do a wine farm day, I want a beach day, we'll do both.",
            "The long flight with two kids is honestly my biggest worry.",
            "Need to sort travel insurance, the quotes vary wildly.",
            "{friend} went last year and says the weather can change four times a day.",
            "Checked the time difference, we'll be waking up at {night} for the first week.",
            "I've downloaded {n} offline maps just in case.",
            "The kids are counting down the days on a calendar on the fridge.",
            "Someone told me to bring more sun cream than you'd think, even in winter.",
            "Bought {n} travel-size shampoos, I have no idea why, we're staying with family half the time.",
            "{kid} has been practising saying hello in isiXhosa from a video.",
            "The kids' car seats are a whole logistics puzzle for the flights.",
            "We're going to need a massive suitcase for presents for the cousins.",
            "Looked at a day trip to the winelands, {price} for the kids' tickets seems fair.",
        ],
        "ai": [
            "For long flights with kids, new small toys wrapped up to open every couple of hours work wonders.",
            "Boulders Beach is the usual spot for penguins near Cape Town, and it's great with kids.",
            "Check passports have at least six months left after your return date, some countries insist.",
            "Travel insurance is worth comparing on the medical cover and excess, not just the price.",
            "A universal adapter with USB ports saves carrying a separate charger for everything.",
            "Jet lag is easier if you get outside in daylight as soon as you arrive.",
            "Layers are the answer to changeable weather, plus a light rain jacket each.",
            "Offline maps are a good call; mobile data abroad can be patchy or pricey.",
            "Mixing active days with lazy beach days keeps everyone happier on a long trip.",
            "Car seats can usually be checked in free, but do ask the airline first.",
            "A few words in the local language always go down well, kids especially get a warm welcome.",
        ],
        "q": ["How long are you away in total?", "Are you flying direct or with a stopover?",
              "Have you got the kids' passports sorted?", "What's the one thing you most want to do there?"],
        "todo": ["passports: check dates", "adapters: buy two", "insurance: compare", "sun cream: lots",
                 "offline maps: done"],
    },
    "puppy": {
        "user": [
            "The puppy cried at {night} again last night, I'm a zombie.",
            "We're up to {n} wees in the garden and only one on the rug today, progress.",
            "The puppy chewed the corner of the skirting board, {partner} is not amused.",
            "Bought a crate from {shop}, {price} for a cushion that's already shredded.",
            "Puppy class on {day} was chaos, ours just wanted to play with everyone.",
            "{kid} is in love and wants the dog to sleep in their room, which is a no.",
            "The pup met {friend}'s cat and came off worse, no harm done.",
            "We're doing short lead walks round the block, mostly sniffing lampposts.",
            "Teething is brutal, everything is a chew toy including my hands.",
            "I didn't realise how much a puppy sleeps, like eighteen hours a day.",
            "The puppy learned 'sit' in a day but 'come' is apparently optional.",
            "Someone at the park said we should do puppy socialisation before twelve weeks.",
            "The puppy stole a sock and ran laps of the garden with it for ten minutes.",
            "Weighed the pup on {day}, up {n} hundred grams since last week.",
            "We bought a playpen from {shop} and the pup climbed out of it in a day.",
            "Took the pup to the pub garden for socialisation and it fell asleep under the table.",
            "{partner} has started talking to the dog in a special voice, it's embarrassing.",
        ],
        "ai": [
            "Night crying usually settles in a week or two; a ticking clock or your old T-shirt in the crate helps.",
            "Taking the puppy out after every meal, nap and play session speeds up toilet training.",
            "Frozen carrots or a wet knotted flannel from the freezer can soothe teething.",
            "Recall is best practised in short bursts with really high-value treats.",
            "Puppies need lots of sleep, and enforced naps in the crate can stop the overtired zoomies.",
            "Socialisation is about calm, positive experiences, not meeting every dog in the park.",
            "Bitter apple spray on skirting boards can stop the chewing while you redirect to toys.",
            "Kids can help with feeding and training, which builds a nice bond with the dog.",
            "Short lead walks are perfect at this age; sniffing is tiring in a good way.",
            "Steady weight gain is a great sign at this age.",
            "Trading a stolen sock for a treat works better than chasing, chasing makes it a game.",
        ],
        "q": ["How old is the pup now?", "How's the crate training going?", "Is everyone sleeping a bit more yet?",
              "Have you found a puppy class you like?"],
        "todo": ["crate cushion: replace", "puppy class: {day}", "treats: buy more", "chews: frozen carrots",
                 "lead: get a longer one"],
    },
}

# --------------------------------------------------------------------------- the facts that can be planted


@dataclass(frozen=True)
class Slot:
    """A planted-fact slot: what it is about and how people refer to it."""

    kind: str
    thread: str
    about: str
    nouns: tuple[str, ...]  # ways of naming the thing (for an address: the place)
    asks: tuple[str, ...]  # what the assistant asks to get the value
    ctx: tuple[str, ...]  # sentences around the statement, never holding a value
    values: tuple[str, ...] = ()  # fixed choices (pet, decision, preference, constraint)
    gen: str = ""  # value generator for ids; country hint for phone/address/amount
    lo: int = 0  # amounts: range in pounds before currency conversion
    hi: int = 0
    says: tuple[str, ...] = ()  # preference / constraint: clauses holding {v}
    who: str = ""  # preference / constraint: whose


S = Slot
SLOT_POOL: list[Slot] = [
    # people
    S("person", "move", "conveyancer for the house purchase",
      ("our conveyancer", "the conveyancer", "the solicitor doing our conveyancing"),
      ("Who's doing the conveyancing for you, by the way?", "What's your conveyancer's name, out of interest?"),
      ("They're at a small firm near the station and actually answer emails.",
       "Hopefully things speed up now the searches are in.", "They've promised weekly updates until we complete.")),
    S("person", "move", "estate agent selling the flat",
      ("our estate agent", "the agent selling the flat", "the estate agent"),
      ("Who's the agent handling the sale?", "Which agent did you end up listing with?"),
      ("We've had {n} viewings so far.", "The photos they took make the flat look twice the size.",
       "They want to do another open house on {day}.")),
    S("person", "wedding", "wedding photographer",
      ("our photographer", "the wedding photographer", "the photographer we booked"),
      ("Have you booked a photographer yet? Who is it?", "Who's taking the photos on the day?"),
      ("Their portfolio is gorgeous, very natural and not too posed.", "We meet them for an engagement shoot soon.",
       "They want a shot list about a month before.")),
    S("person", "wedding", "celebrant for the ceremony",
      ("our celebrant", "the celebrant", "the person marrying us"),
      ("Who's doing the ceremony itself?", "Have you got a celebrant sorted? What's their name?"),
      ("They were really warm on the video call.", "They want us to write a bit about how we met.",
       "We're meeting them again after the tasting.")),
    S("person", "shop", "accountant for the pottery shop",
      ("my accountant", "the accountant", "the person doing my books"),
      ("Who does your accounts for the shop?", "Have you got an accountant, or do you do it yourself?"),
      ("They said to keep every receipt, even the tiny ones.", "The fee is fair for a business my size.",
       "I'm sending them the spreadsheet on {day}.")),
    S("person", "dad", "Dad's GP",
      ("Dad's GP", "Dad's doctor", "the GP at Dad's surgery"),
      ("Who's his GP at the surgery, in case you need to mention them?", "Does Dad have a regular GP? Who?"),
      ("They've known Dad for years and are very patient with him.", "Getting an appointment is the hard part.",
       "They want to review his tablets next month.")),
    S("person", "dad", "district nurse visiting Dad",
      ("the district nurse", "Dad's nurse", "the nurse who visits Dad"),
      ("Which nurse is coming to see him?", "Who's the district nurse, if you know?"),
      ("They come on {day}s to dress his leg.", "Dad actually listens to them, unlike me.",
       "They're brilliant with him.")),
    S("person", "car", "loss adjuster on the car claim",
      ("the loss adjuster", "the assessor from the insurer", "the claims assessor"),
      ("Do you know who's assessing the claim?", "Who's the adjuster on your claim?"),
      ("They're coming to look at the car at the body shop.", "They sounded reasonable on the phone.",
       "Apparently they decide whether it's a write-off.")),
    S("person", "italian", "Italian tutor",
      ("my Italian tutor", "my tutor", "the tutor I found"),
      ("Who are you learning with, by the way?", "Have you found a tutor? What's their name?"),
      ("We do an hour on video every week.", "They're strict about homework, which I need.",
       "They grew up near Bologna.")),
    S("person", "bathroom", "tiler on the bathroom refit",
      ("our tiler", "the tiler", "the person doing the tiling"),
      ("Who's doing the tiling?", "Have you found a tiler yet? Who?"),
      ("They come highly recommended by {friend}.", "They can start once the plaster is dry.",
       "Their work on {friend}'s kitchen was immaculate.")),
    S("person", "hockey", "the kids' hockey coach",
      ("the kids' hockey coach", "the coach", "{kid}'s coach"),
      ("Who coaches the team?", "Who's running the under-11s these days?"),
      ("The kids adore them.", "They're very good at making sure everyone gets a game.",
       "They want parents to help with a fundraiser.")),
    S("person", "puppy", "the puppy's vet",
      ("our vet", "the vet", "the puppy's vet"),
      ("Which vet are you registered with? Who did you see?", "Who did you see at the vet's?"),
      ("They were so gentle with the pup.", "The practice is a five-minute walk away.",
       "They gave us a puppy pack with samples.")),
    S("person", "trip", "safari guide for the Kruger days",
      ("our safari guide", "the guide for the game drives", "the ranger who's taking us out"),
      ("Do you know who's guiding you on the game drives?", "Who's your guide for the safari part?"),
      ("Apparently they've been guiding for twenty years.", "They sent a very helpful packing list.",
       "They said early mornings are best for seeing cats.")),
    # pets
    S("pet", "puppy", "the new puppy's name", ("the puppy", "our new pup", "the new dog"),
      ("Have you settled on a name for the pup yet?", "What are you calling the puppy?"),
      ("It's a little cocker spaniel, all ears.", "The kids argued for a week about the name.",
       "Everyone on the street already knows who it is.")),
    S("pet", "dad", "Dad's cat's name", ("Dad's cat", "the cat at Dad's", "Dad's old tabby"),
      ("What's Dad's cat called again?", "Remind me, what's the cat's name?"),
      ("The cat sits on his lap all afternoon.", "I think the cat is half the reason he's still cheerful.",
       "The cat needs feeding twice a day and Dad forgets.")),
    S("pet", "shop", "the studio cat's name", ("the studio cat", "the cat who lives at the studio", "the workshop cat"),
      ("Does the studio cat have a name?", "What's the workshop cat called?"),
      ("Customers love the cat more than the pottery.", "The cat sleeps on the warm kiln shelf.",
       "The cat knocked a bowl off the shelf this week.")),
    S("pet", "move", "the kids' hamster's name", ("the hamster", "the kids' hamster", "{kid}'s hamster"),
      ("What's the hamster called?", "Does the hamster have a name?"),
      ("The hamster will travel in the car with us on the day.", "It escaped twice last month.",
       "{kid} has made it a moving-day checklist of its own.")),
    S("pet", "trip", "our cat staying with the house-sitter", ("our cat", "the cat", "our grumpy old cat"),
      ("What's your cat's name, for the house-sitter notes?", "What's the cat called?"),
      ("The house-sitter is coming to meet the cat on {day}.", "The cat will be fine as long as it's fed on time.",
       "The cat hates the carrier, so staying home is better.")),
    S("pet", "wedding", "the family dog carrying the rings",
      ("the family dog", "{partner}'s family dog", "the dog carrying the rings"),
      ("What's the ring-bearer dog called?", "Which dog is doing the rings, what's their name?"),
      ("It's going to wear a little bow tie.", "It has never once sat still, so this could go badly.",
       "{partner}'s parents are bringing it on the morning.")),
    # dates
    S("date", "move", "completion date of the house purchase",
      ("the completion date", "completion", "the day we complete"),
      ("Do you have a completion date yet?", "When do you complete, do you know?"),
      ("The removal firm need to know as soon as possible.", "I've booked the day off work.",
       "The keys get released around lunchtime on the day.")),
    S("date", "move", "exchange of contracts", ("exchange", "the exchange date", "exchange of contracts"),
      ("When's exchange looking like?", "Have they agreed a date to exchange?"),
      ("After that it's legally binding, which is terrifying.", "We need the deposit ready by then.",
       "Everyone in the chain has agreed, apparently.")),
    S("date", "wedding", "the wedding day", ("the wedding", "the wedding date", "our big day"),
      ("Have you set a date?", "When is the wedding itself?"),
      ("The venue only had a couple of dates left.", "Now we can send the save-the-dates.",
       "Mum has already bought a hat.")),
    S("date", "wedding", "RSVP deadline", ("the RSVP deadline", "the RSVP cut-off", "the deadline for replies"),
      ("What RSVP deadline are you giving people?", "When do you need replies by?"),
      ("The caterer needs numbers a week after that.", "Half the family will ignore it anyway.",
       "It's printed on the invites now, so no changing it.")),
    S("date", "shop", "craft fair stall", ("the craft fair", "the makers' market", "my stall at the fair"),
      ("When's the craft fair?", "What date is your stall booked for?"),
      ("I need about {n} more pieces by then.", "It's in the town hall, indoors thankfully.",
       "Last year it was my best day of the whole season.")),
    S("date", "shop", "tax return deadline for the shop",
      ("my tax return deadline", "the tax deadline", "the deadline for the return"),
      ("When's your tax return due?", "What's the deadline for the return this year?"),
      ("I always leave it too late.", "The accountant wants everything a month before.",
       "There's a fine if it's even a day late.")),
    S("date", "dad", "Dad's cardiology appointment",
      ("Dad's cardiology appointment", "Dad's heart appointment", "the hospital appointment"),
      ("When's his hospital appointment?", "Did they give Dad a date for cardiology?"),
      ("I'll need to take him, he can't manage the bus.", "They'll do an ECG while he's there.",
       "He's been waiting months for it.")),
    S("date", "car", "date the car is due back from the body shop",
      ("the day the car's back", "the date the garage gave for the car", "when the car's ready"),
      ("Did the garage say when the car will be ready?", "When are you getting the car back?"),
      ("I'm counting the days.", "They said it depends on the part arriving.", "No more buses after that.")),
    S("date", "italian", "Italian B1 exam", ("my B1 exam", "the exam", "the Italian exam"),
      ("When's the exam?", "Have you booked the B1 yet? When is it?"),
      ("It's the written and oral on the same day.", "Terrifying but good motivation.",
       "My tutor thinks I'll be ready.")),
    S("date", "bathroom", "bathroom fitters' start date",
      ("the start date for the bathroom", "the day the fitters start", "the bathroom start date"),
      ("When are the fitters starting?", "Have they given you a start date?"),
      ("They say it's about three weeks' work.", "We need to clear the landing before then.",
       "The skip arrives the day before.")),
    S("date", "hockey", "regional hockey finals", ("the regional finals", "the finals", "the big tournament"),
      ("When are the finals?", "What date is the tournament?"),
      ("The whole team is buzzing.", "It's an early start, warm-up is at eight.",
       "We've promised pizza afterwards whatever happens.")),
    S("date", "trip", "flight out for the trip", ("our flight out", "the day we fly", "the departure date"),
      ("When do you fly out?", "What's your departure date?"),
      ("It's an overnight flight, thankfully.", "The kids have a countdown going.",
       "I've asked for the week before off as well.")),
    S("date", "puppy", "puppy's second vaccination",
      ("the puppy's second jabs", "the second vaccination", "the booster appointment"),
      ("When are the second jabs due?", "Did the vet book the next vaccination?"),
      ("After that we can finally go to the park.", "The pup was fine after the first one.",
       "They'll check the weight at the same time.")),
    # amounts
    S("amount", "move", "removals quote", ("the removals quote", "the quote from the removal firm", "the removals"),
      ("What did the removal firm quote you?", "How much are the removals coming in at?"),
      ("That includes packing materials but not the piano.", "It's a two-man team plus a big van.",
       "Cheapest of the {n} we got."),
      lo=700, hi=2400),
    S("amount", "wedding", "venue deposit", ("the venue deposit", "the deposit for the venue",
                                             "what the venue wants upfront"),
      ("How much is the venue deposit?", "What are they asking upfront?"),
      ("It's non-refundable, obviously.", "The rest is due six weeks before.", "We paid it on {day}."),
      gen="WED", lo=1500, hi=5000),
    S("amount", "wedding", "catering quote", ("the catering quote", "the caterer's quote", "the food bill"),
      ("What did the caterer quote?", "How much is the catering coming to?"),
      ("That's for about ninety people.", "Drinks are on top of that.", "It's the biggest single cost by far."),
      gen="WED", lo=3000, hi=9000),
    S("amount", "shop", "kiln repair quote", ("the kiln repair quote", "the quote to fix the kiln", "the kiln repair"),
      ("How much do they want to fix the kiln?", "What did the kiln engineer quote?"),
      ("That's a new element and a controller.", "Still cheaper than a new kiln.", "They can do it next week."),
      lo=200, hi=900),
    S("amount", "dad", "weekly cost of Dad's carers",
      ("the weekly cost of Dad's carers", "the carers' weekly bill", "Dad's care costs per week"),
      ("How much is the care costing each week?", "What does the agency charge per week?"),
      ("That's two visits a day.", "Dad's savings won't last forever at that rate.",
       "The council might contribute after the assessment."),
      lo=300, hi=1200),
    S("amount", "car", "insurance excess", ("the excess on the policy", "our excess", "the insurance excess"),
      ("What's the excess on your policy?", "How much is your excess?"),
      ("We get it back if the other driver's found at fault.", "It's higher than I remembered.",
       "That's the compulsory plus voluntary together."),
      lo=100, hi=1000),
    S("amount", "italian", "Italian course fee", ("the course fee", "the fee for the intensive course", "the course"),
      ("How much is the course?", "What does the intensive course cost?"),
      ("That's twelve weeks, twice a week.", "Books are extra.", "Work might cover half of it."),
      lo=250, hi=1200),
    S("amount", "bathroom", "bathroom refit quote", ("the bathroom quote", "the quote for the whole bathroom",
                                                     "the bathroom job"),
      ("What did the bathroom quote come in at?", "How much is the bathroom going to cost?"),
      ("That's labour and fittings, not tiles.", "It's the middle of the {n} quotes we had.",
       "We'd budgeted a bit less, to be honest."),
      lo=4000, hi=14000),
    S("amount", "hockey", "hockey tour fee", ("the tour fee", "the cost of the hockey tour", "the fee for the tour"),
      ("How much is the hockey tour?", "What does the tour cost per child?"),
      ("That includes the coach and two nights away.", "They do a payment plan, thankfully.",
       "{kid} has been begging to go."),
      lo=150, hi=700),
    S("amount", "trip", "safari lodge cost",
      ("the safari lodge", "the cost of the lodge", "the lodge for three nights"),
      ("How much is the lodge?", "What's the safari lodge costing you?"),
      ("Meals and two game drives a day are included.", "It's the splurge of the whole trip.",
       "Kids under twelve are half price."),
      gen="ZA", lo=900, hi=3000),
    S("amount", "puppy", "annual pet insurance premium",
      ("the pet insurance", "the annual premium for the pup", "the insurance for the puppy"),
      ("How much is the pet insurance?", "What did the insurance quote for the year?"),
      ("That's lifetime cover.", "Vet bills are scary otherwise.", "The first month was free."),
      lo=200, hi=700),
    # phones
    S("phone", "move", "removal firm's number", ("the removal firm's number", "the removals office",
                                                 "the number for the removal men"),
      ("Have you got a number for the removal firm?", "What's the best number for the removals people?"),
      ("They answer until six.", "Ask for the office, not the depot.", "I'll need it on the day.")),
    S("phone", "wedding", "florist's mobile", ("the florist's mobile", "the florist", "the florist's number"),
      ("Have you got the florist's number handy?", "What's the florist's number?"),
      ("She's lovely but slow on email.", "Better to text than call.", "She's doing the buttonholes too."), gen="WED"),
    S("phone", "dad", "care agency out-of-hours line",
      ("the care agency's out-of-hours line", "the agency's emergency number", "the out-of-hours number"),
      ("What's the agency's out-of-hours number?", "Do you have an emergency number for the agency?"),
      ("It's on a sticker by Dad's phone now.", "Only for when the carers don't turn up.",
       "They answer twenty-four hours.")),
    S("phone", "car", "body shop's number", ("the body shop's number", "the garage", "the garage doing the repair"),
      ("What's the body shop's number?", "Have you got a direct number for the garage?"),
      ("Ask for the workshop manager.", "They're slow to call back.", "Mornings are best.")),
    S("phone", "bathroom", "plumber's mobile", ("the plumber's mobile", "the plumber", "our plumber's number"),
      ("What's the plumber's number?", "Have you got the plumber's mobile?"),
      ("He's booked solid but answers texts.", "He's doing the first fix next week.",
       "{friend} swears by him.")),
    S("phone", "puppy", "dog walker's number", ("the dog walker's number", "the dog walker", "our dog walker"),
      ("Have you got the dog walker's number?", "What's the dog walker's number?"),
      ("She takes four dogs at a time max.", "Text is best, she's usually out walking.",
       "She's starting once the jabs are done.")),
    S("phone", "trip", "guesthouse in Cape Town", ("the guesthouse in Cape Town", "the guesthouse",
                                                   "the B&B in Cape Town"),
      ("Do you have a phone number for the guesthouse?", "What's the guesthouse number?"),
      ("They'll arrange an airport pickup.", "It's family-run and very friendly.",
       "They asked us to ring if the flight's late."),
      gen="ZA"),
    S("phone", "hockey", "hockey club secretary", ("the club secretary's number", "the club secretary",
                                                   "the hockey club's secretary"),
      ("Is there a number for the club secretary?", "What's the club secretary's number?"),
      ("They deal with all the fixtures.", "Text if a game's called off.", "Very organised, thankfully.")),
    # addresses
    S("address", "move", "the new house", ("the new house", "our new place", "the house we're buying"),
      ("What's the address of the new place?", "Where exactly is the new house?"),
      ("It's a ten-minute walk to the park.", "The garden is twice the size of what we have now.",
       "{kid} has already picked a bedroom.")),
    S("address", "wedding", "the wedding venue", ("the venue", "the wedding venue", "the place we're getting married"),
      ("What's the venue's address, for the invitations?", "Where is the venue exactly?"),
      ("There's parking for about sixty cars.", "The gardens are beautiful in the evening.",
       "It's about forty minutes from the church."), gen="WED"),
    S("address", "dad", "respite care home for Dad",
      ("the respite home", "the care home Dad's going to", "Dad's respite place"),
      ("Where is the respite home?", "What's the address of the care home?"),
      ("He's going for two weeks while I have a break.", "The rooms look out onto a garden.",
       "Visiting is any time before eight.")),
    S("address", "car", "the body shop", ("the body shop", "the garage doing the repairs", "the repair shop"),
      ("Where's the body shop?", "What's the address of the garage?"),
      ("It's on the industrial estate.", "The assessor is meeting them there.", "Parking is a nightmare.")),
    S("address", "shop", "the new studio unit", ("my new studio", "the studio unit", "the new workshop"),
      ("Where's the new studio?", "What's the address of the unit?"),
      ("It's above a bike shop.", "There's a sink and proper ventilation.", "The rent is fair for the size.")),
    S("address", "italian", "the language school in Bologna",
      ("the language school", "the school in Bologna", "where my course is in Bologna"),
      ("Where is the school in Bologna?", "What's the address of the language school?"),
      ("It's right by the university.", "Classes are in the mornings.", "I'm going for two weeks in spring."),
      gen="IT"),
    S("address", "hockey", "ground for the regional finals",
      ("the tournament ground", "the finals venue", "the pitch for the finals"),
      ("Where are the finals being played?", "What's the address for the tournament?"),
      ("There's a café but bring your own lunch.", "It's an astro pitch.", "It's about an hour away.")),
    S("address", "trip", "cousin's house in Melbourne",
      ("my cousin's place in Melbourne", "where we're staying in Melbourne", "the Melbourne house"),
      ("Where will you stay in Melbourne?", "What's your cousin's address?"),
      ("It's a short tram ride into the city.", "She's got a pool, so the kids are thrilled.",
       "The party is in her back garden."),
      gen="AU-VIC"),
    # ids
    S("id", "car", "car insurance policy number",
      ("the policy number", "our car insurance policy number", "the policy ref"),
      ("What's your policy number? You'll need it on every call.", "Have you got the policy number handy?"),
      ("It's on the renewal letter.", "They ask for it every single time.", "Saved in my phone too."),
      gen="policy"),
    S("id", "car", "claim reference for the accident", ("the claim reference", "the claim number", "our claim ref"),
      ("Did they give you a claim reference?", "What's the claim number?"),
      ("Quote it on every email.", "Finally, something official.", "It took them a week to issue it."),
      gen="claim"),
    S("id", "car", "licence plate of the damaged car", ("the reg", "the number plate", "the car's registration"),
      ("What's the car's registration?", "What's the reg, for the form?"),
      ("It's the silver estate.", "The body shop asked for it.", "I always forget it."),
      gen="plate"),
    S("id", "move", "removals booking reference", ("the removals booking ref", "the booking reference for the removals",
                                                   "the removal booking number"),
      ("Did the removal firm give you a booking reference?", "What's the removals booking ref?"),
      ("It's on the confirmation email.", "They need it to change the date.", "Booked and paid."),
      gen="booking"),
    S("id", "shop", "tracking number for the glaze order",
      ("the tracking number for the glaze order", "the tracking number", "the courier's tracking ref"),
      ("Have you got a tracking number for the glaze?", "What's the tracking number?"),
      ("It's been 'in transit' for three days.", "The courier is hopeless.", "I need it before the fair."),
      gen="tracking"),
    S("id", "dad", "Dad's hospital number", ("Dad's hospital number", "his patient number", "Dad's patient ID"),
      ("Do you have his hospital number? They'll ask.", "What's Dad's patient number?"),
      ("It's on every letter from the hospital.", "They ask for it before anything else.",
       "I've written it inside his wallet."),
      gen="hospital"),
    S("id", "trip", "flight booking reference", ("the flight booking reference", "the booking code for the flights",
                                                 "our flight reference"),
      ("What's the booking reference for the flights?", "Have you got the flight reference?"),
      ("Seats are chosen, finally.", "I'll check in online the day before.", "It's all four of us on one booking."),
      gen="pnr"),
    S("id", "puppy", "puppy's microchip number", ("the puppy's microchip number", "the microchip number",
                                                  "the chip number"),
      ("What's the microchip number? Worth having it written down.", "Have you got the chip number?"),
      ("I need to update the database with our address.", "It's on the breeder's paperwork.",
       "The vet scanned it to check."),
      gen="chip"),
    S("id", "italian", "exam candidate number", ("my candidate number", "the candidate number for the exam",
                                                 "my exam ID"),
      ("Did they send you a candidate number?", "What's your candidate number?"),
      ("I need it on every page.", "It came in the confirmation email.", "Must not lose it."),
      gen="candidate"),
    S("id", "wedding", "venue booking reference", ("the venue booking reference", "our booking ref with the venue",
                                                   "the venue's reference for us"),
      ("Did the venue give you a reference number?", "What's the venue booking ref?"),
      ("They want it on the bank transfer.", "It's on the contract.", "Good to have it handy."),
      gen="venue"),
    # decisions
    S("decision", "bathroom", "bathroom tiles chosen", ("the tiles", "the bathroom tiles", "tiling"),
      ("What did you decide on for the tiles?", "Have you picked the tiles yet?"),
      ("It took three trips to the showroom.", "{partner} was surprisingly decisive.", "Ordering them tomorrow."),
      values=("the sage green metro tiles", "the terrazzo-effect tiles", "the hexagon floor tiles",
              "the handmade zellige tiles")),
    S("decision", "bathroom", "type of shower chosen", ("the shower", "the new shower", "the shower upgrade"),
      ("What sort of shower are you going for?", "Did you decide on the shower?"),
      ("The plumber was happy with it.", "Less cleaning, hopefully.", "It fits the space better."),
      values=("a walk-in shower", "an electric shower", "a rainfall shower head")),
    S("decision", "wedding", "wedding menu chosen", ("the menu", "the wedding food", "the meal"),
      ("What did you go for with the menu?", "Have you decided on the food?"),
      ("The tasting settled it.", "Everyone should find something they like.", "Dessert is still undecided."),
      values=("the slow-roast lamb menu", "vegetarian sharing platters", "a hog roast", "the curry buffet")),
    S("decision", "wedding", "wedding music chosen", ("the music", "the evening entertainment", "the band"),
      ("What are you doing for music?", "Have you booked any music for the evening?"),
      ("It should get the aunties dancing.", "We heard them at {friend}'s party.", "Deposit paid."),
      values=("a ceilidh band", "a string quartet", "a jazz trio", "a silent disco")),
    S("decision", "car", "how to settle the car claim", ("the claim", "the settlement", "the insurance claim"),
      ("Have you decided how to settle the claim?", "Which option did you pick with the insurer?"),
      ("It's the least hassle overall.", "{partner} agreed in the end.", "Just want it over with."),
      values=("a cash settlement", "the manufacturer-approved repair", "the insurer's own garage")),
    S("decision", "puppy", "puppy food chosen", ("the puppy's food", "the pup's meals", "the dog food"),
      ("What are you feeding the pup?", "Did you settle on a food?"),
      ("The breeder recommended it.", "The pup wolfs it down.", "We're changing over gradually."),
      values=("the grain-free kibble", "a raw-food diet", "the salmon puppy food")),
    S("decision", "italian", "Italian course format chosen", ("the course", "my Italian", "the lessons"),
      ("Which course did you go for in the end?", "How are you going to study, did you decide?"),
      ("It fits round work.", "Lots of speaking practice.", "Starts the week after next."),
      values=("the intensive evening course", "the Saturday conversation class", "one-to-one online lessons")),
    S("decision", "dad", "care arrangement chosen for Dad", ("Dad's care", "the care plan", "Dad's support"),
      ("Have you decided on the care arrangement?", "What did you and your brother decide for Dad?"),
      ("Dad seemed relieved, actually.", "We'll review it in three months.", "It was a hard call."),
      values=("a live-in carer", "twice-daily home visits", "the day centre three times a week")),
    S("decision", "shop", "packaging chosen for the shop", ("the packaging", "the new packaging", "shipping materials"),
      ("What packaging did you go with?", "Did you decide on the new packaging?"),
      ("Customers kept asking for plastic-free.", "It protects the mugs well.", "Bought a big batch."),
      values=("recycled kraft boxes", "honeycomb paper wrap", "the compostable mailers")),
    S("decision", "trip", "how to get around on the trip", ("getting around", "transport on the trip",
                                                            "the road-trip part"),
      ("How are you getting around once you're there?", "Did you sort transport for the trip?"),
      ("It means we can go at the kids' pace.", "Cheaper than I thought.", "Booked it on {day}."),
      values=("a campervan", "a hire car from the airport", "the hop-on hop-off bus")),
    # preferences
    S("preference", "dad", "what visits Dad prefers", ("visits", "when to visit Dad", "visiting"),
      ("Is there a time of day he likes visitors best?", "Does he have a preference for when people come?"),
      ("He's brightest then.", "It's worth telling the agency.", "He tires later on."),
      values=("morning visits", "afternoon visits", "short daily visits"),
      says=("Dad much prefers {v}", "Dad has always liked {v} best", "what Dad really likes is {v}"), who="Dad"),
    S("preference", "trip", "my seat preference on flights", ("seats", "seating on the plane", "where I sit"),
      ("Do you have a seat preference on long flights?", "Window or aisle, for you?"),
      ("Especially on the long leg.", "I'll pay extra for it.", "{partner} is the opposite."),
      values=("window seats", "aisle seats", "the bulkhead row"),
      says=("I always go for {v}", "I'd much rather have {v}", "for me it's {v}, every time"), who="me"),
    S("preference", "puppy", "the pup's favourite toy", ("toys", "the pup's toys", "what the pup plays with"),
      ("Has the pup got a favourite toy yet?", "What does the pup like playing with most?"),
      ("It's carried everywhere.", "We've bought a spare.", "Nothing else gets a look in."),
      values=("the squeaky hedgehog", "the rope tug toy", "the tennis ball launcher"),
      says=("the pup's favourite thing is {v}", "the pup goes mad for {v}", "the pup likes {v} best"),
      who="the pup"),
    S("preference", "wedding", "flowers my partner prefers", ("the flowers", "flowers for the wedding", "the bouquets"),
      ("Does {partner} have a favourite flower?", "What flowers are you thinking of?"),
      ("The florist says they're in season.", "It'll go with the colours.", "They'll be in the bouquets too."),
      values=("peonies", "white ranunculus", "sunflowers", "wild meadow flowers"),
      says=("{partner} has their heart set on {v}", "{partner} prefers {v}", "{partner}'s favourite is {v}"),
      who="{partner}"),
    S("preference", "italian", "how I like to study", ("lessons", "the way I study", "how I learn"),
      ("When do you study best?", "What format works best for you?"),
      ("I'm fresher then.", "I've told my tutor.", "It's just how my brain works."),
      values=("morning lessons", "video calls", "short written exercises"),
      says=("I prefer {v}", "I learn best with {v}", "I'd always choose {v}"), who="me"),
    S("preference", "hockey", "position the kid prefers", ("position", "where {kid} plays", "{kid}'s position"),
      ("Where does {kid} like to play?", "Has {kid} got a favourite position?"),
      ("The coach is happy with it.", "They're surprisingly good there.", "They sulk anywhere else."),
      values=("goalkeeper", "centre midfield", "left wing"),
      says=("{kid} prefers playing {v}", "{kid} would rather play {v}", "{kid} loves playing {v} most"),
      who="{kid}"),
    S("preference", "bathroom", "the taps my partner prefers", ("taps", "the taps", "the fittings"),
      ("What finish do you like for the taps?", "Have you got a favourite finish for the fittings?"),
      ("They'll go with the tiles.", "Slightly more expensive.", "I'm outvoted anyway."),
      values=("brushed brass taps", "matte black taps", "chrome mixer taps"),
      says=("{partner} prefers {v}", "{partner} really wants {v}", "{partner}'s set on {v}"), who="{partner}"),
    # constraints
    S("constraint", "wedding", "best man's food allergy", ("the best man's allergy", "catering for the best man",
                                                           "the allergy list"),
      ("Any allergies the caterer should know about?", "Is anyone in the wedding party allergic to anything?"),
      ("The caterer has been told.", "It's a proper allergy, not a preference.", "He carries an EpiPen."),
      values=("sesame", "shellfish", "peanuts", "mustard"),
      says=("the best man is allergic to {v}", "the best man can't have anything with {v} in it",
            "the best man reacts badly to {v}"), who="the best man"),
    S("constraint", "dad", "what Dad must avoid with his blood thinners", ("Dad's tablets", "the warfarin",
                                                                           "Dad's diet"),
      ("Is there anything he has to avoid with the medication?", "Any foods he can't have with the tablets?"),
      ("The pharmacist was very clear.", "I've told the carers.", "It's on the fridge now."),
      values=("grapefruit", "cranberry juice", "ibuprofen"),
      says=("Dad has to avoid {v} because of his blood thinners", "Dad mustn't have {v} with the warfarin",
            "the pharmacist says no {v} for Dad"), who="Dad"),
    S("constraint", "puppy", "what the puppy can't eat", ("the pup's diet", "treats for the pup", "the pup's tummy"),
      ("Anything the pup reacts to?", "Has the vet said anything about food sensitivities?"),
      ("Checking every treat label now.", "The vet spotted it.", "Poor thing had a rough week."),
      values=("chicken", "beef", "wheat"),
      says=("the pup can't have {v}", "the vet says the puppy is sensitive to {v}", "the pup reacts to {v}"),
      who="the pup"),
    S("constraint", "hockey", "team-mate's allergy for match snacks", ("team snacks", "the snack rota",
                                                                       "match-day snacks"),
      ("Any allergies in the team for the snack rota?", "Is there anything you can't bring for the team?"),
      ("The club sent a note round.", "Better safe than sorry.", "Oranges are fine though."),
      values=("tree nuts", "peanuts", "kiwi fruit", "eggs"),
      says=("one of the team is allergic to {v}", "the team snacks have to be free of {v}",
            "nothing with {v} in it for the team"), who="the team"),
    S("constraint", "trip", "what I must avoid on the trip", ("my allergy", "what I can't have", "my medical stuff"),
      ("Anything you need to avoid, medically, for the trip?", "Any allergies the lodge should know about?"),
      ("I've told the lodge.", "I carry the card in my wallet.", "Found out the hard way years ago."),
      values=("shellfish", "penicillin", "mefloquine"),
      says=("I have to avoid {v}", "I react badly to {v}", "I'm allergic to {v}"), who="me"),
    S("constraint", "bathroom", "what to avoid because of asthma", ("the materials", "what they can use",
                                                                    "the products in the bathroom"),
      ("Anything you need to avoid, with the asthma?", "Any materials the fitters shouldn't use?"),
      ("The fitters have been told.", "The fumes set off {partner}'s chest.", "There are decent alternatives."),
      values=("solvent-based paint", "spray foam", "epoxy grout"),
      says=("{partner} has asthma so we must avoid {v}", "we can't use {v} because of {partner}'s asthma",
            "no {v}, because of {partner}'s chest"), who="{partner}"),
    S("constraint", "shop", "what I'm allergic to in the studio", ("my allergy", "the gloves", "studio safety"),
      ("Do you have to be careful with any materials?", "Any allergies, with all the chemicals?"),
      ("My hands were a mess for a week.", "I buy nitrile now.", "The supplier knows."),
      values=("latex", "nickel", "lanolin"),
      says=("I'm allergic to {v}", "I have to avoid {v}", "I react to {v}"), who="me"),
]

# --------------------------------------------------------------------------- value formats

FIRST = ["Siobhan", "Aoife", "Ciarán", "Amara", "Kwame", "Priya", "Arjun", "Ingrid", "Lars", "Mateus", "Thandiwe",
         "Sibusiso", "Hiroko", "Wei", "Fatima", "Yusuf", "Magdalena", "Tomasz", "Chiara", "Giulia", "Marguerite",
         "Jean-Luc", "Anne-Marie", "Dolores", "Rhys", "Eilidh", "Tevita", "Leilani", "Oluwaseun", "Nomvula", "Dmitri",
         "Zara", "Hamish", "Bronwyn", "Deepa", "Rohan", "Carmen", "Björn", "Saoirse", "Kemal", "Ngozi", "Lucía",
         "Pieter", "Mei-Ling", "Rashida", "Cormac", "Anjali", "Tomás"]
LAST = ["O'Connell", "O'Sullivan", "McAllister-Reid", "Okafor", "Mensah", "Raghunathan", "Venkataraman",
        "van der Berg", "de la Cruz", "da Silva", "Nkosi", "Dlamini", "Tanaka", "Nakamura", "Haddad", "Kowalczyk",
        "Rossi", "Ferraro", "Fontaine", "D'Souza", "MacLeod", "Vaipulu", "Kahananui", "Adeyemi", "Botha", "van Wyk",
        "Petrov", "Fitzgerald-Hughes", "Bianchi", "Lindqvist", "Jørgensen", "Pillay", "Naidoo", "Baptiste-Lewis",
        "von Ahlen", "Al-Amin", "Ní Bhriain", "Mbeki", "Kapoor", "Ó Dálaigh", "St. Clair", "Delacroix", "Oyelaran",
        "Sørensen", "Achterberg", "Mukherjee", "Quispe", "Zhou"]
PET_NAMES = ["Biscuit", "Pickle", "Juniper", "Ziggy", "Waffles", "Pretzel", "Nutmeg", "Bramble", "Marmite", "Otis",
             "Clementine", "Dumpling", "Bilbo", "Noodle", "Fennel", "Mochi", "Rooibos", "Biltong", "Vegemite",
             "Gnocchi", "Sir Reginald", "Mrs Tiggy", "Captain Fluff", "Tofu", "Pumpernickel", "Banjo", "Skittles",
             "Winnie", "Chutney", "Bisou", "Taffy", "Lentil"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
STREETS = ["Harrow", "Albion", "Beech", "Cranbrook", "Mill", "Station", "Elmwood", "Kingsley", "Ashgrove", "Rosebank",
           "Orchard", "Willow", "Larkhill", "Victoria", "Sycamore", "Hawthorn", "Linden", "Foxglove", "Chestnut"]
HOMES = ["UK", "IE", "US", "AU", "ZA", "IN"]
CURRENCY_OF = {"UK": "GBP", "IE": "EUR", "US": "USD", "AU": "AUD", "ZA": "ZAR", "IN": "INR", "IT": "EUR"}
RATE = {"GBP": 1.0, "EUR": 1.15, "USD": 1.25, "AUD": 1.9, "ZAR": 23.0, "INR": 105.0}


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _letters(rng: random.Random, n: int, pool: str = "ABCDEFGHJKLMNPRSTVWXYZ") -> str:
    return "".join(rng.choice(pool) for _ in range(n))


def _alnum(rng: random.Random, n: int) -> str:
    while True:
        s = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))
        if sum(c.isdigit() for c in s) >= 2 and sum(c.isalpha() for c in s) >= 2:
            return s


def _ordinal(d: int) -> str:
    return f"{d}{'th' if 11 <= d % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


def person_value(rng: random.Random) -> str:
    first, last = rng.choice(FIRST), rng.choice(LAST)
    r = rng.random()
    if r < 0.12:
        return f"{first[0]}. {rng.choice('ABCDEHJKLMPRST')}. {last}"
    if r < 0.25:
        return f"{first} {rng.choice('ABCDEJKLMRST')}. {last}"
    return f"{first} {last}"


def date_value(rng: random.Random, home: str) -> str:
    day = dt.date(2025, 1, 1) + dt.timedelta(days=rng.randrange(60, 640))
    d, m, y = day.day, day.month, day.year
    us = home == "US"
    styles = [f"{d} {MONTHS[m - 1]}", f"{d} {MONTHS[m - 1]} {y}", f"{_ordinal(d)} of {MONTHS[m - 1]}",
              f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{day:%a} {d} {MONTHS[m - 1][:3]}",
              f"{MONTHS[m - 1]} {_ordinal(d)}", f"{d}.{m}.{y % 100:02d}"]
    if us:
        styles = [f"{MONTHS[m - 1]} {d}", f"{MONTHS[m - 1]} {d}, {y}", f"{m}/{d}/{y % 100:02d}",
                  f"{MONTHS[m - 1]} {_ordinal(d)}", f"{day:%a}, {MONTHS[m - 1][:3]} {d}", f"{y}-{m:02d}-{d:02d}"]
    return rng.choice(styles)


def _group(n: int, sep: str = ",") -> str:
    return f"{n:,}".replace(",", sep)


def _indian(n: int) -> str:
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail = s[:-3], s[-3:]
    parts = []
    while len(head) > 2:
        parts.insert(0, head[-2:])
        head = head[:-2]
    parts.insert(0, head)
    return ",".join(parts) + "," + tail


def amount_value(rng: random.Random, currency: str, lo: int, hi: int) -> str:
    n = rng.uniform(lo, hi) * RATE[currency]
    step = rng.choice([10, 50, 100]) if n < 20000 else rng.choice([500, 1000])
    n = max(step, int(round(n / step) * step))
    cents = rng.random() < 0.12
    if currency == "GBP":
        styles = [f"£{n:,}", f"£{n}", f"£{n:,}.00" if cents else f"£{n:,}"]
        if n >= 1000 and n % 100 == 0:
            styles.append(f"£{n / 1000:g}k")
    elif currency == "EUR":
        styles = [f"€{n:,}", f"€{_group(n, '.')}", f"{n:,} euro", f"€{n}"]
    elif currency == "USD":
        styles = [f"${n:,}", f"${n:,}.00" if cents else f"${n}", f"${n:,}", f"{n:,} dollars"]
        if n >= 1000 and n % 100 == 0:
            styles.append(f"${n / 1000:g}k")
    elif currency == "AUD":
        styles = [f"A${n:,}", f"AUD {n:,}", f"${n:,} AUD"]
    elif currency == "ZAR":
        styles = [f"R{_group(n, ' ')}", f"R{n:,}", f"R{_group(n, ' ')}.00" if cents else f"R{n}", f"ZAR {n:,}"]
    else:
        styles = [f"₹{_indian(n)}", f"Rs {_indian(n)}", f"Rs. {_indian(n)}", f"INR {n:,}"]
        if n >= 100000 and n % 1000 == 0:
            styles.append(f"₹{n / 100000:g} lakh")
    return rng.choice(styles)


def phone_value(rng: random.Random, country: str) -> str:
    d = lambda k: _digits(rng, k)  # noqa: E731
    area = f"{rng.randint(2, 9)}{d(2)}"
    forms = {
        "UK": [f"07{d(3)} {d(6)}", f"07{d(3)} {d(3)} {d(3)}", f"+44 7{d(3)} {d(6)}", f"0161 {d(3)} {d(4)}",
               f"020 {rng.randint(7, 8)}{d(3)} {d(4)}", f"0113 {d(3)} {d(4)}"],
        "IE": [f"08{rng.choice('5679')} {d(3)} {d(4)}", f"+353 8{rng.choice('5679')} {d(3)} {d(4)}",
               f"(01) {d(3)} {d(4)}", f"021 {d(3)} {d(4)}"],
        "US": [f"({area}) {d(3)}-{d(4)}", f"+1 {area}-{d(3)}-{d(4)}", f"{area}.{d(3)}.{d(4)}",
               f"{area}-{d(3)}-{d(4)}"],
        "AU": [f"04{d(2)} {d(3)} {d(3)}", f"+61 4{d(2)} {d(3)} {d(3)}", f"(03) {d(4)} {d(4)}",
               f"(02) {d(4)} {d(4)}"],
        "ZA": [f"0{rng.choice('678')}{rng.choice('1234')} {d(3)} {d(4)}",
               f"+27 {rng.choice('678')}{rng.choice('1234')} {d(3)} {d(4)}",
               f"021 {d(3)} {d(4)}", f"011 {d(3)} {d(4)}"],
        "IN": [f"+91 {rng.choice('6789')}{d(4)} {d(5)}", f"0{rng.choice('6789')}{d(4)} {d(5)}",
               f"{rng.choice('6789')}{d(4)}-{d(5)}", f"080-{d(4)}-{d(4)}"],
        "IT": [f"+39 3{d(2)} {d(3)} {d(4)}", f"051 {d(6)}"],
    }
    return rng.choice(forms[country])


UK_TOWNS = [("Leeds", "LS"), ("Bristol", "BS"), ("Didsbury", "M"), ("Harrogate", "HG"), ("York", "YO"),
            ("Reading", "RG"), ("Bath", "BA"), ("Stockport", "SK"), ("Norwich", "NR"), ("Cardiff", "CF"),
            ("Glasgow", "G"), ("Hove", "BN")]
US_CITIES = [("OR", "Portland", "972"), ("MA", "Somerville", "021"), ("TX", "Austin", "787"),
             ("IL", "Evanston", "602"), ("NC", "Asheville", "288"), ("MN", "Saint Paul", "551")]
AU_SUBURBS = [("Coogee", "NSW", "2034"), ("Fitzroy", "VIC", "3065"), ("Brunswick", "VIC", "3056"),
              ("St Kilda", "VIC", "3182"), ("Paddington", "QLD", "4064"), ("Fremantle", "WA", "6160")]


def address_value(rng: random.Random, country: str, residential: bool) -> str:
    """An address in ``country``; flats and units only for somewhere people live."""
    n = rng.randint(2, 240)
    street = rng.choice(STREETS)
    pick = (lambda home, other: rng.choice(home + other)) if residential else (lambda home, other: rng.choice(other))
    if country == "UK":
        town, area = rng.choice(UK_TOWNS)
        pc = f"{area}{rng.randint(1, 20)} {rng.randint(1, 9)}{_letters(rng, 2, 'ABDEFGHJLNPQRSTUWXY')}"
        road = rng.choice(["Road", "Lane", "Close", "Avenue", "Crescent", "Grove", "Terrace"])
        return pick([f"Flat {rng.randint(1, 9)}, {n} {street} {road}, {town}"],
                    [f"{n} {street} {road}, {town} {pc}", f"{n} {street} {road}, {town}"])
    if country == "IE":
        eir = f"{rng.choice('ADHKTVXRP')}{_digits(rng, 2)} {_alnum(rng, 4)}"
        return pick([f"Apartment {rng.randint(1, 40)}, {street} Court, Clontarf, Dublin 3",
                     f"{street} Cottage, Ballyvaughan, Co. Clare {eir}"],
                    [f"{n} {street} Park, Dublin {rng.randint(2, 24)}", f"{n} {street} Road, Galway {eir}",
                     f"Unit {rng.randint(1, 30)}, {street} Business Park, Naas, Co. Kildare"])
    if country == "US":
        st, city, zp = rng.choice(US_CITIES)
        zip5 = f"{zp}{_digits(rng, 2)}"
        kind = rng.choice(["St", "Ave", "Dr", "Blvd", "Ln"])
        return pick([f"Apt {rng.randint(1, 9)}{rng.choice('ABCD')}, {n} {street} {kind}, {city}, {st} {zip5}"],
                    [f"{n * 10 + rng.randint(0, 9)} {street} {kind}, {city}, {st} {zip5}",
                     f"{n * 10 + rng.randint(0, 9)} {street} {kind}, Suite {rng.randint(1, 3)}00, {city}, {st}"])
    if country in ("AU", "AU-VIC"):
        sub, state, pc = rng.choice([a for a in AU_SUBURBS if country == "AU" or a[1] == "VIC"])
        kind = rng.choice(["St", "Rd", "Ave", "Pde"])
        return pick([f"{rng.randint(1, 12)}/{n} {street} {kind}, {sub} {state} {pc}"],
                    [f"{n} {street} {kind}, {sub} {state} {pc}", f"{n} {street} {kind}, {sub}"])
    if country == "ZA":
        sub, city, pc = rng.choice([("Rondebosch", "Cape Town", "7700"), ("Claremont", "Cape Town", "7708"),
                                    ("Parkhurst", "Johannesburg", "2193"), ("Morningside", "Durban", "4001")])
        return pick([f"Unit {rng.randint(1, 30)}, Protea Gardens, {n} {street} Road, {sub}"],
                    [f"{n} {street} Avenue, {sub}, {city} {pc}", f"{n} {street} Road, {sub}, {city}"])
    if country == "IN":
        area, city, pin = rng.choice([("Koramangala", "Bengaluru", "5600"), ("Bandra West", "Mumbai", "4000"),
                                      ("Kothrud", "Pune", "4110"), ("Adyar", "Chennai", "6000")])
        return pick([f"Flat {rng.randint(1, 12)}0{rng.randint(1, 9)}, {street} Residency, {area}, {city} "
                     f"{pin}{_digits(rng, 2)}"],
                    [f"No. {n}, {rng.randint(1, 9)}th Cross Road, {area}, {city} {pin}{_digits(rng, 2)}",
                     f"{n}/{rng.randint(1, 9)} {street} Complex, {area}, {city}"])
    via = rng.choice(["Via Zamboni", "Via del Pratello", "Via Santo Stefano", "Via Marsala", "Strada Maggiore"])
    return f"{via} {rng.randint(2, 120)}, 401{_digits(rng, 2)} Bologna"


def id_value(rng: random.Random, gen: str, home: str) -> str:
    d = lambda k: _digits(rng, k)  # noqa: E731
    if gen == "policy":
        return rng.choice([f"POL-{d(5)}-{_letters(rng, 1)}", f"{_letters(rng, 2)}/{d(7)}/{d(2)}",
                           f"{_letters(rng, 3)}{d(8)}", f"MTR {d(3)} {d(4)} {d(2)}"])
    if gen == "claim":
        return rng.choice([f"CLM-{rng.choice(['2025', '2026'])}-{d(6)}", f"CL{d(8)}", f"{d(3)}-{d(4)}-{d(3)}",
                           f"MC/{d(6)}/{_letters(rng, 2)}"])
    if gen == "plate":
        plates = {"UK": f"{_letters(rng, 2)}{rng.randint(10, 24)} {_letters(rng, 3)}",
                  "IE": f"{rng.randint(14, 25)}{rng.choice('12')}-{rng.choice(['D', 'C', 'G', 'KY', 'WW'])}-"
                        f"{d(rng.choice([4, 5]))}",
                  "US": f"{rng.randint(4, 9)}{_letters(rng, 3)}{d(3)}",
                  "AU": f"{rng.randint(1, 2)}{_letters(rng, 2)} {d(1)}{_letters(rng, 2)}",
                  "ZA": f"CA {d(3)}-{d(3)}",
                  "IN": f"KA {rng.randint(1, 53):02d} {_letters(rng, 2)} {d(4)}"}
        return plates[home]
    if gen == "booking":
        return rng.choice([_alnum(rng, 6), f"BK-{d(6)}", f"REM/{d(4)}/{_letters(rng, 2)}"])
    if gen == "tracking":
        return rng.choice([f"1Z{_alnum(rng, 6)}{d(10)}", f"JD{d(18)}", f"RM{d(9)}GB", f"{_letters(rng, 2)}{d(9)}IN",
                           f"{d(4)} {d(4)} {d(4)}"])
    if gen == "hospital":
        return rng.choice([f"{d(3)} {d(3)} {d(4)}", f"MRN{d(7)}", f"H{d(6)}{_letters(rng, 1)}", f"RX-{d(6)}"])
    if gen == "pnr":
        return _alnum(rng, 6)
    if gen == "chip":
        return rng.choice([f"9851{d(11)}", f"985 1{d(2)} {d(3)} {d(3)} {d(3)}", f"941000{d(9)}"])
    if gen == "candidate":
        return rng.choice([f"CAND-{d(5)}", f"B1-{d(4)}-{_letters(rng, 2)}", f"IT{d(7)}"])
    return rng.choice([f"WED{d(4)}{_letters(rng, 1)}", f"VB-{d(5)}", f"{_letters(rng, 3)}/{d(3)}/{d(2)}"])


# --------------------------------------------------------------------------- how facts are stated

FRAMES = {
    "person": ["{Noun} is {v}. {ctx}",
               "{ctx} Oh and {noun}'s name is {v}, writing it here so I don't forget.",
               "{v} ({noun}) rang this morning. {ctx}",
               "{open} We're dealing with {v}, who's {noun}, and so far so good. {ctx}",
               "{ctx} Turns out {noun} is someone called {v} - very on the ball.",
               "fyi {noun_l} is {v}. {ctx_l}",
               "Names, for my own sanity:\n- {noun}: {v}\n- {todo}\n- {todo2}",
               "{ctx} Spoke to {v} at {time} - {noun} - who said to ring back {day}.",
               "Met {noun} today. {v}. Seems nice enough. {ctx}"],
    "date": ["{Noun} is {v}. {ctx}",
             "{ctx} Anyway, {noun} is set for {v}, so that's something.",
             "{v} - that's {noun}, finally confirmed. {ctx}",
             "{open} Since {noun} is {v}, I'll need to plan everything else around it. {ctx}",
             "{ctx} ({Noun}: {v}.)",
             "ok so {noun_l} = {v}. {ctx_l}",
             "Key dates:\n- {noun}: {v}\n- {todo}\n- {todo2}",
             "{ctx} Looks like {noun} will be {v}, which works for us."],
    "amount": ["{Noun} came in at {v}. {ctx}",
               "{ctx} {Noun} is {v}, which is more than I'd hoped.",
               "{v} - that's {noun}. {ctx}",
               "{open} Given {noun} is {v}, I think we can just about manage. {ctx}",
               "{ctx} (For the record, {noun}: {v}.)",
               "so {noun_l} is {v} smh. {ctx_l}",
               "Money stuff:\n- {noun}: {v}\n- {todo}\n- {todo2}",
               "{ctx} Final answer on {noun}: {v}, and I've no haggling left in me."],
    "phone": ["{Noun} is {v}. {ctx}",
              "{ctx} You can get them on {v} - that's {noun}.",
              "{v} is {noun}, saving it here. {ctx}",
              "{open} If anything goes wrong, {noun} is {v}. {ctx}",
              "{ctx} ({Noun}: {v})",
              "{noun_l} - {v} fyi. {ctx_l}",
              "Numbers:\n- {noun}: {v}\n- {todo}\n- {todo2}",
              "{ctx} Best number for {noun} is {v}, apparently they pick up after {time}."],
    "address": ["{Noun} is at {v}. {ctx}",
                "{ctx} The address for {noun} is {v}, for the sat nav.",
                "{v} - that's {noun}. {ctx}",
                "{open} Now that I know {noun} is at {v}, I can sort the rest. {ctx}",
                "{ctx} ({Noun}: {v})",
                "address for {noun_l} is {v} btw. {ctx_l}",
                "Addresses:\n- {noun}: {v}\n- {todo}\n- {todo2}",
                "{ctx} Putting {noun} into the maps app: {v}."],
    "id": ["{Noun} is {v}. {ctx}",
           "{ctx} {Noun}, in case you need it: {v}.",
           "{v} is {noun}. {ctx}",
           "{open} I've got {noun} now ({v}) so I can chase them. {ctx}",
           "{ctx} {Noun} - {v}.",
           "{noun_l} is {v} fyi. {ctx_l}",
           "For the file:\n- {noun}: {v}\n- {todo}\n- {todo2}",
           "{ctx} Writing down {noun} before I lose it again: {v}."],
    "pet": ["{Noun} is called {v}. {ctx}",
            "{ctx} Oh and {noun} goes by {v}, if I never said.",
            "{v} - that's {noun}'s name. {ctx}",
            "{open} {v}, as {noun} is known, has had quite a week. {ctx}",
            "{ctx} {noun_l} is called {v} lol",
            "{ctx} Had to fill in a form with {noun}'s name on it, {v}, and it felt very official.",
            "Things to sort for {noun} ({v}):\n- {todo}\n- {todo2}",
            "{ctx} Oh and {noun} answers to {v}, mostly."],
    "decision": ["We went with {v} for {noun} in the end. {ctx}",
                 "{ctx} Decision made: {v} for {noun}.",
                 "{v} - that's what we chose for {noun}. {ctx}",
                 "{open} After a lot of back and forth we settled on {v} for {noun}. {ctx}",
                 "{Noun}: {v}. Done, decided, not discussing it again. {ctx}",
                 "ok we're going w {v} for {noun_l}. {ctx_l}",
                 "Decided so far:\n- {noun}: {v}\n- {todo}\n- {todo2}",
                 "{ctx} Since we've opted for {v}, {noun} is one less thing to think about."],
    "preference": ["{P}. {ctx}",
                   "{ctx} Also, {p}.",
                   "{open} Just so you know, {p}. {ctx}",
                   "{ctx} ({P}, for what it's worth.)",
                   "{p_l} tbh. {ctx_l}",
                   "{v}, always - that's {whose} preference for {noun}. {ctx}",
                   "Notes on {noun}:\n- {whose} preference: {v}\n- {todo}\n- {todo2}",
                   "{ctx} When it comes to {noun}, {p}."],
    "constraint": ["{P}. {ctx}",
                   "{ctx} Important: {p}.",
                   "{open} Because {p}, we'll need to check every label. {ctx}",
                   "{ctx} (NB {p}.)",
                   "{p_l}, seriously. {ctx_l}",
                   "{v} is the big no for {who}. {ctx}",
                   "Must remember:\n- {who}: no {v}\n- {todo}\n- {todo2}",
                   "{ctx} Re {noun}: {p}."],
}
ANSWER_FRAMES = {
    "person": ["{v}. {ctx}", "It's {v}! {ctx}", "{v} - {noun}. {ctx}"],
    "date": ["{v}. {ctx}", "It's {v} according to the email. {ctx}", "{v}, all being well. {ctx}"],
    "amount": ["{v}. {ctx}", "{v} all in, apparently. {ctx}", "they said {v}. {ctx_l}"],
    "phone": ["{v}. {ctx}", "It's {v}, best after {time}. {ctx}", "{v} - {ctx_l}"],
    "address": ["{v}. {ctx}", "It's {v}. {ctx}", "{v} - {ctx_l}"],
    "id": ["{v}. {ctx}", "It's {v} - it's on the email. {ctx}", "{v} (finally). {ctx}"],
    "pet": ["{v}! {ctx}", "{v}. Daft name, I know. {ctx}", "That'd be {v}. {ctx}"],
    "decision": ["{v}. {ctx}", "We picked {v} in the end. {ctx}", "{v}, after much debate. {ctx}"],
    "preference": ["{v}. {ctx}", "Definitely {v}. {ctx}", "{v}, no contest. {ctx}"],
    "constraint": ["{v}. {ctx}", "{v}, definitely. {ctx}", "Yes - {v}. {ctx}"],
}
ASK_LEADS = ["", "", "One thing - ", "Also, ", "By the way, ", "Quick question: "]
CORRECT_FRAMES = {
    "any": ["Scratch that - {noun2} is actually {at}{v}. {ctx}",
            "{ctx} Update on {noun2}: it's no longer {old}, it's {v}.",
            "I had it wrong earlier, sorry. {Noun2} is {at}{v}, not {old}.",
            "Correction: {noun2} has changed, the new one is {v}. {ctx}",
            "ugh, {noun2} changed again - it's {v} now. {ctx_l}",
            "{open} Small change to what I told you: {noun2} is now {at}{v}. {ctx}",
            "Ignore what I said before about {noun2} - it's {v}."],
    "person": ["{old} has moved on, so {noun2} is now {v}. {ctx}",
               "Turns out {noun2} is {v} after all - {old} was only covering. {ctx}"],
    "date": ["They moved it! {Noun2} is now {v}. {ctx}",
             "{Noun2} has been pushed to {v}, so much for planning. {ctx}"],
    "amount": ["The revised figure for {noun2} came through: {v}. {ctx}",
               "{Noun2} has been revised to {v}, so scrap the old number. {ctx}"],
    "phone": ["{Noun2} has a new number - {v}. The old one doesn't work any more. {ctx}"],
    "address": ["I gave you the wrong address for {noun2} - it's {v}. {ctx}"],
    "id": ["They reissued it, so {noun2} is now {v}. {ctx}",
           "{Noun2} got changed when they updated their system: {v}."],
}
ACK_ECHO = {
    "person": ["{v}, {noun} - noted.", "Good to have a name: {v}.", "Great, {v} as {noun}, got it."],
    "date": ["{v} it is.", "Noted: {noun} on {v}.", "Okay, {v} for {noun}."],
    "amount": ["{v} is a useful number to have.", "Noted, {v} for {noun}.", "Right, {v} - worth budgeting for."],
    "phone": ["Saved: {v} for {noun}.", "Got it, {v}.", "{v} - noted for when you need it."],
    "address": ["Noted: {v}.", "{v}, got it.", "Great, {noun} is at {v}."],
    "id": ["Noted: {v}.", "Got it, {v} for {noun}.", "{v} - keep that handy."],
    "pet": ["{v} is a great name!", "Aw, {v}.", "Love it, {v}."],
    "decision": ["{v} sounds like a good choice.", "Nice, {v} it is.", "Good call on {v}."],
    "preference": ["{v}, noted.", "Good to know: {v}.", "Makes sense, {v}."],
    "constraint": ["Noted - no {v}.", "Important to know: {v}.", "Got it, avoid {v}."],
}
ACK_PLAIN = ["Noted.", "Got it.", "That's handy to have written down.", "Good, one less thing to chase.",
             "Thanks, that's useful.", "Okay, I'll keep that in mind.", "Good to know."]
CORRECT_ACK_ECHO = ["Thanks for the correction - {v} it is.", "Updated: {v} from now on.", "Got it, {v} then."]
CORRECT_ACK_PLAIN = ["Thanks for flagging the change.", "Got it, I'll go with the new one.",
                     "Annoying when that happens, but good you caught it.", "Okay, updated."]


# --------------------------------------------------------------------------- text helpers


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def _yours(noun: str) -> str:
    """The assistant's way of naming the user's thing."""
    return re.sub(r"^(our|my) ", "your ", noun)


def _fill(rng: random.Random, template: str, world: dict[str, str]) -> str:
    keys = {k: rng.choice(v) for k, v in SLOTS.items()}
    prices, shops = LOCAL[world["home"]]
    keys.update(world, price=rng.choice(prices), shop=rng.choice(shops))
    return template.format_map(keys)


def _protected_split(text: str, protect: list[str]) -> list[tuple[str, bool]]:
    """Split ``text`` into (piece, is_protected) around every occurrence of the protected strings."""
    found = [p for p in protect if p and p in text]
    if not found:
        return [(text, False)]
    pattern = "|".join(re.escape(p) for p in sorted(found, key=len, reverse=True))
    out: list[tuple[str, bool]] = []
    pos = 0
    for m in re.finditer(pattern, text):
        out.append((text[pos:m.start()], False))
        out.append((m.group(0), True))
        pos = m.end()
    out.append((text[pos:], False))
    return out


def _typo(rng: random.Random, text: str, protect: list[str]) -> str:
    """One slip of the thumb in a word outside the protected strings."""
    pieces = _protected_split(text, protect)
    spots = [(i, m) for i, (p, prot) in enumerate(pieces) if not prot for m in re.finditer(r"[a-z]{5,}", p)]
    if not spots:
        return text
    i, m = rng.choice(spots)
    w = m.group(0)
    k = rng.randrange(1, len(w) - 2)
    op = rng.randrange(3)
    w2 = w[:k] + w[k + 1] + w[k] + w[k + 2:] if op == 0 else w[:k] + w[k + 1:] if op == 1 else w[:k] + w[k] + w[k:]
    p = pieces[i][0]
    pieces[i] = (p[:m.start()] + w2 + p[m.end():], False)
    return "".join(p for p, _ in pieces)


def _texting(text: str, protect: list[str]) -> str:
    """Lower-case texting style, leaving protected strings as they are."""
    out = "".join(p if prot else p.lower() for p, prot in _protected_split(text, protect))
    return out[:-1] if out.endswith(".") else out


# --------------------------------------------------------------------------- the generator


@dataclass
class _Fact:
    slot: Slot
    value: str
    turn: int = 0
    stale: str | None = None
    corrected_at: int | None = None


def _draw_value(rng: random.Random, slot: Slot, home: str, wed: str) -> str:
    kind = slot.kind
    if kind == "person":
        return person_value(rng)
    if kind == "pet":
        return rng.choice(PET_NAMES)
    if kind == "date":
        return date_value(rng, home)
    if kind == "amount":
        abroad = slot.gen or ("IT" if slot.thread == "italian" else "")
        country = wed if abroad == "WED" else abroad if abroad and rng.random() < 0.6 else home
        return amount_value(rng, CURRENCY_OF[country], slot.lo, slot.hi)
    if kind == "phone":
        return phone_value(rng, wed if slot.gen == "WED" else slot.gen or home)
    if kind == "address":
        return address_value(rng, wed if slot.gen == "WED" else slot.gen or home,
                             residential=slot.thread in ("move", "trip"))
    if kind == "id":
        return id_value(rng, slot.gen, home)
    return rng.choice(slot.values)


def _clashes(v: str, taken: list[str]) -> bool:
    return any(v in t or t in v for t in taken)


def _positions(rng: random.Random, turns: int, n: int) -> list[int]:
    """``n`` turns spread over the conversation with jitter, at least two apart, none on turn 1."""
    lo, hi = 3, turns - 1
    span = (hi - lo) / n
    for _ in range(200):
        pos = sorted(int(lo + (i + 0.5 + rng.uniform(-0.35, 0.35)) * span) for i in range(n))
        if all(b - a >= 2 for a, b in itertools.pairwise(pos)) and pos[0] >= lo and pos[-1] <= hi:
            return pos
    raise ValueError(f"turns={turns} is too small to place {n} facts")


def _schedule(rng: random.Random, turns: int) -> list[str]:
    names = list(THREADS)
    out: list[str] = []
    last = ""
    while len(out) < turns + 2:
        t = rng.choice([x for x in names if x != last])
        out.extend([t] * rng.randint(3, 12))
        last = t
    return out[: turns + 2]  # index 1..turns used


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    """A ``turns``-long conversation with 50 planted facts and ``n_corrections`` corrections."""
    n_facts = sum(KIND_COUNTS.values())
    if turns < MIN_TURNS:
        raise ValueError(f"turns={turns} is too small: need at least {MIN_TURNS} to place {n_facts} facts "
                         f"and {n_corrections} corrections")
    rng = random.Random(seed)
    kids = rng.sample(KIDS, 2)
    world = {"partner": rng.choice(PARTNERS), "kid": kids[0], "kid2": kids[1],
             "friend": "", "open": "", "todo": "", "todo2": ""}
    home = world["home"] = rng.choice(HOMES)
    wed = rng.choice([h for h in HOMES if h != home])  # the wedding is in the partner's home country

    # which slots, which values
    facts: list[_Fact] = []
    taken: list[str] = []
    for kind, count in KIND_COUNTS.items():
        pool = [s for s in SLOT_POOL if s.kind == kind]
        for slot in rng.sample(pool, count):
            for _ in range(100):
                v = _draw_value(rng, slot, home, wed)
                if not _clashes(v, taken):
                    break
            else:
                raise RuntimeError(f"could not draw a unique {kind} value")
            taken.append(v)
            facts.append(_Fact(slot, v))

    # where: spread, jittered, shuffled across kinds; then the corrections
    rng.shuffle(facts)
    pos = _positions(rng, turns, n_facts)
    for f, p in zip(facts, pos, strict=True):
        f.turn = p
    busy = set(pos)
    gap = max(1, turns // 12)
    eligible = [f for f in facts if f.slot.kind in CORRECTABLE and f.turn <= 0.6 * turns]
    rng.shuffle(eligible)
    chosen: list[_Fact] = []
    kinds_used: list[str] = []
    for rnd in (0, 1):
        for f in eligible:
            if len(chosen) == n_corrections:
                break
            if f in chosen or (rnd == 0 and f.slot.kind in kinds_used):
                continue
            free = [c for c in range(f.turn + gap, turns + 1) if all(abs(c - b) >= 2 for b in busy)]
            if not free:
                continue
            c = rng.choice(free)
            busy.add(c)
            chosen.append(f)
            kinds_used.append(f.slot.kind)
            for _ in range(100):
                v = _draw_value(rng, f.slot, home, wed)
                if not _clashes(v, taken):
                    break
            else:
                raise RuntimeError("could not draw a unique corrected value")
            taken.append(v)
            f.stale, f.value, f.corrected_at = f.value, v, c
    if len(chosen) < n_corrections:
        raise ValueError(f"turns={turns} is too small to place {n_corrections} corrections")

    # the life around them
    threads = _schedule(rng, turns)
    at: dict[int, tuple[_Fact, str]] = {}
    for f in facts:
        at[f.turn] = (f, "state")
        if f.corrected_at:
            at[f.corrected_at] = (f, "correct")
    for t, (f, _) in at.items():
        threads[t - 1] = threads[t] = f.slot.thread

    all_values = [v for f in facts for v in (f.value, f.stale) if v]
    friends = rng.sample(FRIENDS, 10)

    def w(extra: dict[str, str] | None = None) -> dict[str, str]:
        d = dict(world, friend=rng.choice(friends))
        d.update(extra or {})
        return d

    recent: dict[tuple[str, str], list[str]] = {}

    def pick(thread: str, key: str, k: int) -> list[str]:
        """``k`` sentences of the thread's ``key`` pool, none used in the thread's last few turns."""
        used = recent.setdefault((thread, key), [])
        pool = [x for x in THREADS[thread][key] if x not in used]
        got = rng.sample(pool, min(k, len(pool)))
        used.extend(got)
        del used[: max(0, len(used) - len(THREADS[thread][key]) // 2)]
        return [_fill(rng, x, w()) for x in got]

    def clean(text: str, allowed: tuple[str, ...] = ()) -> bool:
        return not any(v in text for v in all_values if v not in allowed)

    def filler_user(thread: str) -> str:
        parts = []
        if rng.random() < 0.3:
            parts.append(rng.choice(USER_OPENERS))
        parts += pick(thread, "user", rng.choice([2, 3, 3, 4]))
        if rng.random() < 0.3:
            parts.append(rng.choice(USER_CLOSERS))
        text = " ".join(parts)
        if rng.random() < 0.1:
            text = _texting(text, [])
        if rng.random() < 0.12:
            text = _typo(rng, text, [])
        return text

    def filler_ai(thread: str, question: bool | None = None) -> str:
        parts = []
        if rng.random() < 0.45:
            parts.append(rng.choice(AI_OPENERS))
        parts += pick(thread, "ai", rng.choice([2, 2, 3]))
        if question is None:
            question = rng.random() < 0.4
        if question:
            parts += pick(thread, "q", 1)
        return " ".join(parts)

    def slot_keys(f: _Fact, noun: str) -> dict[str, str]:
        th = THREADS[f.slot.thread]
        todo = rng.sample(th["todo"], 2)
        ctx = [_fill(rng, c, w()) for c in rng.sample(f.slot.ctx, 2)]
        keys = w({"noun": noun, "Noun": _cap(noun), "noun_l": noun.lower(), "ctx": ctx[0], "ctx2": ctx[1],
                  "ctx_l": ctx[0].lower(), "todo": _fill(rng, todo[0], w()), "todo2": _fill(rng, todo[1], w()),
                  "open": rng.choice(USER_OPENERS), "time": rng.choice(SLOTS["time"]),
                  "day": rng.choice(SLOTS["day"]),
                  "who": _fill(rng, f.slot.who, w()) if f.slot.who else "",
                  "whose": ("my" if f.slot.who == "me" else _fill(rng, f.slot.who, w()) + "'s")})
        return keys

    out: list[tuple[str, str]] = []
    frame_use: dict[int, tuple[str, bool]] = {}  # turn -> (noun used, answered a question)
    # decide up front which fact turns answer a question asked in the previous reply
    answers: dict[int, str] = {}
    for t, (f, what) in at.items():
        if what == "state" and rng.random() < 0.2:
            answers[t] = _fill(rng, rng.choice(f.slot.asks), w())

    for t in range(1, turns + 1):
        thread = threads[t]
        if t in at:
            f, what = at[t]
            user, reply = _fact_turn(rng, f, what, t in answers, slot_keys, frame_use, t, w, clean, pick)
        else:
            for _ in range(200):
                user = filler_user(thread)
                ask = answers.get(t + 1)
                reply = filler_ai(thread, question=False if ask else None)
                if ask:
                    lead = rng.choice(ASK_LEADS)
                    reply = f"{reply} {lead}{ask[:1].lower() + ask[1:] if lead else ask}"
                if clean(user) and clean(reply):
                    break
            else:
                raise RuntimeError(f"could not write a value-free filler turn {t}")
        out.append((user, reply))

    planted = [Planted(f.slot.kind, f.slot.about, f.value, f.turn, stale=f.stale, corrected_at=f.corrected_at)
               for f in sorted(facts, key=lambda f: f.turn)]
    return Conversation(turns=out, facts=planted)


def _fact_turn(rng: random.Random, f: _Fact, what: str, answered: bool, slot_keys, frame_use: dict, t: int, w,
               clean, pick) -> tuple[str, str]:
    slot = f.slot
    kind = slot.kind
    for _ in range(200):
        if what == "state":
            v = f.stale if f.stale else f.value
            noun = _fill(rng, rng.choice(slot.nouns), w())
            keys = slot_keys(f, noun)
            frame = rng.choice(ANSWER_FRAMES[kind] if answered else FRAMES[kind])
            if kind in ("preference", "constraint"):
                p = _fill(rng, rng.choice(slot.says), w({"v": v}))
                keys.update(p=p, P=_cap(p), p_l=p.lower().replace(v.lower(), v))
            user = frame.format_map({**keys, "v": v})
            if rng.random() < 0.15 and "\n" not in user:
                user = _texting(user, [v])
            if rng.random() < 0.15:
                user = _typo(rng, user, [v])
            user = user.replace("  ", " ").strip()
            tail = " ".join(pick(slot.thread, "ai", rng.choice([1, 2])))
            if rng.random() < 0.5:
                ack = rng.choice(ACK_ECHO[kind]).format(v=v, noun=_yours(noun))
            else:
                ack = rng.choice(ACK_PLAIN)
            reply = f"{ack} {tail}"
            if rng.random() < 0.3:
                reply += " " + pick(slot.thread, "q", 1)[0]
            allowed = (v,)
            if v not in user:
                continue
            frame_use[t] = (noun, answered)
        else:
            first_noun = frame_use.get(f.turn, ("", False))[0]
            nouns = [n for n in (_fill(rng, x, w()) for x in slot.nouns) if n != first_noun] or [first_noun]
            noun2 = rng.choice(nouns)
            keys = slot_keys(f, noun2)
            frame = rng.choice(CORRECT_FRAMES["any"] + CORRECT_FRAMES.get(kind, []))
            at_ = "at " if kind == "address" else ""
            user = frame.format_map({**keys, "v": f.value, "old": f.stale, "noun2": noun2, "Noun2": _cap(noun2),
                                     "at": at_})
            if rng.random() < 0.1:
                user = _typo(rng, user, [f.value, f.stale or ""])
            user = user.replace("  ", " ").strip()
            tail = pick(slot.thread, "ai", 1)[0]
            ack = rng.choice(CORRECT_ACK_ECHO).format(v=f.value) if rng.random() < 0.5 else rng.choice(
                CORRECT_ACK_PLAIN)
            reply = f"{ack} {tail}"
            allowed = (f.value,)
            if f.value not in user:
                continue
            if not clean(user, (f.value, f.stale or "")):
                continue
            if clean(reply, allowed):
                return user, reply
            continue
        if clean(user, allowed) and clean(reply, allowed):
            return user, reply
    raise RuntimeError(f"could not write fact turn {t}")
