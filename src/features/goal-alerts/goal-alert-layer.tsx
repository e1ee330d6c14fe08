import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MatchAlert } from '../../../contracts/engine-api.ts';
import { getEngine } from '../../lib/engine.ts';
import { currentLang } from '../../lib/i18n.ts';
import { matchDetailHref } from '../../ui/match-link.ts';
import { readAlertSettings } from './alert-settings.ts';
import { dropAlert, MAX_SHOWN, minuteText, pushAlert } from './alert-stack.ts';
import { createAnnouncer } from './announcer.ts';
import { GoalPopup } from './goal-popup.tsx';
import { playGoalSound } from './goal-sound.ts';
import './goal-alerts.css';

/** At most one spoken goal announcement per this many ms. */
export const ANNOUNCE_INTERVAL_MS = 5_000;

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
    const announcer = createAnnouncer({
      intervalMs: ANNOUNCE_INTERVAL_MS,
      now: () => Date.now(),
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      announce: setAnnouncement,
    });
    const onAlert = (alert: MatchAlert) => {
      const settings = readAlertSettings(localStorage);
      if (alert.desktop) {
        const home = alert[`home_team_name_${lang}`];
        const away = alert[`away_team_name_${lang}`];
        const team = alert[`${alert.iszhu === 1 ? 'home' : 'away'}_team_name_${lang}`];
        const score = `${alert.home_score} - ${alert.away_score}`;
        const minute = minuteText(alert.match_str);
        const text = {
          title: t(`popup.${alert.kind}.title`),
          body: t(`popup.${alert.kind}.label`, { team, home, away, score, minute }),
        };
        // Loaded when first needed: most visits never raise one.
        void import('./desktop-notice.ts').then(({ showDesktopNotice }) => showDesktopNotice(alert, lang, text, open));
      }
      if (alert.followed && alert.kind !== 'goal') {
        // Followed: the user asked for this match's alerts, whatever the list's settings say.
        setShown((list) => pushAlert(list, alert, MAX_SHOWN, held.current));
      } else if (alert.kind === 'goal') {
        if (settings.voice) playGoalSound();
        if (!settings.goalPopup && !alert.followed) return;
        setShown((list) => pushAlert(list, alert, MAX_SHOWN, held.current));
        const team = alert[`${alert.iszhu === 1 ? 'home' : 'away'}_team_name_${lang}`];
        announcer.say(
          t('announce.goal', {
            team,
            home: alert[`home_team_name_${lang}`],
            away: alert[`away_team_name_${lang}`],
            score: `${alert.home_score} - ${alert.away_score}`,
            minute: minuteText(alert.match_str),
          }),
        );
      } else if (alert.kind === 'red' && settings.red) {
        setShown((list) => pushAlert(list, alert, MAX_SHOWN, held.current));
      }
    };
    let cancelled = false;
    let stop: (() => void) | null = null;
    void getEngine().then((engine) => {
      if (!cancelled) stop = engine.onAlert(onAlert);
    });
    return () => {
      cancelled = true;
      stop?.();
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
