/** Seed constant: scrolling to within 30 px of the top loads the older page. */
export const OLDER_TRIGGER_PX = 30;

/** Whether a scroll position asks for the older page: near the top, more to load, none loading. */
export function wantsOlder(scrollTop: number, complete: boolean, loading: boolean): boolean {
  return scrollTop <= OLDER_TRIGGER_PX && !complete && !loading;
}

/**
 * Where to scroll after the list changed, so prepended older messages do not move what the user
 * reads: `keep` adds the height they added above; new messages at the end scroll to the bottom when
 * the user was there (or sent them); anything else leaves the position.
 */
export function scrollAfterChange(
  before: { firstID?: string; lastID?: string; scrollHeight: number; atBottom: boolean },
  after: { firstID?: string; lastID?: string; scrollHeight: number; lastIsOwn: boolean },
): { kind: 'keep'; by: number } | { kind: 'bottom' } | { kind: 'none' } {
  if (before.lastID === undefined) return after.lastID === undefined ? { kind: 'none' } : { kind: 'bottom' };
  if (after.firstID !== before.firstID && after.lastID === before.lastID) {
    return { kind: 'keep', by: after.scrollHeight - before.scrollHeight };
  }
  if (after.lastID !== before.lastID && (before.atBottom || after.lastIsOwn)) return { kind: 'bottom' };
  return { kind: 'none' };
}
