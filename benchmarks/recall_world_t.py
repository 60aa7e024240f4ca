# ruff: noqa
"""Recall world T: a held-out long chat for the conversation-memory recall benchmark.

Persona: a 38-year-old Korean-Canadian QA engineer in Vancouver, BC. Terse, lowercase, lots of abbreviations,
with the occasional long careful paragraph when stressed. Ten everyday threads are interleaved in sticky runs:
a move, her parents visiting from Busan, an ICBC claim, a best friend's wedding, a rescue cat with kidney
disease, bouldering and a Squamish trip, taxes, a job change, a community garden plot, and daily life.

``generate(seed, turns, n_corrections)`` returns a ``Conversation`` with 50 planted facts (person 8, pet 4,
date 7, amount 6, phone 4, address 4, id 6, decision 4, preference 4, constraint 3) phrased in many styles, and
``n_corrections`` of them stated once and corrected at least 50 turns later. Deterministic per seed.

Run ``python recall_world_t.py`` from the benchmarks directory for the self-checks (seeds 1-5).
"""
from __future__ import annotations

import random
import re
import sys
from collections import Counter

from recall_conversation import Conversation, Planted

MARK = "\x00"   # placeholder for a planted value while a message is being built
OLDM = "\x01"   # stale value in a correction
NEWM = "\x02"   # new value in a correction

THREADS = ["move", "parents", "icbc", "wedding", "cat", "climb", "taxes", "job", "garden", "daily"]
KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation",
          "buried", "texting", "pasted", "afterthought", "stressed"]

# ---- incidental slot values (never planted facts) --------------------------------------------------------
SLOTS = {
    "name": ["Jess", "Tomoko", "Gurpreet", "Ravi", "Steph", "Oliver", "Minji", "Declan", "Aroha", "Felix", "Noor",
             "Bea", "Kaito", "Sunny", "Marcus", "Linh", "Harj", "Paulina"],
    "place": ["Commercial Drive", "Main & Broadway", "Metrotown", "Granville Island", "Kits Beach", "Lonsdale Quay",
              "the Richmond night market", "H Mart on Robson", "Trout Lake", "the seawall", "Mount Pleasant",
              "Olympic Village", "Coquitlam Centre", "Chinatown", "Dunbar", "the Drive", "Burnaby Heights"],
    "price": ["$12", "$18.50", "$7.25", "$34", "$49.99", "$22", "$65", "$9.40", "$27", "$89", "$14.99", "$41",
              "$3.75", "$58"],
    "time": ["7:15", "around 6", "9:30", "noon", "after 8", "quarter to 5", "10ish", "2:45", "like 11pm", "6:50am",
             "half past 7"],
    "num": ["two", "three", "4", "5", "a dozen", "6", "20", "like 8", "nine", "15"],
    "day": ["monday", "tues", "wed", "thurs", "fri", "saturday", "sunday", "this weekend", "tmrw", "tonight"],
    "food": ["kimbap", "pho", "a sad desk salad", "leftover japchae", "tteokbokki", "a burrito", "instant ramen",
             "congee", "a bánh mì", "cold pizza", "onigiri from the corner store", "dumplings"],
    "weather": ["raining sideways", "weirdly sunny", "grey and drizzly", "foggy", "pouring", "cold and bright",
                "muggy"],
    "mins": ["20 min", "45 mins", "an hour", "10 min", "half an hour", "35 min", "like 90 min"],
    "grade": ["V3", "V5", "V2", "a V6", "the purple V4"],
}

# ---- filler: user templates per thread -------------------------------------------------------------------
USER = {
    "move": [
        "packed {num} more boxes tonight. the kitchen is the worst, why do i own so many mugs",
        "the old landlord still hasn't answered about the deposit. it's been like {num} weeks",
        "do i need to book the elevator at the new building or is that the movers' job",
        "went to see the new unit again, the closet is smaller than i remembered lol",
        "how do i document the condition of my old place before i hand back the keys? want to be ready if they fight me on the deposit",
        "the movers want a {price} fee for stairs?? there's an elevator",
        "found a dresser on marketplace for {price}, guy near {place} says i can pick up {day}",
        "is it dumb to paint before moving in or after",
        "ugh the landlord is claiming the scuffs in the hallway were me. they were there when i moved in, i have photos on {name}'s phone somewhere",
        "need to set up hydro and internet at the new place, which first",
        "my friend {name} offered to help move the plants in her car {day} around {time}",
        "label boxes by room or by contents? i did room last time and regretted it",
        "the strata sent me a 40 page bylaws pdf. skimmed it. apparently no bbqs on balconies, rip",
        "Okay, I'm going to be honest, the move is starting to get to me. Every time I think I've got a handle on it something new comes up: the deposit, the elevator booking, the internet install window, and I still haven't figured out what to do with the couch. I know it's all manageable, I just need a plan I can follow without thinking about it at {time} at night.",
        "is renters insurance required or just recommended? new place asks for proof",
        "threw out {num} bags of stuff today. felt great ngl",
        "move-out inspection is w/ the landlord's son apparently. do i need a witness",
        "bought tape and bubble wrap at the place on {place}, {price} total, robbery",
        "should i tip the movers? how much is normal here",
        "the key fob for the new building costs {price} each and they want me to buy two",
        "can i deduct moving costs if the move wasn't for work? prob not right",
        "couch doesn't fit through the new door. measured twice. cried once",
        "what do i do with half a bottle of olive oil and {num} cans of beans, pack or eat",
        "the new building has a bike room but the waitlist is {num} people long",
        "do i change my address with canada post or just tell everyone individually",
        "I've been staring at the same pile of boxes for {mins} and I can't make myself start. Part of it is the deposit thing hanging over me. I keep rehearsing arguments with my old landlord in the shower, which is not a productive use of my brain.",
    ],
    "parents": [
        "mom called at {time} again, forgot the time difference. she wants to bring a whole suitcase of side dishes",
        "do koreans need an eTA or a visa for canada? i feel like i should know this",
        "dad's knee has been bad, worried about the long flight",
        "should i get them travel insurance that covers pre-existing stuff? dad has high bp",
        "trying to find a doctor who speaks korean in case something comes up while they're here. any tips",
        "mom asked if there's a korean church near me. there's one by {place} i think",
        "they want to see banff but that's like a 10 hour drive right",
        "can they bring ginseng and dried anchovies through customs",
        "my parents have never done a vancouver fall lol. what do i tell them to pack",
        "booked a table at a korean bbq place near {place} for their first night, {price} per person set menu",
        "dad wants to go fishing. does he need a license as a tourist",
        "I keep going back and forth on how much to plan for my parents' trip. My mom wants every day scheduled and my dad would be happy sitting in a park watching dogs. I don't want to overbook them, but I also don't want them to feel like they flew all the way here to watch me work from home.",
        "explaining canadian tipping to my dad was a whole thing on the phone",
        "should they exchange won before they come or just use cards here",
        "mom's asking if my apartment has a rice cooker. i have one but it's tiny",
        "need a second bed for them. air mattress or a real futon, {price} on sale",
        "their phone plan doesn't roam cheaply, should i get them a local sim",
        "how bad is the jet lag going to be busan to vancouver, they're in their 60s",
        "my aunt out in {place} wants to host them for a weekend too",
        "dad asked me to find the exact brand of soju he likes. {name} at work said try the store near {place}",
        "mom sent me {num} kakao messages about what to bring, one was just a photo of a radish",
        "do they need anything special for the airport, like forms, they don't read much english",
        "what are easy day trips from vancouver for people who don't hike much",
        "mom wants to cook for me the whole time. i am not going to say no to that",
        "dad keeps asking if canada has 'real' pears. what does that mean",
    ],
    "icbc": [
        "still waiting on ICBC to call back. day three",
        "the body shop says the bumper needs replacing not repairing, does that change anything",
        "do i have to use the rental they give me or can i pick my own",
        "the other driver's story changed lol. at the scene he said sorry and now apparently i 'stopped suddenly'",
        "my neck is still kinda stiff from the accident, should i mention that to the adjuster",
        "took photos of the intersection at {time} to show the sightlines, it's off {place}",
        "how does fault work in BC, is it 50/50 if nobody admits anything",
        "the rental is a tiny hatchback, my climbing gear barely fits",
        "can they raise my premium if it wasn't my fault",
        "the estimator {name} was nice at least. showed me where the frame was fine",
        "I'm trying to stay calm about the claim but I really hate how vague everything is. Nobody tells you how long each step takes, and every time I call I get someone new who has to read the file from the beginning. I just want to know the timeline so I can plan the move around not having a car.",
        "is physio covered under the claim? i had a session at the place near {place}",
        "got a letter in the mail with like {num} forms. do i fill all of them",
        "dashcam footage is only {num} seconds long but you can see the light",
        "body shop said {num} weeks for parts. that's insane",
        "should i get a lawyer for a fender bender? feels excessive",
        "ICBC online portal logged me out mid upload, of course",
        "the witness was a lady walking her dog, i only got her first name",
        "how do i prove the rental costs if i pay upfront",
        "my broker said the deductible part depends on the fault %",
        "is it weird that i'm nervous driving now? i flinch at every yellow light",
        "the paint code on the quote is wrong, does that matter",
        "they asked for a written statement. how detailed should it be",
        "paid {price} for a cab {day} b/c the rental wasn't ready. claimable?",
    ],
    "wedding": [
        "maid of honour duties are a part time job i swear",
        "the bride wants a 'fun but classy' bachelorette. what does that even mean",
        "group chat for the bach has {num} people and {num} opinions",
        "caterer tasting is {day}. do i bring a notebook like a nerd",
        "how long should a maid of honour speech be? i ramble",
        "someone suggested a boat thing for the bach. it's whistler. there's a lake i guess",
        "bridesmaid dresses came in and one of them is the wrong colour",
        "should the bach be friday to sunday or just one night, half the group has kids",
        "the groom's sister keeps trying to take over the planning lol",
        "need a budget spreadsheet for the bach. how do i make the money part not awkward",
        "I love her, I really do, and I'm honoured she asked me, but I did not understand how much emotional labour goes into being a maid of honour. I'm managing vendor emails, a group chat that never sleeps, and her mom who calls me directly to ask things she should be asking the bride.",
        "venue walk-through at {time} {day}, bride can't make it so it's me",
        "is a photo booth worth it or is that very 2015",
        "drafted the speech, it's {num} minutes when i read it out loud",
        "do we need a day-of coordinator if the venue has one",
        "the florist quote was {price} just for the boutonnieres lol",
        "whistler when it's {weather} is still pretty right",
        "gift for the bride from the bridesmaids, ideas?",
        "the bride's cousin {name} wants to do a dance at the reception, do i say yes",
        "how do i politely tell someone the bach isn't a plus-one thing",
        "the bride cried on the phone b/c of the seating chart. i'm now in charge of the seating chart",
        "is it tacky to do a shared spotify playlist for the bach",
        "my dress needs hemming and the tailor near {place} wants {price}",
        "someone in the group chat wants matching pyjamas. i'm tired",
    ],
    "cat": [
        "the cat threw up again this morning, just a hairball i think",
        "she's drinking a lot more water than usual. is that a kidney thing",
        "the renal food is so expensive and she hates it",
        "how do i get a cat to take a pill without losing a finger",
        "vet wants bloodwork every {num} months, is that normal for ckd",
        "pet insurance won't cover pre-existing kidney stuff. figured",
        "she slept on my laptop keyboard for {mins} and typed a whole paragraph of g's",
        "tried warming the wet food a bit, she ate like half",
        "are subq fluids something i can really do at home? needles scare me",
        "how do i move with a cat without traumatizing her",
        "I know she's a cat and cats get sick, but I keep spiraling about her kidneys. The vet was calm and said lots of cats live years with this, but every time she skips a meal I assume the worst. I'm trying to stay practical and track what she eats and drinks without making every morning a crisis.",
        "she hid under the bed for {mins} after the vet visit. sulking",
        "the rescue said she's about {num} years old but nobody really knows",
        "litter clumps are huge lately, that's from drinking right",
        "is it ok to leave her alone for a weekend if someone checks in",
        "my neighbour {name} offered to feed her when i go to squamish",
        "bought a water fountain for her, {price}, she's suspicious of it",
        "vet tech said to weigh her weekly. kitchen scale?",
        "she knocked my coffee off the table at {time}. on purpose. eye contact",
        "what are signs that ckd is getting worse",
        "she's been sitting in the sink. is that a cat thing or a sick thing",
        "found her asleep in a moving box. she has claimed it. the box stays",
        "her breath smells kind of like ammonia?? should i worry",
        "do cats get lonely? i've been gone a lot with everything",
    ],
    "climb": [
        "sent {grade} at the gym tonight!!",
        "my forearms are so pumped i can't hold my phone",
        "finger feels weird after that crimpy problem. tweaky?",
        "squamish planning: camping or airbnb",
        "how many crash pads do we need for {num} people",
        "the new set at the gym is all slab. i hate slab",
        "climbing partner {name} wants to leave at {time}, i'm not a morning person",
        "is it weird to climb alone at the gym? everyone seems to come in groups",
        "bought new shoes, {price} on sale, they hurt so much. that's normal right",
        "what's a hangboard routine that won't wreck my fingers",
        "I think I need climbing more than ever right now because it's the only couple of hours a week where my brain shuts up. But I also know I've been going too hard and my finger is telling me so. I don't want to get injured before the Squamish trip, so I'm trying to figure out what a sensible week looks like.",
        "forecast for squamish says {weather}, is granite climbable when it's damp",
        "gym membership went up again, {price} more a month",
        "do i need to bring a guidebook or is the app enough",
        "tried the comp problems tonight, flashed {num}, failed the rest spectacularly",
        "the drive up the sea to sky at {time} on a friday is a nightmare right",
        "should i tape my fingers or is that just for show",
        "chalk bucket vs chalk bag for bouldering",
        "someone at the gym said the boulders near the campground are the classics",
        "rest day today. i'm twitchy",
        "skin on my fingertips is shredded, how do ppl deal",
        "{name} from the gym lent me a brush for cleaning holds. i feel legit now",
        "got spooked on the top of a tall problem and downclimbed. embarrassing",
        "do i need a helmet for bouldering outside? everyone says no but",
    ],
    "taxes": [
        "got a letter from CRA and my stomach dropped. it's probably nothing",
        "RRSP vs TFSA, explain it to me like i'm five",
        "do i need receipts for everything or just the big stuff",
        "the accountant wants my T4s and the RRSP slips by {day}",
        "is the moving expense deduction only if you move for a job",
        "i might have over-contributed to my TFSA?? how bad is that",
        "CRA login wants a security code mailed to me. by mail. in this decade",
        "can i claim my parents' medical stuff if they're visiting",
        "donation receipts from the garden society, those count right",
        "I hate taxes not because they're hard but because they make me feel like I'm one small mistake away from a letter that ruins my month. I literally test things for a living, but with my own paperwork I freeze. I just want a clear list of what to gather and by when, and then to hand it off.",
        "found an old RRSP statement from like {num} years ago in a box while packing",
        "the consult is {price} for the first half hour lol, worth it?",
        "what's the difference between a notice of assessment and a reassessment",
        "stock grant from the new job, how is that taxed",
        "does the home office deduction still exist",
        "where do i even find my RRSP contribution room",
        "my sister uses free tax software, should i just do that",
        "is the deadline april 30 for everyone or different if self employed",
        "do ICBC settlement payments count as income",
        "my friend {name} says i should 'just call CRA' as if that's a quick thing",
        "kept every receipt in a shoebox this year. progress",
        "is it bad that i've never looked at my own notice of assessment",
        "do i report the interest from my savings account if it's like {price}",
    ],
    "job": [
        "recruiter called during standup, i had to pretend it was the dentist",
        "final round was {mins} of system design for a qa role?? ok",
        "how do i negotiate without sounding greedy",
        "they want an answer by friday but i haven't heard back from the other company",
        "the offer has a sign on bonus, do i have to pay that back if i leave early",
        "how do i tell my current manager. we actually get along",
        "vesting is 4 years with a 1 year cliff. that's standard right",
        "the new office is near {place}, commute would be {mins} on transit",
        "should i take a week off between jobs? i feel like i should",
        "benefits include {num} weeks vacation. current one is 3",
        "I'm excited about the new role but I'm also scared. I've been at my current company for six years, I know every flaky test and every person on the team, and starting over means being the new person who doesn't know where anything is. I keep reminding myself that's exactly why I need to go.",
        "background check form asks for every address for the last {num} years. fun",
        "do i need to give two weeks or is it longer for senior roles",
        "hiring manager {name} seems cool, very direct",
        "the offer letter says 'at-will' which i don't think is a thing in BC?",
        "do i ask for more equity or more base",
        "my team is planning a farewell lunch {day} at {time}, feels weird",
        "should i update linkedin now or after i start",
        "they asked for references. can my current lead be one if she doesn't know yet",
        "i keep rereading the offer letter looking for a catch lol",
        "the new team uses a test framework i've never touched. cramming docs on the bus",
        "how do i not be awkward in the first week",
        "current job just gave me a big project. timing is incredible",
    ],
    "garden": [
        "got off the waitlist for the community garden!! after {num} years",
        "what grows well in vancouver shade? my plot gets like {num} hours of sun",
        "someone took my zucchini. a whole zucchini. who does that",
        "is it too late to plant garlic",
        "the garden has a mandatory work party thing every month",
        "slugs ate all my lettuce overnight",
        "bought seeds at {place}, {price} on seed packets, i have a problem",
        "plot neighbour {name} keeps giving me unsolicited advice. it's good advice though",
        "how often do i water in july if it's not raining",
        "can i grow perilla leaves here? mom would be thrilled",
        "The garden plot was supposed to be my calm place, and mostly it is, but I've been neglecting it with everything going on and now it looks like a jungle. I feel guilty every time I walk past it. I think I need a low-effort plan for the next couple of months rather than the ambitious version I had in spring.",
        "compost bin at the garden is full of raccoon evidence",
        "is it ok to use coffee grounds on tomatoes",
        "the shed lock code changed and nobody told me",
        "what do i plant for fall, something easy",
        "my tomatoes split after the rain. still edible?",
        "the garden newsletter says there's a potluck {day} at {time}",
        "how do i keep the neighbourhood cat out of my seedlings (not my cat, mine is an indoor princess)",
        "mulch or no mulch",
        "harvested {num} zucchinis. does anyone want zucchini. please",
        "someone left a bag of manure by my plot with a note that says 'for you'. community",
        "should i pull the bolted lettuce or let it flower for the bees",
        "spent {mins} weeding and it looks exactly the same",
    ],
    "daily": [
        "what do i make for dinner with {food} leftovers and an egg",
        "it's {weather} again. vancouver in a nutshell",
        "can't sleep. it's {time} and my brain is doing spreadsheets",
        "recommend a podcast for a {mins} bus ride, not true crime",
        "should i get a standing desk or is that a fad",
        "skytrain was delayed {mins} this morning, missed my first meeting",
        "ordered {food} from the place on {place}, {price} w/ delivery. regret",
        "how do i make kimchi fried rice not soggy",
        "is a costco membership worth it for one person",
        "one of my plants is dying and i don't know which one of the {num} it is",
        "quick lunch i can meal prep sunday?",
        "I'm noticing that I'm eating badly and sleeping worse, which always happens when I have too many things going on at once. I don't need a full life overhaul, just two or three small habits I can stick to while everything else is happening. Something realistic for a person who gets home at {time} and doesn't want to think.",
        "headphones died mid-call, {price} to replace. of course",
        "good stretch for sitting at a desk all day?",
        "coworker {name} brought homemade banana bread, life is good",
        "weekend plan: nothing. absolutely nothing",
        "best way to clean a cast iron pan i neglected",
        "is it normal to feel this tired in the fall",
        "walked the seawall for {mins} today, felt human again",
        "give me a 3 ingredient snack that isn't toast",
        "haircut tmrw, do i go short. don't answer that",
        "had {food} for lunch at my desk again. living the dream",
        "my upstairs neighbour vacuums at {time}. every night. why",
    ],
}

