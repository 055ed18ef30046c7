//! WordPress-style request arguments: one specification per route and method drives
//! coercion and validation here, and the namespace index and `/doc` in [`crate::api`]
//! (names, types, defaults, requirements, description ids). Nothing about an argument
//! is written anywhere else.
//!
//! The pipeline is WordPress's, in its order: required arguments, then per-argument
//! validators (all failures collected), then schema type checks with coercion.
//! Validators run before type checks, and type errors are reported only when every
//! validator passed.

use serde_json::{Map, Value};

use crate::domain::post::PostStatus;
use crate::domain::sanitize::Sanitize;
use crate::domain::{dates, tz};
use crate::error::{ApiError, Msg, ParamProblem};

/// Declared schema type of an argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgType {
    Integer,
    Number,
    Boolean,
    String,
    /// Array of integers; a CSV string is accepted too.
    IntegerArray,
    /// Registered without a type: any JSON value passes the type check.
    Untyped,
}

impl ArgType {
    /// The JSON-schema type name, as the index and `/doc` show it.
    pub fn schema_name(self) -> Option<&'static str> {
        match self {
            ArgType::Integer => Some("integer"),
            ArgType::Number => Some("number"),
            ArgType::Boolean => Some("boolean"),
            ArgType::String => Some("string"),
            ArgType::IntegerArray => Some("array"),
            ArgType::Untyped => None,
        }
    }
}

/// Custom validators (TEC's), run before type checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// Numeric, integral and > 0.
    PositiveInt,
    /// A string other than `""`.
    NonEmptyString,
    /// A timestamp, a date the parser accepts, or a relative phrase whose value can
    /// be stored.
    Date,
    /// Empty, or a time zone name or `UTC±N` offset.
    TimeZoneOrEmpty,
    /// Empty, or an absolute http(s) URL.
    UrlOrEmpty,
    /// CSV or array, non-empty, every item a positive integer.
    PositiveIntList,
    /// A registered post status.
    PostStatus,
    /// An integer from the first bound to the second, both included.
    IntegerWithin(i64, i64),
    /// CSV or array, non-empty, every item one of these names.
    ListOf(&'static [&'static str]),
}

/// A default computed per request by the handler that applies it; the index shows the
/// value it would have now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dynamic {
    /// The variant's namespace, `{vendor}/events/v1`.
    Namespace,
    /// Start of the default event list window ("yesterday 23:59 UTC" in site time).
    EventsWindowStart,
    /// End of the default event list window (24 months ahead).
    EventsWindowEnd,
}

/// A default value, applied when the argument is absent.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum DefaultValue {
    Int(i64),
    Bool(bool),
    Str(&'static str),
    /// Registered as `null`: shown in the index, never applied (absent and null are
    /// the same to every handler).
    Null,
    /// Not applied by [`validate`]: the handler computes it, because it depends on the
    /// clock or the tenant and on whether the client sent the argument.
    Dynamic(Dynamic),
}

impl DefaultValue {
    /// The value [`validate`] applies, if any.
    pub fn applied(self) -> Option<Value> {
        match self {
            DefaultValue::Int(n) => Some(Value::from(n)),
            DefaultValue::Bool(b) => Some(Value::Bool(b)),
            DefaultValue::Str(s) => Some(Value::from(s)),
            DefaultValue::Null | DefaultValue::Dynamic(_) => None,
        }
    }
}

/// Where `/doc` says a parameter travels. Request bodies are documented from a write
/// specification as a whole, so there is no body location.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Location {
    Query,
    Path,
}

impl Location {
    pub fn as_str(self) -> &'static str {
        match self {
            Location::Query => "query",
            Location::Path => "path",
        }
    }
}

/// A registration key the namespace index shows for an argument (`required` always
/// comes last).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IndexKey {
    Default,
    Description,
    Type,
    Format,
    Items,
    Enum,
}

/// WordPress lists an argument's keys in the order the plugin registered them. TEC
/// mostly registers the type before the description...
pub const KEYS_TYPE_FIRST: &[IndexKey] = &[
    IndexKey::Default,
    IndexKey::Type,
    IndexKey::Format,
    IndexKey::Items,
    IndexKey::Description,
    IndexKey::Enum,
];

