import {
  calendarPersonSchema,
  editPasswordRequestSchema,
  envelopeSchema,
  firmUserQuerySchema,
  menuTreeResponseSchema,
  organizationNodeSchema,
  organizationTreeRequestSchema,
  roleLoginResponseSchema,
  userDetailsPageSchema,
  userDetailsRequestSchema,
  userIdQuerySchema,
  userInfoSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelopeSchema, ok } from '../../http/envelope';
import { sendSerialized, serializeToBytes } from '../../http/send-serialized';
import { callerOf } from '../../plugins/app/authentication';
import { createStampedCache } from '../../repositories/stamped-cache';
import { checkCoreCacheExpiring, type ShellSessionTimers } from './check-core-cache-expiring';
import { chooseFirm } from './choose-firm';
import { editPassword } from './edit-password';
import { getFirmUserInfo } from './get-firm-user-info';
import { getMenuTree } from './get-menu-tree';
import { getOrganizationTree } from './get-organization-tree';
import { listCalendarPeople } from './list-calendar-people';
import { listLoginFirms } from './list-login-firms';
import { searchUserDetails } from './search-user-details';

const failures = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
};

export type UpmsRoutesOptions = {
  /** The shell's idle timers, which decide when a session counts as expiring. */
  sessionTimers: ShellSessionTimers;
};

/** User and permission calls of spec §7 (protected: the auth hook runs first). */
const upmsRoutes: FastifyPluginAsyncZod<UpmsRoutesOptions> = async (app, { sessionTimers }) => {
  app.get(
    '/role/login',
    { schema: { response: { 200: envelopeSchema(roleLoginResponseSchema), ...failures } } },
    async (request) => ok(await listLoginFirms(callerOf(request), app.repositories.firms)),
  );

  app.get(
    '/app/query/share/token',
    {
      schema: {
        querystring: firmUserQuerySchema,
        response: { 200: envelopeSchema(userInfoSchema), ...failures },
      },
    },
    async (request) =>
      ok(await getFirmUserInfo(callerOf(request), request.query, app.repositories)),
  );

  app.post(
    '/role/choose',
    {
      schema: {
        querystring: firmUserQuerySchema,
        response: { 200: envelopeSchema(z.boolean()), ...failures },
      },
    },
    async (request) => {
      await chooseFirm(callerOf(request), request.query, app.repositories);
      return ok(true);
    },
  );

  // Kept per app: most calls send the envelope the route's serializer wrote for an earlier one.
  const menuTrees = {
    roles: createStampedCache<number[]>(2_000),
    answers: createStampedCache<Buffer>(256),
  };
  app.get(
    '/menu/getTreeByRoleId',
    {
      schema: {
        querystring: firmUserQuerySchema,
        response: { 200: envelopeSchema(menuTreeResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      const body = await getMenuTree(callerOf(request), request.query, app.repositories, {
        ...menuTrees,
        prepare: (tree) => serializeToBytes(reply, ok(tree)),
      });
      return sendSerialized(reply, body);
    },
  );

  app.post(
    '/user/editPassword',
    {
      schema: {
        body: editPasswordRequestSchema,
        response: { 200: envelopeSchema(z.boolean()), ...failures },
      },
    },
    async (request) => {
      const options = { ...request.body, now: app.clock.now() };
      await editPassword(callerOf(request), options, app.repositories);
      return ok(true);
    },
  );

  app.post(
    '/app/query/core/cache/ttl/by/userId',
    {
      schema: {
        querystring: userIdQuerySchema,
        response: { 200: envelopeSchema(z.boolean()), ...failures },
      },
    },
    async (request) =>
      ok(
        await checkCoreCacheExpiring(
          callerOf(request),
          { query: request.query, now: app.clock.now(), timers: sessionTimers },
          app.repositories.coreCacheSessions,
        ),
      ),
  );

  app.get(
    '/app/query/user/details/calender',
    { schema: { response: { 200: envelopeSchema(z.array(calendarPersonSchema)), ...failures } } },
    async (request) => ok(await listCalendarPeople(callerOf(request), app.repositories)),
  );

  app.post(
    '/app/query/appcalendar/many/organization/tree',
    {
      schema: {
        body: organizationTreeRequestSchema.nullish(),
        response: { 200: envelopeSchema(z.array(organizationNodeSchema)), ...failures },
      },
    },
    async (request) =>
      ok(await getOrganizationTree(callerOf(request), request.body ?? {}, app.repositories)),
  );

  app.post(
    '/app/query/user/details',
    {
      schema: {
        body: userDetailsRequestSchema,
        response: { 200: envelopeSchema(userDetailsPageSchema), ...failures },
      },
    },
    async (request) =>
      ok(await searchUserDetails(callerOf(request), request.body, app.repositories)),
  );
};

export default upmsRoutes;
