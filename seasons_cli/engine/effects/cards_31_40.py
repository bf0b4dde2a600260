"""Effects of power cards 31-40 (cards.md), registered by card number."""

from __future__ import annotations
