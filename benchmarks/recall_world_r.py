# ruff: noqa
"""World R: a Kerry B&B owner's long chat with an assistant (held-out recall test data).

The user is a 54-year-old woman who runs a B&B near Killarney with her brother Dinny. Ten everyday threads are
interleaved in sticky runs; 50 facts are planted in varied phrasings (plain, value first, subordinate clause,
reported speech, list, answer to the assistant's question, inside a question, phone dictation, buried between
asides, texting, pasted message, hedged) and ``n_corrections`` of them are corrected later in natural wordings.

    cd benchmarks && python recall_world_r.py      # self-checks over seeds 1-5
"""
from __future__ import annotations

import datetime
import os
import random
import re
import string
import sys
from collections import Counter
from dataclasses import asdict

from recall_conversation import Conversation, Planted

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
THREADS = ["reno", "book", "mam", "farm", "boston", "choir", "hip", "accts", "pets", "home"]
THREAD_WEIGHTS = [14, 11, 12, 8, 11, 8, 11, 9, 8, 8]
STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation",
          "buried", "texting", "forwarded", "hedged"]
SENT, OLD, NEW = "\x00", "\x01", "\x02"

# --------------------------------------------------------------------------------------------------- slot pools
SLOT_LISTS = {
    "name": ["Mrs. Daly", "Father Kieran", "Josie in the post office", "Mike Sheehan next door", "Noel the postman",
             "Breda Walsh", "Timmy Murphy", "Kathleen from the choir", "young Shane Casey", "Peggy Lynch",
             "Johnny Griffin", "Auntie Bríd", "Mossie O'Connor", "Hannah from the Centra", "Nellie Walsh",
             "Con the hackney man", "Sister Philomena", "Jer Murphy", "Maisie Daly", "Paudie from the co-op"],
    "place": ["Killorglin", "Kenmare", "Tralee", "Farranfore", "Milltown", "Glenbeigh", "Cahersiveen", "Rathmore",
              "Castleisland", "Listowel", "Sneem", "Waterville", "Dingle", "Kilgarvan", "Fossa", "Macroom"],
    "time": ["half ten", "quarter past two", "7pm", "9:15", "half six", "eleven o'clock", "ten to four", "noon",
             "8.30", "after the Angelus", "twenty past seven", "5am", "half nine", "ten past one"],
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "the weekend",
            "yesterday", "Monday morning", "Friday evening", "Sunday after Mass", "last night"],
    "weather": ["Lashing rain", "A grand soft day", "Blowing a gale", "Glorious sunshine", "Fog down over the Reeks",
                "Bitter cold", "Muggy and close", "Hailstones the size of peas"],
    "guest": ["a German couple", "two cyclists from Cork", "a family from Lyon", "an American lady on her own",
              "three lads doing the Kerry Way", "a Dutch couple with a camper", "honeymooners from Galway",
              "a retired teacher from Leeds", "two nurses from Limerick", "a Canadian family of five"],
    "food": ["brown bread", "a rhubarb tart", "scones", "a pot of stew", "soda bread", "an apple crumble",
             "a Madeira cake", "a tray of flapjacks", "a queen of puddings"],
    "month": ["May", "June", "August", "October"],
    "hymn": ["How Great Thou Art", "Panis Angelicus", "The Lord's My Shepherd", "Here I Am, Lord", "Lord of the Dance"],
    "night": ["3am", "four in the morning", "half two", "all hours"],
    "early": ["five", "half six", "six", "ten to seven"],
    "todo": ["get organised", "ring around this week", "make a proper list", "tell Dinny before he hears it elsewhere",
             "get the paperwork in order", "put it in the diary", "stop panicking about it"],
    "reaction": ["there was great excitement", "all I got was 'about time'", "that got a laugh",
                 "the questions never stopped", "the answer was 'sure I knew that'"],
}


def _eur(rng, n):
    return rng.choice([f"€{n}", f"{n} euro", f"€{n:,}", f"about €{n:,}"])


def _num(rng):
    return rng.choice([str(rng.randint(2, 12)), rng.choice(["two", "three", "four", "five", "six", "eight", "ten"])])


SLOT_FUNCS = {"price_s": lambda r: _eur(r, r.randint(3, 60)), "price_m": lambda r: _eur(r, r.randint(12, 96) * 5),
              "price_l": lambda r: _eur(r, r.randint(50, 240) * 10), "price_room": lambda r: _eur(r, r.randint(17, 36) * 5),
              "num": _num, "usd": lambda r: f"${r.randint(5, 9)}.{r.choice(['25', '50', '75'])}"}
_FMT = string.Formatter()


def fill(rng, tpl, **fixed):
    keys = list(dict.fromkeys(f for _, f, _, _ in _FMT.parse(tpl) if f))  # ordered: deterministic across processes
    vals = {}
    for k in keys:
        if k in fixed:
            vals[k] = fixed[k]
        elif k in SLOT_LISTS:
            vals[k] = rng.choice(SLOT_LISTS[k])
        else:
            vals[k] = SLOT_FUNCS[k](rng)
    return tpl.format(**vals)


def cap(s):
    return s[:1].upper() + s[1:] if s and s[0] not in (SENT, OLD, NEW) else s


def sentcase(s):  # filler only: capitalise sentence starts produced by slot filling
    return re.sub(r"([.!?] )([a-z])", lambda m: m.group(1) + m.group(2).upper(), cap(s))


def lc_first(s):
    return s[0].lower() + s[1:] if s.split(" ")[0].lower() in COMMON_STARTS else s


# ------------------------------------------------------------------------------------------------ filler text
USER_OPENERS = ["Morning!", "Right so.", "Well.", "Sure look.", "Ah here.", "Quick one.", "Evening.",
                "God, what a day.", "Grand, so.", "Listen.", "Okay.", "Me again.", "Sorry to be bothering you again.",
                "Howya.", "I'm back.", "Don't laugh.", "Ye won't believe this.", "Hello again."]
USER_CLOSERS = ["Anyway, what do you think?", "Sure we'll see.", "I'm only giving out, ignore me.",
                "The craic is ninety here, I tell you.", "Does that make sense?", "What would you do?", "Any thoughts?",
                "Ye'd laugh if you saw the state of the place.", "Talk later.", "Grand so.", "It'll be grand, I suppose.",
                "Sure what can you do.", "Mad, isn't it?", "I'll leave it with you.", "Dinny says hello, by the way."]
COMMON_STARTS = {"the", "do", "is", "should", "how", "what", "a", "we", "my", "her", "can", "somebody", "someone",
                 "one", "it's", "there's", "any", "three", "visited", "she", "they", "will", "who", "does", "lambing's",
                 "interest", "revenue", "swimming", "walked", "practice", "choir", "guests", "boston", "it"}
CONNECTORS = ["Also, ", "And another thing: ", "Oh, and ", "On top of that, ", "", "", "Meanwhile ", "Separately, "]
ASIDES = ["The rain hasn't stopped since {day}.", "Dinny's after burning the rashers again.",
          "{guest} checked in early and wanted a full Irish at {time}.", "The Wi-Fi was down half the morning.",
          "I met {name} in the shop and she talked for forty minutes.", "The Angelus just came on the radio.",
          "One of the hens is laying in the turf shed now, the rogue.", "{weather} here today.",
          "I've a tart in the oven so I'll be quick.", "The bin lorry blocked the lane for an hour.",
          "My reading glasses were on my head the whole time, of course.", "The kettle's after giving up the ghost.",
          "Ciara sent another photo of the baby, he has Dinny's ears, God love him.",
          "The dogs are barking at the postman again.", "I'm sitting in the car outside the chemist in {place}.",
          "There's a tour bus stuck at the bridge.", "The heating came on by itself at {time}, don't ask me why.",
          "Half the parish is at a funeral in {place} today."]
LIST_HEADERS = ["Few things so I don't forget:", "List for the week, bear with me:", "Jotting this down before it goes:",
                "Things on my plate:", "To do, in no particular order:", "Right, my list:"]
LIST_ITEMS = ["ring {name} back", "buy firelighters", "collect Mam's cardigan from the dry cleaner's",
              "get eggs from Peggy", "pay the bin man", "order the oil before the price goes up",
              "print new breakfast menus", "drop the choir folders to the sacristy", "book the car in for the NCT",
              "return the library books in {place}", "worm the dogs", "change the sheets in room two",
              "bring the hearing aid batteries to Mam", "post Ciara's parcel", "ask about the skip",
              "find the donkey's head collar", "cancel the paper while I'm away", "get stamps",
              "send the photos to the council", "clean out the hen house", "buy a birthday card for {name}"]
SUB_TEMPLATES = ["Seeing as {c}, I suppose I'd better {todo}.", "Now that {c}, I can finally {todo}.",
                 "I was telling {name} that {c}, and {reaction}.", "Because {c}, I'm going to have to {todo}.",
                 "Even though {c}, nothing feels settled yet.", "Since {c}, would you help me {todo}?",
                 "The minute I heard {c} I rang Dinny.", "Between ourselves, now that {c}, I feel a lot better."]

