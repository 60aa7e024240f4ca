# ruff: noqa
"""Held-out recall world X: a Brussels conference interpreter chatting with an assistant.

Persona: a 47-year-old French-speaking Belgian freelance interpreter/translator living in a maison de
maitre in Ixelles. Slightly formal European English with French calques, pasted invoice lines, French
emails, calendar entries and numbered lists. Ten interleaved everyday threads, 50 planted facts (with
corrections), phrased in many styles.

Usage: ``cd benchmarks && python recall_world_x.py`` runs the self-checks for seeds 1-5.
"""

import datetime
import os
import re
import sys
import random

from recall_conversation import Conversation, Planted

# --------------------------------------------------------------------------------------------
# Incidental slots (never planted facts)
# --------------------------------------------------------------------------------------------

SLOTS = {
    "name": ["Aurélie", "Manon", "Chloé", "Hélène", "Sven", "Ingrid", "Marco", "Giulia", "Jakub",
             "Agnieszka", "Fatima", "Youssef", "Bram", "Lotte", "Nora", "Elif", "Paolo", "Kasia",
             "Sarah", "Mehdi", "Joachim", "Roxane"],
    "name2": ["Arthur", "Lucas", "Hugo", "Nathan", "Emma", "Léa", "Zoé", "Louis", "Inès", "Noé", "Jules"],
    "place": ["Place Flagey", "the Châtelain market", "Bois de la Cambre", "the Delhaize of Chaussée d'Ixelles",
              "Gare du Midi", "Place Luxembourg", "the Berlaymont", "Rond-point Schuman", "Namur station",
              "the Citadelle", "the Étangs d'Ixelles", "Porte de Namur", "the Justus Lipsius building",
              "Louvain-la-Neuve", "Ghent", "Liège-Guillemins", "Quimper", "Lorient", "the Sablon",
              "the Parvis de Saint-Gilles", "the Cinquantenaire", "Waterloo"],
    "price": ["€ 12,50", "35 euros", "€ 18,40", "19,99 €", "€ 23", "about 45 euros", "€ 16,40", "€ 27,50",
              "nearly 30 euros"],
    "small": ["€4,20", "€ 2,90", "€ 3,80", "5 euros", "€ 3,50"],
    "bigprice": ["€ 310", "a bit more than 200 euros", "140 €", "nearly 90 euros", "€ 480", "about 650 euros",
                 "€ 1.100", "€ 175"],
    "few": ["two", "three", "four", "five"],
    "low": ["five", "six", "seven", "eight", "nine"],
    "price2": ["€ 18", "another 25 euros", "€ 9,50", "32 €", "€ 14"],
    "time": ["14h30", "9h", "quarter past six", "18h45", "7h10", "11h", "half past eight", "16h15",
             "20h", "13h", "8h20", "17h"],
    "num": ["two", "three", "four", "five", "six", "seven", "twelve", "fifteen", "twenty", "thirty"],
    "day": ["Monday", "Tuesday", "lundi", "jeudi", "Friday", "Saturday", "Sunday", "Wednesday", "vendredi"],
    "dur": ["twenty minutes", "an hour and a half", "half an hour", "ten minutes",
            "the whole morning", "forty-five minutes", "almost an hour"],
    "longdur": ["three weeks", "two months", "six weeks", "a month at least", "five or six weeks"],
    "pct": ["10 %", "15 %", "a fifth", "5 %", "a quarter", "8 %"],
    "lang": ["EN>FR", "FR<DE", "IT>FR", "retour into English", "NL>FR", "ES>FR", "FR<EN relay"],
    "dg": ["DG SCIC", "the Parliament", "the Council", "the Committee of the Regions", "the EESC",
           "the Commission", "a DG AGRI working group"],
    "topic": ["fisheries", "the digital markets act", "agricultural subsidies", "migration", "the budget",
              "energy security", "the single market", "rail freight", "plant protection products"],
    "food": ["a quiche", "stoemp", "waterzooi", "croque-monsieur", "a salad niçoise", "pasta with pesto",
             "chicons au gratin", "boulets liégeois", "a piece of Herve cheese"],
    "weather": ["it rains again", "it is grey and cold", "there is finally some sun", "the wind is terrible",
                "it is almost warm", "the sky is white since the morning"],
    "piece": ["the Fauré Requiem", "Brahms' Geistliche Lieder", "a Poulenc motet", "the Messiah choruses",
              "Duruflé's Ubi caritas", "a Arvo Pärt Magnificat", "the Rutter Gloria"],
    "month": ["January", "March", "May", "June", "September", "October", "November"],
}

THREAD_W = {"work": 3.0, "school": 2.0, "mother": 2.0, "kitchen": 3.0, "sailing": 1.5, "choir": 1.0,
            "dog": 1.5, "car": 1.0, "coparent": 1.5, "home": 1.5}
THREAD_TITLE = {"work": "Boulot", "school": "Basile / athénée", "mother": "Maman - Namur",
                "kitchen": "Cuisine", "sailing": "Bretagne", "choir": "Chorale", "dog": "Chien",
                "car": "Leasing", "coparent": "Jérôme / Basile", "home": "Maison"}

# --------------------------------------------------------------------------------------------
# Thread filler templates: "u" user sentences, "a" assistant sentences
# --------------------------------------------------------------------------------------------

