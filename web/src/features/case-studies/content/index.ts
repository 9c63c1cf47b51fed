import type { CaseStudyDept } from '../../../config/navigation';
import type { CaseStudy } from './types';

const loaders: Record<CaseStudyDept, () => Promise<{ study: CaseStudy }>> = {
  health: () => import('./health'),
  i2chain: () => import('./i2chain'),
  edtech: () => import('./edtech'),
  hrtech: () => import('./hrtech'),
  ecommerce: () => import('./ecommerce'),
};

const cache = new Map<CaseStudyDept, Promise<CaseStudy>>();

/** One promise per study, so React's `use` can suspend on it. */
export function loadCaseStudy(dept: CaseStudyDept): Promise<CaseStudy> {
  let pending = cache.get(dept);
  if (!pending) {
    pending = loaders[dept]().then((module) => module.study);
    cache.set(dept, pending);
  }
  return pending;
}
