"""The phone's scorer (static/scorer/scorer_cards.js and the parts after it) gives the engine's answers, in
real Chromium: every hand the rule tests score, check or play (recorded by case_recorder.py), and 300
made-up hands per rule set in games of one to eight hands, many against the rules (half of those games
played as the pages play them: the first hands, then the rest continued from their totals). The first
difference fails the test, by path."""

import json
from pathlib import Path

import pytest
from scorer_cases import first_difference, generated_games, recorded_cases

from scorekeeper.rules import VARIANTS
from scorekeeper.rules.card_counts import VALUES, in_pack
from scorekeeper.web.delivery.bundles import SCORER_PARTS

HERE = Path(__file__).resolve().parent
STATIC = HERE.parents[2] / "static"
HANDS_PER_RULE_SET = 300


@pytest.fixture(scope="module")
def scorer_page(browser):
    page = browser.new_page()
    page.set_content("<!doctype html><title>parity</title>")
    for (
        name
    ) in SCORER_PARTS:  # in the bundles' order, each part using only those before it
        page.add_script_tag(path=str(STATIC / name))
    page.add_script_tag(path=str(HERE / "scorer_harness.js"))
    yield page
    page.close()


def answers_in_browser(page, cases: list[dict]) -> list:
    questions = [{k: v for k, v in case.items() if k != "answer"} for case in cases]
    return page.evaluate("cases => scorerAnswers(cases)", questions)


def assert_same(cases: list[dict], answers: list) -> None:
    assert len(answers) == len(cases)
    for number, (case, got) in enumerate(zip(cases, answers)):
        # tuples as lists, keys as strings: as the page sees them
        want = json.loads(json.dumps(case["answer"]))
        difference = first_difference(want, got)
        if difference:
            question = {k: v for k, v in case.items() if k not in ("answer", "variant")}
            rules = (case.get("variant") or case["game"]["variant"])["id"]
            pytest.fail(
                f"case {number} ({case['kind']}, {rules}) differs at {difference}\n"
                f"input: {json.dumps(question)[:3000]}"
            )


def test_the_phone_scores_every_hand_of_the_rule_tests_as_the_engine_does(
    scorer_page, tmp_path
):
    cases = recorded_cases(tmp_path)
    kinds = {case["kind"] for case in cases}
    assert kinds == {"score", "check", "play"} and len(cases) > 1000
    assert_same(cases, answers_in_browser(scorer_page, cases))


def test_the_phone_scores_made_up_games_of_every_rule_set_as_the_engine_does(
    scorer_page,
):
    cases = generated_games(HANDS_PER_RULE_SET)
    rule_sets = {case["game"]["variant"]["id"] for case in cases}
    assert rule_sets == set(VARIANTS) and len(rule_sets) == 20
    problems = [p for case in cases for p in case["answer"]["problems"]]
    clean = sum(
        len(case["answer"]["hands"])
        - len({p["hand"] for p in case["answer"]["problems"]})
        for case in cases
    )
    # rules broken in every way, and hands that pass
    assert len({p["code"] for p in problems}) > 40 and clean > 500
    assert_same(cases, answers_in_browser(scorer_page, cases))


def test_the_phone_sorts_cards_into_the_engines_value_classes_and_packs(scorer_page):
    # Two packs (Classic): 4 jokers (50); 8 deuces + 8 aces = 16 (20); 6 ranks K to 8 × 8 = 48 (10);
    # 4 ranks 7 to 4 × 8 + 4 black threes = 36 (5). Three packs of Samba with 2 jokers each: 6, 24, 72, 54.
    assert VALUES == (50, 20, 10, 5)
    for rules in ("classic", "samba"):
        variant = VARIANTS[rules]
        got = scorer_page.evaluate(
            "v => [Scorer.VALUES, Scorer.VALUES.map(value => Scorer.inPack(v, value))]",
            {"decks": variant.decks, "jokers_per_deck": variant.jokers_per_deck},
        )
        assert got == [list(VALUES), [in_pack(value, variant) for value in VALUES]]
        assert got[1] == ([4, 16, 48, 36] if rules == "classic" else [6, 24, 72, 54])


def test_a_difference_is_named_by_its_path():
    want = {"totals": [10, 20], "problems": [{"code": "initial.short"}]}
    assert (
        first_difference(want, {"totals": [10, 25], "problems": []})
        == "answer.totals[1]: Python 20, browser 25"
    )
    assert first_difference(want, {"totals": [10, 20], "problems": []}).startswith(
        "answer.problems: 1 items"
    )


def test_the_scorers_parts_show_the_pages_one_face_and_keep_their_internals(
    scorer_page,
):
    """scorer_form.js, hand_offline.js, outbox_list.js and the harness use Scorer and these members
    only; what the parts share among themselves (ScorerParts) is gone once the last has run."""
    assert scorer_page.evaluate("Object.keys(Scorer)") == [
        "scoreHand",
        "checkHand",
        "play",
        "fromRecord",
        "minimumMeld",
        "dealerOf",
        "meldPoints",
        "canastaKind",
        "HAND_KEYS",
        "VALUES",
        "inPack",
    ]
    assert scorer_page.evaluate("typeof ScorerParts") == "undefined"
