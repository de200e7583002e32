"""The subject of a note, so that a new value can replace the old one (rules.md "Consolidation").

A note is read as a head (what it says the user does with the value: prefers, uses, lives, works,
is), a polarity (dislikes, no longer, n'… plus), the values it names per object class, and the
scope it is said for ("… for code reviews"). Its *slot* is its category, an object class and that
scope. Classes come from the value's words (config/data/slots.toml: answer length, answer tone,
wallet software, operating system, programming language, diet, ...) or from the note's shape
(jobs live in "Works as …" or a bare occupation noun, a home place after "Lives in", an origin after
"From", an employer after "Works at", a favourite in "Favourite colour: …").

Two notes conflict on a class when they give it different values with the same polarity (or the
same value with opposite polarity), in the same category and scope. A class that holds one value
at a time (`single`) makes that a replacement outright ("Prefers detailed answers" after "Prefers
short answers"); one that holds several ("Uses Sparrow" beside "Uses Electrum") only when the user
says it changed: `change_in` finds "switched from X to Y", "moved to", "no longer", "not … anymore",
"instead of", "now", "these days", "je suis passé à", "je n'utilise plus", "désormais", ...
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

import regex

from store.text import STOPWORDS, fold

_TOKEN = regex.compile(r"[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*[+#]*")


def norm(word: str) -> str:
    """A folded word with a plural s/x dropped ("answers" -> "answer", "courtes" -> "courte")."""
    if len(word) > 3 and word[-1] in "sx" and word[-2] not in "usi":  # not "plus", "Paris", "Linux", "class"
        return word[:-1]
    return word


def _folded(text: str) -> str:
    return fold(text).replace("’", "'")


def _tokens(text: str) -> list[tuple[str, str]]:
    """(original, normalised) for each word of `text`, original case kept for proper nouns."""
    text = text.replace("’", "'")
    return [(m.group(), norm(_folded(m.group()))) for m in _TOKEN.finditer(text)]


# ---------------------------------------------------------------- lexicon
@dataclass(frozen=True)
class ObjectClass:
    name: str
    single: bool
    categories: frozenset[str]
    needs: frozenset[str]
    terms: frozenset[tuple[str, ...]]


@dataclass(frozen=True)
class Lexicon:
    classes: tuple[ObjectClass, ...]
    occupations: frozenset[tuple[str, ...]]
    suffixes: tuple[str, ...]
    longest: int


def _term(words: str) -> tuple[str, ...]:
    return tuple(n for _, n in _tokens(words))


@lru_cache(maxsize=1)
def lexicon() -> Lexicon:
    data = tomllib.loads(resources.files("config.data").joinpath("slots.toml").read_text(encoding="utf-8"))
    needs = {name: frozenset(norm(w) for w in words) for name, words in data["needs"].items()}
    classes = tuple(
        ObjectClass(
            entry["name"],
            bool(entry["single"]),
            frozenset(entry["categories"]),
            needs[entry["needs"]] if "needs" in entry else frozenset(),
            frozenset(_term(w) for w in entry["words"]),
        )
        for entry in data["class"]
    )
    occupations = frozenset(_term(w) for w in data["occupations"]["words"])
    longest = max(len(t) for c in classes for t in c.terms)
    return Lexicon(classes, occupations, tuple(data["occupations"]["suffixes"]), longest)


# Classes found from a note's shape; all hold one value at a time.
HOME, ORIGIN, BIRTHPLACE, JOB, EMPLOYER = "home place", "origin", "birthplace", "job", "employer"
_SHAPE_CLASSES = frozenset({HOME, ORIGIN, BIRTHPLACE, JOB, EMPLOYER})
FAVOURITE = "favourite"


def is_single(name: str) -> bool:
    if name in _SHAPE_CLASSES or name.startswith(FAVOURITE):
        return True
    return next((c.single for c in lexicon().classes if c.name == name), False)


# ---------------------------------------------------------------- heads
def _set(words: str) -> frozenset[str]:
    return frozenset(norm(w) for w in words.split())


_HEADS = {
    "prefer": _set(
        "prefer prefers preferred like likes love loves enjoy enjoys want wants need needs expect expects appreciate "
        "appreciates value values favour favours favor favors rather prefere preferes preferait aime adore apprecie "
        "veut voudrait souhaite"
    ),
    "use": _set(
        "use uses using used rely relies run runs running own owns keep keeps hold holds code codes coding program "
        "programs develop develops write writes has have on utilise sert tourne fait possede sous host hosts self-host self-hosts"
    ),
    "live": _set("live lives living lived reside resides based stay stays moved relocated habite vit demenage installe installee basee"),
    "work": _set("work works working worked employed travaille bosse"),
    "switch": _set("switch switched switches changed migrated transitioned converted upgraded went passe passee migre change bascule"),
    "origin": _set("from originaire born grew vient nee"),
    "be": _set("is est"),
}
_HEAD_OF = {word: group for group, words in _HEADS.items() for word in words}
_NEGATIVE_HEADS = _set("dislike dislikes hate hates avoid avoids deteste evite")
_AUX = _set("has have had is was would will does do did a est s been")
_ADVERBS = _set(
    "now also still currently mostly mainly usually really actually just only always often primarily generally typically "
    "normally definitely strongly much nowadays lately recently today maintenant desormais dorenavant aussi toujours "
    "surtout encore plutot vraiment"
)
_ARTICLES = _set("a an the un une le la les des du de d l their his her son sa se my mon ma mes some")
_SCOPE = _set("for when while during whenever pour quand lorsque pendant")
_STOPS = _set("with near for since and but at in on where because while during avec pres pour depuis et mais chez dans sur")
_OLD_MARKERS = (("instead", "of"), ("au", "lieu"), ("a", "la", "place"))
_TIME = regex.compile(
    r"\b(?:these\s+days|nowadays|any\s*more|any\s+longer|(?:last|this|next)\s+(?:week|month|year|summer|winter|spring|autumn|fall)"
    r"|ces\s+(?:temps|jours)-ci|depuis\s+peu|a\s+present|en\s+ce\s+moment|right\s+now|from\s+now\s+on|for\s+now|now|lately"
    r"|recently|maintenant|desormais|dorenavant|today|aujourd'hui)\b"
)
_EVENT_DATE = regex.compile(
    r"\b(?:in|en|on|le)\s+(?:(?:early|late|mid|debut|fin)\s+)?(?:19|20)\d\d\b|\(\d{4}-\d\d(?:-\d\d)?\)|\b(?:19|20)\d\d-\d\d-\d\d\b"
    r"|\b(?:\d+|a|an|one|two|three|four|five|ten)\s+(?:years?|months?)\s+ago\b|\bil\s+y\s+a\s+\d+\s+ans\b"
)
# Said of the past ("Was a teacher before", "Used to live in Oslo", "Former pilot"): no current value.
_PAST = regex.compile(
    r"^(?:(?:also|still|then)\s+)?(?:was|were|used\s+to|etait|a\s+ete)\b|\b(?:formerly|previously|former|ex|once|back\s+then"
    r"|auparavant|autrefois|ancien|ancienne|jadis)\b|\b(?:before|avant)\s*$"
)
_JOB_SUBJECTS = _set("job role profession occupation title day-job metier poste travail boulot")
_FAVOURITE_SUBJECTS = _set("favourite favorite fave preferred main primary native first daily prefere preferee principal principale")
_GENERIC = _set(
    "use using uses used like likes love loves prefer prefers want wants need needs learn learning try trying get make do go "
    "have has is are be been work works working live lives thing things stuff way lot bit one ones now anymore longer "
    "utilise aime prefere veut travaille habite vit plus chose truc"
)


@dataclass(frozen=True)
class Reading:
    """What a note says, for comparing it with another note of the same category."""

    category: str
    head: str  # prefer | use | live | work | switch | origin | be | noun | other
    polarity: int  # +1, or -1 for "dislikes", "no longer", "n'… plus"
    retracts: bool  # says a value stopped holding ("no longer uses X", "n'utilise plus X")
    values: dict[str, frozenset[str]] = field(default_factory=dict)  # class name -> the value's words
    old: frozenset[str] = frozenset()  # words of a value it says was left ("from X", "instead of X")
    scope: frozenset[str] = frozenset()
    event: bool = False  # a dated event ("Moved to Montreal in 2016"): later values leave it true
    past: bool = False  # a past state ("Was a teacher before", "Former pilot"): not the current value


def value_words(text: str) -> frozenset[str]:
    """The words of `text` that name things: no stopwords, no generic verbs."""
    out = set()
    for _, word in _tokens(_TIME.sub(" ", _folded(text))):
        if len(word) < 2 and word not in ("c", "r"):
            continue
        if word in STOPWORDS or word in _GENERIC or word in _ARTICLES:
            continue
        out.add(word)
    return frozenset(out)


def _find_terms(words: list[str], terms: frozenset[tuple[str, ...]], longest: int) -> list[tuple[int, int]]:
    """(start, end) of each term of `terms` in `words`, longest first, without overlaps."""
    found, i = [], 0
    while i < len(words):
        for size in range(min(longest, len(words) - i), 0, -1):
            if tuple(words[i:i + size]) in terms:
                found.append((i, i + size))
                i += size
                break
        else:
            i += 1
    return found


def is_occupation(words: list[str]) -> bool:
    lex = lexicon()
    if _find_terms(words, lex.occupations, 3):
        return True
    return any(len(w) > 5 and w.endswith(lex.suffixes) for w in words)


def _until(tokens: list[tuple[str, str]], stops: frozenset[str]) -> list[tuple[str, str]]:
    for i, (_, word) in enumerate(tokens):
        if i and word in stops:
            return tokens[:i]
    return tokens


def _drop_articles(tokens: list[tuple[str, str]]) -> list[tuple[str, str]]:
    i = 0
    while i < len(tokens) and tokens[i][1] in _ARTICLES:
        i += 1
    return tokens[i:]


def _words(tokens: list[tuple[str, str]]) -> frozenset[str]:
    return frozenset(w for _, w in tokens if w not in STOPWORDS and w not in _ARTICLES and w not in _GENERIC)


def _place(tokens: list[tuple[str, str]], preps: frozenset[str]) -> frozenset[str]:
    """The place after the first of `preps` that names one ("in Lyon", not "in a flat")."""
    for i, (_, word) in enumerate(tokens[:-1]):
        if word not in preps:
            continue
        original, following = tokens[i + 1]
        if following == "the" and i + 2 < len(tokens):
            original = tokens[i + 2][0]
        if not original[:1].isupper():
            continue  # "in a flat", "au 3e étage", "in 5 countries": not a named place
        start = i + 2 if following == "the" else i + 1
        end = start
        while end < len(tokens) and tokens[end][0][:1].isupper():
            end += 1  # the name's run of capitalised words: "New York", not "Toronto their whole life"
        words = _words(tokens[start:end])
        if words:
            return words
    return frozenset()


def read(text: str, category: str) -> Reading:
    """Read a note's head, polarity, values per object class and scope."""
    folded = _folded(text)
    colon = regex.match(r"^\s*([^:]{1,48}?)\s*:\s*(.+)$", text)
    if colon:
        return _read_subject(colon.group(1), colon.group(2), category)
    tokens = _tokens(_blank_time(text))
    words = [w for _, w in tokens]
    i, polarity, retracts = 0, 1, False
    while i < len(words) and words[i] in _ADVERBS:
        i += 1
    aux = ""
    if i + 1 < len(words) and words[i] in _AUX and words[i + 1] in ("no", "not", "never", "stopped", "quit", "plus"):
        aux, i = words[i], i + 1  # "Is no longer a nurse", "Has stopped using Windows", "Is not vegan anymore"
    if words[i:i + 2] == ["no", "longer"]:
        polarity, retracts, i = -1, True, i + 2
    elif i < len(words) and words[i] in ("doesn", "doesnt", "don", "dont", "never", "not", "isn") or words[i:i + 2] in (["does", "not"], ["do", "not"]):
        polarity = -1
        i += 2 if i + 1 < len(words) and words[i + 1] in ("t", "not") else 1
    elif i < len(words) and words[i] in ("n", "ne"):
        polarity, i = -1, i + 1
        retracts = "plus" in words[i:]
    elif i < len(words) and words[i] in ("stopped", "quit", "arrete", "abandonne"):
        polarity, retracts, i = -1, True, i + 1
    if polarity < 0 and regex.search(r"\b(?:any\s*more|any\s+longer|no\s+longer)\b", folded):
        retracts = True
    while i + 1 < len(words) and words[i] in _AUX and (words[i + 1] in _HEAD_OF or words[i + 1] in _NEGATIVE_HEADS or words[i + 1].endswith(("ing", "ed"))):
        aux, i = words[i], i + 1
    if i < len(words) and words[i] == "been":
        i += 1
    head_word = words[i] if i < len(words) else ""
    if head_word in _NEGATIVE_HEADS:
        head, polarity = "prefer", -polarity
    elif head_word in ("would",) and i + 1 < len(words) and words[i + 1] in ("rather", "like", "love", "prefer"):
        head, i = "prefer", i + 1
    elif head_word in ("moved", "move", "relocated"):
        head = "live"
    elif aux in ("is", "est") and polarity < 0 and head_word not in _HEAD_OF:
        head, i = "be", i - 1  # "Is not a nurse anymore": the object starts after the negation
    else:
        head = _HEAD_OF.get(head_word, "")
    if head:
        rest = tokens[i + 1:]
    else:
        head, rest = ("noun" if category == "background" else "other"), tokens[i:]
    rest = [t for t in rest if t[1] not in ("plus", "pas", "jamais", "t", "not")]

    old: frozenset[str] = frozenset()
    rest_words = [w for _, w in rest]
    for marker in _OLD_MARKERS:
        at = next((k for k in range(len(rest_words)) if tuple(rest_words[k:k + len(marker)]) == marker), None)
        if at is not None:
            old = _words(_until(rest[at + len(marker):], _SCOPE))
            rest = rest[:at]
            break
    if head in ("switch", "live") and rest and rest[0][1] in ("from", "de", "d", "du"):
        to = next((k for k, (_, w) in enumerate(rest) if k and w in ("to", "a", "au", "aux", "vers", "pour", "for")), None)
        if to is not None:
            old = _words(rest[1:to])
            rest = rest[to:] if head == "live" else rest[to + 1:]
    elif head == "switch" and rest and rest[0][1] in ("to", "a", "au", "aux", "vers", "sur", "over"):
        rest = rest[1:]
        if rest and rest[0][1] == "to":
            rest = rest[1:]

    scope: frozenset[str] = frozenset()
    cut = next((k for k in range(1, len(rest)) if rest[k][1] in _SCOPE), None)
    if cut is not None and head != "switch":
        scope = _words(rest[cut + 1:])
        rest = rest[:cut]

    values = _lexical(rest, category)
    if category == "background":
        values.update(_shapes(head, head_word, rest))
    return Reading(category, head, polarity, retracts, values, old, scope, bool(_EVENT_DATE.search(folded)), bool(_PAST.search(folded)))


