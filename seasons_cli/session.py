"""An interactive session at the table: ``seasons play FILE [--as NAME,...]``.

Each turn shows the local player what happened since their last move (``reports.digest``), the
board as they see it and their legal moves, numbered; they type a move (or its number) and it is
played through the write path every command shares (``script.move_file``: the same checks, the
same lock and atomic save, the bots' moves after it). Bot seats move in between, as ``seasons
bot`` moves them. When nobody at this terminal must act, the session says who must, offers the
email or the commit for them (``--email``, ``--git``) and ends. With several local players (a
hot-seat game) it goes on with the next one, after a screen that asks to pass the terminal.

What differs between kinds of game is a ``Table``: ``OpenTable`` here, ``session_fair.FairTable``
for fair games (the seats this person's identity holds, the game as each may see it before
writing, a ``sync`` offered when the game awaits a release only, the writes signed).

The session reads through a ``Reader`` (``prompt.PromptReader``: prompt_toolkit, with completion
and history), so this module imports no terminal library. Leaving (``quit``, Ctrl-D, end of
input, Ctrl-C) changes nothing: every move played is saved when it is played, and nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from rich.console import Console
from rich.text import Text

from . import escape
from .engine.errors import SeasonsError
from .english import both_or_all, listed
from .engine.model import Game
from .gamefile import GameRecord, load, short_head
from .script import ScriptMove, bots_file, default_player, move_file

LEAVE = frozenset(("q", "quit", "exit"))
HELP = frozenset(("?", "help"))
BOARD = frozenset(("board",))
EVERY = frozenset(("moves",))
CTRL_C = 130  # the exit code of a session left with Ctrl-C, as a shell gives it


class Reader(Protocol):
    """Reads one line for ``player`` (None: the table), completing ``moves``' notation and
    recalling ``past`` lines; raises ``EOFError`` (Ctrl-D, end of input) or
    ``KeyboardInterrupt`` (Ctrl-C)."""

    def ask(self, player: str | None, prompt: str, moves: Sequence[str],
            past: Sequence[str]) -> str: ...


class SessionError(SeasonsError):
    """A session that cannot start: no local player to play, or one played by a bot."""


class Table(Protocol):
    """How the session reads and writes one kind of game: who plays here and who must act, the
    game and the moves as a player may see them, what a write is and says."""

    def local_players(self, record: GameRecord, asked: Sequence[str] | None) -> tuple[str, ...]: ...

    def acting(self, record: GameRecord) -> list[str]: ...

    def bots_writing(self, record: GameRecord) -> list[str]: ...

    def seen(self, record: GameRecord, name: str) -> Game: ...

    def moves(self, record: GameRecord, name: str) -> list[str]: ...

    def notes(self, record: GameRecord, name: str) -> list[str]: ...

    def write(self, file: str, record: GameRecord, name: str,
              text: str) -> tuple[GameRecord, GameRecord]: ...

    def lines(self, before: GameRecord, after: GameRecord, name: str) -> list[str]: ...

    def next_line(self, record: GameRecord, file: str) -> str: ...


class OpenTable:
    """An open game: the players named (or the one who must act), the game as the file holds
    it, a move as ``seasons move`` plays it."""

    def local_players(self, record: GameRecord, asked: Sequence[str] | None) -> tuple[str, ...]:
        return local_players(record.game, asked)

    def acting(self, record: GameRecord) -> list[str]:
        return deciding(record.game)

    def bots_writing(self, record: GameRecord) -> list[str]:
        return bots_deciding(record.game)

    def seen(self, record: GameRecord, name: str) -> Game:
        return record.game

    def moves(self, record: GameRecord, name: str) -> list[str]:
        return legal_notations(record.game, name)

    def notes(self, record: GameRecord, name: str) -> list[str]:
        return []

    def write(self, file: str, record: GameRecord, name: str,
              text: str) -> tuple[GameRecord, GameRecord]:
        return move_file(file, [ScriptMove(text)], name, record.head)

    def lines(self, before: GameRecord, after: GameRecord, name: str) -> list[str]:
        """``name``'s moves in words (the bots' that followed are told by the next digest)."""
        from .reports.messages import move_lines, played

        return move_lines([move for move in played(before, after, as_mover=True, reader=name)
                           if move.told.player == name])

    def next_line(self, record: GameRecord, file: str) -> str:
        from .reports.messages import next_line

        return next_line(record.game, file)


def table_for(record: GameRecord, file: str) -> Table:
    """The table of ``record``'s kind of game."""
    if record.settings.trust == "open":
        return OpenTable()
    from .session_fair import FairTable

    return FairTable(file)


