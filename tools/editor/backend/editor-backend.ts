import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { backendRefusal, callRefusal, pathsIn, staysEditable, type EditorServer } from './request-guard.ts';

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

/**
 * The editor's backend inside the dev server: decap-server's file-system
 * middleware behind the checks of request-guard.ts. A request that fails one
 * gets 403 and one line in the terminal; the rest reach the files.
 */
export async function editorBackend({ root, server, refused }: BackendOptions) {
  const app = express();
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
  app.use(async (request: Request, response: Response, next: NextFunction) => {
    const reason = callRefusal(request.body, root);
    if (reason) return refuse(request, response, reason);
    for (const repoPath of pathsIn((request.body as { params?: unknown }).params)) {
      if (!(await staysEditable(repoPath, root))) return refuse(request, response, `"${repoPath}" leads outside content/ through a link`);
    }
    request.url = decapPath;
    next();
  });
  process.env.GIT_REPO_DIRECTORY = root;
  await registerLocalFs(app, { logLevel: 'warn' });
  return app as (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}
