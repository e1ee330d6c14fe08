import type { EngineStatus } from '../../../contracts/engine-api.ts';
import type { LiveMatch } from '../../../contracts/match.ts';

declare global {
  interface Window {
    __engine?: { tier: string; status(): Promise<EngineStatus> };
    __liveViews?: Partial<Record<'football' | 'basketball' | 'esports', LiveMatch[]>>;
  }
}
