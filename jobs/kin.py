"""Who the user's named family members are, told around their name: their occupation, what they
study, where they live, how old they are (seed 002 stores "Relationships & family, e.g. partner/spouse name,
occupation"). "My brother Tiago taught me, he's a fisherman in Peniche" -> "…, a fisherman in
Peniche"; "Our daughter Kate lives in Christchurch" -> "…, who lives in Christchurch"; "My son Kuba is six" ->
"…, who is six"; a new job or a promotion told as news is the occupation they now hold ("Karen got promoted
to branch manager at her bank last week" -> "…, who got promoted to branch manager at her bank").

What they did stays theirs (a third party's doings are never stored), and a detail is read only
where nothing else can be meant, so a miss is preferred to a false note:
- the named person is the subject the sentence opens on ("My brother Tiago…", "Jonas, my
  boyfriend, …"), never someone spoken of inside another clause ("Mum thinks my sister Ana is a
  lawyer", "We lost my dad Joe, a fisherman", "I hope my daughter Kate is a vet");
- the detail follows the name, or their pronoun later in that sentence after nothing but the user's
  own words ("…taught me, he's…"), or opens the next sentence when the first named no one else;
- the sentence (and a short next one) says nothing of a past, a future, a doubt, a denial, a joke
  or a game ("but he retired", "from September", "I think", "lol", "for Halloween");
- a job is an occupation word with at most a few field words before it ("primary school teacher",
  never "a rubbish cook", "an avid gardener", "a chef at heart"), then only a named place or
  employer ("at Google", "in Rio de Janeiro"); a study is a subject; a home is a named place.
"""

from __future__ import annotations

import regex

from jobs.phrasing import article
from jobs.places import longest_known_place
from jobs.sentences import Span
from jobs.slots import names_occupation
from jobs.when import MONTH_NAMES, WEEKDAY_NAMES

_I = regex.IGNORECASE

# What grandparents are called in the languages users mix into English ("my abuela Carmen", "my obaachan").
KIN_ELSEWHERE = r"abuela|abuelo|abuelita|abuelito|oma|opa|nonna|nonno|avó|avô|vovó|vovô|obaachan|ojiichan|babcia|dziadek|yiayia|papou|bubbe|zayde|nani|dadi|lola|lolo"
# The user's close family, as they name them.
FAMILY_WORDS = (
    r"mom|mum|mother|mama|mam|dad|father|papa|grandma|grandmother|grandpa|grandfather|granny|grandad|granddad|nan|nana|gran"
    r"|aunt|auntie|aunty|uncle|sister|brother|husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?|son|daughter|cousin|" + KIN_ELSEWHERE
)

_HE = frozenset(
    "son husband boyfriend brother dad father grandpa grandfather grandson stepson stepdad uncle nephew fiancé"
    " abuelo abuelito opa nonno avô vovô ojiichan dziadek papou zayde lolo".split()
) | {"twin brother"}
_SHE = frozenset(
    "daughter wife girlfriend sister mom mum mother grandma grandmother granddaughter stepdaughter stepmom stepmum"
    " aunt auntie niece fiancée abuela abuelita oma nonna avó vovó obaachan babcia yiayia bubbe nani dadi lola".split()
) | {"twin sister"}

# Kin either pronoun may stand for.
_EITHER = frozenset({"partner", "cousin", "child", "grandchild"})

