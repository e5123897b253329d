#!/usr/bin/python3
"""The independent expansion: Debian's python3-icalendar and python3-recurring-ical-events.

Usage: /usr/bin/python3 calendars_reference.py FILE FROM TO ZONE
FROM and TO are UTC instants (2026-01-01T00:00:00Z); ZONE is the person's zone, the zone of
floating times. Prints JSON: one [kind, start, end, title] per instance, where kind is "D" for an
all-day instance (start and end are dates, end excluded) and "T" for a timed one (start and end in
UTC, to the second). Instances whose STATUS is CANCELLED are left out, as Almanac leaves them out.
Run with Debian's /usr/bin/python3, where apt installs the two packages.
"""
import datetime
import json
import sys
import zoneinfo

import icalendar
import recurring_ical_events


def main():
    path, start_text, stop_text, zone_name = sys.argv[1:5]
    zone = zoneinfo.ZoneInfo(zone_name)
    utc = datetime.timezone.utc
    start = datetime.datetime.fromisoformat(start_text.replace("Z", "+00:00"))
    stop = datetime.datetime.fromisoformat(stop_text.replace("Z", "+00:00"))
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    rows = []
    for event in recurring_ical_events.of(calendar).between(start, stop):
        if str(event.get("STATUS", "")).upper() == "CANCELLED":
            continue
        begin = event["DTSTART"].dt
        end = event["DTEND"].dt if "DTEND" in event else None
        title = str(event.get("SUMMARY", ""))
        if not isinstance(begin, datetime.datetime):
            # RFC 5545 3.6.1: a date DTSTART without DTEND lasts one day (this version of
            # recurring-ical-events gives it no length).
            if end is None or end <= begin:
                end = begin + datetime.timedelta(days=1)
            # The window in dates: an all-day event belongs to the person's days.
            if end <= start.astimezone(zone).date() or begin >= stop.astimezone(zone).date():
                continue
            rows.append(["D", begin.isoformat(), end.isoformat(), title])
            continue

        def instant(value):
            if value.tzinfo is None:
                value = value.replace(tzinfo=zone)
            return value.astimezone(utc)

        begin = instant(begin)
        end = instant(end) if end is not None else begin
        if begin >= stop or (end <= start and not (end == begin and begin >= start)):
            continue
        rows.append(["T", begin.strftime("%Y-%m-%dT%H:%M:%SZ"), end.strftime("%Y-%m-%dT%H:%M:%SZ"), title])
    rows.sort()
    json.dump(rows, sys.stdout, indent=0)


if __name__ == "__main__":
    main()
