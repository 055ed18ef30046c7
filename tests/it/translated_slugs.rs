//! Slugs of one language on tenants that keep text per language: a translation's slug
//! is unique among everything that language shows, an item's own slug among every
//! item's slugs in any language, so that a by-slug route reaches only the item whose
//! slug it names; the trash releases translated slugs as it releases an item's own.

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::helpers::*;

const ON: &str = r#"
[[tenant]]
id = "alpha"
hosts = ["alpha.test"]
site_url = "http://alpha.test"
languages = ["en", "fr", "de"]
translate_content = true
"#;

/// A tenant whose French regional variant falls back to French.
const REGIONAL: &str = r#"
[[tenant]]
id = "alpha"
hosts = ["alpha.test"]
site_url = "http://alpha.test"
languages = ["en", "fr", "fr-ca"]
translate_content = true
"#;

/// The namespace path of variant `lang` (`""` for the default language).
fn ns(lang: &str) -> String {
    if lang.is_empty() {
        NS.to_string()
    } else {
        format!("/{lang}{NS}")
    }
}

fn event(title: &str) -> Value {
    json!({"title": title, "start_date": "2030-06-01 19:00", "end_date": "2030-06-01 22:00"})
}

async fn write(app: &TestApp, who: (&str, &str), lang: &str, path: &str, body: Value) -> Value {
    let reply = app
        .post(ALPHA, &format!("{}{path}", ns(lang)), Some(who), &body)
        .await;
    assert!(
        matches!(reply.status, StatusCode::OK | StatusCode::CREATED),
        "POST /{lang}{path} {body} as {}: {}",
        who.0,
        reply.raw
    );
    reply.body
}

fn id_of(v: &Value) -> i64 {
    v["id"].as_i64().unwrap_or_else(|| panic!("no id: {v}"))
}

/// The id the administrator's by-slug read of `path` finds, or the error code it gets.
async fn found(app: &TestApp, lang: &str, path: &str) -> Result<i64, String> {
    let reply = app
        .get(ALPHA, &format!("{}{path}", ns(lang)), Some(ADMIN))
        .await;
    match reply.status {
        StatusCode::OK => Ok(id_of(&reply.body)),
        _ => Err(reply.code().to_string()),
    }
}

/// Post `id`'s own slug in `lang`, as stored (`""`: it shows its source slug).
async fn translated_slug(app: &TestApp, id: i64, lang: &str) -> String {
    app.db()
        .scalars::<String>(
            "SELECT slug FROM post_translations WHERE post_id = $1 AND lang = $2",
            &[id.into(), lang.into()],
        )
        .await
        .pop()
        .unwrap_or_default()
}

#[tokio::test]
async fn a_translated_slug_is_numbered_when_the_language_shows_it_already() {
    let app = TestApp::with_config(ON).await;
    let gala = id_of(&write(&app, ADMIN, "", "/events", event("Gala")).await);
    let party = id_of(&write(&app, AUTHOR, "", "/events", event("Ann's Party")).await);

    // The admin's Gala has no French text: French shows its own slug, `gala`.
    let taken = write(
        &app,
        AUTHOR,
        "fr",
        &format!("/events/{party}"),
        json!({"title": "Fête d'Ann", "slug": "gala"}),
    )
    .await;
    assert_eq!(
        (&taken["slug"], &taken["url"]),
        (
            &json!("gala-2"),
            &json!("http://alpha.test/fr/event/gala-2/")
        ),
        "numbered as WordPress numbers a taken slug"
    );
    assert_eq!(found(&app, "fr", "/events/by-slug/gala").await, Ok(gala));
    assert_eq!(found(&app, "fr", "/events/by-slug/gala-2").await, Ok(party));

    // By-slug updates under /fr reach the event that French shows the slug of.
    let events = format!("{NS}/events");
    let before = app.item_state(ALPHA, &events, party).await;
    let refused = app
        .post(
            ALPHA,
            &format!("{}/events/by-slug/gala", ns("fr")),
            Some(AUTHOR),
            &json!({"title": "Pris"}),
        )
        .await;
    assert_eq!(
        (refused.status, refused.code()),
        (StatusCode::FORBIDDEN, "rest_forbidden"),
        "the author's by-slug update names the admin's Gala: {}",
        refused.raw
    );
    let renamed = write(
        &app,
        ADMIN,
        "fr",
        "/events/by-slug/gala",
        json!({"title": "Gala (fr)"}),
    )
    .await;
    assert_eq!(id_of(&renamed), gala);
    assert_eq!(
        renamed["slug"], "gala",
        "French shows the source slug still"
    );
    app.assert_unchanged(ALPHA, &events, party, &before, "updates by the slug `gala`")
        .await;
    assert_eq!(translated_slug(&app, party, "fr").await, "gala-2");

    // Translated slugs of other items count too, as before.
    let market = id_of(&write(&app, ADMIN, "", "/events", event("Market")).await);
    write(
        &app,
        ADMIN,
        "fr",
        &format!("/events/{market}"),
        json!({"slug": "marche"}),
    )
    .await;
    let again = write(
        &app,
        AUTHOR,
        "fr",
        &format!("/events/{party}"),
        json!({"slug": "marche"}),
    )
    .await;
    assert_eq!(again["slug"], "marche-2");
    // An item that shows a slug of its own in French frees its source slug there.
    let third = write(
        &app,
        AUTHOR,
        "fr",
        &format!("/events/{party}"),
        json!({"slug": "market"}),
    )
    .await;
    assert_eq!(third["slug"], "market");
    assert_eq!(found(&app, "fr", "/events/by-slug/market").await, Ok(party));
    assert_eq!(found(&app, "", "/events/by-slug/market").await, Ok(market));

    // Categories and tags follow the same rule.
    let music = id_of(&write(&app, ADMIN, "", "/categories", json!({"name": "Music"})).await);
    let jazz = id_of(&write(&app, ADMIN, "", "/categories", json!({"name": "Jazz"})).await);
    let answered = write(
        &app,
        ADMIN,
        "fr",
        &format!("/categories/{jazz}"),
        json!({"name": "Jazz", "slug": "music"}),
    )
    .await;
    assert_eq!(answered["slug"], "music-2", "Music shows `music` in French");
    let french_music = app
        .get(ALPHA, &format!("{}/categories/{music}", ns("fr")), None)
        .await;
    assert_eq!(french_music.body["slug"], "music");
}

