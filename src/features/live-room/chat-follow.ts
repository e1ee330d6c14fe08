/** Within this many px of the bottom the chat counts as at its bottom. */
export const BOTTOM_SLACK_PX = 24;

/** What a scroll event leaves of the chat's scroller. */
export interface ChatScroll {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * Whether the chat keeps following its newest line after a scroll event, given the scroll
 * position the event before left (`lastTop`). Only the user leaves the bottom: a scroll that went
 * up and ended away from it. The list's own scrolls to its end only go down, and a line measured
 * taller than its estimate can grow the list under one of them; judged by where a scroll ended
 * alone, such a scroll read "away from the bottom", and the chat stopped following with nobody
 * touching it (the bench's barrages then never showed).
 */
export function followsAfterScroll(following: boolean, lastTop: number, scroll: ChatScroll): boolean {
  if (scroll.scrollHeight - scroll.scrollTop - scroll.clientHeight <= BOTTOM_SLACK_PX) return true;
  return scroll.scrollTop < lastTop ? false : following;
}
