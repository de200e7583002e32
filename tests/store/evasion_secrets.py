"""Generators of disguised secrets and raw values, one hypothesis strategy per class.

`CLASSES` maps a class name to a strategy of texts (a disguised value in a carrier sentence);
`EXPECTED` maps it to the filter that must refuse it. Values are made here from random entropy
with the public algorithms (BIP39 via `mnemonic`, BIP32 / segwit via `embit`, Luhn and IBAN via
`python-stdnum`, phone numbers via `phonenumbers`), never copied from anywhere: every phrase has
a valid checksum, every key a valid base58check or bech32 checksum, every card a valid Luhn digit.
`CASES` draws (text, value) pairs, so the tests can check the refusal reason never carries the
value; `CLASSES` draws the texts alone.

The bench (tests/bench/bench_guard.py) draws from `DRAWS` (a seeded `draw(rng)` per class, over
the same strategies) to print refusal rates per class; `FILTER` is `EXPECTED`.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable

import phonenumbers
from embit import bip32, script
from embit.networks import NETWORKS
from hypothesis import strategies as st
from hypothesis.control import BuildContext
from hypothesis.internal.conjecture.data import ConjectureData
from mnemonic import Mnemonic
from stdnum import iban, luhn

_EN = Mnemonic("english")
_FR = Mnemonic("french")
ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u180e"]

# -- carriers -------------------------------------------------------------------------------------
_CARRIERS = [
    "{v}",
    "keep this for me: {v}",
    "Note to self\n{v}",
    "{v} (written on the fridge)",
    "remember {v} please",
    "For the record, {v}.",
    "ok so {v} and that's it",
    "garde ça : {v}",
    "à retenir {v} merci",
    "Just so you know: {v}",
]


def _carried(value: st.SearchStrategy[str], carriers: list[str] | None = None) -> st.SearchStrategy[tuple[str, str]]:
    """(text, value): the value put into a carrier sentence."""
    return st.tuples(st.sampled_from(carriers or _CARRIERS), value).map(lambda cv: (cv[0].format(v=cv[1]), cv[1]))


# -- splitting ------------------------------------------------------------------------------------
SEPARATORS = [" ", "  ", "   ", ".", "/", "_", ",", ", ", "-", "\n", " \n", " / ", " - ", " . ", "\t", " _ "]


@st.composite
def split(draw: st.DrawFn, value: str, min_pieces: int = 2, max_pieces: int = 12) -> str:
    """`value` cut into 2..12 pieces at random places, joined with random separators."""
    pieces = draw(st.integers(min_pieces, min(max_pieces, len(value))))
    cuts = sorted(draw(st.lists(st.integers(1, len(value) - 1), min_size=pieces - 1, max_size=pieces - 1, unique=True)))
    same = draw(st.booleans())
    sep = draw(st.sampled_from(SEPARATORS))
    out, last = [], 0
    for cut in cuts:
        out.append(value[last:cut])
        out.append(sep if same else draw(st.sampled_from(SEPARATORS)))
        last = cut
    out.append(value[last:])
    return "".join(out)


# -- recovery phrases ---------------------------------------------------------------------------
def _phrase(language: Mnemonic, sizes: tuple[int, ...] = (16, 16, 16, 20)) -> st.SearchStrategy[str]:
    return st.sampled_from(sizes).flatmap(lambda n: st.binary(min_size=n, max_size=n)).map(language.to_mnemonic)


_LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
_ORDINAL = {1: "st", 2: "nd", 3: "rd"}


def _ordinal(n: int) -> str:
    return f"{n}{_ORDINAL.get(n if n < 20 else n % 10, 'th')}"


@st.composite
def disguised_phrase(draw: st.DrawFn, language: Mnemonic = _EN) -> str:
    """A valid phrase in one of the disguises an attacker uses."""
    words = draw(_phrase(language)).split()
    kind = draw(
        st.sampled_from(
            [
                "zero_width", "soft_hyphen", "punct_join", "and_then", "ordinal", "w_equals", "camel",
                "run_together", "line_broken", "leet", "spaced_word", "numbered", "comma_list", "upper",
            ]
        )
    )  # fmt: skip
    if kind == "zero_width":
        return "".join(w + draw(st.sampled_from(ZERO_WIDTH)) for w in words).rstrip("".join(ZERO_WIDTH))
    if kind == "soft_hyphen":
        return "\u00ad".join(words)
    if kind == "punct_join":
        return draw(st.sampled_from(["_", ".", "-", "|", "/", " | ", " / ", "+", "~", "·"])).join(words)
    if kind == "and_then":
        return draw(st.sampled_from([" and ", " then ", " et ", " puis ", ", then ", " & "])).join(words)
    if kind == "ordinal":
        return " ".join(f"{_ordinal(i + 1)} {w}" for i, w in enumerate(words))
    if kind == "w_equals":
        sep = draw(st.sampled_from(["=", ":", "-", ")"]))
        return " ".join(f"w{i + 1}{sep}{w}" for i, w in enumerate(words))
    if kind == "camel":
        return "".join(w.capitalize() for w in words)
    if kind == "run_together":
        return "".join(words)
    if kind == "line_broken":  # words cut anywhere, line breaks or spaces inside several words
        out = []
        for w in words:
            if len(w) > 3 and draw(st.booleans()):
                at = draw(st.integers(1, len(w) - 1))
                w = w[:at] + draw(st.sampled_from(["\n", " \n", "-\n", " "])) + w[at:]
            out.append(w)
        return draw(st.sampled_from([" ", "\n", "  "])).join(out)
    if kind == "leet":
        return " ".join("".join(_LEET.get(c, c) if draw(st.booleans()) else c for c in w) for w in words)
    if kind == "spaced_word":
        out = [(" ".join(w) if draw(st.booleans()) else w) for w in words]
        return "   ".join(out) if any(" " in w for w in out) else " ".join(out)
    if kind == "numbered":
        sep = draw(st.sampled_from([". ", ") ", "-", " "]))
        return draw(st.sampled_from([" ", "\n", ", "])).join(f"{i + 1}{sep}{w}" for i, w in enumerate(words))
    if kind == "comma_list":
        return ", ".join(words)
    return " ".join(words).upper()


@st.composite
def prefix4_phrase(draw: st.DrawFn) -> str:
    """A phrase as a metal backup stores it: four letters a word, optionally upper case."""
    words = [w[:4] for w in draw(_phrase(_EN)).split()]
    text = draw(st.sampled_from([" ", "  ", "-", ".", "\n", ", "])).join(words)
    return text.upper() if draw(st.booleans()) else text


@st.composite
def french_phrase(draw: st.DrawFn) -> str:
    if draw(st.booleans()):
        return draw(disguised_phrase(_FR))
    words = draw(_phrase(_FR)).split()
    return draw(st.sampled_from([" ", ", ", "-", "\n"])).join(words)


# -- keys and addresses -------------------------------------------------------------------------
@st.composite
def key_value(draw: st.DrawFn) -> str:
    seed = draw(st.binary(min_size=32, max_size=32))
    root = bip32.HDKey.from_seed(seed)
    kind = draw(st.sampled_from(["wif", "wif_test", "xprv", "xpub", "zpub", "p2wpkh", "p2tr", "p2pkh"]))
    key = root.derive("m/84h/0h/0h/0/0").key
    pub = key.get_public_key()
    if kind == "wif":
        return key.wif()
    if kind == "wif_test":
        return key.wif(NETWORKS["test"])
    if kind == "xprv":
        return root.derive("m/84h/0h/0h").to_base58()
    if kind == "xpub":
        return root.derive("m/84h/0h/0h").to_public().to_base58()
    if kind == "zpub":
        return root.derive("m/84h/0h/0h").to_public().to_base58(version=NETWORKS["main"]["zpub"])
    if kind == "p2wpkh":
        return script.p2wpkh(pub).address()
    if kind == "p2tr":
        return script.p2tr(pub).address()
    return script.p2pkh(pub).address()


# -- cards, IBANs, AWS ids ----------------------------------------------------------------------
_CARD_PREFIXES = [("4", 16), ("4", 13), ("51", 16), ("55", 16), ("2221", 16), ("2720", 16), ("34", 15), ("37", 15),
                  ("6011", 16), ("65", 16), ("3530", 16), ("36", 14), ("62", 16)]  # fmt: skip


@st.composite
def card_value(draw: st.DrawFn) -> str:
    prefix, length = draw(st.sampled_from(_CARD_PREFIXES))
    body = prefix + draw(st.text(string.digits, min_size=length - 1 - len(prefix), max_size=length - 1 - len(prefix)))
    return body + luhn.calc_check_digit(body)


_IBAN_FORMATS = [("FR", 0, 23), ("DE", 0, 18), ("GB", 4, 14), ("NL", 4, 10), ("CH", 0, 17), ("IT", 1, 22)]


@st.composite
def iban_value(draw: st.DrawFn) -> str:
    country, letters, digits = draw(st.sampled_from(_IBAN_FORMATS))
    bban = draw(st.text(string.ascii_uppercase, min_size=letters, max_size=letters))
    bban += draw(st.text(string.digits, min_size=digits, max_size=digits))
    value = country + iban.calc_check_digits(country + "00" + bban) + bban
    if not iban.is_valid(value):  # a national check digit beyond mod 97
        value = "DE" + iban.calc_check_digits("DE00" + "3" * 18) + "3" * 18
    return value.lower() if draw(st.integers(0, 3)) == 0 else value


_B32 = string.ascii_uppercase + "234567"


@st.composite
def aws_value(draw: st.DrawFn) -> str:
    """An access key id as AWS makes them: a prefix and 16 base32 characters (digits 2-7 among them)."""
    prefix = draw(st.sampled_from(["AKIA", "ASIA", "AIDA", "AROA"]))
    body = draw(st.text(_B32, min_size=16, max_size=16).filter(lambda b: any(c.isdigit() for c in b)))
    return (prefix + body).lower()


# -- credentials ----------------------------------------------------------------------------------
_WORDS = ["hunter", "sunshine", "dragon", "monkey", "soleil", "chaton", "tigre", "banana", "falcon", "purple",
          "maison", "lapin", "rocket", "summer", "winter", "shadow"]  # fmt: skip


@st.composite
def opaque_token(draw: st.DrawFn) -> str:
    word = draw(st.sampled_from(_WORDS))
    kind = draw(st.integers(0, 4))
    digits = draw(st.text(string.digits, min_size=1, max_size=4))
    if kind == 0:
        return word + digits
    if kind == 1:
        return word.capitalize() + digits + draw(st.sampled_from(["!", "?", "#", "$", "*", ""]))
    if kind == 2:
        return "".join(_LEET.get(c, c) if draw(st.booleans()) else c for c in word) + digits
    if kind == 3:
        return draw(st.text(string.ascii_letters + string.digits, min_size=8, max_size=14)).join(["", draw(st.sampled_from(["7", "x9", "Q2"]))])
    return digits + word + draw(st.sampled_from(["_", "-", "."])) + draw(st.sampled_from(_WORDS))


_CREDENTIAL_TEMPLATES = [
    "My wifi pw is {t} and I never change it.",
    "pw: {t}",
    "the pass is {t}",
    "pwd = {t}",
    "my p@ssword is {t}",
    "passw0rd {t}",
    "home passcode: {t}",
    "credentials: admin / {t}",
    "login bob / {t}",
    "login: marie, pass: {t}",
    "the secret word is {t}",
    "My laptop unlocks with {t}",
    "my phone unlocks with {t}",
    "wifi key {t}",
    "wi-fi key: {t}",
    "the wifi at home is {t}",
    "mdp {t}",
    "mon mdp c'est {t}",
    "mot de passe du wifi : {t}",
    "le code wifi est {t}",
    "user: jdoe pass: {t}",
    "I log in with {t}",
    "router admin password {t}",
    "Netflix login is bob@home / {t}",
    "creds are root:{t}",
    "my pw for the bank is {t}",
    "the code word is {t}",
    "my pass for the VPN: {t}",
]


def _credential() -> st.SearchStrategy[tuple[str, str]]:
    return st.tuples(st.sampled_from(_CREDENTIAL_TEMPLATES), opaque_token()).map(lambda tv: (tv[0].format(t=tv[1]), tv[1]))


_DIGIT_WORDS_EN = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_DIGIT_WORDS_FR = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"]
_PIN_TEMPLATES = [
    "my PIN is {v}",
    "card PIN: {v}",
    "the door code is {v}",
    "code PIN {v}",
    "mon code de carte est {v}",
    "the alarm code is {v}",
    "my phone unlocks with {v}",
    "digicode {v}",
    "le code de la porte : {v}",
    "bank card pin {v}",
]


@st.composite
def pin_spelled(draw: st.DrawFn) -> tuple[str, str]:
    digits = draw(st.text(string.digits, min_size=4, max_size=6))
    french = draw(st.booleans())
    names = _DIGIT_WORDS_FR if french else _DIGIT_WORDS_EN
    sep = draw(st.sampled_from([" ", "-", ", ", " "]))
    spelled = sep.join(names[int(d)] for d in digits)
    return draw(st.sampled_from(_PIN_TEMPLATES)).format(v=spelled), spelled


@st.composite
def short_codes(draw: st.DrawFn) -> tuple[str, str]:
    """OTPs, CVVs, card codes: a few digits after their word."""
    template, size = draw(
        st.sampled_from(
            [("OTP {v}", 6), ("the otp is {v}", 6), ("2FA code: {v}", 6), ("verification code {v}", 6), ("CVV {v}", 3),
             ("cvc: {v}", 3), ("card code {v}", 3), ("security code on the back is {v}", 3), ("cryptogramme {v}", 3),
             ("code reçu par SMS : {v}", 6), ("one-time code {v}", 6), ("my bank OTP was {v}", 8)]
        )
    )  # fmt: skip
    value = draw(st.text(string.digits, min_size=size, max_size=size))
    return template.format(v=value), value


@st.composite
def totp_base32(draw: st.DrawFn) -> tuple[str, str]:
    secret = base64.b32encode(draw(st.binary(min_size=10, max_size=20))).decode().rstrip("=")
    if draw(st.booleans()):
        secret = secret.lower()
    shown = " ".join(secret[i : i + 4] for i in range(0, len(secret), 4)) if draw(st.booleans()) else secret
    template = draw(
        st.sampled_from(
            ["2FA secret: {v}", "totp key {v}", "my authenticator setup key is {v}", "google authenticator seed {v}",
             "MFA secret {v}", "clé secrète 2FA : {v}", "the TOTP secret for GitHub is {v}", "otpauth secret={v}"]
        )
    )  # fmt: skip
    return template.format(v=shown), secret


@st.composite
def backup_codes(draw: st.DrawFn) -> tuple[str, str]:
    kind = draw(st.integers(0, 2))
    count = draw(st.integers(1, 4))
    if kind == 0:
        codes = [draw(st.text("0123456789abcdef", min_size=5, max_size=5)) + "-" + draw(st.text("0123456789abcdef", min_size=5, max_size=5)) for _ in range(count)]
    elif kind == 1:
        codes = [draw(st.text(string.digits, min_size=4, max_size=4)) + " " + draw(st.text(string.digits, min_size=4, max_size=4)) for _ in range(count)]
    else:
        codes = [draw(st.text(string.ascii_lowercase + string.digits, min_size=7, max_size=7)) for _ in range(count)]
        codes = [c[:at] + draw(st.sampled_from(string.digits)) + c[at:] for c in codes for at in [draw(st.integers(0, 7))]]  # a digit in each
    value = draw(st.sampled_from([", ", " ", "\n", " / "])).join(codes)
    template = draw(
        st.sampled_from(
            ["backup codes: {v}", "my recovery codes are {v}", "GitHub recovery codes {v}", "codes de secours : {v}",
             "Google backup codes\n{v}", "2FA backup code {v}", "scratch codes {v}", "codes de récupération {v}"]
        )
    )  # fmt: skip
    return template.format(v=value), value.split()[0].strip(",")


# -- contacts -----------------------------------------------------------------------------------
_LOCAL = ["marie.curie", "jdupont", "bob.smith42", "alice", "jean-luc", "pierre_m", "sam.k"]
_DOMAIN = [("gmail", "com"), ("example", "org"), ("proton", "me"), ("free", "fr"), ("yahoo", "co.uk"), ("orange", "fr"), ("hey", "com")]


@st.composite
def email_disguised(draw: st.DrawFn) -> tuple[str, str]:
    local = draw(st.sampled_from(_LOCAL))
    name, tld = draw(st.sampled_from(_DOMAIN))
    kind = draw(st.integers(0, 7))
    if kind == 0:
        value = f"{local} @ {name}.{tld}"
    elif kind == 1:
        value = f"{local}(a){name}.{tld}"
    elif kind == 2:
        value = f"{local} (at) {name} (dot) {tld.replace('.', ' (dot) ')}"
    elif kind == 3:
        value = f"{local} at {name} dot {tld.replace('.', ' dot ')}"
    elif kind == 4:
        full = f"{local}@{name}.{tld}"
        at = draw(st.integers(2, len(full) - 2))
        value = full[:at] + draw(st.sampled_from(["\n", " \n", "\n "])) + full[at:]
    elif kind == 5:
        value = f"{local} @\n{name} . {tld}"
    elif kind == 6:
        value = f"{local} arobase {name} point {tld.replace('.', ' point ')}"
    else:
        value = f"{local}[@]{name}[.]{tld}"
    template = draw(st.sampled_from(["write to {v}", "my mail: {v}", "contact {v}", "{v} is where I read everything", "écris-moi à {v}"]))
    return template.format(v=value), local


_PHONE_REGIONS = ["FR", "US", "GB", "CH", "DE"]


@st.composite
def phone_disguised(draw: st.DrawFn) -> tuple[str, str]:
    region = draw(st.sampled_from(_PHONE_REGIONS))
    kind = phonenumbers.PhoneNumberType.MOBILE if region != "US" else phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE
    example = phonenumbers.example_number_for_type(region, kind)
    national = phonenumbers.format_number(example, phonenumbers.PhoneNumberFormat.NATIONAL)
    digits = "".join(c for c in national if c.isdigit())
    # Vary the last digits; keep the number valid.
    tail = draw(st.text(string.digits, min_size=3, max_size=3))
    candidate = digits[:-3] + tail
    if phonenumbers.is_valid_number(phonenumbers.parse(candidate, region)):
        digits = candidate
    style = draw(st.integers(0, 5))
    if style == 0:
        shown = "  ".join(digits)
    elif style == 1:
        shown = "/".join(digits[i : i + 2] for i in range(0, len(digits), 2))
    elif style == 2:
        shown = "   ".join(digits[i : i + 2] for i in range(0, len(digits), 2))
    elif style == 3:
        shown = " ".join(_DIGIT_WORDS_EN[int(d)] for d in digits)
    elif style == 4:
        shown = " ".join(_DIGIT_WORDS_FR[int(d)] for d in digits)
    else:
        shown = " . ".join(digits[i : i + 3] for i in range(0, len(digits), 3))
    template = draw(st.sampled_from(["call me on {v}", "my mobile {v}", "text {v} after 6", "mon portable : {v}", "reach me at {v}"]))
    return template.format(v=shown), digits


# -- the classes ----------------------------------------------------------------------------------
CASES: dict[str, st.SearchStrategy[tuple[str, str]]] = {
    "credential_words": _credential(),
    "pin_spelled": pin_spelled(),
    "short_codes": short_codes(),
    "totp_base32": totp_base32(),
    "backup_codes": backup_codes(),
    "phrase_disguised": _carried(disguised_phrase()),
    "phrase_prefix4": _carried(prefix4_phrase()),
    "phrase_french": _carried(french_phrase()),
    "key_split": _carried(key_value().flatmap(split)),
    "card_split": _carried(card_value().flatmap(lambda v: split(v, 2, 8))),
    "iban_split": _carried(iban_value().flatmap(lambda v: split(v, 2, 10))),
    "aws_lower": _carried(aws_value().flatmap(lambda v: st.one_of(st.just(v), split(v, 2, 5)))),
    "email_disguised": email_disguised(),
    "phone_disguised": phone_disguised(),
}
# The filter that refuses each class (None: any filter will do).
EXPECTED: dict[str, str | None] = {
    "credential_words": "secret",
    "pin_spelled": "secret",
    "short_codes": "secret",
    "totp_base32": "secret",
    "backup_codes": "secret",
    "phrase_disguised": "secret",
    "phrase_prefix4": "secret",
    "phrase_french": "secret",
    "key_split": None,  # secret for private keys, raw_value for public keys and addresses
    "card_split": "secret",
    "iban_split": "secret",
    "aws_lower": "secret",
    "email_disguised": "raw_value",
    "phone_disguised": "raw_value",
}
CLASSES: dict[str, st.SearchStrategy[str]] = {name: cases.map(lambda tv: tv[0]) for name, cases in CASES.items()}
FILTER = EXPECTED


def _seeded(strategy: st.SearchStrategy[str]) -> Callable[[random.Random], str]:
    """A `draw(rng)` function over a strategy: the same text for the same rng state (the bench
    draws with its own seed, outside any hypothesis test)."""

    def draw(rng: random.Random) -> str:
        data = ConjectureData(random=rng)
        with BuildContext(data, is_final=False, wrapped_test=draw):
            return data.draw(strategy)

    return draw


# Seeded drawing for tests/bench/bench_guard.py: DRAWS[name](random.Random(seed)).
DRAWS: dict[str, Callable[[random.Random], str]] = {name: _seeded(strategy) for name, strategy in CLASSES.items()}


# -- a fourth round: classes an outside red team found (their texts are not copied here) --------
_ACCESS_TEMPLATES = [
    "to get into my {thing} I type {t}",
    "when I log on to the {thing} I enter {t}",
    "to unlock my {thing} you just key in {t}",
    "getting into the {thing}: I punch in {t}",
    "I ssh into my {thing} with root/{t}",
    "I ssh into the {thing} as admin/{t}",
    "I get into the {thing} with {t}",
    "signing in to the {thing} I always use {t}",
    "pour entrer dans mon {thing} je tape {t}",
    "pour me connecter au {thing} il faut taper {t}",
    "you need to type {t} to get into the {thing}",
    "I reuse {t} for all my accounts",
    "{t} gets me into my {thing}",
    "use {t} to log in to the {thing}",
    "{t} is what I type to unlock the {thing}",
    "the {thing} admin panel: admin / {t}",
    "I gave my sister my netflix login, it's {t}",
    "my {manager} master is {t}",
    "{manager} master: {t}",
    "the master one for {manager} = {t}",
    "sign-in phrase: {t}",
    "my log-in word is {t}",
    "unlock phrase for the {thing} is {t}",
    "the p-word is {t}",
    "p word for the {thing}: {t}",
    "pwd hint: it's literally {t}",
    "pw reminder - it is just {t}",
    "I go by {handle} on the forum and the p-word is {t}",
]
_THINGS = ["laptop", "mac", "pi", "server", "work pc", "tablet", "nas", "desktop", "box"]
_MANAGERS = ["Bitwarden", "1Password", "LastPass", "KeePass", "Dashlane", "vault"]


@st.composite
def credential_access(draw: st.DrawFn) -> tuple[str, str]:
    """A password given with a verb of getting in, a manager's master, a sign-in phrase or a
    euphemism ("p-word"), no usual credential word."""
    token = draw(opaque_token())
    template = draw(st.sampled_from(_ACCESS_TEMPLATES))
    text = template.format(t=token, thing=draw(st.sampled_from(_THINGS)), manager=draw(st.sampled_from(_MANAGERS)), handle=draw(st.sampled_from(_WORDS)) + "77")
    return text, token


_CODE_CONTEXT_TEMPLATES = [
    "the code for the {thing} is {v}",
    "code for the {thing}: {v}",
    "the {thing} code is {v}",
    "the code on my {card} is {v}",
    "my {card} number is {v}",
    "use {v} as the {otp}",
    "{v} is the {thing} code",
    "the {otp} they sent me was {v}",
    "the {otp} I got by text is {v}",
    "{otp}: {v}",
    "le code à usage unique : {v}",
    "le code pour le {fthing} est {v}",
    "the 4 digits for my {card} are {v}",
    "code alarme maison {v}",
    "for the {thing}: {spaced}",
    "the {thing} takes {spaced}",
    "to get in the building, press {spaced}",
]
_CODE_THINGS = ["garage door keypad", "front gate", "shed keypad", "storage unit", "bike lock", "lockbox", "office door", "safe"]
_CARDS = ["debit card", "ATM card", "ATM", "cash card", "bank card"]
_OTPS = ["one-time code", "2FA code", "verification code", "login code", "sign-in code", "security code", "confirmation code"]
_FTHINGS = ["portail", "garage", "casier", "cadenas"]


@st.composite
def code_in_context(draw: st.DrawFn) -> tuple[str, str]:
    """A code or PIN after a phrase naming what it opens, the digits plain, grouped, spaced out or
    spelled, or the value first ("use X as the code")."""
    digits = draw(st.text(string.digits, min_size=4, max_size=6))
    if _counting(digits):  # "1 2 3 4" is a count, never refused as a code
        digits = "9" + digits[1:] if digits[0] != "9" else "0" + digits[1:]
    style = draw(st.integers(0, 4))
    french = False
    template = draw(st.sampled_from(_CODE_CONTEXT_TEMPLATES))
    if template.startswith("le "):
        french = True
    if style == 0 or template.startswith("{v} is") or template.startswith("use"):
        shown = digits
    elif style == 1:
        shown = " ".join(digits)
    elif style == 2:
        shown = digits[: len(digits) // 2] + " " + digits[len(digits) // 2 :]
    else:
        names = _DIGIT_WORDS_FR if french else _DIGIT_WORDS_EN
        shown = draw(st.sampled_from([" ", ", ", "-"])).join(names[int(d)] for d in digits)
    text = template.format(
        spaced=" ".join(digits),
        v=shown, thing=draw(st.sampled_from(_CODE_THINGS)), card=draw(st.sampled_from(_CARDS)),
        otp=draw(st.sampled_from(_OTPS)), fthing=draw(st.sampled_from(_FTHINGS)),
    )  # fmt: skip
    return text, digits


def _counting(digits: str) -> bool:
    steps = {int(b) - int(a) for a, b in zip(digits, digits[1:])}
    return steps in ({1}, {-1})


_ALNUM_UPPER = string.ascii_uppercase + string.digits


@st.composite
def grouped_secret(draw: st.DrawFn) -> tuple[str, str]:
    """An authenticator or backup secret in groups of 4 (or 5) letters and digits, not strictly
    base32; or backup codes in hyphenated hex groups."""
    size = draw(st.sampled_from([4, 5]))
    count = draw(st.integers(4, 8))
    groups = []
    for _ in range(count):  # each group holds a digit (built in, not filtered: the bench draws seeded)
        group = draw(st.text(_ALNUM_UPPER, min_size=size, max_size=size))
        at = draw(st.integers(0, size - 1))
        groups.append(group[:at] + draw(st.sampled_from(string.digits)) + group[at + 1 :])
    if draw(st.booleans()):
        value = draw(st.sampled_from([" ", "-", "  "])).join(groups)
    else:
        value = " ".join(f"{a.lower()}-{b.lower()}" for a, b in zip(groups[::2], groups[1::2], strict=False))
    template = draw(
        st.sampled_from(
            ["Authy backup: {v}", "authenticator key {v}", "my 2FA seed is {v}", "backup codes {v}", "recovery key: {v}",
             "the setup code for my authenticator is {v}", "MFA backup {v}", "clé de secours : {v}"]
        )
    )  # fmt: skip
    return template.format(v=value), value.split()[0]


@st.composite
def phrase_interleaved(draw: st.DrawFn) -> str:
    """A valid phrase with a filler word between the words, a phrase cut in the middle by a few
    words, or written as labelled lines."""
    words = draw(_phrase(_EN)).split()
    kind = draw(st.integers(0, 3))
    if kind == 3:  # every word written backwards
        return draw(st.sampled_from([" ", ", ", "\n"])).join(w[::-1] for w in words)
    if kind == 0:
        filler = draw(st.sampled_from(["the", "a", "uh", "um", "la", "x", "so", "le"]))
        return " ".join(f"{filler} {w}" for w in words)
    if kind == 1:
        cut = draw(st.integers(4, len(words) - 4))
        middle = draw(st.sampled_from(["and the rest", "and then the rest is", "the other half:", "part two", "continued:", "la suite"]))
        return " ".join(words[:cut]) + f" {middle} " + " ".join(words[cut:])
    label = draw(st.sampled_from(["line", "row", "ligne", "part", "group"]))
    per = draw(st.sampled_from([3, 4, 6]))
    rows = [" ".join(words[i : i + per]) for i in range(0, len(words), per)]
    return "\n".join(f"{label} {n + 1}: {row}" for n, row in enumerate(rows))


@st.composite
def card_words(draw: st.DrawFn) -> tuple[str, str]:
    """A card number spelled in words, or in digit groups with a word between the groups."""
    value = draw(card_value())
    groups = [value[i : i + 4] for i in range(0, len(value), 4)]
    if draw(st.booleans()):
        sep = draw(st.sampled_from([", ", "; ", " ... "]))
        shown = sep.join(" ".join(_DIGIT_WORDS_EN[int(d)] for d in g) for g in groups)
    else:
        word = draw(st.sampled_from([" then ", " and ", " and then ", ", then ", " puis ", " next ", " next four ", ", the other four: ",
                                     " xx ", " ~~ ", " (cont.) ", " >> "]))  # fmt: skip
        shown = word.join(groups)
    template = draw(st.sampled_from(["my card: {v}", "card number {v}", "{v} is my visa", "la carte c'est {v}", "{v}"]))
    return template.format(v=shown), value


@st.composite
def contact_more(draw: st.DrawFn) -> tuple[str, str]:
    """An e-mail spaced letter by letter, a phone number broken over lines, a mail handle given
    after the provider's name."""
    kind = draw(st.integers(0, 6))
    if kind == 5:  # a US number in dotted groups, or with the letter o for a zero
        digits = "212555" + draw(st.text(string.digits, min_size=4, max_size=4))
        shown = f"{digits[:3]}.{digits[3:6]}.{digits[6:]}" if draw(st.booleans()) else f"{digits[:3]}-{digits[3:6]}-{'o' + digits[7:]}"
        return draw(st.sampled_from(["reach me at {v}", "number is {v}", "{v} (cell)"])).format(v=shown), digits[-4:]
    if kind == 6:  # an address at a mail provider with no top-level domain, or a comma for the dot
        local = draw(st.sampled_from(["jane.doe", "marc_84", "j.smith"]))
        provider = draw(st.sampled_from(["outlook", "gmail", "yahoo", "proton"]))
        value = f"{local}@{provider}" if draw(st.booleans()) else f"{local}@{provider},com"
        return draw(st.sampled_from(["mail {v}", "write to {v}", "{v} works"])).format(v=value), local
    if kind == 4:  # a phone number read out with "double" and "oh"
        example = phonenumbers.example_number_for_type("GB", phonenumbers.PhoneNumberType.MOBILE)
        digits = phonenumbers.format_number(example, phonenumbers.PhoneNumberFormat.NATIONAL).replace(" ", "")
        words, i = [], 0
        while i < len(digits):
            name = "oh" if digits[i] == "0" else _DIGIT_WORDS_EN[int(digits[i])]
            if i + 1 < len(digits) and digits[i + 1] == digits[i]:
                words.append("double " + name)
                i += 2
            else:
                words.append(name)
                i += 1
        return "my number is " + " ".join(words), digits
    if kind == 3:  # a handle after a network's name, "I go by", or a local part "at" a provider
        handle = draw(st.sampled_from(["kitty42", "@jane.doe.92", "sam_b", "marc.dupont", "@jdoe1987", "neo_1999"]))
        template = draw(
            st.sampled_from(["I go by {h} on the forum", "insta: {h}", "my telegram is {h}", "find me on discord as {h}",
                             "{h} at gmail", "my reddit username is {h}"])
        )  # fmt: skip
        return template.format(h=handle), handle.lstrip("@")
    if kind == 0:
        local = draw(st.sampled_from(["john", "marie", "bob.k", "sam"]))
        name, tld = draw(st.sampled_from(_DOMAIN[:4]))
        value = " ".join(f"{local}@{name}.{tld}")
        return draw(st.sampled_from(["write to {v}", "{v}", "mail: {v}"])).format(v=value), local
    if kind == 1:
        region = draw(st.sampled_from(["US", "GB", "FR"]))
        example = phonenumbers.example_number_for_type(region, phonenumbers.PhoneNumberType.MOBILE)
        full = phonenumbers.format_number(example, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
        parts = full.split()
        value = draw(st.sampled_from(["\n", " \n", "\n\n"])).join([" ".join(parts[:2])] + parts[2:]) if len(parts) > 2 else "\n".join(full.split(" ", 1))
        return draw(st.sampled_from(["call me:\n{v}", "{v}", "my cell\n{v}\nafter 6"])).format(v=value), "".join(c for c in full if c.isdigit())[-4:]
    provider = draw(st.sampled_from(["gmail", "hotmail", "yahoo", "outlook", "proton", "icloud"]))
    handle = draw(st.sampled_from(["john.smith1987", "marie_k84", "bob.lee", "sam2001", "j.doe"]))
    template = draw(st.sampled_from(["my {p} is {h}", "{p}: {h}", "you can reach my {p}, it's {h}", "my {p} handle is {h}"]))
    return template.format(p=provider, h=handle), handle


@st.composite
def key_worded(draw: st.DrawFn) -> tuple[str, str]:
    """A key, address, card or IBAN cut into pieces with a word between them ("then", "and"),
    or written as labelled lines ("part 1: ...")."""
    value = draw(st.one_of(key_value(), card_value(), iban_value()))
    size = draw(st.integers(4, 12))
    pieces = [value[i : i + size] for i in range(0, len(value), size)]
    if draw(st.booleans()):
        shown = draw(st.sampled_from([" then ", " and ", " next ", " puis ", " followed by "])).join(pieces)
    else:
        label = draw(st.sampled_from(["part", "line", "ligne", "chunk", ""]))
        shown = "\n".join(f"{label} {n + 1}: {piece}".strip() for n, piece in enumerate(pieces))
    return draw(st.sampled_from(["{v}", "keep this: {v}", "Note to self\n{v}"])).format(v=shown), value


CASES.update(
    {
        "key_worded": key_worded(),
        "credential_access": credential_access(),
        "code_in_context": code_in_context(),
        "grouped_secret": grouped_secret(),
        "phrase_interleaved": phrase_interleaved().map(lambda v: (v, v.split()[1])),
        "card_words": card_words(),
        "contact_more": contact_more(),
    }
)
EXPECTED.update(
    {
        "key_worded": None,  # secret for private keys, cards and IBANs, raw_value for addresses
        "credential_access": "secret",
        "code_in_context": "secret",
        "grouped_secret": "secret",
        "phrase_interleaved": "secret",
        "card_words": "secret",
        "contact_more": "raw_value",
    }
)
_FOURTH_ROUND = ("key_worded", "credential_access", "code_in_context", "grouped_secret", "phrase_interleaved", "card_words", "contact_more")
CLASSES.update({name: CASES[name].map(lambda tv: tv[0]) for name in _FOURTH_ROUND})
DRAWS.update({name: _seeded(CLASSES[name]) for name in _FOURTH_ROUND})


# -- a fifth round: a secret given in parts, or defined by a personal fact ------------------------
# Notes are shown together, so "the first half of my garage code is 44" and "the second half is
# 21" give the code away; "my PIN is my dad's birth year" gives it to anyone who knows the family.
_PART_CODES_EN = ["garage code", "alarm code", "door code", "PIN", "pin code", "safe code", "phone code", "card PIN",
                  "gate code", "password", "passcode", "bike lock code", "locker combination"]  # fmt: skip
_PART_CODES_FR = ["code", "code du garage", "code de l'alarme", "digicode", "code PIN", "mot de passe", "code de la porte",
                  "code de ma carte", "mdp", "code du coffre"]  # fmt: skip
_PART_EN = [
    "The first half of my {c} is {v}",
    "the second half of my {c} is {v}",
    "My {c} starts with {v}",
    "my {c} ends in {v}",
    "my {c} begins with {v}",
    "The last two digits of my {c} are {v}",
    "the first three digits of the {c}: {v}",
    "Reminder: my {c} ends with {v}",
    "The {c} for the house starts with {v}",
    "last part of my {c} = {v}",
]
_PART_FR = [
    "Les deux premiers chiffres de mon {c} sont {v}",
    "la première moitié de mon {c} c'est {v}",
    "mon {c} commence par {v}",
    "le {c} se termine par {v}",
    "les derniers chiffres du {c} : {v}",
    "la deuxième partie de mon {c} est {v}",
]


@st.composite
def secret_in_parts(draw: st.DrawFn) -> tuple[str, str]:
    """A piece of a code or password with the piece named (first half, ends in, les deux premiers chiffres)."""
    english = draw(st.booleans())
    code = draw(st.sampled_from(_PART_CODES_EN if english else _PART_CODES_FR))
    digits = st.integers(10, 9999).map(str)
    # A bare "code" followed by letters is as likely a program ("my code starts with imports"):
    # its pieces are digits here; a password's or a named code's may be letters.
    value = draw(digits if code == "code" else st.one_of(digits, st.sampled_from(["Tr0", "ance", "x9K", "Sun", "!42"])))
    text = draw(st.sampled_from(_PART_EN if english else _PART_FR)).format(c=code, v=value)
    return text, value


_EXCHANGE_PARTS = [
    "The exchange I use starts with {v}",
    "my exchange account name ends with {v}",
    "The broker I use begins with {v}",
    "la plateforme d'échange que j'utilise commence par {v}",
]


@st.composite
def exchange_in_parts(draw: st.DrawFn) -> tuple[str, str]:
    value = draw(st.sampled_from(["Bin", "Kra", "ance", "ken", "Coin", "base", "Bit"]))
    return draw(st.sampled_from(_EXCHANGE_PARTS)).format(v=value), value


_NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
_ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]