#[tokio::test]
async fn an_items_own_slug_is_numbered_when_a_language_shows_it_as_a_translation() {
    let app = TestApp::with_config(ON).await;
    let concert = id_of(&write(&app, ADMIN, "", "/events", event("Concert")).await);
    write(
        &app,
        ADMIN,
        "fr",
        &format!("/events/{concert}"),
        json!({"title": "Fête", "slug": "fete"}),
    )
    .await;

    // A new event would show `fete` in French, where the admin's Concert shows it.
    let fete = write(&app, AUTHOR, "", "/events", event("Fete")).await;
    assert_eq!(fete["slug"], "fete-2");
    assert_eq!(found(&app, "fr", "/events/by-slug/fete").await, Ok(concert));
    assert_eq!(
        found(&app, "", "/events/by-slug/fete-2").await,
        Ok(id_of(&fete))
    );
    let renamed = write(
        &app,
        AUTHOR,
        "",
        &format!("/events/{}", id_of(&fete)),
        json!({"title": "Fete", "slug": "fete"}),
    )
    .await;
    assert_eq!(
        renamed["slug"], "fete-2",
        "an update claims it no more than a create"
    );

    // An item's own translation is no conflict.
    let own = write(
        &app,
        ADMIN,
        "",
        &format!("/events/{concert}"),
        json!({"title": "Concert", "slug": "fete"}),
    )
    .await;
    assert_eq!(own["slug"], "fete");
}

#[tokio::test]
async fn slugs_a_regional_variant_falls_back_to_count_in_it() {
    let locales = tempfile::tempdir().expect("tmp");
    crate::i18n::copy_dir(&locales_dir(), locales.path());
    std::fs::create_dir_all(locales.path().join("fr-ca")).expect("mkdir");
    std::fs::write(
        locales.path().join("fr-ca/params.ftl"),
        "param-events-list-page = Page de résultats voulue, à compter de 1.\n",
    )
    .expect("write");
    let app = TestApp::with_locales(REGIONAL, locales.path()).await;
    let gala = id_of(&write(&app, ADMIN, "", "/events", event("Gala")).await);
    write(
        &app,
        ADMIN,
        "fr",
        &format!("/events/{gala}"),
        json!({"slug": "soiree"}),
    )
    .await;
    let party = id_of(&write(&app, AUTHOR, "", "/events", event("Party")).await);
    // French Canada shows the French slug of an item without text of its own.
    let regional = write(
        &app,
        AUTHOR,
        "fr-ca",
        &format!("/events/{party}"),
        json!({"slug": "soiree"}),
    )
    .await;
    assert_eq!(regional["slug"], "soiree-2");
    assert_eq!(
        found(&app, "fr-ca", "/events/by-slug/soiree").await,
        Ok(gala)
    );
    // A French slug shows in French Canada too, for items without text there.
    write(
        &app,
        AUTHOR,
        "fr-ca",
        &format!("/events/{party}"),
        json!({"slug": "fete"}),
    )
    .await;
    let other = id_of(&write(&app, ADMIN, "", "/events", event("Other")).await);
    let french = write(
        &app,
        ADMIN,
        "fr",
        &format!("/events/{other}"),
        json!({"slug": "fete"}),
    )
    .await;
    assert_eq!(
        french["slug"], "fete-2",
        "French Canada would show it beside Party's"
    );
}

