import { ScoreList } from './score-list.tsx';

export function FootballPage() {
  return <ScoreList sport="football" />;
}
