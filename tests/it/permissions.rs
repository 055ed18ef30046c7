//! Every role × operation × own or others' item × status, with the exact status and
//! code each cell must give. The expectations come from the capability tables of the
//! WordPress roles, written out here independently of the server's code.

use axum::http::StatusCode;
use serde_json::json;

use crate::helpers::*;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Role {
    Administrator,
    Editor,
    Author,
    Contributor,
    Subscriber,
}

/// WordPress's grants for one post type (identical for events, venues, organizers).
fn grants(role: Role) -> &'static [&'static str] {
    match role {
        Role::Administrator | Role::Editor => &[
            "read",
            "edit",
            "edit_others",
            "edit_published",
            "edit_private",
            "publish",
            "read_private",
            "delete",
            "delete_others",
            "delete_published",
            "delete_private",
        ],
        Role::Author => &[
            "read",
            "edit",
            "edit_published",
            "publish",
            "delete",
            "delete_published",
        ],
        Role::Contributor => &["read", "edit", "delete"],
        Role::Subscriber => &["read"],
    }
}

fn has(role: Option<Role>, cap: &str) -> bool {
    role.is_some_and(|r| grants(r).contains(&cap))
}

/// `edit_post` / `delete_post` (`verb` is "edit" or "delete") as `map_meta_cap` maps them.
/// Trashed items here were trashed from no published state.
fn may(role: Option<Role>, own: bool, status: &str, verb: &str) -> bool {
    let published = status == "publish" || status == "future";
    if own {
        return has(
            role,
            &if published {
                format!("{verb}_published")
            } else {
                verb.to_string()
            },
        );
    }
    has(role, &format!("{verb}_others"))
        && (!published || has(role, &format!("{verb}_published")))
        && (status != "private" || has(role, &format!("{verb}_private")))
}

fn may_read(role: Option<Role>, own: bool, status: &str) -> bool {
    status == "publish"
        || own
        || if status == "private" {
            has(role, "read_private")
        } else {
            may(role, own, status, "edit")
        }
}

fn refused(role: Option<Role>) -> (StatusCode, &'static str) {
    if role.is_some() {
        (StatusCode::FORBIDDEN, "rest_forbidden")
    } else {
        (StatusCode::UNAUTHORIZED, "rest_forbidden")
    }
}

struct Resource {
    route: &'static str,
    name_field: &'static str,
    not_accessible: &'static str,
    in_trash: &'static str,
    /// Events answer 403 for trashed items to everybody; venues and organizers let
    /// whoever could edit them read them.
    trash_unreadable: Option<&'static str>,
}

const RESOURCES: [Resource; 3] = [
    Resource {
        route: EVENTS,
        name_field: "title",
        not_accessible: "event-not-accessible",
        in_trash: "event-is-in-trash",
        trash_unreadable: Some("event-no-longer-available"),
    },
    Resource {
        route: "/wp-json/tribe/events/v1/venues",
        name_field: "venue",
        not_accessible: "venue-not-accessible",
        in_trash: "venue-is-in-trash",
        trash_unreadable: None,
    },
    Resource {
        route: "/wp-json/tribe/events/v1/organizers",
        name_field: "organizer",
        not_accessible: "organizer-not-accessible",
        in_trash: "organizer-is-in-trash",
        trash_unreadable: None,
    },
];

/// Login and application password.
type Credentials = (&'static str, &'static str);

const STATUSES: [&str; 6] = ["publish", "draft", "pending", "private", "future", "trash"];

async fn user_id(app: &TestApp, login: &str) -> i64 {
    app.db()
        .scalar(
            "SELECT id FROM users WHERE tenant_id = 'alpha' AND login = $1",
            &[login.into()],
        )
        .await
}

/// Creates an item as the administrator, owned by `author`, in `status`.
async fn item(app: &TestApp, r: &Resource, author: i64, status: &str, n: usize) -> i64 {
    let mut body = json!({"author": author, "status": status, "start_date": "2031-01-01", "end_date": "2031-01-01"});
    body[r.name_field] = json!(format!("Item {n} {status}"));
    if status == "future" {
        body["date"] = json!("2099-01-01 10:00:00");
    }
    let reply = app.post(ALPHA, r.route, Some(ADMIN), &body).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.raw);
    assert_eq!(reply.body["status"], json!(status));
    reply.body["id"].as_i64().expect("id")
}

