import { describe, expect, it } from 'vitest';
import { expiredState, homeAfterLogin, isExpiredState, returnPath } from './session-redirect';

describe('login return-to', () => {
  it('goes back to the admin page (with its query) the session ended on', () => {
    expect(returnPath(expiredState({ pathname: '/admin/create-news', search: '' }))).toBe('/admin/create-news');
    expect(returnPath({ from: '/admin/news?page=3', reason: 'expired' })).toBe('/admin/news?page=3');
    expect(returnPath({ from: '/admin/update-press/42' })).toBe('/admin/update-press/42');
  });

  it("goes to the spec's page without a return path", () => {
    expect(homeAfterLogin).toBe('/admin/contact-us');
    for (const state of [undefined, null, 'x', {}, { from: 42 }, { reason: 'expired' }]) expect(returnPath(state)).toBe(homeAfterLogin);
  });

  it('never returns to the login itself (Back must not loop) nor leaves the admin area or the site', () => {
    for (const from of [
      '/admin/login',
      '/admin/login/',
      '/admin/login?x=1',
      '/admin//login',
      '/news',
      '/administrator',
      'https://evil.example/admin/news',
      '//evil.example/admin/news',
      '/\\evil.example/admin',
      'admin/news',
      '/admin/../news',
    ])
      expect(returnPath({ from }), from).toBe(homeAfterLogin);
  });

  it('knows the expired state from anything else', () => {
    expect(isExpiredState({ from: '/admin/news', reason: 'expired' })).toBe(true);
    expect(isExpiredState({ from: '/admin/news' })).toBe(false);
    expect(isExpiredState(null)).toBe(false);
  });
});
