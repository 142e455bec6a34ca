/** A path of the shell's own routes: starts with one '/', e.g. '/credit/apply/list'. */
export function assertShellPath(caller: string, path: string): void {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) {
    throw new TypeError(
      `${caller}: expected a path of the shell starting with '/', such as '/wel/index'; got ${JSON.stringify(path)}`,
    );
  }
}
