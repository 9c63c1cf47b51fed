import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Reveal } from '../../../components/reveal';
import type { Card } from '../home-data';
import './home-cards.css';

interface IconCardProps {
  as: 'article' | 'li';
  index: number;
  className: string;
  icon: LucideIcon;
  /** The warm badge of the awards. */
  warm?: boolean;
  card: Pick<Card, 'title' | 'text'>;
  children?: ReactNode;
}

/** A card that slides in with its icon badge, title and text: expertise, awards, news and why-us cards. */
export function IconCard({ as, index, className, icon: Icon, warm, card, children }: IconCardProps) {
  return (
    <Reveal index={index} as={as} className={className}>
      <span className={warm ? 'home-card__icon home-card__icon--warm' : 'home-card__icon'}>
        <Icon size={24} aria-hidden="true" />
      </span>
      <h3>{card.title}</h3>
      <p>{card.text}</p>
      {children}
    </Reveal>
  );
}
