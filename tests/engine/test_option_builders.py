"""The option builders rewritten for speed list exactly what the plain versions list, in the
same order (issue #5: a move's options and their order are part of the engine's behaviour)."""

from itertools import product

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
