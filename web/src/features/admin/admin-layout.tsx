import { Navigate, Outlet } from 'react-router';
import { hasLiveToken, clearAdminToken } from '../../lib/session';
import { AdminBar } from './admin-bar';
import './admin-layout.css';

/** Guard and frame of every admin screen: without a live token, straight to /admin/login (spec §6). */
export function AdminLayout() {
  if (!hasLiveToken()) {
    clearAdminToken();
    return <Navigate to="/admin/login" replace />;
  }
  return (
    <div className="admin">
      <AdminBar />
      <div className="admin__content">
        <Outlet />
      </div>
    </div>
  );
}
