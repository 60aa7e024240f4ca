"""Balanced bucket tags (layout 2) as documented in server_scripts/README.md: the rule, its worked
example and table, and equal shares for every primary count that divides the bucket count."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rollmem_client.keys import SLOTS, KeySchema, crc16, key_slot, slot_window

README = Path(__file__).resolve().parent.parent / "server_scripts" / "README.md"


def test_the_documented_example_and_table() -> None:
    schema = KeySchema("rm", 16)
    assert crc16(b"alice") == 49901 and schema.bucket_of("alice") == 0  # slot 749 * 16 // 16384
    assert schema.bucket_of("ivan") == 13 and KeySchema("rm", 16, layout=1).bucket_of("alice") == 13
    assert slot_window(13, 16) == (13568, 14080)
    assert schema.tag(13) == "{rm:b13.162}" and schema.slot(13) == 13815
    assert schema.session("alice").meta == "{rm:b00.39}:s:alice:meta"
    text = README.read_text()
    for b in range(16):
        tag = schema.tag(b)[1:-1].removeprefix("rm:")
        assert f"`{tag}` {schema.slot(b)}" in text


def test_key_slot_matches_redis_rules() -> None:
    assert key_slot("alice") == 749  # CLUSTER KEYSLOT alice
    assert key_slot("{rm:b13.162}:s:x:meta") == crc16(b"rm:b13.162") % SLOTS
    assert key_slot("a{}b") == crc16(b"a{}b") % SLOTS  # an empty tag does not count


def even_split(primaries: int) -> list[int]:
    """Slot -> primary as redis-cli --cluster create splits (rounded boundaries)."""
    bounds = [round(i * SLOTS / primaries) for i in range(primaries + 1)]
    return [i for i in range(primaries) for _ in range(bounds[i], bounds[i + 1])]


@given(primaries=st.sampled_from([1, 2, 3, 4, 5, 6, 8, 12, 16, 32, 64]), multiple=st.integers(1, 8),
       prefix=st.from_regex(r"[a-z0-9_.-]{1,12}", fullmatch=True))
def test_every_primary_holds_the_same_number_of_buckets(primaries: int, multiple: int, prefix: str) -> None:
    buckets = primaries * multiple
    if buckets > 1024:
        return
    owner = even_split(primaries)
    schema = KeySchema(prefix, buckets)
    shares = Counter(owner[schema.slot(b)] for b in range(buckets))
    assert sorted(shares.values()) == [multiple] * primaries


@pytest.mark.parametrize("layout", [1, 2])
def test_layouts_parse_only_their_own_keys(layout: int) -> None:
    schema, other = KeySchema("rm", 8, layout), KeySchema("rm", 8, 3 - layout)
    assert schema.session_id_from_meta(schema.session("s-1").meta) == "s-1"
    assert schema.session_id_from_meta(other.session("s-1").meta) is None
