//! Text per language, on tenants with `translate_content`: which language's text a
//! variant serves (and says it serves), and where a write through a variant puts the
//! text it sends. One item keeps one id in every variant; only its text differs.
//!
//! On other tenants every function here leaves things as they are, so that every
//! variant serves the same data.

use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};

use crate::domain::post::TRASHED_SUFFIX;
use crate::domain::post::{PostStatus, PostType};
use crate::domain::slug::sanitize_title;
use crate::http::args::Args;
use crate::http::extract::Variant;
use crate::i18n::fallback_chain;
use crate::store::posts::PostData;
use crate::store::terms::TermRecord;
use crate::store::translations::{
    LanguageChain, POST_TEXT, PostText, TERM_TEXT, TermText, TextLanguages, Texts,
};
use crate::store::{Store, StoreError, WriteTx};

/// The languages the variant takes text from, or `None` when the tenant keeps one
/// text per item.
pub fn chain(variant: &Variant) -> Option<LanguageChain> {
    let lang = variant.text_lang.as_deref()?;
    let default = variant.tenant.default_language.clone();
    Some(LanguageChain {
        chain: fallback_chain(lang, &default),
        default,
    })
}

/// Picks, for one item, the language to serve and every language it has text in, in
/// the tenant's order; returns the served translation (`None`: the item's own text).
fn pick<'t, T>(
    variant: &Variant,
    chain: &LanguageChain,
    stored_lang: &str,
    translations: Option<&'t Vec<(String, T)>>,
) -> (TextLanguages, Option<&'t T>) {
    let translations = translations.map_or(&[][..], Vec::as_slice);
    let source = chain.source_of(stored_lang);
    let translated: Vec<&str> = translations.iter().map(|(l, _)| l.as_str()).collect();
    let served = chain.served(source, &translated).to_string();
    let text = translations
        .iter()
        .find(|(l, _)| *l == served && served != source)
        .map(|(_, t)| t);
    let available = variant
        .tenant
        .languages
        .iter()
        .filter(|l| *l == source || translated.contains(&l.as_str()))
        .cloned()
        .collect();
    (TextLanguages { served, available }, text)
}

fn overlay_post(post: &mut PostData, text: Option<&PostText>, languages: TextLanguages) {
    if let Some(t) = text {
        post.title.clone_from(&t.title);
        post.content.clone_from(&t.content);
        post.excerpt.clone_from(&t.excerpt);
        if !t.slug.is_empty() {
            post.slug.clone_from(&t.slug);
        }
    }
    post.languages = Some(languages);
}

/// Gives each post the text the variant serves (one query for all of them).
pub async fn localize_posts(
    store: &Store,
    variant: &Variant,
    mut posts: Vec<(i64, &mut PostData)>,
) -> Result<(), StoreError> {
    let Some(chain) = chain(variant) else {
        return Ok(());
    };
    let ids: Vec<i64> = posts.iter().map(|(id, _)| *id).collect();
    let texts = store
        .post_texts(variant.tenant_id(), &ids, &variant.tenant.languages)
        .await?;
    for (id, post) in &mut posts {
        let (languages, text) = pick(variant, &chain, &post.lang, texts.get(id));
        overlay_post(post, text, languages);
    }
    Ok(())
}

/// Gives each term the name, description and slug the variant serves.
pub async fn localize_terms(
    store: &Store,
    variant: &Variant,
    mut terms: Vec<&mut TermRecord>,
) -> Result<(), StoreError> {
    let Some(chain) = chain(variant) else {
        return Ok(());
    };
    let ids: Vec<i64> = terms.iter().map(|t| t.id).collect();
    let texts: Texts<TermText> = store
        .term_texts(variant.tenant_id(), &ids, &variant.tenant.languages)
        .await?;
    for term in &mut terms {
        let (languages, text) = pick(variant, &chain, &term.lang, texts.get(&term.id));
        if let Some(t) = text {
            term.name.clone_from(&t.name);
            term.description.clone_from(&t.description);
            if !t.slug.is_empty() {
                term.slug.clone_from(&t.slug);
            }
        }
        term.languages = Some(languages);
    }
    Ok(())
}

