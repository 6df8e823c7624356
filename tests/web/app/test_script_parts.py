"""The phone's two largest scripts come in parts (the engine's mirror, scorer_cards.js to
scorer_game.js, and the hand form, hand_steppers.js to hand_preview.js), loaded in the bundles'
order: each part stays small, and takes what it uses of another only from a part loaded before it,
through the one shared object the first part makes. Read from the sources, so a part that calls a
function it forgot to take, or one a later part gives, fails here before any browser runs."""

import re
from pathlib import Path

import pytest

from scorekeeper.web.delivery.bundles import (
    BUNDLES,
    CANASTA_PARTS,
    HAND_PARTS,
    SCORER_PARTS,
)

STATIC = Path(__file__).resolve().parents[3] / "static"
# each family of parts: its files in load order, and the name of the object they share
FAMILIES = {
    "scorer": (SCORER_PARTS, "parts"),
    "hand": (HAND_PARTS, "page"),
}


def code_of(name: str) -> str:
    """The part's code with its comments and string literals blanked, so a word in either is no use."""
    lines = []
    for line in (STATIC / name).read_text().splitlines():
        line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
        line = re.sub(r"'(?:[^'\\]|\\.)*'", "''", line)
        lines.append(re.sub(r"//.*", "", line))
    return "\n".join(lines)


def given(code: str, shared: str) -> set[str]:
    """What a part puts on the shared object: Object.assign(shared, {a: a, …}) or shared.a = …."""
    names = set(re.findall(rf"\b{shared}\.(\w+) = ", code))
    for block in re.findall(rf"Object\.assign\({shared}, \{{(.*?)\}}\)", code, re.S):
        names |= set(re.findall(r"(\w+):", block))
    return names


def taken(code: str, shared: str) -> set[str]:
    """What a part reads from the shared object (an assignment to it is giving, not taking)."""
    return set(re.findall(rf"\b{shared}\.(\w+)\b(?! = )", code))


def defined(code: str) -> set[str]:
    """The functions and variables a part declares at its top level (two spaces in)."""
    return set(re.findall(r"^  (?:function|var) (\w+)", code, re.M))


def declared(code: str) -> set[str]:
    """Every name a part declares, at any depth: functions, variables and parameters."""
    names = set(re.findall(r"\b(?:function|var) (\w+)", code))
    for params in re.findall(r"\bfunction\s*\w*\s*\(([^)]*)\)", code):
        names |= {param.strip() for param in params.split(",") if param.strip()}
    return names


@pytest.mark.parametrize("family", FAMILIES)
def test_every_part_stays_under_about_250_lines(family):
    names, _ = FAMILIES[family]
    lengths = {name: len((STATIC / name).read_text().splitlines()) for name in names}
    assert max(lengths.values()) <= 250, lengths


@pytest.mark.parametrize("family", FAMILIES)
def test_a_part_takes_only_what_a_part_loaded_before_it_gives(family):
    names, shared = FAMILIES[family]
    before: set[str] = set()
    for name in names:
        code = code_of(name)
        assert taken(code, shared) <= before, name
        before |= given(code, shared)


@pytest.mark.parametrize("family", FAMILIES)
def test_a_part_calls_another_parts_function_only_after_taking_it(family):
    """A function declared in one part and called in another must be among what the caller takes
    (or it would be a ReferenceError on the phone, at the first hand that needs it)."""
    names, shared = FAMILIES[family]
    codes = {name: code_of(name) for name in names}
    for name, code in codes.items():
        own = declared(code)
        elsewhere = set().union(*(defined(c) for n, c in codes.items() if n != name))
        called = set(re.findall(r"(?<![.\w])(\w+)\(", code))
        assert (called & elsewhere) - own <= taken(code, shared), name


def test_the_parts_load_in_the_same_order_in_every_bundle_that_has_them():
    for kind, files in BUNDLES.items():
        for parts in (SCORER_PARTS, HAND_PARTS):
            present = [name for name in files if name in parts]
            # a Canasta game's bundles leave out just the relatives' parts (bundles.py)
            whole = [] if not present else list(parts[: len(present)])
            assert present in (whole, list(CANASTA_PARTS)), kind
    # the setup page needs only the steppers and the dealer list, the first part
    assert [name for name in BUNDLES["setup"] if name in HAND_PARTS] == [
        "hand/hand_steppers.js"
    ]


def test_a_forgotten_take_is_caught():
    """The checks above can fail: a part calling held() without taking it is reported."""
    code = "  var parts = root.ScorerParts;\n  function x(side) { return held(side, 1); }\n"
    called = set(re.findall(r"(?<![.\w])(\w+)\(", code))
    assert (called & {"held"}) - declared(code) - taken(code, "parts") == {"held"}
    assert "held" in declared("  function x(side, held) { return held(side); }\n")
    assert taken("  var held = parts.held;\n", "parts") == {"held"}
    assert given("  Object.assign(parts, { held: held, sum: sum });\n", "parts") == {
        "held",
        "sum",
    }
