import type { MatchAlert } from '../../../contracts/engine-api.ts';
import type { Lang } from '../../../contracts/match.ts';

/**
 * A desktop notification for an alert the engine marked `desktop` (a followed match, no tab of
 * the browser visible), when the user allowed notifications. Clicking it brings this tab to the
 * front on the match centre.
 */
export function showDesktopNotice(
  alert: MatchAlert,
  lang: Lang,
  text: { title: string; body: string },
  open: (alert: MatchAlert) => void,
): void {
  if (typeof Notification !== 'function' || Notification.permission !== 'granted') return;
  try {
    const notice = new Notification(text.title, { body: text.body, tag: alert.key, lang });
    notice.onclick = () => {
      window.focus();
      open(alert);
      notice.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the pop-up still shows.
  }
}
