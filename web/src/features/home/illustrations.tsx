/** Drawn illustrations of the home page: no image files, every drawing sized by its viewBox and CSS. */
import type { CaseStudyArt } from '@contract/schemas/content';

export function TransformChart() {
  const bars = [70, 95, 88, 120, 140, 168, 190];
  return (
    <svg className="home-chart" viewBox="0 0 480 300" width="480" height="300" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="home-chart-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3d5afe" />
          <stop offset="1" stopColor="#8b5cf6" stopOpacity="0.35" />
        </linearGradient>
      </defs>
      <rect width="480" height="300" rx="16" fill="#ffffff" />
      {[60, 120, 180, 240].map((y) => (
        <line key={y} x1="32" x2="452" y1={y} y2={y} stroke="#d8dfee" strokeDasharray="4 6" />
      ))}
      {bars.map((h, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a constant chart that never reorders; a bar is its slot, and heights may repeat
        <rect key={i} x={48 + i * 58} y={264 - h} width="34" height={h} rx="6" fill="url(#home-chart-bar)" />
      ))}
      <polyline
        points={bars.map((h, i) => `${65 + i * 58},${244 - h}`).join(' ')}
        fill="none"
        stroke="#ff9f43"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {bars.map((h, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a constant chart that never reorders; a point is its slot, and heights may repeat
        <circle key={i} cx={65 + i * 58} cy={244 - h} r="5" fill="#ffffff" stroke="#ff9f43" strokeWidth="3" />
      ))}
    </svg>
  );
}

/** Isometric blocks for the three-card feature block. */
export function IsometricStack() {
  const block = (x: number, y: number, top: string, left: string, right: string) => (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 -40 L70 0 L0 40 L-70 0 Z" fill={top} />
      <path d="M-70 0 L0 40 L0 90 L-70 50 Z" fill={left} />
      <path d="M70 0 L0 40 L0 90 L70 50 Z" fill={right} />
    </g>
  );
  return (
    <svg className="home-iso" viewBox="0 0 440 380" width="440" height="380" aria-hidden="true" focusable="false">
      <ellipse cx="220" cy="330" rx="180" ry="34" fill="#e6ebf7" />
      {block(150, 220, '#e8ecff', '#b9c3e0', '#8f9dd0')}
      {block(290, 220, '#e8ecff', '#b9c3e0', '#8f9dd0')}
      {block(220, 180, '#c9d2ff', '#6f86ff', '#3d5afe')}
      {block(220, 100, '#e9ddff', '#a98bf8', '#8b5cf6')}
      {block(220, 20, '#fff1e3', '#ffc890', '#ff9f43')}
      <g stroke="#3d5afe" strokeWidth="2" strokeDasharray="4 5" fill="none">
        <path d="M60 110 C90 60 130 40 160 40" />
        <path d="M380 110 C350 60 310 40 280 40" />
      </g>
      <circle cx="60" cy="110" r="8" fill="#3d5afe" />
      <circle cx="380" cy="110" r="8" fill="#8b5cf6" />
    </svg>
  );
}

const people: [number, number][] = [
  [80, 60],
  [160, 44],
  [240, 60],
  [120, 116],
  [200, 116],
];

/** Rounded rectangles of a teaser drawing, each written like SVG data: `x y width height radius fill`. */
const boxes = (...specs: string[]) =>
  specs.map((spec) => {
    const [x, y, width, height, rx, fill] = spec.split(' ');
    return <rect key={spec} x={x} y={y} width={width} height={height} rx={rx} fill={fill} />;
  });

/** One small drawing per case-study teaser. */
export function TeaserIllustration({ art }: { art: CaseStudyArt }) {
  return (
    <svg
      className={`home-teaser__art home-teaser__art--${art}`}
      viewBox="0 0 320 160"
      width="320"
      height="160"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="320" height="160" fill="currentColor" opacity="0.12" />
      <circle cx="270" cy="30" r="70" fill="currentColor" opacity="0.12" />
      {art === 'health' && (
        <>
          {boxes('40 40 120 80 10 #ffffff', '186 52 56 56 12 #ffffff')}
          <polyline
            points="52,84 78,84 88,60 102,104 114,72 124,84 148,84"
            fill="none"
            stroke="#c62828"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path d="M207 62 h14 v14 h14 v14 h-14 v14 h-14 v-14 h-14 v-14 h14 Z" fill="#12805c" />
        </>
      )}
      {art === 'edtech' && (
        <>
          {boxes('60 36 150 96 8 #ffffff', '76 52 70 8 4 #3d5afe', '76 68 110 6 3 #b9c3e0', '76 82 96 6 3 #b9c3e0')}
          <circle cx="180" cy="110" r="10" fill="#ff9f43" />
          <path d="M222 74 L262 58 L302 74 L262 90 Z" fill="#13224a" />
          <path d="M240 82 v18 c0 8 44 8 44 0 v-18 l-22 8 Z" fill="#1e3166" />
        </>
      )}
      {art === 'hrtech' && (
        <>
          {people.map(([x, y], i) => (
            <g key={`${x}-${y}`}>
              <circle cx={x} cy={y} r="18" fill="#ffffff" />
              <circle cx={x} cy={y - 4} r="6" fill={i === 1 ? '#ff9f43' : '#3d5afe'} />
              <path d={`M${x - 10} ${y + 11} a10 8 0 0 1 20 0`} fill={i === 1 ? '#ff9f43' : '#3d5afe'} />
            </g>
          ))}
          <path d="M98 56 L142 48 M178 48 L222 56 M90 76 L110 100 M230 76 L210 100" fill="none" stroke="#ffffff" strokeWidth="3" />
        </>
      )}
      {art === 'ecommerce' && (
        <>
          {boxes('50 30 130 100 10 #ffffff', '64 44 46 40 6 #e8ecff', '120 44 46 40 6 #fff1e3', '64 94 102 22 11 #3d5afe')}
          <path
            d="M206 56 h16 l12 48 h52 l10 -36 h-66"
            fill="none"
            stroke="#ffffff"
            strokeWidth="5"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          <circle cx="242" cy="120" r="7" fill="#ffffff" />
          <circle cx="278" cy="120" r="7" fill="#ffffff" />
        </>
      )}
      {art === 'security' && (
        <>
          <path d="M160 24 L214 44 V82 C214 112 190 132 160 142 C130 132 106 112 106 82 V44 Z" fill="#ffffff" />
          <rect x="140" y="76" width="40" height="32" rx="5" fill="#13224a" />
          <path d="M148 76 v-10 a12 12 0 0 1 24 0 v10" fill="none" stroke="#13224a" strokeWidth="5" />
          {[232, 32].flatMap((x) =>
            [0, 1, 2].map((i) => (
              <rect key={`${x}-${i}`} x={x} y={46 + i * 26} width="56" height="18" rx="4" fill="#ffffff" opacity={0.85 - i * 0.2} />
            )),
          )}
        </>
      )}
    </svg>
  );
}
