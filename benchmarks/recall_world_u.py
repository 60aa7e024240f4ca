# ruff: noqa
"""Held-out recall world U: a retired Kenyan teacher (Kilimani / Limuru poultry farm) chatting with an assistant.

``generate(seed, turns, n_corrections)`` returns a long, deterministic conversation with 50 planted facts
(person 8, pet 4, date 7, amount 6, phone 4, address 4, id 6, decision 4, preference 4, constraint 3), a few of
them corrected later in natural wording. Self-checks: ``cd benchmarks && python recall_world_u.py``.
"""
from __future__ import annotations

import datetime
import random
import re
import sys

from recall_conversation import Conversation, Planted

KIND_COUNTS = {"person": 8, "pet": 4, "date": 7, "amount": 6, "phone": 4, "address": 4, "id": 6,
               "decision": 4, "preference": 4, "constraint": 3}
CORRECTABLE = ("person", "date", "amount", "phone", "address", "id")
THREADS = ["poultry", "house", "school", "eye", "land", "church", "trip", "money", "pets", "daily"]

# --------------------------------------------------------------------------------------------- incidental slots
SLOTS = {
    "name": ["Mama Wairimu", "Mzee Kinyua", "Pastor Ndirangu", "Baba Kevin", "Nzisa", "Teacher Adhiambo", "Kahindi",
             "Cucu Wamaitha", "Deacon Mbugua", "Auntie Mumbi", "Brother Sila", "Shiru", "Kanja", "Bi. Rehema",
             "Mwalimu Odera", "Kabura", "young Brian", "Wachira the boda man", "Mama Kui", "Nduati"],
    "place": ["Limuru town", "Tigoni", "Kiambu", "Githunguri", "Ruiru", "Yaya Centre", "Junction Mall", "Westlands",
              "Kikuyu", "Uthiru", "Wangige", "Gikomba", "Ngara", "Kangemi", "Banana Hill", "Ndenderu", "Karen",
              "Thika Road Mall", "Kawangware", "Prestige Plaza"],
    "price": ["KES 350", "Ksh 1,200", "sh. 780", "2,400/-", "KES 950", "Ksh 5,600", "sh. 150", "600 bob", "KES 3,250",
              "Ksh 2,100", "KES 480", "1,750/-", "sh. 4,300", "Ksh 90", "KES 7,800"],
    "time": ["7.30am", "10 o'clock", "half past two", "around 4pm", "6.15 in the evening", "midday", "9am sharp",
             "eight in the morning", "sunset", "11.45am", "saa tatu", "about 5.30pm"],
    "day": ["on Monday", "yesterday", "this morning", "last Thursday", "on Saturday", "the day before yesterday",
            "on Sunday after church", "last week", "this evening", "on Friday", "two days ago"],
    "later": ["next week", "this coming Saturday", "in two weeks", "before the end of the term", "after Easter",
              "at the end of the rains", "soon", "after the long weekend"],
    "num": ["two", "three", "four", "five", "six", "a dozen", "ten", "fifteen", "twenty", "seven", "eight"],
    "count": ["200", "350", "500", "800", "1,000", "150", "600", "about 400"],
    "birds": ["layers", "broilers", "kienyeji birds", "cockerels", "pullets", "young chicks", "older hens"],
    "feed": ["layers mash", "chick mash", "growers mash", "broiler finisher", "kienyeji pellets"],
    "food": ["sweet potatoes", "arrowroots", "groundnuts", "pawpaw", "pumpkin", "managu", "roasted maize"],
    "when": ["this week", "today", "yesterday evening", "on Monday", "this morning"],
}

# --------------------------------------------------------------------------------------------- filler templates
U = {}  # thread -> user filler templates
A = {}  # thread -> assistant filler templates
TAIL = {}  # thread -> short sentences used to pad or surround fact statements
DIST = {}  # thread -> list items (for the list style)
SPK = {}  # thread -> people who report things
SND = {}  # thread -> senders of forwarded texts
ACK = {}  # thread -> assistant acknowledgements for fact turns

U["poultry"] = [
    "The {birds} have been laying fewer eggs since {day}. I collected only {num} trays today, yet last week it was much better. I am yet to understand whether it is the weather or the feed. Where should I start checking?",
    "Our farm hand, {name}, says some of the {birds} are sneezing and their eyes look watery. I have separated them into the small house near the water tank. Is this something to worry about, or is it just the cold Limuru mornings?",
    "I bought {num} bags of {feed} in {place} at {price} a bag and the birds are not finishing it like before. Could the quality have changed? The colour looks darker than what I am used to.",
    "Pole for the many questions. How many hours of light do {birds} need in a day? We have one bulb in the main house, but {name} says we should add another near the feeders.",
    "The hawks have taken {num} chicks this month alone. I am thinking of putting a net over the run. What size of net is good? The fundi in {place} quoted {price} per metre, which sounds like a lot.",
    "I sold eggs at {price} a tray at the market {day}. The brokers keep pushing the price down because eggs from across the border are flooding the market. How do small farmers like me survive this?",
    "Kindly help me design a simple record sheet for the farm: eggs collected, feed used, deaths, medicine and sales. I have been writing everything in an exercise book and it has become a real mess.",
    "The drinkers get dirty by midday. {name} cleans them in the morning but by {time} they are full of litter and droppings. Is there a better design that small farmers use?",
    "I am yet to decide whether to keep the old {birds} for another three months or sell them to the traders who come round from {place}. They are laying at maybe sixty percent. What would you do in my place?",
    "Sawa, I have done the deworming as you suggested. The birds were a bit quiet the next day but they are now back to normal. Should I write the date in the farm book, or is that unnecessary?",
    "Someone at our chama insists that garlic in the drinking water protects {birds} from disease. Is there any truth in this, or is it one of those village stories we grew up with?",
    "The price of {feed} has gone up again; the agrovet in {place} is now asking {price} more than last month. I am thinking of mixing my own feed. Is that wise for someone with {count} birds?",
    "I found {num} soft-shelled eggs this morning. My late mother used to give the hens crushed eggshells. Is that still recommended, or should I buy the limestone grit they sell in {place}?",
    "One of the hens has been sitting in the nest box the whole day and pecks anyone who comes near her. {name} says she wants to brood. What does one do with such a hen in a layers unit?",
    "The rains have made the run very muddy and the smell is bad. We spread wood shavings {day} but they are already wet. How do people keep litter dry in this season?",
    "I am considering a second poultry house for {count} more birds. What size should it be, roughly, and which direction should it face to get good air without the cold wind?",
    "The hotel people asked whether our eggs are 'free range'. Ours go out into the paddock in the afternoon but sleep in the house. Can I honestly call them free range?",
    "A neighbour's dog got into the run {day} and killed {num} birds before {name} chased it off. I do not want to quarrel with the neighbour. How do I raise the matter politely?",
    "Asante for the feeding chart. I printed it in {place} and pinned it on the store door so that {name} can follow it even when I am in Nairobi for the week.",
    "Customers keep asking me whether brown eggs are more nutritious than white ones. I do not want to tell them something false. What is the truth?",
    "How do I know when a broiler is ready for slaughter? We have some that are about six weeks old and a buyer from {place} is asking for {num} of them by the weekend.",
    "I am worried about coccidiosis because the droppings of a few birds look bloody. What signs should I confirm before I call anyone out to the farm?",
    "The egg trays are finishing again. I buy them at {price} a bundle in {place}, but they are flimsy and tear in the rain. Is there a reusable type that is worth the money?",
    "I want to start selling eggs to neighbours through a WhatsApp group. Kindly help me write a short, polite message introducing the farm and explaining how to order.",
    "Manure from the poultry house is piling up behind the store. A man from {place} offered {price} per sack. Is that fair, or should I use it on my own shamba for the kales?",
    "The solar lamp in the brooder went off at night and by morning {num} chicks had died from cold. I am so upset. What backup can I keep for such nights?",
    "{name} has asked for a raise from next month. He has been reliable, but the farm is not yet making much money. How do I handle this conversation fairly?",
    "What vaccines do layers usually get in their first eight weeks? I want to understand the schedule myself rather than rely only on what people tell me at the agrovet.",
]
A["poultry"] = [
    "A drop in laying usually has a simple cause: feed, water, light, stress or disease. Check that water never runs out, that the light hours have not dropped and that nothing is frightening them at night. If it continues beyond a week, have a vet look at them.",
    "Watery eyes and sneezing can be a respiratory infection, which spreads fast in damp, cold weather. Separating them was the right move. Improve ventilation without creating draughts, and have them examined before giving any antibiotics.",
    "Feed quality does vary between batches. Keep a sample and the receipt, and compare with a sealed bag from another shop. If the birds refuse it or production falls, ask the supplier to replace the batch.",
    "Layers generally do well with about sixteen hours of light a day, natural plus artificial. Consistency matters more than brightness. A second bulb near the feeders is sensible if that corner is dark.",
    "Netting is one of the most effective protections against hawks. A mesh of about five centimetres is usually enough. Compare quotes per square metre rather than per roll, and make sure the posts can carry the weight when wet.",
    "Many small farmers get better prices by selling directly to shops, hotels and regular households rather than through brokers. Reliable supply and clean, graded eggs help you hold your price when the market is flooded.",
    "A simple table works well: date, eggs collected, broken eggs, feed used in kilograms, deaths, medicine and sales. Weekly totals at the bottom will quickly show you trends you cannot see day by day.",
    "Raising the drinkers to the height of the birds' backs keeps most litter out. Nipple drinkers are another option; they stay much cleaner, though the birds need a few days to learn them.",
    "At around sixty percent lay, compare the weekly feed and labour cost against egg income. If the eggs no longer cover those costs, selling the flock and restocking is usually the better choice.",
    "Yes, record it. Writing down each deworming and vaccination date helps you plan the next round and shows any vet exactly what the flock has already received.",
    "Garlic is popular, but the evidence is mixed. Small amounts are unlikely to harm the birds, but it is no replacement for vaccination, clean water and dry housing.",
    "Mixing your own feed can save money only if you get consistent ingredients and balance the protein and minerals properly. Try a small batch first and watch the laying rate closely for two weeks.",
    "Soft shells usually point to a calcium shortage, heat stress or older hens. Crushed, dried shells work, but limestone grit or oyster shell in a separate feeder is more reliable.",
    "A broody hen in a layers unit is usually moved to a wire-floored 'broody coop' for a few days with food and water. That breaks the cycle and she returns to laying sooner.",
    "Wet litter is the main cause of smell and disease in the rains. Fix leaks first, turn the litter daily, add fresh shavings in the wettest corners and make sure the drinkers are not spilling.",
]
TAIL["poultry"] = ["I will ask {name} to write it in the farm book.", "The birds are otherwise fine, praise God.",
                   "Eggs were {num} trays today.", "The agrovet in {place} has also raised prices again.",
                   "The chicks we bought {day} are doing well.", "Sawa, let me keep that in mind for the farm.",
                   "{name} has been very helpful at the farm.", "The rain in Limuru has not stopped since {day}."]
DIST["poultry"] = ["Feed: {num} bags of {feed}", "Eggs today: {num} trays", "Deworm the {birds} {later}",
                   "Fix the net over the run", "Buy egg trays in {place}", "Pay {name} on Friday"]
SPK["poultry"] = ["our farm hand {name}", "the lady at the agrovet in {place}", "my neighbour {name}", "the hotel's chef"]
SND["poultry"] = ["the feed depot", "the hotel", "the vet's office", "the agrovet"]
ACK["poultry"] = ["Thank you, that is useful for planning the farm work.", "Good, that helps with the poultry records.",
                  "That is a helpful detail for the egg business.", "Understood. Keeping such details together will make the farm easier to manage."]

U["house"] = [
    "The fundi says the foundation trench for the extension is ready, but it rained heavily {day} and now water is standing in it. Should we pump it out and wait, or can they pour the concrete anyway?",
    "I went to the hardware in {place} and cement is now {price} a bag. The contractor says we need {num} more bags for the slab. Is that a normal quantity for two rooms and a small verandah?",
    "The county officer came to look at the plans {day} and asked about the distance from the boundary. I am yet to understand the rule. How far should an extension be from a neighbour's fence?",
    "Mzee thinks we should put the new bathroom next to the kitchen to save on plumbing. I prefer it behind the bedroom. Kindly give me the advantages of each option.",
    "The lorry of ballast came at {time} but they poured it on the road instead of inside the compound, and now the neighbours are complaining. Who should pay the boys to move it?",
    "How many courses of blocks can the fundi lay in a day without the wall becoming weak? He wants to finish quickly but {name} warned me not to rush the walling.",
    "The quantity surveyor's report has terms I do not understand: 'provisional sum', 'preliminaries' and 'contingency'. Kindly explain them in simple words for a retired teacher.",
    "I am worried about theft at the site. {num} bags of cement disappeared last week. Would a night watchman be worth it for a small project like mine?",
    "What is the difference between machine-cut stone and hand-dressed stone? The fundi says machine-cut is neater but costs about {price} more per foot.",
    "The windows I saw in {place} are aluminium with tinted glass. My daughter says steel casement is stronger. Which one is better for a house in a cold, damp area?",
    "I keep a notebook of every payment to the workers. {day} I paid the casuals {price} each for the day. Is there a simpler way to keep track of labour costs?",
    "Kindly help me write a polite message to the contractor reminding him that we agreed on weekly progress photos. He has not sent any since {day}.",
    "Should I buy all the roofing timber now while the price is lower, or will it warp if it stays at the site for two months?",
    "The electrician wants to do the wiring before plastering, but the fundi wants to plaster first. Who is right? They are both looking at me to decide.",
    "The old house now has a crack near the door where the new wall joins. The fundi says it is just the plaster. How do I know whether it is structural?",
    "I am thinking of a small water tank on a stand behind the extension. How high should the stand be to give decent pressure in the shower?",
    "My neighbour {name} has offered to lend us a mixer for a small fee. For a slab this size, is it better to hire a mixer or to mix by hand?",
    "What is a damp-proof course, and is it really necessary? The fundi says most people around here do not bother with it.",
    "The tiles I liked in {place} cost {price} per square metre. How many square metres would a bedroom of about four by four metres need, with some extra for breakages?",
    "The workers want to be paid daily instead of weekly. I find it tiring to go to the site every evening. What arrangement works best for both sides?",
    "I am yet to receive the receipts for the sand. The supplier says he will bring them with the next lorry. Should I pay for the next load before getting the old receipts?",
    "Kindly explain what 'curing' the concrete means. The fundi keeps telling the boys to pour water on the slab every morning at {time}.",
    "Is a septic tank or a connection to the sewer better for us? We are not yet on the county sewer line, and {name} says it will take years.",
    "The rains have delayed us by {num} days. The contractor now wants to charge for standby time. Is that fair?",
    "I would like a small ramp instead of steps at the new door, because of my knees. What slope is comfortable for an older person?",
]
A["house"] = [
    "Pump the water out and let the trench drain before pouring. Concrete poured into standing water is weakened. If the sides have collapsed, clean out the loose soil first.",
    "That depends on the slab thickness and area, but your quantity surveyor's bill of quantities should state it. Ask the contractor to show how he calculated the number of bags.",
    "Setback rules depend on the county's zoning for your area. The planning office can tell you the exact figure; it is best to have it in writing before the walls go up.",
    "Next to the kitchen saves pipe and keeps the wet areas together; behind the bedroom is more convenient at night. Drainage falls and where the septic or sewer line runs often decide it.",
    "Delivery terms usually say where the load is to be placed. If the order specified inside the compound, the supplier should cover the cost of moving it. Keep a photo of where it was dumped.",
    "Most fundis advise no more than about a metre of walling a day with fresh mortar, so the lower courses can set. Rushing can cause cracks and leaning walls.",
    "A provisional sum is an allowance for work not yet fully defined; preliminaries are site costs like water, security and setting up; contingency is a reserve for surprises, often five to ten percent.",
    "For a small project, a watchman for the nights when materials are stored is often cheaper than the losses. Also keep materials in a lockable store and count them each evening.",
    "Machine-cut stone has regular sizes, so walls are straighter and use less mortar and plaster. Hand-dressed stone is cheaper per piece but needs more skill and plaster.",
    "In cold, damp areas, aluminium resists rust better; steel is strong but needs painting to prevent rust. Good seals matter more than the frame material for keeping the cold out.",
    "A simple table with date, worker's name, days worked, rate and amount paid works well. Pay through M-Pesa when possible, which gives you an automatic record.",
    "Here is a short draft: 'Good morning. Kindly remember our agreement on weekly progress photos. I have not received any since last week. I would appreciate them by Friday. Thank you.'",
    "Timber stored flat, raised off the ground and covered from sun and rain can keep for a couple of months. Buy treated timber and stack it with spacers so air can move.",
    "Conduits and boxes are usually set before plastering so the walls are not broken later; the wires themselves can be pulled afterwards. Both of them can be right, depending on the stage.",
    "Hairline cracks along the joint are common where new meets old. Watch whether it widens over weeks; a crack that grows or runs diagonally through blocks deserves an engineer's look.",
]
TAIL["house"] = ["The fundi has promised to finish the walling {later}.", "Cement is now {price} a bag in {place}.",
                 "{name} has been supervising when I am not there.", "The rain has slowed the work a lot.",
                 "Mzee visited the site {day} and was pleased.", "I am keeping every receipt in a folder.",
                 "The ballast is still outside the gate, sadly.", "We are now at window level, praise God."]
