"""Short answers to questions about one slot of the user's life, said in the first person.

jobs/answers.py reads an answer with the question it answers; this module holds four more kinds of
question, each with its own slot:
- how they came to a pastime: "What got you into pottery?" / "Took a class in 2019 and never
  stopped" -> "I got into pottery through a class in 2019";
- which of two they prefer: "Are you a coffee or tea person?" / "Tea! Earl Grey" -> "I'm more of a
  tea person than a coffee person";
- what they are allergic to: "Any allergies?" / "Peanuts, pretty severe" -> "I'm allergic to peanuts"
  (the guard keeps a medicine's out: a medical fact);
- what they eat: "Are you vegetarian?" / "Vegan actually" -> "I'm vegan".
The usual capture reads the sentence written here, with all its checks. Anything that denies,
hedges, jokes, dodges or speaks of another time gives nothing.
"""

from __future__ import annotations

import regex

_I = regex.IGNORECASE
_AP = "['’]"
_OPEN = r"^(?:so\s+|and\s+|btw,?\s+|oh,?\s+|ok(?:ay)?,?\s+|wait,?\s+|out\s+of\s+curiosity,?\s+|just\s+curious,?\s+)?"

# Words that make a thing asked about no pastime of the user's: a pointer, someone else's, a trouble.
_NOT_A_PURSUIT = regex.compile(
    r"\b(?:you|your|yours|me|my|mine|i|we|our|us|it|this|that|these|those|them|him|her|his|their|there|here|such|so|anyway"
    r"|trouble|debt|bed|shape|character|mischief|fights?|arguments?|drugs?|crime|gambling|habits?|mess|situation|position|line|queue|car|house|room|building|office"
    r"|party|concert|club|venue|show|system|account|app|chat|group|conversation|business|job|work|role|field|industry|relationship|marriage|school"
    r"|therapy|counsel+ing|rehab|treatment|meds|medication|recovery|dieting|diets?|fasting)\b",
    _I,
)
_INSTRUMENTS = r"(?:violin|viola|cello|piano|guitar|bass|drums|ukulele|saxophone|sax|harp|flute|clarinet|trumpet|trombone|banjo|mandolin|accordion|harmonica|oboe|bagpipes)"

