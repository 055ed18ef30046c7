//! No stored text can run script: whatever a writer sends, through any write path
//! (routes, WordPress's method override and plain permalinks, inline venues and
//! organizers, terms named in event writes) and in any role, every read path (single,
//! list, embedded, `json_ld`, and through WordPress's global parameters) gives back
//! text that a browser parses into no script, no event handler and no `javascript:` or
//! `data:` link, and JSON-LD that cannot leave the `<script>` element it is pasted into.

use axum::http::StatusCode;
use scraper::{Html, Selector};
use serde_json::{Value, json};

use crate::helpers::*;

/// Elements that run script, load active content or change how the page around them
/// is read; none may come out of stored text.
const ACTIVE_ELEMENTS: &[&str] = &[
    "script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "meta", "link",
    "style", "svg", "math", "noscript", "template",
];

/// Attributes browsers follow as URLs.
const URL_ATTRIBUTES: &[&str] = &[
    "href",
    "src",
    "action",
    "formaction",
    "data",
    "poster",
    "background",
    "cite",
    "longdesc",
    "usemap",
    "lowsrc",
    "dynsrc",
    "codebase",
    "ping",
    "xlink:href",
];

/// Whether a browser would run what `url` points at.
fn runs_script(url: &str) -> bool {
    let compact: String = url
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .collect::<String>()
        .to_ascii_lowercase();
    ["javascript:", "data:", "vbscript:"]
        .iter()
        .any(|scheme| compact.starts_with(scheme))
}

/// What in `html`, parsed as a browser parses text inserted into a page, could run
/// script.
fn script_risks(html: &str) -> Vec<String> {
    let fragment = Html::parse_fragment(html);
    let mut risks = Vec::new();
    for node in fragment.tree.nodes() {
        let Some(element) = node.value().as_element() else {
            continue;
        };
        let name = element.name().to_ascii_lowercase();
        if ACTIVE_ELEMENTS.contains(&name.as_str()) {
            risks.push(format!("element <{name}>"));
        }
        for (attribute, value) in element.attrs() {
            let attribute = attribute.to_ascii_lowercase();
            let lower = value.to_ascii_lowercase();
            if attribute.starts_with("on") || attribute == "srcdoc" {
                risks.push(format!("attribute {attribute} on <{name}>"));
            } else if URL_ATTRIBUTES.contains(&attribute.as_str()) && runs_script(value) {
                risks.push(format!("{attribute}={value:?} on <{name}>"));
            } else if attribute == "style"
                && ["url(", "expression(", "javascript:"]
                    .iter()
                    .any(|p| lower.contains(p))
            {
                risks.push(format!("style={value:?} on <{name}>"));
            }
        }
    }
    risks
}

/// Pastes `json_ld` into a page as clients do and checks that the page keeps exactly
/// that one script element, holding exactly that JSON, and that its strings are text.
fn assert_embeds_safely(json_ld: &Value, what: &str) {
    let serialised = serde_json::to_string(json_ld).expect("json");
    let page = format!(
        "<!DOCTYPE html><html><head><script type=\"application/ld+json\">{serialised}</script>\
         </head><body><p>after</p></body></html>"
    );
    let document = Html::parse_document(&page);
    let scripts: Vec<_> = document
        .select(&Selector::parse("script").expect("selector"))
        .collect();
    assert_eq!(
        scripts.len(),
        1,
        "{what}: the JSON-LD left its element: {page}"
    );
    let inner: String = scripts[0].text().collect();
    let parsed: Value = serde_json::from_str(&inner)
        .unwrap_or_else(|e| panic!("{what}: the script no longer holds the JSON ({e}): {page}"));
    assert_eq!(&parsed, json_ld, "{what}");
    let body: Vec<String> = document
        .select(&Selector::parse("body *").expect("selector"))
        .map(|e| e.value().name().to_string())
        .collect();
    assert_eq!(body, ["p"], "{what}: {page}");
    each_string(json_ld, &mut |_, text| {
        let elements: Vec<String> = Html::parse_fragment(text)
            .tree
            .nodes()
            .filter_map(|n| n.value().as_element().map(|e| e.name().to_string()))
            // The context a fragment is parsed in.
            .filter(|name| name != "html" && name != "body")
            .collect();
        assert!(
            elements.is_empty(),
            "{what}: JSON-LD text holds markup: {text:?}: {elements:?}"
        );
    });
}

