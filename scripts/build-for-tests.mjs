// `npm run build:test`: the production build, encrypted with the test
// password (scripts/test-password.mjs), as `npm test` and the browser tests
// expect it.
import { spawnSync } from 'node:child_process';
import { testBuildEnv } from './test-password.mjs';

const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: testBuildEnv() });
process.exit(result.status ?? 1);