THREADS = {
    "work": {"u": [
        "The chef d'équipe put me on the {lang} channel at the last minute; I had prepared the other direction.",
        'I received the documents for {dg} in English only, {num} pages, the evening before. Classic.',
        'My laptop died in the middle of a translation; I lost {dur} of work because I had not saved.',
        'I have a remote session from home on {day}; Basile must absolutely not play his music during it.',
        'The agency asks if I accept a two-day conference in Ghent in {month}, travel not paid.',
        "I have an assignment at {dg} on {day}, a meeting about {topic}, and the documents arrived only this morning.",
        "The agency sent me the planning for next month: {num} days, mostly {lang}, and one evening session.",
        "I must still prepare a glossary on {topic}; the delegates use a lot of jargon and I don't want to be caught in the booth.",
        "My colleague {name} asked if I can replace her on {day} at {time}, but I already have a recording to transcribe.",
        "The quarterly VAT return is coming and I have not yet sorted my receipts — it is the eternal story.",
        "One of my invoices from last year is still unpaid, {bigprice} for a half day, and I don't know how insistent I can be.",
        "The new e-invoicing obligation with Peppol worries me a bit; I have always done my invoices in Word.",
        "I have a translation of {num} pages due on {day}, a report on {topic}, quite dry but correctly paid.",
        "I paste the line from my invoice: « Prestation d'interprétation {lang} — 1 jour — {dg} ». Does it look professional enough?",
        "The booth at {place} was freezing today, we were {few} interpreters and only two working consoles.",
        "I wonder if I should raise my rates this year; everything costs more, even the coffee at {place} is {small} now.",
        "{name} from the agency called me about a mission in Luxembourg, but with the trains it is a whole expedition.",
        "My accountant wants the documents before the end of the month and I have still {num} receipts missing.",
        "I spent {dur} on the phone with the insurer just to ask a simple question about my cover.",
        "The speakers today read their speeches at full speed; I had to compress like mad.",
        "Can you help me to phrase a polite reminder to a client? It is the third time I write about the same invoice.",
        "Calendar for next week, I copy: {day} {time} — {dg}, {topic}; Thursday — office day, translation; Friday — nothing, thank God.",
        "Précisément the type of meeting I dread: {few} hours on {topic} with no documents in advance.",
        "Should I register for the continuing training on remote interpreting? It costs {bigprice} and takes two full days.",
        "I need to update my CV for an accreditation test; they want it in the Europass format, quelle horreur.",
        "A young colleague, {name}, asked me for advice about starting as a freelancer. What would you tell her?",
        "Voilà, I have finished the translation for the client, {num} pages, and I can finally breathe.",
        "The headphones in the booth at {place} were crackling all afternoon; I have a headache since.",
        "Tomorrow I am in the booth with {name}, who is excellent but eats crisps during the relay.",
    ], "a": [
        'If the documents arrive late every time, it is worth telling the organiser in a neutral way; it is part of the quality of the interpretation.',
        'For remote sessions at home, a closed door, a wired connection and a sign on the door do wonders — teenagers included.',
        'An unpaid travel day for a two-day conference is worth negotiating; many interpreters ask for at least half the rate for travel.',
        "For the glossary, I would start from the last {num} documents on the subject, extract the recurring terms, and check the official terminology in IATE before the session.",
        "A polite reminder can stay firm: mention the invoice date, the amount, the original payment term, and propose a new deadline of {num} days. You don't need to apologise for asking to be paid.",
        "On the VAT side, the simplest is to sort your receipts by quarter now, even roughly, and send the whole folder to your accountant with a short list of what is still missing.",
        "Raising your rates by about {pct} is quite common after a year of inflation; announcing it a few months ahead to regular clients usually goes smoothly.",
        "For Peppol, many invoicing tools now send through the network for you, so you would not need to change much in how you work — only the tool that sends the invoice.",
        "Remote interpreting training can be worth it if your clients are moving to hybrid meetings; I would check whether the course is recognised by the agency.",
        "Fast read speeches are exhausting. Asking the organisers for the texts, even ten minutes before, helps a lot — and you can mention it in your session report.",
        "If the Luxembourg mission is well paid, the travel time might be acceptable, but I would ask the agency to cover the train and a night in a hotel.",
        "For a young freelancer I would say: keep a buffer of three months of expenses, register for VAT properly from day one, and never accept the first rate without a question.",
        "Your invoice line looks professional. You might add the date of the service and the payment term at the bottom if they are not already there.",
        "That sounds like a heavy week. Would it help to block one day completely so you can recover and do the admin?",
        "Europass is a bit rigid, but you can keep it short: your language combination, accreditations, and the main institutions you work for.",
        "Crackling headphones are a real occupational risk for interpreters; it is worth reporting it formally to the technicians so it is logged.",
    ]},
    "school": {"u": [
        'Basile asks if he can do the Strasbourg trip with his phone charged at 100 %, as if it was a question.',
        'The math teacher gave {low} exercises for Monday and Basile discovered them on Sunday at {time}.',
        'The athénée organises an open day on {day}; Basile wants to show me the new science lab.',
        'Basile says that everybody in his class has a scooter now. Everybody, of course.',
        'I had a small meeting with the titulaire, {name}; she is kind but very direct.',
        "Basile came back from the athénée with a bad mark in math again, {low} out of twenty, and he says the test was unfair.",
        "The school sent a message on the platform about the trip to Strasbourg: the kids must bring their ID card and a packed lunch for the bus.",
        "Basile wants to stop Latin next year and take more sciences instead; I am not sure it is a good idea.",
        "There is a parents' evening on {day} at {time}; I have an assignment until six so it will be tight.",
        "The tutor says Basile understands the theory but does not practise enough. Voilà, the story of his life.",
        "Basile asks if he can go to a party at {name2}'s on Saturday until midnight. He is fifteen. What would you do?",
        "The school wants {price} for the photocopies and the swimming lessons of the trimester.",
        "Basile's bulletin arrived: good in French and history, catastrophic in math and chemistry.",
        "He has exams in June and I would like to make a revision plan with him without fighting every evening.",
        "Basile forgot his gym bag for the third time this week; I had to bring it to the athénée at {time}.",
        "The titulaire wrote that Basile talks a lot in class. It is genetic, I suppose.",
        "For the trip to Strasbourg they visit the Parliament, which makes me smile — I work there sometimes.",
        "Basile wants a new phone because his screen is broken, but the repair costs {bigprice} and he had it only one year.",
        "I found a summer course in math at {place}, {few} mornings in July. Do you think it is too much?",
        "Basile spent {dur} on his video game yesterday instead of his homework, and of course he says he had finished.",
        "His friend {name2} comes to study at home on {day}; at least they say it is to study.",
    ], "a": [
        'Discovering homework on Sunday evening is a rite of passage; a quick look at the school platform together on Friday can avoid the drama.',
        "An open day is a nice occasion to see him in his environment — teenagers are often proud to show what they do, even if they won't say it.",
        'About the scooter, you can ask what exactly he wants and why; sometimes the need behind it is simply more autonomy.',
        "A bad mark in math at fifteen is rarely a catastrophe in itself; what matters is whether he understands where he lost the points. Could you go through the test with him for {dur}, without judging?",
        "For the revision plan, short sessions work better: {few} blocks of forty minutes with a break, and he chooses the order. Teenagers follow a plan better when they helped to make it.",
        "Dropping Latin for sciences can make sense if he is really interested, but I would ask the titulaire how the workload compares in the next years.",
        "For the party, many parents agree on a pick-up time rather than a curfew — you drive him back at midnight, which also lets you see how it went.",
        "The ID card is important since Strasbourg is in France; check the expiry date now, because a renewal at the commune can take {few} weeks.",
        "About the phone, you could propose that he pays part of the repair with his pocket money — it helps teenagers value the object.",
        "If the tutor says he understands the theory, regular practice is the missing piece; a few exercises every day beat a long session on Sunday.",
        "A summer course of a few mornings is reasonable if he still has real holidays around it. I would let him choose the week.",
        "For the parents' evening, you could ask for a short call another day if you cannot arrive in time — many teachers accept.",
        "A short, friendly message to the titulaire shows you take it seriously; it often changes the tone of the relation.",
        "Screen time is a classic battle. Agreeing on a fixed slot, for example after homework and before dinner, is usually easier than negotiating every evening.",
    ]},
    "mother": {"u": [
        'Maman wants to give her ring to Basile; she asked me three times today.',
        'The nurse {name} said Maman eats better when somebody sits with her at lunch.',
        'I brought Maman her favourite speculoos and she ate the whole packet in {dur}.',
        'The home proposes a new activity, music therapy on {day} mornings; Maman used to sing a lot.',
        'My sister wants to take Maman to Lyon for Christmas, which I think is impossible now.',
        "I went to see Maman in Namur on {day}; she was confused at first but then we had a good hour in the garden.",
        "The home called me because Maman fell in the bathroom — nothing broken, but they want to adapt her medication.",
        "The mutuelle sent me a letter about the hearing aids: {bigprice} back on a total that is much bigger.",
        "Maman asked me again when she can go home. It breaks my heart every time.",
        "The train to Namur took {dur} more than planned because of works near Gembloux.",
        "I must bring Maman new slippers and a warm cardigan; she keeps losing them in the laundry of the home.",
        "My sister in Lyon says she will come in {month}, but she says that every year.",
        "The social worker of the home wants a meeting about the care plan; I have the impression they want more hours of nursing.",
        "Maman recognised {name}, the nurse, today, but not me for the first five minutes. Bon.",
        "The invoice of the home has an extra line for the hairdresser, {price}, that nobody told me about.",
        "They organise a small concert at the home on {day} afternoon and I promised to come with Basile.",
        "I have to fill a form for the allowance for elderly people and it is a labyrinth.",
        "Maman complains about the food; today it was {food} and she said it had no taste.",
        "She showed me photos of my father that I had never seen, from the Expo 58. We cried a little, both.",
        "The physiotherapist at the home says Maman walks better with the rollator, {num} metres more than last month.",
    ], "a": [
        'Music therapy can be very good for people with memory problems; songs from their youth often come back intact.',
        'Eating with company helps a lot of older people; maybe a volunteer or a family member can come at lunch once or twice a week.',
        "A trip to Lyon is a big effort for her; you could ask the geriatrician's opinion before discussing it with your sister.",
        "That must be very hard to hear. Many families answer with something about the present — the garden, a visit planned — rather than correcting her; it tends to calm the question.",
        "After a fall, adapting medication is common, especially for blood pressure or sleep. You can ask which change they propose and what they will watch in the next {num} days.",
        "For the hearing aids, the mutuelle and the INAMI intervention are separate; check that both were requested, sometimes one is forgotten.",
        "For the extra line on the invoice, it is fair to ask the administration for the list of optional services and their prices in writing.",
        "A care plan meeting is a good moment to ask precise questions: how many hours of care per day now, what changes, and what it will cost each month.",
        "Marking her clothes with iron-on name labels usually solves a big part of the laundry problem in care homes.",
        "The allowance form is indeed complex; the social worker of the home or the mutuelle can often help you fill it in, it is part of their job.",
        "It sounds like a good visit despite the beginning. The first minutes are often the hardest; it does not mean the contact is gone.",
        "For the food, you could ask if she can choose between two menus — many homes offer it but residents don't always know.",
        "Those photos are a treasure. You could scan a few and make a small album for her room; familiar images often comfort people with memory problems.",
    ]},
    "kitchen": {"u": [
        'The plasterer found a second old chimney behind the wall; the contractor says it changes the plans a bit.',
        'I have the samples of three greens for the cabinets on the table and they all look the same in the evening light.',
        'The neighbours complained about the noise at {time}; the contractor promised to start later.',
        'The container for the rubble blocks the street until {day}; I needed a permission from the commune for that too.',
        'I want to keep the old cast iron radiator in the kitchen; the plumber looks at me like I am crazy.',
        "The contractor came this morning with {name}, his apprentice, and they measured everything again.",
        "We found old lead pipes behind the wall of the kitchen, so the plumbing must be redone completely.",
        "The architect says the supporting wall can be opened with a steel beam, but we need the permit for that.",
        "I hesitate between tiles in terracotta and a poured floor; the house is from 1905 and I want to keep the character.",
        "The commune of Ixelles asked for an additional plan of the façade, even if we don't touch the façade.",
        "The electrician wants {bigprice} for adding {num} sockets, which seems a lot for a morning of work.",
        "We will be {longdur} without a kitchen, so I am thinking of a small temporary corner in the dining room with a microwave.",
        "The cabinets from the Flemish workshop have a delay of {few} weeks — bien sûr.",
        "The dust is everywhere, even in Basile's room on the second floor.",
        "The asbestos inventory is mandatory before the works, and the company can only come on {day}.",
        "I found a supplier of old cement tiles near {place}, a bit expensive but beautiful.",
        "The contractor asks if we want the extractor hood in the ceiling or on the wall. I have no idea honestly.",
        "We must choose the handles of the cabinets: brass, black, or no handles at all.",
        "The old moulding on the ceiling is cracked in two places; the plasterer says he can save it for {bigprice}.",
        "I spent {dur} in a showroom at {place} and came out more confused than before.",
    ], "a": [
        'Old cast iron radiators can be kept and even repainted; they hold heat very well, it is mainly a question of connection.',
        'Colours are always best judged in daylight and at the final place; taping the samples on the wall for a few days helps.',
        'A hidden chimney can become an opportunity — a niche or shelves — but the contractor should check it is properly closed at the top.',
        "Lead pipes should indeed go; it is also a good occasion to check the water pressure and the position of the main valve before the walls are closed.",
        "Opening a supporting wall with a steel beam is common in maisons de maître, but the engineer's calculation and the permit must be done before any demolition.",
        "For a 1905 house, cement tiles or terracotta both keep the character; a poured floor looks more contemporary but can be beautiful with old wood elsewhere.",
        "For the electrician, ask for a detail of the quote: cost per socket, cable, and time. Then it is easier to compare with another offer.",
        "A temporary kitchen corner works well with a two-plate induction, a microwave and a good box system. You will be surprised how much you can cook with that.",
        "A ceiling hood is discreet but more expensive and more complicated for the evacuation; a wall hood is simpler if the cooking zone is against a wall.",
        "With a delay of {few} weeks on the cabinets, I would ask the contractor to reorganise the order: plumbing, electricity and floor first, so the time is not lost.",
        "Brass handles are very elegant in old houses and age nicely; black is more graphic. You could ask for one sample of each and try them on a door.",
        "For the dust, taping plastic sheets on the doors and keeping an air purifier running helps a lot, though nothing is perfect.",
        "The commune's request is annoying but frequent; the architect probably has the façade plan from the initial survey.",
        "Old mouldings are worth saving if the price is reasonable; once they are gone, reproducing them costs far more.",
    ]},
    "sailing": {"u": [
        'My friend {name} sent me a video of the boat; it looks smaller than on the photos.',
        'I bought Basile a waterproof jacket for the boat, {bigprice}, and he says it is ugly.',
        'We must decide who sleeps where on the boat; the forward cabin is tiny.',
        'I read that the Raz de Sein is dangerous with wind against tide; we will stay far from it.',
        'I have not sailed since {num} years, honestly; I am a bit nervous.',
        "For the sailing holiday in Brittany we are {few} adults and two teenagers, so we need at least three cabins.",
        "I looked at the tide tables for Concarneau: big coefficients the first week, which is not ideal for the children.",
        "My friend {name} has the offshore licence, I only have the coastal one, so she will be the skipper officially.",
        "We drive from Brussels on {day}, it is about nine hours with the breaks, or we take the TGV to Quimper.",
        "Do we need to bring our own life jackets or does the rental include them?",
        "I would like to anchor one night at the Glénan if the weather allows; I have dreamed of it for years.",
        "For the provisions, I think of a big shop at a supermarket before leaving, and then fresh things in the harbours.",
        "The forecast for our week is force five to six on the Thursday; is that too much for a crew of beginners?",
        "Basile wants to bring his friend {name2} on the boat; that would make us one more on board.",
        "I have forgotten everything about knots; I need a refresh before we go.",
        "The rental company sent a checklist of {num} pages, in French of course, with the safety equipment.",
        "We should also plan a day on land, in Pont-Aven or Locronan, in case of bad weather.",
        "{name} asks if we can stop one evening in Lorient for the festival; I am not sure of the distances.",
    ], "a": [
        'Boats always look bigger on photos; what counts is the layout and the storage — soft bags instead of suitcases help a lot.',
        'Staying away from the Raz de Sein with a beginner crew is wise; the southern coast of Finistère offers plenty of easier sailing.',
        'Being nervous after a long break is normal; a short refresher day with an instructor before the holiday can give a lot of confidence.',
        "Big tide coefficients mean strong currents around the Glénan; planning short legs the first days and timing them with the tide will make it more comfortable for everyone.",
        "Most rentals include life jackets for adults, but children's sizes are often limited — ask specifically and bring your own if needed.",
        "Force five to six is manageable for an experienced skipper, but with a beginner crew it is wiser to stay in a protected bay or to reef early.",
        "The TGV to Quimper is pleasant and avoids eight or nine hours of driving, but with provisions and sailing bags the car is often more practical.",
        "A day on land in Pont-Aven is a good backup plan; the walk along the river is lovely and the galettes are excellent.",
        "For knots, the bowline, the cleat hitch and the clove hitch cover most situations. Ten minutes a day with a piece of rope is enough to remember them.",
        "Anchoring at the Glénan is magical when the weather is settled; check the forecast the evening before and keep a sheltered plan B.",
        "For provisions, a first big shop and then fresh bread and fish in the harbours is the classic way — and part of the fun.",
        "Lorient is a good day of sailing from Concarneau with favourable wind, but coming back against it can be long; I would check the forecast before promising.",
    ]},
    "choir": {"u": [
        'The concert hall in {place} has a terrible acoustic; we hear nothing from the other voices.',
        'The tenors are only {few} this year, so the director asked two altos to sing with them.',
        'We have a dress rehearsal on {day} at {time}, black clothes and a red scarf.',
        'I am the one who makes the coffee at the break, it seems it is my destiny.',
        "Choir tonight at {time}; we are working on {piece} and the altos are still lost in the fugue.",
        "The concert programme changed again: now we add {piece}, with only {few} rehearsals left.",
        "I have a cold and I don't know if I should go to the rehearsal or rest my voice.",
        "{name} from the sopranos organises a carpool for the concert in {place}.",
        "We must pay the annual fee, {bigprice}, and buy the score, which is {price2} more.",
        "The director wants us to sing by heart. At my age, this is a sport.",
        "There is a weekend workshop in {month} in the Ardennes with a vocal coach; I am tempted.",
        "I recorded my part on my phone to practise in the tram; people look at me strangely.",
        "The choir wants to sing for a wedding in {month}; half of the members are against it.",
        "My breathing is not good in the long phrases; the director says I sing from the throat.",
    ], "a": [
        'In a dry acoustic, singers often push; it is better to trust the director and keep the sound light.',
        'Singing in a different section for a while can be good training for the ear, even if it is uncomfortable at first.',
        "With a cold, resting your voice is usually wiser: you can still go and listen, follow the score silently, and mark the breathing points.",
        "For memorising, working in small sections — four bars at a time — and singing them on the way to work helps more than long sessions.",
        "Singing from the throat often comes from tension in the shoulders and jaw; a few minutes of lip trills and slow breathing before rehearsal can help a lot.",
        "A weekend with a vocal coach can be a real progress, especially on breathing; and the Ardennes in {month} is lovely.",
        "For the fugue, it helps to know which voice enters just before the altos and to listen for that entry rather than counting blindly.",
        "Recording your part is an excellent method. The tram passengers will survive.",
        "A wedding can be a nice occasion for a choir, but it is fair that only the volunteers sing; nobody should feel obliged.",
    ]},
    "dog": {"u": [
        'She found a dead pigeon in the park at {place} and was very proud of it.',
        'My neighbour {name} says she barks when I am away; I never hear it, of course.',
        'The griffon has a new harness, red, and she refuses to walk with it.',
        'She slept on my pillow again last night. I have given up.',
        "The griffon did not want to walk this morning because of the rain; she stayed on the doorstep looking at me with reproach.",
        "We met a huge dog at {place} and she barked like she was a wolf. Four kilos of courage.",
        "She has started to scratch her ears again; I think it is the same allergy as last spring.",
        "The dog-walking service asks {price} for an hour, which seems expensive to me.",
        "She stole a piece of {food} that fell from the table and now she is sulking in her basket.",
        "Her beard is always wet and dirty after the water bowl — is it normal for a griffon?",
        "When I leave for a long assignment she stays with my neighbour {name}, who spoils her completely.",
        "The dog barks at the postman every day at {time} precisely.",
        "I want to take her on the boat in Brittany, but I am not sure a griffon is a sailor.",
        "She is getting older and sleeps most of the day; sometimes I worry.",
        "At {place} a child asked if she was a monkey. With the beard, I understand.",
    ], "a": [
        'A new harness often needs a few days of treats and short sessions indoors before the dog accepts it.',
        'Barking when alone can be checked with a simple recording; if it is long, a trainer can propose an approach in small steps.',
        "Griffons often hate rain; a small coat and a short walk are perfectly fine on those days — she does not need a long outing every time.",
        "Ear scratching that comes back each spring often points to an environmental allergy; cleaning the ears regularly and asking the vet about a seasonal treatment can help.",
        "A wet beard is very common with griffons; a bowl with a smaller opening or wiping the beard after drinking prevents irritation and smell.",
        "Taking a small dog on a sailing boat is possible with a dog life jacket and patience, but some dogs never get used to it. A trial day before the holiday would be wise.",
        "Older small dogs sleep a lot; what matters more is appetite and whether she still enjoys her walks.",
        "Barking at the postman is almost universal; you could give her something to do at that time, like a treat-dispensing toy.",
        "For a dog-walker, prices around 15 to 20 euros per hour are not unusual in Brussels, but group walks are often cheaper.",
    ]},
    "car": {"u": [
        'The leasing company wants the car cleaned inside before the return; with the dog hair it is a project.',
        'The car has a strange noise in the turns since the trip to {place}.',
        'I got a parking fine of {price} in front of the athénée; I stayed two minutes.',
        "The leasing company sent a letter: my contract ends in {month} and I must decide what to do.",
        "I have done more kilometres than planned because of the trips to Namur, and I am afraid of the penalty.",
        "There is a small scratch on the rear bumper since a parking at {place}; I don't know if I must declare it.",
        "The winter tyres must be changed; the garage can only see me on {day} at {time}.",
        "Electric or hybrid for the next lease? With the trips to Namur and Brittany, I am not sure about the charging.",
        "The fuel card did not work at the station this morning, I had to pay {price} with my own card.",
        "The garage says the car needs a service, {bigprice} if it is not included in the lease.",
        "Parking in Ixelles is becoming impossible; I pay the resident card and still turn around for {dur}.",
        "A warning light came on near {place}, orange, with a little engine drawing. Do I panic?",
    ], "a": [
        'A noise in the turns can come from a tyre or a joint; it is worth mentioning it to the garage before the end of the lease so it is repaired under the contract.',
        'Dog hair is the classic battle before a lease return; a rubber glove or a pet-hair brush works better than most vacuum cleaners.',
        "Before the end of the lease, ask the company for a simulation of the final invoice, including the kilometres over the limit, so there is no surprise.",
        "A small scratch is usually counted as normal wear below a certain size; the lease contract often has a damage guide with photos — check it before the inspection.",
        "For trips to Namur and Brittany, a plug-in hybrid or an electric car with a good range both work; it depends a lot on whether you can charge at home in Ixelles.",
        "The service is normally included in a full-service lease; I would call the leasing company before paying the garage anything yourself.",
        "Keep the receipt for the fuel: most leasing companies reimburse it if the card failed, you just need to send it within a certain time.",
        "An orange engine light is usually not an emergency, but it should be checked within a few days; a red one means stop as soon as it is safe.",
    ]},
    "coparent": {"u": [
        'Jérôme proposes to take Basile to London for the autumn holidays; I have nothing against it, but he asks only now.',
        'Basile said he prefers to stay with me during his exams because it is calmer here.',
        'Jérôme and I managed a normal conversation for {dur} yesterday. A small miracle.',
        "Jérôme wants to swap the weekend of {day} because of a work trip; it is the third time this month.",
        "Basile is with his father this week, and the house is too quiet.",
        "We must discuss the school costs again: Jérôme thinks the tutor is a luxury, I think it is a necessity.",
        "Jérôme's new partner, {name}, wants to meet me. I am not sure I am ready for a coffee together.",
        "The week-on-week-off is tiring for Basile with the two houses; he always forgets something at his father's.",
        "For Christmas we alternate: this year Basile is with me on the 24 and with Jérôme on the 25.",
        "Jérôme sent me a WhatsApp at {time} in the evening about the dentist bill, {bigprice}, as if it could not wait.",
        "Basile said his father will maybe move closer to {place}; nobody told me anything.",
        "Jérôme forgot again to sign the school form; I had to run after him for {dur}.",
    ], "a": [
        'If Basile prefers one house during his exams, it might help to discuss it with Jérôme as a practical arrangement rather than a preference between parents.',
        'A calm conversation is a good sign; keeping the discussions short and practical often helps to continue in that direction.',
        "Frequent swaps can be handled with a simple rule you agree on together — for example, swaps are always compensated in the same month. It reduces the discussions.",
        "It is quite normal to feel the quiet weeks strongly. Some parents plan something for themselves on those weeks so the absence feels less empty.",
        "For extraordinary expenses like a tutor, a written agreement on what is shared and in which proportion saves a lot of arguments; a mediator can help to formalise it.",
        "Meeting the new partner can wait until you feel ready; a short coffee in a neutral place, without Basile, is often the easiest first step.",
        "A shared list of Basile's things — what lives in which house — can reduce the forgotten items; some families use a simple shared note.",
        "For bills, you could agree to group them once a month instead of sending them one by one; it lowers the tension.",
    ]},
    "home": {"u": [
        'The boiler made a strange noise this morning, like a small explosion, and then nothing.',
        'I have my yearly eye test on {day}; I think I need glasses for the booth now.',
        'A friend, {name}, invites me to a vernissage at {place}; I have no energy but I should go.',
        "The Tax-on-web declaration is open and I have not even started; as a freelancer it is always more complicated.",
        "Our neighbour {name} is renovating too, so we have two construction sites in the same street.",
        "The energy bill of the month: {bigprice} for the gas, with the kitchen works and the heating at full.",
        "I went to the market at {place} this morning and spent too much on cheese, as always.",
        "I have a dentist appointment on {day}; I have been postponing it for months.",
        "My bank changed its app and now I cannot find anything.",
        "We have friends for dinner on {day}, we are the {num}, and I have no kitchen. I think I will order.",
        "I slept badly, {weather}, and I have a long day in the booth.",
        "I want to start running again; my physiotherapist says slowly, {num} minutes three times a week.",
        "My sister called from Lyon, she has news about the family house in the Gaume.",
        "{weather} in Brussels, and I have to cross the whole town to {place} by tram.",
    ], "a": [
        'A boiler that makes a bang when starting usually needs a cleaning or a check of the ignition; it is better to have it looked at soon.',
        'Sometimes going out when one has no energy is exactly what gives it back — and you can always leave early.',
        "For Tax-on-web as a freelancer, it helps to have the figures from your accountant first; many people wait for the pre-filled proposal and then only correct the professional part.",
        "Ordering for a dinner without a kitchen is completely reasonable; a good traiteur and a nice cheese plate will make everyone happy.",
        "Starting again with short runs is the right approach; alternating walking and running the first weeks protects the knees and the motivation.",
        "Bank apps change often; usually the search function or the help section has a shortcut for the things that moved.",
        "Gas bills during works are often higher because doors stay open; it should go down once the kitchen is closed again.",
        "A dentist visit postponed for months is very common — the best is to just go; it is rarely as bad as one imagines.",
        "Family houses are often a delicate subject between siblings; it helps to write down calmly what each of you would like before discussing.",
    ]},
}

