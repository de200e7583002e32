"""The guard: the code filters every candidate note passes before anything is written.

Filters, in order (config.constants.CONTENT_FILTERS, then the note filters): secret, raw_value,
amount, exchange, instruction, subject, length; then category, duplicate, paused. The first
refusal wins. A refusal names the filter and the kind of thing caught, never the value; nothing
here logs the text.
"""

from __future__ import annotations

from collections.abc import Iterable

from typing import Any

from config.constants import CATEGORIES, NOTE_MAX_CHARS, NOTE_MIN_CHARS
from store.guard import reasons
from store.guard.normalize import Forms, fold_for_dedupe, strip_invisible
from store.guard.verdict import ALLOWED, STRICT, Policy, Verdict, refuse

# The filters' pattern tables compile when the first text is checked, not when the store opens:
# reading notes or a context block never pays for them.


def __getattr__(name: str) -> Any:
    if name == "SUBJECT_GROUPS":
        from store.guard.subjects import SUBJECT_GROUPS  # noqa: PLC0415

        return SUBJECT_GROUPS
    raise AttributeError(name)

__all__ = [
    "ALLOWED",
    "SUBJECT_GROUPS",
    "Policy",
    "Verdict",
    "check_content",
    "check_note",
    "fold_for_dedupe",
]


def check_content(text: str, policy: Policy | None = None, *, max_chars: int = NOTE_MAX_CHARS) -> Verdict:
    """Run the content filters on `text`: secret, raw_value, amount, exchange, instruction,
    subject, then length (NOTE_MIN_CHARS..max_chars, zero-width characters removed, whitespace
    stripped). The first refusal wins."""
    if not isinstance(text, str):
        raise TypeError("check_content takes a str")
    from store.guard import amounts, exchanges, instructions, raw_values, secrets, subjects  # noqa: PLC0415
    from store.guard.values import scan  # noqa: PLC0415

    policy = policy or STRICT
    forms = Forms(text)
    hits = scan(forms.value)
    reason = secrets.check(forms, hits)
    if reason:
        return refuse("secret", reason)
    reason = raw_values.check(forms, hits)
    if reason:
        return refuse("raw_value", reason)
    reason = amounts.check(forms)
    if reason:
        return refuse("amount", reason)
    reason = exchanges.check(forms)
    if reason:
        return refuse("exchange", reason)
    reason = instructions.check(forms)
    if reason:
        return refuse("instruction", reason)
    group = subjects.check(forms, policy.allowed_subjects)
    if group:
        return refuse("subject", reasons.subject(group))
    size = len(strip_invisible(text).strip())
    if size < NOTE_MIN_CHARS:
        return refuse("length", reasons.TOO_SHORT.format(n=NOTE_MIN_CHARS))
    if size > max_chars:
        return refuse("length", reasons.TOO_LONG.format(n=max_chars))
    return ALLOWED


def check_note(
    text: str,
    category: str,
    *,
    existing: Iterable[str] = (),
    paused: Iterable[str] = (),
    policy: Policy | None = None,
) -> Verdict:
    """check_content, then `category` (a known category), `duplicate` (same folded text as an
    existing note) and `paused` (nothing new enters a paused category)."""
    verdict = check_content(text, policy)
    if not verdict.allowed:
        return verdict
    if category not in CATEGORIES:
        return refuse("category", reasons.CATEGORY)
    key = fold_for_dedupe(text)
    if any(fold_for_dedupe(other) == key for other in existing):
        return refuse("duplicate", reasons.DUPLICATE)
    if category in set(paused):
        return refuse("paused", reasons.PAUSED)
    return ALLOWED
