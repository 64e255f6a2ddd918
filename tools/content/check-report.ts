import { contentReport } from '../build/content-validation.ts';

/**
 * What `npm run check` says of a content check (app/features/content/validation/check-content.ts),
 * and how it exits: the problems as a build stops with them (exit 1), the warnings (a build goes on
 * with them: exit 0), or that everything reads.
 */
export function checkReport({ problems, warnings }: { problems: readonly string[]; warnings: readonly string[] }): { text: string; exitCode: 0 | 1 } {
  const said = warnings.map((warning) => `Warning: ${warning}`);
  if (problems.length > 0) return { text: [contentReport(problems), ...said].join('\n'), exitCode: 1 };
  return { text: [...said, `Content checked: no problem${warnings.length ? `, ${warnings.length === 1 ? 'one warning' : `${warnings.length} warnings`} above` : ''}.`].join('\n'), exitCode: 0 };
}
