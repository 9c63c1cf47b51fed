/**
 * Pagefind's excerpts are text with the hits wrapped in <mark> and `<`/`>`
 * escaped. Only the marks become markup: everything else is shown as text,
 * so nothing from a page can inject HTML into the results.
 */
export interface ExcerptPart {
  text: string;
  hit: boolean;
}

const entities: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };

const decode = (text: string) => text.replace(/&(lt|gt|amp|quot|#39);/g, (entity) => entities[entity] ?? entity);

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let hit = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') hit = true;
    else if (piece === '</mark>') hit = false;
    else if (piece !== '') parts.push({ text: decode(piece), hit });
  }
  return parts;
}
