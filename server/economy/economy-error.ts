/**
 * A refusal the caller can act on, named by its key in the `economy` section of
 * locales/<lang>/rooms.json; the routes word it in the caller's language.
 */
export class EconomyError extends Error {
  constructor(
    readonly key: string,
    readonly vars?: Record<string, string | number>,
  ) {
    super(key);
  }
}
