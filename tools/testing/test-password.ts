// The one password the project's own test builds are encrypted with, and
// the browser tests, the benchmark and the screenshots unlock with. It is
// not the public default: deploy builds (CI set) refuse that one, and CI
// must never depend on it. Four random words, so the build's strength check
// passes it. It protects nothing real: test builds are never published.
export const testPassword = 'velvet harbour quince atlas';

/** The environment of a build the tests will unlock. */
export function testBuildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...env, PORTFOLIO_PASSWORD: testPassword };
}
