/** The card news items and press releases share on their lists. */
import type { ImageMetaMap } from '@contract/image-variants';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { Byline } from './article';
import { CardMedia } from './content-image';
import './content-card.css';

interface ArticleCardProps {
  /** The fields news items and press releases share, under the same names. */
  item: { slug: string; imageAlt?: string; imageMeta?: ImageMetaMap; added_date: string; metaDescription: string };
  /** The list the card sits on: it links to `<list>/<slug>`. */
  list: '/news' | '/press-release';
  /** The fields each names its own way. */
  title: string;
  image: string;
  author?: string;
}

/** A news item's or press release's card: banner, date, the title linking to its page, summary and author. */
export function ArticleCard({ item, list, title, image, author }: ArticleCardProps) {
  const href = `${list}/${encodeURIComponent(item.slug)}`;
  const date = item.added_date;
  return (
    <article className="content-card">
      <CardMedia src={image} alt={item.imageAlt} meta={item.imageMeta?.[image]} />
      <div className="content-card__body">
        <p className="content-card__date">
          <time dateTime={date}>{formatDateTime(date)}</time>
        </p>
        <h2 className="content-card__title">
          <Link className="content-card__link" to={href}>
            {title}
          </Link>
        </h2>
        <p className="content-card__text">{item.metaDescription}</p>
        {author && (
          <div className="content-card__footer">
            <Byline name={author} />
          </div>
        )}
      </div>
    </article>
  );
}
