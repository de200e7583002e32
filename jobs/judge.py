"""The model's job in a pass: keep or drop candidate sentences that code found.

Code finds the candidates (`is_candidate`): new user sentences in the first person that are
statements, that the rules did not capture, that pass the never-stored rules and that code can
turn into a note. The model only decides among them; the note text, its category and every
safety check stay code.

How it decides depends on the GGUF:
- the bundled SmolLM2-135M: a linear probe over the mean of its last-layer token states (one
  forward pass over the sentence, nothing generated), combined with code's own judge
  (jobs/lasting.py): the sentence is kept when the mean of the two log-odds clears the probe's
  threshold. Asked the question in words, this model scores near chance (spec/model.md; AUC 0.56
  on LoCoMo candidates), while its hidden states carry what code's word classes miss. The probe is
  fitted on the same labelled sentences as code's judge, and its threshold chosen by the same
  leave-one-set-out rule (`python -m tests.bench.fit_probe`, which prints both on held-out sets).
  The probe file names the GGUF it was fitted for.
- any other GGUF (`model_path`, e.g. a 1-4 B instruct model): the question in words, "does this
  sentence state a lasting fact about the writer?", scored from the log-probabilities of the first
  answer token (log P(yes) - log P(no)), in the GGUF's own chat template, with a fixed system
  prompt and examples as a prefix, so llama.cpp's KV cache reuses them for every sentence.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import regex

from jobs import lasting
from jobs.llm import Model
from jobs.phrasing import as_writer, note_text

log = logging.getLogger("memoryd.judge")

PROBE_FILE = "durable_probe.json"
# For a GGUF without a fitted probe: keep a sentence when the model finds "yes" likelier than "no".
YES_NO_THRESHOLD = 0.0

SYSTEM = (
    "You decide whether a sentence someone wrote about themselves states a lasting fact about them: "
    "who they are, family, partner, children, pets, home, origin, job, studies, health, hobbies, favourites, skills, "
    "long-term plans and projects, or an important life event. Greetings, thanks, agreement, compliments, questions, "
    "advice, what the other person did, moods, one-off errands and hypotheticals are not lasting facts. Answer yes or no."
)
QUESTION = 'Sentence: "{sentence}"\nLasting fact about the writer?'
EXAMPLES = (
    ("I've played the guitar since I was ten.", "yes"),
    ("Thanks, that's really kind of you!", "no"),
    ("My brother lives in Madrid with his wife.", "yes"),
    ("I grabbed a sandwich on the way home.", "no"),
    ("Je travaille comme boulanger à Lyon.", "yes"),
    ("Ah oui, je comprends.", "no"),
)

# The writer ("we" is read as the writer alone, phrasing.as_writer) ...
_FIRST_PERSON = regex.compile(r"\b(?:i|i['’](?:m|ve|d|ll)|me|my|mine|myself|je|moi|mon|ma|mes)(?![\w'’])|\bj['’](?=\w)", regex.IGNORECASE)
# ... and nobody else named by a pronoun whose referent the note would not hold ("she turns 60").
_THIRD_PERSON = regex.compile(r"\b(?:he|she|him|his|her|hers|he['’]s|she['’]s|il|elle|lui)(?![\w'’])", regex.IGNORECASE)
# A sentence that opens on a pronoun points at something said before it ("It's for my mom"):
# its note could not stand alone.
_DANGLING_OPENER = regex.compile(
    r"^\W*(?:it|it['’]s|its|this|this['’]s|that|that['’]s|these|those|they|they['’]\w+|them|she|she['’]\w+|he|he['’]\w+|her|his|there"
    r"|here['’]s|here|voici|voilà|voila"
    r"|ce|ça|ca|cela|il|elle|ils|elles|celui|celle)(?![\w'’-])|^\W*c['’](?=\w)",
    regex.IGNORECASE,
)
# Words a chat line may open with before what it says ("Yes, these have been...", "Hey Maria, ...").
_LEAD = (
    r"^\W*(?:(?:yes|yeah|yep|yup|oh|ah|well|so|and|plus|also|however|but|anyway|actually|haha|wow|btw|by the way"
    r"|oui|bon|alors|et|mais|bref|d['’]ailleurs|(?:hey|hi|salut)(?:\s+(?-i:[A-Z])[\w'’-]*)?)\W+)*"
)
# A passing feeling about the moment ("I'm so grateful for...", "je suis ravie") is no lasting fact.
_FEELING = regex.compile(
    _LEAD + r"(?:i['’]m|i\s+am|i\s+feel|i\s+felt|i\s+was|je\s+suis|j['’]étais)\s+(?:so\s+|really\s+|truly\s+|very\s+|super\s+|totally\s+|tellement\s+|très\s+|trop\s+)*"
    r"(?:grateful|thankful|glad|happy|excited|thrilled|stoked|pumped|proud|sad|nervous|sorry|blessed|amazed|honou?red|touched|relieved|ravie?|contente?|heureux|heureuse|fière?|triste|désolée?)\b",
    regex.IGNORECASE,
)
_SECOND_PERSON = regex.compile(r"\b(?:you|your|yours|you['’]\w+|tu|toi|ton|ta|tes|vous|votre|vos)\b", regex.IGNORECASE)


def is_candidate(sentence: str) -> bool:
    """A sentence the model may be asked about: a statement by the writer about themselves ("I",
    "my", "je"...), not a question, whose note code can write and which stands alone: it does not
    open on a word that points back or at something shown ("It's for my mom", "Here's a pic"), names
    no one else by pronoun, and its note has no "you" (the other party is not in the note)."""
    sentence = as_writer(sentence)  # "We moved to Leeds in 2019": the writer too
    if "?" in sentence or not _FIRST_PERSON.search(sentence):
        return False
    said = regex.sub(_LEAD, "", sentence, count=1, flags=regex.IGNORECASE)
    if _DANGLING_OPENER.match(said) or _THIRD_PERSON.search(sentence) or _FEELING.match(sentence):
        return False
    text = note_text(sentence)
    return text is not None and not _SECOND_PERSON.search(text)


def messages_for(sentence: str) -> list[dict[str, str]]:
    messages = [{"role": "system", "content": SYSTEM}]
    for example, answer in EXAMPLES:
        messages += [{"role": "user", "content": QUESTION.format(sentence=example)}, {"role": "assistant", "content": answer}]
    return messages + [{"role": "user", "content": QUESTION.format(sentence=" ".join(sentence.split()))}]


@dataclass(frozen=True)
class Probe:
    """A logistic regression over a GGUF's mean hidden state: p = sigmoid(w . (x - mean) / scale + b)."""

    model_file: str
    model_bytes: int
    mean: list[float]
    scale: list[float]
    weights: list[float]
    bias: float
    threshold: float  # combined probability (see `combined`) at or above which a sentence is kept
    code_weights: str = ""  # the digest of code's weights it was fitted and thresholded with (lasting.weights_digest)

    def probability(self, vector: list[float]) -> float:
        z = self.bias + sum(w * (x - m) / s for w, x, m, s in zip(self.weights, vector, self.mean, self.scale, strict=True))
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))

    def fits(self, path: Path) -> bool:
        try:
            return path.name == self.model_file and path.stat().st_size == self.model_bytes
        except OSError:
            return False

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in ("model_file", "model_bytes", "code_weights", "threshold", "bias", "mean", "scale", "weights")}


