// Migrations are embedded at compile time; a new migration file must trigger a rebuild.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
