/** The shapes the studio hero drawings are built from. */
import type { ReactNode } from 'react';

/** An isometric block: top, left and right faces, anchored at its top corner (x, y). */
export function IsoBlock({ x, y, w, h, tone = 'a' }: { x: number; y: number; w: number; h: number; tone?: 'a' | 'b' | 'c' }) {
  const dx = w;
  const dy = w / 2;
  return (
    <g className={`art-block art-block--${tone}`}>
      <polygon className="art-block__top" points={`${x},${y} ${x + dx},${y + dy} ${x},${y + 2 * dy} ${x - dx},${y + dy}`} />
      <polygon
        className="art-block__left"
        points={`${x - dx},${y + dy} ${x},${y + 2 * dy} ${x},${y + 2 * dy + h} ${x - dx},${y + dy + h}`}
      />
      <polygon
        className="art-block__right"
        points={`${x + dx},${y + dy} ${x},${y + 2 * dy} ${x},${y + 2 * dy + h} ${x + dx},${y + dy + h}`}
      />
    </g>
  );
}

/** A faint network mesh behind every drawing. */
const meshNodes: [number, number][] = [
  [40, 60],
  [120, 30],
  [210, 80],
  [300, 40],
  [420, 70],
  [70, 180],
  [180, 200],
  [330, 170],
  [440, 220],
  [60, 310],
  [200, 320],
  [360, 300],
  [450, 330],
];
const meshLinks: [number, number][] = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [0, 5],
  [5, 6],
  [6, 7],
  [7, 8],
  [2, 6],
  [3, 7],
  [5, 9],
  [6, 10],
  [7, 11],
  [8, 12],
  [10, 11],
  [9, 10],
  [11, 12],
  [4, 8],
];
export function Mesh() {
  return (
    <g className="art-mesh">
      {meshLinks.map(([a, b]) => {
        const [x1, y1] = meshNodes[a] ?? [0, 0];
        const [x2, y2] = meshNodes[b] ?? [0, 0];
        return <line key={`${a}-${b}`} x1={x1} y1={y1} x2={x2} y2={y2} />;
      })}
      {meshNodes.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={3} />
      ))}
    </g>
  );
}

export function Window({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children?: ReactNode }) {
  return (
    <g>
      <rect className="art-panel" x={x} y={y} width={w} height={h} rx={12} />
      <rect className="art-panel__bar" x={x} y={y} width={w} height={24} rx={12} />
      <circle className="art-dot art-dot--warm" cx={x + 16} cy={y + 12} r={4} />
      <circle className="art-dot" cx={x + 30} cy={y + 12} r={4} />
      <circle className="art-dot" cx={x + 44} cy={y + 12} r={4} />
      {children}
    </g>
  );
}

export function Phone({ x, y, children }: { x: number; y: number; children?: ReactNode }) {
  return (
    <g>
      <rect className="art-panel" x={x} y={y} width={110} height={210} rx={18} />
      <rect className="art-screen" x={x + 8} y={y + 18} width={94} height={174} rx={10} />
      <rect className="art-line" x={x + 40} y={y + 7} width={30} height={4} rx={2} />
      {children}
    </g>
  );
}

export function Bars({ x, y, values }: { x: number; y: number; values: number[] }) {
  return (
    <g>
      {values.map((value, index) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: decorative bars from a constant list that never reorders; a bar is its slot, and values may repeat
          key={index}
          className={index % 3 === 2 ? 'art-fill-warm' : 'art-fill-accent'}
          x={x + index * 22}
          y={y - value}
          width={14}
          height={value}
          rx={3}
        />
      ))}
    </g>
  );
}
