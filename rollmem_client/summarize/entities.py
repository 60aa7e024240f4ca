"""Entities as whole tokens: codes, phone numbers, emails, addresses, amounts, dates and times, names.

One pass per sentence finds every entity with patterns of general English, in
priority order (an address before the number inside it, a date before the
phone-like digits of an ISO date), and never splits one: ``PAY-4417`` is one
code, ``+44 20 7946 0958`` one phone number, ``March 14 at 3pm`` one date.
Sentence splitting lives here too, because it must know which periods end an
abbreviation (``Dr.``, ``St.``, ``a.m.``) rather than a sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .words import PETS, ROLES

# kinds, in the order they claim text
KINDS = ("email", "url", "address", "amount", "date", "phone", "code", "number", "name")

_UP = "A-Z\u00c0-\u00d6\u00d8-\u00de\u0100-\u017f\u1e00-\u1eff"  # capitals with accents too: Ó, Ł, Ś
_LOW = "a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u017f\u1e00-\u1eff"  # "Kallström", "Wróbel", "Łukasz"
_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
          r"(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?)")
_DAY = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\.?(?=,?\s(?:\d|the\s\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec))))"
_ORD = r"\d{1,2}(?:st|nd|rd|th)?"
_TIME = (r"(?:\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|AM|PM)|\d{1,2}:\d{2}(?:\s?(?:am|pm|AM|PM))?"
         r"|noon|midnight)")
# month names of French, Spanish, Portuguese, Italian, German and Dutch, after a day number: "27 juin", "3 de mayo"
_MONTH_EU = (r"(?:janvier|f\u00e9vrier|fevrier|mars|avril|mai|juin|juillet|ao\u00fbt|aout|septembre|octobre|novembre|"
             r"d\u00e9cembre|decembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|"
             r"noviembre|diciembre|janeiro|fevereiro|mar\u00e7o|maio|junho|julho|setembro|outubro|novembro|dezembro|"
             r"gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|Januar|Februar|M\u00e4rz|"
             r"Juni|Juli|Oktober|Dezember|Mai|januari|februari|maart|mei|juli|augustus|oktober)")
# their weekdays, said before the date: "jeudi 2 avril", "el martes 3 de mayo", "Donnerstag, 2. April"
_DAY_EU = (r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|mi\u00e9rcoles|jueves|viernes|"
           r"s\u00e1bado|domingo|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|maandag|dinsdag|woensdag|"
           r"donderdag|vrijdag|zaterdag|zondag)")
# a holiday, and a day fixed by one: "Thanksgiving Monday", "Family Day", "the Saturday after Canada Day"
_HOLIDAY = (r"(?:(?:Thanksgiving|Easter|Whit|Labour|Labor|Memorial|Victoria|Canada|Family|Boxing|Australia|Anzac|Waitangi|"
            r"Republic|Independence|Remembrance|Veterans|Presidents|Mother's|Father's|Valentine's|New Year's|"
            r"St\.? Patrick's|Civic|Heritage|Emancipation|Madaraka|Jamhuri|Mashujaa|Freedom|Youth|Workers')\s"
            r"(?:Day|Eve|Monday|weekend)|Christmas(?:\sEve|\sDay)?|Thanksgiving(?:\sMonday|\sweekend)?|"
            r"Easter(?:\sMonday|\sSunday|\sweekend)?|Good Friday|Halloween)")
_DAY_DATE = (rf"(?:(?:{_DAY},?\s)?(?:the\s)?{_ORD}\s(?:of\s)?{_MONTH}(?:,?\s\d{{4}})?"
             rf"|the\s(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\s{_DAY}\s(?:of|in)\s(?:{_MONTH}|the month|next month)"
             rf"|(?:the\s)?{_DAY}\s(?:after|before)\s{_HOLIDAY}|{_HOLIDAY}"
             rf"|(?:(?:le|el|{_DAY_EU},?)\s)?(?:1er|\d{{1,2}}\.?)\s(?:de\s)?{_MONTH_EU}(?:\s(?:de\s)?\d{{4}})?|\d{{1,2}}\.\s{_MONTH}(?:\s\d{{4}})?"
             rf"|(?:{_DAY},?\s)?{_MONTH}\s{_ORD}(?!\d)(?:,?\s\d{{4}})?"
             rf"|{_MONTH}\s\d{{4}}"
             rf"|\d{{4}}-\d{{2}}-\d{{2}}|(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|[12]\d|3[01])-(?:19|20)\d{{2}}"  # "04-16-2026"
             rf"|\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?|\d{{1,2}}\.\d{{1,2}}\.(?:\d{{2,4}})?"
             rf"|(?:next\s|this\s)?{_DAY},?\s(?:\d{{1,2}}/\d{{1,2}}(?:/\d{{2,4}})?|\d{{1,2}}(?:st|nd|rd|th))(?![\w/])"  # "Tues 01/12"
             rf"|(?:next\s|this\s)?{_DAY}\sthe\s\d{{1,2}}(?:st|nd|rd|th)(?![\w])|(?:next\s|this\s)?{_DAY}(?:\sweek(?!\w))?"
             rf"|the\s\d{{1,2}}(?:st|nd|rd|th))")
_DATE = re.compile(
    rf"(?<![\w/.-])(?:{_DAY_DATE})(?:,?\s(?:at|from|by|@)\s{_TIME}(?:\s?(?:-|\u2013|to)\s?{_TIME})?)?(?![\w/-])"
    rf"|(?<![\w:]){_TIME}(?:\s(?:on|this|next)\s(?:{_DAY_DATE}))?(?![\w:])"
)
# ISO 4217 codes of circulating currencies: "NGN 175,000", "KES 2,500", "THB 300"
_ISO_CODES = (
    "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF "
    "CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG "
    "HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD "
    "MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB "
    "RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU "
    "UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL").split()
# left out: the codes that are also everyday words or acronyms ("TOP 10", "CVE 2024", "AMD 7800")
_CODES = "|".join(c for c in _ISO_CODES if c not in {"ALL", "AMD", "BAM", "BOB", "BTN", "CUP", "CVE", "ERN", "GEL", "GIP",
                                                      "LAK", "MAD", "MOP", "PEN", "SOS", "STN", "TOP", "TRY", "WST"})
# currency symbols: the pound, euro, dollar and yen families, the rupee, naira, peso, won, dong, lira, hryvnia,
# rouble, shekel, baht, cedi, tenge, lari, manat, and lettered ones said before the figure
_SYMBOLS = "$€£¥₹₦₱₩₫₺₴₽₪฿₵₸₾₼"
_PREFIXES = (r"(?:US|A|AU|C|CA|NZ|HK|S|NT|R|Z|J|TT|EC|N)\$|[Uu]\$[SsDd]|R\$|RM|Rp|Rs\.?|K[Ss]hs?\.?|USh|TSh|GH₵|[Ss]h\.|R(?=\s?\d)"
             r"|[Dd]hs\.?(?=\s?\d)|P(?=\d{1,3}(?:,\d{3})+(?![\d,]))")  # "Dhs 18k"; the peso written P: "P62,000"
_CURRENCY_WORD = (r"(?:(?:Canadian|Australian|US|American|NZ|New Zealand|Singapore|Hong Kong|Swiss|Taiwan|Jamaican)\s"
                  rf"(?:dollars?|francs?)|{_CODES}|dollars?|euros?|pounds?|"
                  r"bucks|quid|grand|yen|yuan|renminbi|rupees?|rupiah|francs?|pesos?|kronor|krona|kroner|krone|naira|cedis?|rand|"
                  r"shillings?|ringgit|baht|dirhams?|[Dd]hs|riyals?|rials?|dinars?|lira|liras|lire|reais|real|won|dong|zloty|"
                  r"d[óo]lares|libras|soles|z[łl]otys?|z[łl]otych|"
                  r"forints?|korunas?|hryvnias?|roubles?|rubles?|shekels?|takas?|kwacha|birr|pula|leones?)")
_MAGNITUDE = r"(?:\s?(?:k|K|m|bn|million|billion|thousand|lakhs?|lacs?|crores?)\b)?"
_PER = (r"(?:\s?(?:a|per|/)\s?(?:month|night|person|head|year|week|day|hour|session|visit|wk|mo|mth|yr|hr|pp)\b"
        r"|\s(?:monthly|weekly|yearly|annually|per annum|a term|per term)\b|\s?(?:p/w|p/m|p/a|pcm|pw|p\.a\.)(?![\w/]))?")
_FIGURE = r"(?:\d{1,2}(?:,\d{2})+,\d{3}|\d+(?:[,'\u2019\u00a0 ]\d{3})*)(?:\.\d+)?"  # 1,250 / 3'050 / 31 000 / 1,20,000
# the continental way: 1.530 / 21 660 thousands, a decimal comma (21 660,21); only where a currency says it is money
_FIGURE_EU = r"(?:\d{1,3}(?:[.\u00a0 ]\d{3})+(?:,\d{1,2})?|\d+,\d{2}(?![\d,]))"
# an amount in words, said with its currency: "fifty-seven thousand five hundred shillings"
_NUMWORD = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
            r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|"
            r"million|billion)")
_SPELLED = (rf"(?i:(?:a\s)?{_NUMWORD}(?:(?:[\s-]|\sand\s){_NUMWORD}){{0,9}})\s(?:dollars?|euros?|pounds?|quid|bucks|"
            r"shillings?|rupees?|rand|naira|cedis?|pesos?|francs?|yen|won|ringgit|baht|dirhams?|reais|kwacha)\b")
_AMOUNT = re.compile(
    rf"(?<![\w$€£¥₹:./-])(?:{_SPELLED}|(?:{_PREFIXES})\s?(?:{_FIGURE_EU}|{_FIGURE}){_MAGNITUDE}(?![\w-])"  # not "RM524-9B4", a code
    rf"|[{_SYMBOLS}]\s?(?:{_FIGURE_EU}|{_FIGURE}){_MAGNITUDE}(?:\s(?:{_CODES}|pesos|d[óo]lares|reais|soles)(?![\w-]))?"  # "$805 CAD"
    rf"|(?:{_CODES})\s?(?:{_FIGURE_EU}|{_FIGURE})"
    rf"{_MAGNITUDE}|(?:{_FIGURE_EU}|{_FIGURE}){_MAGNITUDE}\s?(?:{_CURRENCY_WORD}\b|[€£$](?![\w$€£])|(?:zł|kr|Kč|Ft|lei)(?!\w))"
    rf"|{_FIGURE}/-"  # East African shillings: "44,000/-"
    rf"|{_FIGURE}\s?(?:lakhs?|lacs?|crores?)\b"  # South Asian magnitudes are money said alone: "4.2 lakh", "1.5 crore"
    rf"|\d{{1,3}}\.\d{{1,2}}k(?![\w-]))"  # "3.04k": thousands with a decimal are money ("a 10k run" is not)
    rf"(?:[/,]-(?!\w))?{_PER}"  # "INR 2,60,000/-", "€ 5.000,-": the mark that says "and no cents" is the amount's
)
# an international postal item (UPU S10): two letters, nine digits, two letters, "LP 175 081 954 NZ"; a
# lettered reference in groups of four ("NZPV 8492 0518"), claimed before its digits read as a phone number
_POSTAL = re.compile(r"(?<![\w])(?:[A-Z]{2}\s?\d{3}\s?\d{3}\s?\d{3}\s?[A-Z]{2}|[A-Z]{2,5}\s\d{4}\s\d{4}"
                     # an IBAN as printed, in groups of four: "BE68 5390 0754 7034", "GB29 NWBK 6016 1331 9268 19"
                     r"|[A-Z]{2}\d{2}(?:\s[A-Z0-9]{4}){2,7}(?:\s[A-Z0-9]{1,3})?"
                     # a carrier's or an office's prefix and its number: "DHL 4277421128", "GWF 095 526 192"
                     rf"|(?!(?:{_CODES})\s)[A-Z]{{2,5}}\s(?:\d{{8,}}|\d{{2,3}}\s\d{{3}}\s\d{{3}}))(?![\w])")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_URL = re.compile(r"\b(?:https?://|www\.)[^\s<>\"')]+[^\s<>\"').,;:!?]")
_STREET = (r"(?:(?:Street|Road|Avenue|Lane|Drive|Boulevard|Way|Court|Place|Terrace|Close|Crescent|Square|Parkway|"
           r"Highway|Row|Gardens|Grove|Mews|Walk|Hill|Rise|Circle|Park|Estate|Quay|Wharf|Parade|Green|Heights|View|"
           r"Ridge|Trail|Bay|Loop|Path|Creek|Landing|Commons|Cove|Alley|Broadway|Kingsway|Esplanade|Promenade|"
           r"Causeway|Strand|Embankment)\b"
           r"|(?:St|Rd|Ave|Ln|Dr|Blvd|Ct|Pl|Sq|Pkwy|Hwy|Pde|Cres|Tce|Cl|Gdns)\b\.?)")
_BUILDING = (r"House|Cottage|Lodge|Barn|Mill|Farm|Granary|Schoolhouse|Rectory|Vicarage|Manor|Hall|Stables|"
             r"Coach House|Old Forge|Forge")
# what follows a street: "Norwich NR7 3TJ", "Co. Galway H91 E6E5" (a town, a county, a postcode), or a continental
# postcode and town: ", 10223 Berlin", ", 80-049 Gdańsk", ", 4046-900 Porto"
_POST_TAIL = (r"(?:,\s(?:Co\.\s)?[A-Z][a-z]+(?:\s[A-Z][a-z]+)?(?:,\s(?:Co\.\s)?[A-Z][a-z]+)?\s"
              r"(?:[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|[A-Z]\d{2}\s[A-Z\d]{4})(?![\w])"
              r"|(?:,\sRD\s\d{1,2})?(?:,\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?){1,2}\s(?:-\s)?\d{4,6}(?![\w])"  # ", Timaru 7911", ", Pune 411052"
              r"|,\sRD\s\d{1,2},\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?(?=[.,;!?]|\s[a-z]|$))?")  # ", RD 1, Oamaru"
_CITY_TAIL = (r"(?:(?:,|\s[-\u2013\u2014])\s\d{2}(?:-\d{3}|\d{2,3}(?:-\d{3})?)\s[A-Z\u00c0-\u017f][\w\u00c0-\u017f'-]+"
              r"|,\s\d{5}(?![\w-]))?")  # ", 10245 Berlin", or the postcode alone
# a Brazilian address after its number, up to its CEP: " - Sion, Belo Horizonte/MG, CEP 30514-224",
# ", apto 903, Serra, BH, 30329-433"
_BR_TAIL = (r"(?:\s-\s[A-Z][\w'-]+(?:\s[A-Z][\w'-]+){0,2})?(?:,\s(?:apto|ap|apt|sala|bloco|casa)\.?\s\d{1,5}[A-Z]?)?"
            r"(?:,\s[A-Z][\w'-]+(?:\s[A-Z][\w'-]+){0,2}){0,3}(?:/[A-Z]{2}|\s-\s[A-Z]{2})?,\s(?:CEP\s)?\d{5}-\d{3}(?!\d)")
_UNIT = r"(?:,?\s(?:Apt|Apartment|Unit|Suite|Flat|Ste|Floor|#)\.?\s?[\w-]+|,\s\d{1,3}(?:st|nd|rd|th)\s(?i:floor))"
_DE_WING = r"Vorderhaus|Hinterhaus|Seitenflügel|Gartenhaus|Quergebäude|Remise"  # a Berlin building's wings
# a Korean address by its districts ("-gu", "-dong", ...), with the city and lot or flat numbers around them:
# "Busan, Haeundae-gu, Yeonsan-dong 1669", "1925 Jaesong-dong, Yeonje-gu, Busan", "Busan Yeonje-gu, Jaesong-dong, Apt 107-765"
_KR_UNIT = r"[A-Z][a-z]+-(?:gu|dong|si|ro|gil|eup|myeon|gun)(?:\s\d{1,5}(?:-\d{1,5})?)?"
_KR_ADDRESS = (rf"(?:\d{{1,5}}(?:-\d{{1,5}})?\s)?(?:[A-Z][a-z]+,?\s)?{_KR_UNIT}(?:,?\s{_KR_UNIT})+"
               rf"(?:,\s(?:Apt\.?\s)?\d{{1,5}}-\d{{1,5}}|,\s[A-Z][a-z]+(?![\w-]))?")
_ADDRESS = re.compile(
    rf"\b{_KR_ADDRESS}|"
    # a post office box: "P.O. Box 1234-00100 Nairobi", "PO Box 35679 - 00200, City Square"
    rf"\bP\.?\s?O\.?\sBox\s\d{{1,6}}(?:\s?-\s?\d{{4,6}})?(?:,?\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?(?=[.,;!?)]|\s[a-z]|$))?|"
    # a unit or a floor, maybe a building, then the street: "Apt A8, Sunrise Apartments, Chania Avenue, Kilimani",
    # "9th Floor, Kenindia Towers, Muindi Mbingu Street", "Plot No. 85, off Limuru-Kiambu Road, Ngecha"
    rf"\b(?:(?:Apt|Apartment|Unit|Suite|Flat|House|Hse|Plot|Parcel|Shop|Office|Room)\.?(?:\sNo\.?)?\s?[A-Z]?\d[\w-]*"
    rf"|(?:Ground|First|Second|Third|Top|\d{{1,2}}(?:st|nd|rd|th))\s[Ff]loor),\s(?:(?:[A-Z][\w'-]*\s){{0,3}}[A-Z][\w'-]*,\s)?"
    rf"(?:off\s)?(?:[A-Z][\w'-]*\s){{1,3}}{_STREET}(?:,\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?(?=[.,;!?)]|\s[a-z]|\s[-\u2013\u2014]\s|$))?|"
    # a block and its estate, unit and postcode, no street word needed: "Blk 507 Punggol Field #09-304, S(820507)"
    rf"\b(?:Block|Blk)\s\d{{1,4}}[A-Z]?,?\s(?:[A-Z][\w'-]*\s?){{1,4}}(?:\d{{1,3}}\s?)?(?:#\d{{1,3}}-\d{{1,5}})?"
    rf"(?:,?\s?(?:S\(?\d{{6}}\)?|Singapore\s\d{{6}}))?(?<!\s)|"
    # a lot, plot, block or unit word before the house number: "Plot 14, Admiralty Way", "Unit 6 Blenheim Grove"
    rf"(?:(?:Block|Blk|Plot|Lot|Unit|Flat|Apt|House|No|Shop|Suite|Office|Level)\.?\s(?=\d{{1,5}}[A-Za-z]?(?:/\d{{1,5}}[A-Za-z]?)?,?\s[A-Z]))?"
    rf"(?:\d{{1,4}}/(?=\d)|\d{{1,5}}\s?-\s?(?=\d{{1,5}}[A-Za-z]?,?\s[A-Z])|(?:Apt|Apartment|Unit|Suite|Flat|Room|Rm)\.?\s?[\w-]+(?:[./]\d+)?,?\s|(?:Ground|First|Second|Third|Top|Basement|Lower|Upper|"
    rf"\d{{1,2}}(?:st|nd|rd|th))\sFloor,\s|Level\s\d{{1,3}},\s|(?:The\s)?(?:[A-Z][\w'-]+\s){{1,2}}(?:{_BUILDING}|Court|Centre|Building|"
    rf"Chambers|Tower|Works|Yard|Block),\s)?\b\d{{1,5}}[A-Za-z]?,?\s"
    rf"(?:(?:[A-Z][\w'-]*\.?|[NESW]|\d{{1,3}}(?:st|nd|rd|th))\s){{1,3}}"
    rf"{_STREET}(?:\s[NESW](?![\w]))?{_UNIT}?(?:,\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?(?:\s\d{{1,2}}(?![\w]))?"
    rf"(?=[.,;!?)]|\s[a-z]|\s[-\u2013\u2014]\s|\s[A-Z]{{2,3}}\s\d{{4}}|$)){{0,2}}"  # a district and a town: ", Lekki Phase 1", ", Victoria Island, Lagos"
    rf"(?:,?\s[A-Z]{{2,3}}\s\d{{4,5}}|,\s[A-Z]{{2}}\s[A-Z]\d[A-Z]\s\d[A-Z]\d|,\s[A-Z]{{1,2}}\d[A-Z\d]?\s\d[A-Z]{{2}}(?![\w])"
    rf"|,\s(?!RD\s\d)[A-Z]{{2}}(?![\w-]))?{_POST_TAIL}"
    rf"|\b(?:Apt|Apartment|Unit|Suite|Flat)\.?\s?[\w-]+,\s(?:[A-Z][\w'-]*\s){{1,3}}{_STREET}"
    rf"|\b(?:The\s)?(?:[A-Z][\w'-]+\s){{0,2}}(?:{_BUILDING}),\s(?:[A-Z][\w'-]*\s){{1,3}}{_STREET}"
    rf"(?:,\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?(?=[.,;!?]|\s[a-z]|$))?{_POST_TAIL}"
    rf"|\b(?:[A-Z][\w'-]+\s(?:(?:na|of|de|an)\s)?){{0,2}}[A-Z][\w'-]+,\s(?:[A-Z][\w'-]*\s){{1,3}}{_STREET}"
    rf"(?:,\s(?:Co\.\s)?[A-Z][a-z]+(?:\s[A-Z][a-z]+)?){{1,3}}\s(?:[A-Z]{{1,2}}\d[A-Z\d]?\s\d[A-Z]{{2}}|[A-Z]\d{{2}}\s[A-Z\d]{{4}})(?![\w])"
    rf"|\b(?:(?:{_DE_WING})(?:,\s\d{{1,2}}\.\s?(?:OG|Etage|Stock)(?:\s(?:links|rechts|Mitte))?|,\s(?:EG|DG))?,\s)?"
    rf"[{_UP}][{_LOW}]+(?:straße|strasse|str\.|weg|gasse|platz|laan|straat|gatan|vej|gade|allee|dreef|lei|ring|markt|"
    rf"plein|kade|gracht|väg|vägen|gränd|torget|damm|ufer|steig|\s(?:Straße|Strasse|Str\.|Allee|Weg|Platz|Damm|Ufer|"
    rf"Chaussee|Gasse|Ring|Markt))\s?"
    rf"(?<=[\s.])\d{{1,4}}[a-z]?\b(?:\s\((?:{_DE_WING})(?:,\s(?:EG|DG|\d{{1,2}}\.\s?OG)(?:\s(?:links|rechts|Mitte))?)?\))?"
    rf"{_CITY_TAIL}"
    # a unit, room or office and its number, then two places or more, no street word: "Office 227, Al Khabaisi,
    # Deira", "Purok 7, Brgy. Ungka, Molo, Iloilo City" (the places are carried on as ``_ADDRESS_PART``)
    rf"|\b(?:Office|Room|Rm|Flat|Apt|Apartment|Unit|Suite|Shop|Warehouse|Purok|Hall|Stand|Erf|Lot|Plot|Villa|Level)\.?\s"
    rf"[A-Z]?\d{{1,5}}[A-Z]?(?=,\s(?:\d{{1,5}}\s)?[{_UP}][\w'\u2019.-]*(?:\s[{_UP}\d][\w'\u2019.-]*){{0,5}},\s[{_UP}])"
    rf"|\bul\.\s(?:[A-Z][\w'-]+\s){{1,3}}\d{{1,4}}[a-z]?(?:,\s(?:lok|m|apt)\.\s\d{{1,4}})?{_CITY_TAIL}"
    rf"|\b(?:(?!(?:Oh|Ok|Okay|So|And|But|Yes|No|Well|Also|Hi|Hey|Right|Sorry|Yeah)\b)"
    rf"(?:[A-Z][\w'-]*\s(?:(?:da|de|do|dos|das|del|la|le|di)\s)?){{0,3}}[A-Z][\w'-]*,\s)?"
    rf"(?:(?:Rue|Rua|Calle|Via|Avenida|Av\.|Avda\.|Viale|Carrer|Piazza|Plaza|Travessa|Largo|Praça|Cal\u00e7ada|Carril|Camino|"
    rf"Pasaje|Paseo|Passeig|Rambla|Ronda|Estrada|Alameda|Rodovia|Strada|Corso|Vicolo)\s"
    # French street words that are English words too, only before a name: "Avenue d'Auderghem 139", not "Place the 2"
    rf"|(?:Avenue|Boulevard|Chaussée|Place|Quai|Chemin|Allée|Impasse|Square|Drève|Clos|Cours|Route|Passage)\s"
    rf"(?=(?:(?:de|du|des|la|le)\s|[dl]['\u2019])*[{_UP}]))(?:[^\W\d][\w'\u2019-]*\s){{0,4}}"
    rf"[^\W\d][\w'\u2019-]*,?\s(?:n\.?\s?º\s)?\d{{1,4}}[A-Za-z]?\b"
    rf"(?:/\d{{1,3}}[A-Za-z]?(?![\w/])|\s(?:bte|bus|boîte|bt)\.?\s?\d{{1,4}}[A-Za-z]?\b)?"  # a Belgian box: "240/6", "54 bte 10"
    rf"(?:,\s\d{{1,2}}\.?\s?[ºo°](?=,))?"  # ", 5º," a floor alone
    rf"(?:,\s\d{{1,2}}\.?\s?[ºo°]?\.?\s?(?:Esq|Dto|Dta|Frt|Frente|andar|izq|dcha)\.?)?(?:{_BR_TAIL})?{_CITY_TAIL}"
    rf"|\b(?:Apt|Apartment|Unit|Flat|Suite)\.?\s?\d{{1,4}}[A-Za-z]?,\s[{_UP}][\w'-]*(?:\s[{_UP}][\w'-]*){{0,3}}(?![\w-])"
    rf"|\b\d{{1,5}}(?:-\d{{1,4}})?,?\s(?:rue|avenue|boulevard|boul\.|chemin|route|rang|place|all\u00e9e|c\u00f4te|mont\u00e9e|"
    rf"impasse|promenade|calle|avenida|rua|via)\s(?:(?:de|du|des|la|le)\s|[dl]['\u2019]){{0,2}}[{_UP}][\w'-]*(?:[\s-][{_UP}][\w'-]*){{0,3}}"
    rf"(?:\s(?:Est|Ouest|Nord|Sud|E|O|W|N|S))?(?![\w-]){_CITY_TAIL}"
    rf"|\b\d{{1,4}},?\s(?i:rue|rua|calle|via|avenue|avenida)\s(?:[\w'-]+\s?){{1,3}}(?=[.,;!?]|$)"
)
_PHONE = re.compile(r"(?<![\w+])\+\d{8,15}(?![\w])|"  # E.164 written without spaces: +2349098346701
                    r"(?<![\w+])\+\d{1,3}[\s.-]\d{6,12}(?![\w]|[.-]\d)|"  # a country code, then the number in one piece: +91-8354118578
                    # a trunk code and a slash: 030/554 356-12 (German), 02/497.12.24, 0476/07.98.68 (Belgian)
                    r"(?<![\w/+])0\d{1,5}/\s?(?=(?:[\s.-]?\d){6})\d{2,8}(?:[\s.-]\d{2,5}){0,3}(?![\w/])|"
                    r"(?<![\w+])(?<!\w-)(?:\+\d{1,3}[\s.-]?(?:\d[\s.-](?=\d))?)?(?:\(\d{1,4}\)[\s.-]?)?\d{2,8}(?:[\s.-]\d{2,8}){0,4}(?![\w]|-[A-Za-z0-9])"
                    r"(?:,?\s(?:ext\.?|extension|x)\s?\d{1,5}(?![\w]))?")
_CODE = re.compile(
    # a series and its number, as invoices and case files are written: "FT 2026/602", "FT A/2026/0533", "PR 375.968/2025"
    r"(?<![\w#-])(?:[A-Z]{1,4}\s(?:[A-Z]/)?\d[\d.]*/\d{2,}(?![\w/])|"
    r"[A-Z]\d[\dW]\s[A-Z][A-Z\d]{3}(?![\w-])|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![\w-])"  # Eircode, UK and
    r"|[A-Z]\d[A-Z]\s\d[A-Z]\d(?![\w-])|\d{4}(?:\s\d{4}){2,4}(?![\w-])|#\d{3,}(?:-[A-Z0-9]{1,6})?|[a-z]\d{6,9}|[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)+|[A-Z]{1,6}\d[A-Z0-9]*|\d+[A-Z]{2,}[A-Z0-9]*"
    r"|(?=[A-Z0-9]*[A-Z])\d[A-Z0-9]{4,}|[A-Z]{2,5}-[A-Z]{3,6}|(?:REF|Ref|PP|ID|No\.?|NO|[Nn]r\.?|NR)\s?\d[\d-]{3,}"
    r"|[A-Z]{2,4}\s\d{2,}-\d{3,}|[A-Z]{2}\d{2}\s[A-Z]{3}|[A-Z]{1,3}\s\d{3,5}[A-Z]{1,2}|[A-Z]{3}\s\d{4}|[A-Z]{2,5}\s\d{4}\s\d{4}"
    r"|[A-Z]{2}\s\d{1,2}\s[A-Z]{1,3}\s\d{4}(?![\w-])"  # an Indian registration plate: "KA 02 XV 8327"
    r"|[A-Z]{2,3}\s\d{2,4}\s[A-Z]{2,3}|#(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,}|#[A-Z]{1,3}\d{0,3}-\d{2,}"  # "LND 133 LC", "#K8B1973", "#P1-184"
    r"|(?:File|Case|Claim|Ref|Policy|Order|Account|Ticket|Job)\s(?=[A-Z0-9-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)+"
    r"|[A-Z]{2}\s?\d{3}\s?\d{3}\s?\d{3}\s?[A-Z]{2}"
    r"|[A-Z]{2,5}\s[A-Z]?\d{1,6}\sof\s(?:19|20)\d{2}"  # a case filed by number and year: "ELC 365 of 2025"
    r")(?![\w-])"
)
# a street and number said to be an address, though no word says it is a street ("Spacerowa 48", "Wittiga 62")
_NAMED_ADDRESS = re.compile(r"\baddress\b[^.?!]{0,40}?\b(?:is|it's|it is|:)\s(?:at\s)?(?P<a>(?-i:[A-Z])[\w'\u2019.-]+"
                            r"(?:\s(?-i:[A-Z])[\w'\u2019.-]+){0,2}\s\d{1,4}[A-Za-z]?(?:/\d{1,4})?)(?![\w/])", re.IGNORECASE)
# a register or case number in segments, read before a phone number could take its digits: "OL1O/00075983/8" (a land
# register), "PV 31.82.433060" (a fine's case number)
_SEGMENTED = re.compile(r"(?<![\w/.])(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,6}(?:/[A-Z0-9]+){2,}(?![\w/])"
                        r"|(?<![\w.])[A-Z]{2,4}\s\d+(?:\.\d+){2,}(?![\w.])")
_NUMBER = re.compile(
    r"(?<![\w.])\d[\d,]*(?:\.\d+)?(?:%|[a-zA-Z]{1,3}\b)?(?:\s?(?:kg|km|miles|mi|lbs?|cm|mm|ml|litres?|liters?|ft|feet|"
    r"kilos|kilograms?|grams?|metres?|meters?|inches|stone|hours?|hrs?|minutes?|mins?|nights?|days?|weeks?|months?|"
    r"years?|people|guests|seats|rooms|bedrooms|kids|children|adults)\b(?:\sold\b)?)?"  # "31 years old", "29.4 kilos"
)
# the fact kind of a value of each entity kind
VALUE_KIND = {"name": "person", "date": "date", "amount": "amount", "phone": "phone", "address": "address",
              "email": "id", "url": "id", "code": "id", "number": "other"}

_TITLE = r"(?:Dr|Dra|Mr|Mrs|Ms|Mx|Prof|Sir|Dame|Rev|Capt|St|Sr|Sra|Srta|Mme|Mlle)\.?\s"  # "Dra." and "Sra.": Spanish
_WORD = (rf"(?:[A-Z]['\u2019](?=[A-Z]))?[{_UP}][{_LOW}]+(?:[A-Z][{_LOW}]+)?(?:[-'][A-Z]?[{_LOW}]+(?:[A-Z][{_LOW}]+)?)*"
         r"|[A-Z]{2,}(?![\w-])(?<!\bI)")
_NAME = re.compile(
    rf"(?<![\w'-])(?:{_TITLE})?(?:(?:[A-Z]\.\s){{1,3}}(?=(?:van|von|de|da|del|der|di|du|le|la|[A-Z])))?"
    rf"(?:(?:van|von|de|da|del|der|di|du|le|la)\s(?=[A-Z]))?(?:{_WORD})(?:\s(?:[A-Z]\.\s(?=[A-Z]))?(?:(?:van|von|de|da|del|der|di|du|le|la|bin|al|dos|"
    rf"ten|ter|den|het|y|Ó|Ní|Nic|Mac|Uí|Ua|ibn|bint|binte|binti|ben|abu|della|dei|zu|af|av|s/o|d/o|a/l|a/p)\s){{0,2}}"
    rf"(?:{_WORD}))*"
    r"(?:\s[A-Z]\.(?=\s[a-z]|\s?$|[,;!?)]))?"  # a surname given as its initial: "Srinivas K. only"
)

# capitalised words that are not names: sentence starters, pronouns, the summary's own labels
NOT_NAMES = frozenset("""
I I'm I'll I've I'd Im AI User Summary Summaries Names Name Details Facts Fact Topics Topic Earlier Tools Tool Open
Questions Context Numbers Codes Note Notes Update Correction Actually Also Anyway Oh Ok OK Okay Yes No Yeah Yep Nope
Sure Thanks Thank Hello Hi Hey Please Well So And But Or Then Now Just Great Good Nice Cool Perfect Right Fine
Sorry Absolutely Definitely Of Course Totally Honestly Sounds Wow Ah Hmm Alright Anyway
The A An It It's Its This That These Those There Here What When Where Why How Who Whom Whose Which
That's It's There's Here's What's He's She's Who's Where's Can Could Would Should Will Shall May Might Must Do Does Did Done Is Are Was Were Be Been Let Let's We We're We'll
You You're You'll Your My Our Their His Her He She They They're Me Us Them If In On At For From To With By As
About After Before Since Until Also Any Some Every Each All Both Either Neither Not No None Nothing Something
Everything Today Tomorrow Tonight Yesterday Next Last Both Maybe Perhaps Still Though Although Because
Got Get Make Made Take Took Go Going Went Have Has Had Keep Kept Send Sent Book Booked Remember Don't Didn't
Can't Won't Isn't Aren't Wasn't Doesn't Quick Another Noted Happy Glad Added Saved Updated Changed Moved Done
When's How's Why's Which's Poor Dear Ugh Hmm Fyi FYI Btw BTW Ps PS Sadly Luckily Unfortunately Fortunately
Apparently Hopefully Basically Obviously Clearly Finally Suddenly Meanwhile Frankly Seriously Annoyingly
Ask Tell Call Ring Text Email Remind Check Message Phone
Order Pay Buy Print Sort Renew Return Reply Defrost Clean Fix Pick Drop Bring Collect Cancel Confirm Find Try
Write Look Wait Put Sign Pack Sell Schedule Ship Feed Visit Transfer Submit Chase Prepare Organise Organize Arrange
Contact Reserve Register Apply Request Deliver Repair Refill Restock Trim Vacuum Mop Sweep Wipe Empty Replace Swap
Upload Download Install Scan Finish Test Rsvp RSVP Double
Sigh Oops Phew Yikes Meh Huh Ooh Oof Ouf Bref Voilà Voila Bon Alors Enfin Bah Oui Non Merci Hola Ja Nein Ciao Si Sí Lol LOL Omg OMG
""".split())
MONTHS = re.compile(rf"^{_MONTH}$|^{_DAY}$")  # a month or day name: no name


@dataclass(frozen=True)
class Entity:
    """One entity: its ``kind`` (see :data:`KINDS`), ``text`` exactly as written, and where it starts."""

    kind: str
    text: str
    start: int

    @property
    def end(self) -> int:
        return self.start + len(self.text)


_CODE_CUE = re.compile(r"\b(?:code|ref|reference|booking|confirmation|pnr|locator|ticket|voucher|quote|password|"
                       r"membership|order)\b", re.IGNORECASE)
# what says digits split by a slash are a number of record, not a fraction or a score
_NUMBER_CUE = re.compile(rf"{_CODE_CUE.pattern}|\b(?:number|no\.|invoice|process|file|case|claim|policy|account)\b",
                         re.IGNORECASE)
_PHONE_CUE = re.compile(r"\b(?:phone|cell|mobile|call|ring|text|whatsapp|tel|landline)\b", re.IGNORECASE)
# ten to twelve digits, no grouping: "6045550174", "0740514444", "254791865305" (a country code without its "+")
_BARE_PHONE = re.compile(r"(?<![\w+./-])\d{10,12}(?![\w/-]|[.,]\d)")
_LETTER_CODE = re.compile(r"(?<![\w'-])[A-Z]{6,8}(?![\w'-])")
_SLASHED = re.compile(r"(?<![\w/.,-])(?:[A-Z]{1,4}\s(?:[A-Z]/)?)?(?!(?:19|20)\d\d/\d\d(?![\w/]))[1-9]\d{2,}/\d{2,}(?:/\d+)?"
                      r"(?![\w/]|[.,-]\d)")


def _digits(s: str) -> int:
    return sum(c.isdigit() for c in s)


def _accept(kind: str, text: str) -> bool:
    if kind == "phone":
        digits = _digits(text)
        grouped = re.search(r"[\s.-]", text) is not None
        return 7 <= digits <= 15 and (text.startswith(("+", "(", "0")) or (grouped and digits >= 7))
    if kind == "code":
        if re.fullmatch(r"\d+-(?:years?|months?|weeks?|days?|hours?|minutes?|mins?)(?:-olds?)?", text, re.IGNORECASE):
            return False  # "17-year-old", "3-day": a measure, no code
        if text.startswith("#") or re.fullmatch(r"[A-Z]{2,5}-[A-Z]{3,6}|\d{4}(?:\s\d{4}){2,4}|[a-z]\d{6,9}|(?:nr|no)\.?\s?\d{4,}", text):
            return True
        return (len(text) >= 3 and _digits(text) > 0 and any(c.isupper() for c in text)) or (
            "-" in text and re.search(r"\d{3}", text) is not None and len(text) >= 6
            and not re.fullmatch(r"(?:19|20)\d\d-\d\d", text)) or (  # a range like 14-16 or 2024-25 is no code
            text.count("-") >= 2 and len(text) >= 8 and _digits(text) > 0) or (  # word codes: otter-lamp-73
            text.count("/") >= 2 and _digits(text) >= 8)  # a tax number: 21/734/26858
    if kind == "name":
        return not MONTHS.match(text)
    if kind == "date" and (slashed := re.fullmatch(r"(\d{1,2})/(\d{1,2})(?:/\d{2,4})?", text)):
        a, b = int(slashed.group(1)), int(slashed.group(2))  # "a 60/40 split", "50/50", "24/7": no day and month
        return text != "24/7" and a > 0 and b > 0 and ((a <= 31 and b <= 12) or (a <= 12 and b <= 31)) and a + b != 100
    return True


def _name_span(sentence: str, m: re.Match[str], sentence_start: int, cue: bool = False) -> tuple[int, str] | None:
    """A capitalised run as a name: leading non-names stripped; a lone word opening a sentence is not a name."""
    words = m.group(0).split(" ")
    start = m.start()
    while words and (words[0] in NOT_NAMES or MONTHS.match(words[0])):
        start += len(words[0]) + 1
        words = words[1:]
    while words and (words[-1] in NOT_NAMES or MONTHS.match(words[-1])):
        words = words[:-1]
    if not words:
        return None
    at_start = start <= sentence_start
    end = start + len(words[0])
    if len(words) == 1 and re.sub(r"['\u2019]s$", "", words[0]).lower() in ROLES:
        return None  # "Dad's care home", "Mum": a relation, not a name
    if len(words) == 1 and words[0].isupper() and len(words[0]) <= 4:
        return None  # "the patient ID", "an NHS letter": an acronym, not a name
    if len(words) == 1 and _OWNED.search(sentence[:start]) and _QUALIFIES.match(sentence, end):
        return None  # "my Italian tutor", "our Persian cat": a word describing the role, not its name
    if at_start and len(words) == 1 and re.fullmatch(r"[A-Z][a-z]+(?:ed|ing)", words[0]) and re.match(
            r"\s(?:the|my|our|his|her|their|a|an)\s", sentence[end:]):
        return None  # "Walked the dog", "Feeding the cat": a verb opening the sentence, unlike "Rex the dog"
    if at_start and len(words) == 1 and not _NAMED_AFTER.match(sentence, end) and not (
            cue and (start == 0 or sentence[:start].rstrip().endswith(":")) and _LONE.match(sentence, end)) and not (
            _NAME_LABEL.search(sentence, 0, start) and _LABEL_VALUE_END.match(sentence, end)):
        return None  # after a label only a name that ends the clause: "the dog: Biscuit.", not "the dog: Bought a lead"
    return start, " ".join(words)


_OWNED = re.compile(r"(?:^|\s)(?i:my|our|the|his|her|their|a|an)\s$")
_QUALIFIES = re.compile(rf"\s(?:{'|'.join(sorted(PETS | ROLES))})\b")
_NAMED_AFTER = re.compile(r"'s\b|\s[-\u2013\u2014]\s(?i:that's|that is)\s(?:the\sname\sof\s|(?:the|my|our)\s)|,\s(?:my|our|the|his|her|their)\s|\s(?:is|was)\s(?:my|our|the|his|her|their)\s"
                          rf"|\s\(?(?:that's\s|that is\s)?(?:the|our|my)\s(?:[a-z]+\s)?(?:{'|'.join(sorted(PETS | ROLES))})\b")
# a sentence that asks for or announces a name, so a lone capitalised word answering it is one ("What's the
# kitten called?" "Loki."; "We've got a greyhound now!! Gizmo.")
_NAME_CUE = re.compile(rf"\b(?:called|call|name|named|names|{'|'.join(sorted(PETS | ROLES))})\b", re.IGNORECASE)
_NAME_LABEL = re.compile(rf"\b(?:name|called|named|{'|'.join(sorted(PETS))})\b[^:.!?\n]{{0,50}}?\s?[:\u2013\u2014-]\s?$",
                         re.IGNORECASE)  # "cat name: Figaro", "- The pet lamb the kids are raising: Wonky"
_LONE = re.compile(r"[.!]+(?:\s|$)|\s[-\u2013\u2014]\s")
_LABEL_VALUE_END = re.compile(r"\s*(?:[.,;:!?)\u2013\u2014-]|$)|\s(?:is|was|has|and|who|needs|needed)\b|['\u2019]s\b")


_UK_POSTCODE = r"[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}(?![\w])"
# what may stand before an address's number or unit, written out: a flat, room or unit ("Room 3.22, Lindsay Hall, 10
# Mayfield Terrace"), and before a unit the building or office it is in ("Marine Office, Unit 8, Prime Four ...")
_UNIT_BEFORE = re.compile(r"\b(?:(?:Flat|Room|Rm|Unit|Suite|Apt|Apartment|Office|Shop)\.?\s[A-Z]?\d\w*(?:[./]\d+)?"
                          r"|\d{1,2}F\d{1,2})"  # a Scottish tenement flat by its floor and door: "2F3, 125 Comely Bank Avenue"
                          r",\s$")
_BUILDING_BEFORE = re.compile(r"\b(?:[A-Z][\w'\u2019-]*\s){0,2}(?:Office|House|Hall|Building|Centre|Center|Court|Chambers|"
                              r"Tower|Works|Block),\s$")
_UNIT_FIRST = re.compile(r"(?:Unit|Suite|Flat|Room|Floor|Level)\s[A-Z]?\d")
# a capitalised word of a place; a dot ends it only as an abbreviation's ("St. Mary's", "Brgy. Ungka,"), never a
# sentence's ("..., Iloilo City. Nagpadala ako")
_PLACE_WORD = (rf"[{_UP}](?:[\w'\u2019-]|\.(?=\w))*(?:\.(?=\s[{_UP}][\w'\u2019-]*(?:\s[{_UP}][\w'\u2019-]*){{0,3}}"
               rf"(?:,|$|\s\d)))?")
# what an address carries on with after its street or unit, as people write it out: a district, a town, a
# street after a building ("Suite 40, Witels Chambers, 54 Andringa Street"), a postcode alone (", 9301"); each part
# capitalised words (a house number first at most), never a word that opens a new clause ("..., I think")
_ADDRESS_PART = re.compile(
    rf"(?:,|(?:(?<=\b[A-Z][a-z])|(?<=\b[A-Z][a-z]{{2}})|(?<=\b[A-Z][a-z]{{3}}))\."
    rf"(?=\s[{_UP}][\w'\u2019.-]*(?:\s[{_UP}][\w'\u2019-]*){{0,3}}(?:,|$|\s\d)))\s(?:(?!(?:I|I'm|I've|I'll|I'd|Oh|So|And|But|Also|Anyway|Thanks|Thank|Please|Yes|No|Ok|Okay|Hi|Hey|Then|"
    rf"That|This|It|It's|We|He|She|They|You|My|Our|Just|Not|Or|If|When|See|Cheers|Love|Sorry|Btw|BTW)\b)"
    rf"(?:\d{{1,5}}[A-Za-z]?\s)?{_PLACE_WORD}(?:\s(?:(?!{_UK_POSTCODE}){_PLACE_WORD}|\d{{1,5}}[A-Z]?(?![\w-])|(?:of|de|da|"
    rf"la|van|der|upon|sur)(?=\s[{_UP}])|\d{{1,3}}(?:st|nd|rd|th)(?=\s[{_UP}]))){{0,5}}(?<!['\u2019])(?!['\u2019]s\b)"
    rf"(?:\s{_UK_POSTCODE}|\s(?:-\s)?\d{{4,6}}(?![\w-]))?|\d{{4,6}}(?![\w-]))")


def _sentence_starts(text: str) -> set[int]:
    starts = {0}
    for m in re.finditer(r"(?:[.!?:;\"\u201c(]|\s[-\u2013\u2014])\s+|\n", text):
        starts.add(m.end())
    return starts


def find_entities(sentence: str, before: str = "") -> list[Entity]:
    """Every entity of ``sentence``, in reading order, none overlapping another. ``before``: the sentence
    said just before it (a one-word answer to "What's the kitten called?" is a name)."""
    taken: list[tuple[int, int]] = []
    found: list[Entity] = []

    def free(a: int, b: int) -> bool:
        return all(b <= s or a >= e for s, e in taken)

    def claim(kind: str, start: int, text: str) -> None:
        text = text.rstrip(" ,")
        if kind == "address":
            if start and sentence[start - 1] == "#" and text[:1].isdigit():  # "#74, 17th Main Road": the house's mark
                start, text = start - 1, "#" + text
            for lead in (_UNIT_BEFORE, _BUILDING_BEFORE):
                if lead is _BUILDING_BEFORE and not _UNIT_FIRST.match(text):
                    continue
                unit = lead.search(sentence, 0, start)
                if unit is not None and all(b <= unit.start() or a >= start for a, b in taken):
                    start, text = unit.start(), sentence[unit.start():start] + text
            for _ in range(4):
                more = _ADDRESS_PART.match(sentence, start + len(text))
                if more is None:
                    break
                text = sentence[start:more.end()]
        if text.endswith(".") and not sentence[start + len(text):start + len(text) + 2].strip(" ").islower() and not (
                kind == "date" and re.fullmatch(r"\d{1,2}\.\d{1,2}\.", text)) and not (  # "19.08." is a German date whole
                kind == "name" and re.search(r"\s[A-Z]\.$", text)):  # and "Anna K." a name
            text = text[:-1]  # "... on Friday 18th Sept." / "at 12 E 73rd St." ends the sentence, not the value
        end = start + len(text)
        if text and free(start, end) and _accept(kind, text):
            taken.append((start, end))
            found.append(Entity(kind, text, start))

    if _PHONE_CUE.search(sentence) or _PHONE_CUE.search(before):  # "it's 6045550174" after "What's her cell?"
        for m in _BARE_PHONE.finditer(sentence):
            taken.append((m.start(), m.end()))
            found.append(Entity("phone", m.group(0), m.start()))
    if _NUMBER_CUE.search(sentence):  # "my student number is 2815/26": digits split by a slash, no date, a number
        for m in _SLASHED.finditer(sentence):
            if _digits(m.group(0)) < 6:  # "a 100/50 split"
                continue
            taken.append((m.start(), m.end()))
            found.append(Entity("code", m.group(0), m.start()))
    for m in _NAMED_ADDRESS.finditer(sentence):  # "the address of the plot is Spacerowa 48": a street with no street word
        if not _ADDRESS.match(sentence, m.start("a")):
            claim("address", m.start("a"), m.group("a"))
    for kind, pattern in (("email", _EMAIL), ("url", _URL), ("code", _POSTAL), ("address", _ADDRESS), ("amount", _AMOUNT),
                          ("date", _DATE), ("code", _SEGMENTED), ("phone", _PHONE), ("code", _CODE), ("number", _NUMBER)):
        for m in pattern.finditer(sentence):
            claim(kind, m.start(), m.group(0))
    if _CODE_CUE.search(sentence):  # "quote ESFQZS for the booking": a code of letters only, said to be one
        for m in _LETTER_CODE.finditer(sentence):
            if free(m.start(), m.end()):
                taken.append((m.start(), m.end()))
                found.append(Entity("code", m.group(0), m.start()))
    starts = _sentence_starts(sentence)
    cue = bool(before) and _NAME_CUE.search(before) is not None
    for m in _NAME.finditer(sentence):
        at = max((s for s in starts if s <= m.start()), default=0)
        span = _name_span(sentence, m, at, cue)
        if span:
            claim("name", *span)
    found.sort(key=lambda e: e.start)
    return found


# ------------------------------------------------------------ sentences

_ABBREV = re.compile(
    r"(?:\b(?:Dr|Dra|Sr|Sra|Srta|Mme|Mlle|Mr|Mrs|Ms|Mx|Prof|St|Ave|Av|Avda|Rd|Apt|No|n\.º|vs|etc|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|"
    r"Dec|Mt|Ft|Jr|Sr|Inc|Ltd|Co|e\.g|i\.e|a\.m|p\.m|Rs|Kshs|Ksh|KShs|Shs|sh|ext|Ext|ul|lok|Esq|tel|Tel|[A-Z\u00c0-\u00de]?[a-z\u00df-\u00ff]+str)|\b[A-Z])\.$"
)
# a German ordinal has a period: "Hinterhaus, 1. OG links" and "ab 6. Mai" end no sentence there
_ORDINAL_DOT = re.compile(r"(?<![\w.])\d{1,2}\.$")
_ORDINAL_NOUN = re.compile(rf"(?:OG|Etage|Stock|Obergeschoss|{_MONTH}|{_MONTH_EU})\b")
# what answers the question before it, so both are one statement: "Our vet? That's Dr Rao.", "Have I
# mentioned Dr Rao? Our vet." (a bare noun phrase naming a role or relation)
_ANSWER = re.compile(r"(?:That's|That is|It's|It is|That was|It was)\s|(?:Our|My|His|Her|Their)\s(?:[\w'-]+\s){0,2}"
                     r"[\w'-]+[.!]?(?:\s|$)|(?:They're|They are|She's|She is|He's|He is)\s(?:our|my|the|his|her|their)\s")
# a name said alone, as an exclamation or a line of its own, before what it is ("Ana Reis!! Our lawyer.")
_NAME_ALONE = re.compile(r"(?:^|[.!?]\s)(?:[A-Z][\w'\u2019-]+\s){1,3}[A-Z][\w'\u2019-]+[.!]+$")
_WHO = re.compile(r"(?i:our|my|his|her|their|the)\s(?:[\w'-]+\s){0,2}[\w'-]+[.!]?(?:\s|$)")
# a short question about something named ("Who's our vet?", "The new cat's name?", "How much is the deposit?"):
# the sentence after it is its answer
_ABOUT_Q = re.compile(r"(?:^|\s)(?i:the|our|my|your)\s(?:[\w'\u2019-]+\s?){1,6}\?+$")
# a sentence may start in lower case, as messages are typed ("Done. ugh they moved it again.")
# but an ellipsis trails off into the same thought ("where's the X... found it: V")
_BOUNDARY = re.compile(r"(?<=[.!?])[\"\u201d')\]]*\s+(?=[\"\u201c(\[]*[A-Z0-9#$€£])|(?<=[^.][.!?])\s+(?=[a-z])|\n+")


# dictated punctuation: "... on Friday full stop the hedge ..." is two sentences
_SPOKEN = re.compile(r"\s(?:full stop|period|new paragraph|new line)(?=\s|$)|\s(?:comma)(?=\s)", re.IGNORECASE)


_SPOKEN_PERIOD = re.compile(r"\speriod(?=\s*$|\s(?i:i|i'm|i've|it's|it|the|my|so|and|but|ok|okay|um|also|then|we|she|he|"
                            r"they|got|finally|can|please|thanks|that's|anyway|oh|ugh|hey|new line|next|this|her|his|our|your|she's|he's)\b)",
                            re.IGNORECASE)


_ITEM_NUMBER = re.compile(r"\s*\d{1,2}[.)]")


def _spoken(m: re.Match[str]) -> str:
    return "," if m.group(0).strip().lower() == "comma" else "."


def split_sentences(text: str) -> list[str]:
    """Sentences of ``text`` (whitespace collapsed); a period after ``Dr``, ``St`` or ``a.m`` ends none, and a
    dictated "full stop" (or "comma") is the mark it names."""
    if "full stop" in text or " comma " in text:
        text = _SPOKEN.sub(_spoken, text)
    if " period" in text:  # dictated: "... a Vanguard rollover IRA period it's supposed to storm" (not "grace period is")
        text = _SPOKEN_PERIOD.sub(".", text)
    out: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        head = text[start:m.start()]
        if _ITEM_NUMBER.fullmatch(head):  # "1. Water the plants": a numbered item's number opens its line
            continue
        if "\n" not in m.group(0) and (_ABBREV.search(head) or (_ORDINAL_DOT.search(head) and _ORDINAL_NOUN.match(text, m.end())) or (
                head.endswith("?") and _ANSWER.match(text, m.end()))):  # "Our vet? That's Dr Rao." is one
            continue
        if "\n" not in m.group(0) and _NAME_ALONE.search(head) and _WHO.match(text, m.end()):
            continue  # "Denise Drummond!! My immigration lawyer." names and says who in one breath
        last = head[max(head.rfind(". "), head.rfind("? "), head.rfind("! ")) + 1:]
        if "\n" not in m.group(0) and last.endswith("?") and len(last.split()) <= 10 and _ABOUT_Q.search(last):
            continue
        out.append(head)
        start = m.end()
    out.append(text[start:])
    return [s for s in (" ".join(p.split()) for p in out) if s]
