# ruff: noqa: RUF046, E731
"""Held-out recall world P: a retired Nigerian-British pharmacist in Manchester.

One long, realistic chat between a widowed, retired pharmacist (Nigerian-British, Manchester) and an AI
assistant.  About ten everyday threads are interleaved in sticky runs: the grandchildren's school runs, a
grandson's football, a granddaughter's piano exam, an allotment plot and its committee, a church choir and
fundraiser, a trip to Lagos for a cousin's wedding, selling a terraced house and buying a bungalow, a dispute
with a pension provider, an NHS hip replacement, an African grey parrot and a tortoise, and a U3A Yoruba class.

``generate(seed)`` plants 50 facts (fixed kind counts) phrased in many styles, plus corrections that revise a
fact at least 50 turns after it was first stated.  Filler is built from thread-specific templates with slot
filling and is full of incidental names, places, prices, times and numbers that are *not* planted facts.

Run ``python recall_world_p.py`` from the benchmarks directory for the self-checks.
"""

from __future__ import annotations

import datetime
import os
import random
import re
import sys

from recall_conversation import Conversation, Planted

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
NOUN_KINDS = ("person", "date", "amount", "phone", "address", "id", "pet")
THREADS = ("school", "football", "piano", "allotment", "choir", "lagos", "house", "pension", "hip", "pets", "yoruba")

# --------------------------------------------------------------------------------------------------------------
# Persona constants (per seed) and incidental slot pools
# --------------------------------------------------------------------------------------------------------------

GRANDSONS = ["Tobi", "Dapo", "Seun", "Kayode", "Femi", "Tayo"]
GRANDDAUGHTERS = ["Ife", "Tolu", "Simi", "Bisola", "Lara", "Dami"]
DAUGHTERS = ["Kemi", "Funke", "Yemi", "Bukola"]
SONS = ["Wale", "Segun", "Bayo", "Gbenga"]
COUSINS = ["Bimpe", "Titi", "Folake", "Morenike"]
FRIENDS = ["Brenda", "Pauline", "Hauwa", "Gloria", "Marjorie"]
PENSION_COS = ["Castlegate Pensions", "Pennine Mutual", "Broadhurst Life", "Irwell Assurance"]
MY_SURNAMES = ["Adeyemi", "Ogunleye", "Balogun", "Akinola"]
AGE_WORDS = {7: "seven", 8: "eight", 9: "nine", 10: "ten", 11: "eleven"}

SLOTS: dict[str, list[str]] = {
    "time": ["half three", "quarter past eight", "10am", "2.30", "about six", "7.15", "ten to nine", "midday",
             "half past four", "6pm", "9.45", "twenty past three"],
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday afternoon",
            "Wednesday evening", "Saturday morning"],
    "price": ["£3.80", "£4.50", "a fiver", "£12", "£2.20", "£18.99", "£7", "twenty quid", "£35", "£9.60", "£1.50",
              "£24", "a tenner"],
    "place": ["the big Tesco", "the Arndale", "Rusholme", "Levenshulme market", "Piccadilly Gardens",
              "the Trafford Centre", "Longsight market", "the library", "the chemist on Stockport Road",
              "Didsbury village", "the post office", "Asda in Hulme"],
    "n": ["two", "three", "four", "five", "six", "seven", "a dozen"],
    "inc_name": ["Auntie Funmi", "Mrs Patel next door", "Pastor Dele", "Sister Grace", "Uncle Kunle",
                 "Maureen at the post office", "Deacon Ayo", "Joyce from church",
                 "Father Michael", "my friend Hauwa", "Gloria", "the lady at the pharmacy", "Brother Emmanuel"],
    "weather": ["cold", "drizzly", "freezing", "grey", "windy", "mild for once", "wet", "bitter"],
    "food": ["jollof", "pounded yam and egusi", "moi moi", "puff-puff", "pepper soup", "fried plantain",
             "a shepherd's pie", "beans and dodo", "chin chin", "a big pot of stew", "ofada rice"],
    "bus": ["the 50", "the 42", "the 86", "the 23", "the tram", "the 197"],
    "month": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December"],
    "shop": ["Aldi", "Boots", "Marks and Spencer", "Lidl", "the pound shop", "Primark", "B&M", "Home Bargains"],
    # school
    "subject": ["spellings", "times tables", "a Viking project", "fractions homework", "a poem to learn by heart",
                "a volcano model"],
    "trip": ["Science and Industry Museum", "Chester Zoo", "Jodrell Bank", "the Lowry", "Blue Planet Aquarium"],
    "costume": ["Matilda", "the Gruffalo", "Hermione", "a Roald Dahl witch", "Paddington"],
    "ord": ["third", "fourth", "fifth"],
    # football
    "team": ["Burnage Rovers", "Chorlton Colts", "Levenshulme Lions", "Heaton Mersey Juniors", "Sale Town Youth",
             "Gorton Villa"],
    "score": ["3-1", "2-2", "4-0", "1-0", "5-3", "0-2"],
    "position": ["left back", "in goal", "up front", "centre mid", "on the right wing"],
    "price2": ["£85", "£110", "£95", "£120", "£79.99", "£140"],
    "park": ["Cringle Park", "Platt Fields", "Chorlton Park", "Hough End", "Highfield Country Park"],
    "town": ["Bolton", "Wigan", "Oldham", "Stockport", "Bury", "Warrington"],
    "price3": ["£25", "£30", "£18", "£40"],
    "venue": ["the Legion club", "a trampoline park in Trafford", "the church hall", "a soft play in Stockport"],
    # piano
    "piece": ["a Clementi sonatina", "the Bartók piece", "'The Entertainer'", "a little minuet", "the jazzy one",
              "a Burgmüller study"],
    "scale": ["E minor", "B flat major", "D major", "G harmonic minor", "A major", "F major"],
    "price4": ["£70", "£85", "£60", "£95"],
    "year": ["1989", "1992", "1985", "1997"],
    "treat": ["a Krispy Kreme", "a Freddo", "a little bag of chin chin", "an ice lolly", "a hot chocolate"],
    "grade": ["two", "three", "four"],
    # allotment
    "veg": ["runner beans", "courgettes", "tomatoes", "garden egg", "spinach", "onions", "potatoes", "peppers",
            "kale", "broad beans", "beetroot"],
    "n2": ["forty", "over sixty", "ninety-odd", "120"],
    # choir
    "hymn": ["'How Great Thou Art'", "'Amazing Grace'", "'Great Is Thy Faithfulness'", "'Blessed Assurance'",
             "'Abide With Me'", "'Guide Me, O Thou Great Redeemer'", "'It Is Well With My Soul'"],
    "age_org": ["eighty-seven", "ninety", "eighty-two"],
    "price_mid": ["£340", "£212.50", "nearly £400", "£188", "£276"],
    "n3": ["thirty", "forty", "fifty", "sixty"],
    # lagos
    "gift": ["Marks and Spencer tea towels", "Cadbury's chocolates", "perfume from Boots", "good non-stick pots",
             "multivitamins", "Clarks shoes for the children", "tins of Quality Street", "Roberts radios"],
    "colour": ["royal blue and gold", "wine and silver", "emerald green", "peach and cream", "coral and gold"],
    "lagos_place": ["Lekki", "Ikeja", "Surulere", "Yaba", "Ikoyi", "Ajah", "Magodo"],
    "rel": ["Auntie Bose", "my brother-in-law", "Cousin Jide", "Mama Ibadan", "my old schoolfriend Ronke"],
    "n4": ["eighty-four", "over a hundred", "sixty-two", "ninety-something"],
    # house
    "room": ["the back bedroom", "the loft", "the kitchen cupboards", "the front room", "the cellar",
             "the box room", "the airing cupboard"],
    "item": ["my husband's records", "the old piano stool", "the china cabinet", "the sewing machine",
             "forty years of church magazines", "the chest freezer", "his toolbox"],
    "below": ["six thousand", "ten grand", "a good bit", "£8k", "fifteen thousand"],
    "n5": ["four", "five", "three"],
    # pension
    "months": ["three months", "eight weeks", "since January", "nearly a year", "four months"],
    "mins": ["forty", "fifty-five", "an hour and ten", "thirty-eight"],
    "comp": ["£50", "£75", "a hundred pounds", "£150"],
    # hip
    "pain": ["six out of ten", "seven out of ten", "a solid five", "eight on a bad day"],
    "exercise": ["heel slides", "ankle pumps", "step-ups", "glute squeezes", "the sit-to-stands"],
    "n6": ["three", "four", "six"],
    # pets
    "tfood": ["dandelion leaves", "a bit of cucumber", "strawberries", "clover", "chopped kale"],
    "pword": ["Hello darling", "Oya!", "Who's there?", "Ah-ah!", "Good boy", "Bye-bye"],
    "neighbour": ["Mrs Patel", "the couple next door", "old Mr Hughes", "Sandra over the fence"],
    # yoruba
    "student": ["Derek", "Pauline", "a retired teacher called Jean", "young Callum", "Mrs Okoro", "Trevor"],
    "n7": ["eighteen", "twenty-one", "sixteen", "nineteen"],
}

# --------------------------------------------------------------------------------------------------------------
# Filler: thread-specific (user, assistant) template pairs
# --------------------------------------------------------------------------------------------------------------