@st.composite
def words_by_position(draw: st.DrawFn) -> tuple[str, str]:
    """One to three recovery words given with their position ("word one is abandon")."""
    language = draw(st.sampled_from([_EN, _FR]))
    style = draw(st.integers(0, 6))
    words = [draw(st.sampled_from(language.wordlist)) for _ in range(draw(st.integers(2 if style == 1 else 1, 3)))]
    n = draw(st.integers(1, 10))
    if style == 0:
        text = f"My wallet word {_NUMBER_WORDS[n - 1]} is {words[0]}" + "".join(
            f", {_NUMBER_WORDS[(n + i) % 12]} is {w}" for i, w in enumerate(words[1:])
        )
    elif style == 1:
        text = f"Words {_NUMBER_WORDS[n - 1]} and {_NUMBER_WORDS[n]}: {' '.join(words[:2])}"
    elif style == 2:
        text = f"le mot {n} de ma phrase est {words[0]}"
    elif style == 3:
        text = f"The {_ORDINAL_WORDS[n - 1]} word of my seed is {words[0]}"
    elif style == 4:
        text = f"seed word #{n}: {words[0]}"
    elif style == 5:
        text = f"Le {n}e mot de ma phrase de récupération : {words[0]}"
    else:
        text = f"recovery word {n} = {words[0]}"
    return text, words[0]


