"""The iCalendar feeds of a running gateway, read by Python's `icalendar` and
`recurring-ical-events` and compared with the REST API.

    python check.py BASE LOGIN PASSWORD OUT

Seeds events through the REST API of the gateway at BASE (as LOGIN with its application
password): timed events in Europe/Paris and America/New_York on both sides of their
daylight-saving changes, an all-day event, one at a wall-clock time a change skips,
categories, a tag and a French text. Then reads every kind of feed and checks, for
each entry, that its start and end are the instants of the REST answer's
`utc_start_date` and `utc_end_date` (the dates of an all-day event, its end
exclusive), read three ways: as `icalendar` reads them, through each VTIMEZONE alone
(the zone built from the feed, never looked up by name), and as `recurring-ical-events`
expands the calendar. Run it with TZ set to a zone no event uses: a missing or wrong
VTIMEZONE then moves the instants.

Writes each feed to OUT/<name>.ics and what its entries must say to OUT/expected.json,
which check.mjs reads with ical.js. Prints one line per check; exits 1 when one fails.
"""

import base64
import datetime
import json
import sys
import urllib.error
import urllib.request
from importlib.metadata import version
from pathlib import Path

import icalendar
import recurring_ical_events

API = "/wp-json/tribe/events/v1"
UTC = datetime.timezone.utc

base, login, password, out = sys.argv[1:5]
out = Path(out)
auth = "Basic " + base64.b64encode(f"{login}:{password}".encode()).decode()
failures = []


def check(name, ok, detail=""):
    print(f"{'ok  ' if ok else 'FAIL'} {name}{'' if ok else f': {detail}'}")
    if not ok:
        failures.append(name)
    return ok


def request(method, path, body=None, signed=True):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if signed:
        req.add_header("Authorization", auth)
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers), e.read()


def write(method, path, body):
    status, _, raw = request(method, path, body)
    if status not in (200, 201):
        raise SystemExit(f"{method} {path}: {status} {raw[:300]!r}")
    return json.loads(raw)


# ---------------------------------------------------------------- seeding

music = write("POST", f"{API}/categories", {"name": "Music"})
jazz = write("POST", f"{API}/categories", {"name": "Jazz", "parent": music["id"]})


def event(title, start, end, timezone=None, **extra):
    body = {"title": title, "start_date": start, "end_date": end, **extra}
    if timezone:
        body["timezone"] = timezone
    return write("POST", f"{API}/events", body)


seeded = [
    # Paris: winter time, spanning the change to summer time, summer time, spanning
    # the change back.
    event("Paris winter", "2030-03-30 20:00", "2030-03-30 23:00", "Europe/Paris",
          categories=[music["id"]]),
    event("Paris overnight into summer", "2030-03-30 22:00", "2030-03-31 04:00",
          "Europe/Paris", categories=[jazz["id"]], tags=["Free"]),
    event("Paris summer", "2030-04-02 19:00", "2030-04-02 21:00", "Europe/Paris"),
    event("Paris overnight into winter", "2030-10-26 20:00", "2030-10-27 05:00",
          "Europe/Paris"),
    # New York, the other way round in the year, and one hour apart from Europe's
    # changes.
    event("New York overnight into summer", "2030-03-09 22:00", "2030-03-10 04:00",
          "America/New_York", tags=["Free"]),
    event("New York summer", "2030-11-02 18:00", "2030-11-02 20:00", "America/New_York"),
    event("New York overnight into winter", "2030-11-02 23:00", "2030-11-03 03:00",
          "America/New_York"),
    event("New York winter", "2030-11-05 10:00", "2030-11-05 12:00", "America/New_York"),
    # A wall-clock time the change to summer time skips, and an offset without rules.
    event("Skipped hour", "2030-03-31 02:30", "2030-03-31 05:00", "Europe/Paris"),
    event("Manual offset", "2030-08-01 10:00", "2030-08-01 12:00", "UTC+5.5"),
    event("Festival", "2030-07-01", "2030-07-03", all_day=True),
    event("Gala; \"with\", commas \\ and more", "2030-05-01 20:00", "2030-05-01 23:00",
          "Europe/Paris",
          description="<p>Doors at 7 &amp; bar.</p><p>Café – encore</p>",
          venue={"venue": "Le Caveau", "city": "Paris", "country": "France"},
          organizer=[{"organizer": "Jo Smith", "email": "jo@example.org"}],
          categories=["Rock, Pop"]),
]
by_title = {e["title"]: e for e in seeded}
translated = by_title["Paris summer"]
write("POST", f"/fr{API}/events/{translated['id']}",
      {"title": "Paris en été", "description": "<p>En français</p>"})


