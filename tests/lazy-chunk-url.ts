// For units: the address the build gives a lazy chunk (tools/build/lazy-chunk.ts).
export default '/assets/lazy-chunk.js';
