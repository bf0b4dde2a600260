"""Every card of cards.md that touches a hidden card, in a sealed game: one test per row of the
table in docs/engine.md ("Sealed games: the cards one by one"), which says for each what it
does with hidden cards and who can read which card when."""

import re
from pathlib import Path

import pytest

from seasons_cli.cards.catalogue import CARDS
from seasons_cli.engine.model import Action
from seasons_cli.engine.sealed import RevealNeed, ShuffleNeed
from seasons_cli.engine.viewpoint import play, recorded
from seasons_cli.engine.waiting import awaited
from tests.engine.sealed.positions import seal
from tests.helpers import position, setup, step_c

ENGINE_DOC = Path(__file__).resolve().parents[3] / "docs" / "engine.md"


def at_step_c(players=2, draw=(), discard=(), level="wizard", space=1, **alice):
    """alice in step C with these cards and resources, the draw pile in this order."""
    game = setup(position(players, level=level, space=space, draw_pile=list(draw),
                          discard=list(discard)), "alice", **alice)
    table = seal(step_c(game, "alice"), draw=list(draw))
    table.chores()
    return table


def readers(table, handle):
    """The seats whose views have read ``handle``."""
    return [seat for seat, view in enumerate(table.views) if handle in view.sealed.known]


def public(table, card):
    """Whether ``card`` lies in the public state as a card everybody sees (no handle)."""
    game = table.oracle
    places = [*game.draw_pile, *game.discard, *[c for p in game.players for c in p.hand]]
    return card in places


# --- the table's rows ------------------------------------------------------------------------

def test_card_02_amulet_of_fire_draws_four_for_its_owner_who_keeps_one_hidden():
    table = at_step_c(draw=[29, 13, 14, 6, 5], hand=["amulet-of-fire"], energy="2f", gauge=2)
    drawn = table.oracle.draw_pile[:4]
    table.do("alice", "summon amulet-of-fire")
    assert table.oracle.pending[0].held == drawn
    assert all(readers(table, handle) == [0] for handle in drawn)
    table.do("alice", "choose wondrous-chest")
    kept = table.moves[-1][1]
    assert kept.action.args == (drawn[1],) and kept.reveals == ()
    assert table.oracle.players[0].hand == [drawn[1]]
    assert table.oracle.discard == [drawn[0], drawn[2], drawn[3]]  # face down
    assert readers(table, drawn[1]) == [0]


def test_card_07_temporal_boots_hands_out_the_libraries_with_their_handles():
    table = at_step_c(hand=["temporal-boots"], gauge=2, library2=["amulet-of-air"], space=12)
    library = list(table.oracle.players[0].library2)
    table.do("alice", "summon temporal-boots", "move +1")  # into year 2
    assert table.oracle.year == 2 and set(library) <= set(table.oracle.players[0].hand)
    assert readers(table, library[0]) == [0]


def test_card_09_divine_chalice_reveals_the_card_it_puts_into_play_and_hides_the_rest():
    table = at_step_c(draw=[29, 13, 14, 6], hand=["divine-chalice"], energy="1a1w1f1e", gauge=3)
    drawn = table.oracle.draw_pile[:4]
    table.do("alice", "summon divine-chalice")
    assert all(readers(table, handle) == [0] for handle in drawn)
    table.do("alice", "choose olafs-blessed-statue")
    move = table.moves[-1][1]
    assert move.reveals == ((drawn[0], 29),) and move.action.args == (29,)
    assert [c.number for c in table.sees("bob").players[0].in_play] == [9, 29]
    assert table.oracle.discard == drawn[1:]  # face down


def test_card_09_divine_chalice_without_room_discards_all_four_unseen_by_the_others():
    table = at_step_c(draw=[29, 13, 14, 6], hand=["divine-chalice"], energy="1a1w1f1e", gauge=1)
    drawn = table.oracle.draw_pile[:4]
    table.do("alice", "summon divine-chalice")
    assert table.oracle.discard == drawn and table.oracle.pending[0].kind == "main"