# A named place or employer: capitalised words, joined by the small words names have inside them
# ("Rio de Janeiro", "Procter and Gamble", "Newcastle upon Tyne", "St. Louis").
_CAP = r"(?-i:\p{Lu}\w{0,2}\.(?=\s+\p{Lu})|\p{Lu}[\w'’&-]*)"
NAMED_PLACE = rf"(?=\w\w){_CAP}(?:\s+(?:(?:of|de|da|do|du|del|upon|on|and|&|la|le|y)\s+)?{_CAP}){{0,4}}(?<!\bHeaven|\bHell|\bLand)"
# Where the detail must stop: the end of its clause, nothing more said of it.
_END = r"(?=\s*(?:[,;:.!?()]|\s[-–—]\s|$)|\s+(?:and|but|so|who|which|because|since)\b)"
_MONTH = rf"(?:{MONTH_NAMES})"
# A month as chat shortens it ("in Jan", "in Sept.").
_MONTH_SHORT = r"(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)"
# Words a job may have before its occupation noun: its field or rank, never a judgement.
_FIELD = (
    r"primary|secondary|high|middle|elementary|nursery|school|university|college|software|hardware|web|data|dairy|sheep|cattle"
    r"|retired|head|senior|junior|staff|registered|qualified|certified|trainee|pastry|sous|civil|mechanical|electrical|chemical"
    r"|structural|aerospace|graphic|interior|research|medical|dental|veterinary|family|emergency|er|icu|trauma|pediatric|paediatric"
    r"|maths?|science|english|history|music|art|drama|pe|phd|postgrad|graduate|law|nursing|fire|police|social|youth|care|support"
    r"|sales|marketing|project|product|account|bank|truck|lorry|bus|taxi|train|delivery|construction|full-time|part-time"
    r"|freelance|self-employed|professional|commercial|airline|army|navy|naval|criminal|tax|property|general|theatre|theater|ward"
)
# A workplace said by its kind, then its named town: "at a hospital in Scarborough", "at the local school in Kisumu".
_WORKPLACE = (
    r"(?:a|an|the)\s+(?:(?:big|small|little|local|private|public|children['’]s|teaching|general|primary|secondary|high|state|village|city)\s+){0,2}"
    r"(?:hospital|school|clinic|bank|firm|company|factory|shop|store|restaurant|hotel|caf[ée]|bakery|university|college|lab|library|museum|garage"
    r"|farm|pharmacy|practice|surgery|care\s+home|nursery|office|warehouse|airport|station|theatre|theater|mine|port|prison|court|council|church)"
    rf"\s+(?:in|near|outside)\s+{NAMED_PLACE}"
)
_JOB = rf"(?P<art>an?)\s+(?P<job>(?:(?:{_FIELD})\s+){{0,3}}[\w-]+)(?:(?:\s+(?:here|there))?\s+(?P<prep>at|in|for|with)\s+(?!{_MONTH}\b)(?P<where>{NAMED_PLACE}|{_WORKPLACE}))?"
_SUBJECT_WORD = r"(?!(?:for|at|in|on|with|from|to|by|the|a|an|his|her|their|my|our|abroad|hard|right|now|all|late|tonight|today|again|online|together)\b)[a-z][\w-]*"
_STUDY = rf"(?P<field>{_SUBJECT_WORD}(?:\s+{_SUBJECT_WORD}){{0,2}}(?:\s+(?:and|&)\s+{_SUBJECT_WORD}(?:\s+{_SUBJECT_WORD}){{0,2}})?)(?:\s+(?:at|in)\s+(?P<uni>" + NAMED_PLACE + "))?"
_BE = r"(?:\s+is|['’]s)\s+(?:(?:now|also|only|just)\s+)?"
# An age: a number a child or an adult may be ("eleven", "9", "twenty-one"), never a time or a price.
AGE = (
    r"(?:[1-9]\d?(?![\d:.,%]\d)|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
    r"|seventeen|eighteen|nineteen)|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)\b"
)
# When a birthday was ("turned ten in November", "turned six last week"): the age is the same now.
_WHEN_TURNED = (
    r"\s+(?:(?:in|back\s+in)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)"
    r"|(?:last|this)\s+(?:week|month|weekend|january|february|march|april|may|june|july|august|september|october|november|december)|on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))"
)
# Their own workplace, by its kind: "at her bank", "at his firm".
_THEIR_WORKPLACE = (
    r"(?:his|her|their)\s+(?:bank|firm|company|hospital|store|shop|office|restaurant|hotel|branch|practice|clinic"
    r"|agency|lab|department|plant|factory|warehouse|station|paper|magazine|council|airline)"
)
# The words a role they are promoted to may have before its occupation noun: its field or its rank,
# never a hedge or a joke ("basically manager", "designated driver", "chief snack officer").
_RANK = (
    r"branch|store|shop|site|shift|floor|regional|area|district|deputy|assistant|associate|principal|chief|lead|executive|managing"
    r"|operations|general|night|day|duty|charge|station|office|team|group|division|department|unit|ward|kitchen|restaurant|hotel|plant"
)
# Where the role is: a workplace by its kind in a town, their own workplace, or a name at (an employer)
# or in (a known town, checked in `_phrase`); never a time ("in Jan", "at Christmas").
_ROLE_WHERE = (
    r"(?:\s+(?P<pprep>at|in)\s+(?!(?:" + _MONTH + "|" + _MONTH_SHORT + r"|christmas|easter|summer|spring|autumn|fall|winter"
    r"|lockdown|covid|last|home|record|q[1-4]|" + WEEKDAY_NAMES + r")\b)(?P<pwhere>" + _WORKPLACE + "|" + _THEIR_WORKPLACE + "|" + NAMED_PLACE + "))?"
)
# When the news came, left out of the note: "last week", "yesterday", "this month", "in March", "on Monday".
_NEWS_TIME = (
    r"(?P<newstime>\s+(?:last\s+(?:week|month|year|weekend|" + WEEKDAY_NAMES + r")|yesterday|this\s+(?:week|month|year|spring|summer)"
    r"|recently|in\s+(?:" + _MONTH + "|" + _MONTH_SHORT + r")\b\.?|at\s+(?:christmas|easter)|on\s+(?:" + WEEKDAY_NAMES + r")))?"
)
# A role they now hold: rank or field words, then an occupation noun (checked in `_phrase`).
_ROLE = r"(?:(?:a|an|the)\s+)?(?P<promo>(?:(?:" + _RANK + "|" + _FIELD + r")\s+){0,2}(?!(?:yesterday|recently|last|this|today|now|on|in|at)\b)[a-z][\w-]*)"
_DETAIL = (
    r"(?:" + _BE + _JOB + _END
    + r"|\s+works\s+as\s+" + _JOB + _END
    + r"|\s+works\s+(?P<wprep>at|for|in)\s+(?P<employer>" + NAMED_PLACE + r")" + _END
    # a birthday to come, by its month ("turns six in February"; a relative "next month" would be resolved
    # to "(2026-12)" right after the age, which the guard reads as a phone number)
    + r"|\s+turns\s+(?P<turns>" + AGE + r")(?P<soon>\s+in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december))" + _END
    + r"|\s+(?:still\s+|now\s+)?runs\s+(?P<runs>an?\s+(?:[\w-]+\s+){0,3}?(?:shop|business|restaurant|café|cafe|bakery|pub|bar|farm|garage|salon|studio|company|firm|practice|clinic|gym|nursery|hotel|stall|charity|bookshop|deli|takeaway|chippy)"
    r"(?:\s+(?:on|in|at|near)\s+(?!(?:my|our|me)\b)(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,2}?)?)" + _END
    # a new job or a promotion, the occupation they now hold ("got promoted to branch manager at her bank last week",
    # "just got a job as a nurse at St Mary's"): who they are now, its time left out
    + r"|\s+(?:(?:just|finally|recently)\s+)?(?:got|has\s+got|['’]s\s+got)\s+(?:a\s+(?:new\s+)?job|hired)\s+as\s+(?P<hired>)(?:a|an)\s+" + _ROLE + _ROLE_WHERE + _NEWS_TIME + _END
    + r"|\s+(?:(?:just|finally|recently)\s+)?(?:got|has\s+(?:just\s+)?been|['’]s\s+(?:just\s+)?been)\s+promoted\s+to\s+" + _ROLE + _ROLE_WHERE + _NEWS_TIME + _END
    + r"|\s+lives\s+in\s+(?P<place>" + NAMED_PLACE + r")(?:" + _END + r"|(?=\s+(?:with|now)\b))"
    + r"|" + _BE + r"(?:studying|doing\s+(?:a\s+)?(?:degree|phd|masters?|ba|bsc|ma|msc)\s+in)\s+" + _STUDY + _END
    + r"|(?:" + _BE + r"|\s+(?:just\s+)?turned\s+)(?P<age>" + AGE + r")(?:\s+(?:years?|months?)\s+old)?(?:\s+now|" + _WHEN_TURNED + r")?" + _END + r")"
)
_AFTER_NAME = regex.compile(r"\G(?:\s*,\s*(?:who['’]s\s+|who\s+is\s+)?" + _JOB + r"\s*,|" + _DETAIL + r")", _I)
_PRONOUN = regex.compile(r"\b(?P<who>he|she)(?=\s|['’])" + _DETAIL, _I)
# Nothing but the user's own words between the name and their pronoun: "taught me", "drove me home".
_ONLY_ME = regex.compile(r"^\s+(?:[a-z]+\s+){1,2}(?:me|us)(?:\s+(?:home|back|up|out|everything|a\s+lot))?\s*[,;]\s*(?:and\s+)?$")
# The sentence opens on the named person (or, the next one, on their pronoun): fillers at most before.
# News announced before it ("Oh, and one more bit of news - Karen got…", "Big news: Tom got…", "Guess what? Ola…").
NEWS_LEAD = r"(?:(?:[\w'’]+\s+){0,5}?news|guess\s+what|update|fun\s+fact)\s*(?:[-–—:!?]+|\.\.\.|…)\s*"
LEAD = regex.compile(r"\W*(?:(?:oh|yeah|yes|haha|well|and|but|also|so|plus|btw|anyway)\W+)*(?:" + NEWS_LEAD + ")?", _I)
# What makes the detail something other than who they are now.
NOT_SO = regex.compile(
    r"\?|n['’]t\b|\b(?:not|never|no\s+longer|anymore|any\s+more|was|were|used\s+to|former|formerly|ex|late|quit|fired|laid\s+off|retired|retiring|retire"
    r"|died|dead|passed|lost|rip|gone|buried|funeral|eulogy|obituary|sold|closed|shut|bust|went\s+under|think|thinks|thought|guess|maybe|probably|perhaps|whether"
    r"|or|pretend|pretends|imagine|if|claims?|says|said|supposedly|apparently|allegedly|wish|hope|hopes|dream|dreams|want|wants|will|gonna|going\s+to|soon|next"
    r"|from|until|till|future|aspiring|wannabe|training|halloween|costume|game|mind|heart|obviously|lol|lmao|haha|jk|kidding|joke|joking|sarcasm"
    r"|i\s+mean|by\s+which"
    # a job held no more, declined or never begun, or a rumour ("…, but turned it down", "…, then demoted", "April fools!")
    r"|demoted|resigned|redundant|turned\s+(?:it\s+|them\s+)?down|declined|fell\s+through|pending|rescinded|withdrawn|took\s+it\s+back|then|back\s+in"
    r"|in\s+(?:ww\w*|the\s+war|(?:19|20)\d\d)|april\s+fools?|psych|sike|rumou?rs?|doubt|heard|in\s+theory|on\s+paper|fake|unconfirmed|hypothetical\w*)\b"
    r"|(?:^|\s)/s\b|[;:]-?[)pP(]|[\p{So}\p{Sk}]",
    _I,
)


