import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { pictureFields } from './picture-sets.ts';
import { fieldSave } from './field-save.ts';
import { preparePictures, withPictureFields } from './picture-files.ts';
import { editorHistory } from './publishing.ts';
import {
  backendRefusal,
  callRefusal,
  pathsIn,
  publishActions,
  staleTokenReason,
  writeActions,
  type EditorServer,
} from './request-guard.ts';
import { contentFileRefusal, usableEntries } from './content-files.ts';
import { nestsDeeperThan } from './json-depth.ts';
import { editorAnswerHeaders } from '../editor-headers.ts';
import { staleEditorMessage, staleEditorStatus } from '../stale-editor.ts';
import type { SavedFile } from './save-message.ts';
import { answerInEditorNames, callOnDisk, translationsRead, type Call } from './locale-files.ts';
import { singleFileEntries } from '../editor-config.ts';

type RegisterLocalFs = (app: express.Express, options?: { logLevel?: string }) => Promise<void>;

/** decap-server's file-system backend, as the middleware it exports (its own server is never started). */
const { registerLocalFs } = createRequire(import.meta.url)('decap-server/dist/middlewares.js') as { registerLocalFs: RegisterLocalFs };

/** The path decap-server's middleware answers on; the dev server forwards the editor's calls to it. */
const decapPath = '/api/v1';

/**
 * Every token this process has made: a restart of the dev server (its configuration changed) runs the
 * plugin again in the same process, with a new token, and the old ones tell an editor page that it is
 * older than the server (request-guard.ts, staleTokenReason). Kept on globalThis: the restart loads
 * this module afresh.
 */
const issuedKey = Symbol.for('portfolio.editor.issued-tokens');
const issued = () => ((globalThis as { [issuedKey]?: Set<string> })[issuedKey] ??= new Set<string>());

/** A token for this run of the dev server: in the editor's configuration, and nowhere else. */
export function newEditorToken() {
  const token = randomBytes(32).toString('base64url');
  issued().add(token);
  return token;
}

/** The tokens of the earlier runs in this process. */
export const earlierTokens = (current: string): ReadonlySet<string> => new Set([...issued()].filter((token) => token !== current));

/** The deepest nesting of a call's JSON the backend reads: Decap's calls nest a few levels. */
const deepestJson = 64;

/** An async step of the backend whose failure answers this request alone, never the whole dev server. */
const caught =
  (handler: (request: Request, response: Response, next: NextFunction) => Promise<unknown>) =>
  (request: Request, response: Response, next: NextFunction) => {
    handler(request, response, next).catch(next);
  };

export type BackendOptions = {
  root: string;
  /** The dev server's port and this run's token. */
  server: () => EditorServer;
  /** Says, in one line, why a request was refused. */
  refused: (line: string) => void;
};

/** A folder of a case study's pictures (cover/, or a private one's media/card/): its uploads belong to the save's pictures. */
const isPictureFolder = (file: string) => /^content\/projects\/[^/]+\/(media|protected-media)\/(cover|card)\/[^/]+$/.test(file);

type DataFile = { path: string; raw: string; newPath?: string };
type Asset = { path: string };

/**
 * Prepares a call that changes files: a saved entry is re-written so that only
 * its changed fields change (field-save.ts), and the call says which files it
 * touches and how, for its commit.
 */