FILLER: dict[str, list[tuple[str, str]]] = {
    "school": [
        ("Doing the school run again this morning. {gs} forgot his reading book so we had to turn back at the "
         "corner, and we still made it by {time}, just.",
         "Well done for making it in time! One trick that helps a lot of families is a 'launch pad' by the front "
         "door: book bags, PE kits and reading books go there the night before, so nobody is hunting for "
         "anything in the morning rush."),
        ("{gd} has {subject} to do for Monday and she's asking me, but they teach everything differently now. "
         "Na wa.",
         "That's really common; methods have changed a lot. Ask her to show you how her teacher does it first. "
         "Children often understand it better when they explain it, and you can check the answers together "
         "rather than teaching a method that might confuse her."),
        ("The school wants money for a trip to {trip}, {price} each on top of the coach. I don't mind paying, "
         "but two days' notice?",
         "Short notice is frustrating. Most schools will accept a late payment if you let the office know, and "
         "many have a hardship fund so no child misses out. It's worth asking them to give more warning next "
         "time, too."),
        ("{gs} came home with a note saying he's been chatty in class. His mother will hear about it, I told "
         "him.",
         "A note like that is usually a gentle nudge rather than a big problem. You could ask him what was "
         "happening when he got chatty; sometimes it's boredom, sometimes a friend. A calm chat tends to work "
         "better than a telling-off."),
        ("It's World Book Day soon and {gd} wants to go as {costume}. Where do I even start?",
         "You can do a lot with what's already at home: a charity shop jacket, some felt, and a bit of face "
         "paint go a long way. Let her help make it; the children are often prouder of a home-made costume "
         "than a shop-bought one."),
        ("What can I put in their lunchboxes that isn't crisps? {gs} turns his nose up at sandwiches.",
         "Wraps, pasta salad, cold rice with a bit of chicken, cheese and crackers, or little pots of hummus "
         "with carrot sticks all travel well. If he likes your cooking, a small flask of something warm can go "
         "down very well on cold days."),
        ("{dau} is on nights again this week so I'm doing drop-off and pick-up every day. My knees are not "
         "thanking me.",
         "That's a lot of walking on sore knees. Could another parent from the same street share a day or two "
         "with you? Even one swap a week makes a difference, and it gives you a chance to rest."),
        ("School photos came back today. {price} for one small print! In my day we got one picture and we were "
         "grateful.",
         "The prices on those packs are steep. You don't have to buy the bundle; usually you can order a single "
         "digital copy and print it yourself at {place} for much less."),
        ("It was raining sideways at pick-up, the kids were soaked, and {bus} was late. We had hot chocolate "
         "the minute we got in.",
         "Sounds like a proper Manchester afternoon. Hot chocolate was the right call. A couple of cheap "
         "waterproof ponchos in your bag might save the next soaking, and they fold up tiny."),
        ("{gd} says a girl in her class has been unkind to her. She cried when she told me. How do I handle it "
         "without making it worse?",
         "Listen first and let her tell the whole story without rushing to fix it. Then, together, you can "
         "decide whether to tell the class teacher. Schools take friendship problems seriously, and a quiet "
         "word usually helps more than confronting the other family."),
        ("Half-term is coming and I need ideas that don't cost a fortune. They're {gs_age} and {gd_age}.",
         "Manchester has plenty of free options: the museums in town, Heaton Park, the library's holiday "
         "activities, and park walks with a picnic. A baking afternoon or a 'teach Grandma a game' day also "
         "costs next to nothing."),
        ("The teacher wants to see me about {gs}'s handwriting. Is it normal for a {gs_age}-year-old to still "
         "write like a spider fell in the ink?",
         "It's more common than you'd think, especially in boys that age. Teachers can suggest pencil grips or "
         "short daily practice. Ten minutes of copying something he enjoys, like football results, can help "
         "more than long sessions."),
        ("The uniform shop wants {price2} for one jumper with the logo. I'll iron a badge onto a plain one from "
         "{shop} instead.",
         "Plenty of families do exactly that, and most schools are fine with it. Some also run a second-hand "
         "uniform rail; the office will know. Iron-on badges stay put better if you stitch the corners too."),
        ("Spelling test tomorrow. The words include 'necessary' and 'rhythm'. Even I had to check rhythm.",
         "Those are tricky ones for adults too! For 'necessary' there's the old rhyme: one collar, two sleeves. "
         "For 'rhythm', 'rhythm helps your two hips move' gives the letters. Silly memory aids stick surprisingly "
         "well."),
        ("{gs} lost another water bottle. That's the {ord} one this term.",
         "A name label on the bottle and on the lid helps a lot, because lids and bottles get separated. Some "
         "parents buy a bright, unusual colour so it stands out in the lost property box."),
        ("They've started a walking bus from the church car park at {time}. Should I let {gd} join it or keep "
         "walking her myself?",
         "Walking buses are usually well supervised, with trained adults at the front and back. It could give "
         "your knees a rest and she'll enjoy walking with friends. You could walk with it once or twice first to "
         "see how it's run."),
        ("Reading with {gd} every night now. She reads to me, then I read her a Yoruba story. She likes the "
         "tortoise stories best, Ijapa and his tricks.",
         "What a lovely routine. Stories in two languages are brilliant for her reading and for keeping her "
         "connected to your culture. Ijapa stories are perfect too, because there's always a lesson to talk "
         "about afterwards."),
        ("The head sent a letter about attendance. {gs} missed two days with a cough and now I feel like a "
         "criminal.",
         "Those letters are often automatic once attendance drops below a set level. Two days of genuine illness "
         "isn't a problem. If it's worrying you, a short note to the office explaining the cough will put it "
         "on record."),
        ("The parents' WhatsApp group is too much o. {n} messages about a lost cardigan before breakfast.",
         "You can mute the group and check it once a day; nothing important will be missed that way. If "
         "something is urgent, the school usually sends it by text or email as well."),
        ("Harvest festival at school and they want tins. I've given baked beans and tomatoes, and {gd} insisted "
         "on adding a tin of sardines.",
         "Sardines are a great choice; food banks are always glad of protein. It's a nice way for her to learn "
         "about giving, too. You could ask her to help pick the tins next time."),
        ("{gs} has a cough again and says he's too ill for school. He was well enough for football yesterday, "
         "I noticed.",
         "Ha, the classic! If he has no temperature and is eating normally, school is usually fine with a mild "
         "cough. A quiet word about how football and school go together might settle it."),
    ],
    "football": [
        ("{gs} had a match on {day} against {team}. They lost {score} but he played {position} and didn't stop "
         "smiling.",
         "That's the best kind of result at his age: enjoyment first, score second. Playing {position} is a "
         "good way to learn, too. Did he have a favourite moment from the game?"),
        ("Muddy boots everywhere. How do I clean football boots without ruining them?",
         "Knock off the worst mud outside once they've dried a bit, then use a soft brush and lukewarm water. "
         "Stuff them with newspaper and let them dry at room temperature, not on the radiator, or the leather "
         "cracks."),
        ("The coach wants parents to do a rota for oranges and drinks at half-time. I've been volunteered for "
         "{day}.",
         "Oranges cut into quarters and a couple of big bottles of squash are all you really need. Bring a bin "
         "bag for the peel. It's also a nice chance to get to know the other parents."),
        ("{gs} wants the new boots everyone has. {price2}, for shoes he'll outgrow by summer!",
         "That's a lot for growing feet. Last season's model is often half the price and just as good, and "
         "some clubs run a boot swap. You could agree he gets the fancy ones for his birthday instead."),
        ("Training is at {time} on {day} at the pitches by {park}. It's pitch dark by then in winter. Is it "
         "safe?",
         "Most clubs train under floodlights, so the pitch itself is fine. The walk there and back is what to "
         "think about: a reflective band on his coat and walking with another family would help."),
        ("He came off crying because another boy called him slow. He's not slow, he's careful!",
         "That must have hurt him. You could remind him that good players do different jobs: some are quick, "
         "some read the game well. It might be worth mentioning to the coach so he can keep an eye on "
         "things."),
        ("There's a tournament coming up in {town} and they need drivers. I don't drive on motorways any more.",
         "That's completely reasonable. You could offer to help in another way, like bringing snacks or doing "
         "the register, and ask if there's a family with a spare seat for {gs}."),
        ("He scored! His first goal of the season, a header from a corner. I screamed so loud the other "
         "grandmas looked at me.",
         "Brilliant! A first goal is a big moment, and it's lovely that you were there for it. He'll remember "
         "you cheering long after he forgets the score."),
        ("Should I let him play in the rain with a cold? He says it's only a sniffle.",
         "A mild cold above the neck, like a runny nose, is usually fine for sport. If he has a temperature, "
         "a chesty cough or feels achy, he should sit it out. Warm layers under the kit help."),
        ("The kit needs washing by Saturday and my machine is making a noise like a generator in Lagos.",
         "If it's grinding or banging, check the drum for a coin or a hair grip first; that's the usual "
         "culprit. In the meantime, a hand wash and a night on the airer will get the kit ready."),
        ("Man United or Man City? {gs} supports City and his uncle {son} supports United, so Sunday lunch is a "
         "war zone.",
         "The great Manchester divide! A little friendly rivalry is part of the fun, as long as nobody ends up "
         "sulking over the jollof. Maybe a rule: no football talk until after grace."),
        ("He keeps asking for extra training at a private academy, {price3} an hour. Is that worth it at his "
         "age?",
         "At his age, lots of free play and enjoying his club matters more than private coaching. If he's keen, "
         "a holiday camp can give a taste without a weekly commitment."),
        ("The team's end-of-season party is at {venue}. {n} children and one bouncy castle. God help the "
         "parents.",
         "It'll be chaotic but fun! Ear plugs and a comfortable chair near the exit are my suggestions. It's "
         "a good chance to thank the coaches, too."),
        ("He's been picked as captain for next week's game against {team}. He's taking it very seriously and "
         "practised a speech in the mirror.",
         "How lovely! Being captain at that age is mostly about encouraging others, so tell him the speech "
         "doesn't need to be long; 'let's work hard and have fun' is perfect."),
        ("Shin pads: the big ones or the slip-in ones? He says the big ones are for babies.",
         "Slip-in pads are fine for most youth football as long as they fit well and cover the shin. Ankle "
         "protection is a bonus but not essential. Comfort matters, because he'll only wear what he likes."),
        ("One of the dads shouts at the referee every single match. The referee is about fifteen years old! "
         "It's not right.",
         "You're right, and most clubs have a code of conduct for parents. Young referees quit because of "
         "exactly that. A word with the club's welfare officer is a sensible, low-key way to raise it."),
        ("Can you suggest some drills he can do in the back garden? It's small, and the tortoise lives there "
         "too.",
         "Keep-ups, passing against a wall, and dribbling round a few plant pots all work in a small space. Just "
         "check where the tortoise is first!"),
        ("He's asking if he can go to a football camp in the Easter holidays. {price2} for four days.",
         "Holiday camps can be good value when you count the hours, and they help with childcare. It's worth "
         "checking whether the council runs a cheaper one through the holiday activities programme."),
        ("Half-time oranges were a success. I also brought puff-puff and now all the boys want to know when I'm "
         "coming again.",
         "You've made yourself the most popular person at the club! Puff-puff at half-time might become a "
         "tradition. Just check for any allergies before you make a big batch."),
        ("Another {weather} Saturday on the touchline. I've bought one of those big coats that go down to your "
         "ankles.",
         "A wise investment for Manchester football. A flask and a folding chair complete the set. Your hip "
         "will thank you for the chair."),
    ],
    "piano": [
        ("{gd} is practising {piece} for her exam and she keeps rushing the middle bit. Her teacher says count, "
         "count, count.",
         "Rushing usually happens where a passage feels tricky. Practising that bit slowly with the metronome, "
         "then nudging the speed up a notch each day, helps a lot. Counting out loud feels silly but works."),
        ("How long should a child of {gd_age} practise each day? She does {n} minutes and then wants a biscuit.",
         "Fifteen to twenty focused minutes is plenty at her age. Short, regular practice beats long sessions. "
         "The biscuit afterwards can be the reward, as long as the minutes are real practice."),
        ("Scales are the problem. {scale} keeps going wrong on the way down.",
         "Going down is where fingering tends to slip, especially the thumb crossing. Ask her to play just the "
         "descending part slowly, hands separately, three times a day. It usually clicks within a week."),
        ("The piano needs tuning. A man quoted {price4}. Is that normal?",
         "That's within the usual range for a tuning in the Manchester area. If it hasn't been tuned for years, "
         "it may need a second visit to settle the pitch, so ask about that up front."),
        ("She's nervous about the sight-reading part. What's a good way to practise that at home?",
         "A few minutes a day of something new and easy is the trick. Look for the key, the time signature and "
         "any tricky rhythms first, then play slowly without stopping. Mistakes are fine; keeping going matters."),
        ("The aural tests: she has to sing back a tune and clap rhythms. She's shy, so she whispers it.",
         "Lots of children feel shy singing. Doing it together with you at first, then letting her do it alone, "
         "builds confidence. Examiners are kind; they mainly want to hear the pitch, not a performance."),
        ("My late husband bought that piano in {year}. It's an old upright, but it has a lovely sound.",
         "What a special thing for her to learn on. Old uprights often have a warm, rich tone. Keeping it "
         "away from radiators and tuned regularly will keep it going for many more years."),
        ("Her teacher suggested she enter a little festival competition in {month}. Is that too much on top of "
         "the exam?",
         "It depends on her. Some children love having a second goal, and a festival can be good performance "
         "practice before the exam. If she's already anxious, it may be better to wait."),
        ("She played for the whole family on Sunday after lunch. {son} recorded it and sent it to the family "
         "WhatsApp. An auntie in Lagos replied with twenty emojis.",
         "That's wonderful. Playing for family is great practice for the exam, and the emoji applause is a nice "
         "bonus. You could make it a monthly little concert."),
        ("What does 'legato' mean exactly? She asked me and I pretended I knew.",
         "Legato means smooth and connected, so each note joins the next without a gap. Staccato is the "
         "opposite: short and detached. Now you can tell her with full confidence!"),
        ("She wants to quit. Says piano is boring and her friends do gymnastics. Do I push her?",
         "Most children go through a phase like this. You might agree she'll finish this exam and then decide. "
         "Sometimes a new, fun piece she chooses herself brings the spark back."),
        ("Which metronome app is good? The one she uses keeps showing adverts.",
         "Most free metronome apps have adverts; a small one-off payment usually removes them. A simple "
         "clockwork metronome is another option, and children often find the ticking box more fun."),
        ("We practised the exam pieces in order, like a dress rehearsal. She bowed at the end like she was at "
         "the Bridgewater Hall.",
         "A mock exam is a brilliant idea; it takes away a lot of the fear of the unknown. Let her keep the "
         "bow, too. Confidence matters on the day."),
        ("What should she wear for the exam? She wants her sparkly trainers.",
         "There's no dress code, so comfortable clothes are best. Sparkly trainers are fine as long as she can "
         "use the pedal properly in them. Feeling good can help her nerves."),
        ("Her hands are so small for the big chords in {piece}. Should she change the piece?",
         "Teachers can often suggest a simplified voicing, leaving out a note that's hard to reach. It's worth "
         "asking before changing the piece altogether; examiners expect small adjustments for small hands."),
        ("Do you know any easy pieces I could learn too? I had lessons as a girl in Ibadan but stopped at "
         "fourteen.",
         "Coming back to piano later in life is lovely. Adult beginner books with familiar tunes are a good "
         "start, and a simple duet with {gd} would be a treat for you both."),
        ("Her teacher is off sick so we've missed two lessons. Can I help her prepare without making things "
         "worse?",
         "You can help by making sure she practises a little each day and by listening to her play. Avoid "
         "correcting technique; just encourage her and note any questions for when the teacher is back."),
        ("The neighbour knocked on the wall during practice yesterday at {time}. It wasn't even late!",
         "That's frustrating. A friendly chat about practice times might help, and a thick rug behind the piano "
         "or moving it slightly off the shared wall can cut down the sound a lot."),
        ("She got a sticker for her {scale} scale! First time it was perfect. I bought her {treat} to "
         "celebrate.",
         "Well deserved! Celebrating the small wins keeps motivation up. It's a good moment to remind her how "
         "hard it felt a few weeks ago."),
        ("What happens after Grade {grade}? She asks if there's a Grade 100.",
         "Ha! The grades go up to Grade 8, and after that there are diplomas. Tell her there's no Grade 100, "
         "but there's plenty of music to enjoy along the way."),
    ],
    "allotment": [
        ("Spent the morning at the allotment. Dug over the bed for the {veg} and my back is already "
         "complaining.",
         "Well done, but do be careful with that back, especially with your hip. A smaller spade, short "
         "sessions with breaks, and a kneeling pad help. You could also try a no-dig bed next season."),
        ("Slugs have eaten all my {veg} seedlings. Every single one. I could cry.",
         "That is so disheartening. Beer traps, copper tape and going out at dusk with a torch all help. "
         "Growing seedlings a bit bigger at home before planting out gives them a better chance."),
        ("Committee meeting on {day} at {time}. The agenda is three pages long and half of it is about the "
         "compost toilet.",
         "Allotment committees and compost toilets, a classic combination. It may help to ask the chair to "
         "put a time limit on each item, so the important business isn't squeezed at the end."),
        ("{inc_name} gave me some {veg} seedlings from a greenhouse. What's the best way to harden them off?",
         "Put them outside in a sheltered spot for a couple of hours on the first day, bringing them in at "
         "night. Increase the time over a week or so before planting out. Fleece helps on cold nights."),
        ("I'm trying to grow garden egg and scotch bonnets like at home. Is Manchester too cold for them?",
         "They can be done with some help. Start them early indoors and grow them in a greenhouse or "
         "polytunnel, or a sunny windowsill. They won't be as big as at home, but you can get a crop."),
        ("Someone keeps taking water from my butt and not refilling it. I know who, but I can't prove it.",
         "That's annoying. A lid or a simple tap lock can stop it. You could also raise it politely as a "
         "general issue at the committee, without naming anyone."),
        ("The committee wants to raise the rent and put in a new gate with a code. Some of the older plot "
         "holders are upset.",
         "Changes like that go down better if people understand why. A short note explaining the costs and "
         "offering help with the code for anyone who struggles would help."),
        ("First {veg} of the season! I picked {n} this morning and gave half to the neighbours.",
         "Lovely! There's nothing like the first harvest. Sharing with the neighbours is a nice touch; they'll "
         "be asking for more."),
        ("How do I stop pigeons eating my brassicas? Net everything?",
         "Netting is the most reliable way. Make sure it's held above the leaves on hoops or canes, otherwise "
         "the pigeons just peck through. CDs on strings help a little, but netting wins."),
        ("My shed roof has a leak. Felt or those corrugated sheets? {price} for a roll of felt at B&Q.",
         "Felt is cheaper and fine for a small shed if the wood underneath is sound. If the boards are rotten, "
         "fix those first or the new felt won't last."),
        ("I've been asked to take the minutes at the next committee meeting. I don't type fast, o.",
         "You don't need to type during the meeting. Handwritten notes of decisions and who is doing what are "
         "enough; you can type them up afterwards, or I can help you tidy them."),
        ("It's been {weather} all week and nothing is growing. The rhubarb is the only thing that doesn't care.",
         "Rhubarb loves Manchester weather! Everything else will catch up once it warms. It's a good time to "
         "plan the beds and sort seeds instead."),
        ("There's a waiting list of {n2} people for plots and some people barely come to theirs. Should the "
         "committee do inspections?",
         "Many sites do gentle inspections with clear, fair rules and warnings. It helps to allow for "
         "illness or bereavement, so nobody loses a plot for a bad year."),
        ("Can I make compost from the tortoise's leftover greens and the parrot's seed husks?",
         "Yes, both are fine in the compost. Greens add nitrogen, and husks add bulk. Mix in cardboard or "
         "dry leaves to keep it balanced and not too soggy."),
        ("{gs} and {gd} came to the allotment after school. {gs} dug for worms; {gd} ate every strawberry she "
         "found.",
         "That sounds like a perfect afternoon. Children who grow food are much more likely to eat "
         "vegetables, so giving them a small patch each could be fun."),
        ("The open day is coming up and I'm supposed to bring something to sell. Jam? Plants? Puff-puff?",
         "Plants sell well at open days, and puff-puff will definitely draw a crowd. If you make jam, label "
         "it clearly with the ingredients."),
        ("Mr Okafor two plots down gave me his secret tomato feed recipe. It involves nettles and it smells "
         "terrible.",
         "Nettle feed is a classic; it's full of nitrogen. The smell is the price you pay. Keep a lid on it and "
         "dilute it well before using it."),
        ("What can I plant now for winter? I hate seeing the plot empty.",
         "Garlic, overwintering onions, broad beans and spring greens can all go in around autumn. A green "
         "manure on the empty beds protects the soil until spring."),
        ("Rain barrels overflowing, path like a swamp. I went anyway because the potatoes needed earthing up.",
         "Dedication! Take care on muddy paths with your hip. Some wood chip or old boards on the path would "
         "make it much safer."),
        ("The chair wants a rule that every plot must be three-quarters cultivated. Mine is, but poor "
         "{inc_name} has been ill.",
         "It's worth asking the committee to add a clause for illness or caring responsibilities. Most sites "
         "have one. Perhaps other plot holders could help out in the meantime."),
    ],
    "choir": [
        ("Choir practice tonight at {time}. We're learning {hymn} with a new descant and the sopranos are "
         "struggling.",
         "Descants are tricky because they sit above the tune. Having the sopranos learn it slowly on its own "
         "first, then against the melody, usually works. A recording they can practise with at home helps."),
        ("The church roof needs fixing and we're doing a fundraiser. Ideas that aren't another cake sale?",
         "A few that tend to work: a concert with a collection, a sponsored walk, a quiz night, an auction of "
         "promises where people offer skills, or a themed food night."),
        ("I'm in the altos but I keep drifting onto the tune. How do I hold my line?",
         "That's very common for altos. Practising your part against a recording of the melody, and standing "
         "next to a strong alto, helps a lot. Cupping a hand behind your ear lets you hear yourself."),
        ("{friend} wants us to sing {hymn} at the fundraiser, but half the choir wants gospel. Diplomacy "
         "needed.",
         "You could do both, perhaps a traditional first half and a gospel second half. That way everyone "
         "gets their favourite, and the audience gets variety."),
        ("My voice is croaky after a cold. Is honey and lemon enough, or should I rest it?",
         "Rest is the best medicine for a tired voice. Warm drinks help, and avoid whispering, which strains "
         "it more than speaking softly. If it's still croaky after a couple of weeks, see the GP."),
        ("We're making posters for the fundraiser. Can you help me with a short, catchy line?",
         "How about 'Raise the roof, literally!' or 'Sing for the roof over our heads'. Keep the date, time "
         "and place big and clear at the bottom."),
        ("The organist is {age_org} and still plays every Sunday. We want to do something special for her "
         "birthday.",
         "How wonderful. You could sing her favourite hymn as a surprise at the end of the service, with a "
         "card signed by the congregation and a cake in the hall afterwards."),
        ("Raffle prizes so far: a hamper from {shop}, a voucher for {place}, and a knitted tea cosy. Is that "
         "enough?",
         "That's a good start. Local businesses, like the hairdresser or a restaurant, often donate if you ask "
         "in person. A few more prizes means more ticket sales."),
        ("Somebody asked whether we can sell alcohol at the church hall event. I said I'd check.",
         "It depends on the hall's licence. Many church halls need a temporary event notice from the council. "
         "The church office or the hall's booking secretary should know."),
        ("Harvest service went well. {n} new families came and we sang {hymn} twice because the pastor asked "
         "for it again.",
         "That's lovely. When the pastor asks for an encore, you know it went well. Well done to the whole "
         "choir."),
        ("The choir robes smell of the cupboard. Any tips for freshening them without dry cleaning forty of "
         "them?",
         "Airing them outside on a dry day helps a lot. A light spritz of diluted white vinegar and some "
         "lavender bags in the cupboard will keep them fresher."),
        ("Pastor Dele asked me to do a short solo. I haven't sung alone since 1998. Chai.",
         "What an honour. Choose a key that feels comfortable, practise with the pianist a few times, and "
         "remember the congregation is on your side."),
        ("We raised {price_mid} at the bring-and-buy on {day}. Small, but it all counts.",
         "Every bit counts, and it builds momentum for the bigger event. Make sure to thank everyone who "
         "helped; they'll come back next time."),
        ("Should we take card payments at the fundraiser? The young ones say nobody carries cash any more.",
         "They're right that many people don't. A small card reader is cheap to set up and could increase "
         "donations. Keep a cash float too for those who prefer it."),
        ("Two new people joined the choir. One is a tenor! We haven't had a real tenor in years.",
         "That's great news. Tenors are like gold dust in church choirs. Make them feel welcome so they "
         "stay."),
        ("How do I help the choir learn harmonies faster? Half of them can't read music.",
         "Part recordings are the easiest way: one track per voice part for people to practise at home. "
         "Learning in small sections and building up also helps."),
        ("Christmas carol service planning has started already. In {month}! I'm tired just thinking about it.",
         "Starting early means less stress later. Maybe agree the music list now and leave the details for "
         "later. Delegating a few tasks helps too."),
        ("The sound system in the church hall hums all the time. Who do we even call about that?",
         "A hum is often an earthing issue or a cheap cable. A local sound engineer or a music shop could take "
         "a look. Sometimes just moving the cables away from the power sockets fixes it."),
        ("I'm making {food} for the after-service lunch. How much for about {n3} people?",
         "As a rough guide, plan for a generous serving per person plus about a fifth extra, because church "
         "lunches always draw a few more than expected."),
        ("We need a thank-you letter for the local businesses who donated. Can you help me draft one?",
         "Of course. Something like: 'Thank you so much for your generous donation to our fundraiser. Your "
         "support helps us look after our church and our community.' Then add the amount raised."),
    ],
    "lagos": [
        ("Started looking at flights to Lagos for {cousin}'s wedding. The prices jump every time I refresh the "
         "page.",
         "Prices do change a lot. Checking on a weekday, comparing a few sites, and being flexible by a day or "
         "two can help. Booking early is usually cheaper for Lagos, especially in busy seasons."),
        ("What gifts do I take? Everybody in Lagos expects something from abroad. So far I have {gift}.",
         "Good choices. Small, light things are easiest to pack: toiletries, chocolates, tea, and children's "
         "clothes. Giving cash in an envelope is also welcome and saves suitcase space."),
        ("The aso-ebi colour for the wedding is {colour}. I need a tailor here who can sew it properly.",
         "There are several African tailors in Manchester, especially around Moss Side and Longsight. Ask at "
         "church too, as someone will know a good one. Give them plenty of time."),
        ("{gd} is coming with me and she has a British passport, so she needs a Nigerian visa. The website is "
         "wahala.",
         "The Nigerian visa process can be confusing. It usually involves an online application, payment, and "
         "then biometrics. Start early and keep copies of everything you submit."),
        ("The exchange rate this week is terrible. I'm trying to work out how much naira I'll need for the "
         "week.",
         "Rates move a lot, so budget with a margin. Make a list of the main costs, like transport, food and "
         "gifts, and add some extra for the unexpected."),
        ("How much luggage can I take? I'm trying to fit {gift}, my clothes and presents for {n} people.",
         "It depends on the airline and ticket type, usually one or two bags of 23kg each for economy. "
         "Weigh your cases at home; the airport fees for extra weight are painful."),
        ("Vaccinations: do I need yellow fever again? Mine was done in the eighties.",
         "A yellow fever vaccination certificate is generally valid for life now. You'll still need the "
         "certificate itself, so check you can find it. A travel clinic can advise on anything else."),
        ("{cousin} sent the programme: traditional engagement Friday, church on Saturday, thanksgiving Sunday. "
         "Three outfits minimum.",
         "That sounds like a proper celebration! Planning the outfits and accessories together for each day "
         "will make packing easier. Don't forget comfortable shoes for all that dancing."),
        ("What's the weather in Lagos in {month}? I've forgotten what proper heat feels like.",
         "Lagos is hot and humid all year, typically around 30°C. Light cotton clothes, a small fan and staying "
         "hydrated will help after Manchester."),
        ("My cousin says traffic from the airport to {lagos_place} can take three hours. Is it safe to travel "
         "at night?",
         "It's usually recommended to travel with someone you trust and avoid late-night journeys where "
         "possible. Having family meet you at the airport is the best option."),
        ("Should I take malaria tablets even though I grew up there? {dau} insists.",
         "Yes, {dau} is right. Any immunity you had fades after years away, so you're at the same risk as any "
         "traveller. A pharmacist or GP can advise on the best tablets."),
        ("The family WhatsApp group has {n4} people and they're all asking what I'm bringing them.",
         "You could set expectations early: a small gift for close family and a shared treat for everyone "
         "else. People understand luggage limits."),
        ("How do I keep the gele from collapsing in the heat? I want to look sharp o.",
         "A well-starched gele holds better, and some people use a few hidden pins. Tying it in an "
         "air-conditioned room just before leaving helps too."),
        ("I'll need a power bank and an adapter. Is it the same three-pin plug?",
         "Nigeria uses the UK-style three-pin plug in most places, but you'll sometimes find the older round "
         "pin sockets. A small universal adapter covers both, and a power bank is essential."),
        ("Who will water the allotment while I'm away? And the parrot, I can't leave him with just anybody.",
         "Ask a trusted allotment neighbour for the plot; most people are happy to swap favours. For the "
         "parrot, someone who knows birds is best, or a specialist bird boarder."),
        ("Packing list started: {gift}, Panadol, mosquito spray, wrapper, my good shoes. What am I forgetting?",
         "Copies of your passport, any prescriptions, travel insurance documents, a small first aid kit, "
         "chargers, and a light cardigan for air-conditioned halls."),
        ("Should I carry cash or use a card there? {rel} says POS machines are everywhere now.",
         "A mix is best. Cards and POS are widely used in Lagos now, but cash is still useful for small "
         "purchases. Let your bank know you're travelling."),
        ("{gd} is asking if there'll be other children at the wedding and whether they eat jollof at every "
         "party. I said yes to both.",
         "She sounds excited! It'll be a wonderful experience for her. You might teach her a few greetings in "
         "Yoruba to use with the family."),
        ("Travel insurance at my age is a scandal. {price2} for two weeks because of the hip.",
         "It's frustrating. Specialist insurers for older travellers or pre-existing conditions can be cheaper "
         "than the big names. Comparing a few is worth it."),
        ("I want to bring {rel} something special. She raised me after my mother passed. Any ideas?",
         "Something personal means the most: a framed family photo, a warm shawl, or a letter telling her "
         "what she means to you. Paired with a small luxury, it would be lovely."),
    ],
    "house": [
        ("Viewing on {day} at {time}. I need to clear {room} before then. Forty years of things.",
         "Start with one small area at a time. Three boxes, keep, donate and bin, keep it simple. Buyers mainly "
         "want to see space and light, so clearing surfaces goes a long way."),
        ("What do I do with {item}? Nobody wants it and I can't throw it away.",
         "That's understandable; some things carry memories. You could take a photo of it, keep a small part, "
         "or find a charity or community group that would really use it."),
        ("The estate agent says I should repaint the front door for kerb appeal. Na wa, the door is fine.",
         "First impressions do matter to buyers, but it's your call. A good clean and new house numbers can "
         "freshen it up without a full repaint."),
        ("Got an offer on the house, but it's {below} below the asking price. Should I accept?",
         "It depends on how long it's been on the market, how much interest there's been, and your timeline "
         "for the bungalow. You can always make a counter-offer."),
        ("The buyer's survey found damp in {room}. Now they want money off.",
         "It's worth getting a quote from a damp specialist so you know the real cost of fixing it. Then you "
         "can negotiate based on facts rather than guesses."),
        ("Searches, enquiries, forms... why is conveyancing so slow in this country?",
         "It's a common frustration. Many steps depend on third parties, like councils and lenders. A polite "
         "weekly check-in with your solicitor can help keep things moving."),
        ("Looked at another bungalow today. Lovely garden, but the bathroom is pink. Pink bath, pink toilet, "
         "pink tiles.",
         "A retro pink bathroom! That's fixable, and sometimes a dated bathroom keeps the price down. If the "
         "garden and layout are right, the pink can go later."),
        ("How do I pack china so it doesn't break? My mother's plates came from Ibadan.",
         "Wrap each plate separately in paper, stand them on their edges rather than flat, and fill any gaps. "
         "Mark the box 'fragile' and move it yourself if you can."),
        ("{son} says I should get a removals company with good reviews, not the cheapest. But the cheapest is "
         "very cheap.",
         "Very cheap can mean no insurance or an unreliable crew. Check they're insured and ask what is "
         "covered. Reviews from recent customers are the best guide."),
        ("The chain has {n5} houses in it and one of them is having problems with their mortgage.",
         "Chains can be nerve-wracking. Your solicitor and estate agent can keep you updated. It's a good "
         "idea not to book removals until dates are firmer."),
        ("Should I sell the big wardrobe or take it? The bungalow bedrooms are smaller.",
         "Measure the bungalow rooms and the doorways first. If it won't fit comfortably, selling it or "
         "giving it to family makes sense."),
        ("Meter readings, change of address, council tax: can you give me a list of everyone I need to tell "
         "when I move?",
         "The main ones: your bank, pension providers, the council, energy and water suppliers, the GP, DVLA "
         "if you drive, the TV licence, and Royal Mail redirection for a few months."),
        ("The charity shop won't take the sofa without fire labels. What do I do with it?",
         "The council offers a bulky waste collection for a small fee. Some furniture projects will also "
         "collect it for reuse even without labels."),
        ("The bungalow needs a grab rail in the bathroom and a wider door. Is it cheaper to do before I move "
         "in?",
         "Usually yes; it's easier to do work in an empty house. The council may also help with adaptations "
         "through a disabled facilities grant."),
        ("I keep finding my husband's things in drawers. Today it was his reading glasses. I sat on the bed for "
         "an hour.",
         "That's completely understandable. Moving brings up a lot of memories. Take your time with those "
         "moments; there's no rush to sort everything at once."),
        ("The buyer wants to measure up for curtains again. That's the third visit.",
         "It's a good sign they're committed, but you can ask the agent to arrange it at a time that suits "
         "you, or send them measurements."),
        ("Broadband at the new place: how early do I need to book it to have it working on the day?",
         "Booking about two to three weeks ahead is usually enough. Ask for an installation date on or just "
         "after your move-in day."),
        ("{inc_name} says I'm mad to leave the area after thirty years. But the stairs are killing me.",
         "Your comfort and safety matter most. A bungalow will make daily life much easier, especially after "
         "the hip operation."),
        ("Packing boxes everywhere. The parrot thinks it's a game and keeps chewing the tape.",
         "Parrots love cardboard! Just keep an eye on the tape, as it isn't good for him to swallow. Giving him "
         "a box of his own to shred might distract him."),
        ("What happens on completion day exactly? Do I hand the keys to the agent?",
         "Usually, once the money arrives, your solicitor confirms completion and you leave the keys with the "
         "estate agent. It can be any time of day, so plan for some waiting."),
    ],
    "pension": [
        ("Another letter from {pco}. Two pages to say they are still looking into it. {months} now.",
         "That's frustrating. Keep a copy, and note the date. If they haven't given a final response within "
         "eight weeks of your complaint, you can go to the Pensions Ombudsman."),
        ("They say I took my tax-free lump sum in 2019 but I never did. How do I prove a negative?",
         "Your bank statements from that time would show whether any lump sum was paid in. You can also ask "
         "them to show you the payment details they have on record."),
        ("On hold for {mins} minutes to {pco} this morning. Then the line went dead.",
         "That's maddening. Writing to them creates a paper trail, and you can ask them to call you back at a "
         "set time instead of waiting on hold."),
        ("Can you help me write a firm but polite complaint letter? I want them to know I'm not going away.",
         "Of course. Start with your details and what went wrong, then what you want them to do, and a "
         "deadline for a response. Keep it factual; it's more powerful."),
        ("The statement shows my pension went down when the annual review should have put it up. Something is "
         "wrong with their sums.",
         "Ask them for a breakdown of the calculation. You're entitled to understand how the figure was "
         "worked out, and that often shows where the mistake is."),
        ("My late husband's widow's pension is mixed up with mine in their system. They keep writing to him.",
         "I'm sorry, that must be upsetting. Ask them to update their records and send you written "
         "confirmation. A copy of the death certificate may be needed again."),
        ("Is there a deadline for complaining to the Ombudsman? I don't want to miss it.",
         "Generally, you should bring the complaint within three years of the problem or of when you found "
         "out about it. Check the Ombudsman's website for the details in your case."),
        ("{inc_name} said she had the same problem with her pension and it took a year to sort. A year!",
         "These things can take time, but keeping pressure on with regular, polite follow-ups helps."),
        ("They sent a form asking for my bank details again. I've sent them twice already. Is this a scam?",
         "Be cautious. Call the provider on the number from their official website, not the one on the letter, "
         "to check it's genuine."),
        ("I'm keeping a file with every letter and a note of every call. Is that the right thing to do?",
         "Yes, that's exactly right. Dates, names and what was said will be very useful if you need to take "
         "the complaint further."),
        ("Should I ask Citizens Advice or MoneyHelper? I don't know the difference.",
         "MoneyHelper specialises in pensions and can give free guidance. Citizens Advice covers a wider range "
         "of issues. For a pension dispute, MoneyHelper is a good first call."),
        ("They offered {comp} as a goodwill gesture. For all this stress? Na joke.",
         "You don't have to accept it. You can tell them it doesn't reflect the distress caused and ask them "
         "to reconsider, or take it to the Ombudsman."),
        ("I'm a retired pharmacist, I read the small print for a living. Their calculation is just wrong.",
         "Your experience with detail is a real advantage. Lay out exactly where you think the error is, step "
         "by step, and ask them to respond to each point."),
        ("Do they have to pay interest on money they underpaid me?",
         "Often, yes. If they've underpaid you, they should usually pay interest to put you back where you "
         "would have been. The Ombudsman can direct them to do so."),
        ("The call handler today was lovely but said she can't see the notes from the last call. How?",
         "It happens more than it should. Ask for a reference number for each call and note the name of the "
         "person you spoke to."),
        ("I got the annual statement and the figures don't match the letter from {month}.",
         "Point out the difference in writing, quoting both figures and dates. Ask them to explain which is "
         "correct."),
        ("Should I copy my MP into the complaint? {son} says it helps.",
         "It can help to get attention, especially if things have dragged on. MPs' offices deal with these "
         "issues regularly."),
        ("They want a certified copy of my husband's death certificate again. I've sent the original twice.",
         "That's frustrating. Send a certified copy by recorded delivery and ask them to confirm they've "
         "added it to your file permanently."),
        ("I just want someone to say sorry and fix it. Is that too much to ask?",
         "Not at all. An apology and a fix are exactly what a good complaints process should deliver."),
        ("What's the difference between a final response and a holding letter?",
         "A holding letter just says they're still looking into it. A final response is their decision, "
         "which lets you go to the Ombudsman if you're unhappy."),
    ],
    "hip": [
        ("The hip is worse this week. I'm at {pain} most mornings and the stairs are the worst.",
         "I'm sorry. It might be worth letting your GP know it's worsening, in case your pain relief needs "
         "reviewing. Taking the stairs one at a time, good leg first going up, helps."),
        ("What should I prepare at home before the operation? Raised toilet seat? Grabbers?",
         "Yes, a raised toilet seat, a grabber, a long-handled shoe horn, and a firm chair with arms. The "
         "occupational therapist may provide some of these."),
        ("I'm scared of the anaesthetic, honestly. My sister had a bad reaction years ago.",
         "That's an understandable worry. Tell the anaesthetist about your sister's reaction at pre-op. "
         "They'll discuss the options with you."),
        ("Did my {exercise} this morning. Twenty each, like the leaflet says. It does help a bit.",
         "Well done. Keeping the muscles strong before surgery helps recovery afterwards."),
        ("How long before I can drive after a hip replacement? I need to do the school run.",
         "Usually around six weeks, but it depends on your recovery and your surgeon's advice. Check with "
         "your insurer too."),
        ("The waiting list letter says up to 18 weeks. Can I ask to go on the cancellation list?",
         "Yes, many hospitals keep one. Call the booking office and say you can come at short notice."),
        ("The physio said I need to lose a bit of weight before the op. At my age? With my cooking?",
         "Even a small loss can ease pressure on the joint. Smaller portions of the rich dishes and more "
         "vegetables might be a start, without giving up your favourites."),
        ("What is the recovery actually like? People say different things.",
         "Most people are up and walking with help the next day. The first few weeks involve exercises and "
         "some discomfort, but many feel much better within a few months."),
        ("My GP switched my painkillers. As a pharmacist I have opinions about this, believe me.",
         "I can imagine! If you have concerns, it's worth discussing them with your GP."),
        ("The hospital wants me to do a joint school class before surgery. What happens there?",
         "It's a session where physios and nurses explain what to expect and how to prepare your home. It's "
         "a good chance to ask questions."),
        ("Who will look after the grandchildren while I'm in hospital? {dau} can't take that much time off.",
         "It may help to make a rota with family and friends, and ask the school about breakfast and after-"
         "school clubs for those weeks."),
        ("I walked to {place} and back today with my stick. Slowly, but I did it.",
         "That's great. Keeping active within your limits is good for you before the op."),
        ("Can I still kneel in church after the hip? The pastor's wife had hers done and says no.",
         "Kneeling is often possible after recovery, but it depends on the surgeon's advice. Ask at your "
         "follow-up."),
        ("The hip clicks when I stand up from the sofa. Is that something to worry about?",
         "Clicking without pain is often harmless, but mention it at your next appointment."),
        ("Should I get a perching stool for the kitchen? I cook standing for hours.",
         "Yes, a perching stool is very helpful before and after the operation. The occupational therapist can "
         "advise on the right height."),
        ("Sleeping is hard. Lying on either side hurts. I've been propped up on {n} pillows.",
         "A pillow between your knees can help if you lie on your side. Mention the sleep problems to your GP "
         "too."),
        ("How long will I be in hospital after the operation? The leaflet says one to three nights.",
         "That's typical now, with many going home after a night or two. Having help at home for the first "
         "days makes a big difference."),
        ("My neighbour had her hip done privately in {n6} weeks. I'm still waiting on the NHS.",
         "It's hard to wait when you're in pain. If your condition worsens, let your GP know; they can "
         "sometimes update the referral."),
        ("Swimming: is that good before surgery? The leisure centre has an over-60s session at {time}.",
         "Swimming and water exercise are often excellent for hip pain, because the water supports you. Check "
         "with your physio first."),
        ("The pre-op questionnaire asks about my alcohol units. I have a small Guinness at Christmas. Does "
         "that count?",
         "Ha! It does count, but it's such a small amount that it won't be a concern. Just be honest on the "
         "form."),
    ],
    "pets": [
        ("The parrot has learned to copy my phone ringtone. I keep running to answer it and it's him.",
         "African greys are brilliant mimics! He's probably enjoying the reaction. Changing your ringtone for "
         "a while might help."),
        ("The tortoise woke up early today and walked straight into his food dish. Very dignified.",
         "Tortoises have their own kind of grace. As long as he's eating well, he's happy."),
        ("What greens are safe for a tortoise? I've been giving {tfood}.",
         "Dandelions, plantain weed, clover and some lettuces are good choices. Avoid too much fruit, and "
         "always check a list of safe plants."),
        ("The parrot is plucking his chest feathers. Is he bored or ill?",
         "Feather plucking can be caused by boredom, stress or health issues. A vet check is a good idea, along "
         "with new toys and more time out of the cage."),
        ("He says '{pword}' every time {gs} walks in. They're best friends.",
         "That's lovely. Parrots bond with people who spend time with them, and {gs} clearly has."),
        ("The tortoise has a UV lamp and a heat mat. Is that enough, or does he need more?",
         "A heat lamp for basking is usually better than a heat mat. Replace the UV bulb as recommended, "
         "since they lose strength over time."),
        ("Who can look after an African grey while I'm in Lagos? He's nearly thirty and bites strangers.",
         "A friend he already knows, or an avian boarding service. Short visits beforehand help him get used "
         "to the person."),
        ("Tortoise hibernation is coming up. I'm nervous every year that he won't wake up.",
         "It's natural to worry. A pre-hibernation health check, weighing him regularly and a stable cool "
         "temperature all make it safer."),
        ("The parrot shouted 'wahala!' during my Yoruba class on Zoom and the whole class laughed.",
         "He's clearly a fluent speaker! That's one way to make the class memorable."),
        ("How do I trim a parrot's nails without getting bitten?",
         "A vet or an experienced bird groomer can do it safely. Towel wrapping helps, but it's easier with "
         "two people."),
        ("Found the tortoise in the middle of the lawn, sunbathing. Such a good life.",
         "He's got it all worked out! Just make sure he has shade to retreat to on hot days."),
        ("Bird food has gone up to {price2} a sack. The parrot eats better than me.",
         "Pellets and fresh vegetables together are a good balance for greys, and often cheaper than "
         "seed-heavy mixes."),
        ("Is it OK to give the parrot bits of my plantain? He begs.",
         "Plain, cooked plantain without salt or oil is fine in small amounts. Avoid anything fried or spicy."),
        ("The tortoise's shell looks a bit dry and flaky. Should I worry?",
         "Some flaking can be normal, but if you see soft spots or discolouration, a reptile vet should take a "
         "look."),
        ("{gd} wants to take the tortoise to school for show-and-tell. Is that cruel?",
         "A short visit in a secure box is fine if the classroom is warm and calm. Keep it brief and avoid too "
         "much handling."),
        ("The parrot has started saying '{pword}' to the bin men. They wave back now.",
         "He's become part of the neighbourhood! The bin men probably look forward to it."),
        ("Toys for parrots are so expensive. What can I make at home?",
         "Cardboard boxes, paper balls, and untreated wooden spoons make great toys. Hide treats inside for "
         "extra fun."),
        ("The tortoise escaped under the fence into {neighbour}'s garden. Found him eating the lettuce.",
         "Tortoises are surprisingly good escape artists. Check the fence for gaps and dig a little barrier "
         "along the bottom."),
        ("Will the move upset the parrot? Greys are sensitive, I read.",
         "They can be, but keeping his routine and cage set-up the same will help. Give him extra attention in "
         "the first few weeks."),
        ("He bit {son} today. To be fair, {son} was teasing him.",
         "Parrots don't forget teasing! Some gentle time with treats might rebuild trust between them."),
    ],
    "yoruba": [
        ("Teaching my U3A Yoruba class on {day}. This week: greetings for different times of day.",
         "Greetings are a great topic because they're used all the time. Role-playing morning, afternoon and "
         "evening greetings will help them remember."),
        ("{student} keeps mixing up the tones. The same word can be husband or hoe or vehicle depending on the "
         "tone, and he's been saying the wrong one very confidently.",
         "Ha, a classic beginner mistake. Practising minimal pairs, words that differ only by tone, with "
         "hand gestures for high, mid and low can really help."),
        ("Can you help me make a handout on numbers one to twenty? Yoruba counting gets complicated after ten.",
         "Of course. We can list one to ten first, then show how eleven to twenty are built. Colour-coding "
         "the patterns helps learners see the logic."),
        ("I want to teach a few proverbs. Which ones work for beginners?",
         "Short ones with clear meanings work best, like proverbs about patience or good character. Explain "
         "the meaning and the story behind each."),
        ("The class has grown to {n7} people. The room at the library only holds fifteen.",
         "That's a great sign of success! You might need a bigger room or to split into two groups."),
        ("One student is a retired doctor who wants to talk to his Nigerian carers in their language. I love "
         "that.",
         "That's a wonderful motivation. Practical phrases for everyday care would suit him."),
        ("How do I type Yoruba tone marks on a laptop? The students ask me and I just handwrite.",
         "You can add a Yoruba keyboard layout in your computer settings, or use a website that adds accents "
         "as you type."),
        ("We did a food vocabulary lesson and I brought {food}. Best-attended class of the term.",
         "Food is the best teaching tool! Tasting while learning the words makes them stick."),
        ("{student} asked why Yoruba has no c, q, v, x or z. I didn't have a good answer ready.",
         "The alphabet was designed to match Yoruba sounds, so letters that aren't needed were left out. "
         "There are letters like gb and ẹ instead."),
        ("Should I teach them a song? Maybe a praise song? Or is that too churchy for U3A?",
         "A song is a lovely way to learn. You could pick a mix, including a children's song or a folk "
         "song."),
        ("The U3A newsletter wants a short piece about my class. Can you help me write three sentences?",
         "Sure. Something like: 'Our Yoruba group meets weekly to learn greetings, songs and proverbs. "
         "Beginners are warmly welcome. Come and join us for a taste of Nigeria!'"),
        ("A student asked how to say thank you properly to an elder. We did the respectful form with ẹ.",
         "That's an important cultural point. The respectful forms show how language reflects respect for "
         "elders."),
        ("I'm planning a quiz for the last session of term. Ideas for fun rounds?",
         "A greetings round, a numbers round, a food vocabulary round, and a 'guess the proverb' round."),
        ("{gd} sat in on my class and corrected one of the students. I was so proud I nearly cried.",
         "What a lovely moment. She's clearly learning from you."),
        ("How do I explain the difference between o and ọ to English speakers?",
         "Compare them to English words: o is like the vowel in 'go' without the glide, ọ like 'pot'."),
        ("Some students want homework, some want none. How do I keep everyone happy?",
         "Offer optional homework. Those who want it can do it, and no one feels pressured."),
        ("We practised market bargaining role plays. {student} haggled a pretend tomato seller down to "
         "nothing.",
         "That sounds like a lot of fun, and very useful practice."),
        ("Should I teach them names and what they mean? Names are so important in Yoruba culture.",
         "Yes. Names tell stories, so it's a great way to teach both language and culture."),
        ("I recorded myself saying the week's words so they can listen at home. My voice sounds so strange on "
         "tape.",
         "Everyone feels that way about their recorded voice! The students will find it very helpful."),
        ("The class wants to go for a Nigerian meal together. Any places in Manchester you'd suggest?",
         "There are several Nigerian and West African restaurants in the city, especially around Moss Side "
         "and Longsight. Your students would love to see you order in Yoruba."),
    ],
}

