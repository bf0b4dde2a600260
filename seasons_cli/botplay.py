"""Bot seats playing in a game record: ``seasons bot`` and the games of ``seasons arena``.

A bot's move goes through ``gamefile.play_action`` like a person's: it is checked against the
legal moves and written into the hash-chained history. Each move's bot seed comes from the game's
seed, the seat and the number of moves made (``bots.bot_seed``), so the same file always gets the
same bot moves.
"""

from __future__ import annotations

from typing import Any

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
    if record.settings.trust != "open":
        return _play_fair_bots(record, only)
    bots = bot_seats(record.game.settings)  # the seats bots play now (seat changes included)
    while (seat := next_bot(record.game, bots, only)) is not None:
        seed = bot_seed(record.settings.seed, seat, len(record.history))
        record = play_action(record, bot_move(record.game, seat, bots[seat], seed))
    return record


def _play_fair_bots(record: GameRecord, only: int | None) -> GameRecord:
    """``play_bots`` in a fair game: the bot seats that joined with this person's key (who runs
    the bot holds its secrets, fair-play.md §1) make their writes, each signed with that key: a
    move chosen in the game as the seat may see it (``fair.preview``: a roller sees the roll),
    or its releases alone when the game waits for them. Other bot seats wait for their holder."""
    from .gamefile import fair
    from .notation import format_action
    from .protocol.identity import load_identity

    identity = load_identity()
    while (seat := fair_bot_to_write(record, identity, only)) is not None:
        if record.settings.trust == "sealed":  # its own cards named, once it can move
            from .gamefile.sealed import bot_view

            game = bot_view(record, identity, seat)  # type: ignore[arg-type]
        else:
            game = fair.preview(record, identity, seat)  # type: ignore[arg-type]
        bots = bot_seats(record.game.settings)
        if game is None or not any(decision.player == seat for decision in game.pending):
            record = fair.sync(record, identity, seat)  # type: ignore[arg-type]
            continue
        seed = bot_seed(record.settings.seed, seat, len(record.history))
        action = bot_move(game, seat, bots[seat], seed)
        record = fair.play(record, identity, seat, [format_action(game, action)])  # type: ignore[arg-type]
    return record


def fair_bot_to_write(record: GameRecord, identity: Any, only: int | None) -> int | None:
    """The first bot seat held by ``identity`` (``only``, if given) whose write the game needs
    now: one it awaits for a release, else one with a decision."""
    from .gamefile.fair import situation

    held = {seat for seat in bot_seats(record.game.settings)
            if seat in record.seats_of(identity.public_key) and only in (None, seat)}  # type: ignore[attr-defined]
    waiting = situation(record)  # type: ignore[arg-type]
    if waiting is not None:
        return next((seat for seat in waiting[0] if seat in held), None)
    return next_bot(record.game, dict.fromkeys(held, ""), None)


def waiting_for(game: Game) -> str:
    """Why the bots stopped: the game is over, or who must act now."""
    if game.finished:
        return "the game is over"
    names = [game.settings.players[seat] for seat in dict.fromkeys(d.player for d in game.pending)]
    return f"waiting for {', '.join(names)}"
