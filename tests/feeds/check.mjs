// The feeds check.py saved, read by ical.js (the parser of Thunderbird and of many web
// calendars), which knows no time zone but UTC: a TZID means what the feed's own
// VTIMEZONE says, or a floating time read on the machine's clock. Run with TZ set to a
// zone no event uses, every entry's start and end must be the instants (or, all day,
// the dates) expected.json holds, from the REST API.
//
// Usage: node check.mjs DIR   (DIR: check.py's OUT)
// Exits 0 when every check passed, 1 otherwise; prints one line per check.

import { readFileSync } from "node:fs";
import path from "node:path";

import ICAL from "ical.js";

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error("usage: node check.mjs DIR");
  process.exit(2);
}
const expected = JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8"));
let failures = 0;
let entries = 0;
const check = (name, ok, detail) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${ok ? "" : `: ${JSON.stringify(detail)}`}`);
  if (!ok) failures += 1;
};

// An all-day date as YYYY-MM-DD, or an instant in Unix seconds.
const read = (time) =>
  time.isDate
    ? `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`
    : time.toUnixTime();

for (const [feed, wanted] of Object.entries(expected)) {
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(readFileSync(path.join(dir, `${feed}.ics`), "utf8")));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const seen = new Set();
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(vevent);
    const want = wanted[event.uid];
    seen.add(event.uid);
    if (!want) {
      check(`${feed}: ${event.uid} expected`, false, event.summary);
      continue;
    }
    entries += 1;
    const name = `${feed}: ${JSON.stringify(event.summary)}`;
    check(`${name} summary`, event.summary === want.summary, [event.summary, want.summary]);
    const start = read(event.startDate);
    const end = read(event.endDate);
    check(`${name} start`, start === want.start, [start, want.start]);
    check(`${name} end`, end === want.end, [end, want.end]);
  }
  check(`${feed}: every expected entry`, Object.keys(wanted).every((uid) => seen.has(uid)), Object.keys(wanted));
}
const { version } = JSON.parse(readFileSync(new URL("node_modules/ical.js/package.json", import.meta.url), "utf8"));
console.log(`${failures ? "FAILED" : "passed"}: ical.js ${version}, ${entries} entries, ${failures} failures`);
process.exit(failures ? 1 : 0);
