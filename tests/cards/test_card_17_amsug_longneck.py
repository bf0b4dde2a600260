"""Card 17 Amsug Longneck: each player returns one of their magic items to hand (cards.md)."""

from tests.helpers import in_play, p, pending, play, position, setup, step_c, tokens_on


def summon_amsug(game, who="alice"):
    setup(game, who, hand=[17, *p(game, who).hand], energy="1a1w", gauge=6)
    return play(step_c(game, who), who, "summon amsug-longneck")


def test_opponents_from_the_owners_left_then_the_owner_last():
    game = position(4)
    for who in ("alice", "bob", "carol", "dave"):
        setup(game, who, in_play=[3, 29])
    game = summon_amsug(game, "carol")
    order = []
    while pending(game)[0][1] == "return":  # D23: each decides after seeing the earlier choices
        order.append(pending(game)[0][0])
        game = play(game, order[-1], "return amulet-of-earth")
    assert order == ["dave", "alice", "bob", "carol"]
    assert p(game, "alice").hand == [3]


def test_owner_returns_amulet_of_earth_and_summons_it_again_for_9_more():
    game = summon_amsug(setup(position(), "alice", in_play=[3], crystals=9))
    assert p(game, "alice").hand == [3]  # the only magic item: returned without a question
    setup(game, "alice", energy="2e")
    game = play(game, "alice", "summon amulet-of-earth 2e")
    assert p(game, "alice").crystals == 18  # D27: full cost paid again, entry effect again
    assert p(game, "alice").energy == (0, 0, 0, 0)


def test_returned_card_summoned_again_is_a_normal_summon():
    game = summon_amsug(setup(position(), "alice", in_play=[6, 29], crystals=0))
    game = play(game, "alice", "return olafs-blessed-statue")
    assert p(game, "alice").crystals == 3  # the Staff, for Amsug
    setup(game, "alice", energy="3w")
    game = play(game, "alice", "summon olafs-blessed-statue")
    assert p(game, "alice").crystals == 3 + 3 + 20  # Staff of Spring applies (R14.4)


def test_returned_card_comes_back_straight():
    game = setup(position(), "alice", in_play=[5], energy="3a", crystals=2)
    game = play(step_c(game, "alice"), "alice", "activate balance-of-ishtar 3a")
    game = summon_amsug(game)
    game = play(game, "alice", "summon balance-of-ishtar")  # 2C, paid from the 9 just gained
    setup(game, "alice", energy="3f")
    game = play(game, "alice", "activate balance-of-ishtar 3f")  # D27: no longer activated
    assert p(game, "alice").crystals == 11 - 2 + 9


def test_opponent_returning_bespelled_grimoire_with_9_tokens_discards_2():
    game = setup(position(), "bob", in_play=[18, 16], energy="3a3w3f")
    game = summon_amsug(game)
    assert pending(game) == [("bob", "overflow")]  # R10.4: at once, outside bob's turn
    game = play(game, "bob", "discard 2a")
    assert p(game, "bob").energy == (1, 3, 3, 0)
    assert p(game, "bob").hand == [18]


def test_a_second_grimoire_keeps_the_limit_at_10():
    game = summon_amsug(setup(position(), "bob", in_play=[18, 18], energy="3a3w3f"))
    assert pending(game) == [("alice", "main")]
    assert (p(game, "bob").hand, p(game, "bob").energy) == ([18], (3, 3, 3, 0))


def test_familiars_are_never_returned():
    game = setup(position(3), "alice", in_play=[16, 21])
    setup(game, "bob", in_play=[10, 13])
    game = summon_amsug(game)
    assert in_play(game, "alice") == ["kairn-the-destroyer", "lewis-greyface", "amsug-longneck"]
    assert in_play(game, "bob") == ["syllas-the-faithful"]  # only the Chest could go
    assert p(game, "alice").hand == [] and pending(game) == [("alice", "main")]


def test_tokens_on_a_returned_amulet_of_water_are_lost():
    game = tokens_on(setup(position(), "alice", in_play=[4, 16]), "alice", 4, "3f")
    game = summon_amsug(game)
    assert p(game, "alice").hand == [4]
    assert p(game, "alice").energy == (0, 0, 0, 0)  # the 3 tokens went to the supply (D27)


def test_the_gauge_does_not_change():
    game = summon_amsug(setup(position(), "bob", in_play=[3, 16], gauge=2))
    assert (p(game, "bob").gauge, len(p(game, "bob").in_play)) == (2, 1)
    assert p(game, "alice").gauge == 6


def test_opponent_returning_cursed_treatise_keeps_the_reserve():
    """Card 42: a return to hand is no sacrifice; bob keeps his 4 tokens and holds the Treatise."""
    game = summon_amsug(setup(position(), "bob", in_play=[42, 16], energy="2a2f"))
    assert (p(game, "bob").energy, p(game, "bob").hand, game.discard) == ((2, 0, 2, 0), [42], [])
