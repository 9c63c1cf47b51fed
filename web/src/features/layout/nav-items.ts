import type { NavItemId } from './nav-state';

export type MenuId = Extract<NavItemId, 'studio' | 'insights'>;
export type NavItem = { id: NavItemId; label: string; to: string } | { id: MenuId; label: string; menu: true };

/** The header tabs of spec §2, in order. */
export const navItems: readonly NavItem[] = [
  { id: 'about', label: 'About', to: '/about' },
  { id: 'studio', label: 'Studio', menu: true },
  { id: 'hiring', label: 'Dedicated hiring', to: '/hiring' },
  { id: 'insights', label: 'Insights & news', menu: true },
  { id: 'events', label: 'Events', to: '/events' },
  { id: 'stories', label: 'Success stories', to: '/success-stories' },
];