/// Items stored before these rules may show the same slug in a language: the one
/// showing it as its own slug is the one found, for reads and writes alike.
#[tokio::test]
async fn twins_stored_before_resolve_to_the_item_whose_own_slug_it_is() {
    let app = TestApp::with_config(ON).await;
    let gala = id_of(&write(&app, ADMIN, "", "/events", event("Gala")).await);
    let party = id_of(&write(&app, AUTHOR, "", "/events", event("Party")).await);
    write(
        &app,
        AUTHOR,
        "fr",
        &format!("/events/{party}"),
        json!({"title": "Fête"}),
    )
    .await;
    app.db()
        .execute(
            "UPDATE post_translations SET slug = 'gala' WHERE post_id = $1 AND lang = 'fr'",
            &[party.into()],
        )
        .await;
    assert_eq!(found(&app, "fr", "/events/by-slug/gala").await, Ok(gala));
    let refused = app
        .post(
            ALPHA,
            &format!("{}/events/by-slug/gala", ns("fr")),
            Some(AUTHOR),
            &json!({"title": "Mine"}),
        )
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.raw);
    let deleted = app
        .delete(
            ALPHA,
            &format!("{}/events/by-slug/gala", ns("fr")),
            Some(AUTHOR),
        )
        .await;
    assert_eq!(deleted.status, StatusCode::FORBIDDEN, "{}", deleted.raw);
    let admins = write(
        &app,
        ADMIN,
        "fr",
        "/events/by-slug/gala",
        json!({"title": "Gala (fr)"}),
    )
    .await;
    assert_eq!(id_of(&admins), gala);
}