_REFERENCES_EN = ["my dad's birth year", "my dog's name plus 1984", "my mother's maiden name", "my wife's birthday",
                  "the year my dad was born", "my son's name and his birth year", "my anniversary date",
                  "my cat's name backwards", "my first car's plate number"]  # fmt: skip
_REFERENCES_FR = ["la date de naissance de ma fille", "le prénom de mon fils", "l'année de naissance de mon père",
                  "le nom de mon chien suivi de 1984", "notre date de mariage"]  # fmt: skip
_REFERENCED_EN = ["My PIN is {r}", "my password is {r}", "The alarm code is {r}", "my phone passcode = {r}",
                  "My bank card PIN is just {r}", "our garage code is {r}"]  # fmt: skip
_REFERENCED_FR = ["mon code c'est {r}", "Mon mot de passe est {r}", "le code de ma carte, c'est {r}", "mon mdp = {r}",
                  "le digicode est {r}"]  # fmt: skip


@st.composite
def credential_by_reference(draw: st.DrawFn) -> tuple[str, str]:
    """A credential defined by a personal fact: whoever knows the fact knows the secret."""
    if draw(st.booleans()):
        reference = draw(st.sampled_from(_REFERENCES_EN))
        text = draw(st.sampled_from(_REFERENCED_EN)).format(r=reference)
    else:
        reference = draw(st.sampled_from(_REFERENCES_FR))
        text = draw(st.sampled_from(_REFERENCED_FR)).format(r=reference)
    return text, reference


