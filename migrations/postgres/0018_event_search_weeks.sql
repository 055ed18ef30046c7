-- A search in a short window looks up each of its words in the window's weeks only.
-- The index of 0014 holds each event's trigrams beside the blocks of days it starts
-- in, and GIN intersects the two; but a trigram's list of events is read whole, every
-- event of three years holding it, whatever the window (9,084 and 18,215 events for
-- the two words a common sentence is looked up by, for about 120 candidates).
--
-- This index keys each event's trigrams by the eight days its start falls in: a token
-- `trigram:block`, the block being `start_day >> 3` (0014's numbering). A window of
-- two weeks asks for two or three tokens per word, each a list of the few events that
-- hold the trigram and start in those eight days.
--
-- The tokens are `pg_trgm`'s own trigrams of the text (`show_trgm`), those of three
-- characters without the padding it adds at word ends; trigrams it writes as a hash
-- (those with other than ASCII letters and digits) are left out, and searches look up
-- only trigrams of ASCII letters and digits, which every locale reads as part of a
-- word. Searches in longer or open windows, and on tenants that keep text per
-- language, keep using 0014's index.
CREATE FUNCTION event_search_tokens(search_text TEXT, start_day INT) RETURNS TEXT[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT array_agg(trigram || ':' || (start_day >> 3))
    FROM unnest(show_trgm(search_text)) AS trigram
    WHERE length(trigram) = 3 AND strpos(trigram, ' ') = 0
$$;

-- A pending list of 256 kB, as 0008 explains.
CREATE INDEX events_search_weeks ON events
    USING gin (event_search_tokens(search_text, start_day))
    WITH (gin_pending_list_limit = 256);
