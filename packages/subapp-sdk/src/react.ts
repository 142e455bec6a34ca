export { useHostContext } from './react/use-host-context';
