/** Admin users as the Users screen and the assignee lists see them. Password hashes never leave the server. */
import type { Role } from './roles';

/** invited: the invitation link has not been used yet (no password, cannot sign in); active: signed up. */
export type AccountStatus = 'active' | 'invited';

export interface AdminUser {
  _id: string;
  email: string;
  role: Role;
  status: AccountStatus;
  createdAt?: string;
  /** Who invited the user (an Owner's e-mail), and when the current invitation expires. */
  invitedBy?: string;
  inviteExpiresAt?: string;
  lastSignInAt?: string;
}

/** Who an enquiry can be assigned to: the active Owners and Sales users. */
export interface Assignee {
  email: string;
  role: Role;
}

/** Hours an invitation link stays valid; minutes a password-reset link does. Both work once. */
export const inviteLifetimeHours = 48;
export const resetLifetimeMinutes = 15;
export const minPasswordLength = 10;
