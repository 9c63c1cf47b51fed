/*
 * simple-icons logos as separate SVG files: no logo path is in any JS chunk (importing the package's
 * barrel would also put every icon any page uses into whichever chunk first imports it). Each logo
 * is drawn as a CSS mask filled with its brand colour.
 */
import angular from 'simple-icons/icons/angular.svg?url';
import go from 'simple-icons/icons/go.svg?url';
import linux from 'simple-icons/icons/linux.svg?url';
import mongodb from 'simple-icons/icons/mongodb.svg?url';
import nodedotjs from 'simple-icons/icons/nodedotjs.svg?url';
import snowflake from 'simple-icons/icons/snowflake.svg?url';
import unity from 'simple-icons/icons/unity.svg?url';
import type { CSSProperties } from 'react';
import { tickerNames, type TickerName } from './first-screen-data';
import './tech-ticker.css';

interface Logo {
  url: string;
  hex: string;
}

/** simple-icons logos where the brand is in the set, with its brand colour; the others get a monogram badge. */
const logos: Partial<Record<TickerName, Logo>> = {
  NodeJS: { url: nodedotjs, hex: '5FA04E' },
  GoLang: { url: go, hex: '00ADD8' },
  Angular: { url: angular, hex: '0F0F11' },
  Mongodb: { url: mongodb, hex: '47A248' },
  Snowflake: { url: snowflake, hex: '29B5E8' },
  Linux: { url: linux, hex: 'FCC624' },
  Unity: { url: unity, hex: 'FFFFFF' },
};
const monograms: Partial<Record<TickerName, string>> = { Java: 'J', SQL: 'SQL', SDK: 'SDK', 'Visual Studio': 'VS' };

/** Brand colours too pale to read on white fall back to ink. */
function markColour(hex: string): string {
  const value = Number.parseInt(hex, 16);
  const luminance = 0.299 * (value >> 16) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 170 ? 'var(--color-ink-800)' : `#${hex}`;
}

function TickerItem({ name }: { name: TickerName }) {
  const logo = logos[name];
  return (
    <li className="home-ticker__item">
      {logo ? (
        <span
          className="home-ticker__logo"
          aria-hidden="true"
          style={{ '--home-logo': `url("${logo.url}")`, backgroundColor: markColour(logo.hex) } as CSSProperties}
        />
      ) : (
        <span className="monogram home-ticker__monogram" aria-hidden="true">
          {monograms[name]}
        </span>
      )}
      <span className="home-ticker__name">{name}</span>
    </li>
  );
}

/** The technology ticker under the document's title: a list scrolled in a loop, its duplicate copy hidden from assistive technology. */
export function TechTicker({ title }: { title: string }) {
  return (
    <section className="home-ticker" aria-labelledby="home-ticker-title">
      <div className="container">
        <h2 id="home-ticker-title" className="home-ticker__title">
          {title}
        </h2>
      </div>
      <div className="home-ticker__viewport" data-testid="home-ticker">
        <div className="home-ticker__track">
          <ul className="home-ticker__list">
            {tickerNames.map((name) => (
              <TickerItem key={name} name={name} />
            ))}
          </ul>
          <ul className="home-ticker__list home-ticker__list--copy" aria-hidden="true">
            {tickerNames.map((name) => (
              <TickerItem key={name} name={name} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
