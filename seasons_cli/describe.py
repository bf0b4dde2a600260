"""Plain-words descriptions of pending decisions, shared by the views, the JSON output and errors."""

from __future__ import annotations

from .cards.catalogue import CARDS
from .engine.model import Decision, Game


def _card(number: int) -> str:
    return CARDS[number].name


def describe_decision(game: Game, decision: Decision, viewer: int | None = None, *,
                      to_viewer: bool = False) -> str:
    """``"alice must choose a die"``: who must decide what, in words.

    A card just drawn is named only to the player who drew it (``viewer``): R21.2. With
    ``to_viewer``, the viewer's own decision is spoken to them: ``you must pick a card from
    your packet``.
    """
    you = to_viewer and viewer == decision.player
    who = "you" if you else game.settings.players[decision.player]
    their = "your" if you else "their"
    data = decision.data
    held = decision.held
    drawn = f" ({', '.join(_card(n) for n in held)})" if viewer == decision.player and held else ""
    # A card looked at but left in its zone (Crystal Orb): named to the decider only (R21.2).
    seen = f" ({_card(data['seen'])})" if viewer == decision.player and data.get("seen") else ""
    what = {
        "draft": lambda: f"pick a card from {their} packet (pick {game.draft_pick} of 9)",
        "library": lambda: f"choose 3 cards for Library {'II' if data.get('library') == 2 else 'III'}",
        "die": lambda: "take one of the season dice",
        "step_a": lambda: "activate Die of Malice or go on to the die's actions",
        "draw": lambda: "draw a card, or use the bonus 'draw 2, keep 1'",
        "keep_drawn": lambda: f"keep or discard the card just drawn{drawn}",
        "main": lambda: f"play {their} turn (summon, activate, transmute, bonus) or end it",
        "overflow": lambda: f"discard {data['count']} energy down to the reserve limit",
        "gain": lambda: f"choose {data['count']} energy to gain ({_card(data['card'])})",
        "choose": lambda: f"choose a card ({_card(data['card'])})" if "card" in data
        else "choose one of the two cards drawn to keep",
        "give": lambda: f"give a card to {game.settings.players[data['to'][0]]} (Naria the Prophetess)",
        "order": lambda: "choose which end-of-round effect resolves next",
        "sacrifice": lambda: f"sacrifice one of {their} cards in play (Syllas the Faithful)",
        "sacrifice_familiar": lambda: f"sacrifice one of {their} familiars in play (Necrotic Kriss)",
        "return": lambda: f"return one of {their} magic items to hand (Amsug Longneck)",
        "copy_reserve": lambda: "choose an opponent whose reserve to copy (Lewis Greyface)",
        "boots": lambda: "move the season token 1 to 3 spaces (Temporal Boots)",
        "orb": lambda: f"put the top card{seen} into play for 4 energy or back on top (Crystal Orb)",
        "crown": lambda: "discard a card from hand (choose it) or draw one (Vampiric Crown)",
    }.get(decision.kind, lambda: f"decide ({decision.kind})")()
    if decision.kind == "choose" and decision.purpose == "keep_one" and data.get("card") is None:
        what = "choose which of the two cards drawn to keep (bonus 'draw 2, keep 1')"
    return f"{who} must {what}"


def describe_pending(game: Game, viewer: int | None = None) -> list[str]:
    if game.finished:
        return ["the game is over"]
    return [describe_decision(game, d, viewer) for d in game.pending]
