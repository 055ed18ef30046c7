//! `components.schemas` of `/doc`: the eight object schemas TEC documents, with their
//! property types as TEC states them and descriptions from `field-<schema>-<property>`
//! messages (`locales/*/fields.ftl`).

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

    /// The schema object, with descriptions in the response language.
    fn render(self, texts: &Texts<'_>) -> Value {
        let mut properties = Map::new();
        for prop in self.properties() {
            properties.insert(prop.name.to_string(), prop.render(self, texts));
        }
        json!({"type": "object", "properties": properties})
    }
}

/// Items of an array property.
#[derive(Clone, Copy)]
enum Items {
    Type(&'static str),
    Ref(Schema),
}

/// One schema property.
#[derive(Clone, Copy)]
struct Prop {
    name: &'static str,
    ty: &'static str,
    format: Option<&'static str>,
    items: Option<Items>,
    reference: Option<Schema>,
    one_of: Option<&'static [&'static str]>,
}

const fn prop(name: &'static str, ty: &'static str) -> Prop {
    Prop {
        name,
        ty,
        format: None,
        items: None,
        reference: None,
        one_of: None,
    }
}

impl Prop {
    const fn format(mut self, format: &'static str) -> Self {
        self.format = Some(format);
        self
    }
    const fn items(mut self, ty: &'static str) -> Self {
        self.items = Some(Items::Type(ty));
        self
    }
    const fn items_of(mut self, schema: Schema) -> Self {
        self.items = Some(Items::Ref(schema));
        self
    }
    const fn reference(mut self, schema: Schema) -> Self {
        self.reference = Some(schema);
        self
    }
    const fn one_of(mut self, values: &'static [&'static str]) -> Self {
        self.one_of = Some(values);
        self
    }

    /// `field-<schema>-<property>`; a key's stray spaces are not part of its id.
    fn message_id(&self, schema: Schema) -> String {
        format!(
            "field-{}-{}",
            schema.name().to_ascii_lowercase(),
            self.name.trim()
        )
    }

    /// Keys in TEC's order: scalar details before the description, references after.
    fn render(&self, schema: Schema, texts: &Texts<'_>) -> Value {
        let mut m = Map::new();
        m.insert("type".into(), json!(self.ty));
        if let Some(format) = self.format {
            m.insert("format".into(), json!(format));
        }
        if let Some(Items::Type(ty)) = self.items {
            m.insert("items".into(), json!({"type": ty}));
        }
        m.insert(
            "description".into(),
            json!(texts.text(&self.message_id(schema))),
        );
        if let Some(values) = self.one_of {
            m.insert("enum".into(), json!(values));
        }
        if let Some(Items::Ref(items)) = self.items {
            m.insert("items".into(), json!({"$ref": items.reference()}));
        }
        if let Some(reference) = self.reference {
            m.insert("$ref".into(), json!(reference.reference()));
        }
        Value::Object(m)
    }
}

const INT: &str = "integer";
const STR: &str = "string";
const BOOL: &str = "boolean";
const ARRAY: &str = "array";

const IMAGE_SIZE: &[Prop] = &[
    prop("width", INT),
    prop("height", INT),
    prop("mime-type", STR),
    prop("url", STR).format("uri"),
];

const COST_DETAILS: &[Prop] = &[
    prop("currency_symbol", STR),
    // WP parity: TEC's key carries a trailing space.
    prop("currency_position ", STR).one_of(&["prefix", "postfix"]),
    prop("values", ARRAY).items(INT),
];

const TERM: &[Prop] = &[
    prop("id", INT),
    prop("name", STR),
    prop("slug", STR),
    prop("taxonomy", STR),
    prop("description", STR),
    prop("parent", INT),
    prop("count", INT),
    prop("url", STR),
    prop("urls", ARRAY).items(STR),
];

