import { getStore, setStore } from '@/lib/storage';
import { storageKey } from '@/lib/storage-keys';

const feedbackKey = storageKey('feedbackList', 'session');

/** One kept feedback: the page, the user's comment and the screenshot as a data URL. */
export type Feedback = { id: string; time: number; url: string; comment: string; image: string };

/** Screenshots are large: only the latest few stay in local storage. */
export const maxFeedback = 5;

export const maxCommentLength = 500;

/** The largest screenshot the server takes, as a data URL (the contract's maxFeedbackImageLength). */
export const maxScreenshotLength = 1_500_000;

/** Even the new feedback alone does not fit in the browser's storage. */
export class FeedbackTooLargeError extends Error {
  override readonly name = 'FeedbackTooLargeError';
}

export type SaveFeedbackResult = {
  saved: Feedback;
  /** Newest first, as stored. */
  list: Feedback[];
  /** How many older feedback were dropped to make room. */
  dropped: number;
};

function isFeedback(value: unknown): value is Feedback {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.time === 'number' &&
    typeof item.url === 'string' &&
    typeof item.comment === 'string' &&
    typeof item.image === 'string'
  );
}

function isQuotaExceeded(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

function write(list: Feedback[]): void {
  setStore({ name: feedbackKey, content: list });
}

/** The kept feedback, newest first; anything unreadable counts as none. */
export function readFeedback(): Feedback[] {
  try {
    const stored = getStore<unknown>({ name: feedbackKey });
    return Array.isArray(stored) ? stored.filter(isFeedback).slice(0, maxFeedback) : [];
  } catch {
    return [];
  }
}

function newId(time: number): string {
  // crypto.randomUUID needs a secure context; intranet pages are often served over plain http.
  return `${time.toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Keeps a feedback, newest first, at most five. When the browser refuses the write for lack of
 * room, the oldest are dropped one by one; if even the new one alone does not fit, it throws
 * `FeedbackTooLargeError` and the stored list is left as it was.
 */
export function saveFeedback(
  { comment, image }: { comment: string; image: string },
  { now = Date.now(), url = window.location.href }: { now?: number; url?: string } = {},
): SaveFeedbackResult {
  const saved: Feedback = { id: newId(now), time: now, url, comment, image };
  const wanted = [saved, ...readFeedback()].slice(0, maxFeedback);
  for (let kept = wanted.length; kept >= 1; kept -= 1) {
    const list = wanted.slice(0, kept);
    try {
      write(list);
      return { saved, list, dropped: wanted.length - kept };
    } catch (error) {
      if (!isQuotaExceeded(error)) throw error;
    }
  }
  throw new FeedbackTooLargeError('The screenshot does not fit in the browser storage');
}

/** Removes one kept feedback; returns what is left. */
export function deleteFeedback(id: string): Feedback[] {
  const list = readFeedback().filter((item) => item.id !== id);
  write(list);
  return list;
}
