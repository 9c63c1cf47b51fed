/** The hero's network illustration: on the first screen, so in the first chunk (the other illustrations load below the fold). */
/** Nodes of the hero mesh, in a 560 x 440 box; edges join the nodes closer than `reach`. */
const meshNodes: [number, number][] = [
  [40, 90],
  [120, 40],
  [210, 80],
  [300, 30],
  [400, 70],
  [500, 40],
  [70, 190],
  [170, 160],
  [260, 200],
  [350, 150],
  [450, 180],
  [530, 140],
  [30, 300],
  [130, 270],
  [230, 320],
  [330, 260],
  [420, 300],
  [520, 260],
  [90, 400],
  [200, 390],
  [310, 410],
  [400, 380],
  [500, 400],
];
const reach = 135;
const meshEdges = meshNodes.flatMap(([x1, y1], i) =>
  meshNodes.slice(i + 1).flatMap(([x2, y2]) => (Math.hypot(x2 - x1, y2 - y1) < reach ? [[x1, y1, x2, y2] as const] : [])),
);
const hubs = new Set([8, 9, 15]);

export function NetworkMesh() {
  return (
    <svg className="home-mesh" viewBox="0 0 560 440" width="560" height="440" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="home-mesh-line" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6f86ff" stopOpacity="0.15" />
          <stop offset="0.5" stopColor="#8b9dff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#b18cff" stopOpacity="0.2" />
        </linearGradient>
        <radialGradient id="home-mesh-glow">
          <stop offset="0" stopColor="#8b5cf6" stopOpacity="0.55" />
          <stop offset="1" stopColor="#3d5afe" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="300" cy="220" r="200" fill="url(#home-mesh-glow)" />
      <g stroke="url(#home-mesh-line)" strokeWidth="1.2">
        {meshEdges.map(([x1, y1, x2, y2]) => (
          <line key={`${x1}-${y1}-${x2}-${y2}`} x1={x1} y1={y1} x2={x2} y2={y2} />
        ))}
      </g>
      {meshNodes.map(([x, y], i) =>
        hubs.has(i) ? (
          <g key={`${x}-${y}`}>
            <circle cx={x} cy={y} r="16" fill="#3d5afe" fillOpacity="0.25" />
            <circle cx={x} cy={y} r="7" fill="#ffffff" />
          </g>
        ) : (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={i % 3 === 0 ? 4.5 : 3} fill={i % 4 === 0 ? '#ff9f43' : '#aab8ff'} />
        ),
      )}
      <g transform="translate(330 226)">
        <rect x="-70" y="-26" width="140" height="52" rx="12" fill="#0b1633" stroke="#6f86ff" strokeOpacity="0.6" />
        <rect x="-54" y="-10" width="60" height="6" rx="3" fill="#aab8ff" />
        <rect x="-54" y="4" width="92" height="6" rx="3" fill="#6f86ff" fillOpacity="0.6" />
      </g>
    </svg>
  );
}

/** A rising chart behind the Transform section's three tags. */
