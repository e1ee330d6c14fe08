import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createAnswerStore } from '../lib/query/answer-store.ts';
import { createAppQueryClient } from '../lib/query/query-client.ts';

const client = createAppQueryClient(createAnswerStore());

/**
 * A page that reads HTTP data, inside the app's one query cache. The cache comes with the first
 * such page, not with the shell: the live score pages (all engine data) load none of it.
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  function QueryPage() {
    return (
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>
    );
  }
  QueryPage.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return QueryPage;
}