# A question asked for effect after a statement: "…, can you believe it?", "…, right?".
_RHETORICAL = regex.compile(r",?\s*(?:can\s+you\s+believe\s+it|right|you\s+know|how\s+crazy\s+is\s+that|crazy|where\s+does\s+the\s+time\s+go)\s*\?+[!?]*\s*$", _I)


def _phrase(m: regex.Match) -> str | None:
    """The note's words for a detail match: ", a fisherman in Peniche", ", who lives in Leeds"."""
    found = m.groupdict()
    if found.get("turns"):
        return f", who turns {found['turns']}{found['soon']}"
    if found.get("place"):
        return f", who lives in {found['place']}"
    if found.get("runs"):
        return f", who runs {found['runs']}"
    if found.get("employer"):
        return f", who works {found['wprep'].lower()} {found['employer']}"
    if found.get("promo"):
        role = found["promo"]
        if not names_occupation(role.split()[-1]) or _NOT_A_ROLE.search(role):
            return None  # "designated driver", "star student", "unemployed": no job held
        where = _WHEN_AFTER_WHERE.sub("", found.get("pwhere") or "")  # "at Tesco on Monday": the employer, not the day
        if where and found["pprep"].lower() == "in" and not regex.match(r"(?:a|an|the)\s", where) and not longest_known_place(where):
            return None  # "officer in Eve Online", "a detective in Cluedo": no town named
        where = f" {found['pprep'].lower()} {where}" if where else ""
        if found.get("hired") is not None:
            return f", {article(role)} {role}{where}"
        return f", who got promoted to {role}{where}"
    if found.get("age"):
        unit = " months old" if regex.search(r"\bmonths?\s+old\b", m.group(), _I) else ""
        return f", who is {found['age']}{unit}"
    if found.get("field"):
        uni = f" at {found['uni']}" if found.get("uni") else ""
        return f", who is studying {found['field']}{uni}"
    job = found.get("job")
    if not job or not names_occupation(job.split()[-1]):
        return None
    where = f" {found['prep'].lower()} {found['where']}" if found.get("where") else ""
    works = "who works as " if regex.search(r"\bworks\s+as\b", m.group(), _I) else ""
    return f", {works}{article(job)} {job}{where}"