DIST["house"] = ["Cement: {num} more bags", "Ask about the damp-proof course", "Pay the casuals on Saturday",
                 "Windows: aluminium or steel?", "Buy timber {later}", "Photos from the contractor"]
SPK["house"] = ["the fundi", "the contractor's foreman", "my neighbour {name}", "the man at the hardware in {place}"]
SND["house"] = ["the contractor", "the hardware", "the county planning office", "the fundi"]
ACK["house"] = ["Thank you, that helps keep the building project organised.", "Good to know for the extension.",
                "That is useful for keeping the construction on track.", "Understood. I will keep that in mind for the house."]

U["school"] = [
    "My granddaughter is a KCSE candidate this year and she says Chemistry is troubling her. Her teacher suggested holiday tuition at {price} per week. Is tuition worth it at this late stage?",
    "The new school sent a long shopping list: a metal box, a mattress, two pairs of black shoes, a torch and so on. The shop in {place} wants {price} just for the box. Where do parents buy cheaper?",
    "Visiting day is {later}. Kindly suggest food I can carry for two children that will not spoil and that they can share with their friends.",
    "My grandson is nervous about going to boarding. He has never slept away from home. How can I prepare him in the weeks before he reports?",
    "The fee structure has items I do not understand, like 'activity fee', 'PTA development' and 'remedial'. Which ones are usually compulsory?",
    "I am yet to receive the girl's report form. The class teacher, {name}, says it was sent through the parents' portal, which I have never used. How do these portals usually work?",
    "My son in Manchester wants to send money directly to the school. Is it safer for him to pay into the school's account or to send it to me first?",
    "The boy's current school is refusing to release the leaving certificate until we clear a small balance for the lunch programme. Is that allowed?",
    "Kindly help me write a short letter to the principal requesting the transfer of my grandson to boarding. I want it to sound respectful and clear.",
    "How many hours a day should a Form Four candidate read during the holidays? My granddaughter reads until midnight and then sleeps until {time}.",
    "Their mother wants the boy to take French, but he prefers Computer Studies. As the one paying the fees, I would like to advise wisely. What should I consider?",
    "The girl's mock results came: she improved in English but dropped in Mathematics. What can I say to encourage her without adding pressure?",
    "Someone told me the government pays part of the fees for day schools but less for boarding. Is that still the case?",
    "The school wants parents to contribute {price} each for a new bus. The fees are already heavy. Is it rude to ask for a breakdown of the costs?",
    "My grandson lost his sweater for the second time this term. A new one costs {price} at the school shop. How do I teach him to take care of his things?",
    "Should I buy a revision book for every subject for the KCSE candidate, or are past papers enough? The bookshop in {place} has a big pile of them.",
    "The girl is asking for a phone so she can join the class WhatsApp group during the holidays. Phones are not allowed in school. What do you think?",
    "The half-term bus leaves from {place} at {time}. Is it safe to let a thirteen-year-old travel alone in the school bus?",
    "Kindly help me plan the fee payments for the year so that January does not catch me by surprise. I receive my pension monthly.",
    "The boy wants to join the football team and they want {price} for boots and a kit. Is it good to encourage sports while he is adjusting?",
    "How do I talk to the girl about careers? She says she wants to do medicine, but her science grades are average.",
    "The school matron called to say the boy has a cough. Should I travel to see him, or trust the school clinic?",
    "I am yet to get used to this new curriculum; the boy's letters talk about 'strands' and 'learning areas'. Kindly explain in simple terms.",
]
A["school"] = [
    "Targeted tuition can help if it focuses on her weak topics and past papers rather than covering everything again. Ask the tutor for a plan of which topics will be done each week.",
    "Many parents buy the box and mattress from markets or second-hand from former students; the school usually only checks that items meet the listed specifications.",
    "Dry foods travel well: chapati, mandazi, roasted groundnuts, fruit like bananas and oranges, and a cake. Avoid anything with mayonnaise or milk that will spoil by afternoon.",
    "Talk openly about the routine, visit the school together if possible, label his things and let him pack with you. Tell him homesickness is normal and usually passes in a few weeks.",
    "Tuition and boarding fees are compulsory; items like activity or development fees are set by the board and PTA. Ask the bursar which are optional and whether any can be paid in instalments.",
    "Portals usually need the parent's phone number or email registered at the school. The school sends a login, and reports appear under the student's name. The office can reset it for you.",
    "Paying directly into the school's official account, with the student's name and admission number as the reference, is usually the safest and leaves a clear record.",
    "Schools sometimes hold documents over balances, but the Ministry discourages withholding leaving certificates. Ask for a written statement of the balance and negotiate a payment date.",
    "Dear Principal, I am writing to request the transfer of my grandson to your boarding section. I would be grateful for information on the requirements and available space. Yours faithfully.",
    "Quality matters more than hours. Six focused hours with breaks and enough sleep is better than reading until midnight. Sleep helps memory, especially before exams.",
    "Consider his interest, the teachers available, and what careers each subject supports. Subjects he enjoys are usually the ones he will work hardest at.",
    "Praise the improvement in English first, then ask her what she finds hard in Mathematics. Offer help such as a tutor or past papers rather than criticism.",
    "Capitation for day secondary schools is paid directly to the school; boarding costs are mostly borne by parents. The school can tell you the current figures.",
    "It is reasonable to ask for a breakdown. Most PTAs publish budgets for such projects; a polite request at the next meeting is usually welcomed.",
]
TAIL["school"] = ["The girl sends her greetings.", "The boy is counting the days to reporting.",
                  "I have kept all the fee receipts in one envelope.", "School fees are always on my mind.",
                  "The class teacher, {name}, has been very understanding.", "Their mother is also asking about it.",
                  "The shopping list is still long.", "KCSE is not far now."]
DIST["school"] = ["Metal box and mattress", "Buy shoes in {place}", "Visiting day {later}", "Revision books for the girl",
                  "Ask about the bus contribution", "Torch and batteries"]
SPK["school"] = ["the class teacher", "the principal's secretary", "my daughter-in-law", "a parent I met at {place}"]
SND["school"] = ["the school", "the bursar's office", "the principal's office", "the parents' association"]
ACK["school"] = ["Thank you, that is helpful for planning the children's schooling.", "Good, that helps with the school arrangements.",
                 "Understood. I will keep that in mind for the grandchildren.", "That is useful for the fees and the transfer."]

U["eye"] = [
    "My right eye has become so cloudy that I can no longer read the hymn book at church. The doctor says the cataract is 'mature'. What does that mean exactly?",
    "Is a cataract operation painful? I am a coward with needles, and {name} told me they inject the eye. I would rather know now than be surprised on the day.",
    "How long after the operation can I read my Bible and use my phone? I do not want to be stuck doing nothing for weeks.",
    "The hospital wants blood sugar and blood pressure tests before the operation. My pressure was a bit high {day}. Will that stop them from operating?",
    "What is the difference between the standard lens and the 'premium' lens the clinic is offering at {price} extra? They spoke very fast.",
    "I am yet to understand how the new SHA cover works for eye surgery. When we were on NHIF, the hospital just swiped the card. Now they talk about 'pre-authorisation'.",
    "After the operation, who should stay with me for the first days? Mzee is not very good with eye drops and my own hands shake a little.",
    "Kindly help me list the questions I should ask at the next eye clinic so that I do not forget anything when I am in front of the doctor.",
    "A clinic in {place} runs free eye camps. Are those operations safe, or should I stick with the private hospital?",
    "I drove to {place} {day} and the headlights of the oncoming cars looked like stars exploding. Is that the cataract?",
    "Can I go to the farm in Limuru soon after the operation? It is dusty and there are chickens everywhere. I worry about infection.",
    "What are all the eye drops after surgery for? The leaflet says one type four times a day and another twice a day, and I am already confused.",
    "My sister had her cataract done last year and now she needs laser because it went cloudy again. Is that common?",
    "Should both eyes be done at once, or one after the other? The left one is also starting to blur.",
    "Will I still need reading glasses after the operation? I bought a new pair in {place} for {price} only last year.",
    "The doctor said I should stop my aspirin a few days before surgery. I take it for my heart. Is it safe to stop?",
    "Is there anything I should eat or avoid before and after the operation? {name} insists on no pepper for a month.",
    "How long does the actual procedure take? I want to tell the family so that nobody panics waiting outside.",
    "I can no longer see the numbers on the M-Pesa screen clearly; I sent money to the wrong person {day}. Is there a phone setting that can help me until the operation?",
    "Will I be awake during the operation? The idea of seeing the instruments coming towards my eye frightens me.",
]
A["eye"] = [
    "A 'mature' cataract means the lens has become very cloudy, usually making vision quite poor. It is a good time to operate; waiting longer can make surgery slightly more difficult.",
    "Most cataract operations are done under local anaesthetic, often with drops and sometimes a small injection around the eye. Patients usually feel pressure rather than pain.",
    "Many people read and use their phones within a day or two, though vision keeps improving over weeks. Your surgeon will advise how soon, especially about bending and rubbing.",
    "Raised blood pressure on the day can delay surgery, so take your usual medicines and rest well the night before. The team will check it again before starting.",
    "Standard lenses correct distance vision; premium lenses may correct astigmatism or give both near and far vision. Ask whether you would still need glasses with each.",
    "Pre-authorisation means the hospital asks the insurer to approve the procedure before it is done. Ask the hospital's insurance desk which documents they need from you.",
    "A family member or friend who can put in drops on schedule is ideal for the first few days. A simple chart by the bed helps everyone keep track.",
    "Useful questions: which eye first, what lens, how long recovery takes, which drops and for how long, what symptoms need urgent attention, and total costs including follow-up.",
    "Many camps are run by reputable hospitals with good results. Check who runs it, whether follow-up visits are included, and whether the surgeon is qualified.",
    "Glare and halos around lights are very typical of cataracts. It is safer to avoid night driving until the eye is treated.",
    "Dust is a concern in the first weeks. Wear the protective shield or glasses, avoid the poultry house, and do not rub the eye. Ask your surgeon when it is safe to return.",
    "Usually one drop is an antibiotic to prevent infection and another is an anti-inflammatory to reduce swelling. Wait a few minutes between different drops.",
    "Clouding of the lens capsule after surgery is fairly common, and a short painless laser treatment clears it.",
    "Most surgeons do one eye at a time, a few weeks apart, to make sure the first heals well before doing the second.",
]
TAIL["eye"] = ["My eyes get tired quickly these days.", "I am using my grandson's big-font setting on the phone.",
               "Mzee says he will drive me on the day.", "The hospital queue {day} was very long.",
               "I am praying the operation goes well.", "My sister has promised to come and help.",
               "Reading the hymn book is still hard.", "The eye drops leaflet is in my handbag."]
DIST["eye"] = ["Blood sugar test", "Stop aspirin (ask the doctor)", "Eye shield and dark glasses",
               "Someone to drive me home", "Bring the insurance card", "Questions for the surgeon"]
SPK["eye"] = ["the nurse at the eye clinic", "the lady at the insurance desk", "my sister", "the hospital receptionist"]
SND["eye"] = ["the eye hospital", "the clinic", "SHA", "the surgeon's secretary"]
ACK["eye"] = ["Thank you, that helps in preparing for the operation.", "Good, that is useful for the cataract plans.",
              "Understood. I will keep that in mind for the eye surgery.", "That is a helpful detail for your hospital visits."]

