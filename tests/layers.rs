//! The layer map of ARCHITECTURE.md, checked against the code at file level.
//!
//! Every source file's references to other files of the crate are read with a Rust
//! parser: `use` trees (groups, renames and globs), `super::`/`self::`/`crate::` paths
//! anywhere in the code (inline `crate::x::f()` included), paths through a name a `use`
//! brought in, and such paths inside macro invocations. A reference to an item a
//! module re-exports counts as a reference to the file that defines it. A module's
//! `mod` declarations and its re-exports of its own children are not references: the
//! parent only names what its children offer.
//!
//! The check fails on any cycle between files and on any reference from a layer to a
//! layer above it. Code under `#[cfg(test)]` is not read: tests may reach anywhere.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fs;
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

type ModPath = Vec<String>;

/// The source files of a crate by module path, each with what it declares.
struct Crate {
    files: BTreeMap<ModPath, FileFacts>,
}

#[derive(Default)]
struct FileFacts {
    /// Relative path, for messages.
    shown: String,
    /// Names this module re-exports (`pub use a::b::C` → `C` → `crate::a::b::C`).
    reexports: HashMap<String, ModPath>,
    /// Every absolute item path this file refers to.
    references: Vec<ModPath>,
}

fn module_path_of(src: &Path, file: &Path) -> ModPath {
    let relative = file.strip_prefix(src).expect("file under src");
    let mut segments: Vec<String> = relative
        .iter()
        .map(|s| s.to_string_lossy().into_owned())
        .collect();
    let last = segments.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        segments.push(stem.to_string());
    }
    segments
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("readable source directory") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

fn is_cfg_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<TokenStream>()
                .map(|t| t.to_string().split_whitespace().any(|w| w == "test"))
                .unwrap_or(false)
    })
}

/// What one file's code refers to, read in the scope of each (inline) module.
struct Reader<'a> {
    /// The module the code being read is in (the file's, then inline modules').
    module: ModPath,
    /// The file's own module.
    file_module: ModPath,
    /// The top-level names of the crate (`config`, `store`, ...), for `main.rs`, which
    /// reaches the library through its crate name.
    library_name: &'a str,
    /// Child modules declared in each module read so far.
    children: BTreeMap<ModPath, BTreeSet<String>>,
    /// Names brought in by `use`, per module: local name → absolute path.
    aliases: BTreeMap<ModPath, HashMap<String, ModPath>>,
    facts: FileFacts,
}

