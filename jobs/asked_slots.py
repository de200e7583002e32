"""Short answers to questions about one slot of the user's life, said in the first person.

jobs/answers.py reads an answer with the question it answers; this module holds six more kinds of
question, each with its own slot:
- how they came to a pastime: "What got you into pottery?" / "Took a class in 2019 and never
  stopped" -> "I got into pottery through a class in 2019";
- which of two they prefer: "Are you a coffee or tea person?" / "Tea! Earl Grey" -> "I'm more of a
  tea person than a coffee person";
- what they are allergic to: "Any allergies?" / "Peanuts, pretty severe" -> "I'm allergic to peanuts"
  (the guard keeps a medicine's out: a medical fact);
- what they eat: "Are you vegetarian?" / "Vegan actually" -> "I'm vegan";
- how they get to work: "How do you get to work?" / "Bike, every day, rain or shine" -> "I commute by bike";
- how they met their partner: "How did you and your husband meet?" / "At a salsa class in 2015!" -> "I met my
  husband at a salsa class in 2015" (jobs/how_we_met.py).
The usual capture reads the sentence written here, with all its checks. Anything that denies,
hedges, jokes, dodges or speaks of another time gives nothing.
"""

from __future__ import annotations

import regex

from jobs.how_we_met import met_answer
from jobs.phrasing import article
from jobs.sentences import sentences

_I = regex.IGNORECASE
_AP = "['’]"
_OPEN = r"^(?:so\s+|and\s+|btw,?\s+|oh,?\s+|ok(?:ay)?,?\s+|wait,?\s+|out\s+of\s+curiosity,?\s+|just\s+curious,?\s+)?"

_INSTRUMENTS = r"(?:violin|viola|cello|piano|guitar|bass|drums|ukulele|saxophone|sax|harp|flute|clarinet|trumpet|trombone|banjo|mandolin|accordion|harmonica|oboe|bagpipes)"
# What a pastime asked about may be: a pursuit named by its doing or by its noun, with at most one word
# before it ("rock climbing", "street photography"). A trouble, a feeling, a habit, a place or a person is none.
_PURSUITS = (
    r"running|jogging|hiking|climbing|bouldering|cycling|biking|swimming|surfing|skating|skateboarding|skiing|snowboarding|sailing|rowing|kayaking|canoeing"
    r"|paddleboarding|fishing|camping|gardening|baking|cooking|knitting|crocheting|sewing|quilting|embroidery|painting|drawing|sketching|writing|reading"
    r"|journaling|blogging|podcasting|photography|birdwatching|birding|woodworking|woodturning|gaming|coding|programming|dancing|singing|boxing|lifting"
    r"|weightlifting|powerlifting|wrestling|fencing|archery|golf|beekeeping|brewing|homebrewing|foraging|volunteering|drumming|djing|streaming|acting"
    r"|composing|meditating|meditation|pottery|ceramics|chess|yoga|pilates|crossfit|karate|judo|jiu-?jitsu|bjj|taekwondo|kung\s+fu|martial\s+arts|tennis"
    r"|football|soccer|rugby|cricket|basketball|baseball|volleyball|badminton|squash|hockey|netball|triathlons?|marathons?|ultras|music|art|poetry|jazz"
    r"|opera|theat(?:re|er)|improv|stand-up|comedy|anime|manga|comics|books|crypto|bitcoin|astronomy|history|genealogy|origami|calligraphy|woodwork"
    r"|carpentry|birds|houseplants|plants|vinyl|film|cinema|design|fashion|makeup|cars|motorbikes|motorcycles|salsa|ballet|tango|ballroom|hip-?hop"
    r"|k-?pop|the\s+outdoors|sourdough|wine|whisky|whiskey|craft\s+beer|podcasts|board\s+games|d&d|dnd|lego|puzzles|crosswords|scrapbooking|languages"
    r"|spanish|french|japanese|german|italian|korean|mandarin|chinese|arabic|portuguese|sculpture|printmaking|animation|robotics|electronics|ham\s+radio"
    r"|sports?|fitness|the\s+gym|gym|parkour|roller\s+derby|horse\s+riding|riding|equestrian|diving|scuba|running|trail\s+running|orienteering"
)
_PURSUIT = regex.compile(rf"^(?:the\s+{_INSTRUMENTS}|{_INSTRUMENTS}|(?:[\w-]+\s+)?(?:{_PURSUITS}))$", _I)

