# ruff: noqa
"""Held-out recall world Z: a Taglish-speaking Filipina nurse in Dubai chatting with an AI assistant.

One long conversation (``turns`` turns) over about eleven everyday threads in sticky runs, with 50 planted facts
(person 8, pet 4, date 7, amount 6, phone 4, address 4, id 6, decision 4, preference 4, constraint 3), phrased in
a dozen different styles, and ``n_corrections`` of them corrected at least 50 turns later. Deterministic per seed.

Run ``python recall_world_z.py`` from this directory for the self-checks over seeds 1-5.
"""
from __future__ import annotations

import datetime as _dt
import os
import re
import random
import sys

from recall_conversation import Conversation, Planted

THREADS = ["work", "visa", "remit", "tuition", "house", "love", "church", "cat", "flat", "trip", "money"]
KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORR_KINDS = ("person", "date", "amount", "phone", "address", "id")
STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation",
          "buried", "texting", "note", "parenthetical"]

# ----------------------------------------------------------------------------------------------------------------
# Pools for incidental (non-planted) slot filling
# ----------------------------------------------------------------------------------------------------------------
FN = ["Joy", "Tess", "Lorna", "Bing", "Aileen", "Jessa", "Cora", "Vangie", "Liza", "Grace", "Sheila", "Mimi", "Dolly",
      "Precious", "Weng", "Tina", "Kaye", "Rica", "Ivy", "Baby"]
MN = ["Ronnie", "Mark", "Bong", "Nonoy", "Arvin", "Jhun", "Nestor", "Lito", "Boyet", "Dodong", "Ramon", "Jojo"]
CW = ["Nurse Aisha", "Dr. Mehta", "Sister Anju", "Nurse Grace", "Dr. Karim", "Jinky", "Sneha", "Ate Remy",
      "Brother Nikhil", "Nurse Olena", "Dr. Fatma", "Kuya Dennis"]
DXB = ["Deira", "Karama", "Al Qusais", "Mall of the Emirates", "Dubai Mall", "Satwa", "Bur Dubai", "Al Nahda Pond Park",
       "Sahara Centre", "the Union metro", "Lulu Al Qusais", "Global Village", "JBR", "Al Rigga", "Oud Metha"]
ILO = ["Jaro plaza", "SM City Iloilo", "Molo church", "Calle Real", "the Esplanade", "Smallville", "Festive Walk",
       "Robinsons Pavia", "La Paz market", "Iloilo Business Park", "Tagbak terminal"]
PH_CITY = ["Cebu", "Bacolod", "Davao", "Pampanga", "Baguio", "Batangas", "Cavite", "Laguna", "Roxas City", "Antique"]
FOOD = ["pancit canton", "turon", "adobo", "lumpia", "bibingka", "Jollibee spaghetti", "pandesal", "biko", "leche flan",
        "chicharon", "dried mangoes", "ensaymada", "siopao", "puto", "kare-kare", "sinigang"]
