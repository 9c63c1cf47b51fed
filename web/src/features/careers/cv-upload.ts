/**
 * Sends a CV straight to the bucket: the function presigns a POST for its
 * declared type and size, the browser posts the file with progress. The
 * server checks the stored bytes when the application is sent.
 */
import { applicationMessages, cvContentTypes, maxCvBytes } from '@contract/applications';
import { routes } from '@contract/routes';
import { callApi } from '../../lib/api';

/** The type to declare for a chosen file, from its type or, when the browser gives none, its extension; null when it is neither. */
export function cvTypeOf(file: File): string | null {
  const known: string[] = Object.values(cvContentTypes);
  if (known.includes(file.type)) return file.type;
  if (/\.pdf$/i.test(file.name)) return cvContentTypes.pdf;
  if (/\.docx$/i.test(file.name)) return cvContentTypes.docx;
  return null;
}

/** What is wrong with a chosen file before anything is sent, or undefined. */
export function cvProblem(file: File | null): string | undefined {
  if (!file) return applicationMessages.cvMissing;
  if (!cvTypeOf(file)) return applicationMessages.cvWrongType;
  if (file.size > maxCvBytes) return applicationMessages.cvTooLarge;
  return undefined;
}

export class CvUploadError extends Error {}

/** Uploads the file; answers its staged key. `onProgress` gets 0–100. */
export async function uploadCv(file: File, onProgress: (percent: number) => void): Promise<string> {
  const contentType = cvTypeOf(file) ?? '';
  const presign = await callApi(routes.createCvUpload, { body: { contentType, size: file.size } });
  if (presign.status !== 201 || !presign.data) throw new CvUploadError(presign.error ?? presign.msg ?? applicationMessages.cvWrongType);
  const { url, fields, key } = presign.data;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300 ? resolve() : reject(new CvUploadError('The CV could not be uploaded. Try again.'));
    request.onerror = () => reject(new CvUploadError('The CV could not be uploaded. Check your connection and try again.'));
    request.send(form);
  });
  onProgress(100);
  return key;
}
