"""``seasons config``: settings in a TOML file, checked on the way in and on the way out (issue 6
point 8). Every test has its own settings file (tests/conftest.py)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import tomllib

from seasons_cli import config

from .conftest import run

ROOT = Path(__file__).resolve().parents[2]


def test_settings_round_trip_through_the_toml_file(settings_file):
    assert run("config", "set", "player", "alice").stdout == f'player = "alice"  ({settings_file})\n'
    assert run("config", "set", "width", "120").exit_code == 0
    assert run("config", "set", "email.template", "$summary\nNext: $next\n").exit_code == 0
    assert tomllib.loads(settings_file.read_text()) == \
        {"player": "alice", "width": 120, "email": {"template": "$summary\nNext: $next\n"}}
    assert run("config", "get", "width").stdout == "120\n"
    assert run("config", "get", "email.template").stdout == "$summary\nNext: $next\n\n"


def test_list_marks_the_defaults(settings_file):
    run("config", "set", "color", "off")
    lines = run("config", "list").stdout.splitlines()
    assert lines[:3] == ['player =   (not set)', 'color = "off"', 'width =   (not set)']
    assert lines[3] == f'email.subject = "{config.DEFAULT_SUBJECT}"  (default)'
    assert json.loads(run("config", "list", "--json").stdout)["color"] == "off"


def test_unset_goes_back_to_the_default(settings_file):
    run("config", "set", "color", "on")
    assert run("config", "unset", "color").stdout == f"color unset ({settings_file})\n"
    assert run("config", "get", "color").stdout == "auto\n"
    assert run("config", "unset", "color").stdout == "color was not set: nothing changed\n"


def test_unknown_keys_and_bad_values_are_refused_in_one_line(settings_file):
    cases = {("colour", "on"): "unknown setting 'colour' (the settings are player, color, width, "
                               "email.subject, email.template, bots.auto, trust)",
             ("color", "blue"): "bad value 'blue' for color: use on, off or auto",
             ("width", "20"): "bad value '20' for width: a width is a whole number of columns "
                              "from 40 to 400",
             ("player", "al ice"): "bad value 'al ice' for player: a player name has 1 to 24 "
                                   "letters, digits, '_', '.' or '-'",
             ("email.subject", "$who moved"): "bad value '$who moved' for email.subject: unknown "
                                              "variable $who (the variables are $game, $file, "
                                              "$player, $move, $number, $action, $turn, $summary, "
                                              "$next, $head, $instructions)"}
    for (key, value), message in cases.items():
        result = run("config", "set", key, value)
        assert (result.exit_code, result.stderr) == (1, f"error: {message}\n")
    assert not settings_file.exists()


def test_a_corrupt_file_is_one_line_naming_it_for_every_command(settings_file, small_game):
    settings_file.write_text("player = \n")
    for command in (("config", "list"), ("show", small_game), ("moves", small_game)):
        result = run(*command)
        assert result.exit_code == 1
        assert result.stderr.startswith(f"error: {settings_file}: not valid TOML (")
        assert result.stderr.endswith("); fix it, or delete it to start again\n")
        assert result.stderr.count("\n") == 1


def test_a_bad_value_in_the_file_names_the_file_and_the_key(settings_file):
    settings_file.write_text('width = "wide"\n[email]\nbody = "x"\n')
    result = run("config", "get", "color")
    assert result.stderr == (f"error: {settings_file}: bad value 'wide' for width: a width is a "
                             "whole number of columns from 40 to 400\n")
    settings_file.write_text("[email]\nbody = 'x'\n")
    assert run("config", "get", "color").stderr == (f"error: {settings_file}: unknown setting "
        "'email.body' (the settings are player, color, width, email.subject, email.template, "
        "bots.auto, trust)\n")


def test_the_file_is_found_by_xdg_config_home(monkeypatch, tmp_path):
    monkeypatch.delenv("SEASONS_CONFIG")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert run("config", "path").stdout == f"{tmp_path}/seasons/config.toml\n"
    monkeypatch.delenv("XDG_CONFIG_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert run("config", "path").stdout == f"{tmp_path}/.config/seasons/config.toml\n"


def test_a_path_is_named_as_the_user_would_write_it(monkeypatch, tmp_path):
    monkeypatch.setenv("SEASONS_CONFIG", f"{tmp_path}//./settings.toml")
    assert run("config", "path").stdout == f"{tmp_path}/settings.toml\n"


def test_without_a_home_folder_every_setting_has_its_default(monkeypatch, small_game):
    """Reading needs no file; writing says what to set instead of failing on a path."""
    monkeypatch.delenv("SEASONS_CONFIG")
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setattr(config.os.path, "expanduser", lambda path: path)  # what it does then
    assert run("config", "get", "color").stdout == "auto\n"
    assert run("show", small_game, "--json").exit_code == 0
    result = run("config", "set", "color", "off")
    assert result.exit_code == 1
    assert result.stderr == ("error: no home folder to keep the settings in: set XDG_CONFIG_HOME "
                             "or SEASONS_CONFIG\n")


def test_the_player_setting_is_the_default_of_as_and_player(small_game):
    run("config", "set", "player", "bob")
    assert json.loads(run("show", small_game, "--json").stdout)["viewer"] == "bob"
    assert run("moves", small_game).stdout == "No moves now: alice must take one of the season dice.\n"
    result = run("move", small_game, "die", "1")
    assert result.stderr.startswith("error: 'die 1' is not legal now: it is not bob's decision")


def test_a_player_setting_not_in_the_game_is_ignored(small_game):
    run("config", "set", "player", "carol")
    assert json.loads(run("show", small_game, "--json").stdout)["viewer"] is None
    assert run("move", small_game, "die", "1").exit_code == 0


def test_color_on_colours_even_a_pipe_and_off_never(small_game):
    """The runner's NO_COLOR=1 gives way to an explicit 'color on' (no-color.org)."""
    run("config", "set", "color", "on")
    assert "\x1b[" in run("show", small_game).stdout
    run("config", "set", "color", "off")
    assert "\x1b[" not in run("show", small_game).stdout