_FIFTH_ROUND = ("secret_in_parts", "exchange_in_parts", "words_by_position", "credential_by_reference")
CASES.update(
    {
        "secret_in_parts": secret_in_parts(),
        "exchange_in_parts": exchange_in_parts(),
        "words_by_position": words_by_position(),
        "credential_by_reference": credential_by_reference(),
    }
)
EXPECTED.update({name: "secret" for name in _FIFTH_ROUND})  # the exchange's name in pieces is a secret too
CLASSES.update({name: CASES[name].map(lambda tv: tv[0]) for name in _FIFTH_ROUND})
DRAWS.update({name: _seeded(CLASSES[name]) for name in _FIFTH_ROUND})


# -- a sixth round: a document or account number with words between it and its name -------------
# "My account number at Chase is 31926819", "Account number (opened 2024-05-09) 31926819",
# "31926819 is my account number": whatever stands between them in the sentence.
_ID_NAMES_EN = ["account number", "bank account", "passport", "passport number", "driver's licence", "driving license",
                "tax ID", "social security number", "SSN", "national insurance number", "ID card", "ID number",
                "sort code and account", "credit card", "routing number", "licence number", "health insurance number"]  # fmt: skip
_ID_NAMES_FR = ["numéro de compte", "passeport", "permis de conduire", "carte d'identité", "numéro fiscal",
                "numéro de sécurité sociale", "carte vitale", "RIB"]  # fmt: skip
