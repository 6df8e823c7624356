"""Engine problems as a page shows them: in the request's language (problem_texts.py does the words)."""

from ..problem_texts import problem_line, problem_text, requirement_words
from ..rules import Problem
from .languages import page_speech, speech
from .table_words import said


def problem_said(problem) -> str:
    """The problem's sentence, without hand or side, in the page's language."""
    return problem_text(problem, speech())


def problem_whole(problem) -> str:
    """The problem with its hand and side ("hand 3, Them: …"), in the page's language."""
    return problem_line(problem, speech()) if isinstance(problem, Problem) else str(problem)


def summary_problems(summary: dict) -> list[str]:
    """A summary's problems (kept as data in "problem_details") in the page's language."""
    return [problem_whole(Problem(d["hand"], d["side"], d["message"], d["field"], d["side_index"], d["code"],
                                  d["params"])) for d in summary["problem_details"]]


def requirement(value, note: str = "") -> str:
    """A minimum initial meld in the page's language, with the rule set's way round it ("or a natural canasta")."""
    words = requirement_words(value, page_speech())
    return f"{words} {said(note)}" if note else words


def init_app(app):
    app.add_template_filter(problem_whole)
    app.add_template_filter(requirement)
