import type { FastifyReply } from 'fastify';

/** What the route's own serializer makes of `payload` (the schema of its status), as bytes. */
export function serializeToBytes(reply: FastifyReply, payload: unknown): Buffer {
  const serialized = reply.serialize(payload);
  if (typeof serialized === 'string') return Buffer.from(serialized);
  return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized);
}

/**
 * Sends JSON bytes made earlier by `serializeToBytes`, as Fastify would have sent the payload:
 * the same content type, without serializing it again.
 */
export function sendSerialized(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
