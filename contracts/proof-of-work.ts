import type { PowChallenge } from './account.ts';

/**
 * Solves the captcha's proof of work (ALTCHA's scheme): finds the number `n` up to `maxnumber`
 * whose hash of `salt + n` is the challenge, and returns the solution the server verifies (sent
 * as base64 of its JSON), or null when no number fits. The hash is passed in (the browser and
 * Node each have their own SHA-256), so this stays free of I/O.
 */
export function solveProofOfWork(pow: PowChallenge, hashHex: (text: string) => string): PowSolution | null {
  const max = pow.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n++) {
    if (hashHex(pow.salt + n) === pow.challenge) {
      return {
        algorithm: pow.algorithm,
        challenge: pow.challenge,
        number: n,
        salt: pow.salt,
        signature: pow.signature,
      };
    }
  }
  return null;
}

export interface PowSolution {
  algorithm: PowChallenge['algorithm'];
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}
