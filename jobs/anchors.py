"""A life event the sentence tells as something else: as the time of something else, or with
the employer as its subject.

"We brought a lot of Poland with us when we moved to Leeds in 2019", "Mum cried when I left Porto
for culinary school at nineteen", "It's been quiet since I retired from teaching in 2010": the
sentence is about something else (or someone else), its time clause is the user's own lasting life
event. Code lifts the clause out as the first-person sentence it says ("I moved to Leeds in 2019")
and the usual capture reads it, with all its checks; the clause is kept only where it is a life
event by the same definition the capture uses (`disclosure.is_life_event`) or a move to or from a
named place, told in the past, by
the user ("I" or "we"), in a sentence that is no question, no hypothetical and no joke.

"We've set a wedding date, July 20th next year, in Osaka", "Our wedding is on June 3rd": the user's
own wedding, told by its date: "Has set a wedding date: July 20th next year, in Osaka".

"I'm going to be head of geography from September", "I'm starting as a junior developer at Spotify
next month": a new role with the time it starts, "Will start as head of geography in September".

"They let me go on Monday", "the startup ran out of money and they let half of us go, including me":
a lost job told with the employer as subject is read as the user's "I was let go on Monday".

"I'm the events coordinator at the Hilton, six years now": the role held now, with how long.

"It means a lot that you enjoy the desserts I bake", "The podcast I host is about birds": a habit of
the user's told inside a noun phrase is read as "I bake desserts", "I host a podcast" (`made_by_me`;
never a one-off, nor from a sentence the guard refuses).

"Edinburgh accepted me for the masters", "UCL took me onto their nursing course", "Oxford offered me a
place on the MSc", "I was admitted to the PhD program at MIT": a place on a course of study told with the
school as the subject (or in the passive) is read as "I got accepted for the masters at Edinburgh"
(`admitted_by`; a school by a school's word, a known town or an acronym, any name only for a degree with an
institution's verb; never a person's yes, a place on hold, hearsay, a dream or a job scheme).
"""

from __future__ import annotations

from typing import NamedTuple

import regex

from jobs.disclosure import ROLE_NOT_NOW, is_life_event
from jobs.never_stored import never_stored
from jobs.phrasing import article
from jobs.kin import NEWS_LEAD
from jobs.places import known_place
from jobs.sentences import Span, sentences
from jobs.slots import names_occupation
from store.guard import check_content

_I = regex.IGNORECASE

# A past verb: a regular one or the irregular ones life events are told with.
_PAST = r"(?:\w{2,}ed|left|began|became|met|bought|sold|took|got|went|came|lost|won|found|quit|gave\s+up|ran|wrote|built|made|had)"
_CLAUSE = regex.compile(
    r"(?<![\w'’-])(?P<conj>when|after|since|before|(?:back|right|just|not\s+long)\s+(?:when|after|before)|ever\s+since|the\s+(?:year|day|week|month|summer|winter|spring|autumn|fall)|once)\s+"
    r"(?P<who>i|we)\s+(?P<said>(?:(?:first|finally|eventually|just|officially|actually|had)\s+)?" + _PAST + r"\b"
    # the clause's own words, up to its end: punctuation, or a new clause
    r"(?:(?!\s+(?:and|but|so|because|which|who|while|then|until|though|although|lol|haha\w*)\b)[^,;:.!?()…\"“”])*)",
    _I,
)
# What takes the whole sentence away: a question, a wish or a supposition, someone's say-so, a joke.
_NOT_TOLD = regex.compile(
    r"\?|\b(?:if|would|wish|imagine|suppose|pretend|dreamt|dreamed|dream|someday|one\s+day|lol|lmao|haha\w*|jk|kidding"
    r"|thinks?|thought|believes?|says|said|claims?|reckons?|guess|maybe|probably|apparently|supposedly|hope|hoping|hopefully|fingers\s+crossed|pray\w*"
    # a denial of it ("which I never actually did"), never a "not long after" of the clause itself
    r"|(?:which|but)\s+i\s+(?:never|didn['’]t|did\s+not)|never\s+(?:actually\s+)?(?:did|happened)|not\s+really|a\s+lie"
    r"|oh\s+sure|yeah\s+right|dream\w*|called\s+(?:it\s+)?off|cancel\w*|in\s+(?:the|a|my)\s+(?:play|game|sims|novel|story|film|movie|show))\b"
    # someone's words: quoted, or after a colon ("Her text: …", "Boss's email: …")
    r"|[\"“”'‘’](?=\w)(?<![\w]['’])|:",
    _I,
)
# Sentences whose whole-sentence reading leaves nothing of the user's: those that stay unread.
_KEEP_OUT = frozenset({"question", "hypothetical", "conditional", "joke", "roleplay", "quoted", "delegated", "instruction", "upstream_request", "session_task"})