/// ...but some list filters the other way round.
pub const KEYS_DESCRIPTION_FIRST: &[IndexKey] = &[
    IndexKey::Default,
    IndexKey::Description,
    IndexKey::Type,
    IndexKey::Format,
    IndexKey::Items,
    IndexKey::Enum,
];

/// ...venue and organizer write fields register their default right after the type...
pub const KEYS_DEFAULT_AFTER_TYPE: &[IndexKey] = &[
    IndexKey::Type,
    IndexKey::Default,
    IndexKey::Format,
    IndexKey::Items,
    IndexKey::Description,
    IndexKey::Enum,
];

/// ...and a few flags of the venue, organizer and term lists register it last.
pub const KEYS_DEFAULT_LAST: &[IndexKey] = &[
    IndexKey::Description,
    IndexKey::Type,
    IndexKey::Format,
    IndexKey::Items,
    IndexKey::Default,
    IndexKey::Enum,
];

/// One argument of one route and method.
#[derive(Debug, Clone, Copy)]
pub struct ArgSpec {
    pub name: &'static str,
    /// Registered schema type: checked and coerced, shown as `type` in the index.
    pub ty: ArgType,
    /// False where TEC's own validator stands in for the type check, as a custom
    /// sanitizer does in WordPress: the type is shown but not enforced, so that
    /// timestamps pass for dates and attachment ids for images.
    pub type_checked: bool,
    pub required: bool,
    pub default: Option<DefaultValue>,
    pub check: Option<Check>,
    /// Accepted values (`enum`), checked after coercion.
    pub one_of: Option<&'static [&'static str]>,
    /// Longest accepted string, in characters.
    pub max_len: Option<usize>,
    /// Fluent id of the human description shown in `/doc` and the index; `None` for the
    /// few arguments WordPress registers without one.
    pub description: Option<&'static str>,
    pub location: Location,
    /// Registered `format` (`double`, `string`): shown in the index, never checked, as
    /// in WordPress for untyped arguments.
    pub format: Option<&'static str>,
    /// Registered `items` type of a list argument.
    pub items: Option<ArgType>,
    /// Type `/doc` shows instead of `ty` (TEC's `swagger_type`).
    pub doc_type: Option<ArgType>,
    /// A comma-separated list: `/doc` marks it `style: form`.
    pub csv: bool,
    pub index_keys: &'static [IndexKey],
    /// How the value's text is cleaned once it passed validation: plain text unless
    /// the argument says otherwise, so that no argument stores markup by omission.
    pub sanitize: Sanitize,
}

impl ArgSpec {
    pub const fn new(name: &'static str, ty: ArgType, description: &'static str) -> Self {
        ArgSpec {
            description: Some(description),
            ..Self::undescribed(name, ty)
        }
    }
    /// An argument registered without a description.
    pub const fn undescribed(name: &'static str, ty: ArgType) -> Self {
        ArgSpec {
            name,
            ty,
            type_checked: true,
            required: false,
            default: None,
            check: None,
            one_of: None,
            max_len: None,
            description: None,
            location: Location::Query,
            format: None,
            items: None,
            doc_type: None,
            csv: false,
            index_keys: KEYS_TYPE_FIRST,
            sanitize: Sanitize::Text,
        }
    }
    pub const fn required(mut self) -> Self {
        self.required = true;
        self
    }
    pub const fn default(mut self, value: DefaultValue) -> Self {
        self.default = Some(value);
        self
    }
    pub const fn check(mut self, check: Check) -> Self {
        self.check = Some(check);
        self
    }
    pub const fn one_of(mut self, values: &'static [&'static str]) -> Self {
        self.one_of = Some(values);
        self
    }
    pub const fn max_len(mut self, chars: usize) -> Self {
        self.max_len = Some(chars);
        self
    }
    pub const fn type_unchecked(mut self) -> Self {
        self.type_checked = false;
        self
    }
    pub const fn in_path(mut self) -> Self {
        self.location = Location::Path;
        self
    }
    pub const fn format(mut self, format: &'static str) -> Self {
        self.format = Some(format);
        self
    }
    pub const fn items(mut self, ty: ArgType) -> Self {
        self.items = Some(ty);
        self
    }
    pub const fn doc_type(mut self, ty: ArgType) -> Self {
        self.doc_type = Some(ty);
        self
    }
    pub const fn csv(mut self) -> Self {
        self.csv = true;
        self
    }
    pub const fn index_keys(mut self, keys: &'static [IndexKey]) -> Self {
        self.index_keys = keys;
        self
    }
    pub const fn sanitize(mut self, kind: Sanitize) -> Self {
        self.sanitize = kind;
        self
    }

    /// Item type of a list argument, declared or implied by its type.
    pub fn item_type(&self) -> Option<ArgType> {
        match (self.items, self.ty) {
            (Some(items), _) => Some(items),
            (None, ArgType::IntegerArray) => Some(ArgType::Integer),
            _ => None,
        }
    }

    /// The type `/doc` shows: the doc type, else the registered type; arguments
    /// registered without either travel as strings.
    pub fn documented_type(&self) -> ArgType {
        match (self.doc_type, self.ty) {
            (Some(ty), _) => ty,
            (None, ArgType::Untyped) => ArgType::String,
            (None, ty) => ty,
        }
    }
}

