-- A search in a window of days looks up its words and its window in one index. The
-- trigram index of 0008 knew no days: a search in a short window walked every event of
-- the window in `events_listing` and tested its text (1,200 events for a 14-day window
-- at 100,000 events, whatever the words), and one in a long window tested the window on
-- every event containing its words' trigrams. This index holds beside each event's
-- trigrams the blocks of days its start falls in, so that GIN intersects the two and
-- only the events of the window that can match are read.
--
-- A day is numbered `year * 372 + (month - 1) * 31 + day - 1` (`start_day`): in the
-- order of the days, every window one contiguous range of numbers (with those of dates
-- that do not exist, which no event starts on). An event is in 12 blocks, one of each
-- scale: aligned blocks of 1, 2, 4, ... 2,048 numbers, block `n >> scale` of scale
-- `scale` keyed `scale * 2^20 + (n >> scale)`. A window is the union of a few blocks
-- (`src/store/search.rs` lists them, and must agree with these numbers).
--
-- The day's number is a column, not an expression of `start_local` in the index: the
-- trigram conditions make GIN recheck each candidate's row against every condition of
-- the index, the blocks too, and a column's blocks cost a few shifts there.
--
-- Adding the column rewrites `events` and its indexes, the table locked meanwhile:
-- 6 s for 30,000 events on the benchmark's machine, so minutes at a million.
ALTER TABLE events ADD COLUMN start_day INT GENERATED ALWAYS AS (
    CASE WHEN start_local ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' THEN
        substr(start_local, 1, 4)::int * 372 + (substr(start_local, 6, 2)::int - 1) * 31
        + substr(start_local, 9, 2)::int - 1
    END
) STORED;

CREATE FUNCTION event_day_blocks(start_day INT) RETURNS INT[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ARRAY[
    start_day,
    1048576 + (start_day >> 1),
    2097152 + (start_day >> 2),
    3145728 + (start_day >> 3),
    4194304 + (start_day >> 4),
    5242880 + (start_day >> 5),
    6291456 + (start_day >> 6),
    7340032 + (start_day >> 7),
    8388608 + (start_day >> 8),
    9437184 + (start_day >> 9),
    10485760 + (start_day >> 10),
    11534336 + (start_day >> 11)
] $$;

CREATE INDEX events_search_text_days ON events
    USING gin (search_text gin_trgm_ops, event_day_blocks(start_day))
    WITH (gin_pending_list_limit = 256);

DROP INDEX events_search_text;
