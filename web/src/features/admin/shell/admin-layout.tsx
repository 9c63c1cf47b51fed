import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearAdminToken, sessionRole, sessionState } from '../../../lib/session';
import { AdminBar } from './admin-bar';
import { redirectFor } from '../shared/admin-nav';
import { expiredState, loginPath, type LoginState } from '../shared/session-redirect';
import { SessionWatch } from './session-watch';
import './admin-layout.css';

/**
 * Guard and frame of every admin screen: without a live token, straight to
 * /admin/login (spec §6); a token that has run out also tells the login why
 * and where to come back to. The session watch warns before it runs out.
 * A screen the role may not use is never rendered: its address
 * lands on the role's first section.
 */
export function AdminLayout() {
  const location = useLocation();
  const session = sessionState();
  if (session !== 'live') return <ToLogin state={session === 'expired' ? expiredState(location) : undefined} />;
  const role = sessionRole();
  // A token naming no role this SPA knows opens nothing: sign in again.
  if (role === null) return <ToLogin />;
  const elsewhere = redirectFor(location.pathname, role);
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  return (
    <div className="admin">
      <AdminBar />
      <SessionWatch />
      <div className="admin__content">
        <Outlet />
      </div>
    </div>
  );
}

/** Drops the dead token once rendered (not during the render: the session watch listens to it). */
function ToLogin({ state }: { state?: LoginState }) {
  useEffect(() => clearAdminToken(), []);
  return <Navigate to={loginPath} replace state={state} />;
}