def rest_events(prefix):
    """Every event of the REST list through a variant, anonymous, by id."""
    status, _, raw = request("GET", f"{prefix}{API}/events?start_date=2000-01-01"
                             "&end_date=2099-12-31&per_page=50", signed=False)
    assert status == 200, raw
    return {e["id"]: e for e in json.loads(raw)["events"]}


rest = {"": rest_events(""), "/fr": rest_events("/fr")}


# ---------------------------------------------------------------- reading


def utc_of(text):
    return datetime.datetime.strptime(text, "%Y-%m-%d %H:%M:%S").replace(tzinfo=UTC)


def expected_times(e):
    """(start, end) as the REST answer gives them: instants, or an all-day event's
    first day and the day after its last."""
    if e["all_day"]:
        first = datetime.date.fromisoformat(e["start_date"][:10])
        last = datetime.date.fromisoformat(e["end_date"][:10])
        return first, last + datetime.timedelta(days=1)
    return utc_of(e["utc_start_date"]), utc_of(e["utc_end_date"])


def as_utc(value):
    if isinstance(value, datetime.datetime):
        return value.astimezone(UTC)
    return value


def through_vtimezone(calendar, prop):
    """The instant of a DTSTART or DTEND read through the feed's own VTIMEZONE of its
    TZID, built from the component (never looked up by name)."""
    tzid = prop.params.get("TZID")
    if not tzid:
        return as_utc(prop.dt)
    zones = [z for z in calendar.walk("VTIMEZONE") if str(z["TZID"]) == tzid]
    if len(zones) != 1:
        return f"{len(zones)} VTIMEZONE for {tzid}"
    zone = zones[0].to_tz(lookup_tzid=False)
    return prop.dt.replace(tzinfo=None).replace(tzinfo=zone).astimezone(UTC)


