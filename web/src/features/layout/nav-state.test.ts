import { describe, expect, it } from 'vitest';
import { initialNavState, isMenuOpen, navReducer, type NavAction, type NavState } from './nav-state';

const run = (...actions: NavAction[]): NavState => actions.reduce(navReducer, initialNavState);

describe('navigation expand/collapse (spec §2, §4)', () => {
  it('starts with everything collapsed', () => {
    expect(initialNavState).toEqual({ expanded: null, mobileOpen: false });
  });

  it('opens one menu and toggles it closed again', () => {
    const open = run({ type: 'toggle', id: 'studio' });
    expect(isMenuOpen(open, 'studio')).toBe(true);
    expect(isMenuOpen(navReducer(open, { type: 'toggle', id: 'studio' }), 'studio')).toBe(false);
  });

  it('opening one expandable closes the other', () => {
    const state = run({ type: 'toggle', id: 'studio' }, { type: 'toggle', id: 'insights' });
    expect(isMenuOpen(state, 'insights')).toBe(true);
    expect(isMenuOpen(state, 'studio')).toBe(false);
  });

  it('clicking a navigating tab toggles it and collapses any open menu', () => {
    const state = run({ type: 'toggle', id: 'studio' }, { type: 'toggle', id: 'about' });
    expect(state.expanded).toBe('about');
    expect(isMenuOpen(state, 'studio')).toBe(false);
    expect(isMenuOpen(state, 'about')).toBe(false); // navigating tabs have no menu
    expect(navReducer(state, { type: 'toggle', id: 'about' }).expanded).toBeNull();
  });

  it('an outside click collapses all', () => {
    expect(run({ type: 'toggle', id: 'insights' }, { type: 'collapseAll' }).expanded).toBeNull();
  });

  it('the mobile menu opens collapsed and closeAll shuts everything', () => {
    const open = run({ type: 'toggle', id: 'studio' }, { type: 'toggleMobile' });
    expect(open).toEqual({ expanded: null, mobileOpen: true });
    expect(run({ type: 'toggleMobile' }, { type: 'toggle', id: 'studio' }, { type: 'closeAll' })).toEqual(initialNavState);
  });
});
