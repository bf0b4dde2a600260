"""Small value classes without ``@dataclass``: the same behaviour, made at a fraction of the cost.

``@dataclass`` writes each class's ``__init__``, ``__eq__``, ``__hash__`` and ``__repr__`` as
source text and compiles it when the module is imported: about 1 ms per class, paid by every
command that imports the module (issue #5, P1). ``Frozen`` gives what
``@dataclass(frozen=True, slots=True)`` gives (equality and hash by fields, a repr naming them,
no assignment after ``__init__``) with methods written once; ``Fields`` the same, mutable and
unhashable, like ``@dataclass(slots=True)``. A subclass lists its fields in ``__slots__`` (in
order: equality, hash and repr follow it) and sets them in its own ``__init__``, which takes
them in that order.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

assign = object.__setattr__  # how a ``Frozen`` class's ``__init__`` sets its fields


class Fields:
    """Equality by fields (same class only) and a ``Name(field=value, ...)`` repr."""

    __slots__ = ()
    __hash__ = None  # type: ignore[assignment]  # mutable: unhashable, like a dataclass

    _fields: tuple[str, ...] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Give each class its field names and a fast ``_values``: its parent's fields, then the
        names of its own ``__slots__`` in order (as a dataclass extends its parent's), but for
        those starting with ``_``, which are derived from the fields (a card's slug) or
        bookkeeping (a game's shared players), not fields, and those its ``_derived`` names
        (derived too, but read everywhere by their plain name: a card's ``effect``)."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("__slots__", ())
        own = (own,) if isinstance(own, str) else own
        derived = cls.__dict__.get("_derived", ())
        added = tuple(name for name in own if name[0] != "_" and name not in derived)
        if added:
            names = cls._fields + added
            cls._fields = names
            get = attrgetter(*names)
            if len(names) == 1:
                cls._values = lambda self: (get(self),)  # type: ignore[method-assign]
            else:
                cls._values = lambda self: get(self)  # type: ignore[method-assign]

    def _values(self) -> tuple[Any, ...]:
        """The fields' values, in order (replaced per class by ``__init_subclass__``)."""
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()  # type: ignore[attr-defined]
        return NotImplemented

    def as_dict(self) -> dict[str, Any]:
        """The fields by name, in order. A slot whose name starts with ``_`` is derived from the
        fields (a card's slug), not a field."""
        return dict(zip(self._fields, self._values()))

    def replace(self, **changes: Any) -> Any:
        """A copy with the fields ``changes`` names changed, as ``dataclasses.replace`` (an
        unknown name is a TypeError from ``__init__``)."""
        return self.__class__(**{**self.as_dict(), **changes})

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self._values()))
        return f"{self.__class__.__qualname__}({shown})"


class Frozen(Fields):
    """``Fields``, hashable and read-only: ``__init__`` sets its fields with ``assign``."""

    __slots__ = ()

    def __hash__(self) -> int:
        return hash(self._values())

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Copied and pickled through ``__init__`` (which takes the fields in order)."""
        return self.__class__, self._values()


def setters(cls: type[Fields]) -> tuple[Any, ...]:
    """The ``__set__`` of each field's slot, in field order: what the ``__init__`` of a class
    made by the thousand (a move, an entry) calls to set its fields, about twice as fast as
    ``assign`` and without passing through a read-only class's ``__setattr__``."""
    return tuple(getattr(cls, name).__set__ for name in cls._fields)

