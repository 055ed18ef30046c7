-- The requests of one load-test scenario, for wrk. `deploy/bench/run` passes the
-- scenario in environment variables:
--   BENCH_SCENARIO  fixed | range | items | create | update | mix
--   BENCH_PATH      path (fixed, range, create) or template with {} (items, update)
--   BENCH_ITEMS     comma-separated values put in place of {} (ids or slugs)
--   BENCH_AUTH      value of the Authorization header of writes
--   BENCH_RANGE     query parameter names of a date range: "start_date,end_date"
--   BENCH_SPAN_START  Unix time where the three years of demo events begin
--   BENCH_MIX       for mix: "WEIGHT KIND PATH" entries separated by ";"
--   BENCH_ACCEPT_ENCODING  Accept-Encoding of every read (none when empty)
--   BENCH_RATE      requests per second to offer, over all threads (flat out when empty)
--   BENCH_THREADS   wrk's thread count, which shares BENCH_RATE
-- and reads back the line starting with RESULT that done() prints.

local scenario = os.getenv("BENCH_SCENARIO") or "fixed"
local path = os.getenv("BENCH_PATH") or "/"
local auth = os.getenv("BENCH_AUTH") or ""
local items = {}
for item in string.gmatch(os.getenv("BENCH_ITEMS") or "", "[^,]+") do
    items[#items + 1] = item
end
local range_from, range_to = string.match(os.getenv("BENCH_RANGE") or "start_date,end_date", "([^,]+),([^,]*)")
local accept_encoding = os.getenv("BENCH_ACCEPT_ENCODING") or ""
if accept_encoding ~= "" then
    -- Reads are formatted with wrk.headers; writes carry their own headers.
    wrk.headers["Accept-Encoding"] = accept_encoding
end

local counter = 0
-- The three years demo-data spreads its events over: last, this and next year.
local span_start = tonumber(os.getenv("BENCH_SPAN_START") or "0")
local span_seconds = 3 * 365 * 86400

math.randomseed(os.time())

local function item()
    counter = counter + 1
    return items[(counter % #items) + 1]
end

-- A window that starts at a random second of the span, so that consecutive requests
-- almost never repeat a query (and miss every cache).
local function range_query(base)
    local from = span_start + math.random(0, span_seconds)
    local query = range_from .. "=" .. os.date("!%Y-%m-%d%%20%H:%M:%S", from)
    if range_to ~= "" then
        query = query .. "&" .. range_to .. "=" .. os.date("!%Y-%m-%d%%20%H:%M:%S", from + 14 * 86400)
    end
    local separator = string.find(base, "?", 1, true) and "&" or "?"
    return base .. separator .. query
end

local json_headers = { ["Content-Type"] = "application/json", ["Authorization"] = auth }

local function create(base)
    counter = counter + 1
    local day = os.date("!%Y-%m-%d", span_start + math.random(0, span_seconds))
    local body = string.format(
        '{"title":"Load test %d","description":"<p>Created by the load test.</p>",' ..
        '"start_date":"%s 19:00:00","end_date":"%s 21:30:00","timezone":"Europe/Paris",' ..
        '"cost":"12 €","status":"publish"}',
        counter, day, day)
    return wrk.format("POST", base, json_headers, body)
end

local function update(template)
    local id = item()
    local body = string.format('{"title":"Updated by the load test %d"}', counter)
    return wrk.format("POST", (string.gsub(template, "{}", id)), json_headers, body)
end

if scenario == "range" then
    request = function()
        return wrk.format("GET", range_query(path))
    end
elseif scenario == "items" then
    request = function()
        return wrk.format("GET", (string.gsub(path, "{}", item())))
    end
elseif scenario == "create" then
    request = function()
        return create(path)
    end
elseif scenario == "update" then
    request = function()
        return update(path)
    end
elseif scenario == "mix" then
    -- Lines "weight kind path": kind is one of fixed, range, items, create, update.
    local mix, total = {}, 0
    for line in string.gmatch(os.getenv("BENCH_MIX") or "", "[^;]+") do
        local weight, kind, target = string.match(line, "(%d+) (%a+) (.+)")
        total = total + tonumber(weight)
        mix[#mix + 1] = { limit = total, kind = kind, target = target }
    end
    request = function()
        local pick = math.random(1, total)
        for _, entry in ipairs(mix) do
            if pick <= entry.limit then
                if entry.kind == "range" then
                    return wrk.format("GET", range_query(entry.target))
                elseif entry.kind == "items" then
                    return wrk.format("GET", (string.gsub(entry.target, "{}", item())))
                elseif entry.kind == "create" then
                    return create(entry.target)
                elseif entry.kind == "update" then
                    return update(entry.target)
                end
                return wrk.format("GET", entry.target)
            end
        end
    end
else
    wrk.path = path
end

-- Paced: each thread offers its share of BENCH_RATE as arrivals at random (exponential
-- gaps, as independent readers arrive), whatever the answers' speed. A connection ready
-- to send takes the next arrival not yet taken and waits for its time; an arrival
-- whose time has passed, because every connection was waiting for an answer, is sent
-- at once and counted late. wrk times an answer from its request's sending, so the
-- late ones' wait before it is not in the latencies: the share of late arrivals says
-- how much that leaves out.
local rate = tonumber(os.getenv("BENCH_RATE") or "")
local threads = {}
paced, late = 0, 0

if rate and rate > 0 then
    local ffi = require("ffi")
    ffi.cdef [[
        typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
        int clock_gettime(int clock, bench_timespec *t);
    ]]
    local clock = ffi.new("bench_timespec")
    local CLOCK_MONOTONIC = 1
    local function now_ms()
        ffi.C.clock_gettime(CLOCK_MONOTONIC, clock)
        return tonumber(clock.tv_sec) * 1000 + tonumber(clock.tv_nsec) / 1e6
    end
    local mean_gap_ms = 1000 * tonumber(os.getenv("BENCH_THREADS") or "1") / rate
    local next_arrival

    delay = function()
        local now = now_ms()
        next_arrival = next_arrival or now
        local arrival = next_arrival
        next_arrival = next_arrival - mean_gap_ms * math.log(1 - math.random())
        paced = paced + 1
        -- wrk's timers count whole milliseconds: a send within one of its time is on time.
        if arrival < now - 1 then
            late = late + 1
        end
        return math.max(0, math.floor(arrival - now))
    end
end

setup = function(thread)
    threads[#threads + 1] = thread
end

done = function(summary, latency, requests)
    local e = summary.errors
    local sent, sent_late = 0, 0
    for _, thread in ipairs(threads) do
        sent = sent + thread:get("paced")
        sent_late = sent_late + thread:get("late")
    end
    io.write(string.format(
        'RESULT {"requests":%d,"duration_us":%d,"bytes":%d,"p50_us":%d,"p99_us":%d,' ..
        '"max_us":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d,' ..
        '"paced":%d,"late":%d}\n',
        summary.requests, summary.duration, summary.bytes,
        latency:percentile(50), latency:percentile(99), latency.max,
        e.connect, e.read, e.write, e.timeout, e.status, sent, sent_late))
end
