import type { LiveMatch } from '../../../contracts/match.ts';

declare global {
  interface Window {
    __engine?: { tier: string; status(): Promise<unknown> };
    __liveViews?: Partial<Record<'football' | 'basketball' | 'esports', LiveMatch[]>>;
  }
}