def _blank_time(text: str) -> str:
    """`text` with its time words ("now", "these days", "désormais") blanked, case kept."""
    folded = _folded(text)
    if len(folded) != len(text):
        return _TIME.sub(" ", folded)
    out = list(text)
    for m in _TIME.finditer(folded):
        out[m.start():m.end()] = " " * (m.end() - m.start())
    return "".join(out)


def _lexical(tokens: list[tuple[str, str]], category: str) -> dict[str, frozenset[str]]:
    lex = lexicon()
    words = [w for _, w in tokens]
    present = set(words)
    values: dict[str, frozenset[str]] = {}
    for cls in lex.classes:
        if category not in cls.categories:
            continue
        found = _find_terms(words, cls.terms, lex.longest)
        if not found:
            continue
        matched = {words[k] for s, e in found for k in range(s, e)}
        others = _words(tokens) - matched
        if cls.needs and not (present & cls.needs) and others:
            continue
        values[cls.name] = frozenset(" ".join(words[s:e]) for s, e in found)
    return values


def _shapes(head: str, head_word: str, rest: list[tuple[str, str]]) -> dict[str, frozenset[str]]:
    """Background classes found from the note's shape: home, origin, job, employer."""
    out: dict[str, frozenset[str]] = {}
    words = [w for _, w in rest]
    if head == "live":
        place = _place(rest, _set("in to a en au aux at"))
        if place:
            out[HOME] = place
    elif head == "origin":
        place = _place(rest, _set("in from de d du des"))
        if head_word == "from" and rest and rest[0][0][:1].isupper():
            place = _words(_until(rest, _STOPS))
        if place:
            out[BIRTHPLACE if head_word in ("born", "nee", "ne") else ORIGIN] = place
    elif head == "work" and words:
        if words[0] in ("as", "comme") or words[:3] == ["en", "tant", "que"]:
            start = 3 if words[0] == "en" else 1
            role = _words(_until(_drop_articles(rest[start:]), _STOPS))
            if role:
                out[JOB] = role
        elif words[0] in ("at", "for", "chez") and len(rest) > 1 and rest[1][0][:1].isupper() and rest[1][1] not in _ARTICLES:
            out[EMPLOYER] = _words(_until(rest[1:], _STOPS))
    elif head in ("be", "noun"):
        noun = _until(_drop_articles(rest), _STOPS)
        if noun and is_occupation([w for _, w in noun]):
            out[JOB] = _words(noun)
    return out