# ---- filler: assistant sentences per thread --------------------------------------------------------------
ASSIST = {
    "move": [
        "For the deposit dispute, your move-in photos are the strongest evidence you have, so keep them together with their dates.",
        "In BC a landlord generally has 15 days after the tenancy ends and they get your forwarding address in writing to return the deposit or file a claim.",
        "Most buildings want the elevator booked ahead with padded walls, and the strata office usually handles that rather than the movers.",
        "Labelling by room on the outside and listing a few key contents on the side tends to work best when unpacking.",
        "It's worth doing a slow walkthrough video of the old unit on the last day, opening every cupboard and narrating as you go.",
        "Setting up internet first usually makes sense, because install windows fill up faster than hydro transfers.",
        "Tipping movers isn't mandatory, but something per person for a hard day is common, especially with stairs or long carries.",
        "Renters insurance is often required by the lease, and it's usually inexpensive relative to what it covers.",
        "If the landlord claims damage, they need to show it goes beyond normal wear and tear, which hallway scuffs rarely do.",
        "Painting before the furniture arrives is easier, but check whether the owner has to approve colours first.",
        "Keeping one checklist taped to the fridge can stop you from holding every moving detail in your head.",
        "If a big piece won't fit, measuring the door with the hinges off or checking whether the legs unscrew can save the day.",
    ],
    "parents": [
        "For South Korean passport holders flying into Canada, an eTA is generally what's needed rather than a visitor visa, and it's applied for online.",
        "Travel insurance that covers pre-existing conditions often requires the condition to be stable for a set period, so read that clause carefully.",
        "On long-haul flights with knee trouble, an aisle seat and short walks every hour or two can help a lot.",
        "Food items like dried anchovies should be declared, and some may be inspected, so it's easiest to declare everything.",
        "Jet lag flying east to west is often a bit gentler, but a couple of quiet days at the start is still smart.",
        "A local prepaid SIM or an eSIM is usually much cheaper than roaming for a multi-week stay.",
        "Some clinics list the languages their doctors speak, and Korean community groups often know who sees visitors.",
        "Leaving a few unplanned days in the schedule gives everyone room to rest without it feeling wasted.",
        "A simple printed itinerary in Korean could help your mom feel prepared without you repeating plans.",
        "Cards work almost everywhere here, so a small amount of cash is usually enough.",
        "Victoria or a Sea-to-Sky gondola ride are easy day trips that don't require much hiking.",
    ],
    "icbc": [
        "In BC, fault is assessed by ICBC based on statements, evidence and the rules of the road, and it isn't automatically split if nobody admits anything.",
        "It's worth mentioning symptoms like neck stiffness early, even if they seem minor, so they're on record.",
        "Keep every receipt related to the claim in one folder, including rentals, physio and transit.",
        "Dashcam footage, even a short clip, can be very helpful, so send it in the original file format if you can.",
        "Replacement versus repair is usually the shop's call based on safety and cost, and it doesn't change who's at fault.",
        "If you're not at fault, your premium generally shouldn't be affected, though it depends on the final fault decision.",
        "Writing a short timeline of the accident while it's fresh will help if your statement is questioned later.",
        "For a minor collision a lawyer is often unnecessary, but a free consultation can tell you if anything is unusual.",
        "Keeping a log of each call, with the date and who you spoke to, can cut down on repeating yourself.",
        "Parts delays are common right now, so asking the shop for a weekly status update might save you some stress.",
        "Feeling jumpy behind the wheel after a collision is really common, and it usually eases with short, easy drives.",
    ],
    "wedding": [
        "A maid of honour speech usually lands best at three to five minutes, with one or two specific stories rather than a list.",
        "For group costs, sharing a simple spreadsheet up front with a per-person estimate keeps the money conversation from getting awkward.",
        "If half the group has kids, a single night with an optional second day lets people opt in without pressure.",
        "Bringing notes to a tasting is completely normal, and it helps when you're comparing options later.",
        "If the venue provides a coordinator, check exactly what they cover, since some only handle the venue itself.",
        "It might help to set a few boundaries in the group chat, like a weekly summary instead of constant updates.",
        "Photo booths are still popular, especially if they print something guests can take home.",
        "A group gift from the bridesmaids, like something engraved or a framed photo, tends to go over well.",
        "For the bachelorette, confirming headcount and collecting deposits early avoids last-minute dropouts.",
        "With a pushy relative, looping the bride in and letting her make the call usually keeps you out of the middle.",
        "Seating charts go faster if you start with the fixed tables, like family and the wedding party, and fill in around them.",
    ],
    "cat": [
        "Increased drinking and bigger litter clumps are common with kidney disease, so it's worth tracking both for the vet.",
        "Warming wet food slightly often makes it more appealing, since smell matters a lot to cats with a reduced appetite.",
        "Pill pockets or a dab of treat paste can make pills easier, and some pharmacies can compound medication into a liquid.",
        "Subcutaneous fluids sound intimidating, but many owners learn it in one appointment, and the vet team can walk you through it.",
        "Weighing her weekly on a kitchen or baby scale is a good way to catch gradual weight loss early.",
        "Regular bloodwork every few months is typical for monitoring chronic kidney disease.",
        "For a move, setting up one quiet room with her litter, food and bed first helps her adjust.",
        "Signs to watch include weight loss, more frequent vomiting, bad breath and lethargy, and any of those are worth a call.",
        "A sitter checking in once or twice a day for a weekend is usually fine for a cat who's stable.",
        "Transitioning to a prescription diet slowly, mixed with the old food, can help with acceptance.",
        "Ammonia-smelling breath can be linked to kidney values, so mentioning it at the next visit is a good idea.",
    ],
    "climb": [
        "Slight tweakiness in a finger is a signal to back off crimps for a while and stick to open-hand holds.",
        "For bouldering in Squamish, one pad per person plus a bigger one to share is a good rule of thumb.",
        "Granite can stay slick after rain, especially under the trees, so a dry day or two helps a lot.",
        "New shoes are usually snug, but sharp pain or numbness means they're likely too small.",
        "A conservative hangboard plan is short hangs on a large edge, two or three times a week, with plenty of rest.",
        "Climbing alone at the gym is very common, and it's a nice way to meet people on shared problems.",
        "Leaving before the Friday rush or later in the evening can make the Sea-to-Sky drive much easier.",
        "The app is handy, but a paper guidebook is useful where there's no reception in the forest.",
        "Taping can protect skin, but it's not a substitute for resting an irritated pulley.",
        "Planning an easy day right before the trip lets your fingers and skin recover.",
        "Downclimbing when you feel unsure is good judgement, not something to be embarrassed about.",
    ],
    "taxes": [
        "An RRSP contribution lowers your taxable income now and is taxed on withdrawal, while TFSA contributions aren't deductible but growth and withdrawals are tax-free.",
        "Your RRSP contribution room is shown on your latest notice of assessment and in CRA My Account.",
        "TFSA over-contributions are charged 1% per month on the excess, so it's worth fixing quickly.",
        "Moving expenses are generally deductible only when you move at least 40 km closer to a new job or school.",
        "A CRA letter is often a routine review request, and the section it references will tell you what they want.",
        "Keep receipts for anything you claim, since CRA can ask for supporting documents later.",
        "Stock grants are usually taxed as employment income when they vest, with capital gains on any growth after that.",
        "For most people the filing deadline is April 30, and self-employed people have until June 15 to file but not to pay.",
        "If you're paying for a consult, bringing an organized folder and a list of questions gets you more from the time.",
        "Injury settlements are generally not taxable, but it's worth confirming the details with your accountant.",
    ],
    "job": [
        "Negotiating is expected at the offer stage, and framing it around market data and your experience keeps it professional.",
        "A four-year vesting schedule with a one-year cliff is very common for stock grants.",
        "Sign-on bonuses often come with a clawback if you leave within a year, so the exact clause matters.",
        "In BC, employment isn't at-will the way it is in many US states, so that wording may be a template leftover worth asking about.",
        "Two weeks' notice is typical, though offering a bit more for a senior role can be a goodwill gesture.",
        "Telling your manager in person first, before anyone else on the team hears, usually keeps things on good terms.",
        "A short break between jobs can help you start fresh, if the finances work.",
        "It's reasonable to ask the other company for an update and mention you have a deadline.",
        "Base salary is guaranteed while equity can vary a lot in value, so your risk tolerance should guide which you push for.",
        "You can offer references from outside your current team until you've resigned.",
        "In the first week, asking lots of questions and writing down the answers is exactly what people expect from someone new.",
    ],
    "garden": [
        "Leafy greens like lettuce, kale and chard handle partial shade well, as do herbs like parsley and mint.",
        "Garlic is usually planted in October or November in Vancouver, so you're likely still in the window.",
        "Beer traps and copper tape are low-effort ways to cut down slug damage.",
        "Watering deeply a couple of times a week is better than a light sprinkle every day in summer.",
        "Perilla likes warm, sunny spots and reseeds easily, so it might spread through the plot.",
        "Split tomatoes are still fine to eat if you use them quickly and there's no mould.",
        "A layer of mulch keeps moisture in and weeds down, which suits a low-effort season.",
        "Coffee grounds are fine in moderation, ideally mixed into compost rather than piled on.",
        "For fall, quick crops like radishes, spinach and arugula are forgiving and fast.",
        "A low-effort plan might be one visit a week to water, weed and harvest, and letting the rest go.",
        "Letting a bit of lettuce flower is a nice gift to pollinators if you have the space.",
    ],
    "daily": [
        "Kimchi fried rice stays crisp if you use day-old rice, a very hot pan, and don't stir it too often.",
        "For a short commute, an interview-style or science podcast can be a nice break from work brain.",
        "A couple of small habits, like a fixed bedtime alarm and a default breakfast, can steady things when life is busy.",
        "Neck and hip flexor stretches every hour or so help a lot with desk stiffness.",
        "A Costco membership can pay off for one person if you stick to staples that keep, like rice and frozen vegetables.",
        "Cast iron can usually be rescued with a scrub, a thorough dry, and a thin layer of oil baked on.",
        "Shorter daylight in the fall affects a lot of people's energy, so getting outside in the morning can help.",
        "A simple prep of a grain, a protein and a roasted vegetable can cover several lunches.",
        "Walking, even briefly, is one of the most reliable ways to reset on a heavy day.",
        "If sleep is off, keeping screens out of the last half hour before bed is a small, useful step.",
        "Greek yogurt with honey and walnuts, or apple slices with peanut butter and cinnamon, are easy three-ingredient snacks.",
    ],
}

