# ruff: noqa
"""Recall world S: a Brazilian software architect in Lisbon, ~1000 turns of everyday chat with an assistant.

Held-out test data for the conversation-memory recall benchmark.  ``generate(seed)`` returns a
``Conversation`` with 50 planted facts (fixed kind counts) buried in interleaved everyday threads, some of
them corrected later.  Facts are phrased in many styles (plain, value first, subordinate clause, reported
speech, lists, answers to the assistant's questions, inside questions, voice dictation, buried asides,
texting, notes) so that an extractor cannot rely on one surface pattern.

Run ``python recall_world_s.py`` from the benchmarks directory for the self-checks.
"""
from __future__ import annotations

import datetime as _dt
import random
import re
import sys

from recall_conversation import Conversation, Planted

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation",
          "buried", "texting", "note"]
V, OLD = "\x01", "\x02"  # placeholders for the planted value / stale value while text is being styled

# world pools (names of the household and of the businesses; never planted values)
HUSBANDS = ["Duarte", "Gonçalo", "Tiago", "Henrique", "Bernardo", "Vasco", "Filipe", "Afonso"]
KIDS = [("Tomás", "m"), ("Vicente", "m"), ("Caetano", "m"), ("Martim", "m"), ("Leonor", "f"), ("Benedita", "f"),
        ("Alice", "f"), ("Clara", "f")]
NEWCOS = ["Lumora", "Quantiva", "Tessera Cloud", "Brightlane", "Veloxa", "Castora Systems", "Nimbusfold"]
CURCOS = ["Albatroz Digital", "Meridian Soft", "Cobalto Tech", "Ondaverde Labs", "Sextante"]
CLIENTS = ["Pixelmar", "Fiorelli Imports", "Sabiá Studio", "Trama Agency", "Nordlys AB", "Greengate Retail"]
BANKS = ["Millennium", "Caixa", "Novo Banco", "Santander", "Crédito Agrícola", "BPI"]
AGENCIES = ["Casa Sete Colinas", "Alfama Imóveis", "Porta Azul Imobiliária", "Lisboa Prime Homes", "Telhado Vermelho"]
CRECHES = ["Creche O Pião", "Jardim dos Girassóis", "Creche Pequenos Navegadores", "Casinha do Saber", "Creche A Joaninha"]
SURFSCHOOLS = ["Onda Boa Surf School", "Salt & Wax Surf", "Linha Surf Club", "Maré Alta Surf", "Espuma Surf Academy"]
DRIVSCHOOLS = ["Escola de Condução Rossio", "Auto Escola Benfica", "Escola de Condução Estrela", "Auto Escola Graça"]
HOSPITALS = ["Hospital Felício Rocho", "Hospital Mater Dei", "Biocor", "Hospital Vera Cruz", "Hospital Lifecenter"]
PLANS = ["Unimed", "Amil", "Bradesco Saúde", "SulAmérica", "Hapvida"]
BROTHERS = ["Rafael", "Lucas", "Gustavo", "Felipe", "Thiago"]

SLOTS = {
    "friend": ["Joana", "Pedro", "Bia", "Carol", "Rafa", "Inês", "Leandro", "Thaís", "Sofia", "Gui", "Marta", "Diogo",
               "Lu", "Vanessa", "Camila", "Zé"],
    "coworker": ["Nuno", "Priya", "Kasper", "Filipa", "Ravi", "Mariana", "Bruno", "Anke", "Sérgio"],
    "hood": ["Alvalade", "Arroios", "Campo de Ourique", "Benfica", "Penha de França", "Alcântara", "Graça", "Areeiro",
             "Olivais", "Parque das Nações", "Marvila", "Estrela", "Lumiar", "Anjos"],
    "bhplace": ["Savassi", "Pampulha", "Lourdes", "Funcionários", "Santa Efigênia", "Serra", "Buritis", "Sion"],
    "beach": ["Carcavelos", "Costa da Caparica", "Ericeira", "Praia Grande", "São Pedro do Estoril", "Guincho",
              "Fonte da Telha", "Paço de Arcos"],
    "time": ["7:15", "8h30", "9am", "10:45", "12:30", "14h", "3pm", "4:30", "17h45", "6:20", "19h", "9pm", "8:10"],
    "day": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "wk": ["this week", "next week", "tomorrow", "on Friday", "after the weekend", "tonight", "this afternoon"],
    "price": ["€3,20", "€12", "9 euros", "€45", "€7,50", "R$ 60", "€18", "€120", "€2,40", "35€", "€80", "R$ 250",
              "€1,10", "€27,90"],
    "bigeur": ["€310.000", "295 mil euros", "€4.000", "€1.200", "€350k", "€2.100"],
    "num": ["two", "three", "four", "five", "six", "a dozen", "20", "eight"],
    "mins": ["20 minutes", "45 minutes", "an hour", "an hour and a half", "two hours", "35 minutes"],
    "food": ["bacalhau à Brás", "feijoada", "a bifana", "pastéis de nata", "moqueca", "arroz de pato",
             "sopa de legumes", "arroz de tomate", "frango assado", "caldo verde"],
    "weather": ["raining sideways", "gorgeous", "freezing for Lisbon", "super humid", "windy as hell", "grey and drizzly"],
    "snack": ["Kinder egg", "packet of gummies", "croissant", "balloon", "chocolate milk", "toy car"],
    "show": ["the new season of The Bear", "Sintonia", "a Portuguese crime series", "that Korean drama", "Bluey reruns"],
    "city": ["Sintra", "Setúbal", "Óbidos", "Évora", "Tomar", "Coimbra"],
    "dinc": ["the 3rd", "March 10", "the end of the month", "early June", "the 22nd", "mid-April", "October"],
    "pct": ["3%", "10%", "15%", "20%", "5%"],
}

# threads: user filler, assistant filler, follow-ups (F), consequences (Q), to-dos (T), speakers (SP)
TH = {}
TH["kid"] = dict(name="creche", u=[
    "{kid} woke up at {time} again today, I'm running on coffee and spite.",
    "The creche sent another WhatsApp about labelling all of {his} clothes. Do people really iron on name tags?",
    "{kid} refused to get out of the car at the creche this morning, crying 'quero a mamãe'. Broke my heart a bit.",
    "Is it normal for a three-year-old to only eat {food} and bread for a whole week?",
    "We had the adaptation chat with the educadora, she said {he}'s doing fine but naps only {mins}.",
    "{hus} thinks we should move {kid} to the later pickup so I can take the {time} call. Not sure {he}'ll cope.",
    "{kid} has had a runny nose for {num} days and the creche sends {him} home at the first sneeze.",
    "Pediatrician question: which vaccines are due around three in Portugal? The Plano Nacional table confuses me.",
    "My mom keeps sending me articles about screen time. {kid} watched Bluey for {mins} yesterday and I feel judged from 8,000 km away.",
    "Can you give me a few ideas for rainy-day activities with a three-year-old in {hood}? It's {weather} out.",
    "The creche wants a photo and the boletim de vacinas by {day} and I have no idea where the booklet is.",
    "{kid} said 'obrigado' to the bus driver in a perfect Lisbon accent and {hus} almost cried lol",
    "Tantrum at Pingo Doce over a {snack}. I paid {price} for the privilege of being stared at.",
    "Is three too early for swimming lessons? There's a pool near {hood}, {price} per class.",
    "{friend} recommended a private pediatrician in {hood} but the centro de saúde one is free. How do people decide?",
    "We're trying to drop the pacifier. Day {num} and it's chaos.",
    "the creche has a festa on {day} at {time} and I have an interview around then of course",
    "{kid} is obsessed with dinosaurs now, every sentence ends with 'rawr'.",
    "Bilingual question: {he} says 'autocarro' and 'ônibus' in the same sentence. Should we pick one Portuguese?",
    "How do I explain to a three-year-old that vovô is sick in Brazil without scaring {him}?",
    "Creche closed {wk} for staff training, so it's me, {kid} and a laptop. Wish me luck.",
    "fever 38.2 this morning, gave {him} ben-u-ron and now {he}'s jumping on the sofa like nothing happened",
    "The educadora said {kid} bit another kid over a toy truck. I'm mortified.",
    "Potty training update: two dry days, then a disaster in the middle of El Corte Inglés.",
    "{kid} asked why {his} friend {friend} has two mums and I think I handled it okay?",
    "What's a reasonable bedtime for a three-year-old? Ours drifts to {time} and I lose my evenings.",
])
TH["kid"]["a"] = [
    "Three-year-olds are famously selective eaters. As long as {he}'s growing along {his} curve and has energy, a few beige-food weeks are usually fine; keep offering small tastes without pressure.",
    "Drop-off tears are really common in the first months and usually stop a few minutes after you leave. A short, predictable goodbye ritual tends to work better than lingering at the door.",
    "The SNS 24 app and the boletim should show what's due, and the nurse at the centro de saúde can confirm the schedule in a quick call.",
    "If the fever drops with paracetamol and {he}'s playing normally, that's reassuring. If it lasts more than two or three days, or {he} seems floppy, call SNS 24 on 808 24 24 24 or see the pediatrician.",
    "Mixing both varieties of Portuguese is completely normal for kids in bilingual homes, and it sorts itself out. Just keep talking to {him} naturally in your own Portuguese.",
    "For rainy days: a blanket fort, painting with water on the balcony tiles, the Pavilhão do Conhecimento, or a short trip to the Oceanário if you have the energy.",
    "Biting at this age is usually frustration without words. The educadoras have seen it a hundred times; what matters is that it's handled calmly and consistently.",
    "Dropping the pacifier usually takes about a week of rough nights. A 'goodbye to the chucha' ritual can help some kids feel in control.",
    "With the creche germs, the first winter often feels like one long cold. It usually gets much better in the second year.",
    "For the vovô conversation, simple and honest works best: 'vovô's heart is a bit sick and the doctors are helping him'. Three-year-olds take their cue from your tone.",
    "Private versus SNS pediatrician mostly comes down to availability and continuity; many families use the centro de saúde for vaccines and a private one for sick visits.",
    "Name tags: the iron-on ones survive the creche laundry, the stick-on ones don't. A laundry marker is the lazy-but-effective option.",
    "Potty setbacks in public are practically a rite of passage. Keep a spare outfit in the bag and don't read too much into one bad day.",
    "A gradual shift of bedtime by ten minutes every few days is usually easier than a sudden change.",
]
TH["kid"].update(
    F=["One less thing to juggle.", "Now I just need {kid} to cooperate.", "{hus} is relieved.", "Finally some clarity.",
       "Let's see how {he} handles it.", "Mother of the year, me."],
    Q=["I should tell the creche this week", "{hus} will have to take the mornings", "I need to move my {time} call",
       "we have to rethink the pickup rota", "I'm going to need a backup babysitter"],
    T=["label {kid}'s clothes", "buy spare clothes for the creche bag", "send the boletim de vacinas to the creche",
       "find {his} Cartão de Cidadão", "book the dentist", "return the library books", "buy a bigger car seat"],
    SP=["{hus}", "the educadora", "the receptionist at the clinic", "the creche secretary", "my mother-in-law"])
TH["permit"] = dict(name="residence permit", u=[
    "The AIMA website crashed again when I tried to log in. {num} attempts this morning.",
    "Do I need certified translations of my Brazilian birth certificate or is the apostille enough?",
    "My card is about to expire and I'm paranoid about travelling to Brazil with it. Is the extension decree still valid?",
    "{friend} waited {num} months for her renewal. Is that typical now?",
    "The lawyer wants every payslip from the last year plus the IRS declaration. That's a lot of PDFs.",
    "Went to the Loja do Cidadão in {hood} for the criminal record certificate, the queue at {time} was already insane.",
    "Does the renewal depend on my job contract? I'm worried about switching jobs mid-process.",
    "What's the difference between the manifestação de interesse and a regular renewal? I keep mixing them up.",
    "Do they still ask for proof of accommodation if we're in the middle of buying a flat?",
    "I had to print {num} documents at the papelaria, {price} later I'm officially poorer.",
    "How do I get the atestado de residência from the Junta de Freguesia? Do I still need two witnesses?",
    "The SEF to AIMA transition made everything worse, honestly. Nobody answers the phone.",
    "{hus} says as the wife of a Portuguese citizen I could just apply for nationality. Is that faster?",
    "I need new passport photos, the last ones are from 2019 and I look like a different person.", "my permit stress level today is 9 out of 10",
    "Could you help me write a polite but firm complaint to AIMA about a delayed renewal?",
    "The lawyer charged more for the first consultation than I pay for {num} months of metro passes. Is that normal in Lisbon?",
    "Can I travel to Brazil for dad's surgery while the renewal is pending, with just the receipt?",
    "What's the Livro Amarelo and does complaining there actually do anything?",
    "Found an old SEF letter in a drawer from 2021, it feels like archaeology.",
    "{friend} got her card around {dinc}, a year after applying.",
    "Is the CIPLE language test hard for a Brazilian? I'm fluent, the written part scares me.",
    "Do I need to update my address with AIMA if we move into the new flat before the card arrives?",
    "Another email from the lawyer with {num} attachments. I'll read them on the train.",
    "The social security statement needs to be certified, I think. Or maybe not. Who knows anymore.",
    "Biometrics question: do they take fingerprints again if they already have mine from last time?",
])
TH["permit"]["a"] = [
    "For the renewal, the usual pack is passport, current card, proof of means (payslips or IRS), proof of address and the criminal record authorisation. Your lawyer may want extras, but that's the core.",
    "Brazilian documents with a Hague apostille are generally accepted; a certified translation is only needed if the office asks, which is rare for Portuguese-language documents.",
    "The extension decrees for expired cards have been renewed several times, but airlines don't always know about them. Carrying the appointment proof and a printout of the decree helps.",
    "Nationality through marriage is a separate track: it usually needs three years of marriage and proof of effective ties, and it's slow too, but it ends the renewal cycle.",
    "A complaint works best when it's short: your process reference, dates of attempts, what you need and by when. I can draft one in Portuguese if you like.",
    "The Livro Amarelo complaints do get forwarded to the regulator, so they're not useless, but they rarely speed up an individual case on their own.",
    "If you move before the card arrives, update the address at the Finanças first; the other services often sync from there.",
    "Switching jobs mid-renewal is usually fine as long as you can show ongoing means of subsistence; the new contract simply replaces the old one in the file.",
    "Waiting times vary a lot by office. Some people get called in weeks, others wait many months; checking the portal weekly and keeping the receipt safe is the practical part.",
    "CIPLE A2 is very manageable for a native speaker; the written part is mostly short, practical texts. A couple of past papers should be enough.",
    "It's worth keeping one folder, paper or digital, with every PDF named by date. It saves a lot of pain when someone asks for 'that document from before'.",
    "The atestado rules depend on the Junta; some accept a utility bill in your name, others still ask for witnesses who are registered voters in the parish.",
]
TH["permit"].update(
    F=["Bureaucracy, the Portuguese national sport.", "One step closer.", "I'll believe it when I see the card.",
       "Pois, let's see.", "Fingers crossed."],
    Q=["I need to get the translations done this week", "I should ask the lawyer what to bring",
       "I can't book anything to Brazil around then", "I have to take a day off work", "I need new photos first"],
    T=["print the payslips", "get the criminal record certificate", "ask for the atestado at the Junta",
       "renew the passport photos", "scan the IRS declaration", "copy {hus}'s Cartão de Cidadão"],
    SP=["the lawyer's assistant", "the lady at the AIMA desk", "{hus}", "my friend {friend}", "the receptionist"])
