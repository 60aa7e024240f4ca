# ruff: noqa
"""Held-out recall world Y: a Perth FIFO sparky chatting with an AI assistant on his phone.

One long chat (default 1000 turns) between a 34-year-old fly-in fly-out electrician and an
assistant, ten everyday threads interleaved in sticky runs, terse Aussie texting style.
50 planted facts (person 8, pet 4, date 7, amount 6, phone 4, address 4, id 6, decision 4,
preference 4, constraint 3), stated in varied styles, plus ``n_corrections`` late corrections.

Run ``python recall_world_y.py`` from the benchmarks directory for the self-checks.
"""

from __future__ import annotations

import random
import re
import sys

from recall_conversation import Conversation, Planted

PH, PH_OLD, PH_NEW = "\x00", "\x01", "\x02"

# --------------------------------------------------------------------------------------------
# incidental slot pools (never planted)
# --------------------------------------------------------------------------------------------
MATES = ["Davo", "Jonno", "Macca", "Spud", "Bazza", "Wazza", "Stevo", "Muzza", "Kezza", "Browny",
         "Smithy", "Deano", "Coxy", "Robbo", "Hendo", "Gibbo", "Sharky", "Chook", "Tezza", "Fitzy"]
SUBURBS = ["Joondalup", "Midland", "Rockingham", "Mandurah", "Clarkson", "Byford", "Wanneroo",
           "Scarborough", "Armadale", "Yanchep", "Alkimos", "Bassendean", "Morley", "Baldivis",
           "Canning Vale", "Cockburn", "Kwinana", "Mirrabooka", "Balga", "Innaloo", "Osborne Park"]
TOWNS = ["Karratha", "Port Hedland", "Newman", "Tom Price", "Paraburdoo", "Onslow", "Dampier"]
SHOPS = ["Bunnings", "Kmart", "Woolies", "Supercheap", "BCF", "Anaconda", "Repco", "Coles",
         "Big W", "the Reject Shop"]
FOODS = ["a servo pie", "a chicken parmy", "a sausage sanga", "a bacon and egg roll",
         "two-minute noodles", "a kebab", "a steak sanga", "fish and chips", "a lamb roast"]
FISH = ["spangled emperor", "coral trout", "spanish mackerel", "queenfish", "red emperor",
        "golden trevally", "sailfish", "nor-west snapper", "chinaman cod"]
KIDS = ["Jayden", "Mason", "Ollie", "Cooper", "Harrison", "Ryder", "Lucas", "Kai", "Archie",
        "Zac", "Tyson", "Levi", "Bodie", "Hamish", "Noah"]
DAYS = ["Monday", "Tuesday arvo", "the weekend", "tomorrow", "Sat morning", "Friday", "Sunday arvo",
        "next swing", "this arvo", "Wednesday", "first thing tomorrow"]
FIRMS = ["Westside Lending", "Swan Finance Co", "HomeStart Brokers", "Coastal Mortgage Hub",
         "Northern Corridor Finance", "Redgum Home Loans"]
AIRLINES = ["VA", "QF", "JQ"]


def _price(r):
    return r.choice([
        f"${r.randint(5, 95)}", f"${r.randint(5, 60)}.{r.choice(['50', '90', '95', '20'])}",
        f"{r.randint(20, 90)} bucks", f"${r.randint(100, 480)}", f"{r.randint(2, 9)}0 bucks",
    ])


def _time(r):
    return r.choice([
        f"{r.randint(4, 7)}:{r.choice(['00', '15', '30', '45'])}", f"{r.randint(3, 6)}am",
        f"quarter to {r.randint(4, 7)}", f"0{r.randint(4, 6)}{r.choice(['00', '30'])}",
        f"{r.randint(5, 9)}pm", f"half {r.randint(5, 8)}",
    ])


def _score(r):
    g, b = r.randint(1, 12), r.randint(1, 12)
    return f"{g}.{b} ({g * 6 + b})"


GEN = {
    "mate": lambda r: r.choice(MATES),
    "suburb": lambda r: r.choice(SUBURBS),
    "town": lambda r: r.choice(TOWNS),
    "shop": lambda r: r.choice(SHOPS),
    "food": lambda r: r.choice(FOODS),
    "fish": lambda r: r.choice(FISH),
    "kid": lambda r: r.choice(KIDS),
    "day": lambda r: r.choice(DAYS),
    "firm": lambda r: r.choice(FIRMS),
    "price": _price,
    "bigprice": lambda r: f"${r.randint(39, 89)}{r.choice(['0', '5', '9'])}k",
    "dieselprice": lambda r: f"${r.randint(1, 2)}.{r.randint(10, 99)}",
    "time": _time,
    "num": lambda r: str(r.randint(2, 14)),
    "bignum": lambda r: str(r.randint(25, 140)),
    "temp": lambda r: str(r.randint(36, 47)),
    "hrs": lambda r: str(r.randint(11, 14)),
    "km": lambda r: f"{r.randint(5, 29)},{r.randint(0, 9)}00",
    "score": _score,
    "flight": lambda r: f"{r.choice(AIRLINES)} {r.randint(100, 1999)}",
}


class _Slots(dict):
    def __init__(self, rng, ctx):
        super().__init__()
        self.rng, self.ctx = rng, ctx

    def __missing__(self, key):
        if key in self.ctx:
            return self.ctx[key]
        val = GEN[key.rstrip("0123456789")](self.rng)
        self[key] = val
        return val


def fill(rng, tpl, ctx, **extra):
    s = _Slots(rng, ctx)
    s.update(extra)
    return tpl.format_map(s)