USER_T = {
    "reno": [
        "The builder's lads were here at {early} this morning and the noise, my God. {guest} in room three asked was there a quieter room, and sure there isn't.",
        "I'm looking at tiles again. There's a place in {place} doing a sale, {price_s} a square metre, but Dinny says they're too slippy for a bathroom.",
        "Do you think two en-suites can share the one soil pipe? The plumber was muttering about it and I didn't want to look stupid asking.",
        "The skip came {day}. {price_m} for a week, which seems daylight robbery to me, but {name} says that's the going rate.",
        "We found damp behind the old wardrobe in the back room. Black mould, a patch the size of a door. I nearly cried.",
        "The grant form wants photos of the rooms 'before works commence'. Of course half the works have commenced already, God help us.",
        "How long should plaster dry before painting? The builder says {num} days, the fella in the paint shop in {place} says a fortnight.",
        "Is it worth putting underfloor heating in a small en-suite or is that only notions?",
        "The window man is coming {day} to measure. Triple glazing is {price_m} more per window, is it worth it for a B&B?",
        "Dinny's after knocking a wall he wasn't supposed to touch. Nothing structural thank God, but still.",
        "The electrician wants to put {num} downlights in each room, which sounds like an operating theatre to me.",
        "The grant guidelines say the works must be 'accessible'. Does that mean grab rails, wider doors, the lot?",
        "There's dust in everything. I found plaster in the butter this morning. The butter!",
        "Should I be paying the builder in stages or wait till the end? He wants a third up front.",
        "The old radiators are sitting in the yard. {name} says there's money in scrap, maybe {price_m} for the lot.",
        "I've a feeling we'll need a new fuse board too. The electrician went very quiet when he saw ours.",
        "What width should a wheelchair-friendly en-suite door be? The plans say 750 and I think that's too narrow.",
        "We're keeping the old fireplace in room four. Guests love that sort of thing, even if it never gets lit.",
        "The builder wants to start at {time} every morning. Breakfast runs until ten. This is not going to work.",
        "Any idea how to get paint off a slate floor? Don't ask how it got there.",
    ],
    "book": [
        "Three cancellations for the {month} bank holiday weekend, all through the booking site, all inside the free cancellation window. I could cry.",
        "{guest} left a review saying the breakfast was 'too much food'. Too much food! In Kerry!",
        "The booking site has us listed as a guest house instead of a B&B and now people expect a night porter.",
        "Should I put the rate up for July? We were {price_room} a night for a double last year and everyone around us has gone up.",
        "A guest wants to bring a dog. We've two dogs and a donkey of our own, so I'm hardly in a position to object, am I?",
        "The dispute is still going. They say the guest 'reported the room as unavailable', which is a lie, they never turned up.",
        "How do I reply to a bad review without sounding like a cranky aul one?",
        "We got {num} direct bookings this week from our own website, so no commission. Dinny's delighted with himself.",
        "The channel manager thing wants {price_s} a month. Is that worth it for five rooms?",
        "A couple from {place} turned up at {time} with no booking at all, saying they'd 'rang earlier'. They did not ring earlier.",
        "Is it even legal for the booking site to sit on our payout while they 'investigate'?",
        "I've answered the same email about parking all week. Can I put it in the confirmation automatically?",
        "The summer is filling up nicely except the week after the Rose of Tralee. That week is always dead.",
        "One guest asked for oat milk, gluten-free bread and a vegan sausage. I'd the first two at least.",
        "{guest} booked {num} nights and now they want money back for the last one because of the weather. The weather!",
        "Do you think I should offer a discount for stays of three nights or more?",
        "The booking site's support line had me on hold for {num} minutes and then cut me off.",
        "I'm thinking of a little card in each room with the Wi-Fi password and breakfast times. Too much?",
    ],
    "mam": [
        "Visited Mam this morning. She asked me {num} times was it Sunday. It was Tuesday.",
        "The home rang at {time} to say Mam had a small fall, nothing broken. They're very good to ring, but my heart.",
        "I'm sorting through Mam's house. Forty years of Christmas cards in a biscuit tin. How do you decide what to keep?",
        "Mam keeps saying she wants to go home. Every visit. I don't know what to say to her.",
        "The Fair Deal form is {num} pages long and wants every bank statement since the Flood.",
        "Do care homes usually let residents bring their own chair? Mam won't sit in anything but her own armchair.",
        "Her tablets were changed again and she's very drowsy. Is that normal for the first week?",
        "{name} brought Mam a bunch of daffodils and she thought it was her sister. She was delighted anyway.",
        "Should I label all of Mam's clothes? Someone said things go missing in the laundry.",
        "The nurse says Mam's eating well and joined in the bingo. Bingo! Mam, who used to say bingo was for pagans.",
        "I feel desperately guilty some days. Like I've handed her over to strangers.",
        "What do you bring to a visit with someone who has dementia? Photos? Music?",
        "Mam's hearing aid is missing again. Third one this year, and they're {price_l} each.",
        "The home is doing a barbecue on {day} for families. Dinny says he'll come if there's a pint.",
        "Mam's house will need to be rented or sold eventually. I can't even think about that yet.",
        "They want a list of her likes and dislikes for the care plan. Where do I even start?",
        "She was in great form today, singing the old songs with one of the carers from {place}.",
        "How does power of attorney work here? The solicitor mentioned an enduring one.",
    ],
    "farm": [
        "A fella looked at the tractor today. Kicked the tyres, looked at the hours, said 'she's tired' and offered me buttons.",
        "Dinny wants to keep {num} of the ewes, for sentimental reasons he says. Sentimental! He's never named one of them.",
        "How do I advertise a tractor? DoneDeal? The mart noticeboard? {name} says put it in the Kerryman.",
        "The tractor's an old Massey, runs grand, a bit of rust on the mudguards. What's fair to ask for it?",
        "The ram got into the wrong field again. Sure look, that's next year sorted.",
        "Is it better to sell the sheep before or after shearing?",
        "The dosing is due and I'm not able for it with the hip. Dinny will have to manage.",
        "The paperwork for moving sheep would make your head spin. The dispatch dockets, the tags, the lot.",
        "Somebody offered to swap the tractor for a quad. I don't want a quad. Nobody wants a quad except young fellas.",
        "{weather} up on the hill today, the sheep huddled in by the ditch like old men at a funeral.",
        "We're thinking of letting the top field for grazing. Would {price_m} an acre be daft?",
        "The tractor needs a new battery before anyone test-drives it. {price_m} in {place}, is that a rip-off?",
        "What does 'hoggets' mean on the mart report? Dinny says he knows, but he doesn't.",
        "It's strange to think of the yard without a tractor. Daddy bought it the year Ciara was born.",
        "Lambing's over, thank God. {num} sets of twins and one triplet that Dinny calls his pension.",
        "Do you have to change the ownership of a tractor officially or is a receipt enough?",
        "The fence along the road is gone to pieces. If the sheep are going, do we even bother fixing it?",
    ],
    "boston": [
        "Ciara sent a video of the baby yawning and I've watched it {num} times. I'm not even embarrassed.",
        "How early should I be at the airport for a transatlantic flight? With pre-clearance and the hip I'm nervous.",
        "What do you bring a new baby from Ireland? Ciara says 'nothing, Mam, we've everything', which means bring something.",
        "Kevin's parents are in Quincy and apparently they've 'a whole room set up'. I'd rather a hotel, to be honest.",
        "Do I need dollars before I go or will my card work everywhere?",
        "The travel insurance is {price_m} with the hip declared. Is that normal?",
        "Boston in {month}, will I need a heavy coat? Ciara says it can be 'brutal' but she was always dramatic.",
        "The airline wants {price_s} for a checked bag. I'm bringing tea bricks and a christening blanket, so yes, I need a bag.",
        "Will I be able to walk much with the hip? Ciara wants to show me the Freedom Trail.",
        "I've never used an Uber. Is it safe? Kevin says it's the only way to get around.",
        "Ciara's not sleeping, the baby's not sleeping, and Kevin is 'working from home', whatever that means.",
        "Can I bring brown bread through American customs? Serious question.",
        "The flight lands at {time} their time. What's that in our time?",
        "I want to get the baby a small gold bracelet from the jeweller in {place}. Is that old-fashioned?",
        "The ESTA form asked had I ever been in a terrorist organisation. I'm in the parish choir!",
        "How long does jet lag last going west? I'm told it's easier that way.",
        "Ciara's asked me to bring Tayto. {num} multipacks. Can you bring crisps on a plane?",
        "A coffee in Boston is {usd} now, Ciara tells me. For a coffee!",
    ],
    "choir": [
        "Choir practice ran over again, {name} wanted to go through the descant {num} times.",
        "We're doing {hymn} for Easter and the altos are all over the place.",
        "The organist is threatening to retire again. He's been threatening since the nineties.",
        "For the fundraiser we need raffle prizes. I've a hamper from the butcher and a voucher for the hairdresser in {place}. What else goes down well?",
        "Is it mad to charge {price_s} in for a parish concert? Father Kieran says nobody will pay more than a tenner.",
        "How do I get a few younger people into the choir? The average age is about seventy-three.",
        "We had a row about robes. Robes! Half want them, half say we'd look like a cult.",
        "Can you suggest songs a parish choir could do that aren't hymns, for the concert? Something with a bit of craic.",
        "I'm doing the posters for the concert. Comic Sans, yes or no?",
        "{name} fell asleep during the Gloria on Sunday. In the front row.",
        "Do we need a licence to sing pop songs at a charity concert in a church hall?",
        "The church roof is leaking over the organ. That's what the money's for, in fairness, but it's getting urgent.",
        "My voice is gone to pot since the hip started. I used to hit the top notes no bother.",
        "We're thinking of recording a CD. Do people even buy CDs anymore?",
        "The choir WhatsApp group is a nightmare. {num} messages about who's bringing the milk.",
        "I've been asked to sing a solo. At my age! I'm terrified and delighted at the same time.",
        "Practice is moved to {time} on {day} because of the bingo in the hall.",
    ],
    "hip": [
        "The hip was bad last night, I was up at {night} walking around the kitchen like a ghost.",
        "The waiting-list letter says I'm 'category two'. What does that even mean?",
        "Should I be doing exercises before the operation? The physio mentioned 'prehab'.",
        "I'm on {num} paracetamol a day and something stronger at night. Is that too much?",
        "Someone told me to get a raised toilet seat and a grabber before the op. Do I really need the grabber?",
        "I had to go private for the scan, {price_m}, and the public list is still two years for the op itself.",
        "The stairs are the worst. The guest rooms are all upstairs. How am I supposed to do breakfasts?",
        "Is it true you can't cross your legs after a hip replacement? I've crossed my legs since 1975.",
        "A Treatment Purchase Fund letter came. Does that mean I can go private and they pay?",
        "The GP says I should lose a bit of weight before the op. I said, 'with what hip?'",
        "I'm nervous about the anaesthetic. My mother had a terrible time with it.",
        "Swimming helps, they say. The pool in {place} has a quiet hour at {time}.",
        "Should I sleep on my back after the op? I've never slept on my back in my life.",
        "{name} had the hip done and was dancing at a wedding eight weeks later. Dancing!",
        "The physio gave me a sheet of exercises with little stick men on it. I look nothing like a stick man.",
        "Walked to the end of the lane and back today with the stick. Small victories.",
        "Should I ask for a cortisone injection to tide me over? {name} swears by them.",
    ],
    "accts": [
        "The accountant wants all the receipts for the year by {day}. I've {num} shoeboxes and none are labelled.",
        "Do I charge VAT on the breakfast or is it all in the room rate?",
        "We're over the VAT threshold now, apparently, because of the summer. Is that bad?",
        "The bank wants a business plan for the loan. A business plan! For a B&B that's been going thirty years.",
        "Can I claim the dogs' food as a business expense? They're guard dogs, in fairness.",
        "Revenue sent a letter and I opened it sitting down, just in case.",
        "Dinny wants to buy a van through the business. Is that a good idea?",
        "How much should we be putting aside for tax each month? Last year was a shock.",
        "The accountant's fee went up to {price_l} for the year-end. For a few hours' work, it seems a lot.",
        "Should the renovation go on the loan or come out of savings?",
        "Is grant money taxable? Nobody can tell me straight.",
        "The card machine is {price_s} a month plus a percentage. The guests all want to tap.",
        "We've done the books in a ledger since 1994. Is it time for software?",
        "What records do I need for the booking-site commission? It comes out before we get paid.",
        "Dinny lost a receipt for {price_m} of timber. Lost it. In his own pocket, probably.",
        "Interest rates, are they going up or down? The man in the bank just shrugged.",
    ],
    "pets": [
        "The donkey got out again and was found in the neighbour's garden eating his roses. At {early} in the morning.",
        "The collie is off her food since {day}. Should I be worried?",
        "The terrier killed a rat and left it on the doormat for the guests. Very proud of himself.",
        "How often should a donkey's feet be trimmed? Ours looks like he's wearing slippers.",
        "One of the guests asked could they 'walk the donkey'. Is that a thing?",
        "The dogs won't stop barking at the builders. {num} days in, you'd think they'd be used to them.",
        "Can a donkey live alone or does he need a friend? He seems lonely since the old pony died.",
        "The vet bill was {price_m} for a thorn in a paw. A thorn!",
        "The collie is stiff in the mornings now. Is there anything for arthritis in dogs?",
        "The terrier ate a sock. Whole. He seems fine. Do I need to do anything?",
        "Who's going to mind the animals while I'm in Boston? Dinny says he will but he forgets to feed himself.",
        "Guests love the donkey. Should I put him on the website?",
        "Is it okay to give a donkey carrots? The children staying here keep feeding him.",
        "The dogs rolled in something dead on the beach at {place}. The smell would strip paint.",
        "The collie has started hiding under the stairs when it thunders. She's seen thunder before, God knows.",
        "What do you feed a donkey over the winter? Hay, obviously, but what else?",
    ],
    "home": [
        "{weather} again. The washing's been on the line three days and it's wetter now than when I hung it out.",
        "What would I make for dinner with half a bag of spuds, two carrots and a bit of bacon?",
        "The oil man came and the tank took {price_l}. That'll keep us warm till May, hopefully.",
        "Dinny put the new telly on the wall crooked. He says it's 'character'.",
        "I'm making {food} for the guests and I've no buttermilk. What can I use instead?",
        "Did you see the match {day}? Kerry were robbed, robbed I tell you.",
        "The Wi-Fi keeps dropping in the back rooms. Would one of those booster yokes help?",
        "I met {name} at a funeral in {place} and she hasn't aged a day. I don't know how she does it.",
        "The hens are laying like mad. {num} eggs today. Any ideas besides omelettes?",
        "My phone keeps telling me the storage is full. I've no idea what's on it.",
        "The Angelus bell rang and Dinny stood up like it was the national anthem. He's getting holy in his old age.",
        "The garden is a jungle. I've no hope of getting at it this year with the hip.",
        "I've been asked to make {food} for the sale of work. I've made it a hundred times but I'm still nervous.",
        "The bin company changed the collection day again. It's {day} now, apparently.",
        "Is it worth getting solar panels on a house this age?",
        "The chimney needs sweeping before the winter. {name} used to do it but he's given it up.",
    ],
}

ASST_OPENERS = ["Ah, that's a lot.", "That sounds like a tough week.", "Good question.", "Fair enough.",
                "I can see why that's annoying.", "That's lovely to hear.", "Understandable.", "Right, let's think it through.",
                "Oh dear.", "Ha, I can picture it.", "That's a fair worry.", "Happy to help with that.", "Makes sense."]
ASST_FOLLOWUPS = ["Do you want me to draft something for that?", "Would it help to make a list?",
                  "How are you keeping yourself through all this?", "Is Dinny able to take some of it on?",
                  "Want me to remind you about it later?", "What's the timeline on that?",
                  "Shall I put together a few questions to ask them?", "How did Dinny take it?"]
