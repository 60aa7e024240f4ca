"""Held-out recall world H: a freelance architect's assistant for work and life admin.

This generator was written independently, without looking at the rollmem summarizer, its fact extractor, its tests
or the other recall worlds; it only shares the ``Planted`` / ``Conversation`` data format with
``recall_conversation.py``. The user is a freelance architect juggling a loft conversion, a café fit-out, suppliers,
the council, two trips (Porto, Gdańsk), family logistics, health, a pottery class, a zine side project, money,
home repairs and a best friend's wedding.

Each conversation has exactly 50 planted facts (person 8, pet 4, date 7, amount 6, phone 4, address 4, id 6,
decision 4, preference 4, constraint 3), spread over the three thirds of the conversation, each stated once in a
user message; ``n_corrections`` of them (person/date/amount/phone/address/id) are later corrected, and their
``Planted`` carries the new ``value``, the ``stale`` old one, the first ``turn`` and ``corrected_at``.

Usage::

    from recall_world_h import generate
    conv = generate(seed=3)               # 1,000 turns, 50 facts, 6 corrections
    conv = generate(seed=3, turns=200)    # shorter variant (minimum 160 turns)

``python benchmarks/recall_world_h.py`` runs the self-checks for seeds 1-5.
"""

from __future__ import annotations

import datetime
import itertools
import random
import re
from dataclasses import dataclass

from recall_conversation import Conversation, Planted

MIN_TURNS = 160
KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
MIN_CORRECTION_GAP = 40
U_MIN, U_MAX = 33, 44  # user message target words (sentences may overshoot a little)
A_MIN, A_MAX = 25, 35  # assistant reply target words

# --------------------------------------------------------------------------------------------------------------
# filler vocabulary (never contains a planted value: every generated turn is checked against them anyway)
# --------------------------------------------------------------------------------------------------------------
NAMES = ["Mei", "Oluwaseun", "Kasia", "Rafael", "Aoife", "Arjun", "Layla", "Henrik", "Emeka", "Joanna", "Bruno",
         "Niamh", "Sanjay", "Noor", "Freya", "Duc", "Funmi", "Marek", "Camila", "Ciarán", "Priya", "Omar", "Astrid",
         "Hamid", "Lucía", "Tendai", "Yusuf", "Maja", "Jonas", "Beatriz"]
