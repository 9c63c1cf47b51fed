import { routes } from '@contract/routes';
import type { ImageUpload } from '@contract/entities';
import { messages } from '@contract/messages';
import { signatureBytes, sniffImageType } from '@contract/image-signature';
import { imageContentTypes, uploadSchema, validate } from '@contract/validation';
import { isAcknowledged } from '../../../lib/api';
import type { AdminResult } from '../shared/use-admin-call';

export const acceptedImages = imageContentTypes.join(',');

/** The browser checks what the function checks, with its own upload schema: the type and the size. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  const checked = validate(uploadSchema, { contentType: file.type, size: file.size });
  return checked.ok ? null : (Object.values(checked.errors)[0] ?? null);
}

/** The file's first bytes; Blob.arrayBuffer where the browser has it, else a FileReader. */
function firstBytes(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, signatureBytes);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The whole check at selection: the stated type and size (the upload schema),
 * then the first bytes, as the function reads them after the upload. A text
 * file named .png is refused here, with the server's message, before any request.
 */
export async function checkImage(file: File): Promise<string | null> {
  const problem = imageProblem(file);
  if (problem) return problem;
  const bytes = await firstBytes(file).catch(() => new Uint8Array());
  return sniffImageType(bytes) ? null : messages.imageWrongType;
}

type AdminCaller = <T>(route: typeof routes.createImageUpload, options: { body: Record<string, unknown> }) => Promise<AdminResult<T>>;

/**
 * Sends the image straight to storage: a presigned POST from the API, then the
 * file with an XMLHttpRequest for progress. Resolves with the key to send as `image`.
 */
export async function uploadImage(
  file: File,
  call: AdminCaller,
  onProgress: (fraction: number) => void,
): Promise<{ key: string } | { error: string }> {
  const problem = await checkImage(file);
  if (problem) return { error: problem };
  const ticket = await call<ImageUpload>(routes.createImageUpload, { body: { contentType: file.type, size: file.size } });
  if (!isAcknowledged(ticket) || !ticket.data) {
    return { error: ticket.status === 0 ? messages.serverUnreachable : (ticket.msg ?? ticket.message ?? messages.serverError) };
  }
  const { url, fields, key } = ticket.data;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  const ok = await new Promise<boolean>((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => resolve(request.status >= 200 && request.status < 300));
    request.addEventListener('error', () => resolve(false));
    request.addEventListener('abort', () => resolve(false));
    request.send(form);
  });
  if (!ok) return { error: 'The image could not be uploaded. Please try again.' };
  onProgress(1);
  return { key };
}
