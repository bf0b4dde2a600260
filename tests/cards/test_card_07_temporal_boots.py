"""Card 7 Temporal Boots: on summon, move the season token 1-3 spaces forward or backward
(cards.md, R18.4-R18.9, D15, D28, D29, D31)."""

from seasons_cli.engine.model import RolledDie
from tests.helpers import moves, p, pending, play, position, setup, step_c


def boots(game, move, who="alice"):
    """``who`` summons the Boots in step C and moves the token by ``move``."""
    game = setup(game, who, hand=[7], gauge=len(p(game, who).in_play) + 1)
    return play(step_c(game, who), who, "summon temporal-boots", move)


def with_dice(game, bob_face=4, leftover_face=1):
    """alice (first player) and bob hold a die each (no draw on bob's face); die 3 is left over."""
    game.dice = [RolledDie(1, 6, 0), RolledDie(2, bob_face, 1), RolledDie(3, leftover_face)]
    return game


def test_options_are_1_to_3_spaces_either_way():
    game = setup(position(), "alice", hand=[7], gauge=1)
    game = play(step_c(game, "alice"), "alice", "summon temporal-boots")
    assert moves(game, "alice") == ["move +1", "move +2", "move +3", "move -1", "move -2", "move -3"]


def test_winter_to_spring_triggers_hourglass_and_figrim():
    game = setup(position(space=3), "alice", in_play=[11], crystals=0)
    game = setup(game, "bob", in_play=[27], crystals=4)
    game = boots(game, "move +1")
    assert (game.year, game.space, game.season) == (1, 4, "spring")
    assert (p(game, "alice").crystals, p(game, "bob").crystals) == (1, 3)
    assert pending(game) == [("bob", "gain")]  # Hourglass of Time: 1 energy of bob's choice
    game = play(game, "bob", "gain 1f")
    assert p(game, "bob").energy == (0, 0, 1, 0)


def test_season_change_effects_start_with_the_boots_owner():
    game = setup(position(players=3, space=3), "alice", in_play=[11], crystals=0)
    game = setup(setup(game, "bob", in_play=[11], crystals=0), "carol", crystals=1)
    game = setup(game, "alice", hand=[7], gauge=2)
    game = step_c(game, "alice")
    game.first = 1  # bob is the round's first player; alice, the active player, resolves first
    game = play(game, "alice", "summon temporal-boots", "move +1")
    # alice's Figrim takes carol's crystal, then bob's Figrim takes it from alice (D23).
    assert [p(game, w).crystals for w in ("alice", "bob", "carol")] == [0, 1, 0]


def test_back_across_the_year_keeps_hands_and_triggers():
    game = setup(position(year=2, space=2), "alice", in_play=[11], crystals=0)
    game = setup(game, "bob", hand=[12, 13], crystals=2)
    game = boots(game, "move -3")
    assert (game.year, game.space) == (1, 11)
    assert (p(game, "bob").hand, p(game, "bob").library2) == ([12, 13], [])  # R18.4
    assert p(game, "alice").crystals == 1  # winter -> autumn is a season change


def test_forward_into_year_2_hands_out_library_ii_at_once():
    game = setup(position(space=12), "alice", library2=[12], library3=[13])
    game = setup(game, "bob", hand=[14], library2=[16, 17], library3=[18])
    game = boots(game, "move +1")
    assert (game.year, game.space) == (2, 1)
    assert (p(game, "alice").hand, p(game, "bob").hand) == ([12], [14, 16, 17])
    assert (p(game, "alice").library3, p(game, "bob").library3) == ([13], [18])


def test_forward_into_year_3_hands_out_library_iii():
    game = setup(position(year=2, space=11), "bob", library3=[16, 17])
    game = boots(game, "move +2")
    assert (game.year, p(game, "bob").hand, p(game, "bob").library3) == (3, [16, 17], [])


def test_back_then_forward_again_hands_out_nothing_more():
    game = setup(position(year=2, space=1), "bob", hand=[16])
    game = boots(game, "move -1")
    game = boots(game, "move +1")
    assert (game.year, p(game, "bob").hand) == (2, [16])


def test_back_from_year_1_gives_year_0_and_the_game_goes_on():
    game = setup(position(space=1), "alice", in_play=[11], crystals=0)
    game = setup(game, "bob", crystals=1, library2=[16])
    game = boots(game, "move -3")
    assert (game.year, game.space, game.season) == (0, 10, "autumn")  # D28
    assert p(game, "alice").crystals == 1  # winter -> autumn: a season change
    game = boots(game, "move +3")
    assert (game.year, game.space, p(game, "bob").hand) == (1, 1, [])  # year 1: nothing handed out


def test_inside_one_season_nothing_triggers():
    game = setup(position(space=5), "alice", in_play=[11], crystals=0)
    game = setup(game, "bob", in_play=[27], crystals=3)
    game = boots(game, "move +1")
    assert (game.space, p(game, "alice").crystals, pending(game)) == (6, 0, [("alice", "main")])


def test_dice_stay_and_transmutation_follows_the_new_season():
    game = setup(position(space=3), "alice", energy="1f", crystals=0)
    game = boots(game, "move +1")
    assert game.dice_season == "winter"  # the round's dice stay (R18.7)
    game.transmute_ok = True
    game = play(game, "alice", "transmute 1f")
    assert p(game, "alice").crystals == 3  # spring rate for fire, not winter's 2 (D29)


def test_end_of_round_advance_starts_from_the_new_position():
    game = with_dice(boots(position(space=3), "move +2"), bob_face=3)  # winter die 3-1: 1 dot
    game = play(play(game, "alice", "end"), "bob", "end")
    assert (game.year, game.space) == (1, 6)
    assert (game.round, game.dice_season) == (2, "spring")  # the next round rolls spring dice


def test_past_year_3_the_round_is_finished_then_the_game_ends():
    game = with_dice(boots(position(year=3, space=11), "move +3"))  # autumn die 3-1: 1 dot
    assert (game.year, game.space) == (4, 2)
    game = play(game, "alice", "end")
    assert pending(game) == [("bob", "main")] and game.phase == "play"  # bob still plays
    game = play(game, "bob", "end")
    assert game.phase == "over" and game.position == 39


def test_brought_back_to_year_3_before_the_end_the_game_goes_on():
    game = with_dice(boots(position(year=3, space=11), "move +3"))
    game = play(game, "alice", "end")
    game = setup(game, "bob", hand=[7], gauge=1)
    game = play(game, "bob", "summon temporal-boots", "move -3", "end")
    # Back to year 3 space 11; the advance of 1 ends on space 12: no end (R18.9).
    assert (game.phase, game.year, game.space, game.round) == ("play", 3, 12, 2)
