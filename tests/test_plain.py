"""``seasons_cli.plain``: the value classes that replace dataclasses on the command path (issue
#5) behave as the dataclasses did: equality, hash, repr, read-only fields, copies."""

from __future__ import annotations

import copy
import pickle
from dataclasses import dataclass

import pytest

from seasons_cli.cards.catalogue import CARDS, FIRST_EDITION, Cost
from seasons_cli.plain import Fields, Frozen, assign
from seasons_cli.reports.clauses import Explained


class Point(Frozen):
    __slots__ = ("x", "y")

    def __init__(self, x: int, y: int = 0) -> None:
        assign(self, "x", x)
        assign(self, "y", y)


@dataclass(frozen=True, slots=True)
class DataPoint:
    x: int
    y: int = 0


def test_a_frozen_class_compares_hashes_and_prints_as_the_dataclass_did():
    assert Point(1, 2) == Point(1, 2) and Point(1, 2) != Point(2, 1)
    assert hash(Point(1, 2)) == hash(DataPoint(1, 2))
    assert repr(Point(1, 2)) == repr(DataPoint(1, 2)).replace("DataPoint", "Point")
    assert Point(1, 2) != DataPoint(1, 2)  # another class is never equal


def test_a_frozen_class_refuses_assignment_and_survives_copy_and_pickle():
    point = Point(3)
    with pytest.raises(AttributeError):
        point.x = 4
    assert copy.deepcopy(point) == point and pickle.loads(pickle.dumps(point)) == point


def test_a_fields_class_is_mutable_and_unhashable_like_a_plain_dataclass():
    told = Explained(crystals=3)
    told.draws += 1
    assert told == Explained(crystals=3, draws=1) and told.tokens == {} and told.left == []
    assert Explained().entered is not Explained().entered  # a fresh list each time
    assert isinstance(told, Fields)
    with pytest.raises(TypeError):
        hash(told)


def test_card_data_keeps_its_fields_and_slug_and_the_first_edition_copies_it():
    """D7: the first edition's Balance of Ishtar costs 6 crystals and discards 4 energy."""
    first = FIRST_EDITION[5]
    assert first.costs == (Cost(crystals=6),) * 3 and first.slug == CARDS[5].slug == "balance-of-ishtar"
    assert (first.number, first.name, first.prestige) == (5, "Balance of Ishtar", 4)
    assert first != CARDS[5] and CARDS[5] == copy.copy(CARDS[5])


def test_replace_and_as_dict_work_as_dataclasses_replace_and_asdict():
    from dataclasses import asdict, replace

    assert Point(1, 2).replace(y=5) == Point(1, 5)
    assert Point(1, 2).as_dict() == asdict(DataPoint(1, 2)) == {"x": 1, "y": 2}
    assert replace(DataPoint(1, 2), y=5) == DataPoint(1, 5)
    with pytest.raises(TypeError):
        Point(1, 2).replace(z=3)


def test_a_derived_slot_is_no_field_and_follows_a_replaced_name():
    """card 5's slug is derived from its name: not a field of ``as_dict``, remade by ``replace``."""
    assert "_slug" not in CARDS[5].as_dict()
    renamed = CARDS[5].replace(name="Other Name")
    assert renamed.slug == "other-name"
    assert renamed.number == 5 and renamed.costs == CARDS[5].costs


class Spot(Frozen):
    __slots__ = ("x",)

    def __init__(self, x: int) -> None:
        assign(self, "x", x)


class Labelled(Spot):
    __slots__ = "label"  # one name, as a string: still one field

    def __init__(self, x: int, label: str) -> None:
        super().__init__(x)
        assign(self, "label", label)


def test_a_subclass_keeps_its_parents_fields_as_a_dataclass_does():
    assert Labelled._fields == ("x", "label")
    assert Labelled(1, "a") != Labelled(2, "a")
    assert hash(Labelled(1, "a")) == hash(Labelled(1, "a"))
    assert repr(Labelled(1, "a")) == "Labelled(x=1, label='a')"
    assert Labelled(1, "a").replace(x=3) == Labelled(3, "a")
