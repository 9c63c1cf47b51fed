/**
 * Fits editor HTML's headings into the page's outline: an editor may start a
 * body with a Heading 3 right under the page's h1, which skips a level (a
 * screen reader's list of headings then has a hole, and HTML checkers flag
 * it). Each heading becomes one level below the heading it belongs under, at
 * most; a class keeps the size the editor chose, so the page looks the same.
 */

/** Any tag as a whole, quoted attribute values included (a `<h3` inside a value is never taken for a tag), or a comment. */
const tagPattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const attributePattern = /\s+([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/** The class that keeps a heading the size of its original level (content/safe-html.css). */
const headingSizeClass = (level: number) => `content-html__h${level}`;

/**
 * Renumbers the headings of sanitized HTML so that the first sits at most one
 * level below `parentLevel` and none goes more than one level deeper than the
 * heading it follows; headings the editor put side by side stay side by side.
 */
export function outlineHeadings(html: string, parentLevel: number): string {
  // The editor's levels still open, each with the level it became.
  const open: Array<{ from: number; to: number }> = [];
  let closing = parentLevel + 1;
  return html.replace(tagPattern, (tag, slash: string | undefined, name: string | undefined, attributes: string | undefined) => {
    const from = Number(/^h([1-6])$/i.exec(name ?? '')?.[1] ?? 0);
    if (!from) return tag;
    if (slash) return `</h${closing}>`;
    while ((open.at(-1)?.from ?? 0) >= from) open.pop();
    const to = Math.min((open.at(-1)?.to ?? parentLevel) + 1, 6);
    open.push({ from, to });
    closing = to;
    return `<h${to}${withClass(attributes ?? '', headingSizeClass(from))}>`;
  });
}

/** The attributes with `name` added to their class (sanitized HTML quotes every value; any quote is re-escaped). */
function withClass(attributes: string, name: string): string {
  let classes = name;
  const others: string[] = [];
  for (const [whole, attribute, quoted] of attributes.matchAll(attributePattern)) {
    if (attribute?.toLowerCase() !== 'class') others.push(whole);
    else if (quoted) classes = `${name} ${unquote(quoted)}`;
  }
  return ` class="${classes.replace(/"/g, '&quot;')}"${others.join('')}`;
}

const unquote = (value: string) => (/^["']/.test(value) ? value.slice(1, -1) : value);