OPEN_U = ["Bon.", "Good morning.", "Me again.", "À propos:", "Another question.", "Sorry to come back again.",
          "Voilà.", "Quick thing before I go into the booth.", "Good evening.", "So.", "Hello!",
          "I have a small question.", "It's me again, {weather}.", "Tiens!", "Rapid question.",
          "Between two meetings:", "Back from {place}."]
CLOSE_U = ["What do you think?", "Is it normal?", "Can you help me to formulate this?", "Merci d'avance.",
           "I am curious of your opinion.", "Tell me honestly.", "Have you an idea?", "Bon, voilà.",
           "What would you advise?", "Is that reasonable?", "Enfin, we will see.", "Thank you already."]
OPEN_A = ["Of course.", "Good question.", "That makes sense.", "I understand.", "Bonne idée.", "Ah, I see.",
          "Sure.", "That sounds stressful.", "Quite understandable.", "Let me think about it with you.",
          "Thanks for the update."]
CLOSE_A = ["Would you like me to draft a short message?", "Shall I make a small checklist?",
           "Let me know how it goes.", "Do you want me to help with the wording?",
           "Tell me if you want to go into more detail.", "I can prepare a short plan if useful.",
           "Do you want me to put it in your list for the week?"]
TASKS = ["call the insurer back", "send the timesheet to the agency", "buy new slippers for Maman",
         "book the tyre change", "print the tide tables", "pay the choir fee", "order the dog food",
         "reply to Jérôme", "check Basile's ID card", "sort the VAT receipts", "water the plants",
         "ask the contractor for the planning", "renew the resident parking card", "reread the glossary",
         "buy iron-on labels", "sign the school form", "return the library books", "defrost the freezer",
         "call my sister in Lyon", "book the train to Namur"]
THREAD_TASKS = {
    "work": ["send the timesheet to the agency", "sort the VAT receipts", "reread the glossary",
             "update my invoice template", "call the insurer back"],
    "school": ["check Basile's ID card", "sign the school form", "talk with the titulaire", "pay the school account"],
    "mother": ["buy new slippers for Maman", "book the train to Namur", "buy iron-on labels",
               "call the social worker of the home"],
    "kitchen": ["ask the contractor for the planning", "empty the kitchen cupboards", "call the urbanism service",
                "choose the handles"],
    "sailing": ["print the tide tables", "check the life jackets", "make the provisions list", "call the skipper"],
    "choir": ["pay the choir fee", "learn the alto part", "organise the carpool"],
    "dog": ["order the dog food", "buy a new harness", "clean her ears"],
    "car": ["book the tyre change", "photograph the scratch", "call the leasing company"],
    "coparent": ["reply to Jérôme", "update the shared calendar", "send the bills to Jérôme"],
    "home": ["water the plants", "renew the resident parking card", "start Tax-on-web", "defrost the freezer"],
}
ACK = ["Noted.", "Thank you for telling me.", "Understood.", "Good to know.", "Okay, I keep that in mind.",
       "Thanks, that is useful.", "Bien noté."]

