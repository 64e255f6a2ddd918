// `npm run check`: the content check alone, in seconds: every problem in content/ as the build
// would stop with it (file, line, field and fix), and every warning. Exits 1 on a problem.
import { checkContent } from '../../app/features/content/validation/check-content.ts';
import { checkReport } from './check-report.ts';

const { text, exitCode } = checkReport(checkContent(process.cwd()));
(exitCode === 0 ? console.log : console.error)(text);
process.exit(exitCode);
