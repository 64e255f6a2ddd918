// A browser module compiled into a self-contained inline script (tools/build/inline-script.ts).
declare module '*?inline-script' {
  const code: string;
  export default code;
}

// The same, as a fingerprinted file of its own: its address.
declare module '*?script-file' {
  const src: string;
  export default src;
}
