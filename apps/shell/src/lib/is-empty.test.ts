import { describe, expect, it } from 'vitest';
import { isEmpty } from './is-empty';

describe('isEmpty', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ["the string 'null'", 'null'],
    ["the string 'undefined'", 'undefined'],
    ['an empty string', ''],
    ['an empty array', []],
    ['an empty object', {}],
    ['an object without prototype and keys', Object.create(null) as object],
  ])('treats %s as empty', (_name, value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each([
    ['zero', 0],
    ['NaN', Number.NaN],
    ['a positive number', 42],
    ['false', false],
    ['true', true],
  ])('never treats %s as empty', (_name, value) => {
    expect(isEmpty(value)).toBe(false);
  });

  it.each([
    ['a blank-looking string', ' '],
    ['a word', 'token'],
    ['an array with an item', [0]],
    ['an array with an empty item', ['']],
    ['an object with a key', { a: undefined }],
    ['a date', new Date(0)],
  ])('treats %s as not empty', (_name, value) => {
    expect(isEmpty(value)).toBe(false);
  });
});