def test_card_09_divine_chalice_drawing_one_card_waits_for_its_reveal():
    """A single card and room: it goes into play without a choice, so the move needs it
    revealed to everyone (every share; alice's view may read it first)."""
    table = at_step_c(draw=[29], hand=["divine-chalice"], energy="1a1w1f1e", gauge=3)
    drawn = table.oracle.draw_pile[0]
    table.chores()
    move = recorded(table.views[0], Action(0, "summon", (9, ((1, 1, 1, 1), ()))))
    table.each(lambda game: play(game, move))
    assert awaited(table.oracle) == RevealNeed(drawn)
    table.go_on()
    assert [c.number for c in table.sees("bob").players[0].in_play] == [9, 29]
    assert table.sees("bob").players[0].crystals == 20


def test_card_10_syllas_the_faithful_sacrifices_a_card_everyone_saw_into_the_discard_pile():
    """Every card sacrificed from play (Syllas, Dragon Skull, the potions, Titus Deepgaze,
    Glutton Cauldron's payoff, Necrotic Kriss, Cursed Treatise of Arus) is known to all in the
    discard pile, until it is reshuffled."""
    game = setup(position(draw_pile=[29]), "bob", in_play=["amulet-of-air"], gauge=3)
    table = seal(step_c(setup(game, "alice", hand=["syllas-the-faithful"], energy="3f",
                              gauge=2), "alice"))
    table.do("alice", "summon syllas-the-faithful")
    assert table.oracle.discard == [1] and public(table, 1)


def test_card_12_naria_gives_each_opponent_a_card_only_it_and_the_giver_read():
    table = at_step_c(3, draw=[29, 13, 14], hand=["naria-the-prophetess"], crystals=3, gauge=2)
    drawn = table.oracle.draw_pile[:3]
    table.do("alice", "summon naria-the-prophetess")
    assert all(readers(table, handle) == [0] for handle in drawn)
    table.do("alice", "choose olafs-blessed-statue", "give wondrous-chest to bob")
    table.go_on()
    bob_gets, carol_gets = drawn[1], drawn[2]
    assert table.oracle.players[1].hand == [bob_gets] and table.oracle.players[2].hand == [
        carol_gets]
    assert readers(table, bob_gets) == [0, 1] and readers(table, carol_gets) == [0, 2]
    assert readers(table, drawn[0]) == [0]
    gives = [move for _, move in table.moves if move.action.kind == "give"]
    assert gives[0].action.args == (bob_gets, 1) and gives[0].reveals == ()


def test_card_17_amsug_longneck_returns_an_item_everyone_knows_until_its_hand_is_remasked():
    game = setup(position(draw_pile=[29]), "bob", in_play=["amulet-of-air"], hand=["purse-of-io"],
                 gauge=3)
    table = seal(step_c(setup(game, "alice", hand=["amsug-longneck"], energy="1a1w",
                              gauge=2), "alice"))
    table.do("alice", "summon amsug-longneck")
    table.go_on()
    assert 1 in table.oracle.players[1].hand  # bob's Amulet of Air, known to all
    from seasons_cli.engine.viewpoint import remask

    cards = [table.card(item) for item in table.oracle.players[1].hand][::-1]
    table.views = [remask(view, 1, "hand", cards if seat == 1 else None)
                   for seat, view in enumerate(table.views)]
    assert all(card < 0 for card in table.views[0].players[1].hand)
    assert sorted(table.sees("bob").players[1].hand) == [1, 8]


def test_card_23_potion_of_power_is_sacrificed_before_its_draw_which_may_reshuffle_it():
    """P11: with an empty draw pile the discard pile, the Potion in it (known to all), is the
    players' shuffle."""
    table = at_step_c(discard=[29], in_play=["potion-of-power"], gauge=3)
    hidden = table.oracle.discard[0]
    table.chores()
    move = recorded(table.views[0], Action(0, "activate", (23, 0)))
    table.each(lambda game: play(game, move))
    assert awaited(table.oracle) == ShuffleNeed(2, (hidden, 23), table.oracle.discard[0] - 1)
    table.go_on()
    drawn = table.oracle.players[0].hand[0]
    assert readers(table, drawn) == [0] and table.oracle.players[0].gauge == 5


