import { yieldToBrowser } from './yield-to-browser';

// What XML does not allow, which the page's text may hold: an SVG image holding one fails to load.
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const notInXml = /[\u0000-\u0008\v\f\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/gu;

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The screenshot could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Draws `svg` (the page copied into a foreignObject) into a JPEG data URL, `width` by `height` on
 * white. Each step its own task, so that none holds the main thread long (modern-screenshot's own
 * drawing ran them in one task of over a hundred milliseconds): the markup, its data URL, the
 * image's decoding, and the JPEG, encoded by the browser away from the main thread (`toBlob`,
 * not `toDataURL`).
 */
export async function svgToJpeg(
  svg: SVGElement,
  { width, height, quality }: { width: number; height: number; quality: number },
): Promise<string> {
  const markup = new XMLSerializer().serializeToString(svg).replace(notInXml, '');
  await yieldToBrowser();
  // A data URL, not a blob's: the browser taints a canvas drawn with a blob's foreignObject.
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await yieldToBrowser();
  const image = new Image();
  image.src = url;
  await image.decode();
  await yieldToBrowser();
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(width);
  canvas.height = Math.floor(height);
  const drawing = canvas.getContext('2d');
  if (!drawing) throw new Error('No canvas to draw the screenshot on');
  drawing.fillStyle = '#ffffff';
  drawing.fillRect(0, 0, canvas.width, canvas.height);
  drawing.drawImage(image, 0, 0, canvas.width, canvas.height);
  const jpeg = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The screenshot could not be encoded'))),
      'image/jpeg',
      quality,
    ),
  );
  return await dataUrlOf(jpeg);
}