ASST_T = {
    "reno": [
        "Staged payments are normal for a job like this: a deposit, a payment at first fix, then the balance on completion, with a small retention held until snags are sorted.",
        "For an accessible en-suite most guidance suggests a clear door opening of at least 800mm, a level-access shower and grab rails. Check the exact wording in the grant conditions.",
        "Black mould behind furniture usually points to condensation rather than a leak, but have the builder check the outside wall before anything gets covered up.",
        "New plaster generally needs a couple of weeks to dry, depending on thickness and weather. A mist coat of watered-down emulsion first helps the paint take.",
        "Triple glazing cuts noise and heat loss, but the step up from good double glazing is smaller than people expect. Road noise might be the deciding factor.",
        "It could help to agree quiet hours with the builder in writing, for example no heavy work before ten while breakfast is on.",
        "Dated photographs are useful for any grant claim. Even if work has started, photograph what's untouched and keep receipts together.",
        "Underfloor heating in a small en-suite is a nice touch and electric mats are cheap to run in a small space, though a heated towel rail may do the job.",
        "Downlights can feel harsh. A ceiling light on a dimmer plus a couple of bedside lamps usually feels warmer in a guest room.",
        "Scrap prices for cast-iron radiators vary, and some salvage yards pay more for the old column style than a scrap dealer would.",
        "An older fuse board may need upgrading anyway if you're adding showers. Ask the electrician for a written note of what's needed and why.",
        "Slate is porous, so go gently: a little white spirit on a soft cloth and patience usually beats scrubbing.",
    ],
    "book": [
        "Keep a record of every message and call with the booking site: dates, times, names and what was said. If it goes further, that paper trail matters.",
        "A calm, short reply to a review usually lands best: thank them, address the point once, and mention something future guests can look forward to.",
        "A minimum-stay discount often fills shoulder weeks. Ten percent off three nights can pay off if those nights would be empty anyway.",
        "A modest rise in peak months is common. Compare a few similar places nearby on the same dates to see where you sit.",
        "Most platforms let you add a custom message to confirmation emails. Parking directions and check-in times are exactly what it's for.",
        "A channel manager mainly pays off when you're on several platforms and worried about double bookings. With a few rooms a careful calendar may be enough.",
        "Their terms usually allow them to hold a disputed amount during an investigation, but they should give a timeline. It's fair to ask for it in writing.",
        "A small card in each room with breakfast times, Wi-Fi details and a local map is a nice touch, not too much at all.",
        "Weather refunds aren't normally owed unless your own policy says so. A packed lunch or a discount on a return visit is a kind gesture without refunding.",
        "Direct bookings are worth encouraging; a line in the welcome pack about booking direct next time can help.",
        "Quiet weeks often follow big local events. A small offer aimed at walkers or cyclists might help fill it.",
        "For walk-ins, having a clear rate ready saves awkwardness on the doorstep.",
    ],
    "mam": [
        "Repeated questions are common with memory loss. Gentle reassurance each time usually works better than correcting her, and it's no reflection on your visits.",
        "Many homes welcome a familiar armchair or a few framed photos; it makes the room feel like her own. They may check upholstery for fire safety.",
        "Drowsiness is a common side effect when medication changes. Ask the nurse or GP whether it should settle, and flag it if it doesn't within a few days.",
        "Labelling clothes is a good idea. Iron-on name labels save a lot of heartache in a shared laundry.",
        "Guilt is one of the most common feelings after a parent moves into care. Choosing good care is still caring for her.",
        "Familiar music and old photos are often the best things to bring. Songs from her younger years can reach her when conversation is hard.",
        "For the care plan, think about routines: how she takes her tea, when she likes to get up, what she listens to, who she talks about.",
        "An enduring power of attorney has to be set up while she still has capacity, so the solicitor can advise on timing.",
        "There's no rush on the house. Many families leave that decision until things have settled.",
        "Falls are unfortunately common in the first weeks in a new place. It's good that they ring; ask what they're doing to reduce the risk.",
        "A folder with copies of every form and statement for the Fair Deal will save chasing things later.",
        "Hearing aids go missing so often that some families use a clip-on cord or ask staff to add a check to the evening routine.",
    ],
    "farm": [
        "For an older tractor, condition, hours and service history move the price most. Good photos and a short video of it starting from cold help a lot.",
        "It depends on the buyer. Ewes are often easier to sell shorn in summer, while lambs tend to go unshorn.",
        "Online classifieds reach the most buyers for machinery, while the mart and local paper catch the older buyers who prefer a phone call.",
        "A tractor used on the road needs the change of ownership recorded, so keep the logbook and a signed receipt.",
        "Grazing lets are usually priced per acre for the season and local rates vary a lot. Ask a couple of neighbours what they pay.",
        "Keeping a handful of ewes is common when people scale down; they keep the grass in check.",
        "Fit the new battery before viewings. A tractor that won't start kills a sale faster than rust does.",
        "Sheep movements need the right dispatch documents and tags; the mart will usually help with the paperwork.",
        "Getting attached to a yard machine is more common than people admit. Take a few photos before it goes.",
        "Even if the sheep leave, the fence might matter for anything you let out for grazing; a cheaper repair might do.",
        "Hoggets are young sheep between weaning and their first shearing, usually under eighteen months.",
        "Twins are a good lambing. Triplets are hard work for the ewe, so it's good he's keeping an eye.",
    ],
    "boston": [
        "With US pre-clearance you do immigration before boarding, so three hours early is a sensible cushion, especially if you'll want assistance walking.",
        "Most cards work fine in Boston, but a few dollars in cash helps for tips. Check your card's foreign transaction fee.",
        "Boston is five hours behind Irish time for most of the year, so an afternoon landing there is evening at home.",
        "Baked goods are generally allowed into the US, while meat and fresh fruit aren't. Declaring food when unsure is the safe option.",
        "Sealed packets of crisps are fine in either checked or cabin luggage.",
        "Ride-share apps are widely used in Boston and generally safe; you see the driver's name and plate before you get in.",
        "Insurance with a pre-existing condition is often dearer. Comparing a few providers and declaring the hip properly is worth the effort.",
        "Jet lag flying west is usually milder. Afternoon daylight and staying up to a normal local bedtime help.",
        "A small piece of jewellery is a lovely traditional gift; plenty of families still do it.",
        "Boston weather swings a lot. Layers and a proper waterproof are a good bet, and winter really can be brutal.",
        "The Freedom Trail is mostly flat but long. You could do it in sections with taxi hops in between.",
        "The ESTA questions are the same for everyone. Answer honestly and keep the confirmation page.",
    ],
    "choir": [
        "Good local raffle prizes tend to be experiences and food: a meal voucher, a hotel night, a hamper, or something handmade.",
        "A mix of prices, with a family ticket and children cheaper, can help. Parish concerts commonly charge between ten and twenty euro.",
        "Younger people often join for a project rather than an ongoing commitment, so inviting them just for the concert could work.",
        "For a parish concert, crowd-pleasers like 'The Parting Glass', 'Caledonia' or a Beatles medley tend to go down well.",
        "Posters read best with one clear font, a big date and venue, and a line on what the money's for. Maybe keep Comic Sans for the children's raffle.",
        "Performing copyrighted songs in public can need a licence, often held by the venue. Worth checking with whoever runs the hall.",
        "Recordings still sell at local concerts, but a download card with a QR code is cheaper to produce.",
        "Breath support and gentle warm-ups can help a voice strained by pain and poor posture.",
        "A solo is a lovely honour. Rehearse with the accompanist a few times and pick a key that sits comfortably.",
        "A rule that the group chat is for logistics only might tame the messages.",
        "Robes make a choir look unified, but a simple colour code, everyone in navy say, does the same job.",
        "A leak near an organ can do damage quickly; tell the parish council it's urgent.",
    ],
    "hip": [
        "Prehab exercises that strengthen the muscles around the hip often make recovery quicker. Gentle and regular beats pushing through pain.",
        "Waiting-list categories reflect clinical priority. It's fair to ask the hospital what yours means in terms of expected time.",
        "A raised toilet seat, a long-handled grabber, a sock aid and a firm chair with arms are the usual recommendations for the first weeks.",
        "Many surgeons advise avoiding crossing your legs for a while after a hip replacement, but precautions depend on the surgical approach.",
        "Swimming and water walking are great low-impact exercise before surgery.",
        "Tell the anaesthetist about your mother's reaction; there are different options, including a spinal anaesthetic.",
        "Sleeping on your back with a pillow between the knees is often advised at first. It takes getting used to.",
        "The Treatment Purchase Fund can arrange treatment in a private hospital at no cost to you once you've waited a certain time on a public list.",
        "Painkiller limits matter, especially with paracetamol. Check your total daily dose with the GP or pharmacist.",
        "With the stairs a problem, could Dinny carry trays up for a while, or could breakfast be served downstairs?",
        "Stories of quick recoveries are encouraging, but everyone's timeline differs. The physio exercises really are the key part.",
        "Cortisone injections can give relief for a few weeks or months, but some surgeons prefer a gap before operating. Ask first.",
    ],
    "accts": [
        "Accommodation is generally at the reduced VAT rate, and breakfast included in a room package is usually treated as part of it, but your accountant should confirm.",
        "A simple business plan covers occupancy, average room rate, costs, what the loan is for and how the renovation raises income.",
        "Setting aside a fixed percentage of takings each month into a separate account is a simple way to avoid a tax shock.",
        "Grants can have tax consequences depending on what they fund, so ask the accountant about that one specifically.",
        "Bookkeeping software can save time, especially with bank feeds, though a ledger that works isn't wrong.",
        "Commission deducted by a platform is normally an allowable expense, but keep the monthly statements that show the gross amount.",
        "Food for working animals is a grey area; the accountant will know what Revenue would accept.",
        "Opening Revenue letters sitting down is wise, though most are routine.",
        "A van bought through the business can be tax-efficient, but the rules on private use matter.",
        "Card machine fees are worth comparing; some providers have lower rates for small businesses now.",
        "Using a loan for capital works and keeping savings as a buffer is common, but it depends on the rate and your cash flow.",
        "Nobody can predict rates reliably. A fixed rate gives certainty if budgeting matters most.",
    ],
    "pets": [
        "Donkeys usually need their hooves trimmed every six to ten weeks by a farrier; overgrown hooves cause real problems.",
        "Donkeys are very social and often do badly alone. A companion, ideally another donkey, is usually recommended.",
        "A few carrots are fine, but donkeys are prone to weight gain and laminitis, so a sign asking guests not to feed him might help.",
        "A loss of appetite for more than a day or two in an older dog is worth a vet check.",
        "Sock-eating can cause a blockage. Watch for vomiting, lethargy or straining, and ring the vet if any of those show up.",
        "There are several options for arthritis in older dogs, from joint supplements to anti-inflammatories from the vet.",
        "Donkey walks are popular in some places, but only if he's calm on a head collar and the guests are supervised.",
        "A written feeding sheet on the fridge might help Dinny while you're away.",
        "Noise sensitivity can increase with age. A quiet den and staying calm yourself both help.",
        "Dogs usually settle with new people within a couple of weeks; a treat from the builders speeds it along.",
        "Over winter donkeys mostly need good straw and some hay, plus shelter, since their coats aren't waterproof.",
        "A photo of the donkey on the website could be charming; guests do love animals.",
    ],
    "home": [
        "A bacon and potato hash with the carrots roasted alongside would use those up nicely.",
        "A squeeze of lemon or a spoon of vinegar in ordinary milk, left ten minutes, makes a decent buttermilk substitute.",
        "A mesh Wi-Fi system or a powerline adapter usually beats a simple booster in an older house with thick walls.",
        "Beaten eggs freeze well, and a frittata, a quiche or a batch of sponges are all good ways to use a glut.",
        "Phone storage usually fills with photos, videos and WhatsApp media. Backing those up and clearing the media folder frees a lot of space.",
        "Solar panels can work on older houses if the roof faces roughly south and is sound. There are grants available for it.",
        "A crooked telly is easier to fix before the plaster sets around the bracket; a spirit level and ten minutes might save an argument.",
        "In damp weather a dehumidifier in a small closed room with the washing dries it cheaper than a tumble dryer.",
        "If the garden's beyond you this year, letting part of it go wild is good for the bees. Tackle it next spring.",
        "Chimneys are usually swept once a year before heavy use; book early, as sweeps get busy in autumn.",
        "Nerves before baking for a sale are normal. Make it the way you always do.",
        "Oil prices move around a lot, so topping up when they dip can save a bit.",
    ],
}

# ------------------------------------------------------------------------------------------------ value pools
IE_F = ["Síle", "Úna", "Gráinne", "Deirdre", "Nuala", "Fidelma", "Bernadette", "Caitríona", "Órla", "Mairéad",
        "Treasa", "Noreen", "Eibhlín", "Concepta"]