# "It's been two years since …": a span of time the capture's own "since" shapes read with the event.
_SPAN_BEFORE = regex.compile(r"\bbeen\s+[^,;:.!?]{1,40}?\s+(?:ever\s+)?since\s+$", _I)
# Leaving a named place, or coming to one: a move, whatever else the capture calls a life event.
_A_MOVE = regex.compile(r"^(?:I|We)\s+(?:first\s+|finally\s+)?(?:left|came\s+(?:over\s+)?to|arrived\s+in|emigrated|immigrated|relocated)\b.*?\s(?-i:\p{Lu})", _I)


# What "we" do that is the household's: move, leave, marry, buy a home, adopt, have a child.
_HOUSEHOLD_EVENT = regex.compile(r"^We\s+(?:(?:first|finally|just|officially)\s+)?(?:moved|emigrated|immigrated|relocated|left|came|got\s+(?:married|engaged)|married|bought\s+(?:a|the|our)\s+(?:house|home|flat|apartment|farm|place)|adopted|had\s+(?:a|our)\s+(?:baby|son|daughter|first))\b", _I)


class Lifted(NamedTuple):
    said: str  # the first-person sentence the clause says: "I moved to Leeds in 2019."
    start: int  # where the clause's own words are in the message
    end: int
    after: str  # the rest of its sentence, and the sentence after: what may take it back
    following: str


def _sentences_told(message: str) -> list[tuple[Span, str]]:
    """Each sentence of `message` with the text of the sentence after it ("" for the last)."""
    spans = sentences(message)
    return [(span, spans[k + 1].text if k + 1 < len(spans) else "") for k, span in enumerate(spans)]


def _taken_away(text: str, sentence: str) -> bool:
    """Whether `text` (of `sentence`) is no telling: a question, a supposition, someone's words, a joke (above)."""
    return bool(_NOT_TOLD.search(text)) or never_stored(sentence) in _KEEP_OUT


def lifted_events(message: str) -> list[Lifted]:
    """Each past life event of the user's told as the time clause of a sentence about something else."""
    out = []
    for span, following in _sentences_told(message):
        if _taken_away(span.text, span.text):
            continue
        for m in _CLAUSE.finditer(message, span.start, span.end):
            if m.start() == span.start or not message[span.start:m.start()].strip(" ,-–—"):
                continue  # the sentence opens on its clause ("When I moved to Leeds, …"): the usual capture reads it
            if _SPAN_BEFORE.search(message, span.start, m.start("who")):
                continue  # "It's been two years since I moved to Leeds": the span dates it (capture's "since" shapes)
            words = m.group("said").strip()
            said = f"{m.group('who')} {words}".strip()
            said = "I" + said[1:] if said[:2].lower() == "i " else "We" + said[2:]
            if len(words.split()) < 2 or not (is_life_event(said) or _A_MOVE.match(said)):
                continue
            if said.startswith("We") and not _HOUSEHOLD_EVENT.match(said):
                continue  # "after we joined the EU in 1973": a "we" bigger than the household
            out.append(Lifted(f"{said}.", m.start("who"), m.end("said"), message[m.end("said"):span.end], following))
    return out


# A habit of the user's told inside a noun phrase about something else: "It means a lot that you enjoy
# the desserts I bake", "Thanks for listening to the songs I write", "the team I coach". Only a verb
# of making, growing, leading or playing, in the present, of a thing named without a capital; never a
# one-off ("the cake I bake for her birthday tomorrow").
_MADE_BY_ME = regex.compile(
    r"\b(?:the|those|these|all\s+the)\s+(?P<thing>(?:(?!(?:one|ones|thing|things|stuff|way|time|times|only|same|kind|sort|type|guy|girl|man|woman|people|person|way|place|bit)\b)[a-z][a-z'’-]+\s+){0,2}"
    r"(?!(?:one|ones|thing|things|stuff|way|time|times|guy|girl|man|woman|people|person|place|bit|money|cash|drugs|weed|guns?)\b)[a-z][a-z'’-]+)"
    r"\s+(?:that\s+)?i\s+(?:(?:still|usually|always|often|regularly)\s+)?(?P<verb>bake|cook|make|write|paint|draw|knit|sew|build|grow|brew|host|coach|teach|sing|design|record|produce|run|carve|roast|compose)"
    r"(?P<when>\s+(?:every|each)\s+(?:day|week|weekend|morning|evening|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\s+on\s+(?:weekends|sundays|saturdays|mondays|fridays))?"
    r"(?=\s*(?:$|[,.;:!…)]|\s+(?:and|but|so|are|is|were|was|at|in|on|for\s+(?:the|my|our)\s+(?:shop|bakery|café|cafe|restaurant|market|stall|school|club|team|band))\b))",
    _I,
)
_MASS = regex.compile(r"\b(?:bread|sourdough|music|pottery|coffee|beer|wine|cider|jam|soap|jewell?ery|furniture|art|food|honey|cheese|kombucha|granola|pasta|chocolate|pizza|sushi|ice\s+cream|candles?)$", _I)
_ONE_OFF = regex.compile(r"\b(?:tomorrow|tonight|today|yesterday|next|last|this\s+(?:morning|afternoon|evening|weekend|week)|for\s+(?:her|his|their|your|my)\s+(?:birthday|wedding|party))\b", _I)


