import { siAngular, siGo, siLinux, siMongodb, siNodedotjs, siSnowflake, siUnity } from 'simple-icons';
import { tickerNames, type TickerName } from './home-data';

interface Logo {
  path: string;
  hex: string;
}

/** simple-icons logos where the brand is in the set; the others get a monogram badge. */
const logos: Partial<Record<TickerName, Logo>> = {
  NodeJS: siNodedotjs,
  GoLang: siGo,
  Angular: siAngular,
  Mongodb: siMongodb,
  Snowflake: siSnowflake,
  Linux: siLinux,
  Unity: siUnity,
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
        <svg className="home-ticker__logo" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d={logo.path} fill={markColour(logo.hex)} />
        </svg>
      ) : (
        <span className="home-ticker__monogram" aria-hidden="true">
          {monograms[name]}
        </span>
      )}
      <span className="home-ticker__name">{name}</span>
    </li>
  );
}

/** The technology ticker: a list scrolled in a loop, its duplicate copy hidden from assistive technology. */
export function TechTicker() {
  return (
    <section className="home-ticker" aria-labelledby="home-ticker-title">
      <div className="container">
        <h2 id="home-ticker-title" className="home-ticker__title">
          Technologies our engineers work with every day
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
