import { Link } from 'react-router';
import { ArrowRight, Newspaper } from 'lucide-react';
import { PageSection } from '../../../components/page-section';
import { awards } from '../home-data';
import { IconCard, IconCards } from './icon-card';
import './news-awards-section.css';

/** News and awards: three awards and the card that links to the news. */
export function NewsAwardsSection() {
  return (
    <PageSection
      className="section section--muted"
      kicker="News & awards"
      title="Recognition for the work our teams ship"
      id="home-news-title"
    >
      <div className="grid grid--4">
        <IconCards cards={awards} as="article" className="card home-card home-award" iconClass="home-card__icon home-card__icon--warm" />
        <IconCard
          index={3}
          as="article"
          className="card home-card home-news"
          card={{
            icon: Newspaper,
            title: 'In the news',
            text: 'Product launches, partnerships and what our engineers are speaking about this quarter.',
          }}
        >
          <Link className="home-news__link" to="/news">
            Read the latest news <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </IconCard>
      </div>
    </PageSection>
  );
}