TH["flat"] = dict(name="flat", u=[
    "We visited another flat in {hood}, lovely light but the kitchen is from 1974.",
    "The bank's appraiser is coming {wk} at {time}. Should we be there?",
    "How much should we budget for IMT and Imposto do Selo on top of the price?",
    "The seller wants to take the washing machine with them, lol, fine.", "Is the caderneta predial the same thing as the certidão permanente?",
    "{hus} wants a place near his parents, I want to be close to a metro. Classic.",
    "Should we sign the CPCV with a 10% sinal or try to negotiate it down to 5%?",
    "The condominium minutes mention facade works next year. Red flag or normal?",
    "Spread vs TAEG: can you explain the difference like I'm tired, because I am?", "The broker keeps calling at {time} when I'm in meetings!",
    "Do we have to take the life insurance through the bank or can we get it elsewhere?",
    "We measured the second bedroom, it's about 9 m². Enough for a toddler bed and a desk?",
    "There's a humidity stain on the bathroom ceiling. How worried should I be?",
    "A similar flat in {hood} went for {bigeur} last month, which feels insane.", "What should I check at the final visit before the escritura?",
    "{friend} bought in {hood} last year and says the energy certificate was a joke.",
    "Elevator or no elevator? The one we like is a third-floor walk-up.", "Euribor went down a bit this month, does that change anything for us?",
    "The bank's simulation assumes Euribor at {pct}. Realistic?",
    "The agency sent {num} new listings, none of them with a balcony.", "The kitchen renovation quote came in and I need to lie down.",
    "do we need a lawyer for the purchase or is the notary enough", "Is it common to ask the seller to fix the window frames before signing?",
    "The flat has gas, not induction. {hus} says it's a dealbreaker, I think it's charming.",
    "Our rent went up again this month, which is one more reason to buy, I guess.",
    "How long does the bank usually take between the appraisal and the final approval?",
])
TH["flat"]["a"] = [
    "As a rough rule, budget 6-8% of the price on top for IMT, Imposto do Selo, registration and bank fees, though the exact IMT depends on the price bracket and whether it's your own permanent home.",
    "Spread is the bank's margin on top of Euribor; TAEG is the all-in annual cost including fees and insurance. TAEG is the number to compare between banks.",
    "You don't have to be at the appraisal, but being there lets you point out improvements the appraiser might miss, like new windows or a renovated bathroom.",
    "Facade works in the minutes aren't a red flag by themselves, but ask whether there's an extraordinary quota approved, because that would be on you once you own the flat.",
    "Banks must accept external life insurance if the coverage is equivalent, and it's often cheaper. They may tweak the spread, so compare the total.",
    "A 10% sinal is standard, but it's negotiable. Remember the sinal is at risk if you pull out, so make sure the CPCV has a clause for the mortgage being refused.",
    "A humidity stain can be a one-off leak from upstairs or a chronic problem. Ask the seller and the administrator of the condominium whether there's history.",
    "For the final visit: check taps and water pressure, outlets, windows, that the agreed furniture is there, and read the meters so the bills start in your name on the right day.",
    "Between appraisal and final approval it's often two to four weeks, depending on how fast the bank's risk department moves.",
    "Walk-ups are cheaper and quieter, but with a toddler, shopping and eventually a stroller, three floors add up. Maybe try carrying a heavy bag up before deciding.",
    "Gas stoves can be swapped for induction later; it's mostly an electrician and a new hob, not a renovation.",
    "A notary is enough for the deed itself, but a lawyer can check the registry, debts on the property and licences, which is worth it for peace of mind.",
]
TH["flat"].update(
    F=["Adulting is expensive.", "{hus} is already measuring furniture.", "One more step.", "Deep breaths.",
       "The paperwork never ends."],
    Q=["we need to move money between accounts this week", "I should ask the bank what else they need",
       "we can't plan the move before that", "I have to tell the agency", "we should book the movers early"],
    T=["send the IRS declarations to the bank", "ask for the certidão permanente", "get the energy certificate",
       "compare life insurance quotes", "book the movers", "measure the living room"],
    SP=["the agent", "{hus}", "someone at the bank", "the seller", "the lawyer {hus} knows"])
TH["job"] = dict(name="job hunt", u=[
    "Had the system design round today: design a multi-region event pipeline. I think it went ok?",
    "The recruiter wants to know my notice period. Mine is 60 days, I think.",
    "How should I answer 'what are your salary expectations' without anchoring too low?",
    "My manager at {curco} suspects something. I've had too many 'dentist appointments'.",
    "Is it normal to have {num} interview rounds for a principal architect role?",
    "They want a take-home exercise, '{mins} max', but it's obviously a weekend.",
    "The behavioural round is with {coworker}'s old team lead, small world.",
    "Do Portuguese offers always include the 13th and 14th month? How do I compare with an offer that doesn't?",
    "{newco} has a hybrid policy, two days in the office near {hood}. Commute would be {mins}.",
    "I need to present an architecture I designed for 20 minutes. The payments rewrite or the data platform?",
    "Meal allowance vs base salary: the subsídio de alimentação on a card is tax-free up to a point, right?",
    "An interviewer asked me about consistency trade-offs and I blanked for 5 seconds. Dying.",
    "Should I mention I'll need a week off for my dad's surgery if I get the job?", "{curco} might counter-offer. Is that ever worth accepting?",
    "LinkedIn is full of recruiters today, {num} messages, all for crypto.", "What's a reasonable equity ask at a Series B company in Portugal?",
    "Can you help me structure 'tell me about a time you disagreed with leadership'?",
    "The interview is in English but the team speaks Portuguese at lunch. I love it.",
    "They want two former managers as references. One moved to Berlin and doesn't answer emails.",
    "I got feedback that I was 'too senior' for one team. What does that even mean.",
    "How long should I wait after a round before pinging the recruiter?", "my brain is fried after 4 hours of interviews",
    "Should I ask about on-call during the interviews or only after the offer?", "Doing a mock interview with {coworker} tonight at {time}.", "The recruiter said they'd decide 'by {dinc}', we'll see.",
    "Leetcode at 38 with a toddler. Who designed this process.",
])
TH["job"]["a"] = [
    "For salary expectations, give a range anchored on the top of the market for the role, and say it depends on the full package. It's much easier to come down than to go up.",
    "Four or five rounds for a principal role is common: recruiter screen, technical deep dive, system design, behavioural, and a final with leadership.",
    "When comparing offers, convert everything to annual gross including the 13th and 14th month, meal allowance, bonus and equity at a conservative value.",
    "For the disagreement story, use a real case: context, what you disagreed with and why, how you raised it, and what happened. Showing you can disagree and commit is the point.",
    "Counter-offers sometimes work, but the reasons you started looking rarely disappear. It's worth writing those reasons down before the conversation.",
    "For the presentation, pick the project where you can explain the trade-offs best, not the fanciest one. Interviewers remember the 'why', not the boxes.",
    "I'd wait until you have an offer before mentioning the week off; it's a normal request and most companies will accommodate it, especially for a family surgery.",
    "Blanking for five seconds feels endless to you and barely registers for the interviewer. Saying 'let me think about that' is completely fine.",
    "A polite check-in after about a week is normal. Keep it short and restate your interest.",
    "'Too senior' often means the team needs someone hands-on for execution rather than direction-setting. It's not a judgement of you.",
    "The meal allowance on a card is tax-free up to a daily limit, so shifting part of the package there can increase net pay a bit, though it doesn't count for the 13th and 14th month.",
    "Asking about on-call during the interviews is reasonable and signals you know how real systems run. Frame it as curiosity about their operations.",
    "Equity at a Series B is hard to value; ask for the number of options, the strike price and the total shares outstanding so you can estimate it properly.",
]
TH["job"].update(
    F=["Exciting and terrifying.", "Let's see what they say.", "Fingers crossed.", "I need a nap.",
       "{hus} says I'm overthinking it."],
    Q=["I need to block the whole morning", "I should prepare the presentation this weekend",
       "I have to tell my manager something vague", "I'll need {hus} to do pickup that day",
       "I should update my notes on the payments project"],
    T=["update the CV", "prepare the architecture deck", "email the references", "read up on their stack",
       "check the notice period in my contract", "practise the behavioural stories"],
    SP=["the recruiter", "{coworker}", "my friend who works there", "{hus}", "the HR person"])
TH["dad"] = dict(name="dad", u=[
    "Talked to my mom, dad is stable but tired. Saudade dói.",
    "The cardiologist in BH mentioned a bypass but they might try angioplasty first. What's the difference in recovery?",
    "My brother {bro} is handling the health plan paperwork, he lives in {bhplace}.", "How long is recovery from bypass surgery for a 71-year-old?",
    "The hospital wants a pre-op echo and a lot of blood tests. Dad hates needles.",
    "Should I fly before or after the surgery? I can't be there for a whole month.",
    "{plan} is asking for yet another authorisation form. Brazilian health plans are a nightmare.",
    "Dad keeps saying 'não precisa vir, filha', which means please come.", "Flight prices to BH jumped again since last week.",
    "Mom asked me to bring Portuguese olive oil and {food}. Priorities.", "What questions should we ask the surgeon in the pre-op consultation?",
    "The time difference with BH means my calls with mom are always at weird hours.",
    "Do I need anything special to bring {kid} to Brazil? {He} has a Brazilian passport already.",
    "dad sent a voice note from the hospital bed making jokes about the food so he's fine lol",
    "What's cardiac rehab like in Brazil, does the plan usually cover it?", "My aunt in {bhplace} offered to stay with mom during the hospital days.",
    "Is it safe for dad to fly to Lisbon at Christmas after the surgery?", "I feel guilty being so far away. Eight thousand kilometres is a lot.",
    "The hospital's WhatsApp bot is better than any public service I've dealt with, honestly.",
    "Mom wants to know what 'fração de ejeção' means, can you explain it simply?",
    "{bro} and I are splitting the costs, he thinks I'm rich because I earn in euros.",
    "Dad's cardiologist retired last year, so now it's a new team who doesn't know him. Stressful.",
    "Mom sent me {num} photos of the hospital room. She's nesting.", "Can you explain what a cateterismo is? Mom used the word like I should know.",
])
TH["dad"]["a"] = [
    "Bypass recovery usually means about a week in hospital and six to twelve weeks before normal activity, with cardiac rehab helping a lot. Angioplasty recovery is much faster, often days.",
    "Good pre-op questions: how many of these procedures the team does a year, expected time in ICU, what the plan is if they find more than expected, and who to call after discharge.",
    "Many people fly in a few days before so they can meet the team, and stay for the first week after, which is the most intense part for the family.",
    "Ejection fraction is the percentage of blood the heart pumps out with each beat; around 55-70% is normal, and lower numbers mean the muscle is working less efficiently.",
    "A cateterismo is a catheter-based exam where they thread a thin tube to the heart arteries to see blockages, and sometimes place a stent in the same procedure.",
    "Health plans in Brazil often require prior authorisation for surgery and some exams; having the doctor's report with the procedure codes speeds it up.",
    "Feeling guilty at a distance is very common for immigrant kids. Being there for the key days and organising from here is real help, even if it doesn't feel like it.",
    "Cardiac rehab in Brazil is often covered partially by plans; it's worth asking the hospital for the referral before discharge.",
    "For {kid}, a Brazilian passport is enough to enter Brazil; just carry the birth certificate too, in case someone asks about travelling with one parent.",
    "Flying long-haul after heart surgery is usually off the table for several weeks; the surgeon will give a specific window at the follow-up.",
    "It might help to keep a shared note with {bro} listing who handles what: plan, hospital, flights, mom's support.",
    "A voice note with jokes is honestly a great sign; humour usually means he's comfortable and alert.",
]
TH["dad"].update(
    F=["Saudade.", "Mom is holding up, sort of.", "Just want it to be over.", "One thing at a time.",
       "{bro} is on it too."],
    Q=["I need to sort out the flights now", "I should ask my manager for time off", "{bro} will handle the plan",
       "I have to find someone to stay with {kid}", "mom needs someone with her at the hospital"],
    T=["send {bro} the plan documents", "buy the olive oil for mom", "check the baggage allowance",
       "ask my manager for leave", "print the surgeon's report", "call mom at night"],
    SP=["my mom", "{bro}", "my aunt", "{hus}"])
