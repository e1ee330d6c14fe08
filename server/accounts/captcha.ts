import { randomBytes, randomInt } from 'node:crypto';
import type { CaptchaAnswer, CaptchaChallenge } from '../../contracts/account.ts';
import type { KeyValueStore } from '../kv/kv-store.ts';

/** A captcha provider: the built-in slider by default; a hosted one implements the same interface. */
export interface CaptchaProvider {
  create(): Promise<CaptchaChallenge>;
  /** Checks an answer (one try per challenge); returns a single-use pass, or null. */
  verify(answer: CaptchaAnswer): Promise<string | null>;
  /** Spends a pass; true once, then false. */
  consume(pass: string): Promise<boolean>;
}

const WIDTH = 300;
const HEIGHT = 150;
const PIECE = 44;
const TOLERANCE_PX = 6;
const CHALLENGE_TTL_MS = 2 * 60_000;
const PASS_TTL_MS = 2 * 60_000;

function svgUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A random picture: a gradient and a few soft shapes, so the gap and the piece can be matched by eye. */
function picture(): string {
  const hue = randomInt(360);
  let shapes = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,40%)"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`;
  for (let i = 0; i < 9; i++) {
    const h = (hue + randomInt(180)) % 360;
    shapes += `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${10 + randomInt(30)}" fill="hsl(${h},70%,${40 + randomInt(30)}%)" fill-opacity="0.7"/>`;
  }
  return shapes;
}

/** The built-in slider: drag the piece into the gap; the server checks the position and the drag. */
export function createSliderCaptcha(store: KeyValueStore): CaptchaProvider {
  return {
    async create() {
      const id = randomBytes(16).toString('base64url');
      const x = 80 + randomInt(WIDTH - PIECE - 90);
      const y = 10 + randomInt(HEIGHT - PIECE - 20);
      const art = picture();
      const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${art}<rect x="${x}" y="${y}" width="${PIECE}" height="${PIECE}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="2"/></svg>`;
      const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${PIECE}" viewBox="${x} ${y} ${PIECE} ${PIECE}"><clipPath id="c"><rect x="${x}" y="${y}" width="${PIECE}" height="${PIECE}" rx="6"/></clipPath><g clip-path="url(#c)">${art}</g><rect x="${x + 1}" y="${y + 1}" width="${PIECE - 2}" height="${PIECE - 2}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
      await store.set(`captcha:${id}`, String(x), CHALLENGE_TTL_MS);
      return {
        id,
        background: svgUrl(background),
        piece: svgUrl(piece),
        width: WIDTH,
        height: HEIGHT,
        piece_y: y,
        piece_size: PIECE,
      };
    },
    async verify(answer) {
      const target = await store.take(`captcha:${answer.id}`);
      if (target === null) return null;
      if (Math.abs(answer.x - Number(target)) > TOLERANCE_PX) return null;
      if (!isHumanDrag(answer)) return null;
      const pass = randomBytes(24).toString('base64url');
      await store.set(`captcha-pass:${pass}`, '1', PASS_TTL_MS);
      return pass;
    },
    async consume(pass) {
      if (!pass || pass.length > 64) return false;
      return (await store.take(`captcha-pass:${pass}`)) !== null;
    },
  };
}

/** A drag by hand: it takes time, moves in steps and ends where it was released. */
export function isHumanDrag(answer: CaptchaAnswer): boolean {
  const trail = answer.trail;
  if (!Array.isArray(trail) || trail.length < 4 || trail.length > 2000) return false;
  const first = trail[0];
  const last = trail[trail.length - 1];
  if (!first || !last) return false;
  const duration = last[0] - first[0];
  if (duration < 120 || duration > 60_000) return false;
  if (Math.abs(last[1] - answer.x) > 2) return false;
  for (let i = 1; i < trail.length; i++) if ((trail[i]?.[0] ?? 0) < (trail[i - 1]?.[0] ?? 0)) return false;
  const xs = new Set(trail.map((p) => Math.round(p[1])));
  return xs.size >= 3;
}
