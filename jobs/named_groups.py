"""The user's children or animals named together ("my two boys, Finn is 7 and Oscar is 10", "My two
cats, Miso and Tofu, sleep on my desk", "nos deux enfants Lucie et Hugo", "I have three dogs.
Their names are Pepper, Precious and Panda"): one note that names them all ("Has two boys named
Finn (7) and Oscar (10)", "A deux enfants, Lucie et Hugo"). Seed 002 keeps children and pets.

Only a plain list of capitalised names after the group, or a "their names are" right after the
sentence that counts them; never a group that is someone else's, lost, or asked about.
"""

from __future__ import annotations

import regex

from jobs.sentences import Span, sentences
from jobs.when import word_number

_I = regex.IGNORECASE
_NAME = r"(?-i:\p{Lu}\p{Ll}{1,20})"
_AGE = r"(?:\s+(?:is|who['’]s|,)\s*(?P<ageN>\d{1,2})|\s*\((?P<agepN>\d{1,2})\))?"
_COUNT_EN = r"two|three|four|five|2|3|4|5"
_GROUP_EN = (
    r"kids|children|boys|girls|sons|daughters|twins|grandkids|grandchildren|dogs|cats|pupp(?:y|ie)s|kittens|rabbits|bunnies|horses|ponies"
    r"|chickens|hens|birds|parrots|budgies|guinea\s+pigs|hamsters|rats|goats|ferrets|tortoises|turtles|pets"
)
_NOT_NAME = regex.compile(
    r"(?:And|But|The|They|We|Our|My|Their|Both|All|Two|Three|Four|Five|Mom|Mum|Dad|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"
    # a breed, a colour, a diet or a nationality is what they are, not what they are called ("My dogs are Boxer and Pug")
    r"|Boxers?|Pugs?|Labradors?|Labs?|Collies?|Siamese|Persians?|Bengals?|Sphynx|Poodles?|Beagles?|Huskies|Husky|Terriers?|Spaniels?|Dachshunds?|Corgis?"
    r"|Greyhounds?|Whippets?|Ragdolls?|Maine|Tabby|Tabbies|Tortie|Black|White|Grey|Gray|Brown|Golden|Spotty|Fluffy|Twins|Rescues?|Strays?|Mutts?"
    r"|Vegan|Vegans|Vegetarian|Vegetarians|Pescatarian|Catholic|Muslim|Jewish|Christian|Hindu|Buddhist"
    r"|German|Swiss|British|English|Scottish|Welsh|Irish|French|Spanish|Italian|Brazilian|American|Canadian|Australian|Polish|Dutch|Greek|Turkish|Chinese"
    r"|Japanese|Korean|Indian|Mexican|Nigerian|Kenyan|Ghanaian|Portuguese|Russian|Ukrainian|Swedish|Norwegian|Danish|Finnish|Austrian|Belgian|Czech|Filipino"
    r"|Vietnamese|Thai|Pakistani|Bengali|Egyptian|Moroccan|Jamaican|Chilean|Peruvian|Colombian|Argentinian|Cuban|Lebanese|Iranian|Israeli|Ethiopian|Somali"
    r"|Teenagers?|Toddlers?|Adults?|Grown|Angels?|Monsters?|Devils?|Gremlins?|Twins?)$"
)
_NOT_NOW = regex.compile(r"\?|\b(?:died|dead|passed|lost|rip|used\s+to|had|were|was|ran\s+away|ran\s+off|gone|missing|rehomed|my\s+(?:friend|neighbou?r|sister|brother|cousin)['’]s|mort|morte|morts|décédés?)\b", _I)


def _names(count: int) -> str:
    parts = [f"(?P<n{i}>{_NAME})" + _AGE.replace("N>", f"{i}>") for i in range(count)]
    return r"\s*,\s*".join(parts[:-1]) + r"\s*,?\s+(?:and|&|et)\s+" + parts[-1]


def _listed(m: regex.Match, count: int) -> list[tuple[str, str | None]]:
    out = []
    for i in range(count):
        out.append((m.group(f"n{i}"), m.group(f"age{i}") or m.group(f"agep{i}")))
    return out


def _by_count(head: str) -> list[regex.Pattern]:
    """`head` (the group, up to where its names start) then 4, 3 or 2 names: the longest list first."""
    return [regex.compile(head + _names(k) + r"(?![\w(])(?!\s*,?\s+(?:and|et)\s+\p{Lu})", _I) for k in (4, 3, 2)]