TH["surf"] = dict(name="surf", u=[
    "Surfed at {beach} this morning, tiny waves but I stood up {num} times!", "Wetsuit question: 3/2 or 4/3 for Lisbon in spring?",
    "{hus} got tumbled by a wave and now has sand in places he didn't know existed.", "Is it too early to buy my own board or should I keep renting?",
    "The forecast says 5 ft at {beach} on {day}. Too big for a beginner?", "I keep pearling, nose dive every single time. What am I doing wrong?",
    "The surf school moved the meeting point to the parking lot by the beach bar.", "My shoulders are destroyed after paddling for {mins}.",
    "Can {kid} come to the beach while we surf? There's a kids' corner apparently.", "Sunscreen recommendations that don't sting the eyes?",
    "Carpool to {beach}: {friend} is driving, leaving at {time}.", "What's the etiquette on dropping in? An old guy yelled at me today.",
    "Is Ericeira worth it for beginners or is it all reef breaks?", "Surfing is the only hour of the week I don't think about AIMA.",
    "How do I read a surf forecast? Period, swell direction, wind, it's all hieroglyphics to me.", "The water was 15 degrees. Fifteen!",
    "We're thinking about a surf trip in the autumn, Peniche or the Algarve?", "Bought wax for {price}, felt like a real surfer for a minute.",
    "my arms are jelly", "Duck dive vs turtle roll on a soft-top, which one should I learn first?",
    "{friend} says I should try the early session at {beach}, fewer people before {time}.",
    "Got stung by something at {beach}, probably nothing, it's just red.",
])
TH["surf"]["a"] = [
    "For Lisbon in spring a 4/3 is the safer bet; the Atlantic stays cold until June or so, and you'll surf longer if you're warm.",
    "Pearling usually means you're too far forward on the board. Try sliding back a few centimetres and lifting your chest when the wave picks you up.",
    "Renting for a few more months is sensible; once you know whether you prefer a longer or shorter soft-top, buying makes more sense.",
    "Surf forecasts: period is seconds between waves (longer means more power), swell direction tells you which beaches catch it, and offshore wind is the one you want.",
    "Five feet at a beach break is on the edge for a beginner. With an instructor it can be fine; alone I'd stay in the whitewater.",
    "On a soft-top, turtle rolls are easier; duck diving comes later with a smaller board.",
    "Dropping in is the big rule: whoever is closest to the peak has priority. Looking both ways before you go saves a lot of shouting.",
    "Mineral sunscreen sticks made for sports usually sting the least; put it on 20 minutes before you get in.",
    "Ericeira has beginner-friendly spots like Foz do Lizandro, but many of the famous breaks are reefs for advanced surfers.",
    "Shoulder soreness is classic paddling fatigue; it gets a lot better after a few weeks, and some band exercises help.",
    "Peniche in autumn is great for learning because there's always one side of the peninsula with smaller waves.",
]
TH["surf"].update(
    F=["Can't wait.", "Stoked.", "{hus} is less excited than me.", "The ocean is my therapy.", "Vamos!"],
    Q=["I need to buy a thicker wetsuit", "we should ask {friend} to watch {kid}", "we'll have to leave Lisbon early",
       "I should rest my shoulder this week", "I need to rent a board"],
    T=["buy a 4/3 wetsuit", "wax the board", "check the forecast", "pack the beach bag for {kid}",
       "find my surf poncho", "pay the surf school"],
    SP=["the instructor", "{hus}", "{friend}", "the guy at the surf school desk", "the school's WhatsApp group"])
TH["free"] = dict(name="freelance", u=[
    "{client} still hasn't paid. {num} weeks past due now.", "How do I write a payment reminder that's firm but doesn't burn the bridge?",
    "Do I issue the fatura-recibo on the Portal das Finanças before or after they pay?",
    "The client wants 'just a small change' to the architecture doc. Third small change this month.",
    "Freelance taxes: on the simplified regime, is it really only 75% of the income that gets taxed?",
    "Their finance team says the invoice 'got lost'. Sure.", "Should I stop work until they pay? I'm worried about the relationship.",
    "I worked {num} hours on their migration plan this week on top of my day job.",
    "Can I charge late interest in Portugal as a freelancer? Is there a legal rate?",
    "{client} asked if I can start a new phase next month. Not until they pay, obviously.",
    "I need a simple contract template for the next project, with proper payment terms.",
    "Segurança Social as a trabalhadora independente: the quarterly declaration is due soon, right?",
    "Their CTO is lovely, their finance department is a black hole.", "Is an accountant worth it for freelance income? Mine charges {price} a month.",
    "Do I charge VAT to a client in another EU country?", "I just want to design systems, not chase money.", "They promised payment 'by {dinc}' last time too.",
    "Sent the third reminder. Read receipt on, no reply.", "Could you summarise my options if they never pay? Injunção?",
    "hour tracking is a mess, I have notes in 3 different apps",
    "Would it be weird to ask for a deposit from a client I've worked with for two years?",
    "Their project manager {friend} apologised on their behalf, which is sweet but doesn't pay rent.",
    "They scheduled a 'quick sync' at {time} on {day}. Quick, sure.",
])
TH["free"]["a"] = [
    "A firm reminder can be short: invoice number, amount, original due date, a new date, and a line saying work on the next phase starts once it's settled.",
    "In Portugal the fatura-recibo is issued when you receive the payment; if you need to bill first, you issue a fatura and then the recibo when the money arrives.",
    "Under the simplified regime, service income is usually taxed on 75% of the amount, but there are conditions around expenses, so your accountant should confirm.",
    "Commercial late-payment interest exists for business transactions and is published every semester, so you can reference it in the reminder.",
    "The injunção is the standard route for unpaid invoices; it's cheaper than a lawsuit and done online, though it's usually the last resort.",
    "Asking for a deposit from a long-standing client is normal when a project is large; framing it as a new policy for all clients takes the personal edge off.",
    "For an EU business client with a valid VAT number, you normally invoice without VAT under reverse charge and mention it on the invoice.",
    "Pausing work is a legitimate lever, but announce it in advance with a clear date so it reads as policy rather than a threat.",
    "A single spreadsheet with date, client, task and hours is boring but solves the three-app problem.",
    "Scope creep is easier to stop with a written change process: every 'small change' gets a one-line estimate before you start.",
    "The quarterly Segurança Social declaration is due in the month after each quarter ends; the portal sends reminders if you enable them.",
]
TH["free"].update(
    F=["Freelancing, they said. Freedom, they said.", "Not my favourite client right now.", "Enough is enough.",
       "I'll give them one more week.", "Sigh."],
    Q=["I'm not starting the next phase", "I should update the contract template", "I'll send one last reminder",
       "I need to talk to my accountant", "I have to plan my cash flow around it"],
    T=["send the reminder", "issue the fatura-recibo", "update the hours sheet", "ask the accountant about VAT",
       "draft the new contract", "file the quarterly declaration"],
    SP=["their CTO", "my accountant", "{friend} from their team", "their finance assistant", "{hus}"])
TH["cat"] = dict(name="cat", u=[
    "The cat threw up on the new rug at {time}. Of course the new rug.", "How do I get a cat to take a pill? I've been scratched {num} times.",
    "The cat and {kid} have a truce: {he} doesn't pull the tail, the cat doesn't bite.", "The cat is drinking a lot of water lately, should I worry?",
    "Best way to transport a cat when we move to the new flat?", "the cat sleeps on my laptop keyboard during standups, it's a whole thing",
    "Litter recommendations? The clumping one is dusty and {kid} keeps trying to 'help'.",
    "The cat is 11 now, which is like 60 in human years, right?", "We need a cat sitter for when I fly to Brazil. {friend} might do it.",
    "The vet consultation alone was {price}. Cats are luxury items.", "Scratching the sofa again. Does double-sided tape actually work?",
    "The cat brought a gecko in from the balcony. So proud of it, too.", "Is it okay to leave the cat alone for a weekend with an automatic feeder?",
    "Should we get pet insurance? Is that even a thing in Portugal?", "the cat just knocked my coffee off the desk while maintaining eye contact",
    "How do cats adjust to a new flat? I'm worried about the move.",
    "The indoor life is making the cat chubby. How much should a cat weigh, roughly?",
    "The cat's teeth look a bit yellow. Do vets do dental cleaning under anaesthesia?", "3am zoomies again. {hus} wants to buy earplugs.",
    "The cat hid under the bed for {mins} after the vacuum came out.",
])
TH["cat"]["a"] = [
    "Pill pockets or a tiny bit of tuna paste work for many cats; otherwise a pill popper and a quick 'burrito' wrap in a towel save your arms.",
    "Drinking a lot more water in an older cat is worth a vet check, since it can point to kidney or thyroid issues that are very manageable if caught early.",
    "For the move, keep the cat in one quiet room with litter, food and something that smells familiar for the first days, then open the rest of the flat gradually.",
    "A weekend with an automatic feeder and two water sources is usually fine for a healthy adult cat, but having someone check in once is safer.",
    "Pet insurance exists in Portugal, but for an older cat the premiums are higher and pre-existing conditions are excluded, so read the fine print.",
    "Double-sided tape helps some cats, but a sturdy sisal post right next to the sofa usually does more.",
    "Most healthy domestic cats sit between 3.5 and 5 kg, but frame size matters; the vet can tell you a body condition score.",
    "Dental cleaning under anaesthesia is routine; for an older cat they normally do bloodwork first.",
    "Night zoomies are often pent-up energy; ten minutes of wand-toy play before bed can make a big difference.",
    "Unscented clumping litter that's labelled low-dust is usually the compromise; a covered box helps with small helpers too.",
]
TH["cat"].update(
    F=["The cat runs this house.", "Cats, man.", "{kid} is thrilled.", "Ten out of ten cat though.", "Sigh, cats."],
    Q=["I need to buy more of it before the trip", "{friend} has to know before cat-sitting",
       "I should put a reminder in my phone", "we have to plan the move around it", "I'll call the vet tomorrow"],
    T=["buy litter", "book the cat sitter", "order the automatic feeder", "clean the carrier", "buy a new scratching post"],
    SP=["the vet", "the vet nurse", "{hus}", "{friend}", "the lady at the pet shop"])
TH["drive"] = dict(name="driving licence", u=[
    "Stalled the car {num} times on the hill by the Gulbenkian. The bus behind me was not amused.",
    "Clutch control tips? My left leg shakes after every lesson.", "Lesson today at {time}, roundabouts in {hood}. Portuguese roundabouts are chaos.",
    "The theory exam was fine, it's the hill starts that kill me.",
    "Is it true you can exchange a Brazilian licence in Portugal? Mine expired years ago anyway.",
    "The instructor says I brake too late. I say the other cars are too close.", "How many lessons does an adult typically need before the exam?",
    "Parallel parked between two Smarts in {hood}, nailed it on the fourth try.",
    "{hus} offered to practise with me in his car. Marriage counselling may follow.", "What do examiners fail people for most in Portugal?",
    "Can you explain the roundabout lane rules here? Exiting from the inner lane is illegal?",
    "Driving stick feels like patting your head and rubbing your belly at the same time.", "Each extra lesson is {price}. My wallet is crying.",
    "Night driving lesson on {day}, ai meu deus.", "Does the exam include a motorway stretch or is it just city driving?",
    "I almost went the wrong way into a one-way street. Almost!", "Should I book the exam now or wait until I'm more confident?", "The school says exam slots open around {dinc}.",
    "second to third is fine, third to second is where my soul leaves my body",
    "Rained during the lesson today and the windscreen fogged up, I had no idea which button to press.",
    "The instructor made me drive past the Marquês at {time}. Character building.",
])
TH["drive"]["a"] = [
    "For clutch control, practise finding the biting point on a flat, quiet street until you can hold it without thinking; hill starts get much easier after that.",
    "Brazilian licences can be exchanged while they're valid and within certain time limits; with an expired one, the normal exam route is usually the only option.",
    "Most adults need somewhere between 25 and 40 lessons for a manual licence; starting with no driving experience usually means the upper end.",
    "Common exam fails are roundabout lane discipline, priority to the right, not checking mirrors before changing direction, and stalling in a tricky spot.",
    "In Portuguese roundabouts you should exit from the outer lane; if you're in the inner lane you need to move out safely before your exit.",
    "The exam normally focuses on urban driving, but examiners can include faster roads depending on the centre's routes.",
    "Shifting down is smoother if you brake first, then clutch, then choose the gear; rushing it is what makes the car jerk.",
    "For a foggy windscreen, air to the windscreen with the AC on clears it quickly; ask the instructor to show you the buttons while parked.",
    "Booking the exam a few weeks out can be motivating; you can usually reschedule if you're not ready, though there may be a fee.",
    "Practising with a spouse works better with a rule: only the learner talks about the driving, the passenger just navigates.",
]
TH["drive"].update(
    F=["Third gear is my friend.", "Stalling is my cardio.", "{hus} is praying for me.", "Pray for me.",
       "One day I'll drive to the beach myself."],
    Q=["I need more hill-start practice", "I should squeeze in two extra lessons", "{hus} has to drive me that day",
       "I can't schedule interviews that morning", "I need to study the roundabout rules again"],
    T=["book two extra lessons", "review the theory app", "practise parking with {hus}", "pay the exam fee",
       "bring my ID to the lesson"],
    SP=["the instructor", "the school secretary", "{hus}", "{friend}", "a guy in my theory class"])
