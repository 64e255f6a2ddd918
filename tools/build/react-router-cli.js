// `react-router dev`, `build` and `typegen`, as the package scripts run them,
// minus one warning that is React Router's, not ours.
//
// @react-router/dev 7 starts its internal Vite servers (the one that reads
// react-router.config.ts, and the child compiler) with `envFile: false`, which
// Vite 8.1 deprecated: every build printed "The `envFile` option is
// deprecated, please use `envDir: false` instead." up to nine times. Our Vite
// config sets no `envFile`. React Router 8 passes `envDir: false` instead
// (remix-run/react-router#15230); no 7.x release does. The server that reads
// react-router.config.ts logs through a logger of its own, made before our
// Vite config is read, so a `customLogger` in vite.config.ts cannot reach it:
// the warning is dropped here, where the command starts, and nothing else is.
//
// Plain JavaScript, run by node: under tsx's loader the command takes twice
// as long to start.
//
// Remove this file, and call `react-router` from package.json and
// tools/editor/edit.ts again, once React Router stops passing `envFile`
// (react-router-cli.test.ts fails then; docs/upgrading.md lists it).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const envFileDeprecation = 'The `envFile` option is deprecated, please use `envDir: false` instead.';

/**
 * Whether a console.warn call is Vite's envFile deprecation (which it prints in yellow).
 * @param {unknown[]} args
 */
export function isEnvFileDeprecation(args) {
  // eslint-disable-next-line no-control-regex
  return args.length === 1 && typeof args[0] === 'string' && args[0].replace(/\x1b\[[0-9;]*m/g, '') === envFileDeprecation;
}

/** The file the `react-router` command runs. */
export function reactRouterBin() {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.js');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const warn = console.warn.bind(console);
  console.warn = (...args) => {
    if (!isEnvFileDeprecation(args)) warn(...args);
  };
  // The command reads its arguments from process.argv, which are this script's.
  createRequire(import.meta.url)(reactRouterBin());
}