def made_by_me(message: str) -> list[Lifted]:
    """Each habit of the user's told inside a noun phrase (`_MADE_BY_ME`), as the user's own sentence ("I bake desserts.")."""
    out = []
    for span, following in _sentences_told(message):
        found = list(_MADE_BY_ME.finditer(message, span.start, span.end))
        if not found or _taken_away(span.text, span.text):
            continue  # the shape first: the sentence-wide checks and the guard run only where it is
        if not check_content(span.text).allowed:
            continue  # "The podcast I host is about my HIV journey": what it is about is never kept, so nor is it
        for m in found:
            if _ONE_OFF.search(message, m.end(), span.end) or _ONE_OFF.search(message, span.start, m.start()):
                continue
            thing, verb = m.group("thing"), m.group("verb").lower()
            bare = (thing.endswith("s") and not thing.endswith(("ss", "us"))) or _MASS.search(thing)
            said = f"I {verb} {thing if bare else article(thing) + ' ' + thing}{m.group('when') or ''}."
            out.append(Lifted(said, m.start(), m.end(), message[m.end():span.end], following))
    return out


_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_HOW_MANY = r"(?:half|most|some|a\s+lot|lots|a\s+bunch|a\s+third|a\s+quarter|all|many|loads|\d+|two|three|four|five|six|ten|twenty|fifty)"
_EMPLOYER_DID = regex.compile(
    r"\b(?P<by>they|the\s+(?:[\w-]+\s+)?(?:company|firm|startup|start-up|bakery|shop|store|restaurant|bank|agency|office|business|boss|manager|lab|studio|paper|magazine|charity|factory|warehouse|hotel|café|cafe)"
    r"|my\s+(?:boss|manager|company|employer))\s+(?:(?:finally|just|officially|suddenly|basically)\s+)?"
    r"(?P<verb>let\s+me\s+go|laid\s+me\s+off|fired\s+me|sacked\s+me|made\s+me\s+redundant"
    rf"|let\s+{_HOW_MANY}\s+of\s+us\s+go|laid\s+{_HOW_MANY}\s+of\s+us\s+off|laid\s+off\s+{_HOW_MANY}\s+of\s+us|made\s+{_HOW_MANY}\s+of\s+us\s+redundant)\b"
    r"(?P<rest>[^,;:.!?()…]*)",
    _I,
)
_AS_THE_USER = {"let": "I was let go", "laid": "I was laid off", "fired": "I was fired", "sacked": "I was sacked", "made": "I was made redundant"}
# Among the many let go, the user: "including me", "me included", "and I was one of them".
_ME_AMONG = regex.compile(r"\b(?:including\s+me|me\s+included|and\s+i\s+was\s+one\s+of\s+them|me\s+among\s+them|myself\s+included)\b", _I)
# When and from where, nothing else: "on Monday", "from the bakery", "last week".
_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_WHEN_WHERE = regex.compile(
    rf"(?:\s+(?:on\s+{_DAY}|on\s+the\s+\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of\s+{_MONTH})?|in\s+(?:{_MONTH}|(?:19|20)\d\d|(?:the\s+)?(?:spring|summer|autumn|fall|winter))"
    rf"|last\s+(?:week|month|year|{_DAY}|spring|summer|autumn|fall|winter)|this\s+(?:week|month|year|morning)|yesterday|today|back\s+in\s+(?:19|20)\d\d"
    r"|(?:a|one|two|three|four|five|six|\d+)\s+(?:days|weeks|months|years)\s+ago|after\s+(?:\w+\s+)?(?:years|months|decades))\b)+",
    _I,
)
_NOT_DONE = regex.compile(r"\b(?:almost|nearly|threaten\w*|might|could|may|will|gonna|going\s+to|about\s+to|want(?:ed|s)?\s+to|tried\s+to|if|would|never|didn['’]t|won['’]t|not)\b", _I)