async function prepareWrite({ action, params }: Call, root: string): Promise<PreparedWrite> {
  const exists = (file: string) => existsSync(path.join(root, file));
  if (action === 'persistEntry') {
    const dataFiles = (params.dataFiles ?? [params.entry]) as DataFile[];
    const assets = ((params.assets ?? []) as Asset[]).map((asset) => asset.path);
    const saved: SavedFile[] = [];
    const afterwards: (() => Promise<void>)[] = [];
    for (const dataFile of dataFiles) {
      // A case study's cover frames (and a private one's card picture) are files, not fields of its text.
      const pictures = await preparePictures(dataFile, assets, root);
      if ('problems' in pictures) return { problems: pictures.problems };
      saved.push(...pictures.saved);
      afterwards.push(pictures.apply);
      const previous = exists(dataFile.path) ? await readFile(path.join(root, dataFile.path), 'utf8') : undefined;
      const { text, changed } = fieldSave(previous, dataFile.raw, dataFile.path);
      dataFile.raw = text;
      saved.push({ file: dataFile.path, changed });
      if (dataFile.newPath) saved.push({ file: dataFile.newPath, changed });
    }
    const pictureFiles = new Set(
      saved.filter((entry) => entry.changed?.some((field) => pictureFields.has(field))).map((entry) => entry.file),
    );
    for (const asset of assets.filter((file) => !pictureFiles.has(file) && !isPictureFolder(file)))
      saved.push({ file: asset, whole: exists(asset) ? 'replaced' : 'added' });
    return {
      saved,
      afterwards: async () => {
        for (const step of afterwards) await step();
      },
    };
  }
  if (action === 'persistMedia') {
    const { path: file } = params.asset as Asset;
    return { saved: [{ file, whole: exists(file) ? 'replaced' : 'added' }] };
  }
  return { saved: pathsIn(params).map((file) => ({ file, whole: 'removed' as const })) };
}

/** What a write does besides decap-server's part: the files for its commit and a step after decap-server's; or why it is refused. */
type PreparedWrite = { saved: SavedFile[]; afterwards?: () => Promise<void> } | { problems: string[] };

/** The calls that write files' contents (the others that change files delete or rename them). */
const contentWrites = new Set(['persistEntry', 'persistMedia']);

/** The reads whose entries get their picture fields filled in. */
const entryReads = new Set(['entriesByFolder', 'entriesByFiles', 'getEntry']);

/**
 * The editor's backend inside the dev server: decap-server's file-system
 * middleware behind the checks of request-guard.ts. A request that fails one
 * gets 403 and one line in the terminal; the rest reach the files. Each call
 * that changes files is recorded as a commit of those files, one at a time;
 * the Publish panel's calls (publishing.ts) pass the same checks.
 */
