import { useTranslation } from 'react-i18next';
import type { Gift } from '../../../contracts/room-economy.ts';
import type { Barrage, RoomUser } from '../../../contracts/room.ts';
import { currentLang } from '../../lib/i18n.ts';
import type { ChatLine } from './chat-lines.ts';
import { formatUnix } from '../../lib/locale-format.ts';

/**
 * Level, anchor, assistant, guard and noble marks before a name: the kit's tag look on plain
 * spans, since a busy chat renders many of them.
 */
function Badges({ user }: { user: Barrage['user'] }) {
  const { t } = useTranslation('live-room');
  return (
    <>
      {user.is_owner ? <span className="p-tag p-tag-danger">{t('badge.anchor')}</span> : null}
      {user.is_manager ? <span className="p-tag p-tag-info">{t('badge.assistant')}</span> : null}
      {user.guard > 0 ? (
        <span className="p-tag p-tag-info" title={t('badge.guardHint', { level: user.guard })}>
          {t('badge.guard', { level: user.guard })}
        </span>
      ) : null}
      {user.noble > 0 ? (
        <span className="p-tag p-tag-warning" title={t('badge.nobleHint', { level: user.noble })}>
          {t('badge.noble', { level: user.noble })}
        </span>
      ) : null}
      <span className="p-tag p-tag-secondary">{t('badge.level', { level: user.level })}</span>
    </>
  );
}

function Name({ user, onOpen }: { user: RoomUser; onOpen(user: RoomUser): void }) {
  return (
    <button type="button" className="p-button p-button-link lr-name" onClick={() => onOpen(user)}>
      {user.nickname}
    </button>
  );
}

/** One chat line. Everything users wrote is rendered as text. */
export function ChatLineView({
  line,
  gifts,
  onOpenUser,
}: {
  line: ChatLine;
  gifts: Map<number, Gift>;
  onOpenUser(user: RoomUser): void;
}) {
  const { t, i18n } = useTranslation('live-room');
  const time = (s: number) => formatUnix(s, i18n.language, 'dateTimeShort');
  if (line.kind === 'barrage') {
    const b = line.barrage;
    if (b.kind === 'system') {
      return (
        <div className="lr-line lr-line-system" data-testid="chat-line">
          {b.text}
        </div>
      );
    }
    return (
      <div className={`lr-line${b.kind === 'horn' ? ' lr-line-horn' : ''}`} data-testid="chat-line">
        {b.kind === 'horn' ? <span className="p-tag p-tag-warning">{t('chat.horn')}</span> : null}
        <Badges user={b.user} />
        <Name user={b.user} onOpen={onOpenUser} />
        <span className="lr-colon">{t('chat.colon')}</span>
        <span className="lr-text">{b.text}</span>
        {b.count > 1 ? <span className="lr-count">{t('chat.count', { n: b.count })}</span> : null}
      </div>
    );
  }
  if (line.kind === 'gift') {
    const g = line.gift;
    const gift = gifts.get(g.gift_id);
    const name = gift ? gift[`name_${currentLang()}`] : t('chat.aGift');
    return (
      <div className="lr-line lr-line-gift" data-testid="chat-line">
        <Name user={g.user} onOpen={onOpenUser} />
        <span>{t('chat.gift', { gift: name, n: g.count })}</span>
        {g.combo > 1 ? <span className="lr-count">{t('chat.combo', { combo: g.combo })}</span> : null}
      </div>
    );
  }
  const someone = (name: string | null, id: number) => name ?? t('chat.userId', { id });
  return (
    <div className="lr-line lr-line-system" data-testid="chat-line">
      {line.note === 'entered'
        ? t('system.entered')
        : line.note === 'unmuted'
          ? t('system.unmuted', { name: someone(line.name, line.user_id) })
          : line.until === 0
            ? t('system.mutedForever', { name: someone(line.name, line.user_id) })
            : t('system.muted', { name: someone(line.name, line.user_id), time: time(line.until) })}
    </div>
  );
}
