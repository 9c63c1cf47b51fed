/**
 * The API data a page was prerendered with. The server puts it into the HTML
 * as a non-executable JSON script (allowed by the CSP); the client reads it
 * back so SWR starts from the same data the markup shows, without fetching.
 * Keyed by the SWR key (the request's URL). No SWR here: this stays in the entry.
 */
import { createContext } from 'react';

export type PageData = Readonly<Record<string, unknown>>;

export const PageDataContext = createContext<PageData>({});

export const pageDataElementId = 'page-data';

/** JSON safe inside a <script> element: no `<` can close it or open a comment. */
export const serializePageData = (data: PageData): string => JSON.stringify(data).replace(/</g, '\\u003c');

export function readPageData(doc: Document): PageData {
  const text = doc.getElementById(pageDataElementId)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as PageData) : {};
  } catch {
    return {};
  }
}
