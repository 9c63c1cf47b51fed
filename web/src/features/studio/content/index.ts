import type { StudioTech } from '../../../config/navigation';
import type { ServiceContent } from './types';

/** One chunk per service: a page downloads only its own copy and logos. */
const loaders: Record<StudioTech, () => Promise<{ content: ServiceContent }>> = {
  'angular-dev': () => import('./angular-dev'),
  'react-dev': () => import('./react-dev'),
  'full-stack-developer': () => import('./full-stack-developer'),
  'ui-ux': () => import('./ui-ux'),
  'node-dev': () => import('./node-dev'),
  'golang-dev': () => import('./golang-dev'),
  hadoop: () => import('./hadoop'),
  'python-dev': () => import('./python-dev'),
  dynamic365: () => import('./dynamic365'),
  blockchain: () => import('./blockchain'),
  'cloud-dev': () => import('./cloud-dev'),
  'cloud-devops': () => import('./cloud-devops'),
  'quality-engineering': () => import('./quality-engineering'),
  'software-maintenance': () => import('./software-maintenance'),
  'mobile-app-dev': () => import('./mobile-app-dev'),
  SAP: () => import('./sap'),
};

const cache = new Map<StudioTech, Promise<ServiceContent>>();

/** The same promise per tech, so React's `use` can suspend on it across renders. */
export function loadServiceContent(tech: StudioTech): Promise<ServiceContent> {
  let pending = cache.get(tech);
  if (!pending) {
    pending = loaders[tech]().then((module) => module.content);
    cache.set(tech, pending);
  }
  return pending;
}
