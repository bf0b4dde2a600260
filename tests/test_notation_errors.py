"""Notation errors say why (issue 19 item 3; style.md: invalid syntax, illegal move, ambiguous
move), and names are read as people type them."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from seasons_cli.engine import Game, Settings, apply, legal_actions, new_game
from seasons_cli.notation import (AmbiguousMove, IllegalMove, InvalidMove, format_action,
                                  known_cards, move_words, parse_action)
from tests.helpers import ROOT, position, setup, step_c


def draft(packet: list[int]) -> Game:
    """A wizard draft in which alice holds ``packet`` (card numbers)."""
    game = new_game(Settings(("alice", "bob"), "wizard", "errors"))
    game.player_for_change(0).packet = packet
    return game


def split(seed: str = "s1") -> Game:
    """Alice's library split after a random draft: she chose Amulet of Water, Olaf's Blessed
    Statue, Potion of Dreams, Potion of Life, Purse of Io, Ragfield's Helm twice, Staff of
    Spring and Yjang's Forgotten Vase."""
    game, chooser = new_game(Settings(("alice", "bob"), "wizard", seed)), random.Random(1)
    while game.phase == "draft":
        game = apply(game, chooser.choice(legal_actions(game)))
    return game


def error(game: Game, text: str, kind: type = Exception) -> str:
    with pytest.raises(kind) as raised:
        parse_action(game, text, 0)
    return str(raised.value)


AMULETS = draft([1, 2, 9, 22])  # Amulet of Air, Amulet of Fire, Divine Chalice, Runic Cube of Eolis


def test_an_ambiguous_prefix_lists_the_legal_candidates():
    assert error(AMULETS, "pick amu", AmbiguousMove) == \
        "'pick amu' could be 'pick amulet-of-air', 'pick amulet-of-fire': type more of it"


def test_a_prefix_of_several_cards_names_the_one_that_is_legal():
    assert format_action(AMULETS, parse_action(draft([2, 9]), "pick amu", 0)) == "pick amulet-of-fire"


@pytest.mark.parametrize("text", ["pick Runic Cube of Eolis", "pick Runic Cube", "pick runic cube",
                                  "PICK  RUNIC   CUBE", "pick 22", "pick runic-cube"])
def test_a_name_as_the_board_prints_it_is_read(text):
    assert format_action(AMULETS, parse_action(AMULETS, text, 0)) == "pick runic-cube-of-eolis"


def test_apostrophes_and_spaces_after_commas_are_read():
    game = split()
    action = parse_action(game, "library2 Olaf's Blessed Statue, Purse of Io, staff of spring", 0)
    assert format_action(game, action) == \
        "library2 staff-of-spring,purse-of-io,olafs-blessed-statue"
    assert parse_action(game, "library2 purse , staff,  amulet of water", 0) == \
        parse_action(game, "library2 purse-of-io,staff-of-spring,amulet-of-water", 0)


def test_prefixes_in_a_split_are_resolved_against_the_cards_held():
    game = split()
    assert format_action(game, parse_action(game, "library2 ragf,ragf,purse", 0)) == \
        "library2 purse-of-io,ragfields-helm,ragfields-helm"
    assert error(game, "library2 potion,purse,staff", AmbiguousMove).startswith(
        "'library2 potion,purse,staff' could be 'library2 staff-of-spring,purse-of-io,potion-of-dreams', ")


@pytest.mark.parametrize(("text", "reason"), [
    ("library2 purse,staff", "a library takes 3 cards separated by commas, like library2 "
     "purse-of-io,staff-of-spring,amulet-of-air; 2 cards given"),
    ("library2 purse,staff,", "a library takes 3 cards separated by commas, like library2 "
     "purse-of-io,staff-of-spring,amulet-of-air; 2 cards given"),
])
def test_a_split_of_the_wrong_size_is_no_move(text, reason):
    assert error(split(), text, InvalidMove) == f"{text!r} is not a move: {reason} (seasons help notation)"


@pytest.mark.parametrize(("text", "reason"), [
    ("library2 divine-chalice,purse,staff", "divine-chalice is not among the cards alice has to split"),
    ("library2 purse,purse,staff", "purse-of-io is named twice but alice has 1 copy to split"),
    ("library3 purse,staff,amulet-of-water", "alice must choose the cards of Library II now (library2)"),
])
def test_a_wrong_split_says_what_is_wrong(text, reason):
    assert error(split(), text, IllegalMove) == f"{text!r} is not legal now: {reason}"


