"""The game loop and the flow of a game: setup, prelude, rounds, turns, end of round, end of game.

``run`` advances a game until somebody must decide: it enforces the reserve limit (R10.4), makes
decisions that have a single option on their own (recording them), and otherwise pops the next
``Task`` from the stack. Each task handler below is one step of rules.md.
"""

from __future__ import annotations

from itertools import combinations, permutations

from ..cards.catalogue import APPRENTICE_DECKS, LEVEL_CARDS
from . import core
from .core import ask, chance, log, push
from .dice import FACE_IDS, FACES, SEASONS
from .energy import total
from .errors import IllegalAction, SetupError
from .model import (LEVELS, Action, Decision, Game, Player, RolledDie, Settings, Task, change_card,
                    plain_decision, plain_task, seat_decisions, seat_tasks)
from .registry import (
    CANDIDATES,
    ENCHANTMENT_END_OF_ROUND,
    END_OF_GAME,
    END_OF_ROUND,
    OPTIONS,
    RESOLVERS,
    SEASON_CHANGE,
    SEVERAL,
    SINGLE,
    TASKS,
    enchantment_implemented,
    implemented,
    task,
    token_implemented,
)

HAND_SIZE = 9
TRUSTS = ("open", "fair", "sealed")  # Settings.trust (fair-play.md §1)

# The tasks and decisions of every turn, by seat (``seat_tasks``): made once, read without a call.
_TURN, _DIE_ACTIONS, _DIE_REST, MAIN_TASKS, _END_ROUND, _CHOOSE_DIE = (
    seat_tasks(op) for op in ("turn", "die_actions", "die_rest", "main", "end_round", "choose_die"))
_MAIN_DECISIONS, _DIE_DECISIONS = seat_decisions("main"), seat_decisions("die")
_END_OF_ROUND_EFFECTS, _ADVANCE = seat_tasks("end_of_round_effects"), seat_tasks("advance")
_END_CHECK, _ROUND_START = seat_tasks("end_check"), seat_tasks("round_start")
_DRAFT_DECISIONS, _DRAW_DECISIONS = seat_decisions("draft"), seat_decisions("draw")


# --- public entry points -----------------------------------------------------------------------

def new_game(settings: Settings) -> Game:
    """Set up a game (R4, R5; G6 with expansion content) and run it to the first decisions of
    the prelude.

    A fair game waits for the seed of its setup event instead (``waiting.supply``); a sealed
    game then for the players' shuffle of the deck too (``sealed.start``)."""
    if settings.expanded:
        from .expansions import load

        load()  # the expansions' rules and effects (a base game never loads them)
    _check_settings(settings)
    game = Game(settings, [Player(name) for name in settings.players])
    if settings.trust == "fair":
        from .waiting import start

        return start(game)
    if settings.trust == "sealed":
        from .sealed import start as start_sealed

        return start_sealed(game)
    set_up(game)
    return game


def set_up(game: Game) -> None:
    """R4.2-R5.3: the dice, the cards dealt or assigned, the draw pile; then the prelude.

    A sealed game's deck is the players' shuffle of the pool (``sealed.deck``): its cards are
    dealt from the top, the rest is the draw pile in that order."""
    settings = game.settings
    _choose_dice(game)
    if settings.expanded:
        from .prelude import set_up_expanded

        set_up_expanded(game)
        run(game)
        return
    pool = [number for number in _pool_cards(settings.level) for _ in range(2)]
    if settings.level == "apprentice":
        _assign_decks(game, pool)
    if game.sealed is not None:
        pool = _sealed_deck(game, pool)
    if settings.level != "apprentice":
        _deal(game, pool)
    game.draw_pile = sorted(pool) if game.sealed is None else pool
    run(game)


def _sealed_deck(game: Game, pool: list[int]) -> list[int]:
    from .sealed import deck

    return deck(game, pool)