def employer_told(message: str) -> list[Lifted]:
    """Each lost job of the user's told with the employer as the subject, as the user's own sentence."""
    out = []
    for span, following in _sentences_told(message):
        if _taken_away(span.text, span.text):
            continue
        for m in _EMPLOYER_DID.finditer(message, span.start, span.end):
            if _NOT_DONE.search(message, span.start, m.start("verb")):
                continue  # "they almost let me go", "they might lay me off"
            verb = m.group("verb").lower()
            if " us" in verb and not _ME_AMONG.search(span.text):
                continue  # many let go, the user not said to be one of them
            when = _WHEN_WHERE.match(m.group("rest"))
            if m.group("rest").strip() and not (when and when.end() == len(m.group("rest"))):
                continue  # "they let me go home early", "fired me up": no job lost
            by = m.group("by")
            employer = ""
            if regex.match(r"the\s", by, _I) and not regex.match(r"the\s+(?:boss|owner|manager)\b", by, _I):
                employer = f" from {by[:1].lower()}{by[1:]}"  # "The bakery let me go" -> "from the bakery"
            employer = "" if verb.startswith("made") else employer
            said = _AS_THE_USER[verb.split()[0]] + (employer if not (when and when.group().lstrip().lower().startswith("from")) else "") + (when.group().rstrip() if when else "")
            end = m.start("rest") + (len(when.group().rstrip()) if when else 0)
            out.append(Lifted(f"{said}.", m.start(), end, message[end:span.end], following))
    return out


