import { mediaLimits } from '../../app/features/content/media.ts';

/** An error that stops the build with its message alone: a stack trace into the bundler would bury the file's name. */
export function buildStopped(message: string): Error {
  const error = new Error(message);
  error.name = 'Build stopped';
  error.stack = `${error.name}: ${error.message}`;
  return error;
}

const withinTimeError = (what: string, doing: string, seconds: number) =>
  buildStopped(
    `${what}: ${doing} took longer than ${seconds} seconds, so the build stopped. Export the file again, smaller or simpler (npm run check says what the site takes), and build again`,
  );

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
    timer = setTimeout(() => reject(withinTimeError(what, doing, seconds)), seconds * 1000);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** One file's turn at a limited resource, taken at its first piece of work and kept until `done`. */
export type Turn = { run<T>(work: () => Promise<T>): Promise<T>; done(): void };

/**
 * At most `count` files worked on at once, each within `seconds` of its own work: a file's clock
 * starts when it gets its turn, never while it waits behind others (a cold build on two cores
 * queues hundreds of images, and the last would pass any limit counted from the start). A file
 * that needs no work (all of it read back from the build cache) never waits for a turn.
 */
export function timedTurns(count: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return function turn(what: string, doing: string, seconds: number = mediaLimits.buildSeconds): Turn {
    let taken: Promise<void> | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let late: Promise<never> | undefined;
    let ended = false;
    const take = async () => {
      if (running >= count) await new Promise<void>((resolve) => waiting.push(resolve));
      running += 1;
      late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(withinTimeError(what, doing, seconds)), seconds * 1000);
      });
      late.catch(() => undefined);
    };
    return {
      async run(work) {
        await (taken ??= take());
        return Promise.race([work(), late!]);
      },
      done() {
        if (!taken || ended) return;
        ended = true;
        void taken.then(() => {
          clearTimeout(timer);
          running -= 1;
          waiting.shift()?.();
        });
      },
    };
  };
}
