/**
 * Moves a page's JavaScript behind its first paint. The pages are complete
 * server-rendered HTML, so the app's code is not needed to show them; loaded
 * from <head> it only competes with the hero image and the font on a slow
 * link. The entry module script is replaced by the small boot script
 * (web/src/boot/boot.ts), which is given its address and imports it once the
 * page has painted; the module preloads go, as they would fetch the same code
 * up front (the entry's imports and each route's chunks are fetched with it,
 * a route's imports together by Vite's preload helper).
 */

// A tag's attributes may hold '>' inside quotes, so a tag runs to the first '>' outside them.
const attributes = `(?:[^>"']|"[^"]*"|'[^']*')*`;
const moduleScript = new RegExp(`<script\\b(${attributes})>\\s*</script\\s*>`, 'gi');
const linkTag = new RegExp(`[ \\t]*<link\\b(${attributes})>\\n?`, 'gi');

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(` ${tag}`);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML with its entry module script handed to the boot script at `bootSrc`, and without module preloads. */
export function deferEntry(html: string, bootSrc: string): string {
  let entry: string | undefined;
  const withBoot = html.replace(moduleScript, (tag, attrs: string) => {
    const src = attribute(attrs, 'src');
    if (entry || !src || attribute(attrs, 'type')?.toLowerCase() !== 'module') return tag;
    entry = src;
    return `<script type="module" crossorigin src="${escapeAttr(bootSrc)}" data-entry="${escapeAttr(src)}"></script>`;
  });
  if (!entry) return html;
  return withBoot.replace(linkTag, (tag, attrs: string) =>
    attribute(attrs, 'rel')?.toLowerCase().split(/\s+/).includes('modulepreload') ? '' : tag,
  );
}
