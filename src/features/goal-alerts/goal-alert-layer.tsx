import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MatchAlert } from '../../../contracts/engine-api.ts';
import { whileMounted } from '../../lib/engine.ts';
import { currentLang } from '../../lib/i18n.ts';
import { matchDetailHref } from '../../ui/match-link.ts';
import { readAlertSettings } from './alert-settings.ts';
import { dropAlert, MAX_SHOWN, minuteText, pushAlert } from './alert-stack.ts';
import { createAnnouncer } from './announcer.ts';
import { GoalPopup } from './goal-popup.tsx';
import { createPacer } from './pacer.ts';
import { playGoalSound } from './goal-sound.ts';
import './goal-alerts.css';

/** At most one spoken goal announcement per this many ms. */
export const ANNOUNCE_INTERVAL_MS = 5_000;

/**
 * The pop-up stack changes at most once per this many ms: the first alert after a quiet second
 * shows at once, a burst (a reconnect's replay, a round of kick-offs, a stress feed of dozens of
 * goals a second) shows its newest pop-ups together instead of churning the stack every frame
 * (measured: 36 alerts a second cost the visible tab ~0.2 of a core, one update a second ~0).
 */
export const POPUP_INTERVAL_MS = 1_000;

/**
 * Goal and red-card pop-ups (and kick-off, half time and full time of followed matches), the goal
 * sound and a polite live region announcing goals. Mounted once by the shell on every page. The
 * engine decides which events alert (those of matches the score list shows, and followed ones)
 * and sends each to one tab of the browser (the visible one), so an event pops up, sounds and is
 * announced once however many tabs are open. A pop-up opens the match centre.
 */
export function GoalAlertLayer() {
  const { t } = useTranslation('alerts');
  const lang = currentLang();
  const navigate = useNavigate();
  const [shown, setShown] = useState<MatchAlert[]>([]);
  /** Pop-ups under the pointer or focus: a new one pushes out another. */
  const held = useRef(new Set<string>());
  const [announcement, setAnnouncement] = useState('');
  const open = useCallback(
    (alert: MatchAlert) => {
      setShown((list) => dropAlert(list, alert.key));
      void navigate(matchDetailHref(alert.match_id));
    },
    [navigate],
  );

  useEffect(() => {
    const timers = {
      now: () => Date.now(),
      setTimer: (run: () => void, ms: number) => setTimeout(run, ms),
      clearTimer: (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    };
    const announcer = createAnnouncer({ ...timers, intervalMs: ANNOUNCE_INTERVAL_MS, announce: setAnnouncement });
    const show = (alerts: MatchAlert[]) => {
      const settings = readAlertSettings(localStorage);
      const popups: MatchAlert[] = [];
      let goals = 0;
      for (const alert of alerts) {
        if (alert.desktop) showDesktop(alert);
        if (alert.followed && alert.kind !== 'goal') {
          // Followed: the user asked for this match's alerts, whatever the list's settings say.
          popups.push(alert);
        } else if (alert.kind === 'goal') {
          goals += 1;
          if (!settings.goalPopup && !alert.followed) continue;
          popups.push(alert);
          announcer.say(t('announce.goal', alertText(alert)));
        } else if (alert.kind === 'red' && settings.red) {
          popups.push(alert);
        }
      }
      // One 6 s sound however many goals came together.
      if (goals > 0 && settings.voice) playGoalSound();
      if (popups.length > 0) {
        setShown((list) => popups.reduce((next, alert) => pushAlert(next, alert, MAX_SHOWN, held.current), list));
      }
    };
    const alertText = (alert: MatchAlert) => ({
      team: alert[`${alert.iszhu === 1 ? 'home' : 'away'}_team_name_${lang}`],
      home: alert[`home_team_name_${lang}`],
      away: alert[`away_team_name_${lang}`],
      score: `${alert.home_score} - ${alert.away_score}`,
      minute: minuteText(alert.match_str),
    });
    const showDesktop = (alert: MatchAlert) => {
      const text = {
        title: t(`popup.${alert.kind}.title`),
        body: t(`popup.${alert.kind}.label`, alertText(alert)),
      };
      // Loaded when first needed: most visits never raise one.
      void import('./desktop-notice.ts').then(({ showDesktopNotice }) => showDesktopNotice(alert, lang, text, open));
    };
    const pacer = createPacer<MatchAlert>({ ...timers, intervalMs: POPUP_INTERVAL_MS, deliver: show });
    const onAlert = (alert: MatchAlert) => pacer.push(alert);
    const stop = whileMounted((engine) => engine.onAlert(onAlert));
    return () => {
      stop();
      pacer.dispose();
      announcer.dispose();
    };
  }, [t, lang, open]);

  const close = useCallback((key: string) => {
    held.current.delete(key);
    setShown((list) => dropAlert(list, key));
  }, []);
  const hold = useCallback((key: string, on: boolean) => {
    if (on) held.current.add(key);
    else held.current.delete(key);
  }, []);
  return (
    <>
      <div className="ga-stack">
        {shown.map((alert) => (
          <GoalPopup key={alert.key} alert={alert} lang={lang} onClose={close} onHold={hold} />
        ))}
      </div>
      <div className="p-hidden-accessible" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}