#[tokio::test]
async fn the_trash_releases_translated_slugs_and_restoring_gives_them_back() {
    let app = TestApp::with_config(ON).await;
    let concert = id_of(&write(&app, ADMIN, "", "/events", event("Summer Concert")).await);
    write(
        &app,
        ADMIN,
        "fr",
        &format!("/events/{concert}"),
        json!({"title": "Concert d'été", "slug": "concert-ete"}),
    )
    .await;
    write(
        &app,
        ADMIN,
        "de",
        &format!("/events/{concert}"),
        json!({"title": "Sommerkonzert"}),
    )
    .await;

    let trashed = app
        .delete(
            ALPHA,
            &format!("{}/events/{concert}", ns("fr")),
            Some(ADMIN),
        )
        .await;
    assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
    assert_eq!(
        trashed.body["slug"], "concert-ete__trashed",
        "as its own slug is"
    );
    assert_eq!(
        translated_slug(&app, concert, "fr").await,
        "concert-ete__trashed"
    );
    assert_eq!(
        translated_slug(&app, concert, "de").await,
        "",
        "none to release"
    );
    for lang in ["fr", ""] {
        let reply = app
            .get(
                ALPHA,
                &format!("{}/events/by-slug/concert-ete", ns(lang)),
                None,
            )
            .await;
        assert_bad_param(&reply, "rest_invalid_param", "slug");
    }
    let other = id_of(&write(&app, ADMIN, "", "/events", event("Other")).await);
    let took = write(
        &app,
        ADMIN,
        "fr",
        &format!("/events/{other}"),
        json!({"slug": "concert-ete"}),
    )
    .await;
    assert_eq!(took["slug"], "concert-ete", "released");

    // Leaving the trash gives the slug back, numbered when it was taken meanwhile.
    let mut restore = event("Summer Concert");
    restore["status"] = json!("publish");
    let restored = write(&app, ADMIN, "", &format!("/events/{concert}"), restore).await;
    assert_eq!(
        (&restored["status"], &restored["slug"]),
        (&json!("publish"), &json!("summer-concert"))
    );
    assert_eq!(translated_slug(&app, concert, "fr").await, "concert-ete-2");
    assert_eq!(
        found(&app, "fr", "/events/by-slug/concert-ete-2").await,
        Ok(concert)
    );
    assert_eq!(
        found(&app, "fr", "/events/by-slug/concert-ete").await,
        Ok(other)
    );

    // A slug written while in the trash waits there, released, for the restore.
    let mut in_trash = json!({"slug": "nouveau", "status": "trash"});
    for (k, v) in event("Summer Concert").as_object().expect("object") {
        in_trash[k] = v.clone();
    }
    write(
        &app,
        ADMIN,
        "",
        &format!("/events/{concert}"),
        json!({"status": "trash"}),
    )
    .await;
    let written = write(&app, ADMIN, "fr", &format!("/events/{concert}"), in_trash).await;
    assert_eq!(written["slug"], "nouveau__trashed");
    assert_eq!(
        found(&app, "fr", "/events/by-slug/nouveau").await,
        Err("rest_invalid_param".to_string())
    );
    write(
        &app,
        ADMIN,
        "fr",
        &format!("/events/{concert}"),
        json!({"status": "publish"}),
    )
    .await;
    assert_eq!(translated_slug(&app, concert, "fr").await, "nouveau");

    // Venues and organizers alike, trashed by delete or by update. Their slugs are
    // written through their by-slug routes only, as the plugin's.
    let hall = id_of(&write(&app, ADMIN, "", "/venues", json!({"venue": "Hall"})).await);
    write(
        &app,
        ADMIN,
        "fr",
        "/venues/by-slug/hall",
        json!({"venue": "Salle"}),
    )
    .await;
    assert_eq!(translated_slug(&app, hall, "fr").await, "hall");
    let gone = app
        .delete(ALPHA, &format!("{NS}/venues/{hall}"), Some(ADMIN))
        .await;
    assert_eq!(gone.status, StatusCode::OK, "{}", gone.raw);
    assert_eq!(translated_slug(&app, hall, "fr").await, "hall__trashed");
    let anonymous = app
        .get(ALPHA, &format!("{}/venues/by-slug/hall", ns("fr")), None)
        .await;
    assert_bad_param(&anonymous, "rest_invalid_param", "slug");
    write(
        &app,
        ADMIN,
        "",
        &format!("/venues/{hall}"),
        json!({"venue": "Hall", "status": "publish"}),
    )
    .await;
    assert_eq!(translated_slug(&app, hall, "fr").await, "hall");
    let desk = id_of(&write(&app, ADMIN, "", "/organizers", json!({"organizer": "Desk"})).await);
    write(
        &app,
        ADMIN,
        "fr",
        "/organizers/by-slug/desk",
        json!({"organizer": "Bureau"}),
    )
    .await;
    write(
        &app,
        ADMIN,
        "",
        &format!("/organizers/{desk}"),
        json!({"organizer": "Desk", "status": "trash"}),
    )
    .await;
    assert_eq!(translated_slug(&app, desk, "fr").await, "desk__trashed");
}

/// What undoes migration 0021, as on a store written before it, where a trashed item
/// kept its translated slugs.
const BEFORE_TRANSLATED_SLUG_RULES: &[&str] = &[
    "DROP INDEX post_translations_tenant_slug",
    "DROP INDEX term_translations_slug",
    "UPDATE post_translations SET slug = 'concert-ete' WHERE slug = 'concert-ete__trashed'",
    "DELETE FROM _sqlx_migrations WHERE version = 21",
];

#[tokio::test]
async fn items_trashed_before_release_their_translated_slugs_on_upgrade() {
    let app = TestApp::with_config(ON).await;
    let concert = id_of(&write(&app, ADMIN, "", "/events", event("Summer Concert")).await);
    write(
        &app,
        ADMIN,
        "fr",
        &format!("/events/{concert}"),
        json!({"slug": "concert-ete"}),
    )
    .await;
    let trashed = app
        .delete(ALPHA, &format!("{NS}/events/{concert}"), Some(ADMIN))
        .await;
    assert_eq!(trashed.status, StatusCode::OK, "{}", trashed.raw);
    let upgraded = app
        .upgraded_from(BEFORE_TRANSLATED_SLUG_RULES, BEFORE_TRANSLATED_SLUG_RULES)
        .await;
    assert_eq!(
        translated_slug(&upgraded, concert, "fr").await,
        "concert-ete__trashed"
    );
    let reply = upgraded
        .get(
            ALPHA,
            &format!("{}/events/by-slug/concert-ete", ns("fr")),
            None,
        )
        .await;
    assert_bad_param(&reply, "rest_invalid_param", "slug");
    let restored = write(
        &upgraded,
        ADMIN,
        "",
        &format!("/events/{concert}"),
        event("Summer Concert"),
    )
    .await;
    assert_eq!(restored["status"], "publish");
    assert_eq!(
        translated_slug(&upgraded, concert, "fr").await,
        "concert-ete"
    );
}
