import toast, { type ToastOptions } from 'react-hot-toast';
import type { ApiResult } from '@contract/entities';
import { messages } from '@contract/messages';
import { isAcknowledged } from '../../lib/api';
import { type AnySchema, type SchemaFormOptions, useSchemaForm } from './use-schema-form';

interface EnquiryOptions<S extends AnySchema, V extends Record<string, unknown>> extends SchemaFormOptions<S, V> {
  /** Sends the values as typed (spec §7) and answers the function's result. */
  send: (values: V) => Promise<Pick<ApiResult, 'ack' | 'errors'>>;
  /** Where the two toasts show and for how long; react-hot-toast's defaults without. */
  toastOptions?: ToastOptions;
}

/**
 * A public enquiry's form state and submit (spec §4, §5): checked at each submit and sent only
 * without errors; then a success toast and an empty form, or the server's errors and a failure toast.
 * `enquiry` is what the EnquiryForm frame takes.
 */
export function useEnquiry<S extends AnySchema, V extends Record<string, unknown>>({
  send,
  toastOptions,
  ...options
}: EnquiryOptions<S, V>) {
  const form = useSchemaForm(options);
  const onSubmit = form.handleSubmit(async () => {
    const result = await send(form.values);
    if (isAcknowledged(result)) {
      toast.success(messages.formSubmitted, toastOptions);
      form.reset();
    } else {
      form.showServerErrors(result.errors);
      toast.error(messages.formFailed, toastOptions);
    }
  });
  return { form, enquiry: { sending: form.sending, formRef: form.formRef, onSubmit } };
}
