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
import { backendRefusal, callRefusal, pathsIn, publishActions, staysEditable, writeActions, type EditorServer } from './request-guard.ts';
import type { SavedFile } from './save-message.ts';
import { answerInEditorNames, callOnDisk, translationsRead, type Call } from './locale-files.ts';
import { singleFileEntries } from '../editor-config.ts';

type RegisterLocalFs = (app: express.Express, options?: { logLevel?: string }) => Promise<void>;

/** decap-server's file-system backend, as the middleware it exports (its own server is never started). */
const { registerLocalFs } = createRequire(import.meta.url)('decap-server/dist/middlewares.js') as { registerLocalFs: RegisterLocalFs };

/** The path decap-server's middleware answers on; the dev server forwards the editor's calls to it. */
const decapPath = '/api/v1';

/** A token for this run of the dev server: in the editor's configuration, and nowhere else. */
export const newEditorToken = () => randomBytes(32).toString('base64url');

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
  const refuse = (request: Request, response: Response, reason: string) => {
    refused(
      `Editor backend refused ${request.method} from Host ${request.headers.host ?? '-'}, Origin ${request.headers.origin ?? '-'}: ${reason}`,
    );
    response.status(403).json({ error: 'Forbidden' });
  };
  app.use((request: Request, response: Response, next: NextFunction) => {
    const url = new URL(request.url, 'http://localhost');
    const reason = backendRefusal(
      { method: request.method, host: request.headers.host, origin: request.headers.origin, token: url.searchParams.get('token') },
      server(),
    );
    if (reason) return refuse(request, response, reason);
    next();
  });
  app.use(express.json({ limit: '50mb' }));
  const singleFiles = singleFileEntries();
  app.use(async (request: Request, response: Response, next: NextFunction) => {
    const reason = callRefusal(request.body, root);
    if (reason) return refuse(request, response, reason);
    // From Decap's names for each language's file to the files on disk (locale-files.ts); the paths checked are those.
    const asked = request.body as Call;
    let call: Call;
    try {
      call = callOnDisk({ ...asked, params: asked.params ?? {} }, singleFiles);
    } catch (error) {
      return response.status(422).json({ error: `The entry could not be split into its languages: ${(error as Error).message}` });
    }
    for (const repoPath of [...pathsIn(call.params), ...translationsRead(call, singleFiles)]) {
      if (!(await staysEditable(repoPath, root))) return refuse(request, response, `"${repoPath}" leads outside content/ through a link`);
    }
    request.body = call;
    response.locals.asked = asked;
    request.url = decapPath;
    next();
  });
  app.use(async (request: Request, response: Response, next: NextFunction) => {
    const call = request.body as Call;
    if (call.action === 'publishStatus') return response.json(await history.status());
    if (call.action === 'publish') return response.json(await history.publish());
    if (call.action === 'bringIn') return response.json(await history.bringIn());
    if (entryReads.has(call.action)) {
      const json = response.json.bind(response);
      const readTranslation = (file: string) => readFile(path.join(root, file), 'utf8').catch(() => undefined);
      response.json = (body: unknown) => {
        const fill = (entry: unknown) => withPictureFields(entry as Parameters<typeof withPictureFields>[0], root);
        void (Array.isArray(body) ? Promise.all(body.map(fill)) : fill(body))
          .catch(() => body)
          // Back in Decap's names, with an entry kept in one file joined from its English file and translations.
          .then((filled) => answerInEditorNames(response.locals.asked as Call, filled, singleFiles, readTranslation))
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
  });
  process.env.GIT_REPO_DIRECTORY = root;
  await registerLocalFs(app, { logLevel: 'warn' });
  return app as (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}
