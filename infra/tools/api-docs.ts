/**
 * Writes docs/api.md from the route table (functions/contract/routes.ts) and
 * the route specs (functions/contract/specs/): one entry per route
 * with its access, roles, grants, request schemas, answer type, handler, the
 * core modules the handler calls, and the screens and tests that name it.
 * Generated rather than written so it cannot drift: test/unit/api-docs.test.ts
 * renders it again and fails when the committed file differs.
 *
 *   npm run docs:api            writes docs/api.md
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as v from 'valibot';
import type { RouteSpec } from '../../functions/contract/route-spec';
import * as specs from '../../functions/contract/route-schemas';
import { routeList, type Grants, type RouteDef, type RouteName } from '../../functions/contract/routes';
import { readsSigningKey } from '../stack/api';
import { tableGrant } from '../stack/grant-statements';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const apiDocsPath = join(repoRoot, 'docs', 'api.md');

const contractDir = 'functions/contract';
const schemasDir = `${contractDir}/schemas`;

type Route = RouteDef & { readonly name: RouteName };
type AnySchema = v.GenericSchema & { readonly entries?: Record<string, unknown> };

/** Every file under a folder, as repo-relative paths, sorted so the output is stable. */
function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)))
    .filter(keep)
    .sort();
}

const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path) || path.startsWith('test/');
const isSource = (path: string) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts');

/** Exported request schemas by identity, so a route's body can be named ("contactSchema in schemas/contact.ts"). */
async function namedSchemas(): Promise<Map<unknown, string>> {
  const names = new Map<unknown, string>();
  for (const file of filesUnder(schemasDir, isSource)) {
    const module: Record<string, unknown> = await import(pathToFileURL(join(repoRoot, file)).href);
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && !names.has(value)) names.set(value, `\`${name}\` (${file})`);
    }
  }
  return names;
}

/** Where each spec is declared and the answer type it names (`reply<T>()` exists for the type checker only). */
function specSources(): Map<string, { file: string; response?: string }> {
  const found = new Map<string, { file: string; response?: string }>();
  for (const file of filesUnder(`${contractDir}/specs`, isSource)) {
    const text = read(file);
    for (const match of text.matchAll(/^export const (\w+) = spec\('\w+'(.*?)\);$/gms)) {
      const [, name = '', body = ''] = match;
      const response = /reply<(.+?)>\(\)/s.exec(body)?.[1];
      found.set(name, { file, ...(response ? { response } : {}) });
    }
  }
  return found;
}

/** The core modules a handler imports, with the names it takes from each (the frame under core/http left out). */
function coreCalls(handlerFile: string): string[] {
  const calls: string[] = [];
  for (const match of read(handlerFile).matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'\.\.\/core\/([\w/-]+)'/g)) {
    const [, typeOnly, names = '', module = ''] = match;
    if (typeOnly || module.startsWith('http/')) continue;
    const values = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]);
    if (values.length > 0) calls.push(`${values.map((name) => `\`${name}\``).join(', ')} in \`functions/core/${module}.ts\``);
  }
  return calls;
}

const fieldsOf = (schema: AnySchema | undefined) => Object.keys(schema?.entries ?? {});
const codeList = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(', ');

function tableSummary(grant: NonNullable<Grants['table']>): string {
  const { actions, keyPrefixes, listIndex, leadIndexes } = tableGrant(grant);
  const where = keyPrefixes ? ` on ${codeList(keyPrefixes.map((prefix) => `${prefix}…`))}` : ' on any item';
  return `table ${actions.join(', ')}${where}${listIndex ? ', Query on the list index' : ''}${leadIndexes ? ', Query on the lead indexes' : ''}`;
}

/** A route's grants in words, each one what the CDK stack turns into IAM (infra/stack/grants.ts, api.ts). */
export function grantsSummary(route: RouteDef): string[] {
  const { grants } = route;
  const lines: string[] = [];
  if (grants.table) lines.push(tableSummary(grants.table));
  if (grants.session) lines.push('session check: GetItem on `ADMIN#…`');
  if (grants.audit) lines.push('audit log: PutItem on `AUDIT#…`');
  if (grants.spamGuard) lines.push('spam screen: UpdateItem on `SPAMRATE#…`, GetItem on `BLOCKED#…`');
  if (grants.leadSourceCount) lines.push('lead-source counters: UpdateItem on `LEADSOURCES#…`');
  if (grants.images === 'upload') lines.push('images: presigned POST to `uploads/`');
  if (grants.images === 'write') lines.push('images: read `uploads/`, write and delete `media/`');
  if (readsSigningKey(route)) lines.push('the JWT signing key (Secrets Manager)');
  if (grants.mailQueue) lines.push('SendMessage to the mail queue');
  if (grants.mail) lines.push('SES: send enquiry mail');
  if (grants.transactionalMail) lines.push('SES: send to any address from the configured sender');
  if (grants.pages) lines.push('site bucket page files and CloudFront invalidations');
  return lines.length > 0 ? lines : ['nothing beyond its own code'];
}

