// Migrations and locale files are compiled into the binary: a new or changed file in
// either directory must trigger a rebuild.
//
// The locale files become two tables in `$OUT_DIR/embedded_locales.rs`: every folder of
// `locales/`, and one `(folder, file name, text)` row per `locales/<folder>/*.ftl`, each
// text an `include_str!` of the file, so that the binary needs no files at run time.
// Which folders are languages is decided where the tables are read, as for a directory
// given at run time.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=locales");
    let locales = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut folders = String::from("pub static FOLDERS: &[&str] = &[\n");
    let mut files = String::from("pub static FILES: &[(&str, &str, &str)] = &[\n");
    for entry in sorted_entries(&locales).into_iter().filter(|p| p.is_dir()) {
        let folder = name_of(&entry);
        writeln!(folders, "    {folder:?},").expect("write");
        for file in sorted_entries(&entry)
            .into_iter()
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        {
            let (name, path) = (name_of(&file), file.display().to_string());
            writeln!(files, "    ({folder:?}, {name:?}, include_str!({path:?})),").expect("write");
        }
    }
    folders.push_str("];\n");
    files.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("embedded_locales.rs");
    std::fs::write(out, folders + &files).expect("writing the embedded locale table");
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
