import { afterNextPaint } from '@/lib/after-paint';
import { isolateText } from '@/lib/isolate-text';
import { Watermark } from 'antd';
import { useEffect, useState } from 'react';

/** Spec §2 and §9: a 300 px tile, rotated -20 degrees. */
const watermarkTile = 300;
/** Over the whole content; inline, as antd's own `position: relative` is. */
const watermarkLayer = { position: 'absolute', inset: 0 } as const;

/**
 * The user name over the content, drawn a paint after the rest of the frame's chrome: measuring
 * and drawing its tile on a canvas (the CJK font looked up the first time) takes some 30 ms, which
 * would otherwise lengthen the task that renders the menu and the top bar after signing in.
 */
export function FrameWatermark({ text }: { text: string }) {
  const [isFramePainted, setFramePainted] = useState(false);
  useEffect(() => afterNextPaint(() => setFramePainted(true)), []);
  if (!isFramePainted) return null;
  return (
    <Watermark
      className="shell-frame__watermark"
      style={watermarkLayer}
      content={isolateText(text)}
      width={watermarkTile}
      height={watermarkTile}
      rotate={-20}
      gap={[0, 0]}
      font={{ fontSize: 16, color: 'rgba(0, 0, 0, 0.07)' }}
    />
  );
}
