import { renderWithI18n } from '@/test/render-with-i18n';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { SearchEntry } from '../search-index';
import { MenuSearch } from './menu-search';

const entries: SearchEntry[] = [
  { key: 'customer-list', label: '客户列表', path: '/newcrm/customer/list' },
  { key: 'customer-pool', label: '客户池', path: '/newcrm/customer/pool' },
  { key: 'credit-list', label: 'Credit list', path: '/credit/list' },
  {
    key: 'help',
    label: '帮助中心',
    path: '/iframe?url=https%3A%2F%2Fhelp.example%2F',
    shownPath: 'https://help.example/',
  },
];

async function renderSearch(language: 'zh-CN' | 'en' = 'zh-CN') {
  const onChoose = vi.fn<(entry: SearchEntry) => void>();
  // Without motion the dialog leaves at once (jsdom never ends an animation).
  await renderWithI18n(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MenuSearch entries={entries} onChoose={onChoose} />
    </ConfigProvider>,
    { language },
  );
  return { onChoose, user: userEvent.setup({ delay: null }) };
}

const searchBox = () => screen.getByRole('combobox', { name: '搜索菜单' });
/** The search box once the dialog is on screen: its code arrives with the first opening. */
const shownSearchBox = (name = '搜索菜单') => screen.findByRole('combobox', { name });

describe('MenuSearch', () => {
  it('opens on Ctrl-K and focuses the search box, instead of the browser default', async () => {
    await renderSearch();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const isNotPrevented = fireEvent.keyDown(document.body, {
      key: 'k',
      code: 'KeyK',
      ctrlKey: true,
    });

    expect(isNotPrevented).toBe(false);
    expect(await screen.findByRole('dialog', { name: '菜单搜索' })).toBeInTheDocument();
    await waitFor(() => expect(searchBox()).toHaveFocus());
  });

  it('keeps the keys typed right after Ctrl-K, while the search box is still on its way', async () => {
    // A fresh module: its dialog is not loaded yet, as on the first Ctrl-K after sign-in.
    vi.resetModules();
    const { MenuSearch: FreshMenuSearch } = await import('./menu-search');
    await renderWithI18n(<FreshMenuSearch entries={entries} onChoose={vi.fn()} />);

    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK' });
    fireEvent.keyDown(document.body, { key: 'h', code: 'KeyH' });

    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(searchBox()).toHaveValue('kh');
  });

  it('opens on ⌘-K too', async () => {
    const { user } = await renderSearch();

    await user.keyboard('{Meta>}k{/Meta}');

    await waitFor(() => expect(searchBox()).toHaveFocus());
  });

  it('opens from its button, which is named and shows the shortcut', async () => {
    const { user } = await renderSearch();
    const button = screen.getByRole('button', { name: '搜索菜单' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');

    await user.click(button);

    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(searchBox()).toHaveAttribute('placeholder', '搜索菜单（支持拼音首字母）');
  });

  it('lists the entries matching the typed pinyin initials, with their paths', async () => {
    const { user } = await renderSearch();
    await user.keyboard('{Control>}k{/Control}');

    await user.type(await shownSearchBox(), 'kh');

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '客户列表/newcrm/customer/list',
      '客户池/newcrm/customer/pool',
    ]);
    expect(screen.getByRole('listbox', { name: '搜索结果' })).toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options[0]?.id);
  });

  it("shows an embedded site's own address, and opens it in the shell", async () => {
    const { user, onChoose } = await renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await shownSearchBox(), 'bz');

    const [option] = await screen.findAllByRole('option');
    expect(option).toHaveTextContent('帮助中心https://help.example/');
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ path: entries[3]?.path }));
  });

  it('chooses the entry highlighted with the arrow keys on Enter, then closes and clears', async () => {
    const { user, onChoose } = await renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await shownSearchBox(), 'kh');
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /客户池/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(onChoose).toHaveBeenCalledExactlyOnceWith(entries[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(searchBox()).toHaveValue('');
  });

  it('wraps around from the first result to the last with ArrowUp', async () => {
    const { user, onChoose } = await renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await shownSearchBox(), 'kh');
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowUp}{Enter}');

    expect(onChoose).toHaveBeenCalledExactlyOnceWith(entries[1]);
  });

  it('chooses an entry on click', async () => {
    const { user, onChoose } = await renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await shownSearchBox(), 'cre');

    await user.click(await screen.findByRole('option', { name: /Credit list/ }));

    expect(onChoose).toHaveBeenCalledExactlyOnceWith(entries[2]);
  });

  it('says so when nothing matches', async () => {
    const { user } = await renderSearch('en');
    await user.keyboard('{Control>}k{/Control}');

    await user.type(await shownSearchBox('Search the menu'), 'zzz');

    expect(await screen.findByRole('status')).toHaveTextContent('No matching menu');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes on Escape without choosing, and gives the focus back', async () => {
    const { user, onChoose } = await renderSearch();
    const button = screen.getByRole('button', { name: '搜索菜单' });
    // From the keyboard: under test every antd popup's Escape handler has one id ('test-id'), and
    // the button's hover tooltip, closing, would take the dialog's handler away with its own.
    button.focus();
    await user.keyboard('{Enter}');
    await user.type(await shownSearchBox(), 'kh');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChoose).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('highlights the part of a label the query stands for', async () => {
    const { user } = await renderSearch();
    await user.keyboard('{Control>}k{/Control}');

    await user.type(await shownSearchBox(), 'khl');

    const option = await screen.findByRole('option');
    expect(option.querySelector('mark')).toHaveTextContent(/^客户列$/);
  });
});
