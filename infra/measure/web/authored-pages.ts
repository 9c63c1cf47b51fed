/**
 * The page types an editor creates rather than the seed: a new service and a
 * new case study, each with a photo of its own where the seeded pages show a
 * drawing. They are made through the admin routes, as the back office makes
 * them (sign in, presigned upload, create), so the bench measures what the
 * image pipeline and the publisher make of an editor's work.
 */
import sharp from 'sharp';
import { type RouteDef, routes } from '../../../functions/contract/routes';
import { localAdmin } from '../../local/seed/seed';

/** A camera-sized photo: noise softened into texture compresses like a real one, unlike a flat colour. */
async function photo(): Promise<Uint8Array> {
  const noise = { type: 'gaussian', mean: 120, sigma: 40 } as const;
  const image = sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#2f4a6b', noise } });
  return new Uint8Array(await image.blur(2).jpeg({ quality: 85 }).toBuffer());
}

const newService = (image: string) => ({
  serviceTitle: 'Rust Development',
  slug: 'rust-dev',
  menuLabel: 'Rust',
  menuGroup: 'backend',
  order: '7',
  heroText:
    'Memory-safe services, command-line tools and WebAssembly modules in Rust, built by engineers who have shipped it to production for payments, telemetry and embedded clients.',
  metaDescription:
    'Rust development: memory-safe back ends, high-throughput services and WebAssembly modules, built and maintained by our Rust team.',
  art: 'backend',
  image,
  imageAlt: 'Two Rust engineers reviewing a service’s latency graph on a wall screen',
  offeringsTitle: 'What our Rust team builds',
  offerings: [
    { text: 'High-throughput APIs and stream processors on Tokio and Axum' },
    { text: 'Rewrites of latency-critical C++ and Go services, module by module' },
    { text: 'WebAssembly modules that bring native speed to the browser' },
    { text: 'Command-line tools and agents with a single static binary' },
  ],
  closingTitle: 'Planning a Rust service?',
  closingText: 'Tell us what it has to handle, and we will bring a senior Rust engineer to the first call.',
});

const newCaseStudy = (image: string) => ({
  caseTitle: 'Route planning for a European freight network',
  slug: 'logistics',
  sector: 'LOGISTICS',
  subtitle: 'A planning service that assigns 9,000 daily shipments to trucks in minutes, replacing an overnight batch.',
  metaDescription: 'Case study: how we rebuilt route planning for a European freight network, from overnight batches to plans in minutes.',
  art: 'ecommerce',
  image,
  imageAlt: 'Freight trucks lined up at a distribution centre at dawn',
  overview: [
    {
      text: 'The client moves part loads between 40 depots in six countries. Its plans were computed overnight, so a cancelled pickup or a closed road waited until the next morning.',
    },
  ],
  outcomes: [
    { value: '12%', label: 'fewer kilometres driven per delivered pallet' },
    { value: '6 min', label: 'to re-plan a depot after a change, down from the next day' },
  ],
  whatWeDid: [
    {
      title: 'Modelled the network',
      text: 'Turned depots, vehicles, time windows and driver rules into one constraint model the planners could read.',
    },
    { title: 'Planned continuously', text: 'Moved from a nightly batch to a service that re-plans a depot whenever its orders change.' },
  ],
  technology: [{ name: 'Rust' }, { name: 'PostgreSQL', icon: 'postgresql' }, { name: 'Kafka' }],
  teaserTitle: 'Logistics',
  teaserText: 'Plans for 9,000 daily shipments in minutes instead of overnight.',
  order: '6',
});

async function call(siteUrl: string, route: RouteDef, token: string | undefined, body: unknown) {
  const response = await fetch(`${siteUrl}${route.path}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { token?: string; data?: unknown; msg?: string };
  if (!response.ok) throw new Error(`${route.method} ${route.path} answered ${response.status}: ${answer.msg ?? ''}`);
  return answer;
}

/** Stores the photo through a presigned POST, as the admin's browser does; answers its upload key. */
async function upload(siteUrl: string, token: string, bytes: Uint8Array): Promise<string> {
  const ticket = await call(siteUrl, routes.createImageUpload, token, { contentType: 'image/jpeg', size: bytes.length });
  const { url, fields, key } = ticket.data as { url: string; fields: Record<string, string>; key: string };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes as BlobPart], { type: 'image/jpeg' }), 'photo.jpg');
  const stored = await fetch(url, { method: 'POST', body: form });
  if (!stored.ok) throw new Error(`The photo's upload answered ${stored.status}`);
  return key;
}

/** Waits until the publisher has written the page (it answers 200), for at most a minute. */
async function published(siteUrl: string, path: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await fetch(`${siteUrl}${path}`, { redirect: 'manual' })).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} was not published within a minute`);
}

/** Creates the new service and case study as an editor would; answers their paths once both are published. */
export async function authorPages(siteUrl: string): Promise<string[]> {
  const { token } = await call(siteUrl, routes.adminLogin, undefined, { email: localAdmin.email, password: localAdmin.password });
  if (!token) throw new Error('The local admin could not sign in');
  const bytes = await photo();
  await call(siteUrl, routes.createService, token, newService(await upload(siteUrl, token, bytes)));
  await call(siteUrl, routes.createCaseStudy, token, newCaseStudy(await upload(siteUrl, token, bytes)));
  const paths = ['/studio/rust-dev', '/case-studies/logistics'];
  for (const path of paths) await published(siteUrl, path);
  return paths;
}