# --------------------------------------------------------------------------------------------
# threads: user filler (u), assistant bodies (a), short fragments (f), list label, reporters
# --------------------------------------------------------------------------------------------
TH = {
    "roster": {
        "label": "work stuff", "rep": ["my supervisor", "the site admin", "HR", "the crew leader"],
        "u": [
            "back up to {site} {day}, flight's at {time} so alarm's set for stupid o'clock",
            "night shift this swing, was {temp} at 2am and the donga aircon is cooked again",
            "pasting the roster they sent: 'DS {time}-{time2} | prestart {time3} | crib 1130 | demob day {num}' is that legit 12.5 hrs or am i dreaming",
            "supervisor reckons we might get pulled onto the shutdown crew, heaps of OT but no R&R till it's done",
            "camp food was actually decent tonight, {food} and a pav for dessert, must be an audit coming lol",
            "{mate} got a random breathy at the gate this morning and blew zeros but they still stood him down for an hour, sus",
            "anyone else's site doing the new fatigue app thing? have to log sleep hours now, {num} questions every morning",
            "flight got delayed {num} hours in {town}, sitting at the gate eating a {price} muffin",
            "the HR portal keeps logging me out, tried resetting the password {num} times",
            "busted my hand a bit on a cable tray today, medic strapped it, nothing major, just sore as",
            "only {num} more shifts then R&R, counting down mate",
            "got my leave form knocked back again cos of the shutdown, spewing",
            "how many hours sleep should i actually be getting on nights, i'm running on like {num}",
            "crib room politics are wild, someone nicked {mate}'s esky lid and there's a full investigation",
            "rang {partner} on the break, reception up here is rubbish, kept dropping out",
            "got told i need to redo my working at heights ticket, it's a two day course in {suburb}",
            "weather up here is cooked, {temp} degrees by 9am, drinking like {num} litres a day",
            "payslip's wrong again, short about {price} on the site allowance",
            "thinking about asking for a transfer, the {town} sites are a shorter drive from the airport",
            "charter home leaves at {time}, reckon i'll sleep the whole way",
            "toolbox talk at {time} then straight into a switchboard job, busy arvo",
            "can you help me write an email to my supervisor asking for {day} off for the baby stuff",
            "there's talk of a new roster, 8 and 6 instead of 2 and 1, not sure how i feel",
            "ute's in the long term carpark at the airport, {price} a day, adds up heaps",
            "fell asleep on the bus to the pit, woke up with dust in my teeth",
            "did a {hrs} hour shift today, legs are shot",
            "new apprentice on our crew is keen as but asks {num} questions a minute lol",
            "site's on water restrictions so showers are 3 mins, brutal after a dusty day",
            "{company} sent out another safety bulletin, someone reversed a LV into a light tower",
            "swapped a shift with {mate} so i can get home a day early, defo owe him a carton",
        ],
        "a": [
            "Long swings catch up with you around day nine or ten, so it's worth protecting your sleep window even when the crib room is lively. A cool, dark donga and the phone on silent make a bigger difference than people expect.",
            "If the hours on the roster don't add up, grab a photo of the sign-on sheet each shift. It makes the conversation with payroll a lot quicker if something's short at the end of the swing.",
            "With the baby on the way, it's worth flagging your leave plans with your supervisor early. Rosters get locked in weeks ahead, and it's easier to move things before the shutdown schedule is final.",
            "Heat stress sneaks up on people, especially on the first few shifts back. Electrolytes in at least one of the bottles and a proper feed at crib will help more than extra coffee.",
            "For the email, keep it short: the dates you need, why, and an offer to swap a shift if that helps the crew. Supervisors tend to say yes faster when the rostering problem is already half solved.",
            "Fatigue apps are annoying, but they usually exist because of an incident somewhere. Being honest on them protects you if something goes wrong on a long night.",
            "If the pay discrepancy keeps happening, ask HR for a line-by-line breakdown of the allowances. Most of the time it's a code entered wrong on the timesheet rather than anything deliberate.",
            "Renewing tickets is a pain, but doing them on R&R means you're not losing site days. Some companies will reimburse the course fee if you ask before you book.",
            "An 8-and-6 roster means longer stretches away but a proper week at home each time. Worth sitting down with {partner} and mapping how either pattern lines up with the due date.",
            "Small injuries on site are worth reporting even when they seem minor. If it flares up later, having it on record makes the workers' comp side much simpler.",
            "Airport parking adds up quickly over a year. Some crews car-pool or use the long-stay lots further out, which can cut the cost roughly in half.",
            "The first night back on nights is always the roughest. A short nap in the arvo before the first shift and bright light early in the shift help your body clock shift faster.",
        ],
        "f": ["back on site {day}", "flight was delayed again", "did {hrs} hrs today", "camp wifi is rubbish tonight",
              "on nights this week", "supervisor's in a mood", "{temp} degrees up here today", "crib's nearly over",
              "bus to the pit was late again", "just got off shift"],
    },
    "house": {
        "label": "house stuff", "rep": ["the broker's assistant", "the agent", "the bank lady", "{partner}'s dad"],
        "u": [
            "looked at another place in {suburb} today, {bigprice} asking, kitchen was mint but the backyard's tiny",
            "bank valuation came back at {bigprice} which is under what we offered, what happens now",
            "how does stamp duty work for first home buyers in WA, is there a threshold or something",
            "the agent keeps ringing me while i'm on shift, can't exactly answer in the switch room mate",
            "{partner} wants a 4x2 but i reckon a 3x2 with a decent shed is the go",
            "inspected a place in {suburb} that had cracks in the garage slab, sus or normal",
            "can we use the first home owner grant on an established place or only new builds",
            "found a house and land package in {suburb} for {bigprice}, worth a look?",
            "rates on that one are like {price} a quarter which seems heaps",
            "how long does settlement usually take in perth",
            "broker wants {num} payslips and my last tax return, i'm on site so {partner}'s scanning everything",
            "lenders mortgage insurance, is it worth paying or should we save a bit longer",
            "open home at {time} saturday, {partner}'s going without me again",
            "the fixed vs variable thing is doing my head in",
            "what's a fair offer under asking in this market, place is listed at {bigprice}",
            "agent said there's {num} other offers, reckon he's bluffing",
            "{partner}'s already picking paint colours and we haven't even got the keys lol",
            "can i get the FIFO allowance counted as income for the loan",
            "strata fees on the townhouse in {suburb} were {price} a quarter, is that normal",
            "reckon we can move in before the baby comes? cutting it fine",
            "need to organise a removalist, any tips for not getting ripped off",
            "place in {suburb} had a pool, {partner} said no way with a baby coming",
            "what do they mean by 'subject to finance' in the offer",
            "dad reckons we should buy further out, {suburb} or something",
            "do we need building AND pest inspections or is one enough",
            "{mate} bought in {suburb2} two years ago and reckons it's gone up heaps, jealous",
            "the listing says 'renovator's delight' which i'm guessing means the roof is stuffed",
            "how much should we keep aside after settlement for emergencies",
        ],
        "a": [
            "In WA, first home buyers get a stamp duty exemption or concession below certain price thresholds, so ask your settlement agent to run the exact numbers on the places you're looking at.",
            "If the valuation comes in under the contract price, you usually either cover the gap from savings, renegotiate with the seller, or rely on the finance clause if the lender won't proceed.",
            "A building and pest inspection is cheap insurance compared with the price of a house. Slab cracks can be cosmetic, but it's the inspector's job to tell you which kind you're looking at.",
            "The First Home Owner Grant in WA is aimed at new builds, so for an established place you'd be leaning on the stamp duty concessions instead. Your broker can confirm what you're eligible for.",
            "Lenders treat FIFO allowances differently: some count them in full, some shade them. A broker who deals with a lot of mining clients will know which banks are friendliest.",
            "Fixed gives you certainty while the baby arrives; variable gives you flexibility to pay extra when the overtime's good. A split loan is the compromise a lot of people land on.",
            "A 'subject to finance' clause means the contract only goes ahead if your loan is formally approved by the date in the offer. It protects you if the bank pulls out.",
            "When agents mention other offers, they can be vague about them. Decide your walk-away number before you ring back so you're not negotiating against yourself.",
            "Moving before the baby is doable but tight. Having the removalist booked and the power and internet sorted ahead of settlement will save a lot of stress.",
            "Strata fees vary a lot depending on what's shared: pools, gardens, building insurance. Ask for the last strata minutes too, they often show upcoming special levies.",
            "With {partner} doing the open homes, a quick video walk-through helps you spot cracks, damp or road noise without being there yourself.",
            "For removalists, get at least three quotes, check they're insured, and ask whether they charge hourly or a fixed price. Fixed is usually safer for a first move.",
        ],
        "f": ["bank finally got back to us", "still waiting on the valuation", "the agent's been chasing us again",
              "{partner}'s been on the property sites all night", "saw another place in {suburb}",
              "broker sent another form to sign", "open home was packed", "we're so close on the house"],
    },
    "baby": {
        "label": "baby stuff", "rep": ["the receptionist", "{partner}'s mum", "the midwife", "the lady at the clinic"],
        "u": [
            "{partner}'s at {num} weeks now, feeling heaps better than the first trimester",
            "scan photo came through, bub looks like a little prawn lol",
            "what should i actually be doing to help while i'm away on site",
            "{partner} wants to do a pram shopping day, prams are like {price} plus, what the",
            "is it normal for the morning sickness to come back in the second trimester",
            "can you give me a list of stuff for the hospital bag",
            "{partner}'s mum wants to be in the room, not sure how i feel about that",
            "we still can't agree on names, she likes {kid} i like Bodhi lol",
            "my roster might clash with the due date, what are my options",
            "read that dads can get parental leave pay from centrelink, how does that work",
            "car seat fitting is {price} at {shop}, worth it?",
            "{partner} cried at a nappy ad last night haha, hormones are wild",
            "nursery's gonna be the spare room, need to paint it {day}",
            "what's a glucose tolerance test, she's got one coming up",
            "bub was kicking heaps when i was on facetime, so cool",
            "do we need to do a birth plan or is that a bit much",
            "mate said get a bassinet not a cot first, thoughts",
            "she's craving ice cubes which is weird, is that a thing",
            "how do we pick between public and private for the birth",
            "should i do the first aid for babies course, there's one in {suburb}",
            "her back is killing her, any stretches she can do",
            "what do i pack if i get the call while i'm on site",
            "paternity leave at work is only {num} weeks paid, bit average",
            "{partner}'s blood pressure was a bit high at the last check, they're keeping an eye on it",
            "bought a onesie with a footy on it, couldn't help myself",
            "{partner}'s sister gave us a bag of hand-me-down clothes, like {bignum} onesies",
        ],
        "a": [
            "While you're away, the practical stuff counts: keeping admin off {partner}'s plate, booking appointments around your roster, and checking in at the same time each day so she knows when to expect you.",
            "A hospital bag usually covers comfy clothes, toiletries, snacks, phone chargers, the baby's first outfits, and a car seat fitted in the car. Packing it a few weeks early takes the pressure off.",
            "Morning sickness returning later isn't unusual, but if she's struggling to keep fluids down, the midwife or GP should know about it.",
            "Public versus private mainly comes down to choice of obstetrician, room options and out-of-pocket costs. Both systems in Perth have good outcomes for straightforward pregnancies.",
            "Parental Leave Pay can be shared between parents now, and the old Dad and Partner Pay has been folded into it. It's worth checking the work test and income limits for your situation.",
            "A glucose tolerance test checks for gestational diabetes. She'll usually need to fast beforehand and have a couple of blood tests over a few hours, so bring something to do.",
            "Having a plan for 'the call' while you're on site is smart: know the fastest flight options, keep your supervisor in the loop, and have a bag packed at camp.",
            "A birth plan doesn't have to be formal. A short list of preferences about pain relief, who's in the room and feeding helps the midwives support what you both want.",
            "A baby first aid course is a great idea; they usually run for a few hours and cover choking, CPR and fevers. Some councils subsidise them.",
            "Back pain in pregnancy is really common. Gentle stretches, a pregnancy pillow and a women's health physio can all make a difference.",
            "Bassinets are handy for the first few months because they sit right next to your bed. You can move to a cot once bub outgrows it.",
            "Cravings for ice can sometimes be linked to low iron, so it's worth mentioning at the next check-up just in case.",
        ],
        "f": ["{partner}'s feeling a bit better today", "bub's kicking heaps", "got the scan pics through",
              "{partner}'s been craving weird stuff", "nursery's half painted", "{partner} had a rough night"],
    },
    "ute": {
        "label": "ute jobs", "rep": ["the bloke at the workshop", "{mate}", "the tyre shop guy", "the service desk"],
        "u": [
            "ute's making a clunk over speed bumps, front left i reckon",
            "thinking of getting a canopy for the ute, quotes are all over the place",
            "filled up at the servo in {suburb}, diesel was {dieselprice} a litre, daylight robbery",
            "can you explain what a GVM upgrade is and if i need one",
            "ute's done {km} k since the last service, overdue probs",
            "aircon's blowing hot again, only got it regassed {num} months ago",
            "{mate} reckons i should get a snorkel on it for the Exmouth trip",
            "do i need to tell the insurance about the bullbar",
            "windscreen got a chip on the Great Northern Hwy, spread overnight",
            "what tyre pressure for sand driving, going up north soon",
            "will a baby capsule fit in the back of a dual cab",
            "thinking of selling the ute for a family car but i'd rather die lol",
            "got a parking ticket at the airport, {price}, unreal",
            "rego papers are in the glovebox somewhere under a mountain of servo receipts",
            "battery died in the carpark while i was on swing, second time",
            "is it worth getting a dual battery setup for camping",
            "washed the ute for the first time in {num} months, it's actually white underneath",
            "reckon i can do the brake pads myself or leave it to the mechanic",
            "got a quote for a tow bar, {price} fitted",
            "engine light came on for like a second then went off, sus",
            "how often should you change the diesel filter",
            "the tray's rusting around the bolts, any fix for that",
            "{partner} wants a sensible car, i said the ute IS sensible",
            "need new wipers, the old ones just smear red dust everywhere",
            "kelpie's hair is woven into the seat covers now, it's part of the ute",
        ],
        "a": [
            "A clunk over speed bumps on the front end is often a worn sway bar link or bush, which is a cheap fix, but get it looked at before a long trip up north.",
            "A GVM upgrade raises the legal maximum loaded weight of the vehicle. With a canopy, drawers, bullbar and a full load of camping gear, it's easy to go over without realising.",
            "For sand driving, most people drop to somewhere around 16 to 20 psi depending on tyres and load, then pump back up before getting back on the bitumen.",
            "Modifications like bullbars, lift kits and snorkels usually need to be declared to your insurer, otherwise they can knock back a claim.",
            "Rock chips spread quickly with the temperature swings up north. Some insurers cover windscreen repairs with no excess, so it's worth checking your policy.",
            "A dual battery setup makes sense if you're running a fridge on the Exmouth trip. A DC-DC charger is the usual approach for newer utes.",
            "If the aircon needed a regas only a few months ago, there's probably a leak. A workshop can add dye to find it rather than just topping it up again.",
            "Brake pads are a reasonable DIY job if you're comfortable with it, but check the rotors while you're in there. If they're scored, they'll need machining or replacing.",
            "A warning light that flicks on briefly can be a loose sensor or a genuine fault. A cheap OBD reader will tell you the stored code so you know whether to worry.",
            "Red dust gets everywhere. A seal check on the canopy and some silicone spray on the rubbers will keep more of it out.",
            "Most dual cabs take a rear-facing capsule fine, but check the anchor points and the seat's compatibility list before you buy.",
            "Diesel filter intervals vary by model, but dusty conditions and dodgy fuel up north can justify doing it earlier than the book says.",
        ],
        "f": ["ute's making that noise again", "filled up at the servo, {dieselprice} a litre", "ute's covered in red dust",
              "the ute's aircon is still stuffed", "got a new chip in the windscreen", "ute needs a wash badly"],
    },
    "footy": {
        "label": "footy", "rep": ["the club president", "one of the parents", "the team manager", "{mate}"],
        "u": [
            "under 12s got smashed on the weekend, {score} to {score2}, kids were flat",
            "training's {day} at {time}, need someone to bring the cones cos i'm on swing",
            "how do i keep 12 year olds focused for a full hour lol",
            "{kid} kicked his first goal, his mum was screaming",
            "one of the parents is giving me grief about game time for her kid",
            "need some drills for handballing under pressure",
            "club's doing a sausage sizzle fundraiser at {shop}, need volunteers",
            "half the team's got colds, might have to forfeit",
            "can you write me a pep talk for the kids before the derby",
            "{kid} broke his wrist at school, out for the season poor bugger",
            "the umpire was about 14 and missed everything lol",
            "we need new footies, proper ones are like {price} each",
            "thinking of running a skills session on the oval {day}",
            "who do we play next, think it's the {suburb} mob",
            "finals are coming up and we're sitting {num}th on the ladder",
            "parents want a team photo, i need to organise that",
            "is it ok to play kids out of position to give them a go",
            "{mate}'s filling in as coach while i'm away, he knows nothing about footy",
            "kids reckon i should do a coaches' challenge, kick a goal from the pocket",
            "we got a new sponsor, a plumber from {suburb}",
            "how do you deal with a kid who cries after every loss",
            "need to do the end of season awards, any ideas apart from best and fairest",
            "trainer's first aid kit is empty, need to restock",
            "played in {temp} degree heat today, subs every 5 mins",
            "{kid} and {kid2} had a punch-on at training, had to separate them",
        ],
        "a": [
            "For under-12s, short drills with lots of touches hold attention better than long lines. Rotating stations every ten minutes helps a lot.",
            "Game-time complaints are easier to handle with a simple rotation sheet you can show parents. It takes the emotion out of it.",
            "A handball drill under pressure: two lines, a tackler in the middle who can only use one hand. Kids love it and it builds quick hands.",
            "Keep the pep talk short: two or three things to focus on, and a reminder that effort and teammates come first. At twelve, they remember how it felt more than the score.",
            "A kid who gets upset after losses often just needs a quick one-on-one about something he did well. Recognising effort goes a long way.",
            "For end-of-season awards, things like most improved, best clubman and a coach's award let you recognise kids who don't top the stats.",
            "Playing kids in different positions at this age is encouraged by most junior programs. It builds understanding of the game and keeps it fun.",
            "If half the team is sick, talk to the opposition coach early. Sometimes you can borrow a couple of players rather than forfeit.",
            "Restocking a junior footy first aid kit usually means strapping tape, ice packs, saline, bandaids, gauze and a couple of cold compresses.",
            "In serious heat, rolling subs every few minutes, shade at the interchange and drinks breaks each quarter keep the kids safe.",
            "For a fundraiser sausage sizzle, a roster of two-hour shifts and a cashless option will bring in more money than people expect.",
            "A fill-in coach who doesn't know footy isn't the end of the world. Give him a simple session plan and he'll mostly need to manage the group.",
        ],
        "f": ["kids played alright on the weekend", "training was chaos", "{kid} kicked a goal on sat",
              "footy parents are doing my head in", "lost by heaps again", "the under 12s won for once"],
    },
    "dog": {
        "label": "dog stuff", "rep": ["the vet nurse", "{partner}", "the lady at the kennels", "the neighbour"],
        "u": [
            "kelpie dug under the fence again, {partner} found him next door chasing chooks",
            "how much exercise does a kelpie actually need, he's going mental while i'm away",
            "he ate a whole loaf of bread off the bench lol",
            "thinking about an agility class for him in {suburb}",
            "the dog keeps scratching his ears, should i be worried",
            "got a new harness from {shop}, {price}, he hates it",
            "can a kelpie be left alone all day while {partner}'s at work",
            "how do we get the dog ready for the baby coming",
            "he's scared of thunderstorms, any tips",
            "found a tick on him after the walk in {suburb}",
            "dog sitter wants {price} a day, bit steep?",
            "he rounded up the neighbour's kids at the park, proper working dog",
            "shed fur all through the ute, like a second dog on the seat",
            "should he sleep inside or outside in winter",
            "he's been limping on his back leg a bit",
            "the dog's gotten fat while i've been on swing, {partner} feeds him scraps",
            "bought a ball launcher thing, best {price} i ever spent",
            "he barks every time a truck goes past",
            "do kelpies get along with cats, Nan's bringing hers over",
            "took him to the dog beach at {suburb}, he lost his mind",
            "his teeth are looking a bit brown, does he need a dental",
            "he chewed through the reticulation again",
            "what's the best way to keep him cool in {temp} degree heat",
            "the kelpie figured out how to open the screen door, we're doomed",
        ],
        "a": [
            "Kelpies are bred to work all day, so an hour of exercise plus some mental work like puzzle feeders, sniff games and short training sessions usually helps more than just a long walk.",
            "Ear scratching can be anything from a grass seed to an infection. If he's shaking his head or there's a smell, it's worth a vet visit.",
            "Getting a dog ready for a baby often means introducing the baby's smells early, practising calm behaviour around the pram, and keeping his routine as stable as possible.",
            "For storm anxiety, a quiet den, some background noise and staying calm yourself can help. Some vets also suggest a thunder shirt or medication for bad cases.",
            "After finding a tick, check him all over, especially around the ears and between the toes. Brown dog ticks in WA can spread disease, so keep his prevention up to date.",
            "Limping on a back leg that doesn't improve in a couple of days is worth getting checked. Cruciate injuries are common in active dogs.",
            "Kelpies can get along with cats, especially if introductions are slow and he's on a lead at first. His herding instinct might make him stare a lot, though.",
            "In hot weather, walk him early or late, make sure he has shade and plenty of water, and consider a cooling mat.",
            "Barking at trucks is often excitement or guarding. Rewarding quiet behaviour when a truck goes past can gradually change the pattern.",
            "Dental disease is common and can be painful. Your vet can tell you whether he needs a scale and polish under anaesthetic.",
            "Extra weight creeps on quickly when a dog's routine changes. Cutting the scraps and measuring his meals usually works within a couple of months.",
            "Agility or herding classes are great for kelpies. They give him a job, which tends to cut down on the digging.",
        ],
        "f": ["the kelpie ate another thong", "dog's been going mental", "he dug another hole in the lawn",
              "the dog's asleep on my work boots", "took the kelpie for a run", "dog got into the bin again"],
    },
    "bucks": {
        "label": "bali bucks", "rep": ["the best man", "{buck}", "{mate}", "the travel agent"],
        "u": [
            "{buck}'s bucks is in Bali and the group chat is already chaos",
            "{mate} wants to do a boat day, {price} each, i reckon that's sus",
            "do i need a visa for bali or is it on arrival",
            "the best man wants everyone in matching shirts lol",
            "how much cash should i take for {num} nights in bali",
            "{partner}'s not thrilled i'm going to bali while she's pregnant",
            "travel insurance, worth it for a bucks trip?",
            "someone suggested the monkey forest, {buck} would hate it",
            "what's bali belly and how do i avoid it",
            "need a gift for the buck, any ideas under {price}",
            "group chat has {num} blokes but only half have paid",
            "what's the go with scooters over there, do i need an international licence",
            "{mate} booked the wrong dates, what a muppet",
            "should we do a surf lesson or is that asking for trouble",
            "i'm on swing until the day before we fly, cutting it fine",
            "does my phone plan work in indonesia or should i get a sim",
            "need ideas for a bucks game that's not too feral",
            "what time's sunset in bali, want to book a beach club",
            "{buck}'s fiancee made us promise no tattoos",
            "how do i split costs fairly when some blokes are only coming for {num} nights",
            "heaps of the boys want to do a day trip to the gilis",
            "reckon i'll need a week to recover lol",
            "my passport expires in {num} months, is that ok",
            "{mate} wants to bring his drone, can you fly those in bali",
        ],
        "a": [
            "Australians can get a visa on arrival for Bali, and there's now a tourist levy to pay as well. Check the current requirements close to the date.",
            "Bali belly is usually from water or food. Stick to bottled water, be careful with ice and salads from small places, and bring rehydration sachets just in case.",
            "Travel insurance is worth it for Bali, especially if scooters are involved. Check the policy covers motorbike riding and that you hold the right licence.",
            "For splitting costs fairly, a shared spreadsheet or app where each bloke pays for the nights he's there keeps it simple and avoids arguments later.",
            "Your passport needs at least six months' validity from the date you arrive in Indonesia, so double-check the expiry.",
            "Boat days can be great, but check reviews and safety gear. The cheapest operators aren't always the safest.",
            "An international roaming pack is easiest, but a local SIM or eSIM is usually much cheaper for a week.",
            "Bucks games that keep it fun without being feral: a trivia quiz about the groom, a photo scavenger hunt, or a group challenge at the beach club.",
            "Given {partner}'s pregnancy, it might help to agree on check-in times while you're away so she isn't left wondering.",
            "A surf lesson is a good group activity if everyone's fresh for it. Mornings are better for both the conditions and the heads.",
            "Scooters in Bali technically require an international driving permit with the motorcycle class, and police do check tourists.",
            "Beach clubs often need a minimum-spend booking for big groups, so lock it in early if you want a sunset spot.",
        ],
        "f": ["bucks group chat is chaos", "{mate} still hasn't paid for bali", "the boys are already talking bali",
              "{buck} rang about the bucks", "best man sent another spreadsheet"],
    },
    "tax": {
        "label": "tax and super", "rep": ["the accountant", "the lady at the super fund", "{partner}", "the ATO lady"],
        "u": [
            "how do i claim the ute as a work expense if i'm FIFO",
            "got a letter from the ATO, bit scared to open it lol",
            "can i claim my steel caps and hi-vis",
            "super fund's sending me emails about consolidating, is it a scam",
            "what's the deal with salary sacrifice into super",
            "do i have to declare the site allowance or is it already taxed",
            "accountant wants all my receipts, they're in a shoebox in the shed",
            "can i claim my phone bill cos i use it for work",
            "mygov keeps locking me out, {num} attempts and it froze",
            "is it worth doing the tax return myself or pay an accountant {price}",
            "the first home super saver scheme, does that help us",
            "how much super should i have at 34, feel like i'm behind",
            "my tickets and licences, can i claim the renewals",
            "got a bit of crypto, do i have to put that in",
            "how do i find lost super from my apprenticeship days",
            "should i get income protection through super or separately",
            "did a weekend of work for {mate}'s business cash in hand, do i declare that",
            "HECS is still hanging around from a TAFE course, how does that work",
            "the tax cut thing, what does it actually mean for me",
            "can we claim anything for the baby",
            "payment summary's in the HR portal apparently but it won't load",
            "travel between perth and site, can i claim that",
            "accountant's office is in {suburb}, going {day}",
            "what's the difference between a deduction and an offset",
        ],
        "a": [
            "If you use the ute for work beyond normal commuting, you may be able to claim it with the cents-per-kilometre or logbook method. Travel between home and a FIFO pick-up point usually isn't deductible.",
            "Protective gear like steel caps and hi-vis is generally deductible if it's required for work and you weren't reimbursed.",
            "Consolidating super can save on fees, but check you're not losing insurance cover before you roll anything over.",
            "Salary sacrifice into super is taxed at 15% inside the fund instead of your marginal rate, up to the concessional cap.",
            "The ATO sends letters for fairly routine things, but don't ignore them. Your accountant can read it for you if you'd rather.",
            "Work-related phone use can be claimed in proportion to the work use, so keep a record of a typical month.",
            "The First Home Super Saver scheme lets you withdraw voluntary contributions towards a deposit, but it takes a bit of time to process.",
            "You can search for lost super through myGov by linking the ATO. It'll show any accounts in your name.",
            "An accountant's fee is tax deductible the following year, which softens the cost a bit.",
            "Cash work still needs to be declared. It's much easier to include it now than deal with an amended assessment later.",
            "Income protection inside super is easier on your cash flow, but cover outside super can have better terms. Worth comparing.",
            "Crypto disposals can trigger capital gains tax, so keep records of what you bought and sold.",
        ],
        "f": ["accountant's been chasing me", "mygov locked me out again", "found more receipts in the ute",
              "super statement came in the mail", "tax time is doing my head in"],
    },
    "nan": {
        "label": "Nan's 90th", "rep": ["mum", "aunty", "Nan", "my cousin"],
        "u": [
            "Nan's 90th is coming up and mum's put me in charge of the slideshow lol",
            "need old photos of Nan, aunty says they're in a shoebox at her place in {suburb}",
            "Nan wants a proper sit down lunch, not a buffet, she was very clear",
            "how many people do we invite for a 90th, she's still got heaps of friends",
            "can you help me write a speech for Nan, she's a legend",
            "Nan wants everyone there including uncle {mate}, who nobody's spoken to in years",
            "can we get a letter from the governor-general for a 90th or is that only 100",
            "Nan rang me on site to ask if i'd had lunch lol",
            "what do you get someone turning 90 who says she wants nothing",
            "cousin's doing the music, Nan just wants Slim Dusty and Johnny Cash",
            "need to organise cabs for Nan's friends from the village",
            "Nan's hearing's not great, how do we do speeches so she hears",
            "mum wants a memory book where everyone writes something",
            "aunty wants it at the RSL, mum wants the church hall, drama",
            "Nan still drives, which terrifies me",
            "Nan's been telling everyone at bowls about the great-grandkid",
            "how much is catering for {bignum} people roughly",
            "she keeps saying it's her last birthday, she said that at 80 too",
            "want to get a big print of her wedding photo framed, about {price}",
            "Nan's mate Beryl is 94 and still plays bowls every Tuesday",
            "how do i make a slideshow play on a TV from a laptop",
            "Nan reckons she'll bake her own sponge, we're not allowed to argue",
            "want to do a family tree poster for the party",
            "need a seating plan that keeps aunty and mum apart lol",
        ],
        "a": [
            "For a 90th, a mix of family and her closest friends usually works well. Keep it to a length she'll enjoy; a couple of hours with a good lunch is often the sweet spot.",
            "For a speech, a few short stories that show who she is go further than a list of achievements. End with a toast and keep it under five minutes.",
            "Congratulatory messages from the Governor-General and the Prime Minister are available for 90th birthdays as well as 100th, so it's worth requesting one.",
            "If her hearing isn't great, seat her near the speakers, use a microphone for speeches and keep the background music low during the important bits.",
            "A slideshow from a laptop to a TV is easy with an HDMI cable, or you can put the photos on a USB stick if the TV can play them directly.",
            "A memory book is a lovely idea. Send out cards before the day so people can write something thoughtful rather than rushing it.",
            "Catering costs for a sit-down lunch vary a lot, so get quotes that include staff and setup so you're comparing like with like.",
            "A seating plan with a bit of distance between the people who clash, and someone assigned to keep an eye on things, can keep the day smooth.",
            "A framed wedding photo or a family tree poster makes a great centrepiece, and it gets people talking about the old days.",
            "If Nan wants to bake her own sponge, maybe ask someone to help so she's not on her feet all morning.",
            "For guests from the retirement village, a couple of maxi taxis or family members driving can make it much easier.",
            "Music she loves will make the day feel like hers. A simple playlist on a speaker is usually enough.",
        ],
        "f": ["Nan rang again", "mum's stressing about the party", "found a photo of Nan from the 50s",
              "aunty's being difficult again", "Nan's been on the phone to everyone"],
    },
    "fishing": {
        "label": "exmouth trip", "rep": ["{mate}", "the bloke at the tackle shop", "the caravan park lady", "{mate}'s brother"],
        "u": [
            "Exmouth trip is on, {mate} and {mate2} are keen, maybe {num} of us",
            "what gear do i need for reef fishing off exmouth",
            "{mate} reckons we can catch {fish} off the beach, bit sus",
            "what are the bag limits for {fish} in WA",
            "it's like 1200 k from perth to exmouth isn't it, that's a big drive",
            "do we need a fishing licence if we go on a charter",
            "want to snorkel turquoise bay too, any tips",
            "heard there's whale sharks in season, how much is a tour",
            "should we drive up or fly to learmonth",
            "what's the weather like up there in winter",
            "reckon the ute will handle the sand tracks at the cape",
            "need a new rod, {shop}'s got a combo for {price}",
            "how do you bleed and ice a {fish} properly",
            "{mate} wants to bring his tinny, is the ramp easy to launch from",
            "any good camping spots in cape range national park",
            "what bait for {fish}",
            "{mate2} got seasick last time on a {num} hour charter, any tips for him",
            "how much ice do we need for {num} days",
            "is it worth getting a sat phone for the trip",
            "saw a video of a {fish} caught off ningaloo, that's the goal",
            "last time i caught a {fish} that was like {num} kilos lol",
            "got a new esky, {price}, holds heaps",
            "how do we clean fish at camp without attracting everything",
            "{mate} reckons the goannas at the campsite will steal the bait, legit?",
        ],
        "a": [
            "For reef fishing off Exmouth, a medium overhead or spin outfit covers most of what you'll hook, with some heavier leader for the toothy stuff.",
            "WA has bag and size limits for most reef fish, and parts of Ningaloo are sanctuary zones. Check the current rules on the Fish WA app before you go.",
            "A recreational boat fishing licence is needed if you're fishing from a powered boat, but charter operators usually cover their passengers.",
            "Most people split the drive to Exmouth over two days or fly into Learmonth and hire a car from there.",
            "For seasickness, ginger tablets or something like Kwells taken before the boat leaves work better than trying to fix it once it starts.",
            "Bleeding a fish straight away and getting it onto an ice slurry keeps the flesh firm and tasting much better.",
            "Cape Range campsites book out months ahead in peak season, so lock them in as early as you can.",
            "Turquoise Bay's drift snorkel is great, but the current can be strong. Go in at the southern end and get out before the sandbar.",
            "Sand tracks around the cape are usually fine in a 4x4 with the tyres let down, but some get rough after rain.",
            "For a week-long trip, a couple of big eskies with block ice last longer than cubes. A separate drinks esky keeps the fish one closed.",
            "Whale shark season usually runs through the cooler months, and tours cost a few hundred a head, but people rarely regret it.",
            "Cleaning fish away from the campsite and disposing of frames properly keeps the birds and goannas away from your camp.",
        ],
        "f": ["{mate}'s already packed the rods", "checked the tides for exmouth", "tackle shop had a sale",
              "{mate} sent another fishing video", "exmouth group chat is going off"],
    },
}

