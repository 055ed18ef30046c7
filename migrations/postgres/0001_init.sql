-- Calendar data of every tenant: the PostgreSQL twin of migrations/sqlite/0001_init.sql.
-- Every table carries tenant_id and every query filters on it.
-- Dates are stored as 'YYYY-MM-DD HH:MM:SS' text so that text order is time order.
--
-- Kept equal to the SQLite schema in what queries see:
-- - ids, counts and other integers are BIGINT, so they decode as i64;
-- - flags are BOOLEAN (SQLite stores the same bound booleans as 0 and 1);
-- - text columns are COLLATE "C": comparisons and ORDER BY are bytewise, and lower()
--   folds ASCII letters only, exactly as SQLite's BINARY collation and lower() do,
--   whatever locale the database was created with.

CREATE TABLE users (
    id            BIGSERIAL PRIMARY KEY,
    tenant_id     TEXT COLLATE "C" NOT NULL,
    login         TEXT COLLATE "C" NOT NULL,
    email         TEXT COLLATE "C" NOT NULL DEFAULT '',
    display_name  TEXT COLLATE "C" NOT NULL DEFAULT '',
    role          TEXT COLLATE "C" NOT NULL,
    created_utc   TEXT COLLATE "C" NOT NULL,
    UNIQUE (tenant_id, login)
);
CREATE INDEX users_tenant_email ON users (tenant_id, email);

-- Application passwords: only Argon2id hashes are kept.
CREATE TABLE app_passwords (
    uuid          TEXT COLLATE "C" PRIMARY KEY,
    tenant_id     TEXT COLLATE "C" NOT NULL,
    user_id       BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name          TEXT COLLATE "C" NOT NULL,
    password_hash TEXT COLLATE "C" NOT NULL,
    created_utc   TEXT COLLATE "C" NOT NULL,
    last_used_utc TEXT COLLATE "C",
    last_ip       TEXT COLLATE "C"
);
CREATE INDEX app_passwords_user ON app_passwords (tenant_id, user_id);

-- Events, venues, organizers and images share one id space, as WordPress posts do,
-- so that an id of another kind can be told apart from an id that does not exist.
CREATE TABLE posts (
    id             BIGSERIAL PRIMARY KEY,
    tenant_id      TEXT COLLATE "C" NOT NULL,
    post_type      TEXT COLLATE "C" NOT NULL,
    author         BIGINT NOT NULL DEFAULT 0,
    status         TEXT COLLATE "C" NOT NULL,
    title          TEXT COLLATE "C" NOT NULL DEFAULT '',
    content        TEXT COLLATE "C" NOT NULL DEFAULT '',
    excerpt        TEXT COLLATE "C" NOT NULL DEFAULT '',
    slug           TEXT COLLATE "C" NOT NULL DEFAULT '',
    password       TEXT COLLATE "C" NOT NULL DEFAULT '',
    parent_id      BIGINT NOT NULL DEFAULT 0,
    menu_order     BIGINT NOT NULL DEFAULT 0,
    date_local     TEXT COLLATE "C" NOT NULL,
    date_utc       TEXT COLLATE "C",
    modified_local TEXT COLLATE "C" NOT NULL,
    modified_utc   TEXT COLLATE "C" NOT NULL,
    -- slug and status before trashing, restored when the post leaves the trash
    trashed_slug   TEXT COLLATE "C",
    trashed_from   TEXT COLLATE "C",
    -- lower-cased title, excerpt and content for keyword search
    search_text    TEXT COLLATE "C" NOT NULL DEFAULT ''
);
CREATE INDEX posts_tenant_type_slug ON posts (tenant_id, post_type, slug);
CREATE INDEX posts_tenant_type_status ON posts (tenant_id, post_type, status);