/// Arguments after validation: coerced values, defaults applied.
#[derive(Debug, Default, Clone)]
pub struct Args {
    values: Map<String, Value>,
    given: Vec<&'static str>,
}

impl Args {
    /// Whether the client sent the argument (rather than it coming from a default).
    pub fn given(&self, name: &str) -> bool {
        self.given.contains(&name)
    }
    pub fn value(&self, name: &str) -> Option<&Value> {
        self.values.get(name).filter(|v| !v.is_null())
    }
    pub fn int(&self, name: &str) -> Option<i64> {
        self.value(name).and_then(as_integer)
    }
    pub fn number(&self, name: &str) -> Option<f64> {
        self.value(name).and_then(as_number)
    }
    pub fn bool(&self, name: &str) -> Option<bool> {
        self.value(name).and_then(as_bool)
    }
    pub fn str(&self, name: &str) -> Option<&str> {
        self.value(name).and_then(Value::as_str)
    }
    /// A post status argument, which [`Check::PostStatus`] has checked.
    pub fn status(&self, name: &str) -> Option<PostStatus> {
        self.str(name).and_then(|s| s.parse().ok())
    }
    /// These arguments without those named in `names`.
    pub fn without(&self, names: &[&str]) -> Args {
        let mut rest = self.clone();
        rest.values
            .retain(|name, _| !names.contains(&name.as_str()));
        rest.given.retain(|name| !names.contains(name));
        rest
    }
    /// A list argument as strings: JSON arrays item by item, strings split on commas;
    /// items trimmed and empty ones dropped.
    pub fn list(&self, name: &str) -> Vec<String> {
        self.value(name).map(list_items).unwrap_or_default()
    }
}

/// Items of a WordPress list value (`wp_parse_list`).
pub fn list_items(value: &Value) -> Vec<String> {
    let scalar = |v: &Value| match v {
        Value::String(s) => Some(s.trim().to_string()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(if *b { "1".into() } else { String::new() }),
        _ => None,
    };
    match value {
        Value::Array(items) => items
            .iter()
            .filter_map(scalar)
            .filter(|s| !s.is_empty())
            .collect(),
        Value::String(s) => s
            .split(',')
            .map(|p| p.trim().to_string())
            .filter(|p| !p.is_empty())
            .collect(),
        other => scalar(other)
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect(),
    }
}

/// WordPress `rest_is_integer`: an integer, or a numeric string with no fraction.
pub fn as_integer(value: &Value) -> Option<i64> {
    match value {
        Value::Number(n) => n.as_i64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && f.abs() < 9.0e15)
                .map(|f| f as i64)
        }),
        Value::String(s) => {
            let t = s.trim();
            t.parse::<i64>().ok().or_else(|| {
                t.parse::<f64>()
                    .ok()
                    .filter(|f| f.is_finite() && f.fract() == 0.0 && f.abs() < 9.0e15)
                    .map(|f| f as i64)
            })
        }
        _ => None,
    }
}

