import { ScoreList } from './score-list.tsx';

/** `/esports`: today's e-sports series from the engine, like the basketball list. */
export function EsportsPage() {
  return <ScoreList sport="esports" />;
}
