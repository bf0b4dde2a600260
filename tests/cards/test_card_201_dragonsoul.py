"""Card 201 Dragonsoul (expansions.md 4.3): pay 1 crystal to straighten another of your activated
cards, never a Dragonsoul."""

from tests.helpers import activations, p, play, setup, step_c, xposition


def test_tree_of_light_then_dragonsoul_on_it_tree_of_light_may_be_activated_again():
    game = step_c(setup(xposition(), "alice", in_play=[32, 201], gauge=2, crystals=7), "alice")
    game = play(game, "alice", "activate tree-of-light energy", "gain 1a")
    assert activations(game, "alice") == ["activate dragonsoul tree-of-light"]
    game = play(game, "alice", "activate dragonsoul tree-of-light")
    assert p(game, "alice").crystals == 3 and not p(game, "alice").in_play[0].activated
    assert "activate tree-of-light energy" in activations(game, "alice")


def test_no_activated_card_besides_itself_refused():
    game = step_c(setup(xposition(), "alice", in_play=[201], gauge=1, crystals=3), "alice")
    assert activations(game, "alice") == []


def test_one_dragonsoul_cannot_straighten_another():
    game = step_c(setup(xposition(), "alice", in_play=[201, 201], gauge=2, crystals=3), "alice")
    from seasons_cli.engine.model import change_card

    change_card(game.player_for_change(0), 0, activated=True)
    assert activations(game, "alice") == []
