import { spec } from '../route-spec';
import { userEmail } from './user-params';

/** Removes an account and ends its sessions; the last Owner can be neither removed nor demoted (409). */
export const removeAdmin = spec('removeAdmin', { params: userEmail() });
