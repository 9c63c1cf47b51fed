/**
 * The pages kept as one document each (the About and home pages, …): always published,
 * with no status, URL or images of their own. The seed and `npm run site-copy`
 * create each; the admin opens its update form at /admin/{admin}.
 */
import type { EntityType } from '../core/db/keys';
import type { ContentKind } from './entities';

export const pageDocuments = {
  about: { type: 'ABOUT', admin: 'about-page' },
  successStories: { type: 'STORIES', admin: 'success-stories-page' },
  home: { type: 'HOME', admin: 'home-page' },
} as const satisfies Partial<Record<ContentKind, { type: EntityType; admin: string }>>;

export type PageDocumentKind = keyof typeof pageDocuments;
export type PageDocumentType = (typeof pageDocuments)[PageDocumentKind]['type'];

export const isPageDocument = (kind: string): kind is PageDocumentKind => Object.hasOwn(pageDocuments, kind);

export const pageDocumentTypes: readonly PageDocumentType[] = Object.values(pageDocuments).map((document) => document.type);
