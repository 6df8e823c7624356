"""The lock files keep their promises: every package pinned with its hashes, the serving lock free of
the test kit, the test lock serving with the very same versions, and both up to date with
pyproject.toml (scripts/lock.sh refreshes them)."""

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PIN = re.compile(r"^([a-z0-9][a-z0-9._-]*)==(\S+) \\$", re.MULTILINE)


def pins(name: str) -> dict[str, str]:
    return dict(PIN.findall((ROOT / "requirements" / name).read_text()))


def normal(requirement: str) -> str:
    return re.split(r"[<>=!~;\[ ]", requirement, 1)[0].lower().replace("_", "-")


PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def test_every_pinned_package_carries_its_hashes_so_pip_installs_exactly_those_files():
    for name in ("runtime.txt", "test.txt"):
        text = (ROOT / "requirements" / name).read_text()
        blocks = re.split(r"\n(?=[a-z0-9])", text.strip())
        assert len(blocks) == len(pins(name)) > 20
        for block in blocks:
            assert "==" in block.splitlines()[0] and "--hash=sha256:" in block, block


def test_the_serving_lock_holds_every_dependency_and_no_test_kit():
    runtime = pins("runtime.txt")
    assert {normal(r) for r in PROJECT["dependencies"]} <= set(runtime)
    # hatchling installs the checkout itself (editable) without fetching anything unpinned.
    assert "hatchling" in runtime
    test_kit = {normal(r) for r in PROJECT["optional-dependencies"]["test"]} - {
        "hatchling"
    }
    assert not test_kit & set(runtime)
    assert not {"pytest", "playwright", "greenlet", "ruff"} & set(runtime)


def test_the_test_lock_serves_with_the_runtimes_very_versions():
    runtime, test = pins("runtime.txt"), pins("test.txt")
    assert {name: test.get(name) for name in runtime} == runtime
    assert {normal(r) for r in PROJECT["optional-dependencies"]["test"]} <= set(test)