/** Files that name the route (`routes.x`, `'x'`) or its literal path. */
function mentions(route: Route, files: readonly { path: string; text: string }[]): string[] {
  const staticPath = route.path.split('{')[0] ?? route.path;
  const name = new RegExp(`routes\\.${route.name}\\b|['"\`]${route.name}['"\`:]`);
  const path = new RegExp(`${escapeRegex(staticPath)}${route.path.includes('{') ? '' : '(?=[\'"`?])'}`);
  return files.filter((file) => name.test(file.text) || path.test(file.text)).map((file) => file.path);
}

function who(route: Route): string {
  if (route.access === 'public') return 'public';
  const roles = route.roles ?? [];
  return `admin: ${roles.join(', ')}`;
}

const anchor = (route: Route) => route.name.toLowerCase();
const link = (path: string) => `[\`${path}\`](../${path})`;

export async function renderApiDocs(): Promise<string> {
  const schemaNames = await namedSchemas();
  const sources = specSources();
  const sourceFiles = [...filesUnder('web/src', isSource), ...filesUnder('test', isSource)].map((path) => ({ path, text: read(path) }));
  const screens = sourceFiles.filter((file) => file.path.startsWith('web/src/') && !isTest(file.path));
  const tests = sourceFiles.filter((file) => isTest(file.path));
  const allSpecs = specs as unknown as Record<string, RouteSpec | undefined>;

  const out: string[] = [
    '# API',
    '',
    '<!-- Generated by `npm run docs:api` (infra/tools/api-docs.ts) from functions/contract/routes.ts and specs/. Do not edit by hand: test/unit/api-docs.test.ts fails when this file is not current. -->',
    '',
    'Generated from the route table ([`functions/contract/routes.ts`](../functions/contract/routes.ts)) and the route specs (`functions/contract/specs/`). Regenerate with `npm run docs:api`; `test/unit/api-docs.test.ts` fails when this file is out of date.',
    '',
    'Every route is one Lambda function behind the HTTP API. Admin routes need `Authorization: Bearer <token>` and one of the listed roles (else 401 / 403); every admin route also reads the caller\'s account (the session check) and every admin write records an audit entry. "Screens" are the web files that name the route; "Tests" the test files that name it or its path. How a request flows is in [architecture.md](architecture.md), the keys in [data-model.md](data-model.md).',
    '',
    '| Route | Method | Path | Who | Handler |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const route of routeList) {
    out.push(`| [${route.name}](#${anchor(route)}) | ${route.method} | \`${route.path}\` | ${who(route)} | \`${route.handler}\` |`);
  }
  for (const route of routeList) {
    const spec = allSpecs[route.name];
    const source = sources.get(route.name);
    const handlerFile = `functions/handlers/${route.handler}.ts`;
    const bodySchema = spec?.body?.schema as AnySchema | undefined;
    out.push('', `## ${route.name}`, '', `\`${route.method} ${route.path}\` · ${who(route)}`, '');
    if (source) out.push(`- Contract: \`${route.name}\` in ${link(source.file)}`);
    if (spec?.params)
      out.push(`- Path parameters: ${codeList(fieldsOf(spec.params.schema as AnySchema))} (a bad one answers ${spec.params.status})`);
    if (spec?.query) out.push(`- Query: ${codeList(fieldsOf(spec.query.schema as AnySchema))} (a bad value answers ${spec.query.status})`);
    if (bodySchema) {
      const named = schemaNames.get(bodySchema);
      out.push(`- Body${spec?.body?.mode === 'partial' ? ' (any of)' : ''}: ${named ? `${named}: ` : ''}${codeList(fieldsOf(bodySchema))}`);
    }
    if (source?.response) out.push(`- Answer \`data\`: \`${source.response}\``);
    const extras = [
      route.throttle === 'strict' ? 'strict throttling' : '',
      route.ack === 'boolean' ? 'answers `ack` true/false' : '',
      route.passwordHash ? 'hashes passwords (more memory and time)' : '',
      route.viewerAddress ? "reads the viewer's address" : '',
    ].filter(Boolean);
    if (extras.length > 0) out.push(`- Also: ${extras.join('; ')}`);
    out.push(`- Handler: ${link(handlerFile)}`);
    const core = coreCalls(handlerFile);
    if (core.length > 0) out.push(`- Core: ${core.join('; ')}`);
    out.push(`- Grants: ${grantsSummary(route).join('; ')}`);
    const onScreen = mentions(route, screens);
    if (onScreen.length > 0) out.push(`- Screens: ${codeList(onScreen)}`);
    const testedBy = mentions(route, tests);
    out.push(`- Tests: ${testedBy.length > 0 ? codeList(testedBy) : 'none name it'}`);
  }
  return `${out.join('\n')}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(apiDocsPath, await renderApiDocs());
  console.log(`Wrote ${relative(repoRoot, apiDocsPath)}`);
}
