import { exactly, positiveInt, split } from './arg-parts.ts';

/**
 * The community's moderation commands of `npm run admin`: the reported posts (those reported by
 * CIRCLE_REPORTS_TO_HIDE members are hidden until looked at), restoring one (its reports are
 * cleared) and removing one (with its comments).
 */
export type PostCommand =
  | { name: 'post-reports'; hidden: boolean }
  | { name: 'restore-post'; id: number }
  | { name: 'remove-post'; id: number };

export const POST_USAGE = `  post-reports [--hidden]                             list reported community posts (--hidden: only hidden ones)
  restore-post <post id>                              clear a post's reports: a hidden post shows again
  remove-post <post id>                               delete a community post with its comments`;

/** The post command named `name`, or null when `name` is not one of them. */
export function parsePostArgs(name: string, rest: string[]): PostCommand | null {
  switch (name) {
    case 'post-reports': {
      const hidden = rest.includes('--hidden');
      const { positional } = split(
        rest.filter((a) => a !== '--hidden'),
        [],
      );
      exactly(positional, 0, name);
      return { name, hidden };
    }
    case 'restore-post':
    case 'remove-post': {
      const { positional } = split(rest, []);
      exactly(positional, 1, name);
      return { name, id: positiveInt(positional[0], 'post id') };
    }
    default:
      return null;
  }
}
