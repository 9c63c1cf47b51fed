import type { AdminUser } from '@contract/accounts';
import { type Role, roleDescriptions, roleLabels } from '@contract/roles';
import { accountTexts } from './account-texts';
import { ConfirmDialog } from '../shared/confirm-dialog';

interface Props {
  user: AdminUser;
  role: Role;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question before a role changes: a select alone would save on one arrow
 * key. It names the user, both roles and what the new one may do; raising to
 * Owner says plainly that it hands over the whole back office.
 */
export function RoleChangeDialog({ user, role, onConfirm, onCancel }: Props) {
  const owner = role === 'owner';
  return (
    <ConfirmDialog
      title={accountTexts.roleChangeQuestion(user.email, roleLabels[user.role], roleLabels[role])}
      confirmLabel={owner ? accountTexts.makeOwner : accountTexts.changeRole}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {owner ? (
        <>
          <p>{accountTexts.ownerScope}</p>
          <p>{accountTexts.ownerWarning}</p>
        </>
      ) : (
        <p>{accountTexts.roleScope(roleLabels[role], roleDescriptions[role])}</p>
      )}
    </ConfirmDialog>
  );
}