COMPANIES = ["Hollis Timber", "Brightline Print", "Okoro & Daughters Joinery", "Nordvik Stone", "Pellucid Lighting",
             "Tan Phat Tiles", "Marsh Lane Roofing", "Greenwell Nursery", "Fairbank Joinery", "Copperleaf Fixings",
             "Halden Plant Hire", "Saltmarsh Scaffolding"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WORKDAYS = WEEKDAYS[:5]
CLOCKS = ["7:45", "8:20", "9:10", "10:05", "10:40", "11:15", "11:50", "12:25", "1:35", "2:10", "2:55", "3:40",
          "4:25", "5:05", "5:50", "6:35", "7:20", "9:55"]
REPORTERS = ["Ines", "Kwame", "My assistant", "{name}"]

# thread -> (pairs of a user sentence and the assistant's answer to it, general assistant remarks on the thread,
#            follow-up questions the assistant may end on)
THREADS: dict[str, tuple[list[tuple[str, str]], list[str], list[str]]] = {
    "loft": (
        [("The Mwangis want {n} more dormer options before {day}, which means another late one.",
          "For the dormer options, putting them side by side on one sheet usually makes the choice quicker."),
         ("The site meeting at the Mwangi loft ran {mins} minutes over because the steel delivery was late.",
          "Late steel eats a whole meeting; a one-line delivery confirmation the day before might help next time."),
         ("{name} from the builder's sent {n} photos of the rafters and two of them look properly rotten.",
          "If the rafters look rotten, it's worth having the builder probe them before the steel order goes in."),
         ("I redrew the loft staircase twice this morning and the headroom is still marginal.",
          "Loft stairs are nearly always a headroom fight; a winder at the bottom can sometimes win a little back."),
         ("The builder reckons the steels can go in on {day} if the rain holds off.",
          "If the steels go in then, confirming the temporary props with the builder beforehand seems wise."),
         ("Mrs Mwangi asked if we can squeeze a rooflight over the bath, which is actually a nice idea.",
          "A rooflight over the bath sounds lovely; the rafter spacing will tell you how big it can be."),
         ("Spent {hours} hours on the loft sections and I've still got the drainage detail to do.",
          "The drainage detail might go faster first thing tomorrow with fresh eyes."),
         ("The Mwangis want oak treads but the budget says softwood, so that's a fun chat for {day}.",
          "A quick costed comparison of oak against softwood usually settles the tread question faster."),
         ("The insulation build-up on the loft is about {mm} millimetres too thick for the ridge height.",
          "A thinner, higher-performance board might fix the build-up without touching the ridge."),
         ("The plasterer can't start on the loft until the week after next, so everything slides.",
          "If the plasterer slips, that could be a calm window to finish the drainage detail."),
         ("Mr Mwangi rang at {clock} to ask whether the loft can have a tiny balcony. It cannot.",
          "A clear no on the balcony now probably saves a longer argument later."),
         ("The scaffolders left a gap on the loft job and {name} nearly stepped straight through it.",
          "That gap is worth raising in writing with the builder today, even if it's already fixed."),
         ("The Mwangis' builder has {n} jobs on at once and it shows.",
          "With a builder that stretched, a short weekly checklist from you might keep the loft from slipping."),
         ("The Mwangis asked for a walkthrough on {day} so they can picture the bedroom up there.",
          "A few quick perspective sketches might do more for the Mwangis than the plans on that walkthrough."),
         ("The loft floor joists turned out to be {mm} millimetres shallower than the survey said.",
          "Shallower joists are worth flagging to the engineer before anything else is ordered."),
         ("{name} the roofer says the loft tiles can be reused if they come off carefully.",
          "Reusing the tiles would help the budget and keep the roof looking consistent."),
         ("The Mwangis' budget spreadsheet has {n} tabs and none of them agree.",
          "One summary sheet that everything else feeds into could stop the tabs arguing."),
         ("I spent the train ride redoing the loft window schedule.",
          "Train time is good for schedule tidying; it's the kind of job that needs no big screen.")],
        ["The loft sounds like it's moving, even if slowly.",
         "It might be worth sending the Mwangis a short progress note so they feel in the loop."],
        ["Want me to draft an agenda for the next loft site meeting?",
         "Should I add the loft to-dos to tomorrow's list?",
         "Do you want a short note for the Mwangis about the timeline?"]),
    "cafe": (
        [("The Kestrel Café owners changed the counter layout again, that's version {n} now.",
          "Dating every counter layout on the sheet helps when the owners start comparing versions."),
         ("I spent the morning measuring the café kitchen and the extract duct route is a nightmare.",
          "For the duct route, a quick 3D sketch might persuade the shopfitter faster than plans."),
         ("{name} at the café wants the bench seating finished before their soft launch on {day}.",
          "If the benches are the launch priority, it may be worth asking the joiner to do them first."),
         ("The café lighting scheme needs {n} more pendants than we budgeted for.",
          "A lighting schedule with each pendant numbered would make the budget conversation easier."),
         ("The café owners sent me a mood board with {count} pins on it, bless them.",
          "Asking the owners to star their top ten pins could turn that mood board into a brief."),
         ("The shopfitter wants final joinery drawings for the café by {day} at the latest.",
          "Working back from the shopfitter's deadline, the joinery set probably needs a clear day this week."),
         ("We had a walk-through at the café at {clock} and the sightlines from the door are better than I feared.",
          "Good sightlines from the door are a real win for a small café."),
         ("The café toilet is {mm} millimetres short of the accessible width, so I need to shuffle a wall.",
          "Shuffling that wall early is better than fighting the accessibility point at building control."),
         ("{name} wants the café signage hand-painted, which I love but it adds time.",
          "Hand-painted signage is lovely; giving the painter a fixed date should stop it drifting."),
         ("The extraction fan quote for the café came back and I need to sit down with it properly.",
          "For the fan quote, checking the duct length they priced against your measurements is a good start."),
         ("The café owners want to stay open during the works for {n} weeks, which is ambitious.",
          "Staying open during works can work if the zones are phased and quiet hours are agreed."),
         ("The café counter sample arrived and the edge detail is gorgeous.",
          "A good counter sample is worth photographing for the owners straight away."),
         ("The café owners want to test the coffee machine position at {clock} on {day}.",
          "Testing the machine position with the baristas there is smart; they'll spot workflow issues quickly."),
         ("The café floor screed needs {n} more days to dry before anyone can tile.",
          "Drying times are hard to rush; a moisture reading before tiling would confirm it."),
         ("{name} suggested a long communal table for the café window, which I quite like.",
          "A communal table in the window could work well if the aisle stays wide enough."),
         ("The café menu board has to fit between two pipes, so I measured the gap three times.",
          "Three measurements for a tight gap is exactly the right level of paranoia.")],
        ["The café job sounds demanding but close.", "The café owners seem keen, which helps."],
        ["Shall I draft a phasing note for the café works?",
         "Do you want a list of questions for the shopfitter?",
         "Would it help to list the café changes since the last version?"]),
    "suppliers": (
        [("{company} still haven't confirmed the delivery slot for the samples.",
          "Asking for a written delivery window usually gets a firmer answer than a phone call."),
         ("The timber merchant's prices have gone up about {pct} percent since spring.",
          "A price rise like that is worth flagging to clients early rather than absorbing quietly."),
         ("{name} at {company} promised a call back by {clock} and I'm still waiting.",
          "If the call back doesn't come, a short email leaves a trail and often gets a faster answer."),
         ("I ordered {n} tile samples and only half of them arrived, in a box that looked sat on.",
          "Photographing the damaged samples before the box goes out gives you something to point to."),
         ("The glazing lead time has crept out to {n} weeks, which hurts the café programme.",
          "If lead time is the issue, it may be worth asking whether a smaller first batch can ship sooner."),
         ("{company} want a site survey before they'll quote properly.",
          "A survey before quoting is annoying but usually means a more reliable number."),
         ("The stone yard emailed to say the slab I reserved has a crack running through it.",
          "Better to hear about the cracked slab now than after it's cut; they may hold the next one for you."),
         ("I asked {company} for a breakdown and they sent a single number with no detail.",
          "For a single-number quote, it's fair to ask for labour and materials split out first."),
         ("Three different suppliers quoted three different thicknesses for the same worktop.",
          "Putting the worktop quotes in one table, thickness included, would show the real difference."),
         ("{name} from {company} dropped by the studio with biscuits, which is a very effective sales tactic.",
          "Biscuits are a classic; at least the visit is a chance to ask about lead times face to face."),
         ("{company} sent the wrong hinges for the second time this month.",
          "Twice in a month is worth a word with whoever manages the account."),
         ("The lighting supplier changed their catalogue and every product code moved.",
          "A quick mapping of old to new codes would save confusion on the café schedule."),
         ("I finally found a brick that matches the Mwangis' house, after {n} samples.",
          "Finding a matching brick after that many samples is a real relief."),
         ("{company} offered {pct} percent off if I order before {day}.",
          "A discount with a deadline is worth it only if the drawings are definitely final."),
         ("The paint supplier only delivers on {day}s now.",
          "If they only deliver on one day, ordering a week ahead might avoid gaps.")],
        ["A short supplier log with dates and promises makes chasing much easier."],
        ["Want me to draft a polite chaser for them?",
         "Should I add the supplier follow-ups to your list for tomorrow?"]),
    "council": (
        [("The council portal logged me out {n} times while I was uploading drawings.",
          "If the portal keeps logging you out, uploading files one at a time sometimes behaves better."),
         ("Building control want another calculation for the loft steel, naturally.",
          "The engineer might be able to turn that calculation round quickly if you send the exact query."),
         ("The consultation on the loft closes in {n} weeks and one neighbour has already objected.",
          "One objection isn't unusual; answering the specific point calmly usually matters more than numbers."),
         ("I spent {mins} minutes on hold with the council this morning and then got cut off.",
          "After a cut-off like that, an email to the case officer at least gets a written reply."),
         ("The heritage officer wants the café shopfront in a darker green, which I can live with.",
          "A darker green seems a cheap concession if it keeps the heritage officer onside."),
         ("{name} next door to the Mwangis is worried about overlooking from the dormer.",
          "For the overlooking worry, a simple sightline section often calms neighbours more than words."),
         ("The council changed its validation checklist again, so my drawing set is missing a sheet.",
          "Validation checklists change quietly; keeping a dated copy of the one you submitted against helps."),
         ("Building control can only send someone on {day} afternoon, which clashes with everything.",
          "It may be worth asking building control whether photos could cover that stage instead."),
         ("The tree officer wants a root protection plan before anything happens at the courtyard site.",
          "The root protection plan is usually quick if the tree survey is already done."),
         ("I finally got a human at the planning desk at {clock}, and they were actually helpful.",
          "A helpful person at the planning desk is worth noting down for next time."),
         ("The planning officer wants an extra elevation of the dormer from the garden side.",
          "An extra elevation from the garden should be quick if the model is up to date."),
         ("The council's fee calculator gave me {n} different answers.",
          "When the fee calculator disagrees with itself, a screenshot and an email to the council protects you."),
         ("Building control emailed at {clock} to say the inspection is confirmed.",
          "A confirmed inspection is one less thing to chase.")],
        ["Council processes rarely move at the speed anyone wants."],
        ["Want me to keep a list of open council queries?",
         "Shall I make a checklist of what's still missing from the submission?"]),
    "travel": (
        [("I still need to sort the talk slides for Porto, I'm on about {n} out of twenty.",
          "For the slides, finishing the story first and polishing later usually saves time."),
         ("The Gdańsk trip might need an extra day if the site visit overruns.",
          "An extra buffer day in Gdańsk is probably cheaper than rebooking at short notice."),
         ("The train to the airport is {mins} minutes faster than the bus, but twice the price.",
          "For an early flight the faster train might be worth it; for a late one the bus is fine."),
         ("{name} recommended a tiny seafood place in Porto that only opens at {clock}.",
          "The seafood place sounds like a good reward after the conference day."),
         ("My passport expires next year so I should check it's fine for both trips.",
          "Checking passport validity early is wise; some countries want several months left."),
         ("I've packed the wrong adaptor on the last {n} trips, so this time I'm labelling the bag.",
          "Labelling the adaptor bag is a small thing that pays off on every trip."),
         ("The conference app already sent me {n} notifications and I haven't even picked workshops.",
          "Picking two workshops now and ignoring the rest of the app might be enough."),
         ("I want a morning in Porto to sketch the tiled facades, even if it's just two hours.",
          "Protecting a sketching morning is a good idea; conference days tend to swallow everything."),
         ("Baggage allowance on the cheap airline is one small bag, which is ridiculous for a model.",
          "For the model, it might be worth checking whether you can ship it to the venue instead."),
         ("{name} is also going to Gdańsk, so we might share a taxi from the airport.",
          "Sharing the airport taxi saves a bit and gives you time to talk through the site beforehand."),
         ("The Porto conference wants my bio in under {count} characters.",
          "A short bio is easier if you start from the one sentence you'd want people to remember."),
         ("I found a cheaper flight home from Gdańsk but it leaves at {clock}.",
          "A cheaper flight is tempting, though an awkward time can cost a day of work."),
         ("{name} lent me a travel pillow that looks like a croissant.",
          "A croissant pillow is a strong travel look."),
         ("I need to print the site plans for Gdańsk at A1, which my printer can't do.",
          "The copy shop could print the big site plans in one go.")],
        ["Two trips close together is a lot; a packing list you reuse could help."],
        ["Want me to make a packing list for Porto?",
         "Should I block out the travel days in your week plan?",
         "Do you want a rough timetable for the Gdańsk visit?"]),
    "family": (
        [("Kwame is on nights this week, so I'm doing all {n5} school runs.",
          "Doing every school run while Kwame is on nights is a lot; maybe keep the evenings light."),
         ("Leo has lost another water bottle, that's the fourth this term.",
          "Maybe a bottle with his name in huge letters, or accept it as a tax on childhood."),
         ("Ada needs a costume for {day} and nobody told me until tonight.",
          "For a last-minute costume, something built from a cardboard box and paint usually goes down well."),
         ("Mum called at {clock} to talk about her neighbour's hedge for twenty minutes.",
          "The hedge saga sounds like it might run and run."),
         ("The kids want pancakes for dinner and honestly I'm tempted.",
          "Pancakes for dinner once in a while is a perfectly good parenting decision."),
         ("{name} from Ada's class is coming over after school on {day}.",
          "A playdate can buy you an hour of quiet if they get along."),
         ("Leo's football kit is still wet from the weekend and he needs it tomorrow.",
          "A radiator overnight should rescue the kit, just about."),
         ("Mum wants help sorting boxes at the weekend, which will take longer than she thinks.",
          "Helping your mum in short sessions might be easier on everyone than one marathon day."),
         ("Kwame and I haven't had an evening out in about {n} weeks.",
          "Blocking one evening for you and Kwame, even a short walk, can make a real difference."),
         ("The school sent {n} letters home in one bag, and one was a permission slip due yesterday.",
          "Schools usually accept a late slip with an apologetic note."),
         ("Ada has decided she wants to be an architect, which is flattering and slightly worrying.",
          "Ada wanting to be an architect is sweet; maybe she can help with a site model one weekend."),
         ("Leo wants to learn the trumpet, which the neighbours will love.",
          "A practice mute could keep the neighbours on side."),
         ("Mum's new phone has {n} apps she's scared of.",
          "Hiding the scary apps in one folder might help your mum settle in."),
         ("Ada and Leo argued for {mins} minutes about whose turn it was to lay the table.",
          "A rota on the fridge might end that argument, or at least move it."),
         ("Kwame's shifts change again next month, so the calendar needs redoing.",
          "Redoing the calendar once the new shifts are confirmed might avoid doing it twice.")],
        ["A shared family calendar could help with surprises like that."],
        ["Want me to jot the school things into a list for the week?",
         "Should I put the family bits into your week plan?"]),
    "health": (
        [("My shoulder has been stiff again after {hours} hours at the drawing board.",
          "Short movement breaks every hour tend to help shoulders more than one long stretch at the end."),
         ("I slept about {n} hours last night, which explains a lot.",
          "A simple cut-off time for screens in the evening can do wonders for sleep."),
         ("I did my physio exercises twice today, gold star for me.",
          "Two sets of exercises in a day is a solid effort, well done."),
         ("I keep forgetting to drink water until about {clock}, then I drink a litre at once.",
          "Keeping a bottle on the desk as a visual cue is a small trick that often works."),
         ("The dentist sent another reminder, I should really sort out that check-up.",
          "Booking the check-up while the reminder is in front of you is the easiest way to get it done."),
         ("I went for a {mins}-minute walk at lunch and felt human again.",
          "Lunch walks are great, putting them in the calendar makes them more likely to happen."),
         ("My eyes are tired from screens, I think I need my glasses checked.",
          "An eye test is worth booking; tired eyes can feed into headaches and neck tension."),
         ("The standing desk has been standing unused for {n} weeks.",
          "Standing for just the first call of the day is a gentle way back into the standing desk."),
         ("Kwame thinks I'm working too late, and he's probably right.",
          "A fixed finish time a couple of nights a week might be a realistic start."),
         ("The physio said my posture is 'creative', which I don't think was a compliment.",
          "Creative posture is a very diplomatic diagnosis."),
         ("I had a headache by {clock}, probably from squinting at drawings.",
          "Bigger text on screen and a glass of water might help with the squinting headaches."),
         ("I tried the stretching video Ines sent and it was harder than it looked.",
          "Stretching videos often are; doing half of it is still useful."),
         ("My back complained after carrying {n} rolls of drawings up the stairs.",
          "A drawing tube with a strap might spare your back next time."),
         ("I went to bed before eleven for once and it was glorious.",
          "An early night like that is worth repeating.")],
        ["Looking after the shoulder now will pay off on site later."],
        ["Want me to set a reminder for a proper lunch break?",
         "Shall I add a daily stretch break to your plan?"]),
    "ceramics": (
        [("My bowl collapsed on the wheel again at pottery, the third one in a row.",
          "Collapsing bowls often come down to walls too thin at the base; slowing the wheel can help."),
         ("Pottery class is on {day} this week instead of Thursday.",
          "Worth moving anything you had on that evening so the class change doesn't clash."),
         ("{name} at ceramics made a teapot that actually pours, I'm so jealous.",
          "A teapot that pours is the pottery equivalent of a perfect detail."),
         ("The glaze firing came out speckled green and I'm weirdly happy with it.",
          "A speckled glaze you like is a good find, it's worth noting the recipe and where it sat in the kiln."),
         ("I've made {n} mugs this term and only two are watertight.",
          "Two watertight mugs is still two mugs you can use."),
         ("The studio kiln is booked solid until next month.",
          "With the kiln booked up, it might be a good stretch to focus on throwing and trimming."),
         ("I want to try throwing larger pieces but my shoulder says no.",
          "Larger pieces can wait until the shoulder is happier, smaller forms are still good practice."),
         ("Clay is everywhere, including inside my left ear somehow.",
          "Clay in the ear is a sign of real commitment."),
         ("The ceramics group wants to do a small sale before the holidays.",
          "A small sale is a nice goal, it gives the term a finish line."),
         ("My trimming is getting better, the feet on my bowls are almost even now.",
          "Even trimming is a real milestone, it's the bit people often rush."),
         ("I spent {mins} minutes wedging clay and my arms are jelly.",
          "Wedging is a workout; maybe go easy on the shoulder after that."),
         ("The tutor showed us how to pull handles and mine look like tiny ears.",
          "Tiny-ear handles sound charming, honestly."),
         ("{name} from class wants to swap a bowl for one of my mugs.",
          "A swap is a lovely way to end up with a collection.")],
        ["Pottery sounds like a good counterweight to the drawing board."],
        ["Want me to keep a running list of glaze notes for you?",
         "Should I keep Thursday evenings clear for pottery?"]),
    "zine": (
        [("I sketched {n} more courtyards for the zine this weekend.",
          "The courtyard sketches are piling up nicely for the zine."),
         ("The zine layout is {count} words over and I keep wanting to add more.",
          "Capping the length now might protect the zine from endless growth; extras could go in a second issue."),
         ("{name} offered to proofread the zine, which is generous because my commas are chaos.",
          "A proofreader is a gift; sending the text in one clean file will make it easier for them."),
         ("A courtyard I wanted to feature has been turned into a car park, which is sort of the point of the zine.",
          "A before-and-after of that car park could make a strong page."),
         ("The crowdfunding video is {mins} seconds too long, I need to cut ruthlessly.",
          "Short videos do better; opening on the strongest courtyard image could help the cut."),
         ("I interviewed an old caretaker about a courtyard fountain and it was the best hour of my week.",
          "The caretaker interview sounds like a great centrepiece, it might deserve a full spread."),
         ("I'm thinking of doing a small launch evening for the zine at a bookshop.",
          "A launch evening at a bookshop is a lovely idea and the mailing list gives you a ready audience."),
         ("The zine has {count} people on the mailing list already, which is more than I expected.",
          "That mailing list is a good sign for the crowdfunding."),
         ("I need to clear permissions for {n} of the photos in the zine.",
          "A permissions tracker with photographer, date and status will save headaches later."),
         ("I scanned the ink drawings at the library because my scanner is a relic.",
          "Library scanners are underrated, especially for ink work."),
         ("The risograph test print came out with the pink slightly off-register.",
          "A slightly off-register pink is part of the charm, within reason."),
         ("A reader sent me a photo of a courtyard I'd never heard of, {mins} minutes from the studio.",
          "A reader tip like that could become a lovely feature."),
         ("I need a title for the zine and my shortlist has {n} bad options.",
          "Saying the shortlist out loud to a friend often reveals the right title.")],
        ["The zine seems to be the project that keeps you going."],
        ["Want me to draft a rough running order for the zine?",
         "Should I make a list of the photo permissions to chase?"]),
    "money": (
        [("Two clients are late paying and it's been {n} weeks on one of them.",
          "A polite but firm reminder quoting the original due date usually moves late payments along."),
         ("I need to move some money into the tax pot before the end of the month.",
          "Putting a fixed percentage of every payment into the tax pot as it arrives takes the pressure off."),
         ("My business account charges fees for everything, I counted {n} on the last statement.",
          "If the fees keep stacking up, comparing one or two other business accounts might be worth an hour."),
         ("The VAT quarter ends soon and my receipts are in {n} different places.",
          "Keeping receipts in one folder, even a photo album on your phone, makes the VAT quarter easier."),
         ("{name} suggested I raise my hourly rate, and they're probably right.",
          "Raising your rate for new clients first is a gentle way to test it."),
         ("I finally set up a separate savings account for equipment.",
          "A separate equipment pot is a very grown-up move."),
         ("The software subscriptions add up to a silly amount when I list them.",
          "Listing every subscription once a year is a good habit, there's usually something to cancel."),
         ("I spent {mins} minutes matching bank transactions and only got through half a month.",
          "Matching transactions weekly instead of monthly tends to make it much less painful."),
         ("I should chase the café deposit, it was meant to arrive by {day}.",
          "Chasing the deposit now, while the job is friendly, is easier than later."),
         ("My pension contributions are embarrassingly low for someone my age.",
          "Even a small automatic increase in pension contributions adds up over time."),
         ("The year-end checklist from the accountant has {count} lines, which feels personal.",
          "Ticking off a few lines of that checklist each day would make it manageable."),
         ("A client asked for {pct} percent off after the work was finished.",
          "A discount request after the work is done is fair to decline politely."),
         ("I found {price} in an old coat pocket, which is my best financial news this week.",
          "Coat-pocket money is the best kind.")],
        ["Money admin is dull but it's good you're on top of it."],
        ["Want me to draft a payment reminder you can reuse?",
         "Shall I make a small checklist for the VAT quarter?"]),
    "home": (
        [("The bathroom ceiling has a damp patch the size of a pizza.",
          "A damp patch that size is worth investigating soon, even if it looks stable."),
         ("The boiler made a noise this morning like a kettle full of gravel.",
          "Gravelly boiler noises are often a pressure or sludge issue; an engineer can check quickly."),
         ("The gutter over the back door overflows whenever it rains for more than {mins} minutes.",
          "Clearing the gutter might buy some time while you wait for a roofer."),
         ("I bought {n} tester pots for the hallway and none of them is the right white.",
          "Painting samples on big sheets of card and moving them around the hall helps pick the white."),
         ("The kitchen tap has been dripping for a week and Kwame says he'll fix it on {day}.",
          "A dripping tap is usually just a washer, so Kwame's plan sounds realistic."),
         ("The studio landlord finally replaced the broken window latch.",
          "Good that the latch is done, one less thing."),
         ("{name} next door recommended a roofer, but they can't come for ages.",
          "A recommended roofer is worth the wait if the leak can be managed meanwhile."),
         ("The washing machine has started walking across the floor on spin.",
          "Levelling the washing machine feet usually stops the walking."),
         ("We found evidence of a mouse in the cupboard under the stairs.",
          "Sealing gaps around pipes under the stairs usually helps with mice."),
         ("The hallway light has flickered since {day} and I've ignored it like a professional.",
          "A flickering light is often just the bulb, but worth a look if it continues."),
         ("The back gate has come off one hinge again.",
          "A longer screw into fresh wood usually fixes a gate hinge for a while."),
         ("Our attic is so full of boxes I couldn't find the fairy lights.",
          "Maybe the boxes deserve a labelling session before the next season."),
         ("Kwame bled the radiators and now they sound like applause.",
          "Applauding radiators at least mean the air is out."),
         ("The fridge is making a new noise, which is never good.",
          "A new fridge noise is worth a look behind the back.")],
        ["Home jobs have a way of piling up together."],
        ["Want me to list the home jobs in order of urgency?",
         "Should I add the house jobs to your weekend list?"]),
    "wedding": (
        [("I've written about {n} versions of the opening line for Dara's wedding speech.",
          "For the speech, one good story and a warm toast usually beats a string of jokes."),
         ("Felix wants a ceilidh band at the wedding and Dara wants a DJ, so I'm staying out of it.",
          "Staying out of the band debate is wise, best people have enough to carry."),
         ("The wedding group chat has {count} unread messages and half of them are about hats.",
          "Muting the group chat until the evening is entirely allowed."),
         ("{name} asked if I'm bringing a plus-one to the wedding, which made me laugh.",
          "The plus-one question is a wedding classic."),
         ("My suit trousers are about {cm} centimetres too long, so they need altering.",
          "Suit alterations can take a couple of weeks, so it's worth dropping them in soon."),
         ("Dara sent me a voice note at {clock} panicking about the table plan.",
          "Table plans cause more panic than almost anything else; a shared spreadsheet might calm Dara."),
         ("The wedding favours are going to be tiny pots of honey, which is very them.",
          "Honey favours sound lovely and very on brand."),
         ("I'm meant to organise a surprise video message from Felix's family abroad.",
          "The video message is a lovely idea; collecting clips early leaves time to edit."),
         ("Dara wants a ceramic cake topper and has looked at me meaningfully.",
          "A ceramic cake topper could be a great personal touch if the kiln timing works."),
         ("The speech is currently {mins} minutes long and needs to be about half that.",
          "Cutting the speech in half usually means keeping the best story and losing the list."),
         ("The hen and stag groups want a joint weekend, which is chaos in spreadsheet form.",
          "A joint weekend can work if someone owns the spreadsheet."),
         ("Dara asked whether {n5} speeches is too many. It is.",
          "Capping the speeches is a kindness to everyone there."),
         ("I found the perfect photo of Dara and Felix from {n} years ago for the speech.",
          "An old photo like that can make the speech land."),
         ("Felix's cousin wants to do a reading and has sent me {n} options.",
          "Picking the shortest reading is rarely a mistake.")],
        ["Being best person is a proper job on top of everything else."],
        ["Want me to help trim the speech?",
         "Should I start a wedding to-do list?"]),
}
THREAD_NAMES = list(THREADS)

INCIDENTAL: list[tuple[str, str]] = [
    ("Parking near the site cost {price} for an hour, which feels criminal.",
     "Site parking prices are a racket; a pay-by-app zone nearby might be cheaper."),
    ("I had {n} calls before {clock} this morning.", "That's a lot of calls before the day has properly started."),
    ("My inbox is sitting at {count} unread emails.",
     "Sorting the inbox by sender for ten minutes might clear the worst of it."),
    ("The bus was {mins} minutes late, again.", "The bus sounds like it's been unreliable lately."),
    ("Lunch was a {price} sandwich eaten over the keyboard.",
     "A desk sandwich now and then is fine, but a proper break tomorrow would be good."),
    ("The printer jammed {n} times before I gave up and went to the copy shop.",
     "The copy shop is probably the right call when the printer is in that mood."),
    ("{name} messaged at {clock} asking if I'd seen the email from {day}.",
     "Replying with a quick holding line buys you time on that email."),
    ("I did {k} thousand steps today, mostly pacing.", "Pacing still counts as steps."),
    ("There were {n} meetings in my diary today and at least one could have been an email.",
     "Protecting one meeting-free afternoon a week might help."),
    ("Ines ordered {n} boxes of pens by mistake.", "At least the studio won't run out of pens for a while."),
    ("{name} from {company} called twice about something that turned out to be nothing.",
     "Two calls about nothing is a very particular kind of interruption."),
    ("The coffee at the co-working place went up to {price}, which is daylight robbery.",
     "A flask from home is starting to sound attractive."),
    ("I've got {n} browser windows open and each one has about {n2} tabs.",
     "Closing tabs you haven't touched in a week is oddly satisfying."),
    ("The studio radiator takes {mins} minutes to warm up, so I work in a scarf until then.",
     "A timer on the studio heating might save the scarf phase."),
    ("{name} and I had a {mins}-minute call that covered about five minutes of content.",
     "An agenda sent before the call might shrink those."),
    ("The lift in our building has been broken for {n} days.",
     "Stairs count as exercise, I suppose."),
    ("{name} sent me a meme at {clock} and I laughed far too loudly in the library.",
     "Library laughs are the hardest to suppress."),
    ("It took me {mins} minutes to find my keys this morning.",
     "A hook by the door might save those minutes."),
    ("My laptop decided to update itself at {clock}, mid-meeting.",
     "Scheduling updates for overnight might stop the mid-meeting surprises."),
    ("I owe {name} a coffee, maybe two.",
     "Coffee debts are the nicest kind to repay."),
]
CHATTER = ["Anyway, that's where things stand.", "Sorry for the brain dump.", "It's been a long one.",
           "Bit scattered today.", "Thoughts?", "Right, back to it.", "Onwards.", "Tell me I'm not the only one.",
           "The studio is freezing, by the way.", "Ines is out today so it's just me and the radio.",
           "I'll get there.", "What would you do?", "Not my finest day, but not the worst either."]
CONNECTORS = ["Also, ", "Oh, and ", "Meanwhile, ", "Separately, ", "On another note, ", "Unrelated, but ",
              "In other news, ", "Plus ", "And "]
LOWER_OK = {"The", "My", "A", "Our", "We", "There", "It", "Two", "Three", "Mum", "Spent", "Pottery", "Clay", "Lunch",
            "Parking", "Building", "Baggage"}

AI_OPENERS = ["Sounds like a full day.", "That's a lot to juggle.", "Fair enough.", "Makes sense.",
              "Ah, that's annoying.", "Good to hear.", "Understood.", "That's a classic.", "Oof.", "Nice one.",
              "Okay, noted.", "That's progress.", "Hang in there.", "Ha, I can picture it.", "That's a busy mix.",
              "Thanks for the update.", "Right, let's untangle that."]
AI_GENERIC = ["It might help to pick one thing to finish today and let the rest wait.",
              "If you like, I can turn this into a short list for tomorrow.",
              "Writing the next step down now often makes the morning start easier.",
              "A ten-minute break before the next task could help reset.",
              "The priorities sound clear even if the day isn't.",
              "Batching the calls into one slot might save some switching.",
              "It sounds like most of this can wait until after the weekend.",
              "One small win before lunch can change the feel of the whole day."]

# --------------------------------------------------------------------------------------------------------------
# fact topics
# --------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Topic:
    kind: str
    about: str
    thread: str
    what: str  # noun phrase in the user's voice ("my new physio", "the glazier")
    label: str  # short label for colon notes
    extra: str = ""  # person: role; amount/phone/address/id: format family
    options: tuple[str, ...] = ()  # decision / preference / constraint values
    lo: int = 0
    hi: int = 0


def _t(*args, **kw) -> Topic:
    return Topic(*args, **kw)


TOPICS: list[Topic] = [
    # person (extra = role)
    _t("person", "structural engineer on the café fit-out", "cafe", "the structural engineer on the café job",
       "café engineer", "structural engineer"),
    _t("person", "new accountant", "money", "my new accountant", "accountant", "accountant"),
    _t("person", "planning officer for the loft application", "council",
       "the planning officer on the loft application", "planning officer", "planning officer"),
    _t("person", "physiotherapist for the shoulder", "health", "my new physio", "physio", "physiotherapist"),
    _t("person", "coordinator at the wedding venue", "wedding", "the coordinator at Dara's wedding venue",
       "venue coordinator", "venue coordinator"),
    _t("person", "building control inspector", "council", "the building control inspector for the loft",
       "BC inspector", "building control inspector"),
    _t("person", "account manager at the glazing firm", "suppliers", "our account manager at Clearview Glass",
       "Clearview contact", "account manager"),
    _t("person", "ceramics tutor", "ceramics", "the new ceramics tutor", "pottery tutor", "ceramics tutor"),
    _t("person", "Ada's class teacher", "family", "Ada's new class teacher", "Ada's teacher", "class teacher"),
    _t("person", "contact at the risograph printer", "zine", "my contact at the risograph printer",
       "riso contact", "print contact"),
    _t("person", "Porto conference organiser", "travel", "the organiser of the Porto conference", "Porto organiser",
       "conference organiser"),
    _t("person", "electrician for the bathroom", "home", "the electrician for the bathroom", "electrician",
       "electrician"),
    _t("person", "mum's solicitor", "family", "mum's solicitor for the flat", "mum's solicitor", "solicitor"),
    # date
    _t("date", "planning committee hearing for the loft", "council", "the planning committee hearing for the loft",
       "loft committee"),
    _t("date", "café fit-out handover", "cafe", "the café handover", "café handover"),
    _t("date", "flight to Porto", "travel", "my flight to Porto", "Porto flight"),
    _t("date", "wedding rehearsal", "wedding", "the wedding rehearsal", "rehearsal"),
    _t("date", "tax return deadline", "money", "the tax return deadline", "tax deadline"),
    _t("date", "dentist appointment", "health", "my dentist appointment", "dentist"),
    _t("date", "ceramics class exhibition", "ceramics", "the ceramics class exhibition", "pottery show"),
    _t("date", "zine crowdfunding launch", "zine", "the zine crowdfunding launch", "zine launch"),
    _t("date", "boiler service visit", "home", "the boiler service", "boiler service"),
    _t("date", "Ada's school play", "family", "Ada's school play", "school play"),
    _t("date", "mum's moving day", "family", "mum's moving day", "mum's move"),
    _t("date", "Gdańsk site visit", "travel", "the Gdańsk site visit", "Gdańsk visit"),
    _t("date", "physio reassessment", "health", "my physio reassessment", "physio review"),
    # amount (extra = currency family)
    _t("amount", "glazing quote for the café", "suppliers", "the glazing quote for the café", "glazing quote",
       "gbp", lo=2000, hi=9000),
    _t("amount", "studio rent", "money", "the new studio rent", "studio rent", "gbp_month", lo=450, hi=1200),
    _t("amount", "fee for the café fit-out", "cafe", "my fee for the café fit-out", "café fee", "gbp",
       lo=4000, hi=15000),
    _t("amount", "Porto conference registration", "travel", "the Porto conference registration",
       "Porto registration", "eur", lo=250, hi=900),
    _t("amount", "share of the group wedding gift", "wedding", "my share of the group wedding gift", "gift share",
       "eur", lo=120, hi=400),
    _t("amount", "last year's tax bill", "money", "the tax bill for last year", "tax bill", "gbp",
       lo=3000, hi=12000),
    _t("amount", "Gdańsk hotel", "travel", "the hotel in Gdańsk", "Gdańsk hotel", "pln", lo=900, hi=3000),
    _t("amount", "drafting kit ordered from Tokyo", "suppliers", "the drafting kit I'm ordering from Tokyo",
       "Tokyo order", "jpy", lo=18000, hi=90000),
    _t("amount", "pendant lamps from Bengaluru", "cafe", "the pendant lamps from the Bengaluru workshop",
       "lamp order", "inr", lo=40000, hi=400000),
    _t("amount", "Toronto competition entry fee", "zine", "the entry fee for the Toronto competition",
       "Toronto entry", "cad", lo=150, hi=900),
    _t("amount", "kiln hire", "ceramics", "the kiln hire at the pottery studio", "kiln hire", "gbp_month",
       lo=60, hi=180),
    _t("amount", "roof repair quote", "home", "the quote for the roof and gutter repair", "roof quote", "gbp",
       lo=800, hi=4000),
    _t("amount", "Leo's summer camp", "family", "Leo's summer camp", "summer camp", "gbp", lo=180, hi=650),
    _t("amount", "photo licence from São Paulo", "zine", "the photo licence from the São Paulo photographer",
       "SP licence", "brl", lo=800, hi=4000),
    # phone (what = who you'd call; extra = number style)
    _t("phone", "glazier's mobile", "suppliers", "the glazier", "glazier mob", "uk_mobile"),
    _t("phone", "boiler engineer's number", "home", "the boiler engineer", "boiler engineer", "uk_mobile"),
    _t("phone", "Porto hotel front desk", "travel", "the front desk at the Porto hotel", "Porto hotel", "pt"),
    _t("phone", "physio clinic", "health", "the physio clinic", "physio clinic", "uk_ext"),
    _t("phone", "wedding florist in Galway", "wedding", "the florist in Galway", "florist", "ie"),
    _t("phone", "developer's office in Gdańsk", "travel", "the developer's office in Gdańsk", "Gdańsk office",
       "pl"),
    _t("phone", "Felix's uncle in Lagos", "wedding", "Felix's uncle in Lagos", "uncle in Lagos", "ng"),
    _t("phone", "Bengaluru lamp workshop", "cafe", "the lamp workshop in Bengaluru", "lamp workshop", "in"),
    _t("phone", "mum's new landline", "family", "mum at the new flat", "mum landline", "uk_land"),
    _t("phone", "São Paulo photographer", "zine", "the photographer in São Paulo", "SP photographer", "br"),
    _t("phone", "lighting rep in Stockholm", "suppliers", "the lighting rep in Stockholm", "lighting rep", "se"),
    # address (what = place; extra = country style)
    _t("address", "café site", "cafe", "the café site", "café site", "uk"),
    _t("address", "mum's new flat", "family", "mum's new flat", "mum's flat", "uk"),
    _t("address", "Porto apartment", "travel", "the apartment in Porto", "Porto flat", "pt"),
    _t("address", "Gdańsk project site", "travel", "the Gdańsk project site", "Gdańsk site", "pl"),
    _t("address", "wedding venue in Galway", "wedding", "Dara's wedding venue", "venue", "ie"),
    _t("address", "stone yard in Antwerp", "suppliers", "the stone yard in Antwerp", "stone yard", "be"),
    _t("address", "competition drop-off in Toronto", "zine", "the competition drop-off in Toronto",
       "Toronto drop-off", "ca"),
    _t("address", "new ceramics studio", "ceramics", "the new ceramics studio", "pottery studio", "uk"),
    _t("address", "Berlin model shop", "suppliers", "the model shop in Berlin", "Berlin shop", "de"),
    # id (extra = id style)
    _t("id", "invoice number for the café fee", "cafe", "the invoice number for the café fee", "café invoice",
       "inv"),
    _t("id", "PO for the glazing order", "suppliers", "the PO for the glazing order", "glazing PO", "po"),
    _t("id", "CAD software support ticket", "suppliers", "the support ticket with the CAD software people",
       "CAD ticket", "ticket"),
    _t("id", "hire van plate for mum's move", "family", "the hire van's plate for mum's move", "van plate",
       "plate_uk"),
    _t("id", "Gdańsk hire car plate", "travel", "the plate of the hire car in Gdańsk", "hire car", "plate_pl"),
    _t("id", "Porto flight booking reference", "travel", "the booking reference for the Porto flights",
       "Porto booking", "pnr"),
    _t("id", "planning application reference", "council", "the planning reference for the loft",
       "loft planning ref", "planning"),
    _t("id", "insurance claim for the leak", "home", "the insurance claim number for the bathroom leak",
       "leak claim", "claim"),
    _t("id", "conference registration code", "travel", "my registration code for the conference", "conf code",
       "conf"),
    _t("id", "kiln hire account reference", "ceramics", "the account reference for the kiln hire", "kiln account",
       "acct"),
    _t("id", "studio parking permit", "home", "the parking permit for the studio", "parking permit", "permit"),
    _t("id", "tax reference", "money", "my tax reference", "tax ref", "utr"),
    _t("id", "ISBN for the zine", "zine", "the ISBN for the zine", "zine ISBN", "isbn"),
    _t("id", "wedding gift list code", "wedding", "the code for Dara and Felix's gift list", "gift list", "gift"),
    # decision
    _t("decision", "café flooring choice", "cafe", "the café floor", "café floor",
       options=("poured terrazzo", "reclaimed iroko boards", "cork tiles throughout")),
    _t("decision", "drawing software", "money", "the drawing software question", "software",
       options=("a switch to Vectorworks", "ArchiCAD for another year", "a move to Revit")),
    _t("decision", "wedding gift choice", "wedding", "the wedding gift", "gift",
       options=("the hand-thrown dinner set", "a weekend in Connemara", "a framed print of their first street")),
    _t("decision", "summer holiday plan", "family", "this summer's holiday", "summer",
       options=("two weeks camping in Brittany", "the house swap in Kraków", "a week on the Algarve with mum")),
    _t("decision", "boiler repair or replace", "home", "the boiler", "boiler",
       options=("a full boiler replacement", "a heat pump instead of a new boiler")),
    _t("decision", "zine printing method", "zine", "the zine printing", "zine print",
       options=("risograph in two colours", "a digital short run", "hand-stitched binding")),
    _t("decision", "Toronto competition scheme", "zine", "the competition entry", "comp entry",
       options=("the sunken garden scheme", "the timber pergola scheme")),
    _t("decision", "Leo's after-school club", "family", "Leo's after-school club", "Leo's club",
       options=("the Tuesday swimming club", "chess club on Wednesdays")),
    _t("decision", "loft stair option", "loft", "the loft stair", "loft stair",
       options=("the spiral stair option", "a straight flight with a kite winder")),
    # preference
    _t("preference", "seat on flights", "travel", "seats on flights", "seat",
       options=("aisle seat near the front", "window seat on the left side", "an exit row seat")),
    _t("preference", "invoice delivery", "money", "invoices to clients", "invoices",
       options=("PDF attachments only", "the online portal link")),
    _t("preference", "coffee order", "health", "coffee at meetings", "coffee",
       options=("an oat flat white", "black filter coffee, no sugar")),
    _t("preference", "how clients reach me", "cafe", "getting hold of me", "contact",
       options=("texts rather than calls", "voice notes over long emails")),
    _t("preference", "drawing issue format", "loft", "drawing issues", "drawing issues",
       options=("prints at A1 on matt paper", "one combined PDF per issue")),
    _t("preference", "hotel room", "travel", "hotel rooms", "hotel room",
       options=("a quiet room away from the lift", "a high floor with a proper desk")),
    _t("preference", "meeting slots", "cafe", "client meetings", "meeting slots",
       options=("site meetings before ten", "video calls after lunch")),
    _t("preference", "meeting notes format", "money", "meeting notes", "notes",
       options=("short bullet summaries", "notes straight into the shared doc")),
    # constraint
    _t("constraint", "medication allergy", "health", "my medical notes", "allergy",
       options=("allergic to penicillin", "allergic to ibuprofen")),
    _t("constraint", "dietary need at the wedding", "wedding", "the wedding meal", "wedding food",
       options=("no shellfish at all", "strictly vegetarian", "coeliac, so gluten-free")),
    _t("constraint", "meeting availability", "cafe", "my diary", "availability",
       options=("no meetings before 9:30", "nothing on Wednesday afternoons")),
    _t("constraint", "shoulder lifting limit", "health", "anything physical on site", "shoulder",
       options=("no lifting over 8 kg", "no overhead lifting for six weeks")),
    _t("constraint", "travel length limit", "travel", "travel plans", "travel limit",
       options=("no flights over seven hours", "no overnight trains")),
    _t("constraint", "access needs for mum", "family", "anything involving mum", "mum access",
       options=("step-free access only", "ground floor only")),
    _t("constraint", "school pickup cutoff", "family", "my weekday plans", "pickup",
       options=("out of the studio by 3:15 on school days", "home by half five on Kwame's night shifts")),
    # pet
    _t("pet", "our cat", "home", "our cat", "cat"),
    _t("pet", "the new puppy", "family", "the new puppy", "puppy"),
    _t("pet", "Ada's hamster", "family", "Ada's hamster", "hamster"),
    _t("pet", "mum's parrot", "family", "mum's parrot", "parrot"),
    _t("pet", "neighbour's dog walked on Sundays", "health", "the neighbour's dog I walk on Sundays", "Sunday dog"),
    _t("pet", "studio tortoise", "home", "the studio tortoise", "tortoise"),
    _t("pet", "Leo's goldfish", "family", "Leo's goldfish", "goldfish"),
    _t("pet", "Dara's dog carrying the rings", "wedding", "Dara's dog, who's carrying the rings", "ring dog"),
]

PET_NAMES = ["Tapioca", "Brigadeiro", "Pierogi", "Jollof", "Nutmeg", "Fidget", "Pumpernickel", "Marzipan",
             "Sputnik", "Waffles", "Gnocchi", "Halloumi", "Kimchi", "Ziggy", "Biscotti", "Mochi", "Tamarind",
             "Baklava", "Cardamom", "Zuzia", "Plantain", "Figaro", "Dumpling", "Chutney", "Noodle", "Paprika",
             "Wasabi", "Oolong", "Bramble", "Toffee"]

# person names by origin; "family_first" origins put the family name first
NAME_ORIGINS: dict[str, tuple[list[str], list[str], bool]] = {
    "vi": (["Minh Khoa", "Thị Hương", "Ngọc Trang", "Quang Duy", "Bảo Anh", "Thanh Tâm"],
           ["Trần", "Phạm", "Nguyễn", "Lê", "Võ", "Đặng"], True),
    "ng": (["Chiamaka", "Oluwatobi", "Ngozi", "Babatunde", "Adaeze", "Ifeanyi", "Folake"],
           ["Okonkwo", "Adebayo", "Eze", "Olaniyan", "Nwachukwu", "Balogun"], False),
    "pl_f": (["Agnieszka", "Małgorzata", "Zofia", "Dorota"], ["Zielińska", "Dąbrowska", "Kamińska", "Wróblewska"],
             False),
    "pl_m": (["Wojciech", "Krzysztof", "Paweł", "Grzegorz"], ["Zieliński", "Dąbrowski", "Kamiński", "Wróblewski"],
             False),
    "br": (["Thiago", "Larissa", "Gabriela", "Rodrigo", "Fernanda"],
           ["Carvalho", "Albuquerque", "Nogueira", "Barbosa", "Teixeira"], False),
    "ie": (["Siobhán", "Cormac", "Róisín", "Declan", "Orla"],
           ["McGettigan", "Brennan", "Delaney", "Ó Súilleabháin", "Kavanagh"], False),
    "in": (["Priyanka", "Venkatesh", "Ananya", "Rohit", "Meenakshi"],
           ["Venkataraman", "Iyer", "Chatterjee", "Deshpande", "Krishnamurthy"], False),
    "ar": (["Yousef", "Rana", "Khalid", "Layan", "Tariq"], ["Al-Masri", "Haddad", "Al-Khatib", "Nasrallah", "Saleh"],
           False),
    "nordic": (["Sigrid", "Eirik", "Ingrid", "Torbjørn", "Solveig"],
               ["Halvorsen", "Lindqvist", "Bergström", "Sæther", "Nyberg"], False),
    "jp": (["Haruka", "Kenji", "Aiko", "Takumi"], ["Watanabe", "Kobayashi", "Yamaguchi", "Matsumoto"], False),
    "tr": (["Elif", "Mehmet", "Zeynep", "Emre"], ["Yıldız", "Demirtaş", "Aydın", "Çelik"], False),  # noqa: RUF001
    "gh": (["Kwabena", "Akosua", "Yaw", "Efua"], ["Mensah", "Owusu", "Asante", "Boateng"], False),
    "gr": (["Eleni", "Dimitris", "Katerina", "Nikos"], ["Christodoulou", "Georgiou", "Konstantinou", "Antoniou"],
           False),
    "mx": (["Ximena", "Alejandro", "Guadalupe", "Joaquín"], ["Villanueva", "Castañeda", "Orozco", "Zamora"], False),
    "kr": (["Ji-woo", "Min-jun", "Seo-yeon", "Hyun-woo"], ["Park", "Choi", "Jung", "Han"], True),
}

# --------------------------------------------------------------------------------------------------------------
# phrasings: (style, template). {v} value, {what}/{What} topic phrase, {what_you} as the assistant says it,
# {label}, {role}, {on} "on <date>" (dates), plus filler slots ({name}, {day}, {company}, {price}, {reporter}...)
# --------------------------------------------------------------------------------------------------------------
PHRASINGS: dict[str, list[tuple[str, str]]] = {
    "person": [
        ("plain", "{What} is {v}, by the way."),
        ("value_first", "{v} — that's {what}."),
        ("pasted", "Pasting from the email: 'From next week {v} will be your {role}, so please copy them in.'"),
        ("note", "Note to self — {label}: {v}."),
        ("question", "Can you remind me on {day} to follow up with {v}? That's {what}."),
        ("report", "{reporter} tells me {what} is going to be {v}."),
        ("list", "Contacts to keep straight this month: {name} at {company}, {name2} for the invoices, "
                 "and {v}, {what}."),
        ("plain", "I finally met {v} today, {what}, and we got on really well."),
    ],
    "date": [
        ("plain", "{What} is {on}."),
        ("note", "Note to self — {label}: {v}."),
        ("pasted", "Pasting from the confirmation: 'This is to confirm {what_you} is booked for {v}.'"),
        ("question", "Can you remind me a few days before {what}? It's {on}."),
        ("report", "{reporter} says {what} has been set for {v}."),
        ("list", "Dates for the next while: {name}'s birthday drinks on {day}, the VAT return at the end of the "
                 "month, and {what} {on}."),
        ("value_first", "Okay, {v}: that's the date for {what}, finally confirmed."),
        ("plain", "I just put {what} in the calendar for {v}."),
    ],
    "amount": [
        ("plain", "{What} came in at {v}."),
        ("note", "Note to self — {label}: {v}."),
        ("pasted", "Pasting from their email: 'The total for {what_you} comes to {v}.'"),
        ("question", "Can you remind me on {day} that {what} is {v}? I keep losing track."),
        ("report", "{reporter} says {what} will be {v}."),
        ("list", "Money stuff this week: {price} on parking, the {company} invoice still unpaid, and {what} "
                 "at {v}."),
        ("value_first", "{v} — that's {what}, believe it or not."),
        ("plain", "I just saw that {what} is {v}, which is more than I expected."),
    ],
    "phone": [
        ("plain", "The number for {what} is {v}."),
        ("note", "Note to self — {label}: {v}."),
        ("question", "Can you remind me to call {what} at {v} tomorrow morning?"),
        ("pasted", "Pasting the bit from the email signature: 'Direct line: {v} (Mon-Fri, 9-5)' — that's {what}."),
        ("report", "{reporter} gave me the number for {what}: {v}."),
        ("value_first", "{v} — that's {what}, in case I lose it again."),
        ("list", "Numbers for this week: {name} is on the usual mobile, {company} is in the shared contacts, "
                 "and {what} is {v}."),
    ],
    "address": [
        ("plain", "{What} is at {v}."),
        ("note", "Note to self — {label}: {v}."),
        ("pasted", "Pasting from the confirmation: 'Address: {v}.' That's {what}."),
        ("question", "Could you remind me on {day} to check parking near {v}? That's {what}."),
        ("report", "{reporter} says {what} is at {v}."),
        ("value_first", "{v} — that's {what}, for the record."),
        ("list", "Places to be this week: the {company} showroom, {name}'s office on {day}, and {what} at {v}."),
    ],
    "id": [
        ("plain", "{What} is {v}."),
        ("note", "Note to self — {label}: {v}."),
        ("pasted", "Pasting from the email: 'Please quote {v} in all correspondence.' That's {what}."),
        ("question", "Can you remind me to chase {what} on {day}? It's {v}."),
        ("report", "{reporter} says {what} is {v}."),
        ("value_first", "{v}, that's {what}, in case I need it later."),
        ("list", "Reference dump before I forget: the {company} job number is on the folder, {name} has the "
                 "delivery note, and {what} is {v}."),
    ],
    "decision": [
        ("plain", "We've decided on {v} for {what}."),
        ("note", "Decision made on {what}: {v}."),
        ("pasted", "Pasting what I sent {name}: 'We're going with {v}, let's lock it in.' That's {what} done."),
        ("question", "Can you remind me to tell {name} that it's {v}? That settles {what}."),
        ("report", "{name} and I talked it through and settled on {v} for {what}."),
        ("plain", "After all that back and forth, {what} is settled: {v}."),
        ("list", "Things settled this week: the {company} order, {name}'s lift on {day}, and {what}, which is "
                 "{v}."),
    ],
    "preference": [
        ("plain", "For {what}, I prefer {v}."),
        ("note", "Note to self — {label}: {v}."),
        ("report", "{name} asked what I like for {what}, and I said {v}."),
        ("question", "Can you keep in mind that for {what} I like {v}?"),
        ("pasted", "Pasting my reply to the agency: 'Preference noted on file: {v}.' That's for {what}."),
        ("plain", "When it comes to {what}, it's {v} every time."),
        ("list", "My usual asks, for the record: {company} deliveries in the morning, {name} in copy, and {v} "
                 "for {what}."),
    ],
    "constraint": [
        ("plain", "Please remember this for {what}: {v}."),
        ("note", "Note to self — {label}: {v}."),
        ("report", "{reporter} reminded me to flag it, so for {what}: {v}."),
        ("question", "Can you always factor in {v} when we plan {what}?"),
        ("plain", "Important for {what}: {v}."),
        ("pasted", "Pasting from the form I filled in: 'Restrictions: {v}.' That applies to {what}."),
        ("list", "Ground rules, since people keep asking: {name} gets the spare key, {company} deliveries go to "
                 "the back door, and for {what}, {v}."),
    ],
    "pet": [
        ("plain", "{What} is called {v}, by the way."),
        ("value_first", "{v} is the name for {what}, final answer."),
        ("report", "{reporter} says {what}, {v}, has been causing chaos again."),
        ("question", "Can you remind me to book {v} in at the vet on {day}? That's {what}."),
        ("note", "Note to self — {label} name: {v}."),
        ("pasted", "Pasting from the vet's text: 'Reminder: {v} is due for a check-up this month.' That's "
                   "{what}."),
        ("list", "Household roll call: Kwame on nights, the kids with {name} on {day}, and {what}, {v}, in "
                 "disgrace."),
    ],
}
# answers to a question the assistant asked at the end of the previous turn
ASK: dict[str, tuple[list[str], list[str]]] = {
    "person": (["By the way, who ended up being {what_you}?", "Do you know yet who {what_you} will be?"],
               ["{v}, in the end.", "That'd be {v}.", "Oh, it's {v}."]),
    "date": (["Do you know when {what_you} is yet?", "Has a date been set for {what_you}?"],
             ["Yes, it's {on}.", "It's {on}, just confirmed.", "{On_cap}, sorry, I should have said."]),
    "amount": (["Did you get a final figure for {what_you}?", "What did {what_you} come to in the end?"],
               ["Yes, {v}.", "It came to {v} in the end.", "{v}, annoyingly."]),
    "phone": (["Do you have a number for {what_you}?", "Is there a direct number for {what_you}?"],
              ["Yes: {v}.", "It's {v}.", "Got it here: {v}."]),
    "address": (["What's the address for {what_you}?", "Do you have the full address for {what_you}?"],
                ["It's {v}.", "{v}, if I've copied it right.", "Here: {v}."]),
    "id": (["Do you have {what_you} handy?", "Did they send {what_you} yet?"],
           ["Yep, {v}.", "It's {v}.", "Found it: {v}."]),
    "decision": (["Have you made up your mind about {what_you}?", "Any decision on {what_you}?"],
                 ["Yes — {v}.", "Decided: {v}.", "Finally, yes: {v}."]),
    "preference": (["Any preference for {what_you}?", "How do you like {what_you} handled?"],
                   ["Definitely {v}.", "Ideally {v}.", "Always {v}, if possible."]),
    "constraint": (["Is there anything I should factor in for {what_you}?", "Any limits I should know about for "
                    "{what_you}?"],
                   ["Yes: {v}.", "Just one thing: {v}.", "Mainly {v}."]),
    "pet": (["What's {what_you} called, by the way?", "Did {what_you} get a name in the end?"],
            ["{v}!", "We went with {v}.", "It's {v}."]),
}
CORRECTIONS_GENERIC = [
    "Update: {ref} is now {new}.",
    "Correction on {ref} — it's {new}, not {old}.",
    "I gave you the wrong {noun} for {what} earlier. New one: {new}.",
    "Ignore what I said before about {ref}. {name} double-checked and it's actually {new}.",
    "Quick fix: scratch {old}. The right {noun} for {what} is {new}.",
    "Pasting the revised email: 'Please note the updated details: {new}.' That replaces what I told you for "
    "{what}.",
    "Turns out {ref} changed — {old} is out of date, it's {new} now.",
]
CORRECTIONS_DATE = [
    "They moved {what} to {new}.",
    "Update: {what} is now {on_new}.",
    "Correction on {what} — it's {on_new}, not {old}.",
    "I gave you the wrong date for {what} earlier. New one: {new}.",
    "{What} has been pushed. {name} just told me it's now {on_new}.",
    "Quick fix: scratch {old}, {what} is {on_new}.",
    "Pasting the reschedule notice: 'Your booking has been moved to {new}.' That's {what}.",
]
CORRECTION_NOUN = {"person": "name", "amount": "figure", "phone": "number", "address": "address", "id": "one"}

ACKS = {
    "question": ["Sure, I'll remind you.", "Will do.", "Of course, I'll flag it then.", "Noted, I'll bring it up."],
    "pasted": ["Thanks for pasting that in.", "Got it, thanks for forwarding.", "Useful, thanks for sharing that."],
    "note": ["Noted.", "Saved to your notes.", "Got that down."],
    "list": ["That's a busy list.", "Thanks, all noted.", "Good to have those in one place."],
    "answer": ["Thanks, that answers it.", "Perfect, thanks.", "Great, that's what I needed."],
    "other": ["Thanks, noted.", "Good to know.", "Got it.", "Okay, noted.", "Understood.", "Thanks for that."],
}
ECHOES = ["So that's {v}.", "Noted: {v}.", "Got it, {v}.", "Okay — {v}, noted."]
CORRECTION_ACKS = ["Updated, thanks for catching that.", "Got it, I'll go with the new one.",
                   "Thanks, I've corrected that.", "Okay, the earlier one is out then.", "Good catch, changed."]
CORRECTION_ECHOES = ["Updated to {v}.", "So it's {v} now.", "Noted: {v} from here on."]

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
DATE_STYLES = ["wd_d_month", "d/m", "month_d", "the_nth", "dotted", "next_wd", "wd_month_d", "d_mon", "iso",
               "mon_dth", "wd_the"]
LETTERS = "ABCDEFGHJKLMNPRSTUVWXY"


class _Retry(Exception):
    """A draw could not satisfy the constraints; start over with the same generator state."""


# --------------------------------------------------------------------------------------------------------------
# value generators: (rng, style or None) -> (value, style); the style is reused for a correction's new value
# --------------------------------------------------------------------------------------------------------------
def _d(rng: random.Random, k: int, lead_nonzero: bool = True) -> str:
    first = str(rng.randint(1, 9)) if lead_nonzero else str(rng.randint(0, 9))
    return first + "".join(str(rng.randint(0, 9)) for _ in range(k - 1))


def _l(rng: random.Random, k: int) -> str:
    return "".join(rng.choice(LETTERS) for _ in range(k))


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return str(n) + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _date_value(rng: random.Random, style: str | None, base: datetime.date | None = None):
    if base is None:
        day = datetime.date(2027, 1, 4) + datetime.timedelta(days=rng.randint(0, 350))
    else:
        day = base + datetime.timedelta(days=rng.choice([-1, 1]) * rng.randint(3, 24))
    style = style or rng.choice(DATE_STYLES)
    wd, month, n = WEEKDAYS[day.weekday()], MONTHS[day.month - 1], day.day
    value = {
        "wd_d_month": f"{wd} {n} {month}", "d/m": f"{n}/{day.month}", "month_d": f"{month} {n}",
        "the_nth": f"the {_ordinal(n)}", "dotted": f"{n:02d}.{day.month:02d}.{day.year}",
        "next_wd": f"next {wd} the {_ordinal(n)}", "wd_month_d": f"{wd}, {month} {n}",
        "d_mon": f"{n} {month[:3]}", "iso": day.isoformat(), "mon_dth": f"{month[:3]} {_ordinal(n)}",
        "wd_the": f"{wd} the {_ordinal(n)}",
    }[style]
    return value, (style, day)


def _group(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)


def _indian(n: int) -> str:
    s = str(n)
    if len(s) <= 3:
        return s
    head, tail, groups = s[:-3], s[-3:], []
    while len(head) > 2:
        groups.insert(0, head[-2:])
        head = head[:-2]
    return ",".join([head, *groups, tail]) if head else ",".join([*groups, tail])


AMOUNT_STYLES = {
    "gbp": [lambda n: f"£{n:,}", lambda n: f"£{n:,}.00", lambda n: f"GBP {n:,}", lambda n: f"{n:,} pounds"],
    "gbp_month": [lambda n: f"£{n:,} per month", lambda n: f"£{n:,} a month", lambda n: f"£{n:,}/month",
                  lambda n: f"GBP {n:,} monthly"],
    "eur": [lambda n: f"{_group(n, '.')} €", lambda n: f"€{n:,}", lambda n: f"EUR {n:,}",
            lambda n: f"{_group(n, '.')},00 €"],
    "pln": [lambda n: f"{_group(n, ' ')} zł", lambda n: f"PLN {_group(n, ' ')}", lambda n: f"{_group(n, ' ')} PLN"],
    "jpy": [lambda n: f"¥{n:,}", lambda n: f"JPY {n:,}", lambda n: f"{n:,} yen"],
    "inr": [lambda n: f"₹{_indian(n)}", lambda n: f"Rs. {_indian(n)}", lambda n: f"INR {_indian(n)}"],
    "cad": [lambda n: f"CAD {n:,}", lambda n: f"C${n:,}", lambda n: f"${n:,} CAD"],
    "brl": [lambda n: f"R$ {_group(n, '.')},00", lambda n: f"R$ {_group(n, '.')}", lambda n: f"BRL {n:,}"],
}


def _round_amount(n: int) -> int:
    step = 5 if n < 1000 else 10 if n < 20000 else 100 if n < 200000 else 500
    return max(step, n // step * step)


def _amount_value(rng: random.Random, topic: Topic, style, prev: int | None = None):
    styles = AMOUNT_STYLES[topic.extra]
    idx = rng.randrange(len(styles)) if style is None else style[0]
    if prev is None:
        n = _round_amount(rng.randint(topic.lo, topic.hi))
    else:
        n = _round_amount(int(prev * rng.choice([rng.uniform(0.7, 0.93), rng.uniform(1.07, 1.35)])))
    return styles[idx](n), (idx, n)


def _phone_value(rng: random.Random, topic: Topic, style):
    fam = topic.extra
    forms = {
        "uk_mobile": [lambda: f"07{_d(rng, 3)} {_d(rng, 6, False)}", lambda: f"+44 7{_d(rng, 3)} {_d(rng, 3)} "
                      f"{_d(rng, 3, False)}", lambda: f"07{_d(rng, 3)} {_d(rng, 3)} {_d(rng, 3, False)}"],
        "uk_land": [lambda: f"01{_d(rng, 3)} {_d(rng, 6)}", lambda: f"+44 1{_d(rng, 3)} {_d(rng, 6)}",
                    lambda: f"(01{_d(rng, 3)}) {_d(rng, 3)} {_d(rng, 3, False)}"],
        "uk_ext": [lambda: f"01{_d(rng, 3)} {_d(rng, 6)} ext. {_d(rng, 3)}",
                   lambda: f"+44 1{_d(rng, 3)} {_d(rng, 6)} x{_d(rng, 2)}",
                   lambda: f"020 {_d(rng, 4)} {_d(rng, 4, False)}, extension {_d(rng, 3)}"],
        "pt": [lambda: f"+351 9{_d(rng, 2)} {_d(rng, 3)} {_d(rng, 3, False)}",
               lambda: f"+351 22 {_d(rng, 3)} {_d(rng, 4, False)}", lambda: f"22 {_d(rng, 3)} {_d(rng, 4, False)}"],
        "pl": [lambda: f"+48 5{_d(rng, 2)} {_d(rng, 3)} {_d(rng, 3, False)}",
               lambda: f"+48 58 {_d(rng, 3)} {_d(rng, 2)} {_d(rng, 2)}", lambda: f"5{_d(rng, 2)}-{_d(rng, 3)}-"
               f"{_d(rng, 3, False)}"],
        "ie": [lambda: f"+353 8{rng.choice('35679')} {_d(rng, 3)} {_d(rng, 4, False)}",
               lambda: f"(091) {_d(rng, 3)} {_d(rng, 3, False)}", lambda: f"091 {_d(rng, 6)}"],
        "ng": [lambda: f"+234 80{rng.randint(2, 9)} {_d(rng, 3)} {_d(rng, 4, False)}",
               lambda: f"0803 {_d(rng, 3)} {_d(rng, 4, False)}", lambda: f"+234 (0) 70{rng.randint(2, 9)} "
               f"{_d(rng, 3)} {_d(rng, 4, False)}"],
        "in": [lambda: f"+91 80 {_d(rng, 4)} {_d(rng, 4, False)} ext. {_d(rng, 3)}",
               lambda: f"+91 9{_d(rng, 4)} {_d(rng, 5)}", lambda: f"080-{_d(rng, 4)}-{_d(rng, 4, False)} extn 2"
               f"{_d(rng, 2, False)}"],
        "br": [lambda: f"+55 11 9{_d(rng, 4)}-{_d(rng, 4, False)}", lambda: f"(11) 9{_d(rng, 4)}-"
               f"{_d(rng, 4, False)}", lambda: f"+55 (11) 3{_d(rng, 3)}-{_d(rng, 4, False)}"],
        "se": [lambda: f"+46 70 {_d(rng, 3)} {_d(rng, 2)} {_d(rng, 2)}", lambda: f"08-{_d(rng, 3)} {_d(rng, 2)} "
               f"{_d(rng, 2)}", lambda: f"+46 8 {_d(rng, 3)} {_d(rng, 3, False)}"],
    }[fam]
    idx = rng.randrange(len(forms)) if style is None else style
    return forms[idx](), idx


UK_STREETS = ["Alma Road", "Carrow Lane", "Hatherley Street", "Ferndale Terrace", "Old Mill Road", "Quayside Walk",
              "St Aldhelm's Close", "Tanners Row", "Wellington Crescent", "Bramhall Lane"]
UK_TOWNS = [("Bristol", "BS"), ("Leeds", "LS"), ("Norwich", "NR"), ("Sheffield", "S"), ("Brighton", "BN"),
            ("Bath", "BA"), ("Exeter", "EX"), ("York", "YO")]
PT_STREETS = ["Rua das Flores", "Rua de Cedofeita", "Rua do Almada", "Travessa de São Carlos", "Rua da Bandeirinha",
              "Rua de Miguel Bombarda"]
PL_STREETS = ["Długa", "Szeroka", "Piwna", "Ogarna", "Mariacka", "Chlebnicka", "Św. Ducha"]
IE_PLACES = [("Seaview House", "Coast Road", "Oranmore"), ("The Old Rectory", "Clybaun Road", "Knocknacarra"),
             ("Kilcornan Lodge", "Dublin Road", "Clarinbridge"), ("Ard na Mara", "Renmore Avenue", "Renmore")]
BE_STREETS = ["Noorderlaan", "Industrieweg", "Vosseschijnstraat", "Kanaalstraat", "Blauwhoefstraat"]
CA_STREETS = ["Queen St W", "Spadina Ave", "Dundas St E", "King St W", "Ossington Ave"]
DE_STREETS = ["Lindenstraße", "Oranienstraße", "Wrangelstraße", "Kastanienallee", "Bergmannstraße"]


def _address_value(rng: random.Random, topic: Topic, home: tuple[str, str]):
    fam = topic.extra
    if fam == "uk":
        town, area = home if rng.random() < 0.7 else rng.choice(UK_TOWNS)
        post = f"{area}{rng.randint(1, 16)} {rng.randint(1, 9)}{_l(rng, 2)}"
        street = rng.choice(UK_STREETS)
        forms = [f"{rng.randint(2, 180)} {street}, {town} {post}",
                 f"Flat {rng.randint(1, 12)}, {rng.randint(2, 90)} {street}, {town} {post}"]
        if "flat" not in topic.what:  # a workplace may sit on a trading estate
            forms.append(f"Unit {rng.randint(1, 20)}, {street.split()[0]} Trading Estate, {town} {post}")
        return rng.choice(forms)
    if fam == "pt":
        code = f"4{rng.randint(0, 1)}{_d(rng, 2, False)}-{_d(rng, 3, False)}"
        return rng.choice([f"{rng.choice(PT_STREETS)}, {rng.randint(10, 480)}, {code} Porto",
                           f"{rng.choice(PT_STREETS)} {rng.randint(10, 480)}, {rng.randint(1, 4)}.º Esq., "
                           f"{code} Porto"])
    if fam == "pl":
        code = f"80-{_d(rng, 3, False)}"
        street = rng.choice(PL_STREETS)
        return rng.choice([f"ul. {street} {rng.randint(2, 90)}/{rng.randint(1, 14)}, {code} Gdańsk",
                           f"ul. {street} {rng.randint(2, 90)}, lok. {rng.randint(1, 14)}, {code} Gdańsk"])
    if fam == "ie":
        house, road, village = rng.choice(IE_PLACES)
        eircode = f"H91 {rng.choice(LETTERS)}{rng.randint(1, 9)}{rng.choice(LETTERS)}{rng.randint(1, 9)}"
        return rng.choice([f"{house}, {road}, {village}, Co. Galway {eircode}",
                           f"{house}, {village}, Co. Galway, {eircode}"])
    if fam == "be":
        return rng.choice([f"{rng.choice(BE_STREETS)} {rng.randint(2, 240)}, 20{rng.randint(10, 60)} Antwerpen",
                           f"{rng.choice(BE_STREETS)} {rng.randint(2, 240)} bus {rng.randint(1, 9)}, "
                           f"20{rng.randint(10, 60)} Antwerpen"])
    if fam == "ca":
        pc = f"M{rng.randint(4, 6)}{rng.choice('JKVT')} {rng.randint(1, 9)}{rng.choice(LETTERS)}{rng.randint(1, 9)}"
        return rng.choice([f"{rng.randint(100, 1900)} {rng.choice(CA_STREETS)}, Suite {rng.randint(2, 9)}0"
                           f"{rng.randint(1, 9)}, Toronto, ON {pc}",
                           f"{rng.randint(100, 1900)} {rng.choice(CA_STREETS)}, Toronto, ON {pc}"])
    # de
    return f"{rng.choice(DE_STREETS)} {rng.randint(2, 160)}, 10{rng.randint(115, 999)} Berlin"


def _id_value(rng: random.Random, topic: Topic, style):
    yy = rng.choice(["26", "27"])
    forms = {
        "inv": [lambda: f"INV-2027-{_d(rng, 4, False)}", lambda: f"INV{_d(rng, 6)}",
                lambda: f"KC/INV/{_d(rng, 4, False)}", lambda: f"2027-INV-{_d(rng, 3)}"],
        "po": [lambda: f"PO {_d(rng, 6)}", lambda: f"PO-{_d(rng, 2)}-{_d(rng, 4, False)}",
               lambda: f"P.O. {_d(rng, 5)}", lambda: f"PO#{_d(rng, 6)}"],
        "ticket": [lambda: f"CS-{_d(rng, 6)}", lambda: f"Case {_d(rng, 8)}",
                   lambda: f"TKT-{_d(rng, 5)}-{_l(rng, 1)}", lambda: f"SR{_d(rng, 7)}"],
        "plate_uk": [lambda: f"{_l(rng, 2)}{yy} {_l(rng, 3)}", lambda: f"{_l(rng, 2)}7{rng.randint(1, 6)} "
                     f"{_l(rng, 3)}"],
        "plate_pl": [lambda: f"GD {rng.randint(1, 9)}{_l(rng, 1)}{_d(rng, 3)}", lambda: f"GD {_d(rng, 4)}{_l(rng, 1)}",
                     lambda: f"GA {_d(rng, 3)}{_l(rng, 2)}"],
        "pnr": [lambda: "".join(rng.choice(LETTERS + "23456789") for _ in range(6))],
        "planning": [lambda: f"{yy}/{_d(rng, 5, False)}/FUL", lambda: f"{yy}/{_d(rng, 5, False)}/HH",
                     lambda: f"P/{yy}/{_d(rng, 4, False)}/HOU"],
        "claim": [lambda: f"CLM-{_d(rng, 4)}-{_d(rng, 4, False)}", lambda: f"HC{_d(rng, 7)}",
                  lambda: f"{_l(rng, 2)}-{_d(rng, 6)}-{_d(rng, 2, False)}"],
        "conf": [lambda: f"PRT27-{_d(rng, 4)}-{_l(rng, 1)}", lambda: f"ADC{_d(rng, 5)}",
                 lambda: f"REG-{_l(rng, 3)}{_d(rng, 3)}"],
        "acct": [lambda: f"ACC-{_d(rng, 5, False)}-{_d(rng, 2, False)}", lambda: f"CUST-{_d(rng, 6)}",
                 lambda: f"KLN{_d(rng, 4)}-{_l(rng, 2)}"],
        "permit": [lambda: f"{_l(rng, 2)}-{_d(rng, 4)}-{_l(rng, 1)}", lambda: f"PP{_d(rng, 6)}",
                   lambda: f"RZ-{_d(rng, 5)}"],
        "utr": [lambda: f"{_d(rng, 5)} {_d(rng, 5, False)}", lambda: f"UTR {_d(rng, 10)}"],
        "isbn": [lambda: _isbn(rng)],
        "gift": [lambda: f"DF-{_d(rng, 4)}-{_l(rng, 2)}", lambda: f"GIFT{_d(rng, 5)}", lambda: f"{_l(rng, 3)}{_d(rng, 4)}"],
    }[topic.extra]
    idx = rng.randrange(len(forms)) if style is None else style
    return forms[idx](), idx


def _isbn(rng: random.Random) -> str:
    digits = "9781" + _d(rng, 5) + _d(rng, 3, False)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(digits))
    check = (10 - total % 10) % 10
    return f"978-1-{digits[4:9]}-{digits[9:12]}-{check}"


def _person_value(rng: random.Random, used_origins: set[str]) -> str:
    origins = [o for o in NAME_ORIGINS if o not in used_origins] or list(NAME_ORIGINS)
    origin = rng.choice(origins)
    used_origins.add(origin)
    firsts, lasts, family_first = NAME_ORIGINS[origin]
    first, last = rng.choice(firsts), rng.choice(lasts)
    return f"{last} {first}" if family_first else f"{first} {last}"


# --------------------------------------------------------------------------------------------------------------
# text helpers
# --------------------------------------------------------------------------------------------------------------
def _you(phrase: str) -> str:
    """The topic phrase as the assistant would say it back."""
    phrase = re.sub(r"\bI'm\b", "you're", phrase)
    phrase = re.sub(r"\b(my|our)\b", "your", phrase)
    phrase = re.sub(r"\bI\b", "you", phrase)
    phrase = re.sub(r"\bme\b", "you", phrase)
    return re.sub(r"\bmum's\b", "your mum's", phrase)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _words(s: str) -> int:
    return len(s.split())


def _slots(rng: random.Random) -> dict[str, object]:
    name, name2 = rng.sample(NAMES, 2)
    slots: dict[str, object] = {
        "name": name, "name2": name2, "company": rng.choice(COMPANIES), "day": rng.choice(WORKDAYS),
        "clock": rng.choice(CLOCKS), "n": rng.randint(2, 7), "n5": rng.randint(5, 10), "n2": rng.randint(8, 30), "mins": rng.randint(5, 55),
        "hours": rng.randint(2, 6), "count": rng.randint(40, 480), "pct": rng.randint(4, 18),
        "mm": rng.randint(20, 90), "cm": rng.randint(2, 5), "k": rng.randint(4, 16),
        "price": rng.choice([f"£{rng.randint(2, 19)}.{rng.choice(['20', '40', '50', '75', '90'])}",
                             f"£{rng.randint(2, 25)}"]),
    }
    slots["reporter"] = rng.choice(REPORTERS).format(name=name)
    return slots


@dataclass
class _Fact:
    topic: Topic
    value: str  # first stated value (the stale one for a corrected fact)
    style: object = None
    new: str | None = None  # corrected value
    turn: int = -1
    fixed_at: int | None = None


class _Builder:
    def __init__(self, rng: random.Random, turns: int, n_corrections: int):
        self.rng, self.turns, self.n_corrections = rng, turns, n_corrections
        self.home = rng.choice(UK_TOWNS)
        self.users: list[str | None] = [None] * turns
        self.replies: list[str | None] = [None] * turns
        self.ask: dict[int, str] = {}
        self.seen: set[str] = set()

    # ---- facts and values ---------------------------------------------------------------------------------------
    def pick_topics(self) -> list[_Fact]:
        rng, facts = self.rng, []
        for kind, count in KIND_COUNTS.items():
            pool = [t for t in TOPICS if t.kind == kind]
            for _ in range(200):  # prefer different formats/countries inside a kind
                chosen = rng.sample(pool, count)
                if kind not in ("phone", "address", "amount") or len({t.extra for t in chosen}) >= count - 1:
                    break
            facts.extend(_Fact(t, "") for t in chosen)
        return facts

    def draw_values(self, facts: list[_Fact], corrected: list[_Fact]) -> None:
        rng, taken, origins = self.rng, [], set()
        date_styles = rng.sample(DATE_STYLES, len(DATE_STYLES))
        pets = rng.sample(PET_NAMES, len(PET_NAMES))

        def clash(v: str) -> bool:
            return any(v in o or o in v for o in taken)

        for i, f in enumerate(facts):
            t = f.topic
            for _ in range(100):
                if t.kind == "person":
                    v, st = _person_value(rng, origins), None
                elif t.kind == "pet":
                    v, st = pets.pop(), None
                elif t.kind == "date":
                    v, st = _date_value(rng, date_styles[i % len(date_styles)])
                elif t.kind == "amount":
                    v, st = _amount_value(rng, t, None)
                elif t.kind == "phone":
                    v, st = _phone_value(rng, t, None)
                elif t.kind == "address":
                    v, st = _address_value(rng, t, self.home), None
                elif t.kind == "id":
                    v, st = _id_value(rng, t, None)
                else:
                    v, st = rng.choice(t.options), None
                if not clash(v):
                    break
            else:
                raise _Retry
            f.value, f.style = v, st
            taken.append(v)
        for f in corrected:
            t = f.topic
            for _ in range(100):
                if t.kind == "person":
                    v = _person_value(rng, origins)
                elif t.kind == "date":
                    v, _ = _date_value(rng, f.style[0], f.style[1])
                elif t.kind == "amount":
                    v, _ = _amount_value(rng, t, f.style, f.style[1])
                elif t.kind == "phone":
                    v, _ = _phone_value(rng, t, f.style)
                elif t.kind == "address":
                    v = _address_value(rng, t, self.home)
                else:
                    v, _ = _id_value(rng, t, f.style)
                if not clash(v):
                    break
            else:
                raise _Retry
            f.new = v
            taken.append(v)

    # ---- positions -----------------------------------------------------------------------------------------------
    def place(self, facts: list[_Fact]) -> list[_Fact]:
        rng, turns = self.rng, self.turns
        used: set[int] = set()

        def free(t: int) -> bool:
            return 2 <= t < turns and not ({t - 1, t, t + 1} & used)

        bounds = [(0, turns // 3), (turns // 3, 2 * turns // 3), (2 * turns // 3, turns)]
        n = len(facts)
        counts = [n // 3 + (1 if i < n % 3 else 0) for i in range(3)]
        rng.shuffle(counts)
        slots: list[int] = []
        for (lo, hi), count in zip(bounds, counts, strict=True):
            cand = list(range(lo, hi))
            rng.shuffle(cand)
            got = 0
            for t in cand:
                if got == count:
                    break
                if free(t):
                    used.add(t)
                    slots.append(t)
                    got += 1
            if got < count:
                raise _Retry
        order = facts[:]
        rng.shuffle(order)
        for f, t in zip(order, slots, strict=True):
            f.turn = t

        # choose corrected facts: kinds cycled over the correctable ones, first stated early enough
        kinds = list(CORRECTABLE)
        rng.shuffle(kinds)
        corrected: list[_Fact] = []
        latest = turns - MIN_CORRECTION_GAP - 8
        for i in range(self.n_corrections):
            kind = kinds[i % len(kinds)]
            cands = [f for f in facts if f.topic.kind == kind and f not in corrected]
            if not cands:
                raise _Retry
            early = [f for f in cands if f.turn < min(latest, 2 * turns // 3)]
            if early:
                pick = rng.choice(early)
            else:  # swap first-statement turns with a non-corrected fact of the first third
                pick = rng.choice(cands)
                donors = [f for f in facts if f.turn < turns // 3 and f not in corrected and f is not pick]
                if not donors:
                    raise _Retry
                donor = rng.choice(donors)
                pick.turn, donor.turn = donor.turn, pick.turn
            corrected.append(pick)
        for f in sorted(corrected, key=lambda f: f.turn):
            cand = [t for t in range(f.turn + MIN_CORRECTION_GAP, turns) if free(t)]
            if not cand:
                raise _Retry
            f.fixed_at = rng.choice(cand)
            used.add(f.fixed_at)
        return corrected

    # ---- text assembly -------------------------------------------------------------------------------------------
    def fill(self, template: str, extra: dict[str, object] | None = None) -> str:
        slots = _slots(self.rng)
        if extra:
            slots.update(extra)
        return template.format(**slots)

    def user_sentences(self, thread: str, target: int, fixed: list[str],
                       fixed_first: bool) -> tuple[str, list[str], list[str]]:
        """Fill a user message around the ``fixed`` sentences until it has about ``target`` words.

        Returns the message, the threads it touches and the assistant's answers to its sentences, in order."""
        rng = self.rng
        picked: list[tuple[str, str]] = []
        used: set[str] = set()
        touched = [thread]
        total = sum(_words(s) for s in fixed)
        other = rng.choice([t for t in THREAD_NAMES if t != thread])
        for _ in range(40):
            if total >= target:
                break
            r = rng.random()
            src = thread if r < 0.55 else "" if r < 0.8 else other
            tpl, answer = rng.choice(THREADS[src][0] if src else INCIDENTAL)
            if tpl in used:
                continue
            s = self.fill(tpl)
            if picked and rng.random() < 0.25:
                con = rng.choice([c for c in CONNECTORS if not any(p.startswith(c) for p, _ in picked)])
                first = s.split(" ", 1)[0]
                s = con + (s[0].lower() + s[1:] if first in LOWER_OK else s)
            if total + _words(s) > target + 10:
                continue
            used.add(tpl)
            picked.append((s, answer))
            total += _words(s)
            if src and src not in touched:
                touched.append(src)
        if fixed:
            pos = 0 if fixed_first else rng.randint(0, min(2, len(picked)))
            picked = picked[:pos] + [(f, "") for f in fixed] + picked[pos:]
        if rng.random() < 0.3 and total < target + 4:
            picked.append((rng.choice(CHATTER), ""))
        return " ".join(s for s, _ in picked), touched, [a for _, a in picked if a]

    def reply(self, threads: list[str], answers: list[str], lead: list[str], ask: str | None) -> str:
        """An assistant answer: an opener or ``lead``, answers to some user sentences, maybe a question."""
        rng = self.rng
        target = rng.randint(A_MIN, A_MAX)
        parts = list(lead) if lead else ([rng.choice(AI_OPENERS)] if rng.random() < 0.75 else [])
        if ask is None and rng.random() < 0.3:
            ask = rng.choice(THREADS[threads[0]][2])
        total = sum(_words(p) for p in parts) + (_words(ask) if ask else 0)
        extras = [rng.choice(THREADS[t][1]) for t in threads] + rng.sample(AI_GENERIC, 2)
        for s in answers + extras:
            if total >= target - 3:
                break
            if s not in parts and total + _words(s) <= target + 6:
                parts.append(s)
                total += _words(s)
        if total < A_MIN:  # too short: add the shortest remark not used yet
            parts.append(min((s for s in extras + AI_GENERIC if s not in parts), key=_words))
        return " ".join([*parts, ask] if ask else parts)

    def filler_turn(self, t: int, forbidden: list[str]) -> None:
        rng = self.rng
        for _ in range(200):
            thread = rng.choice(THREAD_NAMES)
            user, touched, answers = self.user_sentences(thread, rng.randint(U_MIN, U_MAX), [], False)
            if user in self.seen or _hits(user, forbidden):
                continue
            reply = self.reply(touched, answers, [], self.ask.get(t))
            if _hits(reply, forbidden):
                continue
            self.seen.add(user)
            self.users[t], self.replies[t] = user, reply
            return
        raise _Retry

    def fact_ctx(self, f: _Fact, value: str) -> dict[str, object]:
        t = f.topic
        on = value if value.startswith("next ") else f"on {value}"
        return {"v": value, "what": t.what, "What": _cap(t.what), "what_you": _you(t.what), "label": t.label,
                "role": t.extra, "on": on, "On_cap": _cap(on)}

    def fact_turn(self, f: _Fact, forbidden: list[str]) -> None:
        rng, t = self.rng, f.topic
        for _ in range(200):
            ctx = self.fact_ctx(f, f.value)
            answer = f.turn - 1 not in self.ask and rng.random() < 0.14
            if answer:
                questions, answers = ASK[t.kind]
                sentence, style = self.fill(rng.choice(answers), ctx), "answer"
            else:
                style, tpl = rng.choice(PHRASINGS[t.kind])
                sentence = self.fill(tpl, ctx)
            if _hits(sentence, forbidden):
                continue
            user, touched, answers = self.user_sentences(t.thread, rng.randint(U_MIN + 2, U_MAX), [sentence],
                                                         answer)
            if user in self.seen or _hits(user, forbidden):
                continue
            lead = [rng.choice(ACKS.get(style, ACKS["other"]))]
            if rng.random() < 0.3:
                ack = lead[0].lower()
                fresh = [e for e in ECHOES if e.split()[0].strip(",:").lower() not in ack]
                lead.append(rng.choice(fresh).format(v=f.value))
            reply = self.reply(touched, answers, lead, None)
            if _hits(reply, forbidden):
                continue
            if answer:
                self.ask[f.turn - 1] = self.fill(rng.choice(questions), ctx)
            self.seen.add(user)
            self.users[f.turn], self.replies[f.turn] = user, reply
            return
        raise _Retry

    def correction_turn(self, f: _Fact, forbidden: list[str]) -> None:
        rng, t = self.rng, f.topic
        assert f.new is not None and f.fixed_at is not None
        for _ in range(200):
            ctx = self.fact_ctx(f, f.new)
            if t.kind == "date":
                tpl = rng.choice(CORRECTIONS_DATE)
            else:
                tpl = rng.choice(CORRECTIONS_GENERIC)
            ref = {"phone": f"the number for {t.what}", "address": f"the address for {t.what}"}.get(t.kind, t.what)
            ctx.update(new=f.new, old=f.value, on_new=ctx["on"], ref=ref, noun=CORRECTION_NOUN.get(t.kind, "date"))
            sentence = self.fill(tpl, ctx)
            sentence = sentence[:1].upper() + sentence[1:]
            if _hits(sentence, forbidden):
                continue
            user, touched, answers = self.user_sentences(t.thread, rng.randint(U_MIN, U_MAX), [sentence],
                                                         rng.random() < 0.5)
            if user in self.seen or _hits(user, forbidden):
                continue
            lead = [rng.choice(CORRECTION_ACKS)]
            if rng.random() < 0.3:
                lead.append(rng.choice(CORRECTION_ECHOES).format(v=f.new))
            reply = self.reply(touched, answers, lead, None)
            if _hits(reply, [*forbidden, f.value]):
                continue
            self.seen.add(user)
            self.users[f.fixed_at], self.replies[f.fixed_at] = user, reply
            return
        raise _Retry

    def build(self) -> Conversation:
        facts = self.pick_topics()
        corrected = self.place(facts)
        self.draw_values(facts, corrected)
        every = [f.value for f in facts] + [f.new for f in corrected if f.new]
        by_turn = sorted(facts, key=lambda f: f.turn)
        for f in by_turn:  # fact turns first: they may attach a question to the previous (filler) turn
            self.fact_turn(f, [v for v in every if v != f.value])
        for f in corrected:
            self.correction_turn(f, [v for v in every if v not in (f.value, f.new)])
        for t in range(self.turns):
            if self.users[t] is None:
                self.filler_turn(t, every)
        conv = Conversation(turns=[(u or "", r or "") for u, r in zip(self.users, self.replies, strict=True)])
        for f in by_turn:
            if f.new is not None:
                conv.facts.append(Planted(f.topic.kind, f.topic.about, f.new, f.turn, stale=f.value,
                                          corrected_at=f.fixed_at))
            else:
                conv.facts.append(Planted(f.topic.kind, f.topic.about, f.value, f.turn))
        if problems(conv):
            raise _Retry
        return conv


def _hits(text: str, values: list[str]) -> bool:
    return any(v in text for v in values)


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    """A deterministic ``turns``-turn conversation with 50 planted facts, ``n_corrections`` of them corrected."""
    if turns < MIN_TURNS:
        raise ValueError(f"turns must be at least {MIN_TURNS}")
    if not 0 <= n_corrections <= 20:
        raise ValueError("n_corrections must be between 0 and 20")
    rng = random.Random(seed)
    for _ in range(50):
        try:
            return _Builder(rng, turns, n_corrections).build()
        except _Retry:
            continue
    raise RuntimeError(f"could not build a conversation for seed {seed}")


# --------------------------------------------------------------------------------------------------------------
# self-checks
# --------------------------------------------------------------------------------------------------------------
def problems(conv: Conversation) -> list[str]:
    """Everything wrong with a generated conversation (empty when it satisfies the data contract)."""
    out: list[str] = []
    n = len(conv.turns)
    counts: dict[str, int] = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    if counts != KIND_COUNTS:
        out.append(f"kind counts {counts}")
    if len({f.about for f in conv.facts}) != len(conv.facts):
        out.append("duplicate topics")
    marked: list[int] = []
    for f in conv.facts:
        marked.append(f.turn)
        stated = f.corrected_at if f.stale is not None else f.turn
        where = [i for i, (u, r) in enumerate(conv.turns) if f.value in u or f.value in r]
        if where != [stated] or f.value not in conv.turns[stated][0]:
            out.append(f"{f.about}: value {f.value!r} at turns {where}, stated at {stated}")
        if f.stale is not None:
            assert f.corrected_at is not None
            marked.append(f.corrected_at)
            if f.corrected_at - f.turn < MIN_CORRECTION_GAP:
                out.append(f"{f.about}: correction too close")
            if f.stale in f.value or f.value in f.stale:
                out.append(f"{f.about}: stale and new overlap")
            stale_at = [i for i, (u, r) in enumerate(conv.turns) if f.stale in u or f.stale in r]
            if f.stale not in conv.turns[f.turn][0] or not set(stale_at) <= {f.turn, f.corrected_at}:
                out.append(f"{f.about}: stale {f.stale!r} at turns {stale_at}")
            if f.stale in conv.turns[f.corrected_at][1]:
                out.append(f"{f.about}: stale value in the correction reply")
    marked.sort()
    if len(set(marked)) != len(marked) or any(b - a < 2 for a, b in itertools.pairwise(marked)):
        out.append("fact turns collide or are adjacent")
    thirds = [0, 0, 0]
    for f in conv.facts:
        thirds[min(2, f.turn * 3 // n)] += 1
    if max(thirds) - min(thirds) > 2:
        out.append(f"facts per third {thirds}")
    if len({u for u, _ in conv.turns}) != n:
        out.append("repeated user messages")
    return out


def _tokens(text: str) -> float:
    return _words(text) * 1.3


def _main() -> None:
    ok = True
    for seed in range(1, 6):
        conv = generate(seed, 1000)
        again = generate(seed, 1000)
        errs = problems(conv)
        if again.turns != conv.turns or again.facts != conv.facts:
            errs.append("not deterministic")
        if len(conv.facts) != 50 or len(conv.corrections) != 6:
            errs.append("wrong number of facts or corrections")
        user_t = sum(_tokens(u) for u, _ in conv.turns)
        reply_t = sum(_tokens(r) for _, r in conv.turns)
        total = user_t + reply_t
        thirds = [sum(1 for f in conv.facts if f.turn * 3 // len(conv.turns) == k) for k in range(3)]
        print(f"seed {seed}: {len(conv.turns)} turns, {len(conv.facts)} facts, {len(conv.corrections)} corrections, "
              f"thirds {thirds}, ~{total / len(conv.turns):.0f} tokens/turn (user {user_t / len(conv.turns):.0f}, "
              f"assistant {reply_t / len(conv.turns):.0f}), ~{total / 1000:.0f}k tokens total"
              + (f"  PROBLEMS: {errs}" if errs else "  ok"))
        ok = ok and not errs
        for extra_turns in (160, 200):
            short = generate(seed, extra_turns)
            short_errs = problems(short)
            if short_errs:
                print(f"  seed {seed} turns={extra_turns}: {short_errs}")
                ok = False
    conv = generate(1)
    print("\nsample fact turns (seed 1):")
    for f in conv.facts[:: 9]:
        print(f"  [{f.kind}] {f.about} = {f.value!r} @ {f.turn}")
        print(f"    user: {conv.turns[f.turn][0]}")
        print(f"    asst: {conv.turns[f.turn][1]}")
    for f in conv.corrections[:3]:
        assert f.corrected_at is not None
        print(f"  [correction {f.kind}] {f.about}: {f.stale!r} @ {f.turn} -> {f.value!r} @ {f.corrected_at}")
        print(f"    user: {conv.turns[f.corrected_at][0]}")
        print(f"    asst: {conv.turns[f.corrected_at][1]}")
    print("\nALL OK" if ok else "\nFAILED")
    if not ok:
        raise SystemExit(1)


if __name__ == "__main__":
    _main()