IE_M = ["Declan", "Tadhg", "Donal", "Pádraig", "Colm", "Eamon", "Fergal", "Cathal", "Diarmuid", "Jerome",
        "Ciarán", "Barra", "Finbarr", "Seánie"]
IE_L = ["Moynihan", "Cronin", "O'Donoghue", "Fleming", "Brosnan", "Courtney", "Kissane", "Lenihan", "Teahan",
        "Clifford", "Spillane", "Horgan", "Culloty", "Sugrue", "Dennehy", "Kelliher", "Galvin", "Coffey", "O'Leary",
        "Hickey", "Fuller", "Doody"]
INTL_F = ["Dana", "Tanya", "Priya", "Ingrid", "Renee", "Marisol", "Katrien", "Shauna"]
INTL_M = ["Marcus", "Greg", "Lukas", "Tomasz", "Malik", "Dmitri", "Anders", "Jerome"]
INTL_L = ["Kowalski", "Bellamy", "Reyes", "Lindqvist", "Okafor", "Van der Berg", "Pietrowski", "Haddad",
          "Marchetti", "Abernathy", "DeLuca", "Whitcombe"]
PET_NAMES = ["Bramble", "Mossy", "Tansy", "Barney", "Pudding", "Bonnie", "Sailor", "Duchess", "Pippin", "Jasper",
             "Nutmeg", "Biddy", "Fudge", "Ruby", "Bosco", "Dolly", "Hector", "Prince", "Tess", "Smudge"]
TOWNLANDS = ["Knockanes", "Coolcaslagh", "Derreen", "Lissivigeen", "Ballydowney", "Gortroe", "Rossanean",
             "Curraglass", "Faha", "Ardagh", "Tomies", "Clonkeen", "Cloghereen", "Dromickbane", "Gortacollopa"]
VILLAGES = ["Beaufort", "Fossa", "Kilcummin", "Glenflesk", "Firies", "Barraduff", "Kilgarvan", "Milltown", "Ballyhar"]
STREETS = [("New Street", "Killarney", "V93"), ("High Street", "Killarney", "V93"), ("College Street", "Killarney", "V93"),
           ("Plunkett Street", "Killarney", "V93"), ("Park Road", "Killarney", "V93"), ("Muckross Road", "Killarney", "V93"),
           ("Denny Street", "Tralee", "V92"), ("Castle Street", "Tralee", "V92"), ("Rock Street", "Tralee", "V92"),
           ("Henry Street", "Kenmare", "V93"), ("Langford Street", "Killorglin", "V93"), ("Church Street", "Listowel", "V31")]
PARKS = [("Ballycasheen Business Park", "Killarney"), ("Woodlands Industrial Estate", "Killarney"),
         ("Manor West Retail Park", "Tralee"), ("Kerry Technology Park", "Tralee")]
US_STREETS = [("Dorchester Ave", "Boston", "02127"), ("Savin Hill Ave", "Dorchester", "02125"),
              ("Adams St", "Dorchester", "02122"), ("Centre St", "Jamaica Plain", "02130"),
              ("Tremont St", "Boston", "02116"), ("Commonwealth Ave", "Boston", "02215"), ("Hancock St", "Quincy", "02171"),
              ("Broadway", "South Boston", "02127")]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