U["land"] = [
    "My cousin {name} has put up a fence across the part of the land where my late father kept his cattle boma. He claims our grandfather gave it to his side of the family. How do I begin to respond?",
    "The advocate asked for certified copies of the green card. What is a green card in land matters, and where does one get it?",
    "The surveyor came {day} and found that two beacons have been moved. Is moving beacons an offence, and should I report it to the police?",
    "Kindly explain what a 'mention' is in court, as opposed to a 'hearing'. I travelled all the way to the court and it was over in five minutes.",
    "I am yet to understand why the Land Control Board must approve a subdivision among family members. Isn't it our own land?",
    "My brother's widow says she should get an equal share because her husband worked the land for years. What does the law say about succession in such cases?",
    "The clan elders want to sit and resolve the matter before it goes further. Is that allowed while the case is in court?",
    "Should I put up a signboard saying the land is in dispute? A neighbour suggested it, to stop anyone from buying it from my cousin.",
    "How long do cases in the Environment and Land Court usually take? The advocate was not very clear about it.",
    "I paid the advocate a deposit but I am yet to receive a receipt. How do I ask for it without offending him?",
    "The search at the lands registry showed a caution registered against the title. What does a caution mean, and who could have placed it?",
    "Kindly help me write the history of the land in order, from my grandfather's time, so that I can give it to the advocate. I will tell you the facts bit by bit.",
    "My cousin's son came to the farm {day} and threatened {name}, our worker. Should I report to the chief or to the police station in {place}?",
    "What is adverse possession? My cousin's advocate mentioned it in a letter and it frightened me.",
    "The surveyor's fee for re-establishing the boundaries is {price} per beacon. Is that a normal rate?",
    "Can I continue farming on the disputed part while the case is in court, or should I leave it alone?",
    "The chief has called a meeting at his office {later} at {time}. Should I attend with my advocate or alone?",
    "Is mediation cheaper than going the whole way in court? I am tired of this matter and I would like peace in the family.",
    "Old documents from my father are in a tin box, some written in Kikuyu. Are they useful as evidence?",
    "I worry that if something happens to me, this dispute will fall on my children. Should I write a will now, before the case ends?",
]
A["land"] = [
    "Start by gathering documents: the title, any succession papers and old agreements. An advocate can then write to your cousin. Avoid confrontation on the ground while the matter is being handled.",
    "The green card is the register showing the history of ownership for a parcel. Certified copies are obtained from the lands registry for the area, on application and payment of a fee.",
    "Interfering with survey beacons is an offence under Kenyan law. Report it at the police station and inform your surveyor and advocate so it is documented.",
    "A mention is a short court session to check progress or give directions; a hearing is when evidence is presented. Mentions are often brief.",
    "Agricultural land transactions, including many subdivisions, need consent from the Land Control Board. It is meant to regulate how farmland is divided, even within families.",
    "Succession law generally treats a deceased person's share according to the law of succession; a widow may inherit through her husband's estate. The advocate can advise on the specifics.",
    "Alternative dispute resolution, including elders, is encouraged, and courts can record a settlement. Involve your advocate so any agreement is properly documented.",
    "A caution registered at the lands registry is the formal way to warn buyers. A signboard may also help, but ask your advocate first so it does not inflame the situation.",
    "Land cases can take anywhere from one to several years, depending on how many witnesses and adjournments there are. Mediation can shorten this.",
    "It is normal and professional to ask. A simple message like 'Kindly send me a receipt for the deposit paid' is perfectly polite.",
    "A caution prevents dealings on the title until it is removed. The registry record should show who lodged it; your advocate can obtain the details.",
    "Happy to. Tell me the facts in order: when your grandfather acquired the land, who lived on which part, any transfers or sales, and when the dispute began. I will arrange them into a clear chronology for the advocate.",
    "Threats should be reported at the police station so that an OB number is recorded; inform the chief as well. Write down what was said, when, and who witnessed it.",
    "Adverse possession is a claim by someone who has occupied land openly and without permission for at least twelve years. It has strict requirements; your advocate will respond to it.",
]
TAIL["land"] = ["This land matter has given me sleepless nights.", "My cousin has stopped greeting me at funerals.",
                "I have kept all the old papers in a tin box.", "The elders say they will meet {later}.",
                "{name} says the beacons were there in my father's time.", "I just want peace in the family.",
                "The matatu to the court took two hours {day}.", "The advocate's office is always busy."]
DIST["land"] = ["Green card copies", "Report the moved beacons", "Father's tin box of papers", "Meeting with the elders {later}",
                "Receipt for the deposit", "Photos of the fence"]
SPK["land"] = ["the advocate's clerk", "the chief", "an elder from the clan", "my neighbour {name}"]
SND["land"] = ["the advocate's office", "the court registry", "the surveyor", "the lands office"]
ACK["land"] = ["Thank you, that is important for the land case.", "Good, that helps keep the land matter in order.",
               "Understood. That will matter for the dispute.", "That is useful to have for the advocate and the court."]

U["church"] = [
    "As chairlady of the harambee committee, I must draft the invitation letter for the guest of honour. Kindly help me make it formal but warm.",
    "The committee met {day} and we disagreed about collecting through an online platform or only the church account. Which is more transparent for contributors?",
    "Some members pledged at the last harambee and never paid. How do I follow up without embarrassing them?",
    "We need {num} tents and about two hundred chairs. The hire company in {place} charges {price} per tent. Is that reasonable?",
    "The choir wants new uniforms for the harambee day, but I think the money should go to the building. How do I handle this diplomatically?",
    "Kindly help me prepare a short speech of welcome, not more than five minutes, to open the harambee.",
    "How should we count and record the money on the day so that there is no suspicion afterwards? Last time there were rumours for months.",
    "The youth want to auction chickens and produce during the harambee. Is that a good idea, or will it make the day too long?",
    "{name} says we should invite the area MCA, but some members do not want politics in church. What is the best way forward?",
    "I am yet to get the contribution cards back from the section leaders. How many should we print for a congregation of {count} members?",
    "The women's guild offered to cook lunch for the guests. How many kilograms of rice and meat would we need for about two hundred people?",
    "A member asked whether harambee contributions are tax deductible. I doubt it, but kindly confirm how it works in Kenya.",
    "We want to publish the total raised on the church noticeboard. Should we also list individual contributions, or is that too much?",
    "The sound system at church keeps cutting. Should we hire a proper one for the day? The person in {place} wants {price}.",
    "How do I thank everyone who contributed without leaving anyone out? Some sent money through relatives.",
    "The treasurer is travelling {day} and will miss the committee meeting. Can we proceed with decisions without her?",
    "Should the programme start with prayers and then speeches, or speeches first? Last time the guest arrived late and we had to change everything.",
    "Kindly draft a short WhatsApp announcement for the congregation about the harambee, including the reason and how to contribute.",
    "The building committee wants to start the roof before we have all the money. I am not comfortable with debts. How would you advise?",
    "How do we make the harambee appealing to the younger members who do not attend the main service?",
]
A["church"] = [
    "Here is an opening: 'Dear Sir/Madam, On behalf of the congregation and the harambee committee, we warmly invite you to grace our fundraising as guest of honour...' Then give the purpose, date, venue and contact person.",
    "A dedicated account with two signatories, plus a published statement afterwards, is the most transparent. Online platforms add convenience and give contributors an automatic record.",
    "A general, gentle reminder to everyone works best: thank those who have paid and invite those with outstanding pledges to complete them by a set date.",
    "Prices vary with tent size and whether setup is included. Ask for a quote that includes delivery, setup, chairs and a refundable deposit, and compare with one other company.",
    "Acknowledge the choir's contribution, explain the building priority, and perhaps agree that uniforms can be a separate, smaller fundraiser later in the year.",
    "A good welcome speech thanks God and the guests, states the purpose of the harambee, shares progress so far and invites generosity, all within a few minutes.",
    "Have at least three people count together, record totals on a signed sheet, bank the money the same day where possible, and share the figures with the congregation.",
    "Auctions can raise good money and add energy. Set a time limit and appoint a lively auctioneer so it does not drag on.",
    "Many churches invite leaders as members of the community while asking that speeches stay non-political. Communicating that expectation in advance helps.",
    "A common rule is one card per household plus extras for visitors and members abroad. Number the cards so returns can be tracked.",
    "As a rough guide, about 100 to 150 grams of uncooked rice and 150 to 200 grams of meat per person. Add a margin for unexpected guests.",
    "In Kenya, donations are generally only deductible when made to specific approved organisations. Members should not assume a harambee contribution is deductible.",
]
TAIL["church"] = ["The committee meets again {later}.", "Pastor sends his blessings.", "We are trusting God for the roof.",
                  "The women's guild has been very supportive.", "{name} has promised to bring the youth.",
                  "The contribution cards are almost ready.", "I am tired, but the work of God must go on.",
                  "The choir is practising new songs."]
DIST["church"] = ["Print contribution cards", "Tents and chairs from {place}", "Lunch by the women's guild",
                  "Sound system", "Thank-you letters", "Committee meeting {later}"]
SPK["church"] = ["the church secretary", "the treasurer", "Pastor", "{name} from the committee"]
SND["church"] = ["the church office", "the committee secretary", "the diocese office", "the treasurer"]
ACK["church"] = ["Thank you, that is helpful for organising the harambee.", "Good, that helps with the church fundraising.",
                 "Understood. I will keep that in mind for the committee work.", "That is useful for the harambee plans."]

U["trip"] = [
    "My son says Manchester will be cold even in what they call summer. What clothes should a person who already feels cold in Limuru carry?",
    "The visa form asks for six months of bank statements. My pension comes in monthly. Will that be enough to show I can support myself?",
    "My son is writing an invitation letter for the visa. Kindly tell me what such a letter should contain.",
    "How much luggage is one allowed on an international flight? I want to carry some things for my son: tea leaves, {food} and a few kikoys.",
    "I am yet to understand what travel insurance covers. Is it necessary for a short visit of a few weeks?",
    "Can I carry my blood pressure medicine in my handbag on the plane? I do not want trouble at the airport.",
    "My son says I will need a UK adapter for my phone charger. Where can I buy one in Nairobi? Maybe at {place}?",
    "How do people change money for the UK? Is it better to carry pounds from here or to use a card there?",
    "My son's partner wants to take me to the Lake District. How far is it from Manchester, and is it a difficult journey for an older person?",
    "I am worried about the long flight. I have never been on a plane for more than two hours. Any advice about swollen feet?",
    "What happens on arrival at the airport in the UK? My son will be waiting outside, but I fear the immigration questions.",
    "Can I use my Safaricom line in the UK, or should I buy a local line there? I want the grandchildren to reach me.",
    "Kindly help me make a list of gifts for my son's friends, something Kenyan that is light to carry.",
    "The visa centre sent an email that is very complicated. It talks about a 'premium lounge' and 'keep my passport'. Are those necessary?",
    "How long does it usually take to get a visa decision after biometrics? I want to know when to book the tickets.",
    "My son says the buses in Manchester need a card or phone payment and do not take coins. How do older people manage?",
    "Is it true that shops in the UK close early on Sundays? I would like to attend church and then go shopping.",
    "Which documents should I carry in my hand luggage, and which can go in the suitcase?",
    "My son wants me to stay six weeks but I worry about the farm. How do I leave instructions so that {name} can manage?",
    "How can I call my son for free from here? The grandchildren use WhatsApp video but I am still learning.",
]
A["trip"] = [
    "Layers are the secret: thermal vests, a warm jumper, a waterproof coat, a scarf, gloves and comfortable closed shoes. Manchester is often damp, so a small umbrella helps too.",
    "Regular pension income is helpful evidence. The statements should show enough balance for the trip, and your son's letter can state that he will host and support you.",
    "It should give his full name, address and immigration status, your relationship, the purpose and dates of the visit, where you will stay and who will cover costs, with a copy of his ID.",
    "Allowances depend on the airline and ticket type; many economy tickets include one or two checked bags of 23 kg. Food items should be sealed and declared if required.",
    "Travel insurance covers medical emergencies, cancellations and lost luggage. The NHS charges visitors for most care, so medical cover is strongly recommended.",
    "Yes, carry essential medicines in your hand luggage in original packaging, with a copy of the prescription. That is normal and expected.",
    "Electronics shops in malls and on Luthuli Avenue usually sell UK adapters, which have three rectangular pins, the same type Kenya uses.",
    "Carry a small amount of pounds for arrival and use a debit card or a travel card for the rest. Check your bank's foreign transaction fees first.",
    "The Lake District is about one and a half to two hours from Manchester by car or train. It can be done as a gentle day trip with stops.",
    "Walk the aisle every hour or two, flex your ankles while seated, drink water, avoid alcohol and consider compression socks. Loose clothing helps too.",
    "Border officers may ask the purpose of your visit, how long you will stay and where. Keep your invitation letter and return ticket handy.",
    "Roaming can be expensive. Many visitors buy a cheap UK SIM or use WhatsApp over Wi-Fi. Keep your Safaricom line for M-Pesa messages.",
]
TAIL["trip"] = ["My son calls every Sunday evening.", "I have started a list of things to pack.",
                "The grandchildren in Manchester want Kenyan sweets.", "I am both excited and nervous about the trip.",
                "My son says it rained there the whole of {day}.", "I have never been to Europe before.",
                "{name} will look after the house while I am away.", "The passport photos are ready."]
DIST["trip"] = ["Warm coat and gloves", "Bank statements", "Invitation letter from my son", "UK adapter",
                "Medicine in hand luggage", "Gifts: tea and kikoys"]
SPK["trip"] = ["my son", "the lady at the visa centre", "the travel agent in {place}", "my son's partner"]
SND["trip"] = ["my son", "the travel agent", "the visa centre", "the airline"]
ACK["trip"] = ["Thank you, that is useful for planning the UK trip.", "Good, that helps with the travel arrangements.",
               "Understood. That will matter for your visit to Manchester.", "That is a helpful detail for the journey."]