USER_EXTRAS: dict[str, list[str]] = {
    "school": ["{dau} says I spoil them, but what are grandmothers for?",
               "The walk to school is only ten minutes, but with my hip it feels like thirty.",
               "{gd} wants her hair braided every morning now, so we're up at {time}.",
               "The lollipop man outside the school is called Stan and he knows everybody's business.",
               "{gs} told his teacher that his grandma was a doctor. I said pharmacist, but he says it's the same.",
               "I bought a new umbrella at {place} for {price} and it turned inside out on the first day.",
               "There were {n} mums at the gate talking about the same thing, so at least it's not just us.",
               "In Nigeria we walked two miles to school and nobody drove us, I keep telling them.",
               "Their mother works such long hours at the hospital, I don't mind helping.",
               "The school newsletter came home crumpled at the bottom of {gs}'s bag, as usual."],
    "football": ["The pitch was like a ploughed field after all the rain.",
                 "Half the parents were on their phones the whole match.",
                 "{gs} wants to be the next Marcus Rashford, God help us.",
                 "I took a flask of tea and a folding chair from {shop}; {price} well spent.",
                 "His friend Josh from {team} came over to say hello afterwards.",
                 "The kick-off was meant to be {time} but the other team turned up late.",
                 "The referee's whistle is louder than the parrot, and that's saying something.",
                 "{son} came along for once and shouted more than anybody.",
                 "My late husband loved football; he would have been on that touchline every week.",
                 "The club has {n} teams now, from the little ones to the under-16s."],
    "piano": ["My husband used to play hymns on that piano every Sunday evening.",
              "She practises better when the parrot isn't singing along.",
              "Her teacher says she has a good ear but needs patience.",
              "I found an old music book from {year} in the piano stool, with my husband's pencil marks in it.",
              "{gd} says her friend already passed Grade {grade}, so now she wants to rush.",
              "We do practice straight after tea, at about {time}, before she gets too tired.",
              "The metronome ticking drives me round the bend, but I keep quiet.",
              "{son} never practised when he was little. He still regrets it.",
              "I bribed her with {treat} again. I know, I know."],
    "allotment": ["It's been {weather} all week so I've been going in my wellies.",
                  "Old Mr Okafor waved his hoe at me like a flag this morning.",
                  "I took {bus} there because my hip didn't fancy the walk.",
                  "There's a robin that follows me round the plot waiting for worms.",
                  "The shed smells of creosote and old string, I love it.",
                  "{inc_name} was there too, complaining about the foxes as usual.",
                  "The waiting list for plots is so long, I feel lucky every time I unlock the gate.",
                  "I bought seed compost at {place}, {price} a bag, daylight robbery.",
                  "My husband and I took that plot on in 1998, so it holds a lot of memories.",
                  "I came home with {n} bags of produce and nobody to eat it."],
    "choir": ["Our choir is small, about {n3} on a good Sunday, but we make a big sound.",
              "{friend} brought biscuits to practice again, bless her.",
              "The church heating was off again, we sang in our coats.",
              "Pastor Dele says the choir is the heartbeat of the church. No pressure then.",
              "We finished practice at {time} and I still had to cook.",
              "Half the altos are off with the flu, so it was me and {friend} holding the line.",
              "The pianist is a student from the university, very talented, always late.",
              "I've been in that choir since 1994, longer than some of the hymn books.",
              "We're {n} sopranos short for the big anthem."],
    "lagos": ["I haven't been home for six years, since my husband's funeral.",
              "{cousin} calls me every evening at {time} to ask if I've booked yet.",
              "Lagos traffic will be a shock after the {bus}.",
              "{gd} has never been to Nigeria, so this is a big trip for her.",
              "{rel} keeps sending voice notes with shopping lists.",
              "My suitcase is older than {gs}, but it still rolls.",
              "I've already bought {gift}, so that's a start.",
              "The family are expecting me to bring the whole of {shop} in my suitcase.",
              "The exchange rate changes every time I look at my phone.",
              "Everyone in {lagos_place} wants to see the baby photos of {gd}, except she's {gd_age} now."],
    "house": ["Forty-one years I've lived in this house.", "The stairs are the reason I'm moving, really.",
              "{son} came round and carried {n} boxes down from the loft.",
              "The estate agent's photos make my kitchen look like a palace.",
              "There's a skip outside now and the neighbours keep putting things in it.",
              "The charity shop on the high street knows me by name now.",
              "I found my wedding photos from 1979 at the back of a drawer.",
              "{dau} wants me to get rid of everything; I want to keep everything. We'll meet in the middle.",
              "It's been {weather}, so the viewings have been very soggy affairs.",
              "I spent {price} on tape and bubble wrap at {shop}."],
    "pension": ["This has been going on for {months} now.", "I've got a whole folder now, colour coded.",
                "{son} says I should just let it go, but it's the principle.",
                "I was a pharmacist for thirty-two years, I know how to read a statement.",
                "Their hold music is Vivaldi on a loop; I'll never enjoy The Four Seasons again.",
                "I wrote to them on {day} and nothing yet.",
                "My husband set up that pension, so it feels personal.",
                "{inc_name} told me to keep every envelope, even the postmark."],
    "hip": ["The waiting list has been a long road.", "I use my stick outside now, not just on bad days.",
            "The pain is worst first thing in the morning and after choir.",
            "I took {bus} to the hospital and it took forty minutes each way.",
            "{dau} keeps telling me to rest, but who will do everything else?",
            "My GP, Dr Shah, is very patient with me.",
            "As a pharmacist I know too much about the tablets, which doesn't always help.",
            "I've been doing the exercises in front of the telly at {time}.",
            "The hospital car park charges {price} an hour, a scandal."],
    "pets": ["The parrot was my husband's bird originally; he talks in his voice sometimes.",
             "The tortoise has been in the family longer than {dau}.",
             "The parrot screams whenever the doorbell goes.",
             "{gs} is the only one the parrot lets scratch his head.",
             "I spent {price} on bird toys and he prefers the cardboard box.",
             "The tortoise has a little house in the garden that {son} built.",
             "The parrot's cage takes up half the front room.",
             "{gd} thinks the tortoise understands Yoruba. Maybe he does."],
    "yoruba": ["The class meets at the library on {day}, {time} till half past.",
               "Most of my students are over sixty, like me.",
               "One lady is learning because her grandson's wife is Nigerian.",
               "I taught {n} people to say good morning properly last week.",
               "The coordinator says mine is the most popular new class this term.",
               "{student} always brings a notebook with coloured pens, very organised.",
               "I never thought I'd be a teacher after forty years in pharmacy.",
               "I speak Yoruba with the grandchildren at home too, so they don't lose it."],
}
AI_EXTRAS: dict[str, list[str]] = {
    "school": ["Routines really help children this age, and it sounds like you've built good ones.",
               "Don't forget to look after yourself in the middle of all the school runs.",
               "Most schools are happy to hear from grandparents who do the pick-ups, so don't hesitate to ask "
               "the office anything.",
               "A weekly planner on the fridge can make the school week feel much calmer.",
               "They'll remember these years with you, even the rainy walks."],
    "football": ["The main thing at his age is that he enjoys it and stays active.",
                 "Youth football is as much about friendships as it is about goals.",
                 "A warm coat, a flask and a folding chair will make the touchline much kinder on your hip.",
                 "It's worth keeping the coach's contact details handy in case of cancellations."],
    "piano": ["Regular short practice and lots of encouragement is the winning combination.",
              "Exams are only one part of learning music; enjoying it matters more in the long run.",
              "It's lovely that she's learning on her grandfather's piano.",
              "If nerves are an issue, playing for family more often can really help."],
    "allotment": ["Allotments are wonderful for body and mind, but pace yourself with that hip.",
                  "Keeping a simple diary of what you planted and when can help next year.",
                  "Sharing surplus produce is one of the nicest parts of allotment life.",
                  "Committee work can be tiring; it's fine to say no to extra jobs."],
    "choir": ["Choirs run on goodwill, so every bit of encouragement helps.",
              "Singing together is so good for wellbeing; it's lovely you've kept it up.",
              "For the fundraiser, a clear plan with a few named helpers will take pressure off you.",
              "Local newspapers and community Facebook groups are useful for publicity."],
    "lagos": ["A simple checklist for the trip will help you keep track of everything.",
              "It's worth keeping digital copies of your passports and tickets on your phone.",
              "The wedding sounds like it's going to be a wonderful family occasion.",
              "Travelling with a child means planning a few quiet breaks into the busy schedule."],
    "house": ["Moving after so many years is a big emotional step as well as a practical one.",
              "Taking it one room at a time makes the job feel less overwhelming.",
              "Do keep the important documents for the sale in one folder.",
              "A bungalow will make daily life much easier, especially after the operation."],
    "pension": ["Keep everything in writing and note every call; it all helps if the complaint goes further.",
                "You're well within your rights to expect a clear explanation.",
                "Persistence usually pays off with pension complaints.",
                "If it gets too stressful, MoneyHelper can support you for free."],
    "hip": ["Do keep up the exercises; they make a real difference to recovery.",
            "It's worth writing down your questions before each appointment.",
            "Please don't push through severe pain; let the team know if things get worse.",
            "Having a plan for help at home after the operation will take a lot of worry away."],
    "pets": ["African greys need a lot of mental stimulation, so toys and chat really matter.",
             "Tortoises are creatures of habit; keeping their routine steady helps.",
             "A specialist exotic vet is worth having on speed dial for both of them.",
             "They sound like they keep the whole family entertained."],
    "yoruba": ["Teaching a language you love is a wonderful way to share your culture.",
               "Learners remember songs, food and stories much longer than grammar tables.",
               "Your students are lucky to learn from a native speaker.",
               "A short recap at the start of each class helps things stick."],
}