/// The post of `post_type` a by-slug route of the variant names with `slug`: the one
/// that shows that slug in the variant's language, else one whose own slug in another
/// language of the variant's chain it is; `None` on tenants that keep one text per
/// item (their slugs are the posts' own), and when none is found: the route then
/// looks among the posts' own slugs.
pub async fn post_by_own_slug(
    store: &Store,
    variant: &Variant,
    post_type: PostType,
    slug: &str,
) -> Result<Option<i64>, StoreError> {
    let Some(chain) = chain(variant) else {
        return Ok(None);
    };
    let tenant = variant.tenant_id();
    if let Some(id) = store
        .post_showing_slug(tenant, post_type, &chain, slug)
        .await?
    {
        return Ok(Some(id));
    }
    store
        .post_by_translated_slug(tenant, post_type, &chain.chain, slug)
        .await
}

/// The chains of the tenant's languages that show slugs written in `lang`: those of
/// `lang` itself and of the languages that fall back to it.
fn chains_showing(variant: &Variant, lang: &str) -> Vec<LanguageChain> {
    let default = &variant.tenant.default_language;
    variant
        .tenant
        .languages
        .iter()
        .map(|served| LanguageChain {
            chain: fallback_chain(served, default),
            default: default.clone(),
        })
        .filter(|chain| chain.chain.iter().any(|l| l == lang))
        .collect()
}

/// The variant's chain and the language an update through it writes its text in, when
/// that is not the language of the item's own text (`stored_lang`).
fn translation_target(variant: &Variant, stored_lang: &str) -> Option<(LanguageChain, String)> {
    let chain = chain(variant)?;
    let own = chain.own().to_string();
    (own != chain.source_of(stored_lang)).then_some((chain, own))
}

/// The arguments that carry a post's text: its name, description, excerpt and slug.
fn post_text_args(name_arg: &str) -> [&str; 4] {
    [name_arg, "description", "excerpt", "slug"]
}

/// Writes the text an update of post `id` sends through a variant whose language is
/// not the post's own, as that language's translation: fields not sent keep what the
/// variant served until now. Returns the arguments left for the post itself (its
/// shared fields), or `None` when the update writes the post's own text.
pub async fn write_post_text(
    tx: &mut WriteTx,
    variant: &Variant,
    post_type: PostType,
    name_arg: &str,
    args: &Args,
    id: i64,
    stored: &PostData,
) -> Result<Option<Args>, StoreError> {
    let Some((chain, lang)) = translation_target(variant, &stored.lang) else {
        return Ok(None);
    };
    let tenant = variant.tenant_id();
    let translations = Store::post_texts_in_tx(tx, tenant, id, &variant.tenant.languages).await?;
    let (_, served) = pick(variant, &chain, &stored.lang, Some(&translations));
    let own_slug = translations
        .iter()
        .find(|(l, _)| *l == lang)
        .map(|(_, t)| t.slug.clone())
        .unwrap_or_default();
    let mut text = served.cloned().unwrap_or_else(|| PostText {
        title: stored.title.clone(),
        content: stored.content.clone(),
        excerpt: stored.excerpt.clone(),
        slug: String::new(),
    });
    text.slug = own_slug;
    // The same rules as a write of the post's own text (see `build_post`).
    if let Some(title) = args.str(name_arg) {
        text.title = title.trim().to_string();
    }
    if let Some(description) = args.str("description").filter(|t| !t.is_empty()) {
        text.content = description.to_string();
    }
    if let Some(excerpt) = args.str("excerpt") {
        text.excerpt = excerpt.to_string();
    }
    let slug = args.str("slug").map(sanitize_title).unwrap_or_default();
    if stored.status == PostStatus::Trash && !slug.is_empty() {
        // Released as trashing released the others; leaving the trash numbers it.
        text.slug = format!("{slug}{TRASHED_SUFFIX}");
    } else if !slug.is_empty() {
        let chains = chains_showing(variant, &lang);
        text.slug =
            Store::unique_translated_slug(tx, tenant, &POST_TEXT, post_type, &chains, &slug, id)
                .await?;
    }
    Store::put_post_text(tx, tenant, id, &lang, &text).await?;
    Ok(Some(args.without(&post_text_args(name_arg))))
}