class Session:
    """One ``seasons play``: who plays at this terminal, what has been written, what is shown."""

    def __init__(self, file: str, names: Sequence[str] | None, reader: Reader, console: Console,
                 *, as_email: bool = False, git_commit: bool = False) -> None:
        self.file, self.reader, self.console = file, reader, console
        self.asked = tuple(names) if names else None
        self.locals: tuple[str, ...] = ()
        self.as_email, self.git_commit = as_email, git_commit
        self.start: GameRecord | None = None  # the file as the session found it
        self.last: GameRecord | None = None  # the file after the session's last write
        self.acting: str | None = None  # the local player who acted last
        self.shown: tuple[str, str] | None = None  # (player, head) of the screen on show
        self.kind: Table | None = None  # the kind of game's table, once the file is read

    @property
    def table(self) -> Table:
        """The table of the game's kind (``table_for``), settled by the first ``step``."""
        if self.kind is None:
            raise RuntimeError("the session has not read its file yet")
        return self.kind

    # --- the loop ---------------------------------------------------------------------------

    def run(self) -> int:
        """Play until nobody at this terminal must act; the exit code."""
        try:
            while self.step():
                pass
        except EOFError:
            self.say("left the game" + self.saved())
        except KeyboardInterrupt:
            self.say("left the game (Ctrl-C)" + self.saved())
            return CTRL_C
        return 0

    def step(self) -> bool:
        """One thing done: the bots' moves, a local player's input, or the end (False)."""
        record = load(self.file)
        if self.kind is None:
            self.kind = table_for(record, self.file)
        if self.start is None:
            self.start = record
        if record.game.finished:
            self.end(record, over=True)
            return False
        bots = self.table.bots_writing(record)
        if bots:
            self.say(f"the bots are moving: {', '.join(bots)} ...", "muted")
            self.last = bots_file(self.file, lambda game: None)[1]
            return True
        name = self.next_local(record)
        if name is None:
            self.end(record, over=False)
            return False
        self.turn(record, name)
        return True

    def next_local(self, record: GameRecord) -> str | None:
        """The local player to act now: the one who acted last if they still must, else the
        first local one who must. Who is local is settled the first time a person must act."""
        if not self.locals:
            self.locals = self.table.local_players(record, self.asked)
        waiting = [name for name in self.table.acting(record) if name in self.locals]
        if self.acting in waiting:
            return self.acting
        return waiting[0] if waiting else None

    # --- a turn -----------------------------------------------------------------------------

    def turn(self, record: GameRecord, name: str) -> None:
        """Show ``name``'s screen (once per position) and play what they type."""
        if name != self.acting and len(self.locals) > 1:
            self.pass_to(name)
        self.acting = name
        if self.shown != (name, record.head):
            self.show(record, name)
        moves = self.table.moves(record, name)
        text = self.reader.ask(name, f"{name}> ", moves, own_moves(record, name)).strip()
        word = text.lower()
        if word in LEAVE:
            raise EOFError
        if word in HELP:
            self.print(help_view())
        elif word in BOARD:
            self.shown = None  # drawn again at the next step
        elif word in EVERY:
            from .views.play import MovesView

            self.print(MovesView(moves, every=True))
        elif text.isdigit():
            self.play_number(record, name, int(text), moves)
        elif text:
            self.play(record, name, text)

    def play_number(self, record: GameRecord, name: str, number: int, moves: list[str]) -> None:
        if 1 <= number <= len(moves):
            self.play(record, name, moves[number - 1])
        else:
            self.say(f"error: there is no move {number}: the moves are numbered 1 to "
                     f"{len(moves)}", "penalty")

    def play(self, record: GameRecord, name: str, text: str) -> None:
        """Play ``text`` for ``name`` on the position shown (``--expect`` its head)."""
        try:
            before, after = self.table.write(self.file, record, name, text)
        except SeasonsError as error:
            self.say(f"error: {one_line(error)}", "penalty")
            return
        self.last = after
        for line in self.table.lines(before, after, name):
            self.say(line)

    def show(self, record: GameRecord, name: str) -> None:
        """What happened since ``name``'s last move, the board as they see it, their moves."""
        from .reports.board import board
        from .reports.digest import digest
        from .views.board import BoardView
        from .views.digest import DigestView
        from .views.play import MovesView

        from rich.rule import Rule

        game = self.table.seen(record, name)
        seat = game.settings.players.index(name)
        self.print(Rule(f"{name}'s move", style="frame"))
        told = digest(record, seat) if record.history else None
        if told and told["lines"]:
            self.print(DigestView(told, self.file))
            self.say("")
        self.print(BoardView(board(game, seat, short_head(record.head))))
        for note in self.table.notes(record, name):
            self.say(note, "heading")
        self.print(MovesView(self.table.moves(record, name)))
        self.shown = (name, record.head)

    def pass_to(self, name: str) -> None:
        """Hot seat: a clear screen asking to hand the terminal to ``name`` (R21.2)."""
        self.console.clear()
        if self.console.is_terminal:
            self.console.file.write("\x1b[3J")  # the scrollback too: the last player's hand
        self.say(f"{name} to play: pass the terminal to {name}.", "heading")
        self.reader.ask(None, f"{name}, press Enter when only you can see the screen ", (), ())
        self.console.clear()

    # --- the end ----------------------------------------------------------------------------

    def end(self, record: GameRecord, *, over: bool) -> None:
        """Nobody here must act: what happened since the last local move, who must act now
        (or the game's end), and the email or the commit for them."""
        name = self.acting or (self.locals[0] if self.locals else None)
        if name is not None:
            self.tell_since(record, name)
        if over:
            from .reports.board import board
            from .views.board import BoardView

            seat = record.game.settings.players.index(name) if name else None
            self.print(BoardView(board(record.game, seat, short_head(record.head))))
        elif self.last is None:
            self.say(f"{' and '.join(self.locals)}: nothing to play now")
        self.say(self.table.next_line(record, self.file))
        self.say(f"head: {short_head(record.head)}")
        if self.last is not None:
            self.send(record)

    def tell_since(self, record: GameRecord, name: str) -> None:
        from .reports.digest import digest
        from .views.digest import DigestView

        data = digest(record, record.game.settings.players.index(name))
        if data["lines"]:
            self.print(DigestView(data, self.file))

    def send(self, record: GameRecord) -> None:
        """``--email``, ``--git``, or the offer of both."""
        if self.as_email:
            self.email(record)
        if self.git_commit:
            self.commit(record)
        if self.as_email or self.git_commit:
            return
        waiting = " and ".join(self.table.acting(record)) or "the other players"
        answer = self.reader.ask(None, f"e: print an email for {waiting} · g: commit with git · "
                                       "Enter: leave > ", ("e", "g"), ()).strip().lower()
        if answer == "e":
            self.email(record)
        elif answer == "g":
            self.commit(record)

    def email(self, record: GameRecord) -> None:
        from .reports.messages import write_words

        self.say("")
        self.console.file.write(write_words(self.start, record, self.file, "email") + "\n")  # type: ignore[arg-type]

    def commit(self, record: GameRecord) -> None:
        from . import vcs
        from .reports.messages import write_words

        try:
            vcs.check_repository(self.file)
            done = vcs.commit(self.file, write_words(self.start, record, self.file, "commit"))  # type: ignore[arg-type]
        except SeasonsError as error:
            self.say(f"error: {one_line(error)}", "penalty")
            return
        self.say(f"committed {done} in the git repository of {escape.escaped(self.file)}")

    # --- printing ---------------------------------------------------------------------------

    def saved(self) -> str:
        return ": the moves played are saved" if self.last is not None else ": nothing was changed"

    def say(self, text: str, style: str = "") -> None:
        self.print(Text(text, style=style))

    def print(self, view: Any) -> None:
        from .views.theme import print_view

        print_view(self.console, view)


