"""What the user's named animal is, told around its name: its age and its kind. "My cat Mabel would
not approve. She's a fourteen-year-old tabby" -> ", a fourteen-year-old tabby"; "our dog Chorizo -
he's a three-legged pit mix" -> ", a three-legged pit mix"; "My dog Biscuit is nine" -> ", who is nine".

Read only where nothing else can be meant, so a miss is preferred to a false note:
- the words follow the name in its own sentence (an apposition, "is nine", or "- he's …"), or open
  the next sentence on "he"/"she" when the naming sentence spoke of nobody and no animal after the name;
- a kind ends on an animal word ("tabby", "shepherd mix", "Staffordshire bull terrier"), with at
  most its age, a few plain words before it and where it came from after ("from a rescue in
  Stockport"); a judgement ("a total lap dog", "a good boy") is no kind;
- the sentence says nothing of a past, a doubt, a joke or someone else's view ("was", "used to",
  "I think", "Mum says", "lol").
"""

from __future__ import annotations

import regex

from jobs.disclosure import ANIMAL_WORDS, PERSON_WORDS
from jobs.kin import AGE, LEAD, NAMED_PLACE
from jobs.sentences import Span

_I = regex.IGNORECASE

ANIMAL_NOUN = regex.compile(rf"(?:{ANIMAL_WORDS})", _I)
# How old, said before the kind: "fourteen-year-old", "6 year old", "two-month-old".
_AGED = rf"(?:{AGE}|\d{{1,2}})[\s-]+(?:year|yr|month|week)s?[\s-]+old"
# Words that judge the animal rather than say what it is.
_JUDGED = regex.compile(
    r"\b(?:good|bad|lazy|crazy|naughty|silly|stupid|dumb|smart|clever|spoiled|spoilt|cheeky|total|real|absolute|proper|perfect|typical"
    r"|terrible|sweet|cute|happy|little\s+(?:monster|devil)|big\s+baby|lap|guard|angel|menace|nightmare|diva|drama|sweetheart|handful)\b",
    _I,
)
_KIND = (
    rf"(?P<kind>an?\s+(?:{_AGED}\s+)?(?:(?!(?:from|with|who|that|and|but|of|in|at|for|like|than)\b)[\w'’-]+\s+){{0,3}}?"
    rf"(?:{ANIMAL_WORDS}|shepherd|pit|pitbull|mastiff|whippet|lurcher|setter|pointer|hound|siamese|persian|bengal|maine\s+coon|ragdoll|rescue|stray)(?:\s+(?:mix|cross))?"
    rf"(?:\s+from\s+(?:(?:a|an|the)\s+(?:[\w'’-]+\s+){{0,2}}?(?:rescue|shelter|breeder|sanctuary|pound|farm|centre|center|society)(?:\s+(?:in|near)\s+{NAMED_PLACE})?|{NAMED_PLACE}))?)"
)
_OLD = rf"(?P<age>{AGE})(?:\s+(?:years?|months?)\s+old)?(?:\s+now)?"
# The end of what is said of it: the clause ends, or goes on with something else.
_END = r"(?=\s*(?:[,;:.!?()]|\s[-–—]\s|$)|\s+(?:and|but|so|who|which|because|since|i|we)\b)"
_BE = r"(?:\s+is|['’]s)\s+(?:(?:now|just|only|actually)\s+)?"
# Right after the name: ", a fourteen-year-old tabby", " is nine", " - he's a pit mix".
_AFTER_NAME = regex.compile(
    rf"\G(?:\s*,\s*(?:who['’]s\s+|who\s+is\s+)?{_KIND}(?=\s*(?:[,;:.!?()]|$))|{_BE}(?:{_KIND}|{_OLD}){_END}"
    rf"|\s*(?:,|\s[-–—])\s*(?:and\s+)?(?:he|she)(?:['’]s|\s+is)\s+(?:(?:now|just|only|actually)\s+)?(?:{_KIND}|{_OLD}){_END})",
    _I,
)
# Opening the next sentence: "She's a fourteen-year-old tabby who…", "He's nine now".
_NEXT = regex.compile(rf"(?:he|she)(?:['’]s|\s+is)\s+(?:(?:now|just|only|actually)\s+)?(?:{_KIND}|{_OLD}){_END}", _I)
# In the naming sentence after the name, anyone or anything else "he"/"she" may stand for.
_ANYONE_AFTER = regex.compile(rf"(?<=\s)(?-i:\p{{Lu}}\p{{Ll}}+)|\b(?:{ANIMAL_WORDS}|{PERSON_WORDS}|he|she|him|her|his)s?\b", _I)
# In the naming sentence, what says the animal is gone, was, or is only imagined or joked about.
_GONE = regex.compile(
    r"\?|\b(?:died|dead|passed|lost|rip|put\s+down|rehomed|ran\s+away|used\s+to|was|were|if|imagine|pretend|lol|lmao|haha\w*|jk|kidding|joking)\b", _I
)
# In the sentence with the words, what makes them a doubt, a denial or someone else's view.
_NOT_SO = regex.compile(
    r"n['’]t\b|\b(?:not|never|no\s+longer|anymore|says|said|thinks|reckons|think|guess|maybe|probably|apparently|supposedly"
    # someone else's animal, or one kept for a while: a foster, a pet-sit, a loan
    r"|foster\w*|until|(?:dog|cat|pet|house)-?sitting|minding|looking\s+after|borrow\w*|neighbou?r\w*|friend['’]s|for\s+the\s+(?:week|weekend|month|summer))\b",
    _I,
)


