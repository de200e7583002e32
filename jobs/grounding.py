"""Grounding, in code: a proposed fact survives only if the words it rests on occur in a user turn
of this pass and its content words come from those words. Assistant turns never count."""

from __future__ import annotations

from store.text import STOPWORDS, normalise

# Forms a third-person note may use that the user's first-person words do not contain.
_EQUIVALENT = {
    "has": "have",
    "is": "am",
    "does": "do",
    "goes": "go",
    "est": "suis",
    "son": "mon",
    "sa": "ma",
    "ses": "mes",
    "their": "my",
    "goal": "goal",
}
# Words a note may add around the user's words without adding a fact.
_GLUE = frozenset({"goal", "user", "objectif", "their", "theirs", "them", "they", "themselves", "re", "ve", "son", "sa", "ses"})


_SUFFIXES = ("s", "es", "d", "ed", "ing", "ies")


def _matches(word: str, evidence_words: set[str]) -> bool:
    if word in evidence_words or _EQUIVALENT.get(word) in evidence_words:
        return True
    for other in evidence_words:
        short, long_ = sorted((word, other), key=len)
        # An inflection of the user's word: "runs"/"run", "prefers"/"prefer", "building"/"build".
        if len(short) >= 3 and long_.startswith(short) and long_[len(short) :] in _SUFFIXES:
            return True
        if len(short) >= 4 and long_[:4] == short[:4] and len(long_) - len(short) <= 4:
            return True
    return False


def grounded(fact: str, evidence: str, user_turns: list[str]) -> bool:
    """True when `evidence` occurs in one of `user_turns` and every content word of `fact` comes from it."""
    quoted = normalise(evidence)
    if len(quoted) < 3:
        return False
    padded = f" {quoted} "
    if not any(padded in f" {normalise(turn)} " for turn in user_turns):
        return False
    evidence_words = set(quoted.split())
    for word in normalise(fact).split():
        if word in STOPWORDS or word in _GLUE:
            continue
        if not _matches(word, evidence_words):
            return False
    return True
