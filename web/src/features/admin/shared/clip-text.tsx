import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

/** Where a row opens: its own page, with what the list hands over (a record, the list's query). */
export interface RowLink {
  to: string;
  state?: unknown;
}

/**
 * Whether the element's one line is cut by its ellipsis. Measured, not guessed
 * from the text's length: the same text fits a wide column and not a narrow one.
 */
function useClipped<E extends HTMLElement>(): [React.RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A focused line is shown whole (CSS), so it fits: keep what it measured before, or it would stop being focusable.
    const measure = () => {
      if (!element.matches(':focus')) setClipped(element.scrollWidth > element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, clipped];
}

interface ClipTextProps {
  /** The whole text, for the hover tooltip when the line is cut. */
  full: string;
  /** Shown whole, wrapping at spaces (an opened Read more). */
  open?: boolean;
  /** The cell is the row's way into its item. */
  link?: RowLink;
  children: ReactNode;
}

/**
 * One line of a cell, cut with an ellipsis where it would not fit (never
 * broken mid-word). A cut line carries its whole text as a tooltip and, being
 * focusable, shows it whole on keyboard focus; the text is all in the DOM, so
 * screen readers read it whole anyway.
 */
export function ClipText({ full, open = false, link, children }: ClipTextProps) {
  const [spanRef, spanClipped] = useClipped<HTMLSpanElement>();
  const [linkRef, linkClipped] = useClipped<HTMLAnchorElement>();
  const className = open ? 'admin-clip admin-clip--open' : 'admin-clip';
  if (link) {
    return (
      <Link
        ref={linkRef}
        className={`${className} admin-table__open`}
        to={link.to}
        state={link.state}
        title={linkClipped ? full : undefined}
      >
        {children}
      </Link>
    );
  }
  const cut = spanClipped && !open;
  return (
    // A cut line is focusable so keyboard users can read it whole: it expands on focus.
    <span ref={spanRef} className={className} title={cut ? full : undefined} tabIndex={cut ? 0 : undefined}>
      {children}
    </span>
  );
}
