"""``seasons play`` in a fair game (docs/fair-play.md): the ``session.Table`` of a game whose
every write is signed and carries its author's releases.

Who plays here is whoever holds the seats' keys: the seats this person's identity joined, bots
aside (their writes are made in between, as ``seasons bot`` makes them, for the bot seats this
person holds only). Each local player sees the game as ``seasons show --as`` shows it to them
(``fair.preview``: after the releases their seat may make now, so the roller sees the roll and the
drawer the card before deciding), and writes through the path every command shares: a move as
``seasons move`` writes it (``script.move_file``: its releases attached, signed), or, when the
game waits for their release only, the one move offered is ``sync`` (``script.sync_file``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .engine.model import Game
from .engine.waiting import awaited
from .escape import escaped
from .gamefile import GameRecord
from .gamefile.fair import event_named, preview, seat_for, situation
from .protocol.errors import IdentityError
from .protocol.identity import load_identity
from .script import ScriptMove, default_player, move_file, sync_file
from .session import SessionError, check_players, deciding, legal_notations

SYNC = "sync"  # the one move of a player the game awaits for a release alone
SETUP_KINDS = frozenset({"dice", "decks", "deal"})  # the setup's outcomes: the board shows them
CHANCE_KINDS = frozenset({"roll", "draw", "reroll", "look", "reshuffle", "discard_top"})


class FairTable:
    """A fair game at this terminal, played with this person's identity (``load_identity``)."""

    def __init__(self, file: str) -> None:
        try:
            self.identity = load_identity()
        except IdentityError as error:
            raise SessionError(f"{escaped(file)} is a fair game, where every move is signed with "
                               f"your identity: {error}") from None
        self.previews: dict[tuple[str, str], Game] = {}  # (head, player): the game they see

    def local_players(self, record: GameRecord, asked: Sequence[str] | None) -> tuple[str, ...]:
        """Those asked for, else the ``player`` setting, else the one person seat this identity
        holds; each must be held by it (``fair.seat_for`` says why not)."""
        game, players = record.game, record.settings.players
        bots = dict(game.settings.bots)
        held = [players[seat] for seat in self.held(record) if players[seat] not in bots]
        mine = default_player(game)
        names = list(asked) if asked else [mine] if mine else held
        if not asked and len(names) > 1:
            raise SessionError(f"your key holds the seats of {' and '.join(names)}: say who plays "
                               "here with --as NAME (several names, comma-separated, for a "
                               "hot-seat game)")
        if not names:
            raise SessionError(f"your key ({self.identity.fingerprint}) holds no person's seat in "
                               "this game: join it first (seasons join FILE --as NAME)")
        check_players(game, names)
        for name in names:
            seat_for(record, self.identity, players.index(name))  # type: ignore[arg-type]
        return tuple(dict.fromkeys(names))

    def held(self, record: GameRecord) -> list[int]:
        return record.seats_of(self.identity.public_key)  # type: ignore[attr-defined]

    def acting(self, record: GameRecord) -> list[str]:
        """Whose write the game needs now: those it awaits (a join, a release), else those
        with a decision."""
        waiting = situation(record)  # type: ignore[arg-type]
        if waiting is None:
            return deciding(record.game)
        return [record.settings.players[seat] for seat in waiting[0]]

    def bots_writing(self, record: GameRecord) -> list[str]:
        """The bot seat this person holds whose write the game needs now, as ``name (strength)``."""
        from .botplay import fair_bot_to_write

        seat = fair_bot_to_write(record, self.identity, None)
        if seat is None:
            return []
        name = record.settings.players[seat]
        return [f"{name} ({dict(record.game.settings.bots)[name]})"]

    def seen(self, record: GameRecord, name: str) -> Game:
        """The game as ``name`` may see it before writing (``fair.preview``), once per head."""
        key = (record.head, name)
        if key not in self.previews:
            game = record.game
            if record.ledger.started and not game.finished:  # type: ignore[attr-defined]
                game = preview(record, self.identity,  # type: ignore[arg-type]
                               record.settings.players.index(name))
            self.previews = {key: game}
        return self.previews[key]

    def moves(self, record: GameRecord, name: str) -> list[str]:
        """``name``'s legal moves in the game they see, or ``sync`` alone when the game awaits
        their release and they have nothing to decide once it is made."""
        found = legal_notations(self.seen(record, name), name)
        if found or name not in self.acting(record):
            return found
        return [SYNC]

    def notes(self, record: GameRecord, name: str) -> list[str]:
        """What the screen says of the event the game waits for: that ``name``'s release is
        awaited (and ``sync`` writes it), or what their release completes, seen before they
        decide and written with their move."""
        due = awaited(record.game)
        if due is None:
            return []
        players = record.settings.players
        if self.moves(record, name) == [SYNC]:
            others = [f"{players[seat]}'s" for seat in situation(record)[0]  # type: ignore[arg-type,index]
                      if players[seat] != name]
            also = f" and {' and '.join(others)}" if others else ""
            return [f"{event_named(due, players, name)} waits for your release{also}: type "
                    f"{SYNC} (or 1) to write it."]
        return [f"Your release completes {event_named(due, players, name)}"
                f"{self.outcomes(record, name)}. You see it before you decide; the move you make "
                "writes your release with it."]

    def outcomes(self, record: GameRecord, name: str) -> str:
        """``: alice drew Amulet of Fire``: the chance outcomes ``name``'s preview holds, in
        the words of ``replay --as name`` (the setup's are on the board)."""
        from .reports.events import event_words

        game = self.seen(record, name)
        season = game.dice_season or game.season
        found = [event_words(outcome, name, season) for outcome in game.events
                 if outcome["kind"] in CHANCE_KINDS]
        if any(outcome["kind"] in SETUP_KINDS for outcome in game.events):
            found.append("the dice and your cards are on the board")
        return f": {'; '.join(found)}" if found else ""

    def write(self, file: str, record: GameRecord, name: str,
              text: str) -> tuple[GameRecord, GameRecord]:
        """``name``'s write on the position shown: ``sync`` when it is offered, else a move."""
        if text.strip().lower() == SYNC and self.moves(record, name) == [SYNC]:
            return sync_file(file, name, record.head)
        return move_file(file, [ScriptMove(text)], name, record.head)

    def lines(self, before: GameRecord, after: GameRecord, name: str) -> list[str]:
        """``name``'s entries in words (``entry 41: alice took die 2 ...``)."""
        from .reports.fair import entry_lines

        return entry_lines(before, after, name, author=name)  # type: ignore[arg-type]

    def next_line(self, record: GameRecord, file: str) -> str:
        from .reports.fair import next_line

        return next_line(record, file)  # type: ignore[arg-type]

