// Migrations and locale files are compiled into the binary: a new or changed file in
// either directory must trigger a rebuild.
//
// The locale files become a table in `$OUT_DIR/embedded_locales.rs`, one
// `(language, file name, text)` row per `locales/<lang>/*.ftl`, each text an
// `include_str!` of the file, so that the binary needs no files at run time.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=locales");
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut rows = Vec::new();
    for language in sorted_entries(&locales).into_iter().filter(|p| p.is_dir()) {
        let tag = name_of(&language);
        for file in sorted_entries(&language)
            .into_iter()
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        {
            rows.push((tag.clone(), name_of(&file), file.display().to_string()));
        }
    }
    let mut table = String::from("pub static FILES: &[(&str, &str, &str)] = &[\n");
    for (tag, name, path) in rows {
        writeln!(table, "    ({tag:?}, {name:?}, include_str!({path:?})),").expect("write");
    }
    table.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("embedded_locales.rs");
    std::fs::write(out, table).expect("writing the embedded locale table");
}

fn sorted_entries(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    entries
}

fn name_of(path: &Path) -> String {
    path.file_name()
        .expect("file name")
        .to_string_lossy()
        .into_owned()
}