EMO = ["😂", "🥹", "🙏", "😅", "🤣", "❤️", "😩", "🥰", "😭", "🙈", "✨", "😊", "🤦‍♀️", "😬", "💪"]
LAUGH = ["hehe", "haha", "HAHAHA", "hihi", "lol", "hahaha", "huhu"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
TIMES = ["7am", "6:30", "around 3pm", "10:45pm", "5:15 am", "midnight", "2pm", "9 in the morning", "11:20",
         "4:40pm", "mga 8pm", "past 1am"]
BF = ["Jepoy", "Migs", "Paolo", "Kiko", "Carlo", "Renz", "Jayjay"]
BRO = ["Jomar", "Buboy", "Kenji", "Lance", "Totoy", "Emman", "Raffy"]
SIS = ["Princess", "Ella", "Bea", "Jaja"]
APP = ["PadalaGo", "RemitAko", "SendPinas", "HatidPera"]


def _persona(rng):
    return {"bf": rng.choice(BF), "bro": rng.choice(BRO), "sis": rng.choice(SIS), "app": rng.choice(APP)}


def _fill(rng, P, tmpl):
    return tmpl.format(
        n=rng.choice(FN), m=rng.choice(MN), cw=rng.choice(CW), dxb=rng.choice(DXB), ilo=rng.choice(ILO), ph_city=rng.choice(PH_CITY),
        aed=rng.choice([f"AED {rng.randint(12, 480)}", f"{rng.randint(12, 480)} dirhams", f"{rng.randint(12, 480)} AED"]),
        php=rng.choice([f"₱{rng.randrange(150, 9500, 10):,}", f"{rng.randrange(150, 9500, 50)} pesos"]),
        time=rng.choice(TIMES), day=rng.choice(DAYS), num=str(rng.randint(2, 14)), food=rng.choice(FOOD),
        e=rng.choice(EMO), l=rng.choice(LAUGH), month=rng.choice(MONTHS),
        rate=f"{rng.randint(14, 16)}.{rng.randint(10, 99)}", **P)


# ----------------------------------------------------------------------------------------------------------------
# Filler templates: user sentences (U) and assistant sentences (A) per thread
# ----------------------------------------------------------------------------------------------------------------
# Each entry is "user sentence || assistant reply"; both halves are filled with the same slot values.
U = {
    "work": [
        "Grabe ang toxic ng shift kanina, {num} admissions in one go tapos isa lang ang PCA namin {e} || {num} admissions with one PCA is exhausting — please make sure you eat and hydrate on your break.",
        "Na-float na naman ako sa ward {num} today kasi kulang daw ng staff. Sana naman may OT pay this time {l} || Being floated again is tiring. If it keeps happening, it's fair to ask your manager in writing how OT is counted.",
        "My charge nurse for tonight is {cw}, buti na lang mabait siya. Last week kasi si {m} and ang strict grabe. || A supportive charge nurse makes a night so much easier. I hope tonight is calm!",
        "Ano ba, I still need {num} more CPD hours para sa renewal. May free webinars ba online na accredited? || For CPD, check the accredited provider list first; many hospitals also run free in-house sessions that count.",
        "Nag-code blue kanina sa bed {num} around {time}, buti na-revive naman. Nanginginig pa rin ako hanggang ngayon {e} || It's normal to feel shaky after a code. Maybe talk it through with a colleague you trust after your shift.",
        "Ang sakit ng paa ko after a 12-hour shift, need ko na talaga bumili ng bagong nursing shoes sa {dxb}, mga {aed} daw yung maganda. || Good shoes are worth it on 12-hour shifts — look for arch support and a slip-resistant sole.",
        "Si {cw} nakipagpalit ng shift sa akin, so I'm on nights from {day} onwards. Okay lang naman, mas tahimik sa gabi {l} || Nights can be calmer, but protect your day sleep: blackout curtains and a fixed sleep window help a lot.",
        "Pinapasign kami ng bagong policy sa medication reconciliation, {num} pages! Sino ba may time magbasa niyan haha || Haha, {num} pages is a lot. Skimming the summary and the changed sections first might be enough to start.",
        "May patient ako na lola from Kerala, she keeps calling me 'mol' and holding my hand. Ang sweet {e} || That's lovely. Small connections like that are a big part of why nursing matters.",
        "Our unit manager announced na may audit daw next {day}, so lahat kami naglilinis ng charts. Grabe ang stress. || A quick checklist per chart (signatures, times, allergies, care plans) can make the audit prep faster.",
        "Break time lang po, I'm eating {food} in the pantry. 15 minutes lang so bilisan natin haha || Enjoy the {food}! Take the full 15 minutes if you can — a real break helps more than eating while charting.",
        "Nakakapagod pero fulfilling naman. Yung patient ko kanina na post-op finally nakalakad na {e} || Congrats on your patient walking again! Progress like that is really rewarding.",
        "The new batch of nurses from {ph_city} arrived, {num} sila. Naalala ko yung first week ko dito, iyak ako ng iyak {l} || You'll be a great ate to them — you remember exactly how hard that first week is.",
        "Sabi ni {n} yung exam daw for the license upgrade mas mahirap na ngayon. Kinakabahan ako kahit di pa ako mag-take. || Exams always sound scarier secondhand. When you're ready, a review plan of a few weeks usually does it.",
        "Late na naman yung shuttle ng hospital, {num} minutes kami naghintay sa labas ng accommodation. Ang init pa {e} || Waiting {num} minutes in that heat is rough. Maybe the group can report the delays to admin together.",
        "Our hospital gave us a small iftar box today, may dates and {food}. Sweet gesture {l} || That's a kind gesture from the hospital — nice way to share the season.",
        "Parang gusto ko na mag-apply sa ICU, pero ang daming requirements. BLS, ACLS, and experience pa. || An ICU move is a good goal. List which certificates you have and which need renewal, then go step by step.",
        "Ang daming discharges today, {num} in one shift! Papers everywhere hehe || {num} discharges in one shift is a lot of paperwork. Hope the next shift is lighter!",
        "Yung BLS ko pala mag-e-expire na rin soon, kailangan ko mag-renew sa training center sa {dxb}. || Book the BLS renewal early — training centers tend to fill up near the end of the month.",
        "Night shift survival kit ko: {food}, coffee, and K-drama sa break {l} || Haha, solid kit. Maybe swap the second coffee for water after 3am so you can still sleep later.",
        "Nag-sorry sa akin yung relative ng patient kanina after sigawan ako kahapon. Okay na, part of the job talaga. || You handled it well. It's good they apologized — still, you didn't deserve the shouting.",
        "Si {cw} from Pharmacy binigyan ako ng chocolates kasi tinulungan ko siya sa inventory {e} || Sweet! Teamwork across departments makes shifts so much easier.",
        "31 na ako, sabi ng mga katrabaho ko ako na daw ang 'ate' ng ward haha. Ang bilis ng panahon. || Haha, being the ate of the ward is a compliment — it means people trust you.",
    ],
    "visa": [
        "Nag-email na si HR about my visa renewal, need ko daw mag-submit ng passport copy and {num} photos with white background. || Good that HR started it. Keep copies of everything you submit, just in case.",
        "Grabe ang pila sa typing center sa {dxb}, {num} people before me. Buti na lang may aircon {l} || {num} people ahead is a long wait. Going right when they open usually helps.",
        "Kailangan ko pa ba mag-medical ulit for the renewal? Last time kasi ang daming tusok {e} || Renewals usually need the medical again, but it's mostly one blood draw and a chest X-ray.",
        "Sabi ni {n} yung Emirates ID daw nila took {num} weeks bago dumating. Sana mas mabilis sa akin. || Delivery times vary a lot; you can track the status online while you wait.",
        "I paid {aed} for the photos and typing fees kanina, parang ang mahal na ngayon noh? || Those fees add up. Keep the receipts — some employers reimburse them.",
        "Ano ba yung difference ng visa stamping and yung e-visa na sinasabi nila? Nalilito ako haha || Many residence visas are now electronic, so there's no sticker in the passport; your Emirates ID carries the details.",
        "Nag-text daw yung ICP, ready na for collection yung card — ay hindi pala, sa officemate ko pala yun {l} || Haha, false alarm! Yours should follow soon.",
        "Dapat ko bang dalhin yung original passport sa appointment or copy lang okay na? || Bring the original passport and your current card; it avoids a second trip.",
        "Kinakabahan ako kasi yung passport ko mag-e-expire within {num} months, baka hindi tanggapin for the visa. || Many renewals need at least six months of passport validity, so ask HR whether to renew the passport first.",
        "Nag-renew na rin ng visa si {n}, sabay daw kami sa medical center sa {dxb} next {day}. || Nice to have company! Go early and bring water.",
        "Ang daming forms po, buti na lang si HR na ang nag-fill up ng karamihan. Pipirma na lang ako hehe || That's a relief. Just read what you sign, especially names and dates.",
        "Sabi ng friend ko, pag may pending fines daw sa car hindi ma-renew yung visa. Wala naman akong car so okay lang diba? {l} || Right — with no car and no fines, that rule doesn't affect you.",
        "Nawala ko yung lumang Emirates ID card ko, kailangan ko pa bang i-report yun kahit expired na? || An expired card usually doesn't need a police report, but it's worth confirming with HR.",
        "May bago daw na rule sa health insurance for visa renewal. Covered naman kami ng hospital, sana. || Ask HR to confirm your policy is active — it's linked to the renewal.",
        "I checked the status online, 'under processing' pa rin. Ilang araw pa kaya? {e} || If it hasn't moved in about two weeks, it's reasonable to ask HR to follow up.",
        "Sobrang init sa labas ng medical fitness center, {num} minutes akong nakapila outside. Dapat nagdala ako ng payong. || Next time bring an umbrella and water — the lines are shorter before 10am.",
        "Yung employer ko daw ang magbabayad ng visa fees, pero yung delivery ng ID card, ako daw. {aed} lang naman. || That's a common split. At least the big fees are covered.",
        "Nag-picture ako sa photo booth for the ID, ang pangit ko grabe haha. Ilang taon ko na 'tong mukha sa card {l} || Haha, everyone hates their ID photo. At least it's done!",
        "Di ko pa nasesend kay HR yung copy ng diploma ko, attested pa kasi yun sa embassy dati. || Attested copies are usually accepted; scan it in good quality and send it soon.",
        "Kailangan ko rin palang i-update yung address ko sa ICP profile, lumipat kasi kami ng building last year. || Good catch — the card delivery uses that address.",
    ],
    "remit": [
        "Nagpadala na ako kay Mama kanina via {app}, instant naman daw. Sana mabili na nila yung maintenance ni Papa. || Glad it went through instantly. I hope your Papa gets his maintenance meds today.",
        "Ang baba ng rate today, {rate} lang per dirham. Maghintay muna kaya ako bago magpadala? || Rates move a little day to day; the fee usually matters more than a small rate change.",
        "Si {n} na pinsan ko nanghihiram na naman, ano ba. Di ko alam paano tumanggi {e} || It's okay to say no. A kind but firm 'hindi ko kaya ngayon' protects your own savings.",
        "Nag-message si Mama, yung kuryente daw sa bahay {php} this month. Grabe, aircon kasi ni Lola. || {php} is steep. Maybe a timer on Lola's aircon at night could bring it down.",
        "I told Mama na every other {day} na lang ako magpapadala, para hindi sunod-sunod ang fees. || Fewer, planned transfers save on fees and make budgeting easier on both sides.",
        "Binayaran ko na rin yung utang namin sa sari-sari store ni Aling {n}, {php} lang naman pero nakakahiya na kasi. || Good that it's settled — one less thing to worry about.",
        "May promo daw ang {app} ngayon, zero fee for the first {num} transfers this month. Sulitin ko na {l} || Zero-fee promos are worth using; just double-check the exchange rate they apply.",
        "Nag-birthday si Papa kahapon, sent an extra {php} para sa lechon. Nag-video call pa kami, ang saya {e} || That's a sweet way to celebrate your Papa's birthday from afar.",
        "Sometimes I feel like ATM ako ng buong pamilya haha. Pero okay lang, para sa kanila naman. || You're very generous, but it's okay to keep some for yourself too.",
        "Sabi ni Mama wag na daw ako magpadala ng extra this month, pero alam ko kulang sila. Ano ba gagawin ko {e} || Maybe ask her directly what's short this month, so you send what's needed without straining yourself.",
        "Yung tita ko sa {ilo} nag-request din ng pang-enroll ng anak niya. Sana may matira pa sa sahod ko. || Helping relatives is part of the culture, but you're allowed to set limits for your own future.",
        "Na-delay yung padala ko kasi nag-maintenance daw ang app for {num} hours. Panic si Mama haha || Delays happen during maintenance; good that it went through in the end.",
        "Nag-compute ako, almost half ng sahod ko napupunta sa bahay. Need ko talaga ng budget plan. || A simple split — family, savings, your own needs — could help you see where the money goes.",
        "Mama bought a new rice cooker with the extra I sent, {php} daw. Nag-send pa siya ng picture with the box {l} || Haha, the proud unboxing photo! That's sweet.",
        "Lola asked for her favorite {food}, so I added a little extra sa padala this week. || Lola will be happy. Little treats like that mean a lot.",
        "Tumawag si Papa, first time in months. Salamat daw sa lahat. Naiyak ako sa locker room {e} || That call must have meant so much. Your family clearly appreciates you.",
        "Pwede bang i-schedule na lang yung transfer every month para hindi ko nakakalimutan? || Many apps offer scheduled transfers — check if {app} has that option.",
        "Nagpadala rin ako kay Tita {n} for the fiesta, {php}. Tradition na kasi namin yan every year. || A nice tradition. Maybe plan it into your budget each year so it's never a surprise.",
        "Nagreklamo si Mama na ang laki daw ng fee sa pickup outlet sa {ilo}, so baka bank deposit na lang next time. || A direct bank deposit is often cheaper than outlet pickup — worth comparing.",
        "Grabe ang exchange rate ngayon, parang lumiit yung padala ko kahit pareho lang ang dirhams {e} || Rate swings are frustrating. Sending on a fixed schedule averages them out over time.",
    ],
    "tuition": [
        "Nag-message si {bro}, may bagong thesis fee daw, {php}. Dami talagang bayarin sa college {e} || College fees do pile up. Ask {bro} for the official breakdown so you know it's legit.",
        "Proud ako kay {bro}, dean's lister ulit this sem! Libre ko siya ng {food} pag-uwi ko {l} || Congratulations to {bro}! Dean's list in engineering is a real achievement.",
        "Yung boarding house ni {bro} sa Sampaloc nagtaas ng renta, {php} na per month. Grabe ang Manila. || Manila rents keep climbing. Maybe he could share a room to split the cost.",
        "Ano ba, gusto ni {bro} mag-shift sa ibang course. Sayang naman yung two years niya sa engineering. || Before he shifts, ask the department which units would still be credited.",
        "Nag-request si {bro} ng bagong laptop para sa CAD software. Nakita ko online {php} yung mura-mura. || Check the software's minimum specs first; a mid-range model is sometimes enough.",
        "Sabi ni {bro} may scholarship daw sa school nila for siblings ng OFWs. Sana makapasa siya {e} || Those scholarships exist — make sure he has a copy of your employment certificate ready.",
        "Kinakabahan ako kasi baka di ko na kaya bayaran lahat pag nag-college na rin si {sis}. || Listing the school costs for the next few years now can make it less scary.",
        "Na-stranded si {bro} sa baha sa España kanina, buti na lang nakauwi naman siya sa boarding house. || Glad he's safe. Maybe keep a small emergency amount in his account for days like that.",
        "Tinanong ko si {bro} kung kumakain ba siya ng maayos. 'Opo ate' lang sagot, halatang instant noodles na naman {l} || Haha, classic student answer. Maybe send a little extra marked for groceries.",
        "Dapat ba pagtrabahuin ko muna si {bro} part-time? Ayoko lang maapektuhan yung grades niya. || A few hours a week can work, but agree on a limit so his grades don't suffer.",
        "Bumili ako ng books ni {bro} online, {php} lahat. Nakakaloka ang presyo ng engineering books. || Engineering books are pricey. Secondhand copies from seniors can help next sem.",
        "Yung OJT ni {bro} daw next summer sa {ph_city}, need niya ng allowance for {num} weeks. || Good to know early — you can set aside a bit each month for the OJT allowance.",
        "Nag-video call kami ni {bro}, nagpakita siya ng plates niya. Ang galing niya mag-drawing {e} || He sounds talented! You must be so proud.",
        "Sana makapagtapos siya on time, para makatulong na rin siya kay Mama. Pangarap ko talaga yun. || That's a beautiful goal, and your support is a big part of it.",
        "Nagpadala ako ng allowance ni {bro} for the month, {php}. Sana hindi niya ipambili ng milk tea lahat haha || Haha! Maybe suggest he tracks his spending for a month.",
        "Enrollment week na naman sa kanila, ang haba daw ng pila. Online naman pero laging down ang site {l} || Systems crash near deadlines; enrolling on the first day usually helps.",
        "Nag-apply si {bro} sa student assistantship, {num} hours per week sa library. Okay yun diba? || Yes — a little income and a flexible schedule on campus is a good balance.",
        "Tinanong ni {bro} kung pwede siya sumama sa field trip sa {ph_city}, {php} daw yung fee. || Field trips can be worth it for engineering students, if the budget allows.",
        "Graduation ko dati, si Mama lang nakaattend. Gusto ko sa graduation ni {bro}, nandun ako {e} || Being there at his graduation would be a beautiful moment. Maybe plan your leave early.",
        "Sabi ni {bro} mas mahal na daw ang jeep ngayon, {num} pesos na ang minimum. Ang bilis ng taas ng presyo. || Transport costs add up for students; a fixed weekly budget might help him.",
    ],
    "house": [
        "Nag-send si Mama ng pictures ng site, tapos na daw yung footings! Ang saya ko {e} || Finished footings are a real milestone — congratulations!",
        "Tumaas na naman ang presyo ng cement, {php} na per bag sa hardware malapit sa {ilo}. Grabe. || Prices fluctuate; getting two or three quotes before each big purchase can save a lot.",
        "Umulan ng {num} days straight sa Iloilo, so hindi nakapagtrabaho yung mga workers. Delay na naman. || Rain delays are normal, but ask for an updated schedule so you can plan your funds.",
        "Kailangan pa ba ng building permit kahit bungalow lang? Sabi ni Tito {m} hindi na daw, pero parang mali. || A permit is usually required even for a bungalow; it's safer to get one from the municipal engineering office.",
        "Pinapili ako ng tiles, {num} options daw. Lahat maganda, ano ba yan haha || Go for the one that's easiest to clean — light matte tiles hide dust well.",
        "Nagpa-quote kami ng steel bars, {php} per batch. Okay lang ba yun or overpriced? || Compare with one or two other hardware stores before committing.",
        "Nakita ni Papa na kulang yung hollow blocks na na-deliver, {num} pieces daw ang missing. Hay nako. || Ask for a signed delivery receipt every time; it makes missing items easier to claim.",
        "Ang pangarap ko, may maliit na garden sa harap at may duyan. Para pag-retire ko, dun na lang ako {l} || That sounds so peaceful. Leave space for it in the lot plan now.",
        "Sabi ng kapitbahay namin, yung lupa daw dati ay palayan, so need daw ng mas malalim na foundation? || Former rice fields can have soft soil; a soil check is worth discussing with your engineer.",
        "Nag-video call kami with the site, nakita ko na yung mga poste. Parang totoo na talaga {e} || It must feel amazing to see the columns up!",
        "Ang hirap mag-manage ng construction from Dubai. Minsan feeling ko naloloko na ako {e} || Weekly photo updates and receipts for every purchase help a lot with trust.",
        "Pinadalhan ko ng merienda money yung workers, {php}, para ganado sila. Pancit and {food} daw binili nila haha || Haha, well-fed workers are happy workers. Nice gesture.",
        "Nag-isip ako kung solar panels na rin ba, mahal sa umpisa pero mas tipid daw long-term. || Solar can pay off over time, especially with rising electricity rates — worth a quote.",
        "Si Papa na ang nagbabantay sa site araw-araw, nagdadala pa siya ng kape sa mga trabahador {l} || Your Papa on site daily is a huge help.",
        "Yung electrical plan hindi pa approved, kulang daw ng pirma ng licensed electrician. || Better to fix that now — the permit office will need the signed plan.",
        "Balak ko sana tatlo ang kwarto: isa kay Mama at Papa, isa kay {bro}, isa sa akin pag-uwi. || Three bedrooms sounds like a wonderful plan for the whole family.",
        "Dapat ba may written contract talaga kami with everyone, pati sa mga helpers? Or okay na yung usapan? || A simple written agreement protects both you and the workers.",
        "Yung septic tank daw ang next, {php} ang initial estimate. Di ko alam na ganun kamahal ang hukay haha || Septic tanks are often underestimated; good that you're budgeting for it now.",
        "Nag-order kami ng windows sa {ilo}, {num} weeks daw bago ma-deliver. || {num} weeks is fine if the walls aren't ready yet — plan the installation around it.",
        "Ang init daw sa Iloilo ngayon, so maaga nagsisimula yung workers, mga {time}. || Starting early in the heat is smart; it's safer for the workers too.",
    ],
    "love": [
        "Si {bf} pupunta daw dito this {day}, magkita kami sa {dxb}. Excited ako kahit pagod {e} || Enjoy your time with {bf}! Try to rest a little before you meet.",
        "Nag-away kami ni {bf} kagabi, about sa kasal na naman. Gusto niya sa Dubai, gusto ko sa Iloilo {e} || That's a common disagreement. Listing what matters most to each of you might help find a middle ground.",
        "Ang sweet ni {bf}, nagpadala siya ng flowers sa hospital. Inasar tuloy ako ng mga katrabaho ko {l} || Aww, flowers at work are always a mood booster.",
        "Long distance kahit two hours lang ang layo, ang hirap pa rin lalo na pag magkaiba kami ng day off. || Matching day-offs takes effort. Maybe plan one shared day off a month in advance.",
        "Nag-bus lang ako papuntang Abu Dhabi, {aed} lang pamasahe. Sulit naman kasi nakita ko siya {e} || Worth every dirham! The bus is a good budget option.",
        "Tanong ni {bf} kung gusto ko daw ng surprise or planned proposal. Diba dapat surprise yun? Haha || Haha, him asking is kind of sweet though — he wants it to be right for you.",
        "Nakilala ko na yung best friend ni {bf}, si {m}. Mabait siya pero ang daldal haha || Haha, every group needs a talker. Glad you got along.",
        "Sabi ni Mama dapat daw mamanhikan muna si {bf} sa Iloilo bago kami mag-plan ng kahit ano. || Pamamanhikan is a beautiful tradition and a nice way for both families to connect.",
        "Nag-dinner kami sa {dxb} kagabi, {aed} yung bill. Siya nagbayad pero ako sa dessert {l} || Haha, fair split! Sounds like a lovely night.",
        "Minsan iniisip ko kung ready na ba talaga ako. Ang daming responsibilities sa bahay pa. || That's normal. Talking openly with him about timing and family duties helps.",
        "Si {bf} nag-send ng voice message, kinanta niya yung song namin. Sintunado pero ang cute {e} || That's adorable — effort over pitch!",
        "Nag-usap kami tungkol sa future, sabi niya gusto niya ng two kids. Ako three sana haha || You have time to meet in the middle, haha.",
        "Nagkasakit si {bf}, trangkaso daw. Gusto ko sana puntahan pero duty ko {e} || I hope he feels better soon. A food delivery might cheer him up while you're on duty.",
        "Kailangan ba talaga ng CENOMAR for the wedding even if we marry abroad? || Usually yes — the embassy asks for it, so request it early from PSA.",
        "Nag-ipon kami ng sabay, may joint savings na kami for the wedding. Sana lumaki agad haha || A shared goal is great; agree on a fixed monthly amount so it grows steadily.",
        "Na-meet na ni {bf} si Mama sa video call, ang formal niya grabe, 'po' ng 'po' {l} || Haha, that means he's trying hard to make a good impression!",
        "Anniversary namin next {day}, ano kaya magandang gift for him? Budget ko mga {aed}. || Something personal, like a photo book of your trips, often means more than something expensive.",
        "Nagpaplano kami mag-staycation sa {dxb} for our anniversary, pero ang mahal ng hotels ngayon. || Weekday rates are often much lower; a midweek stay could save a lot.",
        "Sabi ni {bf} parang gusto niya na rin lumipat ng work sa Dubai para mas malapit kami. || That could make things easier — maybe he can start watching openings in his field.",
        "Yung ex niya nag-message daw sa kanya, hindi ko alam kung magseselos ako or ano haha {e} || It's fair to tell him calmly how it makes you feel. Him telling you is a good sign.",
    ],
    "church": [
        "Choir practice kanina, pinakanta ako ng solo sa 'Pananagutan.' Kinabahan ako pero okay naman daw {e} || A solo is a big step — well done for stepping up even with the nerves!",
        "Nag-potluck kami sa community group, dinala ko yung {food}. Naubos agad haha || Sounds like your {food} was a hit!",
        "Sabi ni {n} may bagong members daw tayo from {ph_city}, {num} sila. Welcome namin next {day}. || A warm welcome makes a big difference for newcomers.",
        "Ang daming drama sa community group chat, pati kulay ng t-shirt pinag-aawayan {l} || Haha, a quick poll usually ends those debates fast.",
        "Nag-volunteer ako sa medical mission ng community for OFWs, free BP check daw. Ako ang nurse {e} || What a wonderful way to use your skills for the community.",
        "Mass sa St. Mary's ang siksikan na naman, {num} minutes kami nakatayo sa labas. || Maybe an earlier mass time is less crowded.",
        "Practice na naman ng Christmas songs kahit {month} pa lang. Ganyan talaga tayong Pinoy haha || Very Filipino — and it makes the December performances shine.",
        "Nag-collect kami ng donations para sa kababayan na na-ospital, umabot ng {aed}. Nakakataba ng puso. || That shows how close your community is.",
        "Nalate ako sa practice kasi naiwan ko ang music sheets sa bus. Ano ba yan {e} || Oh no! A photo of each sheet on your phone is a good backup.",
        "May Sinulog-themed party daw yung community next month, pati costume kailangan. Ano kaya isusuot ko? || Bright colors and a DIY headdress would work well.",
        "Si {m} na tenor namin uuwi na for good sa Pinas. Ang lungkot, siya pa naman ang pinakamalakas ang boses. || It's hard to lose a strong voice, but it could be a chance for someone new to grow.",
        "Nag-organize kami ng basketball league para sa mga kuya, {num} teams na agad ang nag-register {l} || {num} teams already — that's a great turnout!",
        "Birthday ni Ate {n} from choir, nag-surprise kami ng cake after mass. Umiyak siya haha || So sweet — moments like that build the group.",
        "May family day daw ang community sa Mushrif Park, {time} ang start. Magdadala ako ng {food}. || Sounds fun! Bring shade and water too.",
        "Kailangan daw ng bagong keyboard ng choir, {aed} yung nakita namin. Mag-fundraising kami. || A bake sale after mass could raise that quickly.",
        "Gusto ko sana mag-lector din pero nahihiya ako magbasa sa harap ng maraming tao {e} || Practicing the reading aloud at home first makes it much easier.",
        "Yung bagong priest natin from Kerala, ang ganda ng homilies niya. Maikli pero tagos. || Short and meaningful is the best kind of homily.",
        "Nag-practice kami ng 'Ang Pasko ay Sumapit' with harmonies, ang ganda grabe {e} || That must sound beautiful with harmonies!",
        "Tinanong ako ni {n} kung pwede ako mag-lead ng prayer meeting next {day}. Sige na nga daw haha || A short reflection and a song are usually enough — you'll do great.",
        "Dami pang bakanteng upuan sa choir loft, sana may sumali pang mga bagong boses. || Maybe an announcement after mass could bring in new members.",
    ],
    "cat": [
        "Yung pusa ko nag-suka na naman ng hairball sa kama ko, kakapalit ko lang ng bedsheet {e} || Hairballs are common; regular brushing and a hairball paste can help.",
        "Binili ko siya ng bagong scratching post sa {dxb}, {aed}. Ayun, yung box pa rin ang gusto niya haha || Cats and boxes! Put the post right next to the box so she discovers it.",
        "Ang kulit ng pusa ko kagabi, 3am nag-zoomies sa buong flat. Nagalit tuloy yung roommate ko {l} || A play session before bed can use up that 3am energy.",
        "Pinakain ko ng konting tuna from my lunch, ayun ayaw na niya ng regular food niya {e} || Small treats are fine, but too much human tuna makes cats picky.",
        "Pag night shift ako, sino kaya mag-aalaga sa pusa? Si {n} sa kabilang room minsan nagpapakain. || An automatic feeder could help on your long shifts.",
        "Naka-{num} kilos na daw siya sabi ng timbangan sa bahay. Overweight na ba yun for a cat? || It depends on her frame — the vet can tell you her ideal weight.",
        "Natulog siya sa ibabaw ng uniform ko, ayun puro balahibo. Lint roller is life {l} || Haha, keep the uniform in a closed bag on duty days.",
        "Ayaw niya sa carrier, ang hirap isakay sa taxi pag check-up. Umiiyak buong byahe {e} || Leave the carrier open at home with a blanket inside so she gets used to it.",
        "May nakita akong cat cafe sa {dxb}, gusto ko sana pumunta pero baka magselos yung pusa ko haha || Haha, she'll smell the other cats on you for sure.",
        "Binilhan ko siya ng harness para makalakad sa labas, pero humiga lang siya at di gumalaw {l} || Harness training takes time — short sessions indoors first.",
        "Pwede ba siya isama pag-uwi sa Pinas? Or mahirap ang papers? || It needs an import permit and a health certificate, so plan a few months ahead.",
        "Napansin ko parang madalas siya uminom ng tubig lately. Dapat ba akong mag-alala? || Drinking more than usual can be a sign of kidney or sugar issues — worth mentioning to the vet soon.",
        "Pinost ko picture niya sa Instagram, {num} likes agad. Mas sikat pa siya sa akin haha || Haha, cats always win on Instagram.",
        "Yung litter box lagi kong nililinis pero amoy pa rin. Ano ba magandang gawin? || Scoop daily, replace the litter weekly, and try baking soda under the litter.",
        "Nakakatuwa, pag-uwi ko galing duty nag-aabang siya sa pinto. Parang asawa {e} || So sweet — cats bond strongly with their person.",
        "Kinagat niya yung charger ng phone ko, pangatlo na this month. {aed} na naman. || Cord protectors or bitter spray can save your chargers.",
        "Gusto ko ng second cat para may kalaro siya, pero baka di payagan sa building. || Check the rules first, and if you do, introduce them slowly over a week or two.",
        "Nagpapa-groom ako sa kanya every {num} weeks, ang mahal pero ang bango niya after {e} || Brushing at home between visits can stretch the time between groomings.",
        "Natuto siya magbukas ng cabinet! Ngayon alam na niya kung saan ang treats {l} || Smart cat! Child-lock latches work on cabinets too.",
        "Nanood kami ng cat videos sa YouTube, nakatitig siya sa screen. Ang cute. || Bird videos are a classic cat favorite.",
    ],
    "flat": [
        "Ang taas ng DEWA ngayong summer, aircon kasi 24 hours. Hati-hati kami pero masakit pa rin {e} || Setting the AC to 24–25°C and closing curtains during the day can cut the bill.",
        "Si {n} na roommate namin, nagluto na naman ng tuyo at 6am. Amoy buong flat haha || Haha, the tuyo alarm clock. Maybe agree on an exhaust fan rule.",
        "Sira na naman ang aircon sa sala, {num} days na. Nag-message na ako sa maintenance. || Keep the request in writing so there's a record if it drags on.",
        "Nag-ayos kami ng chore schedule, ako sa Sunday banyo. Sana sundin nila this time {l} || Stick the schedule on the fridge — visible charts get followed more.",
        "May bagong bawal daw sa building, walang sampay sa balcony. May fine na {aed} daw. || A foldable indoor drying rack could save you from that fine.",
        "Yung internet namin ang bagal, {num} kami naka-connect. Magpa-upgrade kaya kami? || With {num} people, an upgrade split evenly might cost each of you very little.",
        "Ang ingay ng kapitbahay sa taas, nagre-renovate daw. Di ako makatulog after night shift {e} || Earplugs and a white-noise app can help you sleep after nights.",
        "Nawala yung ulam ko sa ref, sino kaya kumain? Walang umaamin haha || Labeling food sometimes solves the mystery of the missing ulam!",
        "Nagpa-pest control kami kasi may nakita kaming ipis, {aed} hati-hati kami. || Good call — sealing food containers helps it last longer.",
        "Gusto ko na sanang lumipat sa studio para sa sarili ko, pero ang mahal ng rent sa Dubai {e} || Compare the yearly total including utilities and chiller fees before deciding.",
        "Si {n} nag-alok na ibenta sa akin yung lumang ref niya, {aed} lang. Kunin ko kaya? || Check the seals and that it cools properly before paying.",
        "Nagkaroon kami ng house meeting kasi may nagdadala daw ng bisita sa gabi. Awkward {l} || Awkward but useful — writing the agreed rules down helps avoid future arguments.",
        "Yung elevator sa building namin sira ulit, {num} floors kong inakyat. Leg day daw {e} || Haha, free workout — but report it to building management.",
        "Nag-grocery kami sa {dxb} for the week, {aed} lahat. Hati kami sa rice and oil. || Splitting staples is a smart way to save.",
        "Ang init ng tubig sa shower kahit naka-cold, summer talaga sa Dubai haha || Dubai summer classic — filling a bucket the night before gives cooler water.",
        "Nagpaalam si {n} na lilipat na siya next month, kailangan namin ng papalit. || Agree early on who finds the replacement to avoid stress later.",
        "Nagkaroon ng leak sa kusina, buti na lang naayos agad ng building maintenance. || Good thing it was quick. Take photos if it happens again.",
        "Pag day off ko, linis muna ng room bago gumala. OC ako pagdating sa room ko {l} || Haha, a clean room makes rest days better.",
        "Natanggap namin yung chiller bill, separate pa pala yun sa DEWA. Ano ba yan. || Chiller fees are often billed separately in Dubai; check who covers them in the contract.",
        "Nag-movie night kami ng roommates dito sa Al Nahda, {food} and popcorn. Sarap ng ganito minsan {e} || Sounds cozy — nights like that make flat sharing easier.",
    ],
    "trip": [
        "Nagsimula na akong mag-ipon ng laman ng balikbayan box: {food}, lotion, at chocolates para sa mga pamangkin {l} || Filling it little by little is the way — less stress near the cut-off.",
        "Ang mahal ng flights pag December, {aed} na agad yung one-way na nakita ko kanina {e} || December fares climb fast — a fare alert can help you catch a dip.",
        "Sabi ni Mama wag na daw ako magdala ng maraming pasalubong, pero alam ko magtatampo sila pag wala haha || Haha, a pasalubong list with a small budget per person keeps it manageable.",
        "Ilang kilo ba ang allowed sa hand-carry? Ayoko magbayad ng excess baggage ulit. || Usually 7 kg in economy, but check your airline's exact rule.",
        "Nag-file na ako ng leave form, sana ma-approve. Fingers crossed {e} || Fingers crossed! Filing early helps a lot in December.",
        "Gusto kong mag-Noche Buena kasama sila ngayong taon. Tatlong Pasko na akong wala sa bahay {e} || Being home for Noche Buena after three years will be so special.",
        "Ang hirap mag-pack ng balikbayan box, kailangan talaga ng tape technique ni Tito {m} haha || Haha, every family has a box-taping expert. Heavy items at the bottom!",
        "Pag-uwi ko gusto kong kumain ng La Paz batchoy agad, diretso galing airport {l} || That sounds like the perfect welcome home.",
        "May layover ako sa Manila ng {num} hours, okay lang kaya lumabas ng airport? || You can, but leave at least three hours to re-check in.",
        "Nagpabili si {n} ng perfume sa duty free, ang dami nang request list ko {e} || Keep a note of who asked for what and who paid already.",
        "Yung pamangkin ko gusto daw ng Lego, {aed} yung set. Hmm, bahala na si Santa haha || Haha, Santa might need a budget too.",
        "Magdadala ako ng Toblerone para sa buong barangay, tradisyon na yan {l} || A very OFW tradition!",
        "Pag-uwi ko, sana makapunta kami sa Guimaras. Miss ko na ang mangga. || The island is worth a day trip even in December.",
        "Kailangan ko bang magpa-OEC ulit kahit balik-manggagawa lang ako? Nakakalito ang online portal. || Returning workers with the same employer can often get an exemption online.",
        "Nakita ko sa FB, ang ganda daw ng Christmas lights sa Iloilo ngayong taon. Excited na ako! || That'll be lovely to see in person.",
        "Plano ko mag-stay ng isang gabi sa Manila para makita si {bro}, tapos fly to Iloilo. || Visiting your brother on the way is a lovely idea.",
        "Kailangan ko pa bumili ng bagong maleta, sira na yung gulong ng luma. {aed} sa {dxb}. || A sturdy spinner suitcase is a good investment if you go home every year.",
        "Mas mura ba magpadala ng box via sea or dalhin na lang as checked bag? || Sea cargo is cheaper for heavy items; checked baggage is faster but excess fees add up.",
        "Yung mga chocolates sa box baka matunaw, December pa naman pero mainit pa rin sa Pinas. || Pack them in the middle of the box, wrapped in clothes.",
        "Sabi ni {n} mahaba daw pila sa NAIA immigration pag Christmas season, agahan daw ang dating. || Good advice — holiday lines can be very long.",
    ],
    "money": [
        "Nag-check ako ng Pag-IBIG contributions ko online, may kulang pala ng {num} months. Paano kaya i-update? || Missing months can usually be paid online or through an accredited remittance center.",
        "Sabi ng officemate ko mag-invest daw ako sa stocks, pero takot ako baka mawala lahat {e} || Being cautious is wise — index funds or MP2 are gentler starting points.",
        "Binasa ko yung policy contract ko, ang daming fine print. {num} pages, nahilo ako haha || Focus on coverage, exclusions, and the surrender terms first.",
        "Gusto ko sana magkaroon ng emergency fund na pang-six months, pero parang ang tagal bago ko maabot. || An automatic transfer right after payday makes it grow faster, even if small.",
        "Nag-offer na naman ng bagong insurance yung kakilala ko sa church. Nahihiya akong tumanggi {l} || It's okay to say you're already covered and will review later.",
        "May natira akong {aed} this month after bills! Save ko ba or bili ng bagong phone? Haha || Maybe split it — most to savings, a little treat for yourself.",
        "Nabasa ko yung MP2 ng Pag-IBIG ang taas daw ng dividends. Worth it ba? || MP2 has paid solid dividends and is government-backed, good for medium-term savings.",
        "Nagbukas ako ng digital bank account, may {num}% interest daw. Legit kaya? || Check that it's properly licensed before moving large amounts.",
        "Sabi ni {m} nag-loan siya sa Pag-IBIG para sa bahay, mas mababa daw ang interest kaysa bank. || Housing loans there are often cheaper; worth comparing the terms.",
        "Ano ba ang magandang gawin sa end-of-service gratuity pag natapos contract ko? || Decide how much goes to emergency savings first; split the rest by goal.",
        "Nagamit ko yung credit card ko sa {dxb}, {aed} na pala ang balance. Kailangan ko na mag-ingat {e} || Paying it in full each month avoids interest.",
        "Nagsulat ako ng budget sa notebook: renta, padala, pamasahe, ipon. Ang liit ng natitira sa akin haha || A written budget is the first step — now you can adjust.",
        "Gusto kong bumili ng gold sa Gold Souk as investment, pero di ko alam kung tama ang timing. || Buy from reputable shops, keep receipts, and don't put everything in one place.",
        "May nag-chat sa akin na crypto investment daw, double in {num} weeks. Scam yun noh? {l} || Almost certainly a scam — please don't send anything.",
        "Nag-attend ako ng financial literacy seminar sa consulate, ang dami kong natutunan {e} || That's great — what was the most useful tip?",
        "Ilan ba dapat ang insurance coverage ng isang single na breadwinner? || A common guideline is several years of income; an advisor can tailor it.",
        "Nakakapagod maging breadwinner minsan, pero sana balang araw makapag-ipon din ako para sa sarili ko. || You deserve that. Even a small 'for me' fund each month counts.",
        "Nag-set up ako ng separate account para sa wedding fund namin ni {bf}, {aed} pa lang laman haha || Every wedding fund starts small — consistency matters more.",
        "Sabi ni Mama mag-ipon daw ako sa alkansya tulad ng dati. Old school pero effective daw {l} || Haha, the alkansya works because you can't easily take it out!",
        "Na-late ako ng bayad sa credit card, may late fee na {aed}. Sayang talaga. || An auto-debit for the minimum can prevent late fees.",
    ],
}
U_PAIRS = {th: [tuple(x.split(" || ")) for x in lst] for th, lst in U.items()}

OPENERS = ["Hi po!", "Good morning po ☀️", "Uy hello ulit hehe.", "Hello po,", "Kakagising ko lang po.", "Pauwi na ako from duty.",
           "On break ako ngayon.", "Grabe today.", "Hay nako.", "Ate AI, chika time haha.", "Good evening po!",
           "Sorry ang daming kwento ko today haha.", "Nasa bus ako ngayon.", "Hello again!", "Uy!"]
CLOSERS = ["Ingat po!", "Salamat po 🙏", "Sige, yun lang muna hehe.", "Ano sa tingin mo?", "Haha sorry ang haba.",
           "Kain muna ako.", "Good night po 😴", "Ikaw na bahala mag-advise haha.", "Tulog muna ako, may duty pa bukas.",
           "Sana okay lang lahat 🙏", "Thank you in advance!", "Kwento ko ulit later."]
SEGUES = ["", "Ay, off topic. ", "Tapos pala, unrelated. ", "Also, ibang chika: ", "Btw — ", "Oh and. "]
A_OPEN = ["", "", "", "", "Ay, grabe nga.", "Haha, I can imagine!", "Salamat sa update!", "Thanks for sharing!",
          "Sige, let's see."]
A_CLOSE = ["", "", "", "Ingat ka rin!", "Happy to help anytime.", "Let me know how it goes.", "Rest well after your shift.",
           "Kaya mo yan! 💪"]
TODOS = ["buy printer ink", "call Mama after duty", "pay the credit card", "laundry!!", "reply sa choir GC", "buy cat litter",
         "book BLS renewal", "buy packing tape for the box", "check Pag-IBIG online", "pick up uniform sa laundry",
         "grocery sa Lulu", "iron scrubs", "message the group about potluck", "charge the power bank",
         "water the plant ni roommate", "buy vitamins", "cancel the gym trial", "print the leave form"]
TOPIC = {"work": "licence and shifts", "visa": "visa renewal", "remit": "padala", "tuition": "tuition ni bunso",
         "house": "house in Iloilo", "love": "wedding plans", "church": "community group", "cat": "cat",
         "flat": "flat", "trip": "Christmas trip", "money": "savings"}
WHO = {"work": ["{cw}", "Ate {n}"], "visa": ["Ate {n} from HR", "{cw}"], "remit": ["Mama", "Papa", "Tita {n}"],
       "tuition": ["{bro}", "Mama"], "house": ["Papa", "Mama", "Tito {m}"], "love": ["{bf}", "Mama"],
       "church": ["Ate {n} from choir", "Kuya {m}"], "cat": ["{n}, my roommate"], "flat": ["{n}, my roommate", "Ate {n}"],
       "trip": ["Tito {m}", "{n}"], "money": ["{n} from church", "{cw}"]}
KIND_TODO = {
    "person": ["message them directly", "introduce myself properly", "add them sa contacts ko"],
    "pet": ["tell the vet", "write it on her record card", "update her tag"],
    "date": ["set a reminder", "file my leave early", "block it in my calendar"],
    "amount": ["budget for it now", "ask Mama to chip in", "set it aside from my sahod"],
    "phone": ["save it in my contacts", "call today", "send it to Mama too"],
    "address": ["save it in Google Maps", "send it to the cargo", "write it on the box"],
    "id": ["keep a photo of it", "memorize it", "save a copy in my email"],
    "decision": ["tell everyone already", "inform the family", "announce it sa GC"],
    "preference": ["tell babe", "mention it early", "write it on our plan"],
    "constraint": ["tell HR", "remind everyone", "put it in writing"],
}

# ----------------------------------------------------------------------------------------------------------------
# Value generators
# ----------------------------------------------------------------------------------------------------------------
PH_M = ["Rodel", "Arnel", "Edgardo", "Reynaldo", "Dindo", "Ramil", "Noel", "Wilfredo", "Ronaldo", "Efren", "Jonathan",
        "Rogelio", "Marlon", "Danilo", "Jerome", "Alvin"]
PH_F = ["Marivic", "Jocelyn", "Liezl", "Analyn", "Cherry Mae", "Gemma", "Rosalie", "Janine", "Mylene", "Kristine",
        "Rowena", "Evangeline", "Maricar", "Lourdes", "Teresita", "Ma. Theresa"]
PH_L = ["Villanueva", "Dela Peña", "Bautista", "Tolentino", "Gallardo", "Sumagaysay", "Lacson", "Padilla", "Jalandoni",
        "Esguerra", "Macaraeg", "Ledesma", "Sison", "Divinagracia", "Tupas", "Gonzaga", "Abellar", "Salcedo", "Parreño"]
AR_F = ["Khalid", "Hamdan", "Yousef", "Faisal", "Omar", "Saeed", "Rashid", "Tariq", "Nasser", "Majid"]
AR_L = ["Al Mansoori", "Al Ketbi", "Al Shamsi", "Haddad", "Khoury", "Al Marri", "Nassar", "Al Suwaidi", "Al Hosani", "Darwish"]
SA_F = ["Rajesh", "Sunil", "Anita", "Priya", "Vinod", "Deepa", "Shameer", "Fathima", "Joseph", "Bindu"]
SA_L = ["Menon", "Nair", "Pillai", "Kurian", "Sharma", "Varghese", "Iyer", "Thomas", "Mathew", "Reddy"]
_ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def _dg(rng, k):
    return "".join(rng.choice("0123456789") for _ in range(k))


def _UL(rng, k=1):
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(k))


