//! WordPress-style request arguments: one specification per route drives coercion,
//! validation and (through its description ids) the route's documentation.
//!
//! The pipeline is WordPress's, in its order: required arguments, then per-argument
//! validators (all failures collected), then schema type checks with coercion.
//! Validators run before type checks, and type errors are reported only when every
//! validator passed.

use serde_json::{Map, Value};

use crate::domain::{dates, tz};
use crate::http::error::{ApiError, Msg, ParamProblem};

/// Declared schema type of an argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArgType {
    Integer,
    Number,
    Boolean,
    String,
    /// Array of integers; a CSV string is accepted too.
    IntegerArray,
    /// Documented without a type: any JSON value passes the type check.
    Untyped,
}

/// Custom validators (TEC's), run before type checks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// Numeric, integral and > 0.
    PositiveInt,
    /// A string other than `""`.
    NonEmptyString,
    /// A timestamp or a date the parser accepts.
    Date,
    /// Empty, or a time zone name or `UTC±N` offset.
    TimeZoneOrEmpty,
    /// Empty, or an absolute http(s) URL.
    UrlOrEmpty,
    /// CSV or array, non-empty, every item a positive integer.
    PositiveIntList,
    /// A registered post status.
    PostStatus,
}

/// A default value, applied when the argument is absent.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum DefaultValue {
    Int(i64),
    Bool(bool),
    Str(&'static str),
}

/// One argument of one route and method.
#[derive(Debug, Clone, Copy)]
pub struct ArgSpec {
    pub name: &'static str,
    pub ty: ArgType,
    pub required: bool,
    pub default: Option<DefaultValue>,
    pub check: Option<Check>,
    /// Longest accepted string, in characters.
    pub max_len: Option<usize>,
    /// Fluent id of the human description shown in `/doc` and the index.
    pub description: &'static str,
}

impl ArgSpec {
    pub const fn new(name: &'static str, ty: ArgType, description: &'static str) -> Self {
        ArgSpec {
            name,
            ty,
            required: false,
            default: None,
            check: None,
            max_len: None,
            description,
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
    pub const fn max_len(mut self, chars: usize) -> Self {
        self.max_len = Some(chars);
        self
    }
}

/// Post statuses a client may write or filter on (WordPress's core six).
pub const POST_STATUSES: [&str; 6] = ["publish", "future", "draft", "pending", "private", "trash"];

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
            Value::Number(n) => n.as_i64().is_some(),
            Value::String(s) => dates::parse_date(s).is_some(),
            _ => false,
        },
        Check::TimeZoneOrEmpty => empty || value.as_str().is_some_and(|s| tz::parse(s).is_some()),
        Check::UrlOrEmpty => empty || value.as_str().is_some_and(is_url),
        Check::PositiveIntList => {
            let items = list_items(value);
            !items.is_empty() && items.iter().all(|i| i.parse::<i64>().is_ok_and(|n| n > 0))
        }
        Check::PostStatus => value.as_str().is_some_and(|s| POST_STATUSES.contains(&s)),
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

/// Runs the WordPress pipeline over `params` for the route described by `spec`.
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
                if let Some(default) = arg.default {
                    let v = match default {
                        DefaultValue::Int(n) => Value::from(n),
                        DefaultValue::Bool(b) => Value::Bool(b),
                        DefaultValue::Str(s) => Value::from(s),
                    };
                    args.values.insert(arg.name.to_string(), v);
                }
            }
        }
    }

    let mut problems = Vec::new();
    for arg in spec {
        let (Some(check), Some(value)) = (arg.check, args.values.get(arg.name)) else {
            continue;
        };
        if !passes(check, value) {
            problems.push(ParamProblem::invalid(arg.name));
        }
    }
    if !problems.is_empty() {
        return Err(ApiError::invalid_params(problems));
    }

    for arg in spec {
        let Some(value) = args.values.get(arg.name) else {
            continue;
        };
        match coerce(arg.ty, value) {
            Ok(coerced) => {
                if let (Some(max), Some(s)) = (arg.max_len, coerced.as_str())
                    && s.chars().count() > max
                {
                    let msg = Msg::new("param-too-long")
                        .arg("param", arg.name)
                        .arg("max", max as i64);
                    problems.push(ParamProblem::detailed(arg.name, "rest_too_long", msg));
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
    fn integers_like_wordpress() {
        assert_eq!(as_integer(&json!(" 12 ")), Some(12));
        assert_eq!(as_integer(&json!("3.0")), Some(3));
        assert_eq!(as_integer(&json!("3.5")), None);
        assert_eq!(as_integer(&json!("foo")), None);
        assert_eq!(as_bool(&json!(1)), Some(true));
        assert_eq!(as_bool(&json!("yes")), None);
    }
}
