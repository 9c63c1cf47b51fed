import { type ReactNode, useSyncExternalStore } from 'react';
import { axisFor, type Axis, tickLabel } from './graph-axis';
import type { GrowthPoint } from './stories-document';
import './growth-graph.css';

/** Below 768 px the graph switches to its simplified mobile variant. */
export const mobileQuery = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}

const webSize = { width: 800, height: 380 };
const plot = { left: 64, right: 776, top: 40, bottom: 316 };

/** The graph's drawing surface at its natural size; the figure's caption and table carry the meaning. */
function GraphSvg({ size, children }: { size: { width: number; height: number }; children: ReactNode }) {
  return (
    <svg className="ss-graph__svg" viewBox={`0 0 ${size.width} ${size.height}`} width={size.width} height={size.height} aria-hidden="true">
      {children}
    </svg>
  );
}

/** Desktop variant: new clients as bars, active client accounts as a line, on one axis from 0 that fits both. */
function WebGraph({ data, axis }: { data: GrowthPoint[]; axis: Axis }) {
  const slot = (plot.right - plot.left) / data.length;
  // Bars keep their width while there is room, and narrow to leave a gap between years when there are many.
  const barWidth = Math.min(52, slot * 0.6);
  const y = (value: number) => plot.bottom - (value / axis.max) * (plot.bottom - plot.top);
  const cx = (index: number) => plot.left + slot * index + slot / 2;
  const line = data.map((point, index) => `${index === 0 ? 'M' : 'L'}${cx(index)} ${y(point.activeClients)}`).join(' ');
  const area = `${line} L${cx(data.length - 1)} ${plot.bottom} L${cx(0)} ${plot.bottom} Z`;
  return (
    <GraphSvg size={webSize}>
      <defs>
        <linearGradient id="ss-graph-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-accent)" stopOpacity="0.22" />
          <stop offset="1" stopColor="var(--color-accent)" stopOpacity="0" />
        </linearGradient>
      </defs>
      {axis.ticks.map((step) => (
        <g key={step}>
          <line x1={plot.left} x2={plot.right} y1={y(step)} y2={y(step)} className="ss-graph__grid" />
          <text x={plot.left - 14} y={y(step) + 5} textAnchor="end" className="ss-graph__tick">
            {tickLabel(step)}
          </text>
        </g>
      ))}
      {data.map((point, index) => (
        <g key={point.year}>
          <rect
            x={cx(index) - barWidth / 2}
            y={y(point.newClients)}
            width={barWidth}
            height={plot.bottom - y(point.newClients)}
            rx="8"
            className="ss-graph__bar"
          />
          <text x={cx(index)} y={y(point.newClients) - 10} textAnchor="middle" className="ss-graph__bar-label">
            +{point.newClients}
          </text>
          <text x={cx(index)} y={plot.bottom + 34} textAnchor="middle" className="ss-graph__year">
            {point.year}
          </text>
        </g>
      ))}
      <path d={area} fill="url(#ss-graph-area)" />
      <path d={line} className="ss-graph__line" />
      {data.map((point, index) => (
        <g key={point.year}>
          <circle cx={cx(index)} cy={y(point.activeClients)} r="8" className="ss-graph__dot" />
          <text x={cx(index)} y={y(point.activeClients) - 18} textAnchor="middle" className="ss-graph__value">
            {point.activeClients}
          </text>
        </g>
      ))}
    </GraphSvg>
  );
}

const mobileWidth = 340;
const rowHeight = 62;

/** Mobile variant: one horizontal bar per year with the active accounts and the year's new clients; as tall as its years need. */
function MobileGraph({ data, axis }: { data: GrowthPoint[]; axis: Axis }) {
  const barLeft = 52;
  const barMax = 220;
  return (
    <GraphSvg size={{ width: mobileWidth, height: 16 + data.length * rowHeight }}>
      {data.map((point, index) => {
        const top = 12 + index * rowHeight;
        const width = (point.activeClients / axis.max) * barMax;
        return (
          <g key={point.year}>
            <text x="0" y={top + 25} className="ss-graph__year">
              {point.year}
            </text>
            <rect x={barLeft} y={top + 6} width={barMax} height="26" rx="13" className="ss-graph__track" />
            <rect x={barLeft} y={top + 6} width={width} height="26" rx="13" className="ss-graph__hbar" />
            <text x={barLeft + barMax + 12} y={top + 26} className="ss-graph__value">
              {point.activeClients}
            </text>
            <text x={barLeft} y={top + 52} className="ss-graph__note">
              +{point.newClients} new that year
            </text>
          </g>
        );
      })}
    </GraphSvg>
  );
}

/** The growth graph of the success-stories page, drawn in code; the table keeps the figures readable to everyone. */
export function GrowthGraph({ data }: { data: GrowthPoint[] }) {
  const mobile = useIsMobile();
  const axis = axisFor(data.flatMap((point) => [point.newClients, point.activeClients]));
  const first = data[0];
  const last = data[data.length - 1];
  return (
    <figure className={`ss-graph ss-graph--${mobile ? 'mobile' : 'web'}`} data-variant={mobile ? 'mobile' : 'web'}>
      <div className="ss-graph__legend" aria-hidden="true">
        <span className="ss-graph__key ss-graph__key--line">Active client accounts</span>
        {!mobile && <span className="ss-graph__key ss-graph__key--bar">New clients that year</span>}
      </div>
      {mobile ? <MobileGraph data={data} axis={axis} /> : <WebGraph data={data} axis={axis} />}
      {/* A hidden table must sit in a hidden box: a table ignores the 1 px width and would widen the page.
          It comes before the caption, which must be the figure's first or last child. */}
      <div className="visually-hidden">
        <table>
          <caption>Clients per year</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">New clients</th>
              <th scope="col">Active client accounts at year end</th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.year}>
                <th scope="row">{point.year}</th>
                <td>{point.newClients}</td>
                <td>{point.activeClients}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="ss-graph__caption">
        {first && last
          ? `Active client accounts grew from ${first.activeClients} in ${first.year} to ${last.activeClients} in ${last.year}.`
          : null}
      </figcaption>
    </figure>
  );
}
