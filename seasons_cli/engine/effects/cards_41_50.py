"""Effects of power cards 41-50 (cards.md), registered by card number."""

from __future__ import annotations
