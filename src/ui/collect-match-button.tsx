import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { MEMBER_EXTRA_PATHS, type MatchSource } from '../../contracts/member-extras.ts';
import { callRoute } from '../lib/api-client.ts';
import { openLoginDialog } from '../lib/login-dialog.ts';
import { apiKey, apiQuery } from '../lib/query/api-query.ts';
import { userState } from '../lib/user-store.ts';

/**
 * Collect (or uncollect) a match into the member centre's collections (`Basketballuser/collect`):
 * a toggle on a match's page. A visitor is asked to log in first.
 */
export function CollectMatchButton({ matchId, source }: { matchId: number; source: MatchSource }) {
  const { t } = useTranslation('member-extras');
  const { user } = useSnapshot(userState);
  const queryClient = useQueryClient();
  const state = useQuery(
    apiQuery(MEMBER_EXTRA_PATHS.collectList, user ? { match_id: matchId, source, limit: 1 } : null, {
      personal: true,
    }),
  );
  const collected = (state.data?.total ?? 0) > 0;
  const toggle = useMutation({
    mutationFn: () =>
      callRoute('POST', MEMBER_EXTRA_PATHS.collect, { match_id: matchId, source, collect: collected ? 0 : 1 }),
    // This button's state and the collections list both read the collect list.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: apiKey(MEMBER_EXTRA_PATHS.collectList, true) }),
  });
  return (
    <Button
      type="button"
      size="small"
      outlined={!collected}
      aria-pressed={collected}
      aria-label={collected ? t('collect.removeLabel') : t('collect.addLabel')}
      label={collected ? t('collect.added') : t('collect.add')}
      loading={toggle.isPending}
      disabled={user !== null && !state.data}
      onClick={() => (user ? toggle.mutate() : openLoginDialog())}
    />
  );
}
