import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { AdminSection, AdminSectionKey } from '../shared/admin-nav';
import { AdminBarLink } from './admin-bar-link';

interface AdminBarMenuProps {
  label: string;
  sections: AdminSection[];
  active: AdminSectionKey;
  onPick: (key: AdminSectionKey) => void;
}

/**
 * A labelled menu of sections in the admin bar (a disclosure): Enter or Space
 * on its button opens it, Escape closes it with focus back on the button, and
 * moving focus or clicking elsewhere closes it. The button is marked while
 * one of its sections is the highlighted one, so the current section shows
 * with the menu closed.
 */
export function AdminBarMenu({ label, sections, active, onPick }: AdminBarMenuProps) {
  const { pathname } = useLocation();
  // Open on the page it was opened on only: choosing a section, or any other navigation, closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = sections.some((section) => section.key === active);

  // A click elsewhere closes it too, in browsers that do not focus a clicked button.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // Only this menu closes: the phone menu around it stays open for the next Escape.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  const closeOnLeave = (event: FocusEvent) => {
    if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li ref={item} className="admin-bar__group" onKeyDown={closeOnEscape} onBlur={closeOnLeave}>
      <button
        ref={button}
        type="button"
        className={`admin-bar__link admin-bar__menu-button${current ? ' admin-bar__link--active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        aria-current={current ? 'true' : undefined}
        onClick={() => setOpen(!open)}
      >
        {label}
        <ChevronDown aria-hidden="true" width={16} height={16} className="admin-bar__chevron" />
      </button>
      <ul id={listId} className="admin-bar__submenu" hidden={!open}>
        {sections.map((section) => (
          <li key={section.key}>
            <AdminBarLink
              section={section}
              current={active === section.key}
              onPick={() => {
                onPick(section.key);
                setOpen(false);
              }}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
