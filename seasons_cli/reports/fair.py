"""A fair game in words: its entries (joins, writes, releases), whom it waits for, and what its
kind guarantees (docs/fair-play.md)."""

from __future__ import annotations

from ..describe import describe_decision
from ..gamefile import short_head
from ..gamefile.fair import FairEntry, FairRecord, positions, situation
from ..engine.model import Game
from ..engine.scoring import winners
from ..protocol.identity import fingerprint
from .events import event_words
from .messages import quoted
from .narrate import narrate, winners_words

GUARANTEE = ("fair game: every entry is signed by its player, a rewritten or rolled-back "
             "history is refused by whoever saw the newer one, and no die roll or draw can be "
             "known before the moves that lead to it (docs/fair-play.md)")


def entry_words(entry: FairEntry, before: Game, after: Game, viewer: str | None) -> list[str]:
    """``entry 4: carol joined (fingerprint ...)``, ``entry 9: bob released links (roll 3)``,
    or the move in the words of ``narrate``; and, indented, what followed."""
    head = f"entry {entry.number}: "
    if entry.join is not None:
        return [f"{head}{entry.player} joined (fingerprint {fingerprint(entry.join.key)})"]
    players = before.settings.players
    season = after.dice_season or before.dice_season or after.season
    released = ", ".join(f"{release.event_class} {release.k}" for release in entry.releases)
    if entry.move is None:
        lines = [f"{head}{entry.player} released links ({released})"]
        followed = [event_words(outcome, viewer, season) for outcome in entry.outcomes
                    if outcome["kind"] != "auto"]
    else:
        from ..gamefile.record import entry_action

        action = entry_action(before.settings, entry)  # type: ignore[arg-type]
        seat = None if viewer is None else players.index(viewer)
        told = narrate(before, after, action, entry.outcomes, seat)
        lines = [f"{head}{told.line}" + (f" (after releasing {released})" if released else "")]
        followed = [event.text for event in told.then]
    if followed:
        lines.append("  then " + "; ".join(followed))
    return lines


def next_line(record: FairRecord, file: str) -> str:
    """Who must write next, and how: a join, a sync, or the decisions of an open game."""
    game = record.game
    if game.finished:
        return f"the game is over: {winners_words(winners(game))} (seasons score {quoted(file)})"
    waiting = situation(record)
    if waiting is not None:
        return f"next: {waiting[1]}"
    parts = [f"{describe_decision(game, d)} (seasons moves {quoted(file)} --player "
             f"{game.settings.players[d.player]})" for d in game.pending]
    return "next: " + "; ".join(parts)


def next_writers(record: FairRecord) -> list[str]:
    """The players who must write next (the first of them is the one to mail the file to)."""
    game = record.game
    waiting = situation(record)
    seats = waiting[0] if waiting is not None else [d.player for d in game.pending]
    return list(dict.fromkeys(game.settings.players[seat] for seat in seats))


def summary(before: FairRecord, after: FairRecord, file: str, *, as_mover: bool = True) -> list[str]:
    """Each new entry in words, who must write next, and the new head."""
    lines = []
    for entry, game, then in positions(before, after):
        lines += entry_words(entry, game, then, entry.player if as_mover else None)
    return [*lines, next_line(after, file), f"head: {short_head(after.head)}"]


def email(before: FairRecord, after: FairRecord, file: str) -> str:
    """A ready-to-send email to whoever must write next (the first of them in ``To``)."""
    names = next_writers(after)
    head = short_head(after.head)
    body = summary(before, after, file, as_mover=False)
    to = f"To: {names[0]}" if names and not after.game.finished else "To: every player"
    last = after.history[-1]
    lines = [to, f"Subject: Seasons {file}: entry {last.number}, {last.player} wrote; "
             f"{', '.join(names) or 'game over'} next", "", *body]
    waiting = situation(after)
    if names and not after.game.finished:
        command = "sync" if waiting is not None and not _owner_moves(after, names[0]) else "move"
        lines += ["", f"Save the attached {file}, then:", ""]
        for name in names:
            if command == "sync":
                lines.append(f"    seasons sync {quoted(file)} --expect {head} --player {name}")
            else:
                lines += [f"    seasons show {quoted(file)} --as {name}",
                          f"    seasons move {quoted(file)} --expect {head} --player {name} MOVE"]
    return "\n".join(lines)


def _owner_moves(record: FairRecord, name: str) -> bool:
    """Whether ``name`` is awaited as the owner of the event: their release goes with a move."""
    from ..engine.waiting import awaited

    event = awaited(record.game)
    return event is not None and event.owner is not None \
        and record.settings.players[event.owner] == name and record.ledger.started


def as_seen(record: FairRecord, seat: int | None) -> Game:
    """The game as the person running seasons may see it: after the releases their seat
    (``seat``, or the only one their identity holds) may make now, unwritten (``fair.preview``:
    the roller sees the roll, the drawer the card); the file's game for anyone else."""
    from ..gamefile.fair import preview
    from ..protocol.errors import IdentityError
    from ..protocol.identity import load_identity

    try:
        identity = load_identity()
    except IdentityError:
        return record.game
    held = record.seats_of(identity.public_key)
    if seat is None and len(held) == 1:
        seat = held[0]
    if seat is None or seat not in held or not record.ledger.started:
        return record.game
    return preview(record, identity, seat)


def no_moves(record: FairRecord, game: Game) -> str | None:
    """Why a fair game has no move to list now, or None when it has some (or is over)."""
    if game.finished or game.pending:
        return None
    waiting = situation(record)
    return None if waiting is None else waiting[1]


def status(record: FairRecord, seat: int | None, head: str) -> dict:
    """``reports.status.status`` of a fair game: while it waits for a join or a release, the
    players it waits for must act (``act``, exit 0) and the others wait (exit 3)."""
    from .status import EXIT_CODES, status as open_status

    waiting = situation(record)
    found = open_status(record.game, seat, head)
    found["trust"] = record.settings.trust
    if waiting is None or record.game.finished:
        return found
    names = record.settings.players
    state = "act" if seat is None or seat in waiting[0] else "wait"
    found.update(state=state, exit_code=EXIT_CODES[state], deciding=[names[s] for s in waiting[0]],
                 line=waiting[1] if state == "act" else f"waiting: {waiting[1]}")
    return found
