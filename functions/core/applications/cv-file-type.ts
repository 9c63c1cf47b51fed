/**
 * What a CV really is, from its bytes: a PDF starts with "%PDF-"; a DOCX is a
 * ZIP archive (local file header "PK\x03\x04") whose entries include
 * [Content_Types].xml and the word/ folder. A renamed program, image or other
 * archive is none of these, whatever its name or declared type says.
 */
import type { CvKind } from '../../contract/applications';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
const zip = [0x50, 0x4b, 0x03, 0x04];

export function sniffCv(bytes: Uint8Array): CvKind | null {
  if (startsWith(bytes, pdf)) return 'pdf';
  if (!startsWith(bytes, zip)) return null;
  // Entry names are stored as plain bytes in each local header and the central directory.
  const names = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return names.includes('[Content_Types].xml') && names.includes('word/') ? 'docx' : null;
}
