"""The game file: JSON with a schema, a full history and the state it leads to."""

from .files import GameFileError, load, save, update
from .record import (GameRecord, StaleFile, change_seat, create, expect_head, play, play_action,
                     short_head)

__all__ = ["GameFileError", "GameRecord", "StaleFile", "change_seat", "create", "expect_head",
           "load", "play", "play_action", "save", "short_head", "update"]
