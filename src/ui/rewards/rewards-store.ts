import { proxy } from 'valtio';
import { ACCOUNT_PATHS, REWARD_PATHS, type SignResult, type SignTaskList } from '../../../contracts/account.ts';
import { callRoute } from '../../lib/api-client.ts';
import { updateStoredUser } from '../../lib/user-store.ts';

/**
 * This week's check-ins and today's tasks, shared by the strip and the task list (the hover
 * panel and the member centre show both): one load, one reload after a check-in or a share.
 */
export const rewardsState = proxy({
  data: null as SignTaskList | null,
  /** The user the data is for (null = visitor), so a login or logout reloads. */
  userId: undefined as number | null | undefined,
  loading: false,
  failed: false,
  signing: false,
});

let inFlight: Promise<void> | null = null;

/** Loads (or reloads) the list; concurrent callers share one request. */
export function loadRewards(userId: number | null): Promise<void> {
  if (inFlight && rewardsState.userId === userId) return inFlight;
  rewardsState.userId = userId;
  rewardsState.loading = true;
  const request = callRoute('GET', REWARD_PATHS.signTaskList, {}, { quiet: true }).then(
    (data) => {
      if (rewardsState.userId !== userId) return;
      rewardsState.data = data;
      rewardsState.failed = false;
    },
    () => {
      if (rewardsState.userId === userId) rewardsState.failed = true;
    },
  );
  inFlight = request.finally(() => {
    if (inFlight === wrapped) inFlight = null;
    rewardsState.loading = false;
  });
  const wrapped = inFlight;
  return wrapped;
}

/** Today's check-in: credits the day's diamonds, updates the stored balance, reloads the tasks. */
export async function signToday(userId: number): Promise<SignResult | null> {
  if (rewardsState.signing) return null;
  rewardsState.signing = true;
  try {
    const result = await callRoute('POST', REWARD_PATHS.sign, {});
    updateStoredUser({ balance: result.balance });
    return result;
  } catch {
    return null; // the shell shows the message (e.g. already signed)
  } finally {
    rewardsState.signing = false;
    inFlight = null;
    await loadRewards(userId);
  }
}

/** The share task: the client reports a share; the answer is today's tasks. */
export async function reportShare(): Promise<void> {
  const tasks = await callRoute('POST', REWARD_PATHS.taskShare, {});
  if (rewardsState.data) rewardsState.data = { ...rewardsState.data, today: tasks };
  // The share may have paid its reward: show the new balance.
  const info = await callRoute('GET', ACCOUNT_PATHS.userInfo, {}, { quiet: true });
  updateStoredUser({ balance: info.balance });
}
