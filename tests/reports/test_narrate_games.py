"""Every move of seeded random games told in words: no crash, and nothing hidden named (R21.2).

An onlooker's words may name a card only when everybody has seen it: it has been in a play area,
or it was shown (a reveal, a card with no room). Its mover's words may name more.
"""

import random

import pytest

from seasons_cli.cards.catalogue import CARDS
from seasons_cli.engine import Settings, apply, legal_actions, new_game
from seasons_cli.engine.model import Game
from seasons_cli.gamefile.codec import jsonable
from seasons_cli.reports.narrate import narrate

GAMES = [("apprentice", 2, 1), ("wizard", 3, 2), ("archmage", 4, 3), ("archmage", 2, 4),
         ("wizard", 4, 5), ("apprentice", 3, 6), ("archmage", 3, 7), ("wizard", 2, 8)]


def public_cards(after: Game, outcomes: list[dict]) -> set[int]:
    seen = {card.number for p in after.players for card in p.in_play}
    return seen | {o["card"] for o in outcomes if o["kind"] in ("reveal", "no_room") and "card" in o}


def words_of(told) -> str:
    return " ".join([told.line, *(event.text for event in told.then), told.notation or ""])


@pytest.mark.parametrize("level, players, seed", GAMES)
def test_an_onlooker_never_reads_a_hidden_card(level, players, seed):
    game, choose = new_game(Settings(("alice", "bob", "carol", "dave")[:players], level, str(seed))), \
        random.Random(seed)
    seen: set[int] = set()
    while not game.finished:
        action = choose.choice(legal_actions(game))
        after = apply(game, action)
        outcomes = jsonable(after.events)
        text = words_of(narrate(game, after, action, outcomes, None))
        narrate(game, after, action, outcomes, action.player)  # the mover's words: no crash either
        seen |= public_cards(after, outcomes)
        hidden = {n for n in CARDS if CARDS[n].name in text} - seen
        assert not hidden, (text, [CARDS[n].name for n in hidden])
        game = after
