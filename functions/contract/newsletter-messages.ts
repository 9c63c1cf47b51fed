/**
 * The texts of the newsletter's double opt-in, links and erasure.
 * Apart from ./messages on purpose: every public page's entry loads that
 * object whole, and these are read only by the functions and the newsletter's
 * own link pages, so the home page's JavaScript does not carry them.
 */
export const newsletterMessages = {
  subscribeConfirmPrompt:
    'Please confirm with the link we have sent to your inbox. Nothing more is needed if this address is on our list already.',
  subscriptionConfirmed: 'Your subscription is confirmed. Thank you!',
  subscriptionAlreadyConfirmed: 'Your subscription was already confirmed. Thank you!',
  confirmLinkExpired: 'This confirmation link has expired. Please subscribe again from the form at the bottom of any page.',
  newsletterLinkInvalid: 'This link is not valid or has expired.',
  unsubscribed: 'You have been unsubscribed.',
  subscriberDeleted: 'Subscriber deleted.',
  subscriberNotFound: 'No such subscriber.',
} as const;
