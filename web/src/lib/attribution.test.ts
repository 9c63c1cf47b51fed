import { beforeEach, describe, expect, it } from 'vitest';
import { currentAttribution, deviceOf } from './attribution';
import { notePage } from './visit-note';

const at = (path: string) => {
  const url = new URL(path, 'https://site.example');
  return { pathname: url.pathname, search: url.search };
};
const origin = 'https://site.example';

describe('the visit an enquiry came from', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the first page, its campaign tags and the external referrer, then counts each further page', () => {
    notePage(at('/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&x=1'), 'https://mail.example.net/inbox?id=9');
    notePage(at('/case-studies'), 'ignored');
    notePage(at('/contact-us?utm_source=later'), '');
    expect(currentAttribution(sessionStorage, 1280, origin)).toEqual({
      landingPage: '/',
      referrer: 'https://mail.example.net/inbox',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'autumn',
      pagesViewed: 3,
      device: 'desktop',
    });
  });

  it('does not count the same page twice in a row (a re-render, a reload), nor admin pages', () => {
    notePage(at('/about'), '');
    notePage(at('/about'), '');
    notePage(at('/admin/contact-us'), '');
    expect(currentAttribution(sessionStorage, 500, origin)).toEqual({ landingPage: '/about', pagesViewed: 1, device: 'mobile' });
  });

  it('keeps no referrer from the site itself, and no tags when there are none', () => {
    notePage(at('/hiring'), 'https://site.example/elsewhere');
    expect(currentAttribution(sessionStorage, 800, origin)).toEqual({ landingPage: '/hiring', pagesViewed: 1, device: 'tablet' });
  });

  it('sends the device alone when storage has nothing or is unreadable', () => {
    expect(currentAttribution(sessionStorage, 1024, origin)).toEqual({ device: 'desktop' });
    sessionStorage.setItem('visit', '{broken');
    expect(currentAttribution(sessionStorage, 767, origin)).toEqual({ device: 'mobile' });
  });

  it('classes devices by viewport width', () => {
    expect([deviceOf(375), deviceOf(767), deviceOf(768), deviceOf(1023), deviceOf(1024)]).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
    ]);
  });
});
