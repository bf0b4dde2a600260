"""Card 118 Raven the Usurper (expansions.md 4.2, X23): pay the printed cost of an opponent's
magic item to have its effects; sacrificed if that item leaves play."""

from seasons_cli.engine import core
from seasons_cli.engine.core import reserve_limit
from seasons_cli.engine.scoring import score
from tests.helpers import in_play, moves, p, pending, play, setup, step_c, xposition


def summon_raven(bob_cards, energy="1f2e", **alice):
    game = setup(xposition(), "bob", in_play=bob_cards, gauge=len(bob_cards))
    game = setup(game, "alice", hand=[118], energy=energy, gauge=3, **alice)
    return play(step_c(game, "alice"), "alice", "summon raven-the-usurper")


def test_copy_an_opponents_amulet_of_earth_paying_2e_plus_9_the_raven_worth_2():
    game = summon_raven([3])
    assert moves(game, "alice") == ["copy bob amulet-of-earth 2e", "pass"]
    game = play(game, "alice", "copy bob amulet-of-earth")
    raven = p(game, "alice").in_play[0]
    assert (raven.effect, raven.marks.copies, p(game, "alice").crystals) == (3, 3, 9)
    assert score(game)[0].card_prestige == 2


def test_copy_a_grimoire_then_the_grimoire_is_sacrificed_the_raven_too_limit_7():
    game = summon_raven([18], energy="1f1w1e")
    game = play(game, "alice", "copy bob bespelled-grimoire", "gain 2a")
    assert reserve_limit(game, 0) == 10 and p(game, "alice").energy == (2, 0, 0, 0)
    game.pending = []  # bob's Grimoire leaves play (between two decisions): the Raven follows
    core.leave_play(game, 1, 0)
    from seasons_cli.engine.flow import run

    run(game)
    assert in_play(game, "alice") == [] and reserve_limit(game, 0) == 7
    assert game.discard == [18, 118]


def test_copy_a_potion_of_knowledge_activate_the_raven_sacrifice_it_plus_5():
    game = summon_raven([25], energy="1f2w")
    game = play(game, "alice", "copy bob potion-of-knowledge", "activate raven-the-usurper",
                "gain 5e")
    assert in_play(game, "alice") == [] and p(game, "alice").energy == (0, 0, 0, 5)
    assert in_play(game, "bob") == ["potion-of-knowledge"]


def test_with_hand_of_fortune_copying_divine_chalice_still_costs_all_4():
    game = summon_raven([9], energy="2f1a1w1e", in_play=[20])
    assert [m for m in moves(game, "alice") if m.startswith("copy")] == \
        ["copy bob divine-chalice 1a1w1f1e"]


def test_declining_copies_nothing():
    game = play(summon_raven([3]), "alice", "pass")
    assert p(game, "alice").in_play[0].effect == 118 and pending(game) == [("alice", "main")]


def test_a_raven_never_copies_a_familiar():
    assert moves(summon_raven([10]), "alice")[:1] != ["copy bob syllas-the-faithful"]


def test_the_second_of_two_ravens_copying_a_die_of_malice_is_activated_as_the_second():
    """X23.2: a Raven copying nothing has no activation; the one copying bob's Die of Malice is
    activated in step A as raven-the-usurper#2 (the copies of a number are counted whatever
    their effects: random 4-player games activated the first, which has none)."""
    from seasons_cli.engine.links import new_marks
    from seasons_cli.engine.model import InPlay
    from tests.helpers import turn

    game = setup(xposition(), "bob", in_play=[15], gauge=1)
    malice = game.players[1].in_play[0].marks.uid
    ravens = [InPlay(118, marks=new_marks(game, 118)),
              InPlay(118, marks=new_marks(game, 118).replace(copies=15, copy_uid=malice))]
    game.player_for_change(0).in_play = ravens
    game = turn(game, "alice", "Wi1-3")
    assert moves(game, "alice") == ["activate raven-the-usurper#2", "go"]
    game = play(game, "alice", "activate raven-the-usurper#2")
    assert [card.activated for card in p(game, "alice").in_play] == [False, True]
    assert any(event["kind"] == "reroll" for event in game.events)