fn as_number(value: &Value) -> Option<f64> {
    match value {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse::<f64>().ok().filter(|f| f.is_finite()),
        _ => None,
    }
}

/// WordPress `rest_sanitize_boolean` inputs that pass `rest_is_boolean`.
pub fn as_bool(value: &Value) -> Option<bool> {
    match value {
        Value::Bool(b) => Some(*b),
        Value::Number(n) => match n.as_i64() {
            Some(1) => Some(true),
            Some(0) => Some(false),
            _ => None,
        },
        Value::String(s) => match s.to_ascii_lowercase().as_str() {
            "true" | "1" => Some(true),
            "false" | "0" => Some(false),
            _ => None,
        },
        _ => None,
    }
}

/// Truthy in TEC's loose sense (`1`, `true`, `yes`, `on`, ...), for untyped flags.
pub fn is_truthy(value: &Value) -> bool {
    match value {
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|f| f != 0.0),
        Value::String(s) => matches!(
            s.trim().to_ascii_lowercase().as_str(),
            "1" | "true" | "yes" | "on" | "y" | "enable" | "enabled"
        ),
        _ => false,
    }
}

fn is_url(s: &str) -> bool {
    let rest = s
        .strip_prefix("http://")
        .or_else(|| s.strip_prefix("https://"));
    rest.is_some_and(|r| {
        let host = r.split(['/', '?', '#']).next().unwrap_or("");
        !host.is_empty() && !host.contains(char::is_whitespace) && !s.contains(char::is_whitespace)
    })
}

fn passes(check: Check, value: &Value) -> bool {
    let empty = matches!(value, Value::String(s) if s.is_empty());
    match check {
        Check::PositiveInt => as_integer(value).is_some_and(|n| n > 0),
        Check::NonEmptyString => matches!(value, Value::String(s) if !s.is_empty()),
        Check::Date => match value {
            // A JSON number is a timestamp, read as the handlers read it.
            Value::Number(n) => dates::parse_date(&n.to_string()).is_some(),
            Value::String(s) => dates::acceptable(s, chrono::Utc::now().naive_utc()),
            _ => false,
        },
        Check::TimeZoneOrEmpty => empty || value.as_str().is_some_and(|s| tz::parse(s).is_some()),
        Check::UrlOrEmpty => empty || value.as_str().is_some_and(is_url),
        Check::PositiveIntList => {
            let items = list_items(value);
            !items.is_empty() && items.iter().all(|i| i.parse::<i64>().is_ok_and(|n| n > 0))
        }
        Check::PostStatus => value
            .as_str()
            .is_some_and(|s| s.parse::<PostStatus>().is_ok()),
        Check::IntegerWithin(least, most) => {
            as_integer(value).is_some_and(|n| (least..=most).contains(&n))
        }
        Check::ListOf(names) => {
            let items = list_items(value);
            !items.is_empty() && items.iter().all(|i| names.contains(&i.as_str()))
        }
    }
}

/// True when a text anywhere in `value` (a list's items, an object's keys and
/// members) contains a NUL character.
fn holds_nul(value: &Value) -> bool {
    match value {
        Value::String(s) => s.contains('\0'),
        Value::Array(items) => items.iter().any(holds_nul),
        Value::Object(map) => map.iter().any(|(k, v)| k.contains('\0') || holds_nul(v)),
        Value::Null | Value::Bool(_) | Value::Number(_) => false,
    }
}

/// Coerces `value` to `ty`, or says why not.
fn coerce(ty: ArgType, value: &Value) -> Result<Value, &'static str> {
    match ty {
        ArgType::Untyped => Ok(value.clone()),
        ArgType::Integer => as_integer(value)
            .map(Value::from)
            .ok_or("param-not-integer"),
        ArgType::Number => as_number(value).map(Value::from).ok_or("param-not-number"),
        ArgType::Boolean => as_bool(value).map(Value::Bool).ok_or("param-not-boolean"),
        ArgType::String => match value {
            Value::String(_) => Ok(value.clone()),
            _ => Err("param-not-string"),
        },
        ArgType::IntegerArray => {
            let items: Vec<Value> = match value {
                Value::Array(items) => items.clone(),
                Value::String(_) => list_items(value).into_iter().map(Value::String).collect(),
                other => vec![other.clone()],
            };
            items
                .iter()
                .map(|i| as_integer(i).map(Value::from))
                .collect::<Option<Vec<_>>>()
                .map(Value::Array)
                .ok_or("param-not-integer-array")
        }
    }
}

