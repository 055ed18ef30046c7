-- Calendar data of every tenant. Every table carries tenant_id and every query filters on it.
-- Dates are stored as 'YYYY-MM-DD HH:MM:SS' text so that text order is time order.

CREATE TABLE users (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    tenant_id     TEXT    NOT NULL,
    login         TEXT    NOT NULL,
    email         TEXT    NOT NULL DEFAULT '',
    display_name  TEXT    NOT NULL DEFAULT '',
    role          TEXT    NOT NULL,
    created_utc   TEXT    NOT NULL,
    UNIQUE (tenant_id, login)
);
CREATE INDEX users_tenant_email ON users (tenant_id, email);

-- Application passwords: only Argon2id hashes are kept.
CREATE TABLE app_passwords (
    uuid          TEXT    PRIMARY KEY,
    tenant_id     TEXT    NOT NULL,
    user_id       INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name          TEXT    NOT NULL,
    password_hash TEXT    NOT NULL,
    created_utc   TEXT    NOT NULL,
    last_used_utc TEXT,
    last_ip       TEXT
);
CREATE INDEX app_passwords_user ON app_passwords (tenant_id, user_id);

-- Events, venues, organizers and images share one id space, as WordPress posts do,
-- so that an id of another kind can be told apart from an id that does not exist.
CREATE TABLE posts (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    tenant_id      TEXT    NOT NULL,
    post_type      TEXT    NOT NULL,
    author         INTEGER NOT NULL DEFAULT 0,
    status         TEXT    NOT NULL,
    title          TEXT    NOT NULL DEFAULT '',
    content        TEXT    NOT NULL DEFAULT '',
    excerpt        TEXT    NOT NULL DEFAULT '',
    slug           TEXT    NOT NULL DEFAULT '',
    password       TEXT    NOT NULL DEFAULT '',
    parent_id      INTEGER NOT NULL DEFAULT 0,
    menu_order     INTEGER NOT NULL DEFAULT 0,
    date_local     TEXT    NOT NULL,
    date_utc       TEXT,
    modified_local TEXT    NOT NULL,
    modified_utc   TEXT    NOT NULL,
    -- slug and status before trashing, restored when the post leaves the trash
    trashed_slug   TEXT,
    trashed_from   TEXT,
    -- lower-cased title, excerpt and content for keyword search
    search_text    TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX posts_tenant_type_slug ON posts (tenant_id, post_type, slug);
CREATE INDEX posts_tenant_type_status ON posts (tenant_id, post_type, status);

CREATE TABLE events (
    post_id            INTEGER PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
    tenant_id          TEXT    NOT NULL,
    start_local        TEXT    NOT NULL,
    end_local          TEXT    NOT NULL,
    start_utc          TEXT    NOT NULL,
    end_utc            TEXT    NOT NULL,
    timezone           TEXT    NOT NULL DEFAULT '',
    timezone_abbr      TEXT    NOT NULL DEFAULT '',
    all_day            INTEGER NOT NULL DEFAULT 0,
    cost               TEXT    NOT NULL DEFAULT '',
    cost_symbol        TEXT    NOT NULL DEFAULT '',
    cost_position      TEXT    NOT NULL DEFAULT '',
    -- NULL: never stored (the permalink is shown); '' : stored empty
    website            TEXT,
    show_map           INTEGER NOT NULL DEFAULT 0,
    show_map_link      INTEGER NOT NULL DEFAULT 0,
    hide_from_listings INTEGER NOT NULL DEFAULT 0,
    featured           INTEGER NOT NULL DEFAULT 0,
    image_id           INTEGER,
    venue_id           INTEGER
);
CREATE INDEX events_tenant_start ON events (tenant_id, start_local);
CREATE INDEX events_tenant_venue ON events (tenant_id, venue_id);

CREATE TABLE venues (
    post_id       INTEGER PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
    tenant_id     TEXT    NOT NULL,
    address       TEXT    NOT NULL DEFAULT '',
    city          TEXT    NOT NULL DEFAULT '',
    country       TEXT    NOT NULL DEFAULT '',
    province      TEXT    NOT NULL DEFAULT '',
    state         TEXT    NOT NULL DEFAULT '',
    zip           TEXT    NOT NULL DEFAULT '',
    phone         TEXT    NOT NULL DEFAULT '',
    website       TEXT    NOT NULL DEFAULT '',
    stateprovince TEXT    NOT NULL DEFAULT '',
    show_map      INTEGER NOT NULL DEFAULT 1,
    show_map_link INTEGER NOT NULL DEFAULT 1,
    image_id      INTEGER
);

CREATE TABLE organizers (
    post_id   INTEGER PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
    tenant_id TEXT    NOT NULL,
    phone     TEXT    NOT NULL DEFAULT '',
    website   TEXT    NOT NULL DEFAULT '',
    email     TEXT    NOT NULL DEFAULT '',
    image_id  INTEGER
);

-- Featured images; the post row holds the title, this row the file's address.
CREATE TABLE images (
    post_id   INTEGER PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
    tenant_id TEXT    NOT NULL,
    url       TEXT    NOT NULL,
    width     INTEGER,
    height    INTEGER
);

CREATE TABLE event_organizers (
    tenant_id    TEXT    NOT NULL,
    event_id     INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    organizer_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    position     INTEGER NOT NULL,
    PRIMARY KEY (event_id, organizer_id)
);
CREATE INDEX event_organizers_organizer ON event_organizers (tenant_id, organizer_id);

-- Categories (taxonomy tribe_events_cat) and tags (post_tag).
CREATE TABLE terms (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    tenant_id   TEXT    NOT NULL,
    taxonomy    TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    slug        TEXT    NOT NULL,
    description TEXT    NOT NULL DEFAULT '',
    parent_id   INTEGER NOT NULL DEFAULT 0,
    UNIQUE (tenant_id, taxonomy, slug)
);

CREATE TABLE event_terms (
    tenant_id TEXT    NOT NULL,
    event_id  INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    term_id   INTEGER NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    PRIMARY KEY (event_id, term_id)
);
CREATE INDEX event_terms_term ON event_terms (tenant_id, term_id);
