/**
 * A page "frozen" as static HTML and CSS: the published HTML with every
 * script and every script preload taken out, stylesheets, images and fonts
 * kept. It is what the page would cost with no JavaScript at all, the floor
 * the bench compares the project against.
 */

// A tag's attributes may hold '>' inside quotes, so a tag runs to the first '>' outside them.
const attributes = `(?:[^>"']|"[^"]*"|'[^']*')*`;
const scriptElement = new RegExp(`<script\\b${attributes}>[\\s\\S]*?</script\\s*>`, 'gi');
const linkTag = new RegExp(`<link\\b${attributes}>`, 'gi');

/** The HTML without scripts, module preloads or script preloads. */
export function freezeHtml(html: string): string {
  return html.replace(scriptElement, '').replace(linkTag, (tag) => (loadsScript(tag) ? '' : tag));
}

function loadsScript(linkTag: string): boolean {
  const rel = attribute(linkTag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
  if (rel.includes('modulepreload')) return true;
  return rel.includes('preload') && attribute(linkTag, 'as')?.toLowerCase() === 'script';
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}
