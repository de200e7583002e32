"""Where the user lives, told in passing: "The neighbours in my basement apartment are not fans" ->
"Lives in a basement apartment"; "My tiny flat in Leeds is freezing" -> "Lives in a tiny flat in
Leeds". A home of theirs named with what kind it is (basement, tiny, two-bedroom, …) or where it is
("in Leeds") is where they live, whatever the sentence says of it.

Only their own home now: never one they left, sold, are looking for or dream of ("my old flat", "my
dream house", "my parents' house", "when I sell my tiny flat"), a compound that is no home ("my
flat white", "my house party", "my apartment hunt"), a sentence the never-stored rules turn away
(but for a passing state: "my basement flat is a mess right now" still says where they live), or a
bare "my flat" (which says nothing of it).
"""

from __future__ import annotations

import regex

from jobs.never_stored import never_stored
from jobs.phrasing import article
from jobs.places import longest_known_place
from jobs.sentences import sentences
from jobs.when import MONTH_NAMES, WEEKDAY_NAMES
from store.guard import check_content

_I = regex.IGNORECASE

# What kind of home it is: its size, its floor, its rooms, its build, rented or shared.
_KIND = (
    r"basement|tiny|little|small|cramped|cosy|cozy|big|huge|rented|shared|new|attic|studio|ground-floor|top-floor|first-floor|second-floor|rooftop"
    r"|(?:one|two|three|four|1|2|3|4)-bed(?:room)?|terraced|semi-detached|detached|victorian|georgian|edwardian|council|rental"
)
# Where it is: a name of a town or a street, never a time, a flat's number, a person or a season
# ("in Leeds", "near Porto"; never "in January", "in Flat 4", "near Mum", "by Christmas").
_NOT_A_PLACE = (
    r"(?:" + MONTH_NAMES + "|" + WEEKDAY_NAMES + r"|flat|block|apt|apartment|unit|room|floor|building|house|no|number|the|my|mum|mom|dad|covid|lockdown|christmas|easter|summer|winter"
    r"|spring|autumn|i|i['’]\w+)\b"
)
_PLACE_WORD = r"(?!" + _NOT_A_PLACE + r")(?-i:\p{Lu}\p{Ll}[\p{L}'’-]*)"
_HOME = regex.compile(
    r"\bmy\s+(?P<kind>(?:(?:" + _KIND + r")\s+){0,2})(?P<home>apartment|flat|house|bungalow|cottage|condo|townhouse|bedsit|houseboat|farmhouse"
    r"|studio\s+(?:flat|apartment)|(?:one|two|three|1|2|3)-bed(?:room)?(?:\s+(?:flat|apartment|house))?|place)\b"
    r"(?P<where>\s+(?:in|near|outside)\s+" + _PLACE_WORD + r"(?:\s+" + _PLACE_WORD + r"){0,2})?"
    # what follows is said of the home itself, never a compound ("my flat white", "my house band", "my flatbread")
    r"(?=\s*(?:$|[,.;:!?…)]|[-–—]\s)|\s+(?:is|was|isn['’]t|wasn['’]t|has|had|gets|got|feels|looks|smells|stays|needs|keeps|in|near|on|at|with|where|that|which|and|but|so|are"
    r"|every|each|all|for|since|right|now|these|this|today|tonight|after|before|when|while|because|though|too|lately|recently|again|still|most)\b)"
    r"(?![^.!?]*\b(?:complex|building|board|project)\b)",
    _I,
)
# A home they no longer have, do not have yet, or only wish for, or one named in a question, a
# condition, a game or a part played.
_NOT_THEIR_HOME_NOW = regex.compile(
    r"\b(?:used\s+to|old|former|previous|last|dream|future|next|holiday|summer|move|moving|moved|left|leaving|lost|gave\s+up|sold|selling|sell"
    r"|looking\s+for|hunt\w*|search\w*|if|would|will|someday|one\s+day|wish|hope|buy|buying|rent\s+out|renting\s+out|let\s+out|sublet\w*|tenants?"
    r"|lodgers?|buyers?|estate\s+agents?|viewings?|valuation|listing|listed|on\s+the\s+market|airbnb|hotel|visit\w*|staying|evict\w*|repossess\w*|demolish\w*|destroyed|bombed|burn(?:ed|t)\s+down|no\s+longer|anymore|any\s+more"
    r"|back\s+then|growing\s+up|when\s+i\b|at\s+uni|student|being\s+built|ready|notice|hospital|away\s+from|far\s+from|own|owns"
    r"|game|sims|minecraft|animal\s+crossing|stardew|gta|roblox|fortnite|skyrim|in\s+character|pretend\w*|imagin\w*|roleplay|oh\s+sure|yeah\s+right"
    r"|never|maybe|perhaps|might)\b|['’]ll\b|\btotally\W*$",
    _I,
)


