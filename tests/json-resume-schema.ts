import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { validate } = require('@jsonresume/schema') as {
  validate: (resume: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void) => void;
};

/** What the JSON Resume schema package's own validator finds wrong: nothing, for a valid resume. */
export function jsonResumeErrors(resume: unknown): string[] {
  let found: string[] = [];
  validate(resume, (errors) => {
    found = (errors ?? []).map((error) => error.stack);
  });
  return found;
}
