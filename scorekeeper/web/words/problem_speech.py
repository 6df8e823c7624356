"""Engine problems as a page shows them: in the request's language (problem_texts.py does the words)."""

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