@cache
def bundled_probe() -> Probe | None:
    try:
        raw = json.loads(resources.files("config").joinpath("data", PROBE_FILE).read_text(encoding="utf-8"))
    except (FileNotFoundError, ValueError):
        return None
    return Probe(**{k: raw[k] for k in ("model_file", "model_bytes", "mean", "scale", "weights", "bias", "threshold")}, code_weights=raw.get("code_weights", ""))


def probe_for(model: Model) -> Probe | None:
    """The bundled probe when it was fitted for this model's GGUF and with the code weights shipped
    beside it (its threshold is for the two together); None otherwise: the model is asked in words."""
    path = getattr(model, "path", None)
    probe = bundled_probe()
    if probe is None or not isinstance(path, Path) or not probe.fits(path):
        return None
    if probe.code_weights != lasting.weights_digest():
        log.warning("the bundled probe was fitted with other code weights than the shipped ones: the model is asked in words (refit with tests.bench.fit_probe)")
        return None
    return probe


def combined(code: float, probe: float) -> float:
    """Code's judge and the probe together: the probability whose log-odds are the mean of theirs
    (either one sure and the other unsure leans the sure one's way; both lukewarm stays lukewarm)."""

    def log_odds(p: float) -> float:
        p = min(max(p, 1e-9), 1 - 1e-9)
        return math.log(p / (1 - p))

    return 1.0 / (1.0 + math.exp(-(log_odds(code) + log_odds(probe)) / 2))