/// Runs the WordPress pipeline over `params` for the route described by `spec`, then
/// cleans each value the client sent as its argument's [`Sanitize`] kind says (as a
/// WordPress `sanitize_callback` runs after validation).
pub fn validate(spec: &[ArgSpec], params: &Map<String, Value>) -> Result<Args, ApiError> {
    let missing: Vec<String> = spec
        .iter()
        .filter(|a| a.required && params.get(a.name).is_none_or(Value::is_null))
        .map(|a| a.name.to_string())
        .collect();
    if !missing.is_empty() {
        return Err(ApiError::missing_params(missing));
    }

    let mut args = Args::default();
    for arg in spec {
        match params.get(arg.name).filter(|v| !v.is_null()) {
            Some(v) => {
                args.values.insert(arg.name.to_string(), v.clone());
                args.given.push(arg.name);
            }
            None => {
                if let Some(v) = arg.default.and_then(DefaultValue::applied) {
                    args.values.insert(arg.name.to_string(), v);
                }
            }
        }
    }

    // No stored text may hold NUL: PostgreSQL refuses it (a 500 on that backend
    // alone) and C-string consumers of SQLite text would cut at it. Refused first, as
    // the validators would otherwise judge a truncated text.
    let with_nul: Vec<ParamProblem> = args
        .given
        .iter()
        .filter(|name| args.values.get(**name).is_some_and(holds_nul))
        .map(|name| {
            let msg = Msg::new("param-contains-nul").arg("param", *name);
            ParamProblem::detailed(name, "rest_invalid_param", msg)
        })
        .collect();
    if !with_nul.is_empty() {
        return Err(ApiError::invalid_params(with_nul));
    }

    let mut problems = Vec::new();
    for arg in spec {
        let (Some(check), Some(value)) = (arg.check, args.values.get(arg.name)) else {
            continue;
        };
        if passes(check, value) {
            continue;
        }
        problems.push(if check == Check::Date {
            // Dates come in many shapes: the message lists the accepted ones.
            ParamProblem::invalid_date(arg.name)
        } else {
            ParamProblem::invalid(arg.name)
        });
    }
    if !problems.is_empty() {
        return Err(ApiError::invalid_params(problems));
    }

    for arg in spec {
        let Some(value) = args.values.get(arg.name) else {
            continue;
        };
        let ty = if arg.type_checked {
            arg.ty
        } else {
            ArgType::Untyped
        };
        match coerce(ty, value) {
            Ok(coerced) => {
                if let (Some(max), Some(s)) = (arg.max_len, coerced.as_str())
                    && s.chars().count() > max
                {
                    let msg = Msg::new("param-too-long")
                        .arg("param", arg.name)
                        .arg("max", max as i64);
                    problems.push(ParamProblem::detailed(arg.name, "rest_too_long", msg));
                }
                if let Some(allowed) = arg.one_of
                    && !coerced.as_str().is_some_and(|s| allowed.contains(&s))
                {
                    let msg = Msg::new("param-not-in-enum")
                        .arg("param", arg.name)
                        .arg("values", allowed.join(", "));
                    problems.push(ParamProblem::detailed(arg.name, "rest_not_in_enum", msg));
                }
                args.values.insert(arg.name.to_string(), coerced);
            }
            Err(message_id) => {
                let msg = Msg::new(message_id).arg("param", arg.name);
                problems.push(ParamProblem::detailed(arg.name, "rest_invalid_type", msg));
            }
        }
    }
    if !problems.is_empty() {
        return Err(ApiError::invalid_params(problems));
    }
    for arg in spec {
        if args.given.contains(&arg.name)
            && let Some(value) = args.values.get_mut(arg.name)
        {
            *value = arg.sanitize.apply(value);
        }
    }
    Ok(args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn params(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap_or_default()
    }

    const SPEC: &[ArgSpec] = &[
        ArgSpec::new("page", ArgType::Integer, "d")
            .default(DefaultValue::Int(1))
            .check(Check::PositiveInt),
        ArgSpec::new("title", ArgType::String, "d")
            .required()
            .check(Check::NonEmptyString)
            .max_len(5),
        ArgSpec::new("featured", ArgType::Boolean, "d"),
        ArgSpec::new("include", ArgType::Untyped, "d").check(Check::PositiveIntList),
        ArgSpec::new("order", ArgType::String, "d").one_of(&["asc", "desc"]),
        ArgSpec::new("when", ArgType::String, "d")
            .type_unchecked()
            .check(Check::Date),
        ArgSpec::new("website", ArgType::Untyped, "d")
            .default(DefaultValue::Null)
            .check(Check::UrlOrEmpty),
        ArgSpec::new("start", ArgType::Untyped, "d")
            .default(DefaultValue::Dynamic(Dynamic::EventsWindowStart)),
    ];

    #[test]
    fn required_comes_first_and_lists_all() {
        let err = validate(SPEC, &params(json!({"page": "0", "title": null}))).unwrap_err();
        assert_eq!(err.code(), "rest_missing_callback_param");
    }

    #[test]
    fn validators_before_types() {
        let err = validate(
            SPEC,
            &params(json!({"title": "ok", "page": "0", "featured": "yes"})),
        )
        .unwrap_err();
        assert_eq!(err.code(), "rest_invalid_param");
        let rendered = format!("{err:?}");
        assert!(
            rendered.contains("page") && !rendered.contains("featured"),
            "{rendered}"
        );
    }

    #[test]
    fn coercion_and_defaults() {
        let args = validate(
            SPEC,
            &params(json!({"title": "ok", "featured": "TRUE", "include": "3, 7,9"})),
        )
        .unwrap();
        assert_eq!(args.int("page"), Some(1));
        assert!(!args.given("page"));
        assert_eq!(args.bool("featured"), Some(true));
        assert_eq!(args.list("include"), ["3", "7", "9"]);
    }

    #[test]
    fn bad_types_and_lengths() {
        for bad in [
            json!({"title": "ok", "featured": ""}),
            json!({"title": "toolong"}),
            json!({"title": 5}),
        ] {
            assert!(validate(SPEC, &params(bad.clone())).is_err(), "{bad}");
        }
        assert!(
            validate(
                SPEC,
                &params(json!({"title": "ok", "include": "foo-bar,23"}))
            )
            .is_err()
        );
    }

    #[test]
    fn enums_unchecked_types_and_unapplied_defaults() {
        let err = validate(SPEC, &params(json!({"title": "ok", "order": "up"}))).unwrap_err();
        assert_eq!(err.code(), "rest_invalid_param");
        let args = validate(
            SPEC,
            &params(json!({"title": "ok", "order": "desc", "when": 1767225600})),
        )
        .unwrap();
        assert_eq!(args.str("order"), Some("desc"));
        assert_eq!(args.int("when"), Some(1767225600), "kept as sent");
        assert_eq!(args.value("website"), None, "a null default is not applied");
        assert_eq!(args.value("start"), None, "the handler computes it");
    }

    #[test]
    fn dates_take_relative_phrases_and_explain_refusals() {
        let args = validate(
            SPEC,
            &params(json!({"title": "ok", "when": "next wednesday 4pm"})),
        )
        .unwrap();
        assert_eq!(args.str("when"), Some("next wednesday 4pm"), "kept as sent");
        let err = validate(
            SPEC,
            &params(json!({"title": "ok", "when": "3 weeks from now"})),
        )
        .unwrap_err();
        assert_eq!(err.code(), "rest_invalid_param");
        let rendered = format!("{err:?}");
        assert!(
            rendered.contains("param-invalid-date") && rendered.contains("rest_invalid_date"),
            "{rendered}"
        );
    }

    #[test]
    fn documented_types() {
        let untyped = ArgSpec::new("cost", ArgType::Untyped, "d");
        assert_eq!(untyped.documented_type(), ArgType::String);
        let list = ArgSpec::new("tags", ArgType::Untyped, "d")
            .items(ArgType::Integer)
            .doc_type(ArgType::IntegerArray);
        assert_eq!(list.documented_type().schema_name(), Some("array"));
        assert_eq!(list.item_type(), Some(ArgType::Integer));
        assert_eq!(ArgType::Untyped.schema_name(), None);
    }

    #[test]
    fn integers_like_wordpress() {
        assert_eq!(as_integer(&json!(" 12 ")), Some(12));
        assert_eq!(as_integer(&json!("3.0")), Some(3));
        assert_eq!(as_integer(&json!("3.5")), None);
        assert_eq!(as_integer(&json!("foo")), None);
        assert_eq!(as_bool(&json!(1)), Some(true));
        assert_eq!(as_bool(&json!("yes")), None);
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use proptest::prelude::*;

    /// List items as clients write them: no commas, no surrounding blanks, not empty.
    fn item() -> impl Strategy<Value = String> {
        "[^,]{1,12}"
            .prop_map(|s| s.trim().to_string())
            .prop_filter("not blank", |s| !s.is_empty())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        #[test]
        fn a_joined_list_splits_back(items in prop::collection::vec(item(), 0..8), spaced in prop::bool::ANY) {
            let separator = if spaced { ", " } else { "," };
            prop_assert_eq!(list_items(&Value::String(items.join(separator))), items);
        }

        #[test]
        fn an_array_gives_its_items(items in prop::collection::vec(item(), 0..8)) {
            let array = Value::Array(items.iter().cloned().map(Value::String).collect());
            prop_assert_eq!(list_items(&array), items);
        }

        #[test]
        fn list_items_are_trimmed_and_never_empty(text in any::<String>()) {
            for item in list_items(&Value::String(text)) {
                prop_assert!(!item.is_empty());
                prop_assert_eq!(item.trim(), item.as_str());
            }
        }

        #[test]
        fn id_lists_coerce_to_their_numbers(ids in prop::collection::vec(1i64..i64::MAX, 1..8)) {
            let csv = ids.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
            let expected = Value::Array(ids.iter().copied().map(Value::from).collect());
            prop_assert!(passes(Check::PositiveIntList, &Value::String(csv.clone())));
            prop_assert_eq!(coerce(ArgType::IntegerArray, &Value::String(csv)), Ok(expected.clone()));
            let strings = Value::Array(ids.iter().map(|n| Value::String(n.to_string())).collect());
            prop_assert_eq!(coerce(ArgType::IntegerArray, &strings), Ok(expected));
        }

        #[test]
        fn integers_read_back(n in any::<i64>()) {
            prop_assert_eq!(as_integer(&Value::String(n.to_string())), Some(n));
            prop_assert_eq!(as_integer(&Value::from(n)), Some(n));
        }

        /// A date check passes exactly what the handlers can read, whether a timestamp
        /// comes as a JSON number or as text.
        #[test]
        fn date_checks_agree_with_the_parser(seconds in prop_oneof![any::<i64>(), -9_000_000_000_000i64..9_000_000_000_000]) {
            let readable = dates::parse_date(&seconds.to_string()).is_some();
            prop_assert_eq!(passes(Check::Date, &Value::from(seconds)), readable);
            prop_assert_eq!(passes(Check::Date, &Value::String(seconds.to_string())), readable);
        }

        #[test]
        fn coercion_never_panics(text in any::<String>()) {
            let value = Value::String(text);
            for ty in [ArgType::Untyped, ArgType::Integer, ArgType::Number, ArgType::Boolean, ArgType::String, ArgType::IntegerArray] {
                let _ = coerce(ty, &value);
            }
            for check in [Check::PositiveInt, Check::NonEmptyString, Check::Date, Check::TimeZoneOrEmpty, Check::UrlOrEmpty, Check::PositiveIntList, Check::PostStatus] {
                let _ = passes(check, &value);
            }
        }
    }
}