@pytest.mark.parametrize(("text", "reason"), [
    ("pick divine-chalise", "no card is named 'divine-chalise'; did you mean divine-chalice?"),
    ("pick divine chalise", "no card is named 'divine chalise'; did you mean divine-chalice?"),
    ("pick xyz", "no card is named 'xyz'"),
    ("pick 51", "there is no card 51: cards are numbered 1 to 50"),
    ("pick am", "'am' is too short to name a card: type 3 letters or more"),
    ("pick divine-chalice now", "too many words for 'pick', which is written pick CARD"),
    ("die x", "'x' is not a number: a die is taken by its number, like 'die 3'"),
    ("end now", "'end' takes nothing after it"),
    ("transmute 2q", "'2q' is not energy: a count and a letter per type, like 1a2f "
     "(a air, w water, f fire, e earth)"),
    ("move up", "'up' is not a number of spaces, like +2 or -1"),
    ("give purse-of-io to zed", "there is no player 'zed' in this game (players: alice, bob)"),
    ("copy bobb", "there is no player 'bobb' in this game; did you mean bob? (players: alice, bob)"),
    ("bonus gauje", "'gauje' is not a bonus; did you mean gauge?: the bonuses are exchange, "
     "transmute, gauge or draw2"),
])
def test_text_that_is_no_move_says_why_and_is_not_called_illegal(text, reason):
    assert error(AMULETS, text, InvalidMove) == f"{text!r} is not a move: {reason} (seasons help notation)"


@pytest.mark.parametrize(("text", "message"), [
    ("", "empty move: type one, like 'die 3' (seasons help notation)"),
    ("sumon amulet-of-air", "unknown move 'sumon'; did you mean summon? (seasons help notation)"),
])
def test_an_unknown_verb_is_no_move(text, message):
    assert error(AMULETS, text, InvalidMove) == message


def test_a_card_not_in_the_packet_is_illegal_not_unknown():
    assert error(AMULETS, "pick purse of io", IllegalMove) == \
        "'pick purse of io' is not legal now: alice's packet holds no card named purse-of-io"


def test_a_summon_of_a_card_not_held_names_it():
    game = step_c(setup(position(), "alice", hand=["amulet-of-earth"], energy="2e", gauge=3), "alice")
    assert error(game, "summon purse of io", IllegalMove) == \
        "'summon purse of io' is not legal now: purse-of-io is not in alice's hand"
    assert error(game, "summon potion", IllegalMove) == \
        "'summon potion' is not legal now: no card in alice's hand is named 'potion'"
    assert format_action(game, parse_action(game, "summon Amulet of Earth", 0)) == \
        "summon amulet-of-earth 2e"


def test_canonical_words_come_out_as_they_went_in():
    for text in ("summon olafs-blessed-statue 1w+2w@amulet-of-water", "give purse-of-io to bob",
                 "activate dragon-skull dragon-skull,purse-of-io,amulet-of-air",
                 "activate crystal-orb#2 look", "bonus exchange 1w1f for 2e", "move -1"):
        assert move_words(text, known_cards(draft([]))) == text.split()


def test_difflib_is_imported_only_to_refuse_a_move():
    probe = ("import sys; from seasons_cli.engine import Settings, new_game; "
             "from seasons_cli.notation import parse_action; "
             "game = new_game(Settings(('alice', 'bob'), 'apprentice', 'x')); "
             "parse_action(game, 'library2 ' + ','.join(map(str, sorted(game.players[0].chosen)[:3])), 0); "
             "print('difflib' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          cwd=ROOT, check=True)
    assert done.stdout.strip() == "False"


@pytest.mark.parametrize(("level", "players"), [("wizard", 2), ("archmage", 4)])
def test_every_legal_move_typed_with_printed_names_is_that_move(level, players):
    """The canonical text with each card's notation replaced by its printed name, and a space
    after each comma, parses back to the same move."""
    from seasons_cli.cards.catalogue import BY_SLUG

    game = new_game(Settings(("alice", "bob", "carol", "dave")[:players], level, "printed"))
    chooser = random.Random(3)
    while not game.finished:
        actions = legal_actions(game)
        for action in actions[:40]:
            words = format_action(game, action).replace(",", ", ").split()
            typed = " ".join(BY_SLUG[w.strip(",")].name + ("," if w.endswith(",") else "")
                             if w.strip(",") in BY_SLUG else w for w in words)
            assert parse_action(game, typed, action.player) == action, typed
        game = apply(game, chooser.choice(actions))
