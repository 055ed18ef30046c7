//! What each message of a language needs in order to format, found before any request
//! asks for it: the messages, terms and attributes it refers to, the functions it calls
//! and their options, the variables it shows, and invisible bidi controls in its text.
//!
//! Fluent reports a missing reference or variable only while formatting, and some not at
//! all (an unknown function used as a selector silently picks the default variant), so
//! the catalogue marks the messages that cannot format when it loads and answers them
//! along the fallback chain, and `locales check` reports the same findings as errors.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::sync::Arc;

use fluent::FluentResource;
use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};

use super::functions::{self, OptionValue};
use super::source::LocaleFile;

/// One language's files, parsed.
pub struct Parsed {
    /// Each file's resource, in file order.
    pub resources: Vec<Arc<FluentResource>>,
    /// Syntax errors and ids defined twice, as `file:line: problem` or `file: id:
    /// problem`; a language with any cannot be served.
    pub errors: Vec<String>,
}

fn line_of(source: &str, offset: usize) -> usize {
    source[..offset.min(source.len())].matches('\n').count() + 1
}

/// Parses the files of one language.
pub fn parse(files: &[LocaleFile]) -> Parsed {
    let mut parsed = Parsed {
        resources: Vec::new(),
        errors: Vec::new(),
    };
    let mut defined = HashSet::new();
    for file in files {
        let resource = match FluentResource::try_new(file.text.to_string()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                for e in errors {
                    let line = line_of(resource.source(), e.pos.start);
                    parsed.errors.push(format!("{}:{line}: {e}", file.name));
                }
                resource
            }
        };
        for entry in resource.entries() {
            let id = match entry {
                Entry::Message(m) => m.id.name.to_string(),
                Entry::Term(t) => format!("-{}", t.id.name),
                _ => continue,
            };
            if !defined.insert(id.clone()) {
                parsed
                    .errors
                    .push(format!("{}: {id}: defined twice", file.name));
            }
        }
        parsed.resources.push(Arc::new(resource));
    }
    parsed
}

/// Characters that change how text is displayed without being seen: embeddings,
/// overrides and isolates, and the directional marks. In an API's strings they break
/// comparisons and can make text read other than it is.
const BIDI_CONTROLS: [char; 12] = [
    '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}',
    '\u{2069}', '\u{200E}', '\u{200F}', '\u{061C}',
];

/// What one message or term uses directly.
#[derive(Default)]
struct Uses<'s> {
    variables: BTreeSet<String>,
    /// Variables shown as text rather than only selected on: a term must be passed them.
    shown: BTreeSet<String>,
    messages: Vec<(&'s str, Option<&'s str>)>,
    /// Term, attribute, and the names of the arguments passed to it.
    terms: Vec<(&'s str, Option<&'s str>, Vec<&'s str>)>,
    problems: Vec<String>,
    bidi: BTreeSet<char>,
}

impl<'s> Uses<'s> {
    fn pattern(&mut self, pattern: &Pattern<&'s str>) {
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => self.text(value),
                PatternElement::Placeable { expression } => self.expression(expression),
            }
        }
    }

    fn text(&mut self, text: &str) {
        self.bidi
            .extend(text.chars().filter(|c| BIDI_CONTROLS.contains(c)));
    }

    fn expression(&mut self, expression: &Expression<&'s str>) {
        match expression {
            Expression::Select { selector, variants } => {
                self.inline(selector, false);
                for variant in variants {
                    self.pattern(&variant.value);
                }
            }
            Expression::Inline(inline) => self.inline(inline, true),
        }
    }

    fn inline(&mut self, inline: &InlineExpression<&'s str>, shown: bool) {
        match inline {
            InlineExpression::StringLiteral { value } => {
                self.text(&fluent_syntax::unicode::unescape_unicode_to_string(value));
            }
            InlineExpression::NumberLiteral { .. } => {}
            InlineExpression::FunctionReference { id, arguments } => {
                if let Err(problem) =
                    functions::check_call(id.name, arguments.positional.len(), options(arguments))
                {
                    self.problems.push(problem);
                }
                for positional in &arguments.positional {
                    self.inline(positional, shown);
                }
            }
            InlineExpression::MessageReference { id, attribute } => {
                self.messages
                    .push((id.name, attribute.as_ref().map(|a| a.name)));
            }
            InlineExpression::TermReference {
                id,
                attribute,
                arguments,
            } => {
                let passed = arguments
                    .iter()
                    .flat_map(|a| a.named.iter().map(|n| n.name.name))
                    .collect();
                self.terms
                    .push((id.name, attribute.as_ref().map(|a| a.name), passed));
            }
            InlineExpression::VariableReference { id } => {
                self.variables.insert(id.name.to_string());
                if shown {
                    self.shown.insert(id.name.to_string());
                }
            }
            InlineExpression::Placeable { expression } => self.expression(expression),
        }
    }
}

