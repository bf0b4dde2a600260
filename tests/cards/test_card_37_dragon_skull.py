"""Card 37 Dragon Skull: activate by sacrificing exactly 3 of your own cards in play (the Skull
may be one); gain 15 crystals, no transmutation extras (cards.md, R12.6, R14.12)."""

from seasons_cli.engine.scoring import score
from tests.helpers import in_play, moves, p, pending, play, position, setup, step_c, tokens_on


def skull(in_play_cards, **alice):
    return step_c(setup(position(), "alice", in_play=in_play_cards, crystals=0, **alice), "alice")


def activations(game, who="alice"):
    return [m for m in moves(game, who) if m.startswith("activate")]


def test_skull_and_2_other_cards_sacrificed_15_crystals():
    game = play(skull([37, 3, 13, 14]), "alice",
                "activate dragon-skull dragon-skull,amulet-of-earth,wondrous-chest")
    assert (in_play(game, "alice"), sorted(game.discard), p(game, "alice").crystals) == \
        (["beggars-horn"], [3, 13, 37], 15)


def test_only_2_cards_in_play_not_allowed():
    assert activations(skull([37, 3])) == []


def test_every_set_of_3_is_offered_the_skull_included_or_not():
    assert activations(skull([37, 3, 13, 14])) == [
        "activate dragon-skull dragon-skull,amulet-of-earth,wondrous-chest",
        "activate dragon-skull dragon-skull,amulet-of-earth,beggars-horn",
        "activate dragon-skull dragon-skull,wondrous-chest,beggars-horn",
        "activate dragon-skull amulet-of-earth,wondrous-chest,beggars-horn"]


def test_without_the_skull_it_stays_activated():
    game = play(skull([37, 3, 13, 14]), "alice", "activate dragon 14,13,3")  # any order
    assert (in_play(game, "alice"), p(game, "alice").in_play[0].activated) == (["dragon-skull"], True)


def test_purse_of_io_adds_nothing():
    game = play(skull([37, 8, 13], energy="0"), "alice", "activate dragon-skull")
    assert p(game, "alice").crystals == 15


def test_tokens_on_a_sacrificed_amulet_of_water_are_lost():
    game = tokens_on(skull([37, 4, 13], energy="1f"), "alice", 4, "3w")
    game = play(game, "alice", "activate dragon-skull")
    assert (in_play(game, "alice"), p(game, "alice").energy) == ([], (0, 0, 1, 0))


def test_a_damned_soul_of_onys_may_be_one_of_the_3():
    game = play(skull([37, 50, 3, 13]), "alice", "activate dragon-skull 50,3,13")
    assert (in_play(game, "alice"), score(game)[0].card_prestige) == (["dragon-skull"], 9)


def test_identical_copies_are_listed_once_different_ones_apart():
    game = skull([37, 4, 4, 13])
    assert len(activations(game)) == 3  # {skull,4,4} {skull,4,13} {4,4,13}
    game = tokens_on(game, "alice", 4, "1w")  # the first Amulet now differs from the second
    assert "activate dragon-skull dragon-skull,amulet-of-water#2,wondrous-chest" in activations(game)
    assert len(activations(game)) == 4


def test_a_grimoire_sacrificed_lowers_the_limit_at_once():
    game = play(skull([37, 18, 13], energy="4a4w"), "alice", "activate dragon-skull")
    assert (pending(game), game.pending[0].data, p(game, "alice").crystals) == \
        ([("alice", "overflow")], {"count": 1}, 15)


def test_cursed_treatise_among_the_3_empties_the_reserve_then_15():
    game = play(skull([37, 42, 13], energy="2a3e"), "alice", "activate dragon-skull")
    assert (p(game, "alice").energy, p(game, "alice").crystals) == ((0, 0, 0, 0), 15)  # card 42