def g_person(cult, sex=None):
    def g(rng):
        c = rng.choice(["ph", "ar", "sa"]) if cult == "any" else cult
        if c == "ph":
            f = rng.choice(PH_M if sex == "m" else PH_F if sex == "f" else PH_M + PH_F)
            l = rng.choice(PH_L)
        elif c == "ar":
            f, l = rng.choice(AR_F), rng.choice(AR_L)
        else:
            f, l = rng.choice(SA_F), rng.choice(SA_L)
        r = rng.random()
        if r < 0.5:
            return f"{f} {l}"
        if r < 0.8 or c != "ph" or f in PH_F:
            return f"{f} {_UL(rng)}. {l}"
        return f"{f} {l} Jr."
    return g


_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
         "seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def _w99(n):
    return _ONES[n] if n < 20 else _TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else "")


def _w999(n):
    h, r = divmod(n, 100)
    return " ".join(([_ONES[h] + " hundred"] if h else []) + ([_w99(r)] if r else []))


def _words(n):
    th, r = divmod(n, 1000)
    return " ".join(([_w999(th) + " thousand"] if th else []) + ([_w999(r)] if r else [])) or "zero"


def _k(n):
    return f"{n / 1000:g}k"


def g_amount(cur, lo, hi, step):
    def g(rng):
        n = rng.randrange(lo, hi + 1, step)
        if cur == "aed":
            opts = [f"AED {n:,}", f"{n} dirhams", f"{n:,} AED", f"AED{n}", f"{n:,} dhs"]
            if n >= 1000 and n % 100 == 0:
                opts.append(f"Dhs {_k(n)}")
        else:
            opts = [f"PHP {n:,}", f"₱{n:,}", f"P{n:,}", f"{_words(n)} pesos"]
            if n >= 1000 and n % 500 == 0:
                opts.append(f"{_k(n)} pesos")
        return rng.choice(opts)
    return g


