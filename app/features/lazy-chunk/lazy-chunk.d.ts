// Built URLs of modules bundled as chunks of their own (build-plugins/lazy-chunk.ts).
declare module 'lazy-chunk:*' {
  const url: string;
  export default url;
}