# --------------------------------------------------------------------------------------------
# Fact specs
# --------------------------------------------------------------------------------------------


class Spec:
    def __init__(self, kind, thread, about, lab, cl, fr, who, gen, ask=None, lab_you=None):
        self.kind, self.thread, self.about, self.lab = kind, thread, about, lab
        self.cl, self.fr, self.who, self.gen, self.ask = cl, fr, who, gen, ask
        self.lab_you = lab_you or _you(lab)


def _you(s):
    words = s.split(" ")
    rep = {"my": "your", "I": "you", "me": "you", "we": "you", "our": "your", "am": "are"}
    return " ".join(rep.get(w, w) for w in words)


MED = ("person", "med")
PER = ("person", "plain")

SPECS = [
    # ---- person (14 candidates, 8 used)
    Spec("person", "work", "accountant's name", "my accountant",
         ["my accountant is {v}", "the accountant who does my VAT returns is {v}"],
         "votre dossier comptable sera désormais suivi par {v}", "the agency", PER),
    Spec("person", "work", "project manager at the interpreting agency", "my contact at the agency",
         ["my contact at the agency is now {v}", "the project manager who plans my days at the agency is {v}"],
         "votre nouvelle personne de contact chez nous est {v}", "a colleague from the booth", PER),
    Spec("person", "work", "insurance broker's name", "my insurance broker",
         ["the broker for my professional liability policy is {v}", "my insurance broker is {v}"],
         "votre dossier est désormais géré par {v}", "the insurer", PER),
    Spec("person", "school", "Basile's math tutor", "Basile's math tutor",
         ["the math tutor for Basile is {v}", "Basile's new math tutor is {v}"],
         "le professeur particulier de Basile sera {v}", "Basile's titulaire", PER),
    Spec("person", "school", "teacher organising the Strasbourg trip", "the teacher who organises the Strasbourg trip",
         ["the teacher in charge of the Strasbourg trip is {v}", "the trip to Strasbourg is organised by {v}"],
         "le voyage à Strasbourg est encadré par {v}", "Basile", PER),
    Spec("person", "mother", "mother's geriatrician", "the geriatrician who follows my mother",
         ["the geriatrician who follows my mother is {v}", "Maman's geriatrician is {v}"],
         "le suivi gériatrique de votre maman est assuré par {v}", "the head nurse", MED),
    Spec("person", "mother", "director of the care home", "the director of the home",
         ["the director of the care home is {v}", "the new director of the home in Namur is {v}"],
         "la direction de la résidence est assurée par {v}", "the social worker of the home", PER),
    Spec("person", "kitchen", "kitchen contractor's name", "the contractor",
         ["the contractor for the kitchen is {v}", "the entrepreneur we chose for the kitchen is {v}"],
         "le chantier sera suivi par {v}", "the architect", PER),
    Spec("person", "kitchen", "plumber's name", "the plumber",
         ["the plumber who will do the kitchen is {v}", "the plumber is {v}"],
         "le plombier qui interviendra chez vous est {v}", "the contractor", PER),
    Spec("person", "kitchen", "architect's name", "the architect",
         ["the architect for the kitchen permit is {v}", "our architect is {v}"],
         "l'architecte en charge du dossier est {v}", "the commune", PER),
    Spec("person", "sailing", "owner of the rented sailboat", "the owner of the boat we rent",
         ["the owner of the boat we rent in Concarneau is {v}", "the boat belongs to {v}"],
         "le propriétaire du bateau est {v}", "the rental agency", PER),
    Spec("person", "choir", "new choir director", "the new choir director",
         ["the new choir director is {v}", "our choir is now directed by {v}"],
         "la direction musicale sera reprise par {v}", "the choir secretary", PER),
    Spec("person", "coparent", "family mediator", "the family mediator",
         ["the mediator we will see with Jérôme is {v}", "the family mediator is {v}"],
         "la médiation sera menée par {v}", "Jérôme", PER),
    Spec("person", "dog", "dog-sitter's name", "the dog-sitter",
         ["the dog-sitter for the holidays is {v}", "the person who will keep the dog is {v}"],
         "la garde de votre chien sera assurée par {v}", "my neighbour", PER),
    # ---- pet (6 candidates, 4 used)
    Spec("pet", "dog", "dog's name", "the name of my griffon",
         ["the griffon is called {v}", "my dog's name is {v}"],
         "nom de l'animal : {v}", "the vet", ("pet", "name"), ask="By the way, what is your griffon called? You never told me her name."),
    Spec("pet", "dog", "dog's weight", "the dog's weight at the last weighing",
         ["the griffon weighs {v} now", "at the last weighing she was {v}"],
         "poids relevé lors de la consultation : {v}", "the vet", ("pet", "weight")),
    Spec("pet", "dog", "dog's kibble", "the kibble the dog eats",
         ["the dog eats {v}", "the only kibble she tolerates is {v}"],
         "l'alimentation recommandée est {v}", "the vet", ("pet", "kibble")),
    Spec("pet", "dog", "dog's daily medication", "the dog's daily medication",
         ["the dog takes {v} every morning", "the vet prescribed {v} for her skin"],
         "traitement prescrit : {v}", "the vet", ("pet", "med")),
    Spec("pet", "dog", "dog's groomer", "the dog's groomer",
         ["the groomer I use is {v}", "the dog goes to {v} for the trimming"],
         "votre rendez-vous toilettage chez {v} est confirmé", "my neighbour", ("pet", "groomer")),
    Spec("pet", "dog", "dog's microchip number", "the dog's microchip number",
         ["the dog's microchip number is {v}", "the chip of the griffon is {v}"],
         "numéro de puce électronique : {v}", "the vet", ("pet", "chip")),
    # ---- date (10 candidates, 7 used)
    Spec("date", "dog", "dog's vet appointment", "the vet appointment for the dog",
         ["the vet appointment for the dog is {v}", "I have booked the vet for the griffon for {v}"],
         "nous vous confirmons le rendez-vous pour votre chien : {v}", "the vet's assistant", ("date",)),
    Spec("date", "mother", "mother's consultation with the geriatrician", "the consultation with the geriatrician",
         ["the consultation with the geriatrician is {v}", "Maman sees the geriatrician {v}"],
         "la consultation gériatrique de votre maman aura lieu {v}", "the head nurse", ("date",)),
    Spec("date", "kitchen", "start of the kitchen works", "the start of the kitchen works",
         ["the works in the kitchen start {v}", "the contractor begins the demolition {v}"],
         "le début du chantier est prévu {v}", "the contractor", ("date",)),
    Spec("date", "kitchen", "end of the permit public inquiry", "the end of the public inquiry for the permit",
         ["the public inquiry for our permit closes {v}", "the commune ends the enquête publique {v}"],
         "l'enquête publique se clôturera {v}", "the architect", ("date",)),
    Spec("date", "school", "departure of the Strasbourg school trip", "the departure for Strasbourg",
         ["the class leaves for Strasbourg {v}", "the bus to Strasbourg departs {v}"],
         "le départ pour Strasbourg est fixé {v}", "Basile", ("date",)),
    Spec("date", "work", "VAT meeting with the accountant", "the VAT meeting with my accountant",
         ["the meeting with my accountant for the VAT return is {v}", "I see the accountant for the VAT {v}"],
         "je vous propose de nous voir pour la déclaration TVA {v}", "my accountant", ("date",)),
    Spec("date", "choir", "choir concert date", "the choir concert",
         ["our concert is {v}", "the choir sings the big concert {v}"],
         "le concert aura lieu {v}", "the choir secretary", ("date",)),
    Spec("date", "sailing", "first day of the boat rental", "the day we take the boat",
         ["we take the boat in Concarneau {v}", "the boat rental starts {v}"],
         "la prise en main du bateau se fera {v}", "the rental agency", ("date",)),
    Spec("date", "car", "return inspection of the lease car", "the return inspection of the lease car",
         ["the inspection to return the lease car is {v}", "I must bring the car back for the inspection {v}"],
         "l'expertise de restitution est planifiée {v}", "the leasing company", ("date",)),
    Spec("date", "coparent", "next mediation session", "the next mediation session",
         ["the next mediation session with Jérôme is {v}", "we see the mediator again {v}"],
         "la prochaine séance de médiation est fixée {v}", "Jérôme", ("date",)),
    # ---- amount (10 candidates, 6 used)
    Spec("amount", "kitchen", "contractor's deposit", "the deposit for the contractor",
         ["the deposit the contractor asks is {v}", "I must pay {v} as a deposit to the contractor"],
         "l'acompte demandé s'élève à {v}", "the contractor", ("amount", 1500, 6000, 50, False)),
    Spec("amount", "kitchen", "plumber's quote", "the plumber's quote",
         ["the quote of the plumber comes to {v}", "the plumber asks {v} for the whole kitchen"],
         "le montant total du devis est de {v}", "the contractor", ("amount", 600, 2400, 10, True)),
    Spec("amount", "sailing", "boat rental price", "the price of the boat for the week",
         ["the boat costs {v} for the week", "the rental of the sailboat is {v}"],
         "le prix de la location pour la semaine est de {v}", "the rental agency", ("amount", 1400, 3200, 50, False)),
    Spec("amount", "school", "Strasbourg trip cost", "the price of the Strasbourg trip",
         ["the Strasbourg trip costs {v}", "the school asks {v} for the trip to Strasbourg"],
         "la participation aux frais du voyage est de {v}", "the school", ("amount", 180, 420, 5, False)),
    Spec("amount", "mother", "care home monthly bill", "the monthly bill of the care home",
         ["the home in Namur costs {v} a month", "the monthly invoice of the care home is {v}"],
         "le montant mensuel de l'hébergement est de {v}", "the administration of the home", ("amount", 1700, 2600, 1, True)),
    Spec("amount", "car", "monthly lease payment", "the monthly lease",
         ["the lease costs me {v} per month", "the monthly rent of the car is {v}"],
         "le loyer mensuel s'élève à {v}", "the leasing company", ("amount", 380, 690, 1, True)),
    Spec("amount", "work", "agency day rate", "my day rate with the agency",
         ["the agency pays me {v} per day", "my day rate for the agency is now {v}"],
         "nous vous confirmons un tarif journalier de {v}", "the agency", ("amount", 550, 900, 10, False)),
    Spec("amount", "work", "professional liability insurance premium", "the premium of my liability insurance",
         ["the liability insurance premium is {v} a year", "the insurer asks {v} for the year"],
         "la prime annuelle s'élève à {v}", "the insurer", ("amount", 300, 900, 1, True)),
    Spec("amount", "coparent", "monthly child support from Jérôme", "the monthly contribution Jérôme pays",
         ["Jérôme pays {v} a month for Basile", "the contribution alimentaire is {v}"],
         "la contribution alimentaire est fixée à {v} par mois", "the mediator", ("amount", 250, 600, 10, False)),
    Spec("amount", "school", "math tutor's hourly rate", "the tutor's price per hour",
         ["the tutor charges {v} per hour", "one hour with the tutor costs {v}"],
         "le tarif horaire est de {v}", "Basile", ("amount", 25, 90, 5, False)),
    # ---- phone (7 candidates, 4 used)
    Spec("phone", "kitchen", "plumber's mobile", "the plumber's mobile",
         ["the plumber's mobile is {v}", "you can reach the plumber on {v}"],
         "vous pouvez joindre notre plombier au {v}", "the contractor", ("phone", "mob")),
    Spec("phone", "mother", "care home reception number", "the reception of the care home",
         ["the number of the reception at the home is {v}", "the care home reception is {v}"],
         "notre accueil est joignable au {v}", "the social worker of the home", ("phone", "namur")),
    Spec("phone", "school", "math tutor's mobile", "the tutor's number",
         ["the tutor's number is {v}", "the math tutor can be reached on {v}"],
         "vous pouvez me joindre au {v}", "Basile", ("phone", "mob")),
    Spec("phone", "sailing", "boat owner's phone in Brittany", "the number of the boat owner",
         ["the boat owner's number is {v}", "in Concarneau we must call {v} when we arrive"],
         "merci d'appeler le {v} à votre arrivée", "the rental agency", ("phone", "fr")),
    Spec("phone", "dog", "dog-sitter's mobile", "the dog-sitter's mobile",
         ["the dog-sitter's mobile is {v}", "for the dog you can call {v}"],
         "mon numéro de portable : {v}", "my neighbour", ("phone", "mob")),
    Spec("phone", "work", "accountant's office number", "my accountant's office number",
         ["my accountant's office is {v}", "the office of my accountant answers on {v}"],
         "notre secrétariat est joignable au {v}", "the agency", ("phone", "bxl")),
    Spec("phone", "car", "leasing company assistance line", "the assistance number of the leasing company",
         ["the assistance line of the leasing company is {v}", "in case of breakdown I must call {v}"],
         "en cas de panne, contactez notre assistance au {v}", "the garage", ("phone", "bxl")),
    # ---- address (6 candidates, 4 used)
    Spec("address", "mother", "care home address", "the care home",
         ["the care home is at {v}", "the address of the home is {v}"],
         "notre résidence se situe {v}", "the social worker of the home", ("address", "namur")),
    Spec("address", "kitchen", "architect's office address", "the architect's office",
         ["the architect's office is at {v}", "the architect receives us at {v}"],
         "notre bureau se trouve {v}", "the contractor", ("address", "bxl")),
    Spec("address", "work", "accountant's office address", "my accountant's office",
         ["my accountant's office is {v}", "I must drop the receipts at {v}"],
         "notre nouveau bureau se trouve {v}", "my accountant", ("address", "bxl")),
    Spec("address", "sailing", "where to pick up the boat", "the rental base where we pick up the boat",
         ["we pick up the boat at {v}", "the rental office in Brittany is {v}"],
         "la remise des clés se fera {v}", "the rental agency", ("address", "bzh")),
    Spec("address", "coparent", "Jérôme's new address", "Jérôme's new flat",
         ["Jérôme's new flat is at {v}", "Jérôme now lives {v}"],
         "ma nouvelle adresse est {v}", "Basile", ("address", "bxl")),
    Spec("address", "school", "math tutor's address", "the tutor's place",
         ["the tutor gives the lessons at {v}", "Basile goes to the tutor at {v}"],
         "les cours ont lieu {v}", "Basile", ("address", "bxl")),
    # ---- id (9 candidates, 6 used)
    Spec("id", "work", "my VAT number", "my VAT number",
         ["my VAT number is {v}", "the VAT number on my invoices is {v}"],
         "votre numéro de TVA : {v}", "my accountant", ("id", "vat")),
    Spec("id", "kitchen", "contractor's IBAN", "the IBAN of the contractor",
         ["the contractor's IBAN is {v}", "the deposit goes to {v}"],
         "merci de verser l'acompte sur le compte {v}", "the contractor", ("id", "iban")),
    Spec("id", "work", "number of the last invoice to the agency", "the number of my last invoice to the agency",
         ["my last invoice to the agency is number {v}", "the invoice they lost is {v}"],
         "concerne votre facture {v}", "the agency", ("id", "invoice")),
    Spec("id", "sailing", "boat rental booking reference", "the booking reference for the boat",
         ["the booking reference for the boat is {v}", "our reservation code for the boat is {v}"],
         "votre référence de réservation : {v}", "the rental agency", ("id", "booking")),
    Spec("id", "kitchen", "building permit reference", "the reference of the permit file",
         ["the reference of our permit at the commune is {v}", "the permit file is {v}"],
         "votre demande de permis porte la référence {v}", "the architect", ("id", "permit")),
    Spec("id", "mother", "mother's national register number", "my mother's national register number",
         ["Maman's national register number is {v}", "the registre national number of my mother is {v}"],
         "numéro de registre national de la résidente : {v}", "the administration of the home", ("id", "nrn")),
    Spec("id", "car", "lease car licence plate", "the plate of the lease car",
         ["the plate of the lease car is {v}", "my car is the {v}"],
         "véhicule immatriculé {v}", "the leasing company", ("id", "plate")),
    Spec("id", "work", "liability insurance policy number", "the policy number of my liability insurance",
         ["the policy number of my professional liability is {v}", "my RC pro policy is {v}"],
         "votre police n° {v} est renouvelée", "the insurer", ("id", "policy")),
    Spec("id", "mother", "mother's mutuelle member number", "my mother's mutuelle number",
         ["Maman's member number at the mutuelle is {v}", "the mutuelle number of my mother is {v}"],
         "numéro d'affiliation : {v}", "the mutuelle", ("id", "mutuelle")),
    # ---- decision (6 candidates, 4 used)
    Spec("decision", "kitchen", "kitchen worktop choice", "what we chose for the worktop",
         ["we decided on {v} for the worktop", "for the worktop it will be {v}"],
         "nous avons bien noté votre choix : {v} pour le plan de travail", "the contractor",
         ("pool", ["the honed Carrara quartz", "the oiled oak worktop", "the black terrazzo slab",
                   "the brushed steel top", "the Pietra grey marble"]),
         ask="Did you decide on the worktop in the end?"),
    Spec("decision", "car", "next lease car", "the car I take for the new lease",
         ["I decided to take {v} for the new lease", "the new lease will be {v}"],
         "nous préparons votre offre pour {v}", "the leasing company",
         ("pool", ["the Škoda Enyaq", "the Peugeot e-3008", "the Kia Niro hybrid", "the Volvo EX30",
                   "the Renault Scénic E-Tech"]),
         ask="Have you chosen the car for the next lease?"),
    Spec("decision", "sailing", "plan for the first sailing day", "the plan for the first sailing day",
         ["we decided to sail {v} on the first day", "the first day we sail {v}"],
         "pour la première sortie, nous conseillons de naviguer {v}", "my friend the skipper",
         ("pool", ["to the Glénan archipelago", "around the Île de Groix", "to Port-la-Forêt and back",
                   "along the Anse de Bénodet", "to the Moutons islet"]),
         ask="Did you and the skipper decide where to go the first day?"),
    Spec("decision", "coparent", "summer holiday split with Jérôme", "the split of the summer holidays",
         ["we agreed that Basile spends {v} with his father", "Jérôme takes Basile for {v}"],
         "Basile passera {v} chez son père", "the mediator",
         ("pool", ["the first fortnight of August", "the last three weeks of July", "the second half of August",
                   "the first ten days of July"]),
         ask="Did you and Jérôme agree on the summer in the end?"),
    Spec("decision", "work", "decision about the Luxembourg assignments", "what I decided about Luxembourg",
         ["I decided to {v}", "from next year I will {v}"],
         "nous prenons note de votre décision de {v}", "the agency",
         ("pool", ["stop the Luxembourg missions", "accept only the Kirchberg sessions",
                   "refuse the evening sessions in Luxembourg"]),
         ask="What did you decide about the Luxembourg missions?"),
    Spec("decision", "mother", "room decision for mother", "what we decided for Maman's room",
         ["we decided to {v} for Maman", "the family agreed to {v}"],
         "nous avons bien noté la décision de {v}", "my sister",
         ("pool", ["move her to the ground-floor room", "keep her in the room facing the garden",
                   "take the single room near the nurses' desk"]),
         ask="Did the family decide something about your mother's room?"),
    # ---- preference (6 candidates, 4 used)
    Spec("preference", "work", "preferred register for drafted French emails", "how I want my French emails drafted",
         ["I prefer my French emails with {v}", "for my clients I always want {v}"],
         "comme vous le préférez, {v}", "my old mentor",
         ("pool", ["the formal vouvoiement", "a sober « Bien à vous » at the end", "no exclamation marks at all"]),
         ask="When I draft French emails for you, how do you like them?"),
    Spec("preference", "home", "train seat preference", "my seat preference in the train",
         ["in the train I always take {v}", "I prefer {v} in the TGV"],
         "selon votre préférence : {v}", "the travel agent",
         ("pool", ["a seat facing the direction of travel", "the single seat in first class",
                   "the quiet coach on the upper deck"]),
         ask="For the train bookings, do you have a seat preference?"),
    Spec("preference", "dog", "grooming cut preference", "the cut I want for the griffon",
         ["I want {v} for the griffon", "the groomer must do {v}"],
         "nous ferons comme d'habitude {v}", "my neighbour",
         ("pool", ["the short teddy cut", "a hand-stripped coat with no clipper", "the beard left long"]),
         ask="How do you like her to be groomed?"),
    Spec("preference", "choir", "preferred place in the choir", "where I like to stand in the choir",
         ["in the choir I prefer to stand {v}", "I asked to stand {v}"],
         "nous vous placerons {v}", "the choir secretary",
         ("pool", ["in the second row next to the tenors", "at the end of the alto row", "close to the piano"]),
         ask="Where do you like to stand in the choir?"),
    Spec("preference", "mother", "preferred time to visit mother", "when I prefer to visit Maman",
         ["I prefer to visit Maman {v}", "my visits to Namur are {v}"],
         "nous notons que vous préférez venir {v}", "the head nurse",
         ("pool", ["on Sunday mornings before lunch", "on Thursday after the physio", "on Saturday around four"]),
         ask="When do you usually prefer to visit your mother?"),
    Spec("preference", "home", "tea preference", "my tea",
         ["in the morning I drink {v}", "what I like at breakfast is {v}"],
         "comme d'habitude, {v}", "my sister",
         ("pool", ["smoked lapsang without milk", "rooibos with a slice of orange", "a very strong Assam with honey"]),
         ask="What do you drink in the morning, coffee or tea?"),
    # ---- constraint (5 candidates, 3 used)
    Spec("constraint", "mother", "care home visiting rule", "the visiting rule of the home",
         ["the home has {v}", "visitors are welcome but {v}"],
         "nous vous rappelons la règle : {v}", "the director of the home",
         ("pool", ["no visits after 17h30", "no visits during the lunch service", "only two visitors at a time"]),
         ask="Does the home have rules about visits?"),
    Spec("constraint", "school", "Basile's allergy", "Basile's allergy",
         ["Basile is {v}", "don't forget that Basile is {v}"],
         "nous avons noté que Basile est {v}", "the school nurse",
         ("pool", ["allergic to kiwi", "allergic to sesame", "intolerant to lactose"]),
         ask="For the trip, does Basile have any allergy or food problem?"),
    Spec("constraint", "dog", "dog's mobility limit", "what the dog cannot do",
         ["the griffon {v}", "since her operation the dog {v}"],
         "attention, votre chienne {v}", "the vet",
         ("pool", ["cannot take the stairs anymore", "must not jump from the sofa",
                   "cannot walk more than twenty minutes"]),
         ask="Is there anything the dog should not do after the operation?"),
    Spec("constraint", "car", "lease mileage limit", "the mileage limit of the lease",
         ["the lease allows {v}", "I am limited to {v}"],
         "votre contrat prévoit {v}", "the leasing company",
         ("pool", ["15.000 km per year", "20 000 km a year", "maximum 12.500 km annually"]),
         ask="How many kilometres does your lease allow?"),
    Spec("constraint", "work", "no assignments on Wednesday evenings", "my rule about Wednesday evenings",
         ["I accept {v}", "for the choir I keep {v}"],
         "nous respecterons votre demande : {v}", "the agency",
         ("pool", ["no booth work on Wednesday evenings", "no assignments after 18h on Wednesdays"]),
         ask="Do you have days when you refuse assignments?"),
]

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
PHRASE_KINDS = ("decision", "preference", "constraint")