export async function editorBackend({ root, server, refused }: BackendOptions) {
  const app = express();
  const history = editorHistory(root);
  /** Refuses a request: 403 and one line in the terminal; `told` is what the editor page is told, once it has shown it is the editor. */
  const refuse = (request: Request, response: Response, reason: string, told = 'Forbidden') => {
    refused(
      `Editor backend refused ${request.method} from Host ${request.headers.host ?? '-'}, Origin ${request.headers.origin ?? '-'}: ${reason}`,
    );
    response.status(403).json({ error: told });
  };
  app.use((request: Request, response: Response, next: NextFunction) => {
    // Never shown in a frame, never read as anything but what it says it is.
    response.set(editorAnswerHeaders);
    const url = new URL(request.url, 'http://localhost');
    const reason = backendRefusal(
      {
        method: request.method,
        host: request.headers.host,
        origin: request.headers.origin,
        fetchSite: request.headers['sec-fetch-site'] as string | undefined,
        token: url.searchParams.get('token'),
      },
      server(),
    );
    // An editor page opened before the dev server restarted: it is told to reload, rather than refused without a word.
    if (reason === staleTokenReason) {
      refused(`Editor backend refused ${request.method}: ${reason}. The page says to reload it.`);
      return response.status(staleEditorStatus).json({ error: staleEditorMessage });
    }
    if (reason) return refuse(request, response, reason);
    next();
  });
  app.use(
    express.json({
      limit: '50mb',
      // Refused before it is parsed: nothing walks a body nested deeper than any call of the editor's.
      verify: (_request, _response, body) => {
        if (nestsDeeperThan(body, deepestJson))
          throw Object.assign(new Error(`the request nests deeper than ${deepestJson} levels`), { status: 400, expose: true });
      },
    }),
  );
  const singleFiles = singleFileEntries();
  app.use(
    caught(async (request: Request, response: Response, next: NextFunction) => {
      const reason = callRefusal(request.body, root);
      if (reason) return refuse(request, response, reason, reason);
      // From Decap's names for each language's file to the files on disk (locale-files.ts); the paths checked are those.
      const asked = request.body as Call;
      let call: Call;
      try {
        call = callOnDisk({ ...asked, params: asked.params ?? {} }, singleFiles);
      } catch (error) {
        return response.status(422).json({ error: `The entry could not be split into its languages: ${(error as Error).message}` });
      }
      // Each file and folder it names is a real file or folder whose real path lies in content/ (content-files.ts),
      // and a file whose contents it writes has no other name.
      const writing = contentWrites.has(call.action);
      for (const repoPath of [...pathsIn(call.params), ...translationsRead(call, singleFiles)]) {
        const refusal = await contentFileRefusal(repoPath, root, { writing });
        if (refusal) return refuse(request, response, refusal, refusal);
      }
      request.body = call;
      response.locals.asked = asked;
      request.url = decapPath;
      next();
    }),
  );
  app.use(
    caught(async (request: Request, response: Response, next: NextFunction) => {
      const call = request.body as Call;
      if (call.action === 'publishStatus') return response.json(await history.status());
      if (call.action === 'publish') return response.json(await history.publish());
      if (call.action === 'incoming') return response.json(await history.incoming());
      if (call.action === 'bringIn') return response.json(await history.bringIn(call.params?.tip));
      const skipped = (reason: string) => refused(`Editor left out of a listing: ${reason}`);
      if (call.action === 'getMedia') {
        // The files of a media folder: a link among them is left out, and the terminal says which.
        const json = response.json.bind(response);
        response.json = (body: unknown) => {
          void (
            Array.isArray(body) ? usableEntries(body as { path?: unknown }[], (file) => file.path, root, skipped) : Promise.resolve(body)
          ).then(json, (error: Error) => {
            response.status(500);
            json({ error: error.message });
          });
          return response;
        };
        return next();
      }
      if (entryReads.has(call.action)) {
        const json = response.json.bind(response);
        const readTranslation = (file: string) => readFile(path.join(root, file), 'utf8').catch(() => undefined);
        response.json = (body: unknown) => {
          const fill = (entry: unknown) => withPictureFields(entry as Parameters<typeof withPictureFields>[0], root);
          // A folder's entries: a linked one is left out, and the terminal says which.
          const listed = Array.isArray(body)
            ? usableEntries(body as { file?: { path?: unknown } }[], (entry) => entry.file?.path, root, skipped)
            : Promise.resolve(body);
          void listed
            .then(async (entries) => {
              const filled = await (Array.isArray(entries) ? Promise.all(entries.map(fill)) : fill(entries)).catch(() => entries);
              // Back in Decap's names, with an entry kept in one file joined from its English file and translations.
              return answerInEditorNames(response.locals.asked as Call, filled, singleFiles, readTranslation);
            })
            .then(json, (error: Error) => {
              response.status(422);
              json({ error: `The entry could not be read in its languages: ${error.message}` });
            });
          return response;
        };
        return next();
      }
      if (publishActions.has(call.action) || !writeActions.has(call.action)) return next();
      // The save, from reading the file as it is to its commit, runs in the history's queue: saves in
      // quick succession are committed in order, and a save during a push waits for it.
      try {
        await history
          .save(async () => {
            const prepared = await prepareWrite({ ...call, params: call.params ?? {} }, root);
            // Refused before anything is written: Decap shows the message, which names each file and the fix.
            if ('problems' in prepared) return { result: { status: 422, body: { error: prepared.problems.join('\n') } }, saved: [] };
            const answer = await new Promise<{ status: number; body: unknown }>((resolve) => {
              response.json = (body: unknown) => {
                resolve({ status: response.statusCode, body });
                return response;
              };
              next();
            });
            if (answer.status < 400) await prepared.afterwards?.();
            return { result: answer, saved: answer.status < 400 ? prepared.saved : [] };
          })
          .then(({ status, body }) => {
            // Back to express's own json(), from the response's prototype.
            Reflect.deleteProperty(response, 'json');
            response.status(status).json(body);
          });
      } catch (error) {
        next(error);
      }
    }),
  );
  process.env.GIT_REPO_DIRECTORY = root;
  await registerLocalFs(app, { logLevel: 'warn' });
  // Whatever fails in one request answers that request, and the dev server goes on.
  app.use((error: Error & { status?: number }, request: Request, response: Response, next: NextFunction) => {
    refused(`Editor backend could not answer ${request.method} ${request.path}: ${error.message}`);
    if (response.headersSent) return next(error);
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    response
      .status(status)
      .json({ error: status < 500 ? `The request could not be read: ${error.message}` : 'The editor’s backend failed on this request.' });
  });
  return app as (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}
