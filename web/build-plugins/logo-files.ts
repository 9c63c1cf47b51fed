/**
 * Writes every logo a service page may name (contract/logos) as a small SVG
 * file under /assets/logos/{version}/: pages show them as images, so no page
 * carries a registry of drawings and each downloads only its own logos,
 * cached for good. The version is a hash of all the files: a changed drawing
 * is a new folder.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import * as simpleIcons from 'simple-icons';
import { logoValues } from '../../functions/contract/logos.ts';

const icons = simpleIcons as unknown as Record<string, simpleIcons.SimpleIcon | undefined>;

/** The file of one logo: its path on a 24 × 24 grid, in the brand's colour. */
export function logoSvg(slug: string): string {
  const icon = icons[`si${slug.charAt(0).toUpperCase()}${slug.slice(1)}`];
  if (!icon) throw new Error(`simple-icons has no logo "${slug}"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${icon.path}" fill="#${icon.hex}"/></svg>`;
}

const files = new Map(logoValues.map((slug) => [slug, logoSvg(slug)]));

export const logosVersion = createHash('sha256')
  .update([...files.values()].join('\n'))
  .digest('hex')
  .slice(0, 10);

export function logoFiles(): Plugin {
  return {
    name: 'logo-files',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle() {
      for (const [slug, source] of files) this.emitFile({ type: 'asset', fileName: `assets/logos/${logosVersion}/${slug}.svg`, source });
    },
  };
}
