"""Card 42 Cursed Treatise of Arus: on summon 2 tokens, 10 crystals and gauge +1; if it is
sacrificed, for any reason, its holder discards the whole reserve; -10 prestige (cards.md,
R10.7, R14.12, R19.3)."""

from seasons_cli.engine import core
from seasons_cli.engine.scoring import score
from tests.helpers import (
    in_play,
    moves,
    p,
    pending,
    play,
    position,
    setup,
    step_c,
    tokens_on,
)


def summon_treatise(game, who="alice"):
    return play(step_c(game, who), who, "summon cursed-treatise-of-arus")


def syllas_against(game, bob_energy="3f"):
    """Bob summons Syllas the Faithful (3 fire); alice must sacrifice one of her cards."""
    setup(game, "bob", hand=[10], energy=bob_energy, gauge=1)
    return play(step_c(game, "bob"), "bob", "summon syllas-the-faithful")


def test_summon_with_0_crystals_gauge_3_gives_10_gauge_4_and_2_tokens():
    game = setup(position(), "alice", hand=[42], energy="1w", crystals=0, gauge=3)
    game = summon_treatise(game)
    assert (p(game, "alice").crystals, p(game, "alice").gauge, pending(game)) == (10, 4, [("alice", "gain")])
    game = play(game, "alice", "gain 1a1e")
    assert p(game, "alice").energy == (1, 0, 0, 1)


def test_gauge_stops_at_15():
    game = summon_treatise(setup(position(), "alice", hand=[42], energy="1w", gauge=15))
    assert p(game, "alice").gauge == 15


def test_sacrificed_to_syllas_empties_the_reserve_not_the_amulet_of_water():
    game = setup(position(), "alice", in_play=[42, 4], energy="2a3f")
    game = syllas_against(tokens_on(game, "alice", 4, "2w"))
    game = play(game, "alice", "sacrifice cursed-treatise-of-arus")
    assert p(game, "alice").energy == (0, 0, 0, 0)
    assert p(game, "alice").in_play[0].tokens == (0, 2, 0, 0)
    assert game.discard == [42]


def test_bespelled_grimoire_tokens_are_discarded_too():
    game = syllas_against(setup(position(), "alice", in_play=[42, 18], energy="9e"))
    game = play(game, "alice", "sacrifice cursed-treatise-of-arus")
    assert p(game, "alice").energy == (0, 0, 0, 0)


def test_sacrificing_another_card_keeps_the_reserve():
    game = syllas_against(setup(position(), "alice", in_play=[42, 3], energy="2a"))
    game = play(game, "alice", "sacrifice amulet-of-earth")
    assert p(game, "alice").energy == (2, 0, 0, 0)


def test_any_sacrifice_triggers_it():
    """The discard hangs on the sacrifice itself (core.leave_play), whatever card asks for it."""
    game = setup(position(), "alice", in_play=[3, 42], energy="4w")
    core.leave_play(game, 0, 1)
    assert (p(game, "alice").energy, game.discard) == ((0, 0, 0, 0), [42])


def test_returned_to_hand_keeps_the_reserve():
    game = setup(position(), "alice", in_play=[42], energy="3f")
    core.leave_play(game, 0, 0, to_hand=True)
    assert (p(game, "alice").energy, p(game, "alice").hand) == ((0, 0, 3, 0), [42])


def test_only_its_holders_reserve_is_emptied():
    """Bob's Syllas makes alice sacrifice her only card, the Treatise: bob keeps his 2 water."""
    game = setup(position(), "alice", in_play=[42], energy="2a")
    game = syllas_against(game, bob_energy="3f2w")
    assert (in_play(game, "alice"), p(game, "alice").energy) == ([], (0, 0, 0, 0))
    assert p(game, "bob").energy == (0, 2, 0, 0)


def test_in_play_at_the_end_counts_minus_10():
    game = setup(position(), "alice", in_play=[42, 3], crystals=20)
    assert (score(game)[0].card_prestige, score(game)[0].total) == (-4, 16)


def test_hand_of_fortune_does_not_reduce_its_1_token():
    game = setup(position(), "alice", hand=[42], in_play=[20], energy="1f", gauge=2)
    assert "summon cursed-treatise-of-arus" not in moves(step_c(game, "alice"), "alice")


def test_glutton_cauldron_tokens_are_kept():
    """Card 35's tokens are not in the reserve (R10.7): 3 on the Cauldron stay."""
    game = tokens_on(setup(position(), "alice", in_play=[3, 42, 35], energy="2a"), "alice", 35, "3f")
    core.leave_play(game, 0, 1)
    assert (p(game, "alice").energy, p(game, "alice").in_play[1].tokens) == ((0, 0, 0, 0), (0, 0, 3, 0))