/// Follows post `id` into or out of the trash with its translated slugs, as its own
/// slug follows it (see [`PostData::trash`]): trashing releases them, and leaving the
/// trash gives them back, each numbered when an item has come to show it meanwhile.
/// On every tenant, also one that no longer serves the translations: they are kept.
pub async fn follow_trash(
    tx: &mut WriteTx,
    variant: &Variant,
    post_type: PostType,
    id: i64,
    before: PostStatus,
    after: PostStatus,
) -> Result<(), StoreError> {
    let tenant = variant.tenant_id();
    match (before == PostStatus::Trash, after == PostStatus::Trash) {
        (false, true) => Store::trash_translated_slugs(tx, tenant, post_type, id).await,
        (true, false) => {
            for (lang, slug) in Store::translated_slugs_in_tx(tx, tenant, id).await? {
                let Some(base) = slug.strip_suffix(TRASHED_SUFFIX) else {
                    continue;
                };
                let chains = chains_showing(variant, &lang);
                let free = Store::unique_translated_slug(
                    tx, tenant, &POST_TEXT, post_type, &chains, base, id,
                )
                .await?;
                Store::set_translated_slug(tx, tenant, post_type, id, &lang, (&slug, &free))
                    .await?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// Writes the name, description and slug an update of `term` sends through a variant
/// whose language is not the term's own, as that language's translation. Returns
/// whether it did; when not, the update writes the term's own text.
pub async fn write_term_text(
    tx: &mut WriteTx,
    variant: &Variant,
    args: &Args,
    name: Option<&str>,
    term: &TermRecord,
) -> Result<bool, StoreError> {
    let Some((chain, lang)) = translation_target(variant, &term.lang) else {
        return Ok(false);
    };
    let tenant = variant.tenant_id();
    let translations =
        Store::term_texts_in_tx(tx, tenant, term.id, &variant.tenant.languages).await?;
    let (_, served) = pick(variant, &chain, &term.lang, Some(&translations));
    let own_slug = translations
        .iter()
        .find(|(l, _)| *l == lang)
        .map(|(_, t)| t.slug.clone())
        .unwrap_or_default();
    let mut text = served.cloned().unwrap_or_else(|| TermText {
        name: term.name.clone(),
        description: term.description.clone(),
        slug: String::new(),
    });
    text.slug = own_slug;
    if let Some(name) = name {
        text.name = name.to_string();
    }
    if let Some(description) = args.str("description") {
        text.description = description.trim().to_string();
    }
    let slug = args.str("slug").map(sanitize_title).unwrap_or_default();
    if !slug.is_empty() {
        text.slug = Store::unique_translated_slug(
            tx,
            tenant,
            &TERM_TEXT,
            term.taxonomy,
            &chains_showing(variant, &lang),
            &slug,
            term.id,
        )
        .await?;
    }
    Store::put_term_text(tx, tenant, (term.taxonomy, term.id), &lang, &text).await?;
    Ok(true)
}

/// Ends an object with `lang` (the language of its text) and `translations` (its
/// address in each language it has text in), when its text was chosen per language.
/// The object's route below the namespace is `/{collection}/{id}` (`/events/12`).
pub fn mark<M: SerializeMap>(
    m: &mut M,
    variant: &Variant,
    languages: Option<&TextLanguages>,
    collection: &'static str,
    id: i64,
) -> Result<(), M::Error> {
    let Some(languages) = languages else {
        return Ok(());
    };
    m.serialize_entry("lang", &languages.served)?;
    m.serialize_entry(
        "translations",
        &Addresses {
            variant,
            languages,
            collection,
            id,
        },
    )
}

/// Language → the object's address under that language's variant.
pub struct Addresses<'a> {
    pub variant: &'a Variant,
    pub languages: &'a TextLanguages,
    /// The object's route below the namespace: `/{collection}/{id}` (`/events/12`).
    pub collection: &'static str,
    pub id: i64,
}

impl Serialize for Addresses<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let available = &self.languages.available;
        let mut m = serializer.serialize_map(Some(available.len()))?;
        for lang in available {
            let base = self.variant.api_base_of(lang);
            let address = format!("{base}/{}/{}", self.collection, self.id);
            m.serialize_entry(lang, &address)?;
        }
        m.end()
    }
}
