/** One dimension's counts as a table with a bar per row: the numbers are text, the bars only show them (no chart library). */
import { useId } from 'react';
import type { SourceCount } from '@contract/attribution';

interface Props {
  label: string;
  counts: readonly SourceCount[];
  total: number;
}

export function SourceTable({ label, counts, total }: Props) {
  const most = counts[0]?.count ?? 0;
  const headingId = useId();
  return (
    <section className="source-table" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      {counts.length === 0 ? (
        <p className="source-table__none">No enquiries in this period.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{label}</th>
              <th scope="col">Enquiries</th>
            </tr>
          </thead>
          <tbody>
            {counts.map(({ value, count }) => (
              <tr key={value}>
                <th scope="row" className="source-table__value">
                  {value}
                </th>
                <td className="source-table__count">
                  <span className="source-table__bar" aria-hidden="true">
                    <span style={{ width: `${most ? Math.max((count / most) * 100, 2) : 0}%` }} />
                  </span>
                  <span>
                    {count}
                    <span className="source-table__share"> ({total ? Math.round((count / total) * 100) : 0}%)</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
