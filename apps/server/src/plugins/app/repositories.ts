import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../../repositories/create-repositories';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyInstance {
    repositories: Repositories;
  }
}

export default fp(
  async (app) => {
    const { collector, instance } = app.config.auditShipping;
    app.decorate(
      'repositories',
      createRepositories(app.db, { auditOwedBy: collector ? instance : null }),
    );
  },
  { name: 'repositories', dependencies: ['config', 'database'] },
);
