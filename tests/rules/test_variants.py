"""Every rule set is internally consistent, and the docs describe each of them."""

import dataclasses
from pathlib import Path

import pytest

from scorekeeper.rules import SETTINGS, VARIANTS, Variant
from scorekeeper.rules.hand_counts import HAND_COUNTS
from scorekeeper.rules.honours import HONOURS
from scorekeeper.rules.scoring import THREES_SIGN

FIELDS = {f.name for f in dataclasses.fields(Variant)}
DOCS = Path(__file__).parents[2] / "docs"
RULES_DOC = (DOCS / "rules.md").read_text(encoding="utf-8")
DEVELOPER_DOC = (DOCS / "developer.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("variant", VARIANTS.values(), ids=list(VARIANTS))
def test_variant_is_consistent(variant):
    assert variant.id.islower() and " " not in variant.id
    assert variant.layouts, "a rule set is played by somebody"
    table = variant.meld_table
    assert table[0][0] is None and all(
        a[0] is None or a[0] < b[0] for a, b in zip(table, table[1:])
    )
    assert set(variant.go_out_kinds) <= set(variant.canasta_bonus)
    assert variant.red_three_penalty_if in THREES_SIGN
    assert set(variant.special_canastas.values()) <= set(variant.canasta_bonus)
    assert set(variant.special_mixed_canastas.values()) <= set(variant.canasta_bonus)
    assert set(variant.canasta_class) <= set(variant.canasta_bonus)
    assert set(variant.canasta_class.values()) | set(variant.go_out_classes) <= {
        "natural",
        "mixed",
    }
    assert variant.hand_count in HAND_COUNTS
    assert variant.honours_mode in ("", *HONOURS)
    for layout in variant.layouts:
        assert set(layout.overrides) <= FIELDS
        # Every seating configures
        variant.configure(layout.sides, layout.players_per_side)


@pytest.mark.parametrize("variant", VARIANTS.values(), ids=list(VARIANTS))
def test_every_setting_is_a_documented_field_whose_default_round_trips(variant):
    for key, default in variant.defaults().items():
        assert key in FIELDS and key in SETTINGS
        assert SETTINGS[key].coerce(default) == default or key == "meld_table"
        assert SETTINGS[key].describe(default)


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_the_docs_describe_every_rule_set(variant_id):
    assert f"`{variant_id}`" in RULES_DOC


def test_the_docs_describe_every_house_rule_setting():
    for key in SETTINGS:
        assert f"`{key}`" in DEVELOPER_DOC, key
