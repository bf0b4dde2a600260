"""Card 104 Selenia's Codex (expansions.md 4.2): on summon, return to hand another magic item of
yours whose printed cost has energy."""

from tests.helpers import in_play, moves, p, play, setup, step_c, xposition


def summon_codex(in_play_cards, enchantment="", energy="1a1w"):
    game = setup(xposition(enchantment=enchantment), "alice", hand=[104], energy=energy,
                 in_play=in_play_cards, gauge=5)
    return play(step_c(game, "alice"), "alice", "summon selenias-codex")


def test_amulet_of_earth_returned_summoning_it_again_gives_9_again():
    game = summon_codex([3])
    assert in_play(game, "alice") == ["selenias-codex"] and p(game, "alice").hand == [3]
    game = setup(game, "alice", energy="2e", crystals=0)
    game = play(game, "alice", "summon amulet-of-earth")
    assert p(game, "alice").crystals == 9


def test_only_crystal_cost_items_nothing():
    game = summon_codex([5, 22])
    assert in_play(game, "alice") == ["balance-of-ishtar", "runic-cube-of-eolis", "selenias-codex"]


def test_under_nature_spirit_one_of_them_must_be_returned():
    game = summon_codex([5, 22], enchantment="nature-spirit", energy="1a2w")
    assert moves(game, "alice") == ["return balance-of-ishtar", "return runic-cube-of-eolis"]


def test_mesodaes_lantern_returned_the_limit_goes_up_at_once():
    from seasons_cli.engine.core import reserve_limit

    game = summon_codex([106])
    assert p(game, "alice").hand == [106] and reserve_limit(game, 0) == 7


def test_a_familiar_never_qualifies():
    assert in_play(summon_codex([118]), "alice") == ["raven-the-usurper", "selenias-codex"]