TH["home"] = dict(name="home", u=[
    "{hus} made {food} for dinner and {kid} actually ate it! Miracle.", "Weekend plan: day trip to {city} or stay home and do nothing?",
    "My in-laws invited us for lunch on {day} at 13h, which in Portuguese family time means 14h30.",
    "Can you suggest a quick weeknight dinner with {num} ingredients max?",
    "Saudade de pão de queijo de verdade. The frozen ones here are not the same.",
    "We argued about the dishwasher again. How do couples divide chores without a spreadsheet?", "Watching {show} tonight, no spoilers please.",
    "Went to the Feira da Ladra and bought a lamp for {price}. {hus} hates it.", "It's {weather} in Lisbon today.",
    "Brazilian friends are coming for dinner, I want to make something Portuguese to impress them.",
    "I need a birthday gift idea for {hus}, he likes cycling and old jazz records.",
    "Pingo Doce or Continente for the weekly shop? We keep switching.", "Is there a good Brazilian grocery near {hood}? I need farinha and guaraná.",
    "Can you help me plan toddler-friendly meals for the week?", "I want to read more. Any Brazilian authors you'd recommend?",
    "{friend}'s birthday party is at {time} on {day} in {hood}.", "the washing machine is making a noise like a helicopter",
    "Our neighbour practises the accordion at {time}. Every. Day.", "Should we take the ferry to Cacilhas for lunch on {day}?",
    "I'm so tired. Everything is happening at the same time.", "{hus}'s mother keeps asking when we're giving {kid} a sibling. Not now, sogra.",
    "Made brigadeiros with {kid}, the kitchen looks like a crime scene.",
    "Our power went out for {mins} and I realised how dependent I am on the kettle.",
])
TH["home"]["a"] = [
    "For a weeknight: pasta with tomato, tuna and capers, or rice with an egg and sautéed greens. Both take under 20 minutes and most toddlers tolerate at least part of it.",
    "For chores, dividing by ownership rather than by task-of-the-day tends to work: one person owns the dishwasher and laundry, the other owns cooking and shopping, and you swap monthly.",
    "To impress Brazilian friends with Portuguese food: arroz de pato, or bacalhau com natas, plus pastéis de nata from a good pastelaria for dessert.",
    "For a cycling and jazz fan: a vintage record from a shop in Bairro Alto, or a nice saddle bag. Experiences work too, like a guided ride in Sintra.",
    "Brazilian authors worth trying: Itamar Vieira Junior's 'Torto Arado', Clarice Lispector's short stories, or Conceição Evaristo.",
    "A washing machine that sounds like a helicopter often has an unbalanced load or something stuck in the drum; worn bearings are the expensive version.",
    "A day trip to {city} is lovely in this season, but a slow weekend at home is also a perfectly good plan when everything else is busy.",
    "For toddler meals: soup with everything blended in, rice and beans, fish cakes, omelettes with veggies, and pasta bakes that freeze well.",
    "It sounds like a lot of threads are moving at once; it might help to pick one thing each day that can wait.",
    "Cacilhas is a great cheap outing, ten minutes on the ferry, grilled fish by the river, and the view of Lisbon on the way back.",
]
TH["home"].update(
    F=["Life in Lisbon, né.", "{hus} agrees, for once.", "Small wins.", "Saudade de casa.", "Enfim."],
    Q=["I should tell {hus}'s mother", "we need to plan the weekend around it", "I'll do the shopping on {day}",
       "{hus} will have to cook", "I need to reorganise the fridge"],
    T=["buy detergent", "call {hus}'s mother", "book the restaurant", "fix the washing machine",
       "order groceries", "water the plants"],
    SP=["{hus}", "my mother-in-law", "{friend}", "my mom on WhatsApp", "the neighbour"])
THREADS = list(TH)
# words in the user's message that make each assistant template (same order as TH[...]["a"]) a fitting reply
KEYS = {
    "kid": ["eat|food|bread", "crying|refused|mamãe", "vaccin|boletim", "fever|runny nose|sneeze|ben-u-ron",
            "autocarro|bilingual|obrigado", "rainy|activities|weather|training", "bit another|bite", "pacifier",
            "runny nose|sneeze|sick", "vovô|sick in brazil", "pediatrician|centro de saúde", "label|name tag",
            "potty|dry days", "bedtime|woke up"],
    "permit": ["payslip|documents|print", "apostille|translation|birth certificate", "expire|decree|travel|receipt",
               "nationality|citizen", "complaint", "livro amarelo", "address|new flat|accommodation",
               "job contract|switching jobs", "waited|months|crashed|nobody answers|sef", "ciple|language test",
               "attachments|pdfs|social security|certified", "atestado|junta|witness"],
    "flat": ["imt|selo|budget", "spread|taeg|euribor", "apprais", "facade|minutes", "insurance", "cpcv|sinal",
             "humidity|stain", "final visit|escritura", "how long|approval", "elevator|walk-up|lift",
             "gas|induction|kitchen", "lawyer|notary|caderneta|certidão|energy certificate"],
    "job": ["salary|expectations", "rounds", "13th|compare|offer", "disagreed|leadership|behavioural", "counter-offer",
            "present", "week off", "blanked", "wait after|pinging", "too senior", "meal allowance|subsídio",
            "on-call", "equity|series b"],
    "dad": ["recovery|bypass|angioplasty", "questions|pre-op|surgeon", "fly before|whole month", "fração|ejection",
            "cateterismo", "authorisation|plan|paperwork", "guilty|far away|saudade|não precisa", "rehab",
            "passport|bring", "christmas|fly to lisbon", "splitting|brother|aunt|handling", "voice note|jokes"],
    "surf": ["wetsuit|15 degrees", "pearling|nose dive", "own board|renting", "forecast|hieroglyph", "ft at|too big",
             "duck dive|turtle", "dropping in|yelled", "sunscreen", "ericeira", "shoulders|arms are jelly|paddling",
             "peniche|surf trip|algarve"],
    "free": ["reminder|hasn't paid|past due|no reply|got lost", "fatura|recibo", "simplified|taxes", "interest",
             "injunção|never pay", "deposit", "vat", "stop work|until they pay|new phase", "tracking|apps|hours",
             "small change", "segurança social|quarterly"],
    "cat": ["pill", "drinking|water", "move|new flat|transport", "feeder|weekend|alone|cat sitter", "insurance",
            "scratch|sofa", "weigh|chubby", "teeth|dental", "zoomies|3am|knocked", "litter"],
    "drive": ["clutch|stalled|hill", "brazilian licence|exchange", "how many lessons|extra lesson", "fail|examiner",
              "roundabout", "motorway", "third to second|brake", "fog|windscreen|rain", "book the exam|confident",
              "practise with me|marriage"],
    "home": ["dinner|ingredients", "dishwasher|chores", "impress|brazilian friends", "gift|birthday", "read|authors",
             "washing machine|helicopter", "day trip|weekend plan", "meals|toddler-friendly", "tired|everything",
             "cacilhas|ferry"],
}
for _th, _keys in KEYS.items():
    assert len(_keys) == len(TH[_th]["a"]), _th

USER_OPEN = ["Ok, another thing.", "Morning!", "Bom dia!", "Quick one.", "Hey.", "Back again.", "Sorry, me again.",
             "Oi!", "So.", "Random question."]
USER_CLOSE = ["Thoughts?", "Does that make sense?", "Ugh.", "Anyway.", "Obrigada!", "Tá?", "Né?", "Help.", "lol",
              "What would you do?", "kkkk"]
ASIDES = [
    "The 28 tram was packed again.", "It's {weather} today.", "{kid} just woke up from {his} nap.",
    "My coffee went cold, as usual.", "{hus} is on a call in the other room.", "The neighbour's drill started at {time}.",
    "I have about forty tabs open.", "Lisbon traffic, enough said.", "I'm typing this on the metro.",
    "I ate {food} for lunch and now I'm sleepy.", "{friend} says hi, by the way.", "My phone is at 4%.",
    "The cat is sitting on my notes.", "Also my back hurts from the sofa.", "I need a holiday from my holiday.",
    "{coworker} just pinged me about a deploy.", "Our wifi keeps dropping.", "I forgot my umbrella, of course.",
    "Pastel de nata count this week: {num}.", "I still haven't answered my mom's voice notes from {day}.",
]
PT_TOUCH = ["Tá.", "Né?", "Obrigada!", "Pois.", "Ai, saudade.", "Enfim.", "Nossa.", "Gente.", "Beleza.", "Que saco.",
            "Pois é.", "Valeu!"]
AI_OPEN = ["Good question.", "That makes sense.", "I hear you.", "Happy to help with that.", "Oof, that's a lot.",
           "Fair enough.", "Nice!", "Totally understandable.", "Ah, classic.", "Sounds stressful.", "Got it.",
           "That's a great sign."]
AI_CLOSE = ["Want me to draft something?", "Let me know how it goes.", "Happy to dig into any of these.",
            "Hope the rest of your day is calmer.", "I can make a checklist if that helps.",
            "Tell me if you want a version in Portuguese.", "One step at a time.", "You're handling a lot, honestly."]
AI_FOLLOW = ["How are you feeling about it overall?", "Is {hus} on the same page?", "Do you want me to keep a running list of this?",
             "What's the most urgent piece for you this week?", "Did anyone give you a deadline for that?",
             "Would a short checklist help, or is it more about venting right now?", "How did {kid} take it, by the way?",
             "Is that a recent change or has it been building up?", "Want me to remind you of this later in the week?"]
AI_BRIDGE = ["Related, in case it's useful later:", "Also, while we're on it:", "One more thing that might come up:",
             "Separately:", "And since it's on my mind:", "Side note:", "A related tip:"]
AI_QANS = ["Short answer: that sounds reasonable.", "That's pretty normal, yes.", "Honestly, that's within the usual range.",
           "I don't see a problem with that.", "Happy to help with the wording.", "Good thing to double-check."]
ACK_PLAIN = ["Okay, noted.", "Good to have that pinned down.", "Thanks, that's helpful context.", "Got it.",
             "Makes sense.", "Alright, I'll keep that in mind.", "Perfect, thanks.", "Understood."]
ACK_ECHO = ["Noted: {Nyou} {link} {on}{V}.", "Got it, {V}. I'll keep that in mind.",
            "Okay, {V} for {Nyou}.", "Thanks, so {Nyou} {link} {on}{V}.", "{V}, noted."]
ACK_CORR = ["Thanks for catching that. Updated to {V}.", "Got it, {Nyou} {link} {on}{V} then.",
            "Okay, noted the change.", "Good to know, I'll go with the new one.", "No problem, I've updated it.",
            "Ah, thanks for correcting that. {V} it is."]

# value generators
P_FIRST = ["Helena", "Margarida", "Teresa", "Rui", "João", "Paulo", "Cristina", "Sérgio", "Luísa", "Fernando", "Isabel",
           "Ricardo", "Catarina", "Mário", "Beatriz", "Hugo", "Raquel", "André", "Patrícia", "Jorge", "Sandra", "Vítor",
           "Mônica", "Rodrigo", "Luciana", "Marcelo", "Adriana", "Eduardo", "Denise", "Wagner", "Gabriela", "Otávio"]
