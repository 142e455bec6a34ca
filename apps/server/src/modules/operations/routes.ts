import { operationsEndpoints, type UrlCheck } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireDuty } from '../../plugins/app/require-duty';
import { callerOf } from '../../plugins/app/authentication';
import { alertRuleOf, auditedAlertRuleText } from './alert-rule-of';
import { createAlertRule } from './create-alert-rule';
import { deleteAlertRule } from './delete-alert-rule';
import { getFeedbackScreenshot } from './get-feedback-screenshot';
import { getSubAppErrorGroups } from './get-sub-app-error-groups';
import { getSubAppHealth } from './get-sub-app-health';
import { getSubAppHistory } from './get-sub-app-history';
import { getSubAppTimings } from './get-sub-app-timings';
import { keepSubAppReports } from './keep-sub-app-reports';
import { keepSubAppTimings } from './keep-sub-app-timings';
import { listAlertRules } from './list-alert-rules';
import { listFeedback } from './list-feedback';
import type { FramesOf } from './report-stacks';
import { markFeedbackHandled } from './mark-feedback-handled';
import { ranReleasesOf } from './ran-releases';
import { takeFeedback } from './take-feedback';

export type OperationsRoutesOptions = {
  /** Checks an app's url as the shell would load it (null: not checked); the server's one. */
  checkUrl: (url: string | null) => Promise<UrlCheck>;
  /** Maps a report's stack through the source maps of the shell and of the app's release. */
  framesOf: FramesOf;
};

/**
 * How the sub-applications fare, and the users' feedback (protected by the auth hook): every
 * signed-in shell reports; system administrators read (docs/sub-apps.md, "Health") and keep the
 * alert rules (docs/production.md, "Alerts"), each change recorded as `alert-rule.change`.
 */
const operationsRoutes: FastifyPluginAsyncZod<OperationsRoutesOptions> = async (
  app,
  { checkUrl, framesOf },
) => {
  registerEndpoint(app, operationsEndpoints.reportSubApps, async (request) => {
    const { userId } = callerOf(request);
    const { reports } = request.body;
    const now = app.clock.now();
    const ranRelease = await ranReleasesOf(reports, app.repositories);
    const userAgent = request.headers['user-agent'] ?? null;
    const [health, samples] = await Promise.all([
      keepSubAppReports(
        { userId, reports, userAgent, now, framesOf, ranRelease },
        app.repositories,
      ),
      keepSubAppTimings({ userId, reports, ranRelease, now }, app.repositories),
    ]);
    // A first mount is both: counted in the app's health, and a sample of its timings.
    return ok({ ...health, samples });
  });

  await app.register(async (administration) => {
    administration.addHook('preHandler', requireDuty('system_admin'));

    registerEndpoint(administration, operationsEndpoints.getSubAppHealth, async (request) =>
      ok(
        await getSubAppHealth(
          { since: new Date(request.query.since), checkUrl, clock: app.clock },
          app.repositories,
        ),
      ),
    );

    registerEndpoint(administration, operationsEndpoints.getSubAppHistory, async (request) =>
      ok(await getSubAppHistory({ ...request.query, now: app.clock.now() }, app.repositories)),
    );

    registerEndpoint(administration, operationsEndpoints.getSubAppErrorGroups, async (request) =>
      ok(
        await getSubAppErrorGroups(
          { ...request.query, now: app.clock.now(), framesOf },
          app.repositories,
        ),
      ),
    );

    registerEndpoint(administration, operationsEndpoints.getSubAppTimings, async (request) =>
      ok(await getSubAppTimings({ ...request.query, now: app.clock.now() }, app.repositories)),
    );

    registerEndpoint(administration, operationsEndpoints.listFeedback, async (request) =>
      ok(
        await listFeedback(
          {
            includeHandled: request.query.includeHandled === 'true',
            pageNum: request.query.pageNum,
            pageSize: request.query.pageSize,
          },
          app.repositories,
        ),
      ),
    );

    registerEndpoint(administration, operationsEndpoints.getFeedbackScreenshot, async (request) =>
      ok(await getFeedbackScreenshot({ id: request.query.id }, app.repositories)),
    );

    registerEndpoint(administration, operationsEndpoints.takeFeedback, async (request) => {
      const { id } = request.body;
      const taken = await takeFeedback(
        { id, userId: callerOf(request).userId, at: app.clock.now() },
        app.repositories,
      );
      await request.audit({
        event: 'feedback.take',
        result: 'success',
        object: { type: 'feedback', id },
      });
      return ok(taken);
    });

    registerEndpoint(administration, operationsEndpoints.markFeedbackHandled, async (request) => {
      const { id } = request.body;
      const marked = await markFeedbackHandled(
        { id, userId: callerOf(request).userId, at: app.clock.now() },
        app.repositories,
      );
      if (marked.outcome === 'handled') {
        await request.audit({
          event: 'feedback.handled',
          result: 'success',
          object: { type: 'feedback', id },
        });
      }
      return ok({ handledAt: marked.handledAt });
    });

    registerEndpoint(administration, operationsEndpoints.listAlertRules, async () =>
      ok(await listAlertRules(app.repositories)),
    );

    registerEndpoint(administration, operationsEndpoints.createAlertRule, async (request) => {
      const { userId, username } = callerOf(request);
      const created = await createAlertRule(
        { rule: request.body, userId, now: app.clock.now() },
        app.repositories,
      );
      await request.audit({
        event: 'alert-rule.change',
        result: 'success',
        object: { type: 'alert-rule', id: created.id },
        details: { change: 'add', before: null, after: auditedAlertRuleText(created) },
      });
      return ok(alertRuleOf({ ...created, creator: username }));
    });

    registerEndpoint(administration, operationsEndpoints.deleteAlertRule, async (request) => {
      const removed = await deleteAlertRule(request.body.id, app.repositories);
      await request.audit({
        event: 'alert-rule.change',
        result: 'success',
        object: { type: 'alert-rule', id: removed.id },
        details: { change: 'delete', before: auditedAlertRuleText(removed), after: null },
      });
      return ok({ deleted: true as const });
    });
  });
};

export default operationsRoutes;