AI_FOLLOWQ: dict[str, list[str]] = {
    "school": ["How are the children finding school this term?", "Is {dau} able to help with any of the runs?",
               "Would a simple weekly timetable for the school week help?"],
    "football": ["How is {gs} enjoying the season so far?", "Does the club have a parents' group chat for lifts?",
                 "Is the team doing well in the league?"],
    "piano": ["How is {gd} feeling about the exam?", "Which of her pieces does she enjoy most?",
              "Does her teacher give her a practice notebook?"],
    "allotment": ["What are you most looking forward to harvesting this year?",
                  "Is anyone on the site able to help with the heavy digging?",
                  "How are things on the committee generally?"],
    "choir": ["How are rehearsals going for the fundraiser?", "Do you have enough helpers for the event?",
              "Which piece is the choir enjoying most at the moment?"],
    "lagos": ["How is {gd} feeling about the trip?", "Have you started a packing list yet?",
              "Is the family planning anything special while you're there?"],
    "house": ["How are you feeling about the move overall?", "Is {son} able to help on the day?",
              "Have you thought about how you'd like to arrange the bungalow?"],
    "pension": ["Would you like help drafting the next letter?", "Do you have all their letters filed in order?",
                "Have they given you a timescale for a final response?"],
    "hip": ["How are you managing day to day with the pain?", "Has the hospital sent any leaflets about recovery?",
            "Do you have help lined up for the first weeks after the operation?"],
    "pets": ["How is the parrot coping with all the changes?", "Is the tortoise eating well at the moment?",
             "Who usually helps you with the animals when you're busy?"],
    "yoruba": ["What topic are you planning for next week?", "How many students are coming regularly now?",
               "Would a handout for the next lesson help?"],
}

USER_OPENERS = ["Good morning.", "Hello again.", "Me again o.", "Quick question.", "Sorry to bother you again.",
                "Ehn, so.", "Right.", "Morning from a {weather} Manchester.", "Okay, another one.", "God is good.",
                "So, update.", "Good evening.", "Oya, listen.", "Evening, my dear.", "Hello hello."]
USER_TAILS = ["Thank you, my dear.", "Abeg, keep it simple.", "What do you think?", "I'm just thinking out loud.",
              "It's been a long day.", "Na so life be.", "Anyway, I'm rambling.", "Tell me honestly.",
              "The kettle is on, so take your time.", "Let me know.", "{gs} says hello, by the way.",
              "The parrot is shouting at me as I type.", "Thank God for small mercies.",
              "My tablet is on low battery so I'll be quick."]
AI_OPENERS = ["Good question.", "Thanks for the update.", "Understood.", "Right, let's think about this.",
              "I see.", "Makes sense.", "That's a fair question.", "Thanks for telling me."]
AI_TAILS = ["Let me know how it goes.", "Happy to help with the next step whenever you're ready.",
            "Would it help if I drafted something?", "Shall I make a short checklist for you?",
            "Take it one thing at a time.", "And do look after yourself in the middle of all this.",
            "I hope the rest of your day is calmer."]

ASIDES = ["The heating engineer still hasn't come back about the boiler.",
          "{gs} has grown out of his school shoes again.", "It's {weather} here today, typical Manchester.",
          "I made {food} yesterday and there's loads left.", "The parrot has been sulking since breakfast.",
          "{inc_name} rang for a chat and kept me on the phone for an hour.",
          "My reading glasses were on my head the whole time I was looking for them.",
          "The bin men didn't come again.", "I took {bus} this morning and it was packed.", "I finally finished the crossword.",
          "The tortoise is asleep in his favourite corner.", "Choir was lovely on Sunday.",
          "I've got a pot of stew on the cooker as I type.", "{gd} has a wobbly tooth and won't stop showing me.",
          "There's a leak under the sink again.", "Somebody parked across my drive this morning.",
          "I watched a programme about Lagos last night and felt homesick.", "The allotment is waterlogged.",
          "My tablet keeps asking me to update something.", "{dau} is working a double shift.",
          "The price of tomatoes at {place} is criminal.", "I saw a fox in the garden at {time}.",
          "My knees were complaining on the stairs.", "The church newsletter spelt my name wrong again.",
          "The window cleaner charged {price} and left streaks.", "{son} came round and ate everything in sight."]

DICT_TAILS = ["can you remind me what i need to do next", "remind me to tell {dau} later",
              "the kettle is boiling so i will be quick", "sorry the parrot is shouting in the background",
              "i am walking to the bus so excuse the noise", "oh and {gs} needs his kit washed",
              "thank you my dear", "i will read your answer after my programme"]

THREAD_TOPIC = {"school": "the school stuff", "football": "{gs}'s football", "piano": "{gd}'s piano exam",
                "allotment": "the allotment", "choir": "the choir and the fundraiser", "lagos": "the Lagos trip",
                "house": "the move", "pension": "the pension dispute", "hip": "my hip",
                "pets": "the animals", "yoruba": "my Yoruba class"}
THREAD_ORG = {"school": "the school office", "football": "the club secretary", "piano": "the exam board",
              "allotment": "the allotment secretary", "choir": "the church office", "lagos": "the travel agent",
              "house": "the solicitor's office", "pension": "{pco}", "hip": "the hospital",
              "pets": "the vet's receptionist", "yoruba": "the U3A office"}
