"""The engine's primitive operations: crystals, energy, gauge, cards, draws, the season token.

Card effects and the round flow are written in terms of these, so every rule about a primitive
(crystals never below 0, overflow, room on the gauge, reshuffling, year changes) lives in one place.
"""

from __future__ import annotations

from bisect import insort
from functools import lru_cache
from itertools import product
from operator import itemgetter
from typing import Any, TypeVar

from . import energy as en
from .chance import uniform
from .dice import season_at
from .energy import Energy
from .model import Decision, Game, InPlay, Player, Task, change_card, seat_tasks
from .registry import ON_SACRIFICE

AMULET_OF_WATER = 4
MESODAES_LANTERN, STATUE_OF_EOLIS = 106, 107  # X6.1
BESPELLED_GRIMOIRE = 18
HAND_OF_FORTUNE = 20
_SEASON_CHANGE = seat_tasks("season_change")  # by seat, made once (``model.seat_tasks``)

# A payment of energy: tokens from the reserve, plus tokens from Amulets of Water given as
# (copy of the amulet among the player's Amulets of Water, tokens) pairs (R10.6, D17).
Payment = tuple[Energy, tuple[tuple[int, Energy], ...]]


# --- bookkeeping -------------------------------------------------------------------------------

def log(game: Game, kind: str, **data: Any) -> None:
    """Record something that happened in this ``apply`` (chance outcomes above all)."""
    game.events.append({"kind": kind, **data})


def chance(game: Game, n: int, kind: str) -> int:
    """The next chance outcome in ``range(n)``, for ``kind`` (``fair.KIND_CLASS``): derived from
    the seed in an open game (chance is data), from the seed of the event it belongs to in a
    fair game (``fair.outcome``, which raises ``fair.Waiting`` when the game has none)."""
    if game.fair is None:
        value = uniform(game.settings.seed, game.chance, n)
    else:
        from .fair import outcome  # open games never load it

        value = outcome(game, n, kind)
    game.chance += 1
    return value


def push(game: Game, *tasks: Task) -> None:
    """Schedule ``tasks`` to run next, in the order given (before anything already scheduled)."""
    if len(tasks) == 1:
        game.tasks.append(tasks[0])
    else:
        game.tasks.extend(reversed(tasks))


def ask(game: Game, decision: Decision) -> None:
    game.pending.append(decision)


def name(game: Game, seat: int) -> str:
    return game.settings.players[seat]


# --- crystals (R11) ----------------------------------------------------------------------------

IOS_MINION = 218


def gain_crystals(game: Game, seat: int, amount: int) -> None:
    """R11; X19: a player with an Io's Minion in play (not under a Deadbolt) gains none."""
    if game.extra is not None and game.players[seat].count(IOS_MINION):
        return
    game.player_for_change(seat).crystals += amount


def lose_crystals(game: Game, seat: int, amount: int) -> int:
    """R11.3: lose up to ``amount``, never below 0; returns what was lost."""
    player = game.player_for_change(seat)
    lost = min(amount, player.crystals)
    player.crystals -= lost
    return lost


def give_crystals(game: Game, giver: int, receiver: int, amount: int) -> int:
    """R11.4: the giver gives what they have, up to ``amount``; the receiver gains exactly that."""
    given = lose_crystals(game, giver, amount)
    gain_crystals(game, receiver, given)
    return given


# --- energy (R10) ------------------------------------------------------------------------------

def gain_energy(game: Game, seat: int, tokens: Energy) -> None:
    """Tokens go into the reserve; the game loop then enforces the limit (R10.4, D3).

    Every gain of the engine comes through here (other changes of a reserve only keep or lower
    its size). A reserve that passes 7, the lowest limit, marks the game so that the loop tests
    the reserves again (``flow.run``)."""
    player = game.player_for_change(seat)
    energy = player.energy  # ``en.add``, inline: every die face with energy gains
    energy = player.energy = (energy[0] + tokens[0], energy[1] + tokens[1],
                              energy[2] + tokens[2], energy[3] + tokens[3])
    if energy[0] + energy[1] + energy[2] + energy[3] > 7 or game.extra is not None:
        game._grown = True  # an expansion game's limit can be lower (X6): its loop tests


