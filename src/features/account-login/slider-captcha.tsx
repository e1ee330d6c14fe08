import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PATHS, type CaptchaAnswer } from '../../../contracts/account.ts';
import { ApiCallError, callRoute } from '../../lib/api-client.ts';
import { apiQuery } from '../../lib/query/api-query.ts';
import { appendPoint, dragToImageX, finishTrail, keyStep, type TrailPoint } from './captcha-trail.ts';
import { solvePow } from './solve-pow.ts';

interface Move {
  /** The pointer dragging, or null for arrow keys. */
  pointerId: number | null;
  startClientX: number;
  startMs: number;
  scale: number;
  trail: TrailPoint[];
}

/**
 * The built-in slider check before a password login or a registration: drag the piece along the
 * picture into the gap, or focus the slider (Tab) and step it with the arrow keys (Page Up/Down
 * for larger steps, Home/End), then Enter. The move (position and trail) goes to
 * `captcha/verify`; a pass is handed up, a miss loads a new picture. The outcome is announced.
 */
export function SliderCaptcha({ onPass }: { onPass(pass: string): void }) {
  const { t } = useTranslation('account');
  const [x, setX] = useState(0);
  /** The last outcome: a pass, or why the try failed. */
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  /** The picture already tried (one try per picture): shown as loading until the next one. */
  const [spent, setSpent] = useState<string | null>(null);
  const move = useRef<Move | null>(null);
  const picture = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLSpanElement>(null);
  /** The solved proof of work of the current picture (solved while the person looks at it). */
  const pow = useRef<{ id: string; payload: string | null } | null>(null);

  // One picture per round; it is single use, so never kept, shared or refetched behind the person.
  const query = useQuery({
    ...apiQuery(ACCOUNT_PATHS.captcha, {}, { personal: true, method: 'POST', staleTime: 0 }),
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const challenge = query.data && query.data.id !== spent ? query.data : null;
  const loadError = query.error
    ? query.error instanceof ApiCallError
      ? query.error.message
      : t('captcha.loadFailed')
    : null;

  useEffect(() => {
    if (!challenge) return;
    const timer = setTimeout(() => (pow.current = { id: challenge.id, payload: solvePow(challenge.pow) }), 0);
    return () => clearTimeout(timer);
  }, [challenge]);

  // The slider takes focus when the check opens, so a keyboard user is already on it.
  useEffect(() => handle.current?.focus(), []);

  const verify = useMutation({
    mutationFn: (answer: CaptchaAnswer) => callRoute('POST', ACCOUNT_PATHS.captchaVerify, answer, { quiet: true }),
    onSuccess: (answer) => {
      setMessage({ text: t('captcha.passed'), failed: false });
      onPass(answer.captcha_pass);
    },
    onError: (e, answer) => {
      setMessage({ text: e instanceof ApiCallError ? e.message : t('captcha.failed'), failed: true });
      setSpent(answer.id);
      setX(0);
      void query.refetch();
    },
  });
  const checking = verify.isPending;
  const maxX = challenge ? challenge.width - challenge.piece_size : 0;

  const begin = (pointerId: number | null, clientX: number) => {
    if (!challenge) return;
    const width = picture.current?.getBoundingClientRect().width ?? challenge.width;
    move.current = {
      pointerId,
      startClientX: clientX - x * (width / challenge.width),
      startMs: performance.now(),
      scale: width / challenge.width,
      trail: [[0, x]],
    };
    setMessage(null);
  };

  const moveTo = (m: Move, next: number) => {
    m.trail = appendPoint(m.trail, performance.now() - m.startMs, next);
    setX(next);
  };

  const release = (final: number) => {
    const m = move.current;
    if (!m || !challenge) return;
    move.current = null;
    setX(final);
    const trail = finishTrail(m.trail, performance.now() - m.startMs, final);
    const solved = pow.current?.id === challenge.id ? pow.current.payload : solvePow(challenge.pow);
    verify.mutate({ id: challenge.id, x: final, trail, pow: solved ?? undefined });
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!challenge || checking) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    handle.current?.focus();
    begin(event.pointerId, event.clientX);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const m = move.current;
    if (!m || m.pointerId !== event.pointerId) return;
    moveTo(m, dragToImageX(m.startClientX, event.clientX, m.scale, maxX));
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const m = move.current;
    if (!m || m.pointerId !== event.pointerId) return;
    release(dragToImageX(m.startClientX, event.clientX, m.scale, maxX));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!challenge || checking) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      // Enter checks the place the keys moved the piece to (nothing to check before a move).
      if (move.current?.pointerId === null) release(x);
      return;
    }
    const next = keyStep(event.key, x, maxX);
    if (next === null) return;
    event.preventDefault();
    if (move.current === null) begin(null, 0);
    if (move.current?.pointerId === null) moveTo(move.current, next);
  };

  const handlers = { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
  const width = challenge?.width ?? 300;
  const failure = checking ? null : message?.failed ? message.text : loadError;
  const status = checking ? t('captcha.checking') : message && !message.failed ? message.text : '';

  return (
    <div className="slider-captcha">
      <p id="slider-captcha-hint">{t('captcha.hint')}</p>
      <div
        ref={picture}
        className="slider-captcha-picture"
        style={{ width, aspectRatio: `${width} / ${challenge?.height ?? 150}` }}
      >
        {challenge && (
          <>
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
          </>
        )}
      </div>
      <div className="slider-captcha-track" style={{ width }}>
        {/* Always there, so focus stays on it while the next picture loads. */}
        <span
          ref={handle}
          role="slider"
          tabIndex={0}
          aria-describedby="slider-captcha-hint"
          aria-label={t('captcha.handle')}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={x}
          aria-disabled={!challenge || checking}
          className="slider-captcha-handle"
          style={{ left: `${(x / width) * 100}%` }}
          onKeyDown={onKeyDown}
          {...handlers}
        />
      </div>
      {/* Live regions: progress politely, a failure at once. */}
      <p role="status" className="slider-captcha-status">
        {status || (!challenge && !failure ? t('captcha.loading') : '')}
      </p>
      <p role="alert" className="error-text slider-captcha-status">
        {failure}
      </p>
    </div>
  );
}
