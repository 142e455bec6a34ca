// Syslog over TCP with octet counting (RFC 6587 §3.4.1): each message is preceded by its length
// in bytes and a space, so a message may hold any byte, a line break included.

/** A message framed for the stream: `MSG-LEN SP SYSLOG-MSG`, the length in bytes of its UTF-8. */
export function frameOf(message: string): Buffer {
  const bytes = Buffer.from(message, 'utf8');
  return Buffer.concat([Buffer.from(`${bytes.length} `, 'ascii'), bytes]);
}

/** The largest frame a reader accepts: more than any record of the trail, far less than memory. */
const maxFrameBytes = 1_048_576;

/**
 * Reads octet-counted frames from a stream, chunk by chunk, as a collector does: `push` answers the
 * messages the chunks so far complete, keeping an incomplete one for the next chunk. Throws on a
 * frame that does not start with a length.
 */
export function createFrameReader() {
  let pending = Buffer.alloc(0);
  return {
    push(chunk: Buffer): string[] {
      pending = Buffer.concat([pending, chunk]);
      const messages: string[] = [];
      for (;;) {
        const space = pending.indexOf(0x20);
        if (space < 0) {
          if (pending.length > 8) throw new Error('expected an octet count before a frame');
          return messages;
        }
        const count = pending.subarray(0, space).toString('ascii');
        if (!/^[1-9][0-9]{0,7}$/.test(count)) {
          throw new Error('expected an octet count before a frame');
        }
        const length = Number(count);
        if (length > maxFrameBytes) throw new Error(`a frame of ${length} bytes is too large`);
        if (pending.length < space + 1 + length) return messages;
        messages.push(pending.subarray(space + 1, space + 1 + length).toString('utf8'));
        pending = pending.subarray(space + 1 + length);
      }
    },
  };
}
