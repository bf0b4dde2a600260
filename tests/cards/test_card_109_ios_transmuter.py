"""Card 109 Io's Transmuter (expansions.md 4.2): a face that gives crystals lets its owner
transmute; end of round +2 if they did under that face."""

from tests.helpers import end_round, moves, p, play, setup, turn, xposition


def alice(face, energy="1e", **kwargs):
    game = setup(xposition(space=4), "alice", in_play=[109], gauge=1, energy=energy, **kwargs)
    return turn(game, "alice", face)


def test_face_of_crystals_transmute_1_earth_allowed_end_of_round_plus_2():
    game = alice("Sp1-3")  # spring die 1 face 3: 3 crystals and 2 earth (dice.md)
    assert [m for m in moves(game, "alice") if m.startswith("transmute")]
    before = p(game, "alice").crystals
    game = play(game, "alice", "transmute 1e")
    gained = p(game, "alice").crystals - before
    assert p(end_round(game), "alice").crystals == before + gained + 2


def test_face_of_crystals_no_transmutation_nothing_at_the_end():
    game = alice("Sp1-3")
    before = p(game, "alice").crystals
    assert p(end_round(game), "alice").crystals == before


def test_face_with_a_transmute_frame_no_plus_2():
    from seasons_cli.engine.dice import FACES

    season, die, face = next(key for key, data in FACES.items()
                             if key[0] == "spring" and data.transmute and not data.crystals)
    game = alice(f"Sp{die}-{face}")
    before = p(game, "alice").crystals
    game = play(game, "alice", "transmute 1e")
    gained = p(game, "alice").crystals - before
    assert p(end_round(game), "alice").crystals == before + gained