# A place of study by its name, a few capitalised words ("Edinburgh", "the University of Tasmania", "UCL"),
# or a lowercase chat's known town or school ("durham", "imperial college"); which of its words name a school is checked in `_school`. Or
# the school by its kind, left out of the note ("the uni", "my first choice").
_SCHOOL = (
    r"(?P<by>(?P<kind>(?:the|my)\s+(?:uni|university|college|school|programme|program|department|admissions(?:\s+office)?|(?:top|first|dream)\s+(?:choice|school|uni)))"
    r"|(?:(?:the\s+)?(?-i:\p{Lu})[\w&'’.-]+(?:\s+(?:of\s+|de\s+|for\s+)?(?-i:\p{Lu})[\w&'’.-]+){0,5}|(?-i:[a-z])[\w'’-]+(?:\s+(?-i:[a-z])[\w'’-]+)?))"
)
# A degree or a course at a school: a few words before its kind ("their nursing course", "the PhD").
_DEGREE = (
    r"phd|ph\.d\.?|dphil|doctorate|doctoral\s+program(?:me)?|masters?|master['’]s|msc|mres|mphil|mba|llm|llb|jd|ma|ba|bsc|pgce|degree|law\s+school|med\s+school"
    r"|medical\s+school|grad\s+school|graduate\s+school|nursing\s+school|foundation\s+year"
)
_STUDY_PLACE = (
    r"(?P<prog>(?:(?:the|a|an|their|its|his|her)\s+)?(?P<mods>(?:[\w'’-]+\s+){0,3}?)(?P<head>" + _DEGREE
    + r"|course|program|programme|residency|fellowship|apprenticeship|scholarship|conservatoire|conservatory))"
    # its field, left out of the note (a field and a time or a manner read alike: "in data science", "in record time", "in late September")
    r"(?:\s+in\s+(?!(?:principle|theory)\b)[\w'’-]+(?:\s+(?:and\s+)?(?!(?:at|in|from|starting|this|next|with|for)\b)[\w'’-]+){0,2})?"
    r"(?=\s*(?:$|[,;:.!?()…\p{So}\p{Sk}]|\s[-–—]\s|\s+(?:and|but|so|with|starting|from|in|at|this|next|for|application)\b))"
)
# "Edinburgh accepted me for the masters", "UCL took me onto their nursing course", "Oxford offered me a
# place on the MSc", "UCL said yes to the phd", "The University of Tasmania accepted my PhD application".
_ADMITTED = regex.compile(
    r"(?<![\w'’-])" + _SCHOOL + r"(?:['’]s)?\s+(?:(?:finally|just|officially|actually|has|have)\s+)?"
    r"(?:(?:accepted|admitted|took)\s+me\s+(?P<prep>for|onto|on|into|to)\s+|(?:offered|gave)\s+me\s+a\s+(?:place|spot|seat)\s+(?P<prep2>on|in|at|for)\s+"
    r"|said\s+yes\s+to\s+(?:me\s+for\s+|my\s+application\s+for\s+)?|accepted\s+my\s+application\s+(?:for|to)\s+"
    r"|accepted\s+my\s+(?=(?:[\w'’.-]+\s+){1,3}?application\b))" + _STUDY_PLACE
    + r"(?:\s+application)?",
    _I,
)
# "I was admitted to the PhD program at MIT": the passive, a degree only (never "the detox program").
_WAS_ADMITTED = regex.compile(
    r"\bi\s+(?:was|got|have\s+been|['’]ve\s+been|['’]m|am)\s+(?:(?:finally|just|officially)\s+)?admitted\s+(?P<prep>to|into|onto)\s+" + _STUDY_PLACE
    + r"(?:\s+at\s+(?P<at>(?:the\s+)?(?-i:\p{Lu})[\w&'’-]+(?:\s+(?:of\s+)?(?-i:\p{Lu})[\w&'’-]+){0,4}))?",
    _I,
)
# A title before a name: a person's yes, not a school's ("Prof Nakamura", "Dr Patel").
_PERSON_BY_TITLE = regex.compile(
    r"\b(?:prof|professor|dr|doctor|mr|mrs|ms|miss|sir|dame|coach|auntie|aunt|uncle)\b\.?|^(?:they|he|she|it|we|you|nobody|no\s+one|everyone|everybody|someone|somebody|anyone|none)$", _I
)
# Words that name a school: its kind, in its name.
_SCHOOL_WORD = regex.compile(
    r"\b(?:university|universit[ée]|uni|college|institute|school|academy|polytechnic|poly|conservatoire|conservatory|seminary|imperial|sorbonne)\b", _I
)
# A word a sentence may open on before the school's name: no part of it ("Luckily UCL", "On Monday Durham").
_NOT_A_NAME_WORD = regex.compile(
    r"(?:\w+ly|on|in|at|because|since|today|yesterday|tonight|then|and|but|so|when|after|before|now|well|oh|omg|wow|yay|yes|finally|last|this|somehow|anyway|also|still|even|just|dear|diary|"
    + _MONTH + "|" + _DAY + ")",
    _I,
)
# A degree among the words before a course's kind ("the PhD program", "their nursing course" is a course
# of a school named, checked with the school; "the detox program" is none).
_DEGREE_WORD = regex.compile(r"\b(?:" + _DEGREE + r"|postgraduate|undergraduate|doctoral|nursing|medical|law|engineering|teaching|teacher\s+training)\b", _I)
# What takes the place back, after it or in the next sentence, or frames it before: "…, then rescinded the
# offer", "April fools!", "Haha no.", "I'd love to say…", "He was like, …".
_ADMIT_UNDONE = regex.compile(
    r"\b(?:rescind\w*|withdr\w*|took\s+(?:it\s+)?back|april\s+fools?|kidding|jk|joking|not\s+really|lol\s+no|haha\s+no|in\s+my\s+dreams|said\s+no\s*(?:one|body)"
    r"|yeah\s+right|psych|sike|in\s+principle|conditional\w*|pending|provisional\w*|wait-?list\w*|wait\s+list|shortlist\w*|interview\w*|wrong\s+(?:email|person|name)"
    r"|meant\s+for\s+someone|(?:he|she|they|someone)\s+(?:wrote|said|says|texted|told\s+me))\b|^\W*(?:\w+\W+)?(?:no|nope|nah)\b|\bnot\W*$",
    _I,
)
_FRAMED = regex.compile(r"\b(?:love\s+to\s+say|(?:was|were|is|are)\s+like|i['’]d|would|wish|pretend\w*|dream\w*|another\s+life|parallel\s+universe|alternate\s+universe|allegedly|supposedly|apparently|rumou?r\w*)\b", _I)


def _school(name: str, strict: bool = True, towns: bool = True) -> str | None:
    """The words of `name` that name a school, without the words a sentence opens on ("Luckily UCL" ->
    "UCL", "On Monday Durham" -> "Durham"). Strict: its ending must have a school's word in it, be a known
    town, country or state (unless not `towns`), or be an acronym; otherwise any name will do ("McGill", "Texas A&M"). Never a
    person by their title ("Prof Nakamura"); lowercase, a known town or a school's word only ("durham",
    "imperial college")."""
    if _PERSON_BY_TITLE.search(name):
        return None
    words = regex.sub(r"['’]s$", "", name).split()  # "Edinburgh's accepted me"
    for k in range(len(words)):
        if _NOT_A_NAME_WORD.fullmatch(words[k]) and not _SCHOOL_WORD.fullmatch(" ".join(words[k + 1:])):
            continue  # "Luckily UCL" -> "UCL", but "Kelly College" stays whole
        tail = " ".join(words[k:])
        bare = regex.sub(r"^the\s+", "", tail, flags=_I)
        named = bool(_SCHOOL_WORD.search(bare) or towns and known_place(bare))  # a town is no school when a person may be meant ("Anna said yes")
        if bare[:1].islower():
            return bare.title() if named else None
        if named or regex.fullmatch(r"(?-i:[A-Z]{3,6})", bare) or not strict:
            return tail
    return None


