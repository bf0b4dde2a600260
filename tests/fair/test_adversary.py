"""The adversary of fair-play.md §7, the parts of fair games: the honest client with one step
replaced (style.md, protocol code 5), and the honest reader refusing or detecting the cheat and
naming its author, the file unchanged."""

from __future__ import annotations

import json

import pytest


from seasons_cli.gamefile import fair, load, save
from seasons_cli.gamefile.codec import dumps
from seasons_cli.gamefile.files import GameFileError
from seasons_cli.gamefile.record import digest
from seasons_cli.protocol.chains import chain_secret, link
from seasons_cli.protocol.entries import statement
from seasons_cli.protocol.identity import Identity
from seasons_cli.protocol.releases import Release

from seasons_cli.engine.deciders import BASE_VERSION

from .people import with_data
from .players import joined, play_game

RULES = BASE_VERSION  # the games here have no expansion content (deciders.version_of)


def resigned(data: dict, index: int, identity: Identity, change) -> dict:
    """``data`` with entry ``index`` changed by ``change`` and signed again by ``identity``,
    and every later entry's ``prev`` and the head made to follow (a cheater's own tools)."""
    data = json.loads(json.dumps(data))
    history = data["history"]
    change(history[index])
    genesis = bytes.fromhex(history[0]["prev"])
    history[index]["signature"] = identity.sign(statement(genesis, RULES, history[index])).hex()
    for later in range(index + 1, len(history)):
        history[later]["prev"] = digest(history[later - 1])
    data["head"] = f"{len(history)}-{digest(history[-1])}"
    return data


def refused(tmp_path, data: dict) -> str:
    """The one-line refusal of the file ``data``, checked to leave the file as it was."""
    path = tmp_path / "cheat.json"
    text = json.dumps(data, indent=2)
    path.write_text(text)
    with pytest.raises(GameFileError) as error:
        load(path, in_full=True)
    assert path.read_text() == text
    return str(error.value).split("::", 1)[-1]


@pytest.fixture(scope="module")
def started(tmp_path_factory):
    """A 3-player fair game some writes into the first round, and its people (its journal in a
    data folder of its own: a module's fixture comes before the tests' own, ``conftest``)."""
    record, people, _ = with_data(tmp_path_factory.mktemp("data"),
                                  lambda: play_game(3, "wizard", rng=3, writes=40))
    return record, people


def test_a_move_signed_by_the_wrong_key_is_refused(tmp_path, started):
    record, people = started
    data = record.to_data()
    index = next(i for i, e in enumerate(data["history"]) if e["player"] == "bob" and "move" in e)
    mallory = Identity("mallory", bytes([9]) * 32)
    message = refused(tmp_path, resigned(data, index, mallory, lambda entry: None))
    assert message == (f"$.history[{index}].signature: entry {index + 1} (bob: "
                       f"{data['history'][index]['move']!r}) is not signed by bob's key (forged, "
                       "or changed after it was signed)")


def test_a_move_in_another_seats_name_is_refused(tmp_path, started):
    """Carol writes bob's entry as bob, signed with her own key: bob's pinned key refuses it."""
    record, people = started
    data = record.to_data()
    index = next(i for i, e in enumerate(data["history"]) if e["player"] == "bob" and "move" in e)
    message = refused(tmp_path, resigned(data, index, people[2], lambda entry: None))
    assert "is not signed by bob's key" in message


def test_a_move_for_a_seat_that_did_not_have_to_act_is_refused_as_illegal(tmp_path):
    record, people, _ = play_game(3, "wizard", rng=4, writes=60)
    data = record.to_data()
    index = next(i for i, e in enumerate(data["history"]) if "move" in e
                 and e["phase"] == "play" and e["player"] == "alice" and not e.get("releases"))
    entry = data["history"][index]
    other = "bob"

    def as_bob(item):
        item["player"] = other

    cheat = resigned(data, index, people[1], as_bob)
    assert f"$.history[{index}].action: entry {index + 1} (bob: {entry['move']!r}) is not legal " \
        "here" in refused(tmp_path, cheat)


