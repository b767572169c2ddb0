/**
 * The built editor served on this machine, as the CDN serves it on the editor's host: `/admin/` and its
 * files, with the editor's own Content-Security-Policy. Nothing else runs: on 127.0.0.1 Sveltia CMS
 * offers to work on a folder of this computer (the browser's File System Access API), and reads and
 * writes the working tree itself.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticFiles } from '../../functions/dev/staticFiles';
import { adminContentSecurityPolicy } from './contentSecurityPolicy';

export interface LocalEditorOptions {
  /** A folder holding `admin/` (site/admin/build.ts). */
  servedRoot: string;
  /** The editor's port; 0 picks a free one. */
  port: number;
}

export interface LocalEditor {
  /** The editor: `http://127.0.0.1:<port>/admin/`. */
  adminUrl: string;
  close: () => Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startLocalEditor(options: LocalEditorOptions): Promise<LocalEditor> {
  const staticFiles = createStaticFiles({ root: options.servedRoot, headers: { 'Content-Security-Policy': adminContentSecurityPolicy } });
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === '/' || pathname === '/admin') {
      res.writeHead(302, { Location: '/admin/' }).end();
      return;
    }
    staticFiles(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  const port = await listen(server, options.port);
  return {
    adminUrl: `http://127.0.0.1:${port}/admin/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
