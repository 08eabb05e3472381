import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { routeGroup } from '../../../plugins/route-group.js';
import { PREVIEW_KINDS, type PreviewKind, previewCard } from '../preview.js';
import { CARD } from '../preview-card.js';
import { cardVersion, previewPng } from '../preview-images.js';

/**
 * An hour: the address carries the card's version, so a change is a new address anyway; the hour bounds how
 * long a list made private keeps its old picture in a chat app's or CDN's cache.
 */
const CACHE_CONTROL = 'public, max-age=3600';

const pngResponse = {
  200: {
    description: 'La imagen de la vista previa (PNG de 1200 × 630).',
    content: { [CARD.type]: { schema: z.string() } },
  },
};

/** Answers the card's PNG, or 304 when the crawler already has this version. */
async function sendCard(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: PreviewKind | null,
  id: string,
) {
  const card = await previewCard(app, kind, id);
  const etag = `"${cardVersion(card)}"`;
  reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const png = await previewPng(app, card);
  return reply.type(CARD.type).send(png as unknown as string);
}

/**
 * The pictures of link previews (`og:image`), for crawlers and chat apps: never a session, always what an
 * anonymous visitor may see. A page that is not for anyone with its link answers Detalle's generic picture.
 */
const previewImageRoutes: FastifyPluginAsyncZod = async (app) => {
  routeGroup(app, { tags: ['regalar'], access: 'no-session' });

  app.get(
    '/preview/:kind/:file',
    {
      schema: {
        summary: 'La imagen de la vista previa de una lista, un evento o una ONG',
        operationId: 'previewImage',
        params: z.object({ kind: z.enum(PREVIEW_KINDS), file: z.string().max(64) }),
        response: pngResponse,
      },
    },
    (request, reply) =>
      sendCard(app, request, reply, request.params.kind, request.params.file.replace(/\.png$/, '')),
  );

  app.get(
    '/preview/detalle.png',
    {
      schema: {
        summary: 'La imagen genérica de Detalle para vistas previas',
        operationId: 'previewImageGeneric',
        response: pngResponse,
      },
    },
    (request, reply) => sendCard(app, request, reply, null, ''),
  );
};

export default previewImageRoutes;
