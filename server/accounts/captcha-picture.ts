import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/**
 * The slider captcha's pictures, drawn into pixels: a random scene with a gap, and the piece cut
 * from the scene where the gap is. The gap's place is in the pixels only, never in the markup or
 * the answer's text (an SVG carried it as a number a script could read).
 */
export const PICTURE = { width: 300, height: 150, piece: 44 } as const;

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** A soft scene: a diagonal gradient and translucent circles, different every time. */
function drawScene(): Uint8Array {
  const { width, height } = PICTURE;
  const pixels = new Uint8Array(width * height * 3);
  const hue = randomInt(360);
  const from = hsl(hue, 0.6, 0.55);
  const to = hsl((hue + 120) % 360, 0.6, 0.4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(from[c]! * (1 - t) + to[c]! * t);
    }
  }
  for (let n = 0; n < 12; n++) {
    const cx = randomInt(width);
    const cy = randomInt(height);
    const r = 8 + randomInt(30);
    const color = hsl((hue + randomInt(180)) % 360, 0.7, (40 + randomInt(30)) / 100);
    for (let y = Math.max(0, cy - r); y < Math.min(height, cy + r); y++) {
      for (let x = Math.max(0, cx - r); x < Math.min(width, cx + r); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) continue;
        const i = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(pixels[i + c]! * 0.35 + color[c]! * 0.65);
      }
    }
  }
  return pixels;
}

const insideRounded = (x: number, y: number, size: number, radius: number) => {
  const dx = Math.max(radius - x, 0, x - (size - 1 - radius));
  const dy = Math.max(radius - y, 0, y - (size - 1 - radius));
  return dx * dx + dy * dy <= radius * radius;
};

function png(width: number, height: number, rgba: (x: number, y: number) => [number, number, number, number]): string {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = rgba(x, y);
      const i = (y * width + x) * 4;
      image.data[i] = r;
      image.data[i + 1] = g;
      image.data[i + 2] = b;
      image.data[i + 3] = a;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(image, { colorType: 6 }).toString('base64')}`;
}

/** The background with the gap at (`gapX`, `gapY`), and the piece that fills it. */
export function drawPuzzle(gapX: number, gapY: number): { background: string; piece: string } {
  const { width, height, piece: size } = PICTURE;
  const scene = drawScene();
  const at = (x: number, y: number): Rgb => {
    const i = (y * width + x) * 3;
    return [scene[i]!, scene[i + 1]!, scene[i + 2]!];
  };
  const radius = 6;
  /** The white rim of the gap and of the piece, 2 px wide. */
  const edge = (x: number, y: number) =>
    insideRounded(x, y, size, radius) && !insideRounded(x - 2, y - 2, size - 4, radius);
  const background = png(width, height, (x, y) => {
    const [r, g, b] = at(x, y);
    const px = x - gapX;
    const py = y - gapY;
    if (px >= 0 && py >= 0 && px < size && py < size && insideRounded(px, py, size, radius)) {
      if (edge(px, py)) return [255, 255, 255, 255];
      return [Math.round(r * 0.45), Math.round(g * 0.45), Math.round(b * 0.45), 255];
    }
    return [r, g, b, 255];
  });
  const piece = png(size, size, (px, py) => {
    if (!insideRounded(px, py, size, radius)) return [0, 0, 0, 0];
    if (edge(px, py)) return [255, 255, 255, 255];
    const [r, g, b] = at(gapX + px, gapY + py);
    return [r, g, b, 255];
  });
  return { background, piece };
}
