"""Bot seats playing in a game record: ``seasons bot`` and the games of ``seasons arena``.

A bot's move goes through ``gamefile.play_action`` like a person's: it is checked against the
legal moves and written into the hash-chained history. Each move's bot seed comes from the game's
seed, the seat and the number of moves made (``bots.bot_seed``), so the same file always gets the
same bot moves.
"""

from __future__ import annotations

from .bots import bot_move, bot_seed
from .engine.errors import SeasonsError
from .engine.model import Game, Settings
from .gamefile import GameRecord, play_action


class BotError(SeasonsError):
    """A bot command that cannot be carried out: no bot seats, a person named as a bot."""


def bot_seats(settings: Settings) -> dict[int, str]:
    """``{seat: strength}`` of the seats played by bots (the game's settings: those bots play
    now, ``gamefile.seats``)."""
    return {settings.players.index(name): strength for name, strength in settings.bots}


def check_bot_seat(settings: Settings, seat: int | None) -> None:
    """Refuse a game without bots, and a seat (``--player``) that is not a bot's."""
    bots = bot_seats(settings)
    if not bots:
        raise BotError("no seat of this game is played by a bot (hand one to a bot with "
                       "'seasons seat FILE NAME --bot STRENGTH --player NAME')")
    if seat is not None and seat not in bots:
        names = ", ".join(settings.players[s] for s in bots)
        raise BotError(f"{settings.players[seat]} is not a bot (bots: {names})")


def next_bot(game: Game, bots: dict[int, str], only: int | None = None) -> int | None:
    """The first bot seat (``only``, if given) with a pending decision, or None."""
    for decision in game.pending:
        if decision.player in bots and only in (None, decision.player):
            return decision.player
    return None


def play_bots(record: GameRecord, only: int | None = None) -> GameRecord:
    """Every pending move of the bot seats (or of seat ``only``) until a person must act or the
    game is over. Returns ``record`` itself when no bot had a move to make."""
    bots = bot_seats(record.game.settings)  # the seats bots play now (seat changes included)
    while (seat := next_bot(record.game, bots, only)) is not None:
        seed = bot_seed(record.settings.seed, seat, len(record.history))
        record = play_action(record, bot_move(record.game, seat, bots[seat], seed))
    return record


def waiting_for(game: Game) -> str:
    """Why the bots stopped: the game is over, or who must act now."""
    if game.finished:
        return "the game is over"
    names = [game.settings.players[seat] for seat in dict.fromkeys(d.player for d in game.pending)]
    return f"waiting for {', '.join(names)}"
