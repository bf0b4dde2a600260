"""Cards 210 Eolis's Replicator and 222 Replica (expansions.md 4.3, X16, X17.3): discard 1 water to
put a Replica (7 PP) into play; a Replica that leaves play is removed from the game."""

from seasons_cli.engine.scoring import score
from tests.helpers import activations, in_play, p, pending, play, setup, step_c, xposition


def alice(gauge, cards, replicas=10):
    game = setup(xposition(replicas=replicas), "alice", in_play=[210, *cards], gauge=gauge,
                 energy="2w")
    return step_c(game, "alice")


def test_gauge_5_3_cards_with_1w_a_replica_in_play_4_cards():
    game = play(alice(5, [1, 2]), "alice", "activate eoliss-replicator")
    assert in_play(game, "alice")[-1] == "replica" and len(p(game, "alice").in_play) == 4
    assert game.extra.replicas == 9


def test_gauge_4_4_cards_refused():
    assert activations(alice(4, [1, 2, 3]), "alice") == []


def test_stack_empty_refused():
    assert activations(alice(5, [1], replicas=0), "alice") == []


def test_final_score_with_2_replicas_plus_14():
    """Card 222 Replica test idea: a magic item worth 7 PP."""
    game = setup(xposition(), "alice", in_play=[222, 222], gauge=2)
    assert score(game)[0].card_prestige == 14


def test_syllas_an_opponent_sacrifices_a_replica_removed_discard_pile_unchanged():
    """Card 222, X17.3: a Replica that leaves play is removed from the game."""
    game = setup(xposition(), "bob", in_play=[222], gauge=1)
    game = setup(game, "alice", hand=[10], energy="3f", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon syllas-the-faithful")
    assert in_play(game, "bob") == [] and game.discard == [] and game.extra.removed == (222,)


def test_amsug_longneck_returns_a_replica_removed_the_hand_unchanged():
    """Card 222, X17.3: never in a hand."""
    game = setup(xposition(), "bob", in_play=[222], gauge=1)
    game = setup(game, "alice", hand=[17], energy="1a1w", gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon amsug-longneck")
    assert (p(game, "bob").hand, game.extra.removed) == ([], (222,))
    assert pending(game) == [("alice", "main")]
