"""The other party's name said to them at the end of a sentence ("I love the sunset, Russell"):
a vocative, never part of a fact about the user.

Which names are said to the other party is read from the user's own greetings and thanks ("Hey
Russell!", "Thanks, Mel", "Congrats Jon"), so "Has a dog, Biscuit" (an apposition, a name the user
never greets) keeps its name.
"""

from __future__ import annotations

from collections.abc import Sequence

import regex

from jobs.never_stored import message_role, message_text

GREETED = regex.compile(
    r"(?:^|[.!?]\s+)\W*(?:hi|hello|hey|heya|hiya|yo|morning|evening|thanks|thank\s+you|thx|congrats|congratulations|wow|woah|whoa|aww+|oh|haha|yeah|yes|yep"
    r"|sorry|ok(?:ay)?|good\s+(?:morning|evening|night|luck)|take\s+care|bye|night|salut|coucou|bonjour|bonsoir|merci|bravo|félicitations)"
    r"(?:\s+so\s+much|\s+again)?,?\s+(?P<name>(?-i:\p{Lu}\p{Ll}+))(?=\s*[,!.?]|\s*$)",
    regex.IGNORECASE,
)
# Words a greeting may be followed by that are not a name ("Thanks God", "Oh Wow", "Hey You").
_NOT_A_NAME = frozenset({"god", "lord", "man", "dude", "buddy", "mate", "girl", "guys", "you", "wow", "there", "everyone", "all", "again", "so", "much"})
# A name said last, after a comma ("…, Russell!").
_TRAILING_NAME = regex.compile(r",\s*(?P<name>\p{Lu}\p{Ll}+)\W*$")


def addressed_names(messages: Sequence[object]) -> frozenset[str]:
    """The names the user greets or thanks the other party by, in any of their messages."""
    names = set()
    for message in messages:
        if message_role(message) != "user":
            continue
        for m in GREETED.finditer(message_text(message)):
            if m.group("name").casefold() not in _NOT_A_NAME:
                names.add(m.group("name"))
    return frozenset(names)


def without_vocative(note: str, names: frozenset[str]) -> str:
    """`note` without a trailing ", <name>" said to the other party ("Enjoys the sunset, Russell" ->
    "Enjoys the sunset"); unchanged when the name is not one the user addresses."""
    if not names:
        return note
    m = _TRAILING_NAME.search(note)
    if m is None or m.group("name") not in names:
        return note
    return note[: m.start()].rstrip()