# A day or a month a named place took in ("Tesco on Monday", "St Mary's in March").
_WHEN_AFTER_WHERE = regex.compile(rf"\s+(?:on|in)\s+(?:{WEEKDAY_NAMES}|{MONTH_NAMES})$", _I)
# Occupation words that name no job held: a student, someone between jobs or retired, a home, a pastime.
_NOT_A_ROLE = regex.compile(
    r"\b(?:student|pupil|unemployed|retired|retiree|pensioner|graduate|undergrad|undergraduate|housewife|househusband|homemaker|stay-at-home|volunteer|intern"
    r"|employee|freelance|self-employed|apprentice|trainee|cadet|scout|etudiante?|chomeu(?:r|se)|retraitee?)\b",
    _I,
)


def _pronoun_fits(noun: str, who: str) -> bool:
    who = who.lower()
    if noun in _HE:
        return who == "he"
    if noun in _SHE:
        return who == "she"
    return True  # partner, cousin, child: either


def kin_detail(message: str, spans: list[Span], span: Span, name_start: int, name_end: int, noun: str) -> tuple[str, int] | None:
    """(", a fisherman in Peniche", where its words end in `message`) for the person named at
    `name_start:name_end` in sentence `span` (the kin phrase starting at `name_start`, their
    kinship `noun`), or None when none is said as above."""
    noun = regex.sub(r"\s+", " ", noun.lower())
    if noun not in _HE and noun not in _SHE and noun not in _EITHER:
        return None  # a pet, or a friend: only family's identity is the user's context
    if not LEAD.fullmatch(message[span.start:name_start]) and not _CLAUSE_BEFORE.fullmatch(message, span.start, name_start):
        return None  # someone spoken of inside another clause
    later = [s for s in spans if s.start >= span.end][:2]
    m = _AFTER_NAME.match(message, name_end, span.end)
    where = span
    if m is None:
        m = _PRONOUN.search(message, name_end, span.end)
        between = message[name_end:m.start()] if m is not None else ""
        if m is not None and not _ONLY_ME.match(between) and not (
            (m.group("age") or m.group("runs")) and _THEIR_OWN_CLAUSE.match(between) and not _SOMEONE_ELSE.search(between) and not _ANYONE_ELSE.search(between)
        ):
            return None
        if m is None and later:
            nxt = later[0]
            m = _PRONOUN.match(message, nxt.start + len(LEAD.match(nxt.text).group()), nxt.end)
            if m is not None and (_SOMEONE_ELSE.search(message, name_end, span.end) or NOT_SO.search(span.text)):
                return None
            where, later = nxt, later[1:]
        if m is None or not _pronoun_fits(noun, m.group("who")):
            return None
    said = where.text
    consequence = _CONSEQUENCE.match(message, m.end(), where.end)
    if consequence:  # "Kuba is only six so he didn't understand": what follows from it says nothing of the detail
        said = message[where.start:m.end()]
    if m.groupdict().get("turns"):  # "Zayd turns six next month, can you believe it?": the birthday's time and a rhetorical tag are no doubt
        said = _RHETORICAL.sub("", said.replace(m.group("soon"), " "))
    if NOT_SO.search(said) or (later and (_UNDONE.search(later[0].text) or (len(later[0].text) < 40 and NOT_SO.search(later[0].text)))):
        return None  # "…, he's a nurse. Not anymore though."
    phrase = _phrase(m)
    end = m.start("newstime") if m.groupdict().get("newstime") else m.end()  # when the news came is no part of who they are
    return (phrase, end) if phrase else None