def admitted_by(message: str) -> list[Lifted]:
    """Each place on a course of study the user was given, told with the school as the subject or in the
    passive, as the user's own sentence: "Edinburgh accepted me for the masters" -> "I got accepted
    for the masters at Edinburgh."."""
    out = []
    before = ""  # the sentence before: "Last night I had a dream. Edinburgh accepted me…"
    for span, following in _sentences_told(message):
        # the school's yes and news announced before it ("Big news: …", "Guess what, …"): no one's words, no guess
        told = regex.sub(r"\bsaid\s+yes\b", "agreed", regex.sub(r"^\W*(?:guess\s+what\W*|" + NEWS_LEAD + ")", "", span.text, flags=_I), flags=_I)
        if _taken_away(told, told) or _ADMIT_UNDONE.search(following) or _FRAMED.search(before):
            before = span.text
            continue
        before = span.text
        for m in list(_ADMITTED.finditer(message, span.start, span.end)) + list(_WAS_ADMITTED.finditer(message, span.start, span.end)):
            clause = max([span.start] + [c.end() for c in regex.finditer(r"[,;]|\bbut\b", message[:m.start()], _I) if c.end() > span.start])
            if _NOT_DONE.search(message, clause, m.end("prog")) or _FRAMED.search(message, span.start, m.end("prog")) or _ADMIT_UNDONE.search(message, m.end(), span.end):
                continue  # "they almost took me", "Edinburgh didn't accept me", "I'd love to say …", "…, then rescinded the offer"
            passive = m.re is _WAS_ADMITTED
            degree = _DEGREE_WORD.search(m.group("prog"))
            if passive:
                by = _school(m.group("at")) if m.group("at") else None  # "at Christmas": no school named
                if not degree:
                    continue  # "admitted to the psychiatric program": no course of study
            elif m.group("kind"):
                by = None  # "the uni said yes": the course, no school named
            else:
                # a person may say yes, only a school accepts onto a degree; a course without one only at a school so named
                said_yes = " yes " in f" {m.group().lower()} "
                by = _school(m.group("by"), strict=said_yes or not degree, towns=not said_yes)
                if by is None or not degree and not _SCHOOL_WORD.search(by):
                    continue  # "Anna said yes to the PhD", "Weight Watchers accepted me onto the program", "The RAF took me onto the pilot training program"
            prep = (m.groupdict().get("prep") or m.groupdict().get("prep2") or "to").lower()
            prog = m.group("prog")
            if not regex.match(r"(?:the|a|an)\s", prog, _I):
                prog = "the " + regex.sub(r"^(?:their|its|his|her)\s+", "", prog, flags=_I)
            at = f" at {by[:1].lower()}{by[1:]}" if by and regex.match(r"the\s", by, _I) else (f" at {by}" if by else "")
            said = f"I was offered a place {prep} {prog}{at}." if m.groupdict().get("prep2") else f"I got accepted {prep} {prog}{at}."
            start = m.start("by") + len(m.group("by")) - len(by) if not passive and by and m.group("by").endswith(by) else m.start()
            out.append(Lifted(said, start, m.end(), message[m.end():span.end], following))
    return out


_DATE = (
    rf"(?P<date>(?:(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}|{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?|(?:next\s+)?(?:spring|summer|autumn|fall|winter)|{_MONTH})"
    r"(?:,?\s+(?:next\s+year|this\s+year|\d{4}))?)"
)
_PLACE = r"(?:,?\s+(?:in|at)\s+(?P<place>(?-i:\p{Lu})[\w'’-]+(?:\s+(?-i:\p{Lu})[\w'’-]+){0,2}))?"
_WEDDING_DATE = regex.compile(
    r"\b(?:(?:we|i)(?:['’]ve|\s+have)?\s+(?:(?:finally|officially|just)\s+)?(?:set|picked|chosen|chose|fixed)\s+(?:a|the|our)\s+(?:wedding\s+date|date\s+for\s+(?:the|our)\s+wedding)"
    r"|(?:our|my)\s+wedding\s+(?:is|will\s+be)|we['’]re\s+getting\s+married)"
    r"\s*[,:–—-]?\s*(?:(?:for|as|on|in)\s+)?" + _DATE + _PLACE + r"(?=\s*(?:$|[,;:.!?()…]|\s[-–—]\s|\s+(?:and|but|so|which|at)\b))",
    _I,
)


