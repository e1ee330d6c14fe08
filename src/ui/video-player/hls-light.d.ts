// hls.js's light build (no subtitles, alternate audio or DRM, which a live room needs none of)
// ships without types of its own: it is the same API as the full build.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
