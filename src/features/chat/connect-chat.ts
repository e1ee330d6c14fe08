import { ACCOUNT_PATHS } from '../../../contracts/account.ts';
import { API_PATHS } from '../../../contracts/api.ts';
import type { ChatSettings } from '../../../contracts/chat.ts';
import { callRoute } from '../../lib/api-client.ts';
import { userState } from '../../lib/user-store.ts';
import { connectBuiltinChat, type BuiltinChat } from './builtin-chat-service.ts';

let tencent: Promise<BuiltinChat> | null = null;

/**
 * Tencent Cloud IM for this tab: one SDK instance (a second one would sign the first out), signed
 * in as the user with their `userSig`, or as the tourist account. The SDK module loads here, by a
 * dynamic import, only for a deployment set up for Tencent.
 */
function connectTencent(settings: ChatSettings): Promise<BuiltinChat> {
  tencent ??= (async () => {
    const { createTencentChatService } = await import('./tencent-chat-service.ts');
    const tourist = () => callRoute('GET', ACCOUNT_PATHS.touristAccount, {}, { quiet: true });
    const chat = await createTencentChatService({ sdkAppId: settings.sdk_app_id ?? 0, tourist });
    const user = userState.user;
    const login = user ? { id: String(user.id), sig: user.userSig } : await tourist();
    await chat.login(login.id, login.sig);
    // Shared by the tab's views: closing one view leaves the SDK to the others.
    return { ...chat, close: () => undefined };
  })().catch((error: unknown) => {
    tencent = null;
    throw error;
  });
  return tencent;
}

/** The chat service the system settings name: the built-in one unless the server is set up for Tencent. */
export async function connectChat(): Promise<BuiltinChat> {
  const config = await callRoute('GET', API_PATHS.systemConfig, {}, { quiet: true }).catch(() => null);
  const settings = config?.chat;
  if (settings?.service === 'tencent' && settings.sdk_app_id) return connectTencent(settings);
  return connectBuiltinChat();
}