OPENERS = ["Got it.", "That makes sense.", "Oof, that's a lot.", "Totally understandable.", "Sure.", "Good question.",
           "Good thinking.", "Fair question.", "Okay, let's break that down.", "Understood.", "Right.",
           "Happy to help with that.", "Makes sense to check.", "Okay, a few thoughts.", "Let's see."]
OPENERS_STRESS = ["That's a lot to carry at once, and it makes sense that you're feeling it.",
                  "Thank you for writing all of that out; it helps to see it in one place.",
                  "It sounds like you're juggling a lot, so let's make this lighter where we can."]
CLOSERS = ["Want me to turn that into a short checklist?", "Does that help?", "Let me know how it goes.",
           "Happy to dig into any of that more.", "If you want, I can draft a quick message for you.",
           "Do you want a rough timeline for the next couple of weeks?", "One step at a time.",
           "Want me to keep a running list of this for you?"]
SWITCH = ["unrelated but ", "different topic — ", "switching gears: ", "ok other thing. ", "also ", "random q: ",
          "totally separate thing, "]
ACK = ["ok thanks. ", "makes sense. ", "lol ok ", "ty. ", "got it. ", "hm ok. ", "np. ", "right. ", "ok ok. "]
ASIDES = ["the cat is yelling at me rn.", "it's {weather} out.", "had {food} for lunch.", "my coffee went cold.",
          "work was a lot today.", "the skytrain was packed.", "group chat is blowing up again.",
          "still haven't unpacked the kitchen stuff.", "my finger is still sore.",
          "mom sent {num} kakao messages before 7am.", "sorry typing one handed.", "ok where was i.",
          "i'm on the bus.", "laptop at {num}% battery lol.", "just got back from the gym.",
          "{name} says hi apparently.", "my standup ran {mins} over.", "the neighbour is drilling again.",
          "ate {food} standing over the sink.", "i need a nap.", "the garden group chat is debating hoses.",
          "forgot my umbrella, obviously.", "spilled tea on my notes."]
STRESS_OPEN = ["Okay, I'm going to write this out properly because my brain is full.",
               "Sorry, this is going to be long, I just need to get it all down in one place.",
               "I'm trying really hard to stay organized and I feel like I'm failing, so bear with me.",
               "I've rewritten this message three times, so here's the careful version."]
STRESS_CLOSE = ["If one more thing changes this week I might scream, but I think that's everything for now.",
                "I know none of this is an emergency, it just all landed at the same time.",
                "Can you help me keep track of it so I'm not carrying it all in my head?",
                "I just don't want anything to fall through the cracks."]

CTX = {
    "move": ["ok move stuff.", "new place update.", "finally heard back about the apartment.", "packing break.",
             "more move admin."],
    "parents": ["parents trip stuff.", "mom called again.", "ok busan logistics.", "more parent visit planning."],
    "icbc": ["icbc update.", "claim stuff, ugh.", "heard from the body shop.", "car situation update."],
    "wedding": ["wedding stuff.", "MOH duties continue.", "bach planning update.", "venue update."],
    "cat": ["cat update.", "vet stuff.", "the cat is fine, mostly.", "ok kidney cat admin."],
    "climb": ["climbing stuff.", "squamish planning.", "gym update.", "trip logistics."],
    "taxes": ["tax stuff.", "ok CRA.", "accountant update.", "money admin."],
    "job": ["job stuff.", "recruiter update.", "offer update.", "new job admin."],
    "garden": ["garden update.", "community garden stuff.", "plot news.", "garden admin."],
    "daily": ["random thing.", "unrelated but.", "life admin.", "small thing."],
}
TODO = {
    "move": ["book the elevator", "send my forwarding address", "cancel the old internet", "book the movers",
             "buy more boxes"],
    "parents": ["book their airport pickup", "buy the travel insurance", "set up the spare bed", "call the clinic",
                "print their itinerary"],
    "icbc": ["send the dashcam video", "extend the rental", "call the adjuster back", "get a second estimate",
             "book physio"],
    "wedding": ["send the deposit", "confirm the headcount", "book the shuttle", "email the caterer",
                "finish the speech"],
    "cat": ["order more renal food", "book her bloodwork", "refill her meds", "file the insurance claim",
            "weigh her"],
    "climb": ["book the campsite", "rent an extra crash pad", "sort out carpooling", "buy the guidebook",
              "see the physio"],
    "taxes": ["send my slips to the accountant", "log into CRA My Account", "move money into the TFSA",
              "make the RRSP contribution", "reply to the CRA letter"],
    "job": ["sign the offer", "give notice", "send my references", "finish the background check",
            "tell my manager"],
    "garden": ["pay the plot fee", "go to the work party", "plant the garlic", "pick up the compost",
               "sign the volunteer sheet"],
    "daily": ["go grocery shopping", "do laundry", "book a haircut", "meal prep", "call my sister"],
}
WHO = {
    "move": ["the strata office", "the moving company", "the property manager's assistant", "{name} from the building"],
    "parents": ["my mom", "my dad", "the travel agent", "my aunt", "the clinic receptionist"],
    "icbc": ["the adjuster", "the body shop guy", "the ICBC call centre", "the rental counter", "my broker"],
    "wedding": ["the bride", "the venue coordinator", "the caterer", "the groom", "the bride's mom"],
    "cat": ["the vet", "the vet tech", "the rescue coordinator", "the pet insurance rep", "the clinic front desk"],
    "climb": ["my climbing partner", "{name} from the gym", "the gym front desk", "the campground host", "the physio"],
    "taxes": ["my accountant", "the CRA agent", "the bank advisor", "my sister", "the accountant's assistant"],
    "job": ["the recruiter", "the hiring manager", "HR", "the onboarding person"],
    "garden": ["the garden coordinator", "my plot neighbour", "the garden newsletter", "{name} from the garden",
               "the society treasurer"],
    "daily": ["my sister", "my coworker", "my roommate from uni", "{name}"],
}
ITEMS = {
    "move": ["buy more tape", "change address w/ canada post", "photos of old unit", "return the parking fob",
             "defrost freezer", "cancel hydro at old place"],
    "parents": ["sim cards", "air mattress", "pick up dad's knee brace", "itinerary in korean", "extra blankets",
                "slippers for them"],
    "icbc": ["send dashcam clip", "physio receipts", "photos of the bumper", "witness info", "rental receipts"],
    "wedding": ["collect bach money", "order sashes (tasteful)", "speech draft 2", "dress alterations",
                "shuttle quote", "seating chart v3"],
    "cat": ["weigh cat", "order renal food", "clean the fountain", "litter", "insurance claim form"],
    "climb": ["crash pads", "finger tape", "headlamp", "guidebook", "snacks", "skin salve"],
    "taxes": ["T4", "RRSP slips", "donation receipts", "medical receipts", "last year's NOA"],
    "job": ["sign offer", "references", "background check", "tell manager", "update resume"],
    "garden": ["water", "slug traps", "weed the back row", "label seedlings", "return the hose"],
    "daily": ["groceries", "laundry", "haircut", "return library books", "call the dentist"],
}
TOPIC = {"move": "the move", "parents": "mom & dad's visit", "icbc": "the claim", "wedding": "wedding/bach",
         "cat": "the cat", "climb": "squamish", "taxes": "taxes", "job": "the new job", "garden": "the garden",
         "daily": "this week"}