_KIN_GROUP = r"kids|children|boys|girls|sons|daughters|twins|grandkids|grandchildren"
_EN = _by_count(
    rf"\b(?:my|our|(?<=\b(?:with|and|took|take|brought|bring|had|have)\s+)the(?=\s+(?:{_KIN_GROUP})\b))\s+(?:(?P<count>{_COUNT_EN})\s+)?(?:(?:little|lovely|wonderful|amazing|sweet|rescue|crazy|old|young|beautiful|fur)\s+)?"
    rf"(?P<noun>{_GROUP_EN})\s*[,:(]?\s*(?:named\s+|called\s+)?"
)
# "My kids are Alfie and Tilly", "Our two boys are called Sam and Leo": the names are what the sentence
# says, so they must end its clause ("My kids are Harry and Hermione fans" names no one).
_CLAUSE_END = r"(?!['’]s\b)(?=\s*(?:[,.;!?…)]|$|\s+(?:and|but|so|who|which)\s+(?-i:\p{Ll})))"
_EN_ARE = [
    regex.compile(
        rf"\b(?:my|our)\s+(?:(?P<count>{_COUNT_EN})\s+)?(?:(?:little|lovely|wonderful|amazing|sweet|rescue|crazy|old|young|beautiful|fur)\s+)?"
        rf"(?P<noun>{_GROUP_EN})\s+(?:are|['’]re)\s+(?:(?:called|named)\s+)?" + _names(k) + _CLAUSE_END,
        _I,
    )
    for k in (4, 3, 2)
]
_FR = _by_count(
    r"\b(?:mes|nos)\s+(?:(?P<count>deux|trois|quatre|cinq)\s+)?(?:(?:petits|petites|adorables|chers)\s+)?"
    r"(?P<noun>enfants|fils|filles|garçons|jumeaux|jumelles|petits-enfants|chiens|chiennes|chats|chattes|lapins|poules|chevaux)\s*[,:(]?\s*(?:qui\s+s['’]appellent\s+)?"
)
# "I have three dogs. Their names are Pepper, Precious and Panda": the names in the next sentence.
_COUNTED = regex.compile(rf"\b(?:i\s+have|i['’]ve\s+got|we\s+have|we['’]ve\s+got|i\s+got|we\s+got|we\s+adopted|i\s+adopted)\s+(?P<count>{_COUNT_EN})\s+(?P<noun>{_GROUP_EN})\b", _I)
_THEIR_NAMES = _by_count(r"^\W*(?:their|the)\s+names\s+are\s+")
# "I've got three dogs: Pepper, Precious and Panda", "We have two kids, Ada and Ebele": the names in the same sentence.
_COUNTED_NAMES = [regex.compile(_COUNTED.pattern + r"\s*[:,(–—-]\s*(?:(?:named|called)\s+)?" + _names(k) + _CLAUSE_END, _I) for k in (4, 3, 2)]
_WORDS = {"2": "two", "3": "three", "4": "four", "5": "five"}


def _note_en(count: str | None, noun: str, names: list[tuple[str, str | None]]) -> str:
    listed = [f"{name} ({age})" if age else name for name, age in names]
    said = ", ".join(listed[:-1]) + f" and {listed[-1]}"
    how_many = _WORDS.get(count or "", (count or "").lower()) or {2: "two", 3: "three", 4: "four"}[len(names)]
    kind = " ".join(noun.lower().split())
    return f"Has {how_many} {kind} named {said}"


def _count_fits(count: str | None, named: int) -> bool:
    return count is None or word_number(count) == named


