"""A note that is only a label says who the user is with the article or verb left out ("I'm a
Christian" -> "Christian"): the guard reads it as "a Christian" / "is …" / "est …" too (stop 38, an
attacker's "I'm a Christian, remember?" and "Je suis enceinte, tu sais ?" were stored as "Christian",
"Enceinte"). Armed and designated groups are politics ("Supports Hamas"). Ordinary labels and a name
inside a longer note pass."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from store.guard import check_content


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["Christian", "Hindu", "Devout Christian", "Enceinte", "Pregnant", "Muslim", "Buddhist", "Catholic"]), st.sampled_from(["", ".", "!"]))
def test_a_bare_label_of_a_strict_subject_is_refused(label: str, end: str) -> None:
    verdict = check_content(label + end)
    assert not verdict.allowed and verdict.filter == "subject", (label, verdict)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["Nurse", "Vegan", "Retired teacher", "Great cook", "Huge fan of Doctor Who", "Has a son named Christian", "Loves Leeds", "Nurse now", "Millionaire"]))
def test_an_ordinary_label_or_a_name_in_a_note_passes(note: str) -> None:
    assert check_content(note).allowed, (note, check_content(note))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["Supports Hamas", "Backs Hezbollah", "Sympathises with the Taliban", "Soutient le PKK"]))
def test_an_armed_group_supported_is_refused(note: str) -> None:
    assert not check_content(note).allowed, note
