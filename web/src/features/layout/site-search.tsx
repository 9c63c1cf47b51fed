/**
 * Site search's two screens, one lazy chunk: the header's search dialog and
 * the /search page. Nothing of it loads with a page until a visitor opens search.
 */
import { StrictMode, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, useNavigate } from 'react-router';
import { usePageMeta } from '../../components/page-meta';
import { SearchPanel } from './search-panel';

/** Whether the dialog is open: a second click while it loads opens no second one. */
let isOpen = false;

/**
 * Opens the header's search dialog in a React root of its own, so the header
 * carries no search state and no router hook (home's JS budget): its results
 * are ordinary links to the published pages. Closing gives focus back to the
 * link that opened it.
 */
export function openSearch(opener: HTMLElement): void {
  if (isOpen) return;
  isOpen = true;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const close = () => {
    // Unmounted after the event that closes it has been handled.
    queueMicrotask(() => {
      root.unmount();
      container.remove();
      isOpen = false;
      opener.focus();
    });
  };
  root.render(
    <StrictMode>
      <SearchDialog onClose={close} />
    </StrictMode>,
  );
}

/**
 * The search in a modal dialog (the browser's own <dialog>: focus stays
 * inside, the page behind is inert). Escape, Close or a click on the backdrop closes it.
 */
function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // showModal focuses the first control (Close): the visitor came to type.
    dialog?.querySelector('input')?.focus();
  }, []);

  // Escape always closes (a search input would first only clear itself), and is the dialog's own: the header closes its menus on Escape too.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="site-search-dialog"
      aria-label="Search"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* Close comes first, at the top: after ten results it would be far below on a phone. */}
      <div className="site-search-dialog__box">
        <button type="button" className="site-search-dialog__close" onClick={onClose}>
          Close
        </button>
        <SearchPanel />
      </div>
    </dialog>
  );
}

/** Where the published site's sections start, for a visitor without JavaScript (search runs in the browser). */
const sections = [
  { to: '/news', label: 'News' },
  { to: '/press-release', label: 'Press releases' },
  { to: '/events', label: 'Events' },
  { to: '/career', label: 'Careers' },
  { to: '/success-stories', label: 'Success stories' },
  { to: '/about', label: 'About us' },
];

/**
 * /search: the header's search link without JavaScript (and a page of its own
 * to share or open in a new tab). The search itself runs in the browser on
 * the published index, so the prerendered page explains that and lists the
 * sections; once the app runs, the search box replaces the note.
 */
// `Component` is what React Router takes from a lazy route's module: the route loads this module directly,
// outside the page map every first load carries (home's JS budget).
export function Component() {
  usePageMeta('Search', 'Search our news, press releases, events, careers, services and case studies.', { noindex: true });
  const navigate = useNavigate();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <section className="section search-page">
      <div className="container search-page__inner">
        <h1 className="search-page__title">Search</h1>
        {live ? (
          <SearchPanel go={navigate} autoFocus />
        ) : (
          <div className="search-page__fallback">
            <p>Search runs in your browser and needs JavaScript. Turn it on and reload this page, or start from a section:</p>
            <ul className="search-page__sections">
              {sections.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