def test_the_width_setting_sets_the_width_of_views(small_game):
    run("config", "set", "width", "60")
    lines = run("show", small_game).stdout.splitlines()
    assert max(len(line) for line in lines) == 60


def test_templates_are_filled_in_for_the_email():
    """What 'seasons move --email' uses: the template with its variables filled in."""
    assert config.render("email.subject", {"game": "game", "number": "move 21",
                                           "action": "bob took die 2", "turn": "carol to play"}) \
        == "Seasons game: move 21, bob took die 2; carol to play"


# Issue #16, item 8: every problem of the settings file is one clear line for every command.
COMMANDS = [("show", "{game}"), ("moves", "{game}"), ("score", "{game}"), ("validate", "{game}"),
            ("status", "{game}"), ("replay", "{game}"), ("move", "{game}", "--player", "alice",
                                                          "die", "2"),
            ("move", "{game}", "--email", "die", "2"), ("undo", "{game}", "--player", "alice"),
            ("bot", "{game}"), ("cards",)]


@pytest.mark.parametrize("text, message", [
    ("player = \n", "not valid TOML ("),
    ("width = 'wide'\n", "bad value 'wide' for width: "),
    ("a = " + "[" * 3000 + "]" * 3000 + "\n", "not valid TOML (nested too deeply for a settings "
                                               "file); fix it, or delete it to start again"),
    ("a = " + "{b = " * 3000 + "1" + "}" * 3000 + "\n", "not valid TOML (nested too deeply"),
    ("[" + ".".join(["t"] * 2000) + "]\nx = 1\n", "unknown setting 't.t.t.t.t.t.t.t."),
    ("player = " + "[" * 50 + "]" * 50 + "\n", "bad value [[[[[[[...]]]]]]] for player: "),
])
def test_a_settings_file_that_cannot_be_used_is_refused_by_every_command(settings_file,
                                                                          small_game, text,
                                                                          message):
    settings_file.write_text(text)
    before = small_game.read_bytes()
    for command in COMMANDS:
        result = run(*(part.format(game=small_game) for part in command))
        assert result.exit_code == 1, (command, result.output)
        assert result.stderr.startswith(f"error: {settings_file}: {message}"), (command, result.stderr)
        assert result.stderr.count("\n") == 1 and len(result.stderr) < 400
    assert small_game.read_bytes() == before


