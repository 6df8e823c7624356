"""What the package says about itself stays true as modules move (issue 32): every path a comment,
a docstring, a page of docs/, a template or a script's comment names exists (a script's too, since
the phone's program went into static/'s folders, issue 38), and each package's docstring names every
part of its folder, so a newcomer reading `__init__.py` finds all of it."""

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "scorekeeper"
# Paths written with at least one folder: `web/plumbing/devices.py`, `tests/cli/test_cli.py`.
PATH = re.compile(r"(?<![\w./-])((?:[\w.-]+/)+[\w.-]+\.py)\b")
# Scripts, with or without a folder: `offline/outbox.js`, `scorer_cards.js`.
SCRIPT = re.compile(r"(?<![\w./<>-])((?:[\w.-]+/)*[\w-]+\.js)\b")
STATIC = ROOT / "static"
# The scripts of the checkout (static/'s and the tests' harness) by file name: a bare name must be one.
SCRIPTS = {path.name for path in (*STATIC.rglob("*.js"), *ROOT.glob("tests/**/*.js"))}
# Files a person writes, and placeholders: named, never shipped.
NOT_SHIPPED = {"instance/config.py", "benchmarks/NAME.py"}
MODULES = sorted(PACKAGE.rglob("*.py"))
JS_FILES = sorted(STATIC.rglob("*.js"))
TEMPLATES = sorted((ROOT / "templates").rglob("*.html"))
PACKAGES = sorted(path.parent for path in PACKAGE.rglob("__init__.py"))


def comments_and_docstrings(path: Path) -> list[str]:
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text()).readline)
    return [
        token.string
        for token in tokens
        if token.type == tokenize.COMMENT
        or (
            token.type == tokenize.STRING
            and token.string.lstrip("rbuRBU").startswith(('"""', "'''"))
        )
    ]


def missing_paths(path: Path, texts: list[str]) -> list[str]:
    """Paths named in `texts` found neither from the checkout's root, nor from the package, nor
    from any folder above `path` (a module in web/entry/ may say `words/problem_speech.py`)."""
    bases = (ROOT, PACKAGE, STATIC, *path.parents)
    return [
        named
        for text in texts
        for named in PATH.findall(text) + SCRIPT.findall(text)
        if named not in NOT_SHIPPED
        and not any((b / named).exists() for b in bases)
        and not ("/" not in named and named in SCRIPTS)
        and not named.startswith(("bundles/", "static/bundles/"))  # made, not kept
    ]


def script_comments(path: Path) -> list[str]:
    """A script's // and /* */ comments (a URL in a string may come along: it names no file)."""
    return re.findall(r"//[^\n]*|/\*.*?\*/", path.read_text(), re.S)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_a_comment_or_docstring_names_exists(path):
    assert missing_paths(path, comments_and_docstrings(path)) == []


@pytest.mark.parametrize(
    "path", sorted((ROOT / "docs").glob("*.md")), ids=lambda p: p.name
)
def test_every_path_the_docs_name_exists(path):
    assert missing_paths(path, [path.read_text()]) == []


@pytest.mark.parametrize("path", JS_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_a_scripts_comment_names_exists(path):
    assert missing_paths(path, script_comments(path)) == []


@pytest.mark.parametrize("path", TEMPLATES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_a_template_names_exists(path):
    assert missing_paths(path, [path.read_text()]) == []


def test_a_script_named_where_it_no_longer_is_is_caught():
    """service_worker.js moved to static/offline/: its old path is reported, the new one and its
    bare name not, nor a name no script has."""
    here = STATIC / "offline" / "outbox.js"
    old = ["// see static/service_worker.js and web/installable.py, or gone.js"]
    assert missing_paths(here, old) == [
        "web/installable.py",
        "static/service_worker.js",
        "gone.js",
    ]
    new = ["// static/offline/service_worker.js, web/pages/installable.py, outbox.js"]
    assert missing_paths(here, new) == []
    assert missing_paths(here, script_comments(here)) == []


def test_a_moved_module_named_by_its_old_path_is_caught():
    """web/devices.py moved to web/plumbing/devices.py: the old path is reported, the new not."""
    here = PACKAGE / "record" / "limits.py"
    assert missing_paths(here, ["# see web/devices.py"]) == ["web/devices.py"]
    assert missing_paths(here, ["# see web/plumbing/devices.py"]) == []


def parts(package: Path) -> list[str]:
    """A folder's modules and subpackages, by the name an import uses."""
    modules = [p.stem for p in package.glob("*.py") if p.name != "__init__.py"]
    folders = [p.name for p in package.iterdir() if (p / "__init__.py").exists()]
    return sorted(modules + folders)


@pytest.mark.parametrize(
    "package",
    PACKAGES,
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_each_package_docstring_names_every_part_of_its_folder(package):
    docstring = ast.get_docstring(ast.parse((package / "__init__.py").read_text()))
    assert docstring, "a package says what it holds"
    named = set(re.findall(r"[\w]+", docstring))
    assert [part for part in parts(package) if part not in named] == []