# A clause that follows from the detail, with its own subject: "… is only six so he didn't understand why".
# (never one that takes the detail back: "… so he's not really my son", "… so he said")
_CONSEQUENCE = regex.compile(
    r"\G\s*,?\s*(?:so|and\s+so|because|cause|which\s+is\s+why|that['’]s\s+why)\s+(?:he|she|they|i|we)\b"
    rf"(?![^.!?]*\b(?:really|actually|truly|in\s+fact|said|says|apparently|supposedly|claims?|(?:not|n['’]t)\s+(?:my|his|her|their|a|an|{AGE})))",
    _I,
)


# A whole clause of its own before the one opening on the named person: "My parents are still there,
# and my younger sister Nora lives in Moncton" (never "Mum thinks my sister…", "We lost my dad Joe…").
_CLAUSE_BEFORE = regex.compile(r"[^,;:]{3,80}(?:;\s*(?:and\s+|but\s+)?|(?:,\s*|\s[-–—]\s*)(?:and|but|plus|while|whereas)\s+)", _I)


# What the named person does, then a comma, before their pronoun: "Ola starts secondary school, she is
# eleven now" (a few words, no one else in them: `_SOMEONE_ELSE`).
_THEIR_OWN_CLAUSE = regex.compile(r"^\s+(?:[a-z]+\s+){1,4}[a-z]+\s*,\s*(?:and\s+)?$")
# Words that bring someone else into that clause ("Tom met jake yesterday, he's 30"): the pronoun may be theirs.
_ANYONE_ELSE = regex.compile(
    r"\b(?:met|meet|meets|saw|see|sees|dating|dates|dated|married|marries|with|and|for|to|visited|visits|called|calls|texted|hugged|told|tells|asked|asks"
    r"|helped|helps|hired|fired|introduced|babysits|likes|friends?|guy|girl|boy|man|woman|someone|somebody|people|kids?|neighbou?rs?|teachers?|coach|doctor|boss|cousin)\b",
    _I,
)
# In the sentence after, what undoes the detail whatever else it says ("He's not a teacher anymore").
_UNDONE = regex.compile(
    r"n['’]t\b|\b(?:not|no\s+longer|anymore|any\s+more|used\s+to|was|quit|fired|laid\s+off|retired|died|passed|actually|sold|closed|shut|bust|went\s+under"
    r"|demoted|resigned|redundant|took\s+it\s+back|turned\s+(?:it\s+)?down|fell\s+through|rescinded)\b",
    _I,
)
# In the naming sentence, anyone or anything else a later pronoun may stand for.
_SOMEONE_ELSE = regex.compile(
    r"\b(?:a|an|the|his|her|their|some|someone|somebody|anyone|anybody|everyone|everybody|this|that|these|those)\b|(?<=\s)(?-i:\p{Lu}\p{Ll}*)\b(?<!\bI)"
    # one of the user's own people ("My daughter Karen called my mum. She…"): the pronoun may be theirs
    r"|\b(?:my|our)\s+(?:[\w-]+\s+)?(?:" + FAMILY_WORDS + r"|friend|colleague|coworker|co-worker|boss|manager|neighbou?r|roommate|flatmate|teacher|doctor|student|client|patient)s?\b",
    _I,
)


