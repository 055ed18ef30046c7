//! `components.schemas` of `/doc`: the eight object schemas TEC documents, with the
//! property types the responses really carry (see [`Shape`]) and descriptions from
//! `field-<schema>-<property>` messages (`locales/*/fields.ftl`). Properties a response
//! has beyond these (`json_ld`, `custom_fields`, ...) are allowed, as in every schema
//! without `additionalProperties: false`.

use serde_json::{Map, Value, json};

use crate::i18n::Texts;

/// A documented object schema.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Schema {
    ImageSize,
    CostDetails,
    Term,
    Image,
    DateDetails,
    Event,
    Venue,
    Organizer,
}

impl Schema {
    /// All schemas, in the order `/doc` lists them.
    pub const ALL: [Schema; 8] = [
        Schema::ImageSize,
        Schema::CostDetails,
        Schema::Term,
        Schema::Image,
        Schema::DateDetails,
        Schema::Event,
        Schema::Venue,
        Schema::Organizer,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Schema::ImageSize => "ImageSize",
            Schema::CostDetails => "CostDetails",
            Schema::Term => "Term",
            Schema::Image => "Image",
            Schema::DateDetails => "DateDetails",
            Schema::Event => "Event",
            Schema::Venue => "Venue",
            Schema::Organizer => "Organizer",
        }
    }

    /// `$ref` value pointing at this schema.
    pub fn reference(self) -> String {
        format!("#/components/schemas/{}", self.name())
    }

    fn properties(self) -> &'static [Prop] {
        match self {
            Schema::ImageSize => IMAGE_SIZE,
            Schema::CostDetails => COST_DETAILS,
            Schema::Term => TERM,
            Schema::Image => IMAGE,
            Schema::DateDetails => DATE_DETAILS,
            Schema::Event => EVENT,
            Schema::Venue => VENUE,
            Schema::Organizer => ORGANIZER,
        }
    }

    /// Fluent ids of the property descriptions, in order.
    pub fn message_ids(self) -> impl Iterator<Item = String> {
        self.properties().iter().map(move |p| p.message_id(self))
    }

    /// Whether the objects of this schema carry text per language on tenants with
    /// `translate_content`, and with it `lang` and `translations`.
    fn has_translations(self) -> bool {
        matches!(
            self,
            Schema::Term | Schema::Event | Schema::Venue | Schema::Organizer
        )
    }

    /// The schema object, with descriptions in the response language.
    fn render(self, texts: &Texts<'_>, translated: bool) -> Value {
        let mut properties = Map::new();
        for prop in self.properties() {
            properties.insert(prop.name.to_string(), prop.render(self, texts));
        }
        if translated && self.has_translations() {
            properties.insert(
                "lang".into(),
                json!({"type": STR, "description": texts.text(TRANSLATED_TEXT[0])}),
            );
            properties.insert(
                "translations".into(),
                json!({
                    "type": "object",
                    "additionalProperties": {"type": STR, "format": "uri"},
                    "description": texts.text(TRANSLATED_TEXT[1]),
                }),
            );
        }
        json!({"type": "object", "properties": properties})
    }
}

/// What a property holds. The plugin's own document misstates several types (string
/// authors as integers, date-details objects as arrays, `false` images as objects); these
/// shapes describe what the responses really carry, so that a client validating against
/// `/doc` accepts every answer.
#[derive(Clone, Copy)]
enum Shape {
    /// A scalar JSON type.
    Plain(&'static str),
    /// A scalar with a `format`.
    Formatted(&'static str, &'static str),
    /// A boolean that a password-protected event shows as `null` until unlocked.
    NullableBool,
    /// A string limited to the given values.
    OneOf(&'static [&'static str]),
    /// An array of scalars.
    ListOf(&'static str),
    /// An array of objects.
    ListOfObjects(Schema),
    /// One object.
    Object(Schema),
    /// An object, or `false` when there is none (images).
    ObjectOrFalse(Schema),
    /// An object, or an empty array when there is none (an event's venue).
    ObjectOrEmptyList(Schema),
    /// An object keyed by name (link sets, image sizes).
    Map,
}

/// One schema property.
#[derive(Clone, Copy)]
struct Prop {
    name: &'static str,
    shape: Shape,
}

const fn prop(name: &'static str, shape: Shape) -> Prop {
    Prop { name, shape }
}

impl Prop {
    /// `field-<schema>-<property>`.
    fn message_id(&self, schema: Schema) -> String {
        format!("field-{}-{}", schema.name().to_ascii_lowercase(), self.name)
    }

