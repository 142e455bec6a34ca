import { feedbackEndpoints, maxFeedbackImageLength } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { sendFeedback } from './send-feedback';

/** Feedback from the top bar (protected by the auth hook). */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    feedbackEndpoints.sendFeedback,
    async (request) =>
      ok(
        await sendFeedback(
          callerOf(request),
          {
            feedback: request.body,
            userAgent: request.headers['user-agent'] ?? '',
            now: app.clock.now(),
          },
          app.repositories.feedback,
        ),
      ),
    // The screenshot is most of it; the rest of the API keeps the default limit.
    { bodyLimit: maxFeedbackImageLength + 100_000 },
  );
};

export default feedbackRoutes;
