// biome-ignore-all lint/style/noNonNullAssertion: pixel loops index typed arrays within their computed bounds
/**
 * Draws seed images as real PNGs (gradient, soft light and a network mesh), so
 * the local stack shows pictures that go through the same upload checks as any
 * admin upload. No image files are stored in the repository.
 */
import { deflateSync, crc32 } from 'node:zlib';

type Rgb = readonly [number, number, number];

const palettes: ReadonlyArray<readonly [Rgb, Rgb, Rgb]> = [
  [
    [11, 22, 51],
    [61, 90, 254],
    [170, 184, 255],
  ],
  [
    [6, 13, 34],
    [139, 92, 246],
    [221, 214, 254],
  ],
  [
    [13, 34, 74],
    [20, 184, 166],
    [204, 251, 241],
  ],
  [
    [19, 34, 74],
    [255, 159, 67],
    [255, 237, 213],
  ],
  [
    [11, 22, 51],
    [14, 165, 233],
    [186, 230, 253],
  ],
  [
    [30, 49, 102],
    [236, 72, 153],
    [252, 231, 243],
  ],
];

/** A deterministic pseudo-random sequence, so the same seed draws the same picture. */
function random(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

export function drawArtwork(seed: number, width: number, height: number): Buffer {
  const [base, accent, light] = palettes[seed % palettes.length]!;
  const next = random(seed + 1);
  const pixels = new Float32Array(width * height * 3);
  const blend = (x: number, y: number, color: Rgb, alpha: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const at = (Math.floor(y) * width + Math.floor(x)) * 3;
    for (let c = 0; c < 3; c++) pixels[at + c] = pixels[at + c]! * (1 - alpha) + color[c]! * alpha;
  };

  // Diagonal gradient from the base colour to the accent.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = Math.min(1, Math.max(0, (x / width) * 0.7 + (y / height) * 0.3 - 0.15));
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[at + c] = base[c]! + (accent[c]! - base[c]!) * t * 0.85;
    }
  }
  // Soft glows.
  for (let glow = 0; glow < 3; glow++) {
    const cx = next() * width;
    const cy = next() * height;
    const radius = (0.2 + next() * 0.3) * width;
    for (let y = Math.max(0, cy - radius); y < Math.min(height, cy + radius); y++) {
      for (let x = Math.max(0, cx - radius); x < Math.min(width, cx + radius); x++) {
        const d = Math.hypot(x - cx, y - cy) / radius;
        if (d < 1) blend(x, y, light, (1 - d) ** 2 * 0.25);
      }
    }
  }
  // Network mesh: nodes joined to their near neighbours.
  const nodes = Array.from({ length: 26 }, () => [next() * width, next() * height] as const);
  for (const [i, [ax, ay]] of nodes.entries()) {
    for (const [bx, by] of nodes.slice(i + 1)) {
      const length = Math.hypot(bx - ax, by - ay);
      if (length > width * 0.28) continue;
      for (let s = 0; s <= length; s++) {
        const x = ax + ((bx - ax) * s) / length;
        const y = ay + ((by - ay) * s) / length;
        blend(x, y, light, 0.35);
        blend(x, y + 1, light, 0.2);
      }
    }
  }
  for (const [x, y] of nodes) {
    for (let dy = -6; dy <= 6; dy++) for (let dx = -6; dx <= 6; dx++) if (dx * dx + dy * dy <= 36) blend(x + dx, y + dy, light, 0.9);
  }
  return encodePng(width, height, pixels);
}

function encodePng(width: number, height: number, pixels: Float32Array): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const rowStart = y * (width * 3 + 1);
    rows[rowStart] = 0; // filter: none
    for (let i = 0; i < width * 3; i++) rows[rowStart + 1 + i] = Math.round(Math.min(255, Math.max(0, pixels[y * width * 3 + i]!)));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}
