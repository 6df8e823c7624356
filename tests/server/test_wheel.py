"""The package serves from anywhere: the wheel built from this checkout, installed into a fresh
virtual environment outside it, carries the templates, static files and compiled catalogs, and its
`scorekeeper serve` answers every kind of page from a folder that is not the checkout.

The fresh environment gets the wheel itself with `pip install --no-deps`; its dependencies are the
checkout environment's, reached through a .pth line (installing them again from the registry would
cost a minute and test pip, not us). The checkout's own package is not on that path: the test proves
the running code is the wheel's."""

import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from live_server import Browser, Table, free_port, start_server

CHECKOUT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.packaging


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", out],
        cwd=CHECKOUT,
        check=True,
        capture_output=True,
        timeout=120,
    )
    (built,) = out.glob("scorekeeper-*.whl")
    return built


def test_the_wheel_carries_templates_static_files_and_compiled_catalogs(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for language in ("de", "it", "pt", "es"):
        assert f"scorekeeper/translations/{language}/LC_MESSAGES/messages.mo" in names
    shipped = {
        str(p.relative_to(CHECKOUT))
        for folder in ("templates", "static")
        for p in (CHECKOUT / folder).rglob("*")
        if p.is_file()
    }
    assert shipped and {f"scorekeeper/{name}" for name in shipped} <= names


def test_the_installed_wheel_serves_every_kind_of_page_from_outside_the_checkout(
    tmp_path, wheel
):
    venv = tmp_path / "venv"
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", venv], check=True, timeout=60
    )
    python = venv / "bin" / "python"
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", python, "install", "--quiet"]
        + ["--no-deps", "--no-index", wheel],
        check=True,
        timeout=120,
    )
    site = Path(
        subprocess.check_output(
            [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            text=True,
        ).strip()
    )
    (site / "zz_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    where = subprocess.check_output(
        [python, "-c", "import scorekeeper.places as p; print(p.PACKAGE, p.TEMPLATES)"],
        text=True,
        cwd=tmp_path,
    ).split()
    assert where == [str(site / "scorekeeper"), str(site / "scorekeeper" / "templates")]

    port = free_port()
    server = start_server(
        tmp_path / "data",
        port=port,
        command=[venv / "bin" / "scorekeeper", "serve", "--port", str(port)],
        cwd=str(tmp_path),
    )
    try:
        phone = Browser(port)
        table = Table(phone, "From the wheel")
        assert table.start_game().status == 302
        assert table.save_hand().status == 302
        game = table.hand_page.rsplit("/hand", 1)[0].split("/hands")[0]
        board = phone.get(game)
        assert board.status == 200 and "From the wheel" in board.body
        assert phone.get(f"{game}/share").status == 200
        sheet = phone.download(f"{game}/sheet.pdf")  # drawn by the wheel's paper worker
        assert sheet.status == 200 and sheet.body.startswith("%PDF")
        assert phone.get("/sheets/blank/classic.pdf").body.startswith("%PDF")
        assert "Partien" in phone.get("/", headers={"Accept-Language": "de"}).body
        assert "Partite" in phone.get("/", headers={"Accept-Language": "it"}).body
        for path in ("/static/app.css", "/manifest.webmanifest", "/service-worker.js"):
            assert phone.get(path).status == 200, path
        assert phone.get("/reachable").status == 204
        phone.close()
    finally:
        server.stop()
    assert (tmp_path / "data" / "scorekeeper.sqlite").exists()
