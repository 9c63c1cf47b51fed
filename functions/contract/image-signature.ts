/**
 * Tells a raster image's type from its first bytes; the name and stated type
 * are never trusted. Shared: the upload check on the server and the browser's
 * check when an image is chosen read the same signatures.
 */

export interface ImageType {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';
  extension: 'jpg' | 'png' | 'webp' | 'gif' | 'avif';
}

/** How many leading bytes the check reads (enough for an ISO-BMFF brand list). */
export const signatureBytes = 32;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return { contentType: 'image/png', extension: 'png' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { contentType: 'image/gif', extension: 'gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { contentType: 'image/webp', extension: 'webp' };
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: major brand at 8-12, compatible brands after the minor version.
    const boxSize = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0));
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes('avif') || brands.includes('avis')) return { contentType: 'image/avif', extension: 'avif' };
  }
  return null;
}