def reserve_limit(game: Game, seat: int) -> int:
    """R10.3: 7, or 10 while the player has a Bespelled Grimoire in play (two still give 10).
    X6.1 with expansion content: that base, less 1 per Mesodae's Lantern and per Statue of
    Eolis effect of theirs and per decreased-reserve token they took (Drought), never below 0."""
    player = game.players[seat]
    base = 10 if player.count(BESPELLED_GRIMOIRE) else 7
    if game.extra is None:
        return base
    reductions = player.count(MESODAES_LANTERN) + player.count(STATUE_OF_EOLIS)
    return max(0, base - reductions - game.extra.reductions[seat])


def amulet_indices(player: Player) -> list[int]:
    """Indices in play of the player's Amulets of Water, whose tokens can be spent (D17)."""
    return [i for i, card in enumerate(player.in_play) if card.effect == AMULET_OF_WATER]


def spendable(player: Player) -> Energy:
    """Every token the player may spend: the reserve plus Amulet of Water tokens (R10.6)."""
    pool = player.energy
    for card in player.in_play:
        if card.effect == AMULET_OF_WATER:
            pool = en.add(pool, card.tokens)
    return pool


def payments(player: Player, need: Energy) -> list[Payment]:
    """Every way to take the tokens ``need`` from the reserve and the Amulets of Water."""
    amulets = amulet_tokens(player)
    if not amulets:
        return [(need, ())] if en.contains(player.energy, need) else []
    return list(amulet_payments(player.energy, amulets, need))


def amulet_tokens(player: Player) -> tuple[Energy, ...]:
    """The tokens on the player's Amulets of Water in play order; ``()`` when none holds any,
    as then every payment comes from the reserve alone."""
    amulets = ()
    loaded = False
    for card in player.in_play:  # a plain loop: every payment option asks this
        if card.effect == AMULET_OF_WATER:
            amulets += (card.tokens,)
            if card.tokens != en.NONE:
                loaded = True
    return amulets if loaded else ()


def hands_and_amulets(player: Player) -> tuple[int, tuple[Energy, ...]]:
    """``player.count(HAND_OF_FORTUNE)`` and ``amulet_tokens(player)`` in one walk of the cards
    in play: what a summon costs and how it can be paid (every step C asks both, several times:
    options, "several?", the check). ``actions._summons`` writes this walk out: change both."""
    hands = 0
    amulets: tuple[Energy, ...] = ()
    loaded = False
    for card in player.in_play:
        number = card.effect
        if number == HAND_OF_FORTUNE:
            hands += 1
        elif number == AMULET_OF_WATER:
            amulets += (card.tokens,)
            if card.tokens != en.NONE:
                loaded = True
    return hands, amulets if loaded else ()


# Payment lists are a function of the reserve, the amulets' tokens and the need alone, and the
# same few positions come back again and again (every option list and every check of a move asks
# for them), so they are computed once. The caches are bounded: cleared when they grow too large.
CACHE_LIMIT = 8192  # entries per cache: ~20 MB at worst in a long bot arena (100 games: ~4000)
_PAYMENTS: dict[tuple[Energy, tuple[Energy, ...], Energy], tuple[Payment, ...]] = {}


V = TypeVar("V")


def remember(cache: dict[Any, V], key: Any, value: V) -> V:
    """Store ``value`` in one of the option caches and return it; a full cache is emptied first
    (the options of any position are cheap to compute again, memory is not unbounded)."""
    if len(cache) >= CACHE_LIMIT:
        cache.clear()
    cache[key] = value
    return value


def amulet_payments(reserve: Energy, amulets: tuple[Energy, ...],
                    need: Energy) -> tuple[Payment, ...]:
    """``payments`` by value, for ``amulets`` as ``amulet_tokens`` gives them (not empty): the
    cached tuple itself (read-only)."""
    key = (reserve, amulets, need)
    found = _PAYMENTS.get(key)
    if found is None:
        found = remember(_PAYMENTS, key, tuple(_split_payments(reserve, amulets, need)))
    return found