# --------------------------------------------------------------------------------------------
# Value pools / formats
# --------------------------------------------------------------------------------------------

FIRST = ["Véronique", "Nathalie", "Isabelle", "Catherine", "Martine", "Els", "Griet", "Katrien", "Pascale",
         "Brigitte", "Christelle", "Delphine", "Anne-Sophie", "Marie-Hélène", "Sandrine", "Fabienne",
         "Luc", "Philippe", "Didier", "Jean-Marc", "Benoît", "Koen", "Pieter", "Geert", "Thierry", "Vincent",
         "Frédéric", "Laurent", "Bart", "Xavier", "Gauthier", "Damien"]
LAST = ["Verhaegen", "Dandoy", "Lambotte", "Vandenberghe", "Wauters", "Peeters", "Janssens", "Claes",
        "Lemaire", "Goossens", "Mertens", "Leclercq", "Renard", "Hennebert", "Delvaux", "Deprez", "Collignon",
        "Thys", "Willems", "Lejeune", "Stassart", "Van Hove", "De Smet", "Timmermans", "Closset", "Dethier",
        "Malchair", "Vanderlinden"]
PET_NAMES = ["Pistache", "Biscotte", "Praline", "Noisette", "Gaufrette", "Fripouille", "Babette", "Zazie",
             "Caramelle", "Cannelle", "Pétula", "Frimousse"]
