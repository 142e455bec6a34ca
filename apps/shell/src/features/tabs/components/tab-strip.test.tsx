import { renderWithI18n } from '@/test/render-with-i18n';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tab } from '../tab';
import { openTab, resetTabs, setTabDirty } from '../tab-store';
import { TabStrip } from './tab-strip';

function tab(fullPath: string, fixed = false): Tab {
  return {
    name: fullPath.slice(1),
    path: fullPath,
    fullPath,
    params: {},
    query: {},
    meta: { keepAlive: true, isTab: true, isAuth: true, fixed },
  };
}

const tabs = [tab('/home', true), tab('/first'), tab('/second')];

async function renderStrip(activeFullPath = '/home') {
  const onSelect = vi.fn();
  const onAction = vi.fn();
  const strip = (active: string) => (
    <TabStrip
      tabs={tabs}
      activeFullPath={active}
      titleOf={(each) => each.name}
      onSelect={onSelect}
      onAction={onAction}
    />
  );
  const { rerender } = await renderWithI18n(strip(activeFullPath));
  return { onSelect, onAction, switchTo: (active: string) => rerender(strip(active)) };
}

/** Lets the frame after a render be painted: one animation frame and the turn after it. */
async function afterThePaint() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}

describe('TabStrip', () => {
  afterEach(() => {
    resetTabs();
    vi.restoreAllMocks();
  });

  it('shows one tab per open page, the active one selected and the only one in the Tab order', async () => {
    await renderStrip('/first');
    const shown = screen.getAllByRole('tab');
    expect(shown.map((node) => node.textContent)).toEqual(['home', 'first', 'second']);
    expect(shown.map((node) => node.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(shown.map((node) => node.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves the Tab order to a tab chosen with a click once the switch is painted, not in the click', async () => {
    const { switchTo } = await renderStrip('/first');
    const [, first, second] = screen.getAllByRole('tab');
    second?.focus();

    // Changing the tabindex of the tab that has the focus would have the browser work out its
    // styles and layout before the switch can be painted.
    switchTo('/second');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second?.tabIndex).toBe(-1);
    expect(first?.tabIndex).toBe(0);

    await afterThePaint();
    expect(screen.getAllByRole('tab').map((node) => node.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('offers the actions of the tab right-clicked, for that tab, and is gone once one is chosen', async () => {
    const { onAction } = await renderStrip('/first');

    fireEvent.contextMenu(screen.getByRole('tab', { name: 'second' }), {
      clientX: 40,
      clientY: 20,
    });
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['刷新', '关闭', '关闭其他', '关闭全部']);
    await userEvent.click(screen.getByRole('menuitem', { name: '关闭其他' }));

    expect(onAction).toHaveBeenCalledWith('close-others', tabs[2]);
    await vi.waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
  });

  it('cannot close a fixed tab from its context menu', async () => {
    await renderStrip('/first');

    fireEvent.contextMenu(screen.getByRole('tab', { name: 'home' }));

    const items = await screen.findAllByRole('menuitem');
    const close = items.find((item) => item.textContent === '关闭');
    expect(close).toHaveAttribute('aria-disabled', 'true');
  });

  it('marks a tab holding unsaved work, and says so in its description', async () => {
    resetTabs();
    for (const each of tabs) openTab(each);
    setTabDirty('/second', true);
    await renderStrip('/first');

    expect(screen.getAllByTestId('tab-unsaved')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'second' })).toHaveAccessibleDescription(
      '有未保存的修改',
    );
    expect(screen.getByRole('tab', { name: 'first' })).toHaveAccessibleDescription('');
  });

  it('lists the open tabs under its chevron, after the actions, to go to one', async () => {
    const { onSelect, onAction } = await renderStrip('/first');
    await userEvent.click(screen.getByRole('button', { name: '标签页操作' }));

    const listed = await screen.findAllByRole('menuitem');
    expect(listed.map((item) => item.textContent)).toEqual([
      '刷新',
      '关闭',
      '关闭其他',
      '关闭全部',
      'home',
      'first',
      'second',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'second' }));
    expect(onSelect).toHaveBeenCalledWith(tabs[2]);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('scrolls the strip to an active tab out of view by its offset, not by scrollIntoView', async () => {
    // A strip 100 px wide, scrolled to its start, whose tabs are 80 px wide side by side.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const index = tabs.findIndex((each) => each.fullPath === this.dataset.fullPath);
      const left = index < 0 ? 0 : index * 80;
      return DOMRect.fromRect({ x: left, width: index < 0 ? 100 : 80, height: 30 });
    });
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');

    await renderStrip('/second');

    const strip = screen.getByRole('tablist');
    await vi.waitFor(() => expect(strip.scrollLeft).toBe(140));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens a tab on click, and only an inactive one', async () => {
    const { onSelect } = await renderStrip('/first');
    await userEvent.click(screen.getByRole('tab', { name: 'first' }));
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'second' }));
    expect(onSelect).toHaveBeenCalledWith(tabs[2]);
  });

  it('gives a close cross to every tab but the fixed ones, and the refresh icon to the active one', async () => {
    const { onAction, onSelect } = await renderStrip('/first');
    expect(screen.getAllByTestId('tab-close')).toHaveLength(2);
    expect(screen.getAllByTestId('tab-refresh')).toHaveLength(1);
    const [, secondClose] = screen.getAllByTestId('tab-close');
    if (secondClose) await userEvent.click(secondClose);
    expect(onAction).toHaveBeenCalledWith('close', tabs[2]);
    await userEvent.click(screen.getByTestId('tab-refresh'));
    expect(onAction).toHaveBeenCalledWith('refresh', tabs[1]);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes a tab with the middle button, never a fixed one', async () => {
    const { onAction } = await renderStrip();
    fireEvent(
      screen.getByRole('tab', { name: 'home' }),
      new MouseEvent('auxclick', { bubbles: true, button: 1 }),
    );
    expect(onAction).not.toHaveBeenCalled();
    fireEvent(
      screen.getByRole('tab', { name: 'second' }),
      new MouseEvent('auxclick', { bubbles: true, button: 1 }),
    );
    expect(onAction).toHaveBeenCalledWith('close', tabs[2]);
  });

  it('moves the focus with the arrows, Home and End, and opens the focused tab with Enter', async () => {
    const { onSelect } = await renderStrip();
    screen.getByRole('tab', { name: 'home' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'first' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'second' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'second' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'home' })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(tabs[2]);
  });

  it('closes the focused tab with Delete and keeps the focus in the strip, but not a fixed tab', async () => {
    const { onAction } = await renderStrip();
    screen.getByRole('tab', { name: 'home' }).focus();
    await userEvent.keyboard('{Delete}');
    expect(onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}{Delete}');
    expect(onAction).toHaveBeenCalledWith('close', tabs[1]);
    expect(screen.getByRole('tab', { name: 'second' })).toHaveFocus();
  });
});