EIR = "ACDEFHKNPRTVWXY"
UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ"
UNITS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _words(n):  # 1..99
    if n < 20:
        return UNITS[n]
    return TENS[n // 10] + ("-" + UNITS[n % 10] if n % 10 else "")


def _ord(d):
    return f"{d}{'th' if 11 <= d % 100 <= 13 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th')}"


def g_person(rng, how):
    if how in ("intl", "us"):
        first = rng.choice(INTL_F + INTL_M)
        return f"{first} {rng.choice(INTL_L)}"
    fem = rng.random() < 0.5
    first = rng.choice(IE_F if fem else IE_M)
    full = f"{first} {rng.choice(IE_L)}"
    if how == "dr":
        return rng.choice(["Dr. ", "Dr ", ""]) + full
    if how == "surgeon":
        return rng.choice([("Ms. " if fem else "Mr. "), "Professor ", ""]) + full
    return full


def g_date(rng):
    m, d = rng.randint(2, 10), rng.randint(1, 28)
    dt = datetime.date(2026, m, d)
    wd, mon = dt.strftime("%A"), MONTHS[m - 1]
    nth = ["first", "second", "third", "last"][min((d - 1) // 7, 3)]
    return rng.choice([f"the {_ord(d)} of {mon}", f"{d}/{m}", f"{mon} {_ord(d)}", f"2026-{m:02d}-{d:02d}",
                       f"{wd} the {_ord(d)}", f"{d} {mon[:3]}", f"the {nth} {wd} in {mon}", f"{wd} week",
                       f"{wd} the {_ord(d)} of {mon}", f"{d}.{m}.26", f"{mon} {d}"])


def g_amount(rng, lo, hi, step, cur):
    n = rng.randrange(lo, hi + 1, step)
    if cur == "usd":
        return rng.choice([f"${n:,}", f"{n} dollars", f"USD {n:,}", f"${n:,}.00", f"US${n:,}"])
    opts = [f"€{n:,}", f"{n} euro", f"EUR {n:,}.00", f"€{n:,}.00", f"{n:,} euro"]
    if n >= 1000 and n % 10 == 0:
        opts.append(f"€{n / 1000:g}k")
    if 1100 <= n <= 9990 and n % 10 == 0 and (n // 100) % 10 != 0:
        hundreds, rest = n // 100, n % 100
        opts.append(_words(hundreds) + " " + ("hundred" if rest == 0 else _words(rest)))
    if n >= 5000 and n % 500 == 0:
        opts.append(f"{n / 1000:g} grand")
    return rng.choice(opts)


def g_phone(rng, how):
    d = lambda k: "".join(str(rng.randint(0, 9)) for _ in range(k))
    if how == "us":
        a, b, c = rng.choice(["617", "857", "781"]), str(rng.randint(2, 9)) + d(2), d(4)
        return rng.choice([f"({a}) {b}-{c}", f"{a}-{b}-{c}", f"+1 {a} {b} {c}", f"{a}.{b}.{c}"])
    if how == "land":
        a = rng.choice(["064", "066"])
        b, c = str(rng.randint(3, 7)) + d(2), d(4)
        return rng.choice([f"({a}) {b} {c}", f"{a} {b} {c}", f"+353 {a[1:]} {b} {c}", f"{a}-{b}{c}", f"{a} {b}{c}"])
    p = rng.choice(["083", "085", "086", "087", "089"])
    b, c = d(3), d(4)
    return rng.choice([f"{p} {b} {c}", f"{p}{b}{c}", f"+353 {p[1:]} {b} {c}", f"{p}-{b}-{c}", f"{p} {b}{c}",
                       f"+353{p[1:]}{b}{c}"])


def _eircode(rng, rk):
    return f"{rk} {rng.choice(EIR)}{rng.randint(0, 9)}{rng.choice(EIR + '0123456789')}{rng.choice(EIR + '0123456789')}"


def g_address(rng, how):
    if how == "town":
        tl, vil = rng.choice(TOWNLANDS), rng.choice(VILLAGES)
        e = _eircode(rng, "V93")
        return rng.choice([f"{tl}, {vil}, Co. Kerry {e}", f"{tl}, {vil}, Killarney, Co. Kerry", f"{tl}, {vil} {e}",
                           f"{tl} West, {vil}, Co. Kerry, {e}"])
    if how == "street":
        st, town, rk = rng.choice(STREETS)
        n = rng.randint(2, 88)
        return rng.choice([f"{n} {st}, {town}", f"{n} {st}, {town}, Co. Kerry {_eircode(rng, rk)}",
                           f"No. {n} {st}, {town}", f"{n}A {st}, {town}"])
    if how == "unit":
        park, town = rng.choice(PARKS)
        return f"Unit {rng.randint(2, 40)}, {park}, {town}"
    st, hood, z = rng.choice(US_STREETS)
    n, apt = rng.randint(11, 1480), f"{rng.randint(1, 9)}{rng.choice('ABCD')}"
    return rng.choice([f"Apt {apt}, {n} {st}, {hood} MA {z}", f"{n} {st}, {hood}, MA {z}",
                       f"{n} {st} #{apt}, {hood}, MA {z}", f"{n} {st}, Unit {apt}, {hood} MA {z}"])


def g_id(rng, how):
    d = lambda k: "".join(str(rng.randint(0, 9)) for _ in range(k))
    al = lambda k: "".join(rng.choice(UPPER) for _ in range(k))
    if how == "pps":
        return d(7) + rng.choice(["T", "W", "A", "K"]) + rng.choice(["A", "", "W"])
    if how == "hse":
        return rng.choice([f"NHSS-{d(2)}-{d(5)}", f"KY/FD/{d(4)}/{d(2)}", f"HSE-{d(6)}"])
    if how == "bk":
        return rng.choice([f"{d(4)}.{d(3)}.{d(3)}", f"BK-{d(7)}", f"{al(2)}{d(8)}", f"#{d(10)}"])
    if how == "pnr":
        while True:
            s = "".join(rng.choice(UPPER + "23456789") for _ in range(6))
            if sum(c.isdigit() for c in s) >= 2:
                return s
    if how == "esta":
        return "".join(rng.choice(UPPER + "0123456789") for _ in range(16))
    if how == "vat":
        return rng.choice([f"IE{d(7)}{rng.choice(UPPER)}", f"IE {d(7)} {al(2)}", f"IE{d(7)}{al(2)}"])
    if how == "inv":
        return rng.choice([f"INV-2026-{d(4)}", f"{d(4)}/26", f"INV{d(6)}", f"No. {d(5)}"])
    if how == "reg":
        return rng.choice([f"{rng.randint(94, 99)}-KY-{d(4)}", f"0{rng.randint(1, 8)}-KY-{d(4)}",
                           f"0{rng.randint(1, 8)} KY {d(4)}", f"{rng.randint(94, 99)} KY {d(4)}"])
    if how == "grant":
        return rng.choice([f"KCC/HAG/26/{d(4)}", f"HG-2026-{d(5)}", f"KCC-{d(3)}-{al(2)}{d(2)}"])
    if how == "eir":
        return _eircode(rng, rng.choice(["V93", "V92", "V23"]))
    if how == "mrn":
        return rng.choice([f"MRN {d(7)}", f"{d(3)}-{d(4)}", f"UHK{d(6)}"])
    if how == "chip":
        return "372" + d(12)
    return rng.choice([f"LN-{d(8)}", f"{d(3)}/{d(6)}", f"APP{d(7)}"])


# ------------------------------------------------------------------------------------------------ fact specs
def S(kind, thread, about, np_, gen, clauses, rep, q, fwd=None):
    return {"kind": kind, "thread": thread, "about": about, "np": np_, "gen": gen, "clauses": clauses.split("|"),
            "rep": rep.split("|"), "q": q, "fwd": fwd}


SPECS = [
    # person
    S("person", "reno", "builder's name", "the builder", "ie",
      "the builder we're going with is {v}|we've a builder booked at last, {v}, out of {place}|{v} is the builder doing the two rooms",
      "Dinny says he's after shaking hands with {v} to do the building work|The architect recommended {v} as the builder and we're going with her advice",
      "Who did ye end up getting as the builder?", ("the builder", "Hi Maura, confirming I'll take on the two rooms. Regards, {v}")),
    S("person", "reno", "plumber's name", "the plumber", "ie",
      "the plumber doing the en-suites is {v}|I've a plumber lined up, {v}, who did the Dalys' bathroom",
      "Mike next door swears by a plumber called {v}, so that's who we're getting",
      "Have you a plumber sorted for the en-suites yet?"),
    S("person", "reno", "grants officer at the county council", "the grants officer at the council", "ie",
      "the person dealing with our grant at the council is {v}|our grant file at the county council is with {v}",
      "The girl on the council switchboard said our grant is being handled by {v}",
      "Do you know who's handling the grant application at the council?"),
    S("person", "book", "booking-site dispute case handler", "the case handler at the booking site", "intl",
      "the case handler they've assigned is {v}|someone called {v} is looking after the dispute now",
      "The automated email says {v} from their resolutions team will be in touch",
      "Did the booking site give you a named contact for the dispute?"),
    S("person", "mam", "care home manager's name", "the manager at Mam's care home", "ie",
      "the manager over at the home is {v}|the person running the care home is {v}",
      "Mam's old neighbour told me the manager there now is {v} and that she's very good",
      "Who's the manager at the care home, so I can address the letter properly?"),
    S("person", "mam", "Mam's GP", "Mam's GP", "dr",
      "Mam's GP is {v} in the health centre|the GP who's been looking after Mam is {v}",
      "The nurse said {v} is Mam's GP now since old Dr. Casey retired",
      "Which GP is your mother registered with now?"),
    S("person", "hip", "hip surgeon's name", "the surgeon doing my hip", "surgeon",
      "my surgeon is {v} in the Bon Secours in Tralee|the consultant who'll do the hip is {v}",
      "The letter from the hospital says I'm under {v} for the hip",
      "Do you know the name of the consultant who'll be doing the surgery?"),
    S("person", "hip", "physiotherapist's name", "my physio", "ie",
      "the physio I'm to see is {v}|I'm booked in with a physio called {v}",
      "Breda says {v} is the best physio in the county and she got me an appointment",
      "Have they told you who your physio will be?"),
    S("person", "accts", "accountant's name", "our accountant", "ie",
      "our accountant is {v}|the accountant we use is {v} above in {place}",
      "Dinny reminded me the accountant's name is {v}, I'd gone blank",
      "Who's your accountant, so I can put it in the notes?"),
    S("person", "accts", "bank loans officer", "the loans officer at the bank", "ie",
      "the person at the bank handling the loan is {v}|our loan application is with {v} in the bank on Main Street",
      "The bank rang to say {v} will be our contact for the loan from now on",
      "Who's your contact at the bank for the loan?"),
    S("person", "choir", "new choir director", "the new choir director", "ie",
      "the new choir director is {v}|we've a new director, {v}, who came over from Listowel",
      "Father Kieran announced after Mass that {v} is taking over the choir",
      "Who's taking over as choir director?"),
    S("person", "farm", "tractor buyer's name", "the tractor buyer", "ie",
      "the one buying the tractor is {v}|the buyer for the tractor is {v} from near Castleisland",
      "The auctioneer says the tractor's going to {v}, someone young starting out",
      "Who's the buyer for the tractor?"),
    S("person", "boston", "contact at the Boston hotel", "our contact at the hotel in Boston", "us",
      "the person at the hotel looking after our booking is {v}|our contact at the hotel is {v}",
      "Ciara says her friend {v} works at the hotel and will look after us",
      "Did the hotel give you a contact person?"),
    S("person", "pets", "vet's name", "the vet", "dr",
      "the vet we go to is {v} in {place}|{v} is the vet who does the donkey",
      "Dinny says {v} is the only vet who'll come out for the donkey",
      "Which vet do you use for the animals?"),
    # pet
    S("pet", "pets", "collie's name", "the collie", "pet",
      "the collie is called {v}|our old collie, {v}, is thirteen now",
      "Ciara always says {v} is the real boss of the B&B, that's the collie",
      "What are the dogs called, by the way?"),
    S("pet", "pets", "terrier's name", "the young terrier", "pet",
      "the terrier pup is {v}|the little terrier answers to {v}, when he feels like it",
      "The children staying here have decided the terrier's proper name is {v}, and it stuck",
      "What's the terrier's name?"),
    S("pet", "pets", "donkey's name", "the donkey", "pet",
      "the donkey's name is {v}|{v} the donkey is after breaking out again",
      "Dinny insists the donkey is {v}, after some horse that won at Listowel",
      "Has the donkey got a name?"),
    S("pet", "farm", "farm cat's name", "the cat in the shed", "pet",
      "the cat that lives in the shed is {v}|we call the shed cat {v}",
      "Dinny swears the shed cat is called {v}, I never named her",
      "Does the cat have a name?"),
    S("pet", "boston", "Ciara's dog's name", "Ciara's dog in Boston", "pet",
      "Ciara's dog over there is {v}|their dog is called {v}",
      "Kevin says {v}, their dog, is jealous of the baby",
      "What's their dog called?"),
    S("pet", "pets", "new sheepdog pup's name", "the new pup", "pet",
      "the pup Dinny's getting is going to be {v}|we're calling the new pup {v}",
      "Dinny says the pup's to be called {v}, no arguments",
      "Have you picked a name for the pup?"),
    # date
    S("date", "reno", "builder's start date", "the day the builder starts", "date",
      "the builder is starting on {v}|work on the two rooms kicks off {v}",
      "Dinny says the builder will be in on {v}", "When is the builder starting?",
      ("the builder", "Maura, we'll be on site {v} at 8am. Please have rooms 3 and 4 cleared.")),
    S("date", "reno", "grant application deadline", "the grant deadline", "date",
      "the grant application has to be in by {v}|the council's deadline for the grant is {v}",
      "The woman in the council office said we've until {v} to get the grant form in",
      "When's the deadline for the grant application?",
      ("the council", "Dear Applicant, completed forms must be received no later than {v}.")),
    S("date", "mam", "date Mam moves into the care home", "the day Mam moves into the home", "date",
      "Mam moves into the home on {v}|we've {v} for Mam's move",
      "The manager rang to say they'll have Mam's room ready for {v}",
      "Do you have a date yet for your mother's move?"),
    S("date", "mam", "Mam's medication review", "Mam's medication review", "date",
      "Mam's medication review is {v}|the GP is reviewing Mam's tablets on {v}",
      "The nurse said the GP wants to see Mam about her tablets on {v}",
      "When's the medication review?",
      ("the health centre", "Reminder: medication review for your mother on {v}. Reply STOP to opt out.")),
    S("date", "hip", "hip operation date", "the date of my hip operation", "date",
      "my hip is being done on {v}|I'm going under the knife on {v}",
      "The secretary rang and said they've me down for theatre on {v}",
      "Have they given you a date for the operation yet?",
      ("the hospital", "Dear Maura, your procedure is scheduled for {v}. Please fast from midnight the night before.")),
    S("date", "hip", "pre-op assessment date", "my pre-op assessment", "date",
      "the pre-op assessment is {v}|I'm to go in for bloods and the pre-op on {v}",
      "The hospital texted to say my pre-op is {v}",
      "When is the pre-op assessment?",
      ("the hospital", "Pre-assessment clinic appointment: {v}, 9.30am, Outpatients. Bring all medications.")),
    S("date", "boston", "flight date to Boston", "the day I fly to Boston", "date",
      "I fly out to Boston on {v}|the flight out to see the baby is {v}",
      "Ciara's telling everyone her mam lands on {v}",
      "What date are you flying out?"),
    S("date", "choir", "choir fundraiser concert date", "the fundraiser concert", "date",
      "the fundraiser concert is on {v}|we're holding the choir fundraiser {v}",
      "Father Kieran read out at Mass that the fundraiser is {v}",
      "Is there a date for the fundraiser yet?"),
    S("date", "accts", "VAT return due date", "the VAT return deadline", "date",
      "the VAT return is due {v}|the accountant needs the VAT figures by {v}",
      "The accountant's secretary says the VAT has to be filed by {v}",
      "When is the VAT return due?",
      ("the accountant's office", "Hi Maura, please send the VAT figures by {v} at the latest. Thanks.")),
    S("date", "farm", "sheep sale date", "the sheep sale at the mart", "date",
      "the sheep are going to the mart on {v}|the ewe sale in Castleisland is {v}",
      "The mart manager says the special ewe sale is {v}",
      "When's the sheep sale?"),
    S("date", "pets", "collie's vet appointment", "the collie's vet appointment", "date",
      "the collie has the vet on {v}|I've the collie booked in with the vet for {v}",
      "The vet's receptionist said they can see the collie {v}",
      "When's the dog's appointment?",
      ("the vet's", "Appointment confirmed for your collie on {v} at 4.15pm.")),
    S("date", "pets", "farrier's visit for the donkey", "the farrier's visit", "date",
      "the farrier's coming to the donkey on {v}|I've the farrier booked for {v}",
      "The farrier said he'd be out to the donkey {v}",
      "When is the farrier coming?"),
    # amount
    S("amount", "reno", "builder's quote", "the builder's quote", "eur:14000:32000:50",
      "the builder's quote came in at {v}|he's quoting {v} for the two rooms",
      "Dinny says the builder told him {v} all in", "What did the builder quote in the end?",
      ("the builder", "Quotation for works to rooms 3 and 4: {v} incl. VAT. Valid 30 days.")),
    S("amount", "reno", "plumber's price", "the plumber's price", "eur:1800:6500:10",
      "the plumber wants {v} for both en-suites|the plumbing is going to be {v}",
      "The plumber told Dinny {v} for the lot, supply and fit", "Did the plumber give you a price?"),
    S("amount", "reno", "grant amount approved", "the grant we were approved for", "eur:3000:12000:50",
      "the council approved {v} for the grant|we're getting {v} from the grant",
      "The council letter says we're approved for {v}", "Did they say how much the grant would be?",
      ("the council", "We are pleased to inform you that a grant of {v} has been approved.")),
    S("amount", "book", "amount the booking site is withholding", "what the booking site is holding back", "eur:300:1900:10",
      "the booking site is withholding {v} from our payout|they're holding {v} of ours over this dispute",
      "The resolutions team says {v} is on hold pending review", "How much are they holding back?"),
    S("amount", "mam", "weekly care home fee", "the weekly fee at Mam's home", "eur:1100:1650:5",
      "the care home is {v} a week|Mam's place will cost {v} a week",
      "The manager said the fee is {v} a week before the Fair Deal kicks in", "What's the weekly fee there?"),
    S("amount", "farm", "agreed price for the tractor", "the price for the tractor", "eur:5500:19000:100",
      "we agreed {v} for the tractor|the tractor's going for {v}",
      "Dinny says the buyer shook on {v} for the tractor", "What did you get for the tractor?"),
    S("amount", "farm", "price per ewe offered", "the price per ewe", "eur:120:260:5",
      "the dealer offered {v} a head for the ewes|the ewes are making {v} each",
      "The dealer said he'd give {v} a head for the ewes", "What's he offering per ewe?"),
    S("amount", "boston", "Boston hotel nightly rate", "the hotel rate in Boston", "usd:179:389:1",
      "the hotel is {v} a night|the room's {v} a night before tax",
      "Ciara says the hotel told her {v} a night", "What's the hotel charging per night?"),
    S("amount", "accts", "bank loan amount", "the loan we're looking for", "eur:25000:80000:500",
      "we're asking the bank for {v}|the loan is for {v} in total",
      "The man in the bank says they'd look favourably on {v}", "How much are you asking the bank for?"),
    S("amount", "choir", "fundraiser target", "the fundraiser target", "eur:3000:15000:500",
      "we're aiming to raise {v} for the church roof|the target for the roof is {v}",
      "Father Kieran says the roof needs {v} raised by Christmas", "Is there a target for the fundraiser?"),
    S("amount", "accts", "VAT bill for the period", "the VAT bill", "eur:1200:9000:10",
      "the VAT bill for the last period is {v}|we owe {v} in VAT this time",
      "The accountant says the VAT for the period comes to {v}", "Did the accountant say what the VAT bill is?",
      ("the accountant's office", "Hi Maura, VAT liability for the period is {v}, payable by the 23rd.")),
    S("amount", "boston", "cost of the Boston flights", "what the flights cost", "eur:600:1400:1",
      "the flights to Boston came to {v}|I paid {v} for the flights in the end",
      "Ciara says {v} for the flights is a bargain", "What did the flights come to?"),
    # phone
    S("phone", "reno", "plumber's mobile number", "the plumber's mobile", "mob",
      "the plumber's mobile is {v}|you can get the plumber on {v}",
      "Mike gave me the plumber's number, {v}, and said ring after six", "Have you a number for the plumber?",
      ("the plumber", "Hi, it's the plumber, my new mobile is {v}, save that one.")),
    S("phone", "mam", "care home's phone number", "the care home's number", "land",
      "the number for the care home is {v}|the nurses' station at the home is {v}",
      "The manager said to ring the nurses' station on {v} any time", "What's the number for the care home?"),
    S("phone", "hip", "physio clinic phone number", "the physio clinic's number", "land",
      "the physio clinic's number is {v}|you ring {v} to book the physio",
      "The receptionist said to ring {v} if I need to change an appointment", "Do you have a number for the physio clinic?"),
    S("phone", "accts", "accountant's office number", "the accountant's office number", "land",
      "the accountant's office is {v}|you'd get the accountant on {v}",
      "Dinny says the accountant's direct line is {v}", "What's the accountant's number?"),
    S("phone", "boston", "Boston hotel phone number", "the Boston hotel's number", "us",
      "the hotel's number is {v}|the front desk in Boston is {v}",
      "Ciara says the hotel front desk is {v}", "Have you the hotel's phone number?",
      ("the hotel", "Thank you for your reservation. Questions? Call our front desk at {v}.")),
    S("phone", "boston", "Ciara's new US phone number", "Ciara's new American number", "us",
      "Ciara's new number over there is {v}|you'd get Ciara now on {v}",
      "Kevin says Ciara's new number is {v}, the old one's gone", "What's Ciara's number now?"),
    S("phone", "farm", "tractor buyer's mobile", "the tractor buyer's mobile", "mob",
      "the buyer's mobile is {v}|the tractor man's number is {v}",
      "The auctioneer gave me the buyer's number, {v}", "Did you get the buyer's number?"),
    S("phone", "pets", "vet's out-of-hours number", "the vet's out-of-hours number", "mob",
      "the vet's out-of-hours is {v}|if the donkey takes a turn at night it's {v}",
      "The vet said ring {v} out of hours", "Have you got the vet's emergency number?"),
    # address
    S("address", "mam", "care home's address", "the care home's address", "town",
      "the home is at {v}|Mam's new address will be {v}",
      "The manager said post for Mam should go to {v}", "What's the address of the care home?",
      ("the care home", "Welcome pack: our address for all correspondence is {v}.")),
    S("address", "hip", "physio clinic address", "the physio clinic", "unit",
      "the physio clinic is at {v}|the physio's place is {v}",
      "Breda says the physio moved to {v}", "Where's the physio clinic?"),
    S("address", "boston", "Ciara's new apartment address", "Ciara's new apartment", "us",
      "Ciara's new place is {v}|they've moved into {v}",
      "Kevin told me the new apartment is {v}", "What's Ciara's address over there?"),
    S("address", "boston", "Boston hotel address", "the hotel in Boston", "us",
      "the hotel's at {v}|we're staying at {v}",
      "Ciara says the hotel is at {v}, ten minutes from them", "Where's the hotel exactly?",
      ("the hotel", "Your reservation is confirmed. Hotel address: {v}.")),
    S("address", "accts", "accountant's office address", "the accountant's office", "street",
      "the accountant's office is {v}|the accountant's above at {v}",
      "Dinny says the accountant moved to {v}", "Where's the accountant's office?"),
    S("address", "farm", "where the tractor is to be delivered", "where the tractor's going", "town",
      "the tractor needs to be delivered to {v}|the buyer wants the tractor brought to {v}",
      "The buyer says to drop the tractor to {v}", "Where does the tractor need to go?"),
    S("address", "choir", "new rehearsal venue address", "the new rehearsal venue", "street",
      "choir practice is moving to {v}|the new rehearsal room is at {v}",
      "Father Kieran says practice will be at {v} from now on", "Where's practice now?"),
    # id
    S("id", "mam", "Mam's PPS number", "Mam's PPS number", "pps",
      "Mam's PPS number is {v}|the PPS for Mam is {v}",
      "The woman in the HSE office read Mam's PPS back to me as {v}", "Do you have your mother's PPS number handy?"),
    S("id", "mam", "Fair Deal application reference", "the reference on Mam's Fair Deal form", "hse",
      "the Fair Deal reference is {v}|Mam's application reference is {v}",
      "The HSE said to quote {v} on everything", "Did the HSE give you a reference number?",
      ("the HSE", "Your application has been received. Reference: {v}. Please quote in all correspondence.")),
    S("id", "book", "disputed booking reference", "the booking reference for the disputed stay", "bk",
      "the booking reference for the no-show is {v}|the disputed booking is {v}",
      "The case handler said the booking is {v} on their side", "What's the reference for that booking?"),
    S("id", "boston", "flight booking code", "the booking code for my flights", "pnr",
      "the booking code for the flights is {v}|my flight reference is {v}",
      "Ciara said the code for my flights is {v}", "Have you the booking reference for the flights?",
      ("the airline", "Your booking is confirmed. Booking reference: {v}.")),
    S("id", "boston", "ESTA application number", "my ESTA application number", "esta",
      "my ESTA application number is {v}|the ESTA number is {v}",
      "Kevin says the ESTA number is {v}, he did it for me", "Did you get an application number for the ESTA?"),
    S("id", "accts", "B&B's VAT number", "our VAT number", "vat",
      "our VAT number is {v}|the VAT number for the business is {v}",
      "The accountant says our VAT number is {v}", "What's your VAT number?"),
    S("id", "accts", "accountant's invoice number", "the accountant's invoice number", "inv",
      "the accountant's invoice is number {v}|the invoice number is {v}",
      "The accountant's secretary said to quote invoice {v}", "What's the invoice number?",
      ("the accountant's office", "Please find attached invoice {v}. Payment within 30 days please.")),
    S("id", "farm", "tractor's registration", "the tractor's registration", "reg",
      "the tractor's reg is {v}|the registration on the tractor is {v}",
      "Dinny read the reg off the tractor for me, {v}", "What's the tractor's reg?"),
    S("id", "reno", "grant application reference", "the grant application reference", "grant",
      "the grant application reference is {v}|our grant reference is {v}",
      "The council said our reference is {v}", "Did the council give you a reference for the grant?",
      ("the council", "Acknowledgement: your application has been assigned reference {v}.")),
    S("id", "book", "B&B's Eircode", "the Eircode for the B&B", "eir",
      "the Eircode for the B&B is {v}|our Eircode is {v}",
      "The courier said our Eircode should be {v}", "What's the Eircode for the house?"),
    S("id", "hip", "hospital patient number", "my hospital number", "mrn",
      "my hospital number is {v}|the patient number on the letter is {v}",
      "The secretary said my hospital number is {v}", "Do you know your hospital number?",
      ("the hospital", "Appointment letter. Patient number: {v}. Please bring this letter.")),
    S("id", "pets", "collie's microchip number", "the collie's microchip number", "chip",
      "the collie's microchip number is {v}|the chip number for the collie is {v}",
      "The vet said the collie's chip reads {v}", "Do you know the collie's microchip number?"),
    S("id", "accts", "loan application number", "the loan application number", "loan",
      "the loan application number is {v}|the bank's reference for the loan is {v}",
      "The bank said the loan application is {v}", "Did the bank give you a reference for the loan?"),
    # decision
    S("decision", "reno", "flooring chosen for the new rooms", "what we're putting down on the floors",
      ["the oak-effect vinyl", "the grey slate tiles", "the engineered walnut", "the herringbone laminate"],
      "we're going with {v} for the floors in the new rooms|the floors are going to be {v}, decided",
      "Dinny says we're going with {v} for the floors and I didn't argue", "Did ye settle on the flooring?"),
    S("decision", "reno", "shower chosen for the en-suites", "the shower we picked for the en-suites",
      ["a walk-in wet room", "the level-access shower tray", "the glass quadrant shower"],
      "we've decided on {v} in both en-suites|it's {v} for the en-suites",
      "The plumber says {v} makes the most sense and we've agreed", "What shower are you putting in?"),
    S("decision", "book", "how she's fighting the booking-site dispute", "how we're fighting the booking site",
      ["the small claims procedure", "a chargeback through the bank", "the consumer ombudsman route"],
      "we're going with {v} over the booking-site money|I've decided on {v} for the dispute",
      "My solicitor friend says {v} is the way to go and I'm doing it", "How are you going to fight it?"),
    S("decision", "farm", "what they're doing with the sheep", "what we're doing with the sheep",
      ["sell the flock in one lot", "keep the six best hoggets", "sell privately to the Murphys"],
      "we've decided to {v}|the plan now is to {v}",
      "Dinny finally agreed we should {v}", "What did ye decide about the sheep?"),
    S("decision", "boston", "how she's getting to Boston", "how I'm getting to Boston",
      ["fly from Shannon direct", "go via Dublin with pre-clearance", "go through Heathrow from Cork"],
      "I've decided to {v}|the plan is to {v}",
      "Ciara says I should {v} and I've booked it", "Which way are you flying?"),
    S("decision", "choir", "fundraiser format the choir chose", "the fundraiser idea the choir picked",
      ["a table quiz in the parish hall", "a sponsored walk around Muckross", "a céilí in the community centre"],
      "the choir's going for {v} as the fundraiser|we voted for {v}",
      "Father Kieran says we're doing {v} and that's final", "What kind of fundraiser are ye doing?"),
    S("decision", "accts", "loan option chosen", "what we chose for the loan",
      ["the seven-year term", "the variable rate option", "the five-year fixed"],
      "we're going with {v} on the loan|we've signed up for {v}",
      "The accountant talked us into {v} on the loan", "Which loan option did you go for?"),
    S("decision", "mam", "room picked for Mam", "the room we picked for Mam",
      ["the ground-floor room by the garden", "the room beside the nurses' station", "the bigger room facing the chapel"],
      "we took {v} for Mam|Mam's getting {v}",
      "The manager said we could have {v} for Mam and we said yes", "Which room is your mother getting?"),
    # preference
    S("preference", "boston", "preferred seat on flights", "what I want for a seat on the plane",
      ["an aisle seat near the front", "a window seat on the left", "the seat nearest the toilets"],
      "I always want {v} on long flights|on the plane I'll only take {v}",
      "Ciara knows I always want {v}, she booked it that way", "Do you have a seat preference?"),
    S("preference", "reno", "paint colour she wants for the new rooms", "the colour I want for the new rooms",
      ["that duck-egg blue", "a sage green with white trim", "a warm buttermilk yellow"],
      "I'd love {v} for the walls of the new rooms|my heart is set on {v} for the rooms",
      "The painter says {v} is what I keep asking for, and he's right", "Have you a colour in mind for the rooms?"),
    S("preference", "home", "her own breakfast preference", "what I like for breakfast myself",
      ["porridge with stewed rhubarb", "a boiled egg and toast soldiers", "a slice of tea brack and a pot of tea"],
      "my own breakfast is always {v}|for myself I only want {v} in the morning",
      "Dinny says I'm a creature of habit, always {v}", "What do you have for breakfast yourself?"),
    S("preference", "hip", "preferred physio appointment time", "when I prefer physio appointments",
      ["early morning appointments", "anything after the breakfast rush", "Friday afternoon slots"],
      "I'd much prefer {v} for the physio|for the physio, {v} suit me best",
      "I told the receptionist {v} suit me best", "Do you have a preferred time for the physio?"),
    S("preference", "choir", "hymn she'd love to sing at the concert", "the piece I'd love to sing at the concert",
      ["Be Thou My Vision", "the Caccini Ave Maria", "Ag Críost an Síol"],
      "I'd love to sing {v} at the concert|if I get the solo I'd want {v}",
      "The director said I can pick, and I told her {v}", "Is there a piece you'd like to sing?"),
    S("preference", "mam", "what Mam likes", "what Mam likes",
      ["her Marietta biscuits with the tea", "the window table at dinner", "the Kerryman delivered on Wednesdays"],
      "Mam has to have {v}, she's particular|the one thing Mam insists on is {v}",
      "The carer said Mam keeps asking for {v}", "Is there anything your mother particularly likes?"),
    S("preference", "home", "how she likes to be contacted", "how I like to be contacted",
      ["a text rather than a call", "WhatsApp voice notes", "emails after nine at night"],
      "for me, {v} is always best|I'd take {v} any day",
      "Ciara tells everyone {v} is the way to get me", "How do you like people to get in touch?"),
    # constraint
    S("constraint", "hip", "restriction after the hip operation", "the rule after the hip op",
      ["no driving for six weeks", "no bending past ninety degrees", "no lifting anything heavier than a kettle"],
      "after the operation there's to be {v}|I've been told {v} after the op",
      "The surgeon says {v} after the op, full stop", "Did they give you any rules for after the operation?"),
    S("constraint", "mam", "Mam's dietary restriction", "Mam's diet rule",
      ["nothing with grapefruit", "no added salt", "soft foods only"],
      "Mam can have {v} because of her tablets|with Mam it has to be {v}",
      "The GP says {v} for Mam from now on", "Are there any restrictions on what your mother can eat?"),
    S("constraint", "book", "house rule for guests", "the house rule for guests",
      ["no check-ins after ten at night", "no one-night stays in August", "no smoking anywhere on the grounds"],
      "the rule in the house is {v}|we've a strict {v} policy now",
      "Dinny put it on the website: {v}", "Do you have any house rules for guests?"),
    S("constraint", "boston", "what she can't manage on the journey", "what I can't manage on the journey",
      ["a layover over three hours", "a red-eye flight", "more than one change"],
      "with the hip I can't manage {v}|I can't face {v}, not with this hip",
      "The GP said I shouldn't attempt {v} with the hip", "Is there anything you can't manage on the journey?"),
    S("constraint", "pets", "the donkey's diet rule", "the donkey's diet rule",
      ["no rich grass", "no more than a handful of carrots", "barley straw only"],
      "the donkey's to have {v}|it's {v} for the donkey from now on",
      "The vet says {v} for the donkey or he'll get laminitis", "Did the vet say anything about his diet?"),
    S("constraint", "reno", "budget rule for the renovation", "our budget rule for the renovation",
      ["not a cent over thirty grand", "cash only with the builder", "no extras without a written price"],
      "the rule on the renovation is {v}|it's {v} on this job",
      "Dinny and I agreed: {v}", "Have you set a limit on the renovation?"),
]


def _draw_for(rng, spec):
    gen, kind = spec["gen"], spec["kind"]
    if isinstance(gen, list):
        return rng.choice(gen)
    if gen.startswith(("eur", "usd")):
        cur, lo, hi, step = gen.split(":")
        return g_amount(rng, int(lo), int(hi), int(step), cur)
    fn = {"person": g_person, "phone": g_phone, "address": g_address, "id": g_id}.get(kind)
    return fn(rng, gen) if fn else (rng.choice(PET_NAMES) if gen == "pet" else g_date(rng))


# ------------------------------------------------------------------------------------------------ transforms
TEXT_SUBS = [(r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bare\b", "r"), (r"\btomorrow\b", "2moro"),
             (r"\bbefore\b", "b4"), (r"\bthanks\b", "thx"), (r"\bplease\b", "pls"), (r"\bbecause\b", "cos"),
             (r"\bi'm\b", "im"), (r"\bdon't\b", "dont"), (r"\bthat's\b", "thats"), (r"\bto be honest\b", "tbh"),
             (r"\bby the way\b", "btw"), (r"\bokay\b", "ok"), (r"\bsee you\b", "cu")]


def textify(rng, s):
    out = s.lower()
    for pat, rep in TEXT_SUBS:
        if rng.random() < 0.8:
            out = re.sub(pat, rep, out)
    out = out.replace(". ", rng.choice([" ", ", ", ". ", " - "])).rstrip(".")
    return out + rng.choice(["", " x", " lol", " 🙈", "!!", " 🙄", " ha", " xx"])


def dictate(rng, s):
    out = []
    for w in s.split(" "):
        if any(c in w for c in (SENT, OLD, NEW)):
            out.append(w)
            continue
        w = w.lower().replace("'", "").replace("’", "")
        if w.endswith("?"):
            w = w[:-1] + rng.choice([" question mark", "?", ""])
        elif w.endswith("."):
            w = w[:-1] + rng.choice([" full stop", ".", " .", "", ". ."])
        elif w.endswith(","):
            w = w[:-1] + rng.choice([" comma", "", ",", ". "])
        elif rng.random() < 0.06:
            w += rng.choice([".", ",", " ."])
        if rng.random() < 0.04:
            w = w.capitalize()
        out.append(w)
    text = " ".join(out).strip()
    return rng.choice(["", "ok ", "right ", "hello ", "ok so "]) + text + rng.choice(["", " end message", " ok", ""])


# ------------------------------------------------------------------------------------------------ composition
_RECENT = {}  # recently used templates per pool (reset per conversation), to avoid back-to-back repeats


def _pick(rng, pool, key, k=8):
    rec = _RECENT.setdefault(key, [])
    t = rng.choice([x for x in pool if x not in rec] or pool)
    rec.append(t)
    del rec[:-k]
    return t


def thread_sentence(rng, th):
    return sentcase(fill(rng, _pick(rng, USER_T[th], th)))


def aside(rng):
    return sentcase(fill(rng, _pick(rng, ASIDES, "aside")))


def filler_user(rng, th):
    r = rng.random()
    if r < 0.04:
        items = rng.sample(LIST_ITEMS, rng.randint(3, 5))
        return rng.choice(LIST_HEADERS) + "\n" + "\n".join("- " + fill(rng, i) for i in items) + "\n" + \
            rng.choice(USER_CLOSERS)
    parts = []
    if rng.random() < 0.35:
        parts.append(rng.choice(USER_OPENERS))
    a = _pick(rng, USER_T[th], th)
    parts.append(sentcase(fill(rng, a)))
    if rng.random() < 0.8:
        b = _pick(rng, USER_T[th], th)
        conn, second = rng.choice(CONNECTORS), sentcase(fill(rng, b))
        if conn:
            second = lc_first(second)
        parts.append(conn + second)
    if rng.random() < 0.4:
        parts.append(aside(rng))
    if rng.random() < 0.35:
        parts.append(rng.choice(USER_CLOSERS))
    text = " ".join(p for p in parts if p)
    if r < 0.10:
        return dictate(rng, text)
    if r < 0.17:
        return textify(rng, text)
    return text


def filler_asst(rng, th, n_bodies=None):
    parts = []
    if rng.random() < 0.6:
        parts.append(rng.choice(ASST_OPENERS))
    bodies = [_pick(rng, ASST_T[th], "a" + th, 6), _pick(rng, ASST_T[th], "a" + th, 6)]
    parts.append(bodies[0])
    if (n_bodies or (2 if rng.random() < 0.8 else 1)) > 1:
        parts.append(bodies[1])
    if rng.random() < 0.45:
        parts.append(rng.choice(ASST_FOLLOWUPS))
    return " ".join(parts)


def fact_user(rng, style, spec, th, lower_v=False):
    """User message stating the fact, with the value as SENT."""
    np_ = spec["np"]
    c = fill(rng, rng.choice(spec["clauses"]), v=SENT)
    F = lambda: thread_sentence(rng, th)
    a1, a2, a3 = [sentcase(fill(rng, x)) for x in rng.sample(ASIDES, 3)]
    if style == "plain":
        t = rng.choice(["{C}.", "{C}. {F}", "{F} {C}.", "{O} {C}.", "{C}, so that's that. {F}"])
        return fill(rng, t, C=cap(c), F=F(), O=rng.choice(USER_OPENERS))
    if style == "value_first":
        t = rng.choice(["{v} — that's {np}. {F}", "{v}: {np}. {F}", "So: {v}. That's {np}, in case I forget.",
                        "Right — {v}. That's {np} sorted anyway. {F}"] if lower_v else
                       ["{v} — that's {np}. {F}", "{v}. That's {np}, in case I forget.", "{v}: {np}. {F}",
                        "{v}, by the way, is {np}.", "{v}! That's {np} sorted anyway. {F}", "{F} {v} is {np}, for the record."])
        return fill(rng, t, v=SENT, np=np_, F=F())
    if style == "subordinate":
        return fill(rng, rng.choice(SUB_TEMPLATES), c=c) + rng.choice(["", " " + F()])
    if style == "reported":
        r = fill(rng, rng.choice(spec["rep"]), v=SENT)
        t = rng.choice(["{R}. {T}", "{R}. {F}", "{F} {R}.", "So {r}. {T}"])
        return fill(rng, t, R=cap(r), F=F(),
                    T=rng.choice(["Sounds right to me.", "So there you go.", "Make of that what you will.", "Grand."]), r=lc_first(r))
    if style == "list":
        items = [fill(rng, i) for i in rng.sample(LIST_ITEMS, rng.randint(2, 4))]
        fact = rng.choice(["{Np}: {v}", "{np} is {v}", "{Np} — {v}", "note {np} = {v}"])
        items.insert(rng.randint(0, len(items)), fill(rng, fact, Np=cap(np_), np=np_, v=SENT))
        return rng.choice(LIST_HEADERS) + "\n" + "\n".join("- " + i for i in items)
    if style == "answer":
        t = rng.choice(["{v}.", "It's {v}.", "Oh sorry — {v}.", "{v}, I should have said. {F}", "Ah, {v}. {F}",
                        "To answer your question, {v}. {F}", "That'd be {v}.", "Yes — {v}. {F}"])
        return fill(rng, t, v=SENT, F=F())
    if style == "question":
        t = rng.choice(["Is it daft that I only found out now that {c}?", "Should I let Ciara know that {c}?",
                        "Do I need to tell anyone that {c}, or is that overkill?",
                        "Would you believe {c}?", "{F} Would it be daft to double-check, given that {c}?",
                        "Did I tell you {c}? I can't remember if I did.", "Is there anything I should sort now that {c}?"])
        return fill(rng, t, c=c, F=F())
    if style == "dictation":
        base = rng.choice(["{C}. {F}", "{S}", "{F} {C}."])
        return dictate(rng, fill(rng, base, C=cap(c), F=F(), S=fill(rng, rng.choice(SUB_TEMPLATES), c=c)))
    if style == "buried":
        t = rng.choice(["{A1} {A2} Oh and {c}. {A3}", "{A1} Anyway — {c} — {A2} {A3}",
                        "{A1} {A2} (Also, {c}.) {A3}", "{F} {A1} {C}. {A2}"])
        return fill(rng, t, A1=a1, A2=a2, A3=a3, c=c, C=cap(c), F=F())
    if style == "texting":
        t = rng.choice(["ok so {c}", "{np} = {v} btw", "fyi {c}", "quick one - {c}. thanks", "{c}. anyway see you tomorrow"])
        return textify(rng, fill(rng, t, c=c, np=np_, v=SENT))
    if style == "forwarded":
        sender, body = spec["fwd"]
        t = rng.choice(['Pasting in the message from {s}: "{b}" {F}', 'Got this from {s} just now — "{b}" {T}',
                        '{F} This came through from {s} this morning:\n"{b}"'])
        return fill(rng, t, s=sender, b=body.replace("{v}", SENT), F=F(),
                    T=rng.choice(["Grand, so.", "At last!", "Finally some news.", "Well, that's something."]))
    if style == "hedged":
        t = rng.choice(["I think {c}, though I could change my mind yet.", "For now anyway, {c}. {F}",
                        "{C}, I suppose. Unless something better turns up."]
                       if spec["kind"] in ("decision", "preference", "constraint") else
                       ["I'm nearly sure {c}, but don't hold me to it.", "If I'm not mistaken, {c}. {F}",
                        "{C}, I think. Yes. Pretty sure anyway.", "From memory, {c} — I'll check the letter later."])
        return fill(rng, t, c=c, C=cap(c), F=F())
    raise ValueError(style)


GENERIC_CORR = [
    "Scratch what I said about {np} — it's {new}, not {old}.",
    "Turns out I had {np} wrong. Not {old} at all, it's {new}.",
    "{new} — that's {np}. I'd {old} written down somewhere but that was wrong.",
    "It's actually {new} for {np}. Ignore the {old} I gave you before.",
    "Small change: {np} is now {new}, not {old}.",
    "Mother of God, did I tell you {old} for {np}? It's {new}. My head is gone.",
    "Update on {np}: {old} is out, {new} is in.",
    "You know I said {old} for {np}? Forget that. {new}.",
    "TEXT:ugh {np} is {new} not {old} sorry",
    "Dinny rang — {np} has changed, it's {new} now instead of {old}.",
    "Wrong info earlier, my fault: {np} should be {new}. The {old} was off an old note.",
    "DICT:Small change, {np} is {new} now not {old}. I checked the letter.",
    "Hold on, I'd it backwards. {new} is right for {np}; {old} was never right.",
]
KIND_CORR = {
    "date": ["They moved it to {new}. So {np} isn't {old} anymore.", "{np} got changed — {new} instead of {old}.",
             "They've rescheduled {np}, would you believe: {new}, where it was {old}."],
    "phone": ["I had the wrong number saved — {np} is {new}; {old} is an old one.",
              "{old} just rings out, so I asked again: {np} is {new}."],
    "person": ["{old} has pulled out, so {np} is going to be {new} instead.",
               "It's not {old} any more for {np}, there's been a shake-up — {new} is taking over."],
    "address": ["They've moved, {np} is {new} now, not {old}.", "{np} isn't {old} — the post came back. It's {new}."],
    "amount": ["The figure for {np} came in at {new} in the end, not the {old} we first heard.",
               "{np} has been revised, would you believe: {new} now, where it was {old}."],
    "id": ["I read {np} off the wrong page — it's {new}, not {old}.",
           "I'd a digit wrong or something — {np} is {new}, not {old}."],
}


def corr_user(rng, spec, tpl, th):
    mode = tpl[:4] if tpl.startswith(("TEXT:", "DICT:")) else None
    text = cap(fill(rng, tpl[5:] if mode else tpl, np=spec["np"], new=NEW, old=OLD))
    if mode == "TEXT":
        text = textify(rng, text)
    elif mode == "DICT":
        text = dictate(rng, text)
    r = rng.random()
    if r < 0.35:
        text = text + " " + thread_sentence(rng, th)
    elif r < 0.55:
        text = rng.choice(USER_OPENERS) + " " + text
    return text


ECHO = ["Got it — {v}. {B}", "{B} And noted: {v}.", "Thanks, I'll keep {v} in mind. {B}", "{v}, noted. {B}", "Okay, {v}. {B}"]
CORR_ACK = ["No bother, {new} it is. {B}", "Thanks for flagging that — updated to {new}. {B}", "{B}",
            "Grand, I'll go with {new} from now on. {B}", "Understood, {new}. {B}", "{B} (Updated: {new}.)"]


# ------------------------------------------------------------------------------------------------ main builder
def _schedule(rng, turns):
    sched, prev = [], None
    while len(sched) < turns:
        th = rng.choices(THREADS, THREAD_WEIGHTS)[0]
        if th == prev:
            continue
        sched.extend([th] * rng.randint(2, 6))
        prev = th
    return sched[:turns]


def _conflict(a, b):
    a, b = a.lower(), b.lower()
    return a in b or b in a


def _generate(seed, turns=1000, n_corrections=6):
    rng = random.Random(seed)
    _RECENT.clear()
    specs = [s for kind, n in KIND_COUNTS.items() for s in rng.sample([x for x in SPECS if x["kind"] == kind], n)]
    n_f = len(specs)
    # values (and stale values for corrected facts)
    by_kind = {k: [i for i, s in enumerate(specs) if s["kind"] == k] for k in CORRECTABLE}
    corr_idx, kinds_cycle = set(), rng.sample(CORRECTABLE, len(CORRECTABLE))
    n_corrections = min(n_corrections, sum(map(len, by_kind.values())))
    while len(corr_idx) < n_corrections:
        for k in kinds_cycle:
            left = [i for i in by_kind[k] if i not in corr_idx]
            if left and len(corr_idx) < n_corrections:
                corr_idx.add(rng.choice(left))
    taken = []

    def fresh(spec):
        for _ in range(500):
            v = _draw_for(rng, spec)
            if not any(_conflict(v, t) for t in taken):
                taken.append(v)
                return v
        raise RuntimeError("could not draw a distinct value")

    values = [fresh(s) for s in specs]
    stales = [fresh(s) if i in corr_idx else None for i, s in enumerate(specs)]
    # stated value at first statement: stale for corrected facts
    first_val = [stales[i] or values[i] for i in range(n_f)]

    # styles: balanced, forwarded only where the spec has a pasted-message form
    styles = []
    while len(styles) < n_f:
        block = STYLES[:]
        rng.shuffle(block)
        styles.extend(block)
    styles = styles[:n_f]
    order = list(range(n_f))
    rng.shuffle(order)
    for i in order:
        if styles[i] == "forwarded" and not specs[i]["fwd"]:
            for j in order:
                if styles[j] != "forwarded" and specs[j]["fwd"]:
                    styles[i], styles[j] = styles[j], styles[i]
                    break
            else:
                styles[i] = "plain"
    # placement
    sched = _schedule(rng, turns)
    thirds = [0] * (n_f // 3 + n_f % 3) + [1] * (n_f // 3) + [2] * (n_f // 3)
    rng.shuffle(thirds)
    for i in corr_idx:  # corrected facts are stated in the first two thirds
        if thirds[i] == 2:
            j = next(j for j in range(n_f) if j not in corr_idx and thirds[j] != 2)
            thirds[i], thirds[j] = thirds[j], thirds[i]
    occupied, stated, corrected_at, qturn = set(), [None] * n_f, [None] * n_f, {}

    def free(t):
        return 1 <= t < turns and not ({t - 1, t, t + 1} & occupied)

    def place(i, lo, hi, need_prev):
        th = specs[i]["thread"]
        cands = [t for t in range(max(lo, 2), hi) if free(t)]
        same = [t for t in cands if sched[t] == th]
        pool = same or cands
        if not pool:
            raise RuntimeError("no room to place a fact; use more turns")
        t = rng.choice(pool)
        sched[t] = th
        occupied.add(t)
        if need_prev:
            sched[t - 1] = th
            occupied.add(t - 1)
        return t

    bounds = [(0, turns // 3), (turns // 3, 2 * turns // 3), (2 * turns // 3, turns)]
    for i in sorted(range(n_f), key=lambda k: (k not in corr_idx, rng.random())):
        lo, hi = bounds[thirds[i]]
        if i in corr_idx:
            hi = min(hi, turns - 60)
        stated[i] = place(i, lo, hi, styles[i] == "answer")
        if i in corr_idx:
            corrected_at[i] = place(i, stated[i] + 50, turns, False)
        if styles[i] == "answer":
            qturn[stated[i] - 1] = i
    events = {stated[i]: ("fact", i) for i in range(n_f)}
    events.update({corrected_at[i]: ("corr", i) for i in corr_idx})
    corr_tpls = {}
    generic = GENERIC_CORR[:]
    rng.shuffle(generic)
    for i in sorted(corr_idx, key=lambda k: stated[k]):
        opts = KIND_CORR[specs[i]["kind"]] + [generic.pop()]
        corr_tpls[i] = rng.choice(opts)

    all_strings = [v for v in values] + [s for s in stales if s]

    def ok(msg, allowed):
        low = msg.lower()
        return all(s.lower() not in low for s in all_strings if s not in allowed)

    out = []
    for t in range(turns):
        th = sched[t]
        ev = events.get(t)
        for _attempt in range(200):
            if ev is None:
                u = filler_user(rng, th)
                a = filler_asst(rng, th)
                if t in qturn:
                    a = a + " " + specs[qturn[t]]["q"]
                if ok(u, ()) and ok(a, ()):
                    break
            elif ev[0] == "fact":
                i = ev[1]
                v = first_val[i]
                u = fact_user(rng, styles[i], specs[i], th, v[:1].islower()).replace(SENT, v)
                if rng.random() < 0.4:
                    a = fill(rng, rng.choice(ECHO), v=v, B=filler_asst(rng, th, 1))
                else:
                    a = filler_asst(rng, th)
                if v in u and ok(u, (v,)) and ok(a, (v,)):
                    break
            else:
                i = ev[1]
                new, old = values[i], stales[i]
                u = corr_user(rng, specs[i], corr_tpls[i], th).replace(NEW, new).replace(OLD, old)
                a = fill(rng, rng.choice(CORR_ACK), new=new, B=filler_asst(rng, th, 1))
                if new in u and old in u and ok(u, (new, old)) and ok(a, (new,)):
                    break
        else:
            raise RuntimeError(f"could not build turn {t}")
        out.append((u, a))
    facts = []
    for i, s in enumerate(specs):
        if i in corr_idx:
            facts.append(Planted(s["kind"], s["about"], values[i], stated[i], stale=stales[i], corrected_at=corrected_at[i]))
        else:
            facts.append(Planted(s["kind"], s["about"], values[i], stated[i]))
    facts.sort(key=lambda f: f.turn)
    style_of = {stated[i]: styles[i] for i in range(n_f)}
    return Conversation(turns=out, facts=facts), style_of


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    return _generate(seed, turns, n_corrections)[0]


# ------------------------------------------------------------------------------------------------ self-checks
def _encoder():
    try:
        import tiktoken
    except ImportError:
        return None
    try:
        return tiktoken.get_encoding("cl100k_base")
    except Exception:  # offline: use the BPE cache shipped in the repository, if present
        cache = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "rollmem_client", "_tiktoken")
        if not os.path.isdir(cache) or os.environ.get("TIKTOKEN_CACHE_DIR"):
            raise
        os.environ["TIKTOKEN_CACHE_DIR"] = cache
        return tiktoken.get_encoding("cl100k_base")


def _check(seed, enc):
    errs = []
    conv, style_of = _generate(seed)
    T = len(conv.turns)
    if (T, len(conv.facts), len(conv.corrections)) != (1000, 50, 6):
        errs.append(f"sizes: {T} turns, {len(conv.facts)} facts, {len(conv.corrections)} corrections")
    if dict(Counter(f.kind for f in conv.facts)) != KIND_COUNTS:
        errs.append(f"kind counts {dict(Counter(f.kind for f in conv.facts))}")
    users = [u.lower() for u, _ in conv.turns]
    assts = [a.lower() for _, a in conv.turns]

    def where(s):
        s = s.lower()
        return [i for i, m in enumerate(users) if s in m], [i for i, m in enumerate(assts) if s in m]

    for f in conv.facts:
        if not f.value or not f.about:
            errs.append(f"empty fact {f}")
        vu, va = where(f.value)
        if f.stale is None:
            if vu != [f.turn] or not set(va) <= {f.turn}:
                errs.append(f"{f.kind} {f.value!r}: user {vu} asst {va} stated {f.turn}")
            if f.value not in conv.turns[f.turn][0]:
                errs.append(f"{f.value!r} not verbatim in turn {f.turn}")
        else:
            if f.kind not in CORRECTABLE:
                errs.append(f"corrected kind {f.kind}")
            if f.corrected_at is None or f.corrected_at - f.turn < 50:
                errs.append(f"correction gap {f.turn}->{f.corrected_at}")
            if vu != [f.corrected_at] or not set(va) <= {f.corrected_at}:
                errs.append(f"new {f.value!r}: user {vu} asst {va} corrected_at {f.corrected_at}")
            su, sa = where(f.stale)
            if su != sorted([f.turn, f.corrected_at]) or not set(sa) <= {f.turn}:
                errs.append(f"stale {f.stale!r}: user {su} asst {sa} ({f.turn}, {f.corrected_at})")
            if f.stale not in conv.turns[f.turn][0] or f.stale not in conv.turns[f.corrected_at][0] \
                    or f.value not in conv.turns[f.corrected_at][0]:
                errs.append(f"corrected fact {f.about} not verbatim")
    thirds = Counter(min(f.turn * 3 // T, 2) for f in conv.facts)
    if min(thirds.values()) < 12:
        errs.append(f"spread {dict(thirds)}")
    again = generate(seed)
    if again.turns != conv.turns or [asdict(f) for f in again.facts] != [asdict(f) for f in conv.facts]:
        errs.append("not deterministic")
    if enc is not None:
        toks = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns) / T
    else:
        toks = sum(len(u) + len(a) for u, a in conv.turns) / T / 4.0
    if not 80 <= toks <= 130:
        errs.append(f"avg tokens/turn {toks:.1f}")
    styles = Counter(style_of.values())
    if min(styles[s] for s in STYLES) < 3:
        errs.append(f"style balance {dict(styles)}")
    return conv, style_of, toks, thirds, styles, errs


if __name__ == "__main__":
    enc = _encoder()
    if enc is None:
        print("WARNING: tiktoken unavailable, estimating tokens as chars/4")
    failed = False
    for seed in range(1, 6):
        conv, style_of, toks, thirds, styles, errs = _check(seed, enc)
        print(f"seed {seed}: {len(conv.turns)} turns, {len(conv.facts)} facts, {len(conv.corrections)} corrections, "
              f"avg {toks:.1f} tokens/turn, thirds {dict(sorted(thirds.items()))}")
        print("   styles:", dict(sorted(styles.items())))
        print("   corrections:", ", ".join(f"{f.kind} {f.turn}->{f.corrected_at}" for f in conv.corrections))
        rng = random.Random(seed)
        for f in rng.sample(conv.facts, 3):
            print(f"   [{f.kind} / {style_of[f.turn]} @{f.turn}] {f.about} = {f.stale or f.value!r}")
            print("     U:", conv.turns[f.turn][0].replace("\n", " | ")[:300])
        c = conv.corrections[seed % len(conv.corrections)]
        print(f"   [correction @{c.corrected_at}] {c.about}: {c.stale!r} -> {c.value!r}")
        print("     U:", conv.turns[c.corrected_at][0].replace("\n", " | ")[:300])
        for e in errs:
            print("   FAIL:", e)
        failed |= bool(errs)
    import hashlib, subprocess  # determinism must not depend on the process's string-hash seed
    code = "import hashlib,recall_world_r as r;print(hashlib.sha256(repr(r.generate(1).turns).encode()).hexdigest())"
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=os.path.dirname(
        os.path.abspath(__file__)), env={**os.environ, "PYTHONHASHSEED": "12345"}).stdout.strip()
    if other != hashlib.sha256(repr(generate(1).turns).encode()).hexdigest():
        print("FAIL: output differs across processes")
        failed = True
    print("ALL CHECKS PASSED" if not failed else "SOME CHECKS FAILED")
    sys.exit(1 if failed else 0)