KIBBLE = ["Royal Canin Mini Dermacomfort", "Hill's Prescription Diet d/d", "Purina Pro Plan Small Sensitive",
          "Orijen Small Breed", "Farmina N&D Quinoa Skin", "Specific CDD Food Allergen"]
PET_MED = ["Apoquel 3,6 mg", "half a tablet of Prednisolone 5 mg", "Cardisure 1,25 mg", "Galliprant 20 mg",
           "a quarter of Vetmedin 2,5 mg", "Atopica 10 mg"]
GROOMERS = ["Toilettage Poils de Carotte", "Chez Wouf & Co", "Le Griffon Chic", "Salon Barbichette",
            "Dogs & Délices", "Toilettage La Houppette"]
BXL_STREETS = [("Rue du Bailli", "1050", "Ixelles"), ("Rue de la Brasserie", "1050", "Ixelles"),
               ("Rue Américaine", "1050", "Ixelles"), ("Rue de Livourne", "1050", "Ixelles"),
               ("Avenue de la Couronne", "1050", "Ixelles"), ("Rue Malibran", "1050", "Ixelles"),
               ("Chaussée de Waterloo", "1060", "Saint-Gilles"), ("Rue de la Victoire", "1060", "Saint-Gilles"),
               ("Avenue Brugmann", "1180", "Uccle"), ("Rue Vanderkindere", "1180", "Uccle"),
               ("Boulevard du Souverain", "1160", "Auderghem"), ("Rue des Pêcheries", "1160", "Auderghem"),
               ("Avenue d'Auderghem", "1040", "Etterbeek"), ("Rue Général Leman", "1040", "Etterbeek"),
               ("Rue Royale Sainte-Marie", "1030", "Schaerbeek"), ("Rue du Midi", "1000", "Bruxelles"),
               ("Avenue de Tervueren", "1150", "Woluwe-Saint-Pierre"), ("Rue Gray", "1040", "Etterbeek")]
NAMUR_STREETS = [("Rue de Fer", "5000", "Namur"), ("Avenue de la Plante", "5000", "Namur"),
                 ("Chaussée de Louvain", "5020", "Champion"), ("Rue des Tanneries", "5000", "Namur"),
                 ("Route de Hannut", "5004", "Bouge"), ("Rue Saint-Nicolas", "5000", "Namur"),
                 ("Avenue Reine Astrid", "5000", "Namur"), ("Chaussée de Dinant", "5100", "Wépion")]
BZH_STREETS = [("rue du Port", "29900", "Concarneau"), ("quai Carnot", "29900", "Concarneau"),
               ("avenue du Docteur Nicolas", "29900", "Concarneau"), ("rue de Kerose", "29120", "Pont-l'Abbé"),
               ("quai de l'Odet", "29950", "Bénodet"), ("rue du Général de Gaulle", "29170", "Fouesnant"),
               ("place de l'Église", "29910", "Trégunc")]
MOIS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
JOURS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
REL_DATES = ["mardi prochain", "jeudi en huit", "after Toussaint", "the week of carnival",
             "the Monday after Easter", "the first Friday of next month", "just before the 21 juillet",
             "the Saturday after Ascension", "vendredi en quinze", "the last week before Christmas holidays"]
AMOUNT_WORDS = {70: "septante euros", 80: "quatre-vingts euros", 90: "nonante euros", 120: "cent vingt euros",
                250: "deux cent cinquante euros", 300: "trois cents euros", 350: "trois cent cinquante euros",
                400: "quatre cents euros", 450: "quatre cent cinquante euros", 600: "six cents euros",
                750: "sept cent cinquante euros", 800: "huit cents euros", 1200: "mille deux cents euros",
                1500: "mille cinq cents euros", 1800: "mille huit cents euros", 2000: "deux mille euros",
                2400: "deux mille quatre cents euros", 2500: "deux mille cinq cents euros",
                3000: "trois mille euros", 4500: "quatre mille cinq cents euros"}
BE_MOBILE = ["470", "471", "472", "473", "474", "475", "476", "477", "478", "479", "484", "485", "486",
             "487", "488", "489", "491", "492", "493", "494", "495", "496", "497", "498", "499"]
REF_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def _d(rng, n):
    return "".join(rng.choice("0123456789") for _ in range(n))


def _be_thousands(n, sep="."):
    return f"{n:,}".replace(",", sep)


def fmt_amount(rng, spec_gen):
    _, lo, hi, step, cents_ok = spec_gen
    n = rng.randrange(lo, hi + 1, step)
    c = rng.randint(1, 99) if cents_ok and rng.random() < 0.4 else 0
    f = rng.randrange(8)
    if f == 6:
        words = [k for k in AMOUNT_WORDS if lo <= k <= hi]
        if words:
            n = rng.choice(words)
            return AMOUNT_WORDS[n], (n, 0)
        f = 0
    if f == 5 and (n > 300 or c):
        f = 1
    return _amount_str(f, n, c), (n, c)


def _amount_str(f, n, c):
    cc = f",{c:02d}"
    if f == 0:
        return f"€{_be_thousands(n)}{cc}"
    if f == 1:
        return f"{_be_thousands(n, ' ')}{cc if c else ''} €"
    if f == 2:
        return f"{n}{'.' + f'{c:02d}' if c else ''} EUR"
    if f == 3:
        return f"€ {_be_thousands(n)},-" if not c else f"€ {_be_thousands(n)}{cc}"
    if f == 4:
        return f"EUR {_be_thousands(n)}{cc if c else ''}"
    if f == 5:
        return f"{n} balles"
    return f"{_be_thousands(n)}{cc if c else ''} euros"


def fmt_date(rng):
    if rng.random() < 0.2:
        r = rng.choice(REL_DATES)
        return r, r
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    wd = datetime.date(2026, m, d).weekday()
    return _date_str(rng.randrange(7), m, d, wd), (m, d)


def _date_str(f, m, d, wd):
    if f == 0:
        return f"le {'1er' if d == 1 else d} {MOIS[m - 1]}"
    if f == 1:
        return f"{d}/{m}"
    if f == 2:
        return f"{d:02d}.{m:02d}.2026"
    if f == 3:
        return f"{JOURS[wd]} {d} {MOIS[m - 1]}"
    if f == 4:
        suf = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
        return f"the {d}{suf} of {MONTHS[m - 1]}"
    if f == 5:
        return f"{DAYS[wd]} {d} {MONTHS[m - 1]}"
    return f"{d} {MOIS[m - 1]} 2026"


def fmt_phone(rng, kind):
    if kind == "mob":
        p, a, b, c = rng.choice(BE_MOBILE), _d(rng, 2), _d(rng, 2), _d(rng, 2)
        return rng.choice([f"+32 {p} {a} {b} {c}", f"0{p}/{a}.{b}.{c}", f"0{p} {a} {b} {c}",
                           f"+32{p}{a}{b}{c}", f"0{p}/{a}{b}{c}"])
    if kind == "bxl":
        a, b, c = str(rng.randint(200, 899)), _d(rng, 2), _d(rng, 2)
        return rng.choice([f"02 {a} {b} {c}", f"+32 2 {a} {b} {c}", f"02/{a}.{b}.{c}"])
    if kind == "namur":
        a, b, c = str(rng.randint(20, 79)), _d(rng, 2), _d(rng, 2)
        return rng.choice([f"081 {a} {b} {c}", f"+32 81 {a} {b} {c}", f"081/{a}.{b}.{c}"])
    a, b, c, d = (_d(rng, 2) for _ in range(4))
    return rng.choice([f"+33 6 {a} {b} {c} {d}", f"06 {a} {b} {c} {d}", f"02 98 {a} {b} {c}",
                       f"+33 2 98 {a} {b} {c}", f"+33 7 {a} {b} {c} {d}"])


def fmt_address(rng, area):
    n = rng.randint(2, 240)
    if area == "bzh":
        st, pc, town = rng.choice(BZH_STREETS)
        return rng.choice([f"{n} {st}, {pc} {town}", f"{n}, {st} – {pc} {town.upper()}"])
    st, pc, town = rng.choice(BXL_STREETS if area == "bxl" else NAMUR_STREETS)
    b = rng.randint(1, 12)
    return rng.choice([f"{st} {n}, {pc} {town}", f"{st} {n} bte {b}, {pc} {town}",
                       f"{st}, {n} – {pc} {town}", f"{st} {n}/{b}, {pc} {town}"])


def fmt_id(rng, kind):
    if kind == "vat":
        base = rng.randint(2000000, 9999999)
        first8 = f"0{base}"
        chk = 97 - int(first8) % 97
        s = f"{first8}{chk:02d}"
        return rng.choice([f"BE {s[:4]}.{s[4:7]}.{s[7:]}", f"BE{s}", f"{s[:4]}.{s[4:7]}.{s[7:]}"])
    if kind == "iban":
        bank = rng.choice(["001", "068", "310", "363", "539", "732", "751", "063", "143"])
        acct = _d(rng, 7)
        chk2 = int(bank + acct) % 97 or 97
        bban = f"{bank}{acct}{chk2:02d}"
        chk = 98 - int(bban + "111400") % 97
        iban = f"BE{chk:02d}{bban}"
        return rng.choice([" ".join(iban[i:i + 4] for i in range(0, 16, 4)), iban])
    if kind == "invoice":
        n = rng.randint(12, 399)
        return rng.choice([f"FAC-2026-{n:04d}", f"F2026-{n:03d}", f"INV-26-{n:04d}", f"2026/{n:04d}"])
    if kind == "booking":
        return "".join(rng.choice(REF_CHARS) for _ in range(6))
    if kind == "permit":
        n = rng.randint(40, 980)
        return rng.choice([f"PU/2026/{n}", f"PU-2026-{n:04d}", f"URB/26/{n}", f"04/PFU/2026/{n}"])
    if kind == "nrn":
        yy, mm, dd = rng.randint(36, 47), rng.randint(1, 12), rng.randint(1, 28)
        seq = rng.randrange(2, 998, 2)
        chk = 97 - int(f"{yy:02d}{mm:02d}{dd:02d}{seq:03d}") % 97
        return rng.choice([f"{yy:02d}.{mm:02d}.{dd:02d}-{seq:03d}.{chk:02d}",
                           f"{yy:02d}{mm:02d}{dd:02d}-{seq:03d}-{chk:02d}"])
    if kind == "plate":
        return f"{rng.choice('12')}-{''.join(rng.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))}-{_d(rng, 3)}"
    if kind == "policy":
        return rng.choice([f"RC {_d(rng, 2)} {_d(rng, 3)} {_d(rng, 3)}", f"POL-{rng.randint(1000000, 9999999)}",
                           f"{_d(rng, 2)}.{_d(rng, 3)}.{_d(rng, 3)}/RCP"])
    return rng.choice([f"{rng.randint(100, 999)} {_d(rng, 3)} {_d(rng, 3)} {_d(rng, 2)}",
                       f"MUT-{rng.randint(100000, 999999)}-{_d(rng, 2)}"])


