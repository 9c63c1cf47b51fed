import type { HomePage as HomeDocument } from '@contract/entities';
import './stats-section.css';

/** The company in numbers, lifted over the hero's lower edge. */
export function StatsSection({ stats }: { stats: HomeDocument['stats'] }) {
  return (
    <section className="home-stats" aria-label="Company in numbers">
      <div className="container">
        <dl className="home-stats__band">
          {stats.map((stat) => (
            <div key={stat.label} className="home-stats__item">
              <dt className="home-stats__label">
                {stat.label} <span className="home-stats__detail">{stat.detail}</span>
              </dt>
              <dd className="home-stats__value">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