def legal_actions(game: Game, player: int | None = None) -> list[Action]:
    """Every legal action of the pending decision(s), optionally of one player only.

    A sealed game's view lists them as ``viewpoint.legal_actions`` does (its handles)."""
    if game.sealed is not None:
        from .viewpoint import legal_actions as legal_in_view

        return legal_in_view(game, player)
    pending = game.pending
    if len(pending) == 1:  # one decision (most positions): its options function's list, a new
        decision = pending[0]  # one in every call (``registry.options``), is the answer itself
        if player is None or decision.player == player:
            return OPTIONS[decision.kind](game, decision)
        return []
    found: list[Action] = []
    for decision in pending:
        if player is None or decision.player == player:
            found.extend(OPTIONS[decision.kind](game, decision))
    return found


def apply(game: Game, action: Action) -> Game:
    """The game after ``action``: a new ``Game``; ``game`` itself is left as it was.

    Raises ``IllegalAction`` unless the action is one of ``legal_actions(game)``. The new game's
    ``events`` list what happened, chance outcomes first of all. The two games share the players
    the move left unchanged (``Game.copy_sharing_players``): change a player of either only
    through ``Game.player_for_change`` (or work on a ``copy()``).

    A fair game's move may wait for an event's seed instead (``waiting.apply``).
    """
    if game.fair is not None:
        from .waiting import apply as apply_fair

        return apply_fair(game, action)
    decision = _decision_for(game, action)
    after = game.copy_sharing_players()  # its ``events`` a new list already
    after.pending.remove(decision)  # ``apply_in_place``, inline: one call less per move
    RESOLVERS[decision.purpose or decision.kind](after, decision, action)
    run(after)
    return after


def apply_in_place(game: Game, decision: Decision, action: Action) -> None:
    """``apply`` without the copy, for a caller that owns ``game`` and has already found the
    pending ``decision`` that ``action`` answers (``check_action``): replaying a file's history
    this way saves a copy of the whole state per move. ``game.events`` starts afresh.

    A fair game becomes what ``apply`` gives (which may wait: ``waiting.apply``)."""
    if game.fair is not None:
        from .waiting import become

        become(game, apply(game, action))
        return
    game.events = []
    game.pending.remove(decision)
    RESOLVERS[decision.purpose or decision.kind](game, decision, action)  # by purpose first
    run(game)


def resolve(game: Game, decision: Decision, action: Action) -> None:
    """Carry out ``action``, the answer to the pending ``decision``, in place: the body of
    ``apply`` and ``apply_in_place``, which write it out (a call less per move), for a fair
    game's move (``waiting``)."""
    game.pending.remove(decision)
    RESOLVERS[decision.purpose or decision.kind](game, decision, action)
    run(game)


def run(game: Game) -> None:
    """Advance until a decision with several options is pending or the game is over.

    Before every task the reserves are tested against the lowest limit (R10.4). Once all of
    them are within it, they can only get past it by a gain (``core.gain_energy``, which sets
    ``game._grown`` when a reserve passes 7), so the test waits for one; the caller may have
    changed the game, so the first test is always made. A reserve past 7 is tested before every
    task, as its limit can fall without a gain (a Bespelled Grimoire leaving play, R10.3)."""
    game._grown = True
    while True:
        pending = game.pending  # read each time: an effect may replace the list
        if pending:
            # Make a pending decision that has exactly one option, then look again; return when
            # each has several (inline, not a call per loop: every move passes here). The list is
            # walked as it is (no copy): option functions only read the game, and the walk ends
            # as soon as a decision is taken out of it. A decision that ``SEVERAL`` finds
            # without two options and that ``SINGLE`` knows has its one option without a listing.
            for decision in pending:
                kind = decision.kind
                several = SEVERAL.get(kind)
                if several is None:
                    choices = OPTIONS[kind](game, decision)
                elif several(game, decision):
                    continue
                else:
                    single = SINGLE.get(kind)
                    choices = [single(game, decision)] if single else OPTIONS[kind](game, decision)
                if len(choices) == 1:
                    pending.remove(decision)
                    log(game, "auto", player=game.settings.players[decision.player],
                        action=choices[0])
                    RESOLVERS[decision.purpose or kind](game, decision, choices[0])
                    break
            else:
                return
            continue
        if game._grown:
            game._grown = False
            floor = 7 if game.extra is None else game.extra.floor  # the lowest limit (R10.3, X6)
            for player in game.players:  # over the lowest limit? (R10.3)
                energy = player.energy
                if energy[0] + energy[1] + energy[2] + energy[3] > floor:
                    game._grown = True
                    _check_overflow(game)
                    break
            if game.pending:  # an overflow decision, made first
                continue
        tasks = game.tasks
        if not tasks:
            return
        current = tasks.pop()
        TASKS[current.op](game, current)


