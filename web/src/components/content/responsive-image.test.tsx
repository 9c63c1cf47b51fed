import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const meta = { width: 1200, height: 675, placeholder: 'data:image/webp;base64,AAAA', widths: [480, 960, 1200] };

describe('ResponsiveImage', () => {
  it('renders a picture with AVIF and WebP sources, the original format as the img, its size and placeholder', () => {
    const { container } = render(<ResponsiveImage src="/media/news/a.png" alt="A banner" meta={meta} sizes="100vw" width={1} height={1} />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', '/media/news/a-w480.avif 480w, /media/news/a-w960.avif 960w, /media/news/a-w1200.avif 1200w', '100vw'],
      ['image/webp', '/media/news/a-w480.webp 480w, /media/news/a-w960.webp 960w, /media/news/a-w1200.webp 1200w', '100vw'],
    ]);
    const img = container.querySelector('picture > img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/media/news/a-w1200.png');
    expect(img.getAttribute('srcset')).toContain('/media/news/a-w480.png 480w');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.alt, img.getAttribute('loading')]).toEqual([
      '1200',
      '675',
      'A banner',
      'lazy',
    ]);
    expect(img.style.backgroundImage).toContain(meta.placeholder);
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads the page’s largest image at once and first', () => {
    const { container } = render(<ResponsiveImage src="/media/n/b.jpg" alt="B" meta={meta} sizes="100vw" width={1} height={1} priority />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('renders an image without meta (an older item) as the plain img it was', () => {
    const { container } = render(<ResponsiveImage src="/media/n/c.png" alt="C" sizes="100vw" width={1200} height={675} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img') as HTMLImageElement;
    expect([img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('loading')]).toEqual(['/media/n/c.png', '1200', 'lazy']);
  });
});