_BETWEEN_EN = ["at Chase", "for the savings one", "(opened {d})", "from the renewal", "with Barclays", "in Ontario",
               "- the old one, not the new one -", "that I always forget", "(renewed in May)", "on the joint account",
               "for reference", "issued in Lisbon", "at my old bank", "since {d}", "which the clerk asked for"]  # fmt: skip
_BETWEEN_FR = ["chez la Banque Postale", "(ouvert le {d})", "de l'ancien compte", "que j'oublie toujours", "délivré à Lyon",
               "pour le compte joint", "depuis {d}"]  # fmt: skip
_ID_FRAMES_EN = ["My {n} {b} is {v}", "{n} {b}: {v}", "my {n}, {b}, {v}", "{v} is my {n} {b}", "The {n} {b} = {v}",
                 "{n} {b} {b2} - {v}", "I keep forgetting it: {n} {b} is {v}"]  # fmt: skip
_ID_FRAMES_FR = ["Mon {n} {b} est {v}", "{n} {b} : {v}", "{v} c'est mon {n} {b}", "mon {n}, {b}, c'est le {v}"]


@st.composite
def document_number(draw: st.DrawFn) -> str:
    """5 to 12 digits, maybe after a letter or two, maybe in groups."""
    digits = "".join(draw(st.lists(st.sampled_from("0123456789"), min_size=5, max_size=12)))
    digits = draw(st.sampled_from("123456789")) + digits[1:]
    style = draw(st.integers(0, 2))
    if style == 1:
        digits = draw(st.sampled_from(["", "-", " "])).join(digits[i : i + 4] for i in range(0, len(digits), 4))
    prefix = draw(st.sampled_from(["", "", "X", "AB", "QQ", "A-"]))
    return prefix + digits


