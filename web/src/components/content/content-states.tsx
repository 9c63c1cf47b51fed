/** What a content page shows while it loads, when its call fails and when its list is empty. */
import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import './content-card.css';
import './article.css';
import './content-states.css';

/** Placeholder cards while a list loads; the status text is read by screen readers. */
export function CardGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div className="content-grid" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder cards with no identity but their place
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
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines with no identity but their place
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

/** Errors from fetchData carry the HTTP status: 404 means the slug does not exist. */
export const isNotFound = (error: unknown) => (error as { status?: number } | undefined)?.status === 404;
