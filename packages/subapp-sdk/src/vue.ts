export { useHostContext } from './vue/use-host-context';
