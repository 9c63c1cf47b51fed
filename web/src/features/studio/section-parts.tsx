/** The frame and grids the service page sections are built from. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { Service } from '@contract/entities';
import type { Logo } from '@contract/logos';
import { Reveal } from '../../components/reveal';
import { TechChip, type TechLogo } from '../../components/tech-logo';
import { logoUrl } from '../../components/logo-url';

/** What every section reads: the service as its read answers it. */
export interface SectionProps {
  service: Service;
}

/** An editor's list as stored; an item saved before the section existed has none. */
export const entriesOf = <T,>(entries: readonly T[] | undefined): readonly T[] => entries ?? [];

/** A technology as the chips draw it: its logo's file when it has one, otherwise its initials. */
export const techLogo = (name: string, logo: Logo | undefined): TechLogo => ({ name, ...(logo ? { src: logoUrl(logo) } : {}) });

/** Rows that share a name (a skill tab, a stack layer), one group per name in the order the names first appear. */
export function groupBy<T>(rows: readonly T[], nameOf: (row: T) => string): Array<{ title: string; rows: T[] }> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const name = nameOf(row);
    const group = groups.get(name);
    if (group) group.push(row);
    else groups.set(name, [row]);
  }
  return [...groups].map(([title, grouped]) => ({ title, rows: grouped }));
}

/** The button most service sections end with (spec §2), unless the editor hid it there. */
export function HireUsButton({ hidden = false, light = false }: { hidden?: boolean | undefined; light?: boolean }) {
  if (hidden) return null;
  return (
    <Link className={`btn ${light ? 'btn--light' : 'btn--primary'} studio-hire`} to="/hiring">
      Hire Us <ArrowRight size={18} aria-hidden="true" />
    </Link>
  );
}

export function StudioSection({ id, muted = false, children }: { id: string; muted?: boolean; children: ReactNode }) {
  return (
    <section className={`section studio-section ${muted ? 'section--muted' : ''}`} aria-labelledby={id} data-section={id}>
      <div className="container">{children}</div>
    </section>
  );
}

export function LogoGrid({ items }: { items: readonly TechLogo[] }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them
    <ul className="studio-logos studio-plain-list" role="list">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
        <li key={index}>
          <TechChip logo={item} />
        </li>
      ))}
    </ul>
  );
}

export function TileGrid({ items, columns = 3 }: { items: ReadonlyArray<{ title: string; text: string }>; columns?: 2 | 3 | 4 }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them
    <ul className={`grid grid--${columns} studio-plain-list`} role="list">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: editors' entries may repeat, and the page never reorders them
        <Reveal as="li" key={index} index={index} className="card studio-card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Reveal>
      ))}
    </ul>
  );
}
