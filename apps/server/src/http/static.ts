import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/rs/', '/access/'];

/**
 * Serves the built web app; any other GET that wants HTML gets index.html so the app's router
 * decides (its 'Page not found.' included). API paths keep JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexPath = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
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
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html').send(fs.createReadStream(indexPath));
    }
    reply.status(404);
    return { success: false, message: 'Not found', errorCode: 'NOT_FOUND' };
  });
  return built;
}
