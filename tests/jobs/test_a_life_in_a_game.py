"""A life inside a video game is the game's, never the user's ("I have a cat in The Sims" gave "Has
a cat in The Sims"; "This is my ninth year teaching chemistry in Minecraft" gave a note: an attacker
helper's findings, stop 37). Generated over shapes and games; playing the game is still a fact."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jobs.capture import rule_candidates
from jobs.never_stored import never_stored

GAMES = ["The Sims", "Animal Crossing", "Skyrim", "Minecraft", "Red Dead", "Stardew Valley", "Fortnite", "World of Warcraft"]
SHAPES = ["I have a cat in {g}.", "I live in a castle in {g}.", "I run a bakery in {g}.", "This is my ninth year teaching chemistry in {g}.", "I'm married in {g}."]


def _notes(text: str) -> list[str]:
    return [c.text for c in rule_candidates([{"role": "user", "content": text}])]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(GAMES), st.sampled_from(SHAPES))
def test_a_life_in_a_game_is_no_note(game: str, shape: str) -> None:
    said = shape.format(g=game)
    assert _notes(said) == [], said


def test_playing_it_is_still_a_fact() -> None:
    assert _notes("I play Minecraft every weekend.") == ["Plays Minecraft every weekend"]


@pytest.mark.parametrize("game", ["Mario Kart", "Call of Duty", "FIFA", "League of Legends", "Overwatch", "Final Fantasy", "Candy Crush"])
def test_a_life_in_more_games_is_the_games(game):
    """Found when a laugh stopped making a joke of the whole sentence: "I got a promotion in Mario Kart lol" was kept."""
    assert never_stored(f"I got a promotion in {game}.") == "joke"
    assert never_stored(f"I'm a captain in {game} lol") == "joke"
    assert never_stored(f"I play {game} every weekend with my brother.") is None  # playing it is the user's pastime