@st.composite
def id_in_sentence(draw: st.DrawFn) -> tuple[str, str]:
    """An identity document or account number, with the document named anywhere in its sentence."""
    value = draw(document_number())
    date = draw(st.sampled_from(["2024-05-09", "09/05/2024", "12.03.2019", "March 2021", "2019"]))
    if draw(st.booleans()):
        names, betweens, frames = _ID_NAMES_EN, _BETWEEN_EN, _ID_FRAMES_EN
    else:
        names, betweens, frames = _ID_NAMES_FR, _BETWEEN_FR, _ID_FRAMES_FR
    between = draw(st.sampled_from(betweens)).format(d=date)
    between2 = draw(st.sampled_from(betweens)).format(d=date)
    text = draw(st.sampled_from(frames)).format(n=draw(st.sampled_from(names)), b=between, b2=between2, v=value)
    return text, value


_SIXTH_ROUND = ("id_in_sentence",)
CASES["id_in_sentence"] = id_in_sentence()
EXPECTED["id_in_sentence"] = "secret"
CLASSES["id_in_sentence"] = CASES["id_in_sentence"].map(lambda tv: tv[0])
DRAWS["id_in_sentence"] = _seeded(CLASSES["id_in_sentence"])


# -- a seventh round: reference numbers, plates, parts of identifiers, lock codes, security
# answers and named parts of a recovery phrase (classes an outside red team found) ---------------
_REF_LABELS = ["membership number", "customer number", "client no.", "policy number", "claim number", "case ref", "ticket number",
               "patient ID", "NHS number", "student ID", "employee number", "staff no.", "voter ID", "frequent flyer number",
               "order number", "numéro client", "numéro d'adhérent", "matricule", "acct", "a/c", "reference number", "SIRET"]  # fmt: skip
