"""Split a message into sentences and clauses, English and French, keeping offsets.

Every span keeps its `start`/`end` in the original message, so `message[span.start:span.end] ==
span.text` always holds: evidence cut from a span is an exact substring of what the user wrote.
Robust to a missing final period, ellipses, abbreviations ("e.g.", "i.e.", "etc.", "p. ex."),
decimal numbers ("2.5"), times ("10:30"), URLs and bullet lists.
"""

from __future__ import annotations

from dataclasses import dataclass

import regex

from jobs.when import MONTH_NAMES, WEEKDAY_NAMES

_I = regex.IGNORECASE


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    text: str


# Abbreviations after which a period does not end a sentence (lowercase, without the final period).
_ABBREV = frozenset(
    {
        "e.g", "eg", "i.e", "ie", "vs", "v", "mr", "mrs", "ms", "dr", "prof", "st", "cf", "approx",
        "incl", "esp", "fig", "jr", "sr", "resp", "p.ex", "ex", "env", "mme", "mlle", "m", "nb",
        "n.b", "ca", "a.k.a", "aka", "u.s", "u.k", "p", "pp", "vol", "ch", "sec", "min",
    }
)
# Abbreviations that end a sentence when the next word starts with a capital.
_SOFT_ABBREV = frozenset({"etc", "inc", "ltd", "co", "corp"})

# A run of terminal punctuation (with closing quotes/brackets) followed by space or the end,
# or a line break: the candidate sentence boundaries.
_BOUNDARY = regex.compile(
    r"""(?:[.!?…]+|\.{2,})["'”’»)\]]*(?=\s|$)|\n+"""
    # Chat ends a sentence with an emoji where prose puts a period ("his name's Biscuit 🐕 what do i
    # feed him"): a run of emoji ends one when a clause opener follows (never a mere capital: "I live in
    # 🏠 London"); the run is read once, from its first emoji (possessive: linear time).
    # A laughing emoji never does: the laugh stays with all its sentence (jobs/never_stored.py).
    r"""|(?<=[^\s\p{Extended_Pictographic}\uFE0F\u200D\p{Emoji_Modifier}]\s?)(?:(?![😂🤣😜😝😛🙃😏😆😹])[\p{Extended_Pictographic}\uFE0F\u200D\p{Emoji_Modifier}])++(?=\s+(?:(?:i|i['’]\w+|im|ive|my|we|we['’]\w+|you|what|how|why|when|where|anyway|btw|also|je|j['’]|jsuis|jpense|tu|on|mon|ma|mes|c['’]est|bref|sinon|du\s+coup)\b))""",
    _I,
)
_TOKEN_BEFORE = regex.compile(r"([\w.]+)\.$")
# How far back a token before a period is read: abbreviations are short, and a bounded look keeps
# splitting linear in the length of the text (a 20,000-character message is one pass, not n²).
_TOKEN_LOOKBACK = 48
_NEXT_VISIBLE = regex.compile(r"\s*(\S?)")
_BULLET = regex.compile(r"(?:[-*•·>]+|\d{1,2}[.)])\s+")
_TRIM_END = "\"'”’»)]"


def _is_boundary(text: str, m: regex.Match) -> bool:
    punct = m.group()
    if punct.startswith("\n"):
        return True
    after = _NEXT_VISIBLE.match(text, m.end()).group(1)  # the first visible character after, or ""
    if punct.rstrip(_TRIM_END) == ".":
        before = _TOKEN_BEFORE.search(text, max(0, m.start() - _TOKEN_LOOKBACK), m.start() + 1)
        token = before.group(1).lower() if before else ""
        if token in _ABBREV:
            return False
        if token in _SOFT_ABBREV:
            return bool(after) and after[0].isupper()
        # An initial ("J. R. Smith"): a single capital letter before the period.
        if len(token) == 1 and token.isalpha() and text[m.start() - 1].isupper() and after[:1].isupper():
            return False
    if punct.startswith("…") or punct.startswith(".."):
        # "I'm building... a station": an ellipsis followed by lowercase continues the sentence.
        if after and after[0].islower():
            return False
    return True


