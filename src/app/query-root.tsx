import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createAnswerStore } from '../lib/query/answer-store.ts';
import { createAppQueryClient } from '../lib/query/query-client.ts';

const client = createAppQueryClient(createAnswerStore());

/**
 * A page (or a lazy part of the shell, like the search panel) that reads HTTP data, inside the
 * app's one query cache. The cache comes with the first such page, not with the shell: the live
 * score pages (all engine data) load none of it.
 */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function QueryPage(props: P) {
    return (
      <QueryClientProvider client={client}>
        <Page {...props} />
      </QueryClientProvider>
    );
  }
  QueryPage.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return QueryPage;
}
