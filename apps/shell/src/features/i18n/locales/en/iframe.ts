import type { Messages } from '../zh-cn';

const iframe: Messages['iframe'] = {
  frameTitle: 'Embedded page: {{host}}',
  loading: 'Page loading...',
  address: 'Page address',
  openInNewWindow: 'Open in a new window',
  missingTitle: 'No page to open',
  missingDescription:
    'The link gives no page address (url parameter). Open it again from the menu.',
  invalidTitle: 'Invalid page address',
  invalidDescription:
    'This is not a complete http(s) address, or it contains spaces, hidden characters or account details. It was not loaded.',
  schemeTitle: 'Unsupported kind of address',
  schemeDescription:
    'For your security only http and https addresses can be opened. This one was not loaded.',
  refusedValue: 'Address received',
  unknownTitle: 'This page is not in the portal’s menu',
  unknownDescription:
    'This link leads to a site outside the portal’s menu and sub-application registry. Open it only if you trust where the link came from.',
  unknownHost: 'Site to be opened',
  openUnknown: 'Open {{host}} anyway',
  backHome: 'Back to home',
};

export default iframe;
