"""Card 10 Syllas the Faithful: on summon, each opponent with a card in play sacrifices one of
their choice, in turn order from the owner's left (cards.md, D23)."""

from tests.helpers import in_play, moves, p, pending, play, position, setup, step_c


def summon_syllas(game, who="alice"):
    game = setup(game, who, hand=[10], energy="3f", gauge=len(p(game, who).in_play) + 1)
    return play(step_c(game, who), who, "summon syllas-the-faithful")


def test_opponent_with_2_cards_keeps_1_opponent_with_none_unaffected():
    game = setup(position(players=3), "bob", in_play=[13, 14])
    game = summon_syllas(game)
    assert pending(game) == [("bob", "sacrifice")]
    assert moves(game, "bob") == ["sacrifice wondrous-chest", "sacrifice beggars-horn"]
    game = play(game, "bob", "sacrifice beggars-horn")
    assert (in_play(game, "bob"), in_play(game, "carol"), game.discard) == (["wondrous-chest"], [], [14])
    assert pending(game) == [("alice", "main")]


def test_opponents_decide_from_the_owners_left():
    game = setup(setup(position(players=3), "alice", in_play=[13, 14]), "carol", in_play=[6, 8])
    game = summon_syllas(game, "bob")
    assert pending(game) == [("carol", "sacrifice")]  # bob's left is carol, then alice
    game = play(game, "carol", "sacrifice purse-of-io")
    assert pending(game) == [("alice", "sacrifice")]
    game = play(game, "alice", "sacrifice wondrous-chest")
    assert (in_play(game, "alice"), in_play(game, "carol")) == (["beggars-horn"], ["staff-of-spring"])


def test_owner_sacrifices_nothing_and_a_familiar_may_go():
    game = setup(position(), "alice", in_play=[6])
    game = summon_syllas(setup(game, "bob", in_play=[11]))
    assert (in_play(game, "alice"), in_play(game, "bob")) == (["staff-of-spring", "syllas-the-faithful"], [])
    assert game.discard == [11]  # bob's only card, a familiar, is sacrificed without a choice


def test_sacrificed_grimoire_lowers_the_limit_at_once():
    game = summon_syllas(setup(position(), "bob", in_play=[18], energy="5a4w"))
    # R14.12, R10.4: the limit falls to 7, bob discards 2 before alice goes on.
    assert pending(game) == [("bob", "overflow")] and game.pending[0].data == {"count": 2}
    game = play(game, "bob", "discard 2a")
    assert (p(game, "bob").energy, pending(game)) == ((3, 4, 0, 0), [("alice", "main")])


def test_opponent_sacrificing_cursed_treatise_of_arus_empties_their_reserve():
    """Card 42: the sacrifice Syllas demands empties that opponent's reserve (4 tokens)."""
    game = summon_syllas(setup(position(), "bob", in_play=[42, 3], energy="2a2e"))
    game = play(game, "bob", "sacrifice cursed-treatise-of-arus")
    assert (p(game, "bob").energy, in_play(game, "bob")) == ((0, 0, 0, 0), ["amulet-of-earth"])


def test_a_held_damned_soul_of_onys_may_be_sacrificed():
    game = summon_syllas(setup(position(), "bob", in_play=[50, 3]))
    assert moves(game, "bob") == ["sacrifice damned-soul-of-onys", "sacrifice amulet-of-earth"]
    game = play(game, "bob", "sacrifice damned-soul-of-onys")
    assert game.discard == [50]
