"""T2 Sacrifice or discard a card (expansions.md 4.5, X20, X21): +6 PP if used."""

from seasons_cli.engine.scoring import score
from tests.helpers import in_play, moves, p, play, setup, step_c, xposition


def alice(**kwargs):
    game = xposition(kept=(2,))
    return step_c(setup(game, "alice", **kwargs), "alice")


def test_discard_a_card_from_hand_final_score_plus_6():
    game = play(alice(hand=[29], crystals=0), "alice", "use t2 discard olafs-blessed-statue")
    assert (p(game, "alice").hand, game.discard) == ([], [29])
    assert score(game)[0].total == 6


def test_empty_hand_and_no_card_in_play_refused():
    """Ruling (BGA): it needs a card in hand or in play."""
    assert not [m for m in moves(alice(), "alice") if m.startswith("use")]


def test_sacrifice_cursed_treatise_empties_the_reserve():
    game = alice(in_play=[42], energy="2w1f", gauge=3)
    game = play(game, "alice", "use t2 sacrifice cursed-treatise-of-arus")
    assert (in_play(game, "alice"), p(game, "alice").energy) == ([], (0, 0, 0, 0))
    assert game.discard == [42]


def test_crystal_titan_takes_its_toll_before_the_voluntary_sacrifice():
    """X20.3: 3 crystals to the owner of an opposing Crystal Titan, first."""
    game = setup(alice(in_play=[1], crystals=5), "bob", in_play=[303], crystals=0)
    game = play(game, "alice", "use t2 sacrifice amulet-of-air")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (2, 3)


def test_without_the_titans_toll_only_the_discard_is_offered():
    """T2: if the toll cannot be paid the owner must discard; with an empty hand, no use."""
    game = setup(alice(in_play=[1], hand=[3], crystals=2), "bob", in_play=[303])
    assert [m for m in moves(game, "alice") if m.startswith("use")] == \
        ["use t2 discard amulet-of-earth"]


def test_a_shield_of_zira_given_up_gives_10_crystals():
    """X21.6: choosing the Shield as the sacrificed card gives its owner 10 crystals."""
    game = play(alice(in_play=[113], crystals=1), "alice", "use t2 sacrifice shield-of-zira")
    assert (in_play(game, "alice"), p(game, "alice").crystals) == ([], 11)
