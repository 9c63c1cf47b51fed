/** Where the enquiry came from: the visit's landing page, referrer, campaign tags, pages viewed and device. */
import { useId } from 'react';
import { attributionFields, attributionText } from '@contract/attribution';
import { type Fact, FactList } from '../shared/fact-list';
import type { Lead } from './lead-kinds';

const deviceLabels: Record<string, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };

export function LeadSource({ lead }: { lead: Lead }) {
  const headingId = useId();
  const { attribution } = lead;
  return (
    <section className="lead-source" aria-labelledby={headingId}>
      <h2 id={headingId}>Source</h2>
      {attribution ? (
        <FactList
          facts={attributionFields.map(({ key, label }): Fact => {
            const text = attributionText(attribution, key);
            return [label, (key === 'device' ? deviceLabels[text] : text) || (key === 'referrer' ? 'Direct' : '—')];
          })}
        />
      ) : (
        <p className="lead-source__none">Not recorded: this enquiry was sent before sources were kept, or without JavaScript.</p>
      )}
    </section>
  );
}
