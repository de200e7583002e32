"""The `instruction` filter: instruction-shaped text ("ignore previous instructions", "always
reply...", "tu dois..."), role markers ("system:", "<|im_start|>", "[INST]") and our own block
delimiters. Notes are injected into the prompt, so a stored instruction is an injection.

By class (policy.toml [instruction]): `rules` (imperatives to the assistant), `addressed` (text
addressed to whoever reads it: "Note for the AI:", "Whoever reads this:"), `overrides` ("priority
override", "treat all future messages as...", "replies must always end with..."), `reveal`
(asking for the other notes, or to drop safety); and, reported as role markers: `role_markers`,
`role_lines` (a role name and a separator anywhere a line, sentence or clause starts: "User: ...",
"assistant - ...", "S Y S T E M:"), `fences` (roles in code fences and chat-format role fields),
`end_markers` (fake end-of-memory markers, "now the user says..."). Every rule also runs on the
text with spaced-out letters joined."""

from __future__ import annotations

import re
from dataclasses import dataclass

from config.constants import BLOCK_CLOSE, BLOCK_OPEN
from store import lazy_re
from store.guard import aimed, disguises, learned, letterforms, reasons
from store.guard.forms import Forms
from store.guard.policy_data import Rule, all_needs, expand_needs, present_needs, rules, section

_IN = section("instruction")


# Rules that start with `{lead}` are searched without it, then the text just before the match is
# checked for a lead (start of text or sentence, "please", "you"...): much faster than a lead
# alternation tried at every position.
_LEAD_END = lazy_re.compile("(?:" + _IN["lead_end"] + r")\s*$")
_LEAD_LOOKBACK = 16
_TEXT_START = frozenset(("", "-", "*", "•"))  # nothing before the match but maybe a bullet


@dataclass(frozen=True)
class _LeadRule:
    needs: frozenset[str]
    pattern: re.Pattern[str]

    def search(self, text: str, present: set[str]) -> bool:
        if self.needs and self.needs.isdisjoint(present):
            return False
        for match in self.pattern.finditer(text):
            start = match.start()
            if text[:start].strip() in _TEXT_START or _LEAD_END.search(text[max(0, start - _LEAD_LOOKBACK) : start]):
                return True
        return False


def _rule(entry: dict) -> Rule | _LeadRule:
    pattern = _expand(entry["pattern"])
    if pattern.startswith("{lead}"):
        return _LeadRule(frozenset(expand_needs(entry.get("needs", ()))), lazy_re.compile(r"\b" + pattern[len("{lead}") :]))
    return rules([entry | {"pattern": pattern}])[0]


_PLACEHOLDERS = {"{" + name + "}": pattern for name, pattern in (_IN["placeholders"] | _IN["directed_placeholders"]).items()}


def _expand(pattern: str) -> str:
    for name, value in _PLACEHOLDERS.items():
        pattern = pattern.replace(name, value)
    return pattern


class _WordRules:
    """The rules of class groups: a rule runs when one of its needs made of letters and digits
    is a word of the text, or one of its other needs is in it (one set intersection for all)."""

    def __init__(self, entries: list[dict]) -> None:
        self.patterns = tuple(lazy_re.compile(_expand(entry["pattern"])) for entry in entries)
        self.by_word: dict[str, list[int]] = {}
        self.by_mark: dict[str, list[int]] = {}
        for index, entry in enumerate(entries):
            for need in entry.get("needs", ()):
                table = self.by_word if _PLAIN_WORD.fullmatch(need) else self.by_mark
                table.setdefault(need, []).append(index)
        self.words = frozenset(self.by_word)

    def search(self, text: str, words: frozenset[str]) -> bool:
        hits: set[int] = set()
        for word in self.words.intersection(words):
            hits.update(self.by_word[word])
        for mark, indexes in self.by_mark.items():
            if mark in text:
                hits.update(indexes)
        return any(self.patterns[index].search(text) for index in sorted(hits))


_PLAIN_WORD = lazy_re.compile(r"[a-z0-9]+")

_RULES = tuple(_rule(entry) for entry in _IN["rules"])
_ROLE_MARKERS = rules(_IN["role_markers"])
_NEEDS = all_needs(_RULES + _ROLE_MARKERS)
_CLASS_INSTRUCTIONS = _WordRules(_IN["addressed"] + _IN["overrides"] + _IN["reveal"] + _IN["directed"])
_CLASS_ROLE_MARKERS = _WordRules(_IN["role_lines"] + _IN["fences"] + _IN["end_markers"])
_DELIMITERS = tuple(d.casefold() for d in (BLOCK_OPEN, BLOCK_CLOSE))
_SPACE = lazy_re.compile(r"\s+")


def check(forms: Forms, *, reading: bool = False) -> str | None:
    """The reason `forms` is instruction-shaped, or None; its disguised readings (store.guard.disguises)
    are read too, once (`reading`: `forms` is one already)."""
    forms = letterforms.plain(forms)
    squeezed = _SPACE.sub("", forms.lower)
    if any(d in squeezed for d in _DELIMITERS):
        return reasons.ROLE_MARKER
    texts = list(forms.word_forms())
    despaced = getattr(forms, "despaced", None)
    if despaced and despaced not in texts:
        texts.append(despaced)
    for text in texts:
        present = present_needs(text, _NEEDS)
        words = frozenset(_PLAIN_WORD.findall(text))
        if any(rule.search(text, present) for rule in _ROLE_MARKERS) or _CLASS_ROLE_MARKERS.search(text, words):
            return reasons.ROLE_MARKER
        if any(rule.search(text, present) for rule in _RULES) or _CLASS_INSTRUCTIONS.search(text, words):
            return reasons.INSTRUCTION
    if aimed.check(forms.value, forms.raw):
        return reasons.INSTRUCTION
    if not reading and learned.refuses(forms.value):
        return reasons.INSTRUCTION  # what the rules were not written for, read as the attackers' orders were
    for text in disguises.readings(forms.value) if not reading else ():
        if check(Forms(text), reading=True) is not None:
            return reasons.INSTRUCTION
    return None
