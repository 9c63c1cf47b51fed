/** Hero illustration: stacked isometric blocks on a faint network mesh. */
export function IsometricBlocks() {
  const cubes = [
    { x: 200, y: 230, h: 70, tone: 0 },
    { x: 290, y: 185, h: 110, tone: 1 },
    { x: 110, y: 185, h: 40, tone: 2 },
    { x: 200, y: 140, h: 100, tone: 1 },
    { x: 290, y: 275, h: 30, tone: 2 },
    { x: 110, y: 275, h: 55, tone: 0 },
  ].sort((a, b) => a.y - b.y);
  const s = 44;
  return (
    <svg className="about-hero__art" width="420" height="380" viewBox="0 0 420 380" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="about-top" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--color-accent)' }} />
          <stop offset="1" style={{ stopColor: 'var(--color-accent-2)' }} />
        </linearGradient>
      </defs>
      <g className="about-hero__mesh">
        {[40, 120, 200, 280, 360].map((x) => (
          <line key={`v${x}`} x1={x} y1="20" x2={x} y2="360" />
        ))}
        {[60, 140, 220, 300].map((y) => (
          <line key={`h${y}`} x1="20" y1={y} x2="400" y2={y} />
        ))}
      </g>
      {cubes.map(({ x, y, h, tone }) => {
        const top = y - h;
        return (
          <g key={`${x}-${y}`}>
            <polygon
              points={`${x - s},${top} ${x},${top + s / 2} ${x},${y + s / 2} ${x - s},${y}`}
              className={`about-cube__left about-cube--${tone}`}
            />
            <polygon
              points={`${x},${top + s / 2} ${x + s},${top} ${x + s},${y} ${x},${y + s / 2}`}
              className={`about-cube__right about-cube--${tone}`}
            />
            <polygon
              points={`${x},${top - s / 2} ${x + s},${top} ${x},${top + s / 2} ${x - s},${top}`}
              fill={tone === 1 ? 'url(#about-top)' : undefined}
              className={`about-cube__top about-cube--${tone}`}
            />
          </g>
        );
      })}
      <circle cx="350" cy="70" r="6" className="about-hero__spark" />
      <circle cx="60" cy="320" r="4" className="about-hero__spark" />
    </svg>
  );
}
