// A browser module compiled into a self-contained inline script (tools/build/inline-script.ts).
declare module '*?inline-script' {
  const code: string;
  export default code;
}