def g_either(lo_aed, hi_aed, lo_php, hi_php):
    ga, gp = g_amount("aed", lo_aed, hi_aed, 50), g_amount("php", lo_php, hi_php, 500)
    return lambda rng: ga(rng) if rng.random() < 0.5 else gp(rng)


def g_phone(typ):
    def g(rng):
        a, b = _dg(rng, 3), _dg(rng, 4)
        if typ == "uae_mob":
            p = rng.choice("024568")
            return rng.choice([f"+971 5{p} {a} {b}", f"05{p} {a} {b}", f"05{p}-{a}{b}", f"+971-5{p}-{a}-{b}", f"05{p}{a}{b}"])
        if typ == "uae_land":
            return rng.choice([f"04 {a} {b}", f"+971 4 {a} {b}", f"04-{a}{b}", f"(04) {a} {b}"])
        if typ == "ad_land":
            return rng.choice([f"02 {a} {b}", f"+971 2 {a} {b}", f"02-{a}{b}"])
        p = rng.choice(["917", "918", "927", "939", "945", "956", "966", "977", "995", "998"])
        return rng.choice([f"+63 {p} {a} {b}", f"0{p} {a} {b}", f"0{p}-{a}-{b}", f"+63{p}{a}{b}", f"0{p}{a}{b}"])
    return g