def test_card_24_potion_of_dreams_reveals_the_card_it_puts_into_play():
    table = at_step_c(draw=[29], in_play=["potion-of-dreams"], hand=["amulet-of-earth",
                                                                      "amulet-of-air"], gauge=3)
    table.do("alice", "activate potion-of-dreams", "choose amulet-of-earth")
    move = table.moves[-1][1]
    assert move.reveals[0][1] == 3 and move.action.args == (3,)
    assert [c.number for c in table.sees("bob").players[0].in_play] == [3]
    assert table.oracle.discard == [24]  # the Potion, sacrificed: known to all


def test_card_31_elemental_amulet_draws_a_card_for_fire_that_only_its_owner_reads():
    table = at_step_c(draw=[29, 13], hand=["elemental-amulet"], energy="1f", gauge=2,
                      level="archmage")
    top = table.oracle.draw_pile[0]
    table.do("alice", "summon elemental-amulet 1f")
    assert table.oracle.players[0].hand == [top] and readers(table, top) == [0]


def test_card_34_crystal_orb_shows_the_top_to_its_owner_who_puts_it_back():
    """(a) look and put back: the pair stays on top; its owner keeps reading it; the next to
    draw it (bob) reads it then (the Orb owner's share sent to him alone, fair-play.md §6.3)."""
    table = at_step_c(draw=[29, 13], in_play=["crystal-orb"], gauge=1, level="archmage")
    top = table.oracle.draw_pile[0]
    table.do("alice", "activate crystal-orb look")  # without room it goes back at once (P19)
    assert table.oracle.top == top and readers(table, top) == [0]
    assert table.sees("alice").top == 29 and table.sees("bob").top == top
    from tests.helpers import turn

    bob = [turn(view, "bob", "Wi1-5") for view in (*table.views, table.oracle)]
    table.views, table.oracle = bob[:-1], bob[-1]
    table.do("bob", "draw")
    assert table.oracle.pending[0].held == [top] and readers(table, top) == [0, 1]


def test_card_34_crystal_orb_reveals_the_top_it_puts_into_play():
    table = at_step_c(draw=[29, 13], in_play=["crystal-orb"], energy="4e", gauge=3,
                      level="archmage")
    top = table.oracle.draw_pile[0]
    table.do("alice", "activate crystal-orb look", "discard 4e")
    move = table.moves[-1][1]
    assert move.reveals == ((top, 29),)
    assert [c.number for c in table.sees("bob").players[0].in_play] == [34, 29]


def test_card_34_crystal_orb_discards_the_top_unseen():
    """(b): the top pair goes to the discard pile; nobody reads it."""
    table = at_step_c(draw=[29, 13], in_play=["crystal-orb"], crystals=3, gauge=3,
                      level="archmage")
    top = table.oracle.draw_pile[0]
    table.do("alice", "activate crystal-orb discard")
    assert table.oracle.discard == [top] and readers(table, top) == []


def test_card_36_vampiric_crown_reveals_the_card_it_discards():
    table = at_step_c(draw=[29], hand=["vampiric-crown", "amulet-of-earth"], energy="1a1w",
                      gauge=2, level="archmage")
    table.do("alice", "summon vampiric-crown", "choose amulet-of-earth")
    move = table.moves[-1][1]
    assert move.reveals[0][1] == 3 and table.oracle.discard == [3]
    assert {"kind": "reveal", "player": "alice", "card": 3} in table.oracle.events


