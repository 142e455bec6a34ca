import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  translate,
  type Language,
  type MessageKey,
  type MessageParameters,
} from '../../messages/catalogue';
import { negotiateLanguage } from '../../messages/negotiate-language';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface FastifyRequest {
    /** The caller's language, from Accept-Language (zh-CN by default). */
    language: () => Language;
    /** A server message in the caller's language. */
    t: (key: MessageKey, parameters?: MessageParameters) => string;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('language', function (this: FastifyRequest) {
      return negotiateLanguage(this.headers['accept-language']);
    });
    app.decorateRequest(
      't',
      function (this: FastifyRequest, key: MessageKey, parameters?: MessageParameters) {
        return translate(this.language(), key, parameters);
      },
    );
  },
  { name: 'messages' },
);
