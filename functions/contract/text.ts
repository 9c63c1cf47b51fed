/**
 * Plain text of stored rich text (HTML), for table cells, derived descriptions
 * and structured data: block ends become spaces, other tags go (inline ones join their words), the entities the
 * editor writes are decoded, white space is folded. With `maxLength`, longer
 * text is cut and ends with an ellipsis.
 */
const entities: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

export function plainText(html: string, maxLength = Number.POSITIVE_INFINITY): string {
  const text = html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
