/** The malformed inputs of the adversarial suite (./adversarial.test.ts). */
import type { RouteDef } from '../../functions/contract/routes';

export interface Probe {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The route the probe aims at (for the coverage count). */
  route?: string;
}

/** Path parameters: bad percent-encoding, overlong, traversal, odd characters and numbers. */
export const malformedPathSegments = [
  '%ZZ',
  '%E0%A4%A', // truncated UTF-8
  '%ED%A0%80', // an encoded surrogate
  '%C0%AF', // overlong UTF-8
  '%',
  '%%',
  '%00',
  'a%00b',
  '..%2F..%2Fuploads',
  '%2e%2e',
  '%F0%9F%98%80',
  '%E2%82%AC'.repeat(700), // 2,100 bytes once decoded
  'x'.repeat(3000),
  '__proto__',
  'constructor',
  'null',
  '0',
  '-1',
  '1.5',
  '1e309',
  'NaN',
  '99999999999999999999999',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%201%3D1--",
  'A'.repeat(101),
];

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = { sub: 'x', email: 'admin@example.com', iss: 'enterprise-site', aud: 'enterprise-site-admin', exp: 4102444800 };

/** Authorization headers that must all answer 401 (or 431 for an oversized header). */
export function tokenVariants(signed: { expired: string; foreignKey: string }): Array<Record<string, string>> {
  return [
    {},
    { authorization: '' },
    { authorization: 'Bearer' },
    { authorization: 'Bearer not.a.token' },
    { authorization: `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.` },
    { authorization: `Bearer ${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.${'A'.repeat(43)}` },
    { authorization: `Bearer ${signed.expired}` },
    { authorization: `Bearer ${signed.foreignKey}` },
    { authorization: `Basic ${Buffer.from('admin@example.com:secret').toString('base64')}` },
    { authorization: `Bearer ${'a'.repeat(10_000)}` },
    { authorization: `Bearer ${'a'.repeat(20_000)}` },
  ];
}

/** A field that makes any JSON body of the route invalid, so no variant can ever be stored. */
export function poisonFor(route: RouteDef): Record<string, unknown> {
  switch (route.handler) {
    case 'contact-mail':
      return { terms: false };
    case 'hire-us-mail':
      return { hiringchecked: 'weekly' };
    case 'admin-login':
    case 'newsletter-subscribe':
      return { email: 'not-an-address' };
    case 'create-image-upload':
      return { contentType: 'text/html', size: 10 };
    case 'delete-career-post':
      return { careerListID: 'x'.repeat(100_000) };
    default:
      return { image: 'uploads/../../etc/passwd' };
  }
}

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const json = { 'content-type': 'application/json' };

/** Bodies and content types that cannot be parsed, have the wrong shape or the wrong types. */
export function malformedBodies(poison: Record<string, unknown>): Array<{ headers: Record<string, string>; body?: string | Buffer }> {
  const poisoned = (fields: Record<string, unknown>) => JSON.stringify({ ...fields, ...poison });
  const junkValues: unknown[] = [
    null,
    true,
    1e308,
    -0,
    // biome-ignore lint/correctness/noPrecisionLoss: a number JSON cannot carry exactly is the case under test
    123456789012345678901234567890,
    [],
    [1, [2, [3]]],
    { nested: { deeper: { value: 'x' } } },
    '\u0000',
    '\ud800',
    '𝕏'.repeat(5000),
    '<img src=x onerror=alert(1)>',
    'x'.repeat(300_000),
  ];
  const fieldNames = [
    'email',
    'password',
    'name',
    'emailAddress',
    'contactNo',
    'message',
    'terms',
    'fullName',
    'country',
    'servicechecked',
    'hiringchecked',
    'newsTitle',
    'newsContent',
    'eventImages',
    'eventDate',
    'contentType',
    'size',
    'careerListID',
    'image',
    // Editors' workflow
    'status',
    'publishAt',
    'imageAlt',
    'eventImagesAlt',
  ];
  return [
    { headers: json, body: '{not json' },
    { headers: json, body: '' },
    { headers: json, body: 'null' },
    { headers: json, body: '[]' },
    { headers: json, body: '"a string"' },
    { headers: json, body: '123' },
    { headers: json, body: '1e999' },
    { headers: json, body: '{"a":1,}' },
    { headers: json, body: '\u0000\u0001\u0002' },
    { headers: json, body: '['.repeat(50_000) },
    { headers: json, body: deepJson(5000) },
    { headers: json, body: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) },
    { headers: json, body: '{"a":1}'.padEnd(1_100_000, ' ') }, // over the 1 MB body limit
    { headers: json, body: `{"__proto__":{"admin":true},${poisoned({}).slice(1)}` },
    { headers: json, body: `{"constructor":{"prototype":{"polluted":1}},${poisoned({}).slice(1)}` },
    { headers: { 'content-type': 'text/plain' }, body: poisoned({}) },
    { headers: { 'content-type': 'application/json; charset=utf-16' }, body: poisoned({}) },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '%%%&&==&a[]=1&a[]=2&__proto__[x]=1' },
    { headers: { 'content-type': 'multipart/form-data' }, body: '--x\r\n\r\n' },
    {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.html"\r\nContent-Type: text/html\r\n\r\n<script>1</script>\r\n--x--\r\n',
    },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x\r\nbroken' },
    { headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from([0, 1, 2, 3, 255]) },
    { headers: {}, body: poisoned({}) },
    ...fieldNames
      .flatMap((field) => junkValues.map((value) => ({ headers: json, body: poisoned({ [field]: value }) })))
      .filter((_, i) => i % 4 === 0),
  ];
}