# --- the loop's helpers ------------------------------------------------------------------------

def straight_on(game: Game) -> bool:
    """Whether ``run`` would run the next task at once: no decision is pending and no reserve
    can be over its limit (``game._grown`` unset). A task about to push the task that follows it
    may then run that task itself, saving the loop's round trip (a turn's steps B and C)."""
    return not game._grown and not game.pending


def _decision_for(game: Game, action: Action) -> Decision:
    player = action.player
    plain = action.__class__ is Action
    args = action.args if plain else None
    for decision in game.pending:
        if decision.player == player:
            narrow = CANDIDATES.get(decision.kind)  # _candidates, inline: every move asks
            options = (narrow(game, decision, action) if narrow
                       else OPTIONS[decision.kind](game, decision))
            # ``action in options``, comparing the arguments first: a loop that compares tuples
            # costs less than a call of ``Action.__eq__`` per option (most options differ by
            # their arguments), and an option equals the action only if their arguments are
            # equal (``Action.__eq__``).
            if not plain:
                if action in options:
                    return decision
                continue
            for option in options:
                if option is action or (option.args == args and option == action):
                    return decision
    waiting = [game.settings.players[d.player] for d in game.pending]
    if action.player not in [d.player for d in game.pending]:
        who = ", ".join(waiting) if waiting else _nobody(game)
        raise IllegalAction(f"it is not {game.settings.players[action.player]}'s decision: "
                            f"waiting for {who}")
    raise IllegalAction("not a legal move now")


def _nobody(game: Game) -> str:
    """Whom a game without a pending decision waits for: nobody, or an event's seed (a fair
    game waiting, ``waiting.awaited``), or what a sealed game's players must do
    (``sealed.ShuffleNeed``, ``sealed.RevealNeed``)."""
    held = game.fair.held if game.fair is not None else None
    if held is None:
        return "nobody (the game is over)"
    waited = getattr(held.event, "waited", None)
    return waited() if waited is not None else f"the seed of {held.event}"


def _candidates(game: Game, decision: Decision, action: Action) -> list[Action]:
    narrow = CANDIDATES.get(decision.kind)
    return narrow(game, decision, action) if narrow else OPTIONS[decision.kind](game, decision)


def _check_overflow(game: Game) -> None:
    """R10.4, D3: a reserve over its limit is trimmed, by its owner's choice, before anything else.

    ``run`` calls this only when some reserve holds more than 7 tokens, the lowest limit (R10.3):
    that cheap test is made there."""
    for seat in game.seats_from(game.active):
        excess = total(game.players[seat].energy) - core.reserve_limit(game, seat)
        if excess > 0:
            ask(game, Decision(seat, "overflow", data={"count": excess}))
            return


# --- setup (R4, R5) ----------------------------------------------------------------------------

