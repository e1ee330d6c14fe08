import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { userState } from '../../lib/user-store.ts';
import { loadRewards, rewardsState } from './rewards-store.ts';

/** The shared rewards state, loaded on first use and again when the user changes. */
export function useRewards() {
  const { user } = useSnapshot(userState);
  const userId = user?.id ?? null;
  const snap = useSnapshot(rewardsState);
  useEffect(() => {
    void loadRewards(userId);
  }, [userId]);
  return { ...snap, userId, fresh: snap.userId === userId ? snap.data : null };
}
