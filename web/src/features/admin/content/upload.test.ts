import { describe, expect, it } from 'vitest';
import { checkImage, imageProblem } from './upload';

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

const pngHeader = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe('checkImage: the first bytes as well, as the function reads them after the upload', () => {
  it('refuses a text file named .png with the server wording', async () => {
    const fake = new File(['just some notes, not a picture'], 'photo.png', { type: 'image/png' });
    expect(await checkImage(fake)).toBe('Image must be a JPEG, PNG, WebP, GIF or AVIF file.');
  });

  it('takes a real PNG header, and still says the size first', async () => {
    expect(await checkImage(new File([pngHeader], 'photo.png', { type: 'image/png' }))).toBeNull();
    const big = new File([pngHeader, new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect(await checkImage(big)).toBe('Image must be 5 MB or smaller.');
  });

  it('goes by the bytes, not the name: a GIF sent as .png passes, as the server stores it by its bytes', async () => {
    expect(await checkImage(new File(['GIF89a and the rest'], 'photo.png', { type: 'image/png' }))).toBeNull();
  });
});
