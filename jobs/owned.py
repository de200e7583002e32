"""What the user owns, told inside a question: "How do I back up my Coldcard?", "Can my Trezor hold
Litecoin?", "Comment je mets à jour mon Umbrel ?", "How do I update my node?" -> "Has a Coldcard", "Has a
Trezor", "A un Umbrel", "Runs a node".

A question asks for help; the device or wallet it names as "my …" is the user's, and what they use
is a lasting fact about their setup. Only a named device or wallet (a brand, not "my wallet", "my
phone"), or one of the setups the product is about ("my node", "my multisig", "my hardware wallet"); only "my"/"mon"/"ma" right before it (never "my dad's", "my friend's"), never one not
had yet ("my first", "my next", "my future", "my own" as a wish) and never in a question that is
someone else's, a condition, a game or a request for a balance (never_stored). At most one note
per sentence.
"""

from __future__ import annotations

import regex

from jobs.candidates import Candidate
from jobs.never_stored import is_upstream_request, never_stored
from jobs.sentences import sentences

_I = regex.IGNORECASE

# Devices: "Has a Coldcard". Wallet software and node packages: "Uses Sparrow".
_DEVICES = (
    r"coldcard(?:\s+(?:mk\s*\d|q))?|trezor(?:\s+(?:model\s+[a-z]|one|safe\s+\d))?|ledger(?:\s+(?:nano\s+[a-z]+(?:\s+plus)?|stax|flex))?|jade(?:\s+plus)?"
    r"|bitbox\s*0?2|bitbox|foundation\s+passport|seedsigner|keystone|krux|umbrel|start9|raspiblitz|mynode|nodl|raspberry\s+pi(?:\s+\d)?"
)
_SOFTWARE = r"sparrow|electrum|specter(?:\s+desktop)?|nunchuk|phoenix|breez|muun|blue\s*wallet|zeus|wasabi|samourai|green\s+wallet|bitcoin\s+core|core\s+lightning|lnd|electrs|fulcrum"
# What the user runs or has, said by its kind: "my node", "my multisig", "my hardware wallet".
_KINDS = {"node": ("Runs a node", "Fait tourner un nœud"), "multisig": ("Has a multisig", "A un multisig"),
          "hardware wallet": ("Has a hardware wallet", "A un portefeuille matériel")}
_KIND = r"(?:bitcoin\s+|full\s+|lightning\s+)?(?:node|n(?:œ|oe)ud)|multisig|multi-sig|hardware\s+wallet|portefeuille\s+mat[ée]riel"
_OWNED = regex.compile(
    rf"\b(?P<my>my|mon|ma)\s+(?P<what>(?P<device>{_DEVICES})|(?P<software>{_SOFTWARE})|(?P<kind>{_KIND}))(?:\s+(?:wallet|portefeuille|node|n(?:œ|oe)ud|app|box|device))?\b(?!['’]s)",
    _I,
)
# A question whose "my …" is not had yet, or not the user's to tell.
_NOT_HAD = regex.compile(
    r"\b(?:first|next|future|ideal|dream|own|premier|première|prochain|prochaine|futur|future)\s+(?=\S+\s*$)"
    r"|\b(?:should|shall|would|could|if|when|once|whether|before|après|si|quand|devrais|dois-je|avant)\b.*\b(?:buy|get|order|purchase|acheter|prendre|commander)\b",
    _I,
)
# Names that are also common words: a name only when written with its capital.
_COMMON_WORD = regex.compile(r"ledger|jade|phoenix|zeus|keystone|green\s+wallet|core\s+lightning|passport", _I)
_QUESTION = regex.compile(r"\?\s*$|^\W*(?:how|what|which|why|can|could|should|is|are|does|do|will|would|where|when|comment|pourquoi|quel|quelle|est-ce|peut-on|puis-je|dois-je)\b", _I)


def owned_when_asking(message: str, turn: int) -> list[Candidate]:
    """"Has a Coldcard" from "How do I back up my Coldcard?"; [] when no question names a device or
    wallet of the user's."""
    out: list[Candidate] = []
    spans = sentences(message)
    if any(is_upstream_request(s.text) for s in spans):
        return out
    for span in spans:
        said = span.text
        if not _QUESTION.search(said) or never_stored(said) not in (None, "question"):
            continue
        m = _OWNED.search(said)
        if m is None or _NOT_HAD.search(said[: m.end()]):
            continue
        if _COMMON_WORD.fullmatch(m.group("what")) and not m.group("what")[:1].isupper():
            continue  # "my ledger", "my jade necklace": a word before it is a name
        french = m.group("my").lower() in ("mon", "ma")
        if m.group("kind"):
            kind = "node" if regex.search(r"n(?:œ|oe)ud|node", m.group("kind"), _I) else "multisig" if "multi" in m.group("kind").lower() else "hardware wallet"
            out.append(Candidate(_KINDS[kind][french], "setup", "medium", "pattern", m.group().strip(), turn))
            continue
        what = regex.sub(r"\s+", " ", m.group("what"))
        what = what if what[:1].isupper() or any(c.isdigit() for c in what) else what.title()
        if m.group("device"):
            note = f"A un {what}" if french else f"Has {'an' if what[:1].lower() in 'aeiou' else 'a'} {what}"
        else:
            note = f"Utilise {what}" if french else f"Uses {what}"
        out.append(Candidate(note, "setup", "medium", "pattern", m.group().strip(), turn))
    return out
