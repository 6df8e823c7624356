"""A setting and its value: how a house rule typed or stored is read (whole numbers, a meld table,
points by kind) and said in words."""

from dataclasses import dataclass

from scorekeeper.rules.errors import RuleError


@dataclass(frozen=True)
class Setting:
    key: str
    label: str
    help: str
    kind: str  # points | count | bool | choice | meld_table | points_by_kind | points_by_count | class_by_kind
    choices: tuple[tuple[str, str], ...] = ()

    def coerce(self, value):
        """Check a value from a record or a form and return it in the engine's own shape."""
        kind = self.kind
        if kind == "bool":
            if isinstance(value, str) and value.lower() in (
                "true",
                "false",
                "on",
                "off",
                "yes",
                "no",
                "1",
                "0",
            ):
                return value.lower() in ("true", "on", "yes", "1")
            if not isinstance(value, bool):
                raise RuleError(f"{self.key} must be true or false, not {value!r}")
            return value
        if kind in ("points", "count"):
            number = _integer(self.key, value)
            if number < 0:
                raise RuleError(f"{self.key} cannot be negative ({number})")
            return number
        if kind == "choice":
            allowed = [c for c, _ in self.choices]
            if value not in allowed:
                raise RuleError(
                    f"{self.key} must be one of {', '.join(allowed)}, not {value!r}"
                )
            return value
        if kind == "meld_table":
            return _meld_table(self.key, value)
        if kind in ("points_by_kind", "points_by_count"):
            if not isinstance(value, dict):
                raise RuleError(
                    f"{self.key} must be an object of points, not {value!r}"
                )
            keys = {
                (int(k) if kind == "points_by_count" else k): _integer(self.key, v)
                for k, v in value.items()
            }
            return keys
        if kind == "class_by_kind":
            return _classes(self.key, value, [c for c, _ in self.choices])
        raise AssertionError(kind)

    def describe(self, value) -> str:
        """The value as a player reads it in a settings list or on a score sheet."""
        if self.kind == "bool":
            return "yes" if value else "no"
        if self.kind == "choice":
            return dict(self.choices).get(value, value)
        if self.kind == "meld_table":
            return describe_meld_table(value)
        if self.kind in ("points_by_kind", "points_by_count", "class_by_kind"):
            return ", ".join(f"{k}: {v}" for k, v in value.items()) or "none"
        return str(value)


def _integer(key: str, value) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise RuleError(f"{key} must be a whole number, not {value!r}")
    try:
        return int(value)
    except ValueError:
        raise RuleError(f"{key} must be a whole number, not {value!r}") from None


def _classes(key: str, value, allowed: list[str]) -> dict:
    if not isinstance(value, dict) or not all(v in allowed for v in value.values()):
        raise RuleError(
            f"{key} must be an object of canasta kinds, each {' or '.join(allowed)}, not {value!r}"
        )
    return {str(k): v for k, v in value.items()}


def _meld_table(key: str, value) -> tuple:
    """A meld table is a list of [from score, minimum] rows; the first row's `from` is null
    (every score below the second row), later rows ascend."""
    if not isinstance(value, (list, tuple)) or not value:
        raise RuleError(f"{key} must be a list of [from score, minimum] rows")
    rows = []
    for i, row in enumerate(value):
        if not isinstance(row, (list, tuple)) or len(row) != 2:
            raise RuleError(f"{key} row {i + 1} must be [from score, minimum]")
        start, minimum = row
        start = None if start is None and i == 0 else _integer(key, start)
        if not isinstance(minimum, dict):
            minimum = _integer(key, minimum)
        if i and rows[-1][0] is not None and start <= rows[-1][0]:
            raise RuleError(
                f"{key}: the rows must go up in score ({start} follows {rows[-1][0]})"
            )
        rows.append((start, minimum))
    return tuple(rows)


def describe_meld_table(table, basis: str = "score") -> str:
    """'below 0: 15, 0+: 50, 1500+: 90, 3000+: 120', or by hand number 'hand 1: 50, hand 2: 90, hand 4+: 150'."""
    parts = []
    for i, (start, minimum) in enumerate(table):
        if basis == "hand_number":
            first = 1 if start is None else start
            last = table[i + 1][0] - 1 if i + 1 < len(table) else None
            where = (
                f"hand {first}"
                if last == first
                else (f"hands {first}-{last}" if last else f"hand {first}+")
            )
        elif start is None:
            where = f"below {table[1][0]}" if len(table) > 1 else "any score"
        else:
            where = f"{start}+"
        parts.append(f"{where}: {describe_requirement(minimum)}")
    return ", ".join(parts)


def describe_requirement(requirement) -> str:
    """A minimum initial meld in words: a number of points, or a canasta condition
    such as {"canasta": "natural"} or {"canasta": "any", "points": 200}."""
    if isinstance(requirement, int):
        return str(requirement) if requirement else "none"
    kind = requirement.get("canasta", "any")
    text = "a canasta" if kind == "any" else f"a {kind} canasta"
    if requirement.get("points"):
        text += f" and {requirement['points']} points"
    return text
