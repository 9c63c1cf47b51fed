import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { excerptParts } from './excerpt';
import { searchSite, type SearchResult } from './pagefind';
// Inlined into the chunk, not a stylesheet of its own: every file a lazy chunk needs is named in the entry's preload
// map, which home's first load carries (its JS budget). React hoists the <style> into the head once.
import searchStyles from './search.css?inline';

/** Typing settles this long before a search runs, so each key does not start one. */
const settleMs = 150;

type State =
  | { phase: 'idle' }
  | { phase: 'searching'; term: string }
  | { phase: 'done'; term: string; results: SearchResult[] }
  | { phase: 'failed'; term: string };

function announcement(state: State): string {
  if (state.phase === 'done') {
    const count = state.results.length;
    return count === 0 ? `No results for “${state.term}”` : `${count} ${count === 1 ? 'result' : 'results'} for “${state.term}”`;
  }
  if (state.phase === 'failed') return 'Search is not available right now. Please try again.';
  return '';
}

/**
 * The search box with its results: a labelled input, a live status line and a
 * list of links. The links are plain (the header's dialog lives outside the
 * router's tree); `go`, where given, opens a result inside the app instead.
 */
export function SearchPanel({ go, autoFocus = false }: { go?: (url: string) => void; autoFocus?: boolean }) {
  const [term, setTerm] = useState('');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const inputId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    const words = term.trim();
    if (words === '') {
      setState({ phase: 'idle' });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setState({ phase: 'searching', term: words });
      searchSite(words).then(
        (results) => current && setState({ phase: 'done', term: words, results }),
        () => current && setState({ phase: 'failed', term: words }),
      );
    }, settleMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term]);

  // A plain click stays in the app; one with a modifier (new tab, new window) is the browser's.
  const follow = (event: MouseEvent, url: string) => {
    if (!go || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(url);
  };

  // Arrow keys move between the input and the results; Tab works as everywhere.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    event.preventDefault();
    if (next < 0) inputRef.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys are a shortcut between the input and the result links, which stay reachable with Tab
    <div className="site-search" onKeyDown={onKeyDown}>
      <style href="site-search" precedence="default">
        {searchStyles}
      </style>
      <search>
        <form className="site-search__form" onSubmit={(event) => event.preventDefault()}>
          <label className="site-search__label" htmlFor={inputId}>
            Search the site
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="site-search__input"
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            placeholder="News, services, events…"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
        </form>
      </search>
      <p className="site-search__status" role="status">
        {announcement(state)}
      </p>
      {state.phase === 'done' && state.results.length > 0 && (
        <ol ref={listRef} className="site-search__results" aria-label={`Results for ${state.term}`}>
          {state.results.map((result) => (
            <li key={result.url} className="site-search__result">
              <a className="site-search__link" href={result.url} onClick={(event) => follow(event, result.url)}>
                <span className="site-search__kind">{result.kind}</span>
                <span className="site-search__title">{result.title}</span>
                <span className="site-search__excerpt">
                  {excerptParts(result.excerpt).map((part, index) =>
                    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one excerpt never move
                    part.hit ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                  )}
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
