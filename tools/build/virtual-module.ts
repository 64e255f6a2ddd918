import type { Plugin, ViteDevServer } from 'vite';

type LoadHook = Extract<NonNullable<Plugin['load']>, (...args: never[]) => unknown>;
/** What a plugin's `load` runs with: `addWatchFile`, `emitFile`, the environment. */
export type LoadContext = ThisParameterType<LoadHook>;

/**
 * A module the build writes rather than reads (`virtual:cv-pdf`): the plugin hooks that resolve its
 * id, to Rollup's `\0` form so that no other plugin takes it for a file, and load `source` under it;
 * and, in dev, the way to have it loaded again.
 */
export function virtualModule(id: string, source: (context: LoadContext) => string | Promise<string>) {
  const resolvedId = `\0${id}`;
  return {
    hooks: {
      resolveId: (requested: string) => (requested === id ? resolvedId : undefined),
      load(this: LoadContext, requested: string) {
        return requested === resolvedId ? source(this) : undefined;
      },
    },
    /** Marks the module stale in every environment of the dev server: its next import loads it again. */
    invalidate(server: ViteDevServer | undefined) {
      for (const environment of Object.values(server?.environments ?? {})) {
        const module = environment.moduleGraph.getModuleById(resolvedId);
        if (module) environment.moduleGraph.invalidateModule(module);
      }
    },
  };
}
