/** Where the enquiry came from: the visit's landing page, referrer, campaign tags, pages viewed and device. */
import { useId } from 'react';
import { attributionFields, attributionText } from '@contract/attribution';
import type { Lead } from './lead-kinds';

const deviceLabels: Record<string, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };

export function LeadSource({ lead }: { lead: Lead }) {
  const headingId = useId();
  const { attribution } = lead;
  return (
    <section className="lead-source" aria-labelledby={headingId}>
      <h2 id={headingId}>Source</h2>
      {attribution ? (
        <dl className="lead-facts">
          {attributionFields.map(({ key, label }) => {
            const text = attributionText(attribution, key);
            return (
              <div key={key} className="lead-facts__row">
                <dt>{label}</dt>
                <dd>{(key === 'device' ? deviceLabels[text] : text) || (key === 'referrer' ? 'Direct' : '—')}</dd>
              </div>
            );
          })}
        </dl>
      ) : (
        <p className="lead-source__none">Not recorded: this enquiry was sent before sources were kept, or without JavaScript.</p>
      )}
    </section>
  );
}
