import type { ReactNode } from 'react';
import { Reveal } from '../../../components/reveal';
import type { LucideIcon } from 'lucide-react';
import './home-cards.css';

/** A card's title and text, and its icon where its section shows one. */
export interface Card {
  title: string;
  text: string;
  icon?: LucideIcon;
}

interface IconCardProps {
  as: 'article' | 'li';
  index: number;
  className: string;
  /** The class of the span around the icon: the accent badge unless a section gives its own (awards warm, ventures bare). */
  iconClass?: string;
  card: Card;
  children?: ReactNode;
}

/** A card that slides in with its icon (if it has one), title and text: expertise, awards, news, why-us, feature and venture cards. */
export function IconCard({ as, index, className, iconClass = 'home-card__icon', card, children }: IconCardProps) {
  const Icon = card.icon;
  return (
    <Reveal index={index} as={as} className={className}>
      {Icon && (
        <span className={iconClass}>
          <Icon size={24} aria-hidden="true" />
        </span>
      )}
      <h3>{card.title}</h3>
      <p>{card.text}</p>
      {children}
    </Reveal>
  );
}

/** A section's cards, each sliding in after the one before it. */
export function IconCards({ cards, ...shared }: Omit<IconCardProps, 'index' | 'card' | 'children'> & { cards: Card[] }) {
  return cards.map((card, index) => <IconCard key={card.title} index={index} card={card} {...shared} />);
}
