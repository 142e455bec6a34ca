import { afterNextPaint } from '@/lib/after-paint';
import { useEffect, useState } from 'react';
import { capturePage } from './capture-page';

export type PageCapture =
  | { status: 'capturing' }
  | { status: 'captured'; image: string; capturedAt: number }
  | { status: 'failed' };

/**
 * The screenshot of the page, taken once the component asking for it is on screen: drawing a busy
 * page into an image holds the main thread for seconds, and what was painted first (the feedback
 * dialog, its busy placeholder) tells the user it is under way. `retry` takes it again.
 */
export function usePageCapture(): PageCapture & { retry: () => void } {
  const [capture, setCapture] = useState<PageCapture>({ status: 'capturing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isWanted = true;
    const cancel = afterNextPaint(() => {
      capturePage().then(
        (image) => {
          if (isWanted) setCapture({ status: 'captured', image, capturedAt: Date.now() });
        },
        () => {
          if (isWanted) setCapture({ status: 'failed' });
        },
      );
    });
    return () => {
      isWanted = false;
      cancel();
    };
  }, [attempt]);

  const retry = () => {
    setCapture({ status: 'capturing' });
    setAttempt((count) => count + 1);
  };
  return { ...capture, retry };
}
