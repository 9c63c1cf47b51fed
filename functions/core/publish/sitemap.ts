/** sitemap.xml (every public URL with its last change) and robots.txt. */

export interface SitemapEntry {
  path: string;
  /** ISO date-time of the page's last content change. */
  lastmod: string;
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(new URL(path, origin).href)}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
