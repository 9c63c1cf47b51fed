/**
 * The admin back office: its own lazy chunk (with the editor lazier still), so
 * nothing of it loads on public pages. Mounted by the router at /admin/*.
 */
import { Navigate, Route, Routes } from 'react-router';
import { PageNotFound } from '../../components/page-not-found';
import { AdminLayout } from './admin-layout';
import { EntityForm } from './entity-form';
import { LoginPage } from './login-page';
import { CareerScreen, ContactUsScreen, EventsScreen, HireUsScreen, NewsScreen, PressReleaseScreen, SubscribersScreen } from './screens';
import './admin.css';

export function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route element={<AdminLayout />}>
        <Route index element={<Navigate to="contact-us" replace />} />
        <Route path="contact-us" element={<ContactUsScreen />} />
        <Route path="hire-us" element={<HireUsScreen />} />
        <Route path="career" element={<CareerScreen />} />
        <Route path="press-release" element={<PressReleaseScreen />} />
        <Route path="news" element={<NewsScreen />} />
        <Route path="events" element={<EventsScreen />} />
        <Route path="subscribers" element={<SubscribersScreen />} />
        <Route path="create-career" element={<EntityForm key="create-career" kind="career" />} />
        <Route path="update-career/:id" element={<EntityForm key="update-career" kind="career" />} />
        <Route path="create-press-release" element={<EntityForm key="create-press" kind="press" />} />
        <Route path="update-press/:id" element={<EntityForm key="update-press" kind="press" />} />
        <Route path="create-news" element={<EntityForm key="create-news" kind="news" />} />
        <Route path="update-news/:id" element={<EntityForm key="update-news" kind="news" />} />
        <Route path="create-event" element={<EntityForm key="create-event" kind="event" />} />
        <Route path="update-event/:id" element={<EntityForm key="update-event" kind="event" />} />
        <Route path="*" element={<PageNotFound />} />
      </Route>
    </Routes>
  );
}