# "What got you into pottery?", "How did you get into rock climbing?", "What made you start running?"
_ASKED_ORIGIN = regex.compile(
    _OPEN + r"(?:what\s+(?:first\s+|originally\s+|initially\s+|even\s+)?(?:got|gets|drew|brought|pulled)\s+you\s+into"
    r"|how\s+did\s+you\s+(?:first\s+|originally\s+|initially\s+|ever\s+|even\s+|end\s+up\s+)?(?:get\s+into|get\s+started\s+(?:with|in|on)|start|take\s+up|pick\s+up|discover|get\s+hooked\s+on|fall\s+in\s+love\s+with)"
    r"|how\s+come\s+you\s+(?:got\s+into|took\s+up|started)"
    r"|what\s+(?:made|inspired|prompted|got)\s+you\s+(?:to\s+)?(?:start|take\s+up|pick\s+up|get\s+into|begin|try))\s+"
    rf"(?P<what>(?:the\s+{_INSTRUMENTS}|(?!(?:a|an|the)\b)[\w'’-]+(?:\s+[\w'’-]+){{0,2}}?))"
    r"(?:\s+in\s+the\s+first\s+place|\s+originally|\s+to\s+begin\s+with|\s+anyway)?\s*\?+\s*$",
    _I,
)
# An answer that denies the pastime, jokes, or ends it: "I'm not, that's my sister", "Gave it up years ago".
_NOT_THEIRS = regex.compile(
    rf"^\W*(?:(?:lol|haha\w*|ha|oh|well|honestly|um+|uh+)\W+)*(?:no\b|nope|nah|not\s+(?:really|me|into|any)|never\b|who\s+(?:said|says)|what\s+makes\s+you|wasn{_AP}t\s+me|i\s+wish|good\s+question|long\s+story|dunno|idk|no\s+idea|not\s+sure|(?:that|it){_AP}?s?\s+(?:was|is)?\s*(?:my|not)\b)"
    rf"|\b(?:jk|kidding|joking|sarcas\w*|(?<!never\s)(?<!n{_AP}t\s)(?:quit|stopped|gave\s+(?:it\s+)?up)|not\s+any\s*more|no\s+longer|anymore|i{_AP}m\s+not|i\s+am\s+not|i\s+(?:don{_AP}t|didn{_AP}t|haven{_AP}t|never\s+(?:did|have|was|got|really))"
    r"|pretend|imaginary|in\s+my\s+dreams|someday|one\s+day|would|wanna|want\s+to|hope|hoping|thinking\s+(?:of|about))\b",
    _I,
)
# Through whom or what they came to it: the answer's opening words.
_VIA_PERSON = regex.compile(
    r"^(?P<who>(?:my|our)\s+(?:(?:best|old|late|older|younger|big|little|high\s+school|college|uni|childhood)\s+)?"
    r"(?:grandpa|grandad|granddad|grandfather|grandma|granny|nan|nana|grandmother|mom|mum|mother|dad|father|parents|uncle|aunt|auntie|brother|sister|cousin"
    r"|husband|wife|partner|boyfriend|girlfriend|friend|roommate|flatmate|neighbou?r|teacher|coach|boss|colleague|coworker|son|daughter|kids)"
    r"|(?:a|an)\s+(?:(?:good|old|close|work)\s+)?(?:friend|colleague|coworker|co-worker|neighbou?r|teacher|coach))\b",
    _I,
)
_VIA_THING = regex.compile(
    r"\b(?:took|did|signed\s+up\s+for|joined|tried|went\s+to|booked|started\s+with)\s+(?P<what>(?:a|an|one)\s+(?:[\w-]+\s+)?(?:class|course|workshop|lesson|taster|club|trial|session|retreat|camp))\b"
    r"|\b(?:on|from|via|through|watching)\s+(?P<what2>youtube|tiktok|instagram|reddit|(?:a|an)\s+(?:[\w-]+\s+)?(?:podcast|documentary|book|video|film|movie))\b",
    _I,
)
# When they came to it, in the answer's own words.
_WHEN_THEN = regex.compile(
    r"\b(?P<when>(?:back\s+)?in\s+(?:19|20)\d\d|(?:19|20)\d\d"
    r"|when\s+i\s+was\s+(?:(?:a\s+)?(?:little|kid|young|small|child|teen(?:ager)?|baby)|a\s+(?:little\s+)?(?:kid|child|teen(?:ager)?|boy|girl|student)|in\s+(?:high\s+school|college|uni(?:versity)?|school|grad\s+school)"
    r"|(?:about\s+|around\s+|like\s+)?(?:\d{1,2}|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)(?:\s+years\s+old)?)"
    r"|as\s+a\s+(?:little\s+)?(?:kid|child|teen(?:ager)?|boy|girl|student)"
    r"|in\s+(?:high\s+school|college|uni(?:versity)?|grad\s+school|lockdown|the\s+pandemic|my\s+(?:teens|twenties|thirties|forties|fifties|first\s+year|gap\s+year))"
    r"|during\s+(?:lockdown|the\s+lockdown|the\s+pandemic|covid|my\s+(?:gap\s+year|first\s+year|maternity\s+leave|recovery))"
    r"|after\s+(?:my|the)\s+(?:divorce|retirement|break-?up|surgery|injury|accident|move|graduation|layoff|first\s+(?:baby|kid|marathon))"
    r"|(?:a\s+few|a\s+couple\s+of|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+years\s+ago)\b",
    _I,
)
_SINCE = regex.compile(r"\bsince\s+(?P<when>(?:19|20)\d\d|i\s+was\s+[\w\s]{1,20}?|(?:high\s+school|college|uni(?:versity)?))(?=\s*(?:$|[,.!;]|\s+(?:and|but|lol|haha)\b))", _I)


def _origin(question: str, said: str, whole: str) -> str | None:
    m = _ASKED_ORIGIN.match(question)
    if m is None:
        return None
    what = m.group("what").strip()
    if _NOT_A_PURSUIT.search(what) or len(what) < 3:
        return None  # "What got you into trouble?", "How did you get into that?": no pastime named
    if _NOT_THEIRS.search(whole) or said.rstrip().endswith("?"):
        return None
    via = _VIA_PERSON.match(said)
    thing = _VIA_THING.search(whole)
    when = _WHEN_THEN.search(whole)
    since = _SINCE.search(whole) if when is None else None
    parts = []
    if via:
        parts.append(f"through {via.group('who').lower()}")
    elif thing:
        parts.append(f"through {(thing.group('what') or thing.group('what2')).lower()}")
    if when:
        parts.append(when.group("when").lower().replace("back in", "in"))
    elif since:
        said_when = since.group("when").strip()
        parts.append(f"in {said_when}" if regex.match(r"\d", said_when) else f"when {said_when}" if regex.match(r"i\s", said_when, _I) else f"in {said_when}")
    pieces = " ".join(parts)
    pieces = regex.sub(r"\bi\b", "I", pieces)
    pieces = regex.sub(r"^in\s+((?:19|20)\d\d)$", r"in \1", pieces)
    pieces = regex.sub(r"(?<!in\s)\b((?:19|20)\d\d)\b", r"in \1", pieces) if not regex.search(r"\bin\s+(?:19|20)\d\d", pieces) else pieces
    what = regex.sub(r"^The\b", "the", what)
    return f"I got into {what}{' ' + pieces if pieces else ''}"


