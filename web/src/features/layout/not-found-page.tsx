import { Link } from 'react-router';
import { usePageMeta } from '../../components/page-meta';
import './not-found.css';

/** Any unknown path (spec §2, §8). */
export function NotFoundPage() {
  usePageMeta(
    '404 - Page Not Found',
    'The page you asked for does not exist. Go back to the home page to find our services, case studies and contacts.',
    {
      noindex: true,
      notFound: true,
    },
  );
  return (
    <section className="not-found section">
      <div className="container not-found__inner">
        <LostSignal />
        <h1 className="not-found__title">404 - Page Not Found</h1>
        <p className="not-found__text">The link may be out of date, or the page has moved. Everything we do starts from the home page.</p>
        <Link className="btn btn--primary" to="/">
          Go Back to Home
        </Link>
      </div>
    </section>
  );
}

/** A drawn illustration: a node mesh with one broken link. */
function LostSignal() {
  const nodes = [
    [40, 120],
    [110, 60],
    [120, 170],
    [200, 110],
    [290, 60],
    [280, 180],
    [360, 120],
  ] as const;
  const edges = [
    [0, 1],
    [0, 2],
    [1, 3],
    [2, 3],
    [1, 2],
    [4, 6],
    [5, 6],
    [4, 5],
  ] as const;
  return (
    <svg className="not-found__art" width="400" height="240" viewBox="0 0 400 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="not-found-line" x1="0" x2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-accent)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-accent-2)' }} />
        </linearGradient>
      </defs>
      {edges.map(([from, to]) => (
        <line
          key={`${from}-${to}`}
          x1={nodes[from][0]}
          y1={nodes[from][1]}
          x2={nodes[to][0]}
          y2={nodes[to][1]}
          stroke="url(#not-found-line)"
          strokeWidth="2"
          opacity="0.7"
        />
      ))}
      <path d="M200 110 L232 96" stroke="var(--color-warm)" strokeWidth="3" strokeLinecap="round" />
      <path d="M258 74 L290 60" stroke="var(--color-warm)" strokeWidth="3" strokeLinecap="round" strokeDasharray="2 8" />
      <circle cx="245" cy="85" r="16" fill="none" stroke="var(--color-warm)" strokeWidth="2" strokeDasharray="4 5" />
      {nodes.map(([x, y], index) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r={index === 3 ? 12 : 8}
          fill="var(--color-ink-800)"
          stroke="url(#not-found-line)"
          strokeWidth="3"
        />
      ))}
    </svg>
  );
}
