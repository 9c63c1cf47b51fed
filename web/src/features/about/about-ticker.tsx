import { aboutTicker } from './about-content';
import './about-ticker.css';

/** The capability ticker: the list is doubled for a seamless loop; the copy is hidden from assistive tech. */
export function AboutTicker() {
  return (
    <div className="about-ticker">
      <div className="about-ticker__track">
        <ul className="about-ticker__list" aria-label="What our teams deliver">
          {aboutTicker.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <ul className="about-ticker__list" aria-hidden="true">
          {aboutTicker.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
