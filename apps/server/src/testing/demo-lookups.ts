import type { FastifyInstance } from 'fastify';

/** The id of a demo firm, by its number. */
export async function firmIdOf(app: FastifyInstance, firmNo: string): Promise<number> {
  const firm = await app.db
    .selectFrom('firms')
    .select('id')
    .where('firm_no', '=', firmNo)
    .executeTakeFirstOrThrow();
  return firm.id;
}

/** The id of a demo user, by username. */
export async function userIdOf(app: FastifyInstance, username: string): Promise<number> {
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return user.id;
}

/** The id of a demo department, by its firm and department numbers. */
export async function deptIdOf(app: FastifyInstance, firmNo: string, deptNo: string) {
  const department = await app.db
    .selectFrom('departments')
    .innerJoin('firms', 'firms.id', 'departments.firm_id')
    .select('departments.id')
    .where('firms.firm_no', '=', firmNo)
    .where('departments.dept_no', '=', deptNo)
    .executeTakeFirstOrThrow();
  return department.id;
}

/** Records a firm on the caller's token, as the shell does after sign-in (role choose). */
export async function chooseFirm(
  app: FastifyInstance,
  signedIn: { authorization: string; userId: number },
  firmNo: string,
): Promise<void> {
  const firmId = await firmIdOf(app, firmNo);
  const response = await app.inject({
    method: 'POST',
    url: `/api/upms/role/choose?firmId=${firmId}&userId=${signedIn.userId}`,
    headers: { authorization: signedIn.authorization },
  });
  if (response.statusCode !== 200) throw new Error(`role choose failed: ${response.body}`);
}
