import { Link } from 'react-router';
import { ArrowRight, Newspaper } from 'lucide-react';
import { PageSection } from '../../../components/page-section';
import type { HomePage as HomeDocument } from '@contract/entities';
import { homeIcons, withIcons } from '../home-icons';
import { IconCard, IconCards } from './icon-card';
import './news-awards-section.css';

/** News and awards: three awards and the card that links to the news. */
export function NewsAwardsSection({ home }: { home: HomeDocument }) {
  return (
    <PageSection className="section section--muted" kicker={home.awardsKicker} title={home.awardsTitle} id="home-news-title">
      <div className="grid grid--4">
        <IconCards
          cards={withIcons(home.awards, homeIcons.awards)}
          as="article"
          className="card home-card home-award"
          iconClass="home-card__icon home-card__icon--warm"
        />
        <IconCard
          index={home.awards.length}
          as="article"
          className="card home-card home-news"
          card={{ icon: Newspaper, title: home.newsTitle, text: home.newsText }}
        >
          <Link className="home-news__link" to="/news">
            {home.newsLink} <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </IconCard>
      </div>
    </PageSection>
  );
}