def _phrase(m: regex.Match) -> str | None:
    kind, age = m.group("kind"), m.group("age")
    if kind:
        kind = regex.sub(r"\s+", " ", kind)
        return None if _JUDGED.search(kind) else f", {kind[:1].lower()}{kind[1:]}"
    return f", who is {age}" + (" months old" if regex.search(r"\bmonths?\s+old\b", m.group(), _I) else "") if age else None


def pet_detail(message: str, spans: list[Span], span: Span, name_end: int) -> tuple[str, int] | None:
    """(", a fourteen-year-old tabby", where its words end in `message`) for the animal named just
    before `name_end` in sentence `span`, or None when nothing is said of it as above."""
    m = _AFTER_NAME.match(message, name_end, span.end)
    where = span
    if m is None:
        later = [s for s in spans if s.start >= span.end][:1]
        if not later or _ANYONE_AFTER.search(message, name_end, span.end) or _GONE.search(span.text):
            return None
        where = later[0]
        m = _NEXT.match(message, where.start + len(LEAD.match(where.text).group()), where.end)
        if m is None:
            return None
    if _GONE.search(message[where.start:m.end()]) or _NOT_SO.search(where.text):
        return None
    phrase = _phrase(m)
    return (phrase, m.end()) if phrase else None


# "Adopted a pet from a racing rescue": the note that code wrote for "adopted him from a rescue".
_ADOPTED_A_PET = regex.compile(r"\b(?P<verb>Adopted|Rescued)\s+a\s+pet\b")
# An animal the message or the question before spoke of: "our lazy greyhound", "is that a staffie?".
_SPOKEN_OF = regex.compile(rf"\b(?:my|our|your|a|an|the|this|that)\s+(?:[\w'’-]+\s+){{0,2}}?(?P<kind>(?!pet\b)(?:{ANIMAL_WORDS}))\b(?!['’]s)", _I)
# What the next sentence says the animal is: "He's a three-year-old mutt".
_IT_IS = regex.compile(rf"(?:he|she)(?:['’]s|\s+is)\s+(?:(?:now|just|only|actually)\s+)?{_KIND}(?=\s*(?:[,;:.!?()]|$))", _I)


def adopted_kind(note: str, message: str, evidence: str, other: str) -> str:
    """`note` with the animal adopted said by its kind ("Adopted a greyhound from a racing rescue")
    when the sentence after says what it is ("He's a three-year-old mutt") or the message before the
    adopting, or else the other party's turn, spoke of one kind of animal only; unchanged otherwise."""
    pet = _ADOPTED_A_PET.search(note)
    where = message.find(evidence)
    if pet is None or where < 0:
        return note
    after = regex.match(r"[^.!?]*[.!?]+\s*", message[where:])
    following = message[where + after.end():] if after else ""
    told = _IT_IS.match(following)
    if told and not _NOT_SO.search(following[: told.end()]) and not _JUDGED.search(told.group("kind")):
        kind = regex.sub(r"^an?\s+", "", regex.sub(r"\s+", " ", told.group("kind")), flags=_I)
        kind = regex.sub(r"\s+from\s+.*$", "", kind)  # where it came from is in the note already
    else:
        kinds = {m.group("kind").lower() for m in _SPOKEN_OF.finditer(message[:where])}
        if not kinds:
            kinds = {m.group("kind").lower() for m in _SPOKEN_OF.finditer(other)}
        if len(kinds) != 1:
            return note
        kind = next(iter(kinds))
    return f"{note[:pet.end('verb')]} {'an' if kind[:1].lower() in 'aeiou' else 'a'} {kind}{note[pet.end():]}"
