"""A 50-minute round with a ten-minute warning (the American Canasta Society's events, issue 24)."""

from datetime import datetime, timedelta

from scorekeeper.events.clock import RoundClock

START = datetime(2026, 11, 25, 19, 0)
CLOCK = RoundClock(START, minutes=50, warning_minutes=10)


def at(minutes):
    return START + timedelta(minutes=minutes)


def test_the_warning_comes_ten_minutes_before_time_is_called():
    assert [CLOCK.phase(at(m)) for m in (0, 39.9, 40, 49.9, 50, 70)] == [
        "playing",
        "playing",
        "warning",
        "warning",
        "time",
        "time",
    ]
    assert CLOCK.remaining(at(42)) == timedelta(minutes=8)
    assert CLOCK.remaining(at(55)) == timedelta(0)


def test_the_hand_in_play_when_time_is_called_is_finished_and_the_round_ends_after_it():
    # Hands saved at 20 and 44 minutes: hand 3 is in play at 50 minutes, so the round ends after hand 3
    saved = [at(20), at(44)]
    assert CLOCK.ends_after_hand(saved, at(51)) == 3
    # Hand 3 saved after the call still counts
    assert CLOCK.ends_after_hand(saved + [at(56)], at(57)) == 3


def test_before_time_is_called_no_hand_ends_the_round():
    assert CLOCK.ends_after_hand([at(20)], at(45)) is None
