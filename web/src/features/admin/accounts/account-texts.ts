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
  roleChangeQuestion: (email: string, from: string, to: string) => `Change ${email}'s role from ${from} to ${to}?`,
  roleScope: (role: string, scope: string) => `With the ${role} role they can work on: ${scope} It applies from their next action.`,
  ownerScope:
    'An Owner can do everything in the back office: invite and remove users, change roles, erase personal data and read the audit log.',
  ownerWarning: 'Give this role only to someone you trust with the whole site. It applies from their next action.',
  changeRole: 'Change role',
  makeOwner: 'Make Owner',
} as const;