def _check_settings(settings: Settings) -> None:
    players = settings.players
    if not 2 <= len(players) <= 4:
        raise SetupError(f"Seasons is played by 2 to 4 players, not {len(players)}")
    if len(set(players)) != len(players):
        raise SetupError("player names must be different")
    if settings.level not in LEVELS:
        raise SetupError(f"unknown level {settings.level!r}: choose one of {', '.join(LEVELS)}")
    missing = [n for n in _pool_cards(settings.level) if not implemented(n)]
    if missing:
        from .content import runs

        cards = f"cards {runs(missing)} have" if len(missing) > 1 else f"card {missing[0]} has"
        raise SetupError(f"the {settings.level} level is not available yet: {cards} no effects "
                         "in this version")
    if settings.expanded:
        _check_expanded(settings)
    if settings.edition not in (1, 2):
        raise SetupError(f"unknown card edition {settings.edition}: choose 1 or 2")
    if settings.trust not in TRUSTS:
        raise SetupError(f"unknown kind of game {settings.trust!r}: choose one of "
                         f"{', '.join(TRUSTS)}")
    if settings.decks is not None:
        if settings.level != "apprentice":
            raise SetupError("pre-built decks are only used at the apprentice level (R5.1)")
        if len(settings.decks) != len(players) or len(set(settings.decks)) != len(players) \
                or not set(settings.decks) <= set(APPRENTICE_DECKS):
            raise SetupError(f"--decks needs {len(players)} different deck numbers from 1 to 4")
    _check_bots(settings)


def _check_bots(settings: Settings) -> None:
    """Only players can be bots, each once (the strength is the bots' business, not the rules')."""
    names = [name for name, _ in settings.bots]
    for name in names:
        if name not in settings.players:
            raise SetupError(f"bot {name!r} is not a player of this game "
                             f"(players: {', '.join(settings.players)})")
    if len(set(names)) != len(names):
        raise SetupError("a seat can have only one bot")


def _check_expanded(settings: Settings) -> None:
    """G6: the combinations refused with their reason; then what this version cannot play yet
    (a game is never played with a piece it does not implement)."""
    from .content import check_content, missing_pieces

    check_content(settings)
    if settings.trust == "sealed":
        raise SetupError("not yet: sealed games with expansion content (docs/fair-play.md, "
                         "'Expansion cards in sealed games'); play an open or a fair game")
    missing = missing_pieces(settings, implemented, token_implemented, enchantment_implemented)
    if missing:
        raise SetupError(f"not yet: this version has no effects for {'; '.join(missing)}")


def _pool_cards(level: str) -> tuple[int, ...]:
    return LEVEL_CARDS[level]


def _choose_dice(game: Game) -> None:
    """R4.2, D12: N + 1 dice of each colour; with 2-3 players a random subset per colour."""
    count = game.n + 1
    game.dice_in_game = {}  # its own: a fair game's setup runs on copies of the game (waiting)
    for season in SEASONS:
        subsets = list(combinations(range(1, 6), count))
        game.dice_in_game[season] = subsets[chance(game, len(subsets), "dice")]
    log(game, "dice", dice={s: list(d) for s, d in game.dice_in_game.items()})


def _assign_decks(game: Game, pool: list[int]) -> None:
    """R5.1, D20: each player gets a different pre-built deck, named or drawn from the seed."""
    decks = game.settings.decks
    if decks is None:
        orders = list(permutations(sorted(APPRENTICE_DECKS), game.n))
        decks = orders[chance(game, len(orders), "decks")]
    for seat, deck in enumerate(decks):
        game.player_for_change(seat).chosen = list(APPRENTICE_DECKS[deck])
        for number in deck_cards(deck):
            pool.remove(number)
    log(game, "decks", decks={p.name: d for p, d in zip(game.players, decks)})
    _start_split(game)


def deck_cards(deck: int) -> tuple[int, ...]:
    return APPRENTICE_DECKS[deck]


def _deal(game: Game, pool: list[int]) -> None:
    """R5.2-R5.3: 9 cards dealt to each player, then the draft. A sealed game deals them from
    the top of its shuffled deck (``set_up``), an open or fair one by chance from the pool."""
    sealed = game.sealed is not None
    if not sealed:
        pool.sort()
    for seat in range(game.n):
        player = game.player_for_change(seat)
        player.packet = sorted(pool.pop(0 if sealed else chance(game, len(pool), "deal"))
                               for _ in range(HAND_SIZE))
        log(game, "deal", player=player.name, cards=player.packet[:])
    game.phase = "draft"
    _ask_draft(game)


# --- prelude (R6) ------------------------------------------------------------------------------

