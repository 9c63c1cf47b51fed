/** The footer's newsletter box (spec §5): one e-mail address. */
import { enquiryEmail } from './enquiries';
import { form } from './fields';
import type { Input } from './validate';

export const subscribeSchema = form({ email: enquiryEmail('Email is required.') });

export type SubscribeInput = Input<typeof subscribeSchema>;
