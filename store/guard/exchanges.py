"""The `exchange` filter: exchange names, however written.

- Refused on sight: the names of `on_sight`, also spaced out or cut ("B i n a n c e", "bin-ance",
  "coin base"), with lookalike letters (folded by `store.text`) or with one letter doubled, swapped,
  dropped or changed ("Binnance", "Biannce"): a word one edit from a name is that name, unless it
  is an ordinary word (`not_typos`).
- Names that are also ordinary words (Strike, River, Gemini...) only when tied to an exchange
  account: an account word right after the name, a word like KYC or withdraw near it, or, where
  the text speaks of crypto, a word like buy or use near it.
- Names with an everyday sense (the Seattle Kraken) pass when that sense is near and nothing ties
  them to an account.
"""

from __future__ import annotations

from functools import cached_property, lru_cache

from store import lazy_re
from store.guard import letterforms, reasons
from store.guard.forms import Forms
from store.guard.policy_data import alternation, section

_EX = section("exchange")

_ON_SIGHT = lazy_re.compile(r"(?<![\w])" + alternation(_EX["on_sight"]) + r"(?![\w])")
_ORDINARY = lazy_re.compile(r"(?<![\w])" + alternation(_EX["ordinary"]) + r"(?![\w])")
_ALNUM = lazy_re.compile(r"[a-z0-9]+")
_PLAIN = lazy_re.compile(r"[a-z0-9]+")


def _needs(names: list[str]) -> tuple[str, ...]:
    """A plain run of each name (the longest, "bitcoin" last): no name matches without it."""
    needs = set()
    for name in names:
        runs = sorted(_ALNUM.findall(name.replace("\\s", " ")), key=lambda r: (r != "bitcoin", len(r)), reverse=True)
        needs.add(runs[0])
    return tuple(sorted(needs))


_ON_SIGHT_NEEDS = frozenset(_needs(_EX["on_sight"]))
_ORDINARY_NEEDS = frozenset(_needs(_EX["ordinary"]))
_HOMONYMS = frozenset(_EX["homonyms"])
_SENSES = frozenset(_EX["homonym_senses"])
_SPLIT_WORDS = frozenset(_EX["split_words"])
_SPLIT_FIRST = {words.replace(" ", ""): words.split()[0] for words in _SPLIT_WORDS}  # "coinjar" -> "coin"
_SPLIT_PAIRS = {words.replace(" ", ""): tuple(words.split()) for words in _SPLIT_WORDS if len(words.split()) == 2}


def _ordinary_pair(name: str, first: str, second: str) -> bool:
    """A name that splits into two ordinary words ("bit stack"), cut there with one letter off:
    one piece is the ordinary word itself, so the other is most likely another ordinary word ("big
    stack", "bit snack"), and like the exact split it needs a tie to an account."""
    pair = _SPLIT_PAIRS.get(name)
    if pair is None:
        return _SPLIT_FIRST.get(name) == first
    # One letter changed ("big" for "bit") makes another word; one letter doubled or added ("ccoin
    # check") is how a name is disguised, and stays refused on sight.
    if pair[0] == first:
        return len(second) == len(pair[1])
    if pair[1] == second:
        return len(first) == len(pair[0])
    return False
_ACCOUNT_NOUNS = frozenset(_EX["account_nouns"])
_NOUNS_NEED_CRYPTO = frozenset(_EX["account_nouns_need_crypto"])
_ACCOUNT_PREPOSITIONS = frozenset(_EX["account_prepositions"])
_FIRM_NOUNS = _ACCOUNT_NOUNS - _NOUNS_NEED_CRYPTO - frozenset(_EX["account_nouns_loose"])
_STRONG = frozenset(_EX["strong_words"])
_CONJUNCTIONS = frozenset(("and", "but", "or", "then", "et", "mais", "ou", "puis", "while", "when", "because"))
_TRADE = frozenset(_EX["trade_words"])
_VIA = frozenset(_EX["via_words"])
_CRYPTO = frozenset(_EX["crypto_words"])
_CRYPTO_AFTER = frozenset(_EX["crypto_after"])
_WINDOW = int(_EX["near_window"])
_SKIPPED = frozenset(("the", "my", "a", "an", "our", "their", "his", "her", "le", "la", "l", "les", "mon", "ma", "mes", "un", "une", "s"))

