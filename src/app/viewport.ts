import { useEffect } from 'react';

/** Seed: a viewport this narrow or narrower goes to the mobile site. */
export const MOBILE_REDIRECT_MAX_WIDTH = 500;
/** Seed: under 992 px the shell uses its mobile layout. */
export const MOBILE_LAYOUT_QUERY = '(max-width: 991.98px)';

/**
 * The mobile site: `VITE_MOBILE_URL` at build time, else the `m.` subdomain of this host; none for
 * a host that is an IP address (it has no subdomains).
 */
export function mobileSiteUrl(configured: string | undefined, host: string): string | null {
  if (configured && configured.trim() !== '') return configured;
  const hostname = host.replace(/:\d+$/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[')) return null;
  return `https://m.${host}`;
}

/** Pages of ours made for phones (the QR-login confirm page): a narrow viewport stays on them. */
export const MOBILE_PAGES = ['/qr-login'];

export function shouldRedirectToMobile(viewportWidth: number, pathname = '/'): boolean {
  if (MOBILE_PAGES.includes(pathname.toLowerCase().replace(/\/+$/, ''))) return false;
  return viewportWidth > 0 && viewportWidth <= MOBILE_REDIRECT_MAX_WIDTH;
}

/** Send a narrow viewport (at start or after a resize) to the mobile site. */
export function useMobileRedirect(): void {
  useEffect(() => {
    const check = () => {
      if (!shouldRedirectToMobile(window.innerWidth, location.pathname)) return;
      const url = mobileSiteUrl(import.meta.env.VITE_MOBILE_URL as string | undefined, location.host);
      if (url) location.replace(url);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, []);
}
