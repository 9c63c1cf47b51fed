import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Reveal } from './reveal';

interface RevealListProps<T> {
  /** The list's classes. */
  className: string;
  items: readonly T[];
  /** A key among the items; content an editor types may repeat, so such lists key by position. */
  keyOf: (item: T, index: number) => string | number;
  /** Each item's classes. */
  itemClassName: string;
  /** An `ol`, for steps whose order matters. */
  ordered?: boolean;
  /** role="list": `list-style: none` makes Safari/VoiceOver drop list semantics; the explicit role keeps them. */
  keepListRole?: boolean;
  label?: string;
  /** Cards in one row slide in after each other and the next row starts again; without, the whole list in turn. */
  row?: number;
  /** The item's icon, shown on an accent badge (with `badgeClassName`) before the rest. */
  iconOf?: (item: T, index: number) => LucideIcon;
  badgeClassName?: string;
  children: (item: T, index: number) => ReactNode;
}

/** A list whose items slide in one after another as they scroll into view: cards, outcomes, metrics. */
export function RevealList<T>({
  className,
  items,
  keyOf,
  itemClassName,
  ordered,
  keepListRole,
  label,
  row,
  iconOf,
  badgeClassName,
  children,
}: RevealListProps<T>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} role={keepListRole ? 'list' : undefined} aria-label={label}>
      {items.map((item, index) => {
        const Icon = iconOf?.(item, index);
        return (
          <Reveal as="li" key={keyOf(item, index)} index={row ? index % row : index} className={itemClassName}>
            {Icon && (
              <span className={`icon-badge ${badgeClassName ?? ''}`} aria-hidden="true">
                <Icon size={24} />
              </span>
            )}
            {children(item, index)}
          </Reveal>
        );
      })}
    </List>
  );
}
