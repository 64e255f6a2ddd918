import path from 'node:path';

/** Where `npm run build` writes: `build/` unless BUILD_DIR says otherwise, as an absolute path. */
export function buildDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.BUILD_DIR || 'build');
}

/** The folder a host serves: the built site's pages and assets. */
export function clientDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(buildDir(env), 'client');
}