def _ask_draft(game: Game) -> None:
    game.draft_pick += 1
    for seat in range(game.n):
        game.pending.append(_DRAFT_DECISIONS[seat])  # ``ask``, inline


@task("draft_pass")
def _draft_pass(game: Game, _: Task) -> None:
    """R6.1: every player passes the rest of their packet to the left (the prelude of an
    expansion game: ``prelude.after_picks``)."""
    if game.extra is not None:
        from .prelude import after_picks

        after_picks(game)
        return
    n = len(game.players)
    players = [game.player_for_change(seat) for seat in range(n)]
    packets = [player.packet for player in players]
    for seat, player in enumerate(players):
        player.packet = packets[(seat - 1) % n]
    if game.players[0].packet:
        _ask_draft(game)
    else:
        _start_split(game)


def _start_split(game: Game) -> None:
    """R6.4: every player splits their 9 cards into hand, Library II and Library III."""
    game.phase = "split"
    for seat in range(game.n):
        ask(game, Decision(seat, "library", data={"library": 2}))


@task("start_tournament")
def _start_tournament(game: Game, _: Task) -> None:
    """R6.6, R4.6: the tournament starts with seat 1 as first player (D19); with ability tokens
    once every player has kept one (X9.2)."""
    if game.extra is not None:
        from .prelude import before_tournament

        if before_tournament(game):
            return
    game.phase = "play"
    game.first = 0
    push(game, plain_task("round_start", 0))


# --- rounds (R7, R8) ---------------------------------------------------------------------------

@task("round_start")
def _round_start(game: Game, _: Task) -> None:
    """R7.2 step 1: straighten every card, then roll the current season's dice (R8.1)."""
    game.round += 1
    if game.extra is not None:
        from .turns import begin_round

        begin_round(game)
    for seat, player in enumerate(game.players):
        changed = None  # the player is copied (if shared) once, and only if a card changes
        for index, card in enumerate(player.in_play):  # a plain loop: no comprehension's call
            if card.activated:
                if changed is None:
                    changed = game.player_for_change(seat)
                change_card(changed, index, activated=False)
    season = game.dice_season = game.season  # the property once
    dice: list[RolledDie] = []
    faces = []
    for die in game.dice_in_game[season]:  # a plain loop: no comprehension's call
        face = chance(game, 6, "roll") + 1
        dice.append(RolledDie(die, face))
        faces.append(FACE_IDS[season, die, face])
    game.dice = dice  # a new list: the old one may be shared with the game's copies
    log(game, "roll", round=game.round, season=season, faces=faces)
    game.step = "dice"
    game.active = game.first
    push(game, *map(_CHOOSE_DIE.__getitem__, game.seats_from(game.first)), _TURN[game.first])


@task("choose_die")
def _choose_die(game: Game, current: Task) -> None:
    """R8.2: in turn order each player takes one of the dice not yet taken."""
    game.pending.append(_DIE_DECISIONS[current.player])  # ``ask``, inline


# --- a turn (R9) -------------------------------------------------------------------------------

DIE_OF_MALICE = 15


@task("turn")
def _turn(game: Game, current: Task) -> None:
    """R9.1: step A only when the player has a straight Die of Malice (R9.2).

    Steps B and C follow at once when the loop would run them next with nothing in between
    (``straight_on``), saving its round trips."""
    game.active = current.player
    game.transmute_ok = False
    game.transmute_bonuses = 0
    game.step = "A"
    if game.extra is not None:  # X13: step A has parts A2 and A3 too
        from .turns import begin_turn

        if begin_turn(game, current.player):
            return
    for card in game.players[current.player].in_play:
        if card.effect == DIE_OF_MALICE and not card.activated:
            ask(game, plain_decision(current.player, "step_a"))
            return
    if straight_on(game):
        _die_actions(game, _DIE_ACTIONS[current.player])  # what the loop would run next
    else:
        game.tasks.append(_DIE_ACTIONS[current.player])  # push, inline