OPENERS = ["No worries.", "Sounds good.", "Fair enough.", "Right, makes sense.", "Yep.", "Ha, classic.", "Okay, got it.",
           "Understood.", "Nice one.", "Good call.", "Makes sense with your roster.", "Love that.", "Ah, fair.", "Mate, been there."]
Q_OPENERS = ["Good question.", "Short answer: it depends a bit.", "Here's how I'd look at it.", "Yep, that's a common one.",
             "Fair question.", "A few things to weigh up."]
FACT_OPENERS = ["Got it.", "Okay.", "Nice one.", "Good to know.", "Thanks.", "Sounds good.", "Right.", "Cheers for that.", "Easy."]
CLOSERS = ["Want me to put together a quick checklist?", "Let me know how it goes.",
           "Happy to help you draft a message if that's easier.", "Shout out if anything changes.",
           "I can keep track of the details for you if you want.", "Anything else on that front?",
           "Hope the rest of the swing goes smoothly.", "Keen to hear how it pans out.",
           "If you send me the details later, I can help sort it.", "One thing at a time, you're on top of it.",
           "Worth a quick chat with {partner} about it when you're home.", "Ping me if you want a second opinion."]
CONSEQ = ["i'll have to shuffle a few things round", "that should make things easier", "we're probably sweet",
          "i need to get my act together", "i'll sort the rest on R&R", "{partner}'s happy at least",
          "one less thing to stress about", "i'll ring them back {day}", "that's another thing ticked off"]