# Said to the other party about their taste ("You'd love my tiny flat"), or a contrast with someone else's.
_ADDRESSED = regex.compile(r"\byou['’]d\b|\byou\s+would\b|\bunlike\b|\bcosts?\b|\bfor\s+the\s+(?:week|weekend|month|night)\b", _I)


def home_in_passing(message: str) -> list[tuple[str, int, int]]:
    """(note, start, end) for each sentence that names the user's own home with its kind or place."""
    out: list[tuple[str, int, int]] = []
    for sentence in sentences(message):
        text = sentence.text
        m = _HOME.search(text)
        if m is None or not (m.group("kind") or m.group("where")) or (m.group("home").lower() == "place" and not m.group("where")) or text.isupper():
            continue
        if _NOT_THEIR_HOME_NOW.search(text) or never_stored(text) not in (None, "ephemeral") or "?" in text:
            continue  # what a passing state is said of ("my basement flat is a mess right now") is still their home
        if not check_content(text).allowed or _ADDRESSED.search(text):
            continue  # a sentence the guard turns away as a whole ("…where I grow weed", "the door code for my flat is …"), or one said to the other party
        kind = regex.sub(r"\s+", " ", m.group("kind"))
        kind = kind if regex.match(r"(?-i:Victorian|Georgian|Edwardian)\b", kind) else kind.lower()  # a period keeps its capital
        home = f"{kind}{m.group('home').lower()}"
        out.append((f"Lives in {article(home)} {home}{m.group('where') or ''}", sentence.start, sentence.end))
    return out


# "It's 3am here in Pune", "Still teaching at Valley High here in Albuquerque", "ici à Lyon on a eu
# de la neige": where the user is, said as "here in <place>", a known city, country or US state
# (jobs/places.py: never "here in Tesco", "here in Ward 7").
_HERE_IN = regex.compile(
    r"\b(?:(?:out|over|down|up|back)\s+)?(?:(?P<en>here\s+in)|(?P<fr>ici\s+(?:à|a|en|au)))\s+(?P<place>" + _PLACE_WORD + r"(?:\s+" + _PLACE_WORD + r"){0,2})"
    r"(?![\p{L}'’-])(?!\s*\d)",  # a whole word, never a possessive or a number after it ("Mark's house", "Year 10")
    _I,
)
# A stay, not a home: a trip, a visit, a move, a purpose, a time away or a time said as passing.
_A_STAY = regex.compile(
    r"\b(?:trip|travel\w*|holiday\w*|vacation\w*|honeymoon\w*|visit\w*|tour\w*|sightseeing|conference|convention|festival|business|hotel|hostel|airbnb|staying|stay"
    r"|arriv\w*|landed|flew|flight|airport|jet\s*-?lag\w*|layover|stopover|cruise|backpack\w*|road\s*trip|passing\s+through|temporar\w*|for\s+now|right\s+now|at\s+the\s+moment"
    r"|for\s+(?:a|the|two|three|four|five|six|a\s+few|the\s+next)\s+(?:\w+\s+)?(?:days?|weeks?|nights?|weekend|months?)"
    r"|until|till|this\s+week|this\s+weekend|tomorrow|moving|moved|move|visa|exchange|abroad|away|back\s+home|fly(?:ing)?\s+(?:back|home|out)|flying\s+out|head(?:ing)?\s+(?:back|home)|homesick|miss\s+home"
    r"|locum|posted|stationed|deployed|secondment|placement|commut\w*|home\s+is|live[sd]?\s+in|living\s+in|based\s+in|from"
    r"|vacances|voyage|s[ée]jour|visite|h[ôo]tel|cong[rè]s|de\s+passage|en\s+d[ée]placement|jusqu['’]|demain|d[ée]m[ée]nag\w*"
    r"|pour\s+(?:\w+\s+)?(?:jours?|semaines?|nuits?|mois|week-end))\b",
    _I,
)
# Not where the user is now: not there, the past, what is ahead, a story, a game, a screen, a title.
_NOT_THERE_NOW = regex.compile(
    r"\b(?:not|n['’]t|never|grew\s+up|born|raised|years\s+ago|back\s+then|going\s+to\s+be|gonna|novel|story|book|film|movie|show|series|episode|podcast|song|lyrics?"
    r"|called|titled|named|game|street\s+view|google\s+(?:earth|maps)|virtual|vr|simulator|dream\w*|pretend\w*|imagin\w*|roleplay\w*|character)\b",
    _I,
)
# Someone else is the one there: "My sister is here in Pune", "Taylor Swift is performing here in Leeds".
_SOMEONE_ELSE_THERE = regex.compile(
    r"\b(?:(?:my|his|her|their|our|your)\s+[\w-]+|he|she|they|(?!(?:the|it|its|this|that|there|still|everyone|everybody|we|i|here|so|and|but|also|now|today|tonight|honestly|life|weather|winter|summer)\b)(?-i:\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?))"
    r"\s+(?:is|are|was|were|['’]s|['’]re|has\s+been|have\s+been|will\s+be|lives|works|plays|performs|teaches|stays)\b",
    _I,
)
_SAID_OF_YOU = regex.compile(r"\b(?:you|you['’]re|ur|u|vous|tu|t['’]es)\b", _I)
# The frames in which "here" is where the user's days are spent, not where they happen to be: the hour,
# the weather or the season of the place ("It's 3am here in Pune", "It's freezing here in Leeds"), or
# a workplace of theirs in it ("Still teaching at Valley High here in Albuquerque"); FR "Ici à Lyon, il
# pleut". Being there ("I'm here in Pune", "Here in Leeds for the Olympics") is a stay as often as a home.
_HOME_FRAME_BEFORE = regex.compile(
    r"(?:\b(?:it['’]s|it\s+is|it\s+gets|it['’]s\s+been|it\s+has\s+been)\b(?:\s+[\w'’-]+){1,4}|\bat\s+(?-i:\p{Lu})[\w'’-]+(?:\s+(?-i:\p{Lu})[\w'’-]+){0,3}"
    r"|\bil\s+(?:fait|est|pleut|neige|g[èe]le)\b(?:\s+[\w'’-]+){0,4})\s+$",
    _I,
)
_HOME_FRAME_AFTER_FR = regex.compile(r"^\s*,?\s*il\s+(?:fait|pleut|neige|g[èe]le)\b", _I)
# What makes the hour or the weather a visitor's: the first or last of a stay, a check-in, an event
# come for, a purpose, a part of a story, a place one is stuck in.
_PASSING_THERE = regex.compile(
    r"\b(?:first|last|day\s+(?:one|two|three|four|five|\d+)|night\s+(?:one|two|three|\d+)|checked\s+in|check-in|spring\s+break|gap\s+year|semester|camping|tonight"
    r"|wedding|interview|marathon|match|olympics|concert|gig|tournament|contract|guest|foreigner|tourist|visitor|stuck|stranded|coinc[ée]e?|stage|mariage|travail"
    r"|chapter|poem|line|verse|script|scene|geoguessr|d&d|quake|when)\b",
    _I,
)