def test_a_forged_link_is_refused_and_attributed(tmp_path, started):
    record, people = started
    data = record.to_data()
    index = next(i for i, e in enumerate(data["history"]) if e.get("releases"))
    author = data["history"][index]["player"]
    seat = record.settings.players.index(author)

    def forge(item):
        item["releases"][0]["link"] = "00" * 32

    message = refused(tmp_path, resigned(data, index, people[seat], forge))
    release = data["history"][index]["releases"][0]
    assert message == (f"$.history[{index}].releases[0]: {author} releases a link for "
                       f"{release['class']} {release['k']} that does not follow its chain (a "
                       "forged link)")


def test_a_link_released_early_is_refused_and_would_have_let_someone_compute_the_roll(tmp_path):
    """Two players: bob's link for round 2's roll released with his first turn, while alice
    (who rolls round 2) still has turns to play. The honest client would not release it; the
    reader refuses it; and with it alice could compute the roll before her decisions."""
    record, people, _ = play_game(2, "apprentice", rng=5, writes=None)
    honest = record.to_data()
    index = next(i for i, e in enumerate(honest["history"])
                 if e.get("phase") == "play" and e.get("round") == 1 and e["player"] == "bob")
    secret = chain_secret(people[1], record.ledger.genesis, 1, "roll")
    early = Release("link", "roll", 2, link(secret, 2)).to_data()

    def release_early(item):
        item.setdefault("releases", []).append(early)

    prefix = {**honest, "history": honest["history"][:index + 1]}
    message = refused(tmp_path, resigned(prefix, index, people[1], release_early))
    assert "before the release rule allows it" in message


def test_a_join_that_releases_is_refused(tmp_path):
    """The last joiner must not be able to steer the setup after seeing the others' joins: a
    join commits, it releases nothing (§5)."""
    record, people = joined(3)
    data = record.to_data()
    secret = chain_secret(people[2], record.ledger.genesis, 2, "setup")

    def release_in_join(item):
        item["releases"] = [Release("link", "setup", 1, link(secret, 1)).to_data()]

    message = refused(tmp_path, resigned(data, 2, people[2], release_in_join))
    assert message == "$.history[2]: a join makes no release and no move: it only commits (§5)"


def test_a_last_joiner_cannot_change_their_secret_after_the_others_released(tmp_path):
    """Carol joins last; after alice and bob release for the setup, a link carol derived from
    another secret (chosen to steer the deal) does not follow the tip she committed to."""
    record, people = joined(3)
    record = fair.sync(record, people[0], 0)
    record = fair.sync(record, people[1], 1)
    data = record.to_data()
    chosen = link(b"steer" * 6 + b"!!", 1)
    carol = fair.sync(record, people[2], 2).to_data()
    entry = carol["history"][-1]
    entry["releases"][0]["link"] = chosen.hex()
    cheat = {**data, "history": [*data["history"], entry]}
    assert "that does not follow its chain (a forged link)" in refused(
        tmp_path, resigned(cheat, len(cheat["history"]) - 1, people[2], lambda item: None))


def test_a_settings_change_rehashed_is_refused_at_the_first_signature(tmp_path):
    record, people = joined(2)
    data = record.to_data()
    data["settings"]["level"] = "apprentice"
    from seasons_cli.gamefile.record import genesis, _settings

    data["history"][0]["prev"] = genesis(_settings(data["settings"]), [])
    for later in range(1, len(data["history"])):
        data["history"][later]["prev"] = digest(data["history"][later - 1])
    data["head"] = f"{len(data['history'])}-{digest(data['history'][-1])}"
    assert refused(tmp_path, data).startswith("$.history[0].signature: entry 1 (alice joins) is "
                                              "not signed by alice's key")


def test_an_entry_replayed_from_another_game_is_refused(tmp_path):
    one, people = joined(2, nonce="aa" * 32)
    two, _ = joined(2, nonce="bb" * 32)
    one, two = fair.sync(one, people[1], 1), fair.sync(two, people[1], 1)
    data = one.to_data()
    copied = two.to_data()["history"][-1]
    copied["prev"] = data["history"][-2]["prev"]
    data["history"][-1] = {**copied, "prev": digest(data["history"][-2])}
    data["head"] = f"{len(data['history'])}-{digest(data['history'][-1])}"
    assert "is not signed by bob's key" in refused(tmp_path, data)