def _trimmed(text: str, start: int, end: int) -> Span | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    bullet = _BULLET.match(text, start, end)
    if bullet:
        start = bullet.end()
    if start >= end:
        return None
    return Span(start, end, text[start:end])


def sentences(text: str) -> list[Span]:
    """The sentences of `text`, each with its exact offsets (terminal punctuation included)."""
    out: list[Span] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        if not _is_boundary(text, m):
            continue
        end = m.start() if m.group().startswith("\n") else m.end()
        span = _trimmed(text, start, end)
        if span is not None:
            out.append(span)
        start = m.end()
    span = _trimmed(text, start, len(text))
    if span is not None:
        out.append(span)
    return out


def split_sentences(text: str) -> list[str]:
    """The sentences of `text` as strings (see `sentences` for the spans with offsets)."""
    return [span.text for span in sentences(text)]


# First-person openers (EN + FR) that start a new clause after a conjunction or a comma.
_FP = r"(?:i|i['’]m|i['’]ve|i['’]d|i['’]ll|je|j['’](?=\w)|moi,)"
_POSS_VERB = r"(?:my|mon|ma|mes)\s+[\w'’-]+\s+(?:is|are|was|were|has|have|\w+s|est|sont|a|habite|vit|travaille)\b"
_QUESTION_OPENER = (
    r"(?:what|what['’]s|how|why|where|which|who|is\s+(?:it|that|this|there)|are\s+(?:there|they|these)"
    r"|can\s+you|could\s+you|would\s+you|should\s+i|do\s+you|does|did\s+you|any\s+(?:tips|ideas|advice|suggestions)"
    r"|est-ce|comment|pourquoi|quel|quelle|quels|quelles|tu\s+peux|peux-tu|pouvez-vous|c['’]est\s+quoi)\b"
)
_CLAUSE_SPLIT = regex.compile(
    r"\s*;\s*"
    r"|\s+[-–—]+\s+"
    r"|(?<=\w)\s*:\s+"
    r"|(?<!\b(?:my|our|me)\s+(?:[\w'’-]+\s+)?[\w'’-]+)(?<!(?:^|[.!?…,]\s{1,3})(?-i:\p{Lu}\p{Ll}{2,})),?\s+(?:and|but|so|plus|because|['’]?cause|cuz|though|although|et|mais|donc|puis|alors|parce\s+que|car)\s+(?=" + _FP + r"\b|" + _POSS_VERB + r")"
    r"|,\s+(?:and\s+|but\s+|et\s+|mais\s+)?(?=" + _FP + r"\b)"
    # "…, so we might do a second party": a hedged consequence, a clause of its own.
    r"|,\s+(?:and\s+)?so\s+(?=(?:we|they|he|she|it)\s+(?:might|may|could|would|should)\b|(?:we|they|he|she|it)['’]d\b)"
    # "…for five years and suddenly everyone is whispering": a clause about someone else.
    r"|,?\s+(?:and|but|so)\s+(?:(?:suddenly|now|then|yet|still)\s+)?(?=(?:everyone|everybody|nobody|someone|people|he|she|they|you)(?:\s+(?:is|are|was|were|has|have|had|can|will|would|\w+ed|\w+s)|['’](?:s|re|ve|d|ll))\b"
    r"|the\s+(?!(?:other|same|rest|whole|first|last|best)\b)[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|was|were)\s+(?:(?:so|really|just|all|very|super|pretty|absolutely)\s+)*(?:amazing|great|awesome|wonderful|fantastic|incredible|lovely|the\s+best|brilliant|fun|hilarious|adorable|sweet|nice|cool)\b)"
    # "…, and our lawyer, a total bitcoin skeptic, holds the third key": a clause about someone the
    # user names by who they are, never glued to the user's own fact (a comma before it, a verb after).
    r"|,\s+(?:and|but|so|while|whereas)\s+(?=(?:my|our)\s+(?!(?:own|first|last|favou?rite|next|only)\b)[\w'’-]+(?:\s+[\w'’-]+){0,3}?(?:\s*,[^,.;!?]{1,50},)?"
    r"\s+(?:\w+ed|is|are|was|were|has|have|had|would|will|can|could|might|may|must|should|love|loves|like|likes|hate|hates|think|thinks|do|does|did|and\s+i|\w+s|said|told|went|got|made|took|came|gave|found|thought|kept|held|left|felt|knew|saw|ran|won|lost|bought|sold|paid|met|sent"
    r"|brought|taught|wrote|drove|fell|grew|began|became|sat|stood|laughed)\b)"
    # "I have a pull-out couch and Mochi would love the company": a clause about someone the user
    # names by their name, comma or not (a name then a verb of its own)
    # (never a plan they put to the user: "…, but Marco thinks I should start with a stall")
    r"|,?\s+(?:and|but|so|while|whereas)\s+(?!(?:" + WEEKDAY_NAMES + "|" + MONTH_NAMES + r"|christmas|easter|halloween|thanksgiving|diwali|eid|hanukkah|ramadan)s?\b)"  # a time said with a capital ("Tuesday and Thursday nights")
    r"(?=(?-i:\p{Lu}\p{Ll}+)\s+(?:would|will|can|could|might|may|must|should|is|was|has|had|does|did|isn['’]t|wasn['’]t|doesn['’]t|didn['’]t|can['’]t|won['’]t"
    # any verb of theirs in the present or the past ("…and Zoe dates women", "…but Jack drinks too much", "…and Tom works at Google")
    r"|(?-i:\p{Ll}+(?<!ss)(?<!us)(?<!is)s|\p{Ll}+ed)|said|told|went|got|made|took|came|gave|found|thought|kept|left|knew|saw|ran|won|lost|bought|sold|paid|met|sent|drove|wrote|grew|became)\b)"
    r"(?!(?-i:\p{Lu}\p{Ll}+)\s+(?:(?:thinks|says|said|reckons|suggested)\s+(?:that\s+)?(?:i|we)\s+(?:should|could|can|might|ought)|wants\s+me\s+to|told\s+me\s+to)\b)"
    # "We bought a restaurant with my dad, he owns 60 percent": a comma splice onto someone else
    # (never a state of the one just named: "I love my dog, he is so sweet"; never after a lone filler: "Oh, she got me into running")
    r"|(?<=\w+\s+\w+[^,.;!?]*),\s+(?=(?:he|she)\s+(?!(?:is|was|has\s+been)\b)(?:\w+s|\w+ed|has|had|owns|said|told|thinks|thought|went|came|got|left|took|made)\b|(?:he|she)['’](?:s|d)\b)"
    r"|,\s+(?=" + _QUESTION_OPENER + r")",
    _I,
)