/// The named options of a call, as written (Fluent allows only literals there).
fn options<'s>(arguments: &CallArguments<&'s str>) -> Vec<(&'s str, OptionValue<'s>)> {
    arguments
        .named
        .iter()
        .map(|named| {
            let value = match &named.value {
                InlineExpression::NumberLiteral { value } => {
                    OptionValue::Num(value.parse().unwrap_or(f64::NAN))
                }
                InlineExpression::StringLiteral { value } => OptionValue::Str(value),
                _ => OptionValue::Str(""),
            };
            (named.name.name, value)
        })
        .collect()
}

/// What is known of one message of a language.
#[derive(Debug, Clone, Default)]
pub struct Facts {
    /// Defined by the language's own files (not by a language it falls back to).
    pub own: bool,
    /// Has a value: the text the API shows.
    pub has_value: bool,
    /// Variables it shows or selects on, those of the messages it refers to included.
    pub variables: BTreeSet<String>,
    /// Why it cannot be formatted; empty when it can.
    pub problems: Vec<String>,
}

impl Facts {
    /// Whether the message gives text without errors.
    pub fn formats(&self) -> bool {
        self.has_value && self.problems.is_empty()
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Node<'s> {
    Message(&'s str),
    Term(&'s str),
}

/// Variables and problems of a message or term, with those of what it refers to.
#[derive(Clone, Default)]
struct Resolved {
    variables: BTreeSet<String>,
    problems: Vec<String>,
}

/// The messages and terms of one language as its bundle holds them: its own files over
/// those of the languages it falls back to by subtag (`fr-ca` over `fr`).
pub struct View<'s> {
    messages: HashMap<&'s str, (&'s fluent_syntax::ast::Message<&'s str>, bool)>,
    terms: HashMap<&'s str, &'s fluent_syntax::ast::Term<&'s str>>,
}

impl<'s> View<'s> {
    /// `layers` from the farthest language it falls back to, the language's own last.
    pub fn new(layers: &[&'s Parsed]) -> View<'s> {
        let mut view = View {
            messages: HashMap::new(),
            terms: HashMap::new(),
        };
        for (i, layer) in layers.iter().enumerate() {
            let own = i + 1 == layers.len();
            for entry in layer.resources.iter().flat_map(|r| r.entries()) {
                match entry {
                    Entry::Message(m) => {
                        view.messages.insert(m.id.name, (m, own));
                    }
                    Entry::Term(t) => {
                        view.terms.insert(t.id.name, t);
                    }
                    _ => {}
                }
            }
        }
        view
    }

    fn uses(&self, node: Node<'s>) -> Uses<'s> {
        let mut uses = Uses::default();
        let (value, attributes) = match node {
            Node::Message(id) => match self.messages.get(id) {
                Some((m, _)) => (m.value.as_ref(), &m.attributes),
                None => return uses,
            },
            Node::Term(id) => match self.terms.get(id) {
                Some(t) => (Some(&t.value), &t.attributes),
                None => return uses,
            },
        };
        if let Some(value) = value {
            uses.pattern(value);
        }
        for attribute in attributes {
            uses.pattern(&attribute.value);
        }
        if !uses.bidi.is_empty() {
            let codes: Vec<String> = uses
                .bidi
                .iter()
                .map(|c| format!("U+{:04X}", u32::from(*c)))
                .collect();
            uses.problems.push(format!(
                "contains the invisible Unicode bidi control(s) {}, which change how text reads \
                 and break comparisons; remove them",
                codes.join(", ")
            ));
        }
        uses
    }

    fn resolve(
        &self,
        node: Node<'s>,
        visiting: &mut Vec<Node<'s>>,
        memo: &mut HashMap<Node<'s>, Resolved>,
    ) -> Resolved {
        if let Some(done) = memo.get(&node) {
            return done.clone();
        }
        if visiting.contains(&node) {
            return Resolved {
                variables: BTreeSet::new(),
                problems: vec!["refers to itself".into()],
            };
        }
        visiting.push(node);
        let uses = self.uses(node);
        let mut resolved = Resolved {
            // A term's variables are its own parameters, not the caller's.
            variables: match node {
                Node::Message(_) => uses.variables.clone(),
                Node::Term(_) => BTreeSet::new(),
            },
            problems: uses.problems.clone(),
        };
        for (id, attribute) in &uses.messages {
            let Some((message, _)) = self.messages.get(id) else {
                resolved
                    .problems
                    .push(format!("refers to the message {id}, which is not defined"));
                continue;
            };
            match attribute {
                Some(a) if !message.attributes.iter().any(|x| x.id.name == *a) => {
                    resolved
                        .problems
                        .push(format!("refers to {id}.{a}, which is not defined"));
                }
                None if message.value.is_none() => resolved
                    .problems
                    .push(format!("refers to {id}, which has no value")),
                _ => {}
            }
            let inner = self.resolve(Node::Message(id), visiting, memo);
            if matches!(node, Node::Message(_)) {
                resolved.variables.extend(inner.variables);
            }
            if !inner.problems.is_empty() {
                resolved.problems.push(format!(
                    "refers to {id}, which cannot be formatted ({})",
                    inner.problems.join("; ")
                ));
            }
        }
        for (id, attribute, passed) in &uses.terms {
            if !self.terms.contains_key(id) {
                resolved
                    .problems
                    .push(format!("uses the term -{id}, which is not defined"));
                continue;
            }
            let term_uses = self.uses(Node::Term(id));
            if let Some(a) = attribute
                && !self
                    .terms
                    .get(id)
                    .is_some_and(|t| t.attributes.iter().any(|x| x.id.name == *a))
            {
                resolved
                    .problems
                    .push(format!("uses -{id}.{a}, which is not defined"));
            }
            let missing: Vec<String> = term_uses
                .shown
                .iter()
                .filter(|v| !passed.contains(&v.as_str()))
                .map(|v| format!("${v}"))
                .collect();
            if attribute.is_none() && !missing.is_empty() {
                resolved.problems.push(format!(
                    "uses -{id} without passing {}, which it shows",
                    missing.join(", ")
                ));
            }
            let inner = self.resolve(Node::Term(id), visiting, memo);
            if !inner.problems.is_empty() {
                resolved.problems.push(format!(
                    "uses -{id}, which cannot be formatted ({})",
                    inner.problems.join("; ")
                ));
            }
        }
        visiting.pop();
        memo.insert(node, resolved.clone());
        resolved
    }

    /// Every message of the view, by id.
    pub fn facts(&self) -> BTreeMap<String, Facts> {
        let mut memo = HashMap::new();
        let mut out = BTreeMap::new();
        for (id, (message, own)) in &self.messages {
            let resolved = self.resolve(Node::Message(id), &mut Vec::new(), &mut memo);
            out.insert(
                id.to_string(),
                Facts {
                    own: *own,
                    has_value: message.value.is_some(),
                    variables: resolved.variables,
                    problems: resolved.problems,
                },
            );
        }
        out
    }
}

/// Marks the messages that use a variable the reference's message does not have: the
/// API passes only the reference's, so Fluent would show such a variable as `{$name}`.
pub fn check_variables(facts: &mut BTreeMap<String, Facts>, reference: &BTreeMap<String, Facts>) {
    for (id, f) in facts.iter_mut() {
        let Some(expected) = reference.get(id) else {
            continue;
        };
        let unknown: Vec<String> = f
            .variables
            .difference(&expected.variables)
            .map(|v| format!("${v}"))
            .collect();
        if unknown.is_empty() {
            continue;
        }
        let passed = if expected.variables.is_empty() {
            "none".to_string()
        } else {
            let names: Vec<String> = expected.variables.iter().map(|v| format!("${v}")).collect();
            names.join(", ")
        };
        f.problems.push(format!(
            "uses {}, which {} does not define (the API passes {passed})",
            unknown.join(", "),
            super::reference::REFERENCE
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::Cow;

    fn parsed(text: &str) -> Parsed {
        parse(&[LocaleFile {
            label: "m.ftl".into(),
            name: "m.ftl".into(),
            text: Cow::Owned(text.to_string()),
        }])
    }

    fn problems(facts: &BTreeMap<String, Facts>, id: &str) -> Vec<String> {
        facts
            .get(id)
            .map(|f| f.problems.clone())
            .unwrap_or_default()
    }

    #[test]
    fn references_functions_and_bidi_controls_are_checked() {
        let p = parsed(concat!(
            "-brand = Calendrier\n    .gender = masculine\n",
            "-case = { $case ->\n   *[nom] Marque\n    [gen] de la marque\n}\n",
            "-shows = Bonjour { $who }\n",
            "ok = { -brand } { -case } { -case(case: \"gen\") } { NUMBER($n, type: \"ordinal\") } { other }\n",
            "other = Autre { $x }\n",
            "attr = { -brand.gender ->\n   *[masculine] il\n    [feminine] elle\n}\n",
            "no-term = { -marque }\n",
            "no-message = { ailleurs }\n",
            "no-attribute = { other.title }\n",
            "no-function = { PLURAL($n) ->\n   *[other] x\n}\n",
            "bad-option = { NUMBER($n, style: \"currency\") }\n",
            "through = { no-term }\n",
            "cycle-a = { cycle-b }\ncycle-b = { cycle-a }\n",
            "unpassed = { -shows }\n",
            "bidi = Texte \u{202E}inversé\n",
        ));
        assert!(p.errors.is_empty(), "{:?}", p.errors);
        let facts = View::new(&[&p]).facts();
        for id in ["ok", "other", "attr"] {
            assert_eq!(problems(&facts, id), Vec::<String>::new(), "{id}");
        }
        assert_eq!(
            facts["ok"].variables,
            BTreeSet::from(["n".to_string(), "x".to_string()]),
            "with those of the messages it refers to, without the terms' own"
        );
        for (id, expected) in [
            ("no-term", "-marque"),
            ("no-message", "ailleurs"),
            ("no-attribute", "other.title"),
            ("no-function", "PLURAL()"),
            ("bad-option", "currency"),
            ("through", "no-term"),
            ("cycle-a", "itself"),
            ("unpassed", "$who"),
            ("bidi", "U+202E"),
        ] {
            let found = problems(&facts, id);
            assert!(
                found.len() == 1 && found[0].contains(expected),
                "{id}: {found:?}"
            );
        }
    }

    #[test]
    fn a_language_sees_what_it_falls_back_to_by_subtag() {
        let fr = parsed("-brand = Calendrier\na = A { -brand }\nb = B\n");
        let fr_ca = parsed("a = A-ca { -brand }\nc = { b }\n");
        let facts = View::new(&[&fr, &fr_ca]).facts();
        assert!(facts["a"].own && facts["a"].formats());
        assert!(!facts["b"].own && facts["b"].formats());
        assert!(facts["c"].formats(), "{:?}", facts["c"]);
    }

    #[test]
    fn syntax_errors_and_doubles_have_a_place() {
        let broken = parsed("a = A\nb = { $x ]\n");
        assert!(
            broken.errors[0].starts_with("m.ftl:2: "),
            "{:?}",
            broken.errors
        );
        let doubled = parsed("a = A\na = again\n-t = T\n-t = again\n");
        assert_eq!(
            doubled.errors,
            ["m.ftl: a: defined twice", "m.ftl: -t: defined twice"]
        );
    }
}
