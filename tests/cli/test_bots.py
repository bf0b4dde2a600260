"""``seasons new --bot``, ``seasons bot`` and ``seasons arena``: computer players by file."""

import json

from seasons_cli.gamefile import load, short_head

from .conftest import run


def new_with_bots(path, *bots, players="alice,bob,carol", level="apprentice"):
    args = [a for bot in bots for a in ("--bot", bot)]
    result = run("new", path, "--players", players, "--level", level, "--seed", "bots", *args)
    assert result.exit_code == 0, result.output
    return result


def test_new_records_the_bot_seats_in_the_settings(tmp_path):
    path = tmp_path / "g.json"
    result = new_with_bots(path, "carol=greedy", "bob=random")
    assert result.stdout.splitlines()[1] == \
        "bots: bob (random), carol (greedy); 'seasons bot FILE' makes their moves"
    assert json.loads(path.read_text())["settings"]["bots"] == {"bob": "random", "carol": "greedy"}
    assert load(path).settings.bots == (("bob", "random"), ("carol", "greedy"))


def test_a_game_without_bots_has_no_bots_key(tmp_path):
    """Files of games between people read (and hash) as before bots existed."""
    run("new", tmp_path / "g.json", "--players", "alice,bob", "--seed", "x")
    assert "bots" not in json.loads((tmp_path / "g.json").read_text())["settings"]


def test_the_bots_are_part_of_the_genesis_hash(tmp_path):
    new_with_bots(tmp_path / "a.json", "carol=greedy")
    new_with_bots(tmp_path / "b.json", "carol=strong")
    assert load(tmp_path / "a.json").head != load(tmp_path / "b.json").head


def test_an_unknown_strength_is_a_usage_error(tmp_path):
    result = run("new", tmp_path / "g.json", "--players", "alice,bob", "--bot", "bob=clever")
    assert result.exit_code == 2
    assert "'clever' is not a bot strength: choose one of random, greedy, strong" in result.stderr


def test_a_bot_that_is_not_a_player_is_refused(tmp_path):
    result = run("new", tmp_path / "g.json", "--players", "alice,bob", "--bot", "zoe=greedy")
    assert (result.exit_code, result.stderr) == \
        (1, "error: bot 'zoe' is not a player of this game (players: alice, bob)\n")
    assert not (tmp_path / "g.json").exists()


def test_bot_moves_every_bot_until_a_person_must_act(tmp_path):
    """R6.4: the split is simultaneous; bob and carol split, alice is left to do hers. The words
    are those of 'seasons move', and they name none of the cards the bots put in their
    libraries (R21.2): alice may be reading."""
    path = tmp_path / "g.json"
    new_with_bots(path, "bob=random", "carol=greedy")
    result = run("bot", path)
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "move 1: bob chose the 3 cards of Library II",
        "move 2: carol chose the 3 cards of Library II",
        "move 3: bob chose the 3 cards of Library III",
        "move 4: carol chose the 3 cards of Library III",
        f"next: alice must choose 3 cards for Library II (seasons moves {path} --player alice)",
        f"head: {short_head(load(path).head)}"]
    assert [d.player for d in load(path).game.pending] == [0]


def test_bot_names_no_card_a_bot_keeps_hidden(tmp_path):
    """Issue 19: 'seasons bot' printed each bot move's notation ('library2 ...'). Over a whole
    wizard game of bots (draft, split, draws) no card is named but those in play."""
    from seasons_cli.cards.catalogue import CARDS

    path = tmp_path / "g.json"
    new_with_bots(path, "alice=random", "bob=greedy", players="alice,bob", level="wizard")
    told = run("bot", path).stdout
    game = load(path).game
    assert game.finished
    public = {card.number for player in game.players for card in player.in_play}
    public |= {o["card"] for entry in load(path).history for o in entry.outcomes
               if o["kind"] in ("summon", "reveal")}
    named = {number for number, card in CARDS.items() if card.name in told}
    assert named and named <= public


def test_bot_with_nothing_to_do_leaves_the_file_alone(tmp_path):
    path = tmp_path / "g.json"
    new_with_bots(path, "bob=random", "carol=greedy")
    run("bot", path)
    before = path.read_bytes()
    result = run("bot", path)
    assert result.stdout == "no bot has a move to make: waiting for alice\n"
    assert path.read_bytes() == before


