import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  // JSX intrinsic elements are declared through an interface.

  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
    interface IntrinsicElements {
      'micro-app': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        name: string;
        url: string;
        'default-page'?: string;
        iframe?: string;
        'keep-alive'?: string;
        'router-mode'?: string;
      };
    }
  }
}