def g_date(rel=(), p_rel=0.3):
    def g(rng):
        if rel and rng.random() < p_rel:
            return rng.choice(rel)
        d = _dt.date(2026, rng.randint(1, 12), rng.randint(1, 28))
        M, b = MONTHS[d.month - 1], MONTHS[d.month - 1][:3]
        bd = b if b == "May" else b + "."
        return rng.choice([f"{M} {d.day}", f"{d.day} {M}", f"{d.month}/{d.day}", f"{d.month:02d}-{d.day:02d}-2026",
                           f"{DAYS[d.weekday()]}, {M} {d.day}", f"{bd} {d.day}", f"{M} {d.day}, 2026"])
    return g


def g_id(typ):
    def g(rng):
        d = lambda k: _dg(rng, k)
        if typ == "eid":
            y = rng.choice(["1993", "1994", "1995"])
            a, b = d(7), d(1)
            return rng.choice([f"784-{y}-{a}-{b}", f"784 {y} {a} {b}", f"784{y}{a}{b}"])
        if typ == "dha":
            return rng.choice([f"DHA-P-{d(7)}", f"DHA/P/{d(7)}", f"DHA-RN-{d(6)}"])
        if typ == "passport":
            return rng.choice([f"P{d(7)}{_UL(rng)}", f"P{d(7)}{_UL(rng)}", f"E{rng.choice('BCD')}{d(7)}"])
        if typ == "pagibig":
            p = "12" + d(2)
            return rng.choice([f"{p}-{d(4)}-{d(4)}", f"{p}{d(4)}{d(4)}", f"{p} {d(4)} {d(4)}"])
        if typ == "remit":
            ymd = f"2026{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
            return rng.choice([f"TXN {ymd}-{d(5)}", f"REF{d(10)}", f"{_UL(rng, 2)}{d(3)}-{d(3)}-{d(4)}"])
        if typ == "cargo":
            return rng.choice([f"BBX-{d(8)}", f"{_UL(rng, 2)}{d(9)}AE", f"{d(4)} {d(4)} {d(4)}"])
        if typ == "pnr":
            while True:
                s = "".join(rng.choice(_ALNUM) for _ in range(6))
                if any(ch.isdigit() for ch in s) and any(ch.isalpha() for ch in s):
                    return s
        if typ == "policy":
            return rng.choice([f"PL-{d(8)}", f"{d(3)}-{d(7)}", f"VUL{d(7)}"])
        if typ == "dewa":
            return rng.choice([f"20{d(8)}", f"20{d(2)} {d(3)} {d(3)}"])
        if typ == "student":
            y = rng.choice(["2022", "2023", "2024"])
            return rng.choice([f"{y}-{d(5)}", f"{y}{d(5)}"])
        if typ == "visafile":
            return f"201/{rng.choice(['2019', '2021', '2023'])}/{d(7)}"
        return rng.choice([f"784{d(12)}", f"900{d(12)}", f"985 {d(3)} {d(3)} {d(3)} {d(3)}"])  # microchip
    return g


def g_addr(typ):
    def g(rng):
        n = lambda lo, hi: rng.randint(lo, hi)
        if typ == "flat":
            b = rng.choice(["Nahda Pearl Tower", "Sahara Residence B", "Al Waleed Building", "Bin Sougat Residence",
                            "Al Arif Tower", "Qasr Al Nahda"])
            u, z = f"{n(1, 22)}{n(0, 1)}{n(1, 9)}", n(1, 2)
            return rng.choice([f"Apt {u}, {b}, Al Nahda {z}, Dubai", f"Flat {u}, {b}, Al Nahda {z}",
                               f"{b} Flat {u}, Al Nahda {z}, Dubai", f"Room 2, Apt {u}, {b}, Al Nahda {z}"])
        if typ == "lot":
            s = rng.choice(["Sunrise Ville", "Casa Bonita Homes", "Vista Alegre Subd.", "Parkview Estates", "Hacienda Verde"])
            t = rng.choice(["Pavia", "Oton", "Santa Barbara", "Leganes", "San Miguel", "Cabatuan"])
            a, l = n(1, 14), n(1, 30)
            return rng.choice([f"Blk {a} Lot {l}, {s}, {t}, Iloilo", f"Lot {l}, Block {a}, {s}, {t}",
                               f"Blk {a} L{l} {s}, {t}, Iloilo"])
        if typ == "mama":
            br = rng.choice(["Tacas", "Calumpang", "Buhang", "Bakhaw", "Quintin Salas", "Ungka", "Sambag", "Cubay"])
            di = rng.choice(["Jaro", "Molo", "La Paz", "Mandurriao", "Arevalo", "Lapuz"])
            st = rng.choice(["Rizal", "Luna", "Burgos", "Mabini", "Quezon"])
            return rng.choice([f"{n(3, 240)} {st} St., Brgy. {br}, {di}, Iloilo City", f"Purok {n(1, 7)}, Brgy. {br}, {di}, Iloilo City",
                               f"Brgy. {br}, {di}, Iloilo"])
        if typ == "dorm":
            dm = rng.choice(["Casa Estudyante", "Dapitan Residences", "Lacson Dormitel", "Noval Student Lodge"])
            st = rng.choice(["Dapitan St.", "P. Noval St.", "M. Dela Fuente St.", "Lacson Ave."])
            r = f"{n(2, 6)}{rng.choice('ABCD')}"
            return rng.choice([f"Rm {r}, {dm}, {st}, Sampaloc, Manila", f"{dm} Rm {r}, {n(700, 1900)} {st}, Sampaloc",
                               f"Unit {r}, {dm}, {st}, Manila"])
        if typ == "bf":
            u = f"{n(1, 19)}0{n(1, 9)}"
            return rng.choice([f"Flat {u}, Building {rng.choice('ABCDE')}{n(2, 40)}, Mohammed Bin Zayed City, Abu Dhabi",
                               f"Apt {u}, {rng.choice(['Marina Heights', 'Sky Gardens', 'Sun Tower'])}, Al Reem Island, Abu Dhabi",
                               f"Villa {n(2, 80)}, Street {n(3, 40)}, Khalifa City A, Abu Dhabi"])
        if typ == "cargo":
            return rng.choice([f"Warehouse {n(3, 40)}, Al Qusais Industrial Area {n(1, 5)}, Dubai",
                               f"Shop {n(2, 30)}, Al Attar Building, Karama, Dubai", f"Office {n(101, 409)}, Al Khabaisi, Deira"])
        return rng.choice([f"Hall {n(2, 6)}, St. Mary's Church, Oud Metha", f"Room {n(10, 40)}, St. Francis of Assisi Church, Jebel Ali",
                           f"Parish Hall {rng.choice('ABC')}, St. Mary's, Oud Metha"])
    return g


def _mutate_digits(rng, v):
    chars = list(v)
    idx = [i for i, ch in enumerate(chars) if ch.isdigit()]
    idx = [i for i in idx if i >= 4] or idx  # keep fixed prefixes such as 784- or 201/ intact
    for i in rng.sample(idx, min(len(idx), rng.choice([1, 1, 2]))):
        chars[i] = rng.choice([d for d in "0123456789" if d != chars[i]])
    return "".join(chars)


def g_pick(opts):
    return lambda rng: rng.choice(opts)


# ----------------------------------------------------------------------------------------------------------------
# Fact slots: (kind, thread, about, noun, clause with {v}, assistant question, generator)
# ----------------------------------------------------------------------------------------------------------------
def S(k, t, about, n, c, q, g):
    return {"k": k, "t": t, "about": about, "n": n, "c": c, "q": q, "g": g}


