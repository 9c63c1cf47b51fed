import { describe, expect, it } from 'vitest';
import { imageProblem } from './upload';

describe('imageProblem: the upload schema the function checks, before any request', () => {
  it('refuses what is not one of the five image types, with the server wording', () => {
    expect(imageProblem({ type: 'text/plain', size: 10 })).toBe('Image must be a JPEG, PNG, WebP, GIF or AVIF file.');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('Image must be a JPEG, PNG, WebP, GIF or AVIF file.');
    expect(imageProblem({ type: '', size: 10 })).toBe('Image must be a JPEG, PNG, WebP, GIF or AVIF file.');
  });

  it('takes up to 5 MB and refuses more', () => {
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: 1 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('Image must be 5 MB or smaller.');
  });
});
