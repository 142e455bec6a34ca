export { PortalSdkPlugin } from './vue2/portal-sdk-plugin';
