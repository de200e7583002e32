"""The reasons a refusal gives: one short sentence naming the kind of thing caught.

Fixed strings only: a reason never carries any part of the refused text.
"""

from __future__ import annotations

SECRET_PHRASE = "looks like a recovery phrase (12 or more BIP39 words)"
SECRET_WIF = "looks like a private key in WIF format"
SECRET_XPRV = "looks like an extended private key"
SECRET_HEX_KEY = "looks like a hexadecimal private key"
SECRET_NOSTR = "looks like a Nostr secret key"
SECRET_PEM = "looks like a PEM private key block"
SECRET_PASSWORD = "looks like a password"
SECRET_PIN = "looks like a PIN or card security code"
SECRET_TOKEN = "looks like an API key or access token"
SECRET_CARD = "looks like a payment card number"
SECRET_SSN = "looks like a social security number"
SECRET_NIR = "looks like a French social security number (NIR)"
SECRET_IBAN = "looks like a bank account number (IBAN)"
SECRET_ID = "looks like an identity document or account number"
SECRET_TOTP = "looks like a two-factor (TOTP) secret"
SECRET_BACKUP_CODES = "looks like backup or recovery codes"

RAW_BITCOIN_ADDRESS = "looks like a Bitcoin address"
RAW_ENCODED = "looks like an encoded address or key"
RAW_ETHEREUM = "looks like an Ethereum address"
RAW_XPUB = "looks like an extended public key"
RAW_NOSTR = "looks like a Nostr public key or identifier"
RAW_LIGHTNING = "looks like a Lightning invoice or LNURL"
RAW_HEX = "looks like a long hexadecimal string (hash, txid or key)"
RAW_EMAIL = "looks like an email address"
RAW_PHONE = "looks like a phone number"
RAW_HASH_ID = "looks like an identifier with a hash sign"
RAW_UUID = "looks like a UUID"
RAW_IP = "looks like an IP address"
RAW_MAC = "looks like a hardware (MAC) address"
RAW_HANDLE = "looks like an account handle or user name"
ACROSS_NOTES = "would complete a secret or an identifier together with notes already kept"

AMOUNT = "mentions an amount of money or bitcoin"
EXCHANGE = "names an exchange"
INSTRUCTION = "looks like an instruction to the assistant"
ROLE_MARKER = "carries a role marker or a prompt delimiter"
SUBJECT = "touches a forbidden subject ({group})"
TOO_SHORT = "is shorter than {n} characters"
TOO_LONG = "is longer than {n} characters"
CATEGORY = "has no known category"
DUPLICATE = "duplicates a note already kept"
PAUSED = "falls in a paused category"


def subject(group: str) -> str:
    return SUBJECT.format(group=group.replace("_", " "))

SECRET_PARTIAL = "gives part of a secret (a piece of a code, password, recovery phrase or account name)"
SECRET_REFERENCED = "defines a password or code by a personal fact"