# --------------------------------------------------------------------------------------------
# planted value generators (Australian formats)
# --------------------------------------------------------------------------------------------
FIRST = ["Shane", "Kylie", "Dean", "Priya", "Marcus", "Leanne", "Tuan", "Rhys", "Bianca", "Gareth",
         "Sonia", "Nikos", "Anjali", "Brett", "Tamsin", "Hamid", "Rochelle", "Callum", "Mei", "Darren",
         "Fiona", "Vikram", "Jodie", "Luca", "Noeline", "Declan", "Aroha", "Stavros", "Kirsten", "Ravi",
         "Megan", "Warrick", "Ingrid", "Ashok", "Corinne", "Damien", "Yasmin", "Lachlan", "Thanh", "Colleen"]
LAST = ["Burgess", "Marchetti", "Kowalski", "Nguyen", "O'Donoghue", "Venkataraman", "Papadopoulos",
        "Fairweather", "Holloway", "Tran", "McAllister", "Radovanovic", "Pereira", "Kingsley", "Zhou",
        "Blackwood", "Sutherland", "Okafor", "Lindqvist", "Ferreira", "Doherty", "Castellano", "Whitcombe",
        "Abernethy", "Singh", "Galloway", "Petrovic", "Hennessy", "Moretti", "Templeton", "Yilmaz",
        "Ashworth", "Delaney", "Krishnan", "Vukovic", "Pemberton", "Lombardi", "Thorne", "Haddad", "Ellery"]
MALE = ["Shane", "Dean", "Marcus", "Tuan", "Rhys", "Gareth", "Nikos", "Brett", "Hamid", "Callum", "Darren",
        "Vikram", "Luca", "Declan", "Stavros", "Ravi", "Warrick", "Ashok", "Damien", "Lachlan", "Thanh"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_FULL = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
REL_DATES = ["Thursday week", "Friday fortnight", "ANZAC Day", "the Monday after the Grand Final",
             "the last day of my swing", "the day after Boxing Day", "WA Day", "the Tuesday before Easter",
             "Wednesday week", "the first Monday of R&R", "the King's Birthday long weekend"]
STREETS = ["Banksia", "Marri", "Jarrah", "Wattle", "Grevillea", "Kurrajong", "Tuart", "Boronia", "Zamia",
           "Quenda", "Numbat", "Currawong", "Brolga", "Sandpiper", "Bottlebrush", "Karri", "Wandoo", "Yate",
           "Coolibah", "Mulga", "Paperbark", "Firetail", "Kestrel", "Dugite"]
ST_TYPES = ["St", "Cres", "Rd", "Ave", "Way", "Pde", "Cl", "Ct", "Loop", "Dr", "Bvd"]
PC = {"Subiaco": "6008", "Ellenbrook": "6069", "Butler": "6036", "Baldivis": "6171", "Aveley": "6069",
      "Brabham": "6055", "Piara Waters": "6112", "Harrisdale": "6112", "Madeley": "6065", "Landsdale": "6065",
      "Banksia Grove": "6031", "Ridgewood": "6030", "Wellard": "6170", "Golden Bay": "6174",
      "Malaga": "6090", "Bayswater": "6053", "Maylands": "6051", "Cannington": "6107", "Victoria Park": "6100",
      "Guildford": "6055", "Success": "6164", "Karrinyup": "6018", "Belmont": "6104", "Hillarys": "6025"}
ESTATES = ["Brighton", "Vale", "Sanctuary Waters", "Jindowie", "Allara", "Eden Beach", "Shorehaven",
           "Millars Landing", "Treeby Springs", "Calleya"]


def _ordinal(d):
    suf = "th" if 11 <= d % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suf}"


def g_name(r):
    return f"{r.choice(FIRST)} {r.choice(LAST)}"


def g_date(r):
    if r.random() < 0.22:
        return r.choice(REL_DATES)
    d, m = r.randint(1, 28), r.randint(1, 12)
    return r.choice([
        f"the {_ordinal(d)}", f"{d}/{m}", f"{d} {MONTHS[m - 1]}", f"{r.choice(WEEKDAYS)} the {_ordinal(d)}",
        f"the {_ordinal(d)} of {MONTHS_FULL[m - 1]}", f"{r.choice(WEEKDAYS)[:3]} {d}/{m}", f"{MONTHS[m - 1]} {d}",
    ])


_SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
          "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]


def g_amount(r, lo, hi, step):
    n = r.randrange(lo, hi + 1, step)
    if n >= 1_000_000:
        return r.choice([f"{n / 1e6:.1f} mil", f"${n / 1e6:.2f}m", f"${n:,}", f"{n / 1e6:.2f} million"])
    if n >= 20_000:
        k = n // 1000
        opts = [f"${k}k", f"{k}k", f"${n:,}", f"AUD {n}", f"{k} grand"]
        return r.choice(opts)
    if n >= 1000:
        opts = [f"${n:,}", f"AUD {n}", f"${n}", f"{n:,} bucks"]
        if n % 100 == 0 and n < 2000:
            opts.append(f"{_SMALL[n // 100]} hundred bucks")
        if n % 500 == 0:
            opts.append(f"{_SMALL[n // 1000]} grand" if n % 1000 == 0 else f"{_SMALL[n // 1000]} and a half grand")
        if n % 100 == 0:
            opts.append(f"{n / 1000:.1f}k")
        return r.choice(opts)
    return r.choice([f"${n}", f"{n} bucks", f"AUD {n}", f"${n}.00"])


def g_weekly(r):
    n = r.randrange(520, 780, 5)
    return r.choice([f"${n} p/w", f"${n} a week", f"{n}pw", f"${n}/wk"])


def _d(r, k):
    return "".join(str(r.randint(0, 9)) for _ in range(k))


def g_mobile(r):
    a, b, c = f"4{_d(r, 2)}", _d(r, 3), _d(r, 3)
    return r.choice([f"0{a} {b} {c}", f"+61 {a} {b} {c}", f"0{a}{b}{c}", f"0{a}-{b}-{c}"])


def g_land(r, first="9"):
    a = first + _d(r, 4 - len(first))
    b = _d(r, 4)
    return r.choice([f"(08) {a} {b}", f"08 {a} {b}", f"+61 8 {a} {b}", f"08{a}{b}"])


def g_1300(r):
    return r.choice([f"1300 {_d(r, 3)} {_d(r, 3)}", f"1800 {_d(r, 3)} {_d(r, 3)}", f"13 {_d(r, 2)} {_d(r, 2)}"])


def g_street(r, with_pc=None):
    sub = r.choice(list(PC))
    num = r.randint(2, 148)
    st = f"{r.choice(STREETS)} {r.choice(ST_TYPES)}"
    form = r.randint(0, 3) if with_pc is None else with_pc
    if form == 0:
        return f"{num} {st}, {sub} WA {PC[sub]}"
    if form == 1:
        return f"{num} {st}, {sub}"
    if form == 2:
        return f"Unit {r.randint(1, 12)}/{num} {st}, {sub} WA {PC[sub]}"
    return f"Lot {r.randint(101, 899)} {r.choice(ESTATES)} Estate, {sub} WA {PC[sub]}"


def g_office(r):
    sub = r.choice(list(PC))
    st = f"{r.choice(STREETS)} {r.choice(ST_TYPES)}"
    return r.choice([f"Suite {r.randint(1, 9)}, {r.randint(2, 220)} {st}, {sub}",
                     f"Shop {r.randint(1, 30)}/{r.randint(2, 220)} {st}, {sub} WA {PC[sub]}",
                     f"Level {r.randint(1, 4)}, {r.randint(2, 220)} {st}, {sub}",
                     f"{r.randint(2, 220)} {st}, {sub} WA {PC[sub]}"])


def g_pobox(r):
    return r.choice([f"PO Box {r.randint(10, 999)}, {r.choice(TOWNS)}",
                     f"PO Box {r.randint(1000, 7999)}, {r.choice(TOWNS)} WA 67{r.randint(10, 54)}",
                     f"Locked Bag {r.randint(2, 60)}, {r.choice(TOWNS)}"])