# "What got you into pottery?", "How did you get into rock climbing?", "What made you start running?"
_ASKED_ORIGIN = regex.compile(
    _OPEN + r"(?:what\s+(?:first\s+|originally\s+|initially\s+|even\s+)?(?:got|gets|drew|brought|pulled)\s+you\s+(?:into|to|interested\s+in|started\s+(?:on|with))"
    r"|how(?:\s+did|['’]d)\s+you\s+(?:first\s+|originally\s+|initially\s+|ever\s+|even\s+|end\s+up\s+)?(?:get\s+into|get\s+started\s+(?:with|in|on)|start|take\s+up|get\s+hooked\s+on|fall\s+in\s+love\s+with)"
    r"|how\s+come\s+you\s+(?:got\s+into|took\s+up|started)"
    r"|what\s+(?:made|inspired|prompted|got)\s+you\s+(?:to\s+)?(?:start|take\s+up|get\s+into|begin))\s+"
    r"(?P<what>[\w'’&-]+(?:\s+[\w'’&-]+){0,2}?)"
    r"(?:\s+in\s+the\s+first\s+place|\s+originally|\s+to\s+begin\s+with|\s+anyway|,?\s+if\s+you\s+don['’]t\s+mind\s+me\s+asking)?\s*\?+\s*$",
    _I,
)
# An answer that denies the pastime, jokes, or ends it: "I'm not, that's my sister", "Gave it up years ago".
_NOT_THEIRS = regex.compile(
    rf"^\W*(?:(?:lol|haha\w*|ha|oh|well|honestly|um+|uh+)\W+)*(?:no\b|nope|nah|not\s+(?:really|me|into|any)|never\b|who\s+(?:said|says)|what\s+makes\s+you|wasn{_AP}t\s+me|i\s+wish|good\s+question|long\s+story|dunno|idk|no\s+idea|not\s+sure|(?:that|it){_AP}?s?\s+(?:was|is)?\s*(?:my|not)\b)"
    rf"|\b(?:jk|kidding|joking|sarcas\w*|(?<!never\s)(?<!n{_AP}t\s)(?:quit|stopped|gave\s+(?:it\s+)?up)|not\s+any\s*more|no\s+longer|anymore|i{_AP}m\s+not|i\s+am\s+not|i\s+(?:don{_AP}t|didn{_AP}t|haven{_AP}t|never\s+(?:did|have|was|got|really))"
    r"|pretend|imaginary|in\s+my\s+dreams|someday|wanna|want\s+to|hope|hoping|thinking\s+(?:of|about)|if\s+i|might|maybe|next\s+(?:week|month|year)|tomorrow|keeps?\s+(?:inviting|asking|nagging)"
    r"|once|one\s+(?:class|lesson|session|time)|(?:wasn|isn|didn)['’]t\s+(?:for\s+me|stick|last)|not\s+for\s+me|sold|wrong\s+person|says\s+who|let['’]s\s+just\s+say|nerd|geek"
    r"|(?:my|his|her|their|our)\s+(?:[\w-]+\s+)?(?:wife|husband|partner|sister|brother|mum|mom|dad|son|daughter|kids?|friend|boyfriend|girlfriend)(?:['’]s\s+(?:hobby|thing|passion)|\s+(?:does|is|plays|has|was|did|loves)\b))\b",
    _I,
)
# What says the pastime is not theirs now, was forced on them or is only a plan: a dislike, a once, a
# lapse, a doubt, a question back, someone else who is "the one into it".
_NOT_KEPT_UP = regex.compile(
    r"\?|\b(?:hate\w*|rubbish|terrible|awful|only|never|not|no|nothing|ex|once|twice|one-off|forced|made\s+(?:me|us)|mandatory|court|community\s+service|threaten\w*"
    r"|plann?\w*|wants?\s+me|putting\s+it\s+off|supposed\s+to|just\s+(?:watch|drive|admire)|obsess\w*|lost|got\s+out|quit|long\s+(?:and\s+\w+\s+)?story|don['’]t\s+ask"
    r"|or|think|believe|lie|joke|lol|haha\w*|ugh|sigh|ha|hah|hmm|why|workshop|team\s+(?:building|event)|work\s+made|bought\s+me|gift\w*|told\s+me\s+to|doctor|therapist|but)\b"
    r"|n['’]t\b|['’]s\s+the\s+(?:one|\w+(?:er|ist))\b",
    _I,
)
_KEPT_AT_IT = regex.compile(r"\b(?:and\s+)?(?:i\s+)?(?:never|haven['’]t|have\s+not|didn['’]t)\s+(?:stopped|looked\s+back|quit)(?:\s+since)?\b", _I)
# Through whom or what they came to it: the answer's opening words.
_VIA_PERSON = regex.compile(
    r"^(?P<who>(?:my|our)\s+(?:(?:best|old|late|older|younger|big|little|high\s+school|college|uni|childhood)\s+)?"
    r"(?:grandpa|grandad|granddad|grandfather|grandma|granny|nan|nana|grandmother|mom|mum|mother|dad|father|parents|uncle|aunt|auntie|brother|sister|cousin"
    r"|husband|wife|partner|boyfriend|girlfriend|friend|mate|bestie|roommate|flatmate|neighbou?r|teacher|coach|boss|colleague|coworker|son|daughter|kids)"
    r"|(?:a|an)\s+(?:(?:good|old|close|work)\s+)?(?:friend|mate|colleague|coworker|co-worker|neighbou?r|teacher|coach))\b(?!['’]s)",
    _I,
)
_VIA_THING = regex.compile(
    r"\b(?:took|did|signed\s+up\s+for|joined|tried|went\s+to|booked|started\s+with)\s+(?P<what>(?:a|an|one)\s+(?:[\w-]+\s+)?(?:class|course|workshop|lesson|taster|club|trial|session|retreat|camp))\b"
    r"|\b(?:on|from|via|through|watching)\s+(?P<what2>youtube|tiktok|instagram|reddit|(?:a|an)\s+(?:[\w-]+\s+)?(?:podcast|documentary|book|video|film|movie))\b",
    _I,
)
# When they came to it, in the answer's own words.
_WHEN_THEN = regex.compile(
    r"\b(?P<when>(?:back\s+)?in\s+(?:19|20)\d\d"
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
    if not _PURSUIT.match(what):
        return None  # "What got you into trouble?", "How did you get into town?", "How come you started crying?": no pastime named
    kept_up = _KEPT_AT_IT.sub("", whole)  # "… and never stopped": still at it, no denial
    if _NOT_THEIRS.search(kept_up) or _NOT_KEPT_UP.search(kept_up) or said.rstrip().endswith("?"):
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
        parts.append(f"when {said_when}" if regex.match(r"i\s", said_when, _I) else f"in {said_when}")  # "since I was six", "since 2015"
    if not parts:
        return None  # "Being late for the bus every day": through whom or when is not said, nor that they do it still
    pieces = regex.sub(r"\bi\b", "I", " ".join(parts))
    what = regex.sub(r"^The\b", "the", what)
    return f"I got into {what} {pieces}"


# "Are you a coffee or tea person?", "Dog person or cat person?", "Do you prefer tea or coffee?",
# "Team Edward or Team Jacob?": which of two they like, for good, never what they want now.
_OPTION = r"(?!(?:you|your|me|my|it|this|that|to|a|an|the)\b)[\w'’-]+(?:\s+(?!(?:or|person|people|fan|type|lover|better|more|most|best)\b)[\w'’-]+)?"
_ASKED_PERSON = regex.compile(
    _OPEN + r"(?:are\s+you\s+|you\s+)?(?:(?:more|generally)\s+(?:of\s+)?)?(?:an?\s+)?(?P<x>" + _OPTION + r")(?:\s+(?P<kind1>person|people|fan|type|lover))?\s+or\s+(?:an?\s+)?"
    r"(?P<y>" + _OPTION + r")\s+(?P<kind>person|people|fan|type|lover)\s*\?+\s*$",
    _I,
)
_ASKED_PREFER = regex.compile(
    _OPEN + r"(?:do\s+you\s+(?:generally\s+|usually\s+)?(?:prefer|like)|(?:which|what)\s+do\s+you\s+(?:prefer|like\s+(?:better|more)),?|(?P<team>team))\s+(?P<x>" + _OPTION + r")\s+or\s+(?:team\s+)?(?P<y>" + _OPTION + r")"
    r"(?:\s+(?:better|more))?\s*\?+\s*$",
    _I,
)
# A choice of the moment, not a taste: "Do you prefer tea or coffee now?", "… for dinner tonight?".
_OF_THE_MOMENT = regex.compile(r"\b(?:tonight|today|tomorrow|now|right\s+now|lately|nowadays|these\s+days|this\s+(?:time|weekend|week|year|evening|morning)|for\s+(?:dinner|lunch|breakfast|dessert|later)|next|first|later|with\s+that)\b", _I)
# Two things that are no taste to keep: days, numbers, options, sizes, people of a sex (a sensitive subject).
_NO_TASTE = regex.compile(
    r"^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|\d+\w*|one|two|three|[a-z]|option\s+\w+|large|small|medium|big|little|regular"
    r"|boys?|girls?|men|women|guys|gals|males?|females?|blokes|ladies|him|her|left|right|yes|no|this\s+one|that\s+one)$",
    _I,
)
# What may follow the pick in its own clause: only more of the same ("Tea, definitely", "Dogs all day").
_PICK_TAIL = regex.compile(
    r"(?:\s+(?:person|people|fan|type|lover|drinker|all\s+the\s+way|all\s+day|for\s+sure|every\s+time|every\s+day|any\s+day|always|forever|obviously|definitely|hands\s+down|no\s+contest|no\s+question|by\s+far|100\s*%|for\s+life))*"
    r"(?:\s*[,!.…]+\s*(?:all\s+the\s+way|all\s+day|for\s+sure|every\s+time|any\s+day|always|forever|obviously|definitely|hands\s+down|no\s+contest|no\s+question|by\s+far|100\s*%|for\s+life|easily|duh))*\s*[!.…]*",
    _I,
)
# What the rest of the answer may not say: an offer taken, a hedge, a time, someone else, a joke, a past.
_NO_PICK = regex.compile(
    r"\b(?:both|neither|either|depends|depending|but|except|unless|lol|haha\w*|lmao|jk|kidd?in\w*|joking|wink|used\s+to|these\s+days|lately|today|tonight|at\s+the\s+moment|for\s+now"
    r"|right\s+now|anyway|this\s+(?:week|month|year)|at\s+least|weekends?|mornings?|evenings?|nights?|since(?!\s+forever)|until|till|back\s+in|back\s+when|pre-\w+|years\s+ago|college|school|uni"
    r"|thanks|thank\s+you|thx|cheers|ta|please|pls|plz|maybe|perhaps|probably|guess|think|suppose|told|apparently|allegedly|ish|kind\s+of|sort\s+of|kinda|sorta|wish|addict"
    r"|ask|my|his|her|their|our|wife|husband|partner|kids|he|she|they|we|mum|mom|dad|doctor|banned|quit|gave\s+up|stopped|now\s+that|currently|actually|sometimes|mostly|usually"
    r"|mood|whichever|whatever|why|trick|hate|never|not|nope|no(?!\s+(?:contest|question|doubt))|bedtime|moment|lie|decide|ugh|well|although|though|weird|sigh|was|or|you)\b|n['’]t\b|\?",
    _I,
)
_PICK_OPENER = regex.compile(r"^\W*(?:(?:oh|ooh|definitely|def|totally|always|absolutely|easily|hands\s+down|100\s*%|obviously|duh|yes|yeah|mostly|100|team)\W+)*", _I)


def _picked(said: str, option: str) -> bool:
    """Whether `said` is `option` and nothing else of its own ("Dogs!" for "dog", "Tea, definitely")."""
    words = option.lower().split()
    stem = regex.escape(" ".join(words[:-1] + [words[-1].rstrip("s")]))
    m = regex.match(rf"{stem}(?:s|es)?\b", said, _I)
    return m is not None and _PICK_TAIL.fullmatch(said, m.end()) is not None


def _choice(question: str, said: str, whole: str) -> str | None:
    m = _ASKED_PERSON.match(question) or _ASKED_PREFER.match(question)
    if m is None or _OF_THE_MOMENT.search(question) or said.rstrip().endswith("?"):
        return None
    x, y = m.group("x").strip(), m.group("y").strip()
    if x.lower() == y.lower() or _NO_TASTE.match(x) or _NO_TASTE.match(y) or regex.search(r"\b(?:or|and|you|your|me|my)\b", f"{x} {y}", _I):
        return None
    if m.re is _ASKED_PREFER and not m.group("team") and regex.search(r"(?-i:\p{Lu})", question[m.start("x") + 1:]):
        return None  # "Do you prefer Jake or Tom?": people, not a taste (a team's name is asked as "Team Edward or Team Jacob?")
    at = whole.find(said.strip())
    rest = whole[at + len(said.strip()):] if at >= 0 else whole
    if _NO_PICK.search(rest):  # the pick's own clause is checked by _picked: nothing but more of the same
        return None
    said = _PICK_OPENER.sub("", said.strip())
    first = _picked(said, x)
    if not (first or _picked(said, y)):
        return None
    if regex.fullmatch(_OPEN + r"(?:(?:are\s+)?you\s+)?(?:(?:more|generally)\s+(?:of\s+)?)?(?:an?\s+)?", question[: m.start("x")], _I) and not regex.match(r"\p{Lu}", y):
        x = x[:1].lower() + x[1:]  # "Tea or coffee?": a capital that only opens the question goes ("Marvel or DC fan?" keeps its names)
    pick, other = (x, y) if first else (y, x)
    if m.re is _ASKED_PERSON:
        kind = m.group("kind").lower()
        kind = "person" if kind == "people" else kind
        return f"I'm more of {article(pick)} {pick} {kind} than {article(other)} {other} {kind}"
    return f"I prefer {pick} to {other}"


# "Do you have any allergies?", "Any food allergies I should know about?", "Are you allergic to anything?"
_ASKED_ALLERGY = regex.compile(
    _OPEN + r"(?:(?:do\s+you\s+have|have\s+you\s+got|got|you\s+have)\s+(?:any\s+)?(?:(?:food|known)\s+)?allergies|any\s+(?:(?:food|known)\s+)?allergies|(?:food\s+)?allergies"
    r"|(?:are\s+)?you\s+allergic\s+to\s+anything|anything\s+you['’]re\s+allergic\s+to)"
    r"(?:\s+(?:i|we)\s+should\s+know\s+about(?:\s+for\s+[\w\s]{1,20})?|\s+at\s+all)?\s*\?+\s*$",
    _I,
)
# What one can be allergic to and keep as a constraint: foods, animals, plants, stings, materials.
ALLERGENS = (
    r"(?:tree\s+)?nuts|peanuts?|cashews?|almonds?|walnuts?|hazelnuts?|pistachios?|pecans?|shellfish|fish|prawns?|shrimps?|crabs?|lobsters?|mussels?|oysters?|clams?|squid"
    r"|eggs?|milk|dairy|soy|soya|wheat|gluten|sesame|mustard|celery|lupin|sulphites|sulfites|kiwis?|strawberr(?:y|ies)|mangos?|mangoes|avocados?|pineapples?|tomato(?:es)?"
    r"|apples?|peaches|peach|bananas?|coconuts?|cinnamon|garlic|onions?|corn|chocolate|citrus|oranges?|cherr(?:y|ies)|chickpeas?|lentils?|peas"
    r"|cats?|dogs?|horses?|rabbits?|guinea\s+pigs?|feathers|bees?|wasps?|bee\s+stings|wasp\s+stings|pollen|grass|hay|dust(?:\s+mites)?|mou?ld|latex|nickel|wool|ragweed|birch"
)
_ALLERGEN = regex.compile(
    r"^(?:(?:yes|yeah|yep|yup|sadly|unfortunately|just|only|to)[\s,!.]+)*(?P<what>{item}(?:(?:\s*,\s*{item})*\s*,?\s+(?:and|&)\s+{item})?)(?=\s*(?:$|[,.;:!…]|\s[-–—]\s))"
    .replace("{item}", rf"(?:{ALLERGENS})"),
    _I,
)
_NOT_ALLERGIC = regex.compile(
    r"\b(?:no|nope|none|nothing|not|nah|kidding|jk|joking|lol|haha\w*|lmao|maybe|possibly|probably|might|allegedly|apparently|supposedly|outgrew|grew\s+out"
    r"|as\s+a\s+(?:kid|child|baby)|used\s+to|hate|dislike|can['’]t\s+stand|for\s+(?:my|his|her|their|our)|my|his|her|their|our|does|is|intoleran\w*|sensitiv\w*"
    r"|believe|suspect|for\s+all\s+i\s+know|self-diagnosed|or|so|when\s+i\s+was|back\s+in|school|gone|until|till|this\s+time\s+of\s+year|kids?|family|whole|never|well|feel"
    r"|avoid|to\s+be\s+safe|anyway|turned\s+out|thought|sort\s+of|kind\s+of|guess|think|why|you)\b|n['’]t\b|\?|(?<=\s)(?-i:\p{Lu}\p{Ll}+)\b",
    _I,
)


def _allergy(question: str, said: str, whole: str) -> str | None:
    if not _ASKED_ALLERGY.match(question) or regex.search(r"\byour\s+\w+|\bfor\s+(?:your|the)\b", question, _I) or said.rstrip().endswith("?"):
        return None
    m = _ALLERGEN.match(said.strip())
    if m is None:
        return None
    rest = whole.replace(m.group(), "", 1)
    if _NOT_ALLERGIC.search(m.group()) or _NOT_ALLERGIC.search(regex.sub(r"\b(?:i\s+)?carry\s+an?\s+epi-?pen\b", "", rest, flags=_I)):
        return None  # "Peanuts, for my daughter", "Cats, allegedly", "Strawberries, as a kid"
    return f"I'm allergic to {m.group('what').lower()}"


# "Are you vegetarian?", "Do you eat meat?", "Any dietary restrictions?" / "Vegan actually, five years now".
_ASKED_DIET = regex.compile(
    _OPEN + r"(?:(?:are\s+)?you\s+(?:still\s+)?(?:a\s+)?(?:vegetarian|vegan|veggie|pescatarian|pescetarian)(?:\s+or\s+(?:a\s+)?(?:vegetarian|vegan|veggie|pescatarian))?|(?:vegetarian|vegan|veggie)|are\s+you\s+a\s+meat[\s-]eater"
    r"|do\s+you\s+(?:still\s+)?eat\s+(?:meat|fish|dairy|animal\s+products)|(?:are\s+you\s+on\s+)?(?:a|any)\s+special\s+diet|is\s+there\s+anything\s+you\s+can['’]t\s+eat"
    r"|(?:do\s+you\s+have\s+)?any\s+dietary\s+(?:restrictions|requirements|needs)|is\s+there\s+anything\s+you\s+don['’]t\s+eat)"
    r"(?:\s+(?:by\s+any\s+chance|at\s+all|or\s+anything|these\s+days))?\s*\?+\s*$",
    _I,
)
_DIET = regex.compile(
    r"^(?:(?:yes|yeah|yep|yup|no|nope|nah|well|actually|oh|i['’]m|i\s+am|fully|strictly|totally|full|strict|lifelong|(?:been\s+)?)[\s,!.]+)*(?P<diet>vegetarian|vegan|pescatarian|pescetarian|veggie|plant[\s-]based)"
    r"(?=\s*(?:$|[,.;:!…]|\s+(?:actually|now|for\s+(?:years|ages|(?:about\s+|over\s+|almost\s+)?(?:\w+)\s+years)|since\b)))",
    _I,
)
# What makes a diet said no diet of theirs for good: a trial, a time it holds or held, an exception, a
# "roughly", someone else's, a joke. Also read where a diet is said with no question ("Vegan, for a bet").
DIET_NOT_NOW = regex.compile(
    r"\b(?:trying|try|trial\w*|attempt\w*|giving\s+it\s+a\s+go|experiment\w*|challenge|for\s+now|this\s+(?:week|month|year)|veganuary|january|lent|ramadan|from\s+(?:tomorrow|monday|next|january)|starting|soon"
    r"|at\s+the\s+moment|currently|right\s+now|anyway|nearly|almost|kind\s+of|sort\s+of|kinda|sorta|ish|years\s+ago|lasted|ha|lol|haha\w*|hehe|pfft|jk|kidding|joking|bet|dare|laugh|sure|as\s+if"
    r"|not|used\s+to|was|ex|mostly|flexi\w*|weekdays?|weekends|sometimes|cheat\w*|except|but|sadly|no\s+longer|gave\s+up|quit|stopped|partner|wife|husband|girlfriend|boyfriend|kids?|daughter|son"
    r"|mum|mom|dad|doctor|my|his|her|their|both|all\s+of\s+us|plus\s+one|table|wedding|trip|insistence|made\s+me|wants\s+me|solidarity"
    r"|testing|test|who['’]s\s+asking|why|as\s+of|yesterday|working\s+on|well|for\s+real|of\s+us|okay|ok|temporarily|formerly|back\s+in|back\s+when|once\s+upon|pre-\w+|in\s+(?:19|20)\d\d"
    r"|in\s+my\s+\w+(?:ies|teens)|in\s+college|in\s+school|during|on\s+\w+days|for\s+(?:the|a)\s+(?:month|week|while)|for\s+a\s+couple\s+of\s+(?:days|weeks)|(?:a|two|three|few)\s+weeks"
    r"|since\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last\s+week|yesterday)|week\s+\w+|day\s+\w+|planning|aiming|apart\s+from|other\s+than|unless|outside\s+of"
    r"|pretty\s+much|more\s+or\s+less|roughly|loosely|badly|give\s+or\s+take|on\s+and\s+off|in\s+(?:theory|spirit|name|public)|on\s+paper|technically|nominally|officially"
    r"|aspirationally|supposedly|apparently|allegedly|when\s+(?:convenient|i['’]m)|around\s+my|whim|barely|until|till)\b|n['’]t\b|\?",
    _I,
)


def _diet(question: str, said: str, whole: str) -> str | None:
    if not _ASKED_DIET.match(question) or DIET_NOT_NOW.search(whole) or said.rstrip().endswith("?"):
        return None
    m = _DIET.match(said)
    if m is None:
        return None
    diet = m.group("diet").lower()
    return f"I'm {'vegetarian' if diet == 'veggie' else 'plant-based' if diet.startswith('plant') else diet}"


# "How do you get to work?", "How do you commute?", "What's your commute like?" / "Bike, every day, rain or shine".
_ASKED_COMMUTE = regex.compile(
    _OPEN + r"(?:how\s+do\s+you\s+(?:usually\s+|normally\s+|typically\s+)?(?:get\s+(?:to|into)\s+(?:work|the\s+office)|commute|travel\s+to\s+work|get\s+in\s+to\s+work)"
    r"|what(?:['’]s|\s+is)\s+your\s+(?:daily\s+)?commute(?:\s+like)?|(?:do\s+you\s+)?(?:drive|bike|cycle|walk)\s+or\s+(?:take\s+)?(?:the\s+)?(?:bus|train|tube|subway|metro|drive|walk|bike)\s+to\s+work)"
    r"(?:\s+(?:these\s+days|usually|every\s+day|each\s+day))?\s*\?+\s*$",
    _I,
)
# The way, as an answer opens on it ("Bike", "By train", "I drive", "Walk mostly", "Tube, 40 minutes each way").
_COMMUTE_MODES = {
    "bike": "by bike", "bicycle": "by bike", "cycle": "by bike", "cycling": "by bike", "biking": "by bike", "e-bike": "by e-bike", "ebike": "by e-bike",
    "walk": "on foot", "walking": "on foot", "foot": "on foot", "drive": "by car", "driving": "by car", "car": "by car", "bus": "by bus",
    "train": "by train", "tube": "by tube", "subway": "by subway", "metro": "by metro", "tram": "by tram", "ferry": "by ferry",
    "scooter": "by scooter", "motorbike": "by motorbike", "motorcycle": "by motorbike",
}
# How often, how long or which way: all an answer's first sentence may add to the way ("every day, rain or shine",
# "40 minutes each way", "it's like 20 min along the river").
_COMMUTE_DETAIL = (
    r"(?:mostly|usually|normally|always|mainly|generally|most\s+days|every\s+(?:single\s+)?(?:day|morning|weekday|workday)|daily|each\s+way|both\s+ways"
    r"|rain\s+or\s+shine|(?:it['’]s\s+|its\s+)?(?:(?:about|around|like|roughly|only|just|under|over)\s+)?(?:\d+|a|an|half\s+an|five|ten|fifteen|twenty|thirty|forty|forty-five|sixty)"
    r"(?:\s*-\s*\d+)?\s*(?:min(?:ute)?s?|hours?|hrs?|km|kilometres?|kilometers?|miles?)(?:\s+each\s+way|\s+(?:along|through|across|by|over|on)\s+the\s+[\w-]+(?:\s+[\w-]+)?)?"
    r"|(?:along|through|across|over)\s+the\s+[\w-]+(?:\s+[\w-]+)?)"
)
_COMMUTE = regex.compile(
    r"^(?:(?:mostly|usually|normally|always|mainly|i|by|on|the|a|my|just|yeah|yes|oh)\s+)*(?P<mode>" + "|".join(sorted(_COMMUTE_MODES, key=len, reverse=True)) + r")"
    r"(?:\s+(?:it\s+in|in|to\s+work|there))?(?:(?:\s*,\s*|\s+)" + _COMMUTE_DETAIL + r")*\s*[.!]*$",
    _I,
)
# In the answer's next sentence, what makes the way no habit of theirs: a change, a past, a plan, a
# correction, a lift, someone else's way, a job on the road, no work to go to, a joke.
_NOT_MY_COMMUTE = regex.compile(
    r"\?|n['’]t\b|\b(?:today|tonight|tomorrow|this\s+(?:week|morning|month)|yesterday|for\s+now|at\s+the\s+moment|right\s+now|until|till|next|soon|used\s+to|was|were"
    r"|before|back\s+when|anymore|any\s+more|no\s+longer|not|never|nope|nah|scratch|actually|wish|hope\w*|want|wanna|would|should|plan\w*|thinking|maybe|probably"
    r"|once|when|dreams?|switch\w*|starting|after|eventually|ideally|theory|perfect|last|old|former\w*|pre-\w+|kid|snow|shop|holiday|rarely|sometimes|depends|or"
    r"|driver|trucker|walker|courier|for\s+a\s+living|leave|home\s+office|school\s+run|gym|kids?|brother|sister|coworker|colleague|picks?\s+me|drives?\s+me"
    r"|gives?\s+me\s+a\s+lift|lift|my\s+(?:wife|husband|partner|mum|mom|dad|boyfriend|girlfriend|son|daughter|friend)|from\s+home|remote\w*|wfh|unemployed|retired"
    r"|obviously|pigs|barefoot|uphill|lol|lmao|haha\w*|jk|kidding|joking)\b|[\p{So}]",
    _I,
)


def _sentence_and_rest(text: str) -> tuple[str, str]:
    """The first sentence of `text` and what follows it."""
    spans = sentences(text)
    return (spans[0].text, text[spans[0].end:].strip()) if spans else ("", "")


def _commute(question: str, said: str, whole: str) -> str | None:
    if not _ASKED_COMMUTE.match(question):
        return None
    first, rest = _sentence_and_rest(whole)
    m = _COMMUTE.match(first.strip())
    if m is None or _NOT_MY_COMMUTE.search(rest):
        return None
    return f"I commute {_COMMUTE_MODES[m.group('mode').lower()]}"


# The same question asked back, which takes nothing back: "… How about you?", "… And you?", "… Et toi ?".
ASKED_BACK = regex.compile(
    r"\s*\b(?:(?:and\s+)?(?:how|what)\s+about\s+(?:you|yourself)|and\s+you(?:rself)?|you\s+too|(?:et\s+)?(?:toi|vous)(?:\s+aussi)?)\s*\?+\s*$", _I
)


def _met(question: str, said: str, whole: str) -> str | None:
    first, rest = _sentence_and_rest(whole)
    return met_answer(question, first, rest) if "?" not in whole else None


def slot_answer(question: str, said: str, whole: str) -> str | None:
    """The first-person sentence an answer says to one of this module's questions, or None.
    `said` is the answer's first clause without its opening fillers; `whole` its first sentences."""
    whole = ASKED_BACK.sub("", whole)
    for read in (_origin, _choice, _allergy, _diet, _commute, _met):
        out = read(question, said, whole)
        if out is not None:
            return out
    return None
