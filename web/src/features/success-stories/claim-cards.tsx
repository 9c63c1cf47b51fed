import type { LucideIcon } from 'lucide-react';
import type { SuccessStoriesPage } from '@contract/entities';
import { PageSection } from '../../components/page-section';
import { RevealList } from '../../components/reveal-list';

type Claim = SuccessStoriesPage['metrics'][number];

interface ClaimCardsProps {
  /** The cards' class stem: ss-highlight (large cards with icons) or ss-metric. */
  kind: 'ss-highlight' | 'ss-metric';
  /** The section's classes and its heading. */
  className: string;
  id: string;
  kicker: string;
  title: string;
  lead: string | undefined;
  claims: readonly Claim[];
  /** The list's and each card's classes. */
  listClassName: string;
  itemClassName: string;
  row?: number;
  iconOf?: (claim: Claim, index: number) => LucideIcon;
}

/** A section of claim cards: each a value (92%), what it counts and what it means. Keyed by position: an editor may repeat a label. */
export function ClaimCards({ kind, claims, listClassName, itemClassName, row, iconOf, ...section }: ClaimCardsProps) {
  return (
    <PageSection {...section}>
      <RevealList
        className={listClassName}
        items={claims}
        keyOf={(_, index) => index}
        itemClassName={itemClassName}
        row={row}
        iconOf={iconOf}
        badgeClassName={iconOf ? `${kind}__icon` : undefined}
      >
        {(claim) => (
          <>
            <p className={`${kind}__value`}>{claim.value}</p>
            <h3 className={`${kind}__label`}>{claim.label}</h3>
            <p className={`${kind}__detail`}>{claim.detail}</p>
          </>
        )}
      </RevealList>
    </PageSection>
  );
}
