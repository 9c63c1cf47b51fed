/** A page's head as HTML, for the server renderer (the browser applies the same tags with applyHead). */
import type { Head } from '../lib/head-tags';

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (value: string) => escapeText(value).replace(/"/g, '&quot;');
/** JSON inside <script>: `<` escaped so no text can close the element. */
const escapeScript = (value: string) => value.replace(/</g, '\\u003c');

export function headToHtml(head: Head): string {
  const tags = head.tags.map(({ tag, attrs, text }) => {
    const attributes = Object.entries({ ...attrs, 'data-head': '' })
      .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`))
      .join('');
    return tag === 'script' ? `<script${attributes}>${escapeScript(text ?? '')}</script>` : `<${tag}${attributes}>`;
  });
  return [`<title>${escapeText(head.title)}</title>`, ...tags].join('\n    ');
}
