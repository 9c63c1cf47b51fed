/**
 * The viewer-request function of the site's pages (cloudfront-js-2.0), and
 * how to run it outside CloudFront. A path found in the redirects store (the
 * KeyValueStore associated with it) answers 301 to its new path; otherwise
 * page paths map to the publisher's files: / → /index.html, /x/y and /x/y/ →
 * /x/y/index.html, the admin app (/admin, /admin/*) → /admin/index.html;
 * files (a dot in the last segment) pass unchanged. The admin app is never
 * redirected. No CDK import: the local page server runs this same code.
 */
export const pageRoutingCode = `import cf from 'cloudfront';
var redirects = cf.kvs();
async function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/admin' || uri.indexOf('/admin/') === 0) {
    request.uri = '/admin/index.html';
    return request;
  }
  var to = await movedTo(uri);
  if (to) {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: to }, 'cache-control': { value: 'max-age=300' } } };
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last === '') {
    request.uri = uri + 'index.html';
  } else if (last.indexOf('.') === -1) {
    request.uri = uri + '/index.html';
  }
  return request;
}
async function movedTo(uri) {
  try {
    return await redirects.get(uri);
  } catch (e) {
    return null;
  }
}`;

/** What the function answers: the request to pass on (its uri mapped), or a response of its own (the 301). */
export type RoutingAnswer = { uri: string } | { statusCode: number; headers: Record<string, { value: string }> };

export type RoutingHandler = (event: { request: { uri: string } }) => Promise<RoutingAnswer>;

/**
 * Runs the function's code as CloudFront does, with `lookup` as its
 * KeyValueStore: cf.kvs().get answers a key's value and rejects for a
 * missing key, as the edge's does.
 */
export function routingHandler(code: string, lookup: (key: string) => string | undefined): RoutingHandler {
  const cf = {
    kvs: () => ({
      async get(key: string) {
        const value = lookup(key);
        if (value === undefined) throw new Error(`Key ${key} not found`);
        return value;
      },
    }),
  };
  const body = code.replace("import cf from 'cloudfront';", '');
  return new Function('cf', `${body}\nreturn handler;`)(cf) as RoutingHandler;
}
