import { feedbackLogEntrySchema, operationsEndpoints, resultCode } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireDuty } from '../../plugins/app/require-duty';
import { callerOf } from '../../plugins/app/authentication';
import { deviceOf } from '../../lib/device-of';
import { createUrlChecker } from '../../lib/check-page-url';
import { subAppHealthOf } from './sub-app-health';

/** How many reports one user's shells may have kept a minute: a loop of errors stops there. */
const reportsPerMinute = 120;

const logEntriesSchema = z.array(feedbackLogEntrySchema);

export type OperationsRoutesOptions = { servesSubAppPaths: boolean };

/**
 * How the sub-applications fare, and the users' feedback (protected by the auth hook): every
 * signed-in shell reports; system administrators read (docs/sub-apps.md, "Health").
 */
const operationsRoutes: FastifyPluginAsyncZod<OperationsRoutesOptions> = async (
  app,
  { servesSubAppPaths },
) => {
  const sentThisMinute = new Map<number, { minute: number; count: number }>();

  registerEndpoint(app, operationsEndpoints.reportSubApps, async (request) => {
    const caller = callerOf(request);
    const now = app.clock.now();
    const minute = Math.floor(now.getTime() / 60_000);
    const sent = sentThisMinute.get(caller.userId);
    const count = sent?.minute === minute ? sent.count : 0;
    if (sentThisMinute.size > 10_000) sentThisMinute.clear();
    const reports = request.body.reports.slice(0, Math.max(0, reportsPerMinute - count));
    sentThisMinute.set(caller.userId, { minute, count: count + reports.length });

    const browser = deviceOf(request.headers['user-agent'] ?? null) ?? 'unknown';
    const registryVersion = (await app.repositories.subApps.stamp()) ?? 'initial';
    await app.repositories.subAppReports.insert(
      reports.map((report) => ({
        received_at: now.toISOString(),
        reported_at: new Date(report.at).toISOString(),
        app: report.app,
        route: report.route,
        kind: report.kind,
        duration_ms: report.kind === 'mount' ? (report.durationMs ?? null) : null,
        message: report.message ?? null,
        stack: report.stack ?? null,
        browser: browser.slice(0, 128),
        registry_version: registryVersion.slice(0, 64),
      })),
    );
    return ok({ kept: reports.length });
  });

  await app.register(async (administration) => {
    administration.addHook('preHandler', requireDuty('system_admin'));
    const checkUrl = createUrlChecker({
      now: () => app.clock.now(),
      ...(servesSubAppPaths
        ? {
            askSelf: async (path: string) => {
              const answer = await app.inject({ url: path, headers: { accept: 'text/html' } });
              return {
                status: answer.statusCode,
                contentType: String(answer.headers['content-type'] ?? ''),
              };
            },
          }
        : {}),
    });

    registerEndpoint(administration, operationsEndpoints.getSubAppHealth, async (request) => {
      const since = new Date(request.query.since);
      const reports = app.repositories.subAppReports;
      const [rows, counts, mountTimes, problems, lastMounts] = await Promise.all([
        app.repositories.subApps.list(),
        reports.countsSince(since),
        reports.mountTimesSince(since),
        reports.problemsSince(since),
        reports.lastMountsSince(since),
      ]);
      const checks = new Map(
        await Promise.all(
          rows.map(
            async (row) => [row.route, await checkUrl(row.enabled ? row.url : null)] as const,
          ),
        ),
      );
      const lastMountIds = new Map(lastMounts.map(({ app: name, id }) => [name, Number(id)]));
      return ok({
        generatedAt: app.clock.now().toISOString(),
        apps: subAppHealthOf(rows, { counts, mountTimes, problems, lastMountIds, checks }),
      });
    });

    registerEndpoint(administration, operationsEndpoints.listFeedback, async (request) => {
      const includeHandled = request.query.includeHandled === 'true';
      const [rows, unhandled] = await Promise.all([
        app.repositories.feedback.list({ includeHandled, limit: 100 }),
        app.repositories.feedback.countUnhandled(),
      ]);
      return ok({
        unhandled,
        items: rows.map((row) => ({
          id: Number(row.id),
          createdAt: row.created_at,
          username: row.username,
          displayName: row.display_name,
          firmName: row.firm_name,
          page: row.page,
          subApp: row.sub_app,
          comment: row.comment,
          image: row.image,
          logEntries: logEntriesSchema.catch([]).parse(JSON.parse(row.log_entries)),
          browser: deviceOf(row.user_agent) ?? 'unknown',
          handledAt: row.handled_at,
          handledBy: row.handled_by,
        })),
      });
    });

    registerEndpoint(administration, operationsEndpoints.markFeedbackHandled, async (request) => {
      const at = app.clock.now();
      const marked = await app.repositories.feedback.markHandled(request.body.id, {
        userId: callerOf(request).userId,
        at,
      });
      if (marked === 'notFound') {
        throw new AppError(404, resultCode.failure, 'operations.feedbackNotFound');
      }
      // Marking it again changes nothing: nothing to record.
      if (marked === 'handled') {
        await request.audit({
          event: 'feedback.handled',
          result: 'success',
          object: { type: 'feedback', id: request.body.id },
        });
      }
      return ok({ handledAt: at.toISOString() });
    });
  });
};

export default operationsRoutes;
