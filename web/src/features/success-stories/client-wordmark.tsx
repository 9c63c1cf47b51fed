import type { WordmarkGlyph } from '@contract/schemas/success-stories';
import type { ClientMark } from './stories-document';
import './client-wordmark.css';

/** The shape before each fictional client's name, drawn on a 24-unit grid. */
function Glyph({ glyph }: { glyph: WordmarkGlyph }) {
  switch (glyph) {
    case 'circle':
      return <circle cx="12" cy="12" r="9" />;
    case 'square':
      return <rect x="4" y="4" width="16" height="16" rx="4" />;
    case 'triangle':
      return <path d="M12 3 L21 20 H3 Z" />;
    case 'hexagon':
      return <path d="M12 2 L20.7 7 V17 L12 22 L3.3 17 V7 Z" />;
    case 'diamond':
      return <path d="M12 2 L22 12 L12 22 L2 12 Z" />;
    case 'ring':
      return <circle cx="12" cy="12" r="7.5" fill="none" strokeWidth="4" stroke="currentColor" />;
    case 'bars':
      return (
        <>
          <rect x="3" y="12" width="4.5" height="9" rx="1.5" />
          <rect x="9.75" y="7" width="4.5" height="14" rx="1.5" />
          <rect x="16.5" y="3" width="4.5" height="18" rx="1.5" />
        </>
      );
    case 'arc':
      return <path d="M3 19 A9 9 0 0 1 21 19 H16 A4 4 0 0 0 8 19 Z" />;
  }
}

/** A client "logo": a typographic wordmark drawn in SVG and CSS, no image request. */
export function ClientWordmark({ client }: { client: ClientMark }) {
  return (
    <div className={`ss-wordmark ss-wordmark--${client.tone} ss-wordmark--${client.style}`}>
      <svg className="ss-wordmark__glyph" viewBox="0 0 24 24" width="28" height="28" fill="currentColor" aria-hidden="true">
        <Glyph glyph={client.glyph} />
      </svg>
      <span className="ss-wordmark__name">{client.name}</span>
      <span className="ss-wordmark__sector">{client.sector}</span>
    </div>
  );
}
