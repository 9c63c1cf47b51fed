import { useId } from 'react';
import { site } from '../../config/site';

/**
 * A stylised world map drawn in code: simplified continent outlines (longitude,
 * latitude pairs) filled with a dot pattern, and markers on the three offices.
 */
type Outline = ReadonlyArray<readonly [number, number]>;

// biome-ignore format: outlines read as rows of coordinate pairs; one pair per line would triple the file
const continents: Outline[] = [
  // North America
  [
    [-168, 66], [-162, 70], [-150, 71], [-140, 70], [-128, 70], [-115, 68], [-95, 70], [-85, 70], [-78, 64], [-68, 60], [-62, 56],
    [-56, 52], [-60, 47], [-66, 45], [-70, 42], [-74, 40], [-76, 35], [-81, 31], [-80, 26], [-82, 27], [-84, 30], [-90, 30],
    [-97, 27], [-97, 21], [-92, 19], [-88, 21], [-87, 16], [-83, 12], [-80, 8], [-78, 8], [-84, 9], [-87, 13], [-92, 15],
    [-98, 16], [-105, 20], [-106, 23], [-110, 24], [-112, 29], [-110, 23], [-115, 30], [-117, 33], [-121, 35], [-124, 40], [-124, 47],
    [-128, 51], [-134, 57], [-140, 60], [-148, 60], [-154, 58], [-158, 56], [-163, 55], [-158, 59], [-165, 62], [-168, 66],
  ],
  // Greenland
  [
    [-73, 78], [-60, 82], [-30, 83], [-18, 78], [-22, 70], [-32, 68], [-40, 65], [-43, 60], [-50, 64], [-54, 70], [-60, 76], [-73, 78],
  ],
  // South America
  [
    [-80, 9], [-72, 12], [-62, 10], [-52, 5], [-44, -2], [-35, -5], [-38, -13], [-40, -22], [-48, -27], [-53, -34], [-58, -38],
    [-65, -42], [-68, -52], [-72, -54], [-75, -48], [-73, -38], [-71, -30], [-70, -18], [-76, -14], [-81, -5], [-80, 0], [-77, 4], [-80, 9],
  ],
  // Europe and Asia
  [
    [-9, 37], [-9, 43], [-1, 46], [-4, 48], [2, 51], [8, 54], [8, 57], [5, 59], [6, 62], [14, 67], [20, 70], [28, 71], [40, 67],
    [44, 68], [55, 70], [70, 73], [80, 73], [100, 77], [113, 74], [130, 71], [140, 72], [160, 70], [178, 68], [178, 64], [170, 60],
    [163, 59], [160, 54], [156, 51], [156, 57], [150, 60], [142, 59], [137, 54], [141, 48], [135, 43], [130, 42], [129, 35],
    [126, 35], [126, 38], [122, 40], [121, 37], [122, 31], [120, 25], [114, 22], [108, 21], [106, 17], [109, 12], [105, 9],
    [100, 13], [99, 8], [103, 1], [100, 3], [98, 8], [97, 17], [94, 16], [92, 22], [87, 21], [80, 15], [80, 10], [77, 8],
    [76, 10], [73, 17], [72, 21], [67, 25], [57, 25], [56, 27], [50, 30], [48, 29], [51, 25], [56, 26], [59, 22], [55, 17],
    [44, 12], [43, 15], [39, 21], [35, 28], [34, 31], [36, 36], [28, 36], [26, 40], [22, 37], [20, 40], [16, 40], [16, 38],
    [12, 42], [9, 44], [3, 43], [0, 39], [-2, 37], [-6, 36], [-9, 37],
  ],
  // Great Britain
  [[-5, 50], [1, 51], [2, 53], [-1, 55], [-2, 58], [-5, 58], [-6, 56], [-3, 54], [-5, 52]],
  // Ireland
  [[-10, 52], [-6, 52], [-6, 55], [-8, 55], [-10, 54]],
  // Africa
  [
    [-17, 21], [-16, 15], [-17, 14], [-12, 8], [-8, 4], [-2, 5], [5, 6], [9, 4], [10, -2], [13, -9], [12, -17], [15, -27],
    [18, -34], [22, -34], [27, -33], [33, -26], [35, -22], [40, -15], [40, -10], [39, -5], [43, 0], [51, 11], [44, 11], [43, 13],
    [39, 18], [34, 27], [32, 31], [25, 32], [20, 31], [11, 33], [10, 37], [2, 37], [-6, 36], [-10, 30], [-13, 27], [-17, 21],
  ],
  // Madagascar
  [[44, -16], [50, -15], [47, -25], [44, -22]],
  // Sri Lanka
  [[80, 6], [82, 7], [81, 10], [79, 9]],
  // Japan
  [[130, 31], [135, 34], [140, 35], [142, 40], [141, 45], [145, 44], [140, 41], [139, 38], [136, 36], [131, 34]],
  // Philippines
  [[120, 18], [122, 18], [126, 7], [122, 7], [121, 13]],
  // Sumatra and Java
  [[95, 5], [104, -2], [106, -6], [114, -8], [106, -8], [101, -3], [97, 1]],
  // Borneo
  [[109, 2], [117, 7], [119, 1], [116, -4], [110, -3]],
  // New Guinea
  [[131, -1], [141, -3], [150, -10], [141, -9], [134, -4]],
  // Australia
  [
    [114, -22], [122, -18], [130, -12], [137, -12], [136, -15], [141, -11], [146, -19], [153, -26], [151, -33], [146, -39],
    [140, -38], [135, -35], [130, -32], [115, -34], [113, -26],
  ],
  // New Zealand
  [[172, -35], [178, -38], [174, -41], [167, -46], [171, -44], [174, -39]],
];

