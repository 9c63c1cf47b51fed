import { routes } from '@contract/routes';
import { LinkAction } from './link-action';

/** /newsletter/unsubscribe?token=…: the link in every newsletter mail (issue 13). */
export function UnsubscribePage() {
  return (
    <LinkAction
      title="Unsubscribe from our news"
      description="Stop receiving news from us at this address."
      intro="Press the button to take this address off our newsletter list. We will not write to it again."
      button="Unsubscribe"
      route={routes.unsubscribe}
    />
  );
}