# ---- value pools and generators --------------------------------------------------------------------------
FIRST = ["Dolores", "Priyanka", "Tomasz", "Ngozi", "Alistair", "Yusuf", "Marguerite", "Desmond", "Ilse", "Oksana",
         "Farhan", "Beatriz", "Lachlan", "Soraya", "Emeka", "Thaddeus", "Ingrid", "Keoni", "Rosalind", "Casimir",
         "Anouk", "Benedikt", "Leilani", "Hamish", "Valentina", "Ignatius"]
LAST = ["Fenwick", "Raghunathan", "Okonkwo", "Lindqvist", "Castellanos", "Haddad", "Mirza", "Thibodeau",
        "Kowalczyk", "Achterberg", "Nakashima", "Oyelaran", "Delacroix", "Brannigan", "Szabo", "Petrakis",
        "MacAskill", "Vantongeren", "Esposito", "Drummond", "Quintero", "Halvorsen"]
K_SUR = ["Baek", "Hwang", "Jeon", "Ryu", "Seo", "Noh", "Yoon", "Kwak", "Bae", "Cha"]
K_GIVEN = ["Seo-yeon", "Ji-hoon", "Eun-ji", "Dong-hyun", "Hye-won", "Min-jae", "Su-bin", "Ha-eun", "Jae-sung"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_LONG = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December"]
WKD = ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun"]
DATE_SPECIAL = ["Thanksgiving Monday", "Family Day", "Remembrance Day", "next Thurs", "next Tues", "end of the month",
                "BC Day", "the Saturday after Canada Day", "the first Monday of December"]
STREETS = ["Howe St", "W 4th Ave", "Commercial Dr", "E Hastings St", "Fraser St", "Kingsway", "W Broadway",
           "Cambie St", "Nanaimo St", "Victoria Dr", "Granville St", "Davie St", "Pacific Blvd", "W 16th Ave",
           "Knight St", "Oak St", "Dunbar St", "E 41st Ave", "Renfrew St", "W Pender St"]
POSTAL = "ABCEGHJKLMNPRSTVXY"
GU = ["Haeundae-gu", "Suyeong-gu", "Nam-gu", "Dongnae-gu", "Busanjin-gu", "Yeonje-gu"]
DONG = ["U-dong", "Jung-dong", "Gwangan-dong", "Daeyeon-dong", "Oncheon-dong", "Jeonpo-dong", "Yeonsan-dong",
        "Jaesong-dong"]
UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ"
ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _words(n: int) -> str:
    if n < 20:
        return ONES[n]
    return TENS[n // 10] + ("-" + ONES[n % 10] if n % 10 else "")


_ord = lambda d: f"{d}{'th' if 10 <= d % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"
_digits = lambda r, n: "".join(str(r.randrange(10)) for _ in range(n))
_letters = lambda r, n: "".join(r.choice(UPPER) for _ in range(n))


def g_name(r):
    f, l = r.choice(FIRST), r.choice(LAST)
    x = r.random()
    if x < 0.7:
        return f"{f} {l}"
    if x < 0.85:
        return f"{f} {r.choice(UPPER)}. {l}"
    l2 = r.choice([z for z in LAST if z != l])
    return f"{f} {l}-{l2}"


def g_dr(r):
    f, l = r.choice(FIRST), r.choice(LAST)
    return r.choice([f"Dr. {l}", f"Dr. {f} {l}", f"Dr. {f} {l}"])


def g_kdr(r):
    s, g = r.choice(K_SUR), r.choice(K_GIVEN)
    return r.choice([f"Dr. {s} {g}", f"Dr. {g} {s}", f"Dr. {s}", f"Dr. Grace {s}", f"Dr. Daniel {s}"])


def g_date(r):
    if r.random() < 0.2:
        return r.choice(DATE_SPECIAL)
    m, d = r.randrange(12), r.randint(1, 28)
    f = r.randrange(8)
    if f == 0:
        return f"{MONTHS[m]} {d}"
    if f == 1:
        return f"{MONTHS_LONG[m]} {_ord(d)}"
    if f == 2:
        return f"{m + 1}/{d}"
    if f == 3:
        return f"the {_ord(d)}"
    if f == 4:
        return f"{r.choice(WKD)} the {_ord(d)}"
    if f == 5:
        return f"2026-{m + 1:02d}-{d:02d}"
    if f == 6:
        return f"{r.choice(WKD)} {MONTHS[m]} {d}"
    return f"{d} {MONTHS[m]}"


def g_amount(r, lo, hi, step):
    n = r.randrange(lo, hi + 1, step)
    if n >= 10000:
        opts = [f"${n:,}", f"{n} CAD", f"CA${n:,}"]
        opts.append(f"{n / 1000:g}k")
        return r.choice(opts)
    if n >= 1000:
        opts = [f"${n:,}", f"{n} CAD", f"CA${n:,}.00", f"${n}"]
        if n % 10 == 0:
            opts.append(f"{n / 1000:g}k")
        if n % 100 >= 10 and n // 100 >= 10:
            opts.append(f"{_words(n // 100)} {_words(n % 100)}")
        elif n % 100 == 0 and n // 100 >= 11:
            opts.append(f"{_words(n // 100)} hundred")
        if step == 1:
            opts.append(f"${n:,}.{r.randint(10, 99)}")
        return r.choice(opts)
    opts = [f"${n}", f"{n} bucks", f"CA${n}.00", f"${n} CAD"]
    if step == 1:
        opts.append(f"${n}.{r.randint(10, 99)}")
    return r.choice(opts)


def g_krw(r, lo, hi, step):
    n = r.randrange(lo, hi + 1, step)
    return r.choice([f"₩{n:,}", f"{n // 10000}만원", f"{n:,} won", f"KRW {n:,}"])


def g_phone_ca(r):
    a, l = r.choice(["604", "778", "236"]), f"01{r.randrange(100):02d}"
    return r.choice([f"{a}-555-{l}", f"({a}) 555 {l}", f"+1 {a} 555 {l}", f"{a}555{l}", f"{a}.555.{l}",
                     f"({a}) 555-{l}"])


def g_phone_kr(r):
    a, b = _digits(r, 4), _digits(r, 4)
    return r.choice([f"010-{a}-{b}", f"+82 10 {a} {b}", f"010 {a} {b}", f"+82-10-{a}-{b}"])


def g_phone_krland(r):
    a, b = f"{r.randint(500, 899)}", _digits(r, 4)
    return r.choice([f"051-{a}-{b}", f"+82 51 {a} {b}", f"(051) {a}-{b}"])


_postal = lambda r: f"V{r.randint(5, 6)}{r.choice(POSTAL)} {r.randint(1, 9)}{r.choice(POSTAL)}{r.randint(1, 9)}"


def g_van_unit(r):
    u, n, st = r.randint(201, 2408), r.randint(1000, 3999), r.choice(STREETS)
    return r.choice([f"Unit {u} - {n} {st}, Vancouver BC {_postal(r)}", f"#{u}-{n} {st}", f"{u}-{n} {st}",
                     f"Unit {u}, {n} {st}", f"{u} - {n} {st}, Vancouver"])


def g_van_street(r):
    n, st = r.randint(100, 4999), r.choice(STREETS)
    return r.choice([f"{n} {st}", f"{n} {st}, Vancouver", f"{n} {st}, Vancouver, BC {_postal(r)}",
                     f"{r.randint(3000, 8999)} {r.choice(['Kingsway', 'Hastings St', 'Lougheed Hwy'])}, Burnaby",
                     f"{r.randint(3000, 9999)} {r.choice(['No. 3 Rd', 'Westminster Hwy'])}, Richmond"])


g_van_any = lambda r: g_van_unit(r) if r.random() < 0.5 else g_van_street(r)


def g_van_suite(r):
    n, st = r.randint(400, 1999), r.choice(STREETS)
    return r.choice([f"Suite {r.randint(200, 1500)}, {n} {st}", f"{r.randint(200, 1500)} - {n} {st}",
                     f"{n} {st}, {r.randint(2, 19)}th floor", f"{n} {st}"])


def g_busan(r):
    gu, dong, n = r.choice(GU), r.choice(DONG), r.randint(100, 1999)
    return r.choice([f"Busan, {gu}, {dong} {n}", f"{n} {dong}, {gu}, Busan", f"{gu} {dong} {n}-{r.randint(1, 30)}, Busan",
                     f"Busan {gu}, {dong}, Apt {r.randint(101, 120)}-{r.randint(201, 2304)}"])


def g_venue(r):
    return r.choice([g_van_street(r), f"{r.randint(1000, 5999)} Marine Dr, North Vancouver",
                     f"{r.randint(100, 999)} {r.choice(['Bellevue Ave', 'Marine Dr'])}, West Vancouver",
                     f"{r.randint(5000, 7999)} {r.choice(['SW Marine Dr', 'NW Marine Dr'])}"])


def g_whistler(r):
    return f"{r.randint(2000, 8999)} {r.choice(['Sundial Cres', 'Nita Lake Dr', 'Alpine Way', 'Blackcomb Way', 'Lorimer Rd', 'Panorama Ridge'])}, Whistler"


def g_garden_loc(r):
    a, b = r.sample(["Clark Dr", "E 10th Ave", "Fraser St", "E 22nd Ave", "Victoria Dr", "Woodland Dr", "E 6th Ave"], 2)
    return r.choice([f"the corner of {a} and {b}", f"{a} & {b}", f"{r.randint(1000, 3999)} {a}"])


IDGEN = {
    "icbc_claim": lambda r: r.choice([f"OA{_digits(r, 8)}", f"OB{_digits(r, 8)}", f"OA-{_digits(r, 8)}",
                                      f"RA{_digits(r, 8)}"]),
    "rental_id": lambda r: r.choice([f"RNT-{_digits(r, 6)}", f"{_letters(r, 3)}{_digits(r, 5)}",
                                     f"{_digits(r, 4)}-{_letters(r, 2)}{_digits(r, 3)}"]),
    "cra_ref": lambda r: r.choice([f"{_digits(r, 4)} {_digits(r, 4)} {_digits(r, 4)}", f"CR-{_digits(r, 7)}",
                                   f"L{_digits(r, 3)}-{_digits(r, 5)}-{_digits(r, 2)}"]),
    "booking": lambda r: r.choice([f"MV-{_digits(r, 5)}", f"BK{_letters(r, 4)}{_digits(r, 2)}",
                                   f"{_letters(r, 3)}-{_digits(r, 4)}"]),
    "strata_lot": lambda r: r.choice([f"SL {r.randint(12, 298)}", f"Strata Lot {r.randint(12, 298)}",
                                      f"SL-{r.randint(12, 298)}"]),
    "locator": lambda r: "".join(r.choice(UPPER + "23456789") for _ in range(6)),
    "eta": lambda r: f"V{r.randint(1, 9)}{_digits(r, 8)}",
    "policy": lambda r: r.choice([f"TRV-{_digits(r, 8)}", f"TI{_letters(r, 2)}{_digits(r, 6)}",
                                  f"POL {_digits(r, 4)}-{_digits(r, 4)}"]),
    "rx": lambda r: r.choice([f"Rx {_digits(r, 7)}", f"Rx# {_digits(r, 7)}", f"RX-{_digits(r, 7)}"]),
    "pet_policy": lambda r: r.choice([f"PTI-{_digits(r, 7)}", f"{_letters(r, 2)}-{_digits(r, 6)}-{_digits(r, 2)}"]),
    "venue_ref": lambda r: r.choice([f"EVT-{_digits(r, 5)}", f"WED{_digits(r, 2)}{_letters(r, 3)}"]),
    "req": lambda r: r.choice([f"REQ-{_digits(r, 5)}", f"R{_digits(r, 6)}", f"JR{_digits(r, 5)}"]),
    "plot": lambda r: r.choice([f"Plot {r.choice('ABCDE')}-{r.randint(10, 48)}", f"bed {r.randint(10, 60)}{r.choice('ABC')}",
                                f"plot #{r.randint(101, 160)}"]),
    "camp": lambda r: r.choice([f"CMP-{_digits(r, 6)}", f"BCP{_digits(r, 7)}", f"{_digits(r, 4)}-{_digits(r, 4)}"]),
}

GENS = {
    "name": g_name, "dr": g_dr, "kdr": g_kdr, "date": g_date, "ca": g_phone_ca, "kr": g_phone_kr,
    "krland": g_phone_krland, "van_unit": g_van_unit, "van_street": g_van_street, "van_any": g_van_any,
    "van_suite": g_van_suite, "busan": g_busan, "venue": g_venue, "whistler": g_whistler, "garden_loc": g_garden_loc,
    "catweight": lambda r: r.choice([f"{r.uniform(3.4, 5.2):.1f} kg", f"{r.uniform(3.4, 5.2):.2f}kg",
                                     f"{r.uniform(7.5, 11.4):.1f} lbs"]),
}
GENS.update(IDGEN)


# ---- fact specs ------------------------------------------------------------------------------------------
def S(kind, thread, about, what, gen, *, s=None, ask=None, label=None, topic=None, vals=None, no=()):
    return {"kind": kind, "thread": thread, "about": about, "what": what, "gen": gen, "s": s, "ask": ask,
            "label": label, "topic": topic, "vals": vals, "no": tuple(no)}


SPECS = [
    # person
    S("person", "move", "strata manager's name", "the strata manager", "name"),
    S("person", "move", "old landlord's name (deposit dispute)", "my old landlord", "name",
      s=["my old landlord is {v}", "my old landlord's name is {v}"]),
    S("person", "move", "moving crew lead", "the crew lead from the movers", "name"),
    S("person", "parents", "Korean-speaking doctor for the parents' visit", "the korean-speaking doctor for mom and dad", "kdr",
      ask=["Did you manage to find a Korean-speaking doctor for them? Who did you go with?"]),
    S("person", "icbc", "ICBC adjuster's name", "the adjuster on my claim", "name"),
    S("person", "icbc", "body shop estimator", "the estimator at the body shop", "name"),
    S("person", "wedding", "wedding venue coordinator", "the venue coordinator", "name"),
    S("person", "wedding", "caterer contact person", "our contact at the caterer", "name"),
    S("person", "cat", "cat's vet", "the cat's vet", "dr", s=["the cat's vet is {v}", "her vet is {v}"]),
    S("person", "climb", "Squamish climbing guide", "our guide for squamish", "name"),
    S("person", "taxes", "accountant's name", "my accountant", "name",
      s=["my accountant is {v}", "the accountant i'm using is {v}"]),
    S("person", "job", "recruiter's name", "the recruiter", "name"),
    S("person", "job", "manager at the new job", "my new manager", "name"),
    S("person", "garden", "community garden coordinator", "the garden coordinator", "name"),
    # pet
    S("pet", "cat", "cat's name", "the cat's name", "pool",
      vals=["Gochu", "Dotori", "Pepper Jack", "Biscotti", "Noodle", "Ttokki", "Persimmon", "Mandu", "Hobak", "Tofu Jr."],
      s=["the cat's name is {v}", "i named the cat {v}", "the cat is officially called {v}"],
      ask=["What's her name, by the way? I realize you haven't said."], label="cat's name"),
    S("pet", "cat", "cat's prescription diet", "her prescription food", "pool",
      vals=["Hill's k/d Early Support", "Royal Canin Renal Support E", "Purina NF Kidney Function", "Hill's k/d with Chicken",
            "Royal Canin Renal Support T"],
      s=["her prescription food is {v}", "the vet switched her to {v}", "she's on {v} now for food"],
      ask=["Which prescription food did the vet put her on?"]),
    S("pet", "cat", "cat's daily medication", "her daily med", "pool",
      vals=["benazepril 2.5 mg", "a quarter tab of amlodipine", "1.25 mg benazepril twice a day", "0.5 ml Semintra",
            "half a tab of benazepril"],
      s=["her daily med is {v}", "she's on {v} now", "the vet put her on {v}"],
      ask=["What medication is she on now?"]),
    S("pet", "cat", "cat's weight at last weigh-in", "her weight at the last weigh-in", "catweight",
      s=["she weighed {v} at the vet", "her weight at the last weigh-in was {v}"],
      ask=["What did she weigh at the last visit?"]),
    S("pet", "parents", "parents' dog in Busan", "my parents' dog", "pool",
      vals=["Bori", "Kkami", "Dubu", "Gureum", "Ttangkong", "Hodu"],
      s=["my parents' dog is called {v}", "their dog's name is {v}", "mom and dad's dog is {v}"],
      ask=["What's your parents' dog called?"], label="parents' dog"),
    S("pet", "daily", "neighbour's dog she walks", "the neighbour's dog i walk", "pool",
      vals=["Waffles", "Captain Biscuit", "Juniper", "Pretzel", "Moose", "Lentil"],
      s=["the neighbour's dog i walk is {v}", "the dog i walk for my neighbour is called {v}"],
      ask=["What's the neighbour's dog called?"], label="neighbour's dog"),
    # date
    S("date", "move", "move date", "moving day", "date"),
    S("date", "move", "move-out inspection at old apartment", "the move-out inspection", "date"),
    S("date", "move", "deposit dispute hearing", "the hearing for the deposit dispute", "date"),
    S("date", "parents", "parents' arrival from Busan", "mom and dad's arrival", "date",
      s=["mom and dad land {on}{v}", "mom and dad's arrival is {on}{v}", "their flight gets in {on}{v}"]),
    S("date", "parents", "parents' flight home", "their flight home", "date"),
    S("date", "parents", "dad's doctor appointment during visit", "dad's appt w/ the doctor", "date"),
    S("date", "icbc", "ICBC damage appraisal", "the appraisal at the body shop", "date"),
    S("date", "icbc", "rental car return date", "the rental return", "date",
      s=["the rental has to go back {on}{v}", "the rental return is {on}{v}"]),
    S("date", "wedding", "wedding date", "the wedding", "date"),
    S("date", "wedding", "bachelorette weekend in Whistler", "the bach weekend", "date"),
    S("date", "cat", "cat's kidney recheck", "her kidney recheck", "date"),
    S("date", "climb", "Squamish trip", "the squamish trip", "date",
      s=["the squamish trip is {on}{v}", "we leave for squamish {on}{v}"]),
    S("date", "taxes", "CRA response deadline", "the deadline to respond to CRA", "date"),
    S("date", "taxes", "accountant appointment", "my appt with the accountant", "date"),
    S("date", "job", "new job start date", "my start date", "date"),
    S("date", "job", "offer acceptance deadline", "the deadline to accept the offer", "date"),
    S("date", "garden", "garden work party", "the next garden work party", "date"),
    # amount
    S("amount", "move", "damage deposit", "the damage deposit", ("amt", 900, 1700, 25)),
    S("amount", "move", "movers' quote", "the movers' quote", ("amt", 1200, 3400, 10)),
    S("amount", "move", "rent at new apartment", "rent at the new place", ("amt", 2300, 3300, 5)),
    S("amount", "parents", "parents' flights in won", "their flights", ("krw", 1600000, 3200000, 10000),
      s=["their flights came to {v}", "their flights are {v} total"]),
    S("amount", "parents", "travel insurance premium for parents", "the travel insurance for both of them", ("amt", 400, 1400, 5)),
    S("amount", "icbc", "body shop estimate", "the body shop estimate", ("amt", 1800, 6800, 10)),
    S("amount", "icbc", "ICBC deductible", "my deductible", ("amt", 300, 1000, 50)),
    S("amount", "wedding", "caterer deposit", "the caterer deposit", ("amt", 1500, 4000, 50)),
    S("amount", "wedding", "bachelorette per-person share", "everyone's share for the bach", ("amt", 350, 900, 5)),
    S("amount", "cat", "vet bill for bloodwork", "the vet bill for her bloodwork", ("amt", 380, 1200, 1)),
    S("amount", "taxes", "RRSP contribution", "my RRSP contribution this year", ("amt", 3000, 12000, 100)),
    S("amount", "taxes", "TFSA contribution", "what i'm putting in the TFSA", ("amt", 2000, 7000, 50)),
    S("amount", "taxes", "amount owing on CRA notice", "the amount CRA says i owe", ("amt", 800, 3500, 1)),
    S("amount", "job", "base salary in offer", "the base salary in the offer", ("amt", 118000, 168000, 500)),
    S("amount", "job", "sign-on bonus", "the sign-on bonus", ("amt", 5000, 20000, 500)),
    # phone
    S("phone", "move", "strata management office phone", "the strata office number", "ca"),
    S("phone", "move", "moving company phone", "the movers' number", "ca"),
    S("phone", "parents", "mom's Korean cell", "mom's cell", "kr", label="mom's cell"),
    S("phone", "parents", "parents' Busan landline", "my parents' landline in busan", "krland"),
    S("phone", "parents", "Korean-speaking clinic phone", "the korean-speaking clinic's number", "ca"),
    S("phone", "icbc", "adjuster's direct line", "the adjuster's direct line", "ca"),
    S("phone", "icbc", "body shop phone", "the body shop's number", "ca"),
    S("phone", "wedding", "caterer phone", "the caterer's number", "ca"),
    S("phone", "cat", "24h emergency vet phone", "the 24h emergency vet's number", "ca"),
    S("phone", "taxes", "accountant's office phone", "my accountant's office line", "ca"),
    S("phone", "job", "recruiter's cell", "the recruiter's cell", "ca"),
    # address
    S("address", "move", "new apartment address", "the new place", "van_unit",
      s=["the new place is {v}", "the new place is at {v}", "the address for the new apartment is {v}"],
      ask=["What's the full address of the new place? The utilities will ask for it."]),
    S("address", "move", "old apartment address (deposit dispute)", "my old place", "van_any",
      s=["my old place was {v}", "the old address, for the deposit stuff, is {v}"],
      ask=["What's the address of your old place? The deposit forms will want it."]),
    S("address", "parents", "parents' address in Busan", "my parents' address in busan", "busan",
      s=["my parents' address in busan is {v}", "mom and dad live at {v}"],
      ask=["What's your parents' address in Busan, for the insurance forms?"]),
    S("address", "icbc", "body shop address", "the body shop", "van_street"),
    S("address", "wedding", "wedding venue address", "the venue", "venue"),
    S("address", "wedding", "Whistler bachelorette rental address", "the bach rental in whistler", "whistler"),
    S("address", "cat", "vet clinic address", "the vet clinic", "van_street"),
    S("address", "taxes", "accountant's office address", "the accountant's office", "van_suite"),
    S("address", "job", "new office address", "the new office", "van_suite"),
    S("address", "garden", "community garden location", "the community garden", "garden_loc"),
    # id
    S("id", "icbc", "ICBC claim number", "my ICBC claim number", "icbc_claim"),
    S("id", "icbc", "rental car reservation number", "the rental reservation number", "rental_id"),
    S("id", "taxes", "CRA notice reference number", "the reference number on the CRA letter", "cra_ref"),
    S("id", "move", "moving company booking code", "the movers' booking code", "booking"),
    S("id", "move", "strata lot number of new unit", "the strata lot number for the new unit", "strata_lot"),
    S("id", "parents", "parents' flight booking reference", "the booking reference for their flight", "locator"),
    S("id", "parents", "mom's eTA application number", "mom's eTA application number", "eta"),
    S("id", "parents", "dad's eTA application number", "dad's eTA application number", "eta"),
    S("id", "parents", "parents' travel insurance policy number", "the travel insurance policy number", "policy"),
    S("id", "cat", "cat's prescription number", "her prescription number", "rx"),
    S("id", "cat", "pet insurance policy number", "the pet insurance policy number", "pet_policy"),
    S("id", "wedding", "venue booking reference", "the venue booking reference", "venue_ref"),
    S("id", "job", "job requisition ID", "the requisition ID for the job", "req"),
    S("id", "garden", "community garden plot number", "my plot number", "plot"),
    S("id", "climb", "Squamish campsite reservation number", "the campsite reservation number", "camp"),
    # decision
    S("decision", "move", "which moving option she chose", "the moving plan", "pool", topic="the movers",
      vals=["the two-person crew with the 16-foot truck", "the hourly crew instead of the flat rate", "the early Saturday slot with the small crew"],
      s=["i'm going with {v}", "i booked {v}", "i decided on {v}"], label="movers",
      ask=["Did you decide which moving option to go with?"]),
    S("decision", "wedding", "ceremony setup the bride picked", "the ceremony plan", "pool", topic="the ceremony",
      vals=["the rooftop ceremony", "the ceremony in the cedar grove", "the courtyard ceremony under the string lights"],
      s=["the bride picked {v}", "we're doing {v}", "it's going to be {v}"], label="ceremony",
      ask=["Did the bride settle on a ceremony setup?"]),
    S("decision", "wedding", "where the bachelorette group stays", "the bach lodging", "pool", topic="the bach lodging",
      vals=["the A-frame by Alta Lake", "the Creekside condo with the hot tub", "the chalet near Lost Lake"],
      s=["we booked {v}", "the group voted for {v}"], label="bach stay",
      ask=["Where did the group land for the bach stay?"]),
    S("decision", "job", "how she'll respond to the offer", "my offer plan", "pool", topic="the offer",
      vals=["counter at 10% over their base", "accept without countering", "ask for a later start instead of more money"],
      s=["i've decided to {v}", "i'm going to {v}"], label="offer plan", no=("reported",),
      ask=["Have you decided how you want to respond to the offer?"]),
    S("decision", "cat", "treatment plan for the cat", "her treatment plan", "pool", topic="her treatment",
      vals=["start subcutaneous fluids at home", "switch her fully to wet renal food", "do bloodwork every three months"],
      s=["we decided to {v}", "the plan is to {v}"], label="treatment plan",
      ask=["Did you and the vet decide on a plan for her?"]),
    S("decision", "parents", "which flight she booked for her parents", "their flight choice", "pool", topic="their flights",
      vals=["the direct Korean Air flight", "the Tuesday flight through Seoul", "the red-eye on Air Canada"],
      s=["i booked them on {v}", "they're taking {v}"], label="their flight",
      ask=["Which flight did you end up choosing for them?"]),
    S("decision", "climb", "where they stay in Squamish", "where we're staying in squamish", "pool", topic="squamish lodging",
      vals=["the walk-in site below the Chief", "a cabin in Brackendale", "car camping at Alice Lake"],
      s=["we're doing {v}", "we picked {v}"], label="where we stay",
      ask=["Did you sort out where you're staying in Squamish?"]),
    S("decision", "taxes", "RRSP vs TFSA split decision", "my savings plan", "pool", topic="savings this year",
      vals=["max the TFSA before touching the RRSP", "put the whole bonus into the RRSP", "split the lump sum 50/50"],
      s=["i decided to {v}", "the plan is to {v}"], label="savings plan", no=("reported",),
      ask=["Have you decided how to split things between the RRSP and TFSA?"]),
    S("decision", "garden", "plan for the garden plot", "the plot plan", "pool", topic="the plot",
      vals=["turn the back half into a perilla patch", "skip tomatoes entirely this year", "put in two raised cedar beds"],
      s=["i decided to {v}", "the plan is to {v}"], label="plot plan", no=("reported",),
      ask=["Have you settled on a plan for the plot this season?"]),
    # preference
    S("preference", "daily", "her usual coffee order", "my usual order", "pool", topic="coffee",
      vals=["a cortado with soy", "an iced americano, no syrup", "a hojicha latte", "a flat white with an extra shot"],
      s=["my usual is {v}", "i basically only drink {v}"], label="usual order", no=("reported", "pasted"),
      ask=["What's your usual order, for next time I suggest a cafe?"]),
    S("preference", "parents", "what her mom likes to drink", "what mom drinks", "pool", topic="mom",
      vals=["roasted barley tea", "corn silk tea", "yuzu tea with honey"],
      s=["mom only drinks {v}", "mom prefers {v} over anything else"], label="mom drinks", no=("pasted",),
      ask=["Is there anything your mom especially likes to drink? I can add it to the shopping list."]),
    S("preference", "parents", "dad's seat preference", "dad's seat preference", "pool", topic="their seats",
      vals=["an aisle seat near the front", "a bulkhead seat for the legroom", "the exit row if they'll let him"],
      s=["dad always wants {v}", "dad prefers {v}"], label="dad's seat", no=("pasted",),
      ask=["Do your parents have seat preferences for the flight?"]),
    S("preference", "climb", "favourite climbing style", "my favourite kind of problem", "pool", topic="climbing",
      vals=["steep overhangs over slab", "compression problems on big pinches", "long sloper traverses"],
      s=["i'd pick {v} any day", "i prefer {v}"], label="fav style", no=("reported", "pasted"),
      ask=["What style of problems do you enjoy most?"]),
    S("preference", "wedding", "bride's flower preference", "the bride's flowers", "pool", topic="the flowers",
      vals=["ranunculus and eucalyptus", "white peonies, no roses", "dried pampas and wildflowers"],
      s=["the bride wants {v}", "she's set on {v} for the flowers"], label="flowers", no=("pasted",),
      ask=["Does the bride have a flower preference yet?"]),
    S("preference", "job", "preferred work schedule at new job", "my ideal schedule", "pool", topic="my schedule",
      vals=["in-office Tuesdays and Thursdays only", "a 7-to-3 workday", "fully remote in winter"],
      s=["i'd really prefer {v}", "what i want is {v}"], label="schedule", no=("reported", "pasted"),
      ask=["Do you have a preference for the work schedule?"]),
    S("preference", "cat", "cat's preferred food texture", "her favourite texture", "pool", topic="her food",
      vals=["the minced texture in gravy", "the smooth loaf kind", "the shredded one with broth"],
      s=["she only eats {v}", "she prefers {v}"], label="texture", no=("pasted",),
      ask=["Does she have a texture she prefers?"]),
    # constraint
    S("constraint", "parents", "dad's mobility limit", "the rule for dad", "pool", topic="dad's knee",
      vals=["no more than one flight of stairs", "no overnight layovers", "nothing more than a 20-minute walk"],
      s=["dad's knee means {v}", "for dad it has to be {v}"], label="dad rule",
      ask=["Are there any limits I should keep in mind for your dad?"]),
    S("constraint", "wedding", "venue/reception restriction", "the venue rule", "pool", topic="the reception",
      vals=["absolutely no tree nuts", "music off by 10:30 pm", "no confetti or rice indoors"],
      s=["the rule is {v}", "we were told {v}"], label="venue rule",
      ask=["Did the venue give you any restrictions?"]),
    S("constraint", "cat", "cat's diet restriction", "the rule for her diet", "pool", topic="her diet",
      vals=["no fish-based flavours", "phosphorus under 0.6%", "no dry kibble at all"],
      s=["the rule for her diet is {v}", "the vet said {v}"], label="diet rule",
      ask=["Did the vet give you any diet rules?"]),
    S("constraint", "move", "building move-in rule", "the building rule", "pool", topic="the building",
      vals=["weekday moves only between 9 and 4", "no trucks in the front loop", "elevator bookings capped at three hours"],
      s=["the strata rule is {v}", "apparently it's {v}"], label="move-in rule",
      ask=["Does the building have any move-in rules?"]),
    S("constraint", "climb", "finger injury limit", "my finger rule", "pool", topic="my finger",
      vals=["nothing harder than V4 until it heals", "no full crimps for six weeks", "max two sessions a week"],
      s=["physio said {v}", "my rule is {v}"], label="finger rule",
      ask=["Did the physio give you any limits for your finger?"]),
    S("constraint", "job", "condition she'll insist on in the offer", "my condition for the offer", "pool", topic="the offer",
      vals=["no on-call for the first 90 days", "no more than 20% travel", "a start date after the parents leave"],
      s=["i told them {v}", "my condition is {v}"], label="condition", no=("reported",),
      ask=["Are there any conditions you want in the offer?"]),
]

# ---- fact phrasing ---------------------------------------------------------------------------------------
DEFAULT_S = {
    "person": ["{what} is {v}", "{what} is someone named {v}", "{what} is going to be {v}"],
    "date": ["{what} is {on}{v}", "{what} is set for {v}", "{what} is booked for {v}"],
    "amount": ["{what} is {v}", "{what} comes to {v}", "{what} is {v} all in"],
    "phone": ["{what} is {v}", "{what} is {v} in case i need it"],
    "address": ["{what} is at {v}", "the address for {what} is {v}"],
    "id": ["{what} is {v}", "{what} is {v} apparently"],
}
DEFAULT_ASK = {
    "person": ["Who's {ywhat}, by the way?", "Do you have a name for {ywhat} yet?"],
    "pet": ["What's {ywhat}, by the way?"],
    "date": ["When is {ywhat}, by the way?", "Do you know {ywhat} yet?"],
    "amount": ["What did {ywhat} come to?", "Do you know {ywhat} yet?"],
    "phone": ["Do you have {ywhat} handy?", "What's {ywhat}, in case you need it later?"],
    "address": ["What's the address for {ywhat}?", "Do you have the address for {ywhat}?"],
    "id": ["Do you have {ywhat} handy?", "What's {ywhat}? It'll probably come up."],
}
VFIRST = {
    "generic": ["{v} — that's {what}.", "{v}. that's {what}, writing it here so i don't lose it", "{v} is {what}, fyi",
                "{v}!! {what}. finally", "{v} = {what}. ok next thing"],
    "decision": ["{v}. that's what we landed on for {topic}.", "{v} — final call on {topic}, not reopening it",
                 "{v}! decided. {topic} is done"],
    "preference": ["{v}, always, when it comes to {topic}.", "{v} > everything else for {topic} fyi",
                   "{v} — that's the answer for {topic} every time"],
    "constraint": ["{v} — that's a hard rule for {topic}.", "{v}. non-negotiable for {topic}",
                   "{v}, that's the one limit for {topic}"],
}
TPL = {
    "plain": ["{ctx} {s}.", "ok so {s}.", "fyi {s}", "{S}. that's it for now", "for the record, {s}.",
              "{ctx} anyway, {s}", "{ctx} {S}. one less thing."],
    "subordinate": ["now that i know {s}, next up is to {todo}",
                    "i'm less worried now that i know {s}, but i still have to {todo}",
                    "the email that said {s} also reminded me to {todo}",
                    "even though {s}, i still need to {todo} at some point",
                    "once i confirmed that {s} i felt a lot better. {ctx}",
                    "when i called and found out {s}, they also told me to {todo}",
                    "i'll {todo} tmrw, after i double check that {s}"],
    "reported": ["{who} said {s}.", "according to {who}, {s}", "just talked to {who} — apparently {s}",
                 "{who} texted me, and i quote, \"{s}\" so i guess that's that", "got an email from {who} saying {s}",
                 "{who} mentioned {s}. news to me"],
    "list": ["ok notes for {topic}:\n{list}", "things to remember:\n{list}", "todo/notes ({topic})\n{list}",
             "writing this down before i forget\n{list}"],
    "answer": ["{v}", "oh — {v}", "it's {v} i think. will double check", "{v}. sorry, should've said earlier",
               "yeah {v}", "ah right, {v}", "{v}, if i'm reading my notes right"],
    "question": ["wait so if {s}, do i still need to {todo}?", "is it normal that {s}? feels off",
                 "{s} — does that sound right to you or should i double check?",
                 "quick q, if {s}, when's the earliest i should {todo}?",
                 "would you put it in my notes that {s}, or is that overkill?",
                 "dumb question but if {s} does that change anything?"],
    "dictation": ["Okay voice texting this sorry. {sd} period {ad}", "Hey so {sd} and um yeah. {ad} new line thanks",
                  "{ad} Um. {sd}. Did that send", "OK so. {sd} comma I think thats right. {ad}"],
    "buried": ["{a1} {a2} anyway {s}. {a3}", "{a1} also {s} — {a2} {a3}", "{a1} {a2} {s}. {a3} ugh",
               "{a1} oh {s}. {a2}"],
    "texting": ["k so {st} lol", "{st} fyi", "omg finally. {st} 🙌", "{st} ✔️ tmrw i'll deal w/ the rest",
                "ya {st}. np", "lol ok {st}, ttyl", "{st}!!"],
    "pasted": ["copying from the email so it's somewhere i can find it: \"Hello, this message confirms {label}: {v}. Please keep this for your records.\"",
               "their text literally says \"Reminder: {Label} {v}. Reply Y to confirm\" lol who replies Y",
               "pasting from the portal → {Label}: {v} | status: {status}",
               "from the pdf they sent:\n\n{Label} ........ {v}\n{status_cap}\n\nno idea what half of it means",
               "screenshot text bc i can't attach: \"{Label}: {v}\""],
    "afterthought": ["{a1} {a2}\n\nps {s}", "{a1} (oh and {s})", "{a1} {a2} oh wait, almost forgot — {s}",
                     "{ctx} {a1} also {s}, before i forget"],
    "stressed": ["{open} {Ctx} {S}. I still have to {todo}, and I haven't even started on everything else. {close}",
                 "{open} I'm behind on everything for {ttopic}. {S}, and on top of that I need to {todo} before the weekend. {close}"],
}
STATUS = ["pending", "confirmed", "in review", "active", "open"]
ANS_ASST = ["Thanks, that helps.", "Perfect, thank you.", "Great, that's useful to have.", "Got it, thanks."]
ECHO = ["Got it — {ywhat} is {v}.", "Noted: {v}.", "Okay, {v} for {label}.", "Thanks, I'll remember {v}."]
ECHO_DPC = ["Noted — {v}.", "Okay, {v} it is.", "Got it: {v}."]

CORR_GENERIC = [
    "scratch that, {what} is {new}. not {old}.",
    "turns out {what} is actually {new} — i had {old} written down from before",
    "ugh, {old} was wrong. {new} is right ({what})",
    "{new}. that's the real one for {label} — ignore the {old} thing i said before",
    "update: {what} changed from {old} to {new}",
    "correction on {what}: {new}, not {old}. sorry",
    "ok so {old} is out. {what} is now {new}",
    "remember when i said {what} was {old}? yeah no. it's {new}",
    "i mixed something up earlier — {what} isn't {old}, it's {new}",
    "{who} just told me {what} is {new} now, so {old} is no longer right",
    "it's actually {new}. i wrote {old} earlier but i was looking at the wrong email. ({what})",
    "forget {old}. {new}. that's {what}, final answer",
    "Sorry, I need to fix something I told you a while ago. I said {what} was {old}, but I checked the paperwork tonight and it's {new}. No idea how I got that wrong.",
    "heads up {what} is {new} (not {old}, my bad)",
]
CORR_KIND = {
    "date": ["they moved it to {new}. ({what} — was {old})", "{what} got pushed from {old} to {new}, ugh",
             "rescheduled!! {what} is {new} now instead of {old}", "{new} now. they bumped {what} off {old} b/c of a scheduling thing"],
    "phone": ["i had the wrong number for {label}: {old} goes nowhere. the right one is {new}",
              "{old} is disconnected lol. {what} is {new}", "called {old} and got some random guy. the actual number is {new}"],
    "person": ["{old} left, so {what} is now {new}", "they reassigned it — {new} replaces {old} as {what}",
               "new contact: {new}. {old} is off the file apparently"],
    "address": ["they moved! {what} is now at {new}, not {old} anymore", "wrong address before — not {old}, it's {new}",
                "{new} is the right address for {what}. {old} was their old location"],
    "amount": ["the final number for {what} is {new}. the {old} was just an estimate", "they revised it: {new} instead of {old}",
               "{what} went from {old} to {new}. great. love that"],
    "id": ["i typo'd {what} before. {old} is wrong, should be {new}", "they reissued it, new one is {new}. the old {old} is void",
           "{new} — that's the correct {label}. i copied {old} from the wrong line"],
}
CORR_ASST_ECHO = ["Thanks for the update — I'll go with {new} for {ylabel} from now on.", "Updated: {new}.",
                  "Good catch. {new} it is."]
CORR_ASST = ["Thanks for the correction, I'll use the updated one from here on.", "Good to know it changed.",
             "No worries, that happens with this much paperwork."]

TEXTING = {"you": "u", "your": "ur", "with": "w/", "tomorrow": "tmrw", "because": "b/c", "appointment": "appt",
           "please": "pls", "okay": "k", "thanks": "thx", "about": "abt", "before": "b4", "people": "ppl",
           "really": "rly", "though": "tho", "something": "smth", "probably": "prob"}


def _sub(r, tpl: str, extra: dict | None = None) -> str:
    def rep(m):
        k = m.group(1)
        if extra is not None and k in extra:
            return extra[k]
        return r.choice(SLOTS[k])
    return re.sub(r"\{(\w+)\}", rep, tpl)


def _cap(t: str) -> str:
    return t[:1].upper() + t[1:] if t and t[0] not in (MARK, OLDM, NEWM) else t


def _proper_i(t: str) -> str:
    return re.sub(r"\bi\b", "I", t)


def _you(what: str) -> str:
    t = re.sub(r"\bmy\b", "your", what)
    t = re.sub(r"\bour\b", "your", t)
    t = re.sub(r"\bi'm\b", "you're", t)
    t = re.sub(r"\bi\b", "you", t)
    if t.startswith(("mom", "dad")):
        t = "your " + t
    return t


def _label(spec) -> str:
    if spec["label"]:
        return spec["label"]
    return re.sub(r"^(the|my|our|her) ", "", spec["what"])


def _dictate(r, t: str) -> str:
    t = t.replace("'", "").replace(" — ", " dash ").replace("w/", "with")
    t = re.sub(r",", lambda m: r.choice([" comma", ""]), t)
    return _cap(t)


def _texting(r, t: str) -> str:
    def rep(m):
        w = m.group(0)
        return TEXTING[w.lower()] if w.lower() in TEXTING and r.random() < 0.7 else w
    return re.sub(r"[A-Za-z']+", rep, t)


def _on(v: str) -> str:
    return "" if v.startswith(("next ", "end of")) else "on "


def _aside(r) -> str:
    return _sub(r, r.choice(ASIDES))


def _who(r, spec) -> str:
    opts = [w for w in WHO[spec["thread"]] if w.split()[-1] not in spec["what"]]
    return _sub(r, r.choice(opts or WHO["daily"]))


def _fact_user(r, spec, style: str, value: str) -> str:
    kind, thread, what = spec["kind"], spec["thread"], spec["what"]
    label, topic = _label(spec), spec["topic"] or TOPIC[thread]
    s_opts = spec["s"] or DEFAULT_S.get(kind, ["{what} is {v}"])
    s = _sub(r, r.choice(s_opts), {"v": MARK, "what": what, "on": _on(value)})
    ex = {"v": MARK, "s": s, "S": _cap(s), "what": what, "label": label, "Label": _cap(label), "topic": topic,
          "ctx": _sub(r, r.choice(CTX[thread])), "todo": r.choice(TODO[thread]), "who": _who(r, spec),
          "status": r.choice(STATUS), "ttopic": TOPIC[thread]}
    ex["Ctx"] = _cap(ex["ctx"])
    ex["status_cap"] = "Status: " + ex["status"].upper()
    if style == "value_first":
        pool = VFIRST.get(kind, VFIRST["generic"])
        return _sub(r, r.choice(pool), ex)
    if style == "list":
        items = r.sample(ITEMS[thread], 3)
        line = r.choice(["{label}: {v}", "{label} - {v}", "{label} = {v}"])
        items.insert(r.randrange(4), _sub(r, line, ex))
        bullet = r.choice(["- ", "* ", "#"])
        lines = [(f"{i + 1}. " if bullet == "#" else bullet) + it for i, it in enumerate(items)]
        ex["list"] = "\n".join(lines)
    if style == "dictation":
        ex["sd"] = _dictate(r, s)
        ex["ad"] = _dictate(r, _aside(r))
    if style in ("buried", "afterthought"):
        a = []
        while len(a) < 3:
            x = _aside(r)
            if x not in a:
                a.append(x)
        ex.update({"a1": a[0], "a2": a[1], "a3": a[2]})
    if style == "texting":
        ex["st"] = _texting(r, s)
    if style == "stressed":
        ex["S"] = _proper_i(_cap(s))
        ex["open"], ex["close"] = r.choice(STRESS_OPEN), r.choice(STRESS_CLOSE)
    return _sub(r, r.choice(TPL[style]), ex)


def _ask(r, spec) -> str:
    opts = spec["ask"] or DEFAULT_ASK[spec["kind"]]
    return _sub(r, r.choice(opts), {"ywhat": _you(spec["what"])})


def _correction_user(r, spec, old: str, new: str) -> str:
    kind = spec["kind"]
    pool = CORR_KIND[kind] if r.random() < 0.5 else CORR_GENERIC
    ex = {"what": spec["what"], "label": _label(spec), "old": OLDM, "new": NEWM, "who": _who(r, spec)}
    t = _sub(r, r.choice(pool), ex)
    x = r.random()
    if x < 0.25:
        t = _sub(r, r.choice(CTX[spec["thread"]])) + " " + t
    elif x < 0.45:
        t = t + ("" if t[-1] in ".!?)" else ".") + " " + _aside(r)
    return t.replace(OLDM, old).replace(NEWM, new)


# ---- conversation assembly -------------------------------------------------------------------------------
def _schedule(r, turns: int) -> list[str]:
    out: list[str] = []
    cur = r.choice(THREADS)
    while len(out) < turns:
        out.extend([cur] * r.choice([2, 3, 3, 4, 4, 5, 6]))
        cur = r.choice([t for t in THREADS if t != cur])
    return out[:turns]


def _assistant(r, thread: str, long_user: bool, opener: str | None = None) -> str:
    parts = [opener or r.choice(OPENERS_STRESS if long_user else OPENERS)]
    parts += r.sample(ASSIST[thread], r.choice([2, 3, 3, 4]))
    if r.random() < 0.6:
        parts.append(r.choice(CLOSERS))
    return _sub(r, " ".join(parts))


def _clean(text: str, banned: list[str]) -> bool:
    low = text.lower()
    return not any(b in low for b in banned)


def _gen_value(r, spec) -> str:
    g = spec["gen"]
    if g == "pool":
        return r.choice(spec["vals"])
    if isinstance(g, tuple):
        return g_amount(r, *g[1:]) if g[0] == "amt" else g_krw(r, *g[1:])
    return GENS[g](r)


def _digit_key(v: str) -> str:
    d = re.sub(r"\D", "", v)
    return d if len(d) >= 7 else ""


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    r = random.Random(seed)
    sched = _schedule(r, turns)

    # 1. which facts
    chosen = []
    for kind, n in KIND_COUNTS.items():
        pool = [sp for sp in SPECS if sp["kind"] == kind]
        chosen.extend(r.sample(pool, n))
    r.shuffle(chosen)

    # 2. values (pairwise distinct, no value inside another, no same phone digits twice)
    taken: list[str] = []
    keys: list[str] = []

    def fresh(spec) -> str:
        for _ in range(500):
            v = _gen_value(r, spec)
            lv, k = v.lower(), _digit_key(v)
            if any(lv in t or t in lv for t in taken) or (k and k in keys):
                continue
            taken.append(lv)
            if k:
                keys.append(k)
            return v
        raise RuntimeError(f"could not draw a fresh value for {spec['about']}")

    facts = [{"spec": sp, "value": fresh(sp), "stale": None} for sp in chosen]
    corr_pool = [f for f in facts if f["spec"]["kind"] in CORRECTABLE]
    corrected = r.sample(corr_pool, n_corrections)
    for f in corrected:
        f["stale"] = f["value"]           # first statement uses the stale value
        f["value"] = fresh(f["spec"])     # the correction states the new one

    # 3. segments (roughly a third each; corrected facts are first stated early or middle)
    n = len(facts)
    seg_pool = [0] * ((n + 2) // 3) + [1] * ((n + 1) // 3) + [2] * (n // 3)
    for i, f in enumerate(corrected):
        s = i % 2
        f["seg"] = s
        seg_pool.remove(s)
    r.shuffle(seg_pool)
    for f in facts:
        if "seg" not in f:
            f["seg"] = seg_pool.pop()

    # 4. styles (balanced, respecting per-spec exclusions)
    order = facts[:]
    r.shuffle(order)
    bag = STYLES * (n // len(STYLES) + 2)
    r.shuffle(bag)
    for f in order:
        no = set(f["spec"]["no"])
        if f["spec"]["kind"] == "preference":
            no.add("pasted")
        i = next(j for j, st in enumerate(bag) if st not in no)
        f["style"] = bag.pop(i)

    # 5. placement
    used: list[int] = []
    bounds = [(1, turns // 3), (turns // 3, 2 * turns // 3), (2 * turns // 3, turns)]

    def free(t: int) -> bool:
        return 1 <= t < turns and all(abs(t - u) >= 2 for u in used)

    def place(thread: str, lo: int, hi: int, need_prev: bool) -> int:
        cands = [t for t in range(lo, hi) if free(t) and sched[t] == thread and (not need_prev or sched[t - 1] == thread)]
        if not cands:
            cands = [t for t in range(lo, hi) if free(t)]
            t = r.choice(cands)
            sched[t] = thread
            if need_prev:
                sched[t - 1] = thread
        else:
            t = r.choice(cands)
        used.append(t)
        return t

    for f in corrected + [f for f in facts if f["stale"] is None]:
        lo, hi = bounds[f["seg"]]
        if f["stale"] is not None:
            hi = min(hi, turns - 80)
        f["turn"] = place(f["spec"]["thread"], lo, hi, f["style"] == "answer")
        if f["stale"] is not None:
            f["corr"] = place(f["spec"]["thread"], max(f["turn"] + 55, turns // 3), turns, False)

    # 6. messages
    banned_all = [x.lower() for f in facts for x in (f["value"], f["stale"]) if x]
    special = {}
    for f in facts:
        special[f["turn"]] = ("fact", f)
        if f["stale"] is not None:
            special[f["corr"]] = ("corr", f)

    conv_turns: list[tuple[str, str]] = []
    recent: dict[str, list[str]] = {th: [] for th in THREADS}
    for t in range(turns):
        th = sched[t]
        if t in special:
            conv_turns.append(("", ""))   # filled below
            continue
        for _ in range(200):
            tpl = r.choice([x for x in USER[th] if x not in recent[th]])
            u = _sub(r, tpl)
            if t > 0 and sched[t - 1] != th and r.random() < 0.5:
                u = r.choice(SWITCH) + u
            elif r.random() < 0.25:
                u = r.choice(ACK) + u
            a = _assistant(r, th, len(u) > 300)
            if _clean(u, banned_all) and _clean(a, banned_all):
                break
        else:
            raise RuntimeError("filler kept colliding with planted values")
        recent[th] = (recent[th] + [tpl])[-8:]
        conv_turns.append((u, a))

    for t in sorted(special):
        what, f = special[t]
        spec = f["spec"]
        first_value = f["stale"] if f["stale"] is not None else f["value"]
        for _ in range(300):
            if what == "fact":
                v = first_value
                u = _fact_user(r, spec, f["style"], v).replace(MARK, v)
                if spec["kind"] in ("decision", "preference", "constraint"):
                    echo = _sub(r, r.choice(ECHO_DPC), {"v": v})
                else:
                    echo = _sub(r, r.choice(ECHO), {"v": v, "ywhat": _you(spec["what"]), "label": _label(spec)})
                base = _assistant(r, spec["thread"], len(u) > 300,
                                  r.choice(ANS_ASST) if f["style"] == "answer" else None)
                a = echo + " " + base if r.random() < 0.4 else base
                allowed = [v.lower()]
            else:
                u = _correction_user(r, spec, f["stale"], f["value"])
                if r.random() < 0.5:
                    lead = _sub(r, r.choice(CORR_ASST_ECHO), {"new": f["value"], "ylabel": _you(_label(spec))})
                else:
                    lead = r.choice(CORR_ASST)
                a = _assistant(r, spec["thread"], False, lead)
                allowed = [f["value"].lower(), f["stale"].lower()]
            others = [b for b in banned_all if b not in allowed]
            if _clean(u, others) and _clean(a, others) and (what == "fact" or f["stale"].lower() not in a.lower()):
                break
        else:
            raise RuntimeError("fact message kept colliding")
        conv_turns[t] = (u, a)
        if what == "fact" and f["style"] == "answer":
            pu, pa = conv_turns[t - 1]
            conv_turns[t - 1] = (pu, pa + " " + _ask(r, spec))

    planted = []
    for f in sorted(facts, key=lambda x: x["turn"]):
        sp = f["spec"]
        planted.append(Planted(kind=sp["kind"], about=sp["about"], value=f["value"], turn=f["turn"],
                               stale=f["stale"], corrected_at=f.get("corr") if f["stale"] is not None else None))
    global LAST_STYLES
    LAST_STYLES = {f["turn"]: f["style"] for f in facts}
    return Conversation(turns=conv_turns, facts=planted)


LAST_STYLES: dict[int, str] = {}


# ---- self-checks -----------------------------------------------------------------------------------------
def _check(seed: int, enc) -> list[str]:
    errs: list[str] = []
    conv = generate(seed)
    styles = dict(LAST_STYLES)
    again = generate(seed)
    if conv.turns != again.turns or conv.facts != again.facts:
        errs.append("not deterministic")
    T = len(conv.turns)
    if T != 1000:
        errs.append(f"turns={T}")
    if len(conv.facts) != 50:
        errs.append(f"facts={len(conv.facts)}")
    kc = Counter(f.kind for f in conv.facts)
    if dict(kc) != KIND_COUNTS:
        errs.append(f"kind counts {dict(kc)}")
    if len(conv.corrections) != 6:
        errs.append(f"corrections={len(conv.corrections)}")
    low = [(u.lower(), a.lower()) for u, a in conv.turns]

    def where(v: str) -> list[tuple[int, str]]:
        lv = v.lower()
        return [(i, w) for i, (u, a) in enumerate(low) for w, m in (("u", u), ("a", a)) if lv in m]

    turns_seen = Counter(f.turn for f in conv.facts)
    if any(c > 1 for c in turns_seen.values()):
        errs.append("two facts share a turn")
    for f in conv.facts:
        if f.stale is None:
            if f.value not in conv.turns[f.turn][0]:
                errs.append(f"value {f.value!r} not in user msg of turn {f.turn}")
            bad = [x for x in where(f.value) if x[0] != f.turn]
            if bad:
                errs.append(f"value {f.value!r} also at {bad[:3]}")
        else:
            if f.kind not in CORRECTABLE:
                errs.append(f"corrected kind {f.kind}")
            if f.corrected_at is None or f.corrected_at - f.turn < 50:
                errs.append(f"correction too close for {f.about}")
                continue
            if f.stale not in conv.turns[f.turn][0]:
                errs.append(f"stale {f.stale!r} not in first statement")
            if f.value not in conv.turns[f.corrected_at][0] or f.stale not in conv.turns[f.corrected_at][0]:
                errs.append(f"correction msg lacks new/old for {f.about}")
            bad = [x for x in where(f.value) if x[0] != f.corrected_at]
            if bad:
                errs.append(f"new value {f.value!r} also at {bad[:3]}")
            bad = [x for x in where(f.stale) if not (x[0] == f.turn or (x[0] == f.corrected_at and x[1] == "u"))]
            if bad:
                errs.append(f"stale {f.stale!r} also at {bad[:3]}")
    thirds = Counter(min(2, f.turn * 3 // T) for f in conv.facts)
    if any(not 12 <= thirds[i] <= 22 for i in range(3)):
        errs.append(f"spread {dict(thirds)}")
    sc = Counter(styles.values())
    if len(sc) < len(STYLES) or min(sc.values()) < 2:
        errs.append(f"style balance {dict(sc)}")
    tok = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns) / T
    if not 80 <= tok <= 130:
        errs.append(f"avg tokens/turn {tok:.1f}")
    print(f"seed {seed}: turns={T} facts={len(conv.facts)} corrections={len(conv.corrections)} "
          f"avg_tokens/turn={tok:.1f} thirds={[thirds[i] for i in range(3)]} -> {'OK' if not errs else 'FAIL'}")
    print(f"  styles: {dict(sorted(sc.items()))}")
    rr = random.Random(seed * 7 + 1)
    for f in rr.sample([f for f in conv.facts if f.stale is None], 3):
        print(f"  [{f.kind}/{styles[f.turn]}] t{f.turn} {f.about!r} = {f.value!r}\n    user: {conv.turns[f.turn][0]!r}")
    c = conv.corrections[seed % len(conv.corrections)]
    print(f"  [correction/{c.kind}] t{c.turn}->t{c.corrected_at} {c.about!r}: {c.stale!r} -> {c.value!r}\n"
          f"    user: {conv.turns[c.corrected_at][0]!r}")
    for e in errs:
        print("  ERROR:", e)
    return errs


if __name__ == "__main__":
    import os
    from pathlib import Path

    # offline machines: use the BPE file bundled next to the benchmarks, if present
    _bundled = Path(__file__).resolve().parent.parent / "rollmem_client" / "_tiktoken"
    if "TIKTOKEN_CACHE_DIR" not in os.environ and _bundled.is_dir():
        os.environ["TIKTOKEN_CACHE_DIR"] = str(_bundled)
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    n_templates = sum(len(v) for v in USER.values()) + sum(len(v) for v in ASSIST.values())
    print(f"filler templates: {n_templates} (user {sum(len(v) for v in USER.values())}, "
          f"assistant {sum(len(v) for v in ASSIST.values())}); fact specs: {len(SPECS)}")
    failures = []
    for sd in range(1, 6):
        failures += _check(sd, enc)
    print("ALL CHECKS PASSED" if not failures else f"{len(failures)} FAILURES")
    sys.exit(1 if failures else 0)
