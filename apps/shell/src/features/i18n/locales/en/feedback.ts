import type { Messages } from '../zh-cn';

const feedback: Messages['feedback'] = {
  title: 'Feedback',
  open: 'Screenshot feedback',
  capturing: 'Capturing the page...',
  captureFailed: 'The page could not be captured. Please try again.',
  captureAgain: 'Capture again',
  capturedAt: 'Captured at {{time}}',
  screenshotAlt: 'Screenshot of the current page',
  comment: 'Description',
  commentPlaceholder: 'Describe the problem you ran into',
  commentRequired: 'Describe the problem',
  commentTooLong: 'The description can be at most {{max}} characters',
  save: 'Send',
  cancel: 'Cancel',
  download: 'Download image',
  sent: 'Feedback sent (no. {{id}}), thank you',
  keptUnsent:
    'The feedback could not be sent: it is kept in this browser, to send again from here.',
  resend: 'Send again',
  resendItem: 'Send the feedback of {{time}} again',
  resendFailed: 'It still could not be sent; please try again later.',
  droppedOlder: 'Browser storage was full: {{count}} older feedback removed',
  tooLarge:
    "The screenshot is too large for the browser's storage and was not saved. Your description is kept; you can download the image.",
  saveFailed: 'The feedback could not be saved. Please try again; your description is kept.',
  kept: 'Feedback not sent yet ({{count}})',
  noneKept: 'No feedback waiting to be sent',
  deleteItem: 'Delete the feedback of {{time}}',
  thumbnailAlt: 'Screenshot of the feedback of {{time}}',
  screenshotTooLarge:
    'The screenshot is over the {{megabytes}} MB limit and cannot be sent. Your description is kept; you can download the image, or close part of the page and capture it again.',
  mine: 'My feedback',
  mineEmpty: 'You have not sent any feedback yet',
  mineFailed: 'Your feedback could not be loaded just now',
  mineNumber: 'No. {{id}} · {{time}}',
  handler: 'Handler: {{name}}',
  status: { received: 'Received', inProgress: 'In progress', handled: 'Handled' },
  allowance: 'You can send {{count}} more this hour, and {{megabytes}} MB more in 24 hours',
};

export default feedback;