CREATE TABLE events (
    post_id            BIGINT PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
    tenant_id          TEXT COLLATE "C" NOT NULL,
    start_local        TEXT COLLATE "C" NOT NULL,
    end_local          TEXT COLLATE "C" NOT NULL,
    start_utc          TEXT COLLATE "C" NOT NULL,
    end_utc            TEXT COLLATE "C" NOT NULL,
    timezone           TEXT COLLATE "C" NOT NULL DEFAULT '',
    timezone_abbr      TEXT COLLATE "C" NOT NULL DEFAULT '',
    all_day            BOOLEAN NOT NULL DEFAULT FALSE,
    cost               TEXT COLLATE "C" NOT NULL DEFAULT '',
    cost_symbol        TEXT COLLATE "C" NOT NULL DEFAULT '',
    cost_position      TEXT COLLATE "C" NOT NULL DEFAULT '',
    -- NULL: never stored (the permalink is shown); '' : stored empty
    website            TEXT COLLATE "C",
    show_map           BOOLEAN NOT NULL DEFAULT FALSE,
    show_map_link      BOOLEAN NOT NULL DEFAULT FALSE,
    hide_from_listings BOOLEAN NOT NULL DEFAULT FALSE,
    featured           BOOLEAN NOT NULL DEFAULT FALSE,
    image_id           BIGINT,
    venue_id           BIGINT
);
CREATE INDEX events_tenant_start ON events (tenant_id, start_local);
CREATE INDEX events_tenant_venue ON events (tenant_id, venue_id);

CREATE TABLE venues (
    post_id       BIGINT PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
    tenant_id     TEXT COLLATE "C" NOT NULL,
    address       TEXT COLLATE "C" NOT NULL DEFAULT '',
    city          TEXT COLLATE "C" NOT NULL DEFAULT '',
    country       TEXT COLLATE "C" NOT NULL DEFAULT '',
    province      TEXT COLLATE "C" NOT NULL DEFAULT '',
    state         TEXT COLLATE "C" NOT NULL DEFAULT '',
    zip           TEXT COLLATE "C" NOT NULL DEFAULT '',
    phone         TEXT COLLATE "C" NOT NULL DEFAULT '',
    website       TEXT COLLATE "C" NOT NULL DEFAULT '',
    stateprovince TEXT COLLATE "C" NOT NULL DEFAULT '',
    show_map      BOOLEAN NOT NULL DEFAULT TRUE,
    show_map_link BOOLEAN NOT NULL DEFAULT TRUE,
    image_id      BIGINT
);

CREATE TABLE organizers (
    post_id   BIGINT PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
    tenant_id TEXT COLLATE "C" NOT NULL,
    phone     TEXT COLLATE "C" NOT NULL DEFAULT '',
    website   TEXT COLLATE "C" NOT NULL DEFAULT '',
    email     TEXT COLLATE "C" NOT NULL DEFAULT '',
    image_id  BIGINT
);

-- Featured images; the post row holds the title, this row the file's address.
CREATE TABLE images (
    post_id   BIGINT PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
    tenant_id TEXT COLLATE "C" NOT NULL,
    url       TEXT COLLATE "C" NOT NULL,
    width     BIGINT,
    height    BIGINT
);

CREATE TABLE event_organizers (
    tenant_id    TEXT COLLATE "C" NOT NULL,
    event_id     BIGINT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    organizer_id BIGINT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    position     BIGINT NOT NULL,
    PRIMARY KEY (event_id, organizer_id)
);
CREATE INDEX event_organizers_organizer ON event_organizers (tenant_id, organizer_id);

-- Categories (taxonomy tribe_events_cat) and tags (post_tag).
CREATE TABLE terms (
    id          BIGSERIAL PRIMARY KEY,
    tenant_id   TEXT COLLATE "C" NOT NULL,
    taxonomy    TEXT COLLATE "C" NOT NULL,
    name        TEXT COLLATE "C" NOT NULL,
    slug        TEXT COLLATE "C" NOT NULL,
    description TEXT COLLATE "C" NOT NULL DEFAULT '',
    parent_id   BIGINT NOT NULL DEFAULT 0,
    UNIQUE (tenant_id, taxonomy, slug)
);

CREATE TABLE event_terms (
    tenant_id TEXT COLLATE "C" NOT NULL,
    event_id  BIGINT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    term_id   BIGINT NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    PRIMARY KEY (event_id, term_id)
);
CREATE INDEX event_terms_term ON event_terms (tenant_id, term_id);
