/**
 * The head of a page, as data: one list of tags built from a page's metadata,
 * written into the HTML by the server (server/head-html.ts) and kept in sync in
 * the document by the client on every navigation. Owned tags carry `data-head`.
 */
import { site } from '../config/site';

export type JsonLd = Record<string, unknown>;

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own share image (site path or absolute URL); the brand card otherwise. */
  image?: string;
  /** The share image's alt text (og:image:alt, twitter:image:alt); only with the page's own image. */
  imageAlt?: string;
  type?: 'website' | 'article';
  /** Structured data for search engines, built against the site's origin. */
  jsonLd?: (origin: string) => JsonLd[];
  /** Kept out of search results: admin screens and not-found pages. */
  noindex?: boolean;
  /** The page answers "not found" (HTTP 404 where it is prerendered). */
  notFound?: boolean;
}

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

export interface Head {
  title: string;
  tags: HeadTag[];
}

export const brandCardPath = '/brand-card.png';

export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** Canonical form of a path: no trailing slash except the home page's. */
export const canonicalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/');

export function buildHead(meta: PageMeta, origin: string, pathname: string): Head {
  const title = meta.title ? `${meta.title} | ${site.name}` : site.name;
  const url = absoluteUrl(origin, canonicalPath(pathname));
  const named = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });
  const property = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { property: name, content } });
  const tags: HeadTag[] = [named('description', meta.description)];
  if (meta.noindex) tags.push(named('robots', 'noindex'));
  else tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  tags.push(
    property('og:title', title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:type', meta.type ?? 'website'),
    property('og:site_name', site.name),
    property('og:image', absoluteUrl(origin, meta.image || brandCardPath)),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', meta.description),
  );
  // The page's own image only: the brand card needs no alt of the page's.
  if (meta.image && meta.imageAlt) tags.push(property('og:image:alt', meta.imageAlt), named('twitter:image:alt', meta.imageAlt));
  for (const block of meta.jsonLd?.(origin) ?? [])
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: JSON.stringify(block) });
  return { title, tags };
}

/** Replaces the document's owned head tags with the page's. */
export function applyHead(doc: Document, head: Head): void {
  doc.title = head.title;
  for (const element of doc.head.querySelectorAll('[data-head], meta[name="description"]')) element.remove();
  for (const { tag, attrs, text } of head.tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute('data-head', '');
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  }
}
