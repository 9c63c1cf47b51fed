import { type RefObject, useCallback } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { messages } from '@contract/messages';
import type { FieldErrors } from '@contract/validation';
import { isAcknowledged } from '../../../lib/api';
import { focusFirstInvalid } from '../shared/focus-invalid';
import type { EntityFormConfig } from './form-fields';
import { failureText, useAdminCall } from '../shared/use-admin-call';
import type { ItemRecord } from './use-content-item';
import { clearLocalDraft } from '../shared/use-local-draft';

export type Intent = 'publish' | 'draft';

interface SaveOptions {
  config: EntityFormConfig;
  /** The item being updated, or none (create). */
  id?: string;
  draftKey: string;
  formRef: RefObject<HTMLFormElement | null>;
  guard: { release: () => void; markClean: () => void };
  showServerErrors: (errors: FieldErrors | undefined) => void;
  /** The saved item, when the editor stays in the form (Save draft on an update). */
  onSaved: (record: ItemRecord) => void;
}

/**
 * Sends the form and does what follows, by the spec and the workflow:
 * Submit on create toasts the server's message and goes to the list; Submit on
 * update goes to the list without a toast, naming the row to highlight; Save
 * draft toasts `Draft saved.` and stays, a new item now at its edit URL.
 * A refusal is a toast (the spec's) and each field marked in place.
 */
export function useEntitySave(options: SaveOptions) {
  const { config, id, draftKey, formRef, guard, showServerErrors, onSaved } = options;
  const call = useAdminCall();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();

  const refused = useCallback(
    (text: string, errors: FieldErrors = {}) => {
      toast.error(text);
      focusFirstInvalid(formRef.current, errors);
    },
    [formRef],
  );

  const save = async (intent: Intent, body: FormData) => {
    // A kind without a create route (the About page's one document) is only ever updated.
    const result = id
      ? await call(config.updateRoute, { params: { id }, body })
      : config.createRoute
        ? await call(config.createRoute, { body })
        : null;
    if (!result) return;
    if (result.status === 401) return;
    if (!isAcknowledged(result)) {
      showServerErrors(result.errors);
      refused(failureText(result), result.errors);
      return;
    }
    clearLocalDraft(draftKey);
    const saved = result.data as ItemRecord | undefined;
    if (intent === 'draft') {
      toast.success(messages.draftSaved);
      guard.markClean();
      if (id && saved) {
        onSaved(saved);
        // The history entry carries the saved item, so a reload starts from it.
        void navigate(`${config.updatePath}${id}`, { replace: true, state: { record: saved } });
        // The update stored the replaced wording as an earlier version.
        void mutate(['listRevisions', config.kind, id]);
      } else if (saved && typeof saved._id === 'string') {
        guard.release();
        void navigate(`${config.updatePath}${saved._id}`, { replace: true, state: { record: saved } });
      }
      return;
    }
    if (config.withoutStatus && id && saved) {
      // A kind without a list (the About page's one document): the form stays, with the saved wording and its new earlier version.
      toast.success(result.message ?? result.msg ?? '');
      guard.markClean();
      onSaved(saved);
      void mutate(['listRevisions', config.kind, id]);
      return;
    }
    guard.release();
    // Spec §4: a create toasts the server's message; an update goes back to the list without one.
    if (!id) toast.success(result.message ?? result.msg ?? '');
    void navigate(config.listPath, id ? { state: { updatedId: id } } : undefined);
  };

  return { save, refused };
}
