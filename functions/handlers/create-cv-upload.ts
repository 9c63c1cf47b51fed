import { createCvUpload } from '../contract/specs/create-cv-upload';
import { createCvUpload as presignCv } from '../core/applications/cv-storage';
import { defineHandler } from '../core/http/public';

/** Public: a presigned POST that lets the candidate's browser put one CV (PDF or DOCX, at most 5 MB) in staging. */
export const handler = defineHandler(createCvUpload, async ({ body }) => ({
  status: 201,
  body: { ack: 1, data: await presignCv(body.contentType) },
}));
