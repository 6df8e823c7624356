"""The command line speaks the LANG of whoever runs it: these tests expect its English, whatever
the machine's LANG is (test_cli_language.py sets its own)."""

import pytest


@pytest.fixture(autouse=True)
def english_command_line(monkeypatch):
    monkeypatch.setenv("LANG", "C.UTF-8")
