import type { SimpleIcon } from 'simple-icons';
import type { CaseStudyDept } from '../../../config/navigation';
import type { ArtKind } from '../../../components/studio-illustration';

/** One case study (spec §2 "Case study page"). */
export interface CaseStudy {
  dept: CaseStudyDept;
  illustration: ArtKind;
  /** Short sector label shown above the title, e.g. HEALTH CARE. */
  sector: string;
  title: string;
  subtitle: string;
  description: string;
  facts: { label: string; value: string }[];
  overview: { title: string; paragraphs: string[] };
  outcomes: { value: string; label: string }[];
  whatWeDid: { title: string; items: { id: string; title: string; text: string }[] };
  /** Shown for health, ecommerce, edtech and hrtech; i2chain has none. */
  functionality?: { title: string; items: string[] };
  technology: { title: string; items: { name: string; icon?: SimpleIcon }[] };
}
