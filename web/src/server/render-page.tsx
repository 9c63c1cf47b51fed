/**
 * Entry of the server build (dist/web-ssr/render-page.js): the renderer bound
 * to the client build it was made with. The publisher imports this module.
 */
import { manifest, template } from 'virtual:client-build';
import { createRenderer } from './render';

export type { PageRequest, RenderedPage } from './render';
export { dataNeeds, staticPagePaths, type DataNeed } from './data-needs';

export const renderPage = createRenderer({ template, manifest });