def _split_payments(reserve: Energy, amulets: tuple[Energy, ...], need: Energy) -> list[Payment]:
    """``payments`` with loaded amulets: every split of each type among the reserve and them.

    A combination of one split per type, transposed (``zip``), gives each source's part."""
    pools = (reserve, *amulets)
    per_type = []
    for kind in range(4):
        splits = _splits(need[kind], tuple(map(itemgetter(kind), pools)))
        if not splits:
            return []
        per_type.append(splits)
    found = []
    for combo in product(*per_type):  # plain loops, no comprehension: a call less per split
        parts = tuple(zip(*combo))
        cards = []
        for copy, part in enumerate(parts[1:]):
            if any(part):
                cards.append((copy, part))
        found.append((parts[0], tuple(cards)))
    return found  # type: ignore[return-value]


@lru_cache(maxsize=1024)
def _splits(amount: int, capacities: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Ways to take ``amount`` from sources with these capacities, as counts per source (the
    same few small splits come back for every payment: made once)."""
    if len(capacities) == 1:
        return ((amount,),) if amount <= capacities[0] else ()
    found = []
    for first in range(min(amount, capacities[0]) + 1):
        for rest in _splits(amount - first, capacities[1:]):
            found.append((first, *rest))
    return tuple(found)


def payment_total(payment: Payment) -> Energy:
    reserve, cards = payment
    for _, tokens in cards:
        reserve = en.add(reserve, tokens)
    return reserve


def pay(game: Game, seat: int, payment: Payment) -> None:
    """Return the paid tokens to the supply (R2.9)."""
    player = game.player_for_change(seat)
    reserve, cards = payment
    energy = player.energy  # ``en.sub``, inline: every summon, transmutation and payment pays
    player.energy = (energy[0] - reserve[0], energy[1] - reserve[1], energy[2] - reserve[2],
                     energy[3] - reserve[3])
    if not cards:
        return
    amulets = amulet_indices(player)
    for copy, tokens in cards:
        index = amulets[copy]
        change_card(player, index, tokens=en.sub(player.in_play[index].tokens, tokens))


def spend_options(player: Player, sizes: range | None = None) -> list[Payment]:
    """Every payment of a non-empty set of tokens (of a total size in ``sizes`` if given)."""
    return list(_spend_options(player.energy, amulet_tokens(player), sizes))


_SPEND: dict[tuple[Energy, tuple[Energy, ...], range | None], tuple[Payment, ...]] = {}


def _spend_options(reserve: Energy, amulets: tuple[Energy, ...],
                   sizes: range | None) -> tuple[Payment, ...]:
    """``spend_options`` by value (cached like ``amulet_payments``)."""
    key = (reserve, amulets, sizes)
    found = _SPEND.get(key)
    if found is None:
        found = remember(_SPEND, key, tuple(_spends(reserve, amulets, sizes)))
    return found


def _spends(reserve: Energy, amulets: tuple[Energy, ...], sizes: range | None) -> list[Payment]:
    """``_spend_options`` made (a cache miss: every position never seen). The token sets are in
    ``product`` order, which is the sorted order: those of each size are listed by
    ``submultisets`` and sorted together, without testing every set of the pool for its size."""
    pool = reserve
    for tokens in amulets:
        pool = en.add(pool, tokens)
    if sizes is None:
        candidates = en.submultisets(pool)
    else:
        candidates = []
        for size in sizes:
            candidates += en.submultisets(pool, size)
        if len(sizes) > 1:
            candidates.sort()
    if not amulets:  # the reserve holds them: the pool is the reserve
        return [(tokens, ()) for tokens in candidates]
    found: list[Payment] = []
    for tokens in candidates:
        found.extend(amulet_payments(reserve, amulets, tokens))
    return found


# --- tolls other players' cards take (cards 33 and 41) ---------------------------------------

ARCANO_LEECH = 33
THIEVING_FAIRIES = 41


def toll_owners(game: Game, seat: int, number: int) -> list[int]:
    """One entry per copy of card ``number`` in opponents' play areas, in turn order from the
    player's left (R14.10, R20.4): who takes a toll from ``seat``."""
    found = []
    for other in game.opponents(seat):
        for card in game.players[other].in_play:  # a plain loop: every summon asks
            if card.effect == number:
                found.append(other)
    return found


def toll_count(game: Game, seat: int, number: int) -> int:
    """``len(toll_owners(game, seat, number))`` without listing them."""
    found = 0
    for other, player in enumerate(game.players):
        if other != seat:
            for card in player.in_play:  # Player.count, inline: every summon option asks this
                if card.effect == number:
                    found += 1
    return found


def pay_leech_tolls(game: Game, seat: int) -> None:
    """Card 33: before a summon from hand each opposing Leech takes 1 crystal (R14.4 step 2)."""
    for owner in toll_owners(game, seat, ARCANO_LEECH):
        give_crystals(game, seat, owner, 1)


def take_fairies_tolls(game: Game, seat: int) -> None:
    """Card 41: each opposing Fairies takes 1 crystal (if any) and its owner gains 1 more."""
    for owner in toll_owners(game, seat, THIEVING_FAIRIES):
        give_crystals(game, seat, owner, 1)
        gain_crystals(game, owner, 1)


def activation_crystals(game: Game, seat: int) -> int:
    """The crystals left to pay an activation cost once the Fairies' tolls are taken (R14.9)."""
    tolls = toll_count(game, seat, THIEVING_FAIRIES)
    return max(0, game.players[seat].crystals - tolls)


# --- gauge and room (R13) ----------------------------------------------------------------------

def raise_gauge(game: Game, seat: int, amount: int) -> None:
    player = game.player_for_change(seat)
    player.gauge = min(15, player.gauge + amount)


def lower_gauge(game: Game, seat: int, amount: int) -> None:
    player = game.player_for_change(seat)
    player.gauge = max(0, player.gauge - amount)


def has_room(game: Game, seat: int) -> bool:
    """R13.2: cards in play fewer than the gauge."""
    player = game.players[seat]
    return len(player.in_play) < player.gauge


# --- cards -------------------------------------------------------------------------------------

def draw(game: Game, seat: int) -> int | None:
    """R16: take a card from the draw pile, reshuffling the discard pile when it is empty (D30).

    Returns None when both piles are empty (D13). The card is not placed anywhere: the caller
    decides where it goes. A card already looked at on top of the pile (Crystal Orb) comes first.
    """
    card = _take_top(game, "draw")
    log(game, "draw", player=name(game, seat), card=card)
    return card


def _take_top(game: Game, kind: str) -> int | None:
    """The top card of the draw pile: the known one, else a random one (after a reshuffle), for
    ``kind`` ("draw", "look" or "discard"). Neither the known card nor empty piles ask chance.
    A sealed game's draw pile is in order: its top card is taken, and its reshuffle is the
    players' (``sealed.reshuffle``). An expansion game's piles are ``piles``' (X4, X24)."""
    if game.extra is not None:
        from .piles import take_top

        return take_top(game, kind)
    if game.top is not None:
        card, game.top = game.top, None
        return card
    sealed = game.sealed is not None
    if not game.draw_pile:
        if not game.discard:
            return None
        log(game, "reshuffle", cards=len(game.discard))
        game.draw_pile = sorted(game.discard) if not sealed else _players_reshuffle(game)
        game.discard = []
    game.piles_for_change()
    return game.draw_pile.pop(chance(game, len(game.draw_pile), kind) if not sealed else 0)


def _players_reshuffle(game: Game) -> list[int]:
    from .sealed import reshuffle

    return reshuffle(game)


take_top = _take_top


def peek(game: Game, seat: int) -> int | None:
    """Look at the top card of the draw pile (R16.2: reshuffling if needed) and keep it on top."""
    if game.extra is not None:
        from .piles import look

        seen = look(game, seat, 1)
        return seen[0] if seen else None
    if game.top is None:
        card = _take_top(game, "look")
        if card is None:
            return None
        log(game, "look", player=name(game, seat), card=card)
        game.top = card
    return game.top


def discard_top(game: Game) -> None:
    """The top card goes to the discard pile unseen (Crystal Orb option b): the known one, else
    one taken from the draw pile as a draw would (R16.2: reshuffling if needed)."""
    card = _take_top(game, "discard")
    if card is not None:
        log(game, "discard_top", card=card)
        discard_card(game, card)


def gained(game: Game, seat: int) -> None:
    """X25.1: ``seat`` gained one or more cards into their hand: under Argos' Embrace it costs
    them, once the effect is complete (``embrace.owe``)."""
    if game.extra is not None and game.extra.enchantment == "argos-embrace":
        from .embrace import owe

        owe(game, seat)


def drew_one(game: Game, seat: int, card: int) -> None:
    """X25.2: ``seat`` drew exactly one card and keeps it: Speedwall the Escaped may react
    (X18, card 301), once the effect that drew it is done (a task)."""
    if game.extra is not None:
        from .reactions import after_single_draw

        after_single_draw(game, seat, card)


def discard_card(game: Game, number: int) -> None:
    game.piles_for_change()
    game.discard.append(number)


def enter_play(game: Game, seat: int, number: int) -> int:
    """The card enters the play area straight (R14.4 step 3, R14.11); returns its index."""
    in_play = game.player_for_change(seat).in_play
    if game.extra is not None:  # an expansion game's card gets a uid (links.py)
        from .links import new_marks

        in_play.append(InPlay(number, marks=new_marks(game, number)))
    else:
        in_play.append(InPlay(number))
    return len(in_play) - 1


def leave_play(game: Game, seat: int, index: int, *, to_hand: bool = False) -> int:
    """R14.12: sacrifice (to the discard pile) or return to hand. Tokens on it are lost (D27)."""
    if game.extra is not None:  # Replicas, links, centre rows, Shields (X17.3, X21-X23, 219)
        from .links import leave_play as leave_play_expanded

        return leave_play_expanded(game, seat, index, to_hand)
    player = game.player_for_change(seat)
    card = player.in_play.pop(index)
    if to_hand:
        player.hand.append(card.number)
    else:
        discard_card(game, card.number)
        if card.effect in ON_SACRIFICE:
            ON_SACRIFICE[card.effect](game, seat)
    return card.number


def can_be_put_into_play(game: Game, number: int) -> bool:
    """X16.2: Mesodae's Lantern (106) enters play only by a summon."""
    return game.extra is None or number != MESODAES_LANTERN


def put_into_play_free(game: Game, seat: int, number: int) -> None:
    """R14.6, D10: not a summon; needs room, else the card is discarded; its entry effect resolves
    (X16 in an expansion game: ``summons.put_into_play``).

    In a sealed game the card may still be a handle (put into play without a choice): the move
    needs it revealed (``sealed.identity``)."""
    if number < 0:
        from .sealed import identity

        number = identity(game, number)
    if game.extra is not None:
        from .summons import put_into_play

        put_into_play(game, seat, number)
        return
    if not has_room(game, seat):
        discard_card(game, number)
        log(game, "no_room", player=name(game, seat), card=number)
        return
    index = enter_play(game, seat, number)
    push(game, Task("entry", seat, {"index": index, "card": number, "free": True}))


def count_kind(player: Player, familiar: bool) -> int:
    from ..cards.catalogue import CARDS

    return sum(1 for card in player.in_play if CARDS[card.number].is_familiar == familiar)


# --- the season token (R17.2-R18.9) ------------------------------------------------------------

def move_token(game: Game, delta: int, first_to_resolve: int) -> None:
    """Move the season token ``delta`` spaces; hand out libraries; queue season-change effects.

    Season-change effects resolve player by player starting with ``first_to_resolve``
    (the active player for Temporal Boots, R18.6; the next first player at the end of a round, R17.4).
    """
    before, old_year = game.position, game.year
    game.position = before + delta
    year, season = game.year, game.season  # each property once: every round moves the token
    if year > old_year:
        _hand_out_libraries(game, year)
    log(game, "season", delta=delta, year=year, space=game.space)
    if game.extra is not None:  # X27, X28: year-change, Drought and move effects too
        from .years import after_move

        after_move(game, before, delta, first_to_resolve)
        return
    if season_at(before) != season:
        log(game, "season_change", season=season, year=year)
        push(game, *map(_SEASON_CHANGE.__getitem__, game.seats_from(first_to_resolve)))


def _hand_out_libraries(game: Game, year: int) -> None:
    """R18.5: library II joins the hand in year 2, library III in year 3; nothing otherwise."""
    for seat in range(len(game.players)):
        player = game.player_for_change(seat)
        if year == 2:
            player.hand.extend(player.library2)
            player.library2 = []
        elif year == 3:
            player.hand.extend(player.library3)
            player.library3 = []


def sorted_insert(cards: list[int], number: int) -> None:
    insort(cards, number)