THREAD_ACKS = {
    "school": ["Juggling the school run on top of everything else is no small thing.",
               "I'll keep that in mind for anything school-related.",
               "The children are lucky to have you so involved."],
    "football": ["That'll be handy for the football season.", "I'll keep it in mind for anything to do with the club.",
                 "{gs} is lucky to have such a committed supporter."],
    "piano": ["That's useful for planning around the exam.", "She's lucky to have you cheering her on.",
              "Exams go much better when the grown-ups are organised, and you clearly are."],
    "allotment": ["Good to have that straight for the allotment.", "I'll remember that for committee matters too.",
                  "The plot clearly keeps you busy."],
    "choir": ["That'll help with the fundraiser planning.", "Noted for the choir side of things.",
              "The roof fund is in good hands."],
    "lagos": ["That's one more piece of the Lagos trip in place.", "Good, the trip is starting to take shape.",
              "The wedding is going to be wonderful."],
    "house": ["That's one more piece of the move sorted.",
              "Keep all the paperwork in one folder so you can lay your hands on it quickly.",
              "Moving is a marathon, not a sprint, and you're doing well."],
    "pension": ["Keep a note of that in your complaint file; it'll help if it goes to the Ombudsman.",
                "Having the details straight makes it much harder for them to fob you off.",
                "You're being very thorough, which is exactly right."],
    "hip": ["That's good to have on record for the hip.", "I'll keep that in mind as the operation gets closer.",
            "Do keep up the exercises in the meantime."],
    "pets": ["The animals clearly have you well trained.", "Noted for the animals.",
             "They're lucky to have you."],
    "yoruba": ["Your students are lucky to have you.", "Good to know for planning the class.",
               "The class sounds like it's going from strength to strength."],
}
LIST_ITEMS = {
    "school": ["sign the trip form", "new PE pumps", "{gd}'s reading log", "ring the school office about lunches",
               "iron name labels into the jumpers"],
    "football": ["wash the kit", "oranges for half-time", "new shin pads", "check the fixture list", "subs envelope"],
    "piano": ["scales every day", "book the tuner", "metronome battery", "print the sight-reading sheets",
              "pencil and rubber for the music"],
    "allotment": ["buy netting", "fix the shed roof", "seed potatoes", "minutes from last meeting", "water butt lid"],
    "choir": ["raffle prizes", "posters for the library", "hall booking", "learn the descant", "thank-you cards"],
    "lagos": ["buy {gift}", "adapter plugs", "malaria tablets", "aso-ebi to the tailor", "photocopy the passports"],
    "house": ["clear {room}", "meter readings", "change of address forms", "charity shop run",
              "measure the bungalow doors"],
    "pension": ["copy of last statement", "note of every call", "ring Citizens Advice",
                "chase the widow's pension letter"],
    "hip": ["raised toilet seat", "grabber stick", "exercises twice a day", "ask about the cancellation list",
            "slippers with a back"],
    "pets": ["bird seed", "UV bulb for the tortoise", "ask {inc_name} about parrot-sitting", "clean the cage"],
    "yoruba": ["print handouts", "tone-mark chart", "book the room", "quiz questions", "bring snacks"],
}

# --------------------------------------------------------------------------------------------------------------
# Value generators
# --------------------------------------------------------------------------------------------------------------

FIRST_NAMES = ["Adaeze", "Oluwaseun", "Chidinma", "Gareth", "Siobhan", "Priya", "Bernadette", "Declan", "Yewande",
               "Hamza", "Marguerite", "Ifeoma", "Rhys", "Nkechi", "Agnieszka", "Tunde", "Rosalind", "Emeka",
               "Fiona", "Callista", "Ngozi", "Imran", "Heather", "Kwame"]
