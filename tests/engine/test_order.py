"""Who decides first when one effect asks several players (R20.3, D23)."""

from tests.helpers import pending, play, position, setup, step_c


def test_several_players_decide_from_the_owners_left_owner_last():
    """R20.3, D23: bob's Amsug Longneck: carol returns a magic item first, then alice, then bob."""
    game = position(3)
    for who in ("alice", "bob", "carol"):
        game = setup(game, who, in_play=[1, 3], gauge=3)
    game = play(step_c(setup(game, "bob", hand=[17], energy="1a1w"), "bob"), "bob", "summon amsug")
    order = []
    while pending(game)[0][1] == "return":
        who = pending(game)[0][0]
        order.append(who)
        game = play(game, who, "return amulet-of-air")
    assert order == ["carol", "alice", "bob"]


def test_each_player_sees_the_choices_already_made():
    """R20.3: decisions are made one after another: when alice decides, carol's card is back in
    carol's hand already."""
    game = position(3)
    for who in ("alice", "carol"):
        game = setup(game, who, in_play=[1, 3], gauge=3)
    game = play(step_c(setup(game, "bob", hand=[17], energy="1a1w", gauge=1), "bob"), "bob", "summon amsug")
    game = play(game, "carol", "return amulet-of-earth")
    assert pending(game) == [("alice", "return")]
    assert game.players[2].hand == [3]
