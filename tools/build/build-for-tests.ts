// `npm run build:test`: the production build, encrypted with the test
// password (tools/testing/test-password.ts), as `npm test` and the browser tests
// expect it.
import { spawnSync } from 'node:child_process';
import { testBuildEnv } from '../testing/test-password.ts';

const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: testBuildEnv() });
process.exit(result.status ?? 1);