/// Calls `f(key, text)` for every string in `value`, with the key it is stored under.
fn each_string(value: &Value, f: &mut dyn FnMut(&str, &str)) {
    fn walk(key: &str, value: &Value, f: &mut dyn FnMut(&str, &str)) {
        match value {
            Value::String(s) => f(key, s),
            Value::Array(items) => items.iter().for_each(|v| walk(key, v, f)),
            Value::Object(map) => map.iter().for_each(|(k, v)| walk(k, v, f)),
            _ => {}
        }
    }
    walk("", value, f);
}

/// Every JSON-LD object in `value`, wherever it is nested.
fn each_json_ld<'v>(value: &'v Value, found: &mut Vec<&'v Value>) {
    match value {
        Value::Array(items) => items.iter().for_each(|v| each_json_ld(v, found)),
        Value::Object(map) => {
            for (key, member) in map {
                if key == "json_ld" {
                    found.push(member);
                }
                each_json_ld(member, found);
            }
        }
        _ => {}
    }
}

/// Checks a whole response body: every text parses into nothing that runs script,
/// every link is safe to follow, every JSON-LD object is safe to embed.
fn assert_inert(body: &Value, what: &str) {
    each_string(body, &mut |key, text| {
        let risks = script_risks(text);
        assert!(risks.is_empty(), "{what}: {key} = {text:?}: {risks:?}");
        let is_link = key.ends_with("url") || matches!(key, "website" | "sameAs" | "image");
        assert!(
            !(is_link && runs_script(text)),
            "{what}: {key} = {text:?} runs script when followed"
        );
    });
    let mut json_lds = Vec::new();
    each_json_ld(body, &mut json_lds);
    for json_ld in json_lds {
        assert_embeds_safely(json_ld, what);
    }
}

fn event_body(title: &str) -> Value {
    json!({"title": title, "start_date": "2030-06-01 20:00", "end_date": "2030-06-01 22:00"})
}

