import type { SimpleIcon } from 'simple-icons';
import './tech-logo.css';

/**
 * A technology: its simple-icons logo when the brand is there (the drawing,
 * or the file the build wrote for it: web/build-plugins/logo-files.ts),
 * otherwise a monogram badge.
 */
export interface TechLogo {
  name: string;
  icon?: Pick<SimpleIcon, 'path' | 'hex'> | undefined;
  src?: string;
}

/** Two letters for brands simple-icons does not carry: "Microsoft Azure" → "MA". */
export function monogram(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [name.slice(0, 2)];
  return letters.join('').toUpperCase();
}

/** A brand mark at 32 px (or the given size): the logo's file or simple-icons path, or a monogram badge. */
export function TechLogoMark({ logo, size = 32 }: { logo: TechLogo; size?: number }) {
  // The same box as the drawing: the file draws the same path in the same colour.
  if (logo.src) return <img className="tech-logo__svg" src={logo.src} width={size} height={size} alt="" decoding="async" />;
  if (logo.icon) {
    return (
      <svg className="tech-logo__svg" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={logo.icon.path} fill={`#${logo.icon.hex}`} />
      </svg>
    );
  }
  return (
    <span className="monogram tech-logo__monogram" style={{ width: size, height: size }} aria-hidden="true">
      {monogram(logo.name)}
    </span>
  );
}

/** Logo and name side by side, as used in skill tabs and tool grids. */
export function TechChip({ logo }: { logo: TechLogo }) {
  return (
    <span className="tech-logo">
      <span className="tech-logo__mark">
        <TechLogoMark logo={logo} size={28} />
      </span>
      <span className="tech-logo__name">{logo.name}</span>
    </span>
  );
}
