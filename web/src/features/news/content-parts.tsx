/**
 * Building blocks the visitor content pages share (news, press releases, events,
 * careers): the ink hero band, sanitized HTML, skeletons and the error state.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import DOMPurify from 'dompurify';
import { AlertTriangle } from 'lucide-react';
import './content.css';

/** The server sanitizes on write; the browser sanitizes again before rendering (defence in depth). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] });
}

/** DOMPurify needs a DOM: the server renderer provides the write path's own sanitizer instead. */
export const HtmlSanitizerContext = createContext<(html: string) => string>(sanitizeHtml);

export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const sanitize = useContext(HtmlSanitizerContext);
  const clean = useMemo(() => sanitize(html), [sanitize, html]);
  return <div className={`content-html ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}

interface HeroProps {
  kicker: string;
  title: string;
  children?: ReactNode;
}

/** The dark band that opens every list page, with the page's one h1. */
export function ContentHero({ kicker, title, children }: HeroProps) {
  return (
    <section className="content-hero">
      <div className="container content-hero__inner">
        <span className="kicker">{kicker}</span>
        <h1 className="content-hero__title">{title}</h1>
        {children && <p className="content-hero__lead">{children}</p>}
      </div>
      <svg className="content-hero__mesh" viewBox="0 0 480 240" width="480" height="240" aria-hidden="true" focusable="false">
        <g className="content-hero__mesh-lines">
          <path d="M20 200 L120 120 L220 170 L320 60 L440 110" />
          <path d="M120 120 L160 30 L320 60" />
          <path d="M220 170 L300 220 L440 110" />
        </g>
        {[
          [20, 200],
          [120, 120],
          [220, 170],
          [320, 60],
          [440, 110],
          [160, 30],
          [300, 220],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="5" className="content-hero__mesh-node" />
        ))}
      </svg>
    </section>
  );
}

/** Placeholder cards while a list loads; the status text is read by screen readers. */
/** An article's banner: above the fold and usually the page's largest paint, so it loads at once and first. */
export function ArticleBanner({ src }: { src: string }) {
  return <img className="content-article__banner" src={src} alt="" width={1200} height={675} fetchPriority="high" decoding="async" />;
}

export function CardGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div className="content-grid" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="content-skeleton content-skeleton--card" aria-hidden="true">
          <div className="content-skeleton__block content-skeleton__media" />
          <div className="content-skeleton__block content-skeleton__line content-skeleton__line--short" />
          <div className="content-skeleton__block content-skeleton__line" />
          <div className="content-skeleton__block content-skeleton__line" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder for an article page. */
export function ArticleSkeleton({ label }: { label: string }) {
  return (
    <div className="container content-article content-skeleton" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div aria-hidden="true">
        <div className="content-skeleton__block content-skeleton__line content-skeleton__line--short" />
        <div className="content-skeleton__block content-skeleton__title" />
        <div className="content-skeleton__block content-skeleton__banner" />
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="content-skeleton__block content-skeleton__line" />
        ))}
      </div>
    </div>
  );
}

/** The spec's error text for a failed call, announced to screen readers. */
export function ErrorState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="content-error" role="alert">
      <AlertTriangle size={28} aria-hidden="true" />
      <p className="content-error__message">{message}</p>
      {children}
    </div>
  );
}

/** A friendly empty list. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="content-empty">
      <p className="content-empty__title">{title}</p>
      {children && <p>{children}</p>}
    </div>
  );
}

/** Initials for an author avatar. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function Byline({ name, children }: { name?: string; children?: ReactNode }) {
  return (
    <p className="content-byline">
      {name && (
        <span className="content-byline__avatar" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <span>
        {name && <span className="content-byline__name">{name}</span>}
        {children && <span className="content-byline__meta">{children}</span>}
      </span>
    </p>
  );
}

/** Errors from fetchData carry the HTTP status: 404 means the slug does not exist. */
export const isNotFound = (error: unknown) => (error as { status?: number } | undefined)?.status === 404;
