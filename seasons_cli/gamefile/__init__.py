"""The game file: JSON with a schema, a full history and the state it leads to."""

from .files import GameFileError, load, save
from .record import GameRecord, create, play, play_action

__all__ = ["GameFileError", "GameRecord", "create", "load", "play", "play_action", "save"]
