import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { ClientWordmark } from './client-wordmark';
import type { ClientYear } from './stories-document';
import './client-accordion.css';

interface ClientAccordionProps {
  years: ClientYear[];
  /** The year open at first; null starts with every year closed. */
  initialOpen?: number | null;
}

/** Client logos grouped by year: one year open at a time or none; clicking the open year closes it (spec §4). */
export function ClientAccordion({ years, initialOpen = years[0]?.year ?? null }: ClientAccordionProps) {
  const [openYear, setOpenYear] = useState<number | null>(initialOpen);
  const baseId = useId();
  return (
    <div className="ss-accordion">
      {years.map((group) => {
        const open = openYear === group.year;
        const buttonId = `${baseId}-button-${group.year}`;
        const panelId = `${baseId}-panel-${group.year}`;
        return (
          <div key={group.year} className={`ss-accordion__item ${open ? 'ss-accordion__item--open' : ''}`}>
            <h3 className="ss-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="ss-accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenYear(open ? null : group.year)}
              >
                <span className="ss-accordion__year">{group.year}</span>{' '}
                <span className="ss-accordion__count">
                  {group.clients.length} new client{group.clients.length === 1 ? '' : 's'}
                </span>
                <ChevronDown className="ss-accordion__chevron" size={24} aria-hidden="true" />
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} className="ss-accordion__panel" hidden={!open}>
              <p className="ss-accordion__summary">{group.summary}</p>
              <ul className="ss-accordion__logos" aria-label={`Clients won in ${group.year}`}>
                {group.clients.map((client, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a wordmark has no identity but its place: an editor may give two clients one name
                  <li key={index}>
                    <ClientWordmark client={client} />
                  </li>
                ))}
              </ul>
            </section>
          </div>
        );
      })}
    </div>
  );
}
