/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dialogMotion } from './dialog-motion';

const css = readFileSync(join(import.meta.dirname, 'dialog-motion.css'), 'utf8');

/** The declarations of the rule whose selector list is exactly `selectors`. */
function declarationsOf(...selectors: string[]): string {
  const rule = new RegExp(
    `${selectors.map((s) => s.replace('.', '\\.')).join(',\\s*')}\\s*\\{([^}]*)\\}`,
  );
  const found = rule.exec(css);
  if (!found?.[1]) throw new Error(`No rule for ${selectors.join(', ')}`);
  return found[1];
}

const opacityIn = (declarations: string) => Number(/opacity:\s*([\d.]+)/.exec(declarations)?.[1]);

describe('the dialogs’ motion', () => {
  it('shows a dialog and its mask from the first frame antd renders them in, before it animates', () => {
    const { transitionName: dialog, maskTransitionName: mask } = dialogMotion;
    // antd's own zoom and fade start from opacity 0 for four to six frames.
    expect(opacityIn(declarationsOf(`.${dialog}-appear`, `.${dialog}-enter`))).toBeGreaterThan(0.5);
    expect(opacityIn(declarationsOf(`.${mask}-appear`, `.${mask}-enter`))).toBeGreaterThan(0.3);
    expect(declarationsOf(`.${dialog}-appear`, `.${dialog}-enter`)).toMatch(/transform:\s*none/);
  });

  it('animates opening and closing, so that antd sees each motion end', () => {
    const { transitionName: dialog, maskTransitionName: mask } = dialogMotion;
    for (const name of [dialog, mask]) {
      for (const step of ['appear', 'enter', 'leave']) {
        expect(css).toMatch(
          new RegExp(
            `\\.${name}-${step}\\.${name}-${step}-active[,\\s][^{]*\\{[^}]*animation-name:`,
          ),
        );
      }
    }
  });
});
