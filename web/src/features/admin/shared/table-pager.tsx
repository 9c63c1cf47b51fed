import { ChevronLeft, ChevronRight } from 'lucide-react';
import { gap, pageButtons, pageRange, totalPages } from './paging';

export interface TablePagerProps {
  page: number;
  limit: number;
  count: number;
  /** Rows on the shown page. */
  shown: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** The table's footer (spec §2): Item Per Page, the range, the arrows; numbered page buttons between the arrows. */
export function TablePager({ page, limit, count, shown, loading, onPage }: TablePagerProps) {
  const pages = totalPages(count, limit);
  const range = pageRange(page, limit, count, shown);
  return (
    <div className="spread admin-table__footer">
      <span>Item Per Page: {limit}</span>
      <span aria-live="polite" data-testid="admin-range">
        {range.start} - {range.end} of {range.total}
      </span>
      <nav className="admin-table__arrows" aria-label="Pages">
        <button
          type="button"
          className="admin-icon-btn"
          aria-label="Previous page"
          disabled={loading || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" width={20} height={20} />
        </button>
        {pages > 1 &&
          pageButtons(page, pages).map((entry, index) =>
            entry === gap ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              <span key={`gap-${index}`} className="admin-table__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                key={entry}
                type="button"
                className={`admin-icon-btn admin-table__page${entry === page ? ' admin-table__page--current' : ''}`}
                aria-label={`Page ${entry}`}
                aria-current={entry === page ? 'page' : undefined}
                disabled={loading && entry !== page}
                onClick={() => entry !== page && onPage(entry)}
              >
                {entry}
              </button>
            ),
          )}
        <button
          type="button"
          className="admin-icon-btn"
          aria-label="Next page"
          disabled={loading || page >= pages}
          onClick={() => onPage(page + 1)}
        >
          <ChevronRight aria-hidden="true" width={20} height={20} />
        </button>
      </nav>
    </div>
  );
}