def die_face(game: Game, seat: int):  # noqa: ANN201 - a dice.Face
    for die in game.dice:  # a plain loop: asked once or twice per turn
        if die.owner == seat:
            return FACES[game.dice_season, die.die, die.face]
    raise AssertionError(f"seat {seat} holds no season die")  # steps B and C come after R9.2


@task("die_actions")
def _die_actions(game: Game, current: Task) -> None:
    """R9.3 B1 crystals and B2 energy; the loop then trims the reserve (D3) before B3.

    B3 follows at once when the loop would run it next with nothing in between
    (``straight_on``)."""
    game.step = "B"
    seat = current.player
    if game.extra is not None:
        from .turns import die_ignored

        if die_ignored(game):  # Steadfast Die replaced the face (114): on to step C
            game.tasks.append(MAIN_TASKS[seat])
            return
        face = die_face(game, seat)
        if face.crystals:
            core.gain_crystals(game, seat, face.crystals)  # through X19 (Io's Minion)
    else:
        face = die_face(game, seat)
        if face.crystals:  # a face without crystals or energy changes nothing (no copy of the player)
            game.player_for_change(seat).crystals += face.crystals  # ``core.gain_crystals``
    if any(face.energy):
        core.gain_energy(game, seat, face.energy)
    if straight_on(game):
        _die_rest_of(game, seat, face)  # what the loop would run next, with the face in hand
    else:
        game.tasks.append(_DIE_REST[seat])  # push, inline: the loop tests the reserves first


@task("die_rest")
def _die_rest(game: Game, current: Task) -> None:
    _die_rest_of(game, current.player, die_face(game, current.player))


def _die_rest_of(game: Game, seat: int, face) -> None:  # noqa: ANN001 - a dice.Face
    """R9.3 B3 star, B4 draw (a decision), B5 transmute permission; then step C."""
    if face.star:
        core.raise_gauge(game, seat, 1)
    game.transmute_ok = face.transmute
    if game.extra is not None and not face.transmute:  # Io's Transmuter (109)
        from .effects.cards_101_120 import transmuter_permission

        game.transmute_ok = transmuter_permission(game, seat, face)
    if not face.draw and straight_on(game):
        _main(game, MAIN_TASKS[seat])  # step C, which the loop would run next
        return
    game.tasks.append(MAIN_TASKS[seat])  # push, inline: every turn runs these tasks
    if face.draw:
        if game.players[seat].bonuses < 3:
            game.pending.append(_DRAW_DECISIONS[seat])  # ``ask``, inline
        else:
            draw_one(game, seat)


def draw_one(game: Game, seat: int) -> None:
    """R9.3 B4 (a): draw 1 card, then keep it or discard it."""
    card = core.draw(game, seat)
    if card is not None:
        ask(game, Decision(seat, "keep_drawn", data={"held": [card]}))


@task("main")
def _main(game: Game, current: Task) -> None:
    """R9.4 step C: free actions until the player ends the turn."""
    game.step = "C"
    game.pending.append(_MAIN_DECISIONS[current.player])  # ``ask``, inline


def end_turn(game: Game, seat: int) -> None:
    """R9.5: permissions for this turn end; the next player plays, or the round ends."""
    game.transmute_ok = False
    game.transmute_bonuses = 0
    following = (seat + 1) % len(game.players)  # ``game.left_of(seat)``, inline
    game.tasks.append(_END_ROUND[seat] if following == game.first  # push, inline
                      else _TURN[following])


# --- end of round (R17) ------------------------------------------------------------------------

@task("end_round")
def _end_round(game: Game, _: Task) -> None:
    """R17, D24: end-of-round effects from the first player, then the season advance."""
    game.step = "end"
    push(game, *map(_END_OF_ROUND_EFFECTS.__getitem__, game.seats_from(game.first)),
         _ADVANCE[game.first])


