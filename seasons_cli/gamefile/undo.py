"""Taking back a move, as Board Game Arena's undo allows it.

A player may take back their last move only while nothing has happened that they could learn
from or that others depend on: they are still the one to act, nobody else has moved since, and
the move revealed nothing. Automatic moves that followed the move (decisions with one option)
are part of it, so a die roll, a card drawn or a reshuffle among its outcomes makes it final.
Draft picks and library splits are final by the rules themselves (R6.2, R6.4).

The new record is rebuilt from the settings and the history without the move, replayed move by
move like every file that is loaded: the state is never edited by hand, and the hash chain up to
the previous move is the one it was.
"""

from __future__ import annotations

from ..describe import describe_pending
from ..engine.errors import SeasonsError
from .record import Entry, GameRecord, append, create, entry_action, hidden_move

# Outcomes that reveal chance or hidden cards, in words for the refusal.
REVEALING = {
    "dice": "the dice of the game were chosen",
    "decks": "the apprentice decks were dealt",
    "deal": "cards were dealt",
    "roll": "the season dice were rolled",
    "reroll": "a die was rerolled",
    "draw": "a card was drawn",
    "reshuffle": "the discard pile was shuffled into the draw pile",
    "look": "a card was looked at",
    "reveal": "a card was revealed",
    "discard_top": "the top card of the draw pile was discarded",
    "enchantment": "the enchantment was drawn",
    "tokens": "the ability tokens were dealt",
    "tokens_kept": "the kept ability tokens were revealed",
    "returned": "the cards not kept went back to the draw pile",
    "removed": "cards were removed from the game",
    "shown": "the top cards of the draw pile were shown",
    "hands": "the other players' hands were looked at",
    "took": "a card was taken from the discard pile",
    "drought": "Drought was resolved",
    "trapped": "an Urmian trap discarded a card",
    "locked": "a Deadbolt was placed",
    "centre": "cards were laid in a centre row",
    "shown_hand": "a hand was shown",
    "speedwall": "Speedwall the Escaped took a card",
    "copies": "Raven the Usurper copied an item",
    "steadfast": "Steadfast Die replaced the die's face",
    "looked_at_discard": "the discard pile was looked through",
    "token": "an ability token was used (it is flipped for good, X10.3)",
}


# Moves the rules make final whatever undo would allow: the secret, simultaneous prelude.
FINAL = {
    "pick": "a draft pick is final once made (R6.2, D34)",
    "library": "a library split is final once made (R6.4, rulings P3)",
    "seat": "a seat change is no move: 'seasons seat' hands the seat back",
}


class UndoRefused(SeasonsError):
    """The move cannot be taken back; the message says why."""


def undo(record: GameRecord, seat: int) -> GameRecord:
    """The record without ``seat``'s last move, or ``UndoRefused`` saying why it must stand."""
    reason = refusal(record, seat)
    if reason is not None:
        raise UndoRefused(reason)
    return rebuild(record, len(record.history) - 1)


def refusal(record: GameRecord, seat: int) -> str | None:
    """Why ``seat``'s last move cannot be taken back, or None when it can."""
    game = record.game
    name = game.settings.players[seat]
    if record.settings.trust != "open":
        return (f"{record.settings.trust} games take no move back: every entry is signed, and "
                "an honest player never signs two entries for one move number (docs/fair-play.md)")
    if game.finished:
        return "the game is over: its moves can no longer be taken back"
    if not any(entry.player == name for entry in record.history):
        return f"{name} has not moved yet: there is nothing to take back"
    last = record.history[-1]
    if last.player != name:  # another player's move: named as an error names it (R21.2)
        shown = hidden_move(last.action["kind"]) or last.move
        return (f"{last.player} has moved since {name}'s last move (move {last.number}: "
                f"{shown}): a move can be taken back only before anyone else acts")
    if last.action["kind"] in FINAL:
        return f"move {last.number} ({last.move}) cannot be taken back: {FINAL[last.action['kind']]}"
    if seat not in {decision.player for decision in game.pending}:
        now = "; ".join(describe_pending(game))
        return f"{name} is no longer the one to act, so move {last.number} must stand: {now}"
    return _revealed(last, name)


def _revealed(entry: Entry, name: str) -> str | None:
    """Why the move's outcomes make it final: chance or a hidden card, or another player's
    automatic move."""
    for outcome in entry.outcomes:
        if outcome["kind"] in REVEALING:
            return (f"move {entry.number} ({entry.move}) cannot be taken back: "
                    f"{REVEALING[outcome['kind']]} after it")
        if outcome["kind"] == "auto" and outcome["player"] != name:
            return (f"move {entry.number} ({entry.move}) cannot be taken back: "
                    f"{outcome['player']} has acted after it (an automatic move)")
    return None


def rebuild(record: GameRecord, moves: int) -> GameRecord:
    """The record of the first ``moves`` moves of ``record``, replayed from its settings."""
    rebuilt = create(record.settings)
    for entry in record.history[:moves]:
        rebuilt = append(rebuilt, entry_action(record.settings, entry))
    return rebuilt
