import { setStore, storagePrefix } from '@/lib/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FeedbackTooLargeError,
  deleteFeedback,
  maxFeedback,
  readFeedback,
  saveFeedback,
} from './feedback-store';

const storedKey = storagePrefix + 'feedbackList';

/** Makes local storage refuse any write of the feedback list longer than `limit` characters. */
function limitStorage(limit: number) {
  const original = Storage.prototype.setItem;
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
    this: Storage,
    key: string,
    value: string,
  ) {
    if (key === storedKey && value.length > limit) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    original.call(this, key, value);
  });
}

function image(size: number) {
  return `data:image/jpeg;base64,${'A'.repeat(size)}`;
}

describe('feedback store', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the page, the time, the comment and the image, newest first', () => {
    saveFeedback({ comment: 'first', image: image(10) }, { now: 1_000, url: '/main/wel/index' });
    saveFeedback({ comment: 'second', image: image(10) }, { now: 2_000, url: '/main/credit' });

    expect(readFeedback()).toEqual([
      {
        id: expect.any(String),
        time: 2_000,
        url: '/main/credit',
        comment: 'second',
        image: image(10),
      },
      {
        id: expect.any(String),
        time: 1_000,
        url: '/main/wel/index',
        comment: 'first',
        image: image(10),
      },
    ]);
  });

  it('keeps only the latest five', () => {
    for (let index = 1; index <= 7; index += 1) {
      saveFeedback({ comment: `comment ${index}`, image: image(10) }, { now: index });
    }

    const kept = readFeedback();
    expect(kept).toHaveLength(maxFeedback);
    expect(kept.map((item) => item.comment)).toEqual([
      'comment 7',
      'comment 6',
      'comment 5',
      'comment 4',
      'comment 3',
    ]);
  });

  it('drops the oldest until the new feedback fits when the browser storage is full', () => {
    for (let index = 1; index <= 3; index += 1) {
      saveFeedback({ comment: `old ${index}`, image: image(1_000) }, { now: index });
    }
    limitStorage(2_500);

    const result = saveFeedback({ comment: 'new', image: image(1_000) }, { now: 10 });

    expect(result.dropped).toBe(2);
    expect(result.list.map((item) => item.comment)).toEqual(['new', 'old 3']);
    expect(readFeedback().map((item) => item.comment)).toEqual(['new', 'old 3']);
  });

  it('refuses a feedback that does not fit even alone, and leaves the kept ones untouched', () => {
    saveFeedback({ comment: 'old', image: image(100) }, { now: 1 });
    limitStorage(2_000);

    expect(() => saveFeedback({ comment: 'huge', image: image(5_000) })).toThrow(
      FeedbackTooLargeError,
    );
    expect(readFeedback().map((item) => item.comment)).toEqual(['old']);
  });

  it('passes other storage failures on', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });

    expect(() => saveFeedback({ comment: 'x', image: image(10) })).toThrow('denied');
  });

  it('deletes one feedback by id', () => {
    const { saved } = saveFeedback({ comment: 'gone', image: image(10) }, { now: 1 });
    saveFeedback({ comment: 'stays', image: image(10) }, { now: 2 });

    expect(deleteFeedback(saved.id).map((item) => item.comment)).toEqual(['stays']);
    expect(readFeedback().map((item) => item.comment)).toEqual(['stays']);
  });

  it('reads a corrupt stored list as empty', () => {
    window.localStorage.setItem(storedKey, '{broken');
    expect(readFeedback()).toEqual([]);

    setStore({ name: 'feedbackList', content: [{ comment: 1 }, 'text'] });
    expect(readFeedback()).toEqual([]);
  });
});
