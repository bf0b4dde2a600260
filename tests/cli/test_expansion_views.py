"""What the views show of the expansions (issue 20 point 6, expansions.md X5): the board
(``seasons show``), the replay's words and the score show the ability tokens (a token dealt or
kept but not yet revealed only to its owner, X9.2), the enchantment, the energy stored on cards
(X7), the cards removed from the game (X17.3), the Replica stack, the Otus centre rows and the
marks on cards in play (X22, X23, 215); snapshots at 80 and 60 columns. A base game's views and
data are as before (their snapshots are unchanged)."""

from __future__ import annotations

import io
import json
import random

import pytest
from rich.console import Console

from seasons_cli.engine import Settings, legal_actions
from seasons_cli.engine.energy import parse
from seasons_cli.engine.model import InPlay
from seasons_cli.gamefile import create, play_action, save
from seasons_cli.reports.board import board
from seasons_cli.views.board import BoardView
from seasons_cli.views.theme import THEME
from tests.helpers import setup, xposition

from .conftest import run

WIDTHS = (80, 60)
ALICE, BOB, CAROL = 0, 1, 2


def rendered(game, viewer=None, width=80) -> str:
    console = Console(file=io.StringIO(), width=width, theme=THEME, color_system=None,
                      markup=False, emoji=False, highlight=False)
    console.print(BoardView(board(game, viewer)))
    return "\n".join(line.rstrip() for line in console.file.getvalue().splitlines())


def put(game, seat, number, **marks):
    """Card ``number`` into ``seat``'s play area with these marks (uid from the game)."""
    from seasons_cli.engine.links import new_marks

    card = InPlay(number, tokens=marks.pop("tokens", (0, 0, 0, 0)),
                  marks=new_marks(game, number).replace(**marks))
    game.player_for_change(seat).in_play = [*game.players[seat].in_play, card]
    return card.marks.uid


def table():
    """Round 1 under Vision of Destiny, every token chosen: alice's Raven copies bob's Amulet
    of Earth and her Heart of Argos holds 1 earth; carol's Tangleweed bolts bob's Syllas, her
    Urmian Psychic Cage is armed and her Otus has a row; two Twists of Fate removed; bob lost a
    reserve space to Drought."""
    game = xposition(3, enchantment="vision-of-destiny", kept=(8, 13, 5), replicas=9)
    amulet = put(game, BOB, 3)
    put(game, ALICE, 118, copies=3, copy_uid=amulet)
    put(game, ALICE, 101, tokens=parse("1e"))
    weed = put(game, CAROL, 217)
    put(game, BOB, 10, bolts=(weed,))
    put(game, CAROL, 215, armed=True)
    otus = put(game, CAROL, 219)
    game.extra = game.extra.replace(top=(9, 12), removed=(203, 203), reductions=(0, 1, 0),
                                    used=(True, False, False), rows=((otus, (1, 2, 4)),))
    return setup(game, "bob", energy="2w")


@pytest.mark.parametrize("width", WIDTHS)
def test_the_table_and_the_players_tokens_and_marks_snapshot(width, snapshot):
    text = rendered(table(), width=width)
    assert max(map(len, text.splitlines())) <= width
    assert text == snapshot


def test_the_table_in_words():
    text = " ".join(rendered(table(), width=200).split())
    for words in ("enchantment Vision of Destiny (EK-E10): The top two cards of the draw pile are",
                  "face up Divine Chalice, Naria the Prophetess on top of the draw pile",
                  "centre row Amulet of Air, Amulet of Fire, Amulet of Water (carol's Otus",
                  "Replicas 9 in the stack", "removed Twist of Fate, Twist of Fate",
                  "token T8 Discard four water · +18 PP once used · used",
                  "token T5 Cards in hand score · permanent · not used yet",
                  "Raven the Usurper 2 copies Amulet of Earth (bob)",
                  "Heart of Argos 7 on it ■1", "Syllas the Faithful 14 Deadbolt (carol): no effect",
                  "Urmian Psychic Cage 10 Trap set", "2 of 6 · 1 Drought token"):
        assert words in text, words


