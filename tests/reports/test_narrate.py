"""Moves in words (issue 6 point 2): what the player did, what it gave them, what followed, and
no card named to a reader who may not know it (R16.1, R21.2)."""

from seasons_cli.cards.catalogue import CARDS
from seasons_cli.engine import apply
from seasons_cli.engine.model import Decision, RolledDie, Task
from seasons_cli.gamefile.codec import jsonable
from seasons_cli.notation import parse_action
from seasons_cli.reports.narrate import narrate
from tests.helpers import new, play, position, seat, setup, step_c, tokens_on, turn


def told(game, who, move, viewer=None):
    """The words of ``who`` playing ``move``, read by ``viewer`` (a name, or None)."""
    action = parse_action(game, move, seat(game, who))
    after = apply(game, action)
    reader = None if viewer is None else seat(game, viewer)
    return narrate(game, after, action, jsonable(after.events), reader)


def then(words):
    return [event.text for event in words.then]


def test_a_summon_says_what_was_paid_and_gained():
    """Card 3: Amulet of Earth costs 2 earth (2 players) and gives 9 crystals."""
    game = step_c(setup(position(), "alice", hand=[3], energy="2e", gauge=1, crystals=5), "alice")
    words = told(game, "alice", "summon amulet-of-earth")
    assert words.line == "alice summoned Amulet of Earth for 2 earth: +9 crystals"
    assert words.notation == "summon amulet-of-earth 2e"
    assert then(words) == []


def test_a_transmutation_in_winter():
    """R12.4: in winter an earth token is worth 3 crystals."""
    game = step_c(setup(position(), "bob", energy="2e1w"), "bob", transmute=True)
    assert told(game, "bob", "transmute 2e").line == "bob transmuted 2 earth: +6 crystals"


def test_a_payment_from_the_amulet_of_water_says_so():
    """D17: tokens on an Amulet of Water pay like reserve tokens; 3 air for Kairn (card 16)."""
    game = setup(position(), "alice", hand=[16], energy="2a", gauge=2, in_play=[4])
    game = step_c(tokens_on(game, "alice", 4, "1a"), "alice")
    words = told(game, "alice", "summon kairn 2a+1a@amulet-of-water")
    assert words.line == "alice summoned Kairn the Destroyer for 2 air, plus 1 air from Amulet of Water"


def test_taking_a_die_names_its_face_without_its_dots():
    """R8.2, R8.3: the taker's symbols matter, not the dots of a taken die."""
    game = position(3, space=4)
    game.step, game.dice = "dice", [RolledDie(1, 3, 0), RolledDie(2, 1, 1), RolledDie(3, 5), RolledDie(4, 1)]
    game.pending, game.tasks = [Decision(2, "die")], [Task("turn", 0)]
    assert told(game, "carol", "die 3").line == "carol took die 3 (Sp3-5: 1 air, gauge +1)"


def test_the_turn_that_begins_is_told_with_its_die():
    """R9.3: when alice ends her turn, bob's die (Wi2-1: 2 water and the star) acts at once."""
    game = turn(position(), "alice", "Wi1-6")
    words = told(game, "alice", "end")
    assert words.line == "alice ended their turn"
    assert then(words) == ["bob's turn began (die 2): +2 water, gauge +1"]


def test_a_card_drawn_is_named_to_its_drawer_only():
    """R16.1: the drawing player sees the card; the others see that a card was drawn."""
    game = turn(position(draw_pile=["purse-of-io"]), "alice", "Wi1-5")
    assert told(game, "alice", "draw", viewer="alice").line == "alice drew Purse of Io"
    assert told(game, "alice", "draw", viewer="bob").line == "alice drew a card"
    assert told(game, "alice", "draw").line == "alice drew a card"


def test_the_card_kept_of_two_stays_hidden_and_so_does_the_notation():
    """R15.5, R21.2: bob does not learn which card alice kept; the notation would name it."""
    game = turn(position(draw_pile=["purse-of-io", "divine-chalice"]), "alice", "Wi1-5")
    game = play(game, "alice", "bonus draw2")
    hidden = told(game, "alice", "choose purse-of-io", viewer="bob")
    assert (hidden.line, hidden.notation) == ("alice kept one of the 2 cards drawn", None)
    shown = told(game, "alice", "choose purse-of-io", viewer="alice")
    assert (shown.line, shown.notation) == ("alice kept one of the 2 cards drawn (Purse of Io)",
                                            "choose purse-of-io")


def test_a_draft_pick_is_hidden_from_the_others():
    """R6.3: during the draft a player sees only their own picks."""
    game = new(2)
    card = game.players[0].packet[0]
    move = f"pick {card}"
    assert told(game, "alice", move, viewer="bob").line == "alice picked a card (pick 1 of 9)"
    assert told(game, "alice", move, viewer="alice").line == f"alice picked {CARDS[card].name} (pick 1 of 9)"


def test_the_libraries_are_counted_for_others_and_named_for_their_owner():
    """R6.4: the split is secret."""
    game = new(2, level="apprentice", decks=(1, 2))
    words = told(game, "alice", "library2 amulet-of-fire,amsug-longneck,hand-of-fortune")
    assert (words.line, words.notation) == ("alice chose the 3 cards of Library II", None)
    own = told(game, "alice", "library2 amulet-of-fire,amsug-longneck,hand-of-fortune", viewer="alice")
    assert own.line == "alice put Amulet of Fire, Amsug Longneck, Hand of Fortune in Library II"


def test_other_players_losses_follow_the_move():
    """Card 16: each opponent loses 4 crystals, stopping at 0; the cost is 1 energy."""
    game = setup(position(3), "alice", in_play=[16], energy="1f")
    game = step_c(setup(setup(game, "bob", crystals=10), "carol", crystals=2), "alice")
    words = told(game, "alice", "activate kairn 1f")
    assert words.line == "alice activated Kairn the Destroyer with 1 fire"
    assert then(words) == ["bob: -4 crystals", "carol: -2 crystals"]


def test_a_potion_sacrificed_by_its_activation():
    """Card 25: the Potion is the cost; its 5 tokens are chosen next."""
    game = step_c(setup(position(), "bob", in_play=[25]), "bob")
    assert told(game, "bob", "activate potion-of-knowledge").line == \
        "bob activated Potion of Knowledge (sacrificed)"


def test_tokens_put_on_the_amulet_of_water():
    """Card 4: its 4 tokens go on the card, not into the reserve (D17)."""
    game = step_c(setup(position(), "alice", hand=[4], energy="2w", gauge=1), "alice")
    game = play(game, "alice", "summon amulet-of-water")
    assert told(game, "alice", "gain 1w1f2e").line == "alice put 1 water, 1 fire, 2 earth on Amulet of Water"


def test_a_bonus_says_the_penalty_it_brings():
    """R15.4, R15.7: the second bonus raises the end penalty to 12."""
    game = step_c(setup(position(), "alice", gauge=2, bonuses=1), "alice")
    assert told(game, "alice", "bonus gauge").line == (
        "alice used a bonus to raise the summoning gauge (bonus 2 of 3: -12 prestige at the end)")


def test_every_kind_of_move_has_its_words():
    """No move is ever told by its bare kind: every verb of the notation has a clause."""
    from seasons_cli.notation import ALL_VERBS
    from seasons_cli.reports.clauses import CLAUSES

    assert {"library" if verb.startswith("library") else verb for verb in ALL_VERBS} == set(CLAUSES)
