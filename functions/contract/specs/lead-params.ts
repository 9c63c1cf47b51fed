/** The path parameters of the enquiry (lead) and subscriber routes: anything that can name nothing is 404 before the table is asked. */
import * as v from 'valibot';
import type { ContactEnquiry, HireEnquiry } from '../entities';
import { leadKinds, type LeadKind, leadStatuses } from '../leads';
import { messages } from '../messages';
import type { ParamsSpec } from '../route-spec';
import { itemIdPattern, simpleEmail } from '../schemas/patterns';

/** A contact message or hiring enquiry with its lead fields. */
export type Lead = ContactEnquiry | HireEnquiry;

const leadKind = () => v.pipe(v.string(messages.routeNotFound), v.picklist(leadKinds, messages.routeNotFound));

/** `?status=`: one of the lead statuses; none is every status. */
export const statusParam = () => v.optional(v.picklist(leadStatuses, 'Status must be New, In progress, Replied, Closed or Spam.'));

export const leadList = (): ParamsSpec<{ kind: LeadKind }> => ({ schema: v.object({ kind: leadKind() }), status: 404 });
export const leadItem = (): ParamsSpec<{ kind: LeadKind; id: string }> => ({
  schema: v.object({ kind: leadKind(), id: v.pipe(v.string(messages.routeNotFound), v.regex(itemIdPattern, messages.routeNotFound)) }),
  status: 404,
});

export const subscriberEmail = (): ParamsSpec<{ email: string }> => ({
  schema: v.object({
    email: v.pipe(
      v.string('No such subscriber.'),
      v.maxLength(254, 'No such subscriber.'),
      v.regex(simpleEmail, 'No such subscriber.'),
      v.toLowerCase(),
    ),
  }),
  status: 404,
});
