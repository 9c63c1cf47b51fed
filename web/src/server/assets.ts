/**
 * The client build's files a page needs in its HTML: the CSS (so the page is
 * styled without JavaScript) and module preloads of its route chunk.
 */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  styles: string[];
  preloads: string[];
}

/** Files the entry (index.html) already loads: never repeated. */
function entryFiles(manifest: Manifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

/** CSS and chunks of the given source modules (route pages) and their static imports. */
export function assetsFor(manifest: Manifest, modules: readonly string[]): PageAssets {
  const known = entryFiles(manifest);
  const styles: string[] = [];
  const preloads: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!known.has(chunk.file)) preloads.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!known.has(css) && !styles.includes(`/${css}`)) styles.push(`/${css}`);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  // A page's lazy regions (deferred hydration) are in its markup: their CSS is linked, their code is not preloaded.
  const addCss = (key: string, seenCss: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seenCss.has(key)) return;
    seenCss.add(key);
    for (const css of chunk.css ?? []) if (!known.has(css) && !styles.includes(`/${css}`)) styles.push(`/${css}`);
    for (const imported of chunk.imports ?? []) addCss(imported, seenCss);
  };
  const seenCss = new Set(seen);
  for (const module of modules) for (const lazy of manifest[module]?.dynamicImports ?? []) addCss(lazy, seenCss);
  return { styles, preloads };
}

export const assetsToHtml = ({ styles, preloads }: PageAssets): string =>
  [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
