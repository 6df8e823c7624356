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


def _imports_in(tree: ast.Module) -> list[ast.stmt]:
    """Every import a module may run: at its top and inside its functions too, since a lazy import
    that closes a circle still makes two modules lean on each other (the circle of issue 38 went
    through a migration's own import). Only a `TYPE_CHECKING` block, which never runs, is left out."""
    skipped = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for inner in ast.walk(node)
    }
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in skipped
    ]


def _is_module(name: str) -> bool:
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def import_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports. `from a.b import c` is an edge to
    a.b.c when c is a module, else to a.b. The packages a dotted import passes through (a, a.b)
    are not edges: Python has them loaded first and a package's __init__ re-exporting its own
    modules is no circle."""
    graph = {}
    for path in PACKAGE.rglob("*.py"):
        targets = set()
        for node in _imports_in(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                names = [
                    f"{node.module}.{alias.name}"
                    if _is_module(f"{node.module}.{alias.name}")
                    else node.module
                    for alias in node.names
                ]
            targets |= {name for name in names if name.split(".")[0] == "scorekeeper"}
        graph[module_name(path)] = targets
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected set of two or more modules (Tarjan's algorithm), each sorted."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph.get(node, ()):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            part = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                part.append(member)
                if member == node:
                    break
            if len(part) > 1 or node in graph.get(node, ()):
                found.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_itself_through_others():
    """schema.py once imported group_rows.py's live identity() for a migration while group_rows.py
    imported new_token from schema.py (issue 38): a circle, and a migration whose result changed
    with today's code."""
    assert circles(import_graph()) == []


def test_a_circle_of_imports_is_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert circles(graph) == [["a", "b", "c"], ["e"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_an_import_inside_a_function_counts_and_one_for_type_checkers_only_not():
    tree = ast.parse(
        "import scorekeeper.rules\n"
        "if TYPE_CHECKING:\n    from scorekeeper.storage import schema\n"
        "def later():\n    import scorekeeper.web\n"
    )
    names = {ast.unparse(node) for node in _imports_in(tree)}
    assert names == {"import scorekeeper.rules", "import scorekeeper.web"}


# Views that only read and draw (no write, no use case to move): longer than 25 lines because a
# page shows many things, each a keyword of render_template or jsonify.
RENDER_ONLY = {
    "web/pages/game_pages.py show": "the scoreboard and its offers (undo, keep, rematch)",
    "web/pages/roster_pages.py players": "the players table, sorted and filtered",
    "web/pages/roster_pages.py player": "one person's figures and charts",
    "web/pages/event_views/event_room.py night": "an entrant's evening",
    "web/pages/event_views/event_room.py standings": "the room's screen, its ladder and QR",
    "web/pages/event_views/event_room.py table": "a table's link: waiting page or its game",
    "web/pages/hand_pages.py preview": "the live preview, JSON; it saves nothing",
    "web/pages/installable.py manifest": "the web app manifest",
}
VIEW_DECORATORS = {"route", "get", "post"}


def view_lengths() -> dict[str, int]:
    """Every view function of web/pages (a function under @bp.route, .get or .post), by
    "path name", and its length in lines, decorators left out."""
    found = {}
    for path in sorted((PACKAGE / "web" / "pages").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef) and any(
                isinstance(d, ast.Call)
                and isinstance(d.func, ast.Attribute)
                and d.func.attr in VIEW_DECORATORS
                for d in node.decorator_list
            ):
                where = f"{path.relative_to(PACKAGE).as_posix()} {node.name}"
                found[where] = node.end_lineno - node.lineno + 1
    return found


def test_every_view_is_a_thin_adapter_of_at_most_25_lines():
    """What a button does lives in web/actions/ (one use case a module); a view turns the request
    into its arguments and its answer into a response. Only views that just draw may be longer."""
    lengths = view_lengths()
    assert len(lengths) > 60  # the views were found
    long = {where for where, lines in lengths.items() if lines > 25}
    assert long - set(RENDER_ONLY) == set()
    assert set(RENDER_ONLY) <= set(
        lengths
    )  # a listed view that moved or went is unlisted
