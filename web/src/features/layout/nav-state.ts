/**
 * Header navigation state (spec §2, §4): every tab has an expanded flag, at most
 * one is set at a time. Studio and Insights & news open a menu; About, Dedicated
 * hiring, Events and Success stories navigate and toggle their own flag, which
 * collapses any open menu. A click outside, Escape or a route change collapses all.
 */
import { useCallback, useReducer } from 'react';

export const navItemIds = ['about', 'studio', 'hiring', 'insights', 'events', 'stories'] as const;
export type NavItemId = (typeof navItemIds)[number];

/** The tabs that open a menu rather than navigate. */
export const expandableNavItems: readonly NavItemId[] = ['studio', 'insights'];
export const isExpandable = (id: NavItemId) => expandableNavItems.includes(id);

export interface NavState {
  /** The one expanded tab, or null when all are collapsed. */
  expanded: NavItemId | null;
  /** The full-screen menu below 768 px. */
  mobileOpen: boolean;
}

export type NavAction = { type: 'toggle'; id: NavItemId } | { type: 'collapseAll' } | { type: 'toggleMobile' } | { type: 'closeAll' };

export const initialNavState: NavState = { expanded: null, mobileOpen: false };

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'toggle':
      return { ...state, expanded: state.expanded === action.id ? null : action.id };
    case 'collapseAll':
      return state.expanded === null ? state : { ...state, expanded: null };
    case 'toggleMobile':
      return { expanded: null, mobileOpen: !state.mobileOpen };
    case 'closeAll':
      return state.expanded === null && !state.mobileOpen ? state : initialNavState;
  }
}

/** True when the given tab's menu is open (navigating tabs never show a menu). */
export const isMenuOpen = (state: NavState, id: NavItemId) => state.expanded === id && isExpandable(id);

export function useNavState() {
  const [state, dispatch] = useReducer(navReducer, initialNavState);
  const toggle = useCallback((id: NavItemId) => dispatch({ type: 'toggle', id }), []);
  const collapseAll = useCallback(() => dispatch({ type: 'collapseAll' }), []);
  const toggleMobile = useCallback(() => dispatch({ type: 'toggleMobile' }), []);
  const closeAll = useCallback(() => dispatch({ type: 'closeAll' }), []);
  return { state, toggle, collapseAll, toggleMobile, closeAll };
}