def test_bot_player_moves_only_that_bot(tmp_path):
    path = tmp_path / "g.json"
    new_with_bots(path, "bob=random", "carol=greedy")
    result = run("bot", path, "--player", "carol")
    assert [line.split(":")[0] for line in result.stdout.splitlines()] == \
        ["move 1", "move 2", "next", "head"]
    assert "carol chose the 3 cards of Library III" in result.stdout


def test_bot_refuses_a_person_and_a_game_without_bots(tmp_path):
    path = tmp_path / "g.json"
    new_with_bots(path, "carol=greedy")
    assert run("bot", path, "--player", "alice").stderr == \
        "error: alice is not a bot (bots: carol)\n"
    run("new", tmp_path / "people.json", "--players", "alice,bob")
    assert run("bot", tmp_path / "people.json").stderr == "error: no seat of this game is " \
        "played by a bot (hand one to a bot with 'seasons seat FILE NAME --bot STRENGTH " \
        "--player NAME')\n"


def test_moves_and_bot_alternate_to_the_end_of_a_game(tmp_path):
    """Issue 7: 'seasons move' and 'seasons bot' can be chained; bot moves are validated and
    recorded like a person's, so the file validates at the end."""
    path = tmp_path / "g.json"
    new_with_bots(path, "bob=greedy", players="alice,bob")
    for _ in range(400):
        run("bot", path)
        game = load(path).game
        if game.finished:
            break
        moves = json.loads(run("moves", path, "--json").stdout)
        assert run("move", path, "--player", "alice", moves[-1]["notation"]).exit_code == 0
    assert load(path).game.finished
    assert run("validate", path).exit_code == 0


def test_score_and_replay_show_which_seats_are_bots(tmp_path):
    path = tmp_path / "g.json"
    new_with_bots(path, "carol=greedy")
    players = json.loads(run("score", path, "--json").stdout)["players"]
    assert [row.get("bot") for row in players] == [None, None, "greedy"]
    assert "carol (bot)" in run("score", path).stdout
    assert "carol is played by a bot (greedy)" in run("replay", path).stdout
    assert json.loads(run("replay", path, "--json").stdout)["settings"]["bots"] == {"carol": "greedy"}


def test_arena_plays_the_games_and_prints_the_standings(tmp_path):
    out = tmp_path / "games"
    result = run("arena", "--bots", "greedy,random", "--games", "2", "--seed", "a", "--jobs", "1",
                 "--out", out)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "2 games · apprentice · seed a"
    assert lines[3].split()[:4] == ["greedy1", "2", "2", "100.0%"]
    assert lines[4].split()[:4] == ["random2", "2", "0", "0.0%"]
    assert sorted(p.name for p in out.iterdir()) == ["game-001.json", "game-002.json"]
    assert run("validate", out / "game-002.json").exit_code == 0


def test_arena_rotates_the_seats_and_writes_json(tmp_path):
    result = run("arena", "--bots", "random,random,greedy", "--games", "3", "--seed", "r",
                 "--jobs", "2", "--out", tmp_path, "--json")
    data = json.loads(result.stdout)
    assert [r["seats"] for r in data["results"]] == [
        ["random1", "random2", "greedy3"], ["random2", "greedy3", "random1"],
        ["greedy3", "random1", "random2"]]
    assert [s["games"] for s in data["standings"]] == [3, 3, 3]
    assert sum(s["wins"] for s in data["standings"]) == 3
    assert load(tmp_path / "game-003.json").settings.bots == (
        ("greedy3", "greedy"), ("random1", "random"), ("random2", "random"))


def test_arena_refuses_unknown_strengths(tmp_path):
    result = run("arena", "--bots", "greedy,genius", "--games", "1")
    assert result.exit_code == 2


def test_a_filtered_replay_leaves_out_the_setup_and_its_bot_seats(tmp_path):
    """``--player``/``--round`` tell only those moves: the setup (bot seats included) is not one."""
    path = tmp_path / "g.json"
    new_with_bots(path, "carol=greedy")
    assert run("bot", path).exit_code == 0
    told = run("replay", path, "--player", "carol").stdout
    assert "played by a bot" not in told
    assert "carol" in told
