"""A code-only judge of the sentences no capture shape read: how likely a first-person statement
holds something lasting about its writer, from the kinds of words it is made of, never from its
topic.

The capture shapes (jobs/capture.py) read what they were written for; people disclose themselves in
many more shapes ("Still doing chemistry at Valley High, this is my ninth year"). The pass sends
every statement the shapes left (jobs/passes.uncovered_sentences, jobs/judge.is_candidate) here. Each
is described by a few dozen general features: how much it says (content words, capped), names and
numbers in it, words of kinds that carry lasting facts (family and pets, work and study, pastimes,
duration and origin), words of kinds that carry chat (thanks, feelings, agreement, hopes), things
it points at without naming (it, that, them), a one-off time ("last week"), whether it answers a
question. A logistic regression over them, fitted offline on labelled sentences of conversations
written by others (`python -m tests.bench.fit_lasting`, which prints its held-out figures), gives
the probability. Notes it keeps start at low confidence, so they decay unless a later pass
confirms them.

The weights file names its threshold; the word classes below are the whole vocabulary it sees.
"""

from __future__ import annotations

import hashlib
import json
import math
from dataclasses import dataclass
from functools import cache
from importlib import resources

import regex

WEIGHTS_FILE = "lasting_weights.json"
_I = regex.IGNORECASE
AP = "['’]"

# Word classes, English and French. General kinds of words, not topics of any conversation.
CLASSES = {
    # Family and pets in one class: the capture shapes read most pets, so too few are left to fit
    # a weight of their own (a class of its own was fitted on 3 sentences and took every pet down).
    "kin": r"husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?|spouse|kids?|children|child|sons?|daughters?|mom|mum|mother|dad|father"
    r"|parents?|brothers?|sisters?|siblings?|grand(?:ma|mother|pa|father|parents?|kids?|children|son|daughter)s?|aunt|auntie|uncle|cousins?"
    r"|niece|nephew|family|in-laws?|twins?|baby|babies|step(?:mom|mum|dad|son|daughter)|mari|femme|copain|copine|enfants?|fils|fille"
    r"|mère|père|parents|frère|sœur|soeur|grand-mère|grand-père|famille|bébé"
    r"|dogs?|cats?|pupp(?:y|ies)|kittens?|pets?|horses?|hamsters?|rabbits?|bunn(?:y|ies)|parrots?|birds?|snakes?|turtles?|tortoises?"
    r"|lizards?|chickens?|hens?|goldfish|chien(?:ne)?s?|chat(?:te)?s?|chiot|lapin|cheval",
    "work": r"job|jobs|work|works|worked|working|career|company|boss|office|colleagues?|coworkers?|employer|shift|shifts|business|biz|shop|store"
    r"|studio|team|role|position|promot(?:ed|ion)|hired|fired|retired|retire|retirement|degree|university|uni|college|school|phd|master['’]?s"
    r"|class|classes|course|student|studying|study|studies|thesis|volunteer\w*|teach(?:er|ing|es)?|nurse|engineer|manager|chef|designer"
    r"|developer|lawyer|doctor|travail|boulot|métier|entreprise|bureau|études|école|fac|stage|poste",
    "pastime": r"hobby|hobbies|passion|passionate|fan|favou?rite|fave|fav|play|plays|playing|paint\w*|reading|read|writ(?:e|es|ing)|running|run|runs"
    r"|hik(?:e|es|ing)|cook(?:s|ing)?|bak(?:e|es|ing)|garden\w*|music|guitar|violin|piano|drums|sing(?:s|ing)?|danc(?:e|es|ing)|pottery"
    r"|photograph\w*|knit\w*|camping|fishing|travel\w*|swim\w*|yoga|climb\w*|surf\w*|cycl\w*|chess|games?|gaming|books?|novels?|films?|movies?"
    r"|series|band|album|songs?|art|sport|sports|football|soccer|tennis|basketball|club|lessons?|musique|lecture|sport|jeux",
    "lasting": r"since|years?|decades?|months|always|every|usually|often|grew\s+up|born|raised|from|moved|live|lives|lived|living|home|own"
    r"|married|divorced|engaged|adopted|passed\s+away|died|depuis|ans|toujours|né|née|habite|vis",
    "one_off": r"yesterday|today|tonight|tomorrow|last\s+(?:week|weekend|night|month|friday|saturday|sunday|monday|tuesday|wednesday|thursday)"
    r"|this\s+(?:morning|afternoon|evening|week|weekend)|next\s+(?:week|weekend)|earlier|the\s+other\s+day|hier|aujourd['’]hui|demain|ce\s+matin",
    "chat": r"glad|thanks?|thank|hope|hopes|hoping|wish|impressed|wow|haha|ha|lol|guess|sure|awesome|amazing|great|cool|nice|sweet|exactly"
    r"|totally|agree\w*|congrat\w*|sorry|wait|excited|proud|happy|grateful|thankful|appreciat\w*|dreams?|keep|give\s+up|make\s+it|feel|feels"
    r"|felt|hear|heard|merci|content|contente|super|génial|trop|désolé|désolée",
    "vague": r"it|that|this|these|those|them|there|something|stuff|thing|things|ça|cela|ce|ceci",
}
_CLASS_RX = {name: regex.compile(r"\b(?:" + words + r")\b", _I) for name, words in CLASSES.items()}
_WORD = regex.compile(r"[\w'’-]+")
_FIRST = regex.compile(rf"^(?:i|i{AP}\w+|je|j{AP}\w*|moi)$", _I)
_NUMBER_WORD = regex.compile(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|dozen|deux|trois|quatre|cinq|six|dix)\b", _I)
_WE = regex.compile(rf"\b(?:we|we{AP}\w+|our|ours|us|nous|on)\b", _I)
_MY = regex.compile(r"\b(?:my|mine|mon|ma|mes)\b", _I)
_FUTURE = regex.compile(rf"\b(?:will|gonna|going\s+to|want\s+to|wanna|plan\w*\s+to|hope\s+to|i{AP}ll|vais|veux|compte)\b", _I)
_PAST = regex.compile(r"\b\w+ed\b|\b(?:went|got|made|had|took|saw|did|found)\b", _I)


