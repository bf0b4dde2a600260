"""The board as one player (or an onlooker) sees it: the data of ``seasons show``.

Hidden cards are shown only to their owner (``viewer``): the hand, the libraries, the draft packet
and the cards chosen in the draft; everybody else gets counts.
"""

from __future__ import annotations

from typing import Any

from ..describe import describe_decision
from ..engine import core
from ..cards.catalogue import CARDS
from ..engine.dice import FACES, TRANSMUTATION
from ..engine.energy import as_dict
from ..engine.model import Decision, Game, InPlay, Player, RolledDie
from ..engine.scoring import BONUS_PENALTY, winners
from .words import card_name, card_names, face_words


def board(game: Game, viewer: int | None = None, head: str | None = None) -> dict[str, Any]:
    """Everything ``seasons show`` prints, as JSON-compatible data; ``head`` is the file's head
    identifier (shortened), which players quote to ``seasons move --expect``."""
    names = game.settings.players
    data = {
        "head": head,
        "level": game.settings.level,
        "card_edition": game.settings.edition,
        "phase": game.phase,
        "year": game.year,
        "season": game.season,
        "season_position": game.space,
        "transmute_rates": as_dict(TRANSMUTATION[game.season]),
        "round": game.round,
        "first_player": names[game.first],
        "active_player": _active(game),
        "dice": [die_data(game, die) for die in game.dice],
        "draw_pile": game.draw_pile_size,
        "discard_pile": len(game.discard),
        "pending": pending_data(game, viewer),
        "finished": game.finished,
        "winners": winners(game) if game.finished else [],
        "viewer": None if viewer is None else names[viewer],
        "players": [player_data(game, seat, seat == viewer) for seat in range(game.n)],
    }
    if game.extra is not None:  # the expansions' (X5): a base game's data is as before
        from .expansion import table_data

        data["expansion"] = table_data(game)
    return data


def card_texts(game: Game, viewer: int | None = None) -> list[dict[str, Any]]:
    """What each card on the board does: every card in play, and the viewer's own hidden cards
    (hand, libraries, packet, picks), once each, in number order (``show --cards``)."""
    from ..cards.catalogue import printed

    seen = {card.number for player in game.players for card in player.in_play}
    if viewer is not None:
        own = game.players[viewer]
        seen.update(*(own.hand, own.library2, own.library3, own.packet, own.chosen))
    return [{"number": number, "name": (card := printed(number, game.settings.edition)).name,
             "kind": card.kind, "effect": card.text} for number in sorted(seen)]


def _active(game: Game) -> str | None:
    """The player whose turn it is (steps A to C of R9), if any."""
    in_turn = game.phase == "play" and game.step in ("A", "B", "C")
    return game.settings.players[game.active] if in_turn else None


def die_data(game: Game, die: RolledDie) -> dict[str, Any]:
    face = FACES[game.dice_season, die.die, die.face]
    return {"die": die.die, "face": face.id, "symbols": face_words(face),
            "energy": as_dict(face.energy), "crystals": face.crystals, "gauge": face.star,
            "draw": face.draw, "transmute": face.transmute, "dots": face.dots,
            "taken_by": None if die.owner is None else game.settings.players[die.owner]}


def pending_data(game: Game, viewer: int | None = None) -> list[dict[str, Any]]:
    """Who must decide what (empty once the game is over); drawn cards only for their drawer.
    The viewer's own decisions also have ``to_viewer``: the description spoken to them."""
    return [_pending(game, decision, viewer) for decision in game.pending]


def _pending(game: Game, decision: Decision, viewer: int | None) -> dict[str, Any]:
    data = {"player": game.settings.players[decision.player], "kind": decision.kind,
            "description": describe_decision(game, decision, viewer)}
    if decision.player == viewer:
        data["to_viewer"] = describe_decision(game, decision, viewer, to_viewer=True)
    return data


def player_data(game: Game, seat: int, visible: bool) -> dict[str, Any]:
    player = game.players[seat]
    data = {
        "name": player.name,
        "crystals": player.crystals,
        "energy": as_dict(player.energy),
        "reserve_limit": core.reserve_limit(game, seat),
        "summoning_gauge": player.gauge,
        "bonuses_used": player.bonuses,
        "bonus_penalty": BONUS_PENALTY[player.bonuses],
        "in_play": [card_name(card.number) for card in player.in_play],
        "cards_in_play": [in_play_data(card, game) for card in player.in_play],
        "library_ii": len(player.library2),
        "library_iii": len(player.library3),
        **_hidden(player, visible),
    }
    if visible:
        data["hand_cards"] = [hand_card(game, number) for number in sorted(player.hand)]
        data["library_ii_cards"] = card_names(player.library2)
        data["library_iii_cards"] = card_names(player.library3)
    if game.extra is not None:  # the ability token, Drought's tokens (X5)
        from .expansion import player_data as expansion_data

        data.update(expansion_data(game, seat, visible))
    return data


def _hidden(player: Player, visible: bool) -> dict[str, Any]:
    """Hand, draft packet and draft picks: names for their owner, counts for everybody else."""
    zones = {"hand": player.hand, "packet": player.packet, "chosen": player.chosen}
    return {key: card_names(cards) if visible else len(cards) for key, cards in zones.items()}


def in_play_data(card: InPlay, game: Game | None = None) -> dict[str, Any]:
    """A card in play; in an expansion game with its marks (X5.1: ``expansion.marks_data``)
    and the energy stored on it (X7) among its ``tokens``."""
    data = {"number": card.number, "name": card_name(card.number), "activated": card.activated,
            "tokens": as_dict(card.tokens), "prestige": CARDS[card.number].prestige}
    if card.marks is not None and game is not None:
        from .expansion import marks_data

        data.update(marks_data(game, card))
    return data


def hand_card(game: Game, number: int) -> dict[str, Any]:
    """A card in the viewer's hand with what summoning it costs in this game (R14.2).

    ``reports.cards`` is imported only here: ``show`` without ``--as`` shows no hand."""
    from .cards import player_cost_texts

    card = CARDS[number]
    cost = card.cost(game.n)
    return {"number": number, "name": card.name, "prestige": card.prestige,
            "cost": {"energy": as_dict(cost.energy), "crystals": cost.crystals,
                     "text": player_cost_texts(card)[game.n - 2], "chosen": card.special_cost}}
