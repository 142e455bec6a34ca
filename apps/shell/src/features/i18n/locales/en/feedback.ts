import type { Messages } from '../zh-cn';

const feedback: Messages['feedback'] = {
  title: 'Feedback',
  open: 'Screenshot feedback',
  capturing: 'Capturing the page...',
  captureFailed: 'The page could not be captured. Please try again.',
  capturedAt: 'Captured at {{time}}',
  screenshotAlt: 'Screenshot of the current page',
  comment: 'Description',
  commentPlaceholder: 'Describe the problem you ran into',
  commentRequired: 'Describe the problem',
  commentTooLong: 'The description can be at most {{max}} characters',
  save: 'Save',
  cancel: 'Cancel',
  download: 'Download image',
  saved: 'Feedback saved',
  droppedOlder: 'Browser storage was full: {{count}} older feedback removed',
  tooLarge:
    "The screenshot is too large for the browser's storage and was not saved. Your description is kept; you can download the image.",
  saveFailed: 'The feedback could not be saved. Please try again; your description is kept.',
  kept: 'Saved feedback ({{count}})',
  noneKept: 'No saved feedback yet',
  deleteItem: 'Delete the feedback of {{time}}',
  thumbnailAlt: 'Screenshot of the feedback of {{time}}',
};

export default feedback;
