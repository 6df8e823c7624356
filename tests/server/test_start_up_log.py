"""A normal start of `scripts/run.sh` logs its facts (where it serves, with how many threads, the
free space) as INFO: a club reading its terminal sees WARNING only when something wants doing
(issue 43 found the thread count and the free space printed as warnings)."""

import re

from live_server import start_server


def test_a_normal_start_logs_threads_and_free_space_as_info_and_warns_of_nothing(
    tmp_path,
):
    server = start_server(tmp_path / "instance")
    server.stop()
    log = server.log.read_text()
    level = r"\d{4}-\d\d-\d\d [\d:,]+ (\w+) "
    threads = re.search(level + r"scorekeeper: serving .* with \d+ threads", log)
    free = re.search(level + r"scorekeeper: [\d.]+ MB free on the disk", log)
    assert threads and free, log
    assert threads.group(1) == free.group(1) == "INFO"
    assert not re.search(r" (WARNING|ERROR) scorekeeper", log), log
