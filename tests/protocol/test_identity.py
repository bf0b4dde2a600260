"""Identities (fair-play.md §2): HKDF as RFC 5869 gives it, fingerprints, the identity file's
place and modes, and the refusals that keep a secret from being lost."""

from __future__ import annotations

import os
import stat

import pytest

from seasons_cli.protocol.errors import IdentityError
from seasons_cli.protocol.identity import (Identity, data_folder, fingerprint, hkdf,
                                           load_identity, new_identity, save_identity)


def test_hkdf_gives_rfc_5869s_test_case_1():
    okm = hkdf(bytes.fromhex("0b" * 22), bytes.fromhex("000102030405060708090a0b0c"),
               bytes.fromhex("f0f1f2f3f4f5f6f7f8f9"), 42)
    assert okm.hex() == ("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf"
                         "34007208d5b887185865")


def test_hkdf_gives_rfc_5869s_test_case_3_without_salt_or_info():
    assert hkdf(bytes.fromhex("0b" * 22), b"", b"", 42).hex() == (
        "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8")


def test_the_identity_signs_with_the_ed25519_key_of_its_seed():
    # RFC 8032 §7.1, test 1: the secret key, its public key and the signature of the empty message
    identity = Identity("alice", bytes.fromhex(
        "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"))
    assert identity.public_key.hex() == \
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    assert identity.sign(b"").hex() == (
        "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701"
        "cf9b46bd25bf5f0595bbe24655141438e7a100b")


def test_a_fingerprint_is_eight_groups_of_four_hex_digits_and_differs_by_key():
    one, two = fingerprint(bytes(32)), fingerprint(bytes(31) + b"\x01")
    assert len(one.split()) == 8 and all(len(group) == 4 for group in one.split())
    assert one != two


def test_per_game_secrets_differ_by_game_seat_and_purpose():
    identity = Identity("alice", bytes(range(32)))
    base = identity.derive(b"g" * 32, "p", ("seat", b"\x00"))
    assert base != identity.derive(b"h" * 32, "p", ("seat", b"\x00"))
    assert base != identity.derive(b"g" * 32, "p", ("seat", b"\x01"))
    assert base != identity.derive(b"g" * 32, "q", ("seat", b"\x00"))
    assert base == Identity("other", bytes(range(32))).derive(b"g" * 32, "p", ("seat", b"\x00"))


def test_the_data_folder_follows_xdg_data_home_or_the_home_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert data_folder() == str(tmp_path / "data" / "seasons")
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert data_folder() == str(tmp_path / ".local" / "share" / "seasons")


def test_the_identity_file_is_the_owners_alone(tmp_path):
    where = save_identity(new_identity("alice"))
    assert stat.S_IMODE(os.stat(where).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(os.path.dirname(where)).st_mode) == 0o700
    assert load_identity().name == "alice"


def test_an_identity_is_never_overwritten_and_its_absence_says_what_to_do():
    with pytest.raises(IdentityError, match="seasons keys new NAME"):
        load_identity()
    first = new_identity("alice")
    save_identity(first)
    with pytest.raises(IdentityError, match="never overwritten"):
        save_identity(new_identity("alice"))
    assert load_identity().secret == first.secret


def test_a_broken_identity_file_is_one_clear_error(tmp_path):
    where = save_identity(new_identity("alice"))
    with open(where, "w") as stream:
        stream.write('{"format": "seasons-identity", "version": 1, "name": "alice", "secret": "zz"}')
    with pytest.raises(IdentityError, match="the secret must be 64 lower-case hex digits"):
        load_identity()


def test_the_repr_of_an_identity_never_shows_its_secret():
    identity = Identity("alice", bytes(range(32)))
    assert bytes(range(32)).hex() not in repr(identity)