def features(sentence: str, note: str, previous: str = "") -> dict[str, float]:
    """The features of one candidate: the user's sentence, the note code wrote from it, and the
    message it answers (the other party's, or "")."""
    words = _WORD.findall(note)
    said = _WORD.findall(sentence)
    capitals = [w for i, w in enumerate(said) if i > 0 and w[:1].isupper() and not _FIRST.match(w)]
    if len(capitals) * 2 > len(said):
        capitals = []  # Title Case or shouting: capitals name nothing
    out = {
        "words": min(len(words), 20) / 10,  # capped: a longer sentence is not a better note
        "short": float(len(words) <= 4),
        "names": float(min(len(capitals), 3)),
        "digits": float(bool(regex.search(r"\d", sentence))),
        "number_words": float(bool(_NUMBER_WORD.search(sentence))),
        "we": float(bool(_WE.search(sentence))),
        "my": float(min(len(_MY.findall(sentence)), 3)),
        "exclaims": float("!" in sentence),
        "answers": float("?" in previous),
        "future": float(bool(_FUTURE.search(sentence))),
        "past": float(bool(_PAST.search(note))),
        "opens_on_verb": float(bool(regex.match(r"\p{Lu}\p{Ll}+s\b", note))),
        "opens_on_is": float(note.startswith(("Is ", "Est "))),
    }
    for name, rx in _CLASS_RX.items():
        out[name] = float(min(len(rx.findall(note)), 3))
    return out


FEATURES = tuple(features("I have a dog.", "Has a dog"))


@dataclass(frozen=True)
class Weights:
    """A logistic regression: p = sigmoid(bias + sum(w * (x - mean) / scale))."""

    features: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    weights: tuple[float, ...]
    bias: float
    threshold: float

    def probability(self, values: dict[str, float]) -> float:
        z = self.bias + sum(w * (values.get(f, 0.0) - m) / s for f, m, s, w in zip(self.features, self.mean, self.scale, self.weights, strict=True))
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))

    def to_json(self) -> dict[str, object]:
        return {k: list(v) if isinstance(v, tuple) else v for k, v in self.__dict__.items()}


def load_weights(text: str) -> Weights | None:
    """Weights from the JSON the fit writes, or None when it is unreadable or was fitted for other
    features (then this judge keeps nothing: the shapes alone capture)."""
    try:
        raw = json.loads(text)
        weights = Weights(**{k: tuple(v) if isinstance(v, list) else v for k, v in raw.items() if k in Weights.__dataclass_fields__})
    except (ValueError, TypeError, AttributeError):
        return None
    return weights if weights.features == FEATURES and len({len(weights.mean), len(weights.scale), len(weights.weights)}) == 1 else None


@cache
def weights_digest() -> str:
    """The shipped weights file's digest (the bundled probe names the one it was fitted with), or ""."""
    try:
        return hashlib.sha256(resources.files("config").joinpath("data", WEIGHTS_FILE).read_bytes()).hexdigest()[:16]
    except FileNotFoundError:
        return ""


@cache
def bundled() -> Weights | None:
    """The shipped weights (config/data/lasting_weights.json), or None."""
    try:
        return load_weights(resources.files("config").joinpath("data", WEIGHTS_FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None


def score(sentence: str, note: str, previous: str = "", weights: Weights | None = None) -> float:
    """The probability that `note`, written from the user's `sentence`, is a lasting fact (0 when
    no weights are shipped)."""
    weights = weights or bundled()
    return weights.probability(features(sentence, note, previous)) if weights else 0.0


def keeps(sentence: str, note: str, previous: str = "", weights: Weights | None = None) -> bool:
    """Whether the judge keeps the note: its score reaches the weights' threshold."""
    weights = weights or bundled()
    return weights is not None and score(sentence, note, previous, weights) >= weights.threshold