# Someone else's wedding in the message: whose date it is, is not clear.
_SOMEONE_ELSES_WEDDING = regex.compile(
    r"\b(?:[\w-]+['’]s\s+(?:wedding|getting\s+married)|(?:he|she|they)['’](?:s|re)\s+getting\s+married|(?:he|she|they)\s+(?:is|are)\s+getting\s+married|client|couple|bride|groom)\b", _I
)
# The next sentence takes it back: "Well, was.", "No wait", "We called it off."
_NOT_SO_AFTER = regex.compile(r"\W*(?:well,?\s+was|no\s+wait|not\s+anymore|we\s+called\s+it\s+off|it['’]s\s+off|called\s+off|cancel\w*|jk|just\s+kidding)\b", _I)


def wedding_dates(message: str) -> list[tuple[str, int, int]]:
    """("Has set a wedding date: July 20th next year, in Osaka", where its words are) for the user's
    own wedding told by its date, in the user's words."""
    out = []
    for span, following in _sentences_told(message):
        m = _WEDDING_DATE.search(message, span.start, span.end)
        if m is None or _taken_away(message[span.start:m.start()] + " " + message[m.end():span.end], span.text):
            continue  # its own colon ("the date for our wedding: June 3rd") is no one else's words
        if regex.match(r"we['’]re\s+getting", m.group(), _I):
            continue  # "we're getting married on …" the usual capture reads itself
        if _SOMEONE_ELSES_WEDDING.search(message) or _NOT_SO_AFTER.match(following):
            continue  # "My brother's getting married! We've set a date…", "… Well, was. We called it off."
        place = f", in {m.group('place')}" if m.group("place") else ""
        out.append((f"Has set a wedding date: {m.group('date')}{place}", m.start(), m.end()))
    return out


_WHEN_IT_STARTS = (
    rf"(?P<when>(?:from|in|on|starting(?:\s+(?:in|on|from))?|as\s+of|next|this\s+coming|this)\s+(?:the\s+|next\s+)?(?:{_MONTH}\b(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}\b"
    r"|(?:spring|summer|autumn|fall|winter|term|semester|year|month|week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|new\s+year|january)\b)(?:\s+\d{4})?)"
)
# A role's words ("head of geography", "senior nurse") and the named employer after it ("at Arup Leeds"),
# read alike by a role to come and a role held now.
_ROLE_WORDS = r"(?:[\w-]+\s+){0,3}?[\w-]+(?:\s+of\s+(?:the\s+)?[\w-]+(?:\s+department)?)?"
_EMPLOYER = r"(?-i:\p{Lu})[\w&'’-]+(?:\s+(?-i:\p{Lu})[\w&'’-]+){0,2}"
_NEW_ROLE = regex.compile(
    r"\b(?:i['’]m\s+going\s+to\s+be|i\s+am\s+going\s+to\s+be|i['’]ll\s+be|i\s+will\s+be|i\s+start\s+as|i['’]m\s+starting\s+as|i\s+am\s+starting\s+as|i['’]ll\s+start\s+as|i\s+will\s+start\s+as"
    r"|i['’]m\s+(?:officially\s+)?(?:the\s+new|taking\s+over\s+as))\s+"
    r"(?P<role>(?:(?:the|a|an)\s+)?(?:new\s+)?" + _ROLE_WORDS + ")"
    r"(?P<at>\s+(?:at|for|with)\s+" + _EMPLOYER + r")?\s+" + _WHEN_IT_STARTS
    + r"(?=\s*(?:$|[,;:.!?()…]|\s[-–—]\s|\s+(?:and|but|so|which|when|after)\b))",
    _I,
)
# The time first: "From September I'll be head of geography."
_NEW_ROLE_AFTER_WHEN = regex.compile(
    r"^\W*(?:(?:so|and|oh|well)[\s,]+)*" + _WHEN_IT_STARTS + r"\s*,?\s+(?:i['’]ll\s+be|i\s+will\s+be|i['’]m|i\s+am|i\s+start\s+as|i['’]ll\s+start\s+as)\s+"
    r"(?P<role>(?:(?:the|a|an)\s+)?(?:new\s+)?" + _ROLE_WORDS + ")"
    r"(?P<at>\s+(?:at|for|with)\s+" + _EMPLOYER + r")?\s*(?=$|[,;:.!?()…])",
    _I,
)
_TITLE = regex.compile(r"\b(?:head|director|manager|lead|chair|captain|principal|coordinator|supervisor|editor|president|deputy|dean|foreman|superintendent|officer|chief|partner)s?\b", _I)
_NOT_A_ROLE = regex.compile(r"\b(?:rubbish|terrible|bad|good|great|awful|lazy|busy|away|off|out|back|home|here|there|late|free|fine|ok|okay|ready|done|gone|alone|working|busier|mom|mum|dad|parent|aunt|uncle|godmother|godfather|bridesmaid|best\s+man|grandma|grandpa)\b", _I)


