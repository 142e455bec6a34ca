import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOwnPath } from '../../http/own-paths';
import type { Language, MessageKey } from '../../messages/catalogue';
import { demoPortalStylesheet, renderDemoPortalPage } from './demo-portal-page';
import { listDemoPortalUsers } from './list-demo-portal-users';
import { mintDemoPortalSignIn } from './mint-demo-portal-sign-in';

export type DemoPortalRoutesOptions = { path: string };

/**
 * Where the demo portal is served: the path of the runtime configuration's portal address (where
 * the shell sends a portal user after sign-out), or null when that is another origin's (a real
 * group portal) or a path the server already serves.
 */
export function demoPortalPath(portal: string): string | null {
  if (!/^\/[^/\\]/.test(portal)) return null;
  const { pathname } = new URL(portal, 'http://origin');
  // A path the server owns already is not the demo portal's.
  return isOwnPath(pathname) ? null : pathname;
}

/** `?lang=` when it names a language of the catalogue (en, zh, zh-CN, any case). */
function chosenLanguage(lang: string | undefined): Language | null {
  const range = lang?.toLowerCase() ?? '';
  if (range === 'en' || range.startsWith('en-')) return 'en';
  if (range === 'zh' || range.startsWith('zh-')) return 'zh-CN';
  return null;
}

const pageQuerySchema = z.object({ lang: z.string().max(16).optional() });
const signInBodySchema = z.object({ username: z.string().trim().min(1).max(64) });

/**
 * The demo's stand-in for the group portal, at the portal address of /main/config.json: it lists
 * the demo users, and signs one in to the shell with a fresh portal id_token. Registered in the
 * demo only (app.ts); elsewhere the address answers the 404 envelope.
 */
const demoPortalRoutes: FastifyPluginAsyncZod<DemoPortalRoutesOptions> = async (app, { path }) => {
  const stylesheet = `${path.replace(/\/$/, '')}/demo-portal.css`;

  const sendPage = async (
    request: FastifyRequest<{ Querystring: z.infer<typeof pageQuerySchema> }>,
    reply: FastifyReply,
    { status = 200, notice }: { status?: number; notice?: MessageKey } = {},
  ) => {
    const chosen = chosenLanguage(request.query.lang);
    const users = await listDemoPortalUsers(app.repositories.users);
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language')
      .type('text/html; charset=utf-8')
      .send(
        renderDemoPortalPage({
          language: chosen ?? request.language(),
          languageChosen: chosen !== null,
          users,
          path,
          stylesheet,
          notice,
        }),
      );
  };

  app.get(path, { schema: { querystring: pageQuerySchema } }, (request, reply) =>
    sendPage(request, reply),
  );

  app.get(stylesheet, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/css; charset=utf-8')
      .send(demoPortalStylesheet),
  );

  app.post(
    path,
    { schema: { querystring: pageQuerySchema, body: signInBodySchema } },
    async (request, reply) => {
      // A page of another site must not sign this browser in (login CSRF); browsers say where a
      // form was sent from. Without the header (an old browser, a script) nothing is known.
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin') {
        return sendPage(request, reply, { status: 403, notice: 'demoPortal.crossSite' });
      }
      const location = await mintDemoPortalSignIn(
        {
          username: request.body.username,
          terms: { secret: app.config.portalJwtSecret, ...app.config.idToken },
          now: app.clock.now(),
        },
        app.repositories.users,
      );
      if (!location) {
        return sendPage(request, reply, { status: 404, notice: 'demoPortal.userUnavailable' });
      }
      // 303: the browser GETs the shell's login page, which signs in with the token once.
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    },
  );
};

export default demoPortalRoutes;