def named_groups(message: str, spans: list[Span]) -> list[tuple[str, str]]:
    """(note, its words in `message`) for each group of the user's own named together."""
    out: list[tuple[str, str]] = []
    taken: list[tuple[int, int]] = []
    for index, span in enumerate(spans):
        if _NOT_NOW.search(span.text):
            continue
        for rxs, french in ((_EN, False), (_EN_ARE, False), (_COUNTED_NAMES, False), (_FR, True)):
            for k, rx in zip((4, 3, 2), rxs, strict=True):
                for m in rx.finditer(message, span.start, span.end):
                    if any(a <= m.start() < b for a, b in taken):
                        continue
                    names = _listed(m, k)
                    if any(_NOT_NAME.match(n) for n, _ in names) or not _count_fits(m.group("count"), k):
                        continue  # "My two kids, Amy, Ben and Cara": which is it
                    taken.append((m.start(), m.end()))
                    if french:
                        how_many = m.group("count") or "des"
                        note = f"A {how_many.lower()} {m.group('noun').lower()}, " + ", ".join(n for n, _ in names[:-1]) + f" et {names[-1][0]}"
                    else:
                        note = _note_en(m.group("count"), m.group("noun"), names)
                    out.append((note, m.group()))
        counted = _COUNTED.search(span.text)
        if counted and index + 1 < len(spans) and not _NOT_NOW.search(spans[index + 1].text):
            nxt = spans[index + 1]
            for k, rx in zip((4, 3, 2), _THEIR_NAMES, strict=True):
                m = rx.match(nxt.text)
                if m is None:
                    continue
                names = _listed(m, k)
                if not any(_NOT_NAME.match(n) for n, _ in names):
                    out.append((_note_en(counted.group("count"), counted.group("noun"), names), m.group().strip()))
                break
    return out


# The word for one of a group of the user's people ("kids" -> "child"); animals are not kin.
_ONE_OF = {"kids": "child", "children": "child", "boys": "son", "girls": "daughter", "sons": "son", "daughters": "daughter", "twins": "child",
           "grandkids": "grandchild", "grandchildren": "grandchild"}


def group_members(message: str) -> list[tuple[str, str | None]]:
    """(name, the word for one of them) for each of the user's children or grandchildren named in a
    group (`named_groups`); (name, None) for anyone else so named (an animal), so the name stays unread."""
    out: list[tuple[str, str | None]] = []
    for note, _said in named_groups(message, sentences(message)):
        group, _, names = note.partition(" named ")
        if not names:
            continue  # French: the names stay unread
        noun = _ONE_OF.get(group.rsplit(" ", 1)[-1].lower())
        out += [(name, noun) for name in regex.findall(_NAME, names)]
    return out


# "Alfie turned twelve in November and Tilly is nine", "Liam is nine and mad about rugby, and Poppy turned
# five in December": the ages of the user's children (or grandchildren) named before, told together.
_AGE_WORD = (
    r"(?:[1-9]\d?(?![\d:.,%]\d)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    r"|twenty(?:-(?:one|two|three|four|five))?)"
)
_AGED = regex.compile(
    rf"(?:^|(?<=,\s*(?:and\s+)?|\s(?:and|while|whereas)\s+))(?P<name>{_NAME})(?:\s+is|['’]s|\s+(?:just\s+)?turned)\s+(?:(?:only|now|just|already)\s+)?(?P<age>{_AGE_WORD})\b"
    r"(?!\s*(?:%|years?\s+ago|minutes?|hours?|days?|weeks?|months?|mo\b|o['’]clock|pm|am|miles?|km|kilos?|pounds?|dollars?|euros?|times|of\b|to\b))",
    _I,
)
_NOT_AGE_NOW = regex.compile(r"\?|n['’]t\b|\b(?:not|was|were|would|will|if|when\s+\w+\s+(?:was|were)|next|soon|died|passed|used\s+to|lol|jk|kidding|imagine|pretend)\b", _I)
_PLURAL_OF = {"child": "kids", "grandchild": "grandchildren", "son": "sons", "daughter": "daughters"}


