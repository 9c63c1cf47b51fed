import { describe, expect, it } from 'vitest';
import { outlineHeadings } from './heading-outline';

describe('outlineHeadings', () => {
  it('moves a body that starts with a Heading 3 under the page h1 to h2, keeping its size class', () => {
    expect(outlineHeadings('<p>Intro</p><h3>About us</h3><p>Text</p><h3>Media contact</h3>', 1)).toBe(
      '<p>Intro</p><h2 class="content-html__h3">About us</h2><p>Text</p><h2 class="content-html__h3">Media contact</h2>',
    );
  });

  it('keeps an outline that already follows the page, and never skips a level going deeper', () => {
    expect(outlineHeadings('<h2>A</h2><h3>A.1</h3><h2>B</h2><h4>B.1</h4><h3>B.2</h3>', 1)).toBe(
      '<h2 class="content-html__h2">A</h2><h3 class="content-html__h3">A.1</h3><h2 class="content-html__h2">B</h2>' +
        '<h3 class="content-html__h4">B.1</h3><h3 class="content-html__h3">B.2</h3>',
    );
  });

  it('follows the heading the body sits under, and stops at h6', () => {
    expect(outlineHeadings('<h1>Role</h1><h2>Skills</h2>', 3)).toBe(
      '<h4 class="content-html__h1">Role</h4><h5 class="content-html__h2">Skills</h5>',
    );
    expect(outlineHeadings('<h2>A</h2><h3>B</h3>', 5)).toBe('<h6 class="content-html__h2">A</h6><h6 class="content-html__h3">B</h6>');
  });

  it('adds to the editor class and keeps the other attributes', () => {
    expect(outlineHeadings('<h3 class="ql-align-center" id="x">Centred</h3>', 1)).toBe(
      '<h2 class="content-html__h3 ql-align-center" id="x">Centred</h2>',
    );
  });

  it('leaves text and attribute values that merely look like headings alone', () => {
    const html = '<p title="<h3 onclick=&quot;x&quot;>">&lt;h3&gt; is a tag</p><!-- <h4> --><a href="/h3">h3</a>';
    expect(outlineHeadings(html, 1)).toBe(html);
  });
});
