"""A fair game in words: its entries (joins, writes, releases), whom it waits for, and what its
kind guarantees (docs/fair-play.md)."""

from __future__ import annotations

import os

from ..engine.model import Game
from ..english import counted, listed
from ..escape import escaped
from ..gamefile import short_head
from ..gamefile.fair import FairEntry, FairRecord, Told, situation, told
from ..paths import stem
from ..protocol.identity import fingerprint
from .events import Event, event_words
from .messages import email_text, quoted
from .messages import next_line as open_next_line
from .narrate import Narration
from .steps import Step, tell

# What a fair game protects against (fair-play.md §1), told by show, replay, score and validate.
GUARANTEES = (
    "every entry is signed by its player: nobody can move in another's name",
    "a rewritten or rolled-back history is refused by whoever saw the newer one",
    "no die roll or draw can be known before the moves that lead to it, the creator's included",
    "hands, libraries and the draft are hidden on screen only: the file holds them in the clear",
)
KIND_LINE = "fair game (docs/fair-play.md): " + "; ".join(GUARANTEES)
# What a sealed game protects against besides (fair-play.md §1, §6): its last line is another.
SEALED_GUARANTEES = (
    *GUARANTEES[:3],
    "hands, libraries, the draft, draws and the discard pile are hidden in the file too: every "
    "hidden card is a masked pair only the players the rules let read it can read",
)
SEALED_KIND_LINE = "sealed game (docs/fair-play.md): " + "; ".join(SEALED_GUARANTEES)


def guarantees(trust: str) -> tuple[str, ...]:
    return SEALED_GUARANTEES if trust == "sealed" else GUARANTEES


def kind_line(trust: str) -> str:
    return SEALED_KIND_LINE if trust == "sealed" else KIND_LINE


def trust_data(record: FairRecord) -> dict:
    """What ``show`` and ``--json`` say of a fair game's kind: what it guarantees, each seat's
    fingerprint (None until it joins) while the game waits for its players, and whose write it
    waits for (None when it waits for decisions, as an open game does)."""
    ledger = record.ledger
    data: dict = {"kind": record.settings.trust,
                  "guarantees": list(guarantees(record.settings.trust))}
    if not ledger.started:
        data["fingerprints"] = {name: None if joined is None else fingerprint(joined.key)
                                for name, joined in zip(record.settings.players, ledger.seats)}
    waiting = situation(record)
    data["waiting"] = None if waiting is None else waiting[1]
    return data


def entry_lines(before: FairRecord, after: FairRecord, viewer: str | None,
                as_mover: bool = False, author: str | None = None) -> list[str]:
    """Each entry ``after`` has beyond ``before`` in words: ``entry 4: carol joined
    (fingerprint ...)``, ``entry 9: bob released links (roll 3)``, a move in the words of
    ``narrate``; and, indented, what followed once the move (or a move an earlier entry made,
    which the releases let finish) was carried out in full. Told to ``viewer``, or, ``as_mover``,
    to each entry's author (but a bot's, P28); only ``author``'s entries when given."""
    moves = list(told(after, before))
    bots = dict(after.game.settings.bots)  # a bot's entry is told as to an onlooker (P28)
    lines: list[str] = []
    for entry in after.history[len(before.history):]:
        if author is not None and entry.player != author:
            continue
        reader = entry.player if as_mover and entry.player not in bots else viewer
        lines += _entry_lines(entry, moves, reader)
    return lines


def _entry_lines(entry: FairEntry, moves: list[Told], reader: str | None) -> list[str]:
    head = f"entry {entry.number}: "
    if entry.join is not None:
        return [f"{head}{entry.player} joined (fingerprint {fingerprint(entry.join.key)})"]
    own = next((item for item in moves if item.action and item.entry.number == entry.number),
               None)
    earlier = [item for item in moves if item.completed == entry.number and item is not own]
    released = release_words(entry.releases)
    lines = []
    if entry.releases and (earlier or own is None):
        lines.append(f"{head}{entry.player} released {released}")
        released = ""
    for item in earlier:
        lines += _then(_words(item, reader).then)
    if own is not None:
        words = _words(own, reader)
        lines.append(f"{head}{words.line}" + (f" (after releasing {released})" if released else ""))
        if own.completed == entry.number:
            lines += _then(words.then)
    return lines


def release_words(releases: tuple) -> str:
    """What an entry's releases are, in words: ``links (roll 3, draw 2)``, and in a sealed game
    ``a shuffle of the deck``, ``a re-masking of their hand``, ``9 shares`` (``2 sent to bob``)."""
    links = [f"{release.event_class} {release.k}" for release in releases
             if release.kind == "link"]
    parts = [f"links ({', '.join(links)})"] if links else []
    for release in releases:
        if release.kind == "shuffle":
            parts.append(f"a shuffle of the {'deck' if release.k == 1 else 'discard pile'}")
        elif release.kind == "remask":
            parts.append(f"a re-masking of their {release.zone}")
    shares = sum(release.kind == "share" for release in releases)
    if shares:
        parts.append(counted(shares, "share"))
    sent = [release.to for release in releases if release.kind == "sent"]
    for name in dict.fromkeys(sent):
        parts.append(f"{counted(sent.count(name), 'share')} sent to {name} alone")
    return ", ".join(parts)