def new_roles(message: str) -> list[tuple[str, int, int]]:
    """("Will start as head of geography in September", where its words are) for a new role of the
    user's told with the time it starts."""
    out = []
    for span, following in _sentences_told(message):
        if _taken_away(span.text, span.text) or _NOT_SO_AFTER.match(following):
            continue
        m = _NEW_ROLE.search(message, span.start, span.end) or _NEW_ROLE_AFTER_WHEN.match(message, span.start, span.end)
        if m is None:
            continue
        role = regex.sub(r"^(?:the|a|an)\s+", "", m.group("role"), flags=_I)
        if _NOT_A_ROLE.search(role) or not (names_occupation(role) or _TITLE.search(role)) or regex.search(r"\b(?:your|my|his|her|their)\b", role, _I):
            continue  # "I'll be your new manager from Monday": someone else's words
        role = m.group("role")  # as said: "the new manager", "a junior developer", "head of geography"
        when = m.group("when")
        when = regex.sub(r"^(?:from|starting(?:\s+(?:in|on|from))?|as\s+of)\s+", "", when, flags=_I)
        on = regex.search(r"\d|day\b", when, _I)
        when = when if regex.match(r"(?:in|on|next|this)\b", when, _I) else (f"on {when}" if on else f"in {when}")
        out.append((f"Will start as {role}{m.group('at') or ''} {when}", m.start(), m.end()))
    return out


# The role the user holds now, said with "the": "I'm the events coordinator at the Hilton", "Yeah, I'm still
# the events coordinator there" (never "the one who…", "the worst cook", "your manager", a role to come).
_ROLE_NOW = regex.compile(
    r"(?:^|(?<=[,;]\s*))\W*(?:(?:yeah|yes|yep|well|so|oh|and|actually|honestly)\W+)*i(?:['’]m|\s+am)\s+(?:(?:still|now|currently|actually|also)\s+)*the\s+"
    r"(?P<role>(?!(?:new|next|future|former|old|acting|interim|one|only|worst|best|first|last|same|other)\b)" + _ROLE_WORDS + r")"
    r"(?:\s+(?P<prep>at|for|with)\s+(?P<at>(?:the\s+)?" + _EMPLOYER + r")|\s+(?:there|here))?"
    r"(?=\s*(?:$|[,;:.!?()…]|\s[-–—]\s|\s+(?:and|but|now)\b))",
    _I,
)


def roles_now(message: str) -> list[tuple[str, int, int]]:
    """("Is the events coordinator at the Hilton", where its words are) for the role the user holds
    now, said with "the" ("there" left out: "Is the events coordinator")."""
    out = []
    for span, following in _sentences_told(message):
        m = _ROLE_NOW.search(message, span.start, span.end)
        if m is None or _taken_away(span.text, span.text) or _NOT_SO_AFTER.match(following) or ROLE_NOT_NOW.search(message, m.end(), span.end):
            continue  # "…, but stepping down in May", "… until the summer": a role held no longer
        role = m.group("role")
        if _NOT_A_ROLE.search(role) or not (names_occupation(role.split()[-1]) or _TITLE.search(role)) or regex.search(r"\b(?:your|my|his|her|their|our)\b", role, _I):
            continue
        at = f" {m.group('prep').lower()} {m.group('at')}" if m.group("at") else ""
        tail = _HOW_LONG_TAIL.match(message, m.end(), span.end)  # "…, six years now": how long, as the other shapes keep it
        how_long = f", {tail.group('long')}" if tail else ""
        out.append((f"Is the {role}{at}{how_long}", m.start(), tail.end("long") if tail else m.end()))
    return out


_HOW_LONG_TAIL = regex.compile(
    r"\s*,\s*(?P<long>(?:(?:going\s+on|almost|nearly|over|about|just\s+over)\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a\s+few|a\s+couple\s+of)"
    r"\s+years?(?:\s+(?:now|already|and\s+counting|in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)))?)(?=\s*(?:$|[.!…]))",
    _I,
)
