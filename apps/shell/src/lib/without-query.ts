/** An address without its query or fragment, which may carry a token. */
export function withoutQuery(address: string): string {
  return address.split(/[?#]/, 1)[0] ?? '';
}
