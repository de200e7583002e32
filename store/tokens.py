"""How the reply path counts tokens without a tokenizer (it must never load the model).

The count is deliberately pessimistic: every word costs one token per started 4 characters, every
digit and every punctuation mark or symbol costs one, every non-ASCII letter costs one. Real BPE
tokenizers merge a leading space and common words into single tokens, so this over-counts English
and French; tests/jobs/test_model_real.py checks it never under-counts the bundled model's tokenizer.
"""

from __future__ import annotations

import regex

_PIECE = regex.compile(r"[A-Za-z]+|\p{L}+|\p{N}|[^\s\p{L}\p{N}]|\n")


def count(text: str) -> int:
    total = 0
    for match in _PIECE.finditer(text):
        piece = match.group()
        if piece.isascii() and piece.isalpha():
            total += (len(piece) + 3) // 4
        elif piece[0].isalpha():
            total += len(piece)
        else:
            total += 1
    return total
