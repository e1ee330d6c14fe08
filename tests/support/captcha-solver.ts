import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import type { CaptchaChallenge, PowChallenge } from '../../contracts/account.ts';
import { solveProofOfWork } from '../../contracts/proof-of-work.ts';

/**
 * The slider captcha solved as a person does: by looking at the picture. The gap's white rim is
 * found in the background's pixels (the row the piece sits on is given); nothing in the markup
 * says where it is.
 */
export function findGap(challenge: Pick<CaptchaChallenge, 'background' | 'piece_y' | 'piece_size'>): number {
  const image = PNG.sync.read(Buffer.from(challenge.background.split(',')[1] ?? '', 'base64'));
  const white = (x: number, y: number) => {
    const i = (y * image.width + x) * 4;
    return image.data[i] === 255 && image.data[i + 1] === 255 && image.data[i + 2] === 255;
  };
  const size = challenge.piece_size;
  const rows = Array.from({ length: size - 16 }, (_, i) => challenge.piece_y + 8 + i);
  for (let x = 0; x + size <= image.width; x++) {
    if (rows.every((y) => white(x, y) && white(x + size - 1, y))) return x;
  }
  throw new Error('no gap in the captcha picture');
}

/** The proof of work, solved with Node's SHA-256 (the payload the server expects). */
export function solvePowInNode(pow: PowChallenge): string {
  const solution = solveProofOfWork(pow, (text) =>
    createHash(pow.algorithm.replace('-', '').toLowerCase()).update(text).digest('hex'),
  );
  if (!solution) throw new Error('the proof of work has no solution');
  return Buffer.from(JSON.stringify(solution)).toString('base64');
}