SURNAMES = ["Okonkwo", "Achterberg", "Kowalczyk", "Whiteley", "Gallagher", "Raman", "Adebayo-Cole", "Fairweather",
            "Nwachukwu", "Pemberton", "Oyelaran", "Haslam", "Mbanefo", "Thistlethwaite", "Brennan", "Ogundipe",
            "Sutcliffe", "Eze-Williams", "Lindqvist", "Abernethy", "Quayle", "Oduya", "Ramsbottom", "Delacroix"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WD_SHORT = ["Mon", "Tues", "Wed", "Thurs", "Fri", "Sat", "Sun"]
UK_STREETS = ["Hawthorn Grove", "Mauldeth Road", "Lapwing Lane", "Ladybarn Lane", "Burton Road", "Clyde Road",
              "Egerton Road", "Parrs Wood Road", "Cavendish Road", "Beech Road", "Old Lansdowne Road", "Mersey Road",
              "Brookfield Avenue", "Thornfield Road", "Milwain Road", "Kenwood Road", "Moorside Road",
              "Whitelow Road", "Elm Grove", "Derwent Avenue"]
UK_AREAS = [("Didsbury", "M20"), ("Withington", "M20"), ("Fallowfield", "M14"), ("Levenshulme", "M19"),
            ("Chorlton", "M21"), ("Burnage", "M19"), ("Whalley Range", "M16"), ("Heaton Moor", "SK4"),
            ("Sale", "M33"), ("Cheadle", "SK8"), ("Urmston", "M41"), ("Longsight", "M13")]
NG_STREETS = [("Adeola Odeku Street", "Victoria Island"), ("Allen Avenue", "Ikeja"),
              ("Admiralty Way", "Lekki Phase 1"), ("Bode Thomas Street", "Surulere"), ("Awolowo Road", "Ikoyi"),
              ("Herbert Macaulay Way", "Yaba"), ("Opebi Road", "Ikeja"), ("Akin Adesola Street", "Victoria Island")]
PC_LETTERS = "ABDEFGHJLNPQRSTUWXYZ"
NG_PREFIXES = ["803", "806", "813", "816", "703", "706", "905", "802", "808", "812"]
PARROT_NAMES = ["Captain Bisi", "Professor Koko", "Sergeant Pepper", "Mr Chatterbox", "Eleyele", "Prince Fela",
                "Alhaji Grey", "Chief Squawk"]
TORTOISE_NAMES = ["Sir Plodalot", "Mama Ajoke", "Methuselah", "Aunty Slow-Slow", "Baba Agba", "Gladys",
                  "Pastor Shell", "Tortellini"]


def _ordinal(n: int) -> str:
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def _digits(r: random.Random, k: int) -> str:
    return "".join(r.choice("0123456789") for _ in range(k))


def gen_date(r: random.Random) -> str:
    d = datetime.date(2026, 1, 1) + datetime.timedelta(days=r.randrange(20, 340))
    m, wd = MONTHS[d.month - 1], d.weekday()
    return r.choice([
        f"{d.day} {m}", f"{d.day:02d}/{d.month:02d}", f"the {_ordinal(d.day)}", f"{WEEKDAYS[wd]} week",
        d.isoformat(), f"{WD_SHORT[wd]} {_ordinal(d.day)}", f"{m} {_ordinal(d.day)}", f"{_ordinal(d.day)} of {m}",
        f"{WEEKDAYS[wd]} {d.day} {m}", f"{WD_SHORT[wd]} {d.day:02d}/{d.month:02d}"])


def _gbp(r: random.Random, lo: int, hi: int, step: int = 5, pence: bool = False) -> str:
    if pence:
        amt = r.randrange(lo * 100, hi * 100, 50) / 100
        whole, p = int(amt), int(round((amt - int(amt)) * 100))
        opts = [f"£{amt:.2f}", f"GBP {amt:.2f}"] + ([f"{whole} pounds {p}"] if p else [f"£{whole}", f"{whole} quid"])
        return r.choice(opts)
    amt = r.randrange(lo, hi, step)
    if amt >= 100000:
        return r.choice([f"£{amt:,}", f"£{amt // 1000}k", f"{amt // 1000}k", f"GBP {amt:,}", f"{amt // 1000} grand"])
    opts = [f"£{amt:,}", f"{amt} quid", f"GBP {amt:,}.00", f"{amt:,} pounds"]
    if amt >= 1000:
        opts.append(f"£{amt}")
        if amt % 10 == 0:
            opts.append(f"£{amt / 1000:g}k")
    return r.choice(opts)


def _ngn(r: random.Random, lo: int, hi: int, step: int) -> str:
    amt = r.randrange(lo, hi, step)
    k = amt // 1000
    return r.choice([f"₦{amt:,}", f"N{k}k", f"{k} thousand naira", f"NGN {amt:,}", f"₦{k}k"])


def gen_phone(r: random.Random, region: str) -> str:
    if region == "land":
        a, b = "496", "0" + _digits(r, 3)
        return r.choice([f"0161 {a} {b}", f"0161-{a}-{b}", f"+44 161 {a} {b}", f"0161{a}{b}"])
    if region == "mob":
        b = _digits(r, 3)
        return r.choice([f"07700 900{b}", f"+44 7700 900{b}", f"07700900{b}", f"07700 900 {b}"])
    if region == "free":
        b = _digits(r, 3)
        return r.choice([f"0808 157 0{b}", f"0808-157-0{b}", f"0808 1570{b}"])
    p, x, y = r.choice(NG_PREFIXES), _digits(r, 3), _digits(r, 4)
    return r.choice([f"+234 {p} {x} {y}", f"0{p} {x} {y}", f"0{p}{x}{y}", f"+234{p}{x}{y}"])


def _postcode(r: random.Random, district: str) -> str:
    return f"{district} {r.randrange(1, 10)}{r.choice(PC_LETTERS)}{r.choice(PC_LETTERS)}"


def gen_address(r: random.Random, region: str) -> str:
    if region == "ng":
        street, area = r.choice(NG_STREETS)
        n = r.randrange(2, 120)
        return r.choice([f"{n} {street}, {area}", f"{n} {street}, {area}, Lagos", f"Plot {n}, {street}, {area}",
                         f"No. {n} {street}, {area}"])
    street = r.choice(UK_STREETS)
    short = street.replace(" Road", " Rd").replace(" Avenue", " Ave")
    area, district = r.choice(UK_AREAS)
    n, pc = r.randrange(2, 190), _postcode(r, district)
    if region == "unit":
        return r.choice([f"Unit {r.randrange(3, 40)}, {street}, {area} {pc}", f"Unit {r.randrange(3, 40)}B, {short}"])
    return r.choice([f"{n} {street}, {area}, Manchester {pc}", f"Flat {r.randrange(1, 9)}, {n} {short}",
                     f"{n} {street}, {pc}", f"{n} {short}, {area} {pc}", f"{n} {street}, {area}"])


def gen_id(r: random.Random, fmt: str) -> str:
    up = "BCDFGHJKLMNPQRSTVWXZ"
    if fmt == "nhs":
        a, b, c = _digits(r, 3), _digits(r, 3), _digits(r, 4)
        return r.choice([f"{a} {b} {c}", f"{a}{b}{c}", f"{a}-{b}-{c}"])
    if fmt == "hosp":
        return r.choice([f"W{_digits(r, 7)}", f"WH-{_digits(r, 6)}", f"MRN {_digits(r, 7)}"])
    if fmt == "policy":
        return r.choice([f"PN-{_digits(r, 6)}-{_digits(r, 2)}", f"POL/{_digits(r, 8)}",
                         f"{r.choice(up)}{r.choice(up)}{_digits(r, 7)}{r.choice(up)}"])
    if fmt == "complaint":
        return r.choice([f"CMP-2026-{_digits(r, 5)}", f"{_digits(r, 5)}/{r.choice(up)}{r.choice(up)}",
                         f"COMP{_digits(r, 7)}"])
    if fmt == "pnr":
        return "".join(r.choice(up + "23456789") for _ in range(6))
    if fmt == "plot":
        n = r.randrange(2, 64)
        return r.choice([f"Plot {n}{r.choice('ABCD')}", f"plot {n}{r.choice('ABCD')}", f"Plot No. {n}"])
    if fmt == "passport":
        return r.choice([_digits(r, 9), f"{_digits(r, 3)} {_digits(r, 3)} {_digits(r, 3)}"])
    if fmt == "visa":
        return r.choice([f"NGA{_digits(r, 8)}", f"IS-{_digits(r, 4)}-{_digits(r, 4)}", f"NV{_digits(r, 9)}"])
    if fmt == "order":
        return r.choice([f"{_digits(r, 3)}-{_digits(r, 7)}-{_digits(r, 7)}", f"ORD-{_digits(r, 6)}",
                         f"#MB{_digits(r, 7)}"])
    if fmt == "title":
        return r.choice([f"GM{_digits(r, 6)}", f"MAN{_digits(r, 6)}", f"LA{_digits(r, 6)}"])
    if fmt == "ring":
        return r.choice([f"{r.choice(up)}{r.choice(up)} {_digits(r, 2)} {_digits(r, 4)}",
                         f"{r.choice(up)}{r.choice(up)}-{_digits(r, 2)}-{_digits(r, 4)}"])
    if fmt == "u3a":
        return r.choice([f"U3A-{_digits(r, 5)}", f"M{_digits(r, 6)}"])
    if fmt == "cand":
        return r.choice([f"C-{_digits(r, 5)}", f"{_digits(r, 2)}/{_digits(r, 4)}"])
    raise ValueError(fmt)


def gen_person(r: random.Random, style: str) -> str:
    f, s = r.choice(FIRST_NAMES), r.choice(SURNAMES)
    if style == "surgeon":
        return r.choice([f"Mr {f} {s}", f"Ms {f} {s}", f"Mr {s}", f"Ms {s}"])
    if style == "title":
        return r.choice([f"{f} {s}", f"Mrs {s}", f"Mr {s}", f"{f} {s}"])
    if style == "dr":
        return r.choice([f"Dr {f} {s}", f"Dr {s}", f"{f} {s}"])
    return f"{f} {s}"


# --------------------------------------------------------------------------------------------------------------
# Fact specs
# --------------------------------------------------------------------------------------------------------------
# Noun kinds: (about, thread, subj, label, generator, cops, extra first-person clauses)

PERSON_SPECS = [
    ("estate agent's name", "house", "the estate agent handling my sale", "Estate agent", "plain",
     ["I'm dealing with {v} at the estate agent's"]),
    ("solicitor's name", "house", "the solicitor doing my conveyancing", "Solicitor", "title",
     ["my conveyancing is being done by {v}"]),
    ("surveyor's name", "house", "the surveyor for the bungalow", "Surveyor", "plain", []),
    ("removals foreman's name", "house", "the man in charge of the removals crew", "Removals", "plain", []),
    ("hip consultant's name", "hip", "my orthopaedic consultant", "Consultant", "surgeon",
     ["I'm under {v} for the hip"]),
    ("physio's name", "hip", "the physio assigned to me", "Physio", "plain", ["my physio is {v}"]),
    ("pre-op nurse's name", "hip", "the pre-op nurse", "Pre-op nurse", "plain", []),
    ("piano teacher's name", "piano", "{gd}'s piano teacher", "Piano teacher", "title",
     ["{gd} has lessons with {v}"]),
    ("football coach's name", "football", "{gs}'s football coach", "Coach", "plain", []),
    ("allotment committee chair's name", "allotment", "the chair of the allotment committee", "Chair", "title", []),
    ("choir director's name", "choir", "our choir director", "Choir director", "plain", []),
    ("pension case handler's name", "pension", "the case handler at {pco}", "Case handler", "plain",
     ["my complaint has gone to {v} at {pco}"]),
    ("cousin's fiancé's name", "lagos", "the man {cousin} is marrying", "Groom", "plain", []),
    ("U3A coordinator's name", "yoruba", "the U3A coordinator for my class", "Coordinator", "plain", []),
    ("avian vet's name", "pets", "the bird vet who sees my parrot", "Vet", "dr", []),
    ("head teacher's name", "school", "the head teacher at the grandchildren's school", "Head", "title", []),
]
DATE_SPECS = [
    ("pre-op assessment date", "hip", "my pre-op assessment", "Pre-op", []),
    ("hip operation date", "hip", "the hip operation", "Operation", ["they've booked me in for the op on {v}"]),
    ("first physio session date", "hip", "my first physio session", "Physio starts", []),
    ("granddaughter's piano exam date", "piano", "{gd}'s piano exam", "Exam", ["{gd} sits her exam on {v}"]),
    ("flight to Lagos date", "lagos", "our flight out to Lagos", "Fly out", ["we fly out to Lagos on {v}"]),
    ("cousin's wedding date", "lagos", "{cousin}'s wedding", "Wedding", ["{cousin} gets married on {v}"]),
    ("house sale completion date", "house", "completion on the house", "Completion", []),
    ("bungalow survey date", "house", "the survey on the bungalow", "Survey", []),
    ("fundraiser concert date", "choir", "the fundraiser concert", "Concert", []),
    ("allotment AGM date", "allotment", "the allotment AGM", "AGM", []),
    ("grandson's football tournament date", "football", "{gs}'s football tournament", "Tournament", []),
    ("tortoise's vet check-up", "pets", "the tortoise's check-up at the vet", "Tortoise vet", []),
    ("pension adjudicator call date", "pension", "the call with the pension adjudicator", "Adjudicator call", []),
    ("Yoruba class term start", "yoruba", "the first Yoruba class of the new term", "Class restarts", []),
    ("parents' evening date", "school", "parents' evening at the school", "Parents' evening", []),
]
AMOUNT_SPECS = [  # (about, thread, subj, label, (generator args), cops)
    ("removals quote", "house", "the removals quote", "Removals", ("gbp", 650, 2400, 5), ["came to", "is"]),
    ("bungalow asking price", "house", "the asking price on the bungalow", "Asking price",
     ("gbp", 185000, 325000, 2500), ["is"]),
    ("surveyor's fee", "house", "the surveyor's fee", "Survey fee", ("gbp", 380, 950, 5), ["is", "comes to"]),
    ("conveyancing fee", "house", "the solicitor's fee for the conveyancing", "Solicitor's fee",
     ("gbp", 850, 1900, 5), ["is", "comes to"]),
    ("pension underpayment", "pension", "the amount {pco} underpaid me", "Owed", ("gbp", 1100, 8900, 1),
     ["is", "comes to"]),
    ("cost of flights to Lagos", "lagos", "the flights to Lagos for the two of us", "Flights",
     ("gbp", 900, 2600, 5), ["came to", "cost"]),
    ("cash gift for the wedding", "lagos", "the cash gift for {cousin}", "Gift", ("ngn", 150000, 900000, 10000),
     ["is"]),
    ("aso-ebi fabric cost", "lagos", "the aso-ebi fabric", "Aso-ebi", ("ngn", 35000, 180000, 5000),
     ["cost", "came to"]),
    ("church roof fundraising target", "choir", "the fundraising target for the church roof", "Target",
     ("gbp", 1500, 8000, 50), ["is"]),
    ("piano exam fee", "piano", "the entry fee for {gd}'s exam", "Exam fee", ("pence", 49, 92, 0),
     ["is", "came to"]),
    ("football subs for the season", "football", "{gs}'s football subs for the season", "Subs",
     ("gbp", 60, 240, 1), ["are", "come to"]),
    ("allotment rent", "allotment", "the allotment rent for the year", "Rent", ("gbp", 38, 135, 1),
     ["is", "comes to"]),
    ("private physio session price", "hip", "each private physio session", "Physio", ("gbp", 45, 90, 1),
     ["costs", "is"]),
]
PHONE_SPECS = [
    ("estate agent's direct line", "house", "the estate agent's direct line", "Agent", "land"),
    ("solicitor's office number", "house", "the number for the solicitor's office", "Solicitor", "land"),
    ("removals company number", "house", "the removals man's mobile", "Removals", "mob"),
    ("physio department number", "hip", "the physio department's number", "Physio", "land"),
    ("pre-op clinic number", "hip", "the pre-op clinic's number", "Pre-op clinic", "land"),
    ("football coach's mobile", "football", "the coach's mobile", "Coach", "mob"),
    ("cousin's Lagos number", "lagos", "{cousin}'s Lagos number", "{cousin}", "ng"),
    ("wedding planner's number", "lagos", "the wedding planner's number", "Planner", "ng"),
    ("pension complaints line", "pension", "{pco}'s complaints line", "Complaints", "free"),
    ("choir director's mobile", "choir", "the choir director's mobile", "Choir director", "mob"),
    ("bird vet's number", "pets", "the bird vet's number", "Vet", "land"),
    ("piano teacher's mobile", "piano", "the piano teacher's mobile", "Piano teacher", "mob"),
]
ADDRESS_SPECS = [
    ("new bungalow's address", "house", "the bungalow I'm buying", "New house", "uk"),
    ("solicitor's office address", "house", "the solicitor's office", "Solicitor", "uk"),
    ("physio clinic address", "hip", "the physio clinic", "Clinic", "uk"),
    ("wedding venue address", "lagos", "the wedding venue", "Venue", "ng"),
    ("Lagos hotel address", "lagos", "the hotel we're staying at in Lagos", "Hotel", "ng"),
    ("piano exam centre address", "piano", "the exam centre for {gd}'s exam", "Exam centre", "uk"),
    ("football tournament ground address", "football", "the ground for the tournament", "Ground", "uk"),
    ("Yoruba class venue address", "yoruba", "the hall where I teach the Yoruba class", "Venue", "uk"),
    ("storage unit address", "house", "the storage unit for the extra furniture", "Storage", "unit"),
    ("fundraiser venue address", "choir", "the venue for the fundraiser", "Venue", "uk"),
]
ID_SPECS = [
    ("NHS number", "hip", "my NHS number", "NHS no.", "nhs"),
    ("hospital number", "hip", "my hospital number", "Hospital no.", "hosp"),
    ("pension policy number", "pension", "my policy number with {pco}", "Policy", "policy"),
    ("pension complaint reference", "pension", "the reference for my complaint", "Complaint ref", "complaint"),
    ("flight booking reference", "lagos", "the booking reference for the flights", "Booking ref", "pnr"),
    ("allotment plot number", "allotment", "my allotment plot", "Plot", "plot"),
    ("granddaughter's passport number", "lagos", "{gd}'s passport number", "Passport", "passport"),
    ("visa application number", "lagos", "the visa application number for {gd}", "Visa", "visa"),
    ("packing boxes order number", "house", "the order number for the packing boxes", "Boxes order", "order"),
    ("Land Registry title number", "house", "the title number for the house", "Title no.", "title"),
    ("parrot's leg-ring number", "pets", "the number on the parrot's leg ring", "Leg ring", "ring"),
    ("U3A membership number", "yoruba", "my U3A membership number", "U3A no.", "u3a"),
    ("piano exam candidate number", "piano", "{gd}'s candidate number for the exam", "Candidate no.", "cand"),
]
# Pet specs: dicts with about, subj, label, values (callable or list), stmts, said, q, vf
PET_SPECS = [
    dict(about="African grey parrot's name", subj="my parrot's name", label="Parrot", values=PARROT_NAMES,
         stmts=["my African grey is called {v}", "the parrot's name is {v}",
                "the parrot answers to {v} when he feels like it"],
         said=["{gs} introduces him to everyone: 'This is {v}, he's older than me.'",
               "The vet's receptionist always shouts '{v}?' across the waiting room and he shouts back."],
         q="What's your parrot called, by the way?",
         vf=["{v}: that's the parrot's name.", "{v}. That's what the parrot is called, don't laugh."]),
    dict(about="tortoise's name", subj="my tortoise's name", label="Tortoise", values=TORTOISE_NAMES,
         stmts=["my tortoise is called {v}", "the tortoise answers to {v}, or so I tell myself"],
         said=["{gd} named him, and she insisted: '{v}, Grandma, that's his name forever.'"],
         q="Does the tortoise have a name?",
         vf=["{v}: that's the tortoise.", "{v}. That's the tortoise's name, {gd} chose it."]),
    dict(about="tortoise's age", subj="the tortoise's age", label="Tortoise age", values="age",
         stmts=["the tortoise is {v}", "my tortoise is {v}, the vet reckons"],
         said=["The vet looked at his shell and said, 'He's {v}, give or take.'"],
         q="How old is the tortoise, do you know?",
         vf=["{v}: that's how old the tortoise is."]),
    dict(about="parrot's favourite treat", subj="the parrot's favourite treat", label="Parrot treat",
         values=["unsalted groundnuts", "pomegranate seeds", "dried chilli pods", "a bit of boiled yam",
                 "sweetcorn on the cob", "palm fruit", "walnut halves"],
         stmts=["the parrot goes mad for {v}", "his favourite treat is {v}"],
         said=["{gd} says, 'Grandma, he only talks if you've got {v}.'"],
         q="What's the parrot's favourite treat?",
         vf=["{v}: that's the parrot's favourite thing in the world."]),
    dict(about="tortoise's weight", subj="the tortoise's weight", label="Tortoise weight", values="weight",
         stmts=["the tortoise weighed {v} at the last weigh-in", "he's {v} on the kitchen scales"],
         said=["The vet nurse wrote it on his card: '{v}, healthy weight.'"],
         q="Do you know roughly what the tortoise weighs?",
         vf=["{v}: that's what the tortoise weighs."]),
    dict(about="parrot's favourite phrase", subj="the parrot's new saying", label="Parrot says",
         values=["Mummy, where's my tea", "Oya, come and chop", "Who is at the door o", "Praise the Lord",
                 "Shut that door", "Ekaaro, ekaaro"],
         stmts=["the parrot's new favourite saying is '{v}'", "he keeps shouting '{v}' at the window"],
         said=["{son} recorded him saying '{v}' and put it on the family WhatsApp."],
         q="Has the parrot picked up any new phrases?",
         vf=["'{v}': that's the parrot's new line."]),
    dict(about="tortoise's species", subj="the tortoise's species", label="Tortoise type",
         values=["Hermann's tortoise", "spur-thighed tortoise", "Horsfield's tortoise", "marginated tortoise"],
         stmts=["he's a {v}, which is why he hibernates", "the tortoise is a {v}"],
         said=["The reptile man at the vet's said, 'Lovely old {v}, this one.'"],
         q="What kind of tortoise is he?",
         vf=["{v}: that's what he is."]),
]
DECISION_SPECS = [
    dict(about="which flights to Lagos", thread="lagos", label="Flights", topic="the Lagos flights",
         values=["the Emirates flight via Dubai", "the Turkish Airlines one through Istanbul",
                 "the direct BA flight from Heathrow", "the Air Peace direct from Gatwick"],
         stmts=["I've decided we're taking {v}", "we're going with {v} for Lagos"],
         said=["{dau} told the whole family WhatsApp, 'Mum has chosen {v}, stop sending her links.'"],
         q="Which flights did you go for in the end?"),
    dict(about="removals service choice", thread="house", label="Removals", topic="the move",
         values=["the full packing service", "the part-pack option", "a man with a van and the boys from church"],
         stmts=["I've decided on {v} for the move", "we're going with {v}"],
         said=["{son} said, 'Fine, Mum, {v} it is,' and rolled his eyes."],
         q="Have you decided what sort of removals service to book?"),
    dict(about="fundraiser format", thread="choir", label="Fundraiser", topic="the roof fundraiser",
         values=["a jollof-and-quiz night", "a sponsored hymn-a-thon", "an African and Caribbean food fair",
                 "a gospel concert with a raffle"],
         stmts=["the committee agreed on {v} for the roof fund", "we're doing {v}"],
         said=["The pastor announced it after the service: '{v}, and everyone must bring a friend.'"],
         q="Has the choir settled on what the fundraiser will be?"),
    dict(about="anaesthetic choice for the hip operation", thread="hip", label="Anaesthetic",
         topic="the operation", values=["the spinal anaesthetic", "a general anaesthetic"],
         stmts=["I've told them I'll have {v}", "after talking to the anaesthetist, I'm having {v}"],
         said=["The anaesthetist wrote on my form, '{v}, patient agrees,' and underlined it."],
         q="Did you decide which anaesthetic to have?"),
    dict(about="tortoise hibernation plan", thread="pets", label="Hibernation", topic="the tortoise this winter",
         values=["the fridge method", "a box in the cold garage", "no hibernation this winter"],
         stmts=["this year I'm doing {v} for the tortoise", "I've settled on {v}"],
         said=["The reptile vet agreed with me: '{v} is fine for him, just weigh him weekly.'"],
         q="What are you doing about the tortoise's hibernation this year?"),
    dict(about="next step in the pension dispute", thread="pension", label="Next step", topic="the pension fight",
         values=["taking it to the Pensions Ombudsman", "a formal stage-two complaint",
                 "letting Citizens Advice write for me"],
         stmts=["I've decided on {v}", "the next step is {v}, no more waiting"],
         said=["{son} said, 'Go for {v}, Mum, they've had long enough.' So I am."],
         q="What's your next step with {pco}?"),
    dict(about="which bungalow to buy", thread="house", label="Bungalow", topic="the bungalow hunt",
         values=["the bungalow on Brookfield Close", "the semi-detached bungalow in Heald Green",
                 "the one with the ramp and the big kitchen"],
         stmts=["I've put an offer in on {v}", "we're going for {v}"],
         said=["{dau} said, 'Mum, it has to be {v},' and for once I agree with her."],
         q="Which of the bungalows are you leaning towards?"),
    dict(about="allotment planting plan", thread="allotment", label="This season", topic="the plot this season",
         values=["callaloo in the polytunnel", "garden egg under cloches", "runner beans along the back fence"],
         stmts=["this year I'm trying {v}", "the plan is {v}"],
         said=["Mr Okafor laughed when I told him, but he said, '{v}? Good luck, Mama, I want some.'"],
         q="What's the big plan for the plot this season?"),
    dict(about="when the granddaughter sits her piano exam", thread="piano", label="Exam session",
         topic="{gd}'s exam", values=["the summer exam session", "waiting until the autumn session"],
         stmts=["{gd}'s teacher and I agreed on {v}", "we've gone for {v}"],
         said=["Her teacher said, '{v} is best for her,' and I didn't argue."],
         q="Has the teacher decided when {gd} should sit the exam?"),
    dict(about="grandson's football team next season", thread="football", label="Next season",
         topic="{gs}'s football", values=["the Saturday morning league", "the Sunday league team at Hough End"],
         stmts=["for next season we've chosen {v}", "we've decided on {v} for {gs}"],
         said=["{gs} announced it at dinner: '{v}, Grandma, it's decided!'"],
         q="Did you decide where {gs} will play next season?"),
    dict(about="course materials for the Yoruba class", thread="yoruba", label="Materials", topic="next term",
         values=["the Colloquial Yoruba book", "home-made handouts instead of a textbook"],
         stmts=["for the class I'm using {v}", "I've decided on {v} for next term"],
         said=["The coordinator was delighted when I told her the class will use {v}."],
         q="Have you picked course materials for next term?"),
    dict(about="how to get naira for the trip", thread="lagos", label="Naira", topic="the money for Lagos",
         values=["the bureau de change on Oxford Road", "a transfer to Auntie Bose's account"],
         stmts=["for the naira, I'm going with {v}", "I've decided on {v} for the naira"],
         said=["{dau} said, 'Mum, {v} is the safest,' and she's right."],
         q="How are you planning to get naira for the trip?"),
]
PREFERENCE_SPECS = [
    dict(about="seat preference on the flight", thread="lagos", label="Seat", topic="the flight",
         values=["an aisle seat near the back", "a window seat over the wing", "the bulkhead row for the legroom"],
         stmts=["I always ask for {v}", "on long flights I like {v}"],
         said=["{dau} already knows: 'Book Mum {v} or she'll complain for six hours.'"],
         q="Do you have a seat preference for the long flight?"),
    dict(about="how she takes her tea", thread="choir", label="Tea", topic="my tea",
         values=["Lipton with evaporated milk", "Earl Grey with a slice of lemon", "builder's tea with two sugars",
                 "rooibos, never coffee"],
         stmts=["I only drink {v}", "after practice I always have {v}"],
         said=["The choir ladies tease me: 'Mama only drinks {v}.'"],
         q="How do you take your tea, by the way?"),
    dict(about="preferred appointment time", thread="hip", label="Appointments", topic="appointments",
         values=["anything before 10 in the morning", "late-morning slots after the school run",
                 "early afternoon appointments"],
         stmts=["I much prefer {v}", "if I have the choice, it's {v}"],
         said=["The receptionist has it on my notes now: '{v}, patient preference.'"],
         q="Do you have a preferred time of day for appointments?"),
    dict(about="music preference for the fundraiser", thread="choir", label="Music", topic="the concert",
         values=["the old Methodist hymns", "Yoruba choruses with drums", "anything by Charles Wesley"],
         stmts=["for the concert I'd love {v}", "my vote is always for {v}"],
         said=["{friend} rolled her eyes and said, 'We know, we know, you want {v}.'"],
         q="What kind of music would you like at the fundraiser?"),
    dict(about="how she wants the pension company to contact her", thread="pension", label="Contact",
         topic="{pco}", values=["letters by post, not email", "phone calls in the afternoon only"],
         stmts=["I've told {pco} I want {v}", "I prefer {v} from {pco}"],
         said=["I made the call handler read it back to me: '{v}, noted on your file.'"],
         q="How do you prefer {pco} to contact you?"),
    dict(about="what she'd love in the new bungalow", thread="house", label="Wish list", topic="the new place",
         values=["a south-facing garden", "a walk-in shower", "a kitchen big enough for two big pots going at once"],
         stmts=["what I'd really love is {v}", "top of my wish list is {v}"],
         said=["The agent wrote it down when I said it: '{v}, top priority.'"],
         q="Is there anything you'd love the new place to have?"),
    dict(about="lunchbox snack preference", thread="school", label="Snacks", topic="the lunchboxes",
         values=["plantain chips for the lunchboxes", "apple slices with a squeeze of lemon"],
         stmts=["for snacks I like to give them {v}", "I prefer {v} to crisps"],
         said=["{dau} laughs at me, 'Mum and her {v}.'"],
         q="What snacks do you like giving the children?"),
    dict(about="teaching style for the Yoruba class", thread="yoruba", label="Teaching", topic="the lessons",
         values=["a proverb to open every lesson", "small groups of three for speaking practice",
                 "handwritten flashcards instead of slides"],
         stmts=["I like {v} best", "my favourite way is {v}"],
         said=["{student} told the coordinator, 'She always does {v}, and we love it.'"],
         q="Do you have a favourite way of running the lessons?"),
    dict(about="touchline comfort", thread="football", label="Touchline", topic="match days",
         values=["a flask of hot Milo on the touchline", "the folding stool with the cushion"],
         stmts=["I always bring {v}", "I can't do a match without {v}"],
         said=["The other grandmas joke, 'Here she comes with {v}.'"],
         q="Do you take anything to keep comfortable on the touchline?"),
]
CONSTRAINT_SPECS = [
    dict(about="grandson's food allergy", thread="school", label="{gs}'s allergy", topic="{gs}'s food",
         values=["no peanuts at all", "nothing with sesame", "no tree nuts of any kind"],
         stmts=["for {gs} it has to be {v}", "{gs}'s rule is {v}"],
         said=["The school nurse reminded me again: '{v} for {gs}, and the EpiPen stays in his bag.'"],
         q="Does {gs} have any allergies I should keep in mind?"),
    dict(about="restriction after the hip operation", thread="hip", label="After the op", topic="my recovery",
         values=["no lifting over 5 kilos", "no bending past ninety degrees", "no low chairs for six weeks"],
         stmts=["after the operation it's {v}", "the surgeon's rule for me is {v} until the check-up"],
         said=["The nurse wagged her finger and said, '{v}, Mrs {me_sur}, I mean it.'"],
         q="Are there any restrictions you'll have after the operation?"),
    dict(about="access requirement for the new place", thread="house", label="New place", topic="the new place",
         values=["level access with no steps", "no more than one step up", "everything on one level, garden included"],
         stmts=["my one rule for the new place is {v}", "whatever I buy has to have {v}"],
         said=["{son} told the agent straight: '{v} for my mum, don't show us anything else.'"],
         q="Is there anything the new place absolutely has to have?"),
    dict(about="Sunday availability", thread="choir", label="Sundays", topic="Sundays",
         values=["nothing on Sunday mornings", "never before 1pm on a Sunday"],
         stmts=["for me it's {v}, because of church", "with choir, it's {v} for me"],
         said=["{dau} tells everyone who tries to book me: '{v}, she has choir.'"],
         q="Are there any times you can never do?"),
    dict(about="flight arrival time limit", thread="lagos", label="Arrival", topic="the Lagos flights",
         values=["no landing in Lagos after dark", "nothing that lands after 8pm"],
         stmts=["my one condition is {v}", "for the flights it has to be {v}"],
         said=["{son} put it plainly: '{v}, Mum, promise me.'"],
         q="Any conditions for the flights?"),
    dict(about="piano practice curfew", thread="piano", label="Practice", topic="{gd}'s practice",
         values=["no practising after 7.30pm", "no piano after half seven"],
         stmts=["the rule in my house is {v}", "we agreed with the neighbours: {v}"],
         said=["Next door's note said, very politely, '{v}, please, the baby sleeps early.'"],
         q="Are there any limits on when {gd} can practise?"),
    dict(about="kitchen rule because of the parrot", thread="pets", label="Kitchen", topic="the kitchen",
         values=["no non-stick pans in the kitchen", "nothing with Teflon near the parrot"],
         stmts=["the rule in this house is {v}", "the bird vet's rule for me is {v}"],
         said=["The bird vet told me twice: '{v}, the fumes are deadly for greys.'"],
         q="Is there anything in the house you have to avoid because of the parrot?"),
    dict(about="allotment growing rule", thread="allotment", label="My plot", topic="the plot",
         values=["no chemical sprays on the plot", "no slug pellets, only beer traps"],
         stmts=["on my plot it's {v}", "I told the committee: {v}, full stop"],
         said=["My late husband always said, '{v},' and I've kept to it."],
         q="Do you have any rules for how you garden the plot?"),
    dict(about="pension correspondence rule", thread="pension", label="Rule", topic="{pco}",
         values=["everything in writing from now on", "no phone-only agreements"],
         stmts=["with {pco} it's {v}", "my rule now is {v}"],
         said=["Citizens Advice told me, '{v}, and keep copies.'"],
         q="How are you handling communication with {pco} now?"),
]

KIND_COPS = {"person": ["is", "is", "will be"], "date": ["is on", "is booked for", "has been set for", "is"],
             "phone": ["is"], "address": ["is at"], "id": ["is"]}
KIND_Q = {
    "person": ["Do you know the name of {s2}, by the way?",
               "Who is {s2}, by the way? It helps to have a name when you chase things."],
    "date": ["Has a date been set for {s2} yet?", "When is {s2}, by the way?"],
    "amount": ["Did they give you a figure for {s2}?", "How much is {s2}, roughly?"],
    "phone": ["Do you have {s2} to hand? It'll save hunting for it later.",
              "What's {s2}, in case you need it in a hurry?"],
    "address": ["Where exactly is {s2}?", "Do you have the address for {s2}? We can work out the route."],
    "id": ["Do you have {s2} to hand? They'll almost certainly ask for it.",
           "What's {s2}? They usually ask for it first thing."],
}
KIND_FOLLOW = {
    "person": ["I'll probably be speaking to them a lot over the next few weeks.", "Very polite on the phone, I must say.",
               "I've written it in my little book."],
    "date": ["I've put it on the calendar by the fridge.", "I'll need to sort out the children for that day.",
             "It's in my diary in red pen."],
    "amount": ["Not cheap, but there we are.", "I nearly fell off my chair.", "I suppose that's the going rate."],
    "phone": ["I've saved it in my phone too.", "Better than going through the switchboard every time.",
              "I'll ring them after the school run."],
    "address": ["I'll have to work out which bus goes there.", "{son} says it's easy to find.",
                "I've looked at it on the map already."],
    "id": ["They always ask for it first thing.", "I keep losing the letter it's printed on.",
           "Keep it safe for me, abeg."],
    "pet": ["He's a character, that one.", "Don't laugh.", "The grandchildren think it's hilarious."],
    "decision": ["Decision made, no more going back and forth.", "I feel better now it's settled.",
                 "{dau} agrees, thank God."],
    "preference": ["I'm too old to pretend otherwise.", "Small things matter.", "Just so you know for later."],
    "constraint": ["That one isn't negotiable.", "Please keep that in mind whenever we plan anything.",
                   "I learnt that the hard way."],
}
KIND_ADVICE = {
    "person": ["It's worth keeping a note of who you spoke to and when.",
               "Having a named contact makes chasing things much easier."],
    "date": ["It might help to set a reminder a couple of days before.",
             "If anything changes, tell me and we can plan around it."],
    "amount": ["It's worth getting that in writing so there are no surprises later.",
               "If it feels high, you can always ask for a breakdown."],
    "phone": ["Save it under a clear name so you can find it quickly.",
              "Calling mid-morning on a weekday usually means a shorter wait."],
    "address": ["It's worth checking the route before the day.",
                "If you're going by bus, allow extra time the first time."],
    "id": ["Keep a copy somewhere safe, separate from the letter itself.",
           "They'll likely ask for it on every call, so have it handy."],
    "pet": ["Animals do keep us on our toes.", "He sounds like quite a character."],
    "decision": ["It's a relief once a decision like that is made.", "That sounds like a sensible choice."],
    "preference": ["Small comforts matter, especially with so much going on.",
                   "I'll bear that in mind whenever we plan something."],
    "constraint": ["I'll keep that firmly in mind whenever we plan anything.",
                   "That's an important one; better that everyone knows."],
}
REPORTERS = ["my daughter {dau}", "my son {son}", "{friend} from choir", "Mrs Patel next door", "{cousin} on WhatsApp"]

STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation", "buried",
          "texting", "pidgin", "parenthetical", "quoted"]

