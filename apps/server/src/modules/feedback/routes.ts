import { feedbackEndpoints, maxFeedbackImageLength } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';

/** An address without its query or fragment, which may carry a token. */
const withoutQuery = (address: string) => address.split(/[?#]/, 1)[0] ?? '';

/** Feedback from the top bar (protected by the auth hook). */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    feedbackEndpoints.sendFeedback,
    async (request) => {
      const caller = callerOf(request);
      const { comment, image, page, subApp, logEntries } = request.body;
      const createdAt = app.clock.now();
      const id = await app.repositories.feedback.insert({
        userId: caller.userId,
        firmId: caller.firmId,
        createdAt,
        page: withoutQuery(page),
        subApp,
        comment,
        image,
        logEntries: logEntries.map((entry) => ({ ...entry, url: withoutQuery(entry.url) })),
        userAgent: request.headers['user-agent'] ?? '',
      });
      return ok({ id, receivedAt: createdAt.toISOString() });
    },
    // The screenshot is most of it; the rest of the API keeps the default limit.
    { bodyLimit: maxFeedbackImageLength + 100_000 },
  );
};

export default feedbackRoutes;
