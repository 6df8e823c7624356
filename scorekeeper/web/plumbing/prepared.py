"""Papers drawn in the background: a view names what it wants (a kind of drawing, whose it is,
the version of what it shows and the plain values the drawing needs) and gets an answer at once:
the file when it is ready, else a page saying it is being prepared, which asks again by itself
(a Refresh header, no script) and then offers the download. The drawing runs in a paper worker
(paper_pool.py), never in the web process, and once per version: every later ask reads the file.

Without a pool (the test client, `flask run`) the ask is drawn at once in the request, under one
of the heavy turns (heavy.py), and kept the same way. Access is the route's, checked before the
view runs (access.py): the worker draws what a permitted view asked for, and the file is only
ever sent through that view again."""

import json
import os
import secrets
import time
from pathlib import Path
from urllib.parse import urlencode

from flask import Response, current_app, make_response, render_template, request
from flask_babel import get_locale

from scorekeeper.storage import paper_jobs
from scorekeeper.web.plumbing.database import get_db
from scorekeeper.web.plumbing.downloads import attachment
from scorekeeper.web.plumbing.heavy import heavy_turn

DRAWINGS: dict = {}  # kind -> function(**args) -> bytes, registered by the pages
MIMETYPES = {"pdf": "application/pdf", "csv": "text/csv"}
AGAIN_AFTER = 2  # seconds before the page asks again
WAITING = (
    "wait"  # the query a preparing page asks again with: answer a page, not the file
)


def drawing(kind: str):
    """Register a page's drawing under `kind`; it is called with the ask's plain values,
    inside a request context of the asker's address and language (the worker makes one)."""

    def register(function):
        DRAWINGS[kind] = function
        return function

    return register


def folder() -> Path:
    """Where the drawn files are kept (instance/prepared unless PREPARED_FOLDER says)."""
    chosen = current_app.config["PREPARED_FOLDER"]
    return Path(chosen) if chosen else Path(current_app.instance_path) / "prepared"


def alive(pid) -> bool:
    """Whether the process claiming a row still runs on this machine."""
    if not pid:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def prepared(kind, subject, version, args: dict, name_parts: tuple, extension="pdf"):
    """The answer to an ask: the file, or the page that waits for it (see the module)."""
    db = get_db()
    args = {**args, "base_url": request.host_url, "language": str(get_locale())}
    variant = json.dumps(args, sort_keys=True)
    job = paper_jobs.ask(db, kind, subject, version, variant, args, alive)
    if job["state"] == "failed" and "again" in request.args:
        paper_jobs.again(db, job["id"])  # the failed page's Try again
        job = paper_jobs.job(db, job["id"])
    if job["state"] == "ready" and not (folder() / job["file"]).is_file():
        paper_jobs.again(db, job["id"])  # its file was deleted: drawn afresh
        job = paper_jobs.job(db, job["id"])
    pool = current_app.extensions.get("paper_pool")
    if job["state"] == "waiting" and pool is None:
        with heavy_turn():
            job = draw_here(db, job)
    if job["state"] == "ready":
        if WAITING in request.args:
            return _page("ready", job, extension)
        return _download(job, name_parts, extension)
    if job["state"] == "failed":
        return _page("failed", job, extension)
    if pool is not None:
        pool.wake()
    return _page("preparing", job, extension)


def draw_here(db, job) -> dict:
    """Claim `job` in this process and draw it: the path without a pool."""
    claimed = paper_jobs.claim(db, os.getpid(), job["id"])
    if claimed is not None:
        run(db, claimed)
    return paper_jobs.job(db, job["id"])


def run(db, job) -> None:
    """Draw a claimed job and keep its file; a drawing that fails is reported on its page."""
    started = time.process_time()
    args = {k: v for k, v in job["args"].items() if k != "base_url"}
    try:
        data = DRAWINGS[job["kind"]](**args)
    except Exception as error:  # reported on the page that waits for it, and in the log
        current_app.logger.exception("could not draw %s %s", job["kind"], job["id"])
        paper_jobs.fail(db, job["id"], f"{type(error).__name__}: {error}")
        return
    where = folder()
    where.mkdir(mode=0o700, parents=True, exist_ok=True)
    name = f"{job['id']}-{secrets.token_hex(8)}"
    part = where / (name + ".part")
    part.write_bytes(data if isinstance(data, bytes) else data.encode())
    os.replace(part, where / name)
    for old in paper_jobs.finish(db, job["id"], name, time.process_time() - started):
        (where / old).unlink(missing_ok=True)


def _download(job, name_parts, extension) -> Response:
    data = (folder() / job["file"]).read_bytes()
    return Response(
        data,
        mimetype=MIMETYPES[extension],
        headers=attachment(*name_parts, extension=extension),
    )


def _here(waiting: bool) -> str:
    """This address again, with or without the preparing page's mark."""
    query = request.args.copy()
    query.pop(WAITING, None)
    query.pop("again", None)
    if waiting:
        query[WAITING] = "1"
    return request.path + (
        f"?{urlencode(list(query.items(multi=True)))}" if query else ""
    )


def _page(state, job, extension):
    waiting = _here(waiting=True)
    page = render_template(
        "paper/prepared.html",
        state=state,
        download=_here(waiting=False),
        again=waiting,
        seconds=AGAIN_AFTER,
        extension=extension.upper(),
        cpu=job["cpu_seconds"],
    )
    if state == "preparing":
        return make_response(page, 202, {"Refresh": f"{AGAIN_AFTER}; url={waiting}"})
    missing = state == "failed" and (job["error"] or "").startswith("NotFound")
    return make_response(page, 404 if missing else 200)