/// The names of `list` (e.g. `categories`) of a reply, as the client sees them.
fn names(reply: &Reply, list: &str) -> Vec<String> {
    reply.body[list]
        .as_array()
        .map(|items| {
            items
                .iter()
                .filter_map(|t| t["name"].as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn term_names_hold_no_markup_whoever_names_them() {
    let app = TestApp::new().await;
    let mut body = event_body("Concert");
    body["categories"] = json!([
        "<img src=x onerror=alert(1)>Folk",
        "&lt;script&gt;alert(1)&lt;/script&gt;"
    ]);
    body["tags"] = json!(["<b onmouseover=alert(1)>Loud</b>", "Rock & Roll"]);
    let written = app
        .post(ALPHA, &format!("{NS}/events"), Some(CONTRIBUTOR), &body)
        .await;
    assert_eq!(written.status, StatusCode::CREATED, "{}", written.raw);
    let category = app
        .post(
            ALPHA,
            &format!("{NS}/categories"),
            Some(ADMIN),
            &json!({"name": "&lt;img src=x onerror=alert(2)&gt;", "description": "<script>alert(3)</script>Nice <b>one</b>"}),
        )
        .await;
    assert_eq!(category.status, StatusCode::CREATED, "{}", category.raw);
    assert_eq!(category.body["description"], "Nice <b>one</b>");

    let categories = app
        .get(ALPHA, &format!("{NS}/categories?hide_empty=0"), None)
        .await;
    let tags = app
        .get(ALPHA, &format!("{NS}/tags?hide_empty=0"), None)
        .await;
    let mut category_names = names(&categories, "categories");
    category_names.sort();
    assert_eq!(
        category_names,
        [
            "&lt;img src=x onerror=alert(2)&gt;",
            "&lt;script&gt;alert(1)&lt;/script&gt;",
            "Folk",
        ],
        "tags are removed and entities stay escaped: {}",
        categories.raw
    );
    let mut tag_names = names(&tags, "tags");
    tag_names.sort();
    assert_eq!(tag_names, ["Loud", "Rock &amp; Roll"], "{}", tags.raw);
    for reply in [&categories, &tags, &written, &category] {
        assert_inert(&reply.body, "term list");
        assert!(!reply.raw.contains("<img") && !reply.raw.contains("<script"));
    }

    // The same name through the term route and through an event write is one term.
    let again = app
        .post(
            ALPHA,
            &format!("{NS}/events"),
            Some(ADMIN),
            &json!({"title": "Again", "start_date": "2030-06-02", "end_date": "2030-06-02",
                    "tags": ["Rock &amp; Roll", "rock & roll"]}),
        )
        .await;
    assert_eq!(names(&again, "tags"), ["Rock &amp; Roll"], "{}", again.raw);
}

#[tokio::test]
async fn json_ld_cannot_leave_its_script_element() {
    let app = TestApp::new().await;
    let breakout = "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;";
    let mut body = event_body("<img src=x onerror=alert(1)>Jazz &amp; Blues &lt;/script&gt;");
    body["excerpt"] = json!(breakout);
    body["description"] = json!(breakout);
    body["venue"] = json!({"venue": "&lt;/script&gt;&lt;!--Hall", "address": "&lt;/SCRIPT&gt;&lt;svg onload=alert(1)&gt;",
                           "city": "&lt;&lt;/b&gt;/script&gt;"});
    body["organizer"] = json!([{"organizer": "Org &lt;/script", "phone": "&lt;/script&gt;1"}]);
    let event = app.create_event(ALPHA, body).await;
    let id = event["id"].as_i64().expect("id");
    let read = app.get(ALPHA, &format!("{NS}/events/{id}"), None).await;
    let json_ld = &read.body["json_ld"];
    assert_eq!(json_ld["@type"], "Event", "{}", read.raw);
    assert_eq!(
        json_ld["name"], "Jazz & Blues",
        "plain text, entities decoded"
    );
    assert_eq!(json_ld["description"], "alert(1)");
    assert_embeds_safely(json_ld, "event");
    for path in [
        format!("{NS}/venues/{}", event["venue"]["id"]),
        format!("{NS}/organizers/{}", event["organizer"][0]["id"]),
    ] {
        let reply = app.get(ALPHA, &path, None).await;
        assert_embeds_safely(&reply.body["json_ld"], &path);
    }
    assert_inert(&read.body, "event");
}

#[tokio::test]
async fn plain_text_fields_store_text_only() {
    let app = TestApp::new().await;
    let evil = "<script>alert(1)</script><b onclick=alert(2)>Main</b>  St %3Cimg%3E";
    let venue = app
        .post(
            ALPHA,
            &format!("{NS}/venues"),
            Some(AUTHOR),
            &json!({"venue": "Plain Hall", "address": evil, "city": evil, "country": evil,
                    "province": evil, "state": evil, "zip": evil, "phone": evil, "stateprovince": evil,
                    "website": "https://hall.example.org/\"><script>alert(1)</script>"}),
        )
        .await;
    assert_eq!(venue.status, StatusCode::CREATED, "{}", venue.raw);
    for field in [
        "address",
        "city",
        "country",
        "province",
        "state",
        "zip",
        "phone",
        "stateprovince",
    ] {
        assert_eq!(venue.body[field], "Main St img", "{field}: {}", venue.raw);
    }
    assert_eq!(
        venue.body["website"],
        "https://hall.example.org/scriptalert(1)/script"
    );
    let organizer = app
        .post(
            ALPHA,
            &format!("{NS}/organizers"),
            Some(AUTHOR),
            &json!({"organizer": "Plain Org", "phone": evil, "email": "<b>info</b>@example.org\"><script>",
                    "website": "https://org.example.org/?q=<svg/onload=alert(1)>"}),
        )
        .await;
    assert_eq!(organizer.status, StatusCode::CREATED, "{}", organizer.raw);
    assert_eq!(organizer.body["phone"], "Main St img");
    assert_eq!(organizer.body["email"], "binfo/b@example.orgscript");
    assert_eq!(
        organizer.body["website"],
        "https://org.example.org/?q=svg/onload=alert(1)"
    );
    let event = app
        .post(
            ALPHA,
            &format!("{NS}/events"),
            Some(AUTHOR),
            &json!({"title": "Plain", "start_date": "2030-06-01", "end_date": "2030-06-01",
                    "cost": "<b>10</b> <script>alert(1)</script>€",
                    "website": "https://event.example.org/'onmouseover='alert(1)"}),
        )
        .await;
    assert_eq!(event.status, StatusCode::CREATED, "{}", event.raw);
    let cost = event.body["cost"].as_str().unwrap_or_default();
    assert!(
        cost.contains("10") && !cost.contains('<') && !cost.contains("alert"),
        "{}",
        event.raw
    );
    assert_eq!(
        event.body["website"], "https://event.example.org/'onmouseover='alert(1)",
        "quotes are URL characters; angle brackets and spaces are not"
    );
    for (what, url) in [
        ("javascript", "javascript:alert(1)"),
        ("data", "data:text/html,x"),
    ] {
        let refused = app
            .post(
                ALPHA,
                &format!("{NS}/venues"),
                Some(AUTHOR),
                &json!({"venue": format!("Refused {what}"), "website": url}),
            )
            .await;
        assert_eq!(
            (refused.status, refused.code()),
            (StatusCode::BAD_REQUEST, "rest_invalid_param"),
            "{url}"
        );
        assert_bad_param(&refused, "rest_invalid_param", "website");
    }
    for reply in [&venue, &organizer, &event] {
        assert_inert(&reply.body, "plain text fields");
    }
}

#[tokio::test]
async fn titles_keep_only_the_inline_tags_of_titles() {
    let app = TestApp::new().await;
    let event = app
        .create_event(
            ALPHA,
            event_body(
                "<b>Bold</b> <em>night</em> <img src=pic.png><table><tr><td>cell</td></tr></table> <a href=\"https://x.test\" class=\"c\">link</a>",
            ),
        )
        .await;
    assert_eq!(
        event["title"],
        "<b>Bold</b> <em>night</em> cell <a href=\"https://x.test\">link</a>"
    );
    let venue = app
        .post(
            ALPHA,
            &format!("{NS}/venues"),
            Some(ADMIN),
            &json!({"venue": "<h1>Big</h1> <strong>Hall</strong><img src=x.png>"}),
        )
        .await;
    assert_eq!(
        venue.body["venue"], "Big <strong>Hall</strong>",
        "{}",
        venue.raw
    );
    let described = app
        .create_event(ALPHA, {
            let mut body = event_body("Described");
            body["description"] =
                json!("<table><tr><td>kept</td></tr></table><img src=\"a.png\" alt=\"A\">");
            body
        })
        .await;
    assert_eq!(
        described["description"],
        "<table><tbody><tr><td>kept</td></tr></tbody></table><img src=\"a.png\" alt=\"A\">",
        "descriptions keep the post-content list"
    );
}

/// Script in every form clients have met: plain, in attributes, in link schemes,
/// entity-encoded, and shaped to mutate when a parser re-reads it.
const VECTORS: &[&str] = &[
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "<body onload=alert(1)>",
    "<details open ontoggle=alert(1)>",
    "<a href=\"javascript:alert(1)\">x</a>",
    "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
    "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
    "<a href=\"&#106;avascript:alert(1)\">x</a>",
    "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>",
    "<iframe src=\"javascript:alert(1)\"></iframe>",
    "<div style=\"background:url(javascript:alert(1))\">x</div>",
    "<form action=\"javascript:alert(1)\"><button formaction=\"javascript:alert(1)\">x</button></form>",
    "<blockquote cite=\"javascript:alert(1)\">q</blockquote>",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "&#60;img src=x onerror=alert(1)&#62;",
    "&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;",
    "\"><script>alert(1)</script>",
    "'><img src=x onerror=alert(1)>",
    "</script><script>alert(1)</script>",
    "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    "<svg><style><img src=x onerror=alert(1)></style></svg>",
    "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
    "<textarea></textarea><img src=x onerror=alert(1)>",
    "<title></title><img src=x onerror=alert(1)>",
    "<!--<img src=\"--><img src=x onerror=alert(1)//\">",
    "<<script>script>alert(1)<</script>/script>",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
];

/// The roles that may write, and whether each may create categories and tags.
const WRITERS: &[((&str, &str), bool, bool)] = &[
    (ADMIN, true, true),
    (EDITOR, true, true),
    (AUTHOR, true, false),
    (CONTRIBUTOR, false, false),
];

/// A write that must be accepted or refused cleanly; its answer is checked too.
async fn write(app: &TestApp, path: &str, who: (&str, &str), body: &Value) -> Option<i64> {
    write_with(app, path, who, body, &[]).await
}

/// [`write`] as a `POST` carrying more headers (WordPress's method override).
async fn write_with(
    app: &TestApp,
    path: &str,
    who: (&str, &str),
    body: &Value,
    headers: &[(&str, &str)],
) -> Option<i64> {
    let reply = app
        .call_with(
            Call {
                method: axum::http::Method::POST,
                host: ALPHA,
                path: path.into(),
                auth: Some(who),
                body: Some((body.to_string(), "application/json")),
            },
            headers,
            None,
        )
        .await;
    assert!(
        reply.status.is_success() || reply.status == StatusCode::BAD_REQUEST,
        "{path} as {}: {} {}",
        who.0,
        reply.status,
        reply.raw
    );
    assert_inert(&reply.body, &format!("answer to {path}"));
    reply.body["id"].as_i64()
}

/// Every page of a list, as the administrator sees it.
async fn whole_list(app: &TestApp, path: &str, key: &str) -> Vec<Value> {
    let mut items = Vec::new();
    for page in 1.. {
        let separator = if path.contains('?') { '&' } else { '?' };
        let reply = app
            .get(
                ALPHA,
                &format!("{path}{separator}per_page=50&page={page}"),
                Some(ADMIN),
            )
            .await;
        if reply.status == StatusCode::NOT_FOUND || reply.status == StatusCode::BAD_REQUEST {
            break;
        }
        assert_eq!(reply.status, StatusCode::OK, "{path}: {}", reply.raw);
        assert_inert(&reply.body, path);
        let page_items = reply.body[key].as_array().cloned().unwrap_or_default();
        if page_items.is_empty() {
            break;
        }
        items.extend(page_items);
        if reply.body["total_pages"]
            .as_i64()
            .is_some_and(|t| page >= t)
        {
            break;
        }
    }
    items
}

#[tokio::test]
async fn no_stored_text_can_run_script() {
    let app = TestApp::new().await;
    let mut singles = Vec::new();
    for (r, &(who, manages_categories, manages_tags)) in WRITERS.iter().enumerate() {
        for (v, vector) in VECTORS.iter().enumerate() {
            let text = format!("r{r}v{v} {vector}");
            let site = format!("https://example.org/r{r}v{v}");
            let venue = json!({"venue": text, "description": text, "address": text, "city": text,
                "country": text, "province": text, "state": text, "zip": text, "phone": text,
                "stateprovince": text, "website": site, "show_map": text, "show_map_link": text});
            let organizer = json!({"organizer": text, "description": text, "phone": text,
                "email": text, "website": site});
            let mut event = json!({"title": text, "description": text, "excerpt": text,
                "cost": text, "website": site, "categories": [text], "tags": [text],
                "venue": venue, "organizer": [organizer],
                "start_date": "2030-06-01 20:00", "end_date": "2030-06-01 22:00"});
            // Links given the vector itself, in a write of their own: a refusal of
            // one must not spare the texts above.
            let links = |name: &str| {
                json!({"venue": {"venue": format!("{name} venue"), "website": vector},
                       "organizer": [{"organizer": format!("{name} org"), "website": vector, "email": vector}],
                       "website": vector, "image": vector,
                       "title": name, "start_date": "2030-06-02", "end_date": "2030-06-02"})
            };

            let events = format!("{NS}/events");
            // Created through the plain permalink, as at a site without pretty ones.
            let plain = "/?rest_route=/tribe/events/v1/events";
            if let Some(id) = write(&app, plain, who, &event).await {
                singles.push(format!("{events}/{id}"));
                event["title"] = json!(format!("{text} (updated)"));
                write(&app, &format!("{events}/{id}"), who, &event).await;
                // The same update tunnelled as WordPress clients send it.
                event["description"] = json!(format!("{text} (tunnelled)"));
                let put = [("x-http-method-override", "PUT")];
                let tunnelled =
                    write_with(&app, &format!("{events}/{id}"), who, &event, &put).await;
                assert_eq!(tunnelled, Some(id), "r{r}v{v}: a tunnelled update");
            }
            if let Some(id) = write(&app, &events, who, &links(&format!("r{r}v{v} links"))).await {
                singles.push(format!("{events}/{id}"));
            }
            for (route, body, own_links) in [
                (
                    "venues",
                    json!({"venue": format!("{text} own")}),
                    json!({"venue": format!("r{r}v{v} site"), "website": vector, "image": vector}),
                ),
                (
                    "organizers",
                    json!({"organizer": format!("{text} own")}),
                    json!({"organizer": format!("r{r}v{v} site"), "website": vector, "email": vector, "image": vector}),
                ),
            ] {
                let path = format!("{NS}/{route}");
                let full = if route == "venues" {
                    &event["venue"]
                } else {
                    &event["organizer"][0]
                };
                let mut fields = full.clone();
                for (k, val) in body.as_object().expect("object") {
                    fields[k] = val.clone();
                }
                if let Some(id) = write(&app, &path, who, &fields).await {
                    singles.push(format!("{path}/{id}"));
                    let tunnelled =
                        write(&app, &format!("{path}/{id}?_method=PUT"), who, &fields).await;
                    assert_eq!(tunnelled, Some(id), "{path}: an update by _method");
                }
                if let Some(id) = write(&app, &path, who, &own_links).await {
                    singles.push(format!("{path}/{id}"));
                }
            }
            for (route, allowed) in [("categories", manages_categories), ("tags", manages_tags)] {
                let path = format!("{NS}/{route}");
                let body =
                    json!({"name": format!("{text} own"), "description": text, "slug": text});
                let reply = app.post(ALPHA, &path, Some(who), &body).await;
                assert_inert(&reply.body, &path);
                if !allowed {
                    assert!(reply.status.is_client_error(), "{path}: {}", reply.raw);
                    continue;
                }
                if let Some(id) = reply.body["id"].as_i64() {
                    singles.push(format!("{path}/{id}"));
                    let patched = write_with(
                        &app,
                        &format!("{path}/{id}"),
                        who,
                        &json!({"description": format!("{text} (updated)")}),
                        &[("x-http-method-override", "PATCH")],
                    )
                    .await;
                    assert_eq!(patched, Some(id), "{path}: a tunnelled update");
                }
            }
        }
    }

    let events = whole_list(
        &app,
        &format!("{NS}/events?start_date=2030-01-01&end_date=2030-12-31"),
        "events",
    )
    .await;
    assert!(
        events.len() >= VECTORS.len() * WRITERS.len(),
        "{}",
        events.len()
    );
    let embedded_terms = events
        .iter()
        .map(|e| {
            e["tags"].as_array().map_or(0, Vec::len)
                + e["categories"].as_array().map_or(0, Vec::len)
        })
        .sum::<usize>();
    assert!(embedded_terms > 0, "admin lists show the events' terms");
    for (route, key) in [
        ("venues", "venues"),
        ("organizers", "organizers"),
        ("categories?hide_empty=0", "categories"),
        ("tags?hide_empty=0", "tags"),
    ] {
        let items = whole_list(&app, &format!("{NS}/{route}"), key).await;
        assert!(!items.is_empty(), "{route}");
    }
    assert!(singles.len() > VECTORS.len() * WRITERS.len() * 4);
    for path in &singles {
        for who in [None, Some(ADMIN)] {
            let reply = app.get(ALPHA, path, who).await;
            assert!(
                reply.status.is_success() || reply.status.is_client_error(),
                "{path}: {}",
                reply.raw
            );
            assert_inert(&reply.body, path);
        }
        assert_global_parameters_inert(&app, path).await;
    }
    let list = format!("{NS}/events?start_date=2030-01-01&end_date=2030-12-31&per_page=50");
    assert_global_parameters_inert(&app, &list).await;
}

/// The read paths WordPress's global parameters open: the plain permalink, the
/// envelope, a `_fields` selection and JSONP, whose callback argument is the JSON
/// answer itself.
async fn assert_global_parameters_inert(app: &TestApp, path: &str) {
    let route = path.strip_prefix("/wp-json").expect("a namespace path");
    let (route, query) = route.split_once('?').unwrap_or((route, ""));
    let and = if query.is_empty() {
        String::new()
    } else {
        format!("&{query}")
    };
    let plain = app
        .get(ALPHA, &format!("/?rest_route={route}{and}"), Some(ADMIN))
        .await;
    assert_inert(&plain.body, &format!("{path} by plain permalink"));
    let separator = if path.contains('?') { '&' } else { '?' };
    let envelope = app
        .get(ALPHA, &format!("{path}{separator}_envelope"), None)
        .await;
    assert!(
        envelope.body["body"].is_object(),
        "{path}: {}",
        envelope.raw
    );
    assert_inert(&envelope.body, &format!("{path} in an envelope"));
    let fields = "_fields=title,description,excerpt,venue,organizer,json_ld,name,events";
    let selected = app
        .get(ALPHA, &format!("{path}{separator}{fields}"), Some(ADMIN))
        .await;
    assert_inert(&selected.body, &format!("{path} with _fields"));
    let jsonp = app
        .get(ALPHA, &format!("{path}{separator}_jsonp=show"), None)
        .await;
    let argument = jsonp
        .raw
        .strip_prefix("/**/show(")
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or_else(|| panic!("{path}: not JSONP: {}", jsonp.raw));
    let answer: Value = serde_json::from_str(argument)
        .unwrap_or_else(|e| panic!("{path}: the JSONP argument is not the JSON answer ({e})"));
    assert_inert(&answer, &format!("{path} as JSONP"));
}