def g_exmouth(r):
    st = f"{r.choice(STREETS)} {r.choice(ST_TYPES)}"
    return r.choice([f"Unit {r.randint(1, 20)}/{r.randint(2, 60)} {st}, Exmouth WA 6707",
                     f"{r.randint(2, 90)} {st}, Exmouth", f"Site {r.randint(4, 88)}, Ningaloo Caravan Park, Exmouth"])


def _L(r, k):
    return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(k))


def _AN(r, k):
    return "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(k))


ID_GEN = {
    "rego": lambda r: r.choice([f"1{_L(r, 3)} {_d(r, 3)}", f"1{_L(r, 3)}{_d(r, 3)}", f"1{_L(r, 3)}-{_d(r, 3)}"]),
    "medicare": lambda r: f"{r.randint(2, 6)}{_d(r, 3)} {_d(r, 5)} {r.randint(1, 9)}",
    "tfn": lambda r: r.choice([f"{_d(r, 3)} {_d(r, 3)} {_d(r, 3)}", f"{_d(r, 9)}"]),
    "loan": lambda r: r.choice([f"LA-{_d(r, 7)}", f"APP{_d(r, 8)}", f"HL/{_d(r, 5)}/{_L(r, 2)}"]),
    "permit": lambda r: r.choice([f"PTW-{_d(r, 5)}", f"PTW {_d(r, 5)}", f"WP-{_d(r, 6)}"]),
    "booking": lambda r: _AN(r, 6),
    "policy": lambda r: r.choice([f"MOT{_d(r, 8)}", f"POL-{_L(r, 3)}-{_d(r, 6)}", f"{_L(r, 2)}{_d(r, 9)}"]),
    "employee": lambda r: r.choice([f"E{_d(r, 6)}", f"EMP-{_d(r, 5)}", f"{_L(r, 1)}{_d(r, 7)}"]),
    "wwc": lambda r: r.choice([f"WWC {_d(r, 7)}", f"{r.randint(1, 3)}{_d(r, 6)}"]),
    "chip": lambda r: r.choice([f"956000{_d(r, 9)}", f"956 000 {_d(r, 3)} {_d(r, 3)} {_d(r, 3)}"]),
    "ur": lambda r: r.choice([f"UR{_d(r, 7)}", f"MRN {_d(r, 7)}", f"UMRN {_d(r, 6)}"]),
    "member": lambda r: r.choice([f"{_d(r, 9)}", f"AS{_d(r, 8)}", f"{_d(r, 4)} {_d(r, 5)}"]),
}


def pool(*vals):
    return lambda r: r.choice(vals)


# --------------------------------------------------------------------------------------------
# fact specs: (kind, thread, about, noun phrase, generator, statement clauses, assistant question)
# ``{v}`` marks the value; statement clauses may use incidental slots.  For decision /
# preference / constraint the noun phrase is the topic.
# --------------------------------------------------------------------------------------------
def S(kind, thread, about, np, gen, s, ask=None):
    return {"kind": kind, "thread": thread, "about": about, "np": np, "gen": gen, "s": s, "ask": ask}


