import { describe, expect, it } from 'vitest';
import { adminSections, nextHighlight, sectionForPath } from './admin-nav';

describe('admin bar highlight', () => {
  it('lists the six sections of the spec in order, then Subscribers', () => {
    const labels = adminSections.map((section) => section.label);
    expect(labels.slice(0, 6)).toEqual(['Contact Us', 'Hire Us', 'Career', 'Press Release', 'News', 'Events']);
    expect(adminSections[6]).toEqual({ key: 'subscribers', label: 'Subscribers', path: '/admin/subscribers' });
    expect(labels).toHaveLength(7);
  });

  it('highlights Subscribers on its screen and when clicked', () => {
    expect(nextHighlight(null, { type: 'load', pathname: '/admin/subscribers' })).toBe('subscribers');
    expect(sectionForPath('/admin/Subscribers/')).toBe('subscribers');
    expect(sectionForPath('/admin/subscribers/export')).toBe('contact-us');
    expect(nextHighlight('news', { type: 'click', key: 'subscribers' })).toBe('subscribers');
    expect(nextHighlight('subscribers', { type: 'load', pathname: '/admin/events' })).toBe('subscribers');
  });

  it('follows the current path on first load, create and update screens included', () => {
    expect(nextHighlight(null, { type: 'load', pathname: '/admin/news' })).toBe('news');
    expect(nextHighlight(null, { type: 'load', pathname: '/admin/update-press/abc' })).toBe('press-release');
    expect(nextHighlight(null, { type: 'load', pathname: '/admin/create-event' })).toBe('events');
    expect(nextHighlight(null, { type: 'load', pathname: '/admin/hire-us' })).toBe('hire-us');
    expect(sectionForPath('/admin/update-career/42')).toBe('career');
  });

  it('puts a preview under the section of its kind', () => {
    expect(sectionForPath('/admin/preview/press/abc')).toBe('press-release');
    expect(sectionForPath('/admin/preview/event/abc')).toBe('events');
    expect(sectionForPath('/admin/preview/news/abc')).toBe('news');
    expect(sectionForPath('/admin/preview/career/abc')).toBe('career');
    expect(sectionForPath('/admin/preview/unknown/abc')).toBe('contact-us');
  });

  it('defaults to contact-us', () => {
    expect(nextHighlight(null, { type: 'load', pathname: '/admin' })).toBe('contact-us');
    expect(sectionForPath('/admin/somewhere-else')).toBe('contact-us');
  });

  it('follows the last clicked link', () => {
    const first = nextHighlight(null, { type: 'load', pathname: '/admin/contact-us' });
    const afterClick = nextHighlight(first, { type: 'click', key: 'events' });
    expect(afterClick).toBe('events');
    expect(nextHighlight(afterClick, { type: 'click', key: 'career' })).toBe('career');
    // A later "load" does not override what was clicked.
    expect(nextHighlight(afterClick, { type: 'load', pathname: '/admin/news' })).toBe('events');
  });
});