feeds = {
    "list": ("", "/events/?ical=1", None),
    "list-fr": ("/fr", "/fr/events/?ical=1", None),
    "category": ("", "/events/category/music/?ical=1",
                 ["Paris winter", "Paris overnight into summer"]),
    "child-category": ("", "/events/category/music/jazz/?ical=1",
                       ["Paris overnight into summer"]),
    "tag": ("", "/events/tag/free/?ical=1",
            ["New York overnight into summer", "Paris overnight into summer"]),
    "single": ("", f"/event/{by_title['Paris overnight into winter']['slug']}/?ical=1",
               ["Paris overnight into winter"]),
    "event-ids": ("", "/events/?ical=1&event_ids="
                  f"{by_title['New York winter']['id']},{by_title['Festival']['id']}",
                  ["New York winter", "Festival"]),
    "outlook-march": ("", "/events/?outlook-ical=1&start_date=2030-03-01&end_date=2030-03-31",
                      ["New York overnight into summer", "Paris winter",
                       "Paris overnight into summer", "Skipped hour"]),
}
expected = {}
for name, (prefix, path, titles) in feeds.items():
    status, headers, body = request("GET", path, signed=False)
    content_type = headers.get("Content-Type", headers.get("content-type", ""))
    if not check(f"{name}: 200 text/calendar", status == 200 and
                 content_type.startswith("text/calendar"), f"{status} {content_type}"):
        continue
    (out / f"{name}.ics").write_bytes(body)
    calendar = icalendar.Calendar.from_ical(body)
    wanted = titles if titles is not None else [e["title"] for e in seeded]
    wanted_ids = sorted(by_title[t]["id"] for t in wanted)
    entries = {}
    for vevent in calendar.walk("VEVENT"):
        uid = str(vevent["UID"])
        entries[int(uid.split("@", 1)[0])] = vevent
    check(f"{name}: the events the REST API lists", sorted(entries) == wanted_ids,
          f"{sorted(entries)} != {wanted_ids}")
    expected[name] = {}
    for event_id, vevent in entries.items():
        e = rest[prefix].get(event_id)
        if not check(f"{name}: {event_id} in the REST list", e is not None):
            continue
        what = f"{name}: {e['title']!r}"
        start, end = expected_times(e)
        dtstart = vevent["DTSTART"]
        dtend = vevent.get("DTEND")
        read_start = as_utc(dtstart.dt)
        read_end = as_utc(dtend.dt) if dtend else read_start
        check(f"{what} start as icalendar reads it", read_start == start,
              f"{read_start} != {start}")
        check(f"{what} end as icalendar reads it", read_end == end, f"{read_end} != {end}")
        zone_start = through_vtimezone(calendar, dtstart)
        zone_end = through_vtimezone(calendar, dtend) if dtend else zone_start
        check(f"{what} start through its VTIMEZONE", zone_start == start,
              f"{zone_start} != {start}")
        check(f"{what} end through its VTIMEZONE", zone_end == end, f"{zone_end} != {end}")
        check(f"{what} summary", str(vevent["SUMMARY"]) == e["title"],
              f"{str(vevent['SUMMARY'])!r} != {e['title']!r}")
        check(f"{what} url", str(vevent["URL"]) == e["url"])
        expected[name][vevent["UID"]] = {
            "summary": e["title"],
            "start": start.isoformat() if e["all_day"] else int(start.timestamp()),
            "end": end.isoformat() if e["all_day"] else int(end.timestamp()),
        }
    occurrences = recurring_ical_events.of(calendar).between(
        datetime.datetime(2029, 1, 1), datetime.datetime(2032, 1, 1))
    check(f"{name}: recurring-ical-events finds every entry",
          len(occurrences) == len(entries), f"{len(occurrences)} != {len(entries)}")
    for occurrence in occurrences:
        event_id = int(str(occurrence["UID"]).split("@", 1)[0])
        e = rest[prefix][event_id]
        start, end = expected_times(e)
        got = (as_utc(occurrence["DTSTART"].dt), as_utc(occurrence["DTEND"].dt))
        check(f"{name}: {e['title']!r} as recurring-ical-events expands it",
              got == (start, end), f"{got} != {(start, end)}")

gala = icalendar.Calendar.from_ical((out / "list.ics").read_bytes())
gala = next(v for v in gala.walk("VEVENT") if str(v["SUMMARY"]).startswith("Gala"))
check("description as plain text", str(gala["DESCRIPTION"]) ==
      "Doors at 7 & bar.\n\nCafé – encore", repr(str(gala["DESCRIPTION"])))
check("location", str(gala["LOCATION"]) == "Le Caveau, Paris, France",
      repr(str(gala["LOCATION"])))
check("categories keep their commas",
      [str(c) for c in gala["CATEGORIES"].cats] == ["Rock, Pop"],
      repr(gala["CATEGORIES"].cats))
check("organizer", str(gala["ORGANIZER"]) == "mailto:jo@example.org"
      and gala["ORGANIZER"].params["CN"] == "Jo Smith", repr(gala["ORGANIZER"]))

(out / "expected.json").write_text(json.dumps(expected, indent=1))
print(f"{'FAILED' if failures else 'passed'}: icalendar {version('icalendar')}, "
      f"recurring-ical-events {version('recurring-ical-events')}, "
      f"{sum(len(v) for v in expected.values())} entries in {len(expected)} feeds, "
      f"{len(failures)} failures")
sys.exit(1 if failures else 0)