SPECS = [
    # ---------------- person
    S("person", "house", "mortgage broker's name", "the broker's name", g_name,
      ["the broker's name is {v}", "we're going through a broker called {v}", "our broker is {v} from {firm}"]),
    S("person", "house", "settlement agent's name", "the settlement agent's name", g_name,
      ["the settlement agent is {v}", "settlement's being handled by {v} at {firm}", "{v} is doing our settlement"]),
    S("person", "house", "building inspector's name", "the building inspector's name", g_name,
      ["the building inspector is a bloke called {v}", "{v} is doing the building inspection"]),
    S("person", "house", "selling agent's name", "the selling agent's name", g_name,
      ["the agent on the listing is {v}", "the selling agent's {v}, talks a million miles an hour"]),
    S("person", "baby", "obstetrician's name", "the obstetrician's name", g_name,
      ["the obstetrician is Dr {v}", "we're seeing Dr {v} for the pregnancy"]),
    S("person", "baby", "midwife's name", "the midwife's name", g_name, ["our midwife is {v}", "the midwife they gave us is {v}, she's lovely"]),
    S("person", "baby", "antenatal class instructor", "the antenatal instructor's name", g_name,
      ["the antenatal class is run by {v}", "the lady running antenatal is {v}"]),
    S("person", "roster", "site medic's name", "the site medic's name", g_name, ["the medic up at camp is {v}", "the site medic this swing is {v}"]),
    S("person", "roster", "HR contact's name", "my HR contact's name", g_name, ["HR put me onto {v} for the leave stuff", "my HR contact is {v}"]),
    S("person", "tax", "accountant's name", "the accountant's name", g_name,
      ["the accountant is {v}", "we're using an accountant called {v} this year"]),
    S("person", "dog", "vet's name", "the vet's name", g_name, ["the kelpie's vet is Dr {v}", "the vet we saw was {v}, good bloke"]),
    S("person", "bucks", "groom's full name (the buck)", "the buck's full name", lambda r: f"{r.choice(MALE)} {r.choice(LAST)}",
      ["the buck's full name is {v} for the booking", "the booking's under the buck's proper name, {v}"]),
    S("person", "footy", "assistant coach's name", "the assistant coach's name", g_name,
      ["my assistant coach this year is {v}", "{v} is helping me coach the under 12s"]),
    S("person", "ute", "mechanic's name", "the mechanic's name", g_name, ["my mechanic is {v}", "{v} does the servicing on the ute"]),
    S("person", "fishing", "charter skipper's name", "the skipper's name", g_name,
      ["the charter skipper is {v}", "we're going out with a skipper called {v}"]),
    S("person", "nan", "Nan's aged-care coordinator", "Nan's care coordinator's name", g_name,
      ["Nan's care coordinator is {v}", "the coordinator at Nan's village is {v}"]),
    # ---------------- pet
    S("pet", "dog", "kelpie's call name", "the kelpie's name",
      pool("Ziggy", "Tonka", "Bindi", "Jinx", "Boof", "Skipper", "Nova", "Rooster", "Pippin", "Marlo"),
      ["the kelpie's name is {v}", "we called the kelpie {v} in the end"],
      "What's the kelpie actually called, by the way?"),
    S("pet", "dog", "kelpie's registered pedigree name", "the kelpie's pedigree name",
      pool("Redgum Blue Zephyr", "Spinifex Rusty Comet", "Wirra Downs Flint", "Yarra Creek Sundance",
           "Coolabah Red Jack", "Ironbark Tilly Rose"),
      ["his registered pedigree name is {v}", "the papers say his full name is {v}"]),
    S("pet", "dog", "kelpie's weight", "the kelpie's weight",
      lambda r: r.choice([f"{r.randint(15, 24)}.{r.randint(1, 9)} kg", f"{r.randint(15, 24)}.{r.randint(1, 9)} kilos"]),
      ["he weighed in at {v} at the vet", "the kelpie's weight is {v}"]),
    S("pet", "dog", "kelpie's flea/worm medication", "the kelpie's flea treatment",
      pool("Simparica Trio", "NexGard Spectra", "Bravecto Plus", "Credelio Quattro", "ProHeart SR-12"),
      ["the kelpie's on {v} for fleas and worms", "the vet put him on {v}"]),
    S("pet", "dog", "boarding kennel", "the kennel we use",
      pool("Bullsbrook Pet Resort", "Gidgegannup Kennels", "Canning Vale Dog Motel", "Wandi Paws Retreat",
           "Oakford Canine Lodge"),
      ["the kelpie goes to {v} when we're both away", "we book him into {v}"]),
    S("pet", "nan", "Nan's cat's name", "Nan's cat's name",
      pool("Princess Pudding", "Mr Biscuit", "Tabitha Jane", "Marmalade", "Sir Fluffington", "Lady Whiskers"),
      ["Nan's cat is called {v}", "Nan's cat {v} has to come too apparently"]),
    S("pet", "dog", "kelpie's food", "the kelpie's food",
      pool("Black Hawk lamb and rice", "Advance working dog kibble", "Ivory Coat grain free", "Meals for Mutts salmon"),
      ["the kelpie only eats {v}", "we feed him {v}"]),
    # ---------------- date
    S("date", "house", "settlement date", "the settlement date", g_date, ["settlement's booked for {v}", "we settle {v}"]),
    S("date", "house", "building inspection date", "the building inspection date", g_date,
      ["the building inspection is {v}", "inspector's coming out {v}"]),
    S("date", "baby", "next obstetrician appointment", "the next OB appointment", g_date,
      ["next OB appointment is {v}", "we've got the obstetrician again {v}"]),
    S("date", "baby", "antenatal classes start", "the antenatal class start date", g_date,
      ["antenatal classes start {v}", "first antenatal class is {v}"]),
    S("date", "baby", "baby's due date", "the due date", g_date, ["the due date is {v}", "bub's due {v}"]),
    S("date", "ute", "ute service booking", "the ute's service date", g_date,
      ["the ute's booked in for a service {v}", "ute goes in for its service {v}"]),
    S("date", "ute", "rego renewal due", "the rego due date", g_date, ["the ute's rego is due {v}", "rego runs out {v}"]),
    S("date", "roster", "fly-in day for next swing", "my fly-in day", g_date, ["i fly back up {v}", "next swing starts {v}"]),
    S("date", "roster", "fitness-for-work medical", "the site medical", g_date, ["my fitness for work medical is {v}", "got the site medical {v}"]),
    S("date", "dog", "kelpie's vet appointment", "the kelpie's vet appointment", g_date,
      ["booked the kelpie in at the vet {v}", "the dog's vet appointment is {v}"]),
    S("date", "bucks", "flight to Bali", "the Bali flight date", g_date, ["we fly to Bali {v}", "the bucks flight is {v}"]),
    S("date", "tax", "meeting with the accountant", "the accountant meeting", g_date, ["meeting the accountant {v}", "tax appointment's {v}"]),
    S("date", "nan", "Nan's 90th party", "the date of Nan's party", g_date, ["Nan's 90th party is {v}", "we're doing Nan's lunch {v}"]),
    S("date", "fishing", "Exmouth trip departure", "the Exmouth departure date", g_date, ["we head up to Exmouth {v}", "Exmouth trip leaves {v}"]),
    S("date", "footy", "footy presentation night", "presentation night", g_date,
      ["footy presentation night is {v}", "the club's doing presentations {v}"]),
    # ---------------- amount
    S("amount", "house", "loan pre-approval amount", "the pre-approval", lambda r: g_amount(r, 480_000, 780_000, 1000),
      ["we got pre-approved for {v}", "the pre-approval came through at {v}"]),
    S("amount", "house", "borrowing power per the bank", "our borrowing power", lambda r: g_amount(r, 1_000_000, 1_300_000, 50_000),
      ["the bank reckons our borrowing power is {v}", "max we can borrow is apparently {v}"]),
    S("amount", "house", "deposit saved", "the deposit", lambda r: g_amount(r, 36_000, 96_000, 500),
      ["we've got {v} saved for the deposit", "deposit's sitting at {v}"]),
    S("amount", "house", "building inspection fee", "the inspection fee", lambda r: g_amount(r, 380, 690, 5),
      ["the building inspection is costing {v}", "inspector charges {v}"]),
    S("amount", "house", "current rent", "our rent", g_weekly, ["we're paying {v} rent at the moment", "rent's {v} on the current place"]),
    S("amount", "ute", "lift kit quote", "the lift kit quote", lambda r: g_amount(r, 2400, 5800, 50),
      ["the lift kit quote came back at {v}", "lift kit's gonna be {v} fitted"]),
    S("amount", "ute", "ute service cost", "the service quote", lambda r: g_amount(r, 390, 980, 5),
      ["service is quoted at {v}", "the ute service is gonna be {v}"]),
    S("amount", "bucks", "buck's party cost per head", "the bucks cost per head", lambda r: g_amount(r, 1100, 2400, 100),
      ["the bucks is {v} a head all up", "bali's costing {v} each"]),
    S("amount", "tax", "expected tax refund", "the tax refund", lambda r: g_amount(r, 1800, 7400, 10),
      ["accountant reckons the refund will be about {v}", "tax refund should be {v}"]),
    S("amount", "tax", "super balance", "my super balance", lambda r: g_amount(r, 62_000, 188_000, 500),
      ["my super's sitting at {v}", "super balance is {v} apparently"]),
    S("amount", "dog", "vet bill", "the vet bill", lambda r: g_amount(r, 240, 1600, 5), ["the vet bill came to {v}", "vet charged us {v}"]),
    S("amount", "fishing", "charter cost per person", "the charter cost", lambda r: g_amount(r, 380, 900, 5),
      ["the charter's {v} each", "charter works out at {v} a head"]),
    S("amount", "nan", "venue hire for Nan's party", "the venue hire", lambda r: g_amount(r, 300, 1200, 25),
      ["venue hire for Nan's party is {v}", "the hall wants {v} for the day"]),
    S("amount", "baby", "private hospital excess", "the hospital excess", lambda r: g_amount(r, 250, 750, 50),
      ["the hospital excess is {v}", "our excess for the birth is {v}"]),
    # ---------------- phone
    S("phone", "house", "mortgage broker's mobile", "the broker's mobile", g_mobile, ["the broker's mobile is {v}", "broker said ring him on {v}"]),
    S("phone", "house", "settlement agent's office number", "the settlement office number", g_land,
      ["the settlement office number is {v}", "settlement agent's on {v}"]),
    S("phone", "dog", "vet clinic number", "the vet clinic's number", g_land, ["the vet clinic's number is {v}", "vet's on {v}"]),
    S("phone", "roster", "site medic's number", "the site medic's number", lambda r: g_land(r, "91"),
      ["the site medic's number is {v}", "medic's direct line is {v}"]),
    S("phone", "roster", "HR hotline", "the HR line", g_1300, ["the HR line is {v}", "HR said call {v} for leave stuff"]),
    S("phone", "fishing", "charter operator's number", "the charter number", g_mobile,
      ["the charter bloke's number is {v}", "book the charter on {v}"]),
    S("phone", "ute", "mechanic's number", "the mechanic's number", lambda r: r.choice([g_land(r), g_mobile(r)]),
      ["the mechanic's number is {v}", "workshop's on {v}"]),
    S("phone", "footy", "club president's mobile", "the club president's mobile", g_mobile,
      ["the club president's mobile is {v}", "president said text him on {v}"]),
    S("phone", "nan", "Nan's retirement village number", "the village's number", g_land,
      ["Nan's village front desk is {v}", "the number for Nan's village is {v}"]),
    S("phone", "baby", "maternity ward number", "the maternity ward number", g_land,
      ["the maternity ward number is {v}", "if anything happens ring the ward on {v}"]),
    S("phone", "tax", "accountant's number", "the accountant's number", lambda r: r.choice([g_land(r), g_mobile(r)]),
      ["the accountant's number is {v}", "accountant's on {v}"]),
    # ---------------- address
    S("address", "house", "address of the house being bought", "the address of the place we're buying", g_street,
      ["the place we're buying is {v}", "the offer went in on {v}"]),
    S("address", "house", "settlement agent's office", "the settlement office address", g_office,
      ["settlement agent's office is at {v}", "we sign the settlement stuff at {v}"]),
    S("address", "dog", "vet clinic address", "the vet clinic's address", g_office, ["the vet clinic's at {v}", "vet moved to {v}"]),
    S("address", "nan", "venue for Nan's 90th", "the party venue address", g_street, ["Nan's party is at {v}", "the venue for the 90th is {v}"]),
    S("address", "fishing", "Exmouth accommodation", "the Exmouth accommodation address", g_exmouth,
      ["we're staying at {v}", "booked the accommodation, it's {v}"]),
    S("address", "tax", "accountant's office", "the accountant's office address", g_office,
      ["the accountant's office is {v}", "accountant's at {v}"]),
    S("address", "roster", "company PO box for paperwork", "the postal address for the paperwork", g_pobox,
      ["paperwork has to be posted to {v}", "the mailing address for the forms is {v}"]),
    S("address", "ute", "mechanic's workshop", "the workshop address", g_office, ["the workshop's at {v}", "drop the ute at {v}"]),
    S("address", "baby", "antenatal class venue", "the antenatal venue address", g_office,
      ["antenatal classes are at {v}", "the classes are held at {v}"]),
    # ---------------- id
    S("id", "ute", "ute rego plate", "the ute's rego", ID_GEN["rego"], ["the ute's rego is {v}", "plate's {v}"]),
    S("id", "baby", "Medicare number", "my Medicare number", ID_GEN["medicare"], ["my Medicare number is {v}", "Medicare card number's {v}"]),
    S("id", "tax", "tax file number", "my TFN", ID_GEN["tfn"], ["my TFN is {v}", "tax file number's {v}"]),
    S("id", "house", "loan application number", "the loan application number", ID_GEN["loan"],
      ["the loan application number is {v}", "bank gave us an application number, {v}"]),
    S("id", "roster", "work permit number", "my work permit number", ID_GEN["permit"],
      ["my permit to work number is {v}", "permit number for the switchroom job is {v}"]),
    S("id", "bucks", "Bali flight booking reference", "the Bali booking ref", ID_GEN["booking"],
      ["the flight's {flight}, booking ref {v}", "bali booking reference is {v}"]),
    S("id", "ute", "ute insurance policy number", "the ute insurance policy number", ID_GEN["policy"],
      ["the ute insurance policy number is {v}", "policy number for the ute is {v}"]),
    S("id", "roster", "employee number", "my employee number", ID_GEN["employee"], ["my employee number is {v}", "employee ID is {v}"]),
    S("id", "footy", "Working With Children card number", "my WWC card number", ID_GEN["wwc"],
      ["my working with children card number is {v}", "WWC number is {v}"]),
    S("id", "dog", "kelpie's microchip number", "the kelpie's microchip number", ID_GEN["chip"],
      ["the kelpie's microchip number is {v}", "his chip number's {v}"]),
    S("id", "baby", "hospital UR number", "the hospital UR number", ID_GEN["ur"],
      ["{partner}'s hospital UR number is {v}", "the hospital gave her a number, {v}"]),
    S("id", "tax", "super member number", "my super member number", ID_GEN["member"],
      ["my super member number is {v}", "super fund member number's {v}"]),
    # ---------------- decision
    S("decision", "house", "loan structure", "the loan",
      pool("fixed for two years", "a three-year fixed split", "variable with an offset", "a 60/40 fixed-variable split"),
      ["we're going with {v} on the loan", "we decided on {v} in the end"],
      "Have you two decided how you'll structure the loan?"),
    S("decision", "baby", "where to have the baby", "the birth",
      pool("King Eddie's public", "St John of God Murdoch", "Joondalup Health Campus", "Fiona Stanley", "Osborne Park Hospital"),
      ["we're booking in at {v} for the birth", "going with {v} for the birth"],
      "Have you settled on where she'll give birth?"),
    S("decision", "ute", "which lift kit", "the lift kit",
      pool("a 2 inch Dobinsons kit", "the 40mm Ironman foam cell", "a 50mm Tough Dog setup", "the Old Man Emu 45mm"),
      ["going with {v} for the ute", "i've decided on {v}"],
      "Did you land on which lift kit you're getting?"),
    S("decision", "bucks", "Bali accommodation", "where we're staying in bali",
      pool("the Canggu villa with the plunge pool", "the six-bedder in Seminyak", "the Uluwatu cliff villa"),
      ["the boys voted and it's {v}", "we locked in {v}"],
      "Has the group decided on accommodation in Bali yet?"),
    S("decision", "fishing", "how they'll fish at Exmouth", "the boat situation",
      pool("the 5am charter out of Bundegi", "launching the tinny at Tantabiddi", "the half-day reef charter"),
      ["we're doing {v}", "we decided on {v} for the first day"],
      "Are you lot chartering or taking a boat up?"),
    S("decision", "nan", "venue for Nan's party", "the venue",
      pool("the Bassendean bowlo", "the function room at the Guildford pub", "the Swan Valley winery lunch"),
      ["family decided on {v} for Nan", "we're going with {v}"],
      "Did the family sort out a venue for Nan's 90th?"),
    S("decision", "footy", "under-12s team decision", "the team",
      pool("rotating captains every week", "everyone plays at least half a game", "moving training to Wednesday arvos"),
      ["i've decided on {v} for the under 12s", "new rule for the under 12s: {v}"],
      "Have you worked out how you'll handle captains and game time?"),
    S("decision", "tax", "super decision", "the super",
      pool("salary sacrificing 150 a fortnight", "rolling everything into one fund", "switching to high growth"),
      ["i'm {v}", "i've decided on {v} for the super"],
      "Did you decide what to do about your super?"),
    S("decision", "roster", "roster choice", "the roster",
      pool("taking the 8-and-6 roster", "sticking with day shift", "picking up the extra shutdown"),
      ["i'm {v}", "told the supervisor i'm {v}"],
      "Have you decided what you're doing with the roster change?"),
    # ---------------- preference
    S("preference", "roster", "coffee order", "coffee",
      pool("long mac topped up", "double-shot iced latte", "magic with almond milk", "large cap with extra froth"),
      ["my usual is a {v}", "i always grab a {v} at the airport"],
      "What's your usual coffee order, out of interest?"),
    S("preference", "roster", "flight seat preference", "the FIFO flight",
      pool("window seat over the wing", "aisle seat down the back", "seat in the exit row"),
      ["i always try get a {v} on the FIFO flight", "always book a {v} on the charter, legroom mate"],
      "Do you have a seat you try to get on the charter?"),
    S("preference", "nan", "Nan's cake preference", "Nan's cake",
      pool("a passionfruit sponge", "a pavlova with kiwi fruit", "lemon meringue pie", "a Black Forest cake"),
      ["Nan wants {v} for the 90th", "Nan's asked for {v}, not a normal cake"],
      "Does Nan have a cake she'd like?"),
    S("preference", "baby", "partner's food craving", "her cravings",
      pool("salt and vinegar Smith's", "frozen mango chunks", "Golden Gaytime bars", "pickled onions"),
      ["{partner}'s only keen on {v} at the moment", "all she wants is {v}"],
      "Anything she's craving at the moment?"),
    S("preference", "bucks", "beer preference", "beer",
      pool("Little Creatures Pale Ale", "Emu Export", "Gage Roads Single Fin", "Bintang in the little bottles"),
      ["i'm strictly {v} on the trip", "{v} is my drink"],
      "What's your drink of choice for the trip?"),
    S("preference", "fishing", "bait preference", "bait",
      pool("frozen pilchards", "squid strips", "prawn-imitation soft plastics", "live herring"),
      ["i reckon {v} work best", "{v} every time for me"],
      "What bait do you like to use?"),
    S("preference", "ute", "tyre preference", "tyres",
      pool("BFGoodrich KO2s", "Maxxis Razr ATs", "Cooper AT3s", "Toyo Open Country RTs"),
      ["i'm only running {v}", "{v} are the only tyres i'll put on it"],
      "Do you have a preferred tyre for the ute?"),
    S("preference", "roster", "how to be contacted on swing", "contact on swing",
      pool("texts not calls", "WhatsApp voice notes", "emails after 6pm only"),
      ["on swing it's {v} for me", "{v} works best when i'm up there"],
      "What's the best way for people to reach you while you're on swing?"),
    S("preference", "footy", "half-time snack for the kids", "the kids' snacks",
      pool("jelly snakes at half time", "frozen zooper doogers", "watermelon wedges at the break"),
      ["the kids go mad for {v}", "{v} is the tradition now"],
      "What do the kids like for snacks on game day?"),
    # ---------------- constraint
    S("constraint", "baby", "pregnancy diet restriction", "her diet",
      pool("no soft cheese", "nothing with raw fish", "no deli meats", "no runny eggs"),
      ["doc says {v} for {partner} till bub arrives", "the rule for {partner} is {v} while she's pregnant"],
      "Are there any foods she has to avoid at the moment?"),
    S("constraint", "nan", "Nan's mobility requirement", "Nan's access needs",
      pool("wheelchair access", "a ramp at the front door", "ground-floor everything", "a disabled loo close by"),
      ["whatever venue we pick needs {v} for Nan", "Nan's walker means we need {v}"],
      "Does Nan have any access needs for the venue?"),
    S("constraint", "roster", "leave restriction", "leave",
      pool("max 5 days leave per swing", "no leave during shutdown", "leave requests 6 weeks out"),
      ["HR says {v}", "the rule up here is {v}"],
      "Are there any rules on when you can take leave?"),
    S("constraint", "dog", "kelpie's diet restriction", "the dog's diet",
      pool("no chicken for the dog", "grain-free only", "no cooked bones"),
      ["the vet says {v}", "strictly {v} after the last flare up"],
      "Any foods the kelpie can't have?"),
    S("constraint", "ute", "lift kit legal limit", "the lift",
      pool("under 50mm to stay road legal", "no more than 2 inches without engineering"),
      ["the lift has to be {v}", "the rule is {v}"],
      "Is there a limit on how high you can go with the lift?"),
    S("constraint", "bucks", "bucks travel constraint", "the bali dates",
      pool("back by the Sunday arvo", "no flights before 9am", "nothing that clashes with my roster"),
      ["{partner}'s one rule is {v}", "the only rule is {v}"],
      "Are there any must-dos on timing for the trip?"),
    S("constraint", "fishing", "charter capacity", "the charter",
      pool("max four on the boat", "no kids under 12 on the charter"),
      ["the catch is {v}", "the skipper said {v}"],
      "Any restrictions on the charter?"),
]

