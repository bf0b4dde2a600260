"""The season dice (dice.md) and the season wheel (R18)."""

from __future__ import annotations

from ..plain import Frozen, assign
from .dice_data import DICE_CSV
from .energy import Energy

SEASONS: tuple[str, str, str, str] = ("winter", "spring", "summer", "autumn")
SEASON_CODES = {"winter": "Wi", "spring": "Sp", "summer": "Su", "autumn": "Au"}


class Face(Frozen):
    """One face of one season die (dice.md section 3)."""

    __slots__ = ("season", "die", "face", "energy", "crystals", "star", "draw", "transmute", "dots")
    __match_args__ = __slots__
    season: str
    die: int
    face: int
    energy: Energy  # air, water, fire, earth
    crystals: int
    star: bool
    draw: bool
    transmute: bool
    dots: int

    def __init__(self, season: str, die: int, face: int, energy: Energy, crystals: int,
                 star: bool, draw: bool, transmute: bool, dots: int) -> None:
        for name, value in zip(Face.__slots__, (season, die, face, energy, crystals, star, draw,
                                                 transmute, dots)):
            assign(self, name, value)

    @property
    def id(self) -> str:
        """The face id of dice.md: ``Sp3-4`` is spring die 3, face 4."""
        return f"{SEASON_CODES[self.season]}{self.die}-{self.face}"


def _load() -> dict[tuple[str, int, int], Face]:
    lines = DICE_CSV.strip().splitlines()
    faces = {}
    for line in lines[1:]:
        season, die, face, water, earth, fire, air, crystals, star, draw, transmute, dots = line.split(",")
        energy = (int(air), int(water), int(fire), int(earth))
        faces[season, int(die), int(face)] = Face(
            season, int(die), int(face), energy, int(crystals),
            star == "1", draw == "1", transmute == "1", int(dots))  # type: ignore[arg-type]
    return faces


FACES: dict[tuple[str, int, int], Face] = _load()
FACE_IDS = {key: face.id for key, face in FACES.items()}  # each roll logs them: read, not made


def face(season: str, die: int, number: int) -> Face:
    return FACES[season, die, number]


def season_of_space(space: int) -> str:
    """R18.1: spaces 1-3 winter, 4-6 spring, 7-9 summer, 10-12 autumn."""
    return SEASONS[(space - 1) // 3]


def year_and_space(position: int) -> tuple[int, int]:
    """R18.2: position p = 12 (year - 1) + space; valid also for p <= 0 (D28)."""
    return (position - 1) // 12 + 1, (position - 1) % 12 + 1


def season_at(position: int) -> str:
    """``season_of_space(year_and_space(position)[1])`` in one step: asked several times a move."""
    return SEASONS[(position - 1) % 12 // 3]


# R12.4: crystals per token by season, in the order air, water, fire, earth.
TRANSMUTATION: dict[str, Energy] = {
    "winter": (1, 1, 2, 3),
    "spring": (2, 1, 3, 1),
    "summer": (3, 2, 1, 1),
    "autumn": (1, 3, 1, 2),
}
