"""The secret key (issue 9, part 5): never half written, the same for processes that start together,
and an empty or short key stops the start with a message that says what to do."""

import multiprocessing
import re

import pytest

from scorekeeper import SecretKeyError, create_app


@pytest.mark.parametrize(
    "content, said",
    [
        ("", "holds no key"),
        ("\n", "holds no key"),
        ("short-key", "a key of only 9 characters"),
    ],
)
def test_an_empty_or_short_key_stops_the_start_and_says_what_to_do(
    tmp_path, content, said
):
    (tmp_path / "secret_key").write_text(content)
    with pytest.raises(SecretKeyError) as refused:
        create_app(instance_path=tmp_path)
    message = str(refused.value)
    assert str(tmp_path / "secret_key") in message and said in message
    assert "needs at least 32" in message and "Delete the file" in message


def test_a_key_of_32_characters_or_more_is_used_as_it_is(tmp_path):
    (tmp_path / "secret_key").write_text("k" * 32 + "\n")
    assert create_app(instance_path=tmp_path).config["SECRET_KEY"] == "k" * 32


def test_the_key_made_on_first_start_leaves_no_temporary_file(tmp_path):
    key = create_app(instance_path=tmp_path).config["SECRET_KEY"]
    assert re.fullmatch(r"[0-9a-f]{64}", key)
    assert sorted(p.name for p in tmp_path.iterdir() if "secret" in p.name) == [
        "link_secret",
        "secret_key",
    ]


def _start(instance, barrier, keys):
    from scorekeeper.web.plumbing.secret_key import secret_key

    barrier.wait()
    keys.put(secret_key(instance / "secret_key"))


def test_processes_starting_together_on_a_fresh_folder_all_read_one_whole_key(tmp_path):
    # The old way (create the file, then write it) let a second process read it empty in 92 of 300 trials.
    fork = multiprocessing.get_context("fork")
    for trial in range(40):
        instance = tmp_path / str(trial)
        instance.mkdir()
        barrier, keys = fork.Barrier(4), fork.Queue()
        processes = [
            fork.Process(target=_start, args=(instance, barrier, keys))
            for _ in range(4)
        ]
        for process in processes:
            process.start()
        found = {keys.get(timeout=30) for _ in processes}
        for process in processes:
            process.join()
            assert process.exitcode == 0
        assert len(found) == 1 and len(found.pop()) == 64, trial
