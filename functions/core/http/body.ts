/**
 * Request bodies: JSON, URL-encoded or multipart form data (the admin screens
 * send multipart, spec §5). Multipart is parsed by Node's FormData; files are refused,
 * because images travel through presigned uploads, never through a function.
 */
import { messages } from '../../contract/messages';
import { HttpError } from './errors';

export type Body = Record<string, unknown>;

const maxBodyBytes = 1024 * 1024;
const maxFields = 200;

export async function parseBody(raw: string | undefined, isBase64: boolean, contentType: string | undefined): Promise<Body> {
  if (!raw) return {};
  const bytes = Buffer.from(raw, isBase64 ? 'base64' : 'utf8');
  if (bytes.length > maxBodyBytes) throw new HttpError(413, 'The request is too large.');
  const type = (contentType ?? '').toLowerCase();
  if (contentType && type.startsWith('multipart/form-data')) return parseMultipart(bytes, contentType);
  if (type.startsWith('application/x-www-form-urlencoded')) return collect(new URLSearchParams(bytes.toString('utf8')));
  return parseJson(bytes.toString('utf8'));
}

function parseJson(text: string): Body {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, messages.badJson);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new HttpError(400, messages.badJson);
  return parsed as Body;
}

/** Repeated names (eventImages, servicechecked) become lists; a trailing [] is dropped. */
function collect(entries: Iterable<[string, string]>): Body {
  const body: Record<string, string | string[]> = {};
  for (const [rawName, value] of entries) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const existing = body[name];
    if (existing === undefined) body[name] = rawName.endsWith('[]') ? [value] : value;
    else body[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return body;
}

/**
 * Node's own multipart parser (the fetch API's FormData), so no function
 * bundles a parser library. At most 200 fields are kept, a part with an empty
 * filename (an empty file input) counts as a field, any other file is refused,
 * and anything malformed answers 400.
 */
async function parseMultipart(bytes: Buffer, contentType: string): Promise<Body> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, messages.badRequest);
  }
  const fields: [string, string][] = [];
  let refused = false;
  for (const [name, value] of form) {
    if (typeof value !== 'string' && value.name !== '') refused = true;
    else if (fields.length < maxFields) fields.push([name, typeof value === 'string' ? value : await value.text()]);
  }
  if (refused) throw new HttpError(400, messages.filesNotAccepted);
  return collect(fields);
}
