"""Almanac's iCalendar expansion against an independent one (Debian's python3-icalendar and
python3-recurring-ical-events, run by calendars_reference.py under /usr/bin/python3) on tricky
feeds written for this test (Tests/e2e/calendars/*.ics): DST both ways, the last Friday, BYSETPOS,
EXDATE in other zones, moved and cancelled instances, all-day spans, floating times, UNTIL in UTC
and local, COUNT and INTERVAL, WKST, Feb 29, Windows zone names as Outlook writes them.

Every instance's start and end must agree to the second (all-day ones to the day)."""

import datetime
import json
import os
import pathlib
import subprocess
import zoneinfo

import pytest

HERE = pathlib.Path(__file__).parent
FEEDS = sorted((HERE / "calendars").glob("*.ics"))
# Files other apps made, kept with their origin and licence (see their README): the RFC 5545
# recurrence examples of Backdrop's Date module and US holidays as Mozilla Calendar wrote them.
THIRD_PARTY = sorted((HERE.parent / "Fixtures" / "third-party" / "backdrop-date").glob("*.ics"))
REFERENCE = HERE / "calendars_reference.py"
DEBIAN_PYTHON = "/usr/bin/python3"

# Each feed is expanded over a year from local midnight in a zone that is not UTC (floating and
# all-day times are the person's); the leap-day feed over ten years, the third-party files over
# the years they describe.
WINDOWS = {
    "yearly-feb29.ics": ("2024-01-01", "2034-01-01"),
    "rrule.ics": ("2008-01-01", "2012-01-01"),
    "USHolidays.ics": ("2000-01-01", "2012-01-01"),
}
ZONES = ["Europe/Berlin", "America/New_York"]

# Where python's reading is not RFC 5545's, the difference is named here and must stay exactly
# this: rrule.ics writes TZID=US-Eastern, a name no zone database knows and with no VTIMEZONE,
# so both read the time in the person's zone; its UNTIL=20110131T090000Z is an instant (RFC 5545
# 3.3.10), which 09:00 in New York (14:00 UTC) on 31 January 2011 is after, but
# recurring-ical-events 2.0.1 drops the Z and compares wall times, keeping that last instance.
KNOWN_DIFFERENCES = {
    ("rrule.ics", "America/New_York"): {
        "missing": [["T", "2011-01-31T14:00:00Z", "2011-01-31T14:00:00Z", "Everyday in January, for 2 years"]],
        "extra": [],
    },
}


def local_midnight(day, zone):
    """The UTC instant at which `day` (YYYY-MM-DD) starts in `zone`, as 2026-01-01T05:00:00Z."""
    start = datetime.datetime.fromisoformat(day).replace(tzinfo=zoneinfo.ZoneInfo(zone))
    return start.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


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
    assert len(FEEDS) >= 12 and len(THIRD_PARTY) == 2


@pytest.mark.parametrize("zone", ZONES)
@pytest.mark.parametrize("feed", FEEDS + THIRD_PARTY, ids=[f.name for f in FEEDS + THIRD_PARTY])
def test_expansion_matches_python_recurring_ical_events(binary, feed, zone):
    first, last = WINDOWS.get(feed.name, ("2026-01-01", "2027-01-01"))
    start, stop = local_midnight(first, zone), local_midnight(last, zone)
    ours, skipped = almanac_instances(binary, feed, start, stop, zone)
    theirs = reference_instances(feed, start, stop, zone)
    assert skipped == []
    assert len(ours) >= 4, "the feed expands to too few instances to show anything"
    missing = [row for row in theirs if row not in ours]
    extra = [row for row in ours if row not in theirs]
    expected = KNOWN_DIFFERENCES.get((feed.name, zone), {"missing": [], "extra": []})
    assert (missing, extra) == (expected["missing"], expected["extra"]), (
        f"missing (python has, Almanac not): {missing}\nextra (Almanac has, python not): {extra}")
