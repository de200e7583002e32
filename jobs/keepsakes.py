"""A thing the user keeps from someone close: "My mom made me a kente stole for my graduation and I
still have it on my wall" -> "Has a kente stole their mom made them for their graduation"; "My aunt
gave me her old recipe notebook to keep" -> "Has their aunt's old recipe notebook"; "My grandpa
left me his boat" -> "Has their grandpa's boat".

What the giver did is not the fact (a third party's doing stays theirs); what the user has is. So a
gift is read only where the user keeps it: inherited ("left me", "passed down", "handed down"), or
with a word that it is kept ("still have it", "to keep", "on my wall", "wear it every day",
"treasure") in its sentence or the next. Lunch bought, advice given, a lift or a hug make no note:
nothing is kept, or the thing is no thing.
"""

from __future__ import annotations

import regex

from jobs.kin import FAMILY_WORDS
from jobs.never_stored import never_stored
from jobs.phrasing import article, swap_person
from jobs.sentences import sentences

_I = regex.IGNORECASE

_GIVER = (
    r"(?P<giver>(?:my|our)\s+(?:(?:late|dear|old|best|older|younger|big|little|great-?)\s+)?"
    r"(?P<who>" + FAMILY_WORDS + r"|best\s+friend|friend|godmother|godfather|grandparents|parents))"
)
_VERB = (
    r"(?P<verb>gave|made|knitted|knit|sewed|sewn|crocheted|quilted|embroidered|carved|built|painted|bought|got|left|passed\s+down|handed\s+down|bequeathed)"
)
_THING = r"(?P<det>a|an|this|that|these|those|his|her|their|some)\s+(?P<thing>(?:[\w'’-]+\s+){0,4}?[\w'’-]+?)"
_GIFT = regex.compile(
    _GIVER + r"\s+(?:(?:once|just|actually|even|also)\s+)?" + _VERB + r"\s+(?:me\s+" + _THING + r"|" + _THING + r"\s+(?:down\s+)?to\s+me)"
    r"(?P<occasion>\s+(?:for|when)\s+(?:my\s+[\w'’-]+(?:\s+birthday)?|i\s+(?:turned|graduated|got\s+married|left\s+home|moved\s+out)(?:\s+[\w-]+)?))?"
    r"(?=\s*(?:$|[,;:.!?()…]|\s[-–—]\s|\s+(?:and|but|so|which|that|when|before|after|years?|decades?|back|to\s+keep|from|in|at|on)\b))",
    _I,
)
# What tells the thing is kept: in the sentence, or the next.
_KEPT = regex.compile(
    r"\b(?:still\s+(?:have|has|wear|use|keep|got|got\s+it|play|drive|ride|cook\s+with|sleep\s+with)|to\s+keep|kept\s+(?:it|them)|keep\s+(?:it|them)|treasure|cherish|heirloom"
    r"|hang(?:s|ing)?\s+(?:on|in|above|over)|on\s+my\s+(?:wall|desk|shelf|mantel|mantelpiece|fridge|dresser|nightstand|bedside|wrist|finger)"
    r"|wear\s+(?:it|them)|use\s+(?:it|them)\s+(?:every|all|daily)|never\s+take\s+(?:it|them)\s+off|means\s+(?:so\s+much|a\s+lot|the\s+world|everything)"
    r"|most\s+precious|prized|special\s+to\s+me)\b",
    _I,
)
# What is kept from someone: a thing one can hold, wear, play, read, drive or live in (its last word).
_KEEPABLE = regex.compile(
    r"(?:ring|necklace|bracelet|watch|locket|earrings?|brooch|pendant|chain|cufflinks|quilt|blanket|scarf|sweater|jumper|cardigan|stole|shawl|hat|cap|jacket|coat"
    r"|dress|kimono|sari|kilt|boots|guitar|piano|violin|fiddle|ukulele|banjo|cello|flute|trumpet|saxophone|sax|accordion|harmonica|drums?|camera|books?|notebooks?"
    r"|journals?|recipes?|cookbook|painting|portrait|photos?|photographs?|prints?|drawings?|sketch(?:es|book)?|clock|chess\s+set|set|tools|toolbox|toolkit|box|kit|rod"
    r"|knife|pen|typewriter|teapot|china|vase|bowl|mug|cup|rug|lamp|desk|chair|table|dresser|cabinet|chest|trunk|boat|car|bike|bicycle|motorbike|motorcycle|truck"
    r"|tractor|van|house|cottage|farm|cabin|records?|vinyl|collection|stamps|medals?|compass|teddy(?:\s+bear)?|bear|doll|figurine|ornament|machine|loom|pan|pot"
    r"|skillet|wok|recipe\s+book|bag|purse|wallet|belt|tie|mirror|bookcase|shelf|piano|telescope|binoculars|sculpture|carving|statue|crib|cradle|rocking\s+chair|tent)$",
    _I,
)
_INHERITED = regex.compile(r"^(?:left|passed\s+down|handed\s+down|bequeathed)$", _I)
# Not a thing one keeps: a service, a word, a feeling, food, money, a time.
_NO_THING = regex.compile(
    r"\b(?:number|advice|blessing|word|words|hug|kiss|ride|lift|call|look|hand|chance|break|idea|ideas|tip|tips|heads-up|cold|flu|covid|feedback|permission|money|cash"
    r"|lecture|speech|job|shift|lunch|dinner|breakfast|brunch|meal|snack|coffee|tea|drink|beer|cake|cookies?|sandwich|pizza|food|soup|a\s+piece\s+of\s+(?:advice|her\s+mind|his\s+mind)"
    r"|attention|time|space|grief|crap|hell|shit|headache|migraine|trouble|hard\s+time|earful|talking-to|update|news|message|text|email|present|gift|something|anything|nothing"
    r"|everything|stuff|things|one|ones|it|them|way|idea|impression|creeps|chills|confidence|strength|courage|hope|love|support)\b$",
    _I,
)
_NOT_SO = regex.compile(
    r"\?|\b(?:if|would|wish|want(?:s|ed)?\s+to|going\s+to|gonna|will|might|maybe|lost|broke|broken|threw|sold|gave\s+(?:it|them)\s+away|returned|lol|haha\w*|jk|kidding|pretend|imagine|dream\w*)\b",
    _I,
)

