import { describe, expect, it } from 'vitest';
import {
  errorFingerprintOf,
  fileNameOf,
  normalisedMessageOf,
  topFrameOf,
} from './error-fingerprint';

/** The same fault as two builds of the app throw it: other content hashes, lines and columns. */
const firstBuild = {
  message: "TypeError: Cannot read properties of undefined (reading 'id') at row 17",
  stack: [
    "TypeError: Cannot read properties of undefined (reading 'id')",
    '    at renderRow (https://portal.example/sub-newcrm/assets/index-BEsfIa0m.js:9:151681)',
    '    at Array.map (<anonymous>)',
  ].join('\n'),
};
const secondBuild = {
  message: "TypeError: Cannot read properties of undefined (reading 'id') at row 4",
  stack: [
    "TypeError: Cannot read properties of undefined (reading 'id')",
    '    at renderRow (https://portal.example/sub-newcrm/assets/index-C7x_k2Qd.js?v=3:11:20417)',
  ].join('\n'),
};

describe('errorFingerprintOf', () => {
  it("groups one fault's reports from two builds, whatever their content hashes and positions", () => {
    expect(errorFingerprintOf(secondBuild)).toBe(errorFingerprintOf(firstBuild));
  });

  it('tells apart another message, and the same message thrown from another function', () => {
    const fingerprint = errorFingerprintOf(firstBuild);
    expect(
      errorFingerprintOf({ ...firstBuild, message: 'ReferenceError: x is not defined' }),
    ).not.toBe(fingerprint);
    expect(
      errorFingerprintOf({
        ...firstBuild,
        stack: firstBuild.stack.replace('renderRow', 'saveRow'),
      }),
    ).not.toBe(fingerprint);
  });

  it('groups by the top frame its source map gives, when one was mapped', () => {
    const mapped = { ...firstBuild, mappedTopFrame: 'renderRow (src/orders/order-row.ts)' };
    expect(
      errorFingerprintOf({
        ...secondBuild,
        stack: secondBuild.stack.replace('renderRow', 'q'),
        mappedTopFrame: mapped.mappedTopFrame,
      }),
    ).toBe(errorFingerprintOf(mapped));
    expect(errorFingerprintOf(mapped)).not.toBe(errorFingerprintOf(firstBuild));
  });

  it('groups reports without message or stack together', () => {
    expect(errorFingerprintOf({})).toBe(errorFingerprintOf({ message: null, stack: null }));
  });
});

describe('normalisedMessageOf', () => {
  it('takes out numbers, ids and the content hash, query and origin of urls', () => {
    expect(
      normalisedMessageOf(
        'Failed to fetch dynamically imported module: https://a.example/sub-x/assets/list-DkP1x9aZ.js?t=1712 for order 8f14e45f-ceea-467f-a0e6-5f1b0a9c3d21',
      ),
    ).toBe('Failed to fetch dynamically imported module: <list.js> for order <id>');
    expect(normalisedMessageOf('Request 5f2b9c1e0a7d failed after  3.5 s')).toBe(
      'Request <id> failed after # s',
    );
  });

  it('keeps words', () => {
    expect(normalisedMessageOf('customer overview failed')).toBe('customer overview failed');
  });
});

describe('topFrameOf', () => {
  it('reads Chrome, Firefox and Safari frames as function and file', () => {
    expect(topFrameOf(firstBuild.stack)).toBe('renderRow (index.js)');
    expect(topFrameOf('renderRow@https://h/assets/index-BEsfIa0m.js:9:151681\n')).toBe(
      'renderRow (index.js)',
    );
    expect(topFrameOf('Error: x\n    at https://h/assets/main.3f2a1b4c.chunk.js:1:2')).toBe(
      'main.chunk.js',
    );
    expect(topFrameOf('    at async loadList (https://h/src/list.ts:12:5)')).toBe(
      'loadList (list.ts)',
    );
  });

  it('answers null for a stack with no frame', () => {
    expect(topFrameOf('Error: no frames here')).toBeNull();
  });
});

describe('fileNameOf', () => {
  it('keeps names that hold no hash', () => {
    expect(fileNameOf('https://h/assets/customer-overview.js')).toBe('customer-overview.js');
    expect(fileNameOf('/src/list.vue')).toBe('list.vue');
  });
});