def _read_subject(subject: str, value: str, category: str) -> Reading:
    """A note shaped "Subject: value" ("Favourite colour: blue", "Job: nurse", "Wallet: Sparrow")."""
    subject_words = [w for _, w in _tokens(subject)]
    value_tokens = _tokens(_blank_time(value))
    values = _lexical(value_tokens, category)
    if set(subject_words) & _JOB_SUBJECTS:
        values[JOB] = _words(_drop_articles(value_tokens))
    elif set(subject_words) & _FAVOURITE_SUBJECTS:
        values[f"{FAVOURITE}: {' '.join(subject_words)}"] = _words(_drop_articles(value_tokens))
    return Reading(category, "be", 1, False, {k: v for k, v in values.items() if v})


# ---------------------------------------------------------------- comparing two notes
def conflict(old: Reading, new: Reading, *, changed: bool) -> str | None:
    """The object class on which `new` gives `old` a new value, or None when both can hold.

    `changed`: the user said something changed, so a class that holds several values is replaced too."""
    if old.category != new.category or old.scope != new.scope or old.event or old.past or new.past:
        return None  # history: a dated event or a past state is not replaced, and a past state replaces nothing
    for name, value in new.values.items():
        before = old.values.get(name)
        if before is None:
            continue
        if old.polarity == new.polarity and before == value:
            continue  # the same value: a restatement, not a change
        if old.polarity != new.polarity and not (before & value):
            continue  # "Dislikes long answers" beside "Prefers short answers"
        if is_single(name) or changed or new.retracts or new.head == "switch":
            return name
    return None