# The thing gone, told in its sentence or the next.
_GONE = regex.compile(
    r"\b(?:lost|sold|broke|broken|threw|stolen|gave\s+(?:it|them)\s+away|(?:don['’]t|do\s+not|no\s+longer)\s+have|anymore|any\s+more|has\s+it\s+now|gone|called\s+off)\b", _I
)


def _their(words: str) -> str:
    """`words` in the third person, as they sit inside a note (" for my graduation" -> " for their graduation")."""
    said = swap_person(words.strip(), "en")
    return (" " if words[:1].isspace() else "") + said[:1].lower() + said[1:]


def keepsakes(message: str) -> list[tuple[str, int, int]]:
    """("Has a kente stole their mom made them for their graduation", where its words start and end in
    `message`) for each thing the user keeps from someone close, told as above."""
    out = []
    spans = sentences(message)
    for index, span in enumerate(spans):
        if _NOT_SO.search(span.text) or never_stored(span.text) in ("question", "hypothetical", "conditional", "joke", "roleplay", "quoted"):
            continue
        following = spans[index + 1].text if index + 1 < len(spans) else ""
        for m in _GIFT.finditer(message, span.start, span.end):
            if message[span.start:m.start()].strip(" ,") and not regex.fullmatch(r"(?:(?:oh|and|so|well|yeah|actually|also|but)[\s,]+)+", message[span.start:m.start()], _I):
                continue  # the giver opens the sentence: never "I think my mom gave me …"
            verb = regex.sub(r"\s+", " ", m.group("verb").lower())
            det, thing = m.group("det").lower(), m.group("thing")
            if _NO_THING.search(thing) or not _KEEPABLE.search(regex.split(r"\s+(?:of|from|with|for)\s+", thing, maxsplit=1)[0]) or regex.search(r"\b(?:you|your|me|my|i)\b", thing, _I):
                continue  # "left me a mess", "gave me a black eye": nothing kept
            if _GONE.search(following) or _GONE.search(message, m.end(), span.end):
                continue  # "… I lost it last year."
            if not (_INHERITED.match(verb) or _KEPT.search(message, m.end(), span.end) or (_KEPT.search(following) and not _NOT_SO.search(following))):
                continue
            giver = _their(m.group("giver").lower())
            occasion = _their(m.group("occasion").rstrip()) if m.group("occasion") else ""
            if det in ("his", "her", "their"):  # "gave me her old recipe notebook": the giver's own thing
                note = f"Has {giver}'s {thing}" + (f", given to them{occasion}" if occasion else "")
            else:
                verb = {"sewn": "sewed", "knit": "knitted", "passed down": "passed down", "handed down": "handed down"}.get(verb, verb)
                thing_with = f"{article(thing)} {thing}" if det in ("a", "an", "this", "that") else f"{det if det == 'some' else 'the'} {thing}"
                note = f"Has {thing_with} {giver} {verb} them{occasion}"
            out.append((note, m.start(), m.end()))
    return out
