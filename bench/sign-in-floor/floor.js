// The floor of bench/sign-in.mjs: the token, then the menu tree and the to-dos at once, with plain
// fetch, and the newest to-do's title painted, with nothing else on the page. The token's answer
// names the user and the firm it answers for, as the shell reads them.
/* global document -- in the page */
const config = await (await fetch('/main/config.json')).json();
const api = config.api.main;
const { clientId, clientSecret } = config.auth;
const language = { 'Accept-Language': 'zh-CN' };

async function call(path, init = {}) {
  const response = await fetch(`${api}${path}`, init);
  const body = await response.json();
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

async function signIn(username, password) {
  const token = await call('/auth/oauth/token', {
    method: 'POST',
    headers: {
      ...language,
      Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'password', username, password, scope: 'server' }),
  });
  const headers = { ...language, Authorization: `Bearer ${token.access_token}` };
  const get = (path, query = {}) => call(`${path}?${new URLSearchParams(query)}`, { headers });
  const { userId, currentFirmId } = token.firms;
  const [, todos] = await Promise.all([
    get('/upms/menu/getTreeByRoleId', { firmId: currentFirmId, userId }),
    get('/coreSystem/todoAll', { pageNum: 1, pageSize: 5, status: 0 }),
  ]);
  const item = document.createElement('li');
  item.dataset.testid = 'workbench-todo-title';
  item.textContent = todos.records[0]?.title ?? '';
  document.getElementById('todos').append(item);
}

document.getElementById('sign-in').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  void signIn(form.get('username'), form.get('password'));
});
