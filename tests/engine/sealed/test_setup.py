"""A sealed game's setup (R4, R5, fair-play.md §6.2): fair dice, then the players' shuffle of the
deck, dealt from its top."""

import hashlib

import pytest

from seasons_cli.cards.catalogue import APPRENTICE_DECKS
from seasons_cli.engine import IllegalAction, SealedError, apply, legal_actions
from seasons_cli.engine.fair import DRAW, SETUP, Event
from seasons_cli.engine.model import Action, to_data
from seasons_cli.engine.sealed import ShuffleNeed
from seasons_cli.engine.viewpoint import shuffled
from seasons_cli.engine.waiting import awaited, supply, upcoming
from tests.engine.sealed.table import Table, sealed_settings
from tests.helpers import BASIC_POOL

SEED = hashlib.sha256(b"setup").digest()


def new_sealed(players=3, level="wizard"):
    from seasons_cli.engine import new_game

    return new_game(sealed_settings(players, level))


def test_a_sealed_game_waits_for_its_setup_seed_then_for_the_shuffle_of_the_deck():
    """R4.2 by a fair event; then every player shuffles the deck, in canonical order."""
    game = new_sealed()
    assert awaited(game) == Event(SETUP, 1)
    game = supply(game, Event(SETUP, 1), SEED)
    assert awaited(game) == ShuffleNeed(1, tuple(BASIC_POOL), -1)
    assert legal_actions(game) == []
    with pytest.raises(IllegalAction, match=r"^it is not alice's decision: waiting for the "
                                            r"players' shuffle of the deck \(60 cards\)$"):
        apply(game, Action(0, "pick", (-1,)))


def test_the_deal_gives_each_seat_nine_cards_from_the_top_of_the_shuffled_deck():
    """R5.2: nine each in seat order, the handles -1 to -60 in the shuffle's output order."""
    game = shuffled(supply(new_sealed(), Event(SETUP, 1), SEED))
    assert [player.packet for player in game.players] == [
        list(range(-9, 0)), list(range(-18, -9)), list(range(-27, -18))]
    assert game.draw_pile == list(range(-28, -61, -1))  # the top first
    assert game.sealed.made == 60 and (game.sealed.shuffles, game.sealed.used) == (1, 1)
    assert [event["cards"] for event in game.events if event["kind"] == "deal"] == [
        list(range(-9, 0)), list(range(-18, -9)), list(range(-27, -18))]


def test_an_apprentice_deck_is_public_and_the_rest_of_the_pool_is_shuffled():
    """R5.1, fair-play.md §6.4: the nine cards of a deck are known to all (the shuffle of the
    chosen cards hides the split); the other 42 cards are the players' shuffle."""
    game = supply(new_sealed(2, "apprentice"), Event(SETUP, 1), SEED)
    need = awaited(game)  # the setup is carried out once shuffled, its events then
    game = shuffled(game)
    decks = next(e for e in game.events if e["kind"] == "decks")["decks"]
    chosen = [sorted(APPRENTICE_DECKS[decks[name]]) for name in ("alice", "bob")]
    assert [sorted(player.chosen) for player in game.players] == chosen
    rest = list(BASIC_POOL)
    for deck in chosen:
        for card in deck:
            rest.remove(card)
    assert need == ShuffleNeed(1, tuple(rest), -1)
    assert game.draw_pile == list(range(-1, -43, -1))


def test_a_sealed_games_draws_are_no_fair_events_and_its_state_keeps_the_piles_in_order():
    table = Table(sealed_settings(2, "wizard"), 3)
    while table.oracle.phase != "play" or awaited(table.oracle) is not None:
        table.step()
    game = table.oracle
    assert DRAW not in [event.event_class for event in upcoming(game)]
    data = to_data(game)
    assert data["draw_pile"] == game.draw_pile != sorted(game.draw_pile)
    assert data["sealed"] == {"handles_made": game.sealed.made, "shuffles": 1,
                              "shuffles_used": 1, "revealed": []}
    assert "known" not in str(data)


def test_a_shuffle_is_given_only_when_the_game_waits_for_one():
    game = new_sealed()
    with pytest.raises(SealedError, match="^the game waits for the seed of setup 1: no shuffle "
                                          "now$"):
        shuffled(game)
    game = shuffled(supply(game, Event(SETUP, 1), SEED))
    with pytest.raises(SealedError, match="^the game waits for nothing: no shuffle now$"):
        shuffled(game)
