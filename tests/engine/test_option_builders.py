"""The option builders rewritten for speed list exactly what the plain versions list, in the
same order (issue #5: a move's options and their order are part of the engine's behaviour)."""

from itertools import product

from seasons_cli.engine import core
from seasons_cli.engine import energy as en


def _plain_submultisets(pool, size=None):
    """The former ``submultisets``: every candidate of ``product`` tested one by one."""
    return [parts for parts in product(*(range(count + 1) for count in pool))
            if sum(parts) and (size is None or sum(parts) == size)]


def test_submultisets_match_the_plain_listing_in_order():
    """Every pool of 0-4 tokens per type, every size 0-17 and none: the same list, same order."""
    for pool in product(range(5), repeat=4):
        for size in (None, *range(18)):
            assert en.submultisets(pool, size) == _plain_submultisets(pool, size), (pool, size)


def test_submultisets_of_one_size_example():
    """Exact list for 1 air + 2 fire, 2 tokens: the overflow discards of that reserve (R10.4)."""
    assert en.submultisets((1, 0, 2, 0), 2) == [(0, 0, 2, 0), (1, 0, 1, 0)]
    assert en.submultisets((0, 0, 0, 0)) == []


def _plain_spends(reserve, amulets, sizes):
    """The former ``_spend_options``: every set of the pool tested for its size."""
    pool = reserve
    for tokens in amulets:
        pool = en.add(pool, tokens)
    found = []
    for tokens in _plain_submultisets(pool):
        if sizes is None or en.total(tokens) in sizes:
            found.extend([(tokens, ())] if not amulets
                         else core.amulet_payments(reserve, amulets, tokens))
    return found


def test_spend_options_match_the_plain_listing_in_order():
    """Transmutations (all sizes), exchanges (1-2 tokens) and single tokens (D17: Amulet of
    Water tokens too), with none, one or two loaded Amulets of Water: same list, same order."""
    amulet_sets = [(), ((0, 1, 0, 0),), ((1, 0, 0, 1), (0, 2, 0, 0))]
    for reserve in product(range(3), repeat=4):
        for amulets in amulet_sets:
            for sizes in (None, range(1, 2), range(1, 3), range(3, 4)):
                assert core._spends(reserve, amulets, sizes) \
                    == _plain_spends(reserve, amulets, sizes), (reserve, amulets, sizes)