def gen_value(rng, spec):
    """Return (value, key): key identifies the underlying fact so a correction never restates it."""
    g = spec.gen
    if g[0] == "date":
        return fmt_date(rng)
    if g[0] == "amount":
        return fmt_amount(rng, g)
    v = _gen_str(rng, spec)
    if g[0] == "person":
        return v, v.replace("Dr ", "")
    if g[0] in ("phone", "id"):
        digits = re.sub(r"\D", "", v)
        return v, digits[-8:] if g[0] == "phone" else (digits or v)
    return v, v


def _gen_str(rng, spec):
    g = spec.gen
    if g[0] == "person":
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if g[1] == "med" and rng.random() < 0.5:
            return "Dr " + name
        return name
    if g[0] == "pet":
        if g[1] == "name":
            return rng.choice(PET_NAMES)
        if g[1] == "weight":
            w, d = rng.randint(4, 7), rng.randint(1, 9)
            return rng.choice([f"{w},{d} kg", f"{w}.{d} kilos", f"{w} kilos {d}00"])
        if g[1] == "kibble":
            return rng.choice(KIBBLE)
        if g[1] == "med":
            return rng.choice(PET_MED)
        if g[1] == "groomer":
            return rng.choice(GROOMERS)
        s = "981" + _d(rng, 12)
        return rng.choice([s, f"{s[:3]} {s[3:6]} {s[6:9]} {s[9:12]} {s[12:]}"])
    if g[0] == "phone":
        return fmt_phone(rng, g[1])
    if g[0] == "address":
        return fmt_address(rng, g[1])
    if g[0] == "id":
        return fmt_id(rng, g[1])
    return rng.choice(g[1])


# --------------------------------------------------------------------------------------------
# Styles for fact-bearing user messages
# --------------------------------------------------------------------------------------------

STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation",
          "buried", "texting", "pasted"]

ST = {
    "plain": ["{Cl}.", "For your information, {cl}.", "Just so you know: {cl}. {aside}",
              "Small update on the {title} front: {cl}. {closer}", "{opener} {Cl}, voilà.",
              "Something to keep: {cl}. {aside}"],
    "value_first": ["{v} — that is {lab}. {aside}", "{v}: {lab}, for the record. {closer}",
                    "{v}. Voilà, {lab}, précisément. {aside}", "{v} — I write it here before I forget, it is {lab}."],
    "subordinate": ["Since {cl}, I will need to {task}. {closer}", "Now that {cl}, can you help me to {task}?",
                    "I am a bit nervous because {cl} and I still have to {task}.",
                    "{opener} Knowing that {cl}, what would you do first — {task} or {task2}?",
                    "As {cl}, I think I should {task} this week.",
                    "Given that {cl}, I will {task} tomorrow. {aside}"],
    "reported": ["{Who} told me on the phone that {cl}. {closer}", "According to {who}, {cl} — I hope it is right.",
                 "{Who} wrote to me this morning: « {Fr} ». Bon.", "I have just told {who} that {cl}, so that is settled.",
                 "{Who} confirmed that {cl}. {aside}"],
    "answer": ["{v}. {aside}", "To answer your question: {cl}.", "Ah yes, sorry — {v}. I forgot to tell you.",
               "It is {v}, if I am not wrong. {aside}", "{v}, I just checked in my notes."],
    "answer_phrase": ["Yes — {cl}.", "To answer your question: {cl}. {aside}", "Ah yes: {cl}. {closer}",
                      "{v}, finally. {aside}"],
    "question": ["Is it a problem that {cl}?", "Do you think I should tell {who} that {cl}?",
                 "If {cl}, do I need to {task} before?", "Can you note that {cl}? And what else should I prepare?",
                 "Would you say it is normal that {cl}, or am I naive?", "{opener} Should I worry that {cl}?"],
    "dictation": ["ok im dictating this in the car sorry for the punctuation. {cl} comma {asidel} full stop. and remind me to {task} question mark",
                  "dictée vocale sorry. so. {cl} . and then also {asidel} . ok voilà end",
                  "voice note: euh {cl}, euh, and, {asidel}, that's all for now",
                  "note for the assistant {cl} new line {asidel} new line thats it"],
    "buried": ["{aside} {aside2} Oh and {cl}. {aside3} {closer}",
               "{aside} À propos, {cl} — but that is not why I write. {aside2} {closer}",
               "{aside} (By the way, {cl}.) {aside2}", "{opener} {aside} {aside2} Also {cl}, I almost forgot. {aside3}"],
    "texting": ["btw {cl} 👍", "ok so {lab} = {v}. noted? thx", "quick one: {cl}!! ttyl", "fyi {lab}: {v} (don't ask lol)",
                "yes yes {cl} pfff", "omg {cl}. anyway. {task} tmrw"],
    "pasted_amount": ["I paste the line from the document:\n« {Lab} .......... {v} »\nTVA comprise, I suppose? {closer}",
                      "I copy you the email I received:\n\n« Madame,\n\nSuite à notre échange, {fr}.\nBien à vous,\n{name} »\n\n{closer}"],
    "pasted_phrase": ["I paste my note from the phone, written in the tram:\n« {title} — {cl} »\nSo you have it too.",
                      "Forwarded from {who}: \"{Cl}.\" — so now you know."],
    "pasted": ["I copy you the email I received:\n\n« Madame,\n\nSuite à notre échange, {fr}.\nN'hésitez pas à nous contacter pour toute question.\n\nBien cordialement,\n{name} »\n\n{closer}",
               "Calendar entry I just made:\n[{title}] {Lab}: {v}\nRappel : 1 jour avant\nIs it complete enough?",
               "I am filling the form, voilà what I put:\n{Lab}: {v}\nSignature: ........\nDate: ........\nThey also want a second contact person, which is annoying.",
               "Forwarded from {who}: \"{Cl}.\" — so now you know."],
}
LIST_HEAD = ["My list for this week:", "To do, in no particular order:", "Notes from today:",
             "Things I must not forget:", "Bon, I make a list, otherwise I lose my head:"]

ASK_BY_KIND = {
    "person": ["By the way, do you have the name of {lab}? It could be useful later.",
               "Small question in return: who is {lab}, finally? You mentioned it without the name."],
    "pet": ["By the way, what is {lab}? I will note it.", "Do you know {lab}? It can be useful at the vet."],
    "date": ["When is {lab}, by the way?", "Do you already have a date for {lab}?"],
    "amount": ["How much is {lab}, by the way?", "Do you know the figure for {lab} already? It matters for the budget."],
    "phone": ["Do you have {lab} somewhere? It could be useful to note it.",
              "What is {lab}, in case you need it quickly?"],
    "address": ["What is the exact address of {lab}?", "Do you have the full address of {lab}?"],
    "id": ["Do you have {lab} at hand? Some forms will ask for it.", "What is {lab}, by the way?"],
}

CORR_GENERIC = [
    "Scratch that about {lab}: it is not {old} but {new}.",
    "Turns out {lab} is {new} — not {old} as I told you before.",
    "I had it wrong: {lab} is actually {new}. Forget {old}.",
    "{new}! That is the correct one for {lab}. I wrote {old} earlier, it was a mistake.",
    "Petite correction: {lab} is {new}, not {old}. I mixed up my papers. {aside}",
    "Update about {lab}: {old} was an error in their email, the right one is {new}.",
    "Ah non, I confused everything: {new}, not {old}, for {lab}.",
    "Bon, change of plan: {lab} becomes {new} instead of {old}. {aside}",
    "{Who} just called — {lab} is {new} now; the {old} thing is not valid anymore.",
    "Mea culpa about {lab}: I said {old}, it is {new}.",
    "Careful, I gave you a wrong info: not {old}. It is {new} for {lab}.",
]
CORR_KIND = {
    "date": ["They moved it: {lab} is now {new} instead of {old}.",
             "The {old} date is cancelled, they pushed {lab} to {new}. {aside}"],
    "person": ["{old} has left; from now on {lab} is {new}.", "It is no longer {old} — {new} takes over as {lab}."],
    "phone": ["I had the wrong number for {lab}: not {old}, the good one is {new}.",
              "{old} was the old number. For {lab} use {new} from now."],
    "amount": ["The final figure for {lab} came in at {new} and not {old}.",
               "They revised it: {lab} is {new} (instead of {old}, enfin)."],
    "address": ["They have moved — {lab} is not at {old} anymore but at {new}.",
                "New address for {lab}: {new}. The old one, {old}, is not valid anymore."],
    "id": ["I copied it wrong: {lab} is {new}, not {old}. Typical.",
           "The correct one for {lab} is {new}; {old} was from an old document."],
}
ECHO = ["Noted: {lab_you} — {v}.", "Thank you, I have noted {v}.", "{v}, understood — I will remember it.",
        "Good, so {lab_you}: {v}."]
CORR_ACK_ECHO = ["Updated — {lab_you} is now {new}.", "Thanks for the correction, I will use {new} from now on.",
                 "Noted, {new} it is."]
CORR_ACK = ["Noted, I have replaced it.", "Good that you checked — I have updated it.",
            "Thanks for correcting, I keep only the new one."]


def cap(s):
    return s[:1].upper() + s[1:]


def _fill(rng, t):
    return t.format(**{k: rng.choice(v) for k, v in SLOTS.items()})


def _sent(rng, thread, side="u"):
    return _fill(rng, rng.choice(THREADS[thread][side]))


def _aside(rng, avoid):
    th = rng.choice([t for t in THREADS if t != avoid])
    return _sent(rng, th)


def _lower_strip(s):
    return re.sub(r"[.,;:!?«»—()]", "", s).lower().strip()


def filler_user(rng, thread):
    r = rng.random()
    if r < 0.07:
        items = rng.sample(TASKS, rng.randint(3, 5))
        lines = [rng.choice(LIST_HEAD)] + [f"{i + 1}. {cap(x)}" for i, x in enumerate(items)]
        return "\n".join(lines) + "\n" + _sent(rng, thread)
    if r < 0.13:
        return f"ok {rng.choice(TASKS)} done. {_lower_strip(_sent(rng, thread))} pff"
    if r < 0.17:
        return f"dictating sorry. {_lower_strip(_sent(rng, thread))} . {_lower_strip(_sent(rng, thread))} ok voilà"
    if r < 0.21:
        return _fill(rng, "Agenda for {day}, I copy:\n{time} — booth, {dg}\n") + \
            f"{rng.choice(SLOTS['time'])} — {rng.choice(TASKS)}\n" + _sent(rng, thread)
    parts = []
    if rng.random() < 0.55:
        parts.append(_fill(rng, rng.choice(OPEN_U)))
    parts += [_fill(rng, t) for t in rng.sample(THREADS[thread]["u"], rng.choice([1, 2, 2, 3]))]
    if rng.random() < 0.5:
        parts.append(_fill(rng, rng.choice(CLOSE_U)))
    return " ".join(parts)


def filler_asst(rng, thread, k=None):
    parts = []
    if rng.random() < 0.6:
        parts.append(rng.choice(OPEN_A))
    k = k or rng.choice([1, 2, 2, 2, 3])
    parts += [_fill(rng, t) for t in rng.sample(THREADS[thread]["a"], k)]
    if rng.random() < 0.5:
        parts.append(rng.choice(CLOSE_A))
    return " ".join(parts)


def _ctx(rng, spec, v):
    cl = rng.choice(spec.cl).replace("{v}", v)
    a1, a2, a3 = (_aside(rng, spec.thread) for _ in range(3))
    t1 = rng.choice(THREAD_TASKS[spec.thread])
    t2, t3 = rng.sample([x for x in TASKS if x != t1], 2)
    return {"v": v, "cl": cl, "Cl": cap(cl), "lab": spec.lab, "Lab": cap(spec.lab), "fr": spec.fr.replace("{v}", v),
            "Fr": cap(spec.fr.replace("{v}", v)), "who": spec.who, "Who": cap(spec.who), "aside": a1, "aside2": a2,
            "aside3": a3, "asidel": _lower_strip(a1), "task": t1, "task2": t2, "task3": t3,
            "opener": _fill(rng, rng.choice(OPEN_U)), "closer": rng.choice(CLOSE_U),
            "title": THREAD_TITLE[spec.thread], "name": rng.choice(SLOTS["name"]), "lab_you": spec.lab_you}


