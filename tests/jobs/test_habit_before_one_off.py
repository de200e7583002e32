"""A habit told, then a one-off set against it: the habit holds. "I usually swim on Mondays, but today
I skipped" and "I have a regular Tuesday spot at The Rex with my quartet but last night was a Saturday
fill-in" made nothing (the one-off's time made the whole sentence passing). Generated over habits,
contrasts and one-offs; lookalikes stay nothing: no habit before the contrast, a passing state as
the habit, someone else's habit, a one-off before the contrast, a joke."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from store.guard import check_content

HABITS = st.sampled_from([
    ("I usually swim on Mondays", "Usually swims on Mondays"), ("I usually work from home", "Usually works from home"),
    ("I have a regular Tuesday spot at The Rex with my quartet", "Has a regular Tuesday spot at The Rex with their quartet"),
    ("I run every morning", "Runs every morning"), ("I always cook on Sundays", "Always cooks on Sundays"),
])
AGAINST = st.sampled_from([", but ", " but ", ", though ", "; only "])
ONE_OFFS = st.sampled_from(["today I skipped", "last night was a Saturday fill-in", "this week I'm in the office", "yesterday I was too tired", "tonight I'm staying in"])


def _notes(text: str) -> list[str]:
    messages = [{"role": "assistant", "content": "How's your week?"}, {"role": "user", "content": text}]
    return [c.text for c in rule_candidates(messages, first_new_turn=1)]


@settings(max_examples=150, deadline=None)
@given(HABITS, AGAINST, ONE_OFFS, st.sampled_from([".", "!", " lol."]))
def test_the_habit_before_a_one_off_holds(habit: tuple[str, str], against: str, one_off: str, end: str) -> None:
    text = f"{habit[0]}{against}{one_off}{end}"
    notes = _notes(text)
    assert habit[1] in notes, (text, notes)  # a laugh at the end is on the one-off, the clause it ends


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([
    "I went to the gym, but today I skipped.", "I'm usually fine, but today I'm exhausted.", "Yesterday I usually swim, but no.",
    "My wife usually swims on Mondays, but today she skipped.", "Today I swim every hour, but tomorrow I rest.",
    "If I had time I'd swim every morning, but today I'm busy.", "I usually smoke weed on Fridays but tonight I'm staying in.",
    "I always use my password hunter2 but today I changed it.",
]))
def test_lookalikes_make_no_habit(text: str) -> None:
    """What the capture reads is kept only past the guard (a password is refused there)."""
    assert [n for n in _notes(text) if check_content(n).allowed] == [], (text, _notes(text))
