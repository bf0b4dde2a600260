"""Building positions and playing moves by notation, for rule and card tests.

``position()`` makes a two-to-four player game in the middle of year 1 with empty hands and play
areas; ``setup()`` gives one player exactly the cards, crystals, energy and gauge a test needs;
``turn()`` starts that player's turn with a chosen die face; ``play()`` makes a move by notation.
``script()`` imports one of the project's scripts (``docs/make_cards.py``, ``benchmarks/run.py``).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from seasons_cli.cards.catalogue import BY_SLUG, CARDS
from seasons_cli.engine import Game, Settings, apply, legal_actions, new_game
from seasons_cli.engine import energy as en
from seasons_cli.engine.flow import run
from seasons_cli.engine.model import Decision, InPlay, RolledDie, Task, change_card
from seasons_cli.notation import format_action, parse_action

NAMES = ("alice", "bob", "carol", "dave")
ROOT = Path(__file__).resolve().parents[1]


def script(path: str, name: str) -> ModuleType:
    """The script at ``path`` (from the project's root), imported as module ``name``: the
    scripts are not in a package."""
    spec = importlib.util.spec_from_file_location(name, ROOT / path)
    module = sys.modules[name] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def number(card: int | str) -> int:
    return card if isinstance(card, int) else BY_SLUG[card].number


def seat(game: Game, who: str) -> int:
    return game.settings.players.index(who)


def position(players: int = 2, *, level: str = "wizard", edition: int = 2, seed: str = "test",
             space: int = 1, year: int = 1, draw_pile: list | None = None,
             discard: list | None = None) -> Game:
    """A game in round 1 of the tournament, nobody's turn yet, everything empty.

    The draw pile holds every card not placed elsewhere unless ``draw_pile`` is given.
    """
    game = new_game(Settings(NAMES[:players], level, seed, edition))
    game.pending, game.tasks = [], []
    game.phase, game.round, game.first, game.active = "play", 1, 0, 0
    game.position = 12 * (year - 1) + space
    game.dice_season = game.season
    for player in game.players:
        player.packet, player.chosen, player.hand = [], [], []
        player.library2, player.library3 = [], []
    pool = [n for n in range(1, 31) for _ in range(2)]
    game.draw_pile = sorted(pool if draw_pile is None else [number(c) for c in draw_pile])
    game.discard = [number(c) for c in (discard or [])]
    return game


def setup(game: Game, who: str, *, crystals: int | None = None, energy: str | None = None,
          gauge: int | None = None, bonuses: int | None = None, hand: list | None = None,
          in_play: list | None = None, library2: list | None = None,
          library3: list | None = None) -> Game:
    """Give ``who`` exactly these resources (cards by number or slug; energy like ``"2w1f"``).

    The player is changed through ``player_for_change``, as the engine does: a game ``apply``
    returned shares its players with the game it was given."""
    player = game.player_for_change(seat(game, who))
    if crystals is not None:
        player.crystals = crystals
    if energy is not None:
        player.energy = en.parse(energy)
    if gauge is not None:
        player.gauge = gauge
    if bonuses is not None:
        player.bonuses = bonuses
    if hand is not None:
        player.hand = [number(c) for c in hand]
    if in_play is not None:
        if game.extra is None:
            player.in_play = [InPlay(number(c)) for c in in_play]
        else:  # an expansion game's cards have their uid (engine/links.py)
            from seasons_cli.engine.links import new_marks

            player.in_play = [InPlay(number(c), marks=new_marks(game, number(c)))
                              for c in in_play]
    if library2 is not None:
        player.library2 = [number(c) for c in library2]
    if library3 is not None:
        player.library3 = [number(c) for c in library3]
    return game


def tokens_on(game: Game, who: str, card: int | str, energy: str) -> Game:
    """Put tokens on a card in play (Amulet of Water), as the engine does: a changed copy of the
    card in its place (``change_card``) on the player to change (cards in play and players are
    shared with the game's copies)."""
    player = game.player_for_change(seat(game, who))
    index = next(i for i, c in enumerate(player.in_play) if c.number == number(card))
    change_card(player, index, tokens=en.parse(energy))
    return game


def turn(game: Game, who: str, face: str = "Wi1-6") -> Game:
    """Start ``who``'s turn with their die showing ``face`` (a dice.md face id, e.g. ``Wi1-3``).

    The round's dice are that die plus others of its season: the other players hold one each
    (so the round can go on after this turn) and one is left over.
    """
    season = {"Wi": "winter", "Sp": "spring", "Su": "summer", "Au": "autumn"}[face[:2]]
    die, number_ = int(face[2]), int(face[4])
    active = seat(game, who)
    game.dice_season = season
    others = [d for d in range(1, 6) if d != die][: game.n]
    owners = [*game.opponents(active), None]
    game.dice = [RolledDie(die, number_, active)] + [RolledDie(d, 1, o) for d, o in zip(others, owners)]
    game.first = active
    game.pending, game.tasks = [], [Task("turn", active)]
    run(game)
    return game


def step_c(game: Game, who: str, *, transmute: bool = False) -> Game:
    """Go straight to step C of ``who``'s turn (die actions already done)."""
    active = seat(game, who)
    game.active, game.step, game.first = active, "C", active
    game.transmute_ok, game.transmute_bonuses = transmute, 0
    if not game.dice or all(d.owner != active for d in game.dice):
        game.dice = [RolledDie(1, 6, active)] + [RolledDie(d, 1) for d in range(2, game.n + 2)]
    game.pending, game.tasks = [Decision(active, "main")], []
    return game


def end_round(game: Game) -> Game:
    """Run the end of the current round (R17) as if the last turn had just ended."""
    game.pending, game.tasks = [], [Task("end_round", game.first)]
    if all(d.owner is not None for d in game.dice) or not game.dice:
        game.dice = [*game.dice, RolledDie(1, 5)]
    run(game)
    return game


def play(game: Game, who: str, *moves: str) -> Game:
    """Make ``moves`` (notation) for ``who`` one after another; returns the new game."""
    for text in moves:
        game = apply(game, parse_action(game, text, seat(game, who)))
    return game


def moves(game: Game, who: str | None = None) -> list[str]:
    """The notation of every legal move (of ``who`` if given)."""
    player = None if who is None else seat(game, who)
    return [format_action(game, a) for a in legal_actions(game, player)]


def pending(game: Game) -> list[tuple[str, str]]:
    """``(player, decision kind)`` of every pending decision."""
    return [(game.settings.players[d.player], d.kind) for d in game.pending]


def p(game: Game, who: str):  # noqa: ANN201 - the Player
    return game.players[seat(game, who)]


def in_play(game: Game, who: str) -> list[str]:
    return [CARDS[c.number].slug for c in p(game, who).in_play]


def end_round_moving(game: Game, dots: int) -> Game:
    """Run the end of the round (R17) with a leftover die that moves the token ``dots`` spaces."""
    from seasons_cli.engine.dice import FACES

    die, face = next((d, f) for (season, d, f), data in FACES.items()
                     if season == game.dice_season and data.dots == dots)
    game.dice = [RolledDie(die, face)]
    return end_round(game)


def end_game(game: Game) -> Game:
    """Run the end-of-game effects (R19.2) as if the final round's end had just been resolved."""
    game.pending, game.tasks = [], [Task("end_of_game", game.first)]
    run(game)
    return game


# --- rule tests (tests/engine) -----------------------------------------------------------------

def new(players: int = 2, level: str = "wizard", seed: str = "test", decks: tuple | None = None) -> Game:
    """A freshly created game (R4), still in the prelude."""
    return new_game(Settings(NAMES[:players], level, seed, decks=decks))


def finish_prelude(game: Game) -> Game:
    """Make every draft pick and split with the first legal option until the tournament starts."""
    while game.phase in ("draft", "split"):
        game = apply(game, legal_actions(game)[0])
    return game


def leftover(game: Game, face: str) -> Game:
    """Make the round's only untaken die show ``face`` (e.g. ``Wi1-3``, 1 dot): it sets the
    season advance at the end of the round (R17.2)."""
    season = {"Wi": "winter", "Sp": "spring", "Su": "summer", "Au": "autumn"}[face[:2]]
    game.dice_season = season
    game.dice = [d for d in game.dice if d.owner is not None] + [RolledDie(int(face[2]), int(face[4]))]
    return game


def all_cards(game: Game) -> list[int]:
    """Every card of the game wherever it is: hands, libraries, packets, chosen cards, play
    areas, both piles and cards held by pending decisions (sorted)."""
    found = [*game.draw_pile, *game.discard, *([game.top] if game.top is not None else [])]
    for player in game.players:
        found += [*player.hand, *player.library2, *player.library3, *player.packet,
                  *player.chosen, *(c.number for c in player.in_play)]
    for decision in game.pending:
        found += decision.held
    return sorted(found)


BASIC_POOL = sorted(n for n in range(1, 31) for _ in range(2))


# --- archmage cards (41-50) --------------------------------------------------------------------

def activations(game: Game, who: str) -> list[str]:
    """The notation of ``who``'s legal activations."""
    return [m for m in moves(game, who) if m.startswith("activate")]


# --- expansions (expansions.md) -----------------------------------------------------------------

def open_every_piece(monkeypatch) -> None:  # noqa: ANN001 - pytest's MonkeyPatch
    """Let ``new_game`` create games with any expansion content, as if every card, token and
    enchantment had its effects: for tests of the setup and the prelude (G1-G6, X9, X12), which
    never play the pieces themselves."""
    from seasons_cli.cards.abilities import ENCHANTMENTS, TOKENS
    from seasons_cli.engine import registry

    monkeypatch.setattr(registry, "PASSIVE", registry.PASSIVE | {n for n in CARDS if n > 100})
    monkeypatch.setattr(registry, "PASSIVE_TOKENS", registry.PASSIVE_TOKENS | set(TOKENS))
    monkeypatch.setattr(registry, "ENCHANTMENT_RULES",
                        {**{slug: "test" for slug in ENCHANTMENTS}, **registry.ENCHANTMENT_RULES})


def expanded(players: int = 2, level: str = "archmage", seed: str = "test", **content) -> Game:
    """A new game with expansion content (``content``: the ``Settings`` fields of G1)."""
    return new_game(Settings(NAMES[:players], level, seed, **content))


def through_prelude(game: Game, chooser=None) -> Game:  # noqa: ANN001 - a random.Random
    """Answer every decision of the prelude (with the first legal option, or ``chooser``'s)
    until the tournament starts."""
    while game.phase in ("draft", "split"):
        options = legal_actions(game)
        game = apply(game, chooser.choice(options) if chooser else options[0])
    return game


def xposition(players: int = 2, *, enchantment: str = "", kept: tuple = (), replicas: int = 0,
              **kwargs) -> Game:
    """``position()`` in a game with expansion content: ``Game.extra`` set, the settings saying
    so (every card, token and enchantment of both expansions and the promo cards, the named
    enchantment), the kept ability tokens by seat (``kept``), the Replica stack."""
    from seasons_cli.engine.extra import Extra

    game = position(players, **kwargs)
    game.settings = game.settings.replace(
        expansions=("enchanted-kingdom", "path-of-destiny"), promos=True, tokens="both",
        enchantment=enchantment or "none")
    extra = Extra.new(players, enchantment, replicas)
    if kept:
        extra = extra.replace(kept=tuple(kept) + (0,) * (players - len(kept)))
    game.extra = extra
    return game


def token_used(game: Game, who: str) -> bool:
    return game.extra.used[seat(game, who)]


def calls_counted(monkeypatch, owner: object, name: str) -> list[int]:  # noqa: ANN001
    """How many times ``owner.name`` (a function of a module, or a method of a class) is called
    from now on, counted in the one item of the list returned; it does what it did."""
    counted = [0]
    honest = getattr(owner, name)

    def counting(*given, **named):  # noqa: ANN002, ANN003, ANN202 - whatever it takes
        counted[0] += 1
        return honest(*given, **named)

    monkeypatch.setattr(owner, name, counting)
    return counted