def test_a_settings_file_that_is_no_utf8_says_where(settings_file, small_game):
    settings_file.write_bytes(b"player = 'al\xffce'\n")
    result = run("move", small_game, "--player", "alice", "die", "2")
    assert result.stderr == (f"error: {settings_file}: not valid UTF-8 (byte 12); fix it, or "
                             "delete it to start again\n")


def test_config_path_still_says_where_a_broken_file_is(settings_file):
    settings_file.write_text("player = \n")
    assert run("config", "path").stdout == f"{settings_file}\n"


def test_a_script_that_is_no_utf8_names_its_line(small_game):
    before = small_game.read_bytes()
    result = run("move", small_game, "-", input=b"# two moves\nalice: die 2\nbob: die \xff\n")
    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == ("error: line 3: not valid UTF-8 (byte 10 of the line; nothing was "
                             "written)\n")
    assert small_game.read_bytes() == before


def test_move_email_uses_the_subject_and_template_settings(small_game):
    """Issue #19, item 5; a template's line break or a file name never makes a second header."""
    run("config", "set", "email.subject", "[seasons] $game\nBcc: eve@example.org $number")
    run("config", "set", "email.template", "$player played $move.\n$next\n")
    result = run("move", small_game, "--email", "die", "2")
    assert result.stdout == (
        f"Subject: [seasons] {small_game.stem} Bcc: eve@example.org move 21\n\n"
        "alice played die 2.\n"
        f"next: bob must take one of the season dice (seasons moves {small_game} --player bob)\n\n")


def test_bots_auto_is_true_by_default_and_takes_true_false_on_off(settings_file):
    assert run("config", "get", "bots.auto").stdout == "true\n"
    for text, saved in (("false", "false"), ("on", "true"), ("OFF", "false"), ("true", "true")):
        assert run("config", "set", "bots.auto", text).stdout == \
            f"bots.auto = {saved}  ({settings_file})\n"
    assert run("config", "set", "bots.auto", "maybe").stderr == \
        "error: bad value 'maybe' for bots.auto: use true or false (on or off)\n"
    settings_file.write_text("[bots]\nauto = false\n")
    assert config.get("bots.auto") is False


def seasons_process(*args: object) -> subprocess.CompletedProcess[str]:
    """``seasons ARGS`` in a child process (this test's settings file), stopped after 30 s: a
    command that hangs must fail the test, not stop the suite."""
    return subprocess.run([sys.executable, "-m", "seasons_cli", *map(str, args)],
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True,
                          text=True, timeout=30)


@pytest.mark.parametrize("kind", ["fifo", "endless device"])
def test_a_settings_file_that_is_no_file_hangs_no_command(settings_file, small_game, kind):
    """Found by the fault campaign (issue 16 item 10): a FIFO waited for a writer forever, a
    link to /dev/zero was read without end. Neither is read: one line, at once."""
    if kind == "fifo":
        os.mkfifo(settings_file)
    else:
        settings_file.symlink_to("/dev/zero")
    for command in (["show", small_game], ["move", small_game, "--player", "alice", "die", "2"],
                    ["config", "list"]):
        done = seasons_process(*command)
        assert (done.returncode, done.stderr) == (
            1, f"error: {settings_file}: is not a regular file (a device, a FIFO or a socket); "
               "fix it, or delete it to start again\n")


def test_a_settings_file_too_large_to_be_one_is_refused(settings_file, small_game):
    settings_file.write_text("# " + "x" * (1 << 20) + "\n")
    result = run("show", small_game)
    assert (result.exit_code, result.stderr) == (
        1, f"error: {settings_file}: is larger than 1 MB: not a settings file; fix it, or delete "
           "it to start again\n")