CORR_GENERIC = [
    "Scratch what I said about {subj}: it's {new}, not {old}.",
    "Turns out {cn}. I'd written down {old}, but that was wrong.",
    "{new}. That's the right one for {subj}. Ignore the {old} I gave you before, my mistake.",
    "Remember I told you {old} for {subj}? I was wrong o. It's actually {new}.",
    "Small wahala: I mixed things up. {Cn}, not {old}.",
    "{dau} checked the paperwork and it's {new} for {subj}, not {old} like I said.",
    "ok correction on what i said before comma {cn} not {old} full stop sorry",
    "Update on {subj}: {old} is out, {new} is in.",
    "I've just realised I gave you the wrong details. {Cn}. I got {old} from an old letter.",
    "Ehn, I confused myself. Na {new} o, no be {old}. That's for {subj}.",
    "Please change your note about {subj}. It's {new}. I don't know where I got {old} from.",
    "Correction for your notes: {subj}, {new}. Not {old}.",
]
CORR_KIND = {
    "date": ["They've moved {subj} to {new}. It was going to be {old}, but they rang this morning.",
             "Change of plan: {subj} has been moved from {old} to {new}.",
             "Wahala o, they've changed {subj}. {new} now, instead of {old}."],
    "phone": ["I had the wrong number for {subj}! Not {old}. It's {new}.",
              "{old} just rings and rings, so I asked again. {Cn}.",
              "New number: {new}. The old one, {old}, is dead. That's {subj}."],
    "person": ["{old} has moved on, so {cn} now.", "They've reassigned me: {new} instead of {old}, for {subj}.",
               "It's not {old} any more. {Cn}."],
    "amount": ["They've revised {subj}: it's {new} now, it was {old}.",
               "New figure for {subj}: {new} (they'd said {old}).",
               "I read it wrong. {Cn}, not {old}. My eyes, honestly."],
    "address": ["They've moved, so {subj} is now at {new}, not {old}.",
                "I had the address wrong. Not {old}; it's {new}. That's {subj}.",
                "Please update {subj}: {new}. Forget {old}."],
    "id": ["They've issued a new reference: {new}, replacing {old}. That's {subj}.",
           "I copied it down wrong: {subj} is {new}, not {old}.",
           "{new} is the correct one for {subj}; {old} was off an old letter."],
}

# --------------------------------------------------------------------------------------------------------------
# Helpers
# --------------------------------------------------------------------------------------------------------------

_SLOT_RE = re.compile(r"\{(\w+)\}")


def _fill(r: random.Random, text: str, P: dict, extra: dict | None = None) -> str:
    chosen: dict[str, str] = {}

    def rep(m: re.Match) -> str:
        k = m.group(1)
        if extra and k in extra:
            return extra[k]
        if k in P:
            return P[k]
        if k in chosen:
            return chosen[k]
        base = k[:-2] if k.endswith("_b") else k
        if base not in SLOTS:
            return m.group(0)
        other = chosen.get(base if k.endswith("_b") else base + "_b")
        pool = [x for x in SLOTS[base] if x != other]
        chosen[k] = r.choice(pool)
        return chosen[k]

    for _ in range(3):
        new = _SLOT_RE.sub(rep, text)
        if new == text:
            break
        text = new
    return text


def _to2p(s: str) -> str:
    s = re.sub(r"\bI'm\b", "you're", s)
    s = re.sub(r"\bI've\b", "you've", s)
    s = re.sub(r"\bmy\b", "your", s)
    s = re.sub(r"\bMy\b", "Your", s)
    s = re.sub(r"\bme\b", "you", s)
    s = re.sub(r"\bI\b", "you", s)
    return s


def _cap(s: str, protect: str) -> str:
    if not s or s.startswith(protect) or not s[0].islower():
        return s
    return s[0].upper() + s[1:]


def _sentcase(text: str, protect: list[str]) -> str:
    """Capitalise sentence starts, leaving any protected (planted) string untouched."""
    def up(m: re.Match) -> str:
        pos = m.start(2)
        if any(text.startswith(p, pos) for p in protect):
            return m.group(0)
        return m.group(1) + m.group(2).upper()
    return re.sub(r"(^|[.!?]\s+)([a-z])", up, text)


def _lc_first(s: str) -> str:
    return s[0].lower() + s[1:] if s and s[:2] != "I " else s


class Fact:
    """A fact instance: spec fields resolved for one conversation."""

    def __init__(self, kind: str, about: str, thread: str, subj: str, label: str, topic: str,
                 cops: list[str], stmts: list[str], said: list[str], q: list[str], vf: list[str], gen):
        self.kind, self.about, self.thread, self.subj, self.label, self.topic = kind, about, thread, subj, label, topic
        self.cops, self.stmts, self.said, self.q, self.vf, self.gen = cops, stmts, said, q, vf, gen
        self.value = ""
        self.stale: str | None = None
        self.turn = -1
        self.corrected_at: int | None = None
        self.style = "plain"
        self.region = 0


def _pet_values(r: random.Random, values) -> str:
    if values == "age":
        n = r.randrange(34, 76)
        return r.choice([f"{n} years old", f"{n} this year", f"nearly {n}"])
    if values == "weight":
        g = r.randrange(900, 2450, 10)
        return r.choice([f"{g / 1000:.2f} kg", f"{g:,} grams", f"{g / 1000:.2f}kg"])
    return r.choice(values)


def _make_facts(r: random.Random, P: dict) -> list[Fact]:
    def pf(s: str) -> str:
        return _fill(r, s, P)

    facts: list[Fact] = []
    for about, th, subj, label, style, extra in r.sample(PERSON_SPECS, KIND_COUNTS["person"]):
        facts.append(Fact("person", about, th, pf(subj), pf(label), pf(THREAD_TOPIC[th]), KIND_COPS["person"],
                          [pf(x) for x in extra], [], KIND_Q["person"], [],
                          (lambda rr, st=style: gen_person(rr, st))))
    for about, th, subj, label, extra in r.sample(DATE_SPECS, KIND_COUNTS["date"]):
        facts.append(Fact("date", about, th, pf(subj), pf(label), pf(THREAD_TOPIC[th]), KIND_COPS["date"],
                          [pf(x) for x in extra], [], KIND_Q["date"], [], gen_date))
    for about, th, subj, label, g, cops in r.sample(AMOUNT_SPECS, KIND_COUNTS["amount"]):
        if g[0] == "ngn":
            gen = (lambda rr, g=g: _ngn(rr, g[1], g[2], g[3]))
        elif g[0] == "pence":
            gen = (lambda rr, g=g: _gbp(rr, g[1], g[2], pence=True))
        else:
            gen = (lambda rr, g=g: _gbp(rr, g[1], g[2], g[3]))
        facts.append(Fact("amount", about, th, pf(subj), pf(label), pf(THREAD_TOPIC[th]), cops, [], [],
                          KIND_Q["amount"], [], gen))
    for about, th, subj, label, reg in r.sample(PHONE_SPECS, KIND_COUNTS["phone"]):
        facts.append(Fact("phone", about, th, pf(subj), pf(label), pf(THREAD_TOPIC[th]), KIND_COPS["phone"], [], [],
                          KIND_Q["phone"], [], (lambda rr, reg=reg: gen_phone(rr, reg))))
    for about, th, subj, label, reg in r.sample(ADDRESS_SPECS, KIND_COUNTS["address"]):
        facts.append(Fact("address", about, th, pf(subj), pf(label), pf(THREAD_TOPIC[th]), KIND_COPS["address"], [],
                          [], KIND_Q["address"], [], (lambda rr, reg=reg: gen_address(rr, reg))))
    for about, th, subj, label, fmt in r.sample(ID_SPECS, KIND_COUNTS["id"]):
        facts.append(Fact("id", about, th, pf(subj), pf(label), pf(THREAD_TOPIC[th]), KIND_COPS["id"], [], [],
                          KIND_Q["id"], [], (lambda rr, fmt=fmt: gen_id(rr, fmt))))
    for s in r.sample(PET_SPECS, KIND_COUNTS["pet"]):
        facts.append(Fact("pet", s["about"], "pets", pf(s["subj"]), pf(s["label"]), pf(THREAD_TOPIC["pets"]), ["is"],
                          [pf(x) for x in s["stmts"]], [pf(x) for x in s["said"]], [pf(s["q"])],
                          [pf(x) for x in s["vf"]], (lambda rr, v=s["values"]: _pet_values(rr, v))))
    for kind, specs in (("decision", DECISION_SPECS), ("preference", PREFERENCE_SPECS),
                        ("constraint", CONSTRAINT_SPECS)):
        for s in r.sample(specs, KIND_COUNTS[kind]):
            facts.append(Fact(kind, s["about"], s["thread"], pf(s["topic"]), pf(s["label"]), pf(s["topic"]), [],
                              [pf(x) for x in s["stmts"]], [pf(x) for x in s["said"]], [pf(s["q"])], [],
                              (lambda rr, v=s["values"]: rr.choice(v))))
    return facts


def _overlaps(a: str, b: str) -> bool:
    a, b = a.lower(), b.lower()
    return a in b or b in a


def _draw_value(r: random.Random, f: Fact, taken: list[str], P: dict) -> str:
    persona_bits = [v for v in P.values() if isinstance(v, str)]
    for _ in range(500):
        v = f.gen(r)
        if any(_overlaps(v, t) for t in taken):
            continue
        if any(v.lower() in p.lower() for p in persona_bits):
            continue
        return v
    raise RuntimeError(f"could not draw a distinct value for {f.about}")


# --------------------------------------------------------------------------------------------------------------
# Fact message rendering
# --------------------------------------------------------------------------------------------------------------

def _clause(r: random.Random, f: Fact, v: str, second_person: bool = False) -> str:
    opts = list(f.stmts)
    if f.kind in ("person", "date", "amount", "phone", "address", "id"):
        opts += [f"{f.subj} {c} {{v}}" for c in f.cops] * 2
    c = r.choice(opts).replace("{v}", v)
    return _to2p(c) if second_person else c


def _render_fact_user(r: random.Random, f: Fact, v: str, P: dict) -> str:
    """The user message that states fact ``f`` with value ``v`` in ``f.style``."""
    noun = f.kind in NOUN_KINDS
    c = _clause(r, f, v)
    C = _cap(c, v)
    thread_topic = _fill(r, THREAD_TOPIC[f.thread], P)
    ex = {"v": v, "c": c, "C": C, "subj": f.subj, "label": f.label, "topic": f.topic or thread_topic}
    follow = _fill(r, r.choice(KIND_FOLLOW[f.kind]), P)
    st = f.style

    def fill(t: str) -> str:
        return _fill(r, t, P, ex)

    if st == "plain":
        msg = fill(r.choice(["{C}.", "Right, {c}.", "Just so you know, {c}.", "For the record, {c}.", "Oh, {c}.",
                             "News: {c}."])) + " " + follow
    elif st == "value_first":
        if f.kind == "pet":
            t = r.choice(f.vf)
        elif noun:
            t = r.choice(["{v}: that's {subj}.", "{v}. That's {subj}, before I forget.",
                          "{v} is {subj}, by the way.", "{v}, that's {subj}. Don't let me lose it."])
        elif f.kind == "decision":
            t = r.choice(["{v}: that's what I've settled on for {topic}.", "{v}. That's the decision for {topic}, final.",
                          "{v}, decided, for {topic}. No more dithering."])
        elif f.kind == "preference":
            t = r.choice(["{v}, always, when it comes to {topic}.", "{v}: that's my preference for {topic}.",
                          "{v} for {topic}, if I get the choice."])
        else:
            t = r.choice(["{v}: that's the one rule I have.", "{v}. Non-negotiable.",
                          "{v}, please remember that for {topic}."])
        msg = fill(t) + " " + follow
    elif st == "subordinate":
        if noun:
            t = r.choice(["Now that I know {c}, I can stop fretting about it.",
                          "Because {c}, I'll have to move a few things around this week.",
                          "I only found out this morning that {c}, which is why I was quiet yesterday.",
                          "Even though {c}, nobody has explained what happens next.",
                          "{dau} was relieved when I told her that {c}.",
                          "Since {c}, I've started making a list."])
        else:
            t = r.choice(["Now that {c}, I can stop going round in circles.",
                          "Because {c}, I'll need to tell {dau} and the others.",
                          "I told the pastor's wife that {c}, and she nodded like she already knew.",
                          "Since {c}, can we plan everything else around that?"])
        msg = fill(t)
    elif st == "reported":
        if f.said:
            msg = fill(r.choice(f.said)) + " " + follow
        else:
            rep = _fill(r, r.choice(REPORTERS), P)
            org = _fill(r, THREAD_ORG[f.thread], P)
            c2 = _clause(r, f, v, second_person=True)
            ex.update(rep=rep, Rep=rep[0].upper() + rep[1:], org=org, Org=org[0].upper() + org[1:], c2=c2,
                      C2=_cap(c2, v))
            msg = fill(r.choice(["{Rep} rang earlier and said {c}.", "According to {rep}, {c}. I hope that's right.",
                                 "{Rep} told me, '{C2}, write it down.' So there we are.",
                                 "{Org} called to say {c}.", "I had a text from {org}: '{C2}.'"]))
    elif st == "list":
        items = r.sample(LIST_ITEMS[f.thread], 3)
        lines = [_fill(r, x, P) for x in items]
        lines.insert(r.randrange(0, 4), f"{f.label}: {v}")
        bullet = r.choice(["- ", "* ", "• ", ""])
        if bullet:
            body = "\n".join(bullet + x for x in lines)
        else:
            body = "\n".join(f"{i + 1}. {x}" for i, x in enumerate(lines))
        head = fill(r.choice(["Notes for {topic}:", "My list for {topic}, so far:", "Things to remember ({topic}):",
                              "Writing this down so I don't forget:"]))
        msg = head + "\n" + body + "\n" + r.choice(["Does that look complete?", "Anything missing?",
                                                     "I'll stick it on the fridge.", "Keep that for me."])
    elif st == "answer":
        if noun:
            t = r.choice(["{v}.", "It's {v}.", "Oh yes: {v}.", "{v}, according to the letter.", "Let me look... {v}."])
        elif f.kind == "decision":
            t = r.choice(["{v}, in the end.", "We've gone for {v}.", "{v}. I slept on it and that felt right."])
        elif f.kind == "preference":
            t = r.choice(["{v}, always.", "Oh, {v}, if they can manage it.", "Definitely {v}."])
        else:
            t = r.choice(["{v}. That's the big one.", "Just {v}. Everything else I can live with.",
                          "{v}. I won't bend on that."])
        msg = fill(t) + " " + follow
    elif st == "question":
        k = f.kind
        if k == "person":
            t = r.choice(["Should I email {v} directly, {subj}, or go through the office?",
                          "{C}. Do I call them by their first name, or is that rude?"])
        elif k == "date":
            t = r.choice(["{C}. Is that enough time to get everything ready?",
                          "Since {c}, when should I start preparing?"])
        elif k == "amount":
            t = r.choice(["Does {v} sound reasonable for {subj}?", "{C}. Is that normal, or am I being had?"])
        elif k == "phone":
            t = r.choice(["If I ring {v}, will I get a real person or one of those menus? It's {subj}.",
                          "{C}. Is it too early to ring before nine?"])
        elif k == "address":
            t = r.choice(["How do I get to {v} by bus from here? That's {subj}.",
                          "{C}. Is there parking near there, do you know?"])
        elif k == "id":
            t = r.choice(["When they ask for {subj}, do I just read out {v}?",
                          "{C}. Should I keep a copy of it somewhere safe?"])
        elif k == "pet":
            t = r.choice(["{C}. Is that normal?", "Is it strange that {c}?"])
        elif k == "decision":
            t = r.choice(["Did I do the right thing? {C}.", "{C}. Do you think that's wise?"])
        elif k == "preference":
            t = r.choice(["Is it fussy that {c}?", "{C}. Can I ask for that, or is it cheeky?"])
        else:
            t = r.choice(["{C}. How do I make sure everyone remembers?",
                          "How do I tell people that {c} without sounding difficult?"])
        msg = fill(t)
    elif st == "dictation":
        tail = _fill(r, r.choice(DICT_TAILS), P)
        msg = fill(r.choice(["ok so {c} full stop " + tail,
                             "hello its me again comma just to say {c} comma " + tail,
                             "right new message {c} " + tail + " question mark",
                             "voice note sorry about the typing comma {c} full stop " + tail + " thank you"]))
    elif st == "buried":
        a = [_fill(r, x, P) for x in r.sample(ASIDES, 3)]
        msg = fill(r.choice([f"{a[0]} {a[1]} Oh, and {{c}}. {a[2]}",
                             f"{a[0]} Anyway, {{c}}. {a[1]} {a[2]}",
                             f"{a[0]} {a[1]} Also {{c}}, before I forget. {a[2]}"]))
    elif st == "texting":
        msg = fill(r.choice(["btw {c} x", "fyi {c} 👍", "ok so {c}!! dont let me forget", "{c} lol. ttyl x",
                             "quick one - {c}. thx"]))
    elif st == "pidgin":
        opts = ["Abeg take note: {c} o.", "Na so: {c}. No wahala.", "My dear, {c}. Make we no forget am o.",
                "Ehn, before I forget: {c}, sha."]
        if noun and f.kind != "pet":
            opts.append("Na {v} be {subj} o. Abeg remember am.")
        msg = fill(r.choice(opts))
    elif st == "parenthetical":
        opts = ["Spoke to a few people this morning ({c}, for your notes) and then I had a lie down.",
                "I was telling {inc_name} about it all ({c}, for the record) and she just laughed at me."]
        if f.kind in ("person", "date", "amount", "phone", "address", "id"):
            opts.append("I finally got through to them today ({label}: {v}) and they were very polite, to be fair.")
        msg = fill(r.choice(opts))
    elif st == "quoted":
        if f.kind in ("person", "date", "amount", "phone", "address", "id"):
            c2 = _clause(r, f, v, second_person=True)
            ex.update(C2=_cap(c2, v))
            msg = fill(r.choice(["The letter says, and I quote: '{C2}.'",
                                 "The email just came through: '{C2}. Please keep this for your records.'",
                                 "I've got the text message here: '{C2}.' Short and sweet."]))
        elif f.kind == "pet":
            msg = fill("The vet's registration form I filled in says it plainly: {c}.")
        else:
            msg = fill(r.choice(["I've written it on the kitchen whiteboard: '{v}', for {topic}.",
                                 "I put it on the family WhatsApp so nobody argues: {v}, for {topic}."]))
    else:
        raise ValueError(st)
    if st not in ("list", "dictation", "texting", "buried"):
        x = r.random()
        if x < 0.3 and st not in ("answer", "value_first"):
            msg = _fill(r, r.choice(USER_EXTRAS[f.thread]), P) + " " + msg
        elif x < 0.75:
            msg = msg + " " + _fill(r, r.choice(USER_EXTRAS[f.thread]), P)
    if st not in ("list", "dictation", "texting", "answer", "value_first", "plain") and r.random() < 0.4:
        msg = _fill(r, r.choice(USER_OPENERS), P) + " " + msg
    if st not in ("dictation", "texting"):
        msg = _sentcase(msg, [v])
    return msg


