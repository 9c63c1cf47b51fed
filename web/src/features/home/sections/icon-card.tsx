import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Reveal } from '../../../components/reveal';
import './home-cards.css';

interface IconCardProps {
  as: 'article' | 'li';
  index: number;
  className: string;
  icon: LucideIcon;
  iconClassName?: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/** A card that slides in with its icon badge, title and text: expertise, awards, news and why-us cards. */
export function IconCard({ as, index, className, icon: Icon, iconClassName = 'home-card__icon', title, text, children }: IconCardProps) {
  return (
    <Reveal index={index} as={as} className={className}>
      <span className={iconClassName}>
        <Icon size={24} aria-hidden="true" />
      </span>
      <h3>{title}</h3>
      <p>{text}</p>
      {children}
    </Reveal>
  );
}