#[tokio::test]
async fn capability_matrix_for_posts() {
    let app = TestApp::new().await;
    let callers: [(Option<Role>, Option<Credentials>); 6] = [
        (Some(Role::Administrator), Some(ADMIN)),
        (Some(Role::Editor), Some(EDITOR)),
        (Some(Role::Author), Some(AUTHOR)),
        (Some(Role::Contributor), Some(CONTRIBUTOR)),
        (Some(Role::Subscriber), Some(SUBSCRIBER)),
        (None, None),
    ];
    let admin_id = user_id(&app, ADMIN.0).await;
    let editor_id = user_id(&app, EDITOR.0).await;
    let mut n = 0;
    let mut cells = 0;
    for r in &RESOURCES {
        for (role, credentials) in callers {
            let me = match credentials {
                Some((login, _)) => Some(user_id(&app, login).await),
                None => None,
            };
            let other = if me == Some(admin_id) {
                editor_id
            } else {
                admin_id
            };
            for own in [true, false] {
                let Some(owner) = (if own { me } else { Some(other) }) else {
                    continue;
                };
                for status in STATUSES {
                    let cell = format!("{} {role:?} own={own} {status}", r.route);
                    n += 1;
                    let id = item(&app, r, owner, status, n).await;
                    let url = format!("{}/{id}", r.route);

                    let read = app.get(ALPHA, &url, credentials).await;
                    let expected_read = match (status, r.trash_unreadable) {
                        ("trash", Some(code)) => (StatusCode::FORBIDDEN, code),
                        _ if may_read(role, own, status) => (StatusCode::OK, ""),
                        _ => (StatusCode::FORBIDDEN, r.not_accessible),
                    };
                    assert_eq!((read.status, read.code()), expected_read, "read {cell}");

                    let before = app.item_state(ALPHA, r.route, id).await;
                    let delete = app.delete(ALPHA, &url, credentials).await;
                    let expected_delete = match (may(role, own, status, "delete"), status) {
                        (true, "trash") => (StatusCode::GONE, r.in_trash),
                        (true, _) => (StatusCode::OK, ""),
                        (false, _) => refused(role),
                    };
                    assert_eq!(
                        (delete.status, delete.code()),
                        expected_delete,
                        "delete {cell}"
                    );
                    if delete.status != StatusCode::OK {
                        app.assert_unchanged(
                            ALPHA,
                            r.route,
                            id,
                            &before,
                            &format!("delete {cell}"),
                        )
                        .await;
                    }

                    n += 1;
                    let id = item(&app, r, owner, status, n).await;
                    let mut change = json!({});
                    change[r.name_field] = json!("Changed");
                    let before = app.item_state(ALPHA, r.route, id).await;
                    let update = app
                        .post(ALPHA, &format!("{}/{id}", r.route), credentials, &change)
                        .await;
                    let expected_update = if may(role, own, status, "edit") {
                        (StatusCode::OK, "")
                    } else {
                        refused(role)
                    };
                    assert_eq!(
                        (update.status, update.code()),
                        expected_update,
                        "update {cell}"
                    );
                    if update.status != StatusCode::OK {
                        app.assert_unchanged(
                            ALPHA,
                            r.route,
                            id,
                            &before,
                            &format!("update {cell}"),
                        )
                        .await;
                    }
                    cells += 3;
                }
            }
        }
    }
    assert_eq!(cells, 3 * (5 * 2 + 1) * 6 * 3);
}

#[tokio::test]
async fn creating_and_publishing_by_role() {
    let app = TestApp::new().await;
    let cases: [(Option<Credentials>, StatusCode, &str); 6] = [
        (Some(ADMIN), StatusCode::CREATED, "publish"),
        (Some(EDITOR), StatusCode::CREATED, "publish"),
        (Some(AUTHOR), StatusCode::CREATED, "publish"),
        (Some(CONTRIBUTOR), StatusCode::CREATED, "pending"),
        (Some(SUBSCRIBER), StatusCode::FORBIDDEN, ""),
        (None, StatusCode::UNAUTHORIZED, ""),
    ];
    for r in &RESOURCES {
        for (n, (credentials, status, published_as)) in cases.into_iter().enumerate() {
            let mut body =
                json!({"status": "publish", "start_date": "2031-01-01", "end_date": "2031-01-01"});
            body[r.name_field] = json!(format!("New {n}"));
            let reply = app.post(ALPHA, r.route, credentials, &body).await;
            assert_eq!(
                reply.status, status,
                "{} {credentials:?}: {}",
                r.route, reply.raw
            );
            if status == StatusCode::CREATED {
                assert_eq!(
                    reply.body["status"],
                    json!(published_as),
                    "{} {credentials:?}",
                    r.route
                );
            } else {
                assert_eq!(reply.code(), "rest_forbidden");
                assert_eq!(posts_titled(&app, &format!("New {n}")).await, 0);
            }
        }
    }
    let terms: [(&str, [StatusCode; 6]); 2] = [
        (
            "/wp-json/tribe/events/v1/categories",
            [
                StatusCode::CREATED,
                StatusCode::CREATED,
                StatusCode::CREATED,
                StatusCode::FORBIDDEN,
                StatusCode::FORBIDDEN,
                StatusCode::UNAUTHORIZED,
            ],
        ),
        (
            "/wp-json/tribe/events/v1/tags",
            [
                StatusCode::CREATED,
                StatusCode::CREATED,
                StatusCode::FORBIDDEN,
                StatusCode::FORBIDDEN,
                StatusCode::FORBIDDEN,
                StatusCode::UNAUTHORIZED,
            ],
        ),
    ];
    for (route, expected) in terms {
        for (n, ((credentials, _, _), status)) in cases.into_iter().zip(expected).enumerate() {
            let reply = app
                .post(
                    ALPHA,
                    route,
                    credentials,
                    &json!({"name": format!("Term {n}")}),
                )
                .await;
            assert_eq!(
                reply.status, status,
                "{route} {credentials:?}: {}",
                reply.raw
            );
            if status != StatusCode::CREATED {
                assert_eq!(reply.code(), "rest_forbidden", "{route} {credentials:?}");
                let taxonomy = if route.ends_with("/tags") {
                    "post_tag"
                } else {
                    "tribe_events_cat"
                };
                let stored: i64 = app
                    .db()
                    .scalar(
                        "SELECT COUNT(*) FROM terms WHERE name = $1 AND taxonomy = $2",
                        &[format!("Term {n}").as_str().into(), taxonomy.into()],
                    )
                    .await;
                assert_eq!(stored, 0, "{route} {credentials:?} stored a term");
            }
        }
    }
}

