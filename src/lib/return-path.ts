/**
 * Where a page like `/login?redirect=...` may send the user afterwards: a path of this site only
 * (never another origin, `//host`, `/\host` or a `javascript:` URL), `/main` otherwise.
 */
export function returnPath(redirect: string | null, fallback = '/main'): string {
  if (!redirect || redirect.length > 2000) return fallback;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  // Control characters let some parsers read `/\t/host` as `//host`.
  if ([...redirect].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  return redirect;
}
