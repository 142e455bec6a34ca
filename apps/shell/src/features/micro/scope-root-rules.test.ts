import { describe, expect, it } from 'vitest';
import { scopeRootSelector } from './scope-root-rules';

const scope = 'micro-app[name="sub-newcrm"]';

describe('scopeRootSelector', () => {
  it("scopes an app's :root and html rules to its element", () => {
    expect(scopeRootSelector(':root', scope)).toBe(scope);
    expect(scopeRootSelector('html', scope)).toBe(scope);
    expect(scopeRootSelector('html.dark .card', scope)).toBe(`${scope}.dark .card`);
    expect(scopeRootSelector(':root, .x', scope)).toBe(`${scope}, .x`);
  });

  it('leaves other selectors alone, commas inside a function included', () => {
    expect(scopeRootSelector(`${scope} .card`, scope)).toBeUndefined();
    expect(scopeRootSelector('.html-view, :is(a, b)', scope)).toBeUndefined();
    expect(scopeRootSelector('htmlx', scope)).toBeUndefined();
  });
});
