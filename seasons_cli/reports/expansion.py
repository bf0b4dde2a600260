"""What the board shows of a game with expansion content (expansions.md X5): the enchantment,
the cards face up on the draw pile, the cards removed from the game, the Replica stack, the Otus
centre rows, each player's ability token and decreased-reserve tokens, and the marks on cards in
play (a Raven's copied item, Deadbolts, a Trap token). ``reports.board`` adds these keys only to
such a game (a base game's data is as before), and imports this module only then.

X5.1 is public; X5.2 is the owner's: the tokens dealt, and the one kept until every player has
chosen (X9.2), are shown to their owner (``viewer``) only, a count to everybody else.
"""

from __future__ import annotations

from typing import Any

from ..cards.abilities import ENCHANTMENTS, TOKENS
from ..engine.content import has_replicas
from ..engine.links import find_uid
from ..engine.model import Game, InPlay
from ..engine.piles import SHOWN, VISION_OF_DESTINY
from .words import card_name


def table_data(game: Game) -> dict[str, Any]:
    """The ``expansion`` key of the board: what lies on the table for everybody to see."""
    extra = game.extra
    face_up = list(extra.top[:SHOWN]) if extra.enchantment == VISION_OF_DESTINY else []
    return {
        "enchantment": enchantment_data(extra.enchantment),
        "draw_pile_face_up": [card_name(number) for number in face_up],
        "removed": [card_name(number) for number in extra.removed],
        "replicas": extra.replicas if has_replicas(game.settings) else None,
        "centre_rows": [{"otus_owner": _owner(game, uid), "cards": [card_name(n) for n in cards]}
                        for uid, cards in extra.rows],
    }


def enchantment_data(slug: str) -> dict[str, str] | None:
    if not slug:
        return None
    enchantment = ENCHANTMENTS[slug]
    return {"slug": slug, "code": enchantment.code, "name": enchantment.name,
            "effect": enchantment.text}


def _owner(game: Game, uid: int) -> str | None:
    found = find_uid(game, uid)
    return None if found is None else game.settings.players[found[0]]


def player_data(game: Game, seat: int, visible: bool) -> dict[str, Any]:
    """One player's ability token (X9, X10) and decreased-reserve tokens (X6.1, Drought)."""
    extra = game.extra
    revealed = not any(extra.dealt)  # X9.2: every player has chosen
    kept = extra.kept[seat]
    data: dict[str, Any] = {"reserve_reductions": extra.reductions[seat]}
    if kept and (revealed or visible):
        data["token"] = {**token_data(kept), "used": extra.used[seat]}
    elif kept:
        data["token"] = "chosen"  # hidden until every player has chosen (X9.2)
    else:
        data["token"] = None
    dealt = extra.dealt[seat]
    if dealt:
        data["tokens_dealt"] = [token_data(n) for n in dealt] if visible else len(dealt)
    return data


def token_data(number: int) -> dict[str, Any]:
    token = TOKENS[number]
    return {"token": f"t{number}", "name": token.name, "prestige_if_used": token.prestige,
            "effect": token.text}


def marks_data(game: Game, card: InPlay) -> dict[str, Any]:
    """X5.1: a Raven's copied item and its owner (X23), the Argosian Tangleweeds whose Deadbolt
    lies on the card (X22), an armed Urmian Psychic Cage (215)."""
    marks = card.marks
    data: dict[str, Any] = {}
    if marks.copies:
        data["copies"] = {"card": card_name(marks.copies), "of": _owner(game, marks.copy_uid)}
    if marks.bolts:
        data["deadbolts"] = [_owner(game, uid) for uid in marks.bolts]
    if marks.armed:
        data["trap"] = True
    return data
