import './admin-overlays.css';

/** Full-screen overlays: the animated logo while a form saves, the Deleting... loader (spec §2). */
export function SavingOverlay() {
  return (
    <div className="admin-overlay" role="status" aria-live="polite">
      <svg className="admin-overlay__logo" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
        <rect x="6" y="6" width="22" height="22" rx="5" className="admin-overlay__block admin-overlay__block--1" />
        <rect x="36" y="6" width="22" height="22" rx="5" className="admin-overlay__block admin-overlay__block--2" />
        <rect x="36" y="36" width="22" height="22" rx="5" className="admin-overlay__block admin-overlay__block--3" />
        <rect x="6" y="36" width="22" height="22" rx="5" className="admin-overlay__block admin-overlay__block--4" />
      </svg>
      <span className="admin-overlay__text">Saving…</span>
    </div>
  );
}

export function DeletingOverlay() {
  return (
    <div className="admin-overlay" role="status" aria-live="assertive">
      <span className="admin-overlay__spinner" aria-hidden="true" />
      <span className="admin-overlay__text">Deleting...</span>
    </div>
  );
}
