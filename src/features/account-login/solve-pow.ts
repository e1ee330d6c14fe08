import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { PowChallenge } from '../../../contracts/account.ts';
import { solveProofOfWork } from '../../../contracts/proof-of-work.ts';

/**
 * The captcha's proof of work, solved in the page (a fraction of a second). A plain SHA-256 in
 * JavaScript: WebCrypto's is missing on plain-HTTP origins other than localhost.
 */
export function solvePow(pow: PowChallenge): string | null {
  const solution = solveProofOfWork(pow, (text) => bytesToHex(sha256(utf8ToBytes(text))));
  return solution && btoa(JSON.stringify(solution));
}
