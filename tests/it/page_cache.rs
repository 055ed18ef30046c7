//! SQLite as the server links it keeps each connection's page cache its own: a reader
//! whose pages fit its cache finds them again however many pages other connections
//! read meanwhile. Built with memory management on, as the `libsqlite3-sys` crate
//! builds it unless `.cargo/config.toml` turns it off, SQLite shares one budget of
//! pages among all connections, and a list's reader lost its pages to the others: at a
//! million events each request read its pages from the file again.

use rusqlite::{Connection, ffi};

/// Pages read from the file (cache misses) so far by `conn`.
fn pages_read(conn: &Connection) -> i32 {
    let (mut current, mut highest) = (0, 0);
    // SAFETY: the handle is the open connection's; the two out-pointers live across the call.
    let rc = unsafe {
        ffi::sqlite3_db_status(
            conn.handle(),
            ffi::SQLITE_DBSTATUS_CACHE_MISS,
            &mut current,
            &mut highest,
            0,
        )
    };
    assert_eq!(rc, ffi::SQLITE_OK);
    current
}

/// Reads every row of `table`, touching each of its pages.
fn read_all(conn: &Connection, table: &str) {
    let total: i64 = conn
        .query_row(
            &format!("SELECT sum(length(pad)) FROM {table}"),
            [],
            |row| row.get(0),
        )
        .expect("read");
    assert!(total > 0);
}

#[test]
fn a_readers_pages_stay_in_its_cache_while_others_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("pages.db");
    let writer = Connection::open(&path).expect("open");
    writer
        .execute_batch(
            "PRAGMA journal_mode = WAL;
             CREATE TABLE small (id INTEGER PRIMARY KEY, pad BLOB);
             CREATE TABLE large (id INTEGER PRIMARY KEY, pad BLOB);
             WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
             INSERT INTO small SELECT i, randomblob(1000) FROM n;
             WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 8000)
             INSERT INTO large SELECT i, randomblob(1000) FROM n;",
        )
        .expect("fill");

    // About 25 pages of `small` in a cache of 1 MB; `large` is 8 MB, far above the
    // cache of the connection reading it.
    let reader = Connection::open(&path).expect("open reader");
    let other = Connection::open(&path).expect("open other");
    for conn in [&reader, &other] {
        conn.execute_batch("PRAGMA cache_size = -1024")
            .expect("cache size");
    }
    read_all(&reader, "small");
    assert!(
        pages_read(&reader) > 0,
        "the first read comes from the file"
    );

    for _ in 0..3 {
        read_all(&other, "large");
    }
    let before = pages_read(&reader);
    read_all(&reader, "small");
    assert_eq!(
        pages_read(&reader) - before,
        0,
        "the reader's pages were taken by the other connection's reads"
    );
}