def choosing(alice_kept=0):
    """The split is over; the tokens dealt are still to choose from (X9.2)."""
    game = xposition(3, kept=(alice_kept,))
    dealt = ((), (2, 3, 4), (6, 7, 9)) if alice_kept else ((1, 5, 9), (2, 3, 4), (6, 7, 8))
    game.extra = game.extra.replace(dealt=dealt)
    return game


def test_tokens_dealt_are_named_to_their_owner_only():
    """X9.2, X5.2: alice sees her three tokens; bob sees that three were dealt."""
    game = choosing()
    assert "token        T1 Draw a card, T5 Cards in hand score, T9 Summoning gauge +2 (dealt)" \
        in rendered(game, ALICE, width=100)
    assert "T1 Draw" not in rendered(game, BOB, width=100)
    data = board(game, BOB)["players"]
    assert data[ALICE]["tokens_dealt"] == 3 and data[BOB]["tokens_dealt"][0]["token"] == "t2"


def test_a_token_kept_is_shown_to_others_once_every_player_has_chosen():
    game = choosing(alice_kept=5)
    assert board(game, ALICE)["players"][ALICE]["token"]["token"] == "t5"
    assert board(game, BOB)["players"][ALICE]["token"] == "chosen"
    assert "kept, shown once every player has chosen" in rendered(game, BOB)
    game.extra = game.extra.replace(dealt=((), (), ()), kept=(5, 2, 7))
    assert board(game, BOB)["players"][ALICE]["token"]["name"] == "Cards in hand score"


def test_a_base_games_board_has_no_expansion_keys(small_game):
    data = json.loads(run("show", small_game, "--json").stdout)
    assert "expansion" not in data and "token" not in data["players"][0]
    assert "marks" not in json.dumps(data)


# --- a whole game's file, through the commands ------------------------------------------------

@pytest.fixture(scope="module")
def expansion_file(tmp_path_factory):
    """3 players, archmage, both expansions, the promo cards, both token sets and Vision of
    Destiny, 150 seeded random moves in (round 7)."""
    record = create(Settings(("alice", "bob", "carol"), "archmage", "views",
                             expansions=("enchanted-kingdom", "path-of-destiny"), promos=True,
                             tokens="both", enchantment="vision-of-destiny"))
    choose = random.Random(3)
    while len(record.history) < 150:
        record = play_action(record, choose.choice(legal_actions(record.game)))
    path = tmp_path_factory.mktemp("views") / "game.json"
    save(path, record)
    return path


@pytest.mark.parametrize("width", WIDTHS)
def test_show_of_an_expansion_game_snapshot(width, expansion_file, snapshot):
    result = run("show", expansion_file, "--as", "alice", env={"COLUMNS": str(width)})
    assert result.exit_code == 0 and result.stdout == snapshot
    assert max(map(len, result.stdout.splitlines())) <= width


@pytest.mark.parametrize("width", WIDTHS)
def test_score_of_an_expansion_game_snapshot(width, expansion_file, snapshot):
    """X29.3: the token column (T5's hand term, a used token's prestige)."""
    result = run("score", expansion_file, env={"COLUMNS": str(width)})
    assert result.exit_code == 0 and result.stdout == snapshot


def test_replay_of_an_expansion_game_snapshot(expansion_file, snapshot):
    """The setup's words: what the game is played with, the enchantment, the cards shown face
    up, the tokens dealt (named to their owner only) and kept; the first rounds."""
    result = run("replay", expansion_file, "--as", "bob", env={"COLUMNS": "80"})
    assert result.exit_code == 0
    text = result.stdout
    assert "bob was dealt the ability tokens" in text and "alice was dealt 3 ability tokens" in text
    assert text[:text.index("Year 1, spring")] == snapshot
