import { afterEach, describe, expect, it } from 'vitest';
import {
  mayCall,
  sessionEmail,
  sessionRole,
  adminToken,
  clearAdminToken,
  hasLiveToken,
  minutesLeft,
  onTokenChange,
  saveAdminToken,
  sessionEndsAt,
  sessionState,
  warnBeforeMs,
  warningAt,
} from './session';
import { tokenWith } from '../test-support/session-token';
import { routes } from '@contract/routes';

const seconds = (ms: number) => Math.floor(ms / 1000);
const hour = 3_600_000;

afterEach(() => sessionStorage.clear());

describe('session token', () => {
  it('reads when the session ends from the exp claim', () => {
    const now = 1_800_000_000_000;
    saveAdminToken(tokenWith({ exp: seconds(now + 8 * hour) }), now);
    expect(sessionEndsAt()).toBe(now + 8 * hour);
    expect(hasLiveToken(now)).toBe(true);
    expect(sessionState(now + 8 * hour)).toBe('expired');
  });

  it('tells no session from an expired or unreadable one', () => {
    expect(sessionState()).toBe('none');
    sessionStorage.setItem('token', 'x.eyJleHAiOjF9.y');
    expect(sessionState()).toBe('expired');
    sessionStorage.setItem('token', 'not-a-token');
    expect(sessionState()).toBe('expired');
    expect(sessionEndsAt()).toBeNull();
  });

  it('measures the session on this device clock: a clock 2 hours fast does not end it early', () => {
    const serverNow = 1_800_000_000_000;
    const deviceNow = serverNow + 2 * hour;
    saveAdminToken(tokenWith({ iat: seconds(serverNow), exp: seconds(serverNow + 8 * hour) }), deviceNow);
    expect(sessionEndsAt()).toBe(deviceNow + 8 * hour);
    expect(hasLiveToken(deviceNow + 7 * hour)).toBe(true);
  });

  it('applies a measured clock offset only to the token it was measured with', () => {
    const now = 1_800_000_000_000;
    saveAdminToken(tokenWith({ iat: seconds(now), exp: seconds(now + hour) }), now + hour);
    // A token put in place another way (a test's init script) is read as it is.
    const other = tokenWith({ iat: seconds(now), exp: seconds(now + 2 * hour) });
    sessionStorage.setItem('token', other);
    expect(sessionEndsAt()).toBe(now + 2 * hour);
  });

  it('clearing drops the token and its clock; listeners hear saves and clears', () => {
    let heard = 0;
    const stop = onTokenChange(() => heard++);
    saveAdminToken(tokenWith({ iat: 1, exp: 2 }));
    clearAdminToken();
    stop();
    saveAdminToken(tokenWith({ exp: 3 }));
    expect(heard).toBe(2);
    clearAdminToken();
    expect(adminToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('session warning time', () => {
  it('warns five minutes before the end', () => {
    expect(warnBeforeMs).toBe(300_000);
    expect(warningAt(1_000_000)).toBe(700_000);
  });

  it('counts whole minutes left, rounded up, at least 1', () => {
    const end = 10 * 60_000;
    expect(minutesLeft(end, end - 5 * 60_000)).toBe(5);
    expect(minutesLeft(end, end - 4 * 60_000 - 10_000)).toBe(5);
    expect(minutesLeft(end, end - 4 * 60_000)).toBe(4);
    expect(minutesLeft(end, end - 1_000)).toBe(1);
    expect(minutesLeft(end, end + 1_000)).toBe(1);
  });
});

describe('session role', () => {
  afterEach(() => clearAdminToken());

  it('reads the role and e-mail the token carries; a token from before roles is an Owner', () => {
    saveAdminToken(tokenWith({ exp: 9e9, email: 'sam@example.com', role: 'sales' }));
    expect(sessionRole()).toBe('sales');
    expect(sessionEmail()).toBe('sam@example.com');
    saveAdminToken(tokenWith({ exp: 9e9 }));
    expect(sessionRole()).toBe('owner');
    saveAdminToken(tokenWith({ exp: 9e9, role: 'root' }));
    expect(sessionRole()).toBeNull();
  });

  it('offers a route only to the roles it names', () => {
    expect(mayCall(routes.contactList, 'sales')).toBe(true);
    expect(mayCall(routes.contactList, 'editor')).toBe(false);
    expect(mayCall(routes.createNews, 'editor')).toBe(true);
    expect(mayCall(routes.createNews, 'sales')).toBe(false);
    expect(mayCall(routes.listAdmins, 'owner')).toBe(true);
    expect(mayCall(routes.getAllNews, null)).toBe(true);
    expect(mayCall(routes.refreshSession, null)).toBe(false);
  });
});