# "Are you a coffee or tea person?", "Dog person or cat person?", "Do you prefer tea or coffee?",
# "Team Edward or Team Jacob?": which of two they like, for good, never what they want now.
_OPTION = r"(?!(?:you|your|me|my|it|this|that|to|a|an|the)\b)[\w'’-]+(?:\s+(?!(?:or|person|people|fan|type|lover|better|more|most|best)\b)[\w'’-]+)?"
_ASKED_PERSON = regex.compile(
    _OPEN + r"(?:are\s+you\s+|you\s+)?(?:(?:more|generally)\s+(?:of\s+)?)?(?:an?\s+)?(?P<x>" + _OPTION + r")(?:\s+(?P<kind1>person|people|fan|type|lover))?\s+or\s+(?:an?\s+)?"
    r"(?P<y>" + _OPTION + r")\s+(?P<kind>person|people|fan|type|lover)\s*\?+\s*$",
    _I,
)
_ASKED_PREFER = regex.compile(
    _OPEN + r"(?:do\s+you\s+(?:generally\s+|usually\s+)?(?:prefer|like)|(?:which|what)\s+do\s+you\s+(?:prefer|like\s+(?:better|more)),?|team)\s+(?P<x>" + _OPTION + r")\s+or\s+(?:team\s+)?(?P<y>" + _OPTION + r")"
    r"(?:\s+(?:better|more))?\s*\?+\s*$",
    _I,
)
# A choice of the moment, not a taste: "Do you prefer tea or coffee now?", "… for dinner tonight?".
_OF_THE_MOMENT = regex.compile(r"\b(?:tonight|today|tomorrow|now|right\s+now|this\s+(?:time|weekend|week|year|evening|morning)|for\s+(?:dinner|lunch|breakfast|dessert|later)|next|first|later|with\s+that)\b", _I)
# An answer that picks nothing for good: both, neither, it depends, a "but", a joke, a change.
_NO_PICK = regex.compile(
    r"\b(?:both|neither|either|depends|depending|but|except|unless|lol|haha\w*|lmao|jk|kidding|joking|used\s+to|these\s+days|lately|today|tonight|at\s+the\s+moment|for\s+now"
    r"|actually|not|no|nope|never|hate|sometimes|whichever|whatever|why|trick|mood|honestly\s+no)\b|n['’]t\b",
    _I,
)
_PICK_OPENER = regex.compile(r"^\W*(?:(?:oh|ooh|definitely|def|totally|always|absolutely|easily|hands\s+down|100\s*%|obviously|duh|yes|yeah|mostly|100|team)\W+)*", _I)


def _same_option(said: str, option: str) -> bool:
    """Whether `said` opens on `option` (a plural or singular of its last word counts: "Dogs!" for "dog")."""
    words = option.lower().split()
    stem = regex.escape(" ".join(words[:-1] + [words[-1].rstrip("s")]))
    return regex.match(rf"{stem}(?:s|es)?(?:\s+(?:person|people|fan|type|lover|all\s+the\s+way|for\s+sure|every\s+time|always|forever|obviously))?(?=\s*(?:$|[,.;:!…]))", said, _I) is not None


def _choice(question: str, said: str, whole: str) -> str | None:
    m = _ASKED_PERSON.match(question) or _ASKED_PREFER.match(question)
    if m is None or _OF_THE_MOMENT.search(question) or _NO_PICK.search(whole) or said.rstrip().endswith("?"):
        return None
    x, y = m.group("x").strip(), m.group("y").strip()
    if x.lower() == y.lower() or regex.search(r"\b(?:or|and|you|your|me|my)\b", f"{x} {y}", _I):
        return None
    said = _PICK_OPENER.sub("", said)
    first = _same_option(said, x)
    if not (first or _same_option(said, y)):
        return None
    if regex.fullmatch(_OPEN + r"(?:(?:are\s+)?you\s+)?(?:(?:more|generally)\s+(?:of\s+)?)?(?:an?\s+)?", question[: m.start("x")], _I) and not regex.match(r"\p{Lu}{2}", x):
        x = x[:1].lower() + x[1:]  # "Tea or coffee?": a capital that only opens the question goes ("PC or Mac?", "Team Edward…" keep theirs)
    pick, other = (x, y) if first else (y, x)
    if m.re is _ASKED_PERSON:
        kind = m.group("kind").lower()
        kind = "person" if kind == "people" else kind
        return f"I'm more of {_a(pick)} {pick} {kind} than {_a(other)} {other} {kind}"
    return f"I prefer {pick} to {other}"