_REF_FRAMES = ["Their {l} is {v}", "{l}: {v}", "{v} is their {l}", "Their {l} ({v}) expires soon", "Keep their {l} handy: {v}",
               "User gave {l} {v} to the clinic", "{v}, c'est son {l}"]  # fmt: skip


@st.composite
def reference_number(draw: st.DrawFn) -> tuple[str, str]:
    value = draw(document_number())
    return draw(st.sampled_from(_REF_FRAMES)).format(l=draw(st.sampled_from(_REF_LABELS)), v=value), value


_MIXED_LABELS = ["licence plate", "number plate", "car reg", "VIN", "chassis number", "PAN card", "serial number", "NI number",
                 "plaque d'immatriculation", "residence permit"]  # fmt: skip


@st.composite
def mixed_identifier(draw: st.DrawFn) -> tuple[str, str]:
    """Capitals and digits: a plate, a VIN, a tax code."""
    letters = st.text(alphabet="ABCDEFGHJKLMNPRSTUVWXYZ", min_size=2, max_size=4)
    numbers = st.text(alphabet="0123456789", min_size=2, max_size=5)
    value = draw(st.sampled_from(["{a}{n}{b}", "{a}-{n}-{b}", "{a}{n} {b}", "{n}{a}{n}"])).format(a=draw(letters), n=draw(numbers), b=draw(letters))
    frame = draw(st.sampled_from(["Their {l} is {v}", "{l}: {v}", "{l} {v}", "Their car's {l} is {v}"]))
    return frame.format(l=draw(st.sampled_from(_MIXED_LABELS)), v=value), value


@st.composite
def identifier_part(draw: st.DrawFn) -> tuple[str, str]:
    value = "".join(draw(st.lists(st.sampled_from("123456789"), min_size=3, max_size=6)))
    label = draw(st.sampled_from(["SSN", "debit card", "credit card", "passport number", "account number", "NHS number", "IBAN"]))
    frame = draw(st.sampled_from(["Their {l} ends in {v}", "{l} ending {v}", "The last four of their {l} are {v}",
                                  "Their {l} starts with {v}", "last digits of the {l}: {v}"]))  # fmt: skip
    return frame.format(l=label, v=value), value


@st.composite
def lock_code(draw: st.DrawFn) -> tuple[str, str]:
    value = "".join(draw(st.lists(st.sampled_from("123456789"), min_size=4, max_size=6)))
    if len(value) == 4 and value.startswith("19"):
        value = "7" + value[1:]  # a code that reads as a year (1911) is let through: "Garage: 1911" can be when it was built
    lock = draw(st.sampled_from(["Garage", "Door", "Alarm", "Lockbox", "Keypad", "PIN", "Gate", "Safe", "Padlock", "Digicode", "Wi-Fi"]))
    frame = draw(st.sampled_from(["{k}: {v}", "{k} → {v}", "{k} {v}", "The {k} opens on {v}", "{k} code {v}#", "{k} nr {v}"]))
    return frame.format(k=lock, v=value), value


@st.composite
def security_answer(draw: st.DrawFn) -> tuple[str, str]:
    value = draw(st.sampled_from(["Tiramisu", "Rex", "Smith", "Lisbon", "12/03/1987", "bluebird"]))
    label = draw(st.sampled_from(["Memorable word", "Security answer", "Mother's maiden name", "First pet", "Memorable date",
                                  "Question secrète", "First school"]))  # fmt: skip
    return f"{label}: {value}", value


@st.composite
def phrase_part_named(draw: st.DrawFn) -> tuple[str, str]:
    words = draw(st.lists(st.sampled_from(_EN.wordlist), min_size=6, max_size=8, unique=True))
    part = " ".join(words)
    frame = draw(st.sampled_from(["Second half: {p}", "First half of the seed: {p}", "Backup: {p} etc", "{p} (first six words of their wallet)",
                                  "Words 1-6: {p}", "Seed words {p}"]))  # fmt: skip
    return frame.format(p=part), part


_SEVENTH_ROUND = ("reference_number", "mixed_identifier", "identifier_part", "lock_code", "security_answer", "phrase_part_named")
CASES.update({
    "reference_number": reference_number(), "mixed_identifier": mixed_identifier(), "identifier_part": identifier_part(),
    "lock_code": lock_code(), "security_answer": security_answer(), "phrase_part_named": phrase_part_named(),
})  # fmt: skip
EXPECTED.update({name: "secret" for name in _SEVENTH_ROUND})
CLASSES.update({name: CASES[name].map(lambda tv: tv[0]) for name in _SEVENTH_ROUND})
DRAWS.update({name: _seeded(CLASSES[name]) for name in _SEVENTH_ROUND})


# -- an eighth round: handles with no separator, disguised IP addresses, JWTs, cards named by brand ----
@st.composite
def handle_bare(draw: st.DrawFn) -> tuple[str, str]:
    name = draw(st.sampled_from(["octo-kat-99", "@dance.with.zoe", "dark_knight_1987", "k4te.sm1th", "@jules_b92"]))
    site = draw(st.sampled_from(["GitHub user", "TikTok", "Steam ID", "Instagram", "Twitch", "Roblox"]))
    return f"{site} {name}", name


@st.composite
def ip_disguised(draw: st.DrawFn) -> tuple[str, str]:
    parts = [str(draw(st.integers(1, 254))) for _ in range(4)]
    sep = draw(st.sampled_from(["[.]", "(.)", "(dot)", " dot ", "[dot]"]))
    return f"Their server is at {sep.join(parts)}", ".".join(parts)


