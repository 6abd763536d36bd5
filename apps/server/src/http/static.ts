import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const API_PREFIXES = ['/rs/', '/access/'];

/** What the web build puts where the nonce goes (vite.config.ts, `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Serves the built web app; any other GET that wants HTML gets index.html so the app's router
 * decides (its 'Page not found.' included). API paths keep JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexPath = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexPath);
  // The page is small and read once; each answer carries this response's CSP nonce (see sendIndex).
  const indexHtml = built ? fs.readFileSync(indexPath, 'utf8') : '';
  const sendIndex = (reply: FastifyReply) => {
    const nonce = reply.cspNonce?.style ?? '';
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').send(indexHtml.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
  if (built) {
    app.get('/', async (_request, reply) => sendIndex(reply));
    app.get('/index.html', async (_request, reply) => sendIndex(reply));
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (wantsHtml && !isApi) {
      if (!built) {
        reply.status(503).type('text/plain');
        return 'The web app is not built. Run "npm run build" (npm start does it for you).';
      }
      return sendIndex(reply);
    }
    reply.status(404);
    return { success: false, message: 'Not found', errorCode: 'NOT_FOUND' };
  });
  return built;
}
