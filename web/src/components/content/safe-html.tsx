/** Editor HTML shown on visitor pages, sanitized again in the browser. */
import { createContext, useContext, useMemo } from 'react';
import DOMPurify from 'dompurify';
import { hydration } from '../hydration-state';
import { outlineHeadings } from './heading-outline';
import './safe-html.css';

/** The server sanitizes on write; the browser sanitizes again before rendering (defence in depth). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
}

/** DOMPurify needs a DOM: the server renderer provides the write path's own sanitizer instead. */
export const HtmlSanitizerContext = createContext<(html: string) => string>(sanitizeHtml);

/** `parentLevel`: the level of the heading the HTML sits under (the page's h1 by default); its headings follow it. */
export function SafeHtml({ html, className = '', parentLevel = 1 }: { html: string; className?: string; parentLevel?: number }) {
  const sanitize = useContext(HtmlSanitizerContext);
  // Hydrating, React keeps the server's markup (sanitized by the renderer) and never writes this string, so the
  // long article body is not parsed twice on a phone's busiest moment; a new body on a later render is sanitized.
  const clean = useMemo(() => (hydration.active ? html : outlineHeadings(sanitize(html), parentLevel)), [sanitize, html, parentLevel]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: editor HTML, sanitized just above (DOMPurify in the browser, the write path's sanitizer on the server)
  return <div className={`content-html ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