    /// Type details first, then the description, then references. A reference is
    /// wrapped in `allOf` because OpenAPI 3.0 ignores the siblings of a `$ref`.
    fn render(&self, schema: Schema, texts: &Texts<'_>) -> Value {
        let mut m = Map::new();
        let description = json!(texts.text(&self.message_id(schema)));
        match self.shape {
            Shape::Plain(ty) => {
                m.insert("type".into(), json!(ty));
            }
            Shape::Formatted(ty, format) => {
                m.insert("type".into(), json!(ty));
                m.insert("format".into(), json!(format));
            }
            Shape::NullableBool => {
                m.insert("type".into(), json!(BOOL));
                m.insert("nullable".into(), json!(true));
            }
            Shape::OneOf(_) => {
                m.insert("type".into(), json!(STR));
            }
            Shape::ListOf(ty) => {
                m.insert("type".into(), json!(ARRAY));
                m.insert("items".into(), json!({"type": ty}));
            }
            Shape::ListOfObjects(_) => {
                m.insert("type".into(), json!(ARRAY));
            }
            Shape::Map => {
                m.insert("type".into(), json!("object"));
            }
            Shape::Object(_) | Shape::ObjectOrFalse(_) | Shape::ObjectOrEmptyList(_) => {}
        }
        m.insert("description".into(), description);
        match self.shape {
            Shape::OneOf(values) => {
                m.insert("enum".into(), json!(values));
            }
            Shape::ListOfObjects(items) => {
                m.insert("items".into(), json!({"$ref": items.reference()}));
            }
            Shape::Object(object) => {
                m.insert("allOf".into(), json!([{"$ref": object.reference()}]));
            }
            Shape::ObjectOrFalse(object) => {
                m.insert(
                    "anyOf".into(),
                    json!([{"$ref": object.reference()}, {"type": BOOL, "enum": [false]}]),
                );
            }
            Shape::ObjectOrEmptyList(object) => {
                m.insert(
                    "anyOf".into(),
                    json!([{"$ref": object.reference()}, {"type": ARRAY, "maxItems": 0}]),
                );
            }
            _ => {}
        }
        Value::Object(m)
    }
}

const INT: &str = "integer";
const STR: &str = "string";
const BOOL: &str = "boolean";
const ARRAY: &str = "array";

use Shape::*;

const IMAGE_SIZE: &[Prop] = &[
    prop("width", Plain(INT)),
    prop("height", Plain(INT)),
    prop("mime-type", Plain(STR)),
    prop("url", Formatted(STR, "uri")),
];

const COST_DETAILS: &[Prop] = &[
    prop("currency_symbol", Plain(STR)),
    prop("currency_position", OneOf(&["prefix", "postfix", ""])),
    prop("values", ListOf(STR)),
];

const TERM: &[Prop] = &[
    prop("id", Plain(INT)),
    prop("name", Plain(STR)),
    prop("slug", Plain(STR)),
    prop("taxonomy", Plain(STR)),
    prop("description", Plain(STR)),
    prop("parent", Plain(INT)),
    prop("count", Plain(INT)),
    prop("url", Plain(STR)),
    prop("urls", Map),
];

const IMAGE: &[Prop] = &[
    prop("url", Formatted(STR, "uri")),
    prop("id", Plain(INT)),
    prop("extension", Plain(STR)),
    prop("width", Plain(INT)),
    prop("height", Plain(INT)),
    prop("sizes", Map),
];

const DATE_DETAILS: &[Prop] = &[
    prop("year", Plain(STR)),
    prop("month", Plain(STR)),
    prop("day", Plain(STR)),
    prop("hour", Plain(STR)),
    prop("minutes", Plain(STR)),
    prop("seconds", Plain(STR)),
];

const EVENT: &[Prop] = &[
    prop("id", Plain(INT)),
    prop("global_id", Plain(STR)),
    prop("global_id_lineage", ListOf(STR)),
    prop("author", Plain(STR)),
    prop("date", Plain(STR)),
    prop("date_utc", Plain(STR)),
    prop("modified", Plain(STR)),
    prop("modified_utc", Plain(STR)),
    prop("status", Plain(STR)),
    prop("url", Plain(STR)),
    prop("rest_url", Plain(STR)),
    prop("title", Plain(STR)),
    prop("description", Plain(STR)),
    prop("excerpt", Plain(STR)),
    prop("slug", Plain(STR)),
    prop("image", ObjectOrFalse(Schema::Image)),
    prop("all_day", NullableBool),
    prop("start_date", Plain(STR)),
    prop("start_date_details", Object(Schema::DateDetails)),
    prop("end_date", Plain(STR)),
    prop("end_date_details", Object(Schema::DateDetails)),
    prop("utc_start_date", Plain(STR)),
    prop("utc_start_date_details", Object(Schema::DateDetails)),
    prop("utc_end_date", Plain(STR)),
    prop("utc_end_date_details", Object(Schema::DateDetails)),
    prop("timezone", Plain(STR)),
    prop("timezone_abbr", Plain(STR)),
    prop("cost", Plain(STR)),
    prop("cost_details", Object(Schema::CostDetails)),
    prop("website", Plain(STR)),
    prop("show_map", NullableBool),
    prop("show_map_link", NullableBool),
    prop("hide_from_listings", NullableBool),
    prop("sticky", NullableBool),
    prop("featured", NullableBool),
    prop("categories", ListOfObjects(Schema::Term)),
    prop("tags", ListOfObjects(Schema::Term)),
    prop("venue", ObjectOrEmptyList(Schema::Venue)),
    prop("organizer", ListOfObjects(Schema::Organizer)),
];

const VENUE: &[Prop] = &[
    prop("id", Plain(INT)),
    prop("global_id", Plain(STR)),
    prop("global_id_lineage", ListOf(STR)),
    prop("author", Plain(STR)),
    prop("date", Plain(STR)),
    prop("date_utc", Plain(STR)),
    prop("modified", Plain(STR)),
    prop("modified_utc", Plain(STR)),
    prop("status", Plain(STR)),
    prop("url", Plain(STR)),
    prop("venue", Plain(STR)),
    prop("description", Plain(STR)),
    prop("excerpt", Plain(STR)),
    prop("slug", Plain(STR)),
    prop("image", Object(Schema::Image)),
    prop("show_map", Plain(BOOL)),
    prop("show_map_link", Plain(BOOL)),
    prop("address", Plain(STR)),
    prop("city", Plain(STR)),
    prop("country", Plain(STR)),
    prop("province", Plain(STR)),
    prop("state", Plain(STR)),
    prop("zip", Plain(STR)),
    prop("phone", Plain(STR)),
    prop("website", Plain(STR)),
    prop("stateprovince", Plain(STR)),
    prop("geo_lat", Formatted("number", "double")),
    prop("geo_lng", Formatted("number", "double")),
];

const ORGANIZER: &[Prop] = &[
    prop("id", Plain(INT)),
    prop("global_id", Plain(STR)),
    prop("global_id_lineage", ListOf(STR)),
    prop("author", Plain(STR)),
    prop("date", Plain(STR)),
    prop("date_utc", Plain(STR)),
    prop("modified", Plain(STR)),
    prop("modified_utc", Plain(STR)),
    prop("status", Plain(STR)),
    prop("url", Plain(STR)),
    prop("organizer", Plain(STR)),
    prop("description", Plain(STR)),
    prop("excerpt", Plain(STR)),
    prop("slug", Plain(STR)),
    prop("image", Object(Schema::Image)),
    prop("phone", Plain(STR)),
    prop("website", Plain(STR)),
    prop("email", Plain(STR)),
];

/// Descriptions of `lang` and `translations`, the properties objects have on
/// tenants that keep text per language.
pub const TRANSLATED_TEXT: [&str; 2] = ["field-translated-lang", "field-translated-translations"];

/// Every schema, in order; `translated` for tenants that keep text per language.
pub fn all(texts: &Texts<'_>, translated: bool) -> Value {
    let mut schemas = Map::new();
    for schema in Schema::ALL {
        schemas.insert(schema.name().to_string(), schema.render(texts, translated));
    }
    Value::Object(schemas)
}
