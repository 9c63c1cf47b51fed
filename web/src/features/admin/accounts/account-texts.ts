/**
 * The account screens' own texts; those the API shares are in
 * @contract/messages. Other helpers' end-to-end tests read several of them
 * word for word (briefs/i13/interface.md): change none without them.
 */
export const accountTexts = {
  passwordsDiffer: 'Passwords do not match.',
  requestNewLink: 'Request a new link',
  invited: (email: string) => `Invitation sent to ${email}.`,
  roleChanged: (email: string, role: string) => `${email} is now ${role}.`,
  removed: (email: string) => `${email} has been removed.`,
} as const;