@dataclass
class JudgeRun:
    kept: list[str] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)  # one per sentence judged, in order
    calls: int = 0
    tokens_in: int = 0
    tokens_reused: int = 0
    method: str = ""


def judge(model: Model, sentences: list[str], *, probe: Probe | None = None, threshold: float | None = None, code: list[float] | None = None) -> JudgeRun:
    """Score each sentence; keep those at or above the threshold. `probe` defaults to the bundled
    probe when it was fitted for this model's GGUF; otherwise the yes/no question is asked. `code`:
    code's own probability for each sentence (jobs/lasting.py), which a probe's score is combined
    with (without it, code is taken as undecided, 0.5); the yes/no score stands alone."""
    probe = probe if probe is not None else probe_for(model)
    if code is not None and len(code) != len(sentences):
        raise ValueError(f"code's scores ({len(code)}) do not match the sentences ({len(sentences)})")
    run = JudgeRun(method="probe" if probe else "yes_no")
    for index, sentence in enumerate(sentences):
        run.calls += 1
        if probe is not None:
            vector, count = model.embed(sentence)
            score = combined(code[index] if code is not None else 0.5, probe.probability(vector))
            run.tokens_in += count
            cut = probe.threshold if threshold is None else threshold
        else:
            verdict = model.yes_no(messages_for(sentence))
            score = verdict.score
            run.tokens_in += verdict.tokens_in
            run.tokens_reused += verdict.tokens_reused
            cut = YES_NO_THRESHOLD if threshold is None else threshold
        run.scores.append(score)
        if score >= cut:
            run.kept.append(sentence)
    return run


# The category of a kept sentence, by code: the first kind whose words it holds.
_CATEGORY_WORDS = (
    ("constraint", r"allergic|allergy|intoleran\w*|diabet\w*|vegan|vegetarian|can['’]?t (?:eat|drink)|disab\w*|végétarien\w*|végane?|allergique"),
    ("preference", r"prefer\w*|rather|favou?rite|top pick|go-to|préf[eè]r\w*|favori\w*"),
    ("goal", r"want to|plan\w* to|planning|hope to|dream\w*|someday|one day|goal|aim to|going to|gonna|saving (?:up )?for|j['’]aimerais|je veux|je compte|projette"),
    ("project", r"working on|building|writing (?:a|my)|started my own|my own (?:business|shop|store|company)|launch\w*|projet"),
    ("interest", r"love\w*|enjoy\w*|passion\w*|hobby|hobbies|fan of|into |fun|relax\w*|unwind|adore|j['’]aime|passionn\w*"),
    ("experience", r"since|for \d+|for (?:a|two|three|four|five|ten|many|several) (?:years?|decades?)|been|used to|lost|moved|grew up|depuis|ans"),
)
_CATEGORY_RX = tuple((name, regex.compile(r"\b(?:" + words + r")", regex.IGNORECASE)) for name, words in _CATEGORY_WORDS)


def category_of(sentence: str) -> str:
    for name, rx in _CATEGORY_RX:
        if rx.search(sentence):
            return name
    return "background"
