import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { routes } from '@contract/routes';
import { callApi, isAcknowledged } from '../../../lib/api';
import { type LinkKind, linkSchema } from './link-password-form';
import { linkLooksValid } from './password-check';

/** checking: the server is asked; usable: show the form; refused: used, expired, replaced, unknown or not a link at all. */
type LinkState = 'checking' | 'usable' | 'refused';

/**
 * The link's secret and whether it still works. A secret of the wrong shape is
 * refused at once; any other is checked with the server (which does not use it
 * up) before the form shows. If the check cannot be made (offline, throttled),
 * the form shows anyway: saving checks the link again.
 */
export function useLinkCheck(kind: LinkKind) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<LinkState>(() => (linkLooksValid(linkSchema(kind), token) ? 'checking' : 'refused'));

  useEffect(() => {
    if (!linkLooksValid(linkSchema(kind), token)) return;
    let current = true;
    void callApi(routes.checkLink, { body: { token } }).then((answer) => {
      if (!current) return;
      const known = isAcknowledged(answer) && answer.data;
      setState(!known || (answer.data?.valid && answer.data.purpose === kind) ? 'usable' : 'refused');
    });
    return () => {
      current = false;
    };
  }, [kind, token]);

  return { token, state, refuse: () => setState('refused') };
}
