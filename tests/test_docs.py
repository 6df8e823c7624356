"""The project's docs/ cannot rot: every JSON example in docs/record-format.md is read and scored by the
app, and docs/rules.md has a section for every rule set whose packs, target and settings match its data."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.record.game_record import parse_record
from scorekeeper.rules import SETTINGS, VARIANTS, play

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
SCRIPT = Path(sys.executable).parent / "scorekeeper"


def json_blocks(name: str) -> list[tuple[str, str]]:
    """(info string, body) of every ```json block of a doc, in order."""
    return re.findall(
        r"^```(json[^\n]*)\n(.*?)^```", (DOCS / name).read_text(), re.S | re.M
    )


RECORD_BLOCKS = json_blocks("record-format.md")


def block_id(block) -> str:
    return block[0].replace(" ", "-")


def test_record_format_has_examples_of_every_kind():
    kinds = {info.split()[1] if " " in info else "record" for info, _ in RECORD_BLOCKS}
    assert kinds == {"record", "side", "rules", "output", "games"}


def seated_record(
    variant_id: str, results: list | None = None, rules: dict | None = None
) -> dict:
    """A record of the rule set's first seating, with one hand of these results (the others empty)."""
    layout = VARIANTS[variant_id].layouts[0]
    sides = [
        {
            "name": f"Side {s + 1}",
            "players": [f"P{s + 1}.{p + 1}" for p in range(layout.players_per_side)],
        }
        for s in range(layout.sides)
    ]
    record = {
        "format": 1,
        "variant": variant_id,
        "rules": rules or {},
        "sides": sides,
        "hands": [],
    }
    if results is not None:
        record["hands"] = [{"results": results + [{}] * (layout.sides - len(results))}]
    return record


def problems_of(record: dict) -> list[str]:
    result = play(parse_record(record))
    return [str(p) for p in result.problems]


@pytest.mark.parametrize(
    "block", [b for b in RECORD_BLOCKS if b[0] == "json"], ids=block_id
)
def test_a_whole_record_in_the_docs_is_scored_without_a_problem(block):
    assert problems_of(json.loads(block[1])) == []


def test_every_record_of_a_several_games_file_in_the_docs_is_scored_without_a_problem():
    files = [json.loads(body) for info, body in RECORD_BLOCKS if info == "json games"]
    assert files and all(file["format"] == 1 and file["games"] for file in files)
    assert [problems_of(record) for file in files for record in file["games"]] == [
        [] for f in files for _ in f["games"]
    ]


@pytest.mark.parametrize(
    "block", [b for b in RECORD_BLOCKS if b[0].startswith("json side ")], ids=block_id
)
def test_a_side_result_in_the_docs_scores_as_the_first_side_of_a_hand(block):
    variant_id = block[0].split()[2]
    assert problems_of(seated_record(variant_id, [json.loads(block[1])])) == []


@pytest.mark.parametrize(
    "block", [b for b in RECORD_BLOCKS if b[0].startswith("json rules ")], ids=block_id
)
def test_house_rules_in_the_docs_are_accepted_by_their_rule_set(block):
    variant_id = block[0].split()[2]
    assert problems_of(seated_record(variant_id, rules=json.loads(block[1]))) == []


def test_the_output_shown_is_what_scorekeeper_score_prints_for_the_record_above_it():
    infos = [info for info, _ in RECORD_BLOCKS]
    output_at = infos.index("json output")
    record = [body for info, body in RECORD_BLOCKS[:output_at] if info == "json"][-1]
    done = subprocess.run(
        [str(SCRIPT), "score", "-"],
        input=record,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == json.loads(RECORD_BLOCKS[output_at][1])


def test_the_docs_record_example_matches_the_hand_arithmetic_written_beside_it():
    # Hand 1: Us 140 + 80 - 10 + 500 + 200 + 100 = 1010; Them 120 + 15 - 30 + 300 = 405.
    # Hand 2: Us 95 - 40 + 100 = 155; Them 310 + 500 + 300 + 200 = 1310.
    record = json.loads([body for info, body in RECORD_BLOCKS if info == "json"][0])
    result = play(parse_record(record))
    assert [h.totals for h in result.hands] == [(1010, 405), (1010 + 155, 405 + 1310)]
    assert result.next_initial_meld == (50, 90) and result.next_dealer == "Ben"


def test_a_broken_side_result_would_fail_the_docs_check():
    """The check above can fail: a meld of one natural card and two deuces is refused."""
    broken = {"melds": [{"rank": "4", "natural": 1, "twos": 2}], "in_hand": {}}
    assert problems_of(seated_record("classic", [broken]))


# docs/rules.md: "## Name (`id`)", optionally " (being added)" for a rule set on its way from another branch.
HEADING = re.compile(
    r"^## (?P<name>.+?) \(`(?P<id>[a-z0-9-]+)`\)(?P<coming> \(being added\))?$", re.M
)
SETTING_ROW = re.compile(r"^\| `(?P<key>[a-z_0-9]+)` \| `(?P<default>[^`]+)`", re.M)
BASE = re.compile(r"Every other setting as in\s[^(]*\(`(?P<id>[a-z0-9-]+)`\)")
NOT_TAKEN = re.compile(r"Not taken: (?P<keys>.*?)\.", re.S)


def rule_sections() -> dict[str, dict]:
    """Each rule set's section of docs/rules.md by id: its text and whether it is marked as being added."""
    text = (DOCS / "rules.md").read_text()
    heads = list(HEADING.finditer(text))
    ends = [h.start() for h in heads[1:]] + [len(text)]
    return {
        h["id"]: {"text": text[h.end() : end], "coming": bool(h["coming"])}
        for h, end in zip(heads, ends)
    }


SECTIONS = rule_sections()


def fact(section: str, row: str) -> str:
    """The cell beside a row heading of a section's facts table ("| Packs | 3 |")."""
    found = re.search(rf"^\| {row} \| (.+?) \|$", section, re.M)
    assert found, f"no '{row}' row"
    return found.group(1)


def numbers(cell: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", cell)]


def as_json(value):
    """A setting's value as a record writes it (tuples become lists, count keys strings)."""
    return json.loads(json.dumps(value))


def test_every_rule_set_the_app_scores_has_a_section_in_rules_md():
    assert set(VARIANTS) <= set(SECTIONS)


def test_a_section_for_a_rule_set_the_app_does_not_score_yet_is_marked_being_added():
    unmarked = [
        vid
        for vid, section in SECTIONS.items()
        if vid not in VARIANTS and not section["coming"]
    ]
    assert unmarked == []


COMING = {
    "cutthroat-3p",
    "cuban",
    "mexicana",
    "sevens",
    "brazilian",
    "chilean",
    "canastone",
    "mini",
}
"""Rule sets being added on other branches (issue 12); their sections are marked until they land."""


def test_the_sections_marked_being_added_are_those_of_issue_12_still_to_land():
    marked = {vid for vid, section in SECTIONS.items() if section["coming"]}
    assert COMING - set(VARIANTS) <= marked <= COMING


def every_seating(variant, key: str) -> set:
    return {getattr(variant, key)} | {
        lay.overrides[key] for lay in variant.layouts if key in lay.overrides
    }


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_a_sections_packs_are_the_rule_sets_first_and_every_seatings_packs(variant_id):
    variant, cell = VARIANTS[variant_id], fact(SECTIONS[variant_id]["text"], "Packs")
    assert numbers(cell)[0] == variant.decks
    assert every_seating(variant, "decks") <= set(numbers(cell))


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_a_sections_target_is_the_rule_sets_target_or_its_number_of_hands(variant_id):
    variant, cell = VARIANTS[variant_id], fact(SECTIONS[variant_id]["text"], "Target")
    if variant.target:
        assert numbers(cell)[0] == variant.target
        assert every_seating(variant, "target") <= set(numbers(cell))
    else:  # a game of a fixed number of hands
        assert cell.startswith("none") and f"{variant.hands_in_game} hands" in cell


def documented_settings(section: str) -> dict:
    return {
        row["key"]: json.loads(row["default"]) for row in SETTING_ROW.finditer(section)
    }


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_every_setting_in_a_section_has_the_rule_sets_default(variant_id):
    variant = VARIANTS[variant_id]
    defaults = as_json(variant.defaults())
    documented = documented_settings(SECTIONS[variant_id]["text"])
    assert set(documented) <= set(variant.settings), (
        "a setting the rule set does not take"
    )
    assert {key: defaults[key] for key in documented} == documented


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_every_setting_that_differs_from_the_base_rule_set_is_listed(variant_id):
    """A section lists what differs from the rule set it names as its base (Classic lists them all),
    and names every setting of the base that it does not take."""
    variant, section = VARIANTS[variant_id], SECTIONS[variant_id]["text"]
    base = BASE.search(section)
    base_defaults = as_json(VARIANTS[base["id"]].defaults()) if base else {}
    defaults = as_json(variant.defaults())
    differing = {
        key
        for key in variant.settings
        if key not in base_defaults or base_defaults[key] != defaults[key]
    }
    assert differing - set(documented_settings(section)) == set()
    not_taken = NOT_TAKEN.search(section)
    named = (
        set(re.findall(r"`([a-z_0-9]+)`", not_taken["keys"])) if not_taken else set()
    )
    assert set(base_defaults) - set(variant.settings) == named


def test_a_wrong_default_in_rules_md_would_fail_the_check():
    """The check above can fail: Samba's target documented as Classic's 5000 is caught."""
    wrong = SECTIONS["samba"]["text"].replace(
        "| `target` | `10000` |", "| `target` | `5000` |"
    )
    assert (
        documented_settings(wrong)["target"]
        != as_json(VARIANTS["samba"].defaults())["target"]
    )


# docs/developer.md: the routes and the house-rule settings tables.
DEVELOPER = (DOCS / "developer.md").read_text()
RUNNING = (DOCS / "running.md").read_text()


def route_shape(path: str) -> str:
    """A route with its variables blanked and any query left off: /games/<int:game_id> -> /games/<>."""
    return re.sub(r"<[^>]*>", "<>", re.sub(r"[?\[].*", "", path))


def test_developer_md_lists_every_route_of_the_app_and_no_other(app):
    app_routes = {
        route_shape(rule.rule)
        for rule in app.url_map.iter_rules()
        if rule.endpoint != "static"
    }
    table = re.search(r"^## Routes\n(.*?)^## ", DEVELOPER, re.S | re.M).group(1)
    documented = {
        route_shape(path)
        for path in re.findall(r"^\| [A-Z, ]+ \| `([^`]+)`", table, re.M)
    }
    assert documented == app_routes


def test_developer_md_names_the_module_that_serves_each_route(app):
    served_by = {}
    for rule in app.url_map.iter_rules():
        if rule.endpoint != "static":
            module = app.view_functions[rule.endpoint].__module__
            served_by[route_shape(rule.rule)] = (
                module.replace("scorekeeper.", "").replace(".", "/") + ".py"
            )
    table = re.search(r"^## Routes\n(.*?)^## ", DEVELOPER, re.S | re.M).group(1)
    rows = re.findall(r"^\| [A-Z, ]+ \| `([^`]+)` \|.*\| `([^`]+)` \|$", table, re.M)
    assert {route_shape(path): module for path, module in rows} == served_by


def test_running_md_says_what_a_backup_holds_what_closing_does_and_how_a_table_link_is_replaced(
    app,
):
    # Issue 42's docs, each part named by what the app has: the route and the two buttons it
    # quotes are the app's, and every module it names exists.
    backups = re.search(r"^## Backups\n(.*?)^## ", RUNNING, re.S | re.M).group(1)
    assert "**What a backup holds" in backups and "no working key" in backups
    closing = re.search(r"^## Evenings that close\n(.*?)^### ", RUNNING, re.S | re.M)
    assert "only show the results" in closing.group(1)
    table = re.search(r"^### Replacing a table's link\n(.*?)^## ", RUNNING, re.S | re.M)
    text = " ".join(table.group(1).split())
    route = re.search(r"`POST (/e/[^`]+)`", text).group(1)
    assert route_shape(route) in {route_shape(r.rule) for r in app.url_map.iter_rules()}
    director = (ROOT / "templates/events/director.html").read_text()
    assert "*Replace this link*" in text and "_('Replace this link')" in director
    assert "*Replace table N's link*" in text
    assert "_('Replace table %(table)s’s link', table=number)" in director
    for module in re.findall(r"`((?:storage|web)/[\w/]+\.py)`", text):
        assert (ROOT / "scorekeeper" / module).is_file(), module


def test_running_md_lists_every_setting_of_the_factory_with_its_default():
    from scorekeeper.web.app import defaults

    table = re.search(r"^### Settings.*?\n(.*?)^## ", RUNNING, re.S | re.M).group(1)
    documented = set(re.findall(r"^\| `([A-Z_]+)` \|", table, re.M))
    assert set(defaults(Path("instance"))) <= documented


def test_developer_md_lists_every_house_rule_setting():
    rows = dict(
        re.findall(r"^\| `([a-z_0-9]+)` \| [a-z/ ]+ \| (.+) \|$", DEVELOPER, re.M)
    )
    assert set(SETTINGS) <= set(rows)
    not_yet = {key for key in rows if key not in SETTINGS}
    assert all(rows[key].startswith("(being added)") for key in not_yet), (
        "a setting the app does not have"
    )


def test_the_readme_starts_with_the_two_commands_and_its_players_part_fits_sixty_lines():
    text = (DOCS.parent / "README.md").read_text()
    first_lines = [line.strip() for line in text.splitlines()[:6]]
    assert any(line.startswith("scripts/run.sh") for line in first_lines)
    assert any(line.startswith("scripts/test.sh") for line in first_lines)
    assert len(text.split("\n## More", 1)[0].splitlines()) <= 60
    links = re.findall(r"\]\(([^)#]+)\)", text)
    assert links and all((DOCS.parent / link).is_file() for link in links), links
    assert "../shared" not in text  # a clone has no shared/ beside it


def anchors(name: str) -> set[str]:
    """The anchors a Markdown renderer gives a doc's headings: lower case, punctuation dropped, spaces as hyphens."""
    headings = re.findall(r"^#+ (.+)$", (DOCS / name).read_text(), re.M)
    return {re.sub(r"[^\w\- ]", "", h.lower()).replace(" ", "-") for h in headings}


@pytest.mark.parametrize(
    "name",
    [
        "record-format.md",
        "rules.md",
        "developer.md",
        "running.md",
        "playing.md",
        "events.md",
    ],
)
def test_links_between_the_docs_lead_to_files_and_headings(name):
    for target, anchor in re.findall(
        r"\]\(([^)#:]*)(?:#([^)]*))?\)", (DOCS / name).read_text()
    ):
        target = target or name
        assert (DOCS / target).is_file(), target
        assert not anchor or anchor in anchors(target), f"{target}#{anchor}"


def test_the_docs_record_imports_and_comes_back_whole_in_the_download_of_all_games(
    client,
):
    record = json.loads([body for info, body in RECORD_BLOCKS if info == "json"][0])
    imported = client.post("/games/import", data={"text": json.dumps(record)})
    assert imported.status_code == 302
    download = client.get("/games/export.json", follow_redirects=True).get_json()
    assert download["format"] == 1 and len(download["games"]) == 1
    back = download["games"][0]
    # in the phone's group, each side lists its people's roster ids beside their names
    sides = [{k: v for k, v in s.items() if k != "roster"} for s in back["sides"]]
    assert all("roster" in side for side in back["sides"])
    assert (
        "created" in back
        and {
            **{k: v for k, v in back.items() if k != "created"},
            "sides": sides,
        }
        == record
    )


def _layout_rows() -> dict[str, tuple[set[str], set[str]]]:
    """developer.md's layout at a glance: each folder's imports and who may import it."""
    text = (DOCS / "developer.md").read_text()
    table = text[text.index("| folder (in `scorekeeper/`)") :].split("\n\n")[0]

    def key(cell: str) -> str:
        return cell.strip("`/").removesuffix(".py").replace("/", ".")

    rows = {}
    for line in table.splitlines()[2:]:
        folder, _, imports, importers = [c.strip() for c in line.strip("|").split("|")]
        names = [
            {key(c.strip()) for c in cell.split(",") if c.strip().startswith("`")}
            for cell in (imports, importers)
        ]
        rows[key(folder)] = (names[0], names[1])
    return rows


def test_developer_md_layout_table_is_the_layout_tests_arrows():
    from test_layout import ALLOWED

    rows = _layout_rows()
    assert set(rows) == set(ALLOWED)
    for folder, (imports, importers) in rows.items():
        assert imports == ALLOWED[folder], folder
        assert importers == {f for f, allowed in ALLOWED.items() if folder in allowed}


def test_the_readmes_start_it_says_the_port_where_games_are_kept_and_the_loopback_qr():
    # Issue 43: a newcomer asked how to choose the port and where the games go, and read that the
    # share QR never holds 127.0.0.1, which it does under the default command (the page warns).
    text = (DOCS.parent / "README.md").read_text()
    start = text.split("## Start it", 1)[1].split("\n## ", 1)[0]
    assert "PORT=8000 scripts/run.sh" in start
    assert "instance/scorekeeper.sqlite" in start and "SCOREKEEPER_INSTANCE=" in start
    assert "the share QR holds `127.0.0.1`" in start