def _words(item: Told, reader: str | None) -> Narration:
    """``item`` told to ``reader``; the setup's outcomes as a move's that followed."""
    if item.action is None:
        season = item.after.dice_season or item.after.season
        return Narration("", "the setup", (), tuple(
            Event(outcome["kind"], event_words(outcome, reader, season))
            for outcome in item.entry.outcomes), None)
    return tell(Step(item.entry, item.action, item.before, item.after), reader)  # type: ignore[arg-type]


def _then(events: tuple) -> list[str]:
    return ["  then " + "; ".join(event.text for event in events)] if events else []


def next_line(record: FairRecord, file: str) -> str:
    """Who must write next, and how: a join or a sync, else as in an open game."""
    waiting = situation(record)
    if waiting is not None and not record.game.finished:
        return f"next: {waiting[1]}"
    return open_next_line(record.game, file)


def next_writers(record: FairRecord) -> list[str]:
    """The players who must write next (the first of them is the one to mail the file to). In
    a sealed game that has started, in the order the file should visit them when several must
    (``sealed.next_writers``: against the passing direction, so that each pick round of the
    draft is one pass of the table), decisions included."""
    game = record.game
    if record.settings.trust == "sealed" and record.ledger.started:
        from ..gamefile.sealed import next_writers as visiting_order

        seats = visiting_order(record)
    else:
        waiting = situation(record)
        seats = waiting[0] if waiting is not None else [d.player for d in game.pending]
    return list(dict.fromkeys(game.settings.players[seat] for seat in seats))


def summary(before: FairRecord, after: FairRecord, file: str, *, as_mover: bool = True) -> list[str]:
    """Each new entry in words, who must write next, and the new head."""
    lines = entry_lines(before, after, None, as_mover)
    return [*lines, next_line(after, file), f"head: {short_head(after.head)}"]


def email(before: FairRecord, after: FairRecord, file: str) -> str:
    """A ready-to-send email to whoever must write next (the first of them in ``To``), from the
    ``email.subject`` and ``email.template`` settings as an open game's (``messages.email``),
    their variables standing for the entries written."""
    from .. import config

    names = next_writers(after)
    to = f"To: {names[0]}" if names and not after.game.finished else "To: every player"
    text = email_text(email_values(before, after, file), config.get("email.subject"),
                      config.get("email.template"))
    return f"{to}\n{text}"


def email_values(before: FairRecord, after: FairRecord, file: str) -> dict[str, str]:
    """``messages.email_values`` of a fair game's write: its entries, whose write the game
    needs next, and the commands they run (a sync, or a move)."""
    names, head, game = next_writers(after), short_head(after.head), after.game
    new = after.history[len(before.history):]
    instructions = ""
    if names and not game.finished:
        waiting = situation(after)
        sync = waiting is not None and not _owner_moves(after, names[0])
        lines = ["", "", f"Save the attached {escaped(os.path.basename(file))}, then:", ""]
        for name in names:
            if sync:
                lines.append(f"    seasons sync {quoted(file)} --expect {head} --player {name}")
            else:
                lines += [f"    seasons show {quoted(file)} --as {name}",
                          f"    seasons move {quoted(file)} --expect {head} --player {name} MOVE"]
        instructions = "\n".join(lines)
    numbers = f"entry {new[0].number}" if len(new) == 1 else \
        f"entries {new[0].number}-{new[-1].number}"
    writers = ", ".join(dict.fromkeys(entry.player for entry in new))
    return {"file": quoted(file), "game": escaped(stem(file)), "player": writers,
            "move": "; ".join(entry.move for entry in new if entry.move) or "releases",
            "number": numbers, "action": f"{writers} wrote",
            "turn": "game over" if game.finished else f"{listed(names)} next",
            "summary": "\n".join(entry_lines(before, after, None)), "next": next_line(after, file),
            "head": head, "instructions": instructions}


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
    if record.settings.trust == "sealed":  # whoever runs seasons reads what their seat may
        from ..gamefile.sealed import seen_by

        return seen_by(record, identity, held)
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
    players it waits for must act (``act``, exit 0) and the others wait (exit 3). A sealed game
    over (exit 4) names those whose last shares it awaits (``deciding``, and its line)."""
    from .status import EXIT_CODES, status as open_status

    waiting = situation(record)
    found = open_status(record.game, seat, head)
    found["trust"] = record.settings.trust
    if record.game.finished:
        if waiting is not None:  # a sealed game over: its last shares, for verify --final
            found.update(deciding=next_writers(record), line=f"{found['line']}; {waiting[1]}")
        return found
    if waiting is None:
        if found["deciding"]:  # in the order the file should visit them (a sealed game's draft)
            found["deciding"] = next_writers(record)
        return found
    names = record.settings.players
    state = "act" if seat is None or seat in waiting[0] else "wait"
    found.update(state=state, exit_code=EXIT_CODES[state], deciding=[names[s] for s in waiting[0]],
                 line=waiting[1] if state == "act" else f"waiting: {waiting[1]}")
    return found