SLOTS_ALL = [
    S("person", "flat", "landlord's name", "our landlord", "our landlord is Mr. {v}, the one who owns half the building", "By the way, what's your landlord's name? It helps to address him properly in the message.", g_person("ar")),
    S("person", "house", "foreman's name", "the foreman", "the foreman on the house site is Kuya {v}", "Who's the foreman at the site, by the way? Just so we know who gets the materials list.", g_person("ph", "m")),
    S("person", "house", "contractor's engineer", "the engineer from the contractor", "the engineer assigned by the contractor is Engr. {v}", "What's the name of the engineer from the contractor?", g_person("ph")),
    S("person", "money", "insurance agent's name", "my insurance agent", "my insurance agent is {v} from church", "Who's your insurance agent again?", g_person("ph")),
    S("person", "church", "choir director's name", "our choir director", "our choir director is {v}", "Who's your choir director? I can help you draft a message.", g_person("any")),
    S("person", "work", "head nurse's name", "our new head nurse", "our new head nurse in the ward is {v}", "Who's your new head nurse, by the way?", g_person("sa")),
    S("person", "church", "Filipino community group president", "the president of our community group", "the president of our Filipino community group this year is {v}", "Who leads the community group now?", g_person("ph")),
    S("person", "trip", "cargo agent's name", "our cargo agent", "the cargo agent who handles our balikbayan boxes is {v}", "Who's your contact at the cargo company?", g_person("ph")),
    S("person", "visa", "hospital PRO handling the visa", "the PRO handling my visa", "the PRO handling my visa at the hospital is {v}", "Who's the PRO handling your visa? You may need to follow up with them directly.", g_person("ar")),
    S("person", "tuition", "brother's college adviser", "bunso's adviser", "bunso's adviser in college is Prof. {v}", "Do you know the name of your brother's adviser?", g_person("ph")),
    S("person", "love", "boyfriend's mother's name", "babe's mom", "babe's mom is Tita {v}", "What's your boyfriend's mom's name, so we can write the invitation properly?", g_person("ph", "f")),
    S("person", "trip", "travel agent's name", "our travel agent", "the travel agent who booked our tickets is {v}", "Who's the travel agent who booked for you?", g_person("any")),
    S("person", "remit", "account name on mother's bank account", "the name on Mama's bank account", "Mama's bank account is under {v}", "What's the exact name on your mother's bank account? It has to match for the transfer.", g_person("ph", "f")),
    S("person", "flat", "new roommate's name", "our new roommate", "our new roommate moving in next month is {v}", "Who's the new roommate moving in?", g_person("ph", "f")),

    S("pet", "cat", "cat's name", "my cat's name", "my cat's name is {v}", "I just realized I never asked — what's your cat's name?", g_pick(["Biscoff", "Pochola", "Mayumi", "Churro", "Kumander", "Snowbell", "Miso Tan", "Kimchi", "Butchoy", "Chichay"])),
    S("pet", "cat", "cat's breed", "my cat's breed", "my cat is a {v}", "What breed is your cat, by the way?", g_pick(["Scottish Fold mix", "ragdoll-puspin mix", "British Shorthair", "orange tabby puspin", "Persian-Siamese mix", "Maine Coon cross"])),
    S("pet", "cat", "cat's food", "my cat's food", "my cat only eats {v}", "What food is your cat on now?", g_pick(["Whiskas tuna pouches", "Royal Canin Sterilised", "Purina One salmon kibble", "Felix senior jelly", "Applaws chicken loaf", "Orijen Cat & Kitten"])),
    S("pet", "cat", "cat's vet clinic", "my cat's vet clinic", "my cat's vet is at {v}", "Which vet clinic do you take your cat to?", g_pick(["Paws & Whiskers Vet Clinic", "Nahda Pet Care", "Qusais Animal Clinic", "Happy Tails Veterinary", "Pet Vet Karama", "Blue Oasis Vet Centre"])),
    S("pet", "cat", "cat's microchip number", "my cat's microchip number", "my cat's microchip number is {v}", "Do you have your cat's microchip number handy?", g_id("chip")),
    S("pet", "cat", "cat's maintenance medicine", "my cat's maintenance meds", "my cat is on {v}", "Is your cat on any regular medication?", g_pick(["half a tablet of prednisolone daily", "lactulose syrup twice a day", "Hill's c/d urinary food", "a quarter tab of methimazole"])),

    S("date", "work", "DHA licence expiry", "my DHA licence expiry", "my DHA licence expires {v}", "When does your DHA licence expire? I can help you plan the CPD hours backwards from that.", g_date()),
    S("date", "visa", "visa medical appointment", "my visa medical", "my visa medical appointment is on {v}", "Do you already have a date for your visa medical?", g_date()),
    S("date", "visa", "Emirates ID biometrics appointment", "my Emirates ID biometrics", "my biometrics for the Emirates ID is on {v}", "When is your biometrics appointment for the Emirates ID?", g_date()),
    S("date", "tuition", "brother's tuition payment deadline", "bunso's tuition deadline", "the deadline for bunso's tuition is {v}", "When's the deadline for your brother's tuition?", g_date(["the 15th (sahod)", "the 30th (sahod)", "before the prelims"])),
    S("date", "trip", "flight home date", "my flight home", "my flight home to Iloilo is {v}", "Have you fixed the date of your flight home?", g_date(["before Simbang Gabi", "the weekend before Simbang Gabi"])),
    S("date", "love", "engagement dinner date", "our engagement dinner", "our engagement dinner with both families is {v}", "Have you two set a date for the engagement dinner?", g_date(["after Ramadan", "right after Eid"])),
    S("date", "church", "choir concert date", "our choir concert", "our choir's Christmas concert is {v}", "When is the choir's concert?", g_date(["the Sunday before Simbang Gabi", "the first Sunday of Advent"])),
    S("date", "house", "roofing start date", "the roofing work", "the roofing work starts {v}", "When is the roofing supposed to start?", g_date(["after the Dinagyang festival", "right after the fiesta"])),
    S("date", "cat", "cat's booster vaccine date", "my cat's booster shot", "my cat's booster shot is due on {v}", "When is your cat due for the booster?", g_date(["my next day off", "my next off"])),
    S("date", "money", "insurance premium due date", "my premium due date", "my insurance premium is due on {v}", "When is your premium due?", g_date(["the 15th (sahod)", "the 30th (sahod)"])),
    S("date", "trip", "balikbayan box pickup date", "the box pickup", "the cargo pickup for our balikbayan box is {v}", "When will the cargo pick up the box?", g_date(["before Simbang Gabi", "right after Eid", "on my next day off"])),
    S("date", "flat", "tenancy renewal date", "our tenancy renewal", "our tenancy contract renewal is on {v}", "When does your tenancy contract renew?", g_date()),

    S("amount", "remit", "monthly remittance to family", "my monthly padala", "I send {v} to Mama every month", "How much do you usually send home each month?", g_either(1500, 4000, 20000, 45000)),
    S("amount", "tuition", "brother's tuition per semester", "bunso's tuition this sem", "bunso's tuition for this semester is {v}", "How much is your brother's tuition this semester?", g_amount("php", 38000, 75000, 500)),
    S("amount", "house", "contractor's downpayment", "the downpayment for the contractor", "the contractor is asking for {v} as downpayment", "How much is the contractor asking as downpayment?", g_amount("php", 150000, 450000, 5000)),
    S("amount", "flat", "monthly rent share", "my share of the rent", "my share of the rent is {v} a month", "How much is your share of the rent?", g_amount("aed", 1200, 2600, 50)),
    S("amount", "love", "engagement ring budget", "our ring budget", "our budget for the ring is {v}", "What budget are you two working with for the ring?", g_amount("aed", 2500, 9000, 250)),
    S("amount", "trip", "Christmas airfare", "my plane ticket", "my round-trip ticket to Iloilo cost {v}", "How much did the ticket end up costing?", g_amount("aed", 2200, 4800, 10)),
    S("amount", "trip", "balikbayan box shipping fee", "the shipping fee for the box", "the shipping for one jumbo balikbayan box is {v}", "How much is the shipping for the box?", g_amount("aed", 240, 520, 5)),
    S("amount", "money", "monthly insurance premium", "my insurance premium", "my insurance premium is {v} per month", "How much is your monthly premium?", g_amount("aed", 300, 900, 5)),
    S("amount", "money", "monthly Pag-IBIG MP2 contribution", "my MP2 contribution", "I put {v} into Pag-IBIG MP2 every month", "How much are you putting into MP2 monthly?", g_amount("php", 1000, 10000, 500)),
    S("amount", "flat", "share of the DEWA bill", "my DEWA share", "my share of the DEWA bill this month is {v}", "What's your share of the DEWA bill this month?", g_amount("aed", 140, 420, 1)),
    S("amount", "house", "weekly labor payroll", "the weekly payroll for the workers", "the weekly payroll for the crew is {v}", "How much is the weekly payroll for the workers?", g_amount("php", 18000, 42000, 500)),
    S("amount", "money", "emergency fund target", "my emergency fund goal", "my emergency fund target is {v}", "What's your target for the emergency fund?", g_amount("aed", 15000, 40000, 1000)),

    S("phone", "flat", "landlord's phone number", "the landlord's number", "the landlord's number is {v}", "Do you have the landlord's number? We could message him directly.", g_phone("uae_mob")),
    S("phone", "house", "foreman's mobile number", "the foreman's number", "the foreman's number is {v}", "Do you have the foreman's number so you can call him directly?", g_phone("ph_mob")),
    S("phone", "trip", "cargo office landline", "the cargo office number", "the cargo office number in Al Qusais is {v}", "Do you have the cargo office's number?", g_phone("uae_land")),
    S("phone", "cat", "vet clinic phone number", "the vet clinic's number", "the vet clinic's number is {v}", "Do you have the clinic's number to book the appointment?", g_phone("uae_land")),
    S("phone", "money", "insurance agent's mobile", "my insurance agent's number", "my insurance agent's number is {v}", "Do you have your agent's number to ask about the policy?", g_phone("uae_mob")),
    S("phone", "remit", "mother's new mobile number", "Mama's new number", "Mama's new number is {v}", "Did your mom's number change after she lost her phone?", g_phone("ph_mob")),
    S("phone", "love", "boyfriend's office landline", "babe's office number", "babe's office landline in Abu Dhabi is {v}", "Is there another way to reach him when his mobile is off?", g_phone("ad_land")),
    S("phone", "tuition", "brother's new mobile number", "bunso's new number", "bunso's new number is {v}", "Does your brother have a new number?", g_phone("ph_mob")),
    S("phone", "visa", "HR visa desk number", "the HR visa desk number", "the HR visa desk number is {v}", "Do you have a direct number for the HR visa desk?", g_phone("uae_land")),

    S("address", "flat", "flat address in Al Nahda", "our flat's full address", "our flat's full address is {v}", "What's the full address of your flat, for the delivery form?", g_addr("flat")),
    S("address", "house", "house lot address in Iloilo", "the house lot address", "the house lot is at {v}", "What's the exact address of the lot?", g_addr("lot")),
    S("address", "remit", "mother's address for deliveries", "Mama's delivery address", "Mama's delivery address is {v}", "What address should the delivery go to at your mom's?", g_addr("mama")),
    S("address", "tuition", "brother's dorm address in Manila", "bunso's dorm address", "bunso's dorm is at {v}", "Where is your brother's dorm exactly?", g_addr("dorm")),
    S("address", "love", "boyfriend's address in Abu Dhabi", "babe's address", "babe's flat in Abu Dhabi is {v}", "What's his address in Abu Dhabi, for the delivery?", g_addr("bf")),
    S("address", "trip", "cargo drop-off address", "the cargo drop-off", "the cargo drop-off point is {v}", "Where do you drop off the box?", g_addr("cargo")),
    S("address", "church", "choir rehearsal venue", "our rehearsal venue", "we rehearse at {v}", "Where does the choir rehearse?", g_addr("church")),

    S("id", "visa", "Emirates ID number", "my Emirates ID number", "my Emirates ID number is {v}", "Can you give me your Emirates ID number for the form?", g_id("eid")),
    S("id", "work", "DHA licence number", "my DHA licence number", "my DHA licence number is {v}", "What's your licence number? The renewal form asks for it.", g_id("dha")),
    S("id", "visa", "passport number", "my passport number", "my passport number is {v}", "What's your passport number for the application?", g_id("passport")),
    S("id", "money", "Pag-IBIG MID number", "my Pag-IBIG MID", "my Pag-IBIG MID number is {v}", "Do you have your Pag-IBIG MID number?", g_id("pagibig")),
    S("id", "remit", "remittance reference number", "the reference number for the padala", "the reference number for this month's padala is {v}", "Do you have the reference number for the transfer?", g_id("remit")),
    S("id", "trip", "balikbayan box tracking number", "the box tracking number", "the tracking number for the balikbayan box is {v}", "Did they give you a tracking number for the box?", g_id("cargo")),
    S("id", "trip", "flight booking reference (PNR)", "my booking reference", "my flight booking reference is {v}", "What's your booking reference? You'll need it for web check-in.", g_id("pnr")),
    S("id", "money", "insurance policy number", "my policy number", "my insurance policy number is {v}", "What's the policy number on your insurance?", g_id("policy")),
    S("id", "flat", "DEWA account number", "our DEWA account number", "our DEWA account number is {v}", "What's the DEWA account number for the flat?", g_id("dewa")),
    S("id", "tuition", "brother's student number", "bunso's student number", "bunso's student number is {v}", "What's your brother's student number? The payment portal asks for it.", g_id("student")),
    S("id", "visa", "residence visa file number", "my visa file number", "my residence visa file number is {v}", "Do you have your visa file number?", g_id("visafile")),

    S("decision", "house", "roofing material decision", "the roofing choice", "for the roofing we're going with {v}", "Have you decided on the roofing material?", g_pick(["long-span rib type roofing", "stone-coated steel tiles", "pre-painted yero sheets"])),
    S("decision", "house", "house design choice", "the house design", "we finally chose {v} for the house", "Which house design did you end up choosing?", g_pick(["the bungalow with a roof deck", "the two-storey with a balcony", "the L-shaped bungalow"])),
    S("decision", "trip", "how to ship the balikbayan box", "the box shipping", "I decided to send the box by {v}", "How are you sending the box this year?", g_pick(["sea cargo door-to-door", "the 45-day sea freight", "air cargo express"])),
    S("decision", "work", "shift schedule decision", "my shift choice", "I decided to take {v} starting next roster", "Did you decide on the new roster option?", g_pick(["the fixed night shift", "the four-on three-off roster", "the ER float pool"])),
    S("decision", "love", "wedding plan decision", "our wedding plan", "we agreed on {v}", "Have you two agreed on what kind of wedding?", g_pick(["a civil wedding first", "a garden wedding in Iloilo", "a church wedding at Molo"])),
    S("decision", "money", "insurance plan choice", "my insurance plan", "I'm going with {v}", "Which plan did you end up choosing?", g_pick(["the pure term plan", "the 10-pay VUL", "the health-only rider"])),
    S("decision", "tuition", "tuition payment plan", "the tuition payment scheme", "we'll do {v} for bunso's tuition", "Will you pay the tuition in full or in installments?", g_pick(["the four-installment scheme", "full payment with the early-bird discount"])),
    S("decision", "remit", "remittance channel decision", "the padala method", "from now on I'll send via {v}", "Are you changing how you send money home?", g_pick(["direct credit to Mama's account", "cash pickup at the pawnshop", "the GCash wallet of Papa"])),

    S("preference", "love", "engagement ring preference", "the ring I want", "I really prefer {v} for the ring", "What kind of ring do you like?", g_pick(["a thin rose gold band", "a plain white gold solitaire", "a yellow gold eternity band"])),
    S("preference", "love", "wedding motif preference", "the motif", "I'd love {v} as our motif", "Have you thought about a motif?", g_pick(["sage green and champagne", "dusty blue and ivory", "terracotta and cream"])),
    S("preference", "trip", "flight seat preference", "my seat preference", "I always pick {v}", "Do you have a seat preference for the long flight?", g_pick(["an aisle seat near the back", "a window seat over the wing", "the exit row aisle"])),
    S("preference", "work", "preferred ward assignment", "my preferred ward", "I'd rather be assigned to {v}", "If you could choose, which ward would you want?", g_pick(["the pedia ward", "post-op recovery", "the dialysis unit"])),
    S("preference", "church", "choir voice part preference", "my voice part", "I'd rather sing {v}", "Which voice part do you like singing?", g_pick(["second soprano", "the alto line", "the descant part"])),
    S("preference", "house", "exterior paint color preference", "the paint color", "I want {v} for the exterior", "What color do you want for the house?", g_pick(["mint green with white trim", "pale yellow with brown trim", "light gray with navy accents"])),
    S("preference", "flat", "room preference in the flat", "my room preference", "I prefer {v}", "Which room would you want if you switch?", g_pick(["the room with the balcony", "the partition near the window", "the smaller room by the kitchen"])),

    S("constraint", "love", "food allergy for the engagement dinner", "my allergy rule", "it has to be {v} for me, allergic talaga ako", "Any food restrictions we should plan around for the dinner?", g_pick(["no shrimp or prawns", "zero shellfish", "nothing with crab"])),
    S("constraint", "work", "limit on consecutive night shifts", "my night shift limit", "I can't do {v}, occupational health said so", "Is there a limit on how many nights you can do?", g_pick(["more than three nights in a row", "back-to-back doubles"])),
    S("constraint", "trip", "leave limit", "my leave limit", "HR said {v}", "How many days of leave can you take?", g_pick(["max 21 days leave only", "only 14 working days this year"])),
    S("constraint", "flat", "flat house rule", "the house rule", "the landlord's rule is {v}", "Are there house rules we should remember?", g_pick(["no visitors after 10pm", "no frying fish on weekdays"])),
    S("constraint", "cat", "cat safety rule", "the cat rule", "there are {v} because they're toxic to cats", "Anything in the flat that's off-limits because of the cat?", g_pick(["no lilies in the flat", "no essential oil diffusers"])),
    S("constraint", "visa", "travel restriction during visa processing", "my travel restriction", "the PRO said {v}", "Can you travel while the visa is processing?", g_pick(["no flying out until the visa is stamped", "no exit while the file is open"])),
    S("constraint", "money", "personal borrowing rule", "my money rule", "my rule is {v}", "Do you have rules for borrowing?", g_pick(["no borrowing from 5-6 lenders", "no loans for gadgets"])),
]