impl Reader<'_> {
    /// The absolute path a path written in the current module stands for, or `None`
    /// for a path outside the crate.
    fn resolve(&self, segments: &[String]) -> Option<ModPath> {
        let (first, rest) = segments.split_first()?;
        let mut base = match first.as_str() {
            "crate" => Vec::new(),
            name if name == self.library_name => Vec::new(),
            "self" => self.module.clone(),
            "super" => {
                let mut base = self.module.clone();
                base.pop();
                let mut rest = rest;
                while rest.first().map(String::as_str) == Some("super") {
                    base.pop();
                    rest = &rest[1..];
                }
                return Some(base.into_iter().chain(rest.iter().cloned()).collect());
            }
            name => {
                if let Some(target) = self.aliases.get(&self.module).and_then(|a| a.get(name)) {
                    target.clone()
                } else if self
                    .children
                    .get(&self.module)
                    .is_some_and(|c| c.contains(name))
                {
                    let mut base = self.module.clone();
                    base.push(name.to_string());
                    base
                } else {
                    return None;
                }
            }
        };
        base.extend(rest.iter().cloned());
        Some(base)
    }

    fn refer(&mut self, segments: &[String]) {
        if let Some(path) = self.resolve(segments) {
            self.facts.references.push(path);
        }
    }

    /// Flattens a `use` tree into (local name, written path, is glob).
    fn flatten(
        tree: &syn::UseTree,
        prefix: &mut Vec<String>,
        out: &mut Vec<(String, Vec<String>)>,
    ) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                Self::flatten(&p.tree, prefix, out);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                let name = n.ident.to_string();
                let mut path = prefix.clone();
                if name != "self" {
                    path.push(name.clone());
                }
                let local = path.last().cloned().unwrap_or(name);
                out.push((local, path));
            }
            syn::UseTree::Rename(r) => {
                let mut path = prefix.clone();
                if r.ident != "self" {
                    path.push(r.ident.to_string());
                }
                out.push((r.rename.to_string(), path));
            }
            syn::UseTree::Glob(_) => out.push(("*".into(), prefix.clone())),
            syn::UseTree::Group(g) => {
                for tree in &g.items {
                    Self::flatten(tree, prefix, out);
                }
            }
        }
    }

    fn read_use(&mut self, item: &syn::ItemUse) {
        let mut flat = Vec::new();
        Self::flatten(&item.tree, &mut Vec::new(), &mut flat);
        let public = !matches!(item.vis, syn::Visibility::Inherited);
        for (local, written) in flat {
            let Some(target) = self.resolve(&written) else {
                continue;
            };
            let own_child = target.len() > self.module.len() && target.starts_with(&self.module);
            if public && local != "*" && self.module == self.file_module {
                self.facts.reexports.insert(local.clone(), target.clone());
            }
            if local != "*" {
                self.aliases
                    .entry(self.module.clone())
                    .or_default()
                    .insert(local, target.clone());
            }
            if !(public && own_child) {
                self.facts.references.push(target);
            }
        }
    }

    /// `crate::a::b`, `super::x` and `self::y` token sequences inside a macro's input.
    fn read_tokens(&mut self, tokens: TokenStream) {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < trees.len() {
            match &trees[i] {
                TokenTree::Group(g) => self.read_tokens(g.stream()),
                TokenTree::Ident(ident)
                    if matches!(ident.to_string().as_str(), "crate" | "super" | "self") =>
                {
                    let mut segments = vec![ident.to_string()];
                    let mut j = i + 1;
                    while j + 2 < trees.len() + 1 {
                        let colons = matches!(
                            (trees.get(j), trees.get(j + 1)),
                            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                                if a.as_char() == ':' && b.as_char() == ':'
                        );
                        match (colons, trees.get(j + 2)) {
                            (true, Some(TokenTree::Ident(next))) => {
                                segments.push(next.to_string());
                                j += 3;
                            }
                            _ => break,
                        }
                    }
                    if segments.len() > 1 {
                        self.refer(&segments);
                    }
                    i = j;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
    }
}

impl<'ast> Visit<'ast> for Reader<'_> {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.read_use(item);
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if is_cfg_test(&item.attrs) {
            return;
        }
        self.children
            .entry(self.module.clone())
            .or_default()
            .insert(item.ident.to_string());
        if let Some((_, items)) = &item.content {
            self.module.push(item.ident.to_string());
            self.collect_scope(items);
            for inner in items {
                self.visit_item(inner);
            }
            self.module.pop();
        }
    }

    fn visit_item_fn(&mut self, item: &'ast syn::ItemFn) {
        if !is_cfg_test(&item.attrs) {
            syn::visit::visit_item_fn(self, item);
        }
    }

    fn visit_item_impl(&mut self, item: &'ast syn::ItemImpl) {
        if !is_cfg_test(&item.attrs) {
            syn::visit::visit_item_impl(self, item);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if segments.len() > 1 || matches!(segments[0].as_str(), "crate" | "super" | "self") {
            self.refer(&segments);
        }
        syn::visit::visit_path(self, path);
    }

    /// `pub(super)` and `pub(in crate::x)` name who may see an item, not what it uses.
    fn visit_visibility(&mut self, _: &'ast syn::Visibility) {}

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.read_tokens(mac.tokens.clone());
        syn::visit::visit_macro(self, mac);
    }
}

impl Reader<'_> {
    /// Child modules and `use` names of a scope are known before its code is read, as
    /// Rust resolves them regardless of order.
    fn collect_scope(&mut self, items: &[syn::Item]) {
        for item in items {
            match item {
                syn::Item::Mod(m) if !is_cfg_test(&m.attrs) => {
                    self.children
                        .entry(self.module.clone())
                        .or_default()
                        .insert(m.ident.to_string());
                }
                syn::Item::Use(u) => {
                    let mut flat = Vec::new();
                    Self::flatten(&u.tree, &mut Vec::new(), &mut flat);
                    for (local, written) in flat {
                        if local == "*" {
                            continue;
                        }
                        if let Some(target) = self.resolve(&written) {
                            self.aliases
                                .entry(self.module.clone())
                                .or_default()
                                .insert(local, target);
                        }
                    }
                }
                _ => {}
            }
        }
    }
}

