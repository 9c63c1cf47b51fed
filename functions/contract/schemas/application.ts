/**
 * The career application form and the requests around it: the same rules in
 * the browser and on the server. The CV is named by the key its upload was
 * given; its bytes are checked on the server after the upload.
 */
import * as v from 'valibot';
import {
  applicationMessages,
  applicationStages,
  type ApplicationStage,
  cvContentTypes,
  cvUploadKeyPattern,
  maxCvBytes,
} from '../applications';
import { unassigned } from '../leads';
import { checkbox, form, text } from './fields';
import { itemRefPattern, simpleEmail, strictEmail } from './patterns';

/** A LinkedIn profile or a portfolio: any http(s) address with a host that has a dot. */
const webAddress = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

export const applicationSchema = form({
  careerId: text('Job', { required: 'Choose the job you apply for.', rule: v.regex(itemRefPattern, 'Choose the job you apply for.') }),
  name: text('Full name', { required: 'Full name is required.', maxLength: 100 }),
  email: text('Email', { required: 'Valid email is required.', maxLength: 254, rule: v.regex(strictEmail, 'Valid email is required.') }),
  phone: text('Phone', {
    required: 'Valid phone number is required.',
    maxLength: 20,
    rule: v.regex(/^\+?[0-9 ()-]{7,20}$/, 'Valid phone number is required.'),
  }),
  url: text('LinkedIn or portfolio URL', {
    maxLength: 500,
    rule: v.regex(webAddress, 'Enter a web address starting with https://.'),
  }),
  coverNote: text('Cover note', { maxLength: 3000 }),
  cvUploadId: text('CV', { required: applicationMessages.cvMissing, rule: v.regex(cvUploadKeyPattern, applicationMessages.cvMissing) }),
  consent: checkbox('Consent', { required: 'You must agree to the Privacy Policy to apply.' }),
});

/** The CV upload request: what the browser says it will send; the stored bytes are checked again. */
export const cvUploadSchema = form({
  contentType: text('Content type', {
    required: applicationMessages.cvWrongType,
    rule: v.picklist(Object.values(cvContentTypes), applicationMessages.cvWrongType),
  }),
  size: text('Size', {
    required: applicationMessages.cvTooLarge,
    rule: v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,8}$/, applicationMessages.cvTooLarge),
      v.check((size) => Number(size) <= maxCvBytes, applicationMessages.cvTooLarge),
    ),
  }),
});

/** HR's change to an application: stage, assignee ("none" clears it), a new note; any of them. */
export const applicationUpdateSchema = form({
  stage: text<ApplicationStage>('Stage', { rule: v.picklist(applicationStages, applicationMessages.stage) }),
  assignee: text('Assigned to', {
    maxLength: 254,
    rule: v.check((value: string) => value === unassigned || simpleEmail.test(value), 'Choose someone from the team.'),
  }),
  note: text('Note', { maxLength: 2000 }),
});
