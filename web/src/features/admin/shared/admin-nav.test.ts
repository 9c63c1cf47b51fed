import { describe, expect, it } from 'vitest';
import { adminSections, barItemsFor, firstSectionPath, nextHighlight, redirectFor, sectionForPath, sectionsFor } from './admin-nav';

describe('admin bar highlight', () => {
  it('lists the six sections of the spec in order, then Testimonials, Case Studies, Services, Home page, About page, Success stories, Subscribers, Leads by source and Applications, then the team and privacy sections', () => {
    const labels = adminSections.map((section) => section.label);
    expect(labels.slice(0, 6)).toEqual(['Contact Us', 'Hire Us', 'Career', 'Press Release', 'News', 'Events']);
    expect(adminSections[6]).toEqual({ key: 'testimonials', label: 'Testimonials', path: '/admin/testimonials' });
    expect(adminSections[7]).toEqual({ key: 'case-studies', label: 'Case Studies', path: '/admin/case-studies' });
    expect(adminSections[8]).toEqual({ key: 'services', label: 'Services', path: '/admin/services' });
    expect(adminSections[9]).toEqual({ key: 'home-page', label: 'Home page', path: '/admin/home-page' });
    expect(adminSections[10]).toEqual({ key: 'about-page', label: 'About page', path: '/admin/about-page' });
    expect(adminSections[11]).toEqual({ key: 'success-stories-page', label: 'Success stories', path: '/admin/success-stories-page' });
    expect(adminSections[12]).toEqual({ key: 'subscribers', label: 'Subscribers', path: '/admin/subscribers' });
    expect(adminSections[13]).toEqual({ key: 'lead-sources', label: 'Leads by source', path: '/admin/lead-sources' });
    expect(labels.slice(14)).toEqual(['Applications', 'Users', 'Audit log', 'Webhooks', 'Redirects', 'Privacy', 'Account']);
  });

  it('highlights Leads by source on its screen', () => {
    expect(sectionForPath('/admin/lead-sources')).toBe('lead-sources');
    expect(redirectFor('/admin/lead-sources', 'editor')).toBe('/admin/career');
    expect(redirectFor('/admin/lead-sources', 'sales')).toBeNull();
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
    const screens = [
      ['testimonials', 'testimonial', 'testimonial'],
      ['case-studies', 'case-study', 'caseStudy'],
      ['services', 'service', 'service'],
    ] as const;
    for (const [section, form, kind] of screens) {
      for (const path of [`/admin/${section}`, `/admin/create-${form}`, `/admin/update-${form}/abc`, `/admin/preview/${kind}/abc`]) {
        expect(sectionForPath(path), path).toBe(section);
      }
    }
    expect(sectionForPath('/admin/home-page')).toBe('home-page');
    expect(sectionForPath('/admin/home-page/abc')).toBe('home-page');
    expect(sectionForPath('/admin/preview/home/abc')).toBe('home-page');
    expect(redirectFor('/admin/home-page', 'sales')).toBe('/admin/contact-us');
    expect(redirectFor('/admin/home-page', 'recruiter')).toBe('/admin/applications');
    expect(redirectFor('/admin/home-page', 'editor')).toBeNull();
    expect(sectionForPath('/admin/about-page')).toBe('about-page');
    expect(sectionForPath('/admin/about-page/abc')).toBe('about-page');
    expect(sectionForPath('/admin/preview/about/abc')).toBe('about-page');
    expect(redirectFor('/admin/about-page', 'sales')).toBe('/admin/contact-us');
    expect(redirectFor('/admin/about-page', 'editor')).toBeNull();
    expect(sectionForPath('/admin/success-stories-page')).toBe('success-stories-page');
    expect(sectionForPath('/admin/success-stories-page/abc')).toBe('success-stories-page');
    expect(sectionForPath('/admin/preview/successStories/abc')).toBe('success-stories-page');
    expect(redirectFor('/admin/success-stories-page', 'recruiter')).toBe('/admin/applications');
    expect(redirectFor('/admin/success-stories-page', 'editor')).toBeNull();
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

describe('admin sections by role', () => {
  const labelsFor = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((section) => section.label);

  it('offers each role only the sections whose list route it may call', () => {
    expect(labelsFor('owner')).toEqual(adminSections.map((section) => section.label));
    expect(labelsFor('editor')).toEqual([
      'Career',
      'Press Release',
      'News',
      'Events',
      'Testimonials',
      'Case Studies',
      'Services',
      'Home page',
      'About page',
      'Success stories',
      'Account',
    ]);
    expect(labelsFor('sales')).toEqual(['Contact Us', 'Hire Us', 'Subscribers', 'Leads by source', 'Account']);
    expect(labelsFor('recruiter')).toEqual(['Applications', 'Account']);
    expect(labelsFor(null)).toEqual([]);
  });

  it('lands a Recruiter on Applications and keeps Sales and Editors out of it', () => {
    expect(firstSectionPath('recruiter')).toBe('/admin/applications');
    expect(redirectFor('/admin', 'recruiter')).toBe('/admin/applications');
    expect(redirectFor('/admin/contact-us', 'recruiter')).toBe('/admin/applications');
    expect(redirectFor('/admin/applications', 'recruiter')).toBeNull();
    expect(redirectFor('/admin/applications/abc123', 'owner')).toBeNull();
    expect(redirectFor('/admin/applications/abc123', 'sales')).toBe('/admin/contact-us');
    expect(redirectFor('/admin/applications', 'editor')).toBe('/admin/career');
    expect(sectionForPath('/admin/applications/abc123')).toBe('applications');
  });

  it("lands each role on its first section: the spec's Contact Us for Owners and Sales, Career for Editors", () => {
    expect(firstSectionPath('owner')).toBe('/admin/contact-us');
    expect(firstSectionPath('sales')).toBe('/admin/contact-us');
    expect(firstSectionPath('editor')).toBe('/admin/career');
    expect(firstSectionPath(null)).toBeNull();
  });

  it('sends a role away from every screen of a section it may not use, and nowhere from its own', () => {
    expect(redirectFor('/admin/contact-us', 'editor')).toBe('/admin/career');
    expect(redirectFor('/admin/hire-us/abc123', 'editor')).toBe('/admin/career');
    expect(redirectFor('/admin', 'editor')).toBe('/admin/career');
    expect(redirectFor('/admin/users', 'editor')).toBe('/admin/career');
    expect(redirectFor('/admin/update-news/42', 'sales')).toBe('/admin/contact-us');
    expect(redirectFor('/admin/preview/event/1', 'sales')).toBe('/admin/contact-us');
    expect(redirectFor('/admin/audit', 'sales')).toBe('/admin/contact-us');
    expect(redirectFor('/admin/privacy', 'sales')).toBe('/admin/contact-us');
    expect(redirectFor('/admin/create-career', 'editor')).toBeNull();
    expect(redirectFor('/admin/account', 'editor')).toBeNull();
    expect(redirectFor('/admin/account', 'sales')).toBeNull();
    expect(redirectFor('/admin/users', 'owner')).toBeNull();
    expect(redirectFor('/admin', 'owner')).toBeNull();
  });

  it('leaves an address of no section to the not-found page', () => {
    expect(redirectFor('/admin/no-such-screen', 'editor')).toBeNull();
  });

  it('highlights the new sections on their screens, and a lead under its list', () => {
    expect(sectionForPath('/admin/users')).toBe('users');
    expect(sectionForPath('/admin/audit/')).toBe('audit');
    expect(sectionForPath('/admin/webhooks')).toBe('webhooks');
    expect(redirectFor('/admin/webhooks', 'sales')).toBe('/admin/contact-us');
    expect(redirectFor('/admin/webhooks', 'owner')).toBeNull();
    expect(sectionForPath('/admin/redirects')).toBe('redirects');
    for (const role of ['editor', 'sales', 'recruiter'] as const) expect(redirectFor('/admin/redirects', role)).not.toBeNull();
    expect(redirectFor('/admin/redirects', 'owner')).toBeNull();
    expect(sectionForPath('/admin/account')).toBe('account');
    expect(sectionForPath('/admin/contact-us/abc')).toBe('contact-us');
    expect(sectionForPath('/admin/hire-us/abc')).toBe('hire-us');
  });
});

describe('admin bar menus', () => {
  const entries = (role: Parameters<typeof barItemsFor>[0]) =>
    barItemsFor(role).map((item) =>
      item.type === 'link' ? item.section.key : `${item.key}: ${item.sections.map((section) => section.key).join(' ')}`,
    );

  it('keeps the spec’s six as links for an Owner and groups the sections added since into Pages, Leads and Team', () => {
    expect(entries('owner')).toEqual([
      'contact-us',
      'hire-us',
      'career',
      'press-release',
      'news',
      'events',
      'pages: testimonials case-studies services home-page about-page success-stories-page',
      'leads: subscribers lead-sources',
      'applications',
      'team: users audit webhooks redirects privacy',
      'account',
    ]);
  });

  it('offers each role only its sections, and a lone section of a menu as its own link', () => {
    expect(entries('sales')).toEqual(['contact-us', 'hire-us', 'leads: subscribers lead-sources', 'account']);
    expect(entries('editor')).toEqual([
      'career',
      'press-release',
      'news',
      'events',
      'pages: testimonials case-studies services home-page about-page success-stories-page',
      'account',
    ]);
    expect(entries('recruiter')).toEqual(['applications', 'account']);
    expect(entries(null)).toEqual([]);
  });
});