fn read_crate(src: &Path, library_name: &str) -> Crate {
    let mut paths = Vec::new();
    rust_files(src, &mut paths);
    let mut files = BTreeMap::new();
    for file in paths {
        let module = module_path_of(src, &file);
        let shown = file
            .strip_prefix(src.parent().unwrap_or(src))
            .unwrap_or(&file);
        let text = fs::read_to_string(&file).expect("readable source");
        let syntax = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let mut reader = Reader {
            module: module.clone(),
            file_module: module.clone(),
            library_name,
            children: BTreeMap::new(),
            aliases: BTreeMap::new(),
            facts: FileFacts {
                shown: shown.display().to_string(),
                ..FileFacts::default()
            },
        };
        // Sibling files (`mod x;` declared in the parent) are found through `crate::`
        // or `super::`; child modules of this file are its own `mod` items.
        reader.collect_scope(&syntax.items);
        for item in &syntax.items {
            reader.visit_item(item);
        }
        files.insert(module, reader.facts);
    }
    Crate { files }
}

impl Crate {
    /// The file that defines what an absolute path names: the longest module prefix
    /// that is a file, followed through that module's re-exports.
    fn file_of(&self, path: &[String]) -> Option<ModPath> {
        let mut path = path.to_vec();
        for _ in 0..16 {
            let module = (0..=path.len())
                .rev()
                .map(|n| path[..n].to_vec())
                .find(|prefix| self.files.contains_key(prefix))?;
            let facts = &self.files[&module];
            match path
                .get(module.len())
                .and_then(|name| facts.reexports.get(name))
            {
                Some(target) if target != &path => {
                    let mut next = target.clone();
                    next.extend(path[module.len() + 1..].iter().cloned());
                    path = next;
                }
                _ => return Some(module),
            }
        }
        None
    }

    /// File-level references: file → the files it refers to.
    fn edges(&self) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
        let mut edges: BTreeMap<ModPath, BTreeSet<ModPath>> = BTreeMap::new();
        for (module, facts) in &self.files {
            let targets = edges.entry(module.clone()).or_default();
            for reference in &facts.references {
                if let Some(target) = self.file_of(reference)
                    && &target != module
                    && !target.is_empty()
                {
                    targets.insert(target);
                }
            }
        }
        edges
    }
}

/// Strongly connected components of more than one file (Tarjan's algorithm).
fn cycles(edges: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Vec<Vec<ModPath>> {
    struct State<'a> {
        edges: &'a BTreeMap<ModPath, BTreeSet<ModPath>>,
        index: HashMap<&'a ModPath, usize>,
        low: HashMap<&'a ModPath, usize>,
        stack: Vec<&'a ModPath>,
        on_stack: BTreeSet<&'a ModPath>,
        found: Vec<Vec<ModPath>>,
    }
    fn visit<'a>(s: &mut State<'a>, node: &'a ModPath) {
        let n = s.index.len();
        s.index.insert(node, n);
        s.low.insert(node, n);
        s.stack.push(node);
        s.on_stack.insert(node);
        for next in s.edges.get(node).into_iter().flatten() {
            if !s.index.contains_key(next) {
                visit(s, next);
                let low = s.low[node].min(s.low[next]);
                s.low.insert(node, low);
            } else if s.on_stack.contains(next) {
                let low = s.low[node].min(s.index[next]);
                s.low.insert(node, low);
            }
        }
        if s.low[node] == s.index[node] {
            let mut component = Vec::new();
            while let Some(top) = s.stack.pop() {
                s.on_stack.remove(top);
                component.push(top.clone());
                if top == node {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.found.push(component);
            }
        }
    }
    let mut state = State {
        edges,
        index: HashMap::new(),
        low: HashMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in edges.keys() {
        if !state.index.contains_key(node) {
            visit(&mut state, node);
        }
    }
    state.found
}

/// The layers of ARCHITECTURE.md's map, top first: the first word(s) of each line of
/// the code block under "## Layers" (continuation lines are indented).
fn layer_map(architecture: &str) -> Vec<Vec<String>> {
    let section = architecture
        .split("## Layers")
        .nth(1)
        .expect("ARCHITECTURE.md has a Layers section");
    let block = section
        .split("```")
        .nth(1)
        .expect("the Layers section has a code block");
    block
        .lines()
        .filter(|line| !line.is_empty() && !line.starts_with(' '))
        .map(|line| {
            let names = line.split("  ").next().unwrap_or(line);
            names
                .split(',')
                .map(|n| n.trim().trim_end_matches(".rs").to_string())
                .filter(|n| !n.is_empty())
                .collect()
        })
        .collect()
}

fn shown(c: &Crate, module: &ModPath) -> String {
    c.files
        .get(module)
        .map(|f| f.shown.clone())
        .unwrap_or_else(|| module.join("::"))
}

/// Every cycle and every upward reference, as lines of a report.
fn violations(c: &Crate, layers: &[Vec<String>]) -> Vec<String> {
    let edges = c.edges();
    let mut report = Vec::new();
    for cycle in cycles(&edges) {
        let names: Vec<String> = cycle.iter().map(|m| shown(c, m)).collect();
        report.push(format!("cycle between files: {}", names.join(", ")));
    }
    let layer_of = |module: &ModPath| -> Option<usize> {
        let top = module.first()?;
        layers.iter().position(|names| names.contains(top))
    };
    for module in c.files.keys() {
        if !module.is_empty() && layer_of(module).is_none() {
            report.push(format!(
                "{} is in no layer of ARCHITECTURE.md's map",
                shown(c, module)
            ));
        }
    }
    for (from, targets) in &edges {
        let Some(from_layer) = layer_of(from) else {
            continue;
        };
        for to in targets {
            let Some(to_layer) = layer_of(to) else {
                continue;
            };
            if to_layer < from_layer {
                report.push(format!(
                    "{} (layer of {}) refers up to {} (layer of {})",
                    shown(c, from),
                    layers[from_layer].join(", "),
                    shown(c, to),
                    layers[to_layer].join(", "),
                ));
            }
        }
    }
    report
}

#[test]
fn every_file_refers_only_down_the_layer_map_and_no_files_refer_in_a_cycle() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let architecture = fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let layers = layer_map(&architecture);
    let library_name = env!("CARGO_PKG_NAME").replace('-', "_");
    let c = read_crate(&root.join("src"), &library_name);
    let found = violations(&c, &layers);
    assert!(
        found.is_empty(),
        "{} violation(s):\n{}",
        found.len(),
        found.join("\n")
    );
}

