import { AccentGradient } from '../../components/accent-gradient';

/** Decorative banner illustration: rising isometric columns over a network mesh. */
export function BannerArt() {
  const columns = [
    { x: 40, h: 70 },
    { x: 120, h: 110 },
    { x: 200, h: 150 },
    { x: 280, h: 200 },
  ];
  return (
    <svg className="ss-banner__art ink-hero__art" viewBox="0 0 360 300" width="360" height="300" aria-hidden="true">
      <defs>
        <AccentGradient id="ss-col-front" vertical />
      </defs>
      <g className="ss-banner__mesh">
        <path d="M10 60 L90 20 L170 70 L250 30 L340 80 M90 20 L120 110 M170 70 L200 150 M250 30 L280 100" />
        {[
          [10, 60],
          [90, 20],
          [170, 70],
          [250, 30],
          [340, 80],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="4" />
        ))}
      </g>
      {columns.map((column) => (
        <g key={column.x}>
          <path d={`M${column.x} ${280 - column.h} l24 -12 l24 12 l-24 12 Z`} className="ss-banner__col-top" />
          <path d={`M${column.x} ${280 - column.h} l24 12 v${column.h} l-24 -12 Z`} fill="url(#ss-col-front)" />
          <path d={`M${column.x + 24} ${280 - column.h + 12} l24 -12 v${column.h} l-24 12 Z`} className="ss-banner__col-side" />
        </g>
      ))}
      <path d="M30 200 C 120 190, 200 140, 330 60" className="ss-banner__trend" />
      <path d="M316 56 L332 58 L326 73" className="ss-banner__trend" />
    </svg>
  );
}
