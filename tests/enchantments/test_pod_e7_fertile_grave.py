"""PoD-E7 Fertile Grave (expansions.md 4.6, X15.1): once per game, summon a card from the discard
pile as if it were in hand; the declaration spends the right (ruling, project decision)."""

from tests.helpers import in_play, moves, p, pending, play, setup, step_c, xposition


def alice(**kwargs):
    game = xposition(enchantment="fertile-grave", discard=[29, 13, 3])
    return step_c(setup(game, "alice", gauge=5, **kwargs), "alice")


def test_summon_olafs_blessed_statue_from_the_discard_pile_staff_of_spring_3():
    game = play(alice(energy="3w", in_play=[6]), "alice", "grave")
    assert pending(game) == [("alice", "grave")]
    assert moves(game, "alice") == ["summon olafs-blessed-statue 3w", "pass"]
    game = play(game, "alice", "summon olafs-blessed-statue 3w")
    assert in_play(game, "alice") == ["staff-of-spring", "olafs-blessed-statue"]
    assert p(game, "alice").crystals == 20 + 3 and game.discard == [13, 3]


def test_declare_and_summon_nothing_the_right_is_spent():
    game = play(alice(), "alice", "grave")  # nothing payable: "pass" alone, made at once (P1)
    assert "grave" not in moves(game, "alice")


def test_a_second_declaration_in_a_later_turn_refused():
    game = play(alice(), "alice", "grave")  # nothing payable: "pass" alone, made at once (P1)
    game.extra = game.extra.replace(turn=frozenset())
    assert "grave" not in moves(step_c(game, "alice"), "alice")


def test_the_bots_see_the_discard_pile_the_grave_shows_and_summon_from_it():
    """X5.2: the declaring player looks at the whole discard pile; the bots' observation shows
    it to that seat while the decision is pending (a sampled pile made the summons unplayable)."""
    from collections import Counter

    from seasons_cli.bots import bot_move, observe
    from seasons_cli.engine.content import pool_cards

    game = play(alice(energy="3w", in_play=[6]), "alice", "grave")
    pool = Counter(n for n in pool_cards(game.settings) for _ in range(2))
    game.draw_pile = sorted((pool - Counter([29, 13, 3, 6])).elements())  # the whole pool
    assert observe(game, 0).game.discard == [29, 13, 3]
    assert all(card < 0 for card in observe(game, 1).game.discard)
    move = bot_move(game, 0, "greedy", seed=1)
    assert move.kind == "summon" and move.args[0] == 29
