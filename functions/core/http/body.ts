/**
 * Request bodies: JSON, URL-encoded or multipart form data (the admin screens
 * send multipart, spec §5). Multipart is parsed by busboy; files are refused,
 * because images travel through presigned uploads, never through a function.
 */
import busboy from 'busboy';
import { messages } from '../../contract/messages';
import { HttpError } from './errors';

export type Body = Record<string, unknown>;

const maxBodyBytes = 1024 * 1024;

export async function parseBody(raw: string | undefined, isBase64: boolean, contentType: string | undefined): Promise<Body> {
  if (!raw) return {};
  const bytes = Buffer.from(raw, isBase64 ? 'base64' : 'utf8');
  if (bytes.length > maxBodyBytes) throw new HttpError(413, 'The request is too large.');
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return parseMultipart(bytes, contentType!);
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

function parseMultipart(bytes: Buffer, contentType: string): Promise<Body> {
  return new Promise((resolve, reject) => {
    const fields: [string, string][] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: { fields: 200, fieldSize: maxBodyBytes } });
    } catch {
      reject(new HttpError(400, messages.badRequest));
      return;
    }
    let refused = false;
    parser.on('field', (name, value) => fields.push([name, value]));
    parser.on('file', (_name, stream) => {
      refused = true;
      stream.resume();
    });
    parser.on('error', () => reject(new HttpError(400, messages.badRequest)));
    parser.on('close', () => (refused ? reject(new HttpError(400, messages.filesNotAccepted)) : resolve(collect(fields))));
    parser.end(bytes);
  });
}
