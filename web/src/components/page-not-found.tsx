import { Link } from 'react-router';
import { messages } from '@contract/messages';
import { usePageMeta } from './page-meta';

/** Shown for an unknown studio tech, case study, success-stories tech or content slug. */
export function PageNotFound() {
  usePageMeta(messages.pageNotFound, 'The page you asked for does not exist.', { noindex: true, notFound: true });
  return (
    <section className="container not-found-state">
      <h1>{messages.pageNotFound}</h1>
      <p>The page you are looking for may have moved or never existed.</p>
      <Link className="btn btn--primary" to="/">
        Go Back to Home
      </Link>
    </section>
  );
}