def clauses(text: str, span: Span | None = None) -> list[Span]:
    """Split one sentence (the whole `text`, or `span` of it) into clauses, with exact offsets.

    Splits at ';', a spaced dash, ': ', a conjunction followed by a first-person subject
    ("…, and I use…", "… mais je…"), a comma before a first-person subject, and a comma
    before a question ("I run a node, how do I…?").
    """
    if span is None:
        span = Span(0, len(text), text)
    out: list[Span] = []
    start = span.start
    for m in _CLAUSE_SPLIT.finditer(text, span.start, span.end):
        if m.start() <= start:
            start = max(start, m.end())
            continue
        piece = _trimmed(text, start, m.start())
        if piece is not None:
            out.append(piece)
        start = m.end()
    piece = _trimmed(text, start, span.end)
    if piece is not None:
        out.append(piece)
    return out


_END_PUNCT = ".!?…;:, \t\n"


def core(text: str, span: Span) -> Span:
    """`span` without its trailing punctuation and spaces (never empty if `span` had a word)."""
    end = span.end
    while end > span.start and text[end - 1] in _END_PUNCT:
        end -= 1
    if end <= span.start:
        return span
    return Span(span.start, end, text[span.start:end])


# Openers that carry no fact: "Ok.", "Whatever.", "Also", "Well,", "Bon,", "Moi, je…".
_FILLER = regex.compile(
    # A greeting with the other's name ("Hey Gina,", "Thanks Mel!", "Wow, John!" is two fillers).
    r"(?:(?:hi|hello|hey|yo|thanks|thank\s+you|congrats|wow|woah|aww|oh|yeah|yes|yep|sure|absolutely|totally|ok(?:ay)?|great|nice|cool)\s+(?-i:\p{Lu}\p{Ll}+)(?=\s*[,!.])"
    r"|ok(?:ay)?|whatever|also|well|so|and|but|anyway|anyways|actually|btw|by\s+the\s+way|oh|ah"
    r"|hm+|um+|uh+|er+m?|yes|yeah|yep|no|nope|sure|alright|honestly|to\s+be\s+honest|tbh|fyi"
    r"|for\s+context|for\s+the\s+record|for\s+what\s+it['’]s\s+worth|fwiw|for\s+reference|plus|hi|hello|hey"
    r"|ugh|omg|omfg|ngl|cool|great|nice|thanks|thank\s+you|fine|got\s+it|besides|otherwise|just\s+so\s+you\s+know"
    r"|for\s+your\s+information|as\s+for\s+me|for\s+my\s+part|as\s+i\s+said|in\s+fact|also\s+note"
    r"|bon|alors|aussi|sinon|d['’]ailleurs|en\s+fait|au\s+fait|eh\s+bien|ben|bah|oui|non|salut|bonjour|et(?=\s+(?:je|j['’]|moi)\b)"
    # "During the week I work as a carpenter", "On weekends, I …": when, before the user's own clause (as in French below)
    r"|(?:during\s+the\s+week|on\s+(?:the\s+)?week(?:day|end)s|at\s+(?:the\s+)?weekends?|(?:in\s+the|most)\s+(?:evenings|mornings)|most\s+days"
    r"|in\s+my\s+(?:free|spare|down)\s+time|outside\s+(?:of\s+)?work|after\s+work|on\s+the\s+side|(?:on|in)\s+my\s+days\s+off)(?=\s*,?\s*(?:i\b|i['’]))"
    r"|(?:pour\s+l['’]instant|en\s+ce\s+moment|le\s+week-?end|le\s+soir|le\s+matin|en\s+semaine|(?:le|les)\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?|depuis\s+peu)(?=\s*,?\s*(?:je|j['’])\b)"
    r"|coucou|par\s+ailleurs|pour\s+info|pour\s+le\s+contexte|merci|d['’]accord|bref|enfin|du\s+coup"
    r"|perso|personnellement|personally|quant\s+à\s+moi|pour\s+ma\s+part|de\s+mon\s+côté|comme\s+je\s+disais"
    r"|in\s+real\s+life|irl|for\s+real|seriously|jokes?\s+aside|back\s+to\s+reality"
    # What announces the next fact: "I should add that I am…", "ok last thing: …", "fun fact: …", "tbf, …".
    r"|i\s+should\s+(?:add|mention|say|point\s+out)(?:\s+that)?|i\s+forgot\s+to\s+(?:mention|say)(?:\s+that)?|(?:i\s+)?(?:have|need)\s+to\s+(?:add|mention)(?:\s+that)?"
    r"|(?:(?:ok(?:ay)?|and|oh|one|just)\s+)?(?:last|one\s+more|another|other)\s+thing(?=\s*[:,])|fun\s+fact(?=\s*[:,])|quick\s+update(?=\s*[:,])|side\s+note(?=\s*[:,])"
    r"|tbf|to\s+be\s+fair|ya|ye|yo|wsh|gotcha|fair(?:\s+enough)?|noted"
    # "Note that I prefer…", "Keep in mind I'm colour-blind", "Sache que je suis…": what the user wants kept in mind, then said.
    r"|(?:(?:please\s+)?(?:note|keep\s+in\s+mind|bear\s+in\s+mind)(?:\s+that)?|sache[sz]?\s+que|gardez?\s+en\s+t[êe]te\s+que|heads\s+up)(?=\s*,?\s*(?:i\b|i['’]|my\b|je\b|j['’]|mon\b|ma\b|mes\b))"
    r"|je\s+pr[ée]cise(?:\s+que)?|petite\s+pr[ée]cision|autre\s+chose|derni[èe]re\s+chose"
    # "But the big thing is I'm coaching the robotics team": the preamble before the news.
    r"|(?:and\s+)?(?:the\s+)?(?:big|biggest|main|best|exciting|good|great|other|real|funny|crazy|cool|latest)\s+(?:thing|news|part|update)\s+is(?:\s+that)?(?=\s*,?\s*(?:i\b|i['’]|my\b|we\b))"
    r"|lately|recently|these\s+days|nowadays|since\s+(?:our|my)\s+last\s+(?:chat|talk|call)|since\s+we\s+last\s+(?:talked|chatted|spoke)"
    r"|dans\s+la\s+vraie\s+vie|en\s+vrai|pour\s+de\s+vrai|s[ée]rieusement|blague\s+[àa]\s+part"
    r"|(?:me|moi)(?=\s*,)|moi(?=\s+(?:je\b|j['’]))"
    # "Though I've been thinking about…", "That said, I still run…": a contrast with what came before.
    r"|(?:though|although|even\s+so|that\s+said|mind\s+you)(?=\s*,?\s*(?:i\b|i['’]|my\b))"
    # Time openers before the user speaks of themselves ("Now I prefer…", "Désormais je…"): the change
    # they mark is read from the whole sentence by consolidation (jobs/slots.py).
    r"|(?:now|nowadays|these\s+days|lately|right\s+now|currently|at\s+the\s+moment|from\s+now\s+on|d[ée]sormais|dor[ée]navant|maintenant|[àa]\s+pr[ée]sent"
    r"|ces\s+(?:temps|jours)-ci)(?=\s*,?\s*(?:i\b|i['’]|je\b|j['’]|my\b|mon\b|ma\b|mes\b)))"
    r"(?:\s*[,.!:;…]+\s*|\s+)",
    _I,
)


