"""The season dice (dice.md) and the season wheel (R18)."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

from .dice_data import DICE_CSV
from .energy import Energy

SEASONS: tuple[str, str, str, str] = ("winter", "spring", "summer", "autumn")
SEASON_CODES = {"winter": "Wi", "spring": "Sp", "summer": "Su", "autumn": "Au"}


class Face:
    """One face of one season die (dice.md section 3).

    Immutable, with a frozen dataclass's equality, hash and repr; a plain class because a
    dataclass costs about a millisecond to create at import.
    """

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
            object.__setattr__(self, name, value)

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in Face.__slots__)

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in Face.__slots__)
        return f"Face({fields})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()  # type: ignore[attr-defined]
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple:
        return Face, self._values()

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


def face(season: str, die: int, number: int) -> Face:
    return FACES[season, die, number]


def season_of_space(space: int) -> str:
    """R18.1: spaces 1-3 winter, 4-6 spring, 7-9 summer, 10-12 autumn."""
    return SEASONS[(space - 1) // 3]


def year_and_space(position: int) -> tuple[int, int]:
    """R18.2: position p = 12 (year - 1) + space; valid also for p <= 0 (D28)."""
    return (position - 1) // 12 + 1, (position - 1) % 12 + 1


def season_at(position: int) -> str:
    return season_of_space(year_and_space(position)[1])


# R12.4: crystals per token by season, in the order air, water, fire, earth.
TRANSMUTATION: dict[str, Energy] = {
    "winter": (1, 1, 2, 3),
    "spring": (2, 1, 3, 1),
    "summer": (3, 2, 1, 1),
    "autumn": (1, 3, 1, 2),
}
