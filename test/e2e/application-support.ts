/** A career application made the way the careers page makes one (a staged CV, then the form), for the admin screens' tests. */
import type { APIRequestContext } from '@playwright/test';
import { cvContentTypes } from '../../functions/contract/applications';
import { pdfBytes } from '../integration/cv-files';
import { expect } from './fixtures';

/** Applies for the first listed job as `email`; answers nothing: HR finds it by the e-mail. */
export async function applyByApi(request: APIRequestContext, email: string): Promise<void> {
  const jobs = (await (await request.get('/api/getAllCareerPost')).json()) as { data: Array<{ _id: string }> };
  const careerId = jobs.data[0]?._id;
  expect(careerId, 'a published job').toBeTruthy();
  const ticket = await request.post('/api/applications/cv-upload', {
    data: { contentType: cvContentTypes.pdf, size: String(pdfBytes.length) },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const { data } = (await ticket.json()) as { data: { url: string; fields: Record<string, string>; key: string } };
  const upload = await request.post(data.url, {
    multipart: { ...data.fields, file: { name: 'cv.pdf', mimeType: cvContentTypes.pdf, buffer: Buffer.from(pdfBytes) } },
  });
  expect(upload.ok(), 'CV upload to storage').toBe(true);
  const sent = await request.post('/api/applications', {
    data: {
      careerId,
      name: 'Ravi Sen',
      email,
      phone: '+91 98300 54321',
      url: 'https://ravi.example.org',
      coverNote: 'Ten years of QA automation.',
      cvUploadId: data.key,
      consent: true,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}
