import { routes } from '@contract/routes';
import { LinkAction } from './link-action';

/** /newsletter/confirm?token=…: the double opt-in mail's link (issue 13). */
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
