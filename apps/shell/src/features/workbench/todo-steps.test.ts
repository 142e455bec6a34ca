import type { TodoStep } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { currentStep, stepDisplay } from './todo-steps';

const step = (seq: number, status: TodoStep['status']): TodoStep => ({
  seq,
  stepName: `步骤 ${seq}`,
  handler: '张三',
  status,
  time: null,
  comment: null,
});

describe('to-do steps', () => {
  it('shows handled steps as finished, the current one in progress and a rejection as an error', () => {
    expect(stepDisplay('submitted')).toBe('finish');
    expect(stepDisplay('approved')).toBe('finish');
    expect(stepDisplay('pending')).toBe('process');
    expect(stepDisplay('waiting')).toBe('wait');
    expect(stepDisplay('recalled')).toBe('wait');
    expect(stepDisplay('rejected')).toBe('error');
  });

  it('finds the step waiting for its handler, none once the flow ended', () => {
    expect(currentStep([step(1, 'submitted'), step(2, 'pending'), step(3, 'waiting')])?.seq).toBe(
      2,
    );
    expect(currentStep([step(1, 'submitted'), step(2, 'recalled')])).toBeUndefined();
  });
});