def _render_fact_ai(r: random.Random, f: Fact, v: str, P: dict, echo: bool) -> str:
    parts = []
    if echo:
        if f.kind in ("person", "date", "amount", "phone", "address", "id"):
            s2 = _to2p(f.subj)
            parts.append(r.choice([f"Got it: {v}.", f"Noted, {v}.", f"Thanks, I've made a note that {s2} "
                                   f"{r.choice(f.cops)} {v}."]))
        else:
            parts.append(r.choice([f"Noted: {v}.", f"Good to know, {v}.", f"Got it, {v}."]))
    else:
        parts.append(r.choice(["Thanks for letting me know.", "Noted.", "Got it.", "Thank you, that's helpful."]))
    if f.style == "question":
        parts.append(r.choice(["That's a fair thing to ask; if you're unsure, a quick call to check is never wasted.",
                               "Good question. It's always fine to ask them directly; they'd rather you check."]))
    parts.append(_fill(r, r.choice(THREAD_ACKS[f.thread]), P))
    parts.append(r.choice(KIND_ADVICE[f.kind]))
    if r.random() < 0.6:
        parts.append(_fill(r, r.choice(AI_EXTRAS[f.thread]), P))
    if r.random() < 0.4:
        parts.append(r.choice(AI_TAILS))
    return " ".join(parts)


def _render_correction(r: random.Random, f: Fact, P: dict, tmpl: str) -> str:
    cn = _clause(r, f, f.value)
    ex = {"subj": f.subj, "old": f.stale, "new": f.value, "cn": cn, "Cn": _cap(cn, f.value)}
    msg = _fill(r, tmpl, P, ex)
    if r.random() < 0.4:
        msg = _fill(r, r.choice(ASIDES), P) + " " + msg
    elif r.random() < 0.3:
        msg = msg + " " + _fill(r, r.choice(USER_TAILS), P)
    if not tmpl.startswith("ok "):
        msg = _sentcase(msg, [f.value, f.stale])
    return msg


# --------------------------------------------------------------------------------------------------------------
# Conversation assembly
# --------------------------------------------------------------------------------------------------------------

def _schedule(r: random.Random, turns: int) -> list[str]:
    thr: list[str] = []
    cur = None
    while len(thr) < turns:
        th = r.choice([t for t in THREADS if t != cur])
        thr.extend([th] * r.choice([2, 2, 3, 3, 3, 4, 4, 5, 6]))
        cur = th
    return thr[:turns]


def _persona(r: random.Random) -> dict:
    gs_age, gd_age = r.choice([9, 10, 11]), r.choice([7, 8, 9])
    return {"gs": r.choice(GRANDSONS), "gd": r.choice(GRANDDAUGHTERS), "dau": r.choice(DAUGHTERS),
            "son": r.choice(SONS), "cousin": r.choice(COUSINS), "friend": r.choice(FRIENDS),
            "pco": r.choice(PENSION_COS), "me_sur": r.choice(MY_SURNAMES), "gs_age": AGE_WORDS[gs_age],
            "gd_age": AGE_WORDS[gd_age], "me_age": str(r.choice([71, 72, 73, 74]))}


def _bad(text: str, forbidden: list[str]) -> bool:
    low = text.lower()
    return any(x in low for x in forbidden)


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    r = random.Random(seed)
    P = _persona(r)
    facts = _make_facts(r, P)

    # ---- values (all planted strings pairwise non-overlapping)
    taken: list[str] = []
    for f in facts:
        f.value = _draw_value(r, f, taken, P)
        taken.append(f.value)

    # ---- placement
    thr = _schedule(r, turns)
    used: set[int] = set()
    lo_bound = 2

    def free(t: int) -> bool:
        return lo_bound <= t < turns and not ({t - 1, t, t + 1} & used)

    def place(th: str, lo: int, hi: int) -> int:
        cands = [t for t in range(lo, hi) if thr[t] == th and free(t)]
        if not cands:
            cands = [t for t in range(lo, hi) if free(t)]
            if not cands:
                raise RuntimeError("no free turn to place a fact")
            t = r.choice(cands)
            thr[t] = th
            if t + 1 < turns and thr[t - 1] != th and r.random() < 0.5:
                thr[t - 1] = th
            used.add(t)
            return t
        t = r.choice(cands)
        used.add(t)
        return t

    bounds = [(lo_bound, turns // 3), (turns // 3, 2 * turns // 3), (2 * turns // 3, turns)]
    order = list(range(len(facts)))
    r.shuffle(order)
    for i, fi in enumerate(order):
        facts[fi].region = i % 3

    # corrections: pick up to one per correctable kind (cycling), among facts placed early/mid
    corr: list[Fact] = []
    pool_by_kind = {k: [f for f in facts if f.kind == k and f.region < 2] for k in CORRECTABLE}
    kinds_cycle = list(CORRECTABLE)
    r.shuffle(kinds_cycle)
    ki = 0
    while len(corr) < n_corrections:
        k = kinds_cycle[ki % len(kinds_cycle)]
        ki += 1
        cands = [f for f in pool_by_kind[k] if f not in corr]
        if cands:
            corr.append(r.choice(cands))
        if ki > 10 * len(kinds_cycle) + n_corrections:
            raise RuntimeError("not enough correctable facts")
    # place corrected facts first (they need room after them), then the others
    for f in sorted(facts, key=lambda x: (x not in corr, r.random())):
        lo, hi = bounds[f.region]
        if f in corr:
            hi = min(hi, turns - 60)
        f.turn = place(f.thread, lo, hi)
    for f in corr:
        lo = f.turn + 50
        hi = min(turns, f.turn + 420)
        f.corrected_at = place(f.thread, lo, hi)
        f.stale = f.value
        f.value = _draw_value(r, f, taken, P)
        taken.append(f.value)

    # ---- styles, balanced round-robin
    styles_cycle = list(STYLES)
    r.shuffle(styles_cycle)
    fact_order = list(facts)
    r.shuffle(fact_order)
    for i, f in enumerate(fact_order):
        f.style = styles_cycle[i % len(styles_cycle)]
    corr_tmpls: list[tuple[str, str]] = []

    forbidden_all = [t.lower() for t in taken]
    first_at = {f.turn: f for f in facts}
    corr_at = {f.corrected_at: f for f in corr}
    answer_q_at = {f.turn - 1: f for f in facts if f.style == "answer"}
    recent: dict[str, list[int]] = {t: [] for t in THREADS}

    def filler(i: int) -> tuple[str, str]:
        th = thr[i]
        pairs = FILLER[th]
        for _ in range(400):
            k = r.randrange(len(pairs))
            if k in recent[th] and r.random() < 0.97:
                continue
            u_t, a_t = pairs[k]
            ctx: dict[str, str] = {}
            u = _fill(r, u_t, P, ctx)
            a = _fill(r, a_t, P, ctx)
            ux = [_fill(r, e, P) for e in r.sample(USER_EXTRAS[th], 2)]
            x = r.random()
            if x < 0.45:
                u = ux[0] + " " + u
            elif x < 0.85:
                u = u + " " + ux[0]
            if r.random() < 0.85:
                ext = r.sample(AI_EXTRAS[th], 2)
                a = a + " " + " ".join(_fill(r, e, P) for e in ext[: 1 + (r.random() < 0.45)])
            if r.random() < 0.45:
                u = _fill(r, r.choice(USER_OPENERS), P) + " " + u
            if r.random() < 0.4:
                u = u + " " + _fill(r, r.choice(USER_TAILS), P)
            if r.random() < 0.45:
                a = r.choice(AI_OPENERS) + " " + a
            y = r.random()
            if y < 0.3:
                a = a + " " + r.choice(AI_TAILS)
            elif y < 0.7:
                a = a + " " + _fill(r, r.choice(AI_FOLLOWQ[th]), P)
            if r.random() < 0.3:
                u = u + " " + ux[1]
            u, a = _sentcase(u, []), _sentcase(a, [])
            if _bad(u, forbidden_all) or _bad(a, forbidden_all):
                continue
            recent[th] = (recent[th] + [k])[-8:]
            return u, a
        raise RuntimeError(f"could not render filler for turn {i}")

    out: list[tuple[str, str]] = []
    for i in range(turns):
        if i == 0:
            u = _fill(r, "Hello. My granddaughter {gd} set this up on my tablet and says I can ask you anything. I'm "
                         "{me_age}, a retired pharmacist, widowed, living in Manchester, and my life is very busy for "
                         "a retired woman. Let's see if you're as clever as she says.", P)
            a = ("Hello, and welcome! It's lovely to meet you. I'm happy to help with whatever you need, from "
                 "letters and lists to planning and questions about just about anything. What's on your mind "
                 "today?")
            out.append((u, a))
            continue
        if i in first_at:
            f = first_at[i]
            v = f.stale if f.stale is not None else f.value
            allowed = {v.lower()}
            others = [x for x in forbidden_all if x not in allowed]
            for _ in range(400):
                u = _render_fact_user(r, f, v, P)
                a = _render_fact_ai(r, f, v, P, echo=r.random() < 0.5)
                if v in u and not _bad(u, others) and not _bad(a, others):
                    break
            else:
                raise RuntimeError(f"could not render fact {f.about}")
        elif i in corr_at:
            f = corr_at[i]
            others = [x for x in forbidden_all if x not in (f.value.lower(), f.stale.lower())]
            for _ in range(400):
                pool = CORR_GENERIC + CORR_KIND[f.kind]
                fresh = [t for t in pool if (f.kind, t) not in corr_tmpls and t not in [x[1] for x in corr_tmpls]]
                tmpl = r.choice(fresh or pool)
                u = _render_correction(r, f, P, tmpl)
                a = (r.choice([f"Thanks for correcting that. I'll use {f.value} from now on.",
                               f"No problem, updated to {f.value}.", "Understood, I've changed my note.",
                               "Good catch. I'll forget the old one."]) + " " +
                     _fill(r, r.choice(THREAD_ACKS[f.thread]), P))
                if (f.value in u and f.stale in u and not _bad(u, others) and not _bad(a, others)
                        and f.stale.lower() not in a.lower()):
                    corr_tmpls.append((f.kind, tmpl))
                    break
            else:
                raise RuntimeError(f"could not render correction for {f.about}")
        else:
            u, a = filler(i)
            if i in answer_q_at:
                g = answer_q_at[i]
                q = _fill(r, r.choice(g.q), P, {"s2": _to2p(g.subj)})
                q2 = r.choice([f"By the way, {_lc_first(q)}", f"Before I forget: {q}", f"Oh, and {_lc_first(q)}",
                               f"One more thing. {q}"])
                if _bad(q2, forbidden_all):
                    raise RuntimeError("question leaks a value")
                a = a + " " + q2
        out.append((u, a))

    planted = [Planted(kind=f.kind, about=f.about, value=f.value, turn=f.turn, stale=f.stale,
                       corrected_at=f.corrected_at) for f in sorted(facts, key=lambda x: x.turn)]
    conv = Conversation(turns=out, facts=planted)
    conv._styles = {f.turn: f.style for f in facts}  # informational, used by the self-check summary
    return conv


# --------------------------------------------------------------------------------------------------------------
# Self-checks
# --------------------------------------------------------------------------------------------------------------

def _encoder():
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", "/work/shared/tiktoken_cache")
    import tiktoken
    return tiktoken.get_encoding("cl100k_base")


def _check(seed: int, enc) -> list[str]:
    errs: list[str] = []
    conv = generate(seed)
    again = generate(seed)
    if conv.turns != again.turns or [vars(f) for f in conv.facts] != [vars(f) for f in again.facts]:
        errs.append("not deterministic")
    T = len(conv.turns)
    if T != 1000:
        errs.append(f"{T} turns")
    if len(conv.facts) != 50:
        errs.append(f"{len(conv.facts)} facts")
    counts: dict[str, int] = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    if counts != KIND_COUNTS:
        errs.append(f"kind counts {counts}")
    corr = conv.corrections
    if len(corr) != 6:
        errs.append(f"{len(corr)} corrections")
    for f in corr:
        if f.kind not in CORRECTABLE:
            errs.append(f"correction of kind {f.kind}")
        if f.corrected_at is None or f.corrected_at - f.turn < 50:
            errs.append(f"correction too close: {f.about}")
    if len({f.turn for f in conv.facts} | {f.corrected_at for f in corr}) != 50 + len(corr):
        errs.append("two facts share a turn")
    low = [(u.lower(), a.lower()) for u, a in conv.turns]
    for f in conv.facts:
        v, vl = f.value, f.value.lower()
        home = f.corrected_at if f.stale is not None else f.turn
        if v not in conv.turns[home][0]:
            errs.append(f"value {v!r} not in user message at turn {home}")
        for i, (u, a) in enumerate(low):
            if vl in u and i != home:
                errs.append(f"value {v!r} ({f.about}) also in user turn {i}")
            if vl in a and i != home:
                errs.append(f"value {v!r} ({f.about}) also in assistant turn {i}")
        if f.stale is not None:
            s, sl = f.stale, f.stale.lower()
            if s not in conv.turns[f.turn][0]:
                errs.append(f"stale {s!r} not in first statement")
            if s not in conv.turns[f.corrected_at][0]:
                errs.append(f"stale {s!r} not in correction message")
            for i, (u, a) in enumerate(low):
                if sl in u and i not in (f.turn, f.corrected_at):
                    errs.append(f"stale {s!r} also in user turn {i}")
                if sl in a and i != f.turn:
                    errs.append(f"stale {s!r} also in assistant turn {i}")
    thirds = [0, 0, 0]
    for f in conv.facts:
        thirds[min(2, f.turn * 3 // T)] += 1
    if min(thirds) < 12:
        errs.append(f"uneven spread {thirds}")
    toks = [len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns]
    avg = sum(toks) / len(toks)
    if not 80 <= avg <= 130:
        errs.append(f"average tokens per turn {avg:.1f}")
    styles: dict[str, int] = {}
    for s in conv._styles.values():
        styles[s] = styles.get(s, 0) + 1
    if min(styles.values()) < 3 or len(styles) != len(STYLES):
        errs.append(f"unbalanced styles {styles}")
    print(f"seed {seed}: turns={T} facts={len(conv.facts)} corrections={len(corr)} thirds={thirds} "
          f"avg_tokens={avg:.1f} min/max={min(toks)}/{max(toks)} distinct_user_msgs="
          f"{len({u for u, _ in conv.turns})}")
    print("  styles:", ", ".join(f"{k}={v}" for k, v in sorted(styles.items())))
    r = random.Random(seed * 7 + 1)
    for f in r.sample(conv.facts, 4):
        print(f"  [{f.kind}/{conv._styles[f.turn]}] {f.about} = {f.value!r} @ {f.turn}")
        print("    USER:", conv.turns[f.turn][0].replace("\n", " / "))
    f = r.choice(corr)
    print(f"  [correction/{f.kind}] {f.about}: {f.stale!r} -> {f.value!r} @ {f.turn} -> {f.corrected_at}")
    print("    USER:", conv.turns[f.corrected_at][0].replace("\n", " / "))
    return errs


if __name__ == "__main__":
    enc = _encoder()
    failures = 0
    for seed in range(1, 6):
        errs = _check(seed, enc)
        for e in errs[:20]:
            print("  FAIL:", e)
        failures += len(errs)
    if failures:
        print(f"{failures} failure(s)")
        sys.exit(1)
    print("all checks passed")
