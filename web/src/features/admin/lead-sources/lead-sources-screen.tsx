/**
 * /admin/lead-sources (Owners, Sales): where the enquiries of the last 30 or
 * 90 days came from, by source, medium, campaign and landing page, from the
 * day counters written as each enquiry arrived.
 */
import { useSearchParams } from 'react-router';
import { type LeadSourceDays, type LeadSources, leadSourceDays, sourceDimensionLabels, sourceDimensions } from '@contract/attribution';
import { usePageMeta } from '../../../components/page-meta';
import { formatDate } from '../../../lib/format';
import { AdminScreen } from '../shared/admin-screen';
import { messageOf } from '../shared/admin-read';
import { ReadFailure } from '../shared/read-failure';
import { SourceTable } from './source-table';
import { useLeadSources } from './use-lead-sources';
import './lead-sources.css';

/** The period lives in the URL (?days=90), so a view can be reloaded and shared; 30 days unless it says 90. */
function usePeriod(): [LeadSourceDays, (days: LeadSourceDays) => void] {
  const [params, setParams] = useSearchParams();
  const days: LeadSourceDays = params.get('days') === '90' ? 90 : 30;
  return [days, (next) => setParams(next === 30 ? {} : { days: String(next) }, { replace: true })];
}

/** "from Oct 28, 2026 to Nov 26, 2026: 3 contact, 1 hiring." */
const periodText = ({ from, to, contact, hire }: Pick<LeadSources, 'from' | 'to' | 'contact' | 'hire'>) =>
  `from ${formatDate(from)} to ${formatDate(to)}: ${contact} contact, ${hire} hiring.`;

export function LeadSourcesScreen() {
  usePageMeta('Leads by source', 'Where the enquiries of the last 30 or 90 days came from.', { noindex: true });
  const [days, setDays] = usePeriod();
  const { data, error, isLoading, mutate } = useLeadSources(days);

  return (
    <AdminScreen title="Leads by source" className="lead-sources">
      <p className="lead-sources__intro">
        Contact messages and hiring enquiries by the campaign (UTM tags) or site that sent the visitor, and the page their visit began on.
      </p>
      <fieldset className="lead-sources__period">
        <legend>Period</legend>
        {leadSourceDays.map((option) => (
          <label key={option}>
            <input type="radio" name="days" value={option} checked={days === option} onChange={() => setDays(option)} />
            <span>Last {option} days</span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <ReadFailure message={messageOf(error)} retry={() => void mutate()} />
      ) : !data || isLoading ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <p className="lead-sources__total" role="status">
            <strong>{data.total}</strong> {data.total === 1 ? 'enquiry' : 'enquiries'} {periodText(data)}
          </p>
          <div className="lead-sources__grid">
            {sourceDimensions.map((dimension) => (
              <SourceTable
                key={dimension}
                label={sourceDimensionLabels[dimension]}
                counts={data.dimensions[dimension]}
                total={data.total}
              />
            ))}
          </div>
        </>
      )}
    </AdminScreen>
  );
}