# Names a cut or misspelt word is compared with: the one-word names of `on_sight` and `homonyms`.
_NAMES = tuple(sorted({n for n in (*_EX["on_sight"], *_EX["homonyms"]) if _PLAIN.fullmatch(n)}))
_TYPO_MIN = int(_EX["typo_min_length"])
_DROP_MIN = int(_EX["typo_drop_min_length"])
_CHANGE_MIN = int(_EX["typo_change_min_length"])
_NOT_TYPOS = frozenset(_EX["not_typos"])
_MAX_NAME = max(map(len, _NAMES))
_SPACES = lazy_re.compile(r"\s+")
_SPOKEN_DOT = lazy_re.compile(r"\s+(?:dot|point)\s+(?=[a-z]{2,3}\b)")


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


def _index() -> dict[str, frozenset[str]]:
    """Each name and each of its one-letter deletions -> the names (symmetric-delete lookup)."""
    index: dict[str, set[str]] = {}
    for name in _NAMES:
        for key in _deletions(name) | {name}:
            index.setdefault(key, set()).add(name)
    return {key: frozenset(names) for key, names in index.items()}


_INDEX = _index()


def _one_edit(word: str, name: str) -> bool:
    """`word` is `name` with one allowed edit (see the module doc and policy `typo_*`)."""
    size = len(name)
    if len(word) == size + 1:  # a letter added
        for i in range(len(word)):
            if word[:i] + word[i + 1 :] == name:
                doubled = (i > 0 and word[i - 1] == word[i]) or (i + 1 < len(word) and word[i + 1] == word[i])
                return size > _TYPO_MIN or doubled
        return False
    if len(word) == size - 1:  # a letter dropped
        return size >= _DROP_MIN and word in _deletions(name)
    if len(word) != size:
        return False
    diffs = [i for i in range(size) if word[i] != name[i]]
    if len(diffs) == 2 and diffs[1] == diffs[0] + 1:  # two letters swapped
        i = diffs[0]
        return word[i] == name[i + 1] and word[i + 1] == name[i]
    return len(diffs) == 1 and size >= _CHANGE_MIN


@lru_cache(maxsize=8192)
def name_for(word: str) -> str | None:
    """The exchange name `word` is, exactly or with one allowed typo, or None."""
    if len(word) < _TYPO_MIN - 1 or len(word) > _MAX_NAME + 1:
        return _INDEX_EXACT.get(word)
    if word in _NOT_TYPOS:
        return None
    if word in _INDEX_EXACT:
        return word
    candidates: set[str] = set()
    for key in _deletions(word) | {word}:
        candidates.update(_INDEX.get(key, ()))
    for name in sorted(candidates):
        if len(name) >= _TYPO_MIN and _one_edit(word, name):
            return name
    return None


_INDEX_EXACT = {name: name for name in _NAMES}
_TYPO_LENGTHS = frozenset(range(_TYPO_MIN - 1, _MAX_NAME + 2))


