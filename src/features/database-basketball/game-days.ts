/** The game days just before and after `date` (which need not have games itself); days sort as `YYYY-MM-DD`. */
export function neighbourDays(
  dates: readonly string[],
  date: string,
): { previous: string | null; next: string | null } {
  const previous = dates.filter((d) => d < date).at(-1) ?? null;
  const next = dates.find((d) => d > date) ?? null;
  return { previous, next };
}
