import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them, except that an empty body is no body: clients that send
 * `Content-Type: application/json` on a body-less POST or DELETE are not refused for it.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
