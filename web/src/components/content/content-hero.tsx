import type { ReactNode } from 'react';
import './content-hero.css';

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
