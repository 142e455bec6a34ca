import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasButtonPermission, setButtonCodes, usePermissionStore } from './button-permissions';
import { Permission } from './components/permission';

describe('button permissions', () => {
  it('turns the menu codes into flags, kept in storage', () => {
    setButtonCodes(['customer_add', 'credit_apply_add']);

    expect(hasButtonPermission('customer_add')).toBe(true);
    expect(hasButtonPermission('customer_delete')).toBe(false);
    expect(window.localStorage.getItem('hf-permission')).toContain('customer_add');
  });

  it('shows a control only while its code is granted, following a change of codes', () => {
    setButtonCodes(['customer_add']);
    render(
      <Permission code="customer_add" fallback={<span>hidden</span>}>
        <button type="button">add</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: 'add' })).toBeInTheDocument();

    act(() => setButtonCodes(['xwd_loan_approve']));

    expect(screen.queryByRole('button', { name: 'add' })).not.toBeInTheDocument();
    expect(screen.getByText('hidden')).toBeInTheDocument();
  });

  it('changes nothing when the same codes come again, in any order', () => {
    setButtonCodes(['customer_add', 'credit_apply_add']);
    const before = usePermissionStore.getState();

    setButtonCodes(['credit_apply_add', 'customer_add']);

    expect(usePermissionStore.getState()).toBe(before);
    setButtonCodes(['customer_add']);
    expect(usePermissionStore.getState()).not.toBe(before);
  });
});
