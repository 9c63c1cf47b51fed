import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { routes } from '@contract/routes';
import { webhookSchema } from '@contract/schemas/webhook';
import {
  type Webhook,
  type WebhookEvent,
  type WebhookWithSecret,
  webhookEventLabels,
  webhookEvents,
  webhookFormatLabels,
  webhookFormats,
} from '@contract/webhooks';
import { FieldError } from '../../../components/forms/form-field';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { isAcknowledged } from '../../../lib/api';
import { focusFirstInvalid } from '../shared/focus-invalid';
import { FormFailure } from '../shared/form-failure';
import { SelectField } from '../shared/select-field';
import { failureText, type useAdminCall } from '../shared/use-admin-call';

interface Props {
  call: ReturnType<typeof useAdminCall>;
  /** The webhook to change; none: a new one. */
  editing?: Webhook;
  onSaved: (webhook: Webhook | WebhookWithSecret) => void;
  onCancel?: () => void;
}

interface Values extends Record<string, unknown> {
  url: string;
  events: string[];
  format: string;
  active: boolean;
}

const blank: Values = { url: '', events: ['lead.created'], format: 'json', active: true };

/** URL, events, format and the active switch: adds a webhook, or changes the one being edited. */
export function WebhookForm({ call, editing, onSaved, onCancel }: Props) {
  const id = useId();
  const form = useSchemaForm({
    schema: webhookSchema,
    initial: editing ? { url: editing.url, events: [...editing.events], format: editing.format, active: editing.active } : blank,
    clearOnEdit: true,
  });
  const [failure, setFailure] = useState<string>();

  const save = form.handleSubmit(
    async (value) => {
      setFailure(undefined);
      const answer = editing
        ? await call(routes.updateWebhook, { params: { id: editing._id }, body: value })
        : await call(routes.createWebhook, { body: value });
      if (answer.status === 401) return;
      if (isAcknowledged(answer) && answer.data) {
        onSaved(answer.data);
        if (!editing) form.reset();
        toast.success(answer.msg ?? 'Saved.');
        return;
      }
      if (answer.errors) return form.showServerErrors(answer.errors);
      setFailure(failureText(answer));
      toast.error(failureText(answer));
    },
    { onInvalid: (errors) => focusFirstInvalid(form.formRef.current, errors) },
  );

  const { errors, values } = form;
  const toggle = (event: WebhookEvent, on: boolean) =>
    form.set('events')(on ? [...values.events, event] : values.events.filter((item) => item !== event));
  const title = editing ? 'Edit webhook' : 'Add a webhook';
  return (
    <form {...form.formProps(save)} className="admin-form webhook-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="webhook__title">
        {title}
      </h2>
      <p className="admin-form__intro">
        Each event is posted as JSON, or as a Slack message, signed with the webhook's secret (header X-Webhook-Signature).
      </p>
      <div className={`admin-form__field${errors.url ? ' admin-form__field--invalid' : ''}`} data-field="url">
        <label htmlFor={`${id}-url`}>URL</label>
        <input
          id={`${id}-url`}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://hooks.slack.com/services/…"
          value={values.url}
          aria-required="true"
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={errors.url ? `${id}-url-error` : undefined}
          onChange={(event) => form.set('url')(event.target.value)}
        />
        <FieldError id={`${id}-url-error`} message={errors.url} />
      </div>
      <fieldset
        className={`webhook-form__events${errors.events ? ' webhook-form__events--invalid' : ''}`}
        data-field="events"
        aria-describedby={errors.events ? `${id}-events-error` : undefined}
      >
        <legend className="admin-form__label">Events</legend>
        {webhookEvents.map((event) => (
          <label key={event} className="webhook-form__check">
            <input
              type="checkbox"
              name="events"
              value={event}
              checked={values.events.includes(event)}
              onChange={(change) => toggle(event, change.target.checked)}
            />
            {webhookEventLabels[event]}
          </label>
        ))}
        <FieldError id={`${id}-events-error`} message={errors.events} />
      </fieldset>
      <div className="webhook-form__row">
        <SelectField
          name="format"
          label="Format"
          value={values.format}
          options={webhookFormats.map((format) => ({ value: format, label: webhookFormatLabels[format] }))}
          onChange={form.set('format')}
          error={errors.format}
        />
        <label className="webhook-form__check webhook-form__active">
          <input type="checkbox" name="active" checked={values.active} onChange={(event) => form.set('active')(event.target.checked)} />
          Active
        </label>
      </div>
      <FormFailure message={failure} />
      <div className="admin-form__actions">
        <button type="submit" className="btn btn--primary" disabled={form.sending}>
          {editing ? 'Save webhook' : 'Add webhook'}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
