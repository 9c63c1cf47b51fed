/** The card news items and press releases share on their lists. */
import type { ImageMeta } from '@contract/image-variants';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { Byline } from './article';
import { CardMedia } from './content-image';
import './content-card.css';

interface ArticleCardProps {
  href: string;
  title: string;
  image: string;
  imageAlt: string | undefined;
  date: string;
  summary: string;
  author?: string;
  imageMeta?: ImageMeta;
}

/** A news item's or press release's card: banner, date, the title linking to its page, summary and author. */
export function ArticleCard({ href, title, image, imageAlt, date, summary, author, imageMeta }: ArticleCardProps) {
  return (
    <article className="content-card">
      <CardMedia src={image} alt={imageAlt} title={title} meta={imageMeta} />
      <div className="content-card__body">
        <p className="content-card__date">
          <time dateTime={date}>{formatDateTime(date)}</time>
        </p>
        <h2 className="content-card__title">
          <Link className="content-card__link" to={href}>
            {title}
          </Link>
        </h2>
        <p className="content-card__text">{summary}</p>
        {author && (
          <div className="content-card__footer">
            <Byline name={author} />
          </div>
        )}
      </div>
    </article>
  );
}
