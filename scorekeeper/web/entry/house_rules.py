"""The new-game form's data (no Flask here): a rule set's house-rule settings as form boxes (each with its
default and meaning) and back to a game record's "rules", and the seating order of the players."""

from scorekeeper.record.game_record import parse_sides
from scorekeeper.rules import SETTINGS, seats
from scorekeeper.rules.entry import kind_label


def house_rule_fields(variant, sides: int, players_per_side: int) -> list[dict]:
    """The new-game form's house-rule boxes for a seating, each with its default and meaning.

    A setting that holds several numbers (canasta bonuses by kind, the meld table's minimums)
    gets one box per number; a meld-table row that is not a number of points is kept as it is."""
    fields = []
    for key, default in variant.defaults(sides, players_per_side).items():
        setting = SETTINGS[key]
        base = {
            "key": key,
            "help": setting.help,
            "kind": setting.kind,
            "default": setting.describe(default),
            "unverified": key in variant.unverified,
        }
        boxes = BOXES.get(setting.kind, _one_box)
        fields += boxes(base, setting, default, variant)
    return fields


def _points_by_kind(base, setting, default, variant) -> list[dict]:
    """A box of points per kind of canasta (a natural canasta's bonus, a mixed one's…)."""
    return [
        {
            **base,
            "name": f"{base['key']}__{kind}",
            "kind": "points",
            "value": points,
            "label": f"{setting.label}: {kind_label(kind, variant)}",
            "part": kind,
            "default": str(points),
            "help": "" if i else setting.help,
        }
        for i, (kind, points) in enumerate(default.items())
    ]


def _class_by_kind(base, setting, default, variant) -> list[dict]:
    """One choice per kind (Canastone: is the all-deuces canasta natural or mixed?)."""
    return [
        {
            **base,
            "name": f"{base['key']}__{kind}",
            "kind": "choice",
            "value": cls,
            "choices": list(setting.choices),
            "part": kind,
            "default": cls,
            "label": f"{setting.label}: {kind_label(kind)}",
            "help": "" if i else setting.help,
        }
        for i, (kind, cls) in enumerate(default.items())
    ]


def _meld_table(base, setting, default, variant) -> list[dict]:
    """A box per row of the initial-meld table that is a number of points ("from 1500")."""
    below = default[1][0] if len(default) > 1 else None
    fields = []
    for row, (start, minimum) in enumerate(default):
        if not isinstance(minimum, int):
            continue
        first = start is None and len(default) > 1
        fields.append(
            {
                **base,
                "name": f"{base['key']}__{row}",
                "kind": "points",
                "value": minimum,
                "label": f"Initial meld {f'below {below}' if first else f'from {start}'}",
                "part": row,
                "default": str(minimum),
                "below": below if first else None,
                "start": start,
                "help": "" if row else setting.help,
            }
        )
    return fields


def _one_box(base, setting, default, variant) -> list[dict]:
    value = ("yes" if default else "no") if setting.kind == "bool" else default
    return [
        {
            **base,
            "name": base["key"],
            "label": setting.label,
            "value": value,
            "choices": list(setting.choices),
        }
    ]


BOXES = {
    "points_by_kind": _points_by_kind,
    "class_by_kind": _class_by_kind,
    "meld_table": _meld_table,
    # special counts (five red threes = 1000) only change through an imported record
    "points_by_count": lambda base, setting, default, variant: [],
}
"""A setting's boxes by its kind; any other kind is one box (a number, yes or no, a choice)."""


def rules_from_fields(variant, sides: int, players_per_side: int, values: dict) -> dict:
    """House-rule overrides from the form's values: only what differs from the rule set's default."""
    defaults = variant.defaults(sides, players_per_side)
    rules = {}
    for field in house_rule_fields(variant, sides, players_per_side):
        key, value = field["key"], values.get(field["name"])
        if value is None:
            continue
        if "part" in field:
            current = rules.get(key, defaults[key])
            if isinstance(current, dict):
                current = {**current, field["part"]: value}
            else:
                current = [list(row) for row in current]
                current[field["part"]][1] = value
                current = tuple(tuple(row) for row in current)
            rules[key] = current
        elif field["kind"] == "bool":
            rules[key] = value == "yes"
        else:
            rules[key] = value
    return {
        key: _jsonable(value) for key, value in rules.items() if value != defaults[key]
    }


def _jsonable(value):
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def seating(sides: list[dict]) -> list[str]:
    """Everyone in clockwise seating order (record format): first player of each side, then the
    second…; sides stand for their players when no player is named."""
    return seats(parse_sides(sides))
