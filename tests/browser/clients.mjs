// Real clients against a running gateway, each as its users run it:
//
// 1. a page served from another origin, in headless Chromium (Debian's, driven by its
//    chromedriver over WebDriver), reading the /fr variant with fetch();
// 2. @wordpress/api-fetch in Node: a list read raw (parse: false), a create, an update
//    and a delete (sent, as the library does, as POST + X-HTTP-Method-Override);
// 3. wpapi's WPAPI.discover() from the site's address, then a paged list.
//
// Usage: node clients.mjs API_BASE LOGIN PASSWORD   (API_BASE: http://127.0.0.1:PORT)
// Exits 0 when every step passed, 1 otherwise; prints one line per step.

import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import apiFetch from "@wordpress/api-fetch";
import WPAPI from "wpapi";

const [api, login, password] = process.argv.slice(2);
if (!api || !login || !password) {
  console.error("usage: node clients.mjs API_BASE LOGIN PASSWORD");
  process.exit(2);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const basic = "Basic " + Buffer.from(`${login}:${password}`).toString("base64");
const results = [];
const check = (client, name, ok, detail) => {
  results.push({ client, name, ok: Boolean(ok) });
  console.log(`${ok ? "ok  " : "FAIL"} ${client}: ${name}${ok ? "" : ` ${JSON.stringify(detail)}`}`);
  return Boolean(ok);
};

/// A port nobody listens on.
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function seed(window_) {
  for (let day = 1; day <= 5; day += 1) {
    const response = await fetch(`${api}/wp-json/tribe/events/v1/events`, {
      method: "POST",
      headers: { Authorization: basic, "Content-Type": "application/json" },
      body: JSON.stringify({
        title: `Soirée ${day}`,
        start_date: `${window_.start.slice(0, 8)}0${day} 19:00`,
        end_date: `${window_.start.slice(0, 8)}0${day} 21:00`,
      }),
    });
    if (response.status !== 201) {
      throw new Error(`seeding: ${response.status} ${await response.text()}`);
    }
  }
}

async function browser(window_) {
  const page = readFileSync(path.join(here, "page.html"));
  const pages = http.createServer((request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(page);
  });
  await new Promise((resolve) => pages.listen(0, "127.0.0.1", resolve));
  const pageUrl = `http://127.0.0.1:${pages.address().port}/`;
  const driverPort = await freePort();
  const driver = spawn(process.env.CHROMEDRIVER || "chromedriver", [`--port=${driverPort}`], {
    stdio: "ignore",
  });
  const profile = mkdtempSync(path.join(os.tmpdir(), "gateway-chromium-"));
  const webdriver = async (method, route, body) => {
    const response = await fetch(`http://127.0.0.1:${driverPort}${route}`, {
      method,
      headers: { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) {
      throw new Error(`WebDriver ${method} ${route}: ${JSON.stringify(json.value)}`);
    }
    return json.value;
  };
  let session = null;
  try {
    const deadline = Date.now() + 20000;
    for (;;) {
      try {
        if ((await webdriver("GET", "/status")).ready) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error("chromedriver did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    session = await webdriver("POST", "/session", {
      capabilities: {
        alwaysMatch: {
          browserName: "chrome",
          "goog:chromeOptions": {
            binary: process.env.CHROMIUM || "/usr/bin/chromium",
            args: [
              "--headless",
              "--no-sandbox",
              "--disable-gpu",
              "--disable-dev-shm-usage",
              "--disable-quic",
              "--no-first-run",
              "--disable-background-networking",
              "--disable-component-update",
              "--disable-sync",
              `--user-data-dir=${profile}`,
            ],
          },
        },
      },
    });
    const id = session.sessionId;
    await webdriver("POST", `/session/${id}/timeouts`, { script: 60000, pageLoad: 30000 });
    await webdriver("POST", `/session/${id}/url`, { url: pageUrl });
    const outcome = await webdriver("POST", `/session/${id}/execute/async`, {
      script:
        "const done = arguments[arguments.length - 1];" +
        "window.runSteps(arguments[0], arguments[1], arguments[2], arguments[3]).then(done);",
      args: [api, login, password, window_],
    });
    for (const step of outcome.steps) {
      check(`Chromium page at ${pageUrl}`, step.name, step.ok, step.detail);
    }
    check(`Chromium page at ${pageUrl}`, "every step ran", outcome.ok, outcome.error);
  } finally {
    if (session) {
      await webdriver("DELETE", `/session/${session.sessionId}`).catch(() => {});
    }
    driver.kill();
    pages.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function wordpressApiFetch(window_) {
  const client = "@wordpress/api-fetch";
  apiFetch.use(apiFetch.createRootURLMiddleware(`${api}/fr/wp-json/`));
  apiFetch.use((options, next) =>
    next({ ...options, headers: { ...options.headers, Authorization: basic } }),
  );
  const list = await apiFetch({
    path: `/tribe/events/v1/events?per_page=2&start_date=${window_.start}&end_date=${window_.end}`,
    parse: false,
  });
  const body = await list.json();
  check(client, "list with parse: false", list.status === 200 && body.events.length === 2, list.status);
  check(client, "X-WP-Total", list.headers.get("X-WP-Total") === String(body.total), list.headers.get("X-WP-Total"));
  const created = await apiFetch({
    path: "/tribe/events/v1/events",
    method: "POST",
    data: {
      title: "Atelier",
      start_date: `${window_.start} 09:00`,
      end_date: `${window_.start} 12:00`,
      timezone: "Europe/Paris",
      cost: "8",
    },
  });
  check(client, "create", created.id > 0 && created.title === "Atelier", created);
  const updated = await apiFetch({
    path: `/tribe/events/v1/events/${created.id}`,
    method: "PUT",
    data: {
      title: "Atelier du samedi",
      start_date: `${window_.start} 09:00`,
      end_date: `${window_.start} 12:00`,
      timezone: "Europe/Paris",
      cost: "8",
    },
  });
  check(client, "update (PUT sent as POST + override)", updated.title === "Atelier du samedi", updated.title);
  const deleted = await apiFetch({ path: `/tribe/events/v1/events/${created.id}`, method: "DELETE" });
  check(
    client,
    "delete (DELETE sent as POST + override) trashes",
    deleted.status === "trash" && deleted.timezone === "Europe/Paris" && deleted.cost === updated.cost,
    { status: deleted.status, timezone: deleted.timezone, cost: deleted.cost },
  );
  const error = await apiFetch({ path: `/tribe/events/v1/events/${created.id}`, method: "DELETE" }).then(
    () => null,
    (e) => e,
  );
  check(client, "a second delete is the plugin's 410", error && error.code === "event-is-in-trash", error);
  const plain = await apiFetch({
    url: `${api}/fr/?rest_route=/tribe/events/v1/events/${updated.id}`,
  }).then(
    () => null,
    (e) => e,
  );
  check(client, "plain permalinks reach the route", plain && plain.code === "event-no-longer-available", plain);
}

async function wpapiDiscovery(window_) {
  const client = "wpapi";
  const site = await WPAPI.discover(`${api}/fr/`);
  check(client, "discover from the site address", site && site._options.endpoint === `${api}/fr/wp-json/`, site && site._options);
  const events = site.namespace("tribe/events/v1").events();
  const page = await events.param("per_page", 2).param("start_date", window_.start).param("end_date", window_.end).get();
  check(client, "list through a discovered route", Array.isArray(page.events) && page.events.length === 2, page);
  check(client, "paging from the headers", page._paging && page._paging.totalPages >= 3 && Boolean(page._paging.next), page._paging && { total: page._paging.total, totalPages: page._paging.totalPages });
  const next = await page._paging.next.get();
  check(client, "next page by the Link header", Array.isArray(next.events) && next.events.length === 2, next);
}

async function serverUp() {
  const deadline = Date.now() + 60000;
  for (;;) {
    try {
      if ((await fetch(`${api}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no server answers at ${api}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const window_ = { start: "2031-03-01", end: "2031-03-31" };
try {
  await serverUp();
  await seed(window_);
  await browser(window_);
  await wordpressApiFetch(window_);
  await wpapiDiscovery(window_);
} catch (e) {
  check("run", "no exception", false, String((e && e.stack) || e));
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} of ${results.length} client steps passed`);
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