const IMAGE: &[Prop] = &[
    prop("url", STR).format("uri"),
    prop("id", INT),
    prop("extension", STR),
    prop("width", INT),
    prop("height", INT),
    prop("sizes", ARRAY).items_of(Schema::ImageSize),
];

const DATE_DETAILS: &[Prop] = &[
    prop("year", INT),
    prop("month", INT),
    prop("day", INT),
    prop("hour", INT),
    prop("minutes", INT),
    prop("seconds", INT),
];

const EVENT: &[Prop] = &[
    prop("id", INT),
    prop("global_id", STR),
    prop("global_id_lineage", ARRAY).items(STR),
    prop("author", INT),
    prop("date", STR),
    prop("date_utc", STR),
    prop("modified", STR),
    prop("modified_utc", STR),
    prop("status", STR),
    prop("url", STR),
    prop("rest_url", STR),
    prop("title", STR),
    prop("description", STR),
    prop("excerpt", STR),
    prop("slug", STR),
    prop("image", "object").reference(Schema::Image),
    prop("all_day", BOOL),
    prop("start_date", STR),
    prop("start_date_details", ARRAY).items_of(Schema::DateDetails),
    prop("end_date", STR),
    prop("end_date_details", ARRAY).items_of(Schema::DateDetails),
    prop("utc_start_date", STR),
    prop("utc_start_date_details", ARRAY).items_of(Schema::DateDetails),
    prop("utc_end_date", STR),
    prop("utc_end_date_details", ARRAY).items_of(Schema::DateDetails),
    prop("timezone", STR),
    prop("timezone_abbr", STR),
    prop("cost", STR),
    prop("cost_details", ARRAY).items_of(Schema::CostDetails),
    prop("website", STR),
    prop("show_map", BOOL),
    prop("show_map_link", BOOL),
    prop("hide_from_listings", BOOL),
    prop("sticky", BOOL),
    prop("featured", BOOL),
    prop("categories", ARRAY).items_of(Schema::Term),
    prop("tags", ARRAY).items_of(Schema::Term),
    prop("venue", "object").reference(Schema::Venue),
    prop("organizer", ARRAY).items_of(Schema::Organizer),
];

const VENUE: &[Prop] = &[
    prop("id", INT),
    prop("global_id", STR),
    prop("global_id_lineage", ARRAY).items(STR),
    prop("author", INT),
    prop("date", STR),
    prop("date_utc", STR),
    prop("modified", STR),
    prop("modified_utc", STR),
    prop("status", STR),
    prop("url", STR),
    prop("venue", STR),
    prop("description", STR),
    prop("excerpt", STR),
    prop("slug", STR),
    // WP parity: TEC types the image of venues and organizers as a string.
    prop("image", STR).reference(Schema::Image),
    prop("show_map", BOOL),
    prop("show_map_link", BOOL),
    prop("address", STR),
    prop("city", STR),
    prop("country", STR),
    prop("province", STR),
    prop("state", STR),
    prop("zip", STR),
    prop("phone", STR),
    prop("website", STR),
    prop("stateprovince", STR),
    prop("geo_lat", "number").format("double"),
    prop("geo_lng", "number").format("double"),
];

const ORGANIZER: &[Prop] = &[
    prop("id", INT),
    prop("global_id", STR),
    prop("global_id_lineage", ARRAY).items(STR),
    prop("author", INT),
    prop("date", STR),
    prop("date_utc", STR),
    prop("modified", STR),
    prop("modified_utc", STR),
    prop("status", STR),
    prop("url", STR),
    prop("organizer", STR),
    prop("description", STR),
    prop("excerpt", STR),
    prop("slug", STR),
    prop("image", STR).reference(Schema::Image),
    prop("phone", STR),
    prop("website", STR),
    prop("email", STR),
];

/// Every schema, in order.
pub fn all(texts: &Texts<'_>) -> Value {
    let mut schemas = Map::new();
    for schema in Schema::ALL {
        schemas.insert(schema.name().to_string(), schema.render(texts));
    }
    Value::Object(schemas)
}
