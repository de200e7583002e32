"""Regular expressions compiled when first used, not when their module loads.

The guard's tables hold some four hundred patterns, and most wait behind a word, a digit or a
mark the text lacks: checking one ordinary sentence reaches a few dozen, reading notes none. A
pattern made here compiles on its first use (`re`, or `regex` with `compile_regex`), once, then
hands the compiled pattern's methods out directly; `.pattern` (the source) needs no compiling.

A pattern that does not compile fails on first use, not at import: `compile_all` compiles every
pattern made so far, and a test runs it over the guard's, so a broken one fails there."""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

if TYPE_CHECKING:
    import regex

_MADE: weakref.WeakSet[_LazyPattern] = weakref.WeakSet()

# The compiled pattern's methods, kept on the stand-in once compiled (found there directly after).
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split")


class _LazyPattern:
    def __init__(self, compiler: Callable[[str, int], Any], source: str, flags: int) -> None:
        self.pattern = source
        self._compiler = compiler
        self._flags = flags
        _MADE.add(self)

    def _compile(self) -> Any:
        compiled = self._compiler(self.pattern, self._flags)
        for method in _METHODS:
            if hasattr(compiled, method):
                self.__dict__[method] = getattr(compiled, method)
        self.__dict__["compiled"] = compiled
        return compiled

    def __getattr__(self, name: str) -> Any:
        # Reached only for what this object does not hold yet: compile, keep the methods, answer.
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self._compile(), name)

    def __reduce__(self) -> tuple[Any, ...]:  # copied or pickled as the uncompiled stand-in
        return (_LazyPattern, (self._compiler, self.pattern, self._flags))

    def __repr__(self) -> str:
        return f"lazy_re.compile({self.pattern!r})"


def compile(source: str, flags: int = 0) -> re.Pattern[str]:  # noqa: A001 - re.compile, deferred
    """`re.compile(source, flags)`, done on the pattern's first use."""
    return cast("re.Pattern[str]", _LazyPattern(re.compile, source, flags))


def compile_regex(source: str, flags: int = 0) -> regex.Pattern[str]:
    """`regex.compile(source, flags)`, done on the pattern's first use."""
    import regex  # noqa: PLC0415 - loaded with the first pattern that needs it

    return cast("regex.Pattern[str]", _LazyPattern(regex.compile, source, flags))


def compile_all() -> int:
    """Compile every pattern made so far that has not compiled yet; how many were made."""
    made = list(_MADE)
    for pattern in made:
        if "compiled" not in pattern.__dict__:
            pattern._compile()
    return len(made)
