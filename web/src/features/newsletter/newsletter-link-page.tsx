import { routes } from '@contract/routes';
import { LinkAction } from './link-action';

// Both pages in one module: one lazy chunk, and one entry fewer in the app's route map (every page's first load carries it).

/** /newsletter/confirm?token=…: the double opt-in mail's link. */
export function ConfirmPage() {
  return (
    <LinkAction
      title="Confirm your subscription"
      description="Confirm that you want to receive news from us at this address."
      intro="You asked to receive our news at this address. Press the button to confirm; until you do, we will not write to you."
      button="Confirm subscription"
      route={routes.confirmSubscription}
    />
  );
}

/** /newsletter/unsubscribe?token=…: the link in every newsletter mail. */
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
