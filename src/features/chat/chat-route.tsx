import { lazy, Suspense } from 'react';

// IMPORTANT: the page (with its kit pieces) is one import further, so the app entry's table of
// chunks to preload names this small module only, not the page's chunks: the entry is what every
// first visit (/football) downloads. The page starts loading as soon as this module runs.
const page = import('./chat-page.tsx');
const ChatPage = lazy(async () => ({ default: (await page).ChatPage }));

/** `/chat-chat`, loading the chat page. */
export function ChatRoute() {
  return (
    <Suspense fallback={null}>
      <ChatPage />
    </Suspense>
  );
}