KINDS_COUNT = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ["person", "date", "amount", "phone", "address", "id"]
DPC = {"decision", "preference", "constraint"}
STYLES = ["plain", "vfirst", "clause", "reported", "list", "answer", "question", "dictation", "buried",
          "texting", "pasted"]

# --------------------------------------------------------------------------------------------
# message rendering
# --------------------------------------------------------------------------------------------
TXT_SUBS = [(r"\byou're\b", "ur"), (r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bplease\b", "pls"),
            (r"\bthanks\b", "thx"), (r"\bbecause\b", "cos"), (r"\btomorrow\b", "tmrw"), (r"\babout\b", "abt"),
            (r"\bprobably\b", "prob"), (r"\bdefinitely\b", "defo"), (r"\bgoing to\b", "gonna"),
            (r"\bdon't\b", "dont"), (r"\bi'm\b", "im"), (r"\bthat's\b", "thats"), (r"\bwith\b", "w"),
            (r"\bbefore\b", "b4"), (r"\bare\b", "r"), (r"\bwhat's\b", "whats"), (r"\bit's\b", "its"),
            (r"\bsomething\b", "smth"), (r"\bpeople\b", "ppl")]


def _texting(rng, t):
    t = t.lower()
    for a, b in TXT_SUBS:
        t = re.sub(a, b, t)
    t = re.sub(r"[.!]+$", "", t.strip())
    return t + rng.choice(["", " lol", " 👍", " ta", " cheers", " haha", " x", " !!", " 🤙"])


def _dictate(rng, t):
    t = t.lower().replace("'", "")
    t = re.sub(r"\s*—\s*|\s+-\s+", " dash ", t)
    t = re.sub(r",\s*", " comma ", t)
    t = re.sub(r"\?\s*", " question mark ", t)
    t = re.sub(r"!\s*", " exclamation mark ", t)
    t = re.sub(r"\.(\s+|$)", " full stop ", t)
    words = re.sub(r"\s+", " ", t).strip().split(" ")
    for _ in range(rng.randint(1, 3)):
        words.insert(rng.randint(0, len(words)), rng.choice(["um", "uh", "ah", "like", "so yeah"]))
    pre = rng.choice(["", "[voice to text] ", "sorry driving ", "talking to text ", "ok siri no ", "(dictated) "])
    return pre + " ".join(words)


def _you(np_):
    np_ = re.sub(r"\bmy\b", "your", np_)
    np_ = re.sub(r"\bour\b", "your", np_)
    np_ = re.sub(r"\bwe're\b", "you're", np_)
    return re.sub(r"\bwe\b", "you", np_)


def _frag(rng, ctx, thread):
    return fill(rng, rng.choice(TH[thread]["f"]), ctx)


def _other(rng, ctx, thread):
    return _frag(rng, ctx, rng.choice([t for t in TH if t != thread]))


def _cap(t):
    return t[:1].upper() + t[1:]


VFIRST_DPC = {
    "decision": ["{V} — that's the call on {np}", "{V}. that's where we landed on {np}", "{V}, final answer on {np}"],
    "preference": ["{V} — that's the go with {np}", "{V}, every time, re {np}", "{V}. that's the one for {np}"],
    "constraint": ["{V} — that's the rule with {np} now", "{V}. non-negotiable apparently, re {np}"],
}


def fact_user(rng, spec, style, ctx):
    """User message stating a fact, with the value replaced by the PH placeholder."""
    th, kind, np_ = spec["thread"], spec["kind"], spec["np"]
    dpc = kind in DPC
    s_ = fill(rng, rng.choice(spec["s"]), ctx, v=PH)
    lead = _frag(rng, ctx, th) + rng.choice([", ", ". ", " and ", " — "]) if rng.random() < 0.45 else ""
    tail = rng.choice([". ", ", ", " — "]) + _frag(rng, ctx, th) if rng.random() < 0.35 else ""
    rep = fill(rng, rng.choice(TH[th]["rep"] + ["{partner}", "mum"]), ctx)

    def x(tpl, **kw):
        return fill(rng, tpl, ctx, S=s_, V=PH, np=np_, lead=lead, tail=tail, rep=rep, c=fill(rng, rng.choice(CONSEQ), ctx), **kw)

    if style == "plain":
        return x(rng.choice(["{lead}{S}{tail}", "{lead}fyi {S}{tail}", "{S}, just so you know{tail}", "{lead}oh and {S}",
                             "right so {S}{tail}"]))
    if style == "vfirst":
        if dpc:
            return x(rng.choice(VFIRST_DPC[kind])) + tail
        return x(rng.choice(["{V} — that's {np}{tail}", "{V}. that's {np} btw", "{V} is {np}{tail}",
                             "{V} for {np}, write that down somewhere", "{V}!! {np} finally sorted{tail}"]))
    if style == "clause":
        return x(rng.choice(["since {S}, {c}", "{c}, seeing as {S}", "now that {S} i reckon {c}",
                             "told {mate} that {S}, {c}", "{lead}because {S}, {c}", "given {S}, {c}"]))
    if style == "reported":
        return x(rng.choice(["{rep} reckons {S}", "{rep} just told me {S}", "{rep} said {S}, so there you go",
                             "according to {rep}, {S}", "{lead}apparently {S}, that's what {rep} said"]))
    if style == "list":
        label = np_.split(" ", 1)[1] if np_.split(" ", 1)[0] in ("the", "my", "our") else np_
        item = s_ if dpc else f"{label}: {PH}"
        items = [fill(rng, f, ctx) for f in rng.sample(TH[th]["f"], rng.randint(1, 3))]
        items.insert(rng.randint(0, len(items)), item)
        bullet = rng.choice(["- ", "* ", "• ", "#. "])
        head = fill(rng, rng.choice(["{label} list:", "ok {label} rundown", "for the {label}:", "notes for {label} so i dont forget:"]),
                    ctx, label=TH[th]["label"])
        return head + "".join(f"\n{bullet.replace('#', str(i + 1))}{it}" for i, it in enumerate(items))
    if style == "answer":
        if dpc:
            return x(rng.choice(["{S}", "yeah so {S}", "{V} i reckon", "oh that — {S}", "{V}{tail}"]))
        return x(rng.choice(["{V}", "oh yeah it's {V}", "{V}, sorry forgot to say{tail}", "it's {V} i think, yeah defo",
                             "re your question — {V}", "{S}", "yeah {S}{tail}", "{V} mate"]))
    if style == "question":
        return x(rng.choice(["is it normal that {S}?", "{S} — does that sound right to you?", "do you reckon it matters that {S}?",
                             "can you remind me {day} that {S}?", "should i tell {partner} {S} or wait?",
                             "what's the go now that {S}?", "{lead}quick one, since {S}, what do i need to sort first?"]))
    if style == "dictation":
        return _dictate(rng, x(rng.choice(["{S}. {c}", "{lead}{S}{tail}", "ok so {S}. thanks mate", "{S}, {c}"])))
    if style == "buried":
        o = [_other(rng, ctx, th) for _ in range(3)]
        return x(rng.choice(["{o0}. {o1} — oh and {S}. {o2}", "{o0}, {o1}, anyway {S}, {o2} lol",
                             "{o0}. also {S}. {o1}, {o2}"]), o0=o[0], o1=o[1], o2=o[2])
    if style == "texting":
        return _texting(rng, x(rng.choice(["{S} btw", "{lead}{S}", "{S}{tail}", "heads up {S}", "{S} ok"])))
    if style == "pasted":
        tpls = ['{partner} just sent me this: "{S}. love u x"', 'txt from {partner}: "{S} dont forget!!"',
                'forwarding this so i dont lose it — "{Scap}."', 'screenshot from the group chat says "{S}"']
        if re.search(r"\b(i|i'm|i've|my)\b", s_):
            tpls = ['forwarding this so i dont lose it — "{Scap}."', 'copied from my notes app: "{S}"', 'pasting what i sent {partner}: "{S}"']
        elif not dpc:
            tpls.append('copying from the email: "Hi {me}, just confirming {S}. Kind regards"')
        return x(rng.choice(tpls), Scap=_cap(s_))
    raise ValueError(style)


ECHO = ["I've noted {np} as {v}.", "{v} — got it.", "Noted: {np} is {v}.", "Okay, {v} for {np}.", "Got it, {v}."]
ECHO_DPC = ["Noted — {v}.", "Got it: {v}.", "Makes sense, {v}."]


def _asst(rng, ctx, th, echo=None, opener=None, user=""):
    if opener is None:
        opener = rng.choice(Q_OPENERS if "?" in user or re.search(r"\b(how|what|can|should|is it|do i|do we)\b", user) else OPENERS)
    parts = [opener]
    if echo:
        parts.append(echo)
    k = 1 if rng.random() < 0.12 else 3 if rng.random() < 0.3 else 2
    parts += [fill(rng, b, ctx) for b in rng.sample(TH[th]["a"], k)]
    if rng.random() < 0.55:
        parts.append(fill(rng, rng.choice(CLOSERS), ctx))
    return " ".join(parts)


def fact_asst(rng, spec, value, ctx):
    echo = None
    if rng.random() < 0.35:
        tpl = rng.choice(ECHO_DPC if spec["kind"] in DPC else ECHO)
        echo = tpl.replace("{np}", _you(spec["np"])).replace("{v}", value)
    return _asst(rng, ctx, spec["thread"], echo, opener=rng.choice(FACT_OPENERS))


def ask_text(rng, spec):
    if spec["ask"]:
        return spec["ask"]
    kind = {"date": ["When's {np}, by the way?", "Did they give you a date for {np}?"],
            "amount": ["How much is {np}, roughly?", "What did {np} come to?"]}.get(spec["kind"], [])
    return rng.choice(kind or ["Just so I have it, what's {np}?", "What's {np}, by the way?",
                              "Do you have {np} handy? I can keep it on file."]).replace("{np}", _you(spec["np"]))


CORR = [
    "scratch that, {np} is {new} not {old}",
    "turns out i had {np} wrong — it's not {old}, it's {new}",
    "{new}. not {old}. that's {np}, my bad",
    "ignore the {old} i gave you before, {np}'s actually {new}",
    "{partner} reckons i wrote it down wrong, {np} is {new} (not {old})",
    "update on {np}: was {old}, now {new}",
    "yeah nah {old} was wrong mate, {np} is actually {new}",
    "quick fix — where i said {old} for {np}, make that {new}",
    "my mistake earlier, {new} is the right one for {np}, {old} was off an old email",
    "hang on, {np} — i said {old} but it's {new}, just double checked",
]
CORR_KIND = {
    "date": ["they moved it to {new}, so {np} isn't {old} anymore", "they've pushed {np} from {old} to {new}, typical",
             "rang up and {np} is {new} now instead of {old}", "{new} now for {np}. they rang and bumped it off {old}"],
    "phone": ["had the wrong number — {old} rings some random in Geraldton lol, {np} is {new}",
              "{old} is disconnected apparently, {np} is {new}", "{new} is the right one for {np}, i'd saved {old} wrong"],
    "amount": ["they revised it, {np} is {new} now, the {old} figure's out of date", "new number on {np}: {new}. forget the {old}",
               "{np} came back different, {new} instead of {old}"],
    "address": ["wrong address before — {np} is {new}, not {old}", "{np} changed, it's {new} now, {old} was the old one",
                "google maps had it wrong, {np} is {new} not {old}"],
    "person": ["{old} left apparently, {np} is {new} now", "got the name wrong — {np} is {new}, not {old}",
               "turns out {old} is the receptionist lol, {np} is actually {new}"],
    "id": ["i fat-fingered it, {np} is {new} not {old}", "they reissued it — {np} is {new} now, the {old} one's cancelled",
           "{new} is {np}, i had {old} from the old paperwork"],
}


def corr_user(rng, spec, ctx):
    th = spec["thread"]
    t = fill(rng, rng.choice(CORR + CORR_KIND[spec["kind"]] * 2), ctx, np=spec["np"], old=PH_OLD, new=PH_NEW)
    r = rng.random()
    if r < 0.3:
        t = _frag(rng, ctx, th) + rng.choice([". ", ", ", " — oh and "]) + t
    elif r < 0.45:
        t = t + ". " + fill(rng, rng.choice(TH[th]["u"]), ctx)
    elif r < 0.6:
        t = _texting(rng, t)
    return t


def corr_asst(rng, spec, new, ctx):
    echo = None
    if rng.random() < 0.5:
        echo = rng.choice(["I'll use {new} for {np} from now on.", "Updated: {np} is {new}.", "{new} it is."])
        echo = echo.replace("{np}", _you(spec["np"])).replace("{new}", new)
    op = rng.choice(["Thanks for the heads-up.", "No worries, updated.", "Good catch.", "Easy fix.", "All good, changed it."])
    return _asst(rng, ctx, spec["thread"], echo, opener=op)


def filler(rng, ctx, th):
    t1, t2 = rng.sample(TH[th]["u"], 2)
    u = fill(rng, t1, ctx)
    r = rng.random()
    if r < 0.3:
        u = u + rng.choice([". ", ", also ", " — oh and "]) + fill(rng, t2, ctx)
    elif r < 0.5:
        u = _frag(rng, ctx, th) + rng.choice([", ", ". ", " — "]) + u
    elif r < 0.58:
        u = _texting(rng, u)
    return u, _asst(rng, ctx, th, user=u)


# --------------------------------------------------------------------------------------------
# conversation assembly
# --------------------------------------------------------------------------------------------
W = {"roster": 1.25, "house": 1.35, "baby": 1.3, "ute": 1.0, "footy": 1.0, "dog": 1.0, "bucks": 0.9, "tax": 0.95,
     "nan": 0.9, "fishing": 0.9}


def _schedule(rng, turns):
    sched, cur = [], None
    while len(sched) < turns:
        opts = [t for t in TH if t != cur]
        cur = rng.choices(opts, weights=[W[t] for t in opts])[0]
        sched += [cur] * rng.choice([2, 3, 3, 4, 4, 5, 6])
    return sched[:turns]


def _persona(rng):
    return {"me": rng.choice(["Brodie", "Kane", "Jarrad", "Lachie", "Dylan", "Jake", "Rhett", "Blake"]),
            "partner": rng.choice(["Tahlia", "Brooke", "Kayla", "Shanae", "Chelsea", "Jade", "Ebony", "Courtney"]),
            "buck": rng.choice(["Tommo", "Gazza", "Scotty", "Reidy", "Lukey", "Benno"]),
            "site": rng.choice(["Coolabah Ridge", "Marra Creek", "Red Hill East", "Yandicoogina North", "Spinifex Flats"]),
            "company": rng.choice(["Redbank Resources", "Ironclad Minerals", "Spinifex Iron", "Hamersley Ore Co"])}


def _new_value(rng, spec, old):
    if spec["kind"] == "person" and rng.random() < 0.5:
        return f"{old.split(' ')[0]} {rng.choice(LAST)}"
    return spec["gen"](rng)


def _build(rng, turns, n_corr):
    ctx = _persona(rng)
    facts, seen = [], []

    def fresh(v):
        lv = v.lower()
        return all(lv not in u and u not in lv for u in seen)

    for kind, n in KINDS_COUNT.items():
        for sp in rng.sample([s for s in SPECS if s["kind"] == kind], n):
            for _ in range(60):
                v = sp["gen"](rng)
                if fresh(v):
                    break
            else:
                return None
            seen.append(v.lower())
            facts.append({"spec": sp, "value": v, "stale": None})
    kinds = CORRECTABLE[:]
    rng.shuffle(kinds)
    corrected = []
    for i in range(n_corr):
        cands = [f for f in facts if f["spec"]["kind"] == kinds[i % len(kinds)] and f not in corrected]
        cands = cands or [f for f in facts if f["spec"]["kind"] in CORRECTABLE and f not in corrected]
        f = rng.choice(cands)
        for _ in range(60):
            v = _new_value(rng, f["spec"], f["value"])
            if fresh(v):
                break
        else:
            return None
        seen.append(v.lower())
        f["stale"], f["value"] = f["value"], v
        corrected.append(f)
    # bands (early / middle / late) and styles
    n = len(facts)
    third = -(-n // 3)
    quota = [third, third, n - 2 * third]
    for i, f in enumerate(corrected):
        f["band"] = i % 2
        quota[i % 2] -= 1
    rest = [b for b in range(3) for _ in range(max(0, quota[b]))]
    rng.shuffle(rest)
    others = [f for f in facts if f not in corrected]
    for f, b in zip(others, rest + [2] * n):
        f["band"] = b
    styles = (STYLES * (n // len(STYLES) + 1))[:n]
    rng.shuffle(styles)
    order = facts[:]
    rng.shuffle(order)
    for f, st in zip(order, styles):
        f["style"] = st
    # placement
    sched = _schedule(rng, turns)
    used = set()
    bounds = [(1, turns // 3), (turns // 3, 2 * turns // 3), (2 * turns // 3, turns)]

    def cands(th, lo, hi):
        return [t for t in range(max(lo, 1), min(hi, turns)) if sched[t] == th and sched[t - 1] == th
                and all(abs(t - u) >= 2 for u in used)]

    for f in corrected + others:
        th = f["spec"]["thread"]
        lo, hi = bounds[f["band"]]
        c = cands(th, lo, hi if f["stale"] is None else min(hi, turns - 60))
        if not c:
            return None
        f["turn"] = rng.choice(c)
        used.add(f["turn"])
        if f["stale"] is not None:
            cc = cands(th, f["turn"] + 50, turns)
            near = [t for t in cc if t <= f["turn"] + 450]
            if not cc:
                return None
            f["corrected_at"] = rng.choice(near or cc)
            used.add(f["corrected_at"])
    # render fact turns
    users, assts, suffix = [None] * turns, [None] * turns, {}
    allowed = []  # (value lower, allowed user turns, allowed assistant turns)
    for f in facts:
        sp, t = f["spec"], f["turn"]
        stated = f["stale"] if f["stale"] is not None else f["value"]
        users[t] = fact_user(rng, sp, f["style"], ctx).replace(PH, stated)
        assts[t] = fact_asst(rng, sp, stated, ctx)
        if f["style"] == "answer":
            suffix[t - 1] = ask_text(rng, sp)
        if f["stale"] is None:
            allowed.append((f["value"].lower(), {t}, {t}))
        else:
            c = f["corrected_at"]
            users[c] = corr_user(rng, sp, ctx).replace(PH_OLD, f["stale"]).replace(PH_NEW, f["value"])
            assts[c] = corr_asst(rng, sp, f["value"], ctx)
            allowed.append((f["value"].lower(), {c}, {c}))
            allowed.append((f["stale"].lower(), {t, c}, {t}))
    msgs = [(i, 0, users[i]) for i in range(turns) if users[i] is not None]
    msgs += [(i, 1, assts[i]) for i in range(turns) if assts[i] is not None] + [(i, 1, s) for i, s in suffix.items()]
    for i, role, text in msgs:
        low = text.lower()
        for v, au, aa in allowed:
            if v in low and i not in (aa if role else au):
                return None
    vals = [a[0] for a in allowed]
    for i in range(turns):
        if users[i] is not None:
            continue
        for _ in range(80):
            u, a = filler(rng, ctx, sched[i])
            if i in suffix:
                a = a + " " + suffix[i]
            lu, la = u.lower(), a.lower()
            if not any(v in lu or v in la for v in vals):
                break
        else:
            return None
        users[i], assts[i] = u, a
    planted = [Planted(kind=f["spec"]["kind"], about=f["spec"]["about"], value=f["value"], turn=f["turn"],
                       stale=f["stale"], corrected_at=f.get("corrected_at")) for f in facts]
    planted.sort(key=lambda p: p.turn)
    conv = Conversation(turns=list(zip(users, assts)), facts=planted)
    conv.styles = {f["turn"]: f["style"] for f in facts}
    return conv


def validate(conv, turns=1000, n_corr=6):
    """Return a list of problems (empty when the conversation satisfies every invariant)."""
    errs = []
    if len(conv.turns) != turns:
        errs.append(f"turns {len(conv.turns)} != {turns}")
    counts = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    if counts != KINDS_COUNT:
        errs.append(f"kind counts {counts}")
    corr = conv.corrections
    if len(corr) != n_corr:
        errs.append(f"{len(corr)} corrections != {n_corr}")
    users = [u.lower() for u, _ in conv.turns]
    assts = [a.lower() for _, a in conv.turns]

    def where(v):
        v = v.lower()
        return ({i for i, m in enumerate(users) if v in m}, {i for i, m in enumerate(assts) if v in m})

    for f in conv.facts:
        if f.stale is None:
            u, a = where(f.value)
            if u != {f.turn} or not a <= {f.turn}:
                errs.append(f"{f.about}: {f.value!r} in user {sorted(u)[:5]} asst {sorted(a)[:5]}, stated {f.turn}")
            if f.value not in conv.turns[f.turn][0]:
                errs.append(f"{f.about}: value not verbatim in turn {f.turn}")
            continue
        c = f.corrected_at
        if f.kind not in CORRECTABLE or c is None or c - f.turn < 50:
            errs.append(f"{f.about}: bad correction {f.kind} {f.turn}->{c}")
            continue
        u, a = where(f.value)
        if u != {c} or not a <= {c}:
            errs.append(f"{f.about}: new {f.value!r} in user {sorted(u)[:5]} asst {sorted(a)[:5]}, corrected {c}")
        u, a = where(f.stale)
        if u != {f.turn, c} or not a <= {f.turn}:
            errs.append(f"{f.about}: stale {f.stale!r} in user {sorted(u)[:5]} asst {sorted(a)[:5]}, {f.turn}->{c}")
        if f.stale not in conv.turns[f.turn][0] or f.value not in conv.turns[c][0] or f.stale not in conv.turns[c][0]:
            errs.append(f"{f.about}: stale/new not verbatim in the user messages")
    return errs


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    rng = random.Random(seed)
    for _ in range(200):
        conv = _build(rng, turns, n_corrections)
        if conv is not None and not validate(conv, turns, n_corrections):
            return conv
    raise RuntimeError(f"recall_world_y: could not build a valid conversation for seed {seed}")


if __name__ == "__main__":
    import os
    from collections import Counter

    os.environ.setdefault("TIKTOKEN_CACHE_DIR", "/work/main/rollmem_client/_tiktoken")
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    failed = False
    for seed in range(1, 6):
        conv = generate(seed)
        errs = validate(conv)
        again = generate(seed)
        if again.turns != conv.turns or again.facts != conv.facts:
            errs.append("not deterministic")
        toks = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns)
        avg = toks / len(conv.turns)
        if not 80 <= avg <= 130:
            errs.append(f"avg tokens per turn {avg:.1f} outside 80-130")
        kinds = Counter(f.kind for f in conv.facts)
        bands = Counter("early" if f.turn < 334 else "middle" if f.turn < 667 else "late" for f in conv.facts)
        styles = Counter(conv.styles.values())
        print(f"seed {seed}: {len(conv.turns)} turns, {len(conv.facts)} facts, {len(conv.corrections)} corrections, "
              f"avg {avg:.1f} tokens/turn, {toks} tokens")
        print(f"  kinds {dict(kinds)}")
        print(f"  bands {dict(bands)}  styles {dict(sorted(styles.items()))}")
        for f in conv.corrections:
            print(f"  correction [{f.kind}] {f.about}: {f.stale!r} @{f.turn} -> {f.value!r} @{f.corrected_at}")
            print(f"    > {conv.turns[f.corrected_at][0][:160]!r}")
        rs = random.Random(seed)
        for f in rs.sample(conv.facts, 4):
            print(f"  sample [{f.kind}/{conv.styles[f.turn]}] {f.about} = {f.stale or f.value!r} @{f.turn}")
            print(f"    > {conv.turns[f.turn][0][:200]!r}")
        for e in errs:
            print(f"  FAIL: {e}")
        failed = failed or bool(errs)
    print("ALL CHECKS PASSED" if not failed else "SOME CHECKS FAILED")
    sys.exit(1 if failed else 0)
