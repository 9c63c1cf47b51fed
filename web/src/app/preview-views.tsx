/**
 * What the preview renders for each kind: the public pages' own components
 * (the article or gallery, and the card its list shows), each kind's loaded
 * only when one of its items is previewed, so the preview chunk carries no page.
 */
import { lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type {
  AboutPage,
  HomePage,
  CareerPost,
  CaseStudy,
  ContentKind,
  EventItem,
  NewsItem,
  PressRelease,
  Service,
  SuccessStoriesPage,
  Testimonial,
} from '@contract/entities';
import type { CareerCard } from '../features/careers/careers-page';

type CareerCardComponent = typeof CareerCard;

type View<T> = ComponentType<{ item: T }>;
export type PreviewView = LazyExoticComponent<View<unknown>>;

/** Where an item of each kind is listed for visitors. */
export const publicListPath: Record<ContentKind, string> = {
  news: '/news',
  press: '/press-release',
  event: '/events',
  career: '/career',
  testimonial: '/',
  caseStudy: '/case-studies',
  service: '/studio',
  about: '/about',
  successStories: '/success-stories',
  home: '/',
};

/** The card as its list shows it, under a heading naming that list. */
function OnTheList({ kind, children }: { kind: ContentKind; children: ReactNode }) {
  return (
    <section className="section section--muted preview-list" aria-labelledby="preview-list-title">
      <div className="container">
        <h2 id="preview-list-title" className="preview-list__title">
          As listed on {publicListPath[kind]}
        </h2>
        <ul className="content-grid">
          <li>{children}</li>
        </ul>
      </div>
    </section>
  );
}

/** A view typed by its kind's item; the preview hands it the item getContentItem answered for that kind. */
const view = <T,>(load: () => Promise<View<T>>): PreviewView => lazy(async () => ({ default: (await load()) as View<unknown> }));

/** A calendar day (YYYY-MM-DD) today or later is upcoming, as /events groups it. */
const isUpcoming = (day: string) => day >= new Date().toISOString().slice(0, 10);

/** An article or gallery and, below it, its card as the list shows it. */
const withCard =
  <T,>(kind: ContentKind, Page: View<T>, Card: View<T>): View<T> =>
  ({ item }) => (
    <>
      <Page item={item} />
      <OnTheList kind={kind}>
        <Card item={item} />
      </OnTheList>
    </>
  );

export const previewViews: Record<ContentKind, PreviewView> = {
  news: view<NewsItem>(async () => {
    const [{ NewsArticle }, { NewsCard }] = await Promise.all([
      import('../features/news/news-detail-page'),
      import('../features/news/news-list-page'),
    ]);
    return withCard('news', NewsArticle, NewsCard);
  }),
  press: view<PressRelease>(async () => {
    const [{ PressArticle }, { PressCard }] = await Promise.all([
      import('../features/press-release/press-detail-page'),
      import('../features/press-release/press-list-page'),
    ]);
    return withCard('press', PressArticle, PressCard);
  }),
  event: view<EventItem>(async () => {
    const [{ EventGallery }, { EventCard }] = await Promise.all([
      import('../features/events/event-gallery-page'),
      import('../features/events/events-page'),
    ]);
    return withCard('event', EventGallery, ({ item }) => <EventCard event={item} upcoming={isUpcoming(item.eventDate)} />);
  }),
  career: view<CareerPost>(async () => {
    const { CareerCard } = await import('../features/careers/careers-page');
    return ({ item }) => <CareerPreview item={item} Card={CareerCard} />;
  }),
  testimonial: view<Testimonial>(async () => TestimonialPreview),
  caseStudy: view<CaseStudy>(async () => (await import('../features/case-studies/case-study-page')).CaseStudyView),
  service: view<Service>(async () => (await import('../features/studio/studio-page')).ServiceView),
  about: view<AboutPage>(async () => {
    const { AboutView } = await import('../features/about/about-page');
    return ({ item }) => <AboutView about={item} />;
  }),
  successStories: view<SuccessStoriesPage>(async () => {
    // From the page's own module, so the public page stays one chunk.
    const { SuccessStoriesView } = await import('../features/success-stories/success-stories-page');
    return ({ item }) => <SuccessStoriesView stories={item} />;
  }),
  home: view<HomePage>(async () => {
    const { HomeView } = await import('../features/home/home-page');
    return ({ item }) => <HomeView home={item} />;
  }),
};

/**
 * A testimonial as the home carousel words it: quote, then name and position.
 * Drawn here rather than with the carousel's own code, which any other
 * importer would split out of the home page's chunk (its JavaScript budget).
 */
function TestimonialPreview({ item }: { item: Testimonial }) {
  return (
    <PreviewSection id="preview-voice-title" title={item.name} className="section section--ink">
      <figure>
        <blockquote>
          <p>{item.quote}</p>
        </blockquote>
        <figcaption>
          {item.photo && <img src={item.photo} width="56" height="56" alt={item.imageAlt ?? ''} />}
          <strong>{item.name}</strong>, {item.position}
        </figcaption>
      </figure>
    </PreviewSection>
  );
}

/** A previewed item on its own, named by a heading only screen readers need (the item shows its title itself). */
function PreviewSection({ id, title, className, children }: { id: string; title: string; className: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <h1 id={id} className="visually-hidden">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** An opening as /career shows it, opened so the whole description shows; the toggle works as there. */
function CareerPreview({ item, Card }: { item: CareerPost; Card: CareerCardComponent }) {
  const [open, setOpen] = useState(true);
  return (
    <PreviewSection id="preview-career-title" title={item.careerTitle} className="section">
      <ul className="careers__list">
        <li>
          <Card job={item} open={open} onToggle={() => setOpen((current) => !current)} />
        </li>
      </ul>
    </PreviewSection>
  );
}