@task("end_of_round_effects")
def _end_of_round_effects(game: Game, current: Task) -> None:
    """R17.1, D9: a player's own end-of-round effects, in the order they choose.

    The player is asked which to resolve next only when different cards are waiting; copies of
    one card are interchangeable, so they simply resolve one after the other.
    """
    seat = current.player
    remaining = current.data.get("remaining")
    if remaining is None:
        remaining = []  # a plain loop, no comprehension: asked of every player every round
        for card in game.players[seat].in_play:
            if card.effect in END_OF_ROUND:
                remaining.append(card.effect)
        if game.extra is not None and game.extra.enchantment in ENCHANTMENT_END_OF_ROUND:
            remaining.append(game.extra.enchantment)  # one of each player's effects (X11.3)
    if not remaining:
        return
    if len(set(remaining)) > 1:
        ask(game, Decision(seat, "order", data={"remaining": sorted(remaining, key=str)
                                                if game.extra is not None else sorted(remaining)}))
        return
    push(game, *(Task("end_of_round_effect", seat, {"card": number}) for number in remaining))


@task("end_of_round_effect")
def _end_of_round_effect(game: Game, current: Task) -> None:
    number = current.data["card"]
    if number.__class__ is str:  # an enchantment's (X11.3)
        ENCHANTMENT_END_OF_ROUND[number](game, current.player)
    elif game.players[current.player].count(number):  # checked when it resolves (R17.1)
        END_OF_ROUND[number](game, current.player)


@task("advance")
def _advance(game: Game, current: Task) -> None:
    """R17.2-R17.4: the token moves by the leftover die's dots; season-change effects follow."""
    for leftover in game.dice:  # the die nobody took (a plain loop: no generator)
        if leftover.owner is None:
            break
    else:
        raise AssertionError("no season die is left over")  # N + 1 dice for N players (R8.2)
    game.tasks.append(_END_CHECK[current.player])  # ``push``, inline
    core.move_token(game, FACES[game.dice_season, leftover.die, leftover.face].dots,
                    game.left_of(game.first))


@task("season_change")
def _season_change(game: Game, current: Task) -> None:
    """R17.4, R18.6: one player's season-change effects, one per copy in play (an expansion
    game's: ``years._season_effects``, with the move effects)."""
    season_change_effects(game, current.player)


def season_change_effects(game: Game, seat: int) -> None:
    for card in list(game.players[seat].in_play):
        if card.effect in SEASON_CHANGE:
            SEASON_CHANGE[card.effect](game, seat)


@task("end_check")
def _end_check(game: Game, _: Task) -> None:
    """R17.5-R17.6: the game ends past space 12 of year 3; else the first player passes left."""
    if game.position >= 37:
        push(game, plain_task("end_of_game", game.first))
        return
    game.first = game.left_of(game.first)
    game.tasks.append(_ROUND_START[game.first])  # ``push``, inline


# X29.2, ruling (BGA): Ragfield's Helm, Lantern of Xidit, Sealed Chest of Urm, Jewel of the Ancients.
END_OF_GAME_ORDER = {19: 1, 45: 2, 46: 3, 112: 4}


@task("end_of_game")
def _end_of_game(game: Game, _: Task) -> None:
    """R19.2: end-of-game effects from the final round's first player; then the game is over.
    X29.1-X29.2 with expansion content: the Otus rows are discarded, and each player's effects
    resolve in a fixed order, the Jewel of the Ancients last."""
    if game.extra is not None and game.extra.rows:
        for _, row in game.extra.rows:
            for number in row:
                core.discard_card(game, number)
        game.extra = game.extra.replace(rows=())
    for seat in game.seats_from(game.first):
        cards = list(game.players[seat].in_play)
        if game.extra is not None:
            cards.sort(key=lambda card: END_OF_GAME_ORDER.get(card.effect, 0))
        for card in cards:
            if card.effect in END_OF_GAME:
                END_OF_GAME[card.effect](game, seat)
    game.phase = "over"
    game.step = ""
    log(game, "game_over")


def check_action(game: Game, action: Action) -> Decision:
    """Raise ``IllegalAction`` unless ``action`` is legal now (used by the notation layer);
    return the pending decision it answers."""
    return _decision_for(game, action)
