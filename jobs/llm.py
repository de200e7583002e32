"""The local llama.cpp model: loaded lazily, one at a time (jobs/model_process.py runs it in a
child process and stops that child after an idle time).

Two ways to use it, neither generating text: a yes/no question in the GGUF's own chat template,
scored from the log-probabilities of the first answer token (`yes_no`), and a sentence's mean
hidden state (`embed`, from a second, embedding-only context on the same memory-mapped weights).
`llama_cpp` is imported only here and only when a pass needs the model, so commands that do not
(the reply path included) never import it.
"""

from __future__ import annotations

import logging
import math
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from config.errors import ModelError

log = logging.getLogger("memoryd.model")


@dataclass(frozen=True)
class Verdict:
    """A yes/no question answered from the first answer token: log P(yes) - log P(no), each
    summed over the spellings of the word that are one token ("yes", " Yes", ...)."""

    score: float
    tokens_in: int
    tokens_reused: int = 0


YES = ("yes", "Yes", " yes", " Yes", "YES")
NO = ("no", "No", " no", " No", "NO")


EMBED_CONTEXT_TOKENS = 512


class Model(Protocol):
    """What a pass needs from a model; tests use a scripted fake with the same shape."""

    context_tokens: int

    def count_tokens(self, text: str) -> int: ...

    def yes_no(self, messages: list[dict[str, str]]) -> Verdict: ...

    def embed(self, text: str) -> tuple[list[float], int]: ...


class LocalModel:
    def __init__(self, path: Path, *, context_tokens: int = 2048, threads: int | None = None):
        self.path = path
        self.context_tokens = context_tokens
        self.threads = threads or max(1, min(4, os.cpu_count() or 1))
        self._llama: Any = None
        self._lock = threading.RLock()
        self._last_used = 0.0
        self._answer_ids: tuple[list[int], list[int]] | None = None
        self._formatter: Any = None
        self._embedder: Any = None

    @property
    def loaded(self) -> bool:
        return self._llama is not None

    def _load(self) -> Any:
        if self._llama is None:
            started = time.monotonic()
            try:
                from llama_cpp import Llama  # noqa: PLC0415 - imported only when a pass needs it
            except ImportError as exc:
                raise ModelError(f"llama-cpp-python is not installed ({exc.name}): run .ci/setup.") from None
            try:
                self._llama = Llama(
                    model_path=str(self.path),
                    n_ctx=self.context_tokens,
                    n_threads=self.threads,
                    verbose=False,
                )
            except (ValueError, RuntimeError) as exc:
                raise ModelError(f"The model {self.path.name} could not be loaded ({type(exc).__name__}): check model_path.") from None
            log.info("model loaded in %.2fs", time.monotonic() - started)
        self._last_used = time.monotonic()
        return self._llama

    def count_tokens(self, text: str) -> int:
        with self._lock:
            return len(self._load().tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def _prompt_tokens(self, llama: Any, messages: list[dict[str, str]]) -> list[int]:
        """The chat prompt in the GGUF's own template, ready for the answer's first token; a GGUF
        without a template (a base model) gets a plain transcript."""
        template = llama.metadata.get("tokenizer.chat_template")
        if template:
            if self._formatter is None:
                from llama_cpp.llama_chat_format import Jinja2ChatFormatter  # noqa: PLC0415

                def text(token: int) -> str:
                    return llama._model.token_get_text(token) if token >= 0 else ""  # noqa: SLF001

                self._formatter = Jinja2ChatFormatter(template=template, eos_token=text(llama.token_eos()), bos_token=text(llama.token_bos()))
            prompt = self._formatter(messages=messages).prompt
        else:
            names = {"system": "", "user": "Q: ", "assistant": "A: "}
            prompt = "\n".join(names.get(m["role"], "") + m["content"] for m in messages) + "\nA:"
        return list(llama.tokenize(prompt.encode("utf-8"), add_bos=True, special=True))

    def _answers(self, llama: Any) -> tuple[list[int], list[int]]:
        if self._answer_ids is None:

            def single(words: tuple[str, ...]) -> list[int]:
                ids = (llama.tokenize(w.encode("utf-8"), add_bos=False, special=False) for w in words)
                return sorted({t[0] for t in ids if len(t) == 1})

            self._answer_ids = (single(YES), single(NO))
        return self._answer_ids

    def yes_no(self, messages: list[dict[str, str]]) -> Verdict:
        """Evaluate the prompt (reusing the KV cache for the prefix it shares with the last one)
        and read the next-token logits: nothing is generated."""
        import numpy as np  # noqa: PLC0415 - comes with llama-cpp-python

        with self._lock:
            llama = self._load()
            tokens = self._prompt_tokens(llama, messages)
            if len(tokens) > self.context_tokens:
                raise ModelError("A sentence to judge did not fit the model's context window.")
            yes, no = self._answers(llama)
            if not yes or not no:
                raise ModelError(f"The model {self.path.name} has no single token for yes and no.")
            cached = list(llama.input_ids[: llama.n_tokens])
            keep = min(llama.longest_token_prefix(cached, tokens), len(tokens) - 1)
            try:
                llama.n_tokens = keep
                llama.eval(tokens[keep:])
                logits = np.ctypeslib.as_array(llama._ctx.get_logits_ith(-1), shape=(llama.n_vocab(),)).astype(np.float64)  # noqa: SLF001
            except (ValueError, RuntimeError) as exc:
                llama.n_tokens = 0  # the cache is in an unknown state: start afresh next time
                raise ModelError(f"The model failed during a pass ({type(exc).__name__}).") from None
            finally:
                self._last_used = time.monotonic()

            def lse(ids: list[int]) -> float:
                values = logits[ids]
                top = float(values.max())
                return top + math.log(float(np.exp(values - top).sum()))

            return Verdict(lse(yes) - lse(no), len(tokens), keep)

    def embed(self, text: str) -> tuple[list[float], int]:
        """The mean of the last layer's token states for `text` (not normalised), and its token count."""
        with self._lock:
            if self._embedder is None:
                try:
                    from llama_cpp import LLAMA_POOLING_TYPE_MEAN, Llama  # noqa: PLC0415
                    from llama_cpp._utils import suppress_stdout_stderr  # noqa: PLC0415
                except ImportError as exc:
                    raise ModelError(f"llama-cpp-python is not installed ({exc.name}): run .ci/setup.") from None
                try:
                    # llama.cpp prints a pooling notice from C even with verbose=False: it is not the user's business.
                    with suppress_stdout_stderr(disable=False):
                        self._embedder = Llama(
                            model_path=str(self.path),
                            n_ctx=EMBED_CONTEXT_TOKENS,
                            n_threads=self.threads,
                            embedding=True,
                            pooling_type=LLAMA_POOLING_TYPE_MEAN,
                            verbose=False,
                        )
                except (ValueError, RuntimeError) as exc:
                    raise ModelError(f"The model {self.path.name} could not be loaded ({type(exc).__name__}): check model_path.") from None
            try:
                vector, count = self._embedder.embed(text, normalize=False, truncate=True, return_count=True)
            except (ValueError, RuntimeError) as exc:
                raise ModelError(f"The model failed during a pass ({type(exc).__name__}).") from None
            finally:
                self._last_used = time.monotonic()
        return [float(v) for v in vector], int(count)

    def unload(self) -> None:
        with self._lock:
            if self._embedder is not None:
                self._embedder.close()
                self._embedder = None
            if self._llama is not None:
                self._llama.close()
                self._llama = None
                log.info("model unloaded")
