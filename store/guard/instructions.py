"""The `instruction` filter: instruction-shaped text ("ignore previous instructions", "always
reply...", "tu dois..."), role markers ("system:", "<|im_start|>", "[INST]") and our own block
delimiters. Notes are injected into the prompt, so a stored instruction is an injection."""

from __future__ import annotations

import re
from dataclasses import dataclass

from config.constants import BLOCK_CLOSE, BLOCK_OPEN
from store.guard import reasons
from store.guard.normalize import Forms
from store.guard.policy_data import Rule, all_needs, expand_needs, present_needs, rules, section

_IN = section("instruction")


# Rules that start with `{lead}` are searched without it, then the text just before the match is
# checked for a lead (start of text or sentence, "please", "you"...): much faster than a lead
# alternation tried at every position.
_LEAD_END = re.compile("(?:" + _IN["lead_end"] + r")\s*$")
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
    pattern = entry["pattern"]
    if pattern.startswith("{lead}"):
        return _LeadRule(frozenset(expand_needs(entry.get("needs", ()))), re.compile(r"\b" + pattern[len("{lead}") :]))
    return rules([entry])[0]


_RULES = tuple(_rule(entry) for entry in _IN["rules"])
_ROLE_MARKERS = rules(_IN["role_markers"])
_NEEDS = all_needs(_RULES + _ROLE_MARKERS)
_DELIMITERS = tuple(d.casefold() for d in (BLOCK_OPEN, BLOCK_CLOSE))
_SPACE = re.compile(r"\s+")


def check(forms: Forms) -> str | None:
    squeezed = _SPACE.sub("", forms.lower)
    if any(d in squeezed for d in _DELIMITERS):
        return reasons.ROLE_MARKER
    for text in forms.word_forms():
        present = present_needs(text, _NEEDS)
        if any(rule.search(text, present) for rule in _ROLE_MARKERS):
            return reasons.ROLE_MARKER
        if any(rule.search(text, present) for rule in _RULES):
            return reasons.INSTRUCTION
    return None