class _Text:
    """One form of the text with its words, for the checks around a name."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.words = _ALNUM.findall(text)
        self.word_set = frozenset(self.words)
        self.crypto = not _CRYPTO.isdisjoint(self.word_set)

    @cached_property
    def tokens(self) -> list[tuple[str, int, int]]:
        return [(m.group(), m.start(), m.end()) for m in _ALNUM.finditer(self.text)]

    def index_at(self, offset: int) -> int:
        for i, (_, start, end) in enumerate(self.tokens):
            if end > offset:
                return i
        return len(self.tokens)

    def around(self, first: int, last: int) -> tuple[list[str], list[str]]:
        """The words before token `first` and after token `last` (within the window)."""
        return self.words[max(0, first - _WINDOW) : first], self.words[last + 1 : last + 1 + _WINDOW]

    def tied(self, first: int, last: int) -> bool:
        """The name in tokens first..last is tied to an exchange account (see the module doc)."""
        before, after = self.around(first, last)
        nxt = [w for w in after[:2] if w != "s"][:1]
        for word in nxt + before[-1:]:  # an account word right next to the name
            if word in _ACCOUNT_NOUNS and (self.crypto or word not in _NOUNS_NEED_CRYPTO):
                return True
        if nxt and nxt[0] in _CRYPTO_AFTER:  # "Revolut crypto"
            return True
        prev = [w for w in before if w not in _SKIPPED]
        if len(prev) >= 2 and prev[-1] in _ACCOUNT_PREPOSITIONS and prev[-2] in _ACCOUNT_NOUNS:
            if self.crypto or prev[-2] in _FIRM_NOUNS:  # "an account on River"
                return True
        if not _STRONG.isdisjoint(before) or not _STRONG.isdisjoint(after):
            return True
        for word in after[:3]:  # "Celsius froze my account"
            if word in _CONJUNCTIONS:
                break
            if word in _FIRM_NOUNS:
                return True
        if before and before[-1] in _VIA and not _TRADE.isdisjoint(before[:-1]):  # "buys on River"
            return True
        if self.crypto:
            if not _TRADE.isdisjoint(before) or not _TRADE.isdisjoint(after):
                return True
            if prev and prev[-1] in _VIA:
                return True
        return False

    def sense_near(self, first: int, last: int) -> bool:
        before, after = self.around(first, last)
        return not _SENSES.isdisjoint(before) or not _SENSES.isdisjoint(after)

    def refused(self, name: str, first: int, last: int, *, ordinary: bool = False) -> bool:
        if ordinary:
            return self.tied(first, last)
        if name in _HOMONYMS and self.sense_near(first, last):
            return self.tied(first, last)
        return True


def _names_as_written(form: _Text) -> bool:
    text = form.text
    if not _ON_SIGHT_NEEDS.isdisjoint(form.word_set):
        for match in _ON_SIGHT.finditer(text):
            first, last = form.index_at(match.start()), form.index_at(match.end() - 1)
            if form.refused(_SPACES.sub("", match.group()), first, last):
                return True
    if not _ORDINARY_NEEDS.isdisjoint(form.word_set):
        for match in _ORDINARY.finditer(text):
            first, last = form.index_at(match.start()), form.index_at(match.end() - 1)
            if form.refused(match.group(), first, last, ordinary=True):
                return True
    return False


# Runs of pieces cut by separators ("bin-ance", "coin.base", "k_r_a_k_e_n") and runs of one- or
# two-letter pieces ("B i n a n c e", "B i-n a n c e").
_CUT_RUN = lazy_re.compile(r"(?<![a-z0-9])[0-9]*[a-z][a-z0-9]*(?:(?:\s{0,2}[-/|\u00b7*+~]{1,3}\s{0,2}|[._:\\]{1,3})[0-9]*[a-z][a-z0-9]*)+")
_SHORT_RUN = lazy_re.compile(r"(?<![a-z0-9])[a-z0-9]{1,2}(?:[\s\-._*/|\u00b7]{1,3}[a-z0-9]{1,2}){2,}(?![a-z0-9])")
# Ordinary names cut by a space ("Up hold") count as ordinary names (refused only when tied).
_ORDINARY_WORDS = frozenset(n for n in _EX["ordinary"] if _PLAIN.fullmatch(n) and len(n) >= 5)
_PREFIXES = frozenset(name[:i] for name in (*_NAMES, *_ORDINARY_WORDS) for i in range(1, len(name)))
_SPLIT_MIN = int(_EX["split_min_length"])
_SPLIT_TYPO_MIN = int(_EX["split_typo_min_length"])
_HEADS = frozenset(name[:2] for name in _NAMES if len(name) >= _SPLIT_TYPO_MIN)
_TAILS = frozenset(name[-2:] for name in _NAMES if len(name) >= _SPLIT_TYPO_MIN)


def _runs(form: _Text) -> bool:
    """Names cut by separators or spaced out letter by letter, joined back (one typo allowed)."""
    text = form.text
    for pattern in (_CUT_RUN, _SHORT_RUN):
        for run in pattern.finditer(text):
            pieces = [(m.group(), run.start() + m.start()) for m in _ALNUM.finditer(run.group())]
            for first in range(len(pieces) - 1):
                joined = pieces[first][0]
                for last in range(first + 1, len(pieces)):
                    joined += pieces[last][0]
                    if len(joined) > _MAX_NAME + 1:
                        break
                    name = name_for(joined)
                    if name:
                        first_token = form.index_at(pieces[first][1])
                        last_token = form.index_at(pieces[last][1])
                        if form.refused(name, first_token, last_token):
                            return True
    return False


def _words_in_a_row(form: _Text) -> bool:
    """A name written as two or three words, cut anywhere ("coin base", "Ku Coin", "Bin ance"):
    exact, `split_min_length` letters or more; names made of two ordinary words ("coin jar",
    "Robin Hood", "bit by bit") only when tied to an account; a long name cut once may also
    carry one typo ("Bin nance")."""
    words, text = form.words, form.text
    for first, word in enumerate(words):
        if word not in _PREFIXES:
            if first + 1 < len(words) and _typo_pair(form, first):
                return True
            continue
        tokens = form.tokens
        joined = word
        for last in range(first + 1, min(first + 3, len(words))):
            if not text[tokens[last - 1][2] : tokens[last][1]].isspace():
                break
            joined += words[last]
            if joined in _ORDINARY_WORDS:
                if form.refused(joined, first, last, ordinary=True):
                    return True
                break
            if joined in _INDEX_EXACT:
                if len(joined) >= _SPLIT_MIN and form.refused(joined, first, last, ordinary=" ".join(words[first : last + 1]) in _SPLIT_WORDS):
                    return True
                break
            if joined not in _PREFIXES:
                # "Bin nance", "Coin basse": a long name cut once, with one typo
                name = name_for(joined) if len(joined) >= _SPLIT_TYPO_MIN and last == first + 1 else None
                if name and len(name) >= _SPLIT_TYPO_MIN and form.refused(name, first, last, ordinary=_ordinary_pair(name, words[first], words[last])):
                    return True
                break
    return False


def _typo_pair(form: _Text, first: int) -> bool:
    """Two words cut by a space that join into a long name with one typo ("Bbinanc e", "paax ful")."""
    words, tokens = form.words, form.tokens
    joined = words[first] + words[first + 1]
    if not _SPLIT_TYPO_MIN <= len(joined) <= _MAX_NAME + 1 or (joined[:2] not in _HEADS and joined[-2:] not in _TAILS):
        return False  # one typo leaves a long name's first two or last two letters as they are
    if not form.text[tokens[first][2] : tokens[first + 1][1]].isspace():
        return False
    name = name_for(joined)
    return bool(name) and len(name) >= _SPLIT_TYPO_MIN and form.refused(name, first, first + 1, ordinary=_ordinary_pair(name, words[first], words[first + 1]))


def _misspelt(form: _Text) -> bool:
    lengths = _TYPO_LENGTHS
    for word in form.word_set:
        if len(word) in lengths and word not in _INDEX_EXACT and name_for(word):
            name = name_for(word)
            for index, other in enumerate(form.words):
                if other == word and form.refused(name, index, index):
                    return True
    return False


def _names_cut_or_misspelt(form: _Text) -> bool:
    return _runs(form) or _words_in_a_row(form) or _misspelt(form)


def check(forms: Forms) -> str | None:
    forms = letterforms.plain(forms)
    texts = list(forms.word_forms())
    despaced = getattr(forms, "despaced", None)
    if despaced and despaced not in texts:
        texts.append(despaced)
    for text in texts:
        if " dot " in text or " point " in text:  # "crypto dot com", "gate point io"
            text = _SPOKEN_DOT.sub(".", text)
        form = _Text(text)
        if _names_as_written(form) or _names_cut_or_misspelt(form):
            return reasons.EXCHANGE
    return None