# ----------------------------------------------------------------------------------------------------------------
# Phrasing styles. \x00 marks the value, \x01 an old (stale) value; both are substituted after any text transform.
# ----------------------------------------------------------------------------------------------------------------
STYLE_T = {
    "plain": ["{op} {C}. {a1}", "{a1} Also, {c}. {cl}", "Update lang po on the {topic}: {c}. {a1}",
              "FYI po, {c}. {a1} {cl}", "Okay so, {c}. Yun lang, share ko lang hehe. {a1}"],
    "value_first": ["\x00 — that's {noun}, para alam mo lang po. {a1}", "\x00. Yan yung {noun}, isulat ko na dito bago ko makalimutan haha. {a1}",
                    "\x00! Finally, na-confirm ko rin {noun} {e} {a1}", "\x00 daw, for {noun}. {a1} {cl}",
                    "\x00 — {noun} yan ha. {a1}"],
    "subordinate": ["Since {c}, I think I should {todo}. {a1}", "{a1} Kasi nga {c}, sana smooth na lahat this time 🙏",
                    "Even though {c}, parang kulang pa rin ang info ko hehe. {a1}", "If I remember right, {c}, so {todo} na lang muna ako. {cl}",
                    "Now that {c}, medyo nakahinga na ako ng maluwag. {a1}", "I was telling Mama that {c}, and she just said 'sige anak, ingat.' {a1}"],
    "reported": ["Sabi ni {who}, {c} daw. {a1}", "{Who} messaged me kanina: \"FYI, {cq}.\" Ang formal haha. {a1}",
                 "According to {who}, {c}. {a1} {cl}", "{Who} reminded me na {c}. Oo na po, alam ko na 😂 {a1}",
                 "Tumawag si {who} kanina and said {c}. {a1}"],
    "list": ["Para di ko makalimutan, list ko lang po:\n- {t1}\n- {label}: \x00\n- {t2}", "Things to do this week:\n1. {t1}\n2. {t2}\n3. {label} — \x00\n4. {t3}\n{cl}",
             "Notes for myself haha:\n• {t1}\n• {t2}\n• {label} = \x00\n{a1}", "Checklist ko for the {topic}:\n- {t1}\n- {label}: \x00\n- {t2}\n- {t3}\nAno pa kaya kulang?"],
    "answer": ["\x00 po {e} {a1}", "Ah, \x00! Sorry late reply. {a1}", "It's \x00 po. {a1} {cl}", "Hmm, \x00 I think. Yes, \x00 talaga. {a1}",
               "Ay yes, \x00 po hehe. {a1}"],
    "question": ["Quick question po: {c}, so do I need to {todo} na ba ngayon or pwede pa later? {a1}", "Is it normal ba that {c}? Parang weird lang hehe. {a1}",
                 "{a1} Ano ba sa tingin mo, {c} — dapat ko na bang {todo}?", "Hmm, {c}, so when should I {todo}? {a1}",
                 "Wait, if {c}, kailangan ko pa bang sabihan si Mama? {a1}"],
    "dictation": ["ok so um {c}. also {a1}", "hi po voice to text lang kasi nagluluto ako, {c}. yun lang. {a1}",
                  "reminder for me. {label}. \x00. new line. {a1}", "wait lang ha, ano nga ulit... ah yes, {c}. {a1}",
                  "dictating lang po habang naglalakad, {c}, tapos {a1}"],
    "buried": ["{o1} {o2} Tapos oo nga pala, {c}. {a1} {o3}", "{a1} {o1} Anyway, {c}. {o2} {cl}",
               "{o1} Sorry ang gulo ng chika ko haha. {C}. {o2} {a1}", "{op} {o1} By the way {c}. {o2} {o3}"],
    "texting": ["omg ate {c} lol {e} {a1}", "uy {c} pala haha. {a1}", "update: {c}. k bye {e}", "{c} btw hahaha. {a1} ttyl",
                "hala {c}!! {a1}"],
    "note": ["Copy-paste ko lang from my Notes app para safe:\n\"{label}: \x00\"\n{a1}", "Screenshot sana pero i-type ko na lang: {label} — \x00. {a1}",
             "Sinulat ko sa likod ng resibo pero baka mawala, so dito na lang: {label}, \x00. {a1}", "For my records po: {label} is \x00. {a1} {cl}"],
    "parenthetical": ["Nag-usap kami ni {who} about the {topic} ({c}) and grabe ang haba ng kwentuhan namin. {a1}",
                      "{a1} Re: the {topic} — {c}, by the way — di ko pa yata nasabi sa'yo yan diba? {cl}",
                      "So ayun, tinawagan ako ni {who} ({c} nga pala, FYI lang) and we talked for an hour haha. {a1}"],
}
ACK_ECHO = ["Got it — \x00. I'll keep that in mind.", "Noted: \x00.", "Okay, \x00 — thanks for telling me.", "Thanks! So it's \x00.",
            "Got it, \x00 😊"]
ACK = ["Noted, thanks for sharing that!", "Got it.", "Okay, good to know.", "Thanks for the update!", "Salamat sa info!", "Noted po."]
QPRE = ["", "Quick question so I can keep track. ", "One more thing. ", "Oh, and something I wanted to ask. "]

CORR_T = [
    ("any", "Scratch that po — {noun} is \x00, not \x01. Mali pala yung nasabi ko before hehe 🙈 {a1}", None),
    ("any", "Turns out {noun} is actually \x00. Yung \x01 na sinabi ko dati, luma na pala. {a1}", None),
    ("any", "Ay grabe, I had the wrong one all along! {Noun} is \x00 pala, hindi \x01. {a1}", None),
    ("any", "\x00 — yan na ang tama for {noun}. Nalito lang ako kasi \x01 yung nakasulat sa lumang notes ko 😅 {a1}", None),
    ("any", "Uy, remember I told you \x01? It's actually \x00. {a1}", None),
    ("any", "Sabi ni {who}, mali daw yung \x01 — {noun} is \x00. Buti na lang nag-double check siya! {a1}", None),
    ("any", "correction pala, not \x01, it's \x00 for {noun}. yun lang. {a1}", "dictation"),
    ("any", "hala sorry mali ko before, \x00 talaga not \x01 lol {a1}", "texting"),
    ("any", "Double-checked ko yung papers: {noun} is \x00. Ewan ko kung saan ko nakuha yung \x01 🤦‍♀️ {a1}", None),
    ("any", "{a1} Tapos pala, small update: {noun} is now \x00 instead of \x01.", None),
    ("date", "They moved it to \x00 na daw, instead of \x01. {a1}", None),
    ("date", "Na-resched po! From \x01, ginawa nilang \x00. Sana final na talaga. {a1}", None),
    ("amount", "Mali pala ako — \x00 talaga, hindi \x01 like I thought. Nag-compute ulit si {who} 😩 {a1}", None),
    ("amount", "Binago nila yung computation, so it's \x00 now, not \x01. {a1}", None),
    ("phone", "I had the wrong number pala — \x01 is the old one. The new number is \x00. {a1}", None),
    ("phone", "Nagpalit daw sila ng number, so \x00 na, not \x01 anymore. {a1}", None),
    ("address", "Wrong address pala yung nabigay ko before — not \x01, it's \x00. {a1}", None),
    ("address", "Lumipat pala sila! \x00 na ngayon, hindi na \x01. {a1}", None),
    ("person", "Hindi na pala si \x01 — they assigned \x00 na. {a1}", None),
    ("person", "Nagkamali ako ng name, it's \x00, not \x01. Magkamukha kasi yung pangalan sa GC haha. {a1}", None),
    ("id", "I misread one digit pala — it's \x00, not \x01. Buti na-check ko ulit. {a1}", None),
    ("id", "Ay, \x01 pala yung sa luma! The current one is \x00. {a1}", None),
]
CORR_ACK = ["Got it — updated to \x00.", "Thanks for the correction! I'll use \x00 from now on.", "Okay, noted: \x00.",
            "No worries, it happens. So it's \x00 now.", "Noted, I'll go with the new one."]

_EMOJI = re.compile("[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]")
_TEXTING = [(r"\byou\b", "u"), (r"\byour\b", "ur"), (r"\bplease\b", "pls"), (r"\bbecause\b", "bc"), (r"\btomorrow\b", "tmrw"),
            (r"\bokay\b", "ok"), (r"\breally\b", "rly"), (r"\btalaga\b", "tlga"), (r"\bnaman\b", "nmn"), (r"\blang\b", "lng"),
            (r"\bsige\b", "cge"), (r"\bthank you\b", "ty"), (r"\bkasi\b", "kc"), (r"\bpara\b", "pra"), (r"\bwhat\b", "wat"),
            (r"\bako\b", "aq"), (r"\bwith\b", "w/")]


def _texting(rng, s):
    s = s.lower()
    for pat, rep in _TEXTING:
        if rng.random() < 0.8:
            s = re.sub(pat, rep, s)
    s = re.sub(r"\.(\s|$)", lambda m: ("" if rng.random() < 0.7 else ".") + m.group(1), s)
    return re.sub(r"[ \t]+", " ", s).strip()


_ABBR = ("st", "dr", "mr", "engr", "prof", "ma", "sr", "jr", "no", "brgy", "apt")


def _dictate(rng, s):
    s = _EMOJI.sub("", s).lower().replace("\n", " new line ").replace("...", "\x03")
    s = s.replace("?", " question mark").replace("!", " exclamation point")
    s = re.sub(r",(?=\s)", lambda m: " comma" if rng.random() < 0.6 else ",", s)

    def per(m):
        if m.group(1) in _ABBR:
            return m.group(0)
        return m.group(1) + (" period" if rng.random() < 0.6 else "") + m.group(2)
    s = re.sub(r"(\w*)\.(\s|$)", per, s)
    return re.sub(r"\s+", " ", s.replace("\x03", "...")).strip()


def _cap(s):
    return s[:1].upper() + s[1:] if s else s


def _label(noun):
    for p in ("my ", "our ", "the "):
        if noun.startswith(p):
            noun = noun[len(p):]
    return _cap(noun)


def _finish(rng, text, transform, new, old=None):
    text = re.sub(r"[ \t]+", " ", text).strip()
    if transform == "dictation":
        text = _dictate(rng, text)
    elif transform == "texting":
        text = _texting(rng, text)
    if new.endswith("."):
        text = text.replace("\x00.", "\x00")
    if old is not None and old.endswith("."):
        text = text.replace("\x01.", "\x01")
    text = text.replace("\x00", new)
    return text.replace("\x01", old) if old is not None else text


KIND_REPLY = {
    "person": ["Good to have the name handy for follow-ups.", "I'll remember the name in case you need to message them.", ""],
    "pet": ["Aww, good to know for her records.", "That's helpful to have when you talk to the vet.", ""],
    "date": ["Maybe put it in your phone calendar with a reminder a few days before.", "Good to know early so you can plan your leave and budget.", ""],
    "amount": ["That's a good number to build your monthly budget around.", "Let's keep that amount in mind when we plan the month.", ""],
    "phone": ["Save it in your contacts with a clear label so it's easy to find.", "Handy to have — maybe send it to your family too.", ""],
    "address": ["Double-check the spelling when you fill in the forms.", "Good to have the exact address for deliveries.", ""],
    "id": ["Keep a photo of the document in a secure folder too.", "Useful for forms — just don't share it in group chats.", ""],
    "decision": ["That sounds like a sensible choice.", "Good that it's decided — one less thing to think about.", ""],
    "preference": ["That sounds lovely.", "Nice choice — very you.", ""],
    "constraint": ["Good to keep that in mind when planning.", "That's important — better that everyone knows early.", ""],
}
_SECOND = [(r"\bmy\b", "your"), (r"\bour\b", "your"), (r"\bI'm\b", "you're"), (r"\bI'd\b", "you'd"), (r"\bI'll\b", "you'll"),
           (r"\bI\b", "you"), (r"\bme\b", "you")]


def _second_person(c):
    for pat, rep in _SECOND:
        c = re.sub(pat, rep, c)
    return c


def _aside(rng, P, th, recent):
    """A filled (user sentence, assistant reply) pair from thread ``th``, avoiding recently used templates."""
    pairs = U_PAIRS[th]
    u, a = rng.choice([p for p in pairs if p[0] not in recent] or pairs)
    recent.append(u)
    del recent[:-70]
    both = _fill(rng, P, u + " \x02 " + a).split(" \x02 ")
    return both[0], both[1]


def _other(rng, th):
    return rng.choice([t for t in THREADS if t != th])