def shared_class(a: Reading, b: Reading) -> str | None:
    """A class both notes give a value for, in the same category (whatever the values)."""
    if a.category != b.category:
        return None
    return next((name for name in b.values if name in a.values), None)


def names(text: str, old: frozenset[str]) -> float:
    """How fully `text` names the value in `old`: |shared words| / min(sizes); 0 when none."""
    words = value_words(text)
    if not words or not old:
        return 0.0
    return len(words & old) / min(len(words), len(old))


# ---------------------------------------------------------------- change statements
@dataclass(frozen=True)
class Change:
    old: frozenset[str]  # words of the value the user left (empty when not named)
    new: frozenset[str]  # words of the value they took up (empty when not named)
    strong: bool  # an explicit switch/stop; False for a bare "now", "these days", "désormais"


_END = r"(?=\s*(?:[,;.!?]|\band\b|\bbut\b|\bbecause\b|\bet\b|\bmais\b|\bcar\b|\bparce\b|$))"
_VALUE = r"(.+?)" + _END
_SWITCH_VERB = r"(?:switch(?:ed)?|mov(?:ed|e)|chang(?:ed|e)|migrat(?:ed|e)|went|transitioned|converted|upgraded|jumped)"
_FR_SWITCH = r"(?:suis\s+pass[ée]e?|est\s+pass[ée]e?|passe|a\s+migre|ai\s+(?:migre|change|bascule|demenage)|migre|bascule)"
_STRONG = [
    # (pattern, old group, new group)
    (regex.compile(rf"\b{_SWITCH_VERB}\s+(?:over\s+|back\s+)?from\s+(.+?)\s+(?:to|for|in\s+favou?r\s+of)\s+{_VALUE}"), 1, 2),
    (regex.compile(rf"\b{_SWITCH_VERB}\s+(?:over\s+|back\s+)?to\s+{_VALUE}"), None, 1),
    (regex.compile(rf"\b(?:replaced|swapped|traded|ditched|dropped)\s+(.+?)\s+(?:for|with)\s+{_VALUE}"), 1, 2),
    (regex.compile(rf"(?:^|[,;]\s*|\b(?:i|je|j')\s+)(.+?)\s+(?:instead\s+of|au\s+lieu\s+(?:de|du|des|d')|a\s+la\s+place\s+(?:de|du|des|d'))\s*{_VALUE}"), 2, 1),
    (regex.compile(rf"\bno\s+longer\s+{_VALUE}"), 1, None),
    (regex.compile(r"\b(?:don't|dont|do\s+not|doesn't|does\s+not|not|never)\s+(.+?)\s+(?:any\s*more|any\s+longer)\b"), 1, None),
    (regex.compile(rf"\b(?:stopped|quit|gave\s+up(?:\s+on)?)\s+{_VALUE}"), 1, None),
    (regex.compile(rf"\b{_FR_SWITCH}\s+(?:de\s+|du\s+|des\s+|d')(.+?)\s+(?:a|au|aux|vers|pour|sur)\s+{_VALUE}"), 1, 2),
    (regex.compile(rf"\b{_FR_SWITCH}\s+(?:a|au|aux|vers|sur)\s+{_VALUE}"), None, 1),
    (regex.compile(rf"\b(?:n'|ne\s+)\w+\s+plus\s+{_VALUE}"), 1, None),
    (regex.compile(rf"\b(?:ai|a)\s+(?:arrete|abandonne|quitte|lache)\s+(?:de\s+|d')?{_VALUE}"), 1, None),
]
_WEAK = regex.compile(
    r"\b(?:now|nowadays|these\s+days|lately|from\s+now\s+on|any\s*more|desormais|dorenavant|maintenant|a\s+present"
    r"|ces\s+(?:temps|jours)-ci|depuis\s+peu)\b"
)
_ADDITIVE = regex.compile(r"\b(?:too|also|as\s+well|in\s+addition|additionally|aussi|egalement|en\s+plus)\b")


def change_in(sentence: str) -> Change | None:
    """The change the user states in `sentence`, or None when it states none."""
    folded = _folded(sentence)
    old: set[str] = set()
    new: set[str] = set()
    strong = False
    for rx, old_group, new_group in _STRONG:
        for m in rx.finditer(folded):
            strong = True
            if old_group:
                old |= value_words(m.group(old_group))
            if new_group:
                new |= value_words(m.group(new_group))
    if strong:
        return Change(frozenset(old), frozenset(new - old), True)
    if _WEAK.search(folded) and not _ADDITIVE.search(folded):
        return Change(frozenset(), frozenset(), False)
    return None


def names_occupation(text: str) -> bool:
    """Whether `text` ("primary school teacher", "fisherman in Peniche") names a job or a course of study."""
    return is_occupation([n for _, n in _tokens(text)])