# "Ada and Ebele just turned four": two of them, one age.
_BOTH_AGED = regex.compile(
    rf"(?:^|(?<=[,;]\s*|\s(?:and|but)\s+))(?P<a>{_NAME})\s+and\s+(?P<b>{_NAME})\s+(?:are|['’]re|(?:both\s+)?(?:just\s+)?turned|have\s+(?:just\s+)?turned)\s+(?:both\s+)?(?:(?:only|now|just)\s+)?(?P<age>{_AGE_WORD})\b"
    r"(?!\s*(?:%|years?\s+ago|minutes?|hours?|days?|weeks?|o['’]clock|pm|am|miles?|km|times|of\b|to\b))",
    _I,
)
# The user's children spoken of as a group just before ("I had the kids for Christmas", "coming home to the
# twins"), or asked about so ("How old are your kids?"): the names told with ages are theirs.
_THE_GROUP = regex.compile(
    r"\b(?:my|our|your|(?<!\b(?:coach|teach|taught|coaching|teaching|minding|watching)\s+)the)\s+(?P<group>kids|children|twins|grandkids|grandchildren)\b"
    r"(?!\s+(?:next\s+door|at|in|on|from|of|i\s+(?:teach|coach|mind|babysit|look\s+after)|across)\b|['’]s?\s)",
    _I,
)
# Children who are someone else's or the user's charges: pupils, a team, a neighbour's, a sibling's, foster children.
_OTHER_CHILDREN = regex.compile(
    r"\b(?:teach\w*|coach\w*|class|classroom|students?|pupils?|school\s+run\s+for|nephews?|nieces?|next\s+door|neighbou?rs?|team|childmind\w*|babysit\w*|nann(?:y|ies)"
    r"|foster\w*|sunday\s+school|camp|scouts?|brownies|sister['’]s|brother['’]s|friend['’]s|cousin['’]s|vet|puppies|kittens)\b",
    _I,
)


def group_said(*texts: str) -> str | None:
    """The word for the user's children as a group in the first of `texts` that speaks of them, else None."""
    for text in texts:
        m = _THE_GROUP.search(text)
        if m and not _OTHER_CHILDREN.search(text):
            return m.group("group").lower()
    return None


def group_ages(message: str, spans: list[Span], known: dict[str, str], group: str | None = None) -> list[tuple[str, str]]:
    """("Has two kids named Alfie (twelve) and Tilly (nine)", its words) for each sentence that gives
    the ages of two or more of the user's children or grandchildren: named before (`known`: name ->
    the word for one of them), or, when `group` says the user just spoke of their children as a group
    ("the kids", "the twins"), any names not known as someone else's."""
    out = []
    for span in spans:
        def theirs(name: str, age: str = "0") -> bool:
            # names never told before are the group's only at a child's age
            return known.get(name) in ("child", "grandchild", "son", "daughter") or (group is not None and name not in known and (word_number(age) or 99) < 18)

        both = _BOTH_AGED.search(span.text)
        if both and theirs(both.group("a"), both.group("age")) and theirs(both.group("b"), both.group("age")) and both.group("a") != both.group("b") and not _NOT_AGE_NOW.search(span.text[both.start():both.end()]):
            kind = "twins" if group == "twins" else group or "kids"
            out.append((f"Has {kind} named {both.group('a')} and {both.group('b')}, who are {both.group('age').lower()}", both.group()))
            continue
        found = [m for m in _AGED.finditer(span.text) if theirs(m.group("name"), m.group("age"))]
        if len(found) < 2 or len({m.group("name") for m in found}) < len(found):
            continue
        said = span.text[found[0].start():found[-1].end()]
        if _NOT_AGE_NOW.search(said) or _OTHER_CHILDREN.search(span.text) or len(regex.findall(rf"\b(?:is|turned|['’]s)\s+(?:(?:only|now|just|already)\s+)?{_AGE_WORD}\b", span.text, _I)) != len(found):
            continue  # "Noah is 8, Ava is 5 and baby Finn is 1": all of them or none
        nouns = {known[m.group("name")] for m in found if m.group("name") in known}
        kind = "grandchildren" if "grandchild" in nouns or group in ("grandkids", "grandchildren") else _PLURAL_OF[nouns.pop()] if len(nouns) == 1 else "kids"
        listed = [f"{m.group('name')} ({m.group('age').lower()})" for m in found]
        how_many = {2: "two", 3: "three", 4: "four"}.get(len(found), str(len(found)))
        out.append((f"Has {how_many} {kind} named " + ", ".join(listed[:-1]) + f" and {listed[-1]}", said))
    return out


def told_again_with_ages(note: str, notes: list[str]) -> bool:
    """Whether another of `notes` says all `note` says and the ages too: "Has two kids named Alfie and
    Tilly" or "Has a child named Alfie, who is twelve" beside "Has two kids named Alfie (twelve) and Tilly (nine)"."""
    for other in notes:
        if other == note or " (" not in other:
            continue
        if regex.sub(r" \([^)]*\)", "", other) == note:
            return True
        one = regex.match(rf"Has an? [\w ]+ named (?P<name>{_NAME}), who is (?P<age>[\w-]+)$", note)
        if one and f"{one.group('name')} ({one.group('age')})" in other:
            return True
    return False
