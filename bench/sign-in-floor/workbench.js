// The floor of the workbench in bench/sign-in.mjs: a signed-in page that asks for the menu tree
// and the to-dos at once, with plain fetch and the session cookie, and paints the newest to-do's
// title, with nothing else on the page. The bench signed in beforehand and left the user and the
// firm where the shell keeps its own: in the page's storage.
/* global document -- in the page */
const { firmId, userId } = JSON.parse(localStorage.getItem('sign-in-floor') ?? '{}');
const headers = { 'Accept-Language': 'zh-CN' };

async function get(path, query) {
  const response = await fetch(`/api${path}?${new URLSearchParams(query)}`, { headers });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

const [, todos] = await Promise.all([
  get('/upms/menu/getTreeByRoleId', { firmId, userId }),
  get('/coreSystem/todoAll', { pageNum: 1, pageSize: 5, status: 0 }),
]);
const item = document.createElement('li');
item.dataset.testid = 'workbench-todo-title';
item.textContent = todos.records[0]?.title ?? '';
document.getElementById('todos').append(item);
