"""A game record's values, read by type: whole numbers within what a game reaches (limits.py), text,
true or false. A wrong value is named in the message but never echoed whole, whatever its size.
Pure like the engine."""

from scorekeeper.record.limits import NUMBERS, number_problem, setting_most
from scorekeeper.rules import RuleError


class RecordError(ValueError):
    """A record that cannot be read at all (not the shape of the format)."""


def check_rule_numbers(key, value) -> None:
    """Every number in a house-rule setting within what a game reaches (a meld table holds several)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif (
            isinstance(item, int)
            and not isinstance(item, bool)
            and abs(item) > setting_most(key)
        ):
            raise RuleError(f"{key} must be at most {setting_most(key)}")


def kind_of(value) -> str:
    """A JSON value's type in words, for messages that must not echo a value of any size."""
    names = {
        dict: "an object",
        list: "a list",
        str: "text",
        bool: "true or false",
        type(None): "null",
    }
    return names.get(type(value), "a number")


def shown(value) -> str:
    """A wrong value as a message shows it: itself when short, else its kind."""
    written = repr(value)
    return (
        written
        if len(written) <= 40 and not isinstance(value, (dict, list))
        else kind_of(value)
    )


def whole_number(raw: dict, key, bound=None) -> int:
    """A whole number within what a game reaches (limits.NUMBERS, looked up by `bound` or the key)."""
    value = raw.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"{key} must be a whole number, not {shown(value)}")
    most = NUMBERS.get(bound or key)
    problem = number_problem(str(key), value, most) if most is not None else None
    if problem:
        raise RecordError(problem)
    return value


def text(raw: dict, key) -> str:
    """A text field ("" when absent)."""
    value = raw.get(key, "")
    if not isinstance(value, str):
        raise RecordError(f"{key} must be text, not {shown(value)}")
    return value


def yes_or_no(raw: dict, key) -> bool:
    """A true-or-false field (false when absent)."""
    value = raw.get(key, False)
    if not isinstance(value, bool):
        raise RecordError(f"{key} must be true or false, not {shown(value)}")
    return value