P_LAST = ["Vasconcelos", "Sequeira", "Brandão", "Antunes", "Magalhães", "Pimentel", "Quintela", "Barroso", "Valadares",
          "Medeiros", "Caldeira", "Figueiredo", "Teixeira Lobo", "Salgueiro", "Amaral", "Carvalhais", "Rezende",
          "Drummond", "Guimarães", "Lacerda", "Nogueira", "Fontes", "Meireles", "Queiroz", "Sampaio", "Tavares",
          "Vieira da Costa", "Bragança", "Mourão", "Ribeiro Alves", "Castanheira", "Albuquerque"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
         "novembro", "dezembro"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _dg(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _sfx(d):
    return "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def g_person(rng):
    return f"{rng.choice(P_FIRST)} {rng.choice(P_LAST)}"


def g_date(rng):
    m, d = rng.randint(2, 11), rng.randint(1, 28)
    mon, mes, wd = MONTHS[m - 1], MESES[m - 1], WEEKDAYS[_dt.date(2026, m, d).weekday()]
    return rng.choice([f"{d:02d}/{m:02d}", f"dia {d} de {mes}", f"{mon} {d}", f"2026-{m:02d}-{d:02d}", f"the {d}{_sfx(d)}",
                       f"next {rng.choice(WEEKDAYS[:5])}", f"{d} {mon}", f"{wd} {d:02d}/{m:02d}", f"{d} de {mes}",
                       f"{d:02d}.{m:02d}.2026"])


def _on(value):
    return "" if value.startswith(("next ", "dia ")) else "on "


def _thou(n, sep):
    return f"{n:,}".replace(",", sep)


def _kstr(n):
    return f"{n / 1000:.2f}".rstrip("0").rstrip(".").replace(".", ",")


def g_eur(lo, hi, step):
    def gen(rng):
        n = rng.randrange(lo, hi, step)
        opts = [f"€{_thou(n, '.')}", f"{n}€", f"EUR {n:,.2f}", f"{_thou(n, '.')} euros", f"€ {_thou(n, '.')},00"]
        if n >= 1000:
            opts += [f"{_kstr(n)} mil euros", f"{_kstr(n)}k euros"]
        return rng.choice(opts)
    return gen


def g_brl(lo, hi, step):
    def gen(rng):
        n = rng.randrange(lo, hi, step)
        opts = [f"R$ {_thou(n, '.')},00", f"R${_thou(n, '.')}", f"{_thou(n, '.')} reais"]
        if n >= 1000:
            opts += [f"{_kstr(n)}k reais", f"R$ {_kstr(n)} mil"]
        return rng.choice(opts)
    return gen


def pat(*patterns):
    """Generator filling one of the patterns: '#' a digit, '@' a capital letter, '[xyz]' one of x, y, z."""
    def gen(rng):
        out, p = [], rng.choice(patterns)
        for tok in re.findall(r"\[[^\]]+\]|.", p):
            out.append(str(rng.randint(0, 9)) if tok == "#" else rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") if tok == "@"
                       else rng.choice(tok[1:-1]) if len(tok) > 1 else tok)
        return "".join(out)
    return gen


g_ptmob = pat("+351 9[1236]# ### ###", "9[1236]# ### ###", "9[1236]#######", "+351 9[1236]#######")
g_ptland = pat("21 ### ####", "+351 21 ### ####", "21# ### ###")
g_brmob = pat("+55 31 9####-####", "(31) 9####-####", "31 9####-####")
g_brland = pat("(31) [2345]###-####", "+55 31 [2345]###-####", "31 [2345]###-####")
g_permit = pat("@@#######", "@##@@####")
g_aima = pat("2025/######", "AIMA-######-25", "PR ###.###/2025")
g_mortgage = pat("PH-2026-######", "####.####.###", "CH/#####/26")
g_pnr = pat("@@[23456789]@@@", "@@@@[23456789]@", "@[23456789]@@@@", "@@@@@[23456789]")
_g_inv = pat("FT 2026/[123456789]##", "FT A/2026/0[123456789]##", "FR 2026/[123456789]##", "FT 2025/[123456789]##")
g_invoice = lambda rng: next(v for v in iter(lambda: _g_inv(rng), None) if v != "FT 2026/318")
g_student = pat("EC-#####", "####/26", "AL ######")
g_plancard = pat("#### #### #### ####", "0 ### ######### #")
g_sns = pat("#########", "### ### ###")
g_jobref = pat("REQ-#####", "JR######", "ARCH-####-LX")
g_chip = pat("620098#########", "941000#########", "900164#########")


LX_STREETS = ["Rua Morais Soares", "Rua de Arroios", "Av. de Roma", "Rua Francisco Sanches", "Rua Ferreira Borges",
              "Rua da Escola Politécnica", "Av. Guerra Junqueiro", "Rua Pascoal de Melo", "Rua Actor Taborda",
              "Rua Damasceno Monteiro", "Rua Saraiva de Carvalho", "Av. da Igreja", "Rua Carlos Mardel",
              "Rua de Campolide", "Rua Sampaio Bruno", "Av. Rio de Janeiro", "Rua Coelho da Rocha", "Rua dos Lagares",
              "Travessa do Monte do Carmo", "Rua Visconde de Santarém"]
MUNIS = [("Loures", "2670"), ("Odivelas", "2675"), ("Amadora", "2700"), ("Oeiras", "2780"), ("Sacavém", "2685")]
MUNI_STREETS = ["Rua da República", "Av. Dom Nuno Álvares Pereira", "Rua Heróis de Chaimite", "Av. dos Bombeiros",
                "Rua Elias Garcia", "Rua Tomás Ribeiro"]
BH_STREETS = ["Av. Afonso Pena", "Rua Sergipe", "Av. do Contorno", "Rua Gonçalves Dias", "Av. Getúlio Vargas",
              "Rua Espírito Santo", "Rua dos Timbiras", "Av. Brasil", "Rua Paraíba", "Av. Prudente de Morais",
              "Rua Grão Mogol", "Rua Alagoas"]


def g_addr_lx_home(rng):
    s, n, fl = rng.choice(LX_STREETS), rng.randint(3, 190), rng.randint(1, 6)
    side = rng.choice(["Esq", "Dto", "Frente"])
    cp = f"1{rng.randint(0, 9)}{rng.randint(0, 9)}0-{_dg(rng, 3)}"
    return rng.choice([f"{s} {n}, {fl}º {side}, {cp} Lisboa", f"{s}, n.º {n}, {fl}.º {side}., {cp} Lisboa",
                       f"{s} {n} - {fl}º {side}, {cp} Lisboa"])


def g_addr_lx_office(rng):
    s, n, fl = rng.choice(LX_STREETS), rng.randint(3, 190), rng.randint(1, 8)
    cp = f"1{rng.randint(0, 9)}{rng.randint(0, 9)}0-{_dg(rng, 3)}"
    return rng.choice([f"{s} {n}, {fl}º, {cp} Lisboa", f"{s} {n}, {cp} Lisboa", f"{s}, n.º {n}, {fl}.º andar, {cp} Lisboa"])


def g_addr_muni(rng):
    (town, cp4), s, n = rng.choice(MUNIS), rng.choice(MUNI_STREETS), rng.randint(2, 120)
    return rng.choice([f"{s} {n}, {cp4}-{_dg(rng, 3)} {town}", f"{s}, n.º {n}, {cp4}-{_dg(rng, 3)} {town}"])


def g_addr_bh(rng):
    s, n = rng.choice(BH_STREETS), rng.randint(30, 2900)
    cep, bairro = f"30{_dg(rng, 3)}-{_dg(rng, 3)}", rng.choice(SLOTS["bhplace"])
    return rng.choice([f"{s} {n}, Belo Horizonte - MG, {cep}", f"{s}, {n} - {bairro}, Belo Horizonte/MG, CEP {cep}",
                       f"{s} {n}, apto {rng.randint(101, 1204)}, {bairro}, BH, {cep}"])


def g_nif(rng):
    d = [rng.choice([1, 2, 2, 2, 3])] + [rng.randint(0, 9) for _ in range(7)]
    c = 11 - sum(x * (9 - i) for i, x in enumerate(d)) % 11
    s = "".join(map(str, d)) + str(0 if c >= 10 else c)
    return rng.choice([f"{s[:3]} {s[3:6]} {s[6:]}", s])


def g_cpf(rng):
    d = [rng.randint(0, 9) for _ in range(9)]
    for k in (10, 11):
        r = sum(x * (k - i) for i, x in enumerate(d)) * 10 % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return rng.choice([f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}", f"{s[:3]}.{s[3:6]}.{s[6:9]}-{s[9:]}", s])


def pool(items):
    return lambda rng: rng.choice(items)


# fact specs: kind, thread, about, value generator, nouns (first person), clauses ({v}, {on}), optional asks
def S(kind, th, about, gen, nouns, clauses, asks=None):
    return dict(kind=kind, th=th, about=about, gen=gen, nouns=nouns, clauses=clauses, asks=asks)


SPECS = [
    # person
    S("person", "flat", "estate agent's name", g_person, ["our estate agent", "the agent from {agency}"],
      ["the agent handling the flat for us is {v}", "we're dealing with {v} at {agency}", "{v} is the agent who showed us the flat"]),
    S("person", "flat", "bank mortgage manager's name", g_person, ["our mortgage manager at {bank}", "the gestora at {bank}"],
      ["{bank} assigned us {v} as our mortgage manager", "{v} is the person handling our mortgage file at {bank}", "our gestora at {bank} is {v}"]),
    S("person", "flat", "notary's name", g_person, ["the notary for the escritura", "our notary"],
      ["the escritura will be done with {v}, the notary the bank suggested", "we chose {v} as the notary", "{v} is the notary doing the deed"]),
    S("person", "permit", "immigration lawyer's name", g_person, ["my immigration lawyer", "the lawyer handling my renewal"],
      ["my immigration lawyer is {v}", "{v} is the lawyer handling the renewal", "I finally hired {v} to deal with the AIMA mess"]),
    S("person", "dad", "father's heart surgeon", g_person, ["my dad's surgeon", "the cardiac surgeon"],
      ["the surgeon operating on my dad is {v}", "dad's bypass will be done by {v} at {hospital}", "{v} is the cardiac surgeon the cardiologist referred dad to"]),
    S("person", "job", "recruiter's name at the new company", g_person, ["the recruiter at {newco}", "my recruiter contact"],
      ["the recruiter at {newco} is {v}", "{v} from {newco}'s talent team is coordinating everything", "I've been talking to {v} on the recruiting side at {newco}"]),
    S("person", "job", "hiring manager's name", g_person, ["the hiring manager", "my future boss at {newco}"],
      ["the hiring manager for the architect role is {v}", "I'd be reporting to {v}, the VP of engineering", "{v} is running the final round as hiring manager"]),
    S("person", "surf", "surf instructor's name", g_person, ["our surf instructor", "the instructor at {surfschool}"],
      ["our instructor at {surfschool} is {v}", "{v} is the instructor who runs the weekend group", "we got moved to {v}'s group at {surfschool}"]),
    S("person", "drive", "driving instructor's name", g_person, ["my driving instructor", "the instructor at {drivschool}"],
      ["my instructor at {drivschool} is {v}", "{v} is the instructor teaching me stick", "I've been assigned to {v} for the manual lessons"]),
    S("person", "kid", "pediatrician's name", g_person, ["{kid}'s pediatrician", "the pediatrician"],
      ["{kid}'s pediatrician is {v}", "we see {v} at the clinic in {hood} for {kid}", "we're sticking with {v} as {kid}'s pediatrician"]),
    S("person", "kid", "creche director's name", g_person, ["the creche director", "the director at {creche}"],
      ["the director at {creche} is {v}", "{v} runs {creche}", "I need to email {v}, the creche director"]),
    S("person", "free", "freelance client's accounts-payable contact", g_person,
      ["my contact in accounts payable at {client}", "the finance person at {client}"],
      ["the person who approves payments at {client} is {v}", "{v} in finance at {client} is the one I should chase", "my accounts-payable contact at {client} is {v}"]),
    # pet
    S("pet", "cat", "cat's name",
      pool(["Paçoca", "Jabuticaba", "Quindim", "Bolacha", "Tapioca", "Pitanga", "Cocada", "Biscoito", "Goiabada", "Pipoca", "Xuxu", "Amora", "Canjica", "Cajuína"]),
      ["the cat's name", "our cat's name"], ["the cat is called {v}", "we named the cat {v}", "{v} is what {kid} decided to call the cat"],
      ["What's the cat's name, by the way? You always just say 'the cat'."]),
    S("pet", "cat", "cat's vet clinic",
      lambda rng: rng.choice(["Clínica Veterinária de ", "Hospital Veterinário do ", "VetCare ", "Centro Veterinário de "]) + rng.choice(["Telheiras", "Restelo", "Picoas", "Saldanha", "Alvalade Norte", "São Bento", "Campolide"]),
      ["the cat's vet clinic", "our vet"], ["the cat's vet is {v}", "we take the cat to {v}", "{v} has all the cat's records"]),
    S("pet", "cat", "cat's daily medication",
      pool(["Semintra 4 mg/ml", "Felimazole 2.5 mg", "gabapentin 50 mg", "meloxicam 0.5 mg/ml", "Vetmedin 1.25 mg", "amlodipine 0.625 mg", "Thyronorm 5 mg/ml"]),
      ["the cat's medication", "the cat's daily meds"],
      ["the vet put the cat on {v}", "the cat takes {v} every morning now", "{v} is the cat's new daily medication"]),
    S("pet", "cat", "cat's prescription food",
      pool(["Royal Canin Renal", "Hill's k/d", "Purina UR Urinary", "Royal Canin Urinary S/O", "Hill's c/d Multicare", "Specific FKD Kidney Support"]),
      ["the cat's prescription food", "the food the vet prescribed"],
      ["the vet wants the cat on {v} only", "the cat eats {v} now, nothing else", "we switched the cat to {v}"]),
    S("pet", "cat", "cat's microchip number", g_chip, ["the cat's microchip number", "the chip number on the cat's passport"],
      ["the cat's microchip number is {v}", "{v} is the chip number on the cat's passport"]),
    # date
    S("date", "permit", "AIMA appointment date", g_date, ["my AIMA appointment", "the biometrics appointment at AIMA"],
      ["my AIMA appointment is {on}{v}", "I finally got an AIMA slot {on}{v}", "the biometrics at AIMA are {on}{v}"]),
    S("date", "dad", "father's surgery date", g_date, ["my dad's surgery", "my father's bypass"],
      ["dad's surgery is scheduled {on}{v}", "they booked my father's operation for {v}", "the surgery at {hospital} will be {on}{v}"]),
    S("date", "drive", "practical driving exam date", g_date, ["my driving exam", "the practical exam"],
      ["my practical driving exam is {on}{v}", "{drivschool} booked my exam for {v}", "the driving test is {on}{v}"]),
    S("date", "job", "final interview date", g_date, ["the final interview at {newco}", "my final round at {newco}"],
      ["the final round at {newco} is {on}{v}", "{newco} scheduled the last interview for {v}", "my final interview with their CTO is {on}{v}"]),
    S("date", "flat", "escritura (deed signing) date", g_date, ["the escritura", "the deed signing"],
      ["the escritura is scheduled {on}{v}", "we sign the deed {on}{v}", "the notary set the escritura for {v}"]),
    S("date", "kid", "kid's pediatrician appointment", g_date, ["{kid}'s check-up", "the three-year check-up"],
      ["{kid}'s check-up is {on}{v}", "the pediatrician can see {kid} {on}{v}", "I booked {kid}'s three-year consultation for {v}"]),
    S("date", "kid", "creche start date", g_date, ["{kid}'s first day at {creche}", "the creche start date"],
      ["{kid} starts at {creche} {on}{v}", "the adaptation period at {creche} begins {on}{v}"]),
    S("date", "dad", "flight to Belo Horizonte date", g_date, ["my flight to Belo Horizonte", "the flight to Confins"],
      ["my flight to BH is {on}{v}", "I'm flying to Confins {on}{v}", "I booked the flight out for {v}"]),
    S("date", "free", "freelance invoice due date", g_date, ["the payment deadline for {client}", "the due date of the {client} invoice"],
      ["the invoice to {client} is due {on}{v}", "{client} promised to pay by {v}", "payment from {client} is due {on}{v}"]),
    S("date", "cat", "cat's vaccine appointment", g_date, ["the cat's booster", "the cat's vet appointment"],
      ["the cat's booster is {on}{v}", "the vet wants to see the cat {on}{v}", "I booked the cat's check-up for {v}"]),
    # amount
    S("amount", "flat", "agreed price of the flat", g_eur(235000, 420000, 2500), ["the price we agreed for the flat", "the final price"],
      ["we agreed {v} for the flat", "the seller accepted {v}", "the final price for the flat is {v}"]),
    S("amount", "flat", "approved mortgage amount", g_eur(180000, 330000, 1000), ["the loan {bank} approved", "our approved mortgage"],
      ["{bank} approved {v} for the mortgage", "the loan amount came back at {v}", "we got approval for {v}"]),
    S("amount", "flat", "monthly condominium fee", g_eur(35, 145, 1), ["the condominium fee", "the monthly condomínio"],
      ["the condominium fee is {v} a month", "the condomínio is {v} per month, lift included", "we'd pay {v} monthly for the condomínio"]),
    S("amount", "job", "base salary offer", g_eur(62000, 96000, 500), ["{newco}'s base salary offer", "the base they offered"],
      ["{newco} offered {v} gross per year", "the base in the offer is {v} a year", "their number came in at {v} annual"]),
    S("amount", "job", "signing bonus", g_eur(3000, 12500, 500), ["the signing bonus", "the sign-on bonus"],
      ["the signing bonus is {v}", "they added a {v} sign-on bonus", "{newco} will pay {v} as a signing bonus"]),
    S("amount", "free", "overdue freelance invoice amount", g_eur(1800, 9600, 50), ["what {client} owes me", "the overdue invoice"],
      ["{client} still owes me {v}", "the unpaid invoice is for {v}", "the amount on the overdue invoice is {v}"]),
    S("amount", "dad", "out-of-pocket cost of father's surgery", g_brl(18000, 95000, 100),
      ["the part of dad's surgery the plan won't cover", "the out-of-pocket cost of the surgery"],
      ["{plan} won't cover {v} of the surgery", "the hospital quoted {v} for the part not covered", "we have to pay {v} out of pocket for dad's operation"]),
    S("amount", "dad", "father's monthly health plan fee", g_brl(1200, 3900, 10), ["dad's monthly {plan} payment", "the {plan} mensalidade"],
      ["dad's {plan} plan costs {v} a month", "the health plan mensalidade is {v}"]),
    S("amount", "dad", "flight ticket price to BH", g_eur(900, 2400, 5), ["the ticket to BH", "the flight price"],
      ["the return ticket to BH came to {v}", "I paid {v} for the flights"]),
    S("amount", "kid", "creche monthly fee", g_eur(280, 620, 5), ["the creche monthly fee", "the mensalidade at {creche}"],
      ["{creche} charges {v} a month", "the creche fee is {v} monthly with meals"]),
    S("amount", "drive", "driving school package price", g_eur(450, 900, 10), ["the driving school package", "what {drivschool} charges"],
      ["the package at {drivschool} is {v}", "I paid {v} for the driving lessons package"]),
    S("amount", "surf", "surf school package price", g_eur(120, 320, 5), ["the surf school package", "the 10-lesson surf pack"],
      ["the 10-lesson pack at {surfschool} is {v}", "we paid {v} for the surf package"]),
    # phone
    S("phone", "flat", "estate agent's mobile", g_ptmob, ["the agent's mobile", "the agent's number"],
      ["the agent's mobile is {v}", "you can reach the agent on {v}", "the agent's WhatsApp is {v}"]),
    S("phone", "permit", "immigration lawyer's office phone", g_ptland, ["the lawyer's office number", "the law firm's landline"],
      ["the lawyer's office number is {v}", "the law firm picks up on {v}", "{v} is the lawyer's office line"]),
    S("phone", "dad", "surgeon's office phone in BH", g_brland, ["the surgeon's office number", "the surgeon's clinic phone"],
      ["the surgeon's office number in BH is {v}", "the surgeon's secretary answers on {v}", "{v} is the clinic line for the surgeon"]),
    S("phone", "dad", "father's cardiologist's WhatsApp", g_brmob, ["the cardiologist's WhatsApp", "dad's cardiologist's number"],
      ["dad's cardiologist's WhatsApp is {v}", "the cardiologist said to message {v} with questions"]),
    S("phone", "drive", "driving instructor's mobile", g_ptmob, ["the instructor's mobile", "my driving instructor's number"],
      ["my driving instructor's number is {v}", "the instructor said to text {v} if I'm running late"]),
    S("phone", "kid", "creche phone number", g_ptland, ["the creche phone number", "the landline at {creche}"],
      ["the creche phone number is {v}", "{creche} answers on {v}", "{v} is the number of {creche}"]),
    S("phone", "free", "client's accounts-payable phone", g_ptmob, ["the {client} finance line", "the accounts-payable number at {client}"],
      ["the accounts-payable number at {client} is {v}", "their finance person picks up on {v}"]),
    S("phone", "surf", "surf school WhatsApp", g_ptmob, ["the surf school's WhatsApp", "the number for {surfschool}"],
      ["the surf school's WhatsApp is {v}", "{surfschool} takes bookings on {v}"]),
    S("phone", "kid", "pediatric clinic phone", g_ptland, ["the pediatric clinic number", "the clinic's booking line"],
      ["the pediatric clinic number is {v}", "you book the pediatrician through {v}"]),
    # address
    S("address", "flat", "address of the flat being bought", g_addr_lx_home, ["the flat's address", "the address of the new flat"],
      ["the flat we're buying is at {v}", "the new flat's address is {v}", "the listing address is {v}"]),
    S("address", "flat", "notary office address", g_addr_lx_office, ["the notary's address", "the address of the notary's office"],
      ["the notary's office is at {v}", "the escritura will be at the notary on {v}"]),
    S("address", "permit", "immigration lawyer's office address", g_addr_lx_office, ["the lawyer's office address", "the law firm's address"],
      ["the lawyer's office is at {v}", "the law firm moved to {v}"]),
    S("address", "dad", "hospital address in Belo Horizonte", g_addr_bh, ["the hospital's address", "the address of {hospital}"],
      ["{hospital} is at {v}", "the hospital address for the taxi is {v}"]),
    S("address", "dad", "parents' home address in BH", g_addr_bh, ["my parents' address", "mom and dad's address"],
      ["my parents live at {v}", "mom and dad's address is {v}"]),
    S("address", "permit", "AIMA office address", g_addr_muni, ["the AIMA office address", "the address of the AIMA office"],
      ["the AIMA office they sent me to is at {v}", "the appointment is at the AIMA office on {v}"]),
    S("address", "drive", "driving exam centre address", g_addr_muni, ["the exam centre's address", "the address of the exam centre"],
      ["the exam centre is at {v}", "the practical exam starts from {v}"]),
    S("address", "job", "new company's office address", g_addr_lx_office, ["{newco}'s office address", "the {newco} office"],
      ["{newco}'s office is at {v}", "the onsite is at {v}"]),
    # id
    S("id", "permit", "her NIF (tax number)", g_nif, ["my NIF", "my tax number"], ["my NIF is {v}", "{v} is my número de contribuinte"]),
    S("id", "dad", "father's CPF", g_cpf, ["dad's CPF", "my father's CPF"], ["dad's CPF is {v}", "the hospital needs dad's CPF, which is {v}"]),
    S("id", "permit", "residence permit card number", g_permit, ["my residence card number", "the number on my título de residência"],
      ["my residence card number is {v}", "the título de residência number is {v}"]),
    S("id", "permit", "AIMA process number", g_aima, ["my AIMA process number", "the renewal process reference"],
      ["my AIMA process number is {v}", "the renewal reference is {v}"]),
    S("id", "flat", "mortgage process number", g_mortgage, ["the mortgage process number", "our process number at {bank}"],
      ["the mortgage process number is {v}", "{bank} opened our process under {v}"]),
    S("id", "dad", "flight booking code", g_pnr, ["the booking code for the BH flight", "my flight booking reference"],
      ["the booking code for the flight is {v}", "the reservation code is {v}"]),
    S("id", "free", "overdue invoice number", g_invoice, ["the overdue invoice number", "the number of the unpaid invoice"],
      ["the overdue invoice is {v}", "the unpaid one is invoice {v}"]),
    S("id", "drive", "driving school student number", g_student, ["my student number at {drivschool}", "my driving school student number"],
      ["my student number at {drivschool} is {v}", "{drivschool} registered me as student {v}"]),
    S("id", "dad", "father's health plan card number", g_plancard, ["dad's {plan} card number", "dad's health plan card number"],
      ["dad's {plan} card number is {v}", "the number on dad's plan card is {v}"]),
    S("id", "kid", "kid's SNS user number", g_sns, ["{kid}'s número de utente", "{kid}'s SNS number"],
      ["{kid}'s número de utente is {v}", "{kid}'s SNS number is {v}"]),
    S("id", "job", "job offer reference", g_jobref, ["the job reference at {newco}", "the offer reference"],
      ["the job reference for the role is {v}", "the offer letter reference is {v}"]),
    # decision
    S("decision", "flat", "mortgage rate decision",
      pool(["the mixed rate fixed for three years", "a 40-year variable rate", "the 10-year fixed rate", "the mixed rate with 5 years fixed"]),
      ["the rate we picked", "the mortgage option we chose"],
      ["we're going with {v}", "{hus} and I decided on {v}", "we signed up for {v} in the end"],
      ["Did you and {hus} settle on a rate type in the end?", "So which mortgage option did you two go for?"]),
    S("decision", "job", "salary negotiation decision",
      pool(["a four-day week", "the staff architect title", "a September start date", "fully remote with quarterly trips"]),
      ["my counter-ask", "what I'm going to push for"],
      ["I've decided to push for {v}", "my counter is going to be {v}", "{hus} agrees I should ask for {v}"],
      ["Have you decided what you'll ask for in the negotiation?", "What's your main counter-ask going to be?"]),
    S("decision", "dad", "flight option decision",
      pool(["the direct flight to Confins", "the connection via Recife", "the night flight through São Paulo", "the Azul flight via Campinas"]),
      ["the flight option I picked", "the route I chose"], ["I'm booking {v}", "in the end I went with {v}"],
      ["Did you pick a flight option yet?", "Which route did you end up choosing?"]),
    S("decision", "surf", "surf schedule decision",
      pool(["the Saturday 9am group", "the early Sunday session", "private lessons at Guincho", "the twice-a-month intensive"]),
      ["the surf schedule we chose", "our new surf slot"], ["we're switching to {v}", "we signed up for {v}"],
      ["Did you decide which surf slot works better for you two?"]),
    S("decision", "kid", "creche schedule decision",
      pool(["the half-day schedule until 13h", "pickup at 16h30 every day", "the full-time place with lunch"]),
      ["the creche schedule we chose", "what we chose for the creche"], ["we're going with {v} at the creche", "we chose {v}"],
      ["Did you and {hus} decide on the creche schedule?"]),
    S("decision", "drive", "exam centre decision",
      pool(["the exam centre in Odivelas", "the Loures exam centre", "ten extra lessons before the exam"]),
      ["what I decided for the exam", "my exam plan"], ["I've decided on {v}", "I'm going for {v}"],
      ["Did you decide anything about the exam logistics?"]),
    S("decision", "free", "freelance payment policy decision",
      pool(["50% upfront on every new project", "net-15 payment terms", "a 2% monthly late fee"]),
      ["my new payment policy", "what I decided about payments"],
      ["from now on it's {v} with {client}", "I'm switching {client} to {v}", "I've decided on {v} for {client}"],
      ["Have you decided how you'll handle payments with them going forward?"]),
    # preference
    S("preference", "home", "coffee order",
      pool(["a meia de leite with soy", "a decaf cortado", "a double espresso with cold milk", "an iced americano with no sugar"]),
      ["my usual coffee order", "my coffee order"], ["my usual coffee order is {v}", "if anyone asks, I drink {v}", "I always get {v}"],
      ["What's your usual coffee order, by the way? I can suggest places."]),
    S("preference", "dad", "seat preference on long flights",
      pool(["an aisle seat near the front", "a window seat behind the wing", "the bulkhead row"]),
      ["my seat preference on long flights", "the seat I like on long-haul"],
      ["on long flights I always pick {v}", "I really prefer {v} on long-haul"], ["Do you have a seat preference for the long flight?"]),
    S("preference", "free", "preferred client communication channel",
      pool(["WhatsApp voice notes instead of calls", "email over phone calls", "async Slack threads"]),
      ["how I like clients to reach me", "my preferred channel"], ["I much prefer {v}", "honestly I prefer {v} with clients"],
      ["How do you prefer clients to contact you, generally?"]),
    S("preference", "job", "preferred interview time",
      pool(["interviews after 14h", "morning interview slots", "interviews on Tuesdays or Thursdays"]),
      ["my preferred interview timing", "what works best for interviews"], ["I prefer {v} because of the creche run", "I'd rather have {v}"],
      ["When do interviews work best for you, schedule-wise?"]),
    S("preference", "flat", "must-have feature in the flat",
      pool(["a south-facing balcony", "a bathtub for {kid}", "a second bathroom", "a box room for my desk"]),
      ["my non-negotiable for the flat", "what I really want in the flat"], ["what I really want in the flat is {v}", "for me the must-have is {v}"],
      ["What's the one thing the flat absolutely has to have, for you?"]),
    S("preference", "surf", "preferred surfboard", pool(["the 8-foot soft-top", "a 7'6 funboard", "the blue 9-foot longboard"]),
      ["the board I like", "my favourite rental board"], ["I prefer {v} over the hard boards", "I always ask for {v}"],
      ["Which board do you feel most comfortable on?"]),
    S("preference", "kid", "kid's favourite snack", pool(["banana with cinnamon", "cheese and rice cakes", "frozen mango cubes"]),
      ["{kid}'s favourite snack", "the snack {kid} always wants"], ["{kid}'s favourite snack is {v}", "the only snack {kid} wants lately is {v}"],
      ["What snacks does {kid} actually like? I can suggest lunchbox ideas."]),
    S("preference", "drive", "preferred lesson time",
      pool(["early-morning driving lessons", "lessons in English when possible", "lessons on quiet Sunday mornings"]),
      ["how I like my driving lessons", "my lesson preference"], ["I really prefer {v}", "what works for me is {v}"],
      ["When do lessons work best for you?"]),
    # constraint
    S("constraint", "kid", "kid's food allergy rule", pool(["no cashews", "no sesame at all", "no kiwi", "no egg whites"]),
      ["{kid}'s food rule", "the allergy rule for {kid}"],
      ["the allergist was clear: {v} for {kid}", "for {kid} it's strictly {v}", "the creche has to know it's {v} for {kid}"],
      ["Does {kid} have any food restrictions I should keep in mind for the lunchbox ideas?"]),
    S("constraint", "flat", "flat search constraint",
      pool(["no ground-floor flats", "no walk-ups above the second floor", "no flats without a lift"]),
      ["our hard rule for the flat", "the one rule for the flat search"], ["our hard rule is {v}", "{hus} and I agreed: {v}"],
      ["Is there anything that's an absolute no for the flat?"]),
    S("constraint", "dad", "father's post-surgery restriction",
      pool(["no flying for eight weeks after the operation", "no driving for two months", "no lifting more than 5 kg"]),
      ["the surgeon's rule for dad", "dad's restriction after the surgery"], ["the surgeon said {v}", "after the surgery it's {v} for dad"],
      ["Did the surgeon give any restrictions for the recovery?"]),
    S("constraint", "job", "work-schedule constraint",
      pool(["no meetings after 17h", "no calls on Wednesday afternoons", "no travel more than once a quarter"]),
      ["my hard line for the new job", "my non-negotiable at work"], ["for the new job it has to be {v}", "my hard line is {v}"],
      ["Is there anything non-negotiable for you in the new role?"]),
    S("constraint", "cat", "cat's food restriction", pool(["no chicken in anything", "no fish-based food", "no dry food at all"]),
      ["the vet's rule for the cat's food", "the cat's food restriction"], ["the vet said {v} for the cat", "for the cat it's {v} now"],
      ["Did the vet give any restrictions on the cat's diet?"]),
    S("constraint", "home", "her own dietary constraint", pool(["no caffeine after 3pm", "no dairy at all", "no alcohol until the blood tests"]),
      ["my own new rule", "the doctor's rule for me"], ["I'm doing {v} now, doctor's orders", "my GP said {v}"],
      ["How are you doing yourself, health-wise? Any new rules from the doctor?"]),
]

AUTO_ASK = {
    "person": ["By the way, who is {Nyou}?", "What's the name of {Nyou}? I can use it in the drafts."],
    "pet": ["What's {Nyou}, by the way?", "Remind me, what's {Nyou}?"],
    "date": ["When is {Nyou}, exactly?", "Do you have a date for {Nyou} yet?"],
    "amount": ["How much is {Nyou}, if you don't mind me asking?", "What's the figure for {Nyou}?"],
    "phone": ["Do you have {Nyou} handy?", "What's {Nyou}? I can add it to the contact list I'm drafting."],
    "address": ["What's {Nyou}, by the way?", "Do you have {Nyou}? It helps with planning the route."],
    "id": ["Do you have {Nyou} handy? Forms usually ask for it.", "What's {Nyou}? I can pre-fill the template."],
}

# style templates.  {C} clause, {S} "noun is value", {N} noun, {V} value, {F} follow-up, {Q} consequence,
# {A1..A3} asides, {T1..T3} to-dos, {SP} speaker.  A trailing 'c' means capitalised.
STYLE_TPL = {
    "plain": ["{Cc}. {F}", "{F} {Cc}.", "Quick update: {C}. {F}", "So, {C}. {F}", "{Sc}. {F}",
              "Update on the {thname} front: {C}.", "Okay, {C}. {Q2c}, I guess."],
    "value_first": ["{V}, that's {N}. {F}", "{V}. That's {N}, for the record.", "{V} is {N}, by the way. {F}",
                    "\"{V}\" - {N}. Don't let me forget it. {F}", "{V}: {N}. {F}", "{V}!! {Nc}. Finally. {F}"],
    "subordinate": ["Since {C}, {Q}.", "Now that {C}, I guess {Q}.", "{Qc}, especially because {C}.",
                    "Even though {C}, {Q}.", "I was thinking that because {C}, {Q}. {F}",
                    "{F} Given that {C}, {Q}."],
    "reported": ["{SPc} told me {C}.", "{SPc} called earlier and said {C}. {F}", "According to {SP}, {C}. {F}",
                 "{SPc} just messaged: \"{Cc}.\" {F}", "{SPc} confirmed that {C}. {F}",
                 "Just got off the phone with {SP}, apparently {C}."],
    "list": ["Things to sort out:\n- {T1}\n- {N}: {V}\n- {T2}", "Writing this down so I don't lose it:\n1) {T1}\n2) {T2}\n3) {Sc}\n4) {T3}",
             "My list for {wk}: {T1}; {T2}; {N} -> {V}; {T3}.", "Checklist:\n• {T1}\n• {Nc} = {V}\n• {T2}\nAnything missing?",
             "To do: {T1}, {T2}, and remember {S}. Also {T3}."],
    "answer": ["{V}.", "It's {on}{V}. {F}", "{V}, I just checked. {F}", "Oh, {on}{V}, I think. Yes. {F}",
               "Yes, {S}.", "Hm, {V}. Why?", "{V}. {A1}"],
    "question": ["Can you help me write a short message confirming that {C}?", "{Cc}. Anything I should double-check?",
                 "Quick question: {C}, so what should I prepare next?", "Should I tell {SP} that {C}, or do they know already?",
                 "{Sc}, right? Or am I misremembering?", "Wait, did I tell you {C}? Anyway, what do you think?",
                 "Would it help to mention that {S} when I write to them?"],
    "dictation": ["ok so {C} and um {F}", "{A1} anyway {C} {F}", "hey so quick one {C} can you remember that",
                  "{S} ok and {Q}", "right so um {Q} because {C}"],
    "buried": ["{A1} {A2} Oh and {C}. {A3}", "{A1} Anyway, {C}. {A2} {A3}", "{A1} {A2} {Sc}. {A3}",
               "{F} {A1} Also {C}, before I forget. {A2}", "{A1} {A2} {A3} Unrelated, but {C}. Back to work."],
    "texting": ["btw {N} -> {V}", "ok so {C} lol", "{N}?? {V}. ugh", "k, {N}: {V} 👍", "omg {C}", "fyi {C}. {F}",
                "{V} <- {N}, save pls"],
    "note": ["{F} (Oh, {C}. Writing it here so I don't lose it.)", "Note to self, since you're basically my second brain: {N} = {V}.",
             "Pinning this here: {Sc}.", "For the record, and for future me: {C}.",
             "Copying from the email: \"Please note that {Syou}.\" {F}", "{A1} PS: {S}."],
}

CORR_TPL = [
    ("*", "Scratch that, {N} {link} {on}{NEW}, not {OLD}. I was looking at an old email."),
    ("*", "Turns out I had it wrong: {N} {link} actually {on}{NEW}. {F}"),
    ("*", "{NEW}! Not {OLD}. Sorry, I mixed up {N} with something else."),
    ("*", "Update on {N}: {OLD} is out, it's {NEW} now."),
    ("*", "Remember when I said {OLD}? It's actually {NEW}. {F}"),
    ("*", "ugh I gave u the wrong one before. {N} {link} {on}{NEW}"),
    ("*", "Small fix: {N} should be {NEW}. I typed {OLD} before, my bad."),
    ("*", "{A1} Oh, and it's {NEW} for {N}, ignore what I told you earlier."),
    ("*", "{SPc} corrected me: {N} {link} {on}{NEW}. So not {OLD}."),
    ("date", "They moved {N} to {NEW}. {F}"),
    ("date", "{Nc} got rescheduled, now it's {on}{NEW} instead of {on_old}{OLD}."),
    ("date", "So they pushed {N} from {OLD} to {NEW}, can you believe it."),
    ("person", "{OLD} isn't handling it anymore, {N} is now {NEW}."),
    ("person", "Turns out {N} isn't {OLD}, it's {NEW}. {OLD} was just the colleague who answered the phone."),
    ("phone", "I had the wrong number for {N}, {OLD} goes to some random office. The right one is {NEW}."),
    ("phone", "{NEW} is the right one for {N}. The number I gave you before had a typo."),
    ("amount", "They revised it: {N} is {NEW} instead of {OLD}."),
    ("amount", "{Nc} changed to {NEW} after they redid the numbers. {F}"),
    ("address", "The listing had it wrong, {N} is {NEW}, not {OLD}."),
    ("address", "Google Maps was confused, {N} is actually {NEW}. {F}"),
    ("id", "The system reissued it, so {N} is now {NEW}. The old {OLD} is void."),
    ("id", "I swapped some digits before: {N} is {NEW}."),
]

# helpers
def _cap(s):
    return s[:1].upper() + s[1:] if s else s


def _you(s):
    s = re.sub(r"\bmom and dad's\b", "your parents'", s)
    s = re.sub(r"\bI'm\b", "you're", s)
    s = re.sub(r"\bme\b", "you", s)
    s = re.sub(r"\bmy\b", "your", s)
    s = re.sub(r"\bour\b", "your", s)
    s = re.sub(r"\bI\b", "you", s)
    s = re.sub(r"\bdad's\b", "your dad's", s)
    return s.replace("your your", "your")


def _world(rng):
    kid, g = rng.choice(KIDS)
    m = g == "m"
    return dict(hus=rng.choice(HUSBANDS), kid=kid, he="he" if m else "she", him="him" if m else "her",
                his="his" if m else "her", He="He" if m else "She", newco=rng.choice(NEWCOS), curco=rng.choice(CURCOS),
                client=rng.choice(CLIENTS), bank=rng.choice(BANKS), agency=rng.choice(AGENCIES),
                creche=rng.choice(CRECHES), surfschool=rng.choice(SURFSCHOOLS), drivschool=rng.choice(DRIVSCHOOLS),
                hospital=rng.choice(HOSPITALS), plan=rng.choice(PLANS), bro=rng.choice(BROTHERS))


def _fill(rng, w, tpl, **extra):
    d = {k: rng.choice(v) for k, v in SLOTS.items()}
    d.update(w)
    d.update(extra)
    return tpl.format(**d)


def _pieces_map(text, fn):
    """Apply fn to the text between placeholders, leaving the placeholders themselves untouched."""
    parts = re.split(f"([{V}{OLD}])", text)
    return "".join(p if p in (V, OLD) else fn(p) for p in parts)


def _typos(rng, text, n):
    words = text.split(" ")
    idx = [i for i, x in enumerate(words) if len(x) >= 5 and x.isalpha()]
    for i in rng.sample(idx, min(n, len(idx))):
        x, j = words[i], rng.randrange(1, len(words[i]) - 2)
        op = rng.randrange(3)
        words[i] = x[:j] + x[j + 1] + x[j] + x[j + 2:] if op == 0 else x[:j] + x[j + 1:] if op == 1 else x[:j] + x[j] + x[j:]
    out = " ".join(words)
    if rng.random() < 0.5:
        out = out.rstrip(".")
    return out


def _dictate(rng, text):
    """Voice-dictation look: lower case, punctuation dropped or misplaced, the odd filler word."""
    def fn(p):
        p = re.sub(r"[.,;:!?()\"•=]|->|<-|\s-\s", " ", p.lower().replace("\n", " "))
        words = p.split()
        if not words:
            return " " if p else ""
        out = []
        for x in words:
            out.append(x)
            r = rng.random()
            if r < 0.05:
                out.append("um")
            elif r < 0.08:
                out[-1] += ","
            elif r < 0.095:
                out.append("period")
        return (" " if p[0] == " " else "") + " ".join(out) + (" " if p[-1] == " " else "")
    return re.sub(r" {2,}", " ", _pieces_map(text, fn)).strip()


TEXTING = [(r"\byou\b", "u"), (r"\bplease\b", "pls"), (r"\btomorrow\b", "tmrw"), (r"\bbecause\b", "bc"),
           (r"\breally\b", "rly"), (r"\bI don't know\b", "idk"), (r"\bto be honest\b", "tbh"), (r"\bokay\b", "ok"),
           (r"\bthanks\b", "thx"), (r"\bwith\b", "w/")]


def _texting(rng, text):
    def fn(p):
        p = p.lower()
        for a, b in TEXTING:
            if rng.random() < 0.8:
                p = re.sub(a, b, p, flags=re.I)
        return p
    s = _pieces_map(text, fn).rstrip(".")
    if rng.random() < 0.3:
        s += rng.choice([" kkkk", " lol", " 😅", " 🙃", " haha"])
    return s


def _decorate(rng, text, p_pt=0.22, p_typo=0.14):
    """Portuguese touches and hurried typos, applied outside the placeholders."""
    if rng.random() < p_typo:  # one or two slips, in the longest stretch of plain text
        parts = re.split(f"([{V}{OLD}])", text)
        k = max(range(len(parts)), key=lambda i: len(parts[i]))
        parts[k] = _typos(rng, parts[k], rng.choice([1, 1, 2]))
        text = "".join(parts)
    if rng.random() < p_pt:
        t = rng.choice(PT_TOUCH)
        text = f"{t} {text}" if rng.random() < 0.4 else f"{text} {t}"
    return text


def _tidy(s):
    s = re.sub(r"[ \t]{2,}", " ", s)
    s = re.sub(r" +([.,?!])", r"\1", s)
    return s.strip()


# message builders
def _pick(rng, items, recent, n_recent):
    """A template not used in the last ``n_recent`` picks of this list."""
    fresh = [x for x in items if x not in recent[-n_recent:]]
    x = rng.choice(fresh or items)
    recent.append(x)
    return x


def _filler_user(rng, w, th, mem):
    t = TH[th]
    rec = mem.setdefault(("u", th), [])
    parts = []
    if rng.random() < 0.12:
        parts.append(rng.choice(USER_OPEN))
    parts.append(_fill(rng, w, _pick(rng, t["u"], rec, 14)))
    if rng.random() < 0.7:
        parts.append(_fill(rng, w, _pick(rng, t["u"], rec, 14)))
    if rng.random() < 0.35:
        parts.append(_fill(rng, w, _pick(rng, ASIDES, mem.setdefault("aside", []), 8)))
    if rng.random() < 0.2:
        parts.append(rng.choice(USER_CLOSE))
    text = " ".join(parts)
    r = rng.random()
    if r < 0.06:
        return _dictate(rng, text)
    if r < 0.13:
        return _texting(rng, text)
    return _decorate(rng, text)


def _filler_ai(rng, w, th, mem, user="", n=None, opener=True):
    """Assistant reply: templates whose keywords match the user's message first, then a related tip on the thread."""
    a, keys = TH[th]["a"], KEYS[th]
    rec = mem.setdefault(("a", th), [])
    low = user.lower()
    hits = [x for x, k in zip(a, keys) if re.search(k, low) and x not in rec[-4:]]
    rng.shuffle(hits)
    n = n or (min(2, len(hits)) if hits else 1)
    chosen = hits[:n]
    while len(chosen) < n:
        chosen.append(_pick(rng, [y for y in a if y not in chosen], rec, 6))
    extra = None
    if len(chosen) < 2 and rng.random() < 0.75:
        extra = _pick(rng, [y for y in a if y not in chosen], rec, 6)
    rec.extend(chosen)
    parts = []
    if opener and (rng.random() < 0.5 or not hits):
        parts.append(rng.choice(AI_OPEN))
    parts += [_fill(rng, w, x) for x in chosen]
    if extra:
        parts.append(rng.choice(AI_BRIDGE) + " " + _fill(rng, w, extra))
    r = rng.random()
    if r < 0.3:
        parts.append(rng.choice(AI_CLOSE))
    elif r < 0.6:
        parts.append(_fill(rng, w, rng.choice(AI_FOLLOW)))
    return " ".join(parts)


def _on_for(f, value):
    return _on(value) if f["kind"] == "date" else ""


def _pieces(rng, w, f, th, cur, old=None):
    t = TH[th]
    on = _on_for(f, cur)
    clause = _fill(rng, w, rng.choice(f["spec"]["clauses"]), v=V, on=on)
    q = _fill(rng, w, rng.choice(t["Q"]))
    q2 = _fill(rng, w, rng.choice(t["Q"]))
    sp = _fill(rng, w, rng.choice(t["SP"]))
    tds = rng.sample(t["T"], 3)
    stmt = f"{f['noun']} {f['link']} {on}{V}"
    return dict(C=clause, Cc=_cap(clause), N=f["noun"], Nc=_cap(f["noun"]), S=stmt, Sc=_cap(stmt),
                Syou=_you(stmt), V=V, on=on, on_old=_on_for(f, old or cur), link=f["link"], F=_fill(rng, w, rng.choice(t["F"])), Q=q, Qc=_cap(q),
                Q2c=_cap(q2), SP=sp, SPc=_cap(sp), T1=_fill(rng, w, tds[0]), T2=_fill(rng, w, tds[1]),
                T3=_fill(rng, w, tds[2]), A1=_fill(rng, w, rng.choice(ASIDES)), A2=_fill(rng, w, rng.choice(ASIDES)),
                A3=_fill(rng, w, rng.choice(ASIDES)), thname=t["name"], Nyou=f["nyou"])


def _fact_user(rng, w, f, style, cur):
    pc = _pieces(rng, w, f, f["th"], cur)
    while True:
        tpl = rng.choice(STYLE_TPL[style])
        if style == "answer" and f["kind"] in ("decision", "preference", "constraint") and re.search(r"It's|checked|I think", tpl):
            continue
        if pc["A1"] == pc["A2"] or pc["A2"] == pc["A3"] or pc["A1"] == pc["A3"]:
            pc.update(A2=_fill(rng, w, rng.choice(ASIDES)), A3=_fill(rng, w, rng.choice(ASIDES)))
            continue
        break
    text = _fill(rng, w, tpl, **pc)
    if style == "dictation":
        return _dictate(rng, text)
    if style == "texting":
        return _texting(rng, text)
    if style in ("plain", "buried", "subordinate", "reported") and rng.random() < 0.3:
        extra = _fill(rng, w, rng.choice(TH[f["th"]]["u"]))
        text = f"{extra} {text}" if rng.random() < 0.5 else f"{text} {extra}"
    return _decorate(rng, _tidy(text), p_typo=0.2 if style in ("plain", "list", "note", "question") else 0.1)


def _fact_ai(rng, w, f, style, cur, mem, user, corr=False):
    parts = []
    if style == "question":
        parts.append(rng.choice(AI_QANS))
    if corr:
        tpl = rng.choice(ACK_CORR)
    else:
        tpl = rng.choice(ACK_ECHO) if rng.random() < 0.45 else rng.choice(ACK_PLAIN)
    parts.append(tpl.format(V=V, Nyou=f["nyou"], link=f["link"], on=_on_for(f, cur)))
    parts.append(_filler_ai(rng, w, f["th"], mem, user, n=1 if rng.random() < 0.5 else 2, opener=False))
    return " ".join(parts)


def _corr_user(rng, w, f, tpl):
    pc = _pieces(rng, w, f, f["th"], f["value"], f["stale"])
    text = _fill(rng, w, tpl, NEW=V, OLD=OLD, **pc)
    text = _tidy(text)
    r = rng.random()
    if r < 0.12:
        return _texting(rng, text)
    if r < 0.2:
        return _dictate(rng, text)
    return _decorate(rng, text)


# generation
def _pick_facts(rng, w, n_corrections):
    facts = []
    for kind, n in KIND_COUNTS.items():
        for spec in rng.sample([s for s in SPECS if s["kind"] == kind], n):
            facts.append(dict(spec=spec, kind=kind, th=spec["th"], about=spec["about"]))
    corr_kinds = list(CORRECTABLE)
    rng.shuffle(corr_kinds)
    chosen = []
    while len(chosen) < n_corrections:
        k = corr_kinds[len(chosen) % len(corr_kinds)]
        cands = [f for f in facts if f["kind"] == k and f not in chosen]
        if not cands:
            cands = [f for f in facts if f["kind"] in CORRECTABLE and f not in chosen]
        chosen.append(rng.choice(cands))
    taken = []

    def fresh(gen):
        for _ in range(500):
            x = gen(rng)
            v = _fill(rng, w, x) if "{" in x else x
            lv = v.lower()
            if all(lv not in t and t not in lv for t in taken):
                taken.append(lv)
                return v
        raise RuntimeError("could not draw a distinct value")

    for f in facts:
        f["corr"] = f in chosen
        f["value"] = fresh(f["spec"]["gen"])
        f["stale"] = fresh(f["spec"]["gen"]) if f["corr"] else None
        f["noun"] = _fill(rng, w, rng.choice(f["spec"]["nouns"]))
        f["nyou"] = _you(f["noun"])
        f["link"] = "is"
    return facts


def _thread_seq(rng, turns):
    weights = {th: rng.uniform(0.8, 1.25) for th in THREADS}
    seq, prev = [], None
    while len(seq) < turns:
        opts = [t for t in THREADS if t != prev]
        th = rng.choices(opts, weights=[weights[t] for t in opts])[0]
        seq += [th] * rng.randint(2, 6)
        prev = th
    return seq[:turns]


def _generate(seed, turns=1000, n_corrections=6):
    rng = random.Random(seed)
    w = _world(rng)
    facts = _pick_facts(rng, w, n_corrections)
    seq = _thread_seq(rng, turns)
    order = STYLES[:]
    rng.shuffle(order)  # which styles get the extra use varies per seed
    styles = (order * (len(facts) // len(order) + 1))[:len(facts)]
    rng.shuffle(styles)
    for f, st in zip(facts, styles):
        f["style"] = st

    # ---- schedule: a third of the facts early, middle, late; corrected facts first stated early or mid
    T = turns
    segs = [(2, T // 3), (T // 3, 2 * T // 3), (2 * T // 3, T - 1)]
    cap = [len(facts) // 3 + (1 if i < len(facts) % 3 else 0) for i in range(3)]
    rng.shuffle(cap)
    seg_of = {}
    corr = [f for f in facts if f["corr"]]
    rest = [f for f in facts if not f["corr"]]
    rng.shuffle(rest)
    for i, f in enumerate(corr):
        s = i % 2 if cap[i % 2] > 0 else 1 - i % 2
        seg_of[id(f)] = s
        cap[s] -= 1
    for f in rest:
        s = max(range(3), key=lambda k: (cap[k], rng.random()))
        seg_of[id(f)] = s
        cap[s] -= 1
    used = []

    def free(t):
        return all(abs(t - u) >= 3 for u in used)

    def place(th, lo, hi, need_prev):
        lo, hi = max(lo, 2), min(hi, T - 1)
        c = [t for t in range(lo, hi) if seq[t] == th and free(t) and (not need_prev or seq[t - 1] == th)]
        if not c:
            c = [t for t in range(lo, hi) if free(t)]
            t = rng.choice(c)
            seq[t] = th
            if need_prev:
                seq[t - 1] = th
        else:
            t = rng.choice(c)
        used.append(t)
        return t

    events = {}
    for f in corr + rest:
        lo, hi = segs[seg_of[id(f)]]
        if f["corr"]:
            hi = min(hi, T - 60)
        f["turn"] = place(f["th"], lo, hi, f["style"] == "answer")
        events[f["turn"]] = ("fact", f)
    corr_tpls = list(CORR_TPL)
    rng.shuffle(corr_tpls)
    for f in corr:
        lo = f["turn"] + 50
        f["corrected_at"] = place(f["th"], lo, min(T - 1, lo + rng.randint(120, 400)), False)
        events[f["corrected_at"]] = ("corr", f)
        ok = [c for c in corr_tpls if c[0] in ("*", f["kind"])]
        specific = [c for c in ok if c[0] == f["kind"]]
        pick = specific[0] if specific and rng.random() < 0.5 else ok[0]
        corr_tpls.remove(pick)
        corr_tpls.append(pick)
        f["corr_tpl"] = pick[1]

    # ---- which strings may appear where: (lower string, {turn: roles})
    allowed = []
    for f in facts:
        if f["corr"]:
            allowed.append((f["stale"].lower(), {f["turn"]: "ua", f["corrected_at"]: "u"}))
            allowed.append((f["value"].lower(), {f["corrected_at"]: "ua"}))
        else:
            allowed.append((f["value"].lower(), {f["turn"]: "ua"}))

    def clean(t, u, a):
        lu, la = u.lower(), a.lower()
        for s, where in allowed:
            roles = where.get(t, "")
            if (s in lu and "u" not in roles) or (s in la and "a" not in roles):
                return False
        return True

    asks = {}
    for f in facts:
        if f["style"] == "answer":
            pool_ = f["spec"]["asks"] or AUTO_ASK[f["kind"]]
            asks[f["turn"] - 1] = _fill(rng, w, rng.choice(pool_), Nyou=f["nyou"])

    out, mem = [], {}
    for t in range(T):
        ev = events.get(t)
        for attempt in range(400):
            if ev is None:
                u = _filler_user(rng, w, seq[t], mem)
                a = _filler_ai(rng, w, seq[t], mem, u)
                if t in asks:
                    a = a + " " + asks[t]
            elif ev[0] == "fact":
                f = ev[1]
                cur = f["stale"] if f["corr"] else f["value"]
                u = _fact_user(rng, w, f, f["style"], cur).replace(V, cur)
                a = _fact_ai(rng, w, f, f["style"], cur, mem, u).replace(V, cur)
            else:
                f = ev[1]
                u = _corr_user(rng, w, f, f["corr_tpl"]).replace(V, f["value"]).replace(OLD, f["stale"])
                a = _fact_ai(rng, w, f, "plain", f["value"], mem, u, corr=True).replace(V, f["value"])
            if clean(t, u, a):
                break
        else:
            raise RuntimeError(f"seed {seed}: could not build a clean turn {t}")
        out.append((u, a))

    planted = []
    for f in sorted(facts, key=lambda x: x["turn"]):
        planted.append(Planted(f["kind"], f["about"], f["value"], f["turn"], stale=f["stale"],
                               corrected_at=f.get("corrected_at") if f["corr"] else None))
    return Conversation(turns=out, facts=planted), {f["turn"]: f["style"] for f in facts}


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    """One long Lisbon-life chat with 50 planted facts (``n_corrections`` of them corrected later)."""
    return _generate(seed, turns, n_corrections)[0]


# self-checks
if __name__ == "__main__":
    import collections
    import importlib.util
    import os

    spec = importlib.util.find_spec("rollmem_client")  # offline machines: the BPE file the project ships
    bpe = os.path.join(os.path.dirname(spec.origin), "_tiktoken") if spec and spec.origin else ""
    if "TIKTOKEN_CACHE_DIR" not in os.environ and os.path.isdir(bpe):
        os.environ["TIKTOKEN_CACHE_DIR"] = bpe
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    failures = []

    def fail(msg):
        failures.append(print("FAIL:", msg) or msg)

    for seed in range(1, 6):
        conv, styles = _generate(seed)
        T = len(conv.turns)
        if T != 1000:
            fail(f"seed {seed}: {T} turns")
        kinds = collections.Counter(f.kind for f in conv.facts)
        if dict(kinds) != KIND_COUNTS or len(conv.facts) != 50:
            fail(f"seed {seed}: kind counts {dict(kinds)}")
        corrs = conv.corrections
        if len(corrs) != 6:
            fail(f"seed {seed}: {len(corrs)} corrections")
        low = [(u.lower(), a.lower()) for u, a in conv.turns]
        for f in conv.facts:
            checks = []
            if f.stale is not None:
                if f.kind not in CORRECTABLE or f.corrected_at is None or f.corrected_at - f.turn < 50:
                    fail(f"seed {seed}: bad correction {f}")
                checks.append((f.stale, {f.turn: "ua", f.corrected_at: "u"}, f.turn))
                checks.append((f.value, {f.corrected_at: "ua"}, f.corrected_at))
            else:
                checks.append((f.value, {f.turn: "ua"}, f.turn))
            for s, where, stated in checks:
                if s not in conv.turns[stated][0]:
                    fail(f"seed {seed}: {s!r} not in user message of turn {stated}")
                sl = s.lower()
                for i, (u, a) in enumerate(low):
                    roles = where.get(i, "")
                    if sl in u and "u" not in roles:
                        fail(f"seed {seed}: {s!r} ({f.about}) leaks into user turn {i}")
                    if sl in a and "a" not in roles:
                        fail(f"seed {seed}: {s!r} ({f.about}) leaks into assistant turn {i}")
        if generate(seed) != conv:
            fail(f"seed {seed}: not deterministic")
        toks = [len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns]
        avg = sum(toks) / len(toks)
        if not 80 <= avg <= 130:
            fail(f"seed {seed}: average tokens per turn {avg:.1f}")
        thirds = collections.Counter(min(2, f.turn * 3 // T) for f in conv.facts)
        if min(thirds.values()) < 12:
            fail(f"seed {seed}: uneven spread {dict(thirds)}")
        stc = collections.Counter(styles.values())
        print(f"seed {seed}: turns={T} facts={len(conv.facts)} corrections={len(corrs)} avg_tokens/turn={avg:.1f} "
              f"(user {sum(len(enc.encode(u)) for u, _ in conv.turns) / T:.1f}) thirds={[thirds[i] for i in range(3)]}")
        print("   styles:", dict(sorted(stc.items())))
        for c in corrs:
            print(f"   correction [{c.kind}] {c.about}: {c.stale!r} @{c.turn} -> {c.value!r} @{c.corrected_at}")
            print("      >", conv.turns[c.corrected_at][0][:220].replace("\n", " / "))
        rs = random.Random(seed * 7)
        for f in rs.sample([f for f in conv.facts if f.stale is None], 5):
            print(f"   [{f.kind}/{styles[f.turn]}] {f.about} = {f.value!r} @{f.turn}")
            print("      >", conv.turns[f.turn][0][:260].replace("\n", " / "))
    print(f"{len(failures)} failure(s)" if failures else "all checks passed for seeds 1-5")
    sys.exit(1 if failures else 0)
