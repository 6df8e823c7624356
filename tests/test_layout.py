"""The package's layout keeps its promises: the pure parts import alone, folders import one way,
and no page imports another (docs/developer.md, "Project layout")."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "scorekeeper"

# Which folder may import which: a folder not listed for another never imports it.
ALLOWED = {
    "rules": set(),
    "places": set(),
    "events": {"rules"},
    "record": {"rules"},
    "translations": {"rules", "statistics", "record"},
    "statistics": {"rules", "record"},
    "storage": {"record"},
    "printing": {"places", "rules", "events", "record", "statistics", "translations"},
    "cli": {
        "rules",
        "events",
        "record",
        "storage",
        "translations",
        "statistics",
        "web.app",
        "web.plumbing",
        "web.boards",
    },
    "web.words": {"rules", "record", "translations"},
    "web.delivery": {"places", "web.words"},
    "web.plumbing": {
        "places",
        "rules",
        "events",
        "record",
        "storage",
        "statistics",
        "translations",
        "web.delivery",
    },
    "web.boards": {
        "rules",
        "events",
        "record",
        "storage",
        "statistics",
        "translations",
        "web.words",
        "web.plumbing",
        "web.delivery",
    },
    "web.entry": {
        "rules",
        "events",
        "record",
        "storage",
        "statistics",
        "translations",
        "web.words",
        "web.plumbing",
        "web.boards",
        "web.delivery",
    },
    "web.actions": {
        "rules",
        "events",
        "record",
        "storage",
        "statistics",
        "translations",
        "web.entry",
        "web.words",
        "web.plumbing",
        "web.boards",
        "web.delivery",
    },
    "web.pages": {
        "web.actions",
        "rules",
        "events",
        "record",
        "storage",
        "statistics",
        "printing",
        "translations",
        "web.entry",
        "web.words",
        "web.plumbing",
        "web.boards",
        "web.delivery",
    },
    "web.app": {
        "places",
        "record",
        "storage",
        "translations",
        "web.pages",
        "web.entry",
        "web.words",
        "web.plumbing",
        "web.boards",
        "web.delivery",
    },
}


def folder_of(module: str) -> str:
    parts = module.split(".")[1:]
    if parts[:1] == ["web"] and len(parts) > 1:
        return "web." + parts[1]
    return parts[0] if parts else ""


def module_name(path: Path) -> str:
    relative = path.relative_to(PACKAGE.parent).with_suffix("")
    return ".".join(part for part in relative.parts if part != "__init__")


def imports_of(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
            "scorekeeper"
        ):
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {
                alias.name
                for alias in node.names
                if alias.name.startswith("scorekeeper")
            }
    return found


MODULES = sorted(
    p for p in PACKAGE.rglob("*.py") if folder_of(module_name(p)) in ALLOWED
)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_a_module_imports_only_the_folders_its_own_may_use(path):
    mine = folder_of(module_name(path))
    reached = {folder_of(name) for name in imports_of(path)} - {mine, ""}
    # `from scorekeeper import create_app` reaches the factory lazily, through the package root.
    reached = {
        "web.app" if name in ("create_app", "settings") else name for name in reached
    }
    assert reached <= ALLOWED[mine]


def test_no_page_imports_another_page_only_their_shared_helpers():
    for path in (PACKAGE / "web" / "pages").glob("*.py"):
        pages = {n for n in imports_of(path) if n.startswith("scorekeeper.web.pages.")}
        assert pages <= {"scorekeeper.web.pages.shared"} | {
            f"scorekeeper.web.pages.shared.{name}"
            for name in _names_in(path, "scorekeeper.web.pages.shared")
        }, path.name


def _names_in(path: Path, module: str) -> set[str]:
    return {
        alias.name
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.ImportFrom) and node.module == module
        for alias in node.names
    }


def test_the_pure_parts_load_no_flask_weasyprint_or_web_module():
    probe = (
        "import sys\n"
        "import scorekeeper.rules, scorekeeper.record.game_record, scorekeeper.record.limits\n"
        "import scorekeeper.record.changes\n"
        "import scorekeeper.storage, scorekeeper.statistics.summary, scorekeeper.statistics.players\n"
        "import scorekeeper.statistics.hand_rows_csv, scorekeeper.translations.problem_texts\n"
        "import scorekeeper.cli.main, scorekeeper.events.movements, scorekeeper.events.standings\n"
        "heavy = [m for m in sys.modules if m.split('.')[0] in ('flask', 'weasyprint', 'flask_babel')]\n"
        "web = [m for m in sys.modules if m.startswith('scorekeeper.web')]\n"
        "print(heavy, web)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[] []"


def test_the_engine_alone_needs_not_even_sqlite_utils():
    probe = (
        "import sys, scorekeeper.rules, scorekeeper.events.movements, scorekeeper.events.standings,"
        " scorekeeper.events.clock; print('sqlite_utils' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"
