import fc from 'fast-check';
import { RECORD_WINDOWS } from '../../../contracts/experts.ts';
import { MATCH_CHANNELS, oddsChannel } from '../../../contracts/live-protocol.ts';
import { ODDS_COMPANIES } from '../../../contracts/odds.ts';
import { chatRoutes } from '../../../contracts/routes/chat.ts';
import { expertRoutes } from '../../../contracts/routes/experts.ts';
import { liveRoutes } from '../../../contracts/routes/live.ts';
import { scheduleRoutes } from '../../../contracts/routes/schedule.ts';

/**
 * Values for the fields whose rule is a refinement (`refine(isChannel)`), which the schema
 * converter cannot read: without these, nearly every "valid" request of those routes would stop
 * at validation and never reach the handler. By route path, then field path; a field that no
 * longer exists fails the fuzz (zod-arbitrary.ts).
 */
const channel = fc.constantFrom(...MATCH_CHANNELS, ...ODDS_COMPANIES.map((c) => oddsChannel(c.id)));
const sportKind = fc.constantFrom(0, 1, '0', '1');
const companyId = fc.constantFrom(...ODDS_COMPANIES.map((c) => c.id));
const conversationId = fc.oneof(
  fc.integer({ min: 1, max: 50 }).map((id) => `C2C${id}`),
  fc.integer({ min: 1, max: 50 }).map((id) => `GROUP${id}`),
);
const isoDate = fc
  .date({ min: new Date('2022-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const timeZone = fc.constantFrom('UTC', 'Asia/Shanghai', 'Europe/London', 'America/New_York', 'Asia/Ho_Chi_Minh');

export const REFINED_FIELDS: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
  [liveRoutes.liveSnapshot.path]: {
    channel,
  },
  [scheduleRoutes.list.path]: { date: isoDate, tz: timeZone },
  [chatRoutes.messageList.path]: { conversationID: conversationId },
  [chatRoutes.send.path]: { conversationID: conversationId },
  [chatRoutes.read.path]: { conversationID: conversationId },
  [expertRoutes.matches.path]: { type: sportKind },
  [expertRoutes.publish.path]: { company_id: companyId },
  [expertRoutes.ranking.path]: { type: sportKind, window: fc.constantFrom(...RECORD_WINDOWS) },
  [expertRoutes.home.path]: { type: sportKind },
  [expertRoutes.info.path]: { type: sportKind },
};

/** The same for the live socket's client frames (contracts/live-frames.ts), by field. */
export const REFINED_FRAME_FIELDS: Record<string, fc.Arbitrary<unknown>> = { channel, company_id: companyId };
