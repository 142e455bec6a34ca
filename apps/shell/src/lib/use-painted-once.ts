import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * False in the first render, true from the first render after that one was painted: what is not
 * needed in the first frame renders a frame later and does not hold it back.
 */
export function usePaintedOnce(): boolean {
  const [isPainted, setIsPainted] = useState(false);
  useEffect(() => (isPainted ? undefined : afterNextPaint(() => setIsPainted(true))), [isPainted]);
  return isPainted;
}
