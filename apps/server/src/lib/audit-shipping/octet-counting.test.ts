import { describe, expect, it } from 'vitest';
import { createFrameReader, frameOf } from './octet-counting';

describe('octet counting', () => {
  it('puts the length in bytes of the UTF-8 and a space before a message', () => {
    expect(frameOf('abc').toString()).toBe('3 abc');
    expect(frameOf('登录\n').toString()).toBe('7 登录\n');
  });

  it('reads frames back however the stream cuts them', () => {
    const stream = Buffer.concat([frameOf('first'), frameOf('第二\nline'), frameOf('3')]);
    for (const cut of [1, 2, 3, 7, 9, stream.length]) {
      const reader = createFrameReader();
      const messages = [
        ...reader.push(stream.subarray(0, cut)),
        ...reader.push(stream.subarray(cut)),
      ];
      expect(messages).toEqual(['first', '第二\nline', '3']);
    }
  });

  it('refuses a stream that is not octet-counted', () => {
    expect(() => createFrameReader().push(Buffer.from('<13>1 - - - - - - text\n'))).toThrow(
      /octet count/,
    );
  });
});
