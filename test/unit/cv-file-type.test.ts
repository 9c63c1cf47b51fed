import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { applicationMessages, maxCvBytes } from '../../functions/contract/applications';
import { applicationSchema, cvUploadSchema } from '../../functions/contract/schemas/application';
import { sniffCv } from '../../functions/core/applications/cv-file-type';
import { docxBytes, exeBytes, pdfBytes, xlsxBytes } from '../integration/cv-files';
import { pngBytes } from '../integration/harness';

describe('a CV is checked by its bytes', () => {
  it('knows a PDF and a DOCX', () => {
    expect(sniffCv(pdfBytes)).toBe('pdf');
    expect(sniffCv(docxBytes)).toBe('docx');
  });

  it.each([
    ['a program', exeBytes],
    ['a PNG image', pngBytes],
    ['a spreadsheet (a ZIP without word/)', xlsxBytes],
    ['plain text that mentions %PDF- later', new TextEncoder().encode('hello %PDF-1.4')],
    ['an empty file', new Uint8Array()],
  ])('refuses %s', (_, bytes) => {
    expect(sniffCv(bytes)).toBeNull();
  });
});

describe('the application form rules', () => {
  const valid = {
    careerId: 'job-1',
    name: 'Asha Verma',
    email: 'asha@example.org',
    phone: '+91 98765 43210',
    url: 'https://www.linkedin.com/in/asha',
    coverNote: 'I build APIs.',
    cvUploadId: `applications-staged/${crypto.randomUUID()}`,
    consent: true,
  };
  const errorOf = (input: Record<string, unknown>) => {
    const result = v.safeParse(applicationSchema, input);
    return result.success ? null : result.issues[0].message;
  };

  it('accepts a complete application, with or without the optional URL and note', () => {
    expect(errorOf(valid)).toBeNull();
    expect(errorOf({ ...valid, url: '', coverNote: '' })).toBeNull();
  });

  it.each([
    ['no consent', { consent: false }, 'You must agree to the Privacy Policy to apply.'],
    ['a bad e-mail', { email: 'asha@' }, 'Valid email is required.'],
    ['a bad phone', { phone: 'call me' }, 'Valid phone number is required.'],
    ['a script URL', { url: 'javascript:alert(1)' }, 'Enter a web address starting with https://.'],
    ['a long note', { coverNote: 'x'.repeat(3001) }, 'Cover note must be at most 3000 characters.'],
    ['an image upload as CV', { cvUploadId: 'uploads/other' }, applicationMessages.cvMissing],
    ['no CV', { cvUploadId: '' }, applicationMessages.cvMissing],
  ])('refuses %s', (_, change, message) => {
    expect(errorOf({ ...valid, ...change })).toBe(message);
  });

  it('refuses an upload request for another type or over 5 MB', () => {
    expect(v.safeParse(cvUploadSchema, { contentType: 'application/pdf', size: String(maxCvBytes) }).success).toBe(true);
    expect(v.safeParse(cvUploadSchema, { contentType: 'image/png', size: '10' }).issues?.[0].message).toBe(applicationMessages.cvWrongType);
    expect(v.safeParse(cvUploadSchema, { contentType: 'application/pdf', size: String(maxCvBytes + 1) }).issues?.[0].message).toBe(
      applicationMessages.cvTooLarge,
    );
  });
});
