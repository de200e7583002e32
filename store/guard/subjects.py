"""The `subject` filter: the forbidden subjects, English and French, grouped (health, religion,
politics...) so the user's config can turn a group on. Accents and capitals are folded before
matching; each word also matches its plural; `*` in a term matches any letters there."""

from __future__ import annotations

import re
from dataclasses import dataclass

from store import lazy_re
from store.guard.forms import Forms
from store.guard.policy_data import Rule, all_needs, present_needs, rules, section

_GROUPS_DATA: dict[str, dict] = section("subject")["groups"]
_WORD_SPLIT = lazy_re.compile(r"[\s'\-]+")
_SEPARATOR = r"[\s'\-]*"
_PLURAL = r"(?:s|es|x)?"


def _words(term: str) -> list[str]:
    return [w for w in _WORD_SPLIT.split(term.strip("*")) if w]


def term_pattern(term: str) -> str:
    """Regex for one term: "cle privee" -> cle(?:s|es|x)?[\\s'-]*privee(?:s|es|x)?."""
    leading, trailing = term.startswith("*"), term.endswith("*")
    words = _words(term)
    parts = []
    for index, word in enumerate(words):
        part = re.escape(word)
        if index == len(words) - 1 and trailing:
            part += r"\w*"
        elif len(word) >= 3:
            part += _PLURAL
        parts.append(part)
    if leading:
        parts[0] = r"\w*" + parts[0]
    return _SEPARATOR.join(parts)


@dataclass(frozen=True)
class _Group:
    name: str
    term_needs: frozenset[str]  # the longest word of each term: no term matches without one
    terms: re.Pattern[str] | None
    patterns: tuple[Rule, ...]
    value_patterns: tuple[Rule, ...]  # run on the case-kept text

    @property
    def needs(self) -> frozenset[str]:
        return self.term_needs.union(*(rule.needs for rule in self.patterns))

    def search(self, text: str, present: set[str]) -> bool:
        if self.terms is not None and not self.term_needs.isdisjoint(present) and self.terms.search(text):
            return True
        return any(rule.search(text, present) for rule in self.patterns)

    def search_value(self, value: str) -> bool:
        return any(rule.search(value) for rule in self.value_patterns)


def _group(name: str, data: dict) -> _Group:
    terms = data.get("terms", ())
    needs = frozenset(max(_words(t), key=len) for t in terms)
    alternatives = sorted((term_pattern(t) for t in terms), key=len, reverse=True)
    compiled = lazy_re.compile(r"(?<![\w])(?:" + "|".join(alternatives) + r")(?![\w])") if alternatives else None
    return _Group(name, needs, compiled, rules(data.get("patterns", [])), rules(data.get("value_patterns", [])))


_GROUPS = tuple(_group(name, data) for name, data in _GROUPS_DATA.items())
SUBJECT_GROUPS: tuple[str, ...] = tuple(group.name for group in _GROUPS)
_NEEDS = all_needs(_GROUPS)


def check(forms: Forms, allowed: frozenset[str] = frozenset()) -> str | None:
    """The first forbidden subject group (in policy order) `forms` touches, or None."""
    texts = [(text, present_needs(text, _NEEDS)) for text in forms.word_forms()]
    for group in _GROUPS:
        if group.name in allowed:
            continue
        if any(group.search(text, present) for text, present in texts) or group.search_value(forms.value):
            return group.name
    return None
