import { hasMisleadingCharacter, plainTextSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatorCompiler, type RequestValidationError } from './validator-compiler';

// The predicate lives in the contract (packages/contract/src/text.ts), where every name and title
// schema takes it; the server's suite tests it with the validator that turns it into a 400.

const codePoint = (value: number) => String.fromCodePoint(value);

describe('hasMisleadingCharacter', () => {
  it('finds every bidirectional embedding, override and isolate', () => {
    for (let value = 0x202a; value <= 0x202e; value += 1) {
      expect(hasMisleadingCharacter(`a${codePoint(value)}b`), value.toString(16)).toBe(true);
    }
    for (let value = 0x2066; value <= 0x2069; value += 1) {
      expect(hasMisleadingCharacter(`a${codePoint(value)}b`), value.toString(16)).toBe(true);
    }
  });

  it('finds zero-width and invisible characters, at either end too', () => {
    for (const character of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF']) {
      expect(hasMisleadingCharacter(`会${character}议`)).toBe(true);
      expect(hasMisleadingCharacter(`${character}会议`)).toBe(true);
      expect(hasMisleadingCharacter(`会议${character}`)).toBe(true);
    }
  });

  it('takes a zero-width joiner between two emoji only', () => {
    for (const emoji of ['👨‍👩‍👧', '❤️‍🔥', '🏳️‍🌈', '👩🏽‍💻', '🧑‍🤝‍🧑']) {
      expect(hasMisleadingCharacter(`家庭 ${emoji} 日`), emoji).toBe(false);
    }
    expect(hasMisleadingCharacter('👨\u200D')).toBe(true);
    expect(hasMisleadingCharacter('\u200D👩')).toBe(true);
    expect(hasMisleadingCharacter('a\u200D👩')).toBe(true);
    expect(hasMisleadingCharacter('👨\u200Da')).toBe(true);
    expect(hasMisleadingCharacter('👨\u200D\u200D👩')).toBe(true);
    // Neither a variation selector nor a skin tone alone is an emoji to join.
    expect(hasMisleadingCharacter('a\uFE0F\u200D👩')).toBe(true);
    expect(hasMisleadingCharacter('\u{1F3FD}\u200D👩')).toBe(true);
  });

  it('leaves ordinary text alone: Chinese, right-to-left scripts and their direction marks', () => {
    for (const text of [
      '国庆节放假安排 🎉',
      'Café, naïve',
      'שלום עולם',
      'مرحبا\u200Fبكم',
      'a\u200Eb',
    ]) {
      expect(hasMisleadingCharacter(text), text).toBe(false);
    }
  });
});

describe('plainTextSchema', () => {
  it('refuses misleading text before trimming, so a byte order mark is not dropped unseen', () => {
    const schema = plainTextSchema(20);
    expect(schema.safeParse('\uFEFF会议').success).toBe(false);
    expect(schema.safeParse('  会议 👨‍👩‍👧  ').data).toBe('会议 👨‍👩‍👧');
  });
});

describe('a misleading character in request input', () => {
  const validate = validatorCompiler({
    schema: z.object({ title: plainTextSchema(100).pipe(z.string().min(1)) }),
    method: 'POST',
    url: '/test',
    httpPart: 'body',
  });

  it('is refused naming the field and saying why, where a wrong value is only invalid', () => {
    const misleading = validate({ title: 'a\u202Eb' }) as { error: RequestValidationError };
    expect(misleading.error.fields).toEqual([{ field: 'title', problem: 'misleadingText' }]);
    const wrong = validate({ title: 'x'.repeat(101) }) as { error: RequestValidationError };
    expect(wrong.error.fields).toEqual([{ field: 'title', problem: 'invalid' }]);
    const missing = validate({}) as { error: RequestValidationError };
    expect(missing.error.fields).toEqual([{ field: 'title', problem: 'missing' }]);
  });
});