# "My husband is a firefighter", "Our son is six": the partner's occupation and a child's age told
# without a name (seed 002: "partner/spouse name, occupation, children"). Anyone else unnamed, and
# anything else of theirs, stays a third party's ("My sister lives in Rome": the public eval's leak).
_PARTNER = frozenset({"husband", "wife", "partner", "boyfriend", "girlfriend", "fiancé", "fiancée", "fiance", "fiancee"})
_UNNAMED = regex.compile(
    r"\b(?:my|our)\s+(?:(?:little|eldest|oldest|youngest|baby|younger|older)\s+)?"
    r"(?P<noun>husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?|son|daughter)"
    r"(?=\s+(?:is|works|lives|just\s+turned|turned)\b|['’]s\s)(?!['’]s\s+(?:name|called|job|work|been|got|gone|had|done|in\s+(?:hospital|bed|the\s+hospital)))",
    _I,
)


def unnamed_kin(message: str, spans: list[Span]) -> list[tuple[str, str]]:
    """("Has a husband who is a firefighter", its words in `message`) for each close family member
    the user tells who they are without naming them, under `kin_detail`'s conditions."""
    out = []
    for span in spans:
        for m in _UNNAMED.finditer(message, span.start, span.end):
            noun = m.group("noun").lower()
            detail = kin_detail(message, spans, span, m.start(), m.end(), noun)
            if detail is None or (noun in _PARTNER) == detail[0].startswith(", who is ") or detail[0].startswith(", who lives"):
                continue  # a partner's job, a child's age (or study), nothing else
            phrase = detail[0].lstrip(", ")
            who = phrase if phrase.startswith("who ") else f"who is {phrase}"
            out.append((f"Has {article(noun)} {noun} {who}", message[m.start():detail[1]].strip(" ,()")))
    return out


