/** A manual redirect's form: an old path of the site (or of the old site) and the page of this site it now leads to. */
import * as v from 'valibot';
import { maxRedirectPathLength, redirectMessages } from '../redirects';
import { form, text } from './fields';
import { isSitePath } from './patterns';

const sitePath = v.check((text: string) => isSitePath(text), redirectMessages.sitePath);

export const redirectSchema = form({
  from: text('Old path', { required: redirectMessages.fromRequired, maxLength: maxRedirectPathLength, rule: sitePath }),
  to: text('New path', { required: redirectMessages.toRequired, maxLength: maxRedirectPathLength, rule: sitePath }),
});
