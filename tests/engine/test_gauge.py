"""The summoning gauge and room (R13)."""

from seasons_cli.engine import core
from tests.helpers import moves, p, play, position, setup, step_c, turn


def summons(game, who="alice"):
    return [m for m in moves(game, who) if m.startswith("summon")]


def test_star_stops_at_fifteen():
    """R13.1: a star at gauge 15 leaves it at 15."""
    game = turn(setup(position(), "alice", gauge=15), "alice", "Wi1-2")
    assert p(game, "alice").gauge == 15


def test_gain_above_fifteen_is_lost():
    """R13.1: Amulet of Air (+2) at gauge 14 gives 15."""
    game = step_c(setup(position(), "alice", hand=[1], energy="2a", gauge=14), "alice")
    game = play(game, "alice", "summon amulet-of-air")
    assert p(game, "alice").gauge == 15


def test_loss_stops_at_zero():
    """R13.1: a loss of 2 at gauge 1 leaves 0 (no card of 1-30 lowers the gauge: the primitive)."""
    game = setup(position(), "alice", gauge=1)
    core.lower_gauge(game, 0, 2)
    assert p(game, "alice").gauge == 0


def test_room_when_fewer_cards_than_the_gauge():
    """R13.2: 3 cards in play and gauge 4: one more card may be summoned."""
    game = setup(position(), "alice", hand=[7], in_play=[22, 22, 29], gauge=4)
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots", "move +1")
    assert len(p(game, "alice").in_play) == 4
    assert summons(game) == []


def test_no_room_when_cards_equal_the_gauge():
    """R13.2: 3 cards in play and gauge 3: no summon."""
    game = setup(position(), "alice", hand=[7], in_play=[22, 22, 29], gauge=3)
    assert summons(step_c(game, "alice")) == []


def test_more_cards_than_the_gauge_removes_nothing():
    """R13.3: 3 cards in play and gauge 2: all 3 stay, and nothing can be summoned."""
    game = setup(position(), "alice", hand=[7], in_play=[22, 22, 29], gauge=2)
    game = turn(game, "alice", "Wi1-3")
    assert (len(p(game, "alice").in_play), summons(game)) == (3, [])


def test_activated_cards_count_for_room():
    """R13.2: activated cards count too: 1 activated Kairn and gauge 1 leave no room."""
    game = setup(position(), "alice", hand=[7], in_play=[16], energy="1f", gauge=1)
    game = play(step_c(game, "alice"), "alice", "activate kairn-the-destroyer 1f")
    assert summons(game) == []


def test_a_gauge_lowered_by_demon_of_argos_keeps_every_card():
    """R13.3, card 38: bob has 3 cards and gauge 3; alice's Demon of Argos lowers it to 2. The
    3 cards stay, bob draws 1, and he cannot summon even the free Temporal Boots."""
    game = setup(position(draw_pile=[7]), "bob", in_play=[22, 22, 29], gauge=3, hand=[])
    game = setup(game, "alice", hand=[38], energy="1a1w1f1e", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon demon-of-argos")
    assert (p(game, "bob").gauge, len(p(game, "bob").in_play), p(game, "bob").hand) == (2, 3, [7])
    assert summons(step_c(game, "bob"), "bob") == []