U["money"] = [
    "My TSC pension was delayed this month and only came in {day}. Is there a way to know in advance when it will be paid?",
    "The SACCO wants three guarantors for the loan. Two friends from church have agreed. Who else can guarantee a retired member?",
    "What happens to my shares in the SACCO if I fail to repay the loan? I am careful, but I want to understand the risks.",
    "I need to file my returns on iTax. As a pensioner, do I still have to file, and is the pension taxed?",
    "The SACCO dividends came in lower than last year. The letter says the 'rate of return' dropped. What does that mean in simple terms?",
    "Should I repay the loan faster using the egg income, or keep the money in the business? I hate being in debt.",
    "Someone called me {day} saying he was from the pensions department and that I should send a fee to update my records. I suspect a con. Kindly confirm.",
    "How do I make a simple monthly budget with the pension, the farm income and the money my son sends?",
    "The bank wants me to open a fixed deposit. They say the interest is good. Is it better than putting the money in the SACCO?",
    "I am yet to understand the difference between deposits and shares in the SACCO. The officer kept saying 'your deposits times three'.",
    "Is it wise to lend money to relatives from my pension? My nephew is asking for school fees for his son, and it is not the first time.",
    "The SACCO's annual general meeting is {later}. What questions should a member ask about the accounts?",
    "I want to buy a government treasury bond with some savings. How does an ordinary person go about it?",
    "The M-Pesa charges are eating my money when I pay the workers. Is there a cheaper way to pay several people at once?",
    "How can I tell whether my pension statement is correct? The amounts changed slightly after the last increment.",
    "Should I insure the poultry business? A broker from {place} came to the farm and spoke for an hour, but I did not follow everything.",
    "My son wants to send money monthly, but I feel embarrassed. How do I set aside what he sends for the visa and the trip?",
    "The SACCO charges a loan insurance fee. Is that normal, and what does it cover?",
    "How do people keep their receipts for tax purposes? I have a shoebox full of papers.",
    "Kindly explain what a 'top-up loan' is. The SACCO sent me an SMS about it {day}.",
]
A["money"] = [
    "Pension payment dates are usually published by the pensions department, and your bank can alert you by SMS when it arrives. Keeping a small buffer helps when it is late.",
    "Many SACCOs accept guarantors who are active members with enough free deposits. Ask the SACCO whether they also accept other security, like a logbook or a title.",
    "If a loan defaults, the SACCO can offset it against your deposits and then recover the balance from guarantors. Talking to the SACCO early, if trouble comes, usually avoids that.",
    "Pensioners with no other taxable income may still need to file a nil or simple return. Certain pension income is exempt; check on iTax or ask a tax agent.",
    "The rate of return is the percentage the SACCO pays on your shares or deposits. A lower rate usually means lower profits or more provisions for bad loans.",
    "Paying off high-interest debt early is often wise, but keep enough working capital for feed and emergencies so the business is not starved.",
    "That is a common scam. Government offices do not ask for fees over the phone to update records. Do not send money, and report the number.",
    "List fixed income first, then farm income as a monthly average, then essentials, fees, savings and giving. Review it each month against what actually happened.",
    "Fixed deposits offer a known rate; SACCOs may pay higher dividends and allow you to borrow. Compare the net returns after tax and how easily you can access the money.",
    "Deposits are savings that secure your borrowing; shares are ownership and usually cannot be withdrawn. Many SACCOs lend up to three times your deposits.",
    "Lend only what you can afford to lose, or give it as a gift. A written agreement helps avoid misunderstandings within the family.",
    "Ask about loan default rates, how dividends were calculated, administrative costs and any big investments the board has made.",
]
TAIL["money"] = ["Money matters always confuse me a little.", "The SACCO office in {place} is always full.",
                 "I keep my payslips in a file.", "My son says I should be more careful with M-Pesa.",
                 "The pension is my main income now.", "I am trying to avoid debts.",
                 "{name} told me about the SACCO in the first place.", "The bank manager was very polite."]
DIST["money"] = ["Pension slip for the month", "Guarantors' forms", "File returns on iTax", "Egg income for the week",
                 "SACCO AGM {later}", "Pay {name}"]
SPK["money"] = ["the SACCO clerk", "the bank manager", "a retired colleague", "{name} from our chama"]
SND["money"] = ["the SACCO", "the bank", "the pensions office", "KRA"]
ACK["money"] = ["Thank you, that is useful for your financial planning.", "Good, that helps with the pension and SACCO matters.",
                "Understood. That is an important detail for your finances.", "That is helpful for keeping your money matters clear."]

U["pets"] = [
    "The bigger of the two dogs has started barking at night around {time}. The neighbours have complained. What could be disturbing him?",
    "My grey parrot has started pulling out his own chest feathers. Is he bored, or is he ill?",
    "The younger dog keeps digging under the fence at the farm to chase the chickens. How do I stop this before he kills one?",
    "Which fruits are safe for an African grey? I give him mango, banana and sometimes {food}.",
    "The parrot now imitates my phone ringtone so well that I keep checking the phone for nothing. It is funny, but can I teach him something more useful?",
    "When should the dogs get their next rabies vaccine? I think the last one was about a year ago.",
    "The dogs eat ugali with soup and a bit of meat. My grandson says I should buy dog food from {place} at {price} a bag. Is commercial food really better?",
    "Ticks are a big problem at the farm. What is the safest way to treat the dogs without harming the chickens?",
    "The parrot bit {name} on the finger when she tried to clean his cage. How do I teach him to trust other people?",
    "Who will look after the dogs and the parrot when I travel? {name} can feed them, but the parrot needs company every day.",
    "The older dog is getting grey around the mouth and sleeps much more. How old is 'old' for a dog of medium size?",
    "Is it true that avocado is poisonous to parrots? My neighbour gave him a piece and I panicked.",
    "The younger dog swallowed a sock {day}. He seems fine, but should I take him to the vet?",
    "How big should a parrot cage be? The one I have is from {place} and I think it is too small for him to open his wings.",
    "The dogs fight over food at {time} every evening. Should I feed them in separate places?",
    "The parrot screams every evening at sunset. Is he calling for someone or just making noise?",
    "Can the dogs travel with me in the car to Limuru? The bigger one vomits in the car every time.",
    "How often should I bath the dogs? {name} washes them every week with bar soap.",
    "What should a first aid kit for dogs contain? The vet is far from the farm.",
    "The parrot whistles for the dogs and they come running. Is that normal, or is he confusing them?",
]
A["pets"] = [
    "Night barking often has a trigger: other dogs, wildlife, people passing or boredom. More exercise in the evening, a comfortable sleeping spot and checking what he sees at that hour usually help.",
    "Feather plucking in greys can come from boredom, stress, poor diet or skin problems. Offer more time out of the cage, foraging toys and a varied diet, and have an avian vet rule out illness.",
    "Bury wire mesh or stones along the base of the fence and give him more exercise and chew toys. Supervised exposure to the chickens while on a leash can also teach him to leave them alone.",
    "Most fruits are fine in moderation: apple (without seeds), mango, banana, pawpaw and berries. Avoid avocado, and never give chocolate, coffee or salty foods.",
    "Greys learn through repetition and attention. Say a short phrase clearly at the same moment each day, like a greeting when you enter, and reward him when he tries it.",
    "Rabies vaccines are usually given every one to three years depending on the product. Check the vaccination card or ask the vet when the booster is due.",
    "Good commercial food is balanced, which homemade diets often are not. If you keep home food, add a source of calcium and vitamins, and avoid cooked bones.",
    "Use a tick treatment recommended by a vet for dogs, applied as directed, and keep the dogs away from the poultry feeders and water while it dries.",
    "Move slowly near the cage, offer treats through the bars and let him come to people. Never punish a bite; wait until he is calm before trying again.",
    "A trusted person who visits daily to feed and talk to the parrot, plus a radio for company, helps. Leave written instructions and the vet's contact.",
    "Medium dogs are usually considered senior from around seven or eight years. Regular checkups, softer bedding and gentle walks keep them comfortable.",
    "Yes, avocado contains persin, which can be dangerous to parrots. If he ate some, call a vet promptly and watch for breathing difficulty or weakness.",
]
TAIL["pets"] = ["The dogs are lying at my feet as I type.", "The parrot has learnt a new whistle.",
                "The younger dog chewed my slipper {day}.", "The parrot greets every visitor loudly.",
                "{name} feeds the dogs when I am away.", "The older dog is slowing down a bit.",
                "The parrot's cage needs cleaning again.", "Both dogs barked at the postman {day}."]
DIST["pets"] = ["Dog food from {place}", "Tick treatment", "Clean the parrot's cage", "Rabies booster {later}",
                "New chew toys", "Fruit for the parrot"]
SPK["pets"] = ["the vet's assistant", "my grandson", "{name} who feeds them", "the lady at the pet shop in {place}"]
SND["pets"] = ["the vet clinic", "the pet shop", "my grandson", "the kennel club"]
ACK["pets"] = ["Thank you, that is nice to know about the animals.", "Good, that helps me remember the pets' details.",
               "Understood. I will keep that in mind for the dogs and the parrot.", "That is helpful for the pets' care."]

U["daily"] = [
    "Good morning. The weather in Nairobi has been so cold {day} that I am wearing a sweater inside the house. Is this the usual cold season or something different?",
    "The power went off again last night from {time}. My fridge had milk and meat. How long does food stay safe in a fridge without power?",
    "Kindly give me a simple recipe for pilau for {num} people. My daughter-in-law is coming with the children this weekend.",
    "Water was rationed again this week; the county only sends water on certain days. How do I plan storage better for a household of four?",
    "I want to start walking in the mornings for my health, but my knees complain on hills. What distance is reasonable for a woman in her sixties?",
    "The matatu fare from Kilimani to town went up to {price} {day}. Is there any news on why fares keep rising?",
    "My neighbour {name} gave me sukuma wiki from her garden. How can I keep it fresh for a week without it going yellow?",
    "Is it safe to take honey every day? I have a cup of tea with honey every morning and evening.",
    "I have a wedding in {place} on Saturday. What is a good gift for a young couple that is practical and not too expensive?",
    "My phone has become so slow. The grandchildren say it is full of WhatsApp videos. How do I delete them safely without losing the important ones?",
    "The pastor's sermon {day} was on forgiveness. I have been thinking about it in relation to my cousin and the land. How does one forgive while still defending one's rights?",
    "Kindly recommend a good book for a retired teacher. I enjoyed Ngugi and Achebe when I was younger.",
    "Mzee wants to watch the football at {time} and I want the news at the same time. We have one television. How do other couples manage?",
    "The market in {place} now sells tomatoes at {price} a kilo. Would it be cheaper to grow my own at the farm?",
    "My blood pressure reading this morning was slightly high. I am on medicine. Should I worry, or is it normal for it to go up and down?",
    "I want to learn online banking on my phone. Where should I start so that I do not make mistakes?",
    "The neighbour's children play loud music on Sunday afternoons. How do I ask them to lower it without quarrelling?",
    "My friend from college passed away {day}. I want to send a message of condolence to the family. Kindly help me write it.",
    "How do I make mandazi that are soft inside? Mine come out hard like stones, and the grandchildren laugh at me.",
    "I am thinking of getting a house help for the Nairobi house. What is a fair monthly salary these days?",
    "The house in Kilimani is too quiet when Mzee travels. Is it normal to feel lonely after retirement, even when one is busy?",
]
A["daily"] = [
    "Nairobi's coolest months are usually June to August, with overcast mornings. A warm layer indoors and a hot drink are the usual remedies.",
    "A closed fridge keeps food safe for about four hours; a full freezer keeps for up to a day or two. Milk and meat left warmer than that for long should be discarded.",
    "Fry onions until brown, add garlic, ginger and pilau masala, then the meat until browned. Add washed rice, stir, add water about one and a half times the rice, and simmer covered until done.",
    "Work out daily use per person, multiply by the days between supplies and add a margin. Tanks with taps at the bottom, kept covered, make rationing easier.",
    "Start with twenty minutes on flat ground, three or four times a week, and increase slowly. Good shoes and avoiding steep hills will protect your knees.",
    "Fares usually rise with fuel prices and sometimes with rain or traffic. Checking the news on fuel price reviews each month gives a clue.",
    "Wrap the leaves in a dry cloth or paper towel, place them in a bag and keep them in the fridge. Remove the stems and any wet leaves first.",
    "A spoon or two a day is fine for most people, but honey is still sugar. If you have diabetes or high blood sugar, ask your doctor about quantities.",
    "Practical gifts like a good set of cooking pots, a thermos flask, quality bedding or a dinner set are always appreciated by young couples.",
    "Open WhatsApp settings, then storage and data, then manage storage. You can delete large videos and forwarded files while keeping the chats.",
    "Forgiveness is about releasing bitterness, not giving up justice. Many people pursue their rights calmly through the proper channels while praying for reconciliation.",
    "You might enjoy Chimamanda Ngozi Adichie, Yvonne Adhiambo Owuor's 'Dust', or Margaret Ogola's 'The River and the Source'.",
]
TAIL["daily"] = ["Mzee sends his greetings.", "The power is back, praise God.", "The cold here is terrible.",
                 "I am writing this from the matatu, so forgive any mistakes.", "The grandchildren called {day}.",
                 "Tea is ready, so let me be quick.", "It has been a long day.", "The water came back {day}."]
DIST["daily"] = ["Buy milk and bread", "Pay the water bill", "Call {name}", "Wedding gift", "Pick up my medicine",
                 "Charge the power bank"]
SPK["daily"] = ["Mzee", "my neighbour {name}", "my daughter-in-law", "my sister"]
SND["daily"] = ["my daughter-in-law", "the estate caretaker", "my neighbour", "the water company"]
ACK["daily"] = ["Thank you for sharing that.", "Good to know, I will keep that in mind.",
                "Understood, that is a useful detail to have.", "Noted with thanks."]

