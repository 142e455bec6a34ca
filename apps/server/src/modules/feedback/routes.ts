import { feedbackEndpoints, maxFeedbackImageLength } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { callerOf } from '../../plugins/app/authentication';
import { listMyFeedback } from './list-my-feedback';
import { createOneAtATime } from './one-at-a-time';
import { sendFeedback } from './send-feedback';

/** Feedback from the top bar, and its sender's view of it (protected by the auth hook). */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const oneAtATime = createOneAtATime();

  registerEndpoint(
    app,
    feedbackEndpoints.sendFeedback,
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await oneAtATime(caller.userId, () =>
          sendFeedback(
            caller,
            {
              feedback: request.body,
              userAgent: request.headers['user-agent'] ?? '',
              now: app.clock.now(),
            },
            app.repositories.feedback,
          ),
        ),
      );
    },
    // The screenshot is most of it; the rest of the API keeps the default limit.
    { bodyLimit: maxFeedbackImageLength + 100_000 },
  );

  registerEndpoint(app, feedbackEndpoints.listMyFeedback, async (request) =>
    ok(
      await listMyFeedback(
        { userId: callerOf(request).userId, now: app.clock.now() },
        app.repositories.feedback,
      ),
    ),
  );
};

export default feedbackRoutes;
