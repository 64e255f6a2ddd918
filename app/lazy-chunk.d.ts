// Built URLs of modules bundled as chunks of their own (tools/build/lazy-chunk.ts).
declare module 'lazy-chunk:*' {
  const url: string;
  export default url;
}