GEN_REPLY = {
    "poultry": ["Small farms often succeed by changing one thing at a time and watching the records for a week. Tell me how many birds you have and what you have already tried, and I can suggest practical next steps.",
                "Your instinct to check before acting is good. A quick word with the vet or an experienced farmer nearby, plus your egg and feed records, will usually show the cause.",
                "That is a common question among poultry keepers. The safest approach is to keep the birds' routine steady, write everything in the farm book and review it at the end of each week."],
    "house": ["Building projects go more smoothly when every agreement is written down, even by SMS. Ask the contractor to confirm the plan and the cost before the work starts.",
              "It is worth asking the quantity surveyor or another experienced fundi for a second opinion; a short site visit costs little compared to fixing mistakes later.",
              "Keep photos of each stage and a simple log of deliveries and payments. It protects you and helps settle any disagreement quickly."],
    "school": ["It may help to ask the class teacher or the bursar directly; schools are usually happy to explain their requirements to a grandparent who is paying the fees.",
               "Children settle best when the adults around them agree on a plan. A short conversation with their mother and the school will make things clearer for everyone.",
               "Planning ahead is wise. Put the key school dates and payments on one calendar so nothing catches you by surprise."],
    "eye": ["Your eye team is the best source for the specifics, and it is completely reasonable to ask them to explain anything twice. Writing your questions down beforehand helps.",
            "Cataract surgery is one of the most common and successful operations. Preparing early, with someone to help for a few days, makes recovery much easier.",
            "Keep the hospital's instructions, your insurance documents and your medicines list together in one envelope so that everything is at hand on the day."],
    "land": ["Land matters are stressful, especially within families. Keep copies of every document and let your advocate guide the formal steps, while staying calm on the ground.",
             "Your advocate is the right person for the legal detail, but it helps to go to each meeting with a short written list of questions and the documents you have.",
             "Many families find that mediation, with the advocate involved, brings a more lasting peace than a judgment alone. It may be worth raising."],
    "church": ["Running a harambee is a big responsibility. Clear roles on the committee, written minutes and open reporting of the money go a long way in keeping trust.",
               "It might help to put this to the committee with two or three options, so that the decision is shared and nobody feels left out.",
               "A short timeline for the harambee, working backwards from the day, would show what must be done each week. I can draft one if you like."],
    "trip": ["Preparing early makes the trip much less stressful. Your son can help with the UK side, and a single folder with all the documents will keep you organised.",
             "Many first-time travellers worry about the same things, and it almost always goes smoothly. Keep your documents in your handbag and ask staff whenever you are unsure.",
             "It may help to write a simple checklist for the trip: documents, money, medicines, clothes and gifts. Tick things off as you go."],
    "money": ["With money matters, it is always fine to ask for explanations in writing. The SACCO and the bank have a duty to explain their charges clearly to members.",
              "A simple written record of income and expenses each month would give you a clear picture and make these decisions easier.",
              "Be cautious with any request for money that comes by phone or SMS. Verify directly with the office using the numbers you already know."],
    "pets": ["Animals usually settle when their routine is steady. If the behaviour continues for more than a few days, a quick visit to the vet is worthwhile.",
             "It sounds like the animals are well loved. Regular vet checks, a consistent diet and daily attention will keep them healthy and calm.",
             "Keep a note of what you notice, such as when it happens and what they ate, because that helps the vet a lot if you need one."],
    "daily": ["That sounds like a full day. Taking things one at a time, and asking family for help where you can, will make it lighter.",
              "There is no single right answer, but a small change to your routine often helps. Try it for a week and see how it feels.",
              "Many people your age find the same. Staying active, keeping in touch with friends and resting well make a real difference."],
}
FACT_NEXT = {
    "poultry": ["Would you like me to add it to the farm records sheet we discussed?", "If it helps, I can draft a short note for the farm hand."],
    "house": ["I can add it to a one-page summary of the extension project if you like.", "Shall I put it into the list of things to confirm with the contractor?"],
    "school": ["I can keep a simple list of the school details for you if that helps.", "Would you like a short checklist for the transfer and the fees?"],
    "eye": ["I can put together a one-page summary for the hospital visits.", "Would you like a checklist for the days before the operation?"],
    "land": ["It would be good to share that with the advocate as well.", "I can help you arrange all the land details into a timeline for the advocate."],
    "church": ["Shall I add it to the harambee planning list?", "I can help you draft the announcement with these details."],
    "trip": ["I can add it to the travel checklist if you like.", "Would you like me to gather all the trip details in one place?"],
    "money": ["Would you like me to include it in a simple monthly budget?", "Keeping such details in one notebook makes the SACCO and pension matters easier."],
    "pets": ["That is lovely to hear. Would you like care notes for whoever looks after them?", "I can help you write instructions for the animals for when you travel."],
    "daily": ["Let me know if there is anything else I can help with today.", "Is there anything else on your mind this week?"],
}
U_OPEN = ["Good morning.", "Habari yako.", "Good evening, I hope you are keeping well.", "Pole for disturbing you again.",
          "Asante for the earlier advice.", "Greetings from Limuru.", "Sawa.", "Let me ask you something.",
          "I am back again.", "Praise God, I hope you are well.", "Good afternoon.", "Hallo."]
U_CLOSE = ["Kindly advise.", "Asante sana.", "I will be grateful for your guidance.", "God bless you.",
           "Let me hear from you.", "Sorry for the long message.", "Sawa, I wait for your reply.", "Thank you in advance."]
A_OPEN = ["Pole, that sounds stressful.", "Asante for the update.", "That is a good question.", "I understand your concern.",
          "Sawa, let me help.", "Thank you for explaining so clearly.", "Good to hear from you."]
A_CLOSE = ["Let me know how it goes.", "If you share more details, I can be more specific.", "I hope this helps.",
           "Would you like me to draft something?", "Feel free to ask again."]
GEN_ASIDE = ["The rain here has been heavy, especially {day}.", "The power went off again last night.",
             "I am typing this from the matatu, so pole for any mistakes.", "Mzee sends his greetings.",
             "My knees are paining me today.", "The grandchildren called {day} and we talked for long.",
             "I have just come from church.", "The tea has gone cold while I type.",
             "My phone battery is almost finished.", "It is very cold in Nairobi this week."]

# --------------------------------------------------------------------------------------------- value generators
FIRST = ["Grace", "Esther", "Lucy", "Beatrice", "Margaret", "Rosemary", "Eunice", "Mercy", "Jackline", "Naomi",
         "Caroline", "Josphat", "Geoffrey", "Julius", "Dennis", "Patrick", "Francis", "Samuel", "Moses", "Stephen",
         "Wilson", "Harrison", "Evans", "Gladys", "Catherine", "Tabitha", "Felix", "Kennedy"]
MIDDLE = ["Wanjiku", "Achieng", "Nyambura", "Chepkoech", "Mueni", "Njeri", "Kemunto", "Kiprop", "Mutua", "Wekesa"]
SURN = ["Mwangi", "Kariuki", "Ochieng", "Wafula", "Kiplagat", "Njoroge", "Muriuki", "Omondi", "Cheruiyot", "Wanyama",
        "Kimani", "Macharia", "Mutiso", "Kibet", "Onyango", "Ndung'u", "Gitau", "Were", "Chege", "Nyaga", "Ouma",
        "Koech", "Mbithi", "Karanja"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen").split()
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
UP = "ABCDEFGHJKLMNPQRSTUVWXYZ"
ALNUM = UP + "23456789"


def _suf(d):
    return "th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")


