/**
 * Rich text from the admin editor is sanitized before it is stored. xss (js-xss)
 * keeps the bundle small; the allow-list is what the Quill snow toolbar produces.
 */
import { FilterXSS } from 'xss';

const inline = ['class'];
const richText = new FilterXSS({
  whiteList: {
    p: inline,
    br: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    s: [],
    sub: [],
    sup: [],
    h1: inline,
    h2: inline,
    h3: inline,
    h4: inline,
    blockquote: inline,
    pre: inline,
    code: [],
    ul: inline,
    ol: inline,
    li: ['class', 'data-list'],
    span: inline,
    a: ['href', 'target', 'rel'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href' && !/^(https?:|mailto:|\/|#)/i.test(value.trim())) return '';
    if (name === 'class' && !/^(ql-[\w-]+\s*)+$/.test(value)) return '';
    if (tag === 'a' && name === 'target') return value === '_blank' ? 'target="_blank"' : '';
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return richText.process(html);
}
