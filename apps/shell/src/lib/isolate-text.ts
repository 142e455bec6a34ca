/**
 * Text from elsewhere (a name, a title) wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL
 * ISOLATE: a right-to-left mark or override inside it reorders nothing around it. For text drawn
 * where CSS cannot reach (a canvas: the watermark); in the page, `unicode-bidi: isolate` does it.
 */
export function isolateText(text: string): string {
  return `\u2068${text}\u2069`;
}
