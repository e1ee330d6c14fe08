/* global window, document */
// The stored dark-mode choice (else the system's) before the first paint: no light flash.
// A file of its own, not inline: the Content Security Policy allows no inline script.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    // Storage blocked: follow the system.
  }
  document.documentElement.dataset.theme =
    stored === 'dark' || stored === 'light'
      ? stored
      : window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
})();