def _a(word: str) -> str:
    return "an" if word[:1].lower() in "aeio" else "a"


# "Do you have any allergies?", "Any food allergies I should know about?", "Are you allergic to anything?"
_ASKED_ALLERGY = regex.compile(
    _OPEN + r"(?:(?:do\s+you\s+have|have\s+you\s+got|got)\s+any\s+(?:food\s+)?allergies|any\s+(?:food\s+)?allergies|are\s+you\s+allergic\s+to\s+anything)"
    r"(?:\s+(?:i|we)\s+should\s+know\s+about(?:\s+for\s+[\w\s]{1,20})?|\s+at\s+all)?\s*\?+\s*$",
    _I,
)
_ALLERGEN = regex.compile(
    r"^(?:(?:yes|yeah|yep|yup|sadly|unfortunately|just|only)[\s,!.]+)*(?P<what>{item}(?:(?:\s*,\s*{item})*\s*,?\s+(?:and|&)\s+{item})?)(?=\s*(?:$|[,.;:!…]|\s[-–—]\s))"
    .replace("{item}", r"(?!(?:no|nope|none|nothing|not|nah|i|we|you|my|it|that|this|ha|haha|lol|and|pretty|very|really|super|quite|so|mild|mildly|severe|severely)\b)[\w'’-]+(?:\s+(?!and\b)[\w'’-]+)?"),
    _I,
)
_NOT_ALLERGIC = regex.compile(r"\b(?:no|nope|none|nothing|not|nah|kidding|jk|joking|lol|haha\w*|lmao|work|mondays?|people|you|homework|exercise|effort|commitment|maybe|think|might|outgrew|grew\s+out)\b|n['’]t\b", _I)


def _allergy(question: str, said: str, whole: str) -> str | None:
    if not _ASKED_ALLERGY.match(question) or _NOT_ALLERGIC.search(whole) or said.rstrip().endswith("?"):
        return None
    m = _ALLERGEN.match(said)
    if m is None or len(m.group("what").split()) > 6:
        return None
    return f"I'm allergic to {m.group('what').lower()}"


# "Are you vegetarian?", "Do you eat meat?", "Any dietary restrictions?" / "Vegan actually, five years now".
_ASKED_DIET = regex.compile(
    _OPEN + r"(?:are\s+you\s+(?:still\s+)?(?:a\s+)?(?:vegetarian|vegan|veggie|pescatarian|pescetarian)|do\s+you\s+(?:still\s+)?eat\s+(?:meat|fish|dairy|animal\s+products)"
    r"|(?:do\s+you\s+have\s+)?any\s+dietary\s+(?:restrictions|requirements|needs)|is\s+there\s+anything\s+you\s+don['’]t\s+eat)"
    r"(?:\s+(?:by\s+any\s+chance|at\s+all|or\s+anything|these\s+days))?\s*\?+\s*$",
    _I,
)
_DIET = regex.compile(
    r"^(?:(?:yes|yeah|yep|yup|no|nope|nah|well|actually|oh|i['’]m|i\s+am|fully|strictly|totally|full)[\s,!.]+)*(?P<diet>vegetarian|vegan|pescatarian|pescetarian|veggie|plant-based)"
    r"(?=\s*(?:$|[,.;:!…]|\s+(?:actually|now|for\s+(?:years|ages|(?:about\s+|over\s+|almost\s+)?(?:\w+)\s+years)|since\b)))",
    _I,
)
_DIET_NOT_NOW = regex.compile(r"\b(?:trying|try|attempt|for\s+now|this\s+month|veganuary|january|lent|lol|haha\w*|jk|kidding|joking|not|used\s+to|was|ex|mostly|sort\s+of|kinda|ish|flexi\w*|weekdays|sometimes|cheat)\b|n['’]t\b", _I)


def _diet(question: str, said: str, whole: str) -> str | None:
    if not _ASKED_DIET.match(question) or _DIET_NOT_NOW.search(whole) or said.rstrip().endswith("?"):
        return None
    m = _DIET.match(said)
    if m is None:
        return None
    diet = m.group("diet").lower()
    return f"I'm {'vegetarian' if diet == 'veggie' else diet}"


def slot_answer(question: str, said: str, whole: str) -> str | None:
    """The first-person sentence an answer says to one of this module's questions, or None.
    `said` is the answer's first clause without its opening fillers; `whole` its first sentences."""
    for read in (_origin, _choice, _allergy, _diet):
        out = read(question, said, whole)
        if out is not None:
            return out
    return None
