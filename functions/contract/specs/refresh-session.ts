import { spec } from '../route-spec';

/** A fresh token for the same admin (answered beside ack, as the login's). */
export const refreshSession = spec('refreshSession');
