import { useEffect, useReducer } from 'react';
import './economy.css';
import { useTranslation } from 'react-i18next';
import { ECONOMY_PATHS, type Gift, type GiftEvent } from '../../../../contracts/room-economy.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/query/api-query.ts';
import { useRoomSignals } from '../../../lib/use-room-signals.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { giftName } from './gift-count.ts';
import { addGift, advance, emptyEffects, nextChange, type EffectsState, type TrackItem } from './gift-queue.ts';

type Action = { type: 'gift'; event: GiftEvent; effect: Gift['effect']; now: number } | { type: 'tick'; now: number };

function reduce(state: EffectsState, action: Action): EffectsState {
  return action.type === 'gift' ? addGift(state, action.event, action.effect, action.now) : advance(state, action.now);
}

/**
 * Gifts over the player (the parent is positioned): small gifts slide into a left track, three
 * at a time, with a combo counter; big gifts take the whole stage one at a time. Reduced motion
 * shows the same without movement.
 */
export function GiftEffectsLayer({ roomId }: { roomId: number }) {
  const lang = currentLang();
  const gifts = useQuery(apiQuery(ECONOMY_PATHS.giftList, {}));
  const [state, dispatch] = useReducer(reduce, undefined, emptyEffects);
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const catalogue = new Map((gifts.data ?? []).map((gift) => [gift.id, gift]));

  useRoomSignals(roomId, (signal) => {
    if (signal.kind !== 'event' || signal.event.kind !== 'gift') return;
    const event = signal.event.gift;
    if (event.room_id !== roomId) return;
    dispatch({ type: 'gift', event, effect: catalogue.get(event.gift_id)?.effect ?? 'small', now: Date.now() });
  });

  const due = nextChange(state);
  useEffect(() => {
    if (due === null) return;
    const timer = setTimeout(() => dispatch({ type: 'tick', now: Date.now() }), Math.max(0, due - Date.now()));
    return () => clearTimeout(timer);
  }, [due]);

  const stageGift = state.stage ? catalogue.get(state.stage.event.gift_id) : undefined;
  return (
    <div className={`eco-effects${still ? ' still' : ''}`} data-testid="gift-effects">
      <ol className="eco-track">
        {state.lanes.map((item, lane) => (
          <li key={item ? `${item.key}:${lane}` : `empty:${lane}`} className="eco-lane">
            {item ? <TrackLine item={item} gift={catalogue.get(item.event.gift_id)} lang={lang} /> : null}
          </li>
        ))}
      </ol>
      {state.stage ? (
        <div key={state.stage.event.id} className="eco-stage" data-testid="gift-stage">
          <div className="eco-stage-burst" aria-hidden="true" />
          {stageGift ? <img className="eco-stage-icon" src={stageGift.icon} alt="" /> : null}
          <StageCaption event={state.stage.event} name={stageGift ? giftName(stageGift, lang) : null} />
        </div>
      ) : null}
    </div>
  );
}

function TrackLine({
  item,
  gift,
  lang,
}: {
  item: TrackItem;
  gift: Gift | undefined;
  lang: ReturnType<typeof currentLang>;
}) {
  const { t } = useTranslation('live-economy');
  return (
    <div className="eco-track-item" data-testid="gift-track-item">
      <img className="eco-track-avatar" src={item.event.user.avatar} alt="" width={32} height={32} />
      <div className="eco-track-text">
        <span className="eco-track-name person-name">{item.event.user.nickname}</span>
        <span className="eco-track-gift">{t('effects.sent', { gift: gift ? giftName(gift, lang) : '' })}</span>
      </div>
      {gift ? <img className="eco-track-icon" src={gift.icon} alt="" width={40} height={40} /> : null}
      <span key={item.bumps} className="eco-combo" data-testid="gift-combo">
        {t('effects.combo', { count: item.total })}
      </span>
    </div>
  );
}

function StageCaption({ event, name }: { event: GiftEvent; name: string | null }) {
  const { t } = useTranslation('live-economy');
  return (
    <p className="eco-stage-caption">
      <span className="eco-track-name person-name">{event.user.nickname}</span>{' '}
      {t('effects.bigSent', { gift: name ?? '', count: event.count })}
    </p>
  );
}
