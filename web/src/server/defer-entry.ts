/**
 * Moves a page's JavaScript behind its first paint. The pages are complete
 * server-rendered HTML, so the app's code is not needed to show them; loaded
 * from <head> it only competes with the hero image and the font on a slow
 * link. The entry module script and every module preload are replaced by the
 * small boot script (web/src/boot/boot.ts), which is given their addresses
 * and fetches them once the page has loaded and painted.
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

/** The HTML with its entry module script and module preloads handed to the boot script at `bootSrc`. */
export function deferEntry(html: string, bootSrc: string): string {
  let entry: string | undefined;
  const withoutEntry = html.replace(moduleScript, (tag, attrs: string) => {
    const src = attribute(attrs, 'src');
    if (entry || !src || attribute(attrs, 'type')?.toLowerCase() !== 'module') return tag;
    entry = src;
    return '\0boot\0';
  });
  if (!entry) return html;
  const preloads: string[] = [];
  const withoutPreloads = withoutEntry.replace(linkTag, (tag, attrs: string) => {
    const rel = attribute(attrs, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(attrs, 'href');
    if (!rel.includes('modulepreload') || !href) return tag;
    if (!preloads.includes(href)) preloads.push(href);
    return '';
  });
  const boot = `<script type="module" crossorigin src="${escapeAttr(bootSrc)}" data-entry="${escapeAttr(entry)}" data-preload="${escapeAttr(preloads.join(' '))}"></script>`;
  return withoutPreloads.replace('\0boot\0', () => boot);
}
