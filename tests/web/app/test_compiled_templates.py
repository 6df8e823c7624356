"""Templates are compiled once per process (web/delivery/compiled_templates.py): a second app gets
the first one's compiled code, and a template changed on disk is compiled again, never served stale."""

from factories import make_app
from jinja2 import Environment, FileSystemLoader

from scorekeeper.web.delivery.compiled_templates import SHARED, ProcessTemplates


class CountingEnvironment(Environment):
    """An environment that counts how often it compiles a template's source."""

    compiled = 0

    def _compile(self, source, filename):
        CountingEnvironment.compiled += 1
        return super()._compile(source, filename)


def an_environment(folder, cache):
    return CountingEnvironment(loader=FileSystemLoader(folder), bytecode_cache=cache)


def test_a_second_environment_reuses_the_first_ones_code_until_the_source_changes(
    tmp_path,
):
    (tmp_path / "score.html").write_text("{{ us }} to {{ them }}")
    cache = ProcessTemplates()
    CountingEnvironment.compiled = 0
    first = an_environment(tmp_path, cache).get_template("score.html")
    assert first.render(us=120, them=90) == "120 to 90"
    second = an_environment(tmp_path, cache).get_template("score.html")
    assert second.render(us=5, them=0) == "5 to 0"
    assert CountingEnvironment.compiled == 1
    (tmp_path / "score.html").write_text("{{ us }} – {{ them }}")
    third = an_environment(tmp_path, cache).get_template("score.html")
    assert third.render(us=120, them=90) == "120 – 90"
    assert CountingEnvironment.compiled == 2


def test_every_app_of_the_process_shares_one_store_of_compiled_templates(app, tmp_path):
    assert app.jinja_env.bytecode_cache is SHARED
    with app.test_client() as client:
        assert client.get("/").status_code == 200
    assert SHARED._code, (
        "the games list's templates were compiled into the shared store"
    )
    other = make_app(tmp_path / "other")
    assert other.jinja_env.bytecode_cache is SHARED