def _ctx(rng, P, slot, th, recent):
    who = _fill(rng, P, rng.choice(WHO[th]))
    a1, o1, o2, o3 = [_aside(rng, P, x, recent) for x in (th, _other(rng, th), _other(rng, th), _other(rng, th))]
    t1, t2, t3 = rng.sample(TODOS, 3)
    ctx = {"op": rng.choice(OPENERS), "cl": rng.choice(CLOSERS), "a1": a1[0], "o1": o1[0], "o2": o2[0], "o3": o3[0],
           "topic": TOPIC[th], "noun": slot["n"], "Noun": _cap(slot["n"]), "label": _label(slot["n"]), "who": who,
           "Who": _cap(who), "e": rng.choice(EMO), "todo": rng.choice(KIND_TODO[slot["k"]]), "t1": t1, "t2": t2, "t3": t3}
    replies = {"a1": a1[1], "o1": o1[1], "o2": o2[1], "o3": o3[1]}
    return ctx, replies


def _reply_for(tmpl, replies, rng):
    """Assistant picks up one of the asides the user actually wrote (if any)."""
    used = [k for k in ("a1", "o1", "o2") if "{" + k + "}" in tmpl]
    return replies[rng.choice(used)] if used else ""


def render_fact(rng, P, slot, style, value, recent):
    th = slot["t"]
    c = slot["c"].replace("{v}", "\x00")
    ctx, replies = _ctx(rng, P, slot, th, recent)
    tmpl = rng.choice(STYLE_T[style])
    user = tmpl.format(c=c, C=_cap(c), cq=_second_person(c), **ctx)
    transform = style if style in ("dictation", "texting") else None
    user = _finish(rng, user, transform, value)
    first = rng.choice(ACK_ECHO) if rng.random() < 0.45 else rng.choice(ACK)
    parts = [first.replace("\x00", value), rng.choice(KIND_REPLY[slot["k"]]), _reply_for(tmpl, replies, rng)]
    return user, " ".join(x for x in parts if x)


def render_correction(rng, P, slot, tmpl, new, old, recent):
    kind_, text, transform = tmpl
    ctx, replies = _ctx(rng, P, slot, slot["t"], recent)
    user = _finish(rng, text.format(**ctx), transform, new, old)
    ack = rng.choice(CORR_ACK).replace("\x00", new)
    return user, " ".join(x for x in (ack, _reply_for(text, replies, rng)) if x)


def filler(rng, P, th, recent):
    parts, replies = [], [rng.choice(A_OPEN)]
    if rng.random() < 0.35:
        parts.append(rng.choice(OPENERS))
    for _ in range(1 if rng.random() < 0.4 else 2):
        u, a = _aside(rng, P, th, recent)
        if u in parts:
            continue
        parts.append(u)
        replies.append(a)
    if rng.random() < 0.3:
        u, a = _aside(rng, P, _other(rng, th), recent)
        parts.append(rng.choice(SEGUES) + u)
        if rng.random() < 0.7:
            replies.append(a)
    if rng.random() < 0.3:
        parts.append(rng.choice(CLOSERS))
    replies.append(rng.choice(A_CLOSE))
    return " ".join(parts), " ".join(x for x in replies if x)


# ----------------------------------------------------------------------------------------------------------------
# Conversation assembly
# ----------------------------------------------------------------------------------------------------------------
def _schedule(rng, turns):
    out, cur = [], None
    while len(out) < turns:
        cur = rng.choice([t for t in THREADS if t != cur])
        out.extend([cur] * rng.randint(2, 6))
    return out[:turns]


def _hit(text, vals):
    low = text.lower()
    return any(v.lower() in low for v in vals)


def _generate(seed, turns=1000, n_corrections=6):
    rng = random.Random(seed)
    P = _persona(rng)
    sched = _schedule(rng, turns)

    chosen = []
    for kind, cnt in KIND_COUNTS.items():
        chosen += rng.sample([s for s in SLOTS_ALL if s["k"] == kind], cnt)
    rng.shuffle(chosen)
    nf = len(chosen)
    corr = sorted(rng.sample([i for i, s in enumerate(chosen) if s["k"] in CORR_KINDS], n_corrections))

    taken = []

    def fresh(gen):
        for _ in range(500):
            v = gen(rng)
            lv = v.lower()
            if all(lv not in o.lower() and o.lower() not in lv for o in taken):
                taken.append(v)
                return v
        raise RuntimeError("could not draw a distinct value")

    first_val, new_val = [], {}
    for i, s in enumerate(chosen):
        first_val.append(fresh(s["g"]))
        if i in corr:
            g = s["g"]
            if s["k"] == "date":  # a date is corrected to a concrete calendar date
                g = lambda r, g0=g: next(v for v in iter(lambda: g0(r), None) if any(ch.isdigit() for ch in v))
            elif s["k"] == "id" or (s["k"] == "phone" and rng.random() < 0.5):  # misread / mistyped digits
                g = lambda r, old=first_val[i]: _mutate_digits(r, old)
            new_val[i] = fresh(g)

    # styles, balanced; reported speech is odd for pets and preferences
    styles = [STYLES[i % len(STYLES)] for i in range(nf)]
    rng.shuffle(styles)
    for i in range(nf):
        if styles[i] == "reported" and chosen[i]["k"] in ("pet", "preference"):
            for j in range(nf):
                if styles[j] != "reported" and chosen[j]["k"] not in ("pet", "preference"):
                    styles[i], styles[j] = styles[j], styles[i]
                    break

    # placement: thirds, thread-matched turns, special turns at least 3 apart
    order = list(range(nf))
    rng.shuffle(order)
    third = {idx: j * 3 // nf for j, idx in enumerate(order)}
    bounds = [0, turns // 3, 2 * turns // 3, turns]
    blocked, occupied = [False] * turns, [False] * turns

    def pick(th, lo, hi, prev_same):
        lo = max(lo, 1)
        cands = [t for t in range(lo, hi) if not blocked[t]]
        if not cands:  # short conversations: fall back to any free turn whose neighbours are not special
            cands = [t for t in range(lo, hi) if not occupied[t] and not occupied[t - 1] and not (t + 1 < turns and occupied[t + 1])]
        if not cands:
            raise RuntimeError("no free turn")
        good = [t for t in cands if sched[t] == th]
        if prev_same:
            better = [t for t in good if sched[t - 1] == th]
            good = better or good
        t = rng.choice(good or cands)
        sched[t] = th
        occupied[t] = True
        if prev_same:
            sched[t - 1] = th
        for u in range(t - 2, t + 3):
            if 0 <= u < turns:
                blocked[u] = True
        return t

    fact_turn, corr_turn = {}, {}
    for i in corr + [i for i in order if i not in corr]:
        th, tr = chosen[i]["t"], third[i]
        lo, hi = bounds[tr], bounds[tr + 1]
        if i in corr:
            hi = min(hi, turns - 60)
            if lo >= hi - 5:
                lo = max(1, hi - turns // 3)
        fact_turn[i] = pick(th, lo, hi, styles[i] == "answer")
    for i in corr:
        corr_turn[i] = pick(chosen[i]["t"], fact_turn[i] + 50, turns, False)

    every = first_val + [new_val[i] for i in corr]
    special = {}
    for i in range(nf):
        special[fact_turn[i]] = ("fact", i)
        if i in corr:
            special[corr_turn[i]] = ("corr", i)
    ask_before = {fact_turn[i] - 1: chosen[i]["q"] for i in range(nf) if styles[i] == "answer"}

    corr_pool = list(CORR_T)
    rng.shuffle(corr_pool)
    corr_tmpl = {}
    for i in corr:
        k = chosen[i]["k"]
        pref = [t for t in corr_pool if t[0] == k] if rng.random() < 0.5 else []
        tm = (pref or [t for t in corr_pool if t[0] in ("any", k)])[0]
        corr_pool.remove(tm)
        corr_tmpl[i] = tm

    out, recent = [], []
    for t in range(turns):
        for _attempt in range(300):
            if t in special:
                what, i = special[t]
                slot = chosen[i]
                if what == "fact":
                    user, asst = render_fact(rng, P, slot, styles[i], first_val[i], recent)
                    ok_user, ok_asst = [first_val[i]], [first_val[i]]
                else:
                    user, asst = render_correction(rng, P, slot, corr_tmpl[i], new_val[i], first_val[i], recent)
                    ok_user, ok_asst = [new_val[i], first_val[i]], [new_val[i]]
                if first_val[i] not in user and what == "fact":
                    continue
                if _hit(user, [v for v in every if v not in ok_user]) or _hit(asst, [v for v in every if v not in ok_asst]):
                    continue
            else:
                user, asst = filler(rng, P, sched[t], recent)
                if t in ask_before:
                    asst = asst + " " + rng.choice(QPRE) + ask_before[t]
                if _hit(user + "\n" + asst, every):
                    continue
            break
        else:
            raise RuntimeError(f"seed {seed}: could not render turn {t}")
        out.append((user, asst))

    facts = []
    for i, s in enumerate(chosen):
        if i in corr:
            facts.append(Planted(s["k"], s["about"], new_val[i], fact_turn[i], stale=first_val[i], corrected_at=corr_turn[i]))
        else:
            facts.append(Planted(s["k"], s["about"], first_val[i], fact_turn[i]))
    order_by_turn = sorted(range(nf), key=lambda i: facts[i].turn)
    return Conversation(turns=out, facts=[facts[i] for i in order_by_turn]), [styles[i] for i in order_by_turn]


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    return _generate(seed, turns, n_corrections)[0]


# ----------------------------------------------------------------------------------------------------------------
# Self-checks
# ----------------------------------------------------------------------------------------------------------------
def _check(seed, enc):
    errs = []
    conv, styles = _generate(seed)
    T = conv.turns
    if len(T) != 1000:
        errs.append(f"turns={len(T)}")
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
    for f in corrs:
        if f.kind not in CORR_KINDS or f.corrected_at is None or f.corrected_at - f.turn < 50:
            errs.append(f"bad correction {f}")
    msgs = [(t, r, (u if r == "user" else a)) for t, (u, a) in enumerate(T) for r in ("user", "assistant")]

    def where(v):
        lv = v.lower()
        return {(t, r) for t, r, m in msgs if lv in m.lower()}

    for f in conv.facts:
        if f.stale is None:
            if f.value not in T[f.turn][0]:
                errs.append(f"value not in stated user message: {f.value!r} @ {f.turn}")
            extra = where(f.value) - {(f.turn, "user"), (f.turn, "assistant")}
            if extra:
                errs.append(f"{f.value!r} also at {sorted(extra)[:4]}")
        else:
            if f.stale not in T[f.turn][0]:
                errs.append(f"stale not in first statement: {f.stale!r}")
            if f.value not in T[f.corrected_at][0] or f.stale not in T[f.corrected_at][0]:
                errs.append(f"correction message lacks values: {f.value!r}/{f.stale!r}")
            extra = where(f.stale) - {(f.turn, "user"), (f.turn, "assistant"), (f.corrected_at, "user")}
            if extra:
                errs.append(f"stale {f.stale!r} also at {sorted(extra)[:4]}")
            extra = where(f.value) - {(f.corrected_at, "user"), (f.corrected_at, "assistant")}
            if extra:
                errs.append(f"new {f.value!r} also at {sorted(extra)[:4]}")
    thirds = [sum(1 for f in conv.facts if b * 1000 // 3 <= f.turn < (b + 1) * 1000 // 3 + (b == 2)) for b in range(3)]
    if min(thirds) < 12:
        errs.append(f"facts per third {thirds}")
    again = generate(seed)
    if again.turns != conv.turns or again.facts != conv.facts:
        errs.append("not deterministic")
    tok = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in T) / len(T)
    if not 80 <= tok <= 130:
        errs.append(f"avg tokens/turn {tok:.1f}")
    return conv, styles, tok, thirds, errs


if __name__ == "__main__":
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "rollmem_client", "_tiktoken"))
    import tiktoken

    enc = tiktoken.get_encoding("cl100k_base")
    failed = False
    for seed in range(1, 6):
        conv, styles, tok, thirds, errs = _check(seed, enc)
        sc = {}
        for s in styles:
            sc[s] = sc.get(s, 0) + 1
        print(f"seed {seed}: turns={len(conv.turns)} facts={len(conv.facts)} corrections={len(conv.corrections)} "
              f"avg_tokens/turn={tok:.1f} facts_per_third={thirds} {'OK' if not errs else 'FAIL'}")
        print("   styles: " + ", ".join(f"{k}={v}" for k, v in sorted(sc.items())))
        for e in errs[:10]:
            print("   ERROR:", e)
        failed |= bool(errs)
        r = random.Random(seed * 7)
        for f in r.sample(conv.facts, 3) + r.sample(conv.corrections, 1):
            print(f"   [{f.kind} | {f.about} | {f.value!r} @ {f.turn}] {conv.turns[f.turn][0][:260]!r}")
            if f.corrected_at is not None:
                print(f"      corrected @ {f.corrected_at}: {conv.turns[f.corrected_at][0][:260]!r}")
    print("ALL CHECKS PASSED" if not failed else "SOME CHECKS FAILED")
    sys.exit(1 if failed else 0)