def filler_end(text: str, start: int = 0, end: int | None = None) -> int:
    """Offset where the words after any leading fillers begin."""
    end = len(text) if end is None else end
    pos = start
    while pos < end:
        m = _FILLER.match(text, pos, end)
        if not m or m.end() <= pos:
            break
        pos = m.end()
    return pos


def strip_fillers(text: str) -> str:
    """`text` without its leading fillers and surrounding spaces."""
    text = text.strip()
    return text[filler_end(text):].strip()


# "J'habite à Bordeaux, il y a des meetups là-bas ?", "I live in Leeds, any meetups around here?": a
# statement of the user's own, then a question after a comma or a dash, or a tag asked for effect
# ("I live in Leeds now, remember?", "…, tu te souviens ?"). The statement opens on the
# user (after fillers), says nothing of a condition, and the question opens like one.
_OWN_OPENING = regex.compile(r"(?:i|i['’](?:m|ve|d)|my|we|we['’](?:re|ve)|our|je|j['’]|mon|ma|mes|nous|on)\b", regex.IGNORECASE)
_QUESTION_AFTER = regex.compile(
    r"(?P<cut>\s*(?:,|\s[-–—])\s*)(?:so\s+|and\s+|but\s+|et\s+|du\s+coup\s+|alors\s+)?"
    r"(?:what|which|how|where|who|when|why|any|anything|is|are|do|does|did|can|could|should|would|will|shall|got\s+any|ideas|tips|thoughts|recs?|recommendations"
    # a tag asked for effect, not for an answer: "…, remember?", "…, you know?" (never "…, isn't that great?",
    # which is as often sarcasm: "I love being ignored, isn't that great?")
    r"|remember|you\s+(?:remember|know|see)|y['’]?know|ya\s+know|guess\s+what|who\s+knew"
    r"|il\s+y\s+a|y\s+a-t-il|est-ce|qu['’]est-ce|tu|vous|quel(?:le)?s?|comment|o[uù]|pourquoi|quand|combien|des\s+(?:id[ée]es|conseils))\b[^,]*\?+\s*$",
    regex.IGNORECASE,
)
# A question asking whether the statement holds: "J'ai un cancer, tu crois ?", "I'm a bad mum, do you think?"
_ASKS_IF_SO = regex.compile(
    r"(?:so\s+|and\s+|et\s+|alors\s+)?(?:tu\s+(?:crois|penses|trouves|savais|es\s+s[ûu]re?|imagines)|vous\s+(?:croyez|pensez|trouvez)|(?:do|don['’]t)\s+you\s+(?:think|agree|reckon)"
    r"|you\s+think|right|is\s+that\s+(?:true|right|normal|possible|bad|weird|ok(?:ay)?|correct|accurate|so)|isn['’]t\s+it|n['’]est-ce\s+pas|non|hein|c['’]est\s+(?:grave|normal|vrai)|am\s+i|suis-je|or\s+not|ou\s+pas"
    # asking whether it holds, or taking it back (an attacker's, stop 39): "I'm 31, is that correct?", "…, who am I kidding?"
    r"|correct|did\s+i\s+(?:get|say)\s+(?:that|it|this)\s+right|would\s+you\s+agree|agreed|who\s+am\s+i\s+(?:kidding|fooling)|what\s+am\s+i\s+(?:saying|talking\s+about)"
    r"|tu\s+ne\s+(?:trouves|crois|penses)\s+pas|vous\s+ne\s+(?:trouvez|croyez|pensez)\s+pas|je\s+me\s+trompe|isn['’]t\s+(?:that|this)|wasn['’]t\s+(?:that|it|this))\b",
    regex.IGNORECASE,
)
_IF_INSIDE = regex.compile(r"\b(?:if|when|whether|si|quand)\b", regex.IGNORECASE)


