//! Records whose fields are the columns of a table, declared once ([`own_columns!`]):
//! the struct, the names its statements select, insert and update, the values they
//! bind and the decoders of its rows all come from one list of fields, each bound to
//! the column of its name. The order of the fields matters nowhere, and a field cannot
//! reach one statement and miss another.

use crate::store::sql::{Arg, ChangedColumns, Sql};

/// The own columns of a table's row, bound by name: each column is the field of the
/// same name, for reads (`FromRow` matches by name, and so does the decoder of direct
/// reads) and for writes (names and values come from one list of fields).
pub trait OwnColumns {
    /// The column names, in field order.
    const NAMES: &'static [&'static str];
    /// Each column's name and the value to write into it, in field order.
    fn bindings(&self) -> Vec<(&'static str, Arg)>;
    /// Names in `update` each column whose value differs from the one in `before`.
    fn set_changed(&self, before: &Self, update: &mut ChangedColumns);
}

/// Declares a struct of own columns and its [`OwnColumns`] from one list of fields.
///
/// A record that holds its post's row too (`pub post: PostData` first) is read by
/// SQLite's direct readers as well: it also decodes from their rows
/// (`from_columns`), its post's columns and its own each by name.
macro_rules! own_columns {
    (@impl $name:ident { $($field:ident)* }) => {
        impl $crate::store::columns::OwnColumns for $name {
            const NAMES: &'static [&'static str] = &[$(stringify!($field)),*];

            fn bindings(&self) -> Vec<(&'static str, $crate::store::sql::Arg)> {
                vec![$((stringify!($field), $crate::store::sql::Arg::from(self.$field.clone()))),*]
            }

            fn set_changed(&self, before: &Self, update: &mut $crate::store::sql::ChangedColumns) {
                $(update.set(stringify!($field), &before.$field, &self.$field);)*
            }
        }
    };
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $(#[$post_meta:meta])*
            pub post: PostData,
            $($(#[$field_meta:meta])* pub $field:ident: $ty:ty,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(sqlx::FromRow)]
        pub struct $name {
            $(#[$post_meta])*
            #[sqlx(flatten)]
            pub post: $crate::store::posts::PostData,
            $($(#[$field_meta])* pub $field: $ty,)*
        }

        impl $name {
            /// The post's columns and the own columns of a direct read's row, each
            /// read from the column of its name.
            pub(crate) fn from_columns(
                c: &mut $crate::store::direct::Columns<'_, '_, '_>,
            ) -> rusqlite::Result<$name> {
                Ok($name {
                    post: $crate::store::posts::PostData::from_columns(c)?,
                    $($field: c.get(stringify!($field))?,)*
                })
            }
        }

        $crate::store::columns::own_columns!(@impl $name { $($field)* });
    };
    (
        $(#[$meta:meta])*
        pub struct $name:ident { $($(#[$field_meta:meta])* pub $field:ident: $ty:ty,)* }
    ) => {
        $(#[$meta])*
        #[derive(sqlx::FromRow)]
        pub struct $name {
            $($(#[$field_meta])* pub $field: $ty,)*
        }

        $crate::store::columns::own_columns!(@impl $name { $($field)* });
    };
}
pub(crate) use own_columns;

/// The own columns of `F` as a select list, each prefixed with the table alias `alias`.
pub fn select_list<F: OwnColumns>(alias: &str) -> String {
    F::NAMES
        .iter()
        .map(|name| format!("{alias}.{name}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The own columns of `F`, comma-separated: the column list of an insert, whose
/// values [`push_values`] appends in the same order.
pub fn column_list<F: OwnColumns>() -> String {
    F::NAMES.join(", ")
}

/// Appends `, $n` for the value of each own column of `fields`, in the order of
/// [`column_list`].
pub fn push_values(sql: &mut Sql, fields: &impl OwnColumns) {
    for (_, value) in fields.bindings() {
        sql.push(", ").push_bind(value);
    }
}
