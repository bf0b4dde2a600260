"""The score table and the prestige over time: ``seasons score`` (R19.3-R19.6, R15.7)."""

from __future__ import annotations

from typing import Any

from ..engine.model import Game
from ..engine.scoring import Score, score, winners
from ..gamefile import GameRecord
from .steps import history_steps


def scores(game: Game) -> dict[str, Any]:
    """Each player's score parts in seat order; the winners once the game is over.

    For an unfinished game the numbers are provisional: crystals so far, no end-of-game effects.
    A seat played by a bot has a ``bot`` key: its strength.
    """
    bots = dict(game.settings.bots)
    return {
        "card_edition": game.settings.edition,
        "finished": game.finished,
        "players": [{**row.as_dict(), **({"bot": bots[row.name]} if row.name in bots else {}),
                     **(_token(game, seat, row) if game.extra is not None else {})}
                    for seat, row in enumerate(score(game))],
        "winners": winners(game) if game.finished else [],
    }


def _token(game: Game, seat: int, row: Score) -> dict[str, Any]:
    """X10.5, X29.3: the used token's modifier, and the token kept once every player has
    chosen (X9.2: public from then on), with whether it was used."""
    extra = game.extra
    kept = extra.kept[seat] if not any(extra.dealt) else 0
    return {"token_prestige": row.token_prestige, "token": f"t{kept}" if kept else None,
            "token_used": extra.used[seat] if kept else False}


def score_report(record: GameRecord) -> dict[str, Any]:
    """``scores`` and, under ``by_round``, every player's total at the end of each round."""
    found = {**scores(record.game), "by_round": by_round(record)}
    if record.settings.trust == "open":
        return found
    from .fair import trust_data

    return {**found, "trust": trust_data(record)}  # type: ignore[arg-type]


def by_round(record: GameRecord) -> list[dict[str, Any]]:
    """The provisional total (R19.3 as if the game ended there) at the end of each round, found
    by replaying the history: taken when the next round's dice are rolled, after the end of the
    round's effects. The last point is the game's end, or the round being played (``complete``
    false)."""
    points, during = [], record.game
    for step in history_steps(record):
        if step.before.phase == "play" and step.after.round > step.before.round:
            points.append(_point(step.before, step.after, complete=True))
        during = step.before  # once the game is over: the last round, before the token moved on
    game = record.game
    if game.phase == "play":
        points.append(_point(game, game, complete=False))
    elif game.finished:
        points.append(_point(during, game, complete=True))
    return points


def _point(during: Game, end: Game, complete: bool) -> dict[str, Any]:
    """The round ``during`` was in (its year and dice season), scored in position ``end``."""
    return {"round": during.round, "year": during.year, "season": during.dice_season,
            "complete": complete, "totals": {row.name: row.total for row in score(end)}}
