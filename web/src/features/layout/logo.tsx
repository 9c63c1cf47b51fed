import { useId } from 'react';
import { Link } from 'react-router';
import { site } from '../../config/site';
import './logo.css';

interface LogoProps {
  /** Where the logo sits: the header keeps the word mark compact on mid widths. */
  variant?: 'header' | 'footer';
  onClick?: () => void;
}

/** The company mark (a gradient monogram on an ink tile) and name, linking home. */
export function Logo({ variant = 'header', onClick }: LogoProps) {
  const gradient = useId();
  return (
    <Link to="/" className={`site-logo site-logo--${variant}`} onClick={onClick}>
      <svg className="site-logo__mark" width="40" height="40" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" style={{ stopColor: 'var(--color-accent)' }} />
            <stop offset="1" style={{ stopColor: 'var(--color-accent-2)' }} />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" style={{ fill: 'var(--color-ink-800)' }} />
        <path
          d="M18 46V18l28 28V18"
          fill="none"
          stroke={`url(#${gradient})`}
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="site-logo__name">{site.name}</span>
    </Link>
  );
}
