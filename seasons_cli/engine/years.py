"""Season moves, season changes and year changes with expansion content (expansions.md X27,
X28, EK-E9, PoD-E2, PoD-E5, 212).

``core.move_token`` hands an expansion game's moves here once the token has moved, the
libraries have joined the hands and the move is logged. What follows, in order (X27.3, X28.3):
at a main year change Arus's Cunning Schemes, then Into the Void; then Drought; then every
player's season-change and move effects (Figrim, Hourglass, Statue of Eolis, Chrono-Ring), player
by player from ``first`` (R17.4 or R18.6).
"""

from __future__ import annotations

from . import core
from .core import ask, log, push
from .dice import season_at
from .extra import with_seat
from .model import Action, Decision, Game, Task, find_in_play, made
from .registry import ENCHANTMENT_RULES, SEASON_MOVE, options, resolver, task
from .sacrifices import can_sacrifice_voluntarily, sacrifice

ARUS, VOID, DROUGHT = "aruss-cunning-schemes", "into-the-void", "drought"
for _slug in (ARUS, VOID, DROUGHT):
    ENCHANTMENT_RULES[_slug] = "years.after_move"
VOID_THRESHOLDS = {2: 15, 3: 30, 4: 50}  # PoD-E5: when year 1, year 2, year 3 ends


def after_move(game: Game, before: int, delta: int, first: int) -> None:
    """Queue what follows the move of the token from ``before`` by ``delta`` (X27.3, X28.3)."""
    after = game.position
    tasks: list[Task] = []
    main = _main_year_change(game, before, after)
    if main:
        if game.extra.enchantment == ARUS:
            tasks.append(Task("schemes", first, {}))
        if game.extra.enchantment == VOID:
            tasks += [Task("into_the_void", seat, {"year": main}) for seat in game.seats_from(first)]
    if game.extra.enchantment == DROUGHT and _first_summer_of_year(game, before, after):
        tasks.append(Task("drought", first, {}))
    if season_at(before) != game.season or (delta >= 3 and SEASON_MOVE):
        tasks += [Task("season_effects", seat, {"delta": delta, "changed": season_at(before)
                                                != game.season}) for seat in game.seats_from(first)]
    if season_at(before) != game.season:
        log(game, "season_change", season=game.season, year=game.year)
    push(game, *tasks)


def _main_year_change(game: Game, before: int, after: int) -> int:
    """X28.1: the first forward move into year 2, into year 3 and past space 12 of year 3 (4 for
    this last); 0 for any other move. Remembered in ``Extra.years``."""
    year_before, year_after = (before - 1) // 12 + 1, (after - 1) // 12 + 1
    if year_after <= year_before or year_after > 4:
        return 0
    for year in range(year_before + 1, year_after + 1):
        if year >= 2 and year not in game.extra.years:
            game.extra = game.extra.replace(years=(*game.extra.years, year))
            return year
    return 0


def _first_summer_of_year(game: Game, before: int, after: int) -> bool:
    """EK-E9: a forward move across the boundary of spaces 6 and 7 of the current year, checked
    once per year number (ruling, project decision)."""
    year = game.year
    boundary = 12 * (year - 1) + 6
    if not before <= boundary < after or year in game.extra.droughts:
        return False
    game.extra = game.extra.replace(droughts=(*game.extra.droughts, year))
    return True


@task("season_effects")
def _season_effects(game: Game, current: Task) -> None:
    """R17.4, R18.6 and X27.3: one player's season-change effects, one per copy in play, and
    their move effects (a single forward move of 3 or more: Chrono-Ring)."""
    from .flow import season_change_effects

    delta = current.data["delta"]
    if current.data["changed"]:
        season_change_effects(game, current.player)
    if delta >= 3:
        for card in list(game.players[current.player].in_play):
            if card.effect in SEASON_MOVE:
                SEASON_MOVE[card.effect](game, current.player, delta)


# --- PoD-E2 Arus's Cunning Schemes --------------------------------------------------------------

@task("schemes")
def _schemes(game: Game, current: Task) -> None:
    """Every player with a card in hand chooses one, secretly and at once, to pass left."""
    for seat in range(game.n):
        if game.players[seat].hand:
            ask(game, Decision(seat, "scheme", "schemes"))


@options("scheme")
def _scheme_options(game: Game, decision: Decision) -> list[Action]:
    seat = decision.player
    return [made(seat, "give", (n, game.left_of(seat))) for n in sorted(set(game.players[seat].hand))]


@resolver("schemes")
def _scheme(game: Game, decision: Decision, action: Action) -> None:
    """The chosen card waits, face down, in the player's (empty) packet; once every player has
    chosen, the cards move together (as Natural Selection's discards, prelude.py)."""
    player = game.player_for_change(decision.player)
    player.hand.remove(action.args[0])
    player.packet = [action.args[0]]
    if any(d.kind == "scheme" for d in game.pending):
        return
    passed = [game.players[seat].packet for seat in range(game.n)]
    for seat in range(game.n):
        player = game.player_for_change(seat)
        player.packet = []
        player.hand.extend(passed[(seat - 1) % game.n])


# --- PoD-E5 Into the Void -----------------------------------------------------------------------

@task("into_the_void")
def _into_the_void(game: Game, current: Task) -> None:
    """A player with a card in play and fewer crystals than the threshold sacrifices one (a
    forced sacrifice: no toll; a Shield given up gives 10, X21)."""
    player = game.players[current.player]
    if player.in_play and player.crystals < VOID_THRESHOLDS[current.data["year"]]:
        ask(game, Decision(current.player, "sacrifice", "into_the_void"))


@resolver("into_the_void")
def _void(game: Game, decision: Decision, action: Action) -> None:
    seat = decision.player
    sacrifice(game, seat, find_in_play(game.players[seat], *action.args), voluntary=False)


# --- EK-E9 Drought ------------------------------------------------------------------------------

@task("drought")
def _drought(game: Game, _: Task) -> None:
    """The player with strictly more crystals than every other chooses: sacrifice a card in play
    (voluntary: if Crystal Titan's toll cannot be paid, or with no card in play, they lose the
    space) or lose a reserve space for good (X6)."""
    crystals = [player.crystals for player in game.players]
    most = max(crystals)
    if crystals.count(most) > 1:
        log(game, "drought")  # a tie for the lead cancels it (no second chance this year)
        return
    seat = crystals.index(most)
    if game.players[seat].in_play and can_sacrifice_voluntarily(game, seat):
        ask(game, Decision(seat, "drought", "drought"))
    else:
        _lose_a_space(game, seat)


@options("drought")
def _drought_options(game: Game, decision: Decision) -> list[Action]:
    from .effects.common import in_play_choices

    seat = decision.player
    return [*(made(seat, "sacrifice", ref) for ref in in_play_choices(game, seat)),
            made(seat, "lose", ("space",))]


@resolver("drought")
def _drought_choice(game: Game, decision: Decision, action: Action) -> None:
    seat = decision.player
    if action.kind == "lose":
        _lose_a_space(game, seat)
    else:
        sacrifice(game, seat, find_in_play(game.players[seat], *action.args), voluntary=True)


def _lose_a_space(game: Game, seat: int) -> None:
    extra = game.extra
    game.extra = extra.replace(reductions=with_seat(extra.reductions, seat,
                                                    extra.reductions[seat] + 1))
    log(game, "drought", player=core.name(game, seat))
    game._grown = True  # the limit fell: the loop tests the reserves again (X6.3)