/// A crate written into a temporary directory: `(path under src, text)` per file.
fn crate_of(files: &[(&str, &str)]) -> (tempfile::TempDir, Crate) {
    let dir = tempfile::tempdir().expect("temporary directory");
    for (path, text) in files {
        let path = dir.path().join("src").join(path);
        fs::create_dir_all(path.parent().expect("a parent")).expect("directories");
        fs::write(path, text).expect("written");
    }
    let c = read_crate(&dir.path().join("src"), "lib_name");
    (dir, c)
}

const MAP: &str = "## Layers\n\n```\nhigh  above\nlow   below\n```\n";

#[test]
fn upward_references_are_found_however_they_are_written() {
    for written in [
        "use crate::high::Thing;",
        "use crate::{high::{self}};",
        "use crate::high::*;",
        "fn f() { crate::high::call(); }",
        "fn f() { let _ = format!(\"{}\", crate::high::NAME); }",
        "use crate::high as h; fn f() { h::call(); }",
    ] {
        let (_dir, c) = crate_of(&[
            ("lib.rs", "mod high; mod low;"),
            ("high.rs", ""),
            ("low.rs", written),
        ]);
        let found = violations(&c, &layer_map(MAP));
        assert_eq!(found.len(), 1, "{written}: {found:?}");
        assert!(
            found[0].contains("low.rs (layer of low) refers up to src/high.rs"),
            "{found:?}"
        );
    }
}

#[test]
fn cycles_through_super_and_re_exports_are_found_and_tests_and_visibility_are_not_read() {
    let (_dir, c) = crate_of(&[
        ("lib.rs", "mod low;"),
        (
            "low/mod.rs",
            "mod a; mod b; pub use a::A; pub(super) fn f() {}",
        ),
        ("low/a.rs", "pub struct A; fn g() { super::b::h(); }"),
        ("low/b.rs", "pub fn h() { let _ = crate::low::A; }"),
    ]);
    let found = violations(&c, &layer_map("## Layers\n```\nlow  x\n```\n"));
    assert_eq!(
        found,
        ["cycle between files: src/low/a.rs, src/low/b.rs"],
        "the re-export in mod.rs leads to a.rs"
    );

    let (_dir, c) = crate_of(&[
        ("lib.rs", "mod high; mod low;"),
        ("high.rs", ""),
        (
            "low.rs",
            "pub(in crate::low) fn f() {} #[cfg(test)] mod tests { use crate::high::X; }",
        ),
    ]);
    assert_eq!(violations(&c, &layer_map(MAP)), Vec::<String>::new());
}
