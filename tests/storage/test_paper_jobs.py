"""The paper workers' queue (storage/paper_jobs.py): a document is asked once however often it is
asked, claimed by one process only, given back when its process died, and failed with the reason
after ATTEMPTS tries; a newer version ready drops the older one."""

from scorekeeper.storage import paper_jobs

ARGS = {"game_id": "g", "paper_id": "a4"}


def everyone_alive(pid):
    return True


def nobody_alive(pid):
    return False


def ask(db, version=1, alive=everyone_alive):
    return paper_jobs.ask(db, "game-sheet", "g", version, "a4|en", ARGS, alive)


def test_the_same_document_asked_twice_is_one_row_waiting(db):
    first, again = ask(db), ask(db)
    assert first["id"] == again["id"] and again["state"] == "waiting"
    assert again["args"] == ARGS
    assert db.execute("SELECT count(*) FROM paper_jobs").fetchone()[0] == 1


def test_two_workers_claiming_get_the_row_once(db):
    ask(db)
    won = paper_jobs.claim(db, 101)
    assert won["state"] == "drawing" and won["claimed_by"] == 101
    assert won["attempts"] == 1
    assert paper_jobs.claim(db, 102) is None


def test_a_row_whose_worker_died_goes_back_to_waiting_then_fails_after_three_tries(db):
    job = ask(db)
    for attempt in range(1, paper_jobs.ATTEMPTS + 1):
        assert paper_jobs.claim(db, 200 + attempt)["attempts"] == attempt
        assert paper_jobs.release(db, 200 + attempt) == 1
    failed = paper_jobs.job(db, job["id"])
    assert failed["state"] == "failed"
    assert failed["error"] == "the worker drawing it stopped 3 times"


def test_asking_for_a_row_claimed_by_a_dead_process_gives_it_back(db):
    ask(db)
    paper_jobs.claim(db, 300)
    assert ask(db)["state"] == "drawing"  # its worker still runs
    back = ask(db, alive=nobody_alive)
    assert back["state"] == "waiting" and back["claimed_by"] is None


def test_a_newer_version_ready_drops_the_older_one_and_names_its_file(db):
    old = ask(db, version=1)
    paper_jobs.claim(db, 1)
    assert paper_jobs.finish(db, old["id"], "old.pdf", 0.5) == []
    new = ask(db, version=2)
    assert new["id"] != old["id"] and new["state"] == "waiting"
    paper_jobs.claim(db, 1)
    assert paper_jobs.finish(db, new["id"], "new.pdf", 0.5) == ["old.pdf"]
    assert paper_jobs.job(db, old["id"]) is None
    ready = paper_jobs.job(db, new["id"])
    assert ready["state"] == "ready" and ready["file"] == "new.pdf"


def test_a_failed_document_asked_again_waits_afresh(db):
    job = ask(db)
    paper_jobs.claim(db, 1)
    paper_jobs.fail(db, job["id"], "ValueError: no")
    assert paper_jobs.job(db, job["id"])["state"] == "failed"
    paper_jobs.again(db, job["id"])
    afresh = paper_jobs.job(db, job["id"])
    assert afresh["state"] == "waiting" and afresh["attempts"] == 0