def _sixteen_digits(draw: st.DrawFn) -> str:
    return "".join(draw(st.lists(st.sampled_from("0123456789"), min_size=16, max_size=16)))


@st.composite
def card_by_brand(draw: st.DrawFn) -> tuple[str, str]:
    digits = _sixteen_digits(draw)
    shown = draw(st.sampled_from(["-", " "])).join(digits[i : i + 4] for i in range(0, 16, 4))
    return f"{draw(st.sampled_from(['Visa', 'Mastercard', 'Card:', 'Amex']))} {shown}", digits


def _add_round(cases: dict[str, st.SearchStrategy[tuple[str, str]]], expected: dict[str, str | None]) -> None:
    """A round of classes: its generators, the filter each is expected to refuse with, and the text-only draws."""
    CASES.update(cases)
    EXPECTED.update(expected)
    CLASSES.update({name: CASES[name].map(lambda tv: tv[0]) for name in cases})
    DRAWS.update({name: _seeded(CLASSES[name]) for name in cases})


_add_round({"handle_bare": handle_bare(), "ip_disguised": ip_disguised(), "card_by_brand": card_by_brand()},
           {"handle_bare": "raw_value", "ip_disguised": "raw_value", "card_by_brand": "secret"})


# -- a ninth round: codes spelled, spaced or given before the lock, base32 2FA secrets anywhere,
# passwords named in other languages, foreign plates and ID numbers ------------------------------
@st.composite
def code_disguised(draw: st.DrawFn) -> tuple[str, str]:
    digits = "".join(draw(st.lists(st.sampled_from("123456789"), min_size=4, max_size=4)))
    words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    shown = draw(st.sampled_from(["spelled", "spaced", "first"]))
    if shown == "spelled":
        return f"Alarm disarm: {'-'.join(words[int(d)] for d in digits)}", digits
    if shown == "spaced":
        return f"The code for the door is {' '.join(digits)}", digits
    return f"Uses {digits} as the door code", digits


@st.composite
def totp_named(draw: st.DrawFn) -> tuple[str, str]:
    letters = st.lists(st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"), min_size=16, max_size=32)
    secret = "".join(draw(letters.filter(lambda chars: len(set(chars)) >= 8)))  # a real one; "AAAA..." is a word in capitals
    frame = draw(st.sampled_from(["Hugo uses {s} as 2FA secret.", "FYI 2FA secret → {s}", "authenticator seed {s} (backup)"]))
    return frame.format(s=secret), secret


@st.composite
def foreign_credential(draw: st.DrawFn) -> tuple[str, str]:
    value = draw(st.sampled_from(["Sommer2024!", "Girasol2022", "Zomer#2023", "B-MW 1234", "1234 BCD", "L01X00T47"]))
    label = {"Sommer2024!": "Passwort:", "Girasol2022": "Contraseña:", "Zomer#2023": "Wachtwoord:", "B-MW 1234": "Kennzeichen:",
             "1234 BCD": "Matrícula", "L01X00T47": "Personalausweisnummer"}[value]  # fmt: skip
    return f"{label} {value}", value


_NINTH_ROUND = ("code_disguised", "totp_named", "foreign_credential")
CASES.update({"code_disguised": code_disguised(), "totp_named": totp_named(), "foreign_credential": foreign_credential()})
EXPECTED.update({"code_disguised": "secret", "totp_named": "secret", "foreign_credential": None})  # "Zomer#2023" reads as a hash id first
CLASSES.update({name: CASES[name].map(lambda tv: tv[0]) for name in _NINTH_ROUND})
DRAWS.update({name: _seeded(CLASSES[name]) for name in _NINTH_ROUND})


# -- a tenth round: three-digit combinations, a password named with a qualifier in another
# language, a card number after a card's name in another language (a black-box red team's set F) --
@st.composite
def combination_short(draw: st.DrawFn) -> tuple[str, str]:
    value = "".join(draw(st.lists(st.sampled_from("0123456789"), min_size=3, max_size=3)))
    lock = draw(st.sampled_from(["locker code", "padlock combination", "bike lock code", "safe code", "suitcase combination", "code du casier", "luggage combo"]))
    who = draw(st.sampled_from(["Sam's", "Their", "The user's", "Marie's", "My"]))
    frame = draw(st.sampled_from(["{w} {l} is {v}", "{l}: {v}", "{w} {l} = {v}", "{w} {l} is {v}, don't tell anyone", "{v} is my {l}"]))
    if frame.startswith("{v}") and not lock.endswith(("code", "combination", "combo")):
        frame = "{l}: {v}"
    return frame.format(w=who, l=lock, v=value), value


@st.composite
def credential_qualified(draw: st.DrawFn) -> tuple[str, str]:
    value = draw(st.sampled_from(["Luna2023", "Praia2022x", "Sommer#24", "Tulp2021", "Girasol88"]))
    label = draw(st.sampled_from(["Contraseña del banco", "Senha do banco", "Passwort für das Konto", "Wachtwoord van de bank",
                                  "Password della banca", "Contraseña del correo", "Senha da conta"]))  # fmt: skip
    return f"{label}: {value}", value


@st.composite
def card_named_abroad(draw: st.DrawFn) -> tuple[str, str]:
    digits = _sixteen_digits(draw)
    shown = " ".join(digits[i : i + 4] for i in range(0, 16, 4))
    label = draw(st.sampled_from(["Numéro de CB :", "Tarjeta:", "Carte bancaire :", "Kreditkarte", "Carta di credito:", "Cartão"]))
    return f"{label} {shown}", digits


_add_round({"combination_short": combination_short(), "credential_qualified": credential_qualified(), "card_named_abroad": card_named_abroad()},
           {"combination_short": "secret", "credential_qualified": "secret", "card_named_abroad": "secret"})


# -- an eleventh round: recovery phrases from the other BIP39 lists (Spanish, Italian, Portuguese,
# Czech, Turkish by letters; Japanese, Korean, Chinese, Russian by token), a black-box set's class --
_OTHER_LISTS = ("spanish", "italian", "portuguese", "czech", "turkish", "japanese", "korean", "chinese_simplified", "chinese_traditional", "russian")


@st.composite
def phrase_other_list(draw: st.DrawFn) -> tuple[str, str]:
    language = draw(st.sampled_from(_OTHER_LISTS))
    checker = Mnemonic(language)
    entropy = draw(st.binary(min_size=16, max_size=16).filter(lambda b: len(set(b)) >= 8))  # a real one, not test-vector zeros
    phrase = checker.to_mnemonic(entropy)
    if len(set(phrase.replace("\u3000", " ").split())) < 11:  # a generated phrase, not a test vector of repeats
        phrase = checker.to_mnemonic(bytes(range(7, 23)))
    joined = draw(st.sampled_from([" ", ", ", "\u3000", " - ", "・", "•", " → "])) if language.startswith(("japanese", "chinese", "korean")) else draw(st.sampled_from([" ", ", ", " - "]))
    shown = joined.join(phrase.split(" ") if " " in phrase else phrase.split("\u3000"))
    if draw(st.booleans()):
        shown = shown[:1].upper() + shown[1:]  # typed with a capital first word
    frame = draw(st.sampled_from(["{p}", "Backup: {p}", "Mi frase: {p}", "种子：{p}", "Резервная фраза: {p}"]))
    return frame.format(p=shown), phrase


_add_round({"phrase_other_list": phrase_other_list()}, {"phrase_other_list": "secret"})