def fact_user(rng, spec, v, style):
    c = _ctx(rng, spec, v)
    if style == "list":
        items = [c["task"], c["task2"], c["task3"]][: rng.randint(2, 3)]
        item = rng.choice(["{Lab}: {v}", "{Cl}", "{Lab} → {v}"]).format(**c)
        items.insert(rng.randint(0, len(items)), item)
        numbered = rng.random() < 0.6
        lines = [rng.choice(LIST_HEAD)] + [(f"{i + 1}. " if numbered else "- ") + cap(x) for i, x in enumerate(items)]
        return "\n".join(lines)
    key = "answer_phrase" if style == "answer" and spec.kind in PHRASE_KINDS else style
    if style == "pasted":
        if spec.kind in PHRASE_KINDS:
            key = "pasted_phrase"
        elif spec.kind == "amount":
            key = "pasted_amount"
        elif spec.kind != "date":
            return rng.choice([ST["pasted"][0], ST["pasted"][2], ST["pasted"][3]]).format(**c)
    return rng.choice(ST[key]).format(**c)


def fact_asst(rng, spec, v, echo):
    c = {"v": v, "lab_you": spec.lab_you}
    echoes = [ECHO[0], ECHO[3]] if spec.kind in PHRASE_KINDS else ECHO
    head = rng.choice(echoes).format(**c) if echo else rng.choice(ACK)
    return head + " " + filler_asst(rng, spec.thread, k=rng.choice([1, 2]))


def ask_for(rng, spec):
    if spec.ask:
        return spec.ask
    return rng.choice(ASK_BY_KIND[spec.kind]).format(lab=spec.lab_you)


# --------------------------------------------------------------------------------------------
# Generator
# --------------------------------------------------------------------------------------------


def _pick_turns(rng, n, lo, hi, taken, gap=3):
    out = []
    tries = 0
    while len(out) < n:
        tries += 1
        if tries > 100000:
            raise RuntimeError("cannot place facts")
        t = rng.randrange(lo, hi)
        if all(abs(t - x) >= gap for x in taken + out):
            out.append(t)
    return out


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    rng = random.Random(seed)
    # 1. choose specs (exact kind counts)
    chosen = []
    for kind, n in KIND_COUNTS.items():
        chosen += rng.sample([s for s in SPECS if s.kind == kind], n)
    rng.shuffle(chosen)

    used = []  # lowercase values already drawn

    def fresh(spec, not_key=None):
        for _ in range(500):
            v, key = gen_value(rng, spec)
            lv = v.lower()
            if key != not_key and all(lv not in u and u not in lv for u in used):
                used.append(lv)
                return v, key
        raise RuntimeError(f"no fresh value for {spec.about}")

    drawn = [fresh(s) for s in chosen]
    values = [v for v, _ in drawn]

    # 2. positions: thirds early / middle / late
    nf = len(chosen)
    thirds = [nf // 3 + (1 if i < nf % 3 else 0) for i in range(3)]
    bounds = [(3, turns // 3), (turns // 3, 2 * turns // 3), (2 * turns // 3, turns - 3)]
    taken = []
    for k, (lo, hi) in zip(thirds, bounds):
        taken += _pick_turns(rng, k, lo, hi, taken)
    order = list(range(nf))
    rng.shuffle(order)
    fact_turn = [0] * nf
    for i, t in zip(order, taken):
        fact_turn[i] = t

    # 3. corrections
    eligible = [i for i in range(nf) if chosen[i].kind in CORRECTABLE and fact_turn[i] <= turns - 70]
    corr = sorted(rng.sample(eligible, n_corrections), key=lambda i: fact_turn[i])
    corr_turn, new_val = {}, {}
    for i in corr:
        lo = fact_turn[i] + 50
        hi = min(turns - 3, fact_turn[i] + 320)
        corr_turn[i] = _pick_turns(rng, 1, lo, max(hi, lo + 1), taken)[0]
        taken.append(corr_turn[i])
        new_val[i] = fresh(chosen[i], not_key=drawn[i][1])[0]

    # 4. styles: balanced cycle over all styles
    styles = [STYLES[j % len(STYLES)] for j in range(nf)]
    rng.shuffle(styles)
    corr_templates = {}
    pool = list(CORR_GENERIC)
    rng.shuffle(pool)
    for i in corr:
        kinds_t = [x for x in CORR_KIND.get(chosen[i].kind, []) if x not in corr_templates.values()]
        if rng.random() < 0.45 and kinds_t:
            corr_templates[i] = rng.choice(kinds_t)
        else:
            corr_templates[i] = pool.pop()

    # 5. thread schedule in sticky runs
    threads = list(THREAD_W)
    weights = [THREAD_W[t] for t in threads]
    sched, cur = [], None
    while len(sched) < turns:
        th = cur
        while th == cur:
            th = rng.choices(threads, weights)[0]
        sched += [th] * rng.randint(2, 7)
        cur = th
    sched = sched[:turns]
    events = {}
    asks = {}
    for i in range(nf):
        t = fact_turn[i]
        events[t] = ("fact", i)
        sched[t] = chosen[i].thread
        if styles[i] == "answer":
            sched[t - 1] = chosen[i].thread
            asks[t - 1] = ask_for(rng, chosen[i])
    for i in corr:
        events[corr_turn[i]] = ("corr", i)
        sched[corr_turn[i]] = chosen[i].thread

    # 6. all strings that must stay confined
    guarded = [v.lower() for v in values] + [new_val[i].lower() for i in corr]

    def clean(msg, allowed):
        low = msg.lower()
        return all(g not in low or g in allowed for g in guarded)

    out_turns = []
    for t in range(turns):
        ev = events.get(t)
        for attempt in range(300):
            if ev is None:
                au = aa = set()
                u = filler_user(rng, sched[t])
                a = filler_asst(rng, sched[t])
            elif ev[0] == "fact":
                i = ev[1]
                s, v = chosen[i], values[i]
                au = aa = {v.lower()}
                u = fact_user(rng, s, v, styles[i])
                a = fact_asst(rng, s, v, rng.random() < 0.35)
            else:
                i = ev[1]
                s, old, new = chosen[i], values[i], new_val[i]
                au, aa = {old.lower(), new.lower()}, {new.lower()}
                c = _ctx(rng, s, new)
                c.update(old=old, new=new)
                u = cap(corr_templates[i].format(**c)) if not corr_templates[i].startswith("{") else \
                    corr_templates[i].format(**c)
                if rng.random() < 0.5:
                    a = rng.choice(CORR_ACK_ECHO).format(lab_you=s.lab_you, new=new)
                else:
                    a = rng.choice(CORR_ACK)
                a += " " + filler_asst(rng, s.thread, k=1)
            if t in asks:
                a = a + " " + asks[t]
            if clean(u, au) and clean(a, aa):
                break
        else:
            raise RuntimeError(f"could not build a clean turn {t}")
        out_turns.append((u, a))

    facts = []
    for i in range(nf):
        s = chosen[i]
        if i in corr_turn:
            facts.append(Planted(s.kind, s.about, new_val[i], fact_turn[i], stale=values[i],
                                 corrected_at=corr_turn[i]))
        else:
            facts.append(Planted(s.kind, s.about, values[i], fact_turn[i]))
    facts.sort(key=lambda f: f.turn)
    conv = Conversation(turns=out_turns, facts=facts)
    conv.styles = {fact_turn[i]: styles[i] for i in range(nf)}  # informational only
    return conv


# --------------------------------------------------------------------------------------------
# Self-checks
# --------------------------------------------------------------------------------------------


def _check(seed, enc):
    errs = []
    conv = generate(seed)
    conv2 = generate(seed)
    if conv.turns != conv2.turns or conv.facts != conv2.facts:
        errs.append("not deterministic")
    if len(conv.turns) != 1000:
        errs.append(f"turns={len(conv.turns)}")
    if len(conv.facts) != 50:
        errs.append(f"facts={len(conv.facts)}")
    counts = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    if counts != KIND_COUNTS:
        errs.append(f"kind counts {counts}")
    corrs = conv.corrections
    if len(corrs) != 6:
        errs.append(f"corrections={len(corrs)}")
    low = [(u.lower(), a.lower()) for u, a in conv.turns]
    for f in conv.facts:
        v = f.value.lower()
        if f.stale is None:
            allowed_u, allowed_a = {f.turn}, {f.turn}
            if v not in low[f.turn][0]:
                errs.append(f"value {f.value!r} not in user msg of turn {f.turn}")
        else:
            if f.kind not in CORRECTABLE:
                errs.append(f"correction on kind {f.kind}")
            if f.corrected_at - f.turn < 50:
                errs.append(f"correction gap too small for {f.about}")
            st = f.stale.lower()
            if st not in low[f.turn][0]:
                errs.append(f"stale {f.stale!r} not in first statement turn {f.turn}")
            if st not in low[f.corrected_at][0] or v not in low[f.corrected_at][0]:
                errs.append(f"correction turn {f.corrected_at} lacks old/new for {f.about}")
            allowed_u, allowed_a = {f.corrected_at}, {f.corrected_at}
            s_u = {t for t, (u, _) in enumerate(low) if st in u}
            s_a = {t for t, (_, a) in enumerate(low) if st in a}
            if not s_u <= {f.turn, f.corrected_at} or not s_a <= {f.turn}:
                errs.append(f"stale {f.stale!r} leaks: user {sorted(s_u)} asst {sorted(s_a)}")
        v_u = {t for t, (u, _) in enumerate(low) if v in u}
        v_a = {t for t, (_, a) in enumerate(low) if v in a}
        if v_u != allowed_u or not v_a <= allowed_a:
            errs.append(f"value {f.value!r} ({f.about}) occurs user {sorted(v_u)} asst {sorted(v_a)}")
    tpt = [f.turn for f in conv.facts]
    thirds = [sum(1 for t in tpt if t < 333), sum(1 for t in tpt if 333 <= t < 666), sum(1 for t in tpt if t >= 666)]
    if min(thirds) < 12:
        errs.append(f"bad spread {thirds}")
    ntok = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns)
    avg = ntok / len(conv.turns)
    if not 80 <= avg <= 130:
        errs.append(f"avg tokens/turn {avg:.1f}")
    return conv, errs, avg, thirds


def _main():
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                             "..", "rollmem_client", "_tiktoken"))
    import tiktoken
    enc = tiktoken.get_encoding("cl100k_base")
    failed = False
    for seed in range(1, 6):
        conv, errs, avg, thirds = _check(seed, enc)
        style_counts = {}
        for st in conv.styles.values():
            style_counts[st] = style_counts.get(st, 0) + 1
        print(f"seed {seed}: turns={len(conv.turns)} facts={len(conv.facts)} corrections={len(conv.corrections)} "
              f"avg_tokens/turn={avg:.1f} spread={thirds} -> {'OK' if not errs else 'FAIL'}")
        print("   styles:", ", ".join(f"{k}={v}" for k, v in sorted(style_counts.items())))
        for e in errs[:20]:
            print("   ERROR:", e)
        failed |= bool(errs)
        r = random.Random(seed)
        for f in r.sample(conv.facts, 3):
            msg = conv.turns[f.turn][0].replace("\n", " / ")
            print(f"   [{f.kind} | {f.about} | {conv.styles[f.turn]}] {(f.stale or f.value)!r} @ {f.turn}: {msg[:230]}")
        for f in conv.corrections[:2]:
            msg = conv.turns[f.corrected_at][0].replace("\n", " / ")
            print(f"   [correction {f.about}] {f.stale!r} -> {f.value!r} @ {f.turn}->{f.corrected_at}: {msg[:200]}")
    print("ALL CHECKS PASSED" if not failed else "SOME CHECKS FAILED")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    _main()
