import { useId, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@contract/messages';
import { newsletterMessages } from '@contract/newsletter-messages';
import type { RouteDef } from '@contract/routes';
import { callApi, isAcknowledged } from '../../lib/api';
import { usePageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/forms/spinner';
import './newsletter-pages.css';

export interface LinkActionProps {
  title: string;
  description: string;
  /** What the page explains before the reader acts. */
  intro: string;
  button: string;
  /** The route that receives the link's token (POST). */
  route: RouteDef;
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' | 'failed'; text: string };

/**
 * A page a newsletter mail links to. Opening it changes nothing (mail
 * scanners open links): the reader presses the one button, which POSTs the
 * link's token, and the page says what happened. The token is read from the
 * address bar when pressed, so the prerendered page is the same for everyone.
 */
export function LinkAction({ title, description, intro, button, route }: LinkActionProps) {
  usePageMeta(title, description, { noindex: true });
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const act = async () => {
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    if (!token) {
      setState({ kind: 'failed', text: newsletterMessages.newsletterLinkInvalid });
      return;
    }
    setState({ kind: 'sending' });
    const result = await callApi(route, { body: { token } });
    const text = result.msg ?? (result.status === 0 ? messages.serverUnreachable : messages.serverError);
    setState({ kind: isAcknowledged(result) ? 'done' : 'failed', text });
  };

  const sending = state.kind === 'sending';
  return (
    <section className="link-action section section--ink" aria-labelledby={headingId}>
      <div className="container link-action__inner">
        <span className="kicker">Newsletter</span>
        <h1 id={headingId} className="link-action__title">
          {title}
        </h1>
        {state.kind !== 'done' && (
          <>
            <p className="link-action__text">{intro}</p>
            <noscript>
              <p className="link-action__text">
                Please turn on JavaScript to press the button below. We never act on a link alone, so that a mail scanner opening it cannot
                do it for you.
              </p>
            </noscript>
            <button className="btn btn--primary" type="button" disabled={sending} aria-busy={sending} onClick={() => void act()}>
              {sending && <Spinner size={15} />}
              {button}
            </button>
          </>
        )}
        <p className={`link-action__outcome link-action__outcome--${state.kind}`} role="status">
          {state.kind === 'done' || state.kind === 'failed' ? state.text : ''}
        </p>
        {state.kind === 'done' && (
          <Link className="btn btn--primary" to="/">
            Go to the home page
          </Link>
        )}
      </div>
    </section>
  );
}
