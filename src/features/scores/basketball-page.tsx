import { ScoreList } from './score-list.tsx';

export function BasketballPage() {
  return <ScoreList sport="basketball" />;
}
