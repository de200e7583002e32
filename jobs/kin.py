"""Who the user's named family members are, told around their name: their occupation, what they
study, where they live (seed 002 stores "Relationships & family, e.g. partner/spouse name,
occupation"). "My brother Tiago taught me, he's a fisherman in Peniche" -> "…, a fisherman in
Peniche"; "our daughter Kate lives in Christchurch" -> "…, who lives in Christchurch".

What they did stays theirs (a third party's doings are never stored): only these identity details
are read, said in the present, in the sentence that names them or in the next one when it opens on
their pronoun. Never a judgement ("she's a terrible cook"), a past ("he was a miner"), a wish ("wants
to be a vet") or a question, and never when someone else is named between the name and the detail.
"""

from __future__ import annotations

import regex

from jobs.disclosure import PERSON_WORDS
from jobs.sentences import Span
from jobs.slots import names_occupation

_I = regex.IGNORECASE

_HE = frozenset(
    "son husband boyfriend brother dad father grandpa grandfather grandson stepson stepdad uncle nephew fiancé"
    " abuelo abuelito opa nonno avô vovô ojiichan dziadek papou zayde lolo".split()
) | {"twin brother"}
_SHE = frozenset(
    "daughter wife girlfriend sister mom mum mother grandma grandmother granddaughter stepdaughter stepmom stepmum"
    " aunt auntie niece fiancée abuela abuelita oma nonna avó vovó obaachan babcia yiayia bubbe nani dadi lola".split()
) | {"twin sister"}

# Where the detail stops: the end of its clause.
_STOP = r"(?=\s*(?:[,;:.!?()…]|\s-\s|$)|\s+(?:and|but|so|who|which|because|since|though|although|lol|haha|now|too|as\s+well|these\s+days|anyway)\b)"
# Words that make "a …" a judgement of the person, not their work ("a great cook", "a total nerd").
_JUDGED = regex.compile(
    r"\b(?:great|good|terrible|awful|bad|amazing|natural|born|better|best|worse|worst|lousy|decent|excellent|wonderful|fantastic"
    r"|brilliant|huge|big|total|real|proper|massive|horrible|typical|hopeless|useless|crap|shit|funny|sweet|little|bit\s+of\s+an?)\b",
    _I,
)
_PLACE = r"(?-i:\p{Lu}[\w'’-]+(?:\s+\p{Lu}[\w'’-]+){0,2})"
_NP = r"(?P<np>[\w'’&-]+(?:\s+[\w'’&-]+){0,7}?)" + _STOP
_BE = r"(?:\s+is|['’]s)\s+(?:(?:also|actually|now|still)\s+)?"
# The detail said right after the name (subject = the name) or after their pronoun (subject = {who}).
_DETAIL = (
    r"(?:(?P<is>" + _BE + r"(?P<art>an?)\s+" + _NP + r")"
    r"|(?P<works>\s+(?:still\s+)?works\s+(?:as\s+(?P<art2>an?)\s+|at\s+|for\s+|in\s+)" + _NP + r")"
    r"|(?P<lives>\s+(?:still\s+)?lives\s+(?:in|near)\s+(?P<place>" + _PLACE + r"))"
    r"|(?P<studies>" + _BE + r"(?:studying|doing\s+(?:a\s+)?(?:degree|course|phd|masters?|ba|bsc|ma|msc)\s+in)\s+" + _NP + r"))"
)
_AFTER_NAME = regex.compile(r"\G(?:\s*,\s*(?:who['’]s|who\s+is)?\s*(?P<app>(?P<art0>an?)\s+" + _NP + r")|" + _DETAIL + r")", _I)
_PRONOUN = regex.compile(r"\b(?P<who>he|she|who)(?=\s|['’])" + _DETAIL, _I)
_NOT_NOW = regex.compile(r"\?|\b(?:was|used\s+to|died|passed|late|former|ex|retired\s+from|until|then)\b", _I)
# Someone else named between the name and the detail: the detail may be theirs.
_SOMEONE = regex.compile(rf"\b(?:{PERSON_WORDS})s?\b|(?<=\s)(?-i:\p{{Lu}}\p{{Ll}}+)", _I)
_HERE = regex.compile(r"\s+(?:here|there|right\s+now|at\s+the\s+moment)(?=\s+(?:in|at|near)\b)", _I)


def _phrase(m: regex.Match) -> str | None:
    """The note's words for a detail match: ", a fisherman in Peniche", ", who lives in Leeds"."""
    np = m.group("np") if "np" in m.groupdict() else None
    if m.groupdict().get("lives"):
        return f", who lives in {m.group('place')}"
    np = _HERE.sub("", np or "").strip()
    if not np or _JUDGED.search(np):
        return None
    if m.groupdict().get("studies"):
        return f", who is studying {np}"
    words = regex.split(r"\s+(?:in|at|for|near|from|with|on)\s+", np, maxsplit=1, flags=_I)[0].split()
    head = words[-1] if words else ""  # the noun that ends the phrase names the job ("a farmer's son" is a son)
    if m.groupdict().get("works"):
        art = m.group("art2")
        if art:
            return f", who works as {art} {np}" if names_occupation(head) else None
        how = regex.search(r"works\s+(at|for|in)\b", m.group("works"), _I)
        return f", who works {how.group(1).lower()} {np}" if how else None
    art = (m.groupdict().get("art") or m.groupdict().get("art0") or "a").lower()
    return f", {art} {np}" if names_occupation(head) else None


def _pronoun_fits(noun: str, who: str) -> bool:
    who = who.lower()
    if who == "who":
        return True
    if noun in _HE:
        return who == "he"
    if noun in _SHE:
        return who == "she"
    return who in ("he", "she")  # partner, cousin: either


def kin_detail(message: str, spans: list[Span], span: Span, name_end: int, noun: str) -> tuple[str, int] | None:
    """(", a fisherman in Peniche", where its words end in `message`) for the person named at
    `name_end` in sentence `span` (their kinship `noun`), or None when none is said as above."""
    noun = regex.sub(r"\s+", " ", noun.lower())
    if noun not in _HE and noun not in _SHE and noun not in ("partner", "cousin"):
        return None  # a pet, or a friend: only family's identity is the user's context
    if _NOT_NOW.search(span.text):
        return None
    m = _AFTER_NAME.match(message, name_end, span.end)
    if m is not None:
        phrase = _phrase(m)
        return (phrase, m.end()) if phrase else None
    later = [s for s in spans if s.start >= span.end][:1]
    for where in [span, *later]:
        start = name_end if where is span else where.start
        for p in _PRONOUN.finditer(message, start, where.end):
            if where is not span and p.start() > where.start + len(regex.match(r"\W*(?:(?:oh|and|yeah|well)\W+)?", where.text).group()):
                break  # the next sentence only when it opens on them
            if _SOMEONE.search(message, name_end, p.start()) or not _pronoun_fits(noun, p.group("who")):
                return None
            if where is not span and _NOT_NOW.search(where.text):
                return None
            phrase = _phrase(p)
            return (phrase, p.end()) if phrase else None
    return None
