import { useApiData } from '../../lib/use-api-data';
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import type { EventItem } from '@contract/entities';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../components/page-meta';
import { Reveal } from '../../components/reveal';
import { site } from '../../config/site';
import { fetchData } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { ContentHero } from '../../components/content/content-hero';
import { CardMedia } from '../../components/content/content-image';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../components/content/content-states';
import '../../components/content/content-card.css';
import './events.css';

/**
 * "New events" are the recent and past ones (getallEvents, latest first, without
 * those still to come); "Upcoming events" are the upcomingEvent answer, soonest first.
 */
export function splitEvents(all: readonly EventItem[], upcoming: readonly EventItem[]): EventItem[] {
  const later = new Set(upcoming.map((event) => event._id));
  return all.filter((event) => !later.has(event._id));
}

/** /events — the two event groups, cards linking to each gallery by slug. */
export function EventsPage() {
  usePageMeta('Events', `Conferences, meetups and workshops ${site.name} runs or joins, with photo galleries from each.`);
  const all = useApiData(routes.getAllEvents.path, () => fetchData(routes.getAllEvents));
  const upcoming = useApiData(routes.upcomingEvent.path, () => fetchData(routes.upcomingEvent));
  const recent = all.data && (upcoming.data || upcoming.error) ? splitEvents(all.data, upcoming.data ?? []) : undefined;

  return (
    <>
      <ContentHero kicker="Events" title="Events">
        Where our engineers speak, teach and meet clients: conferences, hackathons and community meetups, with photos from each.
      </ContentHero>
      <EventGroup
        id="events-upcoming"
        title="Upcoming events"
        kicker="Coming up"
        events={upcoming.data}
        failed={Boolean(upcoming.error)}
        upcoming
        muted
      >
        Nothing is scheduled right now. New dates are announced here first.
      </EventGroup>
      <EventGroup id="events-new" title="New events" kicker="Recent and past" events={recent} failed={Boolean(all.error)}>
        No events have taken place yet.
      </EventGroup>
    </>
  );
}

interface GroupProps {
  id: string;
  title: string;
  kicker: string;
  events: EventItem[] | undefined;
  failed: boolean;
  upcoming?: boolean;
  muted?: boolean;
  children: string;
}

function EventGroup({ id, title, kicker, events, failed, upcoming = false, muted = false, children }: GroupProps) {
  return (
    <section className={`section ${muted ? 'section--muted' : ''}`} aria-labelledby={id}>
      <div className="container">
        <header className="events-group__head">
          <span className="kicker">{kicker}</span>
          <h2 id={id}>{title}</h2>
        </header>
        {failed ? (
          <ErrorState message={messages.eventsFailed} />
        ) : !events ? (
          <CardGridSkeleton count={3} label={`Loading ${title.toLowerCase()}…`} />
        ) : events.length === 0 ? (
          <EmptyState title="No events here yet">{children}</EmptyState>
        ) : (
          <ul className="content-grid">
            {events.map((event, index) => (
              <Reveal as="li" index={index} key={event._id}>
                <EventCard event={event} upcoming={upcoming} />
              </Reveal>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** An event's card on /events (the admin's preview shows it too). */
export function EventCard({ event, upcoming }: { event: EventItem; upcoming: boolean }) {
  return (
    <article className="content-card events-card">
      <CardMedia src={event.eventBanner} alt={event.imageAlt} meta={event.imageMeta?.[event.eventBanner]} />
      {upcoming && <span className="events-card__badge">Upcoming</span>}
      <div className="content-card__body">
        <p className="content-card__date events-card__date">
          <CalendarDays size={16} aria-hidden="true" />
          <time dateTime={event.eventDate}>{formatDate(event.eventDate)}</time>
        </p>
        <h3 className="content-card__title">
          <Link className="content-card__link" to={`/events/${encodeURIComponent(event.eventSlug)}`}>
            {event.eventName}
          </Link>
        </h3>
        <p className="content-card__footer events-card__more">View gallery</p>
      </div>
    </article>
  );
}
