"""Engine problems as a page shows them: in the request's language (problem_texts.py does the words)."""

from flask_babel import gettext, ngettext

from scorekeeper.rules import Problem
from scorekeeper.translations.problem_texts import problem_line, problem_text
from scorekeeper.web.words.languages import speech
from scorekeeper.web.words.table_words import requirement  # noqa: F401 (pages import it from here too)


def problem_said(problem) -> str:
    """The problem's sentence, without hand or side, in the page's language."""
    return problem_text(problem, speech())


def problem_whole(problem) -> str:
    """The problem with its hand and side ("hand 3, Them: …"), in the page's language."""
    return (
        problem_line(problem, speech())
        if isinstance(problem, Problem)
        else str(problem)
    )


def summary_problems(summary: dict) -> list[str]:
    """A summary's problems (kept as data in "problem_details") in the page's language."""
    return [
        problem_whole(
            Problem(
                d["hand"],
                d["side"],
                d["message"],
                d["field"],
                d["side_index"],
                d["code"],
                d["params"],
            )
        )
        for d in summary["problem_details"]
    ]


def hand_ranges(hands: list[int]) -> str:
    """[1, 2, 3, 7, 9, 10] -> "1–3, 7, 9–10": the hands a problem affects, short."""
    runs = []
    for hand in sorted(set(hands)):
        if runs and hand == runs[-1][1] + 1:
            runs[-1][1] = hand
        else:
            runs.append([hand, hand])
    return ", ".join(str(a) if a == b else f"{a}–{b}" for a, b in runs)


def grouped_problems(problems: list) -> list[str]:
    """One line per problem with the hands it affects ("hands 1–38, Them: …"), in the page's
    language: an import whose every hand breaks the same rule says so once, not 200 times. A rule
    broken with many different numbers ("already over after hand 125", "… 126") is one line too."""
    kinds: dict[tuple, list] = {}
    lines = []
    for problem in problems:
        if not isinstance(problem, Problem) or problem.hand is None:
            lines.append(problem_whole(problem))
            continue
        key = (problem.side, problem.code or problem_said(problem))
        kinds.setdefault(key, []).append(problem)
    for (side, _code), members in kinds.items():
        texts: dict[str, list] = {}
        for problem in members:
            texts.setdefault(problem_said(problem), []).append(problem)
        if len(texts) > MOST_WORDINGS:
            first = next(iter(texts))
            more = ngettext(
                "%(num)s more like it", "%(num)s more like it", len(texts) - 1
            )
            texts = {f"{first} ({more})": members}
        for text, same in texts.items():
            lines.append(_hands_line(same, side, text))
    return lines


MOST_WORDINGS = 3  # a rule broken with more different numbers than this is said once


def _hands_line(members: list, side, text: str) -> str:
    if len(members) == 1:
        return problem_whole(members[0])
    hands = hand_ranges([p.hand for p in members])
    if side:
        return gettext(
            "hands %(hands)s, %(side)s: %(text)s", hands=hands, side=side, text=text
        )
    return gettext("hands %(hands)s: %(text)s", hands=hands, text=text)