def home_here(message: str) -> list[tuple[str, int, int]]:
    """(note, start, end) for a sentence of the user's that says where they are as "here in <place>",
    when nothing in the message makes it a stay (a trip, a visit, a move, a time away) and the place is
    a known one."""
    if _A_STAY.search(message) or not _HERE_IN.search(message):
        return []
    out: list[tuple[str, int, int]] = []
    for sentence in sentences(message):
        text = sentence.text
        m = _HERE_IN.search(text)
        if m is None or "?" in text or text.isupper() or _NOT_THEIR_HOME_NOW.search(text) or _NOT_THERE_NOW.search(text):
            continue
        if never_stored(text) not in (None, "ephemeral", "opinion") or not check_content(text).allowed:
            continue  # what they feel of it is theirs ("the winters here in Leeds are brutal"); a joke, a game, a secret or someone else's news is not
        if _SAID_OF_YOU.search(text[: m.start()]) or _SOMEONE_ELSE_THERE.search(text[: m.start()]):
            continue  # "You are here in Narnia", "My sister is here in Pune": someone else's place
        framed = _HOME_FRAME_BEFORE.search(text[: m.start()]) or (m.group("fr") and _HOME_FRAME_AFTER_FR.match(text[m.end():]))
        if not framed or _PASSING_THERE.search(text) or regex.match(r"\s*for\b", text[m.end():], _I):
            continue  # "I'm here in Pune for my cousin's wedding", "It's my first night here in Pune": a stay
        place = longest_known_place(m.group("place"))
        if place is None:
            continue  # "here in Tesco", "here in Quarantine": no place
        note = f"Lives in {place}" if m.group("en") else f"Habite {m.group('fr').split()[-1]} {place}"
        if never_stored(note) is not None:
            continue
        # the words it rests on are the place's alone: the rest of the sentence is still open to the judges
        out.append((note, sentence.start + m.start(), sentence.start + m.start("place") + len(place)))
    return out
