// The shell's own addresses live in the contract, where the server reads them too.
export { shellPaths as paths } from '@portal/contract/routes';
