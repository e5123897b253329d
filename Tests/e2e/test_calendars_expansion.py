"""Almanac's iCalendar expansion against an independent one (Debian's python3-icalendar and
python3-recurring-ical-events, run by calendars_reference.py under /usr/bin/python3) on tricky
feeds written for this test (Tests/e2e/calendars/*.ics): DST both ways, the last Friday, BYSETPOS,
EXDATE in other zones, moved and cancelled instances, all-day spans, floating times, UNTIL in UTC
and local, COUNT and INTERVAL, WKST, Feb 29, Windows zone names as Outlook writes them.

Every instance's start and end must agree to the second (all-day ones to the day)."""

import json
import os
import pathlib
import subprocess

import pytest

HERE = pathlib.Path(__file__).parent
FEEDS = sorted((HERE / "calendars").glob("*.ics"))
REFERENCE = HERE / "calendars_reference.py"
DEBIAN_PYTHON = "/usr/bin/python3"

# Each feed is expanded over a year in a zone that is not UTC (floating and all-day times are
# the person's); the leap-day feed over ten years.
WINDOWS = {"yearly-feb29.ics": ("2024-01-01T00:00:00Z", "2034-01-01T00:00:00Z")}
ZONES = ["Europe/Berlin", "America/New_York"]


def almanac_instances(binary, feed, start, stop, zone):
    out = subprocess.run(
        [binary, "calendars", "expand", str(feed), "--from", start, "--to", stop, "--zone", zone, "--json"],
        check=True, capture_output=True, text=True, timeout=60,
    ).stdout
    result = json.loads(out)
    rows = []
    for instance in result["instances"]:
        if instance["allDay"]:
            rows.append(["D", instance["startDay"], instance["endDay"], instance["title"]])
        else:
            def second(text):  # 2026-03-05T08:00:00.000Z -> 2026-03-05T08:00:00Z
                return text[:19] + "Z"
            rows.append(["T", second(instance["start"]), second(instance["end"]), instance["title"]])
    return sorted(rows), result["skipped"]


def reference_instances(feed, start, stop, zone):
    out = subprocess.run(
        [DEBIAN_PYTHON, str(REFERENCE), str(feed), start, stop, zone], check=True, capture_output=True, text=True, timeout=60
    ).stdout
    return sorted(json.loads(out))


@pytest.fixture(scope="module")
def binary():
    path = os.environ.get("ALMANAC_BINARY")
    if not path:
        pytest.fail("ALMANAC_BINARY is not set (scripts/test sets it)")
    return path


def test_there_are_enough_tricky_feeds():
    assert len(FEEDS) >= 12


@pytest.mark.parametrize("zone", ZONES)
@pytest.mark.parametrize("feed", FEEDS, ids=[f.name for f in FEEDS])
def test_expansion_matches_python_recurring_ical_events(binary, feed, zone):
    start, stop = WINDOWS.get(feed.name, ("2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z"))
    ours, skipped = almanac_instances(binary, feed, start, stop, zone)
    theirs = reference_instances(feed, start, stop, zone)
    assert skipped == []
    assert ours, "the feed expands to no instance"
    missing = [row for row in theirs if row not in ours]
    extra = [row for row in ours if row not in theirs]
    assert not missing and not extra, f"missing (python has, Almanac not): {missing}\nextra (Almanac has, python not): {extra}"