def statement_before_question(span: Span) -> Span | None:
    """The statement part of a sentence that tells something of the user's, then asks (above), or None."""
    if "?" not in span.text:
        return None
    m = _QUESTION_AFTER.search(span.text)
    if m is None:
        return None
    said = span.text[: m.start("cut")]
    opening = filler_end(said)
    if "?" in said or not _OWN_OPENING.match(said, opening) or _IF_INSIDE.search(said) or len(said.split()) < 3 or _ASKS_IF_SO.match(span.text, m.end("cut")):
        return None
    return Span(span.start, span.start + len(said), said)


# A tag after a comma or a dash that asks whether what was said holds, or takes it back.
_TAG_AFTER = regex.compile(r"(?:,|\s[-–—])\s*(?P<tag>[^,?]{1,40})\?+\s*$")


# A short yes/no question whether what was just said holds: "is it?", "do I?", "are you sure?", or an
# auxiliary, "it"/"that"/"I"/"my …" and a word of truth ("does that sound right?", "is my math right?",
# "is that a thing?"); never one that asks something else ("is that enough?", "is it worth visiting the museum?").
_ABOUT_IT = regex.compile(
    r"^(?:(?:is|isn['’]t|are|was|do|does|did|could|can|would|should|am|has|have)\s+(?:it|that|this|i|my\s+\w+)(?:\s+[\w'’]+){0,2}\s+(?:right|correct|true|accurate|possible|a\s+thing|real|add\s+up|count)"
    r"|(?:is\s+it|do\s+i|am\s+i|did\s+i|was\s+it|have\s+i|is\s+that\s+so|are\s+you\s+sure))\s*$",
    regex.IGNORECASE,
)


def asks_if_it_holds(span: Span) -> bool:
    """Whether `span` ends by asking whether what it says holds or by taking it back ("I'm 31, is that
    correct?", "I speak fluent Japanese, who am I kidding?", "Je suis moche, tu ne trouves pas ?")."""
    m = _TAG_AFTER.search(span.text)
    if m is None:
        return False
    tag = m.group("tag").strip()
    return _ASKS_IF_SO.match(tag) is not None or _ABOUT_IT.match(tag) is not None
