// Which of the app's modules the deferred start evaluates ahead of React
// Router's boot script, one per task (app/start/deferred-start.ts).

/**
 * The boot script's preloads that can be evaluated ahead of it, in their
 * order: all but the manifest it imports first (it sets the globals the rest
 * reads) and the client entry it imports last (it starts hydrating as it is
 * evaluated).
 */
export function stepModules(bootText: string, preloads: string[]): string[] {
  const first = /^\s*import\s*["']([^"']+)["']/.exec(bootText)?.[1];
  const entry = /import\s*\(\s*["']([^"']+)["']\s*\)/.exec(bootText)?.[1];
  return preloads.filter((url) => url !== first && url !== entry);
}
