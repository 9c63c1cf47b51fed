import './about-ticker.css';

/** The capability ticker: the list is doubled for a seamless loop; the copy is hidden from assistive tech. */
export function AboutTicker({ items }: { items: readonly string[] }) {
  return (
    <div className="about-ticker">
      <div className="about-ticker__track">
        <ul className="about-ticker__list" aria-label="What our teams deliver">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <ul className="about-ticker__list" aria-hidden="true">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
