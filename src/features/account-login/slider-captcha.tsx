import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, type CaptchaChallenge } from '../../../contracts/account.ts';
import { ApiCallError, callRoute } from '../../lib/api-client.ts';
import { appendPoint, dragToImageX, finishTrail, type TrailPoint } from './captcha-trail.ts';
import { solvePow } from './solve-pow.ts';

interface Drag {
  pointerId: number;
  startClientX: number;
  startMs: number;
  scale: number;
  trail: TrailPoint[];
}

/**
 * The built-in slider check before a password login or a registration: drag the piece along the
 * picture into the gap. The drag (position and trail) goes to `captcha/verify`; a pass is handed
 * up, a miss loads a new picture.
 */
export function SliderCaptcha({ onPass }: { onPass(pass: string): void }) {
  const { t } = useTranslation('account');
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [x, setX] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const drag = useRef<Drag | null>(null);
  const picture = useRef<HTMLDivElement>(null);
  /** The solved proof of work of the current picture (solved while the person looks at it). */
  const pow = useRef<{ id: string; payload: string | null } | null>(null);

  // Each round is one picture; a miss starts the next round.
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    callRoute('POST', ACCOUNT_PATHS.captcha, {}, { quiet: true }).then(
      (c) => {
        if (!live) return;
        setChallenge(c);
        timer = setTimeout(() => (pow.current = { id: c.id, payload: solvePow(c.pow) }), 0);
      },
      (e: unknown) => live && setMessage(e instanceof ApiCallError ? e.message : t('captcha.loadFailed')),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [round, t]);
  const load = () => {
    setChallenge(null);
    setX(0);
    setRound((r) => r + 1);
  };

  const maxX = challenge ? challenge.width - challenge.piece_size : 0;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!challenge || checking) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const width = picture.current?.getBoundingClientRect().width ?? challenge.width;
    drag.current = {
      pointerId: event.pointerId,
      startClientX: event.clientX - x * (width / challenge.width),
      startMs: performance.now(),
      scale: width / challenge.width,
      trail: [[0, x]],
    };
    setMessage(null);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const next = dragToImageX(d.startClientX, event.clientX, d.scale, maxX);
    d.trail = appendPoint(d.trail, performance.now() - d.startMs, next);
    setX(next);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId || !challenge) return;
    drag.current = null;
    const final = dragToImageX(d.startClientX, event.clientX, d.scale, maxX);
    setX(final);
    const trail = finishTrail(d.trail, performance.now() - d.startMs, final);
    setChecking(true);
    const solved = pow.current?.id === challenge.id ? pow.current.payload : solvePow(challenge.pow);
    const answer = { id: challenge.id, x: final, trail, pow: solved ?? undefined };
    callRoute('POST', ACCOUNT_PATHS.captchaVerify, answer, { quiet: true })
      .then(
        (answer) => onPass(answer.captcha_pass),
        (e: unknown) => {
          setMessage(e instanceof ApiCallError ? e.message : t('captcha.failed'));
          load();
        },
      )
      .finally(() => setChecking(false));
  };

  const handlers = { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };

  return (
    <div className="slider-captcha">
      <p id="slider-captcha-hint">{t('captcha.hint')}</p>
      {challenge ? (
        <>
          <div
            ref={picture}
            className="slider-captcha-picture"
            style={{ width: challenge.width, aspectRatio: `${challenge.width} / ${challenge.height}` }}
          >
            <img src={challenge.background} alt={t('captcha.background')} draggable={false} />
            <img
              src={challenge.piece}
              alt={t('captcha.piece')}
              className="slider-captcha-piece"
              data-testid="captcha-piece"
              draggable={false}
              style={{
                left: `${(x / challenge.width) * 100}%`,
                top: `${(challenge.piece_y / challenge.height) * 100}%`,
                width: `${(challenge.piece_size / challenge.width) * 100}%`,
              }}
              {...handlers}
            />
          </div>
          <div className="slider-captcha-track" style={{ width: challenge.width }}>
            <span
              role="slider"
              tabIndex={-1}
              aria-describedby="slider-captcha-hint"
              aria-label={t('captcha.handle')}
              aria-valuemin={0}
              aria-valuemax={maxX}
              aria-valuenow={x}
              className="slider-captcha-handle"
              style={{ left: `${(x / challenge.width) * 100}%` }}
              {...handlers}
            />
          </div>
        </>
      ) : (
        !message && <p role="status">{t('captcha.loading')}</p>
      )}
      {checking && <p role="status">{t('captcha.checking')}</p>}
      {message && (
        <p role="alert" className="error-text">
          {message}
        </p>
      )}
    </div>
  );
}