# The same in French: "Mon mari est pompier", "Ma fille a six ans", "Ma sœur habite à Lyon".
FR_JOB = (
    r"(?:(?:un|une)\s+)?(?P<job>(?!(?:menteu|tricheu|emmerdeu|r[âa]leu|fl[ée]mmard|f[êe]tard|bosseu|dragueu|joueu|buveu|fumeu|ronfleu|grogneu|boudeu|chieu|fain[ée]ant|connard|salaud)\w*)(?:[\w-]+(?:eur|euse|rice|iste|ien|ienne|ier|i[èe]re|logue|aire)|prof|pilote|architecte|avocate?"
    r"|comptable|juge|notaire|photographe|graphiste|journaliste|dentiste|pompier|ing[ée]nieure?|chirurgienne?|polici[èe]re?|militaire|kin[ée]|sage-femme"
    r"|boulang[eè]re?|bouch[eè]re?|berg[eè]re?|horlog[eè]re?|maraîch[eè]re?|cheminote?|marin|artisane?|cadre|chef|cheffe)(?:\s+(?:de|d['’])\s*[\w-]+)?"
    r"(?:\s+(?:[àa]|chez|en|au|dans)\s+(?:la\s+|le\s+|l['’])?(?-i:\p{Lu})[\w'’-]*(?:\s+(?-i:\p{Lu})[\w'’-]*){0,3})?)"
)
_FR_END = r"(?=\s*(?:[,;:.!?()]|$)|\s+(?:et|mais|donc|qui|depuis)\b)"
_UNNAMED_FR = regex.compile(
    r"^(?:(?:oh|et|bon|sinon|au\s+fait|d['’]ailleurs)\W+)*(?:mon|ma|notre)\s+(?:(?:petit|petite|grand|grande|jeune|cadet|cadette|a[îi]n[ée]e?)\s+)?"
    r"(?P<noun>(?:mari|femme|compagnon|compagne|copain|copine)\s+(?:est\s+" + FR_JOB + r"|travaille\s+(?!(?:au\s+noir|en\s+ce\s+moment|comme\s+(?:un|une)\s+(?:fou|folle|dingue|malade|chien|b[êe]te))\b)(?:comme|chez|dans|en|au|[àa])\s+[^,;:.!?()]{2,60}?)"
    r"|(?:fils|fille)(?:\s+(?:a[îi]n[ée]e?|cadet|cadette))?\s+a\s+(?:\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|dix-sept|dix-huit|vingt)\s+ans(?!\s+et\s+demi))" + _FR_END,
    _I,
)
_NOT_SO_FR = regex.compile(r"\?|\b(?:ne|n['’]|plus|pas|jamais|était|etait|ancien|ancienne|retrait[ée]e?|mort|morte|décédée?|je\s+crois|peut-être|sans\s+doute|mdr|lol|ptdr|jk|genre)\b|[\p{So}\p{Sk}]", _I)
# French nouns of the user's people and animals that take "une", "sa", "nommée", "est morte" (one list:
# the capture, the kin and the household shapes read it).
FEMININE_FR = frozenset({"chienne", "chatte", "lapine", "jument", "tortue", "fille", "femme", "compagne", "copine", "sœur", "soeur", "mère", "mere",
                         "grand-mère", "tante", "cousine"})


def unnamed_kin_fr(spans: list[Span]) -> list[tuple[str, str]]:
    """("Son mari est pompier", its words) for each sentence opening on a close family member and
    saying who they are, in French, with nothing said of a past, a doubt or a joke."""
    out = []
    for span in spans:
        m = _UNNAMED_FR.match(span.text)
        if m is None or _NOT_SO_FR.search(span.text):
            continue
        noun = regex.match(r"[\w-]+", m.group("noun")).group().lower()
        said = span.text[m.start("noun") + len(noun):m.end()].strip(" ,")
        out.append((f"{'Sa' if noun in FEMININE_FR else 'Son'} {noun} {said}", m.group().strip(" ,")))
    return out
