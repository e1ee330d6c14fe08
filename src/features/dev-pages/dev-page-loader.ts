/**
 * The three developer pages behind one small chunk with no imports of its own: the app's entry
 * names only this chunk, so the pages (and the kit the gallery shows) cost a first visit of
 * another page nothing. Each page is still its own chunk, loaded when opened.
 */
export const loadDevPage = {
  dome: async () => (await import('./dome-page.tsx')).DomePage,
  newFile: async () => (await import('./frame-log-page.tsx')).FrameLogPage,
  demo: async () => (await import('./kit-gallery-page.tsx')).KitGalleryPage,
};
