"""Plain-words descriptions of pending decisions, shared by the views, the JSON output and errors."""

from __future__ import annotations

from .cards.catalogue import CARDS
from .engine.hidden import is_handle
from .engine.model import Decision, Game


def _card(number: int) -> str:
    """A card's name; a card the viewer cannot read yet (a sealed game's handle: the cards a
    Naria the Prophetess drew, before the others' shares are in) is ``a hidden card``."""
    return "a hidden card" if is_handle(number) else CARDS[number].name


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
        "draft": lambda: f"pick a card from {their} packet (pick {game.draft_pick} of "
        f"{_picks(game)})",
        "library": lambda: f"choose 3 cards for Library {'II' if data.get('library') == 2 else 'III'}",
        "die": lambda: "take one of the season dice",
        "step_a": lambda: "activate Die of Malice or go on to the die's actions",
        "draw": lambda: "draw a card, or use the bonus 'draw 2, keep 1'",
        "keep_drawn": lambda: f"keep or discard the card just drawn{drawn}",
        "main": lambda: f"play {their} turn (summon, activate, transmute, bonus) or end it",
        "overflow": lambda: f"discard {data['count']} energy down to the reserve limit",
        "gain": lambda: f"choose {data['count']} energy to gain "
        f"({_card(data['card']) if 'card' in data else 'token T' + str(data['token'])})",
        "choose": lambda: f"choose a card ({_card(data['card'])})" if "card" in data
        else "choose one of the two cards drawn to keep",
        "give": lambda: f"give a card to {game.settings.players[data['to'][0]]} (Naria the Prophetess)",
        "order": lambda: "choose which end-of-round effect resolves next",
        "sacrifice": lambda: f"sacrifice one of {their} cards in play "
        f"({_SACRIFICE_FOR.get(decision.purpose, 'Syllas the Faithful')})",
        "sacrifice_familiar": lambda: f"sacrifice one of {their} familiars in play (Necrotic Kriss)",
        "return": lambda: f"return one of {their} magic items to hand (Amsug Longneck)",
        "copy_reserve": lambda: "choose an opponent whose reserve to copy (Lewis Greyface)",
        "boots": lambda: "move the season token 1 to 3 spaces (Temporal Boots)",
        "orb": lambda: f"put the top card{seen} into play for 4 energy or back on top (Crystal Orb)",
        "crown": lambda: "discard a card from hand (choose it) or draw one (Vampiric Crown)",
        "token": lambda: "keep one of the ability tokens dealt to "
        f"{'you' if you else 'them'} (X9.2)",
        "scheme": lambda: f"choose a card of {their} hand to pass left (Arus's Cunning Schemes)",
        "drought": lambda: "sacrifice a card or lose a reserve space (Drought)",
        "grave": lambda: "summon a card from the discard pile, or pass (Fertile Grave)",
        "name_type": lambda: "name an energy type to search for (Scroll of Ishtar)",
        "found": lambda: f"keep or discard the card found{drawn}",
        "usurp": lambda: "choose an opponent's magic item to copy, or pass (Raven the Usurper)",
        "dial": lambda: "reroll the leftover die, or pass (Dial of Colof)",
        "chrono": lambda: "gain 4 crystals or 1 energy (Chrono-Ring)",
        "carnivora": lambda: f"take the top card{seen} (summoning gauge -1) or leave it (Carnivora "
        "Strombosea)",
        "replace": lambda: f"sacrifice {_card(data['card'])}, or a Shield of Zira instead",
        "mimicry": lambda: "discard a card or sacrifice one, for 12 crystals (Arus's Mimicry)",
        "trap": lambda: "discard the entering card, or sacrifice another (Urmian Psychic Cage)",
        "lock": lambda: "lock an opponent's familiar (Argosian Tangleweed)",
        "gift": lambda: "give a card to an opponent with the fewest cards in play (Crafty "
        "Nightshade)",
        "banish": lambda: "name a card (Igramul the Banisher)",
        "banished_copies": lambda: "choose how many copies Shields of Zira replace",
        "speedwall": lambda: f"take the card {game.settings.players[data['from']]} drew with "
        "Speedwall the Escaped, or pass",
        "embrace": lambda: "discard a card or sacrifice one (Argos' Embrace: 4 crystals or fewer)",
        "horn": lambda: "discard 1 energy (Horn of Plenty)",
        "store": lambda: f"move 1 energy onto {_card(data['card'])}, or pass",
        "statue": lambda: "gain 1 energy, or 2 crystals and a look at the top card (Statue of "
        "Eolis)",
        "warden": lambda: "choose: every player discards 4 energy, or a card (Warden of Argos)",
        "take": lambda: f"take energy from {game.settings.players[data['from']]} (Ratty "
        "Nightshade)",
        "renew": lambda: f"discard any cards of {their} hand to draw as many (Amulet of Time)",
        "codex": lambda: f"return one of {their} magic items to hand (Selenia's Codex)",
        "mastery": lambda: "take the top card of the draw pile, or pass (Io's Mastery)",
        "tailwind": lambda: "discard 1 air for 4 crystals, or pass (Tailwind)",
        "cull": lambda: f"choose one of {their} chosen cards to discard (Natural Selection)",
        "arrange": lambda: "put the cards looked at back on the draw pile in an order of "
        f"{their} choice",
    }.get(decision.kind, lambda: f"decide ({decision.kind})")()
    if decision.kind == "choose" and decision.purpose == "keep_one" and data.get("card") is None:
        what = "choose which of the two cards drawn to keep (bonus 'draw 2, keep 1')"
    return f"{who} must {what}"


_SACRIFICE_FOR = {"into_the_void": "Into the Void"}  # whose effect asks, but Syllas the Faithful


def _picks(game: Game) -> int:
    """R6.1: 9 picks; under an enchantment that changes the prelude, as many as cards dealt
    (Elemental Construction: the 9 kept, X12.1)."""
    extra = game.extra
    if extra is None:
        return 9
    from .engine.prelude import KEPT, ELEMENTAL_CONSTRUCTION, deal_size

    return KEPT if extra.enchantment == ELEMENTAL_CONSTRUCTION else deal_size(extra.enchantment)


def describe_pending(game: Game, viewer: int | None = None) -> list[str]:
    if game.finished:
        return ["the game is over"]
    return [describe_decision(game, d, viewer) for d in game.pending]
