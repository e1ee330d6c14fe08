import { checkContact, type RuleKey } from './account-rules.ts';
import {
  CHANNEL_AUDIENCE_MAX,
  CHANNEL_INTRO_MAX,
  CHANNEL_INTRO_MIN,
  CHANNEL_NAME_MAX,
  CHANNEL_TYPES,
  CHANNEL_URL_MAX,
  isHttpUrl,
  type ChannelApplicationForm,
} from './member-extras.ts';

/*
 * The channel application's rules, shared by the form (a warning next to it) and the server
 * (`code 1`): a `validation` key of the first broken rule, or null.
 */

/** Characters as people count them (an emoji or a Chinese character is one). */
function length(text: string): number {
  return [...text].length;
}

export function checkChannelName(value: string | undefined): RuleKey | null {
  const name = value?.trim() ?? '';
  if (!name) return 'validation:channel.nameRequired';
  if (length(name) > CHANNEL_NAME_MAX) return 'validation:channel.nameTooLong';
  return null;
}

/** Optional: a whole number of followers from 0 to a billion. */
export function checkAudience(value: number | string | undefined): RuleKey | null {
  if (value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= CHANNEL_AUDIENCE_MAX ? null : 'validation:channel.audienceInvalid';
}

/** Optional: an absolute http(s) link (never `javascript:` or a relative path). */
export function checkChannelUrl(value: string | undefined): RuleKey | null {
  const url = value?.trim() ?? '';
  if (!url) return null;
  if (url.length > CHANNEL_URL_MAX) return 'validation:channel.urlInvalid';
  return isHttpUrl(url) ? null : 'validation:channel.urlInvalid';
}

export function checkChannelIntro(value: string | undefined): RuleKey | null {
  const intro = value?.trim() ?? '';
  if (!intro) return 'validation:channel.introRequired';
  const n = length(intro);
  return n < CHANNEL_INTRO_MIN || n > CHANNEL_INTRO_MAX ? 'validation:channel.introLength' : null;
}

/** Apply for a channel (`Member/applyChannel`): every rule, in the form's order. */
export function checkChannelApplication(form: ChannelApplicationForm): RuleKey | null {
  return (
    checkChannelName(form.name) ??
    ((CHANNEL_TYPES as readonly string[]).includes(form.channel_type ?? '')
      ? null
      : 'validation:channel.typeInvalid') ??
    checkContact(form.contact_type, form.contact?.trim()) ??
    checkAudience(form.audience) ??
    checkChannelUrl(form.url) ??
    checkChannelIntro(form.intro)
  );
}