def test_card_36_vampiric_crown_waits_for_the_card_it_draws_to_be_revealed_to_all():
    """(b): the drawn card is shown to everybody as it is drawn: the move waits for every share;
    then the owner gains its prestige points in tokens."""
    table = at_step_c(draw=[14, 29], hand=["vampiric-crown"], energy="1a1w", gauge=2,
                      level="archmage")
    top = table.oracle.draw_pile[0]
    table.chores()
    move = recorded(table.views[0], Action(0, "summon", (36, ((1, 1, 0, 0), ()))))
    table.each(lambda game: play(game, move))
    assert awaited(table.oracle) == RevealNeed(top)  # with an empty hand, she must draw
    table.go_on()
    assert table.oracle.players[0].hand == [14]  # Beggar's Horn, known to all
    assert table.oracle.pending[0].kind == "gain" and table.oracle.pending[0].data["count"] == 7


def test_card_38_demon_of_argos_gives_each_opponent_a_card_only_it_reads():
    table = at_step_c(3, draw=[29, 13], hand=["demon-of-argos"], energy="1a1w1f1e", gauge=2,
                      level="archmage")
    first, second = table.oracle.draw_pile[:2]
    table.do("alice", "summon demon-of-argos")
    table.go_on()
    assert table.oracle.players[1].hand == [first] and table.oracle.players[2].hand == [second]
    assert readers(table, first) == [1] and readers(table, second) == [2]


def test_card_44_necrotic_kriss_names_and_reveals_the_familiar_it_discards():
    """docs/rulings.md P30: nobody else could check that alice's hand holds a familiar."""
    table = at_step_c(in_play=["necrotic-kriss"], hand=["kairn-the-destroyer", "amulet-of-earth"],
                      gauge=3, level="archmage")
    alice = table.views[0]
    from seasons_cli.engine import legal_actions
    from seasons_cli.engine.viewpoint import materialize

    activations = [a for a in legal_actions(materialize(alice), 0) if a.kind == "activate"]
    assert activations == [Action(0, "activate", (44, 0, "discard", 16))]
    table.do("alice", "activate necrotic-kriss discard 16")
    move = table.moves[-1][1]
    assert move.reveals[0][1] == 16 and table.oracle.discard == [16]
    assert table.oracle.pending[0].kind == "gain" and table.oracle.pending[0].data["count"] == 4


def test_the_end_of_a_round_and_the_scores_need_no_hidden_card():
    """R19.3: a card left in hand costs 5 points whatever it is: handles count as cards."""
    from seasons_cli.engine.scoring import score

    table = at_step_c(hand=["amulet-of-earth", "amulet-of-air"], gauge=2)
    assert all(card < 0 for card in table.oracle.players[0].hand)
    assert [s.cards_in_hand for s in score(table.oracle)] == [2, 0]
    assert score(table.oracle)[0].hand_penalty == 10


# --- the table itself ------------------------------------------------------------------------

def table_rows() -> list[tuple[int, str]]:
    """The card rows of docs/engine.md's table: (number, name)."""
    text = ENGINE_DOC.read_text()
    section = text.split("### The cards one by one", 1)[1].split("\n#", 1)[0]
    return [(int(number), name) for number, name in re.findall(r"^\| (\d+) ([^|]+?) \|",
                                                                 section, re.M)]


def test_every_row_of_the_table_has_its_test_here():
    tested = {int(n) for n in re.findall(r"^def test_card_(\d+)_", Path(__file__).read_text(),
                                         re.M)}
    rows = table_rows()
    assert rows and {number for number, _ in rows} == tested
    assert all(CARDS[number].name == name for number, name in rows)


def test_every_card_is_in_the_table_or_named_as_touching_no_hidden_card():
    text = ENGINE_DOC.read_text().split("### The cards one by one", 1)[1].split("\n#", 1)[0]
    untouched = re.search(r"touch no hidden card: ([\d,\s]+)\.", text)
    assert untouched, "the section names the cards that touch no hidden card"
    named = {int(n) for n in untouched.group(1).split(",")}
    in_rows = {number for number, _ in table_rows()}
    assert not named & in_rows and named | in_rows == set(range(1, 51))


@pytest.mark.parametrize("number", [2, 9, 12, 23, 31, 34, 36, 38])
def test_every_card_that_draws_is_in_the_table(number):
    assert number in {n for n, _ in table_rows()}