def deciding(game: Game) -> list[str]:
    """The players with a pending decision, in the order of the decisions."""
    return list(dict.fromkeys(game.settings.players[d.player] for d in game.pending))


def bots_deciding(game: Game) -> list[str]:
    bots = dict(game.settings.bots)
    return [f"{name} ({bots[name]})" for name in deciding(game) if name in bots]


def local_players(game: Game, asked: Sequence[str] | None) -> tuple[str, ...]:
    """The players at this terminal: those asked for, else the ``player`` setting, else the one
    person who must act now. A bot seat is nobody's to play."""
    bots = dict(game.settings.bots)
    mine = default_player(game)
    names = list(asked) if asked else [mine] if mine else \
        [name for name in deciding(game) if name not in bots]
    if not asked and len(names) > 1:
        raise SessionError(f"{listed(names)} must {both_or_all(len(names))} decide now: say who "
                           "plays here with "
                           "--as NAME (several names, comma-separated, for a hot-seat game)")
    check_players(game, names)
    if not names:
        raise SessionError("nobody must act now (the game is over, or waits on bots): say who "
                           "plays here with --as NAME")
    return tuple(dict.fromkeys(names))


def check_players(game: Game, names: Sequence[str]) -> None:
    """Refuse a name that is no player of the game, or whose seat a bot plays."""
    players, bots = game.settings.players, dict(game.settings.bots)
    for name in names:
        if name not in players:
            raise SessionError(f"there is no player {name!r} in this game "
                               f"(players: {', '.join(players)})")
        if name in bots:
            raise SessionError(f"{name}'s seat is played by a bot ({bots[name]}): hand it back "
                               f"with 'seasons seat FILE {name} --person --player {name}'")


def legal_notations(game: Game, name: str) -> list[str]:
    from .reports.moves import moves

    return [move["notation"] for move in moves(game, game.settings.players.index(name))]


def own_moves(record: GameRecord, name: str) -> list[str]:
    """``name``'s earlier moves in this game, oldest first and each once: what ↑ recalls."""
    return list(dict.fromkeys(entry.move for entry in record.history  # not a fair game's
                              if entry.player == name and entry.move is not None  # joins or
                              and entry.action["kind"] != "seat"))  # releases, nor a seat change


def one_line(error: Exception) -> str:
    """An error's words as one printable line (``escape.one_line``)."""
    return escape.one_line(str(error))


def help_view() -> Text:
    return Text("\n".join((
        "Type a move in notation (Tab completes it, Up recalls your earlier moves), or the",
        "number of a move in the list.",
        "  board   show the board again",
        "  moves   number every move (a long list is summed up)",
        "  sync    in a fair game, write the release the game waits for (when it is offered)",
        "  help    this help (also ?)",
        "  quit    leave (also Ctrl-D; Ctrl-C leaves at once): the moves played are saved",
    )), style="muted")
