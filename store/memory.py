"""The store's front door: opens the database and the key, and offers each memory operation as one
short transaction. Knows nothing of models, processes or sockets."""

from __future__ import annotations

import secrets
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from typing import Any

from sqlmodel import delete as sql_delete
from sqlmodel import select

from config.constants import CATEGORIES
from config.errors import KeychainError, PreconditionError, UsageError
from config.settings import Settings
from store import changelog, counters, forgotten, keychain, keycheck, notes, profile, queue, rehearsal, reply_path, summary, switches, transfer, upkeep, watermarks
from store.clock import to_db
from store.crypto import Cipher
from store.db import Database
from store.guard import Policy
from store.tables import Meta, SettingRow
from store.transaction import Tx

# What may end a conversation (interface.md `submit --reason`): kept in plain text, so only these.
SUBMIT_REASONS = ("panel_hidden", "conversation_cleared", "manual")
MEMORY_OFF = "Memory is off, so nothing new is kept: turn it on with `memoryd memory on`."


class Memory:
    def __init__(self, settings: Settings, db: Database, store_id: str, key_generation: int, cipher: Cipher | None):
        self.settings = settings
        self.db = db
        self.store_id = store_id
        self.key_generation = key_generation
        self._cipher = cipher
        self.policy = Policy(allowed_subjects=frozenset(settings.allowed_subjects))
        self._block_cache: tuple[int, list[reply_path.Prepared], str, bool] | None = None
        self._stage: rehearsal.Stage | None = None
        self._stage_lock = threading.Lock()

    # ---- opening -------------------------------------------------------------------------------

    @classmethod
    def open(cls, settings: Settings, *, allow_missing_key: bool = False, now: datetime) -> Memory:
        db = Database(settings.database_path, now=now)
        service = settings.keyring_service
        with db.write(bump=False) as session:  # writes only when the store is new
            meta = {row.key: row.value for row in session.exec(select(Meta)).all()}
            if "store_id" not in meta:
                store_id, generation = secrets.token_hex(8), 1
                key: bytes | None = keychain.write_new_key(service, store_id, generation, allow_plaintext=settings.allow_plaintext_key)
                for name, value in (("store_id", store_id), ("key_generation", "1"), ("generation", "0")):
                    session.add(Meta(key=name, value=value))
            else:
                store_id, generation = meta["store_id"], int(meta["key_generation"])
                try:
                    key = keychain.read_key(service, store_id, generation, allow_plaintext=settings.allow_plaintext_key)
                except KeychainError:
                    if not allow_missing_key:  # `forget --all` starts over from a damaged entry too
                        raise
                    key = None
        if key is None and not allow_missing_key:
            raise KeychainError(
                "The encryption key of this data dir is not in the keychain, so its memory cannot be read: "
                "restore the keychain, or erase the memory with `memoryd forget --all --yes`."
            )
        cipher = Cipher(key) if key else None
        if cipher is not None:
            with db.read() as session:
                opens = keycheck.key_opens(session, cipher)
            if not opens and not allow_missing_key:
                raise KeychainError(
                    "The key in the keychain does not open this data dir's database (the keychain entry was replaced): "
                    "restore the entry from a keychain backup, or erase the memory with `memoryd forget --all --yes`."
                )
            cipher = cipher if opens else None
        return cls(settings, db, store_id, generation, cipher)

    def close(self) -> None:
        if self._stage is not None:
            self._stage.close()
        self.db.close()

    @property
    def has_key(self) -> bool:
        """False when opened without a usable key (only `forget --all` may then run)."""
        return self._cipher is not None

    @property
    def cipher(self) -> Cipher:
        if self._cipher is None:
            raise KeychainError("The encryption key of this data dir is missing: `memoryd forget --all --yes` starts over.")
        return self._cipher

    @contextmanager
    def write(self, *, memory_changes: bool = True, now: datetime) -> Iterator[Tx]:
        """A write transaction; one that may change notes holds the cap when it ends (store.upkeep),
        so every write path keeps it. Pass `memory_changes=False` for writes that touch only the
        queue or the counters, so the reply path keeps its cached block."""
        with self.db.write(bump=memory_changes) as session:
            tx = Tx(session, self.cipher, to_db(now), self.policy)
            yield tx
            if memory_changes and upkeep.enforce_cap(tx):
                self._after_notes_change(tx)

    @contextmanager
    def rehearse(self, *, now: datetime) -> Iterator[Tx]:
        """A write rehearsed outside the write lock (store.rehearsal): a Tx over a private in-memory
        copy of the notes, the switches, the summary and the forgotten digests as they are now,
        holding the cap at its end as `write` does. Nothing done in it is kept; its `verdicts`
        (the guard's answers) are for the real write to use."""
        with self._stage_lock:
            if self._stage is None:
                self._stage = rehearsal.Stage(now=now)
            with self.db.read() as session:
                rows = rehearsal.snapshot(session)
            with self._stage.session(rows) as session:
                tx = Tx(session, self.cipher, to_db(now), self.policy, verdicts={})
                yield tx
                if upkeep.enforce_cap(tx):
                    self._after_notes_change(tx)

    @contextmanager
    def read(self, *, now: datetime) -> Iterator[Tx]:
        with self.db.read() as session:
            yield Tx(session, self.cipher, to_db(now), self.policy, writable=False)

    # ---- notes ---------------------------------------------------------------------------------

    @staticmethod
    def _after_notes_change(tx: Tx) -> None:
        summary.refresh(tx, notes.all_notes(tx))

    def remember(self, text: str, *, now: datetime) -> notes.Note:
        """A requested note, verbatim after the filters."""
        with self.write(now=now) as tx:
            if not switches.memory_enabled(tx):
                raise PreconditionError("memory_off", MEMORY_OFF)
            note = notes.add(tx, text, "requested", confidence="high", source="requested", reason="requested by the user")
            forgotten.unforget(tx, note.text)  # added back by hand: it may be learned again
            self._after_notes_change(tx)
        return note

    def add(self, text: str, category: str, *, now: datetime) -> notes.Note:
        with self.write(now=now) as tx:
            note = notes.add(tx, text, category, confidence="high", source="user", reason="added by the user")
            forgotten.unforget(tx, note.text)
            self._after_notes_change(tx)
        return note

    def edit(self, note_id: str, text: str, *, now: datetime) -> notes.Note:
        with self.write(now=now) as tx:
            note = notes.edit(tx, note_id, text)
            self._after_notes_change(tx)
        self.db.checkpoint()  # the old wording leaves no copy in the WAL
        return note

    def delete(self, note_id: str, *, now: datetime) -> notes.Note:
        with self.write(now=now) as tx:
            note = notes.delete(tx, note_id, reason="deleted by the user", by_user=True)
            self._after_notes_change(tx)
        self.db.checkpoint()
        return note

    def clear(self, category: str, *, now: datetime) -> int:
        self._known(category)
        with self.write(now=now) as tx:
            removed = notes.clear(tx, category)
            self._after_notes_change(tx)
        self.db.checkpoint()
        return removed

    def notes(self, category: str | None = None, *, now: datetime) -> list[notes.Note]:
        if category:
            self._known(category)
        with self.read(now=now) as tx:
            return notes.all_notes(tx, category)

    @staticmethod
    def _known(category: str) -> None:
        if category not in CATEGORIES:
            raise UsageError(f"Unknown category: use one of {', '.join(CATEGORIES)}.")  # never echoes what was typed

    # ---- switches ------------------------------------------------------------------------------

    def pause(self, category: str, paused: bool = True, *, now: datetime) -> list[str]:
        self._known(category)
        with self.write(now=now) as tx:
            current = set(switches.paused(tx))
            current = current | {category} if paused else current - {category}
            switches.set_paused(tx, sorted(current))
            changelog.record(tx, "pause" if paused else "resume", f"category {'paused' if paused else 'resumed'} by the user", category=category)
            return sorted(current)

    def set_enabled(self, enabled: bool, *, now: datetime) -> None:
        with self.write(now=now) as tx:
            switches.set_memory_enabled(tx, enabled)
            changelog.record(tx, "memory", f"memory switched {'on' if enabled else 'off'} by the user")

    def enabled(self, *, now: datetime) -> bool:
        with self.read(now=now) as tx:
            return switches.memory_enabled(tx)

    def paused(self, *, now: datetime) -> list[str]:
        with self.read(now=now) as tx:
            return switches.paused(tx)

    # ---- summary, profile, log -----------------------------------------------------------------

    def summary(self, *, now: datetime) -> str:
        with self.read(now=now) as tx:
            return summary.read(tx)

    def profile(self, *, now: datetime) -> list[profile.ConceptState]:
        with self.read(now=now) as tx:
            return profile.entries(tx, self.settings.concepts)

    def profile_forget(self, concept: str, *, now: datetime) -> bool:
        with self.write(now=now) as tx:
            return profile.forget(tx, concept.strip().lower(), self.settings.concepts)

    def changes(self, limit: int | None = None, *, now: datetime) -> list[changelog.Change]:
        with self.read(now=now) as tx:
            return changelog.entries(tx, limit)

    # ---- export / import / forget --------------------------------------------------------------

    def export_json(self, *, now: datetime) -> dict[str, Any]:
        with self.read(now=now) as tx:
            return transfer.export_json(tx, self.settings.concepts)

    def export_md(self, *, now: datetime) -> str:
        with self.read(now=now) as tx:
            return transfer.export_md(tx)

    def import_(self, content: str, *, now: datetime) -> tuple[int, dict[str, int]]:
        document = transfer.parse(content)  # a malformed file fails here, before anything changes
        with self.write(now=now) as tx:
            result = transfer.apply(tx, document, self.settings.concepts)
        self.db.checkpoint()
        return result

    def forget_all(self, *, now: datetime) -> None:
        """Erase both memories and rotate the key: any ciphertext left anywhere becomes unreadable."""
        service = self.settings.keyring_service
        kept = {"memory_enabled": True, "paused_categories": []}
        if self._cipher is not None:
            with self.read(now=now) as tx:
                kept = switches.snapshot(tx)
        new_generation = self.key_generation + 1
        new_cipher = Cipher(keychain.write_new_key(service, self.store_id, new_generation, allow_plaintext=self.settings.allow_plaintext_key))
        with self.db.write() as session:
            tx = Tx(session, new_cipher, to_db(now), self.policy)
            notes.erase_all(tx)
            summary.erase(tx)
            profile.erase(tx)
            changelog.erase(tx)
            watermarks.erase(tx)
            forgotten.erase(tx)
            queue.erase(tx)
            session.exec(sql_delete(SettingRow))
            switches.reseal_all(tx, kept)
            session.merge(Meta(key="key_generation", value=str(new_generation)))
            changelog.record(tx, "forget", "both memories erased by the user; encryption key rotated")
        old_generation = self.key_generation
        self.key_generation, self._cipher = new_generation, new_cipher
        self._block_cache = None
        self.db.vacuum()
        keychain.delete_key(service, self.store_id, old_generation, allow_plaintext=self.settings.allow_plaintext_key)

    # ---- upkeep and the reply path -------------------------------------------------------------

    def maintain(self, *, now: datetime) -> dict[str, int]:
        with self.write(now=now) as tx:
            decayed = upkeep.decay(tx)
            capped = upkeep.enforce_cap(tx)
            if decayed or capped:
                self._after_notes_change(tx)
        if decayed or capped:
            self.db.checkpoint()
        return {"decayed": len(decayed), "capped": len(capped)}

    def context(self, message: str, detail: str = "balanced") -> reply_path.Block:
        if detail not in reply_path.BUDGETS:
            raise UsageError(f"Unknown detail {detail!r}: use light, balanced or detailed.")
        generation = self.db.generation()
        cache = self._block_cache
        if cache is None or cache[0] != generation:
            known = {item.note: item for item in cache[1]} if cache is not None else None
            with self.db.read() as session:
                tx = Tx(session, self.cipher, datetime.min, self.policy, writable=False)
                cache = (generation, reply_path.prepare(notes.all_notes(tx), known), summary.read(tx), switches.memory_enabled(tx))
            self._block_cache = cache
        _, prepared, summary_text, enabled = cache
        return reply_path.build(prepared, summary_text, message, detail, enabled=enabled)

    def counters(self, *, now: datetime) -> dict[str, int]:
        """Pass counters, queue states and the number of notes, for `status`."""
        with self.read(now=now) as tx:
            values = counters.read_all(tx)
            values.update(queue.counts(tx))
            values["notes"] = notes.count(tx)
            return values

    # ---- the queue -----------------------------------------------------------------------------

    @staticmethod
    def _submit_reason(reason: str) -> None:
        if reason not in SUBMIT_REASONS:
            raise UsageError(f"Unknown reason: use one of {', '.join(SUBMIT_REASONS)}.")

    def enqueue(self, conversation_id: str, transcript: str, reason: str, delay: timedelta = timedelta(0), *, now: datetime) -> int:
        self._submit_reason(reason)
        with self.write(memory_changes=False, now=now) as tx:
            return queue.enqueue(tx, conversation_id, transcript, reason, delay, max_queued=self.settings.max_queued_jobs)

    def enqueue_if_new(
        self, conversation_id: str, user_texts: list[str], transcript: str, reason: str, delay: timedelta, *, now: datetime
    ) -> int | None:
        """Queue a pass unless the conversation has not grown since its last one (None), in one
        short transaction: the submit path's whole cost in the store."""
        self._submit_reason(reason)
        with self.write(memory_changes=False, now=now) as tx:
            if watermarks.first_new_user_turn(tx, conversation_id, user_texts) is None:
                return None
            return queue.enqueue(tx, conversation_id, transcript, reason, delay, max_queued=self.settings.max_queued_jobs)

    def claim(self, *, include_held: bool = False, now: datetime) -> queue.Job | None:
        with self.write(memory_changes=False, now=now) as tx:
            return queue.claim(tx, include_held=include_held)

    def finish(self, job_id: int, *, now: datetime) -> None:
        """The job's row and sealed transcript are deleted (secure_delete zeroes them in the
        database file); the WAL copy goes at the next checkpoint (`checkpoint`, run by the
        service every few seconds and by `drain` when it ends), not on every job."""
        with self.write(memory_changes=False, now=now) as tx:
            queue.finish(tx, job_id)

    def checkpoint(self) -> None:
        self.db.checkpoint()

    def fail(self, job_id: int, error: str, *, retry: bool = True, now: datetime) -> str:
        with self.write(memory_changes=False, now=now) as tx:
            return queue.fail(tx, job_id, error, queue.MAX_ATTEMPTS if retry else 0)

    def jobs(self, *, now: datetime) -> list[dict[str, Any]]:
        with self.read(now=now) as tx:
            return queue.listing(tx)

    def clear_failed(self, *, now: datetime) -> int:
        with self.write(memory_changes=False, now=now) as tx:
            return queue.clear_failed(tx)
