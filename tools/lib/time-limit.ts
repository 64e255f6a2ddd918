import { mediaLimits } from '../../app/features/content/media.ts';

/** An error that stops the build with its message alone: a stack trace into the bundler would bury the file's name. */
export function buildStopped(message: string): Error {
  const error = new Error(message);
  error.name = 'Build stopped';
  error.stack = `${error.name}: ${error.message}`;
  return error;
}

/**
 * `work`, or, past `seconds`, an error naming `what` (a file, a document) and
 * what was being done with it, so a build never waits without a word on one
 * file. Work done by a library in its own threads (an image's encoding, a
 * preview's drawing) cannot be called back: the build stops, which ends it.
 * The content check makes sure it never comes to that for a file it passed.
 */
export function withinTime<T>(work: Promise<T>, what: string, doing: string, seconds: number = mediaLimits.buildSeconds): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          buildStopped(
            `${what}: ${doing} took longer than ${seconds} seconds, so the build stopped. Export the file again, smaller or simpler (npm run check says what the site takes), and build again`,
          ),
        ),
      seconds * 1000,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