def _w99(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + ("-" + ONES[o] if o else "")


def _w999(n):
    h, r = divmod(n, 100)
    parts = [ONES[h] + " hundred"] if h else []
    if r:
        parts.append(("and " if h else "") + _w99(r))
    return " ".join(parts)


def words(n):
    th, r = divmod(n, 1000)
    s = _w999(th) + " thousand" if th else ""
    if r:
        s += (" " if s else "") + ("and " if th and r < 100 else "") + _w999(r)
    return s


def g_person(rng, _):
    if rng.random() < 0.3:
        return f"{rng.choice(FIRST)} {rng.choice(MIDDLE)} {rng.choice(SURN)}"
    return f"{rng.choice(FIRST)} {rng.choice(SURN)}"


def g_date(rng, _):
    m, d = rng.randint(2, 11), rng.randint(1, 28)
    dt = datetime.date(2026, m, d)
    mon, wd = MONTHS[m - 1], WEEKDAYS[dt.weekday()]
    f = rng.randrange(8)
    if f == 0:
        return f"{d}{_suf(d)} {mon}"
    if f == 1:
        return f"{mon} {d}"
    if f == 2:
        return f"{d}/{m}/2026"
    if f == 3:
        return dt.isoformat()
    if f == 4:
        return f"{wd} {d}{_suf(d)} {mon}"
    if f == 5:
        return f"the {['first', 'second', 'third', 'last'][rng.randrange(4)]} {rng.choice(WEEKDAYS[:6])} of {mon}"
    if f == 6:
        return f"{d:02d}.{m:02d}.2026"
    return f"{d} {mon[:3]} 2026"


def g_kes(rng, rnge):
    lo, hi, step = rnge
    n = rng.randrange(lo, hi, step)
    opts = [f"KES {n:,}", f"Ksh {n:,}", f"{n:,}/-", f"sh. {n:,}", f"Kshs. {n:,}"]
    if n % 1000 == 0 and n < 1_000_000:
        opts.append(f"Ksh {n // 1000}k")
    if n % 100 == 0 and n < 1_000_000:
        opts += [words(n) + " shillings"] * 2
    if n >= 1_000_000 and n % 100_000 == 0:
        opts.append(f"KES {n / 1e6:g} million")
    return rng.choice(opts)


def g_gbp(rng, rnge):
    lo, hi = rnge
    n = rng.randrange(lo, hi)
    return rng.choice([f"£{n}", f"GBP {n}", f"{n} pounds", f"£{n}.00"])


def g_phone_ke(rng, _):
    p = rng.choice(["0722", "0721", "0710", "0712", "0725", "0733", "0740", "0745", "0791", "0798", "0115", "0701", "0768"])
    a, b = rng.randint(100, 999), rng.randint(100, 999)
    return rng.choice([f"{p} {a} {b}", f"+254 {p[1:]} {a}{b}", f"{p}-{a}-{b}", f"254{p[1:]}{a}{b}", f"{p}{a}{b}",
                       f"{p} {a}{b}"])


def g_phone_uk(rng, _):
    a, b = rng.randint(400, 999), rng.randint(100000, 999999)
    return rng.choice([f"07{a} {b}", f"+44 7{a} {b}", f"07{a}{b}", f"+447{a}{b}"])


def _pc(rng, area):
    return f"M{rng.choice(area)} {rng.randint(1, 9)}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}{rng.choice('ABDEFGHJLNPQRSTUWXYZ')}"


def g_addr(rng, which):
    n = rng.randint(2, 480)
    if which == "nbi":
        road = rng.choice(["Argwings Kodhek Rd", "Lenana Road", "Ring Road Kilimani", "Chania Avenue", "Wood Avenue",
                           "Kirichwa Road", "Elgeyo Marakwet Rd", "Rose Avenue", "Kindaruma Road", "Mugo Kibiru Rd"])
        court = rng.choice(["Jacaranda", "Mvule", "Amani", "Baraka", "Mwitu", "Sunrise", "Kilifi"])
        return rng.choice([f"Hse No. {n % 60 + 1}, {road}, Kilimani", f"House {n % 40 + 1}, {court} Court, {road}",
                           f"Apt {rng.choice('ABCDE')}{rng.randint(1, 9)}, {court} Apartments, {road}, Kilimani"])
    if which == "box":
        b = rng.randint(1000, 99999)
        return rng.choice([f"P.O. Box {b}-00100 Nairobi", f"P.O. Box {b % 2000 + 10}-00217 Limuru",
                           f"P.O. Box {b}, 00505 Nairobi", f"P. O. Box {b} - 00200, City Square"])
    if which == "farm":
        return rng.choice([f"Plot {n}, Tigoni Road, Limuru", f"Plot No. {n}, off Limuru-Kiambu Road, Ngecha",
                           f"Parcel {n}, Bibirioni Road, Limuru", f"Plot {n} along Kamirithu Road, Limuru"])
    if which == "ukflat":
        st = rng.choice(["Wilmslow Road", "Upper Chorlton Road", "Claremont Road", "Platt Lane", "Burton Road",
                         "Beech Road", "Princess Road", "Moss Lane East"])
        return rng.choice([f"Flat {rng.randint(1, 12)}, {rng.randint(3, 220)} {st}, Manchester {_pc(rng, [14, 15, 16, 20, 21])}",
                           f"{rng.randint(3, 220)} {st}, Fallowfield, Manchester {_pc(rng, [14])}"])
    if which == "office":
        bl = rng.choice(["Uchumi House", "Mama Ngina House", "Kimathi House", "Nyaku House", "Jubilee Plaza", "Kenindia Towers"])
        st = rng.choice(["Aga Khan Walk", "Kimathi Street", "Moi Avenue", "Kenyatta Avenue", "Muindi Mbingu Street"])
        fl = rng.randint(1, 14)
        return rng.choice([f"{fl}{_suf(fl)} Floor, {bl}, {st}, Nairobi", f"Suite {n}, {bl}, {st}"])
    st = rng.choice(["Portland Street", "Piccadilly", "Oxford Street", "Deansgate", "Princess Street"])
    return f"{rng.randint(3, 150)} {st}, Manchester {_pc(rng, [1, 2, 3])}"


def _code(rng, alphabet, k):
    while True:
        s = "".join(rng.choice(alphabet) for _ in range(k))
        if any(c.isdigit() for c in s) and any(c.isalpha() for c in s):
            return s


def g_id(rng, which):
    dig = lambda k: "".join(rng.choice("0123456789") for _ in range(k))
    if which == "title":
        return f"{rng.choice(['LIMURU/NGECHA', 'LIMURU/BIBIRIONI', 'LIMURU/TIGONI', 'LIMURU/KAMIRITHU', 'LIMURU/RIRONI'])}/{rng.randint(120, 4999)}"
    if which == "mpesa":
        return rng.choice("QRSTU") + rng.choice(UP) + _code(rng, ALNUM, 8)
    if which == "kra":
        return "A0" + dig(8) + rng.choice(UP)
    if which == "nhif":
        return rng.choice([str(rng.randint(10_000_000, 99_999_999)), f"CR{dig(10)}-{rng.randint(1, 9)}"])
    if which == "gwf":
        return "GWF0" + dig(8)
    if which == "pnr":
        return _code(rng, ALNUM, 6)
    if which == "court":
        n = rng.randint(12, 480)
        return rng.choice([f"ELC {n} of 2025", f"ELC E{n:03d} of 2026", f"ELC Case No. {n}/2025", f"ELC E{n}/2026"])
    if which == "invoice":
        n = rng.randint(1000, 99999)
        return rng.choice([f"INV-{n:05d}", f"INV/2026/{n}", f"HW-{n}", f"CM/{n}/26"])
    if which == "till":
        return str(rng.randint(500000, 9999999))
    return rng.choice([f"ADM/{rng.randint(1000, 9999)}/2026", f"KHS/{rng.randint(100, 9999)}/26", f"Adm. No. {rng.randint(4000, 9999)}"])


g_pool = lambda rng, pool: rng.choice(pool)


# --------------------------------------------------------------------------------------------- planted fact specs
class Spec:
    def __init__(self, kind, thread, about, np, clauses, ask, label, gen, arg=None, sms=None):
        self.kind, self.thread, self.about, self.np, self.clauses = kind, thread, about, np, clauses
        self.ask, self.label, self.gen, self.arg, self.sms = ask, label, gen, arg, sms


SPECS = [
    # person
    Spec("person", "poultry", "poultry vet's name", "the vet now attending to the birds",
         ["the vet now attending to the birds at Limuru is Dr. {v}", "I have started using Dr. {v} for the farm, the one the agrovet recommended"],
         "Which vet has been attending to the birds lately?", "Vet", g_person),
    Spec("person", "poultry", "feed company's sales rep", "the sales representative from the feed company",
         ["the feed company has sent a new rep, {v}, to handle our orders", "the one who takes our feed orders now is a young man called {v}"],
         "Do you have a contact person at the feed company?", "Feed rep", g_person),
    Spec("person", "poultry", "hotel procurement manager", "the procurement manager at the hotel buying our eggs",
         ["the person handling procurement at the hotel is {v}", "the hotel's procurement is done by {v}, who tasted our eggs and liked them"],
         "Who at the hotel is handling the egg order?", "Hotel procurement", g_person),
    Spec("person", "house", "building contractor's name", "the contractor for the extension",
         ["we have settled on {v} as the contractor for the extension", "the contractor doing the extension is {v}, from Kiambu"],
         "Have you settled on a contractor for the extension?", "Contractor", g_person),
    Spec("person", "house", "quantity surveyor's name", "the quantity surveyor preparing the BQ",
         ["the quantity surveyor preparing the bill of quantities is {v}", "my nephew introduced me to a QS, {v}, who has agreed to do the BQ"],
         "Who is preparing the bill of quantities?", "QS", g_person),
    Spec("person", "school", "boarding school bursar's name", "the bursar at the boarding school",
         ["the bursar at the new school is {v}", "I spoke to the bursar, {v}, who was very patient with me"],
         "Whom did you speak to at the school about the fees?", "Bursar", g_person),
    Spec("person", "eye", "eye surgeon's name", "the surgeon who will do the cataract operation",
         ["the eye surgeon doing my operation is Dr. {v}", "I have been booked under Dr. {v} for the cataract surgery"],
         "Do you know which surgeon will be operating?", "Surgeon", g_person,
         sms="Dear Patient, your cataract surgery will be performed by Dr. {v}. Kindly keep this message."),
    Spec("person", "land", "advocate's name", "the advocate handling the land case",
         ["the advocate handling the land case is {v}", "we have instructed {v}, an advocate in town, to handle the land matter"],
         "Have you instructed an advocate for the land matter yet?", "Advocate", g_person),
    Spec("person", "land", "licensed surveyor's name", "the licensed surveyor for the boundary",
         ["the licensed surveyor who will re-establish the beacons is {v}", "the land registrar recommended a surveyor called {v}"],
         "Which surveyor will be re-establishing the beacons?", "Surveyor", g_person),
    Spec("person", "church", "harambee guest of honour", "the guest of honour for the harambee",
         ["the guest of honour for the harambee will be {v}", "the committee has invited {v} to be our guest of honour"],
         "Has the committee agreed on a guest of honour?", "Guest of honour", g_person),
    Spec("person", "money", "SACCO loans officer", "the loans officer at the SACCO",
         ["the loans officer dealing with my application is {v}", "at the SACCO I was attended to by a loans officer called {v}"],
         "Who is handling your loan application at the SACCO?", "Loans officer", g_person),
    # pet
    Spec("pet", "pets", "grey parrot's name", "the parrot's name",
         ["the parrot is called {v}", "we named the grey parrot {v}, after a character the grandchildren liked"],
         "What is the parrot's name, by the way?", "Parrot", g_pool,
         ["Jabali", "Sokomoko", "Mzee Kobe", "Chiriku", "Zawadi", "Malkia", "Omosh", "Bwana Hotuba"]),
    Spec("pet", "pets", "older dog's name", "the older dog's name",
         ["the older dog answers to {v}", "the big dog, {v}, is now about eight years old"],
         "What do you call the older dog?", "Older dog", g_pool, ["Bruno", "Tarzan", "Rambo", "Jimmy", "Bosco", "Kaizer"]),
    Spec("pet", "pets", "younger dog's name", "the younger dog's name",
         ["the puppy we got last year is called {v}", "the younger one is {v}, and he is full of mischief"],
         "What is the younger dog called?", "Younger dog", g_pool, ["Tyson", "Scooby", "Chui", "Jackie", "Poppy", "Sheba"]),
    Spec("pet", "pets", "older dog's breed", "the older dog's breed",
         ["the vet said the big dog is a {v}", "the older dog is a {v}, which explains the size"],
         "Do you know what breed the older dog is?", "Breed", g_pool,
         ["Rhodesian Ridgeback cross", "German Shepherd mix", "Rottweiler cross", "Labrador-Alsatian mix", "Doberman cross"]),
    Spec("pet", "pets", "phrase the parrot keeps repeating", "the phrase the parrot keeps repeating",
         ["the parrot now says '{v}' every time someone enters the house", "the parrot's favourite line is \"{v}\""],
         "Has the parrot picked up any particular phrase?", "Parrot's phrase", g_pool,
         ["chai iko wapi", "Mwalimu, karibu", "Hallelujah amen", "where is Mzee", "toa viatu"]),
    # date
    Spec("date", "poultry", "Newcastle booster vaccination", "the date for the Newcastle booster",
         ["the Newcastle booster for the layers is due on {v}", "the vet will come on {v} to give the Newcastle booster"],
         "When is the next vaccination for the layers due?", "Newcastle booster", g_date),
    Spec("date", "poultry", "first egg delivery to the hotel", "the first delivery of eggs to the hotel",
         ["the hotel wants the first delivery of eggs on {v}", "we start supplying the hotel on {v}"],
         "When does the hotel want the first delivery?", "First hotel delivery", g_date),
    Spec("date", "house", "county site inspection", "the county inspection of the site",
         ["the county officers will inspect the site on {v}", "the approval inspection has been booked for {v}"],
         "Has the county given you a date for the inspection?", "County inspection", g_date),
    Spec("date", "school", "grandson's reporting day at boarding school", "the grandson's reporting day at the new school",
         ["the boy is to report to the boarding school on {v}", "reporting for the grandson at the new school is {v}"],
         "When does your grandson report to the new school?", "Reporting day", g_date),
    Spec("date", "eye", "pre-operation assessment", "the pre-op assessment at the eye hospital",
         ["my pre-op assessment at the eye hospital is on {v}", "the hospital has booked me for the pre-operation tests on {v}"],
         "Have they given you a date for the pre-op assessment?", "Pre-op", g_date,
         sms="Dear Patient, your pre-operative assessment is scheduled for {v}. Come fasting. Eye Unit."),
    Spec("date", "land", "court hearing date", "the next court date for the land case",
         ["the land case comes up for hearing on {v}", "the advocate says our hearing date is {v}"],
         "When is the next court date?", "Hearing", g_date),
    Spec("date", "church", "harambee date", "the date of the harambee",
         ["the harambee will be held on {v}", "the committee agreed the harambee day should be {v}"],
         "Have you fixed a date for the harambee?", "Harambee day", g_date),
    Spec("date", "trip", "visa biometrics appointment", "the visa biometrics appointment",
         ["my biometrics appointment at the visa centre is on {v}", "I managed to get a visa centre slot for {v}"],
         "Have you booked the biometrics appointment yet?", "Biometrics", g_date),
    Spec("date", "trip", "flight departure date", "the day I fly to Manchester",
         ["I fly out to Manchester on {v}", "the ticket my son is buying is for {v}"],
         "Which day are you flying out?", "Departure", g_date,
         sms="Mum, I have booked the ticket. You leave Nairobi on {v}. Love you."),
    Spec("date", "money", "SACCO credit committee meeting", "the SACCO credit committee meeting on the loan",
         ["the SACCO credit committee will sit on my loan on {v}", "the loan will be discussed by the credit committee on {v}"],
         "Did the SACCO say when the committee will consider the loan?", "Credit committee", g_date),
    # amount
    Spec("amount", "poultry", "this month's feed invoice total", "the total on this month's feed invoice",
         ["this month's feed invoice came to {v}", "the feed bill for the month is {v}, which is more than I expected"],
         "How much did the feed come to this month?", "Feed invoice", g_kes, (25000, 95000, 500)),
    Spec("amount", "poultry", "weekly value of the hotel's egg order", "the weekly value of the hotel's egg order",
         ["the hotel order will bring in {v} a week", "the hotel has agreed to pay {v} every week for the eggs"],
         "How much will the hotel order be worth each week?", "Hotel order", g_kes, (12000, 48000, 500)),
    Spec("amount", "house", "contractor's quotation for the extension", "the contractor's quotation for the extension",
         ["the contractor's quotation for the whole extension is {v}", "the contractor has quoted {v} for the extension, labour and materials"],
         "What did the contractor quote for the extension?", "Quotation", g_kes, (650000, 2400000, 50000)),
    Spec("amount", "school", "grandson's first-term fee balance", "the fee balance for the grandson's first term",
         ["the fee balance for the boy's first term is {v}", "the bursar says we still owe {v} for the first term"],
         "What is the outstanding balance for the first term?", "Fee balance", g_kes, (18000, 75000, 500)),
    Spec("amount", "eye", "cataract cost not covered by SHA", "the amount SHA will not cover for the operation",
         ["SHA will not cover {v} of the operation, so I must top up", "the top-up I must pay for the surgery is {v}"],
         "Did the hospital say how much you will need to top up?", "Top-up", g_kes, (25000, 120000, 500)),
    Spec("amount", "land", "advocate's legal fee", "the advocate's fee for the land case",
         ["the advocate's fee for the land case is {v}", "the advocate has asked for {v} as his fee for the whole matter"],
         "How much is the advocate charging?", "Legal fee", g_kes, (80000, 350000, 5000)),
    Spec("amount", "church", "harambee target", "the harambee target",
         ["the harambee target is {v}", "the committee has set {v} as the target for the harambee"],
         "What target has the committee set?", "Target", g_kes, (400000, 2500000, 100000)),
    Spec("amount", "money", "SACCO loan amount", "the loan I am applying for at the SACCO",
         ["I am applying for a SACCO loan of {v}", "the loan I have asked the SACCO for is {v}"],
         "How much are you planning to borrow from the SACCO?", "Loan", g_kes, (150000, 900000, 10000)),
    Spec("amount", "trip", "return flight fare", "the return fare to Manchester",
         ["the return fare to Manchester is {v}", "my son paid {v} for the return ticket"],
         "Do you know what the return ticket costs?", "Fare", g_gbp, (520, 980)),
    Spec("amount", "trip", "Manchester hotel nightly rate", "the nightly rate at the hotel in Manchester",
         ["the hotel near my son's place charges {v} a night", "the hotel in Manchester is {v} per night with breakfast"],
         "How much is the hotel per night?", "Hotel rate", g_gbp, (62, 145)),
    # phone
    Spec("phone", "poultry", "vet's mobile number", "the vet's mobile number",
         ["the vet's mobile number is {v}", "the vet can be reached on {v}"],
         "Do you have the vet's number handy?", "Vet's mobile", g_phone_ke,
         sms="Habari mama. This is the vet. You can reach me on {v} any time for the birds."),
    Spec("phone", "house", "fundi's phone number", "the fundi's phone number",
         ["the fundi's phone number is {v}", "you can get the fundi on {v}"],
         "Do you have a number for the fundi?", "Fundi", g_phone_ke,
         sms="Mama ni fundi. Namba yangu mpya ni {v}. Nitakuja kesho."),
    Spec("phone", "school", "bursar's office line", "the bursar's office line",
         ["the bursar's office line is {v}", "the bursar's office can be reached on {v}"],
         "Do you have a direct line for the bursar's office?", "Bursar's office", g_phone_ke),
    Spec("phone", "land", "advocate's clerk's number", "the number for the advocate's clerk",
         ["the advocate's clerk can be reached on {v}", "the clerk at the advocate's office is on {v}"],
         "Is there a number for the advocate's office?", "Clerk", g_phone_ke),
    Spec("phone", "trip", "son's UK mobile number", "my son's UK mobile number",
         ["my son's UK mobile number is {v}", "my son can be reached in the UK on {v}"],
         "Do you have your son's UK number saved?", "Son (UK)", g_phone_uk,
         sms="Mum, save my UK number: {v}. Use it when you land."),
    Spec("phone", "poultry", "hotel procurement office number", "the hotel's procurement office number",
         ["the hotel's procurement office number is {v}", "the hotel procurement office is on {v}"],
         "Do you have a phone contact at the hotel?", "Hotel office", g_phone_ke),
    # address
    Spec("address", "daily", "Nairobi house address", "the address of the house in Kilimani",
         ["our Nairobi house is at {v}", "the Kilimani house is {v}, for any deliveries"],
         "What address should deliveries in Nairobi go to?", "Nairobi house", g_addr, "nbi",
         sms="Dear Customer, your delivery address is updated to {v}. Thank you."),
    Spec("address", "money", "postal address for official letters", "the postal address I use for official letters",
         ["my postal address for official letters is {v}", "the postal address I use for TSC and the SACCO is {v}"],
         "Which postal address do you use for official letters?", "Postal address", g_addr, "box",
         sms="Dear Member, your postal address has been recorded as {v}. SACCO."),
    Spec("address", "poultry", "farm plot address", "the farm's plot address in Limuru",
         ["the farm is at {v}", "the farm's plot address is {v}, near the tea factory"],
         "Where exactly is the farm located, for the deliveries?", "Farm", g_addr, "farm"),
    Spec("address", "trip", "son's flat in Manchester", "my son's address in Manchester",
         ["my son's address in Manchester is {v}", "my son lives at {v}"],
         "What is your son's address in Manchester?", "Son's flat", g_addr, "ukflat",
         sms="Mum, for the visa form my address is {v}. Call if stuck."),
    Spec("address", "land", "advocate's office address", "the advocate's office address",
         ["the advocate's office is at {v}", "the advocate's chambers are on {v}"],
         "Where is the advocate's office?", "Advocate's office", g_addr, "office"),
    Spec("address", "trip", "Manchester hotel address", "the hotel address in Manchester",
         ["the hotel in Manchester is at {v}", "the hotel my son booked is at {v}"],
         "Do you have the hotel's address?", "Hotel address", g_addr, "ukhotel"),
    # id
    Spec("id", "land", "title deed number", "the title number of the family land",
         ["the title number of the family land is {v}", "the title deed for the family land reads {v}"],
         "Do you have the title number for the family land?", "Title", g_id, "title"),
    Spec("id", "poultry", "M-Pesa code for the feed deposit", "the M-Pesa code for the feed deposit",
         ["the M-Pesa code for the feed deposit is {v}", "I paid the feed deposit and the confirmation code is {v}"],
         "Do you have the M-Pesa confirmation for the feed deposit?", "M-Pesa code", g_id, "mpesa",
         sms="{v} Confirmed. Ksh deposit sent to FEED DEPOT for account LAYERS. Transaction cost applies."),
    Spec("id", "money", "KRA PIN", "my KRA PIN",
         ["my KRA PIN is {v}", "the KRA PIN on my certificate is {v}"],
         "What is your KRA PIN, for the form?", "KRA PIN", g_id, "kra",
         sms="Dear Taxpayer, your PIN is {v}. Use it for all iTax transactions. KRA."),
    Spec("id", "eye", "SHA member number", "my SHA member number",
         ["my SHA member number is {v}", "the member number on my SHA registration is {v}"],
         "Do you have your SHA member number with you?", "SHA no.", g_id, "nhif",
         sms="Dear Member, your SHA registration is complete. Member No: {v}."),
    Spec("id", "trip", "visa application number", "the visa application number",
         ["the visa application number is {v}", "my visa application reference is {v}"],
         "What is the visa application number?", "Visa ref", g_id, "gwf",
         sms="Your application {v} has been submitted. Please book your appointment."),
    Spec("id", "trip", "flight booking reference", "the booking reference for the flight",
         ["the booking reference for the flight is {v}", "the airline booking code is {v}"],
         "Do you have the booking reference?", "Booking ref", g_id, "pnr",
         sms="Booking confirmed. Ref: {v}. Check in online 24h before departure."),
    Spec("id", "land", "court case number", "the case number for the land matter",
         ["the land case number is {v}", "our case is registered as {v}"],
         "What is the case number, for the record?", "Case no.", g_id, "court"),
    Spec("id", "house", "hardware invoice number", "the hardware invoice number for the roofing materials",
         ["the invoice number from the hardware is {v}", "the hardware gave me invoice {v} for the roofing materials"],
         "Did the hardware give you an invoice number?", "Invoice", g_id, "invoice"),
    Spec("id", "poultry", "M-Pesa till number for egg sales", "the till number customers should pay to",
         ["the till number for the eggs is {v}", "customers should pay to till {v}"],
         "Which till number should customers use?", "Till", g_id, "till"),
    Spec("id", "school", "grandson's admission number", "the grandson's admission number",
         ["the boy's admission number is {v}", "the admission letter gives his number as {v}"],
         "What admission number did the school give him?", "Admission no.", g_id, "adm"),
    # decision
    Spec("decision", "house", "roofing material chosen", "the roofing we have chosen",
         ["after much thinking we shall roof the extension with {v}", "Mzee and I have agreed on {v} for the roof"],
         "Have you decided on the roofing material?", "Roof", g_pool,
         ["stone-coated tiles in charcoal grey", "box-profile mabati in maroon", "clay Mangalore tiles", "gauge-28 green iron sheets"]),
    Spec("decision", "poultry", "breed for the next batch", "the breed for the next batch",
         ["the next batch will be {v}", "I have decided to go with {v} for the next batch"],
         "Have you decided which breed to get next?", "Next batch", g_pool,
         ["Kuroiler chicks from Kiambu", "Rainbow Rooster day-olds", "Sasso dual-purpose chicks", "improved Kienyeji from KALRO Naivasha"]),
    Spec("decision", "trip", "chosen flight routing", "the flight option we chose",
         ["we have chosen {v}", "my son and I agreed on {v}, even if it is a bit dearer"],
         "Have you decided which flight option to take?", "Flight", g_pool,
         ["the Emirates routing through Dubai", "the Qatar Airways flight via Doha", "the KLM connection through Amsterdam",
          "the Turkish Airlines route via Istanbul", "the Kenya Airways direct to Heathrow"]),
    Spec("decision", "church", "harambee venue", "the venue for the harambee",
         ["the harambee will be held {v}", "the committee decided to hold the harambee {v}"],
         "Where will the harambee be held?", "Venue", g_pool,
         ["under tents on the primary school field", "inside the unfinished sanctuary", "at the Tigoni social hall", "in the compound behind the manse"]),
    Spec("decision", "school", "boarding school chosen for grandson", "the boarding school we chose for the boy",
         ["we have settled on {v} for the boy", "after visiting three schools we chose {v}"],
         "Which boarding school did you settle on?", "School", g_pool,
         ["St. Kizito Boys, Gatundu", "Kiriko Boys High School", "Ndumberi Mixed Boarding", "Holy Rosary Boys, Kereita"]),
    Spec("decision", "eye", "which eye to operate first", "the plan for which eye goes first",
         ["the doctor and I agreed on {v}", "we shall do {v}, then see about the other"],
         "Did you and the doctor agree which eye to do first?", "Which eye", g_pool,
         ["the right eye first", "the left eye first, the worse one"]),
    # preference
    Spec("preference", "trip", "seat preference on the plane", "the seat I would like on the plane",
         ["I would very much prefer {v} on the plane", "for the long flight I want {v}, kindly"],
         "Do you have a seat preference for the flight?", "Seat", g_pool,
         ["an aisle seat near the front", "a seat close to the washroom", "a window seat on the left side"]),
    Spec("preference", "trip", "hotel room preference", "the kind of room I would like at the hotel",
         ["I would like {v} at the hotel", "at the hotel I prefer {v}"],
         "Any preference for the hotel room?", "Room", g_pool,
         ["a ground-floor room", "a room with a bathtub", "a quiet room away from the lift"]),
    Spec("preference", "eye", "appointment time preference", "the appointment times that suit me best",
         ["I prefer {v} at the hospital", "kindly remember that {v} suit me better because of the traffic"],
         "Do certain appointment times suit you better?", "Appointments", g_pool,
         ["morning appointments before ten", "Saturday clinic slots", "afternoon slots after two"]),
    Spec("preference", "daily", "how she takes her tea", "the way I take my tea",
         ["I take my tea as {v}", "the only tea I enjoy these days is {v}"],
         "How do you like your tea these days?", "Tea", g_pool,
         ["masala chai with goat milk", "black tea with lemon and honey", "strong tea with ginger, half milk half water"]),
    Spec("preference", "church", "harambee decoration colours", "the colours I want for the decorations",
         ["I would like {v} for the harambee", "for the decorations I prefer {v}"],
         "Do you have colours in mind for the decorations?", "Decor", g_pool,
         ["purple and gold décor", "white and royal blue ribbons", "green and cream drapes"]),
    Spec("preference", "daily", "how she prefers to be contacted", "the way I prefer people to contact me",
         ["I prefer {v}", "the grandchildren know I prefer {v}"],
         "How do you prefer people to reach you?", "Contact", g_pool,
         ["voice notes rather than calls", "a call after the nine o'clock news", "SMS over WhatsApp"]),
    # constraint
    Spec("constraint", "eye", "post-surgery restriction", "the doctor's main restriction after surgery",
         ["the doctor has been firm: {v} for the first month", "after the operation it must be {v}"],
         "Did the doctor give you restrictions for after the surgery?", "Restriction", g_pool,
         ["no lifting water buckets", "no bending to the floor", "no swimming or steam baths"]),
    Spec("constraint", "daily", "drug allergy", "the drug allergy doctors must know about",
         ["I have {v}, so remember it when you suggest medicine", "doctors must know I have {v}"],
         "Do you have any allergies I should keep in mind?", "Allergy", g_pool,
         ["an allergy to penicillin", "an allergy to sulphur drugs", "a reaction to ibuprofen"]),
    Spec("constraint", "house", "rule given to the workers", "the rule I have given the workers",
         ["I have told the workers: {v}", "the one rule on site is {v}"],
         "Are there any rules you have set for the workers?", "Site rule", g_pool,
         ["no site work on Sundays", "no noise before eight", "no workers sleeping on site"]),
    Spec("constraint", "trip", "condition for the flight booking", "my condition for the flight booking",
         ["{v}, I told my son", "my one condition for the booking is {v}"],
         "Do you have any conditions for the flight booking?", "Flight condition", g_pool,
         ["no connections shorter than three hours", "no overnight layovers", "no arrivals after dark"]),
    Spec("constraint", "church", "committee's firm rule", "the committee's one firm rule",
         ["the committee's firm rule is {v}", "we have agreed on {v}"],
         "Has the committee set any rules for the day?", "Rule", g_pool,
         ["no political speeches at the harambee", "no cash handled by one person alone", "no pledges announced by name"]),
    Spec("constraint", "daily", "diet restriction", "my diet restriction",
         ["my diet restriction is {v}", "the doctor put me on {v}"],
         "Is there anything you cannot eat?", "Diet", g_pool,
         ["strictly no pork", "no red meat on doctor's orders", "nothing deep-fried"]),
]

# --------------------------------------------------------------------------------------------- phrasing styles
STYLES = ["plain", "value_first", "subordinate", "reported", "list", "answer", "question", "dictation", "buried",
          "texting", "forwarded", "paren"]
F = {
    "plain": ["{C}. {t}", "Just so that you know, {c}. {t}", "{t} Also, {c}.", "For your information, {c}. {t}",
              "{C}, and I wanted you to have it. {t}"],
    "value_first": ["{v} — that is {np}. {t}", "\"{v}\": kindly keep that somewhere, it is {np}. {t}",
                    "{v}. That is {np}, in case I forget to tell you later.", "{v} is {np}, as of {when}. {t}"],
    "subordinate": ["Since {c}, I think we should plan the rest of the month around it. {t}",
                    "Now that {c}, I feel a bit more settled. {t}",
                    "My worry, given that {c}, is whether I have left anything out. {t}",
                    "{t} Mzee was surprised when I told him that {c}, but he agreed in the end.",
                    "Even though {c}, I am still praying that things go smoothly."],
    "reported": ["{spk} told me {when} that {c}. {t}", "According to {spk}, {c}. I am yet to confirm it myself.",
                 "{spk} phoned to say that {c}, and that I should not forget.", "I was informed by {spk} that {c}. {t}"],
    "reported_np": ["{spk} told me {when} that {np} is {v}. {t}", "According to {spk}, {np} is {v}. I am yet to confirm it myself.",
                    "{spk} phoned to confirm that {np} is {v}, and said I should not forget.", "I was informed by {spk} that {np} is {v}. {t}"],
    "reported_self": ["When I told {spk} that {c}, they were quite happy with it. {t}", "{spk} agreed with me when I said {c}. {t}",
                      "{spk} asked me about it {when} and I said {c}. {t}", "I informed {spk} that {c}, and nobody objected."],
    "answer": ["Ah, you asked about that. {C}. {t}", "To answer your question, {c}. {t}", "Sorry I did not answer earlier. {C}.",
               "Yes, I have it here: {v}. {t}", "{v}, if I remember well. {t}", "Ehe, that one: {v}. {t}"],
    "question": ["Kindly confirm for me: is it okay that {c}? {t}", "Am I right to feel uneasy that {c}?",
                 "{t} Would you say it is sensible that {c}, or should I think again?",
                 "Tell me honestly, if {c}, what else should I prepare?", "Is it normal that {c}? {t}"],
    "dictation": ["hallo this is voice typing so excuse the mistakes . {c} full stop . {t}",
                  "ok. so. {c} , yes , {t} .. asante", "sorry i am using the microphone {c} comma {t} period",
                  "{t}  new line  {c}  sawa sawa"],
    "buried": ["{a1} {a2} Oh, and {c}. {a3} {a4}", "{a1} By the way {c}. {a2} {a3}",
               "{a1} {a2} {a3} I nearly forgot: {c}. {a4}", "{a1} {a2} Also {c}, just so you have it. {a3}"],
    "texting": ["btw {np} is {v} 👍🏾", "ok noted. {v} ndio {np}. sawa", "pls note: {np} -> {v}. thx",
                "{v}!! thats {np} 😊 will explain later", "quick one.. {c}. ttyl", "haha ok. {np}?? {v}. asante"],
    "forwarded": ["I have received this message and I am not sure what to do with it: \"{sms}\" Kindly advise.",
                  "Forwarding what {snd} sent me on WhatsApp: '{sms}' Is this in order?",
                  "Copied from SMS >> {sms} << What do you make of it?",
                  "{t} This came in from {snd} {when}:\n\n{sms}\n\nSawa, please keep it in mind."],
    "sent": ["Here is what I wrote to {snd} {when}, so that you also have it: \"{C}.\" {t}",
             "I sent this to {snd} and I am copying it to you: '{C}. Asante.'",
             "{t} My message to {snd} {when} read: \"Good morning. {C}. Regards.\""],
    "paren": ["{t} (For the record, {np} is {v}.) {t2}", "{t} {t2} — and {np}, before I forget, is {v}.",
              "{t} {C}; I am noting it here so I do not lose it. {t2}"],
}
SMS_DEFAULT = ["Dear Madam, this is to confirm that {np} is {v}. Regards.", "Habari. Kindly note {np}: {v}. Thank you.",
               "NOTICE: {NP} - {v}. For enquiries reply to this number."]
ASK_LEAD = ["By the way, ", "One more thing: ", "Before I forget, ", "", "May I ask: ", "Also, "]
ECHO = ["Noted: {v}.", "Thank you, I have made a note of {v}.", "{v} — got it.", "Understood, {v}."]
CORR = {
    "any": ["Scratch what I told you about {np}: it is {new}, not {old}. {t}",
            "Turns out {np} is actually {new}. I had earlier given you {old}, which was wrong.",
            "I had it wrong. {NP} is {new}; please forget {old}.",
            "It's actually {new} — I don't know where I got {old} from. {t}",
            "{new}. That is the correct one for {np}, not {old} as I told you. Pole.",
            "Kumbe {np} is {new}! All along I thought it was {old}.",
            "Kindly amend your notes: {old} → {new} ({np}).",
            "{t} Also, a small change: {np} is no longer {old}. It is now {new}.",
            "My son checked the papers and says {np} is {new}; the {old} I gave you was old information.",
            "Update: {np} has changed from {old} to {new}. {t}"],
    "date": ["They moved it to {new}! {NP} was {old}, but the office called to change it.",
             "Pole, the date has been pushed: {np} is now {new} instead of {old}."],
    "phone": ["I had the wrong number for {np}. {old} is off; the correct one is {new}.",
              "Please do not use {old} any more — {np} is {new}."],
    "person": ["{old} has been transferred, so {np} is now {new}.", "It is no longer {old}; {np} is {new} from this week."],
    "address": ["They have moved from {old}; {np} is now {new}.", "I copied {np} wrongly. Not {old} — it is {new}."],
    "amount": ["After negotiation, {np} came to {new} instead of {old}.", "The figure has changed: {np} is now {new}, not {old} as first quoted."],
    "id": ["I mis-typed {np}. It is {new}, not {old}.", "The earlier {old} was cancelled; {np} is now {new}."],
}
CORR_ACK = ["Thank you for the correction, I have updated it to {v}.", "Noted, I will go with {v} from now on.",
            "Thanks for letting me know; the updated one is what counts.", "Understood, I have replaced the old one."]


def fill(rng, text, **kw):
    def rep(m):
        k = m.group(1)
        if k in kw:
            return kw[k]
        return rng.choice(SLOTS[k])
    return re.sub(r"\{(\w+)\}", rep, text)


cap = lambda s: s[:1].upper() + s[1:]


def filler_pair(rng, th):
    """A user message (one or two questions, with courtesies and context) and the assistant's matching reply."""
    k = 2 if rng.random() < 0.3 else 1
    us, as_ = [], []
    for j, i in enumerate(rng.sample(range(len(U[th])), k)):
        u = fill(rng, U[th][i])
        a = fill(rng, A[th][i] if i < len(A[th]) else rng.choice(GEN_REPLY[th]))
        if j:
            u = rng.choice(["Another thing. ", "One more question. ", "Sorry, there is also this. ", "Then a different matter. "]) + u
            a = rng.choice(["On your second question: ", "As for the other matter: ", "About your last point: "]) + a
        us.append(u)
        as_.append(a)
    if rng.random() < 0.5:
        us.insert(0, fill(rng, rng.choice(TAIL[th] + GEN_ASIDE)))
    if rng.random() < 0.6:
        us.insert(0, rng.choice(U_OPEN))
    if rng.random() < 0.5:
        us.append(rng.choice(U_CLOSE))
    if rng.random() < 0.35:
        as_.insert(0, rng.choice(A_OPEN))
    if rng.random() < 0.3:
        as_.append(rng.choice(A_CLOSE))
    return " ".join(us), " ".join(as_)


def fact_user(rng, sp, v, style):
    th = sp.thread
    clause_t = rng.choice(sp.clauses)
    frame = rng.choice(F.get(style, [""]))
    if style == "answer" and sp.kind in ("decision", "preference", "constraint"):
        frame = rng.choice(F["answer"][:3])
    t = lambda: fill(rng, rng.choice(TAIL[th] + GEN_ASIDE))
    if style == "dictation":
        c = fill(rng, clause_t.lower(), v=v)
        s = fill(rng, frame, c=c, t=t().lower().rstrip("."))
    else:
        c = fill(rng, clause_t, v=v)
        t1, t2 = rng.sample(TAIL[th] + GEN_ASIDE, 2)
        kw = dict(c=c, C=cap(c), v=v, np=sp.np, t=fill(rng, t1), t2=fill(rng, t2), when=rng.choice(SLOTS["when"]))
        if style == "reported":
            kw["spk"] = fill(rng, rng.choice([x for x in SPK[th] if not ("son" in x and "son" in sp.np)]))
            if sp.kind in ("decision", "preference", "constraint"):
                frame = rng.choice(F["reported_self"])
            elif re.search(r"\b(I|my|we|our|me|us)\b", clause_t):
                frame = rng.choice(F["reported_np"])
            if frame.startswith("{spk}"):
                kw["spk"] = cap(kw["spk"])
        if style == "buried":
            pool = rng.sample(GEN_ASIDE + TAIL[th] + TAIL[rng.choice(THREADS)], 4)
            kw.update(a1=fill(rng, pool[0]), a2=fill(rng, pool[1]), a3=fill(rng, pool[2]), a4=fill(rng, pool[3]))
        if style == "forwarded":
            kw["snd"] = rng.choice(SND[th])
            if sp.sms:
                kw["sms"] = fill(rng, sp.sms, v=v)
            elif "my " not in sp.np and sp.kind in CORRECTABLE and rng.random() < 0.5:
                kw["sms"] = fill(rng, rng.choice(SMS_DEFAULT), v=v, np=sp.np, NP=cap(sp.np))
            else:
                frame = rng.choice(F["sent"])
                kw["snd"] = fill(rng, rng.choice([x for x in SPK[th] if not ("son" in x and "son" in sp.np)]))
        if style == "list":
            items = [fill(rng, x) for x in rng.sample(DIST[th], rng.randint(2, 4))]
            items.insert(rng.randint(0, len(items)), f"{sp.label}: {v}")
            bullet = rng.choice(["- ", "* ", "#"])
            lines = [(f"{i + 1}. " if bullet == "#" else bullet) + x for i, x in enumerate(items)]
            head = rng.choice(["Let me put down what I have so far:", "Kindly note the following for me:",
                               "My list from today:", "Points from the meeting:", "Things to remember this week:"])
            return head + "\n" + "\n".join(lines) + ("\n" + kw["t"] if rng.random() < 0.5 else "")
        s = fill(rng, frame, **kw)
    if rng.random() < 0.3 and style not in ("texting", "dictation"):
        s = rng.choice(U_OPEN) + " " + s
    if rng.random() < 0.3 and style not in ("texting", "dictation"):
        s = s + " " + rng.choice(U_CLOSE)
    return s


def fact_asst(rng, sp, v, echo=True):
    parts = []
    if echo and rng.random() < 0.35:
        parts.append(fill(rng, rng.choice(ECHO if v[:1].isupper() or v[:1].isdigit() else ECHO[1:2]), v=v))
    parts.append(rng.choice(ACK[sp.thread]))
    parts.append(rng.choice(FACT_NEXT[sp.thread]))
    if rng.random() < 0.4:
        parts.append(fill(rng, rng.choice(GEN_REPLY[sp.thread])))
    return " ".join(parts)


def corr_user(rng, sp, old, new):
    frames = CORR["any"] + CORR.get(sp.kind, []) * 2
    fr = rng.choice(frames)
    s = fill(rng, fr, old=old, new=new, np=sp.np, NP=cap(sp.np), t=fill(rng, rng.choice(TAIL[sp.thread])))
    if rng.random() < 0.35:
        s = rng.choice(U_OPEN) + " " + s
    return s


# --------------------------------------------------------------------------------------------- generation
LAST_STYLES = {}


def generate(seed: int, turns: int = 1000, n_corrections: int = 6) -> Conversation:
    rng = random.Random(seed)
    gap = 50
    assert turns >= 300, "world U needs at least 300 turns"
    # thread schedule in sticky runs
    sched, prev = [], None
    while len(sched) < turns:
        th = rng.choice([x for x in THREADS if x != prev])
        sched += [th] * rng.randint(2, 6)
        prev = th
    sched = sched[:turns]

    # choose specs and values
    chosen = []
    for kind, k in KIND_COUNTS.items():
        chosen += rng.sample([s for s in SPECS if s.kind == kind], k)
    protected = []

    def draw(sp):
        for _ in range(500):
            v = sp.gen(rng, sp.arg)
            lv = v.lower()
            if all(lv not in p and p not in lv for p in protected):
                protected.append(lv)
                return v
        raise RuntimeError("could not draw a unique value for " + sp.about)

    facts = [{"sp": sp, "v": draw(sp), "old": None} for sp in chosen]
    elig = [f for f in facts if f["sp"].kind in CORRECTABLE]
    rng.shuffle(elig)
    corr = []
    for f in elig:  # prefer distinct kinds
        if len(corr) < n_corrections and f["sp"].kind not in {c["sp"].kind for c in corr}:
            corr.append(f)
    for f in elig:
        if len(corr) < n_corrections and f not in corr:
            corr.append(f)
    for f in corr:
        f["old"] = f["v"]
        f["v"] = draw(f["sp"])

    # thirds: corrections are first stated early or middle
    n = len(facts)
    quota = [n // 3 + (1 if n % 3 > 0 else 0), n // 3 + (1 if n % 3 > 1 else 0), n // 3]
    for i, f in enumerate(corr):
        f["third"] = i % 2
        quota[i % 2] -= 1
    rest = [f for f in facts if f not in corr]
    rng.shuffle(rest)
    slots = [0] * quota[0] + [1] * quota[1] + [2] * quota[2]
    for f, th3 in zip(rest, slots):
        f["third"] = th3
    styles = []
    while len(styles) < n:
        blk = STYLES[:]
        rng.shuffle(blk)
        styles += blk
    styles = styles[:n]
    rng.shuffle(styles)
    for f, st in zip(facts, styles):
        f["style"] = st

    used = set()
    bounds = [(min(t for t in range(turns) if t * 3 // turns == k), max(t for t in range(turns) if t * 3 // turns == k) + 1)
              for k in range(3)]

    def pick(lo, hi, th, need_prev):
        for relax in range(3):
            cands = []
            for t in range(max(lo, 1), hi):
                if t in used or (need_prev and (t - 1) in used):
                    continue
                if relax < 2 and ((t - 1) in used or (t + 1) in used):
                    continue
                if relax < 1 and (sched[t] != th or (need_prev and sched[t - 1] != th)):
                    continue
                cands.append(t)
            if cands:
                return rng.choice(cands)
        raise RuntimeError("no free turn")

    order = corr + rest
    for f in order:
        lo, hi = bounds[f["third"]]
        if f["old"] is not None:
            hi = min(hi, turns - gap - 1)
        need_prev = f["style"] == "answer"
        t = pick(lo, hi, f["sp"].thread, need_prev)
        used.add(t)
        sched[t] = f["sp"].thread
        f["turn"] = t
        if need_prev:
            used.add(t - 1)
            sched[t - 1] = f["sp"].thread
        if f["old"] is not None:
            ct = pick(t + gap, turns, f["sp"].thread, False)
            used.add(ct)
            sched[ct] = f["sp"].thread
            f["ct"] = ct

    role = {}  # turn -> ("fact", f) | ("corr", f) | ("ask", f)
    for f in facts:
        role[f["turn"]] = ("fact", f)
        if f["style"] == "answer":
            role[f["turn"] - 1] = ("ask", f)
        if f["old"] is not None:
            role[f["ct"]] = ("corr", f)

    def hits(text):
        lt = text.lower()
        return [p for p in protected if p in lt]

    out = []
    for t in range(turns):
        r = role.get(t)
        for attempt in range(400):
            if r is None:
                u, a = filler_pair(rng, sched[t])
                ok = not hits(u) and not hits(a)
            elif r[0] == "ask":
                sp = r[1]["sp"]
                lead = rng.choice(ASK_LEAD)
                q = (lead + sp.ask[0].lower() + sp.ask[1:]) if lead else sp.ask
                u, a = filler_pair(rng, sched[t])
                a = a + " " + q
                ok = not hits(u) and not hits(a)
            elif r[0] == "fact":
                f = r[1]
                sv = f["old"] if f["old"] is not None else f["v"]
                u = fact_user(rng, f["sp"], sv, f["style"])
                a = fact_asst(rng, f["sp"], sv)
                own = sv.lower()
                ok = sv in u and set(hits(u)) == {own} and set(hits(a)) <= {own}
            else:
                f = r[1]
                u = corr_user(rng, f["sp"], f["old"], f["v"])
                a = rng.choice(CORR_ACK).replace("{v}", f["v"]) + " " + rng.choice(ACK[f["sp"].thread])
                ok = (f["v"] in u and f["old"] in u and set(hits(u)) == {f["v"].lower(), f["old"].lower()}
                      and set(hits(a)) <= {f["v"].lower()})
            if ok:
                break
        else:
            raise RuntimeError(f"could not build turn {t} ({r and r[0]})")
        out.append((u, a))

    planted = []
    for f in sorted(facts, key=lambda x: x["turn"]):
        sp = f["sp"]
        if f["old"] is not None:
            planted.append(Planted(sp.kind, sp.about, f["v"], f["turn"], stale=f["old"], corrected_at=f["ct"]))
        else:
            planted.append(Planted(sp.kind, sp.about, f["v"], f["turn"]))
    LAST_STYLES.clear()
    LAST_STYLES.update({f["turn"]: f["style"] for f in facts})
    return Conversation(turns=out, facts=planted)


# --------------------------------------------------------------------------------------------- self-checks
def _encoder():
    import importlib.util
    import os
    if "TIKTOKEN_CACHE_DIR" not in os.environ:
        spec = importlib.util.find_spec("rollmem_client")
        if spec and spec.origin:
            d = os.path.join(os.path.dirname(spec.origin), "_tiktoken")
            if os.path.isdir(d):
                os.environ["TIKTOKEN_CACHE_DIR"] = d
    import tiktoken
    return tiktoken.get_encoding("cl100k_base")


def _check(seed, enc):
    errs = []
    conv = generate(seed)
    T = len(conv.turns)
    if T != 1000:
        errs.append(f"turns {T}")
    if len(conv.facts) != 50:
        errs.append(f"facts {len(conv.facts)}")
    counts = {}
    for f in conv.facts:
        counts[f.kind] = counts.get(f.kind, 0) + 1
    if counts != KIND_COUNTS:
        errs.append(f"kind counts {counts}")
    if len(conv.corrections) != 6:
        errs.append(f"corrections {len(conv.corrections)}")
    users = [u for u, _ in conv.turns]
    low = [(u.lower(), a.lower()) for u, a in conv.turns]
    for f in conv.facts:
        if f.stale is None:
            if f.value not in conv.turns[f.turn][0]:
                errs.append(f"value not in its turn: {f.about}")
            allowed = {(f.turn, 0), (f.turn, 1)}
        else:
            if f.kind not in CORRECTABLE:
                errs.append(f"correction of kind {f.kind}")
            if f.corrected_at - f.turn < 50:
                errs.append(f"correction too soon: {f.about}")
            if f.value not in conv.turns[f.corrected_at][0] or f.stale not in conv.turns[f.corrected_at][0]:
                errs.append(f"correction turn lacks values: {f.about}")
            if f.stale not in conv.turns[f.turn][0]:
                errs.append(f"stale not in first statement: {f.about}")
            allowed = {(f.corrected_at, 0), (f.corrected_at, 1)}
            st_allowed = {(f.turn, 0), (f.turn, 1), (f.corrected_at, 0)}
            where = {(t, i) for t in range(T) for i in (0, 1) if f.stale.lower() in low[t][i]}
            if not where <= st_allowed:
                errs.append(f"stale '{f.stale}' leaks at {sorted(where - st_allowed)[:3]}")
            if sum(f.stale in u for u in users) != 2:
                errs.append(f"stale '{f.stale}' in {sum(f.stale in u for u in users)} user messages")
        where = {(t, i) for t in range(T) for i in (0, 1) if f.value.lower() in low[t][i]}
        if not where <= allowed:
            errs.append(f"value '{f.value}' leaks at {sorted(where - allowed)[:3]}")
        if sum(f.value in u for u in users) != 1:
            errs.append(f"value '{f.value}' in {sum(f.value in u for u in users)} user messages")
    styles = dict(LAST_STYLES)
    again = generate(seed)
    if again.turns != conv.turns or again.facts != conv.facts:
        errs.append("not deterministic")
    ntok = sum(len(enc.encode(u)) + len(enc.encode(a)) for u, a in conv.turns)
    avg = ntok / T
    if not 80 <= avg <= 130:
        errs.append(f"avg tokens/turn {avg:.1f}")
    thirds = [sum(1 for f in conv.facts if f.turn * 3 // T == k) for k in range(3)]
    return conv, errs, avg, thirds, styles


if __name__ == "__main__":
    enc = _encoder()
    failed = False
    style_tot = {}
    for seed in range(1, 6):
        conv, errs, avg, thirds, styles = _check(seed, enc)
        for s in styles.values():
            style_tot[s] = style_tot.get(s, 0) + 1
        kinds = {}
        for f in conv.facts:
            kinds[f.kind] = kinds.get(f.kind, 0) + 1
        print(f"seed {seed}: turns={len(conv.turns)} facts={len(conv.facts)} corrections={len(conv.corrections)} "
              f"avg_tokens/turn={avg:.1f} thirds={thirds} {'OK' if not errs else 'FAIL'}")
        for e in errs[:15]:
            print("   !!", e)
        failed |= bool(errs)
        rng = random.Random(seed * 7)
        for f in rng.sample(conv.facts, 3):
            msg = conv.turns[f.turn][0].replace("\n", " / ")
            print(f"   [{f.kind}/{styles[f.turn]}] {f.about} = {f.stale or f.value!r}\n      U: {msg[:260]}")
        c = conv.corrections[0]
        print(f"   [correction] {c.about}: {c.stale!r} -> {c.value!r} (turn {c.turn} -> {c.corrected_at})\n"
              f"      U: {conv.turns[c.corrected_at][0][:260]}")
    print("styles over seeds 1-5:", dict(sorted(style_tot.items())))
    print("ALL CHECKS PASSED" if not failed else "SOME CHECKS FAILED")
    sys.exit(1 if failed else 0)