/// How many posts have `title`: none after a refused creation.
async fn posts_titled(app: &TestApp, title: &str) -> i64 {
    app.db()
        .scalar(
            "SELECT COUNT(*) FROM posts WHERE title = $1",
            &[title.into()],
        )
        .await
}

#[tokio::test]
async fn by_slug_writes_check_the_item_itself() {
    let app = TestApp::new().await;
    let admin_id = user_id(&app, ADMIN.0).await;
    for r in &RESOURCES {
        let id = item(&app, r, admin_id, "publish", 1).await;
        let slug = app
            .get(ALPHA, &format!("{}/{id}", r.route), None)
            .await
            .body["slug"]
            .as_str()
            .expect("slug")
            .to_string();
        let mut change = json!({});
        change[r.name_field] = json!("Hijacked");
        let before = app.item_state(ALPHA, r.route, id).await;
        for credentials in [CONTRIBUTOR, AUTHOR] {
            let update = app
                .post(
                    ALPHA,
                    &format!("{}/by-slug/{slug}", r.route),
                    Some(credentials),
                    &change,
                )
                .await;
            assert_eq!(
                (update.status, update.code()),
                (StatusCode::FORBIDDEN, "rest_forbidden"),
                "{} {credentials:?}",
                r.route
            );
            let delete = app
                .delete(
                    ALPHA,
                    &format!("{}/by-slug/{slug}", r.route),
                    Some(credentials),
                )
                .await;
            assert_eq!(delete.status, StatusCode::FORBIDDEN);
            assert_eq!(delete.code(), "rest_forbidden");
            app.assert_unchanged(
                ALPHA,
                r.route,
                id,
                &before,
                &format!("by-slug {} {credentials:?}", r.route),
            )
            .await;
        }
        let by_editor = app
            .post(
                ALPHA,
                &format!("{}/by-slug/{slug}", r.route),
                Some(EDITOR),
                &change,
            )
            .await;
        assert_eq!(by_editor.status, StatusCode::OK, "{}", by_editor.raw);
    }
}

#[tokio::test]
async fn users_belong_to_one_tenant() {
    let app = TestApp::new().await;
    let store = calendar_gateway::store::Store::open(&app.database_url)
        .await
        .expect("store");
    let user = store
        .create_user(
            "alpha",
            "onlyalpha",
            "",
            "Only Alpha",
            calendar_gateway::domain::roles::Role::Editor,
        )
        .await
        .expect("user");
    let hash = calendar_gateway::auth::hash_password("onlyalphapassword").expect("hash");
    store
        .add_app_password("alpha", user.id, "t", &hash)
        .await
        .expect("password");
    let alpha = app
        .get(ALPHA, EVENTS, Some(("onlyalpha", "onlyalphapassword")))
        .await;
    assert_eq!(alpha.status, StatusCode::OK);
    let beta = app
        .get(BETA, EVENTS, Some(("onlyalpha", "onlyalphapassword")))
        .await;
    assert_eq!(
        (beta.status, beta.code()),
        (StatusCode::UNAUTHORIZED, "invalid_username")
    );
    // The same login in two tenants is two users with their own passwords.
    let cross = app
        .get(BETA, EVENTS, Some((EDITOR.0, "onlyalphapassword")))
        .await;
    assert_eq!(cross.code(), "incorrect_password");
}
