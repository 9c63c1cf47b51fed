/** The frame and grids the service page sections are built from. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Reveal } from '../../components/reveal';
import { TechChip, type TechLogo } from '../../components/tech-logo';
import type { ServiceContent, TextTile } from './content/types';

export type Section<K extends keyof ServiceContent> = NonNullable<ServiceContent[K]>;

/** The button most service sections end with (spec §2). */
export function HireUsButton({ show = true, light = false }: { show?: boolean | undefined; light?: boolean }) {
  if (!show) return null;
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

export function LogoGrid({ items }: { items: TechLogo[] }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them
    <ul className="studio-logos studio-plain-list" role="list">
      {items.map((item) => (
        <li key={item.name}>
          <TechChip logo={item} />
        </li>
      ))}
    </ul>
  );
}

export function TileGrid({ items, columns = 3 }: { items: TextTile[]; columns?: 2 | 3 | 4 }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: list-style: none makes Safari/VoiceOver drop list semantics; the explicit role keeps them
    <ul className={`grid grid--${columns} studio-plain-list`} role="list">
      {items.map((item, index) => (
        <Reveal as="li" key={item.id} index={index} className="card studio-card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Reveal>
      ))}
    </ul>
  );
}
