"""Where the user lives, told in passing: "The neighbours in my basement apartment are not fans" ->
"Lives in a basement apartment"; "My tiny flat in Leeds is freezing" -> "Lives in a tiny flat in
Leeds". A home of theirs named with what kind it is (basement, tiny, two-bedroom, …) or where it is
("in Leeds") is where they live, whatever the sentence says of it.

Only their own home now: never one they left, sold, are looking for or dream of ("my old flat", "my
dream house", "my parents' house", "when I sell my tiny flat"), a compound that is no home ("my
flat white", "my house party", "my apartment hunt"), a sentence the never-stored rules turn away
(but for a passing state: "my basement flat is a mess right now" still says where they live), or a
bare "my flat" (which says nothing of it).
"""

from __future__ import annotations

import regex

from jobs.never_stored import never_stored
from jobs.phrasing import article
from jobs.sentences import sentences

_I = regex.IGNORECASE

# What kind of home it is: its size, its floor, its rooms, its build, rented or shared.
_KIND = (
    r"basement|tiny|little|small|cramped|cosy|cozy|big|huge|rented|shared|new|attic|studio|ground-floor|top-floor|first-floor|second-floor|rooftop"
    r"|(?:one|two|three|four|1|2|3|4)-bed(?:room)?|terraced|semi-detached|detached|victorian|georgian|edwardian|tiny\s+little|council|rental|student"
)
_HOME = regex.compile(
    r"\bmy\s+(?P<kind>(?:(?:" + _KIND + r")\s+){0,2})(?P<home>apartment|flat|house|bungalow|cottage|condo|loft|townhouse|bedsit|studio|two-bed(?:room)?"
    r"|one-bed(?:room)?|three-bed(?:room)?|terrace|houseboat|farmhouse|place)"
    r"(?P<where>\s+(?:in|near|outside|by)\s+(?-i:\p{Lu})[\w'’-]+(?:\s+(?-i:\p{Lu})[\w'’-]+)?)?"
    r"(?!['’]s?\b|-|\s+(?:white|party|parties|plants?|hunt|hunting|search|viewing|viewings|mates?|share|sitting|sitter|warming|music|rules|guests?|keys?|insurance|deposit|sale|move)\b)",
    _I,
)
# A home they no longer have, do not have yet, or only wish for, or one named in a question or a
# condition.
_NOT_THEIR_HOME_NOW = regex.compile(
    r"\b(?:used\s+to|old|former|previous|last|dream|future|next|holiday|summer|moved\s+out|moving\s+out|left|leaving|sold|selling|sell|looking\s+for|hunt\w*"
    r"|search\w*|if|would|someday|one\s+day|wish|hope|buy|buying|rent\s+out|renting\s+out|airbnb|hotel|visit\w*|staying)\b",
    _I,
)


def home_in_passing(message: str) -> list[tuple[str, int, int]]:
    """(note, start, end) for each sentence that names the user's own home with its kind or place."""
    out: list[tuple[str, int, int]] = []
    for sentence in sentences(message):
        text = sentence.text
        m = _HOME.search(text)
        if m is None or not (m.group("kind") or m.group("where")) or (m.group("home").lower() == "place" and not m.group("where")):
            continue
        if m.group("home").lower() in ("studio", "place") and not regex.search(r"\b(?:apartment|flat|basement|tiny|little|small|new|rented|shared)\b", m.group("kind"), _I):
            continue  # "my studio", "my big place": a workplace, or no home said
        if _NOT_THEIR_HOME_NOW.search(text) or never_stored(text) not in (None, "ephemeral") or "?" in text:
            continue  # what a passing state is said of ("my basement flat is a mess right now") is still their home
        kind = regex.sub(r"\s+", " ", m.group("kind").lower())
        home = f"{kind}{m.group('home').lower()}"
        out.append((f"Lives in {article(home)} {home}{m.group('where') or ''}", sentence.start, sentence.end))
    return out