def replayed(record, entries: int):
    """The record of the first ``entries`` entries of ``record`` (a copy from that time)."""
    replay = fair._Replay(fair.create(record.settings))
    for index, entry in enumerate(record.history[:entries]):
        replay.check(index, entry.to_data())
    return replay.record()


def test_a_rollback_is_refused_by_whoever_saw_the_newer_history(tmp_path):
    record, people, _ = play_game(2, "apprentice", rng=6, writes=12)
    save(tmp_path / "game.json", record)  # seen: the journal knows it
    rolled = tmp_path / "rolled.json"
    rolled.write_text(dumps(replayed(record, len(record.history) - 2).to_data()))
    text = rolled.read_text()
    with pytest.raises(GameFileError, match=f"this file ends at move {len(record.history) - 2}, "
                                            f"but you have seen move {len(record.history)}"):
        load(rolled)
    assert rolled.read_text() == text


def test_a_rewritten_move_is_refused_naming_the_move_and_both_versions(tmp_path):
    """Bob rewrites his last move (another legal one, signed again, the history after it
    dropped): alice, who saw the first version, refuses the file; seasons verify prints both
    versions as proof that bob signed two entries for one move number."""
    record, people, _ = play_game(2, "apprentice", rng=7, writes=30)
    save(tmp_path / "game.json", record)
    index = max(i for i, e in enumerate(record.history) if e.player == "bob" and e.move)
    before = replayed(record, index)
    from seasons_cli.engine import legal_actions
    from seasons_cli.notation import format_action

    game = fair.preview(before, people[1], 1)
    other = next(format_action(game, a) for a in legal_actions(game, 1)
                 if format_action(game, a) != record.history[index].move)
    fair_client = fair._Client(before, people[1], 1)
    fair_client.play(other)  # the cheating client: it signs a second version, journal or not
    forked = tmp_path / "forked.json"
    forked.write_text(dumps(fair_client.record().to_data()))
    text = forked.read_text()
    with pytest.raises(GameFileError, match=f"this file rewrites move {index + 1}, which you saw "
                                            f"as bob: {record.history[index].move!r}"):
        load(forked)
    assert forked.read_text() == text
    from click.testing import CliRunner

    from seasons_cli.cli.main import seasons

    shown = CliRunner().invoke(seasons, ["verify", str(forked)])
    assert shown.exit_code == 1
    assert shown.output.startswith(f"proof: bob signed two different entries for move "
                                   f"{index + 1} of this game; both signatures check with the "
                                   "key bob joined with\n")


def test_a_seat_change_in_another_seats_name_is_refused(tmp_path):
    """P27: bob hands carol's seat to a bot, signing the entry with his own key in her name."""
    record, people = joined(3)
    for seat in (0, 1):
        record = fair.sync(record, people[seat], seat)
    honest = fair.change_seat(record, people[2], 2, "greedy").to_data()
    index = next(i for i, e in enumerate(honest["history"]) if e.get("move") == "seat greedy")
    message = refused(tmp_path, resigned(honest, index, people[1], lambda entry: None))
    assert message == (f"$.history[{index}].signature: entry {index + 1} (carol: 'seat greedy') "
                       "is not signed by carol's key (forged, or changed after it was signed)")


def test_a_seat_change_that_changes_nothing_is_refused(tmp_path):
    record, people = joined(3)
    data = fair.change_seat(record, people[2], 2, "greedy").to_data()
    index = next(i for i, e in enumerate(data["history"]) if e.get("move") == "seat greedy")

    def to_person(entry):
        entry["move"], entry["action"]["args"] = "seat person", []

    message = refused(tmp_path, resigned(data, index, people[2], to_person))
    assert message == (f"$.history[{index}].action: entry {index + 1} (carol: 'seat person') is "
                       "not a seat change that can be made here: carol's seat is already played "
                       "by a person")