/** Equirectangular projection, cropped to latitudes 84 N to 58 S. */
const scale = 2;
const top = 84;
const mapWidth = 360 * scale;
const mapHeight = (84 + 58) * scale;
const project = (lon: number, lat: number) => [(lon + 180) * scale, (top - lat) * scale] as const;
const toPath = (outline: Outline) => {
  const points = outline.map(
    ([lon, lat], index) =>
      `${index === 0 ? 'M' : 'L'}${project(lon, lat)
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  return `${points.join(' ')} Z`;
};

/** Office markers: position and which side the label sits on so Kolkata and Singapore never overlap. */
const officeMarkers: Record<string, { lon: number; lat: number; labelDx: number; labelDy: number; anchor: 'start' | 'end' }> = {
  Kolkata: { lon: 88.4, lat: 22.6, labelDx: -14, labelDy: -12, anchor: 'end' },
  California: { lon: -119.4, lat: 36.8, labelDx: 14, labelDy: -12, anchor: 'start' },
  Singapore: { lon: 103.8, lat: 1.35, labelDx: -16, labelDy: 30, anchor: 'end' },
};

const landPaths = continents.map(toPath);

export function WorldMap() {
  const id = useId();
  const patternId = `${id}-dots`;
  const titleId = `${id}-title`;
  const offices = site.offices.flatMap((office) => {
    const marker = officeMarkers[office.city];
    if (!marker) return [];
    const [x, y] = project(marker.lon, marker.lat);
    return [{ ...office, ...marker, x, y }];
  });
  const description = `World map with our offices in ${site.offices.map((office) => (office.city === office.country ? office.city : `${office.city}, ${office.country}`)).join('; ')}.`;
  const [first, ...rest] = offices;
  return (
    <figure className="contact-map">
      <svg
        className="contact-map__svg"
        viewBox={`0 0 ${mapWidth} ${mapHeight}`}
        width={mapWidth}
        height={mapHeight}
        role="img"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{description}</title>
        <defs>
          <pattern id={patternId} width="5" height="5" patternUnits="userSpaceOnUse">
            <circle cx="2.5" cy="2.5" r="1.35" className="contact-map__dot" />
          </pattern>
        </defs>
        <g fill={`url(#${patternId})`}>
          {landPaths.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        {first &&
          rest.map((office) => (
            <path
              key={`route-${office.city}`}
              d={`M${first.x} ${first.y} Q ${(first.x + office.x) / 2} ${Math.min(first.y, office.y) - 70} ${office.x} ${office.y}`}
              className="contact-map__route"
            />
          ))}
        {offices.map((office) => (
          <g key={office.city} className="contact-map__marker">
            <circle cx={office.x} cy={office.y} r="12" className="contact-map__pulse" />
            <circle cx={office.x} cy={office.y} r="6" className="contact-map__pin" />
            <text x={office.x + office.labelDx} y={office.y + office.labelDy} textAnchor={office.anchor} className="contact-map__label">
              {office.city}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="contact-map__caption">
        Our offices:{' '}
        {site.offices.map((office, index) => (
          <span key={office.city}>
            {index > 0 ? ' · ' : ''}
            {office.city === office.country ? office.city : `${office.city}, ${office.country}`}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
